//! `okbot settings show|get|set` (DESIGN §8).

use crate::support::{TestEnv, assert_null};
use serde_json::json;

/// Names of the corrupt copies in the root.
fn corrupt_copies(env: &TestEnv) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(env.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("settings.json.corrupt-"))
        .collect();
    names.sort();
    names
}

#[test]
fn get_prints_numbers_as_json_and_text_bare() {
    let env = TestEnv::initialized();
    assert_eq!(env.ok(&["settings", "get", "contextCompression.ratio"]), "0.6\n");
    assert_eq!(env.ok(&["settings", "get", "contextCompression.autoTopicCompress"]), "true\n");
    assert_eq!(
        env.ok(&["settings", "get", "instructions.assistantRoleTemplate"]),
        "You are {name}, a personal assistant.\n"
    );
    assert_eq!(
        env.ok(&["settings", "get", "instructions.assistantRoleTemplate", "--json"]),
        "\"You are {name}, a personal assistant.\"\n"
    );
    assert_eq!(env.ok(&["settings", "get", "timezone"]), "null\n");
    let tool = env.run(&["settings", "get", "tools.manage_note"]);
    tool.expect_code(0);
    assert_eq!(tool.json(), json!({"enabled": true, "approval": "allow"}));
}

#[test]
fn get_fills_defaults_when_the_file_is_missing_and_creates_nothing() {
    let env = TestEnv::new();
    assert_eq!(env.ok(&["settings", "get", "maxTurns"]), "50\n");
    assert!(!env.root().exists(), "a read does not create the root");
}

#[test]
fn set_writes_the_value_prints_it_and_keeps_unknown_keys_in_place() {
    let env = TestEnv::initialized();
    env.write(
        "settings.json",
        "{\"theme\":\"dark\",\"contextCompression\":{\"custom\":\"x\",\"ratio\":0.6},\"zeta\":[1,2]}\n",
    );
    let run = env.run(&["settings", "set", "contextCompression.ratio", "0.75"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "0.75\n");
    assert_eq!(run.stderr, "");
    let doc = env.json_file("settings.json");
    assert_eq!(doc["contextCompression"]["ratio"], json!(0.75));
    assert_eq!(doc["contextCompression"]["custom"], json!("x"));
    assert_eq!(doc["zeta"], json!([1, 2]));
    let keys: Vec<&String> = doc.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["theme", "contextCompression", "zeta"], "unknown keys keep their order");
    assert_eq!(env.mode("settings.json"), 0o600);
    assert_eq!(env.ok(&["settings", "get", "contextCompression.ratio"]), "0.75\n");
}

#[test]
fn set_keeps_the_file_private_even_if_it_was_created_without_a_mode() {
    let env = TestEnv::new();
    env.ok(&["settings", "set", "maxTurns", "20"]);
    assert_eq!(env.mode("settings.json"), 0o600);
    assert_eq!(env.mode(""), 0o700);
    assert_eq!(env.json_file("settings.json")["maxTurns"], json!(20));
}

#[test]
fn set_out_of_range_clamps_and_warns_on_stderr() {
    let env = TestEnv::initialized();
    let run = env.run(&["settings", "set", "contextCompression.ratio", "0.99"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "0.95\n");
    assert_eq!(run.stderr, "okbot: warning: contextCompression.ratio 0.99 is outside 0.5–0.95; using 0.95\n");
    assert_eq!(env.json_file("settings.json")["contextCompression"]["ratio"], json!(0.95));

    // As in the OkBot app, a ratio in (1, 100] is a percent.
    let run = env.run(&["settings", "set", "contextCompression.ratio", "2"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "0.5\n");
    assert_eq!(
        run.stderr,
        "okbot: warning: contextCompression.ratio 2 (read as 2%) is outside 0.5–0.95; using 0.5\n"
    );

    let run = env.run(&["settings", "set", "contextCompression.summaryMaxChars", "5"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "100\n");
    assert!(run.stderr.contains("warning: contextCompression.summaryMaxChars 5 is outside"), "{run:?}");
}

#[test]
fn set_accepts_booleans_and_time_zones() {
    let env = TestEnv::initialized();
    assert_eq!(env.ok(&["settings", "set", "pruning.enabled", "yes"]), "true\n");
    assert_eq!(env.ok(&["settings", "set", "timezone", "Asia/Shanghai"]), "Asia/Shanghai\n");
    let doc = env.json_file("settings.json");
    assert_eq!(doc["pruning"]["enabled"], json!(true));
    assert_eq!(doc["timezone"], json!("Asia/Shanghai"));
    assert_eq!(env.ok(&["settings", "set", "timezone", "null"]), "null\n");
    assert_null(&env.json_file("settings.json"), "timezone");
}

#[test]
fn set_an_unknown_key_is_refused_with_a_suggestion_and_changes_nothing() {
    let env = TestEnv::initialized();
    let before = env.snapshot();
    let run = env.run(&["settings", "set", "contextCompresion.ratio", "0.7"]);
    run.expect_error(2, "`contextCompresion.ratio` is not a setting");
    assert!(run.stderr.contains("hint: did you mean `contextCompression.ratio`?"), "{run:?}");
    env.run(&["settings", "set", "nope", "1"]).expect_error(2, "`nope` is not a setting");
    env.run(&["settings", "get", "nope"]).expect_error(2, "`nope` is not a setting");
    before.assert_unchanged(&env.snapshot(), "refused settings");
}

#[test]
fn set_an_invalid_time_zone_or_a_wrong_type_is_a_usage_error_and_changes_nothing() {
    let env = TestEnv::initialized();
    let before = env.snapshot();
    env.run(&["settings", "set", "timezone", "Mars/Base"])
        .expect_error(2, "`Mars/Base` is not an IANA time zone");
    env.run(&["settings", "set", "contextCompression.ratio", "abc"]).expect_error(2, "is not a number");
    env.run(&["settings", "set", "maxTurns", "1.5"]).expect_error(2, "is not a whole number");
    env.run(&["settings", "set", "pruning.enabled", "maybe"]).expect_error(2, "is not true or false");
    env.run(&["settings", "set", "tools.manage_note.approval", "sometimes"]).expect_error(2, "approval");
    before.assert_unchanged(&env.snapshot(), "refused values");
}

#[test]
fn a_refused_tool_switch_says_nothing_changed_and_lists_the_accepted_values() {
    let env = TestEnv::initialized();
    let before = env.snapshot();
    let run = env.run(&["settings", "set", "tools.search_history.approval", "sometimes"]);
    run.expect_error(2, "settings.json is not changed");
    assert!(!run.stderr.contains("using allow"), "nothing is used: the value is refused\n{run:?}");
    assert!(run.stderr.contains("\nhint: accepted values for `approval`: allow, ask\n"), "{run:?}");
    let run = env.run(&["settings", "set", "tools.search_history.enabled", "maybe"]);
    run.expect_error(2, "settings.json is not changed");
    assert!(run.stderr.contains("\nhint: accepted values for `enabled`: true, false\n"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "refused tool switches");
}

#[test]
fn settings_that_are_not_json_are_read_as_defaults_with_a_warning_and_copied_aside() {
    let env = TestEnv::initialized();
    env.write("settings.json", "{not json");
    let run = env.run(&["settings", "get", "maxTurns"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "50\n");
    assert!(run.stderr.starts_with("okbot: warning: "), "{run:?}");
    assert!(run.stderr.contains("is not valid JSON"), "{run:?}");
    assert!(run.stderr.contains("hint: a copy is at "), "{run:?}");

    let copies = corrupt_copies(&env);
    assert_eq!(copies.len(), 1, "{copies:?}");
    assert_eq!(env.read(&copies[0]), "{not json", "the copy holds the damaged bytes");
    assert_eq!(env.read("settings.json"), "{not json", "the damaged file is left in place");

    // Reading again reuses the copy instead of piling up new ones.
    env.set_var("OKBOT_NOW", "2026-11-30T01:00:00Z");
    env.ok(&["settings", "show"]);
    assert_eq!(corrupt_copies(&env), copies);
}

#[test]
fn set_refuses_to_overwrite_settings_that_are_not_json() {
    let env = TestEnv::initialized();
    env.write("settings.json", "{not json");
    env.ok(&["settings", "get", "maxTurns"]); // makes the copy
    let before = env.snapshot();
    let run = env.run(&["settings", "set", "maxTurns", "10"]);
    run.expect_code(1);
    assert!(run.stderr.contains("okbot: error: "), "{run:?}");
    assert!(run.stderr.contains("okbot will not overwrite it"), "{run:?}");
    assert_eq!(run.stdout, "");
    before.assert_unchanged(&env.snapshot(), "a refused set on a corrupt file");
    assert_eq!(env.read("settings.json"), "{not json");
}

#[test]
fn settings_that_are_json_but_not_an_object_count_as_corrupt() {
    let env = TestEnv::initialized();
    env.write("settings.json", "[1,2,3]\n");
    let run = env.run(&["settings", "get", "maxTurns"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "50\n");
    assert!(run.stderr.contains("not a JSON object"), "{run:?}");
    env.run(&["settings", "set", "maxTurns", "10"]).expect_code(1);
    assert_eq!(env.read("settings.json"), "[1,2,3]\n");
}

#[test]
fn out_of_range_values_in_the_file_are_clamped_on_read_with_a_warning() {
    let env = TestEnv::initialized();
    env.write("settings.json", "{\"contextCompression\":{\"ratio\":0.99}}\n");
    let run = env.run(&["settings", "get", "contextCompression.ratio"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "0.95\n");
    assert!(
        run.stderr.contains("warning: settings.json: contextCompression.ratio 0.99 is outside"),
        "{run:?}"
    );
    assert_eq!(
        env.read("settings.json"),
        "{\"contextCompression\":{\"ratio\":0.99}}\n",
        "a read never rewrites"
    );
}

#[test]
fn show_prints_every_setting_as_json_with_api_keys_hidden() {
    let env = TestEnv::initialized();
    env.write(
        "settings.json",
        r#"{"model":{"providers":[{"id":"a","apiKey":"sk-secret-1234"},{"id":"b","apiKey":"env:MY_KEY"}]}}"#,
    );
    let run = env.run(&["settings", "show"]);
    run.expect_code(0);
    assert!(!run.stdout.contains("sk-secret"), "the key leaked: {run:?}");
    let doc = run.json();
    assert_eq!(doc["model"]["providers"][0]["apiKey"], json!("…1234 (hidden)"));
    assert_eq!(doc["model"]["providers"][1]["apiKey"], json!("env:MY_KEY"));
    assert_eq!(doc["contextCompression"]["keepRecentMax"], json!(12));
    assert_eq!(doc["memory"]["recallMaxEntries"], json!(16));
    assert_eq!(doc["maintenance"]["skillsEveryUserChars"], json!(1200));
    assert_eq!(doc["maxTurns"], json!(50));
}

#[test]
fn two_concurrent_setters_of_different_keys_both_land() {
    let env = TestEnv::initialized();
    env.set_var("OKBOT_LOCK_WAIT_MS", "20000");
    std::thread::scope(|s| {
        s.spawn(|| {
            for i in 0..20 {
                env.ok(&["settings", "set", "memory.promptMaxEntries", &(10 + i).to_string()]);
            }
        });
        s.spawn(|| {
            for i in 0..20 {
                env.ok(&["settings", "set", "maxToolCalls", &(100 + i).to_string()]);
            }
        });
    });
    let doc = env.json_file("settings.json");
    assert_eq!(doc["memory"]["promptMaxEntries"], json!(29));
    assert_eq!(doc["maxToolCalls"], json!(119));
}

#[test]
fn squad_settings_live_under_the_apps_squad_key_and_squads_is_an_alias() {
    let env = TestEnv::initialized();
    let init = env.json_file("settings.json");
    assert!(init.get("squads").is_none(), "{init}");
    assert_eq!(init["squad"]["memberMaxTurns"], json!(50));
    assert_eq!(init["squad"]["maxConcurrent"], json!(3));

    // `squads.*` is set as `squad.*` and read back under either name.
    assert_eq!(env.ok(&["settings", "set", "squads.captainPersona", "A calm lead."]), "A calm lead.\n");
    assert_eq!(env.ok(&["settings", "set", "squad.maxConcurrent", "2"]), "2\n");
    let doc = env.json_file("settings.json");
    assert_eq!(doc["squad"]["captainPersona"], json!("A calm lead."));
    assert_eq!(doc["squad"]["maxConcurrent"], json!(2));
    assert!(doc.get("squads").is_none(), "{doc}");
    assert_eq!(env.ok(&["settings", "get", "squads.captainPersona"]), "A calm lead.\n");
    assert_eq!(env.ok(&["settings", "get", "squad.captainPersona"]), "A calm lead.\n");
    assert_eq!(env.run(&["settings", "get", "squads", "--json"]).json()["maxConcurrent"], json!(2));
    let run = env.run(&["settings", "set", "squads.memberMaxTurns", "many"]);
    run.expect_code(2);
    assert!(run.stderr.contains("squad.memberMaxTurns"), "{run:?}");
}

#[test]
fn an_older_okbots_squads_section_is_still_read_and_moves_under_squad_on_set() {
    let env = TestEnv::initialized();
    // What an older okbot wrote, and what the OkBot app wrote next to it (the app's key wins).
    env.write(
        "settings.json",
        json!({"squads": {"playbook": "Old playbook.", "memberMaxTurns": 7, "captainPersona": "old lead"},
               "squad": {"captainPersona": "the app's lead", "captainMaxTurns": 20}})
        .to_string(),
    );
    env.chmod("settings.json", 0o600);
    assert_eq!(env.ok(&["settings", "get", "squad.playbook"]), "Old playbook.\n");
    assert_eq!(env.ok(&["settings", "get", "squads.memberMaxTurns"]), "7\n");
    assert_eq!(env.ok(&["settings", "get", "squad.captainPersona"]), "the app's lead\n");
    let shown = env.run(&["settings", "show"]).json();
    assert!(shown.get("squads").is_none(), "{shown}");
    assert_eq!(shown["squad"]["captainMaxTurns"], json!(20));
    let doctor = env.run(&["doctor"]);
    assert!(!format!("{}{}", doctor.stdout, doctor.stderr).contains("`squads"), "{doctor:?}");

    env.ok(&["settings", "set", "squads.maxConcurrent", "4"]);
    let doc = env.json_file("settings.json");
    assert!(doc.get("squads").is_none(), "{doc}");
    assert_eq!(
        doc["squad"],
        json!({"captainPersona": "the app's lead", "captainMaxTurns": 20, "playbook": "Old playbook.",
               "memberMaxTurns": 7, "maxConcurrent": 4})
    );
}
