//! `okbot squad create|list|show|add-member|remove-member|set-role|delete`.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::{Cx, DeletedView};
use crate::error::Failure;
use crate::output::{Document, JsonOutput, cell};
use crate::roster::{self, Member, Roster, SquadEntry};
use crate::store::OwnerId;

/// Squads: several assistants working in one shared session
#[derive(Debug, Subcommand)]
pub enum SquadCommand {
    Create(CreateArgs),
    List(ListArgs),
    Show(ShowArgs),
    AddMember(AddMemberArgs),
    RemoveMember(RemoveMemberArgs),
    SetRole(SetRoleArgs),
    Delete(DeleteArgs),
}

/// Create a squad of two or more assistants
///
/// The id is squad_YYYYMMDD_NNN. Prints the new id.
#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Display name (unique among assistants and squads)
    pub name: String,
    /// A member as ASSISTANT or ASSISTANT:ROLE (repeat; at least two)
    #[arg(short, long = "member", value_name = "ASSISTANT[:ROLE]", required = true)]
    pub members: Vec<String>,
    /// One line on what the squad is for
    #[arg(short, long, default_value = "")]
    pub description: String,
}

/// List squads
#[derive(Debug, Args)]
pub struct ListArgs {}

/// Show a squad and its members
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Squad id or name
    pub squad: String,
}

/// Add an assistant to a squad
#[derive(Debug, Args)]
pub struct AddMemberArgs {
    /// Squad id or name
    pub squad: String,
    /// Assistant id or name
    pub assistant: String,
    /// What the member does in the squad
    #[arg(short, long, default_value = "")]
    pub role: String,
}

/// Remove an assistant from a squad (a squad keeps at least two members)
#[derive(Debug, Args)]
pub struct RemoveMemberArgs {
    /// Squad id or name
    pub squad: String,
    /// Assistant id or name
    pub assistant: String,
}

/// Give a member a new role (what the captain reads about it; empty: "member")
#[derive(Debug, Args)]
pub struct SetRoleArgs {
    /// Squad id or name
    pub squad: String,
    /// The member: assistant id or name
    pub member: String,
    /// What the member does in the squad
    pub role: String,
}

/// Delete a squad: its folder moves to <root>/.trash/ (the members stay)
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// Squad id or name
    pub squad: String,
    /// Confirm the deletion
    #[arg(long)]
    pub yes: bool,
}

/// The `--json` documents of `okbot squad`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-squad-create",
        shape: "the squad's entry in squads.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-squad-list",
        shape: "an array with the entries of squads.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-squad-show",
        shape: "the squad's entry in squads.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-squad-add-member",
        shape: "the squad's entry in squads.json after the change (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-squad-remove-member",
        shape: "the squad's entry in squads.json after the change (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-squad-set-role",
        shape: "the squad's entry in squads.json after the change (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput { page: "okbot-squad-delete", shape: "one object:", fields: super::DeletedView::FIELDS },
];

pub fn run(cx: &Cx, cmd: SquadCommand) -> Result<()> {
    match cmd {
        SquadCommand::Create(args) => create(cx, args),
        SquadCommand::List(_) => list(cx),
        SquadCommand::Show(args) => show(cx, args),
        SquadCommand::AddMember(args) => add_member(cx, args),
        SquadCommand::RemoveMember(args) => remove_member(cx, args),
        SquadCommand::SetRole(args) => set_role(cx, args),
        SquadCommand::Delete(args) => delete(cx, args),
    }
}

fn member_of(roster: &Roster, spec: &str) -> Result<Member> {
    let (who, role) = match spec.rsplit_once(':') {
        Some((who, role)) if roster.resolve(spec).is_err() => (who, role),
        _ => (spec, ""),
    };
    let owner = roster.resolve_assistant(who)?;
    Ok(Member { bot_id: owner.id.to_string(), role: usable_role(role)?, extra: Default::default() })
}

/// A role as typed: trimmed, one line with no control characters (it goes into the captain's
/// instructions and `squad show`, where a line break or an escape would forge lines).
fn usable_role(role: &str) -> Result<String> {
    let role = role.trim();
    if role.chars().any(char::is_control) || role.chars().count() > 200 {
        return Err(Failure::usage(format!("`{}` is not a usable role", role.escape_debug()))
            .hint("a role is one line of at most 200 characters, without control characters")
            .into());
    }
    Ok(role.to_string())
}

fn too_few() -> anyhow::Error {
    Failure::usage("a squad needs at least two members")
        .hint("name two different assistants with `--member A --member B`")
        .into()
}

fn create(cx: &Cx, args: CreateArgs) -> Result<()> {
    let name = roster::validate_name(&args.name)?;
    cx.root.ensure(&crate::settings::default_document())?;
    let lock = cx.root.lock_roster()?;
    let mut roster = cx.roster()?;
    if let Some(id) = roster.name_taken(&name) {
        return Err(Failure::usage(format!("the name `{name}` is taken by {id}"))
            .hint("choose another name")
            .into());
    }
    let mut members: Vec<Member> = Vec::new();
    for spec in &args.members {
        let member = member_of(&roster, spec)?;
        if !members.iter().any(|m| m.bot_id == member.bot_id) {
            members.push(member);
        }
    }
    if members.len() < 2 {
        return Err(too_few());
    }
    let used = crate::roster::io::used_ids(&cx.root);
    let id =
        OwnerId::parse(&roster::next_id("squad", cx.clock.local_date(), used.iter().map(String::as_str)))?;
    let now = cx.clock.stamp();
    crate::roster::io::create_owner_folder(&cx.root, &lock, &id, &[])?;
    let squad = SquadEntry {
        id: id.to_string(),
        name,
        description: args.description.trim().to_string(),
        members,
        created_at: now.clone(),
        updated_at: now,
        extra: Default::default(),
    };
    roster.squads.insert(0, squad.clone());
    if let Err(e) = crate::roster::io::save_squads(&cx.root, &lock, &roster.squads) {
        crate::roster::io::discard_new_owner_folder(&cx.root, &lock, &id);
        return Err(e);
    }
    if cx.out.json {
        return cx.out.json(&squad);
    }
    cx.out.line(&squad.id)?;
    cx.out.note(format!("okbot: created squad {} ({})", squad.name, squad.id));
    Ok(())
}

fn list(cx: &Cx) -> Result<()> {
    let squads = crate::roster::io::load_squads(&cx.root)?;
    if cx.out.json {
        return cx.out.json(&squads);
    }
    for squad in &squads {
        let members: Vec<&str> = squad.members.iter().map(|m| m.bot_id.as_str()).collect();
        cx.out.line(format!("{}\t{}\t{}", cell(&squad.id), cell(&squad.name), cell(&members.join(","))))?;
    }
    if squads.is_empty() {
        cx.out.note("okbot: no squads yet");
    }
    Ok(())
}

fn show(cx: &Cx, args: ShowArgs) -> Result<()> {
    let roster = cx.roster()?;
    let owner = roster.resolve_squad(&args.squad)?;
    let squad = roster.squads.iter().find(|s| s.id == owner.id.as_str()).expect("resolved from this roster");
    if cx.out.json {
        return cx.out.json(squad);
    }
    cx.out.line(format!("id:          {}", cell(&squad.id)))?;
    cx.out.line(format!("name:        {}", cell(&squad.name)))?;
    if !squad.description.is_empty() {
        cx.out.line(format!("description: {}", cell(&squad.description)))?;
    }
    cx.out.line(format!("folder:      {}", cx.root.owner_dir(&owner.id).display()))?;
    cx.out.line("members:")?;
    for m in &squad.members {
        let name = roster.bots.iter().find(|b| b.id == m.bot_id).map_or("(missing)", |b| b.name.as_str());
        cx.out.line(format!(
            "  {} {} — {}",
            cell(&m.bot_id),
            cell(name),
            cell(crate::squads::role_of(&m.role))
        ))?;
    }
    Ok(())
}

/// Load the roster under its lock, change one squad, save.
fn edit_squad(
    cx: &Cx,
    query: &str,
    change: impl FnOnce(&Roster, &mut SquadEntry) -> Result<()>,
) -> Result<()> {
    let lock = cx.root.lock_roster()?;
    let mut roster = cx.roster()?;
    let owner = roster.resolve_squad(query)?;
    let snapshot = roster.clone();
    let squad =
        roster.squads.iter_mut().find(|s| s.id == owner.id.as_str()).expect("resolved from this roster");
    change(&snapshot, squad)?;
    squad.updated_at = cx.clock.stamp();
    let view = squad.clone();
    crate::roster::io::save_squads(&cx.root, &lock, &roster.squads)?;
    if cx.out.json {
        return cx.out.json(&view);
    }
    cx.out.line(&view.id)
}

fn add_member(cx: &Cx, args: AddMemberArgs) -> Result<()> {
    edit_squad(cx, &args.squad, |roster, squad| {
        let owner = roster.resolve_assistant(&args.assistant)?;
        if squad.members.iter().any(|m| m.bot_id == owner.id.as_str()) {
            return Err(Failure::usage(format!("{} is already a member of {}", owner.name, squad.name))
                .hint("nothing to do")
                .into());
        }
        squad.members.push(Member {
            bot_id: owner.id.to_string(),
            role: usable_role(&args.role)?,
            extra: Default::default(),
        });
        Ok(())
    })
}

fn remove_member(cx: &Cx, args: RemoveMemberArgs) -> Result<()> {
    edit_squad(cx, &args.squad, |roster, squad| {
        // A member whose assistant is gone from bots.json (deleted by hand or by the app) is
        // named by its id: it resolves to no owner, yet it must be removable.
        let gone = squad.members.iter().find(|m| {
            m.bot_id.eq_ignore_ascii_case(args.assistant.trim())
                && !roster.bots.iter().any(|b| b.id == m.bot_id)
        });
        let (id, name) = match gone {
            Some(m) => (m.bot_id.clone(), m.bot_id.clone()),
            None => {
                let owner = roster.resolve_assistant(&args.assistant)?;
                (owner.id.to_string(), owner.name)
            }
        };
        let before = squad.members.len();
        squad.members.retain(|m| m.bot_id != id);
        if squad.members.len() == before {
            return Err(Failure::usage(format!("{name} is not a member of {}", squad.name))
                .hint(format!("`okbot squad show {}` lists the members", squad.id))
                .into());
        }
        if squad.members.len() < 2 {
            return Err(Failure::usage(format!("{} would have fewer than two members", squad.name))
                .hint("add another member first, or delete the squad")
                .into());
        }
        Ok(())
    })
}

fn set_role(cx: &Cx, args: SetRoleArgs) -> Result<()> {
    edit_squad(cx, &args.squad, |roster, squad| {
        let owner = roster.resolve_assistant(&args.member)?;
        let role = usable_role(&args.role)?;
        crate::squads::set_role(squad, owner.id.as_str(), &role).map_err(|_| {
            Failure::usage(format!("{} is not a member of {}", owner.name, squad.name))
                .hint(format!("`okbot squad show {}` lists the members", squad.id))
                .into()
        })
    })
}

fn delete(cx: &Cx, args: DeleteArgs) -> Result<()> {
    let lock = cx.root.lock_roster()?;
    let mut roster = cx.roster()?;
    let owner = roster.resolve_squad(&args.squad)?;
    if !args.yes {
        return Err(Failure::usage(format!("deleting {} ({}) needs --yes", owner.name, owner.id))
            .hint(format!("`okbot squad delete {} --yes` moves its folder to the trash", owner.id))
            .into());
    }
    let owner_lock = cx.root.lock_owner(&owner.id)?;
    roster.squads.retain(|s| s.id != owner.id.as_str());
    crate::roster::io::save_squads(&cx.root, &lock, &roster.squads)?;
    let stamp = cx.clock.now().format("%Y%m%dT%H%M%SZ").to_string();
    let moved = crate::roster::io::move_to_trash(&cx.root, &owner_lock, &stamp)?;
    if cx.out.json {
        let view = DeletedView {
            id: owner.id.as_str().to_string(),
            trash: moved.as_ref().map(|p| p.display().to_string()),
        };
        return cx.out.json(&view);
    }
    cx.out.line(owner.id.as_str())?;
    if let Some(path) = moved {
        cx.out.note(format!("okbot: deleted squad {}; its files are in `{}`", owner.name, path.display()));
    }
    Ok(())
}
