//! Token estimates (DESIGN §4.3). The encoder is built on first use — it costs ~100 ms — so a
//! command that never counts never pays for it. Every figure carries the method that made it.
//!
//! A [`Counter`] may carry a [`Memo`]: counts remembered across runs (the owner's token cache),
//! keyed by the tables and a 128-bit hash and the length of the exact text. A text the memo
//! knows is not encoded again, so on an unchanged or appended transcript the encoder is loaded
//! only when a new text must be counted.

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use siphasher::sip128::SipHasher13;
use tiktoken_rs::CoreBPE;

/// Which encoding a model family uses, and whether the figure is exact for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    O200k,
    Cl100k,
    /// Another family (Claude, Llama, Qwen …): o200k_base as an approximation.
    O200kApprox,
}

impl Encoding {
    /// DESIGN §4.3: o200k_base for gpt-4o/4.1/5/o-series, cl100k_base for gpt-4/3.5,
    /// o200k_base labelled `approx` for everything else (including the offline provider).
    pub fn for_model(model: &str) -> Encoding {
        let m = model.rsplit('/').next().unwrap_or(model).to_ascii_lowercase();
        let o_series = m.len() > 1 && m.starts_with('o') && m[1..].starts_with(|c: char| c.is_ascii_digit());
        if m.starts_with("gpt-4o")
            || m.starts_with("gpt-4.1")
            || m.starts_with("gpt-4.5")
            || m.starts_with("gpt-5")
            || m.starts_with("chatgpt-4o")
            || m.starts_with("gpt-oss")
            || o_series
        {
            Encoding::O200k
        } else if m.starts_with("gpt-4") || m.starts_with("gpt-3.5") || m.starts_with("gpt-35") {
            Encoding::Cl100k
        } else {
            Encoding::O200kApprox
        }
    }

    /// The label every figure carries: `estimate:o200k_base`, `estimate:o200k_base~approx` …
    pub fn method(self) -> &'static str {
        match self {
            Encoding::O200k => "estimate:o200k_base",
            Encoding::Cl100k => "estimate:cl100k_base",
            Encoding::O200kApprox => "estimate:o200k_base~approx",
        }
    }

    /// The tables that make its counts (the `approx` label counts with o200k_base too).
    pub fn table(self) -> Table {
        match self {
            Encoding::O200k | Encoding::O200kApprox => Table::O200kBase,
            Encoding::Cl100k => Table::Cl100kBase,
        }
    }
}

/// BPE tables: counts made with one never stand for the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Table {
    O200kBase,
    Cl100kBase,
}

impl Table {
    pub fn name(self) -> &'static str {
        match self {
            Table::O200kBase => "o200k_base",
            Table::Cl100kBase => "cl100k_base",
        }
    }

    pub fn from_name(name: &str) -> Option<Table> {
        [Table::O200kBase, Table::Cl100kBase].into_iter().find(|t| t.name() == name)
    }
}

/// What a remembered count is filed under: the tables, a 128-bit SipHash-1-3 of the exact text
/// and its length in bytes. Two texts of one length with one 128-bit hash are not a plausible
/// accident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key {
    pub table: Table,
    pub hash: u128,
    pub len: u64,
}

/// Fixed keys: the hash must be the same in every process that reads the cache.
const SIP_KEYS: (u64, u64) = (0x6f6b_626f_742d_746f, 0x6b65_6e2d_6361_6368);

impl Key {
    pub fn of(table: Table, text: &str) -> Key {
        let hash = SipHasher13::new_with_keys(SIP_KEYS.0, SIP_KEYS.1).hash(text.as_bytes()).as_u128();
        Key { table, hash, len: text.len() as u64 }
    }
}

/// A remembered count: `count` tokens (no per-message overhead) in the text of `key`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub key: Key,
    pub count: u64,
}

impl Known {
    /// A non-empty text has at least one token and never more tokens than bytes; anything else
    /// did not come from a count (a damaged cache).
    pub fn plausible(&self) -> bool {
        self.count >= 1 && self.count <= self.key.len
    }
}

/// The most counts a memo keeps when it is saved: a few thousand rows of live tail and their
/// instruction texts fit many times over, and the file stays under ~1.3 MB.
pub const MEMO_CAP: usize = 20_000;

/// Counts remembered across runs (the owner's token cache), shared by the clones of a [`Counter`].
#[derive(Debug, Default)]
pub struct Memo {
    state: Mutex<MemoState>,
}

#[derive(Debug, Default)]
struct MemoState {
    counts: HashMap<Key, Slot>,
    /// Keys in the order they were loaded.
    loaded: Vec<Key>,
    /// Keys in the order this run first used them.
    used: Vec<Key>,
    /// Counts added since the memo was loaded or saved.
    added: usize,
    hits: u64,
    misses: u64,
}

#[derive(Debug, Clone, Copy)]
struct Slot {
    count: u64,
    used: bool,
}

/// How a memo served this run: texts it knew, texts the encoder had to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MemoStats {
    pub hits: u64,
    pub misses: u64,
}

impl Memo {
    /// A memo that knows `known` (implausible counts are left out; a key seen twice keeps its
    /// first count).
    pub fn new(known: impl IntoIterator<Item = Known>) -> Memo {
        let mut state = MemoState::default();
        for k in known.into_iter().filter(Known::plausible) {
            if let std::collections::hash_map::Entry::Vacant(slot) = state.counts.entry(k.key) {
                slot.insert(Slot { count: k.count, used: false });
                state.loaded.push(k.key);
            }
        }
        Memo { state: Mutex::new(state) }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, MemoState> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The remembered count of `key`, if any; `hit` counts it in the stats.
    fn get(&self, key: &Key, hit: bool) -> Option<u64> {
        let mut state = self.lock();
        let slot = state.counts.get_mut(key)?;
        let count = slot.count;
        let first_use = !slot.used;
        slot.used = true;
        if first_use {
            state.used.push(*key);
        }
        if hit {
            state.hits += 1;
        }
        Some(count)
    }

    fn insert(&self, key: Key, count: u64) {
        let mut state = self.lock();
        state.misses += 1;
        if state.counts.insert(key, Slot { count, used: true }).is_none() {
            state.used.push(key);
            state.added += 1;
        }
    }

    /// Whether a count was added since the memo was loaded or last saved.
    pub fn changed(&self) -> bool {
        self.lock().added > 0
    }

    pub fn stats(&self) -> MemoStats {
        let state = self.lock();
        MemoStats { hits: state.hits, misses: state.misses }
    }

    /// What to save, and marks the memo saved: the counts this run used (newest needs first),
    /// then `on_disk` (the file as it is now: another process may have added counts since it
    /// was loaded), then the rest of what was loaded; each key once, at most [`MEMO_CAP`].
    /// Counts nobody used for a while drift to the end and fall off.
    pub fn merged(&self, on_disk: Vec<Known>) -> Vec<Known> {
        let mut guard = self.lock();
        guard.added = 0;
        let state = &*guard;
        let known = |key: &Key| Known { key: *key, count: state.counts[key].count };
        let theirs = on_disk.into_iter().filter(Known::plausible);
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        for k in state.used.iter().map(known).chain(theirs).chain(state.loaded.iter().map(known)) {
            if out.len() == MEMO_CAP {
                break;
            }
            if seen.insert(k.key) {
                out.push(k);
            }
        }
        out
    }
}

static O200K: OnceLock<CoreBPE> = OnceLock::new();
static CL100K: OnceLock<CoreBPE> = OnceLock::new();

/// Counts tokens for one encoding. Cheap to create; the encoder loads on the first count that
/// its memo (if any) cannot answer.
#[derive(Debug, Clone)]
pub struct Counter {
    pub encoding: Encoding,
    memo: Option<Arc<Memo>>,
}

/// Tokens a chat API adds around every message (role markers); OpenAI's published accounting.
pub const PER_MESSAGE: usize = 3;

/// Something that turns text into a token figure: the exact [`Counter`], or the [`ByteBound`].
pub trait Count {
    fn count(&self, text: &str) -> usize;

    /// Tokens of a role name (`user`, `assistant` …): counted once per encoding by the
    /// [`Counter`], as every message of a transcript names one.
    fn count_role(&self, role: &str) -> usize {
        self.count(role)
    }
}

impl Count for Counter {
    fn count(&self, text: &str) -> usize {
        Counter::count(self, text)
    }

    fn count_role(&self, role: &str) -> usize {
        static O200K_ROLES: OnceLock<[usize; 4]> = OnceLock::new();
        static CL100K_ROLES: OnceLock<[usize; 4]> = OnceLock::new();
        let Some(i) = ROLES.iter().position(|r| *r == role) else {
            return self.count(role);
        };
        let cache = match self.encoding {
            Encoding::Cl100k => &CL100K_ROLES,
            Encoding::O200k | Encoding::O200kApprox => &O200K_ROLES,
        };
        cache.get_or_init(|| ROLES.map(|r| self.count(r)))[i]
    }
}

/// The roles whose token counts are kept.
const ROLES: [&str; 4] = ["user", "assistant", "system", "tool"];

/// An upper bound of every BPE count, with no encoder to load: each token covers at least one
/// byte of the text, so a text never has more tokens than bytes. When even this bound is under
/// the compression threshold, the exact count cannot be over it, and a chat turn skips the
/// ~100 ms encoder load.
#[derive(Debug, Clone, Copy)]
pub struct ByteBound;

impl Count for ByteBound {
    fn count(&self, text: &str) -> usize {
        text.len()
    }
}

/// Exact counts the memo already knows, the byte bound ([`ByteBound`]) for every other text: an
/// upper bound of the exact total that loads no encoder, and equal to it when the memo knows
/// every text.
#[derive(Debug)]
pub struct OrBytes<'a> {
    counter: &'a Counter,
    missed: Cell<bool>,
}

impl OrBytes<'_> {
    /// Whether some text was not in the memo (its bytes stood in for its tokens).
    pub fn missed(&self) -> bool {
        self.missed.get()
    }
}

impl Count for OrBytes<'_> {
    fn count(&self, text: &str) -> usize {
        if text.is_empty() {
            return 0;
        }
        let known =
            self.counter.memo.as_ref().and_then(|m| m.get(&Key::of(self.counter.table(), text), false));
        match known {
            Some(count) => count as usize,
            None => {
                self.missed.set(true);
                text.len()
            }
        }
    }
}

impl Counter {
    pub fn new(encoding: Encoding) -> Counter {
        Counter { encoding, memo: None }
    }

    pub fn for_model(model: &str) -> Counter {
        Counter::new(Encoding::for_model(model))
    }

    /// This counter, answering from `memo` first and remembering what it counts there.
    pub fn with_memo(self, memo: Arc<Memo>) -> Counter {
        Counter { memo: Some(memo), ..self }
    }

    pub fn memo(&self) -> Option<&Memo> {
        self.memo.as_deref()
    }

    fn table(&self) -> Table {
        self.encoding.table()
    }

    /// See [`OrBytes`].
    pub fn or_bytes(&self) -> OrBytes<'_> {
        OrBytes { counter: self, missed: Cell::new(false) }
    }

    /// Load the encoder on another thread, so the load overlaps other work (a model call).
    pub fn warm_in_background(&self) {
        let bare = Counter::new(self.encoding);
        std::thread::spawn(move || bare.bpe().encode_ordinary("warm").len());
    }

    pub fn method(&self) -> &'static str {
        self.encoding.method()
    }

    fn bpe(&self) -> &'static CoreBPE {
        match self.encoding {
            Encoding::Cl100k => CL100K
                .get_or_init(|| tiktoken_rs::cl100k_base().expect("the cl100k_base tables are built in")),
            Encoding::O200k | Encoding::O200kApprox => {
                O200K.get_or_init(|| tiktoken_rs::o200k_base().expect("the o200k_base tables are built in"))
            }
        }
    }

    /// Tokens in `text` (special-token text is counted as ordinary text).
    pub fn count(&self, text: &str) -> usize {
        if text.is_empty() {
            return 0;
        }
        let Some(memo) = &self.memo else {
            return self.bpe().encode_ordinary(text).len();
        };
        let key = Key::of(self.table(), text);
        if let Some(count) = memo.get(&key, true) {
            return count as usize;
        }
        let count = self.bpe().encode_ordinary(text).len();
        memo.insert(key, count as u64);
        count
    }

    /// Whether the encoder has been loaded in this process (for tests of laziness).
    pub fn loaded() -> bool {
        O200K.get().is_some() || CL100K.get().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_families_pick_their_encoding() {
        assert_eq!(Encoding::for_model("gpt-4o-mini"), Encoding::O200k);
        assert_eq!(Encoding::for_model("openai/gpt-4.1"), Encoding::O200k);
        assert_eq!(Encoding::for_model("o3-mini"), Encoding::O200k);
        assert_eq!(Encoding::for_model("gpt-5"), Encoding::O200k);
        assert_eq!(Encoding::for_model("gpt-4-turbo"), Encoding::Cl100k);
        assert_eq!(Encoding::for_model("gpt-3.5-turbo"), Encoding::Cl100k);
        assert_eq!(Encoding::for_model("claude-sonnet-4"), Encoding::O200kApprox);
        assert_eq!(Encoding::for_model("offline"), Encoding::O200kApprox);
        assert_eq!(Encoding::O200kApprox.method(), "estimate:o200k_base~approx");
    }

    #[test]
    fn the_byte_bound_is_never_below_the_exact_count() {
        let c = Counter::new(Encoding::O200k);
        for text in [
            "",
            "a",
            "hello world",
            "记住：每天 09:00 提醒我喝水",
            "🦀🦀🦀 x\n\n\t  ",
            "aaaaaaaaaaaaaaaaaaaaaaaa",
        ] {
            assert!(ByteBound.count(text) >= c.count(text), "{text:?}");
        }
        let cl = Counter::new(Encoding::Cl100k);
        assert!(ByteBound.count("Ω≈ç√∫˜µ≤≥÷ emoji 👩‍👩‍👧‍👦") >= cl.count("Ω≈ç√∫˜µ≤≥÷ emoji 👩‍👩‍👧‍👦"));
    }

    #[test]
    fn cached_role_counts_match_the_encoder() {
        for encoding in [Encoding::O200k, Encoding::Cl100k] {
            let c = Counter::new(encoding);
            for role in ["user", "assistant", "system", "tool", "developer"] {
                assert_eq!(c.count_role(role), c.count(role), "{role}");
            }
        }
    }

    #[test]
    fn a_memo_answers_what_it_counted_and_counts_the_same() {
        let memo = Arc::new(Memo::default());
        let c = Counter::new(Encoding::O200k).with_memo(memo.clone());
        let texts = ["hello world", "记住：每天 09:00 提醒我喝水", "🦀🦀🦀 x\n\n\t  "];
        let first: Vec<usize> = texts.iter().map(|t| c.count(t)).collect();
        assert_eq!(memo.stats(), MemoStats { hits: 0, misses: 3 });
        assert!(memo.changed());
        let again: Vec<usize> = texts.iter().map(|t| c.count(t)).collect();
        assert_eq!(first, again);
        assert_eq!(first, texts.iter().map(|t| Counter::new(Encoding::O200k).count(t)).collect::<Vec<_>>());
        assert_eq!(memo.stats(), MemoStats { hits: 3, misses: 3 });
        // Empty texts are never looked up.
        assert_eq!(c.count(""), 0);
        assert_eq!(memo.stats().hits + memo.stats().misses, 6);
    }

    #[test]
    fn counts_of_one_table_never_answer_for_the_other() {
        let memo = Arc::new(Memo::new([Known { key: Key::of(Table::Cl100kBase, "hello world"), count: 9 }]));
        let o200k = Counter::new(Encoding::O200kApprox).with_memo(memo.clone());
        assert_eq!(o200k.count("hello world"), 2);
        let cl100k = Counter::new(Encoding::Cl100k).with_memo(memo.clone());
        assert_eq!(cl100k.count("hello world"), 9, "its own table's count is taken as remembered");
        assert_eq!(Encoding::O200k.table(), Encoding::O200kApprox.table());
    }

    #[test]
    fn the_bound_uses_known_counts_and_bytes_for_the_rest() {
        let memo = Arc::new(Memo::new([Known { key: Key::of(Table::O200kBase, "hello world"), count: 2 }]));
        let c = Counter::new(Encoding::O200k).with_memo(memo.clone());
        let bound = c.or_bytes();
        assert_eq!(bound.count("hello world"), 2);
        assert!(!bound.missed());
        assert_eq!(bound.count("new text"), 8);
        assert!(bound.missed());
        assert_eq!(memo.stats(), MemoStats::default(), "bounds are not counts");
        assert!(!memo.changed());
        let bare = Counter::new(Encoding::O200k);
        assert_eq!(bare.or_bytes().count("hello world"), 11);
    }

    #[test]
    fn implausible_counts_are_not_believed() {
        let key = Key::of(Table::O200kBase, "hello");
        let memo = Memo::new([Known { key, count: 6 }, Known { key, count: 0 }]);
        assert_eq!(memo.merged(Vec::new()), []);
        let memo = Memo::new([Known { key, count: 1 }, Known { key, count: 5 }]);
        assert_eq!(
            memo.merged(Vec::new()),
            [Known { key, count: 1 }],
            "a key seen twice keeps its first count"
        );
    }

    #[test]
    fn saving_puts_this_runs_counts_first_then_the_file_then_the_rest() {
        let k = |t: &str| Key::of(Table::O200kBase, t);
        let old = [Known { key: k("old one"), count: 2 }, Known { key: k("old two"), count: 2 }];
        let memo = Arc::new(Memo::new(old));
        let c = Counter::new(Encoding::O200k).with_memo(memo.clone());
        c.count("old two");
        c.count("hello world");
        let theirs = vec![Known { key: k("another run"), count: 2 }, Known { key: k("old one"), count: 2 }];
        let keys: Vec<Key> = memo.merged(theirs).iter().map(|x| x.key).collect();
        assert_eq!(keys, [k("old two"), k("hello world"), k("another run"), k("old one")]);
        assert!(!memo.changed(), "saved");
    }

    #[test]
    fn a_saved_memo_holds_at_most_the_cap() {
        let known = (0..MEMO_CAP as u64 + 10)
            .map(|i| Known { key: Key { table: Table::O200kBase, hash: i.into(), len: 9 }, count: 3 });
        let memo = Memo::new(known);
        let fresh = Known { key: Key::of(Table::O200kBase, "fresh"), count: 1 };
        let merged = memo.merged(vec![fresh]);
        assert_eq!(merged.len(), MEMO_CAP);
        assert_eq!(merged[0], fresh, "what another run saved comes before older counts");
    }

    #[test]
    fn keys_differ_by_text_length_and_table() {
        let a = Key::of(Table::O200kBase, "abc");
        assert_eq!(a, Key::of(Table::O200kBase, "abc"));
        assert_ne!(a, Key::of(Table::O200kBase, "abd"));
        assert_ne!(a, Key::of(Table::Cl100kBase, "abc"));
        assert_eq!(a.len, 3);
        // Stable across processes and releases: the cache file depends on it.
        assert_eq!(
            format!("{:032x}", Key::of(Table::O200kBase, "hello world").hash),
            "995bbac6c069ae17aaff31a308588855"
        );
    }

    #[test]
    fn counting_matches_the_encoder() {
        let c = Counter::new(Encoding::O200k);
        assert_eq!(c.count(""), 0);
        assert_eq!(c.count("hello world"), 2);
        assert!(Counter::loaded());
    }
}
