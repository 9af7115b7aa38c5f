//! Run a compression for an owner and record it: the rolling summary, the coverage and its
//! offset hint in `session-summary.json`, one line in `compactions.jsonl`.

use crate::store::lock::OwnerGuard;
use anyhow::Result;

use super::io::{self, Compaction, SummaryFile};
use super::offline::OfflineSummarizer;
use super::{Mode, Outcome, Params, Summarizer, SummarizerSource, SummaryError};
use crate::clock::Clock;
use crate::context::counts;
use crate::context::gather::Gathered;
use crate::context::threshold;
use crate::context::view::LiveEstimate;
use crate::session::Entry;
use crate::settings::Settings;
use crate::store::{OwnerId, Root};
use crate::tokens::Counter;

pub struct Job<'a> {
    pub mode: Mode,
    /// Extra summarizer instructions (`--instructions`, or the setting for auto runs).
    pub instructions: String,
    /// The new user message the request will carry, if any (counted, never folded).
    pub message: Option<&'a str>,
    /// Compute and report; write nothing and call no model.
    pub dry_run: bool,
    /// Where the summarizer comes from when a model writes the summary.
    pub summarizers: &'a dyn SummarizerSource,
}

/// What happened, with the ids of the first and last folded rows.
pub struct Applied {
    pub outcome: Outcome,
    pub first_folded: Option<String>,
    /// What wrote the summary: `offline` or `provider/model`; a dry run always uses the
    /// offline summarizer, and so does a model whose summaries were unusable.
    pub summarizer: String,
    /// Why the model's summary was unusable, when the offline merge wrote it instead.
    pub fell_back: Option<String>,
    /// The model of the compression (`provider/model`), whatever wrote the summary.
    pub model: String,
}

impl Applied {
    /// The warning to give when the model's summary was unusable and the offline merge wrote
    /// the summary instead.
    pub fn fallback_warning(&self) -> Option<String> {
        self.fell_back.as_ref().map(|problem| fallback_warning(&self.model, problem))
    }
}

/// The warning for a summary the offline merge wrote because `model`'s was unusable.
pub fn fallback_warning(model: &str, problem: &str) -> String {
    format!(
        "the summary from {model} could not be used, even after one retry ({problem}); \
         okbot wrote the summary offline instead"
    )
}

/// How far a compression reads, beyond the fold budget of the settings.
#[derive(Default)]
pub struct Reach<'a> {
    /// Read everything uncovered (`compress --full`), older rows again from disk.
    pub full: bool,
    /// Told the number of summarizer calls made so far.
    pub progress: Option<&'a dyn Fn(usize)>,
}

/// The rows a bounded read let go, read again from disk.
struct FileReplay<'a> {
    root: &'a Root,
    owner: &'a OwnerId,
    older: &'a crate::session::io::Older,
    clip: usize,
}

impl super::Replay for FileReplay<'_> {
    fn replay(&self, each: &mut dyn FnMut(u64, Entry) -> bool) -> Result<()> {
        let clip = self.clip;
        let shape = move |e: &mut Entry| crate::context::view::shape(e, clip);
        crate::session::io::replay(
            self.root,
            self.owner,
            self.older.first_offset,
            self.older.rows,
            &shape,
            each,
        )
    }
}

/// Returns previous summaries unchanged: counts the calls a fold would make.
struct Counting;

impl Summarizer for Counting {
    fn summarize(&mut self, r: &super::SummaryRequest) -> Result<String, SummaryError> {
        Ok(r.previous.to_string())
    }
}

/// How many summarizer calls `compress --full` would make (one per slice of at most
/// SLICE_CHARS characters), by a pass that calls nothing.
pub fn full_calls(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    job: &Job,
) -> Result<usize> {
    let (rows, params, counter) = setup(root, owner, settings, g, &g.live.entries, job, true);
    let estimate = LiveEstimate::new(counter, &g.inputs, &rows, job.message, &settings.pruning);
    let replay = g.live.older.as_ref().map(|older| FileReplay {
        root,
        owner,
        older,
        clip: crate::context::view::clip_chars(g.model.context_window),
    });
    let source = super::Source {
        older: g.live.older.as_ref(),
        replay: replay.as_ref().map(|r| r as &dyn super::Replay),
        progress: None,
    };
    let previous = g.inputs.summary.clone().unwrap_or_default();
    let out = super::compress_from(job.mode, &rows, source, &previous, &params, &estimate, &mut Counting)?;
    Ok(out.summarizer_calls)
}

fn setup(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    live: &[(u64, Entry)],
    job: &Job,
    full: bool,
) -> (Vec<Entry>, Params, Counter) {
    let rows: Vec<Entry> = live.iter().map(|(_, e)| e.clone()).collect();
    let counter = counts::counter(root, owner, &g.model.model_id);
    let cc = &settings.context_compression;
    let params = Params {
        keep_min: cc.keep_recent_min as usize,
        keep_max: cc.keep_recent_max as usize,
        summary_max_chars: cc.summary_max_chars as usize,
        threshold: threshold(g.model.context_window, cc.ratio),
        instructions: job.instructions.clone(),
        max_fold_chars: (!full).then_some(cc.max_fold_chars as usize),
    };
    (rows, params, counter)
}

/// A computed compression and the files it would write.
pub struct Prepared {
    pub applied: Applied,
    /// The summary file as it was read before the summarizer ran: a commit checks it is still so.
    base: SummaryFile,
    writes: Option<(SummaryFile, Compaction)>,
}

/// Compute a compression of `live` (the rows after the current coverage that may be folded,
/// with their byte offsets; a chat turn leaves out its own rows) without writing. The
/// summarizer runs here, which can take long: the caller does not hold the owner lock
/// meanwhile, and commits with [`commit_if_current`] under it.
pub fn prepare(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    live: &[(u64, Entry)],
    clock: &Clock,
    job: &Job,
) -> Result<Prepared> {
    prepare_with(root, owner, settings, g, live, clock, job, &Reach::default())
}

/// [`prepare`], reading as far as `reach` says.
#[allow(clippy::too_many_arguments)]
pub fn prepare_with(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    live: &[(u64, Entry)],
    clock: &Clock,
    job: &Job,
    reach: &Reach,
) -> Result<Prepared> {
    let (rows, params, counter) = setup(root, owner, settings, g, live, job, reach.full);
    let estimate = LiveEstimate::new(counter.clone(), &g.inputs, &rows, job.message, &settings.pruning);
    let previous = g.inputs.summary.clone().unwrap_or_default();
    let (mut summarizer, label) = summarizer_for(settings, g, job)?;
    let older = older_of(g, live);
    let replay = older.filter(|_| reach.full).map(|older| FileReplay {
        root,
        owner,
        older,
        clip: crate::context::view::clip_chars(g.model.context_window),
    });
    let source = super::Source {
        older,
        replay: replay.as_ref().map(|r| r as &dyn super::Replay),
        progress: reach.progress,
    };
    let mut outcome =
        super::compress_from(job.mode, &rows, source, &previous, &params, &estimate, summarizer.as_mut())?;
    // A model's summarizer may call it twice for one summary (a retry) and may leave the summary
    // to the offline merge: report the calls made and what wrote what is stored.
    if let Some(calls) = summarizer.model_calls() {
        outcome.summarizer_calls = calls;
    }
    let fell_back = summarizer.fell_back().filter(|_| outcome.advanced()).map(str::to_string);
    let label = if fell_back.is_some() { "offline".to_string() } else { label };
    let first_folded = outcome.advanced().then(|| match older {
        Some(o) => o.first_id.clone(),
        None => rows[0].id.clone(),
    });
    let writes = match covered(&outcome, live) {
        Some(covered) if !job.dry_run => Some(records(g, clock, job, &outcome, covered, previous)),
        _ => None,
    };
    // A chat turn or a compression writes anyway; a dry run or a compression that decided to do
    // nothing leaves the owner's folder as it was. The cache needs no lock: it is rewritten
    // atomically and may be lost.
    if !job.dry_run && (outcome.advanced() || job.message.is_some()) {
        counts::keep_counts(root, owner, &counter);
    }
    let applied = Applied { outcome, first_folded, summarizer: label, fell_back, model: g.model.label() };
    Ok(Prepared { applied, base: g.summary.clone(), writes })
}

/// The summarizer of a compression and its label: offline for a dry run or an offline model,
/// else the model's, from the caller's source.
fn summarizer_for(settings: &Settings, g: &Gathered, job: &Job) -> Result<(Box<dyn Summarizer>, String)> {
    if job.dry_run || g.model.api_format == "offline" {
        return Ok((Box::new(OfflineSummarizer), "offline".to_string()));
    }
    Ok((job.summarizers.summarizer(&g.model, settings)?, g.model.label()))
}

/// The rows a bounded read let go belong to this compression only when `live` starts where
/// the read kept rows start (a chat turn's slice does).
fn older_of<'g>(g: &'g Gathered, live: &[(u64, Entry)]) -> Option<&'g crate::session::io::Older> {
    g.live.older.as_ref().filter(|_| live.first().map(|r| r.0) == g.live.entries.first().map(|r| r.0))
}

/// The new coverage, if it moved: the covered row's byte offset and id.
fn covered(outcome: &Outcome, live: &[(u64, Entry)]) -> Option<(u64, String)> {
    match (outcome.covered_index, outcome.covered_offset, &outcome.covered_through_id) {
        (Some(last), _, _) => Some((live[last].0, live[last].1.id.clone())),
        (None, Some(offset), Some(id)) => Some((offset, id.clone())),
        _ => None,
    }
}

/// The summary file and the log line a compression that moved coverage writes.
fn records(
    g: &Gathered,
    clock: &Clock,
    job: &Job,
    outcome: &Outcome,
    (offset, covered_id): (u64, String),
    previous: String,
) -> (SummaryFile, Compaction) {
    let file = SummaryFile {
        summary: outcome.summary.clone(),
        covered_through_id: covered_id.clone(),
        updated_at: clock.stamp(),
        covered_through_offset: Some(offset),
        compactions: g.summary.compactions + 1,
        extra: g.summary.extra.clone(),
    };
    let record = Compaction {
        at: clock.stamp(),
        mode: job.mode.as_str().to_string(),
        from_id: g.summary.coverage().map(str::to_string),
        to_id: Some(covered_id),
        tokens_before: outcome.tokens_before,
        tokens_after: outcome.tokens_after,
        summary_chars: outcome.summary.chars().count() as u64,
        instructions: (!job.instructions.trim().is_empty()).then(|| job.instructions.clone()),
        previous_summary: previous,
        previous_offset: g.summary.coverage().and(g.summary.covered_through_offset),
        summary: Some(outcome.summary.clone()),
        folded: Some(outcome.folded_messages as u64),
        extra: Default::default(),
    };
    (file, record)
}

/// What a dry run reports: the prepared compression, written nowhere (a dry run prepares no
/// writes).
pub fn unwritten(prepared: Prepared) -> Applied {
    debug_assert!(prepared.writes.is_none(), "a dry run prepares no writes");
    prepared.applied
}

/// Write a prepared compression (under the owner's lock).
pub fn commit(root: &Root, lock: &OwnerGuard, prepared: Prepared) -> Result<Applied> {
    if let Some((file, record)) = &prepared.writes {
        // The log line first: a crash between the two leaves a log that undo can still read.
        io::append_compaction(root, lock, record)?;
        io::save(root, lock, file)?;
    }
    Ok(prepared.applied)
}

/// Write a prepared compression only if nothing moved since it was read: the summary file is
/// as it was (no other compression, undo or reset in between) and the new covered row is
/// still at its offset in the transcript. `None`: it is stale and nothing was written (coverage
/// never moves backwards, nothing is folded twice). Under the owner's lock.
pub fn commit_if_current(root: &Root, lock: &OwnerGuard, prepared: Prepared) -> Result<Option<Applied>> {
    let owner = lock.owner();
    let Some((file, _)) = &prepared.writes else { return Ok(Some(prepared.applied)) };
    if io::load(root, owner)? != prepared.base {
        return Ok(None);
    }
    let Some(offset) = file.covered_through_offset else { return Ok(None) };
    if !crate::session::io::row_at(root, owner, offset, &file.covered_through_id)? {
        return Ok(None);
    }
    commit(root, lock, prepared).map(Some)
}

/// Undo the newest compression still in effect: restore its previous summary and coverage.
/// Refuses when the summary changed since (another tool rewrote it).
pub fn undo(root: &Root, lock: &OwnerGuard, clock: &Clock) -> Result<Compaction> {
    let owner = lock.owner();
    let current = io::load(root, owner)?;
    let log = io::compaction_log(root, owner)?;
    let stack = super::log::active(&log);
    let Some(top) = stack.last().copied().cloned() else {
        return Err(crate::error::Failure::usage("there is no compression to undo")
            .hint("`okbot status` shows the compactions of each owner")
            .into());
    };
    if top.to_id.as_deref() != current.coverage() {
        return Err(crate::error::Failure::general(format!(
            "the summary no longer ends where the last compression left it (`{}` ≠ `{}`)",
            current.covered_through_id,
            top.to_id.as_deref().unwrap_or("")
        ))
        .hint("another tool changed session-summary.json; edit it by hand instead")
        .into());
    }
    let restored = SummaryFile {
        summary: top.previous_summary.clone(),
        covered_through_id: top.from_id.clone().unwrap_or_default(),
        updated_at: clock.stamp(),
        covered_through_offset: top.previous_offset,
        compactions: current.compactions.saturating_sub(1),
        extra: current.extra.clone(),
    };
    let record = Compaction {
        at: clock.stamp(),
        mode: "undo".into(),
        from_id: top.to_id.clone(),
        to_id: top.from_id.clone(),
        tokens_before: top.tokens_after,
        tokens_after: top.tokens_before,
        summary_chars: restored.summary.chars().count() as u64,
        instructions: None,
        previous_summary: current.summary.clone(),
        previous_offset: current.covered_through_offset,
        summary: Some(restored.summary.clone()),
        folded: None,
        extra: Default::default(),
    };
    io::append_compaction(root, lock, &record)?;
    io::save(root, lock, &restored)?;
    Ok(top)
}
