//! `okbot evolve`: the evolution wrap-up on demand (issue #11, #12 item 5), e.g. from cron.

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::{Cx, Scope};
use crate::error::Failure;
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::{Owner, OwnerKind};
use crate::turn::{Env, MemoryChange, wrapup};

/// Run evolution now: memory extraction over the recent transcript, and the memory clean-up
///
/// What a chat does after its turns, on demand (for cron, off the interactive path): for each
/// assistant, memory extraction runs when the throttle in its evolution.json calls for it
/// (maintenance.memoryEveryTurns turns or memoryEveryUserChars characters since the last run),
/// or always with --force, over the messages since the last run: the rule-based extractor, and
/// the model's when the assistant's model is not the offline one. Then the clean-up: unused
/// durables go back to the candidates, expired rows and old candidates are removed. Squads do
/// not evolve and are skipped. Prints what changed; --dry-run writes nothing.
#[derive(Debug, Args)]
pub struct EvolveArgs {
    #[command(flatten)]
    pub scope: Scope,
    /// Run only this kind of evolution
    #[arg(long, value_enum, value_name = "KIND")]
    pub only: Option<Kind>,
    /// Run even when the throttle does not call for it
    #[arg(long)]
    pub force: bool,
    /// Show what would change; write nothing
    #[arg(long)]
    pub dry_run: bool,
}

/// The kinds of evolution `--only` picks (skills and the persona will plug in here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Memory extraction and the memory clean-up
    Memory,
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
        #[serde(skip_serializing_if = "Option::is_none")]
        "error" error: Option<String> = "string, absent on success", "why it failed; nothing was written for it";
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
];

pub fn run(cx: &Cx, args: EvolveArgs) -> Result<()> {
    let owners = cx.owners(&args.scope)?;
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let mut report = Evolve { dry_run: args.dry_run, owners: Vec::new() };
    for owner in &owners {
        let mut done = OwnerEvolved {
            owner_id: owner.id.to_string(),
            name: owner.name.clone(),
            skipped: None,
            memory: None,
            error: None,
        };
        if owner.kind == OwnerKind::Squad {
            done.skipped = Some("squads do not evolve".into());
        } else if args.only.is_none_or(|k| k == Kind::Memory) {
            match memory(cx, &roster, owner, &settings, &args) {
                Ok(change) => done.memory = Some(change),
                Err(e) => done.error = Some(crate::redact::redact(&format!("{e:#}"))),
            }
        }
        if !cx.out.json {
            print(cx, &done, args.dry_run)?;
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
        .hint("nothing was written for them; the next run tries again")
        .into());
    }
    Ok(())
}

/// The memory step of one assistant: extraction when due (or forced), else the clean-up alone.
fn memory(
    cx: &Cx,
    roster: &crate::roster::Roster,
    owner: &Owner,
    settings: &crate::settings::Settings,
    args: &EvolveArgs,
) -> Result<MemoryChange> {
    let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
    let env = Env { root: &cx.root, clock: &cx.clock, roster, owner, bot: bot.as_ref(), settings };
    let (due, since, warning) = wrapup::memory_due(&env)?;
    if let Some(w) = warning {
        cx.out.warn(w);
    }
    let trigger = match (args.force, due) {
        (true, _) => "forced".to_string(),
        (false, Some(t)) => serde_json::to_value(t)?.as_str().unwrap_or_default().to_string(),
        (false, None) => return wrapup::memory_gc(&env, args.dry_run),
    };
    let model = crate::model::choose(settings, bot.as_ref(), |k| std::env::var(k).ok());
    let provider = crate::provider::open(&model, settings, &cx.root, &owner.id)?;
    wrapup::extract_memory(&env, provider.endpoint(), &trigger, since.as_deref(), args.dry_run)
}

fn print(cx: &Cx, o: &OwnerEvolved, dry_run: bool) -> Result<()> {
    let who = format!("{} ({})", o.name, o.owner_id);
    if let Some(why) = &o.skipped {
        return cx.out.line(format!("{who}: skipped, {why}"));
    }
    if let Some(e) = &o.error {
        cx.out.warn(format!("{who}: {e}"));
        return Ok(());
    }
    let Some(m) = &o.memory else { return Ok(()) };
    let ran = if m.trigger == "none" {
        "not due, clean-up only".to_string()
    } else {
        format!("ran ({})", m.trigger)
    };
    cx.out.line(format!(
        "{who}: memory {ran}: {} added, {} found again, {} promoted, {} demoted, {} removed{}",
        m.added,
        m.hits,
        m.promoted,
        m.demoted,
        m.removed,
        if dry_run { " (dry run: nothing written)" } else { "" }
    ))
}
