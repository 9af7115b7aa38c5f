//! Filesystem primitives: atomic rewrites, private folders, the read-only check, and the
//! refusal to follow symbolic links inside a data root.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::error::Failure;

/// The data roots this process works in. Inside them okbot follows no symbolic link: a linked
/// owner folder, data file, `skills/<slug>` or `pending/` could lead reads and writes out of the
/// root. The root itself may be a link (`~/.okbot -> /data/okbot`); so may anything above it.
static ROOTS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Declare `dir` a data root (done by [`super::Root`]): from now on no path below it is opened
/// through a symbolic link.
pub fn register_root(dir: &Path) {
    let mut roots = ROOTS.lock().unwrap_or_else(|e| e.into_inner());
    if !roots.iter().any(|r| r == dir) {
        roots.push(dir.to_path_buf());
    }
}

/// The innermost registered root that `path` lies in (compared by path components).
fn root_of(path: &Path) -> Option<PathBuf> {
    let roots = ROOTS.lock().unwrap_or_else(|e| e.into_inner());
    roots.iter().filter(|r| path.starts_with(r)).max_by_key(|r| r.components().count()).cloned()
}

/// Whether `path` lies in a data root (where no symbolic link is followed).
pub fn in_root(path: &Path) -> bool {
    root_of(path).is_some()
}

/// The first symbolic link on the way from the data root down to `path` (`path` included),
/// if any. Paths outside every data root are not checked; parts that do not exist yet end
/// the walk.
pub fn link_inside_root(path: &Path) -> Option<PathBuf> {
    let root = root_of(path)?;
    let rest = path.strip_prefix(&root).ok()?;
    let mut at = root;
    for part in rest.components() {
        at.push(part);
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => return Some(at),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
    None
}

/// Refuse `path` when it, or a folder between the data root and it, is a symbolic link.
pub fn check_no_link(path: &Path) -> Result<()> {
    match link_inside_root(path) {
        None => Ok(()),
        Some(link) => Err(link_failure(&link).into()),
    }
}

fn link_failure(link: &Path) -> Failure {
    let target = fs::read_link(link).map(|t| format!(" (to `{}`)", t.display())).unwrap_or_default();
    Failure::general(format!(
        "`{}` is a symbolic link{target}; okbot does not follow links inside the data root",
        link.display()
    ))
    .hint("replace the link with the real file or folder, or move it out of the data root")
    .hint("`okbot doctor` lists every link in the data root")
}

/// Open a data file for reading without following a symbolic link (neither the file nor a
/// folder between the root and it); `None` when it does not exist. Only a plain file is
/// opened: a fifo or device in its place is refused (opening a fifo would wait for a writer
/// forever, reading `/dev/zero` would never end).
pub fn open_read(path: &Path) -> Result<Option<File>> {
    check_no_link(path)?;
    // O_NONBLOCK: opening a fifo returns at once instead of waiting for a writer; it has no
    // effect on reads of a plain file.
    match OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path) {
        Ok(file) => {
            check_plain_file(&file, path)?;
            Ok(Some(file))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(no_follow_error(e, path)).with_context(|| format!("cannot read `{}`", path.display())),
    }
}

/// [`read_optional`] for a file in a folder the caller has just listed and found to be no link
/// (a skill's `SKILL.md` in `skills/<slug>/`, the folder's entry type read from the listing):
/// only the file itself is opened without following a link, saving the walk from the root,
/// which is most of the cost when hundreds of files are read. Reading stops early once
/// `enough` says the bytes read so far are all the caller needs (a skill's front matter).
/// Outside the data root (`follow`: global skills) a link is the user's business and followed.
pub fn read_head_in_listed(
    path: &Path,
    follow: bool,
    enough: impl Fn(&[u8]) -> bool,
) -> Result<Option<Vec<u8>>> {
    use std::io::Read;
    let flags = if follow { libc::O_NONBLOCK } else { libc::O_NOFOLLOW | libc::O_NONBLOCK };
    let mut file = match OpenOptions::new().read(true).custom_flags(flags).open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(no_follow_error(e, path))
                .with_context(|| format!("cannot read `{}`", path.display()));
        }
    };
    check_plain_file(&file, path)?;
    const CHUNK: usize = 4096;
    let mut bytes = Vec::with_capacity(CHUNK);
    loop {
        let start = bytes.len();
        bytes.resize(start + CHUNK, 0);
        let n = loop {
            match file.read(&mut bytes[start..]) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                other => break other.with_context(|| format!("cannot read `{}`", path.display()))?,
            }
        };
        bytes.truncate(start + n);
        if n == 0 || enough(&bytes) {
            return Ok(Some(bytes));
        }
    }
}

/// Refuse an open data file that is not a plain file (a fifo, socket, device or folder).
pub fn check_plain_file(file: &File, path: &Path) -> Result<()> {
    let meta = file.metadata().with_context(|| format!("cannot read `{}`", path.display()))?;
    if meta.is_file() {
        return Ok(());
    }
    let kind = if meta.is_dir() { "a folder" } else { "not a plain file (a fifo, socket or device)" };
    Err(Failure::general(format!(
        "`{}` is {kind}; okbot reads and writes only plain files there",
        path.display()
    ))
    .hint("move it away; okbot creates the file again when it needs one")
    .hint("`okbot doctor` checks every file of the data root")
    .into())
}

/// `ELOOP` from an `O_NOFOLLOW` open means the file became a link after the check: say so.
pub fn no_follow_error(e: std::io::Error, path: &Path) -> anyhow::Error {
    if e.raw_os_error() == Some(libc::ELOOP) { link_failure(path).into() } else { e.into() }
}

/// Refuse to write where the permission bits say no, even when running as root: a user who
/// made a data root read-only meant it. Also refuses a path that is, or lies under, a symbolic
/// link inside the data root (every writer, lock files included, passes through here).
pub fn check_writable(path: &Path) -> Result<()> {
    check_no_link(path)?;
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
    check_no_link(dir)?;
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
    replace(path, bytes, mode, true)
}

/// Replace a cache file (mode 0600): atomic like [`write_atomic`] but not flushed to disk. A
/// cache may be lost in a crash (readers then rebuild it), so it costs no disk sync, which is
/// most of what a small write costs.
pub fn write_cache(path: &Path, bytes: &[u8]) -> Result<()> {
    replace(path, bytes, 0o600, false)
}

fn replace(path: &Path, bytes: &[u8], mode: u32, durable: bool) -> Result<()> {
    let dir = path.parent().context("a file path has no parent folder")?;
    check_writable(path)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".okbot-tmp-")
        .tempfile_in(dir)
        .map_err(|e| {
            // tempfile names its random file in the error: a name that never existed for the
            // user, so only the folder is named.
            let text = e.to_string();
            std::io::Error::new(e.kind(), text.rsplit_once(" at path ").map_or(text.as_str(), |(t, _)| t))
        })
        .with_context(|| format!("cannot create a temporary file in `{}`", dir.display()))?;
    let mut write = || -> std::io::Result<()> {
        // Through the File: the error then names no temporary path.
        tmp.as_file_mut().write_all(bytes)?;
        tmp.as_file().set_permissions(fs::Permissions::from_mode(mode))?;
        if durable { tmp.as_file().sync_all() } else { Ok(()) }
    };
    write().with_context(|| format!("cannot write `{}`", path.display()))?;
    tmp.persist(path).map_err(|e| e.error).with_context(|| format!("cannot replace `{}`", path.display()))?;
    if durable {
        sync_dir(dir);
    }
    Ok(())
}

/// Create a new file with `bytes` only if it does not exist yet (never overwrites).
/// Returns false when the file was already there.
pub fn create_new(path: &Path, bytes: &[u8], mode: u32) -> Result<bool> {
    if path.exists() {
        return Ok(false);
    }
    check_writable(path)?;
    let opened =
        OpenOptions::new().write(true).create_new(true).mode(mode).custom_flags(libc::O_NOFOLLOW).open(path);
    let mut file = match opened {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(false),
        Err(e) => return Err(e).with_context(|| format!("cannot create `{}`", path.display())),
    };
    if let Err(e) = file.write_all(bytes).and_then(|()| file.sync_all()) {
        // A full disk: leave no empty or partial file behind (it is ours; it did not exist).
        drop(file);
        let _ = fs::remove_file(path);
        return Err(e).with_context(|| format!("cannot write `{}`", path.display()));
    }
    Ok(true)
}

/// Read a whole file; `None` when it does not exist. Inside the data root a symbolic link is
/// refused, not followed.
pub fn read_optional(path: &Path) -> Result<Option<Vec<u8>>> {
    use std::io::Read;
    let Some(mut file) = open_read(path)? else {
        return Ok(None);
    };
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).with_context(|| format!("cannot read `{}`", path.display()))?;
    Ok(Some(bytes))
}

/// The first `limit` bytes of a file and its whole length; `None` when it does not exist. A
/// file asked for by name that may be huge (a skill's SKILL.md) is not read whole to be refused.
/// Inside the data root a link is refused, as [`read_optional`] refuses it; outside it (global
/// skills) a link is the user's business and followed.
pub fn read_optional_up_to(path: &Path, limit: u64) -> Result<Option<(Vec<u8>, u64)>> {
    use std::io::Read;
    let file = if in_root(path) {
        open_read(path)?
    } else {
        match OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path) {
            Ok(file) => {
                check_plain_file(&file, path)?;
                Some(file)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(e).with_context(|| format!("cannot read `{}`", path.display())),
        }
    };
    let Some(file) = file else { return Ok(None) };
    let len = file.metadata().with_context(|| format!("cannot read `{}`", path.display()))?.len();
    let mut bytes = Vec::new();
    file.take(limit).read_to_end(&mut bytes).with_context(|| format!("cannot read `{}`", path.display()))?;
    // (A file that grew after the stat: what was read is its length as far as the caller knows.)
    let len = len.max(bytes.len() as u64);
    Ok(Some((bytes, len)))
}

/// Best effort: make a rename durable. Some filesystems refuse to fsync folders.
pub fn sync_dir(dir: &Path) {
    if let Ok(handle) = fs::File::open(dir) {
        let _ = handle.sync_all();
    }
}

/// How a file looked to `stat`: size, modification and status-change times, inode. Any write
/// moves the status-change time (which no tool can set back), and okbot's atomic rewrites also
/// give a new inode, so an unchanged stamp means an unchanged file, except for a write within
/// the file system's time granularity of the stamp: see [`Stamp::settled`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    pub len: u64,
    /// Seconds and nanoseconds since 1970.
    pub mtime: (i64, i64),
    pub ctime: (i64, i64),
    pub ino: u64,
}

impl Stamp {
    /// The stamp of `path`; `None` when it does not exist.
    pub fn of(path: &Path) -> Result<Option<Stamp>> {
        match std::fs::metadata(path) {
            Ok(m) => Ok(Some(Stamp {
                len: m.len(),
                mtime: (m.mtime(), m.mtime_nsec()),
                ctime: (m.ctime(), m.ctime_nsec()),
                ino: m.ino(),
            })),
            Err(e)
                if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) =>
            {
                Ok(None)
            }
            Err(e) => Err(e).with_context(|| format!("cannot read the details of `{}`", path.display())),
        }
    }

    /// The stamp of `path` when it is a plain file (a link is followed only with `follow`);
    /// `None` for anything else, missing or unreadable included.
    pub fn of_plain(path: &Path, follow: bool) -> Option<Stamp> {
        let m = if follow { std::fs::metadata(path) } else { std::fs::symlink_metadata(path) };
        let m = m.ok().filter(|m| m.is_file())?;
        Some(Stamp {
            len: m.len(),
            mtime: (m.mtime(), m.mtime_nsec()),
            ctime: (m.ctime(), m.ctime_nsec()),
            ino: m.ino(),
        })
    }

    /// Whether the file was last changed at least `margin` before `now` (the system clock):
    /// a later write in the same clock tick of the file system could not leave the same stamp.
    pub fn settled(&self, now: SystemTime, margin: Duration) -> bool {
        let nanos = |(s, ns): (i64, i64)| i128::from(s) * 1_000_000_000 + i128::from(ns);
        let changed = nanos(self.mtime).max(nanos(self.ctime));
        let now = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as i128);
        changed <= now - margin.as_nanos() as i128
    }
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

/// One walk of `dir`, without following links: every symbolic link under it (sorted), and
/// every folder (`true`) whose own mode has any of 0o077, or file (`false`) with any of 0o066,
/// with that mode; even inside a closed folder (a copy or a later `chmod` keeps modes).
pub fn links_and_open_modes(dir: &Path) -> (Vec<PathBuf>, Vec<(PathBuf, u32, bool)>) {
    let mut stack = vec![dir.to_path_buf()];
    let mut links = Vec::new();
    let mut open = Vec::new();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            // `DirEntry::metadata` does not follow a link: the mode is the entry's own.
            let Ok(meta) = entry.metadata() else { continue };
            let kind = meta.file_type();
            if kind.is_symlink() {
                links.push(entry.path());
                continue;
            }
            let mode = meta.permissions().mode() & 0o777;
            if kind.is_dir() {
                stack.push(entry.path());
                if mode & 0o077 != 0 {
                    open.push((entry.path(), mode, true));
                }
            } else if mode & 0o066 != 0 {
                open.push((entry.path(), mode, false));
            }
        }
    }
    links.sort();
    (links, open)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_into_a_missing_folder_names_the_folder_and_no_temporary_file() {
        let tmp = tempfile::tempdir().unwrap();
        let err = write_atomic(&tmp.path().join("gone/x.json"), b"{}", 0o600).unwrap_err();
        let text = format!("{err:#}");
        assert!(text.contains(&format!("`{}`", tmp.path().join("gone").display())), "{text}");
        assert!(!text.contains(".okbot-tmp-"), "{text}");
    }

    #[test]
    fn links_inside_a_root_are_refused_but_the_root_itself_may_be_a_link() {
        let tmp = tempfile::tempdir().unwrap();
        let real = tmp.path().join("real");
        let outside = tmp.path().join("outside");
        fs::create_dir_all(real.join("bot_1")).unwrap();
        fs::create_dir_all(&outside).unwrap();
        let root = tmp.path().join("root-link");
        std::os::unix::fs::symlink(&real, &root).unwrap();
        register_root(&root);

        // The root is a link: fine.
        write_atomic(&root.join("bot_1/a.json"), b"{}", 0o600).unwrap();
        assert_eq!(read_optional(&root.join("bot_1/a.json")).unwrap().unwrap(), b"{}");

        // A linked owner folder: every writer and reader refuses it.
        std::os::unix::fs::symlink(&outside, root.join("bot_2")).unwrap();
        let file = root.join("bot_2/b.json");
        let refused = |e: anyhow::Error| format!("{e:#}").contains("is a symbolic link");
        assert!(refused(write_atomic(&file, b"x", 0o600).unwrap_err()));
        assert!(refused(create_new(&file, b"x", 0o600).unwrap_err()));
        assert!(refused(create_private_dir(&root.join("bot_2/pending")).unwrap_err()));
        assert!(refused(read_optional(&file).unwrap_err()));
        assert!(refused(check_writable(&root.join("bot_2/.lock")).unwrap_err()));
        assert_eq!(fs::read_dir(&outside).unwrap().count(), 0, "nothing was written outside");

        // A linked data file: an atomic rewrite does not replace the link either.
        fs::write(outside.join("c.json"), "keep").unwrap();
        std::os::unix::fs::symlink(outside.join("c.json"), root.join("bot_1/c.json")).unwrap();
        assert!(refused(write_atomic(&root.join("bot_1/c.json"), b"x", 0o600).unwrap_err()));
        assert!(fs::symlink_metadata(root.join("bot_1/c.json")).unwrap().file_type().is_symlink());
        assert_eq!(link_inside_root(&root.join("bot_1/c.json")), Some(root.join("bot_1/c.json")));

        // Outside every root nothing is checked.
        let elsewhere = tmp.path().join("elsewhere-link");
        std::os::unix::fs::symlink(&outside, &elsewhere).unwrap();
        assert_eq!(read_optional(&elsewhere.join("c.json")).unwrap().unwrap(), b"keep");
    }
}
