//! The skill and persona steps of the wrap-up (issue #12 items 3–5, DESIGN §6.2–6.4): after a
//! counted turn (the same turns as memory extraction, [`wrapup::counted`]), each kind counts the
//! turn in its own throttle of `evolution.json` and, when due, makes one non-streamed model call
//! over the messages since its last run (bounded and redacted as the memory extractor's) and
//! applies the reply through its domain: [`crate::skills::upsert`], [`crate::soul`].
//! `okbot evolve` runs the same code on demand.
//!
//! Fail-safe: a reply that is not the document asked for, a refused or failed write, a failed
//! call — nothing is written, the throttle keeps its counts (the next turn tries again), and
//! the caller turns the error into a warning. The offline provider has no model to ask: its
//! turns are counted, but nothing runs and the throttle is not reset.

use anyhow::{Context, Result, anyhow};

use super::end::{Ended, Wrapup};
use super::wrapup::{self, Evolved};
use super::{Env, locked};
use crate::evolution::{self, Kind};
use crate::provider::Endpoint;
use crate::skills::upsert;
use crate::soul;

crate::output::json_doc! {
    /// What one skill run did (`evolution.skills` of `okbot chat --json`, `skills` of `okbot evolve --json`).
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct SkillChange {
        "trigger" trigger: String = "string",
            "why it ran: turns, chars (the throttle: maintenance.skillsEveryTurns, skillsEveryUserChars), forced (`evolve --force`)";
        "upserted" upserted: Option<String> = "string or null",
            "the slug of the local skill written (with `evolve --dry-run`: that would be written); null when the model proposed none or the skill already read so";
        "created" created: bool = "boolean", "whether that skill is new (false: an existing one was updated in place, its old text kept as SKILL.md.prev)";
    }
}

crate::output::json_doc! {
    /// What one persona run did (`evolution.soul` of `okbot chat --json`, `soul` of `okbot evolve --json`).
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct SoulChange {
        "trigger" trigger: String = "string",
            "why it ran: turns, chars (the throttle: maintenance.agentsEveryTurns, agentsEveryUserChars), forced (`evolve --force`)";
        "patched" patched: Vec<String> = "array of strings",
            "headings of the SOUL.md/AGENTS.md sections replaced, then of those added (with `evolve --dry-run`: that would be); empty when nothing changed";
    }
}

/// The after-turn skill step.
pub(super) fn skills(ended: &Ended, out: &mut Wrapup) -> Result<()> {
    let Some((ep, trigger, since)) = due_after_turn(ended, Kind::Skills, out)? else { return Ok(()) };
    let damaged = &mut |w| out.damaged.push(w);
    let (change, _) = evolve_skills(ended.env, &ep, &trigger, since.as_deref(), false, damaged)
        .context("after the reply, the skill step failed")?;
    out.evolution.get_or_insert_with(Evolved::default).skills = Some(change);
    Ok(())
}

/// The after-turn persona step.
pub(super) fn soul(ended: &Ended, out: &mut Wrapup) -> Result<()> {
    let Some((ep, trigger, since)) = due_after_turn(ended, Kind::Soul, out)? else { return Ok(()) };
    let damaged = &mut |w| out.damaged.push(w);
    let (change, _) = evolve_soul(ended.env, &ep, &trigger, since.as_deref(), false, damaged)
        .context("after the reply, the persona step failed")?;
    out.evolution.get_or_insert_with(Evolved::default).soul = Some(change);
    Ok(())
}

/// Count a counted turn in `kind`'s throttle (under the owner lock); when the kind is due and
/// the turn's model has an endpoint (not the offline provider): the endpoint, the trigger and
/// the last row the kind's last run read.
fn due_after_turn(
    ended: &Ended,
    kind: Kind,
    out: &mut Wrapup,
) -> Result<Option<(Endpoint, String, Option<String>)>> {
    let env = ended.env;
    let Some(message) = wrapup::counted(ended) else { return Ok(None) };
    let every = kind.every(&env.settings.maintenance);
    let (due, warning) = locked(env, |lock| {
        evolution::io::update(env.root, lock, |e| {
            let t = e.throttle_mut(kind);
            t.record(message);
            t.due(every).map(|d| (d, t.through_id.clone()))
        })
    })?;
    out.notes.extend(warning);
    let Some((due, since)) = due else { return Ok(None) };
    let provider = crate::provider::open(&ended.opts.model, env.settings, env.root, &env.owner.id)?;
    Ok(provider.endpoint().map(|ep| (ep.clone(), due.as_str().to_string(), since)))
}

/// Whether `kind` is due by its throttle alone (`okbot evolve`): the trigger, the last row its
/// last run read, and a warning about a damaged `evolution.json`.
pub fn due(env: &Env, kind: Kind) -> Result<(Option<&'static str>, Option<String>, Option<String>)> {
    let (state, warning) = evolution::io::load(env.root, &env.owner.id)?;
    let t = state.throttle(kind);
    let due = t.due(kind.every(&env.settings.maintenance)).map(|d| d.as_str());
    Ok((due, t.through_id.clone(), warning))
}

/// One skill run over the messages after row `since`: the model is asked whether they hold a
/// procedure worth keeping, and its skill is written into the local skill it near-matches, or
/// a new `okbot-…` one. With `dry_run` nothing is written and the second value is the SKILL.md
/// text that would be. On success the skill throttle starts again.
pub fn evolve_skills(
    env: &Env,
    ep: &Endpoint,
    trigger: &str,
    since: Option<&str>,
    dry_run: bool,
    damaged: &mut dyn FnMut(String),
) -> Result<(SkillChange, Option<String>)> {
    let mut change = SkillChange { trigger: trigger.to_string(), ..SkillChange::default() };
    let (recent, through) = wrapup::recent_messages(env, since, damaged)?;
    let proposal = if recent.is_empty() {
        None // nothing new to look at: no call
    } else {
        let said = wrapup::shown(&recent);
        let said: Vec<(bool, &str)> = said.iter().map(|(u, t)| (*u, t.as_str())).collect();
        let (skills, _) = crate::skills::io::list(env.root, &env.owner.id, None)?;
        let user = upsert::upsert_user(&env.owner.name, &skills, &said);
        let done = crate::provider::complete(ep, upsert::UPSERT_PROMPT, &user, upsert::UPSERT_MAX_TOKENS)
            .context("the skill writer's model call failed")?;
        upsert::parse_reply(&done.text, done.cut).map_err(|note| anyhow!(upsert::note_message(&note)))?.map(
            |mut p| {
                p.body = crate::redact::redact(&p.body);
                p.description = crate::redact::redact(&p.description);
                p
            },
        )
    };
    let record = |change: &mut SkillChange, outcome: upsert::Outcome| -> Result<()> {
        match outcome {
            upsert::Outcome::Written { slug, created, .. } => {
                change.upserted = Some(slug);
                change.created = created;
            }
            upsert::Outcome::Unchanged { .. } => {}
            upsert::Outcome::Refused { slug, why } => anyhow::bail!(
                "the skill the model wrote (`{slug}`) does not pass the skill check ({why}); no skill was written"
            ),
        }
        Ok(())
    };
    if dry_run {
        let mut text = None;
        if let Some(p) = &proposal {
            let (outcome, would) = upsert::plan(env.root, &env.owner.id, p)?;
            record(&mut change, outcome)?;
            text = would;
        }
        return Ok((change, text));
    }
    locked(env, |lock| {
        if let Some(p) = &proposal {
            record(&mut change, upsert::apply(env.root, lock, p)?)?;
        }
        reset(env, lock, Kind::Skills, through)?;
        Ok((change, None))
    })
}

/// One persona run over the messages after row `since`: the model is asked for the sections of
/// SOUL.md (and AGENTS.md) worth changing, and the patch is applied (the untouched sections
/// stay byte for byte; the old text kept for `okbot soul revert`). With `dry_run` nothing is
/// written and the second value is the diff that would be applied. On success the persona
/// throttle starts again.
pub fn evolve_soul(
    env: &Env,
    ep: &Endpoint,
    trigger: &str,
    since: Option<&str>,
    dry_run: bool,
    damaged: &mut dyn FnMut(String),
) -> Result<(SoulChange, Option<String>)> {
    let mut change = SoulChange { trigger: trigger.to_string(), ..SoulChange::default() };
    let (recent, through) = wrapup::recent_messages(env, since, damaged)?;
    let sections = if recent.is_empty() {
        None
    } else {
        let said = wrapup::shown(&recent);
        let said: Vec<(bool, &str)> = said.iter().map(|(u, t)| (*u, t.as_str())).collect();
        let current = soul::io::read(env.root, &env.owner.id)?.map(|p| p.text).unwrap_or_default();
        let user = soul::soul_user(&env.owner.name, &current, &said);
        let done = crate::provider::complete(ep, soul::SOUL_PROMPT, &user, soul::SOUL_MAX_TOKENS)
            .context("the persona updater's model call failed")?;
        soul::patch::parse_reply(&done.text, done.cut)
            .map_err(|note| anyhow!(soul::patch::note_message(&note)))?
            .map(|mut s| {
                for section in &mut s {
                    section.body = crate::redact::redact(&section.body);
                }
                s
            })
    };
    let record = |change: &mut SoulChange, outcome: soul::Outcome| -> Result<Option<soul::Applied>> {
        match outcome {
            soul::Outcome::Patched(applied) => {
                change.patched = applied.replaced.iter().chain(&applied.added).cloned().collect();
                Ok(Some(applied))
            }
            soul::Outcome::Unchanged => Ok(None),
            soul::Outcome::Refused(soul::Refusal::WholeFile) => Err(anyhow!(
                "the persona updater rewrote every section of the persona; it was left as it was"
            )),
            soul::Outcome::Refused(soul::Refusal::UnclosedFence { line }) => Err(anyhow!(
                "the persona has a code fence opened on line {line} that is never closed; the persona updater's patch was not applied"
            )),
            soul::Outcome::Rejected(note) => Err(anyhow!(soul::patch::note_message(&note))),
        }
    };
    if dry_run {
        let Some(sections) = &sections else { return Ok((change, None)) };
        let old = soul::io::read(env.root, &env.owner.id)?.map(|p| p.text).unwrap_or_default();
        let applied = record(&mut change, soul::plan(env.root, &env.owner.id, sections)?)?;
        let diff = applied.map(|a| soul::diff::unified(soul::io::SOUL, soul::io::SOUL, &old, &a.text));
        return Ok((change, diff));
    }
    locked(env, |lock| {
        if let Some(sections) = &sections {
            record(&mut change, soul::apply_patch(env.root, lock, sections)?)?;
        }
        reset(env, lock, Kind::Soul, through)?;
        Ok((change, None))
    })
}

/// Start `kind`'s throttle again after a run; `through` is the last row it read.
fn reset(
    env: &Env,
    lock: &crate::store::lock::OwnerGuard,
    kind: Kind,
    through: Option<String>,
) -> Result<()> {
    let now = env.clock.now();
    let ((), _) = evolution::io::update(env.root, lock, |e| {
        let t = e.throttle_mut(kind);
        t.ran(now);
        if through.is_some() {
            t.through_id = through;
        }
    })?;
    Ok(())
}
