//! The memory domain's files (DESIGN §5.1), one set per scope: `memory.md` (durable rows, OkBot
//! format), `memory-candidates.jsonl` (candidates) and `memory.meta.json` (lifecycle state keyed
//! by id). The global set lives at the root and is written under the global memory lock
//! ([`GlobalMemoryGuard`]); an assistant's lives in `<botId>/` and is written under its owner
//! lock. Reading is tolerant: lines that are not rows are kept in place, damaged meta is set
//! aside (`memory.meta.json.corrupt-<stamp>`) before it would be replaced, never lost.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::doctor::{Report, Severity};
use crate::error::Failure;
use crate::store::fsx::Stamp;
use crate::store::jsonl::Damaged;
use crate::store::lock::{GlobalMemoryGuard, OwnerGuard};
use crate::store::records::{Keyed, Records};
use crate::store::{MEMORY_HEADER, OwnerId, Root, fsx};

/// The three files of one scope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    pub durables: PathBuf,
    pub candidates: PathBuf,
    pub meta: PathBuf,
}

/// The files of the global scope (`bot` = `None`) or of one assistant.
pub fn paths(root: &Root, bot: Option<&OwnerId>) -> Paths {
    let dir = match bot {
        Some(id) => root.owner_dir(id),
        None => root.dir().to_path_buf(),
    };
    Paths {
        durables: dir.join("memory.md"),
        candidates: dir.join("memory-candidates.jsonl"),
        meta: dir.join("memory.meta.json"),
    }
}

/// Take the global memory lock (a leaf lock: take it after any root or owner lock).
pub fn lock_global(root: &Root) -> Result<GlobalMemoryGuard> {
    root.lock_global_memory()
}

// ---------------------------------------------------------------------------------------------
// memory.md

/// One durable row of memory.md: `id, bot_id, memory, expires` and `pinned` only when true, in
/// that order; keys other programs added are kept after them.
#[derive(Debug, Clone, PartialEq)]
pub struct DurableRow {
    pub id: String,
    /// Empty when the file has none (`null`).
    pub bot_id: String,
    pub memory: String,
    pub expires: Option<String>,
    pub pinned: bool,
    pub extra: Map<String, Value>,
}

impl DurableRow {
    /// A row: an object with a string `id`, a `memory` that is not blank, a string `bot_id`
    /// (null or missing reads as empty, and is written back as null); `pinned` only when `true`.
    fn from_line(line: &str) -> Result<DurableRow, String> {
        // The usual row (the five fields, nothing else) straight into the struct.
        if let Ok(row) = serde_json::from_str::<FiveFields>(line) {
            return match row {
                FiveFields { id, bot_id, memory, expires, pinned }
                    if !id.trim().is_empty() && !memory.trim().is_empty() =>
                {
                    let bot_id = bot_id.filter(|b| !b.trim().is_empty()).unwrap_or_default();
                    let expires = expires.filter(|e| !e.trim().is_empty());
                    Ok(DurableRow {
                        id,
                        bot_id,
                        memory,
                        expires,
                        pinned: pinned == Some(true),
                        extra: Map::new(),
                    })
                }
                _ => Err("`id` or `memory` is empty".into()),
            };
        }
        let value: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
        let Value::Object(mut map) = value else { return Err("not a JSON object".into()) };
        let mut text = |key: &str| match map.remove(key) {
            Some(Value::String(s)) => Ok(s),
            Some(_) => Err(format!("`{key}` is not a string")),
            None => Err(format!("`{key}` is missing")),
        };
        let id = text("id")?;
        let memory = text("memory")?;
        // Rows of some OkBot roots carry `"bot_id":null`: kept as rows (and written back as null).
        let bot_id = match map.remove("bot_id") {
            Some(Value::String(s)) if !s.trim().is_empty() => s,
            None | Some(Value::Null) => String::new(),
            Some(_) => return Err("`bot_id` is not a string".into()),
        };
        if id.trim().is_empty() || memory.trim().is_empty() {
            return Err("`id` or `memory` is empty".into());
        }
        let expires = match map.remove("expires") {
            Some(Value::String(s)) if !s.trim().is_empty() => Some(s),
            _ => None,
        };
        let pinned = map.remove("pinned") == Some(Value::Bool(true));
        Ok(DurableRow { id, bot_id, memory, expires, pinned, extra: map })
    }

    /// Compact JSON in OkBot's key order.
    fn to_line(&self) -> Result<String> {
        let mut map = Map::new();
        map.insert("id".into(), Value::String(self.id.clone()));
        let bot_id = if self.bot_id.is_empty() { Value::Null } else { Value::String(self.bot_id.clone()) };
        map.insert("bot_id".into(), bot_id);
        map.insert("memory".into(), Value::String(self.memory.clone()));
        map.insert("expires".into(), self.expires.clone().map_or(Value::Null, Value::String));
        if self.pinned {
            map.insert("pinned".into(), Value::Bool(true));
        }
        for (k, v) in &self.extra {
            map.entry(k.clone()).or_insert_with(|| v.clone());
        }
        Ok(serde_json::to_string(&Value::Object(map))?)
    }
}

/// A row of exactly OkBot's fields (anything else takes the tolerant road).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FiveFields {
    id: String,
    bot_id: Option<String>,
    memory: String,
    expires: Option<String>,
    pinned: Option<bool>,
}

#[derive(Debug, Clone)]
enum MdLine {
    Row(DurableRow),
    /// A header or comment line, a line that is not a row, or a second row with an id already
    /// seen: written back byte for byte (it may not even be UTF-8).
    Kept(Vec<u8>),
}

/// memory.md as read: every line, in order.
#[derive(Debug, Clone, Default)]
pub struct DurableFile {
    lines: Vec<MdLine>,
    /// Lines that look like rows (`{…`) but are not (blank lines and comments excluded).
    pub damaged: Vec<Damaged>,
}

impl DurableFile {
    pub fn load(path: &Path) -> Result<DurableFile> {
        Ok(fsx::read_optional(path)?.map(|b| DurableFile::parse(&b)).unwrap_or_default())
    }

    pub fn parse(bytes: &[u8]) -> DurableFile {
        let mut file = DurableFile::default();
        let mut seen: HashMap<String, ()> = HashMap::new();
        let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        for (i, raw) in body.split(|&b| b == b'\n').enumerate() {
            let raw_bytes = raw;
            let raw = match std::str::from_utf8(raw_bytes) {
                Ok(raw) => raw,
                Err(e) => {
                    if !raw_bytes.trim_ascii_start().starts_with(b"#") {
                        let error = format!("not UTF-8 text (byte {} of the line)", e.valid_up_to() + 1);
                        file.damaged.push(Damaged { line: i + 1, error });
                    }
                    file.lines.push(MdLine::Kept(raw_bytes.to_vec()));
                    continue;
                }
            };
            let t = raw.trim();
            if t.is_empty() {
                continue;
            }
            if t.starts_with('#') {
                file.lines.push(MdLine::Kept(raw_bytes.to_vec()));
                continue;
            }
            let parsed = if t.starts_with('{') {
                DurableRow::from_line(t)
            } else {
                Err("not a memory row".to_string())
            };
            match parsed {
                Ok(row) if seen.insert(row.id.clone(), ()).is_none() => file.lines.push(MdLine::Row(row)),
                Ok(row) => {
                    file.damaged
                        .push(Damaged { line: i + 1, error: format!("a second row with id `{}`", row.id) });
                    file.lines.push(MdLine::Kept(raw_bytes.to_vec()));
                }
                Err(error) => {
                    file.damaged.push(Damaged { line: i + 1, error });
                    file.lines.push(MdLine::Kept(raw_bytes.to_vec()));
                }
            }
        }
        file
    }

    /// The file's text: the two header lines first when the file has no header, then every line.
    pub fn render(&self) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        let has_header =
            matches!(self.lines.first(), Some(MdLine::Kept(l)) if l.trim_ascii_start().starts_with(b"#"));
        if !has_header {
            out.extend_from_slice(MEMORY_HEADER.as_bytes());
        }
        for line in &self.lines {
            match line {
                MdLine::Row(r) => out.extend_from_slice(r.to_line()?.as_bytes()),
                MdLine::Kept(raw) => out.extend_from_slice(raw),
            }
            out.push(b'\n');
        }
        Ok(out)
    }

    pub fn rows(&self) -> impl Iterator<Item = &DurableRow> {
        self.lines.iter().filter_map(|l| match l {
            MdLine::Row(r) => Some(r),
            MdLine::Kept(_) => None,
        })
    }

    pub fn get(&self, id: &str) -> Option<&DurableRow> {
        self.rows().find(|r| r.id == id)
    }

    pub fn get_mut(&mut self, id: &str) -> Option<&mut DurableRow> {
        self.lines.iter_mut().find_map(|l| match l {
            MdLine::Row(r) if r.id == id => Some(r),
            _ => None,
        })
    }

    pub fn push(&mut self, row: DurableRow) {
        self.lines.push(MdLine::Row(row));
    }

    /// Remove the row with this id; returns it.
    pub fn remove(&mut self, id: &str) -> Option<DurableRow> {
        let at = self.lines.iter().position(|l| matches!(l, MdLine::Row(r) if r.id == id))?;
        match self.lines.remove(at) {
            MdLine::Row(r) => Some(r),
            MdLine::Kept(_) => None,
        }
    }

    /// Keep only the rows `keep` accepts (kept lines stay).
    pub fn retain(&mut self, mut keep: impl FnMut(&DurableRow) -> bool) {
        self.lines.retain(|l| match l {
            MdLine::Row(r) => keep(r),
            MdLine::Kept(_) => true,
        });
    }
}

// ---------------------------------------------------------------------------------------------
// memory-candidates.jsonl

/// One candidate: `{id, bot_id, memory, expires, createdAt, source}`; other keys kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CandidateRow {
    pub id: String,
    #[serde(default)]
    pub bot_id: String,
    pub memory: String,
    #[serde(default)]
    pub expires: Option<String>,
    #[serde(default, rename = "createdAt")]
    pub created_at: Option<String>,
    #[serde(default)]
    pub source: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Keyed for CandidateRow {
    fn key(&self) -> &str {
        &self.id
    }
}

/// The candidates file as read (lines that do not parse are kept in place).
pub type CandidateFile = Records<CandidateRow>;

/// A candidate line as [`CandidateRow`] reads it (same fields, same types), borrowing its text
/// and skipping the keys it does not know: for counting.
#[derive(Deserialize)]
struct CandidateProbe<'a> {
    #[serde(borrow)]
    id: std::borrow::Cow<'a, str>,
    #[serde(default, borrow, rename = "bot_id")]
    _bot_id: std::borrow::Cow<'a, str>,
    #[serde(borrow, rename = "memory")]
    _memory: std::borrow::Cow<'a, str>,
    #[serde(default, borrow)]
    expires: Option<std::borrow::Cow<'a, str>>,
    #[serde(default, borrow, rename = "createdAt")]
    _created_at: Option<std::borrow::Cow<'a, str>>,
    #[serde(default, borrow, rename = "source")]
    _source: Option<std::borrow::Cow<'a, str>>,
}

/// The id and `expires` of each candidate in the file at `path` (the last line of an id wins,
/// as [`CandidateFile`] reads it), without building the rows: `status` counts with it.
pub fn candidate_ids(path: &Path) -> Result<HashMap<String, Option<String>>> {
    let Some(bytes) = fsx::read_optional(path)? else { return Ok(HashMap::new()) };
    let text = String::from_utf8_lossy(&bytes);
    let mut out = HashMap::new();
    for raw in text.lines().filter(|l| !l.trim().is_empty()) {
        if let Ok(c) = serde_json::from_str::<CandidateProbe>(raw) {
            out.insert(c.id.into_owned(), c.expires.map(|e| e.into_owned()));
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// memory.meta.json

/// One status change: `{at, status, why}` (why: `extract`, `remember`, `user`, `hits`, `pin`,
/// `command`, `unused` …).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Change {
    pub at: String,
    pub status: String,
    pub why: String,
}

/// The lifecycle state of one memory. (The meta file is okbot's own: keys it does not know
/// inside an entry are not kept.)
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MetaEntry {
    #[serde(default)]
    pub hits: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_hit_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promoted_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub demoted_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The fingerprint of the text this state belongs to ([`super::dedup::fingerprint`]), so a
    /// row another program re-created under a new id finds its state again.
    #[serde(default, rename = "textHash", skip_serializing_if = "Option::is_none")]
    pub text_hash: Option<String>,
    /// Status changes, oldest first (the last [`HISTORY_MAX`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Change>,
}

mod erased {
    /// Something written as compact JSON (a kept value or a state).
    pub trait Json {
        fn write(&self, out: &mut Vec<u8>) -> anyhow::Result<()>;
    }
    impl<T: serde::Serialize> Json for T {
        fn write(&self, out: &mut Vec<u8>) -> anyhow::Result<()> {
            Ok(serde_json::to_writer(out, self)?)
        }
    }
}

/// Status changes kept per memory.
pub const HISTORY_MAX: usize = 16;

/// memory.meta.json as read.
#[derive(Debug, Clone, Default)]
pub struct MetaFile {
    /// States by id (written sorted by id: for `mem_<ULID>` ids, oldest first).
    pub entries: HashMap<String, MetaEntry>,
    /// Entries that are not a lifecycle state: written back as they were.
    kept: Map<String, Value>,
    /// Why the whole file could not be read, and its bytes (set aside before a rewrite).
    pub damaged: Option<(String, Vec<u8>)>,
}

impl MetaFile {
    pub fn load(path: &Path) -> Result<MetaFile> {
        Ok(fsx::read_optional(path)?.map(|b| MetaFile::parse(&b)).unwrap_or_default())
    }

    pub fn parse(bytes: &[u8]) -> MetaFile {
        let mut file = MetaFile::default();
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return file;
        }
        // The usual case, straight into the states; a file with an odd entry takes the slow road.
        if let Ok(entries) = serde_json::from_slice::<HashMap<String, MetaEntry>>(bytes) {
            file.entries = entries;
            return file;
        }
        match serde_json::from_slice::<Value>(bytes) {
            Ok(Value::Object(map)) => {
                for (id, v) in map {
                    match serde_json::from_value::<MetaEntry>(v.clone()) {
                        Ok(entry) if v.is_object() => {
                            file.entries.insert(id, entry);
                        }
                        _ => {
                            file.kept.insert(id, v);
                        }
                    }
                }
            }
            Ok(_) => file.damaged = Some(("not a JSON object".into(), bytes.to_vec())),
            Err(e) => file.damaged = Some((e.to_string(), bytes.to_vec())),
        }
        file
    }

    /// Only what a prompt needs (hits and last hit of each state), for recall: much quicker than
    /// [`MetaFile::parse`] on a big file. Such a file must never be written back (the rest of
    /// each state is not read); a file the quick reader declines is read whole.
    pub fn parse_for_prompt(bytes: &[u8]) -> MetaFile {
        #[derive(Deserialize)]
        struct Light<'a> {
            #[serde(default)]
            hits: u64,
            #[serde(default, borrow, rename = "lastHitAt")]
            last_hit_at: Option<std::borrow::Cow<'a, str>>,
        }
        match serde_json::from_slice::<HashMap<std::borrow::Cow<'_, str>, Light<'_>>>(bytes) {
            Ok(light) => MetaFile {
                entries: light
                    .into_iter()
                    .map(|(id, l)| {
                        let last_hit_at = l.last_hit_at.map(std::borrow::Cow::into_owned);
                        (id.into_owned(), MetaEntry { hits: l.hits, last_hit_at, ..MetaEntry::default() })
                    })
                    .collect(),
                ..MetaFile::default()
            },
            Err(_) => MetaFile::parse(bytes),
        }
    }

    /// One JSON object keyed by id, one entry per line (entries that were not states first,
    /// as found).
    pub fn render(&self) -> Result<Vec<u8>> {
        let mut out = Vec::with_capacity(64 + 160 * (self.kept.len() + self.entries.len()));
        out.push(b'{');
        let mut first = true;
        let mut entry = |out: &mut Vec<u8>, id: &str, value: &dyn erased::Json| -> Result<()> {
            out.extend_from_slice(if first { b"\n" } else { b",\n" });
            first = false;
            serde_json::to_writer(&mut *out, id)?;
            out.push(b':');
            value.write(out)
        };
        for (id, v) in &self.kept {
            entry(&mut out, id, v)?;
        }
        let mut ids: Vec<&String> = self.entries.keys().collect();
        ids.sort_unstable();
        for id in ids {
            entry(&mut out, id, &self.entries[id])?;
        }
        out.extend_from_slice(if first { b"}\n" } else { b"\n}\n" });
        Ok(out)
    }

    /// Whether an entry that is not a lifecycle state is kept under this id.
    pub fn keeps(&self, id: &str) -> bool {
        self.kept.contains_key(id)
    }

    /// Drop entries (states or kept ones) whose id `live` rejects; returns how many.
    pub fn retain_ids(&mut self, live: impl Fn(&str) -> bool) -> usize {
        let before = self.entries.len() + self.kept.len();
        self.entries.retain(|id, _| live(id));
        self.kept.retain(|id, _| live(id));
        before - self.entries.len() - self.kept.len()
    }
}

// ---------------------------------------------------------------------------------------------
// One scope's files

/// The three files of one scope, as read.
#[derive(Debug, Clone, Default)]
pub struct ScopeFiles {
    pub durables: DurableFile,
    pub candidates: CandidateFile,
    pub meta: MetaFile,
    /// How each file looked (memory.md, candidates, meta) just before it was read, or after
    /// okbot last wrote it: a save refuses to replace a file that changed since.
    stamps: [Option<Stamp>; 3],
}

/// Read one scope's files (missing files read as empty).
pub fn load(paths: &Paths) -> Result<ScopeFiles> {
    let stamps = [Stamp::of(&paths.durables)?, Stamp::of(&paths.candidates)?, Stamp::of(&paths.meta)?];
    Ok(ScopeFiles {
        durables: DurableFile::load(&paths.durables)?,
        candidates: Records::load(&paths.candidates)?,
        meta: MetaFile::load(&paths.meta)?,
        stamps,
    })
}

/// Read one scope's memory.md and states, not its candidates (for recall). A save of such a
/// value never writes the candidates file: see [`Dirty`].
pub fn load_durables(paths: &Paths) -> Result<ScopeFiles> {
    let stamps = [Stamp::of(&paths.durables)?, None, Stamp::of(&paths.meta)?];
    Ok(ScopeFiles {
        durables: DurableFile::load(&paths.durables)?,
        candidates: Records::default(),
        meta: MetaFile::load(&paths.meta)?,
        stamps,
    })
}

/// Read one scope's memory.md and, of its states, only hits and last hits: what a prompt needs
/// ([`MetaFile::parse_for_prompt`]). Never saved.
pub fn load_for_prompt(paths: &Paths) -> Result<ScopeFiles> {
    let meta = fsx::read_optional(&paths.meta)?.map(|b| MetaFile::parse_for_prompt(&b)).unwrap_or_default();
    Ok(ScopeFiles {
        durables: DurableFile::load(&paths.durables)?,
        candidates: Records::default(),
        meta,
        stamps: [None, None, None],
    })
}

/// The size of what [`load_for_prompt`] reads (0 for missing files).
pub fn prompt_bytes(paths: &Paths) -> u64 {
    [&paths.durables, &paths.meta].iter().filter_map(|p| std::fs::metadata(p).ok()).map(|m| m.len()).sum()
}

/// Which of a scope's files to rewrite. `moved_out` are the rows that left memory.md
/// for the candidates file in this change (they stay in memory.md until the candidates file
/// holds them).
#[derive(Debug, Clone, Default)]
pub struct Dirty {
    pub durables: bool,
    pub candidates: bool,
    pub meta: bool,
    pub moved_out: Vec<DurableRow>,
}

/// Rewrite the files `dirty` names, in an order that never loses a row to a crash between two
/// writes: a row moving from one file to the other is written to its new file before it leaves
/// the old one (a row found in both files is read as durable). The meta file goes last.
///
/// A file that changed since it was read (the OkBot app rewrote memory.md meanwhile) is not
/// replaced: nothing is written and the error says to run again.
fn save(paths: &Paths, files: &mut ScopeFiles, dirty: &Dirty, stamp: &str) -> Result<()> {
    unchanged(paths, files, dirty)?;
    let targets = [&paths.durables, &paths.candidates, &paths.meta];
    if let Some(dir) = paths.durables.parent() {
        fsx::create_private_dir(dir)?;
    }
    // Each write records the file's new stamp at once, so a save retried after a failure
    // part-way does not take okbot's own write for another program's.
    // A change of states alone (the hits of a recall) is not flushed to disk: it comes with
    // nearly every turn, and a crash loses at most some hits. Rows always are.
    let flush = dirty.durables || dirty.candidates;
    let put = |files: &mut ScopeFiles, i: usize, bytes: &[u8]| -> Result<()> {
        write(targets[i], bytes, flush)?;
        files.stamps[i] = Stamp::of(targets[i])?;
        Ok(())
    };
    if dirty.durables && !dirty.moved_out.is_empty() {
        let mut first = files.durables.clone();
        for row in &dirty.moved_out {
            first.push(row.clone());
        }
        put(files, 0, &first.render()?)?;
    } else if dirty.durables {
        put(files, 0, &files.durables.render()?)?;
    }
    if dirty.candidates {
        put(files, 1, &files.candidates.render()?)?;
    }
    if dirty.durables && !dirty.moved_out.is_empty() {
        put(files, 0, &files.durables.render()?)?;
    }
    if dirty.meta {
        if let Some((_, bytes)) = &files.meta.damaged {
            let aside =
                fsx::unique_path(&paths.meta.with_file_name(format!("memory.meta.json.corrupt-{stamp}")));
            fsx::write_atomic(&aside, bytes, 0o600)?;
            files.meta.damaged = None;
        }
        put(files, 2, &files.meta.render()?)?;
    }
    Ok(())
}

/// Refuse when a file `dirty` would rewrite changed since it was read (or last written by
/// okbot).
fn unchanged(paths: &Paths, files: &ScopeFiles, dirty: &Dirty) -> Result<()> {
    let targets =
        [(&paths.durables, dirty.durables), (&paths.candidates, dirty.candidates), (&paths.meta, dirty.meta)];
    for (i, (path, written)) in targets.iter().enumerate() {
        if *written && Stamp::of(path)? != files.stamps[i] {
            return Err(Failure::general(format!(
                "`{}` changed while okbot was working on it; nothing was written",
                path.display()
            ))
            .hint("another program (the OkBot app?) wrote it; run the command again")
            .into());
        }
    }
    Ok(())
}

/// [`unchanged`] for the global scope, before a save that writes several scopes.
pub fn global_unchanged(root: &Root, files: &ScopeFiles, dirty: &Dirty) -> Result<()> {
    unchanged(&paths(root, None), files, dirty)
}

/// [`unchanged`] for an assistant's scope.
pub fn bot_unchanged(root: &Root, bot: &OwnerId, files: &ScopeFiles, dirty: &Dirty) -> Result<()> {
    unchanged(&paths(root, Some(bot)), files, dirty)
}

fn write(path: &Path, bytes: &[u8], flush: bool) -> Result<()> {
    // Registered secrets (API keys) never reach a file; memory.md has comment lines, so it is
    // scrubbed as text, the JSON files only inside their strings.
    let scrubbed = if path.extension().is_some_and(|e| e == "md") {
        crate::redact::scrub_bytes(bytes)
    } else {
        crate::redact::scrub_json(bytes)
    };
    if flush { fsx::write_atomic(path, &scrubbed, 0o600) } else { fsx::write_cache(path, &scrubbed) }
}

/// Rewrite the global scope's files; the global memory lock is held.
pub fn save_global(
    root: &Root,
    _lock: &GlobalMemoryGuard,
    files: &mut ScopeFiles,
    dirty: &Dirty,
    stamp: &str,
) -> Result<()> {
    save(&paths(root, None), files, dirty, stamp)
}

/// Rewrite an assistant's files; its owner lock is held.
pub fn save_bot(
    root: &Root,
    lock: &OwnerGuard,
    files: &mut ScopeFiles,
    dirty: &Dirty,
    stamp: &str,
) -> Result<()> {
    save(&paths(root, Some(lock.owner())), files, dirty, stamp)
}

// ---------------------------------------------------------------------------------------------
// doctor

/// `okbot doctor` on one scope, named by its memory.md (`optional`: an assistant's, which may
/// be missing): lines of memory.md and of the candidates file that are not rows, `expires` that
/// is not a time, ids in both files, a meta file that is not JSON, and states of memories that
/// are gone. Changes nothing.
pub fn check(r: &mut Report, path: &Path, optional: bool) {
    let bytes = match fsx::read_optional(path) {
        Ok(Some(bytes)) => Some(bytes),
        Ok(None) => {
            if !optional {
                r.warn(path, "missing".into(), Some("run `okbot init`"));
            }
            None
        }
        Err(e) => {
            r.error(path, format!("{e:#}"), None);
            return;
        }
    };
    let durables = bytes.map(|b| DurableFile::parse(&b)).unwrap_or_default();
    for d in &durables.damaged {
        let message = if d.error == "not a memory row" {
            "line is not a memory row (kept as it is)".to_string()
        } else {
            format!("line is not a memory row: {} (kept as it is)", d.error)
        };
        r.add(Severity::Warning, path, Some(d.line), message, None);
    }
    let bad_time = |e: &Option<String>| e.as_deref().is_some_and(|t| !crate::memory::lifecycle::is_time(t));
    for row in durables.rows().filter(|row| bad_time(&row.expires)) {
        r.warn(path, format!("memory {}: `expires` is not a time, so it never expires", row.id), None);
    }
    let Some(dir) = path.parent() else { return };
    let cand_path = dir.join("memory-candidates.jsonl");
    let candidates = match CandidateFile::load(&cand_path) {
        Ok(c) => c,
        Err(e) => return r.error(&cand_path, format!("{e:#}"), None),
    };
    for d in &candidates.damaged {
        let message = format!("line is not a memory candidate: {} (kept as it is)", d.error);
        r.add(Severity::Warning, &cand_path, Some(d.line), message, None);
    }
    for c in candidates.iter() {
        if durables.get(&c.id).is_some() {
            let hint = "the durable row counts; the next memory change drops the candidate line";
            r.warn(&cand_path, format!("memory {} is in memory.md too", c.id), Some(hint));
        }
        if bad_time(&c.expires) {
            r.warn(
                &cand_path,
                format!("memory {}: `expires` is not a time, so it never expires", c.id),
                None,
            );
        }
    }
    let meta_path = dir.join("memory.meta.json");
    let meta = match MetaFile::load(&meta_path) {
        Ok(m) => m,
        Err(e) => return r.error(&meta_path, format!("{e:#}"), None),
    };
    if let Some((error, _)) = &meta.damaged {
        let hint = "the next memory change sets it aside as memory.meta.json.corrupt-<time> and starts anew";
        r.warn(&meta_path, format!("not a memory state file: {error}"), Some(hint));
    }
    let mut gone: Vec<&String> =
        meta.entries.keys().filter(|id| durables.get(id).is_none() && candidates.get(id).is_none()).collect();
    gone.sort();
    if !gone.is_empty() {
        const NAMED: usize = 5;
        let mut ids = gone.iter().take(NAMED).map(|s| s.as_str()).collect::<Vec<_>>().join(", ");
        if gone.len() > NAMED {
            ids.push_str(&format!(" and {} more", gone.len() - NAMED));
        }
        let message = match gone.len() {
            1 => format!("1 entry is for a memory no longer in memory.md or the candidates: {ids}"),
            n => format!("{n} entries are for memories no longer in memory.md or the candidates: {ids}"),
        };
        r.warn(&meta_path, message, Some("`okbot memory gc` drops them"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OKBOT: &str = "# OkBot Memory\n# 每行一条 JSON：id / bot_id / memory / expires（ISO 或 null）\n\
{\"id\":\"mem_0123456789abcdef\",\"bot_id\":\"bot_20261201_001\",\"memory\":\"Prefers tea\",\"expires\":null}\n\
{\"id\":\"mem_1\",\"bot_id\":\"global\",\"memory\":\"Lives in Lisbon\",\"expires\":\"2027-03-01T00:00:00.000Z\",\"pinned\":true}\n";

    #[test]
    fn the_prompt_reader_gets_the_same_hits_as_the_whole_reader_and_falls_back_on_odd_files() {
        let meta = br#"{"mem_a":{"hits":3,"lastHitAt":"2026-11-01T00:00:00.000Z","source":"user","history":[{"at":"x","status":"durable","why":"user"}]},
"mem_b":{"createdAt":"2026-11-01T00:00:00.000Z"},
"mem_\u00e9":{"hits":1,"lastHitAt":"2026-11-\u00302"}}"#;
        let whole = MetaFile::parse(meta);
        let quick = MetaFile::parse_for_prompt(meta);
        assert_eq!(quick.entries.len(), 3);
        for (id, e) in &whole.entries {
            assert_eq!(
                (quick.entries[id].hits, &quick.entries[id].last_hit_at),
                (e.hits, &e.last_hit_at),
                "{id}"
            );
        }
        assert_eq!(quick.entries["mem_é"].last_hit_at.as_deref(), Some("2026-11-02"));
        // An entry that is not a state: the whole reader decides.
        let odd = br#"{"mem_a":{"hits":2},"note":"kept"}"#;
        assert_eq!(MetaFile::parse_for_prompt(odd).entries["mem_a"].hits, 2);
        assert!(MetaFile::parse_for_prompt(b"not json").damaged.is_some());
    }

    #[test]
    fn a_file_of_okbot_rows_reads_and_rewrites_byte_for_byte() {
        let file = DurableFile::parse(OKBOT.as_bytes());
        assert!(file.damaged.is_empty());
        let rows: Vec<_> = file.rows().collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].memory, "Prefers tea");
        assert!(!rows[0].pinned && rows[1].pinned);
        assert_eq!(rows[1].expires.as_deref(), Some("2027-03-01T00:00:00.000Z"));
        assert_eq!(String::from_utf8(file.render().unwrap()).unwrap(), OKBOT);
    }

    #[test]
    fn lines_that_are_not_rows_stay_in_place_and_rows_keep_okbot_key_order() {
        let text = "# OkBot Memory\n# header\nnotes the user typed\n\
{\"id\":\"m0\",\"memory\":\"no bot\"}\n\
{\"id\":\"m1\",\"bot_id\":\"b\",\"memory\":\"   \"}\n\
{\"id\":\"m2\",\"pinned\":\"yes\",\"memory\":\"Likes jazz\",\"color\":\"red\",\"bot_id\":\"b\"}\n\
{\"id\":\"m2\",\"bot_id\":\"b\",\"memory\":\"a second m2\",\"expires\":null}\n\
{broken json\n";
        let mut file = DurableFile::parse(text.as_bytes());
        let lines: Vec<usize> = file.damaged.iter().map(|d| d.line).collect();
        assert_eq!(lines, vec![3, 5, 7, 8]);
        assert_eq!(file.rows().count(), 2);
        file.get_mut("m2").unwrap().pinned = true;
        file.push(DurableRow {
            id: "m3".into(),
            bot_id: "b".into(),
            memory: "New".into(),
            expires: None,
            pinned: false,
            extra: Map::new(),
        });
        let out = String::from_utf8(file.render().unwrap()).unwrap();
        assert_eq!(
            out,
            "# OkBot Memory\n# header\nnotes the user typed\n\
{\"id\":\"m0\",\"bot_id\":null,\"memory\":\"no bot\",\"expires\":null}\n\
{\"id\":\"m1\",\"bot_id\":\"b\",\"memory\":\"   \"}\n\
{\"id\":\"m2\",\"bot_id\":\"b\",\"memory\":\"Likes jazz\",\"expires\":null,\"pinned\":true,\"color\":\"red\"}\n\
{\"id\":\"m2\",\"bot_id\":\"b\",\"memory\":\"a second m2\",\"expires\":null}\n\
{broken json\n\
{\"id\":\"m3\",\"bot_id\":\"b\",\"memory\":\"New\",\"expires\":null}\n"
        );
    }

    #[test]
    fn a_file_without_a_header_gets_one_and_an_empty_file_is_just_the_header() {
        let file =
            DurableFile::parse(b"{\"id\":\"m\",\"bot_id\":\"b\",\"memory\":\"x y\",\"expires\":null}\n");
        let out = String::from_utf8(file.render().unwrap()).unwrap();
        assert!(out.starts_with(MEMORY_HEADER), "{out}");
        assert_eq!(out.lines().count(), 3);
        assert_eq!(DurableFile::default().render().unwrap(), MEMORY_HEADER.as_bytes());
    }

    #[test]
    fn an_enormous_row_reads_and_survives_a_rewrite() {
        let big = "x".repeat(1 << 20);
        let text = format!(
            "{MEMORY_HEADER}{{\"id\":\"m\",\"bot_id\":\"b\",\"memory\":\"{big}\",\"expires\":null}}\n"
        );
        let file = DurableFile::parse(text.as_bytes());
        assert_eq!(file.get("m").unwrap().memory.len(), 1 << 20);
        assert_eq!(file.render().unwrap(), text.as_bytes());
    }

    #[test]
    fn meta_keeps_entries_it_cannot_read_and_a_damaged_file_is_set_aside_before_a_rewrite() {
        let meta = MetaFile::parse(
            br#"{"mem_a":{"hits":2,"lastHitAt":"2026-12-01T00:00:00.000Z"},"mem_b":"odd","mem_c":{"hits":"many"}}"#,
        );
        assert_eq!(meta.entries.len(), 1);
        assert_eq!(meta.entries["mem_a"].hits, 2);
        assert!(meta.keeps("mem_b") && meta.keeps("mem_c"));
        let back: Value = serde_json::from_slice(&meta.render().unwrap()).unwrap();
        assert_eq!(back["mem_b"], "odd");
        assert_eq!(back["mem_c"]["hits"], "many");
        assert_eq!(back["mem_a"]["lastHitAt"], "2026-12-01T00:00:00.000Z");

        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let p = paths(&root, None);
        std::fs::write(&p.meta, b"{not json").unwrap();
        let mut files = load(&p).unwrap();
        assert!(files.meta.damaged.is_some());
        let lock = lock_global(&root).unwrap();
        let dirty = Dirty { meta: true, ..Dirty::default() };
        save_global(&root, &lock, &mut files, &dirty, "20261201T000000Z").unwrap();
        let aside = dir.path().join("memory.meta.json.corrupt-20261201T000000Z");
        assert_eq!(std::fs::read(aside).unwrap(), b"{not json");
        assert_eq!(std::fs::read_to_string(&p.meta).unwrap(), "{}\n");
    }

    #[test]
    fn a_row_moving_to_the_candidates_stays_in_memory_md_until_the_candidates_file_holds_it() {
        // The first write of memory.md still holds the moved row; the final one does not.
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let p = paths(&root, None);
        std::fs::write(&p.durables, OKBOT).unwrap();
        let mut files = load(&p).unwrap();
        let moved = files.durables.remove("mem_1").unwrap();
        files.candidates.push(CandidateRow {
            id: moved.id.clone(),
            bot_id: moved.bot_id.clone(),
            memory: moved.memory.clone(),
            expires: None,
            created_at: None,
            source: None,
            extra: Map::new(),
        });
        // Make the candidates file unwritable: the save stops after the first write.
        std::fs::create_dir(&p.candidates).unwrap();
        let lock = lock_global(&root).unwrap();
        let dirty = Dirty { durables: true, candidates: true, meta: false, moved_out: vec![moved] };
        assert!(save_global(&root, &lock, &mut files, &dirty, "x").is_err());
        assert!(std::fs::read_to_string(&p.durables).unwrap().contains("\"mem_1\""));
        std::fs::remove_dir(&p.candidates).unwrap();
        save_global(&root, &lock, &mut files, &dirty, "x").unwrap();
        assert!(!std::fs::read_to_string(&p.durables).unwrap().contains("\"mem_1\""));
        assert!(std::fs::read_to_string(&p.candidates).unwrap().contains("\"mem_1\""));
    }

    #[test]
    fn doctor_reports_damaged_lines_odd_times_doubled_ids_damaged_meta_and_gone_states() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        root.init(&serde_json::json!({})).unwrap();
        let row = |id: &str, expires: &str| {
            format!(
                "{{\"id\":\"{id}\",\"bot_id\":\"global\",\"memory\":\"Text of {id}\",\"expires\":{expires}}}"
            )
        };
        std::fs::write(
            root.memory_path(),
            format!(
                "{MEMORY_HEADER}{}\nplain words\n{{\"bot_id\":\"b\",\"memory\":\"no id\"}}\n{}\n",
                row("m1", "null"),
                row("m2", "\"soon\"")
            ),
        )
        .unwrap();
        std::fs::write(
            dir.path().join("memory-candidates.jsonl"),
            format!("{}\n{{oops\n", row("m1", "null")),
        )
        .unwrap();
        std::fs::write(dir.path().join("memory.meta.json"), "{\"m1\":{\"hits\":1},\"m7\":{\"hits\":2}}")
            .unwrap();
        let found: Vec<(String, Option<usize>, String)> = crate::doctor::check(&root)
            .unwrap()
            .into_iter()
            .filter(|f| f.path.starts_with("memory"))
            .map(|f| (f.path, f.line, f.message))
            .collect();
        let expect =
            |path: &str, line: Option<usize>, message: &str| (path.to_string(), line, message.to_string());
        for want in [
            expect("memory.md", Some(4), "line is not a memory row (kept as it is)"),
            expect("memory.md", Some(5), "line is not a memory row: `id` is missing (kept as it is)"),
            expect("memory.md", None, "memory m2: `expires` is not a time, so it never expires"),
            expect("memory-candidates.jsonl", None, "memory m1 is in memory.md too"),
            expect(
                "memory.meta.json",
                None,
                "1 entry is for a memory no longer in memory.md or the candidates: m7",
            ),
        ] {
            assert!(found.contains(&want), "{want:?} not in {found:#?}");
        }
        assert!(found.iter().any(|f| f.0 == "memory-candidates.jsonl" && f.1 == Some(2)), "{found:#?}");
        std::fs::write(dir.path().join("memory.meta.json"), "[1,").unwrap();
        let findings = crate::doctor::check(&root).unwrap();
        assert!(
            findings
                .iter()
                .any(|f| f.path == "memory.meta.json" && f.message.starts_with("not a memory state file"))
        );
    }

    #[test]
    fn the_paths_of_each_scope() {
        let root = Root::at("/r");
        let bot = OwnerId::parse("bot_1").unwrap();
        assert_eq!(paths(&root, None).durables, PathBuf::from("/r/memory.md"));
        assert_eq!(paths(&root, Some(&bot)).candidates, PathBuf::from("/r/bot_1/memory-candidates.jsonl"));
        assert_eq!(paths(&root, Some(&bot)).meta, PathBuf::from("/r/bot_1/memory.meta.json"));
    }
}
