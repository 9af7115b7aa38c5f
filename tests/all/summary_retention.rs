//! Summary retention (issue #13): long synthetic conversations with ten seeded facts of each
//! kind (names, commands, ids, ports, versions, money, dates, decisions with their reason,
//! constraints, unanswered questions), appended twenty messages at a time with
//! `okbot compress --now` after each batch at summaryMaxChars 2000 (the offline summarizer),
//! then read from `okbot context show`. The conversations come from the generator of
//! `examples/gen-retention` (the benchmark `scripts/bench.sh retention` runs five of them);
//! this is the smaller version: one English conversation and one Chinese one.

use crate::support::TestEnv;
use crate::support::context::*;

#[path = "../../examples/gen-retention/convo.rs"]
#[allow(dead_code)] // style B is run by the benchmark only (its held-out check)
mod convo;

const MAX_CHARS: usize = 2000;

/// Fold `c` into a fresh root batch by batch; every summary within the cap. Returns what
/// `context show` prints at the end.
fn fold(c: &convo::Conversation) -> String {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), "bot_20261129_001");
    set(&env, "contextCompression.summaryMaxChars", &MAX_CHARS.to_string());
    let mut batch = Vec::new();
    let mut messages = 0;
    let mut runs = 0;
    for (i, row) in c.rows.iter().enumerate() {
        batch.push(row.clone());
        messages += usize::from(row["item"]["type"] == "message");
        if messages == 20 || i + 1 == c.rows.len() {
            append(&env, "Writer", &batch);
            batch.clear();
            messages = 0;
            compress_ok(&env, &["--now"]);
            runs += 1;
            let summary = summary_file(&env, "bot_20261129_001").expect("a summary");
            let chars = summary["summary"].as_str().unwrap().chars().count();
            assert!(chars <= MAX_CHARS, "run {runs}: {chars} characters");
        }
    }
    assert!(runs >= 6, "only {runs} compressions");
    env.ok(&["context", "show", "-a", "Writer"])
}

#[test]
fn the_offline_summarizer_keeps_95_percent_of_seeded_facts_and_90_percent_of_each_kind() {
    let mut totals = vec![(0usize, 0usize); convo::KINDS.len()];
    for (seed, chinese) in [(2, false), (5, true)] {
        let c = convo::conversation(seed, chinese, 160, 10);
        assert!(c.messages >= 120, "{} messages", c.messages);
        assert!(c.rows.len() > c.messages, "tool rows too");
        let shown = fold(&c);
        assert!(!shown.contains("You said"), "{shown}");
        for (t, r) in totals.iter_mut().zip(convo::retention(&c.facts, &shown)) {
            t.0 += r.0;
            t.1 += r.1;
        }
        let missing: Vec<String> = convo::missing(&c.facts, &shown)
            .iter()
            .map(|f| format!("{}: {}", f.kind, f.needles.join(" + ")))
            .collect();
        eprintln!("seed {seed}: missing {missing:?}");
    }
    let (found, planted) = totals.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    let rate = 100.0 * found as f64 / planted as f64;
    eprintln!("retention {found}/{planted} = {rate:.1}%");
    assert!(rate >= 95.0, "retention {rate:.1}% ({found}/{planted})");
    for (kind, (f, p)) in convo::KINDS.iter().zip(&totals) {
        assert!(*p >= 20, "{kind}: only {p} planted");
        let r = 100.0 * *f as f64 / *p as f64;
        assert!(r >= 90.0, "{kind}: {f}/{p} = {r:.0}%");
    }
}

#[test]
fn the_record_a_lookup_was_asked_for_is_kept_after_it_leaves_the_window() {
    let env = TestEnv::initialized();
    let owner = env.assistant("Writer");
    let records = r#"{"documents": [
  {"doc_no": "PO-53809", "party": "Greyfield Vet Wholesale", "date": "2027-01-08", "amount": "£331.55"},
  {"doc_no": "CN-3297836", "party": "Pennine Vet Labs", "date": "2027-01-08", "amount": "£230.96"},
  {"doc_no": "PO-89388", "party": "-", "description": "our purchase order number for the X-ray machine", "status": "open"},
  {"doc_no": "PO-50768", "party": "Orbis Medical Systems", "date": "2027-01-11", "amount": "£191.35"}
]}"#;
    let mut rows = vec![
        msg(
            &mid(1),
            &stamp(1),
            "user",
            "I need our purchase order number for the X-ray machine, it should be in the documents system.",
        ),
        call(&mid(2), &stamp(2), "call_1", "invoice_lookup", r#"{"search": "purchase order X-ray"}"#),
        result(&mid(3), &stamp(3), "call_1", "invoice_lookup", records),
        msg(
            &mid(4),
            &stamp(4),
            "assistant",
            "Yes, it's in the documents list. You can read the reference from the results.",
        ),
    ];
    for i in 5..40 {
        let (role, text) = if i % 2 == 1 { ("user", "ok, thanks") } else { ("assistant", "Noted.") };
        rows.push(msg(&mid(i), &stamp(i), role, text));
    }
    append(&env, &owner, &rows);
    compress_ok(&env, &["--now"]);
    let summary = summary_file(&env, &owner).expect("a summary");
    let summary = summary["summary"].as_str().unwrap();
    assert!(summary.contains("PO-89388"), "{summary}");
    // The other records are not what was asked for.
    assert!(!summary.contains("PO-53809") && !summary.contains("£191.35"), "{summary}");
}
