//! `read_skill`: load the full instructions of a skill from the catalog, or one of the files
//! its instructions refer to (`references/…`, `forms.md`). Offered only when the owner has a
//! skill to read.

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg};
use crate::skills::io::{self, Resource};

pub struct ReadSkill;

impl Tool for ReadSkill {
    fn name(&self) -> &'static str {
        "read_skill"
    }

    fn note(&self) -> &'static str {
        "load the full instructions of a skill from the catalog"
    }

    fn description(&self) -> &'static str {
        "Load the full instructions of a skill from the skill catalog, by its slug. The reply lists \
         the other files of the skill's folder; load one of them (a reference or template the \
         instructions mention) by giving its path as `file`."
    }

    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "slug": {"type": "string", "description": "the skill's slug, as in the catalog"},
                "file": {
                    "type": "string",
                    "description": "optional: a file of the skill's folder to load instead of its instructions, relative to the folder (e.g. references/forms.md)"
                }
            },
            "required": ["slug"]
        })
    }

    fn describe(&self, args: &Value) -> String {
        match args.get("file").and_then(Value::as_str).filter(|f| !f.trim().is_empty()) {
            Some(file) => format!("read the file “{file}” of the skill “{}”", arg(args, "slug")),
            None => format!("read the skill “{}”", arg(args, "slug")),
        }
    }

    fn progress(&self, args: &Value) -> String {
        match args.get("file").and_then(Value::as_str).filter(|f| !f.trim().is_empty()) {
            Some(file) => format!("reading the file “{file}” of the skill “{}”", arg(args, "slug")),
            None => format!("reading the skill “{}”", arg(args, "slug")),
        }
    }

    fn needs_skills(&self) -> bool {
        true
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
        let Some(slug) = args.get("slug").and_then(Value::as_str) else {
            return Ok(Outcome::failed("read_skill needs a `slug`"));
        };
        let Some(found) = io::find(cx.root, cx.owner, cx.bot, slug)? else {
            return Ok(Outcome::failed(format!("there is no skill `{slug}`; use a slug from the catalog")));
        };
        // Left out of the catalog for its size: not handed to the model whole either.
        if let Err(why) = crate::skills::within_size(found.len) {
            return Ok(Outcome::failed(format!("the skill `{slug}` is left out: {why}")));
        }
        let file = args.get("file").and_then(Value::as_str).map(str::trim).filter(|f| !f.is_empty());
        match file {
            None | Some("SKILL.md") | Some("./SKILL.md") => Ok(Outcome::ok(instructions(&found))),
            Some(file) => Ok(match io::read_resource(&found.dir, file)? {
                Resource::Text(text) => Outcome::ok(cut(text, file)),
                Resource::Binary(size) => Outcome::failed(format!(
                    "`{file}` is not text (a binary file of {size} bytes, such as an image, font or \
                     template); it is used as it is, not read"
                )),
                Resource::Refused(why) => Outcome::failed(format!("{why}; {}", listing(&found, slug))),
            }),
        }
    }
}

/// Files longer than this many characters are cut (with a note saying so).
pub const MAX_FILE_CHARS: usize = 60_000;
/// At most this many files of a skill's folder are listed after its instructions.
pub const MAX_LISTED: usize = 60;

/// The body of SKILL.md (the whole file when it does not parse), then the other files of the
/// skill's folder, which the instructions often refer to.
fn instructions(found: &io::Found) -> String {
    let mut out = match crate::skills::parse(&found.text) {
        Ok((_, body)) => body,
        Err(_) => found.text.clone(),
    };
    if !io::resource_files(&found.dir).is_empty() {
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&format!("\n---\n{}\n", listing(found, &found.slug)));
    }
    out
}

/// `Files of the skill's folder (…): a, b, c`.
fn listing(found: &io::Found, slug: &str) -> String {
    let files = io::resource_files(&found.dir);
    if files.is_empty() {
        return "the skill's folder holds no other file than SKILL.md".to_string();
    }
    let mut list = files.iter().take(MAX_LISTED).cloned().collect::<Vec<_>>().join(", ");
    if files.len() > MAX_LISTED {
        list.push_str(&format!(" and {} more", files.len() - MAX_LISTED));
    }
    format!(
        "files of the skill's folder (load one with read_skill {{\"slug\": \"{slug}\", \"file\": PATH}}): {list}"
    )
}

/// A file's text, cut at a line break to at most [`MAX_FILE_CHARS`] characters with a note.
fn cut(text: String, file: &str) -> String {
    let total = text.chars().count();
    if total <= MAX_FILE_CHARS {
        return text;
    }
    let end = text.char_indices().nth(MAX_FILE_CHARS).map_or(text.len(), |(i, _)| i);
    let head = &text[..end];
    let head = head.rfind('\n').map_or(head, |i| &head[..=i]);
    format!("{head}\n[cut: `{file}` has {total} characters; the first {} are shown]\n", head.chars().count())
}
