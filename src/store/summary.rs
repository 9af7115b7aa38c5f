//! The files `session-summary.json` and `compactions.jsonl` (DESIGN §4.6): where they are, how
//! they are read and written. Their records and rules are the compress domain's
//! (`compress::io`).

use super::lock::OwnerGuard;
use std::path::PathBuf;

use anyhow::Result;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::jsonl::{self, Rows};
use super::{OwnerId, Root, fsx};
use crate::error::Failure;

pub fn summary_path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("session-summary.json")
}

pub fn compactions_path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("compactions.jsonl")
}

/// The summary file; missing or blank reads as the default. A damaged file is an error: okbot
/// will not guess what it covered, nor overwrite it.
pub fn load<T: DeserializeOwned + Default>(root: &Root, owner: &OwnerId) -> Result<T> {
    let path = summary_path(root, owner);
    let Some(bytes) = fsx::read_optional(&path)? else {
        return Ok(T::default());
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(&bytes).map_err(|e| {
        Failure::general(format!("`{}` is damaged: {e}", path.display()))
            .hint("fix it by hand, or move it away to start without a summary (the transcript is complete)")
            .into()
    })
}

/// Rewrite the summary file atomically. The caller holds the owner lock.
pub fn save<T: Serialize>(root: &Root, lock: &OwnerGuard, file: &T) -> Result<()> {
    let owner = lock.owner();
    let mut bytes = serde_json::to_vec_pretty(file)?;
    bytes.push(b'\n');
    fsx::write_atomic(&summary_path(root, owner), &crate::redact::scrub_json(&bytes), 0o600)
}

/// Add one line to the compaction log (under the owner's lock).
pub fn append_compaction<T: Serialize>(root: &Root, lock: &OwnerGuard, row: &T) -> Result<()> {
    jsonl::append(&compactions_path(root, lock.owner()), row)
}

pub fn compactions<T: DeserializeOwned>(root: &Root, owner: &OwnerId) -> Result<Rows<T>> {
    jsonl::read_all(&compactions_path(root, owner))
}
