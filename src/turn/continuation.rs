//! Continuing the task in progress silently with further turns (DESIGN §6.5).

use anyhow::Result;
use serde_json::json;

use super::{Env, Event, Options, Turn, interrupted, run};
use crate::tasks::{self, Task};

/// When the task in progress is continued after a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Continue {
    /// Never (`chat --no-continue`).
    Never,
    /// Only when the turn touched the task (created, started or moved it on).
    WhenTouched,
    /// The user asked (`--continue`, or a message such as "continue"): after this turn even
    /// if it left the task as it was; each continuation after that must touch it.
    Asked,
}

/// Run a turn, then continue the task in progress silently while it can advance and the last
/// turn touched it (or, once, because the user asked): a hidden message
/// (`meta.trigger.kind = "continue"`) and another turn, at most `tasks.maxAutoContinue` times
/// (DESIGN §6.5). So an unrelated question, or a scheduled prompt that does not work on the
/// task, is answered and nothing more; a continuation that leaves the task exactly as it was
/// ends the chain. `done` sees every turn as it ends; the first failure ends the chain and is
/// returned.
pub fn run_and_continue(
    env: &Env,
    opts: &Options,
    policy: Continue,
    emit: &mut dyn FnMut(Event),
    done: &mut dyn FnMut(&Turn, &Result<()>) -> Result<()>,
) -> Result<()> {
    let limit = match policy {
        Continue::Never => 0,
        _ => env.settings.tasks.max_auto_continue,
    };
    // The task in progress as it was when the turn began, to tell whether the turn touched it:
    // a task the turn started was not in progress before, so its record differs too.
    let mut before: Vec<Task> = if limit > 0 {
        tasks::ops::in_progress(env.root, &env.owner.id)?.into_iter().collect()
    } else {
        Vec::new()
    };
    run::run(env, opts, emit, done)?;
    let mut asked = policy == Continue::Asked;
    for _ in 0..limit {
        let Some(task) = next(env, &before, asked)? else { break };
        asked = false;
        emit(Event::continuing(env.owner.id.as_str(), &task));
        let next = Options {
            message: Some(tasks::continuation_message(&task)),
            model: opts.model.clone(),
            approve_all: opts.approve_all,
            approve: opts.approve.clone(),
            ask: opts.ask,
            stream: opts.stream,
            trigger: Some(json!({"kind": "continue", "taskId": task.id})),
            run_id: None,
            evolve: opts.evolve,
        };
        before = vec![task];
        run::run(env, &next, emit, done)?;
    }
    Ok(())
}

/// The task to continue after a turn, if any: it can advance, and the turn touched it (or the
/// user asked). Ctrl-C stops the chain.
fn next(env: &Env, before: &[Task], asked: bool) -> Result<Option<Task>> {
    if interrupted() {
        return Ok(None);
    }
    let Some(task) = tasks::ops::advanceable(env.root, &env.owner.id)? else { return Ok(None) };
    Ok((asked || tasks::touched(before, &task)).then_some(task))
}
