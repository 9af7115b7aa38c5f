//! Reading what the instruction blocks are built from: the persona (memories are read by
//! `memory::recall`, skills by `skills::io`, tasks by `tasks`).

use anyhow::Result;

use crate::store::{OwnerId, Root};

/// The persona: the newer of SOUL.md and AGENTS.md (see `soul::io::read`); `None` when neither
/// exists.
pub fn persona(root: &Root, owner: &OwnerId) -> Result<Option<String>> {
    Ok(crate::soul::io::read(root, owner)?.map(|p| p.text))
}
