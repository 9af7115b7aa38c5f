//! The exact bytes of `--json` documents that are declared with `output::json_doc!`: the typed
//! structs must print the same keys, in the same order, with the same null/absent behaviour as
//! the hand-assembled documents they replaced.

use crate::common;

use common::TestEnv;

#[test]
fn model_list_json_keeps_its_keys_and_order() {
    let env = TestEnv::new();
    env.ok(&[
        "model",
        "add",
        "fake",
        "--base-url",
        "http://127.0.0.1:9/v1",
        "--model",
        "m1:4000",
        "--model",
        "m2",
    ]);
    env.ok(&["model", "default", "fake/m1"]);
    let out = env.ok(&["model", "list", "--json"]);
    let row = |model: &str, window: u64, default: bool| {
        format!(
            "  {{\n    \"provider\": \"fake\",\n    \"model\": \"{model}\",\n    \"apiFormat\": \"chat_completions\",\n    \
             \"baseURL\": \"http://127.0.0.1:9/v1\",\n    \"contextWindow\": {window},\n    \"enabled\": true,\n    \
             \"default\": {default}\n  }}"
        )
    };
    let offline = "  {\n    \"provider\": \"offline\",\n    \"model\": \"offline\",\n    \"apiFormat\": \"offline\",\n    \
                   \"baseURL\": \"\",\n    \"contextWindow\": 128000,\n    \"enabled\": true,\n    \"default\": false\n  }";
    assert_eq!(out, format!("[\n{},\n{},\n{offline}\n]\n", row("m1", 4000, true), row("m2", 128000, false)));
}

#[test]
fn model_test_json_keeps_its_keys_and_order() {
    let env = TestEnv::new();
    let out = env.ok(&["model", "test", "offline/offline", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let ms = v["latencyMs"].as_u64().expect("latencyMs is a number");
    assert_eq!(
        out,
        format!(
            "{{\n  \"model\": \"offline/offline\",\n  \"ok\": true,\n  \"latencyMs\": {ms},\n  \"reply\": \"offline\"\n}}\n"
        )
    );
}

#[test]
fn schedule_next_json_keeps_its_keys_order_and_nulls() {
    let env = TestEnv::new();
    let out = env.ok(&["--json", "schedule", "next", "daily 09:00", "--timezone", "UTC", "-n", "2"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let schedule = serde_json::to_string_pretty(&v["schedule"]).unwrap().replace('\n', "\n  ");
    let text = v["text"].as_str().unwrap();
    let next: Vec<&str> = v["next"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    assert_eq!(next.len(), 2);
    assert_eq!(
        out,
        format!(
            "{{\n  \"jobId\": null,\n  \"schedule\": {schedule},\n  \"text\": \"{text}\",\n  \"timezone\": \"UTC\",\n  \
             \"from\": null,\n  \"next\": [\n    \"{}\",\n    \"{}\"\n  ]\n}}\n",
            next[0], next[1]
        )
    );
}

#[test]
fn schedule_tick_json_with_nothing_due() {
    let env = TestEnv::initialized();
    assert_eq!(env.ok(&["--json", "schedule", "tick"]), "{\n  \"busy\": false,\n  \"outcomes\": []\n}\n");
}

#[test]
fn schedule_systemd_json_leaves_out_the_unit_not_asked_for() {
    let env = TestEnv::initialized();
    let out = env.ok(&["--json", "schedule", "systemd", "timer"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let timer = v["timer"].as_str().unwrap();
    assert_eq!(out, format!("{{\n  \"timer\": {}\n}}\n", serde_json::to_string(timer).unwrap()));
    let both = env.ok(&["--json", "schedule", "systemd"]);
    assert!(both.starts_with("{\n  \"service\": \""), "{both}");
    assert!(both.contains("\",\n  \"timer\": \""), "{both}");
}

#[test]
fn schedule_cron_line_json_keeps_its_keys_and_order() {
    let env = TestEnv::initialized();
    let out = env.ok(&["--json", "schedule", "cron-line"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let s = |k: &str| serde_json::to_string(&v[k]).unwrap();
    assert_eq!(
        out,
        format!(
            "{{\n  \"line\": {},\n  \"binary\": {},\n  \"root\": {},\n  \"log\": {}\n}}\n",
            s("line"),
            s("binary"),
            s("root"),
            s("log")
        )
    );
}

#[test]
fn session_append_and_reset_json_keep_their_keys_and_order() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let out = env.ok(&["--json", "session", "append", "--text", "hello"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let row = v["appended"][0].as_str().unwrap();
    assert_eq!(out, format!("{{\n  \"ownerId\": \"{id}\",\n  \"appended\": [\n    \"{row}\"\n  ]\n}}\n"));

    let out = env.ok(&["--json", "session", "reset"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let archive = v["archive"].as_str().expect("an archive folder");
    let moved = serde_json::to_string_pretty(&v["moved"]).unwrap().replace('\n', "\n  ");
    assert!(v["moved"].as_array().is_some_and(|m| !m.is_empty()), "{out}");
    assert_eq!(
        out,
        format!(
            "{{\n  \"ownerId\": \"{id}\",\n  \"archive\": {},\n  \"moved\": {moved}\n}}\n",
            serde_json::to_string(archive).unwrap()
        )
    );

    let out = env.ok(&["--json", "session", "reset"]);
    assert_eq!(out, format!("{{\n  \"ownerId\": \"{id}\",\n  \"archive\": null,\n  \"moved\": []\n}}\n"));
}

#[test]
fn assistant_delete_json_keeps_its_keys_and_order() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let out = env.ok(&["--json", "assistant", "delete", &id, "--yes"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let trash = serde_json::to_string(&v["trash"]).unwrap();
    assert!(v["trash"].is_string(), "{out}");
    assert_eq!(out, format!("{{\n  \"id\": \"{id}\",\n  \"trash\": {trash}\n}}\n"));
}

#[test]
fn the_man_pages_list_each_json_field_where_the_command_prints_it() {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/man/okbot-schedule-next.1")).unwrap();
    let section = &page[page.find(".SH \"JSON OUTPUT\"").expect("a JSON OUTPUT section")..];
    for field in ["jobId", "schedule", "text", "timezone", "from", "next"] {
        assert!(section.contains(&format!("\\fB{field}\\fR (")), "{field} is not listed:\n{section}");
    }
    let status = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/man/okbot-status.1")).unwrap();
    assert!(status.contains(".SH \"JSON OUTPUT\""));
    assert!(status.contains("\\fBcoveredThroughId\\fR ("));
}

#[test]
fn model_add_json_prints_the_saved_entry_in_file_order() {
    let env = TestEnv::new();
    let out = env.ok(&["--json", "model", "add", "p", "--base-url", "http://h/v1", "--model", "m:4000"]);
    assert_eq!(
        out,
        "{\n  \"id\": \"p\",\n  \"name\": \"p\",\n  \"baseURL\": \"http://h/v1\",\n  \"apiKey\": \"\",\n  \
         \"models\": [\n    {\n      \"id\": \"m\",\n      \"name\": \"m\",\n      \"contextWindow\": 4000,\n      \
         \"enabled\": true\n    }\n  ],\n  \"apiFormat\": \"chat_completions\"\n}\n"
    );
}
