//! `read_skill`: load the full instructions of a skill from the catalog. Offered only when the
//! owner has a skill to read.

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg};

pub struct ReadSkill;

impl Tool for ReadSkill {
    fn name(&self) -> &'static str {
        "read_skill"
    }

    fn note(&self) -> &'static str {
        "load the full instructions of a skill from the catalog"
    }

    fn description(&self) -> &'static str {
        "Load the full instructions of a skill from the skill catalog, by its slug."
    }

    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {"slug": {"type": "string", "description": "the skill's slug, as in the catalog"}},
            "required": ["slug"]
        })
    }

    fn describe(&self, args: &Value) -> String {
        format!("read the skill “{}”", arg(args, "slug"))
    }

    fn progress(&self, args: &Value) -> String {
        format!("reading the skill “{}”", arg(args, "slug"))
    }

    fn needs_skills(&self) -> bool {
        true
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
        let Some(slug) = args.get("slug").and_then(Value::as_str) else {
            return Ok(Outcome::failed("read_skill needs a `slug`"));
        };
        match crate::skills::io::body(cx.root, cx.owner, cx.bot, slug)? {
            Some(body) => Ok(Outcome::ok(body)),
            None => Ok(Outcome::failed(format!("there is no skill `{slug}`; use a slug from the catalog"))),
        }
    }
}
