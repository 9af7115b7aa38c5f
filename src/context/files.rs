//! Reading what the instruction blocks are built from: persona and memories (skills are read
//! by `skills::io`, tasks by `tasks`).

use anyhow::Result;

use crate::memory::MemoryRow;
use crate::store::{OwnerId, Root, fsx};

/// SOUL.md, or AGENTS.md in older OkBot roots; `None` when neither exists.
pub fn persona(root: &Root, owner: &OwnerId) -> Result<Option<String>> {
    let dir = root.owner_dir(owner);
    for name in ["SOUL.md", "AGENTS.md"] {
        if let Some(bytes) = fsx::read_optional(&dir.join(name))? {
            return Ok(Some(String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok(None)
}

/// Memory rows of one `memory.md`; comment lines and lines that are not rows are skipped.
pub fn memory_rows(path: &std::path::Path) -> Result<Vec<MemoryRow>> {
    let Some(bytes) = fsx::read_optional(path)? else {
        return Ok(Vec::new());
    };
    let text = String::from_utf8_lossy(&bytes);
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with('{'))
        .filter_map(|l| serde_json::from_str::<MemoryRow>(l).ok())
        .collect())
}

/// Global memories plus this assistant's.
pub fn memories(root: &Root, owner: &OwnerId) -> Result<Vec<MemoryRow>> {
    let mut rows = memory_rows(&root.memory_path())?;
    rows.extend(memory_rows(&root.owner_dir(owner).join("memory.md"))?);
    Ok(rows)
}
