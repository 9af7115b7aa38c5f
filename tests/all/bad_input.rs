//! What okbot does with bad input: unknown or ambiguous owners, ids that could escape the root,
//! damaged and torn lines, corrupt files, a root that is a file or read-only.

use crate::support::{TestEnv, parse_lines};
use serde_json::json;

// ---------------------------------------------------------------------------------------------
// owners

#[test]
fn an_unknown_owner_is_a_usage_error_with_a_hint() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let before = env.snapshot();
    for args in [
        vec!["session", "show", "-a", "Nobody"],
        vec!["session", "append", "-a", "Nobody", "--text", "x"],
        vec!["session", "reset", "-a", "Nobody"],
        vec!["status", "-a", "Nobody"],
        vec!["assistant", "show", "Nobody"],
    ] {
        let run = env.run(&args);
        run.expect_error(2, "no assistant or squad named `Nobody`");
        assert!(
            run.stderr.contains("\nhint: `okbot assistant list` and `okbot squad list` show the names\n"),
            "{run:?}"
        );
    }
    before.assert_unchanged(&env.snapshot(), "commands naming an unknown owner");
}

#[test]
fn an_ambiguous_name_is_a_usage_error_listing_every_candidate() {
    let env = TestEnv::initialized();
    // OkBot allows names that differ only in case; okbot must not guess between them.
    env.write(
        "bots.json",
        r#"[{"id":"bot_20261129_002","name":"writer","description":""},{"id":"bot_20261129_001","name":"Writer","description":""}]"#,
    );
    let before = env.snapshot();
    let run = env.run(&["session", "append", "-a", "WRITER", "--text", "x"]);
    run.expect_error(2, "`WRITER` matches 2 owners: bot_20261129_002 (writer), bot_20261129_001 (Writer)");
    assert!(run.stderr.contains("\nhint: name it by id, e.g. `-a bot_20261129_002`\n"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "an ambiguous append");
    // Naming it exactly or by id works.
    env.say("bot_20261129_001", "by id");
    assert!(env.exists("bot_20261129_001/session.jsonl"));
}

#[test]
fn an_ambiguous_name_across_an_assistant_and_a_squad_lists_both() {
    let env = TestEnv::initialized();
    env.write(
        "bots.json",
        r#"[{"id":"bot_20261129_002","name":"Desk","description":""},{"id":"bot_20261129_001","name":"Other","description":""}]"#,
    );
    env.write(
        "squads.json",
        r#"[{"id":"squad_20261129_001","name":"desk","description":"","members":[{"botId":"bot_20261129_002","role":""},{"botId":"bot_20261129_001","role":""}],"createdAt":"","updatedAt":""}]"#,
    );
    let run = env.run(&["session", "show", "-a", "DESK"]);
    run.expect_error(2, "bot_20261129_002 (Desk), squad_20261129_001 (desk)");
}

#[test]
fn owner_names_with_slashes_or_dot_dot_are_refused_as_invalid_ids() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let before = env.snapshot();
    for bad in ["../outside", "a/b", "bot_1/../../etc", "..", "x\\y"] {
        let run = env.run(&["session", "append", "-a", bad, "--text", "x"]);
        run.expect_error(2, "is not a valid id");
        assert!(run.stderr.contains("hint: ids contain no `/`"), "{run:?}");
        env.run(&["session", "show", "-a", bad]).expect_error(2, "is not a valid id");
    }
    before.assert_unchanged(&env.snapshot(), "bad owner names");
    assert!(!env.home().join("outside").exists());
}

#[test]
fn a_roster_entry_whose_id_would_escape_the_root_is_never_used_as_a_path() {
    let env = TestEnv::initialized();
    env.write(
        "bots.json",
        r#"[{"id":"../outside","name":"Evil","description":""},{"id":"a/b","name":"Slash","description":""}]"#,
    );
    let before = env.snapshot();
    env.run(&["session", "append", "-a", "Evil", "--text", "x"])
        .expect_error(2, "`../outside` is not a valid id");
    env.run(&["session", "append", "-a", "Slash", "--text", "x"]).expect_error(2, "`a/b` is not a valid id");
    env.run(&["session", "reset", "-a", "Evil"]).expect_error(2, "is not a valid id");
    assert!(!env.home().join("outside").exists(), "nothing was written outside the root");
    before.assert_unchanged(&env.snapshot(), "appends to invalid ids");

    // Readers skip such entries with a warning instead of failing.
    let run = env.run(&["session", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("warning: skipping roster entry with an invalid id `../outside`"), "{run:?}");
}

#[test]
fn doctor_reports_ids_with_a_nul_a_slash_or_dot_dot_in_bots_json() {
    let env = TestEnv::initialized();
    env.write(
        "bots.json",
        "[{\"id\":\"bot_\\u0000x\",\"name\":\"Nul\",\"description\":\"\"},{\"id\":\"../up\",\"name\":\"Up\",\"description\":\"\"},{\"id\":\"a/b\",\"name\":\"Slash\",\"description\":\"\"}]\n",
    );
    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let bots = env.path("bots.json").display().to_string();
    assert_eq!(
        run.stdout,
        format!(
            "error: {bots}: `bot_\\0x` is not a valid id\n\
             error: {bots}: `../up` is not a valid id\n\
             error: {bots}: `a/b` is not a valid id\n\
             3 errors, 0 warnings\n"
        )
    );
    before.assert_unchanged(&env.snapshot_all(), "doctor");
    env.run(&["session", "show", "-a", "Nul"]).expect_error(2, "is not a valid id");
}

// ---------------------------------------------------------------------------------------------
// damaged and torn lines

/// Writer's transcript with "first", then `line` written as it is; its path under the root and
/// the bytes written.
fn first_then(env: &TestEnv, line: &[u8]) -> (String, Vec<u8>) {
    let id = env.assistant("Writer");
    env.say("Writer", "first");
    let path = format!("{id}/session.jsonl");
    let mut bytes = env.bytes(&path);
    bytes.extend_from_slice(line);
    env.write(&path, &bytes);
    (path, bytes)
}

const DAMAGED_ROW: &[u8] = b"{\"v\":2,\"id\":\"msg_bad\",\"item\":{\"type\":\"mess\n";

#[test]
fn a_damaged_line_is_skipped_with_a_warning_and_left_in_place() {
    let env = TestEnv::initialized();
    let (path, bytes) = first_then(&env, DAMAGED_ROW);
    env.say("Writer", "second");
    let with_second = env.bytes(&path);
    assert!(with_second.starts_with(&bytes), "the damaged line stays where it was");

    let run = env.run(&["session", "show"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "[2026-11-29 23:00] user: first\n[2026-11-29 23:00] user: second\n");
    assert!(run.stderr.starts_with("okbot: warning: skipped 1 damaged line(s) in `"), "{run:?}");
    assert!(run.stderr.contains("they stay in the file"), "{run:?}");
    assert!(run.stderr.contains("hint: `okbot doctor` shows their line numbers"), "{run:?}");
    assert_eq!(env.bytes(&path), with_second, "reading changed nothing");

    let quiet = env.run(&["session", "show", "-q"]);
    quiet.expect_code(0);
    assert_eq!(quiet.stderr, "", "-q silences warnings");

    let list = env.run(&["session", "list", "--json"]).json();
    assert_eq!(list[0]["messages"], json!(2));
    assert_eq!(list[0]["damagedLines"], json!(1));

    let doctor = env.run(&["doctor"]);
    doctor.expect_code(3);
    // The whole path, as the warnings of the commands that skip the line name it.
    let full = env.path(&path).display().to_string();
    assert!(doctor.stdout.starts_with(&format!("error: {full}:2: damaged line: ")), "{doctor:?}");
}

#[test]
fn every_reader_of_the_transcript_names_damaged_lines_alike_by_the_full_path() {
    let env = TestEnv::initialized();
    let (path, _) = first_then(&env, DAMAGED_ROW);
    env.say("Writer", "second");
    let full = env.root().join(&path).display().to_string();
    // The root given relative to where the command runs: messages still name the whole path.
    let warning = |args: &[&str]| {
        let mut with_root = vec!["--root", ".okbot"];
        with_root.extend_from_slice(args);
        let run = env.run(&with_root);
        run.expect_code(0);
        let line = run.stderr.lines().find(|l| l.contains("damaged")).map(str::to_string);
        line.unwrap_or_else(|| panic!("no warning from {args:?}: {run:?}"))
    };
    let shown = warning(&["session", "show"]);
    assert!(shown.contains(&format!("in `{full}` (first at byte ")), "{shown}");
    assert_eq!(warning(&["context", "show"]), shown, "context show says the same");
    assert_eq!(warning(&["history", "search", "first"]), shown, "history search says the same");
}

#[test]
fn context_show_and_compress_name_doctor_after_the_damaged_lines_warning() {
    let env = TestEnv::initialized();
    let (path, _) = first_then(&env, DAMAGED_ROW);
    env.say("Writer", "second");
    let warning = format!(
        "okbot: warning: skipped 1 damaged line(s) in `{}` (first at byte ",
        env.path(&path).display()
    );
    for args in [&["context", "show"][..], &["compress", "--now"]] {
        let run = env.run(args);
        run.expect_code(0);
        let lines: Vec<&str> = run.stderr.lines().collect();
        let at =
            lines.iter().position(|l| l.starts_with(&warning)).unwrap_or_else(|| panic!("{args:?}: {run:?}"));
        assert_eq!(
            lines.get(at + 1),
            Some(&"hint: `okbot doctor` shows their line numbers"),
            "{args:?}: {run:?}"
        );
    }
}

#[test]
fn chat_and_evolve_warn_once_on_stderr_about_the_damaged_lines_they_skip() {
    let env = TestEnv::initialized();
    let (path, _) = first_then(&env, DAMAGED_ROW);
    let warning = format!(
        "okbot: warning: skipped 1 damaged line(s) in `{}` (first at byte ",
        env.path(&path).display()
    );
    // "remember …" makes the after-turn memory step read the transcript again: still one warning.
    let run = env.run(&["chat", "-a", "Writer", "remember that I drink green tea"]);
    run.expect_code(0);
    assert_eq!(run.stderr.matches(&warning).count(), 1, "{run:?}");
    assert!(!run.stdout.contains("damaged"), "{run:?}");
    let run = env.run(&["evolve", "-a", "Writer", "--force", "--only", "memory"]);
    run.expect_code(0);
    assert_eq!(run.stderr.matches(&warning).count(), 1, "{run:?}");
    assert!(run.stderr.contains("hint: `okbot doctor` shows their line numbers"), "{run:?}");
    assert!(!run.stdout.contains("damaged"), "{run:?}");
}

#[test]
fn chat_names_doctor_after_the_damaged_lines_warning_in_text_and_jsonl_mode() {
    let env = TestEnv::initialized();
    let (path, _) = first_then(&env, DAMAGED_ROW);
    let warning = format!(
        "okbot: warning: skipped 1 damaged line(s) in `{}` (first at byte ",
        env.path(&path).display()
    );
    for args in [&["chat", "-a", "Writer", "hello"][..], &["chat", "-a", "Writer", "--jsonl", "again"]] {
        let run = env.run(args);
        run.expect_code(0);
        let lines: Vec<&str> = run.stderr.lines().collect();
        let at =
            lines.iter().position(|l| l.starts_with(&warning)).unwrap_or_else(|| panic!("{args:?}: {run:?}"));
        assert_eq!(
            lines.get(at + 1),
            Some(&"hint: `okbot doctor` shows their line numbers"),
            "{args:?}: {run:?}"
        );
    }
}

#[test]
fn a_closed_stderr_does_not_stop_a_command_that_warns() {
    let env = TestEnv::initialized();
    first_then(&env, DAMAGED_ROW);
    // A pipe whose reader is gone before okbot starts (`okbot … 2>&1 | true`).
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = env
        .std_command(&["session", "show"])
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::from(writer))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "[2026-11-29 23:00] user: first\n");
}

#[test]
fn a_row_without_a_time_shows_that_its_time_is_unknown() {
    let env = TestEnv::initialized();
    first_then(
        &env,
        b"{\"v\":2,\"id\":\"msg_01HANDWRITTEN0000000000000\",\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"by hand\"}}\n",
    );
    let run = env.run(&["session", "show"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "[2026-11-29 23:00] user: first\n[time unknown] user: by hand\n");
    let search = env.run(&["history", "search", "by hand"]);
    search.expect_code(0);
    assert_eq!(
        search.stdout, "msg_01HANDWRITTEN0000000000000\t[time unknown]\tuser\tby hand\n",
        "{search:?}"
    );
}

#[test]
fn append_after_a_torn_last_line_starts_a_new_line_and_keeps_the_old_bytes() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "whole");
    let path = format!("{id}/session.jsonl");
    let mut torn = env.bytes(&path);
    torn.extend_from_slice(
        b"{\"v\":2,\"id\":\"msg_torn\",\"createdAt\":\"2026-11-29T22:59:59.000Z\",\"item\":{\"ty",
    );
    env.write(&path, &torn);

    let msg = env.say("Writer", "after the tear");
    let after = env.bytes(&path);
    assert!(after.starts_with(&torn), "the old bytes are intact");
    let tail = String::from_utf8(after[torn.len()..].to_vec()).unwrap();
    assert!(tail.starts_with('\n'), "the torn line is closed first: {tail:?}");
    let new_line = tail.trim_start_matches('\n');
    assert!(new_line.ends_with('\n') && new_line.matches('\n').count() == 1, "{tail:?}");
    let row: serde_json::Value = serde_json::from_str(new_line.trim_end()).unwrap();
    assert_eq!(row["id"], json!(msg));
    assert_eq!(row["item"]["content"], json!("after the tear"));

    let run = env.run(&["session", "show"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "[2026-11-29 23:00] user: whole\n[2026-11-29 23:00] user: after the tear\n");
    assert!(run.stderr.contains("skipped 1 damaged line(s)"), "{run:?}");
}

#[test]
fn show_reads_a_torn_last_line_as_damaged_and_still_shows_the_rest() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "whole");
    let path = format!("{id}/session.jsonl");
    let mut torn = env.bytes(&path);
    torn.extend_from_slice(b"{\"v\":2,\"id\":\"msg_t");
    env.write(&path, &torn);
    let run = env.run(&["session", "show", "-n", "5"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "[2026-11-29 23:00] user: whole\n");
    assert!(run.stderr.contains("skipped 1 damaged line(s)"), "{run:?}");
    assert_eq!(env.bytes(&path), torn);
}

// ---------------------------------------------------------------------------------------------
// corrupt files

#[test]
fn commands_keep_working_on_defaults_when_settings_json_is_not_json() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env.write("settings.json", "model = gpt\n");
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert!(run.stdout.contains("model offline/offline (window 128000)"), "{run:?}");
    assert!(run.stderr.starts_with("okbot: warning: "), "{run:?}");
    assert!(run.stderr.contains("settings.json` is not valid JSON"), "{run:?}");
    assert_eq!(env.read("settings.json"), "model = gpt\n", "never overwritten");
    env.run(&["settings", "set", "maxTurns", "3"]).expect_code(1);
    assert_eq!(env.read("settings.json"), "model = gpt\n");
}

#[test]
fn a_damaged_bots_json_fails_cleanly_and_is_never_overwritten() {
    let env = TestEnv::initialized();
    env.write("bots.json", "[{\"id\":\"bot_20261129_001\",");
    let before = env.snapshot();
    let run = env.run(&["assistant", "create", "Writer"]);
    run.expect_error(1, "bots.json` is damaged");
    assert!(run.stderr.contains("okbot will not overwrite it"), "{run:?}");
    env.run(&["assistant", "list"]).expect_error(1, "is damaged");
    env.run(&["session", "show"]).expect_error(1, "is damaged");
    before.assert_unchanged(&env.snapshot(), "commands on a damaged bots.json");
    let doctor = env.run(&["doctor"]);
    doctor.expect_code(3);
    assert!(
        doctor.stdout.starts_with(&format!("error: {}: damaged: ", env.path("bots.json").display())),
        "{doctor:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// the root itself

#[test]
fn a_root_that_is_a_file_is_refused_by_reads_and_writes() {
    let env = TestEnv::new();
    let file = env.home().join("not-a-folder");
    std::fs::write(&file, "data").unwrap();
    let root = file.to_str().unwrap();
    for args in [
        vec!["--root", root, "init"],
        vec!["--root", root, "status"],
        vec!["--root", root, "assistant", "create", "Writer"],
        vec!["--root", root, "session", "show"],
        vec!["--root", root, "doctor"],
    ] {
        let run = env.run(&args);
        run.expect_error(1, &format!("the data root `{root}` is not a folder"));
        assert!(run.stderr.contains("hint: pass `--root` a folder"), "{run:?}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "data");
    // The same through OKBOT_HOME.
    env.set_var("OKBOT_HOME", root);
    env.run(&["status"]).expect_error(1, "is not a folder");
}

/// Restores write permission when dropped, so a failing test leaves a removable temp dir.
struct Writable<'a>(&'a TestEnv);

impl Drop for Writable<'_> {
    fn drop(&mut self) {
        let _ = std::process::Command::new("chmod").arg("-R").arg("u+w").arg(self.0.root()).status();
    }
}

#[test]
fn a_read_only_root_refuses_every_roster_write_and_keeps_its_files() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    let _restore = Writable(&env);
    let before = env.snapshot_all();
    env.chmod("", 0o500);
    for args in [
        vec!["assistant", "create", "C"],
        vec!["assistant", "rename", "A", "Z"],
        vec!["assistant", "delete", "A", "--yes"],
        vec!["squad", "create", "Team", "-m", "A", "-m", "B"],
        vec!["settings", "set", "maxTurns", "3"],
    ] {
        let run = env.run(&args);
        run.expect_error(1, "is read-only");
        assert!(run.stderr.contains(&format!("`{}` is read-only", env.root_str())), "{run:?}");
        assert!(run.stderr.contains("hint: make it writable"), "{run:?}");
    }
    // Reads still work.
    assert_eq!(env.ok(&["assistant", "list"]), "bot_20261129_002\tB\nbot_20261129_001\tA\n");
    env.chmod("", 0o700);
    before.assert_unchanged(&env.snapshot_all(), "writes into a read-only root");
}

#[test]
fn a_read_only_tree_refuses_session_writes_and_keeps_the_transcript() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "keep");
    let restore = Writable(&env);
    let before = env.snapshot_all();
    let status = std::process::Command::new("chmod").arg("-R").arg("a-w").arg(env.root()).status().unwrap();
    assert!(status.success());
    let run = env.run(&["session", "append", "--text", "x"]);
    run.expect_error(1, "is read-only");
    assert!(run.stderr.contains(&format!("`{}` is read-only", env.root_str())), "names the root: {run:?}");
    assert!(!id.is_empty());
    env.run(&["session", "reset"]).expect_error(1, "is read-only");
    let piped =
        env.run_stdin(&["session", "append"], "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\"}\n");
    piped.expect_error(1, "is read-only");
    // Reading a read-only root is fine.
    assert_eq!(env.ok(&["session", "show"]), "[2026-11-29 23:00] user: keep\n");
    drop(restore);
    before.assert_unchanged(&env.snapshot_all(), "session writes into a read-only tree");
}

#[test]
fn a_read_only_session_file_is_refused_even_in_a_writable_folder() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "keep");
    let path = format!("{id}/session.jsonl");
    env.chmod(&path, 0o400);
    let bytes = env.bytes(&path);
    env.run(&["session", "append", "--text", "x"]).expect_error(1, "session.jsonl` is read-only");
    assert_eq!(env.bytes(&path), bytes);
    assert_eq!(parse_lines(&String::from_utf8(bytes).unwrap()).len(), 1);
}

// ---------------------------------------------------------------------------------------------
// arguments and environment

#[test]
fn unknown_commands_and_flags_exit_2_with_usage_on_stderr() {
    let env = TestEnv::initialized();
    let run = env.run(&["frobnicate"]);
    run.expect_code(2);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("frobnicate"), "{run:?}");
    env.run(&["session", "show", "--bogus"]).expect_code(2);
    env.run(&["session", "show", "-n", "many"]).expect_code(2);
    env.run(&["--color", "purple", "status"]).expect_code(2);
}

#[test]
fn help_and_version_go_to_stdout_and_exit_0() {
    let env = TestEnv::new();
    let help = env.run(&["--help"]);
    help.expect_code(0);
    assert!(help.stdout.contains("Usage: okbot"), "{help:?}");
    assert!(help.stdout.contains("6 locked by another process"), "{help:?}");
    let version = env.run(&["--version"]);
    version.expect_code(0);
    assert_eq!(version.stdout, format!("okbot {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn an_okbot_now_that_is_not_rfc_3339_is_a_usage_error() {
    let env = TestEnv::initialized();
    env.set_var("OKBOT_NOW", "yesterday");
    let run = env.run(&["assistant", "create", "Writer"]);
    run.expect_error(2, "OKBOT_NOW is not an RFC 3339 time: `yesterday`");
    assert_eq!(env.read("bots.json"), "[]\n");
}

// ---------------------------------------------------------------------------------------------
// the argument parser

#[test]
fn argument_errors_read_like_okbots_own_errors_and_exit_2() {
    let env = TestEnv::new();
    let run = env.run(&["chta"]);
    run.expect_usage_error("unrecognized subcommand 'chta'", "did you mean 'chat'?");
    assert_eq!(
        run.stderr,
        "okbot: error: unrecognized subcommand 'chta'\nhint: did you mean 'chat'?\nhint: see 'okbot --help'\n"
    );
    env.run(&["task", "start"]).expect_usage_error(
        "the following required arguments were not provided: <ID>",
        "see 'okbot task start --help'",
    );
    env.run(&["status", "--bogus"])
        .expect_usage_error("unexpected argument '--bogus' found", "usage: okbot status");
    env.run(&["--color", "bogus", "status"]).expect_usage_error(
        "invalid value 'bogus' for '--color <WHEN>'",
        "accepted values: auto, always, never",
    );
}

#[test]
fn argument_errors_follow_the_colour_choice() {
    let env = TestEnv::new();
    let run = env.run(&["--color", "always", "chta"]);
    run.expect_code(2);
    assert!(run.stderr.starts_with("okbot: \x1b[1;31merror\x1b[0m: unrecognized subcommand"), "{run:?}");
    let run = env.run(&["chta", "--color=never"]);
    assert!(run.stderr.starts_with("okbot: error: "), "{run:?}");
}

#[test]
fn help_and_version_still_go_to_stdout_and_exit_0() {
    let env = TestEnv::new();
    for args in [vec!["--help"], vec!["-h"], vec!["task", "--help"], vec!["--version"]] {
        let run = env.run(&args);
        run.expect_code(0);
        assert!(!run.stdout.is_empty(), "{run:?}");
        assert_eq!(run.stderr, "", "{run:?}");
    }
}

#[test]
fn short_and_long_help_start_with_the_same_tagline() {
    let env = TestEnv::new();
    let short = env.ok(&["-h"]);
    let long = env.ok(&["--help"]);
    let first = |text: &str| text.lines().next().unwrap_or("").trim_end_matches('.').to_string();
    assert_eq!(first(&short), first(&long));
}

#[test]
fn a_tail_read_names_only_the_damaged_lines_it_read_and_never_as_the_first_of_the_file() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let path = format!("{id}/session.jsonl");
    // A damaged line at byte 0, three rows, a damaged line, one more row.
    env.write(&path, DAMAGED_ROW);
    for text in ["one", "two", "three"] {
        env.say("Writer", text);
    }
    let mut bytes = env.bytes(&path);
    let later = bytes.len();
    bytes.extend_from_slice(b"not json at all\n");
    env.write(&path, &bytes);
    env.say("Writer", "four");
    let full = env.path(&path).display().to_string();

    let run = env.run(&["session", "show", "-a", "Writer", "-n", "2"]);
    run.expect_code(0);
    assert!(!run.stderr.contains(&format!("first at byte {later}")), "{run:?}");
    let warning = run.stderr.lines().next().unwrap_or_default();
    assert!(
        warning.starts_with(&format!(
            "okbot: warning: skipped 1 damaged line(s) in the part of `{full}` read (byte "
        )),
        "{run:?}"
    );
    assert!(
        warning.contains(&format!("earliest at byte {later}); earlier lines were not checked")),
        "{run:?}"
    );

    // Read to the start of the file: the whole count, the first damaged line first.
    let all = env.run(&["session", "show", "-a", "Writer"]);
    all.expect_code(0);
    assert!(
        all.stderr
            .starts_with(&format!("okbot: warning: skipped 2 damaged line(s) in `{full}` (first at byte 0)")),
        "{all:?}"
    );
}

#[test]
fn a_time_in_epoch_milliseconds_is_shown_and_a_time_that_is_not_one_is_unknown_everywhere() {
    let env = TestEnv::initialized();
    // 2026-11-29T23:00:00Z in epoch milliseconds, as some versions of the OkBot app write it.
    first_then(
        &env,
        b"{\"v\":2,\"id\":\"msg_millis\",\"createdAt\":1795993200000,\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"millis tea\"}}\n\
          {\"v\":2,\"id\":\"msg_bogus\",\"createdAt\":\"yesterday-ish\",\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"bogus tea\"}}\n",
    );
    let search = env.run(&["history", "search", "tea"]);
    search.expect_code(0);
    assert_eq!(
        search.stdout,
        "msg_bogus\t[time unknown]\tuser\tbogus tea\nmsg_millis\t2026-11-29 23:00\tuser\tmillis tea\n",
        "{search:?}"
    );
    let hits = env.run(&["history", "search", "tea", "--json"]).json();
    let time = |id: &str| {
        hits.as_array().unwrap().iter().find(|h| h["id"] == json!(id)).unwrap()["createdAt"].clone()
    };
    assert_eq!(time("msg_millis"), json!("2026-11-29T23:00:00.000Z"), "{hits:#}");
    assert_eq!(time("msg_bogus"), json!(null), "{hits:#}");

    let show = env.run(&["session", "show"]);
    show.expect_code(0);
    assert_eq!(
        show.stdout,
        "[2026-11-29 23:00] user: first\n[2026-11-29 23:00] user: millis tea\n[time unknown] user: bogus tea\n"
    );
    let rows = env.run(&["session", "show", "--json"]).json();
    let times: Vec<serde_json::Value> =
        rows.as_array().unwrap().iter().map(|r| r["createdAt"].clone()).collect();
    assert_eq!(times[1..], [json!("2026-11-29T23:00:00.000Z"), json!(null)], "{rows:#}");
}
