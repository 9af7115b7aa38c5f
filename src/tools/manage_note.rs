//! `manage_note`: create, list, read, update or delete the owner's notes — documents to keep
//! (the same operations as `okbot note …`). HTML from the model is sanitised before it is
//! stored; deleting a note always asks for a confirmation.

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg, usage_to_outcome};
use crate::notes::{self, Ctx, Format};

/// Notes `list` shows at most (the most recently updated).
const LIST_MAX: usize = 50;
/// Characters of a note's text `read` returns at most.
const READ_MAX_CHARS: usize = 8000;

pub struct ManageNote;

impl Tool for ManageNote {
    fn name(&self) -> &'static str {
        "manage_note"
    }

    fn note(&self) -> &'static str {
        "create, list, read, update or delete notes: documents to keep and maintain (designs, \
         requirements, reports). A time or period ⇒ schedule; work to do now or to queue ⇒ task; \
         a document to keep ⇒ note. Deleting a note asks the user first"
    }

    fn description(&self) -> &'static str {
        "Keep documents as notes (designs, requirements, reports, reference material) that outlive \
         the conversation. Not for reminders (use a schedule) or step-by-step work (use a task). \
         Content is Markdown (or HTML with format \"html\"); it is stored as sanitised HTML. list \
         gives ids and titles; read gives a note's text; update replaces the content and/or title."
    }

    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": ["create", "list", "read", "update", "delete"]},
                "id": {"type": "string", "description": "read, update, delete: the note's id (note_…) or its start"},
                "title": {"type": "string", "description": "create: the title; update: a new title"},
                "content": {"type": "string", "description": "create, update: the whole document"},
                "format": {"type": "string", "enum": ["markdown", "html"], "description": "how content is written (default markdown)"}
            },
            "required": ["action"]
        })
    }

    fn describe(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => format!("save the note “{}”", arg(args, "title")),
            "update" => format!("update the note {}", arg(args, "id")),
            "delete" => format!("delete the note {}", arg(args, "id")),
            "read" => format!("read the note {}", arg(args, "id")),
            _ => "look at the notes".into(),
        }
    }

    fn progress(&self, args: &Value) -> String {
        match arg(args, "action").as_str() {
            "create" => format!("saving the note “{}”", arg(args, "title")),
            "update" => format!("updating the note {}", arg(args, "id")),
            "delete" => format!("deleting the note {}", arg(args, "id")),
            "read" => format!("reading the note {}", arg(args, "id")),
            _ => "looking at the notes".into(),
        }
    }

    /// A note deleted by the model: its row leaves the library.
    fn always_confirm(&self, args: &Value) -> bool {
        args.get("action").and_then(Value::as_str) == Some("delete")
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
        let text = |k: &str| args.get(k).and_then(Value::as_str).map(str::to_string);
        let ctx = Ctx { root: cx.root, lock: cx.lock, now: cx.now };
        let format = match text("format").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("markdown" | "md" | "text") => Format::Markdown,
            Some("html") => Format::Html,
            Some(other) => {
                return Ok(Outcome::failed(format!("unknown format `{other}`: use markdown or html")));
            }
        };
        let action = text("action").unwrap_or_default();
        let need_id = || Outcome::failed(format!("`{action}` needs the note's `id` (list shows them)"));
        let result = match action.as_str() {
            "list" => list(&ctx),
            "create" => (|| {
                let html = notes::to_html(&text("content").unwrap_or_default(), format)?;
                let title = text("title").unwrap_or_default();
                let note = notes::create(&ctx, &title, html)?;
                let mut doc = json!({"created": {"id": note.id, "title": note.title}});
                if notes::title_is_cut(&title) {
                    doc["note"] =
                        json!(format!("the title was cut to {} characters", notes::MAX_TITLE_CHARS));
                }
                Ok(doc)
            })(),
            "read" | "update" | "delete" => {
                let Some(id) = text("id") else { return Ok(need_id()) };
                match action.as_str() {
                    "read" => read(&ctx, &id),
                    "update" => (|| {
                        let html = text("content").map(|c| notes::to_html(&c, format)).transpose()?;
                        let title = text("title");
                        if html.is_none() && title.is_none() {
                            return Err(crate::error::usage(
                                "`update` changes nothing",
                                "give a new `content`, a new `title`, or both",
                            ));
                        }
                        let note = notes::update(&ctx, &id, title.as_deref(), html)?;
                        Ok(
                            json!({"updated": {"id": note.id, "title": note.title, "updatedAt": note.updated_at}}),
                        )
                    })(),
                    _ => notes::delete(&ctx, &id)
                        .map(|(note, _)| json!({"deleted": {"id": note.id, "title": note.title}})),
                }
            }
            other => {
                return Ok(Outcome::failed(format!(
                    "unknown action `{other}`: use create, list, read, update or delete"
                )));
            }
        };
        usage_to_outcome(result)
    }
}

/// Ids and titles, the most recently updated first, at most [`LIST_MAX`].
fn list(ctx: &Ctx) -> Result<Value> {
    let mut all = notes::list(ctx.root, ctx.lock.owner())?;
    all.sort_by(|a, b| b.updated_at.cmp(&a.updated_at));
    let total = all.len();
    let rows: Vec<Value> = all
        .iter()
        .take(LIST_MAX)
        .map(|n| json!({"id": n.id, "title": n.title, "updatedAt": n.updated_at}))
        .collect();
    let mut doc = json!({"notes": rows, "total": total});
    if total > LIST_MAX {
        doc["note"] = json!(format!("only the {LIST_MAX} most recently updated of {total} notes are listed"));
    }
    Ok(doc)
}

/// A note's text, clipped to [`READ_MAX_CHARS`] with a note saying so.
fn read(ctx: &Ctx, key: &str) -> Result<Value> {
    let all = notes::list(ctx.root, ctx.lock.owner())?;
    let id = notes::resolve(&all, key)?;
    let note = all.iter().find(|n| n.id == id).expect("resolved above");
    let text = notes::html::to_text(&note.html);
    let chars = text.chars().count();
    let mut doc = json!({"id": note.id, "title": note.title, "updatedAt": note.updated_at});
    if chars > READ_MAX_CHARS {
        doc["text"] = json!(text.chars().take(READ_MAX_CHARS).collect::<String>());
        doc["note"] = json!(format!(
            "clipped: the first {READ_MAX_CHARS} of {chars} characters; the user can read it all with `okbot note show {}`",
            note.id
        ));
    } else {
        doc["text"] = json!(text);
    }
    Ok(doc)
}
