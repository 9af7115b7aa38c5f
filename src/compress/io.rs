//! The compress domain's records and their one I/O file: the rolling summary
//! (`session-summary.json`) and the compaction log (`compactions.jsonl`), DESIGN §4.6. The
//! store knows where the files are; the types and rules live here.

use crate::store::lock::OwnerGuard;
use anyhow::Result;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::store::jsonl::Rows;
use crate::store::{self, OwnerId, Root};

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

/// The summary file; missing reads as no coverage, damaged is an error.
pub fn load(root: &Root, owner: &OwnerId) -> Result<SummaryFile> {
    store::summary::load(root, owner)
}

/// Rewrite the summary file atomically. The caller holds the owner lock.
pub fn save(root: &Root, lock: &OwnerGuard, file: &SummaryFile) -> Result<()> {
    store::summary::save(root, lock, file)
}

/// Add one line to the compaction log. The caller holds the owner lock.
pub fn append_compaction(root: &Root, lock: &OwnerGuard, row: &Compaction) -> Result<()> {
    store::summary::append_compaction(root, lock, row)
}

/// The compaction log with the line number of each record, and its damaged lines.
pub fn compactions(root: &Root, owner: &OwnerId) -> Result<Rows<Compaction>> {
    store::summary::compactions(root, owner)
}

/// The compaction log's records, oldest first.
pub fn compaction_log(root: &Root, owner: &OwnerId) -> Result<Vec<Compaction>> {
    Ok(compactions(root, owner)?.rows.into_iter().map(|(_, c)| c).collect())
}
