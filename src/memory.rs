//! Memories (DESIGN §5): durable rows in `memory.md`, candidates beside them, their lifecycle,
//! and recall (§5.3). Rows without a state were written by OkBot and are durable. Candidates
//! never reach a prompt.
//!
//! The store and lifecycle (§5.1, §5.2): [`io`] reads and writes a scope's three files,
//! [`dedup`] is OkBot's duplicate rule, [`lifecycle`] holds [`Memories`] (both scopes of one
//! assistant, loaded) and every transition: add, hit, promote, pin, unpin, demote, forget, gc.

use serde::{Deserialize, Serialize};

pub mod dedup;
pub mod extract;
pub mod io;
pub mod lifecycle;
pub mod recall;

pub use lifecycle::{Added, Counts, Filter, Gc, Memories, Memory, MemoryRef, NewMemory, Rules};

/// Where a memory lives: the root's files (every assistant sees it) or one assistant's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    Global,
    Bot,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Global => "global",
            Scope::Bot => "bot",
        }
    }
}

/// A candidate lives in `memory-candidates.jsonl` and never reaches a prompt; a durable lives in
/// `memory.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Candidate,
    Durable,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Candidate => "candidate",
            Status::Durable => "durable",
        }
    }
}

/// Who wrote a memory: post-turn extraction, an explicit "remember …", the messages a
/// compression folded away, the decisions of a summary, or the user by command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Extract,
    Remember,
    Fold,
    Summary,
    User,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Extract => "extract",
            Source::Remember => "remember",
            Source::Fold => "fold",
            Source::Summary => "summary",
            Source::User => "user",
        }
    }

    pub fn parse(text: &str) -> Option<Source> {
        [Source::Extract, Source::Remember, Source::Fold, Source::Summary, Source::User]
            .into_iter()
            .find(|s| s.as_str() == text)
    }

    /// What the user states on purpose is durable at once; everything else starts as a candidate.
    pub fn starts_durable(self) -> bool {
        matches!(self, Source::Remember | Source::User)
    }
}
