//! Shared harness for the integration tests: every test gets a fresh data root in a temp
//! folder and runs the real `okbot` binary against it with a cleared, pinned environment.
//!
//! Every module of `tests/all/` uses it as `crate::support`; the area helpers are its submodules.

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;
use tempfile::TempDir;

pub mod chat;
pub mod context;
pub mod fake_llm;
pub mod golden;
pub mod schedule;
pub mod task;

/// The clock every test runs at unless it says otherwise.
pub const NOW: &str = "2026-11-29T23:00:00Z";

/// The stamp okbot writes into files for [`NOW`].
pub const STAMP: &str = "2026-11-29T23:00:00.000Z";

/// How a test sees one finished `okbot` run.
pub struct Run {
    /// The exit code (`None` when a signal ended the process).
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn from_output(out: std::process::Output) -> Run {
        Run {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Assert the exit code; on mismatch the message shows both streams.
    #[track_caller]
    pub fn expect_code(&self, code: i32) -> &Run {
        assert_eq!(self.code, Some(code), "unexpected exit code\n{self:?}");
        self
    }

    /// Assert an `okbot: error: …` report with this exit code, mentioning `needle`, and nothing
    /// on stdout (stdout carries only data).
    #[track_caller]
    pub fn expect_error(&self, code: i32, needle: &str) -> &Run {
        self.expect_code(code);
        assert!(
            self.stderr.starts_with("okbot: error: "),
            "stderr should start with `okbot: error: `\n{self:?}"
        );
        assert!(self.stderr.contains(needle), "stderr should mention {needle:?}\n{self:?}");
        assert_eq!(self.stdout, "", "an error prints nothing on stdout\n{self:?}");
        self
    }

    /// Assert a refused command: exit 2, `okbot: error: ERROR` as the first stderr line, a
    /// `hint:` line containing `hint`, nothing on stdout.
    #[track_caller]
    pub fn expect_usage_error(&self, error: &str, hint: &str) -> &Run {
        self.expect_error(2, error);
        assert_eq!(self.error_line(), format!("okbot: error: {error}"), "{self:?}");
        assert!(
            self.stderr.lines().any(|l| l.starts_with("hint: ") && l.contains(hint)),
            "a `hint:` line mentioning {hint:?}\n{self:?}"
        );
        self
    }

    /// The first line of stderr, i.e. the error message itself.
    pub fn error_line(&self) -> &str {
        self.stderr.lines().next().unwrap_or("")
    }

    /// Parse stdout as one JSON document.
    #[track_caller]
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not one JSON document ({e})\n{self:?}"))
    }
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "exit: {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}", self.code, self.stdout, self.stderr)
    }
}

/// A fresh data root and the environment to run `okbot` in.
pub struct TestEnv {
    tmp: TempDir,
    root: PathBuf,
    vars: Mutex<BTreeMap<String, Option<String>>>,
}

impl Default for TestEnv {
    fn default() -> Self {
        Self::new()
    }
}

impl TestEnv {
    /// A temp HOME with the data root at `<home>/.okbot` (not created yet: tests that need it
    /// run `init` or copy a fixture).
    pub fn new() -> TestEnv {
        let tmp = tempfile::Builder::new().prefix("okbot-test-").tempdir().expect("create a temp dir");
        let root = tmp.path().join(".okbot");
        let mut vars = BTreeMap::new();
        vars.insert("OKBOT_NOW".to_string(), Some(NOW.to_string()));
        vars.insert("OKBOT_LOCK_WAIT_MS".to_string(), Some("200".to_string()));
        TestEnv { tmp, root, vars: Mutex::new(vars) }
    }

    /// A fresh root that is already initialised.
    pub fn initialized() -> TestEnv {
        let env = TestEnv::new();
        env.ok(&["init"]);
        env
    }

    /// A root copied from `tests/fixtures/<name>/`, with the modes a real root has
    /// (folders 0700, files 0600; git does not keep modes).
    pub fn from_fixture(name: &str) -> TestEnv {
        let env = TestEnv::new();
        copy_tree(&fixture_dir(name), &env.root);
        env
    }

    /// Set (or override) an environment variable for every later run.
    pub fn set_var(&self, key: &str, value: &str) {
        self.vars.lock().unwrap().insert(key.to_string(), Some(value.to_string()));
    }

    /// Leave an environment variable out of every later run.
    pub fn unset_var(&self, key: &str) {
        self.vars.lock().unwrap().insert(key.to_string(), None);
    }

    /// The temp folder used as HOME.
    pub fn home(&self) -> &Path {
        self.tmp.path()
    }

    /// The data root (`OKBOT_HOME`).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The root as text, for expected output.
    pub fn root_str(&self) -> String {
        self.root.display().to_string()
    }

    /// A `std` command for `okbot args…` in the cleared environment (for spawning by hand).
    pub fn std_command(&self, args: &[&str]) -> std::process::Command {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_okbot"));
        cmd.args(args);
        self.prepare(&mut cmd);
        cmd
    }

    /// `sh -c SCRIPT` in the same environment, for real pipelines; `$OKBOT` is the binary.
    pub fn shell(&self, script: &str) -> std::process::Command {
        let mut cmd = std::process::Command::new("sh");
        cmd.arg("-c").arg(script);
        self.prepare(&mut cmd);
        cmd.env("OKBOT", env!("CARGO_BIN_EXE_okbot"));
        cmd
    }

    fn prepare(&self, cmd: &mut std::process::Command) {
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_else(|| "/usr/bin:/bin".into()))
            .env("HOME", self.home())
            .env("OKBOT_HOME", &self.root)
            .env("TZ", "UTC")
            .current_dir(self.home());
        for (key, value) in self.vars.lock().unwrap().iter() {
            match value {
                Some(value) => cmd.env(key, value),
                None => cmd.env_remove(key),
            };
        }
    }

    /// An `assert_cmd` command for `okbot args…`.
    pub fn command(&self, args: &[&str]) -> assert_cmd::Command {
        assert_cmd::Command::from_std(self.std_command(args))
    }

    /// Run with an empty (closed) stdin.
    pub fn run(&self, args: &[&str]) -> Run {
        self.run_stdin(args, "")
    }

    /// Run at another clock (this run only; the env keeps its own `OKBOT_NOW`), with an empty
    /// stdin.
    pub fn run_at(&self, now: &str, args: &[&str]) -> Run {
        let out =
            self.command(args).env("OKBOT_NOW", now).write_stdin(Vec::new()).output().expect("run okbot");
        Run::from_output(out)
    }

    /// Run with `input` on stdin.
    pub fn run_stdin(&self, args: &[&str], input: impl Into<Vec<u8>>) -> Run {
        let out = self.command(args).write_stdin(input.into()).output().expect("run okbot");
        Run::from_output(out)
    }

    /// Run, assert exit 0, return stdout.
    #[track_caller]
    pub fn ok(&self, args: &[&str]) -> String {
        let run = self.run(args);
        assert_eq!(run.code, Some(0), "`okbot {}` failed\n{run:?}", args.join(" "));
        run.stdout
    }

    /// Run with stdin, assert exit 0, return stdout.
    #[track_caller]
    pub fn ok_stdin(&self, args: &[&str], input: &str) -> String {
        let run = self.run_stdin(args, input);
        assert_eq!(run.code, Some(0), "`okbot {}` failed\n{run:?}", args.join(" "));
        run.stdout
    }

    /// Create an assistant and return its id.
    #[track_caller]
    pub fn assistant(&self, name: &str) -> String {
        self.ok(&["assistant", "create", name]).trim_end().to_string()
    }

    /// Append one user message to an owner and return the row id.
    #[track_caller]
    pub fn say(&self, owner: &str, text: &str) -> String {
        self.ok(&["session", "append", "-a", owner, "--text", text]).trim_end().to_string()
    }

    /// A path inside the root.
    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    pub fn exists(&self, rel: &str) -> bool {
        self.path(rel).exists()
    }

    #[track_caller]
    pub fn read(&self, rel: &str) -> String {
        fs::read_to_string(self.path(rel)).unwrap_or_else(|e| panic!("read {rel}: {e}"))
    }

    #[track_caller]
    pub fn bytes(&self, rel: &str) -> Vec<u8> {
        fs::read(self.path(rel)).unwrap_or_else(|e| panic!("read {rel}: {e}"))
    }

    #[track_caller]
    pub fn write(&self, rel: &str, bytes: impl AsRef<[u8]>) {
        let path = self.path(rel);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).unwrap();
        }
        fs::write(&path, bytes).unwrap_or_else(|e| panic!("write {rel}: {e}"));
    }

    #[track_caller]
    pub fn json_file(&self, rel: &str) -> Value {
        serde_json::from_slice(&self.bytes(rel)).unwrap_or_else(|e| panic!("{rel} is not JSON: {e}"))
    }

    /// Permission bits of a path inside the root (`""` is the root itself).
    #[track_caller]
    pub fn mode(&self, rel: &str) -> u32 {
        fs::metadata(self.path(rel)).unwrap_or_else(|e| panic!("stat {rel}: {e}")).permissions().mode()
            & 0o7777
    }

    #[track_caller]
    pub fn chmod(&self, rel: &str, mode: u32) {
        fs::set_permissions(self.path(rel), fs::Permissions::from_mode(mode)).unwrap();
    }

    /// The parsed rows of `<owner>/session.jsonl` (the file must hold only good lines).
    #[track_caller]
    pub fn session_rows(&self, owner_id: &str) -> Vec<Value> {
        let text = self.read(&format!("{owner_id}/session.jsonl"));
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("bad line {l:?}: {e}")))
            .collect()
    }

    /// Every file and folder under the root except lock files and the error log: `.lock`
    /// holds only the pid of the last holder (any command that writes takes a lock), and a
    /// failing command records itself in `logs/errors-YYYY-MM-DD.jsonl` (DESIGN §2). Neither
    /// is data a refused command may have touched.
    pub fn snapshot(&self) -> Snapshot {
        let mut snap = Snapshot::of(&self.root);
        snap.0.retain(|path, _| !(path == ".lock" || path.ends_with("/.lock") || path.starts_with("logs/")));
        snap
    }

    /// Every file and folder under the root, lock files included.
    pub fn snapshot_all(&self) -> Snapshot {
        Snapshot::of(&self.root)
    }
}

/// Where a fixture lives.
pub fn fixture_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("fixtures").join(name)
}

/// Copy a tree, giving folders 0700 and files 0600.
pub fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    fs::set_permissions(to, fs::Permissions::from_mode(0o700)).unwrap();
    for entry in fs::read_dir(from).unwrap_or_else(|e| panic!("read {}: {e}", from.display())) {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
            fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
        }
    }
}

/// One node of a [`Snapshot`].
#[derive(Clone, PartialEq, Eq)]
pub enum Node {
    Dir { mode: u32 },
    File { mode: u32, bytes: Vec<u8> },
}

/// Every path under a folder (relative) with its mode and, for files, its bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct Snapshot(pub BTreeMap<String, Node>);

impl Snapshot {
    pub fn of(dir: &Path) -> Snapshot {
        let mut map = BTreeMap::new();
        if dir.exists() {
            walk(dir, dir, &mut map);
        }
        Snapshot(map)
    }

    pub fn paths(&self) -> Vec<&str> {
        self.0.keys().map(String::as_str).collect()
    }

    /// Assert that nothing was added, removed or changed, naming every difference.
    #[track_caller]
    pub fn assert_unchanged(&self, after: &Snapshot, what: &str) {
        let mut problems = Vec::new();
        for (path, node) in &self.0 {
            match after.0.get(path) {
                None => problems.push(format!("removed: {path}")),
                Some(other) if other != node => problems.push(format!("changed: {path}")),
                Some(_) => {}
            }
        }
        for path in after.0.keys() {
            if !self.0.contains_key(path) {
                problems.push(format!("added: {path}"));
            }
        }
        assert!(problems.is_empty(), "{what} changed the data root:\n  {}", problems.join("\n  "));
    }
}

fn walk(base: &Path, dir: &Path, map: &mut BTreeMap<String, Node>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap()).collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let path = entry.path();
        let rel = path.strip_prefix(base).unwrap().display().to_string();
        let meta = fs::symlink_metadata(&path).unwrap();
        let mode = meta.permissions().mode() & 0o7777;
        if meta.is_dir() {
            map.insert(rel, Node::Dir { mode });
            walk(base, &path, map);
        } else {
            map.insert(rel, Node::File { mode, bytes: fs::read(&path).unwrap() });
        }
    }
}

/// `PREFIX_` followed by a 26-character ULID (`msg_01J…`).
pub fn is_new_id(id: &str, prefix: &str) -> bool {
    id.strip_prefix(prefix).and_then(|rest| rest.strip_prefix('_')).is_some_and(|ulid| {
        ulid.len() == 26 && ulid.chars().all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
    })
}

/// Every line of a JSONL text must be one JSON object.
#[track_caller]
pub fn parse_lines(text: &str) -> Vec<Value> {
    text.lines()
        .enumerate()
        .map(|(i, l)| serde_json::from_str(l).unwrap_or_else(|e| panic!("line {}: {e}: {l:?}", i + 1)))
        .collect()
}

/// The lines of human `status` output that start a record (the root line and one line per
/// owner); indented detail lines under an owner are left out.
pub fn head_lines(stdout: &str) -> String {
    stdout.lines().filter(|l| !l.starts_with(' ')).map(|l| format!("{l}\n")).collect()
}

/// Assert that `doc` has the key `key` and that its value is JSON `null` (`doc[key] == null`
/// alone also passes when the key is missing).
#[track_caller]
pub fn assert_null(doc: &Value, key: &str) {
    assert!(doc.get(key).is_some_and(Value::is_null), "`{key}` should be present and null in {doc:#}");
}

/// Assert that `doc` has every key of `expected` with the same value (other keys may exist).
#[track_caller]
pub fn assert_fields(doc: &Value, expected: &Value) {
    let want = expected.as_object().expect("expected fields are an object");
    for (key, value) in want {
        assert_eq!(&doc[key], value, "field `{key}` of {doc:#}");
    }
}

// ---------------------------------------------------------------------------------------------
// Transcript rows, settings and scripts (shared by the area helpers below)

/// `createdAt` of seeded row number `i`: 2026-11-29T22:00:00Z plus `i` seconds (before the
/// pinned clock of 23:00, so rows sort before anything the tests write "now").
pub fn stamp(i: usize) -> String {
    assert!(i < 3600, "stamp({i}) leaves the hour");
    format!("2026-11-29T22:{:02}:{:02}.000Z", i / 60, i % 60)
}

/// JSON Lines for `session append`.
pub fn jsonl(rows: &[Value]) -> String {
    rows.iter().map(|r| format!("{r}\n")).collect()
}

/// Append rows to an owner through the CLI (one process, stdin JSONL).
#[track_caller]
pub fn append(env: &TestEnv, owner: &str, rows: &[Value]) {
    env.ok_stdin(&["session", "append", "-a", owner], &jsonl(rows));
}

/// `okbot settings set KEY VALUE`, which must succeed.
#[track_caller]
pub fn set(env: &TestEnv, key: &str, value: &str) {
    env.ok(&["settings", "set", key, value]);
}

/// The transcript rows of an owner (none when the file does not exist).
#[track_caller]
pub fn session(env: &TestEnv, owner: &str) -> Vec<Value> {
    if !env.exists(&format!("{owner}/session.jsonl")) {
        return Vec::new();
    }
    env.session_rows(owner)
}

/// The lines of `<owner>/compactions.jsonl` (empty when absent).
pub fn compactions(env: &TestEnv, owner: &str) -> Vec<Value> {
    let rel = format!("{owner}/compactions.jsonl");
    if !env.exists(&rel) {
        return Vec::new();
    }
    env.read(&rel).lines().map(|l| serde_json::from_str(l).expect("compactions line is JSON")).collect()
}

/// Write an offline script (one JSON reply per line) as `<home>/script.jsonl`; returns its
/// path as text, for `offline:script=PATH`.
pub fn write_script(env: &TestEnv, replies: &[Value]) -> String {
    let path = env.home().join("script.jsonl");
    fs::write(&path, jsonl(replies)).unwrap();
    path.display().to_string()
}

/// [`write_script`], and select it with `OKBOT_MODEL`.
pub fn use_script(env: &TestEnv, replies: &[Value]) {
    let path = write_script(env, replies);
    env.set_var("OKBOT_MODEL", &format!("offline:script={path}"));
}

/// The `function_call_result` rows of a transcript.
pub fn tool_results(rows: &[Value]) -> Vec<Value> {
    rows.iter().filter(|r| r["item"]["type"] == "function_call_result").cloned().collect()
}

/// The file names in `<owner>/pending/` (`req_….json`), sorted; none when the folder is absent.
pub fn pending_files(env: &TestEnv, owner: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir(env.path(&format!("{owner}/pending"))) else { return Vec::new() };
    let mut names: Vec<String> =
        entries.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// An initialised root with one assistant, `Writer` = `bot_20261129_001`.
pub fn writer() -> (TestEnv, String) {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    assert_eq!(id, "bot_20261129_001");
    (env, id)
}

/// `okbot ARGS…` in the background, output captured; `stdin` is written then closed (`None`:
/// no stdin at all).
pub fn spawn(env: &TestEnv, args: &[&str], stdin: Option<&str>) -> std::process::Child {
    use std::io::Write;
    use std::process::Stdio;
    let mut cmd = env.std_command(args);
    cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn okbot");
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    }
    child
}

/// Wait for a [`spawn`]ed run, which must exit 0 (the message names `what` and shows both
/// streams); returns its output.
#[track_caller]
pub fn finish(child: std::process::Child, what: &str) -> std::process::Output {
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{what}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Whether process `pid` is queued in the kernel for a `flock` somebody else holds: a `->`
/// (blocked) line of `/proc/locks` with its pid, e.g.
/// `1: -> FLOCK  ADVISORY  WRITE <pid> <dev>:<inode> 0 EOF`.
pub fn queued_for_lock(pid: u32) -> bool {
    let pid = pid.to_string();
    let locks = fs::read_to_string("/proc/locks").expect("read /proc/locks");
    locks.lines().any(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        fields.get(1) == Some(&"->") && fields.get(5) == Some(&pid.as_str())
    })
}

/// Wait until `child` is [`queued_for_lock`]: a real synchronisation point, not a sleep; panics
/// if the child ends first (it gives up after `OKBOT_LOCK_WAIT_MS`).
#[track_caller]
pub fn wait_until_queued_for_lock(child: &mut std::process::Child) {
    while !queued_for_lock(child.id()) {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("pid {} ended ({status}) before it waited for the lock", child.id());
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

/// Wait for `child` to end, panicking as soon as it is [`queued_for_lock`] instead: shows that a
/// command does not wait for a lock that is taken, with no clock involved.
#[track_caller]
pub fn finish_without_queueing(mut child: std::process::Child, what: &str) -> Run {
    while child.try_wait().unwrap().is_none() {
        if queued_for_lock(child.id()) {
            let _ = child.kill();
            panic!("{what} waits for a lock instead of going on");
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    Run::from_output(child.wait_with_output().unwrap())
}

#[test]
fn the_lock_queue_helpers_see_a_command_that_waits_for_a_lock() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.set_var("OKBOT_LOCK_WAIT_MS", "3600000");
    let holder = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(&format!("{id}/.lock")));
    let holder = holder.unwrap();
    holder.lock().unwrap();
    let mut waiting = spawn(&env, &["session", "append", "--text", "x"], None);
    wait_until_queued_for_lock(&mut waiting);
    let caught = std::panic::catch_unwind(|| finish_without_queueing(waiting, "an append on a locked owner"));
    assert!(caught.is_err(), "finish_without_queueing lets a queued command pass");
    drop(holder);
}
