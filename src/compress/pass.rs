//! One compression (DESIGN §4.4–4.5): cover the rows a bounded read let go, fold the live rows
//! older than the `keep` newest messages, and halve `keep` while the request is still over the
//! threshold.

use anyhow::Result;

use super::decide::{halve, initial_keep, message_indexes};
use super::digest::digest;
use super::fold::{Folder, Pos};
use super::note::{NOTE_RESERVE, Note, body_or_nothing_kept, split_note, with_note};
use super::{Estimate, Mode, Older, Outcome, Params, Replay, Source, Summarizer};
use crate::session::{Entry, Item};

/// Run one compression over the live rows (those after the current coverage).
pub fn compress(
    mode: Mode,
    rows: &[Entry],
    previous: &str,
    p: &Params,
    estimate: &dyn Estimate,
    summarizer: &mut dyn Summarizer,
) -> Result<Outcome> {
    compress_from(mode, rows, Source::default(), previous, p, estimate, summarizer)
}

/// [`compress`] with the rows before `rows` that a bounded read let go (see [`Source`]).
pub fn compress_from(
    mode: Mode,
    rows: &[Entry],
    source: Source,
    previous: &str,
    p: &Params,
    estimate: &dyn Estimate,
    summarizer: &mut dyn Summarizer,
) -> Result<Outcome> {
    let older = older(&source);
    let before = estimate.total(previous, 0) + older_tokens(older, false);
    let mut out = Outcome::untouched(mode, previous, before, p.threshold);
    let keep = match initial_keep(mode, rows, older, p, before) {
        Ok(keep) => keep,
        Err(why) => {
            out.skipped = Some(why);
            return Ok(out);
        }
    };
    let mut pass = Pass::new(rows, source, previous, p, estimate, summarizer, out);
    pass.run(keep)?;
    Ok(pass.finish())
}

/// The rows a bounded read let go, when there are any.
fn older<'a>(source: &Source<'a>) -> Option<&'a Older> {
    source.older.filter(|o| o.rows > 0)
}

/// Older rows are not counted by the estimate: about four bytes of text a token.
fn older_tokens(older: Option<&Older>, covered: bool) -> u64 {
    if covered { 0 } else { older.map_or(0, |o| o.weight / 4) }
}

fn count_messages(rows: &[Entry]) -> usize {
    rows.iter().filter(|e| e.is_message()).count()
}

/// What is left to do in this round of `keep` after a step.
enum Flow {
    /// The next step.
    Next,
    /// Skip the fold of the live rows (done already): see whether the request fits.
    Check,
    /// A summarizer call failed part-way: coverage stops at what was read.
    Stop,
}

/// One compression under way.
struct Pass<'a> {
    rows: &'a [Entry],
    source: Source<'a>,
    older: Option<&'a Older>,
    p: &'a Params,
    /// `p` with the room of the summary body (the note about unread messages takes the rest).
    fold_params: Params,
    estimate: &'a dyn Estimate,
    summarizer: &'a mut dyn Summarizer,
    /// The characters each row's digest takes in a slice.
    digests: Vec<usize>,
    /// Where the user/assistant messages are among `rows`.
    messages: Vec<usize>,
    note: Note,
    /// The summary without the note.
    summary: String,
    /// The previous summary without the note.
    previous: String,
    /// Characters the summarizer may still read (`maxFoldChars`).
    budget: usize,
    older_covered: bool,
    /// The first live row not covered yet.
    start: usize,
    out: Outcome,
}

/// The most messages a fold keeps beyond `keep` so as not to end on the person's message.
const TURN_SLACK: usize = 3;

impl<'a> Pass<'a> {
    fn new(
        rows: &'a [Entry],
        source: Source<'a>,
        previous: &str,
        p: &'a Params,
        estimate: &'a dyn Estimate,
        summarizer: &'a mut dyn Summarizer,
        out: Outcome,
    ) -> Self {
        let older = older(&source);
        let (note, body) = split_note(previous);
        let note = note.unwrap_or_default();
        let digests: Vec<usize> =
            rows.iter().map(|e| digest(e).map_or(0, |d| d.chars().count() + 1)).collect();
        let budget = p.max_fold_chars.unwrap_or(usize::MAX);
        let may_note = note.messages > 0
            || (p.max_fold_chars.is_some() && (older.is_some() || digests.iter().sum::<usize>() > budget));
        let body_max = if may_note {
            p.summary_max_chars.saturating_sub(NOTE_RESERVE).max(100)
        } else {
            p.summary_max_chars
        };
        Pass {
            rows,
            source,
            older,
            p,
            fold_params: Params { summary_max_chars: body_max, ..p.clone() },
            estimate,
            summarizer,
            digests,
            messages: message_indexes(rows),
            note,
            summary: body.to_string(),
            previous: body.to_string(),
            budget,
            older_covered: older.is_none(),
            start: 0,
            out,
        }
    }

    /// Fold, halving `keep` until the request fits (or nothing is kept).
    fn run(&mut self, mut keep: usize) -> Result<()> {
        // (The first fold ends after a reply; when the request is still too long, the same keep
        // is tried as it is before it halves.)
        let mut align = true;
        loop {
            let target = self.target(keep, align);
            // (The messages that stay: one or two more when the fold ends after a reply.)
            self.out.keep = target.map_or(keep, |t| self.messages.iter().filter(|&&m| m > t).count());
            let mut flow = Flow::Next;
            if !self.older_covered
                && let Some(older) = self.older
            {
                flow = self.cover_older(older, target)?;
            }
            if let Flow::Next = flow
                && let Some(target) = target.filter(|&t| t >= self.start)
            {
                flow = self.fold_live(target)?;
            }
            if let Flow::Stop = flow {
                return Ok(());
            }
            if self.fits() || keep == 0 {
                return Ok(());
            }
            if std::mem::take(&mut align) && self.target(keep, true) != self.target(keep, false) {
                continue;
            }
            keep = halve(keep);
        }
    }

    /// The last live row to fold so that `keep` messages stay, if it is not covered yet. A
    /// person's messages fold with the reply to them: when the fold would end on what they said
    /// (the reply kept), up to [`TURN_SLACK`] more messages stay, so that a question and its
    /// answer are summarized together (`keep` = 0 folds everything; `align` false ends the fold
    /// where `keep` puts it).
    fn target(&self, keep: usize, align: bool) -> Option<usize> {
        let n = self.messages.len();
        if keep >= n {
            return None;
        }
        let mut last = n - keep - 1;
        let said_by_person = |i: usize| matches!(&self.rows[self.messages[i]].item, Item::Message { role, .. } if role == "user");
        if keep > 0 && align {
            let mut back = 0;
            while back < TURN_SLACK && last > 0 && said_by_person(last) {
                last -= 1;
                back += 1;
            }
            // (Only the person's messages so far back: the fold ends where it would have.)
            if said_by_person(last) {
                last = n - keep - 1;
            }
        }
        Some(self.messages[last]).filter(|&t| t >= self.start)
    }

    /// The older rows go first: read again in full, or covered unread with a note.
    fn cover_older(&mut self, older: &Older, target: Option<usize>) -> Result<Flow> {
        match (self.source.replay, self.p.max_fold_chars) {
            (Some(replay), None) => self.replay_older(replay, older, target),
            _ => {
                self.cover_older_unread(older);
                Ok(Flow::Next)
            }
        }
    }

    /// Read the older rows again and fold them, then the live rows through `target`, in one fold.
    fn replay_older(&mut self, replay: &dyn Replay, older: &Older, target: Option<usize>) -> Result<Flow> {
        let (rows, start) = (self.rows, self.start);
        let mut f = Folder::new(
            &self.summary,
            &self.fold_params,
            &mut *self.summarizer,
            self.source.progress,
            self.out.summarizer_calls,
        );
        let mut failed = None;
        replay.replay(&mut |offset, entry| {
            if let Err(e) = f.push(Pos::Outside(offset, entry.id.clone()), &entry) {
                failed = Some(e);
                return false;
            }
            f.partial.is_none()
        })?;
        if let Some(e) = failed {
            return Err(e);
        }
        if f.partial.is_none()
            && let Some(target) = target
        {
            f.push_live(rows, start, target)?;
        }
        let done = f.finish()?;
        self.out.summarizer_calls = done.calls;
        self.summary = done.summary;
        match done.covered {
            Some(Pos::Inside(last)) => {
                self.out.folded_messages += older.messages + count_messages(&rows[start..=last]);
                self.out.folded_rows += older.rows + last + 1 - start;
                self.cover_through(last);
                self.older_covered = true;
            }
            Some(Pos::Outside(offset, id)) => {
                self.out.folded_messages += done.messages;
                self.out.folded_rows += done.rows;
                self.older_covered =
                    done.partial.is_none() && older.last_message.as_ref().is_some_and(|(_, l)| *l == id);
                self.out.covered_offset = Some(offset);
                self.out.covered_through_id = Some(id);
            }
            None => {}
        }
        if let Some(error) = done.partial {
            return Ok(self.stop(error));
        }
        // Through the live rows too: the in-window fold is done; see whether it fits.
        Ok(if self.older_covered && self.out.covered_index.is_some() { Flow::Check } else { Flow::Next })
    }

    /// Cover the older rows without reading them; the note names them.
    fn cover_older_unread(&mut self, older: &Older) {
        if let Some((offset, id)) = &older.last_message {
            self.note.add(older.messages, older.first_at.as_deref(), older.last_at.as_deref());
            self.out.unread_messages += older.messages;
            self.out.folded_rows += older.rows;
            self.out.covered_offset = Some(*offset);
            self.out.covered_through_id = Some(id.clone());
        }
        self.older_covered = true;
    }

    /// Fold the live rows through `target`: the newest that fit the budget are read, older ones
    /// are covered unread.
    fn fold_live(&mut self, target: usize) -> Result<Flow> {
        let from = self.first_read(target);
        let (rows, start) = (self.rows, self.start);
        let mut f = Folder::new(
            &self.summary,
            &self.fold_params,
            &mut *self.summarizer,
            self.source.progress,
            self.out.summarizer_calls,
        );
        f.push_live(rows, from, target)?;
        let done = f.finish()?;
        self.out.summarizer_calls = done.calls;
        if let Some(Pos::Inside(last)) = done.covered {
            self.summary = done.summary;
            self.note_unread(&rows[start..from]);
            self.out.folded_messages += count_messages(&rows[from..=last]);
            self.out.folded_rows += last + 1 - start;
            self.cover_through(last);
        }
        match done.partial {
            Some(error) => Ok(self.stop(error)),
            None => Ok(Flow::Next),
        }
    }

    /// The first row the summarizer reads of a fold through `target`: back from `target` (always
    /// read) while the fold budget lasts. Spends the budget.
    fn first_read(&mut self, target: usize) -> usize {
        let mut from = target + 1;
        let mut read = 0;
        while from > self.start && (from == target + 1 || read + self.digests[from - 1] <= self.budget) {
            from -= 1;
            read += self.digests[from];
        }
        self.budget = self.budget.saturating_sub(read);
        from
    }

    /// Name the messages among `skipped` (covered, not read) in the note.
    fn note_unread(&mut self, skipped: &[Entry]) {
        let unread = count_messages(skipped);
        if unread > 0 {
            let first_at = skipped.iter().map(|e| e.created_at.as_str()).find(|s| !s.is_empty());
            let last_at = skipped.iter().rev().map(|e| e.created_at.as_str()).find(|s| !s.is_empty());
            self.note.add(unread, first_at, last_at);
            self.out.unread_messages += unread;
        }
    }

    /// Coverage now ends on live row `last`.
    fn cover_through(&mut self, last: usize) {
        self.start = last + 1;
        self.out.covered_index = Some(last);
        self.out.covered_offset = None;
    }

    fn stop(&mut self, error: String) -> Flow {
        self.out.partial = true;
        self.out.partial_error = Some(error);
        Flow::Stop
    }

    /// The summary so far, as it would be stored: the note on top; never empty once messages
    /// were folded.
    fn rendered(&self) -> String {
        let body = body_or_nothing_kept(&self.previous, &self.summary, self.out.folded_messages);
        with_note(&self.note, &body, self.p.summary_max_chars)
    }

    /// Whether the request with the summary so far is under the threshold.
    fn fits(&self) -> bool {
        let summary = self.rendered();
        self.estimate.total(&summary, self.start) + older_tokens(self.older, self.older_covered)
            < self.p.threshold
    }

    fn finish(self) -> Outcome {
        let summary = self.rendered();
        let mut out = self.out;
        if let Some(i) = out.covered_index {
            out.covered_through_id = Some(self.rows[i].id.clone());
        }
        if out.advanced() {
            out.summary = summary;
        }
        out.tokens_after =
            self.estimate.total(&out.summary, self.start) + older_tokens(self.older, self.older_covered);
        if !out.advanced() {
            out.skipped = Some("nothing older than the kept messages to fold".into());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compress::{SLICE_CHARS, SummaryError, SummaryRequest};
    use crate::session::Item;

    fn msg(i: usize, role: &str, text: &str) -> Entry {
        Entry {
            id: format!("m{i}"),
            created_at: String::new(),
            item: Item::Message { role: role.into(), text: text.into() },
            hidden: false,
            usage: None,
            error: false,
        }
    }

    fn convo(n: usize, len: usize) -> Vec<Entry> {
        (0..n).map(|i| msg(i, if i % 2 == 0 { "user" } else { "assistant" }, &"w ".repeat(len / 2))).collect()
    }

    /// Counts characters as tokens: summary + rows from `start`.
    struct Chars<'a>(&'a [Entry]);
    impl Estimate for Chars<'_> {
        fn total(&self, summary: &str, start: usize) -> u64 {
            (summary.len() + self.0[start..].iter().filter_map(digest).map(|d| d.len()).sum::<usize>()) as u64
        }
    }

    /// Remembers every delta; fails on call number `fail_at` (1-based) when set.
    struct Recorder {
        deltas: Vec<String>,
        fail_at: Option<usize>,
    }
    impl Summarizer for Recorder {
        fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
            self.deltas.push(r.delta.to_string());
            if self.fail_at == Some(self.deltas.len()) {
                return Err(anyhow::anyhow!("down").into());
            }
            Ok(format!("S{}", self.deltas.len()))
        }
    }

    fn params(threshold: u64) -> Params {
        Params {
            keep_min: 8,
            keep_max: 12,
            summary_max_chars: 2000,
            threshold,
            instructions: String::new(),
            max_fold_chars: None,
        }
    }

    fn recorder() -> Recorder {
        Recorder { deltas: Vec::new(), fail_at: None }
    }

    #[test]
    fn auto_runs_at_the_threshold_but_not_just_under_it() {
        let rows = convo(20, 100);
        let total = Chars(&rows).total("", 0);
        let mut s = recorder();
        let under = compress(Mode::Auto, &rows, "", &params(total + 1), &Chars(&rows), &mut s).unwrap();
        assert!(!under.advanced() && under.skipped.unwrap().contains("under the threshold"));
        let at = compress(Mode::Auto, &rows, "", &params(total), &Chars(&rows), &mut s).unwrap();
        assert!(at.advanced());
        assert_eq!(at.keep, 12);
        assert_eq!(at.covered_through_id.as_deref(), Some("m7"));
    }

    #[test]
    fn keep_halves_until_the_request_fits() {
        let rows = convo(20, 100);
        // Fits only when 2 or fewer messages stay: 12 → 6 → 3 → 1.
        let mut s = recorder();
        let out = compress(Mode::Auto, &rows, "", &params(2 * 103 + 10), &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.keep, 1);
        assert_eq!(out.covered_through_id.as_deref(), Some("m18"));
        assert_eq!(s.deltas.len(), 4, "one incremental fold per keep value");
        assert!(out.tokens_after < out.threshold);
    }

    #[test]
    fn a_fold_ends_after_a_reply_not_on_the_persons_message() {
        // 21 messages, keep 12: the fold would end on m8, the person's; m8 and its reply stay.
        let rows = convo(21, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m7"));
        assert_eq!(out.keep, 13);
        // Only the person's messages that far back: the fold ends where keep puts it.
        let mut rows: Vec<Entry> = (0..21).map(|i| msg(i, "user", "w")).collect();
        rows[3] = msg(3, "assistant", "w");
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m8"));
        assert_eq!(out.keep, 12);
        // When what stays is still too long, the same keep is tried unaligned before it halves.
        let rows = convo(21, 100);
        let mut s = recorder();
        let total_13 = Chars(&rows).total("S1", 8);
        let out = compress(Mode::Auto, &rows, "", &params(total_13 - 1), &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m8"));
        assert_eq!(out.keep, 12);
    }

    #[test]
    fn now_needs_more_than_keep_recent_min_messages() {
        let rows = convo(8, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert!(!out.advanced());
        let rows = convo(9, 10);
        let out = compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m0"));
    }

    #[test]
    fn a_topic_change_folds_everything() {
        let rows = convo(5, 10);
        let out =
            compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m4"));
        assert_eq!(out.folded_messages, 5);
    }

    #[test]
    fn coverage_never_lands_on_a_tool_row() {
        let mut rows = convo(3, 10);
        rows.push(Entry {
            id: "call".into(),
            created_at: String::new(),
            item: Item::ToolCall { call_id: "c".into(), name: "t".into(), arguments: "{}".into() },
            hidden: false,
            usage: None,
            error: false,
        });
        let out =
            compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m2"));
    }

    #[test]
    fn a_message_longer_than_one_slice_is_covered_only_after_its_last_piece() {
        let mut rows = convo(2, 10);
        rows.push(msg(2, "user", &"x".repeat(SLICE_CHARS * 2)));
        rows.push(msg(3, "assistant", "ok"));
        // Fail on the third call: the long message's middle; only m0, m1 were read in full.
        let mut s = Recorder { deltas: Vec::new(), fail_at: Some(3) };
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).unwrap();
        assert!(out.partial);
        assert_eq!(out.covered_through_id.as_deref(), Some("m1"));
        assert!(s.deltas.iter().all(|d| d.chars().count() <= SLICE_CHARS));
        // Without failure, everything is covered after ≥ 3 calls.
        let mut s = recorder();
        let out = compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m3"));
        assert!(out.summarizer_calls >= 3);
        assert!(s.deltas[1].starts_with("user (continued): "));
    }

    #[test]
    fn a_failed_first_call_is_an_error_and_moves_nothing() {
        let rows = convo(4, 10);
        let mut s = Recorder { deltas: Vec::new(), fail_at: Some(1) };
        assert!(compress(Mode::Topic, &rows, "", &params(u64::MAX), &Chars(&rows), &mut s).is_err());
    }

    #[test]
    fn the_fold_budget_reads_the_newest_messages_and_notes_the_rest() {
        let rows = convo(20, 100); // digests of 107 characters, plus a line break
        let p = Params { max_fold_chars: Some(250), ..params(u64::MAX) };
        let mut s = recorder();
        let out = compress(Mode::Topic, &rows, "", &p, &Chars(&rows), &mut s).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m19"));
        assert_eq!((out.folded_messages, out.unread_messages), (2, 18));
        assert_eq!(s.deltas.len(), 1);
        assert!(s.deltas[0].lines().count() == 2, "only m18 and m19 are read");
        assert!(
            out.summary.starts_with("Earlier conversation (18 messages) was not summarised"),
            "{}",
            out.summary
        );
        assert!(out.summary.ends_with("\nS1"));
    }

    #[test]
    fn the_note_adds_up_and_keeps_its_first_date() {
        let previous = "Earlier conversation (5 messages, from 2026-01-01 to 2026-01-02) was not summarised; \
                        search_history finds it.\n## Goal\n- old";
        let (note, body) = split_note(previous);
        let mut note = note.unwrap();
        assert_eq!(body, "## Goal\n- old");
        note.add(3, Some("2026-02-01T00:00:00Z"), Some("2026-02-03T00:00:00Z"));
        assert_eq!(
            note.render(),
            "Earlier conversation (8 messages, from 2026-01-01 to 2026-02-03) was not summarised; search_history finds it."
        );
        assert_eq!(split_note(&note.render()).0, Some(note));
        let rows = convo(20, 100);
        let p = Params { max_fold_chars: Some(250), ..params(u64::MAX) };
        let out = compress(Mode::Topic, &rows, previous, &p, &Chars(&rows), &mut recorder()).unwrap();
        assert!(out.summary.starts_with("Earlier conversation (23 messages, from 2026-01-01 to 2026-01-02)"));
        assert!(out.summary.chars().count() <= 2000);
    }

    #[test]
    fn rows_a_bounded_read_let_go_are_covered_unread() {
        let rows = convo(3, 10);
        let older = Older {
            rows: 100,
            messages: 90,
            weight: 4_000,
            first_at: Some("2026-03-01T10:00:00Z".into()),
            last_at: Some("2026-03-04T10:00:00Z".into()),
            last_message: Some((5_000, "old99".into())),
            first_offset: 0,
            first_id: "old0".into(),
        };
        let p = Params { max_fold_chars: Some(10_000), ..params(u64::MAX) };
        let source = Source { older: Some(&older), ..Source::default() };
        let mut s = recorder();
        let out = compress_from(Mode::Now, &rows, source, "", &p, &Chars(&rows), &mut s).unwrap();
        // 93 messages, 12 kept: all three live ones stay; coverage ends on the older one.
        assert_eq!(out.covered_through_id.as_deref(), Some("old99"));
        assert_eq!((out.covered_index, out.covered_offset), (None, Some(5_000)));
        assert_eq!(out.unread_messages, 90);
        assert!(s.deltas.is_empty(), "nothing was read");
        assert_eq!(
            out.summary,
            "Earlier conversation (90 messages, from 2026-03-01 to 2026-03-04) was not summarised; search_history finds it."
        );
    }

    /// Keeps nothing of what it reads: returns the previous summary (or nothing) unchanged.
    struct KeepsNothing;
    impl Summarizer for KeepsNothing {
        fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
            Ok(r.previous.to_string())
        }
    }

    #[test]
    fn a_fold_whose_summarizer_keeps_nothing_still_stores_a_summary_that_names_the_folded_messages() {
        let rows = convo(20, 10);
        let out =
            compress(Mode::Now, &rows, "", &params(u64::MAX), &Chars(&rows), &mut KeepsNothing).unwrap();
        assert_eq!(out.covered_through_id.as_deref(), Some("m7"));
        assert_eq!(out.summary, "## Other\n- 8 earlier messages were folded; they held nothing to keep.");
        // The figure after is the request with that summary, as the next request carries it.
        assert_eq!(out.tokens_after, Chars(&rows).total(&out.summary, 8));
        // A later fold that keeps nothing either counts on.
        let rows = convo(13, 10);
        let again =
            compress(Mode::Now, &rows, &out.summary, &params(u64::MAX), &Chars(&rows), &mut KeepsNothing)
                .unwrap();
        assert_eq!(again.summary, "## Other\n- 9 earlier messages were folded; they held nothing to keep.");
        let one =
            compress(Mode::Topic, &convo(1, 10), "", &params(u64::MAX), &Chars(&rows), &mut KeepsNothing)
                .unwrap();
        assert_eq!(one.summary, "## Other\n- 1 earlier message was folded; it held nothing to keep.");
    }

    #[test]
    fn a_summary_that_kept_something_is_left_as_the_summarizer_wrote_it() {
        let rows = convo(20, 10);
        let previous = "## Other\n- 8 earlier messages were folded; they held nothing to keep.";
        let out =
            compress(Mode::Now, &rows, previous, &params(u64::MAX), &Chars(&rows), &mut recorder()).unwrap();
        assert_eq!(out.summary, "S1");
    }
}
