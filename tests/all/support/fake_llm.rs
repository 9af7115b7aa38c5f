//! A loopback HTTP server that speaks just enough of the OpenAI-compatible (Chat Completions and
//! Responses) and Anthropic model APIs for the integration tests: it answers scripted replies in order and records every
//! request it received.
//!
//! Used as `crate::support::fake_llm`. Std only: one thread on
//! `127.0.0.1:0`, one request per connection (`Connection: close`). The thread stops when the
//! [`FakeLlm`] is dropped; a reply still sleeping (`Delay`, slow SSE) is cut short.
//!
//! Where the clients post: an OpenAI-compatible provider posts to `{baseURL}/chat/completions`
//! (real configurations put `/v1` into baseURL; use [`FakeLlm::base_url_v1`] for that), the
//! Anthropic client to `{baseURL}/v1/messages` (or `{baseURL}/messages` when baseURL already
//! ends in `/v1`), the Responses client to `{baseURL}/responses`. The fake answers the same
//! script whatever the path; tests assert the path.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// One scripted answer.
#[derive(Debug, Clone)]
pub enum Reply {
    /// A complete response with a JSON (or any) body; `Content-Type: application/json` unless
    /// `headers` names another.
    Json { status: u16, headers: Vec<(String, String)>, body: String },
    /// `200 text/event-stream`. Each event is one `data:` payload: the server writes
    /// `data: <event>\n\n`. An event that starts with `event:` is written as given (it carries
    /// its own `data:` line, see [`sse_event`]) followed by the blank line. `delay_ms` is slept
    /// after each event is flushed.
    Sse { events: Vec<String>, delay_ms: u64 },
    /// Sleep `ms`, then answer `reply` (for timeouts: the client gives up first).
    Delay { ms: u64, reply: Box<Reply> },
    /// These bytes exactly, then close (malformed HTTP, a truncated stream …).
    Raw(String),
    /// `200 text/event-stream`, then these bytes over and over until the client hangs up or
    /// the server stops: a stream that never ends.
    Endless(String),
}

/// One request as the server read it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// In the order received, names as sent.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Recorded {
    /// The first header with this name (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The body parsed as JSON (panics with the body when it is not).
    #[track_caller]
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("request body is not JSON ({e}): {}", self.body))
    }
}

struct State {
    replies: VecDeque<Reply>,
    requests: Vec<Recorded>,
}

/// The running server. Dropping it stops the thread.
pub struct FakeLlm {
    addr: std::net::SocketAddr,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl FakeLlm {
    /// Serve `replies` in order; after the last one every request gets 500 "script exhausted".
    pub fn start(replies: Vec<Reply>) -> FakeLlm {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
        listener.set_nonblocking(true).expect("non-blocking listener");
        let addr = listener.local_addr().expect("local address");
        let state = Arc::new(Mutex::new(State { replies: replies.into(), requests: Vec::new() }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (state, stop) = (Arc::clone(&state), Arc::clone(&stop));
            std::thread::spawn(move || serve(&listener, &state, &stop))
        };
        FakeLlm { addr, state, stop, thread: Some(thread) }
    }

    /// `http://127.0.0.1:PORT` (no trailing slash).
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// `http://127.0.0.1:PORT/v1`, the way OpenAI-compatible baseURLs are usually written.
    pub fn base_url_v1(&self) -> String {
        format!("{}/v1", self.base_url())
    }

    /// Every request received so far, oldest first.
    pub fn requests(&self) -> Vec<Recorded> {
        self.state.lock().unwrap().requests.clone()
    }

    /// The body of request `i` as JSON.
    #[track_caller]
    pub fn body_json(&self, i: usize) -> Value {
        let requests = self.requests();
        let r = requests.get(i).unwrap_or_else(|| panic!("no request #{i}; {} received", requests.len()));
        r.json()
    }

    /// Replies not served yet.
    pub fn remaining(&self) -> usize {
        self.state.lock().unwrap().replies.len()
    }
}

impl Drop for FakeLlm {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(listener: &TcpListener, state: &Mutex<State>, stop: &AtomicBool) {
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, _)) => {
                // A broken client connection is the client's problem; keep serving.
                let _ = handle(stream, state, stop);
            }
            Err(_) => std::thread::sleep(Duration::from_millis(2)),
        }
    }
}

fn handle(stream: TcpStream, state: &Mutex<State>, stop: &AtomicBool) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let Some(request) = read_request(&mut reader)? else { return Ok(()) };
    let reply = {
        let mut s = state.lock().unwrap();
        s.requests.push(request);
        s.replies.pop_front()
    };
    let reply = reply.unwrap_or_else(|| Reply::Json {
        status: 500,
        headers: vec![],
        body: json!({"error": {"message": "script exhausted", "type": "fake_llm"}}).to_string(),
    });
    let mut stream = stream;
    write_reply(&mut stream, &reply, stop)?;
    stream.flush()?;
    let _ = stream.shutdown(std::net::Shutdown::Both);
    Ok(())
}

fn read_request(reader: &mut BufReader<TcpStream>) -> std::io::Result<Option<Recorded>> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_string();
    let path = parts.next().unwrap_or_default().to_string();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h)? == 0 {
            break;
        }
        let h = h.trim_end_matches(['\r', '\n']);
        if h.is_empty() {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            headers.push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    let find =
        |name: &str| headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let mut body = Vec::new();
    if let Some(len) = find("content-length").and_then(|v| v.parse::<usize>().ok()) {
        body.resize(len, 0);
        reader.read_exact(&mut body)?;
    } else if find("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size)?;
            let n = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16).unwrap_or(0);
            let mut chunk = vec![0; n + 2]; // data + CRLF
            reader.read_exact(&mut chunk)?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    }
    Ok(Some(Recorded { method, path, headers, body: String::from_utf8_lossy(&body).into_owned() }))
}

/// Sleep up to `ms`, waking early when the server is stopping. Returns false when stopped.
fn nap(ms: u64, stop: &AtomicBool) -> bool {
    let until = Instant::now() + Duration::from_millis(ms);
    while Instant::now() < until {
        if stop.load(Ordering::SeqCst) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5).min(until - Instant::now()));
    }
    true
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        408 => "Request Timeout",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        529 => "Overloaded",
        _ => "Status",
    }
}

fn write_reply(stream: &mut TcpStream, reply: &Reply, stop: &AtomicBool) -> std::io::Result<()> {
    match reply {
        Reply::Json { status, headers, body } => {
            let mut head = format!("HTTP/1.1 {status} {}\r\n", reason(*status));
            if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("content-type")) {
                head.push_str("Content-Type: application/json\r\n");
            }
            for (k, v) in headers {
                head.push_str(&format!("{k}: {v}\r\n"));
            }
            head.push_str(&format!("Content-Length: {}\r\nConnection: close\r\n\r\n", body.len()));
            stream.write_all(head.as_bytes())?;
            stream.write_all(body.as_bytes())
        }
        Reply::Sse { events, delay_ms } => {
            stream.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
            )?;
            stream.flush()?;
            for event in events {
                let frame = if event.starts_with("event:") {
                    format!("{event}\n\n")
                } else {
                    format!("data: {event}\n\n")
                };
                stream.write_all(frame.as_bytes())?;
                stream.flush()?;
                if *delay_ms > 0 && !nap(*delay_ms, stop) {
                    return Ok(());
                }
            }
            Ok(())
        }
        Reply::Delay { ms, reply } => {
            if nap(*ms, stop) {
                write_reply(stream, reply, stop)
            } else {
                Ok(())
            }
        }
        Reply::Raw(bytes) => stream.write_all(bytes.as_bytes()),
        Reply::Endless(bytes) => {
            stream.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n",
            )?;
            while !stop.load(Ordering::SeqCst) {
                stream.write_all(bytes.as_bytes())?;
            }
            Ok(())
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Building replies

/// A JSON reply with this status and body.
pub fn json_reply(status: u16, body: Value) -> Reply {
    Reply::Json { status, headers: vec![], body: body.to_string() }
}

/// One named SSE event (Anthropic streams name theirs): `event: NAME\ndata: DATA`.
pub fn sse_event(name: &str, data: &Value) -> String {
    format!("event: {name}\ndata: {data}")
}

/// `reply` after `ms` milliseconds.
pub fn delayed(ms: u64, reply: Reply) -> Reply {
    Reply::Delay { ms, reply: Box::new(reply) }
}

/// A non-streamed Chat Completions answer.
pub fn openai_text(text: &str) -> Reply {
    json_reply(200, openai_body(json!({"role": "assistant", "content": text}), "stop", None))
}

/// A non-streamed Chat Completions answer with `usage`.
pub fn openai_text_with_usage(text: &str, input: u64, output: u64) -> Reply {
    let usage = json!({"prompt_tokens": input, "completion_tokens": output, "total_tokens": input + output});
    json_reply(200, openai_body(json!({"role": "assistant", "content": text}), "stop", Some(usage)))
}

/// A non-streamed Chat Completions answer that calls one tool (`args_json` is the arguments
/// string, e.g. `{"query":"x"}`).
pub fn openai_tool_call(name: &str, args_json: &str) -> Reply {
    openai_tool_calls(&[("call_1", name, args_json)])
}

/// Several tool calls in one answer: `(call id, name, arguments)`.
pub fn openai_tool_calls(calls: &[(&str, &str, &str)]) -> Reply {
    let calls: Vec<Value> = calls
        .iter()
        .map(|(id, name, args)| json!({"id": id, "type": "function", "function": {"name": name, "arguments": args}}))
        .collect();
    json_reply(
        200,
        openai_body(json!({"role": "assistant", "content": null, "tool_calls": calls}), "tool_calls", None),
    )
}

fn openai_body(message: Value, finish: &str, usage: Option<Value>) -> Value {
    let mut body = json!({
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "fake-model",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
    });
    if let Some(usage) = usage {
        body["usage"] = usage;
    }
    body
}

/// An OpenAI-style error body with this status.
pub fn openai_error(status: u16, message: &str) -> Reply {
    json_reply(
        status,
        json!({"error": {"message": message, "type": "api_error", "param": null, "code": null}}),
    )
}

/// 400 `context_length_exceeded`, as OpenAI sends it.
pub fn openai_context_too_long() -> Reply {
    json_reply(
        400,
        json!({"error": {
            "message": "This model's maximum context length is 2000 tokens. However, your messages resulted in 2400 tokens. Please reduce the length of the messages.",
            "type": "invalid_request_error",
            "param": "messages",
            "code": "context_length_exceeded"
        }}),
    )
}

/// 400 `prompt is too long`, as Anthropic sends it.
pub fn anthropic_context_too_long() -> Reply {
    json_reply(
        400,
        json!({"type": "error", "error": {
            "type": "invalid_request_error",
            "message": "prompt is too long: 210000 tokens > 200000 maximum"
        }}),
    )
}

/// 429 with `Retry-After: SECS`.
pub fn rate_limited(retry_after_secs: u64) -> Reply {
    Reply::Json {
        status: 429,
        headers: vec![("Retry-After".into(), retry_after_secs.to_string())],
        body: json!({"error": {"message": "Rate limit reached for requests", "type": "rate_limit_error"}})
            .to_string(),
    }
}

/// A 5xx (or any status) with an OpenAI-style error body.
pub fn server_error(status: u16) -> Reply {
    openai_error(status, "The server had an error while processing your request.")
}

/// A non-streamed Anthropic Messages answer.
pub fn anthropic_text(text: &str) -> Reply {
    json_reply(
        200,
        json!({
            "id": "msg_fake",
            "type": "message",
            "role": "assistant",
            "model": "fake-model",
            "content": [{"type": "text", "text": text}],
            "stop_reason": "end_turn",
            "stop_sequence": null,
            "usage": {"input_tokens": 10, "output_tokens": 5}
        }),
    )
}

/// One Chat Completions stream chunk.
pub fn openai_chunk(delta: Value, finish: Option<&str>) -> String {
    json!({
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": "fake-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    })
    .to_string()
}

/// A streamed Chat Completions answer: one chunk per piece of text, a final chunk with
/// `finish_reason: stop`, a usage chunk, then `[DONE]`.
pub fn openai_sse_text(chunks: &[&str]) -> Reply {
    let mut events = vec![openai_chunk(json!({"role": "assistant", "content": ""}), None)];
    events.extend(chunks.iter().map(|c| openai_chunk(json!({"content": c}), None)));
    events.push(openai_chunk(json!({}), Some("stop")));
    events.push(
        json!({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "choices": [],
               "usage": {"prompt_tokens": 20, "completion_tokens": chunks.len(), "total_tokens": 20 + chunks.len()}})
        .to_string(),
    );
    events.push("[DONE]".into());
    Reply::Sse { events, delay_ms: 0 }
}

/// A streamed Chat Completions tool call whose arguments arrive in `arg_pieces`.
pub fn openai_sse_tool_call(name: &str, arg_pieces: &[&str]) -> Reply {
    let mut events = vec![openai_chunk(
        json!({"role": "assistant", "content": null, "tool_calls": [
            {"index": 0, "id": "call_1", "type": "function", "function": {"name": name, "arguments": ""}}
        ]}),
        None,
    )];
    events.extend(
        arg_pieces
            .iter()
            .map(|p| openai_chunk(json!({"tool_calls": [{"index": 0, "function": {"arguments": p}}]}), None)),
    );
    events.push(openai_chunk(json!({}), Some("tool_calls")));
    events.push("[DONE]".into());
    Reply::Sse { events, delay_ms: 0 }
}

fn anthropic_stream(blocks: Vec<(Value, Vec<Value>)>, stop_reason: &str) -> Reply {
    let mut events = vec![sse_event(
        "message_start",
        &json!({"type": "message_start", "message": {
            "id": "msg_fake", "type": "message", "role": "assistant", "model": "fake-model",
            "content": [], "stop_reason": null, "usage": {"input_tokens": 20, "output_tokens": 1}
        }}),
    )];
    for (index, (start, deltas)) in blocks.into_iter().enumerate() {
        events.push(sse_event(
            "content_block_start",
            &json!({"type": "content_block_start", "index": index, "content_block": start}),
        ));
        for delta in deltas {
            events.push(sse_event(
                "content_block_delta",
                &json!({"type": "content_block_delta", "index": index, "delta": delta}),
            ));
        }
        events.push(sse_event("content_block_stop", &json!({"type": "content_block_stop", "index": index})));
    }
    events.push(sse_event(
        "message_delta",
        &json!({"type": "message_delta", "delta": {"stop_reason": stop_reason, "stop_sequence": null},
                "usage": {"output_tokens": 5}}),
    ));
    events.push(sse_event("message_stop", &json!({"type": "message_stop"})));
    Reply::Sse { events, delay_ms: 0 }
}

/// A streamed Anthropic answer with one text block arriving in `chunks`.
pub fn anthropic_sse_text(chunks: &[&str]) -> Reply {
    anthropic_sse_text_stopped(chunks, "end_turn")
}

/// [`anthropic_sse_text`] ending with this `stop_reason` (`max_tokens`: cut at the limit).
pub fn anthropic_sse_text_stopped(chunks: &[&str], stop_reason: &str) -> Reply {
    let deltas = chunks.iter().map(|c| json!({"type": "text_delta", "text": c})).collect();
    anthropic_stream(vec![(json!({"type": "text", "text": ""}), deltas)], stop_reason)
}

/// A streamed Anthropic `tool_use` block whose input JSON arrives in `input_pieces`.
pub fn anthropic_sse_tool_use(name: &str, input_pieces: &[&str]) -> Reply {
    let deltas =
        input_pieces.iter().map(|p| json!({"type": "input_json_delta", "partial_json": p})).collect();
    anthropic_stream(
        vec![(json!({"type": "tool_use", "id": "toolu_1", "name": name, "input": {}}), deltas)],
        "tool_use",
    )
}

// ---------------------------------------------------------------------------------------------
// OpenAI Responses API (`POST {baseURL}/responses`)

/// A Responses `usage` object.
pub fn responses_usage(input: u64, output: u64, cached: u64) -> Value {
    json!({"input_tokens": input, "input_tokens_details": {"cached_tokens": cached},
           "output_tokens": output, "output_tokens_details": {"reasoning_tokens": 0},
           "total_tokens": input + output})
}

fn responses_object(status: &str, output: Vec<Value>, usage: Option<Value>) -> Value {
    json!({
        "id": "resp_fake", "object": "response", "created_at": 1_700_000_000, "status": status,
        "error": null, "incomplete_details": null, "model": "fake-model", "output": output,
        "usage": usage,
    })
}

fn responses_message(text: &str) -> Value {
    json!({"id": "msg_fake", "type": "message", "status": "completed", "role": "assistant",
           "content": [{"type": "output_text", "text": text, "annotations": []}]})
}

fn responses_call(call_id: &str, name: &str, args: &str) -> Value {
    json!({"id": format!("fc_{call_id}"), "type": "function_call", "status": "completed",
           "call_id": call_id, "name": name, "arguments": args})
}

/// A streamed Responses event (named, with `type` and `sequence_number` in the data).
fn responses_event(seq: &mut u64, kind: &str, mut data: Value) -> String {
    data["type"] = json!(kind);
    data["sequence_number"] = json!(*seq);
    *seq += 1;
    sse_event(kind, &data)
}

/// A non-streamed Responses answer (what `stream: false` gets) with usage 10 in / 5 out.
pub fn responses_text(text: &str) -> Reply {
    json_reply(
        200,
        responses_object("completed", vec![responses_message(text)], Some(responses_usage(10, 5, 0))),
    )
}

/// A streamed Responses answer: one message item whose text arrives in `chunks`, then
/// `response.completed` with `usage`.
pub fn responses_sse_text(chunks: &[&str], usage: Value) -> Reply {
    let mut seq = 0;
    let mut events = vec![responses_event(
        &mut seq,
        "response.created",
        json!({"response": responses_object("in_progress", vec![], None)}),
    )];
    let mut item = responses_message("");
    item["status"] = json!("in_progress");
    item["content"] = json!([]);
    events.push(responses_event(
        &mut seq,
        "response.output_item.added",
        json!({"output_index": 0, "item": item}),
    ));
    events.push(responses_event(
        &mut seq,
        "response.content_part.added",
        json!({"item_id": "msg_fake", "output_index": 0, "content_index": 0,
               "part": {"type": "output_text", "text": "", "annotations": []}}),
    ));
    for c in chunks {
        events.push(responses_event(
            &mut seq,
            "response.output_text.delta",
            json!({"item_id": "msg_fake", "output_index": 0, "content_index": 0, "delta": c}),
        ));
    }
    let text: String = chunks.concat();
    events.push(responses_event(
        &mut seq,
        "response.output_text.done",
        json!({"item_id": "msg_fake", "output_index": 0, "content_index": 0, "text": text}),
    ));
    events.push(responses_event(
        &mut seq,
        "response.output_item.done",
        json!({"output_index": 0, "item": responses_message(&text)}),
    ));
    events.push(responses_event(
        &mut seq,
        "response.completed",
        json!({"response": responses_object("completed", vec![responses_message(&text)], Some(usage))}),
    ));
    Reply::Sse { events, delay_ms: 0 }
}

/// A streamed Responses answer with function calls `(call id, name, argument pieces)`, one
/// output item each; the argument pieces of all calls arrive interleaved.
pub fn responses_sse_tool_calls(calls: &[(&str, &str, &[&str])]) -> Reply {
    let mut seq = 0;
    let mut events = vec![responses_event(
        &mut seq,
        "response.created",
        json!({"response": responses_object("in_progress", vec![], None)}),
    )];
    for (i, (id, name, _)) in calls.iter().enumerate() {
        let mut item = responses_call(id, name, "");
        item["status"] = json!("in_progress");
        events.push(responses_event(
            &mut seq,
            "response.output_item.added",
            json!({"output_index": i, "item": item}),
        ));
    }
    let longest = calls.iter().map(|c| c.2.len()).max().unwrap_or(0);
    for p in 0..longest {
        for (i, (id, _, pieces)) in calls.iter().enumerate() {
            if let Some(piece) = pieces.get(p) {
                events.push(responses_event(
                    &mut seq,
                    "response.function_call_arguments.delta",
                    json!({"item_id": format!("fc_{id}"), "output_index": i, "delta": piece}),
                ));
            }
        }
    }
    let mut done = Vec::new();
    for (i, (id, name, pieces)) in calls.iter().enumerate() {
        let args = pieces.concat();
        events.push(responses_event(
            &mut seq,
            "response.function_call_arguments.done",
            json!({"item_id": format!("fc_{id}"), "output_index": i, "arguments": args}),
        ));
        let item = responses_call(id, name, &args);
        events.push(responses_event(
            &mut seq,
            "response.output_item.done",
            json!({"output_index": i, "item": item}),
        ));
        done.push(item);
    }
    events.push(responses_event(
        &mut seq,
        "response.completed",
        json!({"response": responses_object("completed", done, Some(responses_usage(30, 7, 0)))}),
    ));
    Reply::Sse { events, delay_ms: 0 }
}

/// A Responses stream that sends `text` (when not empty), then an `error` event.
pub fn responses_sse_error(text: &str, code: &str, message: &str) -> Reply {
    let mut seq = 0;
    let mut events = vec![responses_event(
        &mut seq,
        "response.created",
        json!({"response": responses_object("in_progress", vec![], None)}),
    )];
    if !text.is_empty() {
        events.push(responses_event(
            &mut seq,
            "response.output_text.delta",
            json!({"item_id": "msg_fake", "output_index": 0, "content_index": 0, "delta": text}),
        ));
    }
    events.push(responses_event(&mut seq, "error", json!({"code": code, "message": message, "param": null})));
    Reply::Sse { events, delay_ms: 0 }
}

/// A Responses stream that ends in `response.failed` with this error.
pub fn responses_sse_failed(code: &str, message: &str) -> Reply {
    let mut seq = 0;
    let mut failed = responses_object("failed", vec![], None);
    failed["error"] = json!({"code": code, "message": message});
    let events = vec![
        responses_event(
            &mut seq,
            "response.created",
            json!({"response": responses_object("in_progress", vec![], None)}),
        ),
        responses_event(&mut seq, "response.failed", json!({"response": failed})),
    ];
    Reply::Sse { events, delay_ms: 0 }
}

/// 400 `context_length_exceeded`, as the Responses API sends it.
pub fn responses_context_too_long() -> Reply {
    json_reply(
        400,
        json!({"error": {
            "message": "Your input exceeds the context window of this model. Please adjust your input and try again.",
            "type": "invalid_request_error",
            "param": "input",
            "code": "context_length_exceeded"
        }}),
    )
}
