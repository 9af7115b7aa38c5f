//! Owner folders as files: creating one with its first files, removing a half-made one, moving
//! one to the trash. Which owners exist is the roster's business (`roster::io`).

use anyhow::{Context, Result};

use super::lock::{OwnerGuard, RootGuard};
use super::{OwnerId, Root, fsx};

/// Create a new owner folder with its first files (never overwriting).
/// A failure (a full disk) leaves no half-made folder behind. Under the root's lock (the roster
/// that names it is written next).
pub fn create_owner_folder(
    root: &Root,
    lock: &RootGuard,
    id: &OwnerId,
    files: &[(&str, &[u8])],
) -> Result<()> {
    let dir = root.owner_dir(id);
    let existed = dir.exists();
    fsx::create_private_dir(&dir)?;
    for (name, bytes) in files {
        if let Err(e) = fsx::create_new(&dir.join(name), bytes, 0o600) {
            if !existed {
                discard_new_owner_folder(root, lock, id);
            }
            return Err(e);
        }
    }
    Ok(())
}

/// Remove the folder [`create_owner_folder`] just made for `id` when the roster could not be
/// saved after it (best effort: the error being reported matters more).
pub fn discard_new_owner_folder(root: &Root, _lock: &RootGuard, id: &OwnerId) {
    let dir = root.owner_dir(id);
    if fsx::link_inside_root(&dir).is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Move an owner's folder to `<root>/.trash/<id>-<stamp>/` (deletion that can be undone by hand),
/// under that owner's lock.
pub fn move_to_trash(root: &Root, lock: &OwnerGuard, stamp: &str) -> Result<Option<std::path::PathBuf>> {
    let id = lock.owner();
    let dir = root.owner_dir(id);
    if !dir.exists() {
        return Ok(None);
    }
    let trash = root.trash_dir();
    fsx::create_private_dir(&trash)?;
    let target = fsx::unique_path(&trash.join(format!("{id}-{stamp}")));
    std::fs::rename(&dir, &target)
        .with_context(|| format!("cannot move `{}` to `{}`", dir.display(), target.display()))?;
    fsx::sync_dir(root.dir());
    Ok(Some(target))
}
