//! A squad's turn (issue #15): the captain is the squad's own turn (`run.rs`, with the
//! captain's instructions and one `ask_<name>` tool per member); this file runs what the
//! captain delegates. Each `ask_*` call is a fresh nested run of that member: its persona,
//! recalled memories, skill catalog and tools, the task as its only message, at most
//! `squad.memberMaxTurns` model calls. Several calls of one captain response run at the same
//! time (at most `squad.maxConcurrent`, std threads), and their results keep call order. A
//! member that fails becomes a failed tool result the captain can work around. Every call of a
//! member's answer that waits for approval is parked in the squad's `pending/` (one request
//! each) with the member's run so far, and `chat --resume` goes on with it once all are decided.
//! A member that answers gives the memories it recalled their hit (`recall.rs`, which says the
//! lock order). Only the exchange is written to the squad's session: an
//! "ask" row and a "reply" row (the OkBot app's `meta.speakerBotId` convention) and the ask
//! call's result; a member's own tool rows are not.

use std::sync::Mutex;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Answer, Env, Event, Options, ToolRecord, Turn, interrupted, rows};
use crate::approvals::Pending;
use crate::context::gather::MemberRun;
use crate::message::{ModelItem, ToolCall, ToolSpec};
use crate::model::ModelChoice;
use crate::provider::Usage;
use crate::provider::chat::ChatRequest;
use crate::roster::{Owner, OwnerKind};
use crate::session::{self, NewMeta};
use crate::squads::{self, AskTool};
use crate::store::lock::OwnerGuard;
use crate::tools::{self, Outcome};

/// The key of a parked member call's run in its approval request.
const PARKED_KEY: &str = "squadMember";

pub(super) fn is_squad(env: &Env) -> bool {
    env.owner.kind == OwnerKind::Squad
}

/// The captain's ask tools (none for an assistant).
pub(super) fn ask_tools(env: &Env) -> Vec<AskTool> {
    if !is_squad(env) {
        return Vec::new();
    }
    squads::ask_tools(env.roster, env.owner.id.as_str())
}

/// The specs of the captain's ask tools.
pub(super) fn specs(env: &Env) -> Vec<ToolSpec> {
    ask_tools(env).iter().map(squads::spec).collect()
}

/// Model calls one turn may make: the captain's limit for a squad, `maxTurns` otherwise.
pub(super) fn max_turns(env: &Env) -> (u32, &'static str) {
    if is_squad(env) {
        (env.settings.squad.captain_max_turns, "squad.captainMaxTurns")
    } else {
        (env.settings.max_turns, "maxTurns")
    }
}

/// The speaker of the captain's rows (none for an assistant).
pub(super) fn captain(env: &Env) -> Option<String> {
    is_squad(env).then(|| squads::CAPTAIN.to_string())
}

/// How a member's run ended.
pub(super) enum MemberEnd {
    Replied {
        text: String,
        usage: Option<Usage>,
        /// Warnings for the person: a reply cut at the token limit, memories that got no hit.
        notes: Vec<String>,
    },
    Failed(String),
    /// Calls of its last answer wait for approval (each becomes a request); the run so far.
    Parked {
        run: Box<Parked>,
        waiting: Vec<ToolCall>,
    },
}

/// A member's run stopped at calls that wait for approval, as kept in each one's request (every
/// waiting call of one member answer has its own request; they share the run and differ in
/// `call`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Parked {
    pub bot_id: String,
    pub task: String,
    /// The captain's ask call this run answers.
    pub ask_call: ToolCall,
    /// The member's conversation so far, ending with the calls of its last answer (the waiting
    /// ones unanswered).
    pub items: Vec<ModelItem>,
    /// This request's call.
    pub call: ToolCall,
    /// Results of that answer's calls settled so far: run or refused at once, or decided while
    /// other calls of the answer still wait.
    #[serde(default)]
    pub done: Vec<ModelItem>,
    /// Results appended after this call's (requests an older okbot parked: "not run" results).
    #[serde(default)]
    pub after: Vec<ModelItem>,
    pub model_calls: u32,
    #[serde(default)]
    pub usage: Option<UsageDoc>,
}

/// Usage as kept in a request.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub(super) struct UsageDoc {
    input: u64,
    output: u64,
    cache: u64,
}

impl From<Usage> for UsageDoc {
    fn from(u: Usage) -> Self {
        UsageDoc { input: u.input, output: u.output, cache: u.cache }
    }
}

impl From<UsageDoc> for Usage {
    fn from(u: UsageDoc) -> Self {
        Usage { input: u.input, output: u.output, cache: u.cache }
    }
}

/// What a member's run may decide without a person: `--yes`, `--approve TOOL`; the model; and
/// whether its recalled memories earn their hit (not with `--no-evolve`), with the turn's record
/// of those counted already (none earns two in one turn).
struct MemberCx<'a> {
    approve_all: bool,
    approve: &'a [String],
    turn_model: &'a ModelChoice,
    ask: Option<&'a dyn Fn(&str) -> Answer>,
    evolve: bool,
    given: &'a Mutex<Vec<String>>,
}

/// One delegated call: the captain's `ask_*` call and the member it asks.
pub(super) struct Job<'a> {
    pub call: &'a ToolCall,
    pub ask: AskTool,
}

/// Run the members of these calls, at most `squad.maxConcurrent` at a time (one at a time
/// when a person at the terminal may be asked), results in call order.
pub(super) fn run_jobs(
    env: &Env,
    opts: &Options,
    jobs: &[Job],
    given: &Mutex<Vec<String>>,
) -> Vec<MemberEnd> {
    if opts.ask.is_some() || jobs.len() < 2 {
        let cx = member_cx(opts, opts.ask, given);
        return jobs.iter().map(|job| start(env, &cx, job)).collect();
    }
    let width = (env.settings.squad.max_concurrent.max(1) as usize).min(jobs.len());
    let (approve_all, approve, turn_model, evolve) =
        (opts.approve_all, opts.approve.as_slice(), &opts.model, opts.evolve);
    let mut out: Vec<Option<MemberEnd>> = (0..jobs.len()).map(|_| None).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(&mut out);
    std::thread::scope(|scope| {
        for _ in 0..width {
            scope.spawn(|| {
                let cx = MemberCx { approve_all, approve, turn_model, ask: None, evolve, given };
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(job) = jobs.get(i) else { break };
                    let outcome = start(env, &cx, job);
                    results.lock().unwrap_or_else(std::sync::PoisonError::into_inner)[i] = Some(outcome);
                }
            });
        }
    });
    out.into_iter()
        .map(|o| o.unwrap_or_else(|| MemberEnd::Failed("the member's run stopped unexpectedly".into())))
        .collect()
}

fn member_cx<'a>(
    opts: &'a Options,
    ask: Option<&'a dyn Fn(&str) -> Answer>,
    given: &'a Mutex<Vec<String>>,
) -> MemberCx<'a> {
    MemberCx {
        approve_all: opts.approve_all,
        approve: &opts.approve,
        turn_model: &opts.model,
        ask,
        evolve: opts.evolve,
        given,
    }
}

/// Start a member's run on its task.
fn start(env: &Env, cx: &MemberCx, job: &Job) -> MemberEnd {
    let task = squads::task_of(&job.call.arguments);
    if task.is_empty() {
        return MemberEnd::Failed("the call gave no `task`".into());
    }
    let items = vec![ModelItem::Message { role: "user".into(), text: task.clone() }];
    let run = Run {
        bot_id: job.ask.bot_id.clone(),
        task,
        ask_call: job.call.clone(),
        items,
        model_calls: 0,
        usage: None,
    };
    go_on(env, cx, run)
}

/// A member's run in progress.
struct Run {
    bot_id: String,
    task: String,
    ask_call: ToolCall,
    items: Vec<ModelItem>,
    model_calls: u32,
    usage: Option<Usage>,
}

/// Go on with a member's run until it answers, fails, or parks a call. A member that answered
/// gives the memories its request carried their hit, as a chat turn does after it ends, under
/// the member's lock (the squad's is not held: members run with nothing locked).
fn go_on(env: &Env, cx: &MemberCx, run: Run) -> MemberEnd {
    let bot_id = run.bot_id.clone();
    match member_loop(env, cx, run) {
        Ok((MemberEnd::Replied { text, usage, mut notes }, recalled)) => {
            notes.extend(count_hits(env, cx, &bot_id, &recalled).err().map(|e| {
                let name = env.roster.resolve_assistant(&bot_id).map_or(bot_id.clone(), |o| o.name);
                format!("after {name}'s answer to the captain, counting the memories it used failed: {e:#}")
            }));
            MemberEnd::Replied { text, usage, notes }
        }
        Ok((outcome, _)) => outcome,
        Err(e) => MemberEnd::Failed(crate::redact::redact(&format!("{e:#}"))),
    }
}

/// The hits of a member's recalled memories (its own and global ones); none with `--no-evolve`.
fn count_hits(env: &Env, cx: &MemberCx, bot_id: &str, recalled: &[String]) -> Result<()> {
    if !cx.evolve || recalled.is_empty() {
        return Ok(());
    }
    let id = crate::store::OwnerId::parse(bot_id)?;
    super::recall::count(env, Some(&id), recalled, cx.given)
}

/// A member's request before its first model call: who it is, its instructions' inputs.
pub struct MemberRequest {
    pub owner: Owner,
    pub bot: Option<crate::roster::BotFile>,
    pub inputs: crate::context::Inputs,
    /// The memories block 5 carries that earn a hit when the member answers.
    pub recalled: Vec<String>,
}

/// The member's nested request for a task (also what `context show --member` prints): its
/// profile, SOUL.md with the line that says it works for the squad's captain, its tools,
/// recalled memories and skill catalog. `member`: its id or name.
pub fn member_request(env: &Env, member: &str, task: &str) -> Result<MemberRequest> {
    let owner = env.roster.resolve_assistant(member)?;
    let asks = squads::ask_tools(env.roster, env.owner.id.as_str());
    let Some(ask) = asks.iter().find(|a| a.bot_id == owner.id.as_str()) else {
        return Err(crate::error::Failure::usage(format!(
            "{} is not a member of {}",
            owner.name, env.owner.name
        ))
        .hint(format!("`okbot squad show {}` lists the members", env.owner.id))
        .into());
    };
    let bot = crate::roster::io::load_bot_file(env.root, &owner.id)?;
    // The captain plans the squad's tasks; a member works on the one task it is given.
    let notes: Vec<_> =
        tools::notes(env.settings).into_iter().filter(|n| n.name != "manage_task_progress").collect();
    let who = MemberRun { owner: &owner, bot: bot.as_ref(), task, now: env.clock.now() };
    let (mut inputs, recalled) =
        crate::context::gather::member_inputs(env.root, env.roster, env.settings, &notes, &who)?;
    let line = format!(
        "You are working as the {} of the squad {}. Its captain gives you one task: do it and answer the \
         captain completely; you do not see the squad's conversation.",
        ask.role, env.owner.name
    );
    inputs.persona = Some(match inputs.persona.take() {
        Some(p) if !p.trim().is_empty() => format!("{}\n\n{line}", p.trim()),
        _ => line,
    });
    Ok(MemberRequest { owner, bot, inputs, recalled })
}

/// A member's model/tool loop; how it ended, and the memories its request carried.
fn member_loop(env: &Env, cx: &MemberCx, mut run: Run) -> Result<(MemberEnd, Vec<String>)> {
    let MemberRequest { owner, bot, inputs, recalled } = member_request(env, &run.bot_id, &run.task)?;
    let model = member_model(env, cx, bot.as_ref());
    let instructions = crate::context::instructions(&crate::context::blocks(&inputs));
    let specs: Vec<ToolSpec> = inputs.tools.iter().filter_map(|t| tools::spec(t.name)).collect();
    let mut provider = crate::provider::open(&model, env.settings, env.root, &owner.id)?;
    let max = env.settings.squad.member_max_turns;
    let run_id = rows::new_id(env, "run");
    loop {
        if run.model_calls >= max {
            anyhow::bail!("stopped after {max} model calls (squad.memberMaxTurns)");
        }
        run.model_calls += 1;
        let req = ChatRequest {
            run_id: &run_id,
            system: &instructions,
            items: &run.items,
            tools: &specs,
            stream: false,
        };
        let resp = provider.chat(&req, &mut |_| {}, &interrupted)?;
        if let Some(u) = resp.usage {
            let sum = run.usage.get_or_insert_with(Usage::default);
            sum.input += u.input;
            sum.output += u.output;
            sum.cache += u.cache;
        }
        if resp.tool_calls.is_empty() {
            if resp.text.trim().is_empty() {
                anyhow::bail!("its model sent an empty answer");
            }
            let text = resp.text.trim().to_string();
            // A reply cut at the token limit still goes to the captain, as in a chat, with the
            // same warning naming the member's model and its limit.
            let notes = resp
                .cut_off()
                .then(|| crate::provider::chat::cut_off_warning(&model.label(), provider.endpoint()))
                .into_iter()
                .collect();
            return Ok((MemberEnd::Replied { text, usage: run.usage, notes }, recalled));
        }
        if !resp.text.trim().is_empty() {
            run.items.push(ModelItem::Message { role: "assistant".into(), text: resp.text.clone() });
        }
        for call in &resp.tool_calls {
            run.items.push(ModelItem::ToolCall {
                call_id: call.call_id.clone(),
                name: call.name.clone(),
                arguments: call.arguments.clone(),
            });
        }
        // As a chat turn does: every call that can be decided runs (or is refused) now; every
        // call nobody can decide here waits for approval, each in its own request.
        let mut done = Vec::new();
        let mut waiting = Vec::new();
        for call in &resp.tool_calls {
            let outcome = match decide(env, cx, &specs, &owner.name, call)? {
                None => {
                    waiting.push(call.clone());
                    continue;
                }
                Some(Decided::Run) => run_tool(env, &owner, bot.as_ref(), call)?,
                Some(Decided::Skip(o)) => o,
            };
            done.push(result_item(call, outcome));
        }
        if waiting.is_empty() {
            run.items.extend(done);
            continue;
        }
        let parked = Parked {
            bot_id: run.bot_id,
            task: run.task,
            ask_call: run.ask_call,
            items: run.items,
            call: waiting[0].clone(),
            done,
            after: Vec::new(),
            model_calls: run.model_calls,
            usage: run.usage.map(UsageDoc::from),
        };
        return Ok((MemberEnd::Parked { run: Box::new(parked), waiting }, recalled));
    }
}

enum Decided {
    Run,
    Skip(Outcome),
}

/// Decide a member's call as a turn decides its own (`None`: nobody can be asked, park it).
/// A person is asked with the member's name first ("Ann: search earlier messages for …").
fn decide(
    env: &Env,
    cx: &MemberCx,
    specs: &[ToolSpec],
    member: &str,
    call: &ToolCall,
) -> Result<Option<Decided>> {
    if !specs.iter().any(|s| s.name == call.name) || !tools::offered(env.settings, &call.name) {
        return Ok(Some(Decided::Skip(Outcome::failed(format!(
            "the tool `{}` is not available",
            call.name
        )))));
    }
    if !tools::asks(env.settings, &call.name, &call.arguments)
        || cx.approve_all
        || cx.approve.contains(&call.name)
    {
        return Ok(Some(Decided::Run));
    }
    let Some(ask) = cx.ask else { return Ok(None) };
    Ok(Some(match ask(&format!("{member}: {}", tools::describe(&call.name, &call.arguments))) {
        Answer::Yes => Decided::Run,
        Answer::Always => {
            super::approvals::remember_allow(env, &call.name)?;
            Decided::Run
        }
        Answer::No => Decided::Skip(super::approvals::denied()),
    }))
}

/// Run a member's tool as the member (its lock held while it runs).
fn run_tool(
    env: &Env,
    owner: &Owner,
    bot: Option<&crate::roster::BotFile>,
    call: &ToolCall,
) -> Result<Outcome> {
    let lock = env.root.lock_owner(&owner.id)?;
    let cx = tools::ToolCx {
        root: env.root,
        owner: &owner.id,
        lock: &lock,
        bot,
        settings: env.settings,
        now: env.clock.now(),
    };
    tools::run(&cx, &call.name, &call.arguments)
}

fn result_item(call: &ToolCall, outcome: Outcome) -> ModelItem {
    ModelItem::ToolResult {
        call_id: call.call_id.clone(),
        name: call.name.clone(),
        status: outcome.status.to_string(),
        output: outcome.output,
    }
}

/// The member's model: its own binding, else the model of the squad's turn.
fn member_model(env: &Env, cx: &MemberCx, bot: Option<&crate::roster::BotFile>) -> ModelChoice {
    let chosen = crate::model::choose(env.settings, bot, |k| std::env::var(k).ok());
    if chosen.source == "assistant" { chosen } else { cx.turn_model.clone() }
}

/// Write one exchange (the caller holds the squad's lock): the "ask" row, then the reply row
/// and the ask call's result, or the parked member call.
pub(super) fn record(
    env: &Env,
    lock: &OwnerGuard,
    turn: &mut Turn,
    job: &Job,
    outcome: MemberEnd,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let task = squads::task_of(&job.call.arguments);
    let text = squads::ask_text(&job.ask.name, &task);
    let (id, row) = exchange_row(env, turn, "ask", &text, squads::CAPTAIN, None);
    session::io::append(env.root, lock, &[row])?;
    emit(Event::Said {
        row_id: &id,
        kind: "ask",
        speaker: squads::CAPTAIN,
        member: &job.ask.name,
        text: &text,
    });
    answer(env, lock, turn, &job.ask, job.call, outcome, emit)
}

/// The member's side of an exchange: its reply row and the ask call's result, or a parked call.
fn answer(
    env: &Env,
    lock: &OwnerGuard,
    turn: &mut Turn,
    ask: &AskTool,
    call: &ToolCall,
    outcome: MemberEnd,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let (reply, usage, result) = match outcome {
        MemberEnd::Replied { text, usage, notes } => {
            for note in notes {
                let message = crate::redact::redact(&note);
                emit(Event::Warning { owner_id: env.owner.id.as_str(), message: &message, hint: None });
            }
            let output = squads::answer_for_captain(&ask.name, &text);
            (text, usage, Outcome { status: "completed", output })
        }
        MemberEnd::Failed(why) => {
            let text = squads::failure_text(&ask.name, &why);
            (text.clone(), None, Outcome::failed(text))
        }
        MemberEnd::Parked { run, waiting } => return park(env, lock, turn, ask, &run, waiting, emit),
    };
    if let Some(u) = usage {
        let sum = turn.usage.get_or_insert_with(Usage::default);
        sum.input += u.input;
        sum.output += u.output;
        sum.cache += u.cache;
        turn.usage_method = "provider".into();
    }
    let (id, row) = exchange_row(env, turn, "reply", &reply, &ask.bot_id, usage);
    session::io::append(env.root, lock, &[row])?;
    emit(Event::Said { row_id: &id, kind: "reply", speaker: &ask.bot_id, member: &ask.name, text: &reply });
    rows::result(env, lock, turn, call, result, emit)
}

/// A new exchange row and its id.
fn exchange_row(
    env: &Env,
    turn: &Turn,
    prefix: &str,
    text: &str,
    speaker: &str,
    usage: Option<Usage>,
) -> (String, Value) {
    let meta = NewMeta {
        run_id: Some(turn.run_id.clone()),
        usage: usage.map(|u| json!(u)),
        speaker: Some(speaker.to_string()),
        ..NewMeta::default()
    };
    let id = rows::new_id(env, prefix);
    let row = session::message_row(&id, &env.clock.stamp(), "assistant", text, &meta);
    (id, row)
}

/// Save each of a member's calls that wait for approval in the squad's `pending/`, with its run.
fn park(
    env: &Env,
    lock: &OwnerGuard,
    turn: &mut Turn,
    ask: &AskTool,
    parked: &Parked,
    waiting: Vec<ToolCall>,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let mut first = None;
    for call in waiting {
        let description = format!("{}: {}", ask.name, tools::describe(&call.name, &call.arguments));
        let mut pending = super::approvals::new_pending(env, turn, &call, description.clone());
        let id = pending.id.clone();
        if let Some(spec) = &turn.model_flag {
            pending.extra.insert("model".into(), Value::String(spec.clone()));
        }
        let one = Parked { call, ..parked.clone() };
        pending.extra.insert(PARKED_KEY.into(), serde_json::to_value(&one)?);
        crate::approvals::io::save(env.root, lock, &pending)?;
        emit(Event::Pending { request_id: &id, description: &description });
        first.get_or_insert_with(|| id.clone());
        turn.pending.push(id);
    }
    // The captain's one call, waiting (on the first of the member's requests).
    turn.tool_calls.push(ToolRecord {
        call_id: parked.ask_call.call_id.clone(),
        name: parked.ask_call.name.clone(),
        arguments: parked.ask_call.arguments.clone(),
        status: "pending".into(),
        output: None,
        request_id: first,
    });
    Ok(())
}

/// Whether a request is a member's parked call.
pub(super) fn is_parked(p: &Pending) -> bool {
    p.extra.contains_key(PARKED_KEY)
}

/// A member's run whose waiting calls are all decided and settled: ready to go on.
pub(super) struct Ready {
    run_id: String,
    parked: Parked,
    /// The results of its last answer's calls (in any order).
    results: Vec<ModelItem>,
}

/// What settling members' requests left: runs ready to go on, and requests still waiting.
#[derive(Default)]
pub(super) struct Settled {
    pub ready: Vec<Ready>,
    pub waiting: Vec<String>,
}

/// Settle members' requests (`decided`: the request has its answer in `status`), as a chat
/// turn settles its own, under the squad's lock (the caller holds it; a member's tool takes the
/// member's lock inside it: a squad's lock before its members'). The requests of one member
/// answer go together: each decided one is run as the member (or refused) and removed at once.
/// When some of them still wait, the results are kept in those requests (the member goes on
/// only when every call of its answer is decided, as a chat turn calls its model only when no
/// call waits), so none runs twice; when none waits, the run is ready to go on.
pub(super) fn settle(
    env: &Env,
    lock: &OwnerGuard,
    requests: Vec<(Pending, bool)>,
    emit: &mut dyn FnMut(Event),
) -> Result<Settled> {
    // The requests of one member answer: same turn, same captain call.
    type Group = Vec<(Pending, Parked, bool)>;
    let mut groups: Vec<((String, String), Group)> = Vec::new();
    for (p, decided) in requests {
        let parked: Parked = serde_json::from_value(p.extra[PARKED_KEY].clone()).with_context(|| {
            format!("the approval request {} does not say which member's run it belongs to", p.id)
        })?;
        let key = (p.run_id.clone(), parked.ask_call.call_id.clone());
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, group)) => group.push((p, parked, decided)),
            None => groups.push((key, vec![(p, parked, decided)])),
        }
    }
    let mut settled = Settled::default();
    for ((run_id, _), group) in groups {
        let mut results = Vec::new();
        let mut still = Vec::new();
        let mut base = None;
        for (p, parked, decided) in group {
            if !decided {
                still.push((p, parked));
                continue;
            }
            let result = match env.roster.resolve_assistant(&parked.bot_id) {
                Err(e) => Outcome::failed(format!("not run: {e:#}")),
                Ok(_) if p.status != "allowed" => super::approvals::denied(),
                Ok(owner) => {
                    emit(Event::Running(&parked.call));
                    let bot = crate::roster::io::load_bot_file(env.root, &owner.id)?;
                    run_tool(env, &owner, bot.as_ref(), &parked.call)?
                }
            };
            results.push(result_item(&parked.call, result));
            crate::approvals::io::remove(env.root, lock, &p.id)?;
            base.get_or_insert(parked);
        }
        if still.is_empty() {
            let Some(parked) = base else { continue };
            results.splice(0..0, parked.done.iter().cloned());
            settled.ready.push(Ready { run_id, parked, results });
            continue;
        }
        for (mut p, mut parked) in still {
            parked.done.extend(results.iter().cloned());
            p.extra.insert(PARKED_KEY.into(), serde_json::to_value(&parked)?);
            crate::approvals::io::save(env.root, lock, &p)?;
            settled.waiting.push(p.id);
        }
    }
    Ok(settled)
}

/// The member's conversation to go on with: `items`, then the results of its last answer's
/// calls in call order, then `after`; a call left without a result (its request is gone) reads
/// "not run".
fn go_on_items(items: &[ModelItem], mut results: Vec<ModelItem>, after: &[ModelItem]) -> Vec<ModelItem> {
    let place = |result: &ModelItem| match result {
        ModelItem::ToolResult { call_id, .. } => items
            .iter()
            .position(|i| matches!(i, ModelItem::ToolCall { call_id: c, .. } if c == call_id))
            .unwrap_or(usize::MAX),
        _ => usize::MAX,
    };
    results.sort_by_key(|r| place(r));
    let mut out: Vec<ModelItem> = items.to_vec();
    out.extend(results);
    out.extend(after.iter().cloned());
    let answered: Vec<String> = out
        .iter()
        .filter_map(|i| match i {
            ModelItem::ToolResult { call_id, .. } => Some(call_id.clone()),
            _ => None,
        })
        .collect();
    let missing: Vec<ModelItem> = out
        .iter()
        .filter_map(|i| match i {
            ModelItem::ToolCall { call_id, name, .. } if !answered.contains(call_id) => {
                Some(ModelItem::ToolResult {
                    call_id: call_id.clone(),
                    name: name.clone(),
                    status: "failed".into(),
                    output: "not run: its approval request is gone".into(),
                })
            }
            _ => None,
        })
        .collect();
    out.extend(missing);
    out
}

/// Go on with a member's run whose waiting calls are all settled: let the member finish, and
/// write its reply and the captain's ask result (or park its next calls). Nothing is locked
/// while the member works.
pub(super) fn resume(
    env: &Env,
    opts: &Options,
    ready: Ready,
    turn: &mut Turn,
    emit: &mut dyn FnMut(Event),
) -> Result<()> {
    let Ready { run_id, parked, results } = ready;
    turn.run_id = run_id;
    let ask = squads::ask_tools(env.roster, env.owner.id.as_str())
        .into_iter()
        .find(|a| a.bot_id == parked.bot_id)
        .unwrap_or_else(|| AskTool {
            tool: parked.ask_call.name.clone(),
            bot_id: parked.bot_id.clone(),
            name: parked.bot_id.clone(),
            role: squads::DEFAULT_ROLE.into(),
            description: String::new(),
        });
    let given = std::sync::Arc::clone(&turn.hit);
    let cx = member_cx(opts, opts.ask, &given);
    let outcome = match env.roster.resolve_assistant(&parked.bot_id) {
        Err(e) => MemberEnd::Failed(format!("{e:#}")),
        Ok(_) => {
            let run = Run {
                bot_id: parked.bot_id.clone(),
                task: parked.task.clone(),
                ask_call: parked.ask_call.clone(),
                items: go_on_items(&parked.items, results, &parked.after),
                model_calls: parked.model_calls,
                usage: parked.usage.map(Usage::from),
            };
            go_on(env, &cx, run)
        }
    };
    super::locked(env, |lock| answer(env, lock, turn, &ask, &parked.ask_call, outcome, emit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parked_run_survives_its_request_file() {
        let call =
            |id: &str, name: &str| ToolCall { call_id: id.into(), name: name.into(), arguments: "{}".into() };
        let parked = Parked {
            bot_id: "bot_1".into(),
            task: "find it".into(),
            ask_call: call("c1", "ask_ann"),
            items: vec![
                ModelItem::Message { role: "user".into(), text: "find it".into() },
                ModelItem::ToolCall {
                    call_id: "m1".into(),
                    name: "search_history".into(),
                    arguments: "{}".into(),
                },
            ],
            call: call("m1", "search_history"),
            done: vec![],
            after: vec![ModelItem::ToolResult {
                call_id: "m2".into(),
                name: "manage_note".into(),
                status: "failed".into(),
                output: "not run".into(),
            }],
            model_calls: 2,
            usage: Some(UsageDoc { input: 5, output: 3, cache: 0 }),
        };
        let text = serde_json::to_string(&parked).unwrap();
        let back: Parked = serde_json::from_str(&text).unwrap();
        assert_eq!(back.items, parked.items);
        assert_eq!(back.after, parked.after);
        assert_eq!(back.ask_call, parked.ask_call);
        assert_eq!(
            (back.model_calls, back.usage.map(Usage::from)),
            (2, Some(Usage { input: 5, output: 3, cache: 0 }))
        );
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["askCall"]["callId"], "c1", "{v}");
    }

    #[test]
    fn an_older_request_without_done_still_reads() {
        let v = json!({"botId": "bot_1", "task": "t", "askCall": {"callId": "c1", "name": "ask_ann", "arguments": "{}"},
            "items": [], "call": {"callId": "m1", "name": "x", "arguments": "{}"}, "after": [], "modelCalls": 1});
        let back: Parked = serde_json::from_value(v).unwrap();
        assert!(back.done.is_empty());
    }

    #[test]
    fn results_go_on_in_call_order_and_a_call_without_one_reads_not_run() {
        let tool_call =
            |id: &str| ModelItem::ToolCall { call_id: id.into(), name: "t".into(), arguments: "{}".into() };
        let result = |id: &str, status: &str| ModelItem::ToolResult {
            call_id: id.into(),
            name: "t".into(),
            status: status.into(),
            output: id.into(),
        };
        let items = vec![
            ModelItem::Message { role: "user".into(), text: "task".into() },
            tool_call("m1"),
            tool_call("m2"),
            tool_call("m3"),
        ];
        let out = go_on_items(&items, vec![result("m3", "denied"), result("m1", "completed")], &[]);
        let tail: Vec<(&str, &str)> = out[4..]
            .iter()
            .map(|i| match i {
                ModelItem::ToolResult { call_id, status, .. } => (call_id.as_str(), status.as_str()),
                _ => ("?", "?"),
            })
            .collect();
        assert_eq!(tail, [("m1", "completed"), ("m3", "denied"), ("m2", "failed")]);
    }
}
