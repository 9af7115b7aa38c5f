//! `okbot compress`: fold older messages into the rolling summary (DESIGN §4.4–4.6).

use std::io::{IsTerminal, Write};

use anyhow::{Context, Result};
use clap::Args;
use serde::Serialize;

use super::Cx;
use crate::compress::Mode;
use crate::compress::apply::{self, Job};
use crate::context::threshold;
use crate::context::view;
use crate::error::{Failure, code};

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

/// How often a compression starts again when another command moved the summary first.
const MAX_ATTEMPTS: usize = 5;

/// More summarizer calls than this need a confirmation (or --yes).
pub const CONFIRM_CALLS: usize = 20;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CompressView {
    owner_id: String,
    dry_run: bool,
    advanced: bool,
    #[serde(flatten)]
    outcome: crate::compress::Outcome,
    first_folded_id: Option<String>,
    summarizer: String,
    method: &'static str,
    /// Tool results left out of the next request to make it fit (not written anywhere).
    omitted_tool_results: usize,
    fits: bool,
}

pub fn run(cx: &Cx, args: CompressArgs) -> Result<()> {
    if args.undo {
        return undo(cx, args);
    }
    // No lock while the summarizer runs (it may be a slow, paid model call): the result is
    // written under the lock only if nothing moved meanwhile. When something did (another
    // compression, an undo, a reset), the work is done again on what is there now.
    let owner = cx.owner(args.owner.as_deref())?;
    let tty = std::io::stderr().is_terminal() && !cx.out.json;
    let mut total_calls = 0;
    let mut attempt = 0;
    let (owner, settings, g, applied) = loop {
        attempt += 1;
        let (owner, settings, g) = super::context::load(cx, Some(owner.id.as_str()))?;
        let mode = match (args.new_topic, args.now || args.full) {
            (true, _) => Mode::Topic,
            (false, true) => Mode::Now,
            (false, false) => Mode::Auto,
        };
        let instructions = match (&args.instructions, mode) {
            (Some(text), _) => text.clone(),
            (None, Mode::Auto) => settings.context_compression.instructions.clone(),
            (None, _) => String::new(),
        };
        let job = Job {
            mode,
            instructions,
            message: None,
            dry_run: args.dry_run,
            summarizers: &crate::turn::summarizer::ProviderSummarizers,
        };
        if args.full && !args.dry_run && attempt == 1 {
            total_calls = apply::full_calls(&cx.root, &owner.id, &settings, &g, &job)?;
            confirm(cx, total_calls, &g.model.label(), g.model.api_format == "offline", args.yes)?;
        }
        let bar = |done: usize| {
            if tty && total_calls > 0 {
                progress(done, total_calls);
            }
        };
        let reach = apply::Reach { full: args.full, progress: Some(&bar) };
        let prepared = apply::prepare_with(
            &cx.root,
            &owner.id,
            &settings,
            &g,
            &g.live.entries,
            &cx.clock,
            &job,
            &reach,
        )?;
        if args.dry_run {
            let applied = apply::commit(&cx.root, &owner.id, prepared)?;
            break (owner, settings, g, applied);
        }
        let lock = cx.root.lock_owner(&owner.id)?;
        if let Some(applied) = apply::commit_if_current(&cx.root, &owner.id, prepared)? {
            drop(lock);
            break (owner, settings, g, applied);
        }
        drop(lock);
        if attempt == MAX_ATTEMPTS {
            return Err(Failure::general(format!(
                "the summary changed while this compression ran, {MAX_ATTEMPTS} times; nothing was written"
            ))
            .hint("other okbot commands keep compressing, undoing or resetting this session")
            .hint(format!("run `okbot compress -a {}` again when they are done", owner.id))
            .into());
        }
        cx.out.note("okbot: the summary changed while this compression ran (another okbot command); compressing again");
    };
    if tty && total_calls > 0 {
        let _ = writeln!(std::io::stderr());
    }
    let out = &applied.outcome;
    // What the next request would look like after this compression.
    let start = out.covered_index.map_or(0, |i| i + 1);
    let mut inputs = g.inputs.clone();
    inputs.summary = (!out.summary.is_empty()).then(|| out.summary.clone());
    let rows = g.live.entries[start..].iter().map(|(_, e)| e);
    let mut next = view::build(&inputs, rows, None, &settings.pruning);
    let counter = crate::context::counts::counter(&cx.root, &owner.id, &g.model.model_id);
    let limit = threshold(g.model.context_window, settings.context_compression.ratio);
    let (omitted, fits) = view::fit(&mut next, &counter, limit);
    if !args.dry_run && out.advanced() {
        // The new summary's block, counted here, is what the next `context show` asks for.
        crate::context::counts::keep_counts(&cx.root, &owner.id, &counter);
    }
    let result = CompressView {
        owner_id: owner.id.to_string(),
        dry_run: args.dry_run,
        advanced: out.advanced(),
        outcome: out.clone(),
        first_folded_id: applied.first_folded.clone(),
        summarizer: applied.summarizer.clone(),
        method: counter.method(),
        omitted_tool_results: omitted,
        fits,
    };
    if cx.out.json {
        cx.out.json(&result)?;
    } else {
        print_human(cx, &result)?;
    }
    if let Some(error) = &out.partial_error {
        cx.out.warn(format!(
            "the summarizer failed part-way ({error}); the summary covers only the messages it read in full"
        ));
    }
    if !fits {
        return Err(Failure::new(
            code::CONTEXT_TOO_LONG,
            format!("the next request would still be at or over the threshold of {limit} tokens"),
        )
        .hint("raise contextCompression.ratio, use a model with a larger window, or start afresh with `okbot session reset`")
        .into());
    }
    Ok(())
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

fn print_human(cx: &Cx, r: &CompressView) -> Result<()> {
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
    let _lock = cx.root.lock_owner(&owner.id)?;
    let undone = apply::undo(&cx.root, &owner.id, &cx.clock)?;
    if cx.out.json {
        return cx.out.json(&serde_json::json!({
            "ownerId": owner.id.as_str(),
            "undone": undone,
            "coveredThroughId": undone.from_id,
        }));
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
