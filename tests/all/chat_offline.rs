//! `okbot chat` with the built-in offline provider (DESIGN §7.3, §9): the echo when nothing is
//! configured, messages from stdin, and `offline:script=FILE` replies played in order across
//! invocations, tool calls included.

use crate::support::chat::*;
use crate::support::{TestEnv, assert_null, parse_lines, write_script};
use serde_json::json;

#[test]
fn with_nothing_configured_chat_creates_assistant_and_answers_with_the_offline_echo() {
    let env = TestEnv::new();
    let run = chat(&env, &["hi"]);
    run.expect_code(0);
    assert!(run.stdout.starts_with("(offline) "), "{run:?}");
    assert!(run.stdout.ends_with("You said: hi\n"), "{run:?}");
    assert!(run.stderr.contains("created the assistant `Assistant`"), "{run:?}");
    let notice = run.stderr.lines().find(|l| l.contains("offline")).unwrap_or("");
    assert!(notice.contains("no model is configured"), "a one-line offline notice: {run:?}");

    let roster = env.json_file("bots.json");
    assert_eq!(roster, json!([{"id": OWNER, "name": "Assistant", "description": ""}]));
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[0]["item"]["content"], "hi");
    assert_eq!(rows[1]["item"]["content"], run.stdout.trim_end());

    // The second chat reuses the assistant and says nothing about creating one.
    let again = chat(&env, &["again"]);
    again.expect_code(0);
    assert!(!again.stderr.contains("created"), "{again:?}");
    assert_eq!(env.json_file("bots.json").as_array().unwrap().len(), 1);
}

#[test]
fn quiet_silences_the_offline_notice_but_not_the_reply() {
    let env = TestEnv::new();
    let run = env.run(&["-q", "chat", "hi"]);
    run.expect_code(0);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.starts_with("(offline)"));
}

#[test]
fn the_message_can_come_from_stdin_with_a_dash() {
    let env = TestEnv::new();
    let run = env.run_stdin(&["chat", "-"], "from stdin\nsecond line\n");
    run.expect_code(0);
    assert_eq!(rows(&env)[0]["item"]["content"], "from stdin\nsecond line");
    assert!(run.stdout.contains("You said: from stdin\nsecond line"), "{run:?}");
}

#[test]
fn the_message_can_come_from_a_pipe_without_an_argument() {
    let env = TestEnv::new();
    let out = env.shell("printf 'piped words\\n' | \"$OKBOT\" chat").output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(rows(&env)[0]["item"]["content"], "piped words");
    assert!(String::from_utf8_lossy(&out.stdout).contains("You said: piped words"));
}

#[test]
fn several_words_are_joined_with_spaces_into_one_message() {
    let env = TestEnv::new();
    let run = chat(&env, &["hello", "world"]);
    run.expect_code(0);
    assert_eq!(rows(&env)[0]["item"]["content"], "hello world");
    assert!(run.stdout.ends_with("You said: hello world\n"), "{run:?}");

    // Flags may come between and after the words; a `-` among other words is just a word.
    let run = chat(&env, &["what", "is", "--yes", "2+2?", "-a", OWNER]);
    run.expect_code(0);
    assert_eq!(rows(&env)[2]["item"]["content"], "what is 2+2?");
    chat(&env, &["a", "-", "b"]).expect_code(0);
    assert_eq!(rows(&env)[4]["item"]["content"], "a - b");
    chat(&env, &["--resume", "hello", "world"]).expect_code(2);
}

#[test]
fn an_empty_message_is_a_usage_error_that_writes_nothing() {
    let env = TestEnv::new();
    let run = env.run_stdin(&["chat", "-"], "\n");
    run.expect_error(2, "no message");
    assert!(!env.exists(OWNER), "no assistant was created for an empty message");
}

#[test]
fn json_result_of_the_echo_says_its_usage_is_an_estimate() {
    let env = TestEnv::new();
    let run = chat(&env, &["--json", "hello"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["ownerId"], OWNER);
    assert!(doc["text"].as_str().unwrap().contains("You said: hello"));
    assert_null(&doc, "usage");
    assert!(doc["usageMethod"].as_str().unwrap().starts_with("estimate:"), "{doc:#}");
}

#[test]
fn a_script_plays_its_replies_in_order_across_invocations_including_tool_calls() {
    let env = TestEnv::new();
    let path = write_script(
        &env,
        &[
            json!({"text": "first scripted reply"}),
            json!({"text": "let me look", "tool_calls": [{"name": "search_history", "arguments": {"query": "scripted"}}]}),
            json!({"text": "found it"}),
        ],
    );
    let model = format!("offline:script={path}");

    let one = chat(&env, &["--model", &model, "one"]);
    one.expect_code(0);
    assert_eq!(one.stdout, "first scripted reply\n");
    assert!(!one.stderr.contains("no model is configured"), "{one:?}");

    // (--no-evolve: the second turn would also print the memory wrap-up's evolution line.)
    let two = chat(&env, &["--model", &model, "--jsonl", "--no-evolve", "two"]);
    two.expect_code(0);
    let events = parse_lines(&two.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(
        types,
        ["turn.started", "text.delta", "tool.call", "tool.result", "text.delta", "turn.completed"]
    );
    assert_eq!(events[0]["model"], format!("offline/script={path}"));
    assert_eq!(events[2]["name"], "search_history");
    assert_eq!(events[2]["arguments"], "{\"query\":\"scripted\"}");
    assert_eq!(events[3]["status"], "completed");
    assert!(events[3]["output"].as_str().unwrap().contains("first scripted reply"), "{}", events[3]);
    assert!(events[5]["text"].as_str().unwrap().ends_with("found it"), "{}", events[5]);

    let transcript = rows(&env);
    assert_eq!(
        kinds(&transcript),
        ["user", "assistant", "user", "assistant", "function_call", "function_call_result", "assistant"]
    );
    assert_eq!(transcript[3]["item"]["content"], "let me look");
    assert_eq!(transcript[4]["item"]["callId"], transcript[5]["item"]["callId"]);
    assert_eq!(transcript[6]["item"]["content"], "found it");

    // The script has run out: a provider error, the user row kept.
    let three = chat(&env, &["--model", &model, "three"]);
    three.expect_code(5);
    assert!(error_line(&three).contains("no reply left"), "{three:?}");
    assert_eq!(rows(&env).iter().filter(|r| r["item"]["content"] == "three").count(), 1);

    // Removing the position file starts the script over.
    std::fs::remove_file(env.path(&format!("{OWNER}/offline-script.json"))).unwrap();
    let again = chat(&env, &["--model", &model, "four"]);
    again.expect_code(0);
    assert_eq!(again.stdout, "first scripted reply\n");
}

#[test]
fn okbot_model_in_the_environment_selects_the_script_too() {
    let env = TestEnv::new();
    let path = write_script(&env, &[json!({"text": "via env"})]);
    env.set_var("OKBOT_MODEL", &format!("offline:script={path}"));
    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "via env\n");
}

#[test]
fn a_broken_script_line_is_a_usage_error_naming_the_line() {
    let env = TestEnv::new();
    let path = env.home().join("bad.jsonl");
    std::fs::write(&path, "{\"text\": \"ok\"}\nnot json\n").unwrap();
    let run = chat(&env, &["--model", &format!("offline:script={}", path.display()), "hello"]);
    run.expect_code(2);
    assert!(error_line(&run).contains("line 2"), "{run:?}");
}

#[test]
fn a_script_that_cannot_be_read_is_a_usage_error_naming_the_path_with_a_hint() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let path = write_script(&env, &[json!({"text": "hi"})]);
    env.ok(&["model", "default", &format!("offline:script={path}")]);
    let settings_hint =
        "hint: fix the path, or set the default again: `okbot model default offline:script=FILE`";
    // Deleted after it was made the default.
    std::fs::remove_file(&path).unwrap();
    let run = chat(&env, &["hello"]);
    run.expect_usage_error(
        &format!("cannot read the offline script `{path}`: there is no such file"),
        "okbot model default offline:script=FILE",
    );
    assert!(run.stderr.lines().any(|l| l == settings_hint), "{run:?}");
    assert!(!run.stderr.contains("os error"), "{run:?}");
    // Replaced by a folder.
    std::fs::create_dir(&path).unwrap();
    chat(&env, &["hello"]).expect_usage_error(
        &format!("cannot read the offline script `{path}`: it is a folder"),
        "okbot model default",
    );
    // A file named as a folder, by --model and by OKBOT_MODEL.
    std::fs::remove_dir(&path).unwrap();
    let file = write_script(&env, &[json!({"text": "hi"})]);
    let spec = format!("offline:script={file}/");
    let why = format!("cannot read the offline script `{file}/`: its path uses a file as a folder");
    chat(&env, &["--model", &spec, "hello"]).expect_usage_error(&why, "--model offline:script=FILE");
    env.set_var("OKBOT_MODEL", &spec);
    chat(&env, &["hello"]).expect_usage_error(&why, "OKBOT_MODEL=offline:script=FILE");
}

#[test]
fn a_script_that_is_a_device_a_pipe_or_too_large_is_refused_before_it_is_read() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let not_regular = "it is not a regular file (a device, a pipe or a socket)";
    let fifo = env.home().join("fifo");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let big = env.home().join("big.jsonl");
    std::fs::File::create(&big).unwrap().set_len(16 * 1024 * 1024 + 1).unwrap();
    let too_large = "it is larger than 16 MiB, the most okbot reads of a script";
    for (file, why) in [
        ("/dev/zero", not_regular),
        (fifo.to_str().unwrap(), not_regular),
        (big.to_str().unwrap(), too_large),
    ] {
        // Bounded, so that without the check the test fails instead of hanging or eating memory.
        let error = format!("cannot read the offline script `{file}`: {why}");
        let spec = format!("'offline:script={file}'");
        for (vars, args) in
            [(String::new(), format!("--model {spec}")), (format!("OKBOT_MODEL={spec} "), String::new())]
        {
            let script =
                format!("ulimit -v 4000000; {vars}timeout 20 \"$OKBOT\" chat {args} hello </dev/null");
            let run = crate::support::Run::from_output(env.shell(&script).output().unwrap());
            run.expect_error(2, &error);
        }
    }
}

#[test]
fn text_the_model_wrote_before_a_tool_call_stays_in_the_json_text_of_the_turn() {
    let env = TestEnv::new();
    let path = write_script(
        &env,
        &[
            json!({"text": "let me look", "tool_calls": [{"name": "search_history", "arguments": {"query": "x"}}]}),
            json!({"text": "found it"}),
        ],
    );
    let model = format!("offline:script={path}");
    let run = chat(&env, &["--model", &model, "--json", "go"]);
    run.expect_code(0);
    // Streamed to a terminal a person reads both parts; scripts must get the same text.
    assert_eq!(run.json()["text"], "let me look\nfound it");
}

#[test]
fn a_call_of_a_tool_that_is_not_offered_gets_a_failed_result_and_the_turn_goes_on() {
    let env = TestEnv::new();
    let path = write_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "c1", "name": "generate_image", "arguments": {"prompt": "x"}}]}),
            json!({"text": "sorry"}),
        ],
    );
    let run = chat(&env, &["--model", &format!("offline:script={path}"), "--json", "note this"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "sorry");
    assert_eq!(doc["toolCalls"][0]["status"], "failed");
    assert!(doc["toolCalls"][0]["output"].as_str().unwrap().contains("not available"), "{doc:#}");
    let transcript = rows(&env);
    assert_eq!(kinds(&transcript), ["user", "function_call", "function_call_result", "assistant"]);
    assert_eq!(transcript[2]["item"]["status"], "failed");
}

#[test]
fn a_model_that_keeps_calling_tools_is_stopped_at_max_turns_with_exit_1() {
    let env = TestEnv::new();
    let call =
        |id: &str| json!({"tool_calls": [{"id": id, "name": "search_history", "arguments": {"query": "x"}}]});
    let path = write_script(&env, &[call("c1"), call("c2"), call("c3"), json!({"text": "never"})]);
    chat(&env, &["--model", "offline", "warm up"]).expect_code(0);
    set(&env, "maxTurns", "2");
    let run = chat(&env, &["--model", &format!("offline:script={path}"), "loop"]);
    run.expect_code(1);
    assert!(error_line(&run).contains("maxTurns"), "{run:?}");
    let transcript = rows(&env);
    let calls = transcript.iter().filter(|r| r["item"]["type"] == "function_call").count();
    assert_eq!(calls, 2, "two model calls, two tool calls");
    let last = transcript.last().unwrap();
    assert_eq!(last["meta"]["error"], true, "a visible error row ends the turn: {last}");
}

#[test]
fn an_unknown_assistant_is_a_usage_error() {
    let env = TestEnv::new();
    chat(&env, &["hi"]).expect_code(0);
    chat(&env, &["-a", "Nobody", "hi"]).expect_error(2, "Nobody");
}

#[test]
fn conflicting_flags_are_usage_errors() {
    let env = TestEnv::new();
    chat(&env, &["--json", "--jsonl", "hi"]).expect_code(2);
    chat(&env, &["--resume", "hi"]).expect_code(2);
    assert!(!env.exists(OWNER));
}

/// Ten messages about the garden, then two new messages: one on the same topic, one clearly not.
fn garden_talk(env: &TestEnv) {
    let lines = [
        "help me plan the garden beds for spring",
        "start with tomatoes peppers and basil in the sunny bed",
        "the watering schedule should follow the soil moisture",
        "mulch keeps the soil moist and the weeds down",
        "compost goes in before planting the seeds",
        "tomatoes need stakes once the seedlings grow",
        "basil likes warm soil and plenty of sun",
        "peppers want a longer season than tomatoes",
        "the shady bed suits lettuce and spinach",
        "rotate the beds every year against pests",
    ];
    let rows: Vec<serde_json::Value> = lines
        .iter()
        .enumerate()
        .map(|(i, t)| msg(&format!("msg_{i:04}"), i + 1, if i % 2 == 0 { "user" } else { "assistant" }, t))
        .collect();
    chat(env, &["hello"]).expect_code(0);
    append(env, OWNER, &rows);
}

#[test]
fn a_message_on_a_new_topic_folds_the_conversation_before_the_model_sees_it() {
    let env = TestEnv::new();
    garden_talk(&env);
    chat(&env, &["should the tomatoes get more compost this spring"]).expect_code(0);
    assert!(compactions(&env, OWNER).is_empty(), "same topic: nothing folded");

    let run = chat(&env, &["--jsonl", "configure nginx reverse proxy certificates tonight"]);
    run.expect_code(0);
    let events = parse_lines(&run.stdout);
    let compression = events.iter().find(|e| e["type"] == "compression").expect("a compression event");
    assert_eq!(compression["compression"]["mode"], "topic");
    let log = compactions(&env, OWNER);
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["mode"], "topic");
    // The model saw the summary and the new message only: the next request's items start with it.
    let shown = env.ok(&["context", "show"]);
    let items = shown.split_once("## session items\n").unwrap().1;
    assert!(items.starts_with("[user] configure nginx reverse proxy certificates tonight"), "{items}");
    assert!(shown.contains("Summary of the earlier conversation"), "{shown}");

    // With autoTopicCompress off, nothing is folded.
    let env = TestEnv::new();
    garden_talk(&env);
    set(&env, "contextCompression.autoTopicCompress", "false");
    chat(&env, &["configure nginx reverse proxy certificates tonight"]).expect_code(0);
    assert!(compactions(&env, OWNER).is_empty());
}
