//! `search_history`: search earlier messages of this conversation (the same search as
//! `okbot history search`).

use anyhow::Result;
use serde_json::{Value, json};

use super::{Outcome, Tool, ToolCx, arg};

pub struct SearchHistory;

impl Tool for SearchHistory {
    fn name(&self) -> &'static str {
        "search_history"
    }

    fn note(&self) -> &'static str {
        "search earlier messages of this conversation, including those folded into the summary"
    }

    fn description(&self) -> &'static str {
        "Search earlier messages of this conversation, including those folded into the summary. \
         Returns the best matches with their ids, times and a snippet."
    }

    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "words to look for"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "hits to return (default 8)"}
            },
            "required": ["query"]
        })
    }

    fn describe(&self, args: &Value) -> String {
        format!("search earlier messages for “{}”", arg(args, "query"))
    }

    fn progress(&self, args: &Value) -> String {
        format!("searching earlier messages for “{}”", arg(args, "query"))
    }

    fn run(&self, cx: &ToolCx, args: &Value) -> Result<Outcome> {
        let Some(query) = args.get("query").and_then(Value::as_str).filter(|q| !q.trim().is_empty()) else {
            return Ok(Outcome::failed("search_history needs a non-empty `query`"));
        };
        let limit = args.get("limit").and_then(Value::as_u64).unwrap_or(8).clamp(1, 50) as usize;
        let (root, owner) = (cx.root, cx.owner);
        let rows = |each: &mut dyn FnMut(&crate::session::Entry)| {
            crate::session::io::for_each_entry(root, owner, each)
        };
        let hits = crate::history::search_stream(&rows, query, limit)?;
        if hits.is_empty() {
            return Ok(Outcome::ok(format!("No earlier messages match `{query}`.")));
        }
        Ok(Outcome::ok(serde_json::to_string(&hits)?))
    }
}
