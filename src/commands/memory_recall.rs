//! `okbot memory recall`: what block 5 of the next request would carry, and why.

use anyhow::Result;
use clap::Args;

use super::Cx;
use crate::memory::recall::{self, Cut, Scope, Selection, Why};
use crate::memory::{Memories, MemoryRef};
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::OwnerKind;

/// Show which memories the next request would carry, and why
///
/// Ranks the durable memories (the assistant's and the global ones; a squad's: global only)
/// exactly as the next chat turn will: pinned rows first, then the rows most relevant to the new
/// message and the recent conversation (BM25, Chinese, Japanese and Korean as character pairs)
/// blended with their hits, then the most used rows to fill the free places; at most
/// memory.recallMaxEntries rows (and memory.promptMaxEntries) and memory.promptMaxChars
/// characters, the rest folded into one row. Candidates and expired memories are never recalled.
/// Without --query the newest message of the conversation stands for the new one. Prints the
/// ranking, then the block as it would be sent. Changes nothing: only a sent request gives the
/// recalled memories their hit.
#[derive(Debug, Args)]
pub struct RecallArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// The new message to rank against (default: the newest message of the conversation)
    #[arg(long, value_name = "TEXT")]
    pub query: Option<String>,
}

json_doc! {
    /// `okbot memory recall --json`.
    struct RecallView<'a> {
        "ownerId" owner_id: &'a str = "string", "whose next request";
        "query" query: &'a str = "string", "the new message ranked against (empty when there is none)";
        "bufferMessages" buffer_messages: usize = "integer", "recent messages ranked against as well (weigh half)";
        "queryTerms" query_terms: usize = "integer", "distinct words (and character pairs) of the query";
        "maxEntries" max_entries: usize = "integer", "the entry cap (memory.recallMaxEntries, at most memory.promptMaxEntries)";
        "maxChars" max_chars: usize = "integer", "the character cap (memory.promptMaxChars)";
        "durables" durables: usize = "integer", "durable memories read";
        "expired" expired: usize = "integer", "of them expired (never recalled)";
        "chars" chars: usize = "integer", "characters of the block's rows, as the cap counts them";
        "picks" picks: Vec<PickView<'a>> = "array", "the rows of the block, in rank order (below)";
        "folded" folded: Vec<&'a str> = "array of strings", "ids folded into the last row by the character cap";
        "leftOut" left_out: Vec<LeftOutView<'a>> = "array", "pinned and relevant rows the caps kept out (below)";
        "notReached" not_reached: usize = "integer", "rows neither pinned nor relevant that found no free place";
        "block" block: &'a str = "string", "the block's text, exactly as the request carries it (empty: no block)";
    }
}

json_doc! {
    /// One row of the block in `okbot memory recall --json`.
    struct PickView<'a> {
        "id" id: &'a str = "string", "the memory";
        "scope" scope: Scope = "string", "global or bot";
        "why" why: Why = "string", "pinned, relevant, or fill (no relevance: fills a free place, earns no hit)";
        "score" score: f64 = "number", "relevance blended with hits: the rank among relevant rows";
        "relevance" relevance: f64 = "number", "BM25 against the query (0: nothing matched)";
        "hits" hits: u64 = "integer", "times recalled or found again";
        "memory" memory: &'a str = "string", "the text";
    }
}

json_doc! {
    /// One row kept out in `okbot memory recall --json`.
    struct LeftOutView<'a> {
        "id" id: &'a str = "string", "the memory";
        "scope" scope: Scope = "string", "global or bot";
        "why" why: Why = "string", "pinned or relevant";
        "score" score: f64 = "number", "its rank score";
        "cut" cut: Cut = "string", "entries (over the entry cap), chars (dropped by the character cap) or folded (its first characters are in the fold row)";
        "memory" memory: &'a str = "string", "the text";
    }
}

/// The `--json` document of `okbot memory recall`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-memory-recall", shape: "one object:", fields: RecallView::FIELDS },
    JsonOutput { page: "okbot-memory-recall", shape: "Each element of picks:", fields: PickView::FIELDS },
    JsonOutput {
        page: "okbot-memory-recall",
        shape: "Each element of leftOut:",
        fields: LeftOutView::FIELDS,
    },
];

pub fn run(cx: &Cx, args: RecallArgs) -> Result<()> {
    let (owner, settings, g) = super::context::load(cx, args.owner.as_deref())?;
    let limit = settings.memory.recent_message_limit as usize;
    let entries = g.live.entries.iter().map(|(_, e)| e);
    let queries = match args.query.as_deref() {
        Some(q) => recall::queries_with(q, entries, limit),
        None => recall::queries(entries, limit),
    };
    let bot = (owner.kind == OwnerKind::Assistant).then_some(&owner.id);
    let memories = Memories::load_for_prompt(&cx.root, bot)?;
    let rows = recall::rows(&memories);
    let sel = recall::select(&rows, &queries, cx.clock.now(), recall::caps(&settings.memory));
    let block = recall::render(&sel);
    let text_of =
        |id: &str| memories.iter().find(|m| m.id == id).map(|m: MemoryRef| m.text).unwrap_or_default();
    let view = RecallView {
        owner_id: owner.id.as_str(),
        query: queries[0],
        buffer_messages: queries.len() - 1,
        query_terms: sel.query_terms,
        max_entries: sel.caps.max_entries,
        max_chars: sel.caps.max_chars,
        durables: sel.rows,
        expired: sel.expired,
        chars: sel.chars,
        picks: sel
            .picks
            .iter()
            .map(|p| PickView {
                id: p.id,
                scope: p.scope,
                why: p.why,
                score: p.score,
                relevance: p.relevance,
                hits: p.hits,
                memory: rows[p.index].text,
            })
            .collect(),
        folded: sel.fold.as_ref().map(|f| f.ids.clone()).unwrap_or_default(),
        left_out: sel
            .left_out
            .iter()
            .map(|l| LeftOutView {
                id: l.id,
                scope: l.scope,
                why: l.why,
                score: l.score,
                cut: l.cut,
                memory: text_of(l.id),
            })
            .collect(),
        not_reached: sel.not_reached,
        block: &block,
    };
    if cx.out.json {
        return cx.out.json(&view);
    }
    print_human(cx, &owner.name, &view, &sel)
}

fn print_human(cx: &Cx, name: &str, v: &RecallView, sel: &Selection) -> Result<()> {
    let recalled = v.picks.len();
    cx.out.line(format!(
        "{name}: {recalled} of {} memories recalled ({} chars of {}, {} rows at most)",
        v.durables - v.expired,
        v.chars,
        v.max_chars,
        v.max_entries
    ))?;
    let query = if v.query.is_empty() { "(no message)" } else { v.query };
    cx.out.line(format!(
        "ranked against: {} + {} recent message(s), {} terms",
        shown(query),
        v.buffer_messages,
        v.query_terms
    ))?;
    if !v.picks.is_empty() {
        let id_width = v.picks.iter().map(|p| p.id.chars().count()).max().unwrap_or(2);
        cx.out.line("")?;
        cx.out.line(format!(
            "{:>3}  {:<8}  {:>6}  {:>4}  {:<6}  {:<id_width$}  memory",
            "#", "why", "score", "hits", "scope", "id"
        ))?;
        for (n, p) in v.picks.iter().enumerate() {
            let score = if p.why == Why::Relevant { format!("{:.2}", p.score) } else { "-".into() };
            cx.out.line(format!(
                "{:>3}  {:<8}  {score:>6}  {:>4}  {:<6}  {:<id_width$}  {}",
                n + 1,
                why(p.why),
                p.hits,
                p.scope.as_str(),
                crate::output::cell(p.id),
                shown(p.memory)
            ))?;
        }
    }
    if !v.folded.is_empty() {
        cx.out.line(format!("folded into the last row (character cap): {}", v.folded.join(", ")))?;
    }
    for l in &v.left_out {
        if l.cut == Cut::Folded {
            continue;
        }
        let cap = match l.cut {
            Cut::Entries => "over the row cap",
            _ => "over the character cap",
        };
        cx.out.line(format!("left out ({cap}): {} {}", l.id, shown(l.memory)))?;
    }
    if sel.unlisted > 0 {
        cx.out.line(format!("… and {} more relevant memories over the row cap", sel.unlisted))?;
    }
    if v.expired > 0 {
        cx.out.line(format!("expired, never recalled: {}", v.expired))?;
    }
    cx.out.line("")?;
    if v.block.is_empty() {
        cx.out.line("(the next request carries no memories)")
    } else {
        cx.out.line("the block, as the next request carries it:")?;
        cx.out.line(v.block)
    }
}

fn why(w: Why) -> &'static str {
    match w {
        Why::Pinned => "pinned",
        Why::Relevant => "relevant",
        Why::Fill => "fill",
    }
}

/// A text on one line, at most 60 characters, control characters escaped (safe on a terminal).
fn shown(text: &str) -> String {
    crate::output::cell(&crate::text::clip(&crate::text::one_line(text), 60))
}
