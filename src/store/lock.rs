//! Per-owner lock files. A guard holds an exclusive `flock` on `<owner>/.lock` (or `<root>/.lock`
//! for the roster) for as long as it lives; the file holds only the holder's pid, for the error
//! message another process shows.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use crate::error::{Failure, code};

/// How long a command waits for a lock before giving up with exit 6. `OKBOT_LOCK_WAIT_MS`
/// overrides it (scripts that prefer to fail fast set it to 0).
pub fn default_wait() -> Duration {
    std::env::var("OKBOT_LOCK_WAIT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(Duration::from_secs(10), Duration::from_millis)
}

/// An exclusive lock; released when dropped.
#[derive(Debug)]
pub struct LockGuard {
    _file: File,
    path: PathBuf,
}

impl LockGuard {
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Take the lock at `path`, waiting up to `wait`. `what` names the owner for the error.
pub fn acquire(path: &Path, what: &str, wait: Duration) -> Result<LockGuard> {
    super::fsx::check_writable(path)?;
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("cannot open lock file `{}`", path.display()))?;
    let deadline = Instant::now() + wait;
    let mut pause = Duration::from_millis(5);
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {
                if Instant::now() >= deadline {
                    return Err(locked_error(&mut file, path, what));
                }
                std::thread::sleep(pause.min(deadline.saturating_duration_since(Instant::now())));
                pause = (pause * 2).min(Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(e).with_context(|| format!("cannot lock `{}`", path.display()));
            }
        }
    }
    // Record who holds it; a failure here only makes the other side's message vaguer.
    // A fixed-width record overwrites the previous holder's in place: truncating the file on
    // every lock costs a filesystem transaction.
    let record = format!("{:<10}\n", std::process::id());
    let _ = file.write_all_at(record.as_bytes(), 0).and_then(|()| match file.metadata()?.len() {
        len if len > record.len() as u64 => file.set_len(record.len() as u64),
        _ => Ok(()),
    });
    Ok(LockGuard { _file: file, path: path.to_path_buf() })
}

fn locked_error(file: &mut File, path: &Path, what: &str) -> anyhow::Error {
    let mut text = String::new();
    let _ = file.seek(SeekFrom::Start(0)).and_then(|_| file.read_to_string(&mut text));
    let holder = text.trim().parse::<u32>().ok();
    let who = holder.map_or_else(|| "another process".to_string(), |pid| format!("pid {pid}"));
    let mut failure = Failure::new(code::LOCKED, format!("{what} is locked by {who}"));
    failure = failure.hint("wait for that command to finish and try again");
    if let Some(pid) = holder {
        failure = failure.hint(format!("`ps -p {pid}` shows what holds it"));
    }
    failure = failure.hint(format!("the lock file is `{}`", path.display()));
    failure.into()
}
