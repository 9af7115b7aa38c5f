//! Compression, Summary + Buffer (DESIGN §4.4–4.5): decide, fold the older part of the live
//! buffer into the summary, halve `keep` while still over the threshold. Coverage advances only
//! past messages the summarizer read in full, never backwards, and only onto a user/assistant
//! message. Pure: the caller reads the tail, supplies a summarizer and writes the result.

pub mod apply;
pub mod llm;
pub mod log;
pub mod offline;

use anyhow::Result;
use serde::Serialize;

use crate::session::{Entry, Item, strip_think};

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

pub trait Summarizer {
    fn summarize(&self, request: &SummaryRequest) -> Result<String>;
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
        self.covered_index.is_some()
    }
}

/// The user/assistant messages among `rows` (coverage may only end on one of them).
fn message_indexes(rows: &[Entry]) -> Vec<usize> {
    rows.iter().enumerate().filter(|(_, e)| e.is_message()).map(|(i, _)| i).collect()
}

/// DESIGN §4.4: whether `mode` runs at all, and the first `keep`.
pub fn initial_keep(mode: Mode, rows: &[Entry], p: &Params, before: u64) -> Result<usize, String> {
    let n = message_indexes(rows).len();
    match mode {
        Mode::Auto if rows.is_empty() => Err("the live buffer is empty".into()),
        Mode::Auto if before < p.threshold => {
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

/// Run one compression over the live rows (those after the current coverage).
pub fn compress(
    mode: Mode,
    rows: &[Entry],
    previous: &str,
    p: &Params,
    estimate: &dyn Estimate,
    summarizer: &dyn Summarizer,
) -> Result<Outcome> {
    let before = estimate.total(previous, 0);
    let mut out = Outcome {
        mode,
        skipped: None,
        summary: previous.to_string(),
        covered_index: None,
        covered_through_id: None,
        folded_messages: 0,
        folded_rows: 0,
        keep: 0,
        tokens_before: before,
        tokens_after: before,
        threshold: p.threshold,
        summarizer_calls: 0,
        partial: false,
        partial_error: None,
    };
    let mut keep = match initial_keep(mode, rows, p, before) {
        Ok(keep) => keep,
        Err(why) => {
            out.skipped = Some(why);
            return Ok(out);
        }
    };
    let messages = message_indexes(rows);
    let n = messages.len();
    let mut start = 0; // first row not covered yet
    loop {
        out.keep = keep;
        if keep < n {
            let target = messages[n - keep - 1];
            if target >= start {
                let fold = fold(&rows[start..=target], &out.summary, p, summarizer)?;
                out.summarizer_calls += fold.calls;
                if let Some(last) = fold.covered {
                    out.summary = fold.summary;
                    out.folded_messages +=
                        rows[start..=start + last].iter().filter(|e| e.is_message()).count();
                    out.folded_rows += last + 1;
                    start += last + 1;
                    out.covered_index = Some(start - 1);
                }
                if let Some(error) = fold.partial {
                    out.partial = true;
                    out.partial_error = Some(error);
                    break;
                }
            }
        }
        let total = estimate.total(&out.summary, start);
        if total < p.threshold || keep == 0 {
            break;
        }
        keep = halve(keep);
    }
    out.covered_through_id = out.covered_index.map(|i| rows[i].id.clone());
    out.tokens_after = estimate.total(&out.summary, start);
    if !out.advanced() {
        out.skipped = Some("nothing older than the kept messages to fold".into());
    }
    Ok(out)
}

struct Fold {
    summary: String,
    /// Index (in the folded slice) of the last message read in full.
    covered: Option<usize>,
    calls: usize,
    /// A later call failed (its error); the first call failing is an error of the whole fold.
    partial: Option<String>,
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

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// At most `max` characters, with `…` when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
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

fn fold(rows: &[Entry], previous: &str, p: &Params, summarizer: &dyn Summarizer) -> Result<Fold> {
    // (row index, piece, last piece of its row)
    let mut pieces: Vec<(usize, String, bool)> = Vec::new();
    let mut empty_rows = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        match digest(row) {
            Some(line) => {
                let parts = chunks(&line);
                let last = parts.len() - 1;
                pieces.extend(parts.into_iter().enumerate().map(|(k, piece)| (i, piece, k == last)));
            }
            None => empty_rows.push(i),
        }
    }
    let mut slices: Vec<Vec<usize>> = vec![Vec::new()];
    let mut size = 0;
    for (k, (_, piece, _)) in pieces.iter().enumerate() {
        let len = piece.chars().count() + 1;
        if size + len > SLICE_CHARS && !slices.last().is_some_and(Vec::is_empty) {
            slices.push(Vec::new());
            size = 0;
        }
        slices.last_mut().expect("one slice exists").push(k);
        size += len;
    }
    let mut summary = previous.to_string();
    let mut read_through: Option<usize> = None; // last row read in full
    let mut calls = 0;
    let mut partial = None;
    for slice in slices.iter().filter(|s| !s.is_empty()) {
        let delta: Vec<&str> = slice.iter().map(|&k| pieces[k].1.as_str()).collect();
        let delta = delta.join("\n");
        let request = SummaryRequest {
            previous: &summary,
            delta: &delta,
            instructions: &p.instructions,
            max_chars: p.summary_max_chars,
        };
        calls += 1;
        match summarizer.summarize(&request) {
            Ok(text) => {
                summary = cut_summary(&text, p.summary_max_chars);
                // Rows whose last piece was in this slice, and every row before them, are read.
                if let Some(&k) = slice.iter().rev().find(|&&k| pieces[k].2) {
                    read_through = Some(pieces[k].0);
                }
            }
            Err(e) if read_through.is_none() => return Err(e),
            Err(e) => {
                partial = Some(format!("{e:#}"));
                break;
            }
        }
    }
    if slices.iter().all(Vec::is_empty) {
        // Nothing to read (only reasoning rows): they are covered trivially.
        read_through = empty_rows.last().copied();
    } else if partial.is_none() {
        // Rows without text after the last piece are read too.
        read_through = Some(rows.len() - 1);
    }
    let covered = read_through.and_then(|last| (0..=last).rev().find(|&i| rows[i].is_message()));
    if covered.is_none() {
        summary = previous.to_string();
    }
    Ok(Fold { summary, covered, calls, partial })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

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
        deltas: RefCell<Vec<String>>,
        fail_at: Option<usize>,
    }
    impl Summarizer for Recorder {
        fn summarize(&self, r: &SummaryRequest) -> Result<String> {
            self.deltas.borrow_mut().push(r.delta.to_string());
            if self.fail_at == Some(self.deltas.borrow().len()) {
                anyhow::bail!("down");
            }
            Ok(format!("S{}", self.deltas.borrow().len()))
        }
    }

    fn params(threshold: u64) -> Params {
        Params { keep_min: 8, keep_max: 12, summary_max_chars: 2000, threshold, instructions: String::new() }
    }

    fn recorder() -> Recorder {
        Recorder { deltas: RefCell::new(Vec::new()), fail_at: None }
    }

    #[test]
    fn auto_runs_at_the_threshold_but_not_just_under_it() {
        let rows = convo(20, 100);
        let total = Chars(&rows).total("", 0);
        let s = recorder();
        let under = compress(Mode::Auto, &rows, "", &params(total + 1), &Chars(&rows), &s).unwrap();
        assert!(!under.advanced() && under.skipped.unwrap().contains("under the threshold"));
        let at = compress(Mode::Auto, &rows, "", &params(total), &Chars(&rows), &s).unwrap();
        assert!(at.advanced());
        assert_eq!(at.keep, 12);
        assert_eq!(at.covered_through_id.as_deref(), Some("m7"));
    }

    #[test]
    fn keep_halves_until_the_request_fits() {
        let rows = convo(20, 100);
        // Fits only when 2 or fewer messages stay: 12 → 6 → 3 → 1.
        let s = recorder();
        let out = compress(Mode::Auto, &rows, "", &params(2 * 103 + 10), &Chars(&rows), &s).unwrap();
        assert_eq!(out.keep, 1);
        assert_eq!(out.covered_through_id.as_deref(), Some("m18"));
        assert_eq!(s.deltas.borrow().len(), 4, "one incremental fold per keep value");
        assert!(out.tokens_after < out.threshold);
    }

    #[test]
    fn now_needs_more_than_keep_recent_min_messages() {
        let rows = convo(8, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &recorder()).unwrap();
        assert!(!out.advanced());
        let rows = convo(9, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m0"));
    }

    #[test]
    fn a_topic_change_folds_everything() {
        let rows = convo(5, 10);
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &recorder()).unwrap();
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
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m2"));
    }

    #[test]
    fn a_message_longer_than_one_slice_is_covered_only_after_its_last_piece() {
        let mut rows = convo(2, 10);
        rows.push(msg(2, "user", &"x".repeat(SLICE_CHARS * 2)));
        rows.push(msg(3, "assistant", "ok"));
        // Fail on the third call: the long message's middle; only m0, m1 were read in full.
        let s = Recorder { deltas: RefCell::new(Vec::new()), fail_at: Some(3) };
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &s).unwrap();
        assert!(out.partial);
        assert_eq!(out.covered_through_id.as_deref(), Some("m1"));
        assert!(s.deltas.borrow().iter().all(|d| d.chars().count() <= SLICE_CHARS));
        // Without failure, everything is covered after ≥ 3 calls.
        let s = recorder();
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m3"));
        assert!(out.summarizer_calls >= 3);
        assert!(s.deltas.borrow()[1].starts_with("user (continued): "));
    }

    #[test]
    fn a_failed_first_call_is_an_error_and_moves_nothing() {
        let rows = convo(4, 10);
        let s = Recorder { deltas: RefCell::new(Vec::new()), fail_at: Some(1) };
        assert!(compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &s).is_err());
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
}
