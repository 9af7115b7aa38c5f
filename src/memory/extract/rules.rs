//! The offline extractor (DESIGN §7.3): facts from the user's own words, without a model.
//!
//! Two kinds of sentence yield a fact:
//! - an explicit request ("remember that …", "别忘了…", "覚えておいて", "merk dir …"): source
//!   `remember` (durable at once). Its content is normalised like a fact when a fact pattern
//!   matches it, otherwise kept in the user's words (trimmed, first letter capitalised).
//! - a fact pattern ("my name is …", "call me …", "I like / love / hate / prefer …", "I'm allergic
//!   to …", "I live in …", "my birthday is …" and their equivalents): source `extract` (a
//!   candidate), written as `Label: value` with the label in the sentence's language ("Name:
//!   Ana", "喜欢：绿茶", "Vive en: Madrid") so the text reads the same whoever wrote it.
//!
//! Scope: facts about the user are `global` (every assistant should know the user's name); an
//! explicit request that speaks to the assistant (second person, or "always/never/reply …") is
//! `bot`. Questions, conditionals, negations ("my name is not …", "don't call me …"), pronoun-only
//! objects ("I love it"), code and quoted text yield nothing. `expires` is set when the sentence
//! bounds the fact in time: today/tonight, tomorrow, this week, until <weekday>, for N days.

use std::sync::{LazyLock, OnceLock};

use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveTime, Utc, Weekday};
use regex::Regex;

use super::sentences::{is_conditional, is_question, own_sentences};
use super::triggers::{Lang, Request, request_in};
use super::{Fact, Scope, Source, clean_memory, push_unique};

/// The facts worth remembering in the user's messages of a turn, in order, deduplicated.
/// `now` is the pinned clock in the user's zone (it places "today" and "this week").
pub fn extract<'a>(messages: impl IntoIterator<Item = &'a str>, now: DateTime<FixedOffset>) -> Vec<Fact> {
    let mut out = Vec::new();
    for message in messages {
        for sentence in own_sentences(message) {
            for fact in facts_of(&sentence, now) {
                push_unique(&mut out, fact);
            }
        }
    }
    out
}

/// Sentences longer than this are pasted text (logs, documents), not something said about oneself.
const MAX_SENTENCE_BYTES: usize = 1000;

fn facts_of(sentence: &str, now: DateTime<FixedOffset>) -> Vec<Fact> {
    if sentence.len() > MAX_SENTENCE_BYTES {
        return Vec::new();
    }
    let found: Vec<(Scope, String, Source)> = if let Some(req) = request_in(sentence) {
        explicit(sentence, &req)
            .map(|(scope, memory)| (scope, memory, Source::Remember))
            .into_iter()
            .collect()
    } else if is_question(sentence) || is_conditional(sentence) {
        Vec::new()
    } else {
        clauses(sentence)
            .into_iter()
            .filter_map(pattern_fact)
            .filter_map(|text| clean_memory(&text))
            .map(|memory| (Scope::Global, memory, Source::Extract))
            .collect()
    };
    if found.is_empty() {
        return Vec::new();
    }
    let expires = expiry(sentence, now).map(crate::clock::stamp);
    found
        .into_iter()
        .map(|(scope, memory, source)| Fact { scope, memory, expires: expires.clone(), source })
        .collect()
}

/// The content of a request to remember, as a memory text and its scope.
fn explicit(sentence: &str, req: &Request) -> Option<(Scope, String)> {
    let content = content_of(sentence, req);
    if let Some(text) = pattern_fact(&content) {
        return clean_memory(&text).map(|t| (Scope::Global, t));
    }
    if is_pronoun_only(&content) {
        return None;
    }
    let scope = if BOT_MARKERS.get(req.lang).is_match(&content) { Scope::Bot } else { Scope::Global };
    let text = LEADING_TO.replace(&content, "");
    clean_memory(&capitalise(text.trim())).map(|t| (scope, t))
}

/// What the user asks to remember: the words after the keyword, or (Japanese and Korean put the
/// verb last) the words before it.
fn content_of(sentence: &str, req: &Request) -> String {
    let after = strip_end(&LEAD.get(req.lang).replace(&sentence[req.end..], ""));
    if meaningful(&after) >= 2 {
        return after;
    }
    let before = strip_end(&sentence[..req.start]);
    let before = match req.lang {
        Lang::Ja => JA_TAIL.replace(&before, "").into_owned(),
        Lang::Ko => KO_TAIL.replace(&before, "").into_owned(),
        _ => POLITE_TAIL.replace(&before, "").into_owned(),
    };
    strip_end(&before)
}

fn meaningful(text: &str) -> usize {
    text.chars().filter(|c| c.is_alphanumeric()).count()
}

fn strip_end(text: &str) -> String {
    text.trim()
        .trim_start_matches(|c: char| c.is_whitespace() || ",:;，：；、-–—".contains(c))
        .trim_end_matches(|c: char| c.is_whitespace() || ".!?,;:。！？，；：、…~".contains(c))
        .to_string()
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "remember this", "remember my name": the fact itself is elsewhere in the conversation.
fn is_pronoun_only(content: &str) -> bool {
    let t = content.to_lowercase();
    let t = t.trim_end_matches(" for me").trim_end_matches(" please").trim();
    meaningful(t) < 2
        || BARE_POSSESSIVE.is_match(t)
        || [
            "this",
            "that",
            "it",
            "these",
            "those",
            "this one",
            "that one",
            "everything",
            "all of this",
            "esto",
            "eso",
            "ça",
            "cela",
            "das",
            "dies",
            "es",
            "这个",
            "这",
            "那个",
            "这些",
            "那",
            "これ",
            "それ",
            "이거",
            "이것",
            "그거",
            "그것",
        ]
        .contains(&t)
}

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Zh => 1,
        Lang::Ja => 2,
        Lang::Ko => 3,
        Lang::Es => 4,
        Lang::Fr => 5,
        Lang::De => 6,
    }
}

/// One pattern per language, each built on first use: a turn in English never builds the others
/// (building every pattern costs about 20 ms, a chat turn's whole budget).
struct PerLang {
    sources: [&'static str; 7],
    cells: [OnceLock<Regex>; 7],
}

impl PerLang {
    const fn new(sources: [&'static str; 7]) -> PerLang {
        PerLang { sources, cells: [const { OnceLock::new() }; 7] }
    }

    fn get(&self, lang: Lang) -> &Regex {
        let i = lang_index(lang);
        self.cells[i].get_or_init(|| Regex::new(self.sources[i]).expect("extractor pattern"))
    }
}

/// Connectors after the keyword ("remember *that* …", "recuerda *que* …"), per language.
static LEAD: PerLang = PerLang::new([
    r"(?i)^[\s,:;–-]*(?:this\s*:\s*|that\s+)?",
    r"^[\s，,：:、]*(?:一下)?[\s，,：:]*",
    r"^[\s、,：:]*",
    r"^[\s,:]*",
    r"(?i)^[\s,:;]*(?:que\s+)?",
    r"(?i)^[\s,:;]*(?:bien\s+)?(?:que\s+|qu['’])?",
    r"(?i)^[\s,:;]*(?:(?:dass|daß)\s+)?",
]);
static BARE_POSSESSIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:(?:my|our)\s+\w+|我的\w{1,3}|私の\w{1,3}|내\s*\w+)$").expect("bare possessive")
});
static JA_TAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:だ|です)?(?:ということ|ってこと|こと|と|って)?(?:を|は)?\s*$").expect("ja tail")
});
static KO_TAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\s*(?:이라고|라고|다고|라는 것을|는 것을|것을|걸|을|를)\s*$").expect("ko tail")
});
static POLITE_TAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\s*(?:please|帮我|请|你要|一定要|bitte|por favor|s'il te plaît))+\s*$").expect("tail")
});
static LEADING_TO: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)^(?:to|de|d['’])\s*").expect("to"));

/// An explicit request speaks to the assistant (scope `bot`) when it is in the second person or
/// reads as a standing instruction.
static BOT_MARKERS: PerLang = PerLang::new([
    r"(?i)^(?:to|always|never|don't|don’t|do not|reply|answer|respond|use|speak|write|talk|be)\b|\b(?:you|your|yourself)\b",
    r"^(?:以后|之后|今后|总是|每次|永远|回答|回复|用|不要|别|说话)|你|您",
    r"あなた|君|きみ|いつも|常に|必ず|答えて|返事",
    r"너|당신|네가|항상|앞으로|대답|답해",
    r"(?i)^(?:siempre|nunca|responde|contesta|usa|habla|escribe)\b|\b(?:tú|usted|te)\b",
    r"(?i)^(?:toujours|jamais|réponds|répondez|utilise|parle|écris|de|d['’])\b|\b(?:tu|te|toi|vous)\b",
    r"(?i)^(?:immer|nie|niemals|antworte|benutze|sprich|schreib)\b|\b(?:du|dich|dir|dein\w*)\b",
]);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Name,
    CallMe,
    Likes,
    Dislikes,
    Prefers,
    Allergic,
    LivesIn,
    Birthday,
}

/// `(kind, language, pattern)`, tried in order; the first that matches a clause wins (so
/// "don't like" is read before "like", and "更喜欢" before "喜欢"). `v` captures the value.
/// A fact pattern: what it finds, in which language, its source, and the regex once built.
type Pattern = (Kind, Lang, &'static str, OnceLock<Regex>);

static PATTERNS: LazyLock<Vec<Pattern>> = LazyLock::new(|| {
    use Kind::*;
    use Lang::*;
    let table: &[(Kind, Lang, &str)] = &[
        (Name, En, r"(?i)\bmy name(?:\s+is|'s|’s)\s+(?P<v>.+)"),
        (Name, En, r"(?i)\bi(?:'m|’m|\s+am)\s+called\s+(?P<v>.+)"),
        (CallMe, En, r"(?i)\bcall me\s+(?P<v>.+)"),
        (
            Dislikes,
            En,
            r"(?i)\bi\s+(?:really\s+|also\s+|just\s+)?(?:don't|don’t|dont|do not)\s+(?:like|enjoy|love)\s+(?P<v>.+)",
        ),
        (
            Dislikes,
            En,
            r"(?i)\bi\s+(?:really\s+|also\s+|just\s+|absolutely\s+)?(?:hate|dislike|detest|can't stand|can’t stand)\s+(?P<v>.+)",
        ),
        (
            Prefers,
            En,
            r"(?i)\bi\s+(?:really\s+|usually\s+|always\s+|generally\s+|much\s+)?prefer\s+(?P<v>.+)",
        ),
        (
            Likes,
            En,
            r"(?i)\bi\s+(?:really\s+|also\s+|just\s+|absolutely\s+|do\s+)?(?:like|love|enjoy|adore)\s+(?P<v>.+)",
        ),
        (
            Allergic,
            En,
            r"(?i)\bi(?:'m|’m|\s+am)\s+(?:very\s+|severely\s+|deathly\s+)?allergic\s+to\s+(?P<v>.+)",
        ),
        (LivesIn, En, r"(?i)\bi\s+(?:currently\s+|now\s+)?live\s+in\s+(?P<v>.+)"),
        (LivesIn, En, r"(?i)\bi(?:'m|’m|\s+am)\s+(?:based|living)\s+in\s+(?P<v>.+)"),
        (Birthday, En, r"(?i)\bmy birthday(?:\s+is|'s|’s)(?:\s+on)?\s+(?P<v>.+)"),
        (Birthday, En, r"(?i)\bi was born on\s+(?P<v>.+)"),
        (CallMe, Zh, r"(?:叫我|称呼我为?|喊我)(?P<v>.+)"),
        (Name, Zh, r"我的名字(?:是|叫)(?P<v>.+)"),
        (Name, Zh, r"我叫(?P<v>.+)"),
        (Dislikes, Zh, r"我(?:很|也|真的|特别|非常|最|一直)?(?:不喜欢|讨厌|不爱|受不了)(?P<v>.+)"),
        (Prefers, Zh, r"我(?:更喜欢|比较喜欢|偏好|更爱|倾向于)(?P<v>.+)"),
        (Likes, Zh, r"我(?:很|也|真的|特别|非常|最|一直|超)?(?:喜欢|爱|热爱)(?P<v>.+)"),
        (Allergic, Zh, r"我对(?P<v>.+?)过敏"),
        (LivesIn, Zh, r"我(?:现在|目前)?住在(?P<v>.+)"),
        (Birthday, Zh, r"我的?生日是(?P<v>.+)"),
        (Name, Ja, r"(?:私|わたし|僕|ぼく|俺|おれ)の名前は(?P<v>.+?)(?:です|だ|と申します|といいます)?$"),
        (Name, Ja, r"(?:私|わたし|僕|俺)は(?P<v>.+?)と(?:申します|いいます|言います)"),
        (CallMe, Ja, r"(?P<v>[^、。はが]+?)と呼んで"),
        (
            Dislikes,
            Ja,
            r"^(?:(?:私|わたし|僕|俺)は)?(?P<v>.+?)が(?:嫌い|苦手|好きじゃない|好きではない|好きじゃありません|好きではありません)",
        ),
        (Prefers, Ja, r"^(?:(?:私|わたし|僕|俺)は)?(?P<v>.+?)の方が好き"),
        (Likes, Ja, r"^(?:(?:私|わたし|僕|俺)は)?(?P<v>.+?)が(?:大)?好き"),
        (
            Allergic,
            Ja,
            r"^(?:(?:私|わたし|僕|俺)は)?(?P<v>.+?)(?:の)?アレルギー(?:があります|がある|です|持ち)",
        ),
        (LivesIn, Ja, r"^(?:(?:私|わたし|僕|俺)は)?(?P<v>.+?)に住んで(?:います|いる|る)"),
        (Birthday, Ja, r"誕生日は(?P<v>.+?)(?:です|だ)?$"),
        (
            Name,
            Ko,
            r"(?:내|제)\s*이름은\s*(?P<v>.+?)(?:이에요|예요|입니다|이야|야|이다|라고 해요|라고 합니다)?$",
        ),
        (CallMe, Ko, r"(?P<v>[^,\s]+?)(?:이라고|라고)\s*불러"),
        (
            Dislikes,
            Ko,
            r"^(?:(?:나는|저는|난|전)\s*)?(?P<v>.+?)(?:을|를|이|가)?\s*(?:싫어해|싫어합니다|싫어요|싫어|안 좋아해)",
        ),
        (Prefers, Ko, r"^(?:(?:나는|저는|난|전)\s*)?(?P<v>.+?)(?:을|를)?\s*(?:더 좋아해|선호해|선호합니다)"),
        (Likes, Ko, r"^(?:(?:나는|저는|난|전)\s*)?(?P<v>.+?)(?:을|를|이|가)?\s*(?:좋아해|좋아요|좋아합니다)"),
        (Allergic, Ko, r"^(?:(?:나는|저는|난|전)\s*)?(?P<v>.+?)\s*알레르기가\s*있"),
        (
            LivesIn,
            Ko,
            r"^(?:(?:나는|저는|난|전)\s*)?(?P<v>.+?)에\s*(?:살아|살고 있어|삽니다|살아요|살고 있습니다)",
        ),
        (Birthday, Ko, r"(?:내|제)\s*생일은\s*(?P<v>.+?)(?:이에요|예요|입니다|이야|야)?$"),
        (Name, Es, r"(?i)\bme llamo\s+(?P<v>.+)"),
        (Name, Es, r"(?i)\bmi nombre es\s+(?P<v>.+)"),
        (CallMe, Es, r"(?i)\bll[áa]mame\s+(?P<v>.+)"),
        (Dislikes, Es, r"(?i)\bno me (?:gusta|gustan|encanta|encantan)\s+(?P<v>.+)"),
        (Dislikes, Es, r"(?i)\bodio\s+(?P<v>.+)"),
        (Prefers, Es, r"(?i)\bprefiero\s+(?P<v>.+)"),
        (Likes, Es, r"(?i)\bme (?:gusta|gustan|encanta|encantan)\s+(?P<v>.+)"),
        (Allergic, Es, r"(?i)\bsoy al[ée]rgic[oa] (?:a|al)\s+(?P<v>.+)"),
        (LivesIn, Es, r"(?i)\bvivo en\s+(?P<v>.+)"),
        (Birthday, Es, r"(?i)\bmi cumplea[ñn]os es(?:\s+el)?\s+(?P<v>.+)"),
        (Name, Fr, r"(?i)\bje m['’]appelle\s+(?P<v>.+)"),
        (Name, Fr, r"(?i)\bmon (?:pré)?nom est\s+(?P<v>.+)"),
        (CallMe, Fr, r"(?i)\bappelle[zr]?-moi\s+(?P<v>.+)"),
        (Dislikes, Fr, r"(?i)\bje n['’](?:aime|adore) pas\s+(?P<v>.+)"),
        (Dislikes, Fr, r"(?i)\bje déteste\s+(?P<v>.+)"),
        (Prefers, Fr, r"(?i)\bje préfère\s+(?P<v>.+)"),
        (Likes, Fr, r"(?i)\bj['’](?:aime|adore)\s+(?P<v>.+)"),
        (Allergic, Fr, r"(?i)\bje suis allergique\s+(?:aux|au|à la|à l['’]|à)\s*(?P<v>.+)"),
        (LivesIn, Fr, r"(?i)\bj['’]habite\s+(?:à|en|au|aux)\s+(?P<v>.+)"),
        (LivesIn, Fr, r"(?i)\bje vis\s+(?:à|en|au|aux)\s+(?P<v>.+)"),
        (Birthday, Fr, r"(?i)\bmon anniversaire est(?:\s+le)?\s+(?P<v>.+)"),
        (Name, De, r"(?i)\bich hei(?:ß|ss)e\s+(?P<v>.+)"),
        (Name, De, r"(?i)\bmein name ist\s+(?P<v>.+)"),
        (CallMe, De, r"(?i)\bnenn(?:e)? mich\s+(?P<v>.+)"),
        (Dislikes, De, r"(?i)\bich mag\s+kein(?:e|en|er)?\s+(?P<v>.+)"),
        (Dislikes, De, r"(?i)\bich mag\s+(?P<v>.+?)\s+nicht$"),
        (Dislikes, De, r"(?i)\bich hasse\s+(?P<v>.+)"),
        (Prefers, De, r"(?i)\bich bevorzuge\s+(?P<v>.+)"),
        (Likes, De, r"(?i)\bich (?:mag|liebe)\s+(?P<v>.+)"),
        (Allergic, De, r"(?i)\bich bin allergisch gegen\s+(?P<v>.+)"),
        (LivesIn, De, r"(?i)\bich (?:wohne|lebe) in\s+(?P<v>.+)"),
        (Birthday, De, r"(?i)\bmein geburtstag ist(?:\s+am)?\s+(?P<v>.+)"),
    ];
    table.iter().map(|(k, l, p)| (*k, *l, *p, OnceLock::new())).collect()
});

/// Words just before a pattern that negate it ("don't call me …", "别叫我…").
static NEGATED_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\b(?:don't|don’t|dont|do not|never|not|stop|no|ne|nicht|nunca|jamais)\s*|别|不要|不用|不许|不|没)$")
        .expect("negation pattern")
});

/// Values that are not facts: pronouns (the fact is elsewhere in the conversation), negations,
/// question words, and filler that follows "my name is" in non-name sentences.
const STOP_WORDS: &[&str] = &[
    "it",
    "that",
    "this",
    "these",
    "those",
    "them",
    "you",
    "your",
    "yours",
    "him",
    "her",
    "not",
    "no",
    "nothing",
    "what",
    "who",
    "on",
    "in",
    "at",
    "the",
    "a",
    "an",
    "also",
    "still",
    "spelled",
    "written",
    "wrong",
    "missing",
    "listed",
    "mentioned",
    "when",
    "how",
    "if",
    "ça",
    "cela",
    "pas",
    "rien",
    "nicht",
    "kein",
    "das",
    "es",
    "dich",
    "dir",
    "nada",
    "eso",
    "esto",
    "lo",
    "te",
    "toi",
    "vous",
    "tu",
    "mucho",
    "ihn",
    "sie",
    "que",
    "qu",
];
const CALL_BACK: &[&str] = &[
    "back", "later", "after", "before", "tomorrow", "tonight", "today", "now", "soon", "anytime", "sometime",
    "asap", "again", "please", "once", "maybe", "up", "if", "when", "whenever", "at", "on", "in", "by",
];
const STOP_PREFIXES: &[&str] = &[
    "你",
    "您",
    "他",
    "她",
    "它",
    "这",
    "那",
    "什么",
    "谁",
    "不",
    "没",
    "何",
    "誰",
    "だれ",
    "それ",
    "これ",
    "あなた",
    "너",
    "당신",
    "뭐",
    "무엇",
    "누구",
    "了",
    "上了",
    "死",
    "的",
];

fn pattern_fact(clause: &str) -> Option<String> {
    let clause = strip_end(clause);
    let lower = clause.to_lowercase();
    for (kind, lang, source, cell) in PATTERNS.iter() {
        // A pattern is built and run only when a word it needs is in the clause.
        if !needles(*kind, *lang).iter().any(|n| lower.contains(n)) {
            continue;
        }
        let re = cell.get_or_init(|| Regex::new(source).expect("fact pattern"));
        let Some(caps) = re.captures(&clause) else { continue };
        let whole = caps.get(0).expect("match");
        if NEGATED_BEFORE.is_match(&clause[..whole.start()]) {
            return None;
        }
        let raw = caps.name("v").map_or("", |m| m.as_str());
        let value = tidy_value(raw, *lang);
        // "我叫外卖了", "我叫了一辆车": 叫 as "order", not "be called".
        let done = *lang == Lang::Zh
            && matches!(kind, Kind::Name | Kind::CallMe)
            && raw.contains(['了', '过', '着']);
        if done || !valid_value(*kind, *lang, &value) {
            return None;
        }
        return Some(label(*kind, *lang, &value));
    }
    None
}

/// Words (lower case) without which the patterns of a kind and language cannot match.
fn needles(kind: Kind, lang: Lang) -> &'static [&'static str] {
    use Kind::*;
    use Lang::*;
    match (lang, kind) {
        (En, Name) => &["name", "called"],
        (En, CallMe) => &["call me"],
        (En, Likes) => &["like", "love", "enjoy", "adore"],
        (En, Dislikes) => &["like", "enjoy", "love", "hate", "dislike", "detest", "stand"],
        (En, Prefers) => &["prefer"],
        (En, Allergic) => &["allergic"],
        (En, LivesIn) => &["live", "based", "living"],
        (En, Birthday) => &["birthday", "born"],
        (Zh, Name) => &["叫"],
        (Zh, CallMe) => &["叫我", "称呼我", "喊我"],
        (Zh, Likes) => &["喜欢", "爱"],
        (Zh, Dislikes) => &["不喜欢", "讨厌", "不爱", "受不了"],
        (Zh, Prefers) => &["喜欢", "偏好", "更爱", "倾向于"],
        (Zh, Allergic) => &["过敏"],
        (Zh, LivesIn) => &["住在"],
        (Zh, Birthday) => &["生日"],
        (Ja, Name) => &["名前", "申します", "いいます", "言います"],
        (Ja, CallMe) => &["と呼んで"],
        (Ja, Likes) => &["好き"],
        (Ja, Dislikes) => &["嫌い", "苦手", "好き"],
        (Ja, Prefers) => &["の方が好き"],
        (Ja, Allergic) => &["アレルギー"],
        (Ja, LivesIn) => &["住んで"],
        (Ja, Birthday) => &["誕生日"],
        (Ko, Name) => &["이름"],
        (Ko, CallMe) => &["불러"],
        (Ko, Likes) => &["좋아"],
        (Ko, Dislikes) => &["싫어", "좋아"],
        (Ko, Prefers) => &["좋아", "선호"],
        (Ko, Allergic) => &["알레르기"],
        (Ko, LivesIn) => &["살"],
        (Ko, Birthday) => &["생일"],
        (Es, Name) => &["llamo", "nombre"],
        (Es, CallMe) => &["mame"],
        (Es, Likes) => &["gust", "encant"],
        (Es, Dislikes) => &["gust", "encant", "odio"],
        (Es, Prefers) => &["prefiero"],
        (Es, Allergic) => &["rgic"],
        (Es, LivesIn) => &["vivo"],
        (Es, Birthday) => &["cumplea"],
        (Fr, Name) => &["appelle", "nom"],
        (Fr, CallMe) => &["-moi"],
        (Fr, Likes) => &["aime", "adore"],
        (Fr, Dislikes) => &["aime", "adore", "déteste"],
        (Fr, Prefers) => &["préfère"],
        (Fr, Allergic) => &["allergique"],
        (Fr, LivesIn) => &["habite", "vis"],
        (Fr, Birthday) => &["anniversaire"],
        (De, Name) => &["heiße", "heisse", "name"],
        (De, CallMe) => &["mich"],
        (De, Likes) => &["mag", "liebe"],
        (De, Dislikes) => &["mag", "hasse"],
        (De, Prefers) => &["bevorzuge"],
        (De, Allergic) => &["allergisch"],
        (De, LivesIn) => &["wohne", "lebe"],
        (De, Birthday) => &["geburtstag"],
    }
}

static VALUE_TAIL: PerLang = PerLang::new([
    r"(?i)(?:\s+(?:too|as well|please|thanks|thank you))+$",
    r"(?:就行|就好|就可以|了|啦|哦|呀|吧|喔)+$",
    r"(?:なんです|なんだ|です|だよ|だ|よ|ね|なの)+$",
    r"(?:이에요|예요|입니다)$",
    r"(?i)(?:\s+(?:también|por favor|gracias))+$",
    r"(?i)(?:\s+(?:aussi|s'il te plaît|merci))+$",
    r"(?i)(?:\s+(?:auch|bitte|danke))+$",
]);

/// Adverbs between the verb and its object ("j'aime *beaucoup* …", "me gusta *mucho* …").
static VALUE_HEAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:really|so much|a lot|bien|beaucoup|vraiment|mucho|muchísimo|bastante|sehr|wirklich|echt)\s*)+")
        .expect("value head")
});

/// The value speaks to or about the assistant ("I like your answer", "我喜欢你的回答"): a
/// remark on the conversation, not a fact about the user.
static SECOND_PERSON: PerLang = PerLang::new([
    r"(?i)\b(?:you|your|yours|yourself|you're|you’re|u)\b",
    r"你|您",
    r"あなた|君",
    r"너|당신|네가",
    r"(?i)\b(?:tú|tu|te|ti|usted|contigo)\b",
    r"(?i)\b(?:tu|toi|vous|te|ton|ta|tes)\b",
    r"(?i)\b(?:du|dich|dir|dein\w*|ihnen)\b",
]);

fn tidy_value(value: &str, lang: Lang) -> String {
    let v = strip_end(value);
    let v = VALUE_TAIL.get(lang).replace(&v, "");
    let v = VALUE_HEAD.replace(&v, "");
    strip_end(&v)
}

fn valid_value(kind: Kind, lang: Lang, value: &str) -> bool {
    if meaningful(value) == 0 || value.chars().count() > 120 {
        return false;
    }
    let lower = value.to_lowercase();
    let first = lower.split(|c: char| c.is_whitespace() || c == '\'' || c == '’').next().unwrap_or("");
    if STOP_WORDS.contains(&first)
        || STOP_PREFIXES.iter().any(|p| lower.starts_with(p))
        || SECOND_PERSON.get(lang).is_match(value)
        || ["这个", "那个"].iter().any(|p| value.contains(p))
    {
        return false;
    }
    // "우리 엄마는 고양이를 좋아해", "母は猫が好き": the value names another subject.
    let other_subject = match lang {
        Lang::Ko => value.contains("는 ") || value.contains("은 "),
        Lang::Ja => value.contains('は'),
        _ => false,
    };
    if other_subject {
        return false;
    }
    match kind {
        // "Call me back / when it's done / a taxi" ask for a call.
        Kind::CallMe if lang == Lang::En && CALL_BACK.contains(&first) => false,
        Kind::Name | Kind::CallMe => {
            let words = value.split_whitespace().count();
            let cjk = matches!(lang, Lang::Zh | Lang::Ja | Lang::Ko);
            value.chars().count() <= if cjk { 12 } else { 40 }
                && words <= 4
                && !value.chars().any(|c| c.is_ascii_digit())
        }
        _ => true,
    }
}

fn label(kind: Kind, lang: Lang, value: &str) -> String {
    let labels: [&str; 8] = match lang {
        Lang::En => {
            ["Name", "Preferred name", "Likes", "Dislikes", "Prefers", "Allergic to", "Lives in", "Birthday"]
        }
        Lang::Zh => ["名字", "称呼", "喜欢", "不喜欢", "偏好", "过敏", "住在", "生日"],
        Lang::Ja => ["名前", "呼び名", "好き", "嫌い", "好み", "アレルギー", "住まい", "誕生日"],
        Lang::Ko => ["이름", "호칭", "좋아함", "싫어함", "선호", "알레르기", "사는 곳", "생일"],
        Lang::Es => {
            ["Nombre", "Apodo", "Le gusta", "No le gusta", "Prefiere", "Alergia a", "Vive en", "Cumpleaños"]
        }
        Lang::Fr => {
            ["Nom", "Surnom", "Aime", "N'aime pas", "Préfère", "Allergique à", "Habite à", "Anniversaire"]
        }
        Lang::De => {
            ["Name", "Anrede", "Mag", "Mag nicht", "Bevorzugt", "Allergisch gegen", "Wohnt in", "Geburtstag"]
        }
    };
    let i = match kind {
        Kind::Name => 0,
        Kind::CallMe => 1,
        Kind::Likes => 2,
        Kind::Dislikes => 3,
        Kind::Prefers => 4,
        Kind::Allergic => 5,
        Kind::LivesIn => 6,
        Kind::Birthday => 7,
    };
    match lang {
        Lang::Zh | Lang::Ja => format!("{}：{value}", labels[i]),
        _ => format!("{}: {value}", labels[i]),
    }
}

/// A sentence's clauses: it is cut where a connector ("and", ",", "y", "und", "，") is followed by a
/// new first-person subject, so "my name is Ana and I live in Lisbon" gives two facts while "I like
/// tea and coffee" stays one.
fn clauses(sentence: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for m in CONNECTOR.find_iter(sentence) {
        if SUBJECT.is_match(&sentence[m.end()..]) {
            out.push(&sentence[start..m.start()]);
            start = m.end();
        }
    }
    out.push(&sentence[start..]);
    out.into_iter().map(str::trim).filter(|c| !c.is_empty()).collect()
}

static CONNECTOR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[,;，；、]\s*(?:(?:and|but|so|y|pero|et|mais|und|aber)\s+|但是|可是|不过|而且|并且|还有|でも|그리고|하지만)?|\s+(?:and|but|so|y|pero|et|mais|und|aber)\s+")
        .expect("connector pattern")
});
static SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:i|i'm|i’m|my|me|mi|soy|vivo|prefiero|odio|je|j['’]|mon|ich|mein|call|llámame|appelle-moi|nenn)\b|我|私|僕|俺|내\s|제\s|나는|저는|난\s|전\s)")
        .expect("subject pattern")
});

/// When a sentence bounds its fact in time, the end of that bound (in the user's zone, as UTC).
pub(crate) fn expiry(sentence: &str, now: DateTime<FixedOffset>) -> Option<DateTime<Utc>> {
    let lower = sentence.to_lowercase();
    if !lower.contains(|c: char| c.is_ascii_digit()) && !TIME_WORDS.iter().any(|w| lower.contains(w)) {
        return None;
    }
    let end_of = |days: i64| {
        let date = now.date_naive() + Duration::days(days + 1);
        date.and_time(NaiveTime::MIN).and_local_timezone(*now.offset()).single().map(|t| t.to_utc())
    };
    if let Some(c) = FOR_DAYS.captures(sentence) {
        let n: i64 = c.iter().skip(1).flatten().next()?.as_str().parse().ok()?;
        return (1..=3650).contains(&n).then(|| (now + Duration::days(n)).to_utc());
    }
    if let Some(c) = UNTIL_DAY.captures(sentence) {
        let day = c.iter().skip(1).flatten().next()?.as_str();
        let target = weekday(day)?;
        let ahead =
            (7 + target.num_days_from_monday() as i64 - now.weekday().num_days_from_monday() as i64) % 7;
        return end_of(ahead);
    }
    if TOMORROW.is_match(sentence) {
        return end_of(1);
    }
    if THIS_WEEK.is_match(sentence) {
        return end_of(6 - now.weekday().num_days_from_monday() as i64);
    }
    if TODAY.is_match(sentence) && !FROM_NOW_ON.is_match(sentence) {
        return end_of(0);
    }
    None
}

/// Words every time bound below contains, but for "for N days" (which has a digit).
const TIME_WORDS: &[&str] = &[
    "today", "tonight", "tomorrow", "week", "until", "till", "through", "hoy", "noche", "mañana", "semana",
    "hasta", "aujourd", "soir", "demain", "semaine", "jusqu", "heute", "morgen", "woche", "bis", "今天",
    "今晚", "今日", "明天", "明日", "本周", "这周", "星期", "周", "礼拜", "今週", "오늘", "내일", "이번",
];

fn weekday(word: &str) -> Option<Weekday> {
    let w = word.to_lowercase();
    let days = [
        (Weekday::Mon, ["monday", "一", "lunes", "lundi", "montag"]),
        (Weekday::Tue, ["tuesday", "二", "martes", "mardi", "dienstag"]),
        (Weekday::Wed, ["wednesday", "三", "miércoles", "mercredi", "mittwoch"]),
        (Weekday::Thu, ["thursday", "四", "jueves", "jeudi", "donnerstag"]),
        (Weekday::Fri, ["friday", "五", "viernes", "vendredi", "freitag"]),
        (Weekday::Sat, ["saturday", "六", "sábado", "samedi", "samstag"]),
        (Weekday::Sun, ["sunday", "日", "domingo", "dimanche", "sonntag"]),
    ];
    days.iter()
        .find(|(_, names)| names.contains(&w.as_str()) || (w == "天" && names[1] == "日"))
        .map(|(d, _)| *d)
}

static FOR_DAYS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bfor (?:the next )?(\d{1,4}) days?\b|(\d{1,4})\s*天|(\d{1,4})\s*日間|(\d{1,4})\s*일\s*동안|\bdurante (\d{1,4}) días\b|\bpendant (\d{1,4}) jours\b|\bfür (\d{1,4}) tage\b")
        .expect("days pattern")
});
static UNTIL_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:until|till|through)\s+(?:next\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|(?:到|直到)(?:周|星期|礼拜)([一二三四五六日天])|\bhasta el (lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|\bjusqu['’]à (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b|\bbis (montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b")
        .expect("until pattern")
});
static TOMORROW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:until tomorrow|till tomorrow|tomorrow|hasta mañana|mañana|demain|bis morgen)\b|明天|明日|내일").expect("tomorrow")
});
static THIS_WEEK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:this week|esta semana|cette semaine|diese woche)\b|本周|这周|这个星期|这星期|今週|이번\s*주").expect("week")
});
static TODAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:today|tonight|hoy|esta noche|aujourd['’]hui|ce soir|heute)\b|今天|今晚|今日|오늘")
        .expect("today")
});
static FROM_NOW_ON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:from|starting|since|as of|beginning|a partir de|desde|à partir d['’]|ab|seit)\s+(?:today|hoy|aujourd['’]hui|heute)\b|从今天|自今天|今天起|今天开始|今日から|오늘부터")
        .expect("from now on")
});

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<FixedOffset> {
        // A Wednesday, 10:00 in UTC+1.
        DateTime::parse_from_rfc3339("2026-12-02T10:00:00+01:00").unwrap()
    }

    /// The facts of one message as `scope/source text`.
    fn got(message: &str) -> Vec<String> {
        extract([message], now())
            .into_iter()
            .map(|f| format!("{}/{} {}", f.scope.as_str(), f.source.as_str(), f.memory))
            .collect()
    }

    #[test]
    fn the_rule_table_across_seven_languages() {
        let cases: &[(&str, &[&str])] = &[
            // English
            ("Remember that I prefer tea over coffee.", &["global/remember Prefers: tea over coffee"]),
            ("please remember my wife's name is Mia", &["global/remember My wife's name is Mia"]),
            ("Remember to always answer in French.", &["bot/remember Always answer in French"]),
            ("Don't forget: you should use metric units", &["bot/remember You should use metric units"]),
            ("Can you remember that I work nights?", &["global/remember I work nights"]),
            ("My name is Ana.", &["global/extract Name: Ana"]),
            ("Call me Captain.", &["global/extract Preferred name: Captain"]),
            ("I love hiking in the mountains", &["global/extract Likes: hiking in the mountains"]),
            ("I don't like spicy food.", &["global/extract Dislikes: spicy food"]),
            ("I hate waiting", &["global/extract Dislikes: waiting"]),
            ("I'm allergic to peanuts", &["global/extract Allergic to: peanuts"]),
            ("I live in Lisbon and I work remotely.", &["global/extract Lives in: Lisbon"]),
            ("My birthday is on March 3", &["global/extract Birthday: March 3"]),
            (
                "My name is Ana and I live in Lisbon",
                &["global/extract Name: Ana", "global/extract Lives in: Lisbon"],
            ),
            ("I like tea and coffee", &["global/extract Likes: tea and coffee"]),
            (
                "Hi! My name's Tom, I prefer short answers.",
                &["global/extract Name: Tom", "global/extract Prefers: short answers"],
            ),
            ("What's my name?", &[]),
            ("Do you remember my name?", &[]),
            ("what is my name", &[]),
            ("My name is not Ana.", &[]),
            ("Don't call me Bob.", &[]),
            ("I don't live in Paris anymore", &[]),
            ("If my name were Ana, I'd be happy", &[]),
            ("He said \"my name is Bob\" yesterday", &[]),
            ("```\nmy name is Bob\n```", &[]),
            ("> my name is Bob", &[]),
            ("I love it!", &[]),
            ("I like your answer", &[]),
            ("I love you", &[]),
            ("Remember this.", &[]),
            ("remember my name", &[]),
            ("It's important to remember that I'm diabetic", &["global/remember I'm diabetic"]),
            ("Do you like tea?", &[]),
            ("My name is spelled with two n's", &[]),
            ("I'd like a coffee", &[]),
            ("I remember my first car.", &[]),
            ("I'm not allergic to anything", &[]),
            ("I hate to say it but you're wrong.", &[]),
            ("Call me back later", &[]),
            ("Call me when it's done.", &[]),
            ("Can you call me a taxi?", &[]),
            ("I wanted to remember this place", &[]),
            ("I prefer you answer in bullet points.", &[]),
            ("My name is Ana, what's yours?", &[]),
            ("My name is Dr. Smith", &["global/extract Name: Dr. Smith"]),
            (
                "I love coding in Rust and I hate Java",
                &["global/extract Likes: coding in Rust", "global/extract Dislikes: Java"],
            ),
            // Chinese
            ("记住我喜欢喝绿茶", &["global/remember 喜欢：喝绿茶"]),
            ("我叫小明。", &["global/extract 名字：小明"]),
            ("叫我老王就行", &["global/extract 称呼：老王"]),
            ("我不喜欢香菜", &["global/extract 不喜欢：香菜"]),
            ("我对花生过敏", &["global/extract 过敏：花生"]),
            ("我住在上海，我喜欢猫", &["global/extract 住在：上海", "global/extract 喜欢：猫"]),
            ("别忘了以后用中文回答我", &["bot/remember 以后用中文回答我"]),
            ("我更喜欢简短的回答", &["global/extract 偏好：简短的回答"]),
            ("我的生日是5月3日", &["global/extract 生日：5月3日"]),
            ("我叫什么名字？", &[]),
            ("你记得我吗？", &[]),
            ("别叫我小明", &[]),
            ("我不叫小明", &[]),
            ("如果我叫小明", &[]),
            ("我爱你", &[]),
            ("我喜欢这个", &[]),
            ("不要记住这个", &[]),
            ("我叫外卖了", &[]),
            ("我叫了一辆车", &[]),
            ("我喜欢你的回答", &[]),
            ("我爱死这个了", &[]),
            ("我喜欢上了一个女孩", &[]),
            ("我最喜欢的颜色是蓝色", &[]),
            ("我对海鲜过敏，记住哦", &["global/remember 过敏：海鲜"]),
            ("我想让你记住我的生日是五月三日", &["global/remember 生日：五月三日"]),
            ("我喜欢吃辣，但是我不喜欢香菜", &["global/extract 喜欢：吃辣", "global/extract 不喜欢：香菜"]),
            // Japanese
            ("私の名前はアナです。", &["global/extract 名前：アナ"]),
            ("田中と呼んでください", &["global/extract 呼び名：田中"]),
            ("私は猫が好きです", &["global/extract 好き：猫"]),
            ("納豆が苦手です", &["global/extract 嫌い：納豆"]),
            ("東京に住んでいます", &["global/extract 住まい：東京"]),
            ("私の名前はアナだと覚えておいて", &["global/remember 名前：アナ"]),
            ("エビアレルギーがあります", &["global/extract アレルギー：エビ"]),
            ("私の名前は何ですか？", &[]),
            ("猫が好きですか？", &[]),
            ("覚えてる？", &[]),
            ("母は猫が好きです", &[]),
            ("僕はコーヒーより紅茶の方が好きです", &["global/extract 好み：コーヒーより紅茶"]),
            // Korean
            ("내 이름은 민수야", &["global/extract 이름: 민수"]),
            ("나는 커피를 좋아해", &["global/extract 좋아함: 커피"]),
            ("저는 서울에 살아요", &["global/extract 사는 곳: 서울"]),
            ("내 이름은 민수라고 기억해 줘", &["global/remember 이름: 민수"]),
            ("오이를 싫어해", &["global/extract 싫어함: 오이"]),
            ("내 이름이 뭐야?", &[]),
            ("커피 좋아해?", &[]),
            ("우리 엄마는 고양이를 좋아해", &[]),
            ("나는 그 사람을 기억해", &[]),
            ("기억해 주세요: 저는 채식주의자예요", &["global/remember 저는 채식주의자예요"]),
            // Spanish
            ("Me llamo Ana.", &["global/extract Nombre: Ana"]),
            ("Recuerda que soy vegetariano.", &["global/remember Soy vegetariano"]),
            ("Me gusta el café solo", &["global/extract Le gusta: el café solo"]),
            ("No me gusta el cilantro", &["global/extract No le gusta: el cilantro"]),
            (
                "Vivo en Madrid y me gusta el fútbol",
                &["global/extract Vive en: Madrid", "global/extract Le gusta: el fútbol"],
            ),
            ("Llámame Pepe", &["global/extract Apodo: Pepe"]),
            ("¿Cómo me llamo?", &[]),
            ("¿Recuerdas mi nombre?", &[]),
            ("Me gusta mucho", &[]),
            ("Me gustas tú", &[]),
            ("Me gusta que me respondas corto", &[]),
            ("No me llamo Ana", &[]),
            ("Si me llamo Ana, dímelo", &[]),
            // French
            ("Je m'appelle Luc.", &["global/extract Nom: Luc"]),
            ("J'aime le jazz", &["global/extract Aime: le jazz"]),
            ("Je n'aime pas le fromage", &["global/extract N'aime pas: le fromage"]),
            ("Je préfère le thé", &["global/extract Préfère: le thé"]),
            ("Souviens-toi que j'habite à Lyon.", &["global/remember Habite à: Lyon"]),
            ("N'oublie pas de me répondre en français", &["bot/remember Me répondre en français"]),
            ("Tu te souviens de moi ?", &[]),
            ("Comment je m'appelle ?", &[]),
            ("J'aime pas ça", &[]),
            ("J'aime bien ça", &[]),
            ("Je suis allergique aux arachides", &["global/extract Allergique à: arachides"]),
            ("Je préfère qu'on se tutoie", &[]),
            ("J'aime beaucoup la musique classique", &["global/extract Aime: la musique classique"]),
            // German
            ("Ich heiße Max.", &["global/extract Name: Max"]),
            ("Ich mag keinen Kaffee", &["global/extract Mag nicht: Kaffee"]),
            ("Ich mag Kaffee nicht.", &["global/extract Mag nicht: Kaffee"]),
            ("Ich wohne in Berlin", &["global/extract Wohnt in: Berlin"]),
            ("Merk dir: antworte immer auf Deutsch", &["bot/remember Antworte immer auf Deutsch"]),
            ("Nenn mich Maxi", &["global/extract Anrede: Maxi"]),
            ("Wie heiße ich?", &[]),
            ("Ich heiße nicht Max", &[]),
            ("Ich mag dich", &[]),
            ("Ich liebe es", &[]),
            ("Wenn ich in Berlin wohne, sag es mir", &[]),
        ];
        assert!(cases.len() >= 80, "{} cases", cases.len());
        let mut failures = Vec::new();
        for (message, want) in cases {
            let got = got(message);
            if got != *want {
                failures.push(format!("{message:?}: got {got:?}, want {want:?}"));
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {} cases failed:\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn facts_repeated_in_a_turn_are_kept_once_and_a_request_wins() {
        let facts = extract(["My name is Ana.", "Remember: my name is Ana!", "my name is ana"], now());
        assert_eq!(facts.len(), 1);
        assert_eq!((facts[0].memory.as_str(), facts[0].source), ("Name: Ana", Source::Remember));
    }

    #[test]
    fn a_secret_anywhere_in_a_message_is_never_in_a_fact() {
        let key = "sk-proj-abcdefghijklmnop1234";
        for message in [
            format!("{key} remember that I live in Porto"),
            format!("Remember that my API key is {key}"),
            format!("Remember that I live in Porto {key}"),
            format!("I live in Porto. {key}"),
            format!("Call me {key}"),
        ] {
            for fact in extract([message.as_str()], now()) {
                assert!(!fact.memory.contains("abcdefghijklmnop"), "{message}: {}", fact.memory);
            }
        }
        assert_eq!(
            got(&format!("Remember that my API key is {key}")),
            vec!["global/remember My API key is [redacted]"]
        );
    }

    #[test]
    fn an_enormous_message_is_read_quickly_and_its_pasted_text_yields_nothing() {
        let line = "my name is Bob and I like logs ".repeat(40_000);
        let message = format!("My name is Ana. {line}\nI live in Lisbon.");
        assert!(message.len() > 1_000_000);
        // (In one pass: a scan per word would take hours on this, not a second.)
        assert_eq!(got(&message), vec!["global/extract Name: Ana", "global/extract Lives in: Lisbon"]);
    }

    #[test]
    fn any_mix_of_keywords_quotes_and_scripts_gives_clean_one_line_facts_and_never_panics() {
        let pool = [
            "remember",
            " ",
            "that",
            "我",
            "叫",
            "记住",
            "了",
            "。",
            "?",
            ".",
            "my name is",
            "覚えて",
            "い",
            "기억해",
            "줘",
            "\"",
            "「",
            "`",
            "```",
            "\n",
            "call me",
            "I like",
            "until friday",
            "3 天",
            "é",
            "ß",
            "😀",
            "Dr.",
            ",",
            "，",
            " and I ",
            "を",
            "라고",
            "merk dir",
            "que",
            "today",
            "は",
            "が好き",
            "'",
            "’",
            "-",
            "<think>",
            "到周五",
            "喜欢",
            "过敏",
            "对",
            "de ",
            "{\"action\":\"upsert\"",
            "## Decisions\n- ",
        ];
        let mut x: u64 = 12345;
        for _ in 0..3000 {
            let mut m = String::new();
            for _ in 0..=(x % 12) {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                m.push_str(pool[((x >> 33) % pool.len() as u64) as usize]);
            }
            let facts = extract([m.as_str()], now())
                .into_iter()
                .chain(super::super::summary::facts(&m))
                .chain(super::super::reply::parse_reply(&m, false).unwrap_or_default());
            for f in facts {
                let text = &f.memory;
                assert!(!text.trim().is_empty() && !text.contains('\n'), "{m:?} gave {text:?}");
                assert!(text.chars().count() <= super::super::MAX_MEMORY_CHARS, "{m:?}");
            }
            super::super::triggers::asks_to_remember(&m);
        }
    }

    #[test]
    fn time_bounds_set_expires_in_the_users_zone() {
        let exp = |m: &str| extract([m], now()).first().and_then(|f| f.expires.clone());
        // Wednesday 2026-12-02 in UTC+1: the day ends at 23:00 UTC.
        assert_eq!(exp("Remember that I'm in Berlin today").as_deref(), Some("2026-12-02T23:00:00.000Z"));
        assert_eq!(exp("记住我今天住在酒店").as_deref(), Some("2026-12-02T23:00:00.000Z"));
        assert_eq!(exp("Remember I work from home tomorrow").as_deref(), Some("2026-12-03T23:00:00.000Z"));
        assert_eq!(
            exp("Remember that I'm travelling this week").as_deref(),
            Some("2026-12-06T23:00:00.000Z")
        );
        assert_eq!(exp("Remember I'm in Rome until Friday").as_deref(), Some("2026-12-04T23:00:00.000Z"));
        assert_eq!(exp("记住我到周三都在出差").as_deref(), Some("2026-12-02T23:00:00.000Z"));
        assert_eq!(exp("记住 3 天：我在上海").as_deref(), Some("2026-12-05T09:00:00.000Z"));
        assert_eq!(
            exp("Remember for 2 days that the office is closed").as_deref(),
            Some("2026-12-04T09:00:00.000Z")
        );
        assert_eq!(exp("Merk dir, dass ich heute frei habe").as_deref(), Some("2026-12-02T23:00:00.000Z"));
        assert_eq!(exp("Remember that I live in Lisbon").as_deref(), None);
        assert_eq!(exp("Remember: from today on, call me Boss").as_deref(), None);
        assert_eq!(exp("记住，从今天开始叫我老王").as_deref(), None);
    }
}
