//! `okbot history search`: BM25-ranked hits over one conversation, hidden rows excluded, CJK
//! text matched by character pairs, the `--json` contract and `--limit` (DESIGN §3, §7.2).

use crate::support::context::*;
use serde_json::{Value, json};

fn search(env: &crate::support::TestEnv, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["history", "search", "--json"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    let hits = run.json().as_array().expect("a JSON array").clone();
    // grep's convention: 1 when nothing matches.
    run.expect_code(if hits.is_empty() { 1 } else { 0 });
    hits
}

fn ids(hits: &[Value]) -> Vec<&str> {
    hits.iter().map(|h| h["id"].as_str().unwrap()).collect()
}

fn corpus() -> (crate::support::TestEnv, String) {
    writer_with(&[
        msg(
            "msg_0001",
            &stamp(1),
            "user",
            "The database backup runs nightly; the backup goes to the backup bucket.",
        ),
        msg("msg_0002", &stamp(2), "assistant", "I checked the weather in Lisbon: sunny all week."),
        msg("msg_0003", &stamp(3), "user", "Is the database on version 16?"),
        msg("msg_0004", &stamp(4), "assistant", "Yes, and the backup of the database finished at 02:00."),
        hidden("msg_0005", &stamp(5), "[schedule] check the database backup and the zebra feed"),
        call("evt_0006", &stamp(6), "c1", "search_history", r#"{"query":"lisbon flights"}"#),
        result("evt_0007", &stamp(7), "c1", "search_history", "no flights found for Lisbon"),
        msg("msg_0008", &stamp(8), "user", "我们决定把数据库迁移到新的服务器。"),
        msg("msg_0009", &stamp(9), "assistant", "好的，今天天气不错。"),
        msg("msg_0010", &stamp(10), "assistant", "数据备份每天晚上运行。"),
    ])
}

#[test]
fn hits_are_ranked_best_first_and_rows_without_the_terms_do_not_appear() {
    let (env, _) = corpus();
    let hits = search(&env, &["database backup"]);
    assert_eq!(ids(&hits), ["msg_0001", "msg_0004", "msg_0003"], "{hits:#?}");
    let scores: Vec<f64> = hits.iter().map(|h| h["score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] > w[1]), "scores must fall: {scores:?}");
    assert!(scores.iter().all(|s| *s > 0.0));
}

#[test]
fn hidden_rows_never_match() {
    let (env, _) = corpus();
    assert_eq!(search(&env, &["zebra"]), Vec::<Value>::new());
    let run = env.run(&["history", "search", "zebra"]);
    run.expect_code(1);
    assert_eq!(run.stdout, "", "no hits, no data");
    assert_eq!(run.stderr, "okbot: no matches\n", "a note, not an error\n{run:?}");
    assert!(
        !env.exists("logs") || std::fs::read_dir(env.path("logs")).unwrap().next().is_none(),
        "nothing to log"
    );
    assert!(!ids(&search(&env, &["schedule database backup"])).contains(&"msg_0005"));
}

#[test]
fn a_chinese_query_matches_chinese_text_without_segmentation() {
    let (env, _) = corpus();
    let hits = search(&env, &["数据库"]);
    assert_eq!(hits.first().map(|h| h["id"].clone()), Some(json!("msg_0008")), "{hits:#?}");
    assert!(hits[0]["snippet"].as_str().unwrap().contains("数据库"), "{hits:#?}");
    assert!(!ids(&hits).contains(&"msg_0009"), "{hits:#?}");
    let hits = search(&env, &["天气"]);
    assert_eq!(ids(&hits), ["msg_0009"]);
}

#[test]
fn json_hits_carry_id_created_at_role_score_and_snippet() {
    let (env, _) = corpus();
    let hits = search(&env, &["lisbon"]);
    // Tool results are searchable; a call's arguments are not (its result says the same).
    assert_eq!(ids(&hits), ["evt_0007", "msg_0002"], "{hits:#?}");
    for h in &hits {
        let mut keys: Vec<&str> = h.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["createdAt", "id", "role", "score", "snippet"]);
        assert!(h["score"].is_number());
    }
    let weather = hits.iter().find(|h| h["id"] == "msg_0002").unwrap();
    assert_eq!(weather["role"], "assistant");
    assert_eq!(weather["createdAt"], stamp(2));
    assert_eq!(weather["snippet"], "I checked the weather in Lisbon: sunny all week.");
    assert_eq!(hits[0]["role"], "tool");
    assert_eq!(hits[0]["snippet"], "search_history: no flights found for Lisbon");
}

#[test]
fn limit_caps_the_number_of_hits() {
    let (env, _) = corpus();
    assert_eq!(search(&env, &["database backup", "--limit", "2"]).len(), 2);
    assert_eq!(ids(&search(&env, &["database backup", "-n", "1"])), ["msg_0001"]);
}

#[test]
fn human_hits_are_one_tab_separated_line_each() {
    let (env, _) = corpus();
    let out = env.ok(&["history", "search", "weather lisbon", "--limit", "1"]);
    assert_eq!(
        out,
        "msg_0002\t2026-11-29 22:00\tassistant\tI checked the weather in Lisbon: sunny all week.\n"
    );
}

#[test]
fn search_still_finds_messages_the_summary_folded_away() {
    let (env, id) = corpus();
    compress_ok(&env, &["--new-topic"]);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0010"));
    assert_eq!(ids(&search(&env, &["version 16"])).first(), Some(&"msg_0003"));
}

#[test]
fn a_single_chinese_character_finds_the_messages_that_contain_it() {
    let (env, _) = corpus();
    assert_eq!(ids(&search(&env, &["好"])), ["msg_0009"]);
    assert_eq!(ids(&search(&env, &["器"])), ["msg_0008"], "the last character of a run");
    assert!(search(&env, &["猫"]).is_empty());
}
