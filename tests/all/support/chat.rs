//! Helpers shared by the chat / approvals / model tests: a data root wired to the loopback fake
//! model server, transcript readers, and the extra reply shapes `fake_llm` does not build
//! (several streamed tool calls, broken and slow streams).
//!
//! Used as `use crate::support::chat::*;`.

use serde_json::{Value, json};

pub use super::fake_llm::openai_chunk as oa_chunk;
use super::fake_llm::{FakeLlm, Reply, sse_event};
use super::{Run, TestEnv};
pub use super::{append, compactions, set, stamp};

/// The id of the first assistant created on the pinned day.
pub const OWNER: &str = "bot_20261129_001";

/// The wire formats, as `settings.model.providers[].apiFormat` spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Api {
    OpenAi,
    Anthropic,
}

impl Api {
    /// The path the client must post a chat to, for the base URL [`configure`] writes.
    pub fn path(self) -> &'static str {
        match self {
            Api::OpenAi => "/v1/chat/completions",
            Api::Anthropic => "/v1/messages",
        }
    }
}

/// An initialised root whose default model is `fake/gpt-4o-mini` at `fake`, configured through
/// the CLI (`model add`, `model default`, `settings set`), with fast retries and a short timeout.
pub fn fake_env(fake: &FakeLlm, api: Api) -> TestEnv {
    let env = TestEnv::initialized();
    configure(&env, fake, api);
    env
}

/// Add provider `fake` for `fake` and make it the default; retries 2, base 10 ms, timeout 2 s.
pub fn configure(env: &TestEnv, fake: &FakeLlm, api: Api) {
    let (url, format) = match api {
        Api::OpenAi => (fake.base_url_v1(), "chat-completions"),
        Api::Anthropic => (fake.base_url(), "anthropic"),
    };
    add_provider(env, &url, format);
}

/// Add provider `fake` at `url` speaking `format` and make it the default; retries 2, base
/// 10 ms, timeout 2 s.
pub fn add_provider(env: &TestEnv, url: &str, format: &str) {
    env.ok(&[
        "model",
        "add",
        "fake",
        "--base-url",
        url,
        "--api-key",
        "test-key",
        "--format",
        format,
        "--model",
        "gpt-4o-mini:128000",
    ]);
    env.ok(&["model", "default", "fake/gpt-4o-mini"]);
    set(env, "model.maxRetries", "2");
    set(env, "model.retryBaseMs", "10");
    set(env, "model.timeoutSecs", "2");
}

/// `okbot chat ARGS…` with an empty stdin pipe (no terminal: nobody can be asked).
pub fn chat(env: &TestEnv, args: &[&str]) -> Run {
    let mut all = vec!["chat"];
    all.extend_from_slice(args);
    env.run(&all)
}

/// The transcript of [`OWNER`].
#[track_caller]
pub fn rows(env: &TestEnv) -> Vec<Value> {
    env.session_rows(OWNER)
}

/// An envelope-v2 message row with a fixed id, at [`stamp`]`(i)`.
pub fn msg(id: &str, i: usize, role: &str, text: &str) -> Value {
    super::context::msg(id, &stamp(i), role, text)
}

/// `env` with assistant `Writer` ([`OWNER`]) whose transcript mentions bananas once, so
/// search_history finds it.
#[track_caller]
pub fn with_banana(env: TestEnv) -> TestEnv {
    assert_eq!(env.assistant("Writer"), OWNER);
    append(&env, OWNER, &[msg("msg_0001", 1, "user", "my favourite cake is banana bread")]);
    append(&env, OWNER, &[msg("msg_0002", 2, "assistant", "Noted, banana bread it is.")]);
    env
}

/// `item.type` of every row, with the role for messages (`user`, `assistant`,
/// `function_call`, `function_call_result`).
pub fn kinds(rows: &[Value]) -> Vec<String> {
    rows.iter()
        .map(|r| match r["item"]["type"].as_str().unwrap_or("?") {
            "message" => r["item"]["role"].as_str().unwrap_or("?").to_string(),
            other => other.to_string(),
        })
        .collect()
}

/// The messages of a Chat Completions request body.
#[track_caller]
pub fn messages(body: &Value) -> Vec<Value> {
    body["messages"].as_array().unwrap_or_else(|| panic!("no messages in {body:#}")).clone()
}

/// The single system text of a request, in either API's shape.
#[track_caller]
pub fn system_text(body: &Value, api: Api) -> String {
    match api {
        Api::OpenAi => {
            let first = &body["messages"][0];
            assert_eq!(first["role"], "system", "the first message is the system text: {body:#}");
            first["content"].as_str().expect("string system content").to_string()
        }
        Api::Anthropic => body["system"].as_str().expect("a string `system`").to_string(),
    }
}

/// Poll until `fake` has received `n` requests (or `ms` passed); returns how many it has.
pub fn wait_requests(fake: &FakeLlm, n: usize, ms: u64) -> usize {
    let until = std::time::Instant::now() + std::time::Duration::from_millis(ms);
    loop {
        let got = fake.requests().len();
        if got >= n || std::time::Instant::now() >= until {
            return got;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

// ---------------------------------------------------------------------------------------------
// Reply shapes of our own

/// A streamed Chat Completions answer with two tool calls whose ids, names and argument pieces
/// arrive interleaved across chunks (index 0 and 1), then a usage chunk and `[DONE]`.
pub fn openai_sse_two_calls(a: (&str, &str, &[&str]), b: (&str, &str, &[&str])) -> Reply {
    let head = |index: u64, id: &str, name: &str| json!({"index": index, "id": id, "type": "function", "function": {"name": name, "arguments": ""}});
    let piece = |index: u64, p: &str| json!({"index": index, "function": {"arguments": p}});
    let mut events = vec![oa_chunk(
        json!({"role": "assistant", "content": null, "tool_calls": [head(0, a.0, a.1)]}),
        None,
    )];
    events.push(oa_chunk(json!({"tool_calls": [head(1, b.0, b.1)]}), None));
    let longest = a.2.len().max(b.2.len());
    for i in 0..longest {
        if let Some(p) = a.2.get(i) {
            events.push(oa_chunk(json!({"tool_calls": [piece(0, p)]}), None));
        }
        if let Some(p) = b.2.get(i) {
            events.push(oa_chunk(json!({"tool_calls": [piece(1, p)]}), None));
        }
    }
    events.push(oa_chunk(json!({}), Some("tool_calls")));
    events.push(
        json!({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "choices": [],
               "usage": {"prompt_tokens": 30, "completion_tokens": 7, "total_tokens": 37}})
        .to_string(),
    );
    events.push("[DONE]".into());
    Reply::Sse { events, delay_ms: 0 }
}

/// A streamed Anthropic answer with two `tool_use` blocks, input JSON in pieces.
pub fn anthropic_sse_two_calls(a: (&str, &str, &[&str]), b: (&str, &str, &[&str])) -> Reply {
    let mut events = vec![sse_event(
        "message_start",
        &json!({"type": "message_start", "message": {
            "id": "msg_fake", "type": "message", "role": "assistant", "model": "fake-model",
            "content": [], "stop_reason": null, "usage": {"input_tokens": 30, "output_tokens": 1}
        }}),
    )];
    for (index, (id, name, pieces)) in [a, b].into_iter().enumerate() {
        events.push(sse_event(
            "content_block_start",
            &json!({"type": "content_block_start", "index": index,
                    "content_block": {"type": "tool_use", "id": id, "name": name, "input": {}}}),
        ));
        for p in pieces {
            events.push(sse_event(
                "content_block_delta",
                &json!({"type": "content_block_delta", "index": index,
                        "delta": {"type": "input_json_delta", "partial_json": p}}),
            ));
        }
        events.push(sse_event("content_block_stop", &json!({"type": "content_block_stop", "index": index})));
    }
    events.push(sse_event(
        "message_delta",
        &json!({"type": "message_delta", "delta": {"stop_reason": "tool_use", "stop_sequence": null},
                "usage": {"output_tokens": 9}}),
    ));
    events.push(sse_event("message_stop", &json!({"type": "message_stop"})));
    Reply::Sse { events, delay_ms: 0 }
}

/// A `200 text/event-stream` whose data is not JSON.
pub fn malformed_sse() -> Reply {
    Reply::Sse { events: vec!["{this is not json".into(), "[DONE]".into()], delay_ms: 0 }
}

/// A Chat Completions stream that sends one text chunk, then waits `delay_ms` before each
/// further event (for Ctrl-C).
pub fn slow_openai_sse(first: &str, delay_ms: u64) -> Reply {
    Reply::Sse {
        events: vec![
            oa_chunk(json!({"role": "assistant", "content": first}), None),
            oa_chunk(json!({"content": " never seen"}), None),
            oa_chunk(json!({}), Some("stop")),
            "[DONE]".into(),
        ],
        delay_ms,
    }
}

/// The API's pairing rule for Chat Completions: every `tool` message answers a call of the
/// assistant message before its run of tool messages, and every such call is answered in
/// that run. Returns the call ids in order.
#[track_caller]
pub fn assert_openai_pairing(msgs: &[Value]) -> Vec<String> {
    let mut ids = Vec::new();
    let mut i = 0;
    while i < msgs.len() {
        let m = &msgs[i];
        if m["role"] == "tool" {
            panic!("tool message #{i} does not follow an assistant message with tool_calls: {msgs:#?}");
        }
        if let Some(calls) = m.get("tool_calls").and_then(Value::as_array) {
            assert_eq!(m["role"], "assistant", "{msgs:#?}");
            let mut want: Vec<String> =
                calls.iter().map(|c| c["id"].as_str().expect("a call id").to_string()).collect();
            ids.extend(want.iter().cloned());
            let mut j = i + 1;
            while j < msgs.len() && msgs[j]["role"] == "tool" {
                let id = msgs[j]["tool_call_id"].as_str().expect("tool_call_id").to_string();
                let pos = want.iter().position(|w| *w == id).unwrap_or_else(|| {
                    panic!("tool message #{j} answers `{id}`, not a call of message #{i}: {msgs:#?}")
                });
                want.remove(pos);
                j += 1;
            }
            assert!(want.is_empty(), "calls {want:?} of message #{i} have no tool message: {msgs:#?}");
            i = j;
        } else {
            i += 1;
        }
    }
    ids
}

/// The Anthropic pairing rule: every `tool_use` block is answered by a `tool_result` in the next
/// (user) message, and every `tool_result` answers a `tool_use` of the message before. Roles
/// alternate. Returns the tool_use ids in order.
#[track_caller]
pub fn assert_anthropic_pairing(msgs: &[Value]) -> Vec<String> {
    let blocks = |m: &Value, kind: &str, key: &str| -> Vec<String> {
        m["content"]
            .as_array()
            .map(|b| {
                b.iter().filter(|b| b["type"] == kind).map(|b| b[key].as_str().unwrap().to_string()).collect()
            })
            .unwrap_or_default()
    };
    for pair in msgs.windows(2) {
        assert_ne!(pair[0]["role"], pair[1]["role"], "roles must alternate: {msgs:#?}");
    }
    let mut ids = Vec::new();
    for (i, m) in msgs.iter().enumerate() {
        let uses = blocks(m, "tool_use", "id");
        let results = blocks(m, "tool_result", "tool_use_id");
        if !uses.is_empty() {
            assert_eq!(m["role"], "assistant");
            let next = msgs.get(i + 1).map(|n| blocks(n, "tool_result", "tool_use_id")).unwrap_or_default();
            let mut a = uses.clone();
            let mut b = next.clone();
            a.sort();
            b.sort();
            assert_eq!(a, b, "tool_use blocks of message #{i} and the results after it: {msgs:#?}");
            ids.extend(uses);
        }
        if !results.is_empty() {
            assert_eq!(m["role"], "user");
            assert!(i > 0, "a tool_result opens the conversation: {msgs:#?}");
        }
    }
    ids
}

/// The `okbot: error: …` line of a run's stderr (notes may come before it).
#[track_caller]
pub fn error_line(run: &Run) -> String {
    run.stderr
        .lines()
        .find(|l| l.starts_with("okbot: error: "))
        .unwrap_or_else(|| panic!("no `okbot: error:` line\n{run:?}"))
        .to_string()
}
