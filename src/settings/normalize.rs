//! Normalisation on read: every section on its own, every known key on its own, with the
//! app's rules for the keys it reads too.

use serde_json::{Map, Value, json};

use super::Note;
use super::catalog::normalize_model;
use super::js::{js_number, js_trim};
use super::keys::{KEYS, Key, Kind, Origin};
use super::path::{fold_old_squad, lookup, put};
use super::tools::{check_tool_types, normalize_tools};

/// The sections of the document, in the order of [`KEYS`], then `tools`.
pub(super) fn sections() -> Vec<&'static str> {
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
/// are; an older okbot's `squads` section is read as `squad` (whose own keys win). Returns the normalised document and one note per value that was changed.
pub fn normalize(raw: &Value) -> (Value, Vec<Note>) {
    let mut doc = match raw {
        Value::Object(_) => raw.clone(),
        _ => Value::Object(Map::new()),
    };
    fold_old_squad(&mut doc);
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
pub(super) fn normalize_section(doc: &mut Value, section: &str, notes: &mut Vec<Note>) {
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

pub(super) fn section_hint(section: &str) -> String {
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

pub(super) fn key_hint(key: &Key) -> String {
    format!(
        "`okbot settings set {} {}` writes a valid value, or edit settings.json",
        key.path,
        default_text(key)
    )
}

/// A key's default as `settings set` takes it.
pub(super) fn default_text(key: &Key) -> String {
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
pub(super) fn as_written(v: Option<&Value>, x: f64) -> String {
    match v {
        Some(n @ Value::Number(_)) if x.abs() >= 1e15 => n.to_string(),
        _ if x.abs() >= 1e15 => format!("{x:e}"),
        _ => format!("{x}"),
    }
}

/// How a value reads in a message: `a list`, `text ("50")`, `a number (7)`.
pub(super) fn describe(v: &Value) -> String {
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
pub(super) fn normalize_key(key: &Key, current: Option<&Value>) -> (Value, Option<Note>) {
    match key.kind {
        Kind::Float { default, min, max } => normalize_float(key, current, default, min, max),
        Kind::Int { default, min, max } => normalize_int(key, current, default, min, max),
        Kind::Bool { default } => normalize_bool(key, current, default),
        Kind::Text { default } => normalize_text(key, current, default),
        Kind::Zone => normalize_zone(key, current),
    }
}

/// What a key's value becomes, as a number: the default (with or without a note), or the
/// number read and whether the app's rules converted it from another type.
enum Number {
    Done((Value, Option<Note>)),
    Read { x: f64, converted: bool },
}

fn read_key_number(key: &Key, current: Option<&Value>, what: &str, default: Value) -> Number {
    match read_number(key.origin, current) {
        Reading::Default => Number::Done((default, None)),
        Reading::Invalid => Number::Done(invalid(key, current, what, default)),
        Reading::Number(x) => Number::Read { x, converted: false },
        Reading::Converted(x) => Number::Read { x, converted: true },
    }
}

/// The default, with a note that the value had the wrong type.
fn invalid(key: &Key, v: Option<&Value>, what: &str, default: Value) -> (Value, Option<Note>) {
    let path = key.path;
    let v = v.unwrap_or(&Value::Null);
    let text = format!("`{path}` is {}, not {what}; using the default {default}", describe(v));
    (default, Some(Note::wrong(path, text, key_hint(key))))
}

/// The value the app reads from another type, with a note saying so.
fn converted(key: &Key, v: Option<&Value>, value: Value) -> (Value, Option<Note>) {
    let path = key.path;
    let v = v.unwrap_or(&Value::Null);
    let text = format!("`{path}` is {}, not a number; using {value}, as the OkBot app does", describe(v));
    (value, Some(Note::wrong(path, text, key_hint(key))))
}

/// A ratio: the app's keys read a value in (1, 100] as a percent; then clamped.
fn normalize_float(
    key: &Key,
    current: Option<&Value>,
    default: f64,
    min: f64,
    max: f64,
) -> (Value, Option<Note>) {
    let path = key.path;
    let (x, was_converted) = match read_key_number(key, current, "a number", json!(default)) {
        Number::Done(done) => return done,
        Number::Read { x, converted } => (x, converted),
    };
    let percent = key.origin != Origin::Okbot && x > 1.0 && x <= 100.0;
    let ratio = if percent { x / 100.0 } else { x };
    let c = ratio.clamp(min, max);
    if was_converted {
        return converted(key, current, json!(c));
    }
    if c == ratio {
        return (json!(c), None);
    }
    let shown = as_written(current, x);
    let read = if percent { format!("{shown} (read as {shown}%)") } else { shown };
    (json!(c), Some(Note::range(path, format!("{path} {read} is outside {min}–{max}; using {c}"))))
}

/// A whole number: floored under the app's rules, rounded under okbot's; then clamped.
fn normalize_int(
    key: &Key,
    current: Option<&Value>,
    default: i64,
    min: i64,
    max: i64,
) -> (Value, Option<Note>) {
    let path = key.path;
    let (x, was_converted) = match read_key_number(key, current, "a whole number", json!(default)) {
        Number::Done(done) => return done,
        Number::Read { x, converted } => (x, converted),
    };
    // `as` saturates, so 1e300 reads as i64::MAX and is clamped below.
    let n = if key.origin != Origin::Okbot { x.floor() as i64 } else { x.round() as i64 };
    let c = n.clamp(min, max);
    if was_converted {
        return converted(key, current, json!(c));
    }
    if c == n {
        return (json!(c), None);
    }
    let shown = as_written(current, x);
    (json!(c), Some(Note::range(path, format!("{path} {shown} is outside {min}–{max}; using {c}"))))
}

fn normalize_bool(key: &Key, current: Option<&Value>, default: bool) -> (Value, Option<Note>) {
    let path = key.path;
    match current {
        None | Some(Value::Null) => (json!(default), None),
        Some(Value::Bool(b)) => (json!(b), None),
        // The app turns it off only for a literal false, so anything else reads as true.
        Some(v) if key.origin != Origin::Okbot => {
            let text =
                format!("`{path}` is {}, not true or false; using true, as the OkBot app does", describe(v));
            (json!(true), Some(Note::wrong(path, text, key_hint(key))))
        }
        Some(_) => invalid(key, current, "true or false", json!(default)),
    }
}

fn normalize_text(key: &Key, current: Option<&Value>, default: &str) -> (Value, Option<Note>) {
    match current {
        None | Some(Value::Null) => (json!(default), None),
        // The app trims its templates and reads a blank one as the default.
        Some(Value::String(s)) if key.origin != Origin::Okbot => match s.trim() {
            "" => (json!(default), None),
            t => (json!(t), None),
        },
        Some(v @ Value::String(_)) => (v.clone(), None),
        Some(_) => invalid(key, current, "text", json!(default)),
    }
}

/// An IANA zone name; null, blank or not a zone means the host's zone.
fn normalize_zone(key: &Key, current: Option<&Value>) -> (Value, Option<Note>) {
    let path = key.path;
    match current {
        None | Some(Value::Null) => (Value::Null, None),
        Some(Value::String(zone)) if zone.is_empty() => (Value::Null, None),
        Some(v @ Value::String(zone)) if crate::schedule::parse_zone(zone).is_ok() => (v.clone(), None),
        Some(v @ Value::String(_)) => (
            Value::Null,
            Some(Note::range(path, format!("{path} {v} is not an IANA time zone; using the host's zone"))),
        ),
        Some(v) => {
            let text = format!("`{path}` is {}, not text; using the host's zone", describe(v));
            (Value::Null, Some(Note::wrong(path, text, key_hint(key))))
        }
    }
}

pub(super) const KEEP_MIN: &str = "contextCompression.keepRecentMin";
pub(super) const KEEP_MAX: &str = "contextCompression.keepRecentMax";

/// The app swaps keepRecentMin and keepRecentMax when min is above max.
pub(super) fn order_keep_recent(doc: &mut Value, notes: &mut Vec<Note>) {
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
