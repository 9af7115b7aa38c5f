//! The wrap-up after a turn (issue #11 item 8, DESIGN §5.2, §6.4): memory extraction, throttled
//! by `evolution.json`; and the fold hook, which looks for facts in the messages a compression
//! folded away. `okbot evolve` runs the same extraction on demand.
//!
//! Nothing here fails a turn or a compression: the callers turn an error into a warning.
//! What is written goes through the memory domain (redaction, dedup, hits, gc), under the owner
//! lock then the global memory lock, with the files read again inside the locks, so two
//! processes extracting at once lose nothing and duplicate nothing.

use anyhow::{Context, Result};
use chrono::{DateTime, Utc};

use super::end::{Ended, Wrapup};
use super::{Env, locked};
use crate::evolution::{self, Every};
use crate::memory::extract::reply::{self, Known, Said};
use crate::memory::extract::{self, Fact, rules, summary, triggers};
use crate::memory::{Added, Memories, NewMemory, Rules, Source};
use crate::provider::Endpoint;
use crate::session::{Entry, Item};

crate::output::json_doc! {
    /// What evolution did after the turn (`evolution` of `okbot chat --json`).
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct Evolved {
        "memory" memory: Option<MemoryChange> = "object or null",
            "memory extraction (below); null when it did not run";
        "skills" skills: Option<super::evolve::SkillChange> = "object or null",
            "the skill step (below); null when it did not run";
        "soul" soul: Option<super::evolve::SoulChange> = "object or null",
            "the persona step (below); null when it did not run";
    }
}

crate::output::json_doc! {
    /// What one memory run did (`evolution.memory` of `okbot chat --json`, `memory` of `okbot evolve --json`).
    #[derive(Debug, Clone, Default, PartialEq)]
    pub struct MemoryChange {
        "trigger" trigger: String = "string",
            "why it ran: remember (the user asked), turns, chars (the throttle), forced (`evolve --force`), fold (a compression), none (`evolve`: nothing due, only the clean-up ran)";
        "added" added: usize = "integer", "new memories written (candidates, or durable for a remember request)";
        "hits" hits: usize = "integer", "facts found again: the existing memory got a hit instead of a new row";
        "promoted" promoted: usize = "integer", "candidates that became durable";
        "demoted" demoted: usize = "integer", "durables unused for memory.demoteAfterDays, back to candidates";
        "removed" removed: usize = "integer", "expired rows and candidates older than memory.candidateTtlDays";
    }
}

/// The most messages one extraction reads (the most recent since the last run).
const RECENT_MESSAGES: usize = 40;
/// The most characters of conversation the model extractor is shown (the most recent kept).
const RECENT_CHARS: usize = 16_000;
/// The most existing memories the model extractor is shown.
const KNOWN_MAX: usize = 200;

/// The after-turn memory step: after a successful turn with a message of its own (not a
/// resumed one, not a silent task continuation), not `--no-evolve`, not a squad: count the turn
/// in the throttle and extract when due.
pub(super) fn memory(ended: &Ended, out: &mut Wrapup) -> Result<()> {
    let env = ended.env;
    let opts = ended.opts;
    let Some(message) = counted(ended) else { return Ok(()) };
    let every = Every::memory(&env.settings.maintenance);
    let (due, warning) = locked(env, |lock| {
        evolution::io::update(env.root, lock, |e| {
            e.memory.record(message);
            triggers::should_extract(&e.memory, every, message).map(|t| (t, e.memory.through_id.clone()))
        })
    })?;
    out.notes.extend(warning);
    let Some((trigger, since)) = due else { return Ok(()) };
    let trigger = serde_json::to_value(trigger)?.as_str().unwrap_or_default().to_string();
    let provider = crate::provider::open(&opts.model, env.settings, env.root, &env.owner.id)?;
    let damaged = &mut |w| out.damaged.push(w);
    let change = extract_memory(env, provider.endpoint(), &trigger, since.as_deref(), false, damaged)
        .context("after the reply, memory extraction failed")?;
    out.evolution.get_or_insert_with(Evolved::default).memory = Some(change);
    Ok(())
}

/// The user's message of a turn the evolution steps count (memory, skills, persona alike): a
/// successful turn with a message of its own (not a resumed one, not a silent task
/// continuation), not `--no-evolve`, not a squad. `None` for any other turn.
pub(super) fn counted<'a>(ended: &Ended<'a>) -> Option<&'a str> {
    let (env, opts) = (ended.env, ended.opts);
    if ended.result.is_err() || !opts.evolve || env.owner.id.is_squad() {
        return None;
    }
    let message = opts.message.as_deref()?;
    if opts.trigger.as_ref().and_then(|t| t.get("kind")).and_then(|k| k.as_str()) == Some("continue") {
        return None;
    }
    Some(message)
}

/// One memory run over the messages after row `since` (all recent ones when `None` or not
/// among them): the
/// rule-based extractor, and the model's when `endpoint` is given, then `gc`; with `dry_run`
/// nothing is written (no lock either). On success the memory throttle starts again.
/// A failed model call or an answer that is not the JSON asked for writes nothing: the error says
/// why, and the throttle keeps its counts so the next turn tries again. `damaged` is told the
/// warning about damaged transcript lines (once per transcript and process).
pub fn extract_memory(
    env: &Env,
    endpoint: Option<&Endpoint>,
    trigger: &str,
    since: Option<&str>,
    dry_run: bool,
    damaged: &mut dyn FnMut(String),
) -> Result<MemoryChange> {
    let now = env.clock.now();
    let (recent, through) = recent_messages(env, since, damaged)?;
    let local = now.with_timezone(&chrono::Local).fixed_offset();
    let found = rules::extract(recent.iter().filter(|(user, _)| *user).map(|(_, t)| t.as_str()), local);
    let facts = match endpoint {
        None => found,
        Some(ep) => extract::combine(found, ask_model(env, ep, &recent, now)?),
    };
    let batch: Vec<NewMemory> = facts.into_iter().map(|f| new_memory(f, None)).collect();
    let mut change = write(env, batch, now, dry_run, Some(through))?;
    change.trigger = trigger.to_string();
    Ok(change)
}

/// The memory clean-up alone (`gc`), when no extraction is due; `dry_run` writes nothing.
pub fn memory_gc(env: &Env, dry_run: bool) -> Result<MemoryChange> {
    let mut change = write(env, Vec::new(), env.clock.now(), dry_run, None)?;
    change.trigger = "none".into();
    Ok(change)
}

/// Whether the memory step is due by the throttle alone (no message: `okbot evolve`), and the
/// last row its last run read.
pub fn memory_due(env: &Env) -> Result<(Option<triggers::Trigger>, Option<String>, Option<String>)> {
    let (state, warning) = evolution::io::load(env.root, &env.owner.id)?;
    let every = Every::memory(&env.settings.maintenance);
    Ok((triggers::should_extract(&state.memory, every, ""), state.memory.through_id, warning))
}

/// The fold hook: facts in the user messages a compression folded away (`fold` candidates) and
/// the decisions and conventions of its new summary (`summary` candidates), then `gc`.
pub fn fold_hook(env: &Env, folded: &[&Entry], summary_text: &str) -> Result<MemoryChange> {
    if env.owner.id.is_squad() {
        return Ok(MemoryChange::default());
    }
    let now = env.clock.now();
    let local = now.with_timezone(&chrono::Local).fixed_offset();
    let texts = folded.iter().filter_map(|e| match &e.item {
        Item::Message { role, text } if role == "user" && !e.hidden && !e.error => Some(text.as_str()),
        _ => None,
    });
    let mut batch: Vec<NewMemory> =
        rules::extract(texts, local).into_iter().map(|f| new_memory(f, Some(Source::Fold))).collect();
    batch.extend(summary::facts(summary_text).into_iter().map(|f| new_memory(f, Some(Source::Summary))));
    if batch.is_empty() {
        return Ok(MemoryChange { trigger: "fold".into(), ..MemoryChange::default() });
    }
    let mut change = write(env, batch, now, false, None)?;
    change.trigger = "fold".into();
    Ok(change)
}

/// The rows a compression folded: from `first` (the first row folded; from the start when
/// absent or not found) through `through` (the last row covered), inclusive.
pub fn folded<'a>(
    rows: impl IntoIterator<Item = &'a Entry>,
    first: Option<&str>,
    through: Option<&str>,
) -> Vec<&'a Entry> {
    let rows: Vec<&Entry> = rows.into_iter().collect();
    let Some(end) = through.and_then(|id| rows.iter().position(|e| e.id == id)) else { return Vec::new() };
    let start = first.and_then(|id| rows[..=end].iter().position(|e| e.id == id)).unwrap_or(0);
    rows[start..=end].to_vec()
}

/// [`fold_hook`] after `okbot compress`: the folded rows read back from the transcript. Only
/// rows from `first` through `through` are parsed and held (a line is parsed before `first`
/// only when it holds its id), and the read stops at `through`.
pub fn fold_hook_after(
    env: &Env,
    first: Option<&str>,
    through: Option<&str>,
    summary_text: &str,
) -> Result<MemoryChange> {
    let Some(through) = through else { return Ok(MemoryChange::default()) };
    if env.owner.id.is_squad() {
        return Ok(MemoryChange::default());
    }
    let path = crate::session::io::path(env.root, &env.owner.id);
    let mut rows: Vec<Entry> = Vec::new();
    let mut collecting = first.is_none();
    crate::session::io::scan_from(&path, 0, |_, bytes| {
        if !collecting {
            let Some(first) = first else { return true };
            if !bytes.windows(first.len()).any(|w| w == first.as_bytes()) {
                return true;
            }
        }
        let Ok(entry) = Entry::parse(bytes) else { return true };
        if !collecting && Some(entry.id.as_str()) != first {
            return true;
        }
        collecting = true;
        let done = entry.id == through;
        rows.push(entry);
        !done
    })?;
    if rows.last().is_none_or(|e| e.id != through) {
        return Ok(MemoryChange::default());
    }
    fold_hook(env, &rows.iter().collect::<Vec<_>>(), summary_text)
}

/// A fact as a memory to add; `source` overrides the fact's own (a fold makes everything a
/// candidate).
fn new_memory(f: Fact, source: Option<Source>) -> NewMemory {
    let source = source.unwrap_or(match f.source {
        extract::Source::Remember => Source::Remember,
        extract::Source::Extract => Source::Extract,
        extract::Source::Summary => Source::Summary,
    });
    let mut new = NewMemory::new(f.scope, f.memory, source);
    new.expires = f.expires.as_deref().and_then(crate::clock::parse_stamp);
    new
}

/// Add the batch and run `gc` over the files read inside the locks; save unless `dry_run`.
/// `reset` (with the last row read) starts the memory throttle again (same owner lock).
fn write(
    env: &Env,
    batch: Vec<NewMemory>,
    now: DateTime<Utc>,
    dry_run: bool,
    reset: Option<Option<String>>,
) -> Result<MemoryChange> {
    let rules = Rules::from(&env.settings.memory);
    let apply = |m: &mut Memories| -> Result<MemoryChange> {
        let mut change = MemoryChange::default();
        for added in m.add_batch(batch.clone(), now, rules)? {
            match added {
                Added::New { .. } => change.added += 1,
                Added::Hit { promoted, .. } => {
                    change.hits += 1;
                    change.promoted += usize::from(promoted);
                }
                Added::Repeated { .. } | Added::Skipped { .. } => {}
            }
        }
        let gc = m.gc(now, rules)?;
        change.demoted = gc.demoted.len();
        change.removed = gc.expired.len() + gc.aged_out.len();
        Ok(change)
    };
    if dry_run {
        let mut m = Memories::load(env.root, Some(&env.owner.id))?;
        return apply(&mut m);
    }
    locked(env, |lock| {
        let global = crate::memory::io::lock_global(env.root)?;
        let mut m = Memories::load(env.root, Some(&env.owner.id))?;
        let change = apply(&mut m)?;
        m.save(env.root, &global, Some(lock), now)?;
        if let Some(through) = reset {
            let ((), _) = evolution::io::update(env.root, lock, |e| {
                e.memory.ran(now);
                if through.is_some() {
                    e.memory.through_id = through;
                }
            })?;
        }
        Ok(change)
    })
}

/// The visible user and assistant messages after row `since` (newest [`RECENT_MESSAGES`],
/// all of them when `since` is not among them), oldest first, as (from the user, text without
/// `<think>`); and the id of the last row read. `damaged` is told the warning about damaged
/// lines skipped, the first time this process meets them in the transcript.
pub(super) fn recent_messages(
    env: &Env,
    since: Option<&str>,
    damaged: &mut dyn FnMut(String),
) -> Result<(Recent, Option<String>)> {
    let tail = crate::session::io::tail(env.root, &env.owner.id, Some(RECENT_MESSAGES), None, |e| {
        e.is_visible() && !e.error
    })?;
    if let Some(warning) =
        crate::session::io::damaged_warning_once(env.root, &env.owner.id, &tail.damaged_at, tail.read_from)
    {
        damaged(warning);
    }
    let through = tail.entries.last().map(|e| e.id.clone());
    let start = since.and_then(|id| tail.entries.iter().position(|e| e.id == id)).map_or(0, |at| at + 1);
    let messages = tail
        .entries
        .into_iter()
        .skip(start)
        .filter_map(|e| match e.item {
            Item::Message { role, text } => {
                Some((role == "user", crate::session::message_text(&role, &text).into_owned()))
            }
            _ => None,
        })
        .collect();
    Ok((messages, through))
}

/// Messages as (from the user, text).
pub(super) type Recent = Vec<(bool, String)>;

/// What a model step is shown of the recent messages: the most recent within
/// [`RECENT_CHARS`] characters (the latest alone, cut, when it is longer), redacted.
pub(super) fn shown(recent: &[(bool, String)]) -> Vec<(bool, String)> {
    let mut used = 0;
    let mut start = recent.len();
    while start > 0 && used + recent[start - 1].1.chars().count() <= RECENT_CHARS {
        used += recent[start - 1].1.chars().count();
        start -= 1;
    }
    if start == recent.len() && start > 0 {
        start -= 1; // one message longer than the budget: the latest, cut below
    }
    recent[start..]
        .iter()
        .map(|(user, text)| {
            (*user, crate::redact::redact(&text.chars().take(RECENT_CHARS).collect::<String>()))
        })
        .collect()
}

/// The model extractor: one non-streamed call; its answer parsed strictly.
fn ask_model(env: &Env, ep: &Endpoint, recent: &[(bool, String)], now: DateTime<Utc>) -> Result<Vec<Fact>> {
    let said = shown(recent);
    let said: Vec<Said> = said.iter().map(|(user, text)| Said { user: *user, text }).collect();
    let existing = Memories::load(env.root, Some(&env.owner.id))?;
    let known_refs: Vec<_> = existing.recallable(now).take(KNOWN_MAX).collect();
    let known: Vec<Known> =
        known_refs.iter().map(|m| Known { scope: m.scope, id: m.id, text: m.text }).collect();
    let user =
        reply::extract_user(env.owner.id.as_str(), &env.owner.name, &crate::clock::stamp(now), &known, &said);
    let done = crate::provider::complete(ep, reply::EXTRACT_PROMPT, &user, reply::EXTRACT_MAX_TOKENS)
        .context("the memory extractor's model call failed")?;
    reply::parse_reply(&done.text, done.cut).map_err(|note| anyhow::anyhow!(reply::note_message(&note)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str) -> Entry {
        Entry {
            id: id.into(),
            created_at: String::new(),
            item: Item::Message { role: "user".into(), text: id.into() },
            hidden: false,
            usage: None,
            error: false,
        }
    }

    #[test]
    fn folded_is_the_span_from_the_first_row_through_the_covered_one() {
        let rows: Vec<Entry> = ["a", "b", "c", "d"].into_iter().map(entry).collect();
        let ids = |v: Vec<&Entry>| v.into_iter().map(|e| e.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(folded(&rows, Some("b"), Some("c"))), ["b", "c"]);
        assert_eq!(ids(folded(&rows, None, Some("b"))), ["a", "b"]);
        assert_eq!(
            ids(folded(&rows, Some("z"), Some("b"))),
            ["a", "b"],
            "a first row not read: from the start"
        );
        assert!(folded(&rows, Some("a"), Some("z")).is_empty(), "coverage not among the rows: nothing");
        assert!(folded(&rows, Some("a"), None).is_empty());
    }

    #[test]
    fn facts_keep_their_source_unless_a_fold_makes_them_candidates() {
        let fact = |source| Fact {
            scope: crate::memory::Scope::Global,
            memory: "Likes: tea".into(),
            expires: Some("2026-12-02T00:00:00.000Z".into()),
            source,
        };
        let m = new_memory(fact(extract::Source::Remember), None);
        assert_eq!(
            (m.source, m.expires.map(crate::clock::stamp)),
            (Source::Remember, Some("2026-12-02T00:00:00.000Z".into()))
        );
        assert_eq!(new_memory(fact(extract::Source::Extract), None).source, Source::Extract);
        assert_eq!(new_memory(fact(extract::Source::Remember), Some(Source::Fold)).source, Source::Fold);
    }
}
