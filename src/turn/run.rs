//! One turn: its start (the user's message and the compression check, or the settling of
//! decided approvals), then the loop: build the request, call the model, handle its tool calls,
//! until it answers with text. Every turn ends in [`super::end::end`].

use anyhow::Result;

use super::end::{Stop, end};
use super::request::{self, Prepared};
use super::{Env, Event, Options, Turn, approvals, compress, interrupted, rows};
use crate::context::gather::Gathered;
use crate::error::{Failure, code};
use crate::provider::chat::{ChatRequest, ChatResponse};
use crate::provider::{ErrorKind, Provider, ProviderError, Usage};

/// Run one turn and end it; `done` sees the finished turn (also a failed one, with what
/// happened before the failure).
pub(super) fn run(
    env: &Env,
    opts: &Options,
    emit: &mut dyn FnMut(Event),
    done: &mut dyn FnMut(&Turn, &Result<()>) -> Result<()>,
) -> Result<()> {
    let mut turn =
        Turn { model_flag: (opts.model.source == "flag").then(|| opts.model.spec()), ..Turn::default() };
    let stopped = attempt(env, opts, &mut turn, emit);
    end(env, opts, &mut turn, stopped, emit, done)
}

fn attempt(env: &Env, opts: &Options, turn: &mut Turn, emit: &mut dyn FnMut(Event)) -> Result<(), Stop> {
    let counter = crate::context::counts::counter(env.root, &env.owner.id, &opts.model.model_id);
    turn.usage_method = counter.method().to_string();
    let mut provider = crate::provider::open(&opts.model, env.settings, env.root, &env.owner.id)?;
    let Start { first_row: turn_start, mut reuse } = begin(env, opts, provider.as_ref(), turn, emit)?;
    let mut overflow_retried = false;
    loop {
        check_budget(env, turn)?;
        let prepared = request::build(env, &opts.model, &counter, reuse.take())?;
        if turn.model_calls == 0 {
            for warning in &prepared.gathered.skipped_skills {
                warn_once(env, warning, emit);
            }
        }
        let damaged = &prepared.gathered.live.damaged_at;
        if let Some(warning) = crate::session::io::damaged_warning_once(
            env.root,
            &env.owner.id,
            damaged,
            prepared.gathered.live.read_from,
        ) {
            let hint = Some(crate::session::io::DAMAGED_HINT);
            emit(Event::Warning { owner_id: env.owner.id.as_str(), message: &warning, hint });
        }
        turn.model_calls += 1;
        let resp = match call_model(provider.as_mut(), opts, &prepared, turn, emit) {
            Ok(resp) => resp,
            Err(e) if is_overflow(&e) && !overflow_retried => {
                overflow_retried = true;
                // As for any failure after the user row: the transcript says why.
                compress::overflow(env, &prepared.gathered, turn_start.as_deref(), opts.evolve, turn, emit)
                    .map_err(Stop::noted)?;
                continue;
            }
            Err(e) => return Err(model_failure(e)),
        };
        add_usage(turn, resp.usage);
        if resp.cut_off() {
            let message = crate::provider::chat::cut_off_warning(&opts.model.label(), provider.endpoint());
            emit(Event::Warning { owner_id: env.owner.id.as_str(), message: &message, hint: None });
        }
        // The memories this answered request carried earn their hit when the turn ends.
        for id in &prepared.gathered.recalled {
            if !turn.recalled.contains(id) {
                turn.recalled.push(id.clone());
            }
        }
        if resp.tool_calls.is_empty() && resp.text.trim().is_empty() {
            // Nothing to show and nothing to do: a fault, not an answer (the transcript says so).
            return Err(Stop::noted(
                Failure::new(code::PROVIDER, "the model sent an empty answer")
                    .hint("try again, or pick another model with `--model`")
                    .into(),
            ));
        }
        if resp.tool_calls.is_empty() {
            // The final reply carries the provider's usage (DESIGN §3).
            rows::reply(env, turn, &resp.text, resp.usage)?;
            return Ok(());
        }
        if !resp.text.trim().is_empty() {
            rows::reply(env, turn, &resp.text, None)?;
            turn.text.push('\n');
        }
        approvals::handle(env, opts, &resp.tool_calls, turn, emit)?;
        if !turn.pending.is_empty() {
            return Err(approvals::waiting(&turn.pending).into());
        }
    }
}

/// How a turn started: the id of its first row (none for a resumed turn: it folds nothing of
/// its own), and what the compression check read with its token total, to reuse.
struct Start {
    first_row: Option<String>,
    reuse: Option<(Gathered, u64)>,
}

/// Start the turn: write the user's message and run the compression check (returning the id
/// of the turn's first row and what the check read, to reuse), or settle the decided approvals
/// of a resumed turn.
fn begin(
    env: &Env,
    opts: &Options,
    provider: &dyn Provider,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<Start, Stop> {
    let label = opts.model.label();
    let owner_id = env.owner.id.as_str();
    let Some(text) = &opts.message else {
        let start = approvals::resume(env, opts, turn, emit)?;
        emit(Event::Started { owner_id, run_id: &turn.run_id, model: &label });
        return Ok(Start { first_row: start, reuse: None });
    };
    turn.run_id = opts.run_id.clone().unwrap_or_else(|| rows::new_id(env, "run"));
    emit(Event::Started { owner_id, run_id: &turn.run_id, model: &label });
    let id = rows::new_id(env, "msg");
    rows::user(env, &id, &turn.run_id, text, opts.trigger.as_ref())?;
    // The message is kept: a failed check says on the transcript why it got no answer.
    let ready = compress::before(env, opts, text, &id, provider, turn, emit).map_err(Stop::noted)?;
    Ok(Start { first_row: Some(id), reuse: ready })
}

/// `maxTurns`: the model calls one turn may make.
fn check_budget(env: &Env, turn: &Turn) -> Result<(), Stop> {
    let (max_turns, key) = super::squad::max_turns(env);
    if turn.model_calls < max_turns as usize {
        return Ok(());
    }
    let msg = format!("stopped after {max_turns} model calls in one turn ({key})");
    let error =
        Failure::general(msg.clone()).hint(format!("raise `{key}` with `okbot settings set {key} N`"));
    Err(Stop::Noted { row: msg, error: error.into() })
}

fn call_model(
    provider: &mut dyn Provider,
    opts: &Options,
    prepared: &Prepared,
    turn: &Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<ChatResponse> {
    let req = ChatRequest {
        run_id: &turn.run_id,
        system: &prepared.instructions,
        items: &prepared.items,
        tools: &prepared.specs,
        stream: opts.stream,
    };
    provider.chat(&req, &mut |delta| emit(Event::TextDelta { text: delta }), &interrupted)
}

fn is_overflow(e: &anyhow::Error) -> bool {
    e.downcast_ref::<ProviderError>().is_some_and(|p| p.kind == ErrorKind::ContextTooLong)
}

/// A failed model call: Ctrl-C ends the turn quietly; anything else is noted on the transcript.
fn model_failure(e: anyhow::Error) -> Stop {
    if is_overflow(&e) {
        let msg = format!("{e}, even after compressing everything before this message");
        let error = Failure::new(code::CONTEXT_TOO_LONG, msg.clone())
            .hint("shorten the message, or use a model with a larger context window");
        return Stop::Noted { row: msg, error: error.into() };
    }
    if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::INTERRUPTED) {
        return Stop::Plain(e);
    }
    Stop::noted(e)
}

fn add_usage(turn: &mut Turn, usage: Option<Usage>) {
    if let Some(u) = usage {
        let sum = turn.usage.get_or_insert_with(Usage::default);
        sum.input += u.input;
        sum.output += u.output;
        sum.cache += u.cache;
        turn.usage_method = "provider".into();
    }
}

/// Warn about `message` once per process (a chat that continues its task runs several turns).
fn warn_once(env: &Env, message: &str, emit: &mut dyn FnMut(Event)) {
    static SAID: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let key = format!("{}\u{0}{message}", env.owner.id.as_str());
    let mut said = SAID.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if said.contains(&key) {
        return;
    }
    said.push(key);
    emit(Event::Warning { owner_id: env.owner.id.as_str(), message, hint: None });
}
