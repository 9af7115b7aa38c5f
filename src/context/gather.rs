//! Read everything a request is built from, fresh from disk (DESIGN §4.2: edits to SOUL.md,
//! skills and memory apply on the next run).

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::{Inputs, Profile, SquadMember, ToolNote};
use crate::compress::io::SummaryFile;
use crate::model::{self, ModelChoice};
use crate::roster::{BotFile, Owner, OwnerKind, Roster};
use crate::session::io::Live;
use crate::settings::Settings;
use crate::store::Root;

/// The inputs and the live tail of one owner.
pub struct Gathered {
    pub inputs: Inputs,
    pub summary: SummaryFile,
    pub live: Live,
    pub model: ModelChoice,
    /// Problems worth a warning (unreadable skills, a coverage id that is gone …), each with
    /// the hint that names its fix, if any.
    pub warnings: Vec<(String, Option<&'static str>)>,
    /// The memories of block 5 that earn a hit when the request is sent.
    pub recalled: Vec<String>,
    /// Skills the catalog left out (a SKILL.md that does not parse, a link), said as warnings.
    pub skipped_skills: Vec<String>,
}

impl Gathered {
    /// Everything worth a warning (damaged transcript lines among them), with its hint.
    pub fn all_warnings(&self) -> Vec<(String, Option<&'static str>)> {
        self.warnings.clone()
    }
}

/// `tools`: the notes of the tools the caller offers (enabled under these settings); those that
/// need a skill are left out when the owner has none.
pub fn gather(
    root: &Root,
    roster: &Roster,
    owner: &Owner,
    settings: &Settings,
    tools: &[ToolNote],
    now: DateTime<Utc>,
) -> Result<Gathered> {
    let bot: Option<BotFile> = match owner.kind {
        OwnerKind::Assistant => crate::roster::io::load_bot_file(root, &owner.id)?,
        OwnerKind::Squad => None,
    };
    gather_with_bot(root, roster, owner, bot.as_ref(), settings, tools, now)
}

/// [`gather`] with the owner's `bot.json` already read (a chat turn reads it once).
pub fn gather_with_bot(
    root: &Root,
    roster: &Roster,
    owner: &Owner,
    bot: Option<&BotFile>,
    settings: &Settings,
    tools: &[ToolNote],
    now: DateTime<Utc>,
) -> Result<Gathered> {
    let mut warnings = Vec::new();
    let model = model::choose(settings, bot, |k| std::env::var(k).ok());
    let profile = profile(roster, owner);
    let persona = match owner.kind {
        OwnerKind::Assistant => crate::context::files::persona(root, &owner.id)?,
        // The captain's persona and playbook (settings `squads`).
        OwnerKind::Squad => Some(crate::squads::captain_text(&settings.squad)),
    };
    let (skills, broken) = crate::skills::io::list(root, &owner.id, bot)?;
    let skipped_skills: Vec<String> = broken.into_iter().map(|b| format!("skill left out: {b}")).collect();
    warnings.extend(skipped_skills.iter().map(|w| (w.clone(), None)));
    let skill_catalog = crate::skills::catalog(&skills);
    // A tool that reads skills is offered only when there is a skill to read.
    // A tool for assistants (memories) is not offered to a squad.
    let squad = owner.kind == OwnerKind::Squad;
    let tools = tools
        .iter()
        .filter(|t| !t.needs_skills || !skills.is_empty())
        .filter(|t| !(squad && t.assistants_only))
        .cloned()
        .collect();
    let active = crate::tasks::ops::in_progress(root, &owner.id)?;
    let task = crate::tasks::active_block(active.as_slice());
    let summary = crate::compress::io::load(root, &owner.id)?;
    let clip = super::view::clip_chars(model.context_window);
    let window = crate::session::io::Window {
        max_weight: window_bytes(settings, model.context_window),
        shape: &|e| super::view::shape(e, clip),
    };
    let live = crate::session::io::live(
        root,
        &owner.id,
        summary.coverage(),
        summary.covered_through_offset,
        &window,
    )?;
    let damaged = crate::session::io::damaged_warning(root, &owner.id, &live.damaged_at, live.read_from);
    warnings.extend(damaged.map(|w| (w, Some(crate::session::io::DAMAGED_HINT))));
    if live.located == crate::session::io::Located::Missing {
        warnings.push((
            format!(
                "the summary covers `{}`, which is not in the transcript; showing the whole transcript",
                summary.covered_through_id
            ),
            None,
        ));
    }
    if let Some(older) = &live.older {
        warnings.push((
            format!(
                "{} older messages{} are not in this view: the next compression marks them covered \
                 without summarising them (search_history still finds them)",
                older.messages,
                crate::compress::span(older.first_at.as_deref(), older.last_at.as_deref())
            ),
            None,
        ));
    }
    let recalled = recall(root, owner, settings, &live, None, now)?;
    let role_template = match owner.kind {
        OwnerKind::Assistant => settings.instructions.assistant_role_template.clone(),
        OwnerKind::Squad => crate::squads::CAPTAIN_ROLE.to_string(),
    };
    let inputs = Inputs {
        role_template,
        profile,
        persona,
        tools,
        memories: recalled.block,
        summary: summary.coverage().map(|_| summary.summary.clone()),
        skill_catalog,
        task,
    };
    Ok(Gathered { inputs, summary, live, model, warnings, recalled: recalled.hit_ids, skipped_skills })
}

/// Block 5 for this owner (an assistant's memories and the global ones; a squad's: global only),
/// ranked against `message` (a new message not in the transcript yet) or else the transcript's
/// newest user message, and the recent buffer of the live tail.
pub fn recall(
    root: &Root,
    owner: &Owner,
    settings: &Settings,
    live: &Live,
    message: Option<&str>,
    now: DateTime<Utc>,
) -> Result<crate::memory::recall::Recalled> {
    let bot = match owner.kind {
        OwnerKind::Assistant => Some(&owner.id),
        OwnerKind::Squad => None,
    };
    let rows = live.entries.iter().map(|(_, e)| e);
    let limit = settings.memory.recent_message_limit as usize;
    let queries = match message {
        Some(m) => crate::memory::recall::queries_with(m, rows, limit),
        None => crate::memory::recall::queries(rows, limit),
    };
    crate::memory::recall::recall(root, bot, &settings.memory, &queries, now)
}

/// How much text of the live tail is read into memory, in bytes: twice the fold budget plus
/// two windows at four bytes a token, more than a request can carry. Older rows are counted,
/// not kept; the next compression covers them (it runs whatever the estimate says).
pub fn window_bytes(settings: &Settings, context_window: u64) -> u64 {
    let fold = u64::from(settings.context_compression.max_fold_chars);
    fold.saturating_mul(2).saturating_add(context_window.saturating_mul(8))
}

fn profile(roster: &Roster, owner: &Owner) -> Profile {
    match owner.kind {
        OwnerKind::Assistant => {
            let description = roster
                .bots
                .iter()
                .find(|b| b.id == owner.id.as_str())
                .map(|b| b.description.clone())
                .unwrap_or_default();
            Profile::Assistant { name: owner.name.clone(), description }
        }
        OwnerKind::Squad => {
            let squad = roster.squads.iter().find(|s| s.id == owner.id.as_str());
            let members = crate::squads::ask_tools(roster, owner.id.as_str())
                .into_iter()
                .map(|a| SquadMember { name: a.name, role: a.role, description: a.description, tool: a.tool })
                .collect();
            Profile::Squad {
                name: owner.name.clone(),
                description: squad.map(|s| s.description.clone()).unwrap_or_default(),
                members,
            }
        }
    }
}

/// A squad member's nested run: who, and its task at `now`.
pub struct MemberRun<'a> {
    pub owner: &'a Owner,
    pub bot: Option<&'a BotFile>,
    pub task: &'a str,
    pub now: DateTime<Utc>,
}

/// The inputs of a squad member's nested run (issue #15): its profile, SOUL.md, tools, skill
/// catalog, and durable memories recalled for the task (its own and the global ones). Not its
/// session, summary or task in progress: the task is the run's only message. Returns the
/// inputs and the recalled memory ids.
pub fn member_inputs(
    root: &Root,
    roster: &Roster,
    settings: &Settings,
    tools: &[ToolNote],
    run: &MemberRun,
) -> Result<(Inputs, Vec<String>)> {
    let owner = run.owner;
    let persona = crate::context::files::persona(root, &owner.id)?;
    let (skills, _broken) = crate::skills::io::list(root, &owner.id, run.bot)?;
    let tools = tools.iter().filter(|t| !t.needs_skills || !skills.is_empty()).cloned().collect();
    let recalled =
        crate::memory::recall::recall(root, Some(&owner.id), &settings.memory, &[run.task], run.now)?;
    let inputs = Inputs {
        role_template: settings.instructions.assistant_role_template.clone(),
        profile: profile(roster, owner),
        persona,
        tools,
        memories: recalled.block,
        summary: None,
        skill_catalog: crate::skills::catalog(&skills),
        task: String::new(),
    };
    Ok((inputs, recalled.hit_ids))
}
