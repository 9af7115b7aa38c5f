//! `tasks.jsonl`, one task per line (DESIGN §6.5). Callers hold the owner lock around a
//! load-modify-save (see [`Records`]: damaged lines kept in place, the last line of an id wins).

use anyhow::Result;

use super::records::{Keyed, Records};
use super::{OwnerId, Root};
use crate::tasks::Task;

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

pub fn save(root: &Root, owner: &OwnerId, tasks: &Tasks) -> Result<()> {
    tasks.save(&path(root, owner))
}
