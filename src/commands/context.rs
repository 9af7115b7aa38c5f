//! `okbot context show`: exactly what the model would receive.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use crate::context::counts;
use crate::context::gather::{self, Gathered};
use crate::context::view::{self, View};
use crate::context::{Sourced, stable_prefix_hash, threshold};
use crate::error::Failure;
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::Owner;
use crate::session::Item;
use crate::tokens::MemoStats;

/// Inspect the model's view of a conversation
#[derive(Debug, Subcommand)]
pub enum ContextCommand {
    Show(ShowArgs),
}

/// Print exactly what the model would receive: `## instructions`, then `## session items`
///
/// The instructions are rebuilt from disk (role line, profile, SOUL.md, tool notes, recalled
/// memories, session summary, skill catalog, active task); the session items are the rows
/// after the summary's coverage. With --json every block comes with its token count, the
/// totals against the window and the compression threshold, the counting method, a hash of the
/// stable prefix (blocks 1–4), and how many texts the owner's token cache already knew
/// (`tokenCache`: the cache is saved as `<owner>/.token-cache`).
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Show what the model saw when this user message was sent (later rows left out)
    #[arg(long, value_name = "MSG_ID", conflicts_with = "message")]
    pub at: Option<String>,
    /// Add a new user message, as the next chat turn would
    #[arg(long, value_name = "TEXT")]
    pub message: Option<String>,
    /// With a squad: show the request this member's run gets for --task (its own persona,
    /// memories, skills and tools; the task is its only message)
    #[arg(long, value_name = "NAME", requires = "task", conflicts_with_all = ["at", "message"])]
    pub member: Option<String>,
    /// The task the squad's captain gives the --member
    #[arg(long, value_name = "TEXT", requires = "member")]
    pub task: Option<String>,
}

pub fn run(cx: &Cx, cmd: ContextCommand) -> Result<()> {
    match cmd {
        ContextCommand::Show(args) => show(cx, args),
    }
}

json_doc! {
    /// One block of the instructions in `okbot context show --json`.
    struct BlockView<'a> {
        "name" name: &'a str = "string", "the block (role, profile, soul, tools, memory, …)";
        "tokens" tokens: usize = "integer", "its tokens";
        "text" text: &'a str = "string", "its text, as sent";
    }
}

json_doc! {
    /// One session item in `okbot context show --json`.
    struct ItemView<'a> {
        #[serde(flatten)]
        "…" item: &'a Sourced = "fields",
            "the item as the model receives it: id (the row it came from), then its type and content";
        "tokens" tokens: usize = "integer", "its tokens";
    }
}

json_doc! {
    /// Token totals in `okbot context show --json`.
    struct Totals {
        "instructions" instructions: usize = "integer", "tokens of the instructions";
        "items" items: usize = "integer", "tokens of the session items";
        "message" message: usize = "integer", "tokens of the new message (0 without --message)";
        "total" total: usize = "integer", "tokens of the whole request";
        "window" window: u64 = "integer", "the model's context window";
        "threshold" threshold: u64 = "integer", "tokens at which the context is compressed";
        "ratio" ratio: f64 = "number", "contextCompression.ratio, the threshold as a share of the window";
        "overThreshold" over_threshold: bool = "boolean", "whether total reaches the threshold";
    }
}

json_doc! {
    /// What the summary covers, in `okbot context show --json`.
    struct CoverageView {
        "coveredThroughId" covered_through_id: String = "string", "the last row the summary covers";
        "summaryChars" summary_chars: usize = "integer", "characters of the summary";
        "compactions" compactions: u64 = "integer", "how many times the session was compressed";
    }
}

json_doc! {
    /// `okbot context show --json`.
    struct ShowView<'a> {
        "ownerId" owner_id: &'a str = "string", "whose context";
        "model" model: String = "string", "PROVIDER/MODEL the request is for";
        "method" method: &'static str = "string", "how tokens were counted";
        "stablePrefixHash" stable_prefix_hash: String = "string",
            "a hash of the instructions, unchanged while they are (so a provider's prompt cache can hold)";
        "blocks" blocks: Vec<BlockView<'a>> = "array", "the blocks of the instructions (below)";
        "items" items: Vec<ItemView<'a>> = "array", "the session items, oldest first (below)";
        #[serde(skip_serializing_if = "Option::is_none")]
        "message" message: Option<&'a str> = "string, absent without --message", "the new message";
        "totals" totals: Totals = "object", "token totals (below)";
        "coverage" coverage: Option<CoverageView> = "object or null", "what the summary covers (below), or null";
        "providerUsage" provider_usage: Option<serde_json::Value> = "object or null",
            "token usage the provider reported for the last turn, beside the estimate";
        "tokenCache" token_cache: CacheView = "object", "how the token cache served the counts (below)";
    }
}

json_doc! {
    /// How the owner's token cache served the counts: texts it knew, texts counted by the encoder.
    struct CacheView {
        "hits" hits: u64 = "integer", "texts whose count the cache knew";
        "misses" misses: u64 = "integer", "texts counted by the encoder";
    }
}

/// The `--json` document of `okbot context show`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-context-show", shape: "one object:", fields: ShowView::FIELDS },
    JsonOutput { page: "okbot-context-show", shape: "Each element of blocks:", fields: BlockView::FIELDS },
    JsonOutput { page: "okbot-context-show", shape: "Each element of items:", fields: ItemView::FIELDS },
    JsonOutput { page: "okbot-context-show", shape: "The totals object:", fields: Totals::FIELDS },
    JsonOutput { page: "okbot-context-show", shape: "The coverage object:", fields: CoverageView::FIELDS },
    JsonOutput { page: "okbot-context-show", shape: "The tokenCache object:", fields: CacheView::FIELDS },
];

/// Load the owner's inputs, warning about anything odd.
pub fn load(cx: &Cx, owner_flag: Option<&str>) -> Result<(Owner, crate::settings::Settings, Gathered)> {
    let roster = cx.roster()?;
    let owner = roster.default_owner(owner_flag)?;
    let settings = cx.settings()?.settings;
    let gathered = gather::gather(
        &cx.root,
        &roster,
        &owner,
        &settings,
        &crate::tools::notes(&settings),
        cx.clock.now(),
    )?;
    for (w, hint) in gathered.all_warnings() {
        cx.out.warn(w);
        if let Some(hint) = hint {
            cx.out.hint(hint);
        }
    }
    Ok((owner, settings, gathered))
}

fn show(cx: &Cx, args: ShowArgs) -> Result<()> {
    if let (Some(member), Some(task)) = (&args.member, &args.task) {
        return show_member(cx, &args, member, task);
    }
    let (owner, settings, mut g) = load(cx, args.owner.as_deref())?;
    if let Some(message) = &args.message {
        // Recall ranks against the new message, as the next turn's request will.
        let recalled = gather::recall(&cx.root, &owner, &settings, &g.live, Some(message), cx.clock.now())?;
        g.inputs.memories = recalled.block;
    }
    let (view, coverage) = match &args.at {
        None => {
            let rows = g.live.entries.iter().map(|(_, e)| e);
            let view = view::build(&g.inputs, rows, args.message.as_deref(), &settings.pruning);
            let coverage = g.summary.coverage().map(|id| CoverageView {
                covered_through_id: id.to_string(),
                summary_chars: g.summary.summary.chars().count(),
                compactions: g.summary.compactions,
            });
            (view, coverage)
        }
        Some(id) => at_view(cx, &owner, &settings, &mut g, id)?,
    };
    // The human view prints no counts, so it does not load the tokenizer.
    if !cx.out.json {
        return print_human(cx, &view);
    }
    let counter = counts::counter(&cx.root, &owner.id, &g.model.model_id);
    let tokens = view::count(&view, &counter);
    let MemoStats { hits, misses } = counter.memo().map(|m| m.stats()).unwrap_or_default();
    let limit = threshold(g.model.context_window, settings.context_compression.ratio);
    let usage = g.live.entries.iter().rev().find_map(|(_, e)| e.usage.clone());
    let out = ShowView {
        owner_id: owner.id.as_str(),
        model: g.model.label(),
        method: counter.method(),
        stable_prefix_hash: stable_prefix_hash(&view.blocks),
        blocks: view
            .blocks
            .iter()
            .zip(&tokens.blocks)
            .map(|(b, &tokens)| BlockView { name: b.name, tokens, text: &b.text })
            .collect(),
        items: view
            .items
            .iter()
            .zip(&tokens.items)
            .map(|(item, &tokens)| ItemView { item, tokens })
            .collect(),
        message: view.message.as_deref(),
        totals: Totals {
            instructions: tokens.instructions,
            items: tokens.items_total,
            message: tokens.message,
            total: tokens.total,
            window: g.model.context_window,
            threshold: limit,
            ratio: settings.context_compression.ratio,
            over_threshold: tokens.total as u64 >= limit,
        },
        coverage,
        provider_usage: usage,
        token_cache: CacheView { hits, misses },
    };
    cx.out.json(&out)?;
    counts::keep_counts(&cx.root, &owner.id, &counter);
    Ok(())
}

/// `--member NAME --task TEXT`: the nested request of a squad member's run.
fn show_member(cx: &Cx, args: &ShowArgs, member: &str, task: &str) -> Result<()> {
    // As the captain's call reaches the member: trimmed, and never empty (an empty task fails).
    let task = task.trim();
    if task.is_empty() {
        return Err(Failure::usage("the task is empty; a member is never asked with an empty task")
            .hint("give the task the captain would send: `--task TEXT`")
            .into());
    }
    let roster = cx.roster()?;
    let squad = roster.default_owner(args.owner.as_deref())?;
    if squad.kind != crate::roster::OwnerKind::Squad {
        return Err(Failure::usage(format!(
            "{} is not a squad; --member shows a squad member's request",
            squad.name
        ))
        .hint("name the squad with `-a SQUAD`")
        .into());
    }
    let settings = cx.settings()?.settings;
    let env = crate::turn::Env {
        root: &cx.root,
        clock: &cx.clock,
        roster: &roster,
        owner: &squad,
        bot: None,
        settings: &settings,
        began_on: Default::default(),
    };
    let request = crate::turn::member_request(&env, member, task)?;
    let view = view::build(&request.inputs, std::iter::empty(), Some(task), &settings.pruning);
    if !cx.out.json {
        return print_human(cx, &view);
    }
    let model = crate::model::choose(&settings, request.bot.as_ref(), |k| std::env::var(k).ok());
    let counter = counts::counter(&cx.root, &request.owner.id, &model.model_id);
    let tokens = view::count(&view, &counter);
    let MemoStats { hits, misses } = counter.memo().map(|m| m.stats()).unwrap_or_default();
    let limit = threshold(model.context_window, settings.context_compression.ratio);
    let out = ShowView {
        owner_id: request.owner.id.as_str(),
        model: model.label(),
        method: counter.method(),
        stable_prefix_hash: stable_prefix_hash(&view.blocks),
        blocks: view
            .blocks
            .iter()
            .zip(&tokens.blocks)
            .map(|(b, &tokens)| BlockView { name: b.name, tokens, text: &b.text })
            .collect(),
        items: Vec::new(),
        message: view.message.as_deref(),
        totals: Totals {
            instructions: tokens.instructions,
            items: tokens.items_total,
            message: tokens.message,
            total: tokens.total,
            window: model.context_window,
            threshold: limit,
            ratio: settings.context_compression.ratio,
            over_threshold: tokens.total as u64 >= limit,
        },
        coverage: None,
        provider_usage: None,
        token_cache: CacheView { hits, misses },
    };
    cx.out.json(&out)
}

fn print_human(cx: &Cx, view: &View) -> Result<()> {
    cx.out.line("## instructions")?;
    cx.out.line(&view.instructions)?;
    cx.out.line("")?;
    cx.out.line("## session items")?;
    for item in &view.items {
        cx.out.line(view::render_item(item))?;
    }
    if let Some(m) = &view.message {
        cx.out.line(format!("[user] {m}"))?;
    }
    Ok(())
}

/// The view as it was when user message `id` was sent: rows up to it, and the coverage that
/// was in effect then (replayed from compactions.jsonl).
fn at_view(
    cx: &Cx,
    owner: &Owner,
    settings: &crate::settings::Settings,
    g: &mut Gathered,
    id: &str,
) -> Result<(View, Option<CoverageView>)> {
    // Streamed: only the rows the request at `id` was built from are held (the transcript
    // before its summary's coverage is read past, not kept).
    let log = crate::compress::io::compaction_log(&cx.root, &owner.id)?;
    let wanted: std::collections::HashSet<String> =
        log.iter().filter_map(|c| c.to_id.clone()).chain(g.summary.coverage().map(str::to_string)).collect();
    let Some(at) = crate::session::io::locate(&cx.root, &owner.id, id, &wanted)? else {
        return Err(Failure::usage(format!("no row `{id}` in the session of {}", owner.name))
            .hint("`okbot session show --json` lists the ids")
            .into());
    };
    if !matches!(&at.entry.item, Item::Message { role, .. } if role == "user") {
        return Err(Failure::usage(format!("`{id}` is not a user message"))
            .hint("--at takes the id of a user message: the request that message started")
            .into());
    }
    let reply_at = at.next_at.as_deref().and_then(crate::clock::parse_stamp);
    let state =
        crate::compress::log::state_at(&log, &g.summary, &|id: &str| at.before.contains_key(id), reply_at);
    let rows = match state.as_ref().and_then(|s| at.before.get(&s.covered_through_id)) {
        // From the covered row (the first row read), which is left out.
        Some(&covered) => crate::session::io::between(&cx.root, &owner.id, covered, at.offset)?
            .into_iter()
            .skip(1)
            .collect(),
        None => crate::session::io::between(&cx.root, &owner.id, 0, at.offset)?,
    };
    let coverage = state.as_ref().map(|s| CoverageView {
        covered_through_id: s.covered_through_id.clone(),
        summary_chars: s.summary.chars().count(),
        compactions: s.compactions,
    });
    g.inputs.summary = state.map(|s| s.summary);
    let Item::Message { text, .. } = &at.entry.item else { unreachable!("checked above") };
    let message = crate::session::strip_think(text).into_owned();
    let view = view::build(&g.inputs, &rows, Some(&message), &settings.pruning);
    Ok((view, coverage))
}
