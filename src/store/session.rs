//! An owner's transcript on disk: whole-line appends, the tail read backwards, full scans for
//! statistics, and archiving on reset.

use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::{Path, PathBuf};

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
    /// Rows after coverage but before `entries` that a bounded read counted and let go.
    pub older: Option<Older>,
    /// How coverage was located.
    pub located: Located,
    pub damaged_at: Vec<u64>,
}

/// Rows a bounded read passed over: counted, never kept.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Older {
    pub rows: usize,
    /// User/assistant messages among them.
    pub messages: usize,
    /// Their weights, as the window's `shape` gave them.
    pub weight: u64,
    pub first_at: Option<String>,
    pub last_at: Option<String>,
    /// The newest user/assistant message among them: its byte offset and id.
    pub last_message: Option<(u64, String)>,
    /// Byte offset and id of the first of them.
    pub first_offset: u64,
    pub first_id: String,
}

impl Older {
    fn add(&mut self, offset: u64, entry: &Entry, weight: u64) {
        if self.rows == 0 {
            self.first_offset = offset;
            self.first_id = entry.id.clone();
        }
        self.rows += 1;
        self.weight += weight;
        if entry.is_message() {
            self.messages += 1;
            self.last_message = Some((offset, entry.id.clone()));
        }
        if !entry.created_at.is_empty() {
            if self.first_at.is_none() {
                self.first_at = Some(entry.created_at.clone());
            }
            self.last_at = Some(entry.created_at.clone());
        }
    }
}

/// How much of a tail a reader keeps in memory, and how it shapes each row as it reads it.
pub struct Window<'a> {
    /// Keep the newest rows whose weights sum to at most this; the newest row always stays.
    pub max_weight: u64,
    /// Shape a row (e.g. clip an oversize text) and return its weight.
    pub shape: &'a dyn Fn(&mut Entry) -> u64,
}

impl Window<'_> {
    /// Keep everything as it is (weight 1 per row, no limit).
    pub fn unbounded() -> Window<'static> {
        Window { max_weight: u64::MAX, shape: &|_| 1 }
    }
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

/// The newest rows within a window's weight, the rest counted in `older`.
struct Bounded<'a, 'w> {
    window: &'a Window<'w>,
    rows: std::collections::VecDeque<(u64, Entry, u64)>,
    weight: u64,
    older: Older,
    damaged: Vec<u64>,
}

impl<'a, 'w> Bounded<'a, 'w> {
    fn new(window: &'a Window<'w>) -> Self {
        Bounded { window, rows: Default::default(), weight: 0, older: Older::default(), damaged: Vec::new() }
    }

    fn push(&mut self, offset: u64, mut entry: Entry) {
        let weight = (self.window.shape)(&mut entry);
        self.rows.push_back((offset, entry, weight));
        self.weight += weight;
        while self.weight > self.window.max_weight && self.rows.len() > 1 {
            let (offset, entry, weight) = self.rows.pop_front().expect("more than one row");
            self.weight -= weight;
            self.older.add(offset, &entry, weight);
        }
    }

    fn clear(&mut self) {
        self.rows.clear();
        self.weight = 0;
        self.older = Older::default();
    }

    fn finish(self, located: Located) -> Live {
        Live {
            entries: self.rows.into_iter().map(|(o, e, _)| (o, e)).collect(),
            older: (self.older.rows > 0).then_some(self.older),
            located,
            damaged_at: self.damaged,
        }
    }
}

/// Stream the lines from byte `offset` on, oldest first, each with its start offset; blank
/// lines are skipped. `each` returns false to stop. Only one line is held at a time.
pub fn scan_from(path: &Path, offset: u64, mut each: impl FnMut(u64, &[u8]) -> bool) -> Result<()> {
    let mut file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e).with_context(|| format!("cannot read `{}`", path.display())),
    };
    file.seek(SeekFrom::Start(offset)).with_context(|| format!("cannot read `{}`", path.display()))?;
    let mut reader = BufReader::with_capacity(1 << 16, file);
    let mut line = Vec::new();
    let mut at = offset;
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .with_context(|| format!("cannot read `{}`", path.display()))?;
        if n == 0 {
            return Ok(());
        }
        let start = at;
        at += n as u64;
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        if text.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if !each(start, text) {
            return Ok(());
        }
    }
}

/// Rows after `covered` (all rows when `None`). With a valid `hint` only the tail is read; a
/// stale hint is detected (the row there has another id) and falls back to a scan. The file is
/// streamed: only the rows within `window` are kept, the older ones are counted in `older`.
pub fn live(
    root: &Root,
    owner: &OwnerId,
    covered: Option<&str>,
    hint: Option<u64>,
    window: &Window,
) -> Result<Live> {
    let path = path(root, owner);
    let mut out = Bounded::new(window);
    let Some(covered) = covered else {
        scan_from(&path, 0, |offset, bytes| {
            match Entry::parse(bytes) {
                Ok(e) => out.push(offset, e),
                Err(_) => out.damaged.push(offset),
            }
            true
        })?;
        return Ok(out.finish(Located::NoCoverage));
    };
    if let Some(hint) = hint {
        // None: nothing read yet; Some(false): the row at the hint is another one.
        let mut first_matches = None;
        scan_from(&path, hint, |offset, bytes| {
            let entry = Entry::parse(bytes);
            if first_matches.is_none() {
                first_matches = Some(offset == hint && entry.as_ref().is_ok_and(|e| e.id == covered));
                return first_matches == Some(true);
            }
            match entry {
                Ok(e) => out.push(offset, e),
                Err(_) => out.damaged.push(offset),
            }
            true
        })?;
        if first_matches == Some(true) {
            return Ok(out.finish(Located::Hint));
        }
        out = Bounded::new(window);
    }
    let mut found = false;
    scan_from(&path, 0, |offset, bytes| {
        match Entry::parse(bytes) {
            Ok(e) if !found && e.id == covered => {
                found = true;
                out.clear();
            }
            Ok(e) => out.push(offset, e),
            Err(_) => out.damaged.push(offset),
        }
        true
    })?;
    Ok(out.finish(if found { Located::Scan } else { Located::Missing }))
}

/// Stream `count` parsed rows from byte `offset` on (damaged lines skipped), each shaped by
/// `shape`; `each` returns false to stop.
pub fn replay(
    root: &Root,
    owner: &OwnerId,
    offset: u64,
    count: usize,
    shape: &dyn Fn(&mut Entry) -> u64,
    each: &mut dyn FnMut(u64, Entry) -> bool,
) -> Result<()> {
    let mut seen = 0;
    scan_from(&path(root, owner), offset, |at, bytes| {
        let Ok(mut entry) = Entry::parse(bytes) else { return true };
        shape(&mut entry);
        seen += 1;
        seen <= count && each(at, entry) && seen < count
    })
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
