//! `settings.json` (DESIGN §8): the known keys with their defaults and clamps, normalisation on
//! read (unknown keys kept), dotted-key get/set, and the typed view the rest of okbot uses.
//!
//! Every section is normalised on its own, so one value of the wrong type costs that value (or
//! that section) its defaults, never the whole file. Keys the OkBot app reads too follow the
//! app's rules exactly (it reads values with JavaScript's `Number()`, floors whole numbers and
//! reads a ratio between 1 and 100 as a percent), so a value written by either tool means the
//! same in both; keys only okbot reads keep okbot's stricter rules.

use std::fmt;

use anyhow::Result;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::error::Failure;

pub mod io;

/// A known scalar setting.
pub struct Key {
    pub path: &'static str,
    pub kind: Kind,
    pub help: &'static str,
    pub origin: Origin,
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

/// Whose rules read a key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// Only okbot reads it: fractions are rounded, any other type takes the default.
    Okbot,
    /// The OkBot app reads it too, with its rules: JavaScript `Number()` (so `"50"` is 50 and
    /// `true` is 1), fractions floored, null and blank text take the default. A float is a
    /// ratio: a value in (1, 100] is a percent.
    App,
    /// Like [`Origin::App`], in a section where the app reads null and blank text as 0 too
    /// (`contextCompression`).
    AppNullIsZero,
}

const fn float(path: &'static str, default: f64, min: f64, max: f64, help: &'static str) -> Key {
    Key { path, kind: Kind::Float { default, min, max }, help, origin: Origin::Okbot }
}
const fn int(path: &'static str, default: i64, min: i64, max: i64, help: &'static str) -> Key {
    Key { path, kind: Kind::Int { default, min, max }, help, origin: Origin::Okbot }
}
/// A key the OkBot app reads too (see [`Origin::App`]).
const fn app(key: Key) -> Key {
    Key { origin: Origin::App, ..key }
}
/// A `contextCompression` key the OkBot app reads too (see [`Origin::AppNullIsZero`]).
const fn app0(key: Key) -> Key {
    Key { origin: Origin::AppNullIsZero, ..key }
}

/// Every scalar setting okbot reads. `tools.<name>` and `model` are structured (see below).
/// The ranges of the app's keys are the app's (`normalizeContextCompression`,
/// `normalizeMemorySettings`, `normalizeMaintenanceSettings`, `normalizeMaxTurns`).
pub const KEYS: &[Key] = &[
    app0(float(
        "contextCompression.ratio",
        0.6,
        0.5,
        0.95,
        "compress when the request reaches this share of the window (1–100 reads as a percent)",
    )),
    app0(int(
        "contextCompression.keepRecentMin",
        8,
        1,
        500,
        "recent messages kept verbatim unless the window forces fewer",
    )),
    app0(int("contextCompression.keepRecentMax", 12, 1, 500, "recent messages kept verbatim at most")),
    app0(int("contextCompression.summaryMaxChars", 2000, 100, 8000, "longest summary, in characters")),
    int(
        "contextCompression.maxFoldChars",
        480_000,
        1_000,
        100_000_000,
        "characters one compression summarises at most; older ones are covered with a note (okbot extra)",
    ),
    app0(Key {
        path: "contextCompression.autoTopicCompress",
        kind: Kind::Bool { default: true },
        help: "fold the buffer when a new topic starts",
        origin: Origin::Okbot,
    }),
    Key {
        path: "contextCompression.instructions",
        kind: Kind::Text { default: "" },
        help: "extra summarizer instructions for automatic compressions",
        origin: Origin::Okbot,
    },
    app(int("memory.promptMaxEntries", 40, 5, 200, "memories in a prompt at most")),
    app(int("memory.promptMaxChars", 4000, 500, 20_000, "characters of memory in a prompt at most")),
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
    app(int("memory.recentMessageLimit", 20, 1, 100, "recent messages used for recall")),
    app(int("maintenance.memoryEveryTurns", 2, 1, 50, "turns between memory extractions")),
    app(int(
        "maintenance.memoryEveryUserChars",
        400,
        50,
        20_000,
        "user characters between memory extractions",
    )),
    app(int("maintenance.agentsEveryTurns", 5, 1, 50, "turns between SOUL.md updates")),
    app(int("maintenance.agentsEveryUserChars", 1200, 50, 20_000, "user characters between SOUL.md updates")),
    app(int("maintenance.skillsEveryTurns", 5, 1, 50, "turns between skill updates")),
    app(int("maintenance.skillsEveryUserChars", 1200, 50, 20_000, "user characters between skill updates")),
    Key {
        path: "pruning.enabled",
        kind: Kind::Bool { default: false },
        help: "cut old tool results in requests (never on disk)",
        origin: Origin::Okbot,
    },
    int("pruning.keepToolResults", 3, 0, 1000, "recent tool results kept whole"),
    int("pruning.maxChars", 2000, 100, 1_000_000, "characters kept of an older tool result"),
    int("tasks.maxAutoContinue", 5, 0, 50, "silent continuations per invocation"),
    Key {
        path: "timezone",
        kind: Kind::Zone,
        help: "IANA zone for schedules; null = the host's zone",
        origin: Origin::Okbot,
    },
    app(Key {
        path: "instructions.assistantRoleTemplate",
        kind: Kind::Text { default: "You are {name}, a personal assistant." },
        help: "first line of every prompt; {name} is the assistant's name",
        origin: Origin::Okbot,
    }),
    app(int("maxTurns", 50, 1, 100, "model calls per chat turn at most")),
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

/// Something okbot changed while reading settings.json: a value out of range, or of the wrong
/// type (a whole section, when the section itself is not an object).
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    /// Dotted path of the value (`memory`, `model.providers.0.id`).
    pub path: String,
    pub text: String,
    /// The value had the wrong type (doctor reports these as errors).
    pub wrong_type: bool,
    /// How to fix it.
    pub hint: Option<String>,
    /// Another key the note is about (the other half of a pair).
    pub also: Option<&'static str>,
}

impl Note {
    fn range(path: impl Into<String>, text: String) -> Note {
        Note { path: path.into(), text, wrong_type: false, hint: None, also: None }
    }
    fn wrong(path: impl Into<String>, text: String, hint: String) -> Note {
        Note { path: path.into(), text, wrong_type: true, hint: Some(hint), also: None }
    }
    /// A note written as text whose first word is the path (the tools' approval notes).
    fn from_text(text: String) -> Note {
        let path = text.split(' ').next().unwrap_or("").trim_matches('`').to_string();
        Note::range(path, text)
    }
    /// Whether the note is about `key`, a value inside it, or a section holding it.
    pub fn concerns(&self, key: &str) -> bool {
        let under = |a: &str, b: &str| a.len() > b.len() && a.starts_with(b) && a[b.len()..].starts_with('.');
        self.path == key || under(&self.path, key) || under(key, &self.path) || self.also == Some(key)
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The settings document `okbot init` writes: every default, nothing configured.
pub fn default_document() -> Value {
    normalize(&Value::Object(Map::new())).0
}

/// The sections of the document, in the order of [`KEYS`], then `tools`.
fn sections() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for key in KEYS {
        if let Some((section, _)) = key.path.split_once('.')
            && !out.contains(&section)
        {
            out.push(section);
        }
    }
    out.push("tools");
    out
}

/// Fill defaults, clamp ranges, fix types, section by section; unknown keys stay where they
/// are. Returns the normalised document and one note per value that was changed.
pub fn normalize(raw: &Value) -> (Value, Vec<Note>) {
    let mut doc = match raw {
        Value::Object(_) => raw.clone(),
        _ => Value::Object(Map::new()),
    };
    let mut notes = Vec::new();
    for section in sections() {
        normalize_section(&mut doc, section, &mut notes);
    }
    for key in KEYS {
        let current = lookup(&doc, key.path).cloned();
        let (value, note) = normalize_key(key, current.as_ref());
        notes.extend(note);
        put(&mut doc, key.path, value);
    }
    order_keep_recent(&mut doc, &mut notes);
    normalize_model(&mut doc, &mut notes);
    check_tool_types(&mut doc, &mut notes);
    let mut texts = Vec::new();
    normalize_tools(&mut doc, &mut texts);
    notes.extend(texts.into_iter().map(Note::from_text));
    (doc, notes)
}

/// A section that is not an object falls back to its defaults, alone.
fn normalize_section(doc: &mut Value, section: &str, notes: &mut Vec<Note>) {
    let map = doc.as_object_mut().expect("the settings document is an object");
    match map.get(section) {
        None | Some(Value::Object(_)) => {}
        Some(other) => {
            notes.push(Note::wrong(
                section,
                format!(
                    "`{section}` is {}, not an object; using the defaults for {section}",
                    describe(other)
                ),
                section_hint(section),
            ));
            map.insert(section.to_string(), json!({}));
        }
    }
}

fn section_hint(section: &str) -> String {
    let example = match section {
        "model" => "`okbot model add PROVIDER --base-url URL`".to_string(),
        "tools" => "`okbot settings set tools.manage_note.approval allow`".to_string(),
        _ => match KEYS
            .iter()
            .find(|k| k.path.starts_with(section) && k.path[section.len()..].starts_with('.'))
        {
            Some(key) => format!("`okbot settings set {} {}`", key.path, default_text(key)),
            None => "`okbot settings set`".to_string(),
        },
    };
    format!("{example} replaces it with an object, or edit settings.json")
}

fn key_hint(key: &Key) -> String {
    format!(
        "`okbot settings set {} {}` writes a valid value, or edit settings.json",
        key.path,
        default_text(key)
    )
}

/// A key's default as `settings set` takes it.
fn default_text(key: &Key) -> String {
    match key.kind {
        Kind::Float { default, .. } => default.to_string(),
        Kind::Int { default, .. } => default.to_string(),
        Kind::Bool { default } => default.to_string(),
        Kind::Text { default } if default.is_empty() || default.contains(' ') => format!("'{default}'"),
        Kind::Text { default } => default.to_string(),
        Kind::Zone => "null".to_string(),
    }
}

/// A number for a message: as read, but a huge one as settings.json has it (`1e+300`, not
/// three hundred digits).
fn as_written(v: Option<&Value>, x: f64) -> String {
    match v {
        Some(n @ Value::Number(_)) if x.abs() >= 1e15 => n.to_string(),
        _ if x.abs() >= 1e15 => format!("{x:e}"),
        _ => format!("{x}"),
    }
}

/// How a value reads in a message: `a list`, `text ("50")`, `a number (7)`.
fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("a number ({n})"),
        Value::String(s) => format!("text ({})", Value::String(s.clone())),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// What a value reads as, as a number.
enum Reading {
    /// Missing (or null): the default, silently.
    Default,
    /// A JSON number.
    Number(f64),
    /// Another type the app reads as a number (`"50"` is 50, `true` is 1).
    Converted(f64),
    /// Not a number at all: the default, with a note.
    Invalid,
}

fn read_number(origin: Origin, current: Option<&Value>) -> Reading {
    let Some(v) = current else { return Reading::Default };
    match (origin, v) {
        (_, Value::Number(n)) => n.as_f64().map_or(Reading::Invalid, Reading::Number),
        (Origin::Okbot | Origin::App, Value::Null) => Reading::Default,
        (Origin::App, Value::String(s)) if js_trim(s).is_empty() => Reading::Default,
        (Origin::Okbot, _) => Reading::Invalid,
        (Origin::App | Origin::AppNullIsZero, v) => {
            let x = js_number(v);
            if x.is_finite() { Reading::Converted(x) } else { Reading::Invalid }
        }
    }
}

/// Normalise one key's value on its own. Returns the value okbot uses and a note when it
/// differs from what the file says.
fn normalize_key(key: &Key, current: Option<&Value>) -> (Value, Option<Note>) {
    let path = key.path;
    let app = key.origin != Origin::Okbot;
    let invalid = |v: Option<&Value>, what: &str, default: Value| {
        let v = v.unwrap_or(&Value::Null);
        let text = format!("`{path}` is {}, not {what}; using the default {default}", describe(v));
        (default, Some(Note::wrong(path, text, key_hint(key))))
    };
    let converted = |v: Option<&Value>, value: Value| {
        let v = v.unwrap_or(&Value::Null);
        let text = format!("`{path}` is {}, not a number; using {value}, as the OkBot app does", describe(v));
        (value, Some(Note::wrong(path, text, key_hint(key))))
    };
    match key.kind {
        Kind::Float { default, min, max } => {
            let (x, was_converted) = match read_number(key.origin, current) {
                Reading::Default => return (json!(default), None),
                Reading::Invalid => return invalid(current, "a number", json!(default)),
                Reading::Number(x) => (x, false),
                Reading::Converted(x) => (x, true),
            };
            let percent = app && x > 1.0 && x <= 100.0;
            let ratio = if percent { x / 100.0 } else { x };
            let c = ratio.clamp(min, max);
            if was_converted {
                return converted(current, json!(c));
            }
            if c == ratio {
                return (json!(c), None);
            }
            let shown = as_written(current, x);
            let read = if percent { format!("{shown} (read as {shown}%)") } else { shown };
            (json!(c), Some(Note::range(path, format!("{path} {read} is outside {min}–{max}; using {c}"))))
        }
        Kind::Int { default, min, max } => {
            let (x, was_converted) = match read_number(key.origin, current) {
                Reading::Default => return (json!(default), None),
                Reading::Invalid => return invalid(current, "a whole number", json!(default)),
                Reading::Number(x) => (x, false),
                Reading::Converted(x) => (x, true),
            };
            // `as` saturates, so 1e300 reads as i64::MAX and is clamped below.
            let n = if app { x.floor() as i64 } else { x.round() as i64 };
            let c = n.clamp(min, max);
            if was_converted {
                return converted(current, json!(c));
            }
            if c == n {
                return (json!(c), None);
            }
            let shown = as_written(current, x);
            (json!(c), Some(Note::range(path, format!("{path} {shown} is outside {min}–{max}; using {c}"))))
        }
        Kind::Bool { default } => match current {
            None | Some(Value::Null) => (json!(default), None),
            Some(Value::Bool(b)) => (json!(b), None),
            // The app turns it off only for a literal false, so anything else reads as true.
            Some(v) if app => {
                let text = format!(
                    "`{path}` is {}, not true or false; using true, as the OkBot app does",
                    describe(v)
                );
                (json!(true), Some(Note::wrong(path, text, key_hint(key))))
            }
            Some(_) => invalid(current, "true or false", json!(default)),
        },
        Kind::Text { default } => match current {
            None | Some(Value::Null) => (json!(default), None),
            // The app trims its templates and reads a blank one as the default.
            Some(Value::String(s)) if app => match s.trim() {
                "" => (json!(default), None),
                t => (json!(t), None),
            },
            Some(v @ Value::String(_)) => (v.clone(), None),
            Some(_) => invalid(current, "text", json!(default)),
        },
        Kind::Zone => match current {
            None | Some(Value::Null) => (Value::Null, None),
            Some(Value::String(zone)) if zone.is_empty() => (Value::Null, None),
            Some(v @ Value::String(zone)) if crate::schedule::parse_zone(zone).is_ok() => (v.clone(), None),
            Some(v @ Value::String(_)) => (
                Value::Null,
                Some(Note::range(
                    path,
                    format!("{path} {v} is not an IANA time zone; using the host's zone"),
                )),
            ),
            Some(v) => {
                let text = format!("`{path}` is {}, not text; using the host's zone", describe(v));
                (Value::Null, Some(Note::wrong(path, text, key_hint(key))))
            }
        },
    }
}

const KEEP_MIN: &str = "contextCompression.keepRecentMin";
const KEEP_MAX: &str = "contextCompression.keepRecentMax";

/// The app swaps keepRecentMin and keepRecentMax when min is above max.
fn order_keep_recent(doc: &mut Value, notes: &mut Vec<Note>) {
    let (Some(min), Some(max)) =
        (lookup(doc, KEEP_MIN).and_then(Value::as_i64), lookup(doc, KEEP_MAX).and_then(Value::as_i64))
    else {
        return;
    };
    if min > max {
        let text =
            format!("{KEEP_MIN} {min} is above keepRecentMax {max}; swapping them, as the OkBot app does");
        notes.push(Note { also: Some(KEEP_MAX), ..Note::range(KEEP_MIN, text) });
        put(doc, KEEP_MIN, json!(max));
        put(doc, KEEP_MAX, json!(min));
    }
}

/// JavaScript's `Number(v)` for a JSON value (NaN when it is not a number).
fn js_number(v: &Value) -> f64 {
    match v {
        Value::Null => 0.0,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Number(n) => n.as_f64().unwrap_or(f64::NAN),
        Value::String(s) => js_string_number(s),
        Value::Array(items) => match items.as_slice() {
            [] => 0.0,
            [only] => js_string_number(&js_string(only)),
            _ => f64::NAN,
        },
        Value::Object(_) => f64::NAN,
    }
}

/// JavaScript's `String(v)`, as far as `Number()` cares.
fn js_string(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(js_string).collect::<Vec<_>>().join(","),
        Value::Object(_) => "[object Object]".into(),
    }
}

fn js_trim(s: &str) -> &str {
    s.trim_matches(|c: char| (c.is_whitespace() && c != '\u{85}') || c == '\u{feff}')
}

/// JavaScript's `Number(text)`: blank is 0, `0x`/`0o`/`0b` integers, `Infinity`, decimals.
fn js_string_number(s: &str) -> f64 {
    let t = js_trim(s);
    if t.is_empty() {
        return 0.0;
    }
    for (prefix, radix) in [("0x", 16), ("0X", 16), ("0o", 8), ("0O", 8), ("0b", 2), ("0B", 2)] {
        if let Some(digits) = t.strip_prefix(prefix) {
            return u128::from_str_radix(digits, radix).map_or(f64::NAN, |n| n as f64);
        }
    }
    match t {
        "Infinity" | "+Infinity" => return f64::INFINITY,
        "-Infinity" => return f64::NEG_INFINITY,
        _ => {}
    }
    // Rust also reads `inf` and `nan`, which JavaScript does not: only digits, a sign, a dot
    // and an exponent are allowed here.
    if !t.chars().all(|c| c.is_ascii_digit() || matches!(c, '+' | '-' | '.' | 'e' | 'E')) {
        return f64::NAN;
    }
    t.parse::<f64>().unwrap_or(f64::NAN)
}

/// The app's stable id for a provider without one: FNV-1a over the UTF-16 of name NUL baseURL.
fn provider_hash_id(name: &str, base_url: &str) -> String {
    let mut h: u32 = 2_166_136_261;
    for unit in format!("{name}\0{base_url}").encode_utf16() {
        h ^= u32::from(unit);
        h = h.wrapping_mul(16_777_619);
    }
    format!("prov_{h:08x}")
}

/// Check the model section's types, as the app's `normalizeModelSettings` reads them: a
/// provider or model that is not an object, or a model without an id, is left out; a provider
/// without a text id gets the app's stable hash id.
fn normalize_model(doc: &mut Value, notes: &mut Vec<Note>) {
    let model = entry_object(doc, "model");
    let providers = match model.remove("providers") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list,
        Some(other) => {
            let text = format!("`model.providers` is {}, not a list; using no providers", describe(&other));
            let hint =
                "`okbot model add PROVIDER --base-url URL` replaces it with a list, or edit settings.json";
            notes.push(Note::wrong("model.providers", text, hint.into()));
            Vec::new()
        }
    };
    let kept: Vec<Value> = providers
        .into_iter()
        .enumerate()
        .filter_map(|(i, p)| normalize_provider(&format!("model.providers.{i}"), p, notes))
        .collect();
    model.insert("providers".into(), Value::Array(kept));
    for key in ["defaultProviderId", "defaultModelId"] {
        match model.get(key) {
            Some(Value::String(_)) => {}
            None | Some(Value::Null) => {
                model.insert(key.into(), json!(""));
            }
            Some(other) => {
                let path = format!("model.{key}");
                let text = format!("`{path}` is {}, not text; using none", describe(other));
                let hint = "`okbot model default PROVIDER/MODEL` sets it".to_string();
                notes.push(Note::wrong(path, text, hint));
                model.insert(key.into(), json!(""));
            }
        }
    }
}

/// Remove `field` when it is there but not text (the typed view then uses its default);
/// null is removed silently.
fn text_field(obj: &mut Map<String, Value>, path: &str, field: &str, notes: &mut Vec<Note>) {
    match obj.get(field) {
        None | Some(Value::String(_)) => {}
        Some(Value::Null) => {
            obj.remove(field);
        }
        Some(other) => {
            // A key typed as a number is still a key: say what it is, never show it.
            let what =
                if field == "apiKey" && other.is_number() { "a number".into() } else { describe(other) };
            let text = format!("`{path}.{field}` is {what}, not text; ignoring it");
            let hint = format!("`okbot settings set {path}.{field} TEXT` writes a valid value");
            notes.push(Note::wrong(format!("{path}.{field}"), text, hint));
            obj.remove(field);
        }
    }
}

fn normalize_provider(path: &str, provider: Value, notes: &mut Vec<Note>) -> Option<Value> {
    let Value::Object(mut p) = provider else {
        let text = format!("`{path}` is {}, not an object; leaving it out", describe(&provider));
        notes.push(Note::wrong(path, text, "edit settings.json, or `okbot model add` a provider".into()));
        return None;
    };
    for field in ["name", "baseURL", "apiKey", "apiFormat"] {
        text_field(&mut p, path, field, notes);
    }
    let id =
        p.get("id").and_then(Value::as_str).map(str::trim).filter(|id| !id.is_empty()).map(str::to_string);
    let id = match id {
        Some(id) => id,
        None => {
            let name = p.get("name").and_then(Value::as_str).map(str::trim).filter(|n| !n.is_empty());
            let base = p.get("baseURL").and_then(Value::as_str).unwrap_or("");
            let id = provider_hash_id(name.unwrap_or("默认"), base);
            let hint = format!("`okbot settings set {path}.id ID` names it");
            match p.get("id") {
                None | Some(Value::Null | Value::String(_)) => notes.push(Note {
                    hint: Some(hint),
                    ..Note::range(
                        format!("{path}.id"),
                        format!("`{path}` has no id; using {id}, as the OkBot app does"),
                    )
                }),
                Some(other) => notes.push(Note::wrong(
                    format!("{path}.id"),
                    format!(
                        "`{path}.id` is {}, not text; using {id}, as the OkBot app does",
                        describe(other)
                    ),
                    hint,
                )),
            }
            id
        }
    };
    p.insert("id".into(), json!(id));
    let models = match p.remove("models") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list,
        Some(other) => {
            let text = format!("`{path}.models` is {}, not a list; using no models", describe(&other));
            let hint = format!("`okbot model add {id} --model ID` adds one");
            notes.push(Note::wrong(format!("{path}.models"), text, hint));
            Vec::new()
        }
    };
    let models: Vec<Value> = models
        .into_iter()
        .enumerate()
        .filter_map(|(j, m)| normalize_catalog_model(&format!("{path}.models.{j}"), m, notes))
        .collect();
    p.insert("models".into(), Value::Array(models));
    Some(Value::Object(p))
}

fn normalize_catalog_model(path: &str, model: Value, notes: &mut Vec<Note>) -> Option<Value> {
    let hint = || "edit settings.json, or `okbot model add PROVIDER --model ID`".to_string();
    let Value::Object(mut m) = model else {
        let text = format!("`{path}` is {}, not an object; leaving it out", describe(&model));
        notes.push(Note::wrong(path, text, hint()));
        return None;
    };
    match m.get("id") {
        Some(Value::String(id)) if !id.trim().is_empty() => {
            let id = id.trim().to_string();
            m.insert("id".into(), json!(id));
        }
        None | Some(Value::Null | Value::String(_)) => {
            notes.push(Note {
                hint: Some(hint()),
                ..Note::range(path, format!("`{path}` has no id; leaving it out"))
            });
            return None;
        }
        Some(other) => {
            let text = format!("`{path}.id` is {}, not text; leaving the model out", describe(other));
            notes.push(Note::wrong(format!("{path}.id"), text, hint()));
            return None;
        }
    }
    text_field(&mut m, path, "name", notes);
    // contextWindow: a number of at least 1000 is floored, anything else is 128000.
    if let Some(v) = m.get("contextWindow").filter(|v| !v.is_null()).cloned() {
        let x = js_number(&v);
        let window = if x.is_finite() && x >= 1000.0 { x.floor() as u64 } else { 128_000 };
        if !v.is_number() {
            let text = format!(
                "`{path}.contextWindow` is {}, not a number; using {window}, as the OkBot app does",
                describe(&v)
            );
            notes.push(Note::wrong(format!("{path}.contextWindow"), text, hint()));
        } else if x < 1000.0 {
            let text =
                format!("{path}.contextWindow {x} is below 1000; using {window}, as the OkBot app does");
            notes.push(Note::range(format!("{path}.contextWindow"), text));
        }
        m.insert("contextWindow".into(), json!(window));
    }
    // maxTokens: null or blank is "not sent"; a number of at least 1 is floored; else not sent.
    if let Some(v) = m.get("maxTokens").filter(|v| !v.is_null()).cloned() {
        let blank = v.as_str().is_some_and(|s| js_trim(s).is_empty());
        let x = if blank { f64::NAN } else { js_number(&v) };
        let tokens = (x.is_finite() && x >= 1.0).then(|| x.floor() as u64);
        if !v.is_number() && !blank {
            let shown = tokens.map_or("none".to_string(), |t| t.to_string());
            let text = format!(
                "`{path}.maxTokens` is {}, not a number; using {shown}, as the OkBot app does",
                describe(&v)
            );
            notes.push(Note::wrong(format!("{path}.maxTokens"), text, hint()));
        } else if v.is_number() && tokens.is_none() {
            let text = format!("{path}.maxTokens {x} is below 1; not sending a limit, as the OkBot app does");
            notes.push(Note::range(format!("{path}.maxTokens"), text));
        }
        m.insert("maxTokens".into(), json!(tokens));
    }
    match m.get("enabled") {
        None | Some(Value::Null | Value::Bool(_)) => {}
        Some(other) => {
            // The app turns a model off only for a literal false.
            let text = format!(
                "`{path}.enabled` is {}, not true or false; using true, as the OkBot app does",
                describe(other)
            );
            notes.push(Note::wrong(format!("{path}.enabled"), text, hint()));
            m.insert("enabled".into(), json!(true));
        }
    }
    if m.get("enabled").is_some_and(Value::is_null) {
        m.remove("enabled");
    }
    Some(Value::Object(m))
}

/// A tool entry that is not an object, or an `enabled` that is not true/false, is reported
/// here; [`normalize_tools`] then fills the defaults.
fn check_tool_types(doc: &mut Value, notes: &mut Vec<Note>) {
    let tools = entry_object(doc, "tools");
    for name in TOOLS {
        let path = format!("tools.{name}");
        let hint = || {
            format!("`okbot settings set {path}.enabled true` writes a valid value, or edit settings.json")
        };
        match tools.get_mut(*name) {
            None => {}
            Some(slot @ Value::Null) => *slot = json!({}),
            Some(Value::Object(tool)) => match tool.get("enabled") {
                None | Some(Value::Null | Value::Bool(_)) => {}
                Some(other) => {
                    let text =
                        format!("`{path}.enabled` is {}, not true or false; using true", describe(other));
                    notes.push(Note::wrong(format!("{path}.enabled"), text, hint()));
                    tool.insert("enabled".into(), json!(true));
                }
            },
            Some(other) => {
                let text =
                    format!("`{path}` is {}, not an object; using the defaults for {path}", describe(other));
                notes.push(Note::wrong(path.clone(), text, hint()));
                *other = json!({});
            }
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
        // Missing: the default, allow. Any case of allow/ask: that, in lower case. Anything else
        // (a typo, a number, null) fails closed: ask.
        let approval = match tool.get("approval") {
            None => "allow",
            Some(value) => match approval_word(value) {
                Some(word) => word,
                None => {
                    let shown = value.as_str().map_or_else(|| value.to_string(), str::to_string);
                    notes.push(format!("tools.{name}.approval `{shown}` is not allow or ask; using ask"));
                    "ask"
                }
            },
        };
        tool.insert("approval".into(), json!(approval));
    }
}

/// `allow` or `ask` for a setting that says so in any case, with any surrounding spaces.
pub fn approval_word(value: &Value) -> Option<&'static str> {
    let text = value.as_str()?.trim();
    ["allow", "ask"].into_iter().find(|w| text.eq_ignore_ascii_case(w))
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

/// Make every parent of `key` the container the key needs (a list before an index, an object
/// otherwise), replacing what is there when it has the wrong type, and say so. This is what
/// lets `settings set` repair a file with a wrong-typed section.
fn repair_parents(raw: &mut Value, key: &str, notes: &mut Vec<Note>) {
    let parts: Vec<&str> = key.split('.').collect();
    let mut node = raw;
    for i in 0..parts.len().saturating_sub(1) {
        let list = parts[i + 1].parse::<usize>().is_ok();
        let child = match node {
            Value::Object(map) => {
                map.entry(parts[i].to_string()).or_insert_with(|| if list { json!([]) } else { json!({}) })
            }
            Value::Array(items) => match parts[i].parse::<usize>().ok().and_then(|n| items.get_mut(n)) {
                Some(slot) => slot,
                None => return,
            },
            _ => return,
        };
        if child.is_array() != list || !(child.is_array() || child.is_object()) {
            let path = parts[..=i].join(".");
            let (what, new) = if list { ("a list", json!([])) } else { ("an object", json!({})) };
            let text = format!("`{path}` was {}, not {what}; replaced it with {what}", describe(child));
            notes.push(Note::range(path, text));
            *child = new;
        }
        node = child;
    }
}

/// Apply `okbot settings set KEY VALUE` to the raw document. Known keys are typed and clamped;
/// `tools.<name>.*` and `model.*` take JSON or text. A wrong-typed section on the way to the
/// key is replaced by an object. Returns notes about what was clamped or replaced.
pub fn set(raw: &mut Value, key: &str, text: &str) -> Result<Vec<Note>> {
    if !raw.is_object() {
        *raw = Value::Object(Map::new());
    }
    let spec = KEYS.iter().find(|k| k.path == key);
    let value = if let Some(spec) = spec {
        parse_for(spec, text)?
    } else if is_structured(key) {
        serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
    } else {
        return Err(unknown_key(key));
    };
    let mut said = Vec::new();
    repair_parents(raw, key, &mut said);
    if !put(raw, key, value) {
        return Err(Failure::usage(format!("cannot set `{key}`: its parent is a list without that index"))
            .hint("`okbot settings show` prints the current document")
            .into());
    }
    let (normalized, notes) = normalize(raw);
    if key.starts_with("tools.")
        && let Some(note) = notes.iter().find(|n| key.starts_with(n.path.as_str()))
    {
        // The note says what a reader would use instead; set changes nothing.
        let what = note.text.split_once("; using").map_or(note.text.as_str(), |(what, _)| what);
        let accepted = match key.rsplit('.').next() {
            Some("approval") => "accepted values for `approval`: allow, ask",
            Some("enabled") => "accepted values for `enabled`: true, false",
            _ => "tools take `enabled` true/false and `approval` allow/ask",
        };
        return Err(Failure::usage(format!("{what}; settings.json is not changed")).hint(accepted).into());
    }
    if spec.is_none()
        && key.starts_with("model.")
        && let Some(note) =
            notes.iter().find(|n| n.wrong_type && n.concerns(key) && n.path.len() >= key.len())
    {
        return Err(Failure::usage(note.text.clone())
            .hint("providers take text `id`, `name`, `baseURL`, `apiKey`, `apiFormat` and a list of `models`")
            .into());
    }
    // Write back the clamped form of what was just set, so the file says what okbot uses
    // (an inverted keepRecentMin/keepRecentMax pair is written swapped, as both tools read it).
    if let Some(spec) = spec {
        put(raw, key, normalize_key(spec, lookup(raw, key)).0);
        if [KEEP_MIN, KEEP_MAX].contains(&key) && notes.iter().any(|n| n.also == Some(KEEP_MAX)) {
            for pair in [KEEP_MIN, KEEP_MAX] {
                put(raw, pair, lookup(&normalized, pair).cloned().unwrap_or(Value::Null));
            }
        }
    } else if key.starts_with("tools.")
        && let Some(clamped) = lookup(&normalized, key).cloned()
    {
        put(raw, key, clamped);
    }
    said.extend(notes.into_iter().filter(|n| n.concerns(key)));
    Ok(said)
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
            // Any case (`asia/shanghai`), stored under the canonical name; a near miss is
            // refused with a suggestion.
            zone => match crate::schedule::parse_zone(zone) {
                Ok(tz) => json!(tz.name()),
                Err(err) => {
                    return Err(Failure::usage(err.message)
                        .hint(err.hint)
                        .hint("or `null` for the host's zone")
                        .into());
                }
            },
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
    /// The typed view of a raw document. Normalisation gives every known value its type, so
    /// this fails only on a bug in [`normalize`].
    pub fn from_raw(raw: &Value) -> Result<(Settings, Vec<Note>)> {
        let (doc, notes) = normalize(raw);
        let settings = serde_json::from_value(doc).map_err(|e| {
            Failure::general(format!("settings.json could not be read after normalising it: {e}"))
                .hint("`okbot doctor` lists what is wrong in it")
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
        let notes = set(&mut raw, "contextCompression.ratio", "0.99").unwrap();
        assert_eq!(raw["contextCompression"]["ratio"], 0.95);
        assert_eq!(notes.len(), 1);
        set(&mut raw, "contextCompression.ratio", "80").unwrap();
        assert_eq!(raw["contextCompression"]["ratio"], 0.8, "a percent is written as the ratio");
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

    /// What the app's `normalize*` functions make of one value, key by key.
    fn app_reads(path: &str, value: Value) -> Value {
        let mut raw = json!({});
        put(&mut raw, path, value);
        lookup(&normalize(&raw).0, path).cloned().unwrap()
    }

    #[test]
    fn numbers_read_as_the_okbot_app_reads_them() {
        let cc = "contextCompression";
        let table: &[(&str, Value, Value)] = &[
            // ratio: non-finite → 0.6; (1, 100] is a percent; then clamped to [0.5, 0.95].
            ("ratio", json!(80), json!(0.8)),
            ("ratio", json!(55), json!(0.55)),
            ("ratio", json!(100), json!(0.95)),
            ("ratio", json!(30), json!(0.5)),
            ("ratio", json!(0.3), json!(0.5)),
            ("ratio", json!(0.99), json!(0.95)),
            ("ratio", json!(1), json!(0.95)),
            ("ratio", json!(150), json!(0.95)),
            ("ratio", json!(0.7), json!(0.7)),
            ("ratio", json!("0.7"), json!(0.7)),
            ("ratio", json!("80"), json!(0.8)),
            ("ratio", json!("x"), json!(0.6)),
            ("ratio", json!(null), json!(0.5)),
            ("ratio", json!(""), json!(0.5)),
            ("ratio", json!({}), json!(0.6)),
            ("ratio", json!("Infinity"), json!(0.6)),
            ("ratio", json!("inf"), json!(0.6)),
            // keepRecent*: floored, clamped to [1, 500].
            ("keepRecentMax", json!(400), json!(400)),
            ("keepRecentMax", json!(600), json!(500)),
            ("keepRecentMax", json!(0), json!(8)), // 1, then swapped with keepRecentMin 8
            ("keepRecentMin", json!(0), json!(1)),
            ("keepRecentMax", json!(12.9), json!(12)),
            ("keepRecentMax", json!("20"), json!(20)),
            ("keepRecentMax", json!(" 0x10 "), json!(16)),
            ("keepRecentMax", json!([30]), json!(30)),
            ("keepRecentMax", json!([1, 2]), json!(12)),
            ("keepRecentMin", json!(true), json!(1)),
            ("keepRecentMin", json!(-5), json!(1)),
            // summaryMaxChars: floored, clamped to [100, 8000].
            ("summaryMaxChars", json!(50), json!(100)),
            ("summaryMaxChars", json!(9000), json!(8000)),
            ("summaryMaxChars", json!(2500.7), json!(2500)),
            // autoTopicCompress: only a literal false turns it off.
            ("autoTopicCompress", json!(false), json!(false)),
            ("autoTopicCompress", json!("no"), json!(true)),
            ("autoTopicCompress", json!(0), json!(true)),
        ];
        for (key, value, want) in table {
            let path = format!("{cc}.{key}");
            assert_eq!(&app_reads(&path, value.clone()), want, "{path} = {value}");
        }
        let table: &[(&str, Value, Value)] = &[
            // memory: null or blank → default; floored and clamped.
            ("memory.promptMaxEntries", json!(2), json!(5)),
            ("memory.promptMaxEntries", json!(300), json!(200)),
            ("memory.promptMaxEntries", json!(null), json!(40)),
            ("memory.promptMaxEntries", json!("  "), json!(40)),
            ("memory.promptMaxChars", json!(100), json!(500)),
            ("memory.promptMaxChars", json!(30_000), json!(20_000)),
            ("memory.recentMessageLimit", json!(150), json!(100)),
            ("memory.recentMessageLimit", json!("7.9"), json!(7)),
            // maintenance: turns [1, 50], characters [50, 20000].
            ("maintenance.memoryEveryTurns", json!(80), json!(50)),
            ("maintenance.memoryEveryTurns", json!(null), json!(2)),
            ("maintenance.agentsEveryUserChars", json!(10), json!(50)),
            ("maintenance.skillsEveryUserChars", json!(99_999), json!(20_000)),
            // maxTurns: [1, 100].
            ("maxTurns", json!(400), json!(100)),
            ("maxTurns", json!("50"), json!(50)),
            ("maxTurns", json!(0), json!(1)),
            ("maxTurns", json!("many"), json!(50)),
            // Keys only okbot reads keep okbot's rules: rounded, other types take the default.
            ("memory.promoteHits", json!(2.6), json!(3)),
            ("memory.promoteHits", json!("3"), json!(2)),
            ("maxToolCalls", json!(true), json!(100)),
            ("instructions.assistantRoleTemplate", json!("  Hi {name}  "), json!("Hi {name}")),
            (
                "instructions.assistantRoleTemplate",
                json!(" "),
                json!("You are {name}, a personal assistant."),
            ),
        ];
        for (path, value, want) in table {
            assert_eq!(&app_reads(path, value.clone()), want, "{path} = {value}");
        }
    }

    #[test]
    fn setting_keep_recent_min_above_max_writes_the_pair_swapped() {
        let mut raw = json!({"contextCompression": {}});
        let notes = set(&mut raw, "contextCompression.keepRecentMin", "300").unwrap();
        assert_eq!(raw["contextCompression"], json!({"keepRecentMin": 12, "keepRecentMax": 300}));
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(normalize(&raw).1.is_empty(), "the file reads without notes afterwards");
    }

    #[test]
    fn keep_recent_min_above_max_is_swapped_like_the_app_does() {
        let (doc, notes) =
            normalize(&json!({"contextCompression": {"keepRecentMin": 30, "keepRecentMax": 10}}));
        assert_eq!(doc["contextCompression"]["keepRecentMin"], 10);
        assert_eq!(doc["contextCompression"]["keepRecentMax"], 30);
        assert!(notes.iter().any(|n| n.concerns("contextCompression.keepRecentMax")), "{notes:?}");
    }

    #[test]
    fn a_wrong_typed_section_costs_only_that_section_with_one_note() {
        for (section, value) in [
            ("memory", json!([])),
            ("tools", json!(5)),
            ("model", json!("str")),
            ("contextCompression", json!("x")),
            ("maintenance", json!(null)),
        ] {
            let raw = json!({section: value, "maxTurns": 7});
            let (s, notes) = Settings::from_raw(&raw).unwrap();
            assert_eq!(s.max_turns, 7, "{section}: the other sections are kept");
            assert_eq!(notes.len(), 1, "{section}: {notes:?}");
            assert_eq!(notes[0].path, section);
            assert!(notes[0].wrong_type);
            assert!(notes[0].text.starts_with(&format!("`{section}` is ")), "{}", notes[0]);
            assert!(notes[0].text.ends_with(&format!("using the defaults for {section}")), "{}", notes[0]);
        }
        let (s, _) = Settings::from_raw(&json!({"memory": []})).unwrap();
        assert_eq!(s.memory.recall_max_entries, 16);
    }

    #[test]
    fn a_provider_without_a_text_id_gets_the_apps_hash_id() {
        let raw = json!({"model": {"providers": [
            {"id": 7, "name": "Local", "baseURL": "http://x/v1", "models": [{"id": "m", "contextWindow": 500}]},
            {"name": "", "baseURL": ""},
            5,
            {"id": " p ", "models": [{"id": 3}, {"id": "ok", "maxTokens": "4096", "enabled": "no"}]},
        ]}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        let ids: Vec<&str> = s.model.providers.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(
            ids,
            [provider_hash_id("Local", "http://x/v1").as_str(), &provider_hash_id("默认", ""), "p"]
        );
        assert_eq!(s.model.providers[0].models[0].context_window, Some(128_000));
        let ok = &s.model.providers[2].models;
        assert_eq!(ok.len(), 1);
        assert_eq!((ok[0].max_tokens, ok[0].enabled), (Some(4096), true));
        let wrong: Vec<&str> = notes.iter().filter(|n| n.wrong_type).map(|n| n.path.as_str()).collect();
        assert_eq!(
            wrong,
            [
                "model.providers.0.id",
                "model.providers.2",
                "model.providers.3.models.0.id",
                "model.providers.3.models.1.maxTokens",
                "model.providers.3.models.1.enabled"
            ]
        );
    }

    #[test]
    fn no_value_of_any_type_anywhere_stops_the_typed_view() {
        let odd = [
            json!(null),
            json!("x"),
            json!(""),
            json!([]),
            json!([1, 2]),
            json!({}),
            json!(true),
            json!(1e300),
            json!(-1e300),
            json!(-1),
            json!(0.5),
            json!(5),
        ];
        let provider_fields = ["id", "name", "baseURL", "apiKey", "apiFormat", "models"];
        let model_fields = ["id", "name", "contextWindow", "maxTokens", "enabled"];
        for v in &odd {
            let mut paths: Vec<String> = KEYS.iter().map(|k| k.path.to_string()).collect();
            paths.extend(sections().iter().map(|s| s.to_string()));
            paths.extend(
                ["model.providers", "model.defaultProviderId", "model.defaultModelId"].map(String::from),
            );
            paths.extend(TOOLS.iter().flat_map(|t| [format!("tools.{t}"), format!("tools.{t}.enabled")]));
            for path in paths {
                let mut raw = json!({"model": {"providers": [{"id": "p", "models": [{"id": "m"}]}]}});
                put(&mut raw, &path, v.clone());
                assert!(Settings::from_raw(&raw).is_ok(), "{path} = {v}");
            }
            for field in provider_fields {
                let raw = json!({"model": {"providers": [{"id": "p", field: v}, v]}});
                assert!(Settings::from_raw(&raw).is_ok(), "provider {field} = {v}");
            }
            for field in model_fields {
                let raw =
                    json!({"model": {"providers": [{"id": "p", "models": [{"id": "m", field: v}, v]}]}});
                assert!(Settings::from_raw(&raw).is_ok(), "model {field} = {v}");
            }
        }
    }

    #[test]
    fn null_provider_and_model_fields_read_as_missing() {
        let raw = json!({"model": {"providers": [{"id": "a", "name": null, "baseURL": null, "apiKey": null,
            "apiFormat": null, "models": [{"id": "m", "name": null, "contextWindow": null, "maxTokens": null, "enabled": null}]}]}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        let m = &s.model.providers[0].models[0];
        assert_eq!((m.context_window, m.max_tokens, m.enabled), (None, None, true));
    }

    #[test]
    fn provider_hash_ids_match_the_apps_fnv_1a() {
        // Values computed by the app's `hashText` under Node.
        assert_eq!(provider_hash_id("默认", ""), "prov_b5fe243b");
        assert_eq!(provider_hash_id("Local", "http://x/v1"), "prov_5dbefa84");
    }

    #[test]
    fn js_number_matches_javascript() {
        // Each pair checked against Node's `Number()`.
        let table: &[(Value, f64)] = &[
            (json!("0x10"), 16.0),
            (json!(" 0x10 "), 16.0),
            (json!("1e3"), 1000.0),
            (json!(".5"), 0.5),
            (json!("5."), 5.0),
            (json!("+.5"), 0.5),
            (json!("Infinity"), f64::INFINITY),
            (json!([30]), 30.0),
            (json!(true), 1.0),
            (json!(null), 0.0),
            (json!(""), 0.0),
            (json!([null]), 0.0),
            (json!([[5]]), 5.0),
            (json!("\u{a0}12\u{a0}"), 12.0),
            (json!("\u{feff}7"), 7.0),
        ];
        for (v, want) in table {
            assert_eq!(js_number(v), *want, "Number({v})");
        }
        for v in [json!("inf"), json!("-0x10"), json!("1_0"), json!([1, 2]), json!({}), json!("nan")] {
            assert!(js_number(&v).is_nan(), "Number({v}) is NaN");
        }
    }

    #[test]
    fn set_replaces_a_wrong_typed_section_and_says_so() {
        let mut raw = json!({"memory": [], "theme": "dark"});
        let notes = set(&mut raw, "memory.promoteHits", "3").unwrap();
        assert_eq!(raw["memory"], json!({"promoteHits": 3}));
        assert_eq!(raw["theme"], "dark");
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert_eq!(notes[0].text, "`memory` was a list, not an object; replaced it with an object");

        let mut raw = json!({"model": {"providers": [{"id": 7}]}});
        set(&mut raw, "model.providers.0.id", "local").unwrap();
        assert_eq!(raw["model"]["providers"][0]["id"], "local");
        let err = set(&mut raw, "model.providers.0.id", "7").unwrap_err();
        assert!(format!("{err:#}").contains("not text"), "{err:#}");
    }

    #[test]
    fn approval_case_variants_normalise_and_unknown_values_fail_closed() {
        let approval = |value: Value| {
            let (s, notes) =
                Settings::from_raw(&json!({"tools": {"read_skill": {"approval": value}}})).unwrap();
            (s.tools["read_skill"]["approval"].as_str().unwrap().to_string(), notes.len())
        };
        for (value, want, notes) in [
            (json!("Ask"), "ask", 0),
            (json!("ASK"), "ask", 0),
            (json!(" ask "), "ask", 0),
            (json!("Allow"), "allow", 0),
            (json!("sometimes"), "ask", 1),
            (json!(5), "ask", 1),
            (json!(null), "ask", 1),
            (json!(true), "ask", 1),
        ] {
            assert_eq!(approval(value.clone()), (want.to_string(), notes), "{value}");
        }
        let (s, notes) = Settings::from_raw(&json!({"tools": {"read_skill": {}}})).unwrap();
        assert_eq!((s.tools["read_skill"]["approval"].as_str(), notes.len()), (Some("allow"), 0));

        let mut raw = json!({});
        set(&mut raw, "tools.read_skill.approval", "ASK").unwrap();
        assert_eq!(raw["tools"]["read_skill"]["approval"], "ask", "stored in lower case");
        set(&mut raw, "tools.read_skill.approval", " Allow ").unwrap();
        assert_eq!(raw["tools"]["read_skill"]["approval"], "allow");
        for bad in ["sometimes", "5", "null"] {
            assert!(set(&mut raw, "tools.read_skill.approval", bad).is_err(), "{bad}");
        }
    }
}
