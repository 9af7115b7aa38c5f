//! Memory rows (`memory.md`, DESIGN §5.1) and the recall block's selection (§5.3).
//!
//! Rows without `status` were written by OkBot and are durable. Candidates never reach a prompt.
//!
//! The store and lifecycle (§5.1, §5.2): [`io`] reads and writes a scope's three files,
//! [`dedup`] is OkBot's duplicate rule, [`lifecycle`] holds [`Memories`] (both scopes of one
//! assistant, loaded) and every transition: add, hit, promote, pin, unpin, demote, forget, gc.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

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

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct MemoryRow {
    pub id: String,
    #[serde(default)]
    pub bot_id: Option<String>,
    #[serde(default)]
    pub memory: String,
    #[serde(default)]
    pub expires: Option<String>,
    #[serde(default)]
    pub pinned: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    #[serde(default)]
    pub hits: u64,
    #[serde(default, rename = "lastHitAt", skip_serializing_if = "Option::is_none")]
    pub last_hit_at: Option<String>,
    #[serde(default, rename = "createdAt", skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, rename = "updatedAt", skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl MemoryRow {
    pub fn is_durable(&self) -> bool {
        matches!(self.status.as_deref(), None | Some("durable"))
    }

    pub fn is_expired(&self, now: chrono::DateTime<chrono::Utc>) -> bool {
        self.expires.as_deref().and_then(crate::clock::parse_stamp).is_some_and(|t| t <= now)
    }
}

/// Durable, unexpired rows for the prompt: pinned first, then by hits, newest first; capped by
/// count and characters (DESIGN §5.3; relevance ranking arrives with the memory engine).
pub fn recall(
    rows: &[MemoryRow],
    now: chrono::DateTime<chrono::Utc>,
    max_entries: usize,
    max_chars: usize,
) -> Vec<&MemoryRow> {
    let mut eligible: Vec<&MemoryRow> =
        rows.iter().filter(|r| r.is_durable() && !r.is_expired(now) && !r.memory.trim().is_empty()).collect();
    eligible.sort_by(|a, b| {
        b.pinned.cmp(&a.pinned).then(b.hits.cmp(&a.hits)).then(b.updated_at.cmp(&a.updated_at))
    });
    let mut out = Vec::new();
    let mut used = 0;
    for row in eligible {
        let len = row.memory.chars().count() + 3;
        if out.len() >= max_entries || used + len > max_chars {
            continue;
        }
        used += len;
        out.push(row);
    }
    out
}
