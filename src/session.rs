//! `session.jsonl` rows (DESIGN §3): reading every variant OkBot and the agent SDKs write,
//! the UI projection, `<think>` stripping, and building new envelope-v2 rows.

use serde::Serialize;
use serde_json::{Map, Value, json};

/// One parsed row. The raw row stays on disk untouched; this is a view of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub id: String,
    pub created_at: String,
    pub item: Item,
    pub hidden: bool,
    /// Provider-reported usage on the final assistant row of a turn.
    pub usage: Option<Value>,
    /// `meta.error`: a failed turn's visible error row; shown to people, never to the model.
    pub error: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Message { role: String, text: String },
    ToolCall { call_id: String, name: String, arguments: String },
    ToolResult { call_id: String, name: String, status: String, output: String },
    Reasoning,
    Other { kind: String },
}

impl Entry {
    /// Parse one line. `Err` carries a reason for the damaged-line report.
    pub fn parse(line: &[u8]) -> Result<Entry, String> {
        let value: Value = serde_json::from_slice(line).map_err(|e| e.to_string())?;
        Entry::from_value(&value)
    }

    pub fn from_value(row: &Value) -> Result<Entry, String> {
        let Some(obj) = row.as_object() else {
            return Err("a row must be a JSON object".into());
        };
        // Envelope v2 has `item`; bare SDK items are their own item.
        let item_value = obj.get("item").unwrap_or(row);
        let Some(item_obj) = item_value.as_object() else {
            return Err("`item` must be an object".into());
        };
        let meta = obj.get("meta").and_then(Value::as_object);
        let id = str_of(obj, "id").or_else(|| str_of(item_obj, "id")).unwrap_or_default();
        let created_at = str_of(obj, "createdAt").or_else(|| str_of(obj, "created_at")).unwrap_or_default();
        let hidden = meta.and_then(|m| m.get("hidden")).and_then(Value::as_bool).unwrap_or(false);
        let usage = meta.and_then(|m| m.get("usage")).filter(|u| u.is_object()).cloned();
        let error = meta.and_then(|m| m.get("error")).and_then(Value::as_bool).unwrap_or(false);
        Ok(Entry { id, created_at, item: parse_item(item_obj)?, hidden, usage, error })
    }

    /// The UI projection (DESIGN §3): user/assistant messages, non-empty, not hidden.
    pub fn is_visible(&self) -> bool {
        match &self.item {
            Item::Message { role, text } => {
                !self.hidden
                    && (role == "user" || role == "assistant")
                    && !strip_think(text).trim().is_empty()
            }
            _ => false,
        }
    }

    pub fn is_tool_row(&self) -> bool {
        matches!(self.item, Item::ToolCall { .. } | Item::ToolResult { .. })
    }

    /// A user or assistant message (coverage may only end on one of these).
    pub fn is_message(&self) -> bool {
        matches!(&self.item, Item::Message { role, .. } if role == "user" || role == "assistant")
    }
}

fn str_of(obj: &Map<String, Value>, key: &str) -> Option<String> {
    obj.get(key).and_then(Value::as_str).map(str::to_string)
}

fn parse_item(item: &Map<String, Value>) -> Result<Item, String> {
    let kind = item.get("type").and_then(Value::as_str);
    let call_id = || {
        ["callId", "call_id", "tool_call_id", "toolCallId"]
            .iter()
            .find_map(|k| str_of(item, k))
            .unwrap_or_default()
    };
    let name = || str_of(item, "name").unwrap_or_default();
    match kind {
        Some("message") | None if item.contains_key("role") => {
            let role = str_of(item, "role").ok_or("a message needs a `role`")?;
            let text = content_text(item.get("content").unwrap_or(&Value::Null));
            Ok(Item::Message { role, text })
        }
        Some("function_call") => {
            let arguments = match item.get("arguments") {
                Some(Value::String(s)) => s.clone(),
                Some(Value::Null) | None => String::new(),
                Some(other) => other.to_string(),
            };
            Ok(Item::ToolCall { call_id: call_id(), name: name(), arguments })
        }
        Some("function_call_result" | "function_call_output") => {
            let status = str_of(item, "status").unwrap_or_else(|| "completed".into());
            let output = content_text(item.get("output").unwrap_or(&Value::Null));
            Ok(Item::ToolResult { call_id: call_id(), name: name(), status, output })
        }
        Some("reasoning") => Ok(Item::Reasoning),
        Some(other) => Ok(Item::Other { kind: other.to_string() }),
        None => Err("the item has no `type`".into()),
    }
}

/// Text of a `content` or `output` field: a string, a `{type:"text",text}` object, or an array
/// of parts (`output_text`, `input_text`, `text`, `refusal`).
pub fn content_text(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(parts) => {
            let texts: Vec<String> = parts.iter().map(content_text).filter(|t| !t.is_empty()).collect();
            texts.join("\n")
        }
        Value::Object(part) => ["text", "refusal", "output"]
            .iter()
            .find_map(|k| part.get(*k))
            .map(content_text)
            .unwrap_or_default(),
        Value::Null | Value::Bool(_) | Value::Number(_) => String::new(),
    }
}

/// Remove `<think>…</think>` spans (an unclosed `<think>` runs to the end). Kept on disk;
/// stripped before text reaches a model, a token estimate, or a person's screen.
pub fn strip_think(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("<think>") {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("<think>") {
        out.push_str(&rest[..start]);
        match rest[start..].find("</think>") {
            Some(end) => rest = &rest[start + end + "</think>".len()..],
            None => {
                rest = "";
                break;
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out.trim().to_string())
}

/// Extra `meta` for a new row.
#[derive(Debug, Default, Clone)]
pub struct NewMeta {
    pub hidden: bool,
    pub run_id: Option<String>,
    pub usage: Option<Value>,
    pub trigger: Option<Value>,
    /// A visible error row (see [`Entry::error`]).
    pub error: bool,
}

/// A new envelope-v2 message row.
pub fn message_row(id: &str, created_at: &str, role: &str, text: &str, meta: &NewMeta) -> Value {
    let mut m = Map::new();
    if role == "user" || role == "assistant" {
        m.insert("uiRole".into(), json!(role));
    }
    apply_meta(&mut m, meta);
    json!({
        "v": 2,
        "id": id,
        "createdAt": created_at,
        "item": {"type": "message", "role": role, "content": text},
        "meta": m,
    })
}

/// Wrap a bare item in an envelope (ids and times filled in when missing).
pub fn envelope(id: &str, created_at: &str, item: Value, meta: &NewMeta) -> Value {
    let mut m = Map::new();
    if let Some(role) = item.get("role").and_then(Value::as_str)
        && (role == "user" || role == "assistant")
    {
        m.insert("uiRole".into(), json!(role));
    }
    apply_meta(&mut m, meta);
    json!({"v": 2, "id": id, "createdAt": created_at, "item": item, "meta": m})
}

fn apply_meta(m: &mut Map<String, Value>, meta: &NewMeta) {
    if let Some(run) = &meta.run_id {
        m.insert("runId".into(), json!(run));
    }
    if let Some(usage) = &meta.usage {
        m.insert("usage".into(), usage.clone());
    }
    if meta.hidden {
        m.insert("hidden".into(), json!(true));
    }
    if let Some(trigger) = &meta.trigger {
        m.insert("trigger".into(), trigger.clone());
    }
    if meta.error {
        m.insert("error".into(), json!(true));
    }
}

/// How a row is shown by `session show` (`--json` contract).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownRow {
    pub id: String,
    pub created_at: String,
    /// `message`, `tool_call` or `tool_result`.
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    pub text: String,
}

impl ShownRow {
    pub fn of(entry: &Entry) -> Option<ShownRow> {
        let base = |kind, text: String| ShownRow {
            id: entry.id.clone(),
            created_at: entry.created_at.clone(),
            kind,
            role: None,
            name: None,
            status: None,
            text,
        };
        match &entry.item {
            Item::Message { role, text } => {
                Some(ShownRow { role: Some(role.clone()), ..base("message", strip_think(text).into_owned()) })
            }
            Item::ToolCall { name, arguments, .. } => {
                Some(ShownRow { name: Some(name.clone()), ..base("tool_call", arguments.clone()) })
            }
            Item::ToolResult { name, status, output, .. } => Some(ShownRow {
                name: Some(name.clone()),
                status: Some(status.clone()),
                ..base("tool_result", output.clone())
            }),
            Item::Reasoning | Item::Other { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelope_message_with_array_parts_reads_as_text() {
        let row = br#"{"v":2,"id":"msg_1","createdAt":"t","item":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"a"},{"type":"output_text","text":"b"}]},"meta":{"uiRole":"assistant"}}"#;
        let e = Entry::parse(row).unwrap();
        assert_eq!(e.item, Item::Message { role: "assistant".into(), text: "a\nb".into() });
        assert!(e.is_visible());
    }

    #[test]
    fn tool_rows_accept_every_call_id_spelling_and_object_output() {
        let call = br#"{"id":"evt_1","item":{"type":"function_call","call_id":"c1","name":"x","arguments":{"q":1}}}"#;
        let out = br#"{"id":"evt_2","item":{"type":"function_call_output","tool_call_id":"c1","output":{"type":"text","text":"ok"}}}"#;
        assert_eq!(
            Entry::parse(call).unwrap().item,
            Item::ToolCall { call_id: "c1".into(), name: "x".into(), arguments: "{\"q\":1}".into() }
        );
        let r = Entry::parse(out).unwrap();
        assert_eq!(
            r.item,
            Item::ToolResult {
                call_id: "c1".into(),
                name: String::new(),
                status: "completed".into(),
                output: "ok".into()
            }
        );
        assert!(!r.is_visible());
    }

    #[test]
    fn hidden_and_think_only_messages_are_not_shown() {
        let hidden =
            br#"{"id":"m","item":{"type":"message","role":"user","content":"tick"},"meta":{"hidden":true}}"#;
        assert!(!Entry::parse(hidden).unwrap().is_visible());
        let think =
            br#"{"id":"m","item":{"type":"message","role":"assistant","content":"<think>hmm</think>"}}"#;
        assert!(!Entry::parse(think).unwrap().is_visible());
    }

    #[test]
    fn think_spans_are_stripped_including_an_unclosed_one() {
        assert_eq!(strip_think("a<think>x</think> b"), "a b");
        assert_eq!(strip_think("a <think>never closed"), "a");
        assert_eq!(strip_think("plain"), "plain");
    }

    #[test]
    fn rows_that_are_not_objects_or_lack_a_type_are_damaged() {
        assert!(Entry::parse(b"[1,2]").is_err());
        assert!(Entry::parse(br#"{"id":"x","item":{"foo":1}}"#).is_err());
        assert!(Entry::parse(b"{not json").is_err());
    }
}
