//! `manage_memory`: look at the memories and pin, unpin, keep or forget one (the same
//! operations as `okbot memory …`). Squads keep no memories: the tool is not offered to them.

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg, usage_to_outcome};
use crate::memory::{Filter, Memories, Scope, Status};

pub struct ManageMemory;

/// The most memories one `list` returns (the rest are counted).
const LIST_MAX: usize = 50;

impl Tool for ManageMemory {
    fn name(&self) -> &'static str {
        "manage_memory"
    }

    fn note(&self) -> &'static str {
        "look at what you remember about the user, pin what must always be in mind, unpin, keep \
         a candidate, or forget a memory the user wants gone; forgetting asks the user first"
    }

    fn description(&self) -> &'static str {
        "Manage your long-term memories of the user. list shows them (optionally only those \
         holding the words of `query`, one scope, or one status): kept (durable) memories may \
         reach your instructions, candidates do not. pin keeps a memory always in your \
         instructions; unpin undoes it; promote keeps a candidate; forget removes a memory for \
         good (use it when the user asks you to forget something)."
    }

    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": ["list", "pin", "unpin", "promote", "forget"]},
                "id": {"type": "string", "description": "pin, unpin, promote, forget: the memory's id (as list shows it)"},
                "query": {"type": "string", "description": "list: only memories holding every word of this"},
                "scope": {"type": "string", "enum": ["global", "bot"], "description": "list: only global memories, or only your own"},
                "status": {"type": "string", "enum": ["durable", "candidate"], "description": "list: only kept memories, or only candidates"}
            },
            "required": ["action"]
        })
    }

    fn describe(&self, args: &Value) -> String {
        let id = arg(args, "id");
        match arg(args, "action").as_str() {
            "list" => "look at the memories".into(),
            "pin" => format!("pin the memory {id}"),
            "unpin" => format!("unpin the memory {id}"),
            "promote" => format!("keep the memory {id}"),
            "forget" => format!("forget the memory {id}"),
            _ => "change a memory".into(),
        }
    }

    fn progress(&self, args: &Value) -> String {
        let id = arg(args, "id");
        match arg(args, "action").as_str() {
            "list" => "looking at the memories".into(),
            "pin" => format!("pinning the memory {id}"),
            "unpin" => format!("unpinning the memory {id}"),
            "promote" => format!("keeping the memory {id}"),
            "forget" => format!("forgetting the memory {id}"),
            _ => "changing a memory".into(),
        }
    }

    /// Forgetting removes what the user told the assistant: confirmed once, whatever the
    /// settings say.
    fn always_confirm(&self, args: &Value) -> bool {
        arg(args, "action") == "forget"
    }

    /// Looking never asks.
    fn read_only(&self, args: &Value) -> bool {
        arg(args, "action") == "list"
    }

    fn assistants_only(&self) -> bool {
        true
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
        if cx.owner.is_squad() {
            return Ok(Outcome::failed("a squad keeps no memories"));
        }
        let action = arg(args, "action");
        let id = arg(args, "id");
        if matches!(action.as_str(), "pin" | "unpin" | "promote" | "forget") && id.trim().is_empty() {
            return Ok(Outcome::failed(format!("`{action}` needs the memory's `id` (list shows them)")));
        }
        let result = match action.as_str() {
            "list" => list(cx, args),
            "pin" | "unpin" | "promote" | "forget" => change(cx, &action, &id),
            other => {
                return Ok(Outcome::failed(format!(
                    "unknown action `{other}`: use list, pin, unpin, promote or forget"
                )));
            }
        };
        usage_to_outcome(result)
    }
}

/// One memory as the model reads it.
fn brief(m: &crate::memory::MemoryRef<'_>) -> Value {
    json!({
        "id": m.id,
        "scope": m.scope.as_str(),
        "status": m.status.as_str(),
        "pinned": m.pinned,
        "hits": m.hits(),
        "memory": m.text,
    })
}

fn list(cx: &ToolCx, args: &Value) -> Result<Value> {
    let mems = Memories::load(cx.root, Some(cx.owner))?;
    let scope = match arg(args, "scope").as_str() {
        "global" => Some(Scope::Global),
        "bot" => Some(Scope::Bot),
        _ => None,
    };
    let status = match arg(args, "status").as_str() {
        "durable" | "kept" => Some(Status::Durable),
        "candidate" => Some(Status::Candidate),
        _ => None,
    };
    let filter = Filter { scope, status, expired: false };
    let query = arg(args, "query");
    let found =
        if query.trim().is_empty() { mems.list(filter, cx.now) } else { mems.search(&query, filter, cx.now) };
    let shown: Vec<Value> = found.iter().take(LIST_MAX).map(brief).collect();
    let mut doc = json!({"memories": shown});
    if found.len() > LIST_MAX {
        doc["more"] = json!(found.len() - LIST_MAX);
        doc["hint"] = json!("narrow the list with `query`, `scope` or `status`");
    }
    Ok(doc)
}

/// pin, unpin, promote or forget: under the global memory lock (the owner's is held), saved
/// only when something changed.
fn change(cx: &ToolCx, action: &str, key: &str) -> Result<Value> {
    let global = crate::memory::io::lock_global(cx.root)?;
    let mut mems = Memories::load(cx.root, Some(cx.owner))?;
    let id = mems.find(key)?.id.to_string();
    let now = cx.now;
    let doc = match action {
        "forget" => {
            let gone = mems.forget(&id, now)?;
            json!({"forgotten": {"id": gone.id, "memory": gone.memory}})
        }
        _ => {
            let changed = match action {
                "pin" => mems.pin(&id, now)?,
                "unpin" => mems.unpin(&id, now)?,
                _ => mems.promote(&id, now)?,
            };
            json!({"changed": changed, "memory": brief(&mems.find(&id)?)})
        }
    };
    if mems.is_dirty() {
        mems.save(cx.root, &global, Some(cx.lock), now)?;
    }
    Ok(doc)
}
