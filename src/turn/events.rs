//! What a turn reports: [`Event`]s as it runs (each printable one is a `--jsonl` line, in its
//! serialised form) and a [`Report`] when it is done (the `--json` document).

use serde::Serialize;

use super::{Compression, ToolRecord, Turn};
use crate::message::ToolCall;
use crate::provider::Usage;

/// Something worth showing while the turn runs. Serialised, it is the `--jsonl` line; a call
/// starting to run is not one (its `tool.call` and `tool.result` lines say it all).
#[derive(Debug, Serialize)]
#[serde(tag = "type")]
pub enum Event<'a> {
    #[serde(rename = "turn.started", rename_all = "camelCase")]
    Started { owner_id: &'a str, run_id: &'a str, model: &'a str },
    #[serde(rename = "compression")]
    Compressed { compression: &'a Compression },
    #[serde(rename = "text.delta")]
    TextDelta { text: &'a str },
    #[serde(rename = "tool.call")]
    ToolCall(&'a ToolCall),
    /// A call is about to run (after any approval).
    #[serde(skip)]
    Running(&'a ToolCall),
    #[serde(rename = "tool.result", rename_all = "camelCase")]
    ToolResult { call_id: &'a str, name: &'a str, status: &'a str, output: Option<&'a str> },
    #[serde(rename = "approval.pending", rename_all = "camelCase")]
    Pending { request_id: &'a str, description: &'a str },
    /// The task in progress is continued silently with another turn (DESIGN §6.5); `step` is
    /// the 1-based number of the step it works on, of `steps`.
    #[serde(rename = "task.continue", rename_all = "camelCase")]
    Continuing {
        owner_id: &'a str,
        task_id: &'a str,
        title: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        step: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        steps: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        step_title: Option<&'a str>,
    },
    /// The turn ended with its reply.
    #[serde(rename = "turn.completed", rename_all = "camelCase")]
    Completed {
        owner_id: &'a str,
        run_id: &'a str,
        text: &'a str,
        usage: Option<Usage>,
        usage_method: &'a str,
    },
    /// The turn ended without one (or is waiting for approval: `pending`).
    #[serde(rename = "turn.failed", rename_all = "camelCase")]
    Failed { owner_id: &'a str, run_id: &'a str, error: &'a str, pending: &'a [String] },
}

impl Event<'_> {
    /// Whether the event has a `--jsonl` line.
    pub fn is_line(&self) -> bool {
        !matches!(self, Event::Running(_))
    }

    pub(super) fn result(record: &ToolRecord) -> Event<'_> {
        Event::ToolResult {
            call_id: &record.call_id,
            name: &record.name,
            status: &record.status,
            output: record.output.as_deref(),
        }
    }

    pub(super) fn continuing<'a>(owner_id: &'a str, task: &'a crate::tasks::Task) -> Event<'a> {
        let next = next_step(task);
        Event::Continuing {
            owner_id,
            task_id: &task.id,
            title: &task.title,
            step: next.map(|(n, _)| n),
            steps: next.map(|_| task.steps.len()),
            step_title: next.map(|(_, title)| title),
        }
    }
}

/// ` (step 2/4: import posts)`: the step a continuation works on, for people.
pub fn step_label(step: Option<usize>, steps: Option<usize>, title: Option<&str>) -> String {
    match (step, steps, title) {
        (Some(n), Some(steps), Some(title)) => format!(" (step {n}/{steps}: {title})"),
        _ => String::new(),
    }
}

/// The 1-based number and title of the step a continuation works on.
fn next_step(task: &crate::tasks::Task) -> Option<(usize, &str)> {
    let step = task.next_step()?;
    let n = task.steps.iter().position(|s| std::ptr::eq(s, step))? + 1;
    Some((n, step.title.as_str()))
}

/// The `--json` document of a turn; the first turn's carries its silent continuations.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub owner_id: String,
    pub run_id: String,
    pub text: String,
    pub tool_calls: Vec<ToolRecord>,
    pub usage: Option<Usage>,
    pub usage_method: String,
    pub compressed: Vec<Compression>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pending: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub continuations: Vec<Report>,
}

impl Report {
    pub fn new(owner_id: &str, turn: &Turn, result: &anyhow::Result<()>) -> Report {
        let failed = result.as_ref().err();
        Report {
            owner_id: owner_id.to_string(),
            run_id: turn.run_id.clone(),
            text: turn.text.clone(),
            tool_calls: turn.tool_calls.clone(),
            usage: turn.usage,
            usage_method: turn.usage_method.clone(),
            compressed: turn.compressed.clone(),
            error: failed.map(|e| format!("{e:#}")),
            pending: failed.map(|_| turn.pending.clone()),
            continuations: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_serialise_to_their_jsonl_lines() {
        let call = ToolCall { call_id: "c1".into(), name: "t".into(), arguments: "{}".into() };
        let line = |e: &Event| serde_json::to_string(e).unwrap();
        assert_eq!(
            line(&Event::Started { owner_id: "bot_1", run_id: "run_1", model: "p/m" }),
            r#"{"type":"turn.started","ownerId":"bot_1","runId":"run_1","model":"p/m"}"#
        );
        assert_eq!(line(&Event::TextDelta { text: "hi" }), r#"{"type":"text.delta","text":"hi"}"#);
        assert_eq!(
            line(&Event::ToolCall(&call)),
            r#"{"type":"tool.call","callId":"c1","name":"t","arguments":"{}"}"#
        );
        assert_eq!(
            line(&Event::Failed { owner_id: "bot_1", run_id: "", error: "e", pending: &[] }),
            r#"{"type":"turn.failed","ownerId":"bot_1","runId":"","error":"e","pending":[]}"#
        );
        assert_eq!(
            line(&Event::Continuing {
                owner_id: "bot_1",
                task_id: "task_1",
                title: "T",
                step: None,
                steps: None,
                step_title: None
            }),
            r#"{"type":"task.continue","ownerId":"bot_1","taskId":"task_1","title":"T"}"#
        );
        assert!(!Event::Running(&call).is_line());
        assert!(serde_json::to_string(&Event::Running(&call)).is_err(), "never a line");
    }

    #[test]
    fn a_failed_report_says_why_and_what_waits() {
        let turn = Turn { run_id: "run_1".into(), pending: vec!["req_1".into()], ..Turn::default() };
        let ok = serde_json::to_value(Report::new("bot_1", &turn, &Ok(()))).unwrap();
        assert!(
            ok.get("error").is_none() && ok.get("pending").is_none() && ok.get("continuations").is_none()
        );
        let failed = serde_json::to_value(Report::new("bot_1", &turn, &Err(anyhow::anyhow!("no")))).unwrap();
        assert_eq!((failed["error"].as_str(), failed["pending"][0].as_str()), (Some("no"), Some("req_1")));
    }
}
