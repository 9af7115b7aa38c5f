//! The exact bytes of `--json` documents that are declared with `output::json_doc!`: the typed
//! structs must print the same keys, in the same order, with the same null/absent behaviour as
//! the hand-assembled documents they replaced.

mod common;

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
