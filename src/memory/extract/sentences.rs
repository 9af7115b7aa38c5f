//! The parts of a message the extractor reads: code blocks, inline code, quoted lines and quoted
//! spans are someone else's words (or data), so they are cut out before the text is split into
//! sentences.

use std::sync::LazyLock;

use regex::Regex;

static FENCED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?s)```.*?(?:```|\z)|~~~.*?(?:~~~|\z)").expect("fence pattern"));
static INLINE_CODE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"`[^`\n]*`").expect("code pattern"));
static QUOTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#""[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|「[^」\n]*」|『[^』\n]*』"#)
        .expect("quote pattern")
});

/// The sentences of `text` that are the user's own words, trimmed, each with its closing
/// punctuation (a question keeps its `?`).
pub(crate) fn own_sentences(text: &str) -> Vec<String> {
    // The patterns are built only for a text that has what they look for.
    let text = if text.contains("```") || text.contains("~~~") {
        FENCED.replace_all(text, "\n")
    } else {
        text.into()
    };
    let text: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('>') && !l.starts_with("    ") && !l.starts_with('\t'))
        .collect::<Vec<_>>()
        .join("\n");
    let text = if text.contains('`') { INLINE_CODE.replace_all(&text, " ") } else { text.as_str().into() };
    let text = if text.contains(['"', '“', '„', '«', '「', '『']) {
        QUOTED.replace_all(&text, " ")
    } else {
        text
    };
    split(&text)
}

/// Split after `.`, `!`, `?` followed by whitespace or the end, after CJK stops, and at line breaks.
fn split(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' {
            push(&mut out, &mut current);
            continue;
        }
        current.push(c);
        let ends = match c {
            '。' | '！' | '？' | '!' | '?' => true,
            '.' => chars.peek().is_none_or(|n| n.is_whitespace()) && !ends_with_abbreviation(&current),
            _ => false,
        };
        if ends {
            while let Some(&n) = chars.peek() {
                if matches!(n, '!' | '?' | '！' | '？' | '.' | '。') {
                    current.push(n);
                    chars.next();
                } else {
                    break;
                }
            }
            push(&mut out, &mut current);
        }
    }
    push(&mut out, &mut current);
    out
}

/// "Dr. Smith", "e.g. tea": a stop after a short title or abbreviation does not end the sentence.
fn ends_with_abbreviation(current: &str) -> bool {
    let word = current[..current.len() - 1].rsplit(|c: char| c.is_whitespace()).next().unwrap_or("");
    [
        "dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr", "e.g", "i.e", "vs", "etc", "sra", "srta", "mme",
        "mlle",
    ]
    .contains(&word.to_lowercase().as_str())
}

fn push(out: &mut Vec<String>, current: &mut String) {
    let t = current.trim();
    if !t.is_empty() {
        out.push(t.to_string());
    }
    current.clear();
}

/// Whether a sentence asks something rather than states it.
pub(crate) fn is_question(sentence: &str) -> bool {
    let t = sentence.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '.' | '。' | '!' | '！'));
    if t.ends_with('?') || t.ends_with('？') || t.starts_with('¿') {
        return true;
    }
    if QUESTION_WORDS.contains(&first_word(t).as_str()) {
        return true;
    }
    // Chinese and Japanese question particles and words, Korean question endings.
    t.ends_with('吗')
        || t.ends_with('呢')
        || t.ends_with('么')
        || t.ends_with("ですか")
        || t.ends_with("ますか")
        || t.contains("什么")
        || t.contains("为什么")
        || t.contains('谁')
        || t.contains("哪")
        || t.ends_with('까')
        || t.ends_with("니")
}

const QUESTION_WORDS: &[&str] = &[
    "what", "what's", "who", "who's", "whom", "whose", "where", "where's", "when", "why", "how", "how's",
    "which", "do", "does", "did", "is", "are", "am", "was", "were", "have", "has", "shall", "should", "que",
    "qué", "qui", "quoi", "ou", "où", "est-ce", "wer", "wo", "wie", "warum", "welche", "welcher", "welches",
    "welchen", "welchem", "cómo", "dónde", "quién", "cuál",
];

/// The first word of a sentence, in lower case (apostrophes and hyphens kept: "what's", "est-ce").
fn first_word(t: &str) -> String {
    t.chars()
        .take_while(|c| c.is_alphanumeric() || matches!(c, '\'' | '’' | '-'))
        .flat_map(char::to_lowercase)
        .map(|c| if c == '’' { '\'' } else { c })
        .collect()
}

/// Whether a sentence states a condition or a hypothesis rather than a fact ("if my name were …").
pub(crate) fn is_conditional(sentence: &str) -> bool {
    let t = sentence.trim();
    let lower = t.to_lowercase();
    CONDITIONAL_WORDS.contains(&first_word(t).as_str())
        || lower.starts_with("let's say")
        || lower.starts_with("let’s say")
        || ["如果", "假如", "要是", "假设", "もし", "만약", "만일"].iter().any(|p| t.starts_with(p))
}

const CONDITIONAL_WORDS: &[&str] =
    &["if", "suppose", "imagine", "pretend", "whether", "si", "wenn", "falls", "angenommen"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_quotes_and_quoted_lines_are_not_the_users_words() {
        let text = "My name is Ana.\n```\nmy name is Bob\n```\n> my name is Carl\nHe wrote \"my name is Dan\" and `my name is Eve`";
        let got = own_sentences(text);
        assert_eq!(got, vec!["My name is Ana.", "He wrote   and"]);
    }

    #[test]
    fn sentences_split_on_stops_but_not_inside_numbers_or_addresses() {
        assert_eq!(
            own_sentences("I use v1.2.3 daily. Mail a.b@x.io!"),
            vec!["I use v1.2.3 daily.", "Mail a.b@x.io!"]
        );
        assert_eq!(own_sentences("我叫小明。你好吗？"), vec!["我叫小明。", "你好吗？"]);
        assert_eq!(own_sentences("Really?! Yes."), vec!["Really?!", "Yes."]);
    }

    #[test]
    fn questions_are_recognised_in_every_language() {
        for q in [
            "What's my name?",
            "what is my name",
            "Do you remember me",
            "¿Cómo me llamo",
            "我叫什么",
            "你记得吗",
            "私の名前は何ですか",
            "내 이름이 뭐니",
            "Wie heiße ich",
            "Qui suis-je ?",
        ] {
            assert!(is_question(q), "{q}");
        }
        for s in ["My name is Ana.", "我叫小明。", "Ich heiße Max", "Je m'appelle Luc."] {
            assert!(!is_question(s), "{s}");
        }
    }
}
