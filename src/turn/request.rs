//! The request the model receives: the owner's inputs read fresh (with this turn's model), the
//! view fitted under the compression threshold, and the specs of the tools offered.

use anyhow::Result;

use super::Env;
use crate::context::gather::{self, Gathered};
use crate::context::{counts, threshold, view};
use crate::error::{Failure, code};
use crate::message::{ModelItem, ToolSpec};
use crate::model::ModelChoice;
use crate::tokens::Counter;
use crate::tools;

/// A request ready to send, and what it was built from.
pub(super) struct Prepared {
    pub gathered: Gathered,
    pub instructions: String,
    pub items: Vec<ModelItem>,
    pub specs: Vec<ToolSpec>,
}

/// Build the next request. `reuse`: what the compression check already read and its token
/// total (or an upper bound of it), when it folded nothing.
pub(super) fn build(
    env: &Env,
    model: &ModelChoice,
    counter: &Counter,
    reuse: Option<(Gathered, u64)>,
) -> Result<Prepared> {
    let (g, known_total) = match reuse {
        Some((g, total)) => (g, Some(total)),
        None => (gather_for(env, model)?, None),
    };
    let mut request =
        view::build(&g.inputs, g.live.entries.iter().map(|(_, e)| e), None, &env.settings.pruning);
    let limit = threshold(model.context_window, env.settings.context_compression.ratio);
    // The compression check already bounded or counted this very request when it folded
    // nothing; otherwise an upper bound under the limit spares loading the encoder.
    let fits = match known_total {
        Some(total) if total < limit => true,
        _ if (view::count(&request, &counter.or_bytes()).total as u64) < limit => true,
        _ => view::fit(&mut request, counter, limit).1,
    };
    counts::keep_counts(env.root, &env.owner.id, counter);
    if !fits {
        return Err(too_long(limit));
    }
    let items: Vec<ModelItem> = request.items.iter().map(|s| s.item.clone()).collect();
    let specs = offered_tools(env, &g);
    Ok(Prepared { gathered: g, instructions: request.instructions, items, specs })
}

/// Gather with the model of this turn (a `--model` override changes the window and the
/// tokenizer the compression decision uses), offering the tools enabled in the settings.
pub(super) fn gather_for(env: &Env, model: &ModelChoice) -> Result<Gathered> {
    let notes = tools::notes(env.settings);
    let mut g = gather::gather_with_bot(
        env.root,
        env.roster,
        env.owner,
        env.bot,
        env.settings,
        &notes,
        env.clock.now(),
    )?;
    g.model = model.clone();
    Ok(g)
}

/// The specs of the tools the instructions name.
fn offered_tools(env: &Env, g: &Gathered) -> Vec<ToolSpec> {
    let mut specs: Vec<ToolSpec> = g
        .inputs
        .tools
        .iter()
        .filter(|t| tools::enabled(env.settings, t.name))
        .filter_map(|t| tools::spec(t.name))
        .collect();
    // A squad's captain: one ask tool per member.
    specs.extend(super::squad::specs(env));
    specs
}

fn too_long(limit: u64) -> anyhow::Error {
    Failure::new(
        code::CONTEXT_TOO_LONG,
        format!("the conversation is still over {limit} tokens after compression; nothing was sent"),
    )
    .hint("shorten the message, raise contextCompression.ratio, or use a model with a larger window")
    .into()
}
