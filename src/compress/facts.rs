//! What a sentence says, for the offline summarizer (issue #13): its kind (goal, decision,
//! constraint, open question, progress), the identifiers it carries verbatim (commands, paths,
//! URLs, ids, ports, versions, money, dates, numbers with units) and the people it names, in
//! English and Chinese; other languages only get the language-neutral rules.

use crate::history::is_cjk;

/// The kind of a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    Goal,
    Decision,
    Constraint,
    Open,
    Progress,
    /// Nothing but the identifiers and names it carries.
    Plain,
}

const DECISION_WORDS: &[&str] = &[
    "decided",
    // "I've landed on putting full transcripts on the website because …".
    "i've landed on",
    "we've landed on",
    "i have landed on",
    "we have landed on",
    "we decide",
    "decision:",
    "made a decision",
    "定下来",
    "想了想，还是",
    "改主意",
    "改变主意",
    // ("之前说的不算了——高一和高二错开十分钟开考", "之前那个方案作废 把…取消掉": the plan
    // that replaces the one taken back.)
    "说的不算了",
    "方案作废",
    "made the decision",
    "made my decision",
    "we'll go with",
    "we will go with",
    // "I am happy for us to consolidate all drug orders with one wholesaler, given that …".
    "happy for us to",
    "let's go with",
    "going with",
    "go with",
    "settled on",
    // ("the package landed on the doorstep", "the call is at 3pm" decide nothing.)
    "we landed on",
    "we've landed on",
    "i landed on",
    "so the call is ",
    "the call is to ",
    "agreed and noted",
    "agreed, noted",
    "noted and agreed",
    "voted for ",
    "went with",
    "we went for",
    "locked in ",
    "lock in ",
    "proceed with ",
    "锁定",
    "agreed on",
    "agreed to",
    "we chose",
    "we picked",
    "picked",
    "opted for",
    "switch to",
    "switching to",
    "we'll use",
    "we will use",
    "let's use",
    "the plan is to",
    // "… so what we're going to do is send the charcoal to Glasgow".
    "what we're going to do is ",
    "what we are going to do is ",
    "what we'll do is ",
    "what i'm going to do is ",
    "plan is to ",
    "so the plan is ",
    "the decision is ",
    "not reopening it",
    "not revisiting it",
    "not up for debate",
    "no point dithering",
    // "I've told them yes to Brightwater Care": a yes to one of the options.
    "told them yes to",
    "said yes to",
    "saying yes to",
    "that's that",
    // Consent is the choice: "nobody objected so X".
    "nobody objected",
    "no one objected",
    "no objections",
    "nobody pushed back",
    "no one pushed back",
    "everyone signed off",
    "no point debating",
    "no point arguing",
    "商量完",
    "商量好了",
    "the plan is:",
    "final call",
    "final decision",
    // ("For the record, the committee has chosen the September dates …", "team vote went for
    // paper PRFs as backup", "the deciding factor was …").
    "has chosen ",
    "have chosen ",
    "'ve chosen ",
    "vote went for ",
    "the deciding factor",
    "reason being",
    "we're doing",
    "we are doing",
    "we're going with",
    "let's do ",
    "lets do ",
    "lets go with",
    "lets use ",
    "lets stick with",
    " chose ",
    "we'll take",
    "we will take",
    "we're taking",
    "lock it in",
    "lock it:",
    "let's lock",
    "lets lock",
    "let us lock",
    "let us go with",
    "let us use",
    "the choice is",
    "makes the most sense",
    "we'll stick with",
    "we will stick with",
    "sticking with",
    "settled:",
    "i'm picking ",
    "im picking ",
    "i am picking ",
    "we're picking ",
    "we are picking ",
    " wins because ",
    " wins since ",
    " wins, ",
    " wins - ",
    " wins — ",
    "最终方案",
    "最终选择",
    "拍板",
    "最后还是",
    "还是用",
    "final answer",
    "纠结半天",
    "想来想去",
    "商量了半天",
    "考虑再三",
    "决定",
    "就这么定",
    "定下来",
    "确定用",
    "就用",
    // "计划是周三的 poster session 不去了（准备报告要花一整个下午）".
    "计划是",
    "采用",
    "选定",
    "选了",
    "改用",
    "定了",
    // German: "Ich habe mich entschieden — das Angebot ablehnen", "wir haben beschlossen, …".
    "habe mich entschieden",
    "hab mich entschieden",
    "haben uns entschieden",
    "ich entscheide mich",
    "wir entscheiden uns",
    "habe beschlossen",
    "haben beschlossen",
    "entscheidung:",
];

const CONSTRAINT_WORDS: &[&str] = &[
    "must not",
    "mustn't",
    "must ",
    "never ",
    "only after",
    "only before",
    "only on",
    "only if",
    // ("staff may release rooms from the hotel block only once I have checked …").
    "only once ",
    "only when",
    "only from",
    "not during",
    "not before",
    "not after",
    // ("you can reset someone's MFA, but not till I've spoken to them on the phone").
    "not until ",
    "not till ",
    "no later than",
    "under no circumstances",
    "is required",
    "are required",
    "required to ",
    "from now on",
    "going forward i'll ",
    "going forward, i'll ",
    "going forward we ",
    "convention",
    "不要",
    "必须",
    "不能",
    "不得",
    "禁止",
    "只能",
    "务必",
    "不允许",
    "一定要",
    "至少",
    "最多",
    "不超过",
    "之前完成",
    "以后都",
    "约定",
    // ("The licence holder shall not take cash rent without giving a written receipt.")
    "shall not ",
    "shan't ",
];

/// Does `bound` ("at least", "at most") bound an amount in `lower` ("at least 48 hours", "at
/// most twice a week", "at least a day's notice")? "which at least meant nobody noticed", "at
/// least he called" only console.
fn bounds(lower: &str, bound: &str) -> bool {
    lower.match_indices(bound).any(|(i, _)| {
        let next = lower[i + bound.len()..].split_whitespace().next().unwrap_or("");
        next.starts_with(|c: char| c.is_ascii_digit() || c == '$' || c == '£' || c == '€')
            || next.chars().next().is_some_and(is_cjk)
            || matches!(
                next.trim_end_matches(|c: char| !c.is_alphanumeric()),
                "a" | "an"
                    | "one"
                    | "two"
                    | "three"
                    | "four"
                    | "five"
                    | "six"
                    | "seven"
                    | "eight"
                    | "nine"
                    | "ten"
                    | "twelve"
                    | "fifteen"
                    | "twenty"
                    | "thirty"
                    | "forty"
                    | "fifty"
                    | "hundred"
                    | "once"
                    | "twice"
                    | "half"
                    | "few"
                    | "several"
                    | "every"
                    | "each"
                    | "x"
                    | "n"
            )
    })
}

/// Constraint cues that also occur in an assistant's hedging ("unless you say otherwise"):
/// they make a constraint of a person's sentence only.
const USER_CONSTRAINT_WORDS: &[&str] = &[
    "unless ",
    "only at ",
    "only during ",
    "only in ",
    // ("we accept a booking from an under-18 only with a parent's signed consent form", "we
    // waive the amendment fee only for travellers who booked before November").
    "only with ",
    "only for ",
    // ("pay the settlement by BACS only to the account on the policy", "you may restart the NAS
    // only outside office hours", "I'll only ever switch Moodle into maintenance mode once …").
    "only to ",
    "only outside ",
    "only within ",
    "only ever ",
    // ("I use machine translation only where the client has allowed it in writing".)
    "only where ",
    "only while ",
    "only via ",
    "only until ",
    // (German, said in passing: "Dolmetscheinsätze über sechs Stunden — nur mit
    // Kabinenpartnerin", "Aufträge annehmen: nur mit unterschriebenem Angebot".)
    "nur mit ",
    "nur wenn ",
    "nur nach ",
    "nur bei ",
    "erst wenn ",
    "erst nach ",
    "niemals ",
    // ("the system won't let you reopen a closed claim without a new peril code").
    "won't let you ",
    "will not let you ",
    "has to",
    "have to",
    "always ",
    "make sure",
    // "the Pi stays plugged into the UPS at all times".
    "at all times",
    // ("no hot drinks in the baby room at any time", "ropes get binned after any shock load
    // regardless of age".)
    "at any time",
    "regardless of",
    // ("i want it clear to everyone that ropes get binned …", "As a condition of this
    // permission, no smoking past the cattle grid").
    "want it clear",
    "want it known",
    // "i don't want anyone to let instructors go out on their own after four in winter".
    "want anyone to ",
    "want anybody to ",
    // "let Jonah sign the cover letters as long as nothing goes to the court under his name".
    "as long as ",
    "want everyone to know that",
    "as a condition of",
    // "Please ensure that no member of staff attempts to accept a booking before …".
    "please ensure",
    "ensure that ",
    "shouldn't ",
    "should not ",
    "rather you didn't",
    "rather you did not",
    "rather you don't",
    "rather not ",
    "at most",
    "at least",
    "no more than",
    "can't ",
    "cant ",
    "cannot ",
    "shouldnt ",
    "not negotiable",
    "non-negotiable",
    "no exceptions",
    "new rule",
    "rule:",
    "rule of thumb",
    "may not ",
    "not allowed",
    "hard no",
    "no-go",
    // "note to self: `git push …` before every cert build or the manifest is stale".
    // "whatever happens they're not to give him the Zopiclone after he's had a whisky".
    "'re not to ",
    " are not to ",
    " is not to ",
    "'s not to ",
    " am not to ",
    // "去医院看病之前得给他戴上助听器": a condition, then 得 (must).
    "之前得",
    "以前得",
    "的时候得",
    "before every ",
    "before each ",
    "after every ",
    "after each ",
    "mandatory",
    "compulsory",
    // "they insist i cc their legal team on every contract change".
    "insist ",
    "insists ",
    "insisted ",
    "on every ",
    "除非",
    "否则",
    "才能",
    // "统一做好" in the assistant's advice is how, not a rule.
    "统一",
    // "医保结算只在前台那台电脑上做": only there.
    "只在",
    "只让",
    "只准",
    // "开票邮件一律抄送财务": every time, without exception.
    "一律",
    "going fwd",
];

/// Phrases that carry a constraint's words and are none: "never mind", "no problem".
const NOT_CONSTRAINTS: &[&str] = &[
    "never mind",
    // ("今天称果子的秤好像不准": not accurate; "不要太营销", "别那么官方": not too; "不要，今天不想
    // 知道": no.)
    "好像不准",
    "有点不准",
    "不太准",
    "不准确",
    "测不准",
    "说不准",
    "不要太",
    "不要那么",
    "别那么",
    "不要，",
    // (A span, no condition: "as long as I can remember", "take as long as you need".)
    "as long as i can remember",
    "as long as it takes",
    "as long as you like",
    "as long as you want",
    "as long as you need",
    "as long as possible",
    "for as long as",
    "no way for me to know",
    "no way to know",
    "no way of knowing",
    "no problem",
    "no worries",
    "no thanks",
    "no idea",
    "no rush",
    "no need",
    "not always",
    "can't wait",
    "can't believe",
    "cannot believe",
    "can't afford",
    "cant afford",
    "cannot afford",
    "don't panic",
    "dont panic",
    "don't worry",
    "dont worry",
    "don't stress",
    "should not worry",
    "shouldn't worry",
    "not required to",
    "aren't required to",
    "isn't required to",
    // "Tuesdays are always quiet" describes.
    "are always",
    "is always",
    "was always",
    "were always",
    "almost always",
    // "I'm picking up the kids" picks nothing.
    "picking up",
    // "that's not to say …", "he's on every committee": no rule.
    "not to say",
    "not to mention",
    "not to worry",
    "not to be confused",
    // "should I be worried? don't answer that yet" puts a question off.
    "don't answer",
    "dont answer",
    // "Forty years on the railway and I still can't read Victorian handwriting" is a sigh;
    // "don't be afraid to write '[?]'" and "please do not hesitate to get in touch" encourage.
    "still can't",
    "still cannot",
    "still cant",
    "don't be afraid",
    "dont be afraid",
    "do not be afraid",
    "don't hesitate",
    "do not hesitate",
    // "I can't keep going back and forth on it" is a sigh.
    "can't keep",
    "cant keep",
    // "can't decide if I'm busy", "I cannot lift my arms": what someone cannot do now.
    "can't decide",
    "cannot decide",
    "cant decide",
    "can't sleep",
    "cant sleep",
    "can't remember",
    "cannot remember",
    "cant remember",
    "can't find",
    "cannot find",
    "cant find",
    "cant figure",
    "cant think",
    "cant tell",
    "cant believe",
    "cant wait",
    "can't figure",
    "can't think",
    "can't tell",
    "can't stand",
    "can't help",
    "can't focus",
    "can't concentrate",
    "can't lift",
    // "honestly the permit won't be renewed in time and i can't deal with it rn": a sigh.
    "can't deal",
    // ("the accountant wants one paper trail, cant argue w that": a reason, no rule.)
    "can't argue",
    "cant argue",
    "cannot argue",
    "cant deal",
    "can't cope",
    "can't be bothered",
    "can't face",
    "cannot lift",
    "can't hear",
    "can't understand",
    "'m on every",
    "'s on every",
    "'re on every",
    " is on every",
    " am on every",
    " are on every",
    // "I always forget something": a habit.
    "i always",
    // "I never remember", "I never know which": a sigh about oneself.
    "never remember",
    // ("pasting the group chat bc I'll never find it again".)
    "never find",
    "never know",
    "never understand",
    "never seem",
    "never quite",
    // "错别字别介意", "别让我忘了": manners and a reminder, no rule.
    "别介意",
    "别见怪",
    "别客气",
    "别着急",
    "别担心",
    "不用担心",
    "别让我忘",
    // ("need to claim that - don't let me forget", "dont let me change my mind again": a
    // reminder asked for, no rule.)
    "don't let me",
    "dont let me",
    "do not let me",
    // ("before i forget, sod it, keep Saturday training at half nine": a reminder's lead, not
    // the condition of a rule.)
    "before i forget",
    "before i forgot",
    "before we forget",
    // ("never gonna make it", "the forms never end", "Mr Hallam wants the rota by Friday (he
    // always does)", "timing as always fine": how things go.)
    "never gonna",
    "never going to",
    "never end",
    "as always",
    // (With the space before it: "the always-on box" is none of these.)
    "they always",
    " he always",
    "(he always",
    "she always",
    " it always",
    "(it always",
    "don't recognise",
    "don't recognize",
    "dont recognise",
    "dont recognize",
    "must be nice",
    "cant be bothered",
    // ("it's only for a week", "only for now": a span, no condition.)
    "only for now",
    "only for a ",
    "only for an ",
    "only for one ",
    "only for fun",
    // (A notice's footer: "Please do not reply to this email.")
    "do not reply to this",
    "don't reply to this",
];

/// Constraint cues in Chinese that need no person: "千万别…", "严禁…".
const CJK_PROHIBITIONS: &[&str] = &[
    "千万别",
    "千万不要",
    "严禁",
    "不准",
    "别再",
    "不许",
    "绝对别",
    "绝对不要",
    // "客户没签授权书的情况下绝对不把病历发给保险公司".
    "绝对不把",
    "绝对不能",
    "绝对不让",
    "绝对不给",
    "一律不",
    "绝不",
    "决不",
    "坚决不",
    "没得商量",
    "没商量",
    "都得",
    "必须得",
    "一定得",
];

pub const OPEN_MARKERS: &[&str] = &[
    "open question",
    // ("问了三叔老谱上那个圈是啥意思，他也说不清": asked, and no one could say.)
    "也说不清",
    "都说不清",
    "说不上来",
    "haven't the foggiest",
    "not the foggiest",
    "still need to decide",
    "still need to figure",
    "still unclear",
    "not sure yet",
    "tbd",
    "to be decided",
    "to be confirmed",
    "unresolved",
    "待定",
    "待确认",
    "还没确定",
    "还不确定",
    "悬而未决",
    "no answer on",
    "no answer about",
    "no answer yet on",
    "no word on",
    "no word yet on",
    "no update on",
    "no news on",
    "any news on",
    "any update on",
    "any word on",
    "still waiting on",
    "still waiting for",
    "waiting to hear",
    "does anyone know",
    "anyone know ",
    "怎么办",
    "没人回",
    "没人负责",
    "谁来负责",
    "谁负责",
    "还没定",
    // "not decided on the Room 12 projector yet": a choice still open.
    "not decided on",
    "not decided yet",
    "haven't decided",
    "havent decided",
    "have not decided",
    "still deciding",
    "yet to decide",
    "还没消息",
    "没有消息",
    "没回音",
    "open q ",
    "open q:",
    "nobody has answered",
    "no one has answered",
    // "… if the mobile app counts as part of the portal... nobody has said a word", "紧急叫停电话打给谁……一直没人说".
    "nobody has said",
    "no one has said",
    "nobody's said",
    "没人说",
    "没人知道",
    "没人告诉我",
    // "remind me to ask the organisers whether parents can ride the team bus": an ask for
    // someone else, which no reply here closes.
    "remind me to ask",
    "remind me to find out",
    // "对了我得搞清楚灯塔看守人的授权书，但是没人理我".
    "没人理",
    "得搞清楚",
    "要搞清楚",
    "得弄清楚",
    "要弄清楚",
    "得问清楚",
    "要问清楚",
    "remind me to check whether",
    "remind me to check if",
    "提醒我问",
    "still open from",
    "thing still open",
    "still open:",
    "q for later",
    "question for later",
    "没落实",
    "haven't figured out",
    "havent figured out",
    "should i ask about",
    "never found out",
    "never heard back",
    "have we got an answer",
    "did we get an answer",
    "no idea about",
    "nobody answered",
    "no one answered",
    "nobody got back to me",
    "怎么算",
    "怎么弄",
    "怎么处理",
    "咋办",
    "谁管",
    "是不是",
    "没人管",
    "haven't sorted out",
    "what are we doing about",
    "what do we do about",
    "forgetting to ask about",
    "forgot to ask about",
    "meant to ask about",
    "一直想问",
    "好奇",
    "想问一下",
    "忘了问",
    "还想问",
    "meaning to ask about",
    "wanted to ask about",
    // "side question on the cycle count variance threshold, I'll ask again when things calm
    // down", "GS1校验位规则，等忙完这阵子再问你".
    "side question",
    "再问你",
    "再好好问",
    "以后再问",
    "之后再问",
    "回头再问",
];

const GOAL_WORDS: &[&str] = &[
    // ("stretch goal still miles away" states none.)
    "goal:",
    "goal is",
    "my goal",
    "our goal",
    "the goal",
    "main goal",
    "end goal",
    "i want",
    "we want",
    "i need",
    "we need",
    "i'd like",
    "we'd like",
    "trying to",
    "help me",
    "目标",
    "想要",
    "我要",
    "我们要",
    "我需要",
    "我们需要",
    "帮我",
];

const PROGRESS_WORDS: &[&str] = &[
    "done",
    "finished",
    "completed",
    "deployed",
    "merged",
    "fixed",
    "shipped",
    "已完成",
    "完成了",
    "搞定",
    "已经部署",
    "修好",
];

/// Words that say a question was answered only in part (it stays open).
/// ("No way for me to know that without their paperwork, I'm afraid.": a reply that cannot say.)
const UNSURE_WORDS: &[&str] = &[
    "not sure",
    "don't know",
    "no idea",
    "later",
    "tbd",
    "unclear",
    "no way for me to know",
    "no way to know",
    "can't say",
    "couldn't say",
    "hard to say",
    "不确定",
    "不知道",
    "再说",
    "待定",
];

/// A reply that says it cannot answer ("I don't have anything that answers that — I'm keeping
/// it flagged as unresolved", "Agreed, that's worth pinning down … ask in writing", "can't
/// confirm, ask in writing") answers nothing. (Not a reply that puts a request off: "Done —
/// I've flagged the two risky clauses." did the work.)
const CANNOT_ANSWER: &[&str] = &[
    "can't give you",
    "cannot give you",
    "can't confirm",
    "cannot confirm",
    "can't tell you",
    "don't have anything",
    "don't have enough",
    "nothing that answers",
    "hasn't come up",
    "no information",
    "open question",
    "open list",
    "unresolved",
    "flagged",
    "worth pinning down",
    "ask in writing",
    "待确认",
    "没有任何",
    "没法确认",
    "无法确认",
    "确认不了",
    "不清楚",
];

/// The kind of `sentence` written by `role` ("user", "assistant", or "" for a previous summary).
pub fn classify(sentence: &str, role: &str) -> Class {
    // ("anyway where was I, oh yeah, let's go card-only in the café …": the conversation's
    // housekeeping before the clause says nothing of its kind.)
    if let Some(rest) = after_meta_clauses(sentence) {
        return classify(rest, role);
    }
    // ("um can you remember that …": a sound before it changes nothing.)
    let t = ["um ", "uh ", "so ", "ok ", "oh ", "and ", "also ", "btw ", "ok so "]
        .iter()
        .fold(sentence.trim_start(), |t, w| {
            t.get(..w.len()).filter(|h| h.eq_ignore_ascii_case(w)).map_or(t, |_| &t[w.len()..])
        });
    let class = classify_as_said(sentence, t, role);
    // ("btw only touch the bell system after the site manager is in the building": a word
    // before a rule hides it from the rules that read where the sentence starts.)
    // (Only a rule that opens with its word: "oh and if the guest wifi blocks port 8123 the
    // slideshow dies" tells what happens.)
    if class == Class::Plain
        && t.len() < sentence.trim_start().len()
        && t.len() > 8
        && ["only ", "never ", "always ", "don't ", "do not ", "no one ", "nobody ", "no-one "]
            .iter()
            .any(|w| t.get(..w.len()).is_some_and(|h| h.eq_ignore_ascii_case(w)))
    {
        let bare = classify_as_said(t, t, role);
        if bare == Class::Constraint {
            return bare;
        }
    }
    class
}

/// [`classify`] of `sentence`, `t` being it without the sounds and words that open it.
fn classify_as_said(sentence: &str, t: &str, role: &str) -> Class {
    // "can you remember that we don't swap shifts without …": what is to be remembered is the
    // sentence.
    if let Some(lead) =
        REMEMBER_LEADS.iter().find(|l| t.get(..l.len()).is_some_and(|h| h.eq_ignore_ascii_case(l)))
        && t.len() > lead.len() + 8
    {
        // ("Can you note that I've decided to ask for an extension?": the request asks, not
        // what it notes.)
        let noted = t[lead.len()..].trim_end();
        let noted = if lead.starts_with("can ") || lead.starts_with("could ") {
            noted.trim_end_matches(['?', '？'])
        } else {
            noted
        };
        return classify(noted, role);
    }
    // "Don't do it on Sundays, ok?": a tag asks nothing, the sentence says what it says.
    let sentence = without_tag_question(sentence);
    // ("so it's the outboards in-house, because Tom did the course. right?": a tag on its own
    // after the full stop.)
    if bare_tag(sentence) {
        return Class::Plain;
    }
    // "so the plan is bf16 (why? fp16 kept giving me NaNs)": the question in brackets is its
    // reason.
    let sentence = match sentence.find("(why?") {
        Some(i) if i > 0 && sentence.trim_end_matches(['.', '!', ' ']).ends_with(')') => &sentence[..i],
        _ => sentence,
    };
    // "| Photo | redo — background must be white |": a row of a pasted table.
    // ("#900,Can't log in to MIS,open,Room 14": a row of a pasted export.)
    if sentence.trim_start().starts_with('|')
        || sentence
            .match_indices(',')
            .filter(|(i, _)| !sentence[i + 1..].starts_with(|c: char| c == ' ' || c.is_ascii_digit()))
            .count()
            >= 2
    {
        return Class::Plain;
    }
    let raw = as_meant(&sentence.to_lowercase());
    let lower = strike(raw.clone(), NOT_CONSTRAINTS);
    // ("the spinner never goes away" in the assistant's words describes; a person's "the dog
    // never flies in the hold" is a rule.)
    let lower = without_past_never(&lower, role.starts_with("assistant"));
    let lower = without_past_always(&lower);
    let lower = without_embedded_rules(&lower);
    let lower = without_idle_at_least(&lower);
    // A cue starts a word: "whenever you are ready" holds no "never ".
    let has = |words: &[&str]| words.iter().any(|w| contains_word(&lower, w));
    // "I have to give a toast at the wedding" is a task of one's own; "i have to get a PO
    // number before any work starts" is a rule.
    let has_user_rule = |lower: &str| {
        let conditioned = has_any_word(
            lower,
            &["before", "after", "until", "unless", "whenever", "without", "every", "each"],
        );
        let lower = if conditioned {
            lower.to_string()
        } else {
            ["i have to ", "i'll have to ", "i've got to ", "i got to "]
                .iter()
                .fold(lower.to_string(), |l, w| l.replace(w, " "))
        };
        // ("staff cant get to the MIS from the office pcs" says what goes wrong; "we can't
        // restore a deleted course unless …" is a rule.)
        // ("the kids CANNOT buy energy drinks at the rest stops": a rule in capitals is one.)
        let shouted = ["CANNOT", "CAN'T", "CANT ", "CAN NOT"].iter().any(|w| sentence.contains(w));
        let lower = if shouted { lower.to_string() } else { without_mishaps(&lower) };
        USER_CONSTRAINT_WORDS
            .iter()
            // ("at all times" needs no amount: only "at least" and "at most" bound one.)
            .any(|w| contains_word(&lower, w) && (!matches!(*w, "at least" | "at most") || bounds(&lower, w)))
    };
    // "if I put the large box up by 75p and we do 64 a week, how much is that a month", "Mum
    // wants to put the rents up, how much notice do we have to give these days": a last clause
    // that asks, typed without a question mark, asks; the rule words before it set no rule.
    if !role.starts_with("assistant")
        && asks_last(&raw)
        && !sentence
            .trim_end_matches(['.', ' '])
            .rsplit_once(", ")
            .is_some_and(|(before, last)| relative_clause(before, last))
    {
        return Class::Open;
    }
    // "standing rule btw: dont give the pos vendor remote access unless im on the phone … works??":
    // a rule named by its label, whatever the run-on after it asks.
    if labelled_rule(&lower)
        && lower.split_once(": ").or_else(|| lower.split_once('：')).is_some_and(|(label, rest)| {
            !label.contains("question")
                && !label.contains('?')
                && rest.split_whitespace().count() >= 3
                && !QUESTION_WORDS.iter().chain(AUX).any(|w| rest.trim_start().starts_with(&format!("{w} ")))
        })
    {
        return Class::Constraint;
    }
    // "can you keep this in mind for everything you draft — never give promoters the drummer's
    // number": an order after a standing lead, even one put as a request.
    // ("Can you hold me to this: never reply to reviews after a glass of wine?": a request that
    // holds an order after its colon.)
    let held = ["can you ", "could you ", "will you ", "would you "].iter().any(|w| lower.starts_with(w))
        && lower.contains(": ");
    if !role.starts_with("assistant") && (held || !is_question(sentence)) && standing_order(&lower) {
        return Class::Constraint;
    }
    // "please stop me if I try to delete anything under raw_fastq until the checksums are
    // verified", "could you make sure no one puts a new starter on the rota alone before …?",
    // "let's not hand out the answer sheets until the session is over": a guard the person
    // sets on what is done, even put as a request.
    if !role.starts_with("assistant") && (guarded(&lower) || lets_not_rule(&lower) || passed_on_rule(&lower))
    {
        return Class::Constraint;
    }
    if !role.starts_with("assistant") {
        // "the educator from governance: 'only restart the kiosk service once the handover
        // sheets have printed' - direct quote": a rule or a choice quoted is one.
        if let Some(quote) = quoted(sentence)
            && quote.split_whitespace().count() >= 5
            && let class @ (Class::Constraint | Class::Decision) = classify(quote, role)
        {
            return class;
        }
        // "made my mind up this morning over coffee: shoot church ceremonies on the silent
        // shutter only", "PLAN: pin the kiosk app at this release - the last update broke the
        // scanner": a lead that says a choice was made, or a plan's label with a reason after
        // it, then the choice.
        if led_choice(sentence) {
            return Class::Decision;
        }
    }
    // "Where were we?", "you still there?": the conversation's own housekeeping asks nothing.
    if meta_question(&lower) {
        return Class::Plain;
    }
    // "can you tell them we've decided to swap the cookery class for a pasta workshop?", "风味
    // 太平，收购商压价压得厉害，所以明年不再种卡蒂姆": a choice told inside a request, or after
    // its reason.
    if !role.starts_with("assistant") && (tells_decided(&lower) || so_plan(&lower)) {
        return Class::Decision;
    }
    // ("不是不是，是另外那封": a no said twice holds no 是不是.)
    let marked =
        if raw.contains("不是不是") { raw.replace("不是不是", "不是") } else { raw.clone() };
    if is_question(sentence)
        // "Q for you: GDPR and the old paper forms": a question named by its label.
        || question_label(&lower)
        // "学费后来解决了吗，我都忘了": a clause ending in 吗 asks, whatever follows it.
        || sentence.split('，').rev().skip(1).any(|c| c.chars().any(is_cjk) && c.ends_with('吗'))
        // "要不要再跑一次 …，会不会弄坏": a verb, 不 or 没, the verb again asks (and holds no 不要).
        || a_not_a(sentence)
        // (Before "no idea" is struck as no rule: "no idea about X" asks.)
        || OPEN_MARKERS.iter().any(|w| contains_word(&marked, w))
        || indirect_question(&raw)
        || unmarked_question(&lower)
        || (!role.starts_with("assistant") && ends_unknown(&lower))
        || (!role.starts_with("assistant") && asked_of_them(&lower))
        || (!role.starts_with("assistant") && later_ask(&lower))
    {
        return Class::Open;
    }
    // "let's just do B2": "just" hides no choice.
    // "搞定了" is done, not decided (定了).
    // "a log of what was decided and why" tells of decisions, it makes none.
    let deciding = [
        "what was decided",
        "what we decided",
        "what you decided",
        // ("you'll remember why you decided": the assistant tells of a choice, it makes none.)
        "why you decided",
        "why we decided",
        "why i decided",
        "what's been decided",
        "what has been decided",
        "no decision",
        "no final decision",
        "no final answer",
        // "segments are locked in the strings file": a state, not a choice.
        "are locked in",
        "is locked in",
        "were locked in",
        "was locked in",
        "got locked in",
        "get locked in",
        // "the access point is back and has picked up clients again": a pick-up is no choice.
        "picked up",
        "picked it up",
        "picked them up",
    ]
    .iter()
    .fold(lower.replace("搞定", "搞 "), |l, w| l.replace(w, " "));
    let unhedged = deciding.replace(" just ", " ");
    // "Lock in transport first, then …", "Go with the bigger van": the assistant's advice.
    // ("Maybe go with that next time.", "perhaps switch to the bigger van": a hedged choice is
    // advice, whoever says it.)
    let bare = ["maybe ", "perhaps ", "possibly "]
        .iter()
        .fold(lower.trim_start(), |l, h| l.strip_prefix(h).unwrap_or(l));
    let hedged = bare.len() < lower.trim_start().len();
    let advises = (role.starts_with("assistant") || hedged)
        && [
            "lock in ",
            "go with ",
            "switch to ",
            "opt for ",
            "proceed with ",
            "pick ",
            "stick with ",
            "use ",
        ]
        .iter()
        .any(|w| bare.starts_with(w))
        || (role.starts_with("assistant") && cjk_advice_on_choice(&lower));
    if !advises
        && (DECISION_WORDS.iter().any(|w| contains_word(&deciding, w))
            || DECISION_WORDS.iter().any(|w| holds(&unhedged, w))
            || settled_it_is(&lower)
            || settled_then(&lower)
            || someones_call(&lower)
            || decision_label(&lower)
            || agreed_with_someone(&lower)
            || concluded(&lower)
            || settled_then_order(&lower)
            || discussed_then_chose(&lower)
            || (role.starts_with("assistant") && noted_plan(&lower))
            || settled_alone(&lower)
            || intent_with_reason(&lower, role.starts_with("assistant"))
            || progressive_with_reason(&lower)
            || settled_plan(&lower, role.starts_with("assistant"))
            || ends_settled(&lower)
            || screw_it(&lower)
            || (!role.starts_with("assistant") && settled_lah(&lower))
            || choice_with_reason(&lower)
            || (!role.starts_with("assistant") && (way_forward(&lower) || settled_lead_choice(&lower)))
            || cjk_reasoned_choice(&lower)
            || cjk_agreed_plan(&lower)
            || cjk_thought_choice(&lower)
            || (lower.contains("那就是") && !lower.contains("那就是说"))
            || cjk_settled(&lower))
    {
        return Class::Decision;
    }
    let person = !role.starts_with("assistant");
    // "no one gets to …", "nobody may …": a prohibition ("so nobody asks again" is not).
    let nobody = ["no one ", "nobody ", "no-one "].iter().any(|w| {
        lower.match_indices(w).any(|(i, _)| {
            let rest = &lower[i + w.len()..];
            [
                "gets to ",
                "get to ",
                "may ",
                "should ",
                "can ",
                "must ",
                "is allowed",
                "touches ",
                "is to ",
                "is supposed to ",
                "ever ",
            ]
            .iter()
            // ("nobody ever answers these" tells a habit.)
            .any(|v| {
                rest.starts_with(v)
                    && !(*v == "ever "
                        && rest[v.len()..].split_whitespace().next().is_some_and(|w| HABITS.contains(&w)))
            })
                // "nobody rings the school before 9am", "nobody goes up the bell tower": what no
                // one does ("nobody knows", "no one seems to care" tell how things are).
                || rest.split_whitespace().next().is_some_and(|v| {
                    v.len() >= 4
                        && v.ends_with('s')
                        && !v.ends_with("ss")
                        && (has_any_word(rest, &["before", "after", "until", "unless", "without", "during"])
                            // ("no one goes on the hill solo not even for a quick recce".)
                            || rest.contains("not even")
                            || (!NOBODY_STATES.contains(&v)
                                && has_any_word(rest, &["within", "if", "in", "on", "over", "past", "up", "near", "into"])))
                })
                // "nobody is rostered past 13 hours of duty": what no one is let be.
                || ["is ", "gets "].iter().any(|v| {
                    rest.strip_prefix(v).and_then(|r| r.split_whitespace().next()).is_some_and(|w| {
                        w.len() >= 5 && w.ends_with("ed") && !matches!(w, "interested" | "bothered" | "surprised" | "convinced" | "excited" | "worried" | "tired" | "bored")
                    })
                })
        })
    });
    // "Working backwards, I'd submit no later than Dec 5th", "a 4-point scale is usually
    // plenty": the assistant's advice, not a rule anyone set.
    let advice = !person
        && !labelled_rule(&lower)
        && [
            "i'd ",
            "i would ",
            "you could ",
            "you might ",
            "i recommend",
            "i suggest",
            "usually ",
            "it helps to ",
            // ("A word of caution: anything run on the live server can't always be undone, so
            // it's safest to …".)
            "word of caution",
            "it's safest",
            "it is safest",
            "it's best to ",
            "it's wise to ",
            "good rule of thumb",
        ]
        .iter()
        .any(|w| contains_word(&lower, w));
    if (!advice && (has(CONSTRAINT_WORDS) || conditional_rule(sentence) || imperative_no(&lower)))
        || labelled_rule(&lower)
        || (person && (only_imperative(&lower) || clause_imperative(&lower) || no_unless(&lower)))
        || only_someone(&lower)
        || has(CJK_PROHIBITIONS)
        || (person && (has_user_rule(&lower) || nobody || conditional_imperative(sentence)))
        || (person && imperative_then_condition(&lower))
        || ((person || lower.contains("记住")) && cjk_dont(&lower))
        || (person && cjk_ruled_not(&lower))
        || (person && cjk_wait_then(&lower))
        || (person && (cjk_none_then_not(&lower) || cjk_every_must(&lower)))
        || (person && (kept_so(&lower) || every_needs(&lower)))
        // "Understood, I'll hold you to it: only book freight after the PI is signed."
        || (!person && lower.contains("hold you to") && standing_order(&lower))
        || document_rule(&lower)
        || (person && conditional_dont(&lower))
        || (person && colon_limit(&lower))
        || (!person && (promises_not(&lower) || cjk_promises_not(&lower)))
        || (!person && acknowledged_rule(&lower))
        // "Adding to the runbook: whenever a contract changes, snapshot the database."
        || (!person
            && RECORDED.iter().any(|w| lower.contains(w))
            && sentence.split_once(": ").is_some_and(|(_, rule)| {
                // "reminder: always log each e-file in the tracker on the same day".
                let rule_lower = rule.trim_start().to_lowercase();
                conditional_imperative(rule)
                    || ["always ", "never ", "don't ", "do not ", "only "].iter().any(|w| rule_lower.starts_with(w))
            }))
    {
        return Class::Constraint;
    }
    if role.starts_with("user") && has(GOAL_WORDS) {
        return Class::Goal;
    }
    if has(PROGRESS_WORDS) {
        return Class::Progress;
    }
    Class::Plain
}

/// `lower` without the "can't" of a mishap: a rule says what we or you cannot do ("we can't
/// restore a deleted course unless …", "(note: can't send the manuscript back without …)",
/// "you can't park there"), or what anyone cannot do under a condition ("i can't invoice them
/// before the work is signed off", "when there's no lifeguard the kids cannot swim"); "staff
/// cant get to the MIS from the office pcs", "AMU labels coming out smudged, cant read the
/// dose", "Shirley can't do Tues AM now" tell what goes wrong.
fn without_mishaps(lower: &str) -> String {
    const CONDITIONS: &[&str] = &[
        "before", "after", "until", "unless", "while", "during", "without", "except", "till", "once", "when",
        "whenever",
    ];
    // ("until their med forms are on file the kids cannot get on the bus".)
    let conditioned = has_any_word(lower, CONDITIONS);
    let mut out = lower.to_string();
    for cue in ["can't ", "cant ", "cannot ", "can not "] {
        let mut from = 0;
        while let Some(k) = out[from..].find(cue).map(|k| k + from) {
            from = k + cue.len();
            if out[..k].ends_with(|c: char| c.is_alphanumeric()) {
                continue;
            }
            let before = out[..k].trim_end();
            let subject = before
                .rsplit(|c: char| !c.is_alphanumeric() && c != '\'')
                .find(|w| !w.is_empty() && !MODIFIERS.contains(w));
            // (At the start of the sentence, a note or a list item, no one is named: a rule.)
            let opens = before.is_empty() || before.ends_with([':', '(', '-', '*', '•', '\n']);
            let ruled = opens
                || conditioned
                || subject
                    .is_some_and(|w| matches!(w, "we" | "you" | "u" | "ya" | "one" | "nobody" | "anyone"));
            if !ruled {
                out.replace_range(k..k + cue.len(), &" ".repeat(cue.len()));
            }
        }
    }
    out
}

/// Words between a subject and its "can't" ("we really can't", "you just cannot").
const MODIFIERS: &[&str] = &[
    "really",
    "just",
    "still",
    "absolutely",
    "literally",
    "actually",
    "simply",
    "definitely",
    "seriously",
    "honestly",
];

/// Verbs after "nobody" that tell how things are, not what no one may do ("nobody knows",
/// "no one seems to care").
const NOBODY_STATES: &[&str] = &[
    "knows",
    "cares",
    "seems",
    "wants",
    "likes",
    "needs",
    "remembers",
    "answers",
    "replies",
    "reads",
    "thinks",
    "believes",
    "understands",
    "has",
    "does",
    "is",
    "was",
    "says",
    "tells",
    "listens",
    "notices",
    "uses",
    "loves",
    "minds",
    "expects",
    "gets",
    "looks",
    "sounds",
    "feels",
    "agrees",
    "bothers",
    "picks",
    "calls",
    "rings",
    "texts",
    "emails",
    "checks",
    "watches",
    "ever",
    "wins",
    "lives",
];

/// "stop me if I try to run anything on the login nodes for longer than ten minutes", "make
/// sure nobody orders stock before the count is in": the person asks to be held to a rule.
fn guarded(lower: &str) -> bool {
    const GUARDS: &[&str] = &[
        "stop me if i ",
        "stop me if we ",
        "stop me before i ",
        "stop me whenever i ",
        "make sure no one ",
        "make sure no-one ",
        "make sure nobody ",
        "make sure we never ",
        "make sure i never ",
        "never let me ",
        "don't ever let me ",
        "dont ever let me ",
    ];
    GUARDS.iter().any(|g| {
        lower.find(g).is_some_and(|i| {
            let rest = lower[i + g.len()..].trim_start_matches("ever ");
            // (What they would do is an attempt: "stop me if I try to …", not "stop me if I
            // try, and she laughed".)
            let attempt = !g.starts_with("stop ")
                || ["try to ", "try and ", "start to ", "want to ", "go to ", "attempt to "].iter().any(|w| rest.starts_with(w));
            // (A lead of a few words at most before it: "hmm ok please stop me if I …".)
            attempt
                && lower[..i].split_whitespace().count() <= 6
                && rest.split_whitespace().count() >= 4
                // ("make sure nobody forgets the cake" is a reminder, "… knows" news.)
                && !rest.split_whitespace().next().is_some_and(|v| {
                    matches!(v, "forgets" | "forget" | "knows" | "know" | "finds" | "sees" | "misses" | "gets")
                })
        })
    })
}

/// "can you remind everyone in Monday's email not to dispense any Schedule 2 drug without a
/// second person …", "tell the locums never to …": a rule the person asks to pass on.
fn passed_on_rule(lower: &str) -> bool {
    // (Only the first sixteen words are searched: a lead of six words at most, the verb, six
    // more, "not to"; a line of thousands of "tell" is not searched from each.)
    let head = lower
        .split_whitespace()
        .nth(16)
        .map_or(lower, |w| &lower[..w.as_ptr() as usize - lower.as_ptr() as usize]);
    ["remind ", "tell ", "warn "].iter().any(|verb| {
        head.match_indices(verb).any(|(i, _)| {
            let starts_word = head[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
            let after = &lower[i + verb.len()..];
            let near = &head[i + verb.len()..];
            starts_word
                && head[..i].split_whitespace().count() <= 6
                && [" not to ", " never to "].iter().any(|neg| {
                    near.find(neg).is_some_and(|j| {
                        near[..j].split_whitespace().count() <= 6
                            && after[j + neg.len()..].split_whitespace().take(3).count() >= 3
                    })
                })
        })
    })
}

/// "let's not hand out the answer sheets until the Thursday session is over", "let's not send
/// Helen a chapter draft late on a Friday afternoon": not doing something under a condition is
/// a rule ("let's not worry about it", "let's not go tonight" are not).
fn lets_not_rule(lower: &str) -> bool {
    let t = lower.trim_start();
    let t = ["ok ", "so ", "and ", "one thing, ", "also ", "but "]
        .iter()
        .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    let Some(rest) =
        ["let's not ", "lets not ", "let us not ", "let’s not "].iter().find_map(|w| t.strip_prefix(w))
    else {
        return false;
    };
    let verb = rest.split_whitespace().next().unwrap_or("");
    !matches!(
        verb,
        "worry"
            | "bother"
            | "panic"
            | "rush"
            | "overthink"
            | "overdo"
            | "forget"
            | "dwell"
            | "waste"
            | "get"
            | "go"
            | "jump"
            | "argue"
            | "fight"
            | "freak"
            | "stress"
            | "be"
    ) && rest.split_whitespace().count() >= 4
        && has_any_word(
            rest,
            &[
                "until", "unless", "before", "after", "without", "while", "during", "whenever", "once",
                "late", "again", "ever", "till",
            ],
        )
}

/// "member asked me today: 'do we need a data processing agreement with Deskhive?' and I
/// genuinely don't know lol": a question put to the speaker, then that they do not know.
fn ends_unknown(lower: &str) -> bool {
    let t = lower.trim_end().trim_end_matches(['.', '!', ' ']);
    let t = [" lol", " tbh", " haha", " honestly", " either"]
        .iter()
        .fold(t, |t, w| t.strip_suffix(w).unwrap_or(t))
        .trim_end_matches(['.', '!', ' ']);
    let Some(before) =
        ["i don't know", "i dont know", "i do not know", "i've no idea", "i have no idea", "no idea"]
            .iter()
            .find_map(|w| t.strip_suffix(w))
    else {
        return false;
    };
    let before = before.trim_end();
    let before = ["genuinely", "honestly", "really", "just", "still", "truly"]
        .iter()
        .fold(before, |b, w| b.strip_suffix(w).unwrap_or(b))
        .trim_end();
    // (What is not known comes before: "… ?' and I don't know", "…, no idea".)
    (before.ends_with(" and") || before.ends_with(',') || before.ends_with(" but") || before.ends_with(" —"))
        && before.contains(['?', '？'])
}

/// "someone in the discord asked how long Nintendo's lotcheck takes in spring", "老周问我屋顶
/// 的太阳能板补贴是按户还是按面积算，我也答不上来": someone else asked the person, and what is
/// asked follows. (Not what the person asked and heard back: "I asked if they deliver and they
/// said no".)
fn asked_of_them(lower: &str) -> bool {
    let cjk = ["问我", "问了我"].iter().any(|cue| {
        lower.find(cue).is_some_and(|i| {
            let t = lower[i..].trim_end_matches(|c: char| "。！.!~ 啊呀哦呢啦哈".contains(c));
            ["答不上来", "答不出来", "没答上来", "说不上来", "不晓得", "不知道", "不清楚", "也不懂"]
                .iter()
                .any(|w| t.ends_with(w))
        })
    });
    cjk || find_all(lower, "asked ").any(|i| {
        let before = lower[..i].trim_end();
        let mine = before.is_empty()
            || ["i", "we", "i've", "i'd", "we've", "we'd", "i just", "i already", "i also"]
                .iter()
                .any(|w| before == *w || before.ends_with(&format!(" {w}")));
        let rest = &lower[i + "asked ".len()..];
        let rest = rest.strip_prefix("me ").unwrap_or(rest);
        // (What follows within a few lines' length: a run-on of any size is read once.)
        let end = (0..=rest.len().min(240)).rev().find(|&k| rest.is_char_boundary(k)).unwrap_or(0);
        let rest = &rest[..end];
        // (Only when the person then says they could not answer: "… and I just… didn't have an
        // answer"; "Someone in Harrogate has asked if we do try-before-you-buy. We are not a
        // library." answers it.)
        let stumped = [
            " and i just",
            " and i had no",
            " and i have no",
            " and i didn't",
            " and i did not",
            " and i couldn't",
            " and i went",
            " and i dunno",
            " and i don't",
            " no idea",
            " no clue",
        ]
        .iter()
        .any(|w| rest.contains(w));
        !mine
            && stumped
            && rest.split_whitespace().next().is_some_and(|w| QUESTION_WORDS.contains(&w))
            && rest.split_whitespace().count() >= 4
            && ![" said ", " told ", " says ", " replied "].iter().any(|w| rest.contains(w))
    })
}

/// `lower` without a 至少 that bounds no amount ("至少邮件不会淋湿" consoles; "至少提前一个月",
/// "至少保留三年", "至少300 dpi" bound one).
fn without_idle_at_least(lower: &str) -> String {
    if !lower.contains("至少") {
        return lower.to_string();
    }
    let mut out = String::with_capacity(lower.len());
    let mut rest = lower;
    while let Some(i) = rest.find("至少") {
        let after = &rest[i + "至少".len()..];
        let bounded = after
            .chars()
            .take(4)
            .any(|c| c.is_ascii_digit() || "一二三四五六七八九十两半几百千万".contains(c));
        out.push_str(&rest[..i]);
        if bounded {
            out.push_str("至少");
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Does the last clause of `lower`, after a comma, ask with a question word and its verb ("…,
/// how much is that a month", "…, how much notice do we have to give", "…, when is it due")?
fn asks_last(lower: &str) -> bool {
    let Some((before, last)) = lower.trim_end_matches(['.', ' ']).rsplit_once(", ") else { return false };
    let words: Vec<&str> = last.split_whitespace().collect();
    if before.split_whitespace().count() < 3 || words.len() < 4 || words.len() > 20 {
        return false;
    }
    let (first, second) = (words[0], words[1]);
    let asks = match first {
        "how" => matches!(
            second,
            "much"
                | "many"
                | "long"
                | "often"
                | "far"
                | "soon"
                | "do"
                | "does"
                | "should"
                | "can"
                | "would"
                | "is"
        ),
        "what" | "who" | "when" | "where" | "why" => {
            AUX.contains(&second) || matches!(second, "should" | "would")
        }
        _ => false,
    };
    // ("how are you", "how it goes": no question.)
    asks && !(first == "how" && second == "are" && words[2] == "you")
}

/// Is `clause` a relative clause about the name that ends the clause `before` it ("Ulrich
/// Achterberg, | who is the head of accounts at Lindner", "Dana Pike, | whose team runs the
/// Basel office"), not a question of its own (no question mark)?
fn relative_clause(before: &str, clause: &str) -> bool {
    let t = clause.trim();
    let lower = t.to_lowercase();
    let words: Vec<&str> = before.trim_end().trim_end_matches([',', ';']).split_whitespace().collect();
    let Some(&last) = words.last() else {
        return false;
    };
    // (Not a name called out: "Hi Sam, who's doing the rota this week" asks Sam.)
    let called = words.len() == 1
        || (words.len() == 2
            && ["hi", "hey", "hello", "ok", "okay", "so", "and", "oh", "dear", "thanks", "morning", "yo"]
                .contains(&words[0].to_lowercase().as_str()));
    !called
        && ["who ", "whose ", "who's "].iter().any(|w| lower.starts_with(w))
        && !t.ends_with(['?', '？'])
        && last.chars().next().is_some_and(char::is_uppercase)
        && last.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’' | '*'))
        && !NOT_NAMES.contains(&last.trim_matches('*'))
}

/// "等他们干满一个星期了再给采摘工人预支工资": not before something is so ("wait till X, then
/// Y"). ("等一下再说", "等会儿再看" put off; they rule nothing.)
fn cjk_wait_then(lower: &str) -> bool {
    let t = lower.trim_start();
    let t = ["一定要", "必须", "要", "得", "先"].iter().fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    let Some(rest) = t.strip_prefix('等') else { return false };
    if ["等", "下", "一下", "会", "着", "一会", "几天", "我"].iter().any(|w| rest.starts_with(w)) {
        return false;
    }
    rest.char_indices().take(30).find(|&(_, c)| c == '再').is_some_and(|(i, _)| {
        let then = &rest[i + '再'.len_utf8()..];
        rest[..i].chars().filter(|&c| is_cjk(c)).count() >= 3
            && then.chars().take_while(|&c| !"，。！？；,.!?".contains(c)).filter(|&c| is_cjk(c)).count() >= 4
            && !["说", "看", "议", "聊", "讨论", "决定"].iter().any(|w| then.starts_with(w))
    })
}

/// "Q for you: GDPR and the old paper forms", "question: …", "问题：…": a question by its label.
/// ("Note for my list, not for now: whether we need a DPIA for the new scanner": a short label,
/// then what is to be found out.)
fn question_label(lower: &str) -> bool {
    let t = lower.trim_start();
    let found_out = t.split_once(": ").is_some_and(|(label, rest)| {
        let first = rest.split_whitespace().next().unwrap_or("");
        label.split_whitespace().count() <= 7
            && !has_any_word(label, &["decided", "decision", "reason", "update", "plan", "answer", "because"])
            // ("Something for the mysteries list: where Aunt Sian's family Bible ended up …")
            && (matches!(first, "whether" | "how" | "which" | "who" | "why" | "where" | "when")
                // ("Something I still don't know: what happens to a contract when customers move.")
                || (first == "what"
                    && ["know", "ask", "wonder", "question", "find out", "look into"].iter().any(|w| label.contains(w))))
            && rest.split_whitespace().count() >= 4
    });
    if found_out {
        return true;
    }
    let t = ["and ", "also ", "oh ", "btw ", "quick ", "one ", "a ", "another ", "random "]
        .iter()
        .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    // "question for you when you've a minute am I on the list for the warm home discount":
    // dictation writes no colon after the label.
    if ["question for you ", "q for you ", "question for u "].iter().any(|label| {
        t.strip_prefix(label).is_some_and(|rest| {
            rest.split_whitespace().count() >= 5 && !rest.trim_start().starts_with(['-', '—', ':'])
        })
    }) {
        return true;
    }
    ["q for you", "q", "question for you", "question", "q for u", "问题", "请教一下", "想问一下"].iter().any(
        |label| {
            t.strip_prefix(label).is_some_and(|rest| {
                let rest = rest.trim_start();
                (rest.starts_with(':')
                    || rest.starts_with('：')
                    || rest.starts_with("— ")
                    || rest.starts_with("- "))
                    && (rest.split_whitespace().count() >= 3
                        || rest.chars().filter(|&c| is_cjk(c)).count() >= 4)
            })
        },
    )
}

/// "it's a standing thing — don't put client names in calendar invites", "the partner was very
/// clear about it, don't call opposing counsel directly": an order that opens a later clause.
fn clause_imperative(lower: &str) -> bool {
    [", ", " — ", " - ", ": ", "; "].iter().any(|sep| {
        ["don't ", "do not ", "dont ", "never ", "always "].iter().any(|order| {
            lower.match_indices(&format!("{sep}{order}")).any(|(i, m)| {
                let next = lower[i + m.len()..].split_whitespace().next().unwrap_or("");
                next.len() >= 2
                    && next.chars().all(|c| c.is_ascii_lowercase() || c == '\'')
                    && !matches!(
                        next,
                        "know" | "worry" | "mind" | "get" | "think" | "remember" | "care" | "forget" | "ask"
                    )
            })
        })
    })
}

/// "Rule for this whole project: refunds above $500 need finance approval", "整件事有一条原则：
/// 申请只用学校邮箱": a rule told by its label.
fn labelled_rule(lower: &str) -> bool {
    let label = lower.split_once(": ").or_else(|| lower.split_once('：')).map(|(l, _)| l);
    let names_rule = |l: &str| {
        // ("Sophie's one condition for the lab staying in the cupboard: keep the kids' tablets
        // on the filtered DNS …", "condition 14: …".)
        ["rule", "rules", "policy", "principle", "ground rule", "house rule", "condition", "conditions"]
            .iter()
            .any(|w| contains_word(l, w))
    };
    // ("Going by the guidance you pasted earlier, the rule that applies to you is: keep …": the
    // label's last clause names it.)
    let named = |l: &str| names_rule(l) || ["原则", "规矩", "规定"].iter().any(|w| l.contains(w));
    // ("quick one: new policy from Monday: no personal phones in the rooms": any label before
    // the last colon may name it.)
    let labels: Vec<&str> = {
        let mut parts: Vec<&str> = lower.split(": ").collect();
        parts.pop();
        parts
    };
    let later_label = labels
        .iter()
        .skip(1)
        .any(|l| l.split_whitespace().count() <= 12 && names_rule(l) && !l.contains(['?', '.']));
    later_label
        || label.is_some_and(|l| {
            (l.split_whitespace().count() <= 12 && named(l))
                || l.rsplit_once(", ")
                    .is_some_and(|(_, tail)| tail.split_whitespace().count() <= 8 && named(tail))
        })
        || rule_is(lower, names_rule)
        || rule_lead(lower)
}

/// Names of a rule that lead into it: "standing rule btw …", "for the record, house rule — no …".
const NAMED_RULES: &[&str] = &["standing rule", "house rule", "ground rule", "new rule", "golden rule"];

/// "standing rule btw ask me before spending over 200", "new rule no phones at dinner": a rule
/// named at the start, no colon, then what it says.
fn rule_lead(lower: &str) -> bool {
    let t = lower.trim_start();
    let Some(rest) = NAMED_RULES.iter().find_map(|w| t.strip_prefix(w).and_then(|r| r.strip_prefix(' ')))
    else {
        return false;
    };
    let rest = rest.trim_start_matches([' ', '-', '—', ',']);
    let rest = ["btw ", "pls ", "please ", "remember ", "here ", "again "]
        .iter()
        .fold(rest, |r, w| r.strip_prefix(w).unwrap_or(r))
        .trim_start_matches([' ', '-', '—', ',']);
    let first = rest.split_whitespace().next().unwrap_or("");
    rest.split_whitespace().count() >= 3
        && !QUESTION_WORDS.iter().chain(AUX).any(|w| *w == first)
        && !matches!(first, "is" | "was" | "for" | "about" | "of" | "that" | "which")
}

/// "the standing rule here is only reply to parents from the school account", "our policy is
/// to reply within a day": a rule named, then "is" and what it says ("the rule is stupid", "the
/// policy is being reviewed" say nothing it holds).
fn rule_is(lower: &str, names_rule: impl Fn(&str) -> bool) -> bool {
    let Some((label, rest)) = lower.split_once(" is ") else { return false };
    let rest = rest.strip_prefix("that ").unwrap_or(rest);
    let words: Vec<&str> = label.split_whitespace().collect();
    // (The rule is what the label names: "the standing rule here", not "the insurance policy
    // wording".)
    let head = words.iter().rposition(|w| names_rule(w));
    words.len() <= 6
        && head
            .is_some_and(|h| words[h + 1..].iter().all(|w| matches!(*w, "here" | "now" | "btw" | "though")))
        && !label.contains('?')
        && rest.split_whitespace().count() >= 3
        && ![
            "being ",
            "still ",
            "under ",
            "unclear",
            "not clear",
            "confusing",
            "a ",
            "an ",
            "so ",
            "too ",
            "very ",
            "really ",
            "pretty ",
            "kind of",
            "basically",
            "stupid",
            "silly",
            "dumb",
            "weird",
            "ridiculous",
            "changing",
            "different",
            "the same",
            "written",
            "in the ",
        ]
        .iter()
        .any(|w| rest.starts_with(w))
}

/// "no payments to the contractor without photos", "going fwd no updates on the pos during a
/// weekend": what is not to happen, under a condition, where a clause opens.
fn no_unless(lower: &str) -> bool {
    lower.match_indices("no ").any(|(i, _)| {
        // ("standing rule btw no layovers …": a filler word between the lead and the rule.)
        let before = ["btw", "pls", "please", "again", "here"]
            .iter()
            .fold(lower[..i].trim_end(), |b, w| b.strip_suffix(w).filter(|b| b.ends_with(' ')).unwrap_or(b))
            .trim_end();
        let opens = before.is_empty()
            || before.ends_with([':', '—', '-', ';', '.', '!', ','])
            || ["going forward", "going fwd", "from now on", "rule", "always", "remember"]
                .iter()
                .any(|w| before.ends_with(w));
        let rest = &lower[i + 3..];
        let next = rest.split_whitespace().next().unwrap_or("");
        let words: Vec<&str> = rest.split_whitespace().take(9).collect();
        opens
            && !matches!(
                next,
                "idea"
                    | "problem"
                    | "worries"
                    | "thanks"
                    | "rush"
                    | "need"
                    | "way"
                    | "one"
                    | "longer"
                    | "matter"
                    | "clue"
                    | "doubt"
                    | "pressure"
                    | "sweat"
                    | "offense"
                    | "offence"
                    | "joke"
                    | "kidding"
                    | "pun"
                    | "luck"
                    | "reply"
                    | "answer"
                    | "word"
                    | "news"
                    | "sign"
                    | "signal"
                    | "response"
            )
            && (words.iter().skip(1).any(|w| {
                matches!(*w, "without" | "until" | "unless" | "before" | "after" | "during" | "outside")
            }) || ruled(before, rest))
    })
}

/// "for the record, no machine translation on Verbum files", "no new clients with 60-day
/// terms, period": a "no …" that its lead or its end marks as a rule.
fn ruled(before: &str, rest: &str) -> bool {
    let rest = rest.trim_end_matches(['.', '!', ' ']);
    let lead = before.trim_end_matches([',', ':', '—', '-', ' ', '.']);
    // (", period" and not "in the billing period".)
    [", period", "— period", "no exceptions", ", full stop", "no matter what"]
        .iter()
        .any(|m| rest.contains(m))
        // "no screenshots of the Signal chats, ever".
        || rest.ends_with(", ever")
        || rest.ends_with(" ever again")
        || [
            "for the record",
            "for your list",
            "my rules",
            "the rules",
            "note to self",
            "for future reference",
            // "just so it's written down somewhere: no real names in the shared folder".
            "written down somewhere",
            "so it's written down",
            "so it's on record",
        ]
        .iter()
        .chain(NAMED_RULES)
        .any(|w| lead.ends_with(w))
}

/// Words that carry a sentence's kind, as typed in a hurry with two letters swapped ("fnial
/// answer", "I've deicded"): read as meant.
const CUE_WORDS: &[&str] = &[
    "going",
    "point",
    "final",
    "answer",
    "decided",
    "decision",
    "because",
    "never",
    "always",
    "instead",
    "settled",
    "agreed",
    "remember",
    "wondering",
    "question",
    "whether",
    "forward",
    "record",
    // ("chaanged my mind on ddos stuff: put cloudflare in front of the charity site, because …".)
    "changed",
];

/// `lower` as meant: a cue word typed with two neighbouring letters swapped is the cue word;
/// "back n forth" is "back and forth".
fn as_meant(lower: &str) -> String {
    let swapped = |w: &str| -> Option<&'static str> {
        let b = w.as_bytes();
        CUE_WORDS.iter().copied().find(|cue| {
            let c = cue.as_bytes();
            // ("becaue", "final anser": a cue of six letters or more with one letter left out;
            // not the last, as "decide" and "settle" are words of their own, nor the first, as
            // "greed" is.)
            let dropped = c.len() >= 6
                && b.len() + 1 == c.len()
                && (1..c.len() - 1).any(|k| c[..k] == b[..k] && c[k + 1..] == b[k..]);
            // ("deecided": a letter typed twice.)
            let doubled = c.len() >= 6
                && b.len() == c.len() + 1
                && (1..b.len()).any(|k| b[k] == b[k - 1] && b[..k] == c[..k] && b[k + 1..] == c[k..]);
            dropped
                || doubled
                || c.len() == b.len() && c != b && {
                    let diff: Vec<usize> = (0..c.len()).filter(|&k| c[k] != b[k]).collect();
                    diff.len() == 2
                        && diff[1] == diff[0] + 1
                        && c[diff[0]] == b[diff[1]]
                        && c[diff[1]] == b[diff[0]]
                }
        })
    };
    let mut out = String::with_capacity(lower.len());
    let mut changed = false;
    for piece in lower.split_inclusive(|c: char| !c.is_ascii_alphabetic()) {
        let word = piece.trim_end_matches(|c: char| !c.is_ascii_alphabetic());
        match swapped(word).filter(|_| word.len() >= 5) {
            Some(cue) => {
                out.push_str(cue);
                out.push_str(&piece[word.len()..]);
                changed = true;
            }
            None => out.push_str(piece),
        }
    }
    let out = if changed { out } else { lower.to_string() };
    if out.contains(" n forth") { out.replace("back n forth", "back and forth") } else { out }
}

/// Words that announce a standing order: what follows them is to hold from now on.
const STANDING_LEADS: &[&str] = &[
    "going forward",
    "from now on",
    "from here on",
    "from here on out",
    "written down somewhere",
    "so it's written down",
    "so its written down",
    "just so we're clear",
    "just so were clear",
    "to be clear",
    "for the record",
    "note to self",
    // "Reminder to self and to you: no Evri for anything over 25kg", "Just so it's said: only …".
    "reminder to self",
    "reminder to me",
    "so it's said",
    "so its said",
    "at the top of the plan",
    "top of the list",
    "keep reminding me of this one",
    "keep reminding me",
    "hold me to it",
    "hold me to this",
    // "Also, and I mean this: only do walk-in passport photos before three o'clock".
    "i mean this",
    "i mean it",
    "hold us to this",
    "hold us to it",
    "hold you to it",
    "hold you to that",
    "standing instruction",
    "standing order",
    // "oh and standing rule — keep the family calendar off the cloud".
    "standing rule",
    "house rule",
    "ground rule",
    "golden rule",
    // "For anything you draft for me: change firewall rules only with a ticket."
    "anything you draft",
    "everything you draft",
    "anything you write",
    "everything you write",
    "whatever you draft",
    // "can you keep this in mind for everything you draft — never give promoters …".
    "keep this in mind",
    "keep in mind",
    "bear in mind",
    "made me promise",
    "for future me",
    "note to future me",
    "made myself a promise",
    "please remember",
    "pls remember",
    // ("remember only league-approved peripherals at the LAN venue or we get a forfeit".)
    "remember",
    // ("And I mean it, keep the incinerator off while we're alongside.")
    "i mean it",
    // ("can u add to the handbook: the side gate stays locked, during every outdoor session".)
    "to the handbook",
    "for the handbook",
    "in the handbook",
    "to the rulebook",
    "for the rulebook",
    "remember this",
    "don't let me forget",
    "dont let me forget",
    "big no",
    "hard no",
    "is adamant",
    "are adamant",
    "so am i",
    "was very clear",
    "were very clear",
    "is very clear",
    "was clear",
    // ("legal were super clear on this, we only issue an offer once …").
    "were clear",
    "was super clear",
    "were super clear",
    "non-negotiable",
    "not negotiable",
    // "please remind everyone - parents only drive with a signed permission form", "Remind me
    // if I drift - no social engineering of call centre staff".
    "remind everyone",
    "remind everybody",
    "remind people",
    "tell everyone",
    "tell everybody",
    "if i drift",
    // "Also, and this one's important: keep credentials out of the report body", "Hard
    // constraint, they were very clear: …", "RoE section 4.2, paraphrased: stop immediately …".
    "important",
    "hard constraint",
    "paraphrased",
];

/// Verbs that open an order whatever follows them ("keep credentials out of …", "wear gloves
/// in the cold room"): common, and seldom a subject.
const ORDER_VERBS: &[&str] = &[
    "keep",
    "stop",
    "use",
    "send",
    "book",
    "ask",
    "tell",
    "put",
    "leave",
    "lock",
    "store",
    "wear",
    "label",
    "sign",
    "sell",
    "buy",
    "drop",
    "skip",
    "move",
    "switch",
    "cancel",
    "pay",
    "bill",
    "charge",
    "email",
    "ring",
    "copy",
    "delete",
    "remove",
    "add",
    "write",
    "print",
    "save",
    "clean",
    "wash",
    "wipe",
    "turn",
    "shut",
    "close",
    "bring",
    "take",
    "give",
    "hire",
    "renew",
    "replace",
    "plant",
    "water",
    "feed",
    "encrypt",
    "rotate",
    "reboot",
    "restart",
    "install",
    "avoid",
    "limit",
    "cap",
    "treat",
    "mark",
    "flag",
    "share",
    "submit",
    "return",
    "refund",
    "split",
    "cut",
    "reduce",
    "double",
    "notify",
    "inform",
    "warn",
    "confirm",
    "get",
    "make",
    "let",
    "double-check",
    "cc",
    "bcc",
    "include",
    "exclude",
    "redact",
    "mask",
    "strip",
    "hide",
    "disable",
    "enable",
    "throttle",
    "scan",
    "backup",
    "archive",
    "shred",
    "destroy",
];

/// Verbs in the third person that make a word before them a subject ("rent goes up", "the
/// call takes ages"): no order.
const VERBS_S: &[&str] = &[
    "goes", "does", "says", "looks", "seems", "works", "runs", "gets", "comes", "makes", "takes", "means",
    "needs", "wants", "keeps", "stays", "happens", "starts", "ends", "costs", "pays", "shows", "has", "is",
];

/// Words that follow an order's verb: what it acts on, or where.
const ORDER_OBJECTS: &[&str] = &[
    "the",
    "a",
    "an",
    "every",
    "each",
    "all",
    "any",
    "my",
    "our",
    "your",
    "their",
    "his",
    "her",
    "its",
    "it",
    "them",
    "him",
    "us",
    "me",
    "up",
    "off",
    "out",
    "this",
    "that",
    "these",
    "those",
    "one",
    "two",
    "both",
    "at",
    "to",
    "in",
    "on",
    "back",
    "away",
    "down",
    "everything",
    "anything",
    "nothing",
    "no",
    "only",
    "someone",
    "somebody",
    "anyone",
];

/// Words that open no order: "we", "the GM is strict", "there".
const NOT_ORDERS: &[&str] = &[
    "i",
    "we",
    "he",
    "she",
    "it",
    "they",
    "you",
    "the",
    "a",
    "an",
    "this",
    "that",
    "these",
    "those",
    "there",
    "here",
    "my",
    "our",
    "his",
    "her",
    "their",
    "your",
    "its",
    "what",
    "which",
    "who",
    "how",
    "why",
    "when",
    "where",
    "if",
    "so",
    "and",
    "but",
    "or",
    "because",
    "as",
    "to",
    "of",
    "in",
    "on",
    "at",
    "for",
    "with",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "has",
    "have",
    "had",
    "do",
    "does",
    "did",
    "will",
    "would",
    "can",
    "could",
    "should",
    "may",
    "might",
    "must",
    "just",
    "also",
    "maybe",
    "probably",
    "ok",
    "okay",
    "yes",
    "no",
    "not",
    "thanks",
    "sorry",
    "lol",
    "ugh",
    "hmm",
    "well",
    "one",
    "two",
    "last",
    "next",
    "today",
    "tomorrow",
    "yesterday",
    "tonight",
    "again",
    "still",
    "too",
    "very",
    "really",
    "all",
    "some",
    "any",
    "every",
    "each",
    "more",
    "most",
    "less",
    "much",
    "many",
    "few",
    "new",
    "old",
    "me",
    "us",
    "him",
    "them",
    "let",
    "let's",
    "lets",
    "i'm",
    "im",
    "i've",
    "we're",
    "it's",
    "that's",
];

/// "Going forward: nothing goes to the deposit scheme without my sign-off", "just so it's
/// written down somewhere: keep every receipt, even parking", "Please remember, no events on
/// Sundays", "Dennis is adamant, and so am I: no flights with a connection under two hours", "GP
/// was very clear, you do not sign anything on his behalf": a lead that says what follows is to
/// hold from now on, then an order (a verb first, or no, nothing, nobody, never, always, only,
/// you do not).
fn standing_order(lower: &str) -> bool {
    // "ugh ok one more: date-stamp every lobby notice": a short label, then an order for every
    // one of something.
    let every = lower.split_once(": ").is_some_and(|(label, rest)| {
        let words: Vec<&str> = rest.split_whitespace().take(3).collect();
        label.split_whitespace().count() <= 4
            && words.len() == 3
            && words[0].len() >= 3
            && words[0].chars().all(|c| c.is_ascii_lowercase() || c == '-')
            && !NOT_ORDERS.contains(&words[0])
            && !words[0].ends_with("ed")
            && !words[0].ends_with("ing")
            && !words[0].ends_with('s')
            // ("fyi: got all three quotes" tells what happened.)
            && !PAST_TENSE.contains(&words[0])
            && !AUX.contains(&words[0])
            && !matches!(words[0], "need" | "want" | "have" | "love" | "hate" | "like" | "thanks")
            && matches!(words[1], "every" | "each" | "all" | "any")
    });
    every
        || STANDING_LEADS.iter().any(|lead| {
            find_all(lower, lead).map(|i| (i, &lower[i..i + lead.len()])).any(|(i, m)| {
                // The lead opens the sentence (a few words before it at most) and ends at a
                // stop: ":", ",", "—", "-".
                if i > 160 || lower[..i].split_whitespace().count() > 6 {
                    return false;
                }
                // (A bare "remember" opens the sentence: "I remember no one came" tells a story.)
                if *lead == "remember"
                    && !matches!(
                        lower[..i].trim(),
                        "" | "and" | "also" | "oh" | "oh and" | "just" | "but" | "ok"
                    )
                {
                    return false;
                }
                let after = &lower[i + m.len()..];
                // ("going forward don't email the rota outside nhs.net", "from now on no
                // invoices on Fridays": an order straight after a lead of time.)
                if matches!(*lead, "going forward" | "from now on" | "from here on" | "from here on out")
                    && after.starts_with(' ')
                    && order_after_lead(after, lead, true)
                {
                    return true;
                }
                // ("please remember keep the guest list under ten names": no stop after remember.)
                // (A dash stands alone: "-scheme" is a flag.)
                let stops: &[&str] = if lead.ends_with("remember") {
                    &[":", ",", " — ", " - ", " -- ", "—", "：", " "]
                } else {
                    &[":", ",", " — ", " - ", " -- ", "—", "："]
                };
                // (A few words may finish the lead: "keep this in mind for everything you draft —".)
                let after = after.trim_start_matches(['.', '!']);
                // ("Casey made me promise this and fine, they're right: no adjustable-rate loans": any
                // stop in reach may end it.)
                stops
                    .iter()
                    .flat_map(|d| find_all(after, d).map(|k| (k, d.len())).collect::<Vec<_>>())
                    .filter(|&(k, _)| {
                        k == 0
                            || (!lead.ends_with("remember")
                                && k <= 160
                                && after[..k].split_whitespace().count() <= 6
                                && !after[..k].contains('`'))
                    })
                    // ("keep this in mind whenever we plan anything: the safety curtain must
                    // never be blocked": a colon or a dash ends the lead's words.)
                    .any(|(k, n)| {
                        let stop = &after[k..k + n];
                        order_after_lead(&after[k + n..], lead, k == 0 || stop.contains([':', '：', '—']))
                    })
            })
        })
}

/// Does `rest`, what follows a standing lead, read as an order (or as how a thing is to be)?
fn order_after_lead(rest: &str, lead: &str, at_lead: bool) -> bool {
    // ("…: and just so it's written down somewhere: keep every receipt": the last lead.)
    let rest = rest.trim_start_matches([' ', ':', ',', '-', '—']);
    let rest = ["also ", "and ", "pls ", "please "].iter().fold(rest, |r, w| r.strip_prefix(w).unwrap_or(r));
    let words: Vec<&str> = rest.split_whitespace().take(3).collect();
    let Some(&first) = words.first() else { return false };
    // ("pls remember Hakan, the insurance broker": a name and a comma, no verb.)
    let named = first.ends_with(',');
    let first = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-');
    // ("to be clear, nothing is decided yet": how things stand, not an order; "nobody is
    // allowed to …" is one.)
    let states = matches!(first, "no" | "nothing" | "nobody")
        && words.get(1).is_some_and(|w| AUX.contains(w) || PAST_TENSE.contains(w))
        && !rest.split_whitespace().take(5).any(|w| matches!(w, "allowed" | "to" | "permitted"));
    let order_word = !states
        && matches!(
            first,
            "no" | "nothing" | "nobody" | "never" | "always" | "only" | "don't" | "dont" | "every" | "each"
        )
        || (matches!(first, "you" | "we")
            && words
                .get(1)
                .is_some_and(|w| matches!(*w, "do" | "don't" | "dont" | "never" | "always" | "only"))
            && (words.get(1) != Some(&"do") || words.get(2) == Some(&"not")));
    // An order opens with a verb: "keep every receipt", "date-stamp every notice".
    // ("do the outboard servicing in-house this year": "do" and what it acts on.)
    let do_the = first == "do"
        && words.get(1).is_some_and(|w| {
            matches!(*w, "the" | "a" | "an" | "all" | "our" | "my" | "every" | "this" | "that")
        });
    let verb = (first.len() >= 3 || do_the)
        && !named
        && first.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        && (do_the || !NOT_ORDERS.contains(&first))
        && !first.ends_with("ed")
        && !first.ends_with("ing")
        && !first.ends_with("ly")
        && !first.ends_with('s')
        && !PAST_TENSE.contains(&first)
        && !WEEKDAYS.contains(&first)
        && !MONTHS.contains(&first)
        // ("note to self, the export is: zip -r …": a command, not an order.)
        && !PROGRAMS.contains(&first)
        && bare_command(rest).is_none_or(|(start, _)| start != 0)
        // ("for the record, rent went up": a subject, then its verb; "teh thing I run …": a
        // slip, then a noun.) What an order acts on comes next: "keep every receipt", "close up
        // the shop", "book the van"; after an adverb ("stop immediately on any customer PII");
        // or anything not a verb after a verb that opens orders ("keep credentials out").
        && words.get(1).is_some_and(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            let then = words.get(2).map(|t| t.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''));
            ORDER_OBJECTS.contains(&w)
                || (w.len() > 3 && w.ends_with("ly") && then.is_some_and(|t| ORDER_OBJECTS.contains(&t)))
                || (ORDER_VERBS.contains(&first)
                    && w.len() >= 3
                    && !AUX.contains(&w)
                    && !PAST_TENSE.contains(&w)
                    && !VERBS_S.contains(&w)
                    && !w.ends_with("ed"))
        });
    // "Just so it's written down somewhere: the tour float stays under my name only": a
    // statement of how it is to be, after a lead that says it is to hold.
    // ("can u add to the handbook: the side gate stays locked": how a thing stays.)
    let ruled = ["only", "never", "always", "must", "nobody", "nothing", "not", "stays", "remains"]
        .iter()
        .any(|w| contains_word(rest.split(['.', '!', '?']).next().unwrap_or(rest), w))
        && !lead.ends_with("remember")
        && !states
        // ("for the record Scrivener I'm working from is v5.7.9, not the older one": a clause
        // after more words is no rule.)
        && at_lead;
    // ("let Sunil do the electrical checks for both buildings"; not "let me know".)
    let let_order = first == "let"
        && words.len() >= 3
        && words.get(1).is_some_and(|w| {
            !matches!(
                w.trim_matches(|c: char| !c.is_alphanumeric()),
                "me" | "us" | "you" | "it" | "them" | "that" | "this" | "him" | "her"
            )
        });
    words.len() >= 2 && (order_word || verb || ruled || let_order)
}

/// Does `sentence` open with an order ("let Sunil do the gas checks", "keep every receipt"),
/// after a lead of a few words at most ("change of plan - …")?
pub fn opens_with_order(sentence: &str) -> bool {
    let lower = sentence.trim_start().to_lowercase();
    after_short_leads(&lower, &[',', ':', '—', '-']).any(|k| order_after_lead(&lower[k..], "", false))
}

/// Where what follows a lead of four words at most starts in `t`: its start, and past each of
/// the marks `ends` that ends such a lead. (The lead only grows: reading stops at the first
/// longer one, so a sentence of a thousand commas is read once.)
fn after_short_leads<'a>(t: &'a str, ends: &'a [char]) -> impl Iterator<Item = usize> + 'a {
    std::iter::once(0)
        .chain(t.match_indices(ends).map(|(k, m)| k + m.len()))
        .take_while(move |&k| t[..k].split_whitespace().nth(4).is_none())
}

/// "they fined the last planner for this so: max 120 guests in the orangery!!!", "…so: no red
/// wine near the white sofas": after a short lead and a colon, a limit or a "no" on its own.
fn colon_limit(lower: &str) -> bool {
    lower.split_once(": ").is_some_and(|(lead, rest)| {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let first = words.first().copied().unwrap_or("");
        let second = words.get(1).map(|w| w.trim_matches(|c: char| !c.is_alphanumeric())).unwrap_or("");
        let limit = matches!(first, "max" | "maximum" | "min" | "minimum")
            && second.starts_with(|c: char| c.is_ascii_digit());
        // ("Status: no reply yet", "result: no errors in the log": how things stand.)
        let no = first == "no"
            && words.len() >= 4
            && second.len() >= 3
            && !matches!(
                second,
                "reply"
                    | "replies"
                    | "news"
                    | "answer"
                    | "word"
                    | "luck"
                    | "change"
                    | "changes"
                    | "progress"
                    | "update"
                    | "idea"
                    | "response"
                    | "signal"
                    | "issues"
                    | "problems"
                    | "errors"
                    | "sign"
                    | "rush"
                    | "worries"
                    | "clue"
                    | "one"
                    | "way"
                    | "more"
                    | "longer"
                    | "thanks"
                    | "need"
                    | "doubt"
                    | "question"
                    | "surprise"
                    | "joke"
                    | "kidding"
            )
            && !words.iter().any(|w| matches!(*w, "yet" | "today" | "so" | "at" | "since"));
        lead.split_whitespace().count() <= 12 && !lead.contains('?') && (limit || no)
    })
}

/// Papers that set rules.
const RULE_PAPERS: &[&str] = &[
    "handbook",
    "policy",
    "contract",
    "agreement",
    "lease",
    "terms",
    "rules",
    "guidelines",
    "regulations",
    "code of conduct",
    "engagement letter",
    "engagement letters",
    "insurance",
    "sop",
    "bylaws",
    "constitution",
];

/// "Section 4 of the handbook states that staff only patch the file server after 7pm", "the
/// lease says no pets above the ground floor": a rule a paper sets, whoever quotes it.
fn document_rule(lower: &str) -> bool {
    ["says", "states", "requires", "stipulates", "specifies", "is clear that", "say", "state", "require"]
        .iter()
        .any(|verb| {
            lower.match_indices(&format!(" {verb} ")).any(|(i, m)| {
                let before = lower[..i].trim_end_matches(|c: char| !c.is_alphanumeric());
                let paper = RULE_PAPERS.iter().any(|p| before.ends_with(p))
                    // ("Section 4 of the handbook", "clause 9 of the lease".)
                    && before.split_whitespace().count() <= 8;
                let rule: String =
                    lower[i + m.len()..].split(['.', ';', '!', '?']).next().unwrap_or("").to_string();
                paper
                    && ["only", "never", "must", "no", "not", "always", "at least", "within", "required"]
                        .iter()
                        .any(|w| contains_word(&rule, w))
            })
        })
}

/// "only Dr. Okafor signs lab invoices over budget", "only the owner can approve refunds": who
/// alone may do something.
fn only_someone(lower: &str) -> bool {
    lower.match_indices("only ").any(|(i, _)| {
        let before = lower[..i].trim_end();
        // ("reminder for literally everyone only key-holders can lock up …".)
        let opens = before.is_empty()
            || before.ends_with([':', '—', '-', ';', '.', '!', ','])
            || ["everyone", "everybody", "reminder", "rule is", "rule is that"]
                .iter()
                .any(|w| before.ends_with(w));
        let words: Vec<&str> = lower[i + 5..].split_whitespace().take(5).collect();
        opens
            && words.iter().enumerate().skip(1).take(3).any(|(k, w)| {
                matches!(
                    *w,
                    "signs"
                        | "approves"
                        | "orders"
                        | "handles"
                        | "touches"
                        | "holds"
                        | "books"
                        | "pays"
                        | "decides"
                        | "answers"
                        | "authorises"
                        | "authorizes"
                        | "unlocks"
                        | "opens"
                        | "releases"
                ) || (matches!(*w, "can" | "may" | "gets") && k + 1 < words.len())
            })
            && !words.first().is_some_and(|w| {
                matches!(*w, "one" | "two" | "three" | "a" | "if" | "when" | "because" | "we" | "i" | "you")
            })
    })
}

/// "only discuss settlement numbers by phone", "for everything going forward: only use the
/// encrypted share": a clause told as an order that opens with "only".
fn only_imperative(lower: &str) -> bool {
    lower.match_indices("only ").any(|(i, _)| {
        let before = lower[..i].trim_end();
        let opens = before.is_empty() || before.ends_with([':', '—', '-', ';', '.', '!']);
        let next = lower[i + 5..].split_whitespace().next().unwrap_or("");
        opens
            && next.len() >= 3
            && next.chars().all(|c| c.is_ascii_lowercase())
            && !next.ends_with("ly")
            // ("Only got two hours of sleep", "only joking": what happened, not an order.)
            && !next.ends_with("ed")
            && !next.ends_with("ing")
            && !PAST_TENSE.contains(&next)
            && !matches!(next, "lost" | "spent" | "slept" | "ate")
            && !matches!(
                next,
                "the"
                    | "one"
                    | "two"
                    | "three"
                    | "few"
                    | "some"
                    | "for"
                    | "with"
                    | "because"
                    | "now"
                    | "then"
                    | "just"
                    | "thing"
                    | "way"
                    | "time"
                    | "issue"
                    | "problem"
                    | "question"
                    | "person"
                    | "reason"
                    | "real"
            )
    })
}

/// Does `text` ask the Chinese way, a word then 不 or 没 then the word again (要不要, 能不能,
/// 有没有, 可不可以)?
fn a_not_a(text: &str) -> bool {
    if !text.contains(['不', '没']) {
        return false;
    }
    let chars: Vec<char> = text.chars().collect();
    // ("他说我从来不来看他": 从来 is "ever", no verb to be asked about.)
    let word_before =
        |i: usize| i > 0 && chars[i] == '来' && "从原后本起出过回将未以近看".contains(chars[i - 1]);
    chars.windows(3).enumerate().any(|(i, w)| {
        is_cjk(w[0])
            && w[0] == w[2]
            && matches!(w[1], '不' | '没')
            && !matches!(w[0], '不' | '没')
            && !word_before(i)
            // ("不是不是，是另外那封": a no said twice; "动不动就哭": at every turn.)
            && !(i > 0 && chars[i - 1] == w[1])
            && w[0] != '动'
    })
}

/// Requests to keep something in mind, before what is to be kept.
const REMEMBER_LEADS: &[&str] = &[
    "can you remember that ",
    "could you remember that ",
    "can you remember: ",
    "please remember that ",
    "please remember: ",
    "remember that ",
    "can you note that ",
    "please note that ",
    // ("Can you remember for me that we book the Matera tour only on a weekday morning?").
    "can you remember for me that ",
    "could you remember for me that ",
    "can you make a note that ",
    "could you make a note that ",
    "please make a note that ",
    "could you note that ",
];

/// `lower` with "always" struck where a past tense follows it: "Aunt Lil always talked about
/// 'the one who went to the bad'" tells what was, it sets no rule.
/// Verbs that after "always" or "never" tell a habit or a feeling ("couples always want to move
/// everything", "nobody ever answers these", "never get tired of it"), not an order.
const HABITS: &[&str] = &[
    "want",
    "wants",
    "asks",
    "says",
    "complain",
    "complains",
    "moan",
    "moans",
    "forget",
    "forgets",
    "answers",
    "reads",
    "replies",
    "love",
    "loves",
    "hate",
    "hates",
    "think",
    "thinks",
    "seem",
    "seems",
    "tire",
    "tires",
    "listens",
];

/// Verbs that after "always" or "never" are a habit when someone else does them ("couples
/// always ask …", "the agency ones never read anything") and an order when they open it
/// ("always ask for ID").
const DONE_BY_OTHERS: &[&str] = &["ask", "say", "answer", "read", "reply", "listen", "get"];

/// Is `before`, the word before "always" or "never", someone other than the speakers ("they",
/// "couples", "the agency ones")?
fn someone_else(before: &str) -> bool {
    matches!(before, "they" | "he" | "she" | "people" | "folks" | "ones" | "everyone" | "everybody")
        || (before.len() >= 4 && before.ends_with('s') && !before.ends_with("ss") && !before.ends_with("us"))
}

fn without_past_always(lower: &str) -> String {
    if !lower.contains("always ") {
        return lower.to_string();
    }
    let mut out = String::with_capacity(lower.len());
    let mut rest = lower;
    while let Some(i) = rest.find("always ") {
        let after = &rest[i + "always ".len()..];
        let word = after.split(|c: char| !c.is_alphanumeric() && c != '\'').next().unwrap_or("");
        let past = PAST_TENSE.contains(&word)
            || matches!(
                word,
                "used"
                    | "wanted"
                    | "talked"
                    | "liked"
                    | "loved"
                    | "hated"
                    | "seemed"
                    | "kept"
                    | "felt"
                    | "held"
                    | "meant"
                    | "spent"
                    | "lost"
                    | "brought"
                    | "taught"
                    | "caught"
                    | "stood"
                    | "sat"
                    | "wore"
            )
            || (word.len() >= 6 && word.ends_with("ed") && !word.ends_with("eed"))
            || HABITS.contains(&word)
            || (DONE_BY_OTHERS.contains(&word)
                && someone_else(rest[..i].split_whitespace().last().unwrap_or("")));
        out.push_str(&rest[..i]);
        out.push_str(if past { "       " } else { "always " });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Verbs in the past tense that "never" tells of (nor one others do), not forbids: "features they never saw";
/// after "so we" they tell what happened, no plan: "so we sat on the curb for an hour".
const PAST_TENSE: &[&str] = &[
    "saw",
    "seen",
    "heard",
    "been",
    "had",
    "did",
    "was",
    "were",
    "got",
    "gotten",
    "went",
    "gone",
    "came",
    "knew",
    "known",
    "thought",
    "made",
    "told",
    "said",
    "found",
    "gave",
    "given",
    "took",
    "taken",
    "bought",
    "sent",
    "paid",
    "left",
    "met",
    "showed",
    "shown",
    "wrote",
    "written",
    "ran",
    "spoke",
    "sold",
    "won",
    "sat",
    "kept",
    "lost",
    "spent",
    "brought",
    "felt",
    "ate",
    "drove",
    "rode",
    "began",
    "stood",
    "held",
    "slept",
    "woke",
    "fell",
    "broke",
    "chose",
    "forgot",
    "caught",
    "taught",
    "swam",
    "flew",
    "grew",
    "threw",
    "drank",
    "sang",
    "understood",
    "became",
    "wore",
    "tore",
    "hid",
    "led",
    "fed",
    "built",
    "lent",
    "meant",
    "dealt",
];

/// `lower` with "never" struck where a past tense follows it: "the first one never answered",
/// "features they never saw" tell what happened; "never deploy on Fridays" forbids.
fn without_past_never(lower: &str, describes: bool) -> String {
    if !lower.contains("never ") {
        return lower.to_string();
    }
    let mut out = String::with_capacity(lower.len());
    let mut rest = lower;
    while let Some(i) = rest.find("never ") {
        let after = &rest[i + "never ".len()..];
        let word = after.split(|c: char| !c.is_alphanumeric() && c != '\'').next().unwrap_or("");
        let past =
            PAST_TENSE.contains(&word) || (word.len() >= 5 && word.ends_with("ed") && !word.ends_with("eed"));
        // "they never do", "the Harrogate lot never reply": what others do, not a rule.
        let before = rest[..i].split_whitespace().last().unwrap_or("");
        let others = matches!(
            before,
            "they" | "he" | "she" | "it" | "lot" | "people" | "folks" | "guys" | "customers" | "always"
        );
        // "I've never once done that", "has never", "a habit of never quite happening",
        // "never again.": what was or is, not an order.
        let verb = after
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
            .find(|w| !matches!(*w, "quite" | "really" | "actually" | "even" | "ever" | "fully" | "properly"))
            .unwrap_or("");
        let told = matches!(word, "once")
            || (word == "again"
                && after["again".len().min(after.len())..]
                    .trim_matches(|c: char| !c.is_alphanumeric())
                    .is_empty())
            || (verb.len() >= 5 && verb.ends_with("ing") && !matches!(verb, "bring" | "string"))
            || matches!(before, "have" | "has" | "had" | "i've" | "we've" | "you've" | "they've" | "of");
        // ("never get tired of the ten seconds after the vows", "the agency ones never read
        // anything": a feeling or a habit of others, no order.)
        let others = others
            || told
            || HABITS.contains(&word)
            || (DONE_BY_OTHERS.contains(&word) && someone_else(before))
            || (word == "get" && after.starts_with("get tired"));
        // "the spinner never goes away", "that lunch never includes dessert": how a thing
        // behaves ("never cross", "never discuss" are orders).
        let behaves = describes
            && word.len() >= 3
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !word.ends_with("us");
        let past = past || others || behaves;
        out.push_str(&rest[..i]);
        out.push_str(if past { "never_" } else { "never " });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// `lower` with the words of a rule struck inside a clause that names what is done ("the
/// essentials are who to call and what they must not touch", "ask where we can't park"): it
/// tells of a rule, it sets none. (A sentence that opens with the clause may set one.)
fn without_embedded_rules(lower: &str) -> String {
    const WH: [&str; 5] = ["what", "where", "how", "whatever", "whether"];
    let words: Vec<&str> = lower.split(' ').collect();
    if words.len() < 3 || !WH.iter().any(|w| lower.contains(w)) {
        return lower.to_string();
    }
    let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    for (k, word) in words.iter().enumerate().skip(1) {
        let wh = word.trim_start_matches(|c: char| !c.is_alphanumeric());
        if !WH.contains(&wh) {
            continue;
        }
        for w in out.iter_mut().skip(k + 1).take(3) {
            if matches!(
                w.as_str(),
                "never" | "must" | "mustn't" | "can't" | "cannot" | "cant" | "shouldn't" | "don't" | "dont"
            ) {
                *w = format!("{w}_");
            }
        }
    }
    out.join(" ")
}

/// Words by which the assistant records a rule it was given: "Adding to the runbook: …".
const RECORDED: &[&str] = &[
    "runbook",
    "rule:",
    "rules:",
    "policy:",
    "convention:",
    "noted:",
    "checklist",
    "reminder:",
    "standing rules",
];

/// Words a condition clause opens with.
const CONDITIONS: &[&str] = &[
    "before",
    "after",
    "if",
    "when",
    "whenever",
    "until",
    "unless",
    "while",
    "once",
    "every time",
    "each time",
    "any time",
    "anytime",
    "during",
    "on",
];
/// Words that open a clause and are no verb: it states, it does not tell.
const NOT_VERBS: &[&str] = &[
    "i", "we", "you", "he", "she", "it", "they", "the", "a", "an", "this", "that", "these", "those", "there",
    "is", "are", "was", "were", "my", "our", "your", "his", "her", "their", "its", "all", "some", "no",
    "not", "then", "so", "and", "but", "or", "maybe", "probably", "i'll", "we'll", "you'll", "i'm", "we're",
    "it's", "that's", "there's", "let's", "lets", "ok", "okay", "sure", "thanks", "yes", "yeah",
];

/// "before any refund goes out, tell the account owner first", "if an enterprise account
/// escalates, cc finance": a condition clause, then a clause told as an order (it opens with a
/// lower-case word that is no pronoun, article or auxiliary).
fn conditional_imperative(sentence: &str) -> bool {
    let Some((cond, order)) = sentence.split_once(", ") else { return false };
    let lower = cond.trim_start().to_lowercase();
    let lower = lower.trim_start_matches(|c: char| !c.is_alphanumeric());
    if !CONDITIONS.iter().any(|c| lower.starts_with(&format!("{c} "))) || cond.split_whitespace().count() < 2
    {
        return false;
    }
    if conditional_rule(sentence) {
        return true;
    }
    let first = order.split_whitespace().next().unwrap_or("");
    let bare = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
    // ("before I forget, in no particular order", "On balance I think … is the way forward, as
    // the committee wants …": a preposition or a conjunction opens no order; "If you have any
    // questions, please do not hesitate to get in touch" encourages.)
    let order_lower = order.trim_start().to_lowercase();
    let asked = order_lower.trim_start_matches("please ").trim_start_matches("pls ");
    bare.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && !NOT_VERBS.contains(&bare)
        && ![
            "in", "as", "for", "because", "since", "which", "who", "like", "at", "to", "of", "by", "from",
            "with",
        ]
        .contains(&bare)
        && !NOT_CONSTRAINTS.iter().any(|w| asked.starts_with(w))
        && order.split_whitespace().count() >= 2
}

/// Can `first` (lower case) open an order or a plan told as one ("run", "print", "switch"): no
/// pronoun, article, auxiliary, question word, past tense or word that only leads in.
fn order_verb(first: &str) -> bool {
    !first.is_empty()
        && first.chars().all(|c| c.is_ascii_lowercase() || c == '\'')
        && !NOT_VERBS.contains(&first)
        && !first.ends_with("ed")
        && !first.ends_with("ing")
        && !PAST_TENSE.contains(&first)
        && !QUESTION_WORDS.contains(&first)
        && !AUX.contains(&first)
        && !matches!(
            first,
            "if" | "when"
                | "before"
                | "after"
                | "until"
                | "unless"
                | "only"
                | "also"
                | "just"
                | "please"
                | "pls"
                | "for"
                | "in"
                | "on"
                | "at"
                | "to"
                | "re"
                | "note"
                | "btw"
                | "can"
                | "cannot"
                | "cant"
                | "dont"
                | "don't"
                | "no"
                | "not"
                | "so"
                | "never"
        )
}

/// "run the POS backup, after the Z-report is closed", "let pest control in — before 7am opening
/// only", "give out the Wi-Fi password: only to paying customers": an order, then the condition
/// it holds under (not "check the oven, after that call me": what comes next).
fn imperative_then_condition(lower: &str) -> bool {
    let t = lower.trim_start().trim_start_matches(['-', '*', '•', ' ']);
    let Some((order, cond)) = [", ", " — ", " - ", ": "]
        .iter()
        .filter_map(|sep| t.split_once(sep))
        .min_by_key(|(order, _)| order.len())
    else {
        return false;
    };
    let words: Vec<&str> = order.split_whitespace().collect();
    let first = words.first().copied().unwrap_or("");
    let verb = first.len() >= 2 && !first.ends_with("ly") && order_verb(first);
    let cond = cond.trim_start().trim_end_matches(['.', '!']);
    let cond_words = cond.split_whitespace().count();
    let leads = [
        "only ",
        "before ",
        "after ",
        "until ",
        "unless ",
        "not before ",
        "not until ",
        "never before ",
        "never after ",
        "at least ",
        "no later than ",
        "no earlier than ",
        "except ",
    ];
    let led = leads.iter().any(|w| cond.starts_with(w));
    let not_a_condition = [
        "after that",
        "before that",
        "after this",
        "if you",
        "when you",
        "once you",
        "after you're",
        "after you are",
        "before you go",
        "only if you",
        "only if needed",
        "only just",
        "only joking",
        "only kidding",
    ]
    .iter()
    .any(|w| cond.starts_with(w));
    verb && (2..=12).contains(&words.len()) && led && !not_a_condition && (3..=16).contains(&cond_words)
        || (verb
            && (2..=12).contains(&words.len())
            && cond.ends_with(" only")
            && ["before ", "after ", "until ", "on ", "with ", "for ", "to "]
                .iter()
                .any(|w| cond.starts_with(w)))
}

/// "until the visa letters are out, we do NOT launch jobs": a rule under a condition, whoever
/// restates it.
fn conditional_rule(sentence: &str) -> bool {
    // "the dean's office says we can't book flights when the budget sheet is locked", "also
    // after 10pm, we do NOT sign the contract": a firm "we can't" with a condition anywhere.
    let lower = sentence.to_lowercase();
    // "we don't have to decide now", "we can't wait": no rule.
    let lower = strike(
        lower,
        [
            "don't have to",
            "do not have to",
            "don't need",
            "do not need",
            "can't wait",
            "cannot wait",
            "never know",
        ]
        .iter()
        .chain(NOT_CONSTRAINTS),
    );
    let firm = [
        "we can't ",
        "we cannot ",
        "we do not ",
        "we don't ",
        "we never ",
        "nobody should ",
        "no one should ",
        "we must not ",
        // "Per the checklist, someone has to bump the build number after each playtest", "the
        // manual is explicit that you should not book flights before the calendar is out".
        "you should not ",
        "you shouldn't ",
        "someone has to ",
        "somebody has to ",
        "someone needs to ",
        "somebody needs to ",
        "required to ",
        "we may not ",
        "you may not ",
    ]
    .iter()
    .any(|w| {
        // A verb follows: "except apparently we don't on the relay path" forbids nothing.
        lower.match_indices(w).any(|(i, _)| {
            let next = lower[i + w.len()..].split_whitespace().next().unwrap_or("");
            let next = next.trim_matches(|c: char| !c.is_alphanumeric());
            !lower[..i].ends_with(|c: char| c.is_alphanumeric() || c == '\'')
                && !next.is_empty()
                && !NOT_AFTER_MODAL.contains(&next)
        })
    });
    let conditioned = has_any_word(
        &lower,
        &["before", "after", "until", "unless", "when", "while", "during", "without", "if"],
    );
    if (firm && conditioned) || lower.trim_start().starts_with("hard rule") {
        return true;
    }
    let Some((cond, order)) = lower.split_once(", ") else { return false };
    let cond = cond.trim_start_matches(|c: char| !c.is_alphanumeric());
    CONDITIONS.iter().any(|c| cond.starts_with(&format!("{c} ")))
        && ["we do not ", "we don't ", "we never ", "nobody ", "no one ", "we can't ", "we cannot "]
            .iter()
            .any(|w| order.starts_with(w))
}

/// Words that are no verb after "we don't": "we don't on the relay path", "we don't yet".
const NOT_AFTER_MODAL: &[&str] = &[
    "on", "in", "at", "for", "to", "with", "yet", "either", "really", "anymore", "always", "though", "lol",
    "and", "but", "or", "so", "as", "now", "today", "here", "there", "that", "this", "it",
];

/// "盘点之前别把次品给摄影师": 别 before a verb ("别人", "特别", "区别" are no order).
fn cjk_dont(lower: &str) -> bool {
    let chars: Vec<char> = lower.chars().collect();
    // ("帮我回一下，别怼他", "给测试站挑个端口，别跟别地撞": a 别 after the ask of one reply or
    // pick says how to do that one thing, no rule.) (Where the first such ask ends, in chars.)
    let asked_at = ["帮我回", "回一下", "帮我写", "写个", "帮我改", "改一下", "回复一下", "挑个", "帮我挑"]
        .iter()
        .filter_map(|w| lower.find(w).map(|b| lower[..b + w.len()].chars().count()))
        .min();
    chars.iter().enumerate().any(|(i, &c)| {
        // ("别太肉麻", "别太官方": how a text should sound, "not too …", no rule.)
        c == '别'
            && chars.get(i + 1).is_some_and(|&n| is_cjk(n) && !"的人处说提扭管客样致再太".contains(n))
            // ("错别字别介意": a typo is no order.)
            && (i == 0 || !"区特告分性级类差识鉴辨派错".contains(chars[i - 1]))
            && asked_at.is_none_or(|at| i < at)
            // ("别显得太着急", "别卖惨", "别让他们慌", "别跟那单搞混": how a text should read or a
            // slip to watch for this once, no rule.)
            && {
                let rest: String = chars[i + 1..].iter().take(12).collect();
                !["显得", "卖惨", "搞混", "弄混", "搞错", "搞成", "慌", "肉麻", "啰嗦", "生硬"]
                    .iter()
                    .any(|w| rest.contains(w))
            }
    })
}

/// "记住，上学的晚上不做升级", "长期规则——孩子的账号不给管理员权限": a lead that says a rule
/// holds, then what is not done.
fn cjk_ruled_not(lower: &str) -> bool {
    let Some(at) = ["记住", "规则", "原则", "从现在起", "从现在开始", "从今以后", "今后一律", "说好了"]
        .iter()
        .filter_map(|lead| lower.find(lead).map(|i| i + lead.len()))
        .min()
    else {
        return false;
    };
    // (The lead opens the sentence: "我记住了" tells, it does not rule.)
    if lower[..at].chars().count() > 8 || lower[at..].starts_with('了') {
        return false;
    }
    let chars: Vec<char> = lower[at..].chars().collect();
    chars.iter().enumerate().any(|(i, &c)| {
        c == '不'
            && chars
                .get(i + 1)
                .is_some_and(|&n| is_cjk(n) && !"管过错然知用会太少同一久行够到是好对了".contains(n))
            && (i == 0 || !"要得管对好行".contains(chars[i - 1]))
    })
}

/// "the field gate stays shut", "dogs stay in the vans along Mill Lane", "drone flights stay
/// under 60 m", "the finds shed gets locked — every time the last person leaves it", "ropes get
/// binned after any shock load": how a thing is always kept, a rule. ("we stay in the Premier Inn",
/// "she stays with her mum", "my car gets washed" tell of a habit.)
fn kept_so(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    let conditioned = || {
        has_any_word(
            lower,
            &["after", "before", "whenever", "each", "every", "once", "unless", "until", "if", "when"],
        )
    };
    (1..words.len().saturating_sub(1)).any(|k| {
        let subject = words[k - 1].trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        let next = words[k + 1].trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
        let pronoun =
            NOT_VERBS.contains(&subject) || matches!(subject, "who" | "kids" | "children" | "guests");
        !pronoun
            && match words[k] {
                "stays" | "stay" => matches!(
                    next,
                    "shut"
                        | "closed"
                        | "locked"
                        | "off"
                        | "on"
                        | "in"
                        | "out"
                        | "inside"
                        | "outside"
                        | "plugged"
                        | "unplugged"
                        | "below"
                        | "under"
                        | "above"
                        | "within"
                        | "offline"
                        | "private"
                        | "behind"
                        | "on-site"
                        | "onsite"
                        | "switched"
                        | "turned"
                        | "muted"
                        | "clear"
                        | "empty"
                        | "shut,"
                ),
                "gets" | "get" => {
                    next.len() >= 4
                        && (next.ends_with("ed")
                            || matches!(next, "shut" | "kept" | "thrown" | "done" | "put"))
                        && conditioned()
                }
                _ => false,
            }
    })
}

/// "every photo needs a signed consent form on the application", "each load must be
/// strapped": what every one of something must have, a rule ("every time I call …" is news).
fn every_needs(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.windows(3).any(|w| {
        matches!(w[0], "every" | "each")
            && !matches!(
                w[1],
                "time" | "day" | "week" | "morning" | "night" | "year" | "month" | "one" | "single" | "other"
            )
            && matches!(w[2], "needs" | "must" | "requires" | "gets" | "goes" | "stays" | "should")
    })
}

/// "每封回应邀请邮件都要抄送律师", "每次发稿前都得过一遍法务": what every one of something must
/// have, a rule.
fn cjk_every_must(lower: &str) -> bool {
    lower.split(['，', '。', '；', ',', ';']).any(|clause| {
        clause.find('每').is_some_and(|at| {
            let rest = &clause[at..];
            ["都要", "都得", "都必须", "一律要"].iter().any(|w| {
                rest.find(w).is_some_and(|k| {
                    (2..=20).contains(&rest[..k].chars().count())
                        && rest[k + w.len()..].chars().filter(|&c| is_cjk(c)).count() >= 2
                })
            })
        })
    })
}

/// "没有小票照片的不报销", "没签字的一律不付": what lacks something is not done, a rule.
fn cjk_none_then_not(lower: &str) -> bool {
    lower.split(['，', '。', '；', ',', ';']).any(|clause| {
        clause.find('没').is_some_and(|at| {
            let rest = &clause[at..];
            ["的不", "的一律不", "的都不", "的概不"].iter().any(|w| {
                rest.find(w).is_some_and(|k| {
                    rest[..k].chars().count() >= 3 && rest[k + w.len()..].chars().any(is_cjk)
                })
            })
        })
    })
}

/// Words before "don't" that make it a statement about someone: "I don't like it when …".
const SAYS_OF_SOMEONE: &[&str] = &[
    "i", "you", "we", "they", "he", "she", "it", "people", "who", "that", "which", "folks", "guys", "why",
    "just", "really", "still", "usually", "often",
];

/// "whatever happens dont email the list without BCC": a person's "don't" with a condition,
/// when no pronoun says it of someone ("I don't like it when …").
fn conditional_dont(lower: &str) -> bool {
    has_any_word(
        lower,
        &[
            "before", "after", "until", "unless", "while", "during", "without", "once", "when", "whenever",
            "if", "above", "below", "beyond",
        ],
    ) && ["don't ", "dont ", "do not "].iter().any(|w| {
        lower.match_indices(w).any(|(i, _)| {
            let before = lower[..i].split_whitespace().last().unwrap_or("");
            let next = lower[i + w.len()..].split_whitespace().next().unwrap_or("");
            !lower[..i].ends_with(|c: char| c.is_alphanumeric() || c == '\'')
                && !SAYS_OF_SOMEONE.contains(&before)
                && next.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && !NOT_AFTER_MODAL.contains(&next)
                && !matches!(
                    next,
                    "know" | "think" | "care" | "mind" | "like" | "want" | "see" | "remember" | "get"
                )
        })
    })
}

/// "Understood: you copy the db to the USB stick before any plugin update": the assistant
/// saying back a rule it was given, with its condition.
fn acknowledged_rule(lower: &str) -> bool {
    let t = lower.trim_start();
    [
        "understood:",
        "understood,",
        "got it:",
        "got it,",
        "noted:",
        "noted,",
        "for the record:",
        "understood -",
        "understood —",
        "got it -",
        "got it —",
        "明白，",
        "明白了，",
        "记下了：",
        // "我会按你给的规定来——下午四点半以后不排急诊——".
        "我会按你给的规定来",
        "我会按你说的规定来",
        "按你给的规定",
        "按你的规矩",
    ]
    .iter()
    .any(|w| {
        t.strip_prefix(w).is_some_and(|rest| {
            // What is said back is a rule for someone: "you copy …", "nobody should …", "we may
            // not …", "always …". "Got it — I will treat that as settled unless you say
            // otherwise" is the assistant telling of itself; "the demo is before lunch" a plan.
            let rest = rest.trim_start().trim_start_matches(['—', '-', '，', '：', ' ']);
            let told = rest.chars().next().is_some_and(is_cjk)
                || [
                    "you ",
                    "we ",
                    "nobody ",
                    "no one ",
                    "never ",
                    "always ",
                    "don't ",
                    "do not ",
                    "only ",
                    "the policy",
                    "the rule",
                ]
                .iter()
                .any(|p| rest.starts_with(p));
            let rest = ["unless you say otherwise", "unless you tell me otherwise", "unless you want"]
                .iter()
                .fold(rest.to_string(), |r, h| r.replace(h, " "));
            let rest = rest.as_str();
            told && (has_any_word(rest, &["before", "after", "until", "unless", "while", "during", "without", "whenever"])
                || ["之前", "以后", "的时候", "的话", "以前"].iter().any(|c| rest.contains(c))
                // "Understood - nobody should hand out the master PIN on a bank holiday".
                || ["nobody should ", "no one should ", "never ", "don't ", "do not ", "must not "]
                    .iter()
                    .any(|m| contains_word(rest, m)))
        })
    })
}

/// An assistant's promise not to do something: "I won't suggest that you …", "I'll never …".
fn promises_not(lower: &str) -> bool {
    ["i won't ", "i will not ", "i'll never ", "i will never ", "i'll avoid ", "i will avoid "].iter().any(
        |w| {
            lower.match_indices(w).any(|(i, _)| {
                let rest = &lower[i + w.len()..];
                // ("Not great, I won't pretend otherwise.", "so I won't guess": how it speaks, not
                // what is done.)
                ![
                    "be ",
                    "have ",
                    "know ",
                    "forget",
                    "need ",
                    "see ",
                    "hear ",
                    "pretend",
                    "guess",
                    "sugarcoat",
                    "sugar-coat",
                    "lie",
                    "bore ",
                    "waste ",
                    // ("I'll never find it again": a sigh; "I won't do that without the condition
                    // being met", "I won't second-guess it": what is meant is said elsewhere.)
                    "find ",
                    "do that",
                    "do it",
                    "do this",
                    "do so",
                    "second-guess",
                    "second guess",
                ]
                .iter()
                .any(|v| rest.starts_with(v))
            })
        },
    )
}

/// "我不会在周末发通知": the assistant's promise not to do something ("我不会再提这件事", "我不会忘"
/// promise nothing to be kept).
fn cjk_promises_not(lower: &str) -> bool {
    lower.match_indices("我不会").any(|(i, m)| {
        let rest = &lower[i + m.len()..];
        !["再提", "提", "忘", "猜", "多说", "再说", "瞎", "乱"].iter().any(|v| rest.starts_with(v))
    })
}

/// Is one of `words` a whole word of `text`?
fn has_any_word(text: &str, words: &[&str]) -> bool {
    text.split(|c: char| !c.is_alphanumeric()).any(|w| words.contains(&w))
}

/// Does `text` contain `cue` at the start of a word (any place, for a CJK cue or one that opens
/// with punctuation), ending where a word ends (or its plural): "only on" is not in "only one"?
fn contains_word(text: &str, cue: &str) -> bool {
    if !cue.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return holds(text, cue);
    }
    let open_end = !cue.ends_with(|c: char| c.is_ascii_alphanumeric());
    word_starts(text, cue).any(|i| {
        let rest = &text[i + cue.len()..];
        open_end || {
            let rest = rest.strip_prefix('s').unwrap_or(rest);
            // ("policy_no" is a field's name, not the word "policy".)
            !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_')
        }
    })
}

/// Where `cue` occurs in `text` at the start of a word (after no letter, digit, apostrophe or
/// underscore).
fn word_starts<'a>(text: &'a str, cue: &'a str) -> impl Iterator<Item = usize> + 'a {
    find_all(text, cue)
        .filter(|&i| !text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '\'' || c == '_'))
}

/// Where `needle` starts in `hay`, left to right, not overlapping (as `match_indices`): a plain
/// scan, much cheaper than building a substring searcher for the short sentences and cue words
/// the summarizer compares by the thousand. (A match of valid UTF-8 starts on a char boundary.)
fn find_all<'a>(hay: &'a str, needle: &'a str) -> impl Iterator<Item = usize> + 'a {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    let mut at = 0;
    std::iter::from_fn(move || {
        let first = *n.first()?;
        while at + n.len() <= h.len() {
            let i = at;
            at += 1;
            if h[i] == first && &h[i..i + n.len()] == n {
                at = i + n.len();
                return Some(i);
            }
        }
        None
    })
}

/// Does `hay` hold `needle` ([`find_all`]'s scan)?
fn holds(hay: &str, needle: &str) -> bool {
    needle.is_empty() || find_all(hay, needle).next().is_some()
}

/// `text` with every `words` struck (replaced by a space); only a word it holds costs a copy.
fn strike<'a>(text: String, words: impl IntoIterator<Item = &'a &'a str>) -> String {
    words.into_iter().fold(text, |l, w| if holds(&l, w) { l.replace(w, " ") } else { l })
}

/// Tags that turn a statement into a question only in form.
/// ("going to go with the private OT assessment I think?": a plan said with a doubt is still said.)
const TAGS: &[&str] = &[
    ", ok?",
    ", okay?",
    ", right?",
    ", alright?",
    ", yes?",
    ", yeah?",
    ", understood?",
    ", got it?",
    " i think?",
    ", i think?",
    // ("Little outings like that make the week, don't they?": a tag that asks nothing.)
    ", don't they?",
    ", doesn't it?",
    ", isn't it?",
    ", aren't they?",
    ", don't you think?",
    ", wasn't it?",
    " i guess?",
    ", i guess?",
    // ("so it's X, because Y. right?": the tag after the full stop of dictation.)
    ". right?",
    ". ok?",
    ". okay?",
    ". yeah?",
    ". yes?",
];
const CJK_TAGS: &[&str] = &[
    "好吗？",
    "好吗?",
    "行吗？",
    "行吗?",
    "可以吗？",
    "可以吗?",
    "好不好？",
    "好不好?",
    "知道吗？",
    "知道吗?",
];

/// Is `sentence` a tag question alone ("right?", "ok?", "yeah?"): it asks nothing of its own.
fn bare_tag(sentence: &str) -> bool {
    let t = sentence.trim().trim_end_matches(['?', '？']).to_lowercase();
    sentence.trim_end().ends_with(['?', '？'])
        && matches!(
            t.as_str(),
            "right" | "ok" | "okay" | "yeah" | "yes" | "eh" | "innit" | "correct" | "ya" | "yeh"
        )
}

/// `sentence` without a tag question at its end ("…, ok?" → "…").
fn without_tag_question(sentence: &str) -> &str {
    let t = sentence.trim_end().trim_end_matches(['.', '。']);
    let lower = t.to_lowercase();
    for tag in TAGS {
        if lower.ends_with(tag) && t.len() > tag.len() {
            return &t[..t.len() - tag.len()];
        }
    }
    for tag in CJK_TAGS {
        if let Some(rest) = t.strip_suffix(tag) {
            let rest = rest.trim_end_matches(['，', ',']);
            // "监控录像要保存多久，你知道吗？" asks how long: a question word before "知道吗"
            // makes it a question, not a tag.
            let asked = rest.trim_end_matches(['你', '您']).trim_end_matches(['，', ',']);
            let last = asked.rsplit(['，', ',']).next().unwrap_or(asked);
            if tag.starts_with('知') && CJK_QUESTION_WORDS.iter().any(|q| last.contains(q)) {
                return sentence;
            }
            if !rest.is_empty() {
                return rest;
            }
        }
    }
    sentence
}

/// Questions about the conversation itself, not its subjects ("where were we?", "are you
/// still there?", "does that make sense?", 我们说到哪了？): the reply that follows is no answer
/// to keep, and nothing is left open.
const META_QUESTIONS: &[&str] = &[
    "where were we",
    "where was i",
    "what was i saying",
    "what were we saying",
    "what were we talking about",
    "are you there",
    "are you still there",
    "you there",
    "you still there",
    "still there",
    "does that make sense",
    "make sense",
    "you know what i mean",
    "know what i mean",
    "you with me",
    "still with me",
    "can you hear me",
    "did that go through",
    "did you get that",
    "我们说到哪了",
    "说到哪了",
    "刚才说到哪了",
    "你还在吗",
    "在吗",
    "明白我的意思吗",
];

/// Does `lower` tell of a choice made ("we've decided to swap …", "we have agreed to keep …"),
/// with three words or more of what was chosen?
fn tells_decided(lower: &str) -> bool {
    [
        "we've decided to ",
        "we have decided to ",
        "we decided to ",
        "i've decided to ",
        "we've agreed to ",
        "we have agreed to ",
    ]
    .iter()
    .any(|lead| word_starts(lower, lead).any(|at| lower[at + lead.len()..].split_whitespace().count() >= 3))
}

/// Does `lower` give a reason, then 所以 and a plan ("…压价压得厉害，所以明年不再种卡蒂姆")?
fn so_plan(lower: &str) -> bool {
    lower.split_once("所以").is_some_and(|(before, after)| {
        let plan = after.split(['，', '。', ',']).next().unwrap_or("");
        // ("…所以明年再说": put off, not planned.)
        before.chars().filter(|&c| is_cjk(c)).count() >= 4
            && !plan.contains("再说")
            && [
                "不再",
                "改用",
                "改成",
                "换成",
                "就用",
                "决定",
                "打算",
                "以后都",
                "以后不",
                "明年",
                "今年不",
                "下个月起",
                "从下周起",
            ]
            .iter()
            .any(|w| plan.contains(w))
    })
}

/// `sentence` after the clauses that open it when one is the conversation's own housekeeping
/// ("anyway where was I, oh yeah, …") and the rest says something (three words or more).
fn after_meta_clauses(sentence: &str) -> Option<&str> {
    let mut rest = sentence.trim_start();
    let mut meta = false;
    while let Some((head, tail)) = rest.split_once(", ").or_else(|| rest.split_once('，')) {
        let head = head.trim().to_lowercase();
        if meta_question(&head) {
            meta = true;
        } else if !FILLER_LEADS.contains(&head.as_str()) && !matches!(head.as_str(), "oh yeah" | "oh yes") {
            break;
        }
        rest = tail.trim_start();
    }
    (meta && rest.split_whitespace().count() >= 3).then_some(rest)
}

/// Words that open a line or clause and tell nothing ("sorry, where were we", "ok so, …").
const FILLER_LEADS: &[&str] = &[
    "sorry", "ok", "okay", "so", "anyway", "right", "yeah", "hello", "hi", "hey", "um", "uh", "and", "好",
    "那",
];

/// Does `lower` only ask about the conversation itself (see [`META_QUESTIONS`]), after a
/// short lead ("sorry, where were we?", "ok so, you still there?")?
fn meta_question(lower: &str) -> bool {
    let t = lower.trim().trim_end_matches(['?', '？', '!', '.', ' ']);
    let t = t.trim_start_matches(|c: char| !c.is_alphanumeric());
    let t = (0..3).fold(t, |t, _| {
        let (first, rest) = t.split_once([' ', ',', '，']).unwrap_or((t, ""));
        if FILLER_LEADS.contains(&first) { rest.trim_start_matches([' ', ',', '，']) } else { t }
    });
    META_QUESTIONS.contains(&t)
}

/// "Do not …", "Please don't …", "Rule: do not …": a prohibition, not "so we do not forget".
fn imperative_no(lower: &str) -> bool {
    let body = lower.rsplit_once(": ").map_or(lower, |(_, b)| b);
    // "policy says don't …", "legal said do not …": a prohibition reported by its source.
    let body = [" says ", " said "]
        .iter()
        .find_map(|w| {
            body.split_once(w).filter(|(who, _)| who.split_whitespace().count() <= 4).map(|(_, b)| b)
        })
        .unwrap_or(body);
    // "the policy says not to run a trip if fewer than six sign up".
    if lower.contains(" says not to ") || lower.contains(" said not to ") {
        return true;
    }
    // "One more thing — do not merge to main from a personal laptop": a short lead-in first.
    let body = [" — ", " - ", ", "]
        .iter()
        .find_map(|d| {
            body.split_once(d)
                .filter(|(lead, rest)| {
                    lead.split_whitespace().count() <= 5
                        && ["do not ", "don't ", "dont ", "pls ", "please "]
                            .iter()
                            .any(|w| rest.starts_with(w))
                })
                .map(|(_, rest)| rest)
        })
        .unwrap_or(body);
    // "right, pls dont …", "ok so don't …": words that open the line and tell nothing.
    let mut body = body.strip_prefix("whatever happens").map_or(body, str::trim_start);
    while let Some(rest) =
        ["right", "ok", "okay", "so", "also", "btw", "oh", "and", "fyi", "k", "again", "reminder"]
            .iter()
            .find_map(|w| {
                body.strip_prefix(w)
                    .and_then(|r| r.strip_prefix(',').or(Some(r)))
                    .and_then(|r| r.strip_prefix(' '))
            })
    {
        body = rest.trim_start();
    }
    let body = body
        .trim_start_matches("and ")
        .trim_start_matches("please ")
        .trim_start_matches("pls ")
        .trim_start_matches("plz ");
    if ["do not ", "don't ", "dont "].iter().any(|w| body.starts_with(w)) {
        return true;
    }
    // "no smoking past the cattle grid": a sign's prohibition ("no meeting today" is news).
    if body.strip_prefix("no ").is_some_and(|rest| {
        let first =
            rest.split_whitespace().next().unwrap_or("").trim_end_matches(|c: char| !c.is_alphanumeric());
        first.len() >= 6
            && first.ends_with("ing")
            && !NOUNS_IN_ING.contains(&first)
            && rest.split_whitespace().count() >= 3
    }) {
        return true;
    }
    // "no deploys on Fridays" is a rule; "no errors this time", "no reply from anyone" are news;
    // "no that's wrong, read it again" answers back.
    body.strip_prefix("no ").is_some_and(|rest| {
        let first = rest.split_whitespace().next().unwrap_or("");
        !NOT_VERBS.contains(&first.trim_end_matches(|c: char| !c.is_alphanumeric()))
            && rest
                .split_whitespace()
                .skip(1)
                .any(|w| CONDITIONS.contains(&w) || matches!(w, "without" | "ever" | "again"))
    })
}

/// Nouns that end in "-ing": "no meeting today", "no funding this year" tell news.
const NOUNS_IN_ING: &[&str] = &[
    "meeting",
    "building",
    "wedding",
    "booking",
    "funding",
    "training",
    "warning",
    "setting",
    "rating",
    "ceiling",
    "morning",
    "evening",
    "pudding",
    "string",
    "nothing",
    "something",
    "anything",
    "everything",
    "heating",
    "housing",
    "landing",
    "hearing",
    "ending",
    "feeling",
    "timing",
    "pricing",
    "spring",
    "clothing",
    "bedding",
    "flooring",
    "lighting",
    "wiring",
    "plumbing",
    "listing",
    "posting",
    "opening",
    "offering",
    "reading",
    "recording",
    "painting",
    "drawing",
    "filling",
    "saving",
    "savings",
    "earning",
    "finding",
    "following",
    "ranking",
    "reporting",
    "tracking",
    "routing",
    "pairing",
    "seating",
    "catering",
    "staffing",
    "loading",
    "thinking",
    "understanding",
    "mapping",
    "packaging",
    "branding",
    "marketing",
    "hosting",
    "billing",
    "briefing",
    "handling",
];

/// Words that ask without a question mark when a question word follows them closely: "I wonder
/// whether…", "still not clear who…", "someone has to figure out what…".
const ASKING: &[&str] = &[
    "wonder",
    "unclear",
    "not clear",
    "not sure",
    "figure out",
    "no idea",
    "undecided",
    "curious",
    // "Something I keep meaning to ask: whether my stipend continues" (not "kids came in
    // asking about extra credit").
    "meaning to ask",
    // "Something I keep meaning to find out is how long we must keep DBS records".
    "meaning to find out",
    // "Something I keep meaning to look into: whether the bar rules allow cloud e-discovery".
    "meaning to look into",
    "need to look into",
    "want to look into",
    "need to find out",
    "want to find out",
    // "I honestly have no clue who actually owns the data in the stock app".
    "no clue",
    "not a clue",
    "want to ask",
    "wanted to ask",
    "need to ask",
    "forgot to ask",
    "have to ask",
    "to ask you",
    "unsure",
    "not certain",
    "forget to ask",
    "forgetting to ask",
    "meant to ask",
    // "Dennis wants to know about tax-free shopping rules in Japan".
    "want to know",
    "wants to know",
    "wanted to know",
    "like to know",
    // "I would love to know whether Petwise will accept …", "Something I have never been sure
    // of: whether …".
    "love to know",
    "never been sure",
    "never been clear",
    "never quite sure",
    "need to know",
    "needs to know",
    // "Casey asked me what happens to the rate lock if closing slips and I had no idea".
    "asked me",
    // "something that's been bugging me is whether our old moorings survey is still good
    // enough", "I keep asking myself if Jess's ticket needs revalidating".
    "bugging me",
    "bothering me",
    "nagging me",
    "nagging at me",
    "asking myself",
    "ask myself",
    "on my mind",
    "keeps me up",
    "can't remember",
    "cannot remember",
    "can't recall",
    "don't remember",
    "can't work out",
    "cannot work out",
    "haven't worked out",
    // "something I can't get my head round is whether the wind readings are any use".
    "head round",
    "head around",
    "can't figure",
    "cant figure",
    // "bee leng ask me about the CPF for part-timers above 55, i also dunno".
    "ask me about",
    "asks me about",
    "asking me about",
    "dunno",
    // "the other thing I don't know is whether the French venue charges its own fee", "I
    // don't know if the insurer covers hired kit abroad".
    "don't know",
    "dont know",
    "do not know",
    // "anyone's guess who gave the cover supervisors admin", "the big unknown is if the old
    // dairy needs building regs", "note to self, find out if South West Water will fit a meter".
    "anyone's guess",
    "unknown",
    "find out",
    "haven't a clue",
];
/// Words of not understanding something yet, before what it is.
const PUZZLED: &[&str] = &[
    "don't understand ",
    "dont understand ",
    "do not understand ",
    "never understood ",
    "confused about ",
    "my head around ",
    "can someone explain ",
    "can anyone explain ",
    "could someone explain ",
    "explain me ",
    // "I genuinely don't know the licensing cost for Windows Server CALs. Park it".
    "genuinely don't know ",
    "honestly don't know ",
    "still don't know ",
    "really don't know ",
];
/// Chinese words of not knowing, and the question words that may follow them: "我不确定服务器的
/// 作业日志保留多久".
const CJK_ASKING: &[&str] = &[
    "不确定",
    "不知道",
    "搞不清",
    // "一直没搞清发药机电脑的系统更新现在谁批准", "到现在也没弄明白超算的 scratch 文件放多久会被清掉".
    "没搞清",
    "没弄清",
    "弄不清",
    "没弄明白",
    "没搞明白",
    "搞不明白",
    "弄不明白",
    "没想明白",
    "搞不懂",
    "不晓得",
    // "还得问一下发药机相关的不良事件归药剂科还是设备科".
    "问一下",
    "问问",
    "不清楚",
    "想知道",
    "没搞懂",
    "拿不准",
    // "我一直在想截图怎么加时间戳才有证明力".
    "一直在想",
    "我在想",
    "好奇",
];
const CJK_QUESTION_WORDS: &[&str] = &[
    "多久",
    "多少",
    "是否",
    "是不是",
    "怎么",
    "哪",
    "什么",
    "能不能",
    "要不要",
    "会不会",
    "有没有",
    "几",
    "谁",
    "还是",
    "咋",
];
const QUESTION_WORDS: &[&str] =
    &["whether", "if", "who", "whom", "what", "which", "how", "when", "where", "why"];

/// An indirect question: an [`ASKING`] phrase with a question word within its next three words.
fn indirect_question(lower: &str) -> bool {
    // "nobody at the dev shop knew if TestFlight feedback is on by default".
    let nobody_knew = (lower.contains("nobody ") || lower.contains("no one "))
        // ("nobody has been able to tell me whether the grant covers travel".)
        && [" knew ", " knows ", " tell me ", " told me "].iter().any(|k| {
            find_all(lower, k).map(|i| (i, &lower[i..i + k.len()])).any(|(i, m)| {
                lower[i + m.len()..]
                    .split_whitespace()
                    .take(3)
                    .any(|w| QUESTION_WORDS.contains(&w.trim_matches(|c: char| !c.is_alphanumeric())))
            })
        });
    let cjk = CJK_ASKING.iter().any(|cue| {
        find_all(lower, cue).map(|i| (i, &lower[i..i + cue.len()])).any(|(i, m)| {
            let rest: String =
                lower[i + m.len()..].chars().take(18).take_while(|&c| !"。！？；".contains(c)).collect();
            CJK_QUESTION_WORDS.iter().any(|q| rest.contains(q))
        })
    });
    // "I still don't understand a 409A valuation before the seed", "can someone explain
    // parking permits for the band to me": what is not understood yet is asked about.
    let puzzled = PUZZLED.iter().any(|cue| {
        find_all(lower, cue).any(|i| {
            let rest: Vec<&str> = lower[i + cue.len()..]
                .split_whitespace()
                .take_while(|w| !w.ends_with(['.', '!', ';']))
                .take(4)
                .collect();
            // ("I don't understand it", "… don't understand why, it worked yesterday".)
            rest.len() >= 2
                && !matches!(
                    rest[0].trim_matches(|c: char| !c.is_alphanumeric()),
                    "it" | "that" | "this" | "you" | "me" | "them"
                )
                && !(rest[0].starts_with("why") && rest[0].len() > 3)
        })
    });
    nobody_knew
        || cjk
        || puzzled
        || ASKING.iter().any(|cue| {
            find_all(lower, cue).any(|i| {
                // "I'm wondering about the dress code", "not sure about the venue".
                let rest = &lower[i + cue.len()..];
                // ("honestly i dont know why i volunteered for this", "I don't know what to do
                // with that": a sigh asks nothing; nor does a long spoken run that says it in
                // passing.)
                if matches!(*cue, "don't know" | "dont know" | "do not know") {
                    let r = rest.trim_start();
                    let sigh = [
                        "why i ",
                        "why i'm ",
                        "why we ",
                        "why they ",
                        "why he ",
                        "why she ",
                        "what i'd ",
                        "what i would ",
                        "what to say",
                        "how they do it",
                        "how you do it",
                    ]
                    .iter()
                    .any(|w| r.starts_with(w))
                        || r.strip_prefix("what to do with ").is_some_and(|o| {
                            let o = o.trim_end_matches(|c: char| !c.is_alphanumeric());
                            matches!(
                                o,
                                "that"
                                    | "it"
                                    | "this"
                                    | "them"
                                    | "him"
                                    | "her"
                                    | "myself"
                                    | "any of it"
                                    | "all that"
                            )
                        });
                    // ("and I still don't know how", "I don't know where to start", "no i don't
                    // know why it took 3 weeks": what is not known is no matter of its own.)
                    let words: Vec<&str> = r.split_whitespace().take(6).collect();
                    let why_past = words.first() == Some(&"why")
                        && words.iter().skip(1).take(3).any(|w| PAST_TENSE.contains(w) || w.ends_with("ed"));
                    let start = matches!(words.get(1..3), Some(["to", "start" | "begin"]));
                    // ("some days I don't know how we keep the lights on": wonder, no question;
                    // "I don't know how we should word the refund" asks.)
                    let wonder = words.first() == Some(&"how")
                        && words
                            .get(1)
                            .is_some_and(|w| matches!(*w, "we" | "i" | "they" | "you" | "he" | "she"))
                        && !words.get(2).is_some_and(|w| {
                            matches!(
                                *w,
                                "should" | "can" | "could" | "would" | "will" | "do" | "are" | "get" | "find"
                            )
                        });
                    let start = start || wonder;
                    // ("the other thing I don't know is whether couples can download the gallery
                    // …": what is not known is named, however long the run around it.)
                    let named = words.first() == Some(&"is")
                        && words.get(1).is_some_and(|w| QUESTION_WORDS.contains(w));
                    if sigh
                        || why_past
                        || start
                        || words.len() < 4
                        || (lower.split_whitespace().nth(40).is_some() && !named)
                    {
                        return false;
                    }
                }
                if rest.starts_with(" about ") || rest.starts_with("ing about ") {
                    return true;
                }
                // ("… asking me about the water softener which i have no idea".)
                if cue.ends_with(" about") && rest.split_whitespace().count() >= 2 {
                    return true;
                }
                // "something I keep meaning to ask: lithium battery placard rules": the subject
                // after a colon or a dash.
                if (cue.ends_with("ask") || cue.ends_with("know"))
                    && [":", " —", " -", " --"]
                        .iter()
                        .any(|d| rest.strip_prefix(d).is_some_and(|r| r.split_whitespace().count() >= 2))
                {
                    return true;
                }
                // "also wondering: can undergrads run jobs under my allocation": a yes/no question
                // after the colon.
                // ("I've been wondering would a wifi extender help the signal upstairs": no colon
                // in dictation.)
                if *cue == "wonder"
                    && let Some(q) = rest
                        .strip_prefix("ing:")
                        .or_else(|| rest.strip_prefix(':'))
                        .or_else(|| rest.strip_prefix("ing "))
                    && q.split_whitespace().next().is_some_and(|w| AUX.contains(&w))
                    && q.split_whitespace().count() >= 3
                {
                    return true;
                }
                rest.split_whitespace().take(3).any(|w| {
                    let w = w.trim_matches(|c: char| !c.is_alphanumeric());
                    QUESTION_WORDS.contains(&w.strip_suffix("'s").unwrap_or(w))
                })
            })
        })
}

/// Verbs that follow a question word or open a yes/no question.
const AUX: &[&str] = &[
    "is", "are", "was", "were", "do", "does", "did", "should", "shall", "will", "would", "can", "could",
    "has", "have", "happens", "happened",
];
/// Words that may open a question before its question word: "and", "random q —", "btw".
const QUESTION_LEAD: &[&str] = &[
    // ("random one but does anyone actually know about …").
    "one",
    "thing",
    "and",
    "so",
    "but",
    "also",
    "btw",
    "random",
    "q",
    "quick",
    "question",
    "ok",
    "okay",
    "hmm",
    "hm",
    "oh",
    "o",
    "um",
    "uh",
    "wait",
    "honestly",
    "anyway",
    "seriously",
    "genuinely",
    "remind",
    "me",
    // ("and another thing do you know much about getting a VAT refund at the airport").
    "another",
];

/// A question typed without its question mark: "what are we doing about the Zendesk renewal",
/// "did we ever book the venue", "is that still a thing or". It opens (after "and", "btw", …)
/// with a question word and a verb, or with a verb and a subject, and has four words at least.
fn unmarked_question(lower: &str) -> bool {
    // "sorry long day - random but is the alarm my problem or the agency's": a short lead-in
    // before a dash says nothing.
    let lower = [" - ", " — ", " -- "]
        .iter()
        .find_map(|d| {
            lower
                .split_once(d)
                .filter(|(lead, _)| {
                    // ("oh and the Motability lease - do we need to do anything": a subject
                    // named first, up to six words.)
                    let words: Vec<&str> =
                        lead.split_whitespace().skip_while(|w| QUESTION_LEAD.contains(w)).collect();
                    // ("oh and the refund for the double-charged smartcard renewal — do we have to
                    // do anything or not": up to eight after "the".)
                    words.len() <= 4 || (words.len() <= 8 && DETERMINERS.contains(&words[0]))
                })
                .map(|(_, q)| q)
        })
        .unwrap_or(lower);
    let words: Vec<&str> = lower
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
        .filter(|w| !w.is_empty())
        .collect();
    let start = words.iter().take_while(|w| QUESTION_LEAD.contains(w)).count();
    let w = &words[start.min(words.len())..];
    if w.len() < 4 {
        return false;
    }
    let (first, second) = (w[0], w[1]);
    // ("thing is, the walkers would rather have a free day": a reason's label, not "is the …?".)
    // ("another thing is the van booked" asks.)
    if start > 0
        && words[start - 1] == "thing"
        && matches!(first, "is" | "was")
        && (start < 2 || !matches!(words[start - 2], "another" | "other" | "one"))
    {
        return false;
    }
    // ("how are you and my grandson made me promise …": a greeting, then news.)
    if first == "how"
        && second == "are"
        && w[2] == "you"
        && w.get(3).is_none_or(|n| matches!(*n, "and" | "today" | "doing" | "love" | "dear"))
    {
        return false;
    }
    // ("which is insane but ok", "which means …": a clause about what came before asks nothing.)
    let wh = matches!(first, "what" | "who" | "when" | "where" | "why" | "how" | "which")
        && (AUX.contains(&second) || second == "about")
        && !(first == "which"
            && matches!(second, "is" | "was" | "are" | "were" | "means" | "meant" | "has" | "had"));
    // "who even decides on X", "who owns X": who and a verb of the present.
    let who = first == "who"
        && (matches!(second, "even" | "actually" | "really")
            || (second.len() > 3 && second.ends_with('s') && !second.ends_with("ss") && second != "knows"));
    let contracted = matches!(first, "what's" | "who's" | "where's" | "how's" | "when's");
    let subjects = [
        "we", "you", "anyone", "anybody", "someone", "somebody", "that", "this", "it", "they", "there", "i",
        "the", "our", "my", "your",
    ];
    // ("am i allowed to defend remotely if i'm at sea that week".)
    let yes_no =
        (AUX.contains(&first) && !matches!(first, "happens" | "happened") && subjects.contains(&second))
            || (first == "am" && second == "i");
    let tail = lower.trim_end_matches(['.', ' ']);
    // ("within 24 hours of any fall, witnessed or not, …": one word, then "or not", after a
    // comma concedes; it asks nothing.)
    let concedes = tail
        .strip_suffix(" or not")
        .and_then(|head| head.rsplit_once(", "))
        .is_some_and(|(_, word)| !word.contains(' '));
    wh || who
        || contracted
        || yes_no
        || tail.ends_with(" or")
        || (tail.ends_with(" or not") && w.len() >= 5 && !concedes)
}

/// Words before "it is" that are no choice.
const NOT_A_CHOICE: &[&str] = &[
    "", "whatever", "what", "how", "where", "as", "think", "guess", "believe", "hope", "know", "yes", "no",
    "yeah", "sure", "that", "this", "it", "because", "if", "whether", "maybe", "so", "who", "which", "there",
    "here", "than", "and", "but", "is", "was", "not", "see", "say", "said", "way", "where's", "course",
];

/// "Vitess it is", "Vitess it is for web — …": a choice settled in the idiom "X it is".
fn settled_it_is(lower: &str) -> bool {
    lower.match_indices(" it is").any(|(i, m)| {
        let rest = lower[i + m.len()..].trim_start();
        let before = lower[..i].split_whitespace().last().unwrap_or("");
        let before = before.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        // The word before names the choice: not "I think it is", "yes it is", "whatever it is".
        !NOT_A_CHOICE.contains(&before)
            && (rest.is_empty()
                // ("ok FMOD over Wwise it is (Teodor already knows it …)".)
                || rest.starts_with(['.', ',', ';', '!', '—', '-', '('])
                || rest.starts_with("for ")
                || rest.starts_with("then")
                // "matt black tapware it is cos their plant is ten mins up the road".
                || starts_with_word(rest, REASON_STARTS))
    })
}

/// Words a sentence giving the reason for the one before starts with.
const REASON_STARTS: &[&str] = &[
    "because",
    // ("We'll switch the helpdesk to Gorgias. Not thrilled, but Zendesk pricing went up again.")
    "i know, i know, but",
    "i know i know but",
    "not thrilled, but",
    "not ideal, but",
    "我知道我知道，但是",
    "我知道我知道，但",
    // (As typed in a hurry.)
    "becuase",
    "becasue",
    "beacuse",
    "bc",
    "cuz",
    "coz",
    "cos",
    "'cause",
    "mostly because",
    // ("… from the agency!! honestly because Marta can't do Saturdays any more").
    "honestly because",
    // ("after sleeping on it, let's X. honestly it's because Y").
    "it's because",
    "its because",
    "honestly it's because",
    "honestly its because",
    "it's mostly because",
    "it's mainly because",
    "it's simply because",
    "honestly cos",
    "honestly bc",
    "simply because",
    "purely because",
    "mainly cos",
    "mostly cos",
    "mainly bc",
    "mostly cause",
    "mainly cause",
    "partly cause",
    "mostly cuz",
    "mostly bc",
    "mostly since",
    "mainly since",
    "partly since",
    "mainly because",
    "partly because",
    "since",
    "reason:",
    "the reason is",
    "the reason being",
    "reason being",
    "reasoning was",
    "reasoning is",
    "reasoning:",
    "reasoning being",
    "given that",
    "why:",
    "as you said",
    "as you mentioned",
    "rationale:",
    "rationale is",
    "rationale being",
    "毕竟",
    "因为",
    "主要是",
    "原因是",
    "理由是",
    "原因：",
    // German: "Begründung: die wollen …", "Der Grund: …", "weil …".
    "weil",
    "begründung:",
    "der grund:",
    "der grund ist",
    "grund:",
    "原因:",
    "理由：",
    "理由:",
];

/// "honestly the permit won't be renewed in time", "tbh the lab ones are all size XL", "说实话合作者
///只看得懂R代码": a candid word that, right after a plan, gives its reason.
pub fn candid(sentence: &str) -> bool {
    let t = sentence.trim_start().to_lowercase();
    [
        "honestly ",
        "honestly, ",
        "tbh ",
        "tbh, ",
        "frankly ",
        "frankly, ",
        "to be honest, ",
        "truth is, ",
        "truth is ",
        // ("get the timber frame lads back for the dormer. thing is our chippies have never
        // done one").
        "thing is ",
        "thing is, ",
        "the thing is ",
        "the thing is, ",
    ]
    .iter()
    .any(|w| t.strip_prefix(w).is_some_and(|rest| rest.split_whitespace().count() >= 3))
        || ["说实话", "老实说", "说真的"]
            .iter()
            .any(|w| t.strip_prefix(w).is_some_and(|rest| rest.chars().filter(|&c| is_cjk(c)).count() >= 4))
}

/// Can `sentence`, said right after a plan or an order on a line of two sentences, be
/// its reason: a statement of how things are ("there's a hard frost coming Sunday night",
/// "新鲜劲一过客户就不太愿意发朋友圈嘛")? Not a question, a request, a plan or order of its own, a
/// new subject ("also …", "另外…"), thanks, or a sentence naming identifiers (a fact of its own).
pub fn explains(sentence: &str) -> bool {
    let t = sentence.trim();
    let lower = t.to_lowercase();
    const MOVES_ON: &[&str] = &[
        "also",
        "anyway",
        "btw",
        "by the way",
        "oh and",
        "and also",
        "another thing",
        "other thing",
        "separately",
        "unrelated",
        "p.s",
        "ps",
        "thanks",
        "thank you",
        "cheers",
        "另外",
        "还有",
        "顺便",
        "对了",
        "谢谢",
        "ok",
        "okay",
        "done",
        "sorted",
    ];
    let moves_on = MOVES_ON.iter().any(|w| {
        lower.strip_prefix(w).is_some_and(|rest| {
            rest.is_empty() || !rest.starts_with(|c: char| c.is_alphanumeric()) || w.chars().any(is_cjk)
        })
    });
    t.chars().count() <= 160
        && !moves_on
        && !t.ends_with(['?', '？'])
        && !is_question(t)
        && !is_request(t)
        && !opens_with_order(t)
        && !opens_with_plan(t, false)
        && !says_little(t, 2)
        && !settled_alone(&lower)
        && !ends_settled(t)
        && identifiers(t).iter().all(|id| is_weak_identifier(id))
}

/// A sentence that only asks "why?" before its speaker gives the reason: "…. why? the big
/// accounts asked for it."
pub fn is_why(sentence: &str) -> bool {
    let t = sentence.trim().to_lowercase();
    let t = t.trim_end_matches(['?', '？', '.', ' ']);
    // ("Going to ditch the points scheme. I know, I know. But nobody has redeemed one.": a
    // concession, then the reason.)
    matches!(
        t,
        "why"
            | "the reason"
            | "reason"
            | "why, you ask"
            | "why so"
            | "为什么"
            | "为啥"
            | "原因"
            | "i know, i know"
            | "i know i know"
            | "我知道我知道"
    )
}

/// "Mostly because it fits the budget", "Reason: …", "因为…": a reason for what came before.
pub fn is_reason(sentence: &str) -> bool {
    starts_with_word(sentence, REASON_STARTS)
        || is_labelled_reason(sentence)
        // "Partly gut feeling, but mostly because Y": a short concession, then the reason.
        || sentence.split_once(", but ").is_some_and(|(lead, why)| {
            lead.split_whitespace().count() <= 4 && starts_with_word(why, REASON_STARTS)
        })
}

/// "Reason: …", "原因：…": a reason named so by its label.
pub fn is_labelled_reason(sentence: &str) -> bool {
    let t = sentence.trim_start().to_lowercase();
    [
        "reason:",
        "reasoning:",
        "the reason:",
        "reason being",
        "rationale:",
        "reason, for the record:",
        "main reason is",
        "the main reason is",
        "main reason:",
        // "Following our chat: have the lab drop-ship albums. Main reason being two got dented."
        "main reason being",
        "the main reason being",
        "main reason was",
        "the main reason was",
        "the big reason",
        "big reason being",
        "reason is",
        // "… reasoning is simple, AP system rejects mixed line items."
        "reasoning is",
        "the reasoning is",
        "my reasoning is",
        "reasoning being",
        "for the record, the reason",
        "rationale —",
        "rationale -",
        "原因：",
        "原因:",
        "理由：",
        "理由:",
        "begründung:",
        "der grund:",
        "main thing is",
        "the main thing is",
        "the thing is",
        "thing is,",
        "原因嘛",
        "the reason, if you're curious",
        // ("… move the Friday social to Thursdays. the deciding thing was that half the members
        // work from home on Fridays").
        "the deciding thing was",
        "the deciding thing is",
        "deciding thing was",
        "deciding thing is",
        "the deciding factor",
        "deciding factor",
        "what decided it",
        // "Fine. FINE. We'll X. The only reason I'm giving in is that Y."
        "the only reason",
        "only reason",
        "the real reason",
        "the whole reason",
        "what tipped it",
    ]
    .iter()
    .any(|w| t.starts_with(w))
        // "The reason, for the record, is that …": an aside between the label and its "is".
        || (["the reason, ", "reason, ", "my reason, "].iter().any(|w| t.starts_with(w))
            && t.split_once(", ").and_then(|(_, rest)| rest.split_once(", ")).is_some_and(|(aside, why)| {
                aside.split_whitespace().count() <= 5
                    && ["is that ", "was that ", "is simple", "is: ", "is because ", "was because "]
                        .iter()
                        .any(|w| why.starts_with(w))
            }))
        // "Reason for the minutes: …", "the reason for the board: …".
        || (["reason ", "reason, ", "the reason ", "main reason ", "my reason "].iter().any(|w| t.starts_with(w))
            && t.split_once(':').is_some_and(|(label, why)| {
                label.split_whitespace().count() <= 5 && why.split_whitespace().count() >= 2
            }))
        // "Simple reason: …", "the real reason — …", "simple: restores cost nothing there": a
        // short label naming a reason, then the reason.
        || [":", " — ", " - "].iter().any(|sep| {
            t.split_once(sep).is_some_and(|(label, why)| {
                let words: Vec<&str> = label.split_whitespace().collect();
                why.split_whitespace().count() >= 3
                    && (1..=3).contains(&words.len())
                    && (words.last().is_some_and(|w| matches!(*w, "reason" | "reasoning" | "rationale" | "why"))
                        || matches!(label.trim(), "simple" | "simply" | "easy" | "short version" | "long story short"))
            })
        })
}

/// Does a decision already give its reason ("because", "since", a dash, "因为", …)?
pub fn has_reason(line: &str) -> bool {
    let lower = line.to_lowercase();
    [
        " because",
        " becuase",
        " becasue",
        " beacuse",
        " bc ",
        " cuz ",
        " cos ",
        " since ",
        "reason",
        "rationale",
        "(",
        "（",
        "因为",
        "毕竟",
        "原因",
        "理由",
        " weil ",
        "begründung",
        "der grund",
        "so that",
        " as ",
        "given that",
    ]
    .iter()
    .any(|w| lower.contains(w))
        // (A dash after a short lead ends the lead: "ok decided - put the sensors on solar packs",
        // "ok so change of plan - sheet the blockwork".)
        || [" — ", " - ", "; "]
            .iter()
            .any(|d| lower.match_indices(d).any(|(i, _)| lower[..i].split_whitespace().count() > 3 && !label_lead(&lower[..i])))
}

/// Is `lead` (lower case) a label that says a choice follows, after words that only open the
/// sentence: "ok so change of plan", "right, decision made"?
fn label_lead(lead: &str) -> bool {
    let lead = lead.trim_end_matches([':', ',', ' ']);
    DECISION_LABELS.iter().chain(&["decision made", "final answer", "made the call"]).any(|l| {
        lead.strip_suffix(l).is_some_and(|before| {
            before
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .all(|w| OPENERS.contains(&w))
        })
    })
}

/// `lower` without the words that only open it ("nah ", "ok so "), when a word follows them.
fn without_openers(lower: &str) -> &str {
    let mut t = lower;
    while let Some((w, rest)) = t.split_once(' ') {
        if !(OPENERS.contains(&w) || w == "nah") || rest.trim().is_empty() {
            break;
        }
        t = rest.trim_start();
    }
    t
}

/// Words that only open a sentence: "ok", "right", "so".
const OPENERS: &[&str] = &[
    "ok", "okay", "right", "so", "alright", "well", "um", "uh", "anyway", "and", "yeah", "yep", "hmm", "oh",
];

/// Nouns that, in a short label before a colon or an arrow, say a choice follows it:
/// "consensus in the channel: X", "decision for the pm doc -> X", "结论：X".
const DECISION_LABELS: &[&str] = &[
    // "changing the plan: we switch the scraper to the JSON endpoint".
    "changing the plan",
    "change of plan",
    "change of plans",
    "plan change",
    "decision",
    "decided",
    "consensus",
    "conclusion",
    "verdict",
    "outcome",
    "resolved",
    "ruling",
    "agreement",
    "settled",
    "calling it",
    "recording the call",
    "noting the call",
    "logging the call",
    "结论",
    "决定",
    "共识",
    "定论",
];
/// Words in such a label that say no choice was made: "decision pending:", "no consensus yet:".
const UNDECIDED_LABELS: &[&str] = &[
    "no",
    "not",
    "pending",
    "still",
    "tbd",
    "open",
    "question",
    "undecided",
    "unresolved",
    "yet",
    "未",
    "没",
    "还没",
];

/// "consensus in the channel: X", "decision for the pm doc -> X", "calling it: X": a short label
/// (seven words at most) naming a decision, then what was chosen.
fn decision_label(lower: &str) -> bool {
    // "吵了半天，结论是用学校的车接送": a Chinese label and 是, then the choice.
    if ["结论是", "决定是", "最后定的是", "最终决定是", "拍板的是"].iter().any(|w| {
        lower.match_indices(w).any(|(i, m)| {
            let before = lower[..i].chars().last();
            before.is_none_or(|c| matches!(c, '，' | ',' | '：' | ' ' | '。' | '的'))
                && lower[i + m.len()..]
                    .chars()
                    .take_while(|c| !matches!(c, '。' | '！'))
                    .filter(|&c| is_cjk(c))
                    .count()
                    >= 3
        })
    }) {
        return true;
    }
    // (A colon between digits is a time: "decision meeting at 10:30 tomorrow".)
    let marks = [": ", "->", "=>", " — ", " -- ", "："];
    // Each label runs from the mark before it: "quick one: consensus in the channel: X".
    let mut from = 0;
    // (The first eight marks: a label stands near the start, and a line of thousands of colons
    // costs no more than a short one.)
    let mut labels = 0;
    while let Some((at, len)) =
        marks.iter().filter_map(|m| lower[from..].find(m).map(|i| (from + i, m.len()))).min()
    {
        labels += 1;
        if labels > 8 {
            break;
        }
        let raw = lower[from..at].trim();
        let undecided = UNDECIDED_LABELS.iter().any(|w| contains_word(raw, w));
        // ("ugh ok so decision for the pm doc -> X": the interjections are no part of it.)
        let label = raw
            .split_whitespace()
            .skip_while(|w| INTERJECTIONS.contains(&w.trim_matches(|c: char| !c.is_alphanumeric())))
            .collect::<Vec<_>>()
            .join(" ");
        let rest = &lower[at + len..];
        let cjk = label.chars().any(is_cjk);
        let short = if cjk { label.chars().count() <= 12 } else { label.split_whitespace().count() <= 7 };
        let says = rest.split_whitespace().count() >= 2 || rest.chars().filter(|&c| is_cjk(c)).count() >= 2;
        if short
            && says
            && !label.contains('?')
            && DECISION_LABELS.iter().any(|w| contains_word(&label, w))
            && !undecided
        {
            return true;
        }
        from = at + len;
    }
    false
}

/// "founder call: Metabase", "my call: …", "team's call — …": a choice someone made, labelled
/// so (two words at most before "call").
fn someones_call(lower: &str) -> bool {
    let t = lower.trim_start();
    // "made the call to send retainer letters by e-signature only because …" (not "made the
    // call to the insurer": a phone call to someone).
    let made = ["made the call to ", "make the call to ", "making the call to "].iter().any(|m| {
        lower.match_indices(m).any(|(i, _)| {
            let next = lower[i + m.len()..].split_whitespace().next().unwrap_or("");
            !next.is_empty()
                && !next.ends_with("'s")
                && !matches!(
                    next.trim_matches(|c: char| !c.is_alphanumeric()),
                    "the"
                        | "a"
                        | "an"
                        | "my"
                        | "our"
                        | "your"
                        | "his"
                        | "her"
                        | "their"
                        | "them"
                        | "him"
                        | "me"
                        | "us"
                        | "you"
                        | "mum"
                        | "mom"
                        | "dad"
                        | "say"
                        | "check"
                        | "ask"
                )
        })
    });
    if made {
        return true;
    }
    ["call:", "call -", "call —", "call was:"].iter().any(|m| {
        t.find(m).is_some_and(|i| {
            let before: Vec<&str> = t[..i].split_whitespace().collect();
            // ("Sensible call — I'll treat that as settled": a verdict on a call, no one's.)
            (1..=2).contains(&before.len())
                && !before.iter().any(|w| {
                    matches!(
                        *w,
                        "a" | "the"
                            | "on"
                            | "that"
                            | "sensible"
                            | "good"
                            | "great"
                            | "fair"
                            | "wise"
                            | "smart"
                            | "right"
                            | "tough"
                            | "hard"
                            | "close"
                            | "nice"
                            | "brave"
                            | "bold"
                            | "reasonable"
                            | "sound"
                            | "excellent"
                    )
                })
        })
    })
}

/// "就租灯不买灯吧", "先招一个外包吧，毕竟…": a choice settled with 吧 (after 就, or with a
/// reason after it).
/// Words that follow a choice ending in 吧 and settle it: a reason, or "没啥好犹豫的".
const CJK_SETTLERS: &[&str] =
    &["毕竟", "因为", "主要是", "原因是", "反正", "没啥好犹豫", "没什么好犹豫", "不用犹豫", "没得选"];

fn cjk_settled(lower: &str) -> bool {
    let clauses: Vec<&str> = lower.split(['，', ',', '。']).map(str::trim).collect();
    // The CJK characters of the clauses before each one, counted once.
    let mut before = 0;
    let cjk_before: Vec<usize> = clauses
        .iter()
        .map(|c| {
            let n = before;
            before += c.chars().filter(|&ch| is_cjk(ch)).count();
            n
        })
        .collect();
    clauses.iter().enumerate().any(|(i, c)| {
        // "宾客砍到一百一十人，场地消防限额卡得很死，不想再讨论了": no more talk settles it.
        (i > 0
            && cjk_before[i] >= 6
            && [
                "不想再讨论",
                "不再讨论",
                "不讨论了",
                "别再讨论",
                "没什么好讨论",
                // "Redis 哨兵模式吧，运维那边已经有现成的监控，没必要再纠结了".
                "没必要再纠结",
                "没必要再吵",
                "没必要再讨论",
                "没必要再争",
                "不用再纠结",
            ]
            .iter()
            .any(|w| c.trim_start_matches(['（', '(']).starts_with(w)))
            ||
        // "今天就到这吧", "就这样吧" end a talk; they settle nothing.
        // "砍掉双人模式，没得选，分屏镜头问题太多": no choice left settles what came before.
        (i > 0
            && !clauses[i - 1].is_empty()
            && ["没得选", "没的选", "别无选择"].iter().any(|w| {
                ["其实也", "其实", "反正也", "也", ""].iter().any(|p| c.strip_prefix(p).is_some_and(|c| c.starts_with(w)))
            }))
            || c.ends_with('吧')
                && !["到这", "这样吧", "先这样"].iter().any(|w| c.contains(w))
                && (c.contains('就')
                    || clauses.get(i + 1).is_some_and(|n| CJK_SETTLERS.iter().any(|r| n.starts_with(r))))
    })
}

/// "after all that back and forth: the Skoda garage", "in the end: Lisbon": a conclusion
/// after a colon.
fn concluded(lower: &str) -> bool {
    let t = lower.trim_start();
    [
        "after all that",
        "in the end",
        "long story short",
        "bottom line",
        "all things considered",
        "after much debate",
        "slept on it",
        "thought it over",
        "thought about it",
    ]
    .iter()
    .any(|idiom| {
        t.strip_prefix(idiom).and_then(|rest| rest.split_once(':')).is_some_and(|(between, after)| {
            !after.trim().is_empty()
                && between.split_whitespace().all(|w| LEAD_EXTRA.contains(&w) || FILLER.contains(&w))
        })
        // "after all that back and forth, a Google Form for signups": the choice after a comma,
        // when it is a choice named without a verb of its own.
        || (matches!(*idiom, "after all that" | "after much debate" | "all things considered")
            && t.strip_prefix(idiom).and_then(|rest| rest.split_once(", ")).is_some_and(|(between, after)| {
                between.split_whitespace().all(|w| LEAD_EXTRA.contains(&w) || FILLER.contains(&w))
                    && after.split_whitespace().count() >= 2
                    && !after.split_whitespace().next().is_some_and(|w| NOT_VERBS.contains(&w) && !DETERMINERS.contains(&w))
            }))
    })
}

/// "after way too much back and forth → move the Friday social to Thursdays", "made my mind
/// up - pause the Tuesday breakfast": a lead that tells it was settled, an arrow, a dash or a
/// colon, then the plan as an order.
fn settled_then_order(lower: &str) -> bool {
    let Some((lead, rest)) = ["→", "->", " — ", " - ", ": "]
        .iter()
        .filter_map(|sep| lower.split_once(sep))
        .min_by_key(|(lead, _)| lead.len())
    else {
        return false;
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let first = words.first().map_or("", |w| w.trim_end_matches([',', '.']));
    lead.split_whitespace().count() <= 10
        && (SETTLING_LEADS.iter().chain(DISCUSSED).any(|w| lead.contains(w)))
        && !lead.contains("question")
        && words.len() >= 3
        && !is_question(rest)
        && verb_shaped(first)
        && !HEDGE_VERBS.contains(&first)
        && !NOT_PLAN_VERBS.contains(&first)
        && !DETERMINERS.contains(&first)
        && !NOT_VERBS.contains(&first)
        && !QUESTION_WORDS.contains(&first)
        // ("after the call: nothing changes", "… - they were late again": news, no order.)
        && !matches!(
            first,
            "nobody" | "nothing" | "none" | "everyone" | "everything" | "someone" | "something" | "they" | "she"
                | "her" | "him" | "his" | "its" | "there" | "then" | "not" | "still" | "yes" | "yeah"
        )
}

/// Words that tell of a talk that settled something: "talked it over with Sam and its Evri …",
/// "board voted and it's Harbor Sound".
const DISCUSSED: &[&str] = &[
    "talked it over",
    "talked it through",
    "talked about it",
    "discussed it",
    "discussion",
    "back and forth",
    "voted",
    "slept on it",
    "after the call",
    "after the meeting",
];

/// Words after "it's" that say how something is, not what was chosen: "it's fine".
const NOT_CHOSEN: &[&str] = &[
    "fine",
    "ok",
    "okay",
    "over",
    "done",
    "been",
    "not",
    "going",
    "gonna",
    "getting",
    "still",
    "just",
    "really",
    "kind",
    "sort",
    "too",
    "so",
    "very",
    "pretty",
    "late",
    "early",
    "true",
    "fair",
    "good",
    "bad",
    "great",
    "hard",
    "easy",
    "complicated",
    "unclear",
    "open",
    "up",
    "all",
    "time",
    "my",
    "your",
    "on",
    "off",
    "like",
];

/// "take the Harmon Street suite. final.": a word that settles what came just before it.
pub fn settled_alone(lower: &str) -> bool {
    settled_phrase(lower) || {
        // ("Done, decided, moving on!!": settling words one after another; a few, each read
        // once.)
        let t = lower.trim().trim_matches(|c: char| {
            c.is_ascii_punctuation() || c.is_whitespace() || matches!(c, '！' | '。' | '，' | '～')
        });
        let word = |w: &str| matches!(w.trim(), "done" | "decided" | "sorted" | "settled" | "final");
        let pieces: Vec<&str> = t.split(", ").collect();
        (2..=4).contains(&pieces.len()) && pieces.iter().all(|p| word(p) || settled_phrase(p))
    }
}

/// One phrase that settles what came before it (see [`settled_alone`]).
fn settled_phrase(lower: &str) -> bool {
    let t = lower.trim().trim_matches(|c: char| {
        c.is_ascii_punctuation() || c.is_whitespace() || matches!(c, '！' | '。' | '，' | '～')
    });
    // ("and I'm tired of discussing it", "so it was an easy call in the end".)
    let t = ["and ", "so ", "but ", "honestly ", "ok ", "anyway "]
        .iter()
        .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    let t =
        [" in the end", " tbh", " really", " anyway"].iter().fold(t, |t, w| t.strip_suffix(w).unwrap_or(t));
    matches!(
        t,
        "moving on"
            | "no more debating"
            | "no more debate"
            | "it's not a hard call"
            | "its not a hard call"
            | "not a hard call"
            | "it wasn't a hard call"
            | "no-brainer"
            | "a no-brainer"
            | "it's a no-brainer"
            | "its a no-brainer"
            | "that's a no-brainer"
            // ("the engineer wants a full seasonal cycle, so it's the sensible call".)
            | "it's the sensible call"
            | "that's the sensible call"
            | "the sensible call"
            | "i'm not fighting that battle again"
            | "not fighting that battle again"
            | "i'm done being nice about it"
            // ("the insurance rules changed and I'm done arguing".)
            | "i'm done arguing"
            | "im done arguing"
            | "done arguing"
            | "i'm done arguing about it"
            | "i'm done discussing it"
            | "done discussing it"
            | "i'm done debating it"
            | "that settled it"
            | "that's all there is to it"
            | "thats all there is to it"
            | "i don't want to relitigate it"
            | "not relitigating it"
            | "这事我不想再吵了"
            | "不想再吵了"
            | "not reopening it"
            | "done, not reopening it"
            | "not reopening this"
            | "no more discussion"
            | "end of discussion"
            | "i'm tired of discussing it"
            | "im tired of discussing it"
            | "it was an easy call"
            | "easy call"
            | "that was an easy call"
            | "不想再讨论了"
            | "不讨论了"
            | "不再讨论了"
            // "就开场曲不放烟雾。烟感报警器太敏感了，就这么简单".
            | "就这么简单"
            | "就这么办"
            // ("我拍板了！", "就这么定了": it is settled, and nothing is named.)
            | "我拍板了"
            | "拍板了"
            | "就这么定了"
            | "就这样定了"
    ) || not_again(t)
        || no_more_time(t)
        || no_point(t)
        || no_other_option(t)
        || matches!(
            // "学校的仓库限制文件大小，其实也没得选": no choice left settles it.
            ["其实也", "其实", "反正也", "也"]
                .iter()
                .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t))
                .trim_end_matches(['了', '啊', '吧']),
            "没得选" | "没的选" | "别无选择" | "没办法" | "没别的办法" | "没有别的办法"
        )
        || matches!(
            t,
            "final"
                | "that's final"
                | "thats final"
                | "decided"
                | "done deal"
                | "it's settled"
                | "that's settled"
                | "settled"
                | "no debate"
                | "locked in"
                | "final answer"
                | "that's the call"
                | "thats the call"
                | "simple as that"
                | "that settles it"
                | "end of story"
                // ("they gave us the most last year, end of.")
                | "end of"
                // "let's X. Y, basically. done deliberating".
                | "done deliberating"
                | "i'm done deliberating"
                | "done deciding"
                | "not up for debate"
                | "not up for discussion"
        )
}

/// "done, not discussing it again with Neil", "not debating this any more", "就这样，不跟我哥吵了":
/// no more talk of it settles it.
fn not_again(t: &str) -> bool {
    let t = ["done, ", "done. ", "done "].iter().fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    if let Some(rest) =
        t.strip_prefix("not ").or_else(|| t.strip_prefix("i'm not ")).or_else(|| t.strip_prefix("im not "))
    {
        let mut words = rest.split_whitespace();
        let verb = words.next().unwrap_or("");
        let object = words.next().unwrap_or("");
        let tail: Vec<&str> = words.collect();
        return matches!(
            verb,
            "discussing" | "debating" | "arguing" | "revisiting" | "reopening" | "relitigating"
        ) && matches!(object, "it" | "this" | "that")
            && tail.len() <= 4
            && tail.first().is_none_or(|w| matches!(*w, "again" | "anymore" | "any" | "with"));
    }
    // "保留上海的银行卡吧，公积金还要往里打，不吵了".
    // ("不想再争了", "不再折腾了", "别再吵了": no more of it.)
    let t_cjk = t.trim_end_matches(['。', '！', '!', '.']);
    if ["不想再", "不再", "别再", "不用再", "不"].iter().any(|p| {
        t_cjk.strip_prefix(p).and_then(|r| r.strip_suffix('了')).is_some_and(|v| {
            matches!(v, "吵" | "争" | "纠结" | "讨论" | "争论" | "折腾" | "犹豫" | "商量" | "辩" | "扯")
        })
    }) {
        return true;
    }
    let Some(t) = t.strip_prefix("就这样") else { return false };
    let t = t.trim_start_matches(['，', ',', ' ', '。', '吧']).trim_end_matches(['。', '！', '!', '.']);
    t.is_empty()
        || ((t.starts_with("不跟") || t.starts_with("不和")) && (t.ends_with("吵了") || t.ends_with("争了")))
}

/// "Let's not spend more time on the alternatives", "别的方案就别再花时间了": no more time on
/// the other ways, which settles the one before it.
fn no_more_time(t: &str) -> bool {
    let t_cjk = t.trim_end_matches(['。', '！', '!', '.', '了']);
    if ["别再花时间", "不要再花时间", "不用再花时间", "不再花时间"].iter().any(|w| t_cjk.ends_with(w))
        && t_cjk.chars().count() <= 16
    {
        return true;
    }
    let Some(rest) = ["let's not spend ", "lets not spend ", "let us not spend ", "not spending ", "no "]
        .iter()
        .find_map(|lead| t.strip_prefix(lead))
    else {
        return false;
    };
    let rest = rest.strip_prefix("any ").unwrap_or(rest);
    let Some(on) = rest.strip_prefix("more time on ").or_else(|| rest.strip_prefix("more time spent on "))
    else {
        return false;
    };
    matches!(
        on.trim(),
        "it" | "this"
            | "that"
            | "alternatives"
            | "the alternatives"
            | "other options"
            | "the other options"
            | "anything else"
            | "the rest"
    )
}

/// "no point fighting it", "there's no sense in arguing about it any more": weighing it
/// further is no use, which settles it.
fn no_point(t: &str) -> bool {
    let t = ["there's ", "theres ", "there is "].iter().fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    let Some(rest) = t.strip_prefix("no point ").or_else(|| t.strip_prefix("no sense ")) else {
        return false;
    };
    let rest = rest.strip_prefix("in ").unwrap_or(rest);
    let mut words = rest.split_whitespace();
    let verb = words.next().unwrap_or("");
    let tail: Vec<&str> = words.collect();
    verb.len() > 4
        && verb.ends_with("ing")
        && tail.len() <= 4
        && tail.iter().all(|w| {
            matches!(
                *w,
                "it" | "this"
                    | "that"
                    | "over"
                    | "about"
                    | "any"
                    | "more"
                    | "anymore"
                    | "again"
                    | "further"
                    // ("no point arguing with myself".)
                    | "with"
                    | "myself"
                    | "them"
                    | "him"
                    | "her"
            )
        })
}

/// "the other option doesn't really work", "there's no other option": no choice left settles it.
fn no_other_option(t: &str) -> bool {
    let t = t.replace(" really ", " ");
    // ("…, so there wasn't much choice tbh", "no choice really", "we had no real choice".)
    let words: Vec<&str> = t.split_whitespace().collect();
    if words.len() <= 6
        && words.last().is_some_and(|w| *w == "choice")
        && ["no", "much", "any", "little"].iter().any(|w| words.contains(w))
        && !words.iter().any(|w| matches!(*w, "good" | "great" | "bad" | "your" | "whose" | "easy"))
    {
        return true;
    }
    matches!(
        t.as_str(),
        "the other option doesn't work"
            | "the other option doesnt work"
            | "the other option won't work"
            | "the alternative doesn't work"
            | "there's no other option"
            | "theres no other option"
            | "there is no other option"
            | "no other option"
            | "there's no alternative"
            | "no alternative"
            | "no other way"
    )
}

/// "my manager finally agreed to it", "领导终于松口了": someone's yes to what was said just
/// before, which it settles.
pub fn agrees_to_it(sentence: &str) -> bool {
    let t = sentence.trim().trim_end_matches(['.', '!', '。', '！']).to_lowercase();
    t.split_whitespace().count() <= 8
        && t.chars().count() <= 60
        && [
            " agreed to it",
            " agreed to that",
            " agreed to this",
            " approved it",
            " signed off on it",
            " signed it off",
            " said yes to it",
            " okayed it",
            " is on board",
            "松口了",
            "同意了",
            "批了",
            "点头了",
        ]
        .iter()
        .any(|w| t.ends_with(w))
}

/// "the adjuster only covers laminate, simple as that": a sentence that ends by settling it.
pub fn ends_settled(sentence: &str) -> bool {
    let t = sentence
        .trim()
        .trim_end_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace())
        .to_lowercase();
    // ("… the broker markup was almost 18 percent and I'm not fighting that battle again".)
    t.rsplit_once([',', '—', ';', '.', '，', '；', '。']).is_some_and(|(_, tail)| settled_alone(tail))
        || [" and ", " so "]
            .iter()
            .any(|w| t.rsplit_once(w).is_some_and(|(head, tail)| !head.is_empty() && settled_alone(tail)))
}

/// "screw it, we drop the bamboo organizer listing", "sod it — the cheaper van": giving up on
/// weighing it, then the choice.
/// "print the allergen labels ourselves lah", "switch the fresh milk to Meiji lah": an order
/// settled with "lah" (as 吧 settles one in Chinese) is a choice made.
fn settled_lah(lower: &str) -> bool {
    let t = lower.trim().trim_end_matches(['.', '!', '~', ' ']);
    let Some(choice) = t.strip_suffix(" lah") else { return false };
    let words: Vec<&str> = choice.split_whitespace().collect();
    let first = words.first().copied().unwrap_or("");
    words.len() >= 3
        && order_verb(first)
        && !matches!(
            first,
            "very" | "too" | "quite" | "really" | "aiya" | "wah" | "ya" | "sorry" | "got" | "need" | "must"
        )
        && !choice.contains('?')
}

fn screw_it(lower: &str) -> bool {
    // ("yeah screw it we sign the two month trial …".)
    // (A reminder's lead struck before it, "before i forget, sod it, …", leaves its comma.)
    let t = ["yeah ", "yea ", "ok ", "okay ", "right ", "so ", "and ", "honestly "]
        .iter()
        .fold(lower.trim_start_matches([' ', ',', '-', '—', ':']), |t, w| t.strip_prefix(w).unwrap_or(t));
    ["screw it", "sod it", "stuff it", "to hell with it", "f it", "forget it", "whatever,"].iter().any(
        |lead| {
            t.strip_prefix(lead).is_some_and(|rest| {
                rest.starts_with([',', ' ', '.', '—', '-', ':']) && rest.split_whitespace().count() >= 3
            })
        },
    )
}

/// The words between the first pair of quotes of `sentence` ('…', "…", ‘…’, “…”) that open
/// after a space or a stop and close before one.
fn quoted(sentence: &str) -> Option<&str> {
    // (A quote closes within 400 bytes; the first eight opening marks of a kind are tried, so a
    // line of thousands of quote marks costs no more than a short one.)
    for (open, close) in [('\'', '\''), ('"', '"'), ('‘', '’'), ('“', '”')] {
        let mut from = 0;
        let mut tried = 0;
        while let Some(i) = sentence[from..].find(open).map(|i| from + i) {
            from = i + open.len_utf8();
            tried += 1;
            if tried > 8 {
                break;
            }
            let opens = sentence[..i]
                .chars()
                .next_back()
                .is_none_or(|c| c.is_whitespace() || matches!(c, ':' | '(' | '—' | '-'))
                && sentence[from..].chars().next().is_some_and(char::is_alphanumeric);
            if !opens {
                continue;
            }
            // (An apostrophe inside, "can't", closes nothing.)
            let mut within = (from + 400).min(sentence.len());
            while !sentence.is_char_boundary(within) {
                within -= 1;
            }
            let end = sentence[from..within].match_indices(close).map(|(j, _)| from + j).find(|&j| {
                sentence[j + close.len_utf8()..].chars().next().is_none_or(|c| !c.is_alphanumeric())
                    && sentence[..j].chars().next_back().is_some_and(|c| !c.is_whitespace())
            });
            if let Some(end) = end {
                return Some(&sentence[from..end]);
            }
        }
    }
    None
}

/// A choice after a lead that says it was made ("made my mind up this morning over coffee:
/// shoot church ceremonies on the silent shutter only") or after a plan's label, with its
/// reason ("PLAN: pin the kiosk app at the current release - the last update broke the
/// scanner"; "keep the shop shut on Mondays (why: it's the one day I can edit)").
fn led_choice(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    if let Some(i) =
        ["(why:", "(why -", "(reason:", "(reason -", "(the reason:"].iter().find_map(|w| lower.find(w))
    {
        let head = lower[..i].rsplit(": ").next().unwrap_or("");
        if head.split_whitespace().count() >= 3 && !is_question(head) && order_after_lead(head, "", false) {
            return true;
        }
    }
    // (Indices of `sentence` itself: lower case may change a character's length, "İ".)
    // (The first eight colons: a lead stands near the start.)
    // ("change of plan - let Sunil do the electrical checks": a dash sets the lead off too.)
    let mut leads: Vec<(usize, usize)> = [": ", " - ", " — ", " – "]
        .iter()
        .flat_map(|d| sentence.match_indices(d).take(8).map(|(at, m)| (at, m.len())))
        .collect();
    leads.sort_unstable();
    leads.into_iter().take(8).any(|(at, len)| {
        // ("charity thing: chaanged my mind on ddos stuff: put cloudflare in front …": the lead
        // as meant.)
        let head =
            as_meant(&sentence[..at].rsplit([':', '.', '!', '?']).next().unwrap_or("").trim().to_lowercase());
        let head = head.as_str();
        let rest = sentence[at + len..].trim_start();
        let words = head.split_whitespace().count();
        let settled = words <= 10
            && SETTLING_LEADS.iter().any(|l| {
                let l = l.trim_end();
                !matches!(l, "tell" | "told") && contains_word(head, l)
            })
            && !head.split_whitespace().any(|w| w == "we");
        let label = matches!(
            head.trim_start_matches(|c: char| !c.is_alphanumeric()),
            "plan" | "the plan" | "new plan" | "our plan" | "so the plan" | "action" | "going forward"
        ) && reason_follows(&rest.to_lowercase());
        (settled && opens_as_choice(rest, false))
            || (label && order_after_lead(&rest.to_lowercase(), "", false))
    })
}

/// Does the person's `sentence` give an order with its reason, after a short lead at most
/// ("after SLT: ring parents of any absent candidate by 9:15, because a Y11 slept through
/// Chemistry last summer"; "redo the integration with scVI — Harmony over-corrected the rare
/// cell types")? Said to the assistant, it may be a request; noted rather than carried out, it
/// is the person's choice.
pub fn order_with_reason(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    if is_question(&lower) || lower.chars().count() > 300 {
        return false;
    }
    const WHY: [&str; 8] = [", because ", " because ", " since ", " — ", " -- ", " bc ", " cos ", " as "];
    after_short_leads(&lower, &[',', ':', '—', '-']).any(|k| {
        let rest = &lower[k..];
        WHY.iter().any(|d| {
            rest.split_once(d).is_some_and(|(order, why)| {
                order.split_whitespace().count() >= 3
                    && why.split_whitespace().count() >= 3
                    && (order_after_lead(order, "", false) || bare_order(order))
            })
        })
    })
}

/// Could (lower-case) `word` be a verb's plain form: three letters or more, not "…ed", "…ing",
/// "…ly" or "…s", no past tense and no auxiliary?
fn verb_shaped(word: &str) -> bool {
    word.len() >= 3
        && word.chars().all(|c| c.is_ascii_lowercase())
        && !["ed", "ing", "ly", "s"].iter().any(|e| word.ends_with(e))
        && !PAST_TENSE.contains(&word)
        && !AUX.contains(&word)
}

/// Does (lower-case) `order` open with a verb and what it acts on, read loosely ("ring parents
/// of any absent candidate by 9:15")? Only with a reason after it, and the assistant noting it,
/// is it taken for a choice.
fn bare_order(order: &str) -> bool {
    let words: Vec<&str> = order.split_whitespace().take(2).collect();
    let [first, second] = words[..] else { return false };
    let second = second.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
    verb_shaped(first)
        && !NOT_ORDERS.contains(&first)
        && !WEEKDAYS.contains(&first)
        && !MONTHS.contains(&first)
        && !PROGRAMS.contains(&first)
        && !FILLER.contains(&first)
        && !matches!(
            first,
            "the"
                | "this"
                | "that"
                | "she"
                | "her"
                | "his"
                | "our"
                | "your"
                | "their"
                | "its"
                | "one"
                | "two"
                | "all"
                | "any"
                | "some"
                | "not"
                | "and"
                | "but"
                | "for"
                | "yes"
                | "yeah"
                | "yep"
                | "okay"
                | "lol"
                | "well"
                | "who"
                | "what"
                | "how"
                | "why"
                | "when"
                | "where"
                | "which"
                | "there"
                | "here"
                | "now"
                | "too"
                | "very"
        )
        && second.len() >= 2
        && second.chars().all(|c| c.is_alphanumeric() || c == '\'')
        && !AUX.contains(&second)
        && !PAST_TENSE.contains(&second)
        && !VERBS_S.contains(&second)
        && !second.ends_with("ed")
        && !second.ends_with("n't")
}

/// Does the assistant's `reply` note what it was told rather than do or question it ("Fair.
/// Noting the reasoning too", "All captured.", "Okay, I've got that written down here.",
/// 记下了)?
pub fn notes_it(reply: &str) -> bool {
    let lower = reply.trim_start().to_lowercase();
    let first = sentences(&lower).into_iter().next().unwrap_or_default();
    const NOTING: &[&str] = &[
        "noted",
        "noting",
        "got it",
        "got that",
        "captured",
        "written down",
        "recorded",
        "logged",
        "makes sense",
        "fair",
        "sounds right",
        "sounds sensible",
        "sounds good",
        "good call",
        "right call",
        "understood",
        "will do",
        "i'll remember",
        // ("Saved. Anything else?": kept as said.)
        "saved",
        "filed",
        "存好",
        "存下",
        "记下",
        "记住",
        "记好",
        "明白",
        "收到",
        "好的",
        "了解",
    ];
    !is_question(&first)
        && first.chars().count() <= 120
        && !defers(reply)
        && NOTING.iter().any(|w| contains_word(&first, w))
}

/// A reason after a plan: " because …", " since …", "; …", " — …" with three words or more.
fn reason_follows(plan: &str) -> bool {
    [
        " -- ",
        " — ",
        " - ",
        ", ",
        "; ",
        " because ",
        " since ",
        " given that ",
        " cos ",
        " cause ",
        " bc ",
        " as ",
    ]
    .iter()
    .any(|d| plan.split_once(d).is_some_and(|(_, why)| why.split_whitespace().count() >= 3))
}

/// "talked it over with Sam and we're renting the bigger dehumidifier since the small one barely
/// moved the readings", "we're not replacing the hardwood because …": a plan in the present, with
/// why.
fn progressive_with_reason(lower: &str) -> bool {
    const NOT_PLANS: &[&str] = &[
        "going",
        "thinking",
        "wondering",
        "trying",
        "having",
        "getting",
        "being",
        "looking",
        "hoping",
        "waiting",
        "feeling",
        "struggling",
        "running",
        "dealing",
        "talking",
        "working",
        "considering",
        "still",
        "seeing",
        "losing",
        "missing",
        "leaning",
        "expecting",
        "checking",
        "asking",
        "sending",
        "doing",
        // ("You're juggling work, two children, a dog …": how things are, not a plan.)
        "juggling",
        "handling",
        "managing",
        "balancing",
        "facing",
        "navigating",
        "coping",
        "carrying",
        // ("As you know, I am organising the conference — three days in the summer": what
        // someone is busy with, no choice.)
        "organising",
        "organizing",
        "coordinating",
        "preparing",
        "planning",
        "helping",
        "writing",
    ];
    ["we're ", "we are ", "i'm ", "im ", "i am ", "you're "].iter().any(|subject| {
        lower.match_indices(subject).any(|(i, _)| {
            if i > 0 && !lower[..i].ends_with(' ') {
                return false;
            }
            let rest = &lower[i + subject.len()..];
            let rest = rest.strip_prefix("not ").unwrap_or(rest);
            let verb = rest.split_whitespace().next().unwrap_or("");
            let lead = &lower[..i];
            let settled_lead = [
                "agreed",
                "talked it over",
                "talked it through",
                "discussed",
                "decided",
                "so yeah",
                "i think",
            ]
            .iter()
            .any(|w| lead.contains(w));
            verb.len() >= 5
                && verb.ends_with("ing")
                && verb.chars().all(|c| c.is_ascii_lowercase())
                && !NOT_PLANS.contains(&verb)
                && lead.split_whitespace().count() <= if settled_lead { 12 } else { 4 }
                // ("the Teams client we're packaging reports …": no plan inside a noun.)
                && (settled_lead
                    || lead.trim_end().is_empty()
                    || lead.trim_end().ends_with([',', '.', ':', ';', '—', '-', '!'])
                    || ["and", "so", "but", "ok", "okay", "yeah"].iter().any(|w| lead.trim_end().ends_with(w)))
                && (reason_follows(&lower[i..]) || lower[i..].split_once(" (").is_some_and(|(_, why)| why.split_whitespace().count() >= 3))
        })
    })
}

/// "after all that - the final beach scene at the lifeboat station, mainly because the
/// neighbours are already on side", "after all that faff it's the cheaper nappy supplier, mainly
/// cos …": a lead that says it was weighed, then what won and why.
fn settled_lead_choice(lower: &str) -> bool {
    let t = lower
        .trim_start()
        .trim_start_matches(|c: char| c.is_ascii_digit() || matches!(c, '#' | ')' | '.' | ' '));
    let t = ["btw ", "ok ", "okay ", "so ", "fyi ", "right ", "well "]
        .iter()
        .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t));
    [
        "after all that",
        "after sleeping on it",
        "having slept on it",
        "after much deliberation",
        "after all the back and forth",
    ]
    .iter()
    .any(|lead| {
        t.strip_prefix(lead).is_some_and(|rest| {
            [" because ", " cos ", " bc ", " cause ", " since ", ", mainly ", ", mostly "].iter().any(|d| {
                rest.split_once(d).is_some_and(|(what, why)| {
                    what.split_whitespace().filter(|w| w.chars().any(char::is_alphanumeric)).count() >= 2
                        && why.split_whitespace().count() >= 3
                })
            })
        })
    })
}

/// "On balance I think an early-career prize is the way forward", "the smaller hall is the
/// way to go": a person's choice, named before it.
fn way_forward(lower: &str) -> bool {
    ["is the way forward", "is the way to go", "is our way forward", "is the best way forward"].iter().any(
        |w| {
            lower.find(w).is_some_and(|i| {
                let before = lower[..i].rsplit([',', ';', ':', '—', '.']).next().unwrap_or("");
                before
                    .split_whitespace()
                    .filter(|w| !matches!(*w, "i" | "think" | "on" | "balance" | "really"))
                    .count()
                    >= 2
            })
        },
    )
}

/// "so yeah. renting the bigger dehumidifier, mostly because the small one barely moved the
/// readings", "Stripe, because the fees are lower": a choice named without a verb, then why.
fn choice_with_reason(lower: &str) -> bool {
    [
        ", mostly because ",
        ", because ",
        " because ",
        ", since ",
        ", mainly because ",
        " — honestly ",
        "; honestly ",
    ]
    .iter()
    .any(|d| {
        lower.split_once(d).is_some_and(|(head, why)| {
            let head = head.rsplit(". ").next().unwrap_or(head);
            let head = head.rsplit(": ").next().unwrap_or(head);
            // (A gerund or a choice between two: "my back hurts because …" chose nothing.)
            let first = head.split_whitespace().next().unwrap_or("");
            let chosen = (first.len() >= 5
                && first.ends_with("ing")
                && !["morning", "evening", "nothing", "something", "everything", "anything"]
                    .contains(&first))
                || [" over ", " instead of ", " rather than "].iter().any(|w| head.contains(w));
            chosen
                && head.split_whitespace().count() >= 2
                && why.split_whitespace().count() >= 3
                // (A gerund may take any verb after it: "selling the Golf before we go".)
                && ((first.ends_with("ing") && head.split_whitespace().count() <= 12 && !is_question(head))
                    || choice_phrase(head))
        })
    })
}

/// "going to use the portal's e-signature -- clients kept losing the paper authorizations": a
/// plan with its reason.
/// Does the intent `w` at `at` in `t` open a plan? "we just got back" and "we missed it" tell
/// what happened; "it's going to be cold" tells the weather (only a plan in "-ing" is one); a
/// bare "we" plans only after "ok", "right", "fine" or "for the record" ("so we …" tells a
/// story).
fn intent_fits(t: &str, at: usize, w: &str) -> bool {
    let after = &t[at + w.len()..];
    let first = after.split_whitespace().next().unwrap_or("");
    let bare_verb = |w: &str| {
        w.len() >= 2
            && w.chars().all(|c| c.is_ascii_lowercase())
            && !w.ends_with("ed")
            && !PAST_TENSE.contains(&w)
            && !AUX.contains(&w)
            && !matches!(
                w,
                "not" | "never" | "also" | "really" | "all" | "both" | "need" | "want" | "had" | "got"
                    // (Pasts that look like bare verbs: "ok we drove home because …".)
                    | "drove" | "flew" | "ate" | "sat" | "stood" | "slept" | "woke" | "fell" | "kept" | "lost"
                    | "spent" | "brought" | "caught" | "felt" | "began" | "broke" | "chose" | "forgot"
                    | "rode" | "threw" | "wore" | "understood" | "stayed" | "waited"
            )
    };
    match w {
        "we just " => bare_verb(first),
        "it's going to be " | "its going to be " => {
            first.ends_with("ing")
                || (first == "not" && after.split_whitespace().nth(1).is_some_and(|w| w.ends_with("ing")))
        }
        "we " => {
            bare_verb(first)
                && matches!(
                    t[..at].trim_end().trim_end_matches([',', ':', ' ']),
                    "for the record" | "ok" | "okay" | "right" | "fine" | "ok so" | "okay so" | "right so"
                )
                // "I've gone back and forth all morning and I think we X, mainly because Y", "ok
                // team, from tomorrow we X — Y".
                || (bare_verb(first)
                    && ["i think", "from tomorrow", "from now on", "from today", "starting tomorrow", "from next week"]
                        .iter()
                        .any(|w| t[..at].trim_end().trim_end_matches(',').ends_with(w)))
        }
        "we should just " | "i'd rather " | "id rather " | "i would rather " => bare_verb(first),
        // (Only as reported: "told them we'd X", "said we'd X"; "we'd love to", "we'd need"
        // choose nothing.)
        "we'd " => {
            bare_verb(&first.replace('-', ""))
                && !matches!(first, "love" | "like" | "prefer" | "rather" | "better" | "have" | "be")
                && t[..at].split_whitespace().rev().take(3).any(|w| {
                    matches!(w, "told" | "said" | "promised" | "agreed" | "confirmed" | "decided" | "tell")
                })
        }
        _ => true,
    }
}

fn intent_with_reason(lower: &str, assistant: bool) -> bool {
    let t = lower.trim_start();
    let led = ["ugh ok.", "ok.", "ok so", "ok", "so", "ugh", "fine,", "fine."]
        .iter()
        .find_map(|w| t.strip_prefix(w).map(|r| (*w, r)));
    // ("ok so we run the audit monthly, mainly because …": after an "ok", a bare "we" plans.)
    let owned;
    let t = match led {
        Some((w, rest)) if w.starts_with("ok") && rest.trim_start().starts_with("we ") => {
            owned = format!("ok {}", rest.trim_start());
            owned.as_str()
        }
        Some((_, rest)) => rest.trim_start(),
        None => t,
    };
    // ("fyi after the ops call we're gonna …": a word that only flags news is no part of the lead.)
    let t = ["fyi ", "fyi, ", "btw ", "btw, ", "heads up, ", "heads up ", "update: "]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .map_or(t, str::trim_start);
    let intents = [
        "going to ",
        "we're going to ",
        "we are going to ",
        "gonna ",
        "we'll ",
        // ("We will pay the tax out of the sale proceeds, because …".)
        "we will ",
        // ("told them we'd pre-scale the web pods every friday night cos …": a plan reported.)
        "we'd ",
        "i'm going to ",
        "im going to ",
        "i am going to ",
        // "righto we're going Colorbond Monument on the roofs, …".
        "we're going ",
        "i'm gonna ",
        "im gonna ",
        "we're gonna ",
        "i'll ",
        // "yes let's hand the licence paperwork to the accountant, she's …".
        "let's ",
        "lets ",
        "let us ",
        // "I think we just leave the heating on frost mode between guests because …".
        "we just ",
        "we should just ",
        // "it's going to be pre-recording the holiday episodes from now on, simply because …".
        "it's going to be ",
        "its going to be ",
        // "for the record we give the Hamburg LCL to Rhenus, because …" (after a short lead).
        "we ",
        // "after way too much back and forth I'd rather cut the second town; it would need four
        // more months of art".
        "i'd rather ",
        "id rather ",
        "i would rather ",
    ];
    // ("told the owners we'll do Boral …": a short report before the intent, four words at most.)
    // (A bare "going to" only opens it: "i think it's going to rain, …" is no plan.)
    let Some((at, intent)) = intents
        .iter()
        .filter_map(|w| {
            t.match_indices(w)
                .map(|(i, _)| i)
                .find(|&i| {
                    (i == 0 || (t[..i].ends_with(' ') && !matches!(*w, "going to " | "gonna ")))
                        && intent_fits(t, i, w)
                })
                .map(|i| (i, *w))
        })
        // (The longest intent where it starts: "we're going to", not "we're going".)
        .min_by_key(|&(i, w)| (i, std::cmp::Reverse(w.len())))
    else {
        return false;
    };
    // (The assistant's "I'll …" is its promise, not a choice, and its "let's …" a suggestion.)
    if assistant
        && matches!(
            intent,
            "i'll "
                | "i'm going to "
                | "im going to "
                | "i am going to "
                | "i'm gonna "
                | "im gonna "
                | "let's "
                | "lets "
                | "let us "
                | "we just "
                | "we should just "
                | "we "
                | "i'd rather "
                | "id rather "
                | "i would rather "
        )
    {
        return false;
    }
    let plan = &t[at..];

    // ("we'll see how it goes, …", "we'll keep you posted" plan nothing.)
    let mut next_two = plan[intent.len()..].split_whitespace();
    let kept = next_two.next() == Some("keep")
        && next_two
            .next()
            .is_some_and(|w| matches!(w, "you" | "in" | "an" | "me" | "us" | "it") || w.ends_with("ing"));
    // ("we'll let you know" plans nothing; "we'll let nights self-roster in January" does.)
    let mut next_two = plan[intent.len()..].split_whitespace();
    let let_know = next_two.next() == Some("let")
        && next_two
            .next()
            .is_some_and(|w| matches!(w, "you" | "me" | "us" | "them" | "him" | "her" | "it" | "everyone"));
    // ("we're gonna get a weekend cleaner from the agency, …": getting a thing is a plan.)
    let mut next_two = plan[intent.len()..].split_whitespace();
    let gets_thing = next_two.next() == Some("get") && next_two.next().is_some_and(gets_object);
    let hedge = kept
        || let_know
        || plan[intent.len()..]
            .split_whitespace()
            .next()
            .map(|w| w.trim_end_matches([',', '.', ':', ';']))
            .filter(|_| !gets_thing)
            .is_some_and(|w| {
                matches!(
                    w,
                    "see"
                        | "talk"
                        | "figure"
                        | "know"
                        | "find"
                        | "check"
                        | "sort"
                        | "deal"
                        | "get"
                        | "chat"
                        | "think"
                        | "have"
                        | "need"
                        | "be"
                        | "try"
                        | "ask"
                        | "look"
                        | "probably"
                        | "maybe"
                        | "bed"
                        | "sleep"
                        | "head"
                        | "crash"
                )
            });
    // ("Talked it over with the partner and we'll …", "mum agreed we'll …": a longer lead that
    // tells how it was settled.)
    let lead = &t[..at];
    let settled_lead = [
        "agreed",
        "talked it over",
        "talked it through",
        "talked until",
        "talked till",
        // "after talking it through with Kemi we're gonna …", "spoke to the vet and we'll …".
        "talking it through",
        "talking it over",
        "after talking",
        "after speaking",
        "after chatting",
        "after a chat",
        "had a chat",
        "spoke to",
        "spoke with",
        "chatted with",
        "discussed",
        "decided",
        "thrilled",
        "but ",
    ]
    .iter()
    .chain(SETTLING_LEADS)
    .any(|w| lead.contains(w));
    // ("I'll treat that as a fixed rule for …": after "I'll", only a plain reason is one.)
    let separators: &[&str] = if intent == "i'll " {
        &[
            " — ",
            " - ",
            "; ",
            " because ",
            " since ",
            " given that ",
            " cos ",
            " bc ",
            " cause ",
            " cuz ",
            ", mostly ",
            ", mainly ",
        ]
    } else {
        &[
            " -- ",
            " — ",
            " - ",
            ", ",
            "; ",
            " because ",
            " since ",
            " given that ",
            " cos ",
            " bc ",
            " cause ",
            " cuz ",
            " as ",
        ]
    };
    // "Brand new HP ProBooks was the plan but I'll buy refurbished Latitudes instead": one
    // option over another is a choice, reason or not.
    let instead = contains_word(plan, "instead") && !plan.contains("instead of asking");
    // ("before I forget - so we're gonna …": what stands before a stop is no part of the lead.)
    let after_stop = [": ", " - ", " — ", " -- "]
        .iter()
        .filter_map(|d| lead.rfind(d).map(|i| &lead[i + d.len()..]))
        .min_by_key(|rest| rest.len())
        .is_some_and(|rest| rest.split_whitespace().count() <= 2 && lead.split_whitespace().count() <= 14);
    !hedge
        && (after_stop || lead.split_whitespace().count() <= if settled_lead { 12 } else { 4 })
        && (instead
            || separators
                .iter()
                .any(|d| plan.split_once(d).is_some_and(|(_, why)| why.split_whitespace().count() >= 3)))
}

/// Leads that tell a choice was just made, whatever plan follows them: "decision made, we stop
/// taking subs in cash", "so i've thought about it and lets order …", "after thinking about it
/// all night: going cashless …", "talked w my wife, opening with dinner only …".
const SETTLING_LEADS: &[&str] = &[
    // "told the couple we're cutting the guest list to 110; …": the choice, told to others.
    "told ",
    "informed ",
    "let them know ",
    "decision made",
    "decision's made",
    "sleeping on it",
    "changed my mind",
    "change of plan",
    "verdict",
    // "Tell the agent I'm switching the locks to PIN codes only; …".
    "tell ",
    "made up my mind",
    "made my mind up",
    "mind's made up",
    "mind is made up",
    "made up our minds",
    "thought about it",
    "thinking about it",
    "thought it over",
    "thought it through",
    "slept on it",
    "after all that",
    "back and forth but",
    "back and forth, but",
    // "after a lot of back and forth with the committee we're going to …", "after a long talk
    // with my cofounder we will …".
    "back and forth with",
    // "After a lot of back and forth I'm going to drop the saturday market …".
    "lot of back and forth",
    // "I've gone back and forth all morning and I think we …".
    "gone back and forth",
    "going back and forth",
    "lots of back and forth",
    "much back and forth",
    "all the back and forth",
    "bit of back and forth",
    "after the back and forth",
    // "Made a call on this one: I'll bill the retest as a separate invoice".
    "made a call",
    "made the call",
    "making the call",
    // "right then. we put the truss lift back to Friday, …": so be it.
    "right then",
    // "option 2. we swap the loft stairs for a winder, …": the assistant's options, one picked.
    "option 1",
    "option 2",
    "option 3",
    "option one",
    "option two",
    "option three",
    "option a",
    "option b",
    "first option",
    "second option",
    "long talk",
    "long chat",
    "long discussion",
    "much debate",
    "talked it over",
    "talked it through",
    "talked w ",
    "talked with ",
    "talked to ",
    "spoke with ",
    "spoke to ",
    "discussed it",
    "agreed",
    "voted",
    // "band vote done, we're streaming the Glasgow night", "after going round in circles — we
    // are skipping the Dublin hotel".
    "vote done",
    "vote is in",
    "vote's in",
    "round in circles",
    "in the end",
    "all things considered",
    "dithering",
    "on balance",
    "sensible thing",
    "final answer",
    "final call",
    "decided",
];

/// Verbs after "we" that make no plan: "we need …", "we had …", "we keep forgetting".
const NOT_PLAN_VERBS: &[&str] = &[
    "are",
    "were",
    "was",
    "is",
    "be",
    "have",
    "had",
    "has",
    "need",
    "needs",
    "can",
    "could",
    "should",
    "would",
    "will",
    "might",
    "may",
    "must",
    "do",
    "did",
    "does",
    "don't",
    "dont",
    "didn't",
    "got",
    "get",
    "think",
    "know",
    "knew",
    "want",
    "wanted",
    "also",
    "still",
    "just",
    "really",
    "all",
    "both",
    "only",
    "usually",
    "always",
    "never",
    "often",
    "tried",
    "found",
    "saw",
    "said",
    "heard",
    "came",
    "went",
    "love",
    "like",
    "hate",
    "feel",
    "felt",
    "hope",
    "wish",
    "guess",
    "mean",
    "agreed",
    "decided",
    "talked",
    "spoke",
    "discussed",
    "thought",
    "see",
    "look",
    "looked",
    "seem",
    "ran",
    "lost",
    "used",
    "so",
    "and",
    "but",
    "then",
    "now",
    "probably",
    "maybe",
    "already",
    "barely",
    "hardly",
    "can't",
    "cant",
    "won't",
    "wont",
    "should've",
    "haven't",
    "havent",
    "aren't",
    "arent",
    "weren't",
    "wasn't",
    "gotta",
    "kinda",
    "sorta",
    "ever",
    "even",
    "each",
    "definitely",
    "totally",
];

/// After "get", the start of a thing to get ("get a weekend cleaner", "get the wired probes"):
/// a plan, where "get back to you" or "get to it" is none.
fn gets_object(next: &str) -> bool {
    matches!(
        next,
        "a" | "an" | "the" | "another" | "new" | "two" | "three" | "extra" | "proper" | "our" | "some"
    )
}

/// Verbs after "let's" or "going to" that settle nothing: "let's see", "going to need".
const HEDGE_VERBS: &[&str] = &[
    "see", "talk", "figure", "know", "find", "check", "sort", "deal", "get", "chat", "think", "have", "need",
    "be", "let", "try", "ask", "look", "probably", "maybe", "wait", "hope", "leave",
    // ("going to bed now, long day tomorrow").
    "bed", "sleep", "head", "crash", "pop", "grab", "run",
];

/// Does `t` (lower case) open with a plan of the speaker's: "we stop taking subs", "lets order
/// the away kit", "going to drop the cheaper material", "we're scrapping …", "going cashless …"?
/// The assistant's own "I'll …" is its promise, not a choice.
pub fn plan_clause(t: &str, assistant: bool) -> bool {
    let t =
        t.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ':' | '—' | '-' | ';' | '.'));
    let t = ["and ", "so ", "but ", "ok ", "okay ", "right ", "yeah ", "also ", "anyway "]
        .iter()
        .fold(t, |t, w| t.strip_prefix(w).unwrap_or(t))
        .trim_start_matches([',', ' ']);
    let words: Vec<&str> = t.split_whitespace().map(|w| w.trim_end_matches([',', '.', ';', ':'])).collect();
    let verb_at = |k: usize| words.get(k).copied().unwrap_or("");
    // ("going to let the U12s wear last season's kit"; not "let me know".)
    let let_plan = |k: usize| {
        verb_at(k) == "let" && !matches!(verb_at(k + 1), "me" | "you" | "us" | "it" | "them" | "that")
    };
    // ("we're gonna get a weekend cleaner from the agency"; not "we'll get back to you".)
    let get_plan = |k: usize| verb_at(k) == "get" && gets_object(verb_at(k + 1));
    // ("we'll keep you posted", "let's keep in touch": no plan.)
    let keep_hedge = words.windows(2).any(|w| {
        w[0] == "keep"
            && (matches!(w[1], "you" | "in" | "an" | "it" | "that" | "this" | "me" | "us")
                || w[1].ends_with("ing"))
    });
    let good_verb = |v: &str| {
        !(v == "keep" && keep_hedge)
            && v.len() >= 2
            && v.chars().all(|c| c.is_ascii_lowercase())
            && !HEDGE_VERBS.contains(&v)
            && !NOT_PLAN_VERBS.contains(&v)
    };
    let gerund = |v: &str| {
        v.len() >= 5
            && v.ends_with("ing")
            && v.chars().all(|c| c.is_ascii_lowercase())
            && ![
                "running",
                "sitting",
                "pending",
                "outstanding",
                "ongoing",
                "upcoming",
                "including",
                "according",
                "regarding",
                "concerning",
                "following",
                "remaining",
                "existing",
                "missing",
                "interesting",
                "amazing",
                "exciting",
                "boring",
                "annoying",
                "confusing",
                "willing",
                "morning",
                "evening",
                "nothing",
                "something",
                "everything",
                "anything",
                "thing",
                "during",
                "string",
                "bring",
                "spring",
                "ceiling",
                "building",
                "meeting",
                "wedding",
                "ring",
                "king",
                "thinking",
                "wondering",
                "hoping",
                "waiting",
                "feeling",
                "trying",
                "going",
                "getting",
                "being",
                "having",
                "looking",
                "working",
                "dealing",
                "talking",
                "struggling",
                "still",
                // ("Pasting the registrations that came in since Friday — a few look odd":
                // what the message itself does, no plan.)
                "pasting",
                "forwarding",
                "attaching",
                "copying",
                "quoting",
                "dumping",
                "sharing",
            ]
            .contains(&v)
    };
    // The assistant's "Keeping a short log per run — …", "let's …", "going to …" advise; only
    // what it says back with "we" ("Understood — we move training …") is the person's choice.
    if assistant && !matches!(words.first(), Some(&("we" | "we're" | "we'll" | "were" | "is"))) {
        return false;
    }
    match words.as_slice() {
        ["let's" | "lets", v, ..] => good_verb(v) || get_plan(1),
        ["let", "us", v, ..] => good_verb(v) || get_plan(2),
        ["we'll", v, ..] => good_verb(v) || verb_at(1) == "go" || get_plan(1),
        ["we", "will", v, ..] => good_verb(v) || get_plan(2),
        ["we're" | "were", "going", "to", v, ..] => good_verb(v) || let_plan(3) || get_plan(3),
        ["we", "are", "going", "to", v, ..] => good_verb(v) || let_plan(4) || get_plan(4),
        ["i'm" | "im", "going", "to", v, ..] => good_verb(v) || let_plan(3) || get_plan(3),
        ["i", "am", "going", "to", v, ..] => good_verb(v) || let_plan(4) || get_plan(4),
        ["i'll", v, ..] => good_verb(v) || get_plan(1),
        ["i", "will", v, ..] => good_verb(v) || get_plan(2),
        ["going", "to", v, ..] => good_verb(v) || let_plan(2) || get_plan(2),
        // ("I think the sensible thing, on balance, is to take the train").
        ["is", "to", v, ..] => good_verb(v),
        ["gonna", v, ..] => good_verb(v) || let_plan(1) || get_plan(1),
        ["we're" | "we", "gonna", v, ..] | ["i'm" | "im", "gonna", v, ..] => good_verb(v) || get_plan(2),
        ["we're" | "we", "not", v, ..] | ["we", "are", "not", v, ..] => gerund(v),
        ["i'm" | "im", "not", v, ..] => gerund(v),
        ["we're", v, ..] | ["we", "are", v, ..] => gerund(v),
        ["i'm" | "im", v, ..] => gerund(v),
        ["we", v, ..] => good_verb(v) && !v.ends_with("ed") && !v.ends_with('s'),
        // ("going cashless", "going w lightspeed"; not "going to bed", "going back and forth".)
        ["going", w, ..] => !matches!(
            *w,
            "to" | "back"
                | "through"
                | "on"
                | "over"
                | "out"
                | "away"
                | "home"
                | "in"
                | "into"
                | "up"
                | "down"
                | "for"
                | "round"
                | "around"
                | "well"
                | "ok"
                | "okay"
                | "fine"
                | "great"
                | "badly"
                | "crazy"
                | "mad"
                | "nuts"
                | "slowly"
                | "fast"
                | "smoothly"
                | "off"
                | "under"
                | "wrong"
                | "right"
        ),
        // ("Not renewing with Harrow & Pike, since their fees went up again").
        ["not", v, _, ..] => gerund(v),
        [v, _, ..] => gerund(v),
        _ => false,
    }
}

/// Does `sentence` state a plan where it starts, after a short lead ("ok so, right, we use the
/// locum agency for January.")? Its reason may come in the next sentence.
pub fn opens_with_plan(sentence: &str, assistant: bool) -> bool {
    let t = sentence.trim_start().to_lowercase();
    // ("nah lets get the timber frame lads back": words that only open it, unmarked.)
    let t = without_openers(&t);
    after_short_leads(t, &[',', ':', '—'])
        .any(|k| t[k..].split_whitespace().nth(2).is_some() && plan_clause(&t[k..], assistant))
        // "我打算不再收家里做的熟食", "我们准备换一家快递".
        || ["我打算", "我们打算", "我准备", "我们准备", "打算"].iter().any(|w| {
            t.strip_prefix(w).is_some_and(|rest| rest.chars().filter(|&c| is_cjk(c)).count() >= 4)
        })
}

/// A reason after a plan: " because …", " — …", "; …" with three words or more (a comma, "as"
/// and "bc of course" give none).
fn plan_reason(plan: &str) -> bool {
    [" -- ", " — ", " - ", "; ", " because ", " since ", " given that ", " cos ", " bc ", " coz ", " cuz "]
        .iter()
        .any(|d| {
            plan.split_once(d)
                .is_some_and(|(_, why)| why.split_whitespace().count() >= 3 && !why.starts_with("of course"))
        })
}

/// Where the plan of a decision starts, after the lead that tells how it was settled ("Dennis
/// and I talked it over at breakfast and we're going to fly out …" → "fly out …"), with its
/// subject and "going to" left out; `None` when no lead goes or the lead names an identifier.
pub fn plan_start(line: &str) -> Option<usize> {
    let lower = lower_in_place(line)?;
    let subjects = [
        "we're going to ",
        "we are going to ",
        "i'm going to ",
        "im going to ",
        "going to ",
        "we're gonna ",
        "i'm gonna ",
        "gonna ",
        "we'll ",
        "we will ",
        "i'll ",
        "let's ",
        "lets ",
        "let us ",
        "we're ",
        "we are ",
        "i'm ",
        "we ",
        "i ",
    ];
    let mut best = None;
    for k in
        std::iter::once(0).chain(lower.match_indices([' ', ',', ':', ';', '—']).map(|(k, m)| k + m.len()))
    {
        let clause = lower[k..].trim_start_matches([' ', ',', ':', ';', '—', '-']);
        let clause =
            ["and ", "so ", "but ", "then "].iter().fold(clause, |c, w| c.strip_prefix(w).unwrap_or(c));
        let at = lower.len() - clause.len();
        if lower[..at].split_whitespace().count() > 16 {
            break;
        }
        let opens = at == 0
            || lower[..at].trim_end().ends_with([',', ':', ';', '—', '-', '.', '!'])
            || subjects.iter().any(|s| clause.starts_with(s));
        if opens && clause.split_whitespace().count() >= 3 && plan_clause(clause, false) {
            let skip = subjects.iter().find(|s| clause.starts_with(**s)).map_or(0, |s| s.len());
            best = Some(at + skip);
            break;
        }
    }
    // ("After a long discussion with the vets this morning, we are going to run the training
    // in-house": the line is a decision already, so any verb after a plan's subject starts it,
    // "run" and "wait" too.)
    let subject_verb = PLAN_SUBJECTS.iter().find_map(|subject| {
        let k = lower.match_indices(subject).map(|(k, _)| k).find(|&k| {
            !lower[..k].ends_with(|c: char| c.is_alphanumeric() || c == '\'')
                && lower[..k].split_whitespace().count() <= 16
        })?;
        let after = &lower[k + subject.len()..];
        let verb = after.split_whitespace().next()?;
        (verb.len() >= 2
            && verb.chars().all(|c| c.is_ascii_lowercase())
            && !["be", "see", "have", "need", "probably", "maybe", "know", "think", "hope", "let"]
                .contains(&verb)
            && after.split_whitespace().count() >= 3)
            .then_some(k + subject.len())
    });
    // ("I have told the team we will run the training in-house; sending everyone out would
    // mean closing for a day": the plan is the one its subject opens, not the reason after it.)
    let best = match (best, subject_verb) {
        (Some(b), Some(v)) if v < b => Some(v),
        (b, v) => b.or(v),
    };
    // ("Following our chat last night: switch the prints to Photo Rag", "made my mind up over
    // coffee: shoot on the silent shutter only": a lead that tells how it was settled, then the
    // choice after its colon.)
    let best = best.or_else(|| {
        let (lead, _) = line.split_once(": ")?;
        let words: Vec<String> = lead
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase())
            .collect();
        let after = line[lead.len() + 2..].trim_start();
        (words.len() <= 8
            && words.iter().any(|w| SETTLING_LEAD.contains(&w.as_str()))
            && lead.split_whitespace().skip(1).all(|w| !w.starts_with(char::is_uppercase))
            && after.starts_with(|c: char| c.is_lowercase())
            && after.split_whitespace().count() >= 3)
            .then(|| line.len() - after.len())
    });
    let at = best?;
    // (A condition or a negation before the plan is part of it: "if legal agrees we'll go with
    // Kestrel".)
    let lead_says = lower[..at].split(|c: char| !c.is_alphanumeric() && c != '\'').any(|w| {
        matches!(
            w,
            "if" | "unless"
                | "once"
                | "provided"
                | "assuming"
                | "when"
                | "until"
                | "only"
                | "not"
                | "never"
                | "no"
        ) || w.ends_with("n't")
    });
    (at > 0
        && !lead_says
        && identifiers(&line[..at]).is_empty()
        && line[at..].split_whitespace().count() >= 3)
        .then_some(at)
}

/// Subjects after which a decision's plan starts, whatever its verb: "we are going to run …",
/// "plan is to buy …".
const PLAN_SUBJECTS: &[&str] = &[
    "we're going to ",
    "we are going to ",
    "i'm going to ",
    "we're gonna ",
    "i'm gonna ",
    "we'll ",
    "we will ",
    "i'll ",
    "let's ",
    "plan is to ",
];

/// Words of a lead that tells how a choice was settled ("following our chat last night:",
/// "reversing myself:", "decision for the ward meeting minutes:").
const SETTLING_LEAD: &[&str] = &[
    "decision",
    "decided",
    "plan",
    "chat",
    "call",
    "meeting",
    "talk",
    "discussion",
    "mind",
    "myself",
    "following",
    "huddle",
    "agreed",
    "settled",
    "final",
    "verdict",
    "conclusion",
    "outcome",
    "update",
    "change",
];

/// A decision cut to its choice and its reason, a few words each ("fly out only after
/// completion — we don't want to sign things from Kyoto"), for when room is short.
pub fn clip_decision(line: &str, words: usize) -> String {
    for sep in [
        " — ",
        " -- ",
        " - ",
        "; ",
        ", mostly because ",
        ", mainly because ",
        " because ",
        " since ",
        " bc ",
        ". ",
        ", ",
    ] {
        if let Some((choice, why)) = line.split_once(sep) {
            if choice.split_whitespace().count() < 2 || why.split_whitespace().count() < 2 {
                continue;
            }
            let why = why.trim_start_matches(|c: char| !c.is_alphanumeric());
            let why = ["reason: ", "because ", "mostly because ", "mainly because ", "since "]
                .iter()
                .fold(why, |w, p| w.strip_prefix(p).unwrap_or(w));
            let clip = |t: &str| {
                let all: Vec<&str> = t.split_whitespace().collect();
                if all.len() <= words {
                    t.trim_end_matches(['.', ' ']).to_string()
                } else {
                    format!("{}…", all[..words].join(" "))
                }
            };
            let out = format!("{} — {}", clip(choice), clip(why));
            return if out.chars().count() < line.chars().count() { out } else { line.to_string() };
        }
    }
    clip_words(line, words * 2)
}

/// A plan with its reason, or a plan after a lead that settles it: "um so after all that faff
/// we're going to switch the member database to Airtable because nobody else can open the
/// Access file", "Understood — we move training to Tuesday nights, since …", "Decision made, we
/// stop taking subs in cash."
fn settled_plan(lower: &str, assistant: bool) -> bool {
    let t = lower.trim_start();
    // A lead that settles it: the plan follows it (or a comma, colon or dash after it).
    for lead in SETTLING_LEADS {
        for i in find_all(t, lead) {
            if i > 0 && !t[..i].ends_with([' ', ',', '.', ':', '(']) {
                continue;
            }
            let rest = &t[i + lead.len()..];
            // ("agreed with the plumber that he'd come Tuesday": a plan only where a clause starts.)
            // ("after all that faff we're going to …": a word or two may close the lead.)
            // (Inside a clause only a plan with its subject counts: "what was agreed, what's
            // pending" holds none.)
            let subject = |clause: &str| {
                clause.split_whitespace().next().is_some_and(|w| {
                    matches!(
                        w,
                        "we" | "i"
                            | "let's"
                            | "lets"
                            | "let"
                            | "we're"
                            | "i'm"
                            | "im"
                            | "we'll"
                            | "i'll"
                            | "going"
                            | "gonna"
                    )
                })
            };
            let starts = std::iter::once((0, true))
                .chain(rest.match_indices(' ').map(|(k, _)| (k + 1, false)).take(7))
                .chain(rest.match_indices([',', ':', '—', ';']).map(|(k, m)| (k + m.len(), true)))
                .chain(rest.match_indices(" and ").map(|(k, _)| (k + 5, true)))
                .chain(rest.match_indices(" - ").map(|(k, _)| (k + 3, true)))
                .chain(rest.match_indices(" -- ").map(|(k, _)| (k + 4, true)))
                .take_while(|&(k, _)| k <= 400 && rest[..k].split_whitespace().count() <= 8);
            for (k, opens) in starts {
                let clause = &rest[k..];
                // ("thought about it overnight and I want to publish minutes only as PDFs":
                // after such a lead, what one wants is the plan.)
                // ("agreed, go ahead and move it to crack monitoring": what they are told to go
                // ahead with, too.)
                let wanted = ["i want to ", "we want to ", "go ahead and "]
                    .iter()
                    .find_map(|w| clause.strip_prefix(w))
                    .map(|plan| format!("i'll {plan}"));
                let clause = wanted.as_deref().unwrap_or(clause);
                if clause.split_whitespace().count() >= 3
                    && (opens || subject(clause))
                    && plan_clause(clause, assistant)
                {
                    return true;
                }
                // "committee agreed last night to scrap the banner": to, then the plan.
                if k == 0
                    && let Some(to) = clause.find(" to ")
                    && clause[..to].split_whitespace().count() <= 3
                    && !clause[..to].contains(['(', ',', '—'])
                    && !clause[to + 4..].split_whitespace().next().is_some_and(|v| {
                        matches!(
                            v,
                            "what"
                                | "the"
                                | "a"
                                | "an"
                                | "this"
                                | "that"
                                | "it"
                                | "them"
                                | "him"
                                | "her"
                                | "me"
                                | "us"
                                | "you"
                                | "everyone"
                                | "all"
                                | "my"
                                | "our"
                                | "your"
                                | "their"
                                | "his"
                                | "its"
                                | "be"
                        )
                    })
                    && clause[to + 4..].split_whitespace().next().is_some_and(|v| {
                        v.chars().all(|c| c.is_ascii_lowercase())
                            && !HEDGE_VERBS.contains(&v)
                            && !NOT_PLAN_VERBS.contains(&v)
                    })
                    && lead.trim() == "agreed"
                {
                    return true;
                }
            }
        }
    }
    // Else a plan where the sentence (or a clause after a short lead) starts, with why.
    let starts = std::iter::once(0).chain(t.match_indices([',', ':', '—']).map(|(k, m)| k + m.len()));
    // (The words before a start only grow, so the scan stops at the first start past four.)
    let with_why = |clause: &str| {
        plan_clause(clause, assistant)
            && (plan_reason(clause)
                || clause.split_once(" (").is_some_and(|(_, why)| why.split_whitespace().count() >= 3))
    };
    starts.take_while(|&k| k <= 200 && t[..k].split_whitespace().count() <= 4).any(|k| with_why(&t[k..]))
        // ("the frost got the chard again last night and we're going to buy the second-hand
        // wheel hoe because the new one's on backorder", "… who knew and then other thing we're
        // going to put solar on the barn roof now because the scaffolding's already up": a plan
        // of the person's that its subject opens, with why, however long the news before it.)
        || (!assistant
            && PLAN_SUBJECTS.iter().any(|subject| {
                t.match_indices(subject)
                    .map(|(k, _)| k)
                    .take_while(|&k| k <= 400)
                    .any(|k| k > 0 && t[..k].ends_with([' ', ',', ';', '—']) && with_why(&t[k..]))
            }))
}

/// "thought about it overnight.", "Decision made.", "ok, slept on it.": a sentence that only
/// tells a choice was made (the choice is in the next sentence).
pub fn settling_lead_only(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    let t = lower.trim_end_matches(['.', ':', '!', '-', '—', ' ', ',']);
    let words = t.split_whitespace().count();
    // ("ok decided - put the sensors on solar packs" says its choice itself.)
    let says_more = [":", " - ", " — ", ";", ","]
        .iter()
        .any(|d| t.split_once(d).is_some_and(|(_, rest)| rest.split_whitespace().count() >= 3));
    (1..=8).contains(&words)
        && !says_more
        // ("my manager finally agreed to it." settles the plan before it.)
        && !agrees_to_it(sentence)
        && !is_question(sentence)
        && identifiers(sentence).is_empty()
        // The lead is most of it: "made a call on this one", not "final answer wiring ethernet to
        // every screen" or "board voted and it's Harbor Sound Rentals" (which say the choice).
        && (SETTLING_LEADS.iter().any(|l| {
            let l = l.trim_end();
            contains_word(t, l) && words <= l.split_whitespace().count() + 3
        }) || t == "decision time")
        // ("we agreed on Tuesday" says what was agreed.)
        && !t.split_whitespace().any(|w| w == "we")
}

/// Does `sentence` open with a choice: a plan ("we stop …", "going to …"), an order ("sell the
/// old rotavator", "use the school van") or a choice named without a verb?
pub fn opens_as_choice(sentence: &str, assistant: bool) -> bool {
    let lower = sentence.trim_start().to_lowercase();
    // ("done, not discussing it again" settles; it chooses nothing.)
    !settled_alone(&lower)
        && !ends_settled(&lower)
        && !is_reason(sentence)
        && (opens_with_plan(sentence, assistant)
            || (!assistant && !is_question(sentence) && order_after_lead(&lower, "", false))
            || choice_phrase(sentence))
}

/// A talk, then "it's X": the choice it settled.
fn discussed_then_chose(lower: &str) -> bool {
    DISCUSSED.iter().chain(&["talked to ", "talked with ", "spoke to ", "spoke with "]).any(|d| {
        lower.find(d).is_some_and(|i| {
            let rest = &lower[i + d.len()..];
            let talked = !DISCUSSED.contains(d);
            // "talked to my partner and yeah the 250g bags for retail because the market crowd
            // won't pay for a full kilo": a yes after the talk, the choice and why.
            let yeah = [" and yeah ", " and yep ", ", yeah ", ", yep "].iter().any(|w| {
                rest.find(w).is_some_and(|j| {
                    rest[..j].split_whitespace().count() <= 4
                        && [" because ", " bc ", " since ", " cos ", " cuz "].iter().any(|r| {
                            rest[j + w.len()..].split_once(r).is_some_and(|(choice, why)| {
                                choice.split_whitespace().count() >= 2 && why.split_whitespace().count() >= 3
                            })
                        })
                })
            });
            yeah || !talked
                && [" it's ", " its ", " it is "].iter().any(|w| {
                    rest.find(w).is_some_and(|j| {
                        rest[..j].split_whitespace().count() <= 4
                            && rest[j + w.len()..].split_whitespace().next().is_some_and(|n| {
                                let n = n.trim_matches(|c: char| !c.is_alphanumeric());
                                !NOT_A_CHOICE.contains(&n) && !NOT_CHOSEN.contains(&n)
                            })
                    })
                })
        })
    })
}

/// "Noted - you'll block-book agency for nights since the bank fill rate keeps dropping": the
/// assistant saying back the person's plan and its reason.
fn noted_plan(lower: &str) -> bool {
    ["noted", "got it", "understood", "ok, noted", "okay, noted"].iter().any(|lead| {
        lower.trim_start().strip_prefix(lead).is_some_and(|rest| {
            let rest = rest.trim_start_matches([' ', '-', '—', ',', ':', '.']);
            ["you'll ", "you're going to ", "we'll ", "you are going to "].iter().any(|p| {
                rest.strip_prefix(p).is_some_and(|plan| {
                    [" since ", " because ", " as ", " — ", ", since ", ", because "].iter().any(|r| {
                        plan.split_once(r).is_some_and(|(_, why)| why.split_whitespace().count() >= 3)
                    })
                })
            })
        })
    })
}

/// "同意，记下了：月结，理由是对账方便": a choice with its reason named, and no rule in it.
/// "院长也同意了，便宜的那款印模材料不用了", "委员会通过了：网站换成便宜的套餐", "跟老婆商量了，装修款分四次付":
/// who agreed, then what; "明白，那就买那套Mesh路由，因为…": then that, with why.
/// "想了一晚上，还是冷链直接跟承运商订", "我觉得还是四月出发不赶三月比较稳妥", "以后就叉车复训改成内部做了，主要是…":
/// a choice after thinking it over, judged the safer one, or changed to, with why.
/// "建议先把实验表格的框架定下来", "这个决定挺合理的，理由也站得住", "这些都不用今晚就决定",
/// "先写需要他们做的决定": the assistant's advice on how to choose, its view of a choice the person
/// made, or decisions as a thing it speaks of, make none. Its
/// record of one does ("记下了：月结，理由是对账方便", "那就这么定了：…").
fn cjk_advice_on_choice(lower: &str) -> bool {
    const ADVICE: &[&str] = &["建议", "一般", "常见", "通常", "往往", "最好", "不一定", "不用", "可以考虑"];
    const RECORDS: &[&str] =
        &["记下", "记为", "记录一下", "确认一下决定", "拍板了", "就这么定", "那就", "结论"];
    let view = lower.match_indices("这个决定").any(|(i, w)| {
        let rest = &lower[i + w.len()..];
        ["挺", "很", "没问题", "合理", "清楚", "不错"].iter().any(|v| rest.starts_with(v))
    }) || ["做的决定", "做决定", "的决定"].iter().any(|w| lower.contains(w));
    lower.chars().any(is_cjk)
        && (view || ADVICE.iter().any(|w| lower.contains(w)))
        && !RECORDS.iter().any(|w| lower.contains(w))
}

fn cjk_thought_choice(lower: &str) -> bool {
    // ("想了一晚上，灌溉控制器选本地版的，因为不想依赖云服务": thought over, then a choice
    // with why.)
    let thought = ["想了", "考虑了", "琢磨了", "纠结了", "商量了", "来回想", "睡了一觉"].iter().any(|w| {
        lower.find(w).is_some_and(|i| {
            let rest = &lower[i..];
            rest.contains("还是")
                || ["，因为", "，毕竟", "，主要是"].iter().any(|r| {
                    rest.find(r).is_some_and(|j| {
                        // (A choice between the thinking and the reason.)
                        rest[..j]
                            .split_once(['，', ','])
                            .is_some_and(|(_, choice)| choice.chars().filter(|&c| is_cjk(c)).count() >= 4)
                    })
                })
        })
    });
    let safer = lower.contains("还是")
        && ["比较稳妥", "比较好", "更稳妥", "更靠谱", "比较靠谱"].iter().any(|w| lower.contains(w));
    // ("老板同意给工厂付加急费，因为…", "以后再买一台NAS做备份，毕竟…": agreed to, or from now
    // on, with why.)
    let changed = (["改成", "换成", "改用", "定成", "倾向", "以后再"].iter().any(|w| lower.contains(w))
        || (lower.contains("同意") && !lower.contains("不同意")))
        && ["主要是", "因为", "毕竟"].iter().any(|w| lower.contains(w));
    // "算了，旧路由器改成AP吧，地下室没信号": a grudging "算了", the choice with 吧, then why.
    let grudging = ["算了，", "算了,", "行吧，", "好吧，"].iter().any(|w| {
        lower.strip_prefix(w).is_some_and(|rest| {
            rest.split_once("吧").is_some_and(|(choice, why)| {
                choice.chars().filter(|&c| is_cjk(c)).count() >= 3
                    && why.starts_with(['，', ','])
                    && why.chars().filter(|&c| is_cjk(c)).count() >= 4
            })
        })
    });
    // "不纠结了，清洁费到五一之前都不涨，客人已经在抱怨额外收费了": no more of it, then the
    // choice.
    let done_first = lower.split_once(['，', ',']).is_some_and(|(first, rest)| {
        not_again(first.trim()) && rest.chars().filter(|&c| is_cjk(c)).count() >= 4
    });
    // "那个事我想好了就把kinfile装到树莓派上吧主要是树莓派反正一天到晚开着": made up one's mind,
    // the choice (就…吧), then why, dictated without a stop.
    let made_up = ["想好了", "决定好了", "打定主意"].iter().any(|w| {
        lower.split_once(w).is_some_and(|(_, rest)| {
            rest.split_once('吧').is_some_and(|(choice, why)| {
                choice.chars().filter(|&c| is_cjk(c)).count() >= 4
                    && ["主要是", "因为", "毕竟"]
                        .iter()
                        .any(|r| why.trim_start_matches(['，', ',', ' ']).starts_with(r))
            })
        })
    });
    // "就学生住村里小学，没别的办法，主要是…", "行吧行吧，X，我让步只是因为…", "明天的安排：X，
    // 因为…": a choice after 就, a grudging yes or a plan's label, then why.
    let why_after = |rest: &str| {
        ["，因为", "，主要是", "，毕竟", "只是因为"].iter().any(|r| {
            rest.find(r).is_some_and(|j| {
                rest[..j].chars().filter(|&c| is_cjk(c)).count() >= 4
                    && rest[j..].chars().filter(|&c| is_cjk(c)).count() >= 6
            })
        })
    };
    let led = ["就", "行吧行吧，", "好吧好吧，", "算了算了，"]
        .iter()
        .any(|w| lower.strip_prefix(w).is_some_and(|rest| !rest.starts_with("是") && why_after(rest)))
        || ["的安排：", "的计划：", "安排：", "计划：", "明天开始", "从明天起", "从今天起", "下周开始"]
            .iter()
            .any(|w| lower.split_once(w).is_some_and(|(_, rest)| why_after(rest)));
    thought || safer || changed || grudging || done_first || made_up || led
}

/// "又是我……我决定了哈", "想好了": a clause that ends by saying a choice is made (the choice
/// comes after it).
fn cjk_settled_lead(text: &str) -> bool {
    let t = text.trim().trim_end_matches(|c: char| {
        matches!(c, '，' | ',' | '：' | ':' | '。' | '！' | '!' | '哈' | '啊' | '吧' | '呀' | '呢' | ' ')
    });
    ["决定了", "想好了", "想通了", "定了", "拍板了", "决定"].iter().any(|w| t.ends_with(w))
}

fn cjk_agreed_plan(lower: &str) -> bool {
    let agreed = [
        "同意了",
        "通过了",
        "商量了",
        "商量好了",
        "商量过了",
        "讨论过了",
        "沟通过了",
        "聊过了",
        "想好了",
        "说好了",
        "拍板了",
        "想清楚了",
        "考虑好了",
        // "睡了一觉想通了，Jellyfin挪到N100小主机上跑", "奶茶店的事我同意，案子先不结吧".
        "想通了",
        "我同意",
    ];
    let after = |w: &str| {
        lower.match_indices(w).any(|(i, m)| {
            let rest = lower[i + m.len()..].trim_start_matches(['，', '：', ':', ',', ' ', '—']);
            lower[i + m.len()..].starts_with(['，', '：', ':', ',', '—'])
                && rest
                    .split(['。', '！', '？'])
                    .next()
                    .is_some_and(|c| c.chars().filter(|&c| is_cjk(c)).count() >= 4)
        })
    };
    agreed.iter().any(|w| after(w))
        || lower.find("那就").is_some_and(|i| {
            let rest = &lower[i + "那就".len()..];
            !rest.starts_with(['是', '好', '这', '麻', '行', '算'])
                && CJK_SETTLERS.iter().take(3).any(|r| rest.contains(r))
        })
}

fn cjk_reasoned_choice(lower: &str) -> bool {
    // (A clause that opens with its reason gives the reason of what came before it.)
    // "还是关掉老的2.4G信号，主要是投影仪老是被它挤掉线": a choice (还是), then its reason.
    let mainly = lower.find("还是").is_some_and(|i| lower[i..].contains("，主要是"));
    (mainly
        || ["理由是", "原因是"].iter().any(|w| {
            lower.find(w).is_some_and(|i| {
                lower[..i].chars().filter(|c| is_cjk(*c) || c.is_alphanumeric()).count() >= 2
            })
        }))
        && !CONSTRAINT_WORDS
            .iter()
            .chain(CJK_PROHIBITIONS)
            .any(|c| c.chars().any(is_cjk) && lower.contains(c))
        && !lower.contains('别')
}

/// "prof says boxed lunches and honestly fair, …": someone's choice the speaker agrees with.
fn agreed_with_someone(lower: &str) -> bool {
    lower.contains(" says ")
        && ["honestly fair", "fair enough", "good call", "agreed", "makes sense", "i agree", "sounds right"]
            .iter()
            .any(|w| lower.contains(w))
}

/// "fine, the organic box then.", "ok, Lisbon then": a choice settled by "then".
fn settled_then(lower: &str) -> bool {
    let t = lower.trim_end_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace());
    let then = ["fine", "ok", "okay", "alright", "all right", "right", "so"]
        .iter()
        .any(|w| t.strip_prefix(w).is_some_and(|rest| rest.starts_with([',', ' ']) && rest.len() > 6))
        && t.ends_with(" then");
    // "fine, the smaller autoclave.": a choice named without a verb after a grudging "fine".
    let grudging = ["fine, ", "ok fine, ", "okay fine, "].iter().any(|w| {
        t.strip_prefix(w).is_some_and(|rest| rest.split_whitespace().count() >= 2 && choice_phrase(rest))
    });
    // "fine, Prefect, becuase cron on that VM has silently failed twice": a short choice, then
    // why.
    // So after "sod it", "stuff it", "righto": a grudging word, a short choice, its reason.
    let reasoned = [
        "fine, ",
        "ok fine, ",
        "okay fine, ",
        "sod it, ",
        "stuff it, ",
        "screw it, ",
        "bugger it, ",
        "righto, ",
        "right then, ",
        "alright then, ",
    ]
    .iter()
    .any(|w| {
        t.strip_prefix(w).is_some_and(|rest| {
            let why = [", ", " — ", " - ", " -- "]
                .iter()
                .filter_map(|d| rest.find(d).map(|i| (i, d.len())))
                .filter(|&(i, len)| starts_with_word(&rest[i + len..], REASON_STARTS) || len > 2)
                .min();
            let marked = REASON_STARTS
                .iter()
                .filter(|r| r.chars().all(|c| c.is_ascii_alphabetic() || c == ' '))
                .filter_map(|r| rest.find(&format!(" {r} ")).map(|i| (i, r.len() + 2)))
                .min();
            [why, marked].into_iter().flatten().min().is_some_and(|(i, len)| {
                (1..=8).contains(&rest[..i].split_whitespace().count())
                    && rest[i + len..].split_whitespace().count() >= 3
            })
        })
    });
    then || grudging || reasoned
}

/// Phrases of a suggestion: a message that makes one and that the other side then confirms
/// ([`confirms`]) is a decision.
const PROPOSAL_WORDS: &[&str] = &[
    "i suggest",
    "i'd suggest",
    "i would suggest",
    "my suggestion",
    "i recommend",
    "i'd recommend",
    "my recommendation",
    "i propose",
    "i'd go with",
    "i would go with",
    "i'd lock in",
    "i would lock in",
    "how about",
    "建议",
    "推荐",
    "不如用",
];

pub fn is_proposal(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    PROPOSAL_WORDS.iter().any(|w| lower.contains(w)) || would_do(&lower)
}

/// Does `lower` say what its speaker would do ("weighing it up, I'd offer flat 3 a payment
/// plan …", 我会牙科台推迟到秋天再换)? Not a wish or a politeness: "I'd love to help", "I'd be
/// glad to", "I'd need the invoice first".
fn would_do(lower: &str) -> bool {
    let english = ["i'd ", "i would "].iter().any(|lead| {
        word_starts(lower, lead).any(|at| {
            // ("said I'd call", "if I'd known": told or supposed, not what it would do.)
            !matches!(
                lower[..at].split_whitespace().next_back().unwrap_or(""),
                "said"
                    | "say"
                    | "says"
                    | "told"
                    | "promised"
                    | "thought"
                    | "knew"
                    | "hoped"
                    | "that"
                    | "if"
                    | "when"
                    | "wish"
            ) && lower[at + lead.len()..].split_whitespace().next().is_some_and(|verb| {
                let verb = verb.trim_matches(|c: char| !c.is_alphanumeric());
                !matches!(
                    verb,
                    "like"
                        | "love"
                        | "be"
                        | "need"
                        | "say"
                        | "have"
                        | "guess"
                        | "think"
                        | "want"
                        | "hope"
                        | "imagine"
                        | "expect"
                        | "appreciate"
                        | "rather"
                        | "probably"
                        | "also"
                        | "still"
                        | "never"
                        | "not"
                        | "only"
                        | "just"
                        | "normally"
                        | "usually"
                        | "recommend"
                ) && !verb.is_empty()
            })
        })
    });
    english || lower.contains("我会把") || (lower.contains("我会") && lower.contains("既然"))
}

/// Words a reply agreeing to what was put to it starts with.
const YES: &[&str] = &[
    "yes",
    "yep",
    "yeah",
    "ok",
    "okay",
    "sure",
    "agreed",
    "agree",
    "sounds good",
    "sounds right",
    "go ahead",
    "do that",
    "let's do",
    "fine",
    "deal",
    "works for me",
    "perfect",
    "great",
    "可以",
    "同意",
    "行",
    "好",
    "没问题",
    "就这么",
    "按你说的",
    "对",
    "嗯",
    "就这个",
    "就它",
    "我也这么想",
    "我也是这么想",
    "定了",
];
/// Words a reply refusing what was put to it starts with.
const NO: &[&str] = &["no", "nope", "not really", "不行", "不要", "不用", "算了", "不同意"];

/// Does `reply` start by agreeing ("yes, do that", "可以，就这么定了")?
pub fn confirms(reply: &str) -> bool {
    starts_with_word(reply, YES)
        && !starts_with_word(reply, NO)
        && !starts_with_word(reply, NEITHER)
        && !hesitant_no(reply)
}

/// Does `reply` open with a sound that only hesitates ("嗯，不行", "ok no, not that one", "yeah
/// nah") and then refuse?
fn hesitant_no(reply: &str) -> bool {
    let lower = reply.trim_start().to_lowercase();
    // (The English fillers of [`FILLER_LEADS`]; its "好" and "那" open "好不好" and "那不是".)
    FILLER_LEADS.iter().filter(|w| w.is_ascii()).chain(&["嗯", "hmm", "well", "好吧"]).any(|w| {
        lower.strip_prefix(w).is_some_and(|rest| {
            (w.chars().any(is_cjk) || !rest.starts_with(|c: char| c.is_alphanumeric() || c == '\'')) && {
                let rest = rest.trim_start_matches(|c: char| {
                    c.is_whitespace() || matches!(c, ',' | '，' | '、' | '.' | '。' | '…' | '-' | '—')
                });
                (starts_with_word(rest, NO) || starts_with_word(rest, &["nah"]))
                    && !starts_with_word(rest, NEITHER)
            }
        })
    })
}

/// Replies that are a yes or a no, not only an acknowledgement ("okay, noted" is not).
const FIRM: &[&str] = &[
    "yes",
    "yep",
    "yeah",
    "agreed",
    "go ahead",
    "do that",
    "let's do",
    "no",
    "nope",
    // ("is it too early for broad beans in the tunnel" — "Not at all — a January sowing …".)
    "not at all",
    "not yet",
    "definitely",
    "absolutely",
    "of course",
    "certainly",
    "probably not",
    "可以",
    "同意",
    "行",
    "没问题",
    "不行",
    "不用",
    "算了",
];
/// Words of a question put to the other side ("shall I…", "do you…").
const ADDRESSING: &[&str] =
    &["you", "shall i", "should i", "want me", "may i", "can i", "shall we", "你", "我来", "要按"];

/// Set phrases that start like a yes or a no and are neither ("no problem", "no worries").
const NEITHER: &[&str] = &[
    "no problem",
    "no worries",
    "no idea",
    "no rush",
    "no need",
    "not sure",
    "ok so",
    "okay so",
    // ("No way for me to know that without their paperwork, I'm afraid.")
    "no way",
    "no clue",
];

/// Does `reply` answer the yes/no `question`: a firm yes or no, or any yes or no to a question
/// put to the one replying ("Shall I plan it that way?" — "ok, agreed")?
///
/// A firm yes or no answers any question only when `firm_suffices`; else only a question put
/// to the one replying is answered.
pub fn yes_or_no(question: &str, reply: &str, firm_suffices: bool) -> bool {
    // "Can I ask, does the policy cover a night sitter?": asking leave to ask puts nothing to
    // the one replying.
    let q = ["can i ask", "could i ask", "may i ask", "can i just ask"]
        .iter()
        .fold(question.to_lowercase(), |q, lead| q.replace(lead, " "));
    let lower = reply.to_lowercase();
    // ("This is what I typed and what came back. Is that normal?": the question is its last
    // sentence.)
    if starts_with_word(reply, NEITHER)
        || asks_for_more_than_yes(q.rsplit_once(". ").map_or(q.as_str(), |(_, last)| last))
        || UNSURE_WORDS.iter().chain(CANNOT_ANSWER).any(|w| lower.contains(w))
    {
        return false;
    }
    let addressed = ADDRESSING.iter().any(|w| {
        q.match_indices(w).any(|(i, _)| {
            w.chars().any(is_cjk)
                || (!q[..i].ends_with(|c: char| c.is_alphanumeric())
                    && !q[i + w.len()..].starts_with(|c: char| c.is_alphanumeric()))
        })
    });
    (firm_suffices && (starts_with_word(reply, FIRM) || short_answer(&q, &lower)))
        || (addressed && (starts_with_word(reply, YES) || starts_with_word(reply, NO)))
}

/// Does a (lower-case) `reply` open with the short answer to a (lower-case) question that opens
/// with an auxiliary ("Has the summary from the vets' meeting arrived?" → "He did.", "did the
/// array finish?" → "It has, at 04:12", "is the lift fixed?" → "It isn't.")?
fn short_answer(question: &str, reply: &str) -> bool {
    // (An auxiliary of [`AUX`], or one of them negated: "hasn't", "won't", "can't".)
    let aux = |w: &str| {
        let w = match w {
            "won't" => "will",
            "can't" => "can",
            "shan't" => "shall",
            w => w.strip_suffix("n't").unwrap_or(w),
        };
        AUX.contains(&w)
    };
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
            .filter(|w| !w.is_empty())
            .take(3)
            .map(|w| w.replace('’', "'"))
            .collect()
    };
    let q = words(question.trim_start_matches(|c: char| !c.is_alphanumeric()));
    // (The answer is the pronoun and the auxiliary alone, after a yes or a no: "He did.", "No,
    // it isn't.", "It has, at 04:12"; not "There are worse places - it's warm.")
    let first = reply
        .split(['.', ',', ';', '!', '—', '–'])
        .map(str::trim)
        .find(|c| !c.is_empty() && !matches!(c.to_lowercase().as_str(), "yes" | "no" | "yep" | "nope"))
        .unwrap_or("");
    let r = words(first);
    q.first().is_some_and(|w| aux(w))
        && r.len() == 2
        && matches!(r[0].as_str(), "he" | "she" | "it" | "they" | "we" | "i" | "you")
        && aux(&r[1])
}

/// Does a (lower-case) question ask for more than a yes or a no: who, what, how ("who sorts out
/// the deferred payment agreement?"), or one thing or another ("is that us or the home")?
fn asks_for_more_than_yes(q: &str) -> bool {
    let wh =
        q.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).take(5).any(|w| {
            matches!(
                w,
                "who" | "what" | "when" | "where" | "why" | "how" | "which" | "whose" | "what's" | "who's"
            )
        });
    let cjk = [
        "谁",
        "什么",
        "怎么",
        "哪",
        "多少",
        "多久",
        "多长",
        "多大",
        "多远",
        "为啥",
        "为什么",
        "几点",
        "几号",
        "几个",
        "几天",
    ]
    .iter()
    .any(|w| q.contains(w));
    let either = q.contains(" or ") && !q.contains(" or not");
    // ("do you know anything about the next update to the child support tables?": what is
    // known is asked for; "Got it" or "ok" tells none of it.)
    let what_is_known =
        ["anything about", "know much about", "know whether", "know if ", "any idea", "any thoughts on"]
            .iter()
            .any(|w| q.contains(w));
    wh || cjk || either || what_is_known
}

fn starts_with_word(text: &str, words: &[&str]) -> bool {
    let lower = text.trim_start().to_lowercase();
    words.iter().any(|w| {
        lower.starts_with(w)
            && (w.chars().any(is_cjk)
                || !lower[w.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '\''))
    })
}

/// Clauses of a sentence (split at commas and semicolons outside backticks), each with its
/// kind, grouped: a clause that says something of another kind than the group before it, when
/// that group has a kind of its own (and the clause three words or four CJK characters at
/// least), starts a new group; other clauses join the group before them (which takes their kind
/// if it had none). One group is the whole sentence with its [`classify`] kind.
pub fn parts(sentence: &str, role: &str) -> Vec<(Class, String)> {
    parts_after(sentence, role, false)
}

/// The parts of `sentence`, said by `role` right after an acknowledgement or not.
pub fn parts_after(sentence: &str, role: &str, acknowledged: bool) -> Vec<(Class, String)> {
    let mut parts = clause_parts(sentence, role);
    // "Don't use the camera mics.", "不过中间一定要睡够": the assistant's own advice is no rule
    // anyone set. Its rule is one it restates or cites ("Understood - nobody should …", "I'll
    // treat that as fixed: …", "The manual is explicit that …", 员工手册第四条规定…), also
    // right after a short acknowledgement ("好的，记下了。…").
    if role.starts_with("assistant") && !acknowledged && !cites_rule(sentence) {
        for (class, _) in &mut parts {
            if *class == Class::Constraint {
                *class = Class::Plain;
            }
        }
    }
    // "**Night before** — pack peripherals in carry-on (never check mice/keyboards)", "**If it
    // keeps happening**, tie it to …", "**前一晚**：外设放随身行李": a point of the assistant's
    // advice under a bold heading sets no rule and makes no choice.
    if role.starts_with("assistant") && bold_led(sentence) {
        for (class, _) in &mut parts {
            if matches!(*class, Class::Constraint | Class::Decision) {
                *class = Class::Plain;
            }
        }
    }
    parts
}

/// Does `sentence` open with a bold heading ("**Night before** — …", "1. **Set a team rule** for
/// comms: …")?
fn bold_led(sentence: &str) -> bool {
    let t = sentence.trim_start().trim_start_matches(['-', '•', ' ']);
    let t = t.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches(['.', ')', ' ']);
    t.strip_prefix("**").is_some_and(|rest| rest.find("**").is_some_and(|end| end > 0))
}

/// Words that open an acknowledgement: "Understood", "Got it", 明白, 好的，记下了.
const ACKNOWLEDGING: &[&str] = &[
    "understood",
    "got it",
    "noted",
    "okay",
    "ok,",
    "ok ",
    "right,",
    "sure",
    "明白",
    "收到",
    "好的",
    "记下",
    "了解",
];

/// Is `sentence` only a short acknowledgement ("Noted.", "好的，记下了。")?
pub fn acknowledgement(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    ACKNOWLEDGING.iter().any(|w| lower.starts_with(w))
        && lower.split_whitespace().count() <= 6
        && lower.chars().filter(|&c| is_cjk(c)).count() <= 10
}

/// Does the assistant's `sentence` restate or cite a rule: an acknowledgement, a promise, a
/// label or lead before a colon or a dash, or the paper or the agreement it comes from?
fn cites_rule(sentence: &str) -> bool {
    let lower = sentence.trim().trim_start_matches(['-', '*', ' ']).to_lowercase();
    lower.contains([':', '：'])
        || [" — ", " – ", " - ", "——"].iter().any(|d| lower.contains(d))
        || ACKNOWLEDGING.iter().any(|w| lower.starts_with(w))
        || [
            "i'll ",
            "i will ",
            "i won't ",
            "i will not ",
            "we won't ",
            "policy",
            "manual",
            "handbook",
            "rule",
            "guidance",
            "guideline",
            "states",
            "letter",
            "checklist",
            "runbook",
            "contract",
            " says",
            "explicit",
            "going forward",
            "from now on",
            "as agreed",
            "as you said",
            "to be safe",
            "我会",
            "我不会",
            "规定",
            "规矩",
            "规则",
            "手册",
            "指南",
            "邮件",
            "文档",
            "合同",
            "要求",
            "条款",
            "以后",
        ]
        .iter()
        .any(|w| lower.contains(w))
}

fn clause_parts(sentence: &str, role: &str) -> Vec<(Class, String)> {
    let mut clauses: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut code = false;
    let chars: Vec<char> = sentence.chars().collect();
    // (Nor inside a flag's double-quoted argument: `psql … -c "select claim_no, peril from …"`
    // is one command. A quoted transcript's clauses are clauses.)
    let paired = chars.iter().filter(|&&c| c == '"').count() % 2 == 0;
    let mut quoted = false;
    for (i, &c) in chars.iter().enumerate() {
        if c == '`' {
            code = !code;
        }
        if c == '"' && paired {
            if quoted {
                quoted = false;
            } else {
                let before: String = chars[..i].iter().collect();
                let flag = before.trim_end().rsplit(' ').next().unwrap_or("");
                quoted = (flag.starts_with('-') && flag.len() >= 2) || before.ends_with('=');
            }
        }
        let cut = !code
            && !quoted
            && (matches!(c, '，' | '；')
                || (matches!(c, ',' | ';') && chars.get(i + 1).is_some_and(|n| n.is_whitespace())));
        current.push(c);
        if cut {
            clauses.push(std::mem::take(&mut current));
        }
    }
    clauses.push(current);
    // "… no idea how that works honestly btw standing rule btw never log into the bank on
    // hotel wifi": a thought spoken on after "btw" is a clause of its own.
    let long = sentence.split_whitespace().count() >= 25;
    // (The clauses that start at such a word.)
    let mut spoken: Vec<String> = Vec::new();
    let clauses: Vec<String> = clauses
        .iter()
        .flat_map(|c| {
            let pieces = spoken_on(c, long);
            spoken.extend(pieces.iter().skip(1).cloned());
            pieces
        })
        .collect();
    // (kind, text, stands alone: a clause of its own identifiers or names, never merged into).
    let mut groups: Vec<(Class, String, bool)> = Vec::new();
    let mut before: Option<&str> = None;
    for clause in clauses.iter().filter(|c| !c.trim().is_empty()) {
        let class = classify(clause.trim().trim_end_matches([',', ';', '，', '；']), role);
        // ("Ulrich Achterberg, who is the head of accounts at Lindner.": a clause about the
        // person just named asks nothing.)
        let class = if class == Class::Open && before.is_some_and(|b| relative_clause(b, clause)) {
            Class::Plain
        } else {
            class
        };
        before = Some(clause);
        // ("playtesters got overwhelmed by the toolbar on day one, so we make the fishing rod an
        // unlock", "it's riddled with vine weevil, so I'm going to rip out the old bed": a plan
        // after "so" is chosen for what came before it.)
        let so_plan = || {
            let lower = clause.trim_start().to_lowercase();
            let words: Vec<&str> = lower.split_whitespace().take(3).collect();
            matches!(
                words.as_slice(),
                ["so", "we" | "we'll" | "we're" | "we'd" | "i" | "i'll" | "i'm" | "im" | "let's" | "lets", ..]
            ) && plan_clause(&lower, false)
                // ("…, so we sat on the curb for an hour": what happened is no plan.)
                && !words.get(2).is_some_and(|v| PAST_TENSE.contains(v))
        };
        let class = if class == Class::Plain
            && !role.starts_with("assistant")
            && groups
                .last()
                .is_some_and(|(g, text, _)| *g == Class::Plain && text.split_whitespace().nth(3).is_some())
            && so_plan()
        {
            Class::Decision
        } else {
            class
        };
        let weighty =
            clause.split_whitespace().count() >= 3 || clause.chars().filter(|&c| is_cjk(c)).count() >= 4;
        // ("…, as you said it roughly halves our EC2 bill": a reason stays with what it is for.)
        let own_facts = class == Class::Plain
            && weighty
            && !is_reason(clause.trim())
            && (!identifiers(clause).is_empty() || !people(clause).is_empty());
        match groups.last_mut() {
            // "ok decided, a Friday delivery deadline …", "new rule, …": a short lead that has
            // a kind takes the clause after it.
            Some((g, text, _))
                if *g != Class::Plain
                    && ((text.split_whitespace().nth(3).is_none()
                        && text.chars().filter(|&c| is_cjk(c)).nth(3).is_none()
                        && !text.contains('`'))
                        // ("又是我……我决定了哈，快递统一用顺丰": the choice follows the lead.)
                        || (*g == Class::Decision && cjk_settled_lead(text))) =>
            {
                text.push_str(clause)
            }
            // "拿 Qwen2-7B 当 baseline，评审肯定会问，就这么定": a settling word that names nothing
            // settles what came before it, facts of its own or not.
            // ("ok I'm going to throttle nmap to T2, because their IDS paged the SOC twice, so
            // no point arguing with myself".)
            Some((g, text, _))
                if *g == Class::Plain
                    && class == Class::Decision
                    && (says_little(clause, 2)
                        || settled_alone(
                            clause.trim().trim_end_matches([',', ';', '，', '；']).to_lowercase().as_str(),
                        )) =>
            {
                *g = class;
                text.push_str(clause);
            }
            // "顺便提一句GS1校验位规则，等忙完这阵子再问你": a clause that puts off asking asks
            // about what the clause before it named.
            Some((g, text, _))
                if *g == Class::Plain
                    && class == Class::Open
                    && ASK_LATER.iter().any(|w| clause.to_lowercase().contains(w)) =>
            {
                *g = class;
                text.push_str(clause);
            }
            // "thing is, Jonah's cousin is putting us up": a reason's label takes the clause
            // after it.
            // ("reason, for the record: Pieter says examiners skim methods anyway".)
            Some((Class::Plain, text, stands))
                if text.split_whitespace().nth(3).is_none()
                    && (is_reason(text.trim())
                        || matches!(
                            text.trim().trim_end_matches([',', ';']).to_lowercase().as_str(),
                            "reason" | "the reason" | "reasoning" | "my reasoning" | "rationale"
                        )) =>
            {
                text.push_str(clause);
                *stands = own_facts;
            }
            // "the treatment quote is separate anyway so we'll take the cheaper survey": what
            // comes before "so" is the choice's reason.
            Some((g, text, false))
                if *g == Class::Plain
                    && class == Class::Decision
                    && ["so ", "anyway so ", "anyway, so ", "and so ", "so yeah "]
                        .iter()
                        .any(|w| clause.trim_start().to_lowercase().starts_with(w)) =>
            {
                *g = class;
                text.push_str(clause);
            }
            // "you can merge anything into release/1.0, but only after the nightly is green": a
            // condition after "but only" makes a rule of what it is put on.
            Some((g, text, stands))
                if *g == Class::Plain
                    && class == Class::Constraint
                    && ["but only ", "only "]
                        .iter()
                        .any(|w| clause.trim_start().to_lowercase().starts_with(w)) =>
            {
                *g = class;
                *stands = false;
                text.push_str(clause);
            }
            // A clause with identifiers or names of its own and no kind is a fact of its own.
            Some(_) if own_facts => groups.push((class, clause.clone(), true)),
            // "… I'm rich who do i even ring about the broken chiller seal": a thought spoken on
            // is an item of its own.
            Some(_) if spoken.contains(clause) && class != Class::Plain && weighty => {
                groups.push((class, clause.clone(), false))
            }
            Some((g, text, _)) if class == Class::Plain || class == *g || !weighty => text.push_str(clause),
            // What came before says nothing of a kind: the clause gives the group its kind.
            Some((g, text, false)) if *g == Class::Plain => {
                *g = class;
                text.push_str(clause);
            }
            _ => groups.push((class, clause.clone(), own_facts)),
        }
    }
    // "for the record, no new clients with 60-day terms": when no clause has a kind of its own,
    // the sentence may have one as a whole.
    if groups.len() > 1 && groups.iter().all(|(g, _, _)| *g == Class::Plain) {
        let whole = classify(sentence, role);
        if whole != Class::Plain {
            return vec![(whole, sentence.to_string())];
        }
    }
    if groups.len() <= 1 {
        // "random q -- the retention period …, are we dealing with that or not -- and …": a
        // clause may say what the whole sentence, read from its start, does not.
        let whole = classify(sentence, role);
        let class = match groups.first() {
            Some(&(Class::Open, _, _)) if whole == Class::Plain => Class::Open,
            // ("it's riddled with vine weevil, so I'm going to rip out the old bed".)
            Some(&(Class::Decision, _, _)) if whole == Class::Plain => Class::Decision,
            _ => whole,
        };
        return vec![(class, sentence.to_string())];
    }
    groups
        .into_iter()
        .map(|(class, text, _)| {
            let text = text.trim().trim_end_matches([',', ';', '，', '；']).trim().to_string();
            // Clauses with no kind of their own may have one together ("I'm going to throttle
            // nmap to T2, because their IDS paged the SOC twice").
            let class = if class == Class::Plain && text.contains([',', ';', '，', '；']) {
                classify(&text, role)
            } else {
                class
            };
            (class, text)
        })
        .collect()
}

/// Words that put off asking: the question is what the clause before them named.
const ASK_LATER: &[&str] = &[
    "再问你",
    "再好好问",
    "以后再问",
    "之后再问",
    "回头再问",
    "ask again",
    "ask you again",
    "come back to it",
];

/// `clause` cut before the words that move on to another thought ("btw", "oh and", "anyway";
/// "also" too in a `long` run-on), where three words or more stand on each side. The pieces
/// joined are the clause.
fn spoken_on(clause: &str, long: bool) -> Vec<String> {
    let mut markers = vec![
        " btw ",
        " by the way ",
        " oh and ",
        " anyway ",
        " another thing ",
        " random but ",
        // "… now everyone thinks I'm rich who do i even ring about the broken chiller seal": a
        // question run on without a stop.
        " who do i ",
        " who do we ",
        " who should i ",
        " what do i ",
        " what do we ",
        " how do i ",
        " how do we ",
        " where do i ",
        " where do we ",
    ];
    if long {
        markers.extend([" also ", " and also "]);
    }
    let mut out = Vec::new();
    let mut from = 0;
    // (Lower case in ASCII only: the markers are ASCII, and the byte offsets stay the clause's
    // own whatever else it holds: "İ" and "ẞ" change length when lowered.)
    let lower = clause.to_ascii_lowercase();
    let mut cuts: Vec<usize> = markers.iter().flat_map(|m| lower.match_indices(m).map(|(i, _)| i)).collect();
    cuts.sort_unstable();
    cuts.dedup();
    for at in cuts {
        let (before, after) = (&clause[from..at], &clause[at..]);
        let enough = |s: &str| {
            s.split_whitespace()
                .filter(|w| !matches!(w.to_lowercase().as_str(), "btw" | "oh" | "and" | "anyway" | "also"))
                .count()
                >= 3
        };
        // (The words after this marker, up to the next one.)
        let next = after[1..].find(' ').map_or(after, |k| &after[k + 1..]);
        if at > from && enough(before) && enough(next) {
            out.push(before.to_string());
            from = at;
        }
    }
    out.push(clause[from..].to_string());
    out
}

/// "Hi …", "Thanks …", "你好": a greeting, never a goal.
/// A line that closes a letter before the writer's name: "--", "Thanks,", "Kind regards,",
/// "Yours sincerely,", "此致".
pub fn signs_off(line: &str) -> bool {
    let lower = line.trim().to_lowercase();
    if lower == "--" {
        return true;
    }
    let Some(words) = lower.strip_suffix([',', '，']).or_else(|| lower.strip_suffix('!')) else {
        return matches!(lower.as_str(), "此致" | "此致敬礼" | "谢谢" | "祝好");
    };
    [
        "thanks",
        "many thanks",
        "thank you",
        "thanks again",
        "regards",
        "kind regards",
        "best regards",
        "warm regards",
        "warmest regards",
        "best",
        "all the best",
        "best wishes",
        "cheers",
        "yours",
        "yours sincerely",
        "sincerely",
        "yours faithfully",
        "yours truly",
        "take care",
        "谢谢",
        "祝好",
    ]
    .contains(&words.trim())
}

/// A year as a date writes it: four digits from 1500 to 2099 ("1846" in a parish register,
/// "2027").
fn is_year(y: &str) -> bool {
    y.len() == 4 && y.chars().all(|c| c.is_ascii_digit()) && ("1500".."2100").contains(&y)
}

/// `text` with a dictated " question mark" written as the mark ("… in the 1890s question mark
/// because …" → "… in the 1890s? because …"), where the words end a clause.
fn dictated_marks(text: &str) -> String {
    let mut text = text.to_string();
    for (said, mark) in [(" question mark", '?'), (" full stop", '.')] {
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(i) = rest.find(said) {
            let after = &rest[i + said.len()..];
            out.push_str(&rest[..i]);
            // ("came to a full stop", "a dead full stop" stop something: no mark.)
            let word_before = rest[..i].rsplit([' ', '\n']).next().unwrap_or("").to_lowercase();
            let stops =
                mark == '.' && matches!(word_before.as_str(), "a" | "the" | "complete" | "dead" | "to");
            if !stops && (after.is_empty() || after.starts_with([' ', ',', '.', '\n', '—', '-'])) {
                out.push(mark);
                rest = after.strip_prefix(['.', ',']).unwrap_or(after);
            } else {
                out.push_str(said);
                rest = after;
            }
        }
        out.push_str(rest);
        text = out;
    }
    text
}

/// A forwarded email's header line ("From: Wojciech Fairweather <…>", "Subject: Routine
/// inspection", 发件人：…): who wrote it and when, never what the user is after.
pub fn mail_header(line: &str) -> bool {
    let t = line.trim_start();
    [
        "From:",
        "To:",
        "Cc:",
        "Date:",
        "Sent:",
        "Subject:",
        "Reply-To:",
        "发件人：",
        "收件人：",
        "主题：",
        "日期：",
    ]
    .iter()
    .any(|h| t.starts_with(h))
}

pub fn is_greeting(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    ["hi", "hello", "hey", "thanks", "thank you", "good morning", "good evening", "你好", "谢谢", "早上好"]
        .iter()
        .any(|g| lower.starts_with(g) && !lower[g.len()..].starts_with(|c: char| c.is_alphanumeric()))
}

pub fn is_question(sentence: &str) -> bool {
    let t = sentence.trim_end_matches(|c: char| c == ')' || c == '）' || c.is_whitespace());
    let t = t.trim_end_matches(['。', '.']);
    // ("续租合同的印花税咋说哦": a particle after the question.)
    let bare = t.trim_end_matches(['哦', '啊', '呀', '哈', '嘛', '啦']);
    t.ends_with('?')
        || t.ends_with('？')
        // ("别人是怎么保持统一的": how it is done.)
        || (t.contains("是怎么") && bare.ends_with('的'))
        // "爬虫数据的授权怎么说", "新方案如何".
        || ["怎么说", "怎么样", "咋样", "咋说", "如何", "咋办", "怎么办", "咋弄", "怎么弄", "咋整"]
            .iter()
            .any(|e| bare.ends_with(e))
        || t.ends_with(['吗', '呢', '么'])
            && !t.ends_with("什么")
            && !t.ends_with("这么")
            && !t.ends_with("那么")
            && !t.ends_with("怎么")
}

/// A request put to the assistant: "can you make that shorter?", "pls remind me …".
pub fn is_request(question: &str) -> bool {
    // ("gateway's stuck again, can you renew the signing cert pls": the ask opens a later
    // clause.)
    let lower = question.to_lowercase();
    if [", ", " - ", " — ", ". ", "! ", "，"].iter().any(|d| {
        lower.split(d).skip(1).any(|clause| {
            ["can you ", "could you ", "can u ", "pls ", "please "]
                .iter()
                .any(|w| clause.trim_start().starts_with(w))
                && request_opens(clause)
        })
    }) {
        return true;
    }
    request_opens(question)
}

/// Does `question` open with an ask of the assistant to do something (not to find it out)?
fn request_opens(question: &str) -> bool {
    let lower = question.trim_start().to_lowercase();
    let lower = lower.trim_start_matches(|c: char| !c.is_alphanumeric());
    [
        "can you ",
        "could you ",
        "would you ",
        "will you ",
        "can u ",
        "please ",
        "pls ",
        "remind me",
        "能不能帮",
        "帮我",
        "麻烦你",
    ]
    .iter()
    .any(|w| {
        let Some(rest) = lower.strip_prefix(w) else { return false };
        let rest =
            rest.trim_start_matches([',', ':', ' ']).trim_start_matches("please ").trim_start_matches("pls ");
        // "can you find out whether the minibus tablets count …", "remind me, is the merch
        // split sorted?": an ask to find something out is a question, answered on its subject.
        // ("remind me, what's the deal with open work permits …?")
        let asks_back = w.starts_with("remind me")
            && rest.split_whitespace().next().is_some_and(|f| {
                let f = f.strip_suffix("'s").unwrap_or(f);
                QUESTION_WORDS.contains(&f) || AUX.contains(&f)
            });
        !FINDING_OUT.iter().any(|v| rest.starts_with(v)) && !asks_back
    })
}

/// Verbs that ask the assistant to find something out, not to do something.
const FINDING_OUT: &[&str] = &[
    "look into ",
    "find out ",
    "dig into ",
    "research ",
    "check whether ",
    "check if ",
    "figure out ",
    "tell me whether ",
    "tell me if ",
    "confirm whether ",
    "confirm if ",
];

/// "here's what QA sent, can you make sense of it?", "this is the agency's checklist — could
/// you tidy it up?": a request, in the last clause, to work on what was just pasted or said (it,
/// that, this, them). The reply that does the work closes it.
pub fn asks_to_work_on_it(question: &str) -> bool {
    let lower = question.trim().to_lowercase();
    let clause = lower.rsplit([',', ':', ';', '—', '.']).next().unwrap_or(&lower).trim_start();
    let words: Vec<&str> =
        clause.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).collect();
    let asks = matches!(
        words.as_slice(),
        ["can" | "could" | "would" | "will", "you" | "u", ..] | ["pls" | "please", ..]
    );
    asks && words.iter().skip(2).any(|w| matches!(*w, "it" | "that" | "this" | "them" | "these" | "those"))
        && identifiers(question).is_empty()
}

/// "how do I say no to a wholesale request without being rude", "what's a polite way to say
/// 'you broke the build again'", "pasting today's sheet, does the timing look sane to you?",
/// "能帮我写一个提醒全员锁屏的通知吗？": an ask for the assistant's own help, how to do or say
/// something or a look over what was pasted. The reply that gives it closes it; a question put
/// to others ("does anyone know how do I …") is not one.
pub fn asks_for_help(question: &str) -> bool {
    let lower = question.trim().to_lowercase();
    if put_to_others(&lower) || lower.contains('谁') {
        return false;
    }
    let how = [
        "how do i ",
        "how should i ",
        "how can i ",
        "how would i ",
        "how do we ",
        "how should we ",
        "polite way to ",
        "nice way to ",
        "nicest way to ",
        "kind way to ",
        "what do i say",
        // "what's the command to back up the finds database", "best way to back up photos?",
        // "8080 is taken by something. what should I use?", "when should I ask the referees
        // …?", "what's a sensible context numbering system?": the assistant's own advice.
        "what's the command",
        "whats the command",
        "what is the command",
        "best way to ",
        "what should i use",
        "when should i ",
        "what's a sensible ",
        "what's a good ",
        "any tips",
        "比较规范",
        "比较好？",
        "看着对吗",
        // "What exactly do I type, and is it safe?".
        "what do i type",
        "what exactly do i ",
        "what exactly should i ",
        "what do i write",
        "what do i tell",
        "what do i reply",
        "what should i say",
        "what should i write",
        "what should i reply",
        // "what should go in a proper lost property log entry", "is there a version of NINA
        // you'd recommend staying on?",
        // 你觉得资助方真的会看附件吗？, 明年要不要再添一台车，你帮我分析分析, 我该怎么说？: the
        // assistant's own view or knowledge is asked for, and its reply gives it.
        "what should go in",
        "what should be in",
        "would you recommend",
        "you'd recommend",
        "do you recommend",
        "is it normal",
        "is that normal",
        "what's the best",
        "你觉得",
        "帮我分析",
        "我该怎么",
        "有什么建议",
    ]
    .iter()
    .any(|w| lower.contains(w));
    let looked_over = ["look", "looks", "sound", "sounds", "read", "reads"].iter().any(|v| {
        ["ok", "okay", "right", "sane", "fine", "good", "reasonable"]
            .iter()
            .any(|a| lower.contains(&format!(" {v} {a}")))
    }) || ["weird", "dodgy", "odd", "off", "wrong", "missing"]
        .iter()
        .any(|a| lower.contains(&format!("anything {a}")));
    let clause = lower.rsplit([',', ':', ';', '—']).next().unwrap_or(&lower).trim_start();
    let work = ["can you ", "could you ", "would you ", "can u ", "pls ", "please "].iter().any(|w| {
        clause.strip_prefix(w).is_some_and(|rest| {
            let rest = rest.trim_start_matches("please ").trim_start_matches("pls ");
            HELP_VERBS.iter().any(|v| rest.starts_with(v))
        })
    });
    let zh = ["帮我写", "帮我改", "帮我起草", "帮我翻译", "帮我整理", "帮我润色", "帮我想想怎么", "帮我回"]
        .iter()
        .any(|w| lower.contains(w));
    how || looked_over || work || zh
}

/// What the assistant does when asked to help with a text: its reply does the work.
const HELP_VERBS: &[&str] = &[
    "flag ",
    "tidy ",
    "proofread ",
    "reword ",
    "rewrite ",
    "rephrase ",
    "draft ",
    "write ",
    "summarise ",
    "summarize ",
    "translate ",
    "turn ",
    "format ",
    "shorten ",
    "look over ",
    "go over ",
    "go through ",
    "sanity check ",
    "sanity-check ",
    "make sense of ",
    "help me ",
];

/// "Open question we haven't settled: the shared bin store.", "One thing still open from
/// earlier: the Christmas party menu.", 待确认：押运员的住宿: a label that says what follows is
/// open, and a subject after it. The assistant's statements leave a question open only this way:
/// its advice holds question words ("建议查一下是不是有门没关", "worth checking whether …") and
/// its "belongs on the open questions list" or 先放在待定清单里吧 parks a question the person
/// asked, which is open on its own.
pub fn labels_open(sentence: &str) -> bool {
    let lower = sentence.trim().to_lowercase();
    let Some((head, rest)) = lower.split_once(": ").or_else(|| lower.split_once('：')) else {
        return false;
    };
    let rest = rest.trim_end_matches(|c: char| !c.is_alphanumeric());
    let subject = rest.split_whitespace().count() >= 2 || rest.chars().filter(|c| is_cjk(*c)).count() >= 2;
    subject
        && head.split_whitespace().count() <= 6
        && OPEN_MARKERS.iter().any(|m| head.contains(m.trim_end()))
}

/// Question words among the [`OPEN_MARKERS`]: "瓷器厅那个传感器网关是不是最新固件？" asks, and a
/// reply on its subject answers it; "still waiting on the council", 还没定 or 没人回 say that no
/// reply here has.
const ASKING_MARKERS: &[&str] = &[
    "是不是",
    "怎么办",
    "怎么算",
    "怎么弄",
    "怎么处理",
    "咋办",
    "谁管",
    "谁负责",
    "谁来负责",
    "想问一下",
    "还想问",
    "好奇",
];

/// Does a sentence say its question is open, so that no reply here closes it?
pub fn marked_open(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    OPEN_MARKERS.iter().any(|m| !ASKING_MARKERS.contains(m) && lower.contains(m))
}

/// "nobody's said a word", "no one has told me anything", 问了两遍没人回复: a clause that only
/// says the question before it is open, and names nothing of its own.
pub fn only_status(part: &str) -> bool {
    let lower = part.trim().to_lowercase();
    let words: Vec<&str> =
        lower.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).collect();
    let english = !words.is_empty()
        && words.len() <= 8
        && !lower.chars().any(is_cjk)
        && words.iter().all(|w| {
            STATUS_WORDS.contains(w)
                || matches!(
                    *w,
                    "nobody's"
                        | "a"
                        | "word"
                        | "told"
                        | "me"
                        | "anything"
                        | "asked"
                        | "twice"
                        | "now"
                        | "times"
                        | "three"
                        | "us"
                )
        });
    let chinese = matches!(
        lower.trim_end_matches(|c: char| !c.is_alphanumeric()),
        "有人知道吗"
            | "没人回复"
            | "没人回我"
            | "一直没人回"
            | "一直没人回复"
            | "问了两遍没人回复"
            | "问了好几遍没人回"
    );
    // ("开会的时候没人知道。", "群里发了也没人回", "我回头再问。": a short sentence that says no one
    // knows, no one replied, or that it will be asked again later.)
    let t = lower.trim_end_matches(|c: char| !c.is_alphanumeric());
    let short = t.chars().count() <= 10 && t.chars().filter(|&c| is_cjk(c)).count() >= 3;
    let chinese_status = short
        && !t.contains(['吗', '呢', '么'])
        && [
            "没人知道",
            "没人回",
            "没人回复",
            "没人回我",
            "没人清楚",
            "没回",
            "回头再问",
            "回头再说",
            "以后再问",
            "改天再问",
        ]
        .iter()
        .any(|w| t.ends_with(w));
    english || chinese || chinese_status
}

/// "does anyone know …", "有人知道吗": a question put to others, not to the one who replies.
pub fn put_to_others(question: &str) -> bool {
    let lower = question.to_lowercase();
    ["anyone", "anybody", "someone", "somebody", "nobody", "no one", "有人", "谁知道", "没人"]
        .iter()
        .any(|w| lower.contains(w))
}

/// The assistant's question to the person ("want to go through what's still missing?", "where
/// do you want to start?", "shall we carry on?"): their next message is the reply, whatever it
/// says.
pub fn asks_the_person(question: &str) -> bool {
    let lower = question.trim().to_lowercase();
    let words: Vec<&str> =
        lower.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).collect();
    let clause = lower.rsplit([',', ':', ';', '—']).next().unwrap_or(&lower);
    let first = clause.split_whitespace().next().unwrap_or("");
    words.iter().any(|w| matches!(*w, "you" | "your" | "u" | "i" | "me"))
        || matches!(first, "want" | "shall" | "ready" | "anything" | "should" | "ok" | "okay")
        || lower.contains("想要")
        || lower.contains("你")
        // A check on how things stand: one thing or another ("Paper jam, stuck queue, or
        // printing random pages?", 是小票机还是A4那台？), yes or no ("Are the APs up to date?",
        // AP是不是在反复重启？).
        || words.contains(&"or")
        || lower.contains("还是")
        || a_not_a(&lower)
        || words.first().is_some_and(|w| {
            matches!(*w, "is" | "are" | "was" | "were" | "does" | "did" | "has" | "have" | "can" | "could")
        })
}

/// Is `question` the assistant's offer to do something ("Do you want me to draft a reply, or
/// just keep it for reference?", "Shall I send a gentle nudge?", 要我帮你把准备时间先占上吗？,
/// 需要我起草催缴邮件吗？)? Only the assistant offers its own work this way.
pub fn offers_to_do(question: &str) -> bool {
    let lower = question.trim().to_lowercase();
    let clauses = || lower.split([',', ':', ';', '—', '.', '，', '。', '：']).map(str::trim_start);
    let en = ["want me to ", "would you like me to ", "like me to "].iter().any(|w| lower.contains(w))
        || clauses().any(|c| c.starts_with("shall i "));
    let zh = clauses().any(|c| {
        ["要我", "要不要我", "需要我", "需不需要我", "要不要帮你"].iter().any(|w| c.starts_with(w))
            && (c.ends_with("吗？") || c.ends_with('吗') || c.contains("要不要") || c.contains("需不需要"))
    });
    en || zh
}

/// The assistant's question asking leave to do something, from its asking word on ("Mostly
/// done. One thing — shall I tell them they can sign for a delivery today?" → "shall I tell
/// them they can sign for a delivery today?"; 基本都弄完了，就一件：要不要今天就开始拆墙？ →
/// 要不要今天就开始拆墙？); none for any other sentence, or one that names no act ("shall I?").
pub fn asks_leave(sentence: &str) -> Option<String> {
    let sentence = sentence.trim();
    if !sentence.ends_with(['?', '？']) {
        return None;
    }
    // (Offsets found in the lower-case text cut the sentence itself.)
    let lower = lower_in_place(sentence)?;
    const EN: [&str; 12] = [
        "shall i ",
        "should i ",
        "shall we ",
        "should we ",
        "do you want me to ",
        "want me to ",
        "would you like me to ",
        "can i go ahead and ",
        "ok to ",
        "okay to ",
        "soll ich ",
        "sollen wir ",
    ];
    const ZH: [&str; 5] = ["要不要", "要我", "需要我", "是不是现在", "可以先"];
    // (Where the ask starts: at the start, or after a lead set off by a colon or a dash.)
    let starts = |at: usize| {
        at == 0 || {
            let before = lower[..at].trim_end();
            before.ends_with([':', '：', '—', '–', '-', ',', '，', '.', '。'])
        }
    };
    let at = EN
        .iter()
        .chain(ZH.iter())
        .filter_map(|w| lower.match_indices(w).map(|(i, _)| i).find(|&i| starts(i)))
        .min()?;
    let ask = &sentence[at..];
    // (It names an act: four words or more with its asking words, or six characters of
    // Chinese.)
    let words = ask.split_whitespace().count();
    let cjk = ask.chars().filter(|&c| crate::history::is_cjk(c)).count();
    (words >= 4 || cjk >= 6).then(|| ask.to_string())
}

/// Does the person's reply to an asked leave lay down when it may be done ("no! not without
/// checking it against the PO. ever.", "Not yet — only once the client has confirmed the word
/// count.", "Hold off! After the tie test, remember.", "Yes, but only with a booth partner.",
/// 别急，验收完了才行, 不行，必须先报物业), rather than only say yes or no?
pub fn conditions_it(reply: &str) -> bool {
    let lower = reply.trim().to_lowercase();
    if lower.chars().count() > 220 || is_question(&lower) {
        return false;
    }
    const HOLDS: [&str; 22] = [
        "no",
        "nope",
        "not ",
        "never",
        "hold off",
        "hold on",
        "wait",
        "don't",
        "dont",
        "only ",
        "yes, but",
        "yes but",
        "ok, but",
        "ok but",
        "sure, but",
        "sure but",
        "nein",
        "noch nicht",
        "ja, aber",
        "erst ",
        "nur ",
        "just not",
    ];
    const ZH_HOLDS: [&str; 10] =
        ["别", "不行", "不要", "先别", "等", "只有", "必须", "可以，但", "行，但", "好，但"];
    let holds = HOLDS.iter().any(|h| {
        lower.starts_with(h)
            && lower[h.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric() || h.ends_with(' '))
    }) || ZH_HOLDS.iter().any(|h| lower.starts_with(h));
    if !holds {
        return false;
    }
    const WHEN: [&str; 18] = [
        " only ",
        " once ",
        " until ",
        " till ",
        " after ",
        " before ",
        " without ",
        " unless ",
        " when ",
        " if ",
        " as long as ",
        " nur ",
        " erst ",
        " wenn ",
        " ohne ",
        " bevor ",
        " nachdem ",
        " sobald ",
    ];
    const ZH_WHEN: [&str; 7] = ["才", "必须", "之后", "以后", "之前", "以前", "除非"];
    let padded = format!(" {} ", lower.replace(['—', '–', '!', ',', '.', ':', ';'], " "));
    WHEN.iter().any(|w| padded.contains(w))
        || ZH_WHEN.iter().any(|w| lower.contains(w))
        // ("先别！收到定金再说": not before; "等下再说", "不要，周五再说" only put it off.)
        || (lower.starts_with("先别") && lower.contains("再说"))
}

/// Does a message put off its own question ("should I be worried? ... don't answer that yet",
/// "— hold that thought, the doorbell", "never mind, later")?
pub fn puts_off(message: &str) -> bool {
    let lower = message.to_lowercase();
    [
        "don't answer",
        "dont answer",
        "hold that thought",
        "never mind, later",
        "not now",
        "no need to answer",
        // "Can I make tenants pay for replacement fobs? Park that, I'll ask the accountant
        // first.", "… ?? anyway not urgent": a "sure" now answers nothing.
        "park that",
        "park this",
        "park it",
        "parking that",
        "ask again",
        "come back to it",
        "come back to this",
        "get back to it",
        "no rush",
        "no hurry",
        "not urgent",
        "not today",
        // ("can I deduct the forklift hire? meh, another day".)
        "another day",
        "some other day",
        "nevermind",
        "never mind",
        // "does the trace and access limit reset each policy year? will look it up later.",
        // "… ? I'll ask Marek": the person finds out themselves.
        "look it up later",
        "will look it up",
        "i'll look it up",
        "ill look it up",
        "look that up later",
        "look into it later",
        "find out later",
        "i'll find out",
        "i'll ask ",
        "ill ask ",
        "will ask ",
        "我自己查",
        "回头我查",
        "我去问问",
        "先别回答",
        "回头再说",
        "算了",
        "以后再说",
        "先放一放",
        "再问",
        "不急",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// Does the assistant's `reply` to a request open with the work done, not a question back:
/// its first sentence is no question, nor the one after a short "Sure." ("That comes to
/// £3,760 a month. … Want me to pull the balance?": the offer at its end asks nothing of the
/// request). "Sure. Which month?" and "Which month do you mean?" do not.
pub fn opens_with_work(reply: &str) -> bool {
    let said = sentences(reply);
    // ("好的，没问题。" is a short yes; "好的，已经改好了。" the work.)
    let short = |s: &str| s.split_whitespace().count() < 4 && s.chars().filter(|&c| is_cjk(c)).count() < 6;
    match said.as_slice() {
        [] => false,
        [first, ..] if is_question(first) => false,
        [first, next, ..] if short(first) && is_question(next) => false,
        _ => true,
    }
}

/// Does `reply` put off what was asked ("Parking that one for later.", "I'm not sure yet")
/// in its first sentence?
pub fn defers(reply: &str) -> bool {
    // ("Sure. Parked.": a word of yes, then what it is yes to.)
    let said = sentences(reply);
    let first = match said.as_slice() {
        [yes, next, ..] if yes.split_whitespace().count() <= 2 => format!("{yes} {next}"),
        _ => said.into_iter().next().unwrap_or_default(),
    }
    .to_lowercase();
    // ("Okay, noted for later.", "No problem, one thing at a time.", "好，那个先放一放".)
    UNSURE_WORDS
        .iter()
        .chain(&[
            "park",
            "come back to",
            "get back to",
            "later",
            "another day",
            "one thing at a time",
            "回头",
            "放一放",
            "以后再说",
            "先记着",
            "改天",
        ])
        .any(|w| first.contains(w))
}

/// "can you look into the interest rate on a judgment at some point?": an ask for later, that
/// a reply now does not close.
/// "could you look into eSIM support on my old phone for me sometime": an ask to find
/// something out, put off to later, is a pending ask (with or without a question mark).
fn later_ask(lower: &str) -> bool {
    let asks = ["could you ", "can you ", "would you ", "pls ", "please "].iter().any(|w| {
        lower.match_indices(w).any(|(i, _)| {
            let rest = lower[i + w.len()..].trim_start_matches("please ").trim_start_matches("pls ");
            FINDING_OUT.iter().any(|v| rest.starts_with(v))
        })
    });
    asks && (asked_for_later(lower)
        || ["sometime", "some time", "eventually", "one day"].iter().any(|w| contains_word(lower, w)))
}

pub fn asked_for_later(question: &str) -> bool {
    let lower = question.to_lowercase();
    [
        "at some point",
        "not now",
        "later",
        "when you get a chance",
        "no rush",
        "sometime",
        "some time",
        "another day",
        "not today",
        "有空",
        "不急",
        "以后",
        "改天",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// Words of a question's frame, not of its subject: a reply that "looked through what you
/// pasted" answers nothing of "has anyone even looked at the old Heroku app yet?".
const ASK_FRAME: &[&str] = &[
    // ("who is actually in charge of my overtime": who answers for it is the frame.)
    "charge",
    "responsible",
    "actually",
    "look",
    "looked",
    "looking",
    "sorted",
    "sorting",
    "sort",
    "deal",
    "dealing",
    "dealt",
    "find",
    "found",
    "check",
    "checked",
    "tell",
    "told",
    "knew",
    "hear",
    "heard",
    "ring",
    "call",
    "email",
    "worried",
    "worry",
    "problem",
    "question",
    "random",
    "remind",
    "wonder",
    "wondering",
    "idea",
    "someone",
    "somebody",
    "nobody",
    "anybody",
    "meant",
    "meaning",
    "supposed",
    "quick",
];

/// What a question asks about: "nobody at the dev shop knew if TestFlight crash feedback is on"
/// asks about what follows "if" (lower case).
fn asked_subject(question: &str) -> String {
    let mut lower = question.to_lowercase();
    // "还有个问题一直没搞懂：最惠国条款是什么意思……算了，先把邮件弄完": the subject after a label
    // that says a question follows, up to where the asker lets it go.
    if let Some((label, rest)) = lower.split_once(['：', ':'])
        && label.chars().count() <= 40
        && ["问题", "问个", "没搞懂", "不知道", "想知道", "question", "ask", "wonder", "know"]
            .iter()
            .any(|w| label.contains(w))
        && rest.chars().filter(|c| c.is_alphanumeric()).count() >= 4
    {
        lower = rest.to_string();
    }
    // ("… if the thermostat history counts as personal data because nobody has given me a
    // straight answer": why it is asked is not what is asked about.)
    for stop in [
        "……算了",
        "…算了",
        "算了，",
        "... anyway",
        "anyway,",
        "nevermind",
        "never mind",
        " because ",
        "，因为",
        "，但是",
    ] {
        if let Some(i) = lower.find(stop).filter(|&i| i > 0) {
            lower.truncate(i);
        }
    }
    let knowing =
        ["know", "knew", "sure", "wonder", "idea", "find out", "check", "ask", "tell me", "clear", "confirm"];
    [" whether ", " if "]
        .iter()
        .filter_map(|cue| lower.find(cue).map(|i| (i, cue.len())))
        .min()
        .filter(|&(i, _)| knowing.iter().any(|k| lower[..i].contains(k)))
        .map_or_else(|| lower.clone(), |(i, n)| lower[i + n..].to_string())
}

/// Does `reply` answer a question (shares a content word and does not hedge)?
pub fn answers(question: &str, reply: &str) -> bool {
    // A long question is answered on its subject, not by one word in passing ("wait, what's
    // happening with the loft conversion planning permission?" — "… can quietly wait …").
    shared_subject(question, reply).is_some_and(|(shared, words)| shared >= if words >= 4 { 2 } else { 1 })
}

/// Is `line` an item of a list or a quoted draft ("- tell the people affected first", "2.
/// **Rotate** - whoever missed out…", "> Dear all,", "\"Every one of our drivers…")?
pub fn list_item(line: &str) -> bool {
    let t = line.trim_start();
    let numbered = t
        .find(|c: char| !c.is_ascii_digit())
        .is_some_and(|k| k > 0 && k <= 2 && (t[k..].starts_with(". ") || t[k..].starts_with(") ")));
    numbered || ["- ", "* ", "• ", "> ", "**", "\"", "“", "「", "『"].iter().any(|m| t.starts_with(m))
}

/// Does a message's first line head a list of plans ("Planning for the next few weeks, as it
/// stands:", "下周的安排捋一下：")?
pub fn plan_heading(line: &str) -> bool {
    let lower = line.to_lowercase();
    let en = lower.split(|c: char| !c.is_alphanumeric()).any(|w| matches!(w, "plan" | "plans" | "planning"));
    en || ["安排", "计划", "打算"].iter().any(|w| lower.contains(w))
}

/// Does a listed item end with its reason in brackets ("switch Lindner to monthly invoicing
/// (their accounts team only pays at month end anyway)", 吊顶只做边吊（老房子层高只有2米7）):
/// four words or six characters of Chinese in them, after three words or four characters?
pub fn bracket_reason(item: &str) -> bool {
    let t = item.trim_end_matches(['.', '。', ' ']);
    let Some(open) = t.rfind(['(', '（']) else { return false };
    if !t.ends_with([')', '）']) {
        return false;
    }
    let enough = |s: &str, words: usize, cjk: usize| {
        s.split_whitespace().count() >= words || s.chars().filter(|&c| is_cjk(c)).count() >= cjk
    };
    let inside = &t[open..];
    enough(&t[..open], 3, 4) && enough(inside, 4, 6)
}

/// Words of a reply that keeps a question open: it has not seen, cannot tell, notes it for later.
const KEPT_OPEN: &[&str] = &[
    "haven't seen",
    "have not seen",
    "haven't heard",
    "nothing in",
    "nothing about",
    "not that i know",
    "i can't",
    "i cannot",
    "don't have",
    "do not have",
    "no answer",
    "worth asking",
    "keep it",
    "keeping it",
    "on the list",
    "noted",
    "no word",
    "can't find",
    "can't help",
    "got nothing",
    "be guessing",
    "没法",
    "答不上来",
    "说不好",
    "没有这方面",
    "查不到",
    "没有相关",
    "说不准",
    "不好说",
    "待问",
    "先记",
    "记上",
    "记下",
];

/// The first paragraph of `reply`, unless it doubts, puts the question off or keeps it on a
/// list.
fn sure_opening(reply: &str) -> Option<&str> {
    let first = reply.trim_start().split("\n\n").next().unwrap_or("");
    (!doubts(first)).then_some(first)
}

/// Does `text` put off what was asked in its first sentence, or say anywhere that it is unsure,
/// cannot answer, will not guess, or keeps the question open?
fn doubts(text: &str) -> bool {
    let lower = text.to_lowercase();
    defers(text)
        || UNSURE_WORDS
            .iter()
            .chain(CANNOT_ANSWER)
            .chain(NOT_GUESSING)
            .chain(KEPT_OPEN)
            .any(|w| lower.contains(w))
}

/// Does the assistant's `reply` work out what the person's `message` asked from its own figures
/// ("invig hours this week: … rate's £12.21. total?" → "97 hours x £12.21 = £1,184.37.";
/// "25% ET on 8463/2H (105 mins), starts 9:00 - finish time?" → "105 mins plus 25% is 131, so
/// 11:11")? Its first paragraph uses a figure of the message and gives one of its own, and
/// nothing in it doubts or puts the question off. (A reply on something else has figures of
/// its own, not the person's.)
pub fn works_it_out(message: &str, reply: &str) -> bool {
    let Some(first) = sure_opening(reply) else { return false };
    let theirs = figures(message);
    let said = figures(first);
    said.iter().any(|f| theirs.contains(f)) && said.iter().any(|f| !theirs.contains(f))
}

/// The identifiers that answer the person's question in the assistant's `reply`: what the
/// person asked for, so theirs ("second shooter did 10 hours at £35/hr plus 78 miles at 45p,
/// what do I owe?" → "10 hours × £35 = £350, plus 78 miles × £0.45 = £35.10. Total
/// **£385.10**." → £385.10; "when's the open day?" → "6 weeks after that is Tuesday
/// September 21st." → September 21st). Read from the reply's first paragraph when it is sure
/// and short (400 characters): what it writes in bold, else its one identifier. What the
/// person's `message` said is theirs already; a message that asks nothing has no answer.
pub fn answer_identifiers(message: &str, reply: &str) -> Vec<String> {
    let asks = message.contains(['?', '？']) || sentences(message).iter().any(|s| is_question(s));
    let Some(first) = sure_opening(reply).filter(|f| asks && f.chars().count() <= 400) else {
        return Vec::new();
    };
    let ids: Vec<String> = identifiers(first)
        .into_iter()
        .filter(|id| !is_weak_identifier(id) && !message.contains(id.trim_matches('`')))
        .collect();
    let bold: Vec<String> = first.split("**").skip(1).step_by(2).flat_map(identifiers).collect();
    let bold: Vec<String> = ids.iter().filter(|id| bold.contains(id)).cloned().collect();
    if !bold.is_empty() {
        return bold;
    }
    // (Working with several figures and none in bold gives no one answer: "£350, plus £35.10"
    // are its steps. Measured: taking its last as the answer cost more identifiers it
    // displaced than it kept.)
    if ids.len() == 1 { ids } else { Vec::new() }
}

/// Does the assistant's `reply` read out what the person's lookup found (`found`, the results
/// of the calls made for their message): "what did the card machine take Saturday" → `{"gross":
/// "310.54", …}` → "44 card payments, £310.54 gross"? Its first paragraph says a figure of the
/// result that the person's `message` did not, and does not doubt. ("book Dave in at 10:30.
/// can he do saturdays too?" → `{"booked": "10:30"}` → "Booked, 10:30." says back their own
/// figure: it answers nothing.)
pub fn reads_out(found: &str, message: &str, reply: &str) -> bool {
    let Some(first) = sure_opening(reply) else { return false };
    let found = figures(found);
    let theirs = figures(message);
    figures(first).iter().any(|f| found.contains(f) && !theirs.contains(f))
}

/// Does the assistant's `reply`, after a lookup made for the person's question, give its
/// answer flatly ("client says the timelapse stopped?" → `systemctl status timelapse` →
/// "Running. If it looks stuck …")? Its first paragraph is no question back, does not doubt or
/// put the question off, and does not say that nothing has come ("Nothing yet.", "No sign of
/// it", 还没有: what was asked after is still awaited).
pub fn answers_flatly(reply: &str) -> bool {
    sure_opening(reply).is_some_and(|first| {
        let first = first.trim();
        let lower = first.to_lowercase();
        !first.is_empty()
            && !first.ends_with(['?', '？'])
            && !first.ends_with(':')
            && ![
                "nothing",
                "no ",
                "no.",
                "no,",
                "not yet",
                "none",
                "still no",
                "还没",
                "没有",
                "暂无",
                "没看到",
                "没收到",
            ]
            .iter()
            .any(|w| lower.starts_with(w))
    })
}

/// Does the assistant's `reply` open with a figure ("concrete for a slab 6.3 x 4.5 at 200mm?"
/// → "5.67 m³ — I'd order 6.5 …"; "about £1,466.82"; 大约20,541.20元), sure of itself? That is
/// the answer to what the person's message ended on.
pub fn opens_with_figure(reply: &str) -> bool {
    let Some(first) = sure_opening(reply) else { return false };
    let lower = first.trim_start().to_lowercase();
    let rest = ["about ", "around ", "roughly ", "approx. ", "approximately ", "大约", "大概", "约", "≈"]
        .iter()
        .find_map(|lead| lower.strip_prefix(lead))
        .unwrap_or(&lower);
    let rest = rest.trim_start_matches(['£', '$', '€', '¥', '￥']);
    rest.starts_with(|c: char| c.is_ascii_digit()) && !first.trim_end().ends_with(['?', '？'])
}

/// Does the assistant's `reply` give a count in its first sentence, a few words in, sure of
/// itself ("仓库里还有9台在库。", "常见的是一两千字，…", "There are 46 still enabled.")? That
/// answers a question that asked how many or how much in words ([`asks_how_much`]).
pub fn gives_count(reply: &str) -> bool {
    let Some(first) = sure_opening(reply) else { return false };
    let sentence: String = first
        .trim_start()
        .split(['.', '。', '!', '！', '?', '？', '\n', '；', ';'])
        .next()
        .unwrap_or("")
        .chars()
        .take(40)
        .collect();
    !first.trim_end().ends_with(['?', '？']) && says_count(&sentence)
}

/// Does `text` say a count: digits ("9台", "46 still enabled"; not part of a word or code,
/// "v2", "DS920") or a Chinese numeral before a measure word ("两台", "一两千字", "三个")?
fn says_count(text: &str) -> bool {
    const NUMERALS: &str = "一二两三四五六七八九十百千万几";
    // (Whole words: "十分合适", "一小部分" count nothing.)
    const MEASURES: &[&str] = &[
        "个", "台", "字", "天", "小时", "分钟", "元", "块", "次", "人", "张", "份", "本", "周", "月", "年",
        "岁", "米", "公里", "斤", "件", "封", "条", "页", "篇",
    ];
    let chars: Vec<char> = text.chars().collect();
    chars.iter().enumerate().any(|(i, &c)| {
        let before = i.checked_sub(1).map(|j| chars[j]);
        if c.is_ascii_digit() {
            return !before.is_some_and(|b| b.is_ascii_alphanumeric() || b == '_' || b == '-' || b == '/');
        }
        // (The numerals, then a measure word: "一两千字"; "一下", "一般" count nothing.)
        NUMERALS.contains(c) && {
            let run = chars[i..].iter().take_while(|&&x| NUMERALS.contains(x)).count();
            let after: String = chars[i + run..].iter().take(2).collect();
            MEASURES.iter().any(|m| after.starts_with(m))
        }
    })
}

/// Does a question ask for a figure: it says one itself ("concrete for a slab 6.3 x 4.5 at
/// 200mm?") or asks how much, how many, how long (多少, 几, 多久)?
pub fn asks_for_figure(question: &str) -> bool {
    !figures(question).is_empty() || asks_how_much(question)
}

/// Does a question ask in words how much, how many, how long (多少, 几, 多久)?
pub fn asks_how_much(question: &str) -> bool {
    let lower = question.to_lowercase();
    [
        "how much",
        "how many",
        "how long",
        "how far",
        "how big",
        "how old",
        "how heavy",
        "how late",
        "how early",
        "what time",
        "total",
        "多少",
        "几",
        "多久",
        "多长",
        "多大",
        "多远",
        "多重",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// Does `reply` pick one side of a question of one thing or another ("should we get the kids'
/// helmets in blue or red?" → "Red: easier to spot on the water")? It opens with the word one
/// side ends or starts with, and does not doubt.
pub fn picks_one(question: &str, reply: &str) -> bool {
    let q = question.trim_end_matches(['?', '？', ' ']).to_lowercase();
    // ("孩子的头盔买蓝的还是红的？" → "红的。水上好认": the reply's first clause is one side.)
    if let Some((left, right)) = q.rsplit_once("还是") {
        let right = right.trim_end_matches(['呢', '啊', '呀', '吧', '好', ' ']);
        let first =
            reply.trim_start().split(['，', '。', '！', '；', ',', '.', '!', ' ', '\n']).next().unwrap_or("");
        let lower = reply.to_lowercase();
        return !first.is_empty()
            && first.chars().count() <= 6
            && first.chars().all(is_cjk)
            && (right.starts_with(first) || left.ends_with(first))
            && !UNSURE_WORDS.iter().chain(CANNOT_ANSWER).any(|w| lower.contains(w));
    }
    let Some((left, right)) = q.rsplit_once(" or ") else { return false };
    let first = reply
        .trim_start()
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .next()
        .unwrap_or("")
        .to_lowercase();
    let lower = reply.to_lowercase();
    // (A word of any sentence picks nothing: "the X or the Y" → "The plan is …".)
    let common = [
        "the", "a", "an", "to", "it", "we", "you", "is", "do", "go", "be", "in", "on", "at", "for", "of",
        "this", "that", "i", "so", "not", "just",
    ];
    if first.chars().count() < 2
        || common.contains(&first.as_str())
        || UNSURE_WORDS.iter().chain(CANNOT_ANSWER).any(|w| lower.contains(w))
    {
        return false;
    }
    let word = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string();
    let sides = [
        left.split_whitespace().next_back(),
        right.split_whitespace().next(),
        right.split_whitespace().next_back(),
    ];
    sides.into_iter().flatten().any(|w| word(w) == first)
}

/// The figures of `text` worth matching, written alike: "£1,184.37" → "1184.37", "291.00" →
/// "291", "15:56", "25%" (a lone digit is too common to tell anything).
fn figures(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = text[at..].find(|c: char| c.is_ascii_digit()).map(|i| i + at) {
        // (Not the tail of a word or an identifier: "8463/2H", "m_73970402"; "08:00-13:00" is
        // a range of two. Chinese writes figures into its words: "大约20,541.20元".)
        let mut back = text[..i].chars().rev();
        let glued = match back.next() {
            Some('-') => !back.next().is_some_and(|c| c.is_ascii_digit()),
            Some(c) => (c.is_alphanumeric() && !is_cjk(c)) || c == '_',
            None => false,
        };
        let len = text[i..]
            .find(|c: char| !(c.is_ascii_digit() || matches!(c, ',' | '.' | ':' | '%')))
            .unwrap_or(text.len() - i);
        let token = text[i..i + len].trim_end_matches([',', '.', ':']);
        at = i + len;
        let after = &text[at..];
        if glued || after.starts_with(|c: char| c.is_ascii_uppercase()) {
            continue;
        }
        let plain: String = token.chars().filter(|&c| c != ',').collect();
        let plain =
            plain.strip_suffix(".00").or_else(|| plain.strip_suffix(".0")).unwrap_or(&plain).to_string();
        if plain.chars().filter(char::is_ascii_digit).count() >= 2 || plain.contains(['.', ':', '%']) {
            out.push(plain);
        }
    }
    out
}

/// Does the assistant's whole `reply` answer the person's `question` at length: a reply of
/// some length whose first paragraph shares a word of the question's subject, and that says
/// nowhere that it does not know, cannot tell, or keeps the question open ("how do people cull
/// faster?" → three paragraphs on culling)? A short reply ("Noted.") or one that only carries on
/// with something else answers nothing.
pub fn answers_at_length(question: &str, reply: &str, ends_message: bool, over_material: bool) -> bool {
    // (A Chinese reply says as much in fewer characters: what it was asked for, it gives in
    // 40 of them.)
    // ("moodledata getting full?" over the `df` output it pastes, "last night's backup, is this
    // fine?" over its log: the reply reads what was pasted, whatever words it uses.)
    let what = ends_message
        && (asks_what(question) || (over_material && !put_to_others(&question.trim().to_lowercase())));
    // ("个税App上的收入怎么比我记的多？" → "可能是某家公司按全年累计申报，或者有重复申报。可以
    // 在App里逐条核对，不对的可以申诉。")
    let least = if what && reply.chars().any(is_cjk) { 40 } else { 120 };
    if reply.chars().count() < least || defers(reply) {
        return false;
    }
    let lower = reply.to_lowercase();
    if KEPT_OPEN.iter().any(|w| lower.contains(w)) {
        return false;
    }
    // "what's the forecast for the shoot tomorrow" → "Looking decent: cloudy early, …", "ideas
    // for the shop window this month?" → "Three cheap ideas: …": what the person asked the
    // assistant for last in their message, it gives in words of its own; nothing in it says it
    // can't. (A question with more after it, "how long are records kept? anyway, different
    // thing.", may be passed over for what follows.)
    if what {
        return !UNSURE_WORDS.iter().chain(CANNOT_ANSWER).chain(NOT_GUESSING).any(|w| lower.contains(w));
    }
    // (On its subject where it starts: the first paragraph past a short "Okay, a few
    // thoughts." A word in passing further on, "health certificate" for "the birth
    // certificates", answers nothing.)
    let opening = reply.lines().map(str::trim).find(|l| l.chars().count() >= 40).unwrap_or("");
    shared_subject(question, opening).is_some_and(|(shared, _)| shared >= 1)
}

/// Does the assistant's short `reply` answer the question that ended the person's message:
/// its first line is on the question's subject and sure of itself ("跳远踩线算不算" → "踩线就
/// 算犯规，这一跳不计成绩。", "who's Aisha Ahmed's tutor?" → its lookup → "Aisha is in 13TS
/// and the tutor is Delphine Everard.")? A reply that opens on something else ("From your
/// description I'd want the bearing measured"), puts the question off, or says it does not
/// know answers nothing.
pub fn answers_briefly(question: &str, reply: &str) -> bool {
    let reply = reply.trim();
    let cjk = reply.chars().filter(|&c| is_cjk(c)).count();
    if (reply.chars().count() < 16 && cjk < 6) || doubts(reply) {
        return false;
    }
    let first = reply.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
    // (Its first sentence: "Both are used. …" after "X or Y?" shares the subject further on.)
    let first = sentences(first).into_iter().next().unwrap_or_default();
    // ("anything from Mr Bains re the C diff RCA?" → "Nothing from Mr Bains about it yet.":
    // no news yet keeps it open.)
    let opening = first.to_lowercase();
    if contains_word(&opening, "yet")
        || ["nothing", "no word", "no news"].iter().any(|w| opening.trim_start().starts_with(w))
        || ["still no", "还没", "暂时没", "目前没", "尚未", "没有消息", "没消息"]
            .iter()
            .any(|w| opening.contains(w))
    {
        return false;
    }
    // (On the subject of the question itself, not of the sentence before it in the item: "book
    // Dave in at 10:30 on the 14th. can he do saturdays too?" → "Booked, 10:30 on the 14th.")
    let asked = question.rsplit_once(". ").map_or(question, |(_, last)| last);
    shared_subject(asked, &first).is_some_and(|(shared, _)| shared >= 1)
}

/// Does the assistant's `sentence` say back the person's own choice ("From what you told me
/// after the call: move the ordr database to managed postgres, because …", "You decided to
/// keep the shop shut on Mondays — …", 你定的是：订单通知继续用公众号模板消息——…)? A lead
/// that gives the choice to the person, then the choice (three words or six Chinese
/// characters at least).
pub fn says_back_choice(sentence: &str) -> bool {
    const LEADS: &[&str] = &[
        "from what you told me",
        "from what you said",
        "you decided to ",
        "you've decided to ",
        "you have decided to ",
        "you decided: ",
        "your decision: ",
        "your call: ",
        "so you're going with ",
        "you're going with ",
        "you chose ",
        "你定的是",
        "你决定",
        "你选的是",
        "你拍板的是",
    ];
    let t = sentence.trim_start();
    let lower = t.to_lowercase();
    let Some(lead) = LEADS.iter().find(|l| lower.starts_with(*l)) else {
        return false;
    };
    // (What follows the lead, past the clause that ends it: "… after the call: move …".)
    let rest = &lower[lead.len()..];
    let rest = if lead.ends_with(' ') || lead.chars().any(is_cjk) {
        rest
    } else {
        rest.split_once([':', '：', ',', '，']).map_or("", |(_, r)| r)
    };
    let rest = rest.trim_start_matches([':', '：', ' ']);
    // ("You decided to wait?": asked back, no choice said.)
    !is_question(t)
        && (rest.split_whitespace().count() >= 3 || rest.chars().filter(|&c| is_cjk(c)).count() >= 6)
}

/// Does `question` offer a choice ("X, or Y? thoughts?", 还是, 要不要)?
pub fn offers_choice(question: &str) -> bool {
    let q = question.to_lowercase();
    contains_word(&q, "or") || q.contains("还是") || q.contains("要不要")
}

/// The runs of four words (lower case, without the punctuation around them) and of six Chinese
/// characters that `text` says: what a decision and a question that
/// offers a choice share when the decision picks one of its sides ("keep Pi-hole on the
/// Raspberry Pi" of "moving pihole into an LXC, or keep Pi-hole on the Raspberry Pi?").
pub fn choice_runs(text: &str) -> Vec<String> {
    let words: Vec<String> = text
        .to_lowercase()
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-').to_string())
        .filter(|w| !w.is_empty())
        .collect();
    let cjk: Vec<char> = text.chars().filter(|&c| is_cjk(c)).collect();
    words.windows(4).map(|run| run.join(" ")).chain(cjk.windows(6).map(|run| run.iter().collect())).collect()
}

/// Is `after`, what follows a question in its message, at most context for it: a few words
/// ("check pls"), or a short statement that asks nothing more and does not move on ("I'm at 4
/// hours per wedding just to cull"; not "anyway, different thing", "oh and …", "but first …")?
pub fn only_context(after: &str) -> bool {
    let lower = after.trim().to_lowercase();
    let words = lower.split_whitespace().count();
    let moves_on = [
        "anyway",
        "different thing",
        "other thing",
        "unrelated",
        "btw",
        "by the way",
        "oh and",
        "also",
        "but first",
        "separately",
        "another thing",
        "meanwhile",
        "换个话题",
        "另外",
        "顺便",
        "先不说",
        "算了",
    ]
    .iter()
    .any(|w| lower.contains(w));
    if words <= 3 {
        return !moves_on;
    }
    words <= 20
        && !moves_on
        && !lower.contains(['?', '？'])
        && !["can you", "could you", "pls", "please", "帮我"].iter().any(|w| lower.contains(w))
}

/// A reply that will not guess or has no news: it answers nothing.
const NOT_GUESSING: &[&str] = &[
    "rather not guess",
    "won't guess",
    "not guess",
    "not answered",
    "isn't answered",
    "no news",
    "flagged",
    "leave that",
    "noted for later",
    "悬着",
    "瞎猜",
    "乱猜",
    "查清楚再",
    "随便猜",
    "没有答案",
    "没有确切",
    "没有能说明",
    "放一放",
];

/// An ask for what the assistant can tell or think of itself: "what's the forecast for the
/// shoot tomorrow", "how many empties have we got? bed board pls", "ideas for the shop window
/// this month?", "anything important in the inbox this week?", 相册排版一般按什么顺序？. Not a
/// question of whether something is so ("does the venue allow flash …?", "no idea if …"), who
/// did it or why (what only others know), or one put to others.
pub fn asks_what(question: &str) -> bool {
    let lower = question.trim().to_lowercase();
    if put_to_others(&lower)
        || [
            "whether",
            " if ",
            "wonder",
            "don't know",
            "no idea",
            "not sure",
            "是不是",
            "是否",
            "谁",
            "为什么",
            "不确定",
            "不知道",
        ]
        .iter()
        .any(|w| lower.contains(w))
    {
        return false;
    }
    // "what are we doing about the uniform allowance", "what happened with the dog policy",
    // "how long do the records get kept", 办公室保险怎么办, 超时费怎么算: how a matter stands,
    // that only a reply on it answers (the stricter rule below).
    if [
        "what about",
        "what happened",
        "what happens",
        "what's happening",
        "what is happening",
        "what are we doing",
        "what we're doing",
        "what's the plan",
        "what is the plan",
        "what's the deal",
        "what is the deal",
        "what's the status",
        "what's the story",
        "what's going on",
        "how long",
        "how does",
        "怎么办",
        "怎么算",
        "怎么样",
        "咋办",
        "几年",
        "几点",
        "多久",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        return false;
    }
    if lower.chars().any(is_cjk) {
        return ["什么", "怎么", "哪", "多少", "几", "如何", "有啥", "咋"].iter().any(|w| lower.contains(w));
    }
    // The clause that asks: the first, or one after a comma or dash ("NAS log, what's the
    // warning at the bottom?").
    let clauses = std::iter::once(lower.as_str()).chain(lower.split([',', ';', ':', '—', '–']).skip(1));
    clauses.into_iter().any(|clause| {
        let words: Vec<&str> = clause
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .skip_while(|w| QUESTION_LEAD.contains(w) || matches!(*w, "pls" | "please" | "hey" | "right"))
            .collect();
        // ("NAS log, is the warning at the bottom bad?": the assistant's reading of what was
        // pasted.)
        let judged = matches!(words.first(), Some(&("is" | "does" | "do" | "are")))
            && matches!(words.get(1), Some(&("the" | "this" | "that" | "it" | "these" | "those")))
            && words.last().is_some_and(|w| {
                matches!(
                    *w,
                    "bad"
                        | "normal"
                        | "ok"
                        | "okay"
                        | "fine"
                        | "serious"
                        | "worrying"
                        | "dangerous"
                        | "right"
                        | "correct"
                )
            });
        // ("Martha wants my mileage log in some kind of order what should it have?": a
        // question typed on without a stop, put to the assistant.)
        let run_on = words.windows(3).skip(1).any(|w| {
            matches!(w[0], "what" | "how")
                && matches!(w[1], "should" | "do" | "can" | "would")
                && matches!(w[2], "i" | "we" | "it" | "you")
        });
        match words.as_slice() {
            _ if judged || run_on => true,
            ["what" | "what's" | "whats" | "how" | "how's" | "which" | "when" | "where", ..] => true,
            ["any" | "got", "ideas" | "tips" | "thoughts" | "suggestions", ..] => true,
            ["ideas" | "tips" | "thoughts" | "suggestions", "for" | "on" | "about", ..] => true,
            ["anything", next, ..] => !matches!(*next, "else"),
            ["help", "with", ..] => true,
            _ => false,
        }
    })
}

/// Does `sentence` tell of asking someone about something ("Rang the factory again about …",
/// "Asked the supplier about …"): "about" within six words of the asking, two words after it?
pub fn chased(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    ["rang ", "called ", "emailed ", "chased ", "asked ", "pinged ", "messaged ", "phoned ", "wrote to "]
        .iter()
        .any(|w| {
            lower.match_indices(w).any(|(i, _)| {
                let words: Vec<&str> = lower[i + w.len()..].split_whitespace().take(9).collect();
                // ("rang the council to ask if the neighbours can object …, on hold 40 mins".)
                let asked = words.windows(3).take(5).any(|w| {
                    w[0] == "to"
                        && w[1] == "ask"
                        && matches!(w[2], "if" | "whether" | "about" | "who" | "when" | "how")
                });
                (i == 0 || lower[..i].ends_with(' '))
                    && (asked
                        || words
                            .iter()
                            .take(6)
                            .position(|x| *x == "about")
                            .is_some_and(|k| words.len() >= k + 3))
            })
        })
}

/// Does `sentence` only take note that a choice was made ("Noted as decided.", "recorded as
/// decided.", "decision — noted, along with why.", 好的，决定记下了。), naming no choice?
pub fn only_notes_a_choice(sentence: &str) -> bool {
    const NOTING: &[&str] = &[
        "noted",
        "note",
        "decided",
        "decision",
        "decisions",
        "settled",
        "recorded",
        "recording",
        "record",
        "agreed",
        "logged",
        "confirmed",
        "along",
        "with",
        "that",
        "this",
        "then",
        "sounds",
        "good",
        "great",
        "fine",
        "okay",
        "understood",
        "written",
        "down",
        "clear",
        "your",
        "yours",
        "call",
        "made",
        "why",
        "and",
        // "Makes sense — logged as decided.", "Fair enough, noted.".
        "makes",
        "sense",
        "fair",
        "enough",
        "sensible",
        "reasonable",
        // "Final answer noted.", "logged as decided so it doesn't get reopened.".
        "final",
        "answer",
        "doesn't",
        "reopened",
        "won't",
    ];
    const NOTING_CJK: &[&str] = &[
        "好的",
        "决定",
        "定了",
        "记下",
        "下了",
        "明白",
        "收到",
        "知道",
        "记录",
        "已记",
        // 我记为最终决定。, 好的，规矩和决定都记下了。
        "记为",
        "最终",
        "规矩",
        "都记",
        "定下来",
        "就当",
        "当定",
        "这个",
    ];
    let mut lower = sentence.to_lowercase();
    let words = lower
        .split(|c: char| !c.is_alphanumeric() || is_cjk(c))
        .filter(|w| w.chars().count() >= 3)
        .filter(|w| !NOTING.contains(w) && !COMMON.contains(w))
        .count();
    for w in NOTING_CJK {
        lower = lower.replace(w, " ");
    }
    let cjk: Vec<char> = lower.chars().collect();
    let cjk_words = cjk
        .windows(2)
        .filter(|p| p.iter().all(|&c| is_cjk(c) && !CJK_FUNCTION.contains(c)))
        .filter(|p| !NOTING_CJK.contains(&p.iter().collect::<String>().as_str()))
        .count();
    words == 0 && cjk_words == 0 && identifiers(sentence).is_empty()
}

/// Does a tool's result say it found nothing or failed ("0 results", "No matching bookings",
/// "error: permission denied", 未找到)?
pub fn found_nothing(result: &str) -> bool {
    let lower = result.to_lowercase();
    // ("0 messages matching \"Summit Lane Freight\"", "No bookings for …", "none".)
    // (After the tool's name in a digest: "inbox → 0 messages …".)
    let body = lower.split_once('→').map_or(lower.as_str(), |(_, rest)| rest);
    let lead = body.trim_start_matches(|c: char| !c.is_alphanumeric());
    if ["0 ", "no ", "none", "nothing", "empty"].iter().any(|w| lead.starts_with(w)) {
        return true;
    }
    [
        "0 results",
        "0 result(s)",
        "0 record",
        "0 match",
        "no result",
        "no match",
        "no record",
        "nothing found",
        "not found",
        "no such",
        "error",
        "denied",
        "failed",
        "timed out",
        "unreachable",
        "未找到",
        "没有找到",
        "找不到",
        "无结果",
        "共0条",
        "共0封",
        "0条",
        "失败",
    ]
    .iter()
    .any(|w| {
        // ("0 results", not "10 results"; "0条", not "10条".)
        lower.match_indices(w).any(|(i, _)| {
            !w.starts_with('0') || !lower[..i].ends_with(|c: char| c.is_ascii_digit() || c == ',' || c == '.')
        })
    })
}

/// Does `message` tell of no answer ("Voicemail.", "Silence.", "no reply", 没回)?
pub fn no_reply(message: &str) -> bool {
    let message = message.to_lowercase();
    [
        "voicemail",
        "silence",
        "on hold",
        "cut off",
        "hung up",
        "nobody picked up",
        "no one picked up",
        "didn't pick up",
        "没人接",
        "no reply",
        "no answer",
        "no response",
        "nothing back",
        "crickets",
        "not heard back",
        "haven't heard back",
        "still waiting",
        "没回",
        "没人回",
        "没回复",
    ]
    .iter()
    .any(|w| message.contains(w))
}

/// Does the person's message say a question of theirs is one they cannot answer and want
/// found out ("still no idea whether …", "wondering if …", "q for later", "will look it up",
/// 一直想问, 回头我自己查, 完全没概念)? Such a question is a pending ask: the last of the open
/// questions to go when room is short.
pub fn pending_ask(message: &str) -> bool {
    let lower = message.to_lowercase();
    puts_off(&lower)
        || asked_for_later(&lower)
        || marked_open(&lower)
        || [
            "no idea",
            "not sure",
            "unsure",
            "no clue",
            "unclear",
            "wondering",
            "i wonder",
            "can't work out",
            "cant work out",
            "can't figure out",
            "cant figure out",
            "can't get my head",
            "never been clear",
            "never understood",
            "bugging me",
            "keep meaning",
            "been meaning",
            "i don't know",
            "i dont know",
            "don't know and should",
            "need to find out",
            "need to figure out",
            "have to find out",
            "find out whether",
            "find out if",
            "look into it",
            "look into that",
            "need to check whether",
            "need to check if",
            "any idea",
            "anyone?",
            "asked twice",
            "没概念",
            "没弄明白",
            "没搞明白",
            "没想明白",
            "不清楚",
            "不知道",
            "谁知道",
            "问过没",
            "没问清楚",
            "搞不清",
            "弄不清",
            "拿不准",
            "一直没",
        ]
        .iter()
        .any(|w| lower.contains(w))
}

/// Does the assistant's reply say it cannot answer what was asked, or keeps it for later
/// ("That's not something I can confirm for you", "I don't have anything I could check that
/// against", "I'll keep it on the open questions list", 这个我没法替你确认, 另外那个我这里没法回答)?
/// The questions it leaves are pending asks.
pub fn cannot_answer(reply: &str) -> bool {
    let lower = reply.to_lowercase();
    defers(reply)
        || [
            "not something i can",
            "can't confirm",
            "cannot confirm",
            "can't tell you",
            "cannot tell you",
            "can't answer",
            "cannot answer",
            "can't check",
            "cannot check",
            "couldn't check",
            "i don't have",
            "i do not have",
            "don't know",
            "do not know",
            "not sure",
            "no way for me",
            "not one i want to guess",
            "rather not guess",
            "won't guess",
            "open questions",
            "keep it on the",
            "keep it open",
            "worth asking",
            "best to ask",
            "best asked",
            "check with them",
            "没法",
            "无法确认",
            "不确定",
            "不好猜",
            "不知道",
            "待确认",
            "答不上",
            "查不到",
            "不清楚",
            "没有能说明",
            "说不准",
            "拿不准",
        ]
        .iter()
        .any(|w| lower.contains(w))
}

/// Is `line` (the first line of a reply) only an acknowledgement ("That's very clear, thank
/// you.", "Understood. That's a sensible way to handle it.", "Of course!"): short, telling no
/// identifier, asking nothing? The answer, if any, is the next paragraph.
pub fn acknowledges(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty()
        && t.split_whitespace().count() <= 12
        && !t.ends_with(['?', '？', ':', '：'])
        && !t.chars().any(|c| c.is_ascii_digit())
        && identifiers(t).is_empty()
        && (t.chars().count() <= 30 || !t.chars().any(is_cjk))
}

/// Does a later paragraph of a reply answer `question`: two of its subject words or more?
/// (A long reply touches many subjects: one word in passing answers nothing.)
pub fn answers_later(question: &str, paragraph: &str) -> bool {
    // ("… whether the public liability insurance covers members logging in remotely": "For
    // member communications, … from the remote scope" shares two words of seven in passing.)
    shared_subject(question, paragraph).is_some_and(|(shared, words)| shared >= 2 && shared * 3 >= words)
}

/// The subject words of `question` that `reply` tells of, and how many it has; none when the
/// reply is unsure or asks in turn.
fn shared_subject(question: &str, reply: &str) -> Option<(usize, usize)> {
    let lower = reply.to_lowercase();
    if UNSURE_WORDS.iter().chain(CANNOT_ANSWER).any(|w| lower.contains(w)) || is_question(reply.trim()) {
        return None;
    }
    let mut q: Vec<String> = content_words(&asked_subject(question))
        .into_iter()
        .filter(|w| !ASK_FRAME.contains(&w.as_str()))
        .collect();
    q.sort();
    q.dedup();
    // What the reply asks in turn answers nothing ("饮水补给站到底谁负责啊？" shares 负责 with
    // "手语翻译到底谁负责啊？").
    let told: Vec<String> = sentences(reply)
        .into_iter()
        .filter(|s| {
            let lower = s.to_lowercase();
            !is_question(s) && !OPEN_MARKERS.iter().any(|m| lower.contains(m))
        })
        .collect();
    let r = content_words(&told.join(" "));
    // ("handwash" and "handwashing", "store" and "stores": one word.)
    // ("mic" and "mics", "fee" and "fees": a plural is the same word.)
    let plural = |a: &str, b: &str| {
        a.chars().count() >= 3
            && (b.strip_suffix('s').is_some_and(|s| s == a) || b.strip_suffix("es") == Some(a))
    };
    let same = |a: &str, b: &str| {
        a == b
            || plural(a, b)
            || plural(b, a)
            || (a.chars().count().min(b.chars().count()) >= 5 && (a.starts_with(b) || b.starts_with(a)))
    };
    Some((q.iter().filter(|w| r.iter().any(|x| same(w, x))).count(), q.len()))
}

/// "is that a me problem or a club problem?": a question about what the sentence before it named.
pub fn refers_back(question: &str) -> bool {
    let t = question.trim_start().to_lowercase();
    ["is that ", "is it ", "is this ", "was that ", "does that ", "will that ", "should that "]
        .iter()
        .any(|w| t.starts_with(w))
}

/// Does `line` name too little to be worth its room: fewer than `min` subject words (an
/// identifier or a person counts as two)? "can't move it", "is it too much?" say nothing a
/// later turn could use.
pub fn says_little(line: &str, min: usize) -> bool {
    let mut words = content_words(line);
    words.sort();
    words.dedup();
    let named = identifiers(line).len() + people(line).len();
    // "a backup plan for the Pi", "VAT on samples": a short capitalised word names a thing.
    let short_names = line
        .split(|c: char| !c.is_alphanumeric())
        .skip(1)
        .filter(|w| {
            (2..=4).contains(&w.chars().count())
                && w.starts_with(|c: char| c.is_ascii_uppercase())
                && w.chars().skip(1).all(|c| c.is_ascii_alphabetic())
                && !matches!(
                    *w,
                    "OK" | "Ok" | "Oh" | "So" | "No" | "Hi" | "The" | "And" | "But" | "Yes" | "Yeah" | "Also"
                )
        })
        .count();
    words.len() + short_names + 2 * named < min
}

/// Words of four or more letters that say nothing of a subject (a reply sharing only these
/// answers nothing).
const COMMON: &[&str] = &[
    // ("…the night shift on Sunday is the only one…" answers nothing of "is there any fire warden
    // training for nights or is it days only?".)
    "only",
    "other",
    "first",
    "over",
    "honest",
    "much",
    "that",
    "this",
    "with",
    "what",
    "when",
    "where",
    "which",
    "will",
    "have",
    "from",
    "they",
    "them",
    "then",
    "than",
    "there",
    "their",
    "these",
    "those",
    "into",
    "about",
    "would",
    "could",
    "should",
    "been",
    "were",
    "your",
    "just",
    "like",
    "some",
    "more",
    "also",
    "very",
    "want",
    "need",
    "make",
    "does",
    "done",
    "still",
    "keep",
    "sure",
    "okay",
    "thanks",
    "noted",
    "next",
    "part",
    "really",
    "here",
    "well",
    "know",
    "think",
    "good",
    "fine",
    "plan",
    "later",
    "move",
    "moving",
    "work",
    "works",
    "thing",
    "things",
    "right",
    "mind",
    "wait",
    "happen",
    "happens",
    "happening",
    "anyone",
    "ever",
    "even",
    "actually",
    "something",
    "anything",
];

/// Lower-case words of four or more letters, and CJK pairs, for overlap tests.
fn content_words(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let mut out: Vec<String> = lower
        .split(|c: char| !c.is_alphanumeric() || is_cjk(c))
        .filter(|w| w.chars().count() >= 4 && !COMMON.contains(w))
        .map(str::to_string)
        .collect();
    let cjk: Vec<char> = lower.chars().collect();
    for pair in cjk.windows(2) {
        // "一下", "我们", "的事" say nothing of a subject.
        if pair.iter().all(|&c| is_cjk(c) && !CJK_FUNCTION.contains(c)) {
            out.push(pair.iter().collect());
        }
    }
    out
}

/// Characters that make a CJK pair say nothing of a subject.
const CJK_FUNCTION: &str =
    "的一下个我们你他她它是了这那在有就都也还要把吧呢吗好么和与及或先再又很太没不能会可以得地着过";

/// Sentences: split after `.`, `!`, `?` followed by a space, after CJK full stops and at
/// line breaks; backticked spans are never split.
pub fn sentences(text: &str) -> Vec<String> {
    // ("do you know why the Phillpotts family left Rhymney question mark because …": dictation
    // says its marks.)
    let dictated;
    let text = if text.contains(" question mark") || text.contains(" full stop") {
        dictated = dictated_marks(text);
        dictated.as_str()
    } else {
        text
    };
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut in_code = false;
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        if c == '`' {
            in_code = !in_code;
        }
        if in_code && c != '\n' {
            continue;
        }
        let next = chars.get(i + 1).copied();
        // "(why? fp16 kept giving me NaNs)": brackets closed soon after hold one sentence (a
        // longer one holds several: "(also, unrelated, how do clinics handle no-shows? no need
        // to answer now)").
        let bracketed = || {
            current.matches('(').count() > current.matches(')').count()
                && current.rsplit('(').next().is_some_and(|inside| inside.split_whitespace().count() <= 3)
                && chars[i + 1..].iter().take(100).take_while(|&&c| c != '\n' && c != '(').any(|&c| c == ')')
        };
        let end = matches!(c, '。' | '！' | '？' | '\n')
            || (matches!(c, '.' | '!' | '?')
                && next.is_none_or(char::is_whitespace)
                && !(c == '.' && abbreviation(&current))
                // ("skip the s. 30 assessment", "see para. 14": a section's mark before its
                // number.)
                && !(c == '.'
                    && chars.get(i + 2).is_some_and(char::is_ascii_digit)
                    && section_mark(current.trim_end_matches('.').rsplit([' ', '(']).next().unwrap_or("")))
                // ("delivery 9.2. for the Hofmann job": a date's full stop.)
                && !(c == '.'
                    && chars.get(i + 2).is_some_and(|c| c.is_lowercase())
                    && day_month_dotted(current.trim_end_matches('.').rsplit(' ').next().unwrap_or("")))
                && !bracketed());
        if end {
            push_sentence(&mut out, &current);
            current.clear();
            in_code = false;
        }
    }
    push_sentence(&mut out, &current);
    out
}

/// What a person says alone after a sentence to settle it: "put the hire prices up by ten
/// percent? yes. final." answers their own question.
const SETTLING_ANSWERS: &[&str] = &[
    "yes",
    "yep",
    "yup",
    "yeah",
    "final",
    "final answer",
    "decided",
    "settled",
    "agreed",
    "done deal",
    "definitely",
    "对",
    "是的",
    "定了",
    "就这么定了",
];

/// `sentences` with a yes or a "final." said alone joined to the sentence before it, as its
/// settling words: "put the hire prices up by ten percent? yes. final." is one sentence, "put
/// the hire prices up by ten percent, yes, final.", a choice rather than a question.
pub fn with_their_yes(sentences: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(sentences.len());
    for sentence in sentences {
        let bare = sentence.trim().trim_end_matches(['.', '!', '。', '！']).trim().to_lowercase();
        let bare = bare.trim_end_matches([',', '，']);
        let mut words =
            bare.split([',', '，', '.', '。']).map(str::trim).filter(|w| !w.is_empty()).peekable();
        if let Some(last) = out.last_mut()
            && words.peek().is_some()
            && words.all(|w| SETTLING_ANSWERS.contains(&w))
            && !last.trim().is_empty()
            // ("is the van booked? yes." answers a question; "put the prices up? yes." settles a
            // choice.)
            && !{
                let asked = last.trim_start().to_lowercase();
                QUESTION_WORDS.iter().chain(AUX).any(|w| asked.starts_with(&format!("{w} ")))
            }
        {
            let cjk = bare.chars().any(is_cjk);
            let kept = last.trim_end().trim_end_matches(['?', '？', '.', '。', '!', '！']).to_string();
            *last = if cjk { format!("{kept}，{bare}。") } else { format!("{kept}, {bare}.") };
            continue;
        }
        out.push(sentence);
    }
    out
}

/// Words whose full stop ends no sentence: "Dr. Amara", "Mrs. Penhaligon", "e.g. this".
const ABBREVIATIONS: &[&str] = &[
    "mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs", "e.g", "i.e", "approx", "dept", "mt", "no",
    "fig", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
];

/// Is `word` a mark that a section's or a page's number follows ("s. 30", "para. 14", "pp. 4")?
fn section_mark(word: &str) -> bool {
    matches!(
        word,
        "s" | "ss" | "r" | "rr" | "p" | "pp" | "para" | "paras" | "art" | "cl" | "sec" | "reg" | "sch" | "ch"
    )
}

/// Does `text` (up to and including a full stop) end with an abbreviation?
fn abbreviation(text: &str) -> bool {
    let word =
        text.trim_end_matches('.').rsplit(|c: char| c.is_whitespace() || c == '(').next().unwrap_or("");
    // "No." ends a sentence ("No."), "No. 5" does not: only a lone word is taken.
    !word.is_empty() && word != "No" && ABBREVIATIONS.contains(&word.to_lowercase().as_str())
}

/// Words that open a new thought after a dash: "the quote came in at €25,100 -- oh and let us
/// lock it: …" says two things.
const NEW_THOUGHT: &[&str] = &["oh", "also", "btw", "plus", "anyway", "separately", "unrelated", "and also"];
/// The same after a comma, where "also" and "plus" often go on with the same thought.
const NEW_THOUGHT_AFTER_COMMA: &[&str] = &["oh and", "oh,", "btw", "by the way"];

/// Words that open a new thought inside a long run-on with no stops, as dictation types it
/// ("… I watched him do it twice oh and another thing my son made me promise …").
const RUN_ON_BREAKS: &[&str] = &[
    "oh and another thing",
    "and another thing",
    "oh another thing",
    "one more thing",
    "oh and",
    "and also",
    "while i think of it",
    "question for you",
    "something i keep meaning to ask",
    "i've been wondering",
    "i have been wondering",
    "oh before i forget",
    "before i forget",
    "i've made my mind up",
    "i have made my mind up",
    "so that's settled then",
    "anyway",
    "by the way",
    "还有个事",
    "还有一件事",
    "另外",
    "对了",
    "顺便说一下",
    "我拿定主意了",
];

/// Where a long run-on (eighteen words or more, or forty Chinese characters) splits: before each
/// word of [`RUN_ON_BREAKS`] that stands alone with at least three words (six Chinese
/// characters) since the last split. One pass over the text, however long.
fn run_on_breaks(s: &str) -> Vec<usize> {
    if s.split_whitespace().nth(17).is_none() && s.chars().filter(|&c| is_cjk(c)).nth(39).is_none() {
        return Vec::new();
    }
    let lower = s.to_ascii_lowercase();
    let lower = lower.as_str();
    let mut candidates: Vec<usize> = RUN_ON_BREAKS
        .iter()
        .flat_map(|m| {
            let cjk = m.chars().any(is_cjk);
            lower.match_indices(m).map(|(i, _)| i).filter(move |&i| {
                // (In Chinese a comma may stand before it: "……，对了，…".)
                let opens =
                    if cjk { lower[..i].ends_with([' ', '，', ',']) } else { lower[..i].ends_with(' ') };
                let after = &lower[i + m.len()..];
                opens && (after.starts_with([' ', ',']) || (cjk && after.starts_with(|c: char| is_cjk(c))))
            })
        })
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    let mut breaks = Vec::new();
    let mut last = 0;
    for i in candidates {
        let before = &s[last..i];
        if before.split_whitespace().nth(2).is_some()
            || before.chars().filter(|&c| is_cjk(c)).nth(5).is_some()
        {
            breaks.push(i);
            last = i;
        }
    }
    breaks
}

fn push_sentence(out: &mut Vec<String>, s: &str) {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    let breaks = run_on_breaks(&s);
    if breaks.is_empty() {
        push_clause(out, &s);
        return;
    }
    let mut start = 0;
    for end in breaks.into_iter().chain([s.len()]) {
        push_clause(out, s[start..end].trim());
        start = end;
    }
}

/// One sentence (or one thought of a run-on), split once more after a dash or a comma where a
/// new thought opens ("… -- oh and let us lock it: …").
fn push_clause(out: &mut Vec<String>, s: &str) {
    let s = s.to_string();
    for (dash, openers) in [
        (" -- ", NEW_THOUGHT),
        (" — ", NEW_THOUGHT),
        (", ", NEW_THOUGHT_AFTER_COMMA),
        // "is the gratuity in the package and also ok we're going with Fernhill".
        (" and also ", &["ok", "okay", "btw", "fyi"][..]),
    ] {
        // (Never inside a command: "`a -- b`".)
        for (i, _) in s.match_indices(dash).filter(|(i, _)| s[..*i].matches('`').count().is_multiple_of(2)) {
            let rest = &s[i + dash.len()..];
            let lower = rest.to_lowercase();
            if openers
                .iter()
                .any(|w| lower.strip_prefix(w).is_some_and(|r| r.starts_with([' ', ',']) || w.ends_with(',')))
            {
                push_sentence(out, &s[..i]);
                push_sentence(out, rest);
                return;
            }
        }
    }
    // A line of a pasted list: "- after the call we agreed …", "* foo", "• bar".
    let s = ["- ", "* ", "• ", "– "].iter().find_map(|m| s.strip_prefix(m)).map(str::to_string).unwrap_or(s);
    if !s.is_empty() {
        out.push(s);
    }
}

const UNITS: &[&str] = &[
    "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "ms", "s", "sec", "secs", "seconds", "second", "min",
    "mins", "minutes", "minute", "h", "hours", "hour", "days", "day", "weeks", "week", "months", "years",
    "%", "percent", "usd", "eur", "gbp", "cny", "rmb", "jpy", "chf", "dollars", "euros", "bucks", "quid",
    "grand", "pounds", "yuan", "users", "requests", "rps", "qps", "cores", "cpus", "nodes", "replicas",
    "rows", "items", "pages", "people", "seats", "k", "m",
];
/// Currency codes, read as money beside an amount when written in capitals ("13,741 TRY").
const CURRENCY_CODES: &[&str] = &[
    "usd", "eur", "gbp", "cny", "rmb", "jpy", "chf", "cad", "aud", "nzd", "try", "sek", "nok", "dkk", "pln",
    "czk", "huf", "ron", "inr", "brl", "mxn", "zar", "krw", "thb", "sgd", "hkd", "twd", "aed", "isk", "ils",
    "php", "idr", "vnd", "myr", "egp", "mad",
];
/// Documents and drafts whose bare version ("draft v11") keeps their name.
const VERSIONED_DOCUMENTS: &[&str] = &[
    "draft",
    "spec",
    "schema",
    "contract",
    "lease",
    "manuscript",
    "chapter",
    "deck",
    "proposal",
    "template",
    "doc",
    "report",
    "budget",
    "plan",
    "script",
    "scraper",
    "model",
    "dataset",
    "firmware",
    "protocol",
    "policy",
    "story",
    "cut",
    "edit",
    "mockup",
    "design",
    "layout",
    "brief",
    "form",
    "agreement",
    "quote",
    "estimate",
    "sheet",
    "spreadsheet",
    "pitch",
    "thesis",
    "paper",
    "slides",
    "logo",
    "menu",
    "floorplan",
    "plans",
];
/// Words that size an amount: "$5.4 million".
/// Signs that open an amount: "$5.4 million", "₹39.6 lakh", "₩1,200,000".
const CURRENCY_SIGNS: &[char] = &['$', '€', '£', '¥', '₹', '₩', '₽', '₺', '₦', '₱', '฿', '₫', '₪', '₴', '₸'];
const MAGNITUDES: &[&str] = &["million", "billion", "trillion", "thousand", "mn", "bn", "lakh", "crore"];
const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
];
/// "16/1", "27/01", "3/11/2026": a day and a month (and a year) in figures.
fn numeric_day_month(w: &str) -> bool {
    let parts: Vec<&str> = w.split('/').collect();
    (2..=3).contains(&parts.len())
        && parts.iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
        && parts[..2].iter().all(|p| p.len() <= 2 && (1..=31).contains(&p.parse::<u32>().unwrap_or(0)))
        && parts.get(2).is_none_or(|y| y.len() == 2 || y.len() == 4)
}

const WEEKDAYS: &[&str] = &["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
/// Short weekdays, kept only before a date ("Tue 12 Sep"): alone, "sun" and "sat" are words.
const WEEKDAY_SHORT: &[&str] = &["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"];

/// Where the first serial number in `text` is: "SN" or "S/N", a space, and a code of capitals
/// and digits with a digit in it ("SN SP-307961").
fn serial_number(text: &str) -> Option<(usize, usize)> {
    ["SN ", "S/N "].iter().find_map(|mark| {
        text.match_indices(mark).find_map(|(i, _)| {
            if text[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '/') {
                return None;
            }
            let code = &text[i + mark.len()..];
            let len = code
                .find(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-'))
                .unwrap_or(code.len());
            let code = code[..len].trim_end_matches('-');
            (code.len() >= 4 && code.chars().any(|c| c.is_ascii_digit()) && !code.starts_with('-'))
                .then(|| (i, i + mark.len() + code.len()))
        })
    })
}

/// Where the first number plate in `text` is: a British one, two letters, two digits, a space
/// and three letters ("MC70 JGK"), or a Chinese one, a province's character, a letter and five
/// or six letters and digits, with a dot or a space after the letter or not (鲁D·N606V,
/// 川DX518O, 苏D B233N).
fn number_plate(text: &str) -> Option<(usize, usize)> {
    const PROVINCES: &str = "京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼";
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let upper = |k: usize| chars.get(k).is_some_and(|&(_, c)| c.is_ascii_uppercase());
    let digit = |k: usize| chars.get(k).is_some_and(|&(_, c)| c.is_ascii_digit());
    let alnum = |k: usize| chars.get(k).is_some_and(|&(_, c)| c.is_ascii_uppercase() || c.is_ascii_digit());
    let at = |k: usize| chars.get(k).map_or(text.len(), |&(i, _)| i);
    // (Nothing of a word before it or after it.)
    let free = |k: usize| chars.get(k).is_none_or(|&(_, c)| !c.is_ascii_alphanumeric());
    for k in 0..chars.len() {
        let after_word = k > 0 && chars[k - 1].1.is_alphanumeric() && !is_cjk(chars[k - 1].1);
        if !after_word
            && upper(k)
            && upper(k + 1)
            && digit(k + 2)
            && digit(k + 3)
            && chars.get(k + 4).is_some_and(|&(_, c)| c == ' ')
            && (5..8).all(|j| upper(k + j))
            && free(k + 8)
        {
            return Some((at(k), at(k + 8)));
        }
        if PROVINCES.contains(chars[k].1) && upper(k + 1) {
            let gap = usize::from(chars.get(k + 2).is_some_and(|&(_, c)| matches!(c, '·' | '•' | ' ')));
            let from = k + 2 + gap;
            let n = (from..).take_while(|&j| alnum(j)).count();
            if (5..=6).contains(&n) && (from..from + n).any(digit) && free(from + n) {
                return Some((at(k), at(from + n)));
            }
        }
    }
    None
}

/// Where the first phone number in `text` written in groups is: a trunk code with its leading
/// zero or a country code, then groups of digits, ten to thirteen digits in all ("01632
/// 709405", "020 7946 0958", "+44 20 7946 0958"). (Written without spaces it is one number
/// already.)
fn phone_number(text: &str, from: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let digits_at = |k: usize| bytes[k..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut from = from;
    while let Some(off) = text[from..].find(['0', '+']) {
        let start = from + off;
        from = start + 1;
        if start > 0
            && (bytes[start - 1].is_ascii_alphanumeric()
                || matches!(bytes[start - 1], b'.' | b'/' | b'-' | b'+'))
        {
            continue;
        }
        let plus = bytes[start] == b'+';
        let first = digits_at(start + usize::from(plus));
        if !(if plus { (1..=3).contains(&first) } else { (3..=5).contains(&first) }) {
            continue;
        }
        let mut end = start + usize::from(plus) + first;
        let (mut total, mut groups) = (first, 1);
        while end + 1 < bytes.len() && bytes[end] == b' ' && bytes[end + 1].is_ascii_digit() {
            let n = digits_at(end + 1);
            if !(2..=8).contains(&n) || total + n > 13 {
                break;
            }
            end += 1 + n;
            total += n;
            groups += 1;
        }
        // (Nothing of a word, an amount or a time after it: "0930 1100:", "0800 123.5".)
        let free = bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric())
            && !(matches!(bytes.get(end), Some(b'.' | b':' | b','))
                && bytes.get(end + 1).is_some_and(u8::is_ascii_digit));
        if groups >= 2 && (10..=13).contains(&total) && free {
            return Some((start, end));
        }
    }
    None
}

/// Where a number written in groups of two to six digits (three at first, eight digits or more
/// in all) is,
/// within a few words after a word that labels a reference ("tracking number …: 3353 1092
/// 9477", "account no. 4410 2231 07"): a list of numbers has no such label.
fn grouped_references(text: &str) -> Vec<(usize, usize)> {
    const LABELS: &[&str] = &[
        "number",
        "tracking",
        "ref",
        "reference",
        "account",
        "policy",
        "membership",
        "no.",
        "单号",
        "号码",
        "编号",
    ];
    let lower = text.to_ascii_lowercase();
    let bytes = text.as_bytes();
    let digits_at = |k: usize| bytes[k..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut found: Vec<(usize, usize)> = Vec::new();
    for label in LABELS {
        for (i, _) in lower.match_indices(label) {
            // The first digit within 40 characters after the label, on its line.
            let after = i + label.len();
            let mut to = text.len().min(after + 40);
            while !text.is_char_boundary(to) {
                to -= 1;
            }
            let Some(off) = text[after..to].find(|c: char| c.is_ascii_digit() || c == '\n') else { continue };
            let start = after + off;
            if bytes[start] == b'\n'
                || (start > 0 && bytes[start - 1].is_ascii_alphanumeric())
                || found.iter().any(|&(s, e)| (s..e).contains(&start))
            {
                continue;
            }
            let (mut end, mut total, mut groups) = (start, 0, 0);
            loop {
                let n = digits_at(end);
                if !(if groups == 0 { 3..=6 } else { 2..=6 }).contains(&n) {
                    break;
                }
                end += n;
                total += n;
                groups += 1;
                if !(bytes.get(end) == Some(&b' ') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)) {
                    break;
                }
                end += 1;
            }
            if bytes.get(end.wrapping_sub(1)) == Some(&b' ') {
                end -= 1;
            }
            // (Nothing of a word or a decimal after it.)
            let free = bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric())
                && !(bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit));
            if groups >= 2 && total >= 8 && free {
                found.push((start, end));
            }
        }
    }
    found.sort_unstable();
    let mut last = 0;
    found.retain(|&(start, end)| {
        let apart = start >= last;
        if apart {
            last = end;
        }
        apart
    });
    found
}

/// Is `id` a phone number written in groups ("07700 900436"), as [`identifiers`] gives one?
pub fn is_phone_number(id: &str) -> bool {
    phone_number(id, 0) == Some((0, id.len()))
}

/// Identifiers that must survive verbatim, in order of appearance: `code`, commands after a
/// `$ ` prompt, paths, URLs, ids, ports, versions, money, dates and numbers with their units.
pub fn identifiers(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let push = |s: String, out: &mut Vec<String>| {
        let s = s.trim().to_string();
        // ("---------- Forwarded message ---------": a rule of dashes names nothing.)
        if !s.chars().any(char::is_alphanumeric) {
            return;
        }
        // ("valvectl[438]: zone2 open": a log line's program and its process number.)
        if let Some((program, pid)) = s.split_once('[')
            && program.starts_with(|c: char| c.is_ascii_alphabetic())
            && program.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '@'))
            && !pid.trim_end_matches(']').is_empty()
            && pid.trim_end_matches(']').chars().all(|c| c.is_ascii_digit())
        {
            return;
        }
        if !out.iter().any(|o| o == &s || o.contains(s.as_str())) {
            out.retain(|o| !s.contains(o.as_str()));
            out.push(s);
        }
    };
    // `code` spans.
    let mut plain = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('`') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('`') else { break };
        plain.push_str(&rest[..start]);
        plain.push(' ');
        if end > 0 {
            push(format!("`{}`", &after[..end]), &mut out);
        }
        rest = &after[end + 1..];
    }
    plain.push_str(rest);
    // A command after a `$ ` prompt runs to the end of the sentence ("[root@web01 ~]# …" too).
    let root_prompt = || at_prompt(&plain).then(|| plain.find("# ")).flatten();
    if let Some(i) = plain.find("$ ").or_else(root_prompt) {
        let cmd = plain[i + 2..].trim().trim_end_matches(['.', '。']).trim();
        if cmd.split_whitespace().count() >= 1 && cmd.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
            push(format!("`{cmd}`"), &mut out);
            // ("pi@calloutpi:~ $ …": all before it is the prompt, which names nothing either.)
            plain.truncate(if at_prompt(&plain) { 0 } else { i });
        }
    }
    // A command typed without backticks: "run du -sh ~/Pictures first".
    while let Some((start, end)) = bare_command(&plain) {
        push(format!("`{}`", &plain[start..end]), &mut out);
        plain.replace_range(start..end, " ");
    }
    // A query: "Shortfall report query: SELECT item_code, qty FROM dbo.Stock WHERE …".
    if let Some((start, end)) = sql_statement(&plain) {
        push(format!("`{}`", &plain[start..end]), &mut out);
        plain.replace_range(start..end, " ");
    }
    // A spreadsheet formula: "i put =ROUND(F3*0.09,2)", "我写的是=SUMIF(B:B,\"早班\",C:C)".
    // (Found in one pass and blanked from the last, so a line of thousands is read once.)
    let formulas = spreadsheet_formulas(&plain);
    for &(start, end) in &formulas {
        push(format!("`{}`", &plain[start..end]), &mut out);
    }
    for &(start, end) in formulas.iter().rev() {
        plain.replace_range(start..end, " ");
    }
    // A number plate: "MC70 JGK", 鲁D·N606V, 苏D B233N (its space or dot is part of it).
    while let Some((start, end)) = number_plate(&plain) {
        push(plain[start..end].to_string(), &mut out);
        plain.replace_range(start..end, " ");
    }
    // A serial number with its mark: "SN SP-307961", "S/N 4C2291X" (the mark is part of it).
    while let Some((start, end)) = serial_number(&plain) {
        push(plain[start..end].to_string(), &mut out);
        plain.replace_range(start..end, " ");
    }
    // A phone number in groups: "01632 709405" (its spaces are part of it). (Found in one pass
    // and blanked from the last, so a line of thousands of them is read once.)
    let mut phones = Vec::new();
    let mut at = 0;
    while let Some((start, end)) = phone_number(&plain, at) {
        push(plain[start..end].to_string(), &mut out);
        phones.push((start, end));
        at = end;
    }
    for &(start, end) in phones.iter().rev() {
        plain.replace_range(start..end, " ");
    }
    // A reference in groups after its label: "the Purolator tracking number for Kaur's
    // originals: 3353 1092 9477" (one reference, not three numbers).
    let references = grouped_references(&plain);
    for &(start, end) in &references {
        push(plain[start..end].to_string(), &mut out);
    }
    for &(start, end) in references.iter().rev() {
        plain.replace_range(start..end, " ");
    }
    // "下个月中旬", "3月下旬": a third of a month.
    for (i, part) in plain.match_indices(['上', '中', '下']) {
        if !plain[i + part.len()..].starts_with('旬') {
            continue;
        }
        let before = &plain[..i];
        let month = ["下个月", "上个月", "这个月", "下下月", "下月", "本月", "上月", "次月"]
            .iter()
            .find(|m| before.ends_with(*m))
            .map(|m| m.len())
            .or_else(|| {
                let digits =
                    before.strip_suffix('月')?.chars().rev().take_while(char::is_ascii_digit).count();
                (1..=2).contains(&digits).then_some(digits + '月'.len_utf8())
            });
        if let Some(len) = month {
            push(plain[i - len..i + part.len() + '旬'.len_utf8()].to_string(), &mut out);
        }
    }
    // "下下周一", "下周五": a weekday of a week counted from this one (replaced, so that "周一"
    // is not taken again alone).
    for lead in ["下下周", "下下星期", "下下礼拜", "下周", "下星期", "下礼拜", "这周", "本周", "上周"]
    {
        while let Some(at) = plain.find(lead) {
            let rest = &plain[at + lead.len()..];
            match rest.chars().next().filter(|c| "一二三四五六日天".contains(*c)) {
                Some(c) => {
                    let end = at + lead.len() + c.len_utf8();
                    push(plain[at..end].to_string(), &mut out);
                    plain.replace_range(at..end, " ");
                }
                None => break,
            }
        }
    }
    let plain = without_table_numbers(&plain);
    let tokens = tokenize(&plain);
    let mut i = 0;
    while i < tokens.len() {
        let (w, _) = &tokens[i];
        let next = tokens.get(i + 1).map(|t| t.0.as_str()).unwrap_or("");
        let next_lower = next.to_lowercase();
        let prev = if i > 0 { tokens[i - 1].0.as_str() } else { "" };
        let lower = w.to_lowercase();
        let has_digit = w.chars().any(|c| c.is_ascii_digit());
        let starts_digit = w.chars().next().is_some_and(|c| c.is_ascii_digit());
        // Month names and weekdays with a day number: "March 14", "Friday".
        let month_day = MONTHS.contains(&lower.trim_end_matches('.'))
            && next.chars().next().is_some_and(|c| c.is_ascii_digit());
        let day_month = starts_digit && MONTHS.contains(&next_lower.as_str()) && tokens[i].1;
        if month_day || day_month {
            // "Tue 12 Sep", "Friday, March 3": the weekday before it, as written ("Nov. 30"
            // with its full stop).
            let dotted = format!("{w}. {next}");
            let mut date = if month_day && text.contains(&dotted) { dotted } else { format!("{w} {next}") };
            // "August 22, 2027", "22 August 2027": with its year.
            let mut step = 2;
            if let Some(year) = tokens.get(i + 2).map(|t| t.0.as_str()).filter(|y| is_year(y))
                && let Some(full) = [format!("{date}, {year}"), format!("{date} {year}")]
                    .into_iter()
                    .find(|d| text.contains(d.as_str()))
            {
                date = full;
                step = 3;
            }
            let day = prev.to_lowercase();
            let weekday =
                WEEKDAYS.contains(&day.as_str()) || WEEKDAY_SHORT.contains(&day.trim_end_matches('.'));
            let written = [format!("{prev} {date}"), format!("{prev}, {date}")]
                .into_iter()
                .find(|d| text.contains(d.as_str()));
            match written.filter(|_| weekday && i > 0) {
                Some(d) => {
                    if out.last().is_some_and(|l| l == prev) {
                        out.pop();
                    }
                    push(d, &mut out);
                }
                None => push(date, &mut out),
            }
            i += step;
            continue;
        }
        // "the 22nd of May": an ordinal, "of" and a month (with "the" when it is there).
        if starts_digit
            && next_lower == "of"
            && ["st", "nd", "rd", "th"].iter().any(|s| lower.ends_with(s))
            && let Some(month) = tokens.get(i + 2).map(|t| t.0.as_str())
            && MONTHS.contains(&month.to_lowercase().trim_end_matches('.'))
        {
            let mut date = format!("{w} of {month}");
            let mut step = 3;
            // ("4th of May 1846": with its year.)
            if let Some(year) = tokens.get(i + 3).map(|t| t.0.as_str()).filter(|y| is_year(y))
                && text.contains(&format!("{date} {year}"))
            {
                date = format!("{date} {year}");
                step = 4;
            }
            let with_the = format!("{prev} {date}");
            push(
                if prev.eq_ignore_ascii_case("the") && text.contains(&with_the) { with_the } else { date },
                &mut out,
            );
            i += step;
            continue;
        }
        // "Monday the 2nd", "Wednesday the 19th": a weekday and the day of the month.
        // ("Fri the 20th", "Mon the 10th": a weekday written short.)
        if (WEEKDAYS.contains(&lower.as_str()) || WEEKDAY_SHORT.contains(&lower.as_str()))
            && next_lower == "the"
            && let Some(day) = tokens.get(i + 2).map(|t| t.0.as_str())
            && day.is_ascii()
            && day.len() >= 3
            && day[..day.len() - 2].chars().all(|c| c.is_ascii_digit())
            && ["st", "nd", "rd", "th"].iter().any(|s| day.to_lowercase().ends_with(s))
            && text.contains(&format!("{w} the {day}"))
        {
            // "next Monday the 19th", as written.
            let date = format!("{w} the {day}");
            let near = format!("{prev} {date}");
            let near = ["next", "this", "last", "coming"].contains(&prev.to_lowercase().as_str())
                && text.contains(&near);
            push(if near { format!("{prev} {date}") } else { date }, &mut out);
            i += 3;
            continue;
        }
        if WEEKDAYS.contains(&lower.as_str()) && i > 0 {
            push(w.clone(), &mut out);
            i += 1;
            continue;
        }
        // "They gave me a number for our flight booking: FEDPBZ", "预订号：SYVBTZ": a booking
        // code in capitals alone, named so just before it.
        if !has_digit && booking_code(w) && labelled_code(&plain, w) {
            push(w.clone(), &mut out);
            i += 1;
            continue;
        }
        if !has_digit && !is_shaped(w) {
            i += 1;
            continue;
        }
        // "Sat 16/1", "Wed 27/01": a weekday before a day and month in figures.
        let weekday_before = WEEKDAYS.contains(&prev.to_lowercase().as_str())
            || WEEKDAY_SHORT.contains(&prev.to_lowercase().trim_end_matches('.'));
        if weekday_before && numeric_day_month(w) && text.contains(&format!("{prev} {w}")) {
            if out.last().is_some_and(|l| l == prev) {
                out.pop();
            }
            push(format!("{prev} {w}"), &mut out);
            i += 1;
            continue;
        }
        let mut item = w.clone();
        let mut step = 1;
        // "13,741 TRY", "USD 1,200": a currency's code, written in capitals.
        let code = |c: &str| {
            CURRENCY_CODES.contains(&c.to_lowercase().as_str()) && c.chars().all(|c| c.is_ascii_uppercase())
        };
        // "$5.4 million", "2.5 billion": an amount with its size.
        let sized = tokens[i].1
            && MAGNITUDES.contains(&next_lower.as_str())
            && (starts_digit || (w.starts_with(CURRENCY_SIGNS) && has_digit));
        // ("509,31 €", "45 €": the sign written after the amount, as much of Europe does.)
        let sign_after = starts_digit
            && next.chars().count() == 1
            && next.starts_with(CURRENCY_SIGNS)
            && text.contains(&format!("{w} {next}"));
        if sized
            || sign_after
            || (starts_digit && tokens[i].1 && (UNITS.contains(&next_lower.as_str()) || code(next)))
        {
            item = format!("{w} {next}");
            step = 2;
        } else if starts_digit && !w.contains(['-', '/', ':']) {
            // "port 8443", "PostgreSQL 16", "v 2": the word before tells what the number is.
            let p = prev.to_lowercase();
            // A currency code before an amount: "USD 1,200" (at the start of a sentence too),
            // "US$ 3.3M", "R$ 59.500".
            let currency = code(prev)
                || prev
                    .strip_suffix('$')
                    .is_some_and(|c| (1..=3).contains(&c.len()) && c.chars().all(|c| c.is_ascii_uppercase()));
            if matches!(
                p.as_str(),
                "port"
                    | "ports"
                    | "version"
                    | "v"
                    | "pr"
                    | "issue"
                    | "ticket"
                    | "room"
                    | "draft"
                    | "rev"
                    | "revision"
                    | "build"
                    | "release"
                    | "firmware"
                    | "edition"
            ) || currency
                || (prev.chars().next().is_some_and(char::is_uppercase)
                    && prev.chars().all(|c| c.is_alphanumeric() || c == '.')
                    && i > 1
                    // ("NAS替换硬盘的金额是68,900元": Chinese between them names nothing.)
                    && text.contains(&format!("{prev} {w}")))
            {
                if out.last().is_some_and(|l| l == prev) {
                    out.pop();
                }
                item = format!("{prev} {w}");
            } else if w.chars().filter(char::is_ascii_digit).count() < 2
                && !w.contains(CURRENCY_SIGNS)
                && !w.contains('%')
            {
                i += 1;
                continue;
            }
        }
        // "ticket #58338", "工单#65081": a number with the word that says what it numbers.
        if let Some(n) = w.strip_prefix('#')
            && !n.is_empty()
            && n.chars().all(|c| c.is_ascii_digit())
        {
            let p = prev.to_lowercase();
            if matches!(
                p.as_str(),
                "ticket" | "issue" | "pr" | "case" | "order" | "invoice" | "bug" | "item" | "po"
            ) && text.contains(&format!("{prev} {w}"))
            {
                if out.last().is_some_and(|l| l == prev) {
                    out.pop();
                }
                item = format!("{prev} {w}");
            } else if let Some(at) = text.find(w.as_str()) {
                let head: Vec<char> = text[..at].chars().rev().take(2).collect();
                if head.len() == 2 && head.iter().all(|&c| is_cjk(c)) {
                    item = format!("{}{}{w}", head[1], head[0]);
                }
            }
        }
        // "PRD v4.4": the document a version is of, when an acronym names it.
        let versioned = |v: &str| {
            v.strip_prefix(['v', 'V'])
                .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit()) && n.contains('.'))
        };
        if versioned(w)
            && i > 0
            && (2..=6).contains(&prev.len())
            && prev.chars().all(|c| c.is_ascii_uppercase())
            && text.contains(&format!("{prev} {w}"))
        {
            if out.last().is_some_and(|l| l == prev) {
                out.pop();
            }
            item = format!("{prev} {w}");
        }
        // "draft v11", "lease v3": a document's version with the document (a bare "v11" names
        // nothing).
        if w.strip_prefix(['v', 'V']).is_some_and(|n| {
            n.starts_with(|c: char| c.is_ascii_digit()) && n.chars().all(|c| c.is_ascii_digit() || c == '.')
        }) && VERSIONED_DOCUMENTS.contains(&prev.to_lowercase().as_str())
            && text.contains(&format!("{prev} {w}"))
        {
            if out.last().is_some_and(|l| l == prev) {
                out.pop();
            }
            item = format!("{prev} {w}");
        }
        // "6.2.8 (build 480)": a version with its build number.
        if w.contains('.')
            && next_lower == "build"
            && let Some(n) = tokens.get(i + 2).map(|t| t.0.as_str())
            && n.chars().all(|c| c.is_ascii_digit())
        {
            for written in [format!("{item} ({next} {n})"), format!("{item} {next} {n}")] {
                if text.contains(&written) {
                    item = written;
                    step = 3;
                    break;
                }
            }
        }
        // "delivery 5.1.", "bis 17.12.": a day and month written the German way keep their
        // last full stop.
        if item == *w && day_month_dotted(w) {
            let dotted = format!("{w}.");
            if text.match_indices(&dotted).any(|(at, _)| {
                !text[..at].ends_with(|c: char| c.is_ascii_digit() || c == '.')
                    && !text[at + dotted.len()..].starts_with(|c: char| c.is_ascii_digit())
            }) {
                item = dotted;
            }
        }
        push(item, &mut out);
        i += step;
    }
    for span in cjk_spans(text) {
        push(cjk_date_with_weekday(text, span), &mut out);
    }
    out
}

/// "FEDPBZ", "QXTRBV": five to eight capitals, less than a third of them vowels (a word shouted in
/// capitals, "URGENT" or "EMAIL", has more).
fn booking_code(w: &str) -> bool {
    (5..=8).contains(&w.len())
        && w.chars().all(|c| c.is_ascii_uppercase())
        && w.chars().filter(|c| "AEIOU".contains(*c)).count() * 3 < w.len()
}

/// Words that name a booking code: "booking ref", "confirmation code", "PNR", "预订号".
const CODE_LABELS: &[&str] = &[
    "booking",
    "reference",
    "ref",
    "pnr",
    "confirmation",
    "locator",
    "reservation",
    "voucher",
    "预订号",
    "预订编号",
    "订单号",
    "确认号",
    "确认码",
    "编号",
    "号码",
];

/// Does a word naming a booking code stand just before `code` (within five words) in `text`?
fn labelled_code(text: &str, code: &str) -> bool {
    text.match_indices(code).any(|(at, _)| {
        // (Only the words just before it: a long paste of capitals costs no more than its length.)
        let from = text[..at].char_indices().rev().nth(80).map_or(0, |(k, _)| k);
        let head = text[from..at].to_lowercase();
        let near: Vec<&str> = head.split_whitespace().rev().take(6).collect();
        let near = near.into_iter().rev().collect::<Vec<_>>().join(" ");
        CODE_LABELS.iter().any(|l| {
            if l.chars().any(is_cjk) {
                near.contains(l)
            } else {
                near.split(|c: char| !c.is_alphanumeric()).any(|w| w == *l)
            }
        })
    })
}

/// "5.1", "17.12": a day (1–31) and a month (1–12), one or two digits each.
fn day_month_dotted(w: &str) -> bool {
    let Some((d, m)) = w.split_once('.') else { return false };
    let num = |x: &str| (1..=2).contains(&x.len()) && x.chars().all(|c| c.is_ascii_digit());
    num(d)
        && num(m)
        && (1..=31).contains(&d.parse::<u8>().unwrap_or(0))
        && (1..=12).contains(&m.parse::<u8>().unwrap_or(0))
}

/// "3月16日（周二）", "下周五（12月24日）": a Chinese date with the weekday beside it in brackets,
/// as written.
fn cjk_date_with_weekday(text: &str, span: String) -> String {
    if !span.ends_with(['日', '号']) {
        return span;
    }
    for (open, close) in [('（', '）'), ('(', ')')] {
        if let Some(i) = text.find(&format!("{span}{open}"))
            && let Some(inner) = text[i + span.len() + open.len_utf8()..].split(close).next()
            && inner.chars().count() <= 3
            && (inner.starts_with('周') || inner.starts_with("星期"))
        {
            return format!("{span}{open}{inner}{close}");
        }
        if let Some(i) = text.find(&format!("{open}{span}{close}")) {
            let before: Vec<char> = text[..i].chars().collect();
            let n = before.len();
            if n >= 2 && before[n - 2] == '周' {
                let from = if n >= 3 && "下本这上".contains(before[n - 3]) { n - 3 } else { n - 2 };
                let head: String = before[from..].iter().collect();
                return format!("{head}{open}{span}{close}");
            }
        }
    }
    span
}

/// Programs a command line typed without backticks starts with.
const PROGRAMS: &[&str] = &[
    "sudo",
    "du",
    "df",
    "ls",
    "cat",
    "grep",
    "tail",
    "head",
    "find",
    "rsync",
    "scp",
    "ssh",
    "git",
    "docker",
    "kubectl",
    "helm",
    "systemctl",
    "journalctl",
    "crontab",
    "exiftool",
    "ufw",
    "npm",
    "npx",
    "pnpm",
    "yarn",
    "pip",
    "pip3",
    "python",
    "python3",
    "make",
    "cargo",
    "curl",
    "wget",
    "psql",
    "mysql",
    "redis-cli",
    "aws",
    "gsutil",
    "gcloud",
    "az",
    "terraform",
    "ansible-playbook",
    "brew",
    "apt",
    "apt-get",
    "yum",
    "dnf",
    "chmod",
    "chown",
    "tar",
    "unzip",
    "ping",
    "dig",
    "certbot",
    "nginx",
    "conda",
    "torchrun",
    "sacct",
    "squeue",
    "scancel",
    "sbatch",
    "srun",
    "go",
    "node",
    "deno",
    "bun",
    "dbt",
    "airflow",
    "celery",
    "duckdb",
    "sqlite3",
    "openssl",
    "ffmpeg",
    "zfs",
    "zpool",
    "lsof",
    "netstat",
    "ss",
    "ip",
    "iptables",
    "mount",
    "umount",
    "rclone",
    "w32tm",
    "restic",
    "borg",
    "pg_dump",
    "pg_restore",
    "mysqldump",
    "mongodump",
    "jq",
    "sed",
    "awk",
    "xargs",
    "wc",
    "sort",
    "tmux",
    // Windows and network tools, typed as often as any of the above.
    "sc",
    "net",
    "netsh",
    "ipconfig",
    "tracert",
    "traceroute",
    "nslookup",
    "arp",
    "robocopy",
    "wbadmin",
    "schtasks",
    "taskkill",
    "tasklist",
    "sfc",
    "dism",
    "chkdsk",
    "gpupdate",
    "gpresult",
    "certutil",
    "winget",
    "choco",
    "icacls",
    "powershell",
    "nmap",
    "iperf3",
    "mtr",
    "whois",
    "speedtest-cli",
    "adb",
    "xcrun",
    "fastlane",
    "gradle",
    "pod",
    "flutter",
    // Remote work, macOS and more developer tools.
    "mosh",
    "wg",
    "wg-quick",
    "tailscale",
    "openvpn",
    "ssh-add",
    "ssh-keygen",
    "ssh-copy-id",
    "pmset",
    "networksetup",
    "scutil",
    "dscacheutil",
    "launchctl",
    "diskutil",
    "softwareupdate",
    "killall",
    "pkill",
    "htop",
    "nc",
    "telnet",
    "ifconfig",
    "nmcli",
    "resolvectl",
    "tcpdump",
    "dmesg",
    "lsblk",
    "smartctl",
    "fsck",
    "nvidia-smi",
    "rm",
    "mv",
    "cp",
    "mkdir",
    "pandoc",
    "pytest",
    "poetry",
    "uv",
    "pipx",
    "rustup",
    "mvn",
    "dotnet",
    "wp",
    "hugo",
    "gh",
    "heroku",
    "vercel",
    "docker-compose",
    "podman",
    "minikube",
    "argocd",
    "pulumi",
    "sqlcmd",
    "mongosh",
    "ollama",
];
/// Words after which a command line may start.
/// `text` without the plain numbers of pasted table rows ("| r47 | 2e-5 | 128 | 2.816 | 52.6 |"):
/// they are data, not facts; ids and names in a table stay.
fn without_table_numbers(text: &str) -> std::borrow::Cow<'_, str> {
    let row = |line: &str| {
        let t = line.trim();
        t.matches('|').count() >= 3 && t.starts_with('|')
    };
    if !text.lines().any(row) {
        return std::borrow::Cow::Borrowed(text);
    }
    let number = |cell: &str| {
        let c = cell.trim().trim_end_matches('%');
        !c.is_empty()
            && c.chars().any(|ch| ch.is_ascii_digit())
            && c.chars().all(|ch| ch.is_ascii_digit() || matches!(ch, '.' | ',' | '-' | '+' | 'e' | 'x'))
    };
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            if row(line) {
                line.split('|')
                    .map(|cell| if number(cell) { " " } else { cell })
                    .collect::<Vec<_>>()
                    .join("|")
            } else {
                line.to_string()
            }
        })
        .collect();
    std::borrow::Cow::Owned(lines.join("\n"))
}

/// Words of English sentences that shell commands hardly use unquoted.
const PROSE_WORDS: &[&str] = &[
    "is", "was", "were", "are", "the", "for", "still", "and", "but", "so", "it", "it's", "that", "this",
    "we", "i", "my", "our", "be", "been", "has", "have", "had", "not", "just", "really", "also", "about",
    "like", "ugh", "lol", "again", "already", "when", "because", "would", "should", "could",
];
const COMMAND_BEFORE: &[&str] = &[
    // ("the magic words are unifi-cli restart-ap --site marlow".)
    "are",
    "run",
    "ran",
    "running",
    "try",
    "tried",
    "use",
    "used",
    "with",
    // "map the share w/ net use P: \\pharm-fs04\pharmacy /persistent:yes".
    "w/",
    "then",
    "via",
    "ok",
    "okay",
    "do",
    "typed",
    "was",
    "is",
    "命令是",
    "执行",
    "运行",
    "跑",
    "跑了",
    "敲",
    // ("按小刘说的敲了 sudo systemctl restart weewx 气象站就好了".)
    "敲了",
    "执行了",
    "运行了",
    "输入了",
    "用",
    "输入",
    "跑一下",
    "运行一下",
    "执行一下",
    // "the sticky note says python3 …", "便利贴上写的是 docker compose …", "输了 sudo ufw …".
    "say",
    "says",
    "said",
    "type",
    "enter",
    "paste",
    "输了",
    "是",
    "这条",
    // "remember sudo wg-quick up office0 that's the one that fixed it".
    "remember",
    // "ok just did aws s3 sync … , worked this time", "I've been doing pdftk script.pdf cat
    // 40-103 output act2.pdf", "就输 traceroute 10.0.1.1".
    "did",
    "doing",
    "using",
    "typing",
    "executed",
    "输",
];

/// An indented line of its own (a Markdown code block: "    dsregcmd /status",
/// "    Get-BitLockerVolume | Select MountPoint"), as a command.
pub fn code_line(line: &str) -> Option<String> {
    if !(line.starts_with("    ") || line.starts_with('\t')) {
        return None;
    }
    let t = line.trim();
    let words: Vec<&str> = t.split_whitespace().collect();
    let prose = words.iter().filter(|w| PROSE_WORDS.contains(&w.to_lowercase().as_str())).count();
    let first = words.first().copied().unwrap_or("");
    // A command opens with a program ("dsregcmd", "./run.sh", "Get-BitLockerVolume") and says
    // how to run it (a flag, a switch, a path, a pipe) or names a program okbot knows; a line
    // of output does not ("sending incremental file list", "Wales holiday/IMG_0041.JPG",
    // "DD  ELECTRIC CO      monthly": columns).
    let cmdlet = first.split_once('-').is_some_and(|(verb, noun)| {
        verb.len() >= 3
            && verb.starts_with(|c: char| c.is_ascii_uppercase())
            && noun.starts_with(|c: char| c.is_ascii_uppercase())
    });
    let program =
        first.starts_with(|c: char| c.is_ascii_lowercase() || c == '.' || c == '/' || c == '~') || cmdlet;
    let how = PROGRAMS.contains(&first)
        || cmdlet
        || first.starts_with("./")
        || words.iter().skip(1).any(|w| {
            (w.starts_with('-')
                && w.len() > 1
                && w[1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '-'))
                || (w.starts_with('/') && w.len() > 1)
                || *w == "|"
                || w.contains(['=', '~'])
        });
    (!t.is_empty()
        && t.chars().count() <= 160
        && words.len() >= 2
        && prose <= 1
        && !t.contains('`')
        && !t.contains("  ")
        && program
        && how
        && !t.ends_with(['.', '?', '!'])
        // ("Output:" ends in a colon; "vssadmin list shadows /for=D:" is a switch's value.)
        && !(t.ends_with(':') && t.rsplit(' ').next().is_some_and(|w| w[..w.len() - 1].chars().all(char::is_alphabetic)))
        && first.chars().all(|c| c.is_ascii_alphanumeric() || "-_./~".contains(c)))
    .then(|| format!("`{t}`"))
}

/// The byte span of a command line typed without backticks: a known program at the start of a
/// sentence or after "run", "try", ":"… with at least one argument that looks like shell
/// (a flag, a path, a pipe, `=`, a glob, a number), up to " first", " then", ", ", "; ", ". "
/// or the end.
/// A command without the words of prose typed on after its arguments: "vlcli labels reprint
/// --from 3327 --printer ZebraGK420 last week to reprint a batch" → "vlcli labels reprint
/// --from 3327 --printer ZebraGK420". Unchanged unless three plain words or more end it, one of
/// them a word of prose ("to", "the", "last" …), after a flag, a number or a path
/// ("docker compose up -d web api" keeps its services).
fn without_prose_tail(cmd: &str) -> &str {
    const PROSE: &[&str] = &[
        "to",
        "a",
        "an",
        "the",
        "of",
        "for",
        "in",
        "on",
        "at",
        "it",
        "it's",
        "we",
        "i",
        "and",
        "but",
        "so",
        "last",
        "this",
        "that",
        "with",
        "when",
        "yesterday",
        "week",
        "time",
        "which",
        "what",
        "is",
        "was",
    ];
    let words: Vec<(usize, &str)> =
        cmd.split_whitespace().map(|w| (w.as_ptr() as usize - cmd.as_ptr() as usize, w)).collect();
    let plain = |w: &str| w.chars().all(|c| c.is_ascii_lowercase() || c == '\'');
    let mut k = words.len();
    while k > 1 && plain(words[k - 1].1) {
        k -= 1;
    }
    let tail = &words[k..];
    let shaped = words[1..k].iter().any(|(_, a)| {
        a.starts_with('-') || a.contains(['/', '.', '=', ':']) || a.chars().any(|c| c.is_ascii_digit())
    });
    if k >= 2 && tail.len() >= 3 && shaped && tail.iter().any(|(_, w)| PROSE.contains(w)) {
        cmd[..tail[0].0].trim_end()
    } else {
        cmd
    }
}

/// Does byte `i` of a text stand between a double quote and the one that closes it, `quotes`
/// being where the text's double quotes stand (in order)?
fn in_double_quotes(quotes: &[usize], i: usize) -> bool {
    let before = quotes.partition_point(|&q| q < i);
    before % 2 == 1 && before < quotes.len()
}

/// PowerShell's verbs, before the noun of a cmdlet ("Get-EventLog", "Restart-Service"): one
/// inside a sentence is a command ("Microsoft-Windows-Backup" in an event log is none).
const CMDLET_VERBS: &[&str] = &[
    "Add",
    "Clear",
    "Close",
    "Copy",
    "Enter",
    "Exit",
    "Find",
    "Format",
    "Get",
    "Hide",
    "Join",
    "Lock",
    "Move",
    "New",
    "Open",
    "Optimize",
    "Pop",
    "Push",
    "Redo",
    "Remove",
    "Rename",
    "Reset",
    "Resize",
    "Search",
    "Select",
    "Set",
    "Show",
    "Skip",
    "Split",
    "Step",
    "Switch",
    "Undo",
    "Unlock",
    "Watch",
    "Connect",
    "Disconnect",
    "Read",
    "Receive",
    "Send",
    "Write",
    "Backup",
    "Checkpoint",
    "Compare",
    "Compress",
    "Convert",
    "ConvertFrom",
    "ConvertTo",
    "Dismount",
    "Edit",
    "Expand",
    "Export",
    "Group",
    "Import",
    "Initialize",
    "Limit",
    "Merge",
    "Mount",
    "Out",
    "Publish",
    "Restore",
    "Save",
    "Sync",
    "Unpublish",
    "Update",
    "Debug",
    "Measure",
    "Ping",
    "Repair",
    "Resolve",
    "Test",
    "Trace",
    "Approve",
    "Assert",
    "Build",
    "Complete",
    "Confirm",
    "Deny",
    "Deploy",
    "Disable",
    "Enable",
    "Install",
    "Invoke",
    "Register",
    "Request",
    "Restart",
    "Resume",
    "Start",
    "Stop",
    "Submit",
    "Suspend",
    "Uninstall",
    "Unregister",
    "Wait",
    "Use",
    "Block",
    "Grant",
    "Protect",
    "Revoke",
    "Unblock",
    "Unprotect",
    "Where",
    "ForEach",
    "Sort",
    "Tee",
];

/// Where an SQL statement is in `text`: its verb and its second keyword in capitals ("SELECT …
/// FROM", "UPDATE … SET", "DELETE FROM", "INSERT INTO"), to the end of its line, its ";" or the
/// quote it was written in.
fn sql_statement(text: &str) -> Option<(usize, usize)> {
    for (verb, then) in [
        ("SELECT ", " FROM "),
        ("UPDATE ", " SET "),
        ("DELETE FROM ", " WHERE "),
        ("INSERT INTO ", " VALUES"),
    ] {
        for (i, _) in text.match_indices(verb) {
            if text[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // (A statement is read to 2 000 characters at most: a line of thousands of "SELECT"
            // is not read to its end for each.)
            let mut to = text.len().min(i + 2000);
            while !text.is_char_boundary(to) {
                to -= 1;
            }
            let line = &text[i..to];
            let quote = text[..i].trim_end().chars().next_back().filter(|c| matches!(c, '"' | '\'' | '“'));
            let mut end =
                line.find(['\n', ';']).map_or(line.len(), |e| e + usize::from(line[e..].starts_with(';')));
            if let Some(q) = quote
                && let Some(e) = line.find(q)
            {
                end = end.min(e);
            }
            let statement = line[..end].trim_end_matches(['.', ' ', '"']);
            if statement.contains(then) && statement.split_whitespace().count() >= 4 {
                return Some((i, i + statement.len()));
            }
        }
    }
    None
}

/// Where the spreadsheet formulas are in `text`, in one pass: "=" after a space or the start
/// (not "a=b"), then a
/// function in capitals and its brackets ("=ROUND(F3*0.09,2)", "=VLOOKUP(A2,Prices!A:C,3,FALSE)")
/// or a cell and an operator ("=F3*0.9"), to the first space outside its brackets and quotes.
fn spreadsheet_formulas(text: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(off) = text[from..].find('=') {
        let i = from + off;
        from = i + 1;
        if text[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || "=!<>:+-*/\"'`_.&|^%$~".contains(c))
        {
            continue;
        }
        let rest = &text[i + 1..];
        let letters = rest.bytes().take_while(u8::is_ascii_uppercase).count();
        let name =
            rest.bytes().take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'.').count();
        if letters == 0 {
            continue;
        }
        let function = rest[name..].starts_with('(');
        let cell = letters <= 3 && name > letters && rest[letters..name].bytes().all(|b| b.is_ascii_digit());
        if !function && !cell {
            continue;
        }
        // (Read to 500 characters at most: a formula is no longer.)
        let (mut depth, mut quote, mut end, mut operator) = (0usize, false, 0, false);
        for (j, c) in rest.char_indices().take(500) {
            if quote {
                quote = c != '"';
            } else if c == '"' {
                quote = true;
            } else if c == '(' {
                depth += 1;
            } else if c == ')' {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if depth == 0 && !(c.is_ascii_alphanumeric() || "+-*/^&<>=:!$.,%_".contains(c)) {
                break;
            }
            operator |= depth == 0 && "+-*/^&<>".contains(c);
            end = j + c.len_utf8();
        }
        // (Its sentence's full stop or comma is not part of it.)
        let formula = rest[..end].trim_end_matches(['.', ',', ':', '!']);
        if depth == 0 && !quote && (function || operator) && formula.len() >= 3 {
            found.push((i, i + 1 + formula.len()));
            from = i + 1 + formula.len();
        }
    }
    found
}

fn bare_command(text: &str) -> Option<(usize, usize)> {
    let mut offset = 0;
    // ("这条：tracert www.baidu.com": a command may follow Chinese text with no space.)
    for word in
        text.split_inclusive(|c: char| c.is_whitespace() || is_cjk(c) || matches!(c, '：' | '，' | '。'))
    {
        let start = offset;
        offset += word.len();
        let w = word.trim();
        let script = w.starts_with("./") && w.len() > 2;
        // A program okbot does not know ("pandoc", "qpdf", "fastlane") counts when a flag
        // follows it ("qpdf --decrypt a.pdf b.pdf").
        // ("doorctl card revoke D715B946", "vaxwatchctl status --json": a control program's
        // name says what it is.)
        let ctl = w.len() >= 5
            && w.ends_with("ctl")
            && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        // ("the fix is sc.exe query hrconn-agent9": a Windows program by its file.)
        let exe = w.len() > 4
            && w.to_ascii_lowercase().ends_with(".exe")
            && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_');
        // ("what ps aux --sort=-%mem | head -n 30 does": ps lists processes; "ps don't forget"
        // is a postscript.)
        let ps = w == "ps" && (text[offset..].starts_with("aux ") || text[offset..].starts_with('-'));
        let unknown = !PROGRAMS.contains(&w) && !script && !ctl && !exe && !ps;
        // ("HandBrakeCLI -i a.mov -o b.mp4": a program named in capitals, a flag after it.)
        // ("Rscript analysis/nmds_sites.R --cores 12" on a line of its own: a path after it.)
        let capitalised = w.len() >= 4
            && w.starts_with(|c: char| c.is_ascii_uppercase())
            && w.chars().all(|c| c.is_ascii_alphanumeric())
            && w.chars().skip(1).any(|c| c.is_ascii_lowercase())
            && (text[offset..].trim_start().starts_with('-')
                || (text[..start].trim_end_matches([' ', '\t']).is_empty() || text[..start].ends_with('\n'))
                    && text[offset..].split_whitespace().next().is_some_and(|a| {
                        a.contains('/') && a.rsplit_once('.').is_some_and(|(_, e)| (1..=4).contains(&e.len()))
                    }));
        // ("the command is: Get-SmbShare | Select-Object Name,Path": a PowerShell cmdlet, a verb
        // and a noun in capitals.)
        // ("Get-Together tomorrow at 5" is no cmdlet: a noun in two capitals, a flag or a pipe
        // says it is one.)
        // ("KNF-ROL-02 knife roll canvas 196": a stock code is no cmdlet; a verb is written
        // "Get", "Import".)
        let cmdlet = w.split_once('-').is_some_and(|(verb, noun)| {
            verb.len() >= 3
                && noun.len() >= 2
                && verb.starts_with(|c: char| c.is_ascii_uppercase())
                && verb.chars().skip(1).all(|c| c.is_ascii_lowercase())
                && noun.starts_with(|c: char| c.is_ascii_uppercase())
                && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                && (noun.chars().filter(char::is_ascii_uppercase).count() >= 2
                    || text[offset..].split_whitespace().take(4).any(|a| {
                        a == "|"
                            || a.contains(['\\', '/'])
                            || a.strip_prefix('-')
                                .is_some_and(|f| f.starts_with(|c: char| c.is_ascii_alphabetic()))
                    }))
        });
        let capitalised = capitalised || cmdlet;
        if unknown
            && (COMMAND_BEFORE.contains(&w)
                || PROSE_WORDS.contains(&w)
                || matches!(
                    w,
                    "then" | "pls" | "please" | "now" | "next" | "first" | "ok" | "or" | "you" | "to" | "a"
                )
                // ("fyi qpdf --decrypt a.pdf b.pdf did it": a word that opens a message is no
                // program.)
                || matches!(
                    w,
                    "fyi" | "btw" | "ps" | "finally" | "anyway" | "yep" | "yeah" | "update" | "tip" | "its" | "it's" | "apparently"
                )
                || QUESTION_WORDS.contains(&w)
                || AUX.contains(&w))
        {
            continue;
        }
        if unknown
            && !capitalised
            && !(w.len() >= 2
                && w.len() <= 24
                && w.starts_with(|c: char| c.is_ascii_lowercase())
                && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'))
        {
            continue;
        }
        let before = text[..start].trim_end();
        let prev = before.rsplit(char::is_whitespace).next().unwrap_or("").to_lowercase();
        let prev = prev.trim_matches(|c: char| c == '"' || c == '\'' || c == '(');
        let opens = before.is_empty()
            // ("also for the lock audit apparently its lockctl audit --door MC-01 …", "anyway
            // lockctl user revoke --name rhys --all-doors".)
            || matches!(prev, "fyi" | "btw" | "ps" | "finally" | "anyway" | "its" | "it's" | "apparently")
            // ("pinning this here 📌 doorctl card revoke D715B946": a symbol points at it.)
            || before.ends_with(|c: char| {
                !c.is_ascii() && !c.is_alphanumeric() && !is_cjk(c) && !matches!(c, '’' | '”' | '»')
            })
            || before.ends_with([':', '.', '!', '?', '\n', '：', '，', '。'])
            // ("resyncing the exam room clocks = w32tm /resync …", "-> w32tm …", "哦对 rclone copy
            // nas:/cam/hall …": an equals sign, an arrow or Chinese text before it.)
            || before.ends_with(['=', '>'])
            || before.ends_with(is_cjk)
            || COMMAND_BEFORE.contains(&prev)
            || COMMAND_BEFORE.iter().any(|w| w.chars().any(is_cjk) && before.ends_with(w));
        // "IT guy told me grep -c AGENCY roster_week43.csv fixes the export": a program okbot
        // knows, inside a sentence, with a flag or a file after it, runs as far as its
        // arguments do.
        // ("Rowa want the output of Get-EventLog -LogName Application -Newest 100": a cmdlet
        // inside a sentence is one all the same.)
        let inline =
            if opens || (cmdlet && w.split_once('-').is_some_and(|(verb, _)| CMDLET_VERBS.contains(&verb))) {
                None
            } else if unknown {
                continue;
            } else {
                match inline_args(&text[start..]) {
                    Some(n) => Some(n),
                    None => continue,
                }
            };
        let rest = &text[start..];
        let mut end = inline.unwrap_or(rest.len());
        // A full stop ends it, unless it stands alone (" ." is the current folder).
        if let Some(i) =
            rest.match_indices(". ").map(|(i, _)| i).find(|&i| i > 0 && !rest[..i].ends_with(' '))
        {
            end = i;
        }
        // (Where the double quotes of `rest` stand.)
        let quotes: Vec<usize> = rest.match_indices('"').map(|(i, _)| i).collect();
        for stop in [
            " first",
            " then ",
            // ("lockctl user revoke --name rhys --all-doors   <- thats the one".)
            " <-",
            ", ",
            "; ",
            " and tell",
            " and see",
            " — ",
            "\n",
            " again",
            " worked",
            // ("fyi zip -r delivery.zip target/ did it", "typed w32tm /resync /force like you said").
            " did it",
            // ("Ran planr timeline push marlow --notify last night at like midnight", "type
            // weddingdesk seating import orangery_seating.csv whenever the app gets weird".)
            " last night",
            " this morning",
            " earlier today",
            " at like ",
            " whenever",
            " did the trick",
            " fixed it",
            " sorted it",
            " like you said",
            " like you told",
            " like u said",
            " after ",
            " before ",
            " when ",
            " every ",
            " if ",
            " to turn",
            " to take",
            " to make",
            " to get",
            " bc ",
            " because ",
            " (",
            // "and" is no shell word: "`journalctl -u x -n 50` and got a wall of red text".
            " and ",
            " but ",
            " which ",
            " to see",
            " and send",
            "??",
            "，",
            "。",
            " 看",
            " 试",
            // "then run wbadmin … for the weekly backup", "ran arp -a | grep -i epson on the
            // back office pc", "输了 sudo ufw allow … 让我输密码".
            " for the ",
            " on the ",
            " in the ",
            // ("Restart-Service -Name StockSyncAgent -Force in an elevated PowerShell".)
            " in an ",
            " in a ",
            " on a ",
            " on an ",
            // ("run Test-NetConnection hris-db3.corp.local -Port 58384 from the admin box",
            // "… restart app is what one types", "what ps aux … actually does".)
            " from the ",
            " from my ",
            " is what ",
            " is how ",
            " actually ",
            " so ",
            " lol",
            // ("doorctl sync --site iw-main --full → force a full card sync": what it does.)
            " → ",
            " -> ",
            " => ",
            " that's ",
            " thats ",
            " 让",
            " 但",
            " 然后",
            " 就",
            " ——",
            "  ",
        ] {
            // (Not inside a quoted argument: `psql -c "\copy (select …) to 'out.csv' csv"`.)
            if let Some((i, _)) = rest.match_indices(stop).find(|&(i, _)| !in_double_quotes(&quotes, i)) {
                end = end.min(i);
            }
        }
        // "… --batch 150 回车", "… xray-archive/ 先这样": Chinese after a space is prose again (a
        // quoted argument may be Chinese: `git commit -m "修复"`).
        let mut quoted = false;
        let mut last = 'x';
        for (i, c) in rest[..end].char_indices() {
            if c == '"' || c == '\'' {
                quoted = !quoted;
            } else if is_cjk(c) && last == ' ' && !quoted {
                end = i - 1;
                break;
            }
            last = c;
        }
        // "docker compose … restart scheduler - run it on cms01": a spaced dash before words is
        // prose ("tar -cf - mydir | ssh …" reads from a dash).
        if let Some((i, _)) = rest.match_indices(" - ").find(|(i, _)| {
            let mut words = rest[i + 3..].split(' ');
            // ("… --limit 56 - it's what we use to test the texts".)
            let word =
                |w: &str| !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '’');
            words.next().is_some_and(word) && words.next().is_some_and(word)
        }) {
            end = end.min(i);
        }
        // A full stop ends the sentence; " ." is an argument (the current folder).
        let mut cmd = rest[..end].trim_end_matches(['?', '!', ')', ' ']);
        if cmd.ends_with('.') && !cmd.ends_with(" .") {
            cmd = cmd.trim_end_matches('.');
        }
        let cmd = without_prose_tail(cmd);
        let args: Vec<&str> = cmd.split_whitespace().skip(1).collect();
        let shell = args.iter().enumerate().any(|(k, a)| {
            // ("status: cracked buckle --- item: …": a rule of dashes is no flag.)
            (a.starts_with('-') && !a.chars().all(|c| c == '-'))
                || a.contains(['/', '~', '|', '=', '*', '@', '\\'])
                // "sc query OpenDentalService": a name in mixed case after the subcommand.
                || (k > 0
                    && a.len() >= 6
                    && a.chars().skip(1).any(|c| c.is_ascii_uppercase())
                    && a.chars().any(|c| c.is_ascii_lowercase())
                    && a.chars().all(|c| c.is_ascii_alphanumeric()))
                || a.chars().any(|c| c.is_ascii_digit())
                || a.contains('.') && !a.ends_with('.')
                // "npm run build:theme", "docker compose pull stockapp-web": a script's or a
                // service's name after the subcommand.
                || (k > 0
                    && (a.trim_end_matches(':').contains(':')
                        || (a.len() >= 5
                            && a.contains('-')
                            && !a.starts_with('-')
                            && !a.ends_with('-')
                            && a.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))))
        });
        // "make sure the 3 backups run", "find the 2 files": prose.
        let prose = args.first().is_some_and(|a| {
            matches!(
                a.to_lowercase().as_str(),
                "sure"
                    | "it"
                    | "the"
                    | "a"
                    | "an"
                    | "that"
                    | "this"
                    | "me"
                    | "us"
                    | "them"
                    | "out"
                    | "up"
                    | "for"
                    | "to"
                    | "of"
                    | "some"
                    | "all"
                    | "my"
                    | "our"
                    | "your"
                    | "more"
                    | "sense"
                    | "time"
                    | "back"
            )
            // ("find Dev's email about the locked-down group": someone's, no file.)
            || ((a.ends_with("'s") || a.ends_with("’s")) && a.starts_with(|c: char| c.is_uppercase()))
        });
        // "aws bill for the incident was ~$4.7M", "node pool is still on k8s 1.28": a sentence
        // that opens with a program's name (words in quotes are the command's own).
        let unquoted = cmd.split(['"', '\'']).step_by(2).collect::<Vec<_>>().join(" ");
        let english = unquoted
            .split_whitespace()
            .skip(1)
            .filter(|a| PROSE_WORDS.contains(&a.to_lowercase().as_str()))
            .count();
        // ("terraform cleanup 13.5 $110.00 $1,431.00": a line of an invoice that names a
        // program; amounts of money are no arguments.)
        let billed = unquoted.split_whitespace().skip(1).any(|a| {
            a.strip_prefix(['$', '£', '€', '¥']).is_some_and(|n| {
                n.len() >= 3 && n.starts_with(|c: char| c.is_ascii_digit()) && n.contains(['.', ','])
            })
        });
        let prose = prose || english >= 2 || billed;
        // ("dsregcmd /status", "w32tm /resync /force": a Windows switch is a flag.)
        let flag = args.iter().any(|a| {
            // ("--- item:" is a rule of dashes.)
            a.strip_prefix('-').is_some_and(|f| {
                f.starts_with(|c: char| c.is_ascii_alphabetic())
                    || f.strip_prefix('-').is_some_and(|g| g.starts_with(|c: char| c.is_ascii_alphabetic()))
            }) || a.strip_prefix('/').is_some_and(|f| {
                f.len() >= 2 && f.starts_with(|c: char| c.is_ascii_alphabetic()) && !f.contains('/')
            })
        }) || cmdlet;
        // ("seriously --verbose people annoy me": an adverb and words are no program.)
        let shaped = args
            .iter()
            .filter(|a| {
                // ("item: Vac mattress #1 firmware: v8.17.6": a label's colon is no path's.)
                let a = a.strip_suffix(':').unwrap_or(a);
                (a.starts_with('-') && !a.chars().all(|c| c == '-'))
                    || a.contains(['.', '/', '=', '*', '@', ':'])
                    || a.chars().any(|c| c.is_ascii_digit())
            })
            .count();
        // ("what i typed was: pdfunite receipts/*.pdf all.pdf": after a colon or "run", files
        // alone will do.)
        // ("the command is nslookup intranet.example.org": named a command, one argument will do.)
        let named = before
            .to_lowercase()
            .rsplit(['.', '\n'])
            .next()
            .is_some_and(|b| b.contains("command") || b.contains("命令") || b.contains("这条"));
        // ("pdftk script.pdf cat 40-103 output act2.pdf": files, with a subcommand's words
        // between them.)
        let files = args.len() >= if named { 1 } else { 2 }
            && (shaped == args.len() || (shaped >= 2 && english == 0 && shaped * 2 >= args.len()))
            && (before.ends_with([':', '：']) || COMMAND_BEFORE.contains(&prev));
        // ("ran seff 4257310", "type weddingdesk seating import orangery_seating.csv": after a
        // word of running, a job's number or subcommand words and then a file.)
        let ran = matches!(
            prev,
            "ran" | "run" | "typed" | "type" | "running" | "tried" | "try" | "enter" | "executed"
        );
        let files = files
            || (ran
                && english == 0
                && args.len() <= 4
                && args.last().is_some_and(|a| {
                    (a.len() >= 5 && a.chars().all(|c| c.is_ascii_digit()))
                        || (a.contains(['.', '/']) && a.chars().any(|c| c.is_ascii_lowercase()))
                })
                && args.iter().all(|a| a.chars().all(|c| c.is_ascii_alphanumeric() || "._/-:".contains(c))));
        if unknown
            && (!(flag || files)
                || english > 0
                || args.len() > 12
                || w.ends_with("ly")
                || (!cmdlet && !ran && shaped * 3 < args.len()))
        {
            continue;
        }
        if !args.is_empty() && (shell || w == "sudo" || script) && !prose && !cmd.contains('`') {
            return Some((start, start + cmd.len()));
        }
    }
    None
}

/// The length of a command inside a sentence, from its program (`rest`'s first word) to its last
/// argument: flags, paths and file names, numbers, names in capitals, a word after a flag (its
/// value) and what follows a pipe. None unless its first argument is a flag or a file.
fn inline_args(rest: &str) -> Option<usize> {
    // (Chinese text ends it: "chmod +x ~/rota/run.sh 能修导出".)
    let rest = &rest[..rest.find(is_cjk).unwrap_or(rest.len())];
    let mut tokens = rest.split_whitespace().map(|t| (t.as_ptr() as usize - rest.as_ptr() as usize, t));
    // ("it's sudo -u abstracta abstracta-admin export --status accepted": sudo runs a program
    // after its own options.)
    let program_name = tokens.next()?.1;
    let mut sudo = program_name == "sudo";
    let pathy = |t: &str| {
        t.contains(['/', '~', '=', '*', '\\', '@', '_'])
            || t.trim_end_matches(['.', ',', '?', '!']).contains('.')
            || t.chars().any(|c| c.is_ascii_digit())
    };
    let flag = |t: &str| {
        t.len() >= 2
            && t.starts_with(['-', '+'])
            && t[1..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-')
    };
    let mut end = None;
    let mut after_flag = false;
    let mut after_pipe = false;
    // (The program after a pipe takes one word: "| grep lora".)
    let mut piped = false;
    for (k, (at, token)) in tokens.enumerate() {
        let bare = token.trim_end_matches([',', '.', '?', '!', ';', ')']);
        let closes = bare.len() < token.len();
        let caps = bare.len() >= 2 && bare.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        let word = !bare.is_empty()
            && bare.len() <= 15
            && bare.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            && !PROSE_WORDS.contains(&bare);
        let strong = flag(bare) || (pathy(bare) && bare.chars().any(|c| c.is_ascii_alphanumeric()));
        // ("we need to make 3 copies": a number first is no argument.)
        let file = bare.contains(['/', '~', '\\', '_'])
            || bare.rsplit_once('.').is_some_and(|(name, ext)| {
                !name.is_empty()
                    && (1..=5).contains(&ext.len())
                    && ext.chars().all(|c| c.is_ascii_alphabetic())
            });
        let program = sudo && !flag(bare) && !after_flag && word && k > 0;
        if program {
            sudo = false;
        }
        let takes = if k == 0 {
            flag(bare) || file || (program_name == "ps" && bare == "aux")
        } else {
            strong
                || caps
                || bare == "|"
                // ("… --format csv > accepted-20261125.csv": output to a file.)
                || bare == ">"
                || bare == ">>"
                || program
                || ((after_flag || after_pipe || piped) && word)
                || token.starts_with(['"', '\''])
        };
        if !takes {
            break;
        }
        end = Some(at + bare.len());
        after_flag = flag(bare) && !bare.contains('=');
        piped = (after_pipe || program) && word;
        after_pipe = bare == "|";
        if closes {
            break;
        }
    }
    end
}

/// Shapes that come from pasted logs and tool output, not from what people decide or name:
/// log fields ("waiting=556", "trace_id=a971f3e"), timestamps to the second
/// ("2026-11-21T15:58:18Z", "01:43:02"), percentages, latencies ("634ms"), percentiles ("p99"),
/// hex offsets and stack frames ("+0x1c", "main.(*Relay).Forward(0x0"), "UTC 726".
fn machine_output(lower: &str) -> bool {
    if lower.starts_with('`') {
        return false;
    }
    let number = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.');
    // ("vllm==0.6.0" pins a version.)
    let field = !lower.contains("==")
        && lower.split_once('=').is_some_and(|(key, value)| {
            !key.is_empty()
                && !key.starts_with('-')
                && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                && value.matches('.').count() < 2
        });
    let clock = |t: &str| {
        let parts: Vec<&str> = t.split(':').collect();
        parts.len() == 3 && parts.iter().all(|p| number(p)) && parts[0].len() <= 2
    };
    let stamp = lower.split_once('t').is_some_and(|(date, time)| {
        date.len() == 10 && date.chars().filter(|&c| c == '-').count() == 2 && time.contains(':')
    });
    let percent = lower.strip_suffix('%').is_some_and(number);
    let latency = ["ms", "µs", "us", "ns", "min"].iter().any(|u| lower.strip_suffix(u).is_some_and(number));
    let percentile = lower.strip_prefix('p').is_some_and(|n| (2..=4).contains(&n.len()) && number(n));
    let clock_zone = ["utc ", "gmt "].iter().any(|z| lower.strip_prefix(z).is_some_and(number));
    // A stack frame: "Fragment.requireContext(Fragment.java:972", "at run (/app/server.js:10:5";
    // a loaded library ("libobjc.A.dylib", "libc.so.6"); a symbol ("_objc_msgSend").
    let frame = lower.split_once('(').is_some_and(|(_, at)| {
        at.rsplit_once(':').is_some_and(|(file, line)| {
            file.contains('.') && line.split(':').next().is_some_and(|n| number(n) && !n.is_empty())
        })
    });
    let library =
        [".dylib", ".dll", ".so"].iter().any(|x| lower.ends_with(x) || lower.contains(&format!("{x}.")));
    let symbol = lower.starts_with('_') && lower.len() > 3;
    // A cell of a pasted CSV row ("#900,can't", "room 14,open,the"), a syslog mnemonic
    // ("%link-3-updown"), an interface ("gi1/0/29", "gigabitethernet1/0/27").
    let cell = lower.match_indices(',').any(|(i, _)| lower[i + 1..].starts_with(|c: char| c.is_alphabetic()));
    let mnemonic = lower.starts_with('%') && lower.len() > 3;
    let interface = lower.trim_start_matches(|c: char| c.is_ascii_alphabetic()).split('/').count() >= 3
        && lower.starts_with(|c: char| c.is_ascii_alphabetic())
        && lower
            .trim_start_matches(|c: char| c.is_ascii_alphabetic())
            .split('/')
            .all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        // (A slot number is small: "D1746/3/98" is an archive's reference.)
        && lower.trim_start_matches(|c: char| c.is_ascii_alphabetic()).split('/').next().is_some_and(|n| n.len() <= 2);
    field
        || clock(lower)
        || stamp
        || percent
        || latency
        || percentile
        || clock_zone
        || frame
        || library
        || symbol
        || cell
        || mnemonic
        || interface
        || lower.contains("0x")
        || lower.contains("(*")
}

/// A code span of one or two words that names a part of a program rather than a command to run
/// again: a flag, a program with a flag or a word, a call or a key in code ("`git add`", "`ss
/// -tln`", "`--retries 2`", "`sudo `", "`colnames(counts)`", "`dobinSTAR2013`"). Not a formula
/// ("`=EDATE(G52,12)`"), nor one with a path, an address, a host or a file ("`ssh pi@host`",
/// "`w32tm /resync`", "`ping 10.0.0.2`", "`results.csv`").
pub fn is_bare_code(id: &str) -> bool {
    let Some(inner) = id.strip_prefix('`').and_then(|r| r.strip_suffix('`')) else { return false };
    let words: Vec<&str> = inner.split_whitespace().collect();
    (1..=2).contains(&words.len())
        && !inner.contains(['=', '@', '/', '\\', ':', '|', '<', '>', '*'])
        && !words.iter().any(|w| {
            let w = w.trim_end_matches([',', ';']);
            w.contains('.') && !w.ends_with(')') && !w.starts_with('.')
        })
}

/// An identifier of one or two digits that names nothing the person will look for again: a room,
/// a count, a reading or a label ("Volume 1", "Ward 7B", "NEWS 1", "1:1s", "5个", "-18°C",
/// "28pt", "RNs 3"). Not money, a date, a version ("rev 6.3", "V1.4"), a command or a path, a
/// code in capitals ("MS73 TWD", "S3HG-QWH"), nor three words or more (a command's words).
pub fn is_doubtful_identifier(id: &str) -> bool {
    if is_handle(id) {
        return true;
    }
    let digits = id.chars().filter(char::is_ascii_digit).count();
    if !(1..=2).contains(&digits) || id.contains(['`', '/', '\\']) || id.split_whitespace().nth(2).is_some() {
        return false;
    }
    let lower = id.to_lowercase();
    const MONEY: &[&str] = &["quid", "dollar", "euro", "pound", "rmb", "usd", "eur", "gbp", "cny"];
    const DAYS: &[&str] = &[
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "mon", "tue",
        "wed", "thu", "fri", "sat", "sun",
    ];
    let money = lower.contains(['£', '$', '€', '¥', '₹', '元', '块', '万'])
        || MONEY.iter().any(|m| lower.contains(m));
    // (A date, or an edition: 第2.8版, 第10稿.)
    let date = lower.contains(['号', '日', '月', '周', '年', '稿', '版'])
        || ["星期", "礼拜"].iter().any(|w| lower.contains(w));
    let named_day = DAYS.iter().any(|d| lower.contains(d));
    // "v2", "version 3.1", "firmware 5.04", "rev 16F", "draft 3.6", "PRD v2.3".
    let version = lower.split_whitespace().any(|w| {
        ["version", "firmware", "build", "rev", "draft", "v"].iter().any(|p| {
            w.strip_prefix(p)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(|c: char| c.is_ascii_digit()))
        })
    }) || lower.split_whitespace().collect::<Vec<_>>().windows(2).any(|w| {
        w[0].ends_with(|c: char| c.is_alphabetic())
            && w[1].split_once('.').is_some_and(|(a, b)| {
                !a.is_empty()
                    && a.chars().all(|c| c.is_ascii_digit())
                    && b.starts_with(|c: char| c.is_ascii_digit())
            })
    });
    let code = id.chars().filter(|c| c.is_alphanumeric()).count() >= 6
        && id.chars().filter(char::is_ascii_uppercase).count() >= 3;
    !(money || date || named_day || version || code)
}

/// A program's handle for a record it returned: a short lower-case tag, an underscore and a
/// run of hex or digits ("m_73970402", "evt_ea5f7301", "n_0f3f79"), or a tag, an underscore or
/// a dash and a longer random run of lower-case letters and digits ("msg-ffa0fbdd1f13",
/// "evt_ys9jsg9e85", "te_k3s2j50uaq"). A lookup passes these between its own calls; people name
/// the record by what it says ("pi_3UHgYFqr3hCnGjr", in mixed case, is a payment's id and
/// stays; "pwg-48213", digits only, may be an album's number).
fn is_handle(id: &str) -> bool {
    let Some((tag, rest)) = id.split_once(['_', '-']) else { return false };
    if !(1..=4).contains(&tag.len()) || !tag.chars().all(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let digits = rest.chars().filter(char::is_ascii_digit).count();
    let hex = id.as_bytes()[tag.len()] == b'_'
        && rest.len() >= 6
        && rest.chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c))
        && digits >= 3;
    let random = rest.len() >= 8
        && rest.chars().all(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
        && digits >= 2
        && rest.len() - digits >= 2;
    hex || random
}

/// Does `line` give a total ("TOTAL DUE   £498.00", "Total (ex VAT)   £2,216", "合计  1380元",
/// "Balance owed   £120")?
pub fn totals_line(line: &str) -> bool {
    let lower = line.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    words.iter().any(|w| matches!(*w, "total" | "totals" | "grand" | "balance" | "owed" | "owing"))
        || ["合计", "总计", "总额", "共计"].iter().any(|w| line.contains(w))
}

/// An identifier that says little once its day has passed or alone: a bare weekday
/// ("Thursday"), a bare ordinal ("20th"), a lone flag ("--env"), a small count ("2 people"), a
/// wait in minutes or hours ("10 min"), a bare number of one to three digits ("43").
pub fn is_weak_identifier(id: &str) -> bool {
    let lower = id.to_lowercase();
    let digits = lower.chars().filter(char::is_ascii_digit).count();
    let ordinal = digits > 0
        && digits <= 2
        && ["st", "nd", "rd", "th"]
            .iter()
            .any(|s| lower.strip_suffix(s).is_some_and(|n| n.chars().all(|c| c.is_ascii_digit())));
    let count = lower.split_once(' ').is_some_and(|(n, unit)| {
        n.parse::<u32>().is_ok_and(|n| n < 10)
            && matches!(unit, "people" | "items" | "days" | "day" | "weeks" | "hours" | "k" | "m")
    });
    // "12 months", "30 percent", "14s": a span or a share said in passing, not a setting ("30
    // days" may be terms, "90 minutes" a limit, "40 people" a headcount).
    let span = lower.split_once(' ').is_some_and(|(n, unit)| {
        n.parse::<f32>().is_ok_and(|n| n < 100.0) && matches!(unit, "months" | "weeks" | "years" | "percent")
    }) || lower.strip_suffix('s').is_some_and(|n| n.parse::<u32>().is_ok_and(|n| n <= 60));
    // "12 pages", "400 words": a length of a text, not a name. ("30 days" may be terms.)
    let length = lower.split_once(' ').is_some_and(|(n, unit)| {
        n.parse::<u32>().is_ok_and(|n| n < 1000)
            && matches!(unit, "pages" | "words" | "lines" | "slides" | "photos" | "files")
    });
    // "1.8T", "170G", "61G": a size as df prints it; "80-85%": a rough share.
    let size = lower
        .strip_suffix("ib")
        .or_else(|| lower.strip_suffix('b'))
        .unwrap_or(&lower)
        .strip_suffix(['k', 'm', 'g', 't', 'p'])
        .is_some_and(|n| {
            !n.is_empty()
                && n.len() <= 6
                && n.chars().all(|c| c.is_ascii_digit() || c == '.')
                && n.starts_with(|c: char| c.is_ascii_digit())
        });
    let share = lower.strip_suffix('%').is_some_and(|r| {
        r.split_once('-').is_some_and(|(a, b)| {
            [a, b].iter().all(|n| (1..=3).contains(&n.len()) && n.chars().all(|c| c.is_ascii_digit()))
        })
    });
    // "running 10 min late", "a 5 hour layover": a wait, not a setting.
    let wait = lower.split_once(' ').is_some_and(|(n, unit)| {
        n.parse::<u32>().is_ok_and(|n| n <= 60)
            && matches!(
                unit,
                "min"
                    | "mins"
                    | "minute"
                    | "minutes"
                    | "hour"
                    | "hours"
                    | "hr"
                    | "hrs"
                    | "sec"
                    | "secs"
                    | "second"
                    | "seconds"
            )
    });
    // "43", "108": a bare count of one to three digits (a port or an id has more, or a word).
    let unsigned = lower.trim_start_matches(['+', '-', '~']).trim_end_matches('+');
    // "20-minute", "a 4-point scale", "10-email": a number made an adjective.
    let adjective = lower.split_once('-').is_some_and(|(n, word)| {
        (1..=3).contains(&n.len())
            && n.chars().all(|c| c.is_ascii_digit())
            && word.len() >= 3
            && word.chars().all(|c| c.is_ascii_lowercase())
    });
    // ("#3": an item of a list.)
    let unsigned = unsigned.strip_prefix('#').filter(|n| n.len() <= 2).unwrap_or(unsigned);
    let bare = (1..=3).contains(&unsigned.len()) && unsigned.chars().all(|c| c.is_ascii_digit());
    // "5x5", "3x8": sets and reps, a grid.
    let grid = lower.split_once('x').is_some_and(|(a, b)| {
        (1..=2).contains(&a.len())
            && (1..=2).contains(&b.len())
            && (a.to_string() + b).chars().all(|c| c.is_ascii_digit())
    });
    // "k8s", "ec2", "p2p": a short word spelt with a digit names a kind of thing, not one thing
    // ("v2" is a version).
    let abbreviation = (2..=4).contains(&lower.len())
        && lower.chars().all(|c| c.is_ascii_alphanumeric())
        && lower.chars().any(|c| c.is_ascii_digit())
        && lower.starts_with(|c: char| c.is_ascii_alphabetic())
        && !lower.starts_with('v');
    // "6:30", "11pm", "7:10 am": a time of day; "3-2": a score.
    let small = |n: &str| (1..=2).contains(&n.len()) && n.chars().all(|c| c.is_ascii_digit());
    // ("~1:10": about a time.)
    let is_time = |t: &str| {
        let t = t.trim_start_matches('~');
        let clock = t.trim_end_matches(['a', 'p', 'm', ' ']);
        (t.ends_with("am") || t.ends_with("pm") || clock.contains(':'))
            && clock.split_once(':').map_or(small(clock), |(h, m)| small(h) && m.len() == 2 && small(m))
    };
    // "10:30–11:30", "5–6 days", "8–12": a slot or an estimate, with a hyphen or an en dash.
    // ("600-800", "70-200", "900-1,200", "2.5-3": an estimate of a few digits.)
    // (Rising, and the second no more than a digit longer: "1234-5678" may be a number.)
    let rough = |a: &str, b: &str| {
        let value = |n: &str| {
            let n = n.replace(',', "");
            let whole = n.split('.').next().map_or(0, str::len);
            n.parse::<f64>()
                .ok()
                .filter(|_| n.chars().all(|c| c.is_ascii_digit() || c == '.'))
                .map(|v| (v, whole))
        };
        matches!((value(a), value(b)), (Some((x, i)), Some((y, j))) if x < y && (1..=3).contains(&i) && j <= i + 1)
    };
    let range = |r: &str| {
        r.split_once(['-', '–'])
            .is_some_and(|(a, b)| (small(a) && small(b)) || (is_time(a) && is_time(b)) || rough(a, b))
    };
    let time = is_time(&lower) || range(&lower);
    // "4-6 days": an estimate, not a setting.
    let score = range(&lower)
        || lower.split_once(' ').is_some_and(|(r, unit)| {
            range(r)
                && matches!(
                    unit,
                    "days"
                        | "weeks"
                        | "hours"
                        | "mins"
                        | "min"
                        | "minutes"
                        | "months"
                        | "years"
                        | "people"
                        | "seconds"
                )
        });
    // ("周六", "下周三", "星期天": a weekday in Chinese; "4个", "3天", "48小时": a small count, a
    // few days, a wait, as "3 days" and "48 hours" are. "30天" may be terms.)
    let cjk_day = ["", "下", "上", "这", "本"].iter().any(|p| {
        lower.strip_prefix(p).is_some_and(|d| {
            ["周", "星期", "礼拜"].iter().any(|w| {
                d.strip_prefix(w).is_some_and(|n| n.chars().count() == 1 && "一二三四五六日天末".contains(n))
            })
        })
    });
    let cjk_count = [("个", 10), ("台", 10), ("人", 10), ("天", 10), ("次", 10), ("小时", 61), ("分钟", 61)]
        .iter()
        .any(|(unit, below)| {
            lower.strip_suffix(unit).is_some_and(|n| n.parse::<u32>().is_ok_and(|n| n < *below))
        });
    WEEKDAYS.contains(&lower.as_str())
        || cjk_day
        || cjk_count
        || time
        || machine_output(&lower)
        || score
        || ordinal
        || count
        || span
        || length
        || size
        || share
        || wait
        || bare
        || grid
        || abbreviation
        || adjective
        || (lower.starts_with("--") && !lower.contains('='))
        || word_pair(id)
        || switch_alone(id)
        || key_chord(&lower)
}

/// "shipper/consignee", "in/out", "desk/locker": two words with a slash between them are a
/// choice of words, not a path ("src/main.rs", "/srv/data", "D1746/3/98" are).
fn word_pair(id: &str) -> bool {
    // ("Groom/partner", "Before/after": capitalised as a label is.)
    id.split_once('/').is_some_and(|(a, b)| {
        [a, b].iter().all(|w| {
            w.chars().count() >= 2
                && w.chars().skip(1).all(|c| c.is_ascii_lowercase())
                && w.starts_with(|c: char| c.is_ascii_alphabetic())
        }) && !b.starts_with(|c: char| c.is_ascii_uppercase())
    })
}

/// "/MIR", "/s": a Windows switch on its own, apart from the command it went with.
fn switch_alone(id: &str) -> bool {
    id.strip_prefix('/')
        .is_some_and(|w| (1..=6).contains(&w.len()) && w.chars().all(|c| c.is_ascii_alphabetic()))
}

/// "ctrl+f5", "cmd+shift+r": keys pressed together.
fn key_chord(lower: &str) -> bool {
    ["ctrl+", "cmd+", "alt+", "shift+", "option+", "win+"].iter().any(|k| lower.starts_with(k))
}

/// Whitespace- and CJK-separated tokens with punctuation trimmed, and whether each was
/// followed by a space (so "8443端口" does not pair with the next ASCII word).
fn tokenize(text: &str) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for raw in
        text.split(|c: char| c.is_whitespace() || is_cjk(c) || "，。、；：！？（）《》「」“”".contains(c))
    {
        // ("'… in us-east-1'.": the full stop first, then the quote.)
        let raw = raw.trim_end_matches('.');
        let w = raw.trim_matches(|c: char| {
            matches!(
                c,
                ',' | ';'
                    | ':'
                    | '('
                    | ')'
                    | '"'
                    | '\''
                    | '['
                    | ']'
                    | '{'
                    | '}'
                    | '!'
                    | '?'
                    | '<'
                    | '>'
                    | '*'
                    // ("KIX270322-58——董秀珍": a dash of prose ends a code.)
                    | '—'
                    | '–'
                    | '…'
            )
        });
        let w = w.trim_end_matches('.');
        if !w.is_empty() {
            out.push((w.to_string(), true));
        }
    }
    out
}

/// A word that is an identifier without digits: a path, URL, file name, snake/kebab id, flag.
fn is_shaped(w: &str) -> bool {
    let is_path = w.contains('/') && w.chars().filter(|c| c.is_alphanumeric()).count() >= 2;
    let is_url = w.contains("://");
    // ("e.g", "i.e", "a.m": an abbreviation, not a file.)
    let is_file = w.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty()
            && stem.len() + ext.len() >= 3
            && (1..=5).contains(&ext.len())
            && ext.chars().all(|c| c.is_ascii_alphanumeric())
            && ext.chars().any(|c| c.is_ascii_lowercase())
            && stem.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '~'))
    });
    let is_id = w.contains('_') && w.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'));
    let is_flag = w.starts_with("--") && w.len() > 2;
    let is_money = w.starts_with(CURRENCY_SIGNS) && w.chars().any(|c| c.is_ascii_digit());
    let is_mention = w.starts_with('@') && w.len() > 2;
    is_url || is_path || is_file || is_id || is_flag || is_money || is_mention
}

/// Chinese dates and amounts: "3月14日", "2026年3月", "12500元", "3万元", "周五", "端口8443".
fn cjk_spans(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            if chars[i] == '周' && chars.get(i + 1).is_some_and(|c| "一二三四五六日天".contains(*c))
            {
                out.push(chars[i..i + 2].iter().collect());
                i += 2;
                continue;
            }
            i += 1;
            continue;
        }
        let start = i;
        let mut j = i;
        while j < chars.len() && (chars[j].is_ascii_digit() || matches!(chars[j], '.' | ',')) {
            j += 1;
        }
        let mut end = j;
        // Dates: 2026年3月14日, 3月14日, 14号.
        loop {
            match chars.get(end) {
                Some('年' | '月') if chars.get(end + 1).is_some_and(char::is_ascii_digit) => {
                    end += 1;
                    while end < chars.len() && chars[end].is_ascii_digit() {
                        end += 1;
                    }
                }
                // (138450日元 is an amount in yen.)
                Some('日') if chars.get(end + 1) == Some(&'元') => break,
                Some('日' | '号' | '月') => {
                    end += 1;
                    // "12月16日前", "3号之前": a deadline keeps its "before".
                    if matches!(chars[end - 1], '日' | '号') {
                        let after: String = chars[end..chars.len().min(end + 2)].iter().collect();
                        if let Some(w) =
                            ["之前", "以前", "前"].iter().find(|w| after.starts_with(*w) && after != "前后")
                        {
                            end += w.chars().count();
                        }
                    }
                    break;
                }
                _ => break,
            }
        }
        if end == j {
            // Amounts and units: 元, 万元, 块, 万, 人, 台, 个, 天, 小时, 分钟.
            let units = [
                "万元", "亿元", "美元", "日元", "欧元", "英镑", "港币", "港元", "韩元", "卢布", "澳元",
                "加元", "泰铢", "美金", "块钱", "元", "块", "万", "人", "台", "小时", "分钟", "天", "个",
            ];
            let tail: String = chars[j..chars.len().min(j + 2)].iter().collect();
            if let Some(u) = units.iter().find(|u| tail.starts_with(*u)) {
                end = j + u.chars().count();
            }
        }
        let before: String = chars[start.saturating_sub(2)..start].iter().collect();
        let mut prefix = if before == "端口" || before == "版本" { before } else { String::new() };
        // "下个月24号", "本月20日前": a day of a month named by where it is.
        if end > j && matches!(chars[j], '号' | '日') {
            let month: String = chars[start.saturating_sub(3)..start].iter().collect();
            if let Some(m) = ["下个月", "上个月", "这个月", "下下月", "下月", "本月", "上月", "次月"]
                .iter()
                .find(|m| month.ends_with(*m))
            {
                prefix = m.to_string();
            }
        }
        // "第2.8版", "第12版": a numbered edition.
        if end == j && start > 0 && chars[start - 1] == '第' && chars.get(j) == Some(&'版') {
            out.push(format!("第{}版", chars[start..j].iter().collect::<String>()));
            i = j + 1;
            continue;
        }
        // "人民币6,750元": an amount keeps the name of its currency.
        if end > j && chars[j] == '元' {
            let money: String = chars[start.saturating_sub(3)..start].iter().collect();
            if money == "人民币" {
                prefix = money;
            }
        }
        let has_cjk_context = end > j || !prefix.is_empty();
        if has_cjk_context {
            let body: String = chars[start..end].iter().collect();
            let body = body.trim_end_matches([',', '.']);
            out.push(format!("{prefix}{body}"));
        }
        i = end.max(j);
    }
    out
}

const NOT_NAMES: &[&str] = &[
    "I",
    // German capitalises every noun: its articles, pronouns and days open no name ("Der
    // Auftragnehmer", "Tragen Sie …", "Mein Kopf", "Mittwoch"). (Not "Das", "Den", "Des":
    // a surname and short names.)
    "Der",
    "Die",
    "Dem",
    "Ein",
    "Eine",
    "Einen",
    "Einem",
    "Einer",
    "Eines",
    "Kein",
    "Keine",
    "Mein",
    "Meine",
    "Meinen",
    "Meinem",
    "Meiner",
    "Dein",
    "Deine",
    "Ihr",
    "Ihre",
    "Ihren",
    "Ihrem",
    "Ihrer",
    "Ihnen",
    "Unser",
    "Unsere",
    "Sie",
    "Wir",
    "Ich",
    "Dieser",
    "Diese",
    "Dieses",
    "Jeder",
    "Jede",
    "Bitte",
    "Danke",
    "Und",
    "Oder",
    "Aber",
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
    "Sonntag",
    "Januar",
    "Februar",
    "März",
    "Juni",
    "Oktober",
    "Dezember",
    // ("Welcome back.")
    "Welcome",
    "Madam",
    "She",
    "He",
    // Someone and no one, and days that are no date.
    "Nobody",
    "Somebody",
    "Someone",
    "Everyone",
    "Everybody",
    "Anyone",
    "Anybody",
    "Noone",
    "Everything",
    "Nothing",
    "Something",
    "Anything",
    "Today",
    "Tonight",
    "Tomorrow",
    "Yesterday",
    "Mondays",
    "Tuesdays",
    "Wednesdays",
    "Thursdays",
    "Fridays",
    "Saturdays",
    "Sundays",
    "Weekends",
    // Words that open a sentence with a comma: "Right, on the tech side: …".
    "Right",
    "Well",
    "Anyway",
    "Honestly",
    "Actually",
    "Basically",
    "Alright",
    "Fine",
    "Cool",
    "Ha",
    "Oh",
    "Ugh",
    "Hmm",
    "They",
    "Bursar",
    "I'm",
    "I'll",
    "I've",
    "I'd",
    "The",
    "We",
    "We'll",
    "You",
    "It",
    "This",
    "That",
    "Then",
    "OK",
    "Ok",
    "Okay",
    "Yes",
    "No",
    "And",
    "But",
    "So",
    "If",
    "Also",
    "Please",
    "Thanks",
    "Sure",
    "Let's",
    "Let",
    "Here",
    "There",
    "Now",
    "Just",
    "Not",
    "Sorry",
    "Maybe",
    "Our",
    "My",
    "Your",
    // ("Her English is better.")
    "Her",
    "His",
    "Their",
    // Languages: "my English is not good", "the Japanese keyboard", "an Arabic interpreter".
    "English",
    "Japanese",
    "Arabic",
    "Spanish",
    "Portuguese",
    "Italian",
    "Russian",
    "Ukrainian",
    "Turkish",
    "Persian",
    "Farsi",
    "Urdu",
    "Hindi",
    "Punjabi",
    "Bengali",
    "Tamil",
    "Gujarati",
    "Mandarin",
    "Cantonese",
    "Korean",
    "Vietnamese",
    "Tagalog",
    "Malay",
    "Swahili",
    "Hi",
    "Hello",
    "Good",
    "Great",
    "Done",
    "Noted",
    "What",
    "When",
    "Which",
    "Whose",
    // ("Vielen Dank für …", "Weitere Einzelheiten entnehmen Sie …": German openings.)
    "Vielen",
    "Weitere",
    // ("While Dwayne waits on the wash", "Once Tammy is back".)
    "While",
    "Whilst",
    "Once",
    "Until",
    "Unless",
    "Although",
    "Where",
    "Who",
    "Why",
    "How",
    "Should",
    "Could",
    "Would",
    "Can",
    "Is",
    "Are",
    "Do",
    "Does",
    // ("Did Herdade da Matinha reply …?", "Has Priya Raman sent the deck?": a question opens
    // at its verb, and the name after it.)
    "Did",
    "Didn't",
    "Doesn't",
    "Has",
    "Hasn't",
    "Have",
    "Haven't",
    "Had",
    "Was",
    "Wasn't",
    "Were",
    "Isn't",
    "Aren't",
    "Shall",
    "Must",
    "Might",
    "For",
    "On",
    "In",
    "At",
    "By",
    "With",
    "From",
    "To",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
    "API",
    "CLI",
    "UI",
    "URL",
    "DNS",
    "SQL",
    "HTTP",
    "HTTPS",
    "TODO",
    "PR",
    "CI",
    "CD",
    "QA",
    "EU",
    "US",
    "UTC",
    // Products and services that a verb after them makes look like people ("Discord says …").
    "Discord",
    "Slack",
    "Steam",
    "Twitch",
    "GitHub",
    "Github",
    "GitLab",
    "Jira",
    "Zoom",
    "Notion",
    "Figma",
    "Trello",
    "Google",
    "Alexa",
    "Siri",
    "Amazon",
    "Netflix",
    "Spotify",
    "YouTube",
    "Youtube",
    "Reddit",
    "Twitter",
    "WhatsApp",
    "Telegram",
    "Kickstarter",
    "Patreon",
    "Excel",
    "Dropbox",
    "Gmail",
    "Outlook",
    "Costco",
    "Mum",
    "Mom",
    "Dad",
    "Mummy",
    "Daddy",
    "Grandma",
    "Grandpa",
    "Nan",
    "Nana",
    "Gran",
    "Granny",
    "Grandad",
    "Granddad",
    "Mama",
    "Papa",
    // Holidays and dashboards that a verb after them makes look like people.
    "Christmas",
    "Easter",
    "Halloween",
    "Thanksgiving",
    "Ramadan",
    "Diwali",
    "Hanukkah",
    "Grafana",
    "Datadog",
    "PagerDuty",
    "Sentry",
    "Kibana",
    "Mastercard",
    "Visa",
    "Stripe",
    "Tesco",
    "Sainsbury",
    "Ikea",
    "IKEA",
    "Walmart",
    // "Jul 22nd is the deadline", "Nov. 30": months and days, not people.
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Sept",
    "Oct",
    "Nov",
    "Dec",
    "Mon",
    "Tue",
    "Tues",
    "Wed",
    "Thu",
    "Thur",
    "Thurs",
    "Fri",
    "Sat",
    "Sun",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// Words before a name that belong to it: "Dr. Amara Achterberg", "Uncle Teodor".
const HONORIFICS: &[&str] = &[
    "Mr",
    "Mrs",
    "Ms",
    "Miss",
    "Dr",
    "Prof",
    "Professor",
    "Sir",
    "Dame",
    "Uncle",
    "Aunt",
    "Auntie",
    "Grandma",
    "Grandpa",
    "Granny",
    "Coach",
    "Captain",
    "Nurse",
    "Judge",
    "Officer",
    "Father",
    "Rabbi",
    "Imam",
    "Pastor",
    // (German and French: "Frau Wendling", "Herr Dr. Brandt", "Madame Rousseau".)
    "Frau",
    "Herr",
    "Madame",
    "Monsieur",
];

const PERSON_CUES: &[&str] = &[
    "said",
    "says",
    "asked",
    "asks",
    "wants",
    "will",
    "owns",
    "approved",
    "approves",
    "prefers",
    "signs",
    "handles",
    "leads",
    "runs",
    "reviews",
    "agreed",
    "confirmed",
    "is",
    "from",
    "thinks",
    "suggested",
    "needs",
    // "Sofia, who is backend on-call".
    "who",
    // "Oskar came by the site", "Hakan rang".
    "came",
    "dropped",
    "rang",
    "phoned",
    "emailed",
    "texted",
    "messaged",
    "replied",
    "wrote",
    "popped",
    "stopped",
    "showed",
    "visited",
];

/// Words after a capitalised word inside a sentence that make it someone ("but Cressida can,
/// she's brilliant", "that Teodor turned up with six crates", "so Noor has the keys"); opening
/// a sentence they say nothing ("Lightroom has a new catalog format").
const PERSON_CUES_INSIDE: &[&str] = &[
    "can", "could", "would", "should", "might", "has", "had", "turned", "went", "left", "joined", "knows",
    "reckons", "offered", "brought",
];
const PERSON_BEFORE: &[&str] = &[
    "ask", "tell", "ping", "cc", "by", "and", "thank", "thanks", "loop", "per", "asked", "told", "pinged",
    "emailed", "messaged", "texted", "rang", "blame", "met", "saw", "called", "spoke", "call", "email",
    "remember", // "Dear Fatima,".
    "dear",
];

/// People named in `sentence`, with a role when it says one: "Priya Raman (DBA)",
/// "Marco from finance", "王经理".
/// Last words of a capitalised name that make it a place or a body.
/// The roles people have in someone's life and work ("the insurance agent is Fenella").
const ROLE_NOUNS: &[&str] = &[
    "super",
    "superintendent",
    "clerk",
    "aide",
    // "the person to chase is Przemek - they signed off".
    "person",
    "buddy",
    "councilmember",
    "councillor",
    "reporter",
    "neighbor",
    "neighbour",
    "agent",
    "manager",
    "appraiser",
    "adjuster",
    "contact",
    "plumber",
    "tutor",
    "coordinator",
    "landlord",
    "lawyer",
    "doctor",
    "nurse",
    "teacher",
    "contractor",
    "electrician",
    "advisor",
    "adviser",
    "editor",
    "designer",
    "engineer",
    "owner",
    "accountant",
    "assistant",
    "counsel",
    "paralegal",
    "supervisor",
    "boss",
    "director",
    "founder",
    "recruiter",
    "surveyor",
    "builder",
    "inspector",
    "dentist",
    "therapist",
    "coach",
    "trainer",
    "mentor",
    "officer",
    "rep",
    "representative",
    "consultant",
    "cousin",
    "sister",
    "brother",
    "aunt",
    "uncle",
    "foreman",
    "typesetter",
    "translator",
    "photographer",
    "caterer",
    "broker",
    "chef",
    "cook",
    "referee",
    "treasurer",
    "secretary",
    "chair",
    "chairman",
    "chairwoman",
    "captain",
    "vet",
    "nanny",
    "hygienist",
    "receptionist",
    "technician",
    "tech",
    "installer",
    "supplier",
    "vendor",
    "courier",
    "driver",
    "cleaner",
    "gardener",
    "architect",
    "solicitor",
    "barrister",
    "notary",
    "banker",
    "planner",
    "florist",
    "singer",
    "drummer",
    "professor",
    "examiner",
    "reader",
    "reviewer",
    "colleague",
    "friend",
    "partner",
    "husband",
    "wife",
    "son",
    "daughter",
    "mum",
    "mom",
    "dad",
    "grandma",
    "grandpa",
];

/// Words no person's name holds: parts of product names, the parties and terms of a contract,
/// the heads of a pasted email.
const NOT_NAME_WORDS: &[&str] = &[
    // ("Chief Engineer", "Service Control Manager": a title or a program.)
    "Engineer",
    "Manager",
    // ("Description: Social Security every four weeks", "Payment method: Direct Debit".)
    "Security",
    "Debit",
    "Credit",
    "Pension",
    "Benefit",
    "Allowance",
    "Payment",
    "Account",
    "App",
    "Store",
    "Connect",
    "Console",
    "Assistant",
    "Note",
    "Series",
    "Plus",
    "Studio",
    "Completeness",
    "Over",
    "Under",
    "Rent",
    "Agreement",
    "Premises",
    "Landlord",
    "Tenant",
    "Supplier",
    "Customer",
    "Buyer",
    "Seller",
    "Licensee",
    "Licensor",
    "Contractor",
    "Guarantor",
    "Lessee",
    "Lessor",
    "Transcripts",
    "One",
    "Air",
    "Fwd",
    "Subject",
    // Words of a firm's name: "Verbum Legal", "Hofmann Maschinenbau", "Estudio Calma".
    "Legal",
    "Outdoor",
    "Outdoors",
    "Translations",
    "Translation",
    "Traducciones",
    "Localization",
    "Localisation",
    "Maschinenbau",
    "Bodegas",
    "Estudio",
    "Solutions",
    "Systems",
    "Partners",
    "Holdings",
    "Consulting",
    "Services",
    "Agency",
    "Media",
    "Software",
    "Technologies",
    "Digital",
    "Marketing",
    "Publishing",
    "Logistics",
    "Pharma",
    "Insurance",
    "Ventures",
    "Industries",
    "Corp",
    "Company",
    "Verlag",
    // Bodies and the headings of a draft: "Dear Tenants Association", "Dear Crestline
    // Management", "General Meeting", "**Dues** Several …".
    "Association",
    "Management",
    "Meeting",
    "Agenda",
    "Minutes",
    "Updates",
    "Several",
    // A department's or a firm's trade ("Finance Business Partnering", "Finch Catering") and
    // the words of a menu ("Start Mail Merge", "Use an Existing List").
    "Business",
    "Partnering",
    "Catering",
    "Facilities",
    "Procurement",
    "Hospitality",
    "Merge",
    "Messages",
    "List",
];

const PLACE_WORDS: &[&str] = &[
    // ("Cheddar Gorge", "Calder Vale", "Tithe Barn", "Moor Lane Butchers", "Foxhole Print",
    // "Rosie Calder Photography", "Hollins Lane Community": places, shops and bodies.)
    "Gorge",
    "Vale",
    "Barn",
    "Butchers",
    "Bakery",
    "Print",
    "Printing",
    "Photography",
    "Accountants",
    "Community",
    "Directory",
    "Helpdesk",
    "Co-op",
    // ("Orchard Farm", "Foxglove Cottage", "Driver Academy", "Kestrel Analytics", "Event Viewer": places, firms and things.)
    "Farm",
    "Cottage",
    "Academy",
    "Rescue",
    "Analytics",
    "Transport",
    "Gaming",
    "Brokerage",
    "Claims",
    "Weekly",
    "Funding",
    "Viewer",
    "St",
    "Street",
    "Rd",
    "Road",
    "Ave",
    "Avenue",
    "Blvd",
    "Lane",
    "Square",
    "Office",
    "Hall",
    "Building",
    "Room",
    "Annex",
    "Center",
    "Centre",
    "Campus",
    "Station",
    "Airport",
    "Hotel",
    "Park",
    "University",
    "College",
    "School",
    "Team",
    "Group",
    "Department",
    "Dept",
    "Lab",
    "Labs",
    "Inc",
    "Ltd",
    "LLC",
    "GmbH",
    "Bank",
    "Cafe",
    "Restaurant",
    "Clinic",
    "Hospital",
    "Library",
    "Museum",
    "Council",
    "Committee",
    "Board",
    "Club",
    // Things and events, not people: "the Whole Thing", "Steam Next Fest", "the Spring Sale".
    "Thing",
    "Things",
    "Fest",
    "Festival",
    "Game",
    "Games",
    "Show",
    "Cup",
    "League",
    "Market",
    "Mall",
    "Store",
    "Shop",
    "Pub",
    "Bar",
    "Studio",
    "Studios",
    "Edition",
    "Sale",
    "Day",
    "Week",
    "Weekend",
    "Night",
    "Party",
    "Menu",
    "Mode",
    "Update",
    "Patch",
    "Server",
    "App",
    "Cloud",
    "Court",
    "Monument",
    "Memorial",
    "Capitol",
    "Cathedral",
    "Bridge",
    "Tower",
    "Castle",
    "Palace",
    "Zoo",
    "Aquarium",
    "Gallery",
    "Theatre",
    "Theater",
    "Stadium",
    "Arena",
    "House",
    "Lodge",
    "Manor",
    "Gardens",
    "Close",
    "Terrace",
    "Crescent",
    "Legion",
    // Firms by their trade: "Lakes Marine Construction", "Mereside Joinery", "Harbourline
    // Brokers", "Booker Wholesale", "Kentmere Sails", "Hollins Mere Sailing".
    "Construction",
    "Joinery",
    "Brokers",
    "Wholesale",
    "Sails",
    "Sailing",
    "Marine",
    "Builders",
    "Plumbing",
    "Roofing",
    "Electrical",
    "Motors",
    "Garage",
    "Solicitors",
    "Lettings",
    "Estates",
    "Haulage",
    "Engineering",
    "Supplies",
    "Brewery",
    "Pharmacy",
    "Vets",
    "Dental",
];

/// Words that open the names of things, not of people: colours, materials, sizes.
const NOT_FIRST_WORDS: &[&str] = &[
    // ("Every Pi has one", "Some Friday": a determiner opens no name.)
    "Every",
    "Each",
    "Some",
    "Any",
    "All",
    "Both",
    "Most",
    "Many",
    "Several",
    "Another",
    // ("Volume Shadow Copy", "Secret Santa", "Raspberry Pi", "Early Years Funding", "Get Out": things.)
    "Volume",
    "Secret",
    "Raspberry",
    "Samsung",
    "Early",
    "Property",
    "Mountain",
    "Chief",
    "Loudness",
    "Descriptive",
    "Get",
    // "Mt Rainier", "Mount Olympus", "Lake Tahoe": places.
    "Mt",
    "Mount",
    "Lake",
    "Loch",
    "River",
    "Cape",
    "Little",
    "Old",
    "New",
    "Great",
    "Good",
    "Best",
    "Happy",
    "Merry",
    "Royal",
    "Grand",
    "Golden",
    "Silver",
    "Black",
    "White",
    "Red",
    "Blue",
    "Green",
    "Grey",
    "Gray",
    "Pink",
    "Brown",
    "Yellow",
    "Orange",
    "Purple",
    "Dark",
    "Light",
    "Deep",
    "Pale",
    "Bright",
    "Salt",
    "Ink",
    "Rust",
    "Moss",
    "Chalk",
    "Speckled",
    "Stone",
    "Sand",
    "Clay",
    "Slate",
    "Smoke",
    "Midnight",
    "Ocean",
    "Forest",
    "Sea",
    "Whole",
    "Soup",
    "Comic",
    "Super",
    "Mega",
    "Ultra",
    "Mini",
    "Classic",
    "Original",
    "Premium",
    "Limited",
    "Special",
    "Final",
    "Free",
    "Open",
    "Public",
    "Private",
    "Local",
    "National",
    "International",
    "Central",
    "North",
    "South",
    "East",
    "West",
    "Upper",
    "Lower",
    "Next",
];

/// "choreographer", "packer", "pharmacist", "librarian": a word for what someone does (by its
/// ending: "other" and "paper" are none).
fn trade_word(w: &str) -> bool {
    w.len() >= 6
        && ["er", "or", "ist", "ian"].iter().any(|e| w.ends_with(e))
        && !matches!(w, "other" | "after" | "never" | "order" | "number" | "paper" | "letter" | "either")
}

/// Lower-case words inside a family name: "van der Berg", "da Silva", "bin Salman".
const NAME_PARTICLES: &[&str] = &[
    "van", "von", "der", "den", "de", "da", "di", "du", "del", "della", "dos", "das", "le", "la", "bin",
    "ibn", "al", "ter", "ten",
];

pub fn people(sentence: &str) -> Vec<String> {
    // A name never runs on over a line's end or a tab: "Wendy Walker\tSingle" is a cell of a
    // pasted table, then the next.
    if sentence.contains(['\t', '\n', '\r']) {
        let mut out: Vec<String> = Vec::new();
        for part in sentence.split(['\t', '\n', '\r']) {
            for p in people(part) {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        }
        return out;
    }
    let mut out: Vec<String> = Vec::new();
    // "From: Georgina", "From: Mateo Ruiz <mateo@example.com>": who wrote a forwarded email.
    if let Some(from) = sentence.trim_start().strip_prefix("From: ") {
        let name: Vec<&str> = from
            .split_whitespace()
            .take_while(|w| {
                w.chars().next().is_some_and(char::is_uppercase)
                    && w.chars().skip(1).all(|c| c.is_lowercase() || matches!(c, '\'' | '-'))
            })
            .take(3)
            .collect();
        if !name.is_empty() && !name.iter().any(|w| NOT_NAMES.contains(w) || NOT_NAME_WORDS.contains(w)) {
            out.push(name.join(" "));
        }
    }
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let clean = |w: &str| -> String {
        w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
            .trim_end_matches("'s")
            .to_string()
    };
    // "Al-Sayed", "O'Brien", "McBride": a capital after a hyphen, an apostrophe or Mc.
    let title = |w: &str| {
        let c = clean(w);
        let chars: Vec<char> = c.chars().collect();
        chars.first().is_some_and(|ch| ch.is_uppercase())
            && chars.len() >= 2
            // ("A-level", "X-ray", "T-shirt": a letter before a hyphen names a thing.)
            && chars[1] != '-'
            // ("They've", "We're", "I'll": a pronoun run into its verb.)
            && !["'ve", "'re", "'ll", "'m", "’ve", "’re", "’ll", "’m"].iter().any(|e| c.ends_with(e))
            && chars.iter().enumerate().skip(1).all(|(k, &ch)| {
                ch.is_lowercase()
                    || ch == '\''
                    || ch == '-'
                    || (ch.is_uppercase()
                        && k + 1 < chars.len()
                        && (matches!(chars[k - 1], '-' | '\'')
                            // (Not "Mac": "MacBook Pro" is no one.)
                            || (k == 2 && c.starts_with("Mc"))))
            })
            && !NOT_NAMES.contains(&c.as_str())
            && !COMMON_CAPITALS.contains(&c.as_str())
            // ("Out-Of-Office", "Work-In-Progress": words joined, no one.)
            && !c.split('-').skip(1).any(|p| {
                matches!(p, "Of" | "The" | "And" | "To" | "In" | "On" | "At" | "For" | "By" | "Up" | "Or")
            })
            // ("Check-in", "Follow-up", "Kick-off": a thing done, no one.)
            && !c.rsplit_once('-').is_some_and(|(_, tail)| {
                matches!(tail, "in" | "up" | "off" | "out" | "on" | "over" | "through" | "down" | "by")
            })
    };
    let honorific = |w: &str| HONORIFICS.contains(&clean(w).as_str());
    // (Counted once: a menu path has two arrows or more; one may hand a thing from one person to
    // another, "Dennis → Priya".)
    let arrow = |w: Option<&&str>| w.is_some_and(|w| matches!(*w, "→" | "->" | ">" | "»" | "›" | "=>"));
    let arrows = words.iter().filter(|w| arrow(Some(w))).count();
    let mut i = 0;
    while i < words.len() {
        // "Ping Beatrix Volkov…": a verb that introduces a person is not part of the name.
        let lower_word = clean(words[i]).to_lowercase();
        if !title(words[i])
            || PERSON_BEFORE.contains(&lower_word.as_str())
            || (i == 0 && NOT_NAME_STARTS.contains(&lower_word.as_str()))
            // ("Did Dr Reilly say …", "Thanks Mrs Okafor": a name opens at its honorific.)
            || (!honorific(words[i]) && words.get(i + 1).is_some_and(|w| honorific(w) && !w.ends_with(',')))
        {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        // Lower-case particles inside a name ("Anouk van der Berg") do not count as its words.
        let mut particles = 0;
        let particle = |k: usize| {
            words.get(k).is_some_and(|w| NAME_PARTICLES.contains(w))
                && (k + 1..words.len().min(k + 3))
                    .any(|n| title(words[n]) && !NAME_PARTICLES.contains(&words[n]))
        };
        // "Dr. Amara Achterberg": the honorific's full stop does not end the name.
        while j < words.len()
            && j - i - particles < 3 + usize::from(honorific(words[i]))
            && (title(words[j]) || particle(j))
            // ("Felix Bishop (Foxglove PR) asking …": a bracket opens what they are.)
            && !words[j].starts_with(['(', '（', '['])
            && (!words[j - 1].ends_with([',', '.', ';', ':']) || (j - 1 == i && honorific(words[i])))
        {
            if NAME_PARTICLES.contains(&words[j]) {
                particles += 1;
            }
            j += 1;
        }
        if honorific(words[i]) && j == i + 1 {
            i = j;
            continue;
        }
        let name: Vec<String> =
            words[i..j]
                .iter()
                .enumerate()
                .map(|(k, w)| {
                    if k == 0 && honorific(w) && w.contains('.') {
                        format!("{}.", clean(w))
                    } else {
                        clean(w)
                    }
                })
                .collect();
        let name = name.join(" ");
        let after = words.get(j).map(|w| clean(w).to_lowercase()).unwrap_or_default();
        let before = if i > 0 { clean(words[i - 1]).to_lowercase() } else { String::new() };
        let last_word = words[j - 1];
        let multi = j - i >= 2;
        // "Marisol Larsson signed off…": a full name opening a sentence, then a lower-case word.
        // ("Rukhsana Greenhalgh!! finally someone who can fix laptops": a full name exclaimed.)
        let opens = i == 0
            && multi
            && (words.get(j).is_some_and(|w| {
                w.chars().all(|c| c.is_lowercase() || c == '\'')
                    && !matches!(*w, "it" | "and" | "or" | "then" | "to")
            }) || (j == words.len() && last_word.ends_with('!')));
        // "at Sainsbury's", "the British Legion", "two Jaffa Cakes": a place, a body or a thing.
        let determined = matches!(
            before.as_str(),
            // ("from a Saoirse Fitzwilliam": "a" may introduce someone new.)
            "the"
                | "at"
                | "two"
                | "three"
                | "some"
                | "his"
                | "its"
                | "their"
                | "every"
                | "each"
                | "any"
                | "these"
                | "those"
        ) && !honorific(words[i])
            // ("if anyone rings about the rota its Dariusz Okonkwo who needs it": "its" typed
            // for "it's".)
            && !(before == "its" && after == "who");
        // "the European Conference on Soil Microbiology", "Institute for Fiscal Studies": the
        // rest of a title.
        let titled = matches!(before.as_str(), "on" | "of" | "for") && i >= 2 && title(words[i - 2]);
        // "Dear Colleague", "Dear Exams Officer": a letter to whoever holds a post.
        let to_a_post =
            before == "dear" && SALUTED_POSTS.contains(&clean(words[j - 1]).to_lowercase().as_str());
        // "GCSE Film Studies C1", "AQA GCSE English Lang P2", "GCSE French Listening (H)": a
        // course between its board's letters and its paper's code.
        // (In a CSV row the cell before it counts: "Andy Barnes,RYA Powerboat Level 2,6".)
        // ("our CTO Marta Szabo (since May)": a role's letters before a name.)
        let board = if i > 0 {
            clean(words[i - 1].rsplit(',').next().unwrap_or(words[i - 1]))
        } else {
            String::new()
        };
        let course = acronym(&board)
            && !ROLE_LETTERS.contains(&board.as_str())
            && words.get(j).is_some_and(|w| {
                (w.starts_with(['(', '（']) && w.chars().count() <= 5)
                    || w.chars().any(|c| c.is_ascii_digit())
            });
        if determined || titled || to_a_post || course {
            i = j;
            continue;
        }
        // "I'd loop in Camille here", "check with Hamid".
        let before_two =
            if i > 1 { format!("{} {before}", clean(words[i - 2]).to_lowercase()) } else { String::new() };
        let cue = PERSON_CUES.contains(&after.as_str())
            || PERSON_BEFORE.contains(&before.as_str())
            || [
                "loop in",
                "bring in",
                "rope in",
                "check with",
                "talk to",
                "speak to",
                "reach out to",
                "hand off to",
                "name is",
                // "spoke to Torsten today (Brightline's accounts person)".
                "spoke to",
                "spoken to",
                "talked to",
                "chatted to",
                "chatted with",
                "met with",
                "heard from",
                "addressed to",
            ]
            .contains(&before_two.as_str())
            // "can you address it to Florian?"
            || (i > 2 && words[i - 3].eq_ignore_ascii_case("address") && before_two == "it to")
            // "Marguerite, our managing partner", "Marcus — her essay tutor —".
            || ((last_word.ends_with(',') && ["our", "my", "her", "his", "their"].contains(&after.as_str()))
                || (words.get(j).is_some_and(|w| matches!(*w, "—" | "–" | "-"))
                    && words.get(j + 1).is_some_and(|w| ["our", "my", "her", "his", "their"].contains(w)))
)
            || last_word.ends_with("'s")
            // "I have Ngozi down as my travel buddy", "got Thandiwe on the phone".
            || (after == "down" && words.get(j + 1).is_some_and(|w| *w == "as"))
            || words.get(j..j + 3).is_some_and(|w| w.join(" ").trim_end_matches([',', '.', '-']) == "on the phone")
            // ("Land Rover Discovery (DP76 OSF)": a number in brackets is no role.)
            || (words.get(j).is_some_and(|w| w.starts_with('(')) && !bracketed_number(&words[j..]))
            // "fyi Przemek = the ward pharmacist".
            || (words.get(j).is_some_and(|w| *w == "=")
                && words.get(j + 1).is_some_and(|w| matches!(*w, "the" | "our" | "my" | "a" | "an")))
            || honorific(words[i])
            // "can you add Radomir to the advance list?", "adding Rowan to the family group":
            // someone added to a list of people.
            || (matches!(before.as_str(), "add" | "adding" | "added")
                && after == "to"
                && words[j + 1..(j + 5).min(words.len())].iter().any(|w| {
                    matches!(
                        clean(w).to_lowercase().as_str(),
                        "list" | "group" | "chat" | "rota" | "thread" | "team" | "channel" | "roster" | "cc"
                            | "invite" | "contacts" | "loop" | "whatsapp" | "rotation"
                    )
                }))
            // "so handing the pager to Radhika at 9": someone a thing is handed to.
            || (before == "to"
                && words[i.saturating_sub(5)..i.saturating_sub(1)].iter().any(|w| {
                    matches!(
                        clean(w).to_lowercase().as_str(),
                        "hand" | "handing" | "handed" | "hands" | "pass" | "passing" | "passed" | "lend" | "lent"
                    )
                }));
        // "Mailings → Start Mail Merge → E-mail Messages", "inserting fields with Insert Merge
        // Field": the items of a menu, and a program's buttons opening with a verb.
        let menu = (arrows >= 2
            && (arrow(i.checked_sub(1).and_then(|k| words.get(k))) || arrow(words.get(j))))
            || (multi && NOT_NAME_STARTS.contains(&clean(words[i]).to_lowercase().as_str()));
        if menu {
            i = j;
            continue;
        }
        // "Main St", "Events Office", "Riverside Campus": a place or a body, not a person.
        // ("Lasting Power of Attorney", "Bank of Ireland": a title or a body.)
        let of_title =
            multi && words.get(j).is_some_and(|w| *w == "of") && words.get(j + 1).is_some_and(|w| title(w));
        let place = of_title
            || PLACE_WORDS.contains(&clean(last_word).as_str())
            // "Moss Green", "Royal Mail", "Speckled Oat": a colour, a product, a service.
            || (multi && NOT_FIRST_WORDS.contains(&clean(words[i]).as_str()))
            // "App Store Connect", "Holding Over", "Landlord": a product, a contract's term.
            || words[i..j].iter().any(|w| NOT_NAME_WORDS.contains(&clean(w).as_str()))
            // "Using Gibbs", "Restarting Docker": a step that opens with what is done.
            || (multi && clean(words[i]).len() >= 5 && clean(words[i]).ends_with("ing"))
            // "'502 Bad Gateway'", "'Friday'": quoted words, no one.
            || words[i..j].iter().any(|w| {
                w.starts_with(['\'', '‘']) || (w.trim_end_matches(['.', ',', '!', '?']).ends_with(['\'', '’']) && !w.contains("'s"))
            })
            // "Martha Greig Greig": a slip of the keys.
            || words[i..j].windows(2).any(|p| clean(p[0]) == clean(p[1]))
            // ("Rahmenvertragsangebot von Clearword", "Wartungsintervall": a German compound
            // noun; no given name runs to fourteen letters.)
            || clean(words[i]).chars().count() >= 14;
        // "the insurance agent is Fenella.", "a direct number for Bram finally, the independent
        // appraiser": a role named beside the name.
        let near = &words[i.saturating_sub(7)..(j + 6).min(words.len())];
        // ("Mireille Haddad - choreographer.", "Oluwaseun — the returns packer — has just
        // emailed": a word for a trade just after a dash.)
        let trade = words.get(j).is_some_and(|w| matches!(*w, "—" | "–" | "-"))
            && words[j + 1..(j + 4).min(words.len())].iter().any(|w| trade_word(&clean(w).to_lowercase()));
        // ("deal directly with Barnaby, the VetLedger onboarding specialist, rather than …": a
        // word for a trade after a comma and "the".)
        let apposed = last_word.ends_with(',')
            && words.get(j).is_some_and(|w| matches!(*w, "the" | "our" | "my" | "a" | "an" | "their"))
            && words[j + 1..(j + 5).min(words.len())].iter().any(|w| trade_word(&clean(w).to_lowercase()));
        // ("the person who signed off our second milestone was Thaddeus", "the pharmacist
        // on the ward this week is Kemi": the role opens the clause that "is" or "was" ends,
        // however long; a word shaped like one, "technician", will do there. Not a word in
        // -er or -or: "the printer in the office is Brother".)
        let clause_role = matches!(before.as_str(), "is" | "was")
            && words[..i.saturating_sub(1)]
                .iter()
                .rev()
                .take(12)
                .take_while(|w| !w.ends_with([',', '.', ';', ':', '!', '?']))
                .any(|w| {
                    let w = clean(w).to_lowercase();
                    ROLE_NOUNS.contains(&w.as_str())
                        || (w.len() >= 7 && ["ist", "ian"].iter().any(|x| w.ends_with(x)))
                });
        let role_beside = clause_role
            || (trade
                || apposed
                || near.iter().any(|w| ROLE_NOUNS.contains(&clean(w).to_lowercase().as_str())))
                && (matches!(before.as_str(), "is" | "was")
                // ("can you address it to Florian? the vendor manager at TransAtlantica".)
                || last_word.ends_with([',', '.', '—', '?'])
                // ("Cormac Brannigan - props supervisor.", "Juniper – costume supervisor".)
                || words.get(j).is_some_and(|w| w.ends_with(',') || matches!(*w, "—" | "–" | "-")));
        // ("Ottoline the fire risk assessor said they can come round after 2", "Gintaras the
        // locksmith says …": the name, the trade, then what they said or do.)
        let the_trade_then = !last_word.ends_with([',', '.', ';', ':', '!', '?'])
            && after == "the"
            && (j + 2..(j + 7).min(words.len())).any(|k| {
                let said = clean(words[k]).to_lowercase();
                matches!(
                    said.as_str(),
                    "said"
                        | "says"
                        | "told"
                        | "reckons"
                        | "thinks"
                        | "wants"
                        | "rang"
                        | "called"
                        | "emailed"
                        | "texted"
                        | "confirmed"
                        | "asked"
                        | "will"
                        | "can"
                ) && words[j + 1..k].iter().any(|w| {
                    let w = clean(w).to_lowercase();
                    trade_word(&w) || ROLE_NOUNS.contains(&w.as_str()) || w.ends_with("smith")
                })
            });
        let cue = cue || role_beside || the_trade_then;
        // The word opens the sentence, a list's item ("- Going from the truck stop …", "7.
        // Signatures - …") or the clause after a colon ("A couple of notes: Linux is …"): its
        // capital says nothing.
        let opening = i == 0 || words[..i].iter().all(|w| is_bullet(w)) || words[i - 1].ends_with(':');
        let cue = cue || (!opening && PERSON_CUES_INSIDE.contains(&after.as_str()));
        // ("Pasting from the school:" names no one.)
        let gerund = opening && !multi && name.len() >= 5 && name.ends_with("ing");
        // "Probate is the legal confirmation …", "Hakone is popular", "Receipt is attached",
        // "Plan is to …": a lone word opening a sentence, then "is", is someone only when
        // what follows says so ("is our DBA", "is the pharmacist", "is doing the crossword").
        let thing_is = opening && !multi && after == "is" && !someone_is(&words[j + 1..]);
        // ("Rotate who leads it among the cast": an order; "Sofia, who is backend on-call".)
        let order_then_who = opening && !multi && after == "who" && !last_word.ends_with(',');
        let cue = cue && !order_then_who;
        if (cue || opens || multi && i > 0) && !place && !gerund && !thing_is {
            let role = role_after(&words, j, last_word);
            let item = match role {
                Some(r) => format!("{name} ({r})"),
                None => name,
            };
            if !out.iter().any(|o| o.starts_with(item.split(" (").next().unwrap_or(&item))) {
                out.push(item);
            }
        }
        i = j;
    }
    out.extend(cjk_people(sentence));
    out
}

/// Posts a letter may be addressed to instead of a person: "Dear Colleague", "Dear Exams
/// Officer", "Dear Parents".
const SALUTED_POSTS: &[&str] = &[
    "colleague",
    "colleagues",
    "sir",
    "madam",
    "sirs",
    "customer",
    "customers",
    "parent",
    "parents",
    "carer",
    "carers",
    "member",
    "members",
    "friend",
    "friends",
    "team",
    "all",
    "candidate",
    "candidates",
    "applicant",
    "client",
    "guest",
    "guests",
    "resident",
    "residents",
    "patient",
    "neighbour",
    "neighbours",
    "supporter",
    "supporters",
    "student",
    "students",
    "staff",
    "everyone",
    "officer",
    "manager",
    "organiser",
    "organizer",
    "coordinator",
    "administrator",
    "head",
    "headteacher",
    "principal",
    "secretary",
    "treasurer",
    "chair",
    "trustees",
    "director",
    "recipient",
    "partner",
    "partners",
    "user",
    "users",
    "volunteer",
    "volunteers",
    "tenant",
    "owner",
];

/// A role written in capitals, before a name: "CTO Marta Szabo", "HR Karen Lee".
const ROLE_LETTERS: &[&str] = &[
    "CEO", "CTO", "CFO", "COO", "CIO", "CMO", "CISO", "VP", "SVP", "EVP", "HR", "PA", "GP", "MP", "PM", "DJ",
    "QA", "IT", "DBA", "SRE", "MD", "DPO", "SENCO", "HOD", "TA",
];

/// "GCSE", "AQA", "NHS": a word in capitals only, two letters or more ("A-level", "AS-level":
/// capitals before a hyphen).
fn acronym(w: &str) -> bool {
    let head = w.split_once('-').map_or(w, |(head, _)| head);
    (head.chars().count() >= 2 || head.len() < w.len())
        && !head.is_empty()
        && head.chars().all(|c| c.is_ascii_uppercase())
}

/// A list's bullet or number: "-", "•", "7.", "2)", "#1".
fn is_bullet(w: &str) -> bool {
    matches!(w, "-" | "*" | "•" | "–" | "—" | "+" | ">")
        || (w.len() <= 4
            && w.trim_start_matches('#')
                .trim_end_matches(['.', ')', ':'])
                .chars()
                .all(|c| c.is_ascii_digit())
            && w.chars().any(|c| c.is_ascii_digit()))
}

/// Common words that open a sentence, a label or a pasted line with a capital and are no one's
/// name ("Reason is simple:", "Attached is your Loan Estimate", "Damage from common-element
/// leaks", "Traceback (most recent call last)"), and roles written with a capital ("the
/// Caretaker", "Counsel").
const COMMON_CAPITALS: &[&str] = &[
    // ("Understood - send things whenever the link allows": a reply's first word.)
    "Understood",
    "Noted",
    "Perfect",
    "Brilliant",
    "Cheers",
    // ("Reply from the kinfile chap", "1. Reader's ticket").
    "Reply",
    // People by their part, in the plural ("Speakers will only be recorded …").
    "Speakers",
    "Delegates",
    "Volunteers",
    "Judges",
    "Attendees",
    "Participants",
    "Students",
    "Visitors",
    "Presenters",
    "Authors",
    "Reviewers",
    "Sponsors",
    "Exhibitors",
    "Organisers",
    "Organizers",
    "Teachers",
    "Drivers",
    "Players",
    "Users",
    "Managers",
    "Workers",
    "Patients",
    "Residents",
    "Tenants",
    "Families",
    "Children",
    "Kids",
    "Wi-Fi",
    "Reader",
    // A phone's screens and an album's name, as the assistant tells where to tap ("Open Settings
    // (the little grey cog)", "Tap Display.", "an album called \"Summer\"").
    "Settings",
    "Display",
    "Photos",
    "Albums",
    "Gallery",
    "Accessibility",
    "Notifications",
    "Bluetooth",
    "Storage",
    "Pharmacy",
    "Neither",
    "Either",
    "Spring",
    "Summer",
    "Autumn",
    "Winter",
    "Accounts",
    "Action",
    "Actions",
    "Address",
    "After",
    "Agent",
    "Agreed",
    "Amount",
    "Approved",
    "Attached",
    "Attachment",
    "Back",
    "Balance",
    "Before",
    "Budget",
    "Caretaker",
    "Client",
    "Clients",
    "Comments",
    "Confirmed",
    "Contractor",
    "Cost",
    "Costs",
    "Counsel",
    "Current",
    "Customer",
    "Customers",
    "Damage",
    "Date",
    "Decided",
    "Defect",
    "Defects",
    "Deposit",
    "Details",
    "Error",
    "Errors",
    "Exception",
    "Finance",
    "Forwarded",
    "Guests",
    "Healthy",
    "Insurer",
    "Inventory",
    "Invoice",
    "Issue",
    "Issues",
    "Landlord",
    "Last",
    "Lawyer",
    "Legal",
    "Light",
    "Location",
    "Members",
    "Most",
    "Next",
    "Nice",
    "Noises",
    "Note",
    "Notes",
    "Officers",
    "Owner",
    "Parents",
    "Pasted",
    "Peak",
    "Pending",
    "Phone",
    "Plumber",
    "Policyholder",
    "Previous",
    "Price",
    "Prices",
    "Problem",
    "Problems",
    "Product",
    "Products",
    "Quick",
    "Radio",
    "Rate",
    "Rates",
    "Readers",
    "Reason",
    "Received",
    "Receipt",
    "Reference",
    "References",
    "Remind",
    "Reminder",
    "Representation",
    "Requester",
    "Rule",
    "Rules",
    "Sales",
    "Secretary",
    "Sent",
    "Shift",
    "Shifts",
    "Since",
    "Space",
    "Staff",
    "Staffing",
    "Status",
    "Subject",
    "Summary",
    "Support",
    "Swaps",
    "Task",
    "Tasks",
    "Team",
    "Teams",
    "Tech",
    "Total",
    "Traceback",
    "Update",
    "Updates",
    "Vendor",
    "Warning",
    "Warnings",
    "Weather",
    "Week",
    "Year",
];

/// Verbs that open a sentence as an order and never a name: "Close Trados, reopen the project".
const NOT_NAME_STARTS: &[&str] = &[
    "close", "check", "try", "run", "install", "update", "restart", "reopen", "use", "export", "import",
    "save", "delete", "switch", "turn", "set", "start", "stop", "open", "print", "upload", "download",
    "convert", "send", "give", "forward", "pay", "book", "move", "add", "remove", "fix", "read", "write",
    "sign", "cancel", "insert", "select", "finish", "preview", "choose", "click", "enable", "disable",
    "edit", "view", "go", "tap", "press", "share", "sort", "filter", "copy", "paste", "apply", "create",
    "meet",
];

/// After "X is": words that say X is someone: a role ("our DBA", "the new pharmacist", "a
/// retired solicitor"), what X is doing ("doing the crossword") or how X is ("away", "furious").
fn someone_is(rest: &[&str]) -> bool {
    let word = |k: usize| rest.get(k).map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase());
    let Some(next) = word(0) else { return false };
    let role = |w: &str| {
        ROLE_NOUNS.contains(&w)
            || (w.len() >= 5 && ["ist", "er", "or", "ian", "ant", "ent"].iter().any(|x| w.ends_with(x)))
    };
    // ("Imogen is officially our photographer", "Ravi is now the site lead".)
    if matches!(next.as_str(), "officially" | "now" | "still" | "definitely" | "also") && rest.len() > 1 {
        return someone_is(&rest[1..]);
    }
    match next.as_str() {
        "our" | "my" | "his" | "her" | "their" | "your" => true,
        "the" | "a" | "an" => (1..4).filter_map(word).any(|w| role(&w)),
        w => (w.len() > 4 && w.ends_with("ing")) || PERSON_STATES.contains(&w),
    }
}

/// How a person is, after "X is": "Dennis is away", "Mia is furious".
const PERSON_STATES: &[&str] = &[
    "away",
    "back",
    "off",
    "out",
    "in",
    "on",
    "sick",
    "ill",
    "unwell",
    "busy",
    "late",
    "here",
    "there",
    "still",
    "now",
    "also",
    "not",
    "always",
    "never",
    "happy",
    "unhappy",
    "upset",
    "worried",
    "annoyed",
    "furious",
    "keen",
    "pregnant",
    "retired",
    "retiring",
    "leaving",
    "new",
    "fine",
    "okay",
    "ok",
    "convinced",
    "adamant",
    "sure",
    "certain",
    "right",
    "wrong",
    "available",
    "unavailable",
    "responsible",
    "with",
    "at",
    "from",
];

/// "Name (DBA)", "Name, our DBA,", "Name from finance", "Name is our DBA".
/// Do `words`, from an opening bracket to its close, hold only a number or a code ("(DP76
/// OSF)", "(07700 900123)"), not words ("(a parent in 9B)")?
fn bracketed_number(words: &[&str]) -> bool {
    let inside: Vec<String> = words
        .iter()
        .take(6)
        .scan(false, |closed, w| (!std::mem::replace(closed, w.contains([')', '）']))).then_some(*w))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| !w.is_empty())
        .collect();
    inside.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()))
        && !inside.iter().any(|w| w.chars().all(char::is_alphabetic) && w.chars().any(char::is_lowercase))
}

fn role_after(words: &[&str], j: usize, last: &str) -> Option<String> {
    let next = words.get(j)?;
    if let Some(r) = next.strip_prefix('(') {
        let mut role = vec![r.trim_end_matches([')', ',', '.'])];
        if !next.contains(')') {
            for w in words.iter().skip(j + 1).take(3) {
                role.push(w.trim_end_matches([')', ',', '.']));
                if w.contains(')') {
                    break;
                }
            }
        }
        // ("Rob (07700 900123)": a number is no role; "(a parent in 9B)" is one.)
        return (!bracketed_number(&words[j..])).then(|| role.join(" "));
    }
    let take = |from: usize| -> Option<String> {
        let role: Vec<&str> = words
            .iter()
            .skip(from)
            .take(3)
            .scan(false, |stop, w| {
                if *stop {
                    return None;
                }
                *stop = w.ends_with([',', '.', ';', ')', ':']);
                Some(w.trim_end_matches([',', '.', ';', ')', ':']))
            })
            .collect();
        // ("Fatima Raman is the reservations manager at Hotel Sassi Matera": the role is
        // "reservations manager", not "reservations manager at".)
        let mut role = role;
        while role.last().is_some_and(|w| {
            matches!(
                w.to_lowercase().as_str(),
                "at" | "of" | "for" | "in" | "on" | "with" | "from" | "to" | "and" | "the" | "a" | "an"
            )
        }) {
            role.pop();
        }
        (!role.is_empty()).then(|| role.join(" "))
    };
    let lower = next.to_lowercase();
    if last.ends_with(',') && matches!(lower.as_str(), "our" | "the" | "my") {
        return take(j + 1);
    }
    if lower == "from" {
        let team = words.get(j + 1)?.trim_end_matches([',', '.', ';', ')']);
        // "from the" names no team.
        if matches!(team.to_lowercase().as_str(), "the" | "a" | "an" | "my" | "our" | "") {
            return None;
        }
        return Some(format!("from {team}"));
    }
    if lower == "is"
        && words.get(j + 1).is_some_and(|w| matches!(w.to_lowercase().as_str(), "our" | "the" | "my"))
    {
        return take(j + 2);
    }
    None
}

const SURNAMES: &str = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤";
const TITLES: &[&str] = &[
    "经理",
    "总监",
    "老师",
    "主管",
    "工程师",
    "律师",
    "医生",
    "先生",
    "女士",
    "同学",
    "老板",
    "总",
    "工",
    "姐",
    "哥",
];
const CJK_CUES: &[&str] = &[
    // "让郑丽华过来一趟" (not "何敏报过来的").
    "过来一",
    // ("翁若溪过来了，说水电要改一下.")
    "过来了",
    "昨天",
    "今天",
    "刚才",
    "报过来",
    "报的",
    "负责",
    "说",
    "会",
    "要求",
    "同意",
    "确认",
    "提出",
    "建议",
    "审批",
    "批准",
    "是",
    "聊",
    "入职",
    "觉得",
    "认为",
    "已经",
    "手上",
    "那边",
    "来",
    "去",
    "也",
    "答应",
    "对接",
    "跟进",
    "在对接",
    "在负责",
    "在跟进",
    "通完",
    "通了电话",
    "打电话",
    "打过",
    "来过",
    "打来",
    "居然",
    "终于",
    "回电话",
    "又发",
    "又问",
    "又打",
    "又说",
    // "张晓梅就是我健身房的私教", "今天见到蒋欣悦本人了".
    "就是",
    "本人",
    // ("白露刚在群里说 …").
    "刚在",
    "刚发",
    "刚说",
    "刚打",
    "刚来",
    "刚到",
];

/// Words of when that open a clause: a name right after one starts it ("中午翁若溪过来了").
const CLAUSE_OPENERS: &[&str] =
    &["中午", "上午", "下午", "早上", "晚上", "今天", "昨天", "刚才", "刚刚", "后来", "然后", "结果", "原来"];

/// Two-character surnames: "欧阳慧琳", "司马建军".
const COMPOUND_SURNAMES: &[&str] = &[
    "欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "慕容", "令狐", "尉迟", "公孙", "长孙", "宇文", "夏侯",
    "端木", "轩辕", "司徒", "南宫",
];
/// Less common surnames that are no common word's first character.
const MORE_SURNAMES: &str = "艾萧褚牟邝戚蔺庞柳殷岳翟聂倪骆柯卜颜乔闵傅伍申耿焦巫甘桂鲁葛霍祝阮滕裴尤祁毕邢凌糜\
    詹濮邬瞿诸钮嵇翁荀甄芮邴隗宓郗栾钭戎韶郜蓟蒲邰鄂胥冉郦璩郏晏阎庾寇阙夔厍訾阚乜鞠蒯竺逯桓樊俞喻柏窦邸臧茅芦娄刁昝裘缪贲";
/// Common words that open with a surname's character: "任务", "颜色", "申请人", "周末".
const CJK_WORDS: &[&str] = &[
    "王者", "王牌", "王国", "张开", "张贴", "张罗", "张望", "刘海", "陈述", "陈列", "陈旧", "杨树", "黄色",
    "黄金", "黄瓜", "黄牛", "黄昏", "周末", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周天",
    "周年", "周围", "周边", "周期", "周报", "周会", "周岁", "周到", "周转", "徐徐", "孙子", "孙女", "马上",
    "马路", "马虎", "马桶", "马拉", "马达", "马克", "胡说", "胡子", "胡同", "胡乱", "胡萝", "胡椒", "何时",
    "何必", "何况", "何处", "何地", "高兴", "高速", "高铁", "高考", "高中", "高级", "高峰", "高度", "高温",
    "高效", "高端", "高层", "高价", "高清", "高手", "高烧", "高校", "高压", "高档", "林业", "罗列", "郑重",
    "谢谢", "谢绝", "谢意", "宋体", "唐突", "许多", "许可", "许久", "韩国", "韩语", "韩剧", "曾经", "肖像",
    "田地", "田园", "董事", "于是", "余额", "余下", "余款", "余地", "余量", "杜绝", "叶子", "程序", "程度",
    "苏醒", "丁点", "任务", "任何", "任意", "任性", "任职", "任命", "钟头", "钟表", "钟点", "陆续", "陆地",
    "陆运", "范围", "范本", "范例", "金额", "金融", "金钱", "金属", "金牌", "石头", "石油", "石膏", "夏天",
    "夏季", "夏令", "付款", "付费", "付钱", "付清", "付了", "付完", "付出", "方面", "方法", "方式", "方案",
    "方便", "方向", "方针", "白天", "白色", "白班", "白板", "白白", "白费", "熊猫", "熊孩", "江湖", "段落",
    "段时", "雷达", "雷雨", "龙头", "史上", "陶瓷", "黎明", "贺卡", "贺词", "顾客", "顾问", "顾虑", "顾不",
    "顾及", "毛病", "毛衣", "毛巾", "毛利", "万一", "万元", "万块", "万能", "万事", "钱包", "钱款", "严重",
    "严格", "严肃", "严禁", "武器", "戴上", "莫名", "孔子", "向上", "向下", "向前", "向后", "向来", "向您",
    "汤圆", "颜色", "颜值", "乔迁", "申请", "申报", "申诉", "申领", "焦虑", "焦点", "甘心", "祝福", "祝贺",
    "尤其", "毕业", "毕竟", "凌晨", "凌乱", "岳父", "岳母", "桂花", "鲁莽", "骆驼", "庞大", "柳树", "殷切",
    "常用", "尤为", "祝你", "汪洋", "耿直", "秦朝",
];

/// Common words that end with a surname's character: "对方", "押金", "提高", "每周".
const CJK_WORD_ENDS: &[&str] = &[
    "对方", "甲方", "乙方", "丙方", "双方", "各方", "买方", "卖方", "官方", "地方", "校方", "院方", "厂方",
    "警方", "资方", "男方", "女方", "配方", "处方", "东方", "西方", "南方", "北方", "我方", "他方", "押金",
    "资金", "现金", "定金", "订金", "奖金", "租金", "薪金", "基金", "尾金", "佣金", "罚金", "太高", "最高",
    "提高", "很高", "偏高", "过程", "工程", "日程", "流程", "课程", "行程", "进程", "全程", "疗程", "每周",
    "本周", "上周", "下周", "一周", "这周", "那周", "两周", "子孙", "支付", "预付", "应付", "已付", "垫付",
    "交付", "穿戴", "佩戴", "爱戴", "一万", "几万", "上万", "十万", "百万", "千万", "多万",
];

/// Relatives and colleagues, named just before a name ("我丈母娘周天佑", "我同事宋梓萱").
const KIN_BEFORE: &[&str] = &[
    "丈母娘",
    "岳母",
    "岳父",
    "婆婆",
    "公公",
    "老婆",
    "老公",
    "妻子",
    "丈夫",
    "爱人",
    "儿子",
    "女儿",
    "同事",
    "室友",
    "邻居",
    "朋友",
    "表哥",
    "表姐",
    "表弟",
    "表妹",
    "堂哥",
    "堂姐",
    "舅舅",
    "姑姑",
    "阿姨",
    "叔叔",
    "同学",
    "老板",
    "领导",
    "上司",
    "助理",
    "搭档",
    "合伙人",
    // ("新来的监考陈秀英，", "会计李一鸣": a trade before the name.)
    "监考",
    "技术员",
    "策划",
    "会计",
    "律师",
    "医生",
    "护士",
    "司机",
    "前台",
    "师傅",
    "设计师",
    "摄影师",
];

/// Characters that end a name: particles, verbs of speech, punctuation.
const NAME_STOP: &str = "的了说是在和跟也都就要会把被给对这那个吧呢吗啊还去来手已，。！？、；：,.!?;: ";
/// Words before a person: "问一下", "提醒", "联系", "告诉".
const INTRODUCERS: &[&str] = &[
    "问一下",
    "问问",
    "联系",
    // "终于打通谢静雯的电话了".
    "打通",
    "提醒",
    "告诉",
    "通知",
    "转告",
    "抄送",
    "交给",
    "发给",
    "找一下",
    "拜托",
    "麻烦",
];

/// "老何", "小邓", "阿杰": 老/小 and a surname, or 阿 and a character, standing alone or before
/// a word that follows a person ("跟老何聊过了", "找小邓就行").
fn familiar_name(chars: &[char], i: usize) -> Option<usize> {
    let (&p, &n) = (chars.get(i)?, chars.get(i + 1)?);
    let ok = match p {
        '老' | '小' => SURNAMES.contains(n) && n != '于' || MORE_SURNAMES.contains(n),
        '阿' => is_cjk(n) && !"姨里拉伯婆公爸妈哥姐的了是在".contains(n),
        _ => false,
    };
    // The word it starts may not go on: "小程序", "老方法".
    let next = chars.get(i + 2);
    let ends = next.is_none_or(|&c| {
        !is_cjk(c)
            || NAME_STOP.contains(c)
            || "聊说讲负责手那这同确问找答批又刚今昨明打发帮让签居终回".contains(c)
    });
    (ok && ends).then_some(i + 2)
}

/// Labels in a tool's result that a person's name follows ("From: Ines Fairbairn <ines@…>",
/// "Officer: Callum Ferreira", "发件人：王建国").
const PERSON_LABELS: &[&str] = &[
    "from",
    "to",
    "cc",
    "officer",
    "contact",
    "owner",
    "assignee",
    "assigned to",
    "author",
    "organizer",
    "organiser",
    "inspector",
    "signed by",
    "approved by",
    "requested by",
    "reporter",
    "sender",
    "agent",
    "发件人",
    "收件人",
    "联系人",
    "负责人",
    "经办人",
    "检查员",
    "审批人",
    "签收人",
    // The people a record names: "Customer: Janice Sadler", "Guest:     Gareth Pryce", "Rate
    // override user ......... Leonie Kowalczyk", 客户：周子豪, 改价操作人：郑文斌.
    "customer",
    "client",
    "guest",
    "patient",
    "member",
    "tenant",
    "user",
    "driver",
    "technician",
    "mechanic",
    "booked by",
    // The people a tool's record names under its keys: `"candidate": "Gavin Osei"`,
    // `"displayName": "Bartholomew Abernethy"`, `"name": "陈晓燕"`.
    "name",
    "full_name",
    "fullname",
    "display_name",
    "displayname",
    "candidate",
    "employee",
    "attendee",
    "speaker",
    // `"coordinator": "Zainab Hargreaves"`, `"attendees": ["Alistair Kowalski"]`, `"with":
    // ["Siobhan Okafor"]`.
    "coordinator",
    "attendees",
    "participants",
    "with",
    "delegate",
    // `"staff": "Yeo Boon Keat"` on a rota, `"on_call": "Priya Raman"`, "Supervisor: …".
    "staff",
    "on_call",
    "on call",
    "supervisor",
    "volunteer",
    "客户",
    "客人",
    "操作人",
    "车主",
    "租客",
    "患者",
    "会员",
    "司机",
];

/// Words that follow a label but name a desk, not a person ("From: Customer Care").
const DESK_WORDS: &[&str] = &[
    "Customer",
    "Care",
    "Support",
    "Team",
    "Service",
    "Services",
    "Accounts",
    "Sales",
    "Info",
    "Admin",
    "Desk",
    "Office",
    "Department",
    "Helpdesk",
    "Billing",
    "Notifications",
    "Reply",
    "Noreply",
    "Ltd",
    "Inc",
    "Bank",
    "Council",
    "Group",
];

/// The writer's name on the line under a sign-off ("Thanks,\nCarys Delaney"): a name line
/// that is no desk or firm ("Front Desk", "Kestrel Freight", "Search Room").
pub fn signed_name(line: &str) -> Option<String> {
    name_line(line)
        .filter(|name| !name.split_whitespace().any(|w| DESK_WORDS.contains(&w) || FIRM_WORDS.contains(&w)))
}

/// Words that end a firm's or a place's name in a signature: "Kestrel Freight", "Harbour
/// Logistics", "Search Room".
const FIRM_WORDS: &[&str] = &[
    "Freight",
    "Logistics",
    "Solutions",
    "Holdings",
    "Partners",
    "Limited",
    "Company",
    "Studio",
    "Studios",
    "Agency",
    "Consulting",
    "Trust",
    "Foundation",
    "Association",
    "Society",
    "Archives",
    "Archive",
    "Library",
    "Pharmacy",
    "Clinic",
    "Surgery",
    "Hotel",
    "Room",
    "Centre",
    "Center",
    "Shop",
    "Store",
    "Works",
    "Media",
    "Films",
    "Press",
    "Labs",
    "Systems",
    "Desk",
];

/// The people a tool's result names by label ("From: Ines Fairbairn <ines@…> Date: …",
/// "Officer: Callum Ferreira", "发件人：王建国"): a result's other capitalised words (its
/// subjects, its statuses) name no one.
pub fn labelled_people(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for label in PERSON_LABELS {
        // (Matched in `text` itself, without case: a lower-case copy may be longer.)
        for (i, _) in text.char_indices() {
            if !text.get(i..i + label.len()).is_some_and(|head| head.eq_ignore_ascii_case(label)) {
                continue;
            }
            // (A label starts a word, "改价操作人" holds 操作人, and ends at its colon or at the
            // dots that lead to its value: "Comp approved by ........... Tomasz Urquhart".)
            // ("app_name" holds no "name".)
            if label.is_ascii()
                && text[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            // A JSON key names its value: `"candidate": "Gavin Osei"`, `"displayName": "…"`.
            let quoted = text[..i].ends_with('"') && text[i + label.len()..].starts_with("\":");
            // ("Company name: Harlow Ceramics": a bare "name" labels a person only as a key.)
            if *label == "name" && !quoted {
                continue;
            }
            let after = &text[i + label.len() + usize::from(quoted)..];
            let value = if after.trim_start().starts_with("..") {
                let led = after.trim_start_matches([' ', '.']);
                Some(led.strip_prefix(':').unwrap_or(led))
            } else {
                after.strip_prefix(':').or_else(|| after.strip_prefix('：'))
            };
            let Some(value) = value else { continue };
            let value = value.trim_start();
            // A record's key names its value whole: `"reporter": "Lachlan"`, `"attendees":
            // ["Alistair Kowalski", "Ana"]`.
            if quoted {
                let strings: Vec<&str> = match value.strip_prefix('[') {
                    Some(list) => {
                        let list = list.split(']').next().unwrap_or(list);
                        list.split('"').skip(1).step_by(2).collect()
                    }
                    None => value
                        .strip_prefix('"')
                        .map(|v| v.split('"').next().unwrap_or(v))
                        .into_iter()
                        .collect(),
                };
                // (A generic key, `"name": "Dashboard"`, names a person by a full name only.)
                let generic = matches!(*label, "name" | "user" | "member" | "from" | "to" | "cc" | "agent");
                let names =
                    strings.into_iter().filter_map(|v| if generic { name_line(v) } else { cell_name(v) });
                for name in names {
                    if !out.contains(&name) {
                        out.push(name);
                    }
                }
                continue;
            }
            let name = if value.starts_with(is_cjk) {
                let cjk: String = value.chars().take_while(|&c| is_cjk(c)).collect();
                (cjk.chars().count() <= 4).then_some(cjk).and_then(|n| name_line(&n))
            } else {
                // (A name ends at a semicolon or a comma: "Tomasz Urquhart; Audit status".)
                let mut words: Vec<&str> = Vec::new();
                for w in value.split_whitespace().take(3) {
                    // (A digest clipped after the stop keeps the name: "Declan Castellano;…"; one
                    // clipped inside a word does not: "Castellan…".)
                    let unclipped = w.trim_end_matches('…');
                    let word = unclipped.trim_end_matches([';', ',']);
                    if unclipped.len() < w.len() && word.len() == unclipped.len() {
                        break;
                    }
                    if !word.starts_with(|c: char| c.is_uppercase()) || DESK_WORDS.contains(&word) {
                        break;
                    }
                    words.push(word);
                    if word.len() < w.len() {
                        break;
                    }
                }
                // (Three title words or two: "Ines Fairbairn Date" is two and a label.)
                [words.len(), 2]
                    .iter()
                    .filter(|&&n| n >= 2 && n <= words.len())
                    .find_map(|&n| name_line(&words[..n].join(" ")))
            };
            if let Some(name) = name
                && !out.contains(&name)
            {
                out.push(name);
            }
        }
    }
    // "Sun day: Kirsty Thornton (cas carer)", "Huw Mossop (driver, BL)": a full name, then
    // what they are in brackets, in lower case.
    // ("周日 夜班: 李晓峰 (急救员)": a Chinese name, then its role.)
    for (i, open) in text.match_indices(['(', '（']) {
        let role = &text[i + open.len()..];
        let Some(close) = role.find([')', '）']) else { continue };
        let before = text[..i].trim_end();
        let cjk = before.ends_with(is_cjk);
        if !(role.starts_with(|c: char| c.is_ascii_lowercase()) || (cjk && role.starts_with(is_cjk)))
            || role[..close].split_whitespace().count() > 4
            || !(cjk || text[..i].ends_with(' '))
        {
            continue;
        }
        let name = if cjk {
            let run: String = before
                .chars()
                .rev()
                .take_while(|&c| is_cjk(c))
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            (run.chars().count() <= 4).then(|| name_line(&run)).flatten()
        } else {
            let words: Vec<&str> = before.split_whitespace().rev().take(3).collect();
            [3, 2].iter().filter(|&&n| n <= words.len()).find_map(|&n| {
                let name: Vec<&str> = words[..n].iter().rev().copied().collect();
                name.iter()
                    .all(|w| w.starts_with(|c: char| c.is_uppercase()))
                    .then(|| name_line(&name.join(" ")))
                    .flatten()
            })
        };
        if let Some(name) = name
            && !out.contains(&name)
        {
            out.push(name);
        }
    }
    out
}

/// Does `line` show a command typed at a shell's prompt: "$ rsync …", "pi@calloutpi:~ $ sarpager
/// send-test --to all", "[root@web01 ~]# systemctl …"?
pub fn at_prompt(line: &str) -> bool {
    let t = line.trim_start();
    if t.starts_with("$ ") {
        return true;
    }
    // (The prompt is one word before "$ " or "# ": a user and a host, or a folder.)
    ["$ ", "# "].iter().any(|mark| {
        t.split_once(mark).is_some_and(|(prompt, cmd)| {
            let prompt = prompt.trim_end();
            !prompt.is_empty()
                && (!prompt.contains(' ') || (prompt.starts_with('[') && prompt.ends_with(']')))
                && (prompt.contains('@') || prompt.ends_with(['~', ']', ':']) || prompt.contains(":~"))
                && cmd.starts_with(|c: char| c.is_ascii_lowercase())
        })
    })
}

/// Is `header` the heading of a column of people in a pasted table or CSV ("full_name", "Full
/// name", "Contact", "Candidate", 联系人)?
pub fn person_column(header: &str) -> bool {
    let h = header
        .trim()
        .trim_matches(|c: char| matches!(c, '*' | '"' | '\'' | ':'))
        .to_lowercase()
        .replace(['_', '-'], " ");
    let h = h.strip_suffix(" name").filter(|r| !r.is_empty() && !r.contains(' ')).map_or(h.as_str(), |r| {
        // ("contact name", "guest name"; not "company name", "file name".)
        if PERSON_LABELS.contains(&r) || matches!(r, "full" | "display" | "first and last") {
            "name"
        } else {
            r
        }
    });
    matches!(h, "name" | "full name" | "fullname" | "display name" | "displayname" | "person" | "姓名")
        || (PERSON_LABELS.contains(&h) && !matches!(h, "from" | "to" | "cc" | "user"))
}

/// Chinese names: a surname and one or two characters before a title ("王经理", "张伟老师") or
/// before a verb of a person ("李娜负责…", "赵磊说…"), with a role in brackets when given.
/// The role a chat message's writer gives themselves on joining: "hi all - i'm the new
/// volunteer coordinator, please loop me in" → "new volunteer coordinator", "大家好，我是新来的
/// 理事长，…" → "新来的理事长". (Only "the new", "your new", "taken over as": "I'm the one who
/// asked" names no role.)
pub fn self_introduction(text: &str) -> Option<String> {
    let lower = text.to_lowercase().replace('’', "'");
    const LEADS: &[(&str, &str)] = &[
        ("i'm the new ", "new "),
        ("i am the new ", "new "),
        ("i'm your new ", "new "),
        ("i am your new ", "new "),
        ("i've taken over as ", ""),
        ("i have taken over as ", ""),
        ("我是新来的", "新来的"),
        ("我是新任的", "新任的"),
        ("我是新任", "新任"),
        ("我是新的", "新的"),
    ];
    let (rest, lead) =
        LEADS.iter().find_map(|(w, lead)| lower.find(w).map(|i| (&lower[i + w.len()..], *lead)))?;
    let role = rest
        .split([',', '.', ';', '!', '?', '，', '。', '；', '！', '？', '、', '—', '(', '（'])
        .next()
        .unwrap_or("")
        .split(" - ")
        .next()
        .unwrap_or("")
        .split(" and ")
        .next()
        .unwrap_or("")
        .trim();
    let words = role.split_whitespace().count();
    let cjk = role.chars().filter(|&c| is_cjk(c)).count();
    ((1..=5).contains(&words) && cjk <= 10 && role.chars().count() <= 48).then(|| format!("{lead}{role}"))
}

/// A line that is only a person's name, as in an email's signature ("Viktor Halvorsen",
/// "郑丽娟") or a name said on its own ("Hannah Oyelaran."): two or three capitalised words that
/// name no place, body or thing, or a Chinese surname and one to three more characters.
pub fn name_line(line: &str) -> Option<String> {
    let t = line.trim().trim_end_matches(['.', ',', '。']).trim();
    let words: Vec<&str> = t.split_whitespace().collect();
    let title = |w: &str| {
        // ("McBride", "O'Neill": a capital after the prefix.)
        let w = ["Mc", "O'"]
            .iter()
            .find_map(|p| w.strip_prefix(p).filter(|r| r.starts_with(|c: char| c.is_uppercase())))
            .unwrap_or(w);
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_uppercase())
            && w.chars().count() >= 2
            && chars.all(|c| c.is_lowercase() || matches!(c, '\'' | '-'))
            && !NOT_NAMES.contains(&w)
            && !NOT_NAME_WORDS.contains(&w)
            && !COMMON_CAPITALS.contains(&w)
            && !PLACE_WORDS.contains(&w)
    };
    if (2..=3).contains(&words.len())
        && words.iter().all(|w| title(w))
        && !NOT_FIRST_WORDS.contains(&words[0])
    {
        return Some(t.to_string());
    }
    let n = t.chars().count();
    let surname = t.chars().next().is_some_and(|c| SURNAMES.contains(c))
        || COMPOUND_SURNAMES.iter().any(|c| t.starts_with(c));
    (surname
        && (2..=4).contains(&n)
        && t.chars().all(is_cjk)
        && !NAME_STOP.chars().any(|c| t[3..].contains(c)))
    .then(|| t.to_string())
}

/// The person a cell or a field of a record names, when the column or key says it holds people
/// ("| Name |" over "| Rhiannon |", `"reporter": "Lachlan"`, "E. Greenwood"): a full name, or
/// one capitalised word that is no place, body or thing.
pub fn cell_name(cell: &str) -> Option<String> {
    let t = cell.trim().trim_matches(|c: char| matches!(c, '*' | '"' | '\'' | ',')).trim();
    if let Some(name) = name_line(t) {
        return Some(name);
    }
    let word = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_uppercase())
            && w.chars().count() >= 3
            && chars.all(|c| c.is_lowercase() || matches!(c, '\'' | '-'))
            && !NOT_NAMES.contains(&w)
            && !NOT_NAME_WORDS.contains(&w)
            && !COMMON_CAPITALS.contains(&w)
            && !PLACE_WORDS.contains(&w)
            && !NOT_FIRST_WORDS.contains(&w)
            && !DESK_WORDS.contains(&w)
    };
    let words: Vec<&str> = t.split_whitespace().collect();
    match words.as_slice() {
        [one] if word(one) => Some(t.to_string()),
        // ("E. Greenwood": an initial, then a surname.)
        [initial, surname]
            if initial.len() == 2
                && initial.ends_with('.')
                && initial.starts_with(|c: char| c.is_ascii_uppercase())
                && word(surname) =>
        {
            Some(t.to_string())
        }
        _ => None,
    }
}

fn cjk_people(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    let push = |out: &mut Vec<String>, name: String| {
        if !out.contains(&name) {
            out.push(name);
        }
    };
    while i < chars.len() {
        // "@阿杰": a mention, up to the first word that is no part of a name.
        if chars[i] == '@' {
            let end = (i + 1..chars.len().min(i + 5))
                .find(|&k| !is_cjk(chars[k]) || NAME_STOP.contains(chars[k]))
                .unwrap_or(chars.len().min(i + 5));
            if end >= i + 3 {
                push(&mut out, chars[i..end].iter().collect());
            }
            i = end.max(i + 1);
            continue;
        }
        // "老何", "小邓", "阿杰": a familiar name, where a name's words may follow.
        if let Some(end) = familiar_name(&chars, i) {
            push(&mut out, chars[i..end].iter().collect());
            i = end;
            continue;
        }
        let surname =
            if COMPOUND_SURNAMES.iter().any(|c| chars[i..].starts_with(&c.chars().collect::<Vec<_>>())) {
                2
            } else if SURNAMES.contains(chars[i]) || MORE_SURNAMES.contains(chars[i]) {
                1
            } else {
                i += 1;
                continue;
            };
        // "我姐给我的任务：", "讨论banner颜色（": a common word, not a name; "对方只想", "押金条款",
        // "太高的话", "每周汇总": nor the end of one.
        if surname == 1
            && (CJK_WORDS.contains(&chars[i..chars.len().min(i + 2)].iter().collect::<String>().as_str())
                || (i > 0 && CJK_WORD_ENDS.contains(&chars[i - 1..=i].iter().collect::<String>().as_str())))
        {
            i += 1;
            continue;
        }
        // Inside a run of text a name needs a title ("需要王经理确认").
        // ("我找了谢婷婷": a verb that takes a person, then 了.)
        // ("今天见到蒋欣悦本人了": met, then who.)
        let done = i > 1
            && ((chars[i - 1] == '了' && "找叫约问请加见识".contains(chars[i - 2]))
                || (chars[i - 1] == '到' && "见找遇碰".contains(chars[i - 2])));
        // ("我同事——宋梓萱", "我丈母娘周天佑，", "我把朱志强标成了对门邻居": after a dash, a
        // relative or colleague, or 把 and a label.)
        // ("那个农技站的技术员，艾佳佳，": the trade, a comma, then the name.)
        let at = if i > 0 && chars[i - 1] == '，' { i - 1 } else { i };
        let kin = KIN_BEFORE
            .iter()
            .any(|k| chars[at.saturating_sub(3)..at].iter().collect::<String>().ends_with(k));
        // ("中午翁若溪过来了", "原来黄明辉就是…": a word of when opens the clause the name starts.)
        let opened =
            CLAUSE_OPENERS.iter().any(|w| chars[i.saturating_sub(2)..i].iter().collect::<String>() == *w);
        let inside = i > 0
            && !kin
            && !opened
            && is_cjk(chars[i - 1])
            && !"和跟找问让请由给与向对、，的叫上系约是成—把".contains(chars[i - 1])
            && !done;
        // "…法务那边的韩梅", "叫上王静。": a name the words before introduce may end the clause.
        // ("银行的客户经理：谭子涵": a name after a colon.)
        let introduced =
            // ("来量铅板的师傅=萧一鸣": after an equals sign.)
            i > 0 && ("的找叫上问请让和跟系约是：成—把=＝".contains(chars[i - 1]) || done || kin
                // ("我的答辩委员会主席 = 马明轩": a space after the sign.)
                || (i > 1 && chars[i - 1] == ' ' && "=＝:：".contains(chars[i - 2])));
        // "问一下覃志刚相册的事", "提醒我给褚老师…": a verb that always takes a person.
        let before: String = chars[i.saturating_sub(3)..i].iter().collect();
        let strong = INTRODUCERS.iter().any(|w| before.ends_with(w));
        let mut found = None;
        if strong {
            let given = (i + surname..chars.len().min(i + surname + 2))
                .take_while(|&k| is_cjk(chars[k]) && !NAME_STOP.contains(chars[k]))
                .count();
            let title_at = |g: usize| {
                let rest: String = chars[(i + surname + g).min(chars.len())..].iter().take(3).collect();
                TITLES.iter().find(|t| rest.starts_with(*t)).map(|t| i + surname + g + t.chars().count())
            };
            found = (0..=given).find_map(title_at).or((given >= 1).then_some(i + surname + given));
        }
        for len in [surname + 2, surname + 1, surname] {
            if found.is_some() {
                break;
            }
            let end = i + len;
            // ("OP的帆又是白的": no name's given name is a particle.)
            if end > chars.len()
                || !chars[i..end].iter().all(|&c| is_cjk(c))
                || chars[i + surname..end].iter().any(|&c| NAME_STOP.contains(c))
            {
                continue;
            }
            let rest: String = chars[end..chars.len().min(end + 3)].iter().collect();
            if let Some(t) = TITLES.iter().find(|t| rest.starts_with(*t)) {
                if len <= surname + 1 {
                    found = Some(end + t.chars().count());
                    break;
                }
            } else if (!inside
                // ("刚刚李一鸣（代账会计）又来要…": a full name with its role in brackets.)
                || (len == surname + 2 && rest.starts_with('（') && chars[end..].iter().take(10).any(|&c| c == '）'))
                || (len == surname + 2
                    && ["入职", "负责", "确认", "审批", "批准", "同意"].iter().any(|c| rest.starts_with(c))))
                && len > surname
                && (CJK_CUES.iter().any(|c| rest.starts_with(c))
                    || rest.starts_with('（')
                    // "让唐诗雨把合同再过一遍": what the person is to do follows.
                    || (introduced
                        && (rest.chars().next().is_none_or(|c| "，。！？、；：,.!?;: \n把帮再先加了啊呀吧呢嘛有".contains(c))
                            || ["标成", "标为", "记为", "记成", "设为", "设成", "当成"].iter().any(|c| rest.starts_with(c))
                            // ("负责人就是赵子涵啊": a particle ends the clause too.)
                            // ("一个叫郑宇航的": someone called so.)
                            || (chars[i - 1] == '叫' && rest.starts_with('的')))))
            {
                found = Some(end);
                break;
            }
        }
        match found {
            Some(end) => {
                let mut name: String = chars[i..end].iter().collect();
                if chars.get(end) == Some(&'（')
                    && let Some(close) = chars[end..].iter().position(|&c| c == '）')
                    && close <= 12
                {
                    name = chars[i..end + close + 1].iter().collect();
                }
                push(&mut out, name);
                i = end;
            }
            None => i += 1,
        }
    }
    out
}

/// Words that carry no fact, dropped from the front of a line that has to be shortened.
/// Negations, "only", "before"/"after" and reasons are not among them.
const FILLER: &[&str] = &[
    "we",
    "i",
    "you",
    "let's",
    "lets",
    "to",
    "will",
    "should",
    "please",
    "pls",
    "plz",
    "the",
    "a",
    "an",
    "so",
    "and",
    "then",
    "also",
    "it",
    "is",
    "are",
    "our",
    "my",
    "your",
    "that",
    "this",
    "just",
    "ok",
    "okay",
    "yes",
    "sure",
    "really",
    "actually",
    "basically",
    "think",
    "guess",
    "probably",
    "maybe",
    "be",
    "been",
    "going",
    "i'll",
    "we'll",
    "we're",
    "i'm",
    "it's",
    "that's",
    "there",
    "which",
    "of",
    "for",
    "us",
    "me",
    "can",
    "could",
    "would",
    "all",
    "very",
    "quite",
    "some",
    "any",
    "one",
    "well",
    "right",
    "now",
    "here",
    "still",
    "by",
    "way",
    "agreed",
    "decided",
    "good",
    "great",
    "idea",
    "fine",
    "hey",
    "hi",
    "thanks",
    "thank",
    "do",
    "does",
    "did",
    "have",
    "has",
    "go",
    "with",
    "of",
    "what",
    "happen",
    "happens",
    "need",
    "decide",
    "on",
    "as",
    "want",
    "like",
    "i'd",
    "we'd",
];
/// Words that only show a mood or keep the turn: a lead-in clause of these alone says nothing.
const INTERJECTIONS: &[&str] = &[
    "hmm",
    "hm",
    "ok",
    "okay",
    "oh",
    "ah",
    "ahh",
    "argh",
    "ugh",
    "uh",
    "um",
    "lol",
    "yeah",
    "yep",
    "yup",
    "nope",
    "no",
    "well",
    "anyway",
    "anyways",
    "btw",
    "cool",
    "alright",
    "wow",
    "huh",
    "meh",
    "sigh",
    "hey",
    "right",
    "so",
    "fair",
    "enough",
    "sure",
    "true",
    "indeed",
    "gotcha",
    "nice",
    "oops",
    "understood",
    "noted",
    "wait",
];
const CJK_FILLER: &[&str] = &[
    "我们",
    "咱们",
    "我觉得",
    "好的",
    "另外",
    "然后",
    "那么",
    "一下",
    "的话",
    "吧",
    "呢",
    "啊",
    "哦",
    "嗯",
    "其实",
    "就是",
];

/// Discourse idioms that open a lead-in clause and carry no fact: "after all that,", "heads
/// up,", "whatever happens,", "对了，".
const LEAD_IDIOMS: &[&str] = &[
    "after all that",
    "after all",
    "you know what",
    "from my phone",
    "sent from my phone",
    "quick one",
    "know what",
    "after much debate",
    "after some debate",
    "after a lot of debate",
    "all things considered",
    "at the end of the day",
    "in the end",
    "long story short",
    "bottom line",
    "that said",
    "having said that",
    "whatever happens",
    "no matter what",
    "heads up",
    "random thing",
    "random thought",
    "side note",
    "totally unrelated",
    "unrelated",
    "off topic",
    "for the record",
    "just so you know",
    "just so we're clear",
    "to be clear",
    "fyi",
    "as discussed",
    "as i said",
    "like i said",
    "one more thing",
    "by the way",
    "in any case",
    "either way",
    "for what it's worth",
    "honestly",
    "to be honest",
    "对了",
    "另外",
    "总之",
    "说到底",
    "反正",
    "顺便说一下",
    "顺便提一下",
    "最后",
];
/// Words that may follow a lead idiom in the same clause ("after all that back and forth").
const LEAD_EXTRA: &[&str] = &[
    "back",
    "forth",
    "much",
    "debate",
    "discussion",
    "though",
    "again",
    "said",
    "random",
    "q",
    "quick",
    "question",
];

/// The first clause of `text` and the rest, split at the earliest ", ", "，", ": ", " — ", " - "
/// or " but " ("random thing but …").
fn first_clause(text: &str) -> Option<(&str, &str)> {
    [", ", "，", ": ", " — ", " -- ", " - ", " but "]
        .iter()
        .filter_map(|sep| text.find(sep).map(|i| (i, sep.len())))
        .min()
        .map(|(i, n)| (&text[..i], &text[i + n..]))
}

/// A shorter line: its label ("Open question:") and leading filler words out, the rest verbatim.
pub fn compact(line: &str) -> String {
    compact_as(line, None)
}

/// A decision of several sentences without those around its choice that say nothing of it:
/// a settling one after it ("Let's not spend more time on the alternatives.", "final.") and a
/// musing one before it ("Thought about it over the weekend."), and without "I think we
/// should" before the choice: "Thought about it over the weekend. I think we should run the
/// assembly on the bigmem partition — the standard nodes cap at 256 GB. Let's not spend more
/// time on the alternatives." → "run the assembly on the bigmem partition — the standard nodes
/// cap at 256 GB." The words kept are the line's own.
pub fn choice_sentences(line: &str) -> String {
    let parts = sentences(line);
    if parts.len() < 2 {
        return line.to_string();
    }
    let (mut first, mut last) = (0, parts.len() - 1);
    while last > first && settled_alone(&parts[last].to_lowercase()) {
        last -= 1;
    }
    // (A musing names nothing and is short, and what follows it weighs the choice: "I think we
    // should …". Not the plan that a yes after it settles: "we drop to four days a
    // week. my manager finally agreed to it.")
    let hedge = ["i think we should ", "i think we'll ", "i reckon we should ", "we should "];
    let weighs = |k: usize| {
        let next = parts[k + 1].to_lowercase();
        hedge.iter().any(|h| next.starts_with(h))
    };
    while first < last
        && weighs(first)
        && parts[first].split_whitespace().count() <= 8
        && identifiers(&parts[first]).is_empty()
        && people(&parts[first]).is_empty()
        && classify(&parts[first], "user") == Class::Plain
        && !parts[first].contains(['?', '？'])
    {
        first += 1;
    }
    if first == 0 && last == parts.len() - 1 {
        return line.to_string();
    }
    let (Some(from), Some(to)) = (line.find(parts[first].as_str()), line.rfind(parts[last].as_str())) else {
        return line.to_string();
    };
    // (Where the sentences read differently from the line, or out of order, it stays whole.)
    let Some(kept) = line.get(from..to + parts[last].len()) else {
        return line.to_string();
    };
    let hedge = hedge.iter().find(|h| kept.get(..h.len()).is_some_and(|p| p.eq_ignore_ascii_case(h)));
    match hedge {
        Some(h) => kept[h.len()..].to_string(),
        None => kept.to_string(),
    }
}

/// [`compact`] for an item whose kind is known (`class`, from its section): "do the outboard
/// servicing in-house this year" under Decisions is no question, whatever it opens with.
pub fn compact_as(line: &str, class: Option<Class>) -> String {
    let ids = identifiers(line);
    let question = is_question(line) && class.is_none_or(|c| c == Class::Open);
    let class = class.unwrap_or_else(|| classify(line, ""));
    let mut body = line;
    // "also what are we doing about the X??" → "the X?", not "doing about the X?".
    let framed = if class == Class::Open { about_subject(line) } else { None };
    if let Some(subject) = framed {
        body = subject.trim_end_matches(['?', '!', ' ']);
    }
    // (At most six leads and labels: a line of thousands of colons is not peeled one by one.)
    for _ in 0..6 {
        let before = body;
        body = without_lead(without_label(body, class));
        if body == before {
            break;
        }
    }
    if class == Class::Open {
        body = without_question_frame(body);
    }
    // Filler goes from the front only: the rest stays verbatim (a fact may be any phrase of it).
    // A determiner opens the phrase after it and stays: "the livestream license".
    let words: Vec<&str> = body.split_whitespace().collect();
    let lead = words
        .iter()
        .enumerate()
        // ("Please do not let me double-book it": "do not" stays, or the rule would say "not …".)
        .take_while(|(i, _)| {
            words
                .get(i + 1)
                .is_none_or(|next| next.to_lowercase().trim_matches(|c: char| !c.is_alphanumeric()) != "not")
        })
        .take_while(|(i, w)| {
            let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase();
            // "no, never …" opens with an interjection; "no one gets to …" with a negation.
            let negates = NEGATING.contains(&bare.as_str()) && w.ends_with(|c: char| c.is_alphanumeric());
            // ("go cashless at Joo Chiat", "go with Hetzner", "wait twenty-four hours before
            // replying": the choice's own verb, as people say it again; "wait, …" only pauses.)
            // (A bare name after "go with" says it alone: "go with Hetzner — …" → "Hetzner — …".)
            // (Counted only after "go with": a line of thousands of fillers is read once.)
            let object_words = || {
                words[(i + 2).min(words.len())..]
                    .iter()
                    .take_while(|w| {
                        !w.ends_with([',', '.', ';', ':'])
                            && !matches!(**w, "—" | "–" | "-" | "because" | "since" | "as" | "so")
                    })
                    .take(3)
                    .count()
            };
            let verb = (bare == "go"
                && words.get(i + 1).is_none_or(|next| {
                    !matches!(next.to_lowercase().as_str(), "with" | "for") || object_words() >= 3
                }))
                || (bare == "wait" && w.ends_with(|c: char| c.is_alphanumeric()));
            // ("which languages the Deck keyboard supports?", "what the Early Access label does
            // to the score?", "how long scratch keeps files?": the word that asks is the question;
            // not in a frame: "what should happen with the cron jobs?", "what about X?".)
            let asks = (question || class == Class::Open)
                && matches!(
                    bare.as_str(),
                    "what" | "which" | "who" | "whom" | "whose" | "when" | "where" | "why" | "how"
                )
                && words.get(i + 1).is_some_and(|next| {
                    let next = next.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase();
                    // ("what did we leave on fire?", "how do I reset it?": a person does what
                    // follows; without "what did we" it says nothing.)
                    let person_after = || {
                        words.get(i + 2).is_some_and(|w| {
                            let w = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
                            matches!(w.as_str(), "i" | "we" | "you" | "they" | "he" | "she" | "it")
                        })
                    };
                    (AUX.contains(&next.as_str()) && person_after())
                        || DETERMINERS.contains(&next.as_str())
                        || (!FILLER.contains(&next.as_str())
                            && !AUX.contains(&next.as_str())
                            && !matches!(
                                next.as_str(),
                                "about" | "happens" | "happen" | "happened" | "going" | "else"
                            ))
                });
            let stays = w.contains('`') || DETERMINERS.contains(&bare.as_str()) || negates || verb || asks;
            !stays
                && (FILLER.contains(&bare.as_str()) || INTERJECTIONS.contains(&bare.as_str()))
                && !ids.iter().any(|id| id.contains(*w))
        })
        .count();
    // ("we'll have two invigs on every fire door", "so we do the outboard servicing in-house":
    // "have" and "do" before what they take are the choice's own verb.)
    let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    let lead = if lead > 0
        && !question
        && class != Class::Open
        && matches!(bare(words[lead - 1]).as_str(), "have" | "has" | "do" | "does")
        && words.get(lead).is_some_and(|next| {
            let next = bare(next);
            DETERMINERS.contains(&next.as_str())
                || next.starts_with(|c: char| c.is_ascii_digit())
                || matches!(
                    next.as_str(),
                    "two"
                        | "three"
                        | "four"
                        | "five"
                        | "six"
                        | "ten"
                        | "both"
                        | "all"
                        | "every"
                        | "each"
                        | "some"
                )
        }) {
        lead - 1
    } else {
        lead
    };
    // "is the livestream license on anyone's radar" → "livestream license on anyone's radar?".
    let asked = class == Class::Open
        && (body.len() < line.len()
            || words[..lead]
                .iter()
                .any(|w| AUX.contains(&w.to_lowercase().trim_matches(|c: char| !c.is_alphanumeric()))));
    let question = question || asked;
    let mut s = words[lead..].join(" ");
    s = without_cjk_lead(&s, class == Class::Open).to_string();
    for f in CJK_FILLER {
        if let Some(rest) = s.strip_prefix(f) {
            s = rest.to_string();
        }
    }
    let mut s =
        s.trim_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '，' | ':' | '-')).to_string();
    if question && !is_question(&s) {
        s.push('?');
    }
    if s.is_empty() || s.chars().count() >= line.chars().count() { line.to_string() } else { s }
}

/// Words that only frame a question around the clause it asks about: "is it definitely the case
/// that …", "out of interest, do you know whether …", "something I have never been sure of:
/// whether …".
const FRAME_WORDS: &[&str] = &[
    "is",
    "was",
    "it",
    "it's",
    "its",
    "really",
    "definitely",
    "actually",
    "truly",
    "honestly",
    "genuinely",
    "still",
    "even",
    "true",
    "the",
    "case",
    "could",
    "can",
    "might",
    "would",
    "will",
    "be",
    "do",
    "does",
    "did",
    "you",
    "anyone",
    "anybody",
    "someone",
    "somebody",
    "we",
    "us",
    "me",
    "i",
    "i'm",
    "im",
    "i've",
    "ive",
    "i'd",
    "know",
    "knows",
    "wonder",
    "wondering",
    "wondered",
    "am",
    "are",
    "right",
    "in",
    "thinking",
    "correct",
    "sure",
    "not",
    "any",
    "idea",
    "out",
    "of",
    "interest",
    "just",
    "curious",
    "quick",
    "question",
    "so",
    "and",
    "also",
    "but",
    "check",
    "confirm",
    "find",
    "tell",
    "please",
    "something",
    "thing",
    "one",
    "more",
    "another",
    "have",
    "has",
    "never",
    "been",
    "ever",
    "clear",
    "certain",
    "remember",
    "a",
    "to",
    "by",
    "way",
    "btw",
    "oh",
    "hey",
    "now",
    "there",
    "no",
    "clue",
    // ("Do you happen to know whether …".)
    "happen",
    "happened",
];
/// Of the frame words, those that make a frame ("is it the plan that …" is a question of its own).
const FRAME_ANCHORS: &[&str] = &[
    "true",
    "case",
    "know",
    "knows",
    "wonder",
    "wondering",
    "wondered",
    "sure",
    "idea",
    "be",
    "right",
    "correct",
    "confirm",
    "check",
    "tell",
    "certain",
    "clear",
    "remember",
    "clue",
    "curious",
];

/// A question without the words that frame it: "is it true that the courier covers Sundays" →
/// "the courier covers Sundays"; "do you know whether the lease …" → "whether the lease …"
/// ("whether" and "if" say that it asks, and stay; "that" says nothing). Unchanged unless only
/// frame words stand before the clause and at least three words follow.
pub fn without_question_frame(s: &str) -> &str {
    let mut anchored = false;
    for (k, word) in s.split_whitespace().enumerate().take(16) {
        let at = word.as_ptr() as usize - s.as_ptr() as usize;
        let bare = word
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
            .replace('’', "'")
            .to_lowercase();
        if k > 0 && anchored && matches!(bare.as_str(), "that" | "whether" | "if") {
            let rest = if bare == "that" { s[at + word.len()..].trim_start() } else { &s[at..] };
            return if rest.split_whitespace().count() >= 4 { rest } else { s };
        }
        if !FRAME_WORDS.contains(&bare.as_str()) || word.contains('`') {
            return s;
        }
        anchored |= FRAME_ANCHORS.contains(&bare.as_str());
    }
    s
}

/// Chinese words that open a message and carry no fact ("对了", "插一句", "趁我还记得"), and, of a
/// question, those that only say it asks ("想问下", "请问", "我一直搞不清").
const CJK_LEADS: &[&str] = &["对了", "插一句", "趁我还记得", "说起来", "顺便说一下", "顺便说下"];
const CJK_ASK_LEADS: &[&str] = &[
    "顺便问一下",
    "顺便问下",
    "顺便问问",
    "想问一下",
    "想问下",
    "请问一下",
    "请问",
    "问一下",
    "问下",
    "我一直搞不清楚",
    "我一直搞不清",
    "我一直没搞清楚",
    "我一直不太清楚",
    "我一直不清楚",
    "我想知道",
    "想知道",
];

/// `s` without the Chinese leads that open it (and the spaces and commas after them).
fn without_cjk_lead(s: &str, question: bool) -> &str {
    let mut s = s;
    // (A few at most: "对了 对了，想问下 …".)
    for _ in 0..4 {
        let lead = CJK_LEADS
            .iter()
            .chain(if question { CJK_ASK_LEADS } else { &[] })
            .find_map(|l| s.strip_prefix(l));
        let Some(rest) = lead else { break };
        let rest = rest
            .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '，' | ',' | '、' | '：' | ':'));
        if rest.chars().count() < 4 {
            break;
        }
        s = rest;
    }
    s
}

/// Interjections that negate what follows unless a comma ends them: "no one gets to …".
const NEGATING: &[&str] = &["no", "nope"];

/// Words that open a noun phrase: a fact may start with them.
const DETERMINERS: &[&str] = &["the", "a", "an", "this", "that", "these", "those", "our", "my", "your"];

/// `line` without a label before a colon, which says what the section heading says already: a
/// short one ("Open question:", "settled:"), or one of up to six words naming nobody and nothing
/// when the rest says the same kind of fact on its own ("note from the accountant — forwarded:
/// you never …").
fn without_label(line: &str, class: Class) -> &str {
    if let Some(rest) = without_dashed_label(line, class) {
        return rest;
    }
    match line.split_once(": ") {
        Some((label, rest))
            if identifiers(label).is_empty()
                && !label.contains('`')
                // ("pay any supplier: only after the delivery note is signed": what the
                // condition holds for, not a label.)
                && !starts_with_word(rest, &["only", "after", "before", "until", "unless", "without", "except", "once"])
                && (label.split_whitespace().count() <= 3
                    // "adding to my list for the broker: who normally pays the HOA transfer fee?".
                    || (class == Class::Open
                        && label.split_whitespace().count() <= 8
                        && is_question(rest)
                        && people(label).is_empty()
                        && rest.split_whitespace().count() >= 3)
                    // "Please make a note of this, as it is one of my own rules and I want it
                    // applied without exception: the works must travel by road only …": a long
                    // lead that speaks of the rule, not of where or when it holds.
                    || (class == Class::Constraint
                        && label.split_whitespace().count() <= 24
                        && people(label).is_empty()
                        && rest.split_whitespace().count() >= 4
                        && classify(rest, "") == Class::Constraint
                        && speaks_of_the_rule(label))
                    || (label.split_whitespace().count() <= 6
                        // A decision's rest may be its bare choice ("final call for web: Vitess").
                        && matches!(class, Class::Constraint | Class::Open)
                        && people(label).is_empty()
                        && rest.split_whitespace().count() >= 2
                        // A rule keeps its "never"; a question's heading says it asks.
                        && (classify(rest, "") == class || classify(label, "") == Class::Open))) =>
        {
            rest
        }
        _ => line,
    }
}

/// The rest of an item after a short lead that only heads it, when the rest says the fact alone:
/// "note for the file - don't send anything to the solicitor without copying in complaints",
/// "remind me if i ever forget — only do major upgrades with a monitor attached",
/// "Quick update from me: I've decided to put the backups on a Storage Box — …", "请提醒各位监考：不得复印试卷".
/// The lead names nothing (no identifier, name or figure) and is a few words; the rest reads as
/// the same kind of fact on its own (a question still asks), or the lead speaks of noting it.
fn without_dashed_label(line: &str, class: Class) -> Option<&str> {
    let (at, sep) = [" - ", " — ", " – ", ": ", "：", "——"]
        .iter()
        .filter_map(|sep| line.find(sep).map(|i| (i, *sep)))
        .min()?;
    let (label, rest) = (&line[..at], line[at + sep.len()..].trim_start());
    let cjk = label.chars().any(is_cjk);
    let short = if cjk {
        label.chars().filter(|c| !c.is_whitespace()).count() <= 12
    } else {
        (1..=6).contains(&label.split_whitespace().count())
    };
    let rest_words = if rest.chars().any(is_cjk) {
        rest.chars().filter(|c| is_cjk(*c)).count() / 2
    } else {
        rest.split_whitespace().count()
    };
    // (A plain ": " label of a decision or a rule is read by the older rule below, a
    // question's too: only what that leaves.)
    if !short
        || rest_words < 4
        || label.contains(|c: char| c.is_ascii_digit() || c == '`')
        || !identifiers(label).is_empty()
        || !people(label).is_empty()
        || label.trim_start_matches(['>', ' ']).is_empty()
        || label.contains(['?', '？'])
    {
        return None;
    }
    // ("Mateo Kristiansen — the finance administrator — already replied": a name heads it.)
    // ("Tomasz — please make sure …": whom it is for.)
    let words: Vec<&str> = label.split_whitespace().collect();
    let named = words.iter().skip(1).any(|w| w.starts_with(|c: char| c.is_uppercase()))
        || (words.len() == 1
            && words[0].starts_with(|c: char| c.is_uppercase())
            && !speaks_of_the_rule(label));
    // ("give out the Wi-Fi password: only to paying customers", "update the POS — never on
    // Fridays", "杀虫公司进店：只能早上七点开门前": the lead is what the condition holds for,
    // unless it speaks of noting the rule: "remind me if i ever forget — only do …".)
    let conditioned = starts_with_word(
        rest,
        &[
            "only",
            "after",
            "before",
            "until",
            "unless",
            "without",
            "except",
            "once",
            "never",
            "not",
            "no",
            "nur",
            "nie",
            "niemals",
            "nicht",
            "kein",
            "keine",
            "seulement",
            "jamais",
            "solo",
            "nunca",
        ],
    ) || ["只", "必须", "不", "别", "除非", "之前", "之后", "才", "先"]
        .iter()
        .any(|w| rest.starts_with(w));
    // (A Chinese lead heads the rule only when it says it notes one: "请提醒各位监考：",
    // "有件事我是认真的：", "先记一下：", not "小红书发每日出炉：".)
    let cjk_note = !cjk
        || ["提醒", "记", "认真", "规矩", "规定", "注意", "重要", "决定", "说一下", "一件事", "备忘", "强调"]
            .iter()
            .any(|w| label.contains(w));
    if named || (conditioned && !speaks_of_the_rule(label)) || !cjk_note {
        return None;
    }
    let rest_class = classify(rest, "");
    let same = match class {
        Class::Open => is_question(rest) || rest_class == Class::Open,
        Class::Decision | Class::Constraint => rest_class == class,
        _ => false,
    };
    // ("use the small van - the big one is in for its MOT": the lead is the choice; its rest
    // is no decision on its own.)
    let lead_is_fact = classify(label, "") == class;
    ((same && !lead_is_fact) || (speaks_of_the_rule(label) && class != Class::Open)).then_some(rest)
}

/// Does a rule's lead speak of the rule ("I should have said this at the start", "Writing this
/// into the courier briefing as a firm rule"), not of where or when it holds ("during the install
/// week", "for anyone outside the family")?
fn speaks_of_the_rule(label: &str) -> bool {
    let lower = format!(" {} ", label.to_lowercase());
    let words: Vec<&str> =
        lower.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).collect();
    const META: &[&str] = &[
        "rule",
        "rules",
        "note",
        "said",
        "say",
        "saying",
        "remember",
        "record",
        "write",
        "writing",
        "written",
        "briefing",
        "clear",
        "mind",
        "policy",
        "firm",
        "exception",
        "exceptions",
        "stress",
        "repeat",
        "insist",
        "circulate",
        "noted",
        "standing",
        "important",
        "reminder",
        "remind",
        "forget",
        "decision",
        "update",
        "file",
    ];
    const SCOPE: &[&str] = &[
        "during", "while", "whilst", "when", "whenever", "before", "after", "until", "unless", "only",
        "outside", "inside",
    ];
    words.iter().any(|w| META.contains(w)) && !words.iter().any(|w| SCOPE.contains(w))
}

/// `body` without lead-in clauses of interjections only ("hmm ok,", "argh,") or of a discourse
/// idiom ("after all that back and forth,", "heads up,", "random thing but").
fn without_lead(body: &str) -> &str {
    let mut body = body;
    // (Six leads at most: "ok, so, well, …" is never longer, and ", and" thousands of times is
    // not peeled one by one.)
    for _ in 0..6 {
        let Some((lead, rest)) = first_clause(body) else { break };
        let lead_lower = lead.to_lowercase();
        let after_idiom = LEAD_IDIOMS
            .iter()
            .find_map(|i| {
                lead_lower.trim_start().strip_prefix(i).filter(|r| !r.starts_with(char::is_alphanumeric))
            })
            .unwrap_or(&lead_lower);
        let only_noise = after_idiom.split_whitespace().all(|w| {
            let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase();
            INTERJECTIONS.contains(&bare.as_str())
                || FILLER.contains(&bare.as_str())
                || LEAD_EXTRA.contains(&bare.as_str())
        }) && (after_idiom.len() < lead_lower.len() || !lead.chars().any(is_cjk));
        // ("quick voice note while I'm out on the RIB — …", "note to self (well, note to you):
        // …", "where was I, …", "语音转文字，…": a clause about the message itself, naming
        // nothing.)
        let about_message = lead.split_whitespace().count() <= 12
            && lead.chars().count() <= 80
            && lead.chars().filter(|&c| is_cjk(c)).count() <= 12
            && !lead.chars().any(|c| c.is_ascii_digit())
            && MESSAGE_LEADS.iter().any(|m| lead_lower.contains(m))
            && identifiers(lead).is_empty()
            && people(lead).is_empty();
        if !(only_noise || about_message) || rest.trim().is_empty() || lead.contains('`') {
            break;
        }
        body = rest;
    }
    body
}

/// Words of a lead clause that speaks of the message itself: how it is sent, that it is a note,
/// where the person was ("quick voice note while I'm out on the RIB", "where was I").
const MESSAGE_LEADS: &[&str] = &[
    "voice note",
    "voice memo",
    "voice message",
    "voice to text",
    "voice-to-text",
    "speech to text",
    "dictating",
    "note to self",
    "note to you",
    "notes to self",
    "so it's written down",
    "write this down",
    "writing this from",
    "writing this on",
    "typing this from",
    "typing this on",
    "typing with one hand",
    "where was i",
    "where were we",
    "so i don't lose it",
    "before i lose it",
    "before i forget",
    "while i think of it",
    "while i remember",
    "brain dump",
    "语音转文字",
    "发语音",
    "先记一下",
    "记一下",
    "说到哪",
];

/// Phrases that introduce a choice: what follows them is the decision itself.
const CHOICE_CUES: &[&str] = &[
    "decided to go with ",
    "decided to use ",
    "decided on ",
    "decided to ",
    "have decided ",
    "we'll go with ",
    "we will go with ",
    "we're going with ",
    "going with ",
    "go with ",
    "settled on ",
    "agreed on ",
    "picked ",
    "i'm picking ",
    "we're picking ",
    "chose ",
    "opted for ",
    "we'll use ",
    "we will use ",
    "let's use ",
    "we're doing ",
    "let's do ",
    "final answer: ",
    "final answer is ",
    "the choice is ",
    "let's just do ",
    "let's just go with ",
    "final call: ",
    "decision: ",
];
/// Words that may stand before a choice cue and carry nothing: "ok so we've finally …".
const CHOICE_LEAD: &[&str] =
    &["i've", "we've", "i", "we", "have", "finally", "ultimately", "so", "ok", "okay", "then"];

/// `text` in lower case when every character keeps its length, so that offsets found in the
/// lower-case text are offsets in `text` ("İ" and the Kelvin sign do not).
fn lower_in_place(text: &str) -> Option<String> {
    text.chars()
        .all(|c| c.to_lowercase().map(char::len_utf8).sum::<usize>() == c.len_utf8())
        .then(|| text.to_lowercase())
}

/// A decision as its choice and what follows (a reason): "we picked Redis Streams because …" →
/// "Redis Streams because …" (the heading says it is a decision). Unchanged when anything but
/// filler stands before the cue (a subject, a negation, a condition).
pub fn choice_only(line: &str) -> String {
    let Some(lower) = lower_in_place(line) else { return line.to_string() };
    for cue in CHOICE_CUES {
        let Some(i) = lower.find(cue) else { continue };
        let (before, rest) = (&lower[..i], &line[i + cue.len()..]);
        let bare: Vec<&str> = before
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
            .collect();
        let filler = bare.iter().all(|w| CHOICE_LEAD.contains(w) || INTERJECTIONS.contains(w));
        // "after the call we agreed on X": a when or a where before the cue says little; a
        // person, an identifier, a negation or a condition says much.
        let setting = bare.len() <= 6
            && bare.iter().all(|w| {
                !w.ends_with("n't") && !["not", "never", "no", "nobody", "none", "only"].contains(w)
            })
            && !bare.iter().any(|w| CONDITIONS.contains(w) && !["after", "on"].contains(w))
            && identifiers(&line[..i]).is_empty()
            && people(&line[..i]).is_empty()
            // "Priya picked Vitess": a capitalised word is a name, unless it only opens the line.
            && line[..i].split_whitespace().enumerate().all(|(k, w)| {
                let lower = w.to_lowercase();
                !w.starts_with(char::is_uppercase)
                    || (k == 0
                        && [FILLER, CHOICE_LEAD, INTERJECTIONS, CONDITIONS, DETERMINERS]
                            .iter()
                            .any(|l| l.contains(&lower.as_str())))
            });
        if ((filler && bare.len() <= 4) || setting) && rest.split_whitespace().count() >= 1 {
            // ("I've decided to go with Leiden over Groningen" → "go with Leiden over
            // Groningen": the verb of the choice stays, as people say it again that way.)
            let verb = ["going with ", "go with ", "use ", "do "].iter().find_map(|v| cue.find(v));
            let rest = match verb {
                Some(k) => &line[i + k..],
                None => rest,
            };
            let rest = rest.trim_start();
            // "not to migrate" keeps its negation, as any rest does.
            return if rest.chars().count() + 1 < line.chars().count() {
                rest.to_string()
            } else {
                line.to_string()
            };
        }
        break;
    }
    // "Dennis and I talked it over at breakfast and we're going to fly out only after
    // completion — …": the plan after its lead. (Not after a whole sentence or clause: "run
    // the training in-house - sending everyone out would mean closing for a day" is the
    // choice and its reason, "go cashless at Joo Chiat. counting cash takes 40 minutes" too.)
    // (Nor after its reason: "it's riddled with vine weevil, so I'm going to rip out the old
    // strawberry bed".)
    if let Some(at) = plan_start(line)
        && ![" so ", "所以", "因为"].iter().any(|b| line[..at].contains(b))
        && !([". ", ": ", "; ", " - ", " — ", " – ", "! ", "。", "：", "；"]
            .iter()
            .any(|b| line[..at].contains(b))
            && line[at..].split_whitespace().next().is_some_and(|w| {
                let w = w.to_lowercase();
                w.ends_with("ing") || matches!(w.as_str(), "not" | "no" | "never")
            }))
    {
        return line[at..].to_string();
    }
    line.to_string()
}

/// A tighter form of a compacted line, for when room is short: a reason after a dash, a
/// prohibition as "never", no role beside a person, no lead words of a question.
pub fn tighten(line: &str) -> String {
    if let Some(q) = direct_question(line) {
        return q;
    }
    let mut s = line.to_string();
    for (from, to) in [
        ("; the reason is ", " — "),
        (". reason: ", " — "),
        (". Reason: ", " — "),
        (", reason: ", " — "),
        ("won't suggest that you ", "never "),
        ("won't suggest you ", "never "),
        ("will not suggest that you ", "never "),
        (", mainly for ", " — "),
        (" — for ", " — "),
        (" because of ", " — "),
        (" wins because ", " — "),
        (" wins since ", " — "),
        // ("… mainly because …", "honestly it's because …": the dash says it all.)
        (". honestly it's because ", " — "),
        (", but mostly because ", " — "),
        (", mainly because ", " — "),
        (", simply because ", " — "),
        (", mostly because ", " — "),
        (". mainly because ", " — "),
        (". mostly because ", " — "),
        (" mainly because ", " — "),
        (" mostly because ", " — "),
        (" simply because ", " — "),
        (" because ", " — "),
        ("must not ", "never "),
        ("Must not ", "Never "),
        ("not ", "never "),
        ("who decides ", ""),
        (" at all?", "?"),
        (", mainly ", " — "),
        ("; ", " — "),
        (", ", " — "),
        ("Never never ", "Never "),
        ("never never ", "never "),
    ] {
        if from == "not " {
            if s.starts_with("not ") {
                s = format!("never {}", &s[4..]);
            }
            continue;
        }
        if from == ", " && s.contains(" — ") {
            continue;
        }
        s = s.replacen(from, to, 1);
    }
    // "sync — because …" became "sync — — …": one dash.
    for (from, to) in [(" — — ", " — "), (", — ", " — "), ("; — ", " — "), (". — ", ". ")] {
        while s.contains(from) {
            s = s.replace(from, to);
        }
    }
    // The dash says "because": words that say it again go ("X — what carried it was that …").
    if let Some(i) = s.find(" — ") {
        let after = &s[i + " — ".len()..];
        if let Some(lower) = lower_in_place(after)
            && let Some(intro) = REASON_INTROS.iter().find(|r| lower.starts_with(*r))
            && after.len() > intro.len()
        {
            s = format!("{}{}", &s[..i + " — ".len()], &after[intro.len()..]);
        }
    }
    if s.chars().count() < line.chars().count() { s } else { line.to_string() }
}

/// A person without the role beside them: "Priya Raman (DBA)" → "Priya Raman".
pub fn without_role(line: &str) -> String {
    match line.split_once(" (") {
        Some((name, _))
            if !line.contains(['`', '?']) && line.ends_with(')') && name.split_whitespace().count() <= 3 =>
        {
            name.to_string()
        }
        _ => line.to_string(),
    }
}

/// Words of a question's trailing clause that only say it is still open: "…, no reply from
/// anyone", "…, any idea?", "…, i genuinely dont know".
const STATUS_WORDS: &[&str] = &[
    "no",
    "reply",
    "replies",
    "response",
    "answer",
    "from",
    "anyone",
    "anybody",
    "nobody",
    "one",
    "ever",
    "said",
    "says",
    "i",
    "genuinely",
    "honestly",
    "really",
    "dont",
    "don't",
    "know",
    "idea",
    "ideas",
    "clue",
    "right",
    "yet",
    "still",
    "heard",
    "back",
    "answered",
    "has",
    "have",
    "even",
    "on",
    "anyone's",
    "radar",
    "can",
    "could",
    "you",
    "we",
    "so",
    "far",
    "any",
    "thoughts",
    "tbh",
    "either",
    "lol",
    "ugh",
    "again",
    "sure",
    "not",
    "am",
    "it",
    "seems",
    "like",
    "or",
    "what",
    "do",
    "think",
];
/// A choice named without a verb ("Renovate over Dependabot", "freezing the public API", "a
/// lightning talk instead of the full slot"): the decision when a reason follows it.
pub fn choice_phrase(sentence: &str) -> bool {
    let t = sentence.trim().trim_end_matches(['.', '!', '。', '！']);
    let words: Vec<String> = t
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'').to_lowercase())
        .collect();
    let verbs = [
        "is", "are", "was", "were", "be", "been", "am", "has", "have", "had", "do", "does", "did", "will",
        "would", "can", "could", "should", "must", "may", "might", "shall", "need", "needs", "want", "wants",
        "think", "know", "got", "get", "gets", "went", "go", "goes", "said", "says", "see", "saw",
    ];
    let pronouns = ["i", "we", "you", "he", "she", "it", "they", "this", "that", "there", "what", "who"];
    !t.is_empty()
        && !t.chars().any(is_cjk)
        && (1..=10).contains(&words.len())
        && !is_question(t)
        && !words.iter().any(|w| verbs.contains(&w.as_str()) || w.contains('\''))
        && !pronouns.contains(&words[0].as_str())
        && !INTERJECTIONS.contains(&words[0].as_str())
        && content_words(t).len() + identifiers(t).len() >= 1
}

/// Question frames that ask about the subject after them: "what's happening with X" → "X?".
const ABOUT_FRAMES: &[&str] = &[
    "what's happening with ",
    "what is happening with ",
    "whats happening with ",
    "what's going on with ",
    "what is going on with ",
    "what's the status of ",
    "what is the status of ",
    "what's the latest on ",
    "any news on ",
    "any news about ",
    "any update on ",
    "any updates on ",
    "heard anything about ",
    "still waiting to hear about ",
    "waiting to hear about ",
    "still waiting on ",
    "what do we do about ",
    "what are we doing about ",
    "what we're doing about ",
    "what we are doing about ",
    "what to do about ",
    "did anyone ever deal with ",
    "did anyone deal with ",
    "anyone ever deal with ",
    "did anyone ever reply about ",
    "anyone ever reply about ",
    "haven't figured out ",
    "havent figured out ",
    "should i ask about ",
    "never found out about ",
    "never heard back about ",
    "nobody answered me about ",
    "no one answered me about ",
    "nobody got back to me about ",
    "haven't sorted out ",
    "forgetting to ask about ",
    "forgot to ask about ",
    "meant to ask about ",
    "meaning to ask about ",
    "wanted to ask about ",
    "no idea about ",
    "side question on ",
    "side question about ",
    "wants to know about ",
    "want to know about ",
    "wanted to know about ",
    "did we ever figure out ",
    "did we ever sort out ",
    "an answer re ",
    "an answer on ",
    "an answer about ",
    "any word on ",
    "what's the plan for ",
    "what is the plan for ",
    "do we have anything on ",
    "what happens with ",
    "who even decides ",
];

/// Trailing words of a question that only say it is still open: "is X even on anyone's radar",
/// "we never figured out X right??".
const STATUS_TAILS: &[&str] = &[
    " even on anyone's radar",
    " on anyone's radar",
    " right",
    " or not",
    " or",
    " yet",
    " at all",
    " still",
];

/// An open question without what only says it is open: trailing clauses of [`STATUS_WORDS`]
/// and [`STATUS_TAILS`]. "waiting to hear about the GPU allocation, no reply from anyone" →
/// "waiting to hear about the GPU allocation".
/// The subject a question asks about after a frame near its start ("what are we doing about
/// the grease trap contract" → "the grease trap contract"), when the subject names enough to
/// stand alone and the frame names no one and nothing.
fn about_subject(s: &str) -> Option<&str> {
    let lower = lower_in_place(s)?;
    let (at, frame) =
        ABOUT_FRAMES.iter().filter_map(|f| lower.find(f).map(|i| (i, *f))).min_by_key(|(i, _)| *i)?;
    if at > 30 || s[..at].contains('`') || !identifiers(&s[..at]).is_empty() || !people(&s[..at]).is_empty() {
        return None;
    }
    let subject = &s[at + frame.len()..];
    let words = subject.split_whitespace().count();
    (words >= 2 && (content_words(subject).len() >= 2 || !identifiers(subject).is_empty())).then_some(subject)
}

/// The choice a message weighs with a list of pros and cons and then settles: "Option on the
/// table: send my booth partner the glossary a week ahead. / Pro: / - we'll swap every half
/// hour and need the same terms / … / Contra: / - … / Gut. Gemacht. Decision taken." → "send
/// my booth partner the glossary a week ahead — we'll swap every half hour and need the same
/// terms". None unless its last line settles it (not "decided against it").
pub fn pro_con_choice(lines: &[&str]) -> Option<String> {
    const OPTION: &[&str] =
        &["option on the table: ", "the option: ", "option: ", "proposal: ", "方案：", "选项："];
    let (at, option) = lines.iter().enumerate().find_map(|(k, l)| {
        let lower = lower_in_place(l)?;
        OPTION.iter().find_map(|o| lower.find(o).map(|i| (k, l[i + o.len()..].trim())))
    })?;
    let option = option.trim_end_matches(['.', '。', ' ']);
    if option.split_whitespace().count() < 3 && option.chars().filter(|&c| is_cjk(c)).count() < 4 {
        return None;
    }
    let heading = |l: &str, words: &[&str]| {
        let t = l.trim().trim_end_matches([':', '：']).to_lowercase();
        words.contains(&t.as_str())
    };
    let pros =
        lines[at + 1..].iter().position(|l| heading(l, &["pro", "pros", "for", "优点", "好处"]))? + at + 1;
    let first = lines[pros + 1..].iter().map(|l| l.trim()).find(|l| !l.is_empty())?;
    let reason = first.strip_prefix("- ").or_else(|| first.strip_prefix("* "))?.trim();
    let last = lines.iter().rev().map(|l| l.trim()).find(|l| !l.is_empty())?.to_lowercase();
    let settles = [
        "decided",
        "decision taken",
        "decision made",
        "i'm doing it",
        "doing it",
        "going ahead",
        "定了",
        "就这么办",
        "就这么定",
    ]
    .iter()
    .any(|w| last.contains(w))
        && !["against", "not doing", "not going", "undecided", "不做", "不干"]
            .iter()
            .any(|w| last.contains(w));
    (settles && !reason.is_empty()).then(|| format!("{option} — {reason}"))
}

/// Where the clause opens that a long item's question is asked in, when what stands before it
/// says nothing a reader needs: talk around the question ("There's also something I genuinely
/// don't know and should: is there a sworn translator register …?", "quick voice note while
/// I'm out on the RIB — …, something that's been bugging me is whether the insurance covers a
/// hire boat …"). None when the words before it name anything (an identifier, a person) or ask
/// something themselves ("can't work out whether the trailer needs a test, so also any idea if
/// …": two questions).
fn question_start(line: &str) -> Option<usize> {
    let lower = lower_in_place(line)?;
    // Openers at a clause's start, after a few fillers.
    const SEPARATORS: &[&str] = &[": ", " — ", " – ", " - ", " / ", "; ", ". ", "! ", ", "];
    const FILLERS: &[&str] = &[
        "um", "uh", "erm", "so", "also", "and", "ok", "okay", "oh", "btw", "but", "anyway", "first", "thing",
        "random", "one", "quick", "question", "q",
    ];
    let mut starts: Vec<usize> = Vec::new();
    for sep in SEPARATORS {
        starts.extend(find_all(&lower, sep).map(|i| i + sep.len()));
    }
    // ("… is whether the insurance covers …", "… any idea if the old sails …".)
    for cue in [" whether ", " any idea if ", " any idea whether "] {
        starts.extend(find_all(&lower, cue).map(|i| i + 1));
    }
    // ("something I can't get my head round is if the old dairy needs …", "…, still not sure
    // if the polytunnels count …": the "if" after words that say it is not known.)
    for cue in [" is if ", " not sure if ", " no idea if ", " don't know if ", " dunno if ", " wondering if "]
    {
        starts.extend(find_all(&lower, cue).map(|i| i + cue.len() - "if ".len()));
    }
    starts.sort_unstable();
    // Words of talk around a question ("quick one", "random thought", "First,"): the fillers
    // and these.
    const MORE_TALK: &[&str] = &[
        "thought",
        "genuine",
        "ps",
        "note",
        "sorry",
        "right",
        "hi",
        "hey",
        "all",
        "well",
        "another",
        "other",
        "last",
        "next",
        "then",
        "later",
        "for",
        "now",
        "again",
        "something",
    ];
    let talk = |w: &str| FILLERS.contains(&w) || MORE_TALK.contains(&w);
    // (Talk before a question is a few words: a head of hundreds of characters is the matter.)
    starts.into_iter().take_while(|&at| at <= 300).find_map(|at| {
        let head = &lower[..at];
        let head_words: Vec<&str> =
            head.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        // (Two questions, "(1) when the works will start (2) who is paying …", or the
        // subject of the one asked, "Lamination volume — how many croissants …": both stay.)
        // (Nor when the words before it name something: "three people want to see flat 8, can
        // you find me a slot", "PH on Wharf Street panicking about the cracks, can you …".)
        let names = line[..at]
            .split([',', ':', ';', '—', '–', '/', '.'])
            .flat_map(|clause| clause.split_whitespace().skip(1))
            .any(|w| {
                w.starts_with(|c: char| c.is_uppercase())
                    && !w.starts_with("I'")
                    && w != "I"
                    && !talk(w.to_lowercase().trim_matches(|c: char| !c.is_alphanumeric()))
            });
        if head.contains(['?', '`'])
            || head.contains(char::is_numeric)
            || names
            || head_words.iter().any(|w| QUESTION_WORDS.contains(w))
            || (head_words.len() < 5 && !head_words.iter().all(|w| talk(w)))
        {
            return None;
        }
        let mut rest = lower[at..].trim_start();
        for _ in 0..4 {
            let (first, tail) = rest.split_once(' ').unwrap_or((rest, ""));
            if FILLERS.contains(&first.trim_end_matches([',', ':'])) {
                rest = tail.trim_start();
            } else {
                break;
            }
        }
        // (Not "…, which isn't helping", "…, if we …": a clause of the sentence before.)
        let opens = starts_with_word(rest, &["whether", "who", "what", "how", "where", "why"])
            || (!lower[..at].ends_with(", ") && starts_with_word(rest, &["which", "when", "if"]))
            || starts_with_word(rest, AUX)
            || starts_with_word(
                rest,
                &["any idea", "do you know", "does anyone know", "is there", "are there"],
            )
            || starts_with_word(rest, &["can i", "can we", "do i", "do we", "should i", "should we"]);
        let from = at + (lower[at..].len() - rest.len());
        // ("the new boiler, is it still under warranty?": its subject is before it.)
        // ("… as one zip": a count, not the one before.)
        let rest_words: Vec<&str> = rest.split_whitespace().collect();
        let points_back = rest_words.iter().enumerate().skip(1).any(|(k, w)| {
            match w.trim_matches(|c: char| !c.is_alphanumeric()) {
                "it" | "that" | "this" | "they" | "them" | "those" | "these" | "he" | "she" | "here" => true,
                "one" => {
                    rest_words.get(k + 1).is_none_or(|next| matches!(*next, "of" | "is" | "was" | "still"))
                        || !w.chars().last().is_some_and(char::is_alphanumeric)
                }
                _ => false,
            }
        }) || content_words(rest).len() < 3;
        (opens
            && !points_back
            && rest.split_whitespace().count() >= 4
            && identifiers(&line[..from]).is_empty()
            && people(&line[..from]).is_empty())
        .then_some(from)
    })
}

pub fn question_core(line: &str) -> String {
    let question = is_question(line);
    let mut s = line.trim_end_matches(['?', '？', '!', '.', ' ']).to_string();
    let bare = s.len();
    if let Some(at) = question_start(&s) {
        s = s[at..].to_string();
        // (And without the talk after it: "whether the venue charges a supplier fee — nobody
        // has ever told me and I don't want to get caught out on the day :)".)
        if let Some(i) = [" — ", " – ", " - "].iter().filter_map(|d| s.find(d)).min()
            && s[..i].split_whitespace().count() >= 4
            && !s[i..].contains(['?', '？'])
            && identifiers(&s[i..]).is_empty()
            && people(&s[i..]).is_empty()
        {
            s.truncate(i);
        }
    }
    // "does anyone know what is happening with the livestream license" asks about its subject:
    // the subject alone says it under the heading, when it names enough to stand alone.
    if let Some(subject) = about_subject(&s) {
        s = subject.to_string();
    }
    loop {
        let before = s.len();
        if let Some(i) = s.rfind([',', '，']) {
            let tail = &s[i..];
            let words: Vec<String> = tail
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect();
            if !words.is_empty()
                && (words.iter().all(|w| STATUS_WORDS.contains(&w.as_str()))
                    || EMPHATIC_TAILS.contains(&words.join(" ").as_str()))
                && s[..i].split_whitespace().count() >= 3
            {
                s.truncate(i);
            }
        }
        if let Some(lower) = lower_in_place(&s)
            && let Some(t) = STATUS_TAILS.iter().find(|t| lower.ends_with(*t))
            && s[..s.len() - t.len()].split_whitespace().count() >= 2
        {
            s.truncate(s.len() - t.len());
        }
        s = s.trim_end_matches(['?', '？', '!', '.', ' ', ',', '，']).to_string();
        if s.len() == before {
            break;
        }
    }
    if question || s.len() < bare {
        s.push(if s.chars().any(is_cjk) { '？' } else { '?' });
    }
    if s.chars().count() < line.chars().count() { s } else { line.to_string() }
}

/// Words that open a reason and say no more than the dash before them: "X — mostly since …".
const REASON_INTROS: &[&str] = &[
    "what carried it was that ",
    "what carried it was ",
    "the reason is that ",
    "the reason is ",
    "the reason being ",
    "reason being ",
    "reason: ",
    "mostly since ",
    "mostly because ",
    "mainly since ",
    "mainly because ",
    "because ",
    "since ",
];

/// Words that make a trailing clause part of the fact: a reason, a negation, a condition, a
/// time or a choice.
const ASIDE_KEEPS: &[&str] = &[
    "because", "since", "reason", "due", "so that", "not", "never", "no", "cannot", "only", "unless",
    "until", "before", "after", "during", "without", "except", "or", "instead", "but", "if", "when", "while",
    "因为", "由于", "为了", "不", "没", "除非", "否则", "只", "之前", "之后", "期间", "或", "必须", "再",
    "才",
];
/// Words that make a trailing clause part of the fact when they open it: ", on weekends", ", by
/// Friday" (but not ", we got burned on that in the spring").
const ASIDE_LEADS: &[&str] = &["on", "at", "by", "for", "as", "in", "from", "to"];
/// Words of a trailing clause that only colours a decision: ", honestly", ", I think".
const ASIDE_NOISE: &[&str] = &[
    "honestly", "sadly", "tbh", "imo", "imho", "think", "guess", "hope", "lol", "haha", "probably", "anyway",
];

/// Trailing clauses that only insist: "…, full stop", "…, no exceptions".
const EMPHATIC_TAILS: &[&str] = &[
    "full stop",
    "period",
    "no exceptions",
    "not negotiable",
    "non-negotiable",
    "end of discussion",
    "end of story",
    "every single time",
    "no matter what",
    "moving on",
    "whatever happens",
    "learned that the hard way",
    "that settles it",
    "should i be worried",
    "should we be worried",
    "thoughts",
    "any thoughts",
    "that's settled",
    "that's that",
    "so that's that",
    "done deal",
    "decided",
];

/// "No exceptions.", "Non-negotiable!", "I mean it.", "没有例外。": a sentence that only insists
/// on the rule said just before it.
pub fn insists(sentence: &str) -> bool {
    let t = sentence.trim().trim_end_matches(['.', '!', '。', '！']).trim().to_lowercase();
    // ("It is not negotiable, and I would rather be thought pedantic …": its first clause.)
    let first = t.split([',', ';', '，']).next().unwrap_or(&t).trim();
    let t = ["it is ", "it's ", "this is ", "that is ", "that's "]
        .iter()
        .find_map(|p| first.strip_prefix(p))
        .filter(|rest| rest.starts_with("not negotiable") || rest.starts_with("non-negotiable"))
        .unwrap_or(&t);
    matches!(
        t,
        "no exceptions"
            | "no exception"
            | "zero exceptions"
            | "not negotiable"
            | "non-negotiable"
            | "non negotiable"
            | "i mean it"
            | "no excuses"
            | "full stop"
            | "period"
            | "end of discussion"
            | "没有例外"
            | "不能例外"
            | "没得商量"
            | "没商量"
            // ("if it has gone through the import checker then fine, we can commit art straight
            // into main. otherwise hands off")
            | "otherwise hands off"
            | "otherwise, hands off"
            | "otherwise no"
            | "otherwise not"
            | "otherwise don't"
            | "否则不行"
            | "不然不行"
    )
}

/// A decision or constraint without its trailing asides: comma clauses at the end that carry no
/// identifier, name or [`ASIDE_KEEPS`] word ("…, it bit us before", "…, full stop"). A
/// decision's trailing clause most often is its reason: of a decision (`decision`), only tails
/// that insist or colour ("…, full stop", "…, honestly") go.
pub fn drop_asides(line: &str, decision: bool) -> String {
    let class = classify(line, "");
    let mut s = without_colour(line).trim_end_matches(['.', '。']).to_string();
    // ("if it has gone through the import checker then fine, we can commit art straight into
    // main": after a condition that opens the line, the last clause is the main one.)
    if starts_with_word(line, &["if", "when", "unless", "once", "as long as", "provided"]) {
        return line.to_string();
    }
    while let Some(i) = s.rfind([',', '，']) {
        let tail = &s[i + s[i..].chars().next().map_or(1, char::len_utf8)..];
        let lower = tail.to_lowercase();
        // A keep word with nothing after it ("it bit us before") conditions nothing.
        let words: Vec<&str> =
            lower.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).collect();
        let noise = words.iter().all(|w| {
            ASIDE_NOISE.contains(w) || INTERJECTIONS.contains(w) || FILLER.contains(w) || *w == "so"
        });
        let keeps = words
            .iter()
            .enumerate()
            .any(|(k, w)| (ASIDE_KEEPS.contains(w) || w.ends_with("n't")) && k + 1 < words.len())
            || words.first().is_some_and(|w| ASIDE_LEADS.contains(w)) && words.len() > 1
            || ASIDE_KEEPS.iter().any(|k| k.chars().any(is_cjk) && lower.contains(k))
            || (decision && !noise);
        let emphatic = EMPHATIC_TAILS.contains(&lower.trim());
        if (keeps && !emphatic)
            || tail.contains('`')
            || !identifiers(tail).is_empty()
            || !people(tail).is_empty()
            || s[..i].split_whitespace().count() < 3
            // What is left must still say it: "after all that, we picked X" keeps its choice
            // (a settling tail goes: the item's section already says it was settled).
            || (classify(&s[..i], "") != class && !emphatic)
        {
            break;
        }
        s.truncate(i);
    }
    if s.chars().count() + 1 < line.chars().count() { s } else { line.to_string() }
}

/// `line` without the sign-off words and faces that end a typed message ("… ten days ahead
/// tbh", "… the ward routine x", "… more chilled surplus cheers", "… :)", "… 🙏"): they colour,
/// they say nothing.
pub fn without_colour(line: &str) -> &str {
    let mut s = line.trim_end();
    // (At most four: a line of thousands of faces is not peeled one by one.)
    for _ in 0..4 {
        let Some((head, last)) = s.rsplit_once(' ') else { break };
        let word = last.trim_end_matches(['.', '!', ')']).to_lowercase();
        let face = !last.is_empty()
            && last
                .chars()
                .all(|c| matches!(c as u32, 0x2600..=0x27BF | 0x1F300..=0x1FAFF | 0xFE0F | 0x200D));
        let colour =
            face || matches!(
                word.as_str(),
                "tbh"
                    | "lol"
                    | "lmao"
                    | "haha"
                    | "hehe"
                    | "x"
                    | "xx"
                    | "xxx"
                    | "cheers"
                    | ":"
                    | ":-"
                    | ";"
                    | ":d"
            ) || matches!(last, ":)" | ":-)" | ";)" | ":(" | ":D" | ":P" | "^^");
        // ("order the cables 2 x" counts; "… the ward routine x" signs off.)
        let counts = matches!(word.as_str(), "x" | "xx" | "xxx") && !head.ends_with(char::is_alphabetic);
        if !colour || counts || head.split_whitespace().count() < 4 {
            break;
        }
        s = head.trim_end_matches([',', ' ']);
    }
    s
}

/// An indirect question as a direct one from its question word: "someone has to figure out what
/// happens to the old VPN" → "what happens to the old VPN?". None when the line is no indirect
/// question, the question word comes late (after the seventh word) or identifiers precede it.
pub fn direct_question(line: &str) -> Option<String> {
    let lower = line.to_lowercase();
    if !indirect_question(&lower) || line.contains('`') {
        return None;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let cue = words.iter().position(|w| {
        let bare = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        ASKING.iter().any(|a| a.split_whitespace().last() == Some(bare.as_str()))
    })?;
    let wh = (cue + 1..words.len().min(cue + 4)).find(|&i| {
        QUESTION_WORDS
            .contains(&words[i].trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase().as_str())
    })?;
    if wh > 6 || words.len() - wh < 3 || !identifiers(&words[..wh].join(" ")).is_empty() {
        return None;
    }
    let q = words[wh..].join(" ");
    let q = q.trim_end_matches(['.', ',', ';']);
    Some(format!("{q}?"))
}

/// A long line cut to its first `words` words (CJK: three characters a word), then any
/// identifier the cut left out, and "…".
pub fn clip_words(line: &str, words: usize) -> String {
    let cjk = line.chars().filter(|&c| is_cjk(c)).count();
    let mut head = if cjk * 2 > line.chars().count() {
        line.chars().take(words * 3).collect::<String>()
    } else {
        let all: Vec<&str> = line.split_whitespace().collect();
        let mut end = words.min(all.len());
        // A backticked command stays whole.
        if all[..end].iter().map(|w| w.matches('`').count()).sum::<usize>() % 2 == 1 {
            while end < all.len() && !all[end].contains('`') {
                end += 1;
            }
            end = (end + 1).min(all.len());
        }
        all[..end].join(" ")
    };
    if head.chars().count() >= line.chars().count() {
        return line.to_string();
    }
    for id in identifiers(line) {
        if !head.contains(id.as_str()) {
            head.push(' ');
            head.push_str(&id);
        }
    }
    head.push('…');
    if head.chars().count() < line.chars().count() { head } else { line.to_string() }
}

/// Words that take back what was just said and give it again ("the port is 8081 — no wait,
/// 10443", 是3月5号——不对，是3月6号).
const TAKE_BACKS: &[&str] = &[
    "no wait",
    "no, wait",
    "no hang on",
    "no, hang on",
    "scratch that",
    "correction:",
    "correction!",
    "correction,",
    "correction -",
    "correction —",
    "i mistyped",
    "sorry, i mean ",
    "sorry, i meant ",
    "sorry i meant ",
    "make that ",
    "that's the old one",
    "that was the old one",
    "不对，",
    "不对,",
    "不对不对",
    "说错了",
    "更正",
    "打错了",
    "写错了",
    "看错了",
    "记错了",
    "哦不，",
];

/// Words between two identifiers that put the first in place of the second ("2.9.7, not
/// 2.9.9", 是8443，不是8080).
const IN_PLACE_OF: &[&str] = &[", not ", ". not ", " not ", "，不是", "（不是", "(不是", "不是"];

/// The shape of a text: its digits, letters and spaces as runs, the rest as it is ("2.9.9" and
/// "2.9.7", "8081" and "10443", "March 25th" and "March 27th", one log line and the next of a
/// run made from one template).
pub fn shape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        let class = if c.is_ascii_digit() {
            '0'
        } else if c.is_alphabetic() {
            'a'
        } else if c.is_whitespace() {
            ' '
        } else {
            c
        };
        if !(out.ends_with(class) && matches!(class, '0' | 'a' | ' ')) {
            out.push(class);
        }
    }
    out
}

/// What the person's correction in `text` takes back and what it gives in its place, as pairs
/// (taken back, given): "the port for the Nextcloud is 8081 — no wait, 10443" → (8081, 10443);
/// "Correction! It's 2.9.7, not 2.9.9." → (2.9.9, 2.9.7). A correction that opens the message
/// ("Scratch that, it's 509,31 €.") takes back the identifier of that shape the person's
/// message before named (`earlier`). Only an identifier of the same shape is taken back: "the
/// invoice is INV-2231 — no wait, it's due on the 14th" takes back nothing.
pub fn corrections(text: &str, earlier: &str) -> Vec<(String, String)> {
    // (ASCII lower case keeps every byte where it was.)
    let lower = text.to_ascii_lowercase();
    // (Most text takes nothing back: no identifier is looked for in it.)
    if !TAKE_BACKS.iter().chain(IN_PLACE_OF).any(|w| lower.contains(w)) {
        return Vec::new();
    }
    let mut out: Vec<(String, String)> = Vec::new();
    // "2.9.7, not 2.9.9": the words between two identifiers of one shape.
    let ids = identifiers(text);
    // (Of "Not 2.9.9", as a capital before a number reads, the number.)
    let core = |id: &str| -> String {
        let w = id.trim_matches('`');
        w.get(..4).filter(|p| p.eq_ignore_ascii_case("not ")).map_or(w, |_| &w[4..]).to_string()
    };
    let mut at: Vec<(usize, usize, &String)> = Vec::new();
    for id in &ids {
        let word = core(id);
        if let Some(i) = text.find(&word) {
            at.push((i, i + word.len(), id));
        }
    }
    at.sort();
    for pair in at.windows(2) {
        let ((_, end, given), (start, _, back)) = (pair[0], pair[1]);
        if end <= start
            && IN_PLACE_OF.iter().any(|w| lower[end..start].eq_ignore_ascii_case(w))
            && shape(&core(given)) == shape(&core(back))
            && given != back
        {
            out.push((back.clone(), given.clone()));
        }
    }
    // ("是8080对不对？" asks; "there's no waiting list" and "make that change on port 8080"
    // take nothing back: the words stand whole, and "make that" opens its clause.)
    let stands = |w: &str, i: usize| {
        let (before, after) = (lower[..i].chars().next_back(), lower[i + w.len()..].chars().next());
        let runs_on_before = before
            .is_some_and(|c| (w.is_ascii() && c.is_alphanumeric()) || (c == '对' && w.starts_with('不')));
        let runs_on_after =
            w.ends_with(|c: char| c.is_ascii_alphabetic()) && after.is_some_and(char::is_alphanumeric);
        let opens_clause = w != "make that "
            || lower[..i].trim_end().chars().next_back().is_none_or(|c| ",.;:!-—–".contains(c));
        !(runs_on_before || runs_on_after) && opens_clause
    };
    let Some(mark) = TAKE_BACKS
        .iter()
        .filter_map(|w| lower.match_indices(w).map(|(i, _)| i).find(|&i| stands(w, i)))
        .min()
    else {
        return out;
    };
    let (before, after) = (identifiers(&text[..mark]), identifiers(&text[mark..]));
    for given in &after {
        if out.iter().any(|(back, g)| back == given || g == given) {
            continue;
        }
        let want = shape(given);
        // The last of its shape before the correction, or in the message before when the
        // correction opens the message.
        let back = before.iter().rev().find(|b| shape(b) == want && *b != given).cloned().or_else(|| {
            let earlier = if before.is_empty() { identifiers(earlier) } else { Vec::new() };
            earlier.into_iter().rev().find(|b| shape(b) == want && b != given)
        });
        if let Some(back) = back
            && !out.iter().any(|(b, _)| *b == back)
        {
            out.push((back, given.clone()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_after_news_with_its_reason_is_a_decision_and_its_choice_is_the_plan() {
        for line in [
            "the frost got the chard in the bottom bed again last night and we're going to buy the second-hand wheel hoe because the new one's on a six month backorder",
            "the frost got the chard again so we'll buy the second-hand wheel hoe because the new one's on backorder",
            "Elsie wants a goat, the answer is no, who knew and then other thing we're going to put solar on the barn roof now because the scaffolding's already up.",
            "chaanged my mind on ddos stuff: put cloudflare in front of the charity site, because the vps fell over twice during the winter appeal",
        ] {
            assert_eq!(classify(line, "user"), Class::Decision, "{line}");
        }
        // (No plan: "we'll see" is no choice.)
        assert_eq!(
            classify("the boiler broke and we'll see what happens because nobody knows", "user"),
            Class::Plain
        );
        // The plan its subject opens, not the reason after a semicolon.
        assert_eq!(
            choice_only(
                "told the team we will run the drugs training in-house on a closed afternoon; sending everyone out would mean closing for a day"
            ),
            "run the drugs training in-house on a closed afternoon; sending everyone out would mean closing for a day"
        );
    }

    #[test]
    fn a_shorter_question_keeps_the_word_that_asks() {
        assert_eq!(
            compact("which languages the Deck on-screen keyboard supports for the farm naming screen?"),
            "which languages the Deck on-screen keyboard supports for the farm naming screen?"
        );
        assert_eq!(
            compact("what the Early Access label does to how the review score is shown?"),
            "what the Early Access label does to how the review score is shown?"
        );
        // (Not the word of a frame: "what should happen with X?" is about X.)
        assert_eq!(compact("What should happen with the legacy cron jobs?"), "the legacy cron jobs?");
        assert_eq!(
            compact("how long research computing keeps files in scratch?"),
            "how long research computing keeps files in scratch?"
        );
        assert_eq!(
            compact("Do you happen to know whether the RCVS counts in-house CD training towards CPD hours?"),
            "whether the RCVS counts in-house CD training towards CPD hours?"
        );
    }

    #[test]
    fn a_german_decision_with_its_reason_is_a_decision() {
        assert_eq!(
            classify("Ich habe mich entschieden — den Steuerberater wechseln.", "user"),
            Class::Decision
        );
        assert!(is_reason("Begründung: er antwortet seit Wochen nicht auf meine Mails."));
        assert!(is_reason("Der Grund: die wollen Wiederholungen gar nicht mehr bezahlen."));
        assert!(has_reason("Wir nehmen Hetzner, weil es billiger ist."));
    }

    #[test]
    fn a_dash_of_prose_ends_a_code_and_a_totals_line_is_told_from_an_item() {
        let ids = identifiers("KIX270322-58——董秀珍，4人。Ref HX-5512— then");
        assert!(ids.contains(&"KIX270322-58".to_string()), "{ids:?}");
        assert!(ids.contains(&"HX-5512".to_string()), "{ids:?}");
        for total in
            ["TOTAL DUE   £498.00", "Total (ex VAT)      £2,216", "合计  1380元", "Balance owed   £120"]
        {
            assert!(totals_line(total), "{total}");
        }
        for item in ["Subtotal      £6,730", "Skim and decorate kitchen      £1,830", "Totalled car   £3"]
        {
            assert!(!totals_line(item), "{item}");
        }
    }

    #[test]
    fn identifiers_of_every_kind_are_found_verbatim() {
        let ids = identifiers(
            "Run `kubectl rollout restart deploy/api` then open port 8443 on PostgreSQL 16, ticket OPS-2231, \
             budget $12,400, v2.3.1, due 2026-03-14 or March 14, 512 MB, see https://x.example.com/a.",
        );
        let ids = [ids, identifiers("USD 3,850 for the support add-on")].concat();
        for want in [
            "USD 3,850",
            "`kubectl rollout restart deploy/api`",
            "port 8443",
            "PostgreSQL 16",
            "OPS-2231",
            "$12,400",
            "v2.3.1",
            "2026-03-14",
            "March 14",
            "512 MB",
            "https://x.example.com/a",
        ] {
            assert!(ids.iter().any(|i| i == want), "{want} missing from {ids:?}");
        }
        // Amounts with their size or currency code, dates with their year, a draft's version
        // with the draft.
        let ids = identifiers(
            "the change order bumped it by $5.4 million, dinner came to 13,741 TRY, dues are due by August 22, 2027, legal marked up draft v10 and I'd try 3 things",
        );
        for want in ["$5.4 million", "13,741 TRY", "August 22, 2027", "draft v10"] {
            assert!(ids.iter().any(|i| i == want), "{want} missing from {ids:?}");
        }
        assert!(!ids.iter().any(|i| i.contains("things")), "{ids:?}");
        // (The sign after the amount, as much of Europe writes it.)
        let ids = identifiers("scratch that, it's 509,31 €. the room is 45 € a night, 2 × 3 nights");
        for want in ["509,31 €", "45 €"] {
            assert!(ids.iter().any(|i| i == want), "{want} missing from {ids:?}");
        }
    }

    #[test]
    fn the_answer_to_the_persons_question_is_what_the_reply_gives_in_bold_or_alone() {
        let ask = "second shooter did 10 hours at £35/hr plus 78 miles at 45p, what do I owe?";
        let reply =
            "10 hours × £35 = £350, plus 78 miles × £0.45 = £35.10. Total **£385.10**.\n\nKeep her invoice.";
        assert_eq!(answer_identifiers(ask, reply), vec!["£385.10"]);
        assert_eq!(
            answer_identifiers(
                "when's the open day again?",
                "6 weeks after that is Tuesday September 21st. Want me to add it?"
            ),
            vec!["Tuesday September 21st"]
        );
        assert_eq!(answer_identifiers("开放日是哪天？", "是**3月21日**，周六。"), vec!["3月21日"]);
        // Working without a bold answer, a reply that doubts, a message that asks nothing, the
        // person's own figure said back: no answer.
        assert!(
            answer_identifiers(ask, "10 hours × £35 = £350, plus 78 miles × £0.45 = £35.10, so £385.10.")
                .is_empty()
        );
        assert!(answer_identifiers(ask, "Not sure, maybe £385.10?").is_empty());
        assert!(answer_identifiers("the total was £385.10", "Noted: **£385.10**.").is_empty());
        assert!(answer_identifiers("is it still £35/hr?", "Yes, £35/hr.").is_empty());
    }

    #[test]
    fn a_correction_takes_back_the_value_of_its_shape_and_gives_the_new_one() {
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(
            corrections(
                "The port for the Nextcloud is 8081 — no wait, 10443. I was reading last year's sheet.",
                ""
            ),
            vec![pair("8081", "10443")]
        );
        assert_eq!(
            corrections("Correction! It's 2.9.7, not 2.9.9. I mistyped.", ""),
            vec![pair("2.9.9", "2.9.7")]
        );
        // (What is taken back is the identifier as read: "Not 2.9.9".)
        assert_eq!(
            corrections("Ugh, 2.9.7. Not 2.9.9. Typing too fast.", ""),
            vec![pair("Not 2.9.9", "2.9.7")]
        );
        assert_eq!(
            corrections(
                "Scratch that, it's 509,31 €.",
                "So the hotel deposit is 590,31 €. Put that in the notes."
            ),
            vec![pair("590,31 €", "509,31 €")]
        );
        assert_eq!(
            corrections("the surveyor visit is March 25th, no wait, March 27th, sorry, March 27th", ""),
            vec![pair("March 25th", "March 27th")]
        );
        assert_eq!(
            corrections("年会场地的端口是8080——不对不对，是8443，看错行了", ""),
            vec![pair("8080", "8443")]
        );
        assert_eq!(
            corrections("更正！是v2.3.1，不是v2.3.0，语音识别又错了", ""),
            vec![pair("v2.3.0", "v2.3.1")]
        );
        // Nothing of the same shape, or no correction: nothing taken back.
        assert!(corrections("the invoice is INV-2231 — no wait, it's due on 14/03", "").is_empty());
        assert_eq!(corrections("报销金额：1280元。啊说错了，1208元！", ""), vec![pair("1280元", "1208元")]);
        assert!(corrections("服务器端口是8080对不对？我记得8443也行", "").is_empty());
        assert!(corrections("we're on 2.9.9 and not 2.9.7 because of the bug", "").is_empty());
        assert!(corrections("port 8080 is open, do not close it; 8443 stays shut", "").is_empty());
        assert!(corrections("port 8080 has no waiting list, 8443 does", "").is_empty());
        assert!(corrections("the server is on 8443, please make that change on 8080 too", "").is_empty());
        assert_eq!(corrections("two boxes at £12 — make that £14 each", ""), vec![pair("£12", "£14")]);
    }

    #[test]
    fn chinese_amounts_dates_and_ports_are_identifiers() {
        let ids = identifiers("预算是12500元，3月14日之前上线，端口8443，周五开会。");
        // (A deadline keeps its "before".)
        for want in ["12500元", "3月14日之前", "端口8443", "周五"] {
            assert!(ids.iter().any(|i| i == want), "{want} missing from {ids:?}");
        }
        let ids = identifiers("修电脑报价138450日元，截止日期是12月16日前，大概3月14日前后到。");
        for want in ["138450日元", "12月16日前", "3月14日"] {
            assert!(ids.iter().any(|i| i == want), "{want} missing from {ids:?}");
        }
    }

    #[test]
    fn prompt_commands_are_kept_whole() {
        let ids = identifiers("Then: $ pg_dump -Fc shop > /tmp/shop.dump");
        assert_eq!(ids, vec!["`pg_dump -Fc shop > /tmp/shop.dump`"]);
    }

    #[test]
    fn a_command_okbot_does_not_know_ends_where_prose_goes_on_after_its_arguments() {
        for (text, cmd) in [
            (
                "1. please remember vlcli reminders send --type vaccine --channel sms --dry-run --limit 56 - it's what we use to test the texts",
                "`vlcli reminders send --type vaccine --channel sms --dry-run --limit 56`",
            ),
            (
                "Gary ran vlcli labels reprint --from 3327 --to 3348 --printer ZebraGK420 last week to reprint a batch of labels, and it worked.",
                "`vlcli labels reprint --from 3327 --to 3348 --printer ZebraGK420`",
            ),
            (
                "please remember Test-NetConnection labgw01.local -Port 26448 - it's what we use to check the gateway",
                "`Test-NetConnection labgw01.local -Port 26448`",
            ),
        ] {
            assert_eq!(identifiers(text), vec![cmd.to_string()], "{text}");
        }
        // Plain words after a flag may be the command's own.
        assert_eq!(without_prose_tail("docker compose up -d web api"), "docker compose up -d web api");
        assert_eq!(without_prose_tail("git checkout main"), "git checkout main");
    }

    #[test]
    fn a_command_typed_in_chinese_prose_ends_where_the_chinese_goes_on() {
        let ids = identifiers(
            "以后谁问怎么重发，就说输 vlcli claims resubmit --insurer brightpaw --batch 150 回车",
        );
        assert!(
            ids.contains(&"`vlcli claims resubmit --insurer brightpaw --batch 150`".to_string()),
            "{ids:?}"
        );
        let ids = identifiers(
            "管理员窗口里运行 rsync -av --delete /mnt/dr_images/ nas01:/volume1/xray-archive/ 先这样",
        );
        assert!(
            ids.contains(&"`rsync -av --delete /mnt/dr_images/ nas01:/volume1/xray-archive/`".to_string()),
            "{ids:?}"
        );
        // (A stock code opening a pasted row is no cmdlet.)
        assert!(
            identifiers("KNF-ROL-02\tknife roll canvas\t196\t13\t2.2").iter().all(|i| !i.starts_with('`'))
        );
        // (Typed, 敲了.)
        let ids = identifiers("然后 就是 按小刘说的敲了 sudo systemctl restart weewx 气象站就好了 这个记住");
        assert!(ids.contains(&"`sudo systemctl restart weewx`".to_string()), "{ids:?}");
        // A quoted Chinese argument is part of it.
        let ids = identifiers("提交的时候运行 git commit -m \"修复 登录\" 就行");
        assert!(ids.iter().any(|i| i.contains("修复 登录")), "{ids:?}");
    }

    #[test]
    fn sentences_are_classified_in_english_and_chinese() {
        assert_eq!(classify("We'll go with Hugo because it builds faster.", "user"), Class::Decision);
        assert_eq!(classify("Never deploy during business hours.", "user"), Class::Constraint);
        assert_eq!(classify("Who signs off on the budget?", "user"), Class::Open);
        assert_eq!(classify("I want to move the blog.", "user"), Class::Goal);
        assert_eq!(classify("I want to move the blog.", "assistant"), Class::Plain);
        assert_eq!(classify("我们决定就用 Redis，因为延迟低。", "user"), Class::Decision);
        assert_eq!(classify("周末不要发布。", "user"), Class::Constraint);
        assert_eq!(
            classify("我想在新流程里写清楚，客户没签授权书的情况下绝对不把病历发给保险公司", "user"),
            Class::Constraint
        );
        assert_eq!(classify("谁来审批预算？", "user"), Class::Open);
    }

    #[test]
    fn people_are_found_with_their_roles() {
        let p = people("Please loop in Priya Raman (DBA) and ask Marco, our release manager, tomorrow.");
        assert!(p.contains(&"Priya Raman (DBA)".to_string()), "{p:?}");
        assert!(p.iter().any(|x| x.starts_with("Marco")), "{p:?}");
        assert!(people("The build passed.").is_empty());
        assert_eq!(people("PUG-27-0402\tMrs Wendy Walker\tSingle\tgluten-free"), vec!["Mrs Wendy Walker"]);
        let two_lines = people("ask Priya Raman\nWatford Depot closes early");
        assert!(two_lines.contains(&"Priya Raman".to_string()), "{two_lines:?}");
        assert!(!two_lines.iter().any(|p| p.contains("Raman Watford")), "{two_lines:?}");
        assert_eq!(people("捐款人那边一直是贺子铭在对接"), vec!["贺子铭"]);
        assert_eq!(people("哦对 装修公司来量铅板的师傅=萧一鸣 谢啦"), vec!["萧一鸣"]);
        assert_eq!(people("听说检验中心跑腿取样的小哥是一个叫郑宇航的"), vec!["郑宇航"]);
        assert_eq!(people("许文博昨天在群里又跟人吵起来了"), vec!["许文博"]);
        assert_eq!(people("漏洞是何敏报过来的，人挺靠谱"), vec!["何敏"]);
        assert_eq!(people("oh right, Fatima Al-Sayed offered to help"), vec!["Fatima Al-Sayed"]);
        assert_eq!(people("the plumber Ewan McBride came by"), vec!["Ewan McBride"]);
        assert_eq!(
            people(
                "we deal directly with Barnaby, the VetLedger onboarding specialist, rather than the switchboard."
            ),
            vec!["Barnaby (VetLedger onboarding specialist)"]
        );
        assert!(people("my MacBook Pro died again").is_empty(), "{:?}", people("my MacBook Pro died again"));
        assert_eq!(people("小邱答应做主旨报告了！"), vec!["小邱"]);
        let c = people("这件事需要王经理确认，张伟负责数据库。");
        assert!(c.contains(&"王经理".to_string()), "{c:?}");
        assert!(c.contains(&"张伟".to_string()), "{c:?}");
    }

    #[test]
    fn compacting_keeps_have_and_do_when_they_are_the_choices_verb() {
        assert_eq!(
            compact("ok we'll have two invigs on every fire door during drill week"),
            "have two invigs on every fire door during drill week"
        );
        assert_eq!(
            compact("so we do the outboard servicing in-house this year"),
            "do the outboard servicing in-house this year"
        );
        // (Before a verb they are no verb of their own; in a question they frame it.)
        assert_eq!(compact("we have to keep the receipts"), "keep the receipts");
        assert!(!compact("do we have the key?").starts_with("do "));
    }

    #[test]
    fn compacting_keeps_negations_identifiers_and_reasons() {
        let c = compact("We must not deploy to prod-eu during business hours because of the SLA.");
        assert!(c.contains("not deploy") && c.contains("prod-eu") && c.contains("because"), "{c}");
        assert!(c.len() < 70, "{c}");
        assert_eq!(tighten("Hugo because faster builds."), "Hugo — faster builds.");
        assert_eq!(
            tighten("draw sections digitally only, mainly because we've run out of permatrace"),
            "draw sections digitally only — we've run out of permatrace"
        );
        assert_eq!(
            compact("hmm ok, ok so final call for web: Vitess, reason being it shards"),
            "final call for web: Vitess, reason being it shards"
        );
        assert_eq!(compact("no, never deploy on Fridays"), "never deploy on Fridays");
        assert_eq!(
            drop_asides("please never run load tests on weekends, that one hurt us, sadly", false),
            "please never run load tests on weekends"
        );
        assert_eq!(drop_asides("we X only on Sundays, full stop.", false), "we X only on Sundays");
        assert_eq!(
            drop_asides("the induction suite, the gas line failed the safety check, that settles it", true),
            "the induction suite, the gas line failed the safety check"
        );
        for keep in [
            "We'll go with Hugo, mainly for speed",
            "Never deploy, not during business hours",
            "Use Caddy, ask Priya Raman first",
            "Never restart the primary, `make drain` first",
            "我们决定用TiDB，因为迁移脚本现成",
        ] {
            assert_eq!(drop_asides(keep, keep.contains("go with") || keep.contains("决定")), keep);
        }
        assert!(
            compact("For billing, never deploy on Fridays").ends_with("billing, never deploy on Fridays")
        );
        assert_eq!(without_role("Priya Raman (DBA)"), "Priya Raman");
        assert_eq!(tighten("X (it is cheaper)"), "X (it is cheaper)");
        let clipped =
            clip_words("We will go with Hugo for the site and keep `hugo --minify` as the build step", 5);
        assert_eq!(clipped, "We will go with Hugo `hugo --minify`…");
    }

    #[test]
    fn a_question_is_answered_only_by_a_reply_on_its_subject() {
        assert!(answers("Which port does Redis use?", "Redis listens on 6379."));
        // A plural is the same word ("tyre" and "tyres").
        assert!(answers("where do the spare tyre racks go?", "Put each tyre on its side, rack by the door."));
        assert!(!answers("where do the spare tyre racks go?", "Put each wheel on its side."));
        assert!(!answers("Which port does Redis use?", "Not sure, let me check later."));
        assert!(!answers("Which port does Redis use?", "Lunch is at noon."));
    }

    #[test]
    fn honorifics_stay_with_their_name_and_end_no_sentence() {
        let text = "I have an appointment with Dr. Amara Achterberg next week. Mrs. Penhaligon called.";
        assert_eq!(
            sentences(text),
            ["I have an appointment with Dr. Amara Achterberg next week.", "Mrs. Penhaligon called."]
        );
        assert_eq!(
            people("I have an appointment with Dr. Amara Achterberg next week"),
            ["Dr. Amara Achterberg"]
        );
        assert_eq!(people("so Uncle Teodor Szabo thinks it's nothing"), ["Uncle Teodor Szabo"]);
        // "No." alone ends a sentence.
        assert_eq!(sentences("No. Ask again."), ["No.", "Ask again."]);
    }

    #[test]
    fn a_name_opening_a_sentence_or_after_a_verb_of_asking_is_found_and_opening_words_are_not() {
        assert_eq!(people("Marisol Larsson signed off on the draft this morning"), ["Marisol Larsson"]);
        assert_eq!(people("Ping Beatrix Volkov about it, she owns the budget."), ["Beatrix Volkov"]);
        assert!(people("Here is what I found: a few options.").is_empty());
        assert!(people("Let me summarise the current state.").is_empty());
        assert_eq!(people("Marco will review the change."), ["Marco"]);
        // Chinese: a name the words before introduce may end the clause.
        assert_eq!(people("这个要找法务那边的韩梅确认一下"), ["韩梅"]);
        assert_eq!(people("下次开会记得叫上市场部的刘思远"), ["刘思远"]);
    }

    #[test]
    fn a_tag_question_classifies_as_its_statement() {
        assert_eq!(
            classify("you shouldn't text my boss from the joint account, ok?", "user"),
            Class::Constraint
        );
        assert_eq!(classify("周末不要发全员通知，好吗？", "user"), Class::Constraint);
        assert_eq!(classify("is it ok?", "user"), Class::Open);
        for open in [
            "separately, remind me to ask the organisers whether parents can ride the team bus",
            "对了，紧急叫停电话打给谁……一直没人说。",
            "and if the mobile app counts as part of the portal, nobody has said a word",
        ] {
            assert_eq!(classify(open, "user"), Class::Open, "{open}");
        }
        for meta in [
            "Where were we?",
            "sorry, where were we?",
            "you still there??",
            "Does that make sense?",
            "我们说到哪了？",
        ] {
            assert_eq!(classify(meta, "user"), Class::Plain, "{meta}");
        }
        for asked in ["where were we on the fire inspection?", "does that make sense for the Leeds office?"] {
            assert_eq!(classify(asked, "user"), Class::Open, "{asked}");
        }
    }

    #[test]
    fn hedges_and_set_phrases_are_no_constraints_but_a_persons_wishes_are() {
        for plain in ["never mind that", "No problem.", "The cheapest is not always the best value."] {
            assert_ne!(classify(plain, "assistant"), Class::Constraint, "{plain}");
        }
        assert_ne!(classify("never mind that", "user"), Class::Constraint);
        assert_ne!(classify("You have to decide which one you like.", "assistant"), Class::Constraint);
        for wish in [
            "I'd rather you didn't call the bank on public Wi-Fi",
            "heads up, we can't rotate the signing keys while the auditors are on site",
            "you should not book flights on weekends",
        ] {
            assert_eq!(classify(wish, "user"), Class::Constraint, "{wish}");
        }
    }

    #[test]
    fn a_choice_settled_by_then_or_chosen_is_a_decision() {
        for d in [
            "fine, the organic box delivery then.",
            "we talked it over at dinner and chose paper tickets since we can cancel",
            "you know what, let's do Lisbon for the holiday",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        assert_ne!(classify("and then", "user"), Class::Decision);
        assert!(is_reason("Mostly because it fits the budget"));
        assert!(is_reason("因为大家都在用"));
        assert!(!is_reason("Becausewe"));
    }

    #[test]
    fn no_problem_is_neither_a_yes_nor_a_no_and_common_cjk_pairs_answer_nothing() {
        assert!(!yes_or_no(
            "any news on the insurance claim?",
            "No problem. When you are ready, we can go on.",
            true
        ));
        assert!(!confirms("no worries, take your time"));
        assert!(!answers("外包团队的事还没人回复呢", "好的，我们先把目前的情况整理一下。"));
        assert!(answers("外包团队的事还没人回复呢", "外包团队那边已经答复了，下周开始。"));
        // A reply that asks about something else in the same words answers nothing.
        let asked = "手语翻译到底谁负责啊？";
        assert!(!answers(
            asked,
            "志愿者开放日来了110个人！！历史最高，饮水补给站到底谁负责啊？；另外对了，临时停车场怎么办"
        ));
        assert!(!answers(
            "who owns the ARM runner quota?",
            "great news. who owns the docs mirror quota, by the way?"
        ));
        assert!(answers("who owns the ARM runner quota?", "Dana owns the ARM runner quota now."));
    }

    #[test]
    fn questions_without_a_question_mark_are_open() {
        for q in [
            "I wonder whether we still need the nightly export",
            "still not clear who owns the shared inbox",
            "someone has to figure out what happens to the old VPN",
            "夜间导出任务还需要保留吗",
            "共享邮箱到底归谁管呢",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        for s in ["no wonder it broke, the disk is full", "我们怎么", "这个方案挺好的"] {
            assert_ne!(classify(s, "user"), Class::Open, "{s}");
        }
        assert!(!is_question("先这么做，别想那么多什么"));
    }

    #[test]
    fn an_indirect_question_tightens_to_a_direct_one() {
        assert_eq!(
            tighten("someone has to figure out what happens to the old VPN"),
            "what happens to the old VPN?"
        );
        assert_eq!(
            tighten("I wonder whether we even need the SBOM requirement"),
            "whether we even need the SBOM requirement?"
        );
        assert_eq!(tighten("not clear who owns the shared inbox."), "who owns the shared inbox?");
        // The question word late, or identifiers before it: as before.
        assert_eq!(
            direct_question("Priya Raman and Marco from finance and legal are not sure who signs"),
            None
        );
        assert_eq!(direct_question("INC-4411 is not clear which team owns it"), None);
        assert_eq!(direct_question("Who owns the inbox?"), None);
    }

    #[test]
    fn the_assistants_chinese_advice_on_a_choice_is_no_decision() {
        for advice in [
            "理事会的材料，先写需要他们做的决定，再写背景，这样会议不容易跑题。",
            "建议先把实验表格的框架定下来，每个表格需要哪些数字。",
            "这个决定挺合理的，理由也站得住。",
            "这些都不用今晚就决定。",
            "外卖平台这块，常见的做法是先算一下每单实际到手多少，再决定主推哪个平台。",
        ] {
            assert_ne!(classify(advice, "assistant"), Class::Decision, "{advice}");
        }
        // Its record of the person's choice is one, and so is the person's own advice to a team.
        for record in [
            "同意，记下了：月结，理由是对账方便。",
            "那就这么定了：浦东那家颐养院，毕竟离哥哥家只有二十分钟。",
            "好，那就记为决定：短信提醒，原因是邮寄费又涨了。",
        ] {
            assert_eq!(classify(record, "assistant"), Class::Decision, "{record}");
        }
        assert_eq!(classify("建议的方案我们不用了，决定就用老系统，因为迁移太贵", "user"), Class::Decision);
    }

    #[test]
    fn decisions_in_other_words_are_decisions() {
        for d in [
            "ok so final call for edge: Honeycomb, reason being the CLI is scriptable",
            "after all that back and forth, Nomad it is — it needs no extra daemon",
            "Nomad it is.",
            "我们就这么定了，用 TiDB",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        assert_ne!(classify("whatever it is, it can wait", "user"), Class::Decision);
        assert_ne!(classify("it is slow today", "user"), Class::Decision);
        for not in ["I think it is.", "yes it is", "Is the cache warm? I guess it is, for now"] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
        }
    }

    #[test]
    fn a_persons_conditions_are_constraints_an_assistants_hedges_are_not() {
        assert_eq!(
            classify("no one gets to delete snapshots unless legal signs off", "user"),
            Class::Constraint
        );
        assert_eq!(classify("we restore from backup only at night, full stop", "user"), Class::Constraint);
        assert_eq!(classify("除非运维组同意，否则不要缩容数据库", "user"), Class::Constraint);
        assert_eq!(classify("千万别手改线上配置", "assistant"), Class::Constraint);
        assert_eq!(classify("linking INC-82330 here so nobody asks again", "user"), Class::Plain);
        assert_eq!(classify("nobody gets to touch the billing cluster", "user"), Class::Constraint);
        assert_eq!(
            classify("I will treat that as settled unless you say otherwise.", "assistant"),
            Class::Plain
        );
    }

    #[test]
    fn a_log_lines_process_number_is_no_identifier() {
        let ids =
            identifiers("Jan 14 05:48:32 tunnel valvectl[588]: WARN relay ack timeout on ch2, retrying");
        assert!(!ids.iter().any(|i| i.contains("valvectl")), "{ids:?}");
        assert!(identifiers("Dec 3 sshd[1234]: Accepted publickey").iter().all(|i| !i.contains("sshd")));
        // (An index in brackets is no process: "`items[3]`" stays.)
        assert!(identifiers("the bug is in `items[3]`").contains(&"`items[3]`".to_string()));
    }

    #[test]
    fn a_short_answer_to_a_question_with_an_auxiliary_is_a_yes_or_no() {
        assert!(yes_or_no("Has the summary from the vets' meeting arrived?", "He did. It's brief.", true));
        assert!(yes_or_no("did the array finish overnight?", "It has, at 04:12.", true));
        assert!(yes_or_no("is the lift fixed?", "No, it isn't.", true));
        assert!(yes_or_no("will the courier come today?", "It won't.", true));
        assert!(yes_or_no("can the landlord keep the deposit?", "No, he can't.", true));
        assert!(yes_or_no("should we book the ferry now?", "We should, yes.", true));
        // (Not a question with a wh-word, nor a reply that opens otherwise.)
        assert!(!yes_or_no("who has the key?", "He has it.", true));
        assert!(!yes_or_no("has the summary arrived?", "The summary is in your inbox.", true));
        assert!(!yes_or_no("has the summary arrived?", "He did.", false));
        assert!(!yes_or_no(
            "is it definitely the case that the wholesaler's rebate is worked out after returns are deducted??",
            "There are worse places - it's warm.",
            true
        ));
        assert!(!yes_or_no("did the array finish?", "It has crashed twice since Monday.", true));
    }

    #[test]
    fn proposals_and_replies_that_agree() {
        assert!(is_proposal("My suggestion for web is Vitess, since it shards without app changes."));
        assert!(is_proposal("这块我建议用TiDB，迁移脚本现成。"));
        assert!(!is_proposal("We use Vitess."));
        for yes in ["yes, do that", "ok, agreed", "Sounds good, go ahead", "可以，就这么定了", "同意"]
        {
            assert!(confirms(yes), "{yes}");
        }
        for no in ["no, let's wait", "nope", "not really", "不行，太贵了", "okra is a vegetable"] {
            assert!(!confirms(no), "{no}");
        }
    }

    #[test]
    fn a_yes_or_no_answers_a_question_put_to_the_replier_an_acknowledgement_does_not() {
        assert!(yes_or_no("Shall I plan it that way?", "ok, agreed", true));
        assert!(yes_or_no("要按这个来安排吗？", "可以", true));
        assert!(yes_or_no("Do we still need the pager rotation?", "No, it was replaced.", true));
        assert!(!yes_or_no("Do we still need the pager rotation?", "Okay, I will factor that in.", true));
        assert!(!yes_or_no("Who owns the budget?", "Sure, noted.", true));
        assert!(!yes_or_no("谁来定预算？", "好的，继续下一项。", true));
    }

    #[test]
    fn a_reply_sharing_only_common_words_answers_nothing() {
        assert!(!answers(
            "What should happen with the customer credits?",
            "Sure, that works with what we discussed."
        ));
        assert!(answers(
            "What should happen with the customer credits?",
            "The customer credits go to finance."
        ));
    }

    #[test]
    fn clauses_of_different_kinds_are_parts_of_their_own() {
        let p = parts(
            "hmm ok, final call for edge: Honeycomb, reason being the CLI is scriptable, please never mute the alerts on weekends",
            "user",
        );
        assert_eq!(p.len(), 2, "{p:?}");
        assert_eq!(
            p[0],
            (
                Class::Decision,
                "hmm ok, final call for edge: Honeycomb, reason being the CLI is scriptable".to_string()
            )
        );
        assert_eq!(p[1], (Class::Constraint, "please never mute the alerts on weekends".to_string()));
        // A clause with identifiers of its own stands apart; a reason stays with its decision.
        let p = parts("linking INC-82330 here so nobody forgets, still not clear who owns the VPN", "user");
        assert_eq!(p.iter().map(|x| x.0).collect::<Vec<_>>(), vec![Class::Plain, Class::Open], "{p:?}");
        assert_eq!(p[1].1, "still not clear who owns the VPN");
        // One kind: the whole sentence, as it was.
        let s = "We'll go with Hugo, because it builds faster, right?";
        assert_eq!(parts(s, "user"), vec![(classify(s, "user"), s.to_string())]);
        let s = "三季度预算由谁来定，还没确定？";
        assert_eq!(parts(s, "user"), vec![(Class::Open, s.to_string())]);
        let s = "除非法务签字，否则不要删除快照";
        assert_eq!(parts(s, "user"), vec![(Class::Constraint, s.to_string())]);
    }

    #[test]
    fn lead_idioms_and_choice_cues_go_when_room_is_short_and_the_fact_stays() {
        assert_eq!(
            compact("heads up, we can't restart the primary database without telling support first"),
            "can't restart the primary database without telling support first"
        );
        assert_eq!(
            compact("after all that back and forth, Buildkite it is for sync"),
            "Buildkite it is for sync"
        );
        // A condition before the comma is part of the fact.
        let c = "after the backup finishes, never restart the primary";
        assert_eq!(compact(c), c);
        // The main clause after a lead-in is no aside.
        let d = "after all that, we picked Redis Streams, it halves the hosting bill";
        assert!(drop_asides(d, true).contains("Redis Streams"), "{}", drop_asides(d, true));
        assert_eq!(
            choice_only("we picked Redis Streams because it halves the hosting bill"),
            "Redis Streams because it halves the hosting bill"
        );
        assert_eq!(choice_only("ok so I've decided on Tailscale"), "Tailscale");
        // Lower-casing that changes lengths ("İ") leaves the line alone rather than cut it wrong.
        assert_eq!(choice_only("İİ we picked Ærø"), "İİ we picked Ærø");
        // A subject or a negation before the cue stays.
        for keep in ["Priya picked Vitess", "we never picked a vendor", "nobody chose Kafka"] {
            assert_eq!(choice_only(keep), keep);
        }
    }

    #[test]
    fn decisions_told_as_someones_call_or_locked_in_are_decisions() {
        for d in [
            "founder call: Metabase over Looker",
            "lets lock it: a Wednesday launch",
            "so the choice is Wise for the euro clients",
            "i think Paddle for EU billing makes the most sense",
            "老板拍板：用 Paddle 收欧洲的钱",
            "Shiftboard for volunteer shifts wins because the student volunteers already know it",
            "最终方案：腾讯会议直播",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for not in ["I was on a call: the venue is booked", "on the call: nothing new"] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
        }
        assert!(is_reason("reasoning was legal already signed off on it"));
        assert!(is_reason("原因：无障碍通道更好"));
        assert_eq!(
            tighten("bf16 wins because it saves us a week of reruns"),
            "bf16 — it saves us a week of reruns"
        );
        assert!(is_why("why?") && is_why("为什么？") && !is_why("why not use Kafka?"));
    }

    #[test]
    fn questions_typed_without_a_question_mark_or_as_still_no_answer_are_open() {
        for q in [
            "random q — what are we doing about the Zendesk renewal",
            "and the SOC 2 auditor... is that still a thing or",
            "still no answer on the SOC 2 auditor huh",
            "did we ever book the caterer for Friday",
            "备用数仓的区域怎么办",
            "女儿钢琴课的学费后来解决了吗，我都忘了",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        for not in [
            "what we need is a bigger box",
            "when the backup finishes, restart it",
            "how we deploy: `make ship`",
        ] {
            assert_ne!(classify(not, "user"), Class::Open, "{not}");
        }
    }

    #[test]
    fn not_knowing_said_in_other_words_asks_and_a_sigh_does_not() {
        for q in [
            "I don't know whether the venue allows flash during the ceremony",
            "I don't know how we should word the refund for the cancelled tour",
            "the other thing I don't know is whether the French venue charges its own supplier fee on top of ours",
            "between edits: voice note the other thing I don't know is whether couples can download the whole gallery as one zip on their phones because nobody has ever told me and I don't want to get caught out on the day",
            "anyone's guess who gave the cover supervisors admin on the panels",
            "note to self, find out if the old dairy needs building regs to be a packing shed",
            "the big unknown is if the old dairy needs building regs to be a packing shed.",
            "nobody has been able to tell me whether the grant covers travel",
            "someone in the discord asked how long Nintendo's lotcheck actually takes in spring and I just...",
            "到现在也没弄明白超算的 scratch 文件放多久会被清掉",
            "一直没搞清发药机电脑的系统更新现在谁批准",
            "还得问一下发药机相关的不良事件归药剂科还是设备科。",
            "续租合同的印花税咋说哦",
            "周会计问我新收银系统的补贴申请，我也不晓得",
            "老周问我屋顶的太阳能板补贴是按户还是按面积算，我也答不上来",
            "remind me, what's the deal with open work permits for spouses of PGWP holders?.",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        for not in [
            "honestly i dont know why i volunteered for this",
            "Customer from Bristol says the sideboard smells odd. I don't know what to do with that.",
            "someone had changed every desktop background to a goose and I still don't know how",
            "no i don't know why it took 3 weeks",
            "Sam's told me what happened at the meeting",
            "she was able to tell me what the dose is",
            "Honestly some days I don't know how we keep the lights on, but we do, somehow",
            "I've had the week from hell and I don't know where to start",
            "Someone in Harrogate has asked if we do try before you buy on the bookcase",
            "Support asked what version, it's 12.8.5.",
            "I asked if they deliver on Sundays and I didn't hear back",
        ] {
            assert_ne!(classify(not, "user"), Class::Open, "{not}");
        }
    }

    #[test]
    fn a_record_field_named_for_a_rule_is_no_rule() {
        for field in ["\"policy_no\": \"RMH8628717\",", "  \"rule_id\": \"R-12\","] {
            assert_ne!(classify(field, "user"), Class::Constraint, "{field}");
        }
        assert_eq!(classify("our policy: no refunds after 30 days", "user"), Class::Constraint);
    }

    #[test]
    fn a_code_span_of_a_word_or_two_is_a_programs_part_but_a_formula_an_address_or_a_file_is_not() {
        for bare in
            ["`git add`", "`ss -tln`", "`--retries 2`", "`sudo `", "`colnames(counts)`", "`dobinSTAR2013`"]
        {
            assert!(is_bare_code(bare), "{bare}");
        }
        for kept in [
            "`=EDATE(G52,12)`",
            "`ssh pi@192.168.20.101`",
            "`w32tm /resync`",
            "`ping 10.0.0.2`",
            "`results.csv`",
            "`docker compose up -d`",
            "git add",
        ] {
            assert!(!is_bare_code(kept), "{kept}");
        }
    }

    #[test]
    fn a_question_of_what_someone_did_keeps_its_asking_words() {
        for q in
            ["what did we leave on fire?", "how do I reset the router?", "when did they move the server?"]
        {
            assert_eq!(compact_as(q, Some(Class::Open)), q);
        }
        assert_eq!(compact_as("what is the wifi password?", Some(Class::Open)), "the wifi password?");
    }

    #[test]
    fn a_newcomer_says_their_role() {
        assert_eq!(
            self_introduction("hi all - i'm the new volunteer coordinator, please loop me in").as_deref(),
            Some("new volunteer coordinator")
        );
        assert_eq!(
            self_introduction("大家好，我是新来的理事长，生产相关的事麻烦都拉上我").as_deref(),
            Some("新来的理事长")
        );
        assert_eq!(
            self_introduction("I've taken over as treasurer and chair.").as_deref(),
            Some("treasurer")
        );
        assert_eq!(self_introduction("i'm the one who asked about the van"), None);
    }

    #[test]
    fn a_last_clause_that_asks_and_words_that_only_look_like_rules_set_none() {
        for q in [
            "if I put the large box up by 75p and we do 64 a week, how much is that a month",
            "Mum wants to put the rents up at Marlow Court, how much notice do we have to give these days",
            "我每场的调色都不太一样，别人是怎么保持统一的",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        for not in [
            "今天称果子的秤好像不准，我得找个砝码试试",
            "至少邮件不会淋湿。",
            "携程上来了个差评，帮我回一下，别吵架",
            "再暖一点 别那么官方",
            "不要太营销",
            "不要，今天不想知道",
        ] {
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
        for rule in ["至少提前一个月通知租客", "以后不准在群里发广告", "帮我记住：别在周末给客户打电话"]
        {
            assert_eq!(classify(rule, "user"), Class::Constraint, "{rule}");
        }
    }

    #[test]
    fn choices_after_ok_so_or_a_dashed_lead_and_rules_by_only_to_shall_not_or_a_named_condition() {
        for d in [
            "ok so we run the point prevalence audit monthly, mainly because the ICB wants trend data not snapshots.",
            "change of plan - let Sunil do the gas checks for both buildings",
            "I'd rather skip the big expo this year; the booth alone would eat the entire marketing budget",
            "计划是周三的 poster session 不去了（准备报告要花一整个下午）",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for not in ["let me know when the van is back", "I'd rather not, to be honest"] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
        }
        for c in [
            "oh and I'll only ever switch Moodle into maintenance mode once the cover supervisors have been warned",
            "condition 14: \"The licence holder shall not take cash rent without giving a written receipt.\"",
            "note for the file - the system won't let you reopen a closed claim without a new peril code.",
            "Just a reminder - on Mill Lane pay the settlement by BACS only to the account on the policy",
            "Sophie's one condition for the lab staying in the cupboard: keep the kids' tablets on the filtered DNS",
            "等他们干满一个星期了再给采摘工人预支工资",
        ] {
            assert_eq!(classify(c, "user"), Class::Constraint, "{c}");
        }
        for not in ["等一下再说吧", "等他们回来再说", "I'll only be a minute"] {
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
        assert_eq!(
            parts(
                "oh and you can merge anything into release/1.0, but only after the nightly is green",
                "user"
            ),
            vec![(
                Class::Constraint,
                "oh and you can merge anything into release/1.0, but only after the nightly is green"
                    .to_string()
            )]
        );
        // (A reason in full-width brackets or after a semicolon is a reason.)
        assert!(has_reason("数据库留在服务器上换块大盘（因为云数据库比他们现在多花三倍）"));
        assert!(has_reason("we'll realign everything with STAR; reviewer 1 questioned the recall"));
    }

    #[test]
    fn a_long_lead_that_speaks_of_the_rule_goes_and_do_not_stays() {
        assert_eq!(
            compact(
                "I should have said this at the start: nobody touches the panels without nitrile gloves during unpacking."
            ),
            "nobody touches the panels without nitrile gloves during unpacking."
        );
        assert_eq!(
            compact(
                "Please make a note of this, as it is one of my own rules and I want it applied without exception: the works must travel by road only for every leg within continental Europe."
            ),
            "the works must travel by road only for every leg within continental Europe."
        );
        // A lead that says where or when the rule holds stays.
        let scoped = "During the install week, and I mean the whole week, for everyone on the floor: no food or drink near the crates.";
        assert!(compact(scoped).contains("install week"), "{}", compact(scoped));
        assert!(compact("Please do not let me double-book it.").starts_with("do not let me"));
        assert!(insists(
            "It is not negotiable, and I would rather be thought pedantic than explain a damaged object."
        ));
        assert!(!insists("The price is not negotiable"));
    }

    #[test]
    fn a_short_lead_that_only_heads_a_fact_goes_but_one_the_fact_needs_stays() {
        let rule = Some(Class::Constraint);
        for (line, class, want) in [
            (
                "note for the file - the system won't let you reopen a closed claim without a new peril code.",
                rule,
                "the system won't let you reopen a closed claim without a new peril code.",
            ),
            (
                "remind me if i ever forget — only do Proxmox major upgrades with a monitor and keyboard attached",
                rule,
                "only do Proxmox major upgrades with a monitor and keyboard attached",
            ),
            (
                "请提醒各位监考：考试局没有书面批准的话不得复印试卷。",
                rule,
                "考试局没有书面批准的话不得复印试卷。",
            ),
            (
                "Quick update from me: I've decided to put the nightly backups on a Storage Box — the USB disk on the NAS is nearly full.",
                Some(Class::Decision),
                "I've decided to put the nightly backups on a Storage Box — the USB disk on the NAS is nearly full.",
            ),
            // (A clause about the message itself: how it was sent, that it is a note.)
            (
                "quick voice note while I'm out on the RIB — never take the RIB out alone after dark",
                rule,
                "never take the RIB out alone after dark",
            ),
            (
                "note to self (well, note to you): the registrar ticket for the DNS mess is TKT-916300",
                rule,
                "the registrar ticket for the DNS mess is TKT-916300",
            ),
            (
                "where was I, oh yeah, uh, HM-74757 is the team day booking",
                rule,
                "HM-74757 is the team day booking",
            ),
            ("语音转文字，以后周末不接散客", rule, "以后周末不接散客"),
        ] {
            assert_eq!(compact_as(line, class), want, "{line}");
        }
        // (Not a long Chinese clause that goes on to the fact, nor a clause about something
        // else that only shares a word with such a lead.)
        let line = "语音转文字：我想了一下还是冲印换到杭州本地那家因为上海那家寄过来要三四天，还压坏过一次";
        assert!(compact_as(line, Some(Class::Decision)).contains("冲印换到杭州本地那家"), "{line}");
        for line in ["语音识别老出错，明天换个麦", "writing this report took ages, so never again"]
        {
            assert_eq!(compact_as(line, Some(Class::Decision)), line);
        }
        // The lead stays when the rest is a condition of it, names someone, or is no fact alone.
        for (line, class) in [
            ("update the POS — never on Friday or weekends", rule),
            ("give out the Wi-Fi password: only to paying customers", rule),
            ("杀虫公司进店：只能早上七点开门前。", rule),
            ("小红书发每日出炉：梅姐看过照片才能发", rule),
            (
                "Mateo Kristiansen — the department's finance administrator — already replied (that was fast??)",
                Some(Class::Open),
            ),
            ("Tomasz — please make sure you use pandas 2.3.3 for the reruns", rule),
            ("use the small van - the big one is in for its MOT", Some(Class::Decision)),
            (
                "waive the amendment fee today? — Hold off! only for travellers who booked before November.",
                rule,
            ),
        ] {
            let out = compact_as(line, class);
            let lead = line.split([':', '：', '—', '-']).next().unwrap().trim();
            assert!(out.contains(lead), "{line} → {out}");
        }
    }

    #[test]
    fn a_result_that_found_nothing_says_so() {
        for nothing in [
            "inbox → 0 messages matching \"Summit Lane Freight\" in the last 14 days.",
            "bookings → No bookings for Hollins Farm",
            "search → found 0 results",
            "ssh → error: permission denied",
            "查询 → 共0条记录",
            "查询 → 未找到相关订单",
        ] {
            assert!(found_nothing(nothing), "{nothing}");
        }
        for found in [
            "search → 10 results, first: INV-70487",
            "db → 20 records, latest 2026-11-02",
            "查询 → 共10条记录",
            "ssh_exec → 8:port = 5901",
        ] {
            assert!(!found_nothing(found), "{found}");
        }
    }

    #[test]
    fn noting_that_a_choice_was_made_names_no_choice() {
        for noting in [
            "Noted as decided.",
            "recorded as decided.",
            "decision — noted, along with why.",
            "2) Noted as decided.",
            "好的，决定记下了。",
            "Makes sense — logged as decided.",
            "决定已记录。",
        ] {
            assert!(only_notes_a_choice(noting), "{noting}");
        }
        for choice in [
            "Noted - you'll buy a second bladder scanner since we wait 40 minutes borrowing one.",
            "Recording the decision as you put it: imaging with Autopilot instead of WDS.",
            "好，我把这个决定记下来：用安达搬家。",
            "decided on v2",
        ] {
            assert!(!only_notes_a_choice(choice), "{choice}");
        }
    }

    #[test]
    fn a_line_that_names_nothing_says_little() {
        for vague in
            ["can't move it", "is it too much?", "was that too low?", "why?", "honest, is it too much?"]
        {
            assert!(says_little(vague, 2), "{vague}");
        }
        for named in [
            "never deploy on Fridays",
            "who owns the SSO migration?",
            "ask Priya Raman",
            "port 8443?",
            "q for later: a backup plan for the Pi??",
        ] {
            assert!(!says_little(named, 2), "{named}");
        }
    }

    #[test]
    fn chinese_familiar_names_mentions_compound_surnames_and_names_after_a_verb_of_asking() {
        let names = |t: &str| people(t);
        assert_eq!(names("昨天跟老何聊过了，没问题"), vec!["老何"]);
        assert_eq!(names("合同的事找小邓就行"), vec!["小邓"]);
        assert_eq!(names("合同的事找@阿杰就行"), vec!["@阿杰"]);
        assert!(names("下次开会叫上欧阳慧琳").contains(&"欧阳慧琳".to_string()));
        assert!(
            names("老婆说：周五之前问一下覃志刚相册排版的事").contains(&"覃志刚".to_string()),
            "{:?}",
            names("老婆说：周五之前问一下覃志刚相册排版的事")
        );
        assert!(names("提醒我给褚老师发个微信").contains(&"褚老师".to_string()));
        for none in ["微信小程序做客片交付", "延迟小于100ms", "还是老方法", "阿姨说今天不来", "阿里云的账单"]
        {
            assert!(names(none).is_empty(), "{none}: {:?}", names(none));
        }
        assert!(
            names("I'll note Anouk van der Berg as the electrician")
                .contains(&"Anouk van der Berg".to_string())
        );
    }

    #[test]
    fn a_command_typed_without_backticks_after_run_or_opening_a_sentence_is_kept_whole() {
        // (After an equals sign, "are", or Chinese text.)
        for (line, cmd) in [
            (
                "note - resyncing the exam room clocks = w32tm /resync /computer:EXAMCLOCK17 (Dev wrote it on a post-it)",
                "`w32tm /resync /computer:EXAMCLOCK17`",
            ),
            (
                "ok so the magic words are unifi-cli restart-ap --site marlow --name MC-AP-Stairs-1 so yeah",
                "`unifi-cli restart-ap --site marlow --name MC-AP-Stairs-1`",
            ),
            (
                "哦对 rclone copy nas:/cam/hall oss:minsu-cam --max-age 29d 这个是上次管用的那个",
                "`rclone copy nas:/cam/hall oss:minsu-cam --max-age 29d`",
            ),
            (
                "手动跑一次系统备份？用这个 vlcli backup run --target ds920 --keep 35 ，老陈教的",
                "`vlcli backup run --target ds920 --keep 35`",
            ),
        ] {
            assert!(identifiers(line).contains(&cmd.to_string()), "{line}: {:?}", identifiers(line));
        }
        // (Not an English word among Chinese, nor a word after "are".)
        assert!(identifiers("这个 bug 很烦，我们用 Excel 做的").is_empty());
        assert!(identifiers("the kids are fine now, they went to bed").is_empty());
        let ids = identifiers(
            "Priya says: run du -sh ~/Pictures/clients/lindqvist first, then tell her what it prints",
        );
        assert!(ids.contains(&"`du -sh ~/Pictures/clients/lindqvist`".to_string()), "{ids:?}");
        let ids = identifiers("try sudo systemctl restart nginx and see");
        assert!(ids.contains(&"`sudo systemctl restart nginx`".to_string()), "{ids:?}");
        let ids = identifiers("ok: gsutil -m cp gs://exports/accounts/*.parquet . then load it");
        assert!(ids.contains(&"`gsutil -m cp gs://exports/accounts/*.parquet .`".to_string()), "{ids:?}");
        let ids = identifiers("run ./scripts/rotate_keys.sh --env prod --dry-run first");
        assert!(ids.contains(&"`./scripts/rotate_keys.sh --env prod --dry-run`".to_string()), "{ids:?}");
        let ids = identifiers("crontab -l | grep backup_maple. then send me the output");
        assert!(ids.contains(&"`crontab -l | grep backup_maple`".to_string()), "{ids:?}");
        let ids = identifiers("ran journalctl -u receipt-printer -n 50 and got a wall of red text");
        assert!(ids.contains(&"`journalctl -u receipt-printer -n 50`".to_string()), "{ids:?}");
        // Words that are programs' names in plain prose are no command.
        for prose in [
            "I will make it work tonight",
            "let's go for a walk",
            "we ran out of time at 5",
            "make sure the 3 backups run",
            "Find the 2 files. head to the 5th floor",
        ] {
            assert!(
                !identifiers(prose).iter().any(|i| i.starts_with('`')),
                "{prose}: {:?}",
                identifiers(prose)
            );
        }
    }

    #[test]
    fn posts_courses_and_a_word_before_an_honorific_are_no_names() {
        for (text, none) in [
            ("Dear Colleague,", "Colleague"),
            ("Dear Exams Officer, please note the new dates", "Exams Officer"),
            ("\"title\": \"C670U1 GCSE Film Studies C1\"", "Film Studies"),
            ("\"title\": \"AQA 8700/2 GCSE English Lang P2 (AM)\"", "English Lang"),
            ("Ruby Walsh goes in rm 5 for GCSE French Listening (H), not rm 14", "French Listening"),
            ("reader for Reuben Brooks in A-level Maths Pure 1 = Rosalind Okonkwo", "Maths Pure"),
            ("\"title\": \"Meet Dev re laptops\"", "Meet Dev"),
            ("Did Dr Reilly say anything about the dressing?", "Did"),
        ] {
            let found = people(text);
            assert!(!found.iter().any(|p| p.contains(none)), "{text}: {found:?}");
        }
        // The people beside them stay, and so does someone greeted by name or with a role
        // written in capitals before them.
        assert_eq!(
            people("reader for Reuben Brooks in A-level Maths Pure 1 = Rosalind Okonkwo"),
            vec!["Reuben Brooks", "Rosalind Okonkwo"]
        );
        assert_eq!(people("Did Dr Reilly say anything about the dressing?"), vec!["Dr Reilly"]);
        // (A question opens at its verb, and the name after it.)
        assert_eq!(
            people("Did Herdade da Matinha reply about the packed lunches?"),
            vec!["Herdade da Matinha"]
        );
        assert_eq!(people("Has Priya Raman sent the deck?"), vec!["Priya Raman"]);
        // Chinese names: one who turned up, one a particle ends, none whose given name is one.
        assert_eq!(people("翁若溪过来了，说水电要改一下"), vec!["翁若溪"]);
        assert_eq!(people("负责人就是赵子涵啊"), vec!["赵子涵"]);
        assert!(people("OP的帆又是白的。").is_empty());
        // (After a word of when, a trade, or 的 and what they have; one of a rarer surname.)
        for (text, name) in [
            ("上午来了两对看样片的，中午翁若溪过来了，婚庆那边的策划", "翁若溪"),
            ("原来黄明辉就是税务局代开发票窗口的工作人员啊", "黄明辉"),
            ("新来的监考陈秀英，周二开始上班", "陈秀英"),
            ("隔壁的冯晓燕有钥匙，可以过去帮忙", "冯晓燕"),
            ("白露刚在群里说 Demo 第三天会卡在地窖里", "白露"),
            ("那个农技站的技术员，艾佳佳，又打电话来了", "艾佳佳"),
        ] {
            assert_eq!(people(text), vec![name], "{text}");
        }
        assert!(people("今天天气很好，黄金周要到了").is_empty());
        assert_eq!(people("Dear Hannah Okafor, thanks for the quote"), vec!["Hannah Okafor"]);
        assert!(people("They've confirmed the visit with Tom").iter().all(|p| !p.contains("They")));
        for firm in ["Lakes Marine Construction", "Mereside Joinery", "Harbourline Brokers", "Kentmere Sails"]
        {
            let text = format!("the quote from {firm} came in, Oksana Tasker says it's fine");
            assert_eq!(people(&text), vec!["Oksana Tasker"], "{text}");
        }
        assert!(people("our CTO Marta Szabo signs off on it").contains(&"Marta Szabo".to_string()));
        assert!(
            people("our CTO Marta Szabo (since May) signs off").iter().any(|p| p.starts_with("Marta Szabo"))
        );
    }

    #[test]
    fn orders_with_their_condition_after_choices_settled_and_questions_put_to_me_are_read() {
        for rule in [
            "let pest control in — before 7am opening only",
            "run the POS backup, after the Z-report is closed.",
            "- give out the Wi-Fi password: only to paying customers",
            "ok remind Jonah: let Jonah sign the cover letters as long as nothing goes to the court under his name",
            "um i don't want anyone to let instructors go out on their own after four in the afternoon in winter.",
            "in anything above a force 4 we simply don't tow more than two dinghies with the small RIB",
        ] {
            assert_eq!(classify(rule, "user"), Class::Constraint, "{rule}");
        }
        for plain in [
            "I've lived here as long as I can remember",
            "take as long as you need with the draft",
            "check the oven, after that call me",
            "send it over, if you can",
            "ran the backup, after the Z-report closed",
            "cleaned the fryer - only took an hour",
        ] {
            assert_ne!(classify(plain, "user"), Class::Constraint, "{plain}");
        }
        for choice in [
            "print the allergen labels ourselves lah.",
            "made the call to send retainer letters by e-signature only because the last two paper ones came back with pages missing.",
            "I'm going to skip the s. 30 assessment because it would add four months.",
        ] {
            assert_eq!(classify(choice, "user"), Class::Decision, "{choice}");
        }
        for not_chosen in [
            "made the call to the insurer this morning",
            "can lah",
            "aiya so expensive lah",
            "don't know lah",
        ] {
            assert_ne!(classify(not_chosen, "user"), Class::Decision, "{not_chosen}");
        }
        for q in [
            "bee leng ask me about the CPF for part-timers above 55, i also dunno",
            "something that's been bugging me is whether our old moorings survey is still good enough for the new buoys",
            "I keep asking myself if Jess's instructor ticket needs revalidating before the season starts",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        // A tag alone asks nothing; "do you know anything about X?" is not answered by "ok".
        assert_eq!(classify("right?", "user"), Class::Plain);
        assert!(!yes_or_no(
            "do you know anything about the next update to the child support tables?",
            "Got it - logged.",
            true
        ));
        assert_eq!(sentences("skip the s. 30 assessment. reason: cost").len(), 2);
    }

    #[test]
    fn a_reference_in_groups_after_its_label_is_one_identifier() {
        let ids =
            identifiers("for the record, the Purolator tracking number for Kaur's originals: 3353 1092 9477");
        assert!(ids.contains(&"3353 1092 9477".to_string()), "{ids:?}");
        let ids = identifiers("account no. 4410 2231 07 at the bank");
        assert!(ids.contains(&"4410 2231 07".to_string()), "{ids:?}");
        // A list of numbers has no label: no one number of them all.
        let ids = identifiers("open ports 8080 8081 8443 on the box");
        assert!(
            ids.contains(&"8443".to_string()) && !ids.iter().any(|id| id.contains("8080 8081")),
            "{ids:?}"
        );
    }

    #[test]
    fn a_spreadsheet_formula_and_a_query_are_one_identifier_each() {
        for (text, formula) in [
            ("i put =ROUND(F3*0.09,2)", "`=ROUND(F3*0.09,2)`"),
            ("in the excel for GST i put =F3*0.9.", "`=F3*0.9`"),
            ("我写的是=ROUND(D5/1.01*0.01,2)", "`=ROUND(D5/1.01*0.01,2)`"),
            (
                "the formula is =VLOOKUP(A2,Prices!A:C,3,FALSE) in column D",
                "`=VLOOKUP(A2,Prices!A:C,3,FALSE)`",
            ),
            ("use =IF(B2>0, \"paid\", \"due\") there", "`=IF(B2>0, \"paid\", \"due\")`"),
        ] {
            assert!(identifiers(text).contains(&formula.to_string()), "{text}: {:?}", identifiers(text));
        }
        for (text, query) in [
            (
                "Shortfall report query: SELECT item_code, description, qty_on_hand FROM dbo.Stock WHERE qty_on_hand < reorder_level AND site_code = 'OPD'",
                "`SELECT item_code, description, qty_on_hand FROM dbo.Stock WHERE qty_on_hand < reorder_level AND site_code = 'OPD'`",
            ),
            (
                "run \"UPDATE users SET active = 0 WHERE id = 7\" tonight",
                "`UPDATE users SET active = 0 WHERE id = 7`",
            ),
            ("DELETE FROM sessions WHERE age > 30; then vacuum", "`DELETE FROM sessions WHERE age > 30;`"),
        ] {
            assert!(identifiers(text).contains(&query.to_string()), "{text}: {:?}", identifiers(text));
        }
        // ("SELECT a venue FROM the list" in capitals is rare; "select the one from Tuesday" is
        // prose.)
        assert!(!identifiers("please select the one from Tuesday").iter().any(|id| id.contains("select")));
        // A line of thousands is read once (this took minutes when each was searched from the
        // start).
        let many = "=A1+1 ".repeat(20_000);
        assert_eq!(spreadsheet_formulas(&many).len(), 20_000);
        let selects = "SELECT ".repeat(20_000);
        assert!(identifiers(&selects).iter().all(|id| !id.starts_with("`SELECT")));
        // No formula: an assignment, a sum written out, a bracket left open.
        for text in
            ["set retries=3 in the config", "x = 5 and y == 6", "=SUM(A1:A3 and more", "2+2 = 4", "= Notes ="]
        {
            assert!(
                !identifiers(text).iter().any(|id| id.starts_with("`=")),
                "{text}: {:?}",
                identifiers(text)
            );
        }
    }

    #[test]
    fn a_phone_number_in_groups_is_one_identifier() {
        for (text, number) in [
            ("please call me directly on 01632 709405 and ask for Priya", "01632 709405"),
            ("Tel: 020 7946 0958.", "020 7946 0958"),
            ("ring +44 20 7946 0958 after six", "+44 20 7946 0958"),
            ("\"phone\": \"07700 900421\",", "07700 900421"),
        ] {
            let ids = identifiers(text);
            assert!(ids.contains(&number.to_string()), "{text}: {ids:?}");
            assert_eq!(ids.iter().filter(|id| number.contains(id.as_str())).count(), 1, "{text}: {ids:?}");
            assert!(is_phone_number(number));
        }
        // Many in one line are read in one pass, in order.
        let many = "call 01632 709405 or ".repeat(20_000);
        assert_eq!(identifiers(&many), vec!["01632 709405"]);
        assert_eq!(identifiers("01632 709405 then 020 7946 0958"), vec!["01632 709405", "020 7946 0958"]);
        // Times, years and a number running on into a word or a decimal are no phone number.
        for text in ["at 0930 1100 and 1400", "version 0.6.0 2024 release", "0800 123.5 kg", "0800 1234567x"]
        {
            assert!(!identifiers(text).iter().any(|id| id.contains(' ') && is_phone_number(id)), "{text}");
        }
    }

    #[test]
    fn weekdays_ordinals_lone_flags_and_small_counts_are_weak_identifiers() {
        for weak in
            ["Thursday", "20th", "--env", "2 people", "周六", "下周三", "星期天", "4个", "3天", "48小时"]
        {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in [
            "Thursday 12 March",
            "March 20th",
            "--env=prod",
            "SUP-3855",
            "$250",
            "port 6300",
            "40 people",
            "30天",
            "周六9点",
            "7月4号",
            "3386元",
        ] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn conditional_orders_typo_negations_promises_and_chinese_settled_choices_are_classified() {
        for c in [
            "before any refund goes out, tell the account owner first",
            "if an enterprise account escalates, cc finance on the thread",
            "every time we change prices, post in the launch channel",
            "reminder that we cant email the whole customer list after 6pm",
            "new rule: every time we change prices we snapshot the database",
            "policy says don't rotate the signing keys on a release day",
        ] {
            assert_eq!(classify(c, "user"), Class::Constraint, "{c}");
        }
        for not in [
            "if you want, we can meet at 5",
            "when I got back, the report was ready",
            "after the call, Tom said hi",
        ] {
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
        assert_eq!(
            classify(
                "Understood — I won't suggest that you reboot the web server during school runs.",
                "assistant"
            ),
            Class::Constraint
        );
        assert_ne!(classify("I won't be able to see your inbox.", "assistant"), Class::Constraint);
        // How it speaks is no promise about the work.
        for plain in
            ["Not great, I won't pretend otherwise.", "Nothing in the pack covers that, so I won't guess."]
        {
            assert_ne!(classify(plain, "assistant"), Class::Constraint, "{plain}");
        }
        assert_eq!(
            classify(
                "Adding to the runbook: whenever a contract changes, snapshot the database.",
                "assistant"
            ),
            Class::Constraint
        );
        assert_ne!(classify("If you want, run the export first.", "assistant"), Class::Constraint);
        assert_eq!(
            classify("hard no on anyone trying to delete customer exports before legal has seen it", "user"),
            Class::Constraint
        );
        for d in ["就租灯不买灯吧，买的话明年夏天都回不了本", "先招一个外包吧，毕竟几个大客户点名要"]
        {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        assert_ne!(classify("你先休息吧", "user"), Class::Decision);
        assert_ne!(classify("今天就到这吧，后面再聊", "user"), Class::Decision);
        assert_eq!(classify("哎，`du -sh /var/lib/x/*` 搞定了！", "user"), Class::Progress);
        assert_eq!(classify("便宜点的吧台台面吧，反正过两年要重装", "user"), Class::Decision);
        assert_eq!(classify("周薪制吧，没啥好犹豫的，厨工大多手头紧", "user"), Class::Decision);
        assert_eq!(classify("收海鲜这件事，探针超过5度的时候一律不行", "user"), Class::Constraint);
        assert_eq!(classify("早上10点测温之前绝对别开始备料", "user"), Class::Constraint);
        assert_eq!(people("明天让郑丽华过来一趟"), vec!["郑丽华"]);
        assert_eq!(people("顺便说一句，让唐诗雨把发行合同再过一遍"), vec!["唐诗雨"]);
        assert_eq!(people("作曲那边我找了谢婷婷，报价还没回"), vec!["谢婷婷"]);
        assert!(people("我找了很久，还是没找到").is_empty());
        assert_ne!(classify("酱汁和配菜下午统一做好，出餐的时候只需要装盘", "assistant"), Class::Constraint);
        assert_eq!(
            parts("ok decided, a Friday delivery deadline for all galleries", "user"),
            vec![(Class::Decision, "ok decided, a Friday delivery deadline for all galleries".to_string())]
        );
        assert_eq!(classify("still no idea who's dealing with the drone permit", "user"), Class::Open);
        assert_eq!(classify("hm, did anyone ever reply about the studio rent increase", "user"), Class::Open);
    }

    #[test]
    fn ordinal_dates_and_chinese_names_after_shi_or_before_a_verb_are_kept() {
        assert!(
            identifiers("interview loop is scheduled for the 22nd of May")
                .contains(&"the 22nd of May".to_string())
        );
        assert!(
            identifiers("due 3rd of Sept.").contains(&"3rd of Sept".to_string()),
            "{:?}",
            identifiers("due 3rd of Sept.")
        );
        assert!(
            people("最后签字的是欧阳静，不是他们CTO").contains(&"欧阳静".to_string()),
            "{:?}",
            people("最后签字的是欧阳静，不是他们CTO")
        );
        assert!(people("跟蔡晓岚聊过了，她觉得没啥问题").contains(&"蔡晓岚".to_string()));
        assert!(people("下周一宋雨桐入职").contains(&"宋雨桐".to_string()));
    }

    #[test]
    fn agreed_choices_pls_dont_conditional_rules_and_questions_on_a_thing_are_classified() {
        assert_eq!(
            classify("prof says boxed lunches and honestly fair, it saves us a week", "user"),
            Class::Decision
        );
        assert_eq!(
            classify("pls don't use the grant card for alcohol without the donor's OK", "user"),
            Class::Constraint
        );
        assert_eq!(
            classify(
                "until the visa letters are out, we do NOT launch jobs on the preempt partition",
                "assistant"
            ),
            Class::Constraint
        );
        assert_eq!(classify("is the livestream license even on anyone's radar", "user"), Class::Open);
        assert_eq!(classify("let us lock it: printed badges only", "user"), Class::Decision);
    }

    #[test]
    fn a_cue_inside_another_word_or_an_assistants_advice_is_no_constraint() {
        assert_ne!(classify("go ahead whenever you are ready.", "user"), Class::Constraint);
        assert_ne!(
            classify("checkpoint long runs so that a preemption costs you at most an hour", "assistant"),
            Class::Constraint
        );
        assert_eq!(classify("keep the budget at most 5k", "user"), Class::Constraint);
        assert_eq!(classify("never touch prod on Fridays", "user"), Class::Constraint);
    }

    #[test]
    fn a_weekday_before_a_date_stays_with_it_as_written() {
        assert!(identifiers("cutover is pencilled in for Tue 12 Sep").contains(&"Tue 12 Sep".to_string()));
        let ids = identifiers("launch on Friday, March 3 at noon");
        assert!(
            ids.contains(&"Friday, March 3".to_string()) && !ids.contains(&"Friday".to_string()),
            "{ids:?}"
        );
        assert!(identifiers("due 12 Sep").contains(&"12 Sep".to_string()));
    }

    #[test]
    fn a_long_question_is_answered_on_its_subject_not_by_one_word_in_passing() {
        let q = "wait, what's happening with the loft conversion planning permission?";
        assert!(!answers(q, "first, what has to happen this week; what can quietly wait until later."));
        assert!(answers(q, "The loft conversion planning permission came through on Monday."));
        assert!(answers("who owns billing?", "Billing is Priya's."));
    }

    #[test]
    fn choices_after_a_talk_rules_said_back_and_orders_with_bie() {
        for (text, role) in [
            (
                "right so talked it over with Sam and its Blue Hare as the main kiln, they answer the phone basically",
                "user",
            ),
            ("board voted and it's Harbor Sound Rentals.", "user"),
            ("after all that back and forth we landed on the old rail yard lot", "user"),
            (
                "Agreed and noted: a flat EU shipping rate, because nobody understands the weight bands.",
                "assistant",
            ),
            (
                "So the call is printing labels in-house, given that the warehouse charges per label.",
                "assistant",
            ),
            ("同意，记下了：月结，理由是对账方便。", "assistant"),
            ("理事会投票了，选旧货场那块空地，理由是去年城管已经批过那块地", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Decision, "{text}");
        }
        for text in ["we talked it over and it's fine", "long discussion, its kind of a mess"] {
            assert_ne!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert!(has_reason("printing labels in-house, given that the warehouse charges per label"));
        for (text, role) in [
            ("不要在周五部署，理由是没人值班", "user"),
            ("Understood: you copy the db to the USB stick before any plugin update.", "assistant"),
            (
                "the insurer's letter is explicit that we may not post the rota publicly before every shift lead has signed off",
                "assistant",
            ),
            ("对了，以后入库的时候都得两个人一起点数。", "user"),
            ("记住，盘点之前别把次品给摄影师", "user"),
            ("明白，没拍破损照片的话我不会接受特价品退货", "assistant"),
            ("whatever happens dont email the whole volunteer list without using BCC ok", "user"),
            ("so dont restart the box while the export runs", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Constraint, "{text}");
        }
        for (text, role) in [
            ("别人都走了，我们也撤吧", "user"),
            ("这个特别好用", "user"),
            ("I don't like it when the build breaks before lunch", "user"),
            ("Understood: the fair is on Saturday.", "assistant"),
        ] {
            assert_ne!(classify(text, role), Class::Constraint, "{text}");
        }
        assert_eq!(classify("ok still haven't figured out VAT on kiln samples tbh", "user"), Class::Open);
        assert_eq!(
            classify("random q, what are we doing about the green room catering", "user"),
            Class::Open
        );
        assert_eq!(
            compact("ok still haven't figured out VAT on kiln samples tbh"),
            "VAT on kiln samples tbh?"
        );
        assert_eq!(people("快递站的小李又打电话来问那托货的事"), vec!["小李"]);
        assert_eq!(people("刚跟保险公司的何雨桐通完电话，说了半个小时"), vec!["何雨桐"]);
        assert_eq!(classify("final.", "user"), Class::Decision);
        for news in
            ["the call is at 3pm tomorrow", "the package landed on the doorstep", "the plan is in the doc"]
        {
            assert_ne!(classify(news, "user"), Class::Decision, "{news}");
        }
        assert_eq!(
            classify(
                "going to use the portal's e-signature -- clients kept losing the paper authorizations",
                "user"
            ),
            Class::Decision
        );
        assert_ne!(classify("going to go stare at a wall -- lol", "user"), Class::Decision);
        assert_eq!(
            classify(
                "reminder: always log each e-file submission in the tracker on the same day it goes out",
                "assistant"
            ),
            Class::Constraint
        );
        assert_eq!(
            classify("random q -- the second monitor budget, are we dealing with that or not", "user"),
            Class::Open
        );
        assert_eq!(classify("还有五月的合伙人团建，是不是又没人管了", "user"), Class::Open);
        assert_eq!(
            classify("after all that back and forth, a Google Form for signups.", "user"),
            Class::Decision
        );
        assert_ne!(classify("after all that, we went home.", "user"), Class::Decision);
        assert_eq!(
            classify("so the plan is bf16 mixed precision (why? fp16 kept giving me NaNs)", "user"),
            Class::Decision
        );
        assert_eq!(
            classify("so the plan is two drivers per van (why? insurance requires it).", "user"),
            Class::Decision
        );
        assert_eq!(
            classify(
                "anyway reminder that nobody is to promise repair dates when there's only one mechanic on shift",
                "user"
            ),
            Class::Constraint
        );
        assert_eq!(
            classify(
                "Keep in mind that the policy says not to run a trip if fewer than six people sign up.",
                "assistant"
            ),
            Class::Constraint
        );
        assert_eq!(
            classify(
                "nice — anyway, should i ask about the club domain renewal or is that a dumb question",
                "user"
            ),
            Class::Open
        );
        assert_eq!(
            classify("honestly who even decides the shop's winter opening hours", "user"),
            Class::Open
        );
        assert_eq!(people("表格上还需要小林签字"), vec!["小林"]);
        assert_eq!(people("答辩委员会加了杨帆，听说特别严"), vec!["杨帆"]);
        assert_eq!(people("联系人表里我把场地方的何文博加上了"), vec!["何文博"]);
        // (对方, 甲方, 押金, 太高, 每周: words that end in a surname's character name no one.)
        for none in ["对方只想先拿到押金条款", "跟甲方预算（还没到）再对一下", "价格太高的话每周汇总一次"]
        {
            assert_eq!(people(none), Vec::<String>::new(), "{none}");
        }
        assert_eq!(people("对方的方经理说可以"), vec!["方经理"]);
        assert_eq!(people("当天就付了！，林晓彤又发消息问满天星的事"), vec!["林晓彤"]);
        assert_eq!(people("要是赵雪梅打电话来就说我在森林教堂"), vec!["赵雪梅"]);
        assert_eq!(people("跟你说个事，蔺雪梅居然回电话了！"), vec!["蔺雪梅"]);
        assert_eq!(people("小糜居然回电话了！才等了三个星期"), vec!["小糜"]);
        for text in [
            "slept on it: we'll keep the Tado thermostats since she might move for work in spring",
            "I'm going to self-manage flat 2, mediation went nowhere twice so there's no point dithering",
            "跟小林商量完，请顺达水电，毕竟她开春可能要调动工作",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        for text in [
            "sorry long day - remind me i never found out about the HMO licence renewal",
            "sorry long day - random but is the carbon monoxide alarm in the loft my problem or the agency's",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        assert_eq!(
            classify(
                "Understood - nobody should hand out the master PIN on a bank holiday weekend.",
                "assistant"
            ),
            Class::Constraint
        );
        assert_ne!(
            classify("Got it — I will treat that as settled unless you say otherwise", "assistant"),
            Class::Constraint
        );
        assert_ne!(
            classify("Got it, the demo is before lunch unless you say otherwise", "assistant"),
            Class::Constraint
        );
        assert_eq!(
            classify(
                "can you remember that we don't swap shifts without writing it in the handover book, ever",
                "user"
            ),
            Class::Constraint
        );
        for (text, role) in [
            (
                "just tell Jade it's printed seating cards, half the guests are over seventy and I'm not reopening it",
                "user",
            ),
            (
                "Then the decision is the locum agency instead of overtime, and the reason on record is that overtime is killing the payroll.",
                "assistant",
            ),
            ("fine, Vetsource for the online pharmacy.", "user"),
            ("we'll do the cloud backup plan - the closet floods every spring", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Decision, "{text}");
        }
        assert_ne!(classify("fine, thanks.", "user"), Class::Decision);
        for text in [
            "random but insurance for the ice sculpture — have we got an answer on that yet",
            "still no idea about parking for the band van tbh",
            "remind me, is the client portal login bug even our problem",
            "nobody answered me about the dosimeter badge service btw",
            "摄影师超时费怎么算啊",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        assert_eq!(
            sentences("is the gratuity even in the package and also ok we're going with Fernhill Catering"),
            vec!["is the gratuity even in the package", "ok we're going with Fernhill Catering"]
        );
    }

    #[test]
    fn more_ways_of_saying_a_decision_a_rule_or_an_open_ask() {
        // Decisions.
        assert_eq!(
            classify("we went with the umbrella policy, mostly because of the trampoline", "user"),
            Class::Decision
        );
        assert_eq!(
            classify("after the call we locked in Japanese and German as the first two", "user"),
            Class::Decision
        );
        assert_eq!(classify("砍掉双人模式，没得选，分屏镜头问题太多", "user"), Class::Decision);
        assert!(is_labelled_reason("reason: hourly billing blew up last time"));
        assert!(!is_labelled_reason("because it rained"));
        // Rules, whoever states them, when a condition binds them.
        assert_eq!(
            classify("the contract says we're required to call the attendance line by 8:30", "user"),
            Class::Constraint
        );
        let told = "The manual is explicit that you should not book nonrefundable flights before the school calendar is out.";
        assert_eq!(classify(told, "assistant"), Class::Constraint);
        let told = "Per the checklist, someone has to bump the build number after each playtest session.";
        assert_eq!(classify(told, "assistant"), Class::Constraint);
        assert_ne!(classify("You should not worry about it before Friday.", "assistant"), Class::Constraint);
        assert_eq!(
            classify("right, pls dont email the backers before the milestone payment lands again", "user"),
            Class::Constraint
        );
        assert_eq!(
            classify("孩子生病在家的早上八点半前得给学校打请假电话，没得商量", "assistant"),
            Class::Constraint
        );
        // Not rules: feelings, means, and what happened.
        assert_ne!(classify("CPA says don't panic", "user"), Class::Constraint);
        assert_ne!(
            classify("Gamescom people keep emailing us about booths we cant afford", "user"),
            Class::Constraint
        );
        assert_ne!(classify("players rarely miss features they never saw.", "assistant"), Class::Constraint);
        assert_ne!(classify("the first one never answered a single text", "user"), Class::Constraint);
        assert_ne!(classify("honestly the Harrogate lot never reply to anything", "user"), Class::Constraint);
        assert_ne!(classify("they never do exactly", "user"), Class::Constraint);
        assert_ne!(classify("Tuesdays are always quiet", "user"), Class::Constraint);
        assert_ne!(classify("if it's only one shelf, it's the kiln", "assistant"), Class::Constraint);
        assert_eq!(classify("we restock only on Mondays", "assistant"), Class::Constraint);
        assert_eq!(classify("we never ship on Fridays", "user"), Class::Constraint);
        assert_eq!(classify("never feed the cat after midnight", "user"), Class::Constraint);
        assert_ne!(
            classify("keeping a short log of what was decided and why is often more useful", "assistant"),
            Class::Decision
        );
        let ramble = "the desync only happens when two people join, which should be impossible — we serialise joins, except apparently we don't on the relay path";
        assert_ne!(classify(ramble, "user"), Class::Constraint);
        assert_eq!(classify("we don't deploy when the release manager is out", "user"), Class::Constraint);
        assert_ne!(classify("stretch goal still miles away", "user"), Class::Goal);
        assert_eq!(classify("the goal is a working NAS by March", "user"), Class::Goal);
        let note = "note to self: `git push origin HEAD:refs/for/cert-3` before every cert build or the manifest is stale";
        assert_eq!(classify(note, "user"), Class::Constraint);
        // An ask left for later.
        assert_eq!(
            classify("random but i keep forgetting to ask about the attic insulation rebate", "user"),
            Class::Open
        );
        assert_eq!(
            compact("random but i keep forgetting to ask about the attic insulation rebate"),
            "the attic insulation rebate?"
        );
        assert_eq!(
            compact("still no idea what we're doing about the home office deduction, thoughts?"),
            "the home office deduction, thoughts?"
        );
        assert_eq!(question_core("the home office deduction, thoughts?"), "the home office deduction?");
    }

    #[test]
    fn a_tight_decision_keeps_its_choice_and_a_condition_its_rule() {
        // A choice said first and its reason after a break stay together: the reason is no
        // plan of its own.
        for line in [
            "run the controlled drugs training in-house on a closed afternoon - sending everyone out would mean closing for a whole day.",
            "go cashless at Joo Chiat lah. counting cash takes 40 minutes every night",
            "made the call to stay on the LTS Moodle till summer: upgrading mid-year is asking for trouble",
            "design the crafting menu controller-first. a big chunk of our players are on Steam Deck, and I'm not relitigating it",
            "the treatment quote is separate anyway so we'll take the cheaper damp survey from Brightwell",
        ] {
            assert_eq!(choice_only(line), line, "{line}");
        }
        // Under Decisions, "do …" and "wait …" are the choice's verbs, not a question.
        assert_eq!(
            compact_as(
                "do the outboard servicing in-house this year (Tom's finished the course)",
                Some(Class::Decision)
            ),
            "do the outboard servicing in-house this year (Tom's finished the course)"
        );
        assert_eq!(
            compact("ok wait twenty-four hours before replying to any negative review"),
            "wait twenty-four hours before replying to any negative review"
        );
        assert_eq!(compact("go with larch cladding on the barn"), "go with larch cladding on the barn");
        assert_eq!(
            compact("ok we'll go with Sentry — less vendor lock-in."),
            "Sentry — less vendor lock-in."
        );
        // What a condition holds for is no label; the main clause after a condition stays.
        assert_eq!(
            compact("pay any supplier: only after the delivery note is signed"),
            "pay any supplier: only after the delivery note is signed"
        );
        let line =
            "if it has gone through the import checker then fine, we can commit art straight into main.";
        assert_eq!(drop_asides(line, false), line);
        assert!(
            drop_asides("要不要今天就把监控录像给邻居看？ — 不行，必须公司同意了", false)
                .contains("必须公司同意了")
        );
    }

    #[test]
    fn a_choice_weighed_with_pros_and_cons_and_settled_is_a_decision() {
        let message = |last: &str| {
            format!(
                "Let me think this through on paper. Option on the table: drop the French-to-German legal work.\n\nPro:\n- the liability risk isn't worth the rate\n- better hourly rate in the end\n\nContra:\n- more admin up front\n\n{last}"
            )
        };
        let lines = |m: &str| m.lines().map(str::to_string).collect::<Vec<_>>();
        let choice = |m: &str| pro_con_choice(&lines(m).iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(
            choice(&message("Okay, yes. Decided — I'm doing it.")).as_deref(),
            Some("drop the French-to-German legal work — the liability risk isn't worth the rate")
        );
        for open in ["Thoughts?", "Decided against it.", "Not doing it, decided.", "Still undecided."] {
            assert_eq!(choice(&message(open)), None, "{open}");
        }
    }

    #[test]
    fn a_decision_of_several_sentences_keeps_those_of_its_choice() {
        assert_eq!(
            choice_sentences(
                "Thought about it over the weekend. I think we should run the assembly on the bigmem partition — the standard nodes cap at 256 GB and it died twice. Let's not spend more time on the alternatives."
            ),
            "run the assembly on the bigmem partition — the standard nodes cap at 256 GB and it died twice."
        );
        assert_eq!(choice_sentences("take the Harmon Street suite. final."), "take the Harmon Street suite.");
        // What names something, asks, or is the choice itself stays.
        for line in [
            "we drop to four days a week. my manager finally agreed to it.",
            "Spoke to Dev on Friday. we'll move the backups to the NAS.",
            "keep the POS backups on our own USB drive",
            "is it worth it? we'll go with Hetzner anyway.",
        ] {
            assert_eq!(choice_sentences(line), line, "{line}");
        }
    }

    #[test]
    fn a_tight_question_drops_the_talk_around_it_but_not_its_subject() {
        for (line, core) in [
            (
                "There's also something I genuinely don't know and should: is there a sworn translator register for Swiss courts?",
                "is there a sworn translator register for Swiss courts?",
            ),
            (
                "first thing, something that's been bugging me is whether the conservancy would let us put a second pontoon next to the slipway",
                "whether the conservancy would let us put a second pontoon next to the slipway?",
            ),
            (
                "eek voice note the other thing I don't know is whether the French venue charges its own supplier fee — nobody has ever told me :)",
                "whether the French venue charges its own supplier fee?",
            ),
            (
                "random one - when the old Epson projectors stop getting lamp support?",
                "when the old Epson projectors stop getting lamp support?",
            ),
            // ("as one zip" counts; it points back to nothing.)
            (
                "voice note the other thing I don't know is whether couples can download the whole gallery as one zip on their phones — nobody has ever told me",
                "whether couples can download the whole gallery as one zip on their phones?",
            ),
            // The "if" after words that say it is not known.
            (
                "they're hideous and I love them — something I can't get my head round is if the old dairy needs building regs to be a packing shed",
                "if the old dairy needs building regs to be a packing shed?",
            ),
            (
                "afternoon and then the sheep from up the lane got out again, still not sure if the polytunnels count for the annual investment allowance",
                "if the polytunnels count for the annual investment allowance?",
            ),
        ] {
            assert_eq!(question_core(line), core, "{line}");
        }
        // What names the subject, points to it, or asks too stays.
        for line in [
            "Lamination volume — how many croissants per shift did they handle?",
            "renewal letter from the insurers, is this worse than last year?",
            "I've got three people wanting to see flat 8, can you find me a Saturday slot for all three?",
            "PH on Wharf Street panicking about the cracks, can you write me a short note on how monitoring works?",
            "the new boiler, is it still under warranty after the landlord's repair?",
            "the old pontoon, is that one still worth fixing before the season?",
            "know (1) when the works will start (2) whether we can claim for the takeaways with no kitchen?",
            "I've got the fair on my mind constantly, which isn't helping with anything else",
        ] {
            assert_eq!(question_core(line), line, "{line}");
        }
        assert_eq!(
            question_core(&compact("no idea about the photographer's contract, should i be worried?")),
            "the photographer's contract?"
        );
        // "-- btw" starts a new thought after a command too (not inside one).
        assert_eq!(
            sentences(
                "thats what `make ci` did -- btw pls dont upload to the public branch without a ticket"
            ),
            vec!["thats what `make ci` did", "btw pls dont upload to the public branch without a ticket"]
        );
        assert_eq!(sentences("run `a -- btw b` now"), vec!["run `a -- btw b` now"]);
        assert_eq!(
            sentences("so the plan is bf16 (why? fp16 kept giving me NaNs). next thing"),
            vec!["so the plan is bf16 (why? fp16 kept giving me NaNs).", "next thing"]
        );
        assert_eq!(sentences("this is bad :( really. next"), vec!["this is bad :( really.", "next"]);
        // Money in words; times of day and scores are weak.
        assert!(identifiers("devkit rental is 13,500 bucks a month").contains(&"13,500 bucks".to_string()));
        for weak in ["6:30", "11pm", "7:10", "10am", "3-2", "4-6 days"] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in ["8080", "2026-03-14", "v1.2", "nas.lan:58726", "3.14.2"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn list_markers_no_news_places_and_empty_roles_are_not_facts() {
        assert_eq!(
            sentences("- after the call we agreed on boxed lunches"),
            vec!["after the call we agreed on boxed lunches"]
        );
        assert_ne!(classify("no errors this time", "user"), Class::Constraint);
        assert_ne!(classify("no reply from anyone", "user"), Class::Constraint);
        assert_eq!(classify("no deploys on Fridays", "user"), Class::Constraint);
        assert_ne!(classify("no that's wrong, read it again", "user"), Class::Constraint);
        assert_eq!(classify("no refunds ever without a receipt", "user"), Class::Constraint);
        assert!(
            people("meet me at Main St tomorrow, ask the Events Office").is_empty(),
            "{:?}",
            people("meet me at Main St tomorrow, ask the Events Office")
        );
        assert_eq!(people("Casimir Achterberg from the lab will come"), vec!["Casimir Achterberg"]);
        assert!(people("Discord says the server is down again").is_empty());
        for thing in [
            "sold 22 Salt White espresso cups",
            "the Moss Green mugs sold out",
            "posted with Royal Mail today",
        ] {
            assert!(people(thing).is_empty(), "{thing}: {:?}", people(thing));
        }
        assert_eq!(people("ask Tom White about the kiln"), vec!["Tom White"]);
        assert!(people("I asked Alexa and Alexa said no").is_empty());
        for thing in [
            "we are doing the Whole Thing again",
            "we applied for Steam Next Fest today",
            "prices drop in the Spring Sale",
        ] {
            assert!(people(thing).is_empty(), "{thing}: {:?}", people(thing));
        }
        assert!(is_reason("mostly since half the speakers cannot travel"));
    }

    #[test]
    fn a_request_to_the_assistant_is_one() {
        assert!(is_request("can you make that shorter, I'm reading on my phone"));
        assert!(is_request("帮我查一下航班"));
        assert!(!is_request("who owns the storage quota increase?"));
    }

    #[test]
    fn a_rule_reported_with_its_condition_and_more_open_markers() {
        for c in [
            "the dean's office says we can't book flights for invited speakers when the budget sheet is locked",
            "also after 10pm on a weeknight, we do NOT sign the catering contract.",
            "hard rule: nobody should reimburse anyone before the camera-ready is in",
            "记住：邀请函发出去之前不许签餐饮合同",
        ] {
            assert_eq!(classify(c, "assistant"), Class::Constraint, "{c}");
        }
        assert_ne!(classify("we can't wait to see it", "assistant"), Class::Constraint);
        assert_ne!(classify("If you prefer, we don't have to decide now.", "assistant"), Class::Constraint);
        assert_eq!(classify("open q nobody has answered yet: a backup keynote speaker", "user"), Class::Open);
        assert_ne!(
            classify("pls dont change anything on the extraction while the EHO case is still open.", "user"),
            Class::Open
        );
        assert_eq!(classify("hmm who even decides on the outdoor seating licence.", "user"), Class::Open);
        assert_eq!(classify("lets just do Green Valley veg boxes...", "user"), Class::Decision);
        for q in [
            "One thing still open from earlier: the dishwasher lease.",
            "q for later: is the pest control schedule actually our problem or the landlord's",
            "还有一件之前的事没落实：灭虫公司的上门时间。",
        ] {
            assert_eq!(classify(q, "assistant"), Class::Open, "{q}");
        }
        assert_eq!(classify("摄影授权书那边到底怎么说的，一直没回音", "user"), Class::Open);
    }

    #[test]
    fn a_question_keeps_its_subject_and_loses_what_only_says_it_is_open() {
        for (line, core) in [
            (
                "waiting to hear about the second GPU allocation, no reply from anyone",
                "the second GPU allocation?",
            ),
            ("does anyone know what is happening with the livestream license?", "the livestream license?"),
            // A subject too thin to stand alone keeps its frame.
            ("what's happening with the VPN?", "what's happening with the VPN?"),
            ("is the livestream license even on anyone's radar", "is the livestream license?"),
            (
                "never figured out overflow space for the poster session right??",
                "never figured out overflow space for the poster session?",
            ),
            ("who owns the parking permits, i genuinely dont know", "who owns the parking permits?"),
            ("who owns the load test plan, whatever happens?", "who owns the load test plan?"),
            ("备用数仓的区域怎么办，还没人回", "备用数仓的区域怎么办，还没人回"),
        ] {
            assert_eq!(question_core(line), core);
        }
        // What the question is about stays, even in a clause after a comma.
        let q = "the SSL certificate, who renews it?";
        assert_eq!(question_core(q), q);
        // A determiner opens the subject: it stays when the words before it go.
        assert_eq!(
            compact("is the livestream license even on anyone's radar"),
            "the livestream license even on anyone's radar?"
        );
        // A frame goes whole, not word by word: "doing about the …?" says less than the subject.
        assert_eq!(
            compact("also what are we doing about the pest control schedule??"),
            "the pest control schedule?"
        );
    }

    #[test]
    fn a_question_loses_the_words_that_frame_it_and_keeps_whether() {
        for (line, short) in [
            (
                "is it definitely the case that the lead-lined door needs building regulations approval?",
                "the lead-lined door needs building regulations approval?",
            ),
            (
                "Could it really be that the agency's fee is refundable when the locum cancels?",
                "the agency's fee is refundable when the locum cancels?",
            ),
            (
                "Out of interest, is it true that the RCVS counts in-house training towards CPD hours?",
                "the RCVS counts in-house training towards CPD hours?",
            ),
            (
                "Something I have never been sure of: whether the lease lets us sublet the garage?",
                "whether the lease lets us sublet the garage?",
            ),
            ("do you know if the boiler is still under warranty?", "if the boiler is still under warranty?"),
            ("对了 对了，想问下 兼职医生签字的病历保险公司也认吗", "兼职医生签字的病历保险公司也认吗"),
        ] {
            assert_eq!(compact(line), short, "{line}");
        }
        // Words that say more than that it asks keep the question whole.
        for line in [
            "would it be okay if we moved the launch to Friday?",
            "is it the plan that Dana signs the lease?",
        ] {
            assert!(compact(line).contains(line.trim_end_matches('?').split_whitespace().last().unwrap()));
            assert!(!compact(line).starts_with("that"), "{}", compact(line));
        }
        assert_eq!(
            without_question_frame("would it be okay if we moved the launch to Friday"),
            "would it be okay if we moved the launch to Friday"
        );
        assert_eq!(
            without_question_frame("is it the plan that Dana signs the lease"),
            "is it the plan that Dana signs the lease"
        );
        // A rule or a decision keeps what it says after a Chinese lead.
        assert_eq!(compact("插一句 定了，用顺丰冷链"), "定了，用顺丰冷链");
    }

    #[test]
    fn a_decisions_trailing_clause_is_its_reason_and_a_rules_story_goes() {
        // The clause after a decision is most often why; only colour and insistence go.
        let d = "prof says a hybrid format and honestly fair, half the speakers cannot travel";
        assert_eq!(drop_asides(d, true), d);
        assert_eq!(drop_asides("we go with Pixieset, honestly", true), "we go with Pixieset");
        assert_eq!(
            drop_asides(
                "pls don't email the full speaker list without a second reviewer, we got burned on that in the spring",
                false
            ),
            "pls don't email the full speaker list without a second reviewer"
        );
        // A clause opened by a time or a place still conditions the rule.
        let c = "never restart the primary, on weekends";
        assert_eq!(drop_asides(c, false), c);
        // The dash says "because": words that say it again go; a reason in brackets stays.
        assert_eq!(
            tighten("boxed lunches; what carried it was that it saves us a week of reruns"),
            "boxed lunches — it saves us a week of reruns"
        );
        assert_eq!(
            tighten("single-track sessions. reason: it does not need a second contract"),
            "single-track sessions — it does not need a second contract"
        );
        let p = "a poster lightning round (the grant only covers in-state vendors)";
        assert_eq!(tighten(p), p);
        assert_eq!(
            tighten("won't suggest that you reboot the web server on a shoot day"),
            "never reboot the web server on a shoot day"
        );
        // When and where a choice was made say little; who made it says much.
        assert_eq!(choice_only("after the call we agreed on boxed lunches"), "boxed lunches");
        for keep in ["if legal agrees we'll go with Kestrel", "Priya and Sam agreed on Kestrel"] {
            assert_eq!(choice_only(keep), keep);
        }
    }

    #[test]
    fn lead_ins_and_labels_that_say_what_the_heading_says_go() {
        assert_eq!(compact("random thing but settled: a poster lightning round"), "a poster lightning round");
        assert_eq!(
            compact("note from the accountant — forwarded: you never give out the client portal password"),
            "never give out the client portal password"
        );
        assert_eq!(
            compact("random thing but open q nobody has answered yet: parking permits"),
            "parking permits?"
        );
        assert_eq!(
            compact("Understood — I won't suggest that you reboot it"),
            "won't suggest that you reboot it"
        );
        // A "no" that negates stays.
        assert_eq!(compact("no one gets to rename buckets"), "no one gets to rename buckets");
        assert_eq!(compact("no, never rename buckets"), "never rename buckets");
        // A label that scopes a decision stays.
        assert_eq!(compact("final call for web: Vitess"), "final call for web: Vitess");
        // "but" after words that say something is no lead-in.
        let c = "we can't refund it but we can credit it";
        assert_eq!(compact(c), "can't refund it but we can credit it");
    }

    #[test]
    fn a_dash_before_a_new_thought_ends_a_sentence() {
        assert_eq!(
            sentences("the quote came in at €25,100 -- oh and let us lock it: single-track sessions"),
            vec!["the quote came in at €25,100", "oh and let us lock it: single-track sessions"]
        );
        assert_eq!(
            sentences("never mute the alerts before the vendor call, oh and please never flush the CDN"),
            vec!["never mute the alerts before the vendor call", "oh and please never flush the CDN"]
        );
        for one in ["we picked Redis — it halves the bill", "never deploy on Fridays, also not on Mondays"]
        {
            assert_eq!(sentences(one), vec![one]);
        }
    }

    #[test]
    fn a_wait_in_minutes_or_hours_is_a_weak_identifier() {
        for weak in ["10 min", "20 minutes", "5 hour", "43", "108"] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in ["90 minutes", "30 days", "512 MB", "$300", "8080", "#633", "4.5"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn pasted_logs_give_weak_identifiers_and_a_sentence_is_no_command() {
        for weak in [
            "waiting=556",
            "trace_id=a971f3e",
            "2026-11-21T15:58:18Z",
            "01:43:02",
            "06:40:22.971",
            "19%",
            "634ms",
            "918min",
            "p99",
            "p999",
            "+0x1c",
            "main.(*Relay).Forward(0x0",
            "UTC 726",
        ] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in
            ["`max_connections=200`", "--since=89m", "2026-11-22", "8080", "$46,500/yr", "PAY-4413", "1.28.5"]
        {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
        for prose in ["aws bill for the incident was ~$4.7M", "node pool is still on k8s 1.28.5 ugh"] {
            assert!(
                !identifiers(prose).iter().any(|i| i.starts_with('`')),
                "{prose}: {:?}",
                identifiers(prose)
            );
        }
        assert!(
            identifiers("then run aws s3 ls s3://rent-bucket/ --recursive")
                .contains(&"`aws s3 ls s3://rent-bucket/ --recursive`".to_string())
        );
        assert!(
            identifiers("run git commit -m \"fix the bug for the release\"")
                .iter()
                .any(|i| i.starts_with("`git commit"))
        );
    }

    #[test]
    fn a_labelled_choice_consent_a_yes_to_and_hurried_reasons_are_decisions() {
        for d in [
            "quick one: consensus in the channel: pinning the JDBC driver to the old minor since the cost difference is tiny",
            "ugh ok so decision for the pm doc -> Terraform Cloud for the state files (why: session mode kept exhausting the connection slots)",
            "ok calling it: logical replication instead of pg_dump, tbh it's what we already know how to operate at 3am",
            "nobody objected so rolling back instead of hotfixing",
            "I've told them yes to Brightwater Care, mainly because they're the only agency with a male carer",
            "in the end that's that really, renting the bungalow out",
            "fine, Prefect, becuase cron on that VM has silently failed twice",
            "结论：三号房改成按月租",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        assert_eq!(
            classify(
                "Recording the call: Debezium for CDC; rationale — session mode kept exhausting the connection slots.",
                "assistant"
            ),
            Class::Decision
        );
        for not in [
            "notes from the call: ask Dana about the budget",
            "decision meeting at 10:30 tomorrow with the board",
            "resolution: 1920x1080 on the lobby screen",
            "decision pending: which region we use",
            "no consensus yet: Vitess or Citus",
            "still no decision: which region",
        ] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
        }
        assert!(is_reason("bc it shrinks the blast radius"));
        assert!(has_reason("Debezium for CDC; rationale — session mode kept exhausting the slots"));
    }

    #[test]
    fn rules_with_not_to_or_a_chinese_must_and_asking_the_chinese_way() {
        for c in [
            "whatever happens they're not to give him the Zopiclone after he's had a whisky",
            "去医院看病之前得给他戴上助听器，这个要写进护理计划里",
            "they insist i cc their legal team on every contract change",
        ] {
            assert_eq!(classify(c, "user"), Class::Constraint, "{c}");
        }
        // 要不要, 会不会: a question, though 不要 is in it.
        assert_eq!(classify("还有，要不要再跑一次 `lockctl log --flat 2`，会不会弄坏", "user"), Class::Open);
        assert_eq!(classify("我一直想问高龄津贴", "user"), Class::Open);
        assert!(!a_not_a("他不得不走"));
        assert!(a_not_a("可不可以先付一半"));
    }

    #[test]
    fn places_things_and_dashboards_are_no_people() {
        for thing in [
            "he wants to go to the British Legion on Sunday",
            "he ate two Jaffa Cakes and a bit of pie",
            "we had Visa and Mastercard auths timing out",
            "fill in the times from PagerDuty and Grafana",
            "my kids think Grandad is hilarious",
            "the nursing unit at Lark Rise Court has a bed",
        ] {
            assert!(people(thing).is_empty(), "{thing}: {:?}", people(thing));
        }
        assert_eq!(people("pinged Thandiwe twice, no reply yet"), vec!["Thandiwe"]);
        assert_eq!(
            people("new enquiry came in from a Saoirse Fitzwilliam, found us online"),
            vec!["Saoirse Fitzwilliam"]
        );
    }

    #[test]
    fn table_numbers_pinned_versions_and_number_adjectives() {
        let row = "| r47 | 2e-5 | 128 | 2.816 | 52.6 | PAY-4413 |";
        let ids = identifiers(row);
        assert!(ids.contains(&"PAY-4413".to_string()), "{ids:?}");
        for data in ["2e-5", "128", "2.816", "52.6"] {
            assert!(!ids.contains(&data.to_string()), "{ids:?}");
        }
        // Not a table: numbers in a sentence stay.
        assert!(identifiers("the loss was 2.816 at step 128").contains(&"2.816".to_string()));
        assert!(!is_weak_identifier("vllm==0.6.0"));
        assert!(identifiers("pinned vllm==0.6.0, dont bump it").iter().any(|i| i.contains("0.6.0")));
        for weak in ["20-minute", "4-point", "40+", "+1", "k8s", "ec2"] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        assert!(
            identifiers("delivery is Wednesday the 19th, early").contains(&"Wednesday the 19th".to_string())
        );
        for strong in ["v2", "SUP-3855", "2026-11-22", "3.14.2", "port 8443", "Monday the 2nd"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
        // ("'… in us-east-1'.": the quote goes with the full stop.)
        assert!(identifiers("it said: 'errors in us-east-1'. fun").contains(&"us-east-1".to_string()));
        // (A day that is not plain ASCII is no "the 2nd".)
        assert!(!identifiers("Monday the 2ñd ok").iter().any(|i| i.contains("the")));
    }

    #[test]
    fn a_plan_reported_a_choice_it_is_with_cos_and_a_settled_clause_with_facts() {
        for d in [
            "told the owners we'll do Boral for the slab pours since the crew knows it back to front",
            "righto we're going a second skip bin, the owners' budget won't stretch further",
            "stuff it, matt black tapware it is cos their plant is ten mins up the road",
            "Then we lock in rope scaling factor 4: the 32k needle test passed with it",
            "sod it, the Tapo cameras - they work without a monthly subscription",
            "righto, Boral for the slab pours since the crew knows it back to front",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for not in [
            "i think it's going to rain, the forecast says so all week",
            "we'll see how it goes, maybe tomorrow after lunch",
            "i'm going to see how it goes, maybe tomorrow after lunch",
            "snowing in April bc of course it is, welcome to Ohio",
            "fine, whatever, I'm going to bed, long day",
        ] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
        }
        let p = parts("拿 Qwen2-7B 当 baseline，评审肯定会问，就这么定", "user");
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].0, Class::Decision);
        assert_eq!(people("I'd loop in Camille here, since they set up the partitions"), vec!["Camille"]);
        assert!(people("tickets for the Washington Monument and the Lincoln Memorial").is_empty());
    }

    #[test]
    fn a_prohibition_after_a_lead_in_mandatory_and_a_reason_with_identifiers_stays() {
        for c in [
            "one thing, pls dont change the DNS TTL when the bank's EOD window is open.",
            "One more thing — do not merge to main from a personal laptop, we had an RCA on this last year",
            "ok mandatory: page the DBA on call whenever a node pool is replaced",
        ] {
            assert_eq!(classify(c, "user"), Class::Constraint, "{c}");
        }
        assert_eq!(
            classify(
                "Going forward I'll post in #prod-changes for anything touching prod, as agreed.",
                "assistant"
            ),
            Class::Constraint
        );
        assert_ne!(classify("I know, don't worry about it", "user"), Class::Constraint);
        assert_ne!(classify("that's not to say the old one was bad", "user"), Class::Constraint);
        assert_ne!(classify("he's on every committee going, honestly", "user"), Class::Constraint);
        let p = parts(
            "Understood — I'll proceed with KEDA autoscaling, as you said it roughly halves our EC2 bill.",
            "assistant",
        );
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].0, Class::Decision);
    }

    #[test]
    fn crash_frames_libraries_and_symbols_are_weak_identifiers() {
        for weak in [
            "androidx.fragment.app.Fragment.requireContext(Fragment.java:972",
            "com.shopwise.checkout.PriceRepo$load$1.invokeSuspend(PriceRepo.kt:88",
            "run(/app/server.js:10:5",
            "libobjc.A.dylib",
            "libc.so.6",
            "_createPreparedCellForItemAtIndexPath",
        ] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in ["EXC_BAD_ACCESS", "lease_corrigan35.pdf", "HW-92314", "port 8080"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn labelled_versions_dotted_months_next_weekdays_and_chinese_weekday_dates_keep_their_words() {
        let ids = identifiers(
            "the build QA signed off is 6.2.8 (build 480), design sent PRD v4.4, the exhibit list is at draft 15.4 and Acrobat is rev 22.14",
        );
        for id in ["6.2.8 (build 480)", "PRD v4.4", "draft 15.4", "rev 22.14"] {
            assert!(ids.contains(&id.to_string()), "{id} in {ids:?}");
        }
        let ids = identifiers("the realistic go-live is next Monday the 19th and the notice expires Nov. 30");
        assert!(ids.contains(&"next Monday the 19th".to_string()), "{ids:?}");
        assert!(ids.contains(&"Nov. 30".to_string()), "{ids:?}");
        assert_eq!(sentences("the cure notice expires Nov. 30. I'd set a reminder.").len(), 2);
        let ids = identifiers("外包合同 下周五（12月24日） 到期，彩排是3月16日（周二）");
        assert!(ids.contains(&"下周五（12月24日）".to_string()), "{ids:?}");
        assert!(ids.contains(&"3月16日（周二）".to_string()), "{ids:?}");
    }

    #[test]
    fn a_day_and_month_written_the_german_way_keep_their_full_stop() {
        let ids =
            identifiers("PO says delivery 5.1., which is tight; the agency wants it by 17.12. at the latest");
        for id in ["5.1.", "17.12."] {
            assert!(ids.contains(&id.to_string()), "{id} in {ids:?}");
        }
        // A version is no date, nor a number past a month's days.
        let ids = identifiers("upgraded to 5.16.2 and 24.13. is no date, nor is 3.1.4");
        assert!(!ids.iter().any(|i| i.ends_with('.')), "{ids:?}");
        assert_eq!(sentences("the deadline is 9.2. for the Hofmann job. Then we rest.").len(), 2);
    }

    #[test]
    fn a_command_of_an_unknown_program_counts_when_a_flag_follows_it() {
        let ids = identifiers(
            "pasting the command so we have it:\n\nqpdf --decrypt a.pdf a_open.pdf\n\nit took two minutes",
        );
        assert!(ids.contains(&"`qpdf --decrypt a.pdf a_open.pdf`".to_string()), "{ids:?}");
        let ids = identifiers(
            "I used img2pdf scan_*.jpg -o trf.pdf to turn the photos into one PDF bc dad was slow",
        );
        assert!(ids.contains(&"`img2pdf scan_*.jpg -o trf.pdf`".to_string()), "{ids:?}");
        // Prose after a word is no command, flag or not.
        assert!(identifiers("ok so nobody -- not even QA -- noticed").iter().all(|i| !i.starts_with('`')));
        assert!(identifiers("seriously --verbose people annoy me").iter().all(|i| !i.starts_with('`')));
    }

    #[test]
    fn labelled_and_only_rules_are_constraints_advice_habits_and_tasks_are_not() {
        for c in [
            "Rule for this whole project: refunds above $500 need finance approval.",
            "Just so you know for everything going forward: only discuss settlement numbers by phone.",
            "以后有个规矩：开庭前一天不约别的事，再急也不行",
            "i have to get a PO number before any work starts, it's in the MSA",
        ] {
            assert_eq!(classify(c, "user"), Class::Constraint, "{c}");
        }
        assert_eq!(
            classify(
                "One rule I'd write down explicitly: don't run the migration script without a snapshot.",
                "assistant"
            ),
            Class::Constraint
        );
        for (c, role) in [
            ("I have to give a toast at my sister's wedding and I'm terrified", "user"),
            ("a packing list for the wedding weekend, I always forget something", "user"),
            ("QA's note says the spinner never goes away on the OPPO A78.", "assistant"),
            ("Working backwards from review times, I'd submit no later than Dec 5th.", "assistant"),
            ("A 4-point scale with four conventions is usually plenty for a timed final.", "assistant"),
            ("only the two of us were there", "user"),
        ] {
            assert_ne!(classify(c, role), Class::Constraint, "{c}");
        }
    }

    #[test]
    fn people_named_by_their_role_after_a_comma_a_dash_or_in_chinese_and_no_contract_terms() {
        assert_eq!(
            people("Can you keep in mind that Marguerite, our managing partner, wants it?"),
            ["Marguerite (managing partner)"]
        );
        assert_eq!(people("so Marcus — her essay tutor — said they'd look again"), ["Marcus"]);
        assert_eq!(people("Fwd from Sofia, who is backend on-call this week:"), ["Sofia"]);
        assert_eq!(people("my cousin's name is Priscilla btw"), ["Priscilla"]);
        assert_eq!(people("今天见了李海涛，这次版本的测试负责人"), ["李海涛"]);
        assert_eq!(people("对了，张晓梅就是我健身房的私教"), ["张晓梅"]);
        assert_eq!(people("- 银行的客户经理：谭子涵\n- 学校教务处：官网上有电话"), ["谭子涵"]);
        for none in [
            "Section 22 (Holding Over). If Tenant remains in possession, Landlord may charge Base Rent.",
            "I pushed it through App Store Connect and Google Play Console.",
            "Fwd: the new checklist",
        ] {
            assert!(
                people(none).iter().all(|p| ![
                    "Holding Over",
                    "Tenant",
                    "Landlord",
                    "App Store Connect",
                    "Fwd"
                ]
                .contains(&p.as_str())),
                "{none}: {:?}",
                people(none)
            );
        }
    }

    #[test]
    fn the_assistants_checks_and_requests_on_what_was_pasted() {
        assert!(asks_the_person(
            "Next on the list was the documents — want to go through what's still missing?"
        ));
        assert!(asks_the_person("Ready when you are — where do you want to start today?"));
        assert!(!asks_the_person("what are we doing abt the holiday on-call rota??"));
        assert!(asks_the_person("Paper jam, stuck queue, or printing random pages?"));
        assert!(asks_the_person("Are the APs up to date and not rebooting in a loop?"));
        assert!(asks_the_person("是小票机还是A4那台？"));
        assert!(asks_the_person("AP是不是在反复重启？"));
        assert!(!asks_the_person("who decides the Q3 vendor budget?"));
        assert!(asks_to_work_on_it("here's what QA sent, can you make sense of it?"));
        assert!(asks_to_work_on_it("this is the checklist from the agency, can you tidy it up?"));
        assert!(!asks_to_work_on_it("can you figure out what happens to existing reviews if we unpublish?"));
        assert!(asks_for_help("how do I say no to a wholesale request without being rude"));
        assert!(asks_for_help("what's a polite way to say 'you broke the build again'"));
        assert!(asks_for_help("pasting today's sheet, does the timing look sane to you?"));
        assert!(asks_for_help("supplier quote just landed, anything dodgy in here?"));
        assert!(asks_for_help("pasting the termination section, can you flag anything weird"));
        assert!(asks_for_help("能帮我写一个提醒全员锁屏的通知吗？"));
        for help in [
            "what's the command to back up the finds database",
            "best way to back up photos?",
            "8080 is taken by something. what should I use?",
            "when should I ask the referees for their letters for the Lindqvist Trust bid?",
            "灶址取土样做浮选，怎么取比较规范？",
        ] {
            assert!(asks_for_help(help), "{help}");
        }
        assert!(!asks_for_help("does anyone know what's the command to reset the gate?"));
        assert!(!asks_for_help("does anyone know how do I get the deposit back?"));
        assert!(!asks_for_help("who is handling the Washington Monument tickets"));
        assert!(!asks_for_help("can you find out whether the minibus tablets count as medication?"));
        assert!(!asks_for_help("老房子的产权证，有人知道怎么弄吗"));
        assert!(labels_open("Open question we haven't settled: the shared bin store."));
        assert!(labels_open("One thing still open from earlier: the Christmas party menu."));
        assert!(labels_open("待确认：押运员的住宿"));
        for parks in [
            "I'd bring the three open questions as screenshots: they are short.",
            "That belongs on the open questions list.",
            "hold that question for later.",
            "建议查一下是不是有门没关或者加湿器在循环启停。",
            "这个我没有任何信息，在有人书面答复之前先留在待定清单上。",
            "布展手册建议这样排：一、展品及位置；二、移动顺序；五、出问题怎么办。",
            "Open question: ok",
        ] {
            assert!(!labels_open(parks), "{parks}");
        }
        assert!(!marked_open("瓷器厅那个传感器网关是不是最新固件？"));
        assert!(!marked_open("临时停车场怎么办"));
        assert!(marked_open("推送授权文案还没定"));
        assert!(marked_open("still waiting on the council about the skip permit"));
        for status in
            ["nobody's said a word", "no one has told me anything", "问了两遍没人回复", "有人知道吗"]
        {
            assert!(only_status(status), "{status}");
        }
        for asks in
            ["any idea about the deposition fee? nobody's said a word", "no word on the coroner's decision"]
        {
            assert!(!only_status(asks), "{asks}");
        }
        assert!(put_to_others("does anyone know what is happening with the second GPU allocation?"));
        assert!(put_to_others("老房子的产权证，有人知道怎么弄吗"));
        assert!(!put_to_others("What's first on the list today?"));
        assert!(!put_to_others("要我加到共享清单里吗？"));
    }

    #[test]
    fn plans_in_the_present_a_gerund_choice_screw_it_and_a_settling_end_are_decisions() {
        for d in [
            "talked it over with Sam last night and we're hiring a public adjuster since the first offer was insulting",
            "I think we're buying a leak sensor kit — honestly peace of mind when we travel",
            "so yeah. skipping the extra air quality test, mostly because the last two readings came back clean",
            "after sleeping on it I'll send samples by DHL not EMS; honestly EMS took five weeks last time anyway",
            "Priya here — mum agreed we'll keep the tutor until March bc her essay marks finally went up :)",
            "Not thrilled about it but I'm gonna keep the old exhibit numbering; the judge wants consistency",
            "screw it, we drop the bamboo organizer listing.",
            "the adjuster only covers laminate, simple as that",
            "After crying in the bath for an hour I made a decision — keep the original title",
            "改主意了，不做甲醛检测了。",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for not in [
            "my back hurts because I slept badly on the sofa",
            "we're waiting on the adjuster because he is on leave this week",
            "Got it — I'll treat that as a fixed rule for everything related to the application.",
            "it spoils the twist, and I can't keep going back and forth on it.",
            "| Photo | redo — background must be white |",
        ] {
            assert_ne!(classify(not, "user"), Class::Decision, "{not}");
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
        assert!(is_reason("Reason, for the record: the bigger house wanted a rewrite."));
        assert!(ends_settled("the adjuster only covers laminate, simple as that"));
        for not in ["Only got two hours of sleep last night.", "only joking, carry on"] {
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
    }

    #[test]
    fn wondering_about_is_a_question_and_an_ask_for_later_stays_open() {
        assert_eq!(
            classify("also I'm wondering about the dress code for a garden wedding", "user"),
            Class::Open
        );
        assert_ne!(classify("the transcript cost is huge, which is insane but ok", "user"), Class::Open);
        assert!(asked_for_later("can you look into the interest rate on a judgment at some point?"));
        assert!(defers("Parking that one for later. Meanwhile, the quote looks fine."));
        assert!(!defers("Here is the shorter version. Let me know later if it works."));
        for c in [
            "please remember this one, it's a standing thing — don't put client names in calendar invites.",
            "the partner was very clear about it, don't call opposing counsel directly.",
            "From now on, keep release notes under 400 characters.",
        ] {
            assert!(
                parts(c, "user").iter().all(|(k, _)| *k == Class::Constraint),
                "{c}: {:?}",
                parts(c, "user")
            );
        }
        assert_ne!(classify("I know, don't worry about it", "user"), Class::Constraint);
    }

    #[test]
    fn numbered_tickets_list_items_and_sets_and_reps() {
        let ids = identifiers("QA logged the checkout thing as ticket #58338. priority P1 apparently.");
        assert!(ids.contains(&"ticket #58338".to_string()), "{ids:?}");
        let ids = identifiers("测试把结算页的问题记成了 工单#65081，说是P1");
        assert!(ids.contains(&"工单#65081".to_string()), "{ids:?}");
        for weak in ["#3", "5x5", "3x8"] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        assert!(!is_weak_identifier("#4517"));
        assert_eq!(people("Met Anneliese Iwasaki at the hearing today"), ["Anneliese Iwasaki"]);
        assert!(people("Pasting from the school: the letter").is_empty());
    }

    #[test]
    fn commands_after_ok_or_a_colon_up_to_again_or_worked_and_people_by_a_role_beside_them() {
        for (text, cmd) in [
            (
                "ok zip -r photos.zip ~/Desktop/flood_pics worked!! finally",
                "`zip -r photos.zip ~/Desktop/flood_pics`",
            ),
            (
                "remind me to run find ~/Pictures -name 'IMG_*' -newer ~/marker again after the visit",
                "`find ~/Pictures -name 'IMG_*' -newer ~/marker`",
            ),
            (
                "what i typed was: pdfunite receipts/*.pdf all_receipts.pdf — also",
                "`pdfunite receipts/*.pdf all_receipts.pdf`",
            ),
            (
                "备忘：导出订单用 csvcut -c sku,qty stock.csv | csvlook",
                "`csvcut -c sku,qty stock.csv | csvlook`",
            ),
        ] {
            assert!(identifiers(text).contains(&cmd.to_string()), "{text}: {:?}", identifiers(text));
        }
        // Two words after a colon are no command.
        assert!(identifiers("the plan: finish early.txt tomorrow").iter().all(|i| !i.starts_with('`')));
        assert_eq!(people("ok so the neighbor from across the street is Emeka. writing it down"), ["Emeka"]);
        assert_eq!(people("got a direct number for Bram finally, the independent appraiser."), ["Bram"]);
        assert!(people("The capital is Paris, the usual.").is_empty());
        assert_eq!(people("跟你说一声，水电师傅换成罗静怡了，之前那个休假了"), ["罗静怡"]);
    }

    #[test]
    fn curiosity_and_what_nobody_knew_ask_and_a_question_put_off_stays_open() {
        for q in [
            "Also: Something I have never been sure of: whether the new X-ray room needs a warning light outside the door.",
            "Oh, and (Separately, I would love to know whether Petwise will accept a claim form signed by a locum - but that is for another day.)",
            "nobody at the dev shop knew if TestFlight crash feedback is on by default.",
            "Genuinely curious who decides the joint accounting thing.",
            "好奇实体书的起印量是谁说了算。",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        assert!(puts_off("should I be worried about it? ... don't answer that yet."));
        assert_ne!(classify("don't answer that yet.", "user"), Class::Constraint);
    }

    #[test]
    fn a_guard_the_person_asks_for_and_not_doing_something_under_a_condition_are_rules() {
        // ("hotel" holds no "tell".)
        assert!(!passed_on_rule("the hotel said not to bother with the deposit until march."));
        assert!(passed_on_rule("can you tell the team not to book the van on fridays?"));
        // (Searched near the start only: a line of a hundred thousand "tell" is read once.)
        assert!(!passed_on_rule(&"tell ".repeat(100_000)));
        for rule in [
            "please stop me if I try to delete anything under the raw_fastq folder until the md5 checksums are verified.",
            "could you make sure no one tries to put a new starter on the rota alone before they have completed the induction?",
            "Can you remind everyone in Monday's email not to dispense any Schedule 2 drug without a second person witnessing the register entry?",
            "please tell the locums never to leave the X-ray room unlocked.",
            "hmm ok, stop me if I ever try to run anything on the login nodes for longer than ten minutes",
            "let's not hand out the answer sheets until the Thursday session is over.",
            "let's not send Helen a chapter draft late on a Friday afternoon.",
            "one thing, let's not take cash rent without giving a written receipt, learned that the hard way",
        ] {
            assert!(
                sentences(rule).iter().flat_map(|s| parts(s, "user")).any(|(k, _)| k == Class::Constraint),
                "{rule}"
            );
        }
        for not_rule in [
            "let's not worry about the Thursday session until it comes.",
            "let's not go to the cinema tonight",
            "stop me if I start rambling again",
            "I told her to stop me if I try, and she laughed at me for a while.",
        ] {
            assert_ne!(classify(not_rule, "user"), Class::Constraint, "{not_rule}");
        }
        // (The assistant's own "let's not …" advises.)
        assert_ne!(
            classify("Let's not schedule anything before the engineer has been.", "assistant"),
            Class::Constraint
        );
    }

    #[test]
    fn a_choice_keeps_the_reason_before_its_so_and_after_a_reasons_label() {
        assert_eq!(
            classify(
                "I am happy for us to consolidate all drug orders with a single wholesaler, given that the rebate only applies above the threshold.",
                "user"
            ),
            Class::Decision
        );
        let so = "the treatment quote is separate anyway so we'll take the cheaper damp survey from Brightwell, done.";
        assert_eq!(parts(so, "user"), vec![(Class::Decision, so.to_string())]);
        let label = "reason, for the record: Pieter says examiners skim methods anyway.";
        assert_eq!(parts(label, "user").len(), 1, "{:?}", parts(label, "user"));
        assert!(is_reason(label));
    }

    #[test]
    fn a_control_program_after_its_or_anyway_is_a_command_up_to_an_arrow() {
        for (text, cmd) in [
            (
                "also for the lock audit apparently its lockctl audit --door MC-01 --since 168h --format csv",
                "`lockctl audit --door MC-01 --since 168h --format csv`",
            ),
            (
                "sorry the voice thing cut out, anyway lockctl user revoke --name rhys --all-doors   <- thats the one that worked",
                "`lockctl user revoke --name rhys --all-doors`",
            ),
        ] {
            assert_eq!(
                identifiers(text).into_iter().filter(|i| i.starts_with('`')).collect::<Vec<_>>(),
                vec![cmd.to_string()],
                "{text}"
            );
        }
        // ("its" and "anyway" open no command of their own.)
        assert!(identifiers("anyway its fine, the door works --mostly").iter().all(|i| !i.starts_with('`')));
    }

    #[test]
    fn a_persons_never_is_a_rule_and_so_is_what_nobody_does_before_a_time() {
        for c in [
            "Can we agree a rule? the dog never flies in the hold.",
            "and I know it sounds dramatic but nobody rings the school before 9am, ok?",
            "Adding this to the house rules at the top of the checklist: anything over five hundred quid needs both of us to sign off.",
        ] {
            let role = if c.starts_with("Adding") { "assistant" } else { "user" };
            assert!(
                sentences(c).iter().flat_map(|s| parts(s, role)).any(|(k, _)| k == Class::Constraint),
                "{c}"
            );
        }
        assert_ne!(classify("the spinner never goes away on the OPPO.", "assistant"), Class::Constraint);
        for d in [
            "Dev and I agreed last night: selling the Golf before we go, since right-hand drive is a nightmare there.",
            "Understood, so you're buying a car over there, because importing ours costs more than it's worth.",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for (text, cmd) in [
            (
                "the command that worked in the end was du -sh ~/Library/Photos (after six tries)",
                "`du -sh ~/Library/Photos`",
            ),
            (
                "Tom says I should run brew install --cask wireguard-tools before we wipe the laptop",
                "`brew install --cask wireguard-tools`",
            ),
            ("晚点提醒我在NAS上跑一下 python3 sum.py --month 1，老是忘", "`python3 sum.py --month 1`"),
        ] {
            assert!(identifiers(text).contains(&cmd.to_string()), "{text}: {:?}", identifiers(text));
        }
    }

    #[test]
    fn pasted_exports_and_syslogs_are_weak_and_a_reason_by_its_label_or_in_brackets() {
        for weak in ["#900,Can't", "room 14,open,the", "%LINK-3-UPDOWN", "Gi1/0/29", "GigabitEthernet1/0/27"]
        {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in ["$1,250", "2026-11-30", "src/main.rs", "10.10.3.237"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
        assert_eq!(classify("#454,Can't log in to MIS,never,the library", "user"), Class::Plain);
        assert_eq!(classify("the cap is $1,250,000, never go over it", "user"), Class::Constraint);
        assert!(is_reason("Main reason is leasing costs more over four years."));
        assert_eq!(
            classify(
                "We're skipping the extended warranty (accidental damage cover is cheaper via the broker).",
                "user"
            ),
            Class::Decision
        );
        assert_ne!(
            classify(
                "the Teams client we're packaging reports 15.9.69, so the fix should already be in",
                "assistant"
            ),
            Class::Decision
        );
        assert_eq!(code_line("    dsregcmd /status").as_deref(), Some("`dsregcmd /status`"));
        assert_eq!(code_line("    this is just an indented sentence in a quoted email."), None);
        let ids =
            identifiers("Note to self: the command is nslookup intranet.example.org. Use it after the move.");
        assert!(ids.contains(&"`nslookup intranet.example.org`".to_string()), "{ids:?}");
        assert!(people("She said the Bursar will sign it").is_empty());
    }

    #[test]
    fn a_plan_after_a_lead_that_settles_it_or_with_its_reason_is_a_decision() {
        for (text, role) in [
            ("Decision made, we stop taking subs in cash.", "user"),
            (
                "I've made up my mind, going to drop the cheaper impression material because the lab rejected three.",
                "user",
            ),
            (
                "so i've thought about it and lets order the away kit from Hartley Sports — they'll deliver before the cup tie",
                "user",
            ),
            (
                "um so after all that faff we're going to switch the member database to Airtable because nobody else can open it",
                "user",
            ),
            ("after thinking about it all night: going cashless at the new location.", "user"),
            (
                "been going back and forth but using the same fish guy for both stores since his invoices never had a shortage",
                "user",
            ),
            (
                "Committee agreed last night to scrap the sponsor banner for now (the logo file was the wrong size).",
                "user",
            ),
            (
                "Understood — we move training to Tuesday nights, since the floodlights are free on Tuesdays.",
                "assistant",
            ),
            (
                "right, we use the locum agency for January, because two nurses are on leave at the same time.",
                "user",
            ),
            ("院长也同意了，便宜的那款印模材料不用了；技工所一个月退回来三次", "user"),
            ("昨晚委员会通过了：网站换成便宜的套餐（平时根本没什么访问量）", "user"),
            ("明白，那就买那套Mesh路由，因为最里面那间诊室一点信号都没有。", "assistant"),
        ] {
            assert_eq!(classify(text, role), Class::Decision, "{text}");
        }
        for (text, role) in [
            // What the assistant will do is its promise; a need, a habit or a hedge is no choice.
            (
                "I'll word the staff notice so it explains the reason; people take changes better that way.",
                "assistant",
            ),
            ("we need more chairs because the hall is bigger this year", "user"),
            ("we keep forgetting the float, because nobody counts it", "user"),
            ("let's see how it goes, the weather might turn", "user"),
            ("going to bed now, long day tomorrow at the club", "user"),
            ("the printer jams because it is old and dusty", "user"),
            ("那就好，谢谢你帮我看了这么久", "user"),
        ] {
            assert_ne!(classify(text, role), Class::Decision, "{text}");
        }
        assert!(opens_with_plan("ok so, right, we use the locum agency for January.", false));
        assert!(!opens_with_plan("ok so, right, we had the locum agency in January.", false));
        assert!(is_labelled_reason("Reason for the minutes: the float never adds up."));
        assert!(is_reason("Main thing is the insurer kept downgrading D4341."));
    }

    #[test]
    fn words_that_tell_of_a_rule_or_a_past_set_none_and_manners_are_no_rule() {
        for (text, role) in [
            ("For the handover, the essentials are who to call and what they must not touch.", "assistant"),
            ("Otherwise the last ten percent has a habit of never quite happening.", "assistant"),
            ("I've never once done that", "user"),
            ("never again", "user"),
            ("we have never had a complaint about it", "user"),
            ("我在地铁上打字，错别字别介意", "user"),
            ("别让我忘了", "user"),
        ] {
            assert_ne!(classify(text, role), Class::Constraint, "{text}");
        }
        for text in [
            "never again book the Tuesday slot without checking the pitch",
            "What they must never do is touch the server",
            "never share the admin password, whatever they say",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
    }

    #[test]
    fn months_titles_and_common_chinese_words_are_no_people() {
        assert!(people("oh and Jul 22nd is the hard deadline").is_empty());
        assert!(people("It doesn't replace a registered Lasting Power of Attorney, sadly").is_empty());
        for text in [
            "我姐给我的任务：确认跟妆时间",
            "刚跟客户开会讨论banner颜色（！！）",
            "申请人那边的加班证据很零碎",
            "周末再说吧",
        ] {
            assert!(people(text).is_empty(), "{text}: {:?}", people(text));
        }
        assert_eq!(people("今天见到蒋欣悦本人了"), vec!["蒋欣悦".to_string()]);
        assert_eq!(people("Ask Priya Raman (DBA) about it"), vec!["Priya Raman (DBA)".to_string()]);
    }

    #[test]
    fn rules_by_label_by_who_alone_or_no_without_and_questions_by_label() {
        for (text, role) in [
            ("just so it's written down somewhere: only Dr. Okafor signs lab invoices over budget", "user"),
            ("写下来备忘：医保结算只在前台那台电脑上做。", "user"),
            ("我会按你给的规定来——下午四点半以后不排急诊——所以周三有两个号要挪一下。", "assistant"),
            (
                "pls remember this one, no payments to the contractor without photos of the finished work.",
                "user",
            ),
            ("just so ur aware going fwd no updates on the pos during a weekend", "user"),
            (
                "standing rule btw: dont give the pos vendor remote access unless im on the phone, the terminal works??",
                "user",
            ),
            ("um can you remember that we never publish players' phone numbers online like ever", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Constraint, "{text}");
        }
        for text in [
            "no idea why the terminal says offline before lunch",
            "only two nurses can make it on Friday, so the rota is thin",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in [
            "Q for you: GDPR and the old paper forms.",
            "random one but does anyone actually know about moving the AGM under our constitution",
            "问题：医保卡丢了怎么补办",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        let s = sentences("(also, unrelated, how do other clinics handle no-shows? no need to answer now)");
        assert_eq!(s.len(), 2, "{s:?}");
        assert_eq!(sentences("so the plan is bf16 (why? fp16 kept giving me NaNs)").len(), 1);
    }

    #[test]
    fn a_no_marked_as_a_rule_and_chinese_never_and_always_are_rules_news_is_not() {
        for text in [
            "for the record, no machine translation on Verbum files (learned that one the hard way)",
            "no new clients with 60-day terms, period",
            "记住啊——没有签好的PO绝不开工，谁来都没有例外",
            "帮我记一条：开票邮件一律抄送财务",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in [
            "no luck with the printer for the record",
            "no reply from the bank, period.",
            "no invoices went out in the billing period",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        let p = people("spoke to Torsten today (Brightline's accounts person), very nice");
        assert!(p.iter().any(|x| x.starts_with("Torsten")), "{p:?}");
        let p = people("can you address it to Florian? the vendor manager at TransAtlantica");
        assert!(p.iter().any(|x| x.starts_with("Florian")), "{p:?}");
        // Firms and orders are no one; the person after an order is.
        for text in [
            "Close Trados, reopen the project.",
            "The agency is Verbum Legal and Estudio Calma pays late.",
            "we invoiced Hofmann Maschinenbau twice",
        ] {
            assert!(people(text).is_empty(), "{text}: {:?}", people(text));
        }
        assert_eq!(people("Send Priya Raman the file."), vec!["Priya Raman".to_string()]);
        // What someone cannot do now, and what is locked in a file, are no rule or choice.
        for text in
            ["can't decide if I'm busy or just disorganised this week", "I cannot lift my arms to type"]
        {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        assert_ne!(
            classify("segments are locked in the JSON file but half are wrong", "user"),
            Class::Decision
        );
        for settles in
            ["done, not discussing it again with Neil", "not debating this anymore", "就这样，不跟我哥吵了。"]
        {
            assert!(settled_alone(&settles.to_lowercase()), "{settles}");
        }
        assert!(
            !settled_alone("") && !settled_alone("not discussing it with the board until March, obviously")
        );
        assert!(agrees_to_it("my manager finally agreed to it.") && agrees_to_it("领导终于松口了。"));
        assert!(!agrees_to_it("the board agreed to it after a long fight over the budget for next year"));
        assert_eq!(classify("We locked in the venue because it was cheap.", "user"), Class::Decision);
        // A reply answers in other forms of the question's words.
        assert!(answers_later(
            "do we need the handwash signs in spanish too",
            "Signage is cheap: handwashing signs."
        ));
        assert!(!answers_later(
            "and the on-call rotation for December",
            "a rollback plan, and who is on call that day."
        ));
        // Two words of many in passing answer nothing; who answers for it is the question's frame.
        assert!(!answers_later(
            "I keep meaning to find out whether the public liability insurance covers members logging in remotely — any ideas?",
            "For member communications, a short monthly email tends to beat lots of ad-hoc ones: one nice picture from the remote scope."
        ));
        assert!(!answers_later(
            "wait, who is actually in charge of my overtime from the November nights?",
            "Also avoid doing it during the night audit - anything that restarts services can leave half-posted charges."
        ));
    }

    #[test]
    fn spoken_rules_settled_plans_later_asks_and_people_put_down_as_a_role() {
        // Rules named at the start without a colon, marked by ", ever" or by a lead that
        // writes them down; a run-on moves on to a rule after "btw".
        for text in [
            "standing rule btw ask me before spending over 200",
            "new rule no phones at the dinner table",
            "reminder for both of us - no screenshots of the Signal chats, ever",
            "Just so it's written down somewhere: no real names in the shared folder.",
            "整个行程期间都一样：没有小票照片的不报销",
            "以后请一直记住：每封回应邀请邮件都要抄送律师。",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in ["standing rule is silly but fine", "no idea if it ever works", "没有人知道的不算秘密吗"]
        {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        let p = parts(
            "bank blocked my card lol ugh and miles on partner flights too, no idea how that works honestly btw standing rule btw never log into the bank on hotel wifi",
            "user",
        );
        assert!(
            p.iter()
                .any(|(c, t)| *c == Class::Constraint && t.contains("never log into the bank on hotel wifi")),
            "{p:?}"
        );
        assert_eq!(spoken_on("we also need the keys", false), vec!["we also need the keys".to_string()]);
        let hostile = "İSTANBUL ẞtraße İzmir ok btw never book the ẞ İ ferry again";
        assert_eq!(spoken_on(hostile, false).concat(), hostile);
        // Weighing it further is no use, or there is no other option: settled.
        for tail in [
            "so no point fighting it",
            "there's no sense in arguing about it any more",
            "the other option doesn't really work",
        ] {
            assert!(settled_alone(tail) || ends_settled(&format!("we pay in euros, {tail}")), "{tail}");
        }
        assert!(!settled_alone("no point in the schedule works for me"));
        assert_eq!(
            classify("Redis 哨兵模式吧，运维那边已经有现成的监控，没必要再纠结了", "user"),
            Class::Decision
        );
        // A plan named by "changing the plan:", or wanted after thinking it over, is a choice.
        for text in [
            "Changing the plan: we switch the scraper to the JSON endpoint.",
            "ok I thought about it overnight and I want to publish minutes only as PDFs - honestly because people kept editing the shared doc",
            "plan is to borrow a loaner laptop from the office — the logic board needs a week",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert!(
            is_reason("The thing is the HTML layout changes every other week.")
                && is_reason("mostly cause the queue is long")
        );
        assert!(opens_with_plan("also gonna pay the deposit in euros, the card fees are brutal", false));
        // An ask to look into something later is pending, with or without "?".
        assert_eq!(
            classify("could you look into eSIM support on my old phone for me sometime", "user"),
            Class::Open
        );
        assert!(!later_ask("could you look into the logs now") && !later_ask("i'll look into it sometime"));
        assert_eq!(classify("我一直在想截图怎么加时间戳才有证明力。", "user"), Class::Open);
        assert_ne!(classify("每天早上都要喝咖啡", "assistant"), Class::Constraint);
        // People put down as a role, reached on the phone, or forwarded with their role.
        for (text, name) in [
            ("So far I have Ngozi down as my travel buddy on this trip.", "Ngozi"),
            (
                "ok so I finally got Thandiwe on the phone - a former procurement clerk at City Hall.",
                "Thandiwe",
            ),
            ("fwd from Deshawn, the building super:", "Deshawn (building super)"),
            ("Dear Fatima, thanks for the minutes.", "Fatima"),
        ] {
            let p = people(text);
            assert!(p.iter().any(|x| x.starts_with(name)), "{text}: {p:?}");
        }
        // Bodies and a draft's headings are no one.
        for text in [
            "Dear Crestline Management, we write about repairs.",
            "Updates from the General Meeting",
            "**Dues** Several households paid late",
            "Check-in is at 3pm",
        ] {
            assert!(people(text).is_empty(), "{text}: {:?}", people(text));
        }
        // Commands of remote work, after "remember", up to "that's".
        let ids = identifiers("remember sudo wg-quick up office0 that's the one that fixed it");
        assert!(ids.contains(&"`sudo wg-quick up office0`".to_string()), "{ids:?}");
        assert!(identifiers("mosh dev@build-03").contains(&"`mosh dev@build-03`".to_string()));
    }

    #[test]
    fn a_consoling_at_least_is_no_rule_a_rule_named_then_is_is_and_not_decided_is_open() {
        // "at least" bounds an amount in a rule; before a clause it only consoles.
        for text in [
            "fire alarm went off in period 3 which at least meant nobody noticed the Wi-Fi was down too.",
            "at least he called back this time",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in [
            "book at least 48 hours ahead, the van is always gone",
            "keep at least two backups of the ledger",
            "we meet at least once a month",
            "at most €40 a head for the dinner",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        // "the rule is …": a rule, unless what follows only judges it.
        for text in [
            "the standing rule here is only reply to parents from the school account",
            "our policy is to answer tenants within two working days",
            "house rule is that the hallway stays clear of bikes",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in [
            "the rule is stupid and everyone knows it",
            "the policy is being reviewed by the board",
            "the insurance policy wording is version 5.22.12 according to the pdf footer",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        // A choice not made yet is open.
        for text in ["not decided on the Room 12 projector yet.", "haven't decided about the second van"] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        assert_eq!(
            classify("we decided on the Room 12 projector because it is brighter", "user"),
            Class::Decision
        );
    }

    #[test]
    fn choices_told_to_others_noted_or_weighed_then_made_are_decisions_and_not_knowing_asks() {
        for text in [
            "told the couple we're cutting the guest list to 110; the barn's fire limit is strict",
            "Told my supervisor this morning that I'll use DESeq2 rather than edgeR; the lab pipeline was validated with it",
            "Can you note that I've decided to push the viva into the new year?",
            "after a lot of dithering I think I'll keep the thesis in LaTeX, because Word mangles the cross-references.",
            "I think the sensible thing, on balance, is to take the train to the conference.",
            "在车上，行吧，宾客砍到一百一十人，场地消防限额卡得很死，不想再讨论了",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert_ne!(
            classify("we'll keep you posted on the fixtures, the league is slow", "user"),
            Class::Decision
        );
        assert!(settled_alone("and i'm tired of discussing it"));
        assert!(settled_alone("so it was an easy call in the end"));
        assert!(ends_settled("学校的仓库限制文件大小，其实也没得选"));
        for text in [
            "Something I keep meaning to ask: whether my stipend continues after submission.",
            "还有我不确定服务器的作业日志保留多久——这个先放着，回头再说。",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
    }

    #[test]
    fn a_decision_shortens_to_its_plan_and_reason_and_settling_tails_settle() {
        let line = "Dennis and I talked it over at breakfast and we're going to fly out only after completion — we don't want to sign things from Kyoto.";
        assert_eq!(
            choice_only(line),
            "fly out only after completion — we don't want to sign things from Kyoto."
        );
        assert_eq!(
            choice_only("if legal agrees we'll go with Kestrel"),
            "if legal agrees we'll go with Kestrel"
        );
        assert_eq!(
            choice_only("Tell the agent I'm not renewing with Harrow & Pike; their fees went up"),
            "not renewing with Harrow & Pike; their fees went up"
        );
        let clipped = clip_decision(
            "moving Frigate off the Pi onto the NUC and the old camera box, mostly because it keeps running out of memory every single night",
            9,
        );
        assert!(
            clipped.starts_with("moving Frigate off the Pi onto the NUC")
                && clipped.contains("— it keeps running out of memory"),
            "{clipped}"
        );
        for text in [
            "ok after sleeping on it -- moving Frigate off the Pi onto the NUC, mostly because it keeps running out of memory",
            "Not renewing with Harrow & Pike, since their fees went up again.",
            "the broker markup was almost 18 percent and I'm not fighting that battle again",
            "想了一晚上，还是冷链直接跟承运商订，毕竟货代加价差不多18个点",
            "我觉得还是四月出发不赶三月比较稳妥。",
            "以后就叉车复训改成内部做了，主要是外面的老师放了两次鸽子",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert!(is_labelled_reason("原因嘛：樱花季人挤人。"));
    }

    #[test]
    fn the_assistants_advice_is_no_decision_but_what_it_says_back_with_we_is() {
        for text in [
            "Keeping a short log per run — what you changed, why, and what you expected.",
            "Lock in transport first, then get a firm headcount with something that holds.",
            "Let's go through the list — the quotes differ on packing and insurance.",
        ] {
            assert_ne!(classify(text, "assistant"), Class::Decision, "{text}");
        }
        assert_eq!(
            classify(
                "Understood — we move training to Tuesday nights, since the floodlights are free.",
                "assistant"
            ),
            Class::Decision
        );
        assert!(people("For something like Mt Rainier it's worth having a plan B").is_empty());
    }

    #[test]
    fn asks_to_find_out_stay_open_until_answered_and_put_off_asks_are_questions() {
        // An ask to find something out is a question, not a job a reply does.
        assert!(!is_request("Can you find out whether the minibus tablets count as school devices?"));
        assert!(!is_request("remind me, is the merch consignment split sorted or not??"));
        assert!(is_request("remind me to call the surveyor on Monday"));
        assert!(is_request("can you make that shorter?"));
        // Leave to ask puts nothing to the one replying; a put-off message waits for its subject.
        assert!(!yes_or_no(
            "Can I ask, does the policy cover a night sitter?",
            "Okay, let's break this down.",
            false
        ));
        assert!(yes_or_no("can i bring the dog?", "yes, of course", false));
        assert!(puts_off(
            "Can I make tenants pay for replacement fobs? Park that, I'll ask the accountant first."
        ));
        assert!(puts_off("can the bank call the loan early?? anyway not urgent."));
        assert!(!puts_off("can the bank call the loan early if we miss one payment?"));
        // Who wants to know, and what one keeps meaning to ask, ask.
        for text in [
            "Dennis wants to know about tax-free shopping rules in Japan.",
            "something I keep meaning to ask: lithium battery placard rules.",
            "side question on the cycle count variance threshold, I'll ask again when things calm down",
            "putting this here so I don't forget to ask properly: whether scanned PODs count as originals",
            "爬虫数据的授权怎么说",
            "监控录像要保存多久，你知道吗？",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        for text in [
            "I want to know you're okay.",
            "别动机房的服务器，知道吗？",
            "Dennis wants to know nothing of it.",
        ] {
            assert_ne!(classify(text, "user"), Class::Open, "{text}");
        }
        // A reply on the frame ("looked") or on who did not know answers nothing.
        assert!(!answers(
            "has anyone even looked at the old Heroku app yet?",
            "I looked through what you pasted and nothing stands out."
        ));
        let q = "nobody at the dev shop knew if TestFlight crash feedback is on by default. do you?";
        assert!(!answers(q, "With the dev shop, it might help to make the acceptance criteria explicit."));
        assert!(answers(q, "TestFlight crash feedback is on by default for every tester."));
    }

    #[test]
    fn a_question_run_on_or_put_off_in_a_clause_is_a_question_of_its_own() {
        let p = parts(
            "lol the coffee prices going up and now everyone thinks I'm rich who do i even ring about the broken chiller seal",
            "user",
        );
        assert_eq!(p.len(), 2, "{p:?}");
        assert_eq!(p[1], (Class::Open, "who do i even ring about the broken chiller seal".to_string()));
        // ("I'll tell you who do i trust": too short a run to cut.)
        assert_eq!(parts("tell me who do i trust here", "user").len(), 1);
        let p = parts("早，顺便提一句GS1校验位规则，等忙完这阵子再问你", "user");
        assert!(
            p.contains(&(Class::Open, "顺便提一句GS1校验位规则，等忙完这阵子再问你".to_string())),
            "{p:?}"
        );
        // A clause may ask what the sentence, read from its start, does not.
        let p = parts(
            "random q -- the retention period for scanned source documents, are we dealing with that or not -- and remote desktop is on 25477 now",
            "user",
        );
        assert!(p.iter().any(|(c, t)| *c == Class::Open && t.contains("the retention period")), "{p:?}");
    }

    #[test]
    fn a_known_program_inside_a_sentence_is_a_command_as_far_as_its_arguments_go() {
        let ids =
            identifiers("IT guy told me grep -c AGENCY roster_week43.csv fixes the export, havent tried yet");
        assert!(ids.contains(&"`grep -c AGENCY roster_week43.csv`".to_string()), "{ids:?}");
        let ids = identifiers("what does python3 export_roster.py --include-bank --week 40 actually do");
        assert!(ids.contains(&"`python3 export_roster.py --include-bank --week 40`".to_string()), "{ids:?}");
        let ids =
            identifiers("IT guy told me python3 export_roster.py --week 40 --format csv fxies the export");
        assert!(ids.contains(&"`python3 export_roster.py --week 40 --format csv`".to_string()), "{ids:?}");
        let ids = identifiers("工程师说 chmod +x ~/rota/run_export_7a.sh 能修导出，我还没试");
        assert!(ids.contains(&"`chmod +x ~/rota/run_export_7a.sh`".to_string()), "{ids:?}");
        // A program's name in prose, with no flag or file after it, is no command.
        for text in ["we need to make 3 copies of the rota", "I'll sort the list and find the two files"] {
            assert!(!identifiers(text).iter().any(|i| i.starts_with('`')), "{text}");
        }
    }

    #[test]
    fn a_role_that_opens_a_long_clause_ending_in_is_or_was_names_who_follows() {
        assert_eq!(
            people(
                "if anyone from the fund asks, the person who signed off our second milestone was Thaddeus"
            ),
            vec!["Thaddeus"]
        );
        assert_eq!(people("the pharmacist on the ward this week is Kemi"), vec!["Kemi"]);
        // (Only within the clause: a role before a comma says nothing of what follows it.)
        assert!(people("ask the pharmacist, the answer is Lightroom").is_empty());
        // (A thing named by a word in -er is no role: "the printer in the office is Canon".)
        assert!(people("the printer in the office is Canon").is_empty());
    }

    #[test]
    fn people_named_as_its_x_who_or_x_equals_a_role_or_by_a_call() {
        assert_eq!(
            people("if anyone rings about the rota its Dariusz Okonkwo who needs it, the ward clerk"),
            vec!["Dariusz Okonkwo"]
        );
        assert!(
            people("fyi Przemek = the ward pharmacist. pls add to the contacts tab")
                .iter()
                .any(|p| p.starts_with("Przemek"))
        );
        assert!(
            people("the person to chase is Przemek - they signed off")
                .iter()
                .any(|p| p.starts_with("Przemek"))
        );
        assert_eq!(people("忘了说，吴思远打过电话，院感科的专职护士"), vec!["吴思远"]);
        // A thing after "its" is still no one.
        assert!(people("the app lost its Offline Mode again").is_empty());
    }

    #[test]
    fn a_standing_lead_then_an_order_is_a_rule_and_a_swapped_cue_reads_as_meant() {
        for text in [
            "also just so it's written down somewhere: keep every receipt, even parking",
            "Put this at the top of the plan: keep one spare laptop per form room.",
            "Going forward: nothing goes to the deposit scheme without my sign-off.",
            "Just so we're clear, no viewings on Sundays.",
            "Please remember, no events on Sundays — last time was a disaster and I don't want to relive it",
            "Dennis is adamant, and so am I: no flights with a connection under two hours.",
            "big no: close up the shop alone after 9pm.",
            "GP was very clear, you do not sign anything on his behalf until the LPA is registered",
            "ugh ok one more: date-stamp every lobby notice.",
            "I've made myself a promise, only reply to parents from the school account.",
            "keep reminding me of this one: nothing with nuts at the Okafor tables",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        assert_eq!(
            classify(
                "Understood, I'll hold you to it: only book freight after the PI is signed.",
                "assistant"
            ),
            Class::Constraint
        );
        // A lead with news after it, or the assistant's "to be clear", sets no rule.
        for (text, role) in [
            ("for the record, rent went up again this month", "user"),
            ("going forward, the GM is super strict about overtime", "user"),
            ("just so we're clear, Monday works for me", "user"),
            ("To be clear, keep the receipts somewhere safe.", "assistant"),
        ] {
            assert_ne!(classify(text, role), Class::Constraint, "{text}");
        }
        // A rule's lead keeps the rule whole when no clause has a kind of its own.
        let p =
            parts("for the record, no new clients with 60-day terms (learned that one the hard way)", "user");
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].0, Class::Constraint);
        // Swapped letters in a cue word, "back n forth", one option instead of another.
        for text in [
            "fnial answer, keep the database off the cloud, since the source list sits in the same folder",
            "Can you note that I've deicded to ask for a short extension?",
            "oh and after all that back n forth its Stratco quad gutters because it's the only one in stock",
            "Brand new HP ProBooks was the plan but I'll buy refurbished Latitudes instead - the budget only stretches to refurbs",
            "i think i'll pay the visa fee online honestly, mostly cause the embassy queue is three hours long",
            "还是关掉老的2.4G信号，主要是投影仪老是被它挤掉线。",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert_eq!(as_meant("the fever never broke"), "the fever never broke");
        assert_eq!(as_meant("i'll get back to you"), "i'll get back to you");
    }

    #[test]
    fn the_assistants_points_under_a_bold_heading_are_advice() {
        for text in [
            "**Night before** — pack peripherals in carry-on (never check mice/keyboards)",
            "**Tell him first, privately, and in person or on a call** — never let him find out from the lineup post.",
            "**If it keeps happening**, tie it to concrete consequences agreed in advance, not decided in anger.",
            "2. **前一晚**：外设放随身行李（千万别托运），打印签到确认。",
            "- **当场不讨价还价**，听他说，表示理解，但决定不变。",
        ] {
            let kinds: Vec<Class> = parts(text, "assistant").into_iter().map(|(c, _)| c).collect();
            assert!(
                !kinds.iter().any(|c| matches!(c, Class::Constraint | Class::Decision)),
                "{text}: {kinds:?}"
            );
        }
        // The person's own bold rule stays a rule, and the assistant's plain restated one too.
        let kinds: Vec<Class> =
            parts("**Night before** — never check the mice", "user").into_iter().map(|(c, _)| c).collect();
        assert!(kinds.contains(&Class::Constraint), "{kinds:?}");
        let kinds: Vec<Class> = parts("Understood — nobody should check mice or keyboards.", "assistant")
            .into_iter()
            .map(|(c, _)| c)
            .collect();
        assert!(kinds.contains(&Class::Constraint), "{kinds:?}");
    }

    #[test]
    fn a_rule_may_follow_a_later_label_an_insisting_lead_a_bare_remember_or_the_handbook() {
        for text in [
            "quick one: new policy from Monday: no personal phones in the rooms, agency staff and students included",
            "And I mean it, keep the incinerator off while we're alongside.",
            "remember only league-approved peripherals at the LAN venue or we get a forfeit",
            "can u add to the handbook: the side gate stays locked, during every outdoor session",
            "for the handbook - never leave a child alone with a visitor",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for text in [
            "quick one: what's our policy on sick days? no idea: ask Jade",
            "remember the dentist is on Tuesday",
            "I remember when the gate was always open",
            "I remember no one came to the party",
            "we all remember nobody checked the gate that day",
            "i mean it, thank you so much for the help",
            "can u add to the handbook: Jade's new phone number",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
    }

    #[test]
    fn more_standing_leads_a_dropped_letter_and_talks_that_settle_a_plan() {
        for (text, role) in [
            (
                "can you keep this in mind for everything you draft — never give promoters the drummer's number",
                "user",
            ),
            ("please remember keep the guest list under ten names, I got burned on this last year", "user"),
            ("Casey made me promise this and fine, they're right: no adjustable-rate loans at all.", "user"),
            (
                "reminder for future me — keep the mortgage payment below our rent, no matter how excited I get",
                "user",
            ),
            ("Just so it's written down somewhere: the tour float stays under my name only.", "user"),
            (
                "From your voice note, I've added this to the standing rules at the top of the tour doc: always cc the label on settlements.",
                "assistant",
            ),
        ] {
            assert_eq!(classify(text, role), Class::Constraint, "{text}");
        }
        assert_ne!(classify("please remember the dentist is on Tuesday", "user"), Class::Constraint);
        assert_ne!(classify("to be clear, nothing is decided yet", "user"), Class::Constraint);
        assert_ne!(classify("fyi: got all three quotes back today", "user"), Class::Constraint);
        assert_eq!(
            classify("going forward, nobody is allowed to sign for deliveries", "user"),
            Class::Constraint
        );
        assert_ne!(
            classify(
                "pls remember Hakan, the insurance broker, i keep forgetting names when im tired",
                "user"
            ),
            Class::Constraint
        );
        for text in [
            "ok so I'm buying the insurance upgrade becaue the basic policy excludes instruments",
            "Casey and I talked until like 1am and we'll pay for a separate sewer scope — big trees sit right over the lateral",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert_eq!(as_meant("becaue"), "because");
        assert_eq!(as_meant("the cause"), "the cause");
        // A word of its own is not a slip: "decide" is no "decided".
        assert_eq!(as_meant("couples decide faster, then settle"), "couples decide faster, then settle");
        for text in [
            "note to self, the export is: zip -r lid_photos_v3.zip ./photos/raw",
            "weird but fine Also, unrelated: for the record Scrivener I'm working from is v5.7.9, not the older one on the desktop",
            "note to self (and you): teh thing I run before sending files is `grep -rn just chapters/`.",
            "also, For the record the dev shop builds with `xcodebuild -scheme ShopwiseBeta -configuration Release archive` — that's what they ran",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
        assert_eq!(
            classify(
                "Casey asked me what happens to the rate lock if closing slips and I had no idea.",
                "user"
            ),
            Class::Open
        );
        assert_eq!(people("终于打通谢静雯的电话了，原来现在主办方负责人换成这位了"), vec!["谢静雯"]);
    }

    #[test]
    fn a_question_loses_a_long_label_when_room_is_short() {
        assert_eq!(
            compact("adding to my list for the broker: who normally pays the HOA transfer fee?"),
            "who normally pays the HOA transfer fee?"
        );
        // A label naming someone stays: it says who asks.
        let line = "adding to my list for Priya Raman: who pays the transfer fee?";
        assert!(compact(line).contains("Priya Raman"), "{}", compact(line));
    }

    #[test]
    fn a_vote_or_going_round_in_circles_settles_a_plan_and_its_reason_joins_it() {
        for text in [
            "band vote done, we're streaming the Glasgow night.",
            "after going round in circles — we are skipping the Dublin hotel.",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        let p = parts("thing is, Jonah's cousin is putting us up, simple as that", "user");
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(is_reason(&p[0].1), "{p:?}");
        // "thing is, X" gives a reason; it asks nothing ("another thing is the van booked" does).
        assert_ne!(
            classify("thing is, the walkers would rather have a free day in Lisbon.", "user"),
            Class::Open
        );
        assert_eq!(
            classify(
                "Let's drop the Sintra day trip. thing is, the walkers would rather have a free day in Lisbon.",
                "user"
            ),
            Class::Decision
        );
        assert_eq!(classify("and another thing is the van booked for friday", "user"), Class::Open);
        // A reminder's lead sets no condition: "sod it" settles what follows it.
        assert_eq!(
            classify("before i forget, sod it, keep Saturday training at half nine.", "user"),
            Class::Decision
        );
        assert_eq!(classify("before i forget, the van is booked.", "user"), Class::Plain);
    }

    #[test]
    fn common_words_and_roles_with_a_capital_are_no_one() {
        for text in [
            "Not gonna lie. Reason is simple: the Fed meets next week.",
            "Attached is your updated Loan Estimate.",
            "13.3 Damage from common-element leaks is covered by the Association.",
            "Traceback (most recent call last):",
        ] {
            assert!(
                !people(text)
                    .iter()
                    .any(|p| ["Reason", "Attached", "Damage", "Traceback"].iter().any(|w| p.starts_with(w))),
                "{text}: {:?}",
                people(text)
            );
        }
        // A name that is also a word stays a name.
        assert_eq!(people("ask Grace about the rota"), vec!["Grace"]);
    }

    #[test]
    fn a_yes_after_a_talk_a_plan_said_back_and_a_swapped_going_decide() {
        for (text, role) in [
            (
                "talked to my partner and yeah the 250g bags for retail because the market crowd won't pay for a full kilo",
                "user",
            ),
            (
                "Noted - you'll block-book agency for nights since the bank fill rate keeps dropping.",
                "assistant",
            ),
            ("we'll let nights self-roster in January, tbh night sickness doubled since October", "user"),
            (
                "Dennis and I talked it over at breakfast and we're giong to keep the old laptop rather than wipe it — there may be letters we haven't found.",
                "user",
            ),
            ("保留上海的银行卡吧，公积金还要往里打，不吵了", "user"),
            ("我倾向bf16 训练，毕竟上次 fp16 溢出了，那就这样", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Decision, "{text}");
        }
        for (text, role) in [
            ("we'll let you know by Friday, the venue is still checking", "user"),
            ("talked to my partner and yeah it was a long night", "user"),
            ("Noted - you'll hear from me tomorrow.", "assistant"),
        ] {
            assert_ne!(classify(text, role), Class::Decision, "{text}");
        }
    }

    #[test]
    fn a_reason_labelled_in_a_few_words_and_a_talk_or_a_grudging_word_settle_a_plan() {
        for t in [
            "Simple reason: the booking fee was putting families off.",
            "simple: restores don't cost egress there",
            "the real reason — nobody wants to drive that far",
            "here's why: the pit is too small for nine players",
        ] {
            assert!(is_labelled_reason(t), "{t}");
        }
        for t in ["simple enough: it worked", "the seasons: spring, summer, autumn"] {
            assert!(!is_labelled_reason(t), "{t}");
        }
        for (text, role) in [
            (
                "after a long talk with my cofounder we will hire remote-first in LatAm — salaries in São Paulo got crazy",
                "user",
            ),
            (
                "after a lot of back and forth with the committee we're going to put the band behind a gauze upstage since the pit is too small for nine players",
                "user",
            ),
            ("算了，旧路由器改成AP吧，地下室没信号", "user"),
        ] {
            assert_eq!(classify(text, role), Class::Decision, "{text}");
        }
        // (No choice after it: "算了" alone, or with nothing said of why.)
        for text in ["算了，不说了", "算了吧", "after a long talk with my cofounder I feel better"] {
            assert_ne!(classify(text, "user"), Class::Decision, "{text}");
        }
    }

    #[test]
    fn a_rule_after_a_lead_ended_by_a_colon_and_chinese_rules_of_what_is_not_done() {
        for text in [
            "can you keep this in mind whenever we plan anything: the safety curtain must never be blocked",
            "oh and standing rule — keep the family calendar off the cloud.",
            "长期规则——孩子的账号不给管理员权限。",
            "记住，上学的晚上不做升级，不管什么情况",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        // (Told, not ruled: "我记住了"; no "not": "记住，周五交".)
        for text in [
            "我记住了，他不太会用电脑",
            "记住，周五交报告",
            "for the record Scrivener I'm working from is v5.7.9, not the older one",
        ] {
            assert_ne!(classify(text, "user"), Class::Constraint, "{text}");
        }
    }

    #[test]
    fn not_understanding_something_asks_about_it() {
        for text in [
            "I still don't understand a 409A valuation before the seed... anyway, focus, the deadline first",
            "Can someone explain parking permits for the band to me like I'm five",
            "can you explain me information rights in the side letter sometime",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        for text in ["I don't understand it.", "honestly I don't understand why, it worked yesterday."] {
            assert_ne!(classify(text, "user"), Class::Open, "{text}");
        }
    }

    #[test]
    fn commands_after_did_or_doing_amounts_in_dollars_of_a_country_and_dates_of_next_month() {
        let ids = identifiers(
            "ok just did aws s3 sync s3://oktrack-exports/prod ./backup-prod --exclude '*.tmp' , worked this time",
        );
        assert!(
            ids.contains(
                &"`aws s3 sync s3://oktrack-exports/prod ./backup-prod --exclude '*.tmp'`".to_string()
            ),
            "{ids:?}"
        );
        let ids = identifiers(
            "for the cue sheets I've been doing pdftk script.pdf cat 40-103 output act2.pdf, Priya showed me",
        );
        assert!(ids.contains(&"`pdftk script.pdf cat 40-103 output act2.pdf`".to_string()), "{ids:?}");
        // (Prose after "doing" is no command.)
        let ids = identifiers("I've been doing yoga every morning since March 3");
        assert!(!ids.iter().any(|i| i.starts_with('`')), "{ids:?}");
        let ids =
            identifiers("valuation cap they propose is US$ 3.3M post-money; we burn R$ 59.500 per month");
        assert!(ids.contains(&"US$ 3.3M".to_string()) && ids.contains(&"R$ 59.500".to_string()), "{ids:?}");
        let ids = identifiers("董事会沟通会定在下个月24号，年报要在本月20号前交");
        assert!(
            ids.contains(&"下个月24号".to_string()) && ids.contains(&"本月20号前".to_string()),
            "{ids:?}"
        );
        // "e.g", "i.e" are no files; lengths of a text are weak.
        assert!(identifiers("restate deadlines, e.g. the delivery one, i.e. soon").is_empty());
        for id in ["12 pages", "400 words", "1.8T", "170G", "80-85%"] {
            assert!(is_weak_identifier(id), "{id}");
        }
        assert!(!is_weak_identifier("port 8443") && !is_weak_identifier("$400"));
        // Spans, estimates and labels said in passing.
        for weak in [
            "12 months",
            "30 percent",
            "14s",
            "600-800",
            "70-200",
            "900-1,200",
            "2.5-3",
            "5-6 people",
            "0-3 min",
            "Groom/partner",
            "Before/after",
        ] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        // A number with a dash in it, a reference with a slash: names of one thing.
        for strong in ["1234-5678", "176-15247438", "TA/62250", "24/01377/FUL", "TCP/UDP", "2026-12-16"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
        // Two words with a slash, a switch alone and keys pressed together name no one thing.
        for weak in ["shipper/consignee", "in/out", "/MIR", "/s", "Ctrl+F5"] {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        for strong in ["src/main.rs", "/srv/data", "D1746/3/98", "/mnt/share", "PO/2291", "RAIL 1057/560"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn slots_estimates_and_waits_in_seconds_are_weak_identifiers() {
        // A pasted schedule's slots and a wait say little once their day has passed.
        for weak in ["10:30–11:30", "14:30-18:00", "5–6 days", "8–12", "10 seconds", "20 secs", "~1:10"]
        {
            assert!(is_weak_identifier(weak), "{weak}");
        }
        // Versions, a year's span and a long wait stay.
        for strong in ["11.3", "v3.9.9-rc2", "2026–2027", "90 seconds", "12:30-SLOT", "port 8448"] {
            assert!(!is_weak_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn labels_and_readings_of_one_or_two_digits_are_doubtful_identifiers() {
        // A room, a count, a reading, a label: nothing the person looks for again.
        for doubtful in
            ["Volume 1", "Ward 7B", "NEWS 1", "1:1s", "5个", "20分钟", "-18°C", "28pt", "RNs 3", "A4", "92%"]
        {
            assert!(is_doubtful_identifier(doubtful), "{doubtful}");
        }
        // Money, dates, versions, commands, paths, codes in capitals and longer numbers stay.
        for strong in [
            "£45",
            "8万元",
            "60 quid",
            "11号",
            "19DEC",
            "Fri 9",
            "v7.8",
            "rev 16F",
            "draft 3.6",
            "需求文档 V1.4",
            "第2.8版",
            "`docker restart web-6`",
            "Restart-Service -Name KioskWeb1 -Force",
            "D:\\LR\\2027",
            "MS73 TWD",
            "S3HG-QWH",
            "RTE-W-33",
            "PR-68782",
            "port 8448",
            "v2",
            "pi_3UHgYFqr3hCnGjr",
            "pixel_parsnip",
            "wp_tenants",
        ] {
            assert!(!is_doubtful_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn a_labelled_name_ends_at_a_semicolon_between_a_results_lines() {
        assert_eq!(
            labelled_people(
                "Rooms occupied ...... 47/60; Comp approved by ........... Tomasz Urquhart; Audit status ....... COMPLETED"
            ),
            ["Tomasz Urquhart"]
        );
        assert_eq!(labelled_people("Supervisor: Leonie Kowalczyk, night shift"), ["Leonie Kowalczyk"]);
        assert_eq!(
            labelled_people("Rate override user ......... Declan Castellano;…"),
            ["Declan Castellano"]
        );
        assert!(labelled_people("Rate override user ......... Declan Castellan…").is_empty());
    }

    #[test]
    fn a_language_or_a_possessive_before_one_is_no_one() {
        for text in [
            "Is it ok if my sister comes with me to the appointment? Her English is better.",
            "sorry my English is not good when I'm stressed",
            "the Japanese keyboard layout is missing",
            "we need an Arabic interpreter for Thursday",
        ] {
            assert!(people(text).is_empty(), "{text}: {:?}", people(text));
        }
        assert_eq!(people("ask Amira Haddad about the Arabic interpreter"), ["Amira Haddad"]);
    }

    #[test]
    fn a_programs_handles_for_the_records_it_returned_are_doubtful_identifiers() {
        for handle in [
            "m_73970402",
            "evt_ea5f7301",
            "n_0f3f79",
            "au_47e13c63",
            "m_6815d7aaaa",
            "msg-ffa0fbdd1f13",
            "evt_ys9jsg9e85",
            "te_k3s2j50uaq",
        ] {
            assert!(is_doubtful_identifier(handle), "{handle}");
        }
        // Mixed case, no digits or a long tag: a payment's id, a name, a table.
        for strong in [
            "pi_3UHgYFqr3hCnGjr",
            "all_day",
            "backup_20270104",
            "evt_abcdef",
            "pwg-48213",
            "evt-12345678",
            "re-download",
            "INV-DD-080",
            "build-2027x",
        ] {
            assert!(!is_doubtful_identifier(strong), "{strong}");
        }
    }

    #[test]
    fn people_named_with_a_dash_and_a_role_and_chinese_names_after_a_relative_or_a_dash() {
        assert_eq!(people("Cormac Brannigan - props supervisor."), ["Cormac Brannigan"]);
        assert_eq!(people("Juniper – costume supervisor, on holiday till Friday"), ["Juniper"]);
        // (A dash and no role: "Thursday - rain" names no one.)
        assert!(people("Storage - boxes and bins").is_empty());
        for (text, name) in [
            ("记一下：我同事——宋梓萱。", "宋梓萱"),
            ("我丈母娘贾天佑，密码管理器的账号也得给她开一个", "贾天佑"),
            ("用户列表里我把朱志强标成了对门邻居", "朱志强"),
            ("工作人员表更新：詹晓岚 —— 副舞台监督", "詹晓岚"),
            ("家长会上认识了戚知秋，原来以前做过节目单设计", "戚知秋"),
        ] {
            assert!(people(text).contains(&name.to_string()), "{text}: {:?}", people(text));
        }
        // (A common word after 把 is no one: "把周末空出来".)
        assert!(people("我把周末空出来了").is_empty());
        assert!(people("刚刚李一鸣（代账会计）又来要十一月的数据了").iter().any(|p| p.starts_with("李一鸣")));
        assert_eq!(people("right so Oluwaseun — the returns packer — has just emailed"), ["Oluwaseun"]);
        assert_eq!(people("Crew sheet update. Mireille Haddad - choreographer."), ["Mireille Haddad"]);
        assert!(people("Storage - other stuff").is_empty());
        let ids = identifiers(
            "the transcode cmd i used last time was HandBrakeCLI -i a_mix.mov -o a_fix.mp4 -q 20 , keep it",
        );
        assert!(ids.contains(&"`HandBrakeCLI -i a_mix.mov -o a_fix.mp4 -q 20`".to_string()), "{ids:?}");
        for text in [
            "老板同意给工厂付加急费，因为不加急双十二的货赶不上。",
            "我素材归档全放NAS，移动硬盘坏了两块，不想再纠结了",
        ] {
            assert_eq!(classify(text, "user"), Class::Decision, "{text}");
        }
        assert_ne!(classify("房东不同意，因为合同还没到期。", "user"), Class::Decision);
    }

    #[test]
    fn a_concession_then_but_gives_a_reason_and_a_chase_with_no_answer_stays_open() {
        for t in [
            "Not thrilled, but the container's stuck in Felixstowe.",
            "I know, I know, but the cold room finally has proper shelving.",
            "我知道我知道，但是过敏原根本没法追溯。",
        ] {
            assert!(is_reason(t), "{t}");
        }
        assert!(is_why("I know, I know."));
        assert!(!is_reason("but I will check."));
        assert!(opens_with_plan("我打算不再收家里做的熟食。", false));
        let m = "Rang the factory again about who signed for the Leeds pallet. Voicemail.";
        assert!(chased("Rang the factory again about who signed for the Leeds pallet.") && no_reply(m));
        assert!(!no_reply("Rang the factory about the pallet, they sorted it."));
        assert!(!chased("Called it a day.") && no_reply("Called it a day. Silence at last."));
        for text in [
            "Something I keep meaning to find out is how long we must keep DBS records, not urgent though.",
            "I honestly have no clue who actually owns the data in the stock app.",
        ] {
            assert_eq!(classify(text, "user"), Class::Open, "{text}");
        }
        for text in [
            "Reminder to self and to you: no Evri for anything over 25kg.",
            "Just so it's said: only issue store credit once the 14-day window has passed.",
        ] {
            assert_eq!(classify(text, "user"), Class::Constraint, "{text}");
        }
        for (text, cmd) in [
            ("ok I ran npm run build:theme and it actually worked.", "`npm run build:theme`"),
            (
                "The student left a note saying run docker compose pull stockapp-web every Monday.",
                "`docker compose pull stockapp-web`",
            ),
        ] {
            assert!(identifiers(text).contains(&cmd.to_string()), "{text}: {:?}", identifiers(text));
        }
        // (Prose after "ran": a well-known word with a hyphen is no service.)
        assert!(!identifiers("we ran out of follow-up slots").iter().any(|i| i.starts_with('`')));
    }

    #[test]
    fn a_reply_that_leaves_it_for_later_closes_nothing() {
        assert!(defers("Okay, noted for later. For now: the checklist."));
        assert!(defers("No problem, one thing at a time."));
        assert!(defers("好，那个先放一放，回到手头的事："));
        assert!(!defers("Sure, here's the checklist."));
        assert!(asked_for_later("can you explain me information rights in the side letter sometime?"));
        assert!(asked_for_later("问个以后的问题：员工期权的成熟期？"));
        assert!(puts_off("what's SOC 2 for? not today, my head is exploding"));
        // The subject of a question labelled so, up to where it is let go.
        assert!(!answers_later(
            "还有个问题一直没搞懂：最惠国条款是什么意思……算了，先把邮件弄完。",
            "跟律师沟通的话，最好把问题整理成一个清单一次发过去，而不是分好几封邮件。"
        ));
        assert!(answers_later(
            "还有个问题：最惠国条款是什么意思？",
            "最惠国条款的意思是后面的投资人拿到更好的条件时你也能拿到。"
        ));
        assert!(acknowledges("That's very clear, thank you."));
        assert!(!acknowledges(
            "Pharmacies in Japan are easy to find, though brand names differ, so knowing the generic name helps."
        ));
        assert!(!acknowledges("Okay, noted for later. For now:"));
    }

    #[test]
    fn commands_after_fyi_booking_codes_and_amounts_after_any_currency_sign() {
        let ids = identifiers("fyi qpdf --decrypt calma_web62.pdf calma_web62_open.pdf did it, finally.");
        assert!(
            ids.contains(&"`qpdf --decrypt calma_web62.pdf calma_web62_open.pdf`".to_string()),
            "{ids:?}"
        );
        let ids = identifiers("fyi zip -r hofmann_BA04_delivery.zip target/ did it");
        assert!(ids.contains(&"`zip -r hofmann_BA04_delivery.zip target/`".to_string()), "{ids:?}");
        let ids = identifiers("ok I typed w32tm /resync /force like you said and it looks happier");
        assert!(ids.contains(&"`w32tm /resync /force`".to_string()), "{ids:?}");
        // (A word that opens a message runs nothing: "fyi the backup ran".)
        assert!(!identifiers("fyi the backup ran at 3am").iter().any(|i| i.starts_with('`')));
        // sudo runs a program after its options, output may go to a file, a Windows program
        // may be named by its file, ps lists processes, and prose after a command is not its
        // argument.
        for (text, command) in [
            (
                "it's sudo -u abstracta abstracta-admin export --status accepted --format csv > accepted-20261125.csv",
                "`sudo -u abstracta abstracta-admin export --status accepted --format csv > accepted-20261125.csv`",
            ),
            ("the fix is sc.exe query hrconn-agent9", "`sc.exe query hrconn-agent9`"),
            (
                "Could you explain what ps aux --sort=-%mem | head -n 30 actually does?",
                "`ps aux --sort=-%mem | head -n 30`",
            ),
            (
                "IT said just run Test-NetConnection hris-db3.corp.local -Port 58384 from the admin box",
                "`Test-NetConnection hris-db3.corp.local -Port 58384`",
            ),
            (
                "note: docker compose -f /opt/paperdesk/docker-compose.yml restart app is what one types",
                "`docker compose -f /opt/paperdesk/docker-compose.yml restart app`",
            ),
        ] {
            let ids = identifiers(text);
            assert!(ids.contains(&command.to_string()), "{text}: {ids:?}");
        }
        for postscript in
            ["ps don't forget the milk", "ps - the van is back", "I think it's sudo that breaks it"]
        {
            assert!(!identifiers(postscript).iter().any(|i| i.starts_with('`')), "{postscript}");
        }
        assert!(
            identifiers("the reserved instances come to about ₹39.6 lakh")
                .contains(&"₹39.6 lakh".to_string())
        );
        assert!(
            identifiers("They gave me a number for our flight booking: FEDPBZ.")
                .contains(&"FEDPBZ".to_string())
        );
        assert!(identifiers("航班预订号：SYVBTZ，别弄丢").contains(&"SYVBTZ".to_string()));
        // Capitals alone, with no booking named, or a word shouted, are no code.
        assert!(!identifiers("that was SO ANNOYING, honestly").iter().any(|i| i == "ANNOYING"));
        assert!(!identifiers("booking it was URGENT apparently").iter().any(|i| i == "URGENT"));
        assert!(!identifiers("the NHSBT letter came").iter().any(|i| i == "NHSBT"));
    }

    #[test]
    fn plans_after_long_leads_and_reasons_in_any_clause_are_decisions() {
        for d in [
            "After a lot of back and forth I'm going to drop the saturday market at Thornbury - honestly the stall fee went up again",
            "ok I'm going to throttle nmap to T2, because their IDS paged the SOC twice, so no point arguing with myself",
            "Made a call on this one: I'll bill the retest as a separate invoice",
            "想了一晚上，灌溉控制器选本地版的，因为不想依赖云服务",
            "吵了半天，结论是用学校的车接送",
            "趁我还没忘：跟几个导师商量过了，让高二的同学当操作手，毕竟高三那周要模考",
        ] {
            let p = parts(d, "user");
            assert!(p.iter().any(|(c, _)| *c == Class::Decision), "{d}: {p:?}");
            assert!(p.len() == 1, "one item: {p:?}");
        }
        assert!(is_labelled_reason("reasoning is simple, AP system rejects mixed line items."));
        assert!(settled_alone("不想再争了") && settled_alone("no point arguing with myself"));
        assert!(!has_reason("ok decided - put the sensors on solar packs."));
        assert!(has_reason("we put the sensors on solar packs - batteries take a morning"));
        assert!(
            settling_lead_only("thought about it overnight.")
                && settling_lead_only("Made a call on this one:")
        );
        assert!(!settling_lead_only("ok decided - put the sensors on solar packs."));
        assert!(!settling_lead_only("my manager finally agreed to it."));
        assert!(!settling_lead_only("final answer wiring ethernet to every kds screen."));
        assert!(!settling_lead_only("board voted and it's Harbor Sound Rentals."));
        assert!(settling_lead_only("ok decided.") && settling_lead_only("Decision time."));
        assert!(!settling_lead_only("we agreed on Tuesday."));
        assert!(!opens_as_choice("reason being their quote already includes the backline", false));
        assert!(opens_as_choice("sell the old rotavator, because it rusts", false));
        assert!(!opens_as_choice("done, not discussing it again", false));
        assert_ne!(classify("想了一晚上，因为太累了", "user"), Class::Decision);
    }

    #[test]
    fn the_program_after_a_pipe_keeps_its_word() {
        let ids = identifiers("跑了一下 tail -f /var/log/syslog | grep lora 卡住不动了，先不管它");
        assert!(ids.contains(&"`tail -f /var/log/syslog | grep lora`".to_string()), "{ids:?}");
        let ids = identifiers("try du -sh /srv | sort -h before lunch");
        assert!(ids.contains(&"`du -sh /srv | sort -h`".to_string()), "{ids:?}");
    }

    #[test]
    fn rules_after_leads_that_say_they_matter_are_constraints() {
        for rule in [
            "please remind everyone - parents only drive with a signed permission form",
            "RoE section 4.2, paraphrased: stop immediately on any customer PII",
            "Also, and this one's important: keep credentials out of the report body.",
            "Remind me if I drift - no social engineering of call centre staff",
            "Hard constraint, they were very clear: keep credentials out of the report body.",
        ] {
            assert!(parts(rule, "user").iter().any(|(c, _)| *c == Class::Constraint), "{rule}");
        }
        assert_eq!(
            classify(
                "Going by the guidance you pasted earlier, the rule that applies to you is: keep non-organic seed in the red bin.",
                "assistant"
            ),
            Class::Constraint
        );
        for not in [
            "for the record, rent goes up in May",
            "important: the meeting is at 5",
            "this one's important: the call takes ages",
        ] {
            assert_ne!(classify(not, "user"), Class::Constraint, "{not}");
        }
    }

    #[test]
    fn an_order_straight_after_going_forward_or_inside_a_request_is_a_rule() {
        for (s, role) in [
            ("going forward don't email the rota outside nhs.net, i mean it", "user"),
            ("going forward no annual leave in audit week, i mean it", "user"),
            ("Can you hold me to this: never reply to Trustpilot reviews after a glass of wine?", "user"),
        ] {
            assert_eq!(classify(s, role), Class::Constraint, "{s}");
        }
        // (How things stand, or a question after the lead, is no order.)
        assert_ne!(classify("going forward the team is smaller, sadly", "user"), Class::Constraint);
        assert_ne!(classify("Can you tell me this: when is the audit?", "user"), Class::Constraint);
    }

    #[test]
    fn someone_added_to_a_list_or_handed_a_thing_is_a_person() {
        assert_eq!(people("can you add Radomir to the advance list?"), vec!["Radomir"]);
        assert_eq!(people("adding Rowan to the family group in Vaultwarden."), vec!["Rowan"]);
        assert_eq!(people("so handing the pager to Radhika at 9"), vec!["Radhika"]);
        // (A program added to a path, a thing sent to a place, are no one.)
        assert!(people("then add Docker to the PATH").is_empty());
        assert!(people("we are shipping the pallets to Rotterdam").is_empty());
    }

    #[test]
    fn windows_switches_cmdlets_and_a_chinese_amount_in_renminbi() {
        let ids = identifiers("I ran dsregcmd /status on the file server — see below");
        assert!(ids.contains(&"`dsregcmd /status`".to_string()), "{ids:?}");
        let ids = identifiers(
            "the command is: Get-SmbShare | Select-Object Name,Path,Description (to see shares).",
        );
        assert!(ids.contains(&"`Get-SmbShare | Select-Object Name,Path,Description`".to_string()), "{ids:?}");
        assert_eq!(
            code_line("    vssadmin list shadows /for=D:").as_deref(),
            Some("`vssadmin list shadows /for=D:`")
        );
        assert_eq!(code_line("    Output:"), None);
        // (A cmdlet named in prose runs nothing.)
        assert!(!identifiers("We use Get-Help a lot").iter().any(|i| i.starts_with('`')));
        assert!(!identifiers("Get-Together tomorrow at 5 in the hall").iter().any(|i| i.starts_with('`')));
        let ids = identifiers("try: Get-Printer -Name 'ZBR-DOCK*' | Format-List");
        assert!(ids.iter().any(|i| i.starts_with("`Get-Printer -Name")), "{ids:?}");
        let ids = identifiers("PDF发票上NAS替换硬盘的金额是人民币68,900元。");
        assert!(ids.contains(&"人民币68,900元".to_string()), "{ids:?}");
        assert!(!ids.iter().any(|i| i.starts_with("NAS")), "{ids:?}");
        assert!(people("and Out-Of-Office replies are annoying").is_empty());
    }

    #[test]
    fn not_knowing_a_subject_a_label_before_whether_and_a_rule_a_paper_sets() {
        for s in [
            "I genuinely don't know the licensing cost for Windows Server CALs.",
            "Note for my list, not for now: whether we need a DPIA for the new scanner.",
            "Something I keep meaning to look into: whether the bar rules allow cloud e-discovery.",
        ] {
            assert_eq!(classify(s, "user"), Class::Open, "{s}");
        }
        assert_ne!(classify("Update: how we fixed it was simple, a reboot.", "user"), Class::Open);
        for (s, role) in [
            (
                "Section 4 of the handbook states that staff only patch the file server after 7pm.",
                "assistant",
            ),
            ("the lease says no pets above the ground floor", "user"),
            ("For anything you draft for me: change firewall rules only with a ticket.", "user"),
        ] {
            assert_eq!(classify(s, role), Class::Constraint, "{s}");
        }
        assert_ne!(classify("the contract says the rent is 900 a month", "user"), Class::Constraint);
        assert!(insists("No exceptions."));
        assert!(insists("没有例外。"));
        assert!(!insists("No exceptions were made last year."));
    }

    #[test]
    fn commands_run_by_a_job_number_or_subcommand_words_short_weekdays_and_editions() {
        for (text, cmd) in [
            ("ran seff 4257310 and it finally went through lol.", "`seff 4257310`"),
            (
                "Ran planr timeline push marlow --notify last night at like midnight",
                "`planr timeline push marlow --notify`",
            ),
            (
                "my nephew told me to type weddingdesk seating import orangery_seating.csv whenever the app gets weird",
                "`weddingdesk seating import orangery_seating.csv`",
            ),
            ("Rscript analysis/nmds_sites.R --cores 12", "`Rscript analysis/nmds_sites.R --cores 12`"),
        ] {
            let ids = identifiers(text);
            assert!(ids.contains(&cmd.to_string()), "{text}: {ids:?}");
        }
        for prose in
            ["we ran errands all day", "I ran 5 miles this morning", "Paris trip notes/ideas.md later"]
        {
            assert!(!identifiers(prose).iter().any(|i| i.starts_with('`')), "{prose}");
        }
        assert!(
            identifiers("abstract deadline for the conference: Fri the 20th")
                .contains(&"Fri the 20th".to_string())
        );
        assert!(identifiers("PDF页脚写的是第2.8版，你要签的就是这一版").contains(&"第2.8版".to_string()));
        assert_eq!(people("Imogen is officially our photographer for the Marlow Hotel!!!"), vec!["Imogen"]);
    }

    #[test]
    fn a_yes_no_question_after_wondering_and_a_limit_after_a_colon() {
        for s in [
            "also wondering: can undergrads run jobs under my allocation.",
            "am i allowed to defend remotely if i'm at sea that week",
        ] {
            assert_eq!(classify(s, "user"), Class::Open, "{s}");
        }
        for s in [
            "they fined the last planner for this so: max 120 guests in the orangery!!!",
            "they fined the last planner for this so: no red wine near the white sofas!!!",
        ] {
            assert_eq!(classify(s, "user"), Class::Constraint, "{s}");
        }
        for s in ["Status: no reply from the landlord yet", "Update: no news from the bank, sadly"] {
            assert_ne!(classify(s, "user"), Class::Constraint, "{s}");
        }
        assert!(candid("honestly the permit won't be renewed in time"));
        assert!(!candid("honestly?"));
    }

    #[test]
    fn a_dictated_run_on_splits_where_a_new_thought_opens() {
        let s = sentences(
            "are you there the heating clicked off in the night and I was frozen thank you love oh and another thing my son made me promise only open the door to people with ID so please remind me",
        );
        assert_eq!(s.len(), 2, "{s:?}");
        assert!(s[1].starts_with("oh and another thing my son made me promise"), "{s:?}");
        // (A short sentence, or one with the word inside another, stays whole.)
        assert_eq!(sentences("we went out and also bought milk").len(), 1);
        assert_eq!(sentences("the canyway road is closed and the bus goes round by the school and the church and the park today").len(), 1);
        let s = sentences(
            "又是我 超市又换摆法了 找酱油找了半天 手机上头那个电池变红了 包了一锅饺子冻起来了 对吧 还有个事 我拿定主意了 流感疫苗去社区打 因为医院排队太长",
        );
        assert!(s.iter().any(|x| x.starts_with("还有个事")), "{s:?}");
    }

    #[test]
    fn greetings_tags_and_a_phones_screens_ask_nothing_and_name_no_one() {
        assert_ne!(classify("how are you and he left me this written out in capitals", "user"), Class::Open);
        assert_eq!(classify("how are you getting the boxes to the hall on Friday", "user"), Class::Open);
        assert_ne!(classify("Little outings like that make the week, don't they?", "assistant"), Class::Open);
        assert_ne!(
            classify("you'll remember why you decided, and that helps when someone pushes.", "assistant"),
            Class::Decision
        );
        assert!(people("1. Open Settings (the little grey cog).").is_empty());
        assert!(people("Description: Social Security every four weeks").is_empty());
        assert!(people("Neither asks you to do anything or click on anything").is_empty());
        assert_eq!(
            people("Fiona Smith (the probate registry clerk) rang"),
            vec!["Fiona Smith (the probate registry clerk)"]
        );
    }

    #[test]
    fn a_reply_that_cannot_say_or_parks_it_answers_nothing() {
        let q = "Does anyone actually know whether the fabric passes the crib 5 test?";
        let reply = "No way for me to know that without their paperwork, I'm afraid.";
        assert!(!yes_or_no(q, reply, true));
        assert!(!answers(q, reply));
        assert_ne!(classify(reply, "assistant"), Class::Constraint);
        assert!(defers("Sure. Parked. Shout when you're back."));
        assert!(!defers("Sure. Here is the list."));
        assert!(puts_off("thinking out loud... can I deduct the forklift hire? meh, another day"));
        // One word in passing ("night", "only") answers nothing of a longer question.
        assert!(!answers(
            "is there any fire warden training for nights or is it days only?",
            "For right now, the night shift on Sunday is the only one with no registered nurse at all."
        ));
        assert_eq!(
            classify("Something I still don't know: what happens to a contract when customers move.", "user"),
            Class::Open
        );
        assert_eq!(
            classify("and another thing do you know much about getting a VAT refund at the airport", "user"),
            Class::Open
        );
    }

    #[test]
    fn a_hedged_choice_and_a_pick_up_are_no_decisions() {
        for (line, role) in [
            ("Maybe go with that next time.", "assistant"),
            ("perhaps switch to the bigger van for the Leeds run", "user"),
            ("AG-AP-Stairs-2 is back and has picked up clients again.", "assistant"),
            ("the courier picked it up at nine", "user"),
        ] {
            assert_ne!(classify(line, role), Class::Decision, "{line}");
        }
        for line in
            ["we picked the bigger van because the small one fails its MOT", "going with the bigger van"]
        {
            assert_eq!(classify(line, "user"), Class::Decision, "{line}");
        }
    }

    #[test]
    fn a_decisions_settling_lead_and_plan_words_go_and_its_sign_off_too() {
        // The line is a decision already: any verb after its subject starts the plan.
        for (line, choice) in [
            (
                "After a long discussion with the vets this morning, we are going to run the controlled drugs training in-house on a closed afternoon - sending everyone out would mean closing for a whole day.",
                "run the controlled drugs training in-house on a closed afternoon - sending everyone out would mean closing for a whole day.",
            ),
            (
                "Change of plan on review replies: we will wait twenty-four hours before replying to any negative review",
                "wait twenty-four hours before replying to any negative review",
            ),
            (
                "plan is to buy the refurb Latitude 5420s — new ones would blow the whole capex budget",
                "buy the refurb Latitude 5420s — new ones would blow the whole capex budget",
            ),
            (
                "(sorry, brain dump) plan is to ignore TikTok for now, given that none of us has the energy",
                "ignore TikTok for now, given that none of us has the energy",
            ),
            // A lead that tells how it was settled, then the choice after its colon.
            (
                "Following our chat last night: switch the fine art prints to Hahnemuhle Photo Rag. Main reason being the Canson batch yellowed.",
                "switch the fine art prints to Hahnemuhle Photo Rag. Main reason being the Canson batch yellowed.",
            ),
            (
                "decision for the ward meeting minutes: trial the falls sensors in the side rooms only",
                "trial the falls sensors in the side rooms only",
            ),
        ] {
            assert_eq!(choice_only(line), choice, "{line}");
        }
        // A lead that sets the scope or holds a condition stays.
        for keep in [
            "for the Leeds office: switch the printers to the new toner supplier",
            "for the garden: use bark chippings on every bed",
            "if the quote comes in under budget, we are going to run the trial in March",
        ] {
            assert_eq!(choice_only(keep), keep);
        }
        // Sign-off words and faces colour and go; a count before "x" stays.
        assert_eq!(
            drop_asides(
                "send the press kit out a week early, the bigger outlets plan their coverage ten days ahead tbh",
                true
            ),
            "send the press kit out a week early, the bigger outlets plan their coverage ten days ahead"
        );
        assert_eq!(
            drop_asides(
                "drop the weekday package cos nobody booked it and it ate my only quiet day :)",
                true
            ),
            "drop the weekday package cos nobody booked it and it ate my only quiet day"
        );
        assert_eq!(
            without_colour("move the Tuesday collection to Wednesday mornings 🙏"),
            "move the Tuesday collection to Wednesday mornings"
        );
        assert_eq!(
            without_colour("give the hours to the two bank nurses who asked x"),
            "give the hours to the two bank nurses who asked"
        );
        assert_eq!(without_colour("order the long HDMI cables 2 x"), "order the long HDMI cables 2 x");
        assert_eq!(without_colour("lol"), "lol");
    }

    #[test]
    fn a_decision_keeps_the_verb_of_its_choice_and_a_reason_may_have_an_aside() {
        assert_eq!(
            choice_only(
                "I've decided to go with Leiden over Groningen, mostly since the scholarship covers housing"
            ),
            "go with Leiden over Groningen, mostly since the scholarship covers housing"
        );
        assert_eq!(
            choice_only("we picked Redis Streams because it is simple"),
            "Redis Streams because it is simple"
        );
        assert!(is_reason("The reason, for the record, is that examiners might quiz me on overlap."));
        assert!(!is_reason("The reason, sadly, was never clear to anyone at all here"));
    }

    #[test]
    fn plans_said_with_lets_we_just_or_landed_on_and_a_reason_are_decisions() {
        for d in [
            "yes let's hand the licence paperwork to the accountant, she's already dealt with the council twice this year anyway",
            "lets just drop Lanfield Haulage for the Southampton runs — they've missed three slots since October anyway",
            "been thinking about it all the way home and I think we just leave the heating on frost mode between guests because honestly the pipes froze last winter",
            "right so it's going to be pre-recording the holiday episodes early from now on, simply because the co-host is away",
            "um so — it's going to be not running a bonus feed this year from now on, simply because the admin ate every weekend",
            "for the record we give the Hamburg LCL to Rhenus, because they're the only ones with a CFS slot before Christmas",
            "oh before I forget I've landed on putting full transcripts on the website because honestly the complaints keep coming in",
            "不纠结了，清洁费到五一之前都不涨，客人已经在抱怨额外收费了",
        ] {
            assert_eq!(classify(d, "user"), Class::Decision, "{d}");
        }
        for n in [
            // What happened, the weather, a suggestion of the assistant's, a bare "we".
            "we just got back because the flight was late",
            "it's going to be cold because the front moves in tonight",
            "we need the receipts, because the accountant asks for them every year",
            "so we missed the slot because the truck broke down",
            "let's see, the invoice might be late because of the bank holiday",
        ] {
            assert_ne!(classify(n, "user"), Class::Decision, "{n}");
        }
        assert_ne!(
            classify(
                "Let's draft a short reply, because the guest sounds upset and a quick answer helps.",
                "assistant"
            ),
            Class::Decision
        );
    }

    #[test]
    fn dictated_questions_without_a_colon_or_a_mark_are_open() {
        for q in [
            "and also question for you when you've a minute am I on the list for the warm home discount not urgent",
            "I've been wondering would a wifi extender help the signal upstairs it's been bothering me",
            "对了我得搞清楚灯塔看守人的授权书，但是没人理我",
        ] {
            assert_eq!(classify(q, "user"), Class::Open, "{q}");
        }
        assert_ne!(classify("question for you", "user"), Class::Open);
    }

    #[test]
    fn a_reply_that_says_it_cannot_answer_closes_nothing() {
        let q = "do you know anything about the insurance for the live show?";
        let r = "Okay, logged — I've noted the open question.\n\nI don't have anything that answers that, so I'm keeping it flagged as unresolved.";
        assert!(!yes_or_no(q, r, true));
        assert!(!answers(q, r));
        let q = "need to find out whether Sea Pink needs its own fire risk assessment before the inspection";
        assert!(!yes_or_no(
            q,
            "Agreed, that's worth pinning down beforehand. Add it to the list of questions to ask in writing.",
            true
        ));
        // Why it is asked is not what it asks about.
        let q = "I keep meaning to ask is if the thermostat history counts as personal data because nobody has given me a straight answer";
        assert!(!answers(q, "That's a straight answer to the wrong question, honestly."));
        assert!(answers(q, "The thermostat history counts as personal data once it is tied to a booking."));
        // A reply that did the work is no putting off.
        assert!(!defers("Done — I've flagged the two risky clauses."));
        assert!(defers("Okay, noted for later."));
        // A plain yes still answers.
        assert!(yes_or_no("can you put the bins out on Tuesday?", "Yes, done.", true));
    }

    #[test]
    fn what_someone_is_busy_with_a_verdict_and_a_sigh_are_no_choice_or_rule() {
        for (s, role) in [
            (
                "As you know, I am organising the European Conference on Soil Microbiology here at the University of Kilmory — three days in the summer, some three hundred delegates — and I shall be leaning on you rather heavily over the coming months.",
                "user",
            ),
            ("Pasting the registrations that came in since Friday — a few look odd to me.", "user"),
            ("Sensible call — I'll treat that as settled.", "assistant"),
        ] {
            assert_ne!(classify(s, role), Class::Decision, "{s}");
        }
        assert_ne!(classify("I never remember", "user"), Class::Constraint);
        assert_eq!(
            classify(
                "Please ensure that no member of staff attempts to accept a booking for the pre-conference workshop before the delegate is already registered for the main conference.",
                "user"
            ),
            Class::Constraint
        );
    }

    #[test]
    fn kept_states_nobody_rules_signs_and_set_leads_are_rules() {
        for s in [
            "A reminder to all teams: the Pi stays plugged into the UPS at all times.",
            "reminder from the consent conditions: the field gate stays shut, at all times because of the sheep.",
            "• reminder dogs stay in the vans along Mill Lane!!!",
            "pls add to the induction sheet: drone flights stay under 60 m, inside the gliding club's zone",
            "the finds shed gets locked — every time the last person leaves it.",
            "  - nobody goes up the bell tower in the main hall",
            "fyi nobody goes over 100 block hours in any rolling 28 days.",
            "Dave's been very clear — nobody is rostered past 13 hours of duty including the positioning sectors.",
            "just so we're straight, no one flies within 12 hours of a sim session if the sim was a checking ride.",
            "As a condition of this permission, no smoking past the cattle grid",
            "From the board minutes, so it's official now: every photo needs a signed consent form on the application.",
            "omg for the staf msg: no hot drinks in the baby room at any time, lids or no lids",
            "ok voice note debrief and i want it clear to everyone that ropes get binned after any shock load regardless of age",
            "> With immediate effect, staff may release rooms from the hotel block only once I have checked the numbers myself.",
        ] {
            assert_eq!(classify(s, "user"), Class::Constraint, "{s}");
        }
        for s in [
            "nobody knows where the spare key went",
            "we stay in the Premier Inn when we visit",
            "no meeting today, the boss is off",
            "the accountant wants one paper trail, cant argue w that",
            "pasting the group chat bc I'll never find it again",
            "帮我写一条宣传开票的朋友圈，别太尬",
            "要热情但别太肉麻",
            "If you have any questions, please do not hesitate to get in touch.",
            "before I forget, in no particular order",
        ] {
            assert_ne!(classify(s, "user"), Class::Constraint, "{s}");
        }
        // The assistant's promises that name nothing and its words of caution are no rules.
        for s in [
            "Noted. I won't do that without the condition being met, and I'll flag it to you if anyone pushes.",
            "除非你说要改，我不会再提这件事。",
            "A word of caution: anything run on the live server can't always be undone, so it's safest to do it only when the technician is reachable.",
        ] {
            assert_ne!(classify(s, "assistant"), Class::Constraint, "{s}");
        }
        assert_eq!(
            classify("Understood — I won't book freight before the PI is signed.", "assistant"),
            Class::Constraint
        );
    }

    #[test]
    fn chosen_voted_weighed_and_way_forward_are_decisions() {
        for s in [
            "For the record, the committee has chosen the botanic garden for the welcome reception, given that it is free before seven.",
            "team vote went for paper PRFs as backup as the tablet is useless in the rain",
            "On balance I think an early-career researcher prize funded from the surplus is the way forward, as the committee wants it.",
            "4) after all that - the final beach scene at the lifeboat station, mainly because the neighbours are already on side",
            "btw after all that faff it's the cheaper nappy supplier, mainly cos the eco ones leaked all over the toddler room",
            "#2 so yeah we're gonna land the old crane hoses in Singapore cause the garbage fee there is the cheapest",
            "yeah screw it we sign the two month trial with the korean kid, the buyout is cheaper before the roster lock",
            "We agreed at the meeting to ask the Trust for three years; the deciding factor was that the volunteers need certainty.",
        ] {
            assert_eq!(classify(s, "user"), Class::Decision, "{s}");
        }
        assert!(ends_settled("they gave us the most last year, end of."));
        assert_ne!(classify("I think the smaller hall is the way to go", "assistant"), Class::Decision);
    }

    #[test]
    fn asks_in_a_later_clause_advice_and_bare_status_lines() {
        assert!(is_request("gateway's stuck again, can you renew the signing cert pls"));
        assert!(is_request(
            "The certifier's letter came - can you summarise what they actually want from me?"
        ));
        assert!(!is_request("the minibus tablets — can you find out whether they count?"));
        for q in [
            "what should go in a proper lost property log entry",
            "is there a version of NINA you'd recommend staying on?",
            "你觉得资助方真的会看附件吗？",
            "明年要不要再添一台车，你帮我分析分析",
            "有业主问业委会算不算“正式的”，我该怎么说？",
        ] {
            assert!(asks_for_help(q), "{q}");
        }
        assert!(!asks_for_help("你觉得这个发给谁合适？"));
        for s in ["开会的时候没人知道。", "没人知道", "群里发了也没人回", "我回头再问。"]
        {
            assert!(only_status(s), "{s}");
        }
        assert!(!only_status("没人知道他什么时候回来吗？"));
        // 从来 and a no said twice ask nothing.
        assert_ne!(classify("他跟护工说我从来不来看他，我那天上午明明在。", "user"), Class::Open);
        assert!(!a_not_a("不是不是，是另外那封，上个月那封"));
        assert_ne!(classify("不是不是，是另外那封，上个月那封", "user"), Class::Open);
        assert!(!a_not_a("现在好像动不动就这样"));
        assert!(a_not_a("明天来不来开会"));
    }

    #[test]
    fn the_plain_scan_finds_what_match_indices_finds() {
        for (hay, needle) in [
            ("aaaa", "aa"),
            ("no smoking, no smoking", "no smoking"),
            ("下下周一和下周一", "周一"),
            ("café au lait, café", "café"),
            ("short", "longer than it"),
            ("", "x"),
        ] {
            let ours: Vec<usize> = find_all(hay, needle).collect();
            let std: Vec<usize> = hay.match_indices(needle).map(|(i, _)| i).collect();
            assert_eq!(ours, std, "{hay} / {needle}");
        }
        assert!(holds("abc", "") && holds("abc", "bc") && !holds("abc", "cb"));
        assert_eq!(strike("i can't wait, can't wait".to_string(), &["can't wait"]), "i  ,  ");
    }

    #[test]
    fn the_assistants_offers_are_told_apart() {
        for q in [
            "要我帮你把准备时间先占上吗？",
            "需要我起草催缴邮件吗？",
            "Do you want me to draft a reply, or just keep it for reference?",
            "The items flagged for replacement should go on the next order - want me to draft it for the treasurer?",
            "Shall I send a gentle nudge?",
        ] {
            assert!(offers_to_do(q), "{q}");
        }
        for q in [
            "认证机构的信到了，帮我总结一下他们到底要我干嘛？",
            "has anyone confirmed the photographer's terms?",
        ] {
            assert!(!offers_to_do(q), "{q}");
        }
    }

    #[test]
    fn weekdays_with_figures_and_counted_weeks_are_dates() {
        for (s, date) in [
            ("tribunal prelim hearing is listed for Sat 16/1 (!!) sigh", "Sat 16/1"),
            ("The neighbour letter drop has been scheduled for Wed 27/01", "Wed 27/01"),
            ("| 阵容锁定 | 下下周一 韩国时间21点 | — |", "下下周一"),
        ] {
            assert!(identifiers(s).contains(&date.to_string()), "{s}: {:?}", identifiers(s));
        }
    }

    #[test]
    fn capitals_that_open_an_item_or_a_clause_name_no_one() {
        for s in [
            "- Going from the truck stop to a restaurant",
            "A couple of notes: Linux is case-sensitive, so keep it lower-case exactly as above.",
            "Rotate who leads it among the cast and it stops being optional very quickly.",
            "Understood - send things whenever the link allows.",
        ] {
            assert!(people(s).is_empty(), "{s}: {:?}", people(s));
        }
        assert_eq!(people("Sofia, who is backend on-call, has the keys"), vec!["Sofia"]);
    }

    #[test]
    fn rota_lines_prompts_and_thirds_of_a_month() {
        // A full name, then what they are in brackets, in a tool's result.
        assert_eq!(
            labelled_people(
                "Rota - next 7 days Sat night: Sarah (team) Sun day: Kirsty Thornton (cas carer)"
            ),
            vec!["Kirsty Thornton"]
        );
        assert_eq!(labelled_people("排班（今晚） 周日 夜班: 李晓峰 (急救员)"), vec!["李晓峰"]);
        assert!(labelled_people("Land Rover Discovery (DP76 OSF)").is_empty());
        // A command at a shell's prompt.
        assert!(at_prompt("pi@calloutpi:~ $ sarpager send-test --to all"));
        assert!(at_prompt("[root@web01 ~]# systemctl restart nginx"));
        assert!(!at_prompt("# Heading"));
        assert!(!at_prompt("Total: $ 500"));
        let ids = identifiers("[root@web01 ~]# systemctl restart nginx");
        assert_eq!(ids, vec!["`systemctl restart nginx`"]);
        // A rule of dashes is no flag.
        let ids = identifiers(
            "item: Rope 50m #3 status: cracked buckle --- item: Vac mattress #1 firmware: v8.17.6",
        );
        assert!(ids.contains(&"v8.17.6".to_string()) && !ids.iter().any(|i| i.starts_with('`')), "{ids:?}");
        // A third of a month.
        assert!(identifiers("联合演练定于下个月中旬举行。").contains(&"下个月中旬".to_string()));
        assert!(identifiers("3月下旬交稿").contains(&"3月下旬".to_string()));
    }

    #[test]
    fn menus_plural_parts_and_titles_name_no_one() {
        for s in [
            "In Word, go to Mailings → Start Mail Merge → E-mail Messages.",
            "Write the message, inserting fields with Insert Merge Field.",
            "Finish & Merge → Send Email Messages, choose the email column, add a subject, and send.",
            "Select Recipients → Use an Existing List, and choose your spreadsheet.",
            "Speakers will only be recorded or streamed where they have given explicit consent.",
            "I am organising the European Conference on Soil Microbiology here.",
        ] {
            assert!(people(s).is_empty(), "{s}: {:?}", people(s));
        }
        // (One arrow hands a thing from one person to another.)
        let handover = people("Pager handover tonight: Dennis Okafor → Priya Natarajan");
        assert!(handover.contains(&"Priya Natarajan".to_string()), "{handover:?}");
        assert!(identifiers("---------- Forwarded message ---------").is_empty());
        for (heading, people) in [
            ("full_name", true),
            ("Full name", true),
            ("Contact name", true),
            ("Name", true),
            ("Candidate", true),
            ("company name", false),
            ("file_name", false),
            ("amount", false),
        ] {
            assert_eq!(person_column(heading), people, "{heading}");
        }
    }

    #[test]
    fn a_number_plate_is_one_identifier() {
        assert_eq!(identifiers("Vehicle: Civic   Reg: MC70 JGK"), vec!["MC70 JGK"]);
        // A serial number keeps its mark.
        let row = identifiers("| Rope 50m #3 | SN SP-307961 | cracked buckle |");
        assert!(
            row.contains(&"SN SP-307961".to_string()) && !row.contains(&"SP-307961".to_string()),
            "{row:?}"
        );
        assert_eq!(identifiers("serial: S/N 4C2291X"), vec!["S/N 4C2291X"]);
        assert!(!identifiers("PSN SP-307961").contains(&"SN SP-307961".to_string()));
        assert!(identifiers("SN check done, all SN OK").is_empty());
        assert_eq!(identifiers("我是思域那台车的车主，车牌鲁D·N606V。"), vec!["鲁D·N606V"]);
        assert_eq!(identifiers("车牌：川DX518O 和 苏D B233N"), vec!["川DX518O", "苏D B233N"]);
        // (Not inside a word, nor a shouted word after two letters and digits.)
        assert!(!identifiers("model XMC70 JGK").contains(&"MC70 JGK".to_string()));
        assert_eq!(number_plate("the AB12 CDEF unit"), None);
    }

    #[test]
    fn a_tool_result_names_people_by_label_only() {
        assert_eq!(
            labelled_people(
                "mail_search → 1 result From: Ines Fairbairn <ines.fairbairn@tidewateraudio.com> Date: 2026-11-19 Subject: Re: following up"
            ),
            vec!["Ines Fairbairn"]
        );
        assert_eq!(
            labelled_people(
                "customs_status → Status: HELD — documentary check Duty/VAT payable: — Officer: Callum Ferreira"
            ),
            vec!["Callum Ferreira"]
        );
        assert_eq!(
            labelled_people("mail → 1 message found From: Customer Care Subject: RE: Harlow Ceramics"),
            Vec::<String>::new()
        );
        assert_eq!(
            labelled_people("mail → From: Screwfix <orders@screwfix.example> | Subject: Reminder"),
            Vec::<String>::new()
        );
        assert_eq!(labelled_people("邮件 → 共1封 发件人：王建国 主题：报价"), vec!["王建国"]);
        // A label inside a word is none ("Platform: Tidewater", "tofrom").
        assert_eq!(labelled_people("status → Photo: Jane Doe attached"), Vec::<String>::new());
        // (A letter whose lower case is longer than itself comes before the label.)
        assert_eq!(labelled_people("İİİ From: Ines Fairbairn"), vec!["Ines Fairbairn"]);
        // A record's people, after a colon or dot leaders.
        assert_eq!(
            labelled_people("[1] Room 510   Status IN HOUSE / Guest:     Gareth Pryce / Balance:   £370.91"),
            vec!["Gareth Pryce"]
        );
        assert_eq!(
            labelled_people(
                "Rooms occupied ..... 43/60 / Rate override user ......... Leonie Kowalczyk / Audit status"
            ),
            vec!["Leonie Kowalczyk"]
        );
        assert_eq!(labelled_people("夜审汇总 / 改价操作人：郑文斌 / 夜审状态：已完成"), vec!["郑文斌"]);
        assert_eq!(labelled_people("From: Fiona McBride <support@garagehub.co.uk>"), vec!["Fiona McBride"]);
        // (Dots that end a sentence lead to nothing: "a new user. Then Kwame …".)
        assert_eq!(labelled_people("add a new user. Kwame Urquhart said so"), Vec::<String>::new());
        assert_eq!(labelled_people("Customer: MacBook Pro"), Vec::<String>::new());
        // A tool's JSON record names people under its keys.
        let json = r#"{"results": [{"candidate": "Gavin Osei", "role": "team leader"}, {"attendees": [{"displayName": "Bartholomew Abernethy"}]}], "name": "陈晓燕"}"#;
        let mut people = labelled_people(json);
        people.sort();
        assert_eq!(people, vec!["Bartholomew Abernethy", "Gavin Osei", "陈晓燕"]);
        for none in [
            r#"{"app_name": "Focusrite Control", "hostname": "Mail Server"}"#,
            "Company name: Harlow Ceramics",
            r#"{"candidate": 42, "employee": "tbc"}"#,
        ] {
            assert_eq!(labelled_people(none), Vec::<String>::new(), "{none}");
        }
    }

    #[test]
    fn a_bracket_after_a_name_says_what_they_are_and_a_sign_off_or_a_mail_header_is_no_content() {
        assert_eq!(
            people("Felix Bishop (Foxglove PR) asking for a discount AGAIN 🙃 3rd time this yr"),
            vec!["Felix Bishop (Foxglove PR)"]
        );
        assert_eq!(
            people("ugh, Felix Bishop (Foxglove PR) wants a discount"),
            vec!["Felix Bishop (Foxglove PR)"]
        );
        // (A number in brackets is no role: a plate, a phone number.)
        assert!(
            !people("its about my Land Rover Discovery (DP76 OSF). Is 19 Dec ok?")
                .iter()
                .any(|p| p.contains('('))
        );
        assert_eq!(people("ring Rob Haworth (07700 900123) about it"), vec!["Rob Haworth"]);
        assert_eq!(
            people("Lorraine Ferriby (a parent in 9B) cornered me in the car park"),
            vec!["Lorraine Ferriby (a parent in 9B)"]
        );
        for closing in ["Thanks,", "Kind regards,", "Yours sincerely,", "--", "Cheers!", "此致"] {
            assert!(signs_off(closing), "{closing}");
        }
        for line in ["Thanks for the help yesterday,", "Best of luck with it,", "Regards to Tom"] {
            assert!(!signs_off(line), "{line}");
        }
        assert_eq!(signed_name("Carys Delaney"), Some("Carys Delaney".into()));
        for firm in ["Front Desk", "Kestrel Freight", "Search Room", "Customer Care"] {
            assert_eq!(signed_name(firm), None, "{firm}");
        }
        assert!(mail_header("From: Wojciech Fairweather <w.fairweather@pharmacyregulation.org>"));
        assert!(mail_header("主题：查阅须知"));
        assert!(!mail_header("from what I hear, it's fine"));
    }

    #[test]
    fn a_control_program_a_pointed_at_command_and_an_arrow_that_says_what_it_does() {
        assert_eq!(
            identifiers("pinning this here 📌 doorctl card revoke D715B946"),
            vec!["`doorctl card revoke D715B946`"]
        );
        assert_eq!(
            identifiers("for future me: doorctl sync --site iw-main --full → force a full card sync"),
            vec!["`doorctl sync --site iw-main --full`"]
        );
        assert_eq!(
            identifiers("备忘：doorctl schedule set LOBBY-N --weekdays 08:00-20:00 → 改LOBBY-N门的开放时段"),
            vec!["`doorctl schedule set LOBBY-N --weekdays 08:00-20:00`"]
        );
        // (A word that merely ends in the letters is none: "ctl" alone, a sentence's words.)
        assert!(identifiers("the ctl key is stuck again").iter().all(|id| !id.starts_with('`')));
        assert!(identifiers("pinning this here 📌 great news everyone").is_empty());
    }

    #[test]
    fn an_old_date_keeps_its_year_and_always_before_a_past_is_a_story() {
        assert_eq!(
            identifiers("Death registered 16 October 1891, informant the widow"),
            vec!["16 October 1891"]
        );
        assert_eq!(
            identifiers("Grandad's birth certificate says 4th of May 1846, though he kept it later"),
            vec!["4th of May 1846"]
        );
        assert_eq!(identifiers("on 4th of May we met"), vec!["4th of May"]);
        assert_ne!(classify("though he always kept his birthday a week later", "user"), Class::Constraint);
        assert_eq!(classify("always keep the birthday a week later", "user"), Class::Constraint);
    }

    #[test]
    fn a_dictated_question_mark_ends_a_question() {
        assert_eq!(
            sentences(
                "do you know why the Phillpotts family left Rhymney question mark because I've been going round in circles"
            ),
            vec![
                "do you know why the Phillpotts family left Rhymney?",
                "because I've been going round in circles"
            ]
        );
        assert_eq!(sentences("the question marks on the form"), vec!["the question marks on the form"]);
    }

    #[test]
    fn more_plans_with_their_reasons_are_decisions() {
        for s in [
            // A cue typed with a letter twice.
            "so basically what I've deecided is we renew the logger support contract for one year only and the reason is the company might get bought out",
            // A word that flags news before the lead.
            "fyi after the ops call we're gonna stop posting paper invoices — mainly cos postage last quarter was honestly silly",
            // Getting a thing is a plan.
            "we're gonna get a weekend cleaner from the agency, honestly because Marta can't do Saturdays any more",
            // A settling lead, an arrow or a dash, then the plan as an order.
            "after way too much back and forth → move the Friday social to Thursdays.",
            "made my mind up - pause the Tuesday breakfast for now",
            "那个事我想好了就把kinfile装到树莓派上吧主要是树莓派反正一天到晚开着看曲阜的天气",
        ] {
            assert_eq!(classify(s, "user"), Class::Decision, "{s}");
        }
        for s in [
            "we'll get back to you on that, because it's late",
            "after the meeting - the projector broke again",
            "after the call: nobody knows what happened",
            "after the call: nothing changes for the team yet",
            "我想好了要问他什么",
        ] {
            assert_ne!(classify(s, "user"), Class::Decision, "{s}");
        }
        assert!(is_reason("honestly because Marta can't do Saturdays any more"));
        assert!(is_labelled_reason("the deciding thing was that half the members work from home on Fridays"));
    }

    #[test]
    fn one_name_before_what_a_person_does_and_a_full_name_exclaimed_are_people() {
        assert_eq!(people("in the middle of all that Teodor turned up with six crates"), vec!["Teodor"]);
        assert_eq!(people("can't do that date sorry but Cressida can, she's brilliant"), vec!["Cressida"]);
        assert_eq!(people("Rukhsana Greenhalgh!!"), vec!["Rukhsana Greenhalgh"]);
        // (A thing or a place opening the sentence is no one; nor a step, a quote, a shop.)
        assert!(people("Lightroom has a new catalog format").is_empty());
        for none in [
            "then Restarting Docker fixed it",
            "the page said '502 Bad Gateway' again",
            "we drove out past Cheddar Gorge",
            "the order is with Foxhole Print and Moor Lane Butchers",
        ] {
            assert!(people(none).is_empty(), "{none}: {:?}", people(none));
        }
        assert_eq!(people("ask Martha Greig Greig about it"), Vec::<String>::new());
        assert!(people("Happy Friday!").is_empty());
        for none in [
            "Using Gibbs keeps it tidy",
            "restarts things if they fall over. Every Pi has one",
            "Welcome back.",
        ] {
            assert!(people(none).is_empty(), "{none}: {:?}", people(none));
        }
    }

    #[test]
    fn a_records_person_fields_name_people_by_one_name_but_a_generic_key_by_a_full_name() {
        let found = labelled_people(
            r#"{"reporter": "Lachlan", "attendees": ["Alistair Kowalski", "Noor"], "with": ["Siobhan Okafor"], "name": "Dashboard", "coordinator": "tbc"}"#,
        );
        assert_eq!(found, vec!["Lachlan", "Alistair Kowalski", "Noor", "Siobhan Okafor"]);
        assert_eq!(cell_name("E. Greenwood"), Some("E. Greenwood".to_string()));
        assert_eq!(cell_name("?? GAP"), None);
        assert_eq!(cell_name("tbc"), None);
    }

    #[test]
    fn a_reply_at_length_on_the_subject_answers_but_a_word_in_passing_or_a_shrug_does_not() {
        let q = "how do people cull faster?";
        let answer = "Most people cull faster by doing two passes.\n\nFirst pass: flag only the keepers, \
fast, no zooming. Second pass: compare near-duplicates side by side and pick one.";
        assert!(answers_at_length(q, answer, false, false));
        let passing = "That makes sense.\n\nFor the first weeks in Lisbon, a short-term rental gives you time to \
walk the neighbourhoods.\n\nFor the dog: microchip, rabies jab, then the health certificate.";
        assert!(!answers_at_length(
            "do we need an apostille on the birth certificates?",
            passing,
            true,
            false
        ));
        let shrug = "Culling is one of those things where I haven't seen anything that settles it for your \
setup, so I would keep it on the list and ask the other photographers in your group.";
        assert!(!answers_at_length(q, shrug, true, false));
        assert!(!answers_at_length(q, "Culling: two passes.", true, false));
    }

    #[test]
    fn an_ask_for_what_the_assistant_can_tell_that_ends_the_message_is_answered_in_other_words() {
        let forecast = "Looking decent: cloudy early, clearing towards sunset, rain chance dropping to about \
5% by seven. I'd start around half six and save the best spot for the last twenty minutes.";
        let q = "what's the forecast for the shoot at the manor tomorrow";
        assert!(asks_what(q));
        assert!(answers_at_length(q, forecast, true, false));
        // (With more after it in the message, the reply may be about that.)
        assert!(!answers_at_length(q, forecast, false, false));
        assert!(asks_what("ideas for the shop window this month?"));
        assert!(asks_what("NAS log, what's the warning at the bottom?"));
        assert!(asks_what("相册排版一般按什么顺序？"));
        // Whether something is so, who did it, what others know, or how a matter stands: not
        // the assistant's to tell.
        for not in [
            "what are we doing abt the grooming room lease??",
            "wait what happened with the dog policy?",
            "办公室保险怎么办",
            "does the venue let photographers use flash during the speeches?",
            "no idea if the lab still makes the linen albums",
            "who signed the facility report last year?",
            "does anyone know what the council charges for a permit?",
            "还不确定婚纱照能不能在教堂里拍",
        ] {
            assert!(!asks_what(not), "{not}");
        }
        let wont = "That's a fair thing to wonder about, and I'd rather not guess at it before we have \
the full policy wording in front of us. In the meantime, the survey booking is the urgent part.";
        assert!(!answers_at_length("what happens if the contractor finds asbestos?", wont, true, false));
    }

    #[test]
    fn the_assistant_saying_back_the_persons_choice_says_a_choice() {
        for yes in [
            "From what you told me after the call: move the ordr database to managed postgres, because the droplet's disk filled up.",
            "You decided to keep the shop shut on Mondays — it's the one day you can edit.",
            "你定的是：订单通知继续用公众号模板消息——短信签名审核他们不愿意等。",
        ] {
            assert!(says_back_choice(yes), "{yes}");
        }
        for no in [
            "You decided to wait?",
            "From what you told me, fine.",
            "I'd move the database to managed postgres.",
            "you chose well",
            "你决定吧",
        ] {
            assert!(!says_back_choice(no), "{no}");
        }
    }

    #[test]
    fn a_decision_that_says_one_side_of_a_choice_settles_the_question() {
        let settles_choice = |decision: &str, question: &str| {
            let runs = choice_runs(question);
            offers_choice(question) && choice_runs(decision).iter().any(|run| runs.contains(run))
        };
        let q = "ok two options: moving pihole into an LXC, or keep Pi-hole on the Raspberry Pi. thoughts?";
        assert!(settles_choice(
            "keep Pi-hole on the Raspberry Pi. DNS shouldn't die every time Proxmox reboots",
            q
        ));
        assert!(settles_choice(
            "好，就这么定了：这次保养顺便把正时皮带换了。",
            "纠结中：皮带拖到夏天再换，还是这次保养顺便把正时皮带换了？"
        ));
        assert!(settles_choice("决定再招一个面包师，周末实在忙不过来", "要不要再招一个面包师？"));
        // (Not a question that offers no choice, nor a decision on something else.)
        assert!(!settles_choice(
            "keep Pi-hole on the Raspberry Pi.",
            "is Pi-hole on the Raspberry Pi still up?"
        ));
        assert!(!settles_choice("buy a UPS for the cupboard", q));
    }

    #[test]
    fn a_short_sure_reply_on_the_questions_subject_answers_it_and_no_news_yet_does_not() {
        assert!(answers_briefly("跳远踩线算不算", "踩线就算犯规，这一跳不计成绩。"));
        assert!(answers_briefly(
            "who's Aisha Ahmed's tutor?",
            "Aisha is in 13TS and the tutor is Delphine Everard."
        ));
        for (q, reply) in [
            (
                "anything from the insurer about the flood claim?",
                "Nothing from the insurer about the claim yet.",
            ),
            ("has the flood claim been paid?", "The claim hasn't been paid yet."),
            ("家具厂的尾款到账了吗？", "尾款还没到账，明天再看看。"),
            ("who pays the crane standing time?", "No problem."),
            ("is the air tightness test done per plot?", "I'd want the bearing measured first."),
            ("is the tutor signature needed?", "Not sure about the tutor signature, ask the exams office."),
            // (The sentence before the question in its item is not its subject.)
            ("book Dave in at 10:30 on the 14th. can he do saturdays too?", "Booked, 10:30 on the 14th."),
        ] {
            assert!(!answers_briefly(q, reply), "{q} → {reply}");
        }
    }

    #[test]
    fn habits_and_feelings_of_others_slips_to_watch_and_what_one_cannot_recall_are_no_rules() {
        let user = |s: &str| classify(s, "user");
        for not in [
            "never get tired of the ten seconds after the vows - the laugh",
            "nobody ever answers these",
            "couples always want to move everything around",
            "couples always ask what they can do on the day",
            "the agency ones never read anything",
            "cant remember saying it",
            "别跟法喜寺门口那单搞混～",
            "写得积极一点，别卖惨",
        ] {
            assert_ne!(user(not), Class::Constraint, "{not}");
        }
        for rule in [
            "always ask the vicar before the ceremony starts",
            "never get in a car with a client you don't know",
            "drivers never carry cash on the evening rounds",
            "千万别重启后台服务器，夜审正在跑的时候",
        ] {
            assert_eq!(user(rule), Class::Constraint, "{rule}");
        }
    }

    #[test]
    fn a_word_of_context_after_a_question_keeps_it_last_and_moving_on_does_not() {
        assert!(only_context(" check pls"));
        assert!(only_context(" I'm at 4 hours per wedding just to cull"));
        for moves in [" anyway, different thing.", " oh and the van is booked", " also can you book the van?"]
        {
            assert!(!only_context(moves), "{moves}");
        }
        assert!(asks_what("NAS log, is the warning at the bottom bad?"));
        assert!(!asks_what("is the venue still open on Sundays?"));
    }

    #[test]
    fn a_question_typed_on_without_a_stop_asks_the_assistant_and_one_reported_does_not() {
        assert!(asks_what("Martha wants my mileage log in some kind of order what should it have?"));
        assert!(asks_what("the venue sent the floor plan how do we fit ten tables?"));
        assert!(!asks_what("Funmi asked me what fire rating the doors on the stairwell need"));
        assert!(!asks_what("no idea how we should split the deposit"));
    }

    #[test]
    fn a_clause_about_the_person_just_named_asks_nothing_and_a_name_called_out_does() {
        let open = |s: &str| parts_after(s, "user", false).iter().any(|(c, _)| *c == Class::Open);
        for said in [
            "New name for the contacts list: Ulrich Achterberg, who is the head of accounts at Lindner.",
            "The new project manager is Dana Pike, who runs the Basel office.",
            "I spoke to Mrs Okafor, whose son does our deliveries now",
        ] {
            assert!(!open(said), "{said} {:?}", parts_after(said, "user", false));
        }
        for asked in [
            "Hi Sam, who's doing the rota this week",
            "the invoice came from Harlow Fencing, who is going to chase it?",
            "who is the head of accounts at Lindner",
        ] {
            assert!(open(asked), "{asked}");
        }
    }

    #[test]
    fn a_reply_that_opens_with_the_work_does_a_request_and_a_question_back_does_not() {
        assert!(opens_with_work(
            "That comes to £3,760 a month. Want me to pull the current balance and work it out?"
        ));
        assert!(opens_with_work("Done, linked it."));
        assert!(opens_with_work("No problem.\n\nHere they are, in the usual order."));
        assert!(opens_with_work("核过了，总价没问题，就是运费那行单价写错了。要我改一下吗？"));
        assert!(opens_with_work("好的，已经改好了。要我发给他吗？"));
        assert!(!opens_with_work("好的，没问题。哪一天？"));
        for back in ["Which month do you mean?", "Sure. Which month?", "Happy to - which month?", ""] {
            assert!(!opens_with_work(back), "{back:?}");
        }
    }

    #[test]
    fn a_rule_quoted_a_choice_after_its_lead_or_label_and_a_bracketed_why_are_facts() {
        let user = |s: &str| classify(s, "user");
        assert_eq!(
            user(
                "the educator from governance: 'only restart the kiosk service once the handover sheets have printed' - direct quote"
            ),
            Class::Constraint
        );
        assert_eq!(
            user(
                "made my mind up this morning over coffee: shoot church ceremonies on the silent shutter only."
            ),
            Class::Decision
        );
        assert_eq!(
            user(
                "PLAN: pin the kiosk app at the current release - the last update broke the barcode scanner."
            ),
            Class::Decision
        );
        assert_eq!(
            user("for the notes: keep the shop shut on Mondays (why: it's the one day I can edit in peace)"),
            Class::Decision
        );
        assert_eq!(
            user("reminder for literally everyone only key-holders can lock up the unit after six"),
            Class::Constraint
        );
        assert_eq!(
            user(
                "after talking it through with Kemi we're gonna drop the weekday package cos nobody booked it all year"
            ),
            Class::Decision
        );
        assert_eq!(
            user(
                "before I forget - so we're gonna keep the tracker on the hall network only, nobody can patch a public server"
            ),
            Class::Decision
        );
        assert!(is_labelled_reason("Main reason being two albums got dented in the post."));
        assert!(settled_alone("so there wasn't much choice tbh"));
        // (Not a choice: a plan's label with no reason, a quote of a few words.)
        assert_eq!(user("the plan: dinner at 8, then drinks"), Class::Plain);
        // A plan reported as "we'd" with its reason, and a cue word missing a letter.
        assert_eq!(
            user("told them we'd pre-scale the web pods every friday night cos the hpa reacts too late"),
            Class::Decision
        );
        assert_eq!(
            user("lol final anser: resize the photos on upload, since a cdn would need a new contract"),
            Class::Decision
        );
        assert_eq!(user("we'd love to come to the party because it sounds fun"), Class::Plain);
        assert_eq!(user("I'm greedy because the cake is good"), Class::Plain);
        assert_eq!(user("I said 'no' and she didn't like it"), Class::Plain);
        // "…, witnessed or not, …" concedes; it asks nothing.
        assert!(
            !parts("within 24 hours of any fall, witnessed or not, we must file a report", "user")
                .iter()
                .any(|(c, _)| *c == Class::Open)
        );
    }

    #[test]
    fn list_items_and_quoted_drafts_are_told_from_prose() {
        for line in [
            "- tell them first",
            "2. **Rotate** - whoever",
            "10) last",
            "> Dear all,",
            "\"Every one of our drivers",
            "**Days 1-2**",
        ] {
            assert!(list_item(line), "{line}");
        }
        for line in
            ["The usual bottleneck is induction capacity", "2026-11-20 was the date", "-5 degrees tonight"]
        {
            assert!(!list_item(line), "{line}");
        }
    }

    #[test]
    fn a_reply_that_works_out_the_persons_own_figures_answers_them() {
        let hours = "invig hours this week:\nHilary - 25.5 hrs\nMaureen - 23.5 hrs\nrate's £12.21. total?";
        assert!(works_it_out(hours, "49 hours x £12.21 = £598.29."));
        let time = "Maisie Walsh: 25% ET on 8463/2H (105 mins), starts 9:00 - finish time?";
        assert!(works_it_out(time, "105 mins plus 25% is 131, so 11:11."));
        let till = "I counted £343 in the drawer, does it add up\n\nCASH   £291.00\nFLOAT  £50.00";
        assert!(works_it_out(till, "You're over £2: float £50 + cash sales £291 should be £341."));
        // Chatter about something else has figures of its own, not the person's.
        assert!(!works_it_out(
            till,
            "The monolith opens 40 connections per instance and with 6 replicas we hit it."
        ));
        assert!(!works_it_out(time, "CI passed on the second run; 3 flaky tests, 12 minutes."));
        // Saying the figure back and no more is no answer; nor is a reply that doubts.
        assert!(!works_it_out(hours, "Noted, £12.21 an hour."));
        assert!(!works_it_out(
            time,
            "I'm not sure - 105 mins may be 131 with the extra time, check with the SENCo."
        ));
        assert_eq!(
            figures("£1,184.37 and 291.00, at 15:56 (25%) on 8463/2H, m_73970402, 7 days"),
            ["1184.37", "291", "15:56", "25%", "8463"]
        );
    }

    #[test]
    fn a_plan_after_its_reason_or_after_a_settling_lead_is_a_decision() {
        let decided = |s: &str| parts(s, "user").iter().any(|(c, _)| *c == Class::Decision);
        assert!(decided(
            "playtesters got overwhelmed by the toolbar on day one, so we make the fishing rod an unlock instead of a starter tool."
        ));
        assert!(decided("it's riddled with vine weevil, so I'm going to rip out the old strawberry bed"));
        assert!(!decided("the printer jammed again, so I waited an hour for the engineer"));
        assert!(!decided(
            "the key was with Jo across town, so we sat on the curb for an hour drinking coffee"
        ));
        // (The assistant's "so I'll …" is its promise.)
        assert!(
            !parts("the van is in the garage, so I'll book the bus", "assistant")
                .iter()
                .any(|(c, _)| *c == Class::Decision)
        );
        assert!(decided(
            "ok FMOD over Wwise it is (Teodor already knows it and the indie licence covers us)"
        ));
        assert!(decided(
            "Re Lidget Hill - agreed, go ahead and move it to crack monitoring; the engineer wants a full seasonal cycle, so it's the sensible call."
        ));
        assert!(decided("睡了一觉想通了，Jellyfin挪到N100小主机上跑。"));
        assert!(decided("江南大道那家奶茶店的事我同意，案子先不结吧，邻居可能会另外索赔，这样处理合理。"));
        let lead = parts("又是我……我决定了哈，快递统一用顺丰。", "user");
        assert_eq!(lead.len(), 1, "{lead:?}");
        assert_eq!(lead[0].0, Class::Decision);
        assert!(cjk_settled_lead("又是我……我决定了哈，") && !cjk_settled_lead("快递统一用顺丰"));
        for settles in ["Done, decided, moving on!!", "done, no more debating", "it's a no-brainer really"] {
            assert!(settled_alone(&settles.to_lowercase()), "{settles}");
        }
        assert!(!settled_alone("done, the van is back"));
        assert!(ends_settled(
            "basically too many people paid late last summer, so it's a no-brainer really."
        ));
    }

    #[test]
    fn a_rule_after_btw_no_one_is_to_and_i_mean_this_is_a_rule() {
        for rule in [
            "btw only touch the bell system after the site manager is in the building",
            "no-one is to sow the early carrots until the soil's warmed past eight degrees",
            "argh Also, and I mean this: only do walk-in passport photos before three o'clock on a Saturday.",
        ] {
            assert_eq!(classify(rule, "user"), Class::Constraint, "{rule}");
        }
        // (The lead goes only to find a rule: "btw we're going with Hetzner because it's half
        // the price" stays the choice it is.)
        assert_eq!(
            classify("btw we're going with Hetzner because it's half the price", "user"),
            Class::Decision
        );
        assert_eq!(classify("btw the van is back", "user"), Class::Plain);
        assert_eq!(
            classify(
                "oh and if the guest wifi blocks port 8123 the live slideshow dies, per the AV company",
                "user"
            ),
            Class::Plain
        );
        assert_eq!(classify("I mean it, that film was terrible", "user"), Class::Plain);
    }

    #[test]
    fn one_name_then_the_trade_that_says_or_does_something_is_someone() {
        assert_eq!(
            people("right, Ottoline the fire risk assessor said they can come round after 2"),
            ["Ottoline"]
        );
        assert_eq!(people("Gintaras the locksmith says Tuesday"), ["Gintaras"]);
        assert_eq!(
            people("me again, Marguerite the council's tenancy relations officer said they can come"),
            ["Marguerite"]
        );
        assert!(people("London the biggest city has many painters").is_empty());
        assert!(people("so Brexit the biggest disaster is still going").is_empty());
        assert!(people("Tuesday the plumber is coming").is_empty());
        assert_eq!(people("备忘：我的答辩委员会主席 = 马明轩"), ["马明轩"]);
    }

    #[test]
    fn a_question_the_person_will_look_up_or_ask_about_is_put_off() {
        assert!(puts_off(
            "also while I think of it, does the trace and access limit reset each policy year or is it per claim? will look it up later."
        ));
        assert!(puts_off("can we claim back the city tax? I'll ask Marek tomorrow"));
        assert!(puts_off("滞纳金能免吗？回头我查一下"));
        assert!(!puts_off("does the trace and access limit reset each policy year?"));
    }

    #[test]
    fn a_reply_that_reads_out_a_lookup_or_picks_a_side_answers() {
        let found = "{\"transactions\": 44, \"gross\": \"310.54\", \"fees\": \"5.25\"}";
        let asked = "what did the card machine take Saturday?";
        assert!(reads_out(found, asked, "44 card payments, £310.54 gross, about £5.25 in fees."));
        assert!(reads_out(
            "{\"events\": [{\"time\": \"08:00-13:00\"}]}",
            "am I free on the 14th?",
            "It's booked until 13:00 that day."
        ));
        assert!(!reads_out(found, asked, "No idea - the 310.54 may be wrong."));
        assert!(!reads_out(found, asked, "The deployment has 3 replicas on 12 nodes."));
        // (Their own figure said back reads out nothing.)
        assert!(!reads_out(
            "{\"booked\": \"10:30\", \"id\": 5}",
            "book Dave in at 10:30. can he do saturdays too?",
            "Booked, 10:30."
        ));
        let q = "should we get the kids' helmets in blue or red?";
        assert!(picks_one(q, "Red: easier to spot on the water."));
        assert!(picks_one(q, "Blue, they hide scuffs."));
        assert!(!picks_one(q, "The CI run passed on the second attempt."));
        assert!(!picks_one("the morning or the evening slot?", "The harbour is quiet today."));
        assert!(!picks_one(q, "Red or blue, I honestly don't know."));
    }

    #[test]
    fn what_goes_wrong_is_no_rule_what_we_cannot_do_is() {
        let user = |s: &str| classify(s, "user");
        for mishap in [
            "staff cant get to the MIS from the office pcs",
            "AMU labels coming out smudged, cant read the dose",
            "Shirley can't do Tues AM now (hospital).",
            "running, the clients just can't see it",
            "thats one thing the auditors cant moan about",
            "need to claim that - don't let me forget.",
            "the forms never end.",
            "Carla I'm not worried about, they always catch up",
            "it's only for a week, then the old rota is back",
            "Mr Hallam wants the rota by Friday (he always does).",
        ] {
            assert_ne!(user(mishap), Class::Constraint, "{mishap}");
        }
        for rule in [
            "fyi remember we cant restore a deleted course unless the head of department asks for it in writing",
            "(note: can't send the revised manuscript back to the journal without Pieter's sign-off)",
            "- can't open the modified paper packets earlier than 60 minutes before the start",
            "contract literally says i can't invoice them before the work is signed off",
            "u can't run the mixer after 10pm, neighbour will lose it",
            "you really can't park in the loading bay",
            "at the rest stops the kids CANNOT buy energy drinks",
            "submit always before the 5th, the portal shuts after",
            "when there's no lifeguard on duty the kids CANNOT swim in the hotel pool",
            "we accept a booking from an under-18 only with a parent's signed consent form",
            "we waive the amendment fee only for travellers who booked before November",
            "Can you remember for me that we book the Matera sassi tour only on a weekday morning?",
        ] {
            assert_eq!(user(rule), Class::Constraint, "{rule}");
        }
    }

    #[test]
    fn a_firm_answer_closes_a_question_put_to_no_one_in_particular() {
        assert!(yes_or_no(
            "is it too early for broad beans in the tunnel",
            "Not at all — a January sowing works.",
            true
        ));
        assert!(yes_or_no("has the deposit landed yet?", "Not yet - it shows as pending.", true));
        assert!(yes_or_no("is the hall free on the 12th?", "Definitely, it's booked for you.", true));
        assert!(yes_or_no(
            "is it worth keeping the old processor?",
            "Probably not. It needs chemicals.",
            true
        ));
    }

    #[test]
    fn a_line_of_an_invoice_that_names_a_program_is_no_command() {
        for line in ["terraform cleanup 13.5 $110.00 $1,431.00", "wp updates 2.5 £125.00 £312.50"] {
            assert!(!identifiers(line).iter().any(|i| i.starts_with('`')), "{:?}", identifiers(line));
        }
        // (A shell variable is no amount.)
        assert!(identifiers("run: awk '{print $1}' data.txt").iter().any(|i| i.starts_with("`awk")));
    }

    #[test]
    fn a_quoted_argument_runs_to_its_closing_quote_whatever_words_it_holds() {
        let t = "the one that works is psql service=claimsmi -c \"\\copy (select * from rpt.aged_diary where \
team = 'PROP5' and days_overdue > 5) to 'aged_diary_wk6.csv' csv header\" (for the weekly chase)";
        let whole = "`psql service=claimsmi -c \"\\copy (select * from rpt.aged_diary where team = 'PROP5' and \
days_overdue > 5) to 'aged_diary_wk6.csv' csv header\"`";
        assert!(identifiers(t).contains(&whole.to_string()), "{:?}", identifiers(t));
        // (A quote that never closes quotes nothing: the words after it end the command.)
        let ids = identifiers("ran grep -c \"AGENCY roster.csv and then it worked");
        assert!(ids.iter().all(|i| !i.contains("then it worked")), "{ids:?}");
        let ids = identifiers(
            "splitting by peril: Import-Csv .\\open_wk8.csv | Where-Object Peril -eq 'EoW' | Export-Csv .\\eow.csv -NoTypeInformation",
        );
        assert!(ids.contains(&"`Import-Csv .\\open_wk8.csv | Where-Object Peril -eq 'EoW' | Export-Csv .\\eow.csv -NoTypeInformation`".to_string()), "{ids:?}");
    }

    #[test]
    fn german_nouns_articles_and_formal_you_name_no_one() {
        for s in [
            "Der Auftragnehmer haftet nur für Vorsatz und grobe Fahrlässigkeit.",
            "Tragen Sie bitte jederzeit die vorgeschriebene Schutzausrüstung.",
            "Mein Kopf ist heute voll, Mittwoch passt besser.",
            "Ziehen Sie die Schrauben über Kreuz an.",
            "I'd decline das Rahmenvertragsangebot von Clearword for now.",
        ] {
            assert!(people(s).is_empty(), "{s}: {:?}", people(s));
        }
        // (Names still are, in German text too.)
        assert_eq!(people("Laut Frau Ottilie Wendling ist alles bezahlt."), vec!["Frau Ottilie Wendling"]);
    }

    #[test]
    fn a_question_the_person_wants_found_out_or_the_reply_cannot_answer_is_pending() {
        for m in [
            "still no idea whether the mill venue has step-free access. asked twice",
            "q for later: if the PH is VAT registered do we still pay VAT on the labour?",
            "is the BahnCard 100 tax-deductible? I'll look into it when the fair's over.",
            "我跟你说，路上那两天算不算出差补助，完全没概念。",
            "对水管工追偿的诉讼时效从哪天算？回头我自己查。",
        ] {
            assert!(pending_ask(m), "{m}");
        }
        for m in ["what's a good word for 'interestingly'?", "帮我把这句缩短：'In this study we …'"]
        {
            assert!(!pending_ask(m), "{m}");
        }
        for r in [
            "That's not something I can confirm for you - it depends on their terms.",
            "Good question, and not one I want to guess at.",
            "这个我没法替你确认，要看对方的具体规定。",
            "另外那个我这里没法回答。",
        ] {
            assert!(cannot_answer(r), "{r}");
        }
        assert!(!cannot_answer("At 12pt and 1.5 spacing, roughly 350–400 words per page."));
    }

    #[test]
    fn a_yes_or_final_said_alone_settles_the_sentence_before_it() {
        let settled = |t: &str| with_their_yes(sentences(t));
        assert_eq!(
            settled("put the hire prices up by ten percent? yes. final. every other place already has."),
            vec!["put the hire prices up by ten percent, yes, final.", "every other place already has."]
        );
        assert_eq!(
            classify("before I forget, put the hire prices up by ten percent, yes, final.", "user"),
            Class::Decision
        );
        assert_eq!(settled("价格提高一成。对，定了。"), vec!["价格提高一成，对，定了。"]);
        // A question the person answers asks nothing more, but is no choice of theirs.
        assert_eq!(settled("is the van booked? yes."), vec!["is the van booked?", "yes."]);
        // Nothing before it: a reply.
        assert_eq!(settled("yes."), vec!["yes."]);
    }

    #[test]
    fn dictated_full_stops_end_sentences_but_a_full_stop_of_traffic_does_not() {
        assert_eq!(
            sentences("Ok so full stop can you remember that Fatima Raman runs reservations"),
            vec!["Ok so.", "can you remember that Fatima Raman runs reservations"]
        );
        assert_eq!(sentences("the traffic came to a full stop near the bridge").len(), 1);
        assert_eq!(sentences("we are not doing it full stop"), vec!["we are not doing it."]);
    }

    #[test]
    fn housekeeping_clauses_before_a_choice_hide_it_from_nobody() {
        for line in [
            "anyway where was I, oh yeah, let's go card-only in the café, counting the cash float every night takes Maggie forty minutes",
            "charity thing: chaanged my mind on ddos stuff: put cloudflare in front of the charity site, because the vps fell over twice during the winter appeal",
        ] {
            assert_eq!(classify(line, "user"), Class::Decision, "{line}");
        }
        // Housekeeping alone is still no question.
        assert_eq!(classify("anyway where was I?", "user"), Class::Plain);
    }

    #[test]
    fn a_role_ends_before_the_place_it_is_at() {
        assert_eq!(
            people("Fatima Raman is the reservations manager at Hotel Sassi Matera."),
            vec!["Fatima Raman (reservations manager)"]
        );
    }

    #[test]
    fn what_the_assistant_would_do_is_a_proposal_but_not_its_wishes() {
        for line in [
            "Weighing it up, I'd offer flat 3 a payment plan instead of serving notice - mainly because she's paid on time.",
            "既然DR已经把今年的设备预算用光了，我会牙科台推迟到秋天再换",
            "I would move them to the row nearest the door.",
        ] {
            assert!(is_proposal(&line.to_lowercase()), "{line}");
        }
        for line in
            ["I'd love to help with that.", "I'd need the invoice first.", "Said I'd call.", "我会提醒你"]
        {
            assert!(!is_proposal(line), "{line}");
        }
        assert!(confirms("嗯 就这个") && confirms("我也这么想的 定了"));
        for no in
            ["嗯，不行", "嗯 算了", "ok no, not that one", "yeah nah", "嗯……不要", "sorry, no — not that one"]
        {
            assert!(!confirms(no), "{no}");
        }
        assert!(confirms("ok, no problem") && confirms("嗯，可以"));
    }

    #[test]
    fn a_choice_told_inside_a_request_or_after_its_reason_in_chinese_is_a_decision() {
        for line in [
            "Can you write to Autolinee Murgia and tell them we've decided to swap the Matera cookery class for a pasta workshop in Ostuni?",
            "跟你说，然后风味太平，收购商压价压得厉害，所以明年不再种卡蒂姆，然后呢刚从山上下来",
        ] {
            assert_eq!(classify(line, "user"), Class::Decision, "{line}");
        }
        // (Nothing chosen yet; a 所以 with no plan after it.)
        assert_ne!(classify("have we decided to go yet?", "user"), Class::Decision);
        assert_ne!(classify("昨天下了一整天雨，所以路很滑", "user"), Class::Decision);
        assert_ne!(classify("今年收成一般，价格也不好，所以明年再说吧", "user"), Class::Decision);
        // (The lead is a word of its own: "ok, we decided to" yes; "we decided to" inside a word no.)
        assert!(tells_decided("ok, we decided to keep the old router"));
        assert!(!tells_decided("anyway we decided to go"));
    }
}
