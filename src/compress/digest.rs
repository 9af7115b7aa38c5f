//! Rows as the summarizer reads them, and summaries cut to their room.

use super::CHUNK_CHARS;
use super::facts;
use crate::session::{Entry, Item, strip_think};
use crate::text::{clip, one_line};
use std::collections::HashSet;

/// A row as the summarizer reads it: messages whole, tool rows as one-line digests.
pub fn digest(entry: &Entry) -> Option<String> {
    digest_asked(entry, "", "")
}

/// [`digest`], for a row read after the user's message `ask`: a tool result that lists records,
/// one of which answers the ask (or the assistant's `reply` to the result names), names that
/// record's facts first ([`result_digest_replied`]).
pub fn digest_asked(entry: &Entry, ask: &str, reply: &str) -> Option<String> {
    match &entry.item {
        Item::Message { role, text } => {
            let text = crate::session::message_text(role, text);
            let text = text.trim();
            (!text.is_empty()).then(|| format!("{role}: {text}"))
        }
        Item::ToolCall { name, arguments, .. } => {
            Some(format!("[tool call] {name} args={}", clip(&one_line(&command_first(arguments)), 120)))
        }
        Item::ToolResult { name, output, .. } => Some(format!(
            "[tool result] {name} → {}",
            result_digest_replied(&strip_think(output), ask, reply)
        )),
        Item::Reasoning | Item::Other { .. } => None,
    }
}

/// A call's JSON arguments with the command it runs first (`{"host": "tb-pos01", "cmd": "…"}`
/// → `{"cmd": "…", "host": "tb-pos01"}`), so that a digest cut to 120 characters keeps the
/// command rather than the host; any other arguments as they are.
fn command_first(arguments: &str) -> std::borrow::Cow<'_, str> {
    const KEYS: [&str; 4] = ["command", "cmd", "commandLine", "script"];
    // (Arguments that name no command, a file's whole text for one, are not parsed.)
    if !KEYS.iter().any(|k| arguments.contains(&format!("\"{k}\""))) {
        return arguments.into();
    }
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(arguments) else {
        return arguments.into();
    };
    let Some(key) = map.iter().position(|(k, v)| KEYS.contains(&k.as_str()) && v.is_string()) else {
        return arguments.into();
    };
    if key == 0 {
        return arguments.into();
    }
    let pair =
        |(k, v): (&String, &serde_json::Value)| format!("{}: {}", serde_json::Value::String(k.clone()), v);
    let pairs: Vec<String> = map
        .iter()
        .nth(key)
        .into_iter()
        .chain(map.iter().enumerate().filter(|(i, _)| *i != key).map(|(_, kv)| kv))
        .map(pair)
        .collect();
    format!("{{{}}}", pairs.join(", ")).into()
}

/// A digest line's role (`user`, `assistant (continued)`, `[tool call]`, `[tool result]`) and its
/// text; a line of a message's text that carries none has an empty role.
pub(super) fn split_role(line: &str) -> (&str, &str) {
    if line.starts_with("[tool call]") || line.starts_with("[tool result]") {
        let end = line.find(']').map_or(0, |i| i + 1);
        return (&line[..end], &line[end..]);
    }
    // The roles a digest writes (a line of a message's text that looks like "key: value" is
    // not one).
    match line.split_once(": ") {
        Some((role, text))
            if matches!(role, "user" | "assistant" | "system" | "developer")
                || role.ends_with("(continued)") =>
        {
            (role, text)
        }
        _ => ("", line),
    }
}

/// The most a tool result's digest holds (DESIGN §4.5).
const RESULT_DIGEST: usize = 160;

/// How many lines of a result are searched for what it names (a dump of a huge file is not
/// read to its end).
const RESULT_LINES: usize = 200;

/// How many characters of a result are read for its digest.
const RESULT_SCAN: usize = 32_000;

/// The longest part a digest takes from a clause that states a rule or a choice.
const STATED_CHARS: usize = RESULT_DIGEST;

/// The longest part a digest takes from one clause of a result. (At 64, a mail's subject line
/// with its ticket number left no room for the sentence of its body that named the fix's
/// version.)
const PART_CHARS: usize = 48;

/// A record's string longer than this is a letter's body or an article: read by its sentences.
const BODY_CHARS: usize = 128;

/// A tool result on one line of at most 160 characters (DESIGN §4.5). A result that fits is
/// whole. A longer one keeps its opening words when they are short ("3 messages found") and
/// then the parts that name something, in the result's order: an id, an amount, a port, a
/// version or a person under a label ("From: Joanna Tennant", "The claim ref number is
/// BSA-NMS-804875."), before a date or a time stamped on a header ("2026-11-01 10:44"). So
/// the facts in an email's body or a table's third row are not cut off behind its headers.
/// A result that names nothing is clipped as it comes.
#[cfg(test)]
pub fn result_digest(output: &str) -> String {
    result_digest_asked(output, "")
}

/// What opens a digest that names the record a user's ask was answered by.
pub const MATCH: &str = "match: ";

/// What opens a digest that gives every record's value of the column a user's ask named
/// ([`Records::column`]), before the column's key: `each "port": 38372 · 39415 · …`.
pub const COLUMN: &str = "each ";

/// The joiner between a matched record's facts.
pub const MATCH_JOINER: &str = " · ";

/// [`result_digest`] of a result the user's message `ask` asked for. When the result is a JSON
/// list of records and one record shares more of the ask's words than any other (two at
/// least: "what did we end up with for this year's staff training budget?" → the record
/// described as "this year's staff training budget"), the digest opens with [`MATCH`] and that
/// record's facts ([`Records::asked`]) as far as they fit, then the rest as it comes.
#[cfg(test)]
pub fn result_digest_asked(output: &str, ask: &str) -> String {
    result_digest_replied(output, ask, "")
}

/// [`result_digest_asked`], when the assistant's `reply` to the result is known: when the ask
/// picks out no record, the one record the reply speaks of does ("can you pull the port
/// forwards" → six forwards → "The one for the door entry panel is there and enabled" → the
/// door entry panel's forward, with its port). The reply is read for the same words an ask is.
pub fn result_digest_replied(output: &str, ask: &str, reply: &str) -> String {
    // (Only the start of a huge result is read, here and below.)
    let (start, cut) = match output.char_indices().nth(RESULT_SCAN) {
        Some((i, _)) => (&output[..i], true),
        None => (output, false),
    };
    // (The result is parsed and its records' words read once, for the ask and the reply.)
    let value = if cut { None } else { serde_json::from_str::<serde_json::Value>(start.trim()).ok() };
    let records = value.as_ref().map(Records::of).unwrap_or_default();
    let mut matched = if ask.trim().is_empty() { Vec::new() } else { records.asked(ask) };
    if matched.is_empty() && !reply.trim().is_empty() {
        matched = records.replied(reply);
    }
    // (Or the column the ask names, every record's value of it: "each "port": 38372 · …".)
    let mut lead = MATCH.to_string();
    if matched.is_empty()
        && !ask.trim().is_empty()
        && let Some((key, values)) = records.column(ask)
    {
        lead = format!("{COLUMN}{}: ", serde_json::Value::String(key));
        matched = fitted_column(values, RESULT_DIGEST - lead.chars().count());
    }
    let whole = lines_joined(start);
    if whole.chars().count() <= RESULT_DIGEST && matched.is_empty() {
        return whole;
    }
    // (A short first line says what the result is; a JSON bracket or key does not.)
    let head = start
        .lines()
        .map(one_line)
        .find(|l| l.chars().any(char::is_alphanumeric))
        .filter(|l| l.chars().count() <= 40 && !l.starts_with(['{', '[', '"']));
    // (rank, the part a digest takes) of every clause that names something, in the result's
    // order.
    let mut parts: Vec<(u8, String)> = Vec::new();
    for line in start.lines().take(RESULT_LINES) {
        // (A letter's body in a JSON result is one line of escapes: its own lines are read.)
        let decoded = json_text(line);
        let texts: Vec<&str> = match &decoded {
            Some(text) => text.lines().collect(),
            None => vec![line],
        };
        for clause in texts.into_iter().flat_map(clauses) {
            let clause = without_addresses(&clause);
            let (rank, stated) = clause_rank(&clause);
            if rank > 0 && head.as_deref() != Some(clause.as_str()) {
                // (A list's bullet costs room a minute's reason needs: "- On out-of-hours cover:
                // we'll renew …".)
                let part = if stated {
                    clip(clause.trim_start_matches(['-', '*', '•', ' ']), STATED_CHARS)
                } else {
                    window(&clause)
                };
                // (A rule or a choice a letter states goes first: "please ensure that you do
                // not take bookings for the Squibs until …" says more than the invoice number
                // of another mail the search listed.)
                parts.push((if stated { 4 } else { rank }, part));
            }
        }
    }
    // (A part whose every identifier the assistant's reply gives ("**MDR-P3-450** — PO-76233,
    // booked for 2027-05-12") is read there: the room goes to what the reply left out, the
    // contact's name. Not when the reply gives them all.)
    // (Only a record's field or a few words: a letter's sentence stays, as the reply may name
    // its port and not the rule it states.)
    if matched.is_empty() && !reply.trim().is_empty() {
        let told = |rank: u8, part: &str| {
            rank != 4
                && (part.starts_with('"') || part.split_whitespace().count() <= 4)
                && said_in(part, reply)
        };
        if parts.iter().any(|(rank, part)| *rank >= 2 && !told(*rank, part)) {
            parts.retain(|(rank, part)| !told(*rank, part));
        }
    }
    // (A result whose only stamps are a header's dates is read from its start: its sentences
    // say more than "[1] 2026-11-27 03:37".)
    if parts.iter().all(|p| p.0 < 2) && matched.is_empty() {
        return clip(&whole, RESULT_DIGEST);
    }
    let joiner = " … ";
    // The record asked for, as far as it fits, then the rest.
    let mut out = lead;
    let mut first = true;
    for part in &matched {
        let sep = if first { "" } else { MATCH_JOINER };
        if out.chars().count() + sep.chars().count() + part.chars().count() > RESULT_DIGEST {
            continue;
        }
        out.push_str(sep);
        out.push_str(part);
        first = false;
    }
    // (When none of its parts fits, the result is read as if nothing was asked.)
    if first && (whole.chars().count() <= RESULT_DIGEST || parts.iter().all(|p| p.0 < 2)) {
        return clip(&whole, RESULT_DIGEST);
    }
    if !first {
        // (A rule or a choice another record states before the rest: "can you check my mail re
        // the printer swap" found the minutes that say what the group agreed, too.)
        let stated_first = parts
            .iter()
            .filter(|(rank, _)| *rank == 4)
            .chain(parts.iter().filter(|(rank, _)| (2..4).contains(rank)));
        for (_, part) in stated_first {
            if out.chars().count() + joiner.chars().count() + part.chars().count() > RESULT_DIGEST {
                break;
            }
            // (Not what the record asked for said: "38372 · 39415" before `"port": 38372`.)
            if !matched.iter().any(|m| m == part) && !said_in(part, &out) {
                out.push_str(joiner);
                out.push_str(part);
            }
        }
        return out;
    }
    let mut room = RESULT_DIGEST - head.as_ref().map_or(0, |h| h.chars().count() + joiner.chars().count());
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(parts[i].0), i));
    let mut taken: Vec<usize> = Vec::new();
    for i in order {
        let sep = if taken.is_empty() { 0 } else { joiner.chars().count() };
        // (A stated rule or choice is cut to the room left rather than passed over, when most
        // of it fits: the head took the rest.)
        if parts[i].0 == 4 && parts[i].1.chars().count() + sep > room && room >= sep + STATED_CHARS / 2 {
            parts[i].1 = clip(&parts[i].1, room - sep);
        }
        let part = &parts[i].1;
        let cost = part.chars().count() + sep;
        if cost <= room && !taken.iter().any(|&t| &parts[t].1 == part) {
            room -= cost;
            taken.push(i);
        }
    }
    taken.sort_unstable();
    let body: Vec<&str> = taken.iter().map(|&i| parts[i].1.as_str()).collect();
    let body = body.join(joiner);
    match head {
        Some(head) => format!("{head}{joiner}{body}"),
        None => body,
    }
}

/// Does `text` give every identifier and person `part` names (one at least)? A record's key,
/// `"job_ref":`, is none of them.
fn said_in(part: &str, text: &str) -> bool {
    let ids: Vec<String> = facts::identifiers(part)
        .into_iter()
        .filter(|id| !part.contains(&format!("\"{id}\":")))
        .chain(facts::labelled_people(part))
        .collect();
    // (Or its value after its label: "port 38372" is said by "38372".)
    let given = |id: &str| {
        let id = id.trim_matches('`');
        text.contains(id)
            || id
                .rsplit(' ')
                .next()
                .is_some_and(|v| v.chars().any(|c| c.is_ascii_digit()) && text.contains(v))
    };
    !ids.is_empty() && ids.iter().all(|id| given(id))
}

/// A result's lines on one line. Where a line ends in a word in title case and the next opens
/// with one, they are marked off with "; ", so the name that ends one line and the word that
/// opens the next do not read as one name ("AMU pharmacist: Kev Marsh\nDispensary (09:00-13:00):
/// …" is no "Kev Marsh Dispensary"); any other break is a space, as it costs no room.
fn lines_joined(text: &str) -> String {
    let titled = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(char::is_uppercase)
            && w.chars().any(char::is_lowercase)
            && chars.all(|c| c.is_lowercase() || matches!(c, '-' | '\''))
    };
    // (A label's colon does not hide its capital: "Lou Crowther\nAseptics: Jen Varga".)
    let opens_titled = |w: &str| titled(w.trim_end_matches([':', ',', ';', '.']));
    let mut out = String::with_capacity(text.len());
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if !out.is_empty() {
            let last = out.rsplit(char::is_whitespace).next().unwrap_or("");
            let first = line.split_whitespace().next().unwrap_or("");
            out.push_str(if titled(last) && opens_titled(first) { "; " } else { " " });
        }
        // The cells of a tab-separated line: a name in one does not run into the next.
        for (k, cell) in line.split('\t').enumerate() {
            if k > 0 {
                let last = out.rsplit(char::is_whitespace).next().unwrap_or("");
                let first = cell.split_whitespace().next().unwrap_or("");
                out.push_str(if titled(last) && opens_titled(first) { "; " } else { " " });
            }
            out.push_str(cell);
        }
    }
    one_line(&out)
}

/// The records of a JSON result (the items of its lists: at most 500, six levels deep), each
/// with the words of its strings and numbers, in order and as a set: read once, for the ask
/// and for the reply and each of its sentences.
#[derive(Default)]
struct Records<'v> {
    list: Vec<(&'v Record, Vec<String>, HashSet<String>)>,
}

impl<'v> Records<'v> {
    fn of(value: &'v serde_json::Value) -> Self {
        let mut records = Vec::new();
        gather_records(value, false, 0, &mut records);
        let list = records
            .into_iter()
            .map(|record| {
                let mut text = String::new();
                record.values().for_each(|v| leaf_text(v, &mut text));
                let words = crate::history::terms(&text);
                let set = words.iter().cloned().collect();
                (record, words, set)
            })
            .collect();
        Records { list }
    }

    /// The facts of the one record that the words of `ask` pick out, in the order
    /// [`record_parts`] gives them (its letters' sentences, then `"key": value` parts that name
    /// a thing, then its people); none when the result is no JSON list of records, or no record
    /// shares two of the ask's words, or two records share as many (and as many of its word
    /// pairs).
    fn asked(&self, ask: &str) -> Vec<String> {
        let words = super::offline::content_terms(ask);
        if words.len() < 2 || self.list.is_empty() {
            return Vec::new();
        }
        // Two words the ask writes one after the other count once more when the record does
        // too ("this week's SLT minutes": "SLT minutes - exams items" before "SLT agenda this
        // week").
        let ask_terms = crate::history::terms(ask);
        let pairs: HashSet<(&String, &String)> = ask_terms
            .windows(2)
            .filter(|p| words.contains(&p[0]) && words.contains(&p[1]))
            .map(|p| (&p[0], &p[1]))
            .collect();
        let scored: Vec<((usize, usize), &Record)> = self
            .list
            .iter()
            .map(|(record, list, terms)| {
                let shared = words.iter().filter(|w| terms.contains(*w)).count();
                let paired: HashSet<(&String, &String)> = list
                    .windows(2)
                    .filter(|p| pairs.contains(&(&p[0], &p[1])))
                    .map(|p| (&p[0], &p[1]))
                    .collect();
                ((shared, paired.len()), *record)
            })
            .collect();
        let best = scored.iter().map(|(n, _)| *n).max().unwrap_or((0, 0));
        let mut at_best = scored.iter().filter(|(n, _)| *n == best);
        let (Some((_, record)), None) = (at_best.next(), at_best.next()) else { return Vec::new() };
        // (One word will do when no other record of a list has any: "who closing JC on thurs
        // ah" and the one shift of four marked "closing".)
        let alone = best.0 == 1 && scored.len() >= 2 && scored.iter().filter(|(n, _)| n.0 > 0).count() == 1;
        if best.0 < 2 && !alone {
            return Vec::new();
        }
        let mut parts = Vec::new();
        record_parts(record, &words, &mut parts);
        // (Of the parts that share the ask's words, a letter's sentences before its fields: "Did
        // Dr Patel send round the notes?" is answered by what the notes say, not by
        // `"from": "Dr Patel"`.)
        parts.sort_by_key(|(order, part)| (*order, part.starts_with('"')));
        parts.into_iter().map(|(_, part)| part).collect()
    }

    /// The records the assistant's `reply` speaks of ([`Records::asked`]): the one the whole
    /// reply picks out, or else the one each of its lines and sentences picks out ("- fosfomycin
    /// price figure, worth flagging to finance / - ProLog version updated": two mails of the
    /// list), their facts one record after the other.
    fn replied(&self, reply: &str) -> Vec<String> {
        let whole = self.asked(reply);
        if !whole.is_empty() || self.list.is_empty() {
            return whole;
        }
        // (A few sentences at most: a long reply is read once, not line by line.)
        let records: Vec<Vec<String>> = reply
            .lines()
            .flat_map(facts::sentences)
            .take(REPLY_PIECES)
            .filter(|piece| piece.trim() != reply.trim())
            .map(|piece| self.asked(&piece))
            .collect();
        // (Each record's first fact before any record's second: the digest's room is small.)
        let mut out: Vec<String> = Vec::new();
        for rank in 0..records.iter().map(Vec::len).max().unwrap_or(0) {
            for part in records.iter().filter_map(|r| r.get(rank)) {
                if !out.contains(part) {
                    out.push(part.clone());
                }
            }
        }
        out
    }
}

impl Records<'_> {
    /// The one column of a list of records that the ask names ("what ports everything uses" →
    /// each record's `"port"`; "our devices and software versions" → `"version"`): its key, and
    /// each record's name (its first short field that is no identifier: "SMS reminder
    /// gateway") with its value, where the value is one identifier. None when the ask names no
    /// such column, or names two, or fewer than three records have it: a column is asked for
    /// across records, one record's field is no list.
    fn column(&self, ask: &str) -> Option<(String, Vec<ColumnRow>)> {
        let words = super::offline::content_terms(ask);
        let named = |key: &str| {
            // ("software_version", "lastSeen": their words.)
            let mut spaced = String::new();
            for c in key.chars() {
                if c.is_uppercase() && !spaced.is_empty() {
                    spaced.push(' ');
                }
                spaced.push(if c == '_' || c == '-' { ' ' } else { c });
            }
            // (Not a word that only qualifies the key, "last_seen", "created_at": an ask's "last"
            // or "new" asks for no column.)
            const QUALIFIERS: &[&str] = &[
                "last", "first", "next", "new", "old", "current", "previous", "created", "updated",
                "modified",
            ];
            crate::history::terms(&spaced).iter().any(|k| {
                (k.chars().count() >= 3 || k.chars().any(crate::history::is_cjk))
                    && !QUALIFIERS.contains(&k.as_str())
                    && [k.clone(), format!("{k}s"), format!("{k}es")].iter().any(|w| words.contains(w))
            })
        };
        // A value that is one identifier: a number, or a string that names one thing whole.
        let value = |v: &serde_json::Value| match v {
            serde_json::Value::Number(n) => Some(n.to_string()),
            serde_json::Value::String(s) => {
                let ids = facts::identifiers(s);
                (ids.len() == 1 && ids[0] == *s && !facts::is_weak_identifier(s)).then(|| s.clone())
            }
            _ => None,
        };
        let records: Vec<&Record> = self.list.iter().map(|(record, _, _)| *record).collect();
        let first = records.first()?;
        let keys: Vec<&String> = first
            .keys()
            .filter(|key| named(key))
            .filter(|key| {
                let with: Vec<&serde_json::Value> =
                    records.iter().filter_map(|r| r.get(key.as_str())).collect();
                with.len() >= 3 && with.iter().filter(|v| value(v).is_some()).count() * 5 >= with.len() * 4
            })
            .collect();
        let [key] = keys.as_slice() else { return None };
        let rows: Vec<ColumnRow> = records
            .iter()
            .filter_map(|record| {
                let found = value(record.get(key.as_str())?)?;
                let name = record.iter().find_map(|(k, v)| match v {
                    serde_json::Value::String(s)
                        if k != *key && (2..=30).contains(&s.chars().count()) && value(v).is_none() =>
                    {
                        Some(one_line(s))
                    }
                    _ => None,
                });
                Some((name, found))
            })
            .collect();
        Some((key.to_string(), rows))
    }
}

/// One record's row of a column ([`Records::column`]): its name, when it has one, and its value.
type ColumnRow = (Option<String>, String);

/// A column's values ([`Records::column`]) as the parts of a digest: each after its record's
/// name when all of them fit in `room`, else the values alone.
fn fitted_column(rows: Vec<ColumnRow>, room: usize) -> Vec<String> {
    let named: Vec<String> = rows
        .iter()
        .map(|(name, v)| name.as_ref().map_or_else(|| v.clone(), |n| format!("{n}: {v}")))
        .collect();
    let cost = named.iter().map(|p| p.chars().count() + MATCH_JOINER.chars().count()).sum::<usize>();
    if cost <= room + MATCH_JOINER.chars().count() {
        named
    } else {
        rows.into_iter().map(|(_, v)| v).collect()
    }
}

/// How many of a reply's sentences are matched against a result's records one by one.
const REPLY_PIECES: usize = 6;

/// A JSON object: one record of a result.
type Record = serde_json::Map<String, serde_json::Value>;

/// The objects in `value` that are items of a list (at most 500, six levels deep).
fn gather_records<'v>(
    value: &'v serde_json::Value,
    in_list: bool,
    depth: usize,
    out: &mut Vec<&'v serde_json::Map<String, serde_json::Value>>,
) {
    if depth > 6 || out.len() >= 500 {
        return;
    }
    match value {
        serde_json::Value::Object(map) => {
            if in_list {
                out.push(map);
            }
            for v in map.values() {
                gather_records(v, false, depth + 1, out);
            }
        }
        serde_json::Value::Array(items) => {
            for v in items {
                gather_records(v, true, depth + 1, out);
            }
        }
        _ => {}
    }
}

/// The text of every string and number in `value`, space-separated.
fn leaf_text(value: &serde_json::Value, out: &mut String) {
    match value {
        serde_json::Value::String(s) => {
            out.push_str(s);
            out.push(' ');
        }
        serde_json::Value::Number(n) => {
            out.push_str(&n.to_string());
            out.push(' ');
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| leaf_text(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| leaf_text(v, out)),
        _ => {}
    }
}

/// A record's parts that name something, with their order: the sentences of its letters and
/// the fields that share the ask's words (0), its letters' other sentences (1), its other
/// `"key": value` parts that name a thing (2), its people (3); its own before those of the
/// records and lists inside it.
fn record_parts(
    record: &serde_json::Map<String, serde_json::Value>,
    words: &HashSet<String>,
    out: &mut Vec<(u8, String)>,
) {
    let mut nested = Vec::new();
    for (key, value) in record {
        let part = match value {
            // A letter's body, an article: its sentences that state a rule or a choice or name
            // something, those that share the ask's words first ("I need the bit about what staff
            // can and cannot do" → "Please ensure staff do not book …").
            serde_json::Value::String(s) if s.chars().count() > BODY_CHARS => {
                letter_parts(s, words, out);
                continue;
            }
            serde_json::Value::String(s) => without_addresses(&format!("\"{key}\": \"{}\"", one_line(s))),
            serde_json::Value::Number(n) => format!("\"{key}\": {n}"),
            serde_json::Value::Object(_) | serde_json::Value::Array(_) => {
                nested.push(value);
                continue;
            }
            _ => continue,
        };
        // (A letter's sentences first, the longest parts, then what names a thing, then who:
        // "from", "to"; parts that do not fit are passed over for shorter ones.)
        // (A field that says what the ask asked about names the answer, and goes with the
        // letters' sentences that do: "did the date change again" on valentine's preorders →
        // `"snippet": "… valentine's preorders is now May 26th …"` before its attachment.)
        let rank = clause_rank(&part).0;
        let shared = matches!(value, serde_json::Value::String(s)
            if crate::history::terms(s).iter().any(|t| words.contains(t)));
        if rank >= 2 && !out.iter().any(|(_, p)| *p == part) {
            out.push((
                if shared {
                    0
                } else if rank >= 3 {
                    2
                } else {
                    3
                },
                part,
            ));
        }
    }
    for value in nested {
        match value {
            serde_json::Value::Object(map) => record_parts(map, words, out),
            serde_json::Value::Array(items) => {
                for item in items.iter().take(50) {
                    match item {
                        serde_json::Value::Object(map) => record_parts(map, words, out),
                        // (A record's notes: `"notes": ["CD cabinet firmware updated to
                        // 9.11.17."]` are its sentences, as a letter's are.)
                        serde_json::Value::String(s) => letter_parts(s, words, out),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
}

/// The sentences of a letter's body, an article or a note that state a rule or a choice or name
/// something, those that share the ask's words first (0) and then the others (1): "I need the
/// bit about what staff can and cannot do" → "Please ensure staff do not book …".
fn letter_parts(text: &str, words: &HashSet<String>, out: &mut Vec<(u8, String)>) {
    // (Line by line: "Quick summary from today:" over "- we agreed to …" is no part of the
    // choice.)
    let sentences = text
        .lines()
        .map(|l| l.trim().trim_start_matches(['-', '*', '•']).trim_start())
        .filter(|l| !l.is_empty())
        .flat_map(clauses)
        .flat_map(|c| facts::sentences(&c));
    for clause in sentences.filter(|c| clause_rank(c).0 >= 2) {
        let shared = crate::history::terms(&clause).iter().any(|t| words.contains(t));
        let room = RESULT_DIGEST - MATCH.chars().count();
        // (A rule or a choice too long for the room loses its label first: "On out-of-hours
        // cover: we'll renew the out-of-hours contract for another year, as none of the vets
        // wants nights back …" keeps its reason whole.)
        let clause = match clause.split_once(": ") {
            Some((label, rest))
                if clause.chars().count() > room
                    && label.split_whitespace().count() <= 5
                    && !label.contains(['"', '(', '['])
                    && stated(rest) =>
            {
                rest.to_string()
            }
            _ => clause,
        };
        let clause = clip(&clause, room);
        if !out.iter().any(|(_, p)| *p == clause) {
            out.push((if shared { 0 } else { 1 }, clause));
        }
    }
}

/// A line of a result in its clauses: cells between " | ", a table's columns (runs of two or
/// more spaces; a label that ends in a colon keeps its value: "Deposit:  £413.40"), and
/// sentences ("… is BSA-NMS-804875. The amount concerned is £17,864.86.").
fn clauses(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    // (A JSON object on one line, `{"LocalAddress": "http://172.18.0.4:8096", "ServerName":
    // "jellyfin", "Version": "10.10.2", …}`: each of its values is a part of its own.)
    let json = line.trim_start().starts_with(['{', '[']) && line.chars().count() > PART_CHARS;
    let cells: Vec<&str> = if json { line.split(", \"").collect() } else { vec![line] };
    for cell in cells.into_iter().flat_map(|c| c.split(" | ")).flat_map(|c| c.split('\t')) {
        let mut columns: Vec<String> = Vec::new();
        for column in cell.split("  ").map(str::trim).filter(|c| !c.is_empty()) {
            match columns.last_mut() {
                Some(last) if last.ends_with(':') => {
                    last.push(' ');
                    last.push_str(column);
                }
                _ => columns.push(column.to_string()),
            }
        }
        for column in columns {
            let mut rest = column.as_str();
            let mut from = 0;
            while let Some(i) = sentence_end(&rest[from..]).map(|i| from + i) {
                // ("our ref. LA-2026-4261", "tel. 0161 …": an abbreviation ends no sentence.)
                let word = rest[..i].rsplit([' ', '(']).next().unwrap_or("").to_lowercase();
                if rest[i..].starts_with('.') && ABBREVIATIONS.contains(&word.as_str()) {
                    from = i + 1;
                    continue;
                }
                let (sentence, after) = rest.split_at(i + 1);
                out.push(sentence.trim().to_string());
                rest = after.trim_start();
                from = 0;
            }
            if !rest.trim().is_empty() {
                out.push(rest.trim().to_string());
            }
        }
    }
    out
}

/// The text of a line of a JSON document that is a key and a string value in prose (a
/// letter's body, a snippet: a space in it and 40 characters or more, or a line break),
/// decoded: `"body": "Hi all,\n\n- we agreed to move …"`.
fn json_text(line: &str) -> Option<String> {
    let t = line.trim().trim_end_matches(',');
    let rest = t.strip_prefix('"')?;
    let (_, value) = rest.split_once("\": ")?;
    if !value.starts_with('"') || !value.ends_with('"') || value.len() < 2 {
        return None;
    }
    let text: String = serde_json::from_str(value).ok()?;
    let cjk = text.chars().filter(|&c| crate::history::is_cjk(c)).count();
    (text.contains('\n') || (text.contains(' ') && text.chars().count() >= 40) || cjk >= 12).then_some(text)
}

/// Where the first sentence of `text` ends: at ". " or "; ".
fn sentence_end(text: &str) -> Option<usize> {
    [text.find(". "), text.find("; ")].into_iter().flatten().min()
}

const ABBREVIATIONS: &[&str] = &[
    "ref", "no", "nr", "tel", "approx", "incl", "e.g", "i.e", "fig", "vs", "dr", "mr", "mrs", "ms", "st",
    "co", "ltd", "inc",
];

/// A clause without the email addresses in angle brackets ("From: Joanna Tennant
/// <j.tennant@cplc.org.uk>" → "From: Joanna Tennant").
fn without_addresses(clause: &str) -> String {
    let mut out = String::with_capacity(clause.len());
    let mut rest = clause;
    while let Some(open) = rest.find('<') {
        match rest[open..].find('>') {
            Some(close) if rest[open..open + close].contains('@') => {
                out.push_str(rest[..open].trim_end());
                rest = &rest[open + close + 1..];
            }
            _ => {
                out.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
            }
        }
    }
    out.push_str(rest);
    out.trim().to_string()
}

/// How much a clause of a result names: 3 for an id, an amount, a port or a version; 2 for a
/// person under a label or a date in a sentence; 1 for a date or a time stamped on a header
/// ("[1] 2026-11-20 17:22", "19 Nov") or a phone number; 0 for none. With it, whether the clause
/// states a rule or a choice (ranked 2, and kept whole as far as it fits).
fn clause_rank(clause: &str) -> (u8, bool) {
    // (A wildcard address, "0.0.0.0:*", names nothing.)
    let ids: Vec<String> = facts::identifiers(clause)
        .into_iter()
        // ("--- Message 1 of 2 ---": a list's count names nothing.)
        .filter(|id| {
            !facts::is_weak_identifier(id)
                && !facts::is_doubtful_identifier(id)
                && !id.contains('*')
                && !id.chars().all(|c| c == '0' || c == '.')
        })
        .collect();
    // (A phone number, "tel 07700 900436", is a record's detail, like its dates.)
    let phone = phone_numbers(clause);
    if ids.iter().any(|id| !dated(id) && !facts::is_phone_number(id) && !phone.iter().any(|p| p == id)) {
        return (3, false);
    }
    // ("sync_port": 8552: a number under a port's key.)
    if !super::offline::keyed_ports(clause).is_empty() {
        return (3, false);
    }
    let stated = stated(clause);
    if stated || !facts::labelled_people(clause).is_empty() {
        return (2, stated);
    }
    if ids.is_empty() {
        return (0, false);
    }
    // (The words a clause has besides its dates: a sentence has some, a header's stamp few.)
    let mut rest = clause.to_string();
    for id in &ids {
        rest = rest.replace(id.as_str(), " ");
    }
    let words = rest.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count();
    (if words >= 3 { 2 } else { 1 }, false)
}

/// The groups of digits of the phone numbers in a clause: two or more groups in a row, nine
/// digits or more in all ("(tel 07700 900436)", "+44 161 496 0000").
fn phone_numbers(clause: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run: Vec<String> = Vec::new();
    let digit_group = |w: &str| {
        let w = w.trim_matches(['(', ')', '+', ',', '.', ';']);
        (!w.is_empty() && w.chars().all(|c| c.is_ascii_digit())).then(|| w.to_string())
    };
    for word in clause.split_whitespace().map(Some).chain([None]) {
        match word.and_then(digit_group) {
            Some(group) => run.push(group),
            None => {
                if run.len() >= 2 && run.iter().map(String::len).sum::<usize>() >= 9 {
                    out.append(&mut run);
                }
                run.clear();
            }
        }
    }
    out
}

/// A date or a time: a word of a month or a day ("19 Nov", "Thu 24 Dec 2026", "12月3日"), or
/// numbers of one or two digits and at most one year between separators ("27/01",
/// "2026-11-20 17:22"). A dotted address ("0.0.0.0:5683") or a reference ("4462.805.814") is
/// none.
fn dated(id: &str) -> bool {
    // ("Date: Mon, 11 Jan 2027 08:51:58 +0000": a stamp's time zone.)
    if let Some(zone) = id.strip_prefix(['+', '-'])
        && zone.len() == 4
        && zone.chars().all(|c| c.is_ascii_digit())
    {
        return true;
    }
    let words: Vec<String> = id.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).collect();
    if words.iter().any(|w| {
        w.chars().any(|c| c.is_alphabetic())
            && (MONTHS_AND_DAYS.iter().any(|m| w.starts_with(m)) || w.contains(['月', '日', '周']))
    }) {
        return true;
    }
    // (With dots and no year it is a version: "3.18.16", "2.4.15".)
    id.split_whitespace().all(|token| {
        let groups: Vec<&str> = token.split(['-', '/', '.', ':']).collect();
        if token.contains('.') && !groups.iter().any(|g| g.len() == 4) {
            return false;
        }
        (2..=3).contains(&groups.len())
            && groups.iter().all(|g| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit()))
            && groups.iter().filter(|g| g.len() > 2).count() <= 1
            && groups.iter().all(|g| g.len() <= 2 || g.len() == 4)
    })
}

const MONTHS_AND_DAYS: &[&str] = &[
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "mon", "tue", "wed",
    "thu", "fri", "sat", "sun",
];

/// Does a letter's `clause` state a choice as a plan or an order given with its reason ("So
/// we're agreed - we'll have the lab drop-ship albums straight to couples, because …",
/// 我觉得坐高铁去开会，学院现在规定…)?
pub(super) fn states_choice(clause: &str) -> bool {
    let lower = clause.to_lowercase();
    facts::order_with_reason(clause)
        || (PLANS.iter().any(|p| lower.contains(p))
            && (facts::has_reason(clause)
                || clause
                    .split_once('，')
                    .is_some_and(|(_, why)| why.chars().filter(|&c| crate::history::is_cjk(c)).count() >= 6)))
}

/// Does `clause` state a rule or a choice ("Please make sure the team knows they must only run
/// background checks after the candidate has signed the consent form.")? A letter a lookup
/// found may hold one; the digest keeps it whole when it fits.
fn stated(clause: &str) -> bool {
    // (Two CJK characters count as a word: "会议决定：每周给各科主任发美罗培南用量。")
    let cjk = clause.chars().filter(|&c| crate::history::is_cjk(c)).count();
    let words = clause.split_whitespace().count() + cjk / 2;
    // (Only with a word that binds or settles: a notice's "If it is urgent, ask for the support
    // line" is advice.)
    const CUES: &[&str] = &[
        "must",
        "never",
        "only",
        "always",
        "at all times",
        "no one",
        "nobody",
        "not allowed",
        // ("Please ensure staff do not book a vet …", "Records are to be kept …".)
        "do not",
        "don't",
        "are to be",
        "is to be",
        "we'll",
        "we will",
        "decided",
        "agreed",
        "不能",
        "必须",
        "禁止",
        "不得",
        "只能",
        "务必",
        "请勿",
        "不要",
        "一律",
        "决定",
    ];
    let lower = clause.to_lowercase();
    (5..=40).contains(&words)
        && !clause.contains(['{', '"', '|'])
        && (CUES.iter().any(|c| lower.contains(c))
            && matches!(facts::classify(clause, "user"), facts::Class::Constraint | facts::Class::Decision)
            // ("So we're agreed - we'll have the lab drop-ship albums straight to couples,
            // because …", "I think we should write the thesis in LaTeX rather than Word — the
            // template mangles the numbering", 我觉得坐高铁去开会，学院现在规定…: a plan or an
            // order given with its reason.)
            || states_choice(clause))
}

/// Words that put forward a plan in a letter: with a reason, it is a choice.
const PLANS: &[&str] = &[
    "we'll ",
    "we will ",
    "we should ",
    "we're going to ",
    "we are going to ",
    "let's ",
    "we've decided",
    "we have decided",
    "i've decided",
    "我觉得",
    "我们就",
    "就定",
    "决定",
];

/// A clause cut to at most PART_CHARS characters when it is longer: from up to four words
/// before the first thing it names, as far as the room goes ("Please make sure TCP port 36652
/// is open between the PMS server and the encoder." → "Please make sure TCP port 36652 is
/// open between the PMS server").
fn window(clause: &str) -> String {
    if clause.chars().count() <= PART_CHARS {
        return clause.to_string();
    }
    let words: Vec<&str> = clause.split_whitespace().collect();
    let ids = facts::identifiers(clause);
    let first = ids
        .iter()
        .filter(|id| !facts::is_weak_identifier(id))
        .filter_map(|id| {
            let head = id.split_whitespace().next()?;
            words.iter().position(|w| w.contains(head))
        })
        .min()
        .unwrap_or(0);
    // (Up to four words before it, as far as the room goes; a long word before it gives way.)
    let mut start = first.saturating_sub(4);
    loop {
        let mut out: Vec<&str> = Vec::new();
        let mut used = 0;
        for w in &words[start..] {
            used += w.chars().count() + usize::from(!out.is_empty());
            if used > PART_CHARS {
                break;
            }
            out.push(w);
        }
        if start + out.len() > first || start == first {
            return if out.is_empty() { clip(clause, PART_CHARS) } else { out.join(" ") };
        }
        start += 1;
    }
}

/// Cut `text` to `max` characters at a line break (DESIGN §4.5).
pub fn cut_summary(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    match head.rfind('\n') {
        Some(i) if i > 0 => head[..i].trim_end().to_string(),
        _ => head,
    }
}

/// Split a digest into pieces of at most CHUNK_CHARS; continuation pieces name the role again.
pub(super) fn chunks(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= CHUNK_CHARS {
        return vec![line.to_string()];
    }
    let label: String = line.split(':').next().filter(|l| l.len() < 40).unwrap_or("message").to_string();
    chars
        .chunks(CHUNK_CHARS)
        .enumerate()
        .map(|(i, piece)| {
            let piece: String = piece.iter().collect();
            if i == 0 { piece } else { format!("{label} (continued): {piece}") }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORDS: &str = r#"{"count": 3, "documents": [
  {"doc_no": "PO-53809", "party": "Greyfield Vet Wholesale", "date": "2027-01-08", "amount": "£331.55", "status": "part-paid"},
  {"doc_no": "CN-3297836", "party": "Pennine Vet Labs", "date": "2027-01-08", "amount": "£230.96", "status": "paid"},
  {"doc_no": "PO-89388", "party": "-", "date": "2027-01-11", "description": "our purchase order number for the X-ray machine", "amount": null, "status": "open"},
  {"doc_no": "PO-50768", "party": "Orbis Medical Systems", "date": "2027-01-11", "amount": "£191.35", "status": "queried"}
]}"#;

    #[test]
    fn a_calls_digest_puts_its_command_first_and_a_letters_rule_before_other_ids() {
        let cmd = "(crontab -l 2>/dev/null; echo '15 3 * * * /home/pi/bin/pos-backup.sh >> /var/log/pos-backup.log 2>&1') | crontab -";
        let args = serde_json::json!({"host": "tb-pos01", "cmd": cmd}).to_string();
        let first = command_first(&args);
        assert!(first.starts_with("{\"cmd\": \"(crontab -l"), "{first}");
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&first).unwrap(),
            serde_json::from_str::<serde_json::Value>(&args).unwrap()
        );
        for same in [r#"{"cmd": "ls", "host": "a"}"#, r#"{"query": "x"}"#, "not json"] {
            assert_eq!(command_first(same), same);
        }
        // A rule the letter states goes before the invoice number another mail lists.
        let mail = "Top match (body included):\n\nFrom: Claire Holt <c.holt@example.co.uk>\nSubject: Policy endorsement\n\nDear Mr Ashcroft,\n\nFollowing the risk review the underwriters have added an endorsement.\n\nIn short: please ensure that you do not take bookings for the Squibs until the insurer confirms the new hull values. Any claim is likely to be declined.\n\n---\nOther matches:\n- 2026-12-09 | RYA Training | Invoice 29301";
        let d = result_digest(mail);
        assert!(
            d.contains("do not take bookings for the Squibs until the insurer confirms the new hull values"),
            "{d}"
        );
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
    }

    #[test]
    fn a_result_listing_records_opens_with_the_one_the_reply_speaks_of_when_the_ask_picks_none() {
        let forwards = r#"{"forwards": [
  {"name": "NAS web", "proto": "tcp", "wan_port": 35222, "lan_ip": "10.20.1.11", "enabled": true},
  {"name": "Door entry panel", "proto": "tcp", "wan_port": 36116, "lan_ip": "10.20.8.240", "enabled": true},
  {"name": "Guest portal", "proto": "tcp", "wan_port": 28441, "lan_ip": "10.20.2.79", "enabled": false},
  {"name": "Old camera", "proto": "udp", "wan_port": 41002, "lan_ip": "10.20.2.95", "enabled": false}
]}"#;
        let ask = "can you pull the port forwards off the controller, Kunle's been fiddling again";
        let reply = "There are 4 forwards. The one for the door entry panel is there and enabled; the two disabled ones are leftovers.";
        let d = result_digest_replied(forwards, ask, reply);
        assert!(d.starts_with(MATCH) && d.contains("\"wan_port\": 36116"), "{d}");
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        // The ask's own pick goes first; a reply that names no one record changes nothing.
        assert_eq!(
            result_digest_replied(RECORDS, "our purchase order number for the X-ray machine", reply),
            result_digest_asked(RECORDS, "our purchase order number for the X-ray machine")
        );
        // A reply that speaks of two records in turn: both, one after the other.
        let mails = r#"{"results": [
  {"from": "Bex Fenwick", "subject": "RE: ribbon price", "snippet": "Hi, Thermal transfer ribbons: £22.80 per box of 12."},
  {"from": "Kev Marsh", "subject": "Rota swap", "snippet": "Can we swap the 14th?"},
  {"from": "Nav Bains", "subject": "RE: ProLog version", "snippet": "ProLog software upgraded to version 9.23.21 during the visit."}
]}"#;
        let d = result_digest_replied(
            mails,
            "anything new in the pharmacy inbox?",
            "OK:\n- ribbon price figure, worth flagging to finance\n- ProLog version updated",
        );
        assert!(d.starts_with(MATCH) && d.contains("£22.80") && d.contains("9.23.21"), "{d}");
        // A record's notes are its sentences: what they name comes with the record.
        let tickets = r#"{"tickets": [
  {"id": "IT-2231", "title": "CD cabinet firmware", "status": "awaiting supplier", "assignee": "Jen Varga", "updated": "2027-01-13 13:25", "notes": ["CD cabinet firmware updated to 9.11.17."]},
  {"id": "IT-2232", "title": "Label printer driver", "status": "open", "assignee": "Kev Marsh", "updated": "2027-01-12 09:10", "notes": ["Waiting on the vendor."]}
]}"#;
        let d = result_digest_asked(tickets, "check the IT tracker for the CD cabinet firmware");
        let matched = d.split(" … ").next().unwrap_or("");
        assert!(matched.starts_with(MATCH) && matched.contains("9.11.17"), "{d}");
        let vague = "That's all of them; a couple are disabled leftovers you could delete.";
        assert_eq!(result_digest_replied(forwards, ask, vague), result_digest_asked(forwards, ask));
        // Chinese replies are read the same way: "录像机那条是开着的".
        let zh = forwards.replace("Old camera", "录像机").replace(
            r#""udp", "wan_port": 41002, "lan_ip": "10.20.2.95", "enabled": false"#,
            r#""tcp", "wan_port": 1883, "lan_ip": "10.20.2.95", "enabled": true"#,
        );
        let d = result_digest_replied(
            &zh,
            "帮我看下路由器上开了哪些端口",
            "一共4条转发，录像机那条是开着的，别的有几条是关掉的旧规则。",
        );
        assert!(d.starts_with(MATCH) && d.contains("1883"), "{d}");
    }

    #[test]
    fn a_letters_plan_given_with_its_reason_states_a_choice() {
        for choice in [
            "So we're agreed - we'll have the lab drop-ship albums straight to couples, because two albums got dented when I reposted them myself.",
            "I think we should write the thesis in LaTeX rather than Word — the graduate school Word template mangles the figure numbering.",
            "周末想了想，我觉得坐高铁去开会，学院现在规定五小时以内的行程不给报机票。",
        ] {
            assert!(states_choice(choice) && stated(choice), "{choice}");
        }
        for none in
            ["we'll see.", "我觉得挺好", "I think the venue is lovely, because the light is soft there."]
        {
            assert!(!states_choice(none), "{none}");
        }
    }

    #[test]
    fn a_result_listing_records_opens_with_the_one_the_ask_describes() {
        let ask = "I need our purchase order number for the X-ray machine - it should be somewhere in the documents system.";
        let d = result_digest_asked(RECORDS, ask);
        assert!(d.starts_with(&format!("{MATCH}\"doc_no\": \"PO-89388\"")), "{d}");
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        // As many words, but two of them as the ask writes them: that one.
        let minutes = r#"[{"id": "MSG-20001", "subject": "SLT agenda Thursday", "body": "see you this week"}, {"id": "MSG-20002", "subject": "SLT minutes - exams items", "received": "2027-05-18"}]"#;
        assert!(
            result_digest_asked(minutes, "where are this week's SLT minutes")
                .starts_with(&format!("{MATCH}\"id\": \"MSG-20002\""))
        );
        // Without an ask, or with one that picks out no record, it is the plain digest.
        assert_eq!(result_digest_asked(RECORDS, ""), result_digest(RECORDS));
        assert_eq!(result_digest_asked(RECORDS, "any invoices due this week?"), result_digest(RECORDS));
        // One word will do when no other record has any: the one shift marked "closing".
        let rota = r#"{"outlet": "JC", "day": "Thu", "shifts": [{"staff": "Aunty Mei", "start": "06:30", "end": "15:00"}, {"staff": "Siti", "start": "07:00", "end": "16:00"}, {"staff": "Yeo Boon Keat", "start": "12:00", "end": "20:30", "role": "closing"}, {"staff": "Marites", "start": "11:00", "end": "19:00"}]}"#;
        let d = result_digest_asked(rota, "who closing JC on thurs ah");
        assert!(d.starts_with(MATCH) && d.contains("\"staff\": \"Yeo Boon Keat\""), "{d}");
        assert_eq!(facts::labelled_people(&d).first().map(String::as_str), Some("Yeo Boon Keat"), "{d}");
        // (Not when two records share a word each: "closing" and "late".)
        let two = rota.replace(r#""end": "19:00""#, r#""end": "19:00", "note": "late closing""#);
        assert!(!result_digest_asked(&two, "who closing JC on thurs ah").starts_with(MATCH));
        // Two records that match as well: no answer is picked.
        let twins = r#"[{"id": "A-1001", "description": "staff training budget"}, {"id": "A-1002", "description": "staff training budget"}]"#;
        assert!(!result_digest_asked(twins, "the staff training budget?").starts_with(MATCH));
        // A record's own amount before the lines inside it.
        let nested = r#"{"records": [{"record": "REC-149552", "description": "the outstanding balance on Miss Rowntree's account", "lines": [{"description": "Consultation", "amount": "£39"}, {"description": "Dental", "amount": "£199"}], "total": "£868"}, {"record": "REC-219161", "description": "Oxygen cylinder rental", "total": "£188.67"}]}"#;
        let d = result_digest_asked(
            nested,
            "Could you look up the outstanding balance on Miss Rowntree's account?",
        );
        assert!(
            d.starts_with(&format!("{MATCH}\"record\": \"REC-149552\"{MATCH_JOINER}\"total\": \"£868\"")),
            "{d}"
        );
    }

    #[test]
    fn the_field_of_the_record_asked_for_that_says_what_was_asked_opens_it() {
        let found = serde_json::to_string_pretty(&serde_json::json!({"query": "valentine's preorders", "results": [
            {"id": "msg-ddd42318cbb4", "from": "Bex Mensah <bex.mensah@duffys.example>", "subject": "Re: weekend orders", "snippet": "graham asked me to forward this", "attachments": ["scan_872.pdf"], "thread_len": 4},
            {"id": "msg-c303a9042b17", "from": "Yusuf Baird <yusuf.baird@duffys.example>", "subject": "Re: weekend orders", "snippet": "quick heads-up, valentine's preorders is now May 26th - sorry for the back and forth", "attachments": ["scan_475.pdf"], "thread_len": 4},
            {"id": "msg-8ded8e576ecd", "from": "Kev Pryce <kev.pryce@duffys.example>", "subject": "Re: double charge complaint", "snippet": "see attached, let me know your thoughts", "attachments": [], "thread_len": 2}
        ]}))
        .unwrap();
        let d = result_digest_asked(&found, "search mail, valentine's preorders, did the date change again");
        assert!(
            d.starts_with(&format!(
                "{MATCH}\"snippet\": \"quick heads-up, valentine's preorders is now May 26th - sorry for the back and forth\""
            )),
            "{d}"
        );
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
    }

    #[test]
    fn what_the_reply_gives_leaves_the_digest_room_for_what_it_left_out() {
        let job = serde_json::to_string_pretty(&serde_json::json!({
            "job_ref": "MDR-P3-450", "site": "Meadow Rise, Upper Stanton", "plot": 3, "task": "scaffold hire",
            "status": "awaiting invoice",
            "subcontractor": {"company": "Highpoint Scaffolding", "contact": "Desmond Iqbal", "mobile": "07346 439057"},
            "po_number": "PO-76233", "po_value": 2510.0, "invoiced_to_date": 895.0, "booked_date": "2027-05-12",
            "notes": "Price agreed verbal - get it in writing"
        }))
        .unwrap();
        let ask = "what does SiteBook say for the scaffold hire on plot 3";
        let reply = "**MDR-P3-450** — scaffold hire, awaiting invoice\n- Sub: Highpoint Scaffolding (contact on file)\n- PO-76233, value £2,510\n- Booked for 2027-05-12";
        let alone = result_digest_replied(&job, ask, "");
        assert!(alone.contains("MDR-P3-450") && !alone.contains("Desmond Iqbal"), "{alone}");
        let d = result_digest_replied(&job, ask, reply);
        assert!(d.contains("\"contact\": \"Desmond Iqbal\""), "{d}");
        assert!(!d.contains("PO-76233") && !d.contains("MDR-P3-450"), "{d}");
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        // A reply that gives all of it leaves the digest as it was.
        let all = format!("{reply} · 07346 439057 · 2510.0 · 895.0 · Desmond Iqbal");
        assert_eq!(result_digest_replied(&job, ask, &all), alone);
        // A letter's sentence stays (as far as its window goes), though the reply names its port.
        let letter = serde_json::to_string_pretty(&serde_json::json!({"id": "m_1", "from": "Neil Shaw", "ticket": "INC-88123",
            "body": "Hi,\n\nPlease make sure TCP port 36652 is only opened after the encoder has been patched.\n\nNeil"}))
        .unwrap();
        let d = result_digest_replied(&letter, "anything from Neil?", "Neil says port 36652 needs opening.");
        assert!(d.contains("Please make sure TCP port 36652 is only opened"), "{d}");
    }

    #[test]
    fn an_ask_for_one_column_of_a_list_gives_every_records_value_of_it() {
        let services = serde_json::to_string_pretty(&serde_json::json!({"site": "Millbrook Veterinary Centre", "services": [
            {"service": "Remote support", "host": "192.168.20.81", "port": 38372, "protocol": "TCP", "enabled": false},
            {"service": "Lab results listener", "host": "192.168.0.163", "port": 39415, "protocol": "TCP", "enabled": true},
            {"service": "VetLedger sync", "host": "192.168.0.116", "port": 42101, "protocol": "TCP", "enabled": true},
            {"service": "SMS gateway", "host": "192.168.1.250", "port": 32069, "protocol": "TCP", "enabled": true},
            {"service": "SMS reminder gateway", "host": "192.168.1.134", "port": 37254, "protocol": "TCP", "enabled": true, "note": "set during install"},
            {"service": "VetLedger database", "host": "192.168.20.165", "port": 51012, "protocol": "TCP", "enabled": false},
            {"service": "Card terminal bridge", "host": "192.168.0.99", "port": 60623, "protocol": "TCP", "enabled": true}
        ]}))
        .unwrap();
        let ask = "Neil wants to know what ports everything uses before he changes the router on Monday.";
        let d = result_digest_asked(&services, ask);
        // (Seven names and ports do not fit: the ports alone.)
        assert!(
            d.starts_with(&format!(
                "{COLUMN}\"port\": 38372 · 39415 · 42101 · 32069 · 37254 · 51012 · 60623"
            )),
            "{d}"
        );
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        // Each with its record's name when they fit; in Chinese too.
        let devices = r#"{"设备列表": [{"设备": "药房iPad", "版本": "4.12.6"}, {"设备": "2号诊室电脑", "版本": "1.29.11"}, {"设备": "前台电脑1", "版本": "1.22.12"}]}"#;
        let d = result_digest_asked(devices, "要我们所有设备和软件版本 帮我导一下");
        assert_eq!(
            d,
            format!("{COLUMN}\"版本\": 药房iPad: 4.12.6 · 2号诊室电脑: 1.29.11 · 前台电脑1: 1.22.12")
        );
        // Not when the ask names no column, or two, or fewer than three records have it.
        assert!(!result_digest_asked(&services, "can you pull the list from VetLedger?").starts_with(COLUMN));
        assert!(!result_digest_asked(&services, "which hosts and ports do they use?").starts_with(COLUMN));
        let two = r#"{"services": [{"service": "a", "port": 38372}, {"service": "b", "port": 39415}]}"#;
        assert!(!result_digest_asked(two, "what ports do they use?").starts_with(COLUMN));
        // (A word that only qualifies a key asks for no column: "last" is not "last_seen".)
        let seen = r#"[{"device": "a", "last_seen": "2027-01-09"}, {"device": "b", "last_seen": "2027-01-07"}, {"device": "c", "last_seen": "2027-01-06"}]"#;
        assert!(!result_digest_asked(seen, "what did the last update break?").starts_with(COLUMN));
    }

    #[test]
    fn an_asked_result_that_is_deep_huge_or_not_json_gives_a_digest_within_its_room() {
        let ask = "find the staff training budget record please";
        let deep = format!(
            "{}{{\"id\": \"A-1001\", \"d\": \"staff training budget\"}}{}",
            "[".repeat(100),
            "]".repeat(100)
        );
        let many: Vec<String> = (0..20_000)
            .map(|i| format!("{{\"id\": \"R-{i}\", \"d\": \"staff training budget {i}\"}}"))
            .collect();
        let many = format!("[{}]", many.join(","));
        // (One part of 40 + 120 characters: under the length of a letter's body, over the room.)
        let long_value = format!(
            r#"[{{"{}": "Q-1234 {}", "d": "staff training budget"}}, {{"id": "Q-2", "d": "x"}}]"#,
            "k".repeat(40),
            "y".repeat(113)
        );
        for result in
            [deep.as_str(), many.as_str(), long_value.as_str(), "{not json", "staff training budget: none"]
        {
            let d = result_digest_asked(result, ask);
            assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        }
        // A record whose facts do not fit is read as if nothing was asked.
        assert!(!result_digest_asked(&long_value, ask).starts_with(MATCH));
    }

    #[test]
    fn a_letter_the_ask_picks_out_gives_the_sentence_it_asked_about() {
        let mail = r#"{"messages": [{"id": "m_12727593", "from": "rpa@radprotect-services.co.uk", "subject": "Site visit - follow-up points", "received": "2027-01-09T10:04:00Z", "body": "Dear Priya,\n\nFurther to my visit on Tuesday, a few points before the equipment goes live:\n\n1. Warning signs to be fixed at both entrances by 2027-01-20.\n2. Please ensure staff do not book a vet for a full surgery list on the morning after an overnight call.\n3. The dose records are to be kept for at least two years.\n\nRegards,\nRadiation Protection Services"}]}"#;
        let d = result_digest_asked(
            mail,
            "Did the RPA's email about the new X-ray room come through? I need the bit about what staff can and cannot do.",
        );
        assert!(d.starts_with(MATCH), "{d}");
        assert!(d.contains("Please ensure staff do not book a vet for a full surgery list"), "{d}");
    }

    #[test]
    fn summaries_are_cut_at_a_line_break() {
        assert_eq!(cut_summary("line one\nline two\nline three", 20), "line one\nline two");
        assert_eq!(cut_summary("short", 20), "short");
    }

    #[test]
    fn tool_rows_enter_as_short_digests() {
        let call = Entry {
            id: "c".into(),
            created_at: String::new(),
            item: Item::ToolCall { call_id: "c".into(), name: "search".into(), arguments: "a".repeat(500) },
            hidden: false,
            usage: None,
            error: false,
        };
        let d = digest(&call).unwrap();
        assert!(d.starts_with("[tool call] search args=aaa"));
        assert_eq!(d.chars().count(), "[tool call] search args=".len() + 120);
    }

    const EMAIL: &str = "1 message\nFrom: Joanna Tennant <j.tennant@cplc.org.uk>\nReceived: 2026-11-01 10:44\n\
        Subject: RE: Contractor update: flu claims\n\nDear Pharmacy Team,\n\n\
        A quick update for all contractors in the area.\nThe claim ref number is BSA-NMS-804875.\n\
        The amount concerned is £17,864.86.\nIf you have any questions, please do not hesitate to get in touch.\n\n\
        Kind regards,\nJoanna Tennant\nChief Officer, Community Pharmacy Local Committee";

    #[test]
    fn a_short_result_is_its_whole_text_on_one_line() {
        assert_eq!(result_digest("3 rows\n  a  b\n"), "3 rows a b");
        // A name at a line's end does not run into the capital that opens the next.
        let rota = "Rota — Wed 20/01/2027\nWard 7/9 clinical: Sue Pickering\nAMU pharmacist: Kev Marsh\nDispensary (09:00-13:00): Claire Hartley";
        let d = result_digest(rota);
        assert_eq!(
            d,
            "Rota — Wed 20/01/2027 Ward 7/9 clinical: Sue Pickering AMU pharmacist: Kev Marsh; Dispensary (09:00-13:00): Claire Hartley"
        );
        assert!(!facts::people(&d).iter().any(|p| p.contains("Dispensary")), "{d}");
        let rota = "Robot loading: Lou Crowther\nAseptics: Jen Varga\nBooked\tWendy Walker\tSingle\t£300";
        let d = result_digest(rota);
        let people = facts::people(&d);
        assert!(
            people.contains(&"Lou Crowther".to_string()) && people.contains(&"Wendy Walker".to_string()),
            "{d}"
        );
        assert!(!people.iter().any(|p| p.contains("Aseptics") || p.contains("Single")), "{d}: {people:?}");
    }

    #[test]
    fn a_long_result_keeps_what_its_body_names_not_only_its_headers() {
        let d = result_digest(EMAIL);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        assert!(d.starts_with("1 message … From: Joanna Tennant"), "{d}");
        assert!(d.contains("The claim ref number is BSA-NMS-804875."), "{d}");
        assert!(d.contains("£17,864.86"), "{d}");
        // (The address in brackets and the greeting name nothing worth the room.)
        assert!(!d.contains("cplc.org.uk") && !d.contains("Dear Pharmacy"), "{d}");
        // The old digest, the first 160 characters, ends in the headers.
        assert!(!clip(&one_line(EMAIL), 160).contains("BSA-NMS-804875"));
    }

    #[test]
    fn a_found_letters_sentence_that_names_a_version_beats_its_stamps_and_counts() {
        let found = "Found 2 messages matching your search.\n\n--- Message 1 of 2 ---\n\
            From: Colin Jackson <support@tourpress.io>\nTo: Lou <lou@northlightgroups.com>\n\
            Date: Mon, 11 Jan 2027 08:51:58 +0000\n\
            Subject: [Ticket #11313] Manifest export missing dietary column\n\nHello Lou,\n\n\
            Thanks for your patience while we looked into this.\n\n\
            This was fixed in 3.18.9, which went out yesterday — please update and clear any caching plugin.\n\n\
            Many thanks,\nColin Jackson\n\n--- Message 2 of 2 ---\nFrom: George Shaw <noreply@abta.com>\n\
            Date: Sun, 10 Jan 2027 09:25:35 +0000\nSubject: Reminder: membership renewal\n";
        let d = result_digest(found);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        assert!(d.contains("3.18.9") && d.contains("#11313"), "{d}");
        // (A stamp's time zone and a list's count name nothing.)
        assert!(!d.contains("+0000") && !d.contains("Message 1"), "{d}");
        // A JSON object on one line: each value is a part.
        let status = r#"{"LocalAddress": "http://172.18.0.4:8096", "ServerName": "jellyfin", "Version": "10.10.2", "ProductName": "Jellyfin Server", "OperatingSystem": "", "Id": "4f45a8b3c11a2a6411f1f1491a0aafbd", "StartupWizardCompleted": true}"#;
        let d = result_digest(status);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        assert!(d.contains("10.10.2") && d.contains("172.18.0.4:8096"), "{d}");
    }

    #[test]
    fn a_choice_in_the_escaped_body_of_a_json_letter_is_in_its_digest() {
        let mail = r#"{
  "messages": [
    {
      "id": "m_23953606",
      "from": "Dr Whitlock <partners@millbrook-vets.co.uk>",
      "subject": "Notes from today",
      "received": "2027-01-06T13:18:00Z",
      "body": "Hi all,\n\nQuick summary from today:\n\n- On out-of-hours cover: we'll renew the out-of-hours contract for another year, as none of the vets wants nights back on top of learning the new X-ray system.\n- Jade will update the theatre checklist.\n\nSam"
    }
  ]
}"#;
        let d = result_digest(mail);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        // (Whole, reason and all, without its bullet.)
        assert!(
            d.contains("On out-of-hours cover: we'll renew the out-of-hours contract for another year, as none of the vets wants nights back on top of learning the new X-ray system."),
            "{d}"
        );
        let zh = r#"[
 {
  "from": "小宋 <yjk18@hosp.local>",
  "date": "2027-01-12 14:07",
  "snippet": "各位好，会议决定：每周给各科主任发美罗培南用量。理由：月报根本没人看。"
 },
 {
  "from": "冯护士长 <fhs@hosp.local>",
  "date": "2027-01-18 18:55",
  "snippet": "本工单由信息科负责跟进。"
 }
]"#;
        // (After a head, a long stated choice is cut to the room left, not passed over.)
        let found = "2 result(s)\n\n[1] From: Sam Hale\n    Subject: notes\n    Quick summary: we'll renew the out-of-hours contract for another year, as none of the vets wants nights back on top of learning the new X-ray system.\n[2] From: Jo Bell\n    Subject: rota\n";
        let d = result_digest(found);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        assert!(d.contains("we'll renew the out-of-hours contract for another year"), "{d}");
        let d = result_digest(zh);
        assert!(d.contains("会议决定：每周给各科主任发美罗培南用量。理由：月报根本没人看。"), "{d}");
    }

    #[test]
    fn ids_and_amounts_come_before_header_stamps_and_phone_numbers() {
        let inbox = "4 results\n\n\
            [1] 2026-06-14 17:36 | From: Lowri Trevithick <l.trevithick@county.gov.uk> | Subject: heritage permit\n    \
            Dear Miriam, our reference is HP/26/1456; please quote it on any further correspondence.\n\
            [2] 2026-08-26 11:58 | From: CIfA News <news@archaeologists.net> | Subject: July newsletter\n    \
            In this issue: salary survey results, CPD webinars...\n\
            [3] 2026-06-02 18:47 | From: Bryn Plant Hire <accounts@brynplant.co.uk> | Subject: digger hire booking\n    \
            Dear Miriam, our reference is HB645733; please quote it on any further correspondence.\n\
            [4] 2026-09-18 08:25 | From: Sian Kettering <s.kettering@trust.org.uk> | Subject: the scout hut\n    \
            The figure for the scout hut comes to £860. Paperwork to follow.";
        let d = result_digest(inbox);
        assert!(d.chars().count() <= RESULT_DIGEST, "{d}");
        for fact in ["HP/26/1456", "HB645733", "£860"] {
            assert!(d.contains(fact), "{fact} in {d}");
        }
        assert!(!d.contains("2026-06-14"), "{d}");
        let bookings = "3 booking(s) found\n\n\
            #1  25/12/2026  08:00  Bay 2\n    Customer: Hayley Dunleavy  (tel 07700 900436)\n    Job card: JC-6269\n    Deposit:  £413.40  [not paid]\n\n\
            #2  Mon 07 Dec 2026  14:00  Bay 3\n    Customer: Janice Baptiste  (tel 07700 900083)\n    Job card: JC47301\n    Deposit:  £91  [paid by card]\n";
        let d = result_digest(bookings);
        assert!(
            d.contains("Job card: JC-6269") && d.contains("Deposit: £413.40") && d.contains("JC47301"),
            "{d}"
        );
        assert!(d.contains("Customer: Hayley Dunleavy"), "{d}");
        assert!(!d.contains("07700"), "{d}");
    }

    #[test]
    fn a_listing_keeps_its_addresses_not_its_wildcards() {
        let ss = "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n\
            LISTEN 0      128          0.0.0.0:22         0.0.0.0:*     users:((\"sshd\",pid=611,fd=3))\n\
            LISTEN 0      511          0.0.0.0:5683       0.0.0.0:*     users:((\"keysafe-bridge\",pid=742,fd=9))";
        let d = result_digest(ss);
        assert!(d.contains("0.0.0.0:5683"), "{d}");
        assert!(!d.contains(":*"), "{d}");
    }

    #[test]
    fn an_abbreviation_ends_no_clause() {
        let d = result_digest(&format!(
            "{}\nPlease find attached the countersigned loan agreement (our ref. LA-2026-4261). We look forward to it.",
            "x ".repeat(90)
        ));
        assert!(d.contains("(our ref. LA-2026-4261)"), "{d}");
    }

    #[test]
    fn a_long_result_that_names_nothing_is_clipped_from_its_start() {
        let prose = "The cleaners' manual says to strip every bed, even ones that look unused, and to leave the windows open. ".repeat(4);
        let d = result_digest(&prose);
        assert_eq!(d, clip(&one_line(&prose), RESULT_DIGEST));
        // (Only header stamps: its sentences say more than "[1] 2026-11-27 03:37".)
        let stamps = "2 message(s) matched\n[1] 2026-11-27 03:37 Maintenance notice\nIf it is urgent, ask for the support line and say the encoder is down again. \n[2] 2026-11-22 19:36 Subject: again\nThe visit is booked, someone will call you back about it soon.";
        assert_eq!(result_digest(stamps), clip(&lines_joined(stamps), RESULT_DIGEST));
    }

    #[test]
    fn dates_are_told_from_addresses_and_references() {
        for d in ["27/01", "2026-11-20 17:22", "19 Nov", "Thu 24 Dec 2026", "12月3日", "18:00", "05.01.2026"]
        {
            assert!(dated(d), "{d}");
        }
        for d in ["0.0.0.0:5683", "4462.805.814", "13.12.21-65297", "3.18.16", "HB645733", "£860"] {
            assert!(!dated(d), "{d}");
        }
    }

    #[test]
    fn huge_or_hostile_results_stay_within_the_digest() {
        let huge: String = (0..200_000).map(|i| format!("row {i}: ref INV-{i} paid £{i}.00\n")).collect();
        // (In one pass: a scan per row would take hours on this, not a second.)
        let d = result_digest(&huge);
        assert!(d.chars().count() <= RESULT_DIGEST && d.contains("INV-0"), "{d}");
        for hostile in [
            "订单号：DD-20931。金额：¥1,200。".repeat(20),
            "🦀 <a@b> <<>> ..; ;. \t\t|".repeat(40),
            "x".repeat(5000),
        ] {
            assert!(result_digest(&hostile).chars().count() <= RESULT_DIGEST);
        }
    }

    #[test]
    fn the_offline_summary_keeps_what_a_long_lookup_found_deep_in_its_text() {
        let result = Entry {
            id: "r".into(),
            created_at: String::new(),
            item: Item::ToolResult {
                call_id: "c".into(),
                name: "search_inbox".into(),
                status: "completed".into(),
                output: EMAIL.into(),
            },
            hidden: false,
            usage: None,
            error: false,
        };
        let delta = format!(
            "user: can you find the flu claims email from the LPC?\n[tool call] search_inbox args={{\"query\": \"flu claims\"}}\n{}\nassistant: Found it.",
            digest(&result).unwrap()
        );
        let summary = super::super::offline::summarize("", &delta, 2000);
        assert!(summary.contains("BSA-NMS-804875") && summary.contains("£17,864.86"), "{summary}");
        assert!(summary.contains("Joanna Tennant"), "{summary}");
    }
}
