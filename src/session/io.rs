//! An owner's transcript on disk: whole-line appends, the tail read backwards, full scans for
//! statistics, and archiving on reset.

use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde_json::Value;

use super::Entry;
use crate::doctor::{Report, Severity};
use crate::store::jsonl::{self, Damaged, RevLines};
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx};

pub fn path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("session.jsonl")
}

/// The one warning for the damaged lines a reader of the transcript skipped (their byte
/// offsets, ascending): the same words whichever command read it, followed by
/// [`DAMAGED_HINT`]. `read_from` is where the reader began: 0 when it read the whole file;
/// beyond that (a tail read) it met only the damaged lines from there on, and says so rather
/// than count lines it never read (finding them would mean reading the whole file).
pub fn damaged_warning(root: &Root, owner: &OwnerId, damaged_at: &[u64], read_from: u64) -> Option<String> {
    let first = damaged_at.first()?;
    let (n, path) = (damaged_at.len(), path(root, owner));
    let path = path.display();
    Some(if read_from == 0 {
        format!("skipped {n} damaged line(s) in `{path}` (first at byte {first}); they stay in the file")
    } else {
        format!(
            "skipped {n} damaged line(s) in the part of `{path}` read (byte {read_from} to the end; \
             earliest at byte {first}); earlier lines were not checked; they stay in the file"
        )
    })
}

/// The hint after [`damaged_warning`], wherever it is printed.
pub const DAMAGED_HINT: &str = "`okbot doctor` shows their line numbers";

/// [`damaged_warning`] the first time this process reads damaged lines in this transcript
/// (`None` after that): a command that reads a transcript many times (a chat turn, its
/// continuations and its after-turn steps) warns once per file.
pub fn damaged_warning_once(
    root: &Root,
    owner: &OwnerId,
    damaged_at: &[u64],
    read_from: u64,
) -> Option<String> {
    static WARNED: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());
    let warning = damaged_warning(root, owner, damaged_at, read_from)?;
    let path = path(root, owner);
    let mut warned = WARNED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if warned.contains(&path) {
        return None;
    }
    warned.push(path);
    Some(warning)
}

/// Append rows; the caller holds the owner lock.
pub fn append(root: &Root, lock: &OwnerGuard, rows: &[Value]) -> Result<()> {
    let owner = lock.owner();
    let lines = rows.iter().map(serde_json::to_string).collect::<Result<Vec<_>, _>>()?;
    fsx::create_private_dir(&root.owner_dir(owner))?;
    jsonl::append_lines(&path(root, owner), &lines)
}

/// The id of the transcript's first row (`None` when there is no transcript or its first line
/// names none): what a turn checks to find that the conversation it writes to is still the
/// one it began on. Reads the first 64 KiB at most.
pub fn first_row_id(root: &Root, owner: &OwnerId) -> Result<Option<String>> {
    let path = path(root, owner);
    let Some(file) = fsx::open_read(&path)? else {
        return Ok(None);
    };
    let mut head = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, 64 * 1024), &mut head)
        .with_context(|| format!("cannot read `{}`", path.display()))?;
    let line = head.split(|&b| b == b'\n').next().unwrap_or_default();
    if let Ok(entry) = Entry::parse(line) {
        return Ok(Some(entry.id));
    }
    // (A first line longer than what was read: its id, as written near its start.)
    let text = String::from_utf8_lossy(line);
    Ok(text.split_once("\"id\":\"").and_then(|(_, rest)| rest.split_once('"')).map(|(id, _)| id.to_string()))
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
    /// `meta.speakerBotId` of each entry (squads), in the order of `entries`.
    pub speakers: Vec<Option<String>>,
    /// Byte offsets of damaged lines met on the way (line numbers are unknown when reading
    /// backwards; `okbot doctor` gives them).
    pub damaged_at: Vec<u64>,
    /// Byte offset where the reading began (0: the whole file was read), for
    /// [`damaged_warning`]: damaged lines before it are unknown.
    pub read_from: u64,
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
    let mut out = Tail {
        entries: Vec::new(),
        speakers: Vec::new(),
        damaged_at: Vec::new(),
        read_from: 0,
        found_before: before.is_none(),
    };
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
                out.read_from = offset;
                break;
            }
            continue;
        }
        if keep(&entry) {
            out.speakers.push(crate::session::speaker_of(&bytes));
            out.entries.push(entry);
            if limit.is_some_and(|n| out.entries.len() >= n) {
                out.read_from = offset;
                break;
            }
        }
    }
    out.entries.reverse();
    out.speakers.reverse();
    out.damaged_at.reverse();
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
pub fn archive(root: &Root, lock: &OwnerGuard, stamp: &str) -> Result<(PathBuf, Vec<String>)> {
    let owner = lock.owner();
    let dir = root.owner_dir(owner);
    let present: Vec<&str> = RESET_FILES.iter().copied().filter(|f| dir.join(f).exists()).collect();
    let target = fsx::unique_path(&dir.join("archive").join(stamp));
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
    /// Byte offset where the reading began (the first row after coverage; 0 when the whole
    /// file was read), for [`damaged_warning`]: damaged lines before it are unknown.
    pub read_from: u64,
}

/// Rows a bounded read passed over: counted, never kept.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Older {
    pub rows: usize,
    /// User/assistant messages among them.
    pub messages: usize,
    /// Their size in bytes, as lines of the file.
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
    fn add_glance(&mut self, offset: u64, id: String, created_at: String, message: bool, weight: u64) {
        if self.rows == 0 {
            self.first_offset = offset;
            self.first_id = id.clone();
        }
        self.rows += 1;
        self.weight += weight;
        if message {
            self.messages += 1;
            self.last_message = Some((offset, id));
        }
        if !created_at.is_empty() {
            if self.first_at.is_none() {
                self.first_at = Some(created_at.clone());
            }
            self.last_at = Some(created_at);
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

/// Stream the lines from byte `offset` on, oldest first, each with its start offset; blank
/// lines are skipped. `each` returns false to stop. Only one line is held at a time.
pub fn scan_from(path: &Path, offset: u64, mut each: impl FnMut(u64, &[u8]) -> bool) -> Result<()> {
    // Never through a symbolic link, never a fifo or device.
    let Some(mut file) = fsx::open_read(path)? else {
        return Ok(());
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

/// Just enough of a row to count it: read without building its text.
#[derive(serde::Deserialize)]
struct Glance<'a> {
    #[serde(borrow, default)]
    id: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default, rename = "createdAt")]
    created_at: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default, rename = "created_at")]
    created_at_snake: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default)]
    item: Option<GlanceItem<'a>>,
    /// A bare SDK item is its own item (no flattening: unknown fields are skipped unread).
    #[serde(borrow, default, rename = "type")]
    kind: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default)]
    role: Option<std::borrow::Cow<'a, str>>,
}

#[derive(serde::Deserialize, Default)]
struct GlanceItem<'a> {
    #[serde(borrow, default)]
    id: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default, rename = "type")]
    kind: Option<std::borrow::Cow<'a, str>>,
    #[serde(borrow, default)]
    role: Option<std::borrow::Cow<'a, str>>,
}

/// (id, created_at, is a user/assistant message) of a row, cheaply when its shape is plain.
fn glance(bytes: &[u8]) -> Option<(String, String, bool)> {
    let quick = || -> Option<(String, String, bool)> {
        let g: Glance = serde_json::from_slice(bytes).ok()?;
        let bare = GlanceItem { id: None, kind: g.kind, role: g.role };
        let item = g.item.as_ref().unwrap_or(&bare);
        let id = g.id.as_ref().or(item.id.as_ref()).map(|s| s.to_string()).unwrap_or_default();
        let at = g.created_at.or(g.created_at_snake).map(|s| s.to_string()).unwrap_or_default();
        let message = matches!(item.kind.as_deref(), Some("message") | None)
            && matches!(item.role.as_deref(), Some("user" | "assistant"));
        Some((id, at, message))
    };
    quick().or_else(|| Entry::parse(bytes).ok().map(|e| (e.id.clone(), e.created_at.clone(), e.is_message())))
}

/// Whether the row at byte `offset` is the row `id` (a compression computed without the lock
/// checks that the row it covers through is still where it was).
pub fn row_at(root: &Root, owner: &OwnerId, offset: u64, id: &str) -> Result<bool> {
    Ok(line_at(&path(root, owner), offset)?
        .is_some_and(|(at, bytes)| at == offset && Entry::parse(&bytes).is_ok_and(|e| e.id == id)))
}

/// The first line at or after `offset`: its offset and bytes.
fn line_at(path: &Path, offset: u64) -> Result<Option<(u64, Vec<u8>)>> {
    let mut out = None;
    scan_from(path, offset, |at, bytes| {
        out = Some((at, bytes.to_vec()));
        false
    })?;
    Ok(out)
}

/// Rows after `covered` (all rows when `None`). With a valid `hint` the covered row is found
/// at once; a stale hint is detected (the row there has another id) and falls back to a scan
/// that reads only ids. The newest rows within `window` are read backwards from the end; the
/// rows between coverage and them are only counted (`older`).
pub fn live(
    root: &Root,
    owner: &OwnerId,
    covered: Option<&str>,
    hint: Option<u64>,
    window: &Window,
) -> Result<Live> {
    let path = path(root, owner);
    let mut damaged = Vec::new();
    // `floor`: where the live rows start.
    let (floor, located) = match covered {
        None => (0, Located::NoCoverage),
        Some(covered) => {
            let at_hint = match hint {
                Some(h) => line_at(&path, h)?
                    .filter(|(at, bytes)| *at == h && Entry::parse(bytes).is_ok_and(|e| e.id == covered)),
                None => None,
            };
            match at_hint {
                Some((at, bytes)) => (next_line(&path, at, bytes.len())?, Located::Hint),
                None => {
                    let mut found = None;
                    scan_from(&path, 0, |at, bytes| {
                        // Ids are compared on the raw bytes first: most lines do not contain it.
                        if memfind(bytes, covered.as_bytes()) && glance(bytes).is_some_and(|g| g.0 == covered)
                        {
                            found = Some((at, bytes.len()));
                            return false;
                        }
                        true
                    })?;
                    match found {
                        Some((at, len)) => (next_line(&path, at, len)?, Located::Scan),
                        None => (0, Located::Missing),
                    }
                }
            }
        }
    };
    let mut rows: Vec<(u64, Entry)> = Vec::new();
    let mut weight = 0u64;
    let mut reached_floor = true;
    if let Some(lines) = RevLines::open(&path, floor)? {
        for line in lines {
            let (offset, bytes) = line.with_context(|| format!("cannot read `{}`", path.display()))?;
            let mut entry = match Entry::parse(&bytes) {
                Ok(e) => e,
                Err(_) => {
                    damaged.push(offset);
                    continue;
                }
            };
            let w = (window.shape)(&mut entry);
            if !rows.is_empty() && weight.saturating_add(w) > window.max_weight {
                reached_floor = false;
                break;
            }
            weight += w;
            rows.push((offset, entry));
        }
    }
    rows.reverse();
    damaged.reverse();
    let mut older = Older::default();
    if !reached_floor {
        let end = rows.first().map_or(u64::MAX, |r| r.0);
        let mut older_damaged = Vec::new();
        scan_from(&path, floor, |at, bytes| {
            if at >= end {
                return false;
            }
            match glance(bytes) {
                Some((id, created_at, message)) => {
                    older.add_glance(at, id, created_at, message, bytes.len() as u64)
                }
                None => older_damaged.push(at),
            }
            true
        })?;
        older_damaged.append(&mut damaged);
        damaged = older_damaged;
    }
    Ok(Live {
        entries: rows,
        older: (older.rows > 0).then_some(older),
        located,
        damaged_at: damaged,
        read_from: floor,
    })
}

/// The offset after the line at `at` of `len` bytes (its terminator included).
fn next_line(path: &Path, at: u64, len: usize) -> Result<u64> {
    let mut after = at + len as u64;
    // The terminator: "\n" or "\r\n".
    let Some(mut file) = fsx::open_read(path)? else {
        return Ok(after);
    };
    file.seek(SeekFrom::Start(after)).with_context(|| format!("cannot read `{}`", path.display()))?;
    let mut two = [0u8; 2];
    let n = std::io::Read::read(&mut file, &mut two)
        .with_context(|| format!("cannot read `{}`", path.display()))?;
    if n >= 1 && two[0] == b'\n' {
        after += 1;
    } else if n == 2 && two == *b"\r\n" {
        after += 2;
    }
    Ok(after)
}

fn memfind(hay: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || hay.windows(needle.len()).any(|w| w == needle)
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

/// Where the row `id` is (for `context show --at`), found by streaming the transcript with one
/// row held at a time: its offset and row, when the row after it was written, and the first
/// offset of each row named in `wanted` that comes before it. `None` when there is no such row.
pub struct Found {
    pub offset: u64,
    pub entry: Entry,
    pub next_at: Option<String>,
    pub before: std::collections::HashMap<String, u64>,
}

pub fn locate(
    root: &Root,
    owner: &OwnerId,
    id: &str,
    wanted: &std::collections::HashSet<String>,
) -> Result<Option<Found>> {
    let mut before = std::collections::HashMap::new();
    let mut found: Option<(u64, Entry)> = None;
    let mut next_at = None;
    scan_from(&path(root, owner), 0, |offset, bytes| {
        let Ok(entry) = Entry::parse(bytes) else { return true };
        if found.is_some() {
            next_at = Some(entry.created_at);
            return false;
        }
        if entry.id == id {
            found = Some((offset, entry));
        } else if wanted.contains(&entry.id) {
            before.entry(entry.id).or_insert(offset);
        }
        true
    })?;
    Ok(found.map(|(offset, entry)| Found { offset, entry, next_at, before }))
}

/// The parsed rows starting at byte `from` and ending before byte `to`, oldest first.
pub fn between(root: &Root, owner: &OwnerId, from: u64, to: u64) -> Result<Vec<Entry>> {
    let mut out = Vec::new();
    scan_from(&path(root, owner), from, |offset, bytes| {
        if offset >= to {
            return false;
        }
        if let Ok(entry) = Entry::parse(bytes) {
            out.push(entry);
        }
        true
    })?;
    Ok(out)
}

/// Stream every parsed row of a transcript, oldest first (damaged lines skipped); one row is
/// held at a time.
pub fn for_each_entry(root: &Root, owner: &OwnerId, each: &mut dyn FnMut(&Entry)) -> Result<()> {
    for_each_entry_or_damaged(root, owner, each, &mut |_| {})
}

/// [`for_each_entry`], telling `damaged` the byte offset of each damaged line it skips, so a
/// command can say that it skipped them.
pub fn for_each_entry_or_damaged(
    root: &Root,
    owner: &OwnerId,
    each: &mut dyn FnMut(&Entry),
    damaged: &mut dyn FnMut(u64),
) -> Result<()> {
    scan_from(&path(root, owner), 0, |at, bytes| {
        match Entry::parse(bytes) {
            Ok(entry) => each(&entry),
            Err(_) => damaged(at),
        }
        true
    })
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

// ---- `okbot doctor`: what is wrong in these files.

/// Returns the ids of the parsed rows (for the summary's coverage check).
pub fn check(r: &mut Report, owner: &OwnerId) -> std::collections::HashSet<String> {
    let path = &path(r.root(), owner);
    let mut ids = std::collections::HashSet::new();
    let mut findings: Vec<(Severity, usize, String)> = Vec::new();
    let scan = jsonl::for_each::<Value>(path, |line, row| {
        let value = match row {
            Ok(value) => value,
            Err(e) => return findings.push((Severity::Error, line, format!("damaged line: {e}"))),
        };
        let entry = match Entry::from_value(&value) {
            Ok(entry) => entry,
            Err(e) => return findings.push((Severity::Error, line, format!("damaged line: {e}"))),
        };
        // okbot reads the row, but the app keeps only version-2 envelopes when it rewrites
        // the file: the row would be lost.
        if let Some(why) = crate::session::app_drop_reason(&value) {
            let message = format!("the OkBot app deletes this row when it rewrites the file: {why}");
            findings.push((Severity::Error, line, message));
        }
        if entry.id.is_empty() {
            findings.push((Severity::Warning, line, "row has no id".into()));
        } else if !ids.insert(entry.id.clone()) {
            findings.push((Severity::Warning, line, format!("id `{}` appears again", entry.id)));
        }
    });
    if let Err(e) = scan {
        r.error(path, format!("{e:#}"), None);
    }
    for (severity, line, message) in findings {
        let hint = if message.starts_with("damaged") {
            Some("okbot skips it and leaves it in place; fix or remove it by hand")
        } else if message.starts_with("the OkBot app") {
            Some("fix the row by hand; `okbot session append` stores rows in the form the app keeps")
        } else {
            None
        };
        r.add(severity, path, Some(line), message, hint);
    }
    ids
}
