//! What a turn reports: [`Event`]s as it runs (each printable one is a `--jsonl` line, in its
//! serialised form) and a [`Report`] when it is done (the `--json` document).

use serde::Serialize;

use super::{Compression, Evolved, ToolRecord, Turn};
use crate::message::ToolCall;
use crate::output::Field;
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
    /// A squad's exchange row: the captain asked a member, or the member replied.
    #[serde(rename = "squad.message", rename_all = "camelCase")]
    Said { row_id: &'a str, kind: &'a str, speaker: &'a str, member: &'a str, text: &'a str },
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
    /// What the evolution wrap-up did after a successful turn.
    #[serde(rename = "evolution", rename_all = "camelCase")]
    Evolved { owner_id: &'a str, run_id: &'a str, evolution: &'a Evolved },
    /// Something after the reply did not work (the turn still succeeded), in plain words.
    /// `hint` names the fix, for the terminal (the line carries the message only).
    #[serde(rename = "warning", rename_all = "camelCase")]
    Warning {
        owner_id: &'a str,
        message: &'a str,
        #[serde(skip)]
        hint: Option<&'a str>,
    },
}

/// The `--jsonl` lines, by `type`: what the chat man page says of each, and its fields after
/// `type`, in order. A test serialises every kind of [`Event`] and checks it against this list.
pub const LINES: &[(&str, &str, &[Field])] = &[
    (
        "turn.started",
        "A turn.started line (a turn begins):",
        &[
            ("ownerId", "string", "the assistant or squad"),
            ("runId", "string", "the turn's run id"),
            ("model", "string", "provider/model the turn uses"),
        ],
    ),
    (
        "compression",
        "A compression line (the session was compressed before the request):",
        &[("compression", "object", "as in the compressed array of the --json document")],
    ),
    ("text.delta", "A text.delta line:", &[("text", "string", "the next piece of the reply")]),
    (
        "tool.call",
        "A tool.call line (the model asks for a tool):",
        &[
            ("callId", "string", "the call's id"),
            ("name", "string", "the tool"),
            ("arguments", "string", "its arguments, a JSON text"),
        ],
    ),
    (
        "tool.result",
        "A tool.result line:",
        &[
            ("callId", "string", "the call's id"),
            ("name", "string", "the tool"),
            ("status", "string", "completed, failed, denied or pending"),
            ("output", "string or null", "what the tool answered (null while pending)"),
        ],
    ),
    (
        "squad.message",
        "A squad.message line (a squad's captain asked a member, or the member replied; written to the transcript with meta.speakerBotId):",
        &[
            ("rowId", "string", "the transcript row (ask_… or reply_…)"),
            ("kind", "string", "ask or reply"),
            ("speaker", "string", "__captain__ for an ask, the member's assistant id for a reply"),
            ("member", "string", "the member's name"),
            ("text", "string", "the row's text: the task asked, or the member's answer"),
        ],
    ),
    (
        "approval.pending",
        "An approval.pending line (a call waits for a person):",
        &[
            ("requestId", "string", "the request (`okbot approvals allow ID`)"),
            ("description", "string", "what the call would do, in words"),
        ],
    ),
    (
        "task.continue",
        "A task.continue line (the task in progress is continued with another turn):",
        &[
            ("ownerId", "string", "the assistant or squad"),
            ("taskId", "string", "the task"),
            ("title", "string", "its title"),
            ("step", "integer, absent when no step is open", "the 1-based number of the step it works on"),
            ("steps", "integer, absent with step", "how many steps the task has"),
            ("stepTitle", "string, absent with step", "that step's title"),
        ],
    ),
    (
        "turn.completed",
        "A turn.completed line (the last line of a turn that replied):",
        &[
            ("ownerId", "string", "the assistant or squad"),
            ("runId", "string", "the turn's run id"),
            ("text", "string", "the whole reply"),
            ("usage", "object or null", "tokens the provider reported: input, output, cache"),
            ("usageMethod", "string", "provider, or how tokens were estimated"),
        ],
    ),
    (
        "turn.failed",
        "A turn.failed line (the last line of a turn that did not reply):",
        &[
            ("ownerId", "string", "the assistant or squad"),
            ("runId", "string", "the turn's run id"),
            ("error", "string", "why"),
            ("pending", "array of strings", "approval requests it left waiting"),
        ],
    ),
    (
        "evolution",
        "An evolution line (after turn.completed, when an evolution step ran after the turn):",
        &[
            ("ownerId", "string", "the assistant"),
            ("runId", "string", "the turn's run id"),
            ("evolution", "object", "as evolution in the --json document"),
        ],
    ),
    (
        "warning",
        "A warning line (a wrap-up step did not work; the turn still succeeded, exit 0):",
        &[("ownerId", "string", "the assistant"), ("message", "string", "what went wrong, in plain words")],
    ),
];

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

crate::output::json_doc! {
    /// The `--json` document of a turn; the first turn's carries its silent continuations.
    #[derive(Debug, Clone)]
    pub struct Report {
        "ownerId" owner_id: String = "string", "the assistant or squad";
        "runId" run_id: String = "string", "the turn's run id (every row it wrote carries it)";
        "text" text: String = "string", "the reply";
        "toolCalls" tool_calls: Vec<ToolRecord> = "array", "the tool calls, in order (below)";
        "usage" usage: Option<Usage> = "object or null",
            "tokens the provider reported: input, output, cache (summed over the turn's model calls)";
        "usageMethod" usage_method: String = "string",
            "provider when the provider reported usage, else how tokens were estimated";
        "compressed" compressed: Vec<Compression> = "array", "compressions made before the request (below)";
        #[serde(skip_serializing_if = "Option::is_none")]
        "error" error: Option<String> = "string, absent on success", "why the turn failed";
        #[serde(skip_serializing_if = "Option::is_none")]
        "pending" pending: Option<Vec<String>> = "array of strings, absent on success",
            "approval requests the failed turn left waiting";
        #[serde(skip_serializing_if = "Option::is_none")]
        "evolution" evolution: Option<Evolved> = "object, absent when no evolution step ran",
            "what evolution did after the reply (below); absent when nothing was due, for squads, failed turns and --no-evolve";
        #[serde(skip_serializing_if = "Vec::is_empty")]
        "continuations" continuations: Vec<Report> = "array, absent when none",
            "further turns that continued the task in progress, each a document like this one";
    }
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
            evolution: turn.evolution.clone(),
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
    fn every_line_kind_is_documented_with_its_fields_in_order() {
        let call = ToolCall { call_id: "c1".into(), name: "t".into(), arguments: "{}".into() };
        let compression = Compression {
            mode: crate::compress::Mode::Auto,
            covered_through_id: None,
            folded_messages: 0,
            tokens_before: 0,
            tokens_after: 0,
        };
        let task: crate::tasks::Task = serde_json::from_value(serde_json::json!({
            "id": "task_1", "title": "T", "status": "in_progress",
            "steps": [{"id": "s1", "title": "one", "status": "pending"}],
            "createdAt": "2026-12-01T00:00:00.000Z", "updatedAt": "2026-12-01T00:00:00.000Z"
        }))
        .unwrap();
        let events = [
            Event::Started { owner_id: "b", run_id: "r", model: "m" },
            Event::Compressed { compression: &compression },
            Event::TextDelta { text: "x" },
            Event::ToolCall(&call),
            Event::ToolResult { call_id: "c", name: "n", status: "completed", output: Some("o") },
            Event::Said { row_id: "ask_1", kind: "ask", speaker: "__captain__", member: "Ann", text: "t" },
            Event::Pending { request_id: "q", description: "d" },
            Event::continuing("b", &task),
            Event::Completed { owner_id: "b", run_id: "r", text: "t", usage: None, usage_method: "m" },
            Event::Failed { owner_id: "b", run_id: "r", error: "e", pending: &[] },
            Event::Evolved { owner_id: "b", run_id: "r", evolution: &Evolved::default() },
            Event::Warning { owner_id: "b", message: "m", hint: None },
        ];
        let mut seen = Vec::new();
        for event in &events {
            let value = serde_json::to_value(event).unwrap();
            let object = value.as_object().unwrap();
            let kind = object["type"].as_str().unwrap();
            let (_, _, fields) = LINES.iter().find(|(k, _, _)| *k == kind).expect("documented");
            let keys: Vec<&str> = object.keys().map(String::as_str).filter(|k| *k != "type").collect();
            let names: Vec<&str> = fields.iter().map(|f| f.0).collect();
            assert_eq!(keys, names, "{kind}");
            seen.push(kind.to_string());
        }
        let documented: Vec<String> = LINES.iter().map(|l| l.0.to_string()).collect();
        assert_eq!(seen, documented, "one sample per documented line, in order");
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
