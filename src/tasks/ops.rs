//! What `okbot task …` and the `manage_task_progress` tool do, in one place: both call these.
//! The caller holds the owner lock (a chat turn already does; the commands take it).

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::{Task, TaskError, err, step_status};
use crate::error::Failure;
use crate::store::lock::OwnerGuard;
use crate::store::{self, OwnerId, Root};

pub struct Ctx<'a> {
    pub root: &'a Root,
    /// The owner's lock, held: the operation's owner is `lock.owner()`.
    pub lock: &'a OwnerGuard,
    pub now: DateTime<Utc>,
}

impl Ctx<'_> {
    fn stamp(&self) -> String {
        crate::clock::stamp(self.now)
    }
}

/// What to change in one step.
#[derive(Debug, Clone, Default)]
pub struct StepChange {
    pub status: Option<String>,
    pub note: Option<String>,
}

pub fn list(cx: &Ctx) -> Result<Vec<Task>> {
    Ok(super::io::load(cx.root, cx.lock.owner())?.iter().cloned().collect())
}

/// A new task, queued (or parked with `backlog`, or started with `start`).
pub fn add(cx: &Ctx, title: &str, steps: &[String], backlog: bool, start: bool) -> Result<Task> {
    add_to(cx, super::io::load(cx.root, cx.lock.owner())?, title, steps, backlog, start)
}

/// [`add`] to the owner's tasks already read under the lock (a caller that looks at them
/// first reads the file once).
pub fn add_to(
    cx: &Ctx,
    mut tasks: super::io::Tasks,
    title: &str,
    steps: &[String],
    backlog: bool,
    start: bool,
) -> Result<Task> {
    let now = cx.now;
    let mut task = Task::new(crate::ids::ulid(now).to_string(), title, steps, backlog, &cx.stamp(), || {
        crate::ids::ulid(now).to_string()
    })
    .map_err(Failure::from)?;
    if start {
        pause_others(&mut tasks, &task.id, &cx.stamp());
        task.set_status("in_progress", &cx.stamp());
    }
    tasks.push(task.clone());
    super::io::save(cx.root, cx.lock, &tasks)?;
    Ok(task)
}

/// How task ids are typed: bare ULIDs, named by any unique prefix of 4 characters or more.
pub const TASK_IDS: crate::ids::IdKind = crate::ids::IdKind {
    noun: "task",
    plural: "tasks",
    tag: None,
    list_hint: "`okbot task list` shows the tasks and their ids",
};

/// The task whose id is `key`, or starts with it (at least 4 characters, one match).
pub fn resolve(tasks: &super::io::Tasks, key: &str) -> Result<String, TaskError> {
    let ids: Vec<&str> = tasks.iter().map(|t| t.id.as_str()).collect();
    match crate::ids::resolve(&TASK_IDS, &ids, key) {
        Ok(found) => Ok(ids[found[0]].to_string()),
        Err(m) => Err(TaskError { message: m.message, hint: m.hint, ambiguous: m.ambiguous }),
    }
}

/// Load, change one task, save; returns the changed task.
fn update(
    cx: &Ctx,
    key: &str,
    change: impl FnOnce(&mut super::io::Tasks, &str) -> Result<(), TaskError>,
) -> Result<Task> {
    let mut tasks = super::io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&tasks, key).map_err(Failure::from)?;
    change(&mut tasks, &id).map_err(Failure::from)?;
    let task = tasks.iter().find(|t| t.id == id).cloned().expect("resolved above");
    super::io::save(cx.root, cx.lock, &tasks)?;
    Ok(task)
}

/// One task is in progress at a time: starting one sends the others back to the queue.
fn pause_others(tasks: &mut super::io::Tasks, except: &str, now: &str) {
    for t in tasks.iter_mut().filter(|t| t.status == "in_progress" && t.id != except) {
        t.set_status("pending", now);
    }
}

fn not_done(task: &Task) -> Result<(), TaskError> {
    if task.status == "done" {
        return Err(err(
            format!("the task “{}” is done", task.title),
            "done is final; add a new task for more work",
        ));
    }
    Ok(())
}

pub fn start(cx: &Ctx, key: &str) -> Result<Task> {
    let now = cx.stamp();
    update(cx, key, |tasks, id| {
        not_done(tasks.get_mut(id).expect("resolved"))?;
        pause_others(tasks, id, &now);
        tasks.get_mut(id).expect("resolved").set_status("in_progress", &now);
        Ok(())
    })
}

pub fn set_status(cx: &Ctx, key: &str, status: &str) -> Result<Task> {
    let now = cx.stamp();
    update(cx, key, |tasks, id| {
        let task = tasks.get_mut(id).expect("resolved");
        // Done is final: done again changes nothing (doneAt stays), anything else is refused.
        if task.status == "done" && status == "done" {
            return Ok(());
        }
        not_done(task)?;
        task.set_status(status, &now);
        Ok(())
    })
}

/// Mark a task done: refused while steps are open, unless `cancel_open` cancels them. Done
/// again changes nothing (doneAt stays).
pub fn done(cx: &Ctx, key: &str, cancel_open: bool) -> Result<Task> {
    let now = cx.stamp();
    update(cx, key, |tasks, id| {
        let task = tasks.get_mut(id).expect("resolved");
        if task.status == "done" {
            return Ok(());
        }
        task.finish(cancel_open, &now)
    })
}

pub fn add_step(cx: &Ctx, key: &str, title: &str) -> Result<Task> {
    let now = cx.stamp();
    let step_id = crate::ids::ulid(cx.now).to_string();
    update(cx, key, |tasks, id| {
        let task = tasks.get_mut(id).expect("resolved");
        not_done(task)?;
        task.add_step(step_id, title, &now).map(|_| ())
    })
}

/// Change a step (`step` by id or 1-based number). Without `step`: the step being worked on.
pub fn update_step(cx: &Ctx, key: &str, step: Option<&str>, change: &StepChange) -> Result<Task> {
    let now = cx.stamp();
    let status = change.status.as_deref().map(step_status).transpose().map_err(Failure::from)?;
    update(cx, key, |tasks, id| {
        let task = tasks.get_mut(id).expect("resolved");
        not_done(task)?;
        let index = match step {
            Some(k) => task.step_index(k)?,
            None => {
                let current = task.current_step().map(|s| s.id.clone()).ok_or_else(|| {
                    err(
                        format!("the task “{}” has no open step", task.title),
                        "name the step by its id or number",
                    )
                })?;
                task.step_index(&current)?
            }
        };
        if status.is_none() && change.note.is_none() {
            return Err(err("nothing to change in the step", "give a status, a note, or both"));
        }
        let status = status.unwrap_or_else(|| {
            let s = task.steps[index].status.clone();
            super::STEP_STATUSES.iter().copied().find(|x| *x == s).unwrap_or("pending")
        });
        task.set_step(index, status, change.note.as_deref(), &now);
        Ok(())
    })
}

pub fn delete(cx: &Ctx, key: &str) -> Result<Task> {
    let mut tasks = super::io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&tasks, key).map_err(Failure::from)?;
    let task = tasks.remove(&id).expect("resolved");
    super::io::save(cx.root, cx.lock, &tasks)?;
    Ok(task)
}

/// The task to continue silently after a clean run, if any (DESIGN §6.5).
pub fn advanceable(root: &Root, owner: &OwnerId) -> Result<Option<Task>> {
    Ok(in_progress(root, owner)?.filter(|t| t.advanceable()))
}

/// The task in progress ([`super::in_progress`] of the whole file), read cheaply: every chat
/// turn asks (for the instructions, and twice more to decide a silent continuation), and a file
/// of thousands of finished tasks is parsed only when some line could say `in_progress`. The
/// answer is remembered by the file's stamp for the rest of the process, and a file found
/// without one by a mark beside it for later commands, both only when the file had not changed
/// for 2 s (a write in the same clock tick cannot hide behind the stamp).
pub fn in_progress(root: &Root, owner: &OwnerId) -> Result<Option<Task>> {
    type Seen = Option<(std::path::PathBuf, store::fsx::Stamp, Option<Task>)>;
    static SEEN: std::sync::Mutex<Seen> = std::sync::Mutex::new(None);
    let path = super::io::path(root, owner);
    let read_at = std::time::SystemTime::now();
    let stamp = store::fsx::Stamp::of(&path)?;
    if let Ok(seen) = SEEN.lock()
        && let Some((p, s, task)) = &*seen
        && *p == path
        && Some(*s) == stamp
    {
        return Ok(task.clone());
    }
    // An earlier command found this very file without one (`.tasks-idle.json`).
    if stamp.is_some() && super::io::idle_mark(root, owner) == stamp {
        return Ok(None);
    }
    let settled = stamp.filter(|s| s.settled(read_at, std::time::Duration::from_secs(2)));
    let remember = |task: &Option<Task>| {
        if let (Some(s), Ok(mut seen)) = (settled, SEEN.lock()) {
            *seen = Some((path.clone(), s, task.clone()));
        }
    };
    let Some(tasks) = super::io::load_if(root, owner, "in_progress".len() - 1, could_be_in_progress)? else {
        if let Some(s) = settled
            && super::io::idle_mark(root, owner) != Some(s)
        {
            super::io::mark_idle(root, owner, &s);
        }
        remember(&None);
        return Ok(None);
    };
    // As super::in_progress: the last one, should a file hold several.
    let task = tasks.iter().filter(|t| t.status == "in_progress").last().cloned();
    remember(&task);
    Ok(task)
}

/// Whether a task line in `bytes` could have the status `in_progress`: JSON spells that string
/// either as it is or with a `\u` escape (the other escapes stand for no letter and no `_`).
/// Two substring searches (a regex would build an automaton on every run for two words).
fn could_be_in_progress(bytes: &[u8]) -> bool {
    memchr::memmem::find(bytes, b"in_progress").is_some() || memchr::memmem::find(bytes, b"\\u").is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(lines: &[&str]) -> Option<Task> {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let owner = OwnerId::parse("bot_20261130_001").unwrap();
        let path = super::super::io::path(&root, &owner);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
        in_progress(&root, &owner).unwrap()
    }

    #[test]
    fn add_to_saves_the_tasks_it_is_given_without_reading_the_file_again() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        root.init(&crate::settings::default_document()).unwrap();
        let owner = OwnerId::parse("bot_20261130_001").unwrap();
        let path = super::super::io::path(&root, &owner);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{\"id\":\"A\",\"title\":\"a\",\"status\":\"queued\"}\nnot json\n").unwrap();
        let lock = root.lock_owner(&owner).unwrap();
        let cx = Ctx {
            root: &root,
            lock: &lock,
            now: chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
        };
        let tasks = super::super::io::load(&root, &owner).unwrap();
        assert_eq!(tasks.damaged.len(), 1, "what the caller warns about");
        // A change the one read did not see is not read again: the tasks given are what is saved.
        std::fs::write(&path, "").unwrap();
        let task = add_to(&cx, tasks, "b", &[], false, false).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].contains("\"id\":\"A\"") && lines[1] == "not json", "{text}");
        assert!(lines[2].contains(&task.id), "{text}");
    }

    #[test]
    fn the_task_in_progress_is_found_however_its_status_is_spelled_and_only_if_its_last_line_says_so() {
        let done = r#"{"id":"A","title":"old in_progress notes","status":"done"}"#;
        assert_eq!(read(&[done]), None, "the word elsewhere is not a status");
        assert_eq!(read(&[r#"{"id":"A","title":"a","status":"done"}"#]), None);
        let escaped = r#"{"id":"B","title":"b","status":"in\u005fprogress"}"#;
        assert_eq!(read(&[done, escaped]).map(|t| t.id), Some("B".into()));
        let started = r#"{"id":"C","title":"c","status":"in_progress"}"#;
        let finished = r#"{"id":"C","title":"c","status":"done"}"#;
        assert_eq!(read(&[started, finished]), None, "the last line of an id wins");
        assert_eq!(read(&[finished, started]).map(|t| t.id), Some("C".into()));
        assert_eq!(read(&[]), None);
    }

    #[test]
    fn a_status_across_the_boundary_of_two_read_chunks_is_found() {
        let done = r#"{"id":"D","title":"finished","status":"done"}"#;
        let filler = vec![done; 256 * 1024 / (done.len() + 1) - 1];
        for pad in 0..48 {
            let active = format!(r#"{{"id":"A","title":"{}","status":"in_progress"}}"#, "x".repeat(pad));
            let mut lines = filler.clone();
            lines.push(&active);
            assert_eq!(read(&lines).map(|t| t.id), Some("A".into()), "pad {pad}");
        }
    }

    #[test]
    fn only_bytes_that_could_spell_in_progress_are_worth_parsing() {
        assert!(!could_be_in_progress(br#"{"id":"A","status":"done","note":"a \"quote\"\n\\"}"#));
        assert!(could_be_in_progress(br#"{"id":"A","status":"in_progress"}"#));
        assert!(could_be_in_progress(br#"{"id":"A","status":"\u0069n_progress"}"#));
    }
}
