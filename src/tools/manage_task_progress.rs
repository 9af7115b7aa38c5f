//! `manage_task_progress`: plan work of several steps as a task and record each step's
//! progress (the same operations as `okbot task …`).

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg, usage_to_outcome};
use crate::tasks::Task;
use crate::tasks::ops::{self, Ctx, StepChange};

pub struct ManageTaskProgress;

impl Tool for ManageTaskProgress {
    fn name(&self) -> &'static str {
        "manage_task_progress"
    }

    fn note(&self) -> &'static str {
        "plan work of several steps as a task and record each step's progress as you go (work \
         to do now or to queue); the task in progress is shown below, and okbot keeps you \
         working on it while a step is open"
    }

    fn description(&self) -> &'static str {
        "Track a long task and its steps. Create a task with its steps when work needs several \
         steps, start it, and update each step as it goes (in_progress, then succeeded, failed or \
         cancelled; blocked with a note when you need the user). Mark the task done when finished: \
         done is refused while a step is open, unless cancel_open cancels the open steps."
    }

    fn parameters(&self) -> Value {
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
        })
    }

    fn describe(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => format!("plan the task “{}”", arg(args, "title")),
            "list" => "look at the tasks".into(),
            _ => "record progress on a task".into(),
        }
    }

    fn progress(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => format!("planning the task “{}”", arg(args, "title")),
            "list" => "looking at the tasks".into(),
            _ => "recording progress".into(),
        }
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
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
                change(&ctx, args, &action, &id).map(|task| json!({"task": task}))
            }
            other => {
                return Ok(Outcome::failed(format!(
                    "unknown action `{other}`: use list, create, start, add_step, update_step, done or backlog"
                )));
            }
        };
        usage_to_outcome(result)
    }
}

/// `start`, `done`, `backlog`, `add_step` or `update_step` on the task `id`.
fn change(ctx: &Ctx, args: &Value, action: &str, id: &str) -> Result<Task> {
    let text = |k: &str| args.get(k).and_then(Value::as_str).map(str::to_string);
    match action {
        "start" => ops::start(ctx, id),
        "done" => {
            let cancel_open = args.get("cancel_open").and_then(Value::as_bool).unwrap_or(false);
            ops::done(ctx, id, cancel_open).map_err(|e| match e.downcast::<crate::error::Failure>() {
                Ok(f) if f.message.contains("open step") => f
                    .hint("with this tool: update_step each open step, or call done with cancel_open: true")
                    .into(),
                Ok(f) => f.into(),
                Err(e) => e,
            })
        }
        "backlog" => ops::set_status(ctx, id, "backlog"),
        "add_step" => ops::add_step(ctx, id, &text("title").unwrap_or_default()),
        _ => {
            let change = StepChange { status: text("status"), note: text("note") };
            // A step by id, or by number (models send 2 as well as "2").
            let step = match args.get("step") {
                Some(Value::Number(n)) => Some(n.to_string()),
                _ => text("step"),
            };
            ops::update_step(ctx, id, step.as_deref(), &change)
        }
    }
}
