//! `okbot evolve`: the evolution wrap-up on demand (issue #11, #12 item 5), e.g. from cron.

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::{Cx, Scope};
use crate::error::Failure;
use crate::evolution;
use crate::output::{Document, JsonOutput, json_doc};
use crate::provider::Endpoint;
use crate::roster::OwnerKind;
use crate::turn::{Env, MemoryChange, SkillChange, SoulChange, evolve, wrapup};

/// Run evolution now: memory extraction, the skill upsert and the persona patch
///
/// What a chat does after its turns, on demand (for cron, off the interactive path), for each
/// assistant and each kind (all by default, or those named by --only): a kind runs when the
/// throttle in the assistant's evolution.json calls for it (maintenance.memoryEveryTurns,
/// skillsEveryTurns, agentsEveryTurns turns or …EveryUserChars characters since its last run),
/// or always with --force, over the messages since its last run. Memory: the rule-based
/// extractor, and the model's when the assistant's model is not the offline one; then the
/// clean-up (unused durables back to the candidates, expired rows and old candidates removed),
/// which runs even when extraction is not due. Skills: the model may write a procedure as an
/// okbot-… skill, or update the one it near-matches (SKILL.md.prev kept; okbot skill revert
/// undoes it). Persona: the model may patch sections of SOUL.md and AGENTS.md (okbot soul revert
/// undoes it). Skills and persona need a model: with the offline one they do not run. Squads do
/// not evolve and are skipped. Prints what changed; --dry-run writes nothing but still asks the
/// model, and shows the skill file or persona diff it would write.
#[derive(Debug, Args)]
pub struct EvolveArgs {
    #[command(flatten)]
    pub scope: Scope,
    /// Run only this kind of evolution (repeatable; all kinds when absent)
    #[arg(long, value_enum, value_name = "KIND")]
    pub only: Vec<Kind>,
    /// Run even when the throttle does not call for it
    #[arg(long)]
    pub force: bool,
    /// Show what would change; write nothing
    #[arg(long)]
    pub dry_run: bool,
}

/// The kinds of evolution `--only` picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Memory extraction and the memory clean-up
    Memory,
    /// The skill upsert
    Skills,
    /// The persona (SOUL.md, AGENTS.md) patch
    Soul,
}

json_doc! {
    /// What `okbot evolve` did for one owner.
    #[derive(Debug, Clone)]
    pub struct OwnerEvolved {
        "ownerId" owner_id: String = "string", "the assistant or squad";
        "name" name: String = "string", "its name";
        #[serde(skip_serializing_if = "Option::is_none")]
        "skipped" skipped: Option<String> = "string, absent when it ran", "why nothing ran (squads do not evolve)";
        "memory" memory: Option<MemoryChange> = "object or null",
            "what memory evolution did or, with --dry-run, would do (as evolution.memory of okbot chat --json); null when it did not run";
        "skills" skills: Option<SkillChange> = "object or null",
            "what the skill step did or would do (as evolution.skills of okbot chat --json); null when it did not run (not due, not asked for, the offline model, or it failed)";
        "soul" soul: Option<SoulChange> = "object or null",
            "what the persona step did or would do (as evolution.soul of okbot chat --json); null when it did not run";
        #[serde(skip_serializing_if = "Option::is_none")]
        "error" error: Option<String> = "string, absent on success", "why a kind failed (`kind: reason`, one per failed kind, joined by `; `); nothing was written for that kind";
    }
}

json_doc! {
    /// The `--json` document of `okbot evolve`.
    #[derive(Debug, Clone)]
    pub struct Evolve {
        "dryRun" dry_run: bool = "boolean", "whether nothing was written (--dry-run)";
        "owners" owners: Vec<OwnerEvolved> = "array", "one object per owner (below)";
    }
}

/// The `--json` document of `okbot evolve`, for its man page.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-evolve", shape: "one object:", fields: Evolve::FIELDS },
    JsonOutput { page: "okbot-evolve", shape: "Each element of owners:", fields: OwnerEvolved::FIELDS },
    JsonOutput { page: "okbot-evolve", shape: "memory:", fields: MemoryChange::FIELDS },
    JsonOutput { page: "okbot-evolve", shape: "skills:", fields: SkillChange::FIELDS },
    JsonOutput { page: "okbot-evolve", shape: "soul:", fields: SoulChange::FIELDS },
];

pub fn run(cx: &Cx, args: EvolveArgs) -> Result<()> {
    let owners = cx.owners(&args.scope)?;
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let mut report = Evolve { dry_run: args.dry_run, owners: Vec::new() };
    let wants = |k: Kind| args.only.is_empty() || args.only.contains(&k);
    for owner in &owners {
        let mut done = OwnerEvolved {
            owner_id: owner.id.to_string(),
            name: owner.name.clone(),
            skipped: None,
            memory: None,
            skills: None,
            soul: None,
            error: None,
        };
        let mut previews = Vec::new();
        if owner.kind == OwnerKind::Squad {
            done.skipped = Some("squads do not evolve".into());
        } else {
            let mut errors = Vec::new();
            let mut failed = |kind: &str, e: anyhow::Error| {
                errors.push(format!("{kind}: {}", crate::redact::redact(&format!("{e:#}"))))
            };
            let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
            let env = Env {
                root: &cx.root,
                clock: &cx.clock,
                roster: &roster,
                owner,
                bot: bot.as_ref(),
                settings: &settings,
                began_on: Default::default(),
            };
            if wants(Kind::Memory) {
                match memory(cx, &env, &args) {
                    Ok(change) => done.memory = Some(change),
                    Err(e) => failed("memory", e),
                }
            }
            if wants(Kind::Skills) {
                match model_step(cx, &env, &args, evolution::Kind::Skills, evolve::evolve_skills) {
                    Ok(Some((change, preview))) => {
                        previews.extend(preview);
                        done.skills = Some(change);
                    }
                    Ok(None) => {}
                    Err(e) => failed("skills", e),
                }
            }
            if wants(Kind::Soul) {
                match model_step(cx, &env, &args, evolution::Kind::Soul, evolve::evolve_soul) {
                    Ok(Some((change, preview))) => {
                        previews.extend(preview);
                        done.soul = Some(change);
                    }
                    Ok(None) => {}
                    Err(e) => failed("soul", e),
                }
            }
            if !errors.is_empty() {
                done.error = Some(errors.join("; "));
            }
        }
        if !cx.out.json {
            print(cx, &done, args.dry_run, &previews)?;
        }
        report.owners.push(done);
    }
    if cx.out.json {
        cx.out.json(&report)?;
    }
    let failed = report.owners.iter().filter(|o| o.error.is_some()).count();
    if failed > 0 {
        return Err(Failure::general(format!(
            "evolution failed for {failed} of {} owners",
            report.owners.len()
        ))
        .hint("nothing was written for the kinds that failed; the next run tries again")
        .into());
    }
    Ok(())
}

/// The memory step of one assistant: extraction when due (or forced), else the clean-up alone.
fn memory(cx: &Cx, env: &Env, args: &EvolveArgs) -> Result<MemoryChange> {
    let (due, since, warning) = wrapup::memory_due(env)?;
    if let Some(w) = warning {
        cx.out.warn(w);
    }
    let trigger = match (args.force, due) {
        (true, _) => "forced".to_string(),
        (false, Some(t)) => serde_json::to_value(t)?.as_str().unwrap_or_default().to_string(),
        (false, None) => return wrapup::memory_gc(env, args.dry_run),
    };
    let model = crate::model::choose(env.settings, env.bot, |k| std::env::var(k).ok());
    let provider = crate::provider::open(&model, env.settings, &cx.root, &env.owner.id)?;
    wrapup::extract_memory(env, provider.endpoint(), &trigger, since.as_deref(), args.dry_run, &mut |w| {
        warn_damaged(cx, w)
    })
}

/// A run of one step that needs a model (skills, persona)
type ModelRun<C> =
    fn(&Env, &Endpoint, &str, Option<&str>, bool, &mut dyn FnMut(String)) -> Result<(C, Option<String>)>;

/// The warning about damaged lines in a transcript a step read, and its hint.
fn warn_damaged(cx: &Cx, warning: String) {
    cx.out.warn(warning);
    cx.out.hint(crate::session::io::DAMAGED_HINT);
}

/// The skill or persona step of one assistant when due (or forced) and its model is not the
/// offline one: what it did, and with --dry-run what it would write.
fn model_step<C>(
    cx: &Cx,
    env: &Env,
    args: &EvolveArgs,
    kind: evolution::Kind,
    run: ModelRun<C>,
) -> Result<Option<(C, Option<String>)>> {
    let (due, since, warning) = evolve::due(env, kind)?;
    if let Some(w) = warning {
        cx.out.warn(w);
    }
    let trigger = match (args.force, due) {
        (true, _) => "forced",
        (false, Some(t)) => t,
        (false, None) => return Ok(None),
    };
    let model = crate::model::choose(env.settings, env.bot, |k| std::env::var(k).ok());
    let provider = crate::provider::open(&model, env.settings, &cx.root, &env.owner.id)?;
    let Some(ep) = provider.endpoint() else { return Ok(None) };
    run(env, ep, trigger, since.as_deref(), args.dry_run, &mut |w| warn_damaged(cx, w)).map(Some)
}

fn print(cx: &Cx, o: &OwnerEvolved, dry_run: bool, previews: &[String]) -> Result<()> {
    let who = format!("{} ({})", o.name, o.owner_id);
    if let Some(why) = &o.skipped {
        return cx.out.line(format!("{who}: skipped, {why}"));
    }
    let note = if dry_run { " (dry run: nothing written)" } else { "" };
    if let Some(m) = &o.memory {
        let ran = if m.trigger == "none" {
            "not due, clean-up only".to_string()
        } else {
            format!("ran ({})", m.trigger)
        };
        cx.out.line(format!(
            "{who}: memory {ran}: {} added, {} found again, {} promoted, {} demoted, {} removed{note}",
            m.added, m.hits, m.promoted, m.demoted, m.removed,
        ))?;
    }
    if let Some(s) = &o.skills {
        let what = match (&s.upserted, s.created) {
            (None, _) => "no skill written".to_string(),
            (Some(slug), true) => format!("created {slug}"),
            (Some(slug), false) => format!("updated {slug}"),
        };
        cx.out.line(format!("{who}: skills ran ({}): {what}{note}", s.trigger))?;
    }
    if let Some(s) = &o.soul {
        let what = if s.patched.is_empty() {
            "persona unchanged".to_string()
        } else {
            format!("patched {}", s.patched.iter().map(|h| format!("\"{h}\"")).collect::<Vec<_>>().join(", "))
        };
        cx.out.line(format!("{who}: soul ran ({}): {what}{note}", s.trigger))?;
    }
    for preview in previews {
        cx.out.line(preview.trim_end())?;
    }
    if let Some(e) = &o.error {
        cx.out.warn(format!("{who}: {e}"));
    }
    Ok(())
}
