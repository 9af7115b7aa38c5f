//! `okbot chat`: one turn with an assistant or squad.

use std::io::{IsTerminal, Read, Write};
use std::sync::atomic::Ordering;

use anyhow::{Context, Result};
use clap::Args;
use serde_json::json;

use super::Cx;
use crate::turn::{self as chat, Answer, Env, Event, Options, Turn};
use crate::error::{Failure, code};
use crate::roster::OwnerKind;

/// Talk to an assistant: send one message and print the reply
///
/// The message comes from the argument, or from stdin when it is `-` or stdin is a pipe. The
/// user message is written to the transcript first, so nothing is lost if the model call
/// fails. Compression runs first when needed. Tool calls that need approval are asked about on
/// a terminal; otherwise (cron, pipes) they are saved under pending/ and okbot exits 7 —
/// decide with `okbot approvals`, then `okbot chat --resume`.
///
/// stdout carries the reply (streamed on a terminal); --json prints one result object,
/// --jsonl one event per line (turn.started, compression, text.delta, tool.call, tool.result,
/// approval.pending, turn.completed / turn.failed).
#[derive(Debug, Args)]
pub struct ChatArgs {
    /// The message; several words are joined with spaces (`-` reads stdin)
    #[arg(value_name = "MESSAGE")]
    pub message: Vec<String>,
    /// Assistant or squad (id or name); with no assistant at all, one is created
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Model for this turn: PROVIDER/MODEL, MODEL, `offline`, or `offline:script=FILE`
    #[arg(long, value_name = "PROVIDER/MODEL")]
    pub model: Option<String>,
    /// Print one JSON event per line
    #[arg(long, conflicts_with = "json")]
    pub jsonl: bool,
    /// Allow every tool call that would ask for approval
    #[arg(long)]
    pub yes: bool,
    /// Allow calls of this tool without asking (repeatable)
    #[arg(long, value_name = "TOOL")]
    pub approve: Vec<String>,
    /// Continue a turn that waited for approval (after `okbot approvals allow|deny`)
    #[arg(long, conflicts_with = "message")]
    pub resume: bool,
    /// Do not continue the task in progress after this turn (by default okbot does when the turn
    /// worked on it or the message asks to go on, e.g. "continue"; those replies go to stderr)
    #[arg(long)]
    pub no_continue: bool,
    /// Continue the task in progress after this turn even if the turn did not work on it
    #[arg(long = "continue", conflicts_with = "no_continue")]
    pub continue_task: bool,
}

pub fn run(cx: &Cx, args: ChatArgs) -> Result<()> {
    let message = read_message(&args)?;
    let owner = match (&args.owner, cx.roster()?.bots.is_empty()) {
        (None, true) if std::env::var("OKBOT_ASSISTANT").is_err() => {
            let entry = super::assistant::create_assistant(cx, "Assistant", "", "🤖", "#4f46e5")?;
            cx.out.note(format!("okbot: created the assistant `{}` ({})", entry.name, entry.id));
            cx.roster()?.resolve(&entry.id)?
        }
        _ => cx.owner(args.owner.as_deref())?,
    };
    // No lock here: the turn takes the owner lock around each of its writes, never across a
    // model call (see `chat::run`).
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let bot = match owner.kind {
        OwnerKind::Assistant => crate::store::roster::load_bot_file(&cx.root, &owner.id)?,
        OwnerKind::Squad => None,
    };
    let model = match &args.model {
        Some(spec) => crate::model::from_spec(&settings, spec)?,
        None => crate::model::choose(&settings, bot.as_ref(), |k| std::env::var(k).ok()),
    };
    if model.source == "fallback" {
        cx.out.note("okbot: no model is configured; using the offline echo (see `okbot model add`)");
    }
    let policy = if args.no_continue {
        chat::Continue::Never
    } else if args.continue_task || message.as_deref().is_some_and(crate::tasks::is_continue_request) {
        chat::Continue::Asked
    } else {
        chat::Continue::WhenTouched
    };
    install_ctrl_c();
    let interactive = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let ask = |what: &str| prompt(what);
    let opts = Options {
        message,
        model,
        approve_all: args.yes,
        approve: args.approve.clone(),
        ask: if interactive && !args.yes { Some(&ask) } else { None },
        stream: true,
        trigger: None,
        run_id: None,
    };
    let env = Env {
        root: &cx.root,
        clock: &cx.clock,
        roster: &roster,
        owner: &owner,
        bot: bot.as_ref(),
        settings: &settings,
    };
    let live_text = !cx.out.json && !args.jsonl && std::io::stdout().is_terminal();
    // Continuation replies are not the reply to the message sent: they go to stderr.
    let live_aside = !cx.out.json && !args.jsonl && !cx.out.quiet && std::io::stderr().is_terminal();
    let streamed = std::cell::Cell::new(false);
    let continuing = std::cell::Cell::new(false);
    // Streamed text passes through the secret scrubber, which catches a key split across
    // pieces; what it holds back is shown before the next event and at the end of the turn.
    // A continuation's reply is not the reply to the message sent: on a terminal it streams to
    // stderr, else it is printed whole at the end of its turn.
    let scrubber = std::cell::RefCell::new(crate::redact::Stream::new());
    let show_text = |text: &str| {
        if text.is_empty() {
            return;
        }
        if args.jsonl {
            let _ = cx.out.json_line(&json!({"type": "text.delta", "text": text}));
        } else if continuing.get() {
            if live_aside {
                streamed.set(true);
                let mut stderr = std::io::stderr();
                let _ = stderr.write_all(text.as_bytes());
                let _ = stderr.flush();
            }
        } else if live_text {
            streamed.set(true);
            let _ = cx.out.raw(text);
        }
    };
    let flush_text = || show_text(&scrubber.borrow_mut().finish());
    let mut emit = |event: Event| {
        if let Event::TextDelta(text) = event {
            show_text(&scrubber.borrow_mut().push(text));
            return;
        }
        flush_text();
        if args.jsonl {
            if let Some(line) = event_json(&event, owner.id.as_str()) {
                let _ = cx.out.json_line(&line);
            }
            return;
        }
        match event {
            Event::Continuing { task } => {
                continuing.set(true);
                cx.out.note(format!("okbot: continuing the task “{}”{}…", task.title, step_label(task)));
            }
            Event::Compressed(c) => cx.out.note(format!(
                "okbot: folded {} older messages into the summary ({} → {} tokens)",
                c.folded_messages, c.tokens_before, c.tokens_after
            )),
            Event::Running(call) => {
                cx.out.note(format!("okbot: {}…", chat::progress(&call.name, &call.arguments)))
            }
            Event::Pending { request_id, description } => {
                cx.out.note(format!("okbot: waiting for your approval to {description} ({request_id})"))
            }
            _ => {}
        }
    };
    // --json: the first turn's object, with any silent continuations in `continuations`.
    let mut first: Option<serde_json::Value> = None;
    let mut continuations = Vec::new();
    let mut done = |turn: &Turn, result: &Result<()>| -> Result<()> {
        if cx.out.json {
            let doc = result_json(owner.id.as_str(), turn, result);
            match first {
                None => first = Some(doc),
                Some(_) => continuations.push(doc),
            }
            return Ok(());
        }
        flush_text();
        let streamed = streamed.replace(false);
        if continuing.get() && !args.jsonl {
            return finish_aside(cx, turn, streamed);
        }
        finish(cx, &args, owner.id.as_str(), turn, result, streamed)
    };
    let result = chat::run_and_continue(&env, &opts, policy, &mut emit, &mut done);
    if let Some(mut doc) = first {
        if !continuations.is_empty() {
            doc["continuations"] = json!(continuations);
        }
        cx.out.json(&doc)?;
    }
    match result {
        // Waiting is not a failure: say what to do next, exit 7.
        Err(e) if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::APPROVAL) => {
            cx.out.hint("decide with `okbot approvals allow ID` or `okbot approvals deny ID`");
            cx.out.hint(format!("then continue with `okbot chat -a {} --resume`", owner.id));
            Err(Failure::silent(code::APPROVAL).into())
        }
        other => other,
    }
}

fn finish(
    cx: &Cx,
    args: &ChatArgs,
    owner: &str,
    turn: &Turn,
    result: &Result<()>,
    streamed: bool,
) -> Result<()> {
    let error = result.as_ref().err().map(|e| format!("{e:#}"));
    if args.jsonl {
        let event = match &error {
            None => {
                json!({"type": "turn.completed", "ownerId": owner, "runId": turn.run_id, "text": turn.text,
                           "usage": turn.usage, "usageMethod": turn.usage_method})
            }
            Some(e) => json!({"type": "turn.failed", "ownerId": owner, "runId": turn.run_id, "error": e,
                              "pending": turn.pending}),
        };
        return cx.out.json_line(&event);
    }
    if streamed {
        cx.out.raw("\n")?;
    } else if error.is_none() || !turn.text.is_empty() {
        cx.out.line(turn.text.trim_end())?;
    }
    Ok(())
}

/// A continuation's reply in text mode: on stderr, after its "continuing" line (`-q` silences it;
/// the transcript keeps it).
fn finish_aside(cx: &Cx, turn: &Turn, streamed: bool) -> Result<()> {
    if streamed {
        let _ = writeln!(std::io::stderr());
    } else if !turn.text.trim().is_empty() {
        cx.out.note(turn.text.trim_end());
    }
    Ok(())
}

/// ` (step 2/4: import posts)`: the step a continuation works on.
fn step_label(task: &crate::tasks::Task) -> String {
    match next_step(task) {
        Some((n, title)) => format!(" (step {n}/{}: {title})", task.steps.len()),
        None => String::new(),
    }
}

/// The 1-based number and title of the step a continuation works on.
fn next_step(task: &crate::tasks::Task) -> Option<(usize, &str)> {
    let step = task.next_step()?;
    let n = task.steps.iter().position(|s| std::ptr::eq(s, step))? + 1;
    Some((n, step.title.as_str()))
}

/// The `--json` result object of one turn.
fn result_json(owner: &str, turn: &Turn, result: &Result<()>) -> serde_json::Value {
    let mut out = json!({
        "ownerId": owner,
        "runId": turn.run_id,
        "text": turn.text,
        "toolCalls": turn.tool_calls,
        "usage": turn.usage,
        "usageMethod": turn.usage_method,
        "compressed": turn.compressed,
    });
    if let Err(e) = result {
        out["error"] = json!(format!("{e:#}"));
        out["pending"] = json!(turn.pending);
    }
    out
}

/// The `--jsonl` line for an event (a call starting to run is not one of them: its
/// `tool.call` and `tool.result` lines say it all).
fn event_json(event: &Event, owner: &str) -> Option<serde_json::Value> {
    Some(match event {
        Event::Started { run_id, model } => {
            json!({"type": "turn.started", "ownerId": owner, "runId": run_id, "model": model})
        }
        Event::Compressed(c) => json!({"type": "compression", "compression": c}),
        // Shown by the scrubber in `run`.
        Event::TextDelta(_) => return None,
        Event::ToolCall(call) => {
            json!({"type": "tool.call", "callId": call.call_id, "name": call.name, "arguments": call.arguments})
        }
        Event::Running(_) => return None,
        Event::ToolResult(r) => {
            json!({"type": "tool.result", "callId": r.call_id, "name": r.name, "status": r.status, "output": r.output})
        }
        Event::Pending { request_id, description } => {
            json!({"type": "approval.pending", "requestId": request_id, "description": description})
        }
        Event::Continuing { task } => {
            let mut event =
                json!({"type": "task.continue", "ownerId": owner, "taskId": task.id, "title": task.title});
            if let Some((n, title)) = next_step(task) {
                event["step"] = json!(n);
                event["steps"] = json!(task.steps.len());
                event["stepTitle"] = json!(title);
            }
            event
        }
    })
}

fn read_message(args: &ChatArgs) -> Result<Option<String>> {
    if args.resume {
        return Ok(None);
    }
    let from_stdin = match args.message.as_slice() {
        [one] if one == "-" => true,
        [] => !std::io::stdin().is_terminal(),
        _ => false,
    };
    let text = if from_stdin {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).context("cannot read the message from stdin")?;
        text
    } else {
        args.message.join(" ")
    };
    let text = text.trim_end_matches(['\n', '\r']).to_string();
    if text.trim().is_empty() {
        return Err(Failure::usage("there is no message to send")
            .hint("pass it as an argument (`okbot chat \"hello\"`), pipe it on stdin, or use --resume")
            .into());
    }
    Ok(Some(text))
}

/// Ask on the terminal: y / N / always.
fn prompt(what: &str) -> Answer {
    let mut stderr = std::io::stderr();
    let what = crate::redact::scrub(what);
    let _ = write!(stderr, "okbot: the assistant wants to {what}. Allow? [y/N/always] ");
    let _ = stderr.flush();
    let mut line = String::new();
    if std::io::stdin().read_line(&mut line).is_err() {
        return Answer::No;
    }
    match line.trim().to_lowercase().as_str() {
        "y" | "yes" | "是" | "好" => Answer::Yes,
        "a" | "always" | "总是" => Answer::Always,
        _ => Answer::No,
    }
}

/// Ctrl-C: stop at the next stream event and exit 130; if nothing answers within two seconds
/// (a silent server), exit at once. Rows already written are whole lines and stay.
pub(crate) fn install_ctrl_c() {
    let _ = ctrlc::set_handler(|| {
        chat::INTERRUPTED.store(true, Ordering::SeqCst);
        std::thread::sleep(std::time::Duration::from_secs(2));
        std::process::exit(i32::from(crate::error::code::INTERRUPTED));
    });
}
