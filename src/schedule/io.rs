//! `schedules.jsonl` (one job per line) and `schedule-runs.jsonl` (the run ledger), DESIGN §6.6.
//! Callers hold the owner lock around a load-modify-save (see [`Records`]).

use crate::store::fsx::Stamp;
use std::collections::BTreeMap;
use std::path::PathBuf;

use anyhow::Result;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::jobs::{Job, RunRecord};
use crate::doctor::Report;
use crate::store::lock::OwnerGuard;
use crate::store::records::{Keyed, Records};
use crate::store::{OwnerId, Root, fsx, jsonl, lock};

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
pub fn save(root: &Root, lock: &OwnerGuard, jobs: &Jobs) -> Result<()> {
    jobs.save(&path(root, lock.owner()))
}

/// The jobs file's bytes (none when it is missing), with its stamp taken before the read: a
/// write after the stamp shows as a changed stamp next time, never as a stale one trusted.
pub fn read(root: &Root, owner: &OwnerId) -> Result<(Vec<u8>, Option<Stamp>)> {
    let path = path(root, owner);
    let stamp = Stamp::of(&path)?;
    Ok((fsx::read_optional(&path)?.unwrap_or_default(), stamp))
}

/// Rewrite the jobs file with these bytes ([`Jobs::render`]), atomically.
pub fn write(root: &Root, lock: &OwnerGuard, bytes: &[u8]) -> Result<()> {
    crate::store::records::write(&path(root, lock.owner()), bytes)
}

/// `<root>/.schedule-index.json`: a cache of each owner's earliest next run, so that a tick
/// with nothing due reads no jobs file (see `man 5 okbot-files`).
pub fn index_path(root: &Root) -> PathBuf {
    root.dir().join(".schedule-index.json")
}

/// The index as written: which file it describes and what it found there.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Index {
    pub version: u32,
    /// `settings.json` when the index was written.
    pub settings: Option<Stamp>,
    /// The zone jobs without one of their own followed when the index was written.
    #[serde(default)]
    pub zone: Option<String>,
    /// By owner id.
    pub owners: BTreeMap<String, IndexEntry>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexEntry {
    /// The owner's `schedules.jsonl` as read.
    pub file: Stamp,
    /// The earliest `nextRunAt` of its enabled jobs, in milliseconds since 1970; `None` when no
    /// job will fire.
    pub next: Option<i64>,
}

/// The index, or `None` when it is missing, unreadable, too large or not an index: it is only a
/// cache, rebuilt from the jobs files.
pub fn load_index(root: &Root) -> Option<Index> {
    const MAX_BYTES: u64 = 64 << 20;
    let path = index_path(root);
    std::fs::metadata(&path).ok().filter(|m| m.is_file() && m.len() <= MAX_BYTES)?;
    let bytes = fsx::read_optional(&path).ok().flatten()?;
    serde_json::from_slice(&bytes).ok()
}

/// Rewrite the index atomically (mode 0600).
pub fn save_index(root: &Root, index: &Index) -> Result<()> {
    fsx::write_cache(&index_path(root), &serde_json::to_vec(index)?)
}

/// Append one line to the run ledger. Whole-line appends need no lock (a tick records a job
/// skipped because another process holds the owner lock).
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

// ---- `okbot doctor`: what is wrong in these files.

/// Jobs okbot cannot fire: lines that are not jobs, schedules or zones that do not work, more
/// jobs than allowed, running markers of processes that are gone.
pub fn check(r: &mut Report, id: &OwnerId) {
    let path = path(r.root(), id);
    let jobs = match load(r.root(), id) {
        Ok(jobs) => jobs,
        Err(e) => return r.error(&path, format!("{e:#}"), None),
    };
    r.damaged(&path, &jobs.damaged);
    // Read, not loaded: loading copies a corrupt settings file aside, and doctor writes nothing.
    let settings_zone = fsx::read_optional(&r.root().settings_path())
        .ok()
        .flatten()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .and_then(|v| v.get("timezone").and_then(Value::as_str).map(str::to_string))
        .filter(|z| crate::schedule::parse_zone(z).is_ok());
    for job in jobs.iter() {
        if let Err(e) = job.schedule.validate() {
            r.error(&path, format!("job `{}`: {e}", job.id), Some(&e.hint));
        } else if let Err(e) = job.zone(settings_zone.as_deref()) {
            r.error(&path, format!("job `{}`: {e}", job.id), Some(&e.hint));
        }
        let recompute = "`okbot schedule pause ID` then `okbot schedule resume ID` computes it";
        match job.next_run_at.as_deref() {
            None if job.enabled => {
                r.warn(&path, format!("job `{}` is enabled but has no next run", job.id), Some(recompute));
            }
            // A time the tick cannot read is never due: the job would stay silent for good.
            Some(next) if job.enabled && crate::clock::parse_stamp(next).is_none() => r.warn(
                &path,
                format!(
                    "job `{}` has a next run `{next}` that is not an RFC 3339 time; it never fires",
                    job.id
                ),
                Some(recompute),
            ),
            _ => {}
        }
        if let Some(run) = &job.running
            && !pid_alive(run.pid)
        {
            r.warn(
                &path,
                format!("job `{}` is marked running by process {}, which is gone", job.id, run.pid),
                Some("the next `okbot schedule tick` clears it and records the run as failed"),
            );
        }
    }
    let max = crate::schedule::jobs::MAX_JOBS;
    if jobs.len() > max {
        r.warn(&path, format!("{} jobs, more than the {max} allowed", jobs.len()), None);
    }
}
