//! Reading `compactions.jsonl`: which compressions are still in effect (undo pops them), and
//! which summary was in effect when a given message was sent.

use chrono::{DateTime, Utc};

use super::io::{Compaction, SummaryFile};

/// Compressions still in effect, oldest first: every advance, minus those undone.
pub fn active(log: &[Compaction]) -> Vec<&Compaction> {
    let mut stack: Vec<&Compaction> = Vec::new();
    for c in log {
        if c.mode == "undo" {
            if let Some(pos) = stack.iter().rposition(|s| s.to_id == c.from_id) {
                stack.remove(pos);
            }
        } else {
            stack.push(c);
        }
    }
    stack
}

/// The summary a compression produced: its own record, else the next one's previous summary,
/// else (the newest) the current file's.
fn produced(stack: &[&Compaction], i: usize, current: &SummaryFile) -> String {
    if let Some(s) = &stack[i].summary {
        return s.clone();
    }
    match stack.get(i + 1) {
        Some(next) => next.previous_summary.clone(),
        None => current.summary.clone(),
    }
}

/// The coverage in effect for one request, replayed from the log.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    pub summary: String,
    pub covered_through_id: String,
    /// Compressions in effect at that time.
    pub compactions: u64,
}

/// The state in effect for the request that a message started (`before_x`: whether a row id
/// comes before that message), or `None` when nothing was covered then. A chat turn compresses after writing the user message and before the reply,
/// so compressions written after the row that follows the message (`reply_at`) belong to
/// later requests.
pub fn state_at(
    log: &[Compaction],
    current: &SummaryFile,
    before_x: &dyn Fn(&str) -> bool,
    reply_at: Option<DateTime<Utc>>,
) -> Option<State> {
    let stack = active(log);
    let in_time =
        |c: &Compaction| reply_at.is_none_or(|t| crate::clock::parse_stamp(&c.at).is_none_or(|at| at <= t));
    let found =
        stack.iter().enumerate().rev().find(|(_, c)| c.to_id.as_deref().is_some_and(before_x) && in_time(c));
    if let Some((i, c)) = found {
        return Some(State {
            summary: produced(&stack, i, current),
            covered_through_id: c.to_id.clone().unwrap_or_default(),
            compactions: i as u64 + 1,
        });
    }
    // A summary written by another tool (no log): use it when it covers rows before the message.
    if stack.is_empty()
        && let Some(covered) = current.coverage()
        && before_x(covered)
    {
        return Some(State {
            summary: current.summary.clone(),
            covered_through_id: covered.to_string(),
            compactions: current.compactions,
        });
    }
    None
}
