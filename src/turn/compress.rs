//! Compression inside a turn: the topic and threshold checks before the model is called, and
//! folding everything before the turn when the provider answers "context too long".

use anyhow::Result;

use super::summarizer::{LlmTopicJudge, ProviderSummarizers};
use super::{Compression, Env, Event, Options, Turn, locked, request, wrapup};
use crate::compress::apply::{self, Job};
use crate::compress::offline::OfflineTopicJudge;
use crate::compress::{Mode, TopicJudge};
use crate::context::gather::Gathered;
use crate::context::{threshold, view};
use crate::provider::Provider;

/// Topic check, then the automatic threshold check (DESIGN §4.4), over the rows before this
/// turn's message (`start` is its id).
/// Returns what it read and the request's token total (or an upper bound of it under the
/// threshold) when nothing was folded, so the first model call can reuse both instead of
/// reading and counting the tail again.
pub(super) fn before(
    env: &Env,
    opts: &Options,
    message: &str,
    start: &str,
    provider: &dyn Provider,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<Option<(Gathered, u64)>> {
    let (model, evolve) = (&opts.model, opts.evolve);
    let cc = &env.settings.context_compression;
    let g = request::gather_for(env, model)?;
    // Rows another turn appended after this message are not this turn's to fold; a message
    // already folded (by another process) leaves nothing before it.
    let end = g.live.entries.iter().position(|(_, e)| e.id == start).unwrap_or(0);
    let before = &g.live.entries[..end];
    // With another turn's rows after this message, what was read here is not this request.
    let reusable = end + 1 == g.live.entries.len();
    // Most turns are far under the threshold: when even an upper bound of this request (the
    // counts the owner's token cache knows, bytes for new texts) is under it, the automatic
    // check cannot fire and nothing needs the encoder.
    let limit = threshold(model.context_window, cc.ratio);
    let counter = crate::context::counts::counter(env.root, &env.owner.id, &model.model_id);
    let request = view::build(&g.inputs, before.iter().map(|(_, e)| e), Some(message), &env.settings.pruning);
    let bound = view::count(&request, &counter.or_bytes()).total as u64;
    if bound >= limit {
        // Counting is certain: load the encoder (~100 ms) while the topic check runs.
        counter.warm_in_background();
    }
    // `None`: the summary moved while the summarizer ran (another process compressed):
    // nothing was written, and what was read is stale.
    let mut fold = |mode: Mode, instructions: String| -> Result<Option<crate::compress::Outcome>> {
        let job = Job {
            mode,
            instructions,
            message: Some(message),
            dry_run: false,
            summarizers: &ProviderSummarizers,
        };
        let prepared = apply::prepare(env.root, &env.owner.id, env.settings, &g, before, env.clock, &job)?;
        let applied = locked(env, |lock| apply::commit_if_current(env.root, lock, prepared))?;
        Ok(applied.map(|applied| {
            warn_fallback(env, &applied, emit);
            record(&applied.outcome, turn, emit);
            if evolve {
                hook(env, before.iter().map(|(_, e)| e), &applied, emit);
            }
            applied.outcome
        }))
    };
    let messages = before.iter().filter(|(_, e)| e.is_message()).count();
    if cc.auto_topic_compress && messages > cc.keep_recent_min as usize {
        let recent: Vec<String> =
            before.iter().rev().take(12).rev().filter_map(|(_, e)| crate::compress::digest(e)).collect();
        // Fail open: a judge that errors says "same topic".
        if topic_judge(provider).is_new_topic(&recent.join("\n"), message).unwrap_or(false)
            && fold(Mode::Topic, String::new())?.is_none_or(|o| o.advanced())
        {
            return Ok(None);
        }
    }
    if bound < limit {
        return Ok(reusable.then_some((g, bound)));
    }
    match fold(Mode::Auto, cc.instructions.clone())? {
        Some(outcome) if !outcome.advanced() && reusable => Ok(Some((g, outcome.tokens_after))),
        _ => Ok(None),
    }
}

/// The topic judge of the turn's provider: the model itself over HTTP, else the offline one.
fn topic_judge(provider: &dyn Provider) -> Box<dyn TopicJudge + '_> {
    match provider.endpoint() {
        Some(ep) => Box::new(LlmTopicJudge { endpoint: ep }),
        None => Box::new(OfflineTopicJudge),
    }
}

/// The provider said "context too long": fold everything before this turn and retry once.
pub(super) fn overflow(
    env: &Env,
    g: &Gathered,
    turn_start: Option<&str>,
    evolve: bool,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    // A turn's first row already folded (by another process) leaves nothing before it.
    let end = match turn_start {
        Some(id) => g.live.entries.iter().position(|(_, e)| e.id == id).unwrap_or(0),
        None => g.live.entries.len(),
    };
    let job = Job {
        mode: Mode::Overflow,
        instructions: String::new(),
        message: None,
        dry_run: false,
        summarizers: &ProviderSummarizers,
    };
    let prepared =
        apply::prepare(env.root, &env.owner.id, env.settings, g, &g.live.entries[..end], env.clock, &job)?;
    // Stale (another process compressed meanwhile): nothing written; the retry reads afresh.
    if let Some(applied) = locked(env, |lock| apply::commit_if_current(env.root, lock, prepared))? {
        warn_fallback(env, &applied, emit);
        record(&applied.outcome, turn, emit);
        if evolve {
            hook(env, g.live.entries[..end].iter().map(|(_, e)| e), &applied, emit);
        }
    }
    Ok(())
}

/// The fold hook (facts in what was folded away, and in the new summary, become candidates):
/// never fails the compression; a failure is a warning.
fn hook<'a>(
    env: &Env,
    rows: impl IntoIterator<Item = &'a crate::session::Entry>,
    applied: &apply::Applied,
    emit: &mut dyn FnMut(Event),
) {
    if !applied.outcome.advanced() || env.owner.id.is_squad() {
        return;
    }
    let o = &applied.outcome;
    let rows = wrapup::folded(rows, applied.first_folded.as_deref(), o.covered_through_id.as_deref());
    if let Err(e) = wrapup::fold_hook(env, &rows, &o.summary) {
        let message = crate::redact::redact(&format!(
            "{:#}",
            e.context("after the compression, looking for facts to remember failed")
        ));
        emit(Event::Warning { owner_id: env.owner.id.as_str(), message: &message, hint: None });
    }
}

/// The model's summary was unusable and the offline merge wrote it: say so.
fn warn_fallback(env: &Env, applied: &apply::Applied, emit: &mut dyn FnMut(Event)) {
    if let Some(message) = applied.fallback_warning() {
        emit(Event::Warning { owner_id: env.owner.id.as_str(), message: &message, hint: None });
    }
}

fn record(outcome: &crate::compress::Outcome, turn: &mut Turn, emit: &mut dyn FnMut(Event)) {
    if !outcome.advanced() {
        return;
    }
    let c = Compression {
        mode: outcome.mode,
        covered_through_id: outcome.covered_through_id.clone(),
        folded_messages: outcome.folded_messages,
        tokens_before: outcome.tokens_before,
        tokens_after: outcome.tokens_after,
    };
    emit(Event::Compressed { compression: &c });
    turn.compressed.push(c);
}
