//! README "API keys stay hidden": `settings show`, `settings get` and `settings set` print keys
//! masked (`…1234 (hidden)`), in text and `--json`, and never print a key whole.

use crate::common;

use common::{Run, TestEnv};
use serde_json::{Value, json};

const LONG_KEY: &str = "sk-proj-abcdefghijklmnopqrstuv9876";

/// An initialised root with one provider whose key is `key`, written straight into the file.
fn with_key(key: &str) -> TestEnv {
    let env = TestEnv::initialized();
    let mut settings = env.json_file("settings.json");
    settings["model"]["providers"] = json!([{
        "id": "fake", "name": "Fake", "baseURL": "http://127.0.0.1:9/v1", "apiKey": key,
        "apiFormat": "chat_completions", "models": [{"id": "m", "contextWindow": 8000}]
    }]);
    env.write("settings.json", format!("{}\n", serde_json::to_string_pretty(&settings).unwrap()));
    env
}

#[track_caller]
fn never_whole(run: &Run, key: &str) {
    run.expect_code(0);
    assert!(!run.stdout.contains(key), "stdout shows the key whole\n{run:?}");
    assert!(!run.stderr.contains(key), "stderr shows the key whole\n{run:?}");
}

#[test]
fn get_masks_a_key_in_text_and_json_at_every_depth() {
    let env = with_key(LONG_KEY);
    for path in ["model.providers.0.apiKey", "model.providers.0", "model.providers", "model"] {
        for json_flag in [false, true] {
            let mut args = vec!["settings", "get", path];
            if json_flag {
                args.push("--json");
            }
            let run = env.run(&args);
            never_whole(&run, LONG_KEY);
            assert!(run.stdout.contains("…9876 (hidden)"), "the mask shows the last four\n{run:?}");
        }
    }
    assert_eq!(env.ok(&["settings", "get", "model.providers.0.apiKey"]), "…9876 (hidden)\n");
    assert_eq!(env.ok(&["settings", "get", "model.providers.0.apiKey", "--json"]), "\"…9876 (hidden)\"\n");
    let doc: Value = serde_json::from_str(&env.ok(&["settings", "get", "model", "--json"])).unwrap();
    assert_eq!(doc["providers"][0]["apiKey"], "…9876 (hidden)");
    // The file itself keeps the key.
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["apiKey"], LONG_KEY);
}

#[test]
fn show_masks_the_key_in_text_and_json() {
    let env = with_key(LONG_KEY);
    for args in [&["settings", "show"][..], &["settings", "show", "--json"][..]] {
        let run = env.run(args);
        never_whole(&run, LONG_KEY);
        assert!(run.stdout.contains("…9876 (hidden)"), "{run:?}");
    }
}

#[test]
fn set_stores_the_key_but_prints_it_masked_in_text_and_json() {
    let env = with_key(LONG_KEY);
    let new_key = "sk-live-zyxwvutsrqponmlkji5555";
    let run = env.run(&["settings", "set", "model.providers.0.apiKey", new_key]);
    never_whole(&run, new_key);
    assert_eq!(run.stdout, "…5555 (hidden)\n");
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["apiKey"], new_key);

    let newer = "sk-live-abcabcabcabcabcabc4444";
    let run = env.run(&["settings", "set", "model.providers.0.apiKey", newer, "--json"]);
    never_whole(&run, newer);
    assert_eq!(run.stdout, "\"…4444 (hidden)\"\n");
    assert_eq!(env.json_file("settings.json")["model"]["providers"][0]["apiKey"], newer);

    // Setting a whole provider (or the list) echoes the key masked too.
    let whole = "sk-whole-provider-key-qwertyuiop3333";
    let provider = json!({"id": "x", "apiKey": whole, "baseURL": "http://x", "apiFormat": "chat_completions",
                          "models": []})
    .to_string();
    for json_flag in [false, true] {
        let mut args = vec!["settings", "set", "model.providers.0", provider.as_str()];
        if json_flag {
            args.push("--json");
        }
        let run = env.run(&args);
        never_whole(&run, whole);
        assert!(run.stdout.contains("…3333 (hidden)"), "{run:?}");
    }
    let list = format!("[{provider}]");
    let run = env.run(&["settings", "set", "model.providers", &list]);
    never_whole(&run, whole);
    assert!(run.stdout.contains("…3333 (hidden)"), "{run:?}");
}

#[test]
fn a_short_key_is_not_printed_whole_either() {
    // The mask shows the last four characters; for a short key that would be all of it.
    for key in ["abc", "abcd", "pass1234"] {
        let env = with_key(key);
        for args in [
            &["settings", "get", "model.providers.0.apiKey"][..],
            &["settings", "get", "model.providers.0.apiKey", "--json"][..],
            &["settings", "get", "model"][..],
            &["settings", "show", "--json"][..],
        ] {
            let run = env.run(args);
            run.expect_code(0);
            assert!(run.stdout.contains("(hidden)"), "{run:?}");
            assert!(
                !run.stdout.contains(key),
                "`okbot {}` shows the key {key:?} whole\n{run:?}",
                args.join(" ")
            );
        }
        let run = env.run(&["settings", "set", "model.providers.0.apiKey", key]);
        run.expect_code(0);
        assert!(!run.stdout.contains(key), "`settings set` shows the key {key:?} whole\n{run:?}");
        assert_eq!(run.stdout, "(hidden)\n");
    }
}

#[test]
fn env_references_are_shown_as_they_are() {
    let env = with_key("env:MY_PROVIDER_KEY");
    env.set_var("MY_PROVIDER_KEY", LONG_KEY);
    assert_eq!(env.ok(&["settings", "get", "model.providers.0.apiKey"]), "env:MY_PROVIDER_KEY\n");
    let run = env.run(&["settings", "show"]);
    never_whole(&run, LONG_KEY);
    assert!(run.stdout.contains("env:MY_PROVIDER_KEY"), "{run:?}");
}
