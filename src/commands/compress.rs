//! `okbot compress`: fold older messages into the rolling summary (DESIGN §4.4–4.6).

use std::io::{IsTerminal, Write};

use anyhow::{Context, Result};
use clap::Args;

use super::Cx;
use crate::compress::apply;
use crate::compress::io::Compaction;
use crate::compress::request::{self, Hooks, Report, Request};
use crate::context::gather::{self, Gathered};
use crate::error::Failure;
use crate::roster::Owner;
use crate::settings::Settings;
use crate::store::OwnerId;
use crate::turn::summarizer::ProviderSummarizers;

/// Fold older messages into the summary; the transcript itself is never shortened
///
/// Without flags it compresses only when the request would reach the threshold
/// (contextWindow × contextCompression.ratio). The most recent messages stay verbatim
/// (keepRecentMax, halved while the request is still too long). Exits 4 when even then the
/// next request would not fit.
#[derive(Debug, Args)]
pub struct CompressArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Compress now, keeping the recent messages, if there are more than keepRecentMin
    #[arg(long, conflicts_with_all = ["new_topic", "undo"])]
    pub now: bool,
    /// Fold everything: the next request carries the summary and the new message only
    #[arg(long, conflicts_with = "undo")]
    pub new_topic: bool,
    /// Extra instructions for the summarizer, added to its default prompt
    #[arg(long, value_name = "TEXT", conflicts_with = "undo")]
    pub instructions: Option<String>,
    /// Show the cut point, what would be folded and the tokens before and after; write nothing
    #[arg(long)]
    pub dry_run: bool,
    /// Restore the summary and coverage from before the last compression
    #[arg(long)]
    pub undo: bool,
    /// Summarise everything not yet covered, beyond contextCompression.maxFoldChars; tells the
    /// number of summarizer calls first and asks when there are more than 20
    #[arg(long, conflicts_with = "undo")]
    pub full: bool,
    /// With --full: go ahead without asking, however many calls it takes
    #[arg(long, requires = "full")]
    pub yes: bool,
}

/// More summarizer calls than this need a confirmation (or --yes).
pub const CONFIRM_CALLS: usize = 20;

pub fn run(cx: &Cx, args: CompressArgs) -> Result<()> {
    if args.undo {
        return undo(cx, args);
    }
    let owner = cx.owner(args.owner.as_deref())?;
    let request = Request {
        new_topic: args.new_topic,
        now: args.now,
        full: args.full,
        dry_run: args.dry_run,
        instructions: args.instructions,
    };
    let hooks = Terminal { cx, tty: std::io::stderr().is_terminal() && !cx.out.json, yes: args.yes };
    let report = request::run(&cx.root, &cx.clock, &owner.id, &request, &ProviderSummarizers, &hooks)?;
    if report.advanced && !report.dry_run && !owner.id.is_squad() {
        fold_hook(cx, &owner, &report);
    }
    if cx.out.json {
        cx.out.json(&report)?;
    } else {
        print_human(cx, &report)?;
    }
    if let Some(warning) = &report.fallback_warning {
        cx.out.warn(warning);
    }
    if let Some(error) = &report.outcome.partial_error {
        cx.out.warn(format!(
            "the summarizer failed part-way ({error}); the summary covers only the messages it read in full"
        ));
    }
    report.check_fits()
}

/// Facts in the messages folded away and in the new summary become memory candidates; a failure
/// is a warning (the compression is done).
fn fold_hook(cx: &Cx, owner: &Owner, report: &Report) {
    let run = || -> Result<()> {
        let roster = cx.roster()?;
        let settings = cx.settings()?.settings;
        let env = crate::turn::Env {
            root: &cx.root,
            clock: &cx.clock,
            roster: &roster,
            owner,
            bot: None,
            settings: &settings,
            began_on: Default::default(),
        };
        let o = &report.outcome;
        crate::turn::wrapup::fold_hook_after(
            &env,
            report.first_folded_id.as_deref(),
            o.covered_through_id.as_deref(),
            &o.summary,
        )?;
        Ok(())
    };
    if let Err(e) = run() {
        cx.out.warn(format!("after the compression, looking for facts to remember failed: {e:#}"));
    }
}

/// The person at the terminal: warnings, the question before a long full fold, a progress bar.
struct Terminal<'a> {
    cx: &'a Cx,
    /// Whether stderr is a terminal (and not `--json`): the progress bar is drawn.
    tty: bool,
    /// `--yes`: go ahead without asking.
    yes: bool,
}

impl Hooks for Terminal<'_> {
    fn load(&self, owner: &OwnerId) -> Result<(Owner, Settings, Gathered)> {
        let roster = self.cx.roster()?;
        let owner = roster.default_owner(Some(owner.as_str()))?;
        let settings = self.cx.settings()?.settings;
        let g = gather::gather(
            &self.cx.root,
            &roster,
            &owner,
            &settings,
            &crate::tools::notes(&settings),
            self.cx.clock.now(),
        )?;
        for (w, hint) in g.all_warnings() {
            self.cx.out.warn(w);
            if let Some(hint) = hint {
                self.cx.out.hint(hint);
            }
        }
        Ok((owner, settings, g))
    }

    fn confirm(&self, calls: usize, model: &str, offline: bool) -> Result<()> {
        confirm(self.cx, calls, model, offline, self.yes)
    }

    fn progress(&self, done: usize, total: usize) {
        if self.tty {
            progress(done, total);
        }
    }

    fn progress_end(&self) {
        if self.tty {
            let _ = writeln!(std::io::stderr());
        }
    }

    fn retrying(&self) {
        self.cx.out.note(
            "okbot: the summary changed while this compression ran (another okbot command); compressing again",
        );
    }
}

/// Say what a full fold costs; ask (on a terminal) or refuse when it is more than
/// [`CONFIRM_CALLS`] calls and `--yes` was not given.
fn confirm(cx: &Cx, calls: usize, model: &str, offline: bool, yes: bool) -> Result<()> {
    let who = if offline { "the offline summarizer".to_string() } else { model.to_string() };
    cx.out.note(format!("okbot: compress --full will make {calls} summarizer calls ({who})"));
    if calls <= CONFIRM_CALLS || yes {
        return Ok(());
    }
    if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
        return Err(Failure::usage(format!(
            "compress --full would make {calls} summarizer calls, more than {CONFIRM_CALLS}, and there is no terminal to ask"
        ))
        .hint("add --yes to go ahead, or run `okbot compress` to summarise only the newest messages (contextCompression.maxFoldChars)")
        .into());
    }
    let mut err = std::io::stderr();
    let _ = write!(err, "okbot: go ahead with {calls} summarizer calls? [y/N] ");
    let _ = err.flush();
    let mut answer = String::new();
    std::io::stdin().read_line(&mut answer).context("cannot read the answer from stdin")?;
    if matches!(answer.trim().to_lowercase().as_str(), "y" | "yes") {
        return Ok(());
    }
    Err(Failure::general("compress --full cancelled; nothing changed").into())
}

/// A one-line progress bar on stderr: `[#####.....] 12/40 summarizer calls`.
fn progress(done: usize, total: usize) {
    let width = 30;
    let filled = (done.min(total) * width).checked_div(total).unwrap_or(width);
    let mut err = std::io::stderr();
    let _ = write!(
        err,
        "\r[{}{}] {done}/{total} summarizer calls",
        "#".repeat(filled),
        ".".repeat(width - filled)
    );
    let _ = err.flush();
}

fn print_human(cx: &Cx, r: &Report) -> Result<()> {
    let o = &r.outcome;
    let verb = if r.dry_run { "would fold" } else { "folded" };
    match (&o.skipped, r.advanced) {
        (Some(why), false) => {
            // Nothing changed: no data, a note (as `task list` says "no tasks").
            cx.out.note(format!("okbot: nothing to compress: {why}"));
        }
        _ => {
            cx.out.line(format!(
                "{verb} {} messages ({} rows) {} through {}",
                o.folded_messages,
                o.folded_rows,
                r.first_folded_id.as_deref().map(|f| format!("from {f}")).unwrap_or_default(),
                o.covered_through_id.as_deref().unwrap_or("")
            ))?;
            if o.unread_messages > 0 {
                cx.out.line(format!(
                    "covered {} older messages without summarising them (over contextCompression.maxFoldChars; \
                     `okbot compress --full` reads everything); `okbot history search` still finds them",
                    o.unread_messages
                ))?;
            }
            cx.out.line(format!("kept {} recent messages verbatim", o.keep))?;
            cx.out.line(format!(
                "tokens {} → {} (threshold {}, {})",
                o.tokens_before, o.tokens_after, o.threshold, r.method
            ))?;
            cx.out.line(format!(
                "summary {} characters, by the {} summarizer",
                o.summary.chars().count(),
                r.summarizer
            ))?;
            if r.dry_run {
                cx.out.line("")?;
                cx.out.line(&o.summary)?;
            }
        }
    }
    if r.omitted_tool_results > 0 {
        cx.out.note(format!(
            "okbot: the next request leaves out the {} oldest tool results to fit",
            r.omitted_tool_results
        ));
    }
    Ok(())
}

fn undo(cx: &Cx, args: CompressArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    if args.dry_run {
        return Err(Failure::usage("--undo cannot be combined with --dry-run")
            .hint("run `okbot compress --undo`")
            .into());
    }
    let lock = cx.root.lock_owner(&owner.id)?;
    let undone = apply::undo(&cx.root, &lock, &cx.clock)?;
    if cx.out.json {
        let view = UndoView {
            owner_id: owner.id.as_str(),
            covered_through_id: undone.from_id.as_deref(),
            undone: &undone,
        };
        return cx.out.json(&view);
    }
    // stdout: the id the restored summary covers through (nothing when no summary is left).
    match &undone.from_id {
        Some(id) => {
            cx.out.line(id)?;
            cx.out.note(format!("okbot: restored the summary covering through {id}"));
        }
        None => cx.out.note("okbot: restored: no summary; the model sees the whole transcript again"),
    }
    Ok(())
}

crate::output::json_doc! {
    /// `okbot compress --undo --json`.
    struct UndoView<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad";
        "undone" undone: &'a Compaction = "object",
            "the compression undone, as its line in compactions.jsonl holds it (okbot-files(5))";
        "coveredThroughId" covered_through_id: Option<&'a str> = "string or null",
            "the coverage restored (null: no summary is left)";
    }
}

/// The `--json` documents of `okbot compress`, for its man page.
pub const JSON_OUTPUT: &[crate::output::JsonOutput] = &[
    crate::output::JsonOutput {
        page: "okbot-compress",
        shape: "one object:",
        fields: <crate::compress::request::Report as crate::output::Document>::FIELDS,
    },
    crate::output::JsonOutput {
        page: "okbot-compress",
        shape: "With --undo (and --json), one object:",
        fields: <UndoView as crate::output::Document>::FIELDS,
    },
];
