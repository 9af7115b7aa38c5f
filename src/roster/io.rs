//! Reading and writing `bots.json`, `squads.json` and `<botId>/bot.json`.

use std::path::Path;

use anyhow::Result;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{BotEntry, BotFile, Roster, SquadEntry};
use std::collections::HashSet;

use crate::doctor::Report;
use crate::error::Failure;
use crate::store::lock::RootGuard;
pub use crate::store::owners::{
    create_owner_folder, create_owner_folder_staged, discard_new_owner_folder, move_to_trash,
};
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

// ---- `okbot doctor`: what is wrong in these files.

/// `okbot doctor` on bots.json and squads.json, and each bot's bot.json, persona and memory.
/// Returns the owners whose files to check (in roster order) and every id the roster names.
pub fn check(r: &mut Report) -> (Vec<OwnerId>, HashSet<String>) {
    let root = r.root().clone();
    let bots: Vec<BotEntry> = read_roster(r, &root.bots_path()).unwrap_or_default();
    let squads: Vec<SquadEntry> = read_roster(r, &root.squads_path()).unwrap_or_default();
    let mut owners = Vec::new();
    let mut seen = HashSet::new();
    for bot in &bots {
        if !seen.insert(bot.id.clone()) {
            r.error(
                &root.bots_path(),
                format!("`{}` is listed twice", bot.id),
                Some("remove one entry by hand"),
            );
            continue;
        }
        let Ok(id) = OwnerId::parse(&bot.id) else {
            r.error(&root.bots_path(), format!("`{}` is not a valid id", bot.id.escape_debug()), None);
            continue;
        };
        check_bot(r, &id);
        owners.push(id);
    }
    for squad in &squads {
        let Ok(id) = OwnerId::parse(&squad.id) else {
            r.error(&root.squads_path(), format!("`{}` is not a valid id", squad.id.escape_debug()), None);
            continue;
        };
        if !seen.insert(squad.id.clone()) {
            r.error(&root.squads_path(), format!("`{}` is listed twice", squad.id), None);
            continue;
        }
        if squad.members.len() < 2 {
            r.warn(
                &root.squads_path(),
                format!("squad `{}` has fewer than two members", squad.id),
                Some("`okbot squad add-member`"),
            );
        }
        for m in &squad.members {
            if !bots.iter().any(|b| b.id == m.bot_id) {
                r.error(
                    &root.squads_path(),
                    format!("squad `{}` names `{}`, which is not in bots.json", squad.id, m.bot_id),
                    Some("`okbot squad remove-member`"),
                );
            }
        }
        owners.push(id);
    }
    (owners, seen)
}

fn read_roster<T: serde::de::DeserializeOwned>(r: &mut Report, path: &Path) -> Option<Vec<T>> {
    match fsx::read_optional(path) {
        Ok(None) => {
            r.warn(path, "missing".into(), Some("run `okbot init`"));
            None
        }
        Ok(Some(bytes)) => match serde_json::from_slice(&bytes) {
            Ok(rows) => Some(rows),
            Err(e) => {
                r.error(path, format!("damaged: {e}"), Some("fix it by hand; okbot will not overwrite it"));
                None
            }
        },
        Err(e) => {
            r.error(path, format!("{e:#}"), None);
            None
        }
    }
}

fn check_bot(r: &mut Report, id: &OwnerId) {
    let dir = r.root().owner_dir(id);
    if !dir.is_dir() {
        r.error(
            &dir,
            format!("`{id}` is in bots.json but has no folder"),
            Some("restore the folder, or delete the assistant"),
        );
        return;
    }
    let path = dir.join("bot.json");
    match fsx::read_optional(&path) {
        Ok(None) => r.warn(&path, "missing".into(), None),
        Ok(Some(bytes)) => match serde_json::from_slice::<BotFile>(&bytes) {
            Ok(bot) if bot.id != id.as_str() => {
                r.error(
                    &path,
                    format!("says id `{}` but lives in `{id}`", bot.id),
                    Some("fix the id by hand"),
                );
            }
            Ok(_) => {}
            Err(e) => r.error(&path, format!("damaged: {e}"), None),
        },
        Err(e) => r.error(&path, format!("{e:#}"), None),
    }
    crate::soul::io::check(r, id);
    crate::memory::io::check(r, &dir.join("memory.md"), true);
}
