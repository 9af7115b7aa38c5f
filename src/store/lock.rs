//! Per-owner lock files. A guard holds an exclusive `flock` on `<owner>/.lock` (or `<root>/.lock`
//! for the roster) for as long as it lives; the file holds only the holder's pid, for the error
//! message another process shows.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use crate::error::{Failure, code};

/// The wait when `OKBOT_LOCK_WAIT_MS` is not set.
const DEFAULT_WAIT: Duration = Duration::from_secs(10);

/// How long a command waits for a lock before giving up with exit 6. `OKBOT_LOCK_WAIT_MS`
/// overrides it (scripts that prefer to fail fast set it to 0); [`wait_from_env`] has refused
/// a value it cannot read before any command runs.
pub fn default_wait() -> Duration {
    wait_from_env().unwrap_or(DEFAULT_WAIT)
}

/// `OKBOT_LOCK_WAIT_MS` (whole milliseconds), else 10 s. A value that is not a whole number is
/// a usage error, as a bad `OKBOT_NOW` is: silently waiting 10 s instead of the `0` or `500` a
/// script meant would hide its mistake.
pub fn wait_from_env() -> Result<Duration> {
    match std::env::var("OKBOT_LOCK_WAIT_MS") {
        Ok(text) if !text.trim().is_empty() => {
            let ms = text.trim().parse::<u64>().map_err(|_| {
                Failure::usage(format!("OKBOT_LOCK_WAIT_MS is not a whole number of milliseconds: `{text}`"))
                    .hint("use a number like `10000` (`0` fails at once), or unset OKBOT_LOCK_WAIT_MS for the default 10000")
            })?;
            Ok(Duration::from_millis(ms))
        }
        _ => Ok(DEFAULT_WAIT),
    }
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

/// An owner's lock, held: the write functions for that owner's files take it (`&OwnerGuard`),
/// so a write without the lock does not compile. Released when dropped; only
/// [`Root::lock_owner`](super::Root::lock_owner) makes one.
///
/// ```
/// # let dir = tempfile::tempdir().unwrap();
/// use okbot::store::{OwnerId, Root};
/// let root = Root::at(dir.path());
/// let lock = root.lock_owner(&OwnerId::parse("bot_1").unwrap()).unwrap();
/// okbot::tasks::io::save(&root, &lock, &Default::default()).unwrap();
/// ```
///
/// Without the lock the same write does not compile:
///
/// ```compile_fail
/// # let dir = tempfile::tempdir().unwrap();
/// use okbot::store::{OwnerId, Root};
/// let root = Root::at(dir.path());
/// let owner = OwnerId::parse("bot_1").unwrap();
/// okbot::tasks::io::save(&root, &owner, &Default::default()).unwrap();
/// ```
#[derive(Debug)]
pub struct OwnerGuard {
    owner: super::OwnerId,
    _lock: LockGuard,
}

impl OwnerGuard {
    pub(super) fn new(owner: super::OwnerId, lock: LockGuard) -> Self {
        OwnerGuard { owner, _lock: lock }
    }
    /// The owner whose files this guard lets a caller write.
    pub fn owner(&self) -> &super::OwnerId {
        &self.owner
    }
}

/// The data root's lock, held: rewriting root files (settings.json, bots.json, squads.json,
/// a bot's bot.json) takes it (`&RootGuard`). Released when dropped; only
/// [`Root::lock_roster`](super::Root::lock_roster) makes one.
///
/// ```compile_fail
/// # let dir = tempfile::tempdir().unwrap();
/// let root = okbot::store::Root::at(dir.path());
/// okbot::roster::io::save_bots(&root, &[]).unwrap(); // no root lock: does not compile
/// ```
#[derive(Debug)]
pub struct RootGuard {
    _lock: LockGuard,
}

impl RootGuard {
    pub(super) fn new(lock: LockGuard) -> Self {
        RootGuard { _lock: lock }
    }
}

/// The lock of the global memory files (`<root>/memory.md`, `memory-candidates.jsonl`,
/// `memory.meta.json`), held: their rewrites take it (`&GlobalMemoryGuard`). It is a leaf lock
/// (`<root>/.memory.lock`): taken after the root or an owner lock, never before one, so a chat
/// turn holding its owner's lock can write global memories without waiting on a command that
/// holds the root lock and wants that owner. Only
/// [`Root::lock_global_memory`](super::Root::lock_global_memory) makes one.
#[derive(Debug)]
pub struct GlobalMemoryGuard {
    _lock: LockGuard,
}

impl GlobalMemoryGuard {
    pub(super) fn new(lock: LockGuard) -> Self {
        GlobalMemoryGuard { _lock: lock }
    }
}

/// Take the lock at `path`, waiting up to `wait`. `what` names the owner for the error.
///
/// The wait is a blocking `flock` in the kernel's queue (a waiter is woken when the holder
/// lets go, not when a poll happens to come round), done by a helper thread so the wait can
/// end: past the deadline the thread is abandoned and, should it still get the lock later, lets
/// it go at once.
pub fn acquire(path: &Path, what: &str, wait: Duration) -> Result<LockGuard> {
    match take(path, what, Some(wait))? {
        Some(guard) => Ok(guard),
        None => unreachable!("a wait never comes back empty"),
    }
}

/// Take the lock at `path` only if it is free now: `None` when someone holds it.
pub fn try_acquire(path: &Path, what: &str) -> Result<Option<LockGuard>> {
    take(path, what, None)
}

/// [`acquire`] with `wait`, or without waiting at all (`None`: `Ok(None)` when busy).
fn take(path: &Path, what: &str, wait: Option<Duration>) -> Result<Option<LockGuard>> {
    super::fsx::check_writable(path)?;
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("cannot open lock file `{}`", path.display()))?;
    match file.try_lock() {
        Ok(()) => {}
        Err(std::fs::TryLockError::WouldBlock) if wait.is_none() => return Ok(None),
        Err(std::fs::TryLockError::WouldBlock) if wait.is_some_and(|w| w.is_zero()) => {
            return Err(locked_error(&mut file, path, what));
        }
        Err(std::fs::TryLockError::WouldBlock) => match wait_in_queue(&file, wait.unwrap_or_default()) {
            Ok(true) => {}
            Ok(false) => return Err(locked_error(&mut file, path, what)),
            Err(e) => return Err(e).with_context(|| format!("cannot lock `{}`", path.display())),
        },
        Err(std::fs::TryLockError::Error(e)) => {
            return Err(e).with_context(|| format!("cannot lock `{}`", path.display()));
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
    Ok(Some(LockGuard { _file: file, path: path.to_path_buf() }))
}

/// Where a helper thread's blocking lock stands.
enum Waiting {
    Queued,
    Got,
    Failed(std::io::Error),
    /// The caller gave up; a lock got after this is let go at once.
    Abandoned,
}

/// Block on `file`'s lock for at most `wait`: `Ok(true)` when it is held (by `file`'s open
/// file description, which the helper thread's duplicate shares), `Ok(false)` on timeout.
fn wait_in_queue(file: &File, wait: Duration) -> std::io::Result<bool> {
    let twin = file.try_clone()?;
    let state = Arc::new((Mutex::new(Waiting::Queued), Condvar::new()));
    let shared = Arc::clone(&state);
    std::thread::Builder::new().name("okbot-lock".into()).spawn(move || {
        let result = loop {
            match twin.lock() {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                other => break other,
            }
        };
        let (lock, ready) = &*shared;
        let mut s = lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match (&*s, result) {
            (Waiting::Abandoned, Ok(())) => {
                let _ = twin.unlock();
            }
            (Waiting::Abandoned, Err(_)) => {}
            (_, Ok(())) => *s = Waiting::Got,
            (_, Err(e)) => *s = Waiting::Failed(e),
        }
        ready.notify_all();
    })?;
    // A wait too long to add to the clock is no limit at all.
    let deadline = Instant::now().checked_add(wait);
    let (lock, ready) = &*state;
    let mut s = lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    loop {
        match std::mem::replace(&mut *s, Waiting::Queued) {
            Waiting::Got => return Ok(true),
            Waiting::Failed(e) => return Err(e),
            Waiting::Queued | Waiting::Abandoned => {}
        }
        let Some(deadline) = deadline else {
            s = ready.wait(s).unwrap_or_else(std::sync::PoisonError::into_inner);
            continue;
        };
        let now = Instant::now();
        if now >= deadline {
            *s = Waiting::Abandoned;
            return Ok(false);
        }
        s = ready.wait_timeout(s, deadline - now).unwrap_or_else(std::sync::PoisonError::into_inner).0;
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Failure;

    /// A lock held through an open file description of its own, as another process would.
    fn hold(path: &Path) -> File {
        let file = OpenOptions::new().read(true).write(true).create(true).truncate(false).open(path).unwrap();
        file.lock().unwrap();
        file
    }

    #[test]
    fn a_free_lock_is_taken_at_once_and_released_on_drop() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".lock");
        let guard = acquire(&path, "`x`", Duration::ZERO).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap().trim(), std::process::id().to_string());
        assert!(acquire(&path, "`x`", Duration::ZERO).is_err(), "a second holder is refused");
        drop(guard);
        acquire(&path, "`x`", Duration::ZERO).unwrap();
    }

    #[test]
    fn an_owner_guard_names_its_owner_and_holds_its_lock_until_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let root = super::super::Root::at(dir.path());
        let id = super::super::OwnerId::parse("bot_1").unwrap();
        let guard = root.lock_owner(&id).unwrap();
        assert_eq!(guard.owner(), &id);
        let lock = root.owner_dir(&id).join(".lock");
        assert!(acquire(&lock, "`bot_1`", Duration::ZERO).is_err(), "the owner lock is held");
        let roster = root.lock_roster().unwrap();
        assert!(acquire(&root.lock_path(), "root", Duration::ZERO).is_err(), "the root lock is held");
        drop((guard, roster));
        acquire(&lock, "`bot_1`", Duration::ZERO).unwrap();
        acquire(&root.lock_path(), "root", Duration::ZERO).unwrap();
    }

    #[test]
    fn a_zero_wait_fails_at_once_and_a_timed_wait_fails_at_its_deadline() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".lock");
        let holder = hold(&path);
        let started = Instant::now();
        let e = acquire(&path, "`x`", Duration::ZERO).unwrap_err();
        assert_eq!(e.downcast_ref::<Failure>().map(|f| f.code), Some(code::LOCKED));
        assert!(started.elapsed() < Duration::from_millis(100), "no wait: {:?}", started.elapsed());
        let started = Instant::now();
        let e = acquire(&path, "`x`", Duration::from_millis(300)).unwrap_err();
        let waited = started.elapsed();
        assert!(format!("{e}").contains("`x` is locked by"), "{e}");
        assert!(waited >= Duration::from_millis(300) && waited < Duration::from_secs(2), "{waited:?}");
        // The abandoned waiter must not keep the lock once the holder lets go.
        drop(holder);
        let again = acquire(&path, "`x`", Duration::from_secs(5)).unwrap();
        drop(again);
        std::thread::sleep(Duration::from_millis(50));
        acquire(&path, "`x`", Duration::ZERO).expect("nobody holds the lock after its waiter gave up");
    }

    #[test]
    fn a_wait_too_long_for_the_clock_waits_until_the_lock_is_free() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".lock");
        let holder = hold(&path);
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            drop(holder);
        });
        acquire(&path, "`x`", Duration::from_millis(u64::MAX)).expect("no overflow, no timeout");
        release.join().unwrap();
    }

    #[test]
    fn a_waiter_is_woken_when_the_holder_lets_go_not_at_its_next_poll() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".lock");
        let holder = hold(&path);
        // Released in the gap where a doubling poll (5 ms … 100 ms) sleeps longest.
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(260));
            let at = Instant::now();
            drop(holder);
            at
        });
        let guard = acquire(&path, "`x`", Duration::from_secs(10)).unwrap();
        let got = Instant::now();
        let released = release.join().unwrap();
        let late = got.saturating_duration_since(released);
        assert!(late < Duration::from_millis(60), "took the lock {late:?} after it was released");
        drop(guard);
    }
}
