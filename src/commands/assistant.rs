//! `okbot assistant create|list|show|rename|delete`.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::{Cx, DeletedView};
use crate::error::Failure;
use crate::output::cell;
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::{self, BotEntry, BotFile};

/// Create, list, inspect, rename and delete assistants
#[derive(Debug, Subcommand)]
pub enum AssistantCommand {
    Create(CreateArgs),
    List(ListArgs),
    Show(ShowArgs),
    Rename(RenameArgs),
    Delete(DeleteArgs),
}

/// Create an assistant: a folder with bot.json, a persona (SOUL.md and AGENTS.md) and memory.md
///
/// The id is bot_YYYYMMDD_NNN (local date, counting up per day). Prints the new id.
#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Display name (unique among assistants and squads)
    pub name: String,
    /// One line on what the assistant is for
    #[arg(short, long, default_value = "")]
    pub description: String,
    /// Avatar emoji
    #[arg(long, default_value = "🤖")]
    pub emoji: String,
    /// Avatar colour
    #[arg(long, default_value = "#4f46e5", value_name = "COLOR")]
    pub avatar_color: String,
}

/// List assistants, most recent first
#[derive(Debug, Args)]
pub struct ListArgs {}

/// Show an assistant's profile and files
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Assistant id or name [default: $OKBOT_ASSISTANT, else the only assistant]
    pub assistant: Option<String>,
}

/// Rename an assistant
///
/// The persona's role lines that name the assistant ("You are OLD.") get the new name.
#[derive(Debug, Args)]
pub struct RenameArgs {
    /// Assistant id or name
    pub assistant: String,
    /// The new name
    pub new_name: String,
}

/// Delete an assistant: its folder moves to <root>/.trash/
///
/// Refused while the assistant is a member of a squad.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// Assistant id or name
    pub assistant: String,
    /// Confirm the deletion
    #[arg(long)]
    pub yes: bool,
}

pub fn run(cx: &Cx, cmd: AssistantCommand) -> Result<()> {
    match cmd {
        AssistantCommand::Create(args) => create(cx, args),
        AssistantCommand::List(_) => list(cx),
        AssistantCommand::Show(args) => show(cx, args),
        AssistantCommand::Rename(args) => rename(cx, args),
        AssistantCommand::Delete(args) => delete(cx, args),
    }
}

/// Create an assistant under the roster lock; returns its roster entry.
pub fn create_assistant(
    cx: &Cx,
    name: &str,
    description: &str,
    emoji: &str,
    color: &str,
) -> Result<BotEntry> {
    roster::create_assistant(&cx.root, &cx.clock, name, description, emoji, color)
}

fn create(cx: &Cx, args: CreateArgs) -> Result<()> {
    let entry = create_assistant(cx, &args.name, &args.description, &args.emoji, &args.avatar_color)?;
    if cx.out.json {
        return cx.out.json(&entry);
    }
    cx.out.line(&entry.id)?;
    cx.out.note(format!("okbot: created assistant {} ({})", entry.name, entry.id));
    Ok(())
}

fn list(cx: &Cx) -> Result<()> {
    let bots = crate::roster::io::load_bots(&cx.root)?;
    if cx.out.json {
        return cx.out.json(&bots);
    }
    for bot in &bots {
        let line = if bot.description.is_empty() {
            format!("{}\t{}", cell(&bot.id), cell(&bot.name))
        } else {
            format!("{}\t{}\t{}", cell(&bot.id), cell(&bot.name), cell(&bot.description))
        };
        cx.out.line(line)?;
    }
    if bots.is_empty() {
        cx.out.note("okbot: no assistants yet");
        cx.out.hint("create one with `okbot assistant create NAME`");
    }
    Ok(())
}

json_doc! {
    /// `okbot assistant show --json`.
    struct ShowView {
        "id" id: String = "string", "the assistant's id";
        "name" name: String = "string", "its name";
        "description" description: String = "string", "its description";
        "folder" folder: String = "string", "its folder in the data root";
        "personaFile" persona_file: Option<String> = "string or null", "the file the persona is read from (the newer of SOUL.md and AGENTS.md), or null";
        "bot" bot: Option<BotFile> = "object or null", "its bot.json (see okbot-files(5)), or null when it has none";
        "squads" squads: Vec<String> = "array of strings", "the ids of the squads it is a member of";
    }
}

/// The `--json` documents of `okbot assistant`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-assistant-create",
        shape: "the assistant's entry in bots.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-assistant-list",
        shape: "an array with the entries of bots.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput { page: "okbot-assistant-show", shape: "one object:", fields: ShowView::FIELDS },
    JsonOutput {
        page: "okbot-assistant-rename",
        shape: "the assistant's entry in bots.json after the change (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput { page: "okbot-assistant-delete", shape: "one object:", fields: DeletedView::FIELDS },
];

fn show(cx: &Cx, args: ShowArgs) -> Result<()> {
    let roster = cx.roster()?;
    let owner = match args.assistant.as_deref() {
        Some(q) => roster.resolve_assistant(q)?,
        None => roster.default_owner(None)?,
    };
    let entry = roster.bots.iter().find(|b| b.id == owner.id.as_str()).cloned();
    let Some(entry) = entry else {
        return Err(Failure::usage(format!("`{}` is a squad", owner.id))
            .hint("use `okbot squad show`")
            .into());
    };
    let dir = cx.root.owner_dir(&owner.id);
    let persona = crate::soul::io::read(&cx.root, &owner.id)?.map(|p| p.file.to_string());
    let view = ShowView {
        id: entry.id.clone(),
        name: entry.name.clone(),
        description: entry.description.clone(),
        folder: dir.display().to_string(),
        persona_file: persona,
        bot: crate::roster::io::load_bot_file(&cx.root, &owner.id)?,
        squads: roster
            .squads
            .iter()
            .filter(|s| s.members.iter().any(|m| m.bot_id == entry.id))
            .map(|s| s.id.clone())
            .collect(),
    };
    if cx.out.json {
        return cx.out.json(&view);
    }
    cx.out.line(format!("id:          {}", view.id))?;
    cx.out.line(format!("name:        {}", view.name))?;
    if !view.description.is_empty() {
        cx.out.line(format!("description: {}", view.description))?;
    }
    cx.out.line(format!("folder:      {}", view.folder))?;
    cx.out.line(format!("persona:     {}", view.persona_file.as_deref().unwrap_or("(none)")))?;
    if let Some(bot) = &view.bot {
        cx.out.line(format!("created:     {}", bot.created_at))?;
        if let (Some(p), Some(m)) = (&bot.provider_id, &bot.model_id) {
            cx.out.line(format!("model:       {p}/{m}"))?;
        }
    }
    if !view.squads.is_empty() {
        cx.out.line(format!("squads:      {}", view.squads.join(", ")))?;
    }
    Ok(())
}

fn rename(cx: &Cx, args: RenameArgs) -> Result<()> {
    let name = roster::validate_name(&args.new_name)?;
    let lock = cx.root.lock_roster()?;
    let roster = cx.roster()?;
    let owner = roster.resolve_assistant(&args.assistant)?;
    if let Some(other) = roster.name_taken(&name).filter(|id| id != owner.id.as_str()) {
        return Err(Failure::usage(format!("the name `{name}` is taken by {other}"))
            .hint("choose another name")
            .into());
    }
    let mut bots = roster.bots;
    let entry = bots.iter_mut().find(|b| b.id == owner.id.as_str()).expect("resolved from this roster");
    entry.name = name.clone();
    let entry = entry.clone();
    crate::roster::io::save_bots(&cx.root, &lock, &bots)?;
    if let Some(mut bot) = crate::roster::io::load_bot_file(&cx.root, &owner.id)? {
        bot.updated_at = cx.clock.stamp();
        crate::roster::io::save_bot_file(&cx.root, &lock, &bot)?;
    }
    // The persona's role line ("You are OLD.") names the assistant too.
    let owner_lock = cx.root.lock_owner(&owner.id)?;
    // The roster already has the new name: a persona that cannot be rewritten (not UTF-8, a
    // link) is a warning, not a failed rename.
    if let Err(e) = crate::soul::rename(&cx.root, &owner_lock, &owner.name, &name) {
        cx.out.warn(format!("the persona still names {}: {e:#}", owner.name));
    }
    if cx.out.json {
        return cx.out.json(&entry);
    }
    cx.out.line(&entry.id)?;
    cx.out.note(format!("okbot: renamed {} to {name}", owner.name));
    Ok(())
}

fn delete(cx: &Cx, args: DeleteArgs) -> Result<()> {
    let lock = cx.root.lock_roster()?;
    let roster = cx.roster()?;
    let owner = roster.resolve_assistant(&args.assistant)?;
    let squads: Vec<&str> = roster
        .squads
        .iter()
        .filter(|s| s.members.iter().any(|m| m.bot_id == owner.id.as_str()))
        .map(|s| s.id.as_str())
        .collect();
    if !squads.is_empty() {
        return Err(Failure::usage(format!("{} is a member of {}", owner.name, squads.join(", ")))
            .hint(format!("remove it first: `okbot squad remove-member {} {}`", squads[0], owner.id))
            .into());
    }
    if !args.yes {
        return Err(Failure::usage(format!("deleting {} ({}) needs --yes", owner.name, owner.id))
            .hint(format!("`okbot assistant delete {} --yes` moves its folder to the trash", owner.id))
            .into());
    }
    let owner_lock = cx.root.lock_owner(&owner.id)?;
    let stamp = cx.clock.now().format("%Y%m%dT%H%M%SZ").to_string();
    let mut bots = roster.bots;
    bots.retain(|b| b.id != owner.id.as_str());
    crate::roster::io::save_bots(&cx.root, &lock, &bots)?;
    let moved = crate::roster::io::move_to_trash(&cx.root, &owner_lock, &stamp)?;
    let view = DeletedView {
        id: owner.id.as_str().to_string(),
        trash: moved.as_ref().map(|p| p.display().to_string()),
    };
    if cx.out.json {
        return cx.out.json(&view);
    }
    cx.out.line(owner.id.as_str())?;
    if let Some(path) = moved {
        cx.out.note(format!("okbot: deleted {}; its files are in `{}`", owner.name, path.display()));
    }
    Ok(())
}
