//! Filesystem primitives: atomic rewrites, private folders, and the read-only check.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

use anyhow::{Context, Result};

use crate::error::Failure;

/// Refuse to write where the permission bits say no, even when running as root: a user who
/// made a data root read-only meant it.
pub fn check_writable(path: &Path) -> Result<()> {
    let dir = if path.is_dir() { path } else { path.parent().unwrap_or(path) };
    for p in [dir, path] {
        if let Ok(meta) = fs::metadata(p)
            && meta.permissions().mode() & 0o222 == 0
        {
            return Err(Failure::general(format!("`{}` is read-only", p.display()))
                .hint(format!("make it writable (`chmod u+w {}`) or use another --root", p.display()))
                .into());
        }
    }
    Ok(())
}

/// Create a folder (and parents) with mode 0700 when it does not exist.
pub fn create_private_dir(dir: &Path) -> Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    if let Some(parent) = dir.parent().filter(|p| p.is_dir()) {
        check_writable(parent)?;
    }
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .with_context(|| format!("cannot create folder `{}`", dir.display()))
}

/// Replace `path` with `bytes` atomically: temp file in the same folder, fsync, rename, fsync
/// the folder. An existing file keeps its mode; a new one gets `new_mode`.
pub fn write_atomic(path: &Path, bytes: &[u8], new_mode: u32) -> Result<()> {
    let mode = fs::metadata(path).map(|m| m.permissions().mode() & 0o7777).unwrap_or(new_mode);
    write_atomic_with_mode(path, bytes, mode)
}

/// [`write_atomic`] with an exact mode (settings.json is always 0600: it may hold API keys).
pub fn write_atomic_with_mode(path: &Path, bytes: &[u8], mode: u32) -> Result<()> {
    let dir = path.parent().context("a file path has no parent folder")?;
    check_writable(path)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".okbot-tmp-")
        .tempfile_in(dir)
        .with_context(|| format!("cannot create a temporary file in `{}`", dir.display()))?;
    let mut write = || -> std::io::Result<()> {
        tmp.write_all(bytes)?;
        tmp.as_file().set_permissions(fs::Permissions::from_mode(mode))?;
        tmp.as_file().sync_all()
    };
    write().with_context(|| format!("cannot write `{}`", path.display()))?;
    tmp.persist(path).map_err(|e| e.error).with_context(|| format!("cannot replace `{}`", path.display()))?;
    sync_dir(dir);
    Ok(())
}

/// Create a new file with `bytes` only if it does not exist yet (never overwrites).
/// Returns false when the file was already there.
pub fn create_new(path: &Path, bytes: &[u8], mode: u32) -> Result<bool> {
    if path.exists() {
        return Ok(false);
    }
    check_writable(path)?;
    let mut file = match OpenOptions::new().write(true).create_new(true).mode(mode).open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(false),
        Err(e) => return Err(e).with_context(|| format!("cannot create `{}`", path.display())),
    };
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write `{}`", path.display()))?;
    Ok(true)
}

/// Read a whole file; `None` when it does not exist.
pub fn read_optional(path: &Path) -> Result<Option<Vec<u8>>> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read `{}`", path.display())),
    }
}

/// Best effort: make a rename durable. Some filesystems refuse to fsync folders.
pub fn sync_dir(dir: &Path) {
    if let Ok(handle) = fs::File::open(dir) {
        let _ = handle.sync_all();
    }
}
