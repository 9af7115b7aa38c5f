//! `okbot chat` against a loopback fake of the OpenAI-compatible and Anthropic APIs (DESIGN §3,
//! §7.1, §9): streamed and whole answers, what lands in the transcript, the `--json` result and
//! the `--jsonl` events, and tool-call round trips.

use crate::support::chat::*;
use crate::support::fake_llm::*;
use crate::support::{TestEnv, assert_null, is_new_id, parse_lines};
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// Streamed text

#[test]
fn a_streamed_openai_answer_is_printed_and_recorded_after_the_user_row_with_its_usage() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["Hello", ", ", "world."])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hi there"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Hello, world.\n", "{run:?}");

    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("POST", Api::OpenAi.path()));
    assert_eq!(requests[0].header("authorization"), Some("Bearer test-key"));
    let body = requests[0].json();
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["stream"], true);
    assert_eq!(body["stream_options"]["include_usage"], true);
    let last = messages(&body).last().cloned().unwrap();
    assert_eq!(last, json!({"role": "user", "content": "hi there"}));

    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[0]["item"]["content"], "hi there");
    assert_eq!(rows[1]["item"]["content"], "Hello, world.");
    assert_eq!(rows[1]["meta"]["usage"], json!({"input": 20, "output": 3, "cache": 0}));
    assert!(rows[0]["meta"].get("usage").is_none(), "the user row carries no usage: {}", rows[0]);
    let run_id = rows[0]["meta"]["runId"].as_str().unwrap();
    assert!(is_new_id(run_id, "run"), "{run_id}");
    assert_eq!(rows[1]["meta"]["runId"], run_id);
}

#[test]
fn a_streamed_anthropic_answer_is_printed_and_recorded_with_the_usage_of_the_stream() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["Bonjour", " à ", "vous"])]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["salut"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Bonjour à vous\n", "{run:?}");

    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    let r = &requests[0];
    assert_eq!(r.path, Api::Anthropic.path());
    assert_eq!(r.header("x-api-key"), Some("test-key"));
    assert_eq!(r.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(r.header("authorization"), None, "Anthropic takes the key in x-api-key only");
    let body = r.json();
    assert_eq!(body["stream"], true);
    assert!(body["max_tokens"].as_u64().is_some_and(|n| n > 0), "{body:#}");
    assert!(body["system"].as_str().is_some_and(|s| s.starts_with("You are Assistant")), "{body:#}");
    assert_eq!(
        body["messages"].as_array().unwrap().last().unwrap(),
        &json!({"role": "user", "content": [{"type": "text", "text": "salut"}]})
    );

    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[1]["item"]["content"], "Bonjour à vous");
    // message_start gave input 20, message_delta the final output count.
    assert_eq!(rows[1]["meta"]["usage"], json!({"input": 20, "output": 5, "cache": 0}));
}

#[test]
fn the_json_result_names_the_owner_run_text_tool_calls_usage_and_its_method() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["Two", " words"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["--json", "count"]);
    run.expect_code(0);
    let doc = run.json();
    let keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["ownerId", "runId", "text", "toolCalls", "usage", "usageMethod", "compressed"]);
    assert_eq!(doc["ownerId"], OWNER);
    assert!(is_new_id(doc["runId"].as_str().unwrap(), "run"), "{doc:#}");
    assert_eq!(doc["text"], "Two words");
    assert_eq!(doc["toolCalls"], json!([]));
    assert_eq!(doc["usage"], json!({"input": 20, "output": 2, "cache": 0}));
    assert_eq!(doc["usageMethod"], "provider");
    assert_eq!(doc["compressed"], json!([]));
    assert!(doc.get("error").is_none());
    // The run id of the result is the one in the transcript.
    assert_eq!(rows(&env)[1]["meta"]["runId"], doc["runId"]);
}

#[test]
fn without_provider_usage_the_json_result_says_the_usage_is_an_estimate() {
    // A stream that ends with finish_reason and [DONE] but never reports usage.
    let events = vec![
        oa_chunk(json!({"role": "assistant", "content": "no"}), None),
        oa_chunk(json!({"content": " usage"}), None),
        oa_chunk(json!({}), Some("stop")),
        "[DONE]".to_string(),
    ];
    let fake = FakeLlm::start(vec![Reply::Sse { events, delay_ms: 0 }]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["--json", "hello"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "no usage");
    assert_null(&doc, "usage");
    let method = doc["usageMethod"].as_str().unwrap();
    assert!(method.starts_with("estimate:"), "usageMethod should be an estimate, got {method:?}");
    let rows = rows(&env);
    assert!(rows[1]["meta"].get("usage").is_none(), "no usage was reported: {}", rows[1]);
}

#[test]
fn jsonl_prints_turn_started_then_each_text_delta_then_turn_completed() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["a", "b", "c"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["--jsonl", "letters"]);
    run.expect_code(0);
    let events = parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "text.delta", "text.delta", "text.delta", "turn.completed"]);
    let deltas: Vec<&str> = events[1..4].iter().map(|e| e["text"].as_str().unwrap()).collect();
    assert_eq!(deltas, ["a", "b", "c"]);
    assert_eq!(events[0]["ownerId"], OWNER);
    assert_eq!(events[0]["model"], "fake/gpt-4o-mini");
    let done = &events[4];
    assert_eq!(done["runId"], events[0]["runId"]);
    assert_eq!(done["text"], "abc");
    assert_eq!(done["usage"], json!({"input": 20, "output": 3, "cache": 0}));
    assert_eq!(done["usageMethod"], "provider");
}

#[test]
fn jsonl_events_of_an_anthropic_stream_come_in_the_same_order() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["x", "y"])]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["--jsonl", "go"]);
    run.expect_code(0);
    let events = parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "text.delta", "text.delta", "turn.completed"]);
    assert_eq!(events[3]["text"], "xy");
}

// ---------------------------------------------------------------------------------------------
// Whole (non-streamed) answers

#[test]
fn a_server_that_ignores_stream_and_answers_one_json_document_works() {
    let fake = FakeLlm::start(vec![openai_text_with_usage("A whole answer.", 11, 4)]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["--json", "hello"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "A whole answer.");
    assert_eq!(doc["usage"], json!({"input": 11, "output": 4, "cache": 0}));
    assert_eq!(doc["usageMethod"], "provider");
    assert_eq!(fake.body_json(0)["stream"], true, "okbot asked for a stream");
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[1]["item"]["content"], "A whole answer.");
    assert_eq!(rows[1]["meta"]["usage"], json!({"input": 11, "output": 4, "cache": 0}));
}

#[test]
fn a_whole_anthropic_answer_works_and_plain_stdout_is_the_text() {
    let fake = FakeLlm::start(vec![anthropic_text("Whole.")]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Whole.\n");
    assert_eq!(rows(&env)[1]["meta"]["usage"], json!({"input": 10, "output": 5, "cache": 0}));
}

// ---------------------------------------------------------------------------------------------
// Tool calls

fn assert_tool_rows(rows: &[Value], call_id: &str) {
    assert_eq!(
        kinds(rows),
        ["user", "assistant", "user", "function_call", "function_call_result", "assistant"]
    );
    let call = &rows[3]["item"];
    assert_eq!(call["callId"], call_id);
    assert_eq!(call["name"], "search_history");
    let args: Value = serde_json::from_str(call["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(args, json!({"query": "banana"}));
    let result = &rows[4]["item"];
    assert_eq!(result["callId"], call_id);
    assert_eq!(result["name"], "search_history");
    assert_eq!(result["status"], "completed");
    assert!(result["output"].as_str().unwrap().contains("banana bread"), "{result}");
    assert!(is_new_id(rows[3]["id"].as_str().unwrap(), "evt"), "{}", rows[3]);
    assert!(is_new_id(rows[4]["id"].as_str().unwrap(), "evt"), "{}", rows[4]);
    let run_id = &rows[2]["meta"]["runId"];
    for r in &rows[2..] {
        assert_eq!(&r["meta"]["runId"], run_id, "every row of the turn has its run id: {r}");
    }
}

#[test]
fn an_openai_tool_call_runs_search_history_and_the_next_request_pairs_call_and_result() {
    let fake = FakeLlm::start(vec![
        openai_sse_tool_call("search_history", &["{\"que", "ry\":\"ban", "ana\"}"]),
        openai_sse_text(&["You like ", "banana bread."]),
    ]);
    let env = with_banana(fake_env(&fake, Api::OpenAi));

    let run = chat(&env, &["--json", "what cake do I like?"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "You like banana bread.");
    let calls = doc["toolCalls"].as_array().unwrap();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0]["callId"], "call_1");
    assert_eq!(calls[0]["name"], "search_history");
    assert_eq!(calls[0]["status"], "completed");
    assert!(calls[0]["output"].as_str().unwrap().contains("banana bread"));

    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    let first = requests[0].json();
    let tools: Vec<&str> =
        first["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert!(tools.contains(&"search_history"), "{tools:?}");
    assert_eq!(first["tools"][0]["type"], "function");

    let second = messages(&requests[1].json());
    let n = second.len();
    assert_eq!(second[n - 3], json!({"role": "user", "content": "what cake do I like?"}));
    let assistant = &second[n - 2];
    assert_eq!(assistant["role"], "assistant");
    assert_eq!(
        assistant["tool_calls"],
        json!([{"id": "call_1", "type": "function",
                "function": {"name": "search_history", "arguments": "{\"query\":\"banana\"}"}}])
    );
    let tool = &second[n - 1];
    assert_eq!(tool["role"], "tool");
    assert_eq!(tool["tool_call_id"], "call_1");
    assert!(tool["content"].as_str().unwrap().contains("banana bread"), "{tool}");
    assert_eq!(assert_openai_pairing(&second), ["call_1"]);

    assert_tool_rows(&rows(&env), "call_1");
}

#[test]
fn an_anthropic_tool_use_runs_search_history_and_the_next_request_pairs_tool_use_and_tool_result() {
    let fake = FakeLlm::start(vec![
        anthropic_sse_tool_use("search_history", &["{\"query\"", ": \"banana\"}"]),
        anthropic_sse_text(&["Banana bread."]),
    ]);
    let env = with_banana(fake_env(&fake, Api::Anthropic));

    let run = chat(&env, &["what cake do I like?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Banana bread.\n");

    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    let first = requests[0].json();
    let tool = first["tools"].as_array().unwrap().iter().find(|t| t["name"] == "search_history").cloned();
    let tool = tool.expect("search_history is offered");
    assert_eq!(tool["input_schema"]["type"], "object");

    let second = requests[1].json();
    let msgs = second["messages"].as_array().unwrap();
    let n = msgs.len();
    assert_eq!(msgs[n - 2]["role"], "assistant");
    assert_eq!(
        msgs[n - 2]["content"],
        json!([{"type": "tool_use", "id": "toolu_1", "name": "search_history", "input": {"query": "banana"}}])
    );
    assert_eq!(msgs[n - 1]["role"], "user");
    let blocks = msgs[n - 1]["content"].as_array().unwrap();
    assert_eq!(blocks.len(), 1, "{blocks:?}");
    assert_eq!(blocks[0]["type"], "tool_result");
    assert_eq!(blocks[0]["tool_use_id"], "toolu_1");
    assert!(blocks[0].get("is_error").is_none(), "a completed result is not an error: {}", blocks[0]);
    assert!(blocks[0]["content"].as_str().unwrap().contains("banana bread"));
    // Roles alternate (Anthropic rejects two user turns in a row) and every tool_use is answered.
    assert_eq!(assert_anthropic_pairing(msgs), ["toolu_1"]);

    assert_tool_rows(&rows(&env), "toolu_1");
}

#[test]
fn two_streamed_openai_tool_calls_with_interleaved_argument_pieces_both_run() {
    let fake = FakeLlm::start(vec![
        openai_sse_two_calls(
            ("call_a", "search_history", &["{\"query\":", "\"banana\"", "}"]),
            ("call_b", "search_history", &["{\"query\":\"ca", "ke\",\"limit\":", "2}"]),
        ),
        openai_sse_text(&["done"]),
    ]);
    let env = with_banana(fake_env(&fake, Api::OpenAi));

    let run = chat(&env, &["--jsonl", "search twice"]);
    run.expect_code(0);
    let events = parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(
        types,
        [
            "turn.started",
            "tool.call",
            "tool.call",
            "tool.result",
            "tool.result",
            "text.delta",
            "turn.completed"
        ]
    );
    assert_eq!(events[1]["arguments"], "{\"query\":\"banana\"}");
    assert_eq!(events[2]["arguments"], "{\"query\":\"cake\",\"limit\":2}");
    assert_eq!(events[3]["status"], "completed");
    assert_eq!(events[4]["status"], "completed");
    // Both calls travel in one assistant message, as the API sends parallel calls.
    let second_body = fake.body_json(1);
    let with_calls: Vec<&serde_json::Value> = second_body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m.get("tool_calls").is_some())
        .collect();
    assert_eq!(with_calls.len(), 1, "{second_body:#}");

    let second = messages(&fake.body_json(1));
    assert_eq!(assert_openai_pairing(&second), ["call_a", "call_b"], "{second:#?}");
    let args: Vec<&str> = second
        .iter()
        .filter_map(|m| m["tool_calls"].as_array())
        .flatten()
        .map(|c| c["function"]["arguments"].as_str().unwrap())
        .collect();
    assert_eq!(args, ["{\"query\":\"banana\"}", "{\"query\":\"cake\",\"limit\":2}"]);

    let rows = rows(&env);
    assert_eq!(
        kinds(&rows),
        [
            "user",
            "assistant",
            "user",
            "function_call",
            "function_call",
            "function_call_result",
            "function_call_result",
            "assistant"
        ]
    );
    assert_eq!(rows[4]["item"]["callId"], "call_b");
    assert_eq!(rows[6]["item"]["callId"], "call_b");
    assert_eq!(rows[7]["meta"]["usage"], json!({"input": 20, "output": 1, "cache": 0}));
}

#[test]
fn two_streamed_anthropic_tool_uses_both_run_and_each_result_follows_its_tool_use() {
    let fake = FakeLlm::start(vec![
        anthropic_sse_two_calls(
            ("toolu_a", "search_history", &["{\"qu", "ery\": \"banana\"}"]),
            ("toolu_b", "search_history", &["{\"query\": \"cake\"", "}"]),
        ),
        anthropic_sse_text(&["done"]),
    ]);
    let env = with_banana(fake_env(&fake, Api::Anthropic));

    let run = chat(&env, &["--json", "search twice"]);
    run.expect_code(0);
    let doc = run.json();
    let calls = doc["toolCalls"].as_array().unwrap();
    assert_eq!(calls.len(), 2);
    assert_eq!(calls[0]["arguments"], "{\"query\": \"banana\"}");
    assert_eq!(calls[1]["arguments"], "{\"query\": \"cake\"}");
    // Usage of both model calls is summed: 30+20 in, 9+5 out.
    assert_eq!(doc["usage"], json!({"input": 50, "output": 14, "cache": 0}));

    let second = fake.body_json(1);
    let msgs = second["messages"].as_array().unwrap();
    assert_eq!(assert_anthropic_pairing(msgs), ["toolu_a", "toolu_b"], "{msgs:#?}");
}

#[test]
fn an_anthropic_base_url_that_ends_in_v1_gets_no_second_v1() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["ok"])]);
    let env = TestEnv::initialized();
    env.ok(&[
        "model",
        "add",
        "claude",
        "--format",
        "anthropic",
        "--base-url",
        &fake.base_url_v1(),
        "--model",
        "c",
    ]);
    env.ok(&["model", "default", "claude/c"]);
    chat(&env, &["hi"]).expect_code(0);
    assert_eq!(fake.requests()[0].path, "/v1/messages");
}

#[test]
fn an_error_event_inside_an_anthropic_stream_with_no_retries_left_exits_5_naming_the_provider() {
    let events = vec![
        sse_event(
            "message_start",
            &json!({"type": "message_start", "message": {"id": "m", "type": "message", "role": "assistant",
                    "content": [], "usage": {"input_tokens": 5, "output_tokens": 0}}}),
        ),
        sse_event(
            "error",
            &json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        ),
    ];
    let fake = FakeLlm::start(vec![Reply::Sse { events, delay_ms: 0 }]);
    let env = fake_env(&fake, Api::Anthropic);
    // An overload inside the stream is retried (chat_errors.rs); with no retries it is final.
    set(&env, "model.maxRetries", "0");
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("`fake`") && error_line(&run).contains("Overloaded"), "{run:?}");
}

#[test]
fn an_error_object_inside_an_openai_stream_with_no_retries_left_exits_5() {
    let events = vec![json!({"error": {"message": "upstream exploded", "type": "server_error"}}).to_string()];
    let fake = FakeLlm::start(vec![Reply::Sse { events, delay_ms: 0 }]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.maxRetries", "0");
    let run = chat(&env, &["hi"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("upstream exploded"), "{run:?}");
}

// ---------------------------------------------------------------------------------------------
// A reply cut off at the token limit

#[test]
fn a_reply_cut_off_at_the_token_limit_is_kept_and_stderr_says_so_in_both_formats() {
    let cut = Reply::Sse {
        events: vec![
            oa_chunk(json!({"role": "assistant", "content": "The essay begins and"}), None),
            oa_chunk(json!({}), Some("length")),
            "[DONE]".into(),
        ],
        delay_ms: 0,
    };
    let fake = FakeLlm::start(vec![cut, openai_sse_text(&["Whole."])]);
    let env = fake_env(&fake, Api::OpenAi);
    let run = chat(&env, &["--no-evolve", "write an essay"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "The essay begins and\n");
    let warning = "\nokbot: warning: the reply from fake/gpt-4o-mini was cut off at the token limit (the \
provider's own limit) and is kept as it is; hint: raise the model's maxTokens in settings.json \
(model.providers[].models[].maxTokens) for longer replies\n";
    assert!(run.stderr.ends_with(warning), "{}", run.stderr);
    assert_eq!(run.stderr.matches("warning").count(), 1);
    let last = rows(&env).pop().unwrap();
    assert_eq!(last["item"]["content"], "The essay begins and", "kept");
    // A complete reply says nothing.
    let run = chat(&env, &["--no-evolve", "again"]);
    run.expect_code(0);
    assert_eq!(run.stderr, "");

    let fake = FakeLlm::start(vec![anthropic_sse_text_stopped(&["Cut", " here"], "max_tokens")]);
    let env = fake_env(&fake, Api::Anthropic);
    let run = chat(&env, &["--no-evolve", "write an essay"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Cut here\n");
    assert!(
        run.stderr
            .contains("was cut off at the token limit (4096, as it has no maxTokens) and is kept as it is"),
        "{}",
        run.stderr
    );
    assert_eq!(rows(&env).pop().unwrap()["item"]["content"], "Cut here");
}
