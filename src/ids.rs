//! New ids (DESIGN §2): `msg_<ULID>`, `evt_<ULID>`, `mem_<ULID>` … ULIDs take their time part from
//! the okbot clock (so a pinned `OKBOT_NOW` gives ids in that millisecond) and stay strictly
//! increasing within one process.

use std::sync::Mutex;

use chrono::{DateTime, Utc};
use ulid::{Generator, Ulid};

static GENERATOR: Mutex<Option<Generator>> = Mutex::new(None);

/// A bare ULID at `now`.
pub fn ulid(now: DateTime<Utc>) -> Ulid {
    let mut guard = GENERATOR.lock().unwrap_or_else(|poison| poison.into_inner());
    let generator = guard.get_or_insert_with(Generator::new);
    let at = std::time::SystemTime::from(now);
    generator.generate_from_datetime(at).unwrap_or_else(|_| Ulid::from_datetime(at))
}

/// `PREFIX_<ULID>`.
pub fn new(prefix: &str, now: DateTime<Utc>) -> String {
    format!("{prefix}_{}", ulid(now))
}

// ---------------------------------------------------------------------------------------------
// Ids people type (README "Decisions"): any unique prefix of an id names it, with or without its
// `tag_` (`sched_`, `req_` …), in any case, at least [`MIN_PREFIX`] characters after the tag.
// Listings highlight the shortest unique prefix on a terminal.

/// The fewest characters (after the tag) a prefix needs; shorter ones are refused as too short.
pub const MIN_PREFIX: usize = 4;

/// Candidates an ambiguous prefix names at most in its message.
const MAX_LISTED: usize = 10;

/// One kind of record whose ids people type: tasks, scheduled jobs, approval requests, notes …
#[derive(Debug, Clone, Copy)]
pub struct IdKind {
    /// `task`, `scheduled job` …
    pub noun: &'static str,
    /// `tasks`, `scheduled jobs` …
    pub plural: &'static str,
    /// The tag ids of this kind start with (`sched` for `sched_01J…`); `None` for bare ULIDs.
    pub tag: Option<&'static str>,
    /// The hint naming the command that lists these ids.
    pub list_hint: &'static str,
}

/// Why a typed id names no single record: a lower-case message and a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Miss {
    pub message: String,
    pub hint: String,
    /// The prefix matches several records (more telling than "there is none").
    pub ambiguous: bool,
}

impl From<Miss> for crate::error::Failure {
    fn from(m: Miss) -> Self {
        crate::error::Failure::usage(m.message).hint(m.hint)
    }
}

/// `id` without its tag (`sched_01J…` → `01J…`), when it has it (any case).
fn body<'a>(id: &'a str, tag: Option<&str>) -> &'a str {
    let Some(tag) = tag else { return id };
    match id.get(..tag.len() + 1) {
        Some(head) if head[..tag.len()].eq_ignore_ascii_case(tag) && head.ends_with('_') => {
            &id[tag.len() + 1..]
        }
        _ => id,
    }
}

/// The record `key` names among `ids`: an id equal to it (any case), else the one id whose body
/// starts with the key's body (several: an error listing them in the order given). Returns every index holding that id (the same id may be listed
/// once per owner); the caller decides what several of them mean.
pub fn resolve<S: AsRef<str>>(kind: &IdKind, ids: &[S], key: &str) -> Result<Vec<usize>, Miss> {
    let key = key.trim();
    let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
    let exact: Vec<usize> = (0..ids.len()).filter(|&i| same(ids[i].as_ref(), key)).collect();
    if !exact.is_empty() {
        return Ok(exact);
    }
    let wanted = body(key, kind.tag).to_lowercase();
    if wanted.chars().count() < MIN_PREFIX {
        if wanted.is_empty() {
            return Err(Miss {
                message: format!("`{key}` names no {}", kind.noun),
                hint: kind.list_hint.to_string(),
                ambiguous: false,
            });
        }
        return Err(Miss {
            message: format!("`{key}` is too short to name a {}", kind.noun),
            hint: format!("give at least {MIN_PREFIX} characters of the id; {}", kind.list_hint),
            ambiguous: false,
        });
    }
    let hits: Vec<usize> = (0..ids.len())
        .filter(|&i| body(ids[i].as_ref(), kind.tag).to_lowercase().starts_with(&wanted))
        .collect();
    let mut distinct: Vec<&str> = Vec::new();
    for &i in &hits {
        if !distinct.iter().any(|d| same(d, ids[i].as_ref())) {
            distinct.push(ids[i].as_ref());
        }
    }
    match distinct.len() {
        0 => Err(Miss {
            message: format!("there is no {} `{key}`", kind.noun),
            hint: kind.list_hint.to_string(),
            ambiguous: false,
        }),
        1 => Ok(hits),
        n => {
            let mut listed = distinct.iter().take(MAX_LISTED).copied().collect::<Vec<_>>().join(", ");
            if n > MAX_LISTED {
                listed.push_str(&format!(" and {} more", n - MAX_LISTED));
            }
            Err(Miss {
                message: format!("`{key}` matches {n} {}: {listed}", kind.plural),
                hint: "give more of the id".into(),
                ambiguous: true,
            })
        }
    }
}

/// For each id, how many characters of it (tag included) make its shortest unique prefix among
/// `ids`: at least [`MIN_PREFIX`] after the tag, the whole id when another id equals it or
/// extends it.
pub fn unique_prefix_lens<S: AsRef<str>>(ids: &[S], tag: Option<&str>) -> Vec<usize> {
    let bodies: Vec<Vec<char>> =
        ids.iter().map(|id| body(id.as_ref(), tag).to_lowercase().chars().collect()).collect();
    let mut order: Vec<usize> = (0..ids.len()).collect();
    order.sort_by(|&a, &b| bodies[a].cmp(&bodies[b]));
    let common = |a: &[char], b: &[char]| a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let mut needed = vec![0usize; ids.len()];
    for w in order.windows(2) {
        let shared = common(&bodies[w[0]], &bodies[w[1]]) + 1;
        needed[w[0]] = needed[w[0]].max(shared);
        needed[w[1]] = needed[w[1]].max(shared);
    }
    ids.iter()
        .enumerate()
        .map(|(i, id)| {
            let id = id.as_ref();
            let chars = bodies[i].len();
            let take = needed[i].max(MIN_PREFIX).min(chars);
            let tag_len = id.len() - body(id, tag).len();
            let body_bytes: usize = body(id, tag).chars().take(take).map(char::len_utf8).sum();
            tag_len + body_bytes
        })
        .collect()
}

/// `id` for a listing: on a colour terminal its unique prefix (`len` bytes, from
/// [`unique_prefix_lens`]) stands out and the rest is dimmed, as jj does; otherwise it is as is.
pub fn highlight(id: &str, len: usize, tag: Option<&str>, color: bool) -> String {
    if !color || len > id.len() || !id.is_char_boundary(len) {
        return id.to_string();
    }
    let tag_len = id.len() - body(id, tag).len();
    let (dim, bold, reset) = ("\x1b[2m", "\x1b[1;35m", "\x1b[0m");
    let tag_part = if tag_len > 0 { format!("{dim}{}{reset}", &id[..tag_len]) } else { String::new() };
    let rest = if len < id.len() { format!("{dim}{}{reset}", &id[len..]) } else { String::new() };
    format!("{tag_part}{bold}{}{reset}{rest}", &id[tag_len..len])
}

/// Whether `text` has the shape of one of okbot's ids (any case): `bot_20261201_001`,
/// `squad_…`, `PREFIX_<ULID>` or a bare ULID. Names must not, or `-a` would be ambiguous.
pub fn looks_like_id(text: &str) -> bool {
    let t = text.trim().to_ascii_lowercase();
    let is_ulid = |s: &str| s.len() == 26 && s.parse::<Ulid>().is_ok();
    if is_ulid(&t) {
        return true;
    }
    let Some((tag, rest)) = t.split_once('_') else { return false };
    if tag.is_empty() || !tag.chars().all(|c| c.is_ascii_lowercase()) {
        return false;
    }
    if is_ulid(rest) {
        return true;
    }
    // Roster ids: `bot_`/`squad_` and digits (`bot_20261201_001`, also hand-made `bot_1`).
    matches!(tag, "bot" | "squad")
        && !rest.is_empty()
        && rest.chars().all(|c| c.is_ascii_digit() || c == '_')
        && rest.chars().any(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    const JOB: IdKind = IdKind {
        noun: "scheduled job",
        plural: "scheduled jobs",
        tag: Some("sched"),
        list_hint: "`okbot schedule list` shows them",
    };

    #[test]
    fn a_unique_prefix_names_an_id_with_or_without_its_tag_in_any_case() {
        let ids = ["sched_01JA0000000000000000000001", "sched_01JB0000000000000000000002"];
        assert_eq!(resolve(&JOB, &ids, "sched_01JA").unwrap(), [0]);
        assert_eq!(resolve(&JOB, &ids, "01jb").unwrap(), [1]);
        assert_eq!(resolve(&JOB, &ids, "SCHED_01JB").unwrap(), [1]);
        assert_eq!(resolve(&JOB, &ids, " sched_01jb0000000000000000000002 ").unwrap(), [1]);
    }

    #[test]
    fn short_unknown_and_ambiguous_keys_say_which() {
        let ids = ["sched_01JA0000000000000000000001", "sched_01JA0000000000000000000002"];
        let short = resolve(&JOB, &ids, "sched_01J").unwrap_err();
        assert_eq!(short.message, "`sched_01J` is too short to name a scheduled job");
        assert!(short.hint.starts_with("give at least 4 characters"), "{}", short.hint);
        let none = resolve(&JOB, &ids, "7QXZ").unwrap_err();
        assert_eq!(none.message, "there is no scheduled job `7QXZ`");
        let many = resolve(&JOB, &ids, "01JA").unwrap_err();
        assert!(many.ambiguous);
        assert_eq!(many.message, format!("`01JA` matches 2 scheduled jobs: {}, {}", ids[0], ids[1]));
    }

    #[test]
    fn the_same_id_twice_is_one_match_at_both_places() {
        let ids = ["01JA0000000000000000000001", "01JA0000000000000000000001"];
        let task = IdKind { tag: None, ..JOB };
        assert_eq!(resolve(&task, &ids, "01ja").unwrap(), [0, 1]);
    }

    #[test]
    fn the_shortest_unique_prefix_counts_after_the_tag_and_is_at_least_four() {
        let ids = ["sched_01JA0000X1", "sched_01JA0000Y2", "sched_7Q00000000", "sched_7Q"];
        let lens = unique_prefix_lens(&ids, Some("sched"));
        assert_eq!(lens, [6 + 9, 6 + 9, 6 + 4, 6 + 2]);
        for (id, len) in ids.iter().zip(&lens).take(3) {
            assert_eq!(resolve(&JOB, &ids, &id[..*len]).unwrap().len(), 1, "{id}");
        }
        assert_eq!(unique_prefix_lens(&["ABCDEF", "ABCDEF"], None), [6, 6]);
        assert_eq!(unique_prefix_lens(&["ABCDEFGH"], None), [4]);
    }

    #[test]
    fn highlighting_marks_the_prefix_and_dims_the_rest_only_in_colour() {
        assert_eq!(highlight("sched_01JAXY", 10, Some("sched"), false), "sched_01JAXY");
        let shown = highlight("sched_01JAXY", 10, Some("sched"), true);
        assert_eq!(shown, "\x1b[2msched_\x1b[0m\x1b[1;35m01JA\x1b[0m\x1b[2mXY\x1b[0m");
        assert_eq!(highlight("01JA", 4, None, true), "\x1b[1;35m01JA\x1b[0m");
    }

    #[test]
    fn names_shaped_like_ids_are_recognised() {
        for id in [
            "bot_20261201_001",
            "BOT_20261201_001",
            "squad_20261201_002",
            "bot_7",
            "sched_01JA0000000000000000000001",
            "msg_01ja0000000000000000000001",
            "01JA0000000000000000000001",
        ] {
            assert!(looks_like_id(id), "{id}");
        }
        for name in ["Writer", "bot", "bot_helper", "my_bot", "sched_daily", "R2-D2", "bot 2026"] {
            assert!(!looks_like_id(name), "{name}");
        }
    }
}
