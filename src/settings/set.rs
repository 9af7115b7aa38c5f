//! `okbot settings set KEY VALUE`: typed, clamped, repairing the way to the key.

use anyhow::Result;
use serde_json::{Map, Value, json};

use super::Note;
use super::keys::{KEYS, Key, Kind, TOOLS};
use super::normalize::{KEEP_MAX, KEEP_MIN, normalize, normalize_key};
use super::path::{canonical_key, fold_old_squad, is_squad_key, lookup, put, repair_parents};
use crate::error::Failure;

/// Apply `okbot settings set KEY VALUE` to the raw document. Known keys are typed and clamped;
/// `tools.<name>.*` and `model.*` take JSON or text. A wrong-typed section on the way to the
/// key is replaced by an object. Returns notes about what was clamped or replaced.
///
/// `squads.*` is written as `squad.*`, the OkBot app's section; an older okbot's `squads`
/// section moves into `squad` then (what `squad` already has wins), so the file keeps one.
pub fn set(raw: &mut Value, key: &str, text: &str) -> Result<Vec<Note>> {
    if !raw.is_object() {
        *raw = Value::Object(Map::new());
    }
    let key = &*canonical_key(key);
    let spec = KEYS.iter().find(|k| k.path == key);
    let value = if let Some(spec) = spec {
        parse_for(spec, text)?
    } else if is_structured(key) {
        serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
    } else {
        return Err(unknown_key(key));
    };
    if is_squad_key(key) {
        fold_old_squad(raw);
    }
    let before = key.starts_with("model.providers").then(|| base_urls(raw));
    let mut said = Vec::new();
    repair_parents(raw, key, &mut said);
    if !put(raw, key, value) {
        return Err(Failure::usage(format!("cannot set `{key}`: its parent is a list without that index"))
            .hint("`okbot settings show` prints the current document")
            .into());
    }
    // A base URL this command writes follows the rule of `model add`; ones already in the file
    // (the app's, or written by hand) are read as they are.
    if let Some(before) = before {
        for (i, url) in base_urls(raw).iter().enumerate() {
            if let Some(url) = url
                && before.get(i) != Some(&Some(url.clone()))
            {
                super::check_base_url(url)?;
            }
        }
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

/// The `baseURL` text of each provider, by position.
fn base_urls(raw: &Value) -> Vec<Option<String>> {
    let providers = lookup(raw, "model.providers").and_then(Value::as_array);
    let url = |p: &Value| p.get("baseURL").and_then(Value::as_str).map(str::to_string);
    providers.map(|list| list.iter().map(url).collect()).unwrap_or_default()
}

/// Structured keys `set` accepts besides [`KEYS`]: the provider catalog and the per-tool
/// switches. Anything else is a typo until proven otherwise.
pub(super) fn is_structured(key: &str) -> bool {
    let parts: Vec<&str> = key.split('.').collect();
    match parts.as_slice() {
        ["model", "providers", ..] | ["model", "defaultProviderId" | "defaultModelId"] => true,
        ["tools", name] => TOOLS.contains(name),
        ["tools", name, "enabled" | "approval"] => TOOLS.contains(name),
        _ => false,
    }
}

pub(super) fn parse_for(spec: &Key, text: &str) -> Result<Value> {
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

pub(super) fn unknown_key(key: &str) -> anyhow::Error {
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
