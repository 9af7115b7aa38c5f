//! `apiFormat: responses` (OpenAI's Responses API, DESIGN §7.1) against the loopback fake:
//! streamed text and usage, tool-call round trips, retries, the context-overflow path, errors
//! inside the stream, the one-shot calls (summarizer, `model test`); and a provider whose
//! base URL is Anthropic's spoken to in Anthropic's format although its apiFormat says
//! `chat_completions` (the OkBot app rewrites the formats it does not know).

use crate::support::TestEnv;
use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::{Value, json};

const PATH: &str = "/v1/responses";

/// An initialised root whose default model is `fake/gpt-4o-mini`, a `responses` provider at
/// `fake` (baseURL ending in /v1), with fast retries and a short timeout.
fn responses_env(fake: &FakeLlm) -> TestEnv {
    let env = TestEnv::initialized();
    add_provider(&env, &fake.base_url_v1(), "responses");
    env
}

/// The `input` items of a Responses request body.
#[track_caller]
fn input(body: &Value) -> Vec<Value> {
    body["input"].as_array().unwrap_or_else(|| panic!("no input in {body:#}")).clone()
}

fn usage(input: u64, output: u64, cached: u64) -> Value {
    responses_usage(input, output, cached)
}

// ---------------------------------------------------------------------------------------------
// Text and usage

#[test]
fn a_streamed_responses_answer_is_printed_and_recorded_with_the_usage_of_response_completed() {
    let fake = FakeLlm::start(vec![responses_sse_text(&["Hello", ", ", "world."], usage(40, 3, 32))]);
    let env = responses_env(&fake);

    let run = chat(&env, &["hi there"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Hello, world.\n", "{run:?}");

    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("POST", PATH));
    assert_eq!(requests[0].header("authorization"), Some("Bearer test-key"));
    let body = requests[0].json();
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["stream"], true);
    assert!(body.get("messages").is_none(), "no Chat Completions shape: {body:#}");
    assert!(body.get("stream_options").is_none(), "{body:#}");
    assert!(body.get("max_output_tokens").is_none(), "no maxTokens configured: {body:#}");
    let instructions = body["instructions"].as_str().expect("the system text goes into `instructions`");
    assert!(!instructions.is_empty());
    assert_eq!(input(&body).last().unwrap(), &json!({"role": "user", "content": "hi there"}));
    assert!(input(&body).iter().all(|i| i["role"] != "system"), "the system text is not an input item");

    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[1]["item"]["content"], "Hello, world.");
    assert_eq!(rows[1]["meta"]["usage"], json!({"input": 40, "output": 3, "cache": 32}));
}

#[test]
fn jsonl_prints_each_responses_text_delta_and_the_json_result_carries_the_usage() {
    let fake = FakeLlm::start(vec![
        responses_sse_text(&["a", "b"], usage(12, 2, 0)),
        responses_sse_text(&["c"], usage(20, 1, 8)),
    ]);
    let env = responses_env(&fake);

    let run = chat(&env, &["--jsonl", "go"]);
    run.expect_code(0);
    let events = crate::support::parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "text.delta", "text.delta", "turn.completed"], "{run:?}");
    let deltas: Vec<&str> = events[1..3].iter().map(|e| e["text"].as_str().unwrap()).collect();
    assert_eq!(deltas, ["a", "b"]);

    let doc = chat(&env, &["--json", "again"]).json();
    assert_eq!(doc["text"], "c");
    assert_eq!(doc["usage"], json!({"input": 20, "output": 1, "cache": 8}), "{doc:#}");
    // The second request carries the first turn as input items.
    let second = input(&fake.body_json(1));
    let n = second.len();
    assert_eq!(
        second[n - 3..],
        [
            json!({"role": "user", "content": "go"}),
            json!({"role": "assistant", "content": "ab"}),
            json!({"role": "user", "content": "again"})
        ]
    );
}

#[test]
fn a_configured_max_tokens_is_sent_as_max_output_tokens() {
    let fake = FakeLlm::start(vec![responses_sse_text(&["ok"], usage(1, 1, 0))]);
    let env = responses_env(&fake);
    set(
        &env,
        "model.providers",
        &json!([{"id": "fake", "name": "fake", "baseURL": fake.base_url_v1(), "apiKey": "test-key",
                 "apiFormat": "responses",
                 "models": [{"id": "gpt-4o-mini", "contextWindow": 128000, "maxTokens": 900}]}])
        .to_string(),
    );
    chat(&env, &["hi"]).expect_code(0);
    assert_eq!(fake.body_json(0)["max_output_tokens"], 900);
}

#[test]
fn a_server_that_ignores_stream_and_answers_one_response_object_works() {
    let fake = FakeLlm::start(vec![responses_text("whole answer")]);
    let env = responses_env(&fake);
    let run = chat(&env, &["--json", "hi"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "whole answer");
    assert_eq!(doc["usage"], json!({"input": 10, "output": 5, "cache": 0}), "{doc:#}");
    assert_eq!(rows(&env)[1]["item"]["content"], "whole answer");
}

#[test]
fn a_whole_failed_response_object_is_an_error_not_an_empty_answer() {
    let failed = json!({"id": "resp_fake", "object": "response", "status": "failed", "output": [],
        "error": {"code": "invalid_prompt", "message": "Invalid prompt: flagged"}, "usage": null});
    let fake = FakeLlm::start(vec![json_reply(200, failed)]);
    let env = responses_env(&fake);
    set(&env, "model.maxRetries", "0");
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("Invalid prompt: flagged"), "{run:?}");
}

#[test]
fn a_stream_cut_before_response_completed_exits_5() {
    let cut = match responses_sse_text(&["partial"], usage(1, 1, 0)) {
        Reply::Sse { mut events, delay_ms } => {
            events.truncate(4); // created, item added, part added, one delta
            Reply::Sse { events, delay_ms }
        }
        other => panic!("{other:?}"),
    };
    let fake = FakeLlm::start(vec![cut]);
    let env = responses_env(&fake);
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("ended before the answer was complete"), "{run:?}");
}

// ---------------------------------------------------------------------------------------------
// Tool calls

#[test]
fn a_responses_function_call_runs_search_history_and_the_next_request_carries_call_and_output() {
    let fake = FakeLlm::start(vec![
        responses_sse_tool_calls(&[("call_1", "search_history", &["{\"que", "ry\":\"ban", "ana\"}"])]),
        responses_sse_text(&["You like ", "banana bread."], usage(50, 4, 0)),
    ]);
    let env = with_banana(responses_env(&fake));

    let run = chat(&env, &["--json", "what cake do I like?"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "You like banana bread.");
    let calls = doc["toolCalls"].as_array().unwrap();
    assert_eq!(calls.len(), 1, "{doc:#}");
    assert_eq!(calls[0]["callId"], "call_1");
    assert_eq!(calls[0]["name"], "search_history");
    assert_eq!(calls[0]["status"], "completed");
    assert!(calls[0]["output"].as_str().unwrap().contains("banana bread"));

    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    assert!(requests.iter().all(|r| r.path == PATH), "{requests:?}");
    let first = requests[0].json();
    let tool = first["tools"].as_array().unwrap().iter().find(|t| t["name"] == "search_history").cloned();
    let tool = tool.expect("search_history is offered");
    assert_eq!(tool["type"], "function");
    assert_eq!(tool["parameters"]["type"], "object");
    assert_eq!(tool["strict"], false, "optional parameters stay optional: {tool}");
    assert!(tool.get("function").is_none(), "the Responses tool shape is flat: {tool}");

    let second = input(&requests[1].json());
    let n = second.len();
    assert_eq!(second[n - 3], json!({"role": "user", "content": "what cake do I like?"}));
    assert_eq!(
        second[n - 2],
        json!({"type": "function_call", "call_id": "call_1", "name": "search_history",
               "arguments": "{\"query\":\"banana\"}"})
    );
    let output = &second[n - 1];
    assert_eq!(output["type"], "function_call_output");
    assert_eq!(output["call_id"], "call_1");
    assert!(output["output"].as_str().unwrap().contains("banana bread"), "{output}");

    let rows = rows(&env);
    assert_eq!(
        kinds(&rows),
        ["user", "assistant", "user", "function_call", "function_call_result", "assistant"]
    );
    assert_eq!(rows[3]["item"]["callId"], "call_1");
    let args: Value = serde_json::from_str(rows[3]["item"]["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(args, json!({"query": "banana"}));
    assert_eq!(rows[4]["item"]["callId"], "call_1");
    assert_eq!(rows[5]["item"]["content"], "You like banana bread.");
}

#[test]
fn two_parallel_responses_function_calls_with_interleaved_arguments_both_run_and_both_outputs_follow() {
    let fake = FakeLlm::start(vec![
        responses_sse_tool_calls(&[
            ("call_a", "search_history", &["{\"query\":", "\"banana\"", "}"]),
            ("call_b", "search_history", &["{\"query\":\"ca", "ke\",\"limit\":", "2}"]),
        ]),
        responses_sse_text(&["done"], usage(60, 1, 0)),
    ]);
    let env = with_banana(responses_env(&fake));

    let run = chat(&env, &["--json", "search twice"]);
    run.expect_code(0);
    let doc = run.json();
    let ids: Vec<&str> =
        doc["toolCalls"].as_array().unwrap().iter().map(|c| c["callId"].as_str().unwrap()).collect();
    assert_eq!(ids, ["call_a", "call_b"], "{doc:#}");
    assert_eq!(doc["text"], "done");

    let second = input(&fake.body_json(1));
    let tail: Vec<(String, String)> = second[second.len() - 4..]
        .iter()
        .map(|i| (i["type"].as_str().unwrap().to_string(), i["call_id"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(
        tail,
        [
            ("function_call".to_string(), "call_a".to_string()),
            ("function_call".to_string(), "call_b".to_string()),
            ("function_call_output".to_string(), "call_a".to_string()),
            ("function_call_output".to_string(), "call_b".to_string()),
        ]
    );
    assert_eq!(second[second.len() - 3]["arguments"], "{\"query\":\"cake\",\"limit\":2}");

    let rows = rows(&env);
    assert_eq!(
        kinds(&rows)[2..],
        [
            "user",
            "function_call",
            "function_call",
            "function_call_result",
            "function_call_result",
            "assistant"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Retries and errors

#[test]
fn a_429_then_success_is_retried_with_the_same_request() {
    let fake = FakeLlm::start(vec![rate_limited(0), responses_sse_text(&["made it"], usage(5, 2, 0))]);
    let env = responses_env(&fake);

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "made it\n");
    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].body, requests[1].body, "the retry sends the same request");
    assert_eq!(kinds(&rows(&env)), ["user", "assistant"]);
}

#[test]
fn an_error_event_before_any_text_is_retried_and_after_text_is_final() {
    let fake = FakeLlm::start(vec![
        responses_sse_error("", "server_error", "The server had an error"),
        responses_sse_text(&["second try"], usage(5, 2, 0)),
    ]);
    let env = responses_env(&fake);
    let run = chat(&env, &["hi"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "second try\n");
    assert_eq!(fake.requests().len(), 2);

    // Text already shown: a retry would repeat it, so the error ends the turn (exit 5).
    let fake = FakeLlm::start(vec![
        responses_sse_error("half an ans", "server_error", "upstream exploded"),
        responses_sse_text(&["must not be asked for"], usage(5, 2, 0)),
    ]);
    let env = responses_env(&fake);
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("`fake`") && error_line(&run).contains("upstream exploded"), "{run:?}");
    assert_eq!(fake.requests().len(), 1);
}

#[test]
fn a_failed_response_with_no_retries_left_exits_5_naming_the_provider_and_the_reason() {
    let fake = FakeLlm::start(vec![responses_sse_failed("server_error", "The model melted")]);
    let env = responses_env(&fake);
    set(&env, "model.maxRetries", "0");
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    let line = error_line(&run);
    assert!(line.contains("`fake`") && line.contains("The model melted"), "{run:?}");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    // The user row stays; the failure is a visible error row.
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[0]["item"]["content"], "hi");
    assert_eq!(rows[1]["meta"]["error"], true, "{}", rows[1]);
    assert!(rows[1]["item"]["content"].as_str().unwrap().contains("The model melted"), "{}", rows[1]);
}

#[test]
fn a_refused_key_is_not_retried_and_exits_5() {
    let fake = FakeLlm::start(vec![json_reply(
        401,
        json!({"error": {"message": "Incorrect API key provided", "type": "invalid_request_error",
                         "code": "invalid_api_key"}}),
    )]);
    let env = responses_env(&fake);
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("401"), "{run:?}");
    assert_eq!(fake.requests().len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Context overflow: compress with keep = 0 and retry once (the summarizer speaks Responses too)

const SUMMARY: &str = "## Goal\n- OVERFLOW-SUMMARY: release fact-01 to fact-06";

fn six(fake: &FakeLlm) -> TestEnv {
    let env = responses_env(fake);
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=6)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("Message fact-{i:02}: {}", "detail ".repeat(40)))
        })
        .collect();
    append(&env, OWNER, &rows);
    env
}

fn assert_overflow_retry(env: &TestEnv, fake: &FakeLlm, run: &crate::support::Run) {
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "fits now");
    let log = compactions(env, OWNER);
    assert_eq!(log.len(), 1, "exactly one compression: {log:#?}");
    assert_eq!(log[0]["mode"], "overflow");
    assert_eq!(log[0]["toId"], "msg_0006");
    assert_eq!(env.json_file(&format!("{OWNER}/session-summary.json"))["summary"], SUMMARY);

    let requests = fake.requests();
    assert_eq!(requests.len(), 3, "chat, summarizer, retried chat");
    assert!(requests.iter().all(|r| r.path == PATH), "{requests:?}");
    let summarizer = requests[1].json();
    assert_eq!(summarizer["stream"], false);
    assert!(summarizer["instructions"].as_str().unwrap().contains("summary"), "{summarizer:#}");
    let folded = summarizer["input"][0]["content"].as_str().unwrap();
    for i in 1..=6 {
        assert!(folded.contains(&format!("fact-{i:02}")), "fact-{i:02} was folded: {folded}");
    }
    assert!(summarizer["max_output_tokens"].as_u64().unwrap() >= 16);

    let retry = requests[2].json();
    assert!(requests[2].body.len() < requests[0].body.len());
    assert!(retry["instructions"].as_str().unwrap().contains(SUMMARY), "{retry:#}");
    assert_eq!(input(&retry), [json!({"role": "user", "content": "and now?"})]);
}

#[test]
fn a_context_length_exceeded_status_compresses_once_and_the_retry_carries_the_summary() {
    let fake = FakeLlm::start(vec![
        responses_context_too_long(),
        responses_text(SUMMARY),
        responses_sse_text(&["fits now"], usage(30, 2, 0)),
    ]);
    let env = six(&fake);
    let run = chat(&env, &["--json", "and now?"]);
    assert_overflow_retry(&env, &fake, &run);
}

#[test]
fn a_response_failed_with_context_length_exceeded_takes_the_same_overflow_path() {
    let fake = FakeLlm::start(vec![
        responses_sse_failed(
            "context_length_exceeded",
            "Your input exceeds the context window of this model.",
        ),
        responses_text(SUMMARY),
        responses_sse_text(&["fits now"], usage(30, 2, 0)),
    ]);
    let env = six(&fake);
    let run = chat(&env, &["--json", "and now?"]);
    assert_overflow_retry(&env, &fake, &run);
}

#[test]
fn the_topic_judge_asks_through_responses_with_the_minimum_output_budget() {
    let fake = FakeLlm::start(vec![
        responses_text("yes"),
        responses_text(SUMMARY),
        responses_sse_text(&["new topic"], usage(30, 2, 0)),
    ]);
    let env = responses_env(&fake);
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=10)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("tomatoes and compost, note {i}"))
        })
        .collect();
    append(&env, OWNER, &rows);
    set(&env, "contextCompression.autoTopicCompress", "true");

    let run = chat(&env, &["--json", "configure nginx tonight"]);
    run.expect_code(0);
    assert_eq!(run.json()["text"], "new topic");
    let log = compactions(&env, OWNER);
    assert_eq!(log.len(), 1, "{log:#?}");
    assert_eq!(log[0]["mode"], "topic");

    let requests = fake.requests();
    assert_eq!(requests.len(), 3, "judge, summarizer, chat");
    assert!(requests.iter().all(|r| r.path == PATH), "{requests:?}");
    let judge = requests[0].json();
    assert!(judge["instructions"].as_str().unwrap().contains("yes or no"), "{judge:#}");
    assert!(judge["input"][0]["content"].as_str().unwrap().contains("configure nginx tonight"));
    assert_eq!(judge["max_output_tokens"], 16, "the judge's 3 tokens are below the API minimum");
    assert_eq!(judge["stream"], false);
}

// ---------------------------------------------------------------------------------------------
// `model add` / `model list` / `model test`

#[test]
fn model_add_with_format_responses_is_saved_listed_and_tested_through_responses() {
    let fake = FakeLlm::start(vec![responses_text("OK")]);
    let env = responses_env(&fake);

    let settings = env.json_file("settings.json");
    let provider = &settings["model"]["providers"][0];
    assert_eq!((provider["id"].as_str(), provider["apiFormat"].as_str()), (Some("fake"), Some("responses")));

    let list = env.run(&["model", "list", "--json"]);
    list.expect_code(0);
    let rows = list.json();
    let row = rows.as_array().unwrap().iter().find(|r| r["provider"] == "fake").cloned().unwrap();
    assert_eq!(row["apiFormat"], "responses");

    let run = env.run(&["model", "test", "--json"]);
    run.expect_code(0);
    assert_eq!(run.json()["reply"], "OK");
    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].path, PATH);
    assert_eq!(requests[0].header("authorization"), Some("Bearer test-key"));
    let body = requests[0].json();
    assert_eq!(body["stream"], false);
    assert_eq!(body["input"], json!([{"role": "user", "content": "ping"}]));
    // The API refuses budgets below 16 tokens; the one-token probe is raised to the minimum.
    assert_eq!(body["max_output_tokens"], 16);
}

#[test]
fn model_test_against_a_failing_responses_server_retries_then_exits_5() {
    let fake = FakeLlm::start(vec![server_error(500), server_error(502), server_error(503)]);
    let env = responses_env(&fake);
    let run = env.run(&["model", "test"]);
    run.expect_error(5, "503");
    assert!(run.stderr.contains("`fake`"), "{run:?}");
    assert_eq!(fake.requests().len(), 3, "retried model.maxRetries = 2 times");
}

// ---------------------------------------------------------------------------------------------
// Anthropic recognised by its base URL

#[test]
fn a_chat_completions_provider_at_an_anthropic_base_url_is_spoken_to_as_anthropic() {
    // A loopback server cannot be api.anthropic.com; a base URL whose path ends in /anthropic
    // (how Anthropic-compatible endpoints of other vendors are published) is recognised the same way.
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["Bonjour"]), anthropic_text("OK")]);
    let env = TestEnv::initialized();
    add_provider(&env, &format!("{}/anthropic", fake.base_url()), "chat-completions");
    let settings = env.json_file("settings.json");
    assert_eq!(
        settings["model"]["providers"][0]["apiFormat"], "chat_completions",
        "the stored format stays what the app understands"
    );
    let list = env.run(&["model", "list", "--json"]).json();
    let row = list.as_array().unwrap().iter().find(|r| r["provider"] == "fake").cloned().unwrap();
    assert_eq!(row["apiFormat"], "anthropic", "{row:#}");

    let run = chat(&env, &["salut"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Bonjour\n", "{run:?}");
    env.run(&["model", "test"]).expect_code(0);

    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    for r in &requests {
        assert_eq!(r.path, "/anthropic/v1/messages");
        assert_eq!(r.header("x-api-key"), Some("test-key"));
        assert_eq!(r.header("anthropic-version"), Some("2023-06-01"));
        assert_eq!(r.header("authorization"), None);
    }
    let body = requests[0].json();
    assert!(body["system"].is_string(), "{body:#}");
    assert_eq!(body["messages"].as_array().unwrap().last().unwrap()["role"], "user");
}

#[test]
fn an_app_written_provider_with_an_unknown_format_and_an_anthropic_path_is_anthropic_too() {
    let fake = FakeLlm::start(vec![anthropic_text("hello")]);
    let env = TestEnv::initialized();
    set(
        &env,
        "model.providers",
        &json!([{"id": "claude", "name": "Claude", "baseURL": format!("{}/anthropic/", fake.base_url()),
                 "apiKey": "test-key", "apiFormat": "messages", "models": [{"id": "claude-x"}]}])
        .to_string(),
    );
    let run = chat(&env, &["--model", "claude/claude-x", "hi"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "hello\n");
    assert_eq!(fake.requests()[0].path, "/anthropic/v1/messages");
}

#[test]
fn a_chat_completions_provider_elsewhere_keeps_the_chat_completions_shape() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["plain"])]);
    let env = TestEnv::initialized();
    add_provider(&env, &format!("{}/anthropic-proxy/v1", fake.base_url()), "chat-completions");
    chat(&env, &["hi"]).expect_code(0);
    assert_eq!(fake.requests()[0].path, "/anthropic-proxy/v1/chat/completions");
}

#[test]
fn okbot_base_url_pointing_at_an_anthropic_path_is_spoken_to_as_anthropic() {
    let fake = FakeLlm::start(vec![anthropic_text("from env")]);
    let env = TestEnv::initialized();
    env.set_var("OKBOT_MODEL", "claude-x");
    env.set_var("OKBOT_BASE_URL", &format!("{}/anthropic/v1", fake.base_url()));
    env.set_var("OKBOT_API_KEY", "env-key");
    let run = chat(&env, &["hi"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "from env\n");
    let r = &fake.requests()[0];
    assert_eq!(r.path, "/anthropic/v1/messages");
    assert_eq!(r.header("x-api-key"), Some("env-key"));
    assert_eq!(r.json()["model"], "claude-x");
}
