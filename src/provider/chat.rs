//! A chat call with tools: request bodies for the Chat Completions and Anthropic APIs (the
//! Responses API's are in `responses.rs`), streamed (SSE) or whole answers,
//! text deltas handed to the caller as they arrive, tool calls assembled from their pieces.

use crate::message::{ToolCall, ToolSpec};
use std::collections::BTreeMap;
use std::io::BufReader;

use anyhow::Result;
use serde_json::{Value, json};

use super::http::send;
use super::sse::Events;
use super::{
    ApiFormat, Endpoint, ErrorKind, ProviderError, Usage, anthropic_headers, anthropic_url, anthropic_usage,
    classify, openai_usage, responses,
};
use crate::message::ModelItem;

pub struct ChatRequest<'a> {
    /// The turn's run id (an offline script names its calls after it).
    pub run_id: &'a str,
    pub system: &'a str,
    pub items: &'a [ModelItem],
    pub tools: &'a [ToolSpec],
    pub stream: bool,
}

#[derive(Debug, Clone, Default)]
pub struct ChatResponse {
    pub text: String,
    pub tool_calls: Vec<ToolCall>,
    pub usage: Option<Usage>,
    pub finish: String,
}

/// The most tokens an Anthropic answer may take when the model has no `maxTokens` (that API
/// needs a limit).
pub const ANTHROPIC_MAX_TOKENS: u64 = 4096;

impl ChatResponse {
    /// The provider stopped the answer at its token limit (`finish_reason: length`,
    /// `stop_reason: max_tokens`, a Responses answer incomplete for `max_output_tokens`).
    pub fn cut_off(&self) -> bool {
        matches!(self.finish.as_str(), "length" | "max_tokens" | "max_output_tokens")
    }
}

/// The warning for an answer of `model` cut off at its token limit, kept as it is; `endpoint`
/// tells which limit it was.
pub fn cut_off_warning(model: &str, endpoint: Option<&Endpoint>) -> String {
    let limit = match endpoint {
        Some(Endpoint { max_tokens: Some(n), .. }) => format!("its maxTokens, {n}"),
        Some(Endpoint { format: ApiFormat::Anthropic, .. }) => {
            format!("{ANTHROPIC_MAX_TOKENS}, as it has no maxTokens")
        }
        _ => "the provider's own limit".to_string(),
    };
    format!(
        "the reply from {model} was cut off at the token limit ({limit}) and is kept as it is; hint: raise \
         the model's maxTokens in settings.json (model.providers[].models[].maxTokens) for longer replies"
    )
}

/// Tool rows as both APIs want them: each result right after the run of calls it answers
/// (a transcript may have other rows in between, e.g. a message sent while a call waited for
/// approval), and no call or result without its partner.
pub fn paired(items: &[ModelItem]) -> Vec<&ModelItem> {
    let result_of = |id: &str| {
        items.iter().position(|i| matches!(i, ModelItem::ToolResult { call_id, .. } if call_id == id))
    };
    let has_call =
        |id: &str| items.iter().any(|i| matches!(i, ModelItem::ToolCall { call_id, .. } if call_id == id));
    let mut out: Vec<&ModelItem> = Vec::with_capacity(items.len());
    let mut placed = vec![false; items.len()];
    let mut i = 0;
    while i < items.len() {
        if !matches!(items[i], ModelItem::ToolCall { .. }) {
            if !placed[i] {
                let orphan = matches!(&items[i], ModelItem::ToolResult { call_id, .. } if !has_call(call_id));
                if !orphan {
                    out.push(&items[i]);
                }
            }
            i += 1;
            continue;
        }
        // A run of consecutive calls, then every one of their results.
        let start = i;
        while i < items.len() && matches!(items[i], ModelItem::ToolCall { .. }) {
            i += 1;
        }
        let mut results = Vec::new();
        for call in &items[start..i] {
            let ModelItem::ToolCall { call_id, .. } = call else { unreachable!("a run of calls") };
            if let Some(r) = result_of(call_id) {
                out.push(call);
                results.push(r);
            }
        }
        for r in results {
            placed[r] = true;
            out.push(&items[r]);
        }
    }
    out
}

/// A stored call's arguments as the APIs that take them as text want them: a JSON object.
/// Arguments a model wrote that are not one (cut off, or not JSON at all) are replayed as `{}`;
/// the transcript keeps them as written.
pub fn arguments_text(arguments: &str) -> &str {
    if arguments_object(arguments).is_some() { arguments } else { "{}" }
}

/// A stored call's arguments as a JSON object (Anthropic's `input`), when they are one.
fn arguments_object(arguments: &str) -> Option<Value> {
    serde_json::from_str::<Value>(arguments).ok().filter(Value::is_object)
}

/// The user message an Anthropic request opens with when its items begin with the assistant
/// (the user's message before it was folded into the summary): that API wants the user first.
pub const CONTINUED: &str = "(continuing the conversation from earlier)";

/// OpenAI chat messages: tool calls join the assistant message before them.
pub fn openai_messages(system: &str, items: &[ModelItem]) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    if !system.is_empty() {
        out.push(json!({"role": "system", "content": system}));
    }
    for item in paired(items) {
        match item {
            ModelItem::Message { role, text } => out.push(json!({"role": role, "content": text})),
            ModelItem::ToolCall { call_id, name, arguments } => {
                let arguments = arguments_text(arguments);
                let call = json!({"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}});
                let last = out.last_mut().filter(|m| m["role"] == "assistant");
                match last {
                    Some(m) => {
                        let obj = m.as_object_mut().expect("messages are objects");
                        obj.entry("tool_calls")
                            .or_insert_with(|| json!([]))
                            .as_array_mut()
                            .expect("array")
                            .push(call);
                    }
                    None => out.push(json!({"role": "assistant", "content": null, "tool_calls": [call]})),
                }
            }
            ModelItem::ToolResult { call_id, output, .. } => {
                out.push(json!({"role": "tool", "tool_call_id": call_id, "content": output}));
            }
        }
    }
    out
}

/// Anthropic messages: content blocks, tool_use / tool_result, same-role turns merged, the
/// user's first ([`CONTINUED`] when the items begin with the assistant).
pub fn anthropic_messages(items: &[ModelItem]) -> Vec<Value> {
    let items = paired(items);
    let mut out: Vec<(String, Vec<Value>)> = Vec::new();
    if items.first().is_some_and(|i| match i {
        ModelItem::Message { role, .. } => role == "assistant",
        ModelItem::ToolCall { .. } => true,
        ModelItem::ToolResult { .. } => false,
    }) {
        out.push(("user".to_string(), vec![json!({"type": "text", "text": CONTINUED})]));
    }
    let mut push = |role: &str, block: Value| match out.last_mut() {
        Some((r, blocks)) if r == role => blocks.push(block),
        _ => out.push((role.to_string(), vec![block])),
    };
    for item in items {
        match item {
            ModelItem::Message { role, text } => {
                let role = if role == "assistant" { "assistant" } else { "user" };
                push(role, json!({"type": "text", "text": text}));
            }
            ModelItem::ToolCall { call_id, name, arguments } => {
                let input = arguments_object(arguments).unwrap_or_else(|| json!({}));
                push("assistant", json!({"type": "tool_use", "id": call_id, "name": name, "input": input}));
            }
            ModelItem::ToolResult { call_id, status, output, .. } => {
                let mut block = json!({"type": "tool_result", "tool_use_id": call_id, "content": output});
                if status != "completed" {
                    block["is_error"] = json!(true);
                }
                push("user", block);
            }
        }
    }
    out.into_iter().map(|(role, content)| json!({"role": role, "content": content})).collect()
}

pub fn openai_body(ep: &Endpoint, req: &ChatRequest) -> Value {
    let mut body =
        json!({"model": ep.model, "messages": openai_messages(req.system, req.items), "stream": req.stream});
    if req.stream {
        body["stream_options"] = json!({"include_usage": true});
    }
    if let Some(max) = ep.max_tokens {
        body["max_tokens"] = json!(max);
    }
    if !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.parameters}}))
            .collect();
    }
    body
}

pub fn anthropic_body(ep: &Endpoint, req: &ChatRequest) -> Value {
    let mut body = json!({
        "model": ep.model,
        "max_tokens": ep.max_tokens.unwrap_or(ANTHROPIC_MAX_TOKENS),
        "messages": anthropic_messages(req.items),
        "stream": req.stream,
    });
    if !req.system.is_empty() {
        body["system"] = json!(req.system);
    }
    if !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"name": t.name, "description": t.description, "input_schema": t.parameters}))
            .collect();
    }
    body
}

/// A provider over HTTP, in the wire format of its endpoint.
pub struct Http(pub Endpoint);

impl super::Provider for Http {
    fn chat(
        &mut self,
        req: &ChatRequest,
        on_text: &mut dyn FnMut(&str),
        cancelled: &dyn Fn() -> bool,
    ) -> Result<ChatResponse> {
        chat(&self.0, req, on_text, cancelled)
    }

    fn endpoint(&self) -> Option<&Endpoint> {
        Some(&self.0)
    }
}

/// Call the model. `on_text` receives text deltas as they arrive (the whole text at once for
/// a non-streamed answer); `cancelled` is polled between events.
pub fn chat(
    ep: &Endpoint,
    req: &ChatRequest,
    on_text: &mut dyn FnMut(&str),
    cancelled: &dyn Fn() -> bool,
) -> Result<ChatResponse> {
    let (url, headers, body) = match ep.format {
        ApiFormat::ChatCompletions => {
            let mut headers = Vec::new();
            if let Some(key) = &ep.api_key {
                headers.push(("authorization".to_string(), format!("Bearer {key}")));
            }
            (format!("{}/chat/completions", ep.base_url), headers, openai_body(ep, req))
        }
        ApiFormat::Anthropic => (anthropic_url(ep), anthropic_headers(ep), anthropic_body(ep, req)),
        ApiFormat::Responses => (responses::url(ep), responses::headers(ep), responses::body(ep, req)),
        ApiFormat::Offline => anyhow::bail!("the offline provider is not called over HTTP"),
    };
    let payload = body.to_string();
    // An overload or rate-limit error sent inside the stream (Anthropic's `overloaded_error`,
    // an OpenAI `error` chunk), or a stream that goes silent past the limit, is retried like a
    // 5xx/429 status or a timeout, as long as no text has reached the caller yet; after that a
    // retry would repeat what was shown.
    let mut attempt = 0;
    loop {
        let mut emitted = false;
        let mut forward = |text: &str| {
            emitted = true;
            on_text(text);
        };
        let result = exchange(ep, &url, &headers, &payload, &mut forward, cancelled);
        let retry = match &result {
            Err(Exchange::Stream(e)) => {
                !emitted
                    && attempt < ep.transport.policy.max_retries
                    && e.downcast_ref::<ProviderError>().is_some_and(|p| {
                        // (A stream that went silent, or whose connection broke, before any
                        // text is retried like a request that timed out or failed to connect.)
                        matches!(
                            p.kind,
                            ErrorKind::Server
                                | ErrorKind::RateLimited
                                | ErrorKind::Timeout
                                | ErrorKind::Network
                        )
                    })
            }
            _ => false,
        };
        if !retry {
            return result.map_err(|e| match e {
                Exchange::Request(e) | Exchange::Stream(e) => e,
            });
        }
        std::thread::sleep(ep.transport.delay(attempt, None));
        attempt += 1;
    }
}

/// Where an exchange failed: sending the request (already retried by `send`), or in the answer.
enum Exchange {
    Request(anyhow::Error),
    Stream(anyhow::Error),
}

/// One request and its answer.
fn exchange(
    ep: &Endpoint,
    url: &str,
    headers: &[(String, String)],
    payload: &str,
    on_text: &mut dyn FnMut(&str),
    cancelled: &dyn Fn() -> bool,
) -> Result<ChatResponse, Exchange> {
    let provider = ep.provider_id.as_str();
    let resp = send(&ep.transport, provider, url, headers, payload).map_err(Exchange::Request)?;
    stream_answer(ep, resp, on_text, cancelled).map_err(Exchange::Stream)
}

/// The most bytes read from one streamed answer: far above the longest real answer (128k
/// output tokens at a few hundred bytes of event framing each is under 40 MiB).
const MAX_STREAM_BYTES: u64 = 128 << 20;

/// Read an answer, streamed or whole.
fn stream_answer(
    ep: &Endpoint,
    resp: ureq::http::Response<ureq::Body>,
    on_text: &mut dyn FnMut(&str),
    cancelled: &dyn Fn() -> bool,
) -> Result<ChatResponse> {
    let provider = ep.provider_id.as_str();
    let is_sse = resp
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/event-stream"));
    let fail = |kind: ErrorKind, detail: String| -> anyhow::Error {
        ProviderError { provider: provider.to_string(), status: None, kind, detail }.into()
    };
    let mut body = resp.into_body();
    if !is_sse {
        // Non-streamed answer (a server that ignores `stream`, or stream: false).
        let text = body
            .read_to_string()
            .map_err(|e| anyhow::Error::new(super::http::transport_error(provider, &e)))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| fail(ErrorKind::Malformed, e.to_string()))?;
        let out = match ep.format {
            ApiFormat::Anthropic => anthropic_whole(&v),
            ApiFormat::Responses => responses::whole_answer(&v).map_err(|(k, d)| fail(k, d))?,
            _ => openai_whole(&v),
        }
        .ok_or_else(|| fail(ErrorKind::Malformed, crate::text::clip(&crate::redact::scrub(&text), 200)))?;
        if !out.text.is_empty() {
            on_text(&out.text);
        }
        return Ok(out);
    }
    // ureq reads a body without a limit: a server that streams without end (or one endless
    // line) would fill memory until the request's timeout.
    let reader = BufReader::new(body.with_config().limit(MAX_STREAM_BYTES).reader());
    let mut state = StreamState::default();
    for event in Events::new(reader) {
        if cancelled() {
            return Err(crate::error::Failure::new(crate::error::code::INTERRUPTED, "interrupted").into());
        }
        let event = event.map_err(|e| {
            if e.get_ref()
                .and_then(|inner| inner.downcast_ref::<ureq::Error>())
                .is_some_and(|inner| matches!(inner, ureq::Error::BodyExceedsLimit(_)))
            {
                let mib = MAX_STREAM_BYTES >> 20;
                return fail(ErrorKind::Malformed, format!("the streamed answer went on past {mib} MiB"));
            }
            // ureq hands its own errors (a read that waited past the limit) over wrapped in
            // an io::Error of kind Other.
            let timed_out = e.kind() == std::io::ErrorKind::TimedOut
                || e.get_ref()
                    .and_then(|inner| inner.downcast_ref::<ureq::Error>())
                    .is_some_and(|inner| matches!(inner, ureq::Error::Timeout(_)));
            let kind = if timed_out { ErrorKind::Timeout } else { ErrorKind::Network };
            fail(kind, e.to_string())
        })?;
        let done = match ep.format {
            ApiFormat::Anthropic => state.anthropic(&event, on_text).map_err(|(k, d)| fail(k, d))?,
            ApiFormat::Responses => state.responses(&event, on_text).map_err(|(k, d)| fail(k, d))?,
            _ => state.openai(&event, on_text).map_err(|(k, d)| fail(k, d))?,
        };
        if done {
            break;
        }
    }
    if !state.finished {
        return Err(fail(ErrorKind::Malformed, "the stream ended before the answer was complete".into()));
    }
    Ok(state.into_response())
}

fn openai_whole(v: &Value) -> Option<ChatResponse> {
    let message = v.pointer("/choices/0/message")?;
    let text = message.get("content").and_then(Value::as_str).unwrap_or_default().to_string();
    let tool_calls = message
        .get("tool_calls")
        .and_then(Value::as_array)
        .map(|calls| {
            calls
                .iter()
                .map(|c| ToolCall {
                    call_id: c["id"].as_str().unwrap_or_default().to_string(),
                    name: c.pointer("/function/name").and_then(Value::as_str).unwrap_or_default().to_string(),
                    arguments: c
                        .pointer("/function/arguments")
                        .and_then(Value::as_str)
                        .unwrap_or("{}")
                        .to_string(),
                })
                .collect()
        })
        .unwrap_or_default();
    let finish =
        v.pointer("/choices/0/finish_reason").and_then(Value::as_str).unwrap_or_default().to_string();
    Some(ChatResponse { text, tool_calls, usage: openai_usage(v), finish })
}

fn anthropic_whole(v: &Value) -> Option<ChatResponse> {
    let blocks = v.get("content")?.as_array()?;
    let mut out = ChatResponse { usage: anthropic_usage(v), ..Default::default() };
    for b in blocks {
        match b["type"].as_str() {
            Some("text") => out.text.push_str(b["text"].as_str().unwrap_or_default()),
            Some("tool_use") => out.tool_calls.push(ToolCall {
                call_id: b["id"].as_str().unwrap_or_default().to_string(),
                name: b["name"].as_str().unwrap_or_default().to_string(),
                arguments: b.get("input").map_or_else(|| "{}".to_string(), Value::to_string),
            }),
            _ => {}
        }
    }
    out.finish = v["stop_reason"].as_str().unwrap_or_default().to_string();
    Some(out)
}

/// What a stream has said so far.
#[derive(Default)]
pub(super) struct StreamState {
    pub(super) text: String,
    /// Tool calls by index: id, name, argument pieces.
    pub(super) calls: BTreeMap<u64, (String, String, String)>,
    /// Responses API: the index of each function-call item id.
    pub(super) item_ids: BTreeMap<String, u64>,
    pub(super) usage: Option<Usage>,
    pub(super) finish: String,
    pub(super) finished: bool,
}

pub(super) type StreamError = (ErrorKind, String);

/// A stream event whose data is not JSON: its start, registered secrets removed before the cut
/// (so no fragment of a key is left at the edge).
pub(super) fn bad_data(e: &serde_json::Error, data: &str) -> StreamError {
    (
        ErrorKind::Malformed,
        format!("bad stream data: {e}: {}", crate::text::clip(&crate::redact::scrub(data), 120)),
    )
}

impl StreamState {
    pub(super) fn into_response(self) -> ChatResponse {
        let tool_calls = self
            .calls
            .into_values()
            .map(|(call_id, name, args)| ToolCall {
                call_id,
                name,
                arguments: if args.trim().is_empty() { "{}".into() } else { args },
            })
            .collect();
        ChatResponse { text: self.text, tool_calls, usage: self.usage, finish: self.finish }
    }

    fn openai(
        &mut self,
        event: &super::sse::Event,
        on_text: &mut dyn FnMut(&str),
    ) -> Result<bool, StreamError> {
        if event.data.trim() == "[DONE]" {
            self.finished = true;
            return Ok(true);
        }
        let v: Value = serde_json::from_str(&event.data).map_err(|e| bad_data(&e, &event.data))?;
        if let Some(err) = v.get("error") {
            let detail = err.get("message").and_then(Value::as_str).unwrap_or_default().to_string();
            let kind = classify(400, &err.to_string());
            return Err((if kind == ErrorKind::Request { ErrorKind::Server } else { kind }, detail));
        }
        if let Some(u) = openai_usage(&v) {
            self.usage = Some(u);
        }
        let Some(choice) = v.pointer("/choices/0") else { return Ok(false) };
        if let Some(text) = choice.pointer("/delta/content").and_then(Value::as_str)
            && !text.is_empty()
        {
            self.text.push_str(text);
            on_text(text);
        }
        for call in choice.pointer("/delta/tool_calls").and_then(Value::as_array).into_iter().flatten() {
            let index = call["index"].as_u64().unwrap_or(self.calls.len() as u64);
            let slot = self.calls.entry(index).or_default();
            if let Some(id) = call["id"].as_str() {
                slot.0 = id.to_string();
            }
            if let Some(name) = call.pointer("/function/name").and_then(Value::as_str) {
                slot.1.push_str(name);
            }
            if let Some(args) = call.pointer("/function/arguments").and_then(Value::as_str) {
                slot.2.push_str(args);
            }
        }
        if let Some(reason) = choice["finish_reason"].as_str() {
            self.finish = reason.to_string();
            // Some servers end without [DONE]; a finish reason completes the answer.
            self.finished = true;
        }
        Ok(false)
    }

    fn anthropic(
        &mut self,
        event: &super::sse::Event,
        on_text: &mut dyn FnMut(&str),
    ) -> Result<bool, StreamError> {
        let v: Value = serde_json::from_str(&event.data).map_err(|e| bad_data(&e, &event.data))?;
        let kind = if event.event.is_empty() {
            v["type"].as_str().unwrap_or_default()
        } else {
            event.event.as_str()
        };
        match kind {
            "message_start" => {
                if let Some(u) = v.pointer("/message").and_then(anthropic_usage) {
                    self.usage = Some(u);
                }
            }
            "content_block_start" => {
                let block = &v["content_block"];
                if block["type"] == "tool_use" {
                    let index = v["index"].as_u64().unwrap_or(0);
                    let id = block["id"].as_str().unwrap_or_default().to_string();
                    let name = block["name"].as_str().unwrap_or_default().to_string();
                    self.calls.insert(index, (id, name, String::new()));
                }
            }
            "content_block_delta" => {
                let delta = &v["delta"];
                match delta["type"].as_str() {
                    Some("text_delta") => {
                        let text = delta["text"].as_str().unwrap_or_default();
                        self.text.push_str(text);
                        on_text(text);
                    }
                    Some("input_json_delta") => {
                        let index = v["index"].as_u64().unwrap_or(0);
                        if let Some(slot) = self.calls.get_mut(&index) {
                            slot.2.push_str(delta["partial_json"].as_str().unwrap_or_default());
                        }
                    }
                    _ => {}
                }
            }
            "message_delta" => {
                if let Some(reason) = v.pointer("/delta/stop_reason").and_then(Value::as_str) {
                    self.finish = reason.to_string();
                }
                if let Some(out) = v.pointer("/usage/output_tokens").and_then(Value::as_u64) {
                    let mut u = self.usage.unwrap_or_default();
                    u.output = out;
                    self.usage = Some(u);
                }
            }
            "message_stop" => {
                self.finished = true;
                return Ok(true);
            }
            "error" => {
                let detail =
                    v.pointer("/error/message").and_then(Value::as_str).unwrap_or_default().to_string();
                let kind = match v.pointer("/error/type").and_then(Value::as_str) {
                    Some("overloaded_error" | "api_error") => ErrorKind::Server,
                    Some("rate_limit_error") => ErrorKind::RateLimited,
                    _ => classify(400, &v.to_string()),
                };
                return Err((kind, detail));
            }
            _ => {}
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items() -> Vec<ModelItem> {
        vec![
            ModelItem::Message { role: "user".into(), text: "find it".into() },
            ModelItem::Message { role: "assistant".into(), text: "looking".into() },
            ModelItem::ToolCall {
                call_id: "c1".into(),
                name: "search_history".into(),
                arguments: "{\"query\":\"x\"}".into(),
            },
            ModelItem::ToolResult {
                call_id: "c1".into(),
                name: "search_history".into(),
                status: "completed".into(),
                output: "hit".into(),
            },
            ModelItem::ToolResult {
                call_id: "orphan".into(),
                name: "x".into(),
                status: "completed".into(),
                output: "lost".into(),
            },
        ]
    }

    #[test]
    fn a_result_written_after_other_rows_moves_next_to_its_call() {
        let items = vec![
            ModelItem::ToolCall { call_id: "c1".into(), name: "t".into(), arguments: "{}".into() },
            ModelItem::Message { role: "user".into(), text: "meanwhile".into() },
            ModelItem::ToolResult {
                call_id: "c1".into(),
                name: "t".into(),
                status: "completed".into(),
                output: "r".into(),
            },
        ];
        let order: Vec<&str> = paired(&items)
            .iter()
            .map(|i| match i {
                ModelItem::ToolCall { .. } => "call",
                ModelItem::ToolResult { .. } => "result",
                ModelItem::Message { .. } => "message",
            })
            .collect();
        assert_eq!(order, ["call", "result", "message"]);
    }

    #[test]
    fn openai_messages_attach_calls_to_the_assistant_turn_and_drop_orphans() {
        let m = openai_messages("sys", &items());
        assert_eq!(m.len(), 4);
        assert_eq!(m[0], json!({"role": "system", "content": "sys"}));
        assert_eq!(m[2]["tool_calls"][0]["function"]["name"], "search_history");
        assert_eq!(m[3], json!({"role": "tool", "tool_call_id": "c1", "content": "hit"}));
    }

    #[test]
    fn anthropic_messages_merge_same_role_blocks() {
        let m = anthropic_messages(&items());
        assert_eq!(m.len(), 3);
        assert_eq!(m[1]["role"], "assistant");
        assert_eq!(m[1]["content"][1]["type"], "tool_use");
        assert_eq!(m[1]["content"][1]["input"], json!({"query": "x"}));
        assert_eq!(m[2]["content"][0]["type"], "tool_result");
    }

    #[test]
    fn an_anthropic_request_whose_items_begin_with_the_assistant_opens_with_a_user_message() {
        let reply = ModelItem::Message { role: "assistant".into(), text: "done".into() };
        let next = ModelItem::Message { role: "user".into(), text: "next".into() };
        let m = anthropic_messages(&[reply.clone(), next.clone()]);
        assert_eq!(
            m,
            vec![
                json!({"role": "user", "content": [{"type": "text", "text": CONTINUED}]}),
                json!({"role": "assistant", "content": [{"type": "text", "text": "done"}]}),
                json!({"role": "user", "content": [{"type": "text", "text": "next"}]}),
            ]
        );
        // A tool call first too; a user first is left alone.
        let mut tool_first = items()[2..4].to_vec();
        tool_first.push(next.clone());
        assert_eq!(anthropic_messages(&tool_first)[0]["content"][0]["text"], CONTINUED);
        assert_eq!(anthropic_messages(&items())[0]["content"][0]["text"], "find it");
    }

    #[test]
    fn stored_arguments_that_are_no_json_object_are_replayed_as_an_empty_object() {
        for bad in ["{\"query\": \"x", "not json", "[1, 2]", "\"x\"", ""] {
            let calls = vec![
                ModelItem::Message { role: "user".into(), text: "go".into() },
                ModelItem::ToolCall { call_id: "c1".into(), name: "t".into(), arguments: bad.into() },
                ModelItem::ToolResult {
                    call_id: "c1".into(),
                    name: "t".into(),
                    status: "failed".into(),
                    output: "bad arguments".into(),
                },
            ];
            let o = openai_messages("", &calls);
            assert_eq!(o[1]["tool_calls"][0]["function"]["arguments"], "{}", "{bad}");
            let a = anthropic_messages(&calls);
            assert_eq!(a[1]["content"][0]["input"], json!({}), "{bad}");
            let r = crate::provider::responses::input(&calls);
            assert_eq!(r[1]["arguments"], "{}", "{bad}");
        }
        // Good arguments go as written, byte for byte.
        assert_eq!(arguments_text("{ \"q\" : 1 }"), "{ \"q\" : 1 }");
    }
}
