//! Recall (DESIGN §5.3): which durable rows reach instruction block 5, in what order, and why.
//!
//! A pure selector over rows the caller has already read (candidates are filtered out before it):
//!
//! 1. **Eligible**: rows that are not expired on the pinned clock and have some text. An `expires`
//!    that does not parse is no expiry (the OkBot app keeps such rows too).
//! 2. **Pinned** rows come first, all of them, in the order given (the caller passes the global
//!    file, then the assistant's, each in file order).
//! 3. **Relevant** rows next: BM25 (k1 = 1.2, b = 0.75) of each row against the query texts (the
//!    new message, then the recent buffer). Terms of the new message weigh 1, terms found only in
//!    the buffer ½. The score is blended with the row's hits: `bm25 × (1 + ln(1 + hits) / 4)`, so
//!    use breaks near-ties without letting a popular row outrank a clearly better match.
//! 4. **Fill**: rows with no relevance at all may still take the slots left, most hits first,
//!    then the latest hit, then the later row in the file (newer). They are carried but do not
//!    earn a hit ([`Selection::hit_ids`]), so an unused row can still fall back to candidate.
//!
//! Ties end on the position given (the earlier row among relevant ones, the later in the fill), so
//! a selection is deterministic.
//!
//! Caps, as the OkBot app applies them (`memoryPrompt.ts`): over `max_entries`, the lowest ranked
//! row that is not pinned goes (pinned rows go only when they alone exceed the cap, the last given
//! first). Over `max_chars` (counting each line's characters + 1), the lowest ranked row that is
//! not pinned is folded into one trailing row, `- (earlier memories folded: …)`, holding the first
//! 80 characters of each folded memory (shown up to 120); when folding does not make the block
//! smaller the row is dropped instead, and a last row that is still too long is cut to fit (one
//! character shorter than the app cuts it, so that its line break fits too). When pinned rows
//! alone exceed the caps, the first given are kept and the later ones are folded or left out, and
//! [`Selection::left_out`] says so. Scope gives no priority (the app prefers globals): relevance
//! decides, and the block keeps the app's shape, a section per scope.
//!
//! Tokens: words of letters and digits, lowercased; Han, kana and hangul as character bigrams (a
//! lone character as a unigram), so a Chinese query finds a Chinese row without a word splitter.
//! Each row is tokenised once, with no index: terms are hashed and only the query's terms counted.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use chrono::{DateTime, Utc};
use serde::Serialize;

/// BM25 term-frequency saturation.
const K1: f64 = 1.2;
/// BM25 length normalisation.
const B: f64 = 0.75;
/// How much hits lift a relevant row: `1 + ln(1 + hits) / HIT_DAMPING`.
const HIT_DAMPING: f64 = 4.0;
/// Weight of a term found only in the recent buffer (the new message's terms weigh 1).
const BUFFER_WEIGHT: f64 = 0.5;
/// Characters of each folded memory kept in the fold row.
const FOLD_PIECE_CHARS: usize = 80;
/// Characters of the fold row's text shown.
const FOLD_SHOWN_CHARS: usize = 120;
/// Relevant rows past the entry cap listed in [`Selection::left_out`].
const LISTED_LEFT_OUT: usize = 50;
const FOLD_LABEL: &str = "earlier memories folded";
const HEADER: &str = "What you remember about the user:";

/// Which file a row comes from: `Global` (`<root>/memory.md`, shared by every assistant) or
/// `Bot` (`<botId>/memory.md`, this assistant's own).
pub use super::Scope;

/// One durable row, as recall needs it (borrowed from the caller's rows and meta).
#[derive(Debug, Clone, Copy)]
pub struct Row<'a> {
    pub id: &'a str,
    pub text: &'a str,
    pub pinned: bool,
    pub hits: u64,
    /// As stored (RFC 3339); `None` never expires.
    pub expires: Option<&'a str>,
    /// As stored (RFC 3339).
    pub last_hit_at: Option<&'a str>,
    pub scope: Scope,
}

/// `memory.recallMaxEntries` (already limited by `promptMaxEntries`) and `memory.promptMaxChars`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Caps {
    pub max_entries: usize,
    pub max_chars: usize,
}

/// Why a row was ranked where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Why {
    Pinned,
    Relevant,
    Fill,
}

/// Which cap kept a ranked row out of the block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Cut {
    /// `max_entries`.
    Entries,
    /// `max_chars`: dropped because folding would not have saved room.
    Chars,
    /// `max_chars`: its first characters are in the fold row.
    Folded,
}

/// A row of the block, in render order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Pick<'a> {
    /// Position in the rows given to [`select`].
    pub index: usize,
    pub id: &'a str,
    pub scope: Scope,
    pub why: Why,
    /// BM25 against the query (0 when nothing matched).
    pub relevance: f64,
    /// Relevance blended with hits: the rank among relevant rows.
    pub score: f64,
    pub hits: u64,
    /// The line of the block, e.g. `- [mem_1] 📌 Prefers tea (expires 2027-01-01T00:00:00.000Z)`.
    pub line: String,
}

/// A pinned or relevant row the caps kept out (fill rows past the caps are only counted).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeftOut<'a> {
    pub index: usize,
    pub id: &'a str,
    pub scope: Scope,
    pub why: Why,
    pub relevance: f64,
    pub score: f64,
    pub cut: Cut,
}

/// The trailing row that stands for the rows folded away by the character cap.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fold<'a> {
    /// The scope of the first folded row: the section the fold row is rendered in.
    pub scope: Scope,
    pub ids: Vec<&'a str>,
    pub line: String,
    /// The folded text (each memory's first 80 characters, joined by `; `), before the line cuts it.
    #[serde(skip)]
    text: String,
}

/// What the next request carries in block 5, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Selection<'a> {
    pub caps: Caps,
    /// Rows given.
    pub rows: usize,
    /// Rows left out because they expired.
    pub expired: usize,
    /// Rows that could be recalled (not expired, not blank).
    pub eligible: usize,
    /// Distinct terms of the query.
    pub query_terms: usize,
    pub picks: Vec<Pick<'a>>,
    pub fold: Option<Fold<'a>>,
    /// Pinned and relevant rows kept out by the caps, in rank order (past the entry cap, only the
    /// first 50 relevant rows are listed).
    pub left_out: Vec<LeftOut<'a>>,
    /// Relevant rows past the entry cap beyond those listed.
    pub unlisted: usize,
    /// Eligible rows neither pinned nor relevant that did not fit as fill.
    pub not_reached: usize,
    /// Characters of the block's lines (each line + 1), as the caps count them.
    pub chars: usize,
}

impl<'a> Selection<'a> {
    /// Ids that earn a hit (`hits += 1`, `lastHitAt`): the pinned and relevant rows shown in full.
    pub fn hit_ids(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.picks.iter().filter(|p| p.why != Why::Fill).map(|p| p.id)
    }

    pub fn is_empty(&self) -> bool {
        self.picks.is_empty() && self.fold.is_none()
    }
}

/// Select the rows of block 5: `queries` are the new message first, then the recent buffer.
pub fn select<'a>(rows: &[Row<'a>], queries: &[&str], now: DateTime<Utc>, caps: Caps) -> Selection<'a> {
    let mut expired = 0;
    let eligible: Vec<usize> = (0..rows.len())
        .filter(|&i| {
            let r = &rows[i];
            if r.expires.and_then(crate::clock::parse_stamp).is_some_and(|t| t <= now) {
                expired += 1;
                return false;
            }
            !r.text.trim().is_empty()
        })
        .collect();
    let query = Query::new(queries);
    let relevance = query.bm25(rows, &eligible);

    let mut pinned = Vec::new();
    let mut relevant = Vec::new();
    let mut fill = Vec::new();
    for (&i, rel) in eligible.iter().zip(relevance) {
        let score = rel * (1.0 + (rows[i].hits as f64).ln_1p() / HIT_DAMPING);
        let ranked = Ranked { index: i, relevance: rel, score };
        if rows[i].pinned {
            pinned.push((ranked, Why::Pinned));
        } else if rel > 0.0 {
            relevant.push((ranked, Why::Relevant));
        } else {
            fill.push(ranked);
        }
    }
    // Only the rows that can be shown or listed need an order.
    let wanted = caps.max_entries.saturating_sub(pinned.len()) + LISTED_LEFT_OUT;
    let unlisted = best_relevant(rows, &mut relevant, wanted);

    let mut left_out = Vec::new();
    let mut kept: Vec<(Ranked, Why)> = Vec::new();
    for (n, (r, why)) in pinned.into_iter().chain(relevant).enumerate() {
        if n < caps.max_entries {
            kept.push((r, why));
        } else {
            left_out.push(r.left_out(&rows[r.index], why, Cut::Entries));
        }
    }
    let free = caps.max_entries.saturating_sub(kept.len());
    let not_reached = fill.len().saturating_sub(free);
    kept.extend(best_fill(rows, &fill, free).into_iter().map(|r| (r, Why::Fill)));

    let mut sel = Selection {
        caps,
        rows: rows.len(),
        expired,
        eligible: eligible.len(),
        query_terms: query.terms.len(),
        picks: kept.into_iter().map(|(r, why)| r.pick(&rows[r.index], why)).collect(),
        fold: None,
        left_out,
        unlisted,
        not_reached,
        chars: 0,
    };
    cap_chars(&mut sel, rows);
    sel
}

/// Keep the `wanted` best relevant rows, in rank order; returns how many others there were.
fn best_relevant(rows: &[Row], relevant: &mut Vec<(Ranked, Why)>, wanted: usize) -> usize {
    let rank = |(a, _): &(Ranked, Why), (b, _): &(Ranked, Why)| {
        b.score
            .total_cmp(&a.score)
            .then(rows[b.index].hits.cmp(&rows[a.index].hits))
            .then_with(|| last_hit(&rows[b.index]).cmp(&last_hit(&rows[a.index])))
            .then(a.index.cmp(&b.index))
    };
    let others = relevant.len().saturating_sub(wanted);
    if others > 0 {
        if wanted == 0 {
            relevant.clear();
        } else {
            relevant.select_nth_unstable_by(wanted - 1, rank);
            relevant.truncate(wanted);
        }
    }
    relevant.sort_unstable_by(rank);
    others
}

/// The `free` rows of no relevance that fill the slots left: most hits, latest hit, later row.
fn best_fill(rows: &[Row], fill: &[Ranked], free: usize) -> Vec<Ranked> {
    if free == 0 || fill.is_empty() {
        return Vec::new();
    }
    let mut keyed: Vec<(u64, i64, usize)> =
        fill.iter().map(|r| (rows[r.index].hits, last_hit(&rows[r.index]), r.index)).collect();
    let order = |a: &(u64, i64, usize), b: &(u64, i64, usize)| b.cmp(a);
    if keyed.len() > free {
        keyed.select_nth_unstable_by(free - 1, order);
        keyed.truncate(free);
    }
    keyed.sort_unstable_by(order);
    keyed.into_iter().map(|(_, _, index)| Ranked { index, relevance: 0.0, score: 0.0 }).collect()
}

/// The text of instruction block 5: the header, then a section per scope (global first), each
/// row on its own line and the fold row last in its section; empty when nothing is recalled.
pub fn render(sel: &Selection) -> String {
    if sel.is_empty() {
        return String::new();
    }
    let mut text = String::from(HEADER);
    for (scope, title) in [(Scope::Global, "### Global memory"), (Scope::Bot, "### This assistant's memory")]
    {
        let mut lines = sel.picks.iter().filter(|p| p.scope == scope).map(|p| p.line.as_str()).peekable();
        let fold = sel.fold.as_ref().filter(|f| f.scope == scope).map(|f| f.line.as_str());
        if lines.peek().is_none() && fold.is_none() {
            continue;
        }
        text.push_str("\n\n");
        text.push_str(title);
        for l in lines.chain(fold) {
            text.push('\n');
            text.push_str(l);
        }
    }
    text
}

#[derive(Debug, Clone, Copy)]
struct Ranked {
    index: usize,
    relevance: f64,
    score: f64,
}

impl Ranked {
    fn pick<'a>(&self, row: &Row<'a>, why: Why) -> Pick<'a> {
        Pick {
            index: self.index,
            id: row.id,
            scope: row.scope,
            why,
            relevance: self.relevance,
            score: self.score,
            hits: row.hits,
            line: line(row),
        }
    }

    fn left_out<'a>(&self, row: &Row<'a>, why: Why, cut: Cut) -> LeftOut<'a> {
        LeftOut {
            index: self.index,
            id: row.id,
            scope: row.scope,
            why,
            relevance: self.relevance,
            score: self.score,
            cut,
        }
    }
}

/// Milliseconds of the last hit; rows never hit sort last.
fn last_hit(row: &Row) -> i64 {
    row.last_hit_at.and_then(crate::clock::parse_stamp).map_or(i64::MIN, |t| t.timestamp_millis())
}

/// `- [id] 📌 text (expires …)`, the text on one line.
fn line(row: &Row) -> String {
    let pin = if row.pinned { "📌 " } else { "" };
    let expires = row.expires.map(|e| format!(" (expires {e})")).unwrap_or_default();
    format!("- [{}] {pin}{}{expires}", row.id, crate::text::one_line(row.text))
}

fn weight(line: &str) -> usize {
    line.chars().count() + 1
}

/// The OkBot app's character cap: fold the lowest ranked unpinned row (else the last pinned) into
/// the fold row while the block is too long and has more than one row.
fn cap_chars<'a>(sel: &mut Selection<'a>, rows: &[Row<'a>]) {
    let max = sel.caps.max_chars;
    let mut total: usize = sel.picks.iter().map(|p| weight(&p.line)).sum();
    while sel.picks.len() + usize::from(sel.fold.is_some()) > 1 && total > max && !sel.picks.is_empty() {
        let at = sel.picks.iter().rposition(|p| p.why != Why::Pinned).unwrap_or(sel.picks.len() - 1);
        let pick = &sel.picks[at];
        let body = crate::text::one_line(rows[pick.index].text);
        let piece: String = body.chars().take(FOLD_PIECE_CHARS).collect();
        let (text, line) = match &sel.fold {
            Some(f) => {
                let text = format!("{}; {piece}", f.text);
                let line = fold_line(&text);
                (text, line)
            }
            None => {
                let more = if body.chars().count() > FOLD_PIECE_CHARS { "…" } else { "" };
                let line = format!("- ({FOLD_LABEL}: {piece}{more})");
                (piece, line)
            }
        };
        let before_fold = sel.fold.as_ref().map_or(0, |f| weight(&f.line));
        let after = total - weight(&pick.line) - before_fold + weight(&line);
        let pick = sel.picks.remove(at);
        let r = Ranked { index: pick.index, relevance: pick.relevance, score: pick.score };
        if after >= total {
            total -= weight(&pick.line);
            sel.left_out.push(r.left_out(&rows[pick.index], pick.why, Cut::Chars));
            continue;
        }
        total = after;
        sel.left_out.push(r.left_out(&rows[pick.index], pick.why, Cut::Folded));
        match &mut sel.fold {
            Some(f) => {
                f.ids.push(pick.id);
                f.text = text;
                f.line = line;
            }
            None => sel.fold = Some(Fold { scope: pick.scope, ids: vec![pick.id], line, text }),
        }
    }
    let last = match (sel.picks.as_mut_slice(), &mut sel.fold) {
        ([only], None) => Some(&mut only.line),
        ([], Some(f)) => Some(&mut f.line),
        _ => None,
    };
    if let Some(l) = last
        && l.chars().count() > max
    {
        // Cut so that the line and its line break fit.
        *l = l.chars().take(max.saturating_sub(1)).collect();
        total = weight(l);
    }
    sel.chars = total;
}

fn fold_line(text: &str) -> String {
    let shown: String = text.chars().take(FOLD_SHOWN_CHARS).collect();
    let more = if text.chars().count() > FOLD_SHOWN_CHARS { "…" } else { "" };
    format!("- ({FOLD_LABEL}: {shown}{more})")
}

/// The query's distinct terms (hashed) with their weights.
struct Query {
    terms: HashMap<u64, usize, BuildHasherDefault<PassThrough>>,
    weights: Vec<f64>,
}

impl Query {
    fn new(texts: &[&str]) -> Query {
        let mut q = Query { terms: HashMap::default(), weights: Vec::new() };
        for (n, text) in texts.iter().enumerate() {
            let w = if n == 0 { 1.0 } else { BUFFER_WEIGHT };
            tokens(text, |t| {
                let next = q.weights.len();
                let k = *q.terms.entry(t).or_insert(next);
                if k == next {
                    q.weights.push(w);
                } else if q.weights[k] < w {
                    q.weights[k] = w;
                }
            });
        }
        q
    }

    /// BM25 of each eligible row (same order as `eligible`); every row is tokenised once.
    fn bm25(&self, rows: &[Row], eligible: &[usize]) -> Vec<f64> {
        let mut scores = vec![0.0; eligible.len()];
        if self.terms.is_empty() || eligible.is_empty() {
            return scores;
        }
        let mut df = vec![0u32; self.weights.len()];
        let mut lengths = Vec::with_capacity(eligible.len());
        // (row, term, tf) for every query term found in a row.
        let mut found: Vec<(u32, u32, u32)> = Vec::new();
        let mut scratch: Vec<(u32, u32)> = Vec::new();
        let mut total_len = 0u64;
        for (k, &i) in eligible.iter().enumerate() {
            let mut len = 0u32;
            scratch.clear();
            tokens(rows[i].text, |t| {
                len += 1;
                if let Some(&q) = self.terms.get(&t) {
                    match scratch.iter_mut().find(|(s, _)| *s == q as u32) {
                        Some((_, tf)) => *tf += 1,
                        None => scratch.push((q as u32, 1)),
                    }
                }
            });
            for &(q, tf) in &scratch {
                df[q as usize] += 1;
                found.push((k as u32, q, tf));
            }
            lengths.push(len);
            total_len += u64::from(len);
        }
        let n = eligible.len() as f64;
        let avg = (total_len as f64 / n).max(1.0);
        let idf: Vec<f64> = df
            .iter()
            .zip(&self.weights)
            .map(|(&d, w)| w * (1.0 + (n - f64::from(d) + 0.5) / (f64::from(d) + 0.5)).ln())
            .collect();
        for (k, q, tf) in found {
            let tf = f64::from(tf);
            let len = f64::from(lengths[k as usize]);
            scores[k as usize] += idf[q as usize] * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * len / avg));
        }
        scores
    }
}

/// Terms are already FNV hashes: the map need not hash them again.
#[derive(Default)]
struct PassThrough(u64);

impl Hasher for PassThrough {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(FNV_PRIME);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

fn fnv(hash: u64, c: char) -> u64 {
    (hash ^ u64::from(c as u32)).wrapping_mul(FNV_PRIME)
}

/// Han (with extensions and compatibility forms), kana and hangul: text without spaces between
/// words, indexed as character bigrams.
fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x11FF          // hangul jamo
        | 0x3005..=0x3007        // 々 〆 〇
        | 0x3041..=0x30FA        // hiragana, katakana
        | 0x30FC..=0x30FF        // ー and the iteration marks (not the middle dot ・)
        | 0x3131..=0x318E        // hangul compatibility jamo
        | 0x31F0..=0x31FF        // katakana phonetic extensions
        | 0x3400..=0x4DBF        // CJK extension A
        | 0x4E00..=0x9FFF        // CJK unified ideographs
        | 0xAC00..=0xD7A3        // hangul syllables
        | 0xF900..=0xFAFF        // CJK compatibility ideographs
        | 0xFF66..=0xFF9F        // half-width katakana
        | 0x20000..=0x3134F) // CJK extensions B–G
}

/// Call `emit` with the hash of each term of `text`: lowercased words of letters and digits; CJK
/// runs as overlapping character bigrams, a run of one character as that character.
fn tokens(text: &str, mut emit: impl FnMut(u64)) {
    let mut word: Option<u64> = None;
    let mut prev: Option<char> = None;
    let mut run = 0usize;
    let end_run = |prev: &mut Option<char>, run: &mut usize, emit: &mut dyn FnMut(u64)| {
        if let (Some(p), 1) = (*prev, *run) {
            emit(fnv(FNV_OFFSET, p));
        }
        *prev = None;
        *run = 0;
    };
    for c in text.chars() {
        // Most text is ASCII: letters and digits extend the word, anything else ends it.
        if c.is_ascii() {
            if c.is_ascii_alphanumeric() {
                end_run(&mut prev, &mut run, &mut emit);
                word = Some(fnv(word.unwrap_or(FNV_OFFSET), c.to_ascii_lowercase()));
            } else {
                end_run(&mut prev, &mut run, &mut emit);
                if let Some(h) = word.take() {
                    emit(h);
                }
            }
        } else if is_cjk(c) {
            if let Some(h) = word.take() {
                emit(h);
            }
            if let Some(p) = prev {
                emit(fnv(fnv(FNV_OFFSET, p), c));
            }
            prev = Some(c);
            run += 1;
        } else if c.is_alphanumeric() {
            end_run(&mut prev, &mut run, &mut emit);
            word = Some(c.to_lowercase().fold(word.unwrap_or(FNV_OFFSET), fnv));
        } else {
            end_run(&mut prev, &mut run, &mut emit);
            if let Some(h) = word.take() {
                emit(h);
            }
        }
    }
    end_run(&mut prev, &mut run, &mut emit);
    if let Some(h) = word {
        emit(h);
    }
}

// ---------------------------------------------------------------------------------------------
// From the files

/// `memory.recallMaxEntries` (never above `promptMaxEntries`) and `memory.promptMaxChars`.
pub fn caps(m: &crate::settings::MemorySettings) -> Caps {
    Caps {
        max_entries: m.recall_max_entries.min(m.prompt_max_entries) as usize,
        max_chars: m.prompt_max_chars as usize,
    }
}

/// The durables of `memories` as recall takes them: the global file, then the assistant's, each
/// in file order. Candidates are never among them.
pub fn rows<'a>(memories: &'a super::Memories) -> Vec<Row<'a>> {
    memories
        .iter()
        .filter(|m| m.status == super::Status::Durable)
        .map(|m| Row {
            id: m.id,
            text: m.text,
            pinned: m.pinned,
            hits: m.hits(),
            expires: m.expires,
            last_hit_at: m.last_hit_at(),
            scope: m.scope,
        })
        .collect()
}

/// Block 5 of a request, owned: its text and the ids that earn a hit once the request is sent.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Recalled {
    pub block: String,
    pub hit_ids: Vec<String>,
}

/// Read the durables (global, and `bot`'s own) and choose block 5 for `queries` (the new message
/// first, then the recent buffer). A squad (or no assistant) recalls global memories only.
pub fn recall(
    root: &crate::store::Root,
    bot: Option<&crate::store::OwnerId>,
    settings: &crate::settings::MemorySettings,
    queries: &[&str],
    now: DateTime<Utc>,
) -> anyhow::Result<Recalled> {
    let memories = super::Memories::load_for_prompt(root, bot)?;
    let rows = rows(&memories);
    let sel = select(&rows, queries, now, caps(settings));
    Ok(Recalled { block: render(&sel), hit_ids: sel.hit_ids().map(str::to_string).collect() })
}

/// The texts recall ranks against, from the transcript's live tail (oldest first): the newest
/// user message first (a hidden trigger too: a schedule's prompt is what its turn is about; empty
/// when there is none), then up to `limit` earlier or later user/assistant messages, newest first.
/// Error rows and other hidden rows are left out.
pub fn queries<'a>(
    entries: impl DoubleEndedIterator<Item = &'a crate::session::Entry>,
    limit: usize,
) -> Vec<&'a str> {
    let mut new: Option<&'a str> = None;
    let mut buffer: Vec<&'a str> = Vec::new();
    for e in entries.rev() {
        if new.is_some() && buffer.len() >= limit {
            break;
        }
        let crate::session::Item::Message { role, text } = &e.item else { continue };
        if e.error || (role != "user" && role != "assistant") {
            continue;
        }
        if new.is_none() && role == "user" {
            new = Some(text);
        } else if !e.hidden && buffer.len() < limit {
            buffer.push(text);
        }
    }
    std::iter::once(new.unwrap_or("")).chain(buffer).collect()
}

/// [`queries`] for a new message that is not in the transcript yet (`okbot context show
/// --message`, `okbot memory recall --query`): it comes first, and the transcript's newest user
/// message joins the buffer.
pub fn queries_with<'a>(
    message: &'a str,
    entries: impl DoubleEndedIterator<Item = &'a crate::session::Entry>,
    limit: usize,
) -> Vec<&'a str> {
    let mut tail = queries(entries, limit);
    let newest = tail.remove(0);
    let mut out = vec![message];
    if !newest.is_empty() {
        out.push(newest);
    }
    out.extend(tail);
    out.truncate(limit + 1);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        crate::clock::parse_stamp("2026-12-01T12:00:00Z").unwrap()
    }

    fn row<'a>(id: &'a str, text: &'a str, scope: Scope) -> Row<'a> {
        Row { id, text, pinned: false, hits: 0, expires: None, last_hit_at: None, scope }
    }

    fn caps(max_entries: usize, max_chars: usize) -> Caps {
        Caps { max_entries, max_chars }
    }

    fn ids<'a>(sel: &Selection<'a>) -> Vec<&'a str> {
        sel.picks.iter().map(|p| p.id).collect()
    }

    fn hashes(text: &str) -> Vec<u64> {
        let mut out = Vec::new();
        tokens(text, |t| out.push(t));
        out
    }

    fn term(text: &str) -> u64 {
        text.chars().fold(FNV_OFFSET, fnv)
    }

    #[test]
    fn words_are_lowercased_and_cjk_runs_become_bigrams() {
        assert_eq!(hashes("Hello, WORLD v2.5"), ["hello", "world", "v2", "5"].map(term));
        assert_eq!(hashes("喜欢喝茶"), ["喜欢", "欢喝", "喝茶"].map(term));
        // A lone CJK character is a unigram; Latin next to CJK splits the run.
        assert_eq!(hashes("我 like 茶道"), ["我", "like", "茶道"].map(term));
        assert_eq!(hashes("rust语言"), ["rust", "语言"].map(term));
        // Kana and hangul are runs like Han; the katakana middle dot separates.
        assert_eq!(hashes("コーヒー・紅茶"), ["コー", "ーヒ", "ヒー", "紅茶"].map(term));
        assert_eq!(hashes("커피를 좋아해"), ["커피", "피를", "좋아", "아해"].map(term));
        assert_eq!(hashes("Straße ÉTÉ"), ["straße", "été"].map(term));
        assert!(hashes(" ,.!? 📌 ").is_empty());
    }

    #[test]
    fn an_english_query_ranks_the_matching_row_first() {
        let rows = [
            row("m1", "Works on the okbot command line tool in Rust", Scope::Bot),
            row("m2", "Prefers green tea over coffee in the morning", Scope::Global),
            row("m3", "Lives in Lisbon and cycles to work", Scope::Global),
            row("m4", "Dislikes meetings before ten", Scope::Bot),
        ];
        let sel = select(&rows, &["Should I make coffee or tea?"], now(), caps(2, 4000));
        assert_eq!(sel.picks[0].id, "m2");
        assert_eq!(sel.picks[0].why, Why::Relevant);
        assert!(sel.picks[0].relevance > 0.0);
        // The second slot is fill: nothing else matched.
        assert_eq!(sel.picks[1].why, Why::Fill);
        assert_eq!(sel.picks.len(), 2);
        assert_eq!(sel.not_reached, 2);
        assert_eq!(sel.hit_ids().collect::<Vec<_>>(), ["m2"]);
    }

    #[test]
    fn a_chinese_query_finds_the_chinese_row_by_bigrams() {
        let rows = [
            row("m1", "用户住在上海，喜欢骑车上班", Scope::Global),
            row("m2", "用户喜欢喝绿茶，不喝咖啡", Scope::Global),
            row("m3", "项目使用 Rust 编写", Scope::Bot),
        ];
        let sel = select(&rows, &["今天想喝点茶，推荐一下绿茶"], now(), caps(1, 4000));
        assert_eq!(ids(&sel), ["m2"]);
        assert_eq!(sel.picks[0].why, Why::Relevant);
        let sel = select(&rows, &["这个项目用什么语言编写？"], now(), caps(1, 4000));
        assert_eq!(ids(&sel), ["m3"]);
    }

    #[test]
    fn the_new_message_weighs_more_than_the_buffer() {
        let rows = [row("tea", "Likes tea", Scope::Global), row("bike", "Likes cycling", Scope::Global)];
        let sel = select(&rows, &["cycling plans?", "we talked about tea"], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["bike", "tea"]);
        assert!(sel.picks[0].score > sel.picks[1].score);
        let sel = select(&rows, &["tea again", "cycling earlier"], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["tea", "bike"]);
    }

    #[test]
    fn hits_lift_a_relevant_row_and_order_the_fill() {
        let mut rows = [
            row("a", "Uses vim for editing", Scope::Global),
            row("b", "Uses vim for editing", Scope::Global),
            row("c", "Birthday in May", Scope::Global),
            row("d", "Has a cat named Miso", Scope::Global),
        ];
        rows[1].hits = 5;
        rows[3].hits = 9;
        let sel = select(&rows, &["vim config"], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["b", "a", "d", "c"]);
        assert!(sel.picks[0].score > sel.picks[1].score);
        assert_eq!(sel.picks[0].relevance, sel.picks[1].relevance);
        assert_eq!(
            sel.picks.iter().map(|p| p.why).collect::<Vec<_>>(),
            [Why::Relevant, Why::Relevant, Why::Fill, Why::Fill]
        );
        // Among equal hits the later hit, then the later row, fills first.
        rows[2].hits = 9;
        rows[2].last_hit_at = Some("2026-11-30T00:00:00Z");
        rows[3].last_hit_at = Some("2026-11-01T00:00:00Z");
        let sel = select(&rows, &["vim"], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["b", "a", "c", "d"]);
        rows[2].last_hit_at = None;
        rows[3].last_hit_at = None;
        let sel = select(&rows, &["vim"], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["b", "a", "d", "c"]);
    }

    #[test]
    fn pinned_rows_come_first_in_the_order_given() {
        let mut rows = [
            row("g1", "Name is Ana", Scope::Global),
            row("b1", "Deploys with fly.io", Scope::Bot),
            row("b2", "Repository at ~/src/okbot", Scope::Bot),
            row("g2", "Speaks Portuguese", Scope::Global),
        ];
        rows[2].pinned = true;
        rows[3].pinned = true;
        let sel = select(&rows, &["where do deploys go?"], now(), caps(3, 4000));
        assert_eq!(ids(&sel), ["b2", "g2", "b1"]);
        assert_eq!(sel.picks[0].why, Why::Pinned);
        assert!(sel.picks[0].line.starts_with("- [b2] 📌 Repository"));
        assert_eq!(sel.hit_ids().collect::<Vec<_>>(), ["b2", "g2", "b1"]);
        // Pinned alone over the entry cap: the first given stay, the rest are reported.
        let sel = select(&rows, &["deploys"], now(), caps(1, 4000));
        assert_eq!(ids(&sel), ["b2"]);
        let cut: Vec<_> = sel.left_out.iter().map(|l| (l.id, l.why, l.cut)).collect();
        assert_eq!(cut, [("g2", Why::Pinned, Cut::Entries), ("b1", Why::Relevant, Cut::Entries)]);
        assert_eq!(sel.not_reached, 1);
    }

    #[test]
    fn expired_rows_are_never_recalled_even_pinned_or_relevant() {
        let mut rows = [
            row("old", "Tea order for the office party", Scope::Global),
            row("pin", "Tea ceremony on Friday", Scope::Global),
            row("now", "Tea with lemon", Scope::Bot),
            row("later", "Tea in the afternoon", Scope::Bot),
            row("odd", "Tea from Japan", Scope::Bot),
        ];
        rows[0].expires = Some("2026-11-30T00:00:00.000Z");
        rows[1].expires = Some("2026-12-01T11:59:59+00:00");
        rows[1].pinned = true;
        rows[2].expires = Some("2026-12-01T12:00:00Z");
        rows[3].expires = Some("2026-12-01T12:00:01Z");
        rows[4].expires = Some("next week");
        let sel = select(&rows, &["tea"], now(), caps(16, 4000));
        let mut got = ids(&sel);
        got.sort_unstable();
        assert_eq!(got, ["later", "odd"]);
        assert_eq!(sel.expired, 3);
        assert_eq!(sel.eligible, 2);
        assert!(sel.left_out.is_empty());
        assert!(render(&sel).contains("(expires 2026-12-01T12:00:01Z)"));
    }

    #[test]
    fn blank_rows_and_an_empty_query_are_handled() {
        let rows = [row("blank", "  \n ", Scope::Global), row("x", "Likes jazz", Scope::Global)];
        let sel = select(&rows, &[], now(), caps(16, 4000));
        assert_eq!(ids(&sel), ["x"]);
        assert_eq!(sel.picks[0].why, Why::Fill);
        assert_eq!(sel.eligible, 1);
        let sel = select(&rows, &["jazz"], now(), caps(0, 4000));
        assert!(sel.is_empty());
        assert_eq!(render(&sel), "");
        assert_eq!(sel.left_out.len(), 1);
        assert_eq!(render(&select(&[], &["jazz"], now(), caps(16, 4000))), "");
    }

    #[test]
    fn render_has_a_section_per_scope_global_first() {
        let mut rows = [
            row("b1", "Project uses Postgres\n  and Redis", Scope::Bot),
            row("g1", "Name is Ana", Scope::Global),
        ];
        rows[1].pinned = true;
        let sel = select(&rows, &["postgres"], now(), caps(16, 4000));
        assert_eq!(
            render(&sel),
            "What you remember about the user:\n\n### Global memory\n- [g1] 📌 Name is Ana\n\n### This assistant's memory\n- [b1] Project uses Postgres and Redis"
        );
        let only_bot = select(&rows[..1], &["postgres"], now(), caps(16, 4000));
        assert_eq!(
            render(&only_bot),
            "What you remember about the user:\n\n### This assistant's memory\n- [b1] Project uses Postgres and Redis"
        );
        assert_eq!(only_bot.chars, "- [b1] Project uses Postgres and Redis".chars().count() + 1);
    }

    #[test]
    fn the_char_cap_folds_the_lowest_ranked_rows_like_the_okbot_app() {
        let (a, b) = ("a".repeat(150), "b".repeat(150));
        let rows = [
            row("r1", "alpha alpha alpha", Scope::Global),
            row("f1", &a, Scope::Bot),
            row("f2", &b, Scope::Global),
        ];
        // Lines: r1 24 + 1, f1 and f2 157 + 1 each; the fill puts the later row (f2) first.
        let sel = select(&rows, &["alpha"], now(), caps(16, 200));
        assert_eq!(ids(&sel), ["r1"]);
        let fold = sel.fold.as_ref().unwrap();
        // f1 (ranked last) is folded first, then f2; the fold row takes the first one's scope.
        assert_eq!(fold.ids, ["f1", "f2"]);
        assert_eq!(fold.scope, Scope::Bot);
        assert_eq!(fold.line, format!("- (earlier memories folded: {}; {}…)", &a[..80], &b[..38]));
        assert_eq!(sel.chars, 25 + fold.line.chars().count() + 1);
        assert!(sel.chars <= 200);
        let cut: Vec<_> = sel.left_out.iter().map(|l| (l.id, l.why, l.cut)).collect();
        assert_eq!(cut, [("f1", Why::Fill, Cut::Folded), ("f2", Why::Fill, Cut::Folded)]);
        assert_eq!(sel.hit_ids().collect::<Vec<_>>(), ["r1"]);
        assert_eq!(
            render(&sel),
            format!(
                "What you remember about the user:\n\n### Global memory\n- [r1] alpha alpha alpha\n\n### This assistant's memory\n{}",
                fold.line
            )
        );
    }

    #[test]
    fn the_first_fold_marks_a_memory_cut_at_80_characters() {
        let long = "y".repeat(200);
        let rows = [row("a", "keep this one", Scope::Global), row("b", &long, Scope::Global)];
        let sel = select(&rows, &["keep"], now(), caps(16, 150));
        assert_eq!(sel.fold.as_ref().unwrap().line, format!("- (earlier memories folded: {}…)", &long[..80]));
        assert_eq!(ids(&sel), ["a"]);
    }

    #[test]
    fn a_fold_that_saves_nothing_drops_the_row_and_a_last_long_row_is_cut() {
        let rows = [row("a", "tiny", Scope::Global), row("b", "z", Scope::Global)];
        // "- [b] z" (8) is shorter than any fold row: it is dropped, not folded.
        let sel = select(&rows, &["tiny"], now(), caps(16, 12));
        assert_eq!(ids(&sel), ["a"]);
        assert!(sel.fold.is_none());
        assert_eq!(sel.left_out[0].id, "b");
        assert_eq!(sel.left_out[0].cut, Cut::Chars);
        let sel = select(&rows, &["tiny"], now(), caps(16, 5));
        assert_eq!(sel.picks[0].line, "- [a");
        assert_eq!(sel.chars, 5);
    }

    #[test]
    fn pinned_rows_alone_over_the_char_cap_lose_the_last_given() {
        let mut rows = [
            row("p1", "pinned one with some words", Scope::Global),
            row("p2", "pinned two with some words", Scope::Bot),
            row("u", "pinned words elsewhere", Scope::Bot),
        ];
        rows[0].pinned = true;
        rows[1].pinned = true;
        let sel = select(&rows, &["pinned words"], now(), caps(16, 40));
        assert_eq!(ids(&sel), ["p1"]);
        let cut: Vec<_> = sel.left_out.iter().map(|l| (l.id, l.why, l.cut)).collect();
        assert_eq!(cut, [("u", Why::Relevant, Cut::Chars), ("p2", Why::Pinned, Cut::Chars)]);
    }

    #[test]
    fn an_enormous_row_is_scored_and_cut_to_fit() {
        let huge = "word ".repeat(200_000);
        let rows = [row("huge", &huge, Scope::Global), row("small", "another word", Scope::Global)];
        let sel = select(&rows, &["word"], now(), caps(16, 4000));
        assert_eq!(sel.eligible, 2);
        // BM25 saturates: the huge row ranks first, is cut to fit, and the small one goes.
        assert_eq!(ids(&sel), ["huge"]);
        assert_eq!(sel.chars, 4000);
        assert!(render(&sel).chars().count() < 4200);
    }

    #[test]
    fn selection_is_deterministic_on_ties() {
        let rows: Vec<Row> = (0..50)
            .map(|i| Row {
                id: Box::leak(format!("m{i:02}").into_boxed_str()),
                text: if i % 2 == 0 { "likes tea" } else { "likes chess" },
                pinned: false,
                hits: (i % 3) as u64,
                expires: None,
                last_hit_at: None,
                scope: if i % 4 == 0 { Scope::Global } else { Scope::Bot },
            })
            .collect();
        let first = select(&rows, &["tea"], now(), caps(16, 4000));
        for _ in 0..5 {
            assert_eq!(select(&rows, &["tea"], now(), caps(16, 4000)), first);
        }
        // Relevant ties: more hits first, then the earlier row.
        let got: Vec<_> = first.picks.iter().take(4).map(|p| p.id).collect();
        assert_eq!(got, ["m02", "m08", "m14", "m20"]);
    }
    #[test]
    fn past_the_entry_cap_fifty_relevant_rows_are_listed_and_the_rest_counted() {
        let texts: Vec<String> = (0..80).map(|i| format!("tea note {}", "tea ".repeat(i % 7))).collect();
        let rows: Vec<Row> = texts.iter().map(|t| row("m", t, Scope::Global)).collect();
        let sel = select(&rows, &["tea"], now(), caps(4, 4000));
        assert_eq!(sel.picks.len(), 4);
        assert_eq!(sel.left_out.len(), 50);
        assert_eq!(sel.unlisted, 26);
        assert!(sel.left_out.iter().all(|l| l.cut == Cut::Entries));
        // The listed rows are the next best, in rank order.
        let worst_pick = sel.picks.iter().map(|p| p.score).fold(f64::INFINITY, f64::min);
        assert!(sel.left_out.windows(2).all(|w| w[0].score >= w[1].score));
        assert!(sel.left_out[0].score <= worst_pick);
        let full: Vec<_> = {
            let all = select(&rows, &["tea"], now(), caps(80, 100_000));
            all.picks.iter().map(|p| p.index).collect()
        };
        let listed: Vec<_> =
            sel.picks.iter().map(|p| p.index).chain(sel.left_out.iter().map(|l| l.index)).collect();
        assert_eq!(listed, full[..54]);
    }
    #[test]
    fn japanese_and_korean_queries_find_their_rows() {
        let rows = [
            row("ja", "ユーザーは毎朝コーヒーを飲む", Scope::Global),
            row("ko", "사용자는 매일 아침 커피를 마신다", Scope::Global),
            row("zh", "用户每天早上喝咖啡", Scope::Global),
            row("en", "Drinks coffee every morning", Scope::Global),
        ];
        let first = |q: &str| select(&rows, &[q], now(), caps(1, 4000)).picks[0].id;
        assert_eq!(first("コーヒーが好きですか"), "ja");
        assert_eq!(first("커피를 좋아해요?"), "ko");
        assert_eq!(first("咖啡喝多了吗"), "zh");
        assert_eq!(first("COFFEE?"), "en");
    }

    #[test]
    fn the_selection_serialises_for_json_output() {
        let mut rows = [row("a", "tea", Scope::Global), row("b", "chess", Scope::Bot)];
        rows[0].pinned = true;
        let sel = select(&rows, &["chess"], now(), caps(1, 4000));
        let v = serde_json::to_value(&sel).unwrap();
        assert_eq!(v["caps"], serde_json::json!({"maxEntries": 1, "maxChars": 4000}));
        assert_eq!(v["picks"][0]["id"], "a");
        assert_eq!(v["picks"][0]["why"], "pinned");
        assert_eq!(v["picks"][0]["scope"], "global");
        assert_eq!(v["leftOut"][0]["id"], "b");
        assert_eq!(v["leftOut"][0]["why"], "relevant");
        assert_eq!(v["leftOut"][0]["cut"], "entries");
        assert_eq!(v["notReached"], 0);
        assert_eq!(v["fold"], serde_json::Value::Null);
    }

    fn entry(role: &str, text: &str, hidden: bool, error: bool) -> crate::session::Entry {
        crate::session::Entry {
            id: String::new(),
            created_at: String::new(),
            item: crate::session::Item::Message { role: role.into(), text: text.into() },
            hidden,
            usage: None,
            error,
        }
    }

    #[test]
    fn the_query_is_the_newest_user_message_then_the_buffer_newest_first() {
        let rows = [
            entry("user", "old question", false, false),
            entry("assistant", "old answer", false, false),
            entry("assistant", "could not finish", false, true),
            entry("user", "a hidden schedule prompt", true, false),
            entry("assistant", "the reply", false, false),
            entry("tool", "ignored", false, false),
        ];
        assert_eq!(
            queries(rows.iter(), 20),
            ["a hidden schedule prompt", "the reply", "old answer", "old question"]
        );
        assert_eq!(queries(rows.iter(), 1), ["a hidden schedule prompt", "the reply"]);
        let no_user = [entry("assistant", "hello", false, false)];
        assert_eq!(queries(no_user.iter(), 20), ["", "hello"]);
        assert_eq!(queries(std::iter::empty(), 20), [""]);
        assert_eq!(queries_with("new", rows.iter(), 2), ["new", "a hidden schedule prompt", "the reply"]);
        assert_eq!(queries_with("new", std::iter::empty(), 20), ["new"]);
    }
}
