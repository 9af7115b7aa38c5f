//! The transcript rows a turn writes (the caller holds the owner lock where it says so).

use anyhow::Result;
use serde_json::{Value, json};

use super::{Env, Event, ToolRecord, Turn, locked};
use crate::message::ToolCall;
use crate::provider::Usage;
use crate::session::{self, NewMeta};
use crate::store::lock::OwnerGuard;
use crate::tools::Outcome;

/// A new row id.
pub(super) fn new_id(env: &Env, prefix: &str) -> String {
    crate::ids::new(prefix, env.clock.now())
}

/// The user's message (or a hidden trigger), written first so nothing is lost if the call
/// fails.
pub(super) fn user(env: &Env, id: &str, run_id: &str, text: &str, trigger: Option<&Value>) -> Result<()> {
    let meta = NewMeta {
        run_id: Some(run_id.to_string()),
        hidden: trigger.is_some(),
        trigger: trigger.cloned(),
        ..NewMeta::default()
    };
    let row = session::message_row(id, &env.clock.stamp(), "user", text, &meta);
    locked(env, |lock| crate::session::io::append(env.root, lock, &[row]))
}

/// Append an assistant message of this run and add it to the turn's text.
pub(super) fn reply(env: &Env, turn: &mut Turn, text: &str, usage: Option<Usage>) -> Result<()> {
    let meta = NewMeta {
        run_id: Some(turn.run_id.clone()),
        usage: usage.map(|u| json!(u)),
        speaker: super::squad::captain(env),
        ..NewMeta::default()
    };
    let row = session::message_row(&new_id(env, "msg"), &env.clock.stamp(), "assistant", text, &meta);
    locked(env, |lock| crate::session::io::append(env.root, lock, &[row]))?;
    turn.text.push_str(text);
    Ok(())
}

/// The model's calls, one row each (the caller holds the owner lock).
pub(super) fn calls(env: &Env, lock: &OwnerGuard, turn: &Turn, calls: &[ToolCall]) -> Result<()> {
    let meta = NewMeta { run_id: Some(turn.run_id.clone()), ..NewMeta::default() };
    let rows: Vec<Value> = calls
        .iter()
        .map(|call| {
            let item = json!({"type": "function_call", "callId": call.call_id, "name": call.name, "arguments": call.arguments});
            session::envelope(&new_id(env, "evt"), &env.clock.stamp(), item, &meta)
        })
        .collect();
    crate::session::io::append(env.root, lock, &rows)
}

/// A call's result (the caller holds the owner lock); the turn records and reports it.
pub(super) fn result(
    env: &Env,
    lock: &OwnerGuard,
    turn: &mut Turn,
    call: &ToolCall,
    outcome: Outcome,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let item = json!({
        "type": "function_call_result",
        "callId": call.call_id,
        "name": call.name,
        "status": outcome.status,
        "output": outcome.output,
    });
    let meta = NewMeta { run_id: Some(turn.run_id.clone()), ..NewMeta::default() };
    let row = session::envelope(&new_id(env, "evt"), &env.clock.stamp(), item, &meta);
    crate::session::io::append(env.root, lock, &[row])?;
    let record = ToolRecord {
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
        status: outcome.status.to_string(),
        output: Some(outcome.output),
        request_id: None,
    };
    emit(Event::result(&record));
    turn.tool_calls.push(record);
    Ok(())
}
