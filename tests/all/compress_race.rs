//! Two processes on one owner (DESIGN §1.3): `compress` and `session append` started together,
//! round after round. Nothing may be lost, nothing folded twice, and coverage may only ever end
//! on a user/assistant message.

use std::collections::HashSet;

use crate::support::context::*;
use crate::support::{finish, spawn};
use serde_json::Value;

const ROUNDS: usize = 10;

#[test]
fn compress_and_append_racing_lose_no_line_and_fold_no_message_twice() {
    let (env, id) = writer_with(&turns(1, 20, |i| format!("starting message {i} about the race")));
    // Both must get the lock eventually: a busy owner is waited for, not reported (exit 6).
    env.set_var("OKBOT_LOCK_WAIT_MS", "60000");
    let mut expected: Vec<String> = (1..=20).map(mid).collect();
    for round in 0..ROUNDS {
        let (a, b) = (21 + 2 * round, 22 + 2 * round);
        let rows = turns(a, b, |i| format!("raced message {i}, appended while compressing"));
        expected.extend([mid(a), mid(b)]);
        // Alternate who starts first; a second compress makes the lock busier still.
        let mut children = Vec::new();
        if round % 2 == 0 {
            children.push((spawn(&env, &["compress", "--now"], None), "compress"));
            children
                .push((spawn(&env, &["session", "append", "-a", "Writer"], Some(&jsonl(&rows))), "append"));
        } else {
            children
                .push((spawn(&env, &["session", "append", "-a", "Writer"], Some(&jsonl(&rows))), "append"));
            children.push((spawn(&env, &["compress", "--now"], None), "compress"));
        }
        children.push((spawn(&env, &["compress", "--now"], None), "second compress"));
        for (child, what) in children {
            finish(child, &format!("round {round}: {what}"));
        }
    }

    // No line lost, none duplicated, none torn.
    let transcript = rows_with_offsets(&env, &id);
    let got: Vec<String> = transcript.iter().map(|(_, r)| r["id"].as_str().unwrap().to_string()).collect();
    assert_eq!(got, expected);

    // Each compression starts where the previous one ended and moves forward: no message is
    // folded by two lines.
    let log = compactions(&env, &id);
    assert!(log.len() >= ROUNDS, "only {} compressions in {ROUNDS} rounds", log.len());
    let pos =
        |id: &str| got.iter().position(|g| g == id).unwrap_or_else(|| panic!("{id} not in the transcript"));
    let mut folded: HashSet<String> = HashSet::new();
    let mut previous_to: Value = Value::Null;
    for (n, c) in log.iter().enumerate() {
        assert_eq!(c["mode"], "now");
        assert_eq!(
            c["fromId"],
            previous_to,
            "line {n} does not start where line {} ended",
            n.saturating_sub(1)
        );
        let to = c["toId"].as_str().unwrap();
        let row = &transcript[pos(to)].1;
        assert_eq!(row["item"]["type"], "message", "line {n}: toId {to} is not a message");
        assert!(row["item"]["role"] == "user" || row["item"]["role"] == "assistant", "line {n}: {row}");
        let from = c["fromId"].as_str().map_or(0, |f| pos(f) + 1);
        assert!(from <= pos(to), "line {n} folds backwards");
        for g in &got[from..=pos(to)] {
            assert!(folded.insert(g.clone()), "{g} folded twice (line {n})");
        }
        previous_to = c["toId"].clone();
    }
    let file = summary_file(&env, &id).unwrap();
    assert_eq!(file["coveredThroughId"], previous_to);
    assert_eq!(file["compactions"].as_u64(), Some(log.len() as u64));
    let (offset, _) = &transcript[pos(previous_to.as_str().unwrap())];
    assert_eq!(file["coveredThroughOffset"].as_u64(), Some(*offset));
}
