//! What okbot does on a terminal, checked through a real pseudo-terminal (`openpty`):
//!
//! - README "Decide tool calls that need approval": on a terminal okbot asks (y/N/always); `y`
//!   runs the call once, `N` or an empty answer denies it, `always` records the allow so later
//!   turns do not ask, and "always" does not lift the confirmation a schedule change always
//!   needs (DESIGN §6.6).
//! - README environment table: `NO_COLOR` set to a non-empty value turns `--color auto` colour
//!   off (no-color.org: an empty value does not count); `--color always` still colours.

use crate::common;

use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::TestEnv;
use serde_json::{Value, json};

const OWNER: &str = "bot_20261129_001";
const PROMPT_END: &str = "Allow? [y/N/always] ";

/// One okbot process whose stdin, stdout and stderr are the slave side of a pseudo-terminal;
/// everything it writes is collected from the master side.
struct Tty {
    child: Child,
    master: std::fs::File,
    seen: Arc<Mutex<Vec<u8>>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Tty {
    fn spawn(env: &TestEnv, args: &[&str]) -> Tty {
        let (mut master_fd, mut slave_fd) = (-1, -1);
        // SAFETY: openpty writes two new descriptors into the given ints; no name, termios or
        // window size is passed.
        let rc = unsafe {
            libc::openpty(
                &mut master_fd,
                &mut slave_fd,
                std::ptr::null_mut(),
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        assert_eq!(rc, 0, "openpty: {}", std::io::Error::last_os_error());
        // SAFETY: both descriptors were just opened by openpty and are owned by nobody else.
        let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master_fd), OwnedFd::from_raw_fd(slave_fd)) };
        let child = env
            .std_command(args)
            .stdin(Stdio::from(slave.try_clone().unwrap()))
            .stdout(Stdio::from(slave.try_clone().unwrap()))
            .stderr(Stdio::from(slave))
            .spawn()
            .expect("spawn okbot on a pseudo-terminal");
        // Our copies of the slave are gone: the master reads EIO once the child has exited.
        let master = std::fs::File::from(master);
        let seen = Arc::new(Mutex::new(Vec::new()));
        let mut reading = master.try_clone().unwrap();
        let sink = Arc::clone(&seen);
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reading.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Tty { child, master, seen, reader: Some(reader) }
    }

    /// Everything written so far, with the terminal's `\r\n` made `\n`.
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.seen.lock().unwrap()).replace("\r\n", "\n")
    }

    /// Wait until the output holds `needle` `count` times (panics after a minute).
    #[track_caller]
    fn wait_for(&mut self, needle: &str, count: usize) {
        let until = Instant::now() + Duration::from_secs(60);
        while self.text().matches(needle).count() < count {
            if let Ok(Some(status)) = self.child.try_wait() {
                std::thread::sleep(Duration::from_millis(100));
                assert!(
                    self.text().matches(needle).count() >= count,
                    "okbot exited ({status}) before printing {needle:?}:\n{}",
                    self.text()
                );
                return;
            }
            assert!(Instant::now() < until, "no {needle:?} after a minute:\n{}", self.text());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Type a line, as a person at the terminal would.
    fn answer(&mut self, line: &str) {
        self.master.write_all(format!("{line}\n").as_bytes()).unwrap();
        self.master.flush().unwrap();
    }

    /// Wait for the exit; returns the code and all output.
    fn finish(mut self) -> (Option<i32>, String) {
        let until = Instant::now() + Duration::from_secs(60);
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < until, "okbot did not exit:\n{}", self.text());
            std::thread::sleep(Duration::from_millis(20));
        };
        // The reader sees EIO once the last slave descriptor (the child's) is closed.
        self.reader.take().unwrap().join().unwrap();
        (status.code(), self.text())
    }
}

/// Writer with an earlier message about alpha, `search_history` set to ask, and an offline
/// script (`OKBOT_MODEL`) of these replies.
fn scripted(replies: &[Value]) -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");
    let path = env.home().join("script.jsonl");
    std::fs::write(&path, replies.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", path.display()));
    env.ok(&["settings", "set", "tools.search_history.approval", "ask"]);
    env
}

fn search(id: &str) -> Value {
    json!({"tool_calls": [{"id": id, "name": "search_history", "arguments": {"query": "alpha"}}]})
}

fn text(t: &str) -> Value {
    json!({"text": t})
}

fn schedule_create(id: &str, prompt: &str) -> Value {
    json!({"tool_calls": [{"id": id, "name": "manage_schedule",
                           "arguments": {"action": "create", "schedule": "daily 09:00", "prompt": prompt}}]})
}

/// The tool results of the transcript as (call id, status, output).
fn results(env: &TestEnv) -> Vec<(String, String, String)> {
    env.session_rows(OWNER)
        .into_iter()
        .filter(|r| r["item"]["type"] == "function_call_result")
        .map(|r| {
            let s = |k: &str| r["item"][k].as_str().unwrap_or("").to_string();
            (s("callId"), s("status"), s("output"))
        })
        .collect()
}

fn approval_setting(env: &TestEnv, tool: &str) -> Value {
    env.json_file("settings.json")["tools"][tool]["approval"].clone()
}

/// One chat turn on the terminal, answering each prompt in turn; returns the output.
#[track_caller]
fn chat_answering(env: &TestEnv, message: &str, answers: &[&str]) -> String {
    let mut tty = Tty::spawn(env, &["chat", "-a", "Writer", message]);
    for (i, answer) in answers.iter().enumerate() {
        tty.wait_for(PROMPT_END, i + 1);
        tty.answer(answer);
    }
    let (code, out) = tty.finish();
    assert_eq!(code, Some(0), "chat on a terminal\n{out}");
    assert_eq!(out.matches(PROMPT_END).count(), answers.len(), "asked once per answer:\n{out}");
    out
}

#[test]
fn yes_runs_the_call_once_and_the_next_turn_asks_again() {
    let env = scripted(&[search("call_1"), text("found it"), search("call_2"), text("second")]);
    let out = chat_answering(&env, "what ships on Friday?", &["y"]);
    assert!(out.contains("okbot: the assistant wants to "), "{out}");
    assert!(out.contains("found it"), "{out}");
    let got = results(&env);
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!((got[0].0.as_str(), got[0].1.as_str()), ("call_1", "completed"));
    assert!(got[0].2.contains("the alpha release ships on Friday"), "the search ran: {got:?}");
    assert_eq!(approval_setting(&env, "search_history"), "ask", "`y` is for this call only");

    // The next turn asks again; an empty answer (Enter) denies.
    let out = chat_answering(&env, "and again?", &[""]);
    assert!(out.contains("second"), "{out}");
    let got = results(&env);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(
        (got[1].0.as_str(), got[1].1.as_str(), got[1].2.as_str()),
        ("call_2", "denied", "The user declined this action.")
    );
}

#[test]
fn no_denies_the_call_and_runs_nothing() {
    for answer in ["N", "n", "no", "whatever"] {
        let env = scripted(&[search("call_1"), text("ok, not searching")]);
        chat_answering(&env, "what ships on Friday?", &[answer]);
        let got = results(&env);
        assert_eq!(got.len(), 1, "{answer:?}: {got:?}");
        assert_eq!(got[0].1, "denied", "{answer:?} denies: {got:?}");
        assert!(!got[0].2.contains("alpha"), "a denied search did not run: {got:?}");
        assert_eq!(approval_setting(&env, "search_history"), "ask");
    }
}

#[test]
fn always_records_the_allow_and_later_turns_do_not_ask() {
    let env = scripted(&[search("call_1"), text("first"), search("call_2"), text("second")]);
    chat_answering(&env, "what ships on Friday?", &["always"]);
    assert_eq!(approval_setting(&env, "search_history"), "allow");
    // The next turn, still on a terminal, runs the call without a prompt.
    let out = chat_answering(&env, "and again?", &[]);
    assert!(out.contains("second"), "{out}");
    let got = results(&env);
    assert_eq!(got.len(), 2, "{got:?}");
    for (id, status, output) in &got {
        assert_eq!(status, "completed", "{id}: {got:?}");
        assert!(output.contains("the alpha release ships on Friday"), "{id} ran: {got:?}");
    }
}

fn jobs(env: &TestEnv) -> Vec<Value> {
    let run = env.run(&["schedule", "list", "-a", "Writer", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    doc.as_array().cloned().or_else(|| doc["jobs"].as_array().cloned()).unwrap_or_else(|| panic!("{doc:#}"))
}

#[test]
fn always_does_not_lift_the_confirmation_of_a_schedule_change() {
    let env = scripted(&[
        schedule_create("call_1", "Plan my day"),
        text("scheduled"),
        schedule_create("call_2", "Water the plants"),
        text("not scheduled"),
    ]);
    let out = chat_answering(&env, "plan each morning", &["always"]);
    assert!(out.contains("Plan my day"), "the prompt names the job:\n{out}");
    assert_eq!(jobs(&env).len(), 1, "`always` allowed this one");
    assert_eq!(approval_setting(&env, "manage_schedule"), "allow", "the allow is recorded");

    // A later creation still asks, whatever the settings say; denying it creates nothing.
    let out = chat_answering(&env, "and water the plants", &["n"]);
    assert!(out.contains("Water the plants"), "{out}");
    let jobs = jobs(&env);
    assert_eq!(jobs.len(), 1, "{jobs:#?}");
    assert_eq!(jobs[0]["prompt"], "Plan my day", "{jobs:#?}");
    let got = results(&env);
    assert_eq!(got.iter().map(|r| r.1.as_str()).collect::<Vec<_>>(), ["completed", "denied"], "{got:?}");
}

// ---------------------------------------------------------------------------------------------
// NO_COLOR

const RED: &str = "\x1b[1;31m";

/// Stderr (and stdout) of a usage error on the terminal, with `NO_COLOR` as given.
fn error_on_tty(env: &TestEnv, no_color: Option<&str>, extra: &[&str]) -> String {
    match no_color {
        Some(v) => env.set_var("NO_COLOR", v),
        None => env.unset_var("NO_COLOR"),
    }
    let mut args = extra.to_vec();
    args.extend(["settings", "get", "no.such.setting"]);
    let (code, out) = Tty::spawn(env, &args).finish();
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("error"), "{out}");
    out
}

#[test]
fn no_color_non_empty_turns_auto_colour_off_on_a_terminal() {
    let env = TestEnv::initialized();
    let plain = error_on_tty(&env, None, &[]);
    assert!(plain.contains(&format!("okbot: {RED}error")), "a terminal gets colour:\n{plain:?}");
    for value in ["1", "true", "0", "no"] {
        let out = error_on_tty(&env, Some(value), &[]);
        assert!(!out.contains('\x1b'), "NO_COLOR={value:?} means no colour:\n{out:?}");
        assert!(out.contains("okbot: error: `no.such.setting` is not a setting"), "{out:?}");
    }
    let out = error_on_tty(&env, Some("1"), &["--color", "auto"]);
    assert!(!out.contains('\x1b'), "{out:?}");
}

#[test]
fn an_empty_no_color_does_not_count() {
    let env = TestEnv::initialized();
    let out = error_on_tty(&env, Some(""), &[]);
    assert!(out.contains(&format!("okbot: {RED}error")), "NO_COLOR= (empty) keeps colour:\n{out:?}");
}

#[test]
fn color_always_wins_over_no_color_and_never_wins_over_a_terminal() {
    let env = TestEnv::initialized();
    let out = error_on_tty(&env, Some("1"), &["--color", "always"]);
    assert!(out.contains(&format!("okbot: {RED}error")), "{out:?}");
    let out = error_on_tty(&env, None, &["--color", "never"]);
    assert!(!out.contains('\x1b'), "{out:?}");
    // Not a terminal: no colour without `always`, with it colour.
    env.unset_var("NO_COLOR");
    let run = env.run(&["settings", "get", "no.such.setting"]);
    assert!(!run.stderr.contains('\x1b'), "{run:?}");
    let run = env.run(&["--color", "always", "settings", "get", "no.such.setting"]);
    assert!(run.stderr.contains(&format!("okbot: {RED}error")), "{run:?}");
}

#[test]
fn no_color_also_plain_on_stdout_listings() {
    // `task list` on a colour terminal highlights the unique id prefix (bold + dim).
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.ok(&["task", "add", "-a", "Writer", "Migrate the blog"]);
    env.unset_var("NO_COLOR");
    let (code, out) = Tty::spawn(&env, &["task", "list"]).finish();
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("\x1b[1;35m"), "ids are highlighted on a terminal:\n{out:?}");
    env.set_var("NO_COLOR", "1");
    let (code, out) = Tty::spawn(&env, &["task", "list"]).finish();
    assert_eq!(code, Some(0), "{out}");
    assert!(!out.contains('\x1b'), "NO_COLOR=1:\n{out:?}");
    assert!(out.contains("Migrate the blog"), "{out:?}");
    env.set_var("NO_COLOR", "");
    let (code, out) = Tty::spawn(&env, &["task", "list"]).finish();
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("\x1b[1;35m"), "an empty NO_COLOR does not count:\n{out:?}");
}
