//! An owner's transcript on disk: whole-line appends, the tail read backwards, full scans for
//! statistics, and archiving on reset.

use std::path::PathBuf;

use anyhow::{Context, Result};
use serde_json::Value;

use super::jsonl::{self, Damaged, RevLines};
use super::{OwnerId, Root, fsx};
use crate::session::Entry;

pub fn path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("session.jsonl")
}

/// Append rows; the caller holds the owner lock.
pub fn append(root: &Root, owner: &OwnerId, rows: &[Value]) -> Result<()> {
    let lines = rows.iter().map(serde_json::to_string).collect::<Result<Vec<_>, _>>()?;
    fsx::create_private_dir(&root.owner_dir(owner))?;
    jsonl::append_lines(&path(root, owner), &lines)
}

/// Which of `ids` already name a row of the transcript (in the order given). One streaming
/// pass; only lines that contain one of the ids as text are parsed.
pub fn ids_present(root: &Root, owner: &OwnerId, ids: &[String]) -> Result<Vec<String>> {
    let mut found = std::collections::HashSet::new();
    let needles: Vec<String> = ids.iter().map(|id| serde_json::to_string(id).unwrap_or_default()).collect();
    let path = path(root, owner);
    let Some(file) = fsx::open_read(&path)? else {
        return Ok(Vec::new());
    };
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file);
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = std::io::BufRead::read_until(&mut reader, b'\n', &mut line)
            .with_context(|| format!("cannot read `{}`", path.display()))?;
        if n == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&line);
        if !needles.iter().any(|n| text.contains(n.as_str())) {
            continue;
        }
        if let Ok(entry) = Entry::parse(&line) {
            found.insert(entry.id);
        }
    }
    Ok(ids.iter().filter(|id| found.contains(*id)).cloned().collect())
}

/// A page of the tail, oldest first.
pub struct Tail {
    pub entries: Vec<Entry>,
    /// Byte offsets of damaged lines met on the way (line numbers are unknown when reading
    /// backwards; `okbot doctor` gives them).
    pub damaged_at: Vec<u64>,
    /// Whether `before` was found (always true when no `before` was given).
    pub found_before: bool,
}

/// Read backwards until `limit` entries pass `keep`, starting just before the row with id
/// `before` when given. Only the tail is read.
pub fn tail(
    root: &Root,
    owner: &OwnerId,
    limit: Option<usize>,
    before: Option<&str>,
    keep: impl Fn(&Entry) -> bool,
) -> Result<Tail> {
    let path = path(root, owner);
    let mut out = Tail { entries: Vec::new(), damaged_at: Vec::new(), found_before: before.is_none() };
    let Some(lines) = RevLines::open(&path, 0)? else {
        return Ok(out);
    };
    if limit == Some(0) && before.is_none() {
        return Ok(out);
    }
    for line in lines {
        let (offset, bytes) = line.with_context(|| format!("cannot read `{}`", path.display()))?;
        let entry = match Entry::parse(&bytes) {
            Ok(entry) => entry,
            Err(_) => {
                out.damaged_at.push(offset);
                continue;
            }
        };
        if !out.found_before {
            out.found_before = before == Some(entry.id.as_str());
            if out.found_before && limit == Some(0) {
                break;
            }
            continue;
        }
        if keep(&entry) {
            out.entries.push(entry);
            if limit.is_some_and(|n| out.entries.len() >= n) {
                break;
            }
        }
    }
    out.entries.reverse();
    Ok(out)
}

/// Counts over a whole transcript.
#[derive(Debug, Default, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// Parsed rows of every kind.
    pub records: usize,
    /// Rows the UI shows (user/assistant, non-empty, not hidden).
    pub messages: usize,
    pub hidden: usize,
    pub tool_rows: usize,
    pub first_at: Option<String>,
    pub last_at: Option<String>,
    /// The last provider-reported usage, if any.
    pub last_usage: Option<Value>,
    pub damaged: Vec<Damaged>,
}

/// Scan the whole transcript once, streaming (nothing but the counts is kept).
pub fn stats(root: &Root, owner: &OwnerId) -> Result<Stats> {
    let mut stats = Stats::default();
    jsonl::for_each::<Value>(&path(root, owner), |line, row| {
        let entry = match row.and_then(|value| Entry::from_value(&value)) {
            Ok(e) => e,
            Err(error) => {
                stats.damaged.push(Damaged { line, error });
                return;
            }
        };
        stats.records += 1;
        if entry.is_visible() {
            stats.messages += 1;
        }
        stats.hidden += usize::from(entry.hidden);
        stats.tool_rows += usize::from(entry.is_tool_row());
        if !entry.created_at.is_empty() {
            if stats.first_at.is_none() {
                stats.first_at = Some(entry.created_at.clone());
            }
            stats.last_at = Some(entry.created_at.clone());
        }
        if entry.usage.is_some() {
            stats.last_usage = entry.usage;
        }
    })?;
    Ok(stats)
}

/// The transcript files a reset moves away.
pub const RESET_FILES: [&str; 3] = ["session.jsonl", "session-summary.json", "compactions.jsonl"];

/// Move the transcript, summary and compaction log to `<owner>/archive/<stamp>/`. The caller
/// holds the owner lock. Returns the archive folder and what was moved.
pub fn archive(root: &Root, owner: &OwnerId, stamp: &str) -> Result<(PathBuf, Vec<String>)> {
    let dir = root.owner_dir(owner);
    let present: Vec<&str> = RESET_FILES.iter().copied().filter(|f| dir.join(f).exists()).collect();
    let target = super::roster::unique_path(&dir.join("archive").join(stamp));
    if present.is_empty() {
        return Ok((target, Vec::new()));
    }
    fsx::check_writable(&dir)?;
    fsx::create_private_dir(&target)?;
    for name in &present {
        let from = dir.join(name);
        std::fs::rename(&from, target.join(name))
            .with_context(|| format!("cannot move `{}` to `{}`", from.display(), target.display()))?;
    }
    fsx::sync_dir(&dir);
    Ok((target, present.iter().map(|s| s.to_string()).collect()))
}

/// What the model's view is built from: the rows after coverage, with their byte offsets.
pub struct Live {
    pub entries: Vec<(u64, Entry)>,
    /// How coverage was located.
    pub located: Located,
    pub damaged_at: Vec<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Located {
    /// No coverage: the whole transcript is live.
    NoCoverage,
    /// The offset hint pointed at the covered row: only the tail was read.
    Hint,
    /// The hint was missing or stale (the file was rewritten): found by scanning.
    Scan,
    /// The covered id is not in the transcript: everything is treated as live.
    Missing,
}

/// Rows after `covered` (all rows when `None`). With a valid `hint` only the tail is read; a
/// stale hint is detected (the row there has another id) and falls back to a scan.
pub fn live(root: &Root, owner: &OwnerId, covered: Option<&str>, hint: Option<u64>) -> Result<Live> {
    let path = path(root, owner);
    let parse = |lines: Vec<(u64, Vec<u8>)>, damaged: &mut Vec<u64>| -> Vec<(u64, Entry)> {
        lines
            .into_iter()
            .filter_map(|(offset, bytes)| match Entry::parse(&bytes) {
                Ok(e) => Some((offset, e)),
                Err(_) => {
                    damaged.push(offset);
                    None
                }
            })
            .collect()
    };
    let mut damaged = Vec::new();
    let Some(covered) = covered else {
        let entries = parse(jsonl::read_from(&path, 0)?, &mut damaged);
        return Ok(Live { entries, located: Located::NoCoverage, damaged_at: damaged });
    };
    if let Some(offset) = hint {
        let mut lines = jsonl::read_from(&path, offset)?;
        let first_matches = lines
            .first()
            .is_some_and(|(o, bytes)| *o == offset && Entry::parse(bytes).is_ok_and(|e| e.id == covered));
        if first_matches {
            lines.remove(0);
            let entries = parse(lines, &mut damaged);
            return Ok(Live { entries, located: Located::Hint, damaged_at: damaged });
        }
    }
    let all = parse(jsonl::read_from(&path, 0)?, &mut damaged);
    match all.iter().position(|(_, e)| e.id == covered) {
        Some(i) => Ok(Live { entries: all[i + 1..].to_vec(), located: Located::Scan, damaged_at: damaged }),
        None => Ok(Live { entries: all, located: Located::Missing, damaged_at: damaged }),
    }
}

/// Every row up to and including the row `id` (for `context show --at`); `None` when absent.
pub fn until(root: &Root, owner: &OwnerId, id: &str) -> Result<Option<Vec<(u64, Entry)>>> {
    let mut out = Vec::new();
    for (offset, bytes) in jsonl::read_from(&path(root, owner), 0)? {
        let Ok(entry) = Entry::parse(&bytes) else { continue };
        let done = entry.id == id;
        out.push((offset, entry));
        if done {
            return Ok(Some(out));
        }
    }
    Ok(None)
}

/// Every parsed row of a transcript (damaged lines skipped).
pub fn all_entries(root: &Root, owner: &OwnerId) -> Result<Vec<Entry>> {
    Ok(jsonl::read_from(&path(root, owner), 0)?
        .into_iter()
        .filter_map(|(_, b)| Entry::parse(&b).ok())
        .collect())
}

/// Bytes of the transcript after `offset` (0 when there is no file): the size of the tail a
/// request would be built from, known without reading it.
pub fn bytes_after(root: &Root, owner: &OwnerId, offset: u64) -> u64 {
    std::fs::metadata(path(root, owner)).map_or(0, |m| m.len().saturating_sub(offset))
}
