//! Which model `okbot chat` talks to (DESIGN §7.1, §9): `--model` overrides, the environment
//! overrides (`OKBOT_MODEL`, `OKBOT_BASE_URL`, `OKBOT_API_KEY`, `OPENAI_API_KEY`) and
//! `env:VAR` API keys.

use crate::support::TestEnv;
use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::json;

// ---------------------------------------------------------------------------------------------
// Which model

#[test]
fn model_flag_overrides_the_default_provider() {
    let default = FakeLlm::start(vec![]);
    let other = FakeLlm::start(vec![openai_sse_text(&["from other"])]);
    let env = fake_env(&default, Api::OpenAi);
    env.ok(&[
        "model",
        "add",
        "other",
        "--base-url",
        &other.base_url_v1(),
        "--api-key",
        "k2",
        "--model",
        "big-model",
    ]);

    let run = chat(&env, &["--jsonl", "--model", "other/big-model", "hello"]);
    run.expect_code(0);
    assert!(run.stdout.contains("\"model\":\"other/big-model\""), "{run:?}");
    assert!(default.requests().is_empty(), "the default provider was not called");
    let requests = other.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].header("authorization"), Some("Bearer k2"));
    assert_eq!(requests[0].json()["model"], "big-model");
}

#[test]
fn model_flag_with_an_unknown_provider_is_a_usage_error_and_writes_nothing() {
    let fake = FakeLlm::start(vec![]);
    let env = fake_env(&fake, Api::OpenAi);
    env.assistant("Writer");
    let before = env.snapshot();

    let run = chat(&env, &["--model", "nope/gpt-x", "hello"]);
    run.expect_error(2, "nope");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    assert!(fake.requests().is_empty());
    before.assert_unchanged(&env.snapshot(), "chat with an unknown provider");
}

#[test]
fn model_flag_offline_talks_to_nobody() {
    let fake = FakeLlm::start(vec![]);
    let env = fake_env(&fake, Api::OpenAi);
    let run = chat(&env, &["--model", "offline", "hello"]);
    run.expect_code(0);
    assert!(run.stdout.starts_with("(offline)"), "{run:?}");
    assert!(fake.requests().is_empty());
}

#[test]
fn an_env_var_api_key_that_is_not_set_is_a_usage_error() {
    let fake = FakeLlm::start(vec![]);
    let env = TestEnv::initialized();
    env.ok(&[
        "model",
        "add",
        "fake",
        "--base-url",
        &fake.base_url_v1(),
        "--api-key",
        "env:FAKE_KEY",
        "--model",
        "m",
    ]);
    env.ok(&["model", "default", "fake/m"]);
    let run = chat(&env, &["hello"]);
    run.expect_code(2);
    assert!(run.stderr.contains("FAKE_KEY"), "{run:?}");

    // With the variable set, its value is the key.
    let fake2 = FakeLlm::start(vec![openai_sse_text(&["ok"])]);
    env.ok(&["model", "add", "fake", "--base-url", &fake2.base_url_v1()]);
    env.set_var("FAKE_KEY", "from-env");
    chat(&env, &["hello"]).expect_code(0);
    assert_eq!(fake2.requests()[0].header("authorization"), Some("Bearer from-env"));
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["apiKey"], json!("env:FAKE_KEY"));
}

#[test]
fn okbot_model_with_base_url_and_api_key_in_the_environment_needs_no_settings() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["env model"])]);
    let env = TestEnv::new();
    env.set_var("OKBOT_MODEL", "llama3.1:8b");
    env.set_var("OKBOT_BASE_URL", &fake.base_url_v1());
    env.set_var("OKBOT_API_KEY", "env-key");

    let run = chat(&env, &["--jsonl", "hello"]);
    run.expect_code(0);
    assert!(!run.stderr.contains("no model is configured"), "{run:?}");
    let r = &fake.requests()[0];
    assert_eq!(r.path, "/v1/chat/completions");
    assert_eq!(r.header("authorization"), Some("Bearer env-key"));
    assert_eq!(r.json()["model"], "llama3.1:8b");
}

#[test]
fn okbot_model_naming_a_catalog_entry_beats_the_settings_default() {
    let default = FakeLlm::start(vec![]);
    let other = FakeLlm::start(vec![openai_sse_text(&["other"])]);
    let env = fake_env(&default, Api::OpenAi);
    env.ok(&["model", "add", "other", "--base-url", &other.base_url_v1(), "--model", "m2"]);
    env.set_var("OKBOT_MODEL", "other/m2");
    chat(&env, &["hello"]).expect_code(0);
    assert!(default.requests().is_empty());
    assert_eq!(other.requests().len(), 1);
}

#[test]
fn with_only_openai_api_key_set_chat_uses_openai_gpt_4o_mini() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi from openai"])]);
    let env = TestEnv::new();
    env.set_var("OPENAI_API_KEY", "sk-from-env");
    // Point the OpenAI default at the fake (the override a proxy user would set).
    env.set_var("OKBOT_BASE_URL", &fake.base_url_v1());

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "hi from openai\n");
    assert!(!run.stderr.contains("offline"), "{run:?}");
    let r = &fake.requests()[0];
    assert_eq!(r.header("authorization"), Some("Bearer sk-from-env"));
    assert_eq!(r.json()["model"], "gpt-4o-mini");
}

#[test]
fn an_assistant_bound_to_a_model_uses_it_over_the_default() {
    let default = FakeLlm::start(vec![]);
    let bound = FakeLlm::start(vec![openai_sse_text(&["bound"])]);
    let env = fake_env(&default, Api::OpenAi);
    env.ok(&["model", "add", "other", "--base-url", &bound.base_url_v1(), "--model", "m2"]);
    assert_eq!(env.assistant("Writer"), OWNER);
    let mut bot = env.json_file(&format!("{OWNER}/bot.json"));
    bot["providerId"] = json!("other");
    bot["modelId"] = json!("m2");
    env.write(&format!("{OWNER}/bot.json"), bot.to_string());

    chat(&env, &["hello"]).expect_code(0);
    assert!(default.requests().is_empty());
    assert_eq!(bound.requests()[0].json()["model"], "m2");
}
