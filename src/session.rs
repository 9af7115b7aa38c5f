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
        // Fast path: typed fields, no maps built for the envelope and the item. Anything it is
        // unsure about goes through the general reader, which decides (and words the errors).
        if let Ok(raw) = serde_json::from_slice::<fast::Row>(line)
            && let Some(entry) = raw.into_entry()
        {
            return Ok(entry);
        }
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

/// The typed reader behind [`Entry::parse`]. It gives the same entry as [`Entry::from_value`]
/// for every row it accepts (a test compares them) and declines (`None`) the odd shapes.
mod fast {
    use serde::Deserialize;
    use serde_json::Value;

    use super::{Entry, Item, content_text};

    #[derive(Deserialize)]
    pub struct Row {
        #[serde(default)]
        id: Value,
        #[serde(default, rename = "createdAt")]
        created_at: Value,
        #[serde(default, rename = "created_at")]
        created_at_snake: Value,
        /// Absent → a bare SDK item; `null` or a non-object fails the typed read.
        #[serde(default, deserialize_with = "present")]
        item: Option<Fields>,
        #[serde(default)]
        meta: Option<Value>,
        #[serde(flatten)]
        bare: Fields,
    }

    fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Fields>, D::Error> {
        Fields::deserialize(d).map(Some)
    }

    #[derive(Deserialize, Default)]
    pub struct Fields {
        #[serde(default, rename = "type")]
        kind: Option<Value>,
        #[serde(default)]
        id: Value,
        #[serde(default)]
        role: Option<Value>,
        #[serde(default)]
        content: Value,
        #[serde(default, rename = "callId")]
        call_id: Value,
        #[serde(default, rename = "call_id")]
        call_id_snake: Value,
        #[serde(default)]
        tool_call_id: Value,
        #[serde(default, rename = "toolCallId")]
        tool_call_id_camel: Value,
        #[serde(default)]
        name: Value,
        #[serde(default)]
        arguments: Value,
        #[serde(default)]
        status: Value,
        #[serde(default)]
        output: Value,
    }

    fn text(v: &Value) -> Option<String> {
        v.as_str().map(str::to_string)
    }

    impl Row {
        pub fn into_entry(self) -> Option<Entry> {
            let Row { id, created_at, created_at_snake, item, meta, bare } = self;
            let item = item.unwrap_or(bare);
            let kind = match &item.kind {
                None => None,
                Some(Value::String(k)) => Some(k.as_str()),
                // `type: null` or a number: leave it to the general reader.
                Some(_) => return None,
            };
            let call_id = || {
                [&item.call_id, &item.call_id_snake, &item.tool_call_id, &item.tool_call_id_camel]
                    .into_iter()
                    .find_map(text)
                    .unwrap_or_default()
            };
            let parsed = match kind {
                Some("message") | None if item.role.is_some() => {
                    // `role: null` or not a string: the general reader words the error.
                    let role = text(item.role.as_ref()?)?;
                    Item::Message { role, text: content_text(&item.content) }
                }
                Some("function_call") => {
                    let arguments = match &item.arguments {
                        Value::String(s) => s.clone(),
                        Value::Null => String::new(),
                        other => other.to_string(),
                    };
                    Item::ToolCall {
                        call_id: call_id(),
                        name: text(&item.name).unwrap_or_default(),
                        arguments,
                    }
                }
                Some("function_call_result" | "function_call_output") => Item::ToolResult {
                    call_id: call_id(),
                    name: text(&item.name).unwrap_or_default(),
                    status: text(&item.status).unwrap_or_else(|| "completed".into()),
                    output: content_text(&item.output),
                },
                Some("reasoning") => Item::Reasoning,
                // A `message` whose role key may be `null` (absent and null read the same here).
                Some("message") => return None,
                Some(other) => Item::Other { kind: other.to_string() },
                None => return None,
            };
            let meta = meta.as_ref().and_then(Value::as_object);
            let flag = |key: &str| meta.and_then(|m| m.get(key)).and_then(Value::as_bool).unwrap_or(false);
            Some(Entry {
                id: text(&id).or_else(|| text(&item.id)).unwrap_or_default(),
                created_at: text(&created_at).or_else(|| text(&created_at_snake)).unwrap_or_default(),
                hidden: flag("hidden"),
                usage: meta.and_then(|m| m.get("usage")).filter(|u| u.is_object()).cloned(),
                error: flag("error"),
                item: parsed,
            })
        }
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

    /// The typed fast path and the general reader agree on every shape (or the fast path
    /// declines and the general reader decides).
    #[test]
    fn the_fast_reader_agrees_with_the_general_reader() {
        let mut lines: Vec<String> = [
            r#"{"v":2,"id":"msg_1","createdAt":"t","item":{"type":"message","role":"user","content":"hi"},"meta":{"uiRole":"user","runId":"run_1"}}"#,
            r#"{"v":2,"id":"msg_2","createdAt":"t","item":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"a"},{"type":"refusal","refusal":"b"}]},"meta":{"usage":{"input":1,"output":2,"cache":0}}}"#,
            r#"{"v":2,"id":"msg_3","item":{"type":"message","role":"user","content":"x"},"meta":{"hidden":true,"trigger":{"kind":"schedule"}}}"#,
            r#"{"v":2,"id":"msg_4","item":{"type":"message","role":"assistant","content":"boom"},"meta":{"error":true,"usage":"not an object"}}"#,
            r#"{"v":2,"id":"msg_5","item":{"type":"message","role":"user","content":"x"},"meta":"odd"}"#,
            r#"{"v":2,"id":"msg_6","item":{"type":"message","role":null,"content":"x"}}"#,
            r#"{"v":2,"id":"msg_7","item":{"type":"message","content":"no role"}}"#,
            r#"{"v":2,"id":"msg_8","item":{"role":"user","content":"no type"}}"#,
            r#"{"v":2,"id":7,"created_at":"snake","item":{"id":"inner","type":"message","role":"user","content":{"type":"text","text":"obj"}}}"#,
            r#"{"v":2,"id":"evt_1","item":{"type":"function_call","callId":"c1","name":"read_skill","arguments":"{\"slug\":\"x\"}"}}"#,
            r#"{"v":2,"id":"evt_2","item":{"type":"function_call","call_id":"c2","name":"n","arguments":{"a":1}}}"#,
            r#"{"v":2,"id":"evt_3","item":{"type":"function_call","tool_call_id":"c3","name":"n","arguments":null}}"#,
            r#"{"v":2,"id":"evt_4","item":{"type":"function_call_result","toolCallId":"c4","name":"n","status":"failed","output":"bad"}}"#,
            r#"{"v":2,"id":"evt_5","item":{"type":"function_call_output","call_id":"c5","output":{"type":"text","text":"ok"}}}"#,
            r#"{"v":2,"id":"evt_6","item":{"type":"reasoning","summary":[]}}"#,
            r#"{"v":2,"id":"evt_7","item":{"type":"web_search_call"}}"#,
            r#"{"v":2,"id":"evt_8","item":{"type":null,"role":"user"}}"#,
            r#"{"v":2,"id":"evt_9","item":{"type":3}}"#,
            r#"{"v":2,"id":"x","item":null}"#,
            r#"{"v":2,"id":"x","item":"text"}"#,
            r#"{"v":2,"id":"x","item":{"type":"message","role":"user","content":"a"},"id":"dup"}"#,
            r#"{"type":"message","role":"user","content":"bare","id":"bare_1"}"#,
            r#"{"type":"function_call_output","call_id":"c","output":"bare result"}"#,
            r#"{"foo":1}"#,
            r#"[1,2]"#,
            r#""just a string""#,
            r#"{"v":2,"id":"msg_9","item":{"type":"message","role":"assistant","content":"<think>hidden</think>shown"}}"#,
        ]
        .iter()
        .map(|l| l.to_string())
        .collect();
        let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/okbot-root");
        for file in ["bot_20261101_001/session.jsonl", "squad_20261102_001/session.jsonl"] {
            let text = std::fs::read_to_string(format!("{fixtures}/{file}")).unwrap();
            lines.extend(text.lines().map(str::to_string));
        }
        // The common shapes do take the fast path.
        for line in &lines[..4] {
            let raw: fast::Row = serde_json::from_str(line).unwrap();
            assert!(raw.into_entry().is_some(), "{line}");
        }
        for line in &lines {
            let general = serde_json::from_slice::<Value>(line.as_bytes())
                .map_err(|e| e.to_string())
                .and_then(|v| Entry::from_value(&v));
            assert_eq!(Entry::parse(line.as_bytes()), general, "{line}");
        }
    }

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
