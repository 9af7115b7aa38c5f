//! The note at the top of a summary about messages covered without being summarised (over
//! the fold budget, or let go by a bounded read).

use super::digest::cut_summary;

/// Room kept in the summary for the note about unread messages.
pub(super) const NOTE_RESERVE: usize = 130;

/// Messages covered without being summarised: how many, and the dates they span.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Note {
    pub messages: usize,
    pub from: Option<String>,
    pub to: Option<String>,
}

const NOTE_HEAD: &str = "Earlier conversation (";
const NOTE_TAIL: &str = ") was not summarised; search_history finds it.";

impl Note {
    /// Add messages newer than those already noted.
    pub(super) fn add(&mut self, messages: usize, first_at: Option<&str>, last_at: Option<&str>) {
        self.messages += messages;
        let day = |s: Option<&str>| s.and_then(|s| s.get(..10)).map(str::to_string);
        if self.from.is_none() {
            self.from = day(first_at);
        }
        if let Some(to) = day(last_at) {
            self.to = Some(to);
        }
    }

    pub fn render(&self) -> String {
        let noun = if self.messages == 1 { "message" } else { "messages" };
        let span = match (&self.from, &self.to) {
            (Some(a), Some(b)) if a == b => format!(", on {a}"),
            (Some(a), Some(b)) => format!(", from {a} to {b}"),
            (Some(a), None) | (None, Some(a)) => format!(", around {a}"),
            (None, None) => String::new(),
        };
        format!("{NOTE_HEAD}{} {noun}{span}{NOTE_TAIL}", self.messages)
    }

    fn parse(line: &str) -> Option<Note> {
        let inner = line.trim().strip_prefix(NOTE_HEAD)?.strip_suffix(NOTE_TAIL)?;
        let (count, rest) = inner.split_once(' ')?;
        let messages = count.parse().ok()?;
        let rest = rest.trim_start_matches("messages").trim_start_matches("message");
        let (from, to) = if let Some(r) = rest.strip_prefix(", from ") {
            let (a, b) = r.split_once(" to ")?;
            (Some(a.to_string()), Some(b.to_string()))
        } else if let Some(a) = rest.strip_prefix(", on ") {
            (Some(a.to_string()), Some(a.to_string()))
        } else if let Some(a) = rest.strip_prefix(", around ") {
            (Some(a.to_string()), None)
        } else {
            (None, None)
        };
        Some(Note { messages, from, to })
    }
}

/// The note at the top of a summary, if any, and the rest.
pub fn split_note(summary: &str) -> (Option<Note>, &str) {
    let (first, rest) = summary.split_once('\n').unwrap_or((summary, ""));
    match Note::parse(first) {
        Some(note) => (Some(note), rest.trim_start_matches('\n')),
        None => (None, summary),
    }
}

/// The summary with the note (when it names any message) as its first line, within `max`.
pub(super) fn with_note(note: &Note, body: &str, max: usize) -> String {
    if note.messages == 0 {
        return cut_summary(body, max);
    }
    let line = note.render();
    let room = max.saturating_sub(line.chars().count() + 1);
    let body = cut_summary(body, room);
    if body.is_empty() { cut_summary(&line, max) } else { format!("{line}\n{body}") }
}

const KEPT_HEAD: &str = "## Other\n- ";
const KEPT_ONE: &str = "earlier message was folded; it held nothing to keep.";
const KEPT_MANY: &str = "earlier messages were folded; they held nothing to keep.";

/// The summary body of a fold of `folded` messages. A summarizer that kept nothing (an empty
/// body) still leaves a summary, or the coverage would not count (DESIGN §4.6): a line saying
/// how many messages were folded. When the body is still the one such line of the previous
/// summary (`previous`), its count grows by `folded`.
pub(super) fn body_or_nothing_kept(previous: &str, body: &str, folded: usize) -> String {
    if folded == 0 {
        return body.to_string();
    }
    let earlier = if body.trim().is_empty() {
        0
    } else if body.trim() == previous.trim()
        && let Some(n) = nothing_kept_count(body)
    {
        n
    } else {
        return body.to_string();
    };
    let messages = earlier + folded;
    format!("{KEPT_HEAD}{messages} {}", if messages == 1 { KEPT_ONE } else { KEPT_MANY })
}

/// How many messages a summary that is only the line of [`body_or_nothing_kept`] names.
fn nothing_kept_count(body: &str) -> Option<usize> {
    let (count, rest) = body.trim().strip_prefix(KEPT_HEAD)?.split_once(' ')?;
    [KEPT_ONE, KEPT_MANY].contains(&rest).then(|| count.parse().ok()).flatten()
}

/// " (from A to B)" for a warning, or "" when the rows carry no dates.
pub fn span(first_at: Option<&str>, last_at: Option<&str>) -> String {
    let mut note = Note::default();
    note.add(0, first_at, last_at);
    match (&note.from, &note.to) {
        (Some(a), Some(b)) => format!(" (from {a} to {b})"),
        _ => String::new(),
    }
}
