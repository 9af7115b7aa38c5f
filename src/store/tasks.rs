//! `tasks.jsonl`, one task per line (DESIGN §6.5). Callers hold the owner lock around a
//! load-modify-save. Lines that are not tasks are kept, in place, by every rewrite; when several
//! lines share an id (a task updated by appending, as other tools may do) the last one wins and
//! the rewrite keeps one line for it.

use anyhow::Result;

use super::{OwnerId, Root, fsx};
use crate::tasks::Task;

pub fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("tasks.jsonl")
}

#[derive(Debug, Clone)]
enum Line {
    Task(Box<Task>),
    Kept(String),
}

/// The tasks file as read.
#[derive(Debug, Clone, Default)]
pub struct Tasks {
    lines: Vec<Line>,
    /// `(line number, reason)` of lines that are not tasks.
    pub damaged: Vec<(usize, String)>,
}

impl Tasks {
    pub fn iter(&self) -> impl Iterator<Item = &Task> {
        self.lines.iter().filter_map(|l| match l {
            Line::Task(t) => Some(&**t),
            Line::Kept(_) => None,
        })
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut Task> {
        self.lines.iter_mut().filter_map(|l| match l {
            Line::Task(t) => Some(&mut **t),
            Line::Kept(_) => None,
        })
    }

    pub fn get_mut(&mut self, id: &str) -> Option<&mut Task> {
        self.iter_mut().find(|t| t.id == id)
    }

    pub fn push(&mut self, task: Task) {
        self.lines.push(Line::Task(Box::new(task)));
    }

    pub fn remove(&mut self, id: &str) -> Option<Task> {
        let at = self.lines.iter().position(|l| matches!(l, Line::Task(t) if t.id == id))?;
        match self.lines.remove(at) {
            Line::Task(t) => Some(*t),
            Line::Kept(_) => None,
        }
    }
}

pub fn load(root: &Root, owner: &OwnerId) -> Result<Tasks> {
    let Some(bytes) = fsx::read_optional(&path(root, owner))? else {
        return Ok(Tasks::default());
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut tasks = Tasks::default();
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Task>(raw) {
            Ok(task) => match tasks.get_mut(&task.id) {
                // The last line of an id wins, in the place of the first.
                Some(slot) => *slot = task,
                None => tasks.push(task),
            },
            Err(e) => {
                tasks.damaged.push((i + 1, e.to_string()));
                tasks.lines.push(Line::Kept(raw.to_string()));
            }
        }
    }
    Ok(tasks)
}

pub fn save(root: &Root, owner: &OwnerId, tasks: &Tasks) -> Result<()> {
    let mut out = String::new();
    for line in &tasks.lines {
        match line {
            Line::Task(t) => out.push_str(&serde_json::to_string(t)?),
            Line::Kept(raw) => out.push_str(raw),
        }
        out.push('\n');
    }
    fsx::create_private_dir(&root.owner_dir(owner))?;
    fsx::write_atomic(&path(root, owner), out.as_bytes(), 0o600)
}
