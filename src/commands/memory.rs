//! `okbot memory list|show|add|pin|unpin|promote|demote|forget|search|gc`: argument glue over
//! the memory domain ([`crate::memory::Memories`]).

use std::io::IsTerminal;

use anyhow::Result;
use chrono::{DateTime, Utc};
use clap::{Args, Subcommand, ValueEnum};

use super::Cx;
use crate::error::Failure;
use crate::memory::io::Change;
use crate::memory::lifecycle::{self, ID_KIND};
use crate::memory::{Added, Filter, Memories, Memory, MemoryRef, NewMemory, Rules, Scope, Source, Status};
use crate::output::{Document, JsonOutput, cell, json_doc};
use crate::roster::{Owner, OwnerKind};

/// Memories: what your assistants remember across sessions
///
/// A memory is global (every assistant sees it; `<root>/memory.md`) or an assistant's own
/// (`<botId>/memory.md`). Facts found in chats start as candidates, which never reach a prompt;
/// a candidate is kept (becomes durable) when it comes up again (settings `memory.promoteHits`),
/// when pinned, or with `memory promote`. A kept memory that is not pinned and goes unused for
/// `memory.demoteAfterDays` goes back to the candidates, and a candidate unused for
/// `memory.candidateTtlDays` is removed, both by `memory gc`. What you add is kept at once.
///
/// `-a NAME` (or OKBOT_ASSISTANT) works on that assistant's memories and the global ones; without
/// it, on the global ones (commands that take an id find it in any assistant's). A memory is
/// named by its id or any unique start of it (4 characters or more after `mem_`).
#[derive(Debug, Subcommand)]
pub enum MemoryCommand {
    List(ListArgs),
    /// Show a memory: every field and its status history
    Show(IdArgs),
    Add(AddArgs),
    /// Pin a memory: always in the prompt, never moved back to the candidates
    Pin(IdArgs),
    /// Unpin a memory (it stays kept)
    Unpin(IdArgs),
    /// Keep a candidate: make it durable, so it may reach the prompt
    Promote(IdArgs),
    /// Move a kept memory back to the candidates
    Demote(IdArgs),
    Forget(ForgetArgs),
    Search(SearchArgs),
    Gc(GcArgs),
    Recall(super::memory_recall::RecallArgs),
}

/// Which memories: global ones, or the assistant's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScopeArg {
    Global,
    Bot,
}

impl From<ScopeArg> for Scope {
    fn from(s: ScopeArg) -> Scope {
        match s {
            ScopeArg::Global => Scope::Global,
            ScopeArg::Bot => Scope::Bot,
        }
    }
}

/// Candidates (not yet kept) or durable (kept) memories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StatusArg {
    Candidate,
    #[value(alias = "kept")]
    Durable,
}

impl From<StatusArg> for Status {
    fn from(s: StatusArg) -> Status {
        match s {
            StatusArg::Candidate => Status::Candidate,
            StatusArg::Durable => Status::Durable,
        }
    }
}

/// Which memories a listing shows.
#[derive(Debug, Clone, Args)]
pub struct Which {
    /// Assistant (id or name): its memories and the global ones [default: OKBOT_ASSISTANT, else
    /// the global ones only]
    #[arg(short = 'a', long = "assistant", value_name = "NAME")]
    pub owner: Option<String>,
    /// Only global memories, or only the assistant's own
    #[arg(long, value_enum)]
    pub scope: Option<ScopeArg>,
    /// Only candidates, or only kept (durable) memories
    #[arg(long, value_enum)]
    pub status: Option<StatusArg>,
}

/// List memories (kept ones and candidates; expired ones are left out)
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub which: Which,
}

/// Memories whose text holds every word of the query (any case)
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// Words to look for
    #[arg(required = true)]
    pub query: Vec<String>,
    #[command(flatten)]
    pub which: Which,
}

/// One memory, by id
#[derive(Debug, Args)]
pub struct IdArgs {
    /// The memory's id, or its start
    pub id: String,
    /// Assistant the memory belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "NAME")]
    pub owner: Option<String>,
}

/// Remember something (kept at once unless --candidate); `-` or a pipe adds one memory per line
#[derive(Debug, Args)]
pub struct AddArgs {
    /// What to remember; several words are joined with spaces (`-` reads stdin, one per line)
    pub text: Vec<String>,
    /// Assistant (id or name) [default: OKBOT_ASSISTANT, else a global memory]
    #[arg(short = 'a', long = "assistant", value_name = "NAME")]
    pub owner: Option<String>,
    /// Global (every assistant sees it) or the assistant's own [default: bot with an assistant,
    /// else global]
    #[arg(long, value_enum)]
    pub scope: Option<ScopeArg>,
    /// Add it as a candidate (kept only if it comes up again)
    #[arg(long, conflicts_with = "pin")]
    pub candidate: bool,
    /// Pin it
    #[arg(long)]
    pub pin: bool,
    /// When it stops applying: a time (RFC 3339) or a date (YYYY-MM-DD, midnight UTC)
    #[arg(long, value_name = "WHEN")]
    pub expires: Option<String>,
}

/// Forget memories: remove them and their history (all or none)
#[derive(Debug, Args)]
pub struct ForgetArgs {
    /// Memory ids, or their starts (`-` reads them from stdin)
    #[arg(required = true)]
    pub ids: Vec<String>,
    /// Assistant the memories belong to (default: whichever has them)
    #[arg(short = 'a', long = "assistant", value_name = "NAME")]
    pub owner: Option<String>,
}

/// Clean up: remove expired memories and old candidates, move unused kept ones back
#[derive(Debug, Args)]
pub struct GcArgs {
    /// Assistant (id or name): its memories and the global ones [default: the global ones and
    /// every assistant's]
    #[arg(short = 'a', long = "assistant", value_name = "NAME")]
    pub owner: Option<String>,
    /// Show what would change; write nothing
    #[arg(long)]
    pub dry_run: bool,
}

pub fn run(cx: &Cx, cmd: MemoryCommand) -> Result<()> {
    match cmd {
        MemoryCommand::List(args) => list(cx, &args.which, None),
        MemoryCommand::Search(args) => list(cx, &args.which, Some(&args.query.join(" "))),
        MemoryCommand::Show(args) => show(cx, &args),
        MemoryCommand::Add(args) => add(cx, args),
        MemoryCommand::Pin(args) => transition(cx, &args, Transition::Pin),
        MemoryCommand::Unpin(args) => transition(cx, &args, Transition::Unpin),
        MemoryCommand::Promote(args) => transition(cx, &args, Transition::Promote),
        MemoryCommand::Demote(args) => transition(cx, &args, Transition::Demote),
        MemoryCommand::Forget(args) => forget(cx, args),
        MemoryCommand::Gc(args) => gc(cx, &args),
        MemoryCommand::Recall(args) => super::memory_recall::run(cx, args),
    }
}

// ---------------------------------------------------------------------------------------------
// JSON documents

json_doc! {
    /// One memory in `okbot memory … --json`.
    pub struct MemoryView {
        "id" id: String = "string", "the memory's id";
        "scope" scope: &'static str = "string", "global (every assistant sees it) or bot (one assistant's)";
        "ownerId" owner_id: Option<String> = "string or null", "the assistant whose memory it is; null for a global one";
        "status" status: &'static str = "string", "durable (kept; may reach the prompt) or candidate (never does)";
        "pinned" pinned: bool = "boolean", "pinned: always in the prompt, never moved back";
        "memory" memory: String = "string", "the text";
        "expires" expires: Option<String> = "string or null", "when it stops applying, as the file has it";
        "expired" expired: bool = "boolean", "whether that time has passed (removed at the next gc)";
        "hits" hits: u64 = "integer", "how often it came up again or was recalled";
        "lastHitAt" last_hit_at: Option<String> = "string or null", "the last of those times (RFC 3339)";
        "createdAt" created_at: Option<String> = "string or null", "when okbot first recorded it";
        "promotedAt" promoted_at: Option<String> = "string or null", "when it was last kept";
        "source" source: Option<String> = "string or null",
            "extract, remember, fold, summary or user; null for a row another program wrote";
        "history" history: Vec<Change> = "array", "status changes, oldest first: {at, status, why}";
    }
}

json_doc! {
    /// What `okbot memory pin|unpin|promote|demote --json` prints.
    pub struct ChangedView {
        "changed" changed: bool = "boolean", "false when the memory already was so (nothing written)";
        #[serde(flatten)]
        "…" memory: MemoryView = "fields", "the memory after the change, as memory list --json shows it";
    }
}

json_doc! {
    /// One text of `okbot memory add --json`.
    pub struct AddedView {
        "outcome" outcome: &'static str = "string",
            "added (a new memory), duplicate (it repeats a memory, which got a hit), repeated (it repeats \
            an earlier line of the same input) or skipped";
        "id" id: Option<String> = "string or null", "the memory added or repeated; null when skipped";
        "scope" scope: Option<&'static str> = "string or null", "global or bot";
        "status" status: Option<&'static str> = "string or null", "durable or candidate, after the change";
        "promoted" promoted: bool = "boolean", "a duplicate made a candidate durable";
        "reason" reason: Option<String> = "string or null", "why it was skipped";
    }
}

json_doc! {
    /// One scope of `okbot memory gc --json`.
    pub struct GcView {
        "scope" scope: &'static str = "string", "global or bot";
        "ownerId" owner_id: Option<String> = "string or null", "the assistant; null for the global scope";
        "dryRun" dry_run: bool = "boolean", "true when nothing was written";
        "expired" expired: Vec<String> = "array of strings", "ids removed because their time passed";
        "agedOut" aged_out: Vec<String> = "array of strings",
            "candidates removed, unused for memory.candidateTtlDays";
        "demoted" demoted: Vec<String> = "array of strings",
            "kept memories moved back to the candidates, unused for memory.demoteAfterDays";
        "orphans" orphans: usize = "integer", "state entries dropped whose memory is in no file";
    }
}

/// The `--json` documents of `okbot memory`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-memory-list",
        shape: "an array with one object per memory:",
        fields: MemoryView::FIELDS,
    },
    JsonOutput {
        page: "okbot-memory-search",
        shape: "an array with one object per memory found:",
        fields: MemoryView::FIELDS,
    },
    JsonOutput { page: "okbot-memory-show", shape: "the memory:", fields: MemoryView::FIELDS },
    JsonOutput {
        page: "okbot-memory-add",
        shape: "an array with one object per text given:",
        fields: AddedView::FIELDS,
    },
    JsonOutput { page: "okbot-memory-pin", shape: "the memory:", fields: ChangedView::FIELDS },
    JsonOutput { page: "okbot-memory-unpin", shape: "the memory:", fields: ChangedView::FIELDS },
    JsonOutput { page: "okbot-memory-promote", shape: "the memory:", fields: ChangedView::FIELDS },
    JsonOutput { page: "okbot-memory-demote", shape: "the memory:", fields: ChangedView::FIELDS },
    JsonOutput {
        page: "okbot-memory-forget",
        shape: "an array with one object per memory forgotten, as it was (fields as in memory list):",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-memory-gc",
        shape: "an array with one object per scope cleaned:",
        fields: GcView::FIELDS,
    },
];

impl MemoryView {
    fn from(m: Memory) -> MemoryView {
        let owner_id = match m.scope {
            Scope::Bot => Some(m.bot_id.clone()).filter(|b| !b.is_empty()),
            Scope::Global => None,
        };
        MemoryView {
            id: m.id,
            scope: m.scope.as_str(),
            owner_id,
            status: m.status.as_str(),
            pinned: m.pinned,
            memory: m.memory,
            expires: m.expires,
            expired: m.expired,
            hits: m.hits,
            last_hit_at: m.last_hit_at,
            created_at: m.created_at,
            promoted_at: m.promoted_at,
            source: m.source,
            history: m.history,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Whose memories

/// The assistant `-a` (or OKBOT_ASSISTANT) names, if any; a squad is refused (it keeps none).
fn named(cx: &Cx, flag: Option<&str>) -> Result<Option<Owner>> {
    let env = std::env::var("OKBOT_ASSISTANT").ok().filter(|v| !v.trim().is_empty());
    if flag.is_none() && env.is_none() {
        return Ok(None);
    }
    let owner = cx.owner(flag)?;
    if owner.kind == OwnerKind::Squad {
        return Err(Failure::usage(format!("{} is a squad, and squads keep no memories", owner.name))
            .hint("name an assistant with -a, or leave it out for the global memories")
            .into());
    }
    Ok(Some(owner))
}

/// The assistants of the roster.
fn assistants(cx: &Cx) -> Result<Vec<Owner>> {
    let roster = cx.roster()?;
    roster
        .owners()
        .into_iter()
        .filter(|(_, _, kind)| *kind == OwnerKind::Assistant)
        .map(|(id, _, _)| roster.resolve(&id))
        .collect()
}

/// The assistant whose memories hold `key` (`None`: a global memory). Without `-a`, the global
/// memories and every assistant's are searched, so a prefix must be unique among them all.
fn holder(cx: &Cx, key: &str, flag: Option<&str>) -> Result<Option<Owner>> {
    if let Some(owner) = named(cx, flag)? {
        Memories::load(&cx.root, Some(&owner.id))?.find(key)?;
        return Ok(Some(owner));
    }
    let mut rows: Vec<(String, Option<Owner>)> =
        Memories::load(&cx.root, None)?.iter().map(|m| (m.id.to_string(), None)).collect();
    for owner in assistants(cx)? {
        let mems = Memories::load(&cx.root, Some(&owner.id))?;
        rows.extend(
            mems.iter().filter(|m| m.scope == Scope::Bot).map(|m| (m.id.to_string(), Some(owner.clone()))),
        );
    }
    let ids: Vec<&str> = rows.iter().map(|(id, _)| id.as_str()).collect();
    let at = crate::ids::resolve(&ID_KIND, &ids, key).map_err(Failure::from)?;
    Ok(rows.swap_remove(at[0]).1)
}

fn rules(cx: &Cx) -> Result<Rules> {
    Ok(Rules::from(&cx.settings()?.settings.memory))
}

/// Load under the locks (the assistant's, then the global memory lock), change, and write
/// what changed; on any error nothing is written.
fn change<T>(
    cx: &Cx,
    owner: Option<&Owner>,
    f: impl FnOnce(&mut Memories, DateTime<Utc>) -> Result<T>,
) -> Result<(T, Memories)> {
    let bot_lock = owner.map(|o| cx.root.lock_owner(&o.id)).transpose()?;
    let global_lock = crate::memory::io::lock_global(&cx.root)?;
    let mut mems = Memories::load(&cx.root, owner.map(|o| &o.id))?;
    let now = cx.clock.now();
    let out = f(&mut mems, now)?;
    if mems.is_dirty() {
        mems.save(&cx.root, &global_lock, bot_lock.as_ref(), now)?;
    }
    Ok((out, mems))
}

// ---------------------------------------------------------------------------------------------
// Human output

/// "kept", "pinned" or "candidate".
fn state(m: &MemoryRef<'_>) -> &'static str {
    match (m.status, m.pinned) {
        (Status::Candidate, _) => "candidate",
        (Status::Durable, true) => "pinned",
        (Status::Durable, false) => "kept",
    }
}

fn scope_word(m: &MemoryRef<'_>) -> String {
    match m.scope {
        Scope::Global => "global".into(),
        Scope::Bot => "bot".into(),
    }
}

/// The width to clip listings to: COLUMNS, else the terminal's; none when stdout is a pipe.
fn width() -> Option<usize> {
    if let Some(n) = std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok()) {
        return Some(n);
    }
    terminal_size::terminal_size_of(std::io::stdout()).map(|(w, _)| usize::from(w.0))
}

/// One listing line: id, scope, state, hits, last hit (date), text (on one line, clipped).
fn row_line(m: &MemoryRef<'_>, width: Option<usize>) -> String {
    let last = m.last_hit_at().map_or("-", |t| t.get(..10).unwrap_or(t));
    let head = format!("{}  {:<6}  {:<9}  {:>4}  {:<10}  ", m.id, scope_word(m), state(m), m.hits(), last);
    let text = cell(&crate::text::one_line(m.text));
    let text = match width {
        Some(w) => crate::text::clip(&text, w.saturating_sub(head.chars().count()).max(10)),
        None => text,
    };
    format!("{head}{text}")
}

fn list(cx: &Cx, which: &Which, query: Option<&str>) -> Result<()> {
    let owner = named(cx, which.owner.as_deref())?;
    if owner.is_none() && which.scope == Some(ScopeArg::Bot) {
        return Err(Failure::usage("no assistant is named, so there are no assistant memories")
            .hint("name an assistant with -a, or use `--scope global`")
            .into());
    }
    let mems = Memories::load(&cx.root, owner.as_ref().map(|o| &o.id))?;
    for (path, line, why) in mems.damaged(&cx.root) {
        cx.out.warn(format!("`{}` line {line} is not a memory ({why}); it is kept as it is", path.display()));
    }
    let now = cx.clock.now();
    let filter = Filter {
        scope: which.scope.map(Scope::from),
        status: which.status.map(Status::from),
        expired: false,
    };
    let rows = match query {
        Some(q) => mems.search(q, filter, now),
        None => mems.list(filter, now),
    };
    if cx.out.json {
        let views: Vec<MemoryView> = rows.iter().map(|m| MemoryView::from(m.to_memory(now))).collect();
        cx.out.json(&views)?;
    } else {
        let width = width();
        for m in &rows {
            cx.out.line(row_line(m, width))?;
        }
    }
    if rows.is_empty() {
        if query.is_some() {
            cx.out.note("okbot: no memories match");
            return Err(Failure::silent(crate::error::code::FAILURE).into());
        }
        cx.out.note("okbot: no memories");
        cx.out.hint("add one with `okbot memory add TEXT`");
    }
    Ok(())
}

/// A status change in plain words.
fn why_words(why: &str) -> &str {
    match why {
        "user" => "added by you",
        "remember" => "asked to remember",
        "extract" => "found in a chat",
        "fold" => "found in compressed messages",
        "summary" => "found in a summary",
        "hits" => "came up again",
        "pin" => "pinned",
        "unpin" => "unpinned",
        "command" => "by command",
        "unused" => "unused",
        other => other,
    }
}

fn show(cx: &Cx, args: &IdArgs) -> Result<()> {
    let owner = holder(cx, &args.id, args.owner.as_deref())?;
    let mems = Memories::load(&cx.root, owner.as_ref().map(|o| &o.id))?;
    let now = cx.clock.now();
    let m = mems.find(&args.id)?;
    if cx.out.json {
        return cx.out.json(&MemoryView::from(m.to_memory(now)));
    }
    let whose = match &owner {
        Some(o) if m.scope == Scope::Bot => format!("{} ({})", o.name, o.id),
        _ => "global (every assistant)".into(),
    };
    let never = || "never".to_string();
    let expires = match m.expires {
        Some(e) if m.is_expired(now) => format!("{e} (expired; removed at the next gc)"),
        Some(e) if lifecycle::is_time(e) => e.to_string(),
        Some(e) => format!("{e} (not a time, so it never expires)"),
        None => never(),
    };
    let lines = [
        ("id", m.id.to_string()),
        ("whose", whose),
        ("status", if m.status == Status::Durable { "kept".into() } else { "candidate".into() }),
        ("pinned", if m.pinned { "yes".into() } else { "no".into() }),
        ("hits", m.hits().to_string()),
        ("last hit", m.last_hit_at().map_or_else(never, str::to_string)),
        ("created", m.created_at().map_or_else(|| "unknown".into(), str::to_string)),
        ("source", m.source().map_or_else(|| "another program".into(), |s| s.as_str().to_string())),
        ("expires", expires),
        ("memory", cell(m.text)),
    ];
    for (key, value) in lines {
        cx.out.line(format!("{:<10}{value}", format!("{key}:")))?;
    }
    if let Some(meta) = m.meta.filter(|meta| !meta.history.is_empty()) {
        cx.out.line("history:")?;
        for c in &meta.history {
            let status = if c.status == "durable" { "kept" } else { c.status.as_str() };
            cx.out.line(format!("  {}  {status} ({})", c.at, why_words(&c.why)))?;
        }
    }
    Ok(())
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    let owner = named(cx, args.owner.as_deref())?;
    let scope = match (args.scope, &owner) {
        (Some(s), _) => Scope::from(s),
        (None, Some(_)) => Scope::Bot,
        (None, None) => Scope::Global,
    };
    if owner.is_none() && scope == Scope::Bot {
        return Err(Failure::usage("no assistant is named, so there is nowhere to keep an assistant memory")
            .hint("name an assistant with -a, or use `--scope global`")
            .into());
    }
    let expires = match args.expires.as_deref() {
        Some(text) => Some(lifecycle::parse_time(text).ok_or_else(|| {
            Failure::usage(format!("`{text}` is not a time"))
                .hint("give a date (2027-03-01) or a time (2027-03-01T09:00:00Z)")
        })?),
        None => None,
    };
    let from_stdin = match args.text.as_slice() {
        [one] if one == "-" => true,
        [] if !std::io::stdin().is_terminal() => true,
        [] => {
            return Err(Failure::usage("nothing to remember")
                .hint("give the text: `okbot memory add \"prefers tea\"`, or pipe one memory per line")
                .into());
        }
        _ => false,
    };
    let texts: Vec<String> = if from_stdin {
        super::read_stdin("the memories", "give one memory per line, in UTF-8; convert other encodings first, e.g. `iconv -f LATIN1 -t UTF-8`")?
            .lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_string).collect()
    } else {
        vec![args.text.join(" ")]
    };
    if texts.is_empty() {
        return Err(Failure::usage("stdin held no text to remember").hint("give one memory per line").into());
    }
    let batch: Vec<NewMemory> = texts
        .iter()
        .map(|t| NewMemory {
            scope,
            text: t.clone(),
            expires,
            source: Source::User,
            candidate: args.candidate,
            pinned: args.pin,
        })
        .collect();
    let rules = rules(cx)?;
    let single = !from_stdin;
    let (outcomes, mems) = change(cx, owner.as_ref(), |mems, now| {
        let outcomes = mems.add_batch(batch, now, rules)?;
        if single && let Some(Added::Skipped { reason }) = outcomes.first() {
            return Err(Failure::usage(format!("not remembered: {reason}"))
                .hint("a memory needs a few words of text, and an --expires time still to come")
                .into());
        }
        Ok(outcomes)
    })?;
    let text_of = |id: &str| {
        mems.find(id).map(|m| crate::text::clip(&crate::text::one_line(m.text), 60)).unwrap_or_default()
    };
    let mut views = Vec::new();
    for (n, outcome) in outcomes.iter().enumerate() {
        let line = n + 1;
        let view = match outcome {
            Added::New { id, scope, status } => {
                let kept = if *status == Status::Durable { "kept" } else { "a candidate" };
                let whose = match (&owner, scope) {
                    (Some(o), Scope::Bot) => format!("for {}", o.name),
                    _ => "for every assistant".to_string(),
                };
                cx.out.note(format!("okbot: remembered {whose} ({kept}): “{}”", text_of(id)));
                AddedView {
                    outcome: "added",
                    id: Some(id.clone()),
                    scope: Some(scope.as_str()),
                    status: Some(status.as_str()),
                    promoted: false,
                    reason: None,
                }
            }
            Added::Hit { id, scope, status, promoted } => {
                let now_kept = if *promoted { "; it is now kept" } else { "" };
                cx.out.note(format!(
                    "okbot: already remembered as {id}: “{}” (counted as a hit{now_kept})",
                    text_of(id)
                ));
                AddedView {
                    outcome: "duplicate",
                    id: Some(id.clone()),
                    scope: Some(scope.as_str()),
                    status: Some(status.as_str()),
                    promoted: *promoted,
                    reason: None,
                }
            }
            Added::Repeated { id } => {
                cx.out.note(format!("okbot: line {line} repeats an earlier line ({id}); added once"));
                AddedView {
                    outcome: "repeated",
                    id: Some(id.clone()),
                    scope: None,
                    status: None,
                    promoted: false,
                    reason: None,
                }
            }
            Added::Skipped { reason } => {
                cx.out.warn(format!("line {line} was not remembered: {reason}"));
                AddedView {
                    outcome: "skipped",
                    id: None,
                    scope: None,
                    status: None,
                    promoted: false,
                    reason: Some(reason.clone()),
                }
            }
        };
        views.push(view);
    }
    if cx.out.json {
        return cx.out.json(&views);
    }
    for v in &views {
        if let (Some(id), "added" | "duplicate") = (&v.id, v.outcome) {
            cx.out.line(id)?;
        }
    }
    Ok(())
}

#[derive(Debug, Clone, Copy)]
enum Transition {
    Pin,
    Unpin,
    Promote,
    Demote,
}

fn transition(cx: &Cx, args: &IdArgs, t: Transition) -> Result<()> {
    let owner = holder(cx, &args.id, args.owner.as_deref())?;
    let key = args.id.as_str();
    let ((changed, id), mems) = change(cx, owner.as_ref(), |mems, now| {
        let id = mems.find(key)?.id.to_string();
        let changed = match t {
            Transition::Pin => mems.pin(&id, now)?,
            Transition::Unpin => mems.unpin(&id, now)?,
            Transition::Promote => mems.promote(&id, now)?,
            Transition::Demote => mems.demote(&id, now)?,
        };
        Ok((changed, id))
    })?;
    let now = cx.clock.now();
    let m = mems.find(&id)?;
    if cx.out.json {
        return cx.out.json(&ChangedView { changed, memory: MemoryView::from(m.to_memory(now)) });
    }
    cx.out.line(row_line(&m, width()))?;
    let note = match (t, changed) {
        (Transition::Pin, true) => "pinned: it is always in the prompt",
        (Transition::Pin, false) => "it was already pinned",
        (Transition::Unpin, true) => "unpinned: it stays kept",
        (Transition::Unpin, false) => "it was not pinned",
        (Transition::Promote, true) => "kept: it may reach the prompt now",
        (Transition::Promote, false) => "it was already kept",
        (Transition::Demote, true) => "moved back to the candidates: it no longer reaches the prompt",
        (Transition::Demote, false) => "it already was a candidate",
    };
    cx.out.note(format!("okbot: {note}"));
    Ok(())
}

fn forget(cx: &Cx, args: ForgetArgs) -> Result<()> {
    let mut keys: Vec<String> = Vec::new();
    for id in &args.ids {
        if id == "-" {
            let hint = "give the ids in UTF-8, separated by spaces or lines (`okbot memory list` shows them)";
            keys.extend(super::read_stdin("the memory ids", hint)?.split_whitespace().map(str::to_string));
        } else {
            keys.push(id.clone());
        }
    }
    if keys.is_empty() {
        return Err(Failure::usage("no memory ids were given").hint(ID_KIND.list_hint).into());
    }
    // Every id is found before anything changes; they must all be in one assistant's reach.
    let mut owner: Option<Owner> = None;
    for key in &keys {
        if let Some(o) = holder(cx, key, args.owner.as_deref())? {
            match &owner {
                Some(first) if first.id != o.id => {
                    return Err(Failure::usage(format!(
                        "the memories given belong to two assistants, {} and {}",
                        first.name, o.name
                    ))
                    .hint("forget each assistant's memories in its own command")
                    .into());
                }
                _ => owner = Some(o),
            }
        }
    }
    let (gone, _) = change(cx, owner.as_ref(), |mems, now| {
        let mut ids: Vec<String> = Vec::new();
        for key in &keys {
            let id = mems.find(key)?.id.to_string();
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids.iter().map(|id| mems.forget(id, now)).collect::<Result<Vec<Memory>>>()
    })?;
    if cx.out.json {
        let views: Vec<MemoryView> = gone.into_iter().map(MemoryView::from).collect();
        return cx.out.json(&views);
    }
    for m in &gone {
        cx.out.line(&m.id)?;
        cx.out.note(format!("okbot: forgot “{}”", crate::text::clip(&crate::text::one_line(&m.memory), 60)));
    }
    Ok(())
}

fn gc(cx: &Cx, args: &GcArgs) -> Result<()> {
    let rules = rules(cx)?;
    // (whose files, scope): the global scope once, then each assistant's own.
    let mut passes: Vec<(Option<Owner>, Scope)> = Vec::new();
    match named(cx, args.owner.as_deref())? {
        Some(o) => {
            passes.push((Some(o.clone()), Scope::Global));
            passes.push((Some(o), Scope::Bot));
        }
        None => {
            passes.push((None, Scope::Global));
            passes.extend(assistants(cx)?.into_iter().map(|o| (Some(o), Scope::Bot)));
        }
    }
    let mut views = Vec::new();
    let mut lines = Vec::new();
    for (owner, scope) in passes {
        let dry = args.dry_run;
        let bot = owner.as_ref().map(|o| &o.id);
        let run = |mems: &mut Memories, now| {
            let before: Vec<(String, String)> =
                mems.iter().map(|m| (m.id.to_string(), crate::text::one_line(m.text))).collect();
            Ok((mems.gc_in(&[scope], now, rules)?, before))
        };
        // A dry run takes no lock and writes nothing.
        let report = match dry {
            true => run(&mut Memories::load(&cx.root, bot)?, cx.clock.now())?,
            false => change(cx, owner.as_ref(), run)?.0,
        };
        let (report, before) = report;
        let text = |id: &str| before.iter().find(|(i, _)| i == id).map(|(_, t)| cell(t)).unwrap_or_default();
        let whose = match (&owner, scope) {
            (Some(o), Scope::Bot) => o.name.clone(),
            _ => "global".into(),
        };
        for (ids, what) in [
            (&report.expired, "removed, expired"),
            (&report.aged_out, "removed, an unused candidate"),
            (&report.demoted, "moved back to the candidates, unused"),
        ] {
            for id in ids {
                lines.push(format!("{id}  {whose}  {what}: {}", crate::text::clip(&text(id), 60)));
            }
        }
        if report.orphans > 0 {
            let n = report.orphans;
            let s = if n == 1 { "memory" } else { "memories" };
            lines.push(format!("{whose}: dropped the state of {n} {s} no longer in the files"));
        }
        views.push(GcView {
            scope: scope.as_str(),
            owner_id: owner.filter(|_| scope == Scope::Bot).map(|o| o.id.to_string()),
            dry_run: dry,
            expired: report.expired,
            aged_out: report.aged_out,
            demoted: report.demoted,
            orphans: report.orphans,
        });
    }
    if cx.out.json {
        return cx.out.json(&views);
    }
    for line in &lines {
        cx.out.line(line)?;
    }
    match (lines.is_empty(), args.dry_run) {
        (true, _) => cx.out.note("okbot: nothing to clean up"),
        (false, true) => cx.out.note("okbot: nothing was written (--dry-run)"),
        (false, false) => {}
    }
    Ok(())
}
