//! `okbot history search`: find earlier messages of one conversation.

use std::cell::RefCell;
use std::collections::BTreeSet;

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use crate::output::{Document, JsonOutput};

/// Search a conversation's history, including what the summary folded away
#[derive(Debug, Subcommand)]
pub enum HistoryCommand {
    Search(SearchArgs),
}

/// Rank this conversation's messages and tool rows by relevance to QUERY
///
/// Hidden messages never match. Chinese, Japanese and Korean text matches by character pairs,
/// so no word segmentation is needed.
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// What to look for
    pub query: String,
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Show at most N hits (1 or more)
    #[arg(short = 'n', long, default_value_t = 10, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..))]
    pub limit: u32,
}

/// The `--json` document of `okbot history search`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] = &[JsonOutput {
    page: "okbot-history-search",
    shape: "an array with one object per match, best first:",
    fields: crate::history::Hit::FIELDS,
}];

pub fn run(cx: &Cx, cmd: HistoryCommand) -> Result<()> {
    let HistoryCommand::Search(args) = cmd;
    if args.query.trim().is_empty() {
        return Err(crate::error::usage(
            "the search is empty",
            "give a word or phrase to look for: okbot history search \"invoice\"",
        ));
    }
    let owner = cx.owner(args.owner.as_deref())?;
    // The search reads the transcript twice: a set, so a damaged line is counted once.
    let damaged = RefCell::new(BTreeSet::new());
    let rows = |each: &mut dyn FnMut(&crate::session::Entry)| {
        crate::session::io::for_each_entry_or_damaged(&cx.root, &owner.id, each, &mut |at| {
            damaged.borrow_mut().insert(at);
        })
    };
    let hits = crate::history::search_stream(&rows, &args.query, args.limit as usize)?;
    super::session::warn_damaged(cx, &owner.id, &damaged.into_inner().into_iter().collect::<Vec<_>>(), 0);
    if cx.out.json {
        return cx.out.json(&hits).and_then(|()| found(hits.len()));
    }
    for h in &hits {
        // (A row written by hand may carry no time, or one that cannot be read: said as
        // `session show` says it.)
        let when = crate::session::human_time(h.created_at.as_deref());
        let when = if h.created_at.is_some() { when } else { format!("[{when}]") };
        cx.out.line(format!("{}\t{when}\t{}\t{}", h.id, h.role, h.snippet))?;
    }
    if hits.is_empty() {
        cx.out.note("okbot: no matches");
    }
    found(hits.len())
}

/// grep's convention: exit 1, with no error message, when nothing matches.
fn found(hits: usize) -> Result<()> {
    if hits == 0 { Err(crate::error::Failure::silent(crate::error::code::FAILURE).into()) } else { Ok(()) }
}
