//! Approvals in a command-line world (DESIGN §7.4, §9): a tool call that needs approval is
//! parked under `pending/` when nobody can be asked (exit 7), decided with `okbot approvals`,
//! and finished by `okbot chat --resume`; `--approve TOOL` and `--yes` allow it up front.
//! Driven by the offline script provider.

use crate::support::chat::*;
use crate::support::{
    TestEnv, is_new_id, parse_lines, pending_files, tool_results, use_script, write_script,
};
use serde_json::{Value, json};

/// Writer with one earlier message about alpha, `search_history` set to ask, and the script
/// (a search_history call, then "all done") selected through `OKBOT_MODEL`.
fn asking() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");
    use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_q", "name": "search_history", "arguments": {"query": "alpha"}}]}),
            json!({"text": "all done"}),
        ],
    );
    set(&env, "tools.search_history.approval", "ask");
    env
}

/// The one tool result of the transcript: `search_history` ran (status completed) and found the
/// earlier message about alpha.
#[track_caller]
fn assert_search_ran(env: &TestEnv) {
    let results = tool_results(&rows(env));
    assert_eq!(results.len(), 1, "one tool result: {results:#?}");
    let item = &results[0]["item"];
    assert_eq!(
        (item["callId"].as_str(), item["status"].as_str()),
        (Some("call_q"), Some("completed")),
        "{item}"
    );
    assert!(
        item["output"].as_str().unwrap().contains("alpha release"),
        "the search found the message: {item}"
    );
    assert!(pending_files(env, OWNER).is_empty(), "nothing waits");
}

/// Chat until it waits; returns the request id.
#[track_caller]
fn park(env: &TestEnv) -> String {
    let run = chat(env, &["what ships on Friday?"]);
    run.expect_code(7);
    let files = pending_files(env, OWNER);
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].strip_suffix(".json").unwrap().to_string()
}

#[test]
fn without_a_terminal_a_call_that_asks_is_parked_in_pending_and_chat_exits_7() {
    let env = asking();
    let run = chat(&env, &["what ships on Friday?"]);
    run.expect_code(7);
    assert_eq!(run.stdout, "", "{run:?}");
    assert!(run.stderr.contains("waiting for your approval"), "{run:?}");
    assert!(run.stderr.contains("okbot approvals allow"), "{run:?}");
    assert!(run.stderr.contains("--resume"), "{run:?}");

    let files = pending_files(&env, OWNER);
    assert_eq!(files.len(), 1);
    let id = files[0].strip_suffix(".json").unwrap();
    assert!(is_new_id(id, "req"), "{id}");
    assert!(run.stderr.contains(id), "stderr names the request: {run:?}");
    let p = env.json_file(&format!("{OWNER}/pending/{id}.json"));
    assert_eq!(p["id"], id);
    assert_eq!(p["ownerId"], OWNER);
    assert_eq!(p["callId"], "call_q");
    assert_eq!(p["name"], "search_history");
    assert_eq!(p["arguments"], "{\"query\":\"alpha\"}");
    assert_eq!(p["status"], "pending");
    assert!(p["description"].as_str().unwrap().contains("alpha"), "{p:#}");
    assert_eq!(env.mode(&format!("{OWNER}/pending/{id}.json")), 0o600);

    // The call is in the transcript, its result is not, and no reply was written.
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "user", "function_call"]);
    assert_eq!(p["runId"], rows[1]["meta"]["runId"]);

    let list = env.run(&["approvals", "list", "--json"]);
    list.expect_code(0);
    let doc = list.json();
    assert_eq!(doc.as_array().unwrap().len(), 1, "{doc:#}");
    assert_eq!(doc[0]["id"], id);
    assert_eq!(doc[0]["status"], "pending");
    assert_eq!(doc[0]["name"], "search_history");

    let human = env.ok(&["approvals", "list"]);
    assert!(human.starts_with(&format!("{id}\t{OWNER}\tpending\t")), "{human}");
}

#[test]
fn chat_json_reports_the_parked_call_and_its_request() {
    let env = asking();
    let run = chat(&env, &["--json", "what ships on Friday?"]);
    run.expect_code(7);
    let doc = run.json();
    let id = pending_files(&env, OWNER)[0].strip_suffix(".json").unwrap().to_string();
    assert_eq!(doc["pending"], json!([id]));
    assert_eq!(doc["toolCalls"][0]["status"], "pending");
    assert_eq!(doc["toolCalls"][0]["requestId"], id);
    assert!(doc["error"].as_str().unwrap().contains("waiting for approval"), "{doc:#}");
}

#[test]
fn chat_jsonl_emits_approval_pending_then_turn_failed() {
    let env = asking();
    let run = chat(&env, &["--jsonl", "what ships on Friday?"]);
    run.expect_code(7);
    let events = parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "tool.call", "approval.pending", "turn.failed"]);
    assert_eq!(events[3]["pending"], json!([events[2]["requestId"]]));
}

#[test]
fn allow_then_resume_runs_the_tool_and_finishes_the_turn() {
    let env = asking();
    let id = park(&env);

    let allow = env.run(&["approvals", "allow", &id]);
    allow.expect_code(0);
    assert_eq!(allow.stdout, format!("{id}\n"), "stdout carries only the id");
    assert!(allow.stderr.contains(&format!("okbot: allowed {id}")), "{allow:?}");
    let p = env.json_file(&format!("{OWNER}/pending/{id}.json"));
    assert_eq!(p["status"], "allowed");
    assert_eq!(p["decidedAt"], crate::support::STAMP);

    let run = chat(&env, &["--resume"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "user", "function_call", "function_call_result", "assistant"]);
    let result = &rows[3]["item"];
    assert_eq!(result["callId"], "call_q");
    assert_eq!(result["status"], "completed");
    assert!(result["output"].as_str().unwrap().contains("alpha release"), "{result}");
    assert_eq!(rows[4]["item"]["content"], "all done");
    assert_eq!(rows[3]["meta"]["runId"], rows[1]["meta"]["runId"], "the resumed turn keeps its run id");
    assert_eq!(rows[4]["meta"]["runId"], rows[1]["meta"]["runId"]);
    assert!(pending_files(&env, OWNER).is_empty(), "a settled request is removed");
    assert_eq!(env.run(&["approvals", "list", "--json"]).json(), json!([]));
}

#[test]
fn deny_then_resume_records_a_denied_result_and_the_model_carries_on() {
    let env = asking();
    let id = park(&env);

    let deny = env.run(&["approvals", "deny", &id]);
    deny.expect_code(0);
    assert_eq!(deny.stdout, format!("{id}\n"), "stdout carries only the id");
    assert!(deny.stderr.contains(&format!("okbot: denied {id}")), "{deny:?}");
    assert_eq!(env.json_file(&format!("{OWNER}/pending/{id}.json"))["status"], "denied");

    let run = chat(&env, &["--json", "--resume"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "all done");
    assert_eq!(doc["toolCalls"][0]["status"], "denied");
    let results = tool_results(&rows(&env));
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["item"]["status"], "denied");
    assert_eq!(results[0]["item"]["callId"], "call_q");
    assert!(
        !results[0]["item"]["output"].as_str().unwrap().contains("alpha release"),
        "the tool did not run"
    );
    assert!(pending_files(&env, OWNER).is_empty());
}

#[test]
fn resume_before_a_decision_waits_again_with_exit_7() {
    let env = asking();
    let id = park(&env);
    let run = chat(&env, &["--resume"]);
    run.expect_code(7);
    assert_eq!(pending_files(&env, OWNER), [format!("{id}.json")]);
    assert!(tool_results(&rows(&env)).is_empty());
}

#[test]
fn resume_with_yes_allows_what_is_still_pending() {
    let env = asking();
    park(&env);
    let run = chat(&env, &["--resume", "--yes"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    assert_search_ran(&env);
}

#[test]
fn resume_with_nothing_waiting_is_a_usage_error() {
    let env = asking();
    let run = chat(&env, &["--resume"]);
    run.expect_error(2, "nothing waiting");
}

#[test]
fn approve_tool_runs_the_call_without_parking_it() {
    let env = asking();
    let run = chat(&env, &["--approve", "search_history", "what ships on Friday?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    assert_search_ran(&env);
}

#[test]
fn approve_of_another_tool_does_not_allow_this_one() {
    let env = asking();
    let run = chat(&env, &["--approve", "read_skill", "what ships on Friday?"]);
    run.expect_code(7);
    assert_eq!(pending_files(&env, OWNER).len(), 1);
}

#[test]
fn yes_runs_the_call_without_parking_it() {
    let env = asking();
    let run = chat(&env, &["--yes", "what ships on Friday?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    assert_search_ran(&env);
}

#[test]
fn a_tool_set_to_allow_runs_without_asking() {
    let env = asking();
    set(&env, "tools.search_history.approval", "allow");
    let run = chat(&env, &["what ships on Friday?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    assert_search_ran(&env);
}

#[test]
fn an_approval_in_another_case_or_an_unknown_value_still_asks() {
    for value in [json!("Ask"), json!("ASK"), json!(" ask "), json!("sometimes"), json!(5), Value::Null] {
        let env = asking();
        let mut doc = env.json_file("settings.json");
        doc["tools"]["search_history"]["approval"] = value.clone();
        env.write("settings.json", serde_json::to_string_pretty(&doc).unwrap());
        let run = chat(&env, &["what ships on Friday?"]);
        assert_eq!(run.code, Some(7), "approval {value} must ask, not run the call: {run:?}");
        assert_eq!(pending_files(&env, OWNER).len(), 1, "approval {value}");
    }
}

#[test]
fn an_allow_in_another_case_runs_without_asking() {
    let env = asking();
    let mut doc = env.json_file("settings.json");
    doc["tools"]["search_history"]["approval"] = json!("ALLOW");
    env.write("settings.json", serde_json::to_string_pretty(&doc).unwrap());
    let run = chat(&env, &["what ships on Friday?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n");
    assert_search_ran(&env);
}

#[test]
fn settings_set_takes_approval_in_any_case_stores_it_in_lower_case_and_refuses_other_words() {
    let env = asking();
    set(&env, "tools.search_history.approval", "Allow");
    assert_eq!(env.json_file("settings.json")["tools"]["search_history"]["approval"], "allow");
    set(&env, "tools.search_history.approval", "ASK");
    assert_eq!(env.json_file("settings.json")["tools"]["search_history"]["approval"], "ask");
    for bad in ["sometimes", "5", "null"] {
        env.run(&["settings", "set", "tools.search_history.approval", bad])
            .expect_error(2, "not allow or ask");
    }
    assert_eq!(env.json_file("settings.json")["tools"]["search_history"]["approval"], "ask");
}

#[test]
fn the_tool_notes_tell_the_model_which_tools_need_approval() {
    let env = asking();
    let context = env.ok(&["context", "show"]);
    assert!(context.contains("These need the user's approval before they run: search_history."), "{context}");
}

#[test]
fn deciding_an_unknown_request_is_a_usage_error() {
    let env = asking();
    env.run(&["approvals", "allow", "req_01NOPE0000000000000000000"]).expect_error(2, "req_01NOPE");
    env.run(&["approvals", "deny", "../etc"]).expect_code(2);
}

#[test]
fn approvals_list_with_nothing_waiting_prints_nothing_on_stdout() {
    let env = asking();
    let run = env.run(&["approvals", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("nothing waits"), "{run:?}");
}

// ---------------------------------------------------------------------------------------------
// Against an HTTP provider: what the model receives after a resume

use crate::support::fake_llm::{FakeLlm, openai_sse_text, openai_sse_tool_call};

fn asking_http(fake: &FakeLlm) -> TestEnv {
    let env = fake_env(fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");
    set(&env, "tools.search_history.approval", "ask");
    env
}

#[test]
fn after_allow_and_resume_the_model_gets_the_call_and_its_result_paired() {
    let fake = FakeLlm::start(vec![
        openai_sse_tool_call("search_history", &["{\"query\":", "\"alpha\"}"]),
        openai_sse_text(&["Friday."]),
    ]);
    let env = asking_http(&fake);
    let id = park(&env);
    assert_eq!(fake.requests().len(), 1);
    env.ok(&["approvals", "allow", &id]);

    let run = chat(&env, &["--resume"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Friday.\n");
    let msgs = messages(&fake.body_json(1));
    assert_eq!(assert_openai_pairing(&msgs), ["call_1"]);
    let last = msgs.last().unwrap();
    assert_eq!(last["role"], "tool");
    assert!(last["content"].as_str().unwrap().contains("alpha release"), "{last}");
}

#[test]
fn a_new_message_while_a_call_waits_still_leaves_a_valid_request_after_the_resume() {
    let fake = FakeLlm::start(vec![
        openai_sse_tool_call("search_history", &["{\"query\":\"alpha\"}"]),
        openai_sse_text(&["Meanwhile."]),
        openai_sse_text(&["Friday."]),
    ]);
    let env = asking_http(&fake);
    let id = park(&env);
    // The user moves on before deciding.
    chat(&env, &["never mind, hello"]).expect_code(0);
    env.ok(&["approvals", "allow", &id]);
    chat(&env, &["--resume"]).expect_code(0);

    let requests = fake.requests();
    assert_eq!(requests.len(), 3);
    // Chat Completions rejects a tool message that does not follow its assistant tool_calls.
    let second = messages(&requests[1].json());
    assert!(
        second.iter().all(|m| m.get("tool_calls").is_none()),
        "the unanswered call is left out while it waits: {second:#?}"
    );
    // The resumed request carries the call and, right after it, its result (Chat Completions
    // rejects one without the other).
    let third = messages(&requests[2].json());
    assert_eq!(assert_openai_pairing(&third), ["call_1"], "the allowed call is sent, paired: {third:#?}");
    let result = third.iter().find(|m| m["role"] == "tool").expect("a tool message");
    assert_eq!(result["tool_call_id"], "call_1");
    assert!(result["content"].as_str().unwrap().contains("alpha release"), "the tool ran: {result}");
}

/// A second request beside `id`, sharing its first 20 characters after `req_`.
fn twin(env: &TestEnv, id: &str) -> String {
    let mut doc = env.json_file(&format!("{OWNER}/pending/{id}.json"));
    let last = if id.ends_with('Z') { "Y" } else { "Z" };
    let other = format!("{}{last}", &id[..id.len() - 1]);
    doc["id"] = json!(other);
    env.write(&format!("{OWNER}/pending/{other}.json"), serde_json::to_vec_pretty(&doc).unwrap());
    other
}

#[test]
fn a_request_is_named_by_a_unique_prefix_with_or_without_req() {
    let env = asking();
    let id = park(&env);
    assert!(id.starts_with("req_"), "{id}");
    let body = id["req_".len()..].to_lowercase();
    let allow = env.run(&["approvals", "allow", &body[..12]]);
    allow.expect_code(0);
    assert_eq!(allow.stdout, format!("{id}\n"), "the full id is printed");
    assert_eq!(env.json_file(&format!("{OWNER}/pending/{id}.json"))["status"], "allowed");
    env.ok(&["approvals", "deny", &format!("REQ_{}", &body[..12])]);
    assert_eq!(env.json_file(&format!("{OWNER}/pending/{id}.json"))["status"], "denied");
}

#[test]
fn short_unknown_and_ambiguous_request_ids_are_refused_and_change_nothing() {
    let env = asking();
    let id = park(&env);
    let other = twin(&env, &id);
    let before = env.snapshot();
    env.run(&["approvals", "allow", "req_01"])
        .expect_usage_error("`req_01` is too short to name a request waiting for approval", "at least 4");
    env.run(&["approvals", "allow", "ZZZZZZ"])
        .expect_usage_error("no request `ZZZZZZ` waits for approval", "`okbot approvals list`");
    let prefix = &id[..id.len() - 1];
    let (first, second) = if id < other { (&id, &other) } else { (&other, &id) };
    env.run(&["approvals", "deny", prefix]).expect_usage_error(
        &format!("`{prefix}` matches 2 requests: {first}, {second}"),
        "give more of the id",
    );
    before.assert_unchanged(&env.snapshot(), "refused request ids");
    // The whole id still names one.
    env.ok(&["approvals", "deny", &other]);
}

#[test]
fn approvals_list_highlights_the_shortest_unique_prefix_in_colour() {
    let env = asking();
    let id = park(&env);
    let other = twin(&env, &id);
    let (first, _) = if id < other { (&id, &other) } else { (&other, &id) };
    let out = env.ok(&["--color", "always", "approvals", "list"]);
    let line = out.lines().next().unwrap();
    let want = format!("\x1b[2mreq_\x1b[0m\x1b[1;35m{}\x1b[0m\t", &first[4..]);
    assert!(line.starts_with(&want), "the ids differ only in the last character: {line:?}");
    assert!(!env.ok(&["approvals", "list"]).contains('\x1b'));
}

#[test]
fn resume_goes_on_with_the_model_the_turn_was_told_to_use() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");
    set(&env, "tools.search_history.approval", "ask");
    // No default model: without the remembered `--model`, the resumed turn would get the
    // offline echo instead of the script's "all done".
    let script = write_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_q", "name": "search_history", "arguments": {"query": "alpha"}}]}),
            json!({"text": "all done"}),
        ],
    );
    let spec = format!("script={script}");
    chat(&env, &["--model", &spec, "what ships on Friday?"]).expect_code(7);
    let files = pending_files(&env, OWNER);
    let id = files[0].strip_suffix(".json").unwrap();
    assert_eq!(env.json_file(&format!("{OWNER}/pending/{id}.json"))["model"], spec.as_str());
    env.ok(&["approvals", "allow", id]);

    let run = chat(&env, &["--resume"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "all done\n", "{run:?}");
    assert!(run.stderr.contains("going on with offline/script="), "{run:?}");
    assert_search_ran(&env);
}
