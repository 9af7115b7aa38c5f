//! `schedules.jsonl` (one job per line) and `schedule-runs.jsonl` (the run ledger), DESIGN §6.6.
//! Callers hold the owner lock around a load-modify-save (see [`Records`]).

use anyhow::{Context, Result};

use super::records::{Keyed, Records};
use super::{OwnerId, Root, fsx, jsonl, lock};
use crate::schedule::jobs::{Job, RunRecord};

pub fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("schedules.jsonl")
}

pub fn runs_path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("schedule-runs.jsonl")
}

/// The jobs file as read: every line in order.
pub type Jobs = Records<Job>;

impl Keyed for Job {
    fn key(&self) -> &str {
        &self.id
    }
}

/// Read an owner's jobs; a missing file reads as none.
pub fn load(root: &Root, owner: &OwnerId) -> Result<Jobs> {
    Records::load(&path(root, owner))
}

/// Rewrite the file atomically (lines that were not jobs stay where they were).
pub fn save(root: &Root, owner: &OwnerId, jobs: &Jobs) -> Result<()> {
    jobs.save(&path(root, owner))
}

/// Append one line to the run ledger.
pub fn append_run(root: &Root, owner: &OwnerId, record: &RunRecord) -> Result<()> {
    fsx::create_private_dir(&root.owner_dir(owner))?;
    jsonl::append(&runs_path(root, owner), record)
}

/// The ledger, oldest first (damaged lines skipped).
pub fn runs(root: &Root, owner: &OwnerId) -> Result<Vec<RunRecord>> {
    let rows = jsonl::read_all::<RunRecord>(&runs_path(root, owner))?;
    Ok(rows.rows.into_iter().map(|(_, r)| r).collect())
}

/// The root-wide tick lock: `Ok(None)` when another tick holds it (the caller exits quickly).
pub fn try_lock_tick(root: &Root) -> Result<Option<lock::LockGuard>> {
    let path = root.dir().join(".tick.lock");
    match lock::acquire(&path, "the schedule tick", std::time::Duration::ZERO) {
        Ok(guard) => Ok(Some(guard)),
        Err(e)
            if e.downcast_ref::<crate::error::Failure>()
                .is_some_and(|f| f.code == crate::error::code::LOCKED) =>
        {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

/// Whether a process is alive (a running marker of a dead pid is stale). Where `/proc` is not
/// available the marker is trusted.
pub fn pid_alive(pid: u32) -> bool {
    let proc = std::path::Path::new("/proc");
    if !proc.is_dir() {
        return true;
    }
    proc.join(pid.to_string()).exists()
}

/// Owner folders that have a schedules file.
pub fn owners_with_jobs(root: &Root) -> Result<Vec<OwnerId>> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(root.dir()) else { return Ok(out) };
    for entry in entries {
        let entry = entry.with_context(|| format!("cannot list `{}`", root.dir().display()))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !(name.starts_with("bot_") || name.starts_with("squad_")) {
            continue;
        }
        if let Ok(id) = OwnerId::parse(name)
            && path(root, &id).is_file()
        {
            out.push(id);
        }
    }
    out.sort();
    Ok(out)
}
