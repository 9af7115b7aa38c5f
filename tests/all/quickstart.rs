//! `scripts/quickstart.sh` (issue #10 item 15): it says what the long first build does and lets
//! cargo show its progress, and running it again adds no chat turn unless asked (`--chat`).
//!
//! The build itself is not run here (minutes of compiling): `QUICKSTART_OKBOT` hands the
//! script the okbot binary cargo built for the tests, so the rest of it runs as written.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::TestEnv;

fn script() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/quickstart.sh")
}

/// Run the quickstart with these arguments against the env's root.
fn quickstart(env: &TestEnv, args: &[&str]) -> common::Run {
    let mut cmd = Command::new("bash");
    cmd.arg(script()).args(args);
    cmd.env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_else(|| "/usr/bin:/bin".into()))
        .env("HOME", env.home())
        .env("OKBOT_HOME", env.root())
        .env("OKBOT_NOW", common::NOW)
        .env("TZ", "UTC")
        .env("QUICKSTART_OKBOT", env!("CARGO_BIN_EXE_okbot"));
    let out = cmd.output().expect("run bash");
    let run = common::Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    run.expect_code(0);
    run
}

fn rows(env: &TestEnv) -> usize {
    let id = env.ok(&["assistant", "show", "Quickstart", "--json"]);
    let id: serde_json::Value = serde_json::from_str(&id).unwrap();
    env.session_rows(id["id"].as_str().unwrap()).len()
}

#[test]
fn running_the_quickstart_again_adds_no_chat_turn_unless_asked() {
    let env = TestEnv::new();
    let first = quickstart(&env, &[]);
    assert!(first.stderr.contains("== chatting"), "{first:?}");
    // Two seeded messages, then the chat turn's message and reply.
    assert_eq!(rows(&env), 4, "{first:?}");

    let again = quickstart(&env, &[]);
    assert!(!again.stderr.contains("== chatting"), "{again:?}");
    assert!(again.stderr.contains("run with --chat to add one"), "{again:?}");
    assert_eq!(rows(&env), 4, "a second run adds nothing\n{again:?}");

    let asked = quickstart(&env, &["--chat"]);
    assert!(asked.stderr.contains("== chatting"), "{asked:?}");
    assert_eq!(rows(&env), 6, "--chat adds one turn\n{asked:?}");
}

#[test]
fn the_build_step_says_it_takes_minutes_and_lets_cargo_show_its_progress() {
    // Checked in the script's text: running cargo install here would take minutes.
    let text = std::fs::read_to_string(script()).unwrap();
    let cargo_lines: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with("show cargo ")).collect();
    assert!(cargo_lines.iter().any(|l| l.contains("cargo install --path .")), "{cargo_lines:?}");
    assert!(cargo_lines.iter().all(|l| !l.contains("--quiet") && !l.contains(" -q")), "{cargo_lines:?}");
    for step in ["building and installing okbot", "building okbot (target/release)"] {
        let line = text.lines().find(|l| l.contains(step)).unwrap_or_else(|| panic!("no `{step}`"));
        assert!(line.trim_start().starts_with("say ") && line.contains("takes a few minutes"), "{line}");
    }
    let help = Command::new("bash").arg(script()).arg("--help").output().unwrap();
    assert!(String::from_utf8_lossy(&help.stdout).contains("--chat"), "--help lists --chat");
}
