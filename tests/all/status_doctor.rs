//! `okbot status` and `okbot doctor`.

use crate::support::{STAMP, TestEnv, assert_fields, head_lines};
use serde_json::json;

/// Writer (with two messages) and Coder, plus a squad of both.
fn populated() -> TestEnv {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    env.say("Writer", "one");
    env.ok(&["session", "append", "-a", "Writer", "--role", "assistant", "--text", "two"]);
    env
}

// ---------------------------------------------------------------------------------------------
// status

#[test]
fn status_of_a_missing_root_says_so_and_creates_nothing() {
    let env = TestEnv::new();
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("root: {}\nnot set up yet\n", env.root_str()));
    assert!(run.stderr.contains("hint: run `okbot init`"), "{run:?}");
    assert_eq!(
        env.run(&["status", "--json"]).json(),
        json!({"root": env.root_str(), "initialized": false, "owners": [],
            "globalMemories": {"durable": 0, "candidate": 0, "pinned": 0}})
    );
    assert!(!env.root().exists());
}

#[test]
fn status_lists_each_owner_with_messages_model_window_and_last_activity() {
    let env = populated();
    assert_eq!(
        head_lines(&env.ok(&["status"])),
        format!(
            "root: {}\n\
             bot_20261129_002  Coder  0 messages  model offline/offline (window 128000)  last activity never\n\
             bot_20261129_001  Writer  2 messages  model offline/offline (window 128000)  last activity 2026-11-29 23:00\n\
             squad_20261129_001  Team  0 messages  model offline/offline (window 128000)  last activity never\n",
            env.root_str()
        )
    );
    assert_eq!(
        head_lines(&env.ok(&["status", "-a", "writer"])),
        format!(
            "root: {}\nbot_20261129_001  Writer  2 messages  model offline/offline (window 128000)  last activity 2026-11-29 23:00\n",
            env.root_str()
        )
    );
}

#[test]
fn status_json_is_one_document_with_every_owner() {
    let env = populated();
    let run = env.run(&["status", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["root"], json!(env.root_str()));
    assert_eq!(doc["initialized"], json!(true));
    let owners = doc["owners"].as_array().unwrap();
    assert_eq!(owners.len(), 3);
    assert_fields(
        &owners[1],
        &json!({
            "id": "bot_20261129_001", "name": "Writer", "kind": "assistant",
            "messages": 2, "records": 2, "lastActivity": STAMP,
            "model": {"providerId": "offline", "modelId": "offline", "apiFormat": "offline",
                      "contextWindow": 128000, "source": "fallback"},
            "lastUsage": null, "damagedLines": 0
        }),
    );
    assert_eq!(owners[2]["kind"], json!("squad"));
}

#[test]
fn status_uses_the_model_catalog_from_settings() {
    let env = populated();
    env.write(
        "settings.json",
        r#"{"model":{"providers":[{"id":"local","apiFormat":"chat_completions","models":[{"id":"llama3","contextWindow":32768}]}],"defaultProviderId":"local","defaultModelId":"llama3"}}"#,
    );
    let doc = env.run(&["status", "-a", "Writer", "--json"]).json();
    assert_eq!(
        doc["owners"][0]["model"],
        json!({"providerId": "local", "modelId": "llama3", "apiFormat": "chat_completions",
               "contextWindow": 32768, "source": "settings"})
    );
}

#[test]
fn status_counts_damaged_lines_without_failing() {
    let env = populated();
    let path = "bot_20261129_001/session.jsonl";
    let mut bytes = env.bytes(path);
    bytes.extend_from_slice(b"{\"v\":2,\"id\":\"msg_torn\n");
    env.write(path, &bytes);
    let run = env.run(&["status", "-a", "Writer"]);
    run.expect_code(0);
    assert!(
        head_lines(&run.stdout).ends_with("last activity 2026-11-29 23:00  (1 damaged lines)\n"),
        "{run:?}"
    );
    assert_eq!(env.bytes(path), bytes);
}

// ---------------------------------------------------------------------------------------------
// doctor

#[test]
fn doctor_on_a_healthy_root_finds_nothing_and_exits_zero() {
    let env = populated();
    let run = env.run(&["doctor"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("no problems found in {}\n", env.root_str()));
    let json = env.run(&["doctor", "--json"]);
    json.expect_code(0);
    assert_eq!(json.json(), json!({"root": env.root_str(), "errors": 0, "warnings": 0, "findings": []}));
}

#[test]
fn doctor_lists_a_damaged_line_with_its_number_exits_3_and_changes_nothing() {
    let env = populated();
    let path = "bot_20261129_001/session.jsonl";
    let text = env.read(path);
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(1, "{this is not json}");
    let damaged = format!("{}\n", lines.join("\n"));
    env.write(path, &damaged);

    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let out: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(out.len(), 3, "{run:?}");
    let full = env.path("bot_20261129_001/session.jsonl").display().to_string();
    assert!(out[0].starts_with(&format!("error: {full}:2: damaged line: ")), "{run:?}");
    assert_eq!(out[1], "  hint: okbot skips it and leaves it in place; fix or remove it by hand");
    assert_eq!(out[2], "1 error, 0 warnings");
    assert_eq!(run.stderr, "");
    before.assert_unchanged(&env.snapshot_all(), "doctor");

    let json = env.run(&["doctor", "--json"]);
    json.expect_code(3);
    let doc = json.json();
    assert_eq!(doc["errors"], json!(1));
    assert_eq!(doc["findings"][0]["path"], json!(path));
    assert_eq!(doc["findings"][0]["line"], json!(2));
    assert_eq!(doc["findings"][0]["severity"], json!("error"));
}

#[test]
fn doctor_flags_rows_the_app_would_delete_when_it_rewrites_the_transcript() {
    let env = populated();
    let path = "bot_20261129_001/session.jsonl";
    let mut text = env.read(path);
    for line in [
        r#"{"v":3,"id":"msg_v3","createdAt":"2026-11-29T23:00:00.000Z","item":{"type":"message","role":"user","content":"a"}}"#,
        r#"{"v":"2","id":"msg_vs","createdAt":"2026-11-29T23:00:00.000Z","item":{"type":"message","role":"user","content":"b"}}"#,
        r#"{"v":2,"id":"msg_num","createdAt":1764457200000,"item":{"type":"message","role":"user","content":"c"}}"#,
        r#"{"v":2,"createdAt":"2026-11-29T23:00:00.000Z","item":{"type":"message","role":"user","content":"d"}}"#,
        r#"{"type":"function_call_output","call_id":"c1","output":"bare item"}"#,
        // An old-style (version 1) message: the app converts it, nothing to report.
        r#"{"id":"legacy_1","role":"user","content":"old","createdAt":"2026-11-29T23:00:00.000Z"}"#,
    ] {
        text.push_str(line);
        text.push('\n');
    }
    env.write(path, &text);
    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let flagged: Vec<&str> =
        run.stdout.lines().filter(|l| l.contains("the OkBot app deletes this row")).collect();
    let expect = [
        (3, "`v` is 3, not 2"),
        (4, "`v` is \"2\", not 2"),
        (5, "`createdAt` is missing or not a string"),
        (6, "`id` is missing or not a string"),
        (7, "it is not a version-2 envelope"),
    ];
    assert_eq!(flagged.len(), expect.len(), "{run:?}");
    for ((line, why), got) in expect.iter().zip(&flagged) {
        let full = env.path(path).display().to_string();
        assert!(got.starts_with(&format!("error: {full}:{line}: the OkBot app deletes this row")), "{got}");
        assert!(got.contains(why), "{got} should say {why}");
    }
    assert!(run.stdout.contains("hint: fix the row by hand; `okbot session append` stores rows"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "doctor");
}

#[test]
fn doctor_reports_roster_folders_that_do_not_match() {
    let env = populated();
    std::fs::rename(env.path("bot_20261129_002"), env.path("bot_20261129_009")).unwrap();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "error: {}/bot_20261129_002: `bot_20261129_002` is in bots.json but has no folder\n",
            env.root_str()
        )),
        "{run:?}"
    );
    assert!(
        run.stdout.contains(&format!(
            "warning: {}/bot_20261129_009: folder `bot_20261129_009` is not listed in bots.json\n",
            env.root_str()
        )),
        "{run:?}"
    );
    assert!(run.stdout.ends_with("1 error, 1 warning\n"), "{run:?}");
}

#[test]
fn doctor_reports_a_summary_whose_coverage_points_at_a_missing_row() {
    let env = populated();
    env.write(
        "bot_20261129_001/session-summary.json",
        r#"{"summary":"older talk","coveredThroughId":"msg_gone","updatedAt":"2026-11-29T22:00:00.000Z"}"#,
    );
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "error: {}/bot_20261129_001/session-summary.json: coverage ends at `msg_gone`, which is not in session.jsonl\n",
            env.root_str()
        )),
        "{run:?}"
    );
}

#[test]
fn doctor_warns_about_a_root_and_settings_other_users_can_read() {
    let env = populated();
    env.chmod("", 0o755);
    env.chmod("settings.json", 0o644);
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let root = env.root_str();
    assert!(
        run.stdout.contains(&format!("warning: {root}: the data root is open to other users (mode 755)\n")),
        "{run:?}"
    );
    assert!(run.stdout.contains(&format!("warning: {root}/settings.json: settings.json (which may hold API keys) is readable by others (mode 644)\n")), "{run:?}");
    assert_eq!(env.mode(""), 0o755, "doctor changes nothing, modes included");
}

#[test]
fn doctor_reports_settings_that_are_not_json_without_copying_them_aside() {
    let env = populated();
    env.write("settings.json", "{not json");
    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.starts_with(&format!(
            "error: {}/settings.json: settings.json is not valid JSON: ",
            env.root_str()
        )),
        "{run:?}"
    );
    before.assert_unchanged(&env.snapshot_all(), "doctor on corrupt settings");
}

#[test]
fn doctor_on_a_missing_root_reports_it() {
    let env = TestEnv::new();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert_eq!(
        run.stdout,
        format!(
            "error: {}: the data root does not exist\n  hint: run `okbot init`\n1 error, 0 warnings\n",
            env.root_str()
        )
    );
    assert!(!env.root().exists());
}

#[test]
fn doctor_stays_quiet_about_the_trash_archives_and_lock_files_okbot_leaves() {
    let env = populated();
    env.ok(&["session", "reset", "-a", "Writer"]);
    env.ok(&["squad", "delete", "Team", "--yes"]);
    env.ok(&["assistant", "delete", "Coder", "--yes"]);
    env.ok(&["settings", "set", "maxTurns", "3"]);
    assert!(env.exists(".trash/bot_20261129_002-20261129T230000Z"));
    assert!(env.exists("bot_20261129_001/archive/20261129T230000Z/session.jsonl"));
    assert!(env.exists("bot_20261129_001/.lock"));
    let run = env.run(&["doctor"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("no problems found in {}\n", env.root_str()));
}

#[test]
fn doctor_reports_jobs_that_cannot_fire_stale_markers_and_task_problems_and_changes_nothing() {
    let env = populated();
    let owner = "bot_20261129_001";
    env.ok(&["schedule", "add", "-a", owner, "daily 09:00", "--timezone", "UTC", "stretch"]);
    let good: serde_json::Value =
        serde_json::from_str(env.read(&format!("{owner}/schedules.jsonl")).trim()).unwrap();
    let variant = |id: &str, key: &str, value: serde_json::Value| {
        let mut job = good.clone();
        job["id"] = json!(id);
        job[key] = value;
        job.to_string()
    };
    let lines = [
        good.to_string(),
        variant("sched_hour", "schedule", json!({"kind": "daily", "hour": 30, "minute": 0})),
        variant("sched_zone", "timezone", json!("Mars/Base")),
        variant("sched_run", "running", json!({"pid": 999_999, "startedAt": "x", "runId": "run_x"})),
    ];
    env.write(&format!("{owner}/schedules.jsonl"), format!("{}\n", lines.join("\n")));
    let tasks = [
        json!({"id": "T1", "title": "a", "status": "in_progress", "steps": [{"id": "s", "title": "x", "status": "done"}]}),
        json!({"id": "T2", "title": "b", "status": "in_progress", "steps": []}),
    ];
    env.write(&format!("{owner}/tasks.jsonl"), tasks.iter().map(|t| format!("{t}\n")).collect::<String>());
    env.chmod(&format!("{owner}/tasks.jsonl"), 0o600); // as okbot creates it

    let before = env.snapshot_all();
    let run = env.run(&["doctor", "--json"]);
    run.expect_code(3);
    before.assert_unchanged(&env.snapshot_all(), "doctor");
    let doc = run.json();
    let messages: Vec<String> = doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["message"].as_str().unwrap().to_string())
        .collect();
    let has = |needle: &str| assert!(messages.iter().any(|m| m.contains(needle)), "{needle}: {messages:#?}");
    has("job `sched_hour`: `daily 30:00`: hour 30 is out of range 0-23");
    has("job `sched_zone`: `Mars/Base` is not an IANA time zone");
    has("job `sched_run` is marked running by process 999999, which is gone");
    has("a step of task `T1` has the unknown status `done`");
    has("2 tasks are in progress");
    assert_eq!(doc["errors"], json!(2));
    assert_eq!(doc["warnings"], json!(3));
}

#[test]
fn doctor_counts_one_error_and_one_warning_in_the_singular_and_more_in_the_plural() {
    let env = populated();
    let owner = "bot_20261129_001";
    env.write(&format!("{owner}/session-summary.json"), "{not json");
    env.chmod(&format!("{owner}/session-summary.json"), 0o600);
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(run.stdout.ends_with("\n1 error, 0 warnings\n"), "{run:?}");

    env.write(&format!("{owner}/evolution.json"), "{not json either");
    env.chmod(&format!("{owner}/evolution.json"), 0o600);
    let run = env.run(&["doctor"]);
    assert!(run.stdout.ends_with("\n2 errors, 0 warnings\n"), "{run:?}");

    env.chmod("", 0o750);
    let run = env.run(&["doctor"]);
    assert!(run.stdout.ends_with("\n2 errors, 1 warning\n"), "{run:?}");
    let json = env.run(&["doctor", "--json"]).json();
    assert_eq!((json["errors"].clone(), json["warnings"].clone()), (json!(2), json!(1)));
}

#[test]
fn doctor_warns_about_every_file_and_folder_deep_in_the_root_other_users_can_open() {
    let env = populated();
    let owner = "bot_20261129_001";
    env.ok(&["session", "reset", "-a", "Writer"]);
    let deep = format!("{owner}/archive/20261129T230000Z/session.jsonl");
    assert!(env.exists(&deep));
    env.chmod(&deep, 0o640);
    env.chmod(&format!("{owner}/archive"), 0o755);
    env.chmod(&format!("{owner}/bot.json"), 0o602);
    env.chmod("bots.json", 0o666);
    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let root = env.root_str();
    let expected = [
        format!(
            "warning: {root}/{owner}/archive: the folder's mode lets other users open it (mode 755)\n  hint: `chmod 700 {root}/{owner}/archive`\n"
        ),
        format!(
            "warning: {root}/{deep}: the file's mode lets other users read it (mode 640)\n  hint: `chmod 600 {root}/{deep}`\n"
        ),
        format!("warning: {root}/{owner}/bot.json: the file's mode lets other users change it (mode 602)\n"),
        format!(
            "warning: {root}/bots.json: the file's mode lets other users read and change it (mode 666)\n"
        ),
    ];
    for line in &expected {
        assert!(run.stdout.contains(line.as_str()), "{line}\n{run:?}");
    }
    assert!(run.stdout.ends_with("0 errors, 4 warnings\n"), "{run:?}");
    assert_eq!(env.mode(&deep), 0o640, "doctor changes nothing, modes included");
    before.assert_unchanged(&env.snapshot_all(), "doctor");

    // A link is reported as a link, and what it points at is not looked at.
    env.chmod(&deep, 0o600);
    env.chmod(&format!("{owner}/archive"), 0o700);
    env.chmod(&format!("{owner}/bot.json"), 0o600);
    env.chmod("bots.json", 0o600);
    let outside = env.home().join("open.txt");
    std::fs::write(&outside, "x").unwrap();
    std::fs::set_permissions(&outside, std::os::unix::fs::PermissionsExt::from_mode(0o644)).unwrap();
    std::os::unix::fs::symlink(&outside, env.path(&format!("{owner}/notes.txt"))).unwrap();
    let run = env.run(&["doctor"]);
    assert!(!run.stdout.contains("lets other users"), "{run:?}");
    assert!(run.stdout.ends_with("1 error, 0 warnings\n"), "{run:?}");
}

#[test]
fn doctor_quotes_a_root_path_with_spaces_in_its_chmod_hint() {
    let env = TestEnv::new();
    let root = env.home().join("my data");
    env.set_var("OKBOT_HOME", root.to_str().unwrap());
    env.ok(&["init"]);
    std::fs::set_permissions(&root, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(run.stdout.contains(&format!("  hint: `chmod 700 '{}'`\n", root.display())), "{run:?}");
}

#[test]
fn doctor_and_warnings_escape_control_characters_in_the_paths_they_print() {
    let env = TestEnv::new();
    let root = env.home().join("odd\nroot\x1b[31m");
    env.set_var("OKBOT_HOME", root.to_str().unwrap());
    env.ok(&["init"]);
    let shown = root.display().to_string().replace('\n', "\\n").replace('\x1b', "\\u{1b}");
    let clean = env.run(&["doctor"]);
    clean.expect_code(0);
    assert_eq!(clean.stdout, format!("no problems found in {shown}\n"), "{clean:?}");

    let id = env.assistant("Writer");
    let memory = root.join("memory.md");
    let mut text = std::fs::read_to_string(&memory).unwrap();
    text.push_str("garbage line\n");
    std::fs::write(&memory, text).unwrap();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(!run.stdout.contains('\x1b'), "{run:?}");
    assert_eq!(
        run.stdout,
        format!(
            "warning: {shown}/memory.md:3: line is not a memory row (kept as it is)\n0 errors, 1 warning\n"
        ),
        "{run:?}"
    );

    env.say("Writer", "first");
    let session = root.join(&id).join("session.jsonl");
    let mut bytes = std::fs::read(&session).unwrap();
    bytes.extend_from_slice(b"not json\n");
    std::fs::write(&session, bytes).unwrap();
    let show = env.run(&["session", "show", "-a", "Writer"]);
    show.expect_code(0);
    assert!(!show.stderr.contains('\x1b'), "{show:?}");
    assert!(
        show.stderr.starts_with(&format!(
            "okbot: warning: skipped 1 damaged line(s) in `{shown}/{id}/session.jsonl` (first at byte "
        )),
        "{show:?}"
    );
    assert_eq!(show.stderr.lines().count(), 2, "the warning and its hint, one line each: {show:?}");
}
