//! Compression, Summary + Buffer (DESIGN §4.4–4.5): decide, fold the older part of the live
//! buffer into the summary, halve `keep` while still over the threshold. Coverage advances only
//! past messages the summarizer read in full, never backwards, and only onto a user/assistant
//! message. Pure: the caller reads the tail, supplies a summarizer and writes the result.

pub mod apply;
pub mod io;
pub mod log;
pub mod offline;
pub mod prompt;

use anyhow::Result;
use serde::Serialize;

use crate::model::ModelChoice;
use crate::session::{Entry, Item, strip_think};
use crate::settings::Settings;
// moved: remove after merge
pub use crate::store::session::Older;
pub use crate::text::clip;
use crate::text::one_line;

/// Longest text one summarizer call receives (DESIGN §4.5).
pub const SLICE_CHARS: usize = 24_000;
/// Messages are cut into pieces of at most this many characters.
pub const CHUNK_CHARS: usize = 2_000;

/// One summarizer call: update `previous` with `delta`.
pub struct SummaryRequest<'a> {
    pub previous: &'a str,
    pub delta: &'a str,
    /// Extra instructions, added to (not replacing) the default prompt.
    pub instructions: &'a str,
    pub max_chars: usize,
}

/// Writes the updated summary for one request: the offline summarizer here, a model through
/// its provider in the layer above.
pub trait Summarizer {
    fn summarize(&mut self, request: &SummaryRequest) -> Result<String, SummaryError>;
}

/// Why a summarizer call failed, as far as a compression cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailKind {
    /// The previous summary and the slice were longer than the model's context.
    TooLong,
    /// The provider asked to slow down.
    RateLimited,
    Other,
}

/// A failed summarizer call: its kind, and the error as it happened (passed on whole, so its
/// message, hints and exit code reach the user unchanged).
#[derive(Debug)]
pub struct SummaryError {
    pub kind: FailKind,
    pub error: anyhow::Error,
}

impl From<anyhow::Error> for SummaryError {
    fn from(error: anyhow::Error) -> Self {
        SummaryError { kind: FailKind::Other, error }
    }
}

/// Where a compression gets a summarizer that calls a model; the layer that talks to
/// providers supplies it. Asked only when a model writes the summary (not for a dry run, nor
/// for an offline model).
pub trait SummarizerSource {
    fn summarizer(&self, model: &ModelChoice, settings: &Settings) -> Result<Box<dyn Summarizer>>;
}

/// Does a new message start a clearly different topic? Fail-open callers treat errors as no.
pub trait TopicJudge {
    fn is_new_topic(&self, recent: &str, message: &str) -> Result<bool>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Auto,
    Now,
    Topic,
    Overflow,
}

impl Mode {
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Auto => "auto",
            Mode::Now => "now",
            Mode::Topic => "topic",
            Mode::Overflow => "overflow",
        }
    }
}

/// Knobs from `settings.contextCompression`.
#[derive(Debug, Clone)]
pub struct Params {
    pub keep_min: usize,
    pub keep_max: usize,
    pub summary_max_chars: usize,
    pub threshold: u64,
    pub instructions: String,
    /// Characters the summarizer reads at most in one compression (`maxFoldChars`); `None`
    /// reads everything (`compress --full`).
    pub max_fold_chars: Option<usize>,
}

/// Token totals for a candidate state: `summary` in the instructions, rows from `start` on.
pub trait Estimate {
    fn total(&self, summary: &str, start: usize) -> u64;
}

/// What a compression did (or would do, for a dry run).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    pub mode: Mode,
    /// Why nothing happened, when nothing did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped: Option<String>,
    pub summary: String,
    /// Index into the live rows of the last covered row (coverage is the row's id).
    #[serde(skip)]
    pub covered_index: Option<usize>,
    pub covered_through_id: Option<String>,
    pub folded_messages: usize,
    pub folded_rows: usize,
    /// Messages covered without being summarised (over the fold budget); the note at the top
    /// of the summary names them.
    pub unread_messages: usize,
    /// Byte offset of the coverage row when it lies before the live rows given (a bounded
    /// read let it go; see [`Older`]).
    #[serde(skip)]
    pub covered_offset: Option<u64>,
    pub keep: usize,
    pub tokens_before: u64,
    pub tokens_after: u64,
    pub threshold: u64,
    pub summarizer_calls: usize,
    /// A summarizer call failed after others succeeded: coverage stopped at what was read.
    pub partial: bool,
    /// Why that call failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partial_error: Option<String>,
}

impl Outcome {
    pub fn advanced(&self) -> bool {
        self.covered_through_id.is_some()
    }
}

/// The user/assistant messages among `rows` (coverage may only end on one of them).
fn message_indexes(rows: &[Entry]) -> Vec<usize> {
    rows.iter().enumerate().filter(|(_, e)| e.is_message()).map(|(i, _)| i).collect()
}

/// DESIGN §4.4: whether `mode` runs at all, and the first `keep`. Rows a bounded read let go
/// (`older`) count as messages, and make an automatic compression run whatever the estimate.
pub fn initial_keep(
    mode: Mode,
    rows: &[Entry],
    older: Option<&Older>,
    p: &Params,
    before: u64,
) -> Result<usize, String> {
    let n = message_indexes(rows).len() + older.map_or(0, |o| o.messages);
    match mode {
        Mode::Auto if rows.is_empty() && older.is_none() => Err("the live buffer is empty".into()),
        Mode::Auto if before < p.threshold && older.is_none() => {
            Err(format!("{before} tokens is under the threshold of {} tokens", p.threshold))
        }
        Mode::Auto => Ok(p.keep_max.min(n.saturating_sub(1))),
        Mode::Now if n <= p.keep_min => {
            Err(format!("the live buffer has {n} messages, not more than keepRecentMin ({})", p.keep_min))
        }
        Mode::Now => Ok(p.keep_max.min(n.saturating_sub(1))),
        Mode::Topic | Mode::Overflow if n == 0 => Err("the live buffer has no messages".into()),
        Mode::Topic | Mode::Overflow => Ok(0),
    }
}

/// Next `keep` when still over the threshold: 12→6→3→1→0.
pub fn halve(keep: usize) -> usize {
    if keep <= 1 { 0 } else { keep / 2 }
}

/// Where the live rows come from beyond the slice given: the rows a bounded read let go, and,
/// for a full fold, a way to read them again.
#[derive(Default, Clone, Copy)]
pub struct Source<'a> {
    pub older: Option<&'a Older>,
    /// Streams the older rows again, oldest first, with their byte offsets (`compress --full`).
    pub replay: Option<&'a dyn Replay>,
    /// Told the number of summarizer calls made so far, after each one.
    pub progress: Option<&'a dyn Fn(usize)>,
}

/// The rows before the live window, read again from disk; `each` returns false to stop.
pub trait Replay {
    fn replay(&self, each: &mut dyn FnMut(u64, Entry) -> bool) -> Result<()>;
}

/// Run one compression over the live rows (those after the current coverage).
pub fn compress(
    mode: Mode,
    rows: &[Entry],
    previous: &str,
    p: &Params,
    estimate: &dyn Estimate,
    summarizer: &mut dyn Summarizer,
) -> Result<Outcome> {
    compress_from(mode, rows, Source::default(), previous, p, estimate, summarizer)
}

/// [`compress`] with the rows before `rows` that a bounded read let go (see [`Source`]).
pub fn compress_from(
    mode: Mode,
    rows: &[Entry],
    source: Source,
    previous: &str,
    p: &Params,
    estimate: &dyn Estimate,
    summarizer: &mut dyn Summarizer,
) -> Result<Outcome> {
    let older = source.older.filter(|o| o.rows > 0);
    // Older rows are not counted by `estimate`: about four bytes of text a token.
    let older_tokens = |covered: bool| if covered { 0 } else { older.map_or(0, |o| o.weight / 4) };
    let before = estimate.total(previous, 0) + older_tokens(false);
    let mut out = Outcome {
        mode,
        skipped: None,
        summary: previous.to_string(),
        covered_index: None,
        covered_through_id: None,
        folded_messages: 0,
        folded_rows: 0,
        unread_messages: 0,
        covered_offset: None,
        keep: 0,
        tokens_before: before,
        tokens_after: before,
        threshold: p.threshold,
        summarizer_calls: 0,
        partial: false,
        partial_error: None,
    };
    let mut keep = match initial_keep(mode, rows, older, p, before) {
        Ok(keep) => keep,
        Err(why) => {
            out.skipped = Some(why);
            return Ok(out);
        }
    };
    let (note, body) = split_note(previous);
    let mut note = note.unwrap_or_default();
    let digests: Vec<usize> = rows.iter().map(|e| digest(e).map_or(0, |d| d.chars().count() + 1)).collect();
    let mut budget = p.max_fold_chars.unwrap_or(usize::MAX);
    let may_note = note.messages > 0
        || (p.max_fold_chars.is_some() && (older.is_some() || digests.iter().sum::<usize>() > budget));
    let body_max = if may_note {
        p.summary_max_chars.saturating_sub(NOTE_RESERVE).max(100)
    } else {
        p.summary_max_chars
    };
    let fold_params = Params { summary_max_chars: body_max, ..p.clone() };
    let mut summary = body.to_string();
    let messages = message_indexes(rows);
    let n = messages.len();
    let mut older_covered = older.is_none();
    let mut start = 0; // first row not covered yet
    loop {
        out.keep = keep;
        let target = (keep < n).then(|| messages[n - keep - 1]).filter(|&t| t >= start);
        if !older_covered && let Some(o) = older {
            // The older rows go first: read again in full, or covered unread with a note.
            match (source.replay, p.max_fold_chars) {
                (Some(replay), None) => {
                    let mut f = Folder::new(
                        &summary,
                        &fold_params,
                        &mut *summarizer,
                        source.progress,
                        out.summarizer_calls,
                    );
                    let mut failed = None;
                    replay.replay(&mut |offset, entry| {
                        if let Err(e) = f.push(Pos::Outside(offset, entry.id.clone()), &entry) {
                            failed = Some(e);
                            return false;
                        }
                        f.partial.is_none()
                    })?;
                    if let Some(e) = failed {
                        return Err(e);
                    }
                    if f.partial.is_none()
                        && let Some(t) = target
                    {
                        for (i, row) in rows.iter().enumerate().take(t + 1).skip(start) {
                            f.push(Pos::Inside(i), row)?;
                            if f.partial.is_some() {
                                break;
                            }
                        }
                    }
                    let done = f.finish()?;
                    out.summarizer_calls = done.calls;
                    summary = done.summary;
                    match done.covered {
                        Some(Pos::Inside(last)) => {
                            out.folded_messages +=
                                o.messages + rows[start..=last].iter().filter(|e| e.is_message()).count();
                            out.folded_rows += o.rows + last + 1 - start;
                            start = last + 1;
                            out.covered_index = Some(last);
                            out.covered_offset = None;
                            older_covered = true;
                        }
                        Some(Pos::Outside(offset, id)) => {
                            out.folded_messages += done.messages;
                            out.folded_rows += done.rows;
                            older_covered = done.partial.is_none()
                                && o.last_message.as_ref().is_some_and(|(_, l)| *l == id);
                            out.covered_offset = Some(offset);
                            out.covered_through_id = Some(id);
                        }
                        None => {}
                    }
                    if let Some(error) = done.partial {
                        out.partial = true;
                        out.partial_error = Some(error);
                        break;
                    }
                    if older_covered && out.covered_index.is_some() {
                        // The in-window fold is done too; see whether it fits.
                        let total = estimate.total(&with_note(&note, &summary, p.summary_max_chars), start);
                        if total < p.threshold || keep == 0 {
                            break;
                        }
                        keep = halve(keep);
                        continue;
                    }
                }
                _ => {
                    if let Some((offset, id)) = &o.last_message {
                        note.add(o.messages, o.first_at.as_deref(), o.last_at.as_deref());
                        out.unread_messages += o.messages;
                        out.folded_rows += o.rows;
                        out.covered_offset = Some(*offset);
                        out.covered_through_id = Some(id.clone());
                    }
                    older_covered = true;
                }
            }
        }
        if let Some(target) = target.filter(|&t| t >= start) {
            // The newest rows of the fold that fit the budget are read; older ones are not.
            let mut from = target + 1;
            let mut read = 0;
            while from > start && (from == target + 1 || read + digests[from - 1] <= budget) {
                from -= 1;
                read += digests[from];
            }
            budget = budget.saturating_sub(read);
            let mut f =
                Folder::new(&summary, &fold_params, &mut *summarizer, source.progress, out.summarizer_calls);
            for (i, row) in rows.iter().enumerate().take(target + 1).skip(from) {
                f.push(Pos::Inside(i), row)?;
                if f.partial.is_some() {
                    break;
                }
            }
            let done = f.finish()?;
            out.summarizer_calls = done.calls;
            if let Some(Pos::Inside(last)) = done.covered {
                summary = done.summary;
                let skipped = &rows[start..from];
                let unread = skipped.iter().filter(|e| e.is_message()).count();
                if unread > 0 {
                    let first_at = skipped.iter().map(|e| e.created_at.as_str()).find(|s| !s.is_empty());
                    let last_at = skipped.iter().rev().map(|e| e.created_at.as_str()).find(|s| !s.is_empty());
                    note.add(unread, first_at, last_at);
                    out.unread_messages += unread;
                }
                out.folded_messages += rows[from..=last].iter().filter(|e| e.is_message()).count();
                out.folded_rows += last + 1 - start;
                start = last + 1;
                out.covered_index = Some(last);
                out.covered_offset = None;
            }
            if let Some(error) = done.partial {
                out.partial = true;
                out.partial_error = Some(error);
                break;
            }
        }
        let total = estimate.total(&with_note(&note, &summary, p.summary_max_chars), start)
            + older_tokens(older_covered);
        if total < p.threshold || keep == 0 {
            break;
        }
        keep = halve(keep);
    }
    if let Some(i) = out.covered_index {
        out.covered_through_id = Some(rows[i].id.clone());
    }
    if out.advanced() {
        out.summary = with_note(&note, &summary, p.summary_max_chars);
    }
    out.tokens_after = estimate.total(&out.summary, start) + older_tokens(older_covered);
    if !out.advanced() {
        out.skipped = Some("nothing older than the kept messages to fold".into());
    }
    Ok(out)
}

/// Room kept in the summary for the note about unread messages.
const NOTE_RESERVE: usize = 130;

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
    fn add(&mut self, messages: usize, first_at: Option<&str>, last_at: Option<&str>) {
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
fn with_note(note: &Note, body: &str, max: usize) -> String {
    if note.messages == 0 {
        return cut_summary(body, max);
    }
    let line = note.render();
    let room = max.saturating_sub(line.chars().count() + 1);
    let body = cut_summary(body, room);
    if body.is_empty() { cut_summary(&line, max) } else { format!("{line}\n{body}") }
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

/// A row as the summarizer reads it: messages whole, tool rows as one-line digests.
pub fn digest(entry: &Entry) -> Option<String> {
    match &entry.item {
        Item::Message { role, text } => {
            let text = strip_think(text);
            let text = text.trim();
            (!text.is_empty()).then(|| format!("{role}: {text}"))
        }
        Item::ToolCall { name, arguments, .. } => {
            Some(format!("[tool call] {name} args={}", clip(&one_line(arguments), 120)))
        }
        Item::ToolResult { name, output, .. } => {
            Some(format!("[tool result] {name} → {}", clip(&one_line(&strip_think(output)), 160)))
        }
        Item::Reasoning | Item::Other { .. } => None,
    }
}

/// Cut `text` to `max` characters at a line break (DESIGN §4.5).
pub fn cut_summary(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    match head.rfind('\n') {
        Some(i) if i > 0 => head[..i].trim_end().to_string(),
        _ => head,
    }
}

/// Split a digest into pieces of at most CHUNK_CHARS; continuation pieces name the role again.
fn chunks(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= CHUNK_CHARS {
        return vec![line.to_string()];
    }
    let label: String = line.split(':').next().filter(|l| l.len() < 40).unwrap_or("message").to_string();
    chars
        .chunks(CHUNK_CHARS)
        .enumerate()
        .map(|(i, piece)| {
            let piece: String = piece.iter().collect();
            if i == 0 { piece } else { format!("{label} (continued): {piece}") }
        })
        .collect()
}

/// A row of a fold: an index into the live rows, or a row before them (offset, id).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Pos {
    Inside(usize),
    Outside(u64, String),
}

/// What a fold did.
struct Folded {
    summary: String,
    /// The last message read in full (with every row before it).
    covered: Option<Pos>,
    calls: usize,
    /// Messages and rows up to `covered`.
    messages: usize,
    rows: usize,
    /// A later call failed (its error); the first call failing is an error of the whole fold.
    partial: Option<String>,
}

/// A fold fed one row at a time: digests are cut into pieces, pieces gathered into slices of at
/// most SLICE_CHARS, one summarizer call per slice. Only the current slice is held.
struct Folder<'a> {
    previous: String,
    summary: String,
    p: &'a Params,
    summarizer: &'a mut dyn Summarizer,
    progress: Option<&'a dyn Fn(usize)>,
    calls: usize,
    first_call: usize,
    slice: Vec<String>,
    size: usize,
    /// Pieces pushed, and pieces summarised.
    pushed: usize,
    flushed: usize,
    rows: usize,
    messages: usize,
    /// Messages not known read yet: (pieces pushed through it, position, rows, messages so far).
    waiting: std::collections::VecDeque<(usize, Pos, usize, usize)>,
    covered: Option<(Pos, usize, usize)>,
    partial: Option<String>,
}

impl<'a> Folder<'a> {
    fn new(
        previous: &str,
        p: &'a Params,
        summarizer: &'a mut dyn Summarizer,
        progress: Option<&'a dyn Fn(usize)>,
        calls: usize,
    ) -> Self {
        Folder {
            previous: previous.to_string(),
            summary: previous.to_string(),
            p,
            summarizer,
            progress,
            calls,
            first_call: calls,
            slice: Vec::new(),
            size: 0,
            pushed: 0,
            flushed: 0,
            rows: 0,
            messages: 0,
            waiting: Default::default(),
            covered: None,
            partial: None,
        }
    }

    fn push(&mut self, pos: Pos, row: &Entry) -> Result<()> {
        if self.partial.is_some() {
            return Ok(());
        }
        for piece in digest(row).map(|line| chunks(&line)).unwrap_or_default() {
            let len = piece.chars().count() + 1;
            if self.size + len > SLICE_CHARS && !self.slice.is_empty() {
                self.flush()?;
                if self.partial.is_some() {
                    return Ok(());
                }
            }
            self.slice.push(piece);
            self.size += len;
            self.pushed += 1;
        }
        self.rows += 1;
        if row.is_message() {
            self.messages += 1;
            self.waiting.push_back((self.pushed, pos, self.rows, self.messages));
        }
        self.settle();
        Ok(())
    }

    /// Messages whose every piece (and every piece before) was summarised are read.
    fn settle(&mut self) {
        while self.waiting.front().is_some_and(|w| w.0 <= self.flushed) {
            let (_, pos, rows, messages) = self.waiting.pop_front().expect("checked");
            self.covered = Some((pos, rows, messages));
        }
    }

    fn flush(&mut self) -> Result<()> {
        let delta = self.slice.join("\n");
        let request = SummaryRequest {
            previous: &self.summary,
            delta: &delta,
            instructions: &self.p.instructions,
            max_chars: self.p.summary_max_chars,
        };
        self.calls += 1;
        let answer = self.summarizer.summarize(&request);
        if let Some(progress) = self.progress {
            progress(self.calls);
        }
        match answer {
            Ok(text) => {
                self.summary = cut_summary(&text, self.p.summary_max_chars);
                self.flushed += self.slice.len();
                self.slice.clear();
                self.size = 0;
                self.settle();
                Ok(())
            }
            Err(e) if self.calls == self.first_call + 1 => Err(e.error),
            Err(e) => {
                self.partial = Some(format!("{:#}", e.error));
                Ok(())
            }
        }
    }

    fn finish(mut self) -> Result<Folded> {
        if self.partial.is_none() && !self.slice.is_empty() {
            self.flush()?;
        }
        let (covered, rows, messages) = match self.covered {
            Some((pos, rows, messages)) => (Some(pos), rows, messages),
            None => (None, 0, 0),
        };
        let summary = if covered.is_some() { self.summary } else { self.previous };
        Ok(Folded { summary, covered, calls: self.calls, messages, rows, partial: self.partial })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(i: usize, role: &str, text: &str) -> Entry {
        Entry {
            id: format!("m{i}"),
            created_at: String::new(),
            item: Item::Message { role: role.into(), text: text.into() },
            hidden: false,
            usage: None,
            error: false,
        }
    }

    fn convo(n: usize, len: usize) -> Vec<Entry> {
        (0..n).map(|i| msg(i, if i % 2 == 0 { "user" } else { "assistant" }, &"w ".repeat(len / 2))).collect()
    }

    /// Counts characters as tokens: summary + rows from `start`.
    struct Chars<'a>(&'a [Entry]);
    impl Estimate for Chars<'_> {
        fn total(&self, summary: &str, start: usize) -> u64 {
            (summary.len() + self.0[start..].iter().filter_map(digest).map(|d| d.len()).sum::<usize>()) as u64
        }
    }

    /// Remembers every delta; fails on call number `fail_at` (1-based) when set.
    struct Recorder {
        deltas: Vec<String>,
        fail_at: Option<usize>,
    }
    impl Summarizer for Recorder {
        fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
            self.deltas.push(r.delta.to_string());
            if self.fail_at == Some(self.deltas.len()) {
                return Err(anyhow::anyhow!("down").into());
            }
            Ok(format!("S{}", self.deltas.len()))
        }
    }

    fn params(threshold: u64) -> Params {
        Params {
            keep_min: 8,
            keep_max: 12,
            summary_max_chars: 2000,
            threshold,
            instructions: String::new(),
            max_fold_chars: None,
        }
    }

    fn recorder() -> Recorder {
        Recorder { deltas: Vec::new(), fail_at: None }
    }

    #[test]
    fn auto_runs_at_the_threshold_but_not_just_under_it() {
        let rows = convo(20, 100);
        let total = Chars(&rows).total("", 0);
        let mut s = recorder();
        let under = compress(Mode::Auto, &rows, "", &params(total + 1), &Chars(&rows), &mut s).unwrap();
        assert!(!under.advanced() && under.skipped.unwrap().contains("under the threshold"));
        let at = compress(Mode::Auto, &rows, "", &params(total), &Chars(&rows), &mut s).unwrap();
        assert!(at.advanced());
        assert_eq!(at.keep, 12);
        assert_eq!(at.covered_through_id.as_deref(), Some("m7"));
    }

    #[test]
    fn keep_halves_until_the_request_fits() {
        let rows = convo(20, 100);
        // Fits only when 2 or fewer messages stay: 12 → 6 → 3 → 1.
        let mut s = recorder();
        let out = compress(Mode::Auto, &rows, "", &params(2 * 103 + 10), &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.keep, 1);
        assert_eq!(out.covered_through_id.as_deref(), Some("m18"));
        assert_eq!(s.deltas.len(), 4, "one incremental fold per keep value");
        assert!(out.tokens_after < out.threshold);
    }

    #[test]
    fn now_needs_more_than_keep_recent_min_messages() {
        let rows = convo(8, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert!(!out.advanced());
        let rows = convo(9, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m0"));
    }

    #[test]
    fn a_topic_change_folds_everything() {
        let rows = convo(5, 10);
        let out =
            compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m4"));
        assert_eq!(out.folded_messages, 5);
    }

    #[test]
    fn coverage_never_lands_on_a_tool_row() {
        let mut rows = convo(3, 10);
        rows.push(Entry {
            id: "call".into(),
            created_at: String::new(),
            item: Item::ToolCall { call_id: "c".into(), name: "t".into(), arguments: "{}".into() },
            hidden: false,
            usage: None,
            error: false,
        });
        let out =
            compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m2"));
    }

    #[test]
    fn a_message_longer_than_one_slice_is_covered_only_after_its_last_piece() {
        let mut rows = convo(2, 10);
        rows.push(msg(2, "user", &"x".repeat(SLICE_CHARS * 2)));
        rows.push(msg(3, "assistant", "ok"));
        // Fail on the third call: the long message's middle; only m0, m1 were read in full.
        let mut s = Recorder { deltas: Vec::new(), fail_at: Some(3) };
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).unwrap();
        assert!(out.partial);
        assert_eq!(out.covered_through_id.as_deref(), Some("m1"));
        assert!(s.deltas.iter().all(|d| d.chars().count() <= SLICE_CHARS));
        // Without failure, everything is covered after ≥ 3 calls.
        let mut s = recorder();
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m3"));
        assert!(out.summarizer_calls >= 3);
        assert!(s.deltas[1].starts_with("user (continued): "));
    }

    #[test]
    fn a_failed_first_call_is_an_error_and_moves_nothing() {
        let rows = convo(4, 10);
        let mut s = Recorder { deltas: Vec::new(), fail_at: Some(1) };
        assert!(compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).is_err());
    }

    #[test]
    fn summaries_are_cut_at_a_line_break() {
        assert_eq!(cut_summary("line one\nline two\nline three", 20), "line one\nline two");
        assert_eq!(cut_summary("short", 20), "short");
    }

    #[test]
    fn tool_rows_enter_as_short_digests() {
        let call = Entry {
            id: "c".into(),
            created_at: String::new(),
            item: Item::ToolCall { call_id: "c".into(), name: "search".into(), arguments: "a".repeat(500) },
            hidden: false,
            usage: None,
            error: false,
        };
        let d = digest(&call).unwrap();
        assert!(d.starts_with("[tool call] search args=aaa"));
        assert_eq!(d.chars().count(), "[tool call] search args=".len() + 120);
    }

    #[test]
    fn the_fold_budget_reads_the_newest_messages_and_notes_the_rest() {
        let rows = convo(20, 100); // digests of 107 characters, plus a line break
        let p = Params { max_fold_chars: Some(250), ..params(u64::MAX) };
        let mut s = recorder();
        let out = compress(Mode::Topic, &rows, "", &p, &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m19"));
        assert_eq!((out.folded_messages, out.unread_messages), (2, 18));
        assert_eq!(s.deltas.len(), 1);
        assert!(s.deltas[0].lines().count() == 2, "only m18 and m19 are read");
        assert!(
            out.summary.starts_with("Earlier conversation (18 messages) was not summarised"),
            "{}",
            out.summary
        );
        assert!(out.summary.ends_with("\nS1"));
    }

    #[test]
    fn the_note_adds_up_and_keeps_its_first_date() {
        let previous = "Earlier conversation (5 messages, from 2026-01-01 to 2026-01-02) was not summarised; \
                        search_history finds it.\n## Goal\n- old";
        let (note, body) = split_note(previous);
        let mut note = note.unwrap();
        assert_eq!(body, "## Goal\n- old");
        note.add(3, Some("2026-02-01T00:00:00Z"), Some("2026-02-03T00:00:00Z"));
        assert_eq!(
            note.render(),
            "Earlier conversation (8 messages, from 2026-01-01 to 2026-02-03) was not summarised; search_history finds it."
        );
        assert_eq!(split_note(&note.render()).0, Some(note));
        let rows = convo(20, 100);
        let p = Params { max_fold_chars: Some(250), ..params(u64::MAX) };
        let out = compress(Mode::Topic, &rows, previous, &p, &Chars(&rows), &mut recorder()).unwrap();
        assert!(out.summary.starts_with("Earlier conversation (23 messages, from 2026-01-01 to 2026-01-02)"));
        assert!(out.summary.chars().count() <= 2000);
    }

    #[test]
    fn rows_a_bounded_read_let_go_are_covered_unread() {
        let rows = convo(3, 10);
        let older = Older {
            rows: 100,
            messages: 90,
            weight: 4_000,
            first_at: Some("2026-03-01T10:00:00Z".into()),
            last_at: Some("2026-03-04T10:00:00Z".into()),
            last_message: Some((5_000, "old99".into())),
            first_offset: 0,
            first_id: "old0".into(),
        };
        let p = Params { max_fold_chars: Some(10_000), ..params(u64::MAX) };
        let source = Source { older: Some(&older), ..Source::default() };
        let mut s = recorder();
        let out = compress_from(Mode::Now, &rows, source, "", &p, &Chars(&rows), &mut s).unwrap();
        // 93 messages, 12 kept: all three live ones stay; coverage ends on the older one.
        assert_eq!(out.covered_through_id.as_deref(), Some("old99"));
        assert_eq!((out.covered_index, out.covered_offset), (None, Some(5_000)));
        assert_eq!(out.unread_messages, 90);
        assert!(s.deltas.is_empty(), "nothing was read");
        assert_eq!(
            out.summary,
            "Earlier conversation (90 messages, from 2026-03-01 to 2026-03-04) was not summarised; search_history finds it."
        );
    }
}
