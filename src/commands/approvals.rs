//! `okbot approvals list|allow|deny`: decide tool calls that waited for approval.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use crate::approvals::Pending;
use crate::error::Failure;
use crate::output::JsonOutput;
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
    /// The request id (req_…), or a unique start of it (with or without `req_`)
    pub id: String,
}

/// The `--json` documents of `okbot approvals`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-approvals-list",
        shape: "an array with one object per request, as its file under pending/ stores it (see \
                okbot-files(5)): id, ownerId, runId, callId, name, arguments, description, createdAt, status \
                (pending, allowed or denied), decidedAt (absent until decided).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-approvals-allow",
        shape: "the request after the decision, as listed.",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-approvals-deny",
        shape: "the request after the decision, as listed.",
        fields: &[],
    },
];

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
        out.extend(crate::approvals::io::list(&cx.root, &owner)?);
    }
    Ok(out)
}

/// How request ids are typed: `req_<ULID>`, or any unique start of it, with or without `req_`.
const REQUEST_IDS: crate::ids::IdKind = crate::ids::IdKind {
    noun: "request waiting for approval",
    plural: "requests",
    tag: Some("req"),
    list_hint: "`okbot approvals list` shows the waiting requests",
};

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let requests = all(cx, args.owner.as_deref())?;
    if cx.out.json {
        return cx.out.json(&requests);
    }
    let lens = if cx.stdout_color {
        // The prefix shown must name the request whichever owner it belongs to.
        let mut ids: Vec<String> = requests.iter().map(|p| p.id.clone()).collect();
        if args.owner.is_some() {
            ids.extend(
                all(cx, None)?.into_iter().map(|p| p.id).filter(|id| !ids.contains(id)).collect::<Vec<_>>(),
            );
        }
        crate::ids::unique_prefix_lens(&ids, REQUEST_IDS.tag)
    } else {
        requests.iter().map(|p| p.id.len()).collect()
    };
    for (p, len) in requests.iter().zip(lens) {
        let id = crate::ids::highlight(&p.id, len, REQUEST_IDS.tag, cx.stdout_color);
        cx.out.line(format!("{id}\t{}\t{}\t{}", p.owner_id, p.status, p.description))?;
    }
    if requests.is_empty() {
        cx.out.note("okbot: nothing waits for approval");
    }
    Ok(())
}

fn decide(cx: &Cx, key: &str, status: &str) -> Result<()> {
    store::validate_id(key.trim())?;
    let requests = all(cx, None)?;
    let ids: Vec<&str> = requests.iter().map(|p| p.id.as_str()).collect();
    let found = crate::ids::resolve(&REQUEST_IDS, &ids, key).map_err(|m| {
        if m.ambiguous {
            Failure::from(m)
        } else if m.message.starts_with("there is no") {
            Failure::usage(format!("no request `{}` waits for approval", key.trim())).hint(m.hint)
        } else {
            Failure::from(m)
        }
    })?;
    if found.len() > 1 {
        return Err(Failure::usage(format!("`{key}` names requests of several owners"))
            .hint("`okbot approvals list` shows each request with its owner")
            .into());
    }
    let found = &requests[found[0]];
    let id = found.id.clone();
    let owner = OwnerId::parse(&found.owner_id)?;
    let lock = cx.root.lock_owner(&owner)?;
    let mut p = crate::approvals::io::list(&cx.root, &owner)?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| Failure::general(format!("request `{id}` was settled meanwhile")))?;
    p.status = status.to_string();
    p.decided_at = Some(cx.clock.stamp());
    crate::approvals::io::save(&cx.root, &lock, &p)?;
    if cx.out.json {
        return cx.out.json(&p);
    }
    cx.out.line(&id)?;
    cx.out.note(format!("okbot: {status} {id}: {}", p.description));
    cx.out.hint(format!("continue the turn with `okbot chat -a {} --resume`", p.owner_id));
    Ok(())
}
