//! Compression, Summary + Buffer (DESIGN §4.4–4.5): decide, fold the older part of the live
//! buffer into the summary, halve `keep` while still over the threshold. Coverage advances only
//! past messages the summarizer read in full, never backwards, and only onto a user/assistant
//! message. Pure: the caller reads the tail, supplies a summarizer and writes the result.

pub mod apply;
mod decide;
mod digest;
mod facts;
mod fold;
pub mod io;
pub mod log;
mod mail;
mod note;
pub mod offline;
mod pass;
pub mod prompt;
pub mod request;

use anyhow::Result;
use serde::Serialize;

pub use decide::{halve, initial_keep};
pub use digest::{cut_summary, digest};
pub use note::{Note, span, split_note};
pub use pass::{compress, compress_from};

use crate::model::ModelChoice;
use crate::session::Entry;
use crate::settings::Settings;

pub use crate::session::io::Older;

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

    /// The model calls made so far, retries included, for a summarizer that calls a model.
    fn model_calls(&self) -> Option<usize> {
        None
    }

    /// Why the latest summary is the offline merge and not the model's, when it is.
    fn fell_back(&self) -> Option<&str> {
        None
    }
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

    /// Nothing done yet: the summary as it was, `tokens` before and after.
    fn untouched(mode: Mode, summary: &str, tokens: u64, threshold: u64) -> Outcome {
        Outcome {
            mode,
            skipped: None,
            summary: summary.to_string(),
            covered_index: None,
            covered_through_id: None,
            folded_messages: 0,
            folded_rows: 0,
            unread_messages: 0,
            covered_offset: None,
            keep: 0,
            tokens_before: tokens,
            tokens_after: tokens,
            threshold,
            summarizer_calls: 0,
            partial: false,
            partial_error: None,
        }
    }
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
