//! `settings.json` (DESIGN §8): the known keys with their defaults and clamps, normalisation on
//! read (unknown keys kept), dotted-key get/set, and the typed view the rest of okbot uses.

use anyhow::Result;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::error::Failure;

/// A known scalar setting.
pub struct Key {
    pub path: &'static str,
    pub kind: Kind,
    pub help: &'static str,
}

#[derive(Clone, Copy)]
pub enum Kind {
    Float {
        default: f64,
        min: f64,
        max: f64,
    },
    Int {
        default: i64,
        min: i64,
        max: i64,
    },
    Bool {
        default: bool,
    },
    Text {
        default: &'static str,
    },
    /// An IANA time zone name, or null for the host's zone.
    Zone,
}

const fn float(path: &'static str, default: f64, min: f64, max: f64, help: &'static str) -> Key {
    Key { path, kind: Kind::Float { default, min, max }, help }
}
const fn int(path: &'static str, default: i64, min: i64, max: i64, help: &'static str) -> Key {
    Key { path, kind: Kind::Int { default, min, max }, help }
}

/// Every scalar setting okbot reads. `tools.<name>` and `model` are structured (see below).
pub const KEYS: &[Key] = &[
    float(
        "contextCompression.ratio",
        0.6,
        0.5,
        0.95,
        "compress when the request reaches this share of the window",
    ),
    int(
        "contextCompression.keepRecentMin",
        8,
        0,
        100,
        "recent messages kept verbatim unless the window forces fewer",
    ),
    int("contextCompression.keepRecentMax", 12, 1, 200, "recent messages kept verbatim at most"),
    int("contextCompression.summaryMaxChars", 2000, 100, 8000, "longest summary, in characters"),
    int(
        "contextCompression.maxFoldChars",
        480_000,
        1_000,
        100_000_000,
        "characters one compression summarises at most; older ones are covered with a note (okbot extra)",
    ),
    Key {
        path: "contextCompression.autoTopicCompress",
        kind: Kind::Bool { default: true },
        help: "fold the buffer when a new topic starts",
    },
    Key {
        path: "contextCompression.instructions",
        kind: Kind::Text { default: "" },
        help: "extra summarizer instructions for automatic compressions",
    },
    int("memory.promptMaxEntries", 40, 1, 500, "memories in a prompt at most"),
    int("memory.promptMaxChars", 4000, 200, 50000, "characters of memory in a prompt at most"),
    int("memory.recallMaxEntries", 16, 0, 200, "memories recalled per request at most"),
    int("memory.promoteHits", 2, 1, 100, "hits that make a candidate durable"),
    int(
        "memory.demoteAfterDays",
        30,
        1,
        3650,
        "days without hits before a durable memory goes back to candidate",
    ),
    int("memory.candidateTtlDays", 60, 1, 3650, "days a candidate lives without being promoted"),
    int("memory.recentMessageLimit", 20, 1, 500, "recent messages used for recall"),
    int("maintenance.memoryEveryTurns", 2, 1, 1000, "turns between memory extractions"),
    int("maintenance.memoryEveryUserChars", 400, 1, 1_000_000, "user characters between memory extractions"),
    int("maintenance.agentsEveryTurns", 5, 1, 1000, "turns between SOUL.md updates"),
    int("maintenance.agentsEveryUserChars", 1200, 1, 1_000_000, "user characters between SOUL.md updates"),
    int("maintenance.skillsEveryTurns", 5, 1, 1000, "turns between skill updates"),
    int("maintenance.skillsEveryUserChars", 1200, 1, 1_000_000, "user characters between skill updates"),
    Key {
        path: "pruning.enabled",
        kind: Kind::Bool { default: false },
        help: "cut old tool results in requests (never on disk)",
    },
    int("pruning.keepToolResults", 3, 0, 1000, "recent tool results kept whole"),
    int("pruning.maxChars", 2000, 100, 1_000_000, "characters kept of an older tool result"),
    int("tasks.maxAutoContinue", 5, 0, 50, "silent continuations per invocation"),
    Key { path: "timezone", kind: Kind::Zone, help: "IANA zone for schedules; null = the host's zone" },
    Key {
        path: "instructions.assistantRoleTemplate",
        kind: Kind::Text { default: "You are {name}, a personal assistant." },
        help: "first line of every prompt; {name} is the assistant's name",
    },
    int("maxTurns", 50, 1, 1000, "model calls per chat turn at most"),
    int("maxToolCalls", 100, 1, 10_000, "tool calls per chat turn at most; later calls are refused"),
    int("model.maxRetries", 3, 0, 10, "retries of a model call after 429, 5xx or a timeout"),
    int(
        "model.retryBaseMs",
        500,
        0,
        60_000,
        "first retry delay in milliseconds (doubles each time) unless Retry-After says",
    ),
    int("model.timeoutSecs", 120, 1, 3600, "longest wait for one model call, in seconds"),
];

/// Built-in tools and their default approval (DESIGN §7.2).
pub const TOOLS: &[&str] = &[
    "read_skill",
    "search_history",
    "manage_memory",
    "manage_task_progress",
    "manage_schedule",
    "manage_note",
];

/// The settings document `okbot init` writes: every default, nothing configured.
pub fn default_document() -> Value {
    normalize(&Value::Object(Map::new())).0
}

/// Fill defaults, clamp ranges, fix types; unknown keys stay where they are. Returns the
/// normalised document and one note per value that was changed.
pub fn normalize(raw: &Value) -> (Value, Vec<String>) {
    let mut doc = match raw {
        Value::Object(_) => raw.clone(),
        _ => Value::Object(Map::new()),
    };
    let mut notes = Vec::new();
    for key in KEYS {
        let current = lookup(&doc, key.path).cloned();
        let (value, note) = normalize_value(key, current.as_ref());
        if let Some(note) = note {
            notes.push(note);
        }
        put(&mut doc, key.path, value);
    }
    let min = lookup(&doc, "contextCompression.keepRecentMin").and_then(Value::as_i64).unwrap_or(8);
    let max = lookup(&doc, "contextCompression.keepRecentMax").and_then(Value::as_i64).unwrap_or(12);
    if max < min {
        notes.push(format!("contextCompression.keepRecentMax {max} raised to keepRecentMin {min}"));
        put(&mut doc, "contextCompression.keepRecentMax", json!(min));
    }
    normalize_model(&mut doc);
    normalize_tools(&mut doc, &mut notes);
    (doc, notes)
}

fn normalize_value(key: &Key, current: Option<&Value>) -> (Value, Option<String>) {
    let path = key.path;
    let wrong = |v: &Value, default: Value| {
        (default.clone(), Some(format!("{path} has the wrong type ({v}); using {default}")))
    };
    match (key.kind, current) {
        (Kind::Float { default, .. }, None | Some(Value::Null)) => (json!(default), None),
        (Kind::Float { default, min, max }, Some(v)) => match v.as_f64() {
            Some(x) if x < min || x > max => {
                let c = x.clamp(min, max);
                (json!(c), Some(format!("{path} {x} is outside {min}–{max}; using {c}")))
            }
            Some(x) => (json!(x), None),
            None => wrong(v, json!(default)),
        },
        (Kind::Int { default, .. }, None | Some(Value::Null)) => (json!(default), None),
        (Kind::Int { default, min, max }, Some(v)) => {
            match v.as_i64().or_else(|| v.as_f64().map(|f| f.round() as i64)) {
                Some(x) if x < min || x > max => {
                    let c = x.clamp(min, max);
                    (json!(c), Some(format!("{path} {x} is outside {min}–{max}; using {c}")))
                }
                Some(x) => (json!(x), None),
                None => wrong(v, json!(default)),
            }
        }
        (Kind::Bool { default }, None | Some(Value::Null)) => (json!(default), None),
        (Kind::Bool { default }, Some(v)) => match v.as_bool() {
            Some(b) => (json!(b), None),
            None => wrong(v, json!(default)),
        },
        (Kind::Text { default }, None | Some(Value::Null)) => (json!(default), None),
        (Kind::Text { default }, Some(v)) => match v.as_str() {
            Some(_) => (v.clone(), None),
            None => wrong(v, json!(default)),
        },
        (Kind::Zone, None | Some(Value::Null)) => (Value::Null, None),
        (Kind::Zone, Some(v)) => match v.as_str() {
            Some("") => (Value::Null, None),
            Some(zone) if zone.parse::<chrono_tz::Tz>().is_ok() => (v.clone(), None),
            _ => (Value::Null, Some(format!("{path} {v} is not an IANA time zone; using the host's zone"))),
        },
    }
}

fn normalize_model(doc: &mut Value) {
    let model = entry_object(doc, "model");
    if !model.get("providers").is_some_and(Value::is_array) {
        model.insert("providers".into(), json!([]));
    }
    for key in ["defaultProviderId", "defaultModelId"] {
        if !model.get(key).is_some_and(Value::is_string) {
            model.insert(key.into(), json!(""));
        }
    }
}

fn normalize_tools(doc: &mut Value, notes: &mut Vec<String>) {
    let tools = entry_object(doc, "tools");
    for name in TOOLS {
        let tool = tools.entry(name.to_string()).or_insert_with(|| json!({}));
        if !tool.is_object() {
            notes.push(format!("tools.{name} is not an object; using the defaults"));
            *tool = json!({});
        }
        let tool = tool.as_object_mut().expect("made an object above");
        if !tool.get("enabled").is_some_and(Value::is_boolean) {
            tool.insert("enabled".into(), json!(true));
        }
        match tool.get("approval").and_then(Value::as_str) {
            Some("allow" | "ask") => {}
            other => {
                if let Some(bad) = other {
                    notes.push(format!("tools.{name}.approval `{bad}` is not allow or ask; using allow"));
                }
                tool.insert("approval".into(), json!("allow"));
            }
        }
    }
}

fn entry_object<'a>(doc: &'a mut Value, key: &str) -> &'a mut Map<String, Value> {
    let map = doc.as_object_mut().expect("the settings document is an object");
    let slot = map.entry(key.to_string()).or_insert_with(|| json!({}));
    if !slot.is_object() {
        *slot = json!({});
    }
    slot.as_object_mut().expect("made an object above")
}

/// The value at a dotted path (`contextCompression.ratio`, `model.providers.0.id`).
pub fn lookup<'a>(doc: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(doc, |node, part| match node {
        Value::Object(map) => map.get(part),
        Value::Array(items) => part.parse::<usize>().ok().and_then(|i| items.get(i)),
        _ => None,
    })
}

/// Set the value at a dotted path, creating objects on the way. Array indexes must exist.
fn put(doc: &mut Value, path: &str, value: Value) -> bool {
    let mut node = doc;
    let parts: Vec<&str> = path.split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        node = match node {
            Value::Object(map) => {
                if last {
                    map.insert(part.to_string(), value);
                    return true;
                }
                let child = map.entry(part.to_string()).or_insert_with(|| json!({}));
                if !(child.is_object() || child.is_array()) {
                    *child = json!({});
                }
                child
            }
            Value::Array(items) => {
                let Some(slot) = part.parse::<usize>().ok().and_then(|i| items.get_mut(i)) else {
                    return false;
                };
                if last {
                    *slot = value;
                    return true;
                }
                slot
            }
            _ => return false,
        };
    }
    false
}

/// Apply `okbot settings set KEY VALUE` to the raw document. Known keys are typed and clamped;
/// `tools.<name>.*` and `model.*` take JSON or text. Returns notes about clamping.
pub fn set(raw: &mut Value, key: &str, text: &str) -> Result<Vec<String>> {
    if !raw.is_object() {
        *raw = Value::Object(Map::new());
    }
    let value = if let Some(spec) = KEYS.iter().find(|k| k.path == key) {
        parse_for(spec, text)?
    } else if is_structured(key) {
        serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
    } else {
        return Err(unknown_key(key));
    };
    if !put(raw, key, value) {
        return Err(Failure::usage(format!("cannot set `{key}`: its parent is a list without that index"))
            .hint("`okbot settings show` prints the current document")
            .into());
    }
    let (normalized, notes) = normalize(raw);
    if key.starts_with("tools.")
        && let Some(note) = notes.iter().find(|n| key.starts_with(n.split(' ').next().unwrap_or("")))
    {
        return Err(Failure::usage(note.clone())
            .hint("tools take `enabled` true/false and `approval` allow/ask")
            .into());
    }
    // Write back the clamped form of what was just set, so the file says what okbot uses.
    if let Some(clamped) = lookup(&normalized, key).cloned() {
        put(raw, key, clamped);
    }
    let notes = notes.into_iter().filter(|n| n.starts_with(key)).collect();
    Ok(notes)
}

/// Structured keys `set` accepts besides [`KEYS`]: the provider catalog and the per-tool
/// switches. Anything else is a typo until proven otherwise.
fn is_structured(key: &str) -> bool {
    let parts: Vec<&str> = key.split('.').collect();
    match parts.as_slice() {
        ["model", "providers", ..] | ["model", "defaultProviderId" | "defaultModelId"] => true,
        ["tools", name] => TOOLS.contains(name),
        ["tools", name, "enabled" | "approval"] => TOOLS.contains(name),
        _ => false,
    }
}

fn parse_for(spec: &Key, text: &str) -> Result<Value> {
    let t = text.trim();
    let bad = |what: &str| -> anyhow::Error {
        Failure::usage(format!("`{text}` is not {what} for `{}`", spec.path))
            .hint(format!("{}: {}", spec.path, spec.help))
            .into()
    };
    Ok(match spec.kind {
        Kind::Float { .. } => {
            json!(t.parse::<f64>().ok().filter(|x| x.is_finite()).ok_or_else(|| bad("a number"))?)
        }
        Kind::Int { .. } => json!(t.parse::<i64>().map_err(|_| bad("a whole number"))?),
        Kind::Bool { .. } => json!(match t.to_ascii_lowercase().as_str() {
            "true" | "on" | "yes" | "1" => true,
            "false" | "off" | "no" | "0" => false,
            _ => return Err(bad("true or false")),
        }),
        Kind::Text { .. } => json!(text),
        Kind::Zone => match t {
            "" | "null" | "local" => Value::Null,
            zone => {
                zone.parse::<chrono_tz::Tz>().map_err(|_| {
                    Failure::usage(format!("`{zone}` is not an IANA time zone")).hint(
                        "use a name like `Asia/Shanghai` or `Europe/Berlin`, or `null` for the host's zone",
                    )
                })?;
                json!(zone)
            }
        },
    })
}

fn unknown_key(key: &str) -> anyhow::Error {
    let last = key.rsplit('.').next().unwrap_or(key).to_lowercase();
    let close: Vec<&str> = KEYS
        .iter()
        .map(|k| k.path)
        .filter(|p| {
            let tail = p.rsplit('.').next().unwrap_or(p).to_lowercase();
            tail == last || p.to_lowercase() == key.to_lowercase()
        })
        .collect();
    let mut failure = Failure::usage(format!("`{key}` is not a setting"));
    failure = match close.as_slice() {
        [] => failure.hint("`okbot settings show` lists every setting"),
        some => failure.hint(format!("did you mean `{}`?", some.join("` or `"))),
    };
    failure.into()
}

/// A copy of the document fit to show people: API keys masked (`env:VAR` references stay).
pub fn redacted(doc: &Value) -> Value {
    let mut doc = doc.clone();
    if let Some(providers) = doc.pointer_mut("/model/providers").and_then(Value::as_array_mut) {
        for provider in providers {
            if let Some(key) = provider.get_mut("apiKey")
                && let Some(text) = key.as_str()
                && !text.is_empty()
                && !text.starts_with("env:")
            {
                let tail: String = text.chars().rev().take(4).collect::<Vec<_>>().into_iter().rev().collect();
                *key = json!(format!("…{tail} (hidden)"));
            }
        }
    }
    doc
}

/// The typed view of a normalised document.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    pub model: ModelSettings,
    pub context_compression: ContextCompression,
    pub memory: MemorySettings,
    pub maintenance: Maintenance,
    pub pruning: Pruning,
    pub tasks: TaskSettings,
    pub timezone: Option<String>,
    pub instructions: Instructions,
    pub max_turns: u32,
    pub max_tool_calls: u32,
    pub tools: Map<String, Value>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelSettings {
    #[serde(default)]
    pub providers: Vec<ProviderConfig>,
    #[serde(default)]
    pub default_provider_id: String,
    #[serde(default)]
    pub default_model_id: String,
    pub max_retries: u32,
    pub retry_base_ms: u32,
    pub timeout_secs: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProviderConfig {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default, rename = "baseURL")]
    pub base_url: String,
    #[serde(default)]
    pub api_key: String,
    #[serde(default)]
    pub api_format: String,
    #[serde(default)]
    pub models: Vec<ModelConfig>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelConfig {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub context_window: Option<u64>,
    #[serde(default)]
    pub max_tokens: Option<u64>,
    #[serde(default = "yes")]
    pub enabled: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContextCompression {
    pub ratio: f64,
    pub keep_recent_min: u32,
    pub keep_recent_max: u32,
    pub summary_max_chars: u32,
    pub max_fold_chars: u32,
    pub auto_topic_compress: bool,
    pub instructions: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemorySettings {
    pub prompt_max_entries: u32,
    pub prompt_max_chars: u32,
    pub recall_max_entries: u32,
    pub promote_hits: u32,
    pub demote_after_days: u32,
    pub candidate_ttl_days: u32,
    pub recent_message_limit: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Maintenance {
    pub memory_every_turns: u32,
    pub memory_every_user_chars: u32,
    pub agents_every_turns: u32,
    pub agents_every_user_chars: u32,
    pub skills_every_turns: u32,
    pub skills_every_user_chars: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pruning {
    pub enabled: bool,
    pub keep_tool_results: u32,
    pub max_chars: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskSettings {
    pub max_auto_continue: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Instructions {
    pub assistant_role_template: String,
}

impl Settings {
    /// The typed view of a raw document (normalised first, so it always succeeds on the
    /// known keys; a provider entry of the wrong shape is the only way to fail).
    pub fn from_raw(raw: &Value) -> Result<(Settings, Vec<String>)> {
        let (doc, notes) = normalize(raw);
        let settings = serde_json::from_value(doc).map_err(|e| {
            Failure::general(format!("settings.json has a malformed `model` section: {e}"))
                .hint("fix it with `okbot settings set model.… VALUE` or by hand")
        })?;
        Ok((settings, notes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_fill_an_empty_document() {
        let (s, notes) = Settings::from_raw(&json!({})).unwrap();
        assert!(notes.is_empty());
        assert_eq!(s.context_compression.ratio, 0.6);
        assert_eq!(s.context_compression.keep_recent_max, 12);
        assert_eq!(s.memory.promote_hits, 2);
        assert_eq!(s.max_turns, 50);
        assert_eq!(s.tools["manage_note"]["approval"], "allow");
    }

    #[test]
    fn out_of_range_values_are_clamped_and_reported() {
        let raw = json!({"contextCompression": {"ratio": 0.99, "summaryMaxChars": 5}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert_eq!(s.context_compression.ratio, 0.95);
        assert_eq!(s.context_compression.summary_max_chars, 100);
        assert_eq!(notes.len(), 2);
    }

    #[test]
    fn unknown_keys_survive_normalisation_in_place() {
        let raw = json!({"zeta": 1, "contextCompression": {"custom": "x"}});
        let (doc, _) = normalize(&raw);
        assert_eq!(doc["zeta"], 1);
        assert_eq!(doc["contextCompression"]["custom"], "x");
        assert_eq!(doc.as_object().unwrap().keys().next().unwrap(), "zeta");
    }

    #[test]
    fn set_types_clamps_and_refuses_unknown_keys() {
        let mut raw = json!({});
        let notes = set(&mut raw, "contextCompression.ratio", "2").unwrap();
        assert_eq!(raw["contextCompression"]["ratio"], 0.95);
        assert_eq!(notes.len(), 1);
        assert!(set(&mut raw, "contextCompression.ratio", "abc").is_err());
        assert!(set(&mut raw, "contextCompresion.ratio", "0.7").is_err());
        set(&mut raw, "timezone", "Asia/Shanghai").unwrap();
        assert!(set(&mut raw, "timezone", "Mars/Base").is_err());
        set(&mut raw, "tools.manage_note.approval", "ask").unwrap();
        assert_eq!(raw["tools"]["manage_note"]["approval"], "ask");
    }

    #[test]
    fn api_keys_are_masked_but_env_references_are_shown() {
        let doc = json!({"model": {"providers": [{"id": "a", "apiKey": "sk-secret-1234"}, {"id": "b", "apiKey": "env:KEY"}]}});
        let shown = redacted(&doc);
        assert_eq!(shown["model"]["providers"][0]["apiKey"], "…1234 (hidden)");
        assert_eq!(shown["model"]["providers"][1]["apiKey"], "env:KEY");
    }
}
