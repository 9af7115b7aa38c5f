//! `okbot session show|list|append|reset`.

use std::io::IsTerminal;

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::Value;

use super::Cx;
use crate::error::Failure;
use crate::output::{Document, JsonOutput, json_doc};
use crate::session::{self, Entry, NewMeta, ShownRow};
use crate::store::OwnerId;

/// Read and write an owner's transcript (session.jsonl)
#[derive(Debug, Subcommand)]
pub enum SessionCommand {
    Show(ShowArgs),
    List(ListArgs),
    Append(AppendArgs),
    Reset(ResetArgs),
}

/// Show the conversation as people see it
///
/// User and assistant messages, oldest first; hidden messages (schedule triggers, silent task
/// continuations) and tool rows are left out unless --all. `--limit` and `--before` page from
/// the end, reading only the tail of the file.
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Also show tool calls and tool results
    #[arg(long)]
    pub all: bool,
    /// Show at most the last N rows
    #[arg(short = 'n', long, value_name = "N")]
    pub limit: Option<usize>,
    /// Show only rows before the row with this id
    #[arg(long, value_name = "ID")]
    pub before: Option<String>,
}

/// List owners with their message counts and last activity
#[derive(Debug, Args)]
pub struct ListArgs {}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Role {
    User,
    Assistant,
}

/// Append rows to a transcript
///
/// Either one message from --role and --text, or JSON Lines on stdin: each line a full
/// envelope ({"v":2,"id":…,"createdAt":…,"item":{…},"meta":{…}}) or a bare item
/// ({"type":"message","role":"user","content":"…"}), which gets an id and the current time.
/// Every row is stored as the version-2 envelope the OkBot app keeps: missing id, createdAt
/// and meta.uiRole are filled in, an epoch createdAt becomes a date, tool rows get callId and
/// string arguments. Every line is checked before anything is written: one line that cannot
/// be stored so, or an id already used, and nothing is appended. Prints the ids of the
/// appended rows.
#[derive(Debug, Args)]
pub struct AppendArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// Role of the message given with --text
    #[arg(long, requires = "text")]
    pub role: Option<Role>,
    /// Text of one message (with --role; default role user)
    #[arg(long)]
    pub text: Option<String>,
    /// Mark the rows hidden: the model sees them, `session show` does not
    #[arg(long)]
    pub hidden: bool,
}

/// Start an empty transcript; the old one is archived, not deleted
///
/// Moves session.jsonl, session-summary.json and compactions.jsonl to
/// <owner>/archive/<timestamp>/.
#[derive(Debug, Args)]
pub struct ResetArgs {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

pub fn run(cx: &Cx, cmd: SessionCommand) -> Result<()> {
    match cmd {
        SessionCommand::Show(args) => show(cx, args),
        SessionCommand::List(_) => list(cx),
        SessionCommand::Append(args) => append(cx, args),
        SessionCommand::Reset(args) => reset(cx, args),
    }
}

/// Say that damaged lines of a transcript (byte offsets, ascending) were skipped; one warning
/// for all of them, as a damaged file may hold thousands.
pub(crate) fn warn_damaged(cx: &Cx, owner: &OwnerId, damaged_at: &[u64], read_from: u64) {
    if let Some(warning) = crate::session::io::damaged_warning(&cx.root, owner, damaged_at, read_from) {
        cx.out.warn(warning);
        cx.out.hint(crate::session::io::DAMAGED_HINT);
    }
}

fn show(cx: &Cx, args: ShowArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    let keep = |e: &Entry| e.is_visible() || (args.all && e.is_tool_row());
    let tail = crate::session::io::tail(&cx.root, &owner.id, args.limit, args.before.as_deref(), keep)?;
    if !tail.found_before {
        let id = args.before.unwrap_or_default();
        return Err(Failure::usage(format!("no row `{id}` in the session of {}", owner.name))
            .hint("`okbot session show --all --json` lists the ids")
            .into());
    }
    warn_damaged(cx, &owner.id, &tail.damaged_at, tail.read_from);
    let rows: Vec<ShownRow> = tail
        .entries
        .iter()
        .zip(&tail.speakers)
        .filter_map(|(e, speaker)| ShownRow::of(e).map(|r| ShownRow { speaker: speaker.clone(), ..r }))
        .collect();
    if cx.out.json {
        return cx.out.json(&rows);
    }
    let roster = cx.roster()?;
    for row in &rows {
        cx.out.line(render(row, &roster))?;
    }
    Ok(())
}

/// Who said a squad row: the captain, or the member's name (its id when it is gone).
fn speaker_name(speaker: &str, roster: &crate::roster::Roster) -> String {
    if speaker == crate::squads::CAPTAIN {
        return "captain".into();
    }
    roster.bots.iter().find(|b| b.id == speaker).map_or_else(|| speaker.to_string(), |b| b.name.clone())
}

fn render(row: &ShownRow, roster: &crate::roster::Roster) -> String {
    // (A row written by hand or by another tool may carry no time, or one that cannot be read.)
    let when = crate::session::human_time(row.created_at.as_deref());
    let who = match row.kind {
        "tool_call" => format!("tool call {}", row.name.as_deref().unwrap_or("")),
        "tool_result" => {
            format!(
                "tool result {} ({})",
                row.name.as_deref().unwrap_or(""),
                row.status.as_deref().unwrap_or("")
            )
        }
        _ => match &row.speaker {
            Some(speaker) => speaker_name(speaker, roster),
            None => row.role.clone().unwrap_or_default(),
        },
    };
    let body = row.text.replace('\n', "\n    ");
    format!("[{when}] {who}: {body}")
}

json_doc! {
    /// One row of `okbot session list --json`.
    struct ListRow {
        "id" id: String = "string", "the assistant's or squad's id";
        "name" name: String = "string", "its name";
        "kind" kind: crate::roster::OwnerKind = "string", "assistant or squad";
        "messages" messages: usize = "integer", "messages in the session";
        "records" records: usize = "integer", "rows in the session file (messages, tool calls, results, …)";
        "lastActivity" last_activity: Option<String> = "string or null", "when the last row was written (RFC 3339)";
        "damagedLines" damaged_lines: usize = "integer", "lines of the file that are not valid rows";
    }
}

json_doc! {
    /// `okbot session append --json`.
    struct AppendedView<'a> {
        "ownerId" owner_id: &'a str = "string", "whose session";
        "appended" appended: Vec<&'a str> = "array of strings", "the ids of the rows appended, in order";
    }
}

json_doc! {
    /// `okbot session reset --json`.
    struct ResetView<'a> {
        "ownerId" owner_id: &'a str = "string", "whose session";
        "archive" archive: Option<String> = "string or null",
            "the folder the session files were moved to, or null when the session was empty";
        "moved" moved: Vec<String> = "array of strings", "the files moved";
    }
}

/// The `--json` documents of `okbot session`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-session-show",
        shape: "an array with one object per row shown, oldest first:",
        fields: ShownRow::FIELDS,
    },
    JsonOutput {
        page: "okbot-session-list",
        shape: "an array with one object per owner:",
        fields: ListRow::FIELDS,
    },
    JsonOutput { page: "okbot-session-append", shape: "one object:", fields: AppendedView::FIELDS },
    JsonOutput { page: "okbot-session-reset", shape: "one object:", fields: ResetView::FIELDS },
];

fn list(cx: &Cx) -> Result<()> {
    let roster = cx.roster()?;
    let mut rows = Vec::new();
    for (id, name, kind) in roster.owners() {
        let Ok(owner) = OwnerId::parse(&id) else {
            cx.out.warn(format!("skipping roster entry with an invalid id `{}`", id.escape_debug()));
            continue;
        };
        let stats = crate::session::io::stats(&cx.root, &owner)?;
        rows.push(ListRow {
            id,
            name,
            kind,
            messages: stats.messages,
            records: stats.records,
            last_activity: stats.last_at,
            damaged_lines: stats.damaged.len(),
        });
    }
    if cx.out.json {
        return cx.out.json(&rows);
    }
    for r in &rows {
        let last = r.last_activity.as_deref().and_then(crate::clock::parse_stamp).map(crate::clock::human);
        cx.out.line(format!(
            "{}\t{}\t{} messages\t{}",
            r.id,
            r.name,
            r.messages,
            last.as_deref().unwrap_or("never")
        ))?;
    }
    Ok(())
}

fn append(cx: &Cx, args: AppendArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    let meta = NewMeta { hidden: args.hidden, ..NewMeta::default() };
    let (rows, given) = match args.text {
        Some(text) => {
            let role = match args.role.unwrap_or(Role::User) {
                Role::User => "user",
                Role::Assistant => "assistant",
            };
            let id = crate::ids::new("msg", cx.clock.now());
            (vec![session::message_row(&id, &cx.clock.stamp(), role, &text, &meta)], Vec::new())
        }
        None => {
            if std::io::stdin().is_terminal() {
                return Err(Failure::usage("nothing to append")
                    .hint("pass `--text TEXT` (and `--role`), or pipe JSON Lines on stdin")
                    .into());
            }
            let hint = "stdin must be JSON Lines in UTF-8, one row per line; convert other encodings first, e.g. `iconv -f LATIN1 -t UTF-8`";
            let input = super::read_stdin("the rows", hint)?;
            rows_from_jsonl(cx, &input, &meta)?
        }
    };
    if rows.is_empty() {
        return Err(Failure::usage("stdin held no rows to append")
            .hint("give one JSON object per line")
            .into());
    }
    let lock = cx.root.lock_owner(&owner.id)?;
    if !given.is_empty() {
        let present = crate::session::io::ids_present(&cx.root, &owner.id, &given)?;
        if let Some(id) = present.first() {
            return Err(Failure::usage(format!("id `{id}` is already in the session of {}", owner.name))
                .hint("leave `id` out and okbot gives the row a fresh one")
                .hint("nothing was appended")
                .into());
        }
    }
    crate::session::io::append(&cx.root, &lock, &rows)?;
    let ids: Vec<&str> = rows.iter().filter_map(|r| r["id"].as_str()).collect();
    if cx.out.json {
        return cx.out.json(&AppendedView { owner_id: owner.id.as_str(), appended: ids });
    }
    for id in ids {
        cx.out.line(id)?;
    }
    Ok(())
}

/// Normalise every line (see [`session::normalize_row`]) before anything is written; one line
/// that cannot be stored as the app reads it, or two lines with one id, and nothing is.
/// Returns the rows and the ids that were given (not generated).
fn rows_from_jsonl(cx: &Cx, input: &str, meta: &NewMeta) -> Result<(Vec<Value>, Vec<String>)> {
    let mut rows = Vec::new();
    let mut given = Vec::new();
    let mut lines_of: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let now = cx.clock.stamp();
    let mut new_id = |prefix: &str| crate::ids::new(prefix, cx.clock.now());
    for (i, line) in input.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |why: String| -> anyhow::Error {
            Failure::usage(format!("stdin line {}: {why}", i + 1))
                .hint("each line is one JSON object: an envelope with `item`, or an item with `type`")
                .hint("nothing was appended")
                .into()
        };
        let value: Value = serde_json::from_str(line).map_err(|e| bad(format!("not JSON ({e})")))?;
        let (row, id_given) = session::normalize_row(value, &mut new_id, &now, meta).map_err(bad)?;
        Entry::from_value(&row).map_err(bad)?;
        if id_given {
            let id = row["id"].as_str().unwrap_or_default().to_string();
            if let Some(first) = lines_of.insert(id.clone(), i + 1) {
                return Err(bad(format!("id `{id}` is used by line {first} too")));
            }
            given.push(id);
        }
        rows.push(row);
    }
    Ok((rows, given))
}

fn reset(cx: &Cx, args: ResetArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    let stamp = cx.clock.now().format("%Y%m%dT%H%M%SZ").to_string();
    let (folder, moved) = crate::session::io::archive(&cx.root, &lock, &stamp)?;
    if cx.out.json {
        let archive = (!moved.is_empty()).then(|| folder.display().to_string());
        return cx.out.json(&ResetView { owner_id: owner.id.as_str(), archive, moved });
    }
    if moved.is_empty() {
        cx.out.note(format!("okbot: the session of {} is already empty", owner.name));
        return Ok(());
    }
    cx.out.line(folder.display().to_string())?;
    cx.out.note(format!("okbot: archived the session of {}; it starts empty", owner.name));
    Ok(())
}
