//! When extraction runs (DESIGN §5.2, §6.4): at once when the user asks to remember something,
//! otherwise every `maintenance.memoryEveryTurns` turns or `memoryEveryUserChars` characters of
//! user text. Unlike OkBot's in-process counters, the throttle is a value the caller keeps in
//! `<botId>/evolution.json`, so it survives between okbot processes.
//!
//! "Remember" is recognised in seven languages. Where the language has words the keyword is
//! whole-word ("remembered", "remembrance" and "recuerdas" do not count); it must be a request,
//! not a question ("do you remember …?"), a statement ("I remember …", "我记住了") or a negation
//! ("don't remember that"), and it must be in the user's own words (not in code or quotes).

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use super::sentences::{is_conditional, is_question, own_sentences};
pub use crate::evolution::{Every, Throttle};

/// The languages the rule-based extractor and the keyword trigger know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Zh,
    Ja,
    Ko,
    Es,
    Fr,
    De,
}

/// A request to remember found in a sentence: the language and the byte range of the keyword.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Request {
    pub lang: Lang,
    pub start: usize,
    pub end: usize,
}

/// Substrings every keyword below contains (lower case).
const NEEDLES: &[&str] = &[
    "remember",
    "forget",
    "keep in mind",
    "memori",
    "make a note",
    "记",
    "忘",
    "覚え",
    "記憶",
    "メモ",
    "기억",
    "잊지",
    "recuerd",
    "acuérd",
    "olvid",
    "ten en cuenta",
    "memoriza",
    "apunta",
    "souviens",
    "rappelle",
    "oubli",
    "retien",
    "mémoris",
    "garde en tête",
    "note bien",
    "merk",
    "vergiss",
    "vergessen",
    "denk",
    "behalte",
    "notier",
];

static KEYWORDS: LazyLock<Vec<(Lang, Regex)>> = LazyLock::new(|| {
    let table = [
        (
            Lang::En,
            r"(?i)\b(?:remember|don'?t forget|don’t forget|do not forget|never forget|keep in mind|memori[sz]e|make a note)\b",
        ),
        (Lang::Zh, r"记住|记下来|记一下|记下|别忘了|别忘记|不要忘了|不要忘记|牢记"),
        (Lang::Ja, r"覚えて(?:おいて|おけ|て|ね|ください)?|忘れないで|記憶して|メモして"),
        (
            Lang::Ko,
            r"기억해\s*(?:줘|주세요|둬|두세요|놔|요)?|기억하세요|기억해\s*두|잊지\s*마(?:세요|요)?|잊지\s*말아\s*줘",
        ),
        (
            Lang::Es,
            r"(?i)\b(?:recuerda|recuérdalo|acuérdate|no olvides|no te olvides|ten en cuenta|memoriza|apunta)\b",
        ),
        (
            Lang::Fr,
            r"(?i)(?:\bsouviens-toi|\brappelle-toi|\bn['’]oublie pas|\bn['’]oubliez pas|\bretiens\b|\bretenez\b|\bmémorise\b|\bgarde en tête|\bnote bien\b)",
        ),
        (
            Lang::De,
            r"(?i)\b(?:merk(?:e)? dir|merken sie sich|vergiss nicht|vergessen sie nicht|denk(?:e)? daran|behalte|notier dir)\b",
        ),
    ];
    table.into_iter().map(|(lang, p)| (lang, Regex::new(p).expect("keyword pattern"))).collect()
});

/// English: the words just before "remember" that make it a statement or a question.
static EN_NOT_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\b(?:i|we|he|she|they|i'll|i’ll|i'd|don't|don’t|dont|do not|not|never|can't|cannot|couldn't|who|still|may)\s*$)")
        .expect("en pattern")
});
/// English: "you remember" is a request only after a modal ("can you remember that …").
static EN_YOU: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\byou\s*$").expect("you pattern"));
static EN_POLITE_YOU: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:can|could|would|will)\s+you\s+(?:please\s+)?$|\bplease\s*$")
        .expect("polite pattern")
});
/// "I will remember …", "we always remember …": the speaker tells, not asks.
static EN_I_WILL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:i|we)\s+(?:will|would|shall|might|must|can|could|do|did|really|always|still|also|usually|totally)\s*$")
        .expect("i will pattern")
});
static EN_TO: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?i)\bto\s*$").expect("to pattern"));
static EN_ASKING_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\b(?:you|u)\s+(?:(?:need|have|must|ought|got)\s+)?to|\bimportant\s+to|\b(?:try|be sure|make sure)\s+to)\s*$")
        .expect("asking pattern")
});
static KO_I: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*(?:나는|난|저는|전|내가|제가)\s").expect("ko subject"));
static ZH_NOT_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:[^帮请给让]我|^我|他|她|们|没|不要|别|不用|不必|不|会|已经|已)$").expect("zh pattern")
});
static ES_FR_DE_NOT_REQUEST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:no|ne|nicht|je|ich|nunca|jamais|nie)\s*$").expect("neg pattern"));

/// The request to remember in one of the user's sentences, if there is one.
pub(crate) fn request_in(sentence: &str) -> Option<Request> {
    // Most messages hold no keyword at all: a plain substring test keeps them from building the
    // patterns (a chat turn's budget is about a millisecond).
    let lower = sentence.to_lowercase();
    if !NEEDLES.iter().any(|n| lower.contains(n)) || is_conditional(sentence) {
        return None;
    }
    for (lang, re) in KEYWORDS.iter() {
        for m in re.find_iter(sentence) {
            let before = &sentence[..m.start()];
            let after = &sentence[m.end()..];
            if is_request(*lang, m.as_str(), before, after, sentence) {
                return Some(Request { lang: *lang, start: m.start(), end: m.end() });
            }
        }
    }
    None
}

fn is_request(lang: Lang, keyword: &str, before: &str, after: &str, sentence: &str) -> bool {
    match lang {
        Lang::En => {
            let polite = EN_POLITE_YOU.is_match(before);
            if polite {
                return true;
            }
            // "I want you to remember …", "try to remember …" ask; "I wanted to remember …" tells.
            if EN_TO.is_match(before) && !EN_ASKING_TO.is_match(before) {
                return false;
            }
            if EN_NOT_REQUEST.is_match(before) || EN_YOU.is_match(before) || EN_I_WILL.is_match(before) {
                return false;
            }
            !is_question(sentence)
        }
        Lang::Zh => {
            let done = after.starts_with('了')
                && after[3..].trim_start_matches(['。', '！', '!', '.', ' ']).is_empty()
                || after.starts_with('的');
            !ZH_NOT_REQUEST.is_match(before) && !done && !is_question(sentence)
        }
        // "覚えている / 覚えてる?" state that one remembers; the keyword forms above are requests.
        // "覚えておきます / 覚えてます" say the speaker will remember.
        Lang::Ja => {
            !after.starts_with(['い', 'る', 'た', 'ま'])
                && !after.starts_with("おき")
                && !after.starts_with("おく")
                && !is_question(sentence)
        }
        // Bare "기억해" after "나는/저는 …" says "I remember …"; "기억해 줘/주세요" always asks.
        Lang::Ko => {
            let says_i_remember = matches!(keyword.trim(), "기억해" | "기억해요") && KO_I.is_match(before);
            !says_i_remember && !is_question(sentence)
        }
        Lang::Es | Lang::Fr | Lang::De => !ES_FR_DE_NOT_REQUEST.is_match(before) && !is_question(sentence),
    }
}

/// Whether the message asks the assistant to remember something (an immediate extraction).
pub fn asks_to_remember(message: &str) -> bool {
    own_sentences(message).iter().any(|s| request_in(s).is_some())
}

/// Why an extraction runs now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Trigger {
    /// The user asked to remember something.
    Remember,
    /// `turnsSince` reached the setting.
    Turns,
    /// `charsSince` reached the setting.
    Chars,
}

/// Whether memory extraction runs after this turn, and why; call after [`Throttle::record`].
pub fn should_extract(state: &Throttle, every: Every, user_text: &str) -> Option<Trigger> {
    if asks_to_remember(user_text) {
        Some(Trigger::Remember)
    } else if state.turns_since >= every.turns {
        Some(Trigger::Turns)
    } else if state.chars_since >= every.chars {
        Some(Trigger::Chars)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remember_requests_in_seven_languages_trigger() {
        let yes = [
            "Remember that I like green tea.",
            "please remember: my dog is Rex",
            "Don't forget my sister is Mia.",
            "Can you remember that I work nights?",
            "I want you to remember my address.",
            "Keep in mind that I'm vegetarian",
            "记住我喜欢喝绿茶",
            "帮我记住：周五开会",
            "别忘了我对花生过敏",
            "私の名前はアナだと覚えておいて",
            "これを忘れないでね",
            "내 이름은 민수라고 기억해 줘",
            "잊지 마, 나는 채식주의자야",
            "Recuerda que soy vegetariano.",
            "No olvides que vivo en Madrid",
            "Souviens-toi que je suis végétarien.",
            "N'oublie pas que j'habite à Lyon.",
            "Merk dir, dass ich Vegetarier bin.",
            "Vergiss nicht: ich wohne in Berlin",
        ];
        for m in yes {
            assert!(asks_to_remember(m), "{m}");
        }
    }

    #[test]
    fn questions_statements_negations_and_quotes_do_not_trigger() {
        let no = [
            "Do you remember what I said?",
            "do you remember my name",
            "I remember the old office.",
            "I don't remember his name.",
            "We remembered it later.",
            "A day of remembrance.",
            "you remember everything, right",
            "Don't remember that.",
            "He said \"remember the milk\" twice",
            "```\n// remember to free\n```",
            "If you remember, tell me.",
            "你还记得我吗？",
            "你记住了吗？",
            "我记住了。",
            "不要记住这个",
            "私のこと覚えてる？",
            "覚えています。",
            "내 이름 기억해?",
            "¿Recuerdas mi nombre?",
            "Je retiens la leçon.",
            "Tu te souviens de moi ?",
            "Erinnerst du dich an mich?",
            "Ich merke mir das nicht.",
            "I will remember that.",
            "We always remember our first trip.",
            "I wanted to remember this place.",
            "我会记住的。",
            "我已经记住了",
            "好的，我记住你的话",
            "覚えておきます。",
            "覚えてます",
            "나는 그 사람을 기억해",
        ];
        for m in no {
            assert!(!asks_to_remember(m), "{m}");
        }
    }

    fn every() -> Every {
        Every { turns: 2, chars: 400 }
    }

    #[test]
    fn the_throttle_runs_every_two_turns_and_resets() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00Z").unwrap().to_utc();
        let mut t = Throttle::default();
        t.record("hi");
        assert_eq!(should_extract(&t, every(), "hi"), None);
        t.record("there");
        assert_eq!(should_extract(&t, every(), "there"), Some(Trigger::Turns));
        t.ran(now);
        assert_eq!((t.turns_since, t.chars_since), (0, 0));
        assert_eq!(t.last_run_at.as_deref(), Some("2026-12-01T10:00:00.000Z"));
        t.record("again");
        assert_eq!(should_extract(&t, every(), "again"), None);
    }

    #[test]
    fn the_throttle_counts_trimmed_characters_not_bytes() {
        let mut t = Throttle::default();
        let long = format!("  {}  ", "字".repeat(400));
        t.record(&long);
        assert_eq!(t.chars_since, 400);
        assert_eq!(should_extract(&t, every(), &long), Some(Trigger::Chars));
        let mut t = Throttle::default();
        t.record(&"字".repeat(399));
        assert_eq!(should_extract(&t, every(), "x"), None);
    }

    #[test]
    fn a_remember_request_runs_at_once_whatever_the_counters() {
        let mut t = Throttle::default();
        t.record("记住我叫小明");
        assert_eq!(should_extract(&t, every(), "记住我叫小明"), Some(Trigger::Remember));
    }
}
