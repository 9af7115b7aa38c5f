//! Silent task continuation (DESIGN §3 `meta.hidden`/`meta.trigger`, §6.5): after a clean chat
//! turn that touched the task in progress (or when the user asked to go on), while it has an
//! open step and none blocked, okbot adds a hidden user message (`trigger.kind = "continue"`)
//! and runs another turn, at most `tasks.maxAutoContinue` times, stopping when a continuation
//! leaves the task unchanged. stdout carries only the reply to the message sent; continuation
//! replies go to stderr after a "continuing the task" line.
//! Driven by the offline script provider (`offline:script=FILE`, one reply per model call).

use crate::support::TestEnv;
use crate::support::task::*;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// script pieces

fn call(id: &str, arguments: Value) -> Value {
    json!({"tool_calls": [{"id": id, "name": "manage_task_progress", "arguments": arguments}]})
}

fn text(t: &str) -> Value {
    json!({"text": t})
}

/// The model plans "migrate the blog" with two steps (started), then says so.
fn plan() -> [Value; 2] {
    [
        call(
            "c_plan",
            json!({"action": "create", "title": "migrate the blog", "steps": ["export posts", "import posts"]}),
        ),
        text("planned the migration"),
    ]
}

/// One continuation turn: the current step (no task_id: the task in progress) succeeds, then text.
fn finish_step(id: &str, reply: &str) -> [Value; 2] {
    [call(id, json!({"action": "update_step", "status": "succeeded"})), text(reply)]
}

/// Plan, then one continuation per step.
fn full_script() -> Vec<Value> {
    let mut s = plan().to_vec();
    s.extend(finish_step("c_one", "exported the posts"));
    s.extend(finish_step("c_two", "imported the posts"));
    s
}

/// The only task of [`WRITER`].
#[track_caller]
fn only_task(env: &TestEnv) -> Value {
    let all = tasks(env, WRITER);
    assert_eq!(all.len(), 1, "{all:#?}");
    all.into_iter().next().unwrap()
}

/// Writer with a task in progress made with the CLI: "write the docs" (outline, draft).
fn docs_in_progress() -> (TestEnv, String) {
    let env = writer();
    let id = add(&env, &["write the docs", "--step", "outline", "--step", "draft", "--start"]);
    (env, id)
}

// ---------------------------------------------------------------------------------------------
// the chain

#[test]
fn a_turn_that_plans_a_task_is_continued_silently_step_by_step() {
    let env = writer();
    use_script(&env, &full_script());
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n", "stdout is the reply to the message sent");
    assert_eq!(
        run.stderr,
        "okbot: planning the task “migrate the blog”…\n\
         okbot: continuing the task “migrate the blog” (step 1/2: export posts)…\n\
         okbot: recording progress…\nexported the posts\n\
         okbot: continuing the task “migrate the blog” (step 2/2: import posts)…\n\
         okbot: recording progress…\nimported the posts\n",
        "each continuation is announced, its reply after it"
    );
    assert!(!run.stderr.contains("manage_task_progress"), "people hear about tasks, not the tool: {run:?}");

    let t = only_task(&env);
    let id = t["id"].as_str().unwrap().to_string();
    assert_eq!(t["status"], "in_progress");
    assert_eq!(step_statuses(&t), ["succeeded", "succeeded"]);

    let rows = session(&env, WRITER);
    let hidden: Vec<&Value> = rows.iter().filter(|r| r["meta"]["hidden"] == true).collect();
    assert_eq!(hidden.len(), 2, "{rows:#?}");
    let cont = continue_rows(&rows);
    assert_eq!(cont.len(), 2);
    for (row, step) in cont.iter().zip(["export posts", "import posts"]) {
        assert_eq!(row["item"]["type"], "message");
        assert_eq!(row["item"]["role"], "user");
        assert_eq!(row["meta"]["hidden"], true);
        assert_eq!(row["meta"]["trigger"], json!({"kind": "continue", "taskId": id}));
        let content = row["item"]["content"].as_str().unwrap();
        assert!(content.contains("migrate the blog"), "{content}");
        assert!(content.contains(&format!("“{step}”")), "names the step {step}: {content}");
    }
    // Each continuation is its own run, answered by a visible reply of that run.
    let run_ids: Vec<&str> = cont.iter().map(|r| r["meta"]["runId"].as_str().unwrap()).collect();
    assert_ne!(run_ids[0], run_ids[1]);
    let first_run = rows[0]["meta"]["runId"].as_str().unwrap();
    assert!(!run_ids.contains(&first_run), "{rows:#?}");
    for (run_id, reply) in run_ids.iter().zip(["exported the posts", "imported the posts"]) {
        let answer = rows
            .iter()
            .find(|r| r["meta"]["runId"] == *run_id && r["item"]["role"] == "assistant")
            .unwrap_or_else(|| panic!("no reply in run {run_id}: {rows:#?}"));
        assert_eq!(answer["item"]["content"], reply);
        assert!(answer["meta"].get("hidden").is_none(), "{answer}");
    }
    // The first message is the user's own and is not hidden.
    assert_eq!(rows[0]["item"]["content"], "migrate my blog");
    assert!(rows[0]["meta"].get("hidden").is_none() && rows[0]["meta"].get("trigger").is_none());
    // The tool ran three times, each completed.
    let results = tool_results(&rows);
    assert_eq!(results.len(), 3, "{results:#?}");
    assert!(results.iter().all(|r| r["item"]["status"] == "completed"), "{results:#?}");
    assert_eq!(script_position(&env, WRITER), 6, "every scripted reply was used once");
}

#[test]
fn continuation_messages_are_hidden_from_session_show_and_history_search_but_seen_by_the_model() {
    let env = writer();
    use_script(&env, &full_script());
    env.run(&["chat", "migrate my blog"]).expect_code(0);

    let show = env.run(&["session", "show"]);
    show.expect_code(0);
    assert_eq!(
        show.stdout,
        "[2026-11-29 23:00] user: migrate my blog\n\
         [2026-11-29 23:00] assistant: planned the migration\n\
         [2026-11-29 23:00] assistant: exported the posts\n\
         [2026-11-29 23:00] assistant: imported the posts\n"
    );
    assert!(!show.stdout.contains("Continue the task"), "{show:?}");

    let search = env.run(&["--json", "history", "search", "Continue", "-a", WRITER]);
    search.expect_code(1);
    assert_eq!(search.json(), json!([]), "hidden continuation messages are not searchable");

    let context = env.ok(&["context", "show"]);
    let items = context.split("## session items").nth(1).expect("a session items section");
    assert_eq!(items.matches("[user] Continue the task “migrate the blog”").count(), 2, "{items}");
}

#[test]
fn max_auto_continue_1_allows_a_single_continuation_per_invocation() {
    let env = writer();
    env.ok(&["settings", "set", "tasks.maxAutoContinue", "1"]);
    let mut script = plan().to_vec();
    script.extend(finish_step("c_one", "exported the posts"));
    script.push(text("back again"));
    script.extend(finish_step("c_two", "imported the posts"));
    use_script(&env, &script);
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n");
    assert!(run.stderr.ends_with("…\nexported the posts\n"), "{run:?}");
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 1);
    assert_eq!(step_statuses(&only_task(&env)), ["succeeded", "pending"]);
    assert_eq!(script_position(&env, WRITER), 4, "the later replies were not asked for");

    // The bound is per invocation: the next chat, which asks to go on, may continue once more.
    let next = env.run(&["chat", "carry on"]);
    next.expect_code(0);
    assert_eq!(next.stdout, "back again\n");
    assert!(
        next.stderr.ends_with("(step 2/2: import posts)…\nokbot: recording progress…\nimported the posts\n"),
        "{next:?}"
    );
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 2);
    assert_eq!(step_statuses(&only_task(&env)), ["succeeded", "succeeded"]);
}

#[test]
fn max_auto_continue_0_allows_none() {
    let env = writer();
    env.ok(&["settings", "set", "tasks.maxAutoContinue", "0"]);
    use_script(&env, &full_script());
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n");
    assert!(!run.stderr.contains("continuing"), "{run:?}");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(step_statuses(&only_task(&env)), ["pending", "pending"]);
    assert_eq!(script_position(&env, WRITER), 2);
}

#[test]
fn the_chain_stops_at_the_default_bound_of_five_continuations() {
    let env = writer();
    let steps: Vec<String> = (1..=7).map(|i| format!("step {i}")).collect();
    let mut args = vec!["seven steps"];
    for s in &steps {
        args.extend(["--step", s.as_str()]);
    }
    args.push("--start");
    add(&env, &args);
    let mut script = vec![text("on it")];
    for i in 1..=7 {
        script.extend(finish_step(&format!("c{i}"), &format!("finished step {i}")));
    }
    use_script(&env, &script);
    let run = env.run(&["chat", "keep going"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "on it\n", "{run:?}");
    assert_eq!(run.stderr.matches("okbot: continuing the task “seven steps”").count(), 5, "{run:?}");
    for i in 1..=5 {
        assert!(
            run.stderr.contains(&format!(
                "(step {i}/7: step {i})…\nokbot: recording progress…\nfinished step {i}\n"
            )),
            "continuation {i} and its reply: {run:?}"
        );
    }
    assert!(!run.stderr.contains("finished step 6"), "{run:?}");
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 5);
    assert_eq!(
        step_statuses(&only_task(&env)),
        ["succeeded", "succeeded", "succeeded", "succeeded", "succeeded", "pending", "pending"]
    );
    assert_eq!(script_position(&env, WRITER), 11);
}

#[test]
fn a_continuation_that_leaves_the_task_unchanged_ends_the_chain() {
    let (env, id) = docs_in_progress();
    let before = env.read(&tasks_rel(WRITER));
    let replies: Vec<Value> = (1..=7).map(|i| text(&format!("reply {i}"))).collect();
    use_script(&env, &replies);
    // The user asks to go on: one continuation although the turn left the task as it was.
    let run = env.run(&["chat", "Continue."]);
    run.expect_code(0);
    assert_eq!(run.stdout, "reply 1\n");
    assert_eq!(
        run.stderr, "okbot: continuing the task “write the docs” (step 1/2: outline)…\nreply 2\n",
        "exactly one continuation turn, not five"
    );
    let cont = continue_rows(&session(&env, WRITER));
    assert_eq!(cont.len(), 1);
    assert_eq!(cont[0]["meta"]["trigger"], json!({"kind": "continue", "taskId": id}));
    assert!(cont[0]["item"]["content"].as_str().unwrap().contains("“outline”"), "{}", cont[0]);
    assert_eq!(script_position(&env, WRITER), 2);
    assert_eq!(env.read(&tasks_rel(WRITER)), before, "nothing touched the task");
}

#[test]
fn a_turn_that_moves_an_existing_task_on_continues_it() {
    let (env, id) = docs_in_progress();
    let mut script =
        vec![call("c_o", json!({"action": "update_step", "status": "succeeded"})), text("noted")];
    script.extend(finish_step("c_d", "drafted"));
    use_script(&env, &script);
    let run = env.run(&["chat", "the outline is finished"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "noted\n");
    assert!(run.stderr.contains("okbot: continuing the task “write the docs” (step 2/2: draft)…"), "{run:?}");
    assert!(run.stderr.ends_with("\ndrafted\n"), "{run:?}");
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 1);
    assert_eq!(step_statuses(&task(&env, WRITER, &id)), ["succeeded", "succeeded"]);
}

#[test]
fn quiet_chat_prints_only_the_reply_to_the_message_sent_while_the_task_goes_on() {
    let env = writer();
    use_script(&env, &full_script());
    let run = env.run(&["-q", "chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n", "`reply=$(okbot -q chat …)` gets one reply");
    assert_eq!(run.stderr, "", "-q silences the announcements and the continuation replies");
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 2, "the task still went on");
    assert_eq!(step_statuses(&only_task(&env)), ["succeeded", "succeeded"]);
}

#[test]
fn on_a_terminal_continuation_replies_stream_to_stderr_and_stdout_keeps_the_one_reply() {
    if std::process::Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped: util-linux `script` (a pseudo-terminal) is not installed");
        return;
    }
    let env = writer();
    use_script(&env, &full_script());
    // stderr (and stdin) on a pseudo-terminal, stdout to a file, as in `reply=$(okbot chat …)`.
    let out = env
        .shell("script -qec '\"$OKBOT\" chat migrate my blog >reply.txt' /dev/null </dev/null")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let terminal = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    assert_eq!(std::fs::read_to_string(env.home().join("reply.txt")).unwrap(), "planned the migration\n");
    assert!(
        terminal.contains("(step 1/2: export posts)…\nokbot: recording progress…\nexported the posts\n"),
        "{terminal:?}"
    );
    assert!(terminal.ends_with("…\nimported the posts\n"), "{terminal:?}");
    assert!(!terminal.contains("planned the migration"), "{terminal:?}");
}

#[test]
fn the_user_asking_to_go_on_continues_a_task_the_turn_did_not_touch() {
    for (words, flag) in [("继续", None), ("please keep going!", None), ("hi", Some("--continue"))] {
        let (env, id) = docs_in_progress();
        let mut script = vec![text("on my way")];
        script.extend(finish_step("c_o", "outlined"));
        script.extend(finish_step("c_d", "drafted"));
        use_script(&env, &script);
        let mut args = vec!["chat", words];
        args.extend(flag);
        let run = env.run(&args);
        run.expect_code(0);
        assert_eq!(run.stdout, "on my way\n", "{words}");
        assert_eq!(run.stderr.matches("okbot: continuing the task “write the docs”").count(), 2, "{run:?}");
        assert_eq!(step_statuses(&task(&env, WRITER, &id)), ["succeeded", "succeeded"], "{words}");
        assert_eq!(continue_rows(&session(&env, WRITER)).len(), 2);
    }
}

// ---------------------------------------------------------------------------------------------
// no continuation

#[test]
fn an_unrelated_question_is_answered_without_continuing_the_task() {
    let (env, _) = docs_in_progress();
    let before = env.read(&tasks_rel(WRITER));
    use_script(&env, &[text("4"), text("never asked")]);
    let run = env.run(&["chat", "What is 2+2?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "4\n");
    assert!(!run.stderr.contains("continuing"), "{run:?}");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(script_position(&env, WRITER), 1, "one model call");
    assert_eq!(env.read(&tasks_rel(WRITER)), before);
}

#[test]
fn no_continue_answers_and_leaves_the_task_for_later() {
    let env = writer();
    use_script(&env, &full_script());
    let run = env.run(&["chat", "--no-continue", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n");
    assert!(!run.stderr.contains("continuing"), "{run:?}");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(step_statuses(&only_task(&env)), ["pending", "pending"]);
    assert_eq!(script_position(&env, WRITER), 2);

    // Even a request to go on is not continued with --no-continue; with --json, no `continuations`.
    let run = env.run(&["--json", "chat", "--no-continue", "continue"]);
    run.expect_code(0);
    assert_eq!(run.json()["text"], "exported the posts", "the model's next scripted reply");
    assert!(run.json().get("continuations").is_none(), "{run:?}");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());

    let both = env.run(&["chat", "--no-continue", "--continue", "hi"]);
    both.expect_code(2);
    assert!(both.stderr.contains("--continue"), "{both:?}");
}

#[test]
fn a_task_with_a_blocked_step_is_not_continued() {
    let (env, id) = docs_in_progress();
    env.ok(&["task", "block", &id, "2", "--note", "need the style guide"]);
    use_script(&env, &[text("reply 1"), text("reply 2"), text("reply 3")]);
    let run = env.run(&["chat", "hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "reply 1\n");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(script_position(&env, WRITER), 1);
}

#[test]
fn a_continuation_that_blocks_its_step_ends_the_chain() {
    let env = writer();
    let mut script = plan().to_vec();
    script.push(call(
        "c_block",
        json!({"action": "update_step", "status": "blocked", "note": "need the password"}),
    ));
    script.push(text("I need the password of the old blog"));
    script.push(text("never asked"));
    use_script(&env, &script);
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n");
    assert!(run.stderr.ends_with("…\nI need the password of the old blog\n"), "{run:?}");
    assert_eq!(continue_rows(&session(&env, WRITER)).len(), 1);
    let t = only_task(&env);
    assert_eq!(step_statuses(&t), ["blocked", "pending"]);
    assert_eq!(t["steps"][0]["note"], "need the password");
    assert_eq!(script_position(&env, WRITER), 4);
}

#[test]
fn tasks_that_are_only_pending_or_in_the_backlog_are_not_continued() {
    let env = writer();
    add(&env, &["queued", "--step", "a"]);
    add(&env, &["parked", "--step", "b", "--backlog"]);
    use_script(&env, &[text("reply 1"), text("reply 2")]);
    let run = env.run(&["chat", "hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "reply 1\n");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(script_position(&env, WRITER), 1);
}

#[test]
fn a_task_the_model_creates_without_starting_it_is_not_continued() {
    let env = writer();
    use_script(
        &env,
        &[
            call("c_q", json!({"action": "create", "title": "later", "steps": ["a", "b"], "start": false})),
            text("queued it"),
            text("never asked"),
        ],
    );
    let run = env.run(&["chat", "queue this"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "queued it\n");
    assert_eq!(only_task(&env)["status"], "pending");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
}

#[test]
fn a_task_moved_to_the_backlog_during_the_turn_is_not_continued() {
    let (env, _) = docs_in_progress();
    use_script(&env, &[call("c_b", json!({"action": "backlog"})), text("parked it"), text("never asked")]);
    let run = env.run(&["chat", "park the docs"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "parked it\n");
    assert_eq!(only_task(&env)["status"], "backlog");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
}

#[test]
fn a_failed_turn_is_not_continued() {
    let env = writer();
    // The model plans the task, then the script has no reply left: the turn fails (exit 5).
    use_script(&env, &plan()[..1]);
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(5);
    assert!(run.stderr.contains("has no reply left"), "{run:?}");
    assert!(!run.stderr.contains("continuing"), "{run:?}");
    let t = only_task(&env);
    assert_eq!(t["status"], "in_progress", "the task was created before the failure");
    assert_eq!(step_statuses(&t), ["pending", "pending"]);
    let rows = session(&env, WRITER);
    assert!(continue_rows(&rows).is_empty(), "{rows:#?}");
    assert!(rows.iter().all(|r| r["meta"].get("hidden").is_none()), "{rows:#?}");
    assert_eq!(script_position(&env, WRITER), 1);
}

#[test]
fn a_turn_waiting_for_approval_exits_7_without_continuing_and_resume_continues() {
    let (env, id) = docs_in_progress();
    env.ok(&["settings", "set", "tools.manage_task_progress.approval", "ask"]);
    use_script(
        &env,
        &[
            call("c_a", json!({"action": "update_step", "status": "succeeded"})),
            text("outlined"),
            call("c_b", json!({"action": "update_step", "status": "succeeded"})),
            text("drafted"),
        ],
    );
    let before = env.read(&tasks_rel(WRITER));
    let run = env.run(&["chat", "work on the docs"]);
    run.expect_code(7);
    assert!(!run.stderr.contains("continuing"), "{run:?}");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(env.read(&tasks_rel(WRITER)), before, "the parked call did not run");
    assert_eq!(script_position(&env, WRITER), 1);
    let pending = std::fs::read_dir(env.path(&format!("{WRITER}/pending"))).unwrap().count();
    assert_eq!(pending, 1);

    // `--approve` allows the parked call and the continuation's call alike.
    let resumed = env.run(&["chat", "--resume", "--approve", "manage_task_progress"]);
    resumed.expect_code(0);
    assert_eq!(resumed.stdout, "outlined\n");
    assert!(
        resumed.stderr.ends_with("(step 2/2: draft)…\nokbot: recording progress…\ndrafted\n"),
        "{resumed:?}"
    );
    let cont = continue_rows(&session(&env, WRITER));
    assert_eq!(cont.len(), 1);
    assert_eq!(cont[0]["meta"]["trigger"], json!({"kind": "continue", "taskId": id}));
    assert_eq!(step_statuses(&task(&env, WRITER, &id)), ["succeeded", "succeeded"]);
}

// ---------------------------------------------------------------------------------------------
// --json, --jsonl

#[test]
fn chat_json_lists_each_continuation_turn_with_its_run_id_and_text() {
    let env = writer();
    use_script(&env, &full_script());
    let run = env.run(&["--json", "chat", "migrate my blog"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["ownerId"], WRITER);
    assert_eq!(doc["text"], "planned the migration");
    assert_eq!(doc["toolCalls"][0]["name"], "manage_task_progress");
    let conts = doc["continuations"].as_array().unwrap_or_else(|| panic!("no continuations: {doc:#}"));
    assert_eq!(conts.len(), 2, "{doc:#}");
    assert_eq!(conts[0]["text"], "exported the posts");
    assert_eq!(conts[1]["text"], "imported the posts");
    let rows = session(&env, WRITER);
    let cont_rows = continue_rows(&rows);
    for (c, row) in conts.iter().zip(&cont_rows) {
        assert!(crate::support::is_new_id(c["runId"].as_str().unwrap(), "run"), "{c}");
        assert_eq!(c["runId"], row["meta"]["runId"], "the runId of the hidden message");
        assert_ne!(c["runId"], doc["runId"]);
        assert!(c.get("error").is_none(), "{c}");
        assert_eq!(c["toolCalls"][0]["status"], "completed");
    }
    assert_eq!(doc["runId"], rows[0]["meta"]["runId"]);

    // With no continuation, no `continuations` key.
    let quiet = writer();
    use_script(&quiet, &[text("hi")]);
    let plain = quiet.run(&["--json", "chat", "hello"]);
    plain.expect_code(0);
    assert!(plain.json().get("continuations").is_none(), "{plain:?}");
}

#[test]
fn chat_jsonl_emits_task_continue_before_each_continuation_turn_started() {
    let env = writer();
    use_script(&env, &full_script());
    let run = env.run(&["chat", "--jsonl", "migrate my blog"]);
    run.expect_code(0);
    let events = crate::support::parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    let id = only_task(&env)["id"].as_str().unwrap().to_string();
    let at: Vec<usize> =
        types.iter().enumerate().filter(|(_, t)| **t == "task.continue").map(|(i, _)| i).collect();
    assert_eq!(at.len(), 2, "{types:?}");
    for &i in &at {
        assert_eq!(events[i]["taskId"], id.as_str());
        assert_eq!(events[i]["ownerId"], WRITER);
        assert_eq!(events[i]["title"], "migrate the blog");
        assert_eq!(events[i]["steps"], 2);
        assert_eq!(types[i - 1], "turn.completed", "after the previous turn ended: {types:?}");
        assert_eq!(types[i + 1], "turn.started", "right before the continuation starts: {types:?}");
    }
    assert_eq!(events[at[0]]["step"], 1);
    assert_eq!(events[at[0]]["stepTitle"], "export posts");
    assert_eq!(events[at[1]]["step"], 2);
    assert_eq!(events[at[1]]["stepTitle"], "import posts");
    assert_eq!(types.iter().filter(|t| **t == "turn.started").count(), 3);
    assert_eq!(types.iter().filter(|t| **t == "turn.completed").count(), 3);
    assert_eq!(types.last(), Some(&"turn.completed"));
    let texts: Vec<&str> = events
        .iter()
        .filter(|e| e["type"] == "turn.completed")
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["planned the migration", "exported the posts", "imported the posts"]);
}

// ---------------------------------------------------------------------------------------------
// the prompt

#[test]
fn the_prompt_shows_the_task_in_progress_with_its_steps() {
    let (env, id) = docs_in_progress();
    env.ok(&["task", "step", &id, "1", "--status", "succeeded", "--note", "five sections"]);
    let other = add(&env, &["not started", "--step", "hidden step"]);
    let out = env.ok(&["context", "show"]);
    let instructions = out.split("## session items").next().unwrap();
    let block = format!(
        "Task in progress: write the docs (id {id})\nSteps:\n- [succeeded] outline — five sections\n- [pending] draft"
    );
    assert!(instructions.contains(&block), "the active task block:\n{instructions}");
    assert!(!instructions.contains("not started") && !instructions.contains(&other), "{instructions}");

    // Nothing in progress: no task block.
    env.ok(&["task", "backlog", &id]);
    let out = env.ok(&["context", "show"]);
    assert!(!out.contains("Task in progress:"), "{out}");
}

// ---------------------------------------------------------------------------------------------
// schedules

#[test]
fn a_scheduled_run_that_plans_a_task_continues_it_in_the_same_tick() {
    let env = writer();
    let job = env
        .ok(&["schedule", "add", "every 5 m", "--timezone", "UTC", "tidy the inbox"])
        .trim_end()
        .to_string();
    assert!(crate::support::is_new_id(&job, "sched"), "{job}");
    use_script(&env, &full_script());
    let run = env.run_at("2026-11-29T23:05:10Z", &["--json", "schedule", "tick"]);
    run.expect_code(0);
    let doc = run.json();
    let outcomes = doc["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 1, "{doc:#}");
    let o = &outcomes[0];
    assert_eq!(o["status"], "fired");
    assert_eq!(o["jobId"], job.as_str());
    let all = o["text"].as_str().unwrap();
    for reply in ["planned the migration", "exported the posts", "imported the posts"] {
        assert!(all.contains(reply), "the outcome text has every turn's text: {all:?}");
    }
    assert_eq!(all, "planned the migration\n\nexported the posts\n\nimported the posts");

    let t = only_task(&env);
    assert_eq!(step_statuses(&t), ["succeeded", "succeeded"]);
    let rows = session(&env, WRITER);
    assert_eq!(rows[0]["meta"]["trigger"], json!({"kind": "schedule", "jobId": job}));
    assert_eq!(rows[0]["meta"]["hidden"], true);
    assert_eq!(o["runId"], rows[0]["meta"]["runId"], "the outcome names the first turn's run");
    let cont = continue_rows(&rows);
    assert_eq!(cont.len(), 2, "{rows:#?}");
    assert!(cont.iter().all(|r| r["meta"]["hidden"] == true && r["meta"]["trigger"]["taskId"] == t["id"]));
    // One ledger line for the fire, not one per turn.
    let ledger = crate::support::parse_lines(&env.read(&format!("{WRITER}/schedule-runs.jsonl")));
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "fired");
}

#[test]
fn a_scheduled_run_that_does_not_touch_the_task_in_progress_does_not_continue_it() {
    let (env, _) = docs_in_progress();
    let before = env.read(&tasks_rel(WRITER));
    env.ok(&["schedule", "add", "every 5 m", "--timezone", "UTC", "what is the weather?"]);
    use_script(&env, &[text("sunny"), text("never asked")]);
    let run = env.run_at("2026-11-29T23:05:10Z", &["--json", "schedule", "tick"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["outcomes"][0]["status"], "fired", "{doc:#}");
    assert_eq!(doc["outcomes"][0]["text"], "sunny");
    assert!(continue_rows(&session(&env, WRITER)).is_empty());
    assert_eq!(script_position(&env, WRITER), 1);
    assert_eq!(env.read(&tasks_rel(WRITER)), before);
}

#[test]
fn a_failing_continuation_ends_the_chain_and_json_reports_it_in_continuations() {
    let env = writer();
    // The plan works; the continuation finds the script empty (a provider error, exit 5).
    use_script(&env, &plan());
    let run = env.run(&["--json", "chat", "migrate my blog"]);
    run.expect_code(5);
    let doc = run.json();
    assert_eq!(doc["text"], "planned the migration");
    assert!(doc.get("error").is_none(), "the user's own turn succeeded: {doc:#}");
    let conts = doc["continuations"].as_array().unwrap_or_else(|| panic!("{doc:#}"));
    assert_eq!(conts.len(), 1, "{doc:#}");
    assert!(conts[0]["error"].as_str().unwrap().contains("no reply left"), "{doc:#}");
    let rows = session(&env, WRITER);
    assert_eq!(continue_rows(&rows).len(), 1, "the continuation message was written before the call");
    assert_eq!(step_statuses(&only_task(&env)), ["pending", "pending"]);
}

#[test]
fn search_history_during_a_continuation_does_not_find_the_hidden_messages() {
    let env = writer();
    let mut script = plan().to_vec();
    script.push(json!({"tool_calls": [{"id": "c_s", "name": "search_history", "arguments": {"query": "Continue task"}}]}));
    script.push(text("looked around"));
    use_script(&env, &script);
    let run = env.run(&["chat", "migrate my blog"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "planned the migration\n");
    assert!(run.stderr.ends_with("…\nlooked around\n"), "{run:?}");
    let rows = session(&env, WRITER);
    let search =
        tool_results(&rows).into_iter().find(|r| r["item"]["callId"] == "c_s").expect("the search ran");
    assert_eq!(search["item"]["status"], "completed");
    let output = search["item"]["output"].as_str().unwrap();
    assert!(!output.contains("Continue the task"), "hidden messages are excluded: {output}");
    assert_eq!(output, "No earlier messages match `Continue task`.");
    assert_eq!(continue_rows(&rows).len(), 1, "the search left the task unchanged: the chain stopped");
}

#[test]
fn the_model_may_name_a_step_by_a_json_number_or_a_string() {
    let env = writer();
    let mut script = plan().to_vec();
    // Step 2 by a JSON number, then step 1 by a string: each names the step it says.
    script.push(call("c_num", json!({"action": "update_step", "step": 2, "status": "cancelled"})));
    script.push(call(
        "c_str",
        json!({"action": "update_step", "step": "1", "status": "succeeded", "note": "done by hand"}),
    ));
    script.push(text("both steps settled"));
    use_script(&env, &script);
    env.run(&["chat", "migrate my blog"]).expect_code(0);
    let t = only_task(&env);
    assert_eq!(step_statuses(&t), ["succeeded", "cancelled"]);
    assert_eq!(t["steps"][0]["note"], "done by hand");
}

#[test]
fn the_tool_refuses_done_with_open_steps_as_a_result_the_model_reads_then_cancels_them() {
    let env = writer();
    let mut script = plan().to_vec();
    script.push(call("c_early", json!({"action": "update_step", "step": 1, "status": "succeeded"})));
    script.push(call("c_done", json!({"action": "done"})));
    script.push(call("c_cancel", json!({"action": "done", "cancel_open": true})));
    script.push(text("wrapped up"));
    use_script(&env, &script);
    env.run(&["chat", "migrate my blog"]).expect_code(0);
    let rows = session(&env, WRITER);
    let result = |call_id: &str| {
        tool_results(&rows)
            .into_iter()
            .find(|r| r["item"]["callId"] == call_id)
            .unwrap_or_else(|| panic!("no result for {call_id}: {rows:#?}"))
    };
    let refused = result("c_done");
    assert_eq!(refused["item"]["status"], "failed", "{refused}");
    let output = refused["item"]["output"].as_str().unwrap();
    assert!(output.contains("open step: 2. “import posts” (pending)"), "{output}");
    assert!(output.contains("cancel_open: true"), "the hint speaks the tool's language: {output}");
    assert_eq!(result("c_cancel")["item"]["status"], "completed");
    let t = only_task(&env);
    assert_eq!(t["status"], "done");
    assert_eq!(step_statuses(&t), ["succeeded", "cancelled"]);
}

#[test]
fn a_tasks_file_without_a_task_in_progress_is_remembered_until_it_changes() {
    let env = writer();
    let id = add(&env, &["write the docs", "--step", "outline"]);
    // A stamp younger than 2 s is not trusted (a write in the same clock tick could keep it),
    // and the change time cannot be set back: wait.
    let tasks = env.path(&tasks_rel(WRITER));
    std::thread::sleep(std::time::Duration::from_millis(2100));
    let mark = format!("{WRITER}/.tasks-idle.json");
    assert!(!env.exists(&mark));
    let out = env.ok(&["context", "show"]);
    assert!(!out.contains("Task in progress:"), "{out}");
    let recorded: Value = serde_json::from_str(&env.read(&mark)).expect("the stamp is recorded");
    assert_eq!(recorded["len"], std::fs::metadata(&tasks).unwrap().len());

    // Any change to the file voids the mark: the task started now is in the prompt at once.
    env.ok(&["task", "start", &id]);
    let out = env.ok(&["context", "show"]);
    assert!(out.contains(&format!("Task in progress: write the docs (id {id})")), "{out}");

    // A mark that lies about an older file is only a stale cache: the file is read.
    env.write(
        &mark,
        serde_json::to_vec(&json!({"len": 1, "mtime": [0, 0], "ctime": [0, 0], "ino": 1})).unwrap(),
    );
    let out = env.ok(&["context", "show"]);
    assert!(out.contains("Task in progress: write the docs"), "{out}");
    env.write(&mark, b"not json");
    assert!(env.ok(&["context", "show"]).contains("Task in progress: write the docs"));
}
