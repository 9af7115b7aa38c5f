//! One chat turn (DESIGN §4.4, §7): append the user message first (nothing is lost if the call
//! fails), compress when needed, assemble, loop model ↔ tools, append every tool row and the
//! final reply with usage. The caller renders the events. `okbot chat` and `schedule tick`
//! both run their turns here.
//!
//! Which file does what:
//! - `run.rs`: one turn: its start, the model/tool loop;
//! - `request.rs`: building the request the model receives (instructions, items, tool specs);
//! - `compress.rs`: compression before a turn and after a "context too long" answer;
//! - `approvals.rs`: deciding each tool call (asking, parking, remembering "always") and running it;
//! - `continuation.rs`: continuing the task in progress with further turns;
//! - `events.rs`: what a turn reports as it runs (`--jsonl` lines) and when done (`--json`);
//! - `end.rs`: where every turn ends: its error row, the after-turn steps;
//! - `recall.rs`: the after-turn step that gives recalled memories their hit;
//! - `wrapup.rs`: the after-turn memory extraction and the fold hook (evolution);
//! - `rows.rs`: the transcript rows a turn writes;
//! - `schedule.rs`: the turns `schedule tick` runs.
//!
//! The owner lock is taken here, only around each read-then-write that must be atomic (an
//! append, a compression's commit, a tool call with its rows): never across a model call or a
//! question to a person, so `session append`, a scheduled run or another turn on the same owner
//! does not wait behind a slow provider. Rows of concurrent turns may interleave; each turn's
//! own rows stay whole (its calls and their results are written together).

mod approvals;
mod compress;
mod continuation;
mod end;
mod events;
pub mod evolve;
mod recall;
mod request;
mod rows;
mod run;
mod schedule;
mod squad;
pub mod summarizer;
pub mod wrapup;

use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Result;
use serde::Serialize;
use serde_json::Value;

pub use continuation::{Continue, run_and_continue};
pub use end::{AFTER_TURN, AfterTurn, Ended, Wrapup};
pub use events::{Event, LINES, Report, step_label};
pub use evolve::{SkillChange, SoulChange};
pub use schedule::ScheduledTurns;
pub use squad::{MemberRequest, member_request};
pub use wrapup::{Evolved, MemoryChange};

use crate::compress::Mode;
use crate::model::ModelChoice;
use crate::provider::Usage;
use crate::roster::{BotFile, Owner, Roster};
use crate::settings::Settings;
use crate::store::Root;
use crate::store::lock::OwnerGuard;

/// Set by the Ctrl-C handler; polled between stream events.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

pub(crate) fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// A person's answer to "allow this?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    Always,
}

pub struct Options<'a> {
    /// The new user message; `None` resumes after approvals.
    pub message: Option<String>,
    pub model: ModelChoice,
    /// `--yes`: allow every call that would ask.
    pub approve_all: bool,
    /// `--approve TOOL`.
    pub approve: Vec<String>,
    /// Ask a person (only on a terminal).
    pub ask: Option<&'a dyn Fn(&str) -> Answer>,
    pub stream: bool,
    /// A synthetic, hidden message (DESIGN §3 `meta.trigger`), e.g. a schedule firing.
    pub trigger: Option<Value>,
    /// The run id to use (a schedule claims its run before it starts); new when `None`.
    pub run_id: Option<String>,
    /// Run the evolution wrap-up after the turn (`chat --no-evolve` turns it off).
    pub evolve: bool,
}

/// The whole environment a turn runs in.
pub struct Env<'a> {
    pub root: &'a Root,
    pub clock: &'a crate::clock::Clock,
    pub roster: &'a Roster,
    pub owner: &'a Owner,
    /// The assistant's `bot.json`, read once (`None` for squads).
    pub bot: Option<&'a BotFile>,
    pub settings: &'a Settings,
    /// The id of the transcript's first row once the turn wrote to it (`Some(None)`: there was
    /// none): a later write finds the conversation reset or deleted meanwhile by it.
    pub began_on: std::sync::OnceLock<Option<String>>,
}

crate::output::json_doc! {
    /// One tool call of a turn (`toolCalls` of `okbot chat --json`).
    #[derive(Debug, Clone)]
    pub struct ToolRecord {
        "callId" call_id: String = "string", "the call's id, as the model gave it";
        "name" name: String = "string", "the tool";
        "arguments" arguments: String = "string", "its arguments, a JSON text as the model wrote it";
        "status" status: String = "string", "completed, failed, denied, or pending (waiting for approval)";
        #[serde(skip_serializing_if = "Option::is_none")]
        "output" output: Option<String> = "string, absent while pending", "what the tool answered";
        #[serde(skip_serializing_if = "Option::is_none")]
        "requestId" request_id: Option<String> = "string, absent unless pending",
            "the approval request (`okbot approvals allow ID`)";
    }
}

crate::output::json_doc! {
    /// A compression a turn made before its request (`compressed` of `okbot chat --json`).
    #[derive(Debug, Clone)]
    pub struct Compression {
        "mode" mode: Mode = "string", "auto, topic (a new topic began) or overflow (after a \"context too long\" answer)";
        "coveredThroughId" covered_through_id: Option<String> = "string or null",
            "the last row the summary covers now";
        "foldedMessages" folded_messages: usize = "integer", "messages folded into the summary";
        "tokensBefore" tokens_before: u64 = "integer", "estimated tokens of the request before";
        "tokensAfter" tokens_after: u64 = "integer", "and after";
    }
}

/// What a turn did; filled in as it goes, so a failed turn still reports its progress.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    pub run_id: String,
    pub text: String,
    pub tool_calls: Vec<ToolRecord>,
    pub usage: Option<Usage>,
    /// `provider` when the provider reported usage, else the estimate's method.
    pub usage_method: String,
    pub compressed: Vec<Compression>,
    /// Approval requests this turn left waiting.
    pub pending: Vec<String>,
    /// The model the turn was told to use (`--model`), as a spec: kept with a parked call so
    /// `--resume` goes on with it.
    #[serde(skip)]
    pub model_flag: Option<String>,
    pub model_calls: usize,
    /// Memories that block 5 of an answered request carried (they get a hit when the turn ends).
    #[serde(skip)]
    pub recalled: Vec<String>,
    /// Memories already given their hit in this turn (by a squad member's run that answered),
    /// so none earns two in one turn; shared with the members' threads.
    #[serde(skip)]
    pub hit: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    /// What the evolution wrap-up did (none when it did not run).
    pub evolution: Option<Evolved>,
}

/// Hold the owner lock while `f` reads-then-writes this owner's files. Never around a model
/// call or a question to a person. Once the turn has written to the transcript, the transcript
/// must still be the one it began on: a conversation reset (`okbot session reset`) or deleted
/// while the model was answering gets nothing more of this turn.
fn locked<T>(env: &Env, f: impl FnOnce(&OwnerGuard) -> Result<T>) -> Result<T> {
    // (A deleted assistant's folder is not made again for the lock.)
    if env.began_on.get().is_some() && !env.root.owner_dir(&env.owner.id).is_dir() {
        return Err(gone_meanwhile(env));
    }
    let lock = env.root.lock_owner(&env.owner.id)?;
    if let Some(began) = env.began_on.get()
        && crate::session::io::first_row_id(env.root, &env.owner.id)? != *began
    {
        return Err(gone_meanwhile(env));
    }
    let out = f(&lock)?;
    if env.began_on.get().is_none() && crate::session::io::path(env.root, &env.owner.id).exists() {
        let _ = env.began_on.set(crate::session::io::first_row_id(env.root, &env.owner.id)?);
    }
    Ok(out)
}

fn gone_meanwhile(env: &Env) -> anyhow::Error {
    crate::error::Failure::new(
        crate::error::code::FAILURE,
        format!(
            "the conversation with {} was reset or deleted while okbot waited for the reply; the rest \
             of this turn was not saved",
            env.owner.name
        ),
    )
    .hint("send the message again if you still need the answer")
    .into()
}

fn tool_cx<'a>(env: &'a Env, lock: &'a OwnerGuard) -> crate::tools::ToolCx<'a> {
    crate::tools::ToolCx {
        root: env.root,
        owner: &env.owner.id,
        lock,
        bot: env.bot,
        settings: env.settings,
        now: env.clock.now(),
    }
}
