//! Several okbot processes on one root: locks, concurrent appends, a process killed mid-append.

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::support::{TestEnv, parse_lines, wait_until_queued_for_lock};
use serde_json::{Value, json};

/// Take the lock the way another okbot would: exclusive `File::lock`, our pid inside.
fn hold_lock(path: &Path) -> File {
    let mut file =
        OpenOptions::new().read(true).write(true).create(true).truncate(true).open(path).expect("open lock");
    file.lock().expect("take the lock");
    write!(file, "{}", std::process::id()).unwrap();
    file.flush().unwrap();
    file
}

#[test]
fn an_owner_locked_by_another_process_exits_6_naming_its_pid() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "before");
    let lock = hold_lock(&env.path(&format!("{id}/.lock")));
    let pid = std::process::id();
    let before = env.snapshot();

    let run = env.run(&["session", "append", "--text", "blocked"]);
    run.expect_error(6, &format!("`{id}` is locked by pid {pid}"));
    assert!(run.stderr.contains("hint: wait for that command to finish and try again"), "{run:?}");
    assert!(run.stderr.contains(&format!("hint: `ps -p {pid}` shows what holds it")), "{run:?}");
    env.run(&["session", "reset"]).expect_error(6, &format!("locked by pid {pid}"));
    let piped =
        env.run_stdin(&["session", "append"], "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\"}\n");
    piped.expect_error(6, &format!("locked by pid {pid}"));
    before.assert_unchanged(&env.snapshot(), "appends to a locked owner");
    assert_eq!(env.read(&format!("{id}/.lock")), pid.to_string(), "the holder's pid stays in the lock file");

    // Reading does not need the lock.
    assert_eq!(env.ok(&["session", "show"]), "[2026-11-29 23:00] user: before\n");

    drop(lock);
    env.say("Writer", "after");
    assert_eq!(env.session_rows(&id).len(), 2);
}

#[test]
fn the_root_locked_by_another_process_blocks_roster_writes_with_exit_6() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let lock = hold_lock(&env.path(".lock"));
    let pid = std::process::id();
    let before = env.snapshot();
    env.run(&["assistant", "create", "Coder"])
        .expect_error(6, &format!("the data root is locked by pid {pid}"));
    env.run(&["assistant", "rename", "Writer", "Poet"]).expect_error(6, &format!("locked by pid {pid}"));
    env.run(&["settings", "set", "maxTurns", "9"]).expect_error(6, &format!("locked by pid {pid}"));
    before.assert_unchanged(&env.snapshot(), "roster writes under a held lock");
    assert_eq!(env.read(".lock"), pid.to_string(), "the holder's pid stays in the lock file");
    drop(lock);
    assert_eq!(env.assistant("Coder"), "bot_20261129_002");
}

#[test]
fn a_lock_without_a_pid_in_it_still_exits_6() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let path = env.path(&format!("{id}/.lock"));
    let lock = OpenOptions::new().write(true).create(true).truncate(true).open(&path).unwrap();
    lock.lock().unwrap();
    env.run(&["session", "append", "--text", "x"]).expect_error(6, "is locked by another process");
}

#[test]
fn a_waiting_appender_goes_ahead_once_the_lock_is_released() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.set_var("OKBOT_LOCK_WAIT_MS", "20000");
    let lock = hold_lock(&env.path(&format!("{id}/.lock")));
    let mut child = env
        .std_command(&["session", "append", "--text", "waited"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_until_queued_for_lock(&mut child);
    assert!(!env.exists(&format!("{id}/session.jsonl")));
    drop(lock);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let rows = env.session_rows(&id);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["item"]["content"], json!("waited"));
}

#[test]
fn two_concurrent_appenders_lose_no_line() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    const PER: usize = 200;
    std::thread::scope(|s| {
        for p in 0..2 {
            let env = &env;
            s.spawn(move || {
                for i in 0..PER {
                    let text = format!("p{p}-{i:03}");
                    let run = env.run(&["session", "append", "--text", &text]);
                    assert_eq!(run.code, Some(0), "{run:?}");
                }
            });
        }
    });
    let text = env.read(&format!("{id}/session.jsonl"));
    assert!(text.ends_with('\n'));
    let rows = parse_lines(&text);
    assert_eq!(rows.len(), 2 * PER);
    let ids: BTreeSet<&str> = rows.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 2 * PER, "ids are unique");
    for p in 0..2 {
        let mine: Vec<String> = rows
            .iter()
            .map(|r| r["item"]["content"].as_str().unwrap().to_string())
            .filter(|t| t.starts_with(&format!("p{p}-")))
            .collect();
        let expected: Vec<String> = (0..PER).map(|i| format!("p{p}-{i:03}")).collect();
        assert_eq!(mine, expected, "every row of process {p}, in its order");
    }
}

#[test]
fn two_concurrent_bulk_appends_from_stdin_do_not_interleave() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    const PER: usize = 2000;
    std::thread::scope(|s| {
        for p in 0..2 {
            let env = &env;
            s.spawn(move || {
                let input: String = (0..PER)
                    .map(|i| {
                        format!(
                            "{}\n",
                            json!({"type": "message", "role": "user", "content": format!("p{p}-{i:04}")})
                        )
                    })
                    .collect();
                let run = env.run_stdin(&["session", "append"], input);
                assert_eq!(run.code, Some(0), "{run:?}");
                assert_eq!(run.stdout.lines().count(), PER);
            });
        }
    });
    let rows = parse_lines(&env.read(&format!("{id}/session.jsonl")));
    assert_eq!(rows.len(), 2 * PER);
    let texts: Vec<&str> = rows.iter().map(|r| r["item"]["content"].as_str().unwrap()).collect();
    // Each process's rows form one contiguous block.
    let first = &texts[0][..3];
    let second = if first == "p0-" { "p1-" } else { "p0-" };
    assert!(texts[..PER].iter().all(|t| t.starts_with(first)), "first block is one process");
    assert!(texts[PER..].iter().all(|t| t.starts_with(second)), "second block is the other");
}

#[test]
fn concurrent_assistant_creates_get_distinct_ids_and_all_land_in_the_roster() {
    let env = TestEnv::initialized();
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    std::thread::scope(|s| {
        for p in 0..2 {
            let env = &env;
            s.spawn(move || {
                for i in 0..10 {
                    env.ok(&["assistant", "create", &format!("P{p}N{i}")]);
                }
            });
        }
    });
    let bots = env.json_file("bots.json");
    let ids: BTreeSet<String> =
        bots.as_array().unwrap().iter().map(|b| b["id"].as_str().unwrap().to_string()).collect();
    let expected: BTreeSet<String> = (1..=20).map(|n| format!("bot_20261129_{n:03}")).collect();
    assert_eq!(ids, expected);
    for id in &ids {
        assert_eq!(env.json_file(&format!("{id}/bot.json"))["id"], json!(id), "folder of {id}");
    }
}

fn file_len(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

#[test]
fn a_process_killed_in_the_middle_of_a_large_append_leaves_whole_lines_and_the_next_append_works() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "before");
    let rel = format!("{id}/session.jsonl");
    let path = env.path(&rel);
    let original = env.bytes(&rel);

    const ROWS: usize = 20_000;
    let input: String = (0..ROWS)
        .map(|i| {
            let text = format!("row {i:06} {}", "x".repeat(400));
            format!("{}\n", json!({"type": "message", "role": "user", "content": text}))
        })
        .collect();
    // stdout is a pipe nobody reads: once the rows are written, the ids okbot prints (far more
    // than a pipe holds) keep it from exiting, so the kill below always meets a live process.
    let mut child = env
        .std_command(&["session", "append"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        // The child may die before reading everything; a broken pipe is fine then.
        let _ = stdin.write_all(input.as_bytes());
    });

    // Kill it as soon as the transcript starts to grow.
    let deadline = Instant::now() + Duration::from_secs(120);
    while file_len(&path) <= original.len() as u64 {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the append ended ({status}) before the transcript grew");
        }
        assert!(Instant::now() < deadline, "the append never started");
        std::thread::yield_now();
    }
    child.kill().unwrap(); // SIGKILL
    let status = child.wait().unwrap();
    feeder.join().unwrap();
    assert_eq!(status.signal(), Some(9), "the kill ended it: {status:?}");

    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(&original), "the rows that were there are intact");
    let grown = &bytes[original.len()..];
    let complete = match grown.iter().rposition(|&b| b == b'\n') {
        Some(i) => &grown[..=i],
        None => &grown[..0],
    };
    let rows = parse_lines(std::str::from_utf8(complete).expect("complete lines are UTF-8"));
    // The rows that made it are a prefix of the input, in order.
    for (i, row) in rows.iter().enumerate() {
        let text = row["item"]["content"].as_str().unwrap();
        assert!(text.starts_with(&format!("row {i:06} ")), "row {i} is {text:?}");
    }

    // The lock died with the process: the next append goes through at once, on its own line.
    let msg = env.say("Writer", "after the kill");
    let after = std::fs::read(&path).unwrap();
    assert!(after.starts_with(&bytes));
    let text = String::from_utf8_lossy(&after);
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["id"], json!(msg));
    assert_eq!(env.ok(&["session", "show", "-n", "1", "-q"]), "[2026-11-29 23:00] user: after the kill\n");
    // At most the one line the kill tore is damaged.
    let damaged = env.run(&["session", "list", "--json"]).json()[0]["damagedLines"].as_u64().unwrap();
    assert!(damaged <= 1, "{damaged} damaged lines");
    assert_eq!(damaged == 1, complete.len() < grown.len(), "a damaged line only where the kill tore one");
}
