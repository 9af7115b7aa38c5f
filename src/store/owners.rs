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

/// Create a new owner folder holding `files` (relative `/`-separated paths; folders are made
/// as needed), all or nothing: the files are written into a hidden temporary folder inside the
/// root, which is renamed into place. A failure leaves nothing behind. Under the root's lock.
/// Files are 0600, those named in `executable` 0700.
pub fn create_owner_folder_staged(
    root: &Root,
    _lock: &RootGuard,
    id: &OwnerId,
    files: &[(String, Vec<u8>)],
    executable: &[String],
) -> Result<()> {
    let dir = root.owner_dir(id);
    if std::fs::symlink_metadata(&dir).is_ok() {
        anyhow::bail!("`{}` already exists", dir.display());
    }
    let staging = tempfile::Builder::new()
        .prefix(".okbot-tmp-")
        .tempdir_in(root.dir())
        .with_context(|| format!("cannot create a temporary folder in `{}`", root.dir().display()))?;
    std::fs::set_permissions(staging.path(), std::os::unix::fs::PermissionsExt::from_mode(0o700))
        .with_context(|| format!("cannot set the mode of `{}`", staging.path().display()))?;
    for (rel, bytes) in files {
        let parts: Vec<&str> = rel.split('/').collect();
        if rel.starts_with('/') || parts.iter().any(|p| p.is_empty() || *p == "." || *p == "..") {
            anyhow::bail!("`{rel}` is not a plain relative path");
        }
        let path = staging.path().join(rel);
        if let Some(parent) = path.parent() {
            fsx::create_private_dir(parent)?;
        }
        let mode = if executable.contains(rel) { 0o700 } else { 0o600 };
        fsx::create_new(&path, bytes, mode)?;
    }
    std::fs::rename(staging.path(), &dir)
        .with_context(|| format!("cannot move the new folder into `{}`", dir.display()))?;
    fsx::sync_dir(root.dir());
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
