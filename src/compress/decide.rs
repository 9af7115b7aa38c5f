//! DESIGN §4.4: whether a compression runs at all, and how many recent messages it keeps.

use super::{Mode, Older, Params};
use crate::session::Entry;

/// The user/assistant messages among `rows` (coverage may only end on one of them).
pub(super) fn message_indexes(rows: &[Entry]) -> Vec<usize> {
    rows.iter().enumerate().filter(|(_, e)| e.is_message()).map(|(i, _)| i).collect()
}

/// DESIGN §4.4: whether `mode` runs at all, and the first `keep`. Rows a bounded read let go
/// (`older`) count as messages, and make an automatic compression run whatever the estimate.
pub fn initial_keep(
    mode: Mode,
    rows: &[Entry],
    older: Option<&Older>,
    p: &Params,
    before: u64,
) -> Result<usize, String> {
    let n = message_indexes(rows).len() + older.map_or(0, |o| o.messages);
    match mode {
        Mode::Auto if rows.is_empty() && older.is_none() => Err("the live buffer is empty".into()),
        Mode::Auto if before < p.threshold && older.is_none() => {
            Err(format!("{before} tokens is under the threshold of {} tokens", p.threshold))
        }
        Mode::Auto => Ok(p.keep_max.min(n.saturating_sub(1))),
        Mode::Now if n <= p.keep_min => {
            Err(format!("the live buffer has {n} messages, not more than keepRecentMin ({})", p.keep_min))
        }
        Mode::Now => Ok(p.keep_max.min(n.saturating_sub(1))),
        Mode::Topic | Mode::Overflow if n == 0 => Err("the live buffer has no messages".into()),
        Mode::Topic | Mode::Overflow => Ok(0),
    }
}

/// Next `keep` when still over the threshold: 12→6→3→1→0.
pub fn halve(keep: usize) -> usize {
    if keep <= 1 { 0 } else { keep / 2 }
}
