//! `schedules.jsonl` (one job per line) and `schedule-runs.jsonl` (the run ledger), DESIGN §6.6.
//! Callers hold the owner lock around a load-modify-save (see [`Records`]).

use anyhow::Result;

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
