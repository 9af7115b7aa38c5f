//! One chat turn (DESIGN §4.4, §7): append the user message first (nothing is lost if the call
//! fails), compress when needed, assemble, loop model ↔ tools, append every tool row and the
//! final reply with usage. The caller renders the events.
//!
//! The owner lock is taken here, only around each read-then-write that must be atomic (an
//! append, a compression's commit, a tool call with its rows): never across a model call or a
//! question to a person, so `session append`, a scheduled run or another turn on the same owner
//! does not wait behind a slow provider. Rows of concurrent turns may interleave; each turn's
//! own rows stay whole (its calls and their results are written together).

use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Result;
use serde::Serialize;
use serde_json::{Value, json};

use crate::clock::Clock;
use crate::compress::apply::{self, Job};
use crate::compress::llm::LlmTopicJudge;
use crate::compress::offline::OfflineTopicJudge;
use crate::compress::{Mode, TopicJudge};
use crate::context::gather::{self, Gathered};
use crate::context::{ModelItem, threshold, view};
use crate::error::{Failure, code};
use crate::model::ModelChoice;
use crate::provider::chat::{self, ChatRequest, ChatResponse, ToolCall};
use crate::provider::{Endpoint, ErrorKind, ProviderError, Usage, offline};
use crate::roster::{BotFile, Owner, Roster};
use crate::session::{self, NewMeta};
use crate::settings::Settings;
use crate::store::pending::Pending;
use crate::store::{self, Root};
use crate::tools;

/// Set by the Ctrl-C handler; polled between stream events.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

fn interrupted() -> bool {
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
}

/// The whole environment a turn runs in.
pub struct Env<'a> {
    pub root: &'a Root,
    pub clock: &'a Clock,
    pub roster: &'a Roster,
    pub owner: &'a Owner,
    /// The assistant's `bot.json`, read once (`None` for squads).
    pub bot: Option<&'a BotFile>,
    pub settings: &'a Settings,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolRecord {
    pub call_id: String,
    pub name: String,
    pub arguments: String,
    /// `completed`, `failed`, `denied`, or `pending` (waiting for approval).
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Compression {
    pub mode: Mode,
    pub covered_through_id: Option<String>,
    pub folded_messages: usize,
    pub tokens_before: u64,
    pub tokens_after: u64,
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
    pub model_calls: usize,
}

/// Something worth showing while the turn runs.
pub enum Event<'a> {
    Started {
        run_id: &'a str,
        model: &'a str,
    },
    Compressed(&'a Compression),
    TextDelta(&'a str),
    ToolCall(&'a ToolCall),
    /// A call is about to run (after any approval).
    Running(&'a ToolCall),
    ToolResult(&'a ToolRecord),
    Pending {
        request_id: &'a str,
        description: &'a str,
    },
    /// The task in progress is continued silently with another turn (DESIGN §6.5).
    Continuing {
        task: &'a crate::tasks::Task,
    },
}

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
    let mut before: Vec<crate::tasks::Task> = if limit > 0 {
        crate::tasks::ops::in_progress(env.root, &env.owner.id)?.into_iter().collect()
    } else {
        Vec::new()
    };
    let mut turn = Turn::default();
    let result = run(env, opts, &mut turn, emit);
    done(&turn, &result)?;
    result?;
    let mut asked = policy == Continue::Asked;
    for _ in 0..limit {
        if interrupted() {
            break;
        }
        let Some(task) = crate::tasks::ops::advanceable(env.root, &env.owner.id)? else { break };
        if !asked && !crate::tasks::touched(&before, &task) {
            break;
        }
        asked = false;
        emit(Event::Continuing { task: &task });
        let next = Options {
            message: Some(crate::tasks::continuation_message(&task)),
            model: opts.model.clone(),
            approve_all: opts.approve_all,
            approve: opts.approve.clone(),
            ask: opts.ask,
            stream: opts.stream,
            trigger: Some(json!({"kind": "continue", "taskId": task.id})),
            run_id: None,
        };
        before = vec![task];
        let mut turn = Turn::default();
        let result = run(env, &next, &mut turn, emit);
        done(&turn, &result)?;
        result?;
    }
    Ok(())
}

/// Run one turn. On error `turn` holds what happened before it.
pub fn run(env: &Env, opts: &Options, turn: &mut Turn, emit: &mut dyn FnMut(Event)) -> Result<()> {
    let counter = crate::context::counts::counter(env.root, &env.owner.id, &opts.model.model_id);
    turn.usage_method = counter.method().to_string();
    let mut reuse: Option<(Gathered, u64)> = None;
    let endpoint = match opts.model.api_format.as_str() {
        "offline" => None,
        _ => Some(Endpoint::for_choice(&opts.model, env.settings)?),
    };
    let label = opts.model.label();
    // The first row of this turn: nothing from it on is ever folded by this turn's compressions.
    let turn_start: Option<String>;
    match &opts.message {
        Some(text) => {
            turn.run_id = opts.run_id.clone().unwrap_or_else(|| crate::ids::new("run", env.clock.now()));
            emit(Event::Started { run_id: &turn.run_id, model: &label });
            let id = crate::ids::new("msg", env.clock.now());
            let meta = NewMeta {
                run_id: Some(turn.run_id.clone()),
                hidden: opts.trigger.is_some(),
                trigger: opts.trigger.clone(),
                ..NewMeta::default()
            };
            let row = session::message_row(&id, &env.clock.stamp(), "user", text, &meta);
            locked(env, || store::session::append(env.root, &env.owner.id, &[row]))?;
            match compress_before(env, &opts.model, text, &id, endpoint.as_ref(), turn, emit) {
                Ok(ready) => reuse = ready,
                Err(e) => {
                    // The message is kept; say on the transcript why it got no answer.
                    error_row(env, turn, &format!("{e:#}"))?;
                    return Err(e);
                }
            }
            turn_start = Some(id);
        }
        None => {
            turn_start = resume(env, opts, turn, emit)?;
            emit(Event::Started { run_id: &turn.run_id, model: &label });
        }
    }
    let mut overflow_retried = false;
    let max_turns = env.settings.max_turns as usize;
    loop {
        if turn.model_calls >= max_turns {
            let msg = format!("stopped after {max_turns} model calls in one turn (maxTurns)");
            error_row(env, turn, &msg)?;
            return Err(Failure::general(msg)
                .hint("raise `maxTurns` with `okbot settings set maxTurns N`")
                .into());
        }
        let (g, known_total) = match reuse.take() {
            Some((g, total)) => (g, Some(total)),
            None => (gather_for(env, &opts.model)?, None),
        };
        let mut request =
            view::build(&g.inputs, g.live.entries.iter().map(|(_, e)| e), None, &env.settings.pruning);
        let limit = threshold(opts.model.context_window, env.settings.context_compression.ratio);
        // The compression check already bounded or counted this very request when it folded
        // nothing; otherwise an upper bound under the limit spares loading the encoder.
        let fits = match known_total {
            Some(total) if total < limit => true,
            _ if (view::count(&request, &counter.or_bytes()).total as u64) < limit => true,
            _ => view::fit(&mut request, &counter, limit).1,
        };
        crate::context::counts::keep_counts(env.root, &env.owner.id, &counter);
        if !fits {
            return Err(too_long(limit));
        }
        let items: Vec<ModelItem> = request.items.iter().map(|s| s.item.clone()).collect();
        let specs = offered_tools(env.settings, &g);
        turn.model_calls += 1;
        let answer = call_model(
            env,
            opts,
            endpoint.as_ref(),
            &ChatRequest { system: &request.instructions, items: &items, tools: &specs, stream: opts.stream },
            turn,
            emit,
        );
        let resp = match answer {
            Ok(resp) => resp,
            Err(e) => {
                let overflow =
                    e.downcast_ref::<ProviderError>().is_some_and(|p| p.kind == ErrorKind::ContextTooLong);
                if overflow && !overflow_retried {
                    overflow_retried = true;
                    if let Err(e) = compress_overflow(env, &g, turn_start.as_deref(), turn, emit) {
                        // As for any failure after the user row: the transcript says why.
                        error_row(env, turn, &format!("{e:#}"))?;
                        return Err(e);
                    }
                    continue;
                }
                if overflow {
                    let msg = format!("{e}, even after compressing everything before this message");
                    error_row(env, turn, &msg)?;
                    return Err(Failure::new(code::CONTEXT_TOO_LONG, msg)
                        .hint("shorten the message, or use a model with a larger context window")
                        .into());
                }
                if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::INTERRUPTED) {
                    return Err(e);
                }
                error_row(env, turn, &format!("{e:#}"))?;
                return Err(e);
            }
        };
        if let Some(u) = resp.usage {
            let sum = turn.usage.get_or_insert_with(Usage::default);
            sum.input += u.input;
            sum.output += u.output;
            sum.cache += u.cache;
            turn.usage_method = "provider".into();
        }
        if resp.tool_calls.is_empty() {
            // The final reply carries the provider's usage (DESIGN §3).
            append_reply(env, turn, &resp.text, resp.usage)?;
            return Ok(());
        }
        if !resp.text.trim().is_empty() {
            append_reply(env, turn, &resp.text, None)?;
            turn.text.push('\n');
        }
        for call in &resp.tool_calls {
            emit(Event::ToolCall(call));
        }
        // Decide every call first: a person asked on the terminal may take their time, and
        // nothing is locked meanwhile.
        let mut decisions = Vec::new();
        for (i, call) in resp.tool_calls.iter().enumerate() {
            decisions.push(decide_call(env, opts, call, turn.tool_calls.len() + i)?);
        }
        // Then, under the lock, all calls, then their results (the shape both APIs use for
        // parallel calls), so another turn's rows never land between a call and its result.
        locked(env, || {
            let meta = NewMeta { run_id: Some(turn.run_id.clone()), ..NewMeta::default() };
            let rows: Vec<Value> = resp
                .tool_calls
                .iter()
                .map(|call| {
                    let item = json!({"type": "function_call", "callId": call.call_id, "name": call.name, "arguments": call.arguments});
                    session::envelope(&crate::ids::new("evt", env.clock.now()), &env.clock.stamp(), item, &meta)
                })
                .collect();
            store::session::append(env.root, &env.owner.id, &rows)?;
            for (call, decision) in resp.tool_calls.iter().zip(decisions) {
                handle_call(env, call, decision, turn, emit)?;
            }
            Ok(())
        })?;
        if !turn.pending.is_empty() {
            return Err(waiting(&turn.pending));
        }
    }
}

/// Append an assistant message of this run and add it to the turn's text.
fn append_reply(env: &Env, turn: &mut Turn, text: &str, usage: Option<Usage>) -> Result<()> {
    let meta =
        NewMeta { run_id: Some(turn.run_id.clone()), usage: usage.map(|u| json!(u)), ..NewMeta::default() };
    let row = session::message_row(
        &crate::ids::new("msg", env.clock.now()),
        &env.clock.stamp(),
        "assistant",
        text,
        &meta,
    );
    locked(env, || store::session::append(env.root, &env.owner.id, &[row]))?;
    turn.text.push_str(text);
    Ok(())
}

fn too_long(limit: u64) -> anyhow::Error {
    Failure::new(
        code::CONTEXT_TOO_LONG,
        format!("the conversation is still over {limit} tokens after compression; nothing was sent"),
    )
    .hint("shorten the message, raise contextCompression.ratio, or use a model with a larger window")
    .into()
}

fn waiting(requests: &[String]) -> anyhow::Error {
    Failure::new(code::APPROVAL, format!("waiting for approval: {}", requests.join(", ")))
        .hint("decide with `okbot approvals allow ID` or `okbot approvals deny ID`, then run `okbot chat --resume`")
        .into()
}

/// Topic check, then the automatic threshold check (DESIGN §4.4), over the rows before this
/// turn's message (`start` is its id).
/// Returns what it read and the request's token total (or an upper bound of it under the
/// threshold) when nothing was folded, so the first model call can reuse both instead of
/// reading and counting the tail again.
fn compress_before(
    env: &Env,
    model: &ModelChoice,
    message: &str,
    start: &str,
    endpoint: Option<&Endpoint>,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<Option<(Gathered, u64)>> {
    let cc = &env.settings.context_compression;
    let g = gather_for(env, model)?;
    // Rows another turn appended after this message are not this turn's to fold; a message
    // already folded (by another process) leaves nothing before it.
    let end = g.live.entries.iter().position(|(_, e)| e.id == start).unwrap_or(0);
    let before = &g.live.entries[..end];
    // With another turn's rows after this message, what was read here is not this request.
    let reusable = end + 1 == g.live.entries.len();
    // Most turns are far under the threshold: when even an upper bound of this request (the
    // counts the owner's token cache knows, bytes for new texts) is under it, the automatic
    // check cannot fire and nothing needs the encoder.
    let limit = threshold(model.context_window, cc.ratio);
    let counter = crate::context::counts::counter(env.root, &env.owner.id, &model.model_id);
    let request = view::build(&g.inputs, before.iter().map(|(_, e)| e), Some(message), &env.settings.pruning);
    let bound = view::count(&request, &counter.or_bytes()).total as u64;
    if bound >= limit {
        // Counting is certain: load the encoder (~100 ms) while the topic check runs.
        counter.warm_in_background();
    }
    // `None`: the summary moved while the summarizer ran (another process compressed):
    // nothing was written, and what was read is stale.
    let mut fold = |mode: Mode, instructions: String| -> Result<Option<crate::compress::Outcome>> {
        let job = Job { mode, instructions, message: Some(message), dry_run: false };
        let prepared = apply::prepare(env.root, &env.owner.id, env.settings, &g, before, env.clock, &job)?;
        let applied = locked(env, || apply::commit_if_current(env.root, &env.owner.id, prepared))?;
        Ok(applied.map(|applied| {
            record(&applied.outcome, turn, emit);
            applied.outcome
        }))
    };
    let messages = before.iter().filter(|(_, e)| e.is_message()).count();
    if cc.auto_topic_compress && messages > cc.keep_recent_min as usize {
        let recent: Vec<String> =
            before.iter().rev().take(12).rev().filter_map(|(_, e)| crate::compress::digest(e)).collect();
        let judge: Box<dyn TopicJudge> = match endpoint {
            Some(ep) => Box::new(LlmTopicJudge { endpoint: ep }),
            None => Box::new(OfflineTopicJudge),
        };
        // Fail open: a judge that errors says "same topic".
        if judge.is_new_topic(&recent.join("\n"), message).unwrap_or(false)
            && fold(Mode::Topic, String::new())?.is_none_or(|o| o.advanced())
        {
            return Ok(None);
        }
    }
    if bound < limit {
        return Ok(reusable.then_some((g, bound)));
    }
    match fold(Mode::Auto, cc.instructions.clone())? {
        Some(outcome) if !outcome.advanced() && reusable => Ok(Some((g, outcome.tokens_after))),
        _ => Ok(None),
    }
}

/// Gather with the model of this turn (a `--model` override changes the window and the
/// tokenizer the compression decision uses).
fn gather_for(env: &Env, model: &ModelChoice) -> Result<Gathered> {
    let mut g =
        gather::gather_with_bot(env.root, env.roster, env.owner, env.bot, env.settings, env.clock.now())?;
    g.model = model.clone();
    Ok(g)
}

/// The provider said "context too long": fold everything before this turn and retry once.
fn compress_overflow(
    env: &Env,
    g: &Gathered,
    turn_start: Option<&str>,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    // A turn's first row already folded (by another process) leaves nothing before it.
    let end = match turn_start {
        Some(id) => g.live.entries.iter().position(|(_, e)| e.id == id).unwrap_or(0),
        None => g.live.entries.len(),
    };
    let job = Job { mode: Mode::Overflow, instructions: String::new(), message: None, dry_run: false };
    let prepared =
        apply::prepare(env.root, &env.owner.id, env.settings, g, &g.live.entries[..end], env.clock, &job)?;
    // Stale (another process compressed meanwhile): nothing written; the retry reads afresh.
    if let Some(applied) = locked(env, || apply::commit_if_current(env.root, &env.owner.id, prepared))? {
        record(&applied.outcome, turn, emit);
    }
    Ok(())
}

/// Hold the owner lock while `f` reads-then-writes this owner's files. Never around a model
/// call or a question to a person.
fn locked<T>(env: &Env, f: impl FnOnce() -> Result<T>) -> Result<T> {
    let _lock = env.root.lock_owner(&env.owner.id)?;
    f()
}

fn record(outcome: &crate::compress::Outcome, turn: &mut Turn, emit: &mut dyn FnMut(Event)) {
    if !outcome.advanced() {
        return;
    }
    let c = Compression {
        mode: outcome.mode,
        covered_through_id: outcome.covered_through_id.clone(),
        folded_messages: outcome.folded_messages,
        tokens_before: outcome.tokens_before,
        tokens_after: outcome.tokens_after,
    };
    emit(Event::Compressed(&c));
    turn.compressed.push(c);
}

fn offered_tools(settings: &Settings, g: &Gathered) -> Vec<chat::ToolSpec> {
    g.inputs
        .tools
        .iter()
        .filter(|t| tools::enabled(settings, t.name))
        .filter_map(|t| tools::spec(t.name))
        .collect()
}

fn call_model(
    env: &Env,
    opts: &Options,
    endpoint: Option<&Endpoint>,
    req: &ChatRequest,
    turn: &Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<ChatResponse> {
    let resp = match endpoint {
        Some(ep) => chat::chat(ep, req, &mut |delta| emit(Event::TextDelta(delta)), &interrupted)?,
        None => {
            let resp = match offline::script_path(&opts.model.model_id) {
                Some(path) => {
                    let replies = offline::load_script(path)?;
                    // The cursor is a read-then-write: two turns never take the same reply.
                    locked(env, || {
                        let next = store::offline::next(env.root, &env.owner.id, path)?;
                        let resp = offline::scripted(path, &replies, next, &turn.run_id)?;
                        store::offline::advance(env.root, &env.owner.id, path, next + 1)?;
                        Ok(resp)
                    })?
                }
                None => offline::echo(req.items),
            };
            if !resp.text.is_empty() {
                emit(Event::TextDelta(&resp.text));
            }
            resp
        }
    };
    Ok(resp)
}

/// Plain words for what a call would do (people hear about actions, not tool names).
pub fn describe(name: &str, arguments: &str) -> String {
    let args: Value = serde_json::from_str(arguments).unwrap_or(Value::Null);
    let arg = |k: &str| args.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    match name {
        "search_history" => format!("search earlier messages for “{}”", arg("query")),
        "read_skill" => format!("read the skill “{}”", arg("slug")),
        "manage_task_progress" => match arg("action").as_str() {
            "create" => format!("plan the task “{}”", arg("title")),
            "list" => "look at the tasks".into(),
            _ => "record progress on a task".into(),
        },
        "manage_schedule" => match arg("action").as_str() {
            "create" => {
                let once =
                    if args.get("once").and_then(Value::as_bool) == Some(true) { ", once" } else { "" };
                format!("schedule “{}” ({}{once})", arg("prompt"), arg("schedule"))
            }
            "delete" => format!("delete the scheduled job {}", arg("id")),
            "pause" => format!("pause the scheduled job {}", arg("id")),
            "resume" => format!("resume the scheduled job {}", arg("id")),
            _ => "look at the scheduled jobs".into(),
        },
        other => format!("use {other}"),
    }
}

/// The same, as progress: "searching earlier messages for “x”".
pub fn progress(name: &str, arguments: &str) -> String {
    let args: Value = serde_json::from_str(arguments).unwrap_or(Value::Null);
    let arg = |k: &str| args.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    match name {
        "search_history" => format!("searching earlier messages for “{}”", arg("query")),
        "read_skill" => format!("reading the skill “{}”", arg("slug")),
        "manage_task_progress" => match arg("action").as_str() {
            "create" => format!("planning the task “{}”", arg("title")),
            "list" => "looking at the tasks".into(),
            _ => "recording progress".into(),
        },
        "manage_schedule" => match arg("action").as_str() {
            "create" => format!("scheduling “{}” ({})", arg("prompt"), arg("schedule")),
            "delete" => format!("deleting the scheduled job {}", arg("id")),
            "pause" => format!("pausing the scheduled job {}", arg("id")),
            "resume" => format!("resuming the scheduled job {}", arg("id")),
            _ => "looking at the scheduled jobs".into(),
        },
        other => format!("using {other}"),
    }
}

/// Decide a call before anything is written: the budget (`index` is the call's place among
/// this turn's calls), the tool's availability, the approval (asking a person when one is at
/// the terminal). Runs no tool and writes no row except a remembered "always".
fn decide_call(env: &Env, opts: &Options, call: &ToolCall, index: usize) -> Result<Decision> {
    let offered = tools::BUILT.contains(&call.name.as_str()) && tools::enabled(env.settings, &call.name);
    if index >= env.settings.max_tool_calls as usize {
        return Ok(Decision::Skip(tools::Outcome {
            status: "failed",
            output: "The tool-call budget of this turn is spent (maxToolCalls). Answer with what you have."
                .into(),
        }));
    }
    if !offered {
        return Ok(Decision::Skip(tools::Outcome {
            status: "failed",
            output: format!("the tool `{}` is not available", call.name),
        }));
    }
    let asks =
        tools::needs_approval(env.settings, &call.name) || tools::always_confirm(&call.name, &call.arguments);
    if !asks || opts.approve_all || opts.approve.iter().any(|t| t == &call.name) {
        return Ok(Decision::Run);
    }
    let Some(ask) = opts.ask else { return Ok(Decision::Park) };
    Ok(match ask(&describe(&call.name, &call.arguments)) {
        Answer::Yes => Decision::Run,
        Answer::Always => {
            remember_allow(env, &call.name)?;
            Decision::Run
        }
        Answer::No => Decision::Skip(denied()),
    })
}

/// Carry out a decided call (its row is written; the caller holds the owner lock): run it or
/// park it, and append its result.
fn handle_call(
    env: &Env,
    call: &ToolCall,
    decision: Decision,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let outcome = match decision {
        Decision::Run => {
            emit(Event::Running(call));
            tools::run(&tool_cx(env), &call.name, &call.arguments)?
        }
        Decision::Skip(outcome) => outcome,
        Decision::Park => return park(env, call, turn, emit),
    };
    append_result(env, turn, call, outcome, emit)
}

enum Decision {
    Run,
    /// Do not run; this is the result the model reads.
    Skip(tools::Outcome),
    /// Nobody can be asked: save it to `pending/` for a later decision.
    Park,
}

/// Save a call that waits for approval (the caller holds the owner lock).
fn park(env: &Env, call: &ToolCall, turn: &mut Turn, emit: &mut dyn FnMut(Event)) -> Result<()> {
    let description = describe(&call.name, &call.arguments);
    let id = crate::ids::new("req", env.clock.now());
    let pending = Pending {
        id: id.clone(),
        owner_id: env.owner.id.to_string(),
        run_id: turn.run_id.clone(),
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
        description: description.clone(),
        created_at: env.clock.stamp(),
        status: "pending".into(),
        decided_at: None,
        extra: Default::default(),
    };
    store::pending::save(env.root, &env.owner.id, &pending)?;
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

fn denied() -> tools::Outcome {
    tools::Outcome { status: "denied", output: "The user declined this action.".into() }
}

/// "always": this tool no longer asks (settings.tools.<name>.approval = allow).
fn remember_allow(env: &Env, name: &str) -> Result<()> {
    let _lock = env.root.lock_roster()?;
    let mut loaded = store::settings::load(env.root, &env.clock.stamp())?;
    crate::settings::set(&mut loaded.raw, &format!("tools.{name}.approval"), "allow")?;
    store::settings::save(env.root, &loaded)
}

fn append_result(
    env: &Env,
    turn: &mut Turn,
    call: &ToolCall,
    outcome: tools::Outcome,
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
    let row = session::envelope(&crate::ids::new("evt", env.clock.now()), &env.clock.stamp(), item, &meta);
    store::session::append(env.root, &env.owner.id, &[row])?;
    let record = ToolRecord {
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
        status: outcome.status.to_string(),
        output: Some(outcome.output),
        request_id: None,
    };
    emit(Event::ToolResult(&record));
    turn.tool_calls.push(record);
    Ok(())
}

/// Settle the decided approval requests of this owner; returns the id of the turn's first row
/// (none: a resumed turn folds nothing of its own). A person is asked first, with nothing
/// locked; then, under the lock, the requests are read again (another `--resume` or a tick
/// may have settled some meanwhile: none runs twice), run and removed.
fn resume(env: &Env, opts: &Options, turn: &mut Turn, emit: &mut dyn FnMut(Event)) -> Result<Option<String>> {
    let nothing = || -> anyhow::Error {
        Failure::usage(format!("{} has nothing waiting to resume", env.owner.name))
            .hint("start a new turn with `okbot chat MESSAGE`")
            .into()
    };
    let requests = store::pending::list(env.root, &env.owner.id)?;
    if requests.is_empty() {
        return Err(nothing());
    }
    let mut answers: Vec<(String, &'static str)> = Vec::new();
    for p in requests.iter().filter(|p| p.status == "pending") {
        if opts.approve_all || opts.approve.iter().any(|t| t == &p.name) {
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
    locked(env, || {
        let requests = store::pending::list(env.root, &env.owner.id)?;
        if requests.is_empty() {
            return Err(nothing());
        }
        let mut undecided = Vec::new();
        for mut p in requests {
            if p.status == "pending" {
                match answers.iter().find(|(id, _)| *id == p.id) {
                    Some((_, status)) => p.status = (*status).to_string(),
                    None => {
                        undecided.push(p.id.clone());
                        continue;
                    }
                }
            }
            turn.run_id = p.run_id.clone();
            let call =
                ToolCall { call_id: p.call_id.clone(), name: p.name.clone(), arguments: p.arguments.clone() };
            let outcome = match p.status.as_str() {
                "allowed" => {
                    emit(Event::Running(&call));
                    tools::run(&tool_cx(env), &p.name, &p.arguments)?
                }
                _ => denied(),
            };
            append_result(env, turn, &call, outcome, emit)?;
            store::pending::remove(env.root, &env.owner.id, &p.id)?;
        }
        if !undecided.is_empty() {
            turn.pending = undecided;
            return Err(waiting(&turn.pending));
        }
        Ok(None)
    })
}

fn tool_cx<'a>(env: &'a Env) -> tools::ToolCx<'a> {
    tools::ToolCx {
        root: env.root,
        owner: &env.owner.id,
        bot: env.bot,
        settings: env.settings,
        now: env.clock.now(),
    }
}

/// A visible row saying the turn failed; people see it, the model never does.
fn error_row(env: &Env, turn: &Turn, message: &str) -> Result<()> {
    let meta = NewMeta { run_id: Some(turn.run_id.clone()), error: true, ..NewMeta::default() };
    let text = format!("(okbot could not finish this reply: {})", crate::redact::redact(message));
    let row = session::message_row(
        &crate::ids::new("msg", env.clock.now()),
        &env.clock.stamp(),
        "assistant",
        &text,
        &meta,
    );
    locked(env, || store::session::append(env.root, &env.owner.id, &[row]))
}
