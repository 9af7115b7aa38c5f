//! OpenAI's Responses API (`apiFormat: responses`): `POST {baseURL}/responses` with the system
//! text as `instructions` and the transcript as `input` items; streamed answers arrive as typed
//! events (`response.output_text.delta`, `response.output_item.added` …, `response.completed`).

use anyhow::Result;
use serde_json::{Value, json};

use super::chat::{ChatRequest, ChatResponse, StreamError, StreamState, arguments_text, paired};
use super::{Completion, Endpoint, ErrorKind, Usage, classify, malformed, post_json};
use crate::message::ModelItem;
use crate::message::ToolCall;

/// The API refuses `max_output_tokens` below 16 ("integer below minimum value"); smaller
/// budgets (the topic judge's 3, `model test`'s 1) are raised to it.
pub const MIN_OUTPUT_TOKENS: u64 = 16;

pub fn url(ep: &Endpoint) -> String {
    format!("{}/responses", ep.base_url)
}

pub fn headers(ep: &Endpoint) -> Vec<(String, String)> {
    let mut headers = Vec::new();
    if let Some(key) = &ep.api_key {
        headers.push(("authorization".to_string(), format!("Bearer {key}")));
    }
    headers
}

/// Input items: messages as `{role, content}`, tool calls and their results as
/// `function_call` / `function_call_output` items (paired as the API requires).
pub fn input(items: &[ModelItem]) -> Vec<Value> {
    paired(items)
        .into_iter()
        .map(|item| match item {
            ModelItem::Message { role, text } => {
                let role = match role.as_str() {
                    "assistant" | "system" | "developer" => role.as_str(),
                    _ => "user",
                };
                json!({"role": role, "content": text})
            }
            ModelItem::ToolCall { call_id, name, arguments } => {
                let arguments = arguments_text(arguments);
                json!({"type": "function_call", "call_id": call_id, "name": name, "arguments": arguments})
            }
            ModelItem::ToolResult { call_id, output, .. } => {
                json!({"type": "function_call_output", "call_id": call_id, "output": output})
            }
        })
        .collect()
}

pub fn body(ep: &Endpoint, req: &ChatRequest) -> Value {
    let mut body = json!({"model": ep.model, "input": input(req.items), "stream": req.stream});
    if !req.system.is_empty() {
        body["instructions"] = json!(req.system);
    }
    if let Some(max) = ep.max_tokens {
        body["max_output_tokens"] = json!(max.max(MIN_OUTPUT_TOKENS));
    }
    if !req.tools.is_empty() {
        // `strict: false` said outright: left out, the API tries to make a schema strict, which
        // turns every optional parameter into a required one.
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"type": "function", "name": t.name, "description": t.description, "parameters": t.parameters, "strict": false}))
            .collect();
    }
    body
}

/// One-shot completion (summaries, topic checks, `model test`), not streamed.
pub fn complete(ep: &Endpoint, system: &str, user: &str, max_tokens: u64) -> Result<Completion> {
    let body = json!({
        "model": ep.model,
        "instructions": system,
        "input": [{"role": "user", "content": user}],
        "max_output_tokens": max_tokens.max(MIN_OUTPUT_TOKENS),
        "stream": false,
    });
    let v = post_json(&ep.transport, &ep.provider_id, &url(ep), &headers(ep), &body)?;
    let out = whole_answer(&v)
        .map_err(|(kind, detail)| super::ProviderError {
            provider: ep.provider_id.clone(),
            status: None,
            kind,
            detail,
        })?
        .ok_or_else(|| malformed(ep, &v))?;
    let cut = out.finish == "max_output_tokens";
    Ok(Completion { text: out.text, usage: out.usage, cut })
}

/// A whole (not streamed) answer: a failed response is its error, a response object the
/// answer, anything else `None`.
pub fn whole_answer(v: &Value) -> Result<Option<ChatResponse>, StreamError> {
    if let Some(e) = failure(v) {
        return Err(e);
    }
    Ok(whole(v))
}

/// `usage` of a response object.
pub fn usage(response: &Value) -> Option<Usage> {
    let u = response.get("usage").filter(|u| u.is_object())?;
    Some(Usage {
        input: u["input_tokens"].as_u64().unwrap_or(0),
        output: u["output_tokens"].as_u64().unwrap_or(0),
        cache: u.pointer("/input_tokens_details/cached_tokens").and_then(Value::as_u64).unwrap_or(0),
    })
}

/// A whole response object: text of the message items, the function calls, usage, status.
pub fn whole(v: &Value) -> Option<ChatResponse> {
    let output = v.get("output")?.as_array()?;
    let mut out = ChatResponse { usage: usage(v), ..Default::default() };
    for item in output {
        match item["type"].as_str() {
            Some("message") => {
                for part in item["content"].as_array().into_iter().flatten() {
                    if let Some(text) = part["text"].as_str().or_else(|| part["refusal"].as_str()) {
                        out.text.push_str(text);
                    }
                }
            }
            Some("function_call") => out.tool_calls.push(call_of(item)),
            _ => {}
        }
    }
    out.finish = finish_of(v);
    Some(out)
}

fn call_of(item: &Value) -> ToolCall {
    let arguments = item["arguments"].as_str().filter(|a| !a.trim().is_empty()).unwrap_or("{}");
    ToolCall {
        call_id: item["call_id"].as_str().unwrap_or_default().to_string(),
        name: item["name"].as_str().unwrap_or_default().to_string(),
        arguments: arguments.to_string(),
    }
}

/// `completed`, or why the answer stopped early (`max_output_tokens`, `content_filter`).
fn finish_of(response: &Value) -> String {
    response
        .pointer("/incomplete_details/reason")
        .and_then(Value::as_str)
        .or_else(|| response["status"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// A failed response object (`status: failed` with its `error`), as an error kind and text.
fn failure(response: &Value) -> Option<StreamError> {
    if response["status"] != "failed" && !response["error"].is_object() {
        return None;
    }
    Some(error_of(&response["error"]))
}

/// The kind of an error object `{code, message}` (a `response.failed` error or an `error`
/// event). Codes that name a passing condition are retried like a 5xx/429 status; a
/// too-long input is the context overflow; anything unrecognised counts as a server error,
/// as in the other formats' streams.
fn error_of(err: &Value) -> StreamError {
    let detail = err["message"].as_str().unwrap_or_default().to_string();
    let kind = match err["code"].as_str().or_else(|| err["type"].as_str()) {
        Some("rate_limit_exceeded" | "rate_limit_error") => ErrorKind::RateLimited,
        Some("server_error" | "overloaded_error" | "api_error") => ErrorKind::Server,
        _ => match classify(400, &err.to_string()) {
            ErrorKind::Request => ErrorKind::Server,
            kind => kind,
        },
    };
    let detail = match (detail.is_empty(), err.is_null()) {
        (false, _) => detail,
        (true, true) => "the provider gave up on the answer without saying why".to_string(),
        (true, false) => crate::text::clip(&crate::redact::scrub(&err.to_string()), 200),
    };
    (kind, detail)
}

impl StreamState {
    /// One Responses stream event; `Ok(true)` when the answer is complete.
    pub(super) fn responses(
        &mut self,
        event: &super::sse::Event,
        on_text: &mut dyn FnMut(&str),
    ) -> Result<bool, StreamError> {
        if event.data.trim() == "[DONE]" {
            // Not sent by OpenAI, but by some compatible servers after the last event.
            self.finished = true;
            return Ok(true);
        }
        let v: Value =
            serde_json::from_str(&event.data).map_err(|e| super::chat::bad_data(&e, &event.data))?;
        let kind = v["type"].as_str().unwrap_or(event.event.as_str());
        match kind {
            "response.output_text.delta" | "response.refusal.delta" => {
                let text = v["delta"].as_str().unwrap_or_default();
                if !text.is_empty() {
                    self.text.push_str(text);
                    on_text(text);
                }
            }
            "response.output_item.added" | "response.output_item.done" => {
                let item = &v["item"];
                if item["type"] == "function_call" {
                    let index = v["output_index"].as_u64().unwrap_or(self.calls.len() as u64);
                    if let Some(id) = item["id"].as_str() {
                        self.item_ids.insert(id.to_string(), index);
                    }
                    let slot = self.calls.entry(index).or_default();
                    if let Some(call_id) = item["call_id"].as_str() {
                        slot.0 = call_id.to_string();
                    }
                    if let Some(name) = item["name"].as_str() {
                        slot.1 = name.to_string();
                    }
                    // `done` carries the whole arguments; `added` usually an empty string.
                    if let Some(args) = item["arguments"].as_str()
                        && (kind == "response.output_item.done" || !args.is_empty())
                    {
                        slot.2 = args.to_string();
                    }
                }
            }
            "response.function_call_arguments.delta" | "response.function_call_arguments.done" => {
                let index = v["output_index"]
                    .as_u64()
                    .or_else(|| v["item_id"].as_str().and_then(|id| self.item_ids.get(id).copied()));
                if let Some(slot) = index.and_then(|i| self.calls.get_mut(&i)) {
                    match (v["delta"].as_str(), v["arguments"].as_str()) {
                        (Some(piece), _) => slot.2.push_str(piece),
                        (None, Some(all)) => slot.2 = all.to_string(),
                        (None, None) => {}
                    }
                }
            }
            "response.completed" | "response.incomplete" => {
                let response = &v["response"];
                if let Some(u) = usage(response) {
                    self.usage = Some(u);
                }
                self.finish = finish_of(response);
                // A server that sends no deltas still gives the whole answer here.
                if self.text.is_empty()
                    && self.calls.is_empty()
                    && let Some(out) = whole(response)
                {
                    if !out.text.is_empty() {
                        on_text(&out.text);
                    }
                    self.text = out.text;
                    for (i, call) in out.tool_calls.into_iter().enumerate() {
                        self.calls.insert(i as u64, (call.call_id, call.name, call.arguments));
                    }
                }
                self.finished = true;
                return Ok(true);
            }
            "response.failed" => return Err(error_of(&v["response"]["error"])),
            "error" => {
                let err = if v["error"].is_object() { &v["error"] } else { &v };
                return Err(error_of(err));
            }
            _ => {}
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::provider::sse::Event;

    fn feed(state: &mut StreamState, events: &[Value]) -> (String, Result<bool, StreamError>) {
        let mut shown = String::new();
        let mut last = Ok(false);
        for e in events {
            let ev = Event { event: e["type"].as_str().unwrap_or_default().into(), data: e.to_string() };
            last = state.responses(&ev, &mut |t| shown.push_str(t));
            if !matches!(last, Ok(false)) {
                break;
            }
        }
        (shown, last)
    }

    #[test]
    fn input_items_carry_messages_calls_and_outputs_and_drop_orphans() {
        let items = vec![
            ModelItem::Message { role: "user".into(), text: "find it".into() },
            ModelItem::ToolCall { call_id: "c1".into(), name: "t".into(), arguments: "{\"q\":1}".into() },
            ModelItem::ToolResult {
                call_id: "c1".into(),
                name: "t".into(),
                status: "failed".into(),
                output: "boom".into(),
            },
            ModelItem::ToolResult {
                call_id: "lost".into(),
                name: "t".into(),
                status: "completed".into(),
                output: "x".into(),
            },
            ModelItem::Message { role: "assistant".into(), text: "done".into() },
        ];
        assert_eq!(
            input(&items),
            vec![
                json!({"role": "user", "content": "find it"}),
                json!({"type": "function_call", "call_id": "c1", "name": "t", "arguments": "{\"q\":1}"}),
                json!({"type": "function_call_output", "call_id": "c1", "output": "boom"}),
                json!({"role": "assistant", "content": "done"}),
            ]
        );
    }

    #[test]
    fn a_stream_assembles_text_two_calls_by_output_index_and_usage() {
        let mut s = StreamState::default();
        let (shown, end) = feed(
            &mut s,
            &[
                json!({"type": "response.created", "response": {"status": "in_progress"}}),
                json!({"type": "response.output_text.delta", "output_index": 0, "delta": "Hel"}),
                json!({"type": "response.output_text.delta", "output_index": 0, "delta": "lo"}),
                json!({"type": "response.output_item.added", "output_index": 2,
                       "item": {"type": "function_call", "id": "fc_b", "call_id": "call_b", "name": "b", "arguments": ""}}),
                json!({"type": "response.output_item.added", "output_index": 1,
                       "item": {"type": "function_call", "id": "fc_a", "call_id": "call_a", "name": "a", "arguments": ""}}),
                json!({"type": "response.function_call_arguments.delta", "item_id": "fc_a", "output_index": 1, "delta": "{\"x\":"}),
                json!({"type": "response.function_call_arguments.delta", "item_id": "fc_b", "delta": "{}"}),
                json!({"type": "response.function_call_arguments.delta", "item_id": "fc_a", "output_index": 1, "delta": "1}"}),
                json!({"type": "response.completed", "response": {"status": "completed",
                       "usage": {"input_tokens": 40, "output_tokens": 9, "input_tokens_details": {"cached_tokens": 32}}}}),
            ],
        );
        assert_eq!((shown.as_str(), end), ("Hello", Ok(true)));
        let r = s.into_response();
        assert_eq!(r.text, "Hello");
        let calls: Vec<(&str, &str, &str)> = r
            .tool_calls
            .iter()
            .map(|c| (c.call_id.as_str(), c.name.as_str(), c.arguments.as_str()))
            .collect();
        assert_eq!(calls, [("call_a", "a", "{\"x\":1}"), ("call_b", "b", "{}")]);
        assert_eq!(r.usage, Some(Usage { input: 40, output: 9, cache: 32 }));
        assert_eq!(r.finish, "completed");
    }

    #[test]
    fn output_item_done_is_authoritative_for_the_arguments() {
        let mut s = StreamState::default();
        let (_, end) = feed(
            &mut s,
            &[
                json!({"type": "response.output_item.added", "output_index": 0,
                       "item": {"type": "function_call", "id": "fc", "call_id": "c", "name": "n", "arguments": ""}}),
                json!({"type": "response.function_call_arguments.delta", "output_index": 0, "delta": "{\"a\""}),
                json!({"type": "response.output_item.done", "output_index": 0,
                       "item": {"type": "function_call", "id": "fc", "call_id": "c", "name": "n", "arguments": "{\"a\":2}"}}),
                json!({"type": "response.completed", "response": {"status": "completed"}}),
            ],
        );
        assert_eq!(end, Ok(true));
        assert_eq!(s.into_response().tool_calls[0].arguments, "{\"a\":2}");
    }

    #[test]
    fn a_completed_event_without_deltas_gives_the_whole_answer() {
        let mut s = StreamState::default();
        let (shown, _) = feed(
            &mut s,
            &[json!({"type": "response.completed", "response": {"status": "completed", "output": [
                {"type": "reasoning", "summary": []},
                {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "whole"}]}
            ]}})],
        );
        assert_eq!(shown, "whole");
        assert_eq!(s.into_response().text, "whole");
    }

    #[test]
    fn failures_and_error_events_map_to_the_shared_error_kinds() {
        let cases = [
            (
                json!({"type": "error", "code": "rate_limit_exceeded", "message": "slow down"}),
                ErrorKind::RateLimited,
            ),
            (json!({"type": "error", "code": "server_error", "message": "oops"}), ErrorKind::Server),
            (
                json!({"type": "response.failed", "response": {"status": "failed",
                       "error": {"code": "context_length_exceeded", "message": "Your input exceeds the context window of this model."}}}),
                ErrorKind::ContextTooLong,
            ),
            (
                json!({"type": "response.failed", "response": {"status": "failed", "error": {"code": "server_error", "message": "x"}}}),
                ErrorKind::Server,
            ),
            (
                json!({"type": "error", "error": {"type": "overloaded_error", "message": "busy"}}),
                ErrorKind::Server,
            ),
        ];
        for (event, kind) in cases {
            let mut s = StreamState::default();
            let (_, end) = feed(&mut s, std::slice::from_ref(&event));
            assert_eq!(end.map_err(|e| e.0), Err(kind), "{event}");
        }
    }

    #[test]
    fn an_incomplete_answer_ends_the_stream_with_its_reason() {
        let mut s = StreamState::default();
        let (_, end) = feed(
            &mut s,
            &[
                json!({"type": "response.output_text.delta", "delta": "cut"}),
                json!({"type": "response.incomplete", "response": {"status": "incomplete",
                       "incomplete_details": {"reason": "max_output_tokens"}}}),
            ],
        );
        assert_eq!(end, Ok(true));
        assert_eq!(s.into_response().finish, "max_output_tokens");
    }

    #[test]
    fn small_output_budgets_are_raised_to_the_api_minimum_and_tools_are_not_strict() {
        let ep = Endpoint {
            provider_id: "p".into(),
            model: "m".into(),
            format: super::super::ApiFormat::Responses,
            base_url: "http://x/v1".into(),
            api_key: None,
            max_tokens: Some(4),
            transport: super::super::Transport::new(super::super::Policy {
                max_retries: 0,
                retry_base: std::time::Duration::ZERO,
                timeout: std::time::Duration::from_secs(1),
            }),
        };
        let tools = [crate::message::ToolSpec {
            name: "t".into(),
            description: "d".into(),
            parameters: json!({"type": "object"}),
        }];
        let req = ChatRequest { run_id: "run_1", system: "sys", items: &[], tools: &tools, stream: true };
        let b = body(&ep, &req);
        assert_eq!(b["max_output_tokens"], 16);
        assert_eq!(b["instructions"], "sys");
        assert_eq!(
            b["tools"][0],
            json!({"type": "function", "name": "t", "description": "d", "parameters": {"type": "object"}, "strict": false})
        );
        assert_eq!(url(&ep), "http://x/v1/responses");
    }
}
