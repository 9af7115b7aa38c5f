//! The only code that touches the data root (DESIGN §2): where each file lives, how it is read,
//! and how it is written (atomic rewrites, whole-line appends, per-owner locks).

pub mod fsx;
pub mod jsonl;
pub mod lock;
pub mod logs;
pub mod offline;
pub mod owners;
pub mod records;
pub mod settings;
pub mod summary;
pub mod token_cache;

// Files that know a domain's records moved into that domain's `io` file.

use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::error::Failure;

/// The data root: `--root DIR` > `$OKBOT_HOME` > `~/.okbot`.
#[derive(Debug, Clone)]
pub struct Root {
    dir: PathBuf,
}

/// The two header lines of every `memory.md` (DESIGN §5.1).
pub const MEMORY_HEADER: &str =
    "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n";

impl Root {
    /// Locate the root. A path that exists but is not a folder is an error; a missing folder is
    /// fine (commands that write create it, commands that read see it empty).
    pub fn locate(flag: Option<&Path>) -> Result<Root> {
        let dir = match flag {
            Some(dir) => dir.to_path_buf(),
            None => match std::env::var_os("OKBOT_HOME").filter(|v| !v.is_empty()) {
                Some(home) => PathBuf::from(home),
                None => {
                    let home = std::env::var_os("HOME").filter(|v| !v.is_empty()).ok_or_else(|| {
                        Failure::usage("cannot find the data root: HOME is not set")
                            .hint("pass `--root DIR` or set OKBOT_HOME")
                    })?;
                    PathBuf::from(home).join(".okbot")
                }
            },
        };
        // Paths in messages name the file wherever the command ran from.
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        if dir.exists() && !dir.is_dir() {
            return Err(Failure::general(format!("the data root `{}` is not a folder", dir.display()))
                .hint("pass `--root` a folder (it is created when missing)")
                .into());
        }
        if !dir.exists()
            && let Ok(target) = std::fs::read_link(&dir)
        {
            return Err(Failure::general(format!(
                "the data root `{}` is a symbolic link to `{}`, which does not exist",
                dir.display(),
                target.display()
            ))
            .hint("create the folder the link points to, or pass `--root` a folder")
            .into());
        }
        fsx::register_root(&dir);
        Ok(Root { dir })
    }

    pub fn at(dir: impl Into<PathBuf>) -> Root {
        let dir = dir.into();
        fsx::register_root(&dir);
        Root { dir }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn exists(&self) -> bool {
        self.dir.is_dir()
    }

    pub fn settings_path(&self) -> PathBuf {
        self.dir.join("settings.json")
    }
    pub fn bots_path(&self) -> PathBuf {
        self.dir.join("bots.json")
    }
    pub fn squads_path(&self) -> PathBuf {
        self.dir.join("squads.json")
    }
    pub fn memory_path(&self) -> PathBuf {
        self.dir.join("memory.md")
    }
    pub fn logs_dir(&self) -> PathBuf {
        self.dir.join("logs")
    }
    pub fn lock_path(&self) -> PathBuf {
        self.dir.join(".lock")
    }
    pub fn trash_dir(&self) -> PathBuf {
        self.dir.join(".trash")
    }

    /// `<root>/<ownerId>`; the id is validated by [`OwnerId`] before it gets here.
    pub fn owner_dir(&self, id: &OwnerId) -> PathBuf {
        self.dir.join(id.as_str())
    }

    /// Create the layout of DESIGN §2 where it is missing; never overwrite a file. Returns the
    /// paths it created.
    pub fn init(&self, default_settings: &serde_json::Value) -> Result<Vec<PathBuf>> {
        let mut created = Vec::new();
        if !self.dir.is_dir() {
            fsx::create_private_dir(&self.dir)?;
            created.push(self.dir.clone());
        }
        let mut settings = serde_json::to_vec_pretty(default_settings)?;
        settings.push(b'\n');
        let files: [(PathBuf, &[u8], u32); 4] = [
            (self.settings_path(), &settings, 0o600),
            (self.bots_path(), b"[]\n", 0o600),
            (self.squads_path(), b"[]\n", 0o600),
            (self.memory_path(), MEMORY_HEADER.as_bytes(), 0o600),
        ];
        for (path, bytes, mode) in files {
            if fsx::create_new(&path, bytes, mode)? {
                created.push(path);
            }
        }
        if !self.logs_dir().is_dir() {
            fsx::create_private_dir(&self.logs_dir())?;
            created.push(self.logs_dir());
        }
        Ok(created)
    }

    /// Make sure the root exists before a command writes into it (`default_settings` is what a
    /// new `settings.json` holds).
    pub fn ensure(&self, default_settings: &serde_json::Value) -> Result<()> {
        if !self.dir.join("bots.json").is_file() {
            self.init(default_settings)?;
        }
        Ok(())
    }

    /// Lock the root-level files (bots.json, squads.json, settings.json) for a read-modify-write.
    pub fn lock_roster(&self) -> Result<lock::RootGuard> {
        lock::acquire(&self.lock_path(), "the data root", lock::default_wait()).map(lock::RootGuard::new)
    }

    /// Lock the global memory files (a leaf lock: take it last, see [`lock::GlobalMemoryGuard`]).
    pub fn lock_global_memory(&self) -> Result<lock::GlobalMemoryGuard> {
        fsx::check_writable(&self.dir)?;
        fsx::create_private_dir(&self.dir)?;
        lock::acquire(&self.dir.join(".memory.lock"), "the global memories", lock::default_wait())
            .map(lock::GlobalMemoryGuard::new)
    }

    /// Lock one owner's folder.
    pub fn lock_owner(&self, id: &OwnerId) -> Result<lock::OwnerGuard> {
        // A read-only data root means the whole root, not only its top-level files.
        fsx::check_writable(&self.dir)?;
        let dir = self.owner_dir(id);
        fsx::create_private_dir(&dir)?;
        let lock = lock::acquire(&dir.join(".lock"), &format!("`{}`", id.as_str()), lock::default_wait())?;
        Ok(lock::OwnerGuard::new(id.clone(), lock))
    }

    /// Lock one owner's folder if it is free now; `None` when another process holds it.
    pub fn try_lock_owner(&self, id: &OwnerId) -> Result<Option<lock::OwnerGuard>> {
        fsx::check_writable(&self.dir)?;
        let dir = self.owner_dir(id);
        fsx::create_private_dir(&dir)?;
        let lock = lock::try_acquire(&dir.join(".lock"), &format!("`{}`", id.as_str()))?;
        Ok(lock.map(|l| lock::OwnerGuard::new(id.clone(), l)))
    }
}

/// A validated owner id: safe to join onto the root.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwnerId(String);

impl OwnerId {
    pub fn parse(text: &str) -> Result<OwnerId> {
        validate_id(text)?;
        Ok(OwnerId(text.to_string()))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    pub fn is_squad(&self) -> bool {
        self.0.starts_with("squad_")
    }
}

impl std::fmt::Display for OwnerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// DESIGN §2: no `/`, `\`, `..`, NUL, CR, LF; not empty, not `.`, not hidden.
pub fn validate_id(text: &str) -> Result<()> {
    let bad = text.is_empty()
        || text == "."
        || text.starts_with('.')
        || text.contains(['/', '\\', '\0', '\r', '\n'])
        || text.contains("..")
        || text.len() > 200;
    if bad {
        let shown = text.escape_debug();
        return Err(Failure::usage(format!("`{shown}` is not a valid id"))
            .hint("ids contain no `/`, `\\`, `..`, NUL or line breaks, and do not start with `.`")
            .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_that_could_escape_the_root_are_refused() {
        for bad in ["", ".", "..", "a/b", "a\\b", "x..y", "a\0b", "a\nb", "a\rb", ".hidden"] {
            assert!(validate_id(bad).is_err(), "{bad:?} should be refused");
        }
        for good in ["bot_20261129_001", "squad_20261129_002", "msg_0123abcd", "Writer"] {
            assert!(validate_id(good).is_ok(), "{good:?} should pass");
        }
    }
}
