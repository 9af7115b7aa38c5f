//! One fold: rows fed one at a time, cut into slices, one summarizer call per slice; coverage
//! only past messages read in full.

use anyhow::Result;

use super::digest::{chunks, cut_summary, digest_asked};
use super::{Params, SLICE_CHARS, Summarizer, SummaryRequest};
use crate::session::{Entry, Item};

/// A row of a fold: an index into the live rows, or a row before them (offset, id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Pos {
    Inside(usize),
    Outside(u64, String),
}

/// What a fold did.
pub(super) struct Folded {
    pub(super) summary: String,
    /// The last message read in full (with every row before it).
    pub(super) covered: Option<Pos>,
    pub(super) calls: usize,
    /// Messages and rows up to `covered`.
    pub(super) messages: usize,
    pub(super) rows: usize,
    /// A later call failed (its error); the first call failing is an error of the whole fold.
    pub(super) partial: Option<String>,
}

/// A fold fed one row at a time: digests are cut into pieces, pieces gathered into slices of at
/// most SLICE_CHARS, one summarizer call per slice. Only the current slice is held (and a tool
/// result until the row after it is known).
pub(super) struct Folder<'a> {
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
    pub(super) partial: Option<String>,
    /// The user's last message: what the tool rows after it were asked for (its first
    /// ASK_CHARS characters).
    ask: String,
    /// A tool result waits for the row after it: the assistant's reply to it says which of its
    /// records mattered ("The one for the door entry panel is there and enabled").
    held: Option<(Pos, Entry)>,
}

/// How much of a user's message is kept to match the results it asked for.
const ASK_CHARS: usize = 2_000;

impl<'a> Folder<'a> {
    pub(super) fn new(
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
            ask: String::new(),
            held: None,
        }
    }

    pub(super) fn push(&mut self, pos: Pos, row: &Entry) -> Result<()> {
        if self.partial.is_some() {
            return Ok(());
        }
        if let Some((held_pos, held_row)) = self.held.take() {
            let reply = match &row.item {
                Item::Message { role, text } if role == "assistant" => {
                    crate::session::message_text(role, text).chars().take(ASK_CHARS).collect()
                }
                _ => String::new(),
            };
            self.read(held_pos, &held_row, &reply)?;
            if self.partial.is_some() {
                return Ok(());
            }
        }
        if matches!(row.item, Item::ToolResult { .. }) {
            self.held = Some((pos, row.clone()));
            return Ok(());
        }
        self.read(pos, row, "")
    }

    /// Digest one row (a tool result with the reply that followed it) into the slice.
    fn read(&mut self, pos: Pos, row: &Entry, reply: &str) -> Result<()> {
        if let Item::Message { role, text } = &row.item
            && role == "user"
        {
            self.ask = crate::session::message_text(role, text).chars().take(ASK_CHARS).collect();
        }
        for piece in digest_asked(row, &self.ask, reply).map(|line| chunks(&line)).unwrap_or_default() {
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

    /// Push live rows `from..=through`, stopping at a failed call.
    pub(super) fn push_live(&mut self, rows: &[Entry], from: usize, through: usize) -> Result<()> {
        for (i, row) in rows.iter().enumerate().take(through + 1).skip(from) {
            self.push(Pos::Inside(i), row)?;
            if self.partial.is_some() {
                break;
            }
        }
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

    pub(super) fn finish(mut self) -> Result<Folded> {
        if self.partial.is_none()
            && let Some((pos, row)) = self.held.take()
        {
            self.read(pos, &row, "")?;
        }
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
