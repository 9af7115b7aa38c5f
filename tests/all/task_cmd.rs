//! `okbot task list|show|add|step|start|block|done|backlog|delete` (DESIGN §6.5, §9): the line
//! shape of `<owner>/tasks.jsonl`, one task in progress at a time, steps by number or id, done
//! as a final state, id prefixes, list/show output, damaged and duplicated lines kept or
//! collapsed on rewrite, and refused input that leaves the root untouched.

use crate::support::task::*;
use crate::support::{STAMP, TestEnv};
use serde_json::{Value, json};

/// Writer with one task "migrate the blog" (steps "export posts", "import posts"); its id.
fn blog() -> (TestEnv, String) {
    let env = writer();
    let id = add(&env, &["migrate the blog", "--step", "export posts", "--step", "import posts"]);
    (env, id)
}

/// `okbot task ARGS…`, which must succeed; returns stdout.
#[track_caller]
fn task_ok(env: &TestEnv, args: &[&str]) -> String {
    let mut all = vec!["task"];
    all.extend_from_slice(args);
    env.ok(&all)
}

/// `okbot task ARGS…`.
fn task_run(env: &TestEnv, args: &[&str]) -> crate::support::Run {
    let mut all = vec!["task"];
    all.extend_from_slice(args);
    env.run(&all)
}

/// The sorted keys of a JSON object.
fn keys(v: &Value) -> Vec<String> {
    let mut k: Vec<String> =
        v.as_object().unwrap_or_else(|| panic!("not an object: {v}")).keys().cloned().collect();
    k.sort();
    k
}

// ---------------------------------------------------------------------------------------------
// add

#[test]
fn task_add_writes_one_line_in_the_design_shape_and_prints_only_the_id() {
    let env = writer();
    let run =
        env.run(&["task", "add", "migrate the blog", "--step", "export posts", "--step", "import posts"]);
    run.expect_code(0);
    let id = run.stdout.strip_suffix('\n').expect("a newline after the id").to_string();
    assert!(is_ulid(&id), "stdout is the bare ULID only: {run:?}");
    assert!(run.stderr.contains("migrate the blog"), "a note names the task on stderr: {run:?}");

    let text = env.read(&tasks_rel(WRITER));
    assert!(text.ends_with('\n'), "{text:?}");
    let lines = task_lines(&env, WRITER);
    assert_eq!(lines.len(), 1, "{text}");
    let t: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(keys(&t), ["createdAt", "id", "status", "steps", "title", "updatedAt"], "{t:#}");
    assert_eq!(t["id"], id.as_str());
    assert_eq!(t["title"], "migrate the blog");
    assert_eq!(t["status"], "pending");
    assert_eq!(t["createdAt"], STAMP);
    assert_eq!(t["updatedAt"], STAMP);
    let steps = t["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 2);
    for (step, title) in steps.iter().zip(["export posts", "import posts"]) {
        assert_eq!(keys(step), ["id", "status", "title"], "{step}");
        assert!(is_ulid(step["id"].as_str().unwrap()), "a step id is a bare ULID: {step}");
        assert_eq!(step["title"], title);
        assert_eq!(step["status"], "pending");
    }
    assert_ne!(steps[0]["id"], steps[1]["id"]);
    assert_ne!(steps[0]["id"], t["id"]);
    assert_eq!(env.mode(&tasks_rel(WRITER)), 0o600);
}

#[test]
fn task_add_start_puts_the_task_in_progress_and_backlog_parks_it() {
    let env = writer();
    let started = add(&env, &["write the report", "--step", "outline", "--start"]);
    let parked = add(&env, &["learn rust", "--backlog"]);
    assert_eq!(task(&env, WRITER, &started)["status"], "in_progress");
    assert_eq!(step_statuses(&task(&env, WRITER, &started)), ["pending"]);
    let p = task(&env, WRITER, &parked);
    assert_eq!(p["status"], "backlog");
    assert_eq!(p["steps"], json!([]));
    assert_eq!(task_lines(&env, WRITER).len(), 2);
}

#[test]
fn task_add_json_prints_the_task_with_its_owner_and_progress() {
    let env = writer();
    let run = env.run(&["--json", "task", "add", "migrate the blog", "--step", "A", "--step", "B"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["ownerId"], WRITER);
    assert_eq!(doc["progress"], "0/2");
    assert_eq!(doc["status"], "pending");
    assert_eq!(doc["title"], "migrate the blog");
    let on_disk = task(&env, WRITER, doc["id"].as_str().unwrap());
    assert_eq!(doc["steps"], on_disk["steps"], "the same steps as the file");
    assert!(
        on_disk.get("ownerId").is_none() && on_disk.get("progress").is_none(),
        "view-only keys: {on_disk}"
    );
}

#[test]
fn starting_a_second_task_sends_the_first_back_to_pending() {
    let env = writer();
    let a = add(&env, &["first", "--start"]);
    let b = add(&env, &["second"]);
    let out = task_ok(&env, &["start", &b]);
    assert!(out.starts_with(&format!("{b}\tin_progress\t")), "{out:?}");
    assert_eq!(task(&env, WRITER, &a)["status"], "pending");
    assert_eq!(task(&env, WRITER, &b)["status"], "in_progress");

    // `add --start` does the same.
    let c = add(&env, &["third", "--start"]);
    let statuses: Vec<(String, String)> = tasks(&env, WRITER)
        .iter()
        .map(|t| (t["id"].as_str().unwrap().to_string(), t["status"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(
        statuses,
        [(a, "pending".to_string()), (b, "pending".to_string()), (c, "in_progress".to_string())]
    );
}

// ---------------------------------------------------------------------------------------------
// steps

#[test]
fn task_step_add_appends_a_pending_step_with_a_bare_ulid() {
    let (env, id) = blog();
    let out = task_ok(&env, &["step", &id, "--add", "check the links"]);
    assert!(out.contains("  3. [pending] check the links"), "{out:?}");
    let t = task(&env, WRITER, &id);
    let steps = t["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[2]["title"], "check the links");
    assert_eq!(steps[2]["status"], "pending");
    assert!(is_ulid(steps[2]["id"].as_str().unwrap()), "{t}");
    assert_eq!(task_lines(&env, WRITER).len(), 1, "still one line");
}

#[test]
fn task_step_by_number_sets_the_status_and_the_note() {
    let (env, id) = blog();
    let later = "2026-11-30T08:00:00Z";
    let run = env
        .run_at(later, &["task", "step", &id, "1", "--status", "succeeded", "--note", "exported 40 posts"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        format!(
            "{id}\tpending\t1/2\tmigrate the blog\n  1. [succeeded] export posts — exported 40 posts\n  2. [pending] import posts\n"
        )
    );
    let t = task(&env, WRITER, &id);
    assert_eq!(t["steps"][0]["status"], "succeeded");
    assert_eq!(t["steps"][0]["note"], "exported 40 posts");
    assert_eq!(t["steps"][1]["status"], "pending");
    assert!(t["steps"][1].get("note").is_none());
    assert_eq!(t["updatedAt"], "2026-11-30T08:00:00.000Z");
    assert_eq!(t["createdAt"], STAMP);
}

#[test]
fn task_step_status_done_means_succeeded_on_the_step_being_worked_on() {
    let env = writer();
    let id = add(&env, &["release", "--step", "tag", "--step", "build", "--step", "upload"]);
    // Without a step: the first pending one.
    task_ok(&env, &["step", &id, "--status", "done"]);
    assert_eq!(step_statuses(&task(&env, WRITER, &id)), ["succeeded", "pending", "pending"]);
    // A step in progress is the current one, even after a pending one.
    task_ok(&env, &["step", &id, "3", "--status", "in_progress"]);
    task_ok(&env, &["step", &id, "--status", "done"]);
    assert_eq!(
        step_statuses(&task(&env, WRITER, &id)),
        ["succeeded", "pending", "succeeded"],
        "`done` is stored as succeeded, never as done"
    );
    assert!(!env.read(&tasks_rel(WRITER)).contains("\"status\":\"done\""));
}

#[test]
fn a_step_can_be_named_by_its_id() {
    let (env, id) = blog();
    let step_id = task(&env, WRITER, &id)["steps"][1]["id"].as_str().unwrap().to_string();
    task_ok(&env, &["step", &id, &step_id, "--status", "failed", "--note", "the importer crashed"]);
    let t = task(&env, WRITER, &id);
    assert_eq!(step_statuses(&t), ["pending", "failed"]);
    assert_eq!(t["steps"][1]["note"], "the importer crashed");
    assert_eq!(t["steps"][1]["id"], step_id.as_str(), "the id stays");
}

#[test]
fn an_empty_note_removes_the_note_of_a_step() {
    let (env, id) = blog();
    task_ok(&env, &["step", &id, "1", "--note", "halfway"]);
    let t = task(&env, WRITER, &id);
    assert_eq!(t["steps"][0]["note"], "halfway");
    assert_eq!(t["steps"][0]["status"], "pending", "a note alone keeps the status");
    task_ok(&env, &["step", &id, "1", "--note", ""]);
    assert!(task(&env, WRITER, &id)["steps"][0].get("note").is_none(), "{}", env.read(&tasks_rel(WRITER)));
}

#[test]
fn a_bad_step_status_exits_2_listing_the_statuses_and_changes_nothing() {
    let (env, id) = blog();
    let before = env.snapshot();
    let run = task_run(&env, &["step", &id, "1", "--status", "finished"]);
    run.expect_usage_error(
        "`finished` is not a step status",
        "use one of pending, in_progress, blocked, succeeded, failed, cancelled",
    );
    before.assert_unchanged(&env.snapshot(), "a bad step status");
}

#[test]
fn a_step_number_out_of_range_exits_2_and_changes_nothing() {
    let (env, id) = blog();
    let before = env.snapshot();
    for n in ["3", "0"] {
        let run = task_run(&env, &["step", &id, n, "--status", "succeeded"]);
        run.expect_usage_error(
            &format!("the task “migrate the blog” has no step `{n}`"),
            "`okbot task show ID` lists them",
        );
    }
    before.assert_unchanged(&env.snapshot(), "a step number out of range");
}

#[test]
fn a_step_change_with_nothing_to_change_or_an_empty_title_is_refused() {
    let (env, id) = blog();
    let before = env.snapshot();
    task_run(&env, &["step", &id, "1"])
        .expect_usage_error("nothing to change in the step", "a status, a note");
    task_run(&env, &["step", &id, "--add", "  "]).expect_usage_error("a step needs a title", "say what");
    before.assert_unchanged(&env.snapshot(), "refused step changes");
}

// ---------------------------------------------------------------------------------------------
// block, done, backlog, delete

#[test]
fn task_block_blocks_the_current_step_with_its_note() {
    let (env, id) = blog();
    task_ok(&env, &["start", &id]);
    task_ok(&env, &["step", &id, "1", "--status", "succeeded"]);
    let out = task_ok(&env, &["block", &id, "--note", "need the password"]);
    assert!(out.contains("  2. [blocked] import posts — need the password"), "{out:?}");
    let t = task(&env, WRITER, &id);
    assert_eq!(step_statuses(&t), ["succeeded", "blocked"]);
    assert_eq!(t["steps"][1]["note"], "need the password");
    assert_eq!(t["status"], "in_progress", "blocking a step leaves the task in progress");
}

#[test]
fn task_done_sets_the_status_done_and_done_at() {
    let (env, id) = blog();
    task_ok(&env, &["start", &id]);
    task_ok(&env, &["step", &id, "1", "--status", "succeeded"]);
    task_ok(&env, &["step", &id, "2", "--status", "failed"]);
    let later = "2026-11-30T10:15:00Z";
    let run = env.run_at(later, &["task", "done", &id]);
    run.expect_code(0);
    assert!(run.stdout.starts_with(&format!("{id}\tdone\t2/2\tmigrate the blog\n")), "{run:?}");
    let t = task(&env, WRITER, &id);
    assert_eq!(t["status"], "done");
    assert_eq!(t["doneAt"], "2026-11-30T10:15:00.000Z");
    assert_eq!(t["updatedAt"], "2026-11-30T10:15:00.000Z");
    assert_eq!(t["createdAt"], STAMP);
    assert_eq!(step_statuses(&t), ["succeeded", "failed"], "done says nothing about success");
}

#[test]
fn a_done_task_cannot_be_started_parked_or_given_or_changed_steps() {
    let (env, id) = blog();
    task_ok(&env, &["done", &id, "--cancel-open"]);
    let before = env.snapshot();
    for args in [
        &["start", &id][..],
        &["step", &id, "--add", "one more"][..],
        &["step", &id, "1", "--status", "failed"][..],
        &["block", &id, "--note", "late"][..],
        &["backlog", &id][..],
    ] {
        let run = task_run(&env, args);
        run.expect_usage_error("the task “migrate the blog” is done", "done is final; add a new task");
    }
    before.assert_unchanged(&env.snapshot(), "changes to a done task");
    assert_eq!(task(&env, WRITER, &id)["status"], "done");
}

#[test]
fn marking_a_done_task_done_again_keeps_its_done_at() {
    let (env, id) = blog();
    env.run_at("2026-11-30T10:00:00Z", &["task", "done", &id, "--cancel-open"]).expect_code(0);
    let first = task(&env, WRITER, &id);
    assert_eq!(first["doneAt"], "2026-11-30T10:00:00.000Z");
    let again = env.run_at("2026-12-01T09:00:00Z", &["task", "done", &id]);
    again.expect_code(0);
    assert_eq!(task(&env, WRITER, &id)["doneAt"], "2026-11-30T10:00:00.000Z", "done is final");
}

#[test]
fn task_done_with_open_steps_exits_2_naming_them_and_changes_nothing() {
    let (env, id) = blog();
    task_ok(&env, &["start", &id]);
    task_ok(&env, &["step", &id, "1", "--status", "succeeded"]);
    task_ok(&env, &["step", &id, "2", "--status", "in_progress"]);
    let before = env.snapshot();
    task_run(&env, &["done", &id]).expect_usage_error(
        "the task “migrate the blog” has an open step: 2. “import posts” (in_progress)",
        "--cancel-open",
    );
    before.assert_unchanged(&env.snapshot(), "done with an open step");
    assert_eq!(task(&env, WRITER, &id)["status"], "in_progress");
}

#[test]
fn task_done_cancel_open_cancels_the_open_steps_and_keeps_the_finished_ones() {
    let env = writer();
    let id = add(&env, &["ship it", "--step", "build", "--step", "test", "--step", "release", "--start"]);
    task_ok(&env, &["step", &id, "1", "--status", "failed"]);
    task_ok(&env, &["block", &id, "2", "--note", "needs a runner"]);
    task_run(&env, &["done", &id]).expect_usage_error(
        "the task “ship it” has open steps: 2. “test” (blocked), 3. “release” (pending)",
        "--cancel-open",
    );
    let out = task_ok(&env, &["done", &id, "--cancel-open"]);
    assert!(out.starts_with(&format!("{id}\tdone\t3/3\tship it\n")), "{out:?}");
    let t = task(&env, WRITER, &id);
    assert_eq!(t["status"], "done");
    assert_eq!(step_statuses(&t), ["failed", "cancelled", "cancelled"]);
    assert!(t["steps"][1].get("note").is_none(), "a cancelled step no longer waits: {t}");
}

#[test]
fn unblocking_a_step_clears_the_note_saying_what_it_waited_for() {
    let (env, id) = blog();
    task_ok(&env, &["start", &id]);
    task_ok(&env, &["block", &id, "1", "--note", "need the password"]);
    let out = task_ok(&env, &["step", &id, "1", "--status", "in_progress"]);
    assert!(out.contains("  1. [in_progress] export posts\n"), "{out:?}");
    assert!(task(&env, WRITER, &id)["steps"][0].get("note").is_none());
    // A note given with the change is kept.
    task_ok(&env, &["block", &id, "1", "--note", "need the password"]);
    task_ok(&env, &["step", &id, "1", "--status", "succeeded", "--note", "got it"]);
    assert_eq!(task(&env, WRITER, &id)["steps"][0]["note"], "got it");
}

#[test]
fn an_unknown_step_title_says_so_and_suggests_add() {
    let (env, id) = blog();
    let before = env.snapshot();
    for args in [&["step", &id, "Proofread"][..], &["step", &id, "Proofread", "--status", "succeeded"][..]] {
        task_run(&env, args).expect_usage_error(
            "the task “migrate the blog” has no step `Proofread`",
            &format!("okbot task step {id} --add \"Proofread\""),
        );
    }
    before.assert_unchanged(&env.snapshot(), "an unknown step title");
}

#[test]
fn a_step_can_be_named_by_its_title_in_any_case() {
    let (env, id) = blog();
    task_ok(&env, &["step", &id, "IMPORT posts", "--status", "succeeded"]);
    assert_eq!(step_statuses(&task(&env, WRITER, &id)), ["pending", "succeeded"]);
}

#[test]
fn task_backlog_parks_a_task_in_progress() {
    let (env, id) = blog();
    task_ok(&env, &["start", &id]);
    let out = task_ok(&env, &["backlog", &id]);
    assert!(out.starts_with(&format!("{id}\tbacklog\t0/2\t")), "{out:?}");
    let t = task(&env, WRITER, &id);
    assert_eq!(t["status"], "backlog");
    assert!(t.get("doneAt").is_none());
    // And back again.
    task_ok(&env, &["start", &id]);
    assert_eq!(task(&env, WRITER, &id)["status"], "in_progress");
}

#[test]
fn task_delete_removes_only_that_line() {
    let env = writer();
    let a = add(&env, &["first", "--step", "one"]);
    let b = add(&env, &["second"]);
    let c = add(&env, &["third", "--backlog"]);
    let lines = task_lines(&env, WRITER);
    let run = env.run(&["task", "delete", &b]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{b}\n"), "stdout carries only the id");
    assert!(run.stderr.contains("deleted the task “second”"), "{run:?}");
    assert_eq!(
        task_lines(&env, WRITER),
        [lines[0].clone(), lines[2].clone()],
        "the others are byte-identical"
    );
    assert!(tasks(&env, WRITER).iter().all(|t| t["id"] != b.as_str()));
    task(&env, WRITER, &a);
    task(&env, WRITER, &c);
}

// ---------------------------------------------------------------------------------------------
// ids

#[test]
fn a_unique_prefix_of_four_characters_names_a_task_in_any_case() {
    let env = writer();
    let a = add(&env, &["first"]);
    // Two months later: the ULID time part differs within the first four characters.
    let run = env.run_at("2027-01-29T23:00:00Z", &["task", "add", "second"]);
    run.expect_code(0);
    let b = run.stdout.trim_end().to_string();
    assert_ne!(a[..4], b[..4], "{a} {b}");

    task_ok(&env, &["start", &a[..4]]);
    assert_eq!(task(&env, WRITER, &a)["status"], "in_progress");
    let out = task_ok(&env, &["show", &b[..4].to_lowercase()]);
    assert!(out.starts_with(&format!("{b}\tpending\t0/0\tsecond\n")), "{out:?}");
    assert_eq!(task(&env, WRITER, &b)["status"], "pending");
}

#[test]
fn a_prefix_shorter_than_four_characters_is_refused_as_too_short() {
    let (env, id) = blog();
    let before = env.snapshot();
    for args in [&["show", &id[..3]][..], &["done", &id[..3]][..], &["delete", &id[..1]][..]] {
        task_run(&env, args).expect_usage_error(
            &format!("`{}` is too short to name a task", args[1]),
            "give at least 4 characters of the id",
        );
    }
    before.assert_unchanged(&env.snapshot(), "too short prefixes");
}

#[test]
fn a_prefix_matching_tasks_of_two_owners_lists_both() {
    let env = writer();
    env.assistant("Reader");
    let a = add(&env, &["-a", "Writer", "first"]);
    let b = add(&env, &["-a", "Reader", "second"]);
    let prefix = &a[..10];
    assert_eq!(&b[..10], prefix);
    // Candidates come in roster order (the newest assistant first).
    task_run(&env, &["show", prefix])
        .expect_usage_error(&format!("`{prefix}` matches 2 tasks: {b}, {a}"), "give more of the id");
    // -a narrows the search to one owner, where the prefix is unique.
    let out = task_ok(&env, &["show", "-a", "Reader", prefix]);
    assert!(out.starts_with(&format!("{b}\t")), "{out:?}");
}

#[test]
fn task_list_highlights_the_shortest_unique_prefix_only_in_colour() {
    let env = writer();
    env.assistant("Reader");
    let a = add(&env, &["-a", "Writer", "first"]);
    // Another owner's task shares a's first 25 characters: the prefix shown counts it too.
    let b = add(&env, &["-a", "Reader", "second"]);
    let shared = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    assert!(shared >= 10, "{a} {b}");
    let plain = task_ok(&env, &["list", "-a", "Writer"]);
    assert_eq!(plain, format!("{a}\tpending\t0/0\tfirst\n"), "no colour when piped");
    let coloured = task_ok(&env, &["--color", "always", "list", "-a", "Writer"]);
    let (head, tail) = a.split_at(shared + 1);
    assert_eq!(coloured, format!("\x1b[1;35m{head}\x1b[0m\x1b[2m{tail}\x1b[0m\tpending\t0/0\tfirst\n"));
    // The highlighted prefix names the task without -a.
    task_ok(&env, &["start", &head.to_lowercase()]);
    assert_eq!(task(&env, WRITER, &a)["status"], "in_progress");
    let never = task_ok(&env, &["--color", "never", "list", "-a", "Writer"]);
    assert!(!never.contains('\x1b'), "{never:?}");
    let json = task_ok(&env, &["--color", "always", "--json", "list", "-a", "Writer"]);
    assert!(!json.contains('\x1b'), "{json:?}");
}

#[test]
fn an_ambiguous_prefix_is_an_error_listing_the_matches() {
    let env = writer();
    // Same pinned clock: both ULIDs share the 10-character time part.
    let a = add(&env, &["first"]);
    let b = add(&env, &["second"]);
    let prefix = &a[..10];
    assert_eq!(&b[..10], prefix);
    let before = env.snapshot();
    for args in [&["show", prefix][..], &["start", prefix][..], &["delete", prefix][..]] {
        let run = task_run(&env, args);
        run.expect_usage_error(&format!("`{prefix}` matches 2 tasks: {a}, {b}"), "give more of the id");
    }
    before.assert_unchanged(&env.snapshot(), "an ambiguous prefix");
}

#[test]
fn an_ambiguous_prefix_lists_the_matches_when_another_assistant_has_none() {
    let env = writer();
    env.assistant("Reader");
    let a = add(&env, &["-a", "Reader", "first"]);
    let b = add(&env, &["-a", "Reader", "second"]);
    let prefix = &a[..10];
    let run = task_run(&env, &["show", prefix]);
    run.expect_usage_error(&format!("`{prefix}` matches 2 tasks: {a}, {b}"), "give more of the id");
}

#[test]
fn an_unknown_task_id_exits_2_with_a_hint_and_changes_nothing() {
    let (env, _) = blog();
    let before = env.snapshot();
    for args in [
        &["show", "ZZZZZZ"][..],
        &["start", "ZZZZZZ"][..],
        &["step", "ZZZZZZ", "--add", "x"][..],
        &["block", "ZZZZZZ"][..],
        &["done", "ZZZZZZ"][..],
        &["backlog", "ZZZZZZ"][..],
        &["delete", "ZZZZZZ"][..],
    ] {
        let run = task_run(&env, args);
        run.expect_usage_error(
            "there is no task `ZZZZZZ`",
            "`okbot task list` shows the tasks and their ids",
        );
    }
    before.assert_unchanged(&env.snapshot(), "unknown task ids");
}

// ---------------------------------------------------------------------------------------------
// list and show

#[test]
fn task_list_prints_id_status_progress_and_title_separated_by_tabs() {
    let env = writer();
    let a = add(&env, &["migrate the blog", "--step", "export", "--step", "import", "--start"]);
    let b = add(&env, &["learn rust", "--backlog"]);
    task_ok(&env, &["step", &a, "1", "--status", "cancelled"]);
    let run = env.run(&["task", "list"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        format!("{a}\tin_progress\t1/2\tmigrate the blog\n{b}\tbacklog\t0/0\tlearn rust\n")
    );
    assert_eq!(run.stderr, "", "{run:?}");
}

#[test]
fn task_list_with_no_tasks_prints_nothing_on_stdout_and_a_hint_on_stderr() {
    let env = writer();
    let run = env.run(&["task", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("no tasks"), "{run:?}");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    assert!(!env.exists(&tasks_rel(WRITER)), "listing creates no file");
}

#[test]
fn task_list_all_adds_the_owner_column_across_assistants() {
    let env = writer();
    let reader = env.assistant("Reader");
    let a = add(&env, &["-a", "Writer", "draft the post", "--step", "outline"]);
    let b = add(&env, &["-a", "Reader", "read the book", "--start"]);
    // One owner with -a: no owner column.
    let w = env.run(&["task", "list", "-a", "Writer"]);
    assert_eq!(w.stdout, format!("{a}\tpending\t0/1\tdraft the post\n"));
    let run = env.run(&["task", "list", "--all"]);
    run.expect_code(0);
    let mut got: Vec<&str> = run.stdout.lines().collect();
    got.sort();
    let mut want = vec![
        format!("{a}\t{WRITER}\tpending\t0/1\tdraft the post"),
        format!("{b}\t{reader}\tin_progress\t0/0\tread the book"),
    ];
    want.sort();
    assert_eq!(got, want, "{run:?}");
    // Without -a the listing covers every owner too (like `status` and `approvals list`),
    // with the owner column since there are several.
    let run = env.run(&["task", "list"]);
    run.expect_code(0);
    let mut got: Vec<&str> = run.stdout.lines().collect();
    got.sort();
    assert_eq!(got, want, "{run:?}");
    let doc = env.run(&["--json", "task", "list"]).json();
    assert_eq!(doc.as_array().map(Vec::len), Some(2), "{doc}");
    // Each task went to its own owner's file.
    assert_eq!(tasks(&env, WRITER).len(), 1);
    assert_eq!(tasks(&env, &reader).len(), 1);
    // A task is found whichever assistant has it.
    assert!(task_ok(&env, &["show", &b]).starts_with(&format!("{b}\tin_progress")));
}

#[test]
fn task_list_json_is_an_array_with_owner_and_progress() {
    let env = writer();
    let a = add(&env, &["migrate the blog", "--step", "export", "--step", "import"]);
    task_ok(&env, &["step", &a, "2", "--status", "succeeded"]);
    let run = env.run(&["--json", "task", "list"]);
    run.expect_code(0);
    let doc = run.json();
    let all = doc.as_array().expect("an array");
    assert_eq!(all.len(), 1);
    assert_eq!(all[0]["ownerId"], WRITER);
    assert_eq!(all[0]["progress"], "1/2");
    assert_eq!(all[0]["id"], a.as_str());
    assert_eq!(all[0]["status"], "pending");
    assert_eq!(step_statuses(&all[0]), ["pending", "succeeded"]);

    let empty = TestEnv::initialized();
    empty.assistant("Solo");
    let run = empty.run(&["--json", "task", "list"]);
    run.expect_code(0);
    assert_eq!(run.json(), json!([]));
}

#[test]
fn task_show_prints_the_steps_numbered_with_their_notes() {
    let env = writer();
    let id = add(&env, &["release 2.0", "--step", "tag", "--step", "build", "--step", "upload", "--start"]);
    task_ok(&env, &["step", &id, "1", "--status", "succeeded", "--note", "v2.0.0"]);
    task_ok(&env, &["block", &id, "3", "--note", "need the password"]);
    let run = env.run(&["task", "show", &id]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        format!(
            "{id}\tin_progress\t1/3\trelease 2.0\n  1. [succeeded] tag — v2.0.0\n  2. [pending] build\n  3. [blocked] upload — need the password\n"
        )
    );
    let json = env.run(&["--json", "task", "show", &id]).json();
    assert_eq!(json["ownerId"], WRITER);
    assert_eq!(json["progress"], "1/3");
    assert_eq!(json["steps"][2]["note"], "need the password");
}

#[test]
fn control_characters_in_a_title_are_escaped_in_list_rows() {
    let env = writer();
    let id = add(&env, &["a\tb\nc"]);
    assert_eq!(task(&env, WRITER, &id)["title"], "a\tb\nc", "the file keeps the title");
    let out = task_ok(&env, &["list"]);
    assert_eq!(out, format!("{id}\tpending\t0/0\ta\\tb\\nc\n"), "one row, four cells");
}

// ---------------------------------------------------------------------------------------------
// damaged and duplicated lines

#[test]
fn a_damaged_line_is_kept_in_place_across_add_and_step_and_list_warns() {
    let (env, a) = blog();
    let good = task_lines(&env, WRITER)[0].clone();
    let damaged = "{\"id\": \"half a task";
    env.write(&tasks_rel(WRITER), format!("{good}\n{damaged}\n"));

    let b = add(&env, &["second"]);
    task_ok(&env, &["step", &a, "1", "--status", "succeeded"]);
    task_ok(&env, &["step", &b, "--add", "only step"]);
    let lines = task_lines(&env, WRITER);
    assert_eq!(lines.len(), 3, "{lines:#?}");
    assert_eq!(lines[1], damaged, "kept verbatim, in place");
    let first: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(first["id"], a.as_str());
    assert_eq!(step_statuses(&first), ["succeeded", "pending"]);
    let third: Value = serde_json::from_str(&lines[2]).unwrap();
    assert_eq!(third["id"], b.as_str());
    assert_eq!(step_statuses(&third), ["pending"]);

    let run = env.run(&["task", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout.lines().count(), 2, "the two tasks: {run:?}");
    let warning =
        run.stderr.lines().find(|l| l.starts_with("okbot: warning: ")).unwrap_or_else(|| panic!("{run:?}"));
    assert!(warning.contains("tasks.jsonl") && warning.contains("line 2"), "{warning}");
    assert!(warning.contains("kept"), "{warning}");

    // The commands that change a task of that file say so too, in the same words.
    for args in
        [vec!["task", "start", a.as_str()], vec!["task", "step", b.as_str(), "1", "--status", "in_progress"]]
    {
        let run = env.run(&args);
        run.expect_code(0);
        assert!(run.stderr.lines().any(|l| l == warning), "{args:?}: {run:?}");
    }
    let run = env.run(&["task", "add", "third"]);
    assert!(run.stderr.lines().any(|l| l == warning), "{run:?}");
}

#[test]
fn two_lines_with_the_same_id_the_last_wins_and_a_rewrite_keeps_one_line() {
    let (env, a) = blog();
    let b = add(&env, &["second"]);
    let lines = task_lines(&env, WRITER);
    // Another tool appended an update of `a`.
    let mut update: Value = serde_json::from_str(&lines[0]).unwrap();
    update["status"] = json!("in_progress");
    update["steps"][0]["status"] = json!("succeeded");
    update["updatedAt"] = json!("2026-11-29T23:30:00.000Z");
    env.write(&tasks_rel(WRITER), format!("{}\n{}\n{update}\n", lines[0], lines[1]));

    let shown = task_ok(&env, &["show", &a]);
    assert!(shown.starts_with(&format!("{a}\tin_progress\t1/2\t")), "the last line wins: {shown:?}");
    let listed = task_ok(&env, &["list"]);
    assert_eq!(listed.lines().count(), 2, "one row per id: {listed:?}");

    // A rewrite (changing the other task) keeps one line for `a`, the last one's content.
    task_ok(&env, &["start", &b]);
    let after = tasks(&env, WRITER);
    assert_eq!(after.len(), 2, "{}", env.read(&tasks_rel(WRITER)));
    let a_now = task(&env, WRITER, &a);
    assert_eq!(step_statuses(&a_now), ["succeeded", "pending"]);
    assert_eq!(a_now["status"], "pending", "starting b sent a back to the queue");
    assert_eq!(task(&env, WRITER, &b)["status"], "in_progress");
}

#[test]
fn unknown_keys_on_tasks_and_steps_survive_a_rewrite() {
    let (env, id) = blog();
    let mut t: Value = serde_json::from_str(&task_lines(&env, WRITER)[0]).unwrap();
    t["priority"] = json!("high");
    t["steps"][0]["estimate"] = json!({"hours": 2});
    env.write(&tasks_rel(WRITER), format!("{t}\n"));
    task_ok(&env, &["step", &id, "1", "--status", "succeeded"]);
    let after = task(&env, WRITER, &id);
    assert_eq!(after["priority"], "high");
    assert_eq!(after["steps"][0]["estimate"], json!({"hours": 2}));
    assert_eq!(after["steps"][0]["status"], "succeeded");
}

// ---------------------------------------------------------------------------------------------
// refused input

#[test]
fn an_empty_title_is_refused_and_changes_nothing() {
    let (env, _) = blog();
    let before = env.snapshot();
    task_run(&env, &["add", "   ", "--step", "A"])
        .expect_usage_error("a task needs a title", "okbot task add");
    task_run(&env, &["add", "ok", "--step", " "]).expect_usage_error("a step needs a title", "say what");
    before.assert_unchanged(&env.snapshot(), "an empty title");
}

#[test]
fn an_unknown_owner_is_refused_and_changes_nothing() {
    let (env, id) = blog();
    let before = env.snapshot();
    for args in [
        &["add", "x", "-a", "Nobody"][..],
        &["list", "-a", "Nobody"][..],
        &["start", &id, "-a", "Nobody"][..],
    ] {
        let run = task_run(&env, args);
        run.expect_error(2, "Nobody");
        assert!(run.stderr.lines().any(|l| l.starts_with("hint: ")), "{run:?}");
    }
    before.assert_unchanged(&env.snapshot(), "an unknown owner");
}

#[test]
fn add_with_two_assistants_and_no_owner_named_is_refused_and_changes_nothing() {
    let env = writer();
    env.assistant("Reader");
    let before = env.snapshot();
    let run = task_run(&env, &["add", "who does this"]);
    run.expect_error(2, "say which one");
    before.assert_unchanged(&env.snapshot(), "an add with no owner named");
}
