//! Summary quality of the offline summarizer (DESIGN §4.5, §7.3): a forty-message working
//! conversation with seeded facts — file paths, ids, URLs, numbers, decisions and one open
//! question — folded with `--new-topic`. Every fact must survive at the default
//! summaryMaxChars (2000); at 600 characters at least 80 % must.
//!
//! The retention rate is printed; see it with
//!     cargo test --test compress_quality -- --nocapture

use crate::support::context::*;
use serde_json::Value;

/// (kind, the text that must appear in the summary).
const FACTS: [(&str, &str); 20] = [
    ("path", "/etc/nginx/sites-available/blog.conf"),
    ("path", "~/projects/blog/config.toml"),
    ("path", "/var/log/blog/error.log"),
    ("path", "src/components/Header.tsx"),
    ("path", "/srv/backups/blog-2026-11.tar.gz"),
    ("id", "TICKET_4411"),
    ("id", "01JDQ3M5X8K2V7N9P4R6T1W3YZ"),
    ("id", "01JDQ3N0A1B2C3D4E5F6G7H8JK"),
    ("url", "https://blog.example.com/admin"),
    ("url", "https://github.com/acme/blog/pull/128"),
    ("url", "https://status.example.net/incidents/77"),
    ("number", "8443"),
    ("number", "1536"),
    ("number", "37.5"),
    ("number", "4096"),
    ("number", "729"),
    ("decision", "Hugo"),
    ("decision", "Cloudflare Pages"),
    ("decision", "TOML front matter"),
    ("open question", "Giscus"),
];

/// Forty messages, the user's and the assistant's in turn: the facts above, all but one said by the user,
/// spread through ordinary conversation and small talk.
fn conversation() -> Vec<&'static str> {
    vec![
        "Hi! I want to move my blog off the old server this month.",
        "Happy to help with that. What does the current setup look like?",
        "It's Jekyll behind nginx. The site config is /etc/nginx/sites-available/blog.conf and it listens on port 8443.",
        "Got it. Is the nginx config doing anything special, like redirects or caching?",
        "A few redirects, nothing fancy. Honestly I'm tired of Ruby gem problems.",
        "That is a common complaint. A static generator with a single binary would remove most of that.",
        "We decided to use Hugo instead of Jekyll. It builds much faster.",
        "Good choice. Hugo keeps its settings in one file, so where should it live?",
        "Put it at ~/projects/blog/config.toml next to the content folder.",
        "Done. Shall I outline the migration steps next?",
        "Yes please, but keep it short.",
        "First export the posts, then convert the front matter, then check the links, then switch the DNS.",
        "Sounds reasonable to me, thanks for laying it out so clearly.",
        "You're welcome. Where do the current errors get logged?",
        "Errors go to /var/log/blog/error.log and it is getting big.",
        "I can suggest a rotation rule once the move is done.",
        "The tracking ticket for all of this is TICKET_4411 in our tracker.",
        "Noted. I'll mention it in the commit messages.",
        "For hosting, let's go with Cloudflare Pages for hosting instead of the old box.",
        "That removes the server maintenance entirely, which is nice.",
        "The image uploads can be up to 1536 MB in total, is that a problem?",
        "It fits within the free plan limits as far as I know.",
        "The header component needs changes too: src/components/Header.tsx still links to the old feed.",
        "I'll update the feed link there and in the footer.",
        "The admin panel at https://blog.example.com/admin must keep working during the move.",
        "Understood, we keep the old server running until the DNS switch.",
        "From now on we write posts with TOML front matter, not YAML.",
        "I'll convert the existing posts' front matter in the migration script.",
        "The conversion PR is https://github.com/acme/blog/pull/128 and the build id is 01JDQ3M5X8K2V7N9P4R6T1W3YZ.",
        "I reviewed it; the build passed in 37.5 seconds.",
        "Nice, much quicker than before. We have 4096 subscribers who get the RSS feed.",
        "Then the feed URL must not change, or we redirect it.",
        "Before the switch we take a backup to /srv/backups/blog-2026-11.tar.gz just in case.",
        "Good idea, I'll add it as the first step of the runbook.",
        "The deploy run for the staging copy is 01JDQ3N0A1B2C3D4E5F6G7H8JK and it served 729 pages.",
        "All pages accounted for, then.",
        "Last year the outage was documented at https://status.example.net/incidents/77, let's avoid a repeat.",
        "Agreed, the runbook covers the rollback this time.",
        "Should comments use Giscus or should we turn them off entirely?",
        "I'll come back to that once the move is done.",
    ]
}

fn retention(summary: &str) -> (usize, Vec<&'static str>) {
    let missing: Vec<&str> = FACTS.iter().filter(|(_, f)| !summary.contains(f)).map(|(_, f)| *f).collect();
    (FACTS.len() - missing.len(), missing)
}

fn summary_of(env: &crate::support::TestEnv, id: &str) -> String {
    summary_file(env, id).unwrap()["summary"].as_str().unwrap().to_string()
}

/// The conversation in a fresh root, folded whole with `--new-topic` at `max_chars`
/// (`None`: the default); returns the summary and prints the retention rate.
fn fold_and_measure(max_chars: Option<&str>) -> (String, usize, Vec<&'static str>) {
    let texts = conversation();
    assert_eq!(texts.len(), 40);
    let rows: Vec<Value> =
        texts.iter().enumerate().map(|(k, t)| msg(&mid(k + 1), &stamp(k + 1), role(k + 1), t)).collect();
    let (env, id) = writer_with(&rows);
    if let Some(max) = max_chars {
        set(&env, "contextCompression.summaryMaxChars", max);
    }
    let out = compress_ok(&env, &["--new-topic"]);
    assert_eq!(out["foldedMessages"], 40);
    assert_eq!(out["summarizer"], "offline");
    let summary = summary_of(&env, &id);
    let (kept, missing) = retention(&summary);
    eprintln!(
        "offline summarizer retention at summaryMaxChars {}: {kept}/{} = {:.0}% ({} characters){}",
        max_chars.unwrap_or("2000"),
        FACTS.len(),
        100.0 * kept as f64 / FACTS.len() as f64,
        summary.chars().count(),
        if missing.is_empty() { String::new() } else { format!(", missing {missing:?}") }
    );
    (summary, kept, missing)
}

#[test]
fn the_offline_summarizer_keeps_every_seeded_fact_at_the_default_2000_characters() {
    let (summary, _, missing) = fold_and_measure(None);
    assert!(summary.chars().count() <= 2000, "{} characters", summary.chars().count());
    assert!(missing.is_empty(), "facts lost at 2000 characters: {missing:?}\n{summary}");
    for heading in
        ["## Goal", "## Decisions", "## Constraints & conventions", "## Identifiers", "## Open questions"]
    {
        assert!(summary.contains(heading), "{heading} missing:\n{summary}");
    }
    let open = summary.split("## Open questions\n").nth(1).unwrap();
    // (The assistant put it off: a pending ask, marked `*`.)
    assert!(
        open.contains("* Should comments use Giscus"),
        "the open question is listed as pending:\n{summary}"
    );
}

#[test]
fn the_offline_summarizer_keeps_at_least_80_percent_of_the_facts_at_600_characters() {
    let (summary, kept, missing) = fold_and_measure(Some("600"));
    assert!(summary.chars().count() <= 600, "{} characters:\n{summary}", summary.chars().count());
    let rate = kept as f64 / FACTS.len() as f64;
    assert!(
        rate >= 0.8,
        "only {kept}/{} facts kept at 600 characters; missing {missing:?}\n{summary}",
        FACTS.len()
    );
}

#[test]
fn a_fact_that_is_part_of_a_later_line_is_not_merged_away() {
    // "Please open port 80" is contained in "Please open port 8080", but it is another fact.
    let (env, id) = writer_with(&[
        msg("msg_0001", &stamp(1), "user", "Please open port 80"),
        msg("msg_0002", &stamp(2), "assistant", "Done, it is open now."),
        msg("msg_0003", &stamp(3), "user", "Please open port 8080"),
        msg("msg_0004", &stamp(4), "assistant", "Done as well."),
    ]);
    compress_ok(&env, &["--new-topic"]);
    let summary = summary_of(&env, &id);
    let has_80 = summary.lines().any(|l| l.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == "80"));
    assert!(has_80, "port 80 was merged into port 8080:\n{summary}");
    assert!(summary.contains("8080"), "{summary}");
}

#[test]
fn a_lookups_record_the_reply_speaks_of_keeps_its_port_when_the_rows_are_folded() {
    // The person asks for a list; the reply points at one of its records without its figures.
    let forwards = r#"{"forwards": [
  {"name": "NAS web", "proto": "tcp", "wan_port": 35222, "lan_ip": "10.20.1.11", "enabled": true},
  {"name": "Guest portal", "proto": "tcp", "wan_port": 28441, "lan_ip": "10.20.2.79", "enabled": false},
  {"name": "Old camera", "proto": "udp", "wan_port": 41002, "lan_ip": "10.20.2.95", "enabled": false},
  {"name": "Door entry panel", "proto": "tcp", "wan_port": 36116, "lan_ip": "10.20.8.240", "enabled": true},
  {"name": "Printer", "proto": "tcp", "wan_port": 47115, "lan_ip": "10.20.2.96", "enabled": false}
], "note": "exported from the controller"}"#;
    let (env, id) = writer_with(&[
        msg(
            "msg_0001",
            &stamp(1),
            "user",
            "can you pull the port forwards off the controller, Kunle's been fiddling again",
        ),
        call("evt_0001", &stamp(2), "c1", "router_forwards", r#"{"site":"main"}"#),
        result("evt_0002", &stamp(3), "c1", "router_forwards", forwards),
        msg(
            "msg_0002",
            &stamp(4),
            "assistant",
            "There are 5 forwards. The one for the door entry panel is there and enabled; the disabled ones are leftovers.",
        ),
        msg("msg_0003", &stamp(5), "user", "ok thanks, leave them for now"),
        msg("msg_0004", &stamp(6), "assistant", "Will do."),
    ]);
    compress_ok(&env, &["--new-topic"]);
    let summary = summary_of(&env, &id);
    assert!(summary.contains("36116"), "the door entry panel's port is lost:\n{summary}");
    // (Only that record's: not the first ones of the list.)
    assert!(
        !summary.contains("35222") && !summary.contains("47115"),
        "records the reply did not speak of are kept:\n{summary}"
    );
}
