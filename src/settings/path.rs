//! Dotted paths into the document (`contextCompression.ratio`, `model.providers.0.id`).

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
