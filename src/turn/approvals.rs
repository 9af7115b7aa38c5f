//! Tool calls and their approval: decide each call (the budget, whether the tool is offered,
//! whether it asks and who can answer), run it or park it in `pending/`, remember "always", and
//! settle the parked calls when a turn resumes.

use anyhow::Result;

use super::{Answer, Env, Event, Options, ToolRecord, Turn, locked, rows, squad, tool_cx};
use crate::approvals::Pending;
use crate::error::{Failure, code};
use crate::message::ToolCall;
use crate::store;
use crate::store::lock::OwnerGuard;
use crate::tools::{self, Outcome};

/// What to do with a call.
enum Decision {
    Run,
    /// A squad captain's `ask_*` call: the member's run (see `squad`).
    Delegate,
    /// Do not run; this is the result the model reads.
    Skip(Outcome),
    /// Nobody can be asked: save it to `pending/` for a later decision.
    Park,
}

/// Handle the model's calls: decide every call first (a person asked on the terminal may take
/// their time, and nothing is locked meanwhile); then, under the lock, write all calls, then
/// their results (the shape both APIs use for parallel calls), so another turn's rows never
/// land between a call and its result.
pub(super) fn handle(
    env: &Env,
    opts: &Options,
    calls: &[ToolCall],
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    for call in calls {
        emit(Event::ToolCall(call));
    }
    let asks = squad::ask_tools(env);
    let mut decisions = Vec::new();
    let mut jobs = Vec::new();
    for (i, call) in calls.iter().enumerate() {
        let decision = decide(env, opts, call, turn.tool_calls.len() + i)?;
        let ask = asks.iter().find(|a| a.tool == call.name);
        match (decision, ask) {
            (Decision::Run, Some(ask)) => {
                jobs.push(squad::Job { call, ask: ask.clone() });
                decisions.push(Decision::Delegate);
            }
            (decision, _) => decisions.push(decision),
        }
    }
    // The members work with nothing locked (their model calls take their time).
    for job in &jobs {
        emit(Event::Running(job.call));
    }
    let jobs_empty = jobs.is_empty();
    let mut ends = squad::run_jobs(env, opts, &jobs, &turn.hit).into_iter();
    let mut jobs = jobs.iter();
    locked(env, |lock| {
        rows::calls(env, lock, turn, calls)?;
        for (call, decision) in calls.iter().zip(decisions) {
            if let Decision::Delegate = decision {
                let (job, end) = (jobs.next(), ends.next());
                if let (Some(job), Some(end)) = (job, end) {
                    squad::record(env, lock, turn, job, end, emit)?;
                }
                continue;
            }
            carry_out(env, lock, call, decision, turn, emit)?;
        }
        Ok(())
    })?;
    // Ctrl-C while members worked: their answers are recorded (failed ones too); the turn stops.
    if !jobs_empty && super::interrupted() {
        return Err(Failure::new(code::INTERRUPTED, "interrupted").into());
    }
    Ok(())
}

/// Decide a call before anything is written: the budget (`index` is the call's place among
/// this turn's calls), the tool's availability, the approval (asking a person when one is at
/// the terminal). Runs no tool and writes no row except a remembered "always".
fn decide(env: &Env, opts: &Options, call: &ToolCall, index: usize) -> Result<Decision> {
    if index >= env.settings.max_tool_calls as usize {
        return Ok(Decision::Skip(Outcome {
            status: "failed",
            output: "The tool-call budget of this turn is spent (maxToolCalls). Answer with what you have."
                .into(),
        }));
    }
    // A captain's ask tool never asks: the member's own calls do.
    if squad::ask_tools(env).iter().any(|a| a.tool == call.name) {
        return Ok(Decision::Run);
    }
    if !tools::offered(env.settings, &call.name) {
        return Ok(Decision::Skip(Outcome {
            status: "failed",
            output: format!("the tool `{}` is not available", call.name),
        }));
    }
    let asks = tools::asks(env.settings, &call.name, &call.arguments);
    if !asks || allowed_up_front(opts, &call.name) {
        return Ok(Decision::Run);
    }
    let Some(ask) = opts.ask else { return Ok(Decision::Park) };
    Ok(match ask(&tools::describe(&call.name, &call.arguments)) {
        Answer::Yes => Decision::Run,
        Answer::Always => {
            remember_allow(env, &call.name)?;
            Decision::Run
        }
        Answer::No => Decision::Skip(denied()),
    })
}

/// `--yes`, or `--approve TOOL` for this tool.
fn allowed_up_front(opts: &Options, name: &str) -> bool {
    opts.approve_all || opts.approve.iter().any(|t| t == name)
}

/// Carry out a decided call (its row is written; the caller holds the owner lock): run it or
/// park it, and append its result.
fn carry_out(
    env: &Env,
    lock: &OwnerGuard,
    call: &ToolCall,
    decision: Decision,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let outcome = match decision {
        Decision::Run => {
            emit(Event::Running(call));
            tools::run(&tool_cx(env, lock), &call.name, &call.arguments)?
        }
        Decision::Skip(outcome) => outcome,
        Decision::Park => return park(env, lock, call, turn, emit),
        Decision::Delegate => unreachable!("delegated calls are recorded by `squad`"),
    };
    rows::result(env, lock, turn, call, outcome, emit)
}

/// A new approval request for `call` of this turn, waiting.
pub(super) fn new_pending(env: &Env, turn: &Turn, call: &ToolCall, description: String) -> Pending {
    Pending {
        id: crate::ids::new("req", env.clock.now()),
        owner_id: env.owner.id.to_string(),
        run_id: turn.run_id.clone(),
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
        description,
        created_at: env.clock.stamp(),
        status: "pending".into(),
        decided_at: None,
        extra: Default::default(),
    }
}

/// Save a call that waits for approval (the caller holds the owner lock).
fn park(
    env: &Env,
    lock: &OwnerGuard,
    call: &ToolCall,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let description = tools::describe(&call.name, &call.arguments);
    let mut pending = new_pending(env, turn, call, description.clone());
    let id = pending.id.clone();
    if let Some(spec) = &turn.model_flag {
        // okbot's own field: `chat --resume` goes on with the model the turn was told to use.
        pending.extra.insert("model".into(), serde_json::Value::String(spec.clone()));
    }
    crate::approvals::io::save(env.root, lock, &pending)?;
    emit(Event::Pending { request_id: &id, description: &description });
    turn.tool_calls.push(ToolRecord {
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
        status: "pending".into(),
        output: None,
        request_id: Some(id.clone()),
    });
    turn.pending.push(id);
    Ok(())
}

pub(super) fn denied() -> Outcome {
    Outcome { status: "denied", output: "The user declined this action.".into() }
}

/// "always": this tool no longer asks (settings.tools.<name>.approval = allow).
pub(super) fn remember_allow(env: &Env, name: &str) -> Result<()> {
    let lock = env.root.lock_roster()?;
    let mut loaded = crate::settings::io::load(env.root, &env.clock.stamp())?;
    crate::settings::set(&mut loaded.raw, &format!("tools.{name}.approval"), "allow")?;
    store::settings::save(env.root, &lock, &loaded)
}

/// The turn stops until a person decides these requests.
pub(super) fn waiting(requests: &[String]) -> anyhow::Error {
    Failure::new(code::APPROVAL, format!("waiting for approval: {}", requests.join(", ")))
        .hint("decide with `okbot approvals allow ID` or `okbot approvals deny ID`, then run `okbot chat --resume`")
        .into()
}

/// Settle the decided approval requests of this owner; returns the id of the turn's first row
/// (none: a resumed turn folds nothing of its own). A person is asked first, with nothing
/// locked; then, under the lock, the requests are read again (another `--resume` or a tick
/// may have settled some meanwhile: none runs twice), run and removed.
pub(super) fn resume(
    env: &Env,
    opts: &Options,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<Option<String>> {
    let requests = crate::approvals::io::list(env.root, &env.owner.id)?;
    if requests.is_empty() {
        return Err(nothing_to_resume(env));
    }
    let answers = ask_waiting(env, opts, &requests)?;
    let mut members = squad::Settled::default();
    let undecided = locked(env, |lock| {
        let requests = crate::approvals::io::list(env.root, &env.owner.id)?;
        if requests.is_empty() {
            return Err(nothing_to_resume(env));
        }
        let mut undecided = Vec::new();
        let mut parked = Vec::new();
        for mut p in requests {
            let decided = p.status != "pending"
                || match answers.iter().find(|(id, _)| *id == p.id) {
                    Some((_, status)) => {
                        p.status = (*status).to_string();
                        true
                    }
                    None => false,
                };
            if squad::is_parked(&p) {
                // A squad member's calls: settled together, per member answer (below).
                parked.push((p, decided));
            } else if decided {
                settle(env, lock, &p, turn, emit)?;
            } else {
                undecided.push(p.id.clone());
            }
        }
        members = squad::settle(env, lock, parked, emit)?;
        Ok(undecided)
    })?;
    // The members whose calls are all settled go on with nothing locked (their model calls
    // take their time), each then writing its reply and the captain's ask result.
    for ready in members.ready {
        squad::resume(env, opts, ready, turn, emit)?;
    }
    if !undecided.is_empty() || !members.waiting.is_empty() || !turn.pending.is_empty() {
        turn.pending.extend(undecided);
        turn.pending.extend(members.waiting);
        return Err(waiting(&turn.pending));
    }
    Ok(None)
}

/// The answers to the requests still pending: allowed up front, or asked of a person.
fn ask_waiting(env: &Env, opts: &Options, requests: &[Pending]) -> Result<Vec<(String, &'static str)>> {
    let mut answers = Vec::new();
    for p in requests.iter().filter(|p| p.status == "pending") {
        if allowed_up_front(opts, &p.name) {
            answers.push((p.id.clone(), "allowed"));
        } else if let Some(ask) = opts.ask {
            let status = match ask(&p.description) {
                Answer::Yes => "allowed",
                Answer::Always => {
                    remember_allow(env, &p.name)?;
                    "allowed"
                }
                Answer::No => "denied",
            };
            answers.push((p.id.clone(), status));
        }
    }
    Ok(answers)
}

/// Run (or deny) a decided request, append its result and remove it (the caller holds the lock).
fn settle(
    env: &Env,
    lock: &OwnerGuard,
    p: &Pending,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    turn.run_id = p.run_id.clone();
    let call = ToolCall { call_id: p.call_id.clone(), name: p.name.clone(), arguments: p.arguments.clone() };
    let outcome = match p.status.as_str() {
        "allowed" => {
            emit(Event::Running(&call));
            tools::run(&tool_cx(env, lock), &p.name, &p.arguments)?
        }
        _ => denied(),
    };
    rows::result(env, lock, turn, &call, outcome, emit)?;
    crate::approvals::io::remove(env.root, lock, &p.id)
}

fn nothing_to_resume(env: &Env) -> anyhow::Error {
    Failure::usage(format!("{} has nothing waiting to resume", env.owner.name))
        .hint("start a new turn with `okbot chat MESSAGE`")
        .into()
}
