//! `okbot chat`: one turn with an assistant or squad.

use std::cell::{Cell, RefCell};
use std::io::{IsTerminal, Write};

use anyhow::Result;
use clap::Args;

use super::Cx;
use crate::error::{Failure, code};
use crate::model::ModelChoice;
use crate::roster::{self, BotFile, Owner, OwnerKind};
use crate::settings::Settings;
use crate::turn::{self, Answer, Continue, Env, Event, Options, Report, Turn, step_label};

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
    /// Skip the wrap-up after the reply: no memory extraction, and the turn does not count
    /// towards the next one (evolution.json)
    #[arg(long)]
    pub no_evolve: bool,
}

/// The `--json` document and the `--jsonl` lines of `okbot chat`, for its man page.
pub const JSON_OUTPUT: &[crate::output::JsonOutput] = {
    use crate::output::{Document, JsonOutput};
    use crate::turn::LINES;
    const PAGE: &str = "okbot-chat";
    const fn line(i: usize) -> JsonOutput {
        JsonOutput { page: PAGE, shape: LINES[i].1, fields: LINES[i].2 }
    }
    &[
        JsonOutput {
            page: PAGE,
            shape: "one object, the turn of the message sent:",
            fields: turn::Report::FIELDS,
        },
        JsonOutput { page: PAGE, shape: "Each element of toolCalls:", fields: turn::ToolRecord::FIELDS },
        JsonOutput { page: PAGE, shape: "Each element of compressed:", fields: turn::Compression::FIELDS },
        JsonOutput { page: PAGE, shape: "evolution:", fields: turn::Evolved::FIELDS },
        JsonOutput { page: PAGE, shape: "evolution.memory:", fields: turn::MemoryChange::FIELDS },
        JsonOutput { page: PAGE, shape: "evolution.skills:", fields: turn::SkillChange::FIELDS },
        JsonOutput { page: PAGE, shape: "evolution.soul:", fields: turn::SoulChange::FIELDS },
        JsonOutput {
            page: PAGE,
            shape: "With --jsonl, one JSON object per line as the turn runs, each with a type field first; \
                    these are the lines a turn can print, in the order they come:",
            fields: &[],
        },
        line(0),
        line(1),
        line(2),
        line(3),
        line(4),
        line(5),
        line(6),
        line(7),
        line(8),
        line(9),
        line(10),
        line(11),
    ]
};

pub fn run(cx: &Cx, args: ChatArgs) -> Result<()> {
    let message = read_message(&args)?;
    let owner = owner_for(cx, &args)?;
    // No lock here: the turn takes the owner lock around each of its writes, never across a
    // model call (see `turn`).
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let bot = match owner.kind {
        OwnerKind::Assistant => crate::roster::io::load_bot_file(&cx.root, &owner.id)?,
        OwnerKind::Squad => None,
    };
    let model = model_for(cx, &args, &owner, &settings, bot.as_ref())?;
    let policy = policy(&args, message.as_deref());
    super::install_ctrl_c(cx, "chat");
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
        evolve: !args.no_evolve,
    };
    let env = Env {
        root: &cx.root,
        clock: &cx.clock,
        roster: &roster,
        owner: &owner,
        bot: bot.as_ref(),
        settings: &settings,
        began_on: Default::default(),
    };
    let screen = Screen::new(cx, &args);
    let result = turn::run_and_continue(&env, &opts, policy, &mut |e| screen.event(e), &mut |t, r| {
        screen.done(owner.id.as_str(), t, r)
    });
    screen.print_json()?;
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

/// The owner named, or the default one; with no assistant at all (and none named in
/// `$OKBOT_ASSISTANT`), a new one.
fn owner_for(cx: &Cx, args: &ChatArgs) -> Result<Owner> {
    match (&args.owner, cx.roster()?.bots.is_empty()) {
        (None, true) if std::env::var("OKBOT_ASSISTANT").is_err() => {
            let entry = roster::create_assistant(&cx.root, &cx.clock, "Assistant", "", "🤖", "#4f46e5")?;
            cx.out.note(format!("okbot: created the assistant `{}` ({})", entry.name, entry.id));
            cx.roster()?.resolve(&entry.id)
        }
        _ => cx.owner(args.owner.as_deref()),
    }
}

/// `--model`, else the assistant's or the settings' model.
/// With `--resume` and no `--model`: the model a waiting call's turn was told to use, if it was
/// told one (okbot keeps it with the request).
fn parked_model(cx: &Cx, args: &ChatArgs, owner: &Owner) -> Option<String> {
    if !args.resume {
        return None;
    }
    let requests = crate::approvals::io::list(&cx.root, &owner.id).ok()?;
    requests.iter().find_map(|p| p.extra.get("model").and_then(serde_json::Value::as_str).map(str::to_string))
}

fn model_for(
    cx: &Cx,
    args: &ChatArgs,
    owner: &Owner,
    settings: &Settings,
    bot: Option<&BotFile>,
) -> Result<ModelChoice> {
    let model = match (&args.model, parked_model(cx, args, owner)) {
        (Some(spec), _) => crate::model::from_spec(settings, spec)?,
        (None, Some(spec)) => match crate::model::from_spec(settings, &spec) {
            Ok(model) => {
                cx.out
                    .note(format!("okbot: going on with {}, the model the turn started with", model.label()));
                model
            }
            Err(e) => {
                cx.out.warn(format!(
                    "the turn started with `{spec}`, which is gone ({e:#}); using the default model"
                ));
                crate::model::choose(settings, bot, |k| std::env::var(k).ok())
            }
        },
        (None, None) => crate::model::choose(settings, bot, |k| std::env::var(k).ok()),
    };
    if model.source == "fallback" {
        cx.out.note("okbot: no model is configured; using the offline echo (see `okbot model add`)");
    }
    Ok(model)
}

fn policy(args: &ChatArgs, message: Option<&str>) -> Continue {
    if args.no_continue {
        Continue::Never
    } else if args.continue_task || message.is_some_and(crate::tasks::is_continue_request) {
        Continue::Asked
    } else {
        Continue::WhenTouched
    }
}

/// What the turns show as they run. Streamed text passes through the secret scrubber, which
/// catches a key split across pieces; what it holds back is shown before the next event and at
/// the end of the turn. A continuation's reply is not the reply to the message sent: on a
/// terminal it streams to stderr, else it is printed whole at the end of its turn.
struct Screen<'a> {
    cx: &'a Cx,
    jsonl: bool,
    /// Text streams to stdout.
    live_text: bool,
    /// A continuation's text streams to stderr.
    live_aside: bool,
    streamed: Cell<bool>,
    continuing: Cell<bool>,
    scrubber: RefCell<crate::redact::Stream>,
    /// --json: every turn's document.
    reports: RefCell<Vec<Report>>,
}

impl<'a> Screen<'a> {
    fn new(cx: &'a Cx, args: &ChatArgs) -> Screen<'a> {
        Screen {
            cx,
            jsonl: args.jsonl,
            live_text: !cx.out.json && !args.jsonl && std::io::stdout().is_terminal(),
            live_aside: !cx.out.json && !args.jsonl && !cx.out.quiet && std::io::stderr().is_terminal(),
            streamed: Cell::new(false),
            continuing: Cell::new(false),
            scrubber: RefCell::new(crate::redact::Stream::new()),
            reports: RefCell::new(Vec::new()),
        }
    }

    fn show_text(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        if self.jsonl {
            let _ = self.cx.out.json_line(&Event::TextDelta { text });
        } else if self.continuing.get() {
            if self.live_aside {
                self.streamed.set(true);
                let mut stderr = std::io::stderr();
                let _ = stderr.write_all(text.as_bytes());
                let _ = stderr.flush();
            }
        } else if self.live_text {
            self.streamed.set(true);
            let _ = self.cx.out.raw(text);
        }
    }

    fn flush_text(&self) {
        let rest = self.scrubber.borrow_mut().finish();
        self.show_text(&rest);
    }

    fn event(&self, event: Event) {
        if let Event::TextDelta { text } = event {
            let shown = self.scrubber.borrow_mut().push(text);
            self.show_text(&shown);
            return;
        }
        self.flush_text();
        if let Event::Warning { message, hint, .. } = &event {
            // On stderr in every mode; --jsonl also has its line.
            self.cx.out.warn(message);
            if let Some(hint) = hint {
                self.cx.out.hint(hint);
            }
        }
        if self.jsonl {
            if event.is_line() {
                let _ = self.cx.out.json_line(&event);
            }
            return;
        }
        let out = &self.cx.out;
        match event {
            Event::Continuing { title, step, steps, step_title, .. } => {
                self.continuing.set(true);
                out.note(format!(
                    "okbot: continuing the task “{title}”{}…",
                    step_label(step, steps, step_title)
                ));
            }
            Event::Compressed { compression: c } => out.note(format!(
                "okbot: folded {} older messages into the summary ({} → {} tokens)",
                c.folded_messages, c.tokens_before, c.tokens_after
            )),
            Event::Running(call) => {
                out.note(format!("okbot: {}…", crate::tools::progress(&call.name, &call.arguments)))
            }
            Event::Pending { request_id, description } => {
                out.note(format!("okbot: waiting for your approval to {description} ({request_id})"))
            }
            _ => {}
        }
    }

    /// A turn ended (its `turn.completed` / `turn.failed` line is already out with --jsonl).
    fn done(&self, owner: &str, turn: &Turn, result: &Result<()>) -> Result<()> {
        if self.cx.out.json {
            self.reports.borrow_mut().push(Report::new(owner, turn, result));
            return Ok(());
        }
        self.flush_text();
        let streamed = self.streamed.replace(false);
        if self.jsonl {
            return Ok(());
        }
        if self.continuing.get() {
            return self.finish_aside(turn, streamed);
        }
        if streamed {
            self.cx.out.raw("\n")?;
        } else if result.is_ok() || !turn.text.is_empty() {
            self.cx.out.line(turn.text.trim_end())?;
        }
        Ok(())
    }

    /// A continuation's reply in text mode: on stderr, after its "continuing" line (`-q`
    /// silences it; the transcript keeps it).
    fn finish_aside(&self, turn: &Turn, streamed: bool) -> Result<()> {
        if streamed {
            let _ = writeln!(std::io::stderr());
        } else if !turn.text.trim().is_empty() {
            self.cx.out.note(turn.text.trim_end());
        }
        Ok(())
    }

    /// --json: the first turn's document, with any silent continuations in `continuations`.
    fn print_json(&self) -> Result<()> {
        let mut reports = self.reports.take().into_iter();
        let Some(mut first) = reports.next() else { return Ok(()) };
        first.continuations = reports.collect();
        self.cx.out.json(&first)
    }
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
        super::read_stdin(
            "the message",
            "the message must be UTF-8 text; convert other encodings first, e.g. `iconv -f LATIN1 -t UTF-8`",
        )?
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_man_page_lists_every_jsonl_line() {
        let shapes: Vec<&str> = super::JSON_OUTPUT.iter().map(|d| d.shape).collect();
        for (kind, shape, _) in crate::turn::LINES {
            assert!(shapes.contains(shape), "{kind} is missing from chat's JSON OUTPUT");
        }
    }
}
