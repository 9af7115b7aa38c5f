//! The offline summarizer and topic judge (DESIGN §7.3): deterministic, no network.
//!
//! The summary is kept as typed sections (issue #13): goal, decisions, constraints and
//! conventions, people and roles, identifiers, open questions, progress. Each run re-reads the
//! previous summary into its sections (text in another shape, such as OkBot's prose, is read
//! for facts like a message), merges the facts of the new messages into them (near-duplicates
//! once, a fact mentioned again moves to the end: the end of a section is what is current),
//! and fits the result into `summaryMaxChars` by the keep-first rules of [`fit`].

use std::collections::{HashMap, HashSet};

use anyhow::Result;

use super::digest::split_role;
use super::facts::{self, Class};
use super::{Summarizer, SummaryError, SummaryRequest, TopicJudge};

pub use super::facts::identifiers;

/// The section headings, in rendering order. The model summarizer is asked for the same ones.
pub const HEADINGS: [&str; 8] = [
    "Goal",
    "Decisions",
    "Constraints & conventions",
    "People & roles",
    "Identifiers",
    "Open questions",
    "Progress",
    "Other",
];
const GOAL: usize = 0;
const DECISIONS: usize = 1;
const CONSTRAINTS: usize = 2;
const PEOPLE: usize = 3;
const IDS: usize = 4;
const OPEN: usize = 5;
const PROGRESS: usize = 6;
const OTHER: usize = 7;

/// Headings of earlier okbot versions and of OkBot, read into today's sections.
const OLD_HEADINGS: &[(&str, usize)] = &[
    ("decisions & conventions", DECISIONS),
    ("paths & commands", IDS),
    ("open items", OPEN),
    ("people", PEOPLE),
    ("constraints", CONSTRAINTS),
    ("conventions", CONSTRAINTS),
    ("目标", GOAL),
    ("决定", DECISIONS),
    ("决策", DECISIONS),
    ("约定", CONSTRAINTS),
    ("路径/命令", IDS),
    ("未完成", OPEN),
    ("其他", OTHER),
];

/// The offline echo's reply starts so; it repeats the user and is never content.
const ECHO: &str = "(offline) This is okbot's offline echo";

pub struct OfflineSummarizer;

impl Summarizer for OfflineSummarizer {
    fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
        Ok(summarize(r.previous, r.delta, r.max_chars))
    }
}

/// Sections of a summary: one list of items per heading, oldest first.
type Sections = [Vec<String>; 8];

pub fn summarize(previous: &str, delta: &str, max_chars: usize) -> String {
    // (A pasted thread's headers, greetings, signatures and footers name no fact of its own.)
    let plain = super::mail::plain_letters(delta);
    // (Which lines are a letter a reply opens with, read before the greetings are blanked.)
    let letters = super::mail::opening_letters(delta);
    let in_letters = super::mail::after_letter_starts(delta);
    let delta: &str = &plain;
    let mut acc = Acc {
        common: common_words(previous).into_iter().chain(common_words(delta)).collect(),
        capitals: capital_words(delta),
        ..Acc::default()
    };
    read_previous(&mut acc, previous);
    // Questions stay open until the other side answers them.
    let mut asked: Vec<(String, String)> = Vec::new();
    // Questions whose own message put them off ("… ? don't answer that yet", "hold that
    // thought"): only a reply on their subject closes them.
    let mut put_off: Vec<String> = Vec::new();
    // Questions that end their message (a word or three after them at most, "check pls"): what
    // the reply says is about them.
    let mut ends_message: HashSet<String> = HashSet::new();
    // Of those, the questions the person put over what they pasted (a command's output, a log,
    // a table): the reply reads what was pasted.
    let mut over_material: HashSet<String> = HashSet::new();
    // Questions a pasted letter asks the person ("Why is this taking so long?"): the letter
    // they have drafted back answers them.
    let mut letters_ask: HashSet<String> = HashSet::new();
    // Suggestions of the last message, kept where they landed: they become decisions when the
    // other side's next message agrees.
    let mut proposed: Vec<(String, usize, String)> = Vec::new();
    // Orders of the person's last message given with their reasons, kept where they landed: the
    // assistant noting them, not carrying them out, makes them the person's decisions.
    let mut ordered: Vec<(usize, String)> = Vec::new();
    // The previous run may have stopped between a question or a suggestion and its reply: the
    // newest open question and the newest suggestion wait for the first message ("" is no one).
    // (The assistant's offer, "要我帮你把准备时间先占上吗？", is theirs: the person's next
    // message is the reply, on topic or not.)
    // (A question of no one's carried over stands for the person's last message when the
    // assistant speaks first: "Roughly what's 281,000 JPY in pounds?" | `currency_convert` →
    // "About £1,466.82." reads out what the lookup found for it.)
    let mut carried_question = String::new();
    if let Some(q) = acc.sections[OPEN].last() {
        let who = if facts::offers_to_do(q) { "assistant" } else { "" };
        if who.is_empty() {
            carried_question = q.clone();
        }
        asked.push((who.to_string(), q.clone()));
    }
    for section in [OTHER, PROGRESS] {
        if let Some(p) = acc.sections[section].last().filter(|p| facts::is_proposal(p)) {
            proposed.push((String::new(), section, p.clone()));
        }
    }
    let split = line_sentences(delta);
    // Sentences said again word for word: stock phrases, first to go when room is short.
    let stock = stock_sentences(&acc, delta, &split);
    // Rows of pasted tables and logs: their plain numbers are data, not facts.
    let logs = log_lines(delta);
    let templated = templated_rows(delta);
    let rows = pasted_rows(delta, &templated, &logs);
    let laid_out = laid_out_rows(delta);
    let chats = chat_lines(delta);
    let speakers = chat_speakers(delta, &chats);
    let endorsed = endorsed_chat_lines(delta, &chats);
    let column_names = column_people(delta);
    let bulk = bulk_rows(delta);
    let fenced = fenced_lines(delta);
    let indented = indented_blocks(delta);
    // The lines of each message, at its first line.
    let replies = message_lines(delta);
    let last_lines = last_lines(&replies);
    let material: Vec<bool> = delta
        .lines()
        .enumerate()
        .map(|(n, line)| {
            let text = split_role(line).1;
            fenced[n]
                || indented[n]
                || rows[n]
                || bulk[n]
                || laid_out[n]
                || text.trim_start().starts_with("```")
                || aligned_columns(text)
                || table_row(text)
        })
        .collect();
    let before_material = before_material(&replies, &material);
    let busy_replies = busy_replies(delta, &replies);
    // A line without a role continues the message before it.
    let mut last_role = String::new();
    // The user's message the next tool call answers, when the last message was theirs ("pls
    // force the feed sync on the server"), and whether the last call was one they asked for.
    let mut user_ask = String::new();
    let mut asked_call = false;
    // Whether any call since the person's last message was one they asked for.
    let mut lookup_asked = false;
    // Whether a call already ran since the user's last message.
    let mut called_since_ask = false;
    // Whether the last call ran the lookup the user's message (`user_ask`) asked for ("anything
    // in my inbox I've missed?"): a question of that message is done once it finds something.
    let mut looked_up = false;
    // The call that last ran, to tie its result to what the user asked.
    let mut last_call = String::new();
    // What the last result of the user's lookup added under Identifiers: when it added two or
    // more and the next call opens one of them (`{"id": "m_79605f57dd"}` after a list of
    // messages), that result was only a list to pick from, and the call goes on with the
    // user's lookup.
    let mut listed: Vec<String> = Vec::new();
    // The person's last message, whole: the figures the assistant's reply works from; and what
    // the lookups made for it found.
    let mut user_message = carried_question.clone();
    // Whether the person's message so far says they want something found out (see
    // [`facts::pending_ask`]): its questions are pending asks.
    let mut wants_found_out = false;
    let mut found_for_them = String::new();
    let mut calls_for_them = String::new();
    // Whether a lookup made before the run's first message was for the question carried over
    // (its words are in the call): only then is what it found read out for that question. (The
    // run may open on a lookup for a later message: the firewall checked for "kelvin ask me
    // check the firewall" answers nothing about the water softener asked long before.)
    let mut carried_looked_up = false;
    // The decision the person's last line ended on, with no reason yet: "decided: go cashless
    // at Joo Chiat" / "counting cash takes 40 minutes every night mah" gives it in the next.
    let mut carried: Option<(usize, String)> = None;
    // The plan or order the person's last line was, kept as text: "- put the 25% ET group in rm
    // 22" / "  - why: it's right next to the SEN base toilets" makes it a decision.
    let mut carried_told: Option<(usize, String)> = None;
    // The leave the assistant's last message asked to do something ("shall I tell them they can
    // sign for a delivery today?"): the person's reply may lay down when it may be done.
    let mut offered: Option<String> = None;
    // Whether the person's message being read opened by heading a list of plans ("Planning
    // for the next few weeks, as it stands:").
    let mut plans_listed = false;
    let delta_lines: Vec<&str> = delta.lines().collect();
    for (n, line) in delta.lines().enumerate() {
        // (What the line before said, read by this line only.)
        let carry = carried.take();
        let mut carry_told = carried_told.take();
        acc.in_rows = rows[n] || chats[n];
        acc.in_template = templated[n];
        acc.by_assistant = false;
        acc.in_list = false;
        acc.in_roster = false;
        let (role, text) = split_role(line);
        let text = &*cells_apart(text);
        acc.in_data = rows[n] && !chats[n] && numeric_row(text);
        acc.in_table = table_row(text) || logs[n] || aligned_columns(text);
        acc.in_laid_out = laid_out[n];
        acc.in_busy_reply = busy_replies[n];
        // ("reg_id,full_name,…" over "REG27-3583,Bartholomew Rautenbach,…": a column headed as
        // people holds people, though a table's other cells name no one.)
        acc.in_crowded = true;
        for name in &column_names[n] {
            acc.add(PEOPLE, name.clone());
        }
        acc.in_crowded = false;
        let continued = role.is_empty() && !last_role.is_empty();
        let role = if continued { last_role.as_str() } else { role }.to_string();
        if text.trim_start().starts_with(ECHO) {
            last_role.clear();
            continue;
        }
        // (A weather report pasted under a message holds codes, no facts: "… VRB03KT 0800 FG
        // VV002 …". A message's first line is still read, so the message is still a reply.)
        if continued && !role.starts_with("[tool") && weather_report(text) {
            continue;
        }
        // (A long export pasted whole, "order,date,item,qty,status" over forty orders, is data:
        // its rows are not facts, what the messages say about them is.)
        if continued && bulk[n] {
            continue;
        }
        if role.starts_with("[tool") {
            last_role = role.clone();
            // Tool rows are progress detail (the command a call runs, the identifiers a result
            // names), and the people a result names by label are people. A call the user's last
            // message asked for ("pls force the feed sync" → `cdsctl sync --feed preference
            // --force`; "what version of the Focusrite driver am I on" → its lookup) is the
            // user's business: the command it ran and what its result names are identifiers
            // of their own. The assistant's own exploring stays progress detail.
            if role == "[tool call]" && !continued {
                // (The first call after "can you check what's listening on the pi" → `sudo ss
                // -tlnp` is the lookup they asked for, though it shares no word with it.)
                // (A list names two things or more of a kind, "m_79605f57dd" and "m_dc0fa92633":
                // "find the Harbour Freight invoice" → "INV-70487 … £410.00", then "pay
                // INV-70487", keeps the invoice.)
                let of_a_kind = |a: &str, b: &str| {
                    a != b && a.len().abs_diff(b.len()) <= 2 && a.chars().take(2).eq(b.chars().take(2))
                };
                let opens_listed = asked_call
                    && called_since_ask
                    && listed.iter().any(|id| {
                        text.contains(id.as_str()) && listed.iter().any(|other| of_a_kind(id, other))
                    });
                if opens_listed {
                    for id in listed.drain(..) {
                        acc.remove(IDS, &id);
                    }
                } else {
                    let look_up = !called_since_ask && asks_to_look_up(&user_ask);
                    asked_call = asked_for(&user_ask, text) || look_up;
                    lookup_asked |= asked_call;
                    looked_up = look_up;
                }
                listed.clear();
                called_since_ask = true;
                last_call = text.to_string();
                carried_looked_up |= asked_for(&carried_question, text);
            }
            let asked_for_it = asked_call && !continued;
            // (Every lookup made before the reply: "did the array finish overnight?" →
            // `slurm_jobs` → "8 jobs: 2 completed, 2 failed", though the call names nothing
            // the person said.)
            if role == "[tool result]" {
                found_for_them.push_str(text);
                found_for_them.push('\n');
            } else {
                calls_for_them.push_str(text);
                calls_for_them.push('\n');
            }
            // (What a lookup printed ranks with what the assistant said: below what the person
            // said, first to go when room is short, unless the person says it too.)
            acc.by_assistant = true;
            match (role.as_str(), asked_for_it) {
                ("[tool call]", true) if let Some(cmd) = tool_command(text) => acc.add(IDS, cmd),
                ("[tool result]", true) => {
                    let (found, matched) = asked_result_identifiers(text);
                    // "can you check what port the Alpaca server ended up on" → `grep -n port
                    // …` → "8:port = 5901": a lookup the user asked for that names what it
                    // found has done what they asked (one that found nothing has not).
                    if !found.is_empty() && !facts::found_nothing(text) {
                        let (done, open): (Vec<_>, Vec<_>) =
                            std::mem::take(&mut asked).into_iter().partition(|(who, q)| {
                                who == "user"
                                    && (asked_for(q, &last_call)
                                        || (asks_to_look_up(q)
                                            && looked_up
                                            && user_ask.contains(q.trim_end_matches(['?', '？']).trim())))
                            });
                        asked = open;
                        acc.by_assistant = false;
                        for (_, q) in done {
                            for id in identifiers(&q) {
                                acc.add(IDS, id);
                            }
                            acc.remove(OPEN, &q);
                            acc.add(OTHER, q);
                        }
                        acc.by_assistant = true;
                    }
                    // (The record the person's question picked out is their answer: theirs.)
                    acc.by_assistant = !matched;
                    // (A record's time stamps, `"updated": "2027-01-24"`, are no answer unless
                    // the person asked when.)
                    let when = asks_when(&user_ask);
                    for id in found {
                        if !when && time_stamp(&id) {
                            continue;
                        }
                        if !acc.sections[IDS].contains(&id) {
                            listed.push(id.clone());
                        }
                        // (A listing's column, `"id": "EVT-677953", … "id": "EVT-303663"`, names
                        // one record each: none is what was asked unless the ask picked its
                        // record out.)
                        if matched || !listing_value(text, &id) {
                            acc.add(IDS, id);
                        }
                    }
                    acc.by_assistant = true;
                    // (A letter the lookup found may state a rule or a choice: "Please make
                    // sure the team knows they must only run background checks after …".)
                    let body = text.split_once(" → ").map_or(text, |(_, body)| body);
                    let body = body.strip_prefix(super::digest::MATCH).unwrap_or(body);
                    // (A column's records are named by their first field: no letter, no people.)
                    let body = if body.starts_with(super::digest::COLUMN) {
                        body.split_once(" … ").map_or("", |(_, rest)| rest)
                    } else {
                        body
                    };
                    // (The letter the person asked for, picked out of a list by their question or
                    // found alone, states what they wanted to know: "Did Dr Patel send round the
                    // notes?" → "we agreed to move to fifteen-minute standard consults, since …".
                    // It stands with what they said; a letter among others a search listed gives
                    // way first.)
                    let answer = matched || one_letter(body);
                    for part in body.split(" … ").flat_map(|p| p.split(super::digest::MATCH_JOINER)) {
                        for sentence in facts::sentences(part) {
                            // (And who it names: "so Wojciech Holroyd will look after your
                            // surplus collections".)
                            acc.add_people(&sentence);
                            acc.by_assistant = false;
                            // (A plan given with its reason is a choice too: "we'll have the lab
                            // drop-ship albums straight to couples, because …".)
                            let section = match facts::classify(&sentence, "user") {
                                Class::Constraint => Some(CONSTRAINTS),
                                Class::Decision => Some(DECISIONS),
                                _ if super::digest::states_choice(&sentence) => Some(DECISIONS),
                                _ => None,
                            };
                            match section {
                                Some(section) if answer => acc.add(section, sentence),
                                Some(section) => acc.add_oldest(section, sentence),
                                None => {}
                            }
                            acc.by_assistant = true;
                        }
                    }
                }
                // ("I'll switch screen blanking off" → `sudo raspi-config nonint do_blanking
                // 1`: a command that changed something on the person's machines is what was
                // done there, worth keeping as theirs ranks it; a look around stays progress.)
                ("[tool call]", false)
                    if !continued
                        && let Some(cmd) = tool_command(text)
                        && changes_something(&cmd) =>
                {
                    acc.add(IDS, format!("`{cmd}`"));
                }
                _ => {
                    if let Some(item) = tool_item(&role, text) {
                        acc.add(PROGRESS, item);
                    }
                }
            }
            if role == "[tool result]" {
                for person in facts::labelled_people(text) {
                    acc.add(PEOPLE, person);
                }
            }
            continue;
        }
        // (Whether a call ran between the person's message and this one.)
        let worked = called_since_ask;
        if !continued {
            user_ask.clear();
            asked_call = false;
            called_since_ask = false;
        }
        if role.starts_with("user") {
            user_ask.push_str(text);
            user_ask.push('\n');
            // ("Option on the table: X. / Pro: / - reason / Contra: / - … / Decided." is the
            // choice of X for its first reason.)
            if !continued && let Some(choice) = facts::pro_con_choice(&replies[n]) {
                acc.add(DECISIONS, choice);
            }
            if !continued {
                user_message.clear();
                found_for_them.clear();
                calls_for_them.clear();
                lookup_asked = false;
                wants_found_out = false;
                // A message after the person's question: the question no longer ends what they
                // said ("续租合同的印花税咋说哦" / "算了改天再想" / "现在急的是展示柜的灯不亮了":
                // the reply is on the lamp), unless the message only adds context ("no rush");
                // one that only puts things off ("算了改天再想", "never mind, later") puts the
                // question off.
                // (The message judged whole: "hmm\n\nwhat about the Friday slot?" moves on.)
                let whole = replies[n].join("\n");
                let theirs = asked.iter().filter(|(who, _)| who == "user").map(|(_, q)| q);
                let short = whole.split_whitespace().count() <= 6
                    && whole.chars().filter(|&c| crate::history::is_cjk(c)).count() <= 12;
                if facts::puts_off(&whole) && short {
                    put_off.extend(theirs.cloned());
                } else if !facts::only_context(&whole) {
                    for q in theirs {
                        ends_message.remove(q);
                        over_material.remove(q);
                    }
                }
            }
            user_message.push_str(text);
            user_message.push('\n');
            // (Read line by line as the message grows: once per line, however many questions.)
            wants_found_out = wants_found_out || facts::pending_ask(text);
        }
        last_role = role.clone();
        // "the thing that finally worked was\n\n    dsregcmd /status": a code line is a command.
        // ("```\ngit bisect start\n```": a line in a fenced block is indented code.)
        if continued
            && !rows[n]
            && !chats[n]
            && let Some(cmd) = if fenced[n] {
                facts::code_line(&format!("    {}", text.trim()))
            } else {
                facts::code_line(text)
            }
        {
            acc.add(IDS, cmd);
            continue;
        }
        // A line inside a ``` fence or an indented block that runs nothing is pasted material (a
        // config, a program's output): what names a thing stays ("40316:40316" in a compose
        // file), its text, sizes and header words ("Filesystem Size Used Avail") do not.
        if continued && (fenced[n] || indented[n]) {
            // ("```\n=IF(AND(E2<>\"Paid\",D2-TODAY()<39),\"CHASE\",\"\")\n```": a line that is one
            // formula or statement is that identifier.)
            let line = text.trim();
            match identifiers(line).as_slice() {
                [id] if id.starts_with('`')
                    && id.trim_matches('`').chars().count() * 10 >= line.chars().count() * 8 =>
                {
                    acc.add(IDS, id.clone())
                }
                _ => {
                    for id in material_identifiers(text) {
                        acc.add(IDS, id);
                    }
                }
            }
            continue;
        }
        let speaker = if role.starts_with("user") { "user" } else { "assistant" };
        acc.by_assistant = speaker == "assistant";
        acc.answer_found =
            if acc.by_assistant && lookup_asked { found_for_them.clone() } else { String::new() };
        // (What the reply gives as the answer to the person's question is theirs: its opening,
        // not a later piece of a long reply, "assistant (continued): …".)
        if speaker == "user" {
            acc.answer_ids.clear();
        } else if role == "assistant" && !continued {
            acc.answer_ids =
                facts::answer_identifiers(&user_message, &replies[n].join("\n")).into_iter().collect();
        }
        acc.in_list = acc.by_assistant && facts::list_item(text);
        // "shall I tell them they can sign for a delivery today?" → "no! not without checking
        // it against the PO. ever. thats the rule": the rule is the act asked about on the
        // condition the reply puts on it; the reply alone names no act.
        let leave = if continued { None } else { offered.take() };
        if !continued {
            plans_listed = speaker == "user" && facts::plan_heading(text);
        }
        if speaker == "assistant" && !text.trim().is_empty() {
            offered = split[n].last().and_then(|q| facts::asks_leave(q));
        }
        // (Joined, they are one item of a summary's room: an eighth of the default at most.)
        let laid = leave.filter(|ask| {
            speaker == "user"
                && !rows[n]
                && !chats[n]
                && ask.chars().count() + text.trim().chars().count() <= 240
                && facts::conditions_it(text)
        });
        if laid.is_some() {
            // (A "yes, but …" agrees to no suggestion: it lays down a rule.)
            proposed.retain(|(who, _, _)| who != "assistant");
        }
        // "--\nViktor Halvorsen\nThe CISO at the insurer": the name under a signature's dashes
        // or a sign-off ("Thanks,\nCarys Delaney\nOperations, Oddsock Films", "Yours
        // sincerely,\nWojciech Fairweather").
        if continued
            && n > 0
            && facts::signs_off(split_role(delta_lines[n - 1]).1)
            && let Some(name) = facts::signed_name(text)
        {
            acc.add(PEOPLE, name);
            continue;
        }
        // "Hannah Oyelaran. They're the physics teacher next door …": a name said alone, then
        // who they are.
        // ("Happy Friday. The van is back" names no one: only "they're", "she's", … tell who.)
        let named_first = if !rows[n]
            && !chats[n]
            && let [first, next, ..] = split[n].as_slice()
            && let Some(name) = facts::name_line(first)
            && ["they're ", "they are ", "he's ", "she's ", "he is ", "she is "]
                .iter()
                .any(|w| next.to_lowercase().starts_with(w))
        {
            acc.add(PEOPLE, name);
            true
        } else {
            false
        };
        // ("Noor Kowalczyk  9:11 AM" / "hi all - i'm the new volunteer coordinator …": who
        // joins a pasted chat and says what they are.)
        if chats[n]
            && let Some(name) = &speakers[n]
            && let Some(role) = facts::self_introduction(text)
        {
            acc.add(PEOPLE, format!("{name} ({role})"));
        }
        if !continued && !role.is_empty() {
            if !asked.is_empty() {
                // (The whole message, read once for every question it may answer.)
                let whole = replies[n].join("\n");
                // A question with more after it in its message ("what's the new TPA's
                // escalation route …? // need a decline on Albion Terrace. draft pls") is not
                // answered by the letter drafted for what followed, only by what the reply says
                // outside it. (A draft quoted with `>` is such a letter, greeting and sign-off
                // or not: "Sure:\n\n> Hi Jess, no problem about Thursday. …")
                let beside: Vec<&str> = replies[n]
                    .iter()
                    .enumerate()
                    .filter(|&(k, l)| {
                        !letters.get(n + k).copied().unwrap_or(false)
                            && !split_role(l).1.trim_start().starts_with('>')
                    })
                    .map(|(_, l)| *l)
                    .collect();
                let beside_text = beside.iter().copied().find(|l| !l.trim().is_empty()).unwrap_or("");
                let beside_whole = beside.join("\n");
                let (answered, still): (Vec<_>, Vec<_>) = asked.drain(..).partition(|(who, q)| {
                    let drafted = beside.len() < replies[n].len()
                        && !ends_message.contains(q)
                        && !letters_ask.contains(q);
                    let first = text;
                    let (text, lines, whole) = if drafted {
                        (beside_text, beside.as_slice(), beside_whole.as_str())
                    } else {
                        (text, replies[n].as_slice(), whole.as_str())
                    };
                    // A question carried over from the previous run (asker unknown) is closed
                    // by a yes or no only when it was put to someone ("shall I …?"): a bare
                    // "yep" may answer something else.
                    who != speaker
                        // The assistant's own question ("want to go through what's still
                        // missing?") has had its turn once the person speaks: what they say
                        // next is their reply, on topic or not.
                        // (Its own questions to no one in particular too: "What's first on the
                        // list today?", "How is the course assessed?" (one to put to the
                        // school), 今天还有别的吗？; a question put to others it restates, "does
                        // anyone know …", stays open.)
                        && ((who == "assistant"
                            && (facts::asks_the_person(q) || !facts::put_to_others(q)))
                            // (Any line of the reply: "Okay - a few things in there.\n\n
                            // For the trolley, number every slot …".)
                            || facts::answers(q, text)
                            // (Not after a paragraph that says it cannot answer: "Good question,
                            // and not one I want to guess at. … \n\n Got it. … tell the second
                            // shooter …" answers the next part of the message, not the question.)
                            || lines
                                .iter()
                                .skip(1)
                                .take_while(|line| !facts::cannot_answer(line))
                                .any(|line| facts::answers_later(q, line))
                            // ("That's very clear, thank you.\n\nPharmacies in Japan are easy
                            // to find": after a short thank-you, the first paragraph answers.)
                            || (facts::acknowledges(text)
                                && lines
                                    .iter()
                                    .skip(1)
                                    .find(|line| !line.trim().is_empty())
                                    .is_some_and(|line| facts::answers(q, line)))
                            // ("can you look into it at some point?": a "sure" now closes
                            // nothing.)
                            || (!facts::asked_for_later(q)
                                && !put_off.contains(q)
                                && facts::yes_or_no(q, text, !who.is_empty()))
                            // ("how do people cull faster?": the assistant's reply of some
                            // length on its subject, sure of itself, answers the person.)
                            || ((who == "user" || who.is_empty())
                                && speaker == "assistant"
                                && !facts::asked_for_later(q)
                                && !put_off.contains(q)
                                && facts::answers_at_length(
                                    q,
                                    whole,
                                    ends_message.contains(q),
                                    over_material.contains(q),
                                ))
                            // ("rate's £12.21. total?" → "97 hours x £12.21 = £1,184.37.": the
                            // reply works out the question that ended the message from the
                            // person's own figures.)
                            // (Or the question carried over, what the person asked before
                            // the run began, as far as the reply can tell.)
                            || (((who == "user" && ends_message.contains(q)) || who.is_empty())
                                && speaker == "assistant"
                                && !facts::asked_for_later(q)
                                && !put_off.contains(q)
                                && (facts::works_it_out(&user_message, whole)
                                    // ("what did the card machine take Saturday" → its lookup
                                    // → "44 card payments, £310.54 gross".)
                                    || ((!who.is_empty() || carried_looked_up)
                                        && facts::reads_out(&found_for_them, &user_message, whole))
                                    // ("client says the timelapse stopped?" → its lookup →
                                    // "Running.": a flat reply after a lookup made for it.)
                                    // (The lookup was for this question: it shares its
                                    // words. "did we ever figure out the DR region?" → `grep
                                    // DB_HOST` → "Done. The manifests are applied" answers
                                    // something else.)
                                    || ((!who.is_empty() || carried_looked_up)
                                        && !found_for_them.trim().is_empty()
                                        && asked_for(q, &calls_for_them)
                                        && facts::answers_flatly(whole))
                                    // ("concrete for a slab 6.3 x 4.5 at 200mm?" → "5.67 m³ —
                                    // I'd order 6.5 …".)
                                    || (!who.is_empty()
                                        && facts::asks_for_figure(q)
                                        && facts::opens_with_figure(whole))
                                    // ("备用机还有几台？" → "仓库里还有9台在库。")
                                    || (!who.is_empty() && facts::asks_how_much(q) && facts::gives_count(whole))))
                            // ("跳远踩线算不算" → "踩线就算犯规，这一跳不计成绩。": a short reply on
                            // the subject of the question that ended the message answers it.)
                            || (who == "user"
                                && speaker == "assistant"
                                && ends_message.contains(q)
                                && !facts::asked_for_later(q)
                                && !put_off.contains(q)
                                && facts::answers_briefly(q, whole))
                            // ("should we get the kids' helmets in blue or red?" → "Red: …".)
                            || ((who == "user" || who.is_empty()) && speaker == "assistant" && facts::picks_one(q, text))
                            // "can you make that shorter?": the assistant's reply does it.
                            // (A request carried over from the previous run, that the
                            // assistant speaks first after, was the person's.)
                            || ((who == "user" || (who.is_empty() && speaker == "assistant"))
                                && (facts::is_request(q)
                                    || facts::asks_to_work_on_it(q)
                                    || facts::asks_for_help(q))
                                && facts::opens_with_work(first)
                                && !facts::defers(first)
                                && !facts::asked_for_later(q)
                                && !put_off.contains(q)))
                });
                // A closed question is no longer open, but kept as other text while there is
                // room: it goes first when the summary is full (an answer may be misread).
                for (_, q) in answered {
                    // What it named stays when the text goes ("can you link #4517 …").
                    for id in identifiers(&q) {
                        acc.add(IDS, id);
                    }
                    acc.remove(OPEN, &q);
                    acc.add(OTHER, q);
                }
                if speaker == "assistant" && facts::cannot_answer(&whole) {
                    acc.pending
                        .extend(still.iter().filter(|(who, _)| who != speaker).map(|(_, q)| q.clone()));
                }
                asked = still.into_iter().filter(|(who, _)| who == speaker).collect();
            }
            let agreed = facts::confirms(text);
            let noted = speaker == "assistant" && !worked && facts::notes_it(text);
            for (section, order) in std::mem::take(&mut ordered) {
                if noted && acc.sections[section].contains(&order) {
                    acc.by_assistant = false;
                    acc.remove(section, &order);
                    acc.add(DECISIONS, order);
                }
            }
            for (who, section, p) in std::mem::take(&mut proposed) {
                if who != speaker && agreed {
                    // (The choice is the proposer's, whoever agrees to it.)
                    acc.by_assistant = who == "assistant";
                    acc.remove(section, &p);
                    acc.add(DECISIONS, p);
                }
            }
            acc.by_assistant = speaker == "assistant";
        }
        if let Some(ask) = laid {
            acc.take(Class::Constraint, &format!("{ask} — {}", text.trim()), &role);
            continue;
        }
        // The decision or constraint this message said last: a reason after it ("Mostly
        // because …") joins it.
        // (A line of one sentence that asks nothing may give the reason of the decision the
        // person's line before ended on.)
        // (Not a list's item, nor a line with an aside in brackets: "- 数据库留在服务器上换块大
        // 盘（因为云数据库比他们现在多花三倍）" is a choice of its own, with its reason.)
        let mut said: Option<(usize, String)> = carry.filter(|_| {
            speaker == "user"
                && split[n].len() == 1
                && !facts::list_item(text)
                && !split[n][0].contains(['(', '（'])
                && !facts::is_question(&split[n][0])
                && !facts::is_request(&split[n][0])
        });
        let carried_over = said.is_some();
        // "…. why? the big accounts asked for it.": the sentence after a bare "why?" is a reason.
        let mut why = false;
        // The plain text this line said last (its section and item): "Paddle for EU billing.
        // why? …" makes it a decision; "the SOC 2 auditor... is that still a thing or" makes it
        // a question.
        let mut plain: Option<(usize, String)> = None;
        // The sentence this line told last, whatever section it went to: "it's a fixed-price
        // contract. reason: …" makes it a decision.
        let mut told: Option<(usize, String)> = None;
        // Every plain sentence of this line, in order: "Told my agent I'll self-publish the
        // novella. She pushed back but the reports loved her voice. Done. Decided." settles all.
        let mut line_plains: Vec<(usize, String)> = Vec::new();
        // Does this line tell of no answer ("Voicemail.")? Read once, when a sentence needs it.
        let mut no_reply: Option<bool> = None;
        // "thought about it overnight. sell the old rotavator, because …": a sentence that only
        // says a choice was made makes the plan or order after it the choice (and says nothing
        // itself).
        let mut settling = false;
        // "the property manager for the shared office? Marisol Rautenbach.": a question the
        // person answers at once with a name asks nothing; the name is someone's, the pair is
        // kept as text.
        let mut answered_by_name = false;
        // (What follows a question in the message: the rest of its line, when the line is the
        // message's last.)
        // ("how do people cull faster? I'm at 4 hours per wedding just to cull": a word of
        // context after it; "… kept? anyway, different thing." moves on.)
        // (A part rewritten from its words is not found, and not known to end it.)
        let ends_here = |part: &str| {
            (last_lines[n] || before_material[n])
                && text.find(part).map(|i| &text[i + part.len()..]).is_some_and(facts::only_context)
        };
        for (k, sentence) in split[n].iter().enumerate() {
            // (The name said alone is under People already.)
            if k == 0 && named_first {
                continue;
            }
            if std::mem::take(&mut answered_by_name) {
                continue;
            }
            if speaker == "user"
                && sentence.trim_end().ends_with(['?', '？'])
                && let Some(name) = split[n].get(k + 1).and_then(|next| facts::name_line(next))
            {
                acc.add(PEOPLE, name.clone());
                // (As a sentence is taken: what it names stays under Identifiers.)
                acc.take(Class::Plain, &format!("{} {name}", sentence.trim_end()), &role);
                answered_by_name = true;
                continue;
            }
            if facts::settling_lead_only(sentence)
                && split[n]
                    .get(k + 1)
                    .is_some_and(|next| facts::opens_as_choice(next, speaker == "assistant"))
            {
                settling = true;
                continue;
            }
            let settled = std::mem::take(&mut settling);
            if facts::is_why(sentence) {
                if said.is_none()
                    && let Some((section, item)) = plain.take()
                {
                    said = Some((DECISIONS, acc.join(section, &item, DECISIONS, None)));
                }
                if said.is_some() {
                    why = true;
                    continue;
                }
            }
            let acknowledged = k > 0 && facts::acknowledgement(&split[n][k - 1]);
            // (A sentence naming three people or more lists them, though its parts name fewer:
            // "the invigilators are Trevor Bell, Carol Ames and Hilary Ross".)
            acc.in_roster = facts::people(sentence).len() >= CROWDED;
            let parts = facts::parts_after(sentence, &role, acknowledged);
            let last_sentence = k + 1 == split[n].len();
            let count = parts.len();
            for (i, (class, part)) in parts.into_iter().enumerate() {
                let last_part = last_sentence && i + 1 == count;
                // (What others said in a pasted chat is theirs: plain text. A rule laid down in
                // it is the group's: "[04/01/2027, 20:27] Dan: remember never leave the camera
                // bag in the car when we're staying at a venue overnight".)
                // (A plan put in it for a yes and given one is settled: "Sue: so it's do the
                // outboard servicing in-house this year, because Tom's finished the course.
                // right?" / "Rob: exactly that".)
                let tag = ["对吧？", "是吧？", "对不对？"].iter().any(|t| part.trim_end().ends_with(t));
                let class = if chats[n]
                    && endorsed[n]
                    && (!facts::is_question(&part) || tag)
                    && (part.split_whitespace().count() >= 5
                        || part.chars().filter(|&c| crate::history::is_cjk(c)).count() >= 8)
                {
                    Class::Decision
                } else if chats[n] && !(class == Class::Constraint && chat_rule(&part)) {
                    Class::Plain
                } else {
                    class
                };
                let class = if settled
                    && i == 0
                    && matches!(class, Class::Plain | Class::Goal)
                    && facts::opens_as_choice(&part, speaker == "assistant")
                {
                    Class::Decision
                } else {
                    class
                };
                // ("Planning for the next few weeks:\n\n2. switch Lindner to monthly invoicing
                // (their accounts team only pays at month end anyway)": a plan listed with its
                // reason is a choice.)
                // ("- engine servicing: do the outboard servicing in-house this year (Tom's
                // finished the Yamaha technician course)": a matter's label, then the plan for
                // it with its reason, is one in any list of the person's.)
                let labelled_plan = speaker == "user"
                    && part.split_once(": ").is_some_and(|(label, plan)| {
                        label.split_whitespace().count() <= 4 && facts::opens_as_choice(plan, false)
                    });
                let class = if (plans_listed || labelled_plan)
                    && continued
                    && matches!(class, Class::Plain | Class::Goal | Class::Progress)
                    && facts::list_item(text)
                    && facts::bracket_reason(&part)
                    && !facts::is_question(&part)
                    && (facts::opens_as_choice(&part, false)
                        || labelled_plan
                        || part.chars().any(crate::history::is_cjk))
                {
                    Class::Decision
                } else {
                    class
                };
                // "Rang the factory again about the missing 40 table legs. Voicemail.": what the
                // user chased and got no answer on is still open.
                let class = if class == Class::Plain
                    && speaker == "user"
                    && facts::chased(&part)
                    && *no_reply.get_or_insert_with(|| facts::no_reply(text))
                {
                    Class::Open
                } else {
                    class
                };
                let reason = std::mem::take(&mut why) || facts::is_reason(&part);
                // (A person's: an assistant's "does that work for you?" asks for a reply; a
                // suggestion asked about waits for its yes.)
                if class == Class::Open
                    && speaker == "user"
                    && (facts::says_little(&part, 2) || facts::refers_back(&part))
                    // "can you track it": an ask of the assistant, not a subject left open.
                    && !part.to_lowercase().split(|c: char| !c.is_alphanumeric()).any(|w| w == "you")
                    && let Some((section, item)) = plain.take_if(|(_, item)| !facts::is_proposal(item))
                {
                    let joined = acc.join(section, &item, OPEN, Some(&part));
                    if facts::puts_off(text) {
                        put_off.push(joined.clone());
                    }
                    if ends_here(&part) {
                        ends_message.insert(joined.clone());
                        if before_material[n] && speaker == "user" {
                            over_material.insert(joined.clone());
                        }
                    }
                    if in_letters.get(n).copied().unwrap_or(false) {
                        letters_ask.insert(joined.clone());
                    }
                    if speaker == "user" && wants_found_out {
                        acc.pending.insert(joined.clone());
                    }
                    asked.push((speaker.to_string(), joined));
                    continue;
                }
                // ("any idea about the deposition fee? nobody's said a word": the second says
                // only that the first is open.)
                if class == Class::Open && facts::only_status(&part) {
                    continue;
                }
                // "why?", "really?": a question on no subject is no open question; the
                // assistant's "I'd bring the three open questions as screenshots" asks nothing.
                let class = if class == Class::Open
                    && (facts::says_little(&part, 1)
                        || (speaker == "assistant"
                            && !facts::is_question(&part)
                            && !facts::labels_open(&part)))
                {
                    Class::Plain
                } else {
                    class
                };
                // ("Restating so it is all in one place:\n- does anyone know …?": a question
                // the assistant lists is the person's, still open, not one it asks.)
                let listed = speaker == "assistant"
                    && ["- ", "* ", "• "].iter().any(|b| text.trim_start().starts_with(b));
                if class == Class::Open && !listed && !facts::marked_open(&part) {
                    if facts::puts_off(text) {
                        put_off.push(part.clone());
                    }
                    if ends_here(&part) {
                        ends_message.insert(part.clone());
                        if before_material[n] && speaker == "user" {
                            over_material.insert(part.clone());
                        }
                    }
                    if in_letters.get(n).copied().unwrap_or(false) {
                        letters_ask.insert(part.clone());
                    }
                    if speaker == "user" && wants_found_out {
                        acc.pending.insert(part.clone());
                    }
                    asked.push((speaker.to_string(), part.clone()));
                }
                // (A sentence that opens as a reason is one, whatever words of a rule it has.)
                if class != Class::Open
                    && reason
                    && let Some((section, item)) = said.take()
                {
                    said = Some((section, acc.join(section, &item, section, Some(&part))));
                    continue;
                }
                // "gonna skip the December cruise. honestly the permit won't be renewed in time":
                // a candid sentence right after a plan is its reason.
                if matches!(class, Class::Plain | Class::Constraint)
                    && facts::candid(&part)
                    && let Some((section, item)) =
                        plain.take_if(|(_, item)| facts::opens_with_plan(item, speaker == "assistant"))
                {
                    said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                    continue;
                }
                // "nah lets get the timber frame lads back for the dormer. our chippies have
                // never done a steel-and-timber dormer": a line of a plan or an order and one
                // sentence that states how things are gives the plan with its reason.
                // (Measured: a rule and such a sentence joined the same way cost more rules than
                // it kept.)
                if speaker == "user"
                    && class == Class::Plain
                    && k == 1
                    && split[n].len() == 2
                    && count == 1
                    && facts::explains(&part)
                    && let Some((section, item)) = plain.take_if(|(_, item)| {
                        facts::opens_with_plan(item, false) || facts::opens_with_order(item)
                    })
                {
                    said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                    continue;
                }
                // "move Jellyfin onto the N100 mini PC. honestly the reason is just that it has
                // Quick Sync": an order with a candid reason after it is the order with its
                // reason (a decision when the assistant notes it rather than carries it out).
                if speaker == "user"
                    && matches!(class, Class::Plain | Class::Constraint)
                    && facts::candid(&part)
                    && let Some((section, item)) = plain.take_if(|(_, item)| facts::opens_with_order(item))
                {
                    let joined = acc.join(section, &item, section, Some(&part));
                    ordered.push((section, joined));
                    continue;
                }
                // "mostly since half the speakers cannot travel" on its own: the reason of the
                // newest decision that gives none (else plain text, never a rule of its own).
                if reason && said.is_none() && class != Class::Open {
                    // "screw it, a fixed-price contract. reason: hourly billing blew up": a reason
                    // given by its label makes the sentence before it a decision.
                    if facts::is_labelled_reason(&part)
                        && let Some((section, item)) =
                            told.take().or_else(|| carry_told.take().filter(|_| k == 0 && speaker == "user"))
                    {
                        plain = None;
                        said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                        continue;
                    }
                    // "fine. Renovate over Dependabot. mostly because it can group the pyo3
                    // bumps": a choice named without a verb, then why.
                    if let Some((section, item)) = plain.take_if(|(_, item)| {
                        facts::choice_phrase(item) || facts::opens_with_plan(item, speaker == "assistant")
                    }) {
                        said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                        continue;
                    }
                    if let Some(item) =
                        acc.sections[DECISIONS].last().filter(|d| !facts::has_reason(d)).cloned()
                    {
                        acc.join(DECISIONS, &item, DECISIONS, Some(&part));
                        continue;
                    }
                    acc.take(Class::Plain, &part, &role);
                    continue;
                }
                // A decision's next sentence in the same line, with no reason given yet,
                // most often is its reason: "the 9am slot. the light at that park is awful
                // after 11".
                // ("gonna go with Sentry. we need the breadcrumbs …": "we need" is no goal here.)
                // ("use the school van. the insurance rules changed and I'm done arguing": news
                // that settles it is its reason too.)
                // (A line of its own that gives an order or makes a plan is a choice of its
                // own, not the reason of the one before: "change of plan - let Sunil do the gas
                // checks".)
                if (matches!(class, Class::Plain | Class::Goal)
                    && !(carried_over && (facts::opens_with_order(&part) || facts::plan_start(&part).is_some()))
                    || (matches!(class, Class::Progress | Class::Decision)
                        && !facts::opens_with_plan(&part, speaker == "assistant")
                        && {
                        // ("done, not discussing it again" only settles: nothing to add.)
                        let lower = part.to_lowercase();
                        facts::ends_settled(&lower) && !facts::settled_alone(&lower) && !lower.starts_with("done")
                    }))
                    && let Some((DECISIONS, item)) = &said
                    && !facts::has_reason(item)
                    && !facts::says_little(&part, 2)
                    && part.chars().count() <= 160
                    // A sentence naming identifiers is a fact of its own ("counting cash takes 40
                    // minutes every night" names only a span: a reason).
                    && facts::identifiers(&part).iter().all(|id| facts::is_weak_identifier(id))
                {
                    let item = item.clone();
                    // (Said on a line of its own, it is set off: "… at Joo Chiat — counting cash
                    // takes 40 minutes every night".)
                    let part = if carried_over && !item.ends_with(['.', '!', '。', '！', ';', ',', '，']) {
                        format!("— {part}")
                    } else {
                        part
                    };
                    acc.join(DECISIONS, &item, DECISIONS, Some(&part));
                    said = None;
                    continue;
                }
                // "change firewall rules only with a ticket. No exceptions.": an insisting word
                // makes a rule of the plain sentence before it, and says nothing after a rule.
                if facts::insists(&part) {
                    if let Some((section, item)) = plain.take() {
                        said = Some((CONSTRAINTS, acc.join(section, &item, CONSTRAINTS, None)));
                        continue;
                    }
                    if matches!(said, Some((CONSTRAINTS, _))) {
                        continue;
                    }
                }
                // "Done." between the plan and "Decided." reports nothing.
                if class == Class::Progress && speaker == "user" && facts::says_little(&part, 1) {
                    continue;
                }
                // The assistant's "Noted as decided." or "decision — noted, along with why."
                // takes note of a choice: it is none.
                if class == Class::Decision && speaker == "assistant" && facts::only_notes_a_choice(&part) {
                    continue;
                }
                // "最低支持Python 3.9，就这么定了": a settling word that names nothing settles
                // what was said just before it (all this line said, when it said several plain
                // things); "we're not replacing the hardwood. the adjuster only covers laminate,
                // simple as that": a reason that settles it settles the sentence before it too.
                let alone = facts::says_little(&part, 1) || facts::settled_alone(&part.to_lowercase());
                // "we drop to four days a week. my manager finally agreed to it.": the yes
                // settles the plan before it, and is its reason.
                if facts::agrees_to_it(&part)
                    && let Some((section, item)) = plain.take()
                {
                    said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                    line_plains.clear();
                    continue;
                }
                // (The assistant's "明白，这个就当定下来了" notes the person's choice: it makes no
                // choice of its own advice before it.)
                let settles = alone && speaker == "user";
                if class == Class::Decision
                    && settles
                    && line_plains.len() >= 2
                    && line_plains.iter().map(|(_, t)| t.chars().count()).sum::<usize>() <= 300
                {
                    let items = std::mem::take(&mut line_plains);
                    plain = None;
                    said = Some((DECISIONS, acc.join_all(&items, DECISIONS, &part)));
                    continue;
                }
                // ("also gonna pay the deposit in euros, … so the other option doesn't really
                // work": a plan of its own settles itself, not the sentence before it.)
                if class == Class::Decision
                    && (settles
                        || (facts::ends_settled(&part)
                            && !facts::opens_with_plan(&part, speaker == "assistant")))
                    && let Some((section, item)) = plain.take()
                {
                    said = Some((DECISIONS, acc.join(section, &item, DECISIONS, Some(&part))));
                    continue;
                }
                // "… agreed to it. done, not discussing it again": settled once is enough.
                if class == Class::Decision && alone && matches!(said, Some((DECISIONS, _))) {
                    continue;
                }
                // ("Not reopening this.", 我拍板了！ with nothing before it to settle and nothing
                // after it to be its choice: no choice is named.)
                let class = if class == Class::Decision && alone && last_part { Class::Plain } else { class };
                // ("From what you told me after the call: move the ordr database to managed
                // postgres, because …", 你定的是：…: the assistant says back the person's own
                // choice, which is theirs.)
                let said_back = speaker == "assistant" && facts::says_back_choice(&part);
                let class = if said_back { Class::Decision } else { class };
                let by_assistant = acc.by_assistant;
                acc.by_assistant &= !said_back;
                let landed = acc.take(class, &part, &role);
                acc.by_assistant = by_assistant;
                told = landed
                    .filter(|&s| matches!(s, OTHER | GOAL | PROGRESS))
                    .filter(|_| matches!(class, Class::Plain | Class::Progress | Class::Goal))
                    .map(|s| (s, part.clone()));
                said = landed.filter(|&s| s == DECISIONS || s == CONSTRAINTS).map(|s| (s, part.clone()));
                plain = landed
                    .filter(|&s| class == Class::Plain && (s == OTHER || s == GOAL))
                    .map(|s| (s, part.clone()));
                if let Some(p) = &plain {
                    line_plains.push(p.clone());
                }
                if let Some(section) = landed.filter(|_| class != Class::Open && facts::is_proposal(&part)) {
                    proposed.push((speaker.to_string(), section, part.clone()));
                }
                if speaker == "user"
                    && let Some(section) = landed.filter(|&s| {
                        class == Class::Plain && (s == OTHER || s == GOAL) && facts::order_with_reason(&part)
                    })
                {
                    ordered.push((section, part.clone()));
                }
            }
        }
        if speaker == "user" {
            carried = said.filter(|(section, item)| *section == DECISIONS && !facts::has_reason(item));
            carried_told = told.filter(|(_, item)| {
                split[n].len() == 1 && (facts::opens_with_order(item) || facts::opens_with_plan(item, false))
            });
        }
    }
    // A value the person took back goes from the Identifiers; the one they gave in its place is
    // theirs, and new ("the port is 8081 — no wait, 10443", "Correction! It's 2.9.7, not 2.9.9.").
    correct(&mut acc, delta);
    // A choice put as a question ("moving pihole into an LXC, or keep Pi-hole on the Raspberry
    // Pi. thoughts?", 皮带拖到夏天再换，还是这次保养顺便把正时皮带换了？) is answered by the
    // person's decision that picks one of its sides.
    // (The decisions' runs of words are gathered once: a long paste may hold thousands of both.)
    let decided: HashSet<String> = acc.sections[DECISIONS]
        .iter()
        .filter(|d| !acc.assistants.contains_key(*d))
        .flat_map(|d| facts::choice_runs(d))
        .collect();
    let settled: Vec<String> = acc.sections[OPEN]
        .iter()
        .filter(|q| {
            !decided.is_empty()
                && facts::offers_choice(q)
                && facts::choice_runs(q).iter().any(|run| decided.contains(run))
        })
        .cloned()
        .collect();
    for q in settled {
        acc.remove(OPEN, &q);
        acc.add(OTHER, q);
    }
    let mut sections = acc.sections;
    // A slip of a name kept by an earlier run ("Denins" beside "Dennis") goes now that the
    // summary writes the name more often.
    let mut capitals = capital_words(previous);
    for (word, n) in &acc.capitals {
        *capitals.entry(word.clone()).or_insert(0) += n;
    }
    sections[PEOPLE].retain(|p| !slip_of_name(&capitals, p.split(" (").next().unwrap_or(p)));
    // (Stock items first in line, then what only the assistant said: the oldest go first in
    // later runs too.)
    for section in FACTS {
        let (theirs, rest): (Vec<String>, Vec<String>) = std::mem::take(&mut sections[section])
            .into_iter()
            .partition(|item| acc.assistants.contains_key(item));
        let (said, rest): (Vec<String>, Vec<String>) = if STOCK_FIRST.contains(&section) {
            rest.into_iter().partition(|item| is_stock(&stock, item))
        } else {
            (Vec::new(), rest)
        };
        // (And the assistant's code spans of a word or two, "`git add`", "`--retries 2`": parts
        // of its explaining.)
        let (bare, theirs): (Vec<String>, Vec<String>) =
            theirs.into_iter().partition(|item| section == IDS && facts::is_bare_code(item));
        let (crowded, rest): (Vec<String>, Vec<String>) = rest
            .into_iter()
            .partition(|item| (section == IDS || section == PEOPLE) && acc.crowded.contains(item));
        let crowded: Vec<String> = crowded.into_iter().chain(bare).collect();
        // (Pending asks last: the questions the person wants found out outlive the rest.)
        let (rest, asks): (Vec<String>, Vec<String>) =
            rest.into_iter().partition(|item| section != OPEN || !is_pending(&acc.pending, item));
        // (Identifiers first in line are written `+ …` so that the next run reads them first in
        // line again: see [`FIRST_IN_LINE`].)
        let mark = (!crowded.is_empty()).then(|| FIRST_IN_LINE.to_string());
        sections[section] =
            crowded.into_iter().chain(mark).chain(said).chain(theirs).chain(rest).chain(asks).collect();
    }
    let common = std::mem::take(&mut acc.common);
    let pending: HashSet<String> =
        sections[OPEN].iter().filter(|q| is_pending(&acc.pending, q)).cloned().collect();
    let told = Told {
        stock: &stock,
        assistants: &acc.assistants,
        person: &|p| !no_one(&common, &capitals, p),
        pending: &pending,
        crowded: &acc.crowded,
        taken_back: &acc.taken_back,
    };
    fit(sections, max_chars, &told)
}

/// Apply the person's corrections of `delta` (see [`facts::corrections`]) to the Identifiers.
fn correct(acc: &mut Acc, delta: &str) {
    // The person's message before the one being read, and that one.
    let (mut earlier, mut current) = (String::new(), String::new());
    let mut user = false;
    for line in delta.lines() {
        let (role, text) = split_role(line);
        // (A tool's rows and the assistant's reply do not part the person's messages.)
        if role == "user" {
            earlier = std::mem::take(&mut current);
            user = true;
        } else if role == "assistant" || role == "system" || role == "developer" {
            user = false;
        }
        if !user || role.starts_with("[tool") {
            continue;
        }
        let pairs = facts::corrections(text, &earlier);
        current.push_str(text);
        current.push('\n');
        if pairs.is_empty() {
            continue;
        }
        let was = acc.by_assistant;
        acc.by_assistant = false;
        for (back, given) in pairs {
            acc.remove(IDS, &back);
            acc.taken_back.insert(back);
            acc.add(IDS, given);
        }
        acc.by_assistant = was;
    }
}

/// What `fit` knows of the items beside their text.
struct Told<'a> {
    /// Sentences said again word for word (see [`stock_sentences`]).
    stock: &'a [String],
    /// Items only the assistant's messages of this run gave, and whether its list items or
    /// drafts gave them.
    assistants: &'a HashMap<String, bool>,
    /// Does a name a dropped sentence carries name someone?
    person: &'a dyn Fn(&str) -> bool,
    /// The open questions that are pending asks (see [`is_pending`]).
    pending: &'a HashSet<String>,
    /// Identifiers of this run that only sentences naming many things gave (see
    /// `Acc::crowded`).
    crowded: &'a HashSet<String>,
    /// Identifiers the person took back (see [`correct`]).
    taken_back: &'a HashSet<String>,
}

/// Is open question `q` a pending ask: one the person said they want found out, or the
/// assistant could not answer (this run, or marked `*` by an earlier one)?
fn is_pending(pending: &HashSet<String>, q: &str) -> bool {
    pending.contains(q) || facts::pending_ask(q)
}

/// Does `person` name no one: a lone capitalised word the messages also write in lower case
/// ("First", "Rotate", "Signatures"), or a slip of a name the messages write otherwise more
/// often?
fn no_one(common: &HashSet<String>, capitals: &HashMap<String, usize>, person: &str) -> bool {
    let word = !person.contains(' ') && person.chars().next().is_some_and(|c| c.is_ascii_uppercase());
    word && (common.contains(&person.to_lowercase()) || slip_of_name(capitals, person))
}

/// The sentences of each line of `delta`, split once for every pass (none for tool rows and
/// the offline echo).
fn line_sentences(delta: &str) -> Vec<Vec<String>> {
    delta
        .lines()
        .map(|line| {
            let (role, text) = split_role(line);
            if role.starts_with("[tool") || text.trim_start().starts_with(ECHO) || markdown_heading(text) {
                Vec::new()
            } else {
                // ("[18:28] Me: ok team, …": the user's own words, without the stamp; "[07/01/2027,
                // 13:48] Sue: yep": someone's, with who said it and without the stamp.)
                let text = &*cells_apart(text);
                facts::with_their_yes(facts::sentences(
                    own_chat_text(text).unwrap_or_else(|| without_chat_stamp(text)),
                ))
            }
        })
        .collect()
}

/// A row of a table pasted with tabs with its cells kept apart, as a `|` table's are:
/// "PUG-27-8678 | George Green | Single" (the text kept and read again by the next run would
/// otherwise run a name into the next cell: "George Green Single").
fn cells_apart(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\t') && table_row(text) {
        text.trim().split('\t').map(str::trim).collect::<Vec<_>>().join(" | ").into()
    } else {
        text.into()
    }
}

/// A Markdown heading a message pastes ("## Open questions", "### Notes"): a label, no fact.
fn markdown_heading(text: &str) -> bool {
    let t = text.trim();
    let body = t.trim_start_matches('#');
    body.len() < t.len()
        && t.len() - body.len() <= 6
        && body.starts_with(' ')
        && body.split_whitespace().count() <= 8
        // ("## Decision: go with Postgres", "## Q3 budget" say something.)
        && !body.contains(['?', '？', ':', '：'])
        && !body.chars().any(|c| c.is_ascii_digit())
}

/// Sections whose stock items ([`stock_sentences`]) go first.
const STOCK_FIRST: [usize; 3] = [DECISIONS, CONSTRAINTS, OPEN];

/// Sentences of `delta` (normalized) said word for word, or but for a typo, in two messages by
/// the same side, or said again when an earlier run kept them as a decision, rule or question:
/// stock phrases ("Let me know how you get on, and we'll take the next step from there."). A
/// fact is told once; what is said over and over is the way someone talks. They stay, but go
/// first when room is short. (An answer that says back what the other side said is no stock
/// phrase: it is the other side.)
fn stock_sentences(acc: &Acc, delta: &str, split: &[Vec<String>]) -> Vec<String> {
    let kept: Vec<&String> =
        STOCK_FIRST.iter().flat_map(|&s| acc.norms[s].iter()).filter(|k| k.chars().count() >= 12).collect();
    // Each sentence said once so far: the message and side that said it first (a typo is
    // looked for among the latest few hundred only, so a long delta stays fast).
    let mut seen: HashMap<(String, bool), usize> = HashMap::new();
    let mut recent: std::collections::VecDeque<(String, usize, bool)> = std::collections::VecDeque::new();
    let mut stock: Vec<String> = Vec::new();
    let mut found: HashSet<String> = HashSet::new();
    let mut message = 0;
    let mut user = false;
    for (line, sentences) in delta.lines().zip(split) {
        let (role, _) = split_role(line);
        if !role.is_empty() {
            message += 1;
            user = role.starts_with("user");
        }
        for sentence in sentences {
            let n = normalize(sentence);
            if n.chars().count() < 12 || found.contains(&n) {
                continue;
            }
            let key = (n, user);
            let n = &key.0;
            let again = seen.get(&key).is_some_and(|&m| m != message)
                || recent.iter().any(|(o, m, u)| *m != message && *u == user && misspelt(o, n))
                || kept.iter().any(|k| n.contains(k.as_str()));
            if again {
                found.insert(n.clone());
                stock.push(key.0);
            } else if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(key) {
                recent.push_back((e.key().0.clone(), message, user));
                e.insert(message);
                if recent.len() > 400 {
                    recent.pop_front();
                }
            }
        }
    }
    stock
}

/// Is `item` (a sentence or a part of one) one of the `stock` sentences?
fn is_stock(stock: &[String], item: &str) -> bool {
    let n = normalize(item);
    n.chars().count() >= 12 && stock.iter().any(|s| s.contains(&n))
}

/// The sections being built, with each item's normalized form beside it.
#[derive(Default)]
struct Acc {
    sections: Sections,
    norms: Sections,
    goal_seen: bool,
    /// Words the new messages also write in lower case ("rollout", "vendor").
    common: HashSet<String>,
    /// The line being read is a row of a pasted table or log.
    in_rows: bool,
    /// The line being read is one of a run of rows made from one template (see
    /// [`templated_rows`]): no text of its own is kept, only what it names.
    in_template: bool,
    /// The line being read is a row of pasted figures (not a pasted chat's line): no text of
    /// its own to keep.
    in_data: bool,
    /// The line being read is a row of a pasted table or a line of a log: the names in its
    /// cells are its data (vendors, products; a log's sources: "Microsoft-Windows-Time-Service").
    in_table: bool,
    /// The line being read is a row of a table laid out with spaces in the person's message
    /// (see [`laid_out_rows`]): what it names stands first in line to go.
    in_laid_out: bool,
    /// How often the new messages write each capitalised word ("Dennis" 14, "Denins" 1).
    capitals: HashMap<String, usize>,
    /// The line being read is the assistant's.
    by_assistant: bool,
    /// The line being read is a list item or a quoted draft of the assistant's.
    in_list: bool,
    /// The identifiers being added come from a sentence that names many things (see
    /// [`CROWDED`]).
    in_crowded: bool,
    /// The sentence being read names many people (see [`CROWDED`]).
    in_roster: bool,
    /// The line being read is of an assistant's message that names many figures and codes
    /// (see [`CROWDED_MESSAGE`]): its working ("64 × 0.75 = £48.00 a week, so roughly £208 a
    /// month"), its lists.
    in_busy_reply: bool,
    /// What the lookups the person asked for found, while the assistant's reply to them is
    /// read: an identifier the reply reads out of it is the person's answer, not the
    /// assistant's own ("check the log of the shiny job?" → its log → "It's up on gpu04, port
    /// 7413").
    answer_found: String,
    /// The identifiers the assistant's reply being read gives as the answer to the person's
    /// question (see [`facts::answer_identifiers`]): the person's.
    answer_ids: HashSet<String>,
    /// Identifiers of this run that only sentences naming many things gave: one figure among
    /// many ("Loaf 5.70, Kaya 3.20, Latte 5.40, …") is less likely the one the person will ask
    /// for again than one they wrote on its own; they go first when room is short.
    crowded: HashSet<String>,
    /// Identifiers the person took back ("8081 — no wait, 10443"): a dropped sentence that
    /// names them does not bring them back.
    taken_back: HashSet<String>,
    /// Items only the assistant's messages gave (its advice, its examples, the names and
    /// figures of its drafts), and whether a list item or a draft of its gave them: they go
    /// first when room is short, as what the person said is what they expect to find again.
    assistants: HashMap<String, bool>,
    /// Open questions that are pending asks: the person wants them found out, or the reply
    /// could not answer them. They are written with `*` rather than `-`, last in their section,
    /// and go last when room is short.
    pending: HashSet<String>,
}

/// Does `id` name what `found` (what a lookup printed) says: whole, or by its figure ("port
/// 7413" read out of "shiny listening on gpu04:7413")?
fn read_out(found: &str, id: &str) -> bool {
    let id = id.trim_matches('`');
    let figure = id.rsplit(' ').next().unwrap_or(id);
    !found.is_empty()
        && (contains_whole(found, id)
            || (figure.chars().count() >= 3
                && figure.chars().any(|c| c.is_ascii_digit())
                && contains_whole(found, figure)))
}

/// `needle` occurs in `hay` and does not run on into a longer figure or word: "port 741" is
/// not in "port 7413" (a digit next to a digit, an ASCII letter next to an ASCII letter);
/// "v2.3.1" holds "2.3.1", "端口7413" holds "7413".
fn contains_whole(hay: &str, needle: &str) -> bool {
    let same = |a: Option<char>, b: Option<char>| match (a, b) {
        (Some(a), Some(b)) => {
            (a.is_ascii_digit() && b.is_ascii_digit()) || (a.is_ascii_alphabetic() && b.is_ascii_alphabetic())
        }
        _ => false,
    };
    let (first, last) = (needle.chars().next(), needle.chars().next_back());
    !needle.is_empty()
        && hay.match_indices(needle).any(|(at, _)| {
            !same(first, hay[..at].chars().next_back())
                && !same(last, hay[at + needle.len()..].chars().next())
        })
}

/// Which lines of `delta` stand inside a fenced code block ("```" to "```", within one
/// message).
fn fenced_lines(delta: &str) -> Vec<bool> {
    let mut inside = false;
    delta
        .lines()
        .map(|line| {
            let (role, text) = split_role(line);
            if !role.is_empty() {
                inside = false;
            }
            if text.trim_start().starts_with("```") {
                inside = !inside;
                return false;
            }
            inside
        })
        .collect()
}

/// For each line of `delta`, is it a line of an indented block (three or more lines of one
/// message that open with four spaces or a tab, after its first line): pasted output or code.
fn indented_blocks(delta: &str) -> Vec<bool> {
    by_message(delta, |lines| {
        let indented = |l: &str| (l.starts_with("    ") || l.starts_with('\t')) && !l.trim().is_empty();
        let n = lines.iter().skip(1).filter(|l| indented(l)).count();
        lines.iter().enumerate().map(|(k, l)| k > 0 && n >= 3 && indented(l)).collect()
    })
}

/// Is `s` a time of day, "12:14", "(12:14)", "9:04"?
fn clock(s: &str) -> bool {
    let s = s.trim_matches(|c: char| matches!(c, '(' | ')' | '[' | ']' | ',' | ' '));
    let (h, m) = s.split_once(':').unwrap_or(("", ""));
    (1..=2).contains(&h.len())
        && h.chars().all(|c| c.is_ascii_digit())
        && m.len() >= 2
        && m.chars().take(2).all(|c| c.is_ascii_digit())
}

/// The speaker a bare chat header names, the message on the lines after it: "Noor Kowalczyk
/// 9:11 AM" (Slack), "方姐 09:15", "王师傅（木工） 01-08 17:22": a name of one to four words,
/// perhaps a date, a time of day, perhaps AM or PM, and nothing else.
fn chat_header(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let k = words.iter().position(|w| clock(w))?;
    let after_ok = match &words[k + 1..] {
        [] => true,
        [w] => matches!(w.to_lowercase().as_str(), "am" | "pm" | "a.m." | "p.m."),
        _ => false,
    };
    let date = |w: &str| w.chars().any(|c| c.is_ascii_digit()) && w.contains(['-', '/', '月', '.']);
    let name_end = if k >= 1 && date(words[k - 1]) { k - 1 } else { k };
    let name = &words[..name_end];
    let first = name.first()?.chars().next()?;
    (after_ok
        && (1..=4).contains(&name.len())
        && (first.is_uppercase() || crate::history::is_cjk(first))
        && name.iter().all(|w| !w.ends_with([':', '：']) && !w.chars().any(|c| c.is_ascii_digit())))
    .then(|| name.join(" "))
}

/// Does `line` open as a line of a pasted chat: "[19/11/2026, 12:14] Jules: …", "12:14 Jules:
/// …", "Jules (12:14): …", "阿杰 07:42", "Noor Kowalczyk  9:11 AM"? What others said there is
/// theirs, not the user's rule, choice or question.
fn chat_line(line: &str) -> bool {
    let t = line.trim_start();
    if let Some(rest) = t.strip_prefix('[')
        && let Some((stamp, after)) = rest.split_once(']')
    {
        // ("[09:15] 方姐：有人收到冒充我们的邮件": a Chinese colon too.)
        return stamp.len() <= 24
            && stamp.chars().any(|c| c.is_ascii_digit())
            && stamp.contains(':')
            && after.contains([':', '：']);
    }
    if chat_header(t).is_some() {
        return true;
    }
    let words: Vec<&str> = t.split_whitespace().collect();
    match words.as_slice() {
        // "12:14 Jules: …", "10:57 小黄：侧门钥匙谁拿了？"
        [first, name, ..] if clock(first) && name.ends_with(':') => true,
        [first, said, ..]
            if clock(first)
                && said.split_once('：').is_some_and(|(name, _)| (1..=6).contains(&name.chars().count())) =>
        {
            true
        }
        // "Jules (12:14): …", "阿杰 07:42" (the text on the next line).
        [name, time, ..]
            if clock(time)
                && name.chars().next().is_some_and(|c| c.is_uppercase() || crate::history::is_cjk(c)) =>
        {
            time.ends_with(':') || time.ends_with("):") || words.len() == 2
        }
        [name, time] if clock(time) && name.chars().next().is_some_and(crate::history::is_cjk) => true,
        _ => false,
    }
}

/// Is `line` a pasted aviation weather report ("LOWS 040500Z 0406/0506 VRB03KT 0800 FG VV002
/// BECMG 0409/0411 4000 BR BKN008", "METAR EGGD 041150Z 24012KT 9999 SCT020 12/07 Q1012")?
/// Its groups are codes, not identifiers.
fn weather_report(line: &str) -> bool {
    let group = |w: &str| {
        if !w.is_ascii() {
            return false;
        }
        let digits = w.chars().filter(char::is_ascii_digit).count();
        let (head, tail) = w.split_at(w.len().min(3));
        (w.len() == 7 && w.ends_with('Z') && digits == 6)
            || (w.len() == 9 && w.as_bytes()[4] == b'/' && digits == 8)
            || (w.ends_with("KT") && (w.starts_with("VRB") || w.chars().take(3).all(|c| c.is_ascii_digit())))
            || (matches!(head, "FEW" | "SCT" | "BKN" | "OVC") && tail.len() == 3 && digits == 3)
            || (w.starts_with("VV") && w.len() == 5 && digits == 3)
            || matches!(w, "CAVOK" | "NOSIG" | "BECMG" | "TEMPO" | "METAR" | "TAF" | "SPECI")
            || (w.len() == 5 && w.starts_with('Q') && digits == 4)
    };
    line.split_whitespace().filter(|w| group(w)).count() >= 3
}

/// The text of a chat line that is the user's own ("[18:28] Me: ok team, …" → "ok team, …",
/// also "18:28 Me: …"), or None for anyone else's.
fn own_chat_text(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let t =
        t.strip_prefix('[').and_then(|rest| rest.split_once(']')).map_or(t, |(_, after)| after.trim_start());
    // ("18:28 Me: …": the time first.)
    let t = match t.split_once(' ') {
        Some((time, rest))
            if time.contains(':') && time.chars().next().is_some_and(|c| c.is_ascii_digit()) =>
        {
            rest.trim_start()
        }
        _ => t,
    };
    ["Me: ", "me: ", "ME: "].iter().find_map(|w| t.strip_prefix(w)).filter(|rest| !rest.trim().is_empty())
}

/// Does a line of a pasted chat (its writer first, "Dan: …") lay down a rule in so many
/// words: "remember never …", "always …", "from now on …", "nobody …", 以后都…, 不准…? ("cannot
/// lah", "can't make it tonight" say no rule.)
fn chat_rule(part: &str) -> bool {
    let t = part.trim_start();
    let t =
        t.strip_prefix('[').and_then(|rest| rest.split_once(']')).map_or(t, |(_, after)| after.trim_start());
    let t = match t.split_once(": ").or_else(|| t.split_once('：')) {
        Some((name, rest)) if name.split_whitespace().count() <= 3 => rest,
        _ => t,
    };
    let lower = t.trim_start().to_lowercase();
    let lower =
        ["remember ", "pls ", "please ", "reminder ", "reminder: ", "rule: ", "new rule: ", "everyone "]
            .iter()
            .fold(lower.as_str(), |l, w| l.strip_prefix(w).unwrap_or(l));
    ["never ", "always ", "don't ", "do not ", "nobody ", "no one ", "no-one ", "only "]
        .iter()
        .any(|w| lower.starts_with(w))
        || ["from now on", "going forward", "以后都", "不准", "禁止", "必须", "一律"]
            .iter()
            .any(|w| lower.contains(w))
}

/// For each line of `delta`, is it a line of a pasted chat (see [`chat_lines`]) that puts a
/// plan for a yes ("so it's …, because …. right?", "所以是…对吧？") which one of the next two
/// lines gives ("exactly that", "yep", "对的")?
fn endorsed_chat_lines(delta: &str, chats: &[bool]) -> Vec<bool> {
    let lines: Vec<&str> = delta.lines().collect();
    // (The writer and the text of a chat line.)
    let said = |l: &str| {
        let t = without_chat_stamp(l).trim();
        match t.split_once(": ").or_else(|| t.split_once('：')) {
            Some((name, rest)) if name.split_whitespace().count() <= 3 => {
                (name.trim().to_string(), rest.trim().to_lowercase())
            }
            _ => (String::new(), t.to_lowercase()),
        }
    };
    let text = |l: &str| said(l).1;
    (0..lines.len())
        .map(|n| {
            if !chats[n] {
                return false;
            }
            let t = text(lines[n]);
            let asks = [
                "so it's ",
                "so it is ",
                "so we're ",
                "so we ",
                "so the plan is ",
                "所以是",
                "那就是",
                "所以就",
            ]
            .iter()
            .any(|w| t.starts_with(w))
                && ["right?", "yes?", "correct?", "yeah?", "对吧？", "是吧？", "对不对？", "对吧", "是吧"]
                    .iter()
                    .any(|w| t.trim_end().ends_with(w));
            // (The first line of another writer's after it answers.)
            let asker = said(lines[n]).0;
            let reply = (n + 1..lines.len().min(n + 3))
                .take_while(|&k| chats[k])
                .map(|k| said(lines[k]))
                .find(|(writer, _)| *writer != asker);
            asks && reply.is_some_and(|(_, reply)| {
                facts::confirms(&reply)
                    || ["exactly", "correct", "spot on", "that's right", "thats right", "没错", "是的"]
                        .iter()
                        .any(|w| reply.starts_with(w))
            })
        })
        .collect()
}

/// Who wrote each line of `delta` that is a pasted chat's message (`chats`): the name on its
/// own line ("[09:22] 孙晓婷：…", "12:14 Jules: …") or on the bare header above it ("Noor
/// Kowalczyk  9:11 AM").
fn chat_speakers(delta: &str, chats: &[bool]) -> Vec<Option<String>> {
    let mut under: Option<String> = None;
    delta
        .lines()
        .enumerate()
        .map(|(n, line)| {
            let text = split_role(line).1;
            if !chats.get(n).copied().unwrap_or(false) {
                under = None;
                return None;
            }
            if let Some(name) = chat_header(text) {
                under = Some(name);
                return None;
            }
            inline_speaker(text).or_else(|| under.clone())
        })
        .collect()
}

/// The writer a chat line names before its text: "[09:22] 孙晓婷：…", "12:14 Jules: …", "Jules
/// (12:14): …".
fn inline_speaker(line: &str) -> Option<String> {
    let t = line.trim_start();
    let t =
        t.strip_prefix('[').and_then(|rest| rest.split_once(']')).map_or(t, |(_, after)| after.trim_start());
    let t = match t.split_once(' ') {
        Some((time, rest)) if clock(time) => rest.trim_start(),
        _ => t,
    };
    let (name, _) = t.split_once(": ").or_else(|| t.split_once('：'))?;
    let name = name.split(" (").next().unwrap_or(name).trim();
    let first = name.chars().next()?;
    ((1..=4).contains(&name.split_whitespace().count())
        && (first.is_uppercase() || crate::history::is_cjk(first))
        && !name.chars().any(|c| c.is_ascii_digit()))
    .then(|| name.to_string())
}

/// For each line of `delta`, is it a line of a pasted chat (two or more in one message): a
/// line that opens with its writer and time, or the text under a bare "阿杰 07:42"?
fn chat_lines(delta: &str) -> Vec<bool> {
    by_message(delta, |lines| {
        // (A bare header is one when a message follows it: "Dentist 14:00" over "Gym 18:00" is
        // a day's plan.)
        let bare: Vec<bool> = lines.iter().map(|l| chat_header(l).is_some()).collect();
        let heads: Vec<bool> = (0..lines.len())
            .map(|i| {
                chat_line(lines[i])
                    && (!bare[i]
                        || lines.get(i + 1).is_some_and(|next| !next.trim().is_empty() && !bare[i + 1]))
            })
            .collect();
        if heads.iter().filter(|h| **h).count() < 2 {
            return vec![false; lines.len()];
        }
        let mut under = false;
        lines
            .iter()
            .zip(&heads)
            .map(|(line, &head)| {
                if head {
                    // A bare header: the text follows on the next lines.
                    under = chat_header(line).is_some()
                        || (line.split_whitespace().count() <= 3 && !line.contains(": "));
                    // ("[18:28] Me: ok team, from tomorrow we draw sections digitally only — …":
                    // the user's own words in the chat are theirs.)
                    if own_chat_text(line).is_some() {
                        under = false;
                        return false;
                    }
                    true
                } else {
                    under = under && !line.trim().is_empty();
                    under
                }
            })
            .collect()
    })
}

/// For each line of `delta`, is it a row of pasted material: a table row ("Surface wipes | 15 |
/// 9.75 | 146.25"), a CSV's row, a line of a log (`logs`, from [`log_lines`]) or a row made
/// from one template (`templated`, from [`templated_rows`])?
fn pasted_rows(delta: &str, templated: &[bool], logs: &[bool]) -> Vec<bool> {
    let rows = by_message(delta, |lines| {
        lines
            .iter()
            .map(|line| {
                // ("logger,time,temp_c,rh,lux" over "logger03,08:30,21.1,46.5,0": three lines or
                // more of a message with as many commas, none with a space after it, are a CSV's.)
                let csv = |l: &str| csv_row(l).then(|| l.trim().matches(',').count());
                let in_csv =
                    csv(line).is_some_and(|n| lines.iter().filter(|l| csv(l) == Some(n)).count() >= 3);
                table_row(line) || in_csv
            })
            .collect()
    });
    rows.into_iter()
        .zip(templated)
        .zip(logs)
        .map(|((row, &templated), &logged)| row || templated || logged)
        .collect()
}

/// For each line of `delta`, is it a row of a table the person pasted laid out with spaces:
/// one of three lines or more of their message with a wide gap between two cells
/// ("Skim and decorate kitchen            £1,830", "Invoice No: SI-599670    Date: 27/02/2027")?
/// A quotation's or a statement's items are its data; a row that gives a total ("TOTAL   £985",
/// "合计  1380元") is the figure the person works with, and is no such row.
fn laid_out_rows(delta: &str) -> Vec<bool> {
    let roles: Vec<bool> = {
        let mut user = false;
        delta
            .lines()
            .map(|l| {
                let (role, _) = split_role(l);
                if !role.is_empty() {
                    user = role.starts_with("user");
                }
                user
            })
            .collect()
    };
    // (Two spaces or a tab between two cells, not after a sentence's end; one pass over the
    // line, so a long line of gaps is read once.)
    let gap = |line: &str| {
        let (mut before, mut spaces, mut tab) = (None, 0, false);
        for c in line.trim().chars() {
            if c == ' ' || c == '\t' {
                spaces += 1;
                tab |= c == '\t';
                continue;
            }
            let cell_before =
                before.is_some_and(|b| !matches!(b, '.' | '!' | '?' | ':' | ';' | ',' | '>' | '-' | '<'));
            if (spaces >= 2 || tab) && cell_before {
                return true;
            }
            (before, spaces, tab) = (Some(c), 0, false);
        }
        false
    };
    let marks = by_message(delta, |lines| {
        let gaps: Vec<bool> = lines.iter().map(|l| gap(l)).collect();
        let many = gaps.iter().filter(|&&g| g).count() >= 3;
        gaps.into_iter().zip(lines).map(|(g, l)| many && g && !facts::totals_line(l)).collect()
    });
    marks.into_iter().zip(roles).map(|(m, user)| m && user).collect()
}

/// For each line of `delta`, is it one of three or more lines of a message with the same shape
/// and digits, or of five or more lines of a log: rows made from one template, whose figures and
/// addresses change from row to row ("roaming 192.168.10.175 -> ap2", an access log's lines).
/// (Three lines of a log pasted to ask about one are no template: the address on that one is
/// what the person asks about.)
fn templated_rows(delta: &str) -> Vec<bool> {
    by_message(delta, |lines| {
        let shapes: Vec<String> = lines.iter().map(|l| facts::shape(l.trim())).collect();
        let logs = logged(lines);
        let long_log = logs.iter().filter(|&&l| l).count() >= 5;
        lines
            .iter()
            .zip(&shapes)
            .zip(logs)
            .map(|((line, own), logged)| {
                (logged && long_log)
                    || (line.chars().any(|c| c.is_ascii_digit())
                        && !spoken_line(line)
                        && line.split_whitespace().count() >= 2
                        && shapes.iter().filter(|s| *s == own).count() >= 3)
            })
            .collect()
    })
}

/// The cells of `line` when it is a row of a pasted table ("| a | b |", cells between tabs) or a
/// CSV ("REG27-7478,Chris Brown,ETH Zurich,CH": two commas or more, none with a space after it).
fn row_cells(line: &str) -> Option<Vec<&str>> {
    let t = line.trim();
    if table_row(t) {
        let separator = if t.contains('|') { '|' } else { '\t' };
        let t = t.strip_prefix('|').unwrap_or(t);
        let t = t.strip_suffix('|').unwrap_or(t);
        Some(t.split(separator).map(str::trim).collect())
    } else {
        csv_row(t).then(|| t.split(',').map(str::trim).collect())
    }
}

/// Is `line` a row of a CSV: two commas or more, none with a space after it ("logger03,08:30,
/// 21.1", "REG27-7478,Chris Brown,ETH Zurich,CH,full,GBP 0.00,waived")?
fn csv_row(line: &str) -> bool {
    let t = line.trim();
    t.matches(',').count() >= 2 && !t.contains(", ") && !t.ends_with(',') && !t.contains('`')
}

/// Rows of a long pasted table or CSV before which a message goes on.
const BULK_ROWS: usize = 8;

/// For each line of `delta`, is it a line of a long pasted table or CSV: a run of at least
/// [`BULK_ROWS`] rows and its heading, all with as many cells?
fn bulk_rows(delta: &str) -> Vec<bool> {
    by_message(delta, |lines| {
        let cells: Vec<Option<usize>> = lines.iter().map(|l| row_cells(l).map(|c| c.len())).collect();
        let mut out = vec![false; lines.len()];
        let mut from = 0;
        while from < lines.len() {
            let mut to = from + 1;
            while to < lines.len() && cells[from].is_some() && cells[to] == cells[from] {
                to += 1;
            }
            // (A table's "|---|---|" line is a row of the run.)
            if cells[from].is_some() && to - from > BULK_ROWS {
                out[from..to].iter_mut().for_each(|b| *b = true);
            }
            from = to;
        }
        out
    })
}

/// For each line of `delta`, the people it names in a column whose heading names people
/// ("reg_id,full_name,affiliation" over "REG27-3583,Bartholomew Rautenbach,Jagiellonian
/// University"; "| Name | Role |" over "| Kirsty Thornton | carer |").
fn column_people(delta: &str) -> Vec<Vec<String>> {
    let lines: Vec<&str> = delta.lines().map(|l| split_role(l).1).collect();
    let starts: Vec<bool> = delta.lines().map(|l| !split_role(l).0.is_empty()).collect();
    let mut out = vec![Vec::new(); lines.len()];
    // The heading's columns of people and its number of cells, while its rows go on.
    let mut heading: Option<(Vec<usize>, usize)> = None;
    for (n, line) in lines.iter().enumerate() {
        let cells = row_cells(line);
        if starts[n]
            || cells.as_ref().is_none_or(|c| heading.as_ref().is_some_and(|(_, len)| c.len() != *len))
        {
            heading = None;
        }
        let Some(cells) = cells else { continue };
        match &heading {
            Some((columns, _)) => {
                for &k in columns {
                    if let Some(name) = cells.get(k).and_then(|c| facts::cell_name(c)) {
                        out[n].push(name);
                    }
                }
            }
            None => {
                let columns: Vec<usize> =
                    (0..cells.len()).filter(|&k| facts::person_column(cells[k])).collect();
                // (A heading names its columns: no digits in it.)
                if !columns.is_empty() && !cells.iter().any(|c| c.chars().any(|ch| ch.is_ascii_digit())) {
                    heading = Some((columns, cells.len()));
                }
            }
        }
    }
    out
}

/// For each line of `delta`, is it a line of a log: one of three or more lines of a message
/// stamped with a time ("2026-11-19 22:36:13 gw01 DHCP lease renewed for 192.168.10.139")?
fn log_lines(delta: &str) -> Vec<bool> {
    by_message(delta, logged)
}

/// For each of a message's `lines`, is it a line of a log (see [`log_lines`])?
fn logged(lines: &[&str]) -> Vec<bool> {
    // (A pasted chat's lines are stamped too: "[07/01/2027, 13:48] Sue: so it's …" is what a
    // person said, no log.)
    let log = |l: &str| stamped(l) && !spoken_line(l);
    let stamps = lines.iter().filter(|l| log(l)).count();
    lines.iter().map(|l| stamps >= 3 && log(l)).collect()
}

/// A line of a pasted chat ([`spoken_line`]) without its stamp in brackets ("[07/01/2027,
/// 13:48] Sue: yep" → "Sue: yep"); any other line as it is.
fn without_chat_stamp(line: &str) -> &str {
    match line.trim_start().strip_prefix('[').and_then(|r| r.split_once(']')) {
        Some((_, after)) if spoken_line(line) => after.trim_start(),
        _ => line,
    }
}

/// Is `line` a line of a pasted chat whose writer is a person: a stamp, then a name and a colon
/// ("[07/01/2027, 13:48] Sue: yep", "07/01/2027, 13:48 - Aunty Mei: ok", "[09:14] 王静：收到")?
/// A log's source is no name ("2026-11-19 22:36:13 INFO worker: …", "Nov 19 22:36:13 gw
/// sshd[412]: …").
fn spoken_line(line: &str) -> bool {
    let t = line.trim_start();
    let rest = match t.strip_prefix('[') {
        Some(r) => match r.split_once(']') {
            Some((_, after)) => after,
            None => return false,
        },
        None => {
            // The stamp's words have digits ("07/01/2027,", "13:48"), then maybe a dash.
            let mut rest = t;
            let mut stamp = false;
            while let Some((word, after)) = rest.split_once(' ') {
                if word.chars().any(|c| c.is_ascii_digit())
                    || (stamp && matches!(word, "-" | "–" | "AM" | "PM"))
                {
                    stamp = true;
                    rest = after.trim_start();
                } else {
                    break;
                }
            }
            if !stamp {
                return false;
            }
            rest
        }
    };
    let Some((name, said)) = rest.split_once([':', '：']) else { return false };
    let name = name.trim();
    let words: Vec<&str> = name.split_whitespace().collect();
    let cjk = !name.is_empty() && name.chars().count() <= 6 && name.chars().all(crate::history::is_cjk);
    let person = (1..=3).contains(&words.len())
        && words.iter().all(|w| {
            let mut chars = w.chars();
            chars.next().is_some_and(char::is_uppercase)
                && (w.chars().count() == 1 || w.chars().any(char::is_lowercase))
                && chars.all(|c| c.is_alphabetic() || matches!(c, '.' | '\'' | '-'))
        });
    (cjk || person) && !said.trim().is_empty()
}

/// Does `line` open with a time stamp, as a log's lines do ("2026-11-19 22:36:13 …",
/// "[12:04:55] …", "Nov 19 22:36:13 …")?
fn stamped(line: &str) -> bool {
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or("").trim_start_matches('[');
    let time = |w: &str| {
        let w = w.trim_end_matches([']', ',']);
        let parts: Vec<&str> = w.split(':').collect();
        parts.len() >= 2
            && parts.iter().all(|p| !p.is_empty())
            && parts[0].len() <= 2
            && parts
                .iter()
                .all(|p| p.split(['.', ',']).next().is_some_and(|d| d.chars().all(|c| c.is_ascii_digit())))
    };
    let date = |w: &str| {
        let w = w.trim_end_matches([']', ',']);
        let w = w.split('T').next().unwrap_or(w);
        w.split(['-', '/', '.']).count() == 3
            && w.split(['-', '/', '.'])
                .all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|c| c.is_ascii_digit()))
    };
    const MONTHS: [&str; 12] =
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    // (A bare "09:00 standup" may be a day's plan: a log's times have seconds.)
    (time(first) && first.matches(':').count() >= 2)
        || (date(first)
            && (first.contains('T') || words.next().is_some_and(|w| time(w.trim_start_matches('[')))))
        || (MONTHS.contains(&first)
            && words.next().is_some_and(|d| d.chars().all(|c| c.is_ascii_digit()))
            && words.next().is_some_and(time))
}

/// Is `line` a row of a pasted table ("| Granite State Haulers | 2025-05-13 | $673,783.60 |",
/// cells between tabs)?
fn table_row(line: &str) -> bool {
    if !line.contains(['|', '\t']) {
        return false;
    }
    // (Not the pipes of a command: "`du -sh * | sort -h | tail`", or one written without
    // quotes, "splitting the csv by peril: Import-Csv .\\wk8.csv | Where-Object Peril -eq 'EoW' |
    // Export-Csv .\\eow.csv".)
    let t: String = line.trim().split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let t = t.as_str();
    (t.matches(" | ").count() >= 2 && !piped_commands(t))
        || (t.starts_with('|') && t.matches('|').count() >= 3)
        || t.matches('\t').count() >= 2
}

/// Are the cells parted by " | " in `text` a command's pipes: fewer than two left once the
/// commands it names are taken out?
fn piped_commands(text: &str) -> bool {
    let mut rest = text.to_string();
    for id in identifiers(text) {
        if let Some(cmd) = id.strip_prefix('`').and_then(|c| c.strip_suffix('`'))
            && cmd.contains(" | ")
        {
            rest = rest.replace(cmd, " ");
        }
    }
    rest.matches(" | ").count() < 2
}

/// Is `line` a row of columns lined up with spaces ("Filesystem      Size  Used Avail Use%
/// Mounted on", "Hall    Alan    Pauline")? Three cells or more, parted by runs of two spaces or
/// more that follow no stop ("Done.  Next." is prose typed with two spaces).
fn aligned_columns(line: &str) -> bool {
    let t = line.trim();
    let bytes = t.as_bytes();
    let mut gaps = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b' ' && bytes.get(i + 1) == Some(&b' ') {
            let before = t[..i].chars().next_back();
            while i < bytes.len() && bytes[i] == b' ' {
                i += 1;
            }
            if !before.is_some_and(|c| matches!(c, '.' | '!' | '?' | ':' | ';' | ',')) {
                gaps += 1;
            }
        } else {
            i += 1;
        }
    }
    gaps >= 2
}

/// Of the identifiers of a pasted row, those that name a thing ("X956E", "SO-9734719"): its
/// numbers, addresses and amounts are data.
fn row_identifiers(ids: &mut Vec<String>) {
    // ("logger03,08:30,21.1,46.5,0", "SO-9734719;2026-11-02;44.20": a CSV row is its cells.)
    *ids = ids
        .drain(..)
        .flat_map(|id| {
            let separator = if id.matches(';').count() >= 2 { ';' } else { ',' };
            if id.matches(separator).count() >= 2 && !id.starts_with('`') {
                id.split(separator).map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).collect()
            } else {
                vec![id]
            }
        })
        .collect();
    ids.retain(|id| {
        // ("40316:40316" in a compose file: a port mapping.)
        port_mapping(id)
            // ("upstream: \"http://10.244.39.147:8000/api/checkout\"", "HTTP/2.0" in a pasted
            // log: addresses and protocols.)
            || (!id.contains("://")
                && !id.get(..5).is_some_and(|h| h.eq_ignore_ascii_case("http/"))
                && !id.starts_with('`')
                && !id.contains(' ')
                && id.chars().any(|c| c.is_ascii_digit())
                && id.chars().any(|c| c.is_ascii_alphabetic())
                && !facts::is_weak_identifier(id))
    });
}

/// What a line of pasted material (a config, a program's output) names that is worth keeping:
/// a command typed at a prompt ("$ rsync -avz …"), a port mapping ("40316:40316") or a port
/// under a port's key ("Card terminal to till port: 59377"), an id
/// ("RMA-MZ97541", "INC6777687") or a version ("10.9.6", "v2.3.1"); not its sizes, paths,
/// settings or addresses.
fn material_identifiers(line: &str) -> Vec<String> {
    let prompt = facts::at_prompt(line);
    identifiers(line)
        .into_iter()
        .filter(|id| {
            let upper = id.chars().filter(char::is_ascii_uppercase).count();
            let digits = id.chars().filter(char::is_ascii_digit).count();
            let version = id.strip_prefix('v').unwrap_or(id);
            (prompt && id.starts_with('`'))
                || port_mapping(id)
                // ("tcp  0.0.0.0:5900  LISTEN": an address and its port.)
                || id.rsplit_once(':').is_some_and(|(host, port)| {
                    !host.is_empty()
                        && host.contains('.')
                        && (2..=5).contains(&port.len())
                        && port.chars().all(|c| c.is_ascii_digit())
                })
                || (upper >= 2 && digits >= 2 && !id.contains(['/', '=', ' ', '`']))
                || (version.matches('.').count() == 2
                    && version.split('.').all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit())))
        })
        // ("Card terminal to till port: 59377" in a pasted config sheet.)
        .chain(keyed_ports(line))
        .collect()
}

/// Is `line` a row of figures: most of its cells numbers ("13:00  21.1  57.5  58",
/// "logger03,08:30,21.1,46.5,0")?
fn numeric_row(line: &str) -> bool {
    let cells: Vec<&str> = line.split([' ', '\t', ',', '|', ';']).filter(|c| !c.is_empty()).collect();
    let numbers = cells
        .iter()
        .filter(|c| {
            c.chars().any(|ch| ch.is_ascii_digit())
                && c.chars().all(|ch| ch.is_ascii_digit() || matches!(ch, '.' | ':' | '%' | '-' | '+' | '/'))
        })
        .count();
    cells.len() >= 3 && numbers * 3 >= cells.len() * 2
}

/// "8443:443", "40316:40316": a host port mapped to a container's (a clock's "12:30" is no
/// mapping: one side has three digits or more).
fn port_mapping(id: &str) -> bool {
    let id = id.trim_matches('"');
    id.split_once(':').is_some_and(|(a, b)| {
        let port = |p: &str| (2..=5).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit());
        port(a) && port(b) && a.len().max(b.len()) >= 3
    })
}

/// `mark` applied to the text lines of each message of `delta` (a line without a role
/// continues the message before it): one flag for each line of `delta`.
fn by_message(delta: &str, mut mark: impl FnMut(&[&str]) -> Vec<bool>) -> Vec<bool> {
    let lines: Vec<&str> = delta.lines().map(|l| split_role(l).1).collect();
    let starts: Vec<bool> = delta.lines().map(|l| !split_role(l).0.is_empty()).collect();
    let mut out = Vec::with_capacity(lines.len());
    let mut from = 0;
    while from < lines.len() {
        let to = (from + 1..lines.len()).find(|&k| starts[k]).unwrap_or(lines.len());
        out.extend(mark(&lines[from..to]));
        from = to;
    }
    out
}

/// Capitalised words of `text`, with how often each occurs.
fn capital_words(text: &str) -> HashMap<String, usize> {
    let mut out = HashMap::new();
    for w in text.split(|c: char| !c.is_alphabetic()) {
        if w.len() >= 3 && w.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
            *out.entry(w.to_string()).or_insert(0) += 1;
        }
    }
    out
}

/// Is `name` a slip of a name the messages write more often ("Denins", "Dnnis" for
/// "Dennis")? One letter left out, added, changed or swapped, in a name of five letters or
/// more ("Jpan" for "Japan": four letters, one left out); the first letter is the same.
fn slip_of_name(capitals: &HashMap<String, usize>, name: &str) -> bool {
    let count = capitals.get(name).copied().unwrap_or(0);
    let first = name.chars().next();
    let len = name.chars().count();
    len >= 4
        && name.chars().all(char::is_alphabetic)
        && capitals.iter().any(|(w, &n)| {
            n >= 2
                && n > count
                && w != name
                && w.chars().next() == first
                && w.len().abs_diff(name.len()) <= 1
                // ("Jpan" for "Japan": a short slip of a longer word, one letter left out.)
                && (len >= 5 || w.chars().count() == len + 1)
                && edit_distance(w, name) <= 1
        })
}

/// For each line of `delta` that opens a message, the text of the message's lines; none for
/// the other lines.
fn message_lines(delta: &str) -> Vec<Vec<&str>> {
    let mut out: Vec<Vec<&str>> = vec![Vec::new(); delta.lines().count()];
    let mut start = 0;
    for (n, line) in delta.lines().enumerate() {
        let (role, text) = split_role(line);
        if !role.is_empty() {
            start = n;
        }
        out[start].push(text);
    }
    out
}

/// Is `id` only JSON escapes of characters (`\u2014`, `\u00e9\u00e8`)?
fn json_escapes_only(id: &str) -> bool {
    let mut rest = id;
    while let Some(tail) = rest.strip_prefix("\\u") {
        if tail.len() < 4 || !tail.as_bytes()[..4].iter().all(u8::is_ascii_hexdigit) {
            return false;
        }
        rest = &tail[4..];
    }
    rest.is_empty() && !id.is_empty()
}

/// Is each line the last line of its message with anything on it? (`messages` as
/// [`message_lines`] gives them: each message's lines at the index of its first.)
fn last_lines(messages: &[Vec<&str>]) -> Vec<bool> {
    let mut out = vec![false; messages.len()];
    for (start, lines) in messages.iter().enumerate() {
        if let Some(k) = lines.iter().rposition(|t| !t.trim().is_empty()) {
            out[start + k] = true;
        }
    }
    out
}

/// For each line of `delta` (its messages' lines in `messages`, see [`message_lines`]), does its
/// message go on with `material` lines only (blank lines aside), one at least: "moodledata
/// getting full?" over the `df` output it asks about?
fn before_material(messages: &[Vec<&str>], material: &[bool]) -> Vec<bool> {
    let mut out = vec![false; messages.len()];
    for (start, lines) in messages.iter().enumerate() {
        let (mut only, mut any) = (true, false);
        for k in (0..lines.len()).rev() {
            out[start + k] = only && any;
            if !lines[k].trim().is_empty() {
                only &= material[start + k];
                any |= material[start + k];
            }
        }
    }
    out
}

/// Words of `text` written in lower case somewhere: a capitalised one of them that opens a
/// sentence ("Rollout is stuck", "Vendor confirmed") is a word, not a person.
fn common_words(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_lowercase()))
        .map(str::to_string)
        .collect()
}

impl Acc {
    /// A sentence under its section (returned); its identifiers and people under theirs.
    fn take(&mut self, class: Class, sentence: &str, role: &str) -> Option<usize> {
        // (A CSV row's cells are read one by one: "REG27-7478,Chris Brown,…".)
        let mut ids = if self.in_rows && csv_row(sentence) {
            sentence.split(',').flat_map(identifiers).collect()
        } else {
            identifiers(sentence)
        };
        // In a pasted row only what names a thing counts ("X956E", "SO-9734719"): its numbers,
        // addresses and amounts are data.
        if self.in_rows {
            row_identifiers(&mut ids);
            // (A row made from a template keeps no text: what it names as pasted material does,
            // "obs-dash listening on 0.0.0.0:15530", "rota-macro -> 5.30.20 installed".)
            if self.in_template && !csv_row(sentence) {
                for id in material_identifiers(sentence) {
                    if !ids.contains(&id) {
                        ids.push(id);
                    }
                }
            }
        }
        // (The names in a table's cells are its data: vendors, products, places.)
        if !self.in_table {
            self.add_people(sentence);
        }
        let section = match class {
            // ("The reference for the one I want is RG9/2267 — …": a later goal that names
            // something is read as text, so what it names is an identifier like any other.)
            Class::Goal if self.goal_seen && !ids.is_empty() => Some(OTHER),
            Class::Goal => Some(GOAL),
            Class::Decision => Some(DECISIONS),
            Class::Constraint => Some(CONSTRAINTS),
            Class::Open => Some(OPEN),
            Class::Progress => Some(PROGRESS),
            // The first thing the user says is the goal when nothing says so outright.
            Class::Plain
                if role.starts_with("user")
                    && !self.goal_seen
                    && !self.in_rows
                    // ("Filesystem      Size  Used Avail Use% Mounted on": a pasted table's header.)
                    && !self.in_table
                    && ids.is_empty()
                    && sentence.chars().count() >= 20
                    && !facts::is_greeting(sentence)
                    && !facts::mail_header(sentence) =>
            {
                Some(GOAL)
            }
            // Anything else is kept as other text while there is room (dropped first).
            // (Chinese says as much in half the characters: "领导终于松口了".)
            // (A row of pasted data, "13:00  21.1  57.5  58", is no text: what names a thing
            // in it is under Identifiers.)
            // (Nor is a line of a run made from one template, "2027/01/04 08:32:09 [error] …
            // upstream: \"http://10.0.3.218:8000/donate/\"" eight times over: the text a later
            // run reads again would name its addresses as facts.)
            // (Nor is an item of a quotation laid out with spaces: what it names is data.)
            Class::Plain => Some(OTHER).filter(|_| {
                let n = sentence.chars().count();
                !self.in_data
                    && !self.in_template
                    && !self.in_laid_out
                    && (n >= 12
                        || (n >= 6 && sentence.chars().filter(|&c| crate::history::is_cjk(c)).count() >= 5))
            }),
        };
        if let Some(s) = section {
            self.add(s, sentence.to_string());
            if s != OTHER {
                // Mentioned again: the identifiers it carries are current.
                for id in &ids {
                    self.bump(IDS, id);
                }
            }
        }
        if section.is_none() || section == Some(OTHER) {
            self.in_crowded = ids.len() >= CROWDED || self.in_laid_out || self.in_busy_reply;
            for id in ids {
                self.add(IDS, id);
            }
            self.in_crowded = false;
        }
        section
    }

    /// Add an item unless one says it already (then that one moves to the end); an item that
    /// says all an old one says replaces it.
    fn add(&mut self, kind: usize, item: String) {
        // ("dobinSTAR2013" and "`dobinSTAR2013`" name one thing.)
        let n = if kind == IDS { normalize(item.trim_matches('`')) } else { normalize(&item) };
        if n.is_empty() {
            return;
        }
        if kind == GOAL {
            self.goal_seen = true;
        }
        let (list, norms) = (&mut self.sections[kind], &mut self.norms[kind]);
        if let Some(i) =
            list.iter().zip(norms.iter()).position(|(old, on)| covers_normalized(on, old, &n, &item))
        {
            let (old, on) = (list.remove(i), norms.remove(i));
            // (Said again by the person: theirs now.)
            if !self.by_assistant {
                self.assistants.remove(&old);
            }
            // (Said again on its own: it stands out now.)
            if !self.in_crowded {
                self.crowded.remove(&old);
            }
            list.push(old);
            norms.push(on);
            return;
        }
        let keep: Vec<bool> =
            list.iter().zip(norms.iter()).map(|(old, on)| !covers_normalized(&n, &item, on, old)).collect();
        // (The assistant's restating of what the person said is still theirs.)
        let theirs = list.iter().zip(&keep).any(|(old, k)| !k && !self.assistants.contains_key(old));
        retain_flags(list, &keep);
        retain_flags(norms, &keep);
        if self.by_assistant
            && !theirs
            && !(kind == IDS && (read_out(&self.answer_found, &item) || self.answer_ids.contains(&item)))
        {
            self.assistants.insert(item.clone(), self.in_list);
        } else {
            self.assistants.remove(&item);
        }
        if (kind == IDS || kind == PEOPLE) && self.in_crowded && !self.answer_ids.contains(&item) {
            self.crowded.insert(item.clone());
        }
        list.push(item);
        norms.push(n);
    }

    /// Add `item` as the oldest of its section: what a found letter states gives way before
    /// what the person said.
    fn add_oldest(&mut self, kind: usize, item: String) {
        // (What `add` would not take stays out; whatever it took or moved is last.)
        if normalize(&item).is_empty() {
            return;
        }
        self.add(kind, item);
        if let Some(last) = self.sections[kind].pop() {
            self.sections[kind].insert(0, last);
        }
        if let Some(last) = self.norms[kind].pop() {
            self.norms[kind].insert(0, last);
        }
    }

    /// Move an existing item equal to `item` to the end of its section.
    fn bump(&mut self, kind: usize, item: &str) {
        if let Some(i) = self.sections[kind].iter().position(|x| x == item) {
            if !self.by_assistant {
                self.assistants.remove(item);
            }
            self.crowded.remove(item);
            let (old, on) = (self.sections[kind].remove(i), self.norms[kind].remove(i));
            self.sections[kind].push(old);
            self.norms[kind].push(on);
        }
    }

    /// Move `item` from section `from` to the end of `to`, with `part` after it when given (the
    /// people `part` names go under People); the new item.
    fn join(&mut self, from: usize, item: &str, to: usize, part: Option<&str>) -> String {
        let joined = match part {
            Some(part) => {
                self.add_people(part);
                format!("{item} {part}")
            }
            None => item.to_string(),
        };
        self.remove(from, item);
        self.add(to, joined.clone());
        joined
    }

    /// Move `items` (each from its section) to the end of `to` as one item, `part` after them.
    fn join_all(&mut self, items: &[(usize, String)], to: usize, part: &str) -> String {
        // (Only those still where they landed: one may have joined another item since.)
        let items: Vec<&(usize, String)> =
            items.iter().filter(|(section, item)| self.sections[*section].contains(item)).collect();
        for (section, item) in &items {
            self.remove(*section, item);
        }
        self.add_people(part);
        let joined = items.iter().map(|(_, t)| t.as_str()).chain([part]).collect::<Vec<_>>().join(" ");
        self.add(to, joined.clone());
        joined
    }

    /// The people `text` names, but for a lone capitalised word that the messages also write
    /// in lower case, with no role beside it.
    fn add_people(&mut self, text: &str) {
        let people = facts::people(text);
        // (A list of names is a roster: one name among many is less likely the one the person
        // asks for again.)
        let crowded = self.in_crowded;
        self.in_crowded |= self.in_roster || people.len() >= CROWDED;
        for p in people {
            if !no_one(&self.common, &self.capitals, &p) {
                self.add(PEOPLE, p);
            }
        }
        self.in_crowded = crowded;
    }

    fn remove(&mut self, kind: usize, item: &str) {
        let flags: Vec<bool> = self.sections[kind].iter().map(|x| x != item).collect();
        retain_flags(&mut self.sections[kind], &flags);
        retain_flags(&mut self.norms[kind], &flags);
    }
}

fn retain_flags(list: &mut Vec<String>, keep: &[bool]) {
    let mut flags = keep.iter();
    list.retain(|_| *flags.next().unwrap_or(&true));
}

/// The section a `## heading` names, if it is one of ours (or an older name of one).
pub fn section_of(heading: &str) -> Option<usize> {
    let h = heading.trim().trim_end_matches([':', '：']).to_lowercase();
    HEADINGS
        .iter()
        .position(|x| x.to_lowercase() == h)
        .or_else(|| OLD_HEADINGS.iter().find(|(name, _)| *name == h).map(|&(_, s)| s))
}

/// Items of a previous summary in this format go back under their headings; text in any
/// other shape (a model's or OkBot's prose) is read for facts like a message, and what carries
/// none is kept under "Other".
fn read_previous(acc: &mut Acc, previous: &str) {
    let mut current: Option<usize> = None;
    for line in previous.lines() {
        let t = line.trim();
        if let Some(h) = t.strip_prefix('#') {
            current = section_of(h.trim_start_matches('#'));
            continue;
        }
        let item = ["- ", "* ", "+ "].iter().find_map(|b| t.strip_prefix(b)).unwrap_or(t).trim();
        if item.is_empty() {
            continue;
        }
        if current == Some(OPEN) && t.starts_with("* ") {
            acc.pending.insert(item.to_string());
        }
        match current {
            // ("Driver", "Look": a lone capitalised word an earlier run took for a person goes
            // once the messages write it in lower case.)
            Some(PEOPLE)
                if !item.contains([' ', '('])
                    && item.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                    && acc.common.contains(&item.to_lowercase()) => {}
            Some(s) if s != OTHER => {
                for item in items_of(s, item) {
                    // (Written first in line by an earlier run: still first in line, unless
                    // this run's messages name it again on its own.)
                    if (s == IDS || s == PEOPLE) && t.starts_with("+ ") {
                        acc.crowded.insert(item.clone());
                    }
                    acc.add(s, item);
                }
            }
            // Our own "Other" text was read for its kind when it came: read again only for
            // the identifiers and names it carries.
            Some(_) => {
                acc.take(Class::Plain, item, "");
            }
            None => {
                for sentence in facts::sentences(item) {
                    for (class, part) in facts::parts(&sentence, "") {
                        acc.take(class, &part, "");
                    }
                }
            }
        }
    }
}

/// A tool row as a progress item: "shell `ls -la /srv`" for a call with a command, the tool's
/// name and the first identifiers otherwise.
fn tool_item(role: &str, text: &str) -> Option<String> {
    let text = text.trim();
    let name = text.split_once(' ').map_or(text, |(name, _)| name);
    if role == "[tool call]"
        && let Some(cmd) = tool_command(text)
    {
        return Some(format!("{name} `{cmd}`"));
    }
    let ids = tool_identifiers(text);
    (!ids.is_empty()).then(|| format!("{name} {}", ids.join(", ")))
}

/// The first three things a result the user asked for names: ids and codes ("INV-58675",
/// "HMN66B8ABF"), versions, amounts, dates, addresses with their port; not its readings and
/// counts ("39.1", "4700"), its keys ("distance_km") or its rows ("bag,-,25,3").
#[cfg(test)]
fn result_identifiers(text: &str) -> Vec<String> {
    asked_result_identifiers(text).0
}

/// [`result_identifiers`], and whether they are those of the record the user's ask picked out
/// ([`super::digest::MATCH`]): then they are that record's first three, and none of the rest.
fn asked_result_identifiers(text: &str) -> (Vec<String>, bool) {
    let rest = text.trim().split_once(' ').map_or("", |(_, rest)| rest);
    // (The column the ask named, `each "port": 38372 · 39415 · …`: all its values were asked
    // for, each after its record's name when that fit.)
    if let Some(column) = column_values(rest) {
        return (column, true);
    }
    let matched = rest.trim_start_matches('→').trim_start().strip_prefix(super::digest::MATCH);
    let rest = matched.map_or(rest, |m| m.split(" … ").next().unwrap_or(m));
    let amount = |id: &str| {
        id.contains(['£', '$', '€', '¥', '₹', '元'])
            || ["EUR ", "USD ", "GBP ", " EUR", " USD", " GBP"].iter().any(|c| id.contains(c))
    };
    // ("From: Dafydd … If you need to export the accepted abstracts: sudo -u callbox …", 请执行
    // sudo …: the command a letter tells the user to run is theirs; elsewhere a result's
    // commands are the program's own text.)
    // (The letter the person's question picked out is theirs too: "find Dev's email about adding
    // the exam login" → "… run net localgroup ExamCandidates exam30 /add …".)
    let letter =
        matched.is_some() || ["From:", "Subject:", "发件人", "主题"].iter().any(|h| rest.contains(h));
    let named = identifiers(rest);
    let command = named.iter().find(|id| letter && id.starts_with('`')).cloned();
    let mut found: Vec<String> = named
        .into_iter()
        .filter(|id| !facts::is_weak_identifier(id) && !id.starts_with('`'))
        // (A key of the result's JSON: `"distance_km": 212`; a character its JSON escapes,
        // `"Fran \u2014 VAT return call"`.)
        .filter(|id| !rest.contains(&format!("\"{id}\":")))
        .filter(|id| !json_escapes_only(id))
        // ("\u00a3161.40": the pound sign as JSON escapes it.)
        .map(|id| if id.contains("\\u") { unescaped(&id) } else { id })
        .filter(|id| {
            let money = amount(id);
            let digits = id.chars().filter(char::is_ascii_digit).count();
            let letters = id.chars().filter(|c| c.is_alphabetic()).count();
            let date = digits >= 3
                && letters == 0
                && id.contains(['-', '/'])
                && id
                    .split(['-', '/'])
                    .all(|p| (1..=4).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit()));
            let clean = !id.contains([',', '…', '"']) || money;
            clean && (money || date || !material_identifiers(id).is_empty() || (letters > 0 && digits > 0))
        })
        // ("8:port = 5901", `"api_port": 10001`: a number a port key names is the port.)
        .chain(keyed_ports(rest))
        .collect();
    // What names one thing ("0.0.0.0:3000", "INV-70487", "v2.22.5") before what names a kind
    // ("linux-x64", "LISTEN 0"): three digits or more, an amount or a date first.
    // (A record's time stamps, `"last_sync": "2026-11-19T02:17:00Z"`, come after what it names:
    // `"agent_version": "7.9.9.8392"`, `"sync_port": 8552`.)
    found.sort_by_key(|id| {
        let digits = id.chars().filter(char::is_ascii_digit).count();
        let stamp = digits >= 6
            && id.contains(['-', ':'])
            && id
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '-' | ':' | '.' | '/' | 'T' | 'Z' | ' ' | '+'));
        if digits < 3 && !amount(id) { 2 } else { u8::from(stamp) }
    });
    let mut out: Vec<String> = Vec::new();
    for id in found {
        if !out.iter().any(|o| o.contains(&id) || id.contains(o.as_str())) {
            out.push(id);
        }
    }
    // (In the order the result names them.)
    out.truncate(3);
    out.extend(command);
    out.sort_by_key(|id| keyed_position(rest, id.trim_matches('`')));
    (out, matched.is_some())
}

/// The values of a digest that gives the column a user's ask named
/// ([`super::digest::COLUMN`]): `each "version": Router: 7.19.52 · NAS: 6.11.60` → "7.19.52",
/// "6.11.60".
fn column_values(rest: &str) -> Option<Vec<String>> {
    let column = rest.trim_start_matches('→').trim_start().strip_prefix(super::digest::COLUMN)?;
    let column = column.split(" … ").next().unwrap_or(column);
    let (_, values) = column.split_once("\": ")?;
    let values: Vec<String> = values
        .split(super::digest::MATCH_JOINER)
        .map(|piece| piece.rsplit_once(": ").map_or(piece, |(_, v)| v).trim().to_string())
        .filter(|v| !v.is_empty())
        .collect();
    (!values.is_empty()).then_some(values)
}

/// Does the person's message ask when something is or was ("when is the Hannah & Joe
/// wedding?", "what date is the boiler service", "几号交房")?
fn asks_when(message: &str) -> bool {
    let lower = message.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    words.iter().any(|w| {
        matches!(
            *w,
            "when"
                | "date"
                | "dates"
                | "dated"
                | "day"
                | "days"
                | "due"
                | "deadline"
                | "expire"
                | "expires"
                | "expiry"
                | "until"
                | "till"
                | "since"
                | "last"
                | "latest"
                | "newest"
                | "oldest"
        )
    }) || ["什么时候", "几号", "哪天", "日期", "到期", "截止", "多久", "哪一天"]
        .iter()
        .any(|w| lower.contains(w))
}

/// Is `id` a time stamp alone: a date or date-time in digits ("2027-01-24",
/// "2027-05-23T17:26:00", "15/01/2027")?
fn time_stamp(id: &str) -> bool {
    let digits = id.chars().filter(char::is_ascii_digit).count();
    digits >= 6
        && id.contains(['-', '/'])
        && id
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | ':' | '.' | '/' | 'T' | 'Z' | ' ' | '+'))
}

/// `id` with the JSON escapes of its characters read ("\u00a3161.40" → "£161.40").
fn unescaped(id: &str) -> String {
    let mut out = String::new();
    let mut rest = id;
    while let Some(at) = rest.find("\\u") {
        out.push_str(&rest[..at]);
        let hex = rest.get(at + 2..at + 6).filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        match hex.and_then(|h| u32::from_str_radix(h, 16).ok()).and_then(char::from_u32) {
            Some(c) => {
                out.push(c);
                rest = &rest[at + 6..];
            }
            None => {
                out.push_str("\\u");
                rest = &rest[at + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Is `id` the value of a JSON key that `text` (a result's digest) gives twice or more: a column
/// of a listing (`"id": "EVT-677953", … "id": "EVT-303663"`)?
fn listing_value(text: &str, id: &str) -> bool {
    let Some(at) = text.find(id) else { return false };
    let before = text[..at].trim_end_matches('"').trim_end();
    let Some(head) = before.strip_suffix(':') else { return false };
    let Some(key) = head.strip_suffix('"').and_then(|h| h.rsplit_once('"')).map(|(_, k)| k) else {
        return false;
    };
    !key.is_empty() && text.matches(&format!("\"{key}\":")).nth(1).is_some()
}

/// Where `id` (or its number, for a keyed port "port 5901") first occurs in `text`.
fn keyed_position(text: &str, id: &str) -> usize {
    text.find(id).or_else(|| id.rsplit(' ').next().and_then(|n| text.find(n))).unwrap_or(usize::MAX)
}

/// The ports a result names under a key that says so: "port = 5901", "8:port = 5901",
/// `"api_port": 10001`, "Port: 8140" → "port 5901", "api_port 10001", "Port 8140".
pub(super) fn keyed_ports(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices(['p', 'P']) {
        let rest = &text[i..];
        if !rest.get(..4).is_some_and(|w| w.eq_ignore_ascii_case("port")) {
            continue;
        }
        // The key: letters and underscores around "port" ("api_port", "http_port").
        let start = text[..i]
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_alphanumeric() || *c == '_')
            .last()
            .map_or(i, |(k, _)| k);
        let key_end = i + rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
        let key = &text[start..key_end];
        // ("port", "api_port", "httpPort"; not "report" or "airport".)
        if !(key.eq_ignore_ascii_case("port")
            || key.to_lowercase().ends_with("_port")
            || (key.ends_with("Port") && key.len() > 4))
        {
            continue;
        }
        let after = text[key_end..].trim_start_matches('"').trim_start();
        let Some(after) = after.strip_prefix([':', '=']) else { continue };
        let number: String = after.trim_start().chars().take_while(char::is_ascii_digit).collect();
        let next = after.trim_start()[number.len()..].chars().next();
        if (2..=5).contains(&number.len())
            && number.parse::<u32>().is_ok_and(|n| n <= 65535)
            && !next.is_some_and(|c| c.is_alphanumeric() || c == '.')
        {
            out.push(format!("{key} {number}"));
        }
    }
    out
}

/// The command a tool call row runs (`[tool call] shell args={"cmd":"df -h /"}`).
fn tool_command(text: &str) -> Option<String> {
    let rest = text.trim().split_once(' ').map_or("", |(_, rest)| rest);
    call_command(rest.strip_prefix("args=").unwrap_or(rest))
}

/// Programs that only look: what they print is all they do ("du -sh …", "systemctl status …";
/// PowerShell's `Get-` and `Test-` cmdlets are read by their verb).
const LOOKING: &[&str] = &[
    "ls",
    "ll",
    "cat",
    "less",
    "more",
    "head",
    "tail",
    "grep",
    "egrep",
    "zgrep",
    "rg",
    "find",
    "locate",
    "du",
    "df",
    "ps",
    "top",
    "htop",
    "free",
    "uptime",
    "uname",
    "whoami",
    "id",
    "which",
    "whereis",
    "type",
    "stat",
    "file",
    "wc",
    "sort",
    "uniq",
    "cut",
    "awk",
    "diff",
    "echo",
    "printf",
    "pwd",
    "date",
    "hostname",
    "ifconfig",
    "ss",
    "netstat",
    "lsof",
    "lsblk",
    "blkid",
    "lsusb",
    "lspci",
    "journalctl",
    "dmesg",
    "ping",
    "traceroute",
    "tracert",
    "mtr",
    "dig",
    "nslookup",
    "host",
    "whois",
    "tree",
    "env",
    "printenv",
    "history",
    "last",
    "w",
    "who",
    "nvidia-smi",
    "sensors",
    "vcgencmd",
    "iostat",
    "vmstat",
    "nproc",
    "lscpu",
    "getent",
    "md5sum",
    "sha256sum",
    "jq",
    "column",
    "tac",
    "nl",
    "test",
    "true",
    "sleep",
    "watch",
    "xxd",
    "hexdump",
    "strings",
    "ipconfig",
    "systeminfo",
    "tasklist",
    "Select-Object",
    "Where-Object",
    "Select-String",
    "Format-Table",
    "Format-List",
    "Measure-Object",
    "Sort-Object",
];
/// Subcommands that only look, of programs that also change things ("systemctl status", "git
/// log", "docker ps", "kubectl get").
const LOOKING_SUBCOMMANDS: &[&str] = &[
    "status",
    "show",
    "list",
    "ls",
    "ps",
    "logs",
    "log",
    "get",
    "describe",
    "top",
    "inspect",
    "info",
    "diff",
    "cat",
    "is-active",
    "is-enabled",
    "list-units",
    "list-timers",
    "images",
    "stats",
    "version",
    "--version",
    "--help",
    "check",
    "search",
    "query",
    "query-all",
    "policy",
    "outdated",
    "whoami",
    "--list",
    "--status",
    "print",
    "view",
];

/// Programs of subcommands, whose options may come before the subcommand.
const SUBCOMMANDED: &[&str] = &[
    "kubectl",
    "docker",
    "podman",
    "git",
    "helm",
    "systemctl",
    "apt",
    "apt-get",
    "npm",
    "pip",
    "pip3",
    "brew",
    "snap",
    "az",
    "aws",
    "gcloud",
    "terraform",
    "zpool",
    "zfs",
    "ufw",
    "nmcli",
    "pm2",
    "yarn",
    "pnpm",
    "cargo",
    "dotnet",
    "wp",
    "occ",
    "php",
    "composer",
    "sc",
    "netsh",
    "virsh",
    "lxc",
    "incus",
    "flatpak",
    "dnf",
    "yum",
];

/// Does a command a call ran change something ("sudo timedatectl set-timezone Asia/Singapore",
/// "(crontab -l; echo '…') | crontab -", "pg_dump … -f /srv/backup/x.dump") rather than only
/// look ("du -sh /var/lib/* | sort -h", "timedatectl | grep 'Time zone'", "crontab -l")? Every
/// program of it, past `sudo`, and its first argument say so; a redirect into a file writes.
fn changes_something(cmd: &str) -> bool {
    // (Quoted text is an argument: "echo '15 3 * * * … >> /var/log/x.log'" writes nothing.)
    let mut plain = String::with_capacity(cmd.len());
    let mut quote = None;
    for c in cmd.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None => plain.push(c),
        }
    }
    let writes_file = plain.match_indices('>').any(|(i, _)| {
        let target = plain[i..].trim_start_matches(['>', '&']).split_whitespace().next().unwrap_or("");
        !target.is_empty() && !target.starts_with("/dev/") && !plain[..i].ends_with(['2', '&'])
    });
    // ("2>&1" joins two outputs: no stage of its own.)
    let plain = plain.replace(">&", "> ");
    writes_file
        || plain.split(['|', ';', '&', '(', ')', '\n']).any(|stage| {
            let mut words = stage
                .split_whitespace()
                .skip_while(|w| matches!(*w, "sudo" | "doas" | "time" | "nohup") || w.contains('='));
            let Some(program) = words.next() else { return false };
            let program = program.rsplit('/').next().unwrap_or(program);
            let args: Vec<&str> = words.collect();
            let first = args.first().copied().unwrap_or("");
            // ("kubectl -n ordr describe pod …", "docker compose logs web": a tool of
            // subcommands names its subcommand after its options.)
            let subcommand = if SUBCOMMANDED.contains(&program) {
                args.iter().filter(|a| !a.starts_with('-')).take(3).any(|a| LOOKING_SUBCOMMANDS.contains(a))
            } else {
                LOOKING_SUBCOMMANDS.contains(&first)
            };
            let looking = LOOKING.iter().any(|p| p.eq_ignore_ascii_case(program))
                || (program.starts_with("Get-") || program.starts_with("Test-"))
                || subcommand
                || (matches!(program, "timedatectl" | "hostnamectl" | "localectl") && first.is_empty())
                || (program == "crontab" && first == "-l");
            !looking
        })
}

/// Did the user's message ask for this tool call? It shares a word with the call (its name or
/// arguments: "check the forecast for Linden Avenue" → `get_weather {"location": "Linden
/// Avenue"}`; "can you open my inspection notes file" → `read_file {"path":
/// "house/inspection_notes.md"}`), or, in Chinese, two characters in a row. A "yes" or a
/// message about something else ("the VPN is acting up again" → `ci_logs`) asks for nothing.
fn asked_for(message: &str, call: &str) -> bool {
    if message.trim().is_empty() {
        return false;
    }
    let lower = message.to_lowercase();
    let call = call.to_lowercase();
    let asked = ask_words(&lower);
    let shares_word = ask_words(&call).iter().any(|w| {
        asked.iter().any(|a| {
            let (short, long) = if a.len() <= w.len() { (a, w) } else { (w, a) };
            short == long || (short.chars().count() >= 4 && long.starts_with(short.as_str()))
        })
    });
    let cjk: Vec<char> = call.chars().collect();
    shares_word
        || cjk.windows(2).any(|pair| {
            pair.iter().all(|c| crate::history::is_cjk(*c))
                && lower.contains(&pair.iter().collect::<String>())
        })
}

/// A message that asks the assistant to look something up or check on it ("can you check
/// what's listening on the pi", "any new emails?", "did accounts send anything re PMI?",
/// 帮我扫一眼邮箱, 查一下预约): the call that follows is theirs, whatever words it runs.
fn asks_to_look_up(message: &str) -> bool {
    let lower = message.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    let word = |w: &str| words.contains(&w);
    let cue = [
        "check", "search", "find", "scan", "inbox", "inbxo", "email", "emails", "mail", "lookup", "list",
        "fetch", "locate", "pull",
    ]
    .iter()
    .any(|w| word(w))
        || [
            "look up",
            "dig it out",
            "dig that out",
            "dig them out",
            "fish out",
            "fish it out",
            "track down",
            "track it down",
            "show me",
            "look at",
            "look for",
            "dig out",
            "dig up",
            "pull up",
            "any new",
            "anything new",
            "come in",
            "send anything",
            "sent anything",
            // ("Has the summary from the vets' meeting arrived?", "did the surveyor get back to
            // us?": whether a letter came, asked before a search for it.)
            "arrived",
            "come through",
            "got back to",
            "get back to",
            "heard back",
            "replied",
        ]
        .iter()
        .any(|cue| lower.contains(cue))
        || ["查", "看看", "看一下", "扫一眼", "找一下", "搜", "邮件", "邮箱", "回复了", "回了没", "发来"]
            .iter()
            .any(|cue| lower.contains(cue));
    // Put to the assistant: a question, a request ("can you …", "pls", 帮我) or an order that
    // opens with the look ("check my inbox for …", 查一下…); not "give me a second to look at
    // the dashboard", which says what the person will do.
    let first = words
        .iter()
        .find(|w| !matches!(**w, "ok" | "okay" | "also" | "and" | "so" | "hey" | "quick" | "one" | "oh"))
        .copied()
        .unwrap_or("");
    let request = lower.contains(['?', '？'])
        || [
            "can you",
            "could you",
            "can u",
            "could u",
            "would you",
            "pls",
            "please",
            "plz",
            "帮我",
            "帮忙",
            "麻烦",
        ]
        .iter()
        .any(|w| lower.contains(w))
        || matches!(first, "check" | "search" | "find" | "scan" | "look" | "dig" | "pull")
        || ["查", "看看", "搜", "找"].iter().any(|w| lower.trim_start().starts_with(w));
    // ("pos server disk almost full" then "what taking space" → `du -sh …`: a short question
    // of what, which or how much, put just before a lookup, asks for it.)
    let short_question = matches!(first, "what" | "whats" | "which" | "where" | "who" | "how" | "when")
        && (3..=12).contains(&words.len());
    (cue && request) || short_question
}

/// The words of a request or a call that can tie them: three letters or more, not the words
/// every request has ("can you check the …").
fn ask_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() || crate::history::is_cjk(c))
        .filter(|w| w.chars().count() >= 3 && !w.chars().all(|c| c.is_ascii_digit()))
        .filter(|w| !ASK_FILLER.contains(w))
        .map(str::to_string)
        .collect()
}

/// Words any request or call may say, whatever it is about.
const ASK_FILLER: &[&str] = &[
    "the",
    "and",
    "for",
    "you",
    "your",
    "can",
    "could",
    "would",
    "will",
    "please",
    "pls",
    "plz",
    "thanks",
    "what",
    "whats",
    "what's",
    "when",
    "where",
    "which",
    "who",
    "how",
    "why",
    "this",
    "that",
    "these",
    "those",
    "with",
    "from",
    "into",
    "about",
    "have",
    "has",
    "had",
    "are",
    "was",
    "were",
    "there",
    "here",
    "any",
    "anything",
    "something",
    "just",
    "now",
    "atm",
    "get",
    "got",
    "let",
    "know",
    "need",
    "want",
    "one",
    "out",
    "off",
    "all",
    "our",
    "its",
    "did",
    "does",
    "doing",
    "done",
    "not",
    "don",
    "new",
    "latest",
    "last",
    "still",
    "again",
    "some",
    "them",
    "they",
    "then",
    "than",
    "also",
    "check",
    "find",
    "look",
    "see",
    "show",
    "tell",
    "give",
    "make",
    "run",
    "running",
    "args",
    "call",
    "true",
    "false",
    "null",
    "limit",
    "query",
    "yes",
    "yeah",
    "yep",
    "sure",
    "okay",
    "ok",
    "cool",
    "fine",
    "go",
    "ahead",
    "right",
    "way",
    "too",
    "very",
    "much",
    "more",
    "bit",
    "lot",
    "really",
    "actually",
    "maybe",
    "think",
];

/// The first three identifiers a tool row names after the tool's own name (weak ones, "2
/// days", "17:11", left out).
fn tool_identifiers(text: &str) -> Vec<String> {
    let rest = text.trim().split_once(' ').map_or("", |(_, rest)| rest);
    identifiers(rest)
        .into_iter()
        .filter(|id| !facts::is_weak_identifier(id))
        // (A key of the call's JSON, `"all_day": true`, or a word of the tool's own vocabulary,
        // `"action": "create_event"`, `"from": "next_monday"`: how it was called, not a fact.)
        .filter(|id| !rest.contains(&format!("\"{id}\":")) && !tool_word(id))
        .take(3)
        .collect()
}

/// A word of a tool's own vocabulary: lower-case words joined by underscores ("create_event",
/// "next_monday"), no digit.
fn tool_word(id: &str) -> bool {
    id.contains('_') && id.split('_').all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase()))
}

/// The command a tool call runs: the string under "command", "cmd", "commandLine" or
/// "script" in its arguments (JSON as any writer spaces it: `{"host": "pi", "command": "sudo
/// chown …"}`; a digest may have clipped the end).
fn call_command(args: &str) -> Option<String> {
    ["\"command\"", "\"cmd\"", "\"commandLine\"", "\"script\""].iter().find_map(|key| {
        args.match_indices(key).find_map(|(i, _)| {
            let value =
                args[i + key.len()..].trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
            let mut out = String::new();
            let mut chars = value.chars();
            while let Some(c) = chars.next() {
                match c {
                    '"' => break,
                    '\\' => match chars.next()? {
                        'n' | 't' => out.push(' '),
                        other => out.push(other),
                    },
                    c => out.push(c),
                }
            }
            let out = out.trim_end_matches('…').trim();
            (!out.is_empty()).then(|| out.to_string())
        })
    })
}

fn normalize(s: &str) -> String {
    s.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches(['.', '。', '…', '!', '！'])
        .to_string()
}

/// Does `big` say all that `small` says?
#[cfg(test)]
fn covers(big: &str, small: &str) -> bool {
    covers_normalized(&normalize(big), big, &normalize(small), small)
}

/// [`covers`] with both lines' normalized forms given (`b` of `big`, `s` of `small`). "port
/// 80" is not inside "port 8080".
fn covers_normalized(b: &str, big: &str, s: &str, small: &str) -> bool {
    if b == s || misspelt(b, s) {
        return true;
    }
    if !b.contains(s) {
        return false;
    }
    let words = |t: &str| -> Vec<String> { t.split_whitespace().map(str::to_string).collect() };
    let (bw, sw) = (words(b), words(s));
    let contained = bw.windows(sw.len().max(1)).any(|w| w == sw.as_slice())
        || (s.chars().any(crate::history::is_cjk) && sw.len() == 1);
    let big_ids = identifiers(big);
    contained && identifiers(small).iter().all(|id| big_ids.contains(id))
}

/// The same words but one, and that one a typo of the other ("absolute chaos in the 4th" and
/// "absolute choas in the 4th"): the same item said twice. Words that carry an identifier or a
/// digit are never typos ("port 8080", "prod-eu").
fn misspelt(a: &str, b: &str) -> bool {
    // (Two slips change a line's length by a few bytes at most: most pairs stop here.)
    if a.len().abs_diff(b.len()) > 8 {
        return false;
    }
    let (aw, bw): (Vec<&str>, Vec<&str>) = (a.split_whitespace().collect(), b.split_whitespace().collect());
    if aw.len() != bw.len() || aw.len() < 4 {
        return false;
    }
    let mut differ = aw.iter().zip(&bw).filter(|(x, y)| x != y);
    let (Some((x, y)), None) = (differ.next(), differ.next()) else { return false };
    let letters = |w: &str| w.chars().all(char::is_alphabetic) && w.chars().count() >= 5;
    // One slip in a short word ("Monday" and "Sunday" are two days), two in a long one.
    let slips = if x.chars().count().min(y.chars().count()) >= 8 { 2 } else { 1 };
    letters(x) && letters(y) && edit_distance(x, y) <= slips
}

/// Levenshtein distance, a swap of neighbours counted as one edit.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

/// A sentence naming this many identifiers or more names them in a crowd (see `Acc::crowded`).
const CROWDED: usize = 3;
/// An assistant's message naming this many identifiers or more (weak ones aside) names them in
/// a crowd: one figure of its working is seldom what the person asks for again; a reply that
/// gives one reference or one command stands out.
const CROWDED_MESSAGE: usize = 4;

/// For each line of `delta`, whether it is of an assistant's message that names
/// [`CROWDED_MESSAGE`] identifiers or more (`messages` as [`message_lines`] gives them).
fn busy_replies(delta: &str, messages: &[Vec<&str>]) -> Vec<bool> {
    let mut out = vec![false; messages.len()];
    let mut busy = false;
    for (n, line) in delta.lines().enumerate() {
        let (role, _) = split_role(line);
        if !role.is_empty() {
            busy = role == "assistant" && {
                let ids: HashSet<String> = messages[n]
                    .iter()
                    .flat_map(|l| identifiers(l))
                    .filter(|id| !facts::is_weak_identifier(id))
                    .collect();
                ids.len() >= CROWDED_MESSAGE
            };
        }
        out[n] = busy;
    }
    out
}

/// Identifiers share lines, joined by [`ID_JOIN`], up to this many characters a line.
const ID_LINE: usize = 100;
const ID_JOIN: &str = "; ";

/// Where it stands among the Identifiers, the items before it are first in line to go: what
/// pasted tables and lists of three or more named (see `Acc::crowded`), and what dropped
/// sentences left. Their lines are written with a `+` bullet (Markdown's third bullet, which reads the
/// same), so the next run reads them first in line again rather than as old as the rest.
const FIRST_IN_LINE: &str = "\u{0}";

/// The bullet lines of a section: one an item, identifiers several to a line.
fn lines_of(section: usize, items: &[String]) -> Vec<String> {
    marked_lines(section, items).into_iter().map(|(_, line)| line).collect()
}

/// The bullet lines of a section, each with whether its items are first in line.
fn marked_lines(section: usize, items: &[String]) -> Vec<(bool, String)> {
    if section == IDS {
        return id_lines(items);
    }
    let mut first = items.iter().any(|i| i == FIRST_IN_LINE);
    let mut out = Vec::new();
    for item in items {
        if item == FIRST_IN_LINE {
            first = false;
        } else {
            out.push((first, item.clone()));
        }
    }
    out
}

/// The lines of the Identifiers, several to a line, each with whether its items are first in
/// line (before [`FIRST_IN_LINE`]).
fn id_lines(items: &[String]) -> Vec<(bool, String)> {
    let mut first = items.iter().any(|i| i == FIRST_IN_LINE);
    let mut out: Vec<(bool, String)> = Vec::new();
    let mut open = false;
    for item in items {
        if item == FIRST_IN_LINE {
            first = false;
            open = false;
            continue;
        }
        match out.last_mut() {
            Some((_, line))
                if open && line.chars().count() + ID_JOIN.len() + item.chars().count() <= ID_LINE =>
            {
                line.push_str(ID_JOIN);
                line.push_str(item);
            }
            _ => {
                out.push((first, item.clone()));
                open = true;
            }
        }
    }
    out
}

/// Does a section hold any item (the mark of where first in line ends is none)?
fn has_items(items: &[String]) -> bool {
    items.iter().any(|i| i != FIRST_IN_LINE)
}

/// The items of one bullet line of `section` (identifiers are split at [`ID_JOIN`] outside
/// backticks).
fn items_of(section: usize, line: &str) -> Vec<String> {
    if section != IDS {
        return vec![line.to_string()];
    }
    let mut out = Vec::new();
    let mut current = String::new();
    let mut code = false;
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if c == '`' {
            code = !code;
        }
        if !code && rest.starts_with(ID_JOIN) {
            out.push(std::mem::take(&mut current));
            rest = &rest[ID_JOIN.len()..];
            continue;
        }
        current.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out.push(current);
    out.into_iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// The summary's text; a pending ask (`pending`) is written with `*`, the rest with `-` (the
/// same length: [`rendered_len`] counts either).
fn render(sections: &Sections, pending: &HashSet<String>) -> String {
    let mut out = String::new();
    for (i, (heading, items)) in HEADINGS.iter().zip(sections).enumerate() {
        if !has_items(items) {
            continue;
        }
        out.push_str(&format!("## {heading}\n"));
        for (first, line) in marked_lines(i, items) {
            let bullet = if first {
                '+'
            } else if i == OPEN && pending.contains(&line) {
                '*'
            } else {
                '-'
            };
            out.push_str(&format!("{bullet} {line}\n"));
        }
    }
    out.trim_end().to_string()
}

/// `render(s).chars().count()`.
fn rendered_len(s: &Sections) -> usize {
    let total: usize = HEADINGS
        .iter()
        .zip(s)
        .enumerate()
        .filter(|(_, (_, items))| has_items(items))
        .map(|(i, (h, items))| {
            let body: usize = lines_of(i, items).iter().map(|l| l.chars().count() + 3).sum();
            h.chars().count() + 4 + body
        })
        .sum();
    total.saturating_sub(1)
}

/// Sections whose items are sentences (shortened when room is short).
const SENTENCES: [usize; 5] = [GOAL, DECISIONS, CONSTRAINTS, OPEN, PROGRESS];
/// Sections whose items get shorter forms when room is short.
const TIGHTEN: [usize; 6] = [GOAL, DECISIONS, CONSTRAINTS, OPEN, PROGRESS, PEOPLE];
/// Sections whose items are facts of their own; losses are spread over them.
const FACTS: [usize; 5] = [DECISIONS, CONSTRAINTS, PEOPLE, IDS, OPEN];

/// The summary within `max` characters, losing the least important first:
/// 1. other text, progress detail and later goals (oldest first; the newest progress item and
///    the first goal stay, unless it is a goal only because it was said first; the identifiers
///    they name stay under Identifiers), then decisions,
///    constraints and questions that name (almost) nothing, then the stock phrases among them
///    (said again word for word: [`stock_sentences`]), then weak identifiers (bare
///    weekdays, ordinals, lone flags, small counts, waits in minutes or hours; labels and
///    readings of one or two digits: "Volume 1", "5个"; the assistant's code spans of a word
///    or two: "`git add`", "`--retries 2`"), then the figures and codes of the
///    assistant's own busy working and lists (one among many, that the person did not say:
///    [`CROWDED_MESSAGE`]), then the
///    decisions, rules, questions and names that only the assistant's list items and quoted
///    drafts of this run gave (its steps and options: the person's own facts are what they
///    expect to find again; what such a sentence names stays under Identifiers a while);
/// 2. identifiers and names that another item already carries verbatim (read back from
///    "Other" text on the next run), and identifiers that a later identifier holds as a whole
///    part ("44846" before "http://localhost:44846");
/// 3. label, lead-in clauses ("after all that,", "heads up,") and filler words at the front of
///    sentences, oldest first;
/// 4. tighter wording ("because" as a dash, people without roles, a decision as its choice
///    and reason, a constraint's trailing asides that carry nothing: no identifier, name,
///    negation or condition; a decision's asides only when they insist or colour; a question's
///    trailing words that only say it is open: "…, no reply from anyone"), oldest first; items
///    longer than an eighth of the room cut to their first words (identifiers kept);
/// 5. identifiers, first in line first, until they fill no more than [`ID_SHARE`] percent of
///    the room (at least [`ID_FLOOR`] characters); then whole items, losses spread over the
///    fact sections (identifiers and names lost at a third of the rate of sentences, oldest
///    first; a sentence section's share counted by the length of its items, open questions' at
///    85 % as they are pending asks; of a sentence section, what only the assistant said
///    first, then the oldest; a dropped sentence leaves its identifiers).
///    What only the assistant said stands first in line in its section, so later runs drop it
///    first too.
fn fit(mut s: Sections, max: usize, told: &Told) -> String {
    // (A pending ask stays one when it is worded shorter.)
    let mut pending = told.pending.clone();
    drop_oldest(&mut s, OTHER, 0, max, told);
    drop_oldest(&mut s, PROGRESS, 1, max, told);
    drop_oldest(&mut s, GOAL, 1, max, told);
    // (A goal only because it was said first, "new week, same fires.", goes too: nothing says
    // it is what the person is after.)
    // (When there are facts for the room: a summary of nothing but that goal keeps it.)
    let facts_left = [DECISIONS, CONSTRAINTS, OPEN, PEOPLE].iter().any(|&i| has_items(&s[i]))
        || s[IDS].iter().any(|id| {
            id != FIRST_IN_LINE && !facts::is_weak_identifier(id) && !facts::is_doubtful_identifier(id)
        });
    if rendered_len(&s) > max
        && facts_left
        && s[GOAL].iter().all(|g| facts::classify(g, "user") != Class::Goal)
    {
        let goals = std::mem::take(&mut s[GOAL]);
        for g in goals {
            keep_identifiers(&mut s, &g, told);
        }
    }
    drop_vague(&mut s, max);
    for section in STOCK_FIRST {
        drop_matching(&mut s, section, max, |item| is_stock(told.stock, item));
    }
    // Bare weekdays, ordinals, lone flags and small counts; labels and readings of one or two
    // digits ("Volume 1", "5个", "-18°C").
    drop_matching(&mut s, IDS, max, |id| {
        id != FIRST_IN_LINE
            && (facts::is_weak_identifier(id)
                || facts::is_doubtful_identifier(id)
                || (facts::is_bare_code(id) && told.assistants.contains_key(id)))
    });
    // The figures and codes of the assistant's own working and lists ("64 × 0.75 = £48.00 a
    // week, so roughly £208 a month"): one among many, that the person did not say.
    drop_matching(&mut s, IDS, max, |id| told.crowded.contains(id) && told.assistants.contains_key(id));
    // What only the assistant's lists and drafts said: its steps, options and examples (what
    // they named stays under Identifiers a while).
    for section in [DECISIONS, CONSTRAINTS, OPEN, PEOPLE] {
        let mut i = 0;
        while rendered_len(&s) > max && i < s[section].len() {
            if told.assistants.get(&s[section][i]) == Some(&true) {
                let line = s[section].remove(i);
                if section != PEOPLE {
                    keep_identifiers(&mut s, &line, told);
                }
            } else {
                i += 1;
            }
        }
    }
    let mut deduped = dedupe_identifiers(&mut s);
    drop_held_identifiers(&mut s);
    for step in [Shorten::Filler, Shorten::Tight, Shorten::Clip(max / 8)] {
        for &section in &TIGHTEN {
            for i in 0..s[section].len() {
                if rendered_len(&s) <= max {
                    // A name or an identifier a shorter sentence no longer says is back.
                    restore(&mut s, &mut deduped, told.assistants);
                    if rendered_len(&s) <= max {
                        return render(&s, &pending);
                    }
                }
                let line = &s[section][i];
                if line == FIRST_IN_LINE {
                    continue;
                }
                let was_pending = section == OPEN && pending.contains(line);
                s[section][i] = match step {
                    Shorten::Filler if section == PEOPLE => line.clone(),
                    Shorten::Filler => match section {
                        DECISIONS => facts::compact_as(&facts::choice_sentences(line), Some(Class::Decision)),
                        CONSTRAINTS => facts::compact_as(line, Some(Class::Constraint)),
                        OPEN => facts::compact_as(line, Some(Class::Open)),
                        _ => facts::compact(line),
                    },
                    // The goal is read with the rest: its first words say it.
                    Shorten::Tight if section == GOAL && line.chars().count() > 60 => {
                        facts::clip_words(line, 8)
                    }
                    Shorten::Tight if section == DECISIONS => {
                        facts::tighten(&facts::choice_only(&facts::drop_asides(line, true)))
                    }
                    Shorten::Tight if section == CONSTRAINTS => {
                        facts::tighten(&facts::drop_asides(line, false))
                    }
                    Shorten::Tight if section == OPEN => facts::question_core(&facts::tighten(line)),
                    Shorten::Tight if section == PEOPLE => facts::without_role(line),
                    Shorten::Tight => facts::tighten(line),
                    // A decision keeps the first words of its choice and of its reason.
                    Shorten::Clip(room) if section == DECISIONS && line.chars().count() > room => {
                        facts::clip_decision(line, 9)
                    }
                    Shorten::Clip(room) if line.chars().count() > room => facts::clip_words(line, 12),
                    Shorten::Clip(_) => line.clone(),
                };
                if was_pending {
                    pending.insert(s[section][i].clone());
                }
            }
            // Two items shortened to the same words are one.
            dedupe_lines(&mut s[section]);
        }
    }
    restore(&mut s, &mut deduped, told.assistants);
    drop_oldest(&mut s, PROGRESS, 0, max, told);
    // A goal that is a request for one piece of work ("帮我写个群通知", "draft the reply to
    // Sue") goes before the facts: it was done, and says little of what the person is after.
    drop_matching(&mut s, GOAL, max, one_off_request);
    drop_evenly(&mut s, max, told);
    let mut out = super::cut_summary(&render(&s, &pending), max);
    // Never a heading without items.
    while let Some((head, last)) = out.rsplit_once('\n') {
        if !last.starts_with("## ") {
            break;
        }
        out = head.to_string();
    }
    out
}

/// Is the digest `body` of a lookup one letter or record, not a list of them: no second
/// `"id":`, no "[2]", no count of results?
fn one_letter(body: &str) -> bool {
    body.matches("\"id\":").count() <= 1 && !body.contains("[2]") && !body.contains("result(s)")
}

/// Does `goal` ask for one piece of work ("帮我扫一眼", "help me write the toast", "can you
/// check if the charity paid")? An order or a request, not a state of affairs to reach
/// ("trying to get hardware transcoding going on the docker VM").
fn one_off_request(goal: &str) -> bool {
    let lower = goal.trim().to_lowercase();
    const ASKS: &[&str] = &[
        "帮我",
        "帮忙",
        "麻烦你",
        "你帮我",
        "给我",
        "help me ",
        "can you ",
        "could you ",
        "pls ",
        "please ",
        "draft ",
        "write ",
        "check ",
        "find ",
        "look up ",
        "sort ",
    ];
    ASKS.iter().any(|a| lower.starts_with(a)) || facts::opens_with_order(goal)
}

/// Items that read the same once normalized (or but for a typo): the newest stays.
fn dedupe_lines(list: &mut Vec<String>) {
    let norms: Vec<String> = list.iter().map(|l| normalize(l)).collect();
    let keep: Vec<bool> = (0..list.len())
        .map(|i| {
            list[i] == FIRST_IN_LINE
                || !norms[i + 1..].iter().any(|later| *later == norms[i] || misspelt(later, &norms[i]))
        })
        .collect();
    retain_flags(list, &keep);
}

enum Shorten {
    Filler,
    Tight,
    /// Items longer than this many characters keep their first words.
    Clip(usize),
}

/// The oldest items of `section` go until the summary fits or `keep` are left; the identifiers
/// an item names stay under Identifiers ("last time we fixed it with `./rotate_keys.sh`").
fn drop_oldest(s: &mut Sections, section: usize, keep: usize, max: usize, told: &Told) {
    while rendered_len(s) > max && s[section].len() > keep {
        let line = s[section].remove(0);
        keep_identifiers(s, &line, told);
    }
}

/// The identifiers of a dropped `line` go first in line under Identifiers, when they are much
/// shorter than the line.
fn keep_identifiers(s: &mut Sections, line: &str, told: &Told) {
    // (What the person took back stays out: "8081 — no wait, 10443".)
    let theirs = !told.assistants.contains_key(line);
    // (A line that is one command, "Import-Csv .\open_claims_wk9.csv | Where-Object …", is
    // kept as that identifier; its pipes make no table. A pasted table's row is none.)
    if let [id] = identifiers(line).as_slice()
        && !told.taken_back.contains(id)
        && id.starts_with('`')
        && id.trim_matches('`').chars().count() * 10 >= line.chars().count() * 8
        && ((!table_row(line) && !csv_row(line)) || id.contains(" | "))
    {
        if !s[IDS].contains(id) {
            let at = kept_at(&s[IDS], theirs);
            s[IDS].insert(at, id.clone());
        }
        return;
    }
    let csv = csv_row(line);
    let mut ids = if csv { line.split(',').flat_map(identifiers).collect() } else { identifiers(line) };
    // (A pasted row kept as text leaves only what names a thing.)
    let row = table_row(line) || csv;
    if row {
        row_identifiers(&mut ids);
    }
    let short: usize = ids.iter().map(|i| i.chars().count() + 3).sum();
    if short + 3 < line.chars().count() {
        for id in ids.into_iter().filter(|id| !told.taken_back.contains(id)) {
            if !s[IDS].contains(&id) {
                let at = kept_at(&s[IDS], theirs);
                s[IDS].insert(at, id);
            }
        }
        // So do the people it named, when no other sentence names them.
        // (Not a word the messages also write in lower case: "1. **First come, first served**".)
        for person in facts::people(line).into_iter().filter(|p| !row && (told.person)(p)) {
            let name = person.split(" (").next().unwrap_or(&person).to_string();
            // (By the whole name: "Tom" is not "Tomasz".)
            let listed = s[PEOPLE].iter().any(|p| p.split(" (").next() == Some(name.as_str()));
            if !listed && !said_elsewhere(s, PEOPLE, &name) {
                s[PEOPLE].insert(0, person);
            }
        }
    }
}

/// Decisions, constraints and questions that name (almost) nothing ("can't move it", "is it
/// too much?"), oldest first: they cost room a fact could use. A decision may name its choice in
/// one word ("Vitess it is").
fn drop_vague(s: &mut Sections, max: usize) {
    for (section, min) in [(OPEN, 2), (CONSTRAINTS, 2), (DECISIONS, 1)] {
        drop_matching(s, section, max, |item| facts::says_little(item, min));
    }
}

/// Items of `section` that `weak` picks, oldest first, until the summary fits.
fn drop_matching(s: &mut Sections, section: usize, max: usize, weak: impl Fn(&str) -> bool) {
    let mut i = 0;
    while rendered_len(s) > max && i < s[section].len() {
        if weak(&s[section][i]) {
            s[section].remove(i);
        } else {
            i += 1;
        }
    }
}

/// An identifier that a later one holds as a whole part ("44846" before
/// "http://localhost:44846", "release/1.0" before "`git push origin release/1.0 --tags`") goes:
/// the later one says it, and outlasts it (the oldest go first).
fn drop_held_identifiers(s: &mut Sections) {
    let ids = &s[IDS];
    // The latest item holding each part: its words and the pieces between separators.
    let mut holder: HashMap<&str, usize> = HashMap::new();
    for (j, id) in ids.iter().enumerate() {
        if id == FIRST_IN_LINE {
            continue;
        }
        let inner = id.trim_matches('`');
        let words = inner.split_whitespace().map(|w| w.trim_matches(['`', ',', ';']));
        let pieces = inner.split(|c: char| c.is_whitespace() || ",;()\"'`=:/".contains(c));
        for part in words.chain(pieces).filter(|p| !p.is_empty() && *p != inner) {
            holder.insert(part, j);
        }
    }
    let keep: Vec<bool> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| holder.get(id.trim_matches('`')).is_none_or(|&j| j <= i))
        .collect();
    retain_flags(&mut s[IDS], &keep);
}

/// Identifiers and people that another section's item holds verbatim go (the item says them);
/// the items that went, with their sections.
fn dedupe_identifiers(s: &mut Sections) -> Vec<(usize, String)> {
    let mut gone = Vec::new();
    for section in [IDS, PEOPLE] {
        let keep: Vec<bool> = s[section].iter().map(|item| !said_elsewhere(s, section, item)).collect();
        let mut items = std::mem::take(&mut s[section]);
        gone.extend(items.iter().zip(&keep).filter(|(_, k)| !**k).map(|(i, _)| (section, i.clone())));
        retain_flags(&mut items, &keep);
        s[section] = items;
    }
    gone
}

/// Does another section's item hold this identifier (any section) or this person (a sentence)
/// verbatim?
fn said_elsewhere(s: &Sections, section: usize, item: &str) -> bool {
    if section == IDS {
        s.iter().enumerate().filter(|(i, _)| *i != IDS).flat_map(|(_, l)| l.iter()).any(|o| o.contains(item))
    } else {
        let name = item.split(" (").next().unwrap_or(item);
        SENTENCES.iter().flat_map(|&i| s[i].iter()).any(|o| o.contains(name))
    }
}

/// Identifiers and people that went because a sentence held them come back (first in line to
/// go) when no sentence holds them any more: it was shortened or dropped.
fn restore(s: &mut Sections, deduped: &mut Vec<(usize, String)>, assistants: &HashMap<String, bool>) {
    let (back, still): (Vec<_>, Vec<_>) =
        std::mem::take(deduped).into_iter().partition(|(section, item)| !said_elsewhere(s, *section, item));
    *deduped = still;
    for (section, item) in back {
        if !s[section].contains(&item) {
            let at = if section == IDS { kept_at(&s[IDS], !assistants.contains_key(&item)) } else { 0 };
            s[section].insert(at, item);
        }
    }
}

/// Where an identifier a dropped sentence named goes among the Identifiers: what the person
/// said stands with the newest (it is as much theirs as any they said; first in line, the
/// sentences that gave room would take their names with them), what only the assistant said
/// is first in line.
fn kept_at(ids: &[String], theirs: bool) -> usize {
    if theirs { ids.len() } else { 0 }
}

/// The share of the room (percent) Identifiers keep when other facts have to go. Measured at
/// 33, 40, 45 and 50 on held-out conversations: below a half it cost identifiers more than
/// sentences gained on conversations written with many of them. At 65 rather than 50, held-out
/// conversations with ten facts of each kind kept 2–3 points more of them (an identifier is
/// the fact that costs least room: when not all fit, more are kept by keeping short ones);
/// with four of each kind it was even (−0.8 to +0.2 by batch).
const ID_SHARE: usize = 65;
/// The least room (characters) Identifiers keep so: in a small summary they are most of the facts.
const ID_FLOOR: usize = 1000;

/// Drop the oldest item of a fact section, spreading losses over the sections in proportion to
/// their (weighted) items, until the summary fits; a dropped sentence's identifiers move to the
/// Identifiers section. Each section keeps its newest item unless much has to go.
fn drop_evenly(s: &mut Sections, max: usize, told: &Told) {
    // Identifiers and names are lost at a third of the rate of the other facts (they cannot be
    // re-derived from the rest); when more than a third has to go, at a tenth, and sentences
    // may go entirely.
    let heavy = rendered_len(s) * 2 > max * 3;
    let weight = if heavy { 10 } else { 3 };
    // A sentence section counts its items at their length against the mean sentence: a section
    // of long items loses more of them, a section of short ones (questions) fewer.
    let sentences: Vec<usize> =
        [DECISIONS, CONSTRAINTS, OPEN].iter().flat_map(|&i| s[i].iter().map(|l| l.chars().count())).collect();
    let mean = (sentences.iter().sum::<usize>() / sentences.len().max(1)).max(1);
    let sizes: Vec<usize> = s
        .iter()
        .enumerate()
        .map(|(i, l)| {
            if i == IDS || i == PEOPLE {
                l.len() * 10
            } else if i == OPEN {
                // (An open question is a pending ask: it loses a little less than its length.)
                l.iter().map(|x| x.chars().count()).sum::<usize>() * weight * 17 / 2 / mean
            } else {
                l.iter().map(|x| x.chars().count()).sum::<usize>() * weight * 10 / mean
            }
        })
        .collect();
    // Identifiers take at most ID_SHARE percent of the room before any other fact goes: the
    // decisions, rules and questions need the rest (first in line go first).
    // (A small room is theirs: never less than ID_FLOOR characters.)
    let id_room = (max * ID_SHARE / 100).max(ID_FLOOR);
    let id_len = |s: &Sections| lines_of(IDS, &s[IDS]).iter().map(|l| l.chars().count() + 3).sum::<usize>();
    while rendered_len(s) > max && id_len(s) > id_room && s[IDS].len() > 1 {
        s[IDS].remove(0);
    }
    let mut dropped = [0usize; 8];
    while rendered_len(s) > max {
        // (The identifiers a dropped sentence leaves stay within that share too: hundreds of
        // questions each naming one code leave codes, not a summary of codes.)
        if id_len(s) > id_room && s[IDS].len() > 1 {
            s[IDS].remove(0);
            continue;
        }
        // The section whose share of items lost stays smallest after one more.
        let next = FACTS
            .iter()
            .copied()
            .filter(|&sec| s[sec].len() > usize::from(!heavy || sec == IDS || sec == PEOPLE))
            .min_by(|&a, &b| ((dropped[a] + 1) * sizes[b]).cmp(&((dropped[b] + 1) * sizes[a])));
        let Some(sec) = next else { break };
        dropped[sec] += 1;
        // The oldest item goes (what was mentioned again stands last); of a sentence section,
        // what only the assistant said goes first. (Of the older half, the longest sentence
        // went before: that was most often a decision with its reason, the facts people look
        // for, while the short ones left were fragments.)
        let at = if sec == IDS || sec == PEOPLE {
            0
        } else if let Some(at) = s[sec].iter().position(|l| told.assistants.contains_key(l)) {
            at
        } else if sec == DECISIONS || sec == CONSTRAINTS {
            // (Of the older half of choices and rules, the one that says least: "doing it",
            // "moved block it is", a fragment, before a choice with its reason.)
            let half = s[sec].len().div_ceil(2);
            (0..half).min_by_key(|&i| (content_terms(&s[sec][i]).len().min(6), i)).unwrap_or(0)
        } else {
            0
        };
        let line = s[sec].remove(at);
        if sec != IDS && sec != PEOPLE {
            keep_identifiers(s, &line, told);
        }
    }
}

/// Vocabulary overlap, conservatively: a new topic only when the message has several content
/// words, the recent conversation has enough words to judge, and they share none.
pub struct OfflineTopicJudge;

impl TopicJudge for OfflineTopicJudge {
    fn is_new_topic(&self, recent: &str, message: &str) -> Result<bool> {
        Ok(new_topic(recent, message))
    }
}

pub fn new_topic(recent: &str, message: &str) -> bool {
    let m = content_terms(message);
    let r = content_terms(recent);
    m.len() >= 4 && r.len() >= 12 && m.is_disjoint(&r)
}

/// The terms of `text` that say what it is about: words of three letters or more that are not
/// [`STOPWORDS`], and Chinese, Japanese and Korean character pairs.
pub(super) fn content_terms(text: &str) -> std::collections::HashSet<String> {
    crate::history::terms(text)
        .into_iter()
        .filter(|w| (w.chars().count() >= 3 && !STOPWORDS.contains(&w.as_str())) || is_cjk_term(w))
        .collect()
}

/// Words too common to say anything about a topic.
const STOPWORDS: &[&str] = &[
    "the",
    "and",
    "for",
    "are",
    "but",
    "not",
    "you",
    "your",
    "all",
    "any",
    "can",
    "had",
    "her",
    "was",
    "one",
    "our",
    "out",
    "has",
    "him",
    "his",
    "how",
    "its",
    "may",
    "new",
    "now",
    "old",
    "see",
    "two",
    "way",
    "who",
    "did",
    "get",
    "got",
    "let",
    "say",
    "she",
    "too",
    "use",
    "what",
    "when",
    "where",
    "which",
    "with",
    "this",
    "that",
    "these",
    "those",
    "then",
    "than",
    "them",
    "they",
    "their",
    "there",
    "here",
    "have",
    "from",
    "into",
    "about",
    "would",
    "could",
    "should",
    "will",
    "just",
    "like",
    "some",
    "more",
    "most",
    "best",
    "also",
    "very",
    "want",
    "need",
    "make",
    "does",
    "done",
    "please",
    "thanks",
    "thank",
    "okay",
    "user",
    "assistant",
    "yes",
];

fn is_cjk_term(w: &str) -> bool {
    w.chars().any(crate::history::is_cjk)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section<'a>(s: &'a str, heading: &str) -> &'a str {
        let start = s.find(&format!("## {heading}\n")).unwrap_or_else(|| panic!("no {heading} in:\n{s}"));
        let body = &s[start + heading.len() + 4..];
        body.split("\n## ").next().unwrap()
    }

    /// The open questions of `s` ("" when it has none).
    fn open(s: &str) -> &str {
        if s.contains("## Open questions\n") { section(s, "Open questions") } else { "" }
    }

    #[test]
    fn the_items_of_a_table_laid_out_with_spaces_go_before_the_persons_own_figures_but_its_total_stays() {
        let delta = "user: the deposit we agreed is £4,200 and the booking ref is HX-55123.\n\
user: sanity check these numbers pls\n\nRemove and replace plasterboard ceiling      £235\n\
Electrical test and certificate      £195\nRefit kitchen units      £1,375\n\
Skim and decorate kitchen      £1,830\nTOTAL      £3,635\n\
assistant: Looks right.";
        let laid_out = laid_out_rows(delta);
        let flagged: Vec<&str> = delta.lines().zip(&laid_out).filter(|(_, f)| **f).map(|(l, _)| l).collect();
        assert_eq!(flagged.len(), 4, "{flagged:?}");
        assert!(flagged.iter().all(|l| !l.contains("TOTAL")), "{flagged:?}");
        let full = summarize("", delta, 2000);
        for figure in ["£235", "£1,830", "£3,635", "£4,200", "HX-55123"] {
            assert!(full.contains(figure), "{figure} not in {full}");
        }
        let short = summarize("", delta, 60);
        for stays in ["£4,200", "HX-55123", "£3,635"] {
            assert!(short.contains(stays), "{stays} not in {short}");
        }
        assert!(!short.contains("£235"), "{short}");
        // (The assistant's table is no person's paste; nor is one line with a wide gap.)
        assert!(laid_out_rows("assistant: a      £1\nb      £2\nc      £3").iter().all(|f| !f));
        assert!(laid_out_rows("user: It's TKT-469916.  I mistyped.\nok  fine").iter().all(|f| !f));
        // (A long line of gaps after full stops is read once: a pass per gap over the rest of
        // the line took minutes here.)
        let long = format!("user: {}\n", "a.\t".repeat(300_000)).repeat(3);
        assert!(laid_out_rows(&long).iter().all(|f| !f));
    }

    #[test]
    fn a_tab_pasted_tables_rows_keep_their_cells_apart_so_no_name_runs_into_the_next_cell() {
        let delta = "user: Updated list!!\n\nRef\tName\tRoom\tDiet\tDeposit\n\
PUG-27-8678\tGeorge Green\tSingle\tgluten-free\t£300\n\
PUG-27-1696\tLily Barnes\tDouble\tgluten-free\t£350\n\
PUG-27-7787\tKaren Hughes\tSingle\tno pork\t£300\nassistant: ok.";
        let once = summarize("", delta, 2000);
        assert!(!once.contains("George Green Single") && !once.contains("Green\t"), "{once}");
        assert!(section(&once, "Identifiers").contains("PUG-27-8678"), "{once}");
        // (A table the assistant pasted is kept as text a while: cell by cell.)
        let theirs = summarize("", &delta.replace("user: Updated", "assistant: Updated"), 2000);
        assert!(section(&theirs, "Other").contains("PUG-27-8678 | George Green | Single"), "{theirs}");
        // (Read back by the next run: still no "George Green Single".)
        let again = summarize(&once, "user: thanks, that's all for the list\nassistant: Noted.", 2000);
        assert!(!again.contains("Green Single"), "{again}");
        assert!(section(&again, "People & roles").contains("George Green"), "{again}");
    }

    #[test]
    fn a_settling_word_with_nothing_to_settle_and_the_assistants_noting_make_no_decision() {
        let delta = "user: Not reopening this.\nassistant: Final answer noted.\nuser: 我拍板了！\nassistant: 明白，这个就当定下来了。顺便建议核对一下下周的排班表和跟客户说的是不是一致。";
        let out = summarize("", delta, 2000);
        assert!(!out.contains("## Decisions"), "{out}");
        // The person's own settling word still settles what they said before it.
        let out = summarize("", "user: we rent the bigger van. done, not discussing it again", 2000);
        assert!(section(&out, "Decisions").contains("bigger van"), "{out}");
    }

    #[test]
    fn a_plan_and_a_sentence_that_says_how_things_are_make_a_decision_with_its_reason() {
        let before = "user: I run the site at Hollow Lane, planning the week.\nassistant: Ok.\n";
        for (line, choice, why) in [
            (
                "we'll sheet the plot 3 blockwork over the weekend. there's a hard frost coming Sunday night",
                "sheet the plot 3 blockwork over the weekend",
                "there's a hard frost coming Sunday night",
            ),
            (
                "nah lets get the timber frame lads back for the dormer. thing is our chippies have never done a steel-and-timber dormer",
                "get the timber frame lads back for the dormer",
                "our chippies have never done a steel-and-timber dormer",
            ),
            // (A dash after a label that says a choice follows is no reason: "ok change of plan -".)
            (
                "ok change of plan - sheet the plot 3 blockwork over the weekend. there's a hard frost coming Sunday night",
                "sheet the plot 3 blockwork over the weekend",
                "there's a hard frost coming Sunday night",
            ),
        ] {
            let out = summarize("", &format!("{before}user: {line}\nassistant: Ok."), 2000);
            let decisions = section(&out, "Decisions");
            assert!(decisions.lines().any(|d| d.contains(choice) && d.contains(why)), "{line}\n{out}");
        }
        // A new subject, a question or a sentence naming identifiers is no reason.
        for line in [
            "we'll sheet the plot 3 blockwork over the weekend. also the printer in the cabin is broken",
            "we'll sheet the plot 3 blockwork over the weekend. is the frost forecast still on for Sunday?",
            "we'll sheet the plot 3 blockwork over the weekend. the sheeting order is PO-77812",
        ] {
            let out = summarize("", &format!("{before}user: {line}\nassistant: Ok."), 2000);
            let decisions = out
                .split_once("## Decisions\n")
                .map_or("", |(_, rest)| rest.split("\n## ").next().unwrap_or(""));
            assert!(!decisions.contains("blockwork"), "{line}\n{out}");
        }
        assert!(!facts::has_reason("ok so change of plan - sheet the blockwork"));
        assert!(facts::has_reason("we sheet the blockwork this weekend - the frost is coming"));
    }

    #[test]
    fn a_choice_in_the_letter_the_person_asked_for_stands_with_their_own_facts() {
        // One letter read, its body a plan with its reason.
        let letter = serde_json::json!({"id": "m_21695", "from": "Helen Marsh <h.marsh@uni.example>", "date": "2027-01-11 09:19",
            "subject": "Re: next steps",
            "body": "Hi Tomasz,\n\nThought about it over the weekend. I think we should write the thesis in LaTeX rather than Word — the graduate school Word template mangles the figure numbering. Let's not spend more time on the alternatives.\n\nBest,\nHelen"});
        let letter = serde_json::to_string_pretty(&letter).unwrap();
        // The list a search found, the ask naming the sender: the notes' sentence, not the sender.
        let notes = serde_json::json!({"messages": [{"id": "m_58786076", "from": "Dr Patel <partners@vets.example>",
            "subject": "Notes from today", "received": "2027-01-06T13:06:00Z",
            "body": "Hi all,\n\nQuick summary from today:\n\n- On out-of-hours cover: we'll renew the out-of-hours contract for another year, as none of the vets wants nights back on top of learning the new X-ray system.\n- Jade will update the theatre checklist.\n\nMeera"}]});
        let notes = serde_json::to_string_pretty(&notes).unwrap();
        for (ask, result, want, why) in [
            (
                "did Helen reply about the thesis format?",
                letter,
                "write the thesis in LaTeX rather than Word",
                "the graduate school Word template mangles the figure numbering",
            ),
            (
                "Did Dr Patel send round the notes from the meeting with the vets? I missed the end of it.",
                notes,
                "renew the out-of-hours contract for another year",
                "none of the vets wants nights back on top of learning the new X-ray system",
            ),
        ] {
            let digest = crate::compress::digest::result_digest_replied(&result, ask, "He did, it's brief.");
            assert!(digest.contains(want) && digest.contains(why), "{digest}");
            // The person's own choices before it: when one has to go, the oldest goes, not the
            // letter's (before, what a found letter stated was first in line).
            let mut earlier = String::new();
            for i in 0..8 {
                earlier.push_str(&format!(
                    "user: we decided to move standup {i} to the small room because the big one is booked by finance\nassistant: Noted.\n"
                ));
            }
            let delta = format!(
                "{earlier}user: {ask}\n[tool call] mail args={{\"action\": \"search\", \"query\": \"{ask}\"}}\n[tool result] mail → {digest}\nassistant: Yes, it came round at lunchtime."
            );
            let out = summarize("", &delta, 600);
            let decisions = section(&out, "Decisions");
            assert!(decisions.contains(want) && !decisions.contains("standup 0 "), "{out}");
        }
    }

    #[test]
    fn an_identifier_in_backticks_and_without_is_kept_once() {
        let previous = "## Identifiers\n- `dobinSTARUltrafastUniversal2013`; PCOMPBIOL-D-26-23339";
        let out = summarize(
            previous,
            "user: cite dobinSTARUltrafastUniversal2013 for the aligner, it's 2013",
            2000,
        );
        assert_eq!(
            section(&out, "Identifiers").matches("dobinSTARUltrafastUniversal2013").count(),
            1,
            "{out}"
        );
    }

    #[test]
    fn a_pasted_markdown_heading_is_no_question() {
        let delta = "user: ## Open questions\n- whether the warranty covers bird damage?\n- (more as I think of them)\nassistant: Noted.";
        let out = summarize("", delta, 2000);
        assert!(!open(&out).contains("## Open"), "{out}");
        assert!(open(&out).contains("bird damage"), "{out}");
        assert!(markdown_heading("### Notes") && !markdown_heading("#1 purifier back to 2h"));
        assert!(!markdown_heading("## Decision: go with Postgres"));
    }

    #[test]
    fn a_request_in_a_later_clause_closes_with_the_work_done() {
        let delta = "user: gateway's stuck again, can you renew the signing cert pls\n[tool call] shell args={\"cmd\": \"edigw cert renew --alias edi-out-7\"}\n[tool result] shell → ok: 23 item(s) processed\nassistant: Here's what came back. I'd keep an eye on it but no action needed right now.";
        let out = summarize("", delta, 2000);
        assert!(!open(&out).contains("signing cert"), "{out}");
    }

    #[test]
    fn an_order_given_with_its_reason_that_the_assistant_notes_is_a_decision() {
        for (order, reply) in [
            (
                "redo the single-cell integration with scVI — Harmony over-corrected the rare cell types.",
                "Okay, I've got that written down here.",
            ),
            (
                "after SLT: ring parents of any absent candidate by 9:15, because a Y11 slept through Chemistry last summer",
                "All captured.",
            ),
            // (Its reason in a candid sentence of its own after it.)
            (
                "yeah ok. move Jellyfin onto the N100 mini PC. honestly the reason is just that it has Quick Sync for the transcoding",
                "Good call. I'd do it on a weekend morning rather than at midnight.",
            ),
        ] {
            let delta = format!("user: morning\nassistant: Morning!\nuser: {order}\nassistant: {reply}");
            let out = summarize("", &delta, 2000);
            let order = order.trim_start_matches("yeah ok. ");
            assert!(section(&out, "Decisions").contains(order.trim_end_matches('.')), "{out}");
        }
        // Carried out, or not said with a reason, it is a request; a reply that asks back
        // notes nothing.
        for (order, reply) in [
            (
                "restart the nginx container because the site is throwing 502s again",
                "[tool call] shell args={\"cmd\": \"docker restart nginx\"}\n[tool result] shell → nginx\nassistant: Done, it's back up.",
            ),
            ("ring parents of any absent candidate by 9:15", "assistant: Noted."),
            (
                "redo the single-cell integration with scVI — Harmony over-corrected the rare cell types.",
                "assistant: Noted — do you want the old run archived?",
            ),
            // ("fair" is a word of its own: "fairly" notes nothing.)
            (
                "redo the single-cell integration with scVI — Harmony over-corrected the rare cell types.",
                "assistant: That's fairly common with rare cell types.",
            ),
        ] {
            let delta = format!("user: morning\nassistant: Morning!\nuser: {order}\n{reply}");
            let out = summarize("", &delta, 2000);
            assert!(!out.contains("## Decisions"), "{out}");
        }
    }

    #[test]
    fn a_reply_that_declines_a_question_does_not_answer_it_in_a_later_paragraph() {
        let delta = "user: hmm. wondering if second shooters count as employees for the insurance. the forums are split\n\nalso teh balance due date on their contract says 06.06.27 ta\nassistant: **First thing**\nGood question, and not one I want to guess at. Until you hear back, I wouldn't promise anything either way to the couple.\n\n**Second**\nGot it. If it moves again, tell the second shooter and the venue in the same message so nobody works from an old date.";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("second shooters count as employees for the insurance"), "{out}");
        // Without the paragraph that declines, the later one on its subject answers it.
        let answered = delta.replace("Good question, and not one I want to guess at. ", "");
        let out = summarize("", &answered, 2000);
        assert!(!open(&out).contains("second shooters"), "{out}");
        // "something I can't get my head round is whether …" asks.
        let out = summarize(
            "",
            "user: something I can't get my head round is whether the wind readings from the weather station are any use behind the hedge\nassistant: Colin and the cockerel — the eternal feud.",
            2000,
        );
        assert!(open(&out).contains("the wind readings from the weather station"), "{out}");
    }

    #[test]
    fn a_question_carried_over_is_answered_by_what_a_lookup_made_for_it_found() {
        // The run opens on the lookup for the question the last run ended on.
        let previous = "## Open questions\n- Roughly what's 281,000 JPY in pounds?\n";
        let delta = "[tool call] currency_convert args={\"amount\": 281000, \"from\": \"JPY\", \"to\": \"GBP\"}\n\
[tool result] currency_convert → 281,000 JPY = 1,466.82 GBP\n\
assistant: About £1,466.82. For a quote I'd round up a little.";
        let out = summarize(previous, delta, 2000);
        assert!(!open(&out).contains("281,000 JPY"), "{out}");
        // A lookup for a later message answers nothing about a question asked long before.
        let previous = "## Open questions\n- hmm what about the water softener for the espresso machine ah\n";
        let delta = "[tool call] ssh args={\"host\": \"tb-pos01\", \"cmd\": \"sudo ufw status\"}\n\
[tool result] ssh → Status: active\n6545/tcp ALLOW 192.168.31.0/24\n\
assistant: The firewall is active and only allows 6545 and SSH from the shop network.";
        let out = summarize(previous, delta, 2000);
        assert!(open(&out).contains("water softener"), "{out}");
    }

    #[test]
    fn a_flat_reply_after_a_lookup_made_for_the_question_answers_it() {
        for (delta, asked) in [
            (
                "user: client says the timelapse stopped?\n\
[tool call] shell args={\"cmd\": \"systemctl status timelapse\"}\n\
[tool result] shell → active (running)\n\
assistant: Running. If it looks stuck it's probably just the upload lagging.",
                "timelapse",
            ),
            (
                "user: TM server still alive?\n\
[tool call] shell args={\"cmd\": \"systemctl status tm-server\"}\n\
[tool result] shell → active (running) since Mon\n\
assistant: It is, and last night's backup ran too.",
                "TM server",
            ),
        ] {
            let out = summarize("", delta, 2000);
            assert!(!open(&out).contains(asked), "{out}");
        }
        // A lookup that shares no word with the question, a reply that asks back, or one that
        // says nothing has come, answers nothing.
        let delta = "user: did we ever figure out the DR region?\n\
[tool call] grep args={\"pattern\": \"DB_HOST\", \"path\": \"monolith/src/billing\"}\n\
[tool result] grep → config/AppConfig.java:39: String host = env(\"DB_HOST\")\n\
assistant: Done. The manifests are applied and Argo shows the app as healthy.";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("DR region"), "{out}");
        let delta = "user: anything from Mr Bains re the C diff RCA?\n\
[tool call] mail_search args={\"from\": \"Bains\"}\n\
[tool result] mail_search → 0 messages\n\
assistant: Nothing from Mr Bains about it yet. Want me to draft a chaser?";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("Mr Bains"), "{out}");
        let delta = "user: the rest, classic?\n\
[tool call] ssh_run args={\"cmd\": \"ls /srv/forms\"}\n\
[tool result] ssh_run → 14 files\n\
assistant: Want me to chase the missing ones in the parents' group?";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("the rest, classic?"), "{out}");
    }

    #[test]
    fn a_reply_opening_with_the_figure_asked_for_or_one_side_answers_the_question() {
        for (delta, asked) in [
            (
                "user: concrete for a slab 6.3 x 4.5 at 200mm?\nassistant: 5.67 m³ — I'd order 6.5 to allow for the sub-base.",
                "concrete",
            ),
            (
                "user: 2885美元大概多少人民币？\n\
[tool call] currency_convert args={\"amount\": 2885, \"from\": \"USD\", \"to\": \"CNY\"}\n\
[tool result] currency_convert → 2,885 USD = 20,541.20 CNY\n\
assistant: 大约20,541.20元。记账的话按实际到账那天的汇率为准。",
                "2885美元",
            ),
            ("user: 孩子的头盔买蓝的还是红的？\nassistant: 红的。水上好认，OP的帆又是白的。", "头盔"),
        ] {
            let out = summarize("", delta, 2000);
            assert!(!open(&out).contains(asked), "{out}");
        }
        // A figure that answers no figure asked for, and a first word of neither side, close
        // nothing.
        for (delta, asked) in [
            ("user: can he do saturdays too?\nassistant: 10:30 on the 14th is booked.", "saturdays"),
            ("user: 孩子的头盔买蓝的还是红的？\nassistant: 我也说不好，看孩子喜欢哪个。", "头盔"),
        ] {
            let out = summarize("", delta, 2000);
            assert!(open(&out).contains(asked), "{out}");
        }
    }

    #[test]
    fn an_offer_carried_over_closes_with_the_persons_next_message() {
        let previous = "## Open questions\n- 要我帮你把准备时间先占上吗？\n";
        let out =
            summarize(previous, "user: 三点以后有空吗？看下日历\nassistant: 三点半有招聘进度会。", 2000);
        assert!(!open(&out).contains("准备时间"), "{out}");
        // A question of the person's carried over stays open until it is answered.
        let previous = "## Open questions\n- has anyone confirmed step-free access to the Grimshaw Room?\n";
        let out = summarize(previous, "user: also the caterers rang\nassistant: Noted.", 2000);
        assert!(open(&out).contains("Grimshaw Room"), "{out}");
    }

    #[test]
    fn a_decision_s_reason_may_come_in_the_persons_next_line() {
        let delta = "user: decided: go cashless at Joo Chiat\nuser: counting cash takes 40 minutes every night mah\nassistant: Makes sense.";
        let out = summarize("", delta, 2000);
        assert!(
            out.contains(
                "- decided: go cashless at Joo Chiat — counting cash takes 40 minutes every night mah"
            ),
            "{out}"
        );
        // (A request or a question after it is no reason; nor is what follows the assistant.)
        for next in [
            "user: can you check the roster for Sunday",
            "user: is the van back?",
            "assistant: Noted.\nuser: the van is back",
        ] {
            let delta = format!("user: decided: we'll go with Hetzner\n{next}");
            let out = summarize("", &delta, 2000);
            assert!(out.contains("- decided: we'll go with Hetzner\n"), "{out}");
        }
        // (Shortened, a choice keeps its verb.)
        assert_eq!(facts::compact("decided: go cashless at Joo Chiat"), "go cashless at Joo Chiat");
        // ("go with" says no more than what it goes with.)
        assert_eq!(facts::compact("ok we'll go with Hetzner"), "Hetzner");
    }

    #[test]
    fn the_assistant_saying_back_the_persons_choice_keeps_it_as_theirs() {
        let delta = "user: that call with the ordr people went fine\n\
assistant: From what you told me after the call: move the ordr database to managed postgres, because the droplet's disk filled up during the christmas rush.\n\
user: yep";
        let out = summarize("", delta, 2000);
        assert!(section(&out, "Decisions").contains("move the ordr database to managed postgres"), "{out}");
        let delta = "user: 通知那件事\nassistant: 你定的是：订单通知继续用公众号模板消息——短信签名审核他们不愿意等。\nuser: 对";
        let out = summarize("", delta, 2000);
        assert!(section(&out, "Decisions").contains("订单通知继续用公众号模板消息"), "{out}");
    }

    #[test]
    fn the_persons_decision_for_one_side_of_a_choice_they_asked_about_closes_the_question() {
        let delta = "user: ok two options: moving pihole into an LXC, or keep Pi-hole on the Raspberry Pi. thoughts?\n\
assistant: Depends which annoyance you'd rather live with: a bit of setup now, or the current problem coming back.\n\
user: right, decided: keep Pi-hole on the Raspberry Pi. DNS shouldn't die every time Proxmox reboots, that's the clincher\n\
assistant: Agreed.";
        let out = summarize("", delta, 2000);
        assert!(!open(&out).contains("LXC"), "{out}");
        assert!(section(&out, "Decisions").contains("keep Pi-hole on the Raspberry Pi"), "{out}");
    }

    #[test]
    fn a_short_reply_on_the_subject_of_the_question_that_ended_the_message_answers_it() {
        for (delta, asked) in [
            (
                "user: 跳远踩线算不算\nassistant: 踩线就算犯规，这一跳不计成绩。起跳板前沿那条线碰到都算。",
                "踩线",
            ),
            (
                "user: “您”和“你”在游戏文本里怎么选？\nassistant: 看角色关系和游戏风格。系统提示一般用“您”，角色对话多用“你”。",
                "游戏文本",
            ),
            (
                "user: who's Aisha Ahmed's tutor? need a signature on the candidate statement\n\
[tool call] pupil_lookup args={\"query\": \"Aisha Ahmed\"}\n\
[tool result] pupil_lookup → {\"reg_group\": \"13TS\", \"tutor\": \"Delphine Everard\"}\n\
assistant: Aisha is in 13TS and the tutor is Delphine Everard (based in Rm 3).",
                "tutor",
            ),
        ] {
            let out = summarize("", delta, 2000);
            assert!(!open(&out).contains(asked), "{out}");
        }
        // A reply that opens on the other thing the message said, that has no news yet, or that
        // does not know, answers nothing.
        for (delta, asked) in [
            (
                "user: the lintel over the plot 2 back door looks short to me. also is the air tightness test done per plot or once for the whole site?\n\
assistant: From your description I'd want the bearing measured — most lintels need at least 150mm each end.",
                "air tightness",
            ),
            (
                "user: 峨眉山的观光车对60岁以上是不是免费？\nassistant: 观光车这个我不确定，得问景区。",
                "观光车",
            ),
        ] {
            let out = summarize("", delta, 2000);
            assert!(open(&out).contains(asked), "{out}");
        }
    }

    #[test]
    fn a_lookup_read_out_answers_the_question_that_ended_the_message() {
        let delta = "user: did the array finish overnight?\n\
[tool call] slurm_jobs args={\"user\": \"tk\"}\n\
[tool result] slurm_jobs → {\"jobs\": 8, \"completed\": 2, \"failed\": 2, \"worst\": 44291364}\n\
assistant: You have 8 jobs: 2 completed, 2 failed. The one to look at is 44291364.";
        let out = summarize("", delta, 2000);
        assert!(!open(&out).contains("array finish"), "{out}");
        // (Their own figure said back answers nothing.)
        let delta = "user: book Dave in at 10:30 on the 14th. can he do saturdays too?\n\
[tool call] calendar_add args={\"time\": \"10:30\"}\n\
[tool result] calendar_add → {\"booked\": \"10:30\", \"day\": 14}\n\
assistant: Booked, 10:30 on the 14th.";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("saturdays"), "{out}");
        // (Nor does a reply to a question the person will look up themselves.)
        let delta = "user: can you draft a quick update email to the PH?\n\
also, does the trace and access limit reset each policy year or is it per claim? will look it up later.\n\
assistant: Subject: Your claim\n\nDear Mr Dawson,\n\nI wanted to give you a quick update on your claim. We're in the monitoring stage, which needs a few months of readings before the engineer can recommend a repair, and I'll be in touch again as soon as I hear back.\n\nKind regards,\nGemma";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("trace and access limit"), "{out}");
    }

    #[test]
    fn a_letter_drafted_for_a_request_answers_no_question_asked_beside_it() {
        let letter = "Dear Mrs Brennan,\n\nThank you for your patience while we looked into your claim for the damage to your roof. Our loss adjuster found that the mortar holding the ridge tiles had deteriorated over time.\n\nIf you are unhappy with our decision, you can make a complaint and details of how to do this are enclosed.\n\nKind regards,\nSophie Ambler\nProperty Claims | Calder Vale Insurance";
        let delta = format!(
            "user: something I've never been clear on - what's the new TPA's escalation route if they just sit on a claim?\n\nneed a decline on Albion Terrace. LA says wear and tear. draft pls, nice but firm\nassistant: {letter}"
        );
        let out = summarize("", &delta, 2000);
        assert!(open(&out).contains("escalation route"), "{out}");
        // (What the reply says past the letter's signature may answer it.)
        let delta = format!(
            "{delta}\n\nOn the TPA question: the escalation route for a claim they sit on is the delegated authority manager, after ten working days."
        );
        let out = summarize("", &delta, 2000);
        assert!(!open(&out).contains("escalation route"), "{out}");
        // (Nor a question a pasted letter asks: the reply drafted to it answers it.)
        let delta = format!(
            "user: the PH emailed again:\n\nHi Sophie,\n\nI sent the photos a month ago. Why is this taking so long on my claim?\n\nThanks, Paul\n\ncan you draft a reply, nice but firm\nassistant: {letter}"
        );
        let out = summarize("", &delta, 2000);
        assert!(!open(&out).contains("taking so long"), "{out}");
        // (A reply that greets the person and signs off nowhere speaks to them: it answers.)
        let delta = "user: what's the new TPA's escalation route if they just sit on a claim?\n\nalso need a decline on Albion Terrace, draft pls\nassistant: Hi Sophie,\n\nThe escalation route for a claim the TPA sits on is the delegated authority manager, after ten working days.\n\nI'll do the decline next.";
        let out = summarize("", delta, 2000);
        assert!(!open(&out).contains("escalation route"), "{out}");
        // (A letter asked for by the question itself answers it.)
        let delta = format!("user: what do I say to Mrs Brennan about the roof claim?\nassistant: {letter}");
        let out = summarize("", &delta, 2000);
        assert!(!open(&out).contains("Mrs Brennan"), "{out}");
        // (A draft quoted with `>` is such a letter, greeting and sign-off or not.)
        let delta = "user: so. any idea how long research computing keeps files in scratch before purging them? can you draft two lines to Jess, who missed Thursday's practical?\nassistant: Sure:\n\n> Hi Jess, no problem about Thursday. The worksheet and the data are on the course page; work through part A before the next session and bring any questions along.\n\nAdjust the tone if you like.";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("files in scratch"), "{out}");
        assert!(!open(&out).contains("two lines to Jess"), "{out}");
    }

    #[test]
    fn a_condition_put_on_what_the_assistant_asked_leave_to_do_is_a_rule_with_its_act() {
        let delta = "user: where are we w the loft admin
assistant: Mostly done. One thing — shall I tell them they can sign for a delivery today?
user: no! not without checking it against the PO. ever. thats the rule
assistant: Understood.
user: what's left?
assistant: Almost everything is done. One thing: should I plan to start the kitchen refit now, or hold off?
user: Hold off! only once the client has confirmed the tile order, remember.
assistant: 基本都弄完了，就一件：要不要今天就开始拆墙？
user: 别急，物业批了才行，以后都这样
assistant: Shall I draft the reply to Priya now?
user: yes please
assistant: Should I send the invoice to the accounts inbox?
user: no, to Marek directly";
        let out = summarize("", delta, 2000);
        let rules = section(&out, "Constraints & conventions");
        assert!(
            rules.contains("sign for a delivery today? — no! not without checking it against the PO"),
            "{out}"
        );
        assert!(
            rules.contains("start the kitchen refit now, or hold off? — Hold off! only once the client"),
            "{out}"
        );
        assert!(rules.contains("要不要今天就开始拆墙？ — 别急，物业批了才行"), "{out}");
        // (A yes, or a no that puts no condition on it, lays down nothing.)
        assert!(!rules.contains("draft the reply"), "{out}");
        assert!(!rules.contains("Marek"), "{out}");
    }

    #[test]
    fn so_be_it_and_a_picked_option_settle_the_plan_after_them() {
        let delta = "user: right then. we put the truss lift back to Friday, Thursday's gusts are forecast at forty miles an hour
assistant: Makes sense.
user: option 2. we swap the loft stairs for a winder, a straight flight eats half the bedroom below
assistant: Done, noted.
user: right then. we have 40 boxes left, enough for the week
assistant: Good.";
        let out = summarize("", delta, 2000);
        let decisions = section(&out, "Decisions");
        assert!(decisions.contains("we put the truss lift back to Friday, Thursday's gusts"), "{out}");
        assert!(decisions.contains("we swap the loft stairs for a winder, a straight flight"), "{out}");
        assert!(!decisions.contains("40 boxes"), "{out}");
    }

    #[test]
    fn a_plan_listed_with_its_reason_in_brackets_under_a_plan_heading_is_a_choice() {
        let delta = "user: Planning for the next few weeks, as it stands:\n\n\
1. update the rate sheet\n\
2. switch Lindner to monthly invoicing (their accounts team only pays at month end anyway)\n\n\
Meinungen?\n\
assistant: Looks good.\n\
user: 下周的安排捋一下：\n\n1. 每天收工拍照发群里\n2. 水管全部换成PPR热熔（老的镀锌管里面全是锈）\n\
assistant: 好的。\n\
user: todo:\n- call the plumber (he is back on Monday after his holiday)\n\
assistant: Noted.";
        let out = summarize("", delta, 2000);
        let decisions = section(&out, "Decisions");
        assert!(decisions.contains("switch Lindner to monthly invoicing (their accounts team"), "{out}");
        assert!(decisions.contains("水管全部换成PPR热熔（老的镀锌管里面全是锈）"), "{out}");
        // (A plan without its reason, or a list that heads no plans, chooses nothing.)
        assert!(!decisions.contains("rate sheet"), "{out}");
        assert!(!decisions.contains("plumber"), "{out}");
    }

    #[test]
    fn a_rule_said_with_only_where_or_in_german_is_a_rule() {
        let delta = "user: I use machine translation only where the client has allowed it in writing
assistant: Noted.
user: Neue Regel: Dolmetscheinsätze über sechs Stunden — nur mit Kabinenpartnerin und Mittagspause.
assistant: Noted as a firm rule.";
        let out = summarize("", delta, 2000);
        let rules = section(&out, "Constraints & conventions");
        assert!(rules.contains("only where the client has allowed it in writing"), "{out}");
        assert!(rules.contains("nur mit Kabinenpartnerin"), "{out}");
    }

    #[test]
    fn asking_leave_and_putting_a_condition_on_it_are_read_as_such() {
        assert_eq!(
            facts::asks_leave("One thing — shall I tell them they can sign for a delivery today?").as_deref(),
            Some("shall I tell them they can sign for a delivery today?")
        );
        assert_eq!(
            facts::asks_leave("Fast alles erledigt. Eine Frage noch: Soll ich das einplanen — Rechnungen schreiben — oder lieber warten?")
                .as_deref(),
            Some("Soll ich das einplanen — Rechnungen schreiben — oder lieber warten?")
        );
        assert!(facts::asks_leave("Shall I?").is_none());
        assert!(facts::asks_leave("I shall tell them they can sign today.").is_none());
        assert!(facts::asks_leave("How should I word the email to the plumber?").is_none());
        // (A sentence whose lower case is longer is not cut at a wrong offset.)
        assert!(facts::asks_leave("İİİ — shall I tell them they can sign today?").is_none());
        assert!(facts::conditions_it("no! not without checking it against the PO. ever."));
        assert!(facts::conditions_it("Yes, but only with a booth partner."));
        assert!(facts::conditions_it("不行，必须先报物业。这个是规矩"));
        assert!(!facts::conditions_it("yes please"));
        assert!(!facts::conditions_it("no, to Marek directly"));
        assert!(!facts::conditions_it("nothing yet, the supplier only rang once"));
        assert!(!facts::conditions_it("not sure, what do you think?"));
        assert!(facts::conditions_it("先别！收到定金再说。"));
        assert!(!facts::conditions_it("等下再说，先用下火烤"));
        assert!(!facts::conditions_it("不要，今天不想知道，周五再说"));
    }

    #[test]
    fn a_rule_laid_down_in_a_pasted_chat_is_kept_and_its_chatter_is_not() {
        let delta = "user: here's the chat:\n\
[04/01/2027, 20:27] Dan: remember never leave the camera bag in the car when we're staying at a venue overnight\n\
[05/01/2027, 08:15] Kemi: shop's quiet, doing the mount board order\n\
[05/01/2027, 08:16] Dan: can't make it tonight, sorry\n\
assistant: Noted.";
        let out = summarize("", delta, 2000);
        let rules = section(&out, "Constraints & conventions");
        assert!(rules.contains("never leave the camera bag"), "{out}");
        assert!(!rules.contains("can't make it"), "{out}");
        assert!(!rules.contains("mount board"), "{out}");
    }

    #[test]
    fn a_line_after_a_decision_that_is_a_choice_of_its_own_is_no_reason() {
        let delta = "user: change of plan: let Sunil do the electrical checks for both buildings\nuser: change of plan - let Sunil do the gas checks too\nuser: decided: go cashless at Joo Chiat\nuser: - 数据库留在服务器上换块大盘（因为云数据库比他们现在多花三倍）\nuser: decided: we keep the Saturday stall\nuser: the footfall there doubled since the market moved\nassistant: Noted.";
        let out = summarize("", delta, 2000);
        let decisions = section(&out, "Decisions");
        assert!(!decisions.contains("electrical checks for both buildings —"), "{out}");
        assert!(!decisions.contains("Joo Chiat —"), "{out}");
        assert!(!decisions.contains("Gim Hin —"), "{out}");
        assert!(decisions.contains("Saturday stall — the footfall there doubled"), "{out}");
    }

    #[test]
    fn a_call_about_a_question_that_got_no_answer_leaves_it_open() {
        let delta = "user: rang the council to ask if the neighbours can object to the licence renewal, on hold 40 mins then it cut off\nassistant: That's maddening. Try email instead.";
        let out = summarize("", delta, 2000);
        assert!(open(&out).contains("neighbours can object to the licence renewal"), "{out}");
        let delta =
            "user: rang the council to ask if the bins go out on Friday, they said yes\nassistant: Good.";
        assert!(!open(&summarize("", delta, 2000)).contains("bins"));
    }

    #[test]
    fn a_tool_call_keeps_the_command_it_ran_however_its_json_is_spaced() {
        let delta = "user: restart the bridge please\n\
[tool call] pi_shell args={\"host\": \"keyhub.local\", \"command\": \"sudo chown -R pi:pi /opt/thermo-mqtt/data\"}\n\
[tool result] pi_shell → ok\n\
[tool call] shell args={\"cmd\":\"grep -c \\\"ERR\\\" app.log\"}\n\
[tool call] notes args={\"title\": \"cmd\", \"text\": \"nothing to run\"}";
        let out = summarize("", delta, 2000);
        assert!(out.contains("sudo chown -R pi:pi /opt/thermo-mqtt/data"), "{out}");
        assert!(out.contains("grep -c \"ERR\" app.log"), "{out}");
        assert!(!out.contains("`nothing to run`"), "{out}");
        // A digest clipped mid-command keeps what it has.
        assert_eq!(
            call_command("{\"command\": \"journalctl -u edigw --since -16…"),
            Some("journalctl -u edigw --since -16".into())
        );
        assert_eq!(call_command("{\"query\": \"command line\"}"), None);
    }

    #[test]
    fn a_tool_calls_keys_and_its_own_words_are_no_identifiers() {
        let ids = tool_identifiers(
            "calendar {\"action\": \"create_event\", \"date\": \"2027-04-21\", \"all_day\": true, \"from\": \"next_monday\", \"ref\": \"INV-5119\"}",
        );
        assert_eq!(ids, vec!["2027-04-21".to_string(), "INV-5119".to_string()]);
    }

    #[test]
    fn a_result_the_user_asked_for_keeps_what_names_one_thing_and_its_keyed_ports() {
        // What names one thing comes before what names a kind ("linux-x64", "LISTEN 0").
        let ids = result_identifiers(
            "shell → JobSheet Pro v2.22.5 (linux-x64) LISTEN 0  511  0.0.0.0:3000  0.0.0.0:*  users:((\"jobsheet\",pid=913,fd=21))",
        );
        assert!(ids.contains(&"v2.22.5".to_string()) && ids.contains(&"0.0.0.0:3000".to_string()), "{ids:?}");
        assert!(!ids.iter().any(|id| id.contains("LISTEN")), "{ids:?}");
        // A number under a key that names a port is the port.
        let ids =
            result_identifiers("door → {\"controller\": \"DL-400\", \"uptime_h\": 850, \"api_port\": 10001}");
        assert!(
            ids.contains(&"api_port 10001".to_string()) && ids.contains(&"DL-400".to_string()),
            "{ids:?}"
        );
        assert!(result_identifiers("ssh_exec → 8:port = 5901").contains(&"port 5901".to_string()));
        assert_eq!(
            keyed_ports("Port: 8140, report = 12, port = 99999, port = 80.5, airport = 1234"),
            ["Port 8140"]
        );
        // An uptime or a count under another key is no port.
        assert!(keyed_ports("{\"uptime_h\": 850, \"readers_online\": 14}").is_empty());
    }

    #[test]
    fn a_plan_put_for_a_yes_in_a_pasted_chat_and_given_one_is_a_decision() {
        let chat = |reply: &str| {
            format!(
                "user: from Sue, for the record:\n\n\
                [07/01/2027, 13:47] Sue: did you and Jess sort out engine servicing in the end\n\
                [07/01/2027, 13:48] Sue: so it's do the outboard servicing in-house this year, because Tom's finished the Yamaha technician course. right?\n\
                [07/01/2027, 13:50] Rob: {reply}\n\
                [07/01/2027, 13:51] Sue: ok I'll put it in the diary\n\
                assistant: Noted."
            )
        };
        let s = summarize("", &chat("exactly that"), 2000);
        assert!(
            section_or_empty(&s, "Decisions")
                .contains("do the outboard servicing in-house this year, because Tom's finished"),
            "{s}"
        );
        // (Not when the answer is no.)
        let s = summarize("", &chat("no, we're still waiting on the quote"), 2000);
        assert!(section_or_empty(&s, "Decisions").is_empty(), "{s}");
        let s = summarize(
            "",
            "user: 群里刚说的\n[07/01/2027, 13:48] 阿杰: 所以是主帆换成海德帆厂的，因为报价里包了两次免费改帆，对吧？\n[07/01/2027, 13:49] 老周: 对的\nassistant: 记下了。",
            2000,
        );
        assert!(section_or_empty(&s, "Decisions").contains("主帆换成海德帆厂的"), "{s}");
    }

    #[test]
    fn a_choice_weighed_in_a_pro_and_con_list_and_settled_is_a_decision_with_its_first_reason() {
        let delta = "user: Before I forget — Let me think this through on paper. Option on the table: send my booth partner the glossary a week ahead.\n\nPro:\n- we'll swap every half hour and need the same terms\n- I'd sleep better\n\nContra:\n- one agency might sulk\n\nGut. Gemacht. Decision taken.\nassistant: That list makes a clear case. Noted as decided.";
        let s = summarize("", delta, 2000);
        assert!(
            section_or_empty(&s, "Decisions")
                .contains("send my booth partner the glossary a week ahead — we'll swap every half hour and need the same terms"),
            "{s}"
        );
    }

    #[test]
    fn a_records_time_stamps_are_kept_only_when_the_person_asked_when() {
        assert!(time_stamp("2027-01-24") && time_stamp("2027-05-23T17:26:00") && time_stamp("15/01/2027"));
        assert!(!time_stamp("INV-2027-0124") && !time_stamp("8702/1") && !time_stamp("0.0.0.0:22"));
        assert!(asks_when("when is the Hannah & Joe wedding?") && asks_when("交房是几号"));
        assert!(!asks_when("what did the card machine take on Saturday?"));
        // (A pound sign as JSON escapes it is read.)
        assert_eq!(unescaped("\\u00a3161.40"), "£161.40");
        assert_eq!(unescaped("\\uZZ and \\u00e9"), "\\uZZ and é");
        assert!(
            result_identifiers("orders → {\"total\": \"\\u00a3161.40\"}").contains(&"£161.40".to_string())
        );
        let lookup = |ask: &str| {
            let delta = format!(
                "user: {ask}\n[tool call] orders args={{\"query\": \"Dunsford\"}}\n[tool result] orders → {{\"order\": \"SO-277112\", \"updated\": \"2027-01-24\"}}\nassistant: Found it."
            );
            summarize("", &delta, 2000)
        };
        let s = lookup("can you look up the Dunsford order for me?");
        assert!(s.contains("SO-277112") && !s.contains("2027-01-24"), "{s}");
        let s = lookup("when was the Dunsford order last updated? can you look it up");
        assert!(s.contains("2027-01-24"), "{s}");
    }

    #[test]
    fn a_result_the_lookup_only_picked_from_leaves_no_identifiers() {
        let delta = "user: Dafydd sent me something about the submission system before he went on leave — can you dig it out?\n\
[tool call] inbox_search args={\"query\": \"from:dafydd\", \"limit\": 5}\n\
[tool result] inbox_search → [{\"id\": \"m_79605f57dd\", \"from\": \"Dafydd\", \"subject\": \"Before the upgrade\"}, {\"id\": \"m_dc0fa92633\", \"from\": \"Dafydd\", \"subject\": \"Lecture theatre PCs\"}]\n\
[tool call] inbox_read args={\"id\": \"m_79605f57dd\"}\n\
[tool result] inbox_read → From: Dafydd Subject: Before the upgrade The reviewers' portal is on port 6630.\n\
assistant: Found it.";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("port 6630"), "{s}");
        assert!(!ids.contains("m_dc0fa92633") && !ids.contains("m_79605f57dd"), "{s}");
        // One record found, then acted on, is no list.
        let delta = "user: can you find the Harbour Freight invoice?\n\
[tool call] invoices args={\"query\": \"Harbour Freight\"}\n\
[tool result] invoices → INV-70487 due 2026-12-01 £410.00\n\
[tool call] pay args={\"invoice\": \"INV-70487\"}\n\
[tool result] pay → paid\n\
assistant: Found and paid.";
        let s = summarize("", delta, 2000);
        assert!(s.contains("INV-70487") && section(&s, "Identifiers").contains("£410.00"), "{s}");
    }

    #[test]
    fn every_value_of_the_column_a_lookup_was_asked_for_is_the_persons() {
        let ask = "VetLedger support want a list of our devices and software versions before the call on Friday. Can you pull it?";
        let output = r#"{"devices": [
  {"device": "Reception PC 2", "software": "app", "version": "1.28.47", "last_seen": "2027-01-09"},
  {"device": "Consult 2 PC", "software": "driver", "version": "2.30.40", "last_seen": "2027-01-07"},
  {"device": "Insurer claims plug-in", "software": "-", "version": "10.20.30", "last_seen": "2027-01-09"},
  {"device": "Router", "software": "client", "version": "7.19.52", "last_seen": "2027-01-06"},
  {"device": "NAS", "software": "driver", "version": "6.11.60", "last_seen": "2027-01-07"}
]}"#;
        let digest = super::super::digest::result_digest_asked(output, ask);
        let delta = format!(
            "user: {ask}\n[tool call] pms_search args={{\"index\": \"devices\"}}\n\
[tool result] pms_search → {digest}\nassistant: Pulled it."
        );
        let s = summarize("", &delta, 2000);
        let ids = section(&s, "Identifiers");
        for version in ["1.28.47", "2.30.40", "10.20.30", "7.19.52", "6.11.60"] {
            assert!(ids.contains(version), "{version}: {s}");
        }
        // (The records' names are no people; their time stamps were not asked for.)
        assert!(!s.contains("Reception PC") && !s.contains("2027-01-09"), "{s}");
        let (found, matched) = asked_result_identifiers(&format!("pms_search → {digest}"));
        assert!(matched && found.len() == 5, "{found:?}");
    }

    #[test]
    fn the_record_a_lookup_was_asked_for_keeps_what_it_names_and_the_others_none() {
        let ask = "What did we end up with for this year's staff training budget? It should be in the accounts system.";
        let output = r#"{"records": [
  {"record": "REC-895413", "description": "Pennine Vet Labs January statement", "total": "£274.15", "updated": "2027-01-06"},
  {"record": "REC-933487", "description": "Pennine Vet Labs January statement", "total": "£242.90", "updated": "2027-01-11"},
  {"record": "REC-132311", "description": "this year's staff training budget", "updated": "2027-01-05", "amount": "£4,250", "source": "confirmed by email"}
]}"#;
        let digest = super::super::digest::result_digest_asked(output, ask);
        let delta = format!(
            "user: {ask}\n[tool call] invoice_lookup args={{\"query\": \"staff training budget\"}}\n\
[tool result] invoice_lookup → {digest}\nassistant: It's there."
        );
        let s = summarize("", &delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("£4,250") && ids.contains("REC-132311"), "{s}");
        assert!(!ids.contains("£274.15") && !ids.contains("REC-933487"), "{s}");
        // They are the person's: when room is short they outlast what the assistant's own
        // lookups printed.
        let (found, matched) = asked_result_identifiers(&format!("invoice_lookup → {digest}"));
        assert!(matched && found.contains(&"£4,250".to_string()), "{found:?}");
        // A letter's rule the ask picked out is a rule, without the digest's marks.
        let ask = "Did the RPA's email come through? I need the bit about what staff can and cannot do.";
        let mail = r#"{"messages": [{"id": "m_37879406", "from": "rpa@radprotect.example", "subject": "Site visit", "body": "Dear Priya,\n\n1. Warning signs to be fixed at both entrances.\n2. Please ensure staff do not dispense any Schedule 2 drug without a second person witnessing the register entry.\n\nRegards,\nRadiation Protection Services"}]}"#;
        let digest = super::super::digest::result_digest_asked(mail, ask);
        let delta = format!(
            "user: {ask}\n[tool call] mail args={{\"query\": \"rpa\"}}\n[tool result] mail → {digest}\nassistant: Yes."
        );
        let s = summarize("", &delta, 2000);
        assert!(
            section(&s, "Constraints & conventions").contains(
                "- Please ensure staff do not dispense any Schedule 2 drug without a second person"
            ),
            "{s}"
        );
        assert!(!s.contains(super::super::digest::MATCH.trim()), "{s}");
        // The command in the letter asked for is the person's; "find Dev's email" runs nothing.
        let ask = "find Dev's email about adding the exam login to the locked-down group pls";
        let mail = r#"{"results": [{"id": "msg-14f482542d78", "from": "Dev Mistry <d.mistry@example.org>", "subject": "RE: exam laptops - adding the exam login to the locked-down group", "body": "Hi Jo,\n\nIf it happens again, run net localgroup ExamCandidates exam30 /add and then log a ticket.\n\nCheers"}, {"id": "msg-dd8315d73353", "from": "AQA <noreply@aqa.org.uk>", "subject": "Summer 2027: final timetable reminders"}]}"#;
        let digest = super::super::digest::result_digest_asked(mail, ask);
        let delta = format!(
            "user: {ask}\n[tool call] mail_search args={{\"query\": \"Dev exam laptops\"}}\n[tool result] mail_search → {digest}\nassistant: Found it."
        );
        let s = summarize("", &delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("`net localgroup ExamCandidates exam30 /add`"), "{s}");
        assert!(!s.contains("`find"), "{s}");
    }

    #[test]
    fn a_letter_a_lookup_found_keeps_the_command_it_tells_the_user_to_run() {
        let delta = "user: search my inbox for Dafydd's email about the server\n\
[tool call] inbox_search args={\"query\": \"from:dafydd server\"}\n\
[tool result] inbox_search → From: Dafydd Subject: Before the upgrade … The reviewers' portal is on port 6630. … sudo -u callbox callbox-admin export --status accepted --format csv > accepted-20261127.csv\n\
assistant: Found it.\n\
user: and the rota for tonight? can you pull it up\n\
[tool call] rota args={\"range\": \"tonight\"}\n\
[tool result] rota → Rota - tonight Sat day: Alistair Thornton (team) Sat night: Jen (driver, BL)\n\
assistant: That's the rota.";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("`sudo -u callbox callbox-admin export --status accepted --format csv > accepted-20261127.csv`"), "{s}");
        assert!(section(&s, "People & roles").contains("Alistair Thornton"), "{s}");
        // A program's output names no command of the user's.
        let delta = "user: check what's running on the pi\n\
[tool call] ssh_exec args={\"command\": \"ps aux\"}\n\
[tool result] ssh_exec → root 812 0.0 /usr/bin/python3 -m http.server 8000\n\
assistant: Just the web server.";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("`python3"), "{s}");
    }

    #[test]
    fn a_rule_in_a_letter_the_lookup_found_is_a_rule_that_gives_way_first() {
        let output = "1 result(s)\n\n[1] From: Trish Alderton\n    Received: 2026-11-18 08:00\n    Hi Jen,\n    \n    Please make sure the team knows they must only run background checks after the candidate has signed the consent form.\n    \n    Thanks,\n    Trish";
        let digest = super::super::digest::result_digest(output);
        assert!(
            digest
                .contains("must only run background checks after the candidate has signed the consent form."),
            "{digest}"
        );
        let delta = format!(
            "user: we never share payslips by email, ever.\nuser: search my inbox for Trish's email about background checks\n\
[tool call] inbox_search args={{\"query\": \"from:trish background checks\"}}\n\
[tool result] inbox_search → {digest}\n\
assistant: Found it."
        );
        let s = summarize("", &delta, 2000);
        let rules = section(&s, "Constraints & conventions");
        assert!(rules.contains("only run background checks after the candidate has signed"), "{s}");
        // (The person's own rule stays the newest.)
        assert!(rules.find("background checks") < rules.find("payslips"), "{s}");
    }

    #[test]
    fn a_long_pasted_export_is_data_not_facts() {
        let mut delta = String::from(
            "user: Export from this morning, how many of these are stuck in returns?\n\norder,date,item,qty,status\n",
        );
        for k in 0..12 {
            delta.push_str(&format!("W43665{k},21-11,coffee table,1,returning\n"));
        }
        delta.push_str("assistant: Three are stuck; W436653 has been in returns longest.");
        let s = summarize("", &delta, 2000);
        assert!(!s.contains("W436650") && !s.contains("coffee table,1"), "{s}");
        assert!(s.contains("W436653"), "{s}");
    }

    #[test]
    fn a_csv_column_headed_as_people_names_people_and_its_cells_are_read_one_by_one() {
        let delta = "user: Pasting the registrations that came in since Friday — a few look odd to me.\n\
\n\
reg_id,full_name,affiliation,country,ticket,amount,status\n\
REG27-7478,Chris Brown,ETH Zurich,CH,full,GBP 0.00,waived\n\
REG27-2797,Val Chen,Monash University,AU,student,GBP 210.00,paid\n\
REG27-3583,Bartholomew Rautenbach,Jagiellonian University,PL,student,GBP 0.00,waived\n\
assistant: Two of them are waived.";
        let s = summarize("", delta, 2000);
        let people = section(&s, "People & roles");
        assert!(people.contains("Bartholomew Rautenbach") && people.contains("Val Chen"), "{s}");
        assert!(!people.contains("Monash") && !people.contains("ETH Zurich"), "{s}");
        // (When room is short the rows go and what names a thing in them stays.)
        let short = summarize("", delta, 300);
        let ids = section(&short, "Identifiers");
        assert!(ids.contains("REG27-7478") && !ids.contains(','), "{short}");
        assert!(!s.contains("## Decisions"), "{s}");
    }

    #[test]
    fn a_lookup_the_user_asked_for_that_found_something_closes_their_ask() {
        let delta = "user: also can you check what port the Alpaca server on the roof controller ended up on\n\
[tool call] ssh_exec args={\"host\": \"ridge-obs\", \"command\": \"grep -n port /opt/alpaca-roof/config.toml\"}\n\
[tool result] ssh_exec → 8:port = 5901\n\
assistant: Done. The output looks healthy to me.\n\
user: can you check whether the Hollins Farm booking came through?\n\
[tool call] bookings args={\"query\": \"Hollins Farm\"}\n\
[tool result] bookings → 0 messages matching \"Hollins Farm\" in the last 14 days (searched 2026-11-01..2026-12-31)\n\
assistant: Nothing there yet.";
        let s = summarize("", delta, 2000);
        let open = section(&s, "Open questions");
        assert!(!open.contains("Alpaca"), "{s}");
        assert!(section(&s, "Identifiers").contains("port 5901"), "{s}");
        // A lookup that found nothing has not done what was asked.
        assert!(open.contains("Hollins Farm booking"), "{s}");
    }

    #[test]
    fn a_pasted_chinese_chat_with_the_name_before_a_full_width_colon_is_other_peoples_words() {
        assert!(chat_line("10:57 小黄：侧门钥匙谁拿了？"));
        assert!(!chat_line("10:57 我到了，侧门钥匙在我这"));
        let delta = "user: 群里的聊天记录：\n10:57 小黄：侧门钥匙谁拿了？\n11:12 老陈：侧门钥匙谁拿了？\nassistant: 看起来还没人回。";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("## Open questions"), "{s}");
    }

    #[test]
    fn what_a_lookup_printed_goes_before_what_the_person_said_when_room_is_short() {
        // (The person's identifiers, pasted first, are older than the lookup's.)
        let delta = "user: the two that matter:\n\
    INV-2207 PO-88213\n\
assistant: Noted.\n\
user: can you check the invoices?\n\
[tool call] invoices args={\"status\": \"open\"}\n\
[tool result] invoices → INV-9001 £120.00 / INV-9002 £75.50\n\
assistant: Two open, none of them overdue yet.";
        let full = summarize("", delta, 2000);
        let all = ["INV-2207", "PO-88213", "INV-9001", "INV-9002"];
        assert!(all.iter().all(|id| full.contains(id)), "{full}");
        // As the room shrinks, the first identifiers to go are the lookup's.
        let first_lost = (40..full.chars().count()).rev().find_map(|max| {
            let s = summarize("", delta, max);
            let lost: Vec<&str> = all.iter().copied().filter(|id| !s.contains(id)).collect();
            (!lost.is_empty()).then_some((lost, s))
        });
        let (lost, s) = first_lost.expect("some identifier goes at last");
        assert!(lost.iter().all(|id| id.starts_with("INV-9")), "{lost:?}\n{s}");
        // (A character a result's JSON escapes names nothing.)
        assert!(
            result_identifiers("calendar → {\"events\": [\"Fran \\u2014 VAT call\", \"AB-1234 review\"]}")
                .iter()
                .all(|id| !id.contains("\\u"))
        );
    }

    #[test]
    fn what_the_reply_reads_out_of_an_asked_lookup_is_the_persons_and_its_own_figures_are_not() {
        // (The person's ticket, said first; then a lookup they asked for, read out.)
        let delta = "user: the ticket for the lab cluster is RC-40213\n\
assistant: Noted.\n\
user: check the log of the shiny job? want to connect from the laptop\n\
[tool call] slurm_log args={\"job_id\": 43578830}\n\
[tool result] slurm_log → shiny listening on gpu04:7413\n\
assistant: It's up on gpu04, port 7413. I'd keep the tunnel open with autossh -M 20000 if it drops.";
        let full = summarize("", delta, 2000);
        for id in ["RC-40213", "port 7413", "20000"] {
            assert!(full.contains(id), "{id}: {full}");
        }
        // As the room shrinks, the reply's own figure goes before what it read out for them.
        let first_lost = (40..full.chars().count()).rev().find_map(|max| {
            let s = summarize("", delta, max);
            let lost: Vec<&str> =
                ["RC-40213", "port 7413", "20000"].into_iter().filter(|id| !s.contains(id)).collect();
            (!lost.is_empty()).then_some((lost, s))
        });
        let (lost, s) = first_lost.expect("some identifier goes at last");
        assert_eq!(lost, ["20000"], "{s}");
        assert!(read_out("shiny listening on gpu04:7413", "port 7413"));
        assert!(!read_out("", "port 7413") && !read_out("gpu04:7413", "port 74"));
        assert!(!read_out("gpu04:7413", "port 741"), "a figure is matched whole, not inside a longer one");
        assert!(read_out("端口7413", "端口 7413") && read_out("release v2.3.1", "version 2.3.1"));
    }

    #[test]
    fn a_question_that_ends_the_message_is_answered_in_other_words_and_one_passed_over_stays() {
        let delta = "user: what's the forecast for the shoot at the manor tomorrow\n\
assistant: Looking decent: cloudy early, clearing towards sunset, rain chance dropping to about 5% by seven. \
I'd start around half six and keep the best spot for the last twenty minutes.\n\
user: how long do hospital records get kept? anyway, different thing. the van is booked for Friday.\n\
assistant: Got it. On the medication lists: I'd treat the most recent discharge letter as the source of truth, \
then ask the pharmacist to reconcile it with what the GP has on file.";
        let s = summarize("", delta, 2000);
        let open = section(&s, "Open questions");
        assert!(!open.contains("forecast"), "{s}");
        assert!(open.contains("hospital records"), "{s}");
    }

    #[test]
    fn a_tool_call_the_user_asked_for_keeps_its_command_and_result_as_facts() {
        // Asked for: a word of the request is in the call (its name or arguments), or in
        // Chinese two characters in a row.
        assert!(asked_for(
            "pls force the feed sync on the server, the queue's full\n",
            "shell args={\"cmd\": \"cdsctl sync --feed preference --force\"}"
        ));
        assert!(asked_for(
            "can you open my inspection notes file",
            "read_file args={\"path\": \"house/inspection_notes.md\"}"
        ));
        assert!(asked_for(
            "what does next week look like on the install calendar?",
            "calendar_lookup args={\"range\": \"next_week\", \"calendar\": \"installs\"}"
        ));
        assert!(asked_for(
            "帮我查一下南湾民宿下个月的预订",
            "booking_lookup args={\"property\": \"南湾民宿\"}"
        ));
        // Not asked for: a "yes", a message about something else, words every request has.
        assert!(!asked_for("yes", "shell args={\"cmd\": \"kubectl get pods -n edge\"}"));
        assert!(!asked_for(
            "the VPN is acting up again, Jio network",
            "ci_logs args={\"pipeline\": \"auth-gateway\", \"run\": \"latest\"}"
        ));
        assert!(!asked_for("can you check the latest for me?", "shell args={\"cmd\": \"check --latest\"}"));
        assert!(!asked_for("", "shell args={\"cmd\": \"df -h /\"}"));

        let delta = "user: pls unlock broker2 on the customs box, she's locked out again\n\
[tool call] shell args={\"cmd\": \"cdsctl user unlock broker2\"}\n\
[tool result] shell → user broker2 unlocked (was locked since 09:12, 5 failures)\n\
assistant: Done.\n\
user: what version of the Focusrite driver am I on\n\
[tool call] app_info args={\"app\": \"the Focusrite driver\"}\n\
[tool result] app_info → the Focusrite driver / Installed version: 8.15.18 / Auto-update: on\n\
assistant: That's what's installed.\n\
user: ok merged\n\
[tool call] shell args={\"cmd\": \"kubectl get pods -n edge\"}\n\
[tool result] shell → inventory-api-7f9c 1/1 Running";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("cdsctl user unlock broker2") && ids.contains("8.15.18"), "{s}");
        // The assistant's own look around stays progress detail.
        assert!(
            !ids.contains("kubectl get pods -n edge") && !section(&s, "Progress").contains("broker2"),
            "{s}"
        );
        assert!(section(&s, "Progress").contains("kubectl get pods -n edge"), "{s}");
    }

    #[test]
    fn the_first_call_after_a_request_to_look_something_up_is_the_users() {
        for ask in [
            "can you check what's listening on the pi, the scan app is moaning again",
            "any new emails? havent looked since 6",
            "did accounts send anything re PMI?",
            "look up the booking for the Focus estate",
            "帮我扫一眼邮箱，一晚上没看了",
            "查一下预约，白色朗逸那台",
        ] {
            assert!(asks_to_look_up(ask), "{ask}");
        }
        for said in [
            "yes",
            "ok merged",
            "the VPN is acting up again, Jio network",
            "好的，谢谢",
            "checked out at noon",
            "Okay, give me a second to look at the dashboard.",
            "I'll check the logs myself tonight",
        ] {
            assert!(!asks_to_look_up(said), "{said}");
        }
        let delta = "user: can you check what's listening on the pi, the scan app is moaning again\n\
[tool call] pi_shell args={\"host\": \"keyhub.local\", \"command\": \"sudo ss -tlnp\"}\n\
[tool result] pi_shell → 0.0.0.0:22 … 0.0.0.0:5683\n\
[tool call] pi_shell args={\"command\": \"journalctl -n 5\"}\n\
[tool result] pi_shell → restarted job JOB-4471 after a crash\n\
assistant: Looks fine: remote login plus the hub service.\n\
user: yes\n\
[tool call] shell args={\"cmd\": \"kubectl get pods -n edge\"}\n\
[tool result] shell → inventory-api-7f9c 1/1 Running";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("0.0.0.0:5683") && ids.contains("sudo ss -tlnp"), "{s}");
        // A question that asked for the lookup is done once it finds something; one it found
        // nothing for stays open.
        let delta = "user: anything in my inbox about the port call?\n\
[tool call] mail args={\"folder\": \"new\"}\n\
[tool result] mail → 1 message … ETA Santos 14 Dec, berth ref BTH-5521\n\
assistant: One from the agent.\n\
user: anything new from the yard about the ladder?\n\
[tool call] inbox_search args={\"query\": \"yard\"}\n\
[tool result] inbox_search → 0 results\n\
assistant: Nothing yet.";
        let s = summarize("", delta, 2000);
        let open = section(&s, "Open questions");
        assert!(!open.contains("port call") && section(&s, "Identifiers").contains("BTH-5521"), "{s}");
        assert!(open.contains("ladder"), "{s}");
        // Only the first call is theirs unasked; after a "yes" the assistant looks around.
        assert!(!ids.contains("JOB-4471") && !ids.contains("kubectl"), "{s}");
    }

    #[test]
    fn a_result_the_user_asked_for_keeps_what_names_a_thing_not_its_readings_keys_or_rows() {
        assert_eq!(
            result_identifiers(
                " mail_search → 1 message found / From: Customer Care / Ref: INV-58675 / the exam fee: 14,984.50 EUR"
            ),
            vec!["INV-58675", "14,984.50 EUR"]
        );
        assert_eq!(
            result_identifiers(" read_sensor_log → pond 39.1 6.2 -0.9 tunnel 22.7 10.7 4700"),
            Vec::<String>::new()
        );
        assert_eq!(
            result_identifiers(
                " route_eta → {\"distance_km\": 212, \"eta\": \"2026-12-28\", \"row\": \"bag,-,25,3\"}"
            ),
            vec!["2026-12-28"]
        );
        assert_eq!(
            result_identifiers(" app_info → Installed version: 8.15.18 / Auto-update: on"),
            vec!["version 8.15.18"]
        );
    }

    #[test]
    fn a_name_under_a_sign_off_is_a_person_and_a_forwarded_header_is_no_goal() {
        let delta = "user: fwd from a member:\n\
Hi Priya,\n\
Could you resend last month's invoice? Our accounts team says they never got it.\n\
Thanks,\n\
Carys Delaney\n\
Operations, Oddsock Films\n\
user: FYI\n\
From: Wojciech Fairweather <w.fairweather@pharmacyregulation.org>\n\
Subject: Routine inspection - confirmation\n\
user: I need to get the shop ready for the inspection next month.";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "People & roles").contains("Carys Delaney"), "{s}");
        assert!(section(&s, "Goal").contains("get the shop ready"), "{s}");
        assert!(!section(&s, "Goal").contains("From:"), "{s}");
    }

    #[test]
    fn a_reason_in_the_next_sentence_makes_a_plan_a_decision() {
        let delta = "user: we're gonna get a weekend cleaner from the agency!! honestly because Marta can't do Saturdays any more\n\
user: we'll move the Friday social to Thursdays. the deciding thing was that half the members work from home on Fridays";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        assert!(
            decisions.contains("get a weekend cleaner") && decisions.contains("Marta can't do Saturdays"),
            "{s}"
        );
        assert!(
            decisions.contains("move the Friday social")
                && decisions.contains("half the members work from home"),
            "{s}"
        );
        assert!(!s.contains("## Constraints"), "{s}");
    }

    #[test]
    fn facts_land_in_typed_sections_with_identifiers_verbatim() {
        let delta = "user: I want to move the blog to a static site.\nassistant: Sure!\n\
user: We decided to use Hugo instead of Jekyll because it builds faster. The config lives at /srv/blog/hugo.toml and the port is 1313.\n\
user: Never deploy during business hours.\nuser: Ask Priya Raman (DBA) about the backup.\nuser: Should we keep comments?";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "Goal").contains("I want to move the blog to a static site."), "{s}");
        assert!(section(&s, "Decisions").contains("Hugo instead of Jekyll because it builds faster"), "{s}");
        assert!(
            section(&s, "Constraints & conventions").contains("Never deploy during business hours."),
            "{s}"
        );
        assert!(section(&s, "People & roles").contains("Priya Raman (DBA)"), "{s}");
        assert!(s.contains("/srv/blog/hugo.toml") && s.contains("1313"), "{s}");
        assert!(section(&s, "Open questions").contains("Should we keep comments?"), "{s}");
        assert!(!s.contains("Sure!"));
    }

    #[test]
    fn the_offline_echo_is_never_content_and_the_goal_is_the_users() {
        let delta = "user: Hello there, good morning to you.\n\
assistant: (offline) This is okbot's offline echo: no model was asked. You said: Hello there, good morning to you.\n\
assistant: I need a coffee before we start, honestly.\nuser: I need a budget plan for the trip to Lisbon.";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("You said") && !s.contains("offline echo"), "{s}");
        assert!(section(&s, "Goal").contains("budget plan for the trip to Lisbon"), "{s}");
        assert!(!section(&s, "Goal").contains("coffee") && !section(&s, "Goal").contains("Hello"), "{s}");
    }

    #[test]
    fn a_candid_sentence_after_a_plan_is_its_reason_and_insisting_makes_a_rule() {
        let s = summarize(
            "",
            "user: Hi there, I need a hand with the thesis.\nassistant: Sure.\nuser: gonna skip the December cruise. honestly the permit won't be renewed in time and i can't deal with it rn\nassistant: Noted.",
            2000,
        );
        assert!(
            section(&s, "Decisions")
                .contains("gonna skip the December cruise. honestly the permit won't be renewed in time"),
            "{s}"
        );
        // (Not after a sentence that plans nothing.)
        let s = summarize(
            "",
            "user: Hi there, I need a hand with the thesis.\nassistant: Sure.\nuser: The boat is old. honestly nobody likes it much.\nassistant: Noted.",
            2000,
        );
        assert!(!s.contains("## Decisions"), "{s}");
        let s = summarize(
            "",
            "user: Hi there, I need a hand with the office.\nassistant: Sure.\nuser: Firewall rules change with a ticket. No exceptions.\nassistant: Noted.",
            2000,
        );
        assert!(
            section(&s, "Constraints & conventions").contains("Firewall rules change with a ticket."),
            "{s}"
        );
        assert!(!s.contains("- No exceptions."), "{s}");
    }

    #[test]
    fn a_reason_in_the_next_sentence_joins_its_decision() {
        let s = summarize(
            "",
            "user: fine, the organic box delivery then. Mostly because it fits the budget\nassistant: Noted.",
            2000,
        );
        assert!(
            section(&s, "Decisions")
                .contains("the organic box delivery then. Mostly because it fits the budget"),
            "{s}"
        );
        // Only within one message, and only after a decision or a constraint.
        let s = summarize("", "user: The printer is slow. Because it is old.", 2000);
        assert!(!s.contains("## Decisions"), "{s}");
    }

    #[test]
    fn answered_questions_close_and_unanswered_ones_stay() {
        let delta = "user: Which port does Redis use here?\nassistant: Redis uses 6379 on this host.\n\
user: Who approves the budget?\nassistant: Let me note that.";
        let s = summarize("", delta, 2000);
        // Closed: out of the open questions, kept as other text while there is room.
        assert!(!open(&s).contains("Which port does Redis use"), "{s}");
        assert!(section(&s, "Other").contains("Which port does Redis use"), "{s}");
        assert!(!summarize("", delta, 120).contains("Which port does Redis use"), "goes first");
        assert!(section(&s, "Open questions").contains("Who approves the budget?"), "{s}");
    }

    #[test]
    fn a_request_is_done_by_a_reply_that_ends_with_an_offer_and_not_by_a_question_back() {
        let delta = "user: can you sanity check the monthly burn? rent 1,150, software 140. all pounds\n\
assistant: That comes to £3,760 a month. Want me to pull the current balance and work it out?\n\
user: can you book the van for the Leeds drop?\n\
assistant: Which day do you want it for?";
        let s = summarize("", delta, 2000);
        assert!(!open(&s).contains("monthly burn"), "{s}");
        assert!(open(&s).contains("book the van"), "{s}");
    }

    #[test]
    fn an_ask_for_help_is_closed_by_the_reply_that_gives_it_also_in_the_next_run() {
        let delta = "user: what's a polite way to say 'you broke the build again'\n\
assistant: Try framing it around the pipeline, not the person.\n\
user: pasting the termination section, can you flag anything weird\n\
assistant: Two clauses stand out.";
        let s = summarize("", delta, 2000);
        assert!(!open(&s).contains("polite way"), "{s}");
        assert!(!open(&s).contains("flag anything weird"), "{s}");
        // The ask ended the last run; the reply opens this one.
        let first =
            summarize("", "user: can you turn my notes from the committee meeting into proper minutes", 2000);
        assert!(open(&first).contains("proper minutes"), "{first}");
        let second = summarize(&first, "assistant: No problem.\n\nHere they are, in the usual order.", 2000);
        assert!(!open(&second).contains("proper minutes"), "{second}");
        // A question put to others stays open, whatever the reply says.
        let s = summarize(
            "",
            "user: does anyone know how do I get the deposit back from the landlord?\nassistant: Sure thing.",
            2000,
        );
        assert!(open(&s).contains("deposit back"), "{s}");
    }

    #[test]
    fn the_assistants_own_advice_is_no_rule_but_a_rule_it_restates_is() {
        let s = summarize(
            "",
            "assistant: Don't use the camera mics. 不过中间一定要睡够。\n\
assistant: Understood - nobody should hand out the master PIN on a bank holiday weekend.\n\
assistant: 好的，记下了。孩子生病在家的早上八点半前得给学校打请假电话，没得商量。",
            2000,
        );
        let rules = section(&s, "Constraints & conventions");
        assert!(!rules.contains("camera mics") && !rules.contains("睡够"), "{s}");
        assert!(rules.contains("master PIN") && rules.contains("请假电话"), "{s}");
    }

    #[test]
    fn updating_keeps_old_items_once_and_moves_mentioned_ones_last() {
        let first = summarize(
            "",
            "user: The repo is at https://git.example.com/a/b.git today. Ticket OPS-1 is old.",
            2000,
        );
        let second = summarize(
            &first,
            "user: The repo is at https://git.example.com/a/b.git today.\nuser: Port 8443 is open.",
            2000,
        );
        assert_eq!(second.matches("https://git.example.com/a/b.git").count(), 1, "{second}");
        assert!(second.contains("8443") && second.contains("OPS-1"), "{second}");
    }

    #[test]
    fn early_facts_survive_many_later_runs_within_the_cap() {
        let mut summary = summarize(
            "",
            "user: We'll go with Postgres 16 because of JSONB. Never migrate on Fridays. Ticket DB-4410 tracks it.",
            600,
        );
        for run in 0..12 {
            let mut delta = String::new();
            for k in 0..10 {
                delta.push_str(&format!(
                    "assistant: This is a friendly filler sentence number {k} in run {run} with nothing in it.\n\
user: The weather is nice today and lunch was fine, nothing else to add really.\n"
                ));
            }
            summary = summarize(&summary, &delta, 600);
            assert!(summary.chars().count() <= 600, "{summary}");
        }
        for fact in ["Postgres 16", "JSONB", "Never migrate on Fridays", "DB-4410"] {
            assert!(summary.contains(fact), "{fact} lost:\n{summary}");
        }
    }

    #[test]
    fn a_long_goal_keeps_its_first_words_when_room_is_short() {
        let mut delta = String::from(
            "user: I want to move the whole platform onto the new infrastructure before the end of the year.\n",
        );
        for i in 0..5 {
            delta.push_str(&format!("user: Ticket OPS-{} tracks part {i}.\n", 1000 + i));
        }
        let roomy = summarize("", &delta, 2000);
        assert!(section(&roomy, "Goal").contains("before the end of the year."), "{roomy}");
        let tight = summarize("", &delta, 150);
        assert!(tight.chars().count() <= 150, "{tight}");
        assert!(
            section(&tight, "Goal").starts_with("- move the whole platform onto the new infrastructure"),
            "{tight}"
        );
        assert!(section(&tight, "Goal").ends_with('…'), "{tight}");
        for i in 0..5 {
            assert!(tight.contains(&format!("OPS-{}", 1000 + i)), "OPS-{} lost: {tight}", 1000 + i);
        }
    }

    #[test]
    fn fitting_keeps_identifiers_before_small_talk() {
        let mut delta = String::new();
        for i in 0..40 {
            delta.push_str(&format!(
                "user: We decided on option {i}0 after a long friendly discussion about it.\n"
            ));
        }
        delta.push_str("user: Deploy with `make deploy` to /var/www/site and ticket OPS_4411.\n");
        let s = summarize("", &delta, 300);
        assert!(s.chars().count() <= 300, "{s}");
        for id in ["`make deploy`", "/var/www/site", "OPS_4411"] {
            assert!(s.contains(id), "{id} lost: {s}");
        }
    }

    #[test]
    fn a_goal_that_asked_for_one_piece_of_work_goes_before_the_facts() {
        let mut previous =
            String::from("## Goal\n- 帮我写个群通知 关于新工服尺码 语气友好但要坚定\n## Decisions\n");
        for i in 0..12 {
            previous.push_str(&format!("- we picked supplier S{i} because their lead time is {i} days\n"));
        }
        let s = summarize(&previous, "user: ok thanks", 500);
        assert!(s.chars().count() <= 500, "{s}");
        assert!(!s.contains("群通知") && s.contains("supplier S11"), "{s}");
        // A state to reach stays, as the first goal always has.
        let previous = previous.replace(
            "帮我写个群通知 关于新工服尺码 语气友好但要坚定",
            "trying to get hardware transcoding going on the docker VM",
        );
        let s = summarize(&previous, "user: ok thanks", 500);
        assert!(s.contains("trying to get hardware transcoding going on the docker VM"), "{s}");
    }

    #[test]
    fn prose_written_by_okbot_merges_safely() {
        let okbot = "The user is planning a move to Hugo. They decided to host on Cloudflare Pages. \
The config is at ~/blog/config.toml. It was a pleasant chat overall.";
        let s = summarize(okbot, "user: Also open port 8443, please.", 2000);
        assert!(section(&s, "Decisions").contains("Cloudflare Pages"), "{s}");
        assert!(s.contains("~/blog/config.toml") && s.contains("8443"), "{s}");
        assert!(s.contains("It was a pleasant chat overall."), "{s}");
        // A summary of an earlier version reads back under today's headings.
        let old = "## Decisions & conventions\n- use tabs\n## Paths & commands\n- /etc/x.conf\n## Open items\n- Which CI?";
        let s = summarize(old, "", 2000);
        assert_eq!(
            s,
            "## Decisions\n- use tabs\n## Identifiers\n- /etc/x.conf\n## Open questions\n- Which CI?"
        );
    }

    #[test]
    fn chinese_text_is_split_and_classified() {
        let s = summarize(
            "",
            "user: 我们决定使用 PostgreSQL 16，因为稳定。配置文件在 /etc/app/db.conf。周末不要发布。预算是12500元。是否需要备份？",
            2000,
        );
        assert!(section(&s, "Decisions").contains("我们决定使用 PostgreSQL 16，因为稳定。"), "{s}");
        assert!(section(&s, "Constraints & conventions").contains("周末不要发布"), "{s}");
        assert!(s.contains("/etc/app/db.conf") && s.contains("12500元"), "{s}");
        assert!(section(&s, "Open questions").contains("是否需要备份？"), "{s}");
    }

    #[test]
    fn a_fact_inside_a_longer_one_is_another_fact() {
        assert!(!covers("Please open port 8080", "Please open port 80"));
        assert!(covers("Please open port 8080 today", "Please open port 8080"));
    }

    #[test]
    fn the_answer_the_reply_gives_the_persons_question_outlasts_its_working() {
        let delta = "user: second shooter did 10 hours at £35/hr plus 78 miles at 45p, what do I owe?\n\
assistant: 10 hours × £35 = £350, plus 78 miles × £0.45 = £35.10. Total **£385.10**.\n\
assistant (continued): Keep her invoice with the wedding's records - your accountant will want to see it.\n\
user: the retainer for the Ashby wedding is £650, and the album deposit is £120";
        let s = summarize("", delta, 50);
        assert!(s.contains("£385.10") && s.contains("£650"), "{s}");
        assert!(!s.contains("£35.10") && !s.contains("£0.45"), "{s}");
    }

    #[test]
    fn a_value_the_person_took_back_is_gone_and_the_one_given_in_its_place_stays() {
        let delta = "user: So the MemVault version is 2.9.9. Can you note that?\n\
assistant: Noted — the MemVault version is 2.9.9.\n\
user: Correction! It's 2.9.7, not 2.9.9. I mistyped.\n\
assistant: Fixed — 2.9.7.\n\
user: the port for the Nextcloud drop is 8081 — no wait, 10443. I was reading last year's sheet.\n\
assistant: Okay, 10443 it is.\n\
user: So the hotel deposit is 590,31 €. Put that in the notes, please.\n\
assistant: Got it, 590,31 € for the hotel deposit.\n\
user: Scratch that, it's 509,31 €.\n\
assistant: Updated.\n\
user: 年会场地的端口是8080——不对不对，是8443，看错行了\n\
assistant: 收到，是8443。";
        // However little room there is, what was taken back never comes back.
        for max in [2000, 300, 120, 60] {
            let s = summarize("", delta, max);
            let ids =
                s.split_once("## Identifiers").map_or("", |(_, r)| r.split("\n## ").next().unwrap_or(""));
            for back in ["2.9.9", "8081", "590,31", "8080"] {
                assert!(!ids.contains(back), "{max}: {s}");
            }
        }
        let s = summarize("", delta, 120);
        for given in ["2.9.7", "10443", "509,31 €", "8443"] {
            assert!(s.contains(given), "{given}: {s}");
        }
    }

    /// [`keep_identifiers`] with `person` and `assistants` as the run knows them.
    fn keep_ids(
        s: &mut Sections,
        line: &str,
        person: &dyn Fn(&str) -> bool,
        assistants: &HashMap<String, bool>,
    ) {
        let (stock, pending, crowded, taken_back) =
            (Vec::new(), HashSet::new(), HashSet::new(), HashSet::new());
        let told = Told {
            stock: &stock,
            assistants,
            person,
            pending: &pending,
            crowded: &crowded,
            taken_back: &taken_back,
        };
        keep_identifiers(s, line, &told);
    }

    #[test]
    fn a_name_a_sentence_held_comes_back_when_the_sentence_goes() {
        let mut s = Sections::default();
        s[DECISIONS].push("we take the Harmon suite, Desmond Obi showed it to us".to_string());
        s[PEOPLE].push("Desmond Obi".to_string());
        s[IDS].push("HD-5169".to_string());
        s[OPEN].push("who closes HD-5169?".to_string());
        let mut gone = dedupe_identifiers(&mut s);
        assert!(s[PEOPLE].is_empty() && s[IDS].is_empty());
        // Still said: nothing comes back.
        restore(&mut s, &mut gone, &HashMap::new());
        assert!(s[PEOPLE].is_empty() && s[IDS].is_empty());
        s[DECISIONS][0] = "we take the Harmon suite".to_string();
        s[OPEN].clear();
        restore(&mut s, &mut gone, &HashMap::new());
        assert_eq!(s[PEOPLE], vec!["Desmond Obi"]);
        assert_eq!(s[IDS], vec!["HD-5169"]);
        assert!(gone.is_empty());
        // A dropped sentence leaves the people it named, by their whole name.
        let mut s = Sections::default();
        s[PEOPLE].push("Tomasz Wisniewski".to_string());
        let none = HashMap::new();
        keep_ids(&mut s, "Tom says the walk-in fridge at HD-77 is broken again today", &|_| true, &none);
        assert_eq!(s[PEOPLE], vec!["Tom", "Tomasz Wisniewski"]);
        assert_eq!(s[IDS], vec!["HD-77"]);
        // What the person's sentence named stands with the newest identifiers; what only the
        // assistant's named is first in line.
        keep_ids(
            &mut s,
            "for the record what fixed it was `sudo wg show wg0` on the router",
            &|_| true,
            &none,
        );
        let advice = "the usual cause is a stale handshake on port 51820, worth a look";
        keep_ids(&mut s, advice, &|_| true, &HashMap::from([(advice.to_string(), false)]));
        assert_eq!(s[IDS], vec!["port 51820", "HD-77", "`sudo wg show wg0`"]);
        // So does a name or figure that comes back when the sentence that held it goes.
        let mut s = Sections::default();
        s[IDS] = vec!["AB-1".to_string(), "2.9.7".to_string(), "£12.50".to_string(), "CD-2".to_string()];
        s[PROGRESS].push("Fixed — 2.9.7.".to_string());
        s[OTHER].push("that comes to £12.50 a month".to_string());
        let mut gone = dedupe_identifiers(&mut s);
        assert_eq!(s[IDS], vec!["AB-1", "CD-2"]);
        s[PROGRESS].clear();
        s[OTHER].clear();
        let assistants = HashMap::from([("£12.50".to_string(), false)]);
        restore(&mut s, &mut gone, &assistants);
        assert_eq!(s[IDS], vec!["£12.50", "AB-1", "CD-2", "2.9.7"]);
    }

    #[test]
    fn an_item_said_again_with_a_typo_is_the_same_item() {
        assert!(covers(
            "see the Nuggets game, absolute chaos in the 4th?",
            "see the Nuggets game, absolute choas in the 4th?"
        ));
        assert!(covers(
            "we are definitely swapping the contractor",
            "we are definately swapping the contractor"
        ));
        // One word apart is another fact when the word is another word.
        assert!(!covers("no deploys on Monday after lunch", "no deploys on Sunday after lunch"));
        assert!(!covers("deploy to the east region first", "deploy to the west region first"));
        assert!(!covers("open port 8080 on the box", "open port 8081 on the box"));
        assert_eq!(edit_distance("chaos", "choas"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn the_topic_judge_is_conservative() {
        let recent = "user: help me plan the garden beds tomatoes peppers basil watering schedule compost soil mulch seeds spring";
        assert!(new_topic(recent, "what is the best way to configure nginx reverse proxy certificates"));
        assert!(!new_topic(recent, "should the tomatoes get more compost"));
        assert!(!new_topic(recent, "thanks"));
        assert!(!new_topic("user: hi", "configure nginx reverse proxy certificates now"));
    }

    #[test]
    fn a_suggestion_the_other_side_agrees_to_is_a_decision() {
        let delta = "assistant: My suggestion for the queue is NATS, since it needs no extra daemon. Shall I plan it that way?\n\
user: yes, do that\n\
assistant: I recommend Kafka for the logs because of replay.\n\
user: no, too heavy for us.";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "Decisions").contains("NATS, since it needs no extra daemon"), "{s}");
        assert!(!open(&s).contains("Shall I plan it"), "answered by the yes: {s}");
        assert!(!section(&s, "Decisions").contains("Kafka"), "refused: {s}");
        let zh = summarize(
            "",
            "assistant: 这块我建议用TiDB，迁移脚本现成。要按这个来安排吗？\nuser: 可以，就这么定了",
            2000,
        );
        assert!(section(&zh, "Decisions").contains("TiDB，迁移脚本现成"), "{zh}");
        assert!(!open(&zh).contains("要按这个来安排吗"), "{zh}");
    }

    #[test]
    fn a_reply_in_the_next_run_still_answers_or_agrees() {
        let first = summarize(
            "",
            "assistant: My suggestion for the queue is NATS, since it needs no extra daemon. Shall I plan it that way?",
            2000,
        );
        assert!(section(&first, "Open questions").contains("Shall I plan it that way?"), "{first}");
        let second = summarize(&first, "user: yes, do that\nassistant: Okay.", 2000);
        assert!(section(&second, "Decisions").contains("NATS, since it needs no extra daemon"), "{second}");
        assert!(!open(&second).contains("Shall I plan it"), "{second}");
        // Other text read back keeps its kind: an assistant's hedge is no constraint.
        let hedge = summarize("", "assistant: I will treat that as settled unless you say otherwise.", 2000);
        let again = summarize(&hedge, "", 2000);
        assert!(!again.contains("## Constraints"), "{again}");
        assert!(again.contains("unless you say otherwise"), "{again}");
    }

    #[test]
    fn the_lines_of_a_message_keep_its_writer() {
        // The second line is the user's: the assistant's "ok" does not answer the user's own
        // question, and a "key: value" line is not a writer.
        let delta = "user: for the record, the fix was:\n$ helm upgrade --install web ./charts/web\nnote: I wonder whether we still need the old VPN\nassistant: Okay, noted.";
        let s = summarize("", delta, 2000);
        assert!(s.contains("`helm upgrade --install web ./charts/web`"), "{s}");
        assert!(section(&s, "Open questions").contains("old VPN"), "{s}");
    }

    #[test]
    fn an_acknowledgement_leaves_a_question_open() {
        let delta = "user: Do we still need the pager rotation at all?\nassistant: Okay, I will factor that in.\n\
user: 值班轮换表还需要保留吗\nassistant: 好的，继续下一项。";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "Open questions").contains("pager rotation"), "{s}");
        assert!(section(&s, "Open questions").contains("值班轮换表还需要保留吗"), "{s}");
    }

    #[test]
    fn several_facts_of_one_message_land_in_their_own_sections() {
        let delta = "user: hmm ok, final call for edge: Honeycomb, reason being the CLI is scriptable, linking INC-82330 here so nobody asks again, oh and please never mute the alerts on weekends";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "Decisions").contains("Honeycomb, reason being the CLI is scriptable"), "{s}");
        assert!(!section(&s, "Decisions").contains("alerts"), "{s}");
        assert!(
            section(&s, "Constraints & conventions").contains("please never mute the alerts on weekends"),
            "{s}"
        );
        assert!(s.contains("INC-82330"), "{s}");
    }

    #[test]
    fn a_question_carried_over_is_not_closed_by_a_bare_yes_to_something_else() {
        let first = summarize("", "user: has anyone even looked at the holiday coverage plan yet?", 2000);
        let second = summarize(&first, "user: yep\nassistant: Noted.", 2000);
        assert!(open(&second).contains("holiday coverage plan"), "{second}");
        // A reply on its subject still closes it.
        let third = summarize(&first, "assistant: The holiday coverage plan was signed off by HR.", 2000);
        assert!(!open(&third).contains("holiday coverage plan"), "{third}");
    }

    #[test]
    fn a_reason_after_a_bare_why_joins_its_decision() {
        let s = summarize(
            "",
            "user: separately, we'll go with annual-only pricing for the Team plan. why? the big accounts asked for it. moving on",
            2000,
        );
        let d = section(&s, "Decisions");
        assert!(d.contains("annual-only pricing") && d.contains("the big accounts asked for it"), "{s}");
        assert!(!open(&s).contains("why"), "{s}");
        let bare = summarize("", "user: why?\nassistant: Because the queue is full.", 2000);
        assert!(open(&bare).is_empty(), "{bare}");
    }

    #[test]
    fn vague_items_go_before_any_fact_when_room_is_short() {
        let mut delta = String::new();
        for i in 0..12 {
            delta.push_str(&format!("user: never deploy service{i} on Fridays before the backup finishes\n"));
            delta.push_str("user: can't move it\nuser: is it too much?\n");
        }
        let s = summarize("", &delta, 700);
        assert!(s.chars().count() <= 700, "{s}");
        assert!(!s.contains("can't move it") && !s.contains("too much"), "{s}");
        assert!(s.contains("service0") && s.contains("service11"), "{s}");
    }

    #[test]
    fn a_statement_before_why_is_a_decision_and_a_vague_question_takes_its_subject_from_before() {
        let s = summarize("", "user: keeping the free tier. why? they handle VAT for us. moving on", 2000);
        let d = section(&s, "Decisions");
        assert!(d.contains("keeping the free tier") && d.contains("they handle VAT for us"), "{s}");
        let s =
            summarize("", "user: and the on-call rotation for December... is that still a thing or", 2000);
        assert!(open(&s).contains("on-call rotation for December"), "{s}");
        // Even when the question names things of its own, "is that" asks about what came before.
        let s = summarize(
            "",
            "user: hmm and the club's liability insurance... is that a me problem or a club problem?",
            2000,
        );
        assert!(open(&s).contains("the club's liability insurance"), "{s}");
    }

    #[test]
    fn a_request_to_the_assistant_is_done_by_its_reply() {
        let s = summarize(
            "",
            "user: can you make that shorter, I'm reading on my phone\nassistant: Shorter version: the job failed and was retried.",
            2000,
        );
        assert!(!open(&s).contains("make that shorter"), "{s}");
        let s = summarize(
            "",
            "user: who owns the storage quota increase?\nassistant: Shorter version: the job failed and was retried.",
            2000,
        );
        assert!(open(&s).contains("storage quota increase"), "{s}");
    }

    #[test]
    fn identifiers_outlive_the_closed_question_or_progress_line_that_named_them() {
        let mut delta = String::from(
            "user: can you link OPS-5018 in the postmortem doc\nassistant: Done, linked it.\n\
             user: last time we fixed it with `./scripts/rotate_keys.sh --env prod --dry-run` iirc\n",
        );
        for i in 0..30 {
            delta.push_str(&format!("user: we finished the step number {i} of the long migration today\n"));
        }
        delta.push_str("user: never deploy on Fridays\n");
        let s = summarize("", &delta, 400);
        assert!(s.chars().count() <= 400, "{s}");
        assert!(s.contains("OPS-5018"), "{s}");
        assert!(s.contains("`./scripts/rotate_keys.sh --env prod --dry-run`"), "{s}");
        assert!(!s.contains("postmortem doc") && !s.contains("iirc"), "{s}");
    }

    #[test]
    fn a_line_that_is_one_command_or_formula_outlives_its_text() {
        let mut delta = String::from(
            "user: Ryan gave me this for splitting the open claims csv by peril:\n\
Import-Csv .\\open_claims_wk9.csv | Where-Object Peril -eq 'EoW' | Export-Csv .\\eow_only_wk9.csv -NoTypeInformation\n\
assistant: Try this in an empty cell:\n\n```\n=IF(AND(E2<>\"Paid\",D2-TODAY()<39),\"CHASE\",\"\")\n```\n\
user: for my notes: psql -h claims-dw.local -U cw -d claims_mi -c \"select claim_no, peril from rpt.open_reserves where handler = 'CW9'\"\n",
        );
        for i in 0..30 {
            delta.push_str(&format!("user: we finished the step number {i} of the long migration today\n"));
        }
        let s = summarize("", &delta, 700);
        assert!(s.chars().count() <= 700, "{s}");
        for command in [
            "`Import-Csv .\\open_claims_wk9.csv | Where-Object Peril -eq 'EoW' | Export-Csv .\\eow_only_wk9.csv -NoTypeInformation`",
            "`=IF(AND(E2<>\"Paid\",D2-TODAY()<39),\"CHASE\",\"\")`",
            // (Its quoted argument is not cut at its commas.)
            "`psql -h claims-dw.local -U cw -d claims_mi -c \"select claim_no, peril from rpt.open_reserves where handler = 'CW9'\"`",
        ] {
            assert!(section(&s, "Identifiers").contains(command), "{command}\n{s}");
        }
    }

    #[test]
    fn long_rules_go_before_short_questions_when_items_must_go() {
        let mut delta = String::new();
        for (i, place) in ["north", "south", "east", "west", "harbour", "airport"].iter().enumerate() {
            delta.push_str(&format!(
                "user: never restart the {place} warehouse cluster while the quarterly inventory count is running, the auditors need it up {i}\n"
            ));
            delta.push_str(&format!("user: who owns the {place} parking permits?\n"));
        }
        let s = summarize("", &delta, 700);
        assert!(s.chars().count() <= 700, "{s}");
        let (rules, questions) =
            (section(&s, "Constraints & conventions").lines().count(), open(&s).lines().count());
        assert!(questions > rules, "{questions} questions, {rules} rules: {s}");
    }

    #[test]
    fn a_decision_section_that_must_lose_items_loses_its_oldest_not_its_longest() {
        // A decision with its reason is long; that is no reason to lose it first.
        let previous = "## Decisions\n- use the harbour van\n- use the airport van\n\
            - move the depot stock checks to Sunday mornings — the weekday shifts are too stretched once deliveries start\n\
            - use the station van\n- use the market van\n- use the school van\n";
        let s = summarize(previous, "", 200);
        assert!(s.chars().count() <= 200, "{s}");
        let decisions = section(&s, "Decisions");
        assert!(decisions.contains("Sunday mornings — the weekday shifts"), "{s}");
        assert!(!decisions.contains("harbour van"), "{s}");
    }

    #[test]
    fn a_reason_on_its_own_joins_the_newest_decision_without_one_and_is_never_a_rule() {
        let s = summarize(
            "",
            "user: ok going with Shiftboard for volunteer shifts\nassistant: Noted.\nuser: mostly since half the speakers cannot travel",
            2000,
        );
        assert!(
            section(&s, "Decisions")
                .contains("Shiftboard for volunteer shifts mostly since half the speakers"),
            "{s}"
        );
        assert!(!s.contains("## Constraints"), "{s}");
    }

    #[test]
    fn a_choice_named_without_a_verb_and_then_why_is_a_decision() {
        for (delta, choice, reason) in [
            (
                "user: fine. Renovate over Dependabot. mostly because it can group the pyo3 bumps",
                "Renovate over Dependabot",
                "it can group the pyo3 bumps",
            ),
            (
                "user: not thrilled but i'm picking Tailscale for the lab; honestly port forwarding is cursed",
                "Tailscale for the lab",
                "port forwarding is cursed",
            ),
            (
                "user: 最低支持Python 3.9，就这么定了，原因是pyo3已经编不过3.8了",
                "最低支持Python 3.9",
                "pyo3已经编不过3.8了",
            ),
            // "final." settles the sentence before it; the one after gives the reason.
            (
                "user: ugh ok. take the Harmon Street suite. final. it has a freight elevator for the file cabinets, so there's no point debating it",
                "take the Harmon Street suite",
                "it has a freight elevator for the file cabinets",
            ),
            // A reason given by its label makes what came before it a decision, verb or not.
            (
                "user: after a long and slightly heated discussion it's a fixed-price contract. reason: the hourly estimate kept creeping up",
                "a fixed-price contract",
                "the hourly estimate kept creeping up",
            ),
            (
                "user: NET-915 is back. unrelated but screw it, shipping without cloud saves. reason: cert flagged the sync dialog",
                "shipping without cloud saves",
                "cert flagged the sync dialog",
            ),
        ] {
            let s = summarize("", delta, 2000);
            let d = section(&s, "Decisions");
            assert!(d.contains(choice) && d.contains(reason), "{s}");
        }
        // A statement with a verb, then why, is no decision; nor is picking someone up.
        let s = summarize("", "user: the build is slow. mostly because the cache is cold", 2000);
        assert!(!s.contains("## Decisions"), "{s}");
        let s = summarize("", "user: I'm picking up the kids at 5", 2000);
        assert!(!s.contains("## Decisions"), "{s}");
    }

    #[test]
    fn hostile_text_never_panics_and_stays_within_the_cap() {
        let tricky = [
            "İSTANBUL we picked İzmir because İ said so, after all that: Ærø",
            "before the İ backup, tell ẞtraße first. why? 🙂 because",
            "run du -sh ~/Ŧest ./ä . then `unclosed backtick",
            "@阿杰就行，老何说：就用飞书吧，毕竟便宜。怎么办？",
            "- - - - ",
            "\u{202e}never deploy on Fridays\u{202c}, full stop",
            "what are we doing about the 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 thing or",
            "Anouk van der Berg (from the) is the 22nd of May Tue 12 Sep",
            ", , , : : — — ;;",
            "i̇ decided on x̧ — — reasoning was ÿ",
            // Letters whose lower case has another length, before the words the rules look for.
            "\u{212a}\u{212a}İİ we picked Ærø — İ because \u{212a}ey",
            "İ\u{212a} does anyone know what is happening with the \u{212a}iln permit, no reply from anyone",
            "\u{212a}İ is the İzmir license even on anyone's radar",
        ];
        // Long lines of the marks some rules scan for: quotes, colons, brackets.
        let long = [
            "'a".repeat(3_000),
            ": x".repeat(3_000),
            "(why: ".repeat(1_000),
            "“a ".repeat(3_000),
            ", and ".repeat(2_000),
            "就用飞书吧，没得选，".repeat(1_000),
        ];
        let tricky: Vec<&str> = tricky.iter().copied().chain(long.iter().map(String::as_str)).collect();
        for max in [100, 300, 2000] {
            let mut previous = String::new();
            for (i, t) in tricky.iter().enumerate() {
                let role = if i % 2 == 0 { "user" } else { "assistant" };
                let s = summarize(&previous, &format!("{role}: {t}\n{role}: {t} {t}"), max);
                assert!(s.chars().count() <= max, "{max}: {s}");
                previous = s;
            }
        }
    }

    #[test]
    fn the_assistants_checks_close_with_the_next_reply_and_so_do_requests_on_what_was_pasted() {
        let delta = "assistant: Next on the list were the documents — want to go through what's still missing?\n\
user: honestly I need a coffee first.\n\
user: here's what QA sent, can you make sense of it?\n\
assistant: It is one crash in the checkout screen, on Android 14 only.\n\
user: can you figure out how long the Crashlytics free tier keeps data?\n\
assistant: Parking that one for later.\n\
assistant: For the review, I'd bring the three open questions as screenshots.\n\
assistant: Open question we haven't settled: the shared bin store.";
        let s = summarize("", delta, 2000);
        let open = open(&s);
        assert!(!open.contains("still missing") && !open.contains("make sense of it"), "{s}");
        assert!(!open.contains("screenshots"), "{s}");
        assert!(open.contains("Crashlytics free tier") && open.contains("shared bin store"), "{s}");
    }

    #[test]
    fn a_line_shortened_to_the_same_words_as_another_is_kept_once() {
        let long = "the rubric, four rows (thesis, evidence, analysis, conventions) on a 4-point scale is the rule for a timed final, and it makes the comments much faster to write.";
        let short = "the rubric, four rows (thesis, evidence, analysis, conventions) on a 4-point scale is the rule for a timed final";
        let mut previous = String::from("## Constraints & conventions\n");
        previous.push_str(&format!("- {short}\n- {long}\n"));
        for n in 0..40 {
            previous.push_str(&format!(
                "- never deploy service-{n} on a Friday afternoon without a rollback plan\n"
            ));
        }
        let s = summarize(&previous, "user: ok", 2000);
        assert!(s.chars().count() <= 2000, "{s}");
        assert!(s.matches("4-point scale").count() <= 1, "{s}");
    }

    #[test]
    fn a_question_its_own_message_puts_off_is_not_closed_by_a_bare_reply() {
        let delta = "user: should I be worried about the out-of-print trigger? ... don't answer that yet.\n\
assistant: No worries, talk soon.";
        let s = summarize("", delta, 2000);
        assert!(open(&s).contains("out-of-print trigger"), "{s}");
    }

    #[test]
    fn a_capitalised_word_the_messages_also_write_in_lower_case_is_no_person() {
        let delta = "assistant: Rollout is stuck at 2 of 4 pods because the image cannot be pulled.\n\
user: ok, stagger the rollout then. Vendor confirmed the copier uses TCP 5671.\n\
user: the vendor is slow. Marguerite confirmed it too.";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("- Rollout\n") && !s.contains("- Vendor\n"), "{s}");
        assert!(s.contains("Marguerite"), "{s}");
    }

    #[test]
    fn the_numbers_of_pasted_tables_and_logs_are_data_not_identifiers() {
        let delta = "user: Invoice pasted, ref X511E:\n\
Item | Qty | Unit | Line\n\
Surface wipes | 15 | 9.75 | 146.25\n\
Nitrile gloves (M) | 11 | 95.00 | 1045.00\n\
assistant: From the log:\n\
    roaming 192.168.10.175 -> ap2\n\
    roaming 192.168.10.163 -> ap2\n\
    roaming 192.168.10.178 -> ap1\n\
user: the NAS is on 192.168.10.5 and the invoice total was $1,191.25";
        let s = summarize("", delta, 2000);
        let ids: String = s.lines().filter(|l| !l.contains(" | ") && !l.contains(" -> ")).collect();
        for data in ["9.75", "146.25", "192.168.10.175", "`roaming"] {
            assert!(!ids.contains(data), "{data} in {s}");
        }
        for fact in ["X511E", "192.168.10.5", "$1,191.25"] {
            assert!(s.contains(fact), "{fact} not in {s}");
        }
        let delta = "user: a\nb 1 x\nb 2 x\nb 3 x\nuser: b 4 x";
        assert!(
            pasted_rows(delta, &templated_rows(delta), &log_lines(delta))
                == vec![false, true, true, true, false]
        );
    }

    #[test]
    fn a_sentence_that_only_says_a_choice_was_made_makes_the_next_one_the_choice() {
        let delta = "user: I need help keeping track of the farm this season.\n\
user: thought about it overnight. sell the old rotavator, because it just sits in the shed rusting\n\
user: ok decided - put the sensors on solar packs. changing batteries takes a whole morning\n\
user: after all that back and forth: use the school van. the insurance rules changed and I'm done arguing\n\
user: thought about it overnight. It rained all week though.";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        for both in [
            "sell the old rotavator, because it just sits in the shed rusting",
            "put the sensors on solar packs. changing batteries takes a whole morning",
            "use the school van. the insurance rules changed",
        ] {
            assert!(decisions.contains(both), "{both} not in {s}");
        }
        assert!(!decisions.contains("rained"), "no choice follows: {s}");
    }

    #[test]
    fn a_signature_and_a_name_said_alone_name_people() {
        let delta = "user: Pasting the signature block so I have it:\n\n--\nViktor Halvorsen\nThe CISO at the insurer\n\
user: 贴个邮件签名存一下：\n--\n郑丽娟\n变更经理\n\
assistant: Hannah Oyelaran. She's the physics teacher next door who wants to help.\n\
user: Great Work. The robot works now.\n\
user: Quick Update. The scanner is back.";
        let s = summarize("", delta, 2000);
        let people = section(&s, "People & roles");
        for name in ["Viktor Halvorsen", "郑丽娟", "Hannah Oyelaran"] {
            assert!(people.contains(name), "{name} not in {s}");
        }
        assert!(!people.contains("Great Work") && !people.contains("Quick Update"), "{s}");
        assert!(!section_or_empty(&s, "Other").contains("- Hannah Oyelaran"), "said once: {s}");
    }

    #[test]
    fn the_sources_of_a_pasted_log_are_no_people() {
        let delta = "user: From Event Viewer, trimmed:\n\
2026-11-09 12:53:24  Information Microsoft-Windows-Security-Auditing    4740  A user account was locked out.\n\
2026-11-11 04:22:15  Information Microsoft-Windows-Time-Service         129  NtpClient was unable to set a peer.\n\
2026-11-18 03:09:56  Warning     Microsoft-Windows-GroupPolicy          1129  Processing of Group Policy failed.\n\
user: Cornelius Carrow says the lockouts are his phone";
        let s = summarize("", delta, 2000);
        let people = section_or_empty(&s, "People & roles");
        assert!(!people.contains("Microsoft") && !people.contains("Group Policy"), "{s}");
        assert!(people.contains("Cornelius Carrow"), "{s}");
        // Two stamped lines are no log: the names on them are people.
        let s = summarize("", "user: 09:14:02 Amara Osei signed in\n09:20:11 she left", 2000);
        assert!(section_or_empty(&s, "People & roles").contains("Amara Osei"), "{s}");
    }

    #[test]
    fn the_addresses_and_protocol_of_a_pasted_log_are_no_identifiers() {
        let delta = "user: 502s again, on a saturday\n\
2027/01/05 07:06:42 [error] 1341#1028: *267331 upstream timed out, client: 67.115.124.13, request: \"GET /api/checkout HTTP/2.0\", upstream: \"http://10.244.39.147:8000/api/checkout\", host: \"order.example.com\"\n\
2027/01/04 07:06:11 [error] 1004#1272: *827999 upstream timed out, client: 164.18.125.6, request: \"POST /api/preorders HTTP/2.0\", upstream: \"http://10.244.54.228:8000/api/preorders\", host: \"order.example.com\"\n\
2027/01/12 07:06:42 [error] 1315#1327: *513639 upstream timed out, client: 69.53.43.50, request: \"POST /api/menu HTTP/2.0\", upstream: \"http://10.1.39.65:8000/api/menu\", host: \"order.example.com\"\n\
user: the ticket is DD-8498 and the fix goes out with 2.4.1";
        // (Its lines are not kept as text either: a later run would read their addresses
        // again.)
        for max in [2000, 150] {
            let s = summarize("", delta, max);
            assert!(!s.contains("http://") && !s.contains("HTTP/2.0") && !s.contains("10.244"), "{s}");
            assert!(s.contains("DD-8498") && s.contains("2.4.1"), "{s}");
            let next = summarize(&s, "user: and the deploy window is Sunday", max);
            assert!(!next.contains("http://") && next.contains("DD-8498"), "{next}");
        }
        // A log's lines not made from one template say different things: the address on one
        // is what it says.
        let delta = "user: NAS log, is the warning bad?\n\
2027-01-05 01:25:12 [proxy] upstream gallery -> 127.0.0.1:28945 connect() failed (111: Connection refused)\n\
2027-01-05 01:25:15 [system] scheduled task finished\n\
2027-01-05 01:25:19 [backup] WARNING: task 'Cards to B2' finished with 3 skipped files";
        let s = summarize("", delta, 120);
        assert!(s.contains("127.0.0.1:28945"), "{s}");
        // A long log's lines keep the addresses with their port and the versions they name.
        let delta = "user: 自助机日志，最后那行红的是啥意思？\n\
2026-11-20 03:47:58 INFO  http: obs-dash listening on 0.0.0.0:15530\n\
2026-11-20 03:47:59 WARN  badge: reader not responding, retry 2/5\n\
2026-11-20 03:48:19 INFO  updater: rota-macro -> 5.30.20 installed\n\
2026-11-20 03:48:21 INFO  cache: bed list refreshed\n\
2026-11-20 03:49:02 ERROR sync: upstream refused, giving up";
        let s = summarize("", delta, 2000);
        assert!(s.contains("0.0.0.0:15530") && s.contains("5.30.20"), "{s}");
        // Said in a sentence, an address is still one.
        let s = summarize("", "user: the health check is http://10.0.0.5:8080/healthz now", 2000);
        assert!(s.contains("http://10.0.0.5:8080/healthz"), "{s}");
    }

    #[test]
    fn a_pasted_chat_is_other_peoples_words_and_output_lines_are_no_commands() {
        let delta = "user: whatsapp thread below. who agreed to what??\n\
[19/11/2026, 12:14] Jules: do we have to invite everyone from work\n\
[19/11/2026, 12:20] Maya's mum: has anyone heard from the band?\n\
[19/11/2026, 12:45] Nana Joan: we're going with the quartet because the band never replies\n\
user: rsync said:\n\
    sending incremental file list\n\
    Wales holiday/IMG_0041.JPG\n\
    sudo systemctl restart scanner-bridge";
        let s = summarize("", delta, 2000);
        for theirs in ["invite everyone from work", "heard from the band", "going with the quartet"] {
            let line = s.lines().find(|l| l.contains(theirs)).unwrap_or_default();
            assert!(line.is_empty() || !open(&s).contains(theirs), "{theirs} read as the user's: {s}");
            assert!(!section_or_empty(&s, "Decisions").contains(theirs), "{s}");
            assert!(!section_or_empty(&s, "Constraints & conventions").contains(theirs), "{s}");
        }
        assert!(!s.contains("`sending incremental file list`") && !s.contains("`Wales holiday"), "{s}");
        assert!(s.contains("sudo systemctl restart scanner-bridge"), "{s}");
        assert_eq!(
            chat_lines("user: a\n阿杰 07:42\n一鸣你能不能回一下\n老陈 07:45\n好的"),
            vec![false, true, true, true, true]
        );
    }

    #[test]
    fn a_command_the_assistant_ran_that_changed_something_is_kept() {
        for cmd in [
            "sudo timedatectl set-timezone Asia/Singapore",
            "(crontab -l 2>/dev/null; echo '15 3 * * * /home/pi/bin/pos-backup.sh >> /var/log/pos-backup.log 2>&1') | crontab -",
            "pg_dump -U posadmin -F c possales -f /srv/backup/possales_0307.dump",
            "sudo raspi-config nonint do_blanking 1",
            "sudo systemctl restart nginx",
            "du -sh /srv/* > /tmp/du.txt",
            "Restart-Service -Name StockSyncAgent -Force",
            "git config user.name kim",
            "rm -rf logs",
            "kubectl -n ordr rollout restart deploy/receipt-bridge",
        ] {
            assert!(changes_something(cmd), "{cmd}");
        }
        for cmd in [
            "sudo du -sh /var/lib/posd/exports/* | sort -h | tail",
            "timedatectl | grep 'Time zone'",
            "crontab -l | tail -1",
            "systemctl status nginx --no-pager 2>&1 | head -20",
            "docker ps -a",
            "Get-EventLog -LogName Application -Newest 100",
            "kubectl -n ordr describe pod receipt-bridge-f7j7d",
            "docker compose logs --tail 50 web",
            "grep -c ERROR /var/log/app.log",
            "echo 'rm -rf /' ",
        ] {
            assert!(!changes_something(cmd), "{cmd}");
        }
        // The fix stays with the facts; the look around it stays progress.
        let delta = "user: customer say receipt wrong, show 8 hours early\n\
[tool call] shell args={\"host\": \"tb-pos01\", \"cmd\": \"timedatectl | grep 'Time zone'\"}\n\
[tool result] shell → Time zone: Etc/UTC (UTC, +0000)\n\
assistant: The server clock is on UTC, that's the 8 hours. I'll fix the timezone.\n\
[tool call] shell args={\"host\": \"tb-pos01\", \"cmd\": \"sudo timedatectl set-timezone Asia/Singapore\"}\n\
[tool result] shell → \n\
assistant: Done.";
        let s = summarize("", delta, 2000);
        assert!(
            section_or_empty(&s, "Identifiers").contains("`sudo timedatectl set-timezone Asia/Singapore`"),
            "{s}"
        );
        assert!(!section_or_empty(&s, "Identifiers").contains("grep 'Time zone'"), "{s}");
        // A short question just before a lookup asks for it: what it ran is the person's.
        let delta = "user: pos server disk almost full kelvin say\n\
user: what taking space\n\
[tool call] shell args={\"cmd\": \"sudo du -sh /var/lib/posd/exports/* | sort -h | tail\", \"host\": \"tb-pos01\"}\n\
[tool result] shell → 20G .../2026-11 16G .../2026-12\n\
assistant: The old exports take most of it.";
        let s = summarize("", delta, 2000);
        assert!(
            section_or_empty(&s, "Identifiers")
                .contains("sudo du -sh /var/lib/posd/exports/* | sort -h | tail"),
            "{s}"
        );
    }

    #[test]
    fn a_question_answered_at_once_with_a_name_names_someone_and_asks_nothing() {
        let s = summarize(
            "",
            "user: I need to sort out the office move.\nuser: the property manager for the shared office? Marisol Rautenbach. write that down somewhere",
            2000,
        );
        assert!(section_or_empty(&s, "People & roles").contains("Marisol Rautenbach"), "{s}");
        assert!(open(&s).is_empty(), "{s}");
        let s = summarize(
            "",
            "user: I need to sort out the office move.\nuser: who is on call for INC-4412? Priya Raman. ok",
            2000,
        );
        assert!(
            section_or_empty(&s, "People & roles").contains("Priya Raman") && s.contains("INC-4412"),
            "{s}"
        );
        // A question followed by anything else stays open.
        let s = summarize("", "user: who owns the data in the stock app? no idea honestly", 2000);
        assert!(open(&s).contains("who owns the data in the stock app"), "{s}");
    }

    #[test]
    fn a_reason_naming_only_a_span_joins_its_choice() {
        let s = summarize(
            "",
            "user: go cashless at Joo Chiat lah. counting cash takes 40 minutes every night",
            2000,
        );
        assert!(
            section_or_empty(&s, "Decisions").contains("counting cash takes 40 minutes every night"),
            "{s}"
        );
        // A sentence with an amount is a fact of its own.
        let s = summarize("", "user: we will use the small van. the big one costs £400 a day", 2000);
        assert!(!section_or_empty(&s, "Decisions").contains("£400"), "{s}");
    }

    #[test]
    fn a_long_pasted_chat_is_no_log_and_keeps_what_was_said() {
        // Five stamped lines with a writer each: a chat, whose words stay (as theirs).
        let delta = "user: Sue's summary, she's got it right:\n\
[07/01/2027, 13:45] Sue: did you and Jess sort out engine servicing in the end\n\
[07/01/2027, 13:48] Rob: yep\n\
[07/01/2027, 13:48] Sue: so it's the outboard servicing in-house this year, because Tom's done the course\n\
[07/01/2027, 13:50] Rob: exactly that\n\
[07/01/2027, 13:51] Sue: ok I'll put it in the budget";
        let s = summarize("", delta, 2000);
        assert!(s.contains("outboard servicing in-house this year"), "{s}");
        assert!(log_lines(delta).iter().all(|l| !l), "{:?}", log_lines(delta));
        for line in ["07/01/2027, 13:48 - Aunty Mei: ok can", "[09:14] 王静：收到", "12:14 Jules: fine"]
        {
            assert!(spoken_line(line), "{line}");
        }
        // A log's source is no writer.
        for line in [
            "2026-11-19 22:36:13 INFO worker: started",
            "Nov 19 22:36:13 gw sshd[412]: Accepted publickey",
            "2026-11-20 03:47:58 ERROR sync: upstream refused",
            "[2026-11-19 22:36:13] ERROR db: timeout",
        ] {
            assert!(!spoken_line(line), "{line}");
        }
    }

    #[test]
    fn a_sentence_said_again_word_for_word_goes_before_facts_said_once() {
        let stock = "Let me know how you get on, and we'll take the next step from there.";
        let delta = format!(
            "user: Should we get travel insurance that covers the hearing aid?\n\
assistant: Hakone is lovely in spring. {stock}\n\
user: for the record, never book flights with a connection under two hours.\n\
assistant: Noted. {stock}\n\
user: is the rail pass valid on the Tokyo subway?\n\
assistant: Good question. {stock}"
        );
        let s = summarize("", &delta, 2000);
        assert!(s.contains("take the next step"), "kept while there is room: {s}");
        // Short of room, the phrase said three times goes; the facts said once stay.
        let tight = summarize("", &delta, 260);
        assert!(!tight.contains("take the next step"), "{tight}");
        for fact in ["connection under two hours", "rail pass valid on the Tokyo subway"] {
            assert!(tight.contains(fact), "{fact} not in {tight}");
        }
        // Said again in a later run, it is a stock phrase too; what the other side says back
        // in the same run is not.
        let back = "user: never book flights with a connection under two hours\nassistant: never book flights with a connection under two hours";
        let later = stock_sentences(&Acc::default(), back, &line_sentences(back));
        assert!(later.is_empty(), "{later:?}");
        let mut acc = Acc::default();
        read_previous(&mut acc, &s);
        let again = format!("assistant: {stock}");
        assert_eq!(stock_sentences(&acc, &again, &line_sentences(&again)).len(), 1);
        assert!(is_stock(&[normalize(stock)], "we'll take the next step from there"));
    }

    #[test]
    fn a_pasted_table_leaves_no_amounts_or_vendors_behind_when_its_rows_go() {
        let mut delta = String::from(
            "user: here's the ledger slice\n| vendor | paid_on | amount | po |\n|---|---|---|---|\n",
        );
        for (i, v) in ["Granite State Haulers", "Pioneer Asphalt", "Metro Lumen LLC", "Ardent Towing"]
            .iter()
            .enumerate()
        {
            delta.push_str(&format!(
                "| {v} | 2025-0{}-13 | ${i}73,783.60 | PO 52{i}-608 | X95{i}E |\n",
                i + 1
            ));
        }
        for i in 0..20 {
            delta.push_str(&format!("user: we finished the step number {i} of the long migration today\n"));
        }
        delta.push_str("user: never deploy on Fridays\n");
        let s = summarize("", &delta, 400);
        assert!(s.chars().count() <= 400, "{s}");
        assert!(!s.contains("73,783.60") && !s.contains("-608"), "{s}");
        assert!(!s.contains("Granite State Haulers") && !s.contains("Pioneer Asphalt"), "{s}");
        assert!(s.contains("X950E"), "{s}");
        assert!(aligned_columns("Filesystem      Size  Used Avail Use% Mounted on"));
        assert!(aligned_columns("/dev/sdb1       2.0T  1.7T  0.3T  85% /srv/moodledata"));
        assert!(!aligned_columns("Done.  Next we book the coach.  Then the hotel."));
        assert!(!aligned_columns("CASH   £291.00"));
        assert!(!table_row(
            "the magic incantation was `du -sh /scratch/* | sort -h | tail`, writing it here"
        ));
        // (Nor one written without quotes; a pasted row is still one.)
        assert!(!table_row(
            "for my notes, splitting the open claims csv by peril: Import-Csv .\\open_claims_wk8.csv | \
             Where-Object Peril -eq 'Subsidence' | Export-Csv .\\subsidence_only_wk8.csv -NoTypeInformation."
        ));
        assert!(table_row("R6 II | 094111504 | - | £640"));
    }

    #[test]
    fn a_fenced_command_is_kept_and_a_plan_that_settles_itself_takes_no_sentence_before_it() {
        let delta = "assistant: Try this first:\n\n```\ngit bisect start\nLast login: Mon Nov 30\n```\n\nSend me the output.\n\
user: the apartment is nice but the desk chair is a tiny stool. also gonna pay the deposit in euros, the card fees on lira are brutal so the other option doesn't really work.";
        let s = summarize("", delta, 2000);
        assert!(s.contains("`git bisect start`"), "{s}");
        assert!(!s.contains("`Last login"), "{s}");
        let decisions = section(&s, "Decisions");
        assert!(decisions.contains("pay the deposit in euros"), "{s}");
        assert!(!decisions.contains("desk chair"), "{s}");
        assert_eq!(
            fenced_lines("user: a\n```\nx\n```\ny\nassistant: ```\nz"),
            [false, false, true, false, false, false, true]
        );
    }

    #[test]
    fn a_slip_of_a_name_and_a_thing_that_is_are_no_people() {
        let delta = "user: Dennis is doing the crossword. Dennis says hi.\n\
user: Denins is shouting clues at me. Dnnis wants tea.\n\
assistant: Probate is the legal confirmation that the executors can act. Hakone is popular in May.\n\
user: Receipt is attached. Nobody replied. Barnaby is the pharmacist sorting our prescriptions. Mia is furious.";
        let s = summarize("", delta, 2000);
        let people = section(&s, "People & roles");
        for no in ["Denins", "Dnnis", "Probate", "Hakone", "Receipt", "Nobody"] {
            assert!(!people.contains(no), "{no} in {s}");
        }
        for yes in ["Barnaby (pharmacist", "Mia"] {
            assert!(people.contains(yes), "{yes} not in {s}");
        }
        assert!(s.contains("Dennis"), "{s}");
        // Two people whose names are one letter apart both stay when each is written as often.
        let caps = capital_words("Karen said yes. Karin said no. Karen and Karin agreed.");
        assert!(!slip_of_name(&caps, "Karin") && !slip_of_name(&caps, "Karen"));
        // A four-letter slip of a longer word: "Jpan" for "Japan"; "Anna" is no slip of "Hanna".
        let caps = capital_words("Japan is far. Japan is cash-based. Jpan again. Anna and Hanna, Hanna.");
        assert!(slip_of_name(&caps, "Jpan") && !slip_of_name(&caps, "Anna"));
    }

    #[test]
    fn after_a_short_thank_you_the_next_paragraph_answers_and_log_lines_are_data() {
        let delta = "user: Do they have pharmacies like ours?\n\
assistant: That's very clear, thank you.\n\
\n\
Pharmacies in Japan are easy to find, though brand names differ.\n\
user: Do hotels keep luggage for a week?\n\
assistant: That's very clear, thank you.\n\
\n\
Trains run on time and the stations are well signed.";
        let s = summarize("", delta, 2000);
        assert!(!open(&s).contains("pharmacies"), "{s}");
        assert!(open(&s).contains("keep luggage"), "{s}");
        // Three or more lines stamped with a time are a log: its addresses are data; an id
        // that names a thing stays.
        let delta = "user: log from the gateway, no idea what any of it means\n\
2026-11-19 22:36:13 gw01 DHCP lease renewed for 192.168.10.139\n\
2026-11-19 22:41:32 gw01 firewall: dropped inbound from 192.168.10.75\n\
2026-11-19 22:52:01 gw01 WLAN ap2: client 192.168.10.131 deauthenticated (reason 4) ticket INC6818033";
        let s = summarize("", delta, 2000);
        let ids = section_or_empty(&s, "Identifiers");
        assert!(!ids.contains("192.168.10.139") && !ids.contains("192.168.10.75"), "{s}");
        assert!(s.contains("INC6818033") && !section_or_empty(&s, "Goal").contains("gw01"), "{s}");
        // A ``` block that runs no command is material: a df table names no one, its sizes
        // are data; a port mapping in a compose file stays.
        let pasted = "user: df -h and the compose bit\n```\nFilesystem      Size  Used Avail Use% Mounted on\n\
tank/media       1.8T  5.9T 1.2T  61% /mnt/tank/media\n\
tank/photos      1.8T  61G 170G  19% /mnt/tank/photos\n\
    ports:\n      - \"40316:40316\"\n```";
        let s = summarize("", pasted, 2000);
        assert!(!section_or_empty(&s, "People & roles").contains("Avail"), "{s}");
        assert!(section_or_empty(&s, "Identifiers").contains("40316:40316"), "{s}");
        assert!(!section_or_empty(&s, "Identifiers").contains("170G"), "{s}");
        let netstat =
            "user: look\n```\ntcp  0.0.0.0:5900  LISTEN  webdav\n```\nthat's the webdav one, right?";
        assert!(summarize("", netstat, 2000).contains("0.0.0.0:5900"));
        // So is an indented block of three lines or more that runs nothing (rsync's report).
        let report = [
            "user: this came up after the copy",
            "    sending incremental file list",
            "    Wales holiday/IMG_0041.JPG",
            "    sent 1,655,314,132 bytes  received 1,212 bytes",
            "    total size is large, speedup is 1.00",
        ]
        .join("\n");
        let report = report.as_str();
        let s = summarize("", report, 2000);
        assert!(!s.contains("1,655,314,132") && !s.contains("speedup"), "{s}");
        // A slip of a name an earlier run kept goes when the summary writes the name more often.
        let earlier = "## People & roles\n- Denins\n- Dennis\n## Other\n- Dennis rang.\n- Dennis is well.";
        let s = summarize(earlier, "user: Dennis says hello.", 2000);
        assert!(!s.contains("Denins") && s.contains("Dennis"), "{s}");
        let day = "user: plan for tomorrow\n09:00 call 555-0143 about the van\n10:30 standup\n14:00 pay the $400 deposit";
        assert!(summarize("", day, 2000).contains("$400"));
    }

    #[test]
    fn a_reply_answers_a_question_in_any_of_its_paragraphs() {
        let delta = "user: the portal shows 64 devices.\n\nany tips for making the laptop trolley less of a disaster?\n\n\
assistant: Okay - a few things in there.\n\nFor the trolley, number every slot and every laptop and make the numbers match.\n\
user: should we pay the capital gains tax from the sale proceeds?\n\
assistant: Let's park that for a moment.\n\nFor the trolley, label every slot.";
        let s = summarize("", delta, 2000);
        assert!(!open(&s).contains("laptop trolley"), "answered in its second paragraph: {s}");
        assert!(open(&s).contains("capital gains tax"), "no paragraph answers it: {s}");
    }

    #[test]
    fn a_yes_to_a_plan_and_no_more_talk_of_it_settle_the_plan_before_them() {
        let delta = "user: fine. we drop to four days a week. my manager finally agreed to it. done, not discussing it again with Neil.\n\
user: 行。跟公司申请每周上四天班。领导终于松口了。就这样，不跟我哥吵了。";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        for both in [
            "we drop to four days a week. my manager finally agreed to it",
            "跟公司申请每周上四天班。 领导终于松口了",
        ] {
            assert!(decisions.contains(both), "{both} not in {s}");
        }
        assert!(!s.contains("not discussing it again"), "said once is enough: {s}");
    }

    #[test]
    fn a_proposal_that_no_more_time_on_the_alternatives_settles_is_a_decision() {
        let delta = "user: got this from Margit:\n\n---\nHi Tomasz,\n\nThought about it over the weekend. I think we should run the assembly on the bigmem partition — the standard nodes cap at 256 GB and it died twice. Let's not spend more time on the alternatives.\n\nBest,\nMargit\n---\n\
user: 何老师回邮件了：周末想了想，我觉得坐高铁去开会，学院现在规定五小时以内的行程不给报机票。别的方案就别再花时间了。\n\
user: Which Docker Engine version am I actually running?";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        for both in [
            "run the assembly on the bigmem partition — the standard nodes cap at 256 GB and it died twice",
            "坐高铁去开会，学院现在规定五小时以内的行程不给报机票",
        ] {
            assert!(decisions.contains(both), "{both} not in {s}");
        }
        // (A question's first word is no one.)
        assert!(!section_or_empty(&s, "People & roles").contains("Which"), "{s}");
    }

    #[test]
    fn the_assistants_own_questions_and_advice_leave_nothing_open() {
        // Its advice holds question words, its parking names no subject, its questions to no
        // one in particular have had their turn once the person speaks.
        let delta = "user: the humidity logger in gallery 3 jumped last night\n\
assistant: 建议查一下是不是有门没关或者加湿器在循环启停。\n\
assistant: 这个我没有任何信息，在有人书面答复之前先留在待定清单上。\n\
assistant: That belongs on the open questions list. What's first on the list today?\n\
user: the courier booking for the Dresden loan\n\
assistant: Restating so it is all in one place:\n- does anyone know who signs the indemnity form?\n\
user: ok\n\
assistant: One thing still open from earlier: the Christmas party menu.";
        let s = summarize("", delta, 2000);
        let open = open(&s);
        for gone in ["是不是有门没关", "待定清单", "belongs on the open", "What's first on the list"]
        {
            assert!(!open.contains(gone), "{gone} in {s}");
        }
        for stays in ["who signs the indemnity form", "the Christmas party menu"] {
            assert!(open.contains(stays), "{stays} not open in {s}");
        }
    }

    #[test]
    fn a_question_word_asks_and_a_reply_on_its_subject_or_a_yes_answers_it() {
        let delta = "user: 瓷器厅那个传感器网关是不是最新固件？\n\
assistant: 网关状态正常，六个传感器都在线。固件版本在上面的状态里。\n\
user: 临时停车场怎么办\n\
assistant: 这个我没有任何信息。\n\
user: This is what I typed and what came back. Is that normal?\n    sudo systemctl status cms-web\n\
assistant: Yes, that looks normal. Nothing in the output suggests an error.\n\
user: What exactly do I type, and is it safe?\n\
assistant: The command is docker compose -f /opt/cms/compose.yml restart scheduler - run it on cms01 from your own account.\n\
user: still waiting on the council about the skip permit\n\
assistant: 网关 is fine, and the council is slow.";
        let s = summarize("", delta, 2000);
        let open = open(&s);
        for closed in ["传感器网关", "Is that normal", "What exactly do I type"] {
            assert!(!open.contains(closed), "{closed} still open in {s}");
        }
        for stays in ["临时停车场怎么办", "skip permit"] {
            assert!(open.contains(stays), "{stays} not open in {s}");
        }
        // The command ends before the prose after a spaced dash.
        assert!(s.contains("`docker compose -f /opt/cms/compose.yml restart scheduler`"), "{s}");
    }

    #[test]
    fn plans_settled_by_a_reason_a_grudging_yes_or_a_users_own_chat_line_are_decisions() {
        let delta = "user: let's send the charcoal to Glasgow. their turnaround is six weeks not four months, basically. done deliberating\n\
user: I've gone back and forth all morning and I think we hire the 3-tonne digger, mainly because the 8-tonne would rut the field.\n\
user: Fine. FINE. We'll book the scout hut. The only reason I'm giving in is that the B&B wants a deposit.\n\
user: Going to shoot everything in RAW. Partly gut feeling, but mostly because the jpegs blow out in full sun.\n\
user: voice note right so the thing is the fete is on the Saturday so what we're going to do is move the open day to the Sunday\n\
user: fwd from the whatsapp:\n[18:20] Tom: who has the site key\n[18:28] Me: ok team, from tomorrow we draw sections digitally only — we've run out of permatrace.\n[18:34] Kit: can someone bring the big sieve\n\
user: 第8天。暴雨。明天的安排：无人机早上六点飞，因为斜光下作物标志最清楚。\n\
user: 就学生住村里小学，没别的办法，主要是镇上宾馆要押金我们垫不起\n\
user: 行吧行吧，探方周日也开工，我让步只是因为雨季马上要来了";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        for (choice, reason) in [
            ("send the charcoal to Glasgow", "their turnaround is six weeks not four months"),
            ("hire the 3-tonne digger", "the 8-tonne would rut the field"),
            ("book the scout hut", "the B&B wants a deposit"),
            ("shoot everything in RAW", "the jpegs blow out in full sun"),
            ("move the open day to the Sunday", "the fete is on the Saturday"),
            ("draw sections digitally only", "we've run out of permatrace"),
            ("无人机早上六点飞", "斜光下作物标志最清楚"),
            ("学生住村里小学", "镇上宾馆要押金我们垫不起"),
            ("探方周日也开工", "雨季马上要来了"),
        ] {
            assert!(
                decisions.contains(choice) && decisions.contains(reason),
                "{choice} / {reason} not in {s}"
            );
        }
        // Others' lines in the chat stay theirs.
        assert!(!decisions.contains("site key") && !decisions.contains("big sieve"), "{s}");
        // The assistant's "we should just …" advises.
        let s = summarize(
            "",
            "assistant: I think we should just restart the scheduler, because the queue is stuck.",
            2000,
        );
        assert!(section_or_empty(&s, "Decisions").is_empty(), "{s}");
        // A plan's time or a hedge is no choice.
        let s = summarize(
            "",
            "user: from tomorrow we have rain, because the front moves in.\nuser: 就是这样，因为他不来。",
            2000,
        );
        assert!(section_or_empty(&s, "Decisions").is_empty(), "{s}");
    }

    #[test]
    fn a_pasted_weather_report_names_no_identifiers() {
        assert!(weather_report(
            "LOWS 040500Z 0406/0506 VRB03KT 0800 FG VV002 BECMG 0409/0411 4000 BR BKN008"
        ));
        assert!(weather_report("METAR EGGD 041150Z 24012KT 9999 SCT020 12/07 Q1012"));
        assert!(!weather_report("KST918 ETD 0630, G-OKBA, port 8443"));
        let s = summarize(
            "",
            "user: TAF for SZG pasted\nLOWS 040500Z 0406/0506 VRB03KT 0800 FG VV002 BECMG 0409/0411 4000 BR BKN008\nuser: crew for KST295 is on INV-28340",
            2000,
        );
        assert!(!s.contains("040500Z") && !s.contains("BKN008") && s.contains("INV-28340"), "{s}");
    }

    #[test]
    fn identifiers_give_way_before_decisions_once_they_fill_most_of_the_room() {
        let mut previous = String::from("## Decisions\n");
        let choices =
            ["Postgres", "Hetzner", "Caddy", "Grafana", "Restic", "Forgejo", "Mattermost", "Vaultwarden"];
        for (n, choice) in choices.iter().enumerate() {
            previous
                .push_str(&format!("- we went with {choice} for service {n} because it costs less to run\n"));
        }
        previous.push_str("## Identifiers\n");
        let ids: Vec<String> = (0..125).map(|n| format!("ORD-{:06}-A", 100_000 + n)).collect();
        for line in ids.chunks(7) {
            previous.push_str(&format!("- {}\n", line.join("; ")));
        }
        let delta = "user: we decided to go with Tailscale for the office VPN because nobody wants to manage WireGuard keys.\n\
assistant: Noted.\n\
user: final call: Nextcloud for the shared drive, since the accountant already uses it.";
        let s = summarize(&previous, delta, 2000);
        assert!(s.chars().count() <= 2000, "{s}");
        for choice in choices.iter().chain(&["Tailscale", "Nextcloud"]) {
            assert!(section(&s, "Decisions").contains(choice), "{choice}\n{s}");
        }
        // The oldest identifiers went, the newest stay.
        let kept = section(&s, "Identifiers");
        assert!(!kept.contains("ORD-100000-A") && kept.contains("ORD-100124-A"), "{s}");
    }

    #[test]
    fn a_pasted_config_sheet_keeps_the_port_its_key_names_and_not_its_settings() {
        let delta = "user: For the IT file, the config sheet from the install visit:\n\
```\n\
Site:                  Abbey Meadow Veterinary Practice\n\
Worklist:              enabled, refresh every 60 s\n\
Card terminal to till port: 59377\n\
Subnet mask:           255.255.255.0\n\
```\n\
assistant: Saved it with the practice notes.";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        assert!(ids.contains("59377"), "{s}");
        assert!(!s.contains("255.255.255.0") && !s.contains("refresh every"), "{s}");
    }

    #[test]
    fn what_only_the_assistants_lists_said_goes_before_what_the_person_said() {
        let delta = "user: we'll go with the structured scorecard for warehouse roles, because the transport managers refused it.\n\
user: never send payslips to personal email addresses unless the employee asked in writing.\n\
user: does anyone know if Daventry counts as a separate establishment for consultation?\n\
assistant: Options, roughly in order of fairness:\n\
1. **First come, first served** - simple, but only fair if everyone knew that's the rule.\n\
2. **Rotate** - whoever missed out last time gets priority this time, and never skip the record.\n\
- Always apply it consistently and tell both people the reason before the rota is published.\n\
- We'll go with whichever one the manager picks, because consistency matters more than the choice.\n\
- Never let managers decide case by case without writing down why they chose what they chose.";
        let full = summarize("", delta, 4000);
        // (What the assistant said stands first in line: the next run drops it first too.)
        let decisions = section(&full, "Decisions");
        let (Some(a), Some(u)) = (decisions.find("case by case"), decisions.find("structured scorecard"))
        else {
            panic!("{full}");
        };
        assert!(a < u, "{full}");
        // (Room for the facts but two: the other text goes first anyway.)
        let room = full.split("\n## Other").next().unwrap_or(&full).chars().count() - 150;
        let s = summarize("", delta, room);
        assert!(s.chars().count() <= room, "{s}");
        for fact in ["we'll go with the structured scorecard", "personal email addresses", "Daventry counts"]
        {
            assert!(s.contains(fact), "{fact}: {s}");
        }
        assert!(!s.contains("case by case") && !s.contains("whichever"), "{s}");
    }

    #[test]
    fn a_plan_on_a_line_of_its_own_then_a_labelled_reason_on_the_next_is_a_decision() {
        let delta = "user: hello there, starting the exam season planning today.\n\
user: quick notes before I forget:\n\
- put the 25% ET group in rm 22\n  - why: it's right next to the SEN base toilets\n\
- JCQ inspector for our visit = Tobias Kowalczyk";
        let s = summarize("", delta, 2000);
        let decisions = section(&s, "Decisions");
        assert!(
            decisions.contains("put the 25% ET group in rm 22") && decisions.contains("SEN base toilets"),
            "{s}"
        );
        // (A reason on a line of its own after a line that plans nothing makes nothing a decision.)
        let delta = "user: hello there, starting the exam season planning today.\n\
user: the boiler man came round this morning\nwhy: the pressure keeps dropping overnight";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("## Decisions"), "{s}");
    }

    #[test]
    fn identifiers_of_a_pasted_table_are_written_first_in_line_with_a_plus() {
        let delta = "user: here is the order as the supplier sent it:\n\
  buprenorphine 0.3 mg/ml    NV496801   qty 21\n\
  selamectin spot-on         NV990469   qty 14\n\
  methadone 10 mg/ml         NV514599   qty 23\n\
user: the quote is Q-50842-JY and the returns number is RMA-27651E";
        let s = summarize("", delta, 2000);
        let ids = section(&s, "Identifiers");
        let lines: Vec<&str> = ids.lines().collect();
        assert!(
            lines[0].starts_with("+ ") && lines[0].contains("NV496801") && lines[0].contains("NV514599"),
            "{s}"
        );
        assert!(!lines[0].contains("Q-50842-JY") && !lines[0].contains("RMA-27651E"), "{s}");
        // Read back, and written again the same way.
        assert_eq!(summarize(&s, "user: thanks", 2000), s);
    }

    #[test]
    fn identifiers_written_with_a_plus_are_read_back_first_in_line_however_new() {
        let previous = "## Identifiers\n- INV-123456; PO-77812\n+ NV496801; NV990469; NV514599";
        let s = summarize(previous, "user: thanks", 40);
        assert!(s.contains("INV-123456") && s.contains("PO-77812"), "{s}");
        assert!(!s.contains("NV496801") && !s.contains("NV514599"), "{s}");
        assert!(!s.contains('+'), "{s}");
        // With room, they stay, first in line.
        let s = summarize(previous, "user: thanks", 2000);
        assert_eq!(s, "## Identifiers\n+ NV496801; NV990469; NV514599\n- INV-123456; PO-77812");
    }

    #[test]
    fn a_roster_of_names_is_first_in_line_and_read_back_so() {
        let delta = "user: AA list for 8145/1A:\n\ncand,name,arrangement,evidence\n\
1305,Aisha Gill,25% ET,EHCP\n\
7099,Aisha Nowak,RB,Form 8\n\
5885,Evie Brooks,reader,centre\n\nhow many human readers do I need\n\
assistant: two\n\
user: Fenella Haverford is the lead invigilator for the library";
        let s = summarize("", delta, 2000);
        let people = section(&s, "People & roles");
        let lines: Vec<&str> = people.lines().collect();
        assert!(lines[..3].iter().all(|l| l.starts_with("+ ")), "{s}");
        assert!(lines[3].starts_with("- Fenella Haverford"), "{s}");
        // Read back, and written again the same way; when room is short the roster goes first.
        assert_eq!(summarize(&s, "user: thanks", 2000), s);
        let tight = summarize(&s, "user: thanks", 90);
        assert!(tight.contains("Fenella Haverford") && !tight.contains("Aisha Gill"), "{tight}");
        // A list of three names in one sentence is a roster too.
        let s = summarize(
            "",
            "user: planning the exam week today\nassistant: ok\nuser: the invigilators this week are Trevor Bell, Carol Ames and Hilary Ross.",
            2000,
        );
        assert!(section(&s, "People & roles").lines().all(|l| l.starts_with("+ ")), "{s}");
    }

    #[test]
    fn what_the_assistant_would_do_is_a_decision_once_the_person_agrees() {
        let delta = "user: morning, planning the week\n\
assistant: ok\n\
user: Mum wants to send the formal arrears letter, I'm not sure, what would you do\n\
assistant: Weighing it up, I'd offer flat 3 a payment plan instead of serving notice - mainly because she's paid on time for four years until this.\n\
user: yeah let's do that\n\
assistant: ok";
        let s = summarize("", delta, 2000);
        assert!(section(&s, "Decisions").contains("I'd offer flat 3 a payment plan"), "{s}");
        // Not agreed to: the assistant's idea stays its own text.
        let s = summarize("", &delta.replace("yeah let's do that", "no, Mum will send the letter"), 2000);
        assert!(!s.contains("## Decisions") || !section(&s, "Decisions").contains("I'd offer"), "{s}");
    }

    #[test]
    fn a_labelled_plan_with_its_reason_in_brackets_is_a_decision_in_any_list_of_the_persons() {
        let delta = "user: morning, planning the week\n\
assistant: ok\n\
user: notes I typed up last night, ignore the typos:\n\n\
- engine servicing: do the outboard servicing in-house this year (Tom's finished the Yamaha technician course)\n\
- rota, ask Jess\n\
- buy more bungs for the Toppers\n\n\
what do you reckon\n\
assistant: Looks good.";
        let s = summarize("", delta, 2000);
        assert!(
            section(&s, "Decisions").contains("do the outboard servicing in-house this year (Tom's"),
            "{s}"
        );
        // (A to-do without a reason is none.)
        assert!(!section(&s, "Decisions").contains("bungs"), "{s}");
    }

    #[test]
    fn a_pasted_table_of_readings_leaves_no_figures_behind() {
        let delta = "user: Readings from the East Wing this morning, pasted from the dashboard:\n\
time   temp  RH    lux\n\
07:00  21.5  55.3  0\n\
09:00  20.0  46.3  0\n\
11:00  19.4  55.0  40\n\
13:00  21.1  57.5  58\n\
user: the loan agreement is LA-2026-3438 and the courier is booked for the 19th of December";
        let s = summarize("", delta, 2000);
        assert!(!s.contains("57.5") && !s.contains("21.1"), "{s}");
        assert!(s.contains("LA-2026-3438") && s.contains("the 19th of December"), "{s}");
        // (Nor when the text has to go for room.)
        let tight = summarize("", delta, 120);
        assert!(!tight.contains("57.5") && !tight.contains("46.3"), "{tight}");
    }

    #[test]
    fn a_dropped_sentence_leaves_no_word_the_messages_write_in_lower_case_as_a_person() {
        let mut s: Sections = Default::default();
        let known = |p: &str| p != "First";
        keep_ids(
            &mut s,
            "1. **First come, first served** - ask Priya Raman about ticket HR-2231",
            &known,
            &HashMap::new(),
        );
        assert!(s[PEOPLE].contains(&"Priya Raman".to_string()), "{s:?}");
        assert!(!s[PEOPLE].contains(&"First".to_string()), "{s:?}");
    }

    #[test]
    fn people_in_a_name_column_and_in_a_records_fields_are_people_by_one_name_too() {
        let s = summarize(
            "",
            "user: pasting a chunk of the rota\n\
| Date | Shift | Name | Grade |\n\
|---|---|---|---|\n\
| Fri | N | H. Hurst | B5 |\n\
| Sun | LD | Rhiannon | B5 |\n\
[tool call] search_calendar {\"q\": \"timeline\"}\n\
[tool result] {\"events\": [{\"title\": \"Timeline call\", \"attendees\": [\"Giulietta Rutherford\", \"Ana\"]}], \"reporter\": \"Lachlan\", \"name\": \"Dashboard\"}",
            2000,
        );
        let people = section(&s, "People & roles");
        for name in ["Rhiannon", "H. Hurst", "Giulietta Rutherford", "Ana", "Lachlan"] {
            assert!(people.contains(name), "{name}: {s}");
        }
        assert!(!people.contains("Dashboard") && !people.contains("Grade"), "{s}");
    }

    #[test]
    fn a_pending_ask_is_marked_and_outlives_newer_questions_when_room_is_short() {
        let delta = "user: still no idea whether the council inspects the jetty every spring. \
and is 'co-supervisor' hyphenated?\n\
assistant: 'Co-supervisor', with the hyphen. On the other thing, I don't have anything I could check that against.";
        let s = summarize("", delta, 2000);
        let open = section(&s, "Open questions");
        assert!(open.contains("* ") && open.contains("council inspects the jetty"), "{s}");
        // A later run, short of room: newer plain questions go before the pending ask, which
        // keeps its mark.
        let mut delta = String::new();
        for (k, thing) in
            ["the van", "the rota", "the gazebo", "the float", "the raffle", "the banner"].iter().enumerate()
        {
            delta.push_str(&format!("user: who has {thing} for the fete on the {}th?\n", k + 3));
        }
        let s = summarize(&s, &delta, 300);
        assert!(s.chars().count() <= 300, "{s}");
        let open = section(&s, "Open questions");
        assert!(open.lines().any(|l| l.starts_with("* ") && l.contains("council inspects the jetty")), "{s}");
        assert!(!open.contains("the van"), "{s}");
    }

    #[test]
    fn the_codes_of_hundreds_of_dropped_questions_stay_within_the_identifiers_share() {
        let mut previous = String::from("## Decisions\n");
        for i in 0..20 {
            previous.push_str(&format!("- we picked tool T{i} because it is fast\n"));
        }
        previous.push_str("## Open questions\n");
        for i in 0..400 {
            previous.push_str(&format!("* can you check if vendor V{i} ships to Peru?\n"));
        }
        let s =
            summarize(&previous, "user: thanks, that's all for today\nassistant: Have a good evening.", 2000);
        assert!(s.chars().count() <= 2000, "{s}");
        let ids = section_or_empty(&s, "Identifiers");
        // (Within a line's length of the share: the last line packed may run over it.)
        assert!(
            ids.chars().count() <= 2000 * ID_SHARE / 100 + 100,
            "{} characters of identifiers:\n{s}",
            ids.chars().count()
        );
        assert!(section_or_empty(&s, "Open questions").contains("ships to Peru?"), "{s}");
        assert!(section_or_empty(&s, "Decisions").contains("tool T1"), "{s}");
    }

    #[test]
    fn a_question_over_pasted_output_is_answered_by_a_reply_that_reads_it() {
        let delta = "user: moodledata getting full?\n\n\
            Filesystem      Size  Used Avail Use% Mounted on\n\
            /dev/sdb1       2.0T  1.7T  0.3T  85% /srv/moodledata\n\
            assistant: 85% used. Not urgent, but the usual culprits are course backups and the trash dir. Automated course backups keeping more than one copy is the big one.\n\
            user: we keep 2 of them, we could go to 1 and save a lot of space";
        let s = summarize("", delta, 2000);
        assert!(!section_or_empty(&s, "Open questions").contains("moodledata"), "{s}");
        // (A pasted table's header is no goal.)
        assert!(!section_or_empty(&s, "Goal").contains("Filesystem"), "{s}");
        // A short reply that only reads a figure out does not close it.
        let delta = "user: moodledata getting full?\n\n\
            Filesystem      Size  Used Avail Use% Mounted on\n\
            /dev/sdb1       2.0T  1.7T  0.3T  85% /srv/moodledata\n\
            assistant: 85% used.";
        assert!(section_or_empty(&summarize("", delta, 2000), "Open questions").contains("moodledata"));
    }

    #[test]
    fn a_reply_to_a_later_message_does_not_answer_a_question_left_behind() {
        let delta = "user: 续租合同的印花税咋说哦\n\
            user: 算了改天再想\n\
            user: 现在急的是展示柜的灯不亮了\n\
            assistant: 如果只是灯不亮、温度正常就不急，多半是LED驱动坏了。柜子照常用，下次保养让师傅带个换上。\n\
            user: 好";
        let s = summarize("", delta, 2000);
        assert!(section_or_empty(&s, "Open questions").contains("续租合同的印花税"), "{s}");
        // (A later message is judged whole: a first line that says nothing, then news on
        // another subject, moves on.)
        let delta = "user: what's the forecast for the shoot tomorrow?\n\
            user: hmm\n\
            \n\
            the light in the display cabinet stopped working this morning and the temperature looks normal, the customers keep asking whether the cakes inside are fresh\n\
            assistant: If only the light is out and the temperature holds, the cakes are fine: the LED driver failed. Keep using the cabinet and have the technician bring a spare driver next visit.";
        let s = summarize("", delta, 2000);
        assert!(section_or_empty(&s, "Open questions").contains("forecast for the shoot"), "{s}");
        // (Asked last, it is answered in 40 characters of Chinese.)
        let delta = "user: 个税App上的收入怎么比我记的多？\n\
            assistant: 可能是某家公司按全年累计申报，或者有重复申报。可以在App里逐条核对，不对的可以申诉。";
        let s = summarize("", delta, 2000);
        assert!(!section_or_empty(&s, "Open questions").contains("个税"), "{s}");
    }

    #[test]
    fn an_order_with_its_reason_that_the_assistant_saves_is_a_decision() {
        let delta = "user: update on getting to the conference (sorry): not going to fly to the conference and save a day after all. take the train to the conference — the department now refuses to refund flights under eight hours by rail\n\
            assistant: Saved. Anything else while you're at it?\n\
            user: 之前说的不算了——高一和高二错开十分钟开考，体育馆门口的走廊太窄\n\
            assistant: 收到，以这个为准。";
        let s = summarize("", delta, 2000);
        let decisions = section_or_empty(&s, "Decisions");
        assert!(decisions.contains("take the train to the conference — the department now refuses"), "{s}");
        assert!(decisions.contains("高一和高二错开十分钟开考，体育馆门口的走廊太窄"), "{s}");
    }

    #[test]
    fn a_choice_in_a_letter_found_for_the_person_is_a_decision() {
        assert!(asks_to_look_up("Has the summary from the vets' meeting arrived? I had to leave early."));
        assert!(asks_to_look_up("did the surveyor get back to us?"));
        let delta = "user: Has the summary from the vets' meeting arrived? I had to leave early for the rep.\n\
            [tool call] mail args={\"action\": \"search\", \"query\": \"from:partners subject:notes\"}\n\
            [tool result] mail → \"id\": \"m_23953606\", … On consult lengths: we agreed to move to fifteen-minute standard consults, since the vets are running forty minutes late by mid-morning.\n\
            assistant: He did. It's brief; the only substantial item is the first one.";
        let s = summarize("", delta, 2000);
        assert!(
            section_or_empty(&s, "Decisions").contains("we agreed to move to fifteen-minute standard consults, since the vets are running forty minutes late"),
            "{s}"
        );
    }

    #[test]
    fn the_ids_of_a_listing_are_no_identifiers_of_the_persons() {
        let digest = r#"[tool result] calendar → "id": "EVT-677953", … "id": "EVT-303663", … "title": "Rota meeting", … "order_ref": "CAT-JC-3129""#;
        assert!(listing_value(digest, "EVT-677953") && listing_value(digest, "EVT-303663"));
        assert!(!listing_value(digest, "CAT-JC-3129"));
        let delta = format!(
            "user: what's on the calendar this week? can you check\n[tool call] calendar args={{\"range\": \"week\"}}\n{digest}\nassistant: Two things: the rota meeting and the catering order."
        );
        let s = summarize("", &delta, 2000);
        assert!(!s.contains("EVT-677953") && s.contains("CAT-JC-3129"), "{s}");
    }

    #[test]
    fn a_chat_pasted_with_its_headers_on_lines_of_their_own_asks_nothing_and_a_newcomer_is_named_with_their_role()
     {
        // Slack: the name and time on a line, the message under it.
        let s = summarize(
            "",
            "user: from slack, what do I say?\n\nInes Whitlock  9:04 AM\nthe trustees meet thursday, can we have the stats?\n\
             Noor Kowalczyk  9:11 AM\nhi all - i'm the new volunteer coordinator, please loop me in on anything prod related\n\
             assistant: Keep it short and thank them.",
            2000,
        );
        assert!(!open(&s).contains("stats"), "the chat's question is theirs: {s}");
        assert!(
            section_or_empty(&s, "People & roles").contains("Noor Kowalczyk (new volunteer coordinator)"),
            "{s}"
        );
        // WeChat, with a date and a role in brackets; and with the time first and a Chinese colon.
        for chat in [
            "王师傅（木工） 01-08 17:22\n吊顶龙骨到了没有？\n孙晓婷 01-08 17:30\n大家好，我是新来的理事长，生产相关的事麻烦都拉上我",
            "[17:22] 王师傅：吊顶龙骨到了没有？\n[17:30] 孙晓婷：大家好，我是新来的理事长，生产相关的事麻烦都拉上我",
        ] {
            let s = summarize(
                "",
                &format!("user: 群里的：\n{chat}\n\n有啥要我管的？\nassistant: 没啥大事。"),
                2000,
            );
            assert!(!open(&s).contains("龙骨"), "{s}");
            assert!(section_or_empty(&s, "People & roles").contains("孙晓婷 (新来的理事长)"), "{s}");
        }
    }

    #[test]
    fn the_assistants_code_spans_of_a_word_or_two_are_first_in_line_and_the_persons_are_not() {
        let delta = "user: deploy with `make deploy`, the port is 8443\nassistant: Run `git add` then `git pull`, and `ss -tln` shows what listens.";
        // Short of room, they go first.
        let s = summarize("", delta, 50);
        assert!(s.contains("`make deploy`") && s.contains("8443") && !s.contains("`git add`"), "{s}");
        // With room, they are written first in line (`+`), so later runs let them go first too.
        let s = summarize("", delta, 110);
        let first: Vec<&str> = section(&s, "Identifiers").lines().filter(|l| l.starts_with("+ ")).collect();
        assert!(first.iter().any(|l| l.contains("`git add`")), "{s}");
        assert!(!first.iter().any(|l| l.contains("make deploy") || l.contains("8443")), "{s}");
    }

    #[test]
    fn a_goal_only_because_it_was_said_first_goes_before_facts_and_a_real_goal_stays() {
        let facts = "user: we'll use Postgres because the team knows it\nuser: the port is 8443 and the ticket is OPS-4411\n";
        let s = summarize("", &format!("user: new week, same fires over here.\n{facts}"), 110);
        assert!(!s.contains("## Goal") && s.contains("OPS-4411") && s.contains("Postgres"), "{s}");
        let s = summarize("", &format!("user: help me plan the garden for spring.\n{facts}"), 150);
        assert!(section(&s, "Goal").contains("garden"), "{s}");
    }

    #[test]
    fn an_identifier_a_later_one_holds_goes_and_one_after_it_stays() {
        let mut s: Sections = Default::default();
        s[IDS] = [
            "44846",
            "release/1.0",
            "443",
            "8443",
            "http://localhost:44846",
            "`git push origin release/1.0 --tags`",
        ]
        .map(String::from)
        .to_vec();
        s[IDS].extend(["8443/tcp", "http://localhost:9000", "9000"].map(String::from));
        drop_held_identifiers(&mut s);
        // (Only a whole part: "443" is no part of "8443/tcp". One said after what holds it stays.)
        assert_eq!(
            s[IDS],
            [
                "443",
                "http://localhost:44846",
                "`git push origin release/1.0 --tags`",
                "8443/tcp",
                "http://localhost:9000",
                "9000"
            ]
        );
    }

    #[test]
    fn a_days_plan_of_names_and_times_is_no_chat() {
        let s = summarize(
            "",
            "user: today:\nDentist 14:00\nGym 18:00\nwhat should I bring to the dentist?\nassistant: ok",
            2000,
        );
        assert!(open(&s).contains("what should I bring to the dentist"), "{s}");
    }

    #[test]
    fn a_question_of_how_many_is_answered_by_a_count_in_the_replys_first_sentence() {
        for (q, a) in [
            ("备用机还有几台？", "仓库里还有9台在库。"),
            ("文学翻译的译后记一般写多长？", "常见的是一两千字，具体看编辑要求。"),
            ("how many leaver accounts are still enabled?", "There are 46 still enabled in the leavers OU."),
        ] {
            let s =
                summarize("", &format!("user: morning\nassistant: morning\nuser: {q}\nassistant: {a}"), 2000);
            assert!(open(&s).is_empty(), "{q} → {a}: {s}");
        }
        // Not sure, or a count in passing after a doubt: still open.
        let s = summarize(
            "",
            "user: morning\nassistant: morning\nuser: how many people are coming on friday?\nassistant: I don't know yet, 3 replied so far.",
            2000,
        );
        assert!(open(&s).contains("how many people are coming"), "{s}");
        for reply in ["一般来说要看情况。", "我觉得十分合适。", "只有一小部分。"] {
            let s = summarize(
                "",
                &format!("user: morning\nassistant: morning\nuser: 还有几台？\nassistant: {reply}"),
                2000,
            );
            assert!(open(&s).contains("还有几台"), "{reply}: {s}");
        }
    }

    fn section_or_empty<'a>(s: &'a str, heading: &str) -> &'a str {
        let h = format!("## {heading}\n");
        s.find(&h).map_or("", |i| {
            let body = &s[i + h.len()..];
            &body[..body.find("\n## ").unwrap_or(body.len())]
        })
    }
}
