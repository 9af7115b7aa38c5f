//! `tasks.jsonl`, one task per line (DESIGN §6.5). Callers hold the owner lock around a
//! load-modify-save (see [`Records`]: damaged lines kept in place, the last line of an id wins).

use anyhow::{Context, Result};

use super::Task;
use crate::doctor::Report;
use crate::store::fsx::Stamp;
use crate::store::lock::OwnerGuard;
use crate::store::records::{Keyed, Records};
use crate::store::{OwnerId, Root, fsx};

pub fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("tasks.jsonl")
}

/// The tasks file as read.
pub type Tasks = Records<Task>;

impl Keyed for Task {
    fn key(&self) -> &str {
        &self.id
    }
}

pub fn load(root: &Root, owner: &OwnerId) -> Result<Tasks> {
    Records::load(&path(root, owner))
}

/// The tasks, parsed only when the file's bytes pass `worth_reading`: `Ok(None)` when they do
/// not (a missing file reads as no bytes). The file is scanned in chunks that overlap by
/// `overlap` bytes (one less than the longest thing looked for), so a caller can skip holding
/// and parsing a large file that cannot hold what it looks for.
pub fn load_if(
    root: &Root,
    owner: &OwnerId,
    overlap: usize,
    worth_reading: impl Fn(&[u8]) -> bool,
) -> Result<Option<Tasks>> {
    use std::io::Read;
    const CHUNK: usize = 256 * 1024;
    let path = path(root, owner);
    let ctx = || format!("cannot read `{}`", path.display());
    // Opened as every data file is: no link followed, and a fifo in its place refused rather
    // than waited on for a writer that never comes.
    let Some(mut file) = fsx::open_read(&path)? else {
        return Ok(worth_reading(b"").then(Tasks::default));
    };
    let mut buf = vec![0u8; CHUNK + overlap];
    let mut kept = 0;
    loop {
        let n = file.read(&mut buf[kept..]).with_context(ctx)?;
        if n == 0 {
            return Ok(None);
        }
        let end = kept + n;
        if worth_reading(&buf[..end]) {
            break;
        }
        kept = overlap.min(end);
        buf.copy_within(end - kept..end, 0);
    }
    let bytes = fsx::read_optional(&path)?.unwrap_or_default();
    Ok(Some(Records::parse(&bytes)))
}

/// Rewrite the file atomically; the owner's lock is held (`lock`).
pub fn save(root: &Root, lock: &OwnerGuard, tasks: &Tasks) -> Result<()> {
    tasks.save(&path(root, lock.owner()))
}

/// `<owner>/.tasks-idle.json`: the stamp of a `tasks.jsonl` found with no task in progress, so
/// that the next command can skip reading it while it is unchanged. A cache: missing, damaged
/// or stale, the file is read again.
fn idle_path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join(".tasks-idle.json")
}

/// The stamp recorded by [`mark_idle`], if any (anything unreadable counts as none).
pub fn idle_mark(root: &Root, owner: &OwnerId) -> Option<Stamp> {
    let bytes = fsx::read_optional(&idle_path(root, owner)).ok()??;
    serde_json::from_slice(&bytes).ok()
}

/// Record that `tasks.jsonl` with this stamp holds no task in progress. Best effort: a cache
/// that cannot be written is only read again next time.
pub fn mark_idle(root: &Root, owner: &OwnerId, stamp: &Stamp) {
    if let Ok(bytes) = serde_json::to_vec(stamp) {
        let _ = fsx::write_cache(&idle_path(root, owner), &bytes);
    }
}

// ---- `okbot doctor`: what is wrong in these files.

/// Tasks with statuses okbot does not know, or more than one in progress.
pub fn check(r: &mut Report, id: &OwnerId) {
    let path = path(r.root(), id);
    let tasks = match load(r.root(), id) {
        Ok(tasks) => tasks,
        Err(e) => return r.error(&path, format!("{e:#}"), None),
    };
    r.damaged(&path, &tasks.damaged);
    for task in tasks.iter() {
        if !crate::tasks::TASK_STATUSES.contains(&task.status.as_str()) {
            r.warn(&path, format!("task `{}` has the unknown status `{}`", task.id, task.status), None);
        }
        for step in task.steps.iter().filter(|s| !crate::tasks::STEP_STATUSES.contains(&s.status.as_str())) {
            r.warn(
                &path,
                format!("a step of task `{}` has the unknown status `{}`", task.id, step.status),
                Some("a finished step is succeeded, failed or cancelled"),
            );
        }
    }
    let running = tasks.iter().filter(|t| t.status == "in_progress").count();
    if running > 1 {
        r.warn(
            &path,
            format!("{running} tasks are in progress; okbot works on the last one"),
            Some("`okbot task start ID` keeps one in progress"),
        );
    }
}
