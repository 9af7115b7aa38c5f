//! `okbot approvals list|allow|deny`: decide tool calls that waited for approval.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use crate::error::Failure;
use crate::store::pending::Pending;
use crate::store::{self, OwnerId};

/// Decide actions that wait for your approval
///
/// When a tool call needs approval and nobody is at a terminal (cron, pipes), okbot saves it
/// under <owner>/pending/ and exits 7. Decide here, then `okbot chat --resume` continues the
/// turn from the saved call.
#[derive(Debug, Subcommand)]
pub enum ApprovalsCommand {
    List(ListArgs),
    /// Allow a waiting request: the saved call runs when the turn is resumed
    Allow(DecideArgs),
    /// Deny a waiting request: the model is told the call was refused when the turn is resumed
    Deny(DecideArgs),
}

/// List requests (all owners, or one with -a)
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Record a decision for one request
#[derive(Debug, Args)]
pub struct DecideArgs {
    /// The request id (req_…)
    pub id: String,
}

pub fn run(cx: &Cx, cmd: ApprovalsCommand) -> Result<()> {
    match cmd {
        ApprovalsCommand::List(args) => list(cx, args),
        ApprovalsCommand::Allow(args) => decide(cx, &args.id, "allowed"),
        ApprovalsCommand::Deny(args) => decide(cx, &args.id, "denied"),
    }
}

fn all(cx: &Cx, only: Option<&str>) -> Result<Vec<Pending>> {
    let roster = cx.roster()?;
    let owners: Vec<String> = match only {
        Some(q) => vec![roster.resolve(q)?.id.to_string()],
        None => roster.owners().into_iter().map(|(id, _, _)| id).collect(),
    };
    let mut out = Vec::new();
    for id in owners {
        let Ok(owner) = OwnerId::parse(&id) else { continue };
        out.extend(store::pending::list(&cx.root, &owner)?);
    }
    Ok(out)
}

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let requests = all(cx, args.owner.as_deref())?;
    if cx.out.json {
        return cx.out.json(&requests);
    }
    for p in &requests {
        cx.out.line(format!("{}\t{}\t{}\t{}", p.id, p.owner_id, p.status, p.description))?;
    }
    if requests.is_empty() {
        cx.out.note("okbot: nothing waits for approval");
    }
    Ok(())
}

fn decide(cx: &Cx, id: &str, status: &str) -> Result<()> {
    store::validate_id(id)?;
    let Some(found) = all(cx, None)?.into_iter().find(|p| p.id == id) else {
        return Err(Failure::usage(format!("no request `{id}` waits for approval"))
            .hint("`okbot approvals list` shows the waiting requests")
            .into());
    };
    let owner = OwnerId::parse(&found.owner_id)?;
    let _lock = cx.root.lock_owner(&owner)?;
    let mut p = store::pending::list(&cx.root, &owner)?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| Failure::general(format!("request `{id}` was settled meanwhile")))?;
    p.status = status.to_string();
    p.decided_at = Some(cx.clock.stamp());
    store::pending::save(&cx.root, &owner, &p)?;
    if cx.out.json {
        return cx.out.json(&p);
    }
    cx.out.line(id)?;
    cx.out.note(format!("okbot: {status} {id}: {}", p.description));
    cx.out.hint(format!("continue the turn with `okbot chat -a {} --resume`", p.owner_id));
    Ok(())
}
