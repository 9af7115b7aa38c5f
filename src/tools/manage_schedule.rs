//! `manage_schedule`: list, create, pause, resume or delete scheduled jobs (the same
//! operations as `okbot schedule …`). Creating or deleting one always asks for a confirmation.

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg, usage_to_outcome};

pub struct ManageSchedule;

impl Tool for ManageSchedule {
    fn name(&self) -> &'static str {
        "manage_schedule"
    }

    fn note(&self) -> &'static str {
        "list, create, pause, resume or delete jobs that run a prompt at set times (daily HH:MM, \
         hourly MM, every N m, or cron), for anything tied to a time or a period; creating or \
         deleting one asks the user first"
    }

    fn description(&self) -> &'static str {
        "Manage scheduled jobs: a prompt that runs at set times, as a new turn of this conversation. \
         Use it when the user asks for something at a time or on a period (reminders, daily digests). \
         Creating or deleting a job asks the user to confirm."
    }

    fn parameters(&self) -> Value {
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
        })
    }

    fn describe(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => {
                let once =
                    if args.get("once").and_then(Value::as_bool) == Some(true) { ", once" } else { "" };
                format!("schedule “{}” ({}{once})", arg(args, "prompt"), arg(args, "schedule"))
            }
            "delete" => format!("delete the scheduled job {}", arg(args, "id")),
            "pause" => format!("pause the scheduled job {}", arg(args, "id")),
            "resume" => format!("resume the scheduled job {}", arg(args, "id")),
            _ => "look at the scheduled jobs".into(),
        }
    }

    fn progress(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => format!("scheduling “{}” ({})", arg(args, "prompt"), arg(args, "schedule")),
            "delete" => format!("deleting the scheduled job {}", arg(args, "id")),
            "pause" => format!("pausing the scheduled job {}", arg(args, "id")),
            "resume" => format!("resuming the scheduled job {}", arg(args, "id")),
            _ => "looking at the scheduled jobs".into(),
        }
    }

    /// A schedule created or deleted by the model (DESIGN §6.6).
    fn always_confirm(&self, args: &Value) -> bool {
        matches!(args.get("action").and_then(Value::as_str), Some("create" | "delete"))
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
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
}
