//! The per-tool switches (`tools.<name>.enabled` and `.approval`).

use serde_json::{Value, json};

use super::Note;
use super::keys::TOOLS;
use super::normalize::describe;
use super::path::entry_object;

/// A tool entry that is not an object, or an `enabled` that is not true/false, is reported
/// here; [`normalize_tools`] then fills the defaults.
pub(super) fn check_tool_types(doc: &mut Value, notes: &mut Vec<Note>) {
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

pub(super) fn normalize_tools(doc: &mut Value, notes: &mut Vec<String>) {
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
