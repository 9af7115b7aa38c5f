//! `session.jsonl` rows (DESIGN §3): reading every variant OkBot and the agent SDKs write,
//! the UI projection, `<think>` stripping, and building new envelope-v2 rows.

use serde_json::{Map, Value, json};

pub mod io;

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
        let time = |key| obj.get(key).and_then(time_of);
        let created_at = time("createdAt").or_else(|| time("created_at")).unwrap_or_default();
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
                    && !message_text(role, text).trim().is_empty()
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
                created_at: super::time_of(&created_at)
                    .or_else(|| super::time_of(&created_at_snake))
                    .unwrap_or_default(),
                hidden: flag("hidden"),
                usage: meta.and_then(|m| m.get("usage")).filter(|u| u.is_object()).cloned(),
                error: flag("error"),
                item: parsed,
            })
        }
    }
}

/// A row's `createdAt` (or `created_at`) as [`Entry::created_at`] holds it: a string as it is
/// written, a number (the epoch milliseconds some versions of the OkBot app write, or seconds)
/// as RFC 3339; `None` for anything else.
fn time_of(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => epoch_time(n).map(crate::clock::stamp),
        _ => None,
    }
}

/// The time of a row as every command shows it: its `createdAt` when that reads as a time
/// (RFC 3339, or epoch milliseconds turned into it), `None` when it is missing or is not one
/// (`null` in `--json`, "time unknown" in text).
pub fn known_time(created_at: &str) -> Option<String> {
    crate::clock::parse_stamp(created_at).is_some().then(|| created_at.to_string())
}

/// The time a row shows in text: `2026-11-29 23:00`, or `time unknown` (see [`known_time`]).
pub fn human_time(created_at: Option<&str>) -> String {
    created_at
        .and_then(crate::clock::parse_stamp)
        .map_or_else(|| "time unknown".to_string(), crate::clock::human)
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

/// The text of a message as it is shown, sent and counted: `<think>` spans removed
/// ([`strip_think`]), and in an assistant's reply also the reasoning before a `</think>` that no
/// `<think>` opened (a model whose opening tag was in the prompt). Other roles keep a lone
/// `</think>`: a person may write one.
pub fn message_text<'a>(role: &str, text: &'a str) -> std::borrow::Cow<'a, str> {
    let text = match (role, text.find("</think>"), text.find("<think>")) {
        ("assistant", Some(close), open) if open.is_none_or(|o| o > close) => {
            text[close + "</think>".len()..].trim_start()
        }
        _ => text,
    };
    strip_think(text)
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
    /// `meta.speakerBotId`: who said it in a squad (a member's bot id, or `__captain__`).
    pub speaker: Option<String>,
}

/// Id prefixes of a squad's exchange rows: the captain's "ask" and the member's "reply".
/// They are for people (the OkBot app shows them); the captain's model reads the same
/// exchange as its `ask_*` tool call and result, so [`is_exchange`] rows are not sent.
pub const EXCHANGE_PREFIXES: [&str; 2] = ["ask", "reply"];

/// Whether a row id is a squad exchange row's (see [`EXCHANGE_PREFIXES`]).
pub fn is_exchange(id: &str) -> bool {
    EXCHANGE_PREFIXES.iter().any(|p| id.strip_prefix(p).is_some_and(|rest| rest.starts_with('_')))
}

/// `meta.speakerBotId` of a raw row, when it has one.
pub fn speaker_of(line: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Row {
        meta: Option<Meta>,
    }
    #[derive(serde::Deserialize)]
    struct Meta {
        #[serde(rename = "speakerBotId")]
        speaker: Option<Value>,
    }
    let row: Row = serde_json::from_slice(line).ok()?;
    row.meta?.speaker?.as_str().filter(|s| !s.is_empty()).map(str::to_string)
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
    if let Some(speaker) = &meta.speaker {
        m.insert("speakerBotId".into(), json!(speaker));
    }
}

/// Roles a message item may have (the agent SDK's message roles).
const MESSAGE_ROLES: [&str; 4] = ["user", "assistant", "system", "developer"];

/// Every spelling of a tool call id rows come with; stored as `callId` (the SDK's key).
const CALL_ID_KEYS: [&str; 4] = ["callId", "call_id", "tool_call_id", "toolCallId"];

/// Turn one `session append` input row into the envelope-v2 row the OkBot app keeps when it
/// rewrites session.jsonl: `v` 2, a string `id` (filled when missing), an RFC 3339 string
/// `createdAt` (filled; an epoch number is converted), an `item` object, a `meta` object with
/// `uiRole` for user/assistant messages; tool rows carry `callId` and string `arguments`.
/// A bare item (no `item` key) becomes the item of a new envelope. `Err` says why a row
/// cannot be normalised. Returns the row and whether its id was given (not generated).
pub fn normalize_row(
    value: Value,
    new_id: &mut dyn FnMut(&str) -> String,
    now: &str,
    meta: &NewMeta,
) -> Result<(Value, bool), String> {
    let Value::Object(mut obj) = value else {
        return Err("a row must be a JSON object".into());
    };
    if !obj.contains_key("item") {
        if let Some(v) = obj.get("v") {
            return Err(match v.as_f64() == Some(2.0) || v.as_str() == Some("2") {
                true => "an envelope needs an `item` object".into(),
                false => format!("`v` is {v}; only version-2 envelopes can be stored"),
            });
        }
        let item = normalize_item(obj)?;
        let id = new_id(id_prefix(&item));
        return Ok((envelope(&id, now, Value::Object(item), meta), false));
    }
    match obj.shift_remove("v") {
        None => {}
        Some(v) if v.as_f64() == Some(2.0) || v.as_str() == Some("2") => {}
        Some(v) => return Err(format!("`v` is {v}; only version-2 envelopes can be stored")),
    }
    let (id, given) = match obj.shift_remove("id") {
        None | Some(Value::Null) => (None, false),
        Some(Value::String(s)) if s.is_empty() => (None, false),
        Some(Value::String(s)) if s.chars().any(char::is_control) || s.trim() != s => {
            return Err(format!("the id {s:?} has spaces at its ends or control characters"));
        }
        Some(Value::String(s)) => (Some(s), true),
        Some(other) => return Err(format!("`id` must be a string, not {}", json_kind(&other))),
    };
    let created = match obj.shift_remove("createdAt").filter(|v| !v.is_null()) {
        Some(v) => Some(v),
        None => obj.shift_remove("created_at").filter(|v| !v.is_null()),
    };
    let created_at = match created {
        None => now.to_string(),
        Some(Value::String(s)) => match crate::clock::parse_stamp(&s) {
            Some(_) => s,
            None => return Err(format!("`createdAt` {s:?} is not a date and time (RFC 3339)")),
        },
        Some(Value::Number(n)) => epoch_stamp(&n)?,
        Some(other) => {
            return Err(format!("`createdAt` must be a date and time string, not {}", json_kind(&other)));
        }
    };
    let item = match obj.shift_remove("item") {
        Some(Value::Object(item)) => normalize_item(item)?,
        _ => return Err("`item` must be an object".into()),
    };
    let mut m = match obj.shift_remove("meta") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(m)) => m,
        Some(other) => return Err(format!("`meta` must be an object, not {}", json_kind(&other))),
    };
    match m.get("uiRole") {
        None => {
            if let Some(role) = ui_role(&item) {
                m.insert("uiRole".into(), json!(role));
            }
        }
        Some(Value::String(r)) if r == "user" || r == "assistant" => {}
        Some(other) => return Err(format!("`meta.uiRole` must be \"user\" or \"assistant\", not {other}")),
    }
    apply_meta(&mut m, meta);
    let id = id.unwrap_or_else(|| new_id(id_prefix(&item)));
    let mut row = Map::new();
    row.insert("v".into(), json!(2));
    row.insert("id".into(), json!(id));
    row.insert("createdAt".into(), json!(created_at));
    row.insert("item".into(), Value::Object(item));
    row.insert("meta".into(), Value::Object(m));
    row.extend(obj);
    Ok((Value::Object(row), given))
}

/// `msg` for message rows, `evt` for everything else (as the app names them).
fn id_prefix(item: &Map<String, Value>) -> &'static str {
    if item.get("type").and_then(Value::as_str) == Some("message") { "msg" } else { "evt" }
}

fn ui_role(item: &Map<String, Value>) -> Option<&str> {
    let role = item.get("role").and_then(Value::as_str)?;
    (item.get("type").and_then(Value::as_str) == Some("message") && (role == "user" || role == "assistant"))
        .then_some(role)
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// An epoch number as a stamp: milliseconds (what JavaScript's `Date.now()` gives) from
/// 10^11 up, seconds below.
fn epoch_stamp(n: &serde_json::Number) -> Result<String, String> {
    let t = epoch_time(n).ok_or_else(|| format!("`createdAt` {n} is not a time okbot can read"))?;
    Ok(crate::clock::stamp(t))
}

/// A number of epoch milliseconds (seconds when below 10^11, i.e. before 1973 as milliseconds)
/// as a time; `None` when negative or out of range.
fn epoch_time(n: &serde_json::Number) -> Option<chrono::DateTime<chrono::Utc>> {
    let x = n.as_f64().filter(|x| x.is_finite() && *x >= 0.0)?;
    let millis = if x >= 1e11 { x } else { x * 1000.0 };
    chrono::DateTime::from_timestamp_millis(millis.round() as i64)
}

/// The item part of [`normalize_row`].
fn normalize_item(mut item: Map<String, Value>) -> Result<Map<String, Value>, String> {
    let kind = match item.get("type") {
        None if item.contains_key("role") => {
            // An untyped message: the SDK wants `type` (first, as it writes it).
            let mut typed = Map::new();
            typed.insert("type".into(), json!("message"));
            typed.extend(std::mem::take(&mut item));
            item = typed;
            "message".to_string()
        }
        None => return Err("the item has no `type`".into()),
        Some(Value::String(t)) => t.clone(),
        Some(other) => return Err(format!("the item's `type` must be a string, not {}", json_kind(other))),
    };
    match kind.as_str() {
        "message" => {
            match item.get("role") {
                Some(Value::String(r)) if MESSAGE_ROLES.contains(&r.as_str()) => {}
                Some(Value::String(r)) => {
                    return Err(format!(
                        "a message's role must be user, assistant, system or developer, not {r:?}"
                    ));
                }
                _ => return Err("a message needs a `role`".into()),
            }
            match item.get_mut("content") {
                Some(Value::String(_) | Value::Array(_)) => {}
                Some(part @ Value::Object(_)) => *part = Value::Array(vec![part.take()]),
                _ => return Err("a message needs `content`: text or an array of parts".into()),
            }
        }
        "function_call" => {
            item = with_call_id(item, "a tool call")?;
            if item.get("name").and_then(Value::as_str).is_none_or(str::is_empty) {
                return Err("a tool call needs a `name`".into());
            }
            let arguments = match item.get("arguments") {
                None | Some(Value::Null) => "{}".to_string(),
                Some(Value::String(s)) => s.clone(),
                Some(v @ (Value::Object(_) | Value::Array(_))) => v.to_string(),
                Some(other) => {
                    return Err(format!(
                        "`arguments` must be a JSON string or object, not {}",
                        json_kind(other)
                    ));
                }
            };
            item.insert("arguments".into(), json!(arguments));
        }
        "function_call_result" | "function_call_output" => {
            item = with_call_id(item, "a tool result")?;
            if item.get("output").is_none_or(Value::is_null) {
                return Err("a tool result needs an `output`".into());
            }
        }
        _ => {}
    }
    Ok(item)
}

/// The call id under the SDK's key `callId` (the first spelling of [`CALL_ID_KEYS`] that has
/// one), in the place of the first spelling in the item; the other spellings are dropped.
fn with_call_id(item: Map<String, Value>, what: &str) -> Result<Map<String, Value>, String> {
    let id = match CALL_ID_KEYS.iter().find_map(|k| item.get(*k).filter(|v| !v.is_null())) {
        Some(Value::String(s)) if !s.is_empty() => s.clone(),
        Some(other) if !other.is_string() => {
            return Err(format!("{what}'s call id must be a string, not {}", json_kind(other)));
        }
        _ => return Err(format!("{what} needs a `callId`")),
    };
    let mut id = Some(id);
    let mut out = Map::new();
    for (key, value) in item {
        if !CALL_ID_KEYS.contains(&key.as_str()) {
            out.insert(key, value);
        } else if let Some(id) = id.take() {
            out.insert("callId".into(), Value::String(id));
        }
    }
    Ok(out)
}

/// Why the OkBot app would delete this row when it rewrites session.jsonl (it keeps only
/// version-2 envelopes, and converts old-style messages); `None` when it keeps it.
pub fn app_drop_reason(row: &Value) -> Option<String> {
    let Some(obj) = row.as_object() else {
        return Some("it is not a JSON object".into());
    };
    if !obj.contains_key("v") && !obj.contains_key("item") {
        // A version-1 message (`{id, role, content, createdAt}`): the app converts it.
        let legacy =
            obj.get("id").is_some_and(Value::is_string) && obj.get("role").is_some_and(Value::is_string);
        return (!legacy).then(|| "it is not a version-2 envelope (`v`, `id`, `createdAt`, `item`)".into());
    }
    match obj.get("v") {
        Some(v) if v.as_f64() == Some(2.0) => {}
        Some(v) => return Some(format!("`v` is {v}, not 2")),
        None => return Some("`v` is missing".into()),
    }
    if !obj.get("id").is_some_and(Value::is_string) {
        return Some("`id` is missing or not a string".into());
    }
    if !obj.get("createdAt").is_some_and(Value::is_string) {
        return Some("`createdAt` is missing or not a string".into());
    }
    if !obj.get("item").is_some_and(Value::is_object) {
        return Some("`item` is missing or not an object".into());
    }
    None
}

crate::output::json_doc! {
    /// How a row is shown by `session show` (`--json` contract).
    #[derive(Debug, Clone)]
    pub struct ShownRow {
        "id" id: String = "string", "the row's id";
        "createdAt" created_at: Option<String> = "string or null",
            "when it was written (RFC 3339; null when the row has no time or one that is not a time)";
        "kind" kind: &'static str = "string", "message, tool_call or tool_result";
        #[serde(skip_serializing_if = "Option::is_none")]
        "role" role: Option<String> = "string, messages only", "user or assistant";
        #[serde(skip_serializing_if = "Option::is_none")]
        "name" name: Option<String> = "string, tool rows only", "the tool's name";
        #[serde(skip_serializing_if = "Option::is_none")]
        "status" status: Option<String> = "string, tool results only", "how the call ended (completed, failed, …)";
        "text" text: String = "string", "the text shown (a call's arguments, a result's output)";
        #[serde(skip_serializing_if = "Option::is_none")]
        "speaker" speaker: Option<String> = "string, squad rows only",
            "who said it in a squad: `__captain__` or the member's assistant id (`meta.speakerBotId`)";
    }
}

impl ShownRow {
    pub fn of(entry: &Entry) -> Option<ShownRow> {
        let base = |kind, text: String| ShownRow {
            id: entry.id.clone(),
            created_at: known_time(&entry.created_at),
            kind,
            role: None,
            name: None,
            status: None,
            text,
            speaker: None,
        };
        match &entry.item {
            Item::Message { role, text } => Some(ShownRow {
                role: Some(role.clone()),
                ..base("message", message_text(role, text).into_owned())
            }),
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

    fn normalized(row: Value) -> Result<(Value, bool), String> {
        let mut n = 0;
        let mut new_id = |prefix: &str| {
            n += 1;
            format!("{prefix}_{n}")
        };
        normalize_row(row, &mut new_id, "2026-01-01T00:00:00.000Z", &NewMeta::default())
    }

    #[test]
    fn normalised_rows_are_envelopes_the_app_keeps_and_okbot_reads_the_same() {
        let rows = [
            json!({"type": "message", "role": "user", "content": "bare"}),
            json!({"v": 2.0, "id": "m", "createdAt": 0, "item": {"role": "assistant", "content": "x"}}),
            json!({"item": {"type": "function_call", "call_id": "c", "name": "n", "arguments": [1]}}),
            json!({"item": {"type": "reasoning", "summary": []}, "extra": true}),
        ];
        for row in rows {
            let (out, _) = normalized(row.clone()).unwrap();
            assert_eq!(app_drop_reason(&out), None, "{out}");
            let before = Entry::from_value(&row).unwrap();
            let after = Entry::from_value(&out).unwrap();
            assert_eq!(before.item, after.item, "the row means the same to okbot: {out}");
        }
        let (out, given) = normalized(
            json!({"v": 2.0, "id": "m", "createdAt": 0, "item": {"role": "user", "content": "x"}}),
        )
        .unwrap();
        assert!(given);
        assert_eq!(out["v"], json!(2));
        assert_eq!(out["createdAt"], json!("1970-01-01T00:00:00.000Z"));
        assert_eq!(out["item"]["type"], json!("message"));
        let (out, given) =
            normalized(json!({"type": "function_call_result", "toolCallId": "c", "output": "o"})).unwrap();
        assert!(!given);
        assert_eq!(out["id"], json!("evt_1"));
        assert_eq!(out["item"], json!({"type": "function_call_result", "callId": "c", "output": "o"}));
    }

    #[test]
    fn the_app_keeps_v2_envelopes_and_old_style_messages_only() {
        let ok = json!({"v": 2, "id": "a", "createdAt": "t", "item": {}});
        assert_eq!(app_drop_reason(&ok), None);
        assert_eq!(app_drop_reason(&json!({"id": "a", "role": "user", "content": "x"})), None);
        for bad in [
            json!({"v": 3, "id": "a", "createdAt": "t", "item": {}}),
            json!({"v": "2", "id": "a", "createdAt": "t", "item": {}}),
            json!({"v": 2, "id": 1, "createdAt": "t", "item": {}}),
            json!({"v": 2, "id": "a", "createdAt": 5, "item": {}}),
            json!({"v": 2, "id": "a", "createdAt": "t", "item": null}),
            json!({"id": "a", "createdAt": "t", "item": {}}),
            json!({"type": "function_call", "callId": "c"}),
            json!([1]),
        ] {
            assert!(app_drop_reason(&bad).is_some(), "{bad}");
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
        assert_eq!(message_text("assistant", "reasoning only closed</think>\n\nThe answer."), "The answer.");
        assert_eq!(message_text("assistant", "x</think> a <think>y</think> b"), "a  b");
        assert_eq!(message_text("user", "why is </think> in the output?"), "why is </think> in the output?");
        assert_eq!(strip_think("x</think> y"), "x</think> y", "a lone close tag is a reply's matter");
        assert_eq!(
            strip_think("<think>x</think>a</think>b"),
            "a</think>b",
            "a closed span first: kept as is"
        );
    }

    #[test]
    fn rows_that_are_not_objects_or_lack_a_type_are_damaged() {
        assert!(Entry::parse(b"[1,2]").is_err());
        assert!(Entry::parse(br#"{"id":"x","item":{"foo":1}}"#).is_err());
        assert!(Entry::parse(b"{not json").is_err());
    }
}
