//! `schedules.jsonl` (one job per line) and `schedule-runs.jsonl` (the run ledger), DESIGN §6.6.
//! Callers hold the owner lock around a load-modify-save. Lines that do not parse are kept, in
//! place, by every rewrite.

use anyhow::{Context, Result};

use super::{OwnerId, Root, fsx, jsonl, lock};
use crate::schedule::jobs::{Job, RunRecord};

pub fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("schedules.jsonl")
}

pub fn runs_path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("schedule-runs.jsonl")
}

/// A line of the file: a job, or text that is not one (kept as it was).
#[derive(Debug, Clone)]
enum Line {
    Job(Box<Job>),
    Kept(String),
}

/// The jobs file as read: every line in order.
#[derive(Debug, Clone, Default)]
pub struct Jobs {
    lines: Vec<Line>,
    /// `(line number, reason)` of lines that are not jobs (blank lines excluded).
    pub damaged: Vec<(usize, String)>,
}

impl Jobs {
    pub fn iter(&self) -> impl Iterator<Item = &Job> {
        self.lines.iter().filter_map(|l| match l {
            Line::Job(j) => Some(&**j),
            Line::Kept(_) => None,
        })
    }

    pub fn len(&self) -> usize {
        self.iter().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, id: &str) -> Option<&Job> {
        self.iter().find(|j| j.id == id)
    }

    pub fn get_mut(&mut self, id: &str) -> Option<&mut Job> {
        self.lines.iter_mut().find_map(|l| match l {
            Line::Job(j) if j.id == id => Some(&mut **j),
            _ => None,
        })
    }

    pub fn push(&mut self, job: Job) {
        self.lines.push(Line::Job(Box::new(job)));
    }

    /// Remove a job; returns it.
    pub fn remove(&mut self, id: &str) -> Option<Job> {
        let at = self.lines.iter().position(|l| matches!(l, Line::Job(j) if j.id == id))?;
        match self.lines.remove(at) {
            Line::Job(j) => Some(*j),
            Line::Kept(_) => None,
        }
    }
}

/// Read an owner's jobs; a missing file reads as none.
pub fn load(root: &Root, owner: &OwnerId) -> Result<Jobs> {
    let path = path(root, owner);
    let Some(bytes) = fsx::read_optional(&path)? else {
        return Ok(Jobs::default());
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut jobs = Jobs::default();
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Job>(raw) {
            Ok(job) => jobs.lines.push(Line::Job(Box::new(job))),
            Err(e) => {
                jobs.damaged.push((i + 1, e.to_string()));
                jobs.lines.push(Line::Kept(raw.to_string()));
            }
        }
    }
    Ok(jobs)
}

/// Rewrite the file atomically (lines that were not jobs stay where they were).
pub fn save(root: &Root, owner: &OwnerId, jobs: &Jobs) -> Result<()> {
    let mut out = String::new();
    for line in &jobs.lines {
        match line {
            Line::Job(j) => out.push_str(&serde_json::to_string(j)?),
            Line::Kept(raw) => out.push_str(raw),
        }
        out.push('\n');
    }
    fsx::create_private_dir(&root.owner_dir(owner))?;
    fsx::write_atomic(&path(root, owner), out.as_bytes(), 0o600)
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
