//! `okbot status` reports each owner's context: estimated tokens against the window and the
//! compression threshold, the coverage, and the compactions (DESIGN §4.3, §4.6).

use crate::support::assert_null;
use crate::support::context::*;
use serde_json::{Value, json};

fn owner_context(status: &Value, id: &str) -> Value {
    let owners = status["owners"].as_array().expect("owners");
    owners.iter().find(|o| o["id"] == id).unwrap_or_else(|| panic!("{id} not in {status:#}"))["context"]
        .clone()
}

#[test]
fn status_shows_tokens_against_window_and_threshold_before_any_compression() {
    let (env, id) = writer_with(&turns(1, 20, |i| format!("status message {i} with a few more words")));
    let expected_total = total(&env);
    let c = owner_context(&env.run(&["status", "--json"]).json(), &id);
    assert_eq!(c["tokens"], json!(expected_total), "status and context show count alike");
    assert_eq!(c["method"], "estimate:o200k_base~approx");
    assert_eq!((c["window"].clone(), c["threshold"].clone()), (json!(128_000), json!(76_800)));
    assert_null(&c, "coveredThroughId");
    assert_eq!(c["liveRows"], 20);
    assert_eq!(c["compactions"], 0);
    assert_null(&c, "lastCompaction");
    let human = env.ok(&["status"]);
    assert!(
        human.contains(&format!(
            "    context {expected_total} / 128000 tokens (compresses at 76800, estimate:o200k_base~approx)  no summary, 20 rows live  0 compactions\n"
        )),
        "{human}"
    );
}

#[test]
fn status_shows_coverage_compactions_and_the_last_compaction() {
    let (env, id) = writer_with(&turns(1, 20, |i| format!("status message {i} with a few more words")));
    offline_window(&env, 10_000);
    compress_ok(&env, &["--now"]);
    compress_ok(&env, &["--now"]);
    let expected_total = total(&env);
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 2);

    let c = owner_context(&env.run(&["status", "--json"]).json(), &id);
    assert_eq!(c["tokens"], json!(expected_total));
    assert_eq!((c["window"].clone(), c["threshold"].clone()), (json!(10_000), json!(6_000)));
    assert_eq!(c["coveredThroughId"], "msg_0009");
    assert_eq!(c["liveRows"], 11);
    assert_eq!(c["compactions"], 2);
    let last = &c["lastCompaction"];
    assert_eq!(last["mode"], "now");
    assert_eq!((last["fromId"].clone(), last["toId"].clone()), (json!("msg_0008"), json!("msg_0009")));
    assert_eq!(last["at"], crate::support::STAMP);
    assert_eq!(last["tokensBefore"], log[1]["tokensBefore"]);
    assert_eq!(last["tokensAfter"], log[1]["tokensAfter"]);

    let human = env.ok(&["status"]);
    assert!(human.contains("model local/offline (window 10000)"), "{human}");
    assert!(
        human.contains(&format!(
            "    context {expected_total} / 10000 tokens (compresses at 6000, estimate:o200k_base~approx)  summary covers through msg_0009, 11 rows live  2 compactions\n"
        )),
        "{human}"
    );
    assert!(
        human.contains(&format!(
            "    last compaction {} (now): {} → {} tokens\n",
            crate::support::STAMP,
            log[1]["tokensBefore"],
            log[1]["tokensAfter"]
        )),
        "{human}"
    );
}
