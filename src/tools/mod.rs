//! Built-in tools (DESIGN §7.2): their JSON schemas, which are offered, and running them. Each
//! tool calls the same domain code as its CLI command. A tool whose domain is not built yet is
//! not offered to the model.

use anyhow::Result;
use serde_json::{Value, json};

use crate::provider::chat::ToolSpec;
use crate::settings::Settings;
use crate::store::{self, OwnerId, Root};

/// The tools okbot can run today.
pub const BUILT: &[&str] = &["search_history", "read_skill", "manage_task_progress", "manage_schedule"];

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

/// The line the tool-notes block says about a tool (DESIGN §4.2 block 4).
pub fn note(name: &str) -> &'static str {
    match name {
        "search_history" => {
            "search earlier messages of this conversation, including those folded into the summary"
        }
        "read_skill" => "load the full instructions of a skill from the catalog",
        "manage_task_progress" => {
            "plan work of several steps as a task and record each step's progress as you go (work \
             to do now or to queue); the task in progress is shown below, and okbot keeps you \
             working on it while a step is open"
        }
        "manage_schedule" => {
            "list, create, pause, resume or delete jobs that run a prompt at set times (daily HH:MM, \
             hourly MM, every N m, or cron), for anything tied to a time or a period; creating or \
             deleting one asks the user first"
        }
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
        "manage_task_progress" => (
            "Track a long task and its steps. Create a task with its steps when work needs several \
             steps, start it, and update each step as it goes (in_progress, then succeeded, failed or \
             cancelled; blocked with a note when you need the user). Mark the task done when finished: \
             done is refused while a step is open, unless cancel_open cancels the open steps.",
            json!({
                "type": "object",
                "properties": {
                    "action": {"type": "string", "enum": ["list", "create", "start", "add_step", "update_step", "done", "backlog"]},
                    "task_id": {"type": "string", "description": "the task's id (default: the task in progress; start needs it)"},
                    "title": {"type": "string", "description": "create: the task's title; add_step: the step's title"},
                    "steps": {"type": "array", "items": {"type": "string"}, "description": "create: the steps, in order"},
                    "start": {"type": "boolean", "description": "create: start it now (default true)"},
                    "step": {"type": "string", "description": "update_step: the step's id or number, \"1\" = the first (default: the current step)"},
                    "status": {"type": "string", "enum": ["pending", "in_progress", "blocked", "succeeded", "failed", "cancelled"]},
                    "note": {"type": "string", "description": "update_step: a short note (what happened, what is needed)"},
                    "cancel_open": {"type": "boolean", "description": "done: cancel the steps still open (done is refused while a step is open)"}
                },
                "required": ["action"]
            }),
        ),
        "manage_schedule" => (
            "Manage scheduled jobs: a prompt that runs at set times, as a new turn of this conversation. \
             Use it when the user asks for something at a time or on a period (reminders, daily digests). \
             Creating or deleting a job asks the user to confirm.",
            json!({
                "type": "object",
                "properties": {
                    "action": {"type": "string", "enum": ["list", "create", "pause", "resume", "delete"]},
                    "id": {"type": "string", "description": "the job id (sched_…) for pause, resume and delete"},
                    "schedule": {"type": "string", "description": "for create: `daily HH:MM`, `hourly MM`, `every N m` (N divides 60), or a 5-field cron expression"},
                    "prompt": {"type": "string", "description": "for create: what to do when the job fires, written as a request to yourself"},
                    "title": {"type": "string", "description": "for create: a short title"},
                    "timezone": {"type": "string", "description": "for create: IANA zone such as Asia/Shanghai (default: the user's zone)"},
                    "once": {"type": "boolean", "description": "for create: fire once, then stop"}
                },
                "required": ["action"]
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

/// Whether a call needs the user's approval: `approval: "ask"` in the settings, in any case.
/// Only a missing setting or `allow` runs without asking; any other value fails closed.
pub fn needs_approval(settings: &Settings, name: &str) -> bool {
    match settings.tools.get(name).and_then(|t| t.get("approval")) {
        None => false,
        Some(value) => crate::settings::approval_word(value) != Some("allow"),
    }
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
pub fn run(cx: &ToolCx, name: &str, arguments: &str) -> Result<Outcome> {
    let (root, owner, bot) = (cx.root, cx.owner, cx.bot);
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
            let rows = |each: &mut dyn FnMut(&crate::session::Entry)| {
                store::session::for_each_entry(root, owner, each)
            };
            let hits = crate::history::search_stream(&rows, query, limit)?;
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
        "manage_task_progress" => manage_task_progress(cx, &args),
        "manage_schedule" => manage_schedule(cx, &args),
        other => Ok(Outcome::failed(format!("there is no tool `{other}`"))),
    }
}

/// `manage_task_progress`: the same operations as `okbot task …`.
fn manage_task_progress(cx: &ToolCx, args: &Value) -> Result<Outcome> {
    use crate::tasks::ops::{self, Ctx, StepChange};
    let text = |k: &str| args.get(k).and_then(Value::as_str).map(str::to_string);
    let ctx = Ctx { root: cx.root, lock: cx.lock, now: cx.now };
    let action = text("action").unwrap_or_default();
    let task_id = text("task_id");
    let need_id = |what: &str| {
        Outcome::failed(format!(
            "`{what}` needs the task's `task_id` when no task is in progress (list shows them)"
        ))
    };
    let result = match action.as_str() {
        "list" => ops::list(&ctx).map(|tasks| json!({"tasks": tasks})),
        "create" => {
            let steps: Vec<String> = args
                .get("steps")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
                .unwrap_or_default();
            let start = args.get("start").and_then(Value::as_bool).unwrap_or(true);
            ops::add(&ctx, &text("title").unwrap_or_default(), &steps, false, start)
                .map(|task| json!({"created": task}))
        }
        "start" | "done" | "backlog" | "add_step" | "update_step" => {
            // Without an id, the task in progress (except for start, which names one).
            let current = || -> Result<Option<String>> {
                let tasks = ops::list(&ctx)?;
                Ok(crate::tasks::in_progress(&tasks).map(|t| t.id.clone()))
            };
            let id = match task_id {
                Some(id) => id,
                None if action != "start" => match current()? {
                    Some(id) => id,
                    None => return Ok(need_id(&action)),
                },
                None => return Ok(need_id(&action)),
            };
            match action.as_str() {
                "start" => ops::start(&ctx, &id),
                "done" => {
                    let cancel_open = args.get("cancel_open").and_then(Value::as_bool).unwrap_or(false);
                    ops::done(&ctx, &id, cancel_open).map_err(|e| match e.downcast::<crate::error::Failure>() {
                        Ok(f) if f.message.contains("open step") => f
                            .hint("with this tool: update_step each open step, or call done with cancel_open: true")
                            .into(),
                        Ok(f) => f.into(),
                        Err(e) => e,
                    })
                }
                "backlog" => ops::set_status(&ctx, &id, "backlog"),
                "add_step" => ops::add_step(&ctx, &id, &text("title").unwrap_or_default()),
                _ => {
                    let change = StepChange { status: text("status"), note: text("note") };
                    // A step by id, or by number (models send 2 as well as "2").
                    let step = match args.get("step") {
                        Some(Value::Number(n)) => Some(n.to_string()),
                        _ => text("step"),
                    };
                    ops::update_step(&ctx, &id, step.as_deref(), &change)
                }
            }
            .map(|task| json!({"task": task}))
        }
        other => {
            return Ok(Outcome::failed(format!(
                "unknown action `{other}`: use list, create, start, add_step, update_step, done or backlog"
            )));
        }
    };
    usage_to_outcome(result)
}

/// A usage mistake (bad value, unknown id …) is the model's to fix: a failed result it reads.
fn usage_to_outcome(result: Result<Value>) -> Result<Outcome> {
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

/// `manage_schedule`: the same operations as `okbot schedule …`.
fn manage_schedule(cx: &ToolCx, args: &Value) -> Result<Outcome> {
    use crate::schedule::jobs::NewJob;
    use crate::schedule::ops::{self, Ctx};
    let text = |k: &str| args.get(k).and_then(Value::as_str).map(str::to_string);
    let ctx =
        Ctx { root: cx.root, lock: cx.lock, settings_zone: cx.settings.timezone.as_deref(), now: cx.now };
    let action = text("action").unwrap_or_default();
    let result = match action.as_str() {
        "list" => ops::list(&ctx).map(|jobs| json!({"jobs": jobs})),
        "create" => {
            let req = NewJob {
                schedule: text("schedule").unwrap_or_default(),
                prompt: text("prompt").unwrap_or_default(),
                title: text("title"),
                timezone: text("timezone"),
                once: args.get("once").and_then(Value::as_bool).unwrap_or(false),
            };
            ops::add(&ctx, &req).map(|job| json!({"created": job}))
        }
        "pause" | "resume" | "delete" => {
            let Some(id) = text("id") else {
                return Ok(Outcome::failed(format!("`{action}` needs the job's `id` (list shows them)")));
            };
            match action.as_str() {
                "pause" => ops::set_enabled(&ctx, &id, false).map(|job| json!({"paused": job})),
                "resume" => ops::set_enabled(&ctx, &id, true).map(|job| json!({"resumed": job})),
                _ => ops::delete(&ctx, &id).map(|job| json!({"deleted": job})),
            }
        }
        other => {
            return Ok(Outcome::failed(format!(
                "unknown action `{other}`: use list, create, pause, resume or delete"
            )));
        }
    };
    usage_to_outcome(result)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn schedule_create_and_delete_always_need_a_confirmation() {
        assert!(always_confirm("manage_schedule", r#"{"action":"create","schedule":"daily 09:00"}"#));
        assert!(always_confirm("manage_schedule", r#"{"action":"delete","id":"sched_1"}"#));
        assert!(!always_confirm("manage_schedule", r#"{"action":"list"}"#));
        assert!(!always_confirm("manage_schedule", r#"{"action":"pause","id":"sched_1"}"#));
        assert!(!always_confirm("search_history", r#"{"action":"create"}"#));
    }
}
