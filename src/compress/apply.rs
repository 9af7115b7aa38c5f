//! Run a compression for an owner and record it: the rolling summary, the coverage and its
//! offset hint in `session-summary.json`, one line in `compactions.jsonl`.

use anyhow::Result;

use super::llm::LlmSummarizer;
use super::offline::OfflineSummarizer;
use super::{Mode, Outcome, Params, Summarizer};
use crate::clock::Clock;
use crate::context::counts;
use crate::context::gather::Gathered;
use crate::context::threshold;
use crate::context::view::LiveEstimate;
use crate::provider::Endpoint;
use crate::session::Entry;
use crate::settings::Settings;
use crate::store::summary::{Compaction, SummaryFile};
use crate::store::{self, OwnerId, Root};

pub struct Job<'a> {
    pub mode: Mode,
    /// Extra summarizer instructions (`--instructions`, or the setting for auto runs).
    pub instructions: String,
    /// The new user message the request will carry, if any (counted, never folded).
    pub message: Option<&'a str>,
    /// Compute and report; write nothing and call no model.
    pub dry_run: bool,
}

/// What happened, with the ids of the first and last folded rows.
pub struct Applied {
    pub outcome: Outcome,
    pub first_folded: Option<String>,
    /// `offline` or `provider/model`; a dry run always uses the offline summarizer.
    pub summarizer: String,
}

/// Compress `live` (the rows after the current coverage that may be folded, with their byte
/// offsets; a chat turn leaves out its own rows). The caller holds the owner lock throughout.
pub fn run(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    live: &[(u64, Entry)],
    clock: &Clock,
    job: &Job,
) -> Result<Applied> {
    let prepared = prepare(root, owner, settings, g, live, clock, job)?;
    commit(root, owner, prepared)
}

/// A computed compression and the files it would write.
pub struct Prepared {
    pub applied: Applied,
    /// The summary file as it was read before the summarizer ran: a commit checks it is still so.
    base: SummaryFile,
    writes: Option<(SummaryFile, Compaction)>,
}

/// Compute a compression (the summarizer runs here, which can take long) without writing: a
/// caller that does not hold the owner lock meanwhile commits with [`commit_if_current`].
pub fn prepare(
    root: &Root,
    owner: &OwnerId,
    settings: &Settings,
    g: &Gathered,
    live: &[(u64, Entry)],
    clock: &Clock,
    job: &Job,
) -> Result<Prepared> {
    let rows: Vec<Entry> = live.iter().map(|(_, e)| e.clone()).collect();
    let counter = counts::counter(root, owner, &g.model.model_id);
    let estimate = LiveEstimate::new(counter.clone(), &g.inputs, &rows, job.message, &settings.pruning);
    let cc = &settings.context_compression;
    let params = Params {
        keep_min: cc.keep_recent_min as usize,
        keep_max: cc.keep_recent_max as usize,
        summary_max_chars: cc.summary_max_chars as usize,
        threshold: threshold(g.model.context_window, cc.ratio),
        instructions: job.instructions.clone(),
    };
    let previous = g.inputs.summary.clone().unwrap_or_default();
    let endpoint;
    let (summarizer, label): (Box<dyn Summarizer + '_>, String) =
        if job.dry_run || g.model.api_format == "offline" {
            (Box::new(OfflineSummarizer), "offline".to_string())
        } else {
            endpoint = Endpoint::for_choice(&g.model, settings)?;
            (Box::new(LlmSummarizer { endpoint: &endpoint }), g.model.label())
        };
    let outcome = super::compress(job.mode, &rows, &previous, &params, &estimate, summarizer.as_ref())?;
    let first_folded = outcome.advanced().then(|| rows[0].id.clone());
    let mut writes = None;
    if !job.dry_run
        && let Some(last) = outcome.covered_index
    {
        let offset = live[last].0;
        let file = SummaryFile {
            summary: outcome.summary.clone(),
            covered_through_id: rows[last].id.clone(),
            updated_at: clock.stamp(),
            covered_through_offset: Some(offset),
            compactions: g.summary.compactions + 1,
            extra: g.summary.extra.clone(),
        };
        let record = Compaction {
            at: clock.stamp(),
            mode: job.mode.as_str().to_string(),
            from_id: g.summary.coverage().map(str::to_string),
            to_id: Some(rows[last].id.clone()),
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
        writes = Some((file, record));
    }
    // A chat turn or a compression writes anyway; a dry run or a compression that decided to do
    // nothing leaves the owner's folder as it was. The cache needs no lock: it is rewritten
    // atomically and may be lost.
    if !job.dry_run && (outcome.advanced() || job.message.is_some()) {
        counts::keep_counts(root, owner, &counter);
    }
    let applied = Applied { outcome, first_folded, summarizer: label };
    Ok(Prepared { applied, base: g.summary.clone(), writes })
}

/// Write a prepared compression (the caller holds the owner lock).
pub fn commit(root: &Root, owner: &OwnerId, prepared: Prepared) -> Result<Applied> {
    if let Some((file, record)) = &prepared.writes {
        // The log line first: a crash between the two leaves a log that undo can still read.
        store::summary::append_compaction(root, owner, record)?;
        store::summary::save(root, owner, file)?;
    }
    Ok(prepared.applied)
}

/// Write a prepared compression only if nothing moved since it was read: the summary file is
/// as it was (no other compression, undo or reset in between) and the new covered row is
/// still at its offset in the transcript. `None`: it is stale and nothing was written (coverage
/// never moves backwards, nothing is folded twice). The caller holds the owner lock.
pub fn commit_if_current(root: &Root, owner: &OwnerId, prepared: Prepared) -> Result<Option<Applied>> {
    let Some((file, _)) = &prepared.writes else { return Ok(Some(prepared.applied)) };
    if store::summary::load(root, owner)? != prepared.base {
        return Ok(None);
    }
    let covered = Some(file.covered_through_id.as_str());
    let live = store::session::live(root, owner, covered, file.covered_through_offset)?;
    if live.located != store::session::Located::Hint {
        return Ok(None);
    }
    commit(root, owner, prepared).map(Some)
}

/// Undo the newest compression still in effect: restore its previous summary and coverage.
/// Refuses when the summary changed since (another tool rewrote it).
pub fn undo(root: &Root, owner: &OwnerId, clock: &Clock) -> Result<Compaction> {
    let current = store::summary::load(root, owner)?;
    let log: Vec<Compaction> =
        store::summary::compactions(root, owner)?.rows.into_iter().map(|(_, c)| c).collect();
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
    store::summary::append_compaction(root, owner, &record)?;
    store::summary::save(root, owner, &restored)?;
    Ok(top)
}
