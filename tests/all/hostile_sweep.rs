//! Hostile data roots and inputs from the robustness sweep: each test is a defect found by
//! attacking the built binary, kept so it stays fixed.

use std::time::Duration;

use crate::support::{Run, TestEnv};

/// Run with a time limit: a command that waits forever fails the test instead of hanging it.
fn run_within(env: &TestEnv, secs: u64, args: &[&str]) -> Run {
    let out = env
        .command(args)
        .timeout(Duration::from_secs(secs))
        .write_stdin(Vec::new())
        .output()
        .expect("run okbot");
    let run = Run::from_output(out);
    assert!(run.code.is_some(), "`okbot {}` did not finish within {secs} s\n{run:?}", args.join(" "));
    run
}

#[test]
fn a_tasks_file_that_is_a_fifo_or_a_link_is_refused_instead_of_hanging_or_followed() {
    let env = TestEnv::initialized();
    let id = env.assistant("Ann");
    let tasks = env.path(&format!("{id}/tasks.jsonl"));
    assert!(std::process::Command::new("mkfifo").arg(&tasks).status().unwrap().success());
    for args in [&["chat", "-a", "Ann", "--model", "offline", "hi"][..], &["context", "show", "-a", "Ann"]] {
        run_within(&env, 10, args).expect_error(1, "tasks.jsonl` is not a plain file");
    }
    let run = run_within(&env, 10, &["status"]);
    run.expect_code(0);
    assert!(run.stderr.contains("tasks.jsonl` is not a plain file"), "{run:?}");

    std::fs::remove_file(&tasks).unwrap();
    std::os::unix::fs::symlink("/etc/passwd", &tasks).unwrap();
    run_within(&env, 10, &["chat", "-a", "Ann", "--model", "offline", "hi"])
        .expect_error(1, "tasks.jsonl` is a symbolic link (to `/etc/passwd`)");
}

#[test]
fn a_tick_over_a_job_whose_stored_schedule_cannot_be_used_exits_1_not_as_a_usage_error() {
    use crate::support::schedule::{add, job, jobs_rel, runs, tick_at, writer};
    let (env, owner) = writer();
    let id = add(&env, &["hourly 05", "check the mail"]);
    // Edited by hand (or by another tool): an hour no clock has.
    let text = env
        .read(&jobs_rel(&owner))
        .replace(r#"{"kind":"hourly","minute":5}"#, r#"{"kind":"daily","hour":99,"minute":0}"#);
    env.write(&jobs_rel(&owner), text);
    let run = tick_at(&env, "2026-11-30T09:05:10Z", &[]);
    run.expect_code(1);
    assert!(
        run.stderr.contains(
            "okbot: error: a scheduled run failed: the schedule cannot be used: `daily 99:00`: hour 99"
        ),
        "{run:?}"
    );
    assert!(run.stdout.starts_with(&format!("failed\t{id}\t")), "{run:?}");
    assert_eq!(job(&env, &owner, &id)["enabled"], false, "stopped, so it is not due forever");
    assert_eq!(runs(&env, &owner)[0]["status"], "failed");
}

#[test]
fn doctor_warns_about_an_enabled_job_whose_next_run_is_not_a_time_it_can_read() {
    use crate::support::schedule::{add, jobs_rel, writer};
    let (env, owner) = writer();
    let id = add(&env, &["hourly 05", "check the mail"]);
    let text = env.read(&jobs_rel(&owner)).replace("\"2026-11-30T09:05:00.000Z\"", "\"2026-11-30 09:05\"");
    env.write(&jobs_rel(&owner), text);
    env.chmod(&jobs_rel(&owner), 0o600);
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "warning: {}/{owner}/schedules.jsonl: job `{id}` has a next run `2026-11-30 09:05` that is not an RFC 3339 time; it never fires",
            env.root_str()
        )),
        "{run:?}"
    );
    // What the hint says repairs it.
    env.ok(&["schedule", "pause", &id]);
    env.ok(&["schedule", "resume", &id]);
    env.run(&["doctor"]).expect_code(0);
}

#[test]
fn a_provider_stream_that_never_ends_is_cut_at_a_size_limit_not_read_until_memory_runs_out() {
    use crate::support::chat::{Api, chat, fake_env, rows};
    use crate::support::fake_llm::{FakeLlm, Reply, openai_chunk};
    use crate::support::set;
    let delta = format!("data: {}\n\n", openai_chunk(serde_json::json!({"content": "y".repeat(4000)}), None));
    // One line with no end, then text deltas with no end: each fails alone, without a retry.
    for endless in [format!("data: {}", "x".repeat(64 * 1024)), delta] {
        let fake = FakeLlm::start(vec![Reply::Endless(endless)]);
        let env = fake_env(&fake, Api::OpenAi);
        // Long enough that the size limit, not the timeout, ends the read.
        set(&env, "model.timeoutSecs", "60");
        env.assistant("Assistant");
        // (The size limit ended the read, not the 60 s timeout: the message says which.)
        let run = chat(&env, &["hello"]);
        run.expect_error(5, "the streamed answer went on past 128 MiB");
        assert_eq!(fake.requests().len(), 1, "not retried");
        assert_eq!(rows(&env)[1]["meta"]["error"], true, "a visible error row");
    }
}

#[test]
fn input_on_stdin_that_is_not_utf8_is_a_usage_error_naming_where_with_a_hint() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env.ok(&["memory", "add", "-a", "Writer", "likes tea"]);
    let before = env.snapshot();
    // Latin-1 "café" on line 2, as a file saved by an old editor would be.
    let latin1 = b"first line\ncaf\xe9\n".to_vec();
    let cases: [(&[&str], &str); 7] = [
        (&["session", "append", "-a", "Writer"], "JSON Lines in UTF-8"),
        (&["memory", "add", "-a", "Writer"], "one memory per line, in UTF-8"),
        (&["memory", "forget", "-a", "Writer", "-"], "the ids in UTF-8"),
        (&["chat", "-a", "Writer", "-"], "the message must be UTF-8 text"),
        (&["schedule", "add", "-a", "Writer", "daily 09:00", "-"], "the prompt must be UTF-8 text"),
        (&["soul", "patch", "-a", "Writer"], "JSON or Markdown sections in UTF-8"),
        (&["note", "add", "-a", "Writer", "--title", "T", "-"], "text, Markdown or HTML in UTF-8"),
    ];
    for (args, hint) in cases {
        env.run_stdin(args, latin1.clone())
            .expect_usage_error("stdin is not UTF-8 text (line 2, byte 4 of the line)", hint);
    }
    env.write("patch.md", b"## Tone\n\xff\n");
    let patch = env.path("patch.md");
    let patch = patch.to_str().unwrap();
    env.run(&["soul", "patch", "-a", "Writer", "--from", patch])
        .expect_usage_error(&format!("`{patch}` is not UTF-8 text (line 2, byte 1 of the line)"), "UTF-8");
    std::fs::remove_file(env.path("patch.md")).unwrap();
    before.assert_unchanged(&env.snapshot(), "input that is not UTF-8");
}

#[test]
fn history_search_warns_once_about_the_damaged_lines_it_skips_as_session_show_does() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "the tea is green");
    let path = format!("{id}/session.jsonl");
    let mut bytes = env.bytes(&path);
    let first_bad = bytes.len();
    bytes.extend_from_slice(b"{\"v\":2,\"id\":\"msg_bad\",\"item\":{\"type\":\"mess\n");
    bytes.extend_from_slice(b"not json at all, tea\n");
    env.write(&path, &bytes);
    env.say("Writer", "more tea please");
    let before = env.bytes(&path);

    for json in [false, true] {
        let mut args = vec!["history", "search", "-a", "Writer", "tea"];
        if json {
            args.push("--json");
        }
        let run = env.run(&args);
        run.expect_code(0);
        // Both hits, and one warning for both lines although the search reads the file twice.
        let hits = if json { run.json().as_array().unwrap().len() } else { run.stdout.lines().count() };
        assert_eq!(hits, 2, "{run:?}");
        assert_eq!(
            run.stderr,
            format!(
                "okbot: warning: skipped 2 damaged line(s) in `{}` (first at byte {first_bad}); they stay in the file\n\
                 hint: `okbot doctor` shows their line numbers\n",
                env.path(&path).display()
            ),
            "{run:?}"
        );
    }
    assert_eq!(env.bytes(&path), before, "the damaged lines stay in place");
    let quiet = env.run(&["history", "search", "-a", "Writer", "tea", "-q"]);
    assert_eq!((quiet.code, quiet.stderr.as_str()), (Some(0), ""), "-q silences the warning");
}

/// Write `<root>/<owner>/skills/<slug>/SKILL.md`.
fn skill(env: &TestEnv, owner: &str, slug: &str, description: &str, body: &str) {
    env.write(
        &format!("{owner}/skills/{slug}/SKILL.md"),
        format!("---\nname: {slug}\ndescription: {description}\n---\n{body}"),
    );
}

#[test]
fn a_skill_file_over_the_spec_size_is_left_out_and_a_description_over_its_limit_is_cut_at_runtime() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    skill(&env, &id, "fine", &"d".repeat(1024), "1. Do it.\n");
    skill(&env, &id, "long-description", &"x".repeat(2000), "1. Do it.\n");
    skill(&env, &id, "huge-file", "Use when it is huge", &"y\n".repeat(1 << 20));
    let dir = |slug: &str| env.path(&format!("{id}/skills/{slug}/SKILL.md")).display().to_string();
    let warnings = format!(
        "okbot: warning: skill left out: {}: SKILL.md is {} bytes; at most 1048576 are read\n",
        dir("huge-file"),
        std::fs::metadata(dir("huge-file")).unwrap().len(),
    );
    // `skill check` calls both errors.
    let check = env.run(&["skill", "check", env.path(&format!("{id}/skills")).to_str().unwrap()]);
    check.expect_code(3);
    // Twice, so the second listing runs on the skills index the first one wrote.
    for _ in 0..2 {
        let list = env.run(&["skill", "list"]);
        list.expect_code(0);
        assert_eq!(
            list.stdout,
            format!("fine\tlocal\t{}…\nlong-description\tlocal\t{}…\n", "d".repeat(199), "x".repeat(199)),
            "a description is cut at 200"
        );
        assert_eq!(list.stderr, warnings, "{list:?}");
        let json = env.run(&["skill", "list", "--json"]).json();
        let skills = json.as_array().unwrap();
        assert_eq!(skills.len(), 2);
        assert_eq!(
            skills[0]["description"].as_str().unwrap().chars().count(),
            1024,
            "--json carries it whole"
        );
        let long = skills[1]["description"].as_str().unwrap();
        assert_eq!(long, format!("{}…", "x".repeat(1023)), "cut to the spec's limit");
        let catalog = env.run(&["skill", "catalog"]);
        assert!(
            catalog.stdout.contains("- fine (fine)") && !catalog.stdout.contains("huge-file"),
            "{catalog:?}"
        );
    }
    // Asked for by name it is refused, not read whole and printed.
    for json in [false, true] {
        let mut args = vec!["skill", "show", "huge-file"];
        if json {
            args.push("--json");
        }
        let show = env.run(&args);
        show.expect_code(1);
        assert_eq!(show.stdout, "");
        assert_eq!(
            show.stderr,
            format!(
                "okbot: error: the skill `huge-file` is left out: SKILL.md is {} bytes; at most 1048576 are read\n\
                 hint: open the file itself: {}\n",
                std::fs::metadata(dir("huge-file")).unwrap().len(),
                dir("huge-file")
            ),
            "{show:?}"
        );
    }
    let fine = env.run(&["skill", "show", "fine"]);
    fine.expect_code(0);
    assert!(fine.stdout.ends_with("1. Do it.\n"), "{fine:?}");
    // The model naming it is told why it cannot have it.
    let script = crate::support::write_script(
        &env,
        &[
            serde_json::json!({"tool_calls": [{"name": "read_skill", "arguments": {"slug": "huge-file"}}]}),
            serde_json::json!({"text": "done"}),
        ],
    );
    let model = format!("offline:script={script}");
    let run = env.run(&["chat", "-a", "Writer", "--model", &model, "--yes", "--jsonl", "use the skill"]);
    run.expect_code(0);
    let result = run.stdout.lines().find(|l| l.contains("\"tool.result\"")).expect("a tool result");
    assert!(result.contains("the skill `huge-file` is left out: SKILL.md is"), "{run:?}");
    assert!(!run.stdout.contains("y\ny\ny"), "{run:?}");
}
