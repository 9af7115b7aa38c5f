//! Built-in tools (DESIGN §7.2): one [`Tool`] per file, listed once in [`ALL`]. Each tool says
//! what the tool-notes block says about it, its JSON schema, how a call is worded for people,
//! when a call asks for approval, and runs the same domain code as its CLI command. Adding a
//! tool touches its own file and [`ALL`] only. A tool whose domain is not built yet is not
//! listed, so it is never offered to the model.

mod manage_memory;
mod manage_note;
mod manage_schedule;
mod manage_task_progress;
mod read_skill;
mod search_history;

use anyhow::Result;
use serde_json::Value;

use crate::context::ToolNote;
use crate::message::ToolSpec;
use crate::settings::Settings;
use crate::store::{OwnerId, Root};

/// One built-in tool.
pub trait Tool: Sync {
    /// The name the model calls it by (and its key under `settings.tools`).
    fn name(&self) -> &'static str;
    /// The line the tool-notes block says about it (DESIGN §4.2 block 4).
    fn note(&self) -> &'static str;
    /// What the model reads about it.
    fn description(&self) -> &'static str;
    /// Its parameters, as a JSON Schema.
    fn parameters(&self) -> Value;
    /// Plain words for what a call would do: "search earlier messages for “x”".
    fn describe(&self, args: &Value) -> String;
    /// The same, as progress: "searching earlier messages for “x”".
    fn progress(&self, args: &Value) -> String;
    /// Calls that need one confirmation whatever the settings say (DESIGN §6.6). `--yes`,
    /// `--approve TOOL` or a person's answer is that confirmation; `approval: "allow"` in the
    /// settings is not.
    fn always_confirm(&self, _args: &Value) -> bool {
        false
    }
    /// Calls that never ask, whatever the settings say (they only read).
    fn read_only(&self, _args: &Value) -> bool {
        false
    }
    /// Offered only when the owner has a skill to read.
    fn needs_skills(&self) -> bool {
        false
    }
    /// Offered to assistants only (squads keep no memories).
    fn assistants_only(&self) -> bool {
        false
    }
    /// Run one call with its parsed arguments. Bad arguments are the model's mistake: a
    /// `failed` result it can read, not an error of the turn.
    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome>;
}

/// The tools okbot can run today, in the order they are offered.
pub static ALL: &[&dyn Tool] = &[
    &search_history::SearchHistory,
    &read_skill::ReadSkill,
    &manage_memory::ManageMemory,
    &manage_task_progress::ManageTaskProgress,
    &manage_schedule::ManageSchedule,
    &manage_note::ManageNote,
];

/// The built-in tool of this name.
pub fn find(name: &str) -> Option<&'static dyn Tool> {
    ALL.iter().copied().find(|t| t.name() == name)
}

/// Where a tool runs: the owner whose turn it is (its lock is held), settings, the time.
pub struct ToolCx<'a> {
    pub root: &'a Root,
    pub owner: &'a OwnerId,
    /// The owner's lock, held while the tool runs (tools that write take it).
    pub lock: &'a crate::store::lock::OwnerGuard,
    pub bot: Option<&'a crate::roster::BotFile>,
    pub settings: &'a Settings,
    pub now: chrono::DateTime<chrono::Utc>,
}

/// The tool-notes of the tools offered under these settings (enabled ones), for the context
/// to put in the instructions.
pub fn notes(settings: &Settings) -> Vec<ToolNote> {
    ALL.iter()
        .filter(|t| enabled(settings, t.name()))
        .map(|t| ToolNote {
            name: t.name(),
            about: t.note(),
            needs_approval: needs_approval(settings, t.name()),
            needs_skills: t.needs_skills(),
            assistants_only: t.assistants_only(),
        })
        .collect()
}

/// The schema offered to the model for a built-in tool.
pub fn spec(name: &str) -> Option<ToolSpec> {
    let tool = find(name)?;
    Some(ToolSpec {
        name: tool.name().to_string(),
        description: tool.description().to_string(),
        parameters: tool.parameters(),
    })
}

/// `settings.tools.<name>.enabled` (default true).
pub fn enabled(settings: &Settings, name: &str) -> bool {
    settings.tools.get(name).and_then(|t| t.get("enabled")).and_then(Value::as_bool).unwrap_or(true)
}

/// Whether a built-in, enabled tool of this name can be called.
pub fn offered(settings: &Settings, name: &str) -> bool {
    find(name).is_some() && enabled(settings, name)
}

/// Whether a call needs the user's approval: `approval: "ask"` in the settings, in any case.
/// Only a missing setting or `allow` runs without asking; any other value fails closed.
pub fn needs_approval(settings: &Settings, name: &str) -> bool {
    match settings.tools.get(name).and_then(|t| t.get("approval")) {
        None => false,
        Some(value) => crate::settings::approval_word(value) != Some("allow"),
    }
}

/// The approval rule of a call: the settings ask (unless the call only reads), or the tool
/// always confirms this call.
pub fn asks(settings: &Settings, name: &str, arguments: &str) -> bool {
    let args = loose_args(arguments);
    let tool = find(name);
    (needs_approval(settings, name) && !tool.is_some_and(|t| t.read_only(&args)))
        || tool.is_some_and(|t| t.always_confirm(&args))
}

/// Plain words for what a call would do (people hear about actions, not tool names).
pub fn describe(name: &str, arguments: &str) -> String {
    match find(name) {
        Some(tool) => tool.describe(&loose_args(arguments)),
        None => format!("use {name}"),
    }
}

/// The same, as progress: "searching earlier messages for “x”".
pub fn progress(name: &str, arguments: &str) -> String {
    match find(name) {
        Some(tool) => tool.progress(&loose_args(arguments)),
        None => format!("using {name}"),
    }
}

/// Arguments for wording: whatever does not parse reads as nothing.
fn loose_args(arguments: &str) -> Value {
    serde_json::from_str(arguments).unwrap_or(Value::Null)
}

/// A string argument, or "" (for wording).
pub(crate) fn arg(args: &Value, key: &str) -> String {
    args.get(key).and_then(Value::as_str).unwrap_or("").to_string()
}

/// The result of running a tool: `completed` or `failed`, and the text the model reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub status: &'static str,
    pub output: String,
}

impl Outcome {
    pub(crate) fn ok(output: String) -> Self {
        Outcome { status: "completed", output }
    }
    pub(crate) fn failed(output: impl Into<String>) -> Self {
        Outcome { status: "failed", output: output.into() }
    }
}

/// Run one call. Arguments that are not JSON are the model's mistake: a `failed` result it can
/// read, not an error of the turn.
pub fn run(cx: &ToolCx, name: &str, arguments: &str) -> Result<Outcome> {
    let args: Value = match serde_json::from_str(if arguments.trim().is_empty() { "{}" } else { arguments }) {
        Ok(v) => v,
        Err(e) => return Ok(Outcome::failed(format!("the arguments are not valid JSON: {e}"))),
    };
    match find(name) {
        Some(tool) => tool.run(cx, &args),
        None => Ok(Outcome::failed(format!("there is no tool `{name}`"))),
    }
}

/// A usage mistake (bad value, unknown id …) is the model's to fix: a failed result it reads.
pub(crate) fn usage_to_outcome(result: Result<Value>) -> Result<Outcome> {
    match result {
        Ok(doc) => Ok(Outcome::ok(serde_json::to_string(&doc)?)),
        Err(e) => match e.downcast_ref::<crate::error::Failure>() {
            Some(f) if f.code == crate::error::code::USAGE => {
                let mut text = f.message.clone();
                for hint in &f.hints {
                    text.push_str(&format!("\nhint: {hint}"));
                }
                Ok(Outcome::failed(text))
            }
            _ => Err(e),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn approval_is_read_in_any_case_and_unknown_values_ask() {
        let with = |approval: Value| {
            let mut s = Settings::from_raw(&json!({})).unwrap().0;
            s.tools.insert("read_skill".into(), json!({"enabled": true, "approval": approval}));
            needs_approval(&s, "read_skill")
        };
        for ask in [
            json!("ask"),
            json!("Ask"),
            json!("ASK"),
            json!(" ask "),
            json!("sometimes"),
            json!(5),
            json!(null),
        ] {
            assert!(with(ask.clone()), "{ask} must ask");
        }
        for allow in [json!("allow"), json!("Allow"), json!(" ALLOW ")] {
            assert!(!with(allow.clone()), "{allow} allows");
        }
        let mut s = Settings::from_raw(&json!({})).unwrap().0;
        s.tools.remove("read_skill");
        assert!(!needs_approval(&s, "read_skill"), "no setting: the default, allow");
    }

    #[test]
    fn every_tool_is_listed_once_with_a_schema_and_a_note() {
        let mut names: Vec<&str> = ALL.iter().map(|t| t.name()).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "a name is listed twice");
        for tool in ALL {
            assert!(!tool.note().is_empty() && !tool.description().is_empty(), "{}", tool.name());
            assert_eq!(tool.parameters()["type"], "object", "{}", tool.name());
            assert!(crate::settings::TOOLS.contains(&tool.name()), "{} has a settings default", tool.name());
        }
    }

    #[test]
    fn unknown_tools_are_worded_by_name_and_never_confirmed() {
        let s = Settings::from_raw(&json!({})).unwrap().0;
        assert_eq!(describe("fly_away", "{}"), "use fly_away");
        assert_eq!(progress("fly_away", "not json"), "using fly_away");
        assert!(!asks(&s, "fly_away", r#"{"action":"create"}"#));
        assert!(!offered(&s, "fly_away"));
    }

    #[test]
    fn memory_list_never_asks_and_forget_always_confirms() {
        let mut s = Settings::from_raw(&json!({})).unwrap().0;
        assert!(!asks(&s, "manage_memory", r#"{"action":"pin","id":"mem_1"}"#), "allowed by default");
        assert!(asks(&s, "manage_memory", r#"{"action":"forget","id":"mem_1"}"#));
        s.tools.insert("manage_memory".into(), json!({"enabled": true, "approval": "ask"}));
        assert!(!asks(&s, "manage_memory", r#"{"action":"list"}"#));
        assert!(asks(&s, "manage_memory", r#"{"action":"pin","id":"mem_1"}"#));
        assert!(asks(&s, "manage_memory", "not json"));
        let note = notes(&s).into_iter().find(|n| n.name == "manage_memory").unwrap();
        assert!(note.assistants_only && note.needs_approval);
    }

    #[test]
    fn schedule_create_and_delete_always_need_a_confirmation() {
        let s = Settings::from_raw(&json!({})).unwrap().0;
        assert!(asks(&s, "manage_schedule", r#"{"action":"create","schedule":"daily 09:00"}"#));
        assert!(asks(&s, "manage_schedule", r#"{"action":"delete","id":"sched_1"}"#));
        assert!(!asks(&s, "manage_schedule", r#"{"action":"list"}"#));
        assert!(!asks(&s, "manage_schedule", r#"{"action":"pause","id":"sched_1"}"#));
        assert!(!asks(&s, "search_history", r#"{"action":"create"}"#));
        assert!(!asks(&s, "manage_schedule", "not json"));
    }

    #[test]
    fn deleting_a_note_always_needs_a_confirmation_and_the_rest_follows_the_settings() {
        let s = Settings::from_raw(&json!({})).unwrap().0;
        assert!(asks(&s, "manage_note", r#"{"action":"delete","id":"note_1"}"#));
        for action in ["create", "list", "read", "update"] {
            assert!(!asks(&s, "manage_note", &format!(r#"{{"action":"{action}"}}"#)), "{action}");
        }
        assert!(find("manage_note").unwrap().note().contains("a document to keep ⇒ note"));
    }
}
