//! Where an offline script has got to, per owner: `<owner>/offline-script.json`.

use anyhow::Result;
use serde::{Deserialize, Serialize};

use super::{OwnerId, Root, fsx};

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ScriptState {
    pub script: String,
    pub next: usize,
}

fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("offline-script.json")
}

/// The next reply index for `script` (0 when the owner last played another script).
pub fn next(root: &Root, owner: &OwnerId, script: &str) -> Result<usize> {
    let state: ScriptState = fsx::read_optional(&path(root, owner))?
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    Ok(if state.script == script { state.next } else { 0 })
}

pub fn advance(root: &Root, lock: &super::lock::OwnerGuard, script: &str, next: usize) -> Result<()> {
    let owner = lock.owner();
    let bytes = serde_json::to_vec_pretty(&ScriptState { script: script.to_string(), next })?;
    fsx::write_atomic(&path(root, owner), &bytes, 0o600)
}
