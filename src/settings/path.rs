//! Dotted paths into the document (`contextCompression.ratio`, `model.providers.0.id`), and the
//! one alias among them: `squads`, the name okbot gave the squad section before it took the OkBot
//! app's (`squad`).

use std::borrow::Cow;

use serde_json::{Map, Value, json};

use super::Note;
use super::normalize::describe;

pub(super) fn entry_object<'a>(doc: &'a mut Value, key: &str) -> &'a mut Map<String, Value> {
    let map = doc.as_object_mut().expect("the settings document is an object");
    let slot = map.entry(key.to_string()).or_insert_with(|| json!({}));
    if !slot.is_object() {
        *slot = json!({});
    }
    slot.as_object_mut().expect("made an object above")
}

/// The squad section, as the OkBot app names it.
const SQUAD: &str = "squad";
/// Its older okbot name, still read and still taken by `settings get|set`.
const OLD_SQUAD: &str = "squads";

/// A dotted key as settings.json spells it now: `squads` and `squads.*` are `squad` and
/// `squad.*`; every other key is itself.
pub fn canonical_key(key: &str) -> Cow<'_, str> {
    match key.strip_prefix(OLD_SQUAD) {
        Some("") => Cow::Borrowed(SQUAD),
        Some(rest) if rest.starts_with('.') => Cow::Owned(format!("{SQUAD}{rest}")),
        _ => Cow::Borrowed(key),
    }
}

/// Whether a (canonical) key is in the squad section.
pub(super) fn is_squad_key(key: &str) -> bool {
    key == SQUAD || key.strip_prefix(SQUAD).is_some_and(|rest| rest.starts_with('.'))
}

/// Fold a `squads` section (written by an older okbot) into `squad`: each of its keys that
/// `squad` does not have moves over (a key `squad` has wins), and `squads` goes. A `squads`
/// that is not an object, or a `squad` that is neither missing nor an object, is left alone.
pub(super) fn fold_old_squad(doc: &mut Value) {
    let Some(map) = doc.as_object_mut() else { return };
    if !matches!(map.get(OLD_SQUAD), Some(Value::Object(_)))
        || !matches!(map.get(SQUAD), None | Some(Value::Object(_)))
    {
        return;
    }
    let Some(Value::Object(old)) = map.remove(OLD_SQUAD) else { return };
    let Value::Object(new) = map.entry(SQUAD).or_insert_with(|| json!({})) else { return };
    for (key, value) in old {
        new.entry(key).or_insert(value);
    }
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
pub(super) fn put(doc: &mut Value, path: &str, value: Value) -> bool {
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
pub(super) fn repair_parents(raw: &mut Value, key: &str, notes: &mut Vec<Note>) {
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
