//! `okbot status`: one line per owner — messages, model, context window, last activity.

use anyhow::Result;
use clap::Args;

use super::Cx;
use crate::memory::Counts;
use crate::model::{self, ModelChoice};
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::OwnerKind;
use crate::store::OwnerId;

/// Show every assistant and squad: messages, model, context window, last activity
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Only this assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

json_doc! {
    /// `okbot status --json`.
    struct StatusView {
        "root" root: String = "string", "the data root";
        "initialized" initialized: bool = "boolean", "whether `okbot init` has set it up";
        "owners" owners: Vec<OwnerStatus> = "array", "one object per assistant and squad (below)";
        "globalMemories" global_memories: Counts = "object",
            "the global memories (every assistant sees them): durable, candidate, pinned (counts; \
            expired ones left out; pinned ones are durable too)";
    }
}

json_doc! {
    /// One owner in `okbot status --json`.
    struct OwnerStatus {
        "id" id: String = "string", "the assistant's or squad's id";
        "name" name: String = "string", "its name";
        "kind" kind: OwnerKind = "string", "assistant or squad";
        "messages" messages: usize = "integer", "messages in the session";
        "records" records: usize = "integer", "rows in the session file";
        "lastActivity" last_activity: Option<String> = "string or null", "when the last row was written (RFC 3339)";
        "model" model: ModelChoice = "object", "the model its next turn uses: providerId, modelId, apiFormat, \
            contextWindow, source (assistant, environment, settings, OPENAI_API_KEY or fallback)";
        "lastUsage" last_usage: Option<serde_json::Value> = "object or null",
            "token usage the provider reported for the last turn, as it reported it";
        "damagedLines" damaged_lines: usize = "integer", "lines of the session file that are not valid rows";
        "notes" notes: usize = "integer", "notes in its library (resources.jsonl)";
        "context" context: Option<ContextStatus> = "object or null", "the context of its next turn (below)";
        "memories" memories: Option<Counts> = "object or null",
            "an assistant's own memories, as globalMemories counts them; null for a squad, or when its \
            memory files cannot be read (with a warning)";
        "skills" skills: Option<usize> = "integer or null",
            "skills it can use: its local ones and the global ones enabled in bot.json; null for a squad, \
            or when they cannot be listed (with a warning)";
        "lastEvolution" last_evolution: Option<LastEvolution> = "object or null",
            "when each kind of evolution last ran (evolution.json, below); null for a squad, or when \
            evolution.json cannot be read (with a warning)";
    }
}

json_doc! {
    /// When an assistant's evolution last ran, by kind (`lastRunAt` of `evolution.json`).
    struct LastEvolution {
        "memory" memory: Option<String> = "string or null", "memory extraction (RFC 3339); null when it never ran";
        "skills" skills: Option<String> = "string or null", "the skill step";
        "soul" soul: Option<String> = "string or null", "the persona step";
    }
}

json_doc! {
    /// An owner's context in `okbot status --json`.
    struct ContextStatus {
        "tokens" tokens: usize = "integer", "estimated tokens of the next request (without a new message)";
        "method" method: &'static str = "string", "how tokens were counted";
        "window" window: u64 = "integer", "the model's context window in tokens";
        "threshold" threshold: u64 = "integer", "tokens above which the context is compressed";
        "coveredThroughId" covered_through_id: Option<String> = "string or null",
            "the last row the summary covers, or null with no summary";
        "liveRows" live_rows: Option<usize> = "integer or null",
            "rows after the summary, sent verbatim (null when the tail is too large to count here)";
        "compactions" compactions: u64 = "integer", "how many times the session was compressed";
        "lastCompaction" last_compaction: Option<crate::compress::io::Compaction> = "object or null",
            "the last compression as summary.json records it";
    }
}

/// The `--json` document of `okbot status`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-status", shape: "one object:", fields: StatusView::FIELDS },
    JsonOutput { page: "okbot-status", shape: "Each element of owners:", fields: OwnerStatus::FIELDS },
    JsonOutput {
        page: "okbot-status",
        shape: "The context object of an owner:",
        fields: ContextStatus::FIELDS,
    },
    JsonOutput {
        page: "okbot-status",
        shape: "lastEvolution of an assistant:",
        fields: LastEvolution::FIELDS,
    },
];

pub fn run(cx: &Cx, args: StatusArgs) -> Result<()> {
    let initialized = cx.root.bots_path().is_file();
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let selected: Vec<(String, String, OwnerKind)> = match args.owner.as_deref() {
        Some(q) => {
            let o = roster.resolve(q)?;
            vec![(o.id.to_string(), o.name, o.kind)]
        }
        None => roster.owners(),
    };
    let mut owners = Vec::new();
    for (id, name, kind) in selected {
        let Ok(owner) = OwnerId::parse(&id) else {
            cx.out.warn(format!("skipping roster entry with an invalid id `{}`", id.escape_debug()));
            continue;
        };
        owners.push(owner_status(cx, &roster, &settings, owner, name, kind)?);
    }
    let global_memories = crate::memory::lifecycle::count(&cx.root, None, cx.clock.now())?;
    let view = StatusView { root: cx.root.dir().display().to_string(), initialized, owners, global_memories };
    if cx.out.json {
        return cx.out.json(&view);
    }
    print(cx, &view)
}

/// One owner's line of `okbot status`: its session, model and context.
fn owner_status(
    cx: &Cx,
    roster: &crate::roster::Roster,
    settings: &crate::settings::Settings,
    owner: OwnerId,
    name: String,
    kind: OwnerKind,
) -> Result<OwnerStatus> {
    let bot = match kind {
        OwnerKind::Assistant => crate::roster::io::load_bot_file(&cx.root, &owner).unwrap_or_else(|e| {
            cx.out.warn(format!("{e:#}"));
            None
        }),
        OwnerKind::Squad => None,
    };
    let model = model::choose(settings, bot.as_ref(), |k| std::env::var(k).ok());
    let memories = match kind {
        // A file status cannot read (a link, a fifo, a folder) costs only its own field, with a
        // warning: one broken assistant must not hide every other one.
        OwnerKind::Assistant => crate::memory::lifecycle::count(&cx.root, Some(&owner), cx.clock.now())
            .map_err(|e| cx.out.warn(format!("{owner}: cannot count the memories: {e:#}")))
            .ok(),
        OwnerKind::Squad => None,
    };
    let (skills, last_evolution) = match kind {
        OwnerKind::Assistant => {
            let skills = crate::skills::io::list(&cx.root, &owner, bot.as_ref())
                .map_err(|e| cx.out.warn(format!("{owner}: cannot list the skills: {e:#}")))
                .ok()
                .map(|(skills, _)| skills.len());
            let last = crate::evolution::io::load(&cx.root, &owner)
                .map_err(|e| cx.out.warn(format!("{owner}: cannot read the evolution state: {e:#}")))
                .ok()
                .map(|(e, _)| LastEvolution {
                    memory: e.memory.last_run_at,
                    skills: e.skills.last_run_at,
                    soul: e.soul.last_run_at,
                });
            (skills, last)
        }
        OwnerKind::Squad => (None, None),
    };
    let stats = crate::session::io::stats(&cx.root, &owner)?;
    let context = context_status(cx, roster, &owner, settings)
        .map_err(|e| cx.out.warn(format!("{owner}: cannot estimate the context: {e:#}")))
        .ok();
    Ok(OwnerStatus {
        id: owner.to_string(),
        name,
        kind,
        messages: stats.messages,
        records: stats.records,
        last_activity: stats.last_at,
        model,
        last_usage: stats.last_usage,
        damaged_lines: stats.damaged.len(),
        notes: crate::notes::io::count(&cx.root, &owner),
        context,
        memories,
        skills,
        last_evolution,
    })
}

/// The human view of `okbot status`.
fn print(cx: &Cx, view: &StatusView) -> Result<()> {
    cx.out.line(format!("root: {}", view.root))?;
    if !view.initialized {
        cx.out.line("not set up yet")?;
        cx.out.hint("run `okbot init`");
        return Ok(());
    }
    cx.out.line(format!("    global memories: {}", memory_counts(&view.global_memories)))?;
    for o in &view.owners {
        print_owner(cx, o)?;
    }
    if view.owners.is_empty() {
        cx.out.line("no assistants yet")?;
        cx.out.hint("create one with `okbot assistant create NAME`");
    }
    Ok(())
}

fn print_owner(cx: &Cx, o: &OwnerStatus) -> Result<()> {
    let last = o.last_activity.as_deref().and_then(crate::clock::parse_stamp).map(crate::clock::human);
    let mut line = format!(
        "{}  {}  {} messages  model {} (window {})  last activity {}",
        o.id,
        o.name,
        o.messages,
        o.model.label(),
        o.model.context_window,
        last.as_deref().unwrap_or("never"),
    );
    match o.notes {
        0 => {}
        1 => line.push_str("  1 note"),
        n => line.push_str(&format!("  {n} notes")),
    }
    if o.damaged_lines > 0 {
        line.push_str(&format!("  ({} damaged lines)", o.damaged_lines));
    }
    cx.out.line(line)?;
    if let Some(m) = &o.memories {
        cx.out.line(format!("    memories: {}", memory_counts(m)))?;
    }
    if let (Some(n), Some(e)) = (o.skills, &o.last_evolution) {
        let last = [&e.memory, &e.skills, &e.soul].into_iter().flatten().max();
        let when = last.and_then(|s| crate::clock::parse_stamp(s)).map(crate::clock::human);
        cx.out.line(format!("    skills: {n}  last evolution: {}", when.as_deref().unwrap_or("never")))?;
    }
    let Some(c) = &o.context else { return Ok(()) };
    let live = c.live_rows.map_or_else(|| "a large tail".to_string(), |n| format!("{n} rows"));
    let coverage = match &c.covered_through_id {
        Some(id) => format!("summary covers through {id}, {live} live"),
        None => format!("no summary, {live} live"),
    };
    cx.out.line(format!(
        "    context {} / {} tokens (compresses at {}, {})  {coverage}  {} compactions",
        c.tokens, c.window, c.threshold, c.method, c.compactions
    ))?;
    if let Some(last) = &c.last_compaction {
        cx.out.line(format!(
            "    last compaction {} ({}): {} → {} tokens",
            last.at, last.mode, last.tokens_before, last.tokens_after
        ))?;
    }
    Ok(())
}

/// "3 kept (1 pinned), 2 candidates".
fn memory_counts(c: &Counts) -> String {
    let candidates = if c.candidate == 1 { "candidate" } else { "candidates" };
    format!("{} kept ({} pinned), {} {candidates}", c.durable, c.pinned, c.candidate)
}

/// Tails larger than this are sized from their byte count instead of being read and counted.
const COUNT_LIMIT: u64 = 4 << 20;

fn context_status(
    cx: &Cx,
    roster: &crate::roster::Roster,
    owner: &OwnerId,
    settings: &crate::settings::Settings,
) -> Result<ContextStatus> {
    let summary = crate::compress::io::load(&cx.root, owner)?;
    let log = crate::compress::io::compactions(&cx.root, owner)?;
    let last_compaction = log.rows.into_iter().map(|(_, c)| c).next_back();
    let offset = summary.coverage().and(summary.covered_through_offset).unwrap_or(0);
    let tail_bytes = crate::session::io::bytes_after(&cx.root, owner, offset);
    let resolved = roster.resolve(owner.as_str())?;
    if tail_bytes > COUNT_LIMIT {
        let bot = crate::roster::io::load_bot_file(&cx.root, owner).ok().flatten();
        let model = crate::model::choose(settings, bot.as_ref(), |k| std::env::var(k).ok());
        return Ok(ContextStatus {
            tokens: (tail_bytes / 4) as usize,
            method: "approx:bytes/4",
            window: model.context_window,
            threshold: crate::context::threshold(model.context_window, settings.context_compression.ratio),
            covered_through_id: summary.coverage().map(str::to_string),
            live_rows: None,
            compactions: summary.compactions,
            last_compaction,
        });
    }
    let g = crate::context::gather::gather(
        &cx.root,
        roster,
        &resolved,
        settings,
        &crate::tools::notes(settings),
        cx.clock.now(),
    )?;
    let view = crate::context::view::build(
        &g.inputs,
        g.live.entries.iter().map(|(_, e)| e),
        None,
        &settings.pruning,
    );
    // Reads the token cache, never writes it: status changes nothing in the root.
    let counter = crate::context::counts::counter(&cx.root, owner, &g.model.model_id);
    let tokens = crate::context::view::count(&view, &counter).total;
    Ok(ContextStatus {
        tokens,
        method: counter.method(),
        window: g.model.context_window,
        threshold: crate::context::threshold(g.model.context_window, settings.context_compression.ratio),
        covered_through_id: g.summary.coverage().map(str::to_string),
        live_rows: Some(g.live.entries.len()),
        compactions: g.summary.compactions,
        last_compaction,
    })
}
