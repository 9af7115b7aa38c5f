//! `session-summary.json` and `compactions.jsonl` (DESIGN §4.6).

use std::path::PathBuf;

use anyhow::Result;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::jsonl::{self, Rows};
use super::{OwnerId, Root, fsx};
use crate::error::Failure;

/// The rolling summary and how far it covers the transcript.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SummaryFile {
    #[serde(default)]
    pub summary: String,
    #[serde(default)]
    pub covered_through_id: String,
    #[serde(default)]
    pub updated_at: String,
    /// okbot extra: byte offset where the covered row starts, so readers can seek to the tail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub covered_through_offset: Option<u64>,
    /// okbot extra: how many compressions advanced coverage.
    #[serde(default)]
    pub compactions: u64,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl SummaryFile {
    /// DESIGN §4.6: an empty summary or id means "no coverage".
    pub fn coverage(&self) -> Option<&str> {
        (!self.summary.trim().is_empty() && !self.covered_through_id.is_empty())
            .then_some(self.covered_through_id.as_str())
    }
}

/// One line of `compactions.jsonl`. `fromId` is the coverage before this compression (null
/// when there was none), `toId` the coverage after it. `mode: "undo"` lines record an undo of
/// the compression whose `toId` they name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Compaction {
    pub at: String,
    pub mode: String,
    #[serde(default)]
    pub from_id: Option<String>,
    #[serde(default)]
    pub to_id: Option<String>,
    #[serde(default)]
    pub tokens_before: u64,
    #[serde(default)]
    pub tokens_after: u64,
    #[serde(default)]
    pub summary_chars: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<String>,
    #[serde(default)]
    pub previous_summary: String,
    /// okbot extra: the offset hint that went with `fromId`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_offset: Option<u64>,
    /// okbot extra: the summary this compression produced (lets `context show --at` replay
    /// what the model saw, and lets undo check nothing else changed the summary since).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    /// okbot extra: messages folded by this compression.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub folded: Option<u64>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

pub fn summary_path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("session-summary.json")
}

pub fn compactions_path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("compactions.jsonl")
}

/// The summary file; missing reads as no coverage. A damaged file is an error: okbot will not
/// guess what it covered, nor overwrite it.
pub fn load(root: &Root, owner: &OwnerId) -> Result<SummaryFile> {
    let path = summary_path(root, owner);
    let Some(bytes) = fsx::read_optional(&path)? else {
        return Ok(SummaryFile::default());
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(SummaryFile::default());
    }
    serde_json::from_slice(&bytes).map_err(|e| {
        Failure::general(format!("`{}` is damaged: {e}", path.display()))
            .hint("fix it by hand, or move it away to start without a summary (the transcript is complete)")
            .into()
    })
}

/// Rewrite the summary file atomically. The caller holds the owner lock.
pub fn save(root: &Root, owner: &OwnerId, file: &SummaryFile) -> Result<()> {
    let mut bytes = serde_json::to_vec_pretty(file)?;
    bytes.push(b'\n');
    fsx::write_atomic(&summary_path(root, owner), &crate::redact::scrub_json(&bytes), 0o600)
}

pub fn append_compaction(root: &Root, owner: &OwnerId, row: &Compaction) -> Result<()> {
    jsonl::append(&compactions_path(root, owner), row)
}

pub fn compactions(root: &Root, owner: &OwnerId) -> Result<Rows<Compaction>> {
    jsonl::read_all(&compactions_path(root, owner))
}
