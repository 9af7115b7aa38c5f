//! Memory extraction (issue #11 item 4, DESIGN §5.2, §6.4): which facts of a turn are worth
//! remembering, and when to look for them. Pure functions; the caller reads and writes the files.
//!
//! - [`rules`]: the offline, rule-based extractor (explicit "remember …" requests and a few fact
//!   patterns — name, preferred name, likes, dislikes, preferences, allergies, home, birthday —
//!   in English, Chinese, Japanese, Korean, Spanish, French and German).
//! - [`triggers`]: whether a message asks to remember something, and the throttle kept in
//!   `evolution.json`.
//! - [`reply`]: the prompt of the model extractor and the strict parser of its JSON answer.
//! - [`summary`]: the decisions and conventions of a compression summary, as facts.
//!
//! Every text that leaves this module has been through [`crate::redact::redact`], is one line,
//! and is deduplicated within its batch by OkBot's rule ([`same_fact`]).

use serde::{Deserialize, Serialize};

pub mod reply;
pub mod rules;
mod sentences;
pub mod summary;
pub mod triggers;

/// Where a fact goes: the root's memory.md (about the user, for every assistant) or this
/// assistant's (instructions to it, facts about its work).
pub use super::Scope;

/// Why a fact was found. `Remember` (the user asked on purpose) is durable at once; the others
/// start as candidates (DESIGN §5.2). Facts found in messages folded away by a compression come
/// from [`rules::extract`] or the model as `Extract`; the caller records them as `fold`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Remember,
    Extract,
    Summary,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Remember => "remember",
            Source::Extract => "extract",
            Source::Summary => "summary",
        }
    }
}

/// One fact to remember. `expires` is a stamp (`clock::stamp`), or None for "until forgotten".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fact {
    pub scope: Scope,
    pub memory: String,
    pub expires: Option<String>,
    pub source: Source,
}

/// The longest memory text kept, in characters: a longer "fact" is a pasted log or document.
pub const MAX_MEMORY_CHARS: usize = 300;

/// OkBot's duplicate rule (`isDuplicateMemoryFact`): texts compared without whitespace and in
/// lower case are the same fact when equal, or when one contains the other and both have at
/// least 8 characters.
pub fn same_fact(a: &str, b: &str) -> bool {
    super::dedup::same(&super::dedup::key(a), &super::dedup::key(b))
}

/// The text as it may be stored: without `<think>` blocks, redacted, on one line, within
/// [`MAX_MEMORY_CHARS`]; None when nothing worth keeping is left (empty, only redaction marks, or
/// too long).
pub(crate) fn clean_memory(text: &str) -> Option<String> {
    let text = crate::session::strip_think(text);
    let text = crate::text::one_line(&crate::redact::redact(&text));
    let meaningful = text.replace("[redacted]", "").chars().filter(|c| c.is_alphanumeric()).count();
    if meaningful < 2 || text.chars().count() > MAX_MEMORY_CHARS {
        return None;
    }
    Some(text)
}

/// Adds `fact` unless the batch already holds the same fact; an explicit request replaces an
/// extracted duplicate, so "remember …" wins over a pattern that saw the same words.
pub(crate) fn push_unique(batch: &mut Vec<Fact>, fact: Fact) {
    match batch.iter_mut().find(|f| same_fact(&f.memory, &fact.memory)) {
        Some(old) => {
            if old.source != Source::Remember && fact.source == Source::Remember {
                *old = fact;
            }
        }
        None => batch.push(fact),
    }
}

/// The facts of one extraction: the rule-based ones (which catch explicit requests, so they stay
/// durable when a model extractor runs too) and the model's, one batch without duplicates.
pub fn combine(rules: Vec<Fact>, model: Vec<Fact>) -> Vec<Fact> {
    let mut out = Vec::new();
    for fact in rules.into_iter().chain(model) {
        push_unique(&mut out, fact);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_fact_follows_okbots_rule() {
        assert!(same_fact("Likes tea", "likes  TEA"));
        assert!(same_fact("Prefers tea over coffee", "prefers tea over coffee in the morning"));
        assert!(!same_fact("Likes", "Likes tea a lot"), "a short text is not contained");
        assert!(!same_fact("Name: Al", "Name: Alice"), "containment needs 8 characters on both sides");
        assert!(same_fact("Name: Ana", "Name: Anabel"), "OkBot's rule, even where it is coarse");
        assert!(same_fact("名字：小明同学你好", "名字：小明同学你好呀"));
    }

    #[test]
    fn combine_keeps_one_of_each_fact_and_an_explicit_request_stays_durable() {
        let fact = |memory: &str, source| Fact {
            scope: Scope::Global,
            memory: memory.into(),
            expires: None,
            source,
        };
        let rules = vec![fact("Name: Ana", Source::Remember), fact("Likes: green tea", Source::Extract)];
        let model = vec![fact("name: ana", Source::Extract), fact("Works night shifts", Source::Extract)];
        let got: Vec<(String, Source)> =
            combine(rules, model).into_iter().map(|f| (f.memory, f.source)).collect();
        assert_eq!(
            got,
            vec![
                ("Name: Ana".to_string(), Source::Remember),
                ("Likes: green tea".to_string(), Source::Extract),
                ("Works night shifts".to_string(), Source::Extract),
            ]
        );
    }

    #[test]
    fn clean_memory_redacts_and_drops_what_is_left_empty() {
        assert_eq!(clean_memory("  Lives in\n Lisbon ").as_deref(), Some("Lives in Lisbon"));
        assert_eq!(clean_memory("sk-proj-abcdefghijklmnop1234"), None);
        assert_eq!(
            clean_memory("API key sk-proj-abcdefghijklmnop1234").as_deref(),
            Some("API key [redacted]")
        );
        assert_eq!(clean_memory(&"x".repeat(MAX_MEMORY_CHARS + 1)), None);
        assert_eq!(clean_memory(" . "), None);
    }
}
