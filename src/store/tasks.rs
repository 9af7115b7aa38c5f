//! `tasks.jsonl`, one task per line (DESIGN §6.5). Callers hold the owner lock around a
//! load-modify-save (see [`Records`]: damaged lines kept in place, the last line of an id wins).

use anyhow::Result;

use super::records::{Keyed, Records};
use super::{OwnerId, Root, fsx};
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

/// The tasks, read only when the file's bytes pass `worth_reading`: `Ok(None)` when they do not
/// (a missing file reads as no bytes). Lets a caller skip parsing a large file that cannot hold
/// what it looks for.
pub fn load_if(
    root: &Root,
    owner: &OwnerId,
    worth_reading: impl FnOnce(&[u8]) -> bool,
) -> Result<Option<Tasks>> {
    let bytes = fsx::read_optional(&path(root, owner))?.unwrap_or_default();
    Ok(worth_reading(&bytes).then(|| Records::parse(&bytes)))
}

pub fn save(root: &Root, owner: &OwnerId, tasks: &Tasks) -> Result<()> {
    tasks.save(&path(root, owner))
}
