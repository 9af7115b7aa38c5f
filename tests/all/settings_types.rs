//! settings.json with values of the wrong type: every section is normalised on its own, so
//! one bad section never locks the user out, and keys the OkBot app reads mean the same in
//! both tools.

use crate::support::TestEnv;
use serde_json::{Value, json};

/// One wrong-typed value: the file, the key path okbot names, its warning, and a `settings set`
/// that repairs it.
struct Case {
    file: Value,
    key: &'static str,
    warning: &'static str,
    fix: [&'static str; 2],
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            file: json!({"memory": []}),
            key: "memory",
            warning: "`memory` is a list, not an object; using the defaults for memory",
            fix: ["memory.promoteHits", "3"],
        },
        Case {
            file: json!({"tools": 5}),
            key: "tools",
            warning: "`tools` is a number (5), not an object; using the defaults for tools",
            fix: ["tools.manage_note.approval", "ask"],
        },
        Case {
            file: json!({"model": "str"}),
            key: "model",
            warning: "`model` is text (\"str\"), not an object; using the defaults for model",
            fix: ["model.maxRetries", "2"],
        },
        Case {
            file: json!({"contextCompression": "x"}),
            key: "contextCompression",
            warning: "`contextCompression` is text (\"x\"), not an object; using the defaults for contextCompression",
            fix: ["contextCompression.ratio", "0.7"],
        },
        Case {
            file: json!({"maintenance": null}),
            key: "maintenance",
            warning: "`maintenance` is null, not an object; using the defaults for maintenance",
            fix: ["maintenance.memoryEveryTurns", "3"],
        },
        Case {
            file: json!({"model": {"providers": [{"id": 7, "name": "Local", "baseURL": "http://x/v1", "models": [{"id": "m"}]}]}}),
            key: "model.providers.0.id",
            warning: "`model.providers.0.id` is a number (7), not text; using prov_5dbefa84, as the OkBot app does",
            fix: ["model.providers.0.id", "local"],
        },
        Case {
            file: json!({"timezone": 5}),
            key: "timezone",
            warning: "`timezone` is a number (5), not text; using the host's zone",
            fix: ["timezone", "Europe/Berlin"],
        },
        Case {
            file: json!({"maxTurns": "50"}),
            key: "maxTurns",
            warning: "`maxTurns` is text (\"50\"), not a number; using 50, as the OkBot app does",
            fix: ["maxTurns", "20"],
        },
    ]
}

fn with_settings(file: &Value) -> (TestEnv, String) {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.write("settings.json", serde_json::to_vec_pretty(file).unwrap());
    (env, id)
}

/// stderr holds exactly this one settings warning and its hint, and nothing else about settings.
#[track_caller]
fn assert_one_warning(stderr: &str, warning: &str) {
    let lines: Vec<&str> = stderr.lines().filter(|l| l.contains("settings")).collect();
    let expected = format!("okbot: warning: settings.json: {warning}");
    assert_eq!(lines.first().copied(), Some(expected.as_str()), "{stderr}");
    assert_eq!(lines.iter().filter(|l| l.starts_with("okbot: warning:")).count(), 1, "{stderr}");
    assert!(lines.get(1).is_some_and(|l| l.starts_with("hint: `okbot ")), "a hint names the fix:\n{stderr}");
}

#[test]
fn a_wrong_typed_section_leaves_every_command_working_with_one_warning_naming_it() {
    for case in cases() {
        let (env, _) = with_settings(&case.file);
        for args in
            [&["status"][..], &["chat", "-a", "Writer", "hello"], &["context", "show", "-a", "Writer"]]
        {
            let run = env.run(args);
            run.expect_code(0);
            assert_one_warning(&run.stderr, case.warning);
        }
        let run = env.run(&["-q", "status"]);
        run.expect_code(0);
        assert_eq!(run.stderr, "", "-q silences the warning");
    }
}

#[test]
fn settings_show_and_get_print_the_normalised_view_of_a_wrong_typed_file() {
    for case in cases() {
        let (env, _) = with_settings(&case.file);
        let run = env.run(&["settings", "show"]);
        run.expect_code(0);
        assert_one_warning(&run.stderr, case.warning);
        let doc = run.json();
        assert_eq!(doc["memory"]["recallMaxEntries"], json!(16), "{}: {doc:#}", case.key);
        assert_eq!(doc["maintenance"]["memoryEveryTurns"], json!(2));
        assert_eq!(doc["tools"]["manage_note"], json!({"enabled": true, "approval": "allow"}));
        assert_eq!(doc["maxTurns"], json!(50));
        assert!(doc["model"]["providers"].is_array());
        let run = env.run(&["settings", "get", "contextCompression.ratio"]);
        run.expect_code(0);
        assert_eq!(run.stdout, "0.6\n");
    }
}

#[test]
fn settings_set_repairs_a_wrong_typed_file_and_keeps_the_rest() {
    for case in cases() {
        let mut file = case.file.clone();
        file["theme"] = json!("dark");
        let (env, _) = with_settings(&file);
        let [key, value] = case.fix;
        let run = env.run(&["settings", "set", key, value]);
        run.expect_code(0);
        assert_eq!(run.stdout, format!("{value}\n"), "{}", case.key);
        let doc = env.json_file("settings.json");
        assert_eq!(doc["theme"], json!("dark"), "unknown keys are kept");
        assert_eq!(env.mode("settings.json"), 0o600);
        let run = env.run(&["settings", "get", key]);
        run.expect_code(0);
        assert_eq!(run.stdout, format!("{value}\n"));
        assert_eq!(run.stderr, "", "{}: the file is whole again", case.key);
    }
}

#[test]
fn settings_set_says_when_it_replaces_a_wrong_typed_section() {
    let (env, _) = with_settings(&json!({"memory": [], "zeta": [1]}));
    let run = env.run(&["settings", "set", "memory.promoteHits", "3"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "3\n");
    assert!(
        run.stderr
            .ends_with("okbot: warning: `memory` was a list, not an object; replaced it with an object\n"),
        "{}",
        run.stderr
    );
    assert_eq!(env.json_file("settings.json"), json!({"memory": {"promoteHits": 3}, "zeta": [1]}));
}

#[test]
fn settings_set_refuses_a_provider_value_of_the_wrong_type_and_changes_nothing() {
    let (env, _) = with_settings(&json!({"model": {"providers": [{"id": "local"}]}}));
    let before = env.read("settings.json");
    env.run(&["settings", "set", "model.providers.0.id", "7"])
        .expect_error(2, "`model.providers.0.id` is a number (7), not text");
    assert_eq!(env.read("settings.json"), before);
}

#[test]
fn doctor_lists_every_wrong_typed_key_with_its_path_and_exits_3() {
    let mut all = json!({});
    for case in cases() {
        for (k, v) in case.file.as_object().unwrap() {
            if k != "model" || v.is_string() {
                all[k] = v.clone();
            }
        }
    }
    let (env, _) = with_settings(&all);
    let run = env.run(&["doctor", "--json"]);
    run.expect_code(3);
    let report = run.json();
    let keys: Vec<&str> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["path"] == "settings.json")
        .map(|f| f["key"].as_str().unwrap())
        .collect();
    assert_eq!(
        keys,
        ["contextCompression", "memory", "maintenance", "model", "tools", "timezone", "maxTurns"]
    );

    let (env, _) = with_settings(&cases()[5].file);
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "error: {}/settings.json: `model.providers.0.id` is a number (7), not text; using prov_5dbefa84, as the OkBot app does\n",
            env.root_str()
        )),
        "{}",
        run.stdout
    );
    assert_eq!(
        env.read("settings.json"),
        serde_json::to_string_pretty(&cases()[5].file).unwrap(),
        "doctor writes nothing"
    );
}

#[test]
fn values_the_okbot_app_writes_mean_the_same_here() {
    let (env, _) = with_settings(&json!({
        "contextCompression": {"ratio": 80, "keepRecentMin": 30, "keepRecentMax": 400, "summaryMaxChars": 2500.9},
        "memory": {"promptMaxEntries": 2, "recentMessageLimit": 150},
        "maintenance": {"skillsEveryUserChars": 10},
        "maxTurns": 400,
    }));
    let run = env.run(&["settings", "show"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(
        doc["contextCompression"],
        json!({"ratio": 0.8, "keepRecentMin": 30, "keepRecentMax": 400, "summaryMaxChars": 2500,
               "maxFoldChars": 480000, "autoTopicCompress": true, "instructions": ""})
    );
    assert_eq!(doc["memory"]["promptMaxEntries"], json!(5));
    assert_eq!(doc["memory"]["recentMessageLimit"], json!(100));
    assert_eq!(doc["maintenance"]["skillsEveryUserChars"], json!(50));
    assert_eq!(doc["maxTurns"], json!(100));
    // The ratio read as a percent is the app's own form: no warning for it.
    assert!(!run.stderr.contains("ratio"), "{}", run.stderr);
    assert!(run.stderr.contains("maxTurns 400 is outside 1–100; using 100"), "{}", run.stderr);

    // The threshold follows: 80% of the 128000-token window.
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert!(run.stdout.contains("compresses at 102400"), "{}", run.stdout);

    let run = env.run(&["settings", "set", "contextCompression.keepRecentMax", "600"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "500\n");
    assert_eq!(env.json_file("settings.json")["contextCompression"]["keepRecentMax"], json!(500));
}

#[test]
fn an_api_key_typed_as_a_number_is_not_shown_in_the_warning_or_by_doctor() {
    let file = json!({"model": {"providers": [{"id": "p", "name": "P", "baseURL": "http://127.0.0.1:9",
        "apiKey": 98_765_432_109_876_543_u64, "apiFormat": "chat_completions", "models": []}]}});
    let (env, _) = with_settings(&file);
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert_one_warning(&run.stderr, "`model.providers.0.apiKey` is a number, not text; ignoring it");
    let doctor = env.run(&["doctor", "--json"]);
    let everything = format!("{}{}{}", run.stdout, doctor.stdout, doctor.stderr);
    assert!(doctor.stdout.contains("model.providers.0.apiKey"), "{doctor:?}");
    assert!(!everything.contains("98765432109876543"), "the key is shown: {everything}");
}

#[test]
fn a_huge_number_is_quoted_as_written_in_the_warning() {
    let (env, _) = with_settings(&json!({"maxTurns": 1e300, "contextCompression": {"ratio": -1e200}}));
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert!(run.stderr.contains("maxTurns 1e+300 is outside 1–100; using 100"), "{}", run.stderr);
    assert!(run.stderr.contains("contextCompression.ratio -1e+200 is outside"), "{}", run.stderr);
    assert!(run.stderr.len() < 600, "{}", run.stderr);
}

#[test]
fn providers_that_are_not_a_list_get_a_hint_that_says_list() {
    let (env, _) = with_settings(&json!({"model": {"providers": {"a": 1}}}));
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert!(run.stderr.contains("`model.providers` is an object, not a list; using no providers"), "{run:?}");
    assert!(run.stderr.contains("replaces it with a list, or edit settings.json"), "{run:?}");
    assert!(!run.stderr.contains("replaces it with an object"), "{run:?}");
}
