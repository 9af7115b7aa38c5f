//! Files on disk: symbolic links inside the data root are neither read nor written through,
//! and an append that fails part-way (a full disk) leaves the file as it was.

use std::os::unix::fs::{FileTypeExt, symlink};
use std::path::{Path, PathBuf};

use crate::support::{TestEnv, writer};

/// A file outside the root (in the temp HOME) with known content.
fn outside_file(env: &TestEnv, name: &str, text: &str) -> PathBuf {
    let path = env.home().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

// ---------------------------------------------------------------------------------------------
// symbolic links

#[test]
fn session_append_refuses_a_linked_session_file_and_writes_nothing_through_it() {
    let (env, id) = writer();
    let target = outside_file(&env, "elsewhere.jsonl", "precious\n");
    symlink(&target, env.path(&format!("{id}/session.jsonl"))).unwrap();
    let run = env.run(&["session", "append", "-a", "Writer", "--text", "hi"]);
    run.expect_error(1, "is a symbolic link");
    assert!(run.stderr.contains("okbot does not follow links inside the data root"), "{run:?}");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    let piped = env.run_stdin(
        &["session", "append", "-a", "Writer"],
        "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\"}\n",
    );
    piped.expect_error(1, "is a symbolic link");
    // Reads refuse it too: `session show` would otherwise print a file from outside the root.
    env.run(&["session", "show", "-a", "Writer"]).expect_error(1, "is a symbolic link");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious\n");
}

#[test]
fn a_linked_owner_folder_is_refused_by_append_and_chat() {
    let (env, id) = writer();
    let real = env.home().join("moved-away");
    std::fs::rename(env.path(&id), &real).unwrap();
    symlink(&real, env.path(&id)).unwrap();
    let before = std::fs::read_dir(&real).unwrap().count();
    env.run(&["session", "append", "-a", "Writer", "--text", "hi"]).expect_error(1, "is a symbolic link");
    env.run(&["-q", "chat", "-a", "Writer", "hello"]).expect_error(1, "is a symbolic link");
    assert!(!real.join("session.jsonl").exists(), "nothing appended through the link");
    assert_eq!(std::fs::read_dir(&real).unwrap().count(), before, "no lock or other file created there");
}

#[test]
fn a_linked_lock_file_is_refused_and_not_written_through() {
    let (env, id) = writer();
    let target = outside_file(&env, "elsewhere.txt", "precious\n");
    let lock = env.path(&format!("{id}/.lock"));
    let _ = std::fs::remove_file(&lock);
    symlink(&target, &lock).unwrap();
    env.run(&["session", "append", "-a", "Writer", "--text", "hi"]).expect_error(1, "is a symbolic link");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious\n", "no pid written through the link");
    assert!(!env.exists(&format!("{id}/session.jsonl")));
}

#[test]
fn chat_refuses_a_linked_session_file() {
    let (env, id) = writer();
    let target = outside_file(&env, "elsewhere.jsonl", "");
    symlink(&target, env.path(&format!("{id}/session.jsonl"))).unwrap();
    // -q: the offline-echo notice would come before the error.
    let run = env.run(&["-q", "chat", "-a", "Writer", "hello"]);
    run.expect_error(1, "is a symbolic link");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "");
}

#[test]
fn a_linked_pending_folder_is_refused() {
    let (env, id) = writer();
    let outside = env.home().join("pending-elsewhere");
    std::fs::create_dir(&outside).unwrap();
    symlink(&outside, env.path(&format!("{id}/pending"))).unwrap();
    env.run(&["approvals", "list", "-a", "Writer"]).expect_error(1, "is a symbolic link");
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 0);
}

#[test]
fn a_linked_pending_file_is_refused() {
    let (env, id) = writer();
    let target = outside_file(&env, "request.json", "{}\n");
    std::fs::create_dir_all(env.path(&format!("{id}/pending"))).unwrap();
    symlink(&target, env.path(&format!("{id}/pending/req_x.json"))).unwrap();
    env.run(&["approvals", "list", "-a", "Writer"]).expect_error(1, "req_x.json` is a symbolic link");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "{}\n");
}

/// A SKILL.md with front matter.
fn skill(dir: &Path, name: &str, description: &str) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        dir.join("SKILL.md"),
        format!("---\nname: {name}\ndescription: {description}\n---\n\nbody\n"),
    )
    .unwrap();
}

#[test]
fn a_linked_skill_folder_inside_the_root_is_left_out_with_a_warning() {
    let (env, id) = writer();
    skill(&env.path(&format!("{id}/skills/okbot-real")), "okbot-real", "A real local skill");
    let outside = env.home().join("skill-elsewhere");
    skill(&outside, "okbot-linked", "A skill from outside the root");
    symlink(&outside, env.path(&format!("{id}/skills/okbot-linked"))).unwrap();
    let run = env.run(&["context", "show", "-a", "Writer"]);
    run.expect_code(0);
    assert!(run.stdout.contains("A real local skill"), "{run:?}");
    assert!(!run.stdout.contains("A skill from outside the root"), "{run:?}");
    assert!(run.stderr.contains("okbot-linked: a symbolic link inside the data root"), "{run:?}");
}

#[test]
fn doctor_reports_every_link_inside_the_root_but_not_a_linked_root() {
    let env = TestEnv::new();
    // The root itself is a link (`~/.okbot -> …/real-okbot`): legitimate.
    let real = env.home().join("real-okbot");
    std::fs::create_dir(&real).unwrap();
    std::fs::set_permissions(&real, std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    symlink(&real, env.root()).unwrap();
    env.ok(&["init"]);
    let writer = env.assistant("Writer");
    let coder = env.assistant("Coder");
    env.say("Writer", "hello");
    let run = env.run(&["doctor"]);
    run.expect_code(0);

    // A linked owner folder, a linked session file, a linked skill folder and pending folder.
    let away = env.home().join("coder-away");
    std::fs::rename(env.path(&coder), &away).unwrap();
    symlink(&away, env.path(&coder)).unwrap();
    let outside = outside_file(&env, "outside.jsonl", "{\"not\":\"a session\"}\n");
    symlink(&outside, env.path(&format!("{writer}/session-summary.json"))).unwrap();
    let skill_dir = env.home().join("skill-elsewhere");
    skill(&skill_dir, "okbot-x", "x");
    std::fs::create_dir_all(env.path(&format!("{writer}/skills"))).unwrap();
    env.chmod(&format!("{writer}/skills"), 0o700); // an open folder would be a finding too
    symlink(&skill_dir, env.path(&format!("{writer}/skills/okbot-x"))).unwrap();
    symlink(env.home(), env.path(&format!("{writer}/pending"))).unwrap();

    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let links: Vec<&str> = run.stdout.lines().filter(|l| l.contains("a symbolic link")).collect();
    assert_eq!(links.len(), 4, "{run:?}");
    for rel in [
        coder.clone(),
        format!("{writer}/pending"),
        format!("{writer}/session-summary.json"),
        format!("{writer}/skills/okbot-x"),
    ] {
        assert!(
            links.iter().any(|l| l.starts_with(&format!("error: {}: a symbolic link to `", env.path(&rel).display()))),
            "{rel}: {run:?}"
        );
    }
    // Nothing is read through them: no second finding about the same paths.
    assert!(!run.stdout.contains("coverage"), "{run:?}");
    assert!(run.stdout.ends_with("4 errors, 0 warnings\n"), "{run:?}");
    let json = env.run(&["doctor", "--json"]).json();
    assert_eq!(json["errors"], 4);
}

// ---------------------------------------------------------------------------------------------
// a full disk

/// A tiny tmpfs, unmounted when dropped.
struct TinyDisk {
    dir: tempfile::TempDir,
}

impl TinyDisk {
    /// `None` (with the reason printed) where this process may not mount (not root, or no
    /// mount namespace rights, as in many CI containers).
    fn mount(size: &str) -> Option<TinyDisk> {
        let dir = tempfile::Builder::new().prefix("okbot-tmpfs-").tempdir().unwrap();
        let out = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .output();
        match out {
            Ok(out) if out.status.success() => Some(TinyDisk { dir }),
            Ok(out) => {
                eprintln!(
                    "NOT RUN: cannot mount a tmpfs here ({}); the full-disk undo is still covered by the unit tests in src/store/jsonl.rs",
                    String::from_utf8_lossy(&out.stderr).trim()
                );
                None
            }
            Err(e) => {
                eprintln!(
                    "NOT RUN: cannot run `mount` ({e}); the unit tests in src/store/jsonl.rs cover the full-disk undo"
                );
                None
            }
        }
    }
    fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for TinyDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(self.dir.path()).status();
    }
}

#[test]
fn an_append_that_fills_the_disk_is_cut_back_and_leaves_no_torn_line() {
    let Some(disk) = TinyDisk::mount("256k") else { return };
    let env = TestEnv::new();
    let root = disk.path().join("okbot");
    env.set_var("OKBOT_HOME", root.to_str().unwrap());
    env.ok(&["init"]);
    let id = env.assistant("Writer");
    env.say("Writer", "before the disk filled up");
    let path = root.join(&id).join("session.jsonl");
    let before = std::fs::read(&path).unwrap();

    // One row far larger than the space left: the kernel takes part of it, then says ENOSPC.
    let big =
        format!("{{\"type\":\"message\",\"role\":\"user\",\"content\":\"{}\"}}\n", "x".repeat(600 * 1024));
    let run = env.run_stdin(&["session", "append", "-a", "Writer"], big);
    run.expect_error(1, "No space left on device");
    assert!(run.stderr.contains("the partial write was undone"), "{run:?}");
    assert!(run.stderr.contains("hint: free some disk space and try again"), "{run:?}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "the file is exactly as it was");

    // Several rows spanning more than one write: the earlier, complete writes go too.
    let rows: String = (0..12)
        .map(|i| {
            format!(
                "{{\"type\":\"message\",\"role\":\"user\",\"content\":\"{i}{}\"}}\n",
                "y".repeat(60 * 1024)
            )
        })
        .collect();
    env.run_stdin(&["session", "append", "-a", "Writer"], rows)
        .expect_error(1, "the partial write was undone");
    assert_eq!(std::fs::read(&path).unwrap(), before);

    // Nothing for doctor to report, and the next (small) append works.
    let doctor = env.run(&["doctor"]);
    assert!(!doctor.stdout.contains("session.jsonl"), "{doctor:?}");
    env.say("Writer", "after");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.lines().all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok()), "{text}");
}

#[test]
fn read_skill_does_not_read_a_linked_skill_folder() {
    let (env, id) = writer();
    let outside = env.home().join("skill-elsewhere");
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(outside.join("SKILL.md"), "---\nname: okbot-linked\ndescription: d\n---\n\nSECRET BODY\n")
        .unwrap();
    std::fs::create_dir_all(env.path(&format!("{id}/skills"))).unwrap();
    symlink(&outside, env.path(&format!("{id}/skills/okbot-linked"))).unwrap();
    let script = crate::support::write_script(
        &env,
        &[
            serde_json::json!({"tool_calls": [{"name": "read_skill", "arguments": {"slug": "okbot-linked"}}]}),
            serde_json::json!({"text": "done"}),
        ],
    );
    let model = format!("offline:script={script}");
    let run = env.run(&["chat", "-a", "Writer", "--model", &model, "--yes", "--jsonl", "use the skill"]);
    run.expect_code(0);
    let result = run.stdout.lines().find(|l| l.contains("\"tool.result\"")).expect("a tool result");
    assert!(result.contains("there is no skill `okbot-linked`"), "{run:?}");
    assert!(!run.stdout.contains("SECRET BODY"), "{run:?}");
}

#[test]
fn history_search_does_not_read_a_linked_session_file() {
    let (env, id) = writer();
    let row = "{\"v\":2,\"id\":\"evt_1\",\"createdAt\":\"2026-11-29T09:00:00.000Z\",\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"OUTSIDE TEXT\"}}\n";
    let target = outside_file(&env, "elsewhere.jsonl", row);
    symlink(&target, env.path(&format!("{id}/session.jsonl"))).unwrap();
    let run = env.run(&["history", "search", "-a", "Writer", "OUTSIDE"]);
    run.expect_error(1, "is a symbolic link");
    assert!(!run.stdout.contains("OUTSIDE TEXT"), "{run:?}");
}

// ---------------------------------------------------------------------------------------------
// fifos and devices in place of data files

/// Run `args` with a time limit: a command that waits forever on a fifo fails the test.
fn run_within(env: &TestEnv, args: &[&str], secs: u64) -> std::process::Output {
    let mut cmd = env.std_command(args);
    cmd.stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("`okbot {}` hung on a fifo", args.join(" "));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_fifo_in_place_of_the_session_file_is_refused_not_waited_on() {
    let (env, id) = writer();
    let session = env.path(&format!("{id}/session.jsonl"));
    let _ = std::fs::remove_file(&session);
    let made = std::process::Command::new("mkfifo").arg(&session).status().unwrap();
    assert!(made.success());
    for args in [
        vec!["session", "show", "-a", "Writer"],
        vec!["context", "show", "-a", "Writer"],
        vec!["history", "search", "-a", "Writer", "x"],
        vec!["session", "append", "-a", "Writer", "--text", "hi"],
        vec!["status"],
    ] {
        let out = run_within(&env, &args, 10);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("okbot: error: ") && stderr.contains("not a plain file"),
            "{args:?}: {stderr}"
        );
    }
    let out = run_within(&env, &["doctor"], 10);
    assert_ne!(out.status.code(), Some(0), "doctor finds the fifo");
    assert!(String::from_utf8_lossy(&out.stdout).contains("session.jsonl"), "{out:?}");
    assert!(std::fs::symlink_metadata(&session).unwrap().file_type().is_fifo(), "the fifo is left alone");
}

/// Fill the disk at `dir` to the last byte.
fn fill(dir: &Path) {
    use std::io::Write;
    let mut file = std::fs::File::create(dir.join("filler")).unwrap();
    let block = vec![0u8; 4096];
    while file.write_all(&block).is_ok() {}
    while file.write_all(&block[..1]).is_ok() {}
}

#[test]
fn creating_an_assistant_on_a_full_disk_leaves_no_half_made_folder() {
    let Some(disk) = TinyDisk::mount("128k") else { return };
    let env = TestEnv::new();
    let root = disk.path().join("okbot");
    env.set_var("OKBOT_HOME", root.to_str().unwrap());
    env.ok(&["init"]);
    env.assistant("Writer");
    let before: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().file_name()).collect();
    fill(disk.path());

    let run = env.run(&["assistant", "create", "Carl"]);
    run.expect_error(1, "No space left on device");
    let after: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(after.len(), before.len(), "no new folder: {after:?}");
    let doctor = env.run(&["doctor"]);
    assert!(!doctor.stdout.contains("not listed in bots.json"), "{doctor:?}");

    // An atomic rewrite that fails says which file, not which temporary file.
    let run = env.run(&["settings", "set", "maxTurns", "40"]);
    run.expect_error(1, "cannot write");
    assert!(!run.stderr.contains(".okbot-tmp"), "{run:?}");
}

#[test]
fn a_root_that_is_a_dangling_link_is_named_as_such() {
    let env = TestEnv::new();
    let link = env.home().join("okbot-link");
    symlink(env.home().join("gone/okbot"), &link).unwrap();
    env.set_var("OKBOT_HOME", link.to_str().unwrap());
    for args in [&["init"][..], &["status"]] {
        let run = env.run(args);
        run.expect_error(1, "is a symbolic link to");
        assert!(run.stderr.contains("which does not exist"), "{run:?}");
        assert!(run.stderr.contains("hint: create the folder the link points to"), "{run:?}");
    }
    assert!(!env.home().join("gone").exists(), "nothing is created through the link");
}

#[test]
fn a_fifo_beside_a_corrupt_settings_file_is_not_waited_on() {
    let (env, _) = writer();
    std::fs::write(env.path("settings.json"), "{ not json").unwrap();
    let fifo = env.path("settings.json.corrupt-2026-01-01T000000Z");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let out = run_within(&env, &["status"], 10);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("settings.json"), "{out:?}");
}
