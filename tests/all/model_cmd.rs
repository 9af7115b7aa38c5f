//! `okbot model list|add|default|test` (DESIGN §7.1, §8, §9): the provider catalog in
//! settings.json, the default model, and a one-token test call against the loopback fake.

use crate::support::TestEnv;
use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::json;

const KEY: &str = "sk-test-1234abcd";

fn add_fake(env: &TestEnv, url: &str) {
    let out = env.ok(&[
        "model",
        "add",
        "fake",
        "--base-url",
        url,
        "--api-key",
        KEY,
        "--model",
        "gpt-4o-mini:128000",
    ]);
    assert_eq!(out, "fake\n");
}

#[test]
fn add_writes_the_provider_into_settings_and_show_masks_the_key() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");

    let settings = env.json_file("settings.json");
    assert_eq!(
        settings["model"]["providers"],
        json!([{"id": "fake", "name": "fake", "baseURL": "http://127.0.0.1:9/v1", "apiKey": KEY,
                "apiFormat": "chat_completions",
                "models": [{"id": "gpt-4o-mini", "name": "gpt-4o-mini", "contextWindow": 128000, "enabled": true}]}])
    );
    assert_eq!(env.mode("settings.json"), 0o600);

    let shown = env.ok(&["settings", "show"]);
    assert!(!shown.contains(KEY), "settings show leaks the key: {shown}");
    assert!(shown.contains("…abcd (hidden)"), "{shown}");
    let shown_json = env.run(&["settings", "show", "--json"]).json();
    assert_eq!(shown_json["model"]["providers"][0]["apiKey"], "…abcd (hidden)");

    let added = env.run(&["model", "add", "fake", "--json"]).json();
    assert_eq!(added["apiKey"], "…abcd (hidden)", "model add --json masks the key too: {added:#}");
}

#[test]
fn an_env_key_reference_is_stored_and_shown_as_written() {
    let env = TestEnv::new();
    env.ok(&["model", "add", "oa", "--api-key", "env:OPENAI_API_KEY", "--model", "gpt-4o"]);
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["apiKey"], "env:OPENAI_API_KEY");
    assert!(env.ok(&["settings", "show"]).contains("\"env:OPENAI_API_KEY\""));
}

#[test]
fn adding_to_an_existing_provider_updates_models_by_id_and_keeps_the_rest() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");
    env.ok(&["model", "add", "fake", "--model", "gpt-4o-mini:64000", "--model", "o3", "--name", "Fake Inc"]);
    let p = &env.json_file("settings.json")["model"]["providers"][0];
    assert_eq!(p["name"], "Fake Inc");
    assert_eq!(p["apiKey"], KEY, "the key is kept when not given again");
    assert_eq!(p["baseURL"], "http://127.0.0.1:9/v1");
    let models: Vec<(String, Option<serde_json::Value>)> = p["models"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["id"].as_str().unwrap().to_string(), m.get("contextWindow").cloned()))
        .collect();
    assert_eq!(models, [("gpt-4o-mini".to_string(), Some(json!(64000))), ("o3".to_string(), None)]);
    // (A model added without a window is written without `contextWindow`: the default applies.)
}

#[test]
fn add_with_the_anthropic_format_records_it() {
    let env = TestEnv::new();
    env.ok(&["model", "add", "claude", "--format", "anthropic", "--model", "claude-sonnet:200000"]);
    let p = &env.json_file("settings.json")["model"]["providers"][0];
    assert_eq!(p["apiFormat"], "anthropic");
    let list = env.run(&["model", "list", "--json"]).json();
    assert_eq!(list[0]["apiFormat"], "anthropic");
    assert_eq!(list[0]["contextWindow"], 200000);
}

#[test]
fn add_refuses_bad_windows_and_built_in_names_without_touching_settings() {
    let env = TestEnv::initialized();
    let before = env.read("settings.json");
    env.run(&["model", "add", "fake", "--model", "gpt:lots"]).expect_error(2, "lots");
    env.run(&["model", "add", "offline", "--model", "m"]).expect_error(2, "offline");
    env.run(&["model", "add", "../x", "--model", "m"]).expect_code(2);
    assert_eq!(env.read("settings.json"), before);
}

#[test]
fn default_sets_the_default_provider_and_model_and_list_marks_it() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");
    env.ok(&["model", "add", "fake", "--model", "other"]);

    let list = env.run(&["model", "list", "--json"]).json();
    let offline = list.as_array().unwrap().iter().find(|r| r["provider"] == "offline").unwrap().clone();
    assert_eq!(offline["default"], true, "with no default the offline provider is it: {list:#}");

    assert_eq!(env.ok(&["model", "default", "fake/other"]), "fake/other\n");
    let settings = env.json_file("settings.json");
    assert_eq!(settings["model"]["defaultProviderId"], "fake");
    assert_eq!(settings["model"]["defaultModelId"], "other");

    let list = env.run(&["model", "list", "--json"]).json();
    let defaults: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["default"] == true)
        .map(|r| format!("{}/{}", r["provider"].as_str().unwrap(), r["model"].as_str().unwrap()))
        .collect();
    assert_eq!(defaults, ["fake/other"]);
    let human = env.ok(&["model", "list"]);
    assert!(human.lines().any(|l| l.starts_with("* fake/other\t")), "{human}");
    assert!(human.lines().any(|l| l.starts_with("  fake/gpt-4o-mini\t")), "{human}");
    assert!(!human.contains(KEY), "{human}");

    // A bare model id works when one provider lists it.
    assert_eq!(env.ok(&["model", "default", "gpt-4o-mini"]), "fake/gpt-4o-mini\n");
    assert_eq!(env.json_file("settings.json")["model"]["defaultModelId"], "gpt-4o-mini");
}

#[test]
fn default_with_an_unknown_provider_or_model_is_a_usage_error() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");
    let before = env.read("settings.json");
    env.run(&["model", "default", "nope/gpt"]).expect_error(2, "nope");
    env.run(&["model", "default", "missing-model"]).expect_error(2, "missing-model");
    assert_eq!(env.read("settings.json"), before);
}

#[test]
fn default_refuses_a_model_its_provider_does_not_list_and_names_how_to_list_them() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");
    let before = env.read("settings.json");
    env.run(&["model", "default", "fake/zzz"])
        .expect_usage_error("the provider `fake` has no model `zzz`", "`okbot model list`");
    env.run(&["model", "default", "offline/zzz"])
        .expect_usage_error("the offline provider has no model `zzz`", "offline:script=FILE");
    assert_eq!(env.read("settings.json"), before);
}

#[test]
fn default_offline_makes_the_built_in_model_the_default() {
    let env = TestEnv::new();
    add_fake(&env, "http://127.0.0.1:9/v1");
    env.ok(&["model", "default", "fake/gpt-4o-mini"]);
    assert_eq!(env.ok(&["model", "default", "offline"]), "offline/offline\n");
    let human = env.ok(&["model", "list"]);
    assert!(human.lines().any(|l| l.starts_with("* offline/offline\t")), "{human}");
}

#[test]
fn only_http_and_https_base_urls_are_accepted_by_add_and_settings_set() {
    let env = TestEnv::initialized();
    let before = env.read("settings.json");
    for url in ["ftp://host/v1", "api.openai.com/v1", "https://"] {
        env.run(&["model", "add", "p", "--base-url", url, "--model", "m"])
            .expect_usage_error(&format!("`{url}` is not an http:// or https:// URL"), "https://");
    }
    assert_eq!(env.read("settings.json"), before);
    add_fake(&env, "http://127.0.0.1:9/v1");
    let before = env.read("settings.json");
    env.run(&["settings", "set", "model.providers.0.baseURL", "ftp://host/v1"])
        .expect_usage_error("`ftp://host/v1` is not an http:// or https:// URL", "https://");
    let whole = r#"[{"id":"x","baseURL":"file:///etc","models":[]}]"#;
    env.run(&["settings", "set", "model.providers", whole]).expect_error(2, "file:///etc");
    assert_eq!(env.read("settings.json"), before);
    env.ok(&["settings", "set", "model.providers.0.baseURL", "https://api.example.com/v1"]);
}

#[test]
fn model_test_against_the_fake_server_prints_the_latency_and_exits_0() {
    let fake = FakeLlm::start(vec![openai_text("OK")]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = env.run(&["model", "test"]);
    run.expect_code(0);
    let line = run.stdout.trim_end();
    let ms = line
        .strip_prefix("fake/gpt-4o-mini answered in ")
        .and_then(|rest| rest.strip_suffix(" ms"))
        .unwrap_or_else(|| panic!("unexpected output: {run:?}"));
    assert!(ms.parse::<u64>().is_ok(), "{line}");

    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].path, "/v1/chat/completions");
    assert_eq!(requests[0].header("authorization"), Some("Bearer test-key"));
    let body = requests[0].json();
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["max_tokens"], 1);
    assert_eq!(body["stream"], false);
    assert!(!env.exists(OWNER), "a model test writes no transcript");
}

#[test]
fn model_test_json_reports_model_ok_latency_and_reply() {
    let fake = FakeLlm::start(vec![openai_text("OK")]);
    let env = fake_env(&fake, Api::OpenAi);
    let run = env.run(&["model", "test", "--json", "fake/gpt-4o-mini"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["model"], "fake/gpt-4o-mini");
    assert_eq!(doc["ok"], true);
    assert!(doc["latencyMs"].is_u64(), "{doc:#}");
    assert_eq!(doc["reply"], "OK");
}

#[test]
fn model_test_of_an_anthropic_provider_posts_to_v1_messages() {
    let fake = FakeLlm::start(vec![anthropic_text("OK")]);
    let env = fake_env(&fake, Api::Anthropic);
    env.run(&["model", "test"]).expect_code(0);
    let r = &fake.requests()[0];
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(r.header("x-api-key"), Some("test-key"));
}

#[test]
fn model_test_against_a_failing_server_exits_5_and_names_provider_and_status() {
    let fake = FakeLlm::start(vec![server_error(500), server_error(500), server_error(500)]);
    let env = fake_env(&fake, Api::OpenAi);
    let run = env.run(&["model", "test"]);
    run.expect_error(5, "500");
    assert!(run.stderr.contains("`fake`"), "{run:?}");
    assert_eq!(fake.requests().len(), 3, "retried model.maxRetries = 2 times");
}

#[test]
fn model_test_against_nothing_listening_exits_5() {
    // Bind and drop a listener to get a port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let env = TestEnv::new();
    add_fake(&env, &format!("http://127.0.0.1:{port}/v1"));
    env.ok(&["model", "default", "fake/gpt-4o-mini"]);
    set(&env, "model.maxRetries", "0");
    let run = env.run(&["model", "test"]);
    run.expect_error(5, "`fake`");
}

#[test]
fn model_test_with_nothing_configured_tests_the_offline_provider() {
    let env = TestEnv::new();
    let run = env.run(&["model", "test"]);
    run.expect_code(0);
    assert!(run.stdout.starts_with("offline/offline answered in "), "{run:?}");
}

#[test]
fn model_test_of_an_unknown_provider_is_a_usage_error() {
    let env = TestEnv::new();
    env.run(&["model", "test", "nope/x"]).expect_error(2, "nope");
}

#[test]
fn a_password_in_a_base_url_is_stored_but_never_shown() {
    let env = TestEnv::new();
    // Port 9 on the loopback refuses at once: the chat below fails without a network.
    let url = "http://me:hunter2-proxy-pass@127.0.0.1:9/v1";
    add_fake(&env, url);
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["baseURL"], url, "stored as given");
    let shown_url = "http://me:(hidden)@127.0.0.1:9/v1";
    for args in [
        &["model", "list"][..],
        &["model", "list", "--json"],
        &["settings", "show"],
        &["settings", "show", "--json"],
        &["settings", "get", "model.providers"],
        &["model", "add", "fake", "--json"],
    ] {
        let out = env.run(args);
        let all = format!("{}{}", out.stdout, out.stderr);
        assert!(!all.contains("hunter2-proxy-pass"), "`{}` shows the password: {all}", args.join(" "));
        assert!(
            all.contains(shown_url),
            "`{}` shows the URL with the password hidden: {all}",
            args.join(" ")
        );
    }
    // A failed turn against it writes the password nowhere: not on screen, not in any file but
    // settings.json.
    let out = env.run(&["chat", "--model", "fake/gpt-4o-mini", "--json", "hi"]);
    assert_eq!(out.code, Some(5), "{}", out.stderr);
    assert!(!format!("{}{}", out.stdout, out.stderr).contains("hunter2-proxy-pass"));
    for (path, node) in &env.snapshot_all().0 {
        if let crate::support::Node::File { bytes, .. } = node
            && path != "settings.json"
        {
            assert!(
                !String::from_utf8_lossy(bytes).contains("hunter2-proxy-pass"),
                "{path} holds the password"
            );
        }
    }
}

#[test]
fn default_refuses_an_offline_script_that_cannot_be_read_and_keeps_the_settings() {
    let env = TestEnv::initialized();
    let before = env.snapshot();
    let missing = env.home().join("nonexistent.jsonl");
    let spec = format!("offline:script={}", missing.display());
    env.run(&["model", "default", &spec]).expect_usage_error(
        &format!("cannot read the offline script `{}`: there is no such file", missing.display()),
        "offline:script=FILE",
    );
    let folder = format!("offline:script={}", env.home().display());
    env.run(&["model", "default", &folder]).expect_error(2, "it is a folder");
    before.assert_unchanged(&env.snapshot(), "a refused default");
    // A script that is there is taken.
    let script = env.home().join("script.jsonl");
    std::fs::write(&script, "{\"text\":\"hi\"}\n").unwrap();
    env.ok(&["model", "default", &format!("offline:script={}", script.display())]);
}

#[test]
fn a_relative_offline_script_default_is_stored_absolute_and_chat_finds_it_from_another_folder() {
    let env = TestEnv::initialized();
    std::fs::write(env.home().join("s1.jsonl"), "{\"text\":\"from the script\"}\n").unwrap();
    // (Each run's current folder is the temp HOME.)
    let absolute = env.home().join("s1.jsonl").display().to_string();
    assert_eq!(
        env.ok(&["model", "default", "offline:script=s1.jsonl"]),
        format!("offline/script={absolute}\n")
    );
    assert_eq!(env.json_file("settings.json")["model"]["defaultModelId"], format!("script={absolute}"));
    let out = env.command(&["chat", "hi"]).current_dir("/").write_stdin(Vec::new()).output().unwrap();
    let run = crate::support::Run::from_output(out);
    run.expect_code(0);
    assert_eq!(run.stdout, "from the script\n");
}

#[test]
fn list_marks_an_offline_script_default_as_its_own_row_and_not_the_echo() {
    let env = TestEnv::initialized();
    let script = env.home().join("s1.jsonl");
    std::fs::write(&script, "{\"text\":\"hi\"}\n").unwrap();
    env.ok(&["model", "default", &format!("offline:script={}", script.display())]);
    let model = format!("script={}", script.display());
    let list = env.run(&["model", "list", "--json"]).json();
    let rows: Vec<(String, bool)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                format!("{}/{}", r["provider"].as_str().unwrap(), r["model"].as_str().unwrap()),
                r["default"] == true,
            )
        })
        .collect();
    assert_eq!(rows, [("offline/offline".to_string(), false), (format!("offline/{model}"), true)]);
    let human = env.ok(&["model", "list"]);
    assert!(human.lines().any(|l| l.starts_with("  offline/offline\t")), "{human}");
    assert!(human.lines().any(|l| l.starts_with(&format!("* offline/{model}\t"))), "{human}");
    // Back to the echo: one row, the default again.
    env.ok(&["model", "default", "offline"]);
    let list = env.run(&["model", "list", "--json"]).json();
    assert_eq!(list.as_array().unwrap().len(), 1, "{list:#}");
    assert_eq!(list[0]["default"], true);
}
