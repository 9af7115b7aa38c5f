//! What `okbot task …` and the `manage_task_progress` tool do, in one place: both call these.
//! The caller holds the owner lock (a chat turn already does; the commands take it).

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::{Task, TaskError, err, step_status};
use crate::error::Failure;
use crate::store::{self, OwnerId, Root};

pub struct Ctx<'a> {
    pub root: &'a Root,
    pub owner: &'a OwnerId,
    pub now: DateTime<Utc>,
}

impl Ctx<'_> {
    fn stamp(&self) -> String {
        crate::schedule::jobs::stamp(self.now)
    }
}

/// What to change in one step.
#[derive(Debug, Clone, Default)]
pub struct StepChange {
    pub status: Option<String>,
    pub note: Option<String>,
}

pub fn list(cx: &Ctx) -> Result<Vec<Task>> {
    Ok(store::tasks::load(cx.root, cx.owner)?.iter().cloned().collect())
}

/// A new task, queued (or parked with `backlog`, or started with `start`).
pub fn add(cx: &Ctx, title: &str, steps: &[String], backlog: bool, start: bool) -> Result<Task> {
    let mut tasks = store::tasks::load(cx.root, cx.owner)?;
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
    store::tasks::save(cx.root, cx.owner, &tasks)?;
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
pub fn resolve(tasks: &store::tasks::Tasks, key: &str) -> Result<String, TaskError> {
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
    change: impl FnOnce(&mut store::tasks::Tasks, &str) -> Result<(), TaskError>,
) -> Result<Task> {
    let mut tasks = store::tasks::load(cx.root, cx.owner)?;
    let id = resolve(&tasks, key).map_err(Failure::from)?;
    change(&mut tasks, &id).map_err(Failure::from)?;
    let task = tasks.iter().find(|t| t.id == id).cloned().expect("resolved above");
    store::tasks::save(cx.root, cx.owner, &tasks)?;
    Ok(task)
}

/// One task is in progress at a time: starting one sends the others back to the queue.
fn pause_others(tasks: &mut store::tasks::Tasks, except: &str, now: &str) {
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
    let mut tasks = store::tasks::load(cx.root, cx.owner)?;
    let id = resolve(&tasks, key).map_err(Failure::from)?;
    let task = tasks.remove(&id).expect("resolved");
    store::tasks::save(cx.root, cx.owner, &tasks)?;
    Ok(task)
}

/// Every task of the owner as it is now (what a turn compares its tasks with when it ends).
pub fn snapshot(root: &Root, owner: &OwnerId) -> Result<Vec<Task>> {
    Ok(store::tasks::load(root, owner)?.iter().cloned().collect())
}

/// The task that may be continued silently in `tasks`, if any (DESIGN §6.5).
pub fn advanceable(tasks: &[Task]) -> Option<&Task> {
    super::in_progress(tasks).filter(|t| t.advanceable())
}
