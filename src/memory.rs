//! Memory rows (`memory.md`, DESIGN §5.1) and the recall block's selection (§5.3).
//!
//! Rows without `status` were written by OkBot and are durable. Candidates never reach a prompt.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub mod extract;
pub mod io;

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
