//! `<botId>/evolution.json`: read tolerantly, written whole (atomic) under the owner lock.

use anyhow::Result;

use super::Evolution;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx};

/// The file of one owner.
pub fn path(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("evolution.json")
}

/// The owner's state; a missing file is a fresh state. A damaged one is a fresh state too, and
/// the second value says so (for a warning); the next [`update`] sets it aside as
/// `evolution.json.corrupt-<stamp>` and rewrites it whole.
pub fn load(root: &Root, owner: &OwnerId) -> Result<(Evolution, Option<String>)> {
    let path = path(root, owner);
    let Some(bytes) = fsx::read_optional(&path)? else { return Ok((Evolution::default(), None)) };
    match Evolution::parse(&bytes) {
        Some(state) => Ok((state, None)),
        None => Ok((
            Evolution::default(),
            Some(format!("`{}` is damaged; its counters start again from zero", path.display())),
        )),
    }
}

/// Write the state (atomic: a temporary file renamed over it); the owner's lock is held. Not
/// flushed to the disk (as the token cache): every turn writes it, a flush costs more than the
/// rest of the wrap-up, and a count lost in a crash only moves the next run by a turn.
pub fn save(root: &Root, lock: &OwnerGuard, state: &Evolution) -> Result<()> {
    fsx::write_cache(&path(root, lock.owner()), state.to_json().as_bytes())
}

/// Read, change and write the state under the owner lock (held by the caller); returns what `f`
/// returned and any warning about a damaged file.
pub fn update<T>(
    root: &Root,
    lock: &OwnerGuard,
    f: impl FnOnce(&mut Evolution) -> T,
) -> Result<(T, Option<String>)> {
    let (mut state, mut warning) = load(root, lock.owner())?;
    let out = f(&mut state);
    if warning.is_some() {
        // What could not be read is kept, never lost (DESIGN §1.2).
        let path = path(root, lock.owner());
        if let Some(bytes) = fsx::read_optional(&path)? {
            let stamp = crate::clock::Clock::from_env()?.now().format("%Y%m%dT%H%M%SZ");
            let aside = fsx::unique_path(&path.with_file_name(format!("evolution.json.corrupt-{stamp}")));
            fsx::write_atomic(&aside, &bytes, 0o600)?;
            warning = Some(format!(
                "`{}` is damaged; its counters start again from zero (the old file is kept as `{}`)",
                path.display(),
                aside.display()
            ));
        }
    }
    save(root, lock, &state)?;
    Ok((out, warning))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_survive_a_reload_unknown_keys_stay_and_a_damaged_file_is_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let owner = OwnerId::parse("bot_20261201_001").unwrap();
        let lock = root.lock_owner(&owner).unwrap();
        let p = path(&root, &owner);
        assert_eq!(load(&root, &owner).unwrap(), (Evolution::default(), None));
        std::fs::write(&p, r#"{"memory":{"turnsSince":1,"mine":true},"app":[1]}"#).unwrap();
        let ((), warning) = update(&root, &lock, |e| e.memory.record("hello")).unwrap();
        assert_eq!(warning, None);
        let (again, _) = load(&root, &owner).unwrap();
        assert_eq!((again.memory.turns_since, again.memory.chars_since), (2, 5));
        assert_eq!(again.memory.extra["mine"], true);
        assert_eq!(again.extra["app"], serde_json::json!([1]));
        std::fs::write(&p, "{damaged").unwrap();
        let ((), warning) = update(&root, &lock, |e| e.memory.record("hi")).unwrap();
        assert!(warning.unwrap().contains("is damaged"));
        let (fresh, warning) = load(&root, &owner).unwrap();
        assert_eq!((fresh.memory.turns_since, warning), (1, None), "rewritten whole");
        let aside: Vec<_> = std::fs::read_dir(p.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("evolution.json.corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1, "the damaged file is set aside");
        assert_eq!(std::fs::read(p.with_file_name(&aside[0])).unwrap(), b"{damaged");
    }
}
