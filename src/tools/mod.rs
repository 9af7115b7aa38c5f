//! Built-in tools (DESIGN §7.2): their JSON schemas, which are offered, and running them. Each
//! tool calls the same domain code as its CLI command. A tool whose domain is not built yet is
//! not offered to the model.

use anyhow::Result;
use serde_json::{Value, json};

use crate::provider::chat::ToolSpec;
use crate::settings::Settings;
use crate::store::{self, OwnerId, Root};

/// The tools okbot can run today.
pub const BUILT: &[&str] = &["search_history", "read_skill"];

/// The line the tool-notes block says about a tool (DESIGN §4.2 block 4).
pub fn note(name: &str) -> &'static str {
    match name {
        "search_history" => {
            "search earlier messages of this conversation, including those folded into the summary"
        }
        "read_skill" => "load the full instructions of a skill from the catalog",
        _ => "",
    }
}

pub fn spec(name: &str) -> Option<ToolSpec> {
    let (description, parameters) = match name {
        "search_history" => (
            "Search earlier messages of this conversation, including those folded into the summary. \
             Returns the best matches with their ids, times and a snippet.",
            json!({
                "type": "object",
                "properties": {
                    "query": {"type": "string", "description": "words to look for"},
                    "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "hits to return (default 8)"}
                },
                "required": ["query"]
            }),
        ),
        "read_skill" => (
            "Load the full instructions of a skill from the skill catalog, by its slug.",
            json!({
                "type": "object",
                "properties": {"slug": {"type": "string", "description": "the skill's slug, as in the catalog"}},
                "required": ["slug"]
            }),
        ),
        _ => return None,
    };
    Some(ToolSpec { name: name.to_string(), description: description.to_string(), parameters })
}

/// `settings.tools.<name>.enabled` (default true).
pub fn enabled(settings: &Settings, name: &str) -> bool {
    settings.tools.get(name).and_then(|t| t.get("enabled")).and_then(Value::as_bool).unwrap_or(true)
}

/// Whether a call needs the user's approval: `approval: "ask"` in the settings.
pub fn needs_approval(settings: &Settings, name: &str) -> bool {
    settings.tools.get(name).and_then(|t| t.get("approval")).and_then(Value::as_str) == Some("ask")
}

/// Calls that need one confirmation whatever the settings say (DESIGN §6.6): a schedule
/// created or deleted by the model. `--yes` or `--approve TOOL` on the command line, or a
/// person's answer, is that confirmation; `approval: "allow"` in the settings is not.
pub fn always_confirm(name: &str, arguments: &str) -> bool {
    let action = serde_json::from_str::<Value>(arguments)
        .ok()
        .and_then(|v| v.get("action").and_then(Value::as_str).map(str::to_string));
    name == "manage_schedule" && matches!(action.as_deref(), Some("create" | "delete"))
}

/// The result of running a tool: `completed` or `failed`, and the text the model reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub status: &'static str,
    pub output: String,
}

impl Outcome {
    fn ok(output: String) -> Self {
        Outcome { status: "completed", output }
    }
    fn failed(output: impl Into<String>) -> Self {
        Outcome { status: "failed", output: output.into() }
    }
}

/// Run one call. Bad arguments are the model's mistake: a `failed` result it can read, not an
/// error of the turn.
pub fn run(
    root: &Root,
    owner: &OwnerId,
    bot: Option<&crate::roster::BotFile>,
    name: &str,
    arguments: &str,
) -> Result<Outcome> {
    let args: Value = match serde_json::from_str(if arguments.trim().is_empty() { "{}" } else { arguments }) {
        Ok(v) => v,
        Err(e) => return Ok(Outcome::failed(format!("the arguments are not valid JSON: {e}"))),
    };
    match name {
        "search_history" => {
            let Some(query) = args.get("query").and_then(Value::as_str).filter(|q| !q.trim().is_empty())
            else {
                return Ok(Outcome::failed("search_history needs a non-empty `query`"));
            };
            let limit = args.get("limit").and_then(Value::as_u64).unwrap_or(8).clamp(1, 50) as usize;
            let entries = store::session::all_entries(root, owner)?;
            let hits = crate::history::search(&entries, query, limit);
            if hits.is_empty() {
                return Ok(Outcome::ok(format!("No earlier messages match `{query}`.")));
            }
            Ok(Outcome::ok(serde_json::to_string(&hits)?))
        }
        "read_skill" => {
            let Some(slug) = args.get("slug").and_then(Value::as_str) else {
                return Ok(Outcome::failed("read_skill needs a `slug`"));
            };
            match store::context::skill_body(root, owner, bot, slug)? {
                Some(body) => Ok(Outcome::ok(body)),
                None => {
                    Ok(Outcome::failed(format!("there is no skill `{slug}`; use a slug from the catalog")))
                }
            }
        }
        other => Ok(Outcome::failed(format!("there is no tool `{other}`"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_create_and_delete_always_need_a_confirmation() {
        assert!(always_confirm("manage_schedule", r#"{"action":"create","schedule":"daily 09:00"}"#));
        assert!(always_confirm("manage_schedule", r#"{"action":"delete","id":"sched_1"}"#));
        assert!(!always_confirm("manage_schedule", r#"{"action":"list"}"#));
        assert!(!always_confirm("manage_schedule", r#"{"action":"pause","id":"sched_1"}"#));
        assert!(!always_confirm("search_history", r#"{"action":"create"}"#));
    }
}
