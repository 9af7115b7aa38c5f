//! The model extractor: its prompt, and the strict parser of its answer (OkBot's
//! `refreshMemories` format, `{action, entries:[{scope, memory, expires}]}`).
//!
//! The parser is fail-safe: an answer that is not exactly the JSON document asked for gives a
//! [`ParseNote`] and nothing is written. What is accepted around the JSON, decided once:
//! - surrounding whitespace, and one leading `<think>…</think>` block (reasoning models always
//!   send it; it is not part of the answer). An unclosed `<think>` is a note.
//! - one fence around the whole answer (```` ```json … ``` ````), which is unambiguous. Prose
//!   before or after a fence, a second fence, or prose anywhere is a note.
//! - a document cut short (the model ran out of tokens) is a note, never a partial batch; so is a
//!   reply the provider marked as cut (`finish_reason: length`): pass `cut: true`.
//!
//! Inside a well-formed document, `action` must be `none` or `upsert`, `entries` an array of at
//! most [`MAX_ENTRIES`] objects, `memory` a string, `scope` `global`/`bot` (missing: `bot`, the
//! narrower), `expires` null or a string. Any of these wrong is a note for the whole reply: a model
//! that breaks the format is not trusted with the rest of it. Entries whose text is empty or
//! longer than [`super::MAX_MEMORY_CHARS`] are skipped, duplicates in the batch are merged,
//! secrets redacted; an `expires` that is not a date is null (as OkBot does).

use serde_json::Value;

use super::{Fact, Scope, Source, clean_memory, push_unique};

/// The most entries one answer may carry; more is a dump of the conversation, not memory.
pub const MAX_ENTRIES: usize = 20;

/// The most tokens the extractor may answer with.
pub const EXTRACT_MAX_TOKENS: u64 = 1200;

/// The system prompt of the model extractor.
pub const EXTRACT_PROMPT: &str = "You maintain the long-term memory of a personal assistant. \
From the recent conversation, pick what is worth remembering across conversations: \
(1) stable facts about the user and their preferences, and (2) anything the user explicitly asked \
to remember. Skip one-off task details, small talk, long logs and anything the assistant said on \
its own. Never write secrets: passwords, API keys, tokens, verification codes, card numbers. \
Scope: \"global\" for facts about the user that every assistant should know (name, preferences, \
circumstances); \"bot\" for instructions to this assistant and facts about its own work. \
Write each memory as one short self-contained line in the language of the conversation, without \
\"I\" or \"my\" (\"Prefers tea over coffee\"). \
\"expires\" is null, unless the user limits the fact in time (\"this week\", \"for 3 days\"): \
then an ISO 8601 UTC time computed from the current time given. \
Do not rephrase a memory that already exists; if the user confirms one, repeat its text exactly. \
Answer with JSON only, no code fence, no other text: {\"action\":\"none\"} or \
{\"action\":\"upsert\",\"entries\":[{\"scope\":\"global\",\"memory\":\"...\",\"expires\":null}]}";

/// One message of the conversation shown to the extractor.
#[derive(Debug, Clone, Copy)]
pub struct Said<'a> {
    pub user: bool,
    pub text: &'a str,
}

/// One memory the extractor is shown as already known: `[scope/id] text`.
#[derive(Debug, Clone, Copy)]
pub struct Known<'a> {
    pub scope: Scope,
    pub id: &'a str,
    pub text: &'a str,
}

/// The user message of one extraction: the assistant, the current time, the memories that exist
/// and the recent conversation (lines of 3 characters or fewer dropped, as OkBot does).
pub fn extract_user(bot_id: &str, bot_name: &str, now: &str, known: &[Known], recent: &[Said]) -> String {
    let mut out = format!(
        "Assistant id: {bot_id}\nAssistant name: {bot_name}\nCurrent time: {now}\n\nExisting memories:\n"
    );
    if known.is_empty() {
        out.push_str("(none)\n");
    }
    for k in known {
        out.push_str(&format!("[{}/{}] {}\n", k.scope.as_str(), k.id, crate::text::one_line(k.text)));
    }
    out.push_str("\nRecent conversation:\n");
    let lines: Vec<String> = recent
        .iter()
        .filter_map(|s| {
            let text: Vec<&str> = s.text.lines().filter(|l| l.trim().chars().count() > 3).collect();
            (!text.is_empty())
                .then(|| format!("{}: {}", if s.user { "User" } else { "Assistant" }, text.join("\n")))
        })
        .collect();
    out.push_str(&lines.join("\n\n"));
    out
}

/// Why a reply was not used (shared by every reader of the model's JSON).
pub use crate::text::ReplyNote as ParseNote;

/// What to tell the user about a reply that was not used.
pub fn note_message(note: &ParseNote) -> String {
    note.message("the memory extractor", "nothing was remembered this time")
}

/// The entries of a model's answer, as `extract` facts; `cut` when the provider reported the
/// answer as stopped by the token limit.
pub fn parse_reply(text: &str, cut: bool) -> Result<Vec<Fact>, ParseNote> {
    if cut {
        return Err(ParseNote::Truncated);
    }
    let body = unwrap(text)?;
    let value: Value = match serde_json::from_str(body) {
        Ok(v) => v,
        Err(e) if e.is_eof() => return Err(ParseNote::Truncated),
        Err(_) if body.starts_with('{') || body.starts_with('[') => {
            return Err(ParseNote::WrongShape("not valid JSON".into()));
        }
        Err(_) => return Err(ParseNote::Prose),
    };
    entries(&value)
}

/// The JSON text inside the answer, after the one `<think>` block and the one fence allowed.
fn unwrap(text: &str) -> Result<&str, ParseNote> {
    let mut t = text.trim();
    if let Some(rest) = t.strip_prefix("<think>") {
        let Some(end) = rest.find("</think>") else { return Err(ParseNote::Thinking) };
        t = rest[end + "</think>".len()..].trim();
    }
    if t.is_empty() {
        return Err(ParseNote::Empty);
    }
    if let Some(rest) = t.strip_prefix("```") {
        let Some(newline) = rest.find('\n') else { return Err(ParseNote::Truncated) };
        if !rest[..newline].trim().chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(ParseNote::Fenced);
        }
        let inner = &rest[newline + 1..];
        let Some(close) = inner.find("```") else { return Err(ParseNote::Truncated) };
        if !inner[close + 3..].trim().is_empty() {
            return Err(ParseNote::Fenced);
        }
        return Ok(inner[..close].trim());
    }
    if t.contains("```") {
        return Err(ParseNote::Fenced);
    }
    Ok(t)
}

fn entries(value: &Value) -> Result<Vec<Fact>, ParseNote> {
    let shape = |what: &str| ParseNote::WrongShape(what.to_string());
    let Some(doc) = value.as_object() else { return Err(shape("not an object")) };
    match doc.get("action").and_then(Value::as_str).map(str::trim) {
        Some("none") => return Ok(Vec::new()),
        Some("upsert") => {}
        Some(_) => return Err(shape("unknown action")),
        None => return Err(shape("no action")),
    }
    let Some(list) = doc.get("entries").and_then(Value::as_array) else {
        return Err(shape("entries is not a list"));
    };
    if list.len() > MAX_ENTRIES {
        return Err(shape("too many entries"));
    }
    let mut out = Vec::new();
    for entry in list {
        let Some(e) = entry.as_object() else { return Err(shape("an entry is not an object")) };
        let Some(memory) = e.get("memory").and_then(Value::as_str) else {
            return Err(shape("an entry has no memory text"));
        };
        let scope = match e.get("scope") {
            None | Some(Value::Null) => Scope::Bot,
            Some(Value::String(s)) if s.trim().eq_ignore_ascii_case("global") => Scope::Global,
            Some(Value::String(s)) if s.trim().eq_ignore_ascii_case("bot") => Scope::Bot,
            Some(_) => return Err(shape("an entry has an unknown scope")),
        };
        let expires = match e.get("expires") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => expiry(s.trim()),
            Some(_) => return Err(shape("an entry's expiry is not a date")),
        };
        if let Some(memory) = clean_memory(memory) {
            push_unique(&mut out, Fact { scope, memory, expires, source: Source::Extract });
        }
    }
    Ok(out)
}

/// An answer's `expires`: an RFC 3339 time, or a bare date read as its midnight UTC (as
/// JavaScript's `Date.parse`, which OkBot uses, reads it); anything else is no expiry.
fn expiry(text: &str) -> Option<String> {
    let t = crate::clock::parse_stamp(text).or_else(|| {
        let date = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()?;
        Some(date.and_time(chrono::NaiveTime::MIN).and_utc())
    })?;
    Some(crate::clock::stamp(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"action":"upsert","entries":[{"scope":"global","memory":"Prefers tea over coffee","expires":null}]}"#;

    fn ok(text: &str) -> Vec<String> {
        parse_reply(text, false)
            .unwrap_or_else(|n| panic!("{text}: {n:?}"))
            .into_iter()
            .map(|f| f.memory)
            .collect()
    }

    fn note(text: &str) -> ParseNote {
        parse_reply(text, false).expect_err(text)
    }

    #[test]
    fn a_strict_document_gives_its_entries() {
        let facts = parse_reply(GOOD, false).unwrap();
        assert_eq!(facts.len(), 1);
        assert_eq!(facts[0].scope, Scope::Global);
        assert_eq!(facts[0].source, Source::Extract);
        assert_eq!(facts[0].expires, None);
        assert_eq!(ok(r#"{"action":"none"}"#), Vec::<String>::new());
        assert_eq!(ok(r#"  {"action":"upsert","entries":[]}  "#), Vec::<String>::new());
    }

    #[test]
    fn one_think_block_and_one_whole_fence_are_accepted() {
        assert_eq!(
            ok(&format!("<think>the user likes tea</think>\n{GOOD}")),
            vec!["Prefers tea over coffee"]
        );
        assert_eq!(ok(&format!("```json\n{GOOD}\n```")), vec!["Prefers tea over coffee"]);
        assert_eq!(ok(&format!("```\n{GOOD}\n```\n")), vec!["Prefers tea over coffee"]);
    }

    #[test]
    fn prose_fences_with_text_thinking_and_cut_answers_write_nothing() {
        assert_eq!(note("The user likes tea."), ParseNote::Prose);
        assert_eq!(note(&format!("Here you go: {GOOD}")), ParseNote::Prose);
        assert_eq!(
            note(&format!("{GOOD}\nHope this helps!")),
            ParseNote::WrongShape("not valid JSON".into())
        );
        assert_eq!(note(&format!("Sure:\n```json\n{GOOD}\n```")), ParseNote::Fenced);
        assert_eq!(note(&format!("```json\n{GOOD}\n```\nDone.")), ParseNote::Fenced);
        assert_eq!(note(&format!("```json\n{GOOD}\n```\n```json\n{GOOD}\n```")), ParseNote::Fenced);
        assert_eq!(note("<think>the user said"), ParseNote::Thinking);
        assert_eq!(note(&format!("{GOOD}<think>x</think>")), ParseNote::WrongShape("not valid JSON".into()));
        assert_eq!(note(&format!("<think>a</think><think>b</think>{GOOD}")), ParseNote::Prose);
        assert_eq!(note(&GOOD[..GOOD.len() - 10]), ParseNote::Truncated);
        assert_eq!(note(&format!("```json\n{}", &GOOD[..40])), ParseNote::Truncated);
        assert_eq!(note("   "), ParseNote::Empty);
        assert_eq!(note("<think>x</think>"), ParseNote::Empty);
        assert_eq!(parse_reply(GOOD, true), Err(ParseNote::Truncated));
    }

    #[test]
    fn documents_of_the_wrong_shape_write_nothing() {
        let cases = [
            (r#"["Prefers tea"]"#, "not an object"),
            (r#"{"entries":[]}"#, "no action"),
            (r#"{"action":"delete","entries":[]}"#, "unknown action"),
            (r#"{"action":"upsert"}"#, "entries is not a list"),
            (r#"{"action":"upsert","entries":{"memory":"x"}}"#, "entries is not a list"),
            (r#"{"action":"upsert","entries":["Prefers tea"]}"#, "an entry is not an object"),
            (r#"{"action":"upsert","entries":[{"memory":42}]}"#, "an entry has no memory text"),
            (
                r#"{"action":"upsert","entries":[{"scope":"everyone","memory":"Likes tea"}]}"#,
                "an entry has an unknown scope",
            ),
            (
                r#"{"action":"upsert","entries":[{"memory":"Likes tea","expires":7}]}"#,
                "an entry's expiry is not a date",
            ),
            (
                r#"{"action":"upsert","entries":[{"memory":"Likes tea"},{"memory":null}]}"#,
                "an entry has no memory text",
            ),
        ];
        for (text, what) in cases {
            assert_eq!(note(text), ParseNote::WrongShape(what.into()), "{text}");
        }
        let many: Vec<String> =
            (0..=MAX_ENTRIES).map(|i| format!(r#"{{"memory":"fact number {i}"}}"#)).collect();
        let text = format!(r#"{{"action":"upsert","entries":[{}]}}"#, many.join(","));
        assert_eq!(note(&text), ParseNote::WrongShape("too many entries".into()));
    }

    #[test]
    fn empty_long_duplicate_and_secret_entries_are_cleaned() {
        let long = "x".repeat(crate::memory::extract::MAX_MEMORY_CHARS + 1);
        let text = format!(
            r#"{{"action":"upsert","entries":[
            {{"scope":"bot","memory":"  "}},
            {{"scope":"bot","memory":"{long}"}},
            {{"scope":"global","memory":"Prefers tea over coffee"}},
            {{"scope":"global","memory":"prefers  TEA over coffee"}},
            {{"memory":"Deploys with\nkey sk-proj-abcdefghijklmnop1234"}},
            {{"scope":"Global","memory":"Lives in Lisbon","expires":"2026-12-07T23:00:00+01:00"}},
            {{"scope":"global","memory":"Vegetarian","expires":"next week"}},
            {{"scope":"global","memory":"In Rome","expires":"2026-12-09"}},
            {{"scope":"bot","memory":"<think>hmm</think>Answer in French"}}
            ]}}"#
        );
        let facts = parse_reply(&text, false).unwrap();
        let got: Vec<(&str, Scope, Option<&str>)> =
            facts.iter().map(|f| (f.memory.as_str(), f.scope, f.expires.as_deref())).collect();
        assert_eq!(
            got,
            vec![
                ("Prefers tea over coffee", Scope::Global, None),
                ("Deploys with key [redacted]", Scope::Bot, None),
                ("Lives in Lisbon", Scope::Global, Some("2026-12-07T22:00:00.000Z")),
                ("Vegetarian", Scope::Global, None),
                ("In Rome", Scope::Global, Some("2026-12-09T00:00:00.000Z")),
                ("Answer in French", Scope::Bot, None),
            ]
        );
    }

    #[test]
    fn the_user_message_lists_known_memories_and_the_conversation() {
        let known = [Known { scope: Scope::Global, id: "mem_1", text: "Likes\ntea" }];
        let recent =
            [Said { user: true, text: "hi\nI moved to Porto last week" }, Said { user: false, text: "ok" }];
        let text = extract_user("bot_1", "Ada", "2026-12-01T10:00:00.000Z", &known, &recent);
        assert!(text.contains("[global/mem_1] Likes tea\n"), "{text}");
        assert!(text.contains("User: I moved to Porto last week"), "{text}");
        assert!(!text.contains("Assistant: ok"), "{text}");
        assert!(extract_user("b", "n", "t", &[], &[]).contains("Existing memories:\n(none)\n"));
        assert!(EXTRACT_PROMPT.contains(r#"{"action":"none"}"#));
    }
}
