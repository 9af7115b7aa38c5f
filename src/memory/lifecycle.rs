//! The memory lifecycle (DESIGN §5.2) over the loaded files of both scopes: [`Memories`].
//!
//! Flow for a change: take the locks (owner lock, then the global memory lock, see
//! [`super::io::lock_global`]), [`Memories::load`], change, [`Memories::save`]. Every time
//! decision uses the `now` passed in (the pinned clock). Only [`Memories::forget`] and
//! [`Memories::gc`] remove rows.
//!
//! Rules on rows another program wrote or changed:
//! - a memory.md row without meta is durable with zero hits; its demotion clock starts when okbot
//!   first records it (the next `gc` stamps `createdAt`);
//! - an id found in both memory.md and the candidates file (a crash between two writes) is
//!   durable; the candidate line goes at the next save;
//! - meta whose id is gone but whose text key equals the key of exactly one row without meta
//!   (OkBot re-created the row under a new id) moves to that row; meta of a row whose text was
//!   edited stays with it (its key follows the new text); other meta of vanished ids is dropped
//!   by `gc`.

use std::collections::{HashMap, HashSet};

use anyhow::{Result, bail};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde::Serialize;

use super::io::{self, CandidateRow, Change, Dirty, DurableRow, HISTORY_MAX, MetaEntry, ScopeFiles};
use super::{Scope, Source, Status, dedup};
use crate::error::Failure;
use crate::ids::IdKind;
use crate::store::lock::{GlobalMemoryGuard, OwnerGuard};
use crate::store::{OwnerId, Root};

/// How memory ids are typed on the command line (`mem_01J…` or a unique prefix).
pub const ID_KIND: IdKind = IdKind {
    noun: "memory",
    plural: "memories",
    tag: Some("mem"),
    list_hint: "list them with `okbot memory list`",
};

/// Bytes of memory.md and states (both scopes) above which a prompt reads the two scopes at once.
const PARALLEL_READ_BYTES: u64 = 512 * 1024;

/// The lifecycle settings (`memory.promoteHits`, `demoteAfterDays`, `candidateTtlDays`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pub promote_hits: u64,
    pub demote_after_days: i64,
    pub candidate_ttl_days: i64,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { promote_hits: 2, demote_after_days: 30, candidate_ttl_days: 60 }
    }
}

impl From<&crate::settings::MemorySettings> for Rules {
    fn from(m: &crate::settings::MemorySettings) -> Self {
        Rules {
            promote_hits: u64::from(m.promote_hits.max(1)),
            demote_after_days: i64::from(m.demote_after_days),
            candidate_ttl_days: i64::from(m.candidate_ttl_days),
        }
    }
}

/// A memory to add.
#[derive(Debug, Clone, PartialEq)]
pub struct NewMemory {
    pub scope: Scope,
    pub text: String,
    pub expires: Option<DateTime<Utc>>,
    pub source: Source,
    /// Keep it a candidate even when the source would make it durable (`memory add --candidate`).
    pub candidate: bool,
    /// Pin it (a pinned memory is durable).
    pub pinned: bool,
}

impl NewMemory {
    pub fn new(scope: Scope, text: impl Into<String>, source: Source) -> NewMemory {
        NewMemory { scope, text: text.into(), expires: None, source, candidate: false, pinned: false }
    }
}

/// What adding a memory did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "camelCase")]
pub enum Added {
    /// A new row.
    New { id: String, scope: Scope, status: Status },
    /// The text repeats an existing memory: that memory got a hit (and may have been promoted
    /// or pinned).
    Hit { id: String, scope: Scope, status: Status, promoted: bool },
    /// The text repeats one added earlier in the same batch: nothing changed.
    Repeated { id: String },
    /// Nothing written: the text is too short after redaction, or the memory already expired.
    Skipped { reason: String },
}

/// What `gc` did, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Gc {
    /// Unpinned durables without a hit for `demoteAfterDays`, moved back to the candidates.
    pub demoted: Vec<String>,
    /// Rows whose `expires` passed, removed.
    pub expired: Vec<String>,
    /// Candidates older than `candidateTtlDays`, removed.
    pub aged_out: Vec<String>,
    /// Lifecycle entries of ids that are in neither file, dropped.
    pub orphans: usize,
}

impl Gc {
    pub fn is_empty(&self) -> bool {
        self.demoted.is_empty() && self.expired.is_empty() && self.aged_out.is_empty() && self.orphans == 0
    }
}

/// Which memories [`Memories::list`] returns.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Filter {
    pub scope: Option<Scope>,
    pub status: Option<Status>,
    /// Include rows whose `expires` passed (still on disk until `gc`).
    pub expired: bool,
}

/// Per scope: durables, candidates, pinned (pinned are durables too).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub durable: usize,
    pub candidate: usize,
    pub pinned: usize,
}

/// One memory as seen through the files, borrowed.
#[derive(Debug, Clone, Copy)]
pub struct MemoryRef<'a> {
    pub id: &'a str,
    pub scope: Scope,
    pub status: Status,
    pub bot_id: &'a str,
    pub text: &'a str,
    pub expires: Option<&'a str>,
    pub pinned: bool,
    /// The candidate row's `createdAt` (candidates only).
    row_created_at: Option<&'a str>,
    pub meta: Option<&'a MetaEntry>,
}

impl<'a> MemoryRef<'a> {
    pub fn hits(&self) -> u64 {
        self.meta.map_or(0, |m| m.hits)
    }
    pub fn last_hit_at(&self) -> Option<&'a str> {
        self.meta.and_then(|m| m.last_hit_at.as_deref())
    }
    pub fn created_at(&self) -> Option<&'a str> {
        self.row_created_at.or_else(|| self.meta.and_then(|m| m.created_at.as_deref()))
    }
    pub fn source(&self) -> Option<Source> {
        self.meta.and_then(|m| m.source.as_deref()).and_then(Source::parse)
    }
    pub fn is_expired(&self, now: DateTime<Utc>) -> bool {
        expired(self.expires, now)
    }

    /// An owned copy, for output.
    pub fn to_memory(&self, now: DateTime<Utc>) -> Memory {
        Memory {
            id: self.id.to_string(),
            scope: self.scope,
            status: self.status,
            bot_id: self.bot_id.to_string(),
            memory: self.text.to_string(),
            expires: self.expires.map(str::to_string),
            expired: self.is_expired(now),
            pinned: self.pinned,
            hits: self.hits(),
            last_hit_at: self.last_hit_at().map(str::to_string),
            created_at: self.created_at().map(str::to_string),
            promoted_at: self.meta.and_then(|m| m.promoted_at.clone()),
            source: self.meta.and_then(|m| m.source.clone()),
            history: self.meta.map(|m| m.history.clone()).unwrap_or_default(),
        }
    }
}

/// One memory, owned (what `memory list|show --json` prints).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Memory {
    pub id: String,
    pub scope: Scope,
    pub status: Status,
    pub bot_id: String,
    pub memory: String,
    pub expires: Option<String>,
    pub expired: bool,
    pub pinned: bool,
    pub hits: u64,
    pub last_hit_at: Option<String>,
    pub created_at: Option<String>,
    pub promoted_at: Option<String>,
    /// `extract`, `remember`, `fold`, `summary`, `user`; none for rows another program wrote.
    pub source: Option<String>,
    pub history: Vec<Change>,
}

/// One scope's files and what changed in them.
#[derive(Debug, Clone, Default)]
struct Shelf {
    files: ScopeFiles,
    dirty: Dirty,
}

/// The memories one assistant sees: the global scope and (unless loaded for the global scope
/// only) its own.
#[derive(Debug, Clone)]
pub struct Memories {
    bot: Option<OwnerId>,
    global: Shelf,
    local: Option<Shelf>,
    /// Loaded by [`Memories::load_for_recall`]: durables and states only.
    recall_only: bool,
    /// Loaded by [`Memories::load_for_prompt`]: never saved.
    prompt_only: bool,
}

/// Whether an `expires` stamp (RFC 3339, or a bare date read as midnight UTC) has passed. A
/// stamp that does not parse never expires (the row stays; `doctor` reports it).
pub fn expired(expires: Option<&str>, now: DateTime<Utc>) -> bool {
    expires.and_then(parse_time).is_some_and(|t| t <= now)
}

/// Whether an `expires` value reads as a time (RFC 3339, or a bare date).
pub fn is_time(text: &str) -> bool {
    parse_time(text).is_some()
}

/// An `expires` value as a time: RFC 3339, or a bare date read as midnight UTC.
pub fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    let text = text.trim();
    crate::clock::parse_stamp(text).or_else(|| {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .map(|t| t.and_utc())
    })
}

/// Durables, candidates and pinned of one scope (the global one with `bot` = `None`), expired
/// rows not counted; read cheaply for `okbot status`: memory.md and the candidates file, not
/// the states. A candidate whose id is in memory.md too counts as durable only.
pub fn count(root: &Root, bot: Option<&OwnerId>, now: DateTime<Utc>) -> Result<Counts> {
    let paths = io::paths(root, bot);
    let durables = io::DurableFile::load(&paths.durables)?;
    let mut c = Counts::default();
    let mut ids: HashSet<&str> = HashSet::new();
    for row in durables.rows() {
        ids.insert(&row.id);
        if !expired(row.expires.as_deref(), now) {
            c.durable += 1;
            c.pinned += usize::from(row.pinned);
        }
    }
    c.candidate = io::candidate_ids(&paths.candidates)?
        .iter()
        .filter(|(id, expires)| !ids.contains(id.as_str()) && !expired(expires.as_deref(), now))
        .count();
    Ok(c)
}

fn stamp(now: DateTime<Utc>) -> String {
    crate::clock::stamp(now)
}

fn push_history(meta: &mut MetaEntry, now: DateTime<Utc>, status: Status, why: &str) {
    meta.history.push(Change { at: stamp(now), status: status.as_str().into(), why: why.into() });
    if meta.history.len() > HISTORY_MAX {
        let extra = meta.history.len() - HISTORY_MAX;
        meta.history.drain(..extra);
    }
}

impl Shelf {
    fn load(paths: &io::Paths) -> Result<Shelf> {
        let mut shelf = Shelf { files: io::load(paths)?, dirty: Dirty::default() };
        shelf.settle();
        Ok(shelf)
    }

    fn load_durables(paths: &io::Paths) -> Result<Shelf> {
        Ok(Shelf { files: io::load_durables(paths)?, dirty: Dirty::default() })
    }

    /// memory.md and the hits of each state, never saved. A row an older okbot marked
    /// `"status":"candidate"` in memory.md is a candidate (the next full load moves it).
    fn load_for_prompt(paths: &io::Paths) -> Result<Shelf> {
        let mut files = io::load_for_prompt(paths)?;
        files
            .durables
            .retain(|r| r.extra.get("status").and_then(serde_json::Value::as_str) != Some("candidate"));
        Ok(Shelf { files, dirty: Dirty::default() })
    }

    /// Apply the rules on rows others wrote (module docs): drop candidate copies of durable
    /// ids, take the lifecycle keys older okbot versions kept in memory.md into the meta file,
    /// move meta to re-created rows, follow edited text.
    fn settle(&mut self) {
        self.adopt_legacy();
        let f = &mut self.files;
        let durable_ids: HashSet<&str> = f.durables.rows().map(|r| r.id.as_str()).collect();
        let doubled: Vec<String> = f
            .candidates
            .iter()
            .filter(|c| durable_ids.contains(c.id.as_str()))
            .map(|c| c.id.clone())
            .collect();
        drop(durable_ids);
        for id in &doubled {
            f.candidates.remove(id);
        }
        self.dirty.candidates |= !doubled.is_empty();
        // The text of every row, by id.
        let mut texts: HashMap<&str, &str> = HashMap::new();
        for r in f.durables.rows() {
            texts.insert(&r.id, &r.memory);
        }
        for c in f.candidates.iter() {
            texts.entry(&c.id).or_insert(&c.memory);
        }
        // Edited text: the state stays with its id, its fingerprint follows the text.
        let mut moves: Vec<(String, String)> = Vec::new();
        let mut rehash: Vec<(String, String)> = Vec::new();
        let mut orphans: HashMap<&str, Vec<&str>> = HashMap::new();
        for (id, m) in &f.meta.entries {
            match texts.get(id.as_str()) {
                Some(text) => {
                    if !m.text_hash.as_deref().is_some_and(|h| dedup::fingerprint_matches(h, text)) {
                        rehash.push((id.clone(), dedup::fingerprint(text)));
                    }
                }
                None => {
                    if let Some(h) = &m.text_hash {
                        orphans.entry(h.as_str()).or_default().push(id);
                    }
                }
            }
        }
        // Re-created rows: an orphan's fingerprint shared by exactly one row without state.
        if !orphans.is_empty() {
            let mut bare: HashMap<String, Vec<&str>> = HashMap::new();
            for (id, text) in &texts {
                if !f.meta.entries.contains_key(*id) && !f.meta.keeps(id) {
                    bare.entry(dedup::fingerprint(text)).or_default().push(id);
                }
            }
            for (hash, from) in &orphans {
                if let (1, Some(to)) = (from.len(), bare.get(*hash).filter(|v| v.len() == 1)) {
                    moves.push((from[0].to_string(), to[0].to_string()));
                }
            }
        }
        for (id, hash) in rehash {
            if let Some(m) = f.meta.entries.get_mut(&id) {
                m.text_hash = Some(hash);
                self.dirty.meta = true;
            }
        }
        for (from, to) in moves {
            if let Some(entry) = f.meta.entries.remove(&from) {
                f.meta.entries.insert(to, entry);
                self.dirty.meta = true;
            }
        }
    }

    /// Rows of memory.md with the lifecycle keys an older okbot wrote there (`status`, `hits`,
    /// `lastHitAt`, `createdAt`, `updatedAt`, `source`): the keys seed the row's state (when it
    /// has none) and leave the row; a row marked `"status":"candidate"` moves to the candidates.
    fn adopt_legacy(&mut self) {
        const LEGACY: [&str; 6] = ["status", "hits", "lastHitAt", "createdAt", "updatedAt", "source"];
        let ids: Vec<String> = self
            .files
            .durables
            .rows()
            .filter(|r| LEGACY.iter().any(|k| r.extra.contains_key(*k)))
            .map(|r| r.id.clone())
            .collect();
        for id in ids {
            let row = self.files.durables.get_mut(&id).expect("a listed row");
            let mut old = serde_json::Map::new();
            for k in LEGACY {
                if let Some(v) = row.extra.remove(k) {
                    old.insert(k.to_string(), v);
                }
            }
            self.dirty.durables = true;
            let text = |k: &str| old.get(k).and_then(|v| v.as_str()).map(str::to_string);
            if !self.files.meta.entries.contains_key(&id) && !self.files.meta.keeps(&id) {
                let meta = self.meta_mut(&id);
                meta.hits = old.get("hits").and_then(serde_json::Value::as_u64).unwrap_or(0);
                meta.last_hit_at = text("lastHitAt");
                meta.created_at = text("createdAt");
                meta.source = text("source").filter(|s| Source::parse(s).is_some());
            }
            if text("status").as_deref() == Some("candidate") {
                let r = self.files.durables.remove(&id).expect("a listed row");
                self.dirty.candidates = true;
                self.dirty.moved_out.push(r.clone());
                self.files.candidates.push(CandidateRow {
                    id: r.id,
                    bot_id: r.bot_id,
                    memory: r.memory,
                    expires: r.expires,
                    created_at: text("createdAt"),
                    source: text("source"),
                    extra: r.extra,
                });
            }
        }
    }

    fn refs(&self, scope: Scope) -> impl Iterator<Item = MemoryRef<'_>> {
        let meta = &self.files.meta.entries;
        let durables = self.files.durables.rows().map(move |r| MemoryRef {
            id: &r.id,
            scope,
            status: Status::Durable,
            bot_id: &r.bot_id,
            text: &r.memory,
            expires: r.expires.as_deref(),
            pinned: r.pinned,
            row_created_at: None,
            meta: meta.get(&r.id),
        });
        let candidates = self.files.candidates.iter().map(move |c| MemoryRef {
            id: &c.id,
            scope,
            status: Status::Candidate,
            bot_id: &c.bot_id,
            text: &c.memory,
            expires: c.expires.as_deref(),
            pinned: false,
            row_created_at: c.created_at.as_deref(),
            meta: meta.get(&c.id),
        });
        durables.chain(candidates)
    }

    fn status_of(&self, id: &str) -> Option<Status> {
        if self.files.durables.get(id).is_some() {
            Some(Status::Durable)
        } else if self.files.candidates.get(id).is_some() {
            Some(Status::Candidate)
        } else {
            None
        }
    }

    fn meta_mut(&mut self, id: &str) -> &mut MetaEntry {
        self.dirty.meta = true;
        self.files.meta.entries.entry(id.to_string()).or_default()
    }

    /// Move a candidate into memory.md.
    fn promote(&mut self, id: &str, now: DateTime<Utc>, why: &str) -> bool {
        let Some(c) = self.files.candidates.remove(id) else { return false };
        self.dirty.candidates = true;
        self.dirty.durables = true;
        // memory.md carries the five OkBot fields only: other keys of the candidate stay behind.
        self.files.durables.push(DurableRow {
            id: c.id.clone(),
            bot_id: c.bot_id,
            memory: c.memory,
            expires: c.expires,
            pinned: false,
            extra: serde_json::Map::new(),
        });
        let meta = self.meta_mut(id);
        if meta.created_at.is_none() {
            meta.created_at = c.created_at;
        }
        if meta.source.is_none() {
            meta.source = c.source;
        }
        meta.promoted_at = Some(stamp(now));
        push_history(meta, now, Status::Durable, why);
        true
    }

    /// Move a durable back to the candidates file.
    fn demote(&mut self, id: &str, now: DateTime<Utc>, why: &str) -> bool {
        let Some(r) = self.files.durables.remove(id) else { return false };
        self.dirty.durables = true;
        self.dirty.candidates = true;
        self.dirty.moved_out.push(r.clone());
        let created = self.files.meta.entries.get(id).and_then(|m| m.created_at.clone());
        let source = self.files.meta.entries.get(id).and_then(|m| m.source.clone());
        self.files.candidates.push(CandidateRow {
            id: r.id,
            bot_id: r.bot_id,
            memory: r.memory,
            expires: r.expires,
            created_at: Some(created.unwrap_or_else(|| stamp(now))),
            source,
            extra: r.extra,
        });
        let meta = self.meta_mut(id);
        meta.demoted_at = Some(stamp(now));
        push_history(meta, now, Status::Candidate, why);
        true
    }

    fn remove(&mut self, id: &str) -> bool {
        let mut found = false;
        if self.files.durables.remove(id).is_some() {
            self.dirty.durables = true;
            found = true;
        }
        if self.files.candidates.remove(id).is_some() {
            self.dirty.candidates = true;
            found = true;
        }
        if self.files.meta.retain_ids(|m| m != id) > 0 {
            self.dirty.meta = true;
        }
        found
    }

    /// Write what changed; on an error the changes stay marked, and nothing more is written.
    fn save(&mut self, paths_save: impl FnOnce(&mut ScopeFiles, &Dirty) -> Result<()>) -> Result<()> {
        let d = &self.dirty;
        if d.durables || d.candidates || d.meta {
            paths_save(&mut self.files, &self.dirty)?;
        }
        self.dirty = Dirty::default();
        Ok(())
    }
}

impl Memories {
    /// Read the global files and, with `bot`, that assistant's. Read-only callers need no lock;
    /// a caller that will save takes the locks first, so nothing changes between load and save.
    pub fn load(root: &Root, bot: Option<&OwnerId>) -> Result<Memories> {
        if let Some(id) = bot.filter(|id| id.is_squad()) {
            return Err(Failure::usage(format!("{id} is a squad, and squads keep no memories"))
                .hint("name an assistant, or use `--scope global`")
                .into());
        }
        let global = Shelf::load(&io::paths(root, None))?;
        let local = bot.map(|id| Shelf::load(&io::paths(root, Some(id)))).transpose()?;
        Ok(Memories { bot: bot.cloned(), global, local, recall_only: false, prompt_only: false })
    }

    /// What recall needs, quicker: memory.md and the states, not the candidates, and none of the
    /// rules on rows others wrote (a re-created row counts from zero hits until a full load
    /// moves its state). Such a value lists durables and takes [`Memories::hit`] and a save;
    /// every other change is refused.
    pub fn load_for_recall(root: &Root, bot: Option<&OwnerId>) -> Result<Memories> {
        let bot = bot.filter(|id| !id.is_squad());
        let global = Shelf::load_durables(&io::paths(root, None))?;
        let local = bot.map(|id| Shelf::load_durables(&io::paths(root, Some(id)))).transpose()?;
        Ok(Memories { bot: bot.cloned(), global, local, recall_only: true, prompt_only: false })
    }

    /// What a prompt shows, quickest: memory.md, and of each state only hits and last hit (see
    /// [`io::MetaFile::parse_for_prompt`]). Lists durables for recall; can never be saved.
    pub fn load_for_prompt(root: &Root, bot: Option<&OwnerId>) -> Result<Memories> {
        let bot = bot.filter(|id| !id.is_squad());
        let global_paths = io::paths(root, None);
        let local_paths = bot.map(|id| io::paths(root, Some(id)));
        // Two big scopes are read side by side (a thread costs more than a small file).
        let (global, local) = match &local_paths {
            Some(lp) if io::prompt_bytes(&global_paths) + io::prompt_bytes(lp) > PARALLEL_READ_BYTES => {
                std::thread::scope(|s| {
                    let global = s.spawn(|| Shelf::load_for_prompt(&global_paths));
                    let local = Shelf::load_for_prompt(lp);
                    let global = global.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
                    (global, local.map(Some))
                })
            }
            _ => (
                Shelf::load_for_prompt(&global_paths),
                local_paths.as_ref().map(Shelf::load_for_prompt).transpose(),
            ),
        };
        Ok(Memories {
            bot: bot.cloned(),
            global: global?,
            local: local?,
            recall_only: true,
            prompt_only: true,
        })
    }

    fn writable(&self) -> Result<()> {
        if self.prompt_only {
            bail!("these memories were read for a prompt only and cannot be saved");
        }
        Ok(())
    }

    fn require_full(&self) -> Result<()> {
        if self.recall_only {
            bail!("these memories were loaded for recall only; load them whole to change them");
        }
        Ok(())
    }

    /// The assistant whose memories are loaded besides the global ones.
    pub fn bot(&self) -> Option<&OwnerId> {
        self.bot.as_ref()
    }

    /// Lines of the loaded memory files that are not rows (kept in place), as (file, line,
    /// why): memory.md's first, then the candidates', global scope first.
    pub fn damaged(&self, root: &Root) -> Vec<(std::path::PathBuf, usize, String)> {
        let mut out = Vec::new();
        for (shelf, owner) in [(Some(&self.global), None), (self.local.as_ref(), self.bot.as_ref())] {
            let Some(shelf) = shelf else { continue };
            let paths = io::paths(root, owner);
            for d in &shelf.files.durables.damaged {
                out.push((paths.durables.clone(), d.line, d.error.clone()));
            }
            for d in &shelf.files.candidates.damaged {
                out.push((paths.candidates.clone(), d.line, d.error.clone()));
            }
        }
        out
    }

    fn shelf(&self, scope: Scope) -> Option<&Shelf> {
        match scope {
            Scope::Global => Some(&self.global),
            Scope::Bot => self.local.as_ref(),
        }
    }

    fn shelf_mut(&mut self, scope: Scope) -> Option<&mut Shelf> {
        match scope {
            Scope::Global => Some(&mut self.global),
            Scope::Bot => self.local.as_mut(),
        }
    }

    fn shelf_or_fail(&mut self, scope: Scope) -> Result<&mut Shelf> {
        match self.shelf_mut(scope) {
            Some(s) => Ok(s),
            None => Err(Failure::usage("no assistant is named, so there are no assistant memories")
                .hint("name an assistant (`-a NAME`), or use `--scope global`")
                .into()),
        }
    }

    /// Every memory, global first; in each scope durables (file order), then candidates.
    pub fn iter(&self) -> impl Iterator<Item = MemoryRef<'_>> {
        let global = self.global.refs(Scope::Global);
        let local = self.local.iter().flat_map(|s| s.refs(Scope::Bot));
        global.chain(local)
    }

    /// Durables that may reach a prompt: not expired (for recall).
    pub fn recallable(&self, now: DateTime<Utc>) -> impl Iterator<Item = MemoryRef<'_>> {
        self.iter().filter(move |m| m.status == Status::Durable && !m.is_expired(now))
    }

    /// The memories `filter` selects.
    pub fn list(&self, filter: Filter, now: DateTime<Utc>) -> Vec<MemoryRef<'_>> {
        self.iter()
            .filter(|m| filter.scope.is_none_or(|s| s == m.scope))
            .filter(|m| filter.status.is_none_or(|s| s == m.status))
            .filter(|m| filter.expired || !m.is_expired(now))
            .collect()
    }

    /// Memories whose text holds every word of `query` (any case; a query without spaces, such
    /// as Chinese text, is matched as one piece), expired ones excluded unless `filter` says.
    pub fn search(&self, query: &str, filter: Filter, now: DateTime<Utc>) -> Vec<MemoryRef<'_>> {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        self.list(filter, now)
            .into_iter()
            .filter(|m| {
                let text = m.text.to_lowercase();
                !words.is_empty() && words.iter().all(|w| text.contains(w.as_str()))
            })
            .collect()
    }

    /// The memory an id (or a unique prefix of one, `mem_` optional) names.
    pub fn find(&self, key: &str) -> Result<MemoryRef<'_>> {
        let all: Vec<MemoryRef<'_>> = self.iter().collect();
        let ids: Vec<&str> = all.iter().map(|m| m.id).collect();
        let at = crate::ids::resolve(&ID_KIND, &ids, key).map_err(Failure::from)?;
        let found = all[at[0]];
        // One id in both scopes (a row copied by hand): acting on either would be a guess.
        if all.iter().any(|m| m.id == found.id && m.scope != found.scope) {
            return Err(Failure::usage(format!(
                "`{}` names two memories, a global one and one of the assistant's",
                found.id
            ))
            .hint("give one of the two rows a new id by hand: the global one is in `memory.md` at the data root, the assistant's in its folder")
            .into());
        }
        Ok(found)
    }

    /// Durables, candidates and pinned of one scope (expired rows not counted).
    pub fn counts(&self, scope: Scope, now: DateTime<Utc>) -> Counts {
        let mut c = Counts::default();
        if let Some(shelf) = self.shelf(scope) {
            for m in shelf.refs(scope).filter(|m| !m.is_expired(now)) {
                match m.status {
                    Status::Durable => c.durable += 1,
                    Status::Candidate => c.candidate += 1,
                }
                c.pinned += usize::from(m.pinned);
            }
        }
        c
    }

    fn locate(&self, id: &str) -> Option<(Scope, Status)> {
        [Scope::Global, Scope::Bot]
            .into_iter()
            .find_map(|s| self.shelf(s).and_then(|shelf| shelf.status_of(id)).map(|st| (s, st)))
    }

    /// The scope and full id of the memory `key` names.
    fn resolve(&self, key: &str) -> Result<(String, Scope, Status)> {
        let id = self.find(key)?.id.to_string();
        let (scope, status) = self.locate(&id).expect("a found id is in a file");
        Ok((id, scope, status))
    }

    // -----------------------------------------------------------------------------------------
    // Transitions

    /// Add one memory (see [`Memories::add_batch`]).
    pub fn add(&mut self, new: NewMemory, now: DateTime<Utc>, rules: Rules) -> Result<Added> {
        Ok(self.add_batch(vec![new], now, rules)?.remove(0))
    }

    /// Add memories in order. Each text loses its `<think>` spans, is redacted and trimmed first. A text that repeats an
    /// existing, unexpired memory (OkBot's rule, [`dedup`]) adds no row: that memory gets a hit
    /// (a candidate reaching `promoteHits` becomes durable), and when the user states it on
    /// purpose (`user`, `remember`) a candidate is promoted, and pinned when asked. A text that
    /// repeats one added earlier in the batch changes nothing. New rows are durable when the
    /// source says so ([`Source::starts_durable`]) and `candidate` is not asked, or when pinned;
    /// otherwise candidates. `bot_id` is the assistant's id for its own rows and for global
    /// rows it extracted; `global` for global rows the user added.
    pub fn add_batch(
        &mut self,
        batch: Vec<NewMemory>,
        now: DateTime<Utc>,
        rules: Rules,
    ) -> Result<Vec<Added>> {
        self.require_full()?;
        // Existing keys and their ids (unexpired rows of both scopes).
        let mut index = dedup::Index::default();
        let mut owners: Vec<String> = Vec::new();
        for m in self.iter().filter(|m| !m.is_expired(now)) {
            index.push(dedup::key(m.text));
            owners.push(m.id.to_string());
        }
        let mut fresh: HashSet<String> = HashSet::new();
        let mut out = Vec::with_capacity(batch.len());
        for new in batch {
            // As the app writes a memory: `<think>` spans out, trimmed; and secrets redacted.
            let text = crate::redact::redact(&crate::session::strip_think(&new.text)).trim().to_string();
            let key = dedup::key(&text);
            if dedup::too_short(&key) {
                out.push(Added::Skipped { reason: "the text is too short to remember".into() });
                continue;
            }
            if new.expires.is_some_and(|t| t <= now) {
                out.push(Added::Skipped { reason: "it has already expired".into() });
                continue;
            }
            if let Some(at) = index.find(&key) {
                let id = owners[at].clone();
                if fresh.contains(&id) {
                    out.push(Added::Repeated { id });
                    continue;
                }
                out.push(self.repeat(&id, &new, now, rules)?);
                continue;
            }
            let scope = new.scope;
            let bot_id = match (scope, &self.bot) {
                (Scope::Global, _) if new.source == Source::User => "global".to_string(),
                (_, Some(bot)) => bot.as_str().to_string(),
                (Scope::Global, None) => "global".to_string(),
                (Scope::Bot, None) => String::new(),
            };
            let hash = dedup::fingerprint(&text);
            let shelf = self.shelf_or_fail(scope)?;
            let id = crate::ids::new("mem", now);
            let expires = new.expires.map(stamp);
            let durable = new.pinned || (new.source.starts_durable() && !new.candidate);
            let status = if durable { Status::Durable } else { Status::Candidate };
            if durable {
                shelf.files.durables.push(DurableRow {
                    id: id.clone(),
                    bot_id,
                    memory: text,
                    expires,
                    pinned: new.pinned,
                    extra: serde_json::Map::new(),
                });
                shelf.dirty.durables = true;
            } else {
                shelf.files.candidates.push(CandidateRow {
                    id: id.clone(),
                    bot_id,
                    memory: text,
                    expires,
                    created_at: Some(stamp(now)),
                    source: Some(new.source.as_str().into()),
                    extra: serde_json::Map::new(),
                });
                shelf.dirty.candidates = true;
            }
            let meta = shelf.meta_mut(&id);
            meta.created_at = Some(stamp(now));
            meta.source = Some(new.source.as_str().into());
            meta.text_hash = Some(hash);
            if durable {
                meta.promoted_at = Some(stamp(now));
            }
            let why = if new.pinned { "pin" } else { new.source.as_str() };
            push_history(meta, now, status, why);
            index.push(key);
            owners.push(id.clone());
            fresh.insert(id.clone());
            out.push(Added::New { id, scope, status });
        }
        Ok(out)
    }

    /// An added text repeats memory `id`.
    fn repeat(&mut self, id: &str, new: &NewMemory, now: DateTime<Utc>, rules: Rules) -> Result<Added> {
        let (scope, _) = self.locate(id).expect("a known id");
        let mut promoted = self.hit_one(id, now, rules);
        let shelf = self.shelf_mut(scope).expect("a located scope");
        if (new.pinned || (new.source.starts_durable() && !new.candidate))
            && shelf.status_of(id) == Some(Status::Candidate)
        {
            promoted |= shelf.promote(id, now, if new.pinned { "pin" } else { new.source.as_str() });
        }
        if new.pinned
            && let Some(row) = shelf.files.durables.get_mut(id)
            && !row.pinned
        {
            row.pinned = true;
            shelf.dirty.durables = true;
        }
        let status = shelf.status_of(id).unwrap_or(Status::Candidate);
        Ok(Added::Hit { id: id.to_string(), scope, status, promoted })
    }

    /// One hit; returns whether it promoted a candidate.
    fn hit_one(&mut self, id: &str, now: DateTime<Utc>, rules: Rules) -> bool {
        let Some((scope, status)) = self.locate(id) else { return false };
        let shelf = self.shelf_mut(scope).expect("a located scope");
        let meta = shelf.meta_mut(id);
        meta.hits += 1;
        meta.last_hit_at = Some(stamp(now));
        let hits = meta.hits;
        status == Status::Candidate && hits >= rules.promote_hits && shelf.promote(id, now, "hits")
    }

    /// Record a hit on each id (recall selected it, or extraction found it again): `hits += 1`,
    /// `lastHitAt = now`; a candidate reaching `promoteHits` becomes durable. Returns the ids
    /// promoted. Unknown ids are ignored.
    pub fn hit(&mut self, ids: &[&str], now: DateTime<Utc>, rules: Rules) -> Vec<String> {
        ids.iter().filter(|id| self.hit_one(id, now, rules)).map(|id| id.to_string()).collect()
    }

    /// Make a candidate durable (`memory promote`). Returns false when it already was.
    pub fn promote(&mut self, key: &str, now: DateTime<Utc>) -> Result<bool> {
        self.require_full()?;
        let (id, scope, status) = self.resolve(key)?;
        if status == Status::Durable {
            return Ok(false);
        }
        Ok(self.shelf_or_fail(scope)?.promote(&id, now, "command"))
    }

    /// Send a durable back to the candidates (`memory demote`). A pinned memory is refused: unpin
    /// it first. Returns false when it already was a candidate.
    pub fn demote(&mut self, key: &str, now: DateTime<Utc>) -> Result<bool> {
        self.require_full()?;
        let (id, scope, status) = self.resolve(key)?;
        if status == Status::Candidate {
            return Ok(false);
        }
        let shelf = self.shelf_or_fail(scope)?;
        if shelf.files.durables.get(&id).is_some_and(|r| r.pinned) {
            return Err(Failure::usage(format!("memory {id} is pinned"))
                .hint(format!("unpin it first: `okbot memory unpin {id}`"))
                .into());
        }
        Ok(shelf.demote(&id, now, "command"))
    }

    /// Pin a memory (a candidate is promoted first). Returns false when it already was pinned.
    pub fn pin(&mut self, key: &str, now: DateTime<Utc>) -> Result<bool> {
        self.require_full()?;
        let (id, scope, status) = self.resolve(key)?;
        let shelf = self.shelf_or_fail(scope)?;
        if status == Status::Candidate {
            shelf.promote(&id, now, "pin");
        }
        let row = shelf.files.durables.get_mut(&id).expect("a durable row");
        if row.pinned {
            return Ok(false);
        }
        row.pinned = true;
        shelf.dirty.durables = true;
        Ok(true)
    }

    /// Unpin a memory; it stays durable, and its demotion clock starts now. Returns false when
    /// it was not pinned.
    pub fn unpin(&mut self, key: &str, now: DateTime<Utc>) -> Result<bool> {
        self.require_full()?;
        let (id, scope, _) = self.resolve(key)?;
        let shelf = self.shelf_or_fail(scope)?;
        let Some(row) = shelf.files.durables.get_mut(&id).filter(|r| r.pinned) else { return Ok(false) };
        row.pinned = false;
        shelf.dirty.durables = true;
        push_history(shelf.meta_mut(&id), now, Status::Durable, "unpin");
        Ok(true)
    }

    /// Remove a memory and its lifecycle state (`memory forget`); returns what it was.
    pub fn forget(&mut self, key: &str, now: DateTime<Utc>) -> Result<Memory> {
        self.require_full()?;
        let (id, scope, _) = self.resolve(key)?;
        let gone = self.find(&id)?.to_memory(now);
        self.shelf_or_fail(scope)?.remove(&id);
        Ok(gone)
    }

    /// The clean-up `evolve` and the wrap-up run (§5.2): demote unpinned durables without a hit
    /// for `demoteAfterDays` (counted from the latest of its last hit, its status changes and its
    /// creation); remove rows whose `expires` passed and candidates older than
    /// `candidateTtlDays` (counted from creation or the last demotion); drop the lifecycle state
    /// of ids in neither file; give rows without state one created now (so their clocks start).
    pub fn gc(&mut self, now: DateTime<Utc>, rules: Rules) -> Result<Gc> {
        self.gc_in(&[Scope::Global, Scope::Bot], now, rules)
    }

    /// [`Memories::gc`] on the scopes named only (`memory gc` over several assistants cleans
    /// the global scope once).
    pub fn gc_in(&mut self, scopes: &[Scope], now: DateTime<Utc>, rules: Rules) -> Result<Gc> {
        self.require_full()?;
        let mut report = Gc::default();
        let demote_before = now - Duration::days(rules.demote_after_days);
        let ttl_before = now - Duration::days(rules.candidate_ttl_days);
        for &scope in scopes {
            let Some(shelf) = self.shelf_mut(scope) else { continue };
            // Expired rows.
            let gone: Vec<String> =
                shelf.refs(scope).filter(|m| m.is_expired(now)).map(|m| m.id.to_string()).collect();
            for id in &gone {
                shelf.remove(id);
            }
            report.expired.extend(gone);
            // Stale durables.
            let stale: Vec<String> = shelf
                .refs(scope)
                .filter(|m| m.status == Status::Durable && !m.pinned)
                .filter(|m| last_touch(m).is_some_and(|t| t <= demote_before))
                .map(|m| m.id.to_string())
                .collect();
            for id in &stale {
                shelf.demote(id, now, "unused");
            }
            report.demoted.extend(stale);
            // Old candidates (a just-demoted one was demoted now: it stays).
            let old: Vec<String> = shelf
                .refs(scope)
                .filter(|m| m.status == Status::Candidate)
                .filter(|m| candidate_since(m).is_some_and(|t| t <= ttl_before))
                .map(|m| m.id.to_string())
                .collect();
            for id in &old {
                shelf.remove(id);
            }
            report.aged_out.extend(old);
            // Orphaned state, and rows without state.
            let live: HashSet<String> = shelf.refs(scope).map(|m| m.id.to_string()).collect();
            let dropped = shelf.files.meta.retain_ids(|id| live.contains(id));
            shelf.dirty.meta |= dropped > 0;
            report.orphans += dropped;
            let bare: Vec<(String, String)> = shelf
                .refs(scope)
                .filter(|m| m.meta.is_none() && !shelf.files.meta.keeps(m.id))
                .map(|m| (m.id.to_string(), dedup::fingerprint(m.text)))
                .collect();
            for (id, hash) in bare {
                let meta = shelf.meta_mut(&id);
                meta.created_at = Some(stamp(now));
                meta.text_hash = Some(hash);
            }
        }
        Ok(report)
    }

    // -----------------------------------------------------------------------------------------
    // Saving

    /// Write the changed global files; the global memory lock is held.
    pub fn save_global(&mut self, root: &Root, lock: &GlobalMemoryGuard, now: DateTime<Utc>) -> Result<()> {
        self.writable()?;
        let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
        self.global.save(|files, dirty| io::save_global(root, lock, files, dirty, &stamp))
    }

    /// Write the assistant's changed files; its owner lock is held.
    pub fn save_bot(&mut self, root: &Root, lock: &OwnerGuard, now: DateTime<Utc>) -> Result<()> {
        self.writable()?;
        let Some(shelf) = self.local.as_mut() else { return Ok(()) };
        if self.bot.as_ref() != Some(lock.owner()) {
            bail!("the lock held is for {}, not for the assistant whose memories changed", lock.owner());
        }
        let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
        shelf.save(|files, dirty| io::save_bot(root, lock, files, dirty, &stamp))
    }

    /// Write every changed file: the assistant's (needs its lock when they changed), then the
    /// global ones.
    pub fn save(
        &mut self,
        root: &Root,
        global: &GlobalMemoryGuard,
        bot: Option<&OwnerGuard>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        // Both scopes are checked before either is written, so a file the app changed
        // meanwhile leaves both as they were.
        io::global_unchanged(root, &self.global.files, &self.global.dirty)?;
        if let (Some(shelf), Some(id)) = (&self.local, &self.bot) {
            io::bot_unchanged(root, id, &shelf.files, &shelf.dirty)?;
        }
        match bot {
            Some(lock) => self.save_bot(root, lock, now)?,
            None if self.local.as_ref().is_some_and(|s| s.is_dirty()) => {
                bail!("the assistant's memories changed, but its lock is not held")
            }
            None => {}
        }
        self.save_global(root, global, now)
    }

    /// Whether anything changed since the load (or the last save).
    pub fn is_dirty(&self) -> bool {
        self.global.is_dirty() || self.local.as_ref().is_some_and(Shelf::is_dirty)
    }
}

impl Shelf {
    fn is_dirty(&self) -> bool {
        self.dirty.durables || self.dirty.candidates || self.dirty.meta
    }
}

/// When a durable was last used or changed status: the latest of its last hit, its status
/// changes, promotion and creation. `None` (no state yet) never demotes.
fn last_touch(m: &MemoryRef<'_>) -> Option<DateTime<Utc>> {
    let meta = m.meta?;
    let times = [meta.last_hit_at.as_deref(), meta.promoted_at.as_deref(), meta.created_at.as_deref()];
    let history = meta.history.iter().map(|c| Some(c.at.as_str()));
    times.into_iter().chain(history).flatten().filter_map(parse_time).max()
}

/// Since when a candidate has been one: the later of its creation and its last demotion.
fn candidate_since(m: &MemoryRef<'_>) -> Option<DateTime<Utc>> {
    let demoted = m.meta.and_then(|x| x.demoted_at.as_deref());
    [m.created_at(), demoted].into_iter().flatten().filter_map(parse_time).max()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::lock::GlobalMemoryGuard;

    const BOT: &str = "bot_20261201_001";

    fn at(text: &str) -> DateTime<Utc> {
        crate::clock::parse_stamp(text).unwrap()
    }

    fn day(n: i64) -> DateTime<Utc> {
        at("2026-12-01T09:00:00Z") + Duration::days(n)
    }

    struct Env {
        dir: tempfile::TempDir,
        root: Root,
        bot: OwnerId,
    }

    fn env() -> Env {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        Env { dir, root, bot: OwnerId::parse(BOT).unwrap() }
    }

    impl Env {
        fn load(&self) -> Memories {
            Memories::load(&self.root, Some(&self.bot)).unwrap()
        }
        fn save(&self, m: &mut Memories, now: DateTime<Utc>) {
            let owner = self.root.lock_owner(&self.bot).unwrap();
            let global: GlobalMemoryGuard = self.root.lock_global_memory().unwrap();
            m.save(&self.root, &global, Some(&owner), now).unwrap();
        }
        fn read(&self, rel: &str) -> String {
            std::fs::read_to_string(self.dir.path().join(rel)).unwrap_or_default()
        }
        fn write(&self, rel: &str, text: &str) {
            let path = self.dir.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        /// Add in its own load-change-save, as a command would.
        fn add(&self, new: NewMemory, now: DateTime<Utc>) -> Added {
            let mut m = self.load();
            let added = m.add(new, now, Rules::default()).unwrap();
            self.save(&mut m, now);
            added
        }
        fn gc(&self, now: DateTime<Utc>) -> Gc {
            let mut m = self.load();
            let report = m.gc(now, Rules::default()).unwrap();
            self.save(&mut m, now);
            report
        }
        fn status(&self, id: &str) -> Option<Status> {
            self.load().iter().find(|m| m.id == id).map(|m| m.status)
        }
    }

    fn new_id(a: &Added) -> String {
        match a {
            Added::New { id, .. } => id.clone(),
            other => panic!("not new: {other:?}"),
        }
    }

    #[test]
    fn what_the_user_states_is_durable_at_once_and_extracted_facts_start_as_candidates() {
        let e = env();
        let user = e.add(NewMemory::new(Scope::Global, "  Prefers tea over coffee ", Source::User), day(0));
        let remember = e.add(NewMemory::new(Scope::Bot, "Deploys on Fridays", Source::Remember), day(0));
        let extracted =
            e.add(NewMemory::new(Scope::Global, "Works on okbot in Rust", Source::Extract), day(0));
        let mut asked = NewMemory::new(Scope::Bot, "Maybe moving to Porto", Source::User);
        asked.candidate = true;
        let asked = e.add(asked, day(0));
        for (a, scope, status) in [
            (&user, Scope::Global, Status::Durable),
            (&remember, Scope::Bot, Status::Durable),
            (&extracted, Scope::Global, Status::Candidate),
            (&asked, Scope::Bot, Status::Candidate),
        ] {
            assert!(
                matches!(a, Added::New { scope: s, status: st, .. } if *s == scope && *st == status),
                "{a:?}"
            );
        }
        // memory.md in OkBot's exact shape: header, five fields in order; global rows the user
        // added carry bot_id "global", extracted ones the assistant's id.
        let global_md = e.read("memory.md");
        assert_eq!(
            global_md,
            format!(
                "{}{{\"id\":\"{}\",\"bot_id\":\"global\",\"memory\":\"Prefers tea over coffee\",\"expires\":null}}\n",
                crate::store::MEMORY_HEADER,
                new_id(&user)
            )
        );
        let cands = e.read("memory-candidates.jsonl");
        assert!(cands.contains(&format!("\"bot_id\":\"{BOT}\"")), "{cands}");
        assert!(
            cands.contains("\"createdAt\":\"2026-12-01T09:00:00.000Z\",\"source\":\"extract\""),
            "{cands}"
        );
        assert!(e.read(&format!("{BOT}/memory.md")).contains("Deploys on Fridays"));
        assert!(e.read(&format!("{BOT}/memory-candidates.jsonl")).contains("Maybe moving to Porto"));
        let meta: serde_json::Value = serde_json::from_str(&e.read("memory.meta.json")).unwrap();
        let m = &meta[new_id(&user)];
        assert_eq!(m["source"], "user");
        assert_eq!(m["hits"], 0);
        assert_eq!(m["createdAt"], "2026-12-01T09:00:00.000Z");
        assert_eq!(m["history"][0]["status"], "durable");
        // Counts per scope.
        let all = e.load();
        assert_eq!(all.counts(Scope::Global, day(0)), Counts { durable: 1, candidate: 1, pinned: 0 });
        assert_eq!(all.counts(Scope::Bot, day(0)), Counts { durable: 1, candidate: 1, pinned: 0 });
    }

    #[test]
    fn a_candidate_found_again_gets_hits_and_becomes_durable_at_promote_hits() {
        let e = env();
        let id = new_id(&e.add(NewMemory::new(Scope::Bot, "Likes jazz piano", Source::Extract), day(0)));
        let again = e.add(NewMemory::new(Scope::Bot, "likes  JAZZ piano", Source::Extract), day(1));
        assert_eq!(
            again,
            Added::Hit { id: id.clone(), scope: Scope::Bot, status: Status::Candidate, promoted: false }
        );
        // Containment of at least 8 characters on both sides counts as the same fact.
        let third =
            e.add(NewMemory::new(Scope::Global, "The user likes jazz piano a lot", Source::Fold), day(2));
        assert_eq!(
            third,
            Added::Hit { id: id.clone(), scope: Scope::Bot, status: Status::Durable, promoted: true }
        );
        assert!(e.read(&format!("{BOT}/memory.md")).contains(&id));
        assert!(!e.read(&format!("{BOT}/memory-candidates.jsonl")).contains(&id));
        let m = e.load();
        let got = m.find(&id).unwrap();
        assert_eq!(got.hits(), 2);
        assert_eq!(got.last_hit_at(), Some("2026-12-03T09:00:00.000Z"));
        let mem = got.to_memory(day(2));
        assert_eq!(mem.promoted_at.as_deref(), Some("2026-12-03T09:00:00.000Z"));
        assert_eq!(mem.history.last().unwrap().why, "hits");
        // promoteHits from the settings.
        let e = env();
        let id =
            new_id(&e.add(NewMemory::new(Scope::Bot, "Uses a Dvorak keyboard", Source::Extract), day(0)));
        let mut m = e.load();
        let rules = Rules { promote_hits: 1, ..Rules::default() };
        assert_eq!(m.hit(&[id.as_str(), "mem_unknown"], day(1), rules), vec![id.clone()]);
        e.save(&mut m, day(1));
        assert_eq!(e.status(&id), Some(Status::Durable));
    }

    #[test]
    fn a_batch_repeating_itself_adds_one_row_and_no_hit_and_short_or_expired_texts_are_skipped() {
        let e = env();
        let mut m = e.load();
        let mut expiring = NewMemory::new(Scope::Bot, "Meeting moved to noon", Source::Extract);
        expiring.expires = Some(day(0));
        let out = m
            .add_batch(
                vec![
                    NewMemory::new(Scope::Bot, "Name: Ana", Source::Extract),
                    NewMemory::new(Scope::Global, "name: ana", Source::Extract),
                    NewMemory::new(Scope::Bot, "x", Source::Extract),
                    expiring,
                ],
                day(0),
                Rules::default(),
            )
            .unwrap();
        let id = new_id(&out[0]);
        assert_eq!(out[1], Added::Repeated { id: id.clone() });
        assert!(matches!(&out[2], Added::Skipped { .. }));
        assert!(matches!(&out[3], Added::Skipped { reason } if reason.contains("expired")));
        e.save(&mut m, day(0));
        let m = e.load();
        assert_eq!(m.iter().count(), 1);
        assert_eq!(m.find(&id).unwrap().hits(), 0);
    }

    #[test]
    fn stating_a_candidate_on_purpose_promotes_it_and_pinning_promotes_and_pins() {
        let e = env();
        let a = new_id(&e.add(NewMemory::new(Scope::Bot, "Allergic to peanuts", Source::Extract), day(0)));
        let again = e.add(NewMemory::new(Scope::Bot, "allergic to peanuts", Source::Remember), day(1));
        assert_eq!(
            again,
            Added::Hit { id: a.clone(), scope: Scope::Bot, status: Status::Durable, promoted: true }
        );
        let b =
            new_id(&e.add(NewMemory::new(Scope::Global, "Prefers metric units", Source::Summary), day(0)));
        let mut m = e.load();
        assert!(m.pin(&b, day(1)).unwrap());
        assert!(!m.pin(&b, day(1)).unwrap());
        e.save(&mut m, day(1));
        assert!(e.read("memory.md").contains(&format!("\"id\":\"{b}\"")));
        assert!(e.read("memory.md").contains("\"expires\":null,\"pinned\":true}"));
        let m = e.load();
        let got = m.find(&b).unwrap();
        assert!(got.pinned && got.status == Status::Durable);
        assert_eq!(got.to_memory(day(1)).history.last().unwrap().why, "pin");
    }

    #[test]
    fn promote_and_demote_by_command_move_rows_between_the_files() {
        let e = env();
        let id = new_id(
            &e.add(NewMemory::new(Scope::Global, "Timezone is Europe/Lisbon", Source::Extract), day(0)),
        );
        let mut m = e.load();
        // A unique prefix names it, with or without `mem_`.
        let prefix = &id["mem_".len().."mem_".len() + 20];
        assert!(m.promote(prefix, day(1)).unwrap());
        assert!(!m.promote(&id, day(1)).unwrap());
        e.save(&mut m, day(1));
        assert_eq!(e.status(&id), Some(Status::Durable));
        let mut m = e.load();
        assert!(m.pin(&id, day(2)).unwrap());
        let refused = m.demote(&id, day(2)).unwrap_err();
        assert!(format!("{refused:#}").contains("is pinned"), "{refused:#}");
        assert!(m.unpin(&id, day(2)).unwrap());
        assert!(!m.unpin(&id, day(2)).unwrap());
        assert!(m.demote(&id, day(2)).unwrap());
        assert!(!m.demote(&id, day(2)).unwrap());
        e.save(&mut m, day(2));
        assert!(!e.read("memory.md").contains(&id));
        assert!(e.read("memory-candidates.jsonl").contains(&id));
        let whys: Vec<String> =
            e.load().find(&id).unwrap().to_memory(day(2)).history.into_iter().map(|c| c.why).collect();
        assert_eq!(whys, ["extract", "command", "unpin", "command"]);
        assert!(e.load().find("mem_nothing_like_it").is_err());
    }

    #[test]
    fn an_unpinned_durable_without_a_hit_for_demote_after_days_goes_back_to_the_candidates() {
        let e = env();
        let used = new_id(&e.add(NewMemory::new(Scope::Bot, "Runs okbot from cron", Source::User), day(0)));
        let unused =
            new_id(&e.add(NewMemory::new(Scope::Bot, "Has a cat called Miso", Source::User), day(0)));
        let pinned = new_id(&e.add(NewMemory::new(Scope::Global, "Speaks Portuguese", Source::User), day(0)));
        let mut m = e.load();
        m.pin(&pinned, day(0)).unwrap();
        m.hit(&[used.as_str()], day(20), Rules::default());
        e.save(&mut m, day(20));
        assert!(e.gc(day(29)).demoted.is_empty());
        // 30 days after its creation, the unused one falls back; the hit one and the pinned stay.
        assert_eq!(e.gc(day(30)).demoted, vec![unused.clone()]);
        assert_eq!(e.status(&unused), Some(Status::Candidate));
        assert!(!e.read(&format!("{BOT}/memory.md")).contains(&unused));
        assert_eq!(e.status(&used), Some(Status::Durable));
        assert_eq!(e.gc(day(50)).demoted, vec![used.clone()]);
        assert_eq!(e.status(&pinned), Some(Status::Durable));
        // The candidate TTL counts from the demotion, not from the creation.
        assert!(e.gc(day(89)).aged_out.is_empty());
        assert_eq!(e.gc(day(90)).aged_out, vec![unused.clone()]);
        assert!(e.load().find(&unused).is_err());
        let meta = e.read(&format!("{BOT}/memory.meta.json"));
        assert!(!meta.contains(&unused), "the state of a removed memory goes with it");
    }

    #[test]
    fn candidates_older_than_the_ttl_and_expired_rows_are_removed_by_gc_only() {
        let e = env();
        let cand =
            new_id(&e.add(NewMemory::new(Scope::Global, "Reads sci-fi novels", Source::Extract), day(0)));
        let mut soon = NewMemory::new(Scope::Bot, "Is travelling this week", Source::User);
        soon.expires = Some(day(7));
        let soon = new_id(&e.add(soon, day(0)));
        // Expired rows leave every listing at once, and the files at the next gc.
        let m = e.load();
        assert_eq!(m.list(Filter::default(), day(7)).len(), 1);
        assert_eq!(m.list(Filter { expired: true, ..Filter::default() }, day(7)).len(), 2);
        assert_eq!(m.recallable(day(6)).count(), 1);
        assert_eq!(m.recallable(day(7)).count(), 0);
        assert!(e.read(&format!("{BOT}/memory.md")).contains(&soon));
        let report = e.gc(day(8));
        assert_eq!(report.expired, vec![soon.clone()]);
        assert!(!e.read(&format!("{BOT}/memory.md")).contains(&soon));
        assert!(e.gc(day(59)).aged_out.is_empty());
        assert_eq!(e.gc(day(60)).aged_out, vec![cand]);
        assert!(e.load().iter().next().is_none());
        assert!(e.gc(day(61)).is_empty());
    }

    #[test]
    fn gc_in_one_scope_leaves_the_other_alone() {
        let e = env();
        let mut g = NewMemory::new(Scope::Global, "Is at a conference this week", Source::User);
        g.expires = Some(day(2));
        let g = new_id(&e.add(g, day(0)));
        let mut b = NewMemory::new(Scope::Bot, "Has a deadline on Friday", Source::User);
        b.expires = Some(day(2));
        let b = new_id(&e.add(b, day(0)));
        let mut m = e.load();
        assert_eq!(m.gc_in(&[Scope::Bot], day(3), Rules::default()).unwrap().expired, vec![b.clone()]);
        assert!(m.find(&g).is_ok() && m.find(&b).is_err());
        assert_eq!(m.gc_in(&[Scope::Global], day(3), Rules::default()).unwrap().expired, vec![g]);
    }

    #[test]
    fn count_reads_the_files_as_counts_does() {
        let e = env();
        e.add(NewMemory::new(Scope::Global, "Prefers tea over coffee", Source::User), day(0));
        let mut pin = NewMemory::new(Scope::Bot, "Is allergic to nuts", Source::User);
        pin.pinned = true;
        e.add(pin, day(0));
        e.add(NewMemory::new(Scope::Bot, "Reads sci-fi novels", Source::Extract), day(0));
        let mut soon = NewMemory::new(Scope::Bot, "Is travelling this week", Source::Extract);
        soon.expires = Some(day(2));
        e.add(soon, day(0));
        // Odd lines: a null bot_id (not a candidate), a number for memory, an id twice.
        let rel = format!("{BOT}/memory-candidates.jsonl");
        let mut text = e.read(&rel);
        text.push_str(
            "{\"id\":\"mem_n\",\"bot_id\":null,\"memory\":\"x y\"}\n{\"id\":\"mem_m\",\"memory\":5}\n",
        );
        text.push_str("{\"id\":\"mem_d\",\"memory\":\"a \\\"quoted\\\" one\",\"extra\":[1]}\n{\"id\":\"mem_d\",\"memory\":\"again\"}\n");
        e.write(&rel, &text);
        let m = e.load();
        for now in [day(1), day(3)] {
            assert_eq!(count(&e.root, Some(&e.bot), now).unwrap(), m.counts(Scope::Bot, now));
            assert_eq!(count(&e.root, None, now).unwrap(), m.counts(Scope::Global, now));
        }
        assert_eq!(
            count(&e.root, Some(&e.bot), day(1)).unwrap(),
            Counts { durable: 1, candidate: 3, pinned: 1 }
        );
    }

    #[test]
    fn expires_reads_as_a_stamp_or_a_bare_date() {
        assert_eq!(parse_time("2027-01-02"), Some(at("2027-01-02T00:00:00Z")));
        assert_eq!(parse_time("2027-01-02T03:04:05Z"), Some(at("2027-01-02T03:04:05Z")));
        assert_eq!(parse_time("next week"), None);
    }

    #[test]
    fn forget_removes_the_row_and_its_state() {
        let e = env();
        let id = new_id(&e.add(NewMemory::new(Scope::Global, "Owns a red bicycle", Source::User), day(0)));
        let mut m = e.load();
        let gone = m.forget(&id, day(1)).unwrap();
        assert_eq!(gone.memory, "Owns a red bicycle");
        e.save(&mut m, day(1));
        assert!(!e.read("memory.md").contains(&id));
        assert!(!e.read("memory.meta.json").contains(&id));
        assert!(e.load().find(&id).is_err());
    }

    #[test]
    fn rows_the_okbot_app_wrote_are_durable_with_zero_hits_and_start_their_clock_at_the_first_gc() {
        let e = env();
        e.write(
            "memory.md",
            "# OkBot Memory\n# header\n{\"id\":\"mem_0123456789abcdef\",\"bot_id\":\"global\",\"memory\":\"Likes hiking\",\"expires\":null}\nnot json at all\n",
        );
        let m = e.load();
        let row = m.find("mem_0123456789abcdef").unwrap();
        assert_eq!((row.status, row.hits(), row.meta.is_none()), (Status::Durable, 0, true));
        assert!(e.gc(day(0)).is_empty());
        assert!(e.gc(day(29)).demoted.is_empty());
        assert_eq!(e.gc(day(30)).demoted, vec!["mem_0123456789abcdef".to_string()]);
        // The line that is not a row stayed where it was.
        assert_eq!(e.read("memory.md"), "# OkBot Memory\n# header\nnot json at all\n");
    }

    #[test]
    fn a_file_the_okbot_app_rewrote_after_okbot_wrote_meta_keeps_what_can_be_kept() {
        let e = env();
        let kept = new_id(&e.add(NewMemory::new(Scope::Global, "Drinks oat milk", Source::User), day(0)));
        let renamed =
            new_id(&e.add(NewMemory::new(Scope::Global, "Plays chess on Sundays", Source::User), day(0)));
        let dropped = new_id(&e.add(NewMemory::new(Scope::Global, "Has two sisters", Source::User), day(0)));
        let mut m = e.load();
        m.hit(&[kept.as_str(), renamed.as_str(), renamed.as_str()], day(1), Rules::default());
        e.save(&mut m, day(1));
        // The app rewrites the file: one row's text edited, one row re-created under a new id,
        // one row deleted, and a new row of its own.
        e.write(
            "memory.md",
            &format!(
                "# OkBot Memory\n# header\n\
{{\"id\":\"{kept}\",\"bot_id\":\"global\",\"memory\":\"Drinks oat milk, no sugar\",\"expires\":null}}\n\
{{\"id\":\"mem_aaaaaaaaaaaaaaaa\",\"bot_id\":\"global\",\"memory\":\"Plays chess on Sundays\",\"expires\":null}}\n\
{{\"id\":\"mem_bbbbbbbbbbbbbbbb\",\"bot_id\":\"global\",\"memory\":\"Runs marathons\",\"expires\":null}}\n"
            ),
        );
        let m = e.load();
        assert_eq!(m.find(&kept).unwrap().hits(), 1, "an edited row keeps its state");
        assert_eq!(m.find("mem_aaaaaaaaaaaaaaaa").unwrap().hits(), 2, "a re-created row finds its state");
        assert_eq!(m.find("mem_bbbbbbbbbbbbbbbb").unwrap().hits(), 0);
        assert!(m.find(&dropped).is_err());
        let report = e.gc(day(2));
        assert_eq!(report.orphans, 1);
        let meta = e.read("memory.meta.json");
        assert!(!meta.contains(&dropped) && !meta.contains(&renamed), "{meta}");
        let m = e.load();
        assert_eq!(m.find("mem_aaaaaaaaaaaaaaaa").unwrap().hits(), 2);
        assert_eq!(
            m.find(&kept).unwrap().meta.unwrap().text_hash,
            Some(dedup::fingerprint("drinksoatmilk,nosugar"))
        );
    }

    #[test]
    fn an_id_in_both_files_after_a_crash_is_durable_and_the_candidate_copy_goes_at_the_next_save() {
        let e = env();
        let row = "{\"id\":\"mem_x1234567\",\"bot_id\":\"global\",\"memory\":\"Commutes by train\",\"expires\":null}";
        e.write("memory.md", &format!("{}{row}\n", crate::store::MEMORY_HEADER));
        e.write("memory-candidates.jsonl", &format!("{row}\nnot a candidate\n"));
        let m = e.load();
        assert_eq!(m.iter().count(), 1);
        assert_eq!(m.find("mem_x1234567").unwrap().status, Status::Durable);
        e.gc(day(0));
        assert_eq!(e.read("memory-candidates.jsonl"), "not a candidate\n");
    }

    #[test]
    fn lifecycle_keys_an_older_okbot_kept_in_memory_md_move_to_the_meta_file() {
        let e = env();
        e.write(
            "memory.md",
            &format!(
                "{}{}\n{}\n",
                crate::store::MEMORY_HEADER,
                r#"{"id":"mem_old1","bot_id":"global","memory":"Likes opera","expires":null,"status":"durable","hits":3,"lastHitAt":"2026-11-30T00:00:00.000Z","createdAt":"2026-11-01T00:00:00.000Z","source":"extract","note":"mine"}"#,
                r#"{"id":"mem_old2","bot_id":"global","memory":"Might learn Greek","expires":null,"status":"candidate","hits":1,"createdAt":"2026-11-20T00:00:00.000Z","source":"extract"}"#
            ),
        );
        let m = e.load();
        let old1 = m.find("mem_old1").unwrap();
        assert_eq!(
            (old1.status, old1.hits(), old1.last_hit_at()),
            (Status::Durable, 3, Some("2026-11-30T00:00:00.000Z"))
        );
        let old2 = m.find("mem_old2").unwrap();
        assert_eq!((old2.status, old2.hits(), old2.source()), (Status::Candidate, 1, Some(Source::Extract)));
        e.gc(day(0));
        assert_eq!(
            e.read("memory.md"),
            format!(
                "{}{}\n",
                crate::store::MEMORY_HEADER,
                r#"{"id":"mem_old1","bot_id":"global","memory":"Likes opera","expires":null,"note":"mine"}"#
            )
        );
        assert!(e.read("memory-candidates.jsonl").contains("\"createdAt\":\"2026-11-20T00:00:00.000Z\""));
        let meta = e.read("memory.meta.json");
        assert!(meta.contains("\"hits\":3") && !meta.contains("opera"), "{meta}");
    }

    #[test]
    fn secrets_are_redacted_before_they_are_written() {
        let e = env();
        let added = e.add(
            NewMemory::new(Scope::Bot, "The staging password=hunter2hunter2 is on the wiki", Source::Extract),
            day(0),
        );
        let id = new_id(&added);
        let files =
            [e.read(&format!("{BOT}/memory-candidates.jsonl")), e.read(&format!("{BOT}/memory.meta.json"))];
        assert!(files.iter().all(|f| !f.contains("hunter2")), "{files:?}");
        assert!(e.load().find(&id).unwrap().text.contains("[redacted]"));
        let thought = e.add(
            NewMemory::new(Scope::Bot, "<think>the user said so</think> Keeps bees ", Source::Remember),
            day(0),
        );
        assert_eq!(e.load().find(&new_id(&thought)).unwrap().text, "Keeps bees");
    }

    #[test]
    fn the_rules_come_from_the_memory_settings() {
        let (settings, _) = crate::settings::Settings::from_raw(&serde_json::json!({
            "memory": {"promoteHits": 5, "demoteAfterDays": 7, "candidateTtlDays": 9}
        }))
        .unwrap();
        assert_eq!(
            Rules::from(&settings.memory),
            Rules { promote_hits: 5, demote_after_days: 7, candidate_ttl_days: 9 }
        );
        let (defaults, _) = crate::settings::Settings::from_raw(&serde_json::json!({})).unwrap();
        assert_eq!(Rules::from(&defaults.memory), Rules::default());
    }

    #[test]
    fn list_search_and_find_by_scope_and_status() {
        let e = env();
        e.add(NewMemory::new(Scope::Global, "Prefers Green Tea", Source::User), day(0));
        e.add(NewMemory::new(Scope::Bot, "Writes Rust at work", Source::Extract), day(0));
        e.add(NewMemory::new(Scope::Bot, "喜欢喝绿茶和乌龙茶", Source::User), day(0));
        let m = e.load();
        let texts = |v: Vec<MemoryRef<'_>>| v.into_iter().map(|m| m.text.to_string()).collect::<Vec<_>>();
        let bot = Filter { scope: Some(Scope::Bot), ..Filter::default() };
        assert_eq!(texts(m.list(bot, day(0))), ["喜欢喝绿茶和乌龙茶", "Writes Rust at work"]);
        let durable = Filter { status: Some(Status::Durable), ..Filter::default() };
        assert_eq!(texts(m.list(durable, day(0))), ["Prefers Green Tea", "喜欢喝绿茶和乌龙茶"]);
        assert_eq!(texts(m.search("green TEA", Filter::default(), day(0))), ["Prefers Green Tea"]);
        assert_eq!(texts(m.search("绿茶", Filter::default(), day(0))), ["喜欢喝绿茶和乌龙茶"]);
        assert!(m.search("  ", Filter::default(), day(0)).is_empty());
        // Loaded for the global scope only, there are no assistant rows to add to.
        let mut global = Memories::load(&e.root, None).unwrap();
        assert_eq!(global.iter().count(), 1);
        let err =
            global.add(NewMemory::new(Scope::Bot, "Something new", Source::User), day(0), Rules::default());
        assert!(format!("{:#}", err.unwrap_err()).contains("no assistant is named"));
        let squad = OwnerId::parse("squad_20261201_001").unwrap();
        assert!(Memories::load(&e.root, Some(&squad)).is_err());
    }

    #[test]
    fn saving_needs_the_lock_of_the_scope_that_changed() {
        let e = env();
        let mut m = e.load();
        m.add(NewMemory::new(Scope::Bot, "Likes long walks", Source::User), day(0), Rules::default())
            .unwrap();
        let global = e.root.lock_global_memory().unwrap();
        assert!(m.save(&e.root, &global, None, day(0)).is_err());
        let other = e.root.lock_owner(&OwnerId::parse("bot_20261201_002").unwrap()).unwrap();
        assert!(m.save(&e.root, &global, Some(&other), day(0)).is_err());
        assert!(m.is_dirty());
        drop(global);
        e.save(&mut m, day(0));
        assert!(!m.is_dirty());
    }

    #[test]
    fn a_file_the_app_rewrote_between_load_and_save_is_not_overwritten() {
        let e = env();
        e.add(NewMemory::new(Scope::Global, "Cycles to work", Source::User), day(0));
        let mut m = e.load();
        m.add(NewMemory::new(Scope::Global, "Reads before bed", Source::User), day(1), Rules::default())
            .unwrap();
        // The app adds a row meanwhile (its own tmp + rename).
        let app = format!(
            "{}{{\"id\":\"mem_app0000000000001\",\"bot_id\":\"global\",\"memory\":\"Added in the app\",\"expires\":null}}\n",
            e.read("memory.md")
        );
        let tmp = e.dir.path().join("memory.md.tmp");
        std::fs::write(&tmp, &app).unwrap();
        std::fs::rename(&tmp, e.dir.path().join("memory.md")).unwrap();
        let owner = e.root.lock_owner(&e.bot).unwrap();
        let global = e.root.lock_global_memory().unwrap();
        let err = m.save(&e.root, &global, Some(&owner), day(1)).unwrap_err();
        assert!(format!("{err:#}").contains("changed while okbot was working on it"), "{err:#}");
        assert_eq!(e.read("memory.md"), app, "the app's row survives");
        assert!(!e.read("memory.meta.json").contains("Reads"));
        // A change of both scopes writes neither when one of them changed meanwhile.
        let mut both = e.load();
        both.add(NewMemory::new(Scope::Bot, "Grows tomatoes", Source::User), day(1), Rules::default())
            .unwrap();
        both.add(NewMemory::new(Scope::Global, "Knits scarves", Source::User), day(1), Rules::default())
            .unwrap();
        std::fs::write(e.dir.path().join("memory.md"), format!("{app}\n")).unwrap();
        assert!(both.save(&e.root, &global, Some(&owner), day(1)).is_err());
        assert!(!e.read(&format!("{BOT}/memory.md")).contains("tomatoes"));
        // Loaded afresh, the same change goes through and keeps the app's row.
        let mut m = e.load();
        m.add(NewMemory::new(Scope::Global, "Reads before bed", Source::User), day(1), Rules::default())
            .unwrap();
        m.save(&e.root, &global, Some(&owner), day(1)).unwrap();
        // And a second save of the same value (okbot's own write in between) is not refused.
        m.add(
            NewMemory::new(Scope::Global, "Bakes bread on Sundays", Source::User),
            day(1),
            Rules::default(),
        )
        .unwrap();
        m.save(&e.root, &global, Some(&owner), day(1)).unwrap();
        let md = e.read("memory.md");
        assert!(
            ["Cycles", "Added in the app", "Reads before bed", "Bakes bread"].iter().all(|t| md.contains(t)),
            "{md}"
        );
    }

    #[test]
    fn loaded_for_recall_it_sees_durables_takes_hits_and_refuses_every_other_change() {
        let e = env();
        let durable =
            new_id(&e.add(NewMemory::new(Scope::Bot, "Prefers short answers", Source::User), day(0)));
        let cand = new_id(&e.add(NewMemory::new(Scope::Global, "Might like chess", Source::Extract), day(0)));
        let candidates = e.read("memory-candidates.jsonl");
        let mut m = Memories::load_for_recall(&e.root, Some(&e.bot)).unwrap();
        let ids: Vec<&str> = m.recallable(day(1)).map(|r| r.id).collect();
        assert_eq!(ids, vec![durable.as_str()]);
        assert!(m.hit(&[durable.as_str(), cand.as_str()], day(1), Rules::default()).is_empty());
        let refused = [
            m.add(NewMemory::new(Scope::Bot, "Anything at all", Source::User), day(1), Rules::default())
                .err(),
            m.promote(&durable, day(1)).err(),
            m.demote(&durable, day(1)).err(),
            m.pin(&durable, day(1)).err(),
            m.unpin(&durable, day(1)).err(),
            m.forget(&durable, day(1)).err(),
            m.gc(day(1), Rules::default()).err(),
        ];
        assert!(refused.iter().all(Option::is_some));
        e.save(&mut m, day(1));
        assert_eq!(e.read("memory-candidates.jsonl"), candidates);
        let m = e.load();
        assert_eq!(m.find(&durable).unwrap().hits(), 1);
        assert_eq!(m.find(&cand).unwrap().hits(), 0);
        // A squad recalls the global memories only.
        let squad = OwnerId::parse("squad_20261201_001").unwrap();
        assert!(Memories::load_for_recall(&e.root, Some(&squad)).unwrap().bot().is_none());
    }

    #[test]
    fn two_writers_at_once_lose_no_row_and_duplicate_none() {
        let e = env();
        let facts: Vec<String> = (0..12).map(|i| format!("Fact number {i:02} about the user")).collect();
        std::thread::scope(|s| {
            for t in 0..2 {
                let (root, bot, facts) = (e.root.clone(), e.bot.clone(), &facts);
                s.spawn(move || {
                    for (i, f) in facts.iter().enumerate() {
                        let owner = root.lock_owner(&bot).unwrap();
                        let global = root.lock_global_memory().unwrap();
                        let mut m = Memories::load(&root, Some(&bot)).unwrap();
                        let scope = if (i + t) % 2 == 0 { Scope::Global } else { Scope::Bot };
                        m.add(NewMemory::new(scope, f.clone(), Source::Extract), day(0), Rules::default())
                            .unwrap();
                        m.save(&root, &global, Some(&owner), day(0)).unwrap();
                    }
                });
            }
        });
        let m = e.load();
        let mut texts: Vec<&str> = m.iter().map(|r| r.text).collect();
        texts.sort_unstable();
        assert_eq!(texts, facts.iter().map(String::as_str).collect::<Vec<_>>());
        assert!(m.iter().all(|r| r.hits() == 1), "the second writer's copy counted as a hit");
    }
}
