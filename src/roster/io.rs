//! Reading and writing `bots.json`, `squads.json` and `<botId>/bot.json`.

use std::path::Path;

use anyhow::{Context, Result};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{OwnerId, Root, fsx};
use crate::error::Failure;
use crate::roster::{BotEntry, BotFile, Roster, SquadEntry};

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

pub fn save_bots(root: &Root, bots: &[BotEntry]) -> Result<()> {
    write_json(&root.bots_path(), bots)
}

pub fn save_squads(root: &Root, squads: &[SquadEntry]) -> Result<()> {
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

pub fn save_bot_file(root: &Root, bot: &BotFile) -> Result<()> {
    let id = OwnerId::parse(&bot.id)?;
    write_json(&root.owner_dir(&id).join("bot.json"), bot)
}

/// Create a new owner folder with its first files (never overwriting).
/// A failure (a full disk) leaves no half-made folder behind.
pub fn create_owner_folder(root: &Root, id: &OwnerId, files: &[(&str, &[u8])]) -> Result<()> {
    let dir = root.owner_dir(id);
    let existed = dir.exists();
    fsx::create_private_dir(&dir)?;
    for (name, bytes) in files {
        if let Err(e) = fsx::create_new(&dir.join(name), bytes, 0o600) {
            if !existed {
                discard_new_owner_folder(root, id);
            }
            return Err(e);
        }
    }
    Ok(())
}

/// Remove the folder [`create_owner_folder`] just made for `id` when the roster could not be
/// saved after it (best effort: the error being reported matters more).
pub fn discard_new_owner_folder(root: &Root, id: &OwnerId) {
    let dir = root.owner_dir(id);
    if fsx::link_inside_root(&dir).is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Move an owner's folder to `<root>/.trash/<id>-<stamp>/` (deletion that can be undone by hand).
pub fn move_to_trash(root: &Root, id: &OwnerId, stamp: &str) -> Result<Option<std::path::PathBuf>> {
    let dir = root.owner_dir(id);
    if !dir.exists() {
        return Ok(None);
    }
    let trash = root.trash_dir();
    fsx::create_private_dir(&trash)?;
    let target = unique_path(&trash.join(format!("{id}-{stamp}")));
    std::fs::rename(&dir, &target)
        .with_context(|| format!("cannot move `{}` to `{}`", dir.display(), target.display()))?;
    fsx::sync_dir(root.dir());
    Ok(Some(target))
}

/// `path`, or `path-2`, `path-3` … whichever does not exist yet.
pub fn unique_path(path: &Path) -> std::path::PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    (2..)
        .map(|n| std::path::PathBuf::from(format!("{}-{n}", path.display())))
        .find(|p| !p.exists())
        .expect("an unused name exists")
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
