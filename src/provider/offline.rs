//! The built-in `offline` provider (DESIGN §7.3): no network, deterministic.
//!
//! - `offline`: an echo-style reply that says it is offline.
//! - `offline:script=FILE`: replies taken in order from a JSON Lines script, one reply per
//!   model call: `{"text": "…"}`, `{"tool_calls": [{"name": "…", "arguments": {…}}]}`, or
//!   both. The position is kept per owner in `<owner>/offline-script.json`, so a script plays
//!   on across invocations (remove that file to start over). A line with `"for": ID` plays
//!   only to that owner (a squad's members share the turn's script): the others skip it.
//! - Offered `ask_*` tools (a squad's captain), the echo is a deterministic captain: it asks
//!   every member the user's message in one answer, then joins their replies.

use anyhow::Result;
use serde::Deserialize;
use serde_json::Value;

use super::Provider;
use super::chat::{ChatRequest, ChatResponse};
use crate::error::{Failure, code};
use crate::message::ModelItem;
use crate::message::{ToolCall, ToolSpec};
use crate::store::{self, OwnerId, Root};

#[derive(Debug, Clone, Deserialize)]
pub struct ScriptReply {
    #[serde(default)]
    pub text: String,
    /// Plays only to this owner (an assistant's or squad's id).
    #[serde(default, rename = "for")]
    pub for_owner: Option<String>,
    #[serde(default)]
    pub tool_calls: Vec<ScriptCall>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScriptCall {
    #[serde(default)]
    pub id: Option<String>,
    pub name: String,
    #[serde(default)]
    pub arguments: Value,
}

/// The offline echo as a provider.
pub struct Echo;

impl Provider for Echo {
    fn chat(
        &mut self,
        req: &ChatRequest,
        on_text: &mut dyn FnMut(&str),
        _cancelled: &dyn Fn() -> bool,
    ) -> Result<ChatResponse> {
        let resp = captain(req.items, req.tools, req.run_id).unwrap_or_else(|| echo(req.items));
        Ok(emitted(resp, on_text))
    }
}

/// An offline script as a provider: one reply per call, the owner's place in the script kept
/// in its folder.
pub struct Script {
    pub root: Root,
    pub owner: OwnerId,
    pub path: String,
    /// Where the choice of the script came from ([`crate::model::ModelChoice::source`]): the
    /// hint of a script that cannot be read names that place.
    pub source: &'static str,
}

impl Provider for Script {
    fn chat(
        &mut self,
        req: &ChatRequest,
        on_text: &mut dyn FnMut(&str),
        _cancelled: &dyn Fn() -> bool,
    ) -> Result<ChatResponse> {
        let replies = load_script(&self.path, fix_hint(self.source))?;
        // The cursor is a read-then-write: two turns never take the same reply.
        let resp = {
            let lock = self.root.lock_owner(&self.owner)?;
            let mut next = store::offline::next(&self.root, &self.owner, &self.path)?;
            while replies
                .get(next)
                .is_some_and(|r| r.for_owner.as_ref().is_some_and(|o| o != self.owner.as_str()))
            {
                next += 1;
            }
            let resp = scripted(&self.path, &replies, next, req.run_id)?;
            store::offline::advance(&self.root, &lock, &self.path, next + 1)?;
            resp
        };
        Ok(emitted(resp, on_text))
    }
}

/// A whole answer's text, handed on as one piece.
fn emitted(resp: ChatResponse, on_text: &mut dyn FnMut(&str)) -> ChatResponse {
    if !resp.text.is_empty() {
        on_text(&resp.text);
    }
    resp
}

/// Where to fix the path of a script that cannot be read, by where it was chosen.
fn fix_hint(source: &str) -> &'static str {
    match source {
        "settings" => "fix the path, or set the default again: `okbot model default offline:script=FILE`",
        "environment" => "point `OKBOT_MODEL=offline:script=FILE` at a JSON Lines file",
        _ => "give a JSON Lines file: `--model offline:script=FILE`",
    }
}

/// Parse a script; every line must be a reply (a bad script is the user's to fix). A script
/// that cannot be read is a usage error naming the path, with `hint` on how to fix it.
pub fn load_script(path: &str, hint: &str) -> Result<Vec<ScriptReply>> {
    let text = crate::model::read_script(path).map_err(|why| {
        Failure::usage(format!("cannot read the offline script `{path}`: {why}")).hint(hint)
    })?;
    let mut replies = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let reply: ScriptReply = serde_json::from_str(line).map_err(|e| {
            Failure::usage(format!("offline script `{path}` line {}: {e}", i + 1))
                .hint("each line is {\"text\": \"…\"} and/or {\"tool_calls\": [{\"name\": \"…\", \"arguments\": {…}}]}")
        })?;
        replies.push(reply);
    }
    Ok(replies)
}

/// The reply at `index`, or an error naming the script when it has run out.
pub fn scripted(path: &str, replies: &[ScriptReply], index: usize, run_id: &str) -> Result<ChatResponse> {
    let Some(reply) = replies.get(index) else {
        return Err(Failure::new(
            code::PROVIDER,
            format!("the offline script `{path}` has no reply left (it has {})", replies.len()),
        )
        .hint("add lines to the script, or remove `offline-script.json` in the assistant's folder to start over")
        .into());
    };
    let tool_calls = reply
        .tool_calls
        .iter()
        .enumerate()
        .map(|(k, c)| ToolCall {
            call_id: c.id.clone().unwrap_or_else(|| format!("call_{run_id}_{index}_{k}")),
            name: c.name.clone(),
            arguments: match &c.arguments {
                Value::String(s) => s.clone(),
                Value::Null => "{}".into(),
                other => other.to_string(),
            },
        })
        .collect();
    Ok(ChatResponse { text: reply.text.clone(), tool_calls, usage: None, finish: "stop".into() })
}

/// The offline captain of a squad (when `ask_*` tools are offered): with no member's answer
/// since the user's last message, it asks every member that message, all in one answer; then
/// it joins the answers, in the order of the tools.
pub fn captain(items: &[ModelItem], tools: &[ToolSpec], run_id: &str) -> Option<ChatResponse> {
    let asks: Vec<&ToolSpec> = tools.iter().filter(|t| t.name.starts_with("ask_")).collect();
    if asks.is_empty() {
        return None;
    }
    let start = items
        .iter()
        .rposition(|i| matches!(i, ModelItem::Message { role, .. } if role == "user"))
        .unwrap_or(0);
    let message = match items.get(start) {
        Some(ModelItem::Message { text, .. }) => text.trim().to_string(),
        _ => String::new(),
    };
    let answers: Vec<(&str, &str)> = items[start..]
        .iter()
        .filter_map(|i| match i {
            ModelItem::ToolResult { name, output, .. } if name.starts_with("ask_") => {
                Some((name.as_str(), output.as_str()))
            }
            _ => None,
        })
        .collect();
    if answers.is_empty() {
        let tool_calls = asks
            .iter()
            .enumerate()
            .map(|(k, t)| ToolCall {
                call_id: format!("call_{run_id}_captain_{k}"),
                name: t.name.clone(),
                arguments: serde_json::json!({"task": message}).to_string(),
            })
            .collect();
        return Some(ChatResponse {
            text: String::new(),
            tool_calls,
            usage: None,
            finish: "tool_calls".into(),
        });
    }
    let mut text = String::from("(offline) The squad's captain asked every member; their answers:");
    for (name, output) in answers {
        // The member's real name, as its tool's description gives it ("Ask Ann (writer) …").
        let who = asks
            .iter()
            .find(|t| t.name == name)
            .and_then(|t| t.description.strip_prefix("Ask ")?.split_once(" (").map(|(n, _)| n))
            .unwrap_or(name);
        text.push_str(&format!("\n\n{who}: {}", crate::text::clip(output.trim(), 2000)));
    }
    Some(ChatResponse { text, tool_calls: Vec::new(), usage: None, finish: "stop".into() })
}

/// The echo reply: says it is offline and repeats the last user message.
pub fn echo(items: &[ModelItem]) -> ChatResponse {
    let last = items
        .iter()
        .rev()
        .find_map(|i| match i {
            ModelItem::Message { role, text } if role == "user" => Some(text.as_str()),
            _ => None,
        })
        .unwrap_or("");
    let text = format!(
        "(offline) This is okbot's offline echo: no model was asked. You said: {}",
        crate::text::clip(last.trim(), 2000)
    );
    ChatResponse { text, tool_calls: Vec::new(), usage: None, finish: "stop".into() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(name: &str, member: &str) -> ToolSpec {
        ToolSpec {
            name: name.into(),
            description: format!("Ask {member} (writer) to do a task."),
            parameters: Value::Null,
        }
    }

    fn user(text: &str) -> ModelItem {
        ModelItem::Message { role: "user".into(), text: text.into() }
    }

    #[test]
    fn the_offline_captain_asks_everyone_then_joins_the_answers() {
        let tools = [ask("ask_ann", "Ann"), ask("ask_member_2", "李雷")];
        let first = captain(&[user("old"), user("plan it")], &tools, "run_1").unwrap();
        let names: Vec<&str> = first.tool_calls.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["ask_ann", "ask_member_2"]);
        assert!(first.tool_calls.iter().all(|c| c.arguments == r#"{"task":"plan it"}"#));
        assert_ne!(first.tool_calls[0].call_id, first.tool_calls[1].call_id);

        let mut items = vec![user("plan it")];
        for (c, out) in first.tool_calls.iter().zip(["a1", "b1"]) {
            items.push(ModelItem::ToolCall {
                call_id: c.call_id.clone(),
                name: c.name.clone(),
                arguments: c.arguments.clone(),
            });
            items.push(ModelItem::ToolResult {
                call_id: c.call_id.clone(),
                name: c.name.clone(),
                status: "completed".into(),
                output: out.into(),
            });
        }
        let last = captain(&items, &tools, "run_1").unwrap();
        assert!(last.tool_calls.is_empty());
        assert!(last.text.ends_with("Ann: a1\n\n李雷: b1"), "{}", last.text);

        // A new message after answered asks: ask again.
        items.push(user("next"));
        assert_eq!(captain(&items, &tools, "run_2").unwrap().tool_calls.len(), 2);
    }

    #[test]
    fn without_ask_tools_it_is_no_captain() {
        assert!(captain(&[user("hi")], &[], "run_1").is_none());
    }
}
