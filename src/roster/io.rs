//! Reading and writing `bots.json`, `squads.json` and `<botId>/bot.json`.

use std::path::Path;

use anyhow::Result;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{BotEntry, BotFile, Roster, SquadEntry};
use crate::error::Failure;
pub use crate::store::fsx::unique_path; // moved: remove after merge
use crate::store::lock::RootGuard;
pub use crate::store::owners::{create_owner_folder, discard_new_owner_folder, move_to_trash}; // moved: remove after merge
use crate::store::{OwnerId, Root, fsx};

fn read_json<T: DeserializeOwned + Default>(path: &Path) -> Result<T> {
    let Some(bytes) = fsx::read_optional(path)? else {
        return Ok(T::default());
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(&bytes).map_err(|e| {
        Failure::general(format!("`{}` is damaged: {e}", path.display()))
            .hint("fix the file by hand or restore it from a backup; okbot will not overwrite it")
            .hint("`okbot doctor` lists every problem in the data root")
            .into()
    })
}

fn write_json<T: Serialize + ?Sized>(path: &Path, value: &T) -> Result<()> {
    let mut bytes = serde_json::to_vec_pretty(value)?;
    bytes.push(b'\n');
    fsx::write_atomic(path, &bytes, 0o600)
}

/// Both roster files; missing files read as empty.
pub fn load(root: &Root) -> Result<Roster> {
    Ok(Roster { bots: load_bots(root)?, squads: load_squads(root)? })
}

pub fn load_bots(root: &Root) -> Result<Vec<BotEntry>> {
    read_json(&root.bots_path())
}

pub fn load_squads(root: &Root) -> Result<Vec<SquadEntry>> {
    read_json(&root.squads_path())
}

pub fn save_bots(root: &Root, _lock: &RootGuard, bots: &[BotEntry]) -> Result<()> {
    write_json(&root.bots_path(), bots)
}

pub fn save_squads(root: &Root, _lock: &RootGuard, squads: &[SquadEntry]) -> Result<()> {
    write_json(&root.squads_path(), squads)
}

/// `<botId>/bot.json`, or `None` when the folder has none.
pub fn load_bot_file(root: &Root, id: &OwnerId) -> Result<Option<BotFile>> {
    let path = root.owner_dir(id).join("bot.json");
    let Some(bytes) = fsx::read_optional(&path)? else {
        return Ok(None);
    };
    serde_json::from_slice(&bytes)
        .map(Some)
        .map_err(|e| Failure::general(format!("`{}` is damaged: {e}", path.display())).into())
}

pub fn save_bot_file(root: &Root, _lock: &RootGuard, bot: &BotFile) -> Result<()> {
    let id = OwnerId::parse(&bot.id)?;
    write_json(&root.owner_dir(&id).join("bot.json"), bot)
}

/// Every owner id ever handed out in this root: roster entries, folders, and deleted owners in
/// `.trash/` (`<id>-<stamp>`), so a new owner never inherits an old one's id or files.
pub fn used_ids(root: &Root) -> Vec<String> {
    let names = |dir: &Path| -> Vec<String> {
        std::fs::read_dir(dir)
            .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default()
    };
    let mut ids = names(root.dir());
    ids.extend(
        names(&root.trash_dir()).into_iter().map(|n| n.split('-').next().unwrap_or_default().to_string()),
    );
    if let Ok(roster) = load(root) {
        ids.extend(roster.owners().into_iter().map(|(id, _, _)| id));
    }
    ids
}
