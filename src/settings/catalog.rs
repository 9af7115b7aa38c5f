//! The provider catalog (`model.providers`), checked as the app's `normalizeModelSettings`
//! reads it.

use serde_json::{Map, Value, json};

use super::Note;
use super::js::{js_number, js_trim};
use super::normalize::describe;
use super::path::entry_object;

/// The app's stable id for a provider without one: FNV-1a over the UTF-16 of name NUL baseURL.
pub(super) fn provider_hash_id(name: &str, base_url: &str) -> String {
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
pub(super) fn normalize_model(doc: &mut Value, notes: &mut Vec<Note>) {
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
pub(super) fn text_field(obj: &mut Map<String, Value>, path: &str, field: &str, notes: &mut Vec<Note>) {
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

pub(super) fn normalize_provider(path: &str, provider: Value, notes: &mut Vec<Note>) -> Option<Value> {
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

pub(super) fn normalize_catalog_model(path: &str, model: Value, notes: &mut Vec<Note>) -> Option<Value> {
    let Value::Object(mut m) = model else {
        let text = format!("`{path}` is {}, not an object; leaving it out", describe(&model));
        notes.push(Note::wrong(path, text, catalog_hint()));
        return None;
    };
    if !model_id(&mut m, path, notes) {
        return None;
    }
    text_field(&mut m, path, "name", notes);
    context_window(&mut m, path, notes);
    max_tokens(&mut m, path, notes);
    model_enabled(&mut m, path, notes);
    Some(Value::Object(m))
}

fn catalog_hint() -> String {
    "edit settings.json, or `okbot model add PROVIDER --model ID`".to_string()
}

/// A model needs a text id (trimmed); without one it is left out (false).
fn model_id(m: &mut Map<String, Value>, path: &str, notes: &mut Vec<Note>) -> bool {
    match m.get("id") {
        Some(Value::String(id)) if !id.trim().is_empty() => {
            let id = id.trim().to_string();
            m.insert("id".into(), json!(id));
            true
        }
        None | Some(Value::Null | Value::String(_)) => {
            notes.push(Note {
                hint: Some(catalog_hint()),
                ..Note::range(path, format!("`{path}` has no id; leaving it out"))
            });
            false
        }
        Some(other) => {
            let text = format!("`{path}.id` is {}, not text; leaving the model out", describe(other));
            notes.push(Note::wrong(format!("{path}.id"), text, catalog_hint()));
            false
        }
    }
}

/// contextWindow: a number of at least 1000 is floored, anything else is 128000.
fn context_window(m: &mut Map<String, Value>, path: &str, notes: &mut Vec<Note>) {
    let Some(v) = m.get("contextWindow").filter(|v| !v.is_null()).cloned() else { return };
    let x = js_number(&v);
    let window = if x.is_finite() && x >= 1000.0 { x.floor() as u64 } else { 128_000 };
    if !v.is_number() {
        let text = format!(
            "`{path}.contextWindow` is {}, not a number; using {window}, as the OkBot app does",
            describe(&v)
        );
        notes.push(Note::wrong(format!("{path}.contextWindow"), text, catalog_hint()));
    } else if x < 1000.0 {
        let text = format!("{path}.contextWindow {x} is below 1000; using {window}, as the OkBot app does");
        notes.push(Note::range(format!("{path}.contextWindow"), text));
    }
    m.insert("contextWindow".into(), json!(window));
}

/// maxTokens: null or blank is "not sent"; a number of at least 1 is floored; else not sent.
fn max_tokens(m: &mut Map<String, Value>, path: &str, notes: &mut Vec<Note>) {
    let Some(v) = m.get("maxTokens").filter(|v| !v.is_null()).cloned() else { return };
    let blank = v.as_str().is_some_and(|s| js_trim(s).is_empty());
    let x = if blank { f64::NAN } else { js_number(&v) };
    let tokens = (x.is_finite() && x >= 1.0).then(|| x.floor() as u64);
    if !v.is_number() && !blank {
        let shown = tokens.map_or("none".to_string(), |t| t.to_string());
        let text = format!(
            "`{path}.maxTokens` is {}, not a number; using {shown}, as the OkBot app does",
            describe(&v)
        );
        notes.push(Note::wrong(format!("{path}.maxTokens"), text, catalog_hint()));
    } else if v.is_number() && tokens.is_none() {
        let text = format!("{path}.maxTokens {x} is below 1; not sending a limit, as the OkBot app does");
        notes.push(Note::range(format!("{path}.maxTokens"), text));
    }
    m.insert("maxTokens".into(), json!(tokens));
}

/// The app turns a model off only for a literal false; null is dropped (the view reads true).
fn model_enabled(m: &mut Map<String, Value>, path: &str, notes: &mut Vec<Note>) {
    match m.get("enabled") {
        None | Some(Value::Null | Value::Bool(_)) => {}
        Some(other) => {
            let text = format!(
                "`{path}.enabled` is {}, not true or false; using true, as the OkBot app does",
                describe(other)
            );
            notes.push(Note::wrong(format!("{path}.enabled"), text, catalog_hint()));
            m.insert("enabled".into(), json!(true));
        }
    }
    if m.get("enabled").is_some_and(Value::is_null) {
        m.remove("enabled");
    }
}
