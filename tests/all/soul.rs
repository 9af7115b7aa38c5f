//! `okbot soul`: one persona in SOUL.md and AGENTS.md, section patches, edit, diff, revert; and
//! what `assistant create|rename`, the context and `doctor` do with the two files.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::time::{Duration, UNIX_EPOCH};

use crate::support::TestEnv;

const ID: &str = "bot_20261129_001";
const PERSONA: &str = "# Identity\nYou are Writer.\n\n# Style\n- Short sentences.\n  - keep   odd  spacing  \n\n# Boundaries\n- Ask first.\n";

/// Writer, with both persona files holding [`PERSONA`].
fn writer() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), ID);
    env.write(&format!("{ID}/SOUL.md"), PERSONA);
    env.write(&format!("{ID}/AGENTS.md"), PERSONA);
    env
}

fn soul(env: &TestEnv) -> String {
    env.read(&format!("{ID}/SOUL.md"))
}

fn agents(env: &TestEnv) -> String {
    env.read(&format!("{ID}/AGENTS.md"))
}

fn set_mtime(env: &TestEnv, file: &str, secs: u64) {
    let f = std::fs::File::options().write(true).open(env.path(&format!("{ID}/{file}"))).unwrap();
    f.set_modified(UNIX_EPOCH + Duration::from_secs(secs)).unwrap();
}

/// (mtime, inode) of a persona file: an atomic rewrite changes the inode.
fn stamp(env: &TestEnv, file: &str) -> (i64, i64, u64) {
    let m = std::fs::metadata(env.path(&format!("{ID}/{file}"))).unwrap();
    (m.mtime(), m.mtime_nsec(), m.ino())
}

/// An `$EDITOR` script (`sh`, gets the file as `$1`).
fn editor(env: &TestEnv, body: &str) -> String {
    let path = env.home().join("fake-editor.sh");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.display().to_string()
}

// ---------------------------------------------------------------------------------------------
// create, rename, read

#[test]
fn create_writes_the_same_persona_to_soul_and_agents() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let soul = soul(&env);
    assert!(soul.starts_with("# Identity\nYou are Writer."), "{soul}");
    assert_eq!(agents(&env), soul);
    assert_eq!(env.mode(&format!("{ID}/AGENTS.md")) & 0o777, 0o600);
    // A fresh assistant is healthy: the two files agree.
    env.run(&["doctor"]).expect_code(0);
}

#[test]
fn rename_rewrites_the_role_line_in_both_files_and_nothing_else() {
    let env = writer();
    let extra = format!("{PERSONA}\n# Notes\nWriter likes tea.\n- You are Writer's editor too, Writer.\n");
    env.write(&format!("{ID}/SOUL.md"), &extra);
    env.write(&format!("{ID}/AGENTS.md"), &extra);
    env.ok(&["assistant", "rename", "Writer", "Poet"]);
    let want = extra
        .replace("You are Writer.", "You are Poet.")
        .replace("- You are Writer's editor too, Writer.", "- You are Poet's editor too, Poet.");
    assert!(want.contains("Writer likes tea."));
    assert_eq!(soul(&env), want);
    assert_eq!(agents(&env), want);
    // The rename is kept for revert like any other change.
    env.ok(&["soul", "revert", "-a", "Poet"]);
    assert_eq!(soul(&env), extra);
}

#[test]
fn the_newer_of_two_differing_files_is_read() {
    let env = writer();
    let app = "# Identity\nYou are Writer, as the app says.\n";
    env.write(&format!("{ID}/AGENTS.md"), app);
    set_mtime(&env, "SOUL.md", 1_700_000_000);
    set_mtime(&env, "AGENTS.md", 1_700_000_100);
    assert_eq!(env.ok(&["soul", "show"]), app);
    let j = env.run(&["--json", "soul", "show"]).json();
    assert_eq!((j["file"].as_str(), j["filesDiffer"].as_bool()), (Some("AGENTS.md"), Some(true)));
    // The model is told the same text.
    let ctx = env.run(&["--json", "context", "show", "-a", "Writer"]).json();
    assert!(ctx.to_string().contains("as the app says"), "{ctx}");
    // Now SOUL.md is newer; a tie also goes to SOUL.md.
    set_mtime(&env, "SOUL.md", 1_700_000_200);
    assert_eq!(env.ok(&["soul", "show"]), PERSONA);
    set_mtime(&env, "AGENTS.md", 1_700_000_200);
    assert_eq!(env.ok(&["soul", "show"]), PERSONA);
    let ctx = env.run(&["--json", "context", "show", "-a", "Writer"]).json();
    assert!(!ctx.to_string().contains("as the app says"), "{ctx}");
}

#[test]
fn doctor_reports_differing_files_and_a_persona_without_sections() {
    let env = writer();
    env.write(&format!("{ID}/AGENTS.md"), "Just a line of prose, no headings.\n");
    set_mtime(&env, "SOUL.md", 1_700_000_000);
    set_mtime(&env, "AGENTS.md", 1_700_000_100);
    let before = env.snapshot_all();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains("SOUL.md and AGENTS.md differ; okbot reads the newer one, AGENTS.md"),
        "{run:?}"
    );
    assert!(run.stdout.contains("no `#` section headings"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "doctor");
    // `soul diff` shows the difference, SOUL.md first.
    let diff = env.ok(&["soul", "diff"]);
    assert!(diff.starts_with("--- SOUL.md\n+++ AGENTS.md\n@@ "), "{diff}");
    assert!(
        diff.contains("-# Identity\n") && diff.contains("+Just a line of prose, no headings.\n"),
        "{diff}"
    );
}

// ---------------------------------------------------------------------------------------------
// patch

#[test]
fn a_patch_replaces_one_section_and_keeps_the_others_byte_for_byte() {
    let env = writer();
    let out =
        env.ok_stdin(&["soul", "patch"], r#"{"sections":[{"heading":"style","body":"- Long sentences."}]}"#);
    assert_eq!(out, format!("{ID}\n"), "a change prints the assistant's id");
    let want = PERSONA.replace("- Short sentences.\n  - keep   odd  spacing  \n", "- Long sentences.\n");
    assert_eq!(soul(&env), want);
    assert_eq!(agents(&env), want);
    assert_eq!(env.read(&format!("{ID}/SOUL.md.prev")), PERSONA);
}

#[test]
fn a_patch_of_every_section_is_refused_and_writes_nothing() {
    let env = writer();
    let before = env.snapshot();
    let run = env.run_stdin(
        &["soul", "patch"],
        r#"{"sections":[{"heading":"Identity","body":"x"},{"heading":"Style","body":"y"},{"heading":"Boundaries","body":"z"}]}"#,
    );
    run.expect_usage_error(
        "the patch replaces every section of the persona; that is a rewrite, not a patch",
        "leave out the sections that stay as they are, or rewrite it with `okbot soul edit`",
    );
    before.assert_unchanged(&env.snapshot(), "a refused patch");
}

#[test]
fn a_fenced_heading_is_not_a_section() {
    let env = writer();
    let fenced = "# Identity\nYou are Writer.\n\n```markdown\n# Style\nnot a heading\n```\n\n# Boundaries\n- Ask first.\n";
    env.write(&format!("{ID}/SOUL.md"), fenced);
    env.write(&format!("{ID}/AGENTS.md"), fenced);
    env.ok_stdin(&["soul", "patch"], "# Style\n- Plain.\n");
    assert_eq!(soul(&env), format!("{fenced}\n# Style\n- Plain.\n"));
}

#[test]
fn a_persona_with_an_unclosed_fence_is_never_given_a_duplicate_section() {
    let env = writer();
    let open = "# Identity\nYou are Writer.\n\n# Code\n```sh\nls\n\n# Style\n- old\n";
    env.write(&format!("{ID}/SOUL.md"), open);
    env.write(&format!("{ID}/AGENTS.md"), open);
    let before = env.snapshot();
    for patch in ["# Style\n- new\n", "# Brand new\nx\n", r#"{"sections":[{"heading":"Code","body":"y"}]}"#] {
        env.run_stdin(&["soul", "patch"], patch).expect_usage_error(
            "the persona has a code fence opened on line 5 that is never closed, so everything after it is code; nothing was written",
            "patch only sections above line 5",
        );
    }
    before.assert_unchanged(&env.snapshot(), "a refused patch");
    // A section above the fence is patched as usual.
    env.ok_stdin(&["soul", "patch"], "# Identity\nYou are Writer, a poet.\n");
    assert_eq!(soul(&env), open.replace("You are Writer.", "You are Writer, a poet."));
}

#[test]
fn a_json_body_with_a_heading_line_or_an_empty_heading_is_a_usage_error() {
    let env = writer();
    let before = env.snapshot();
    let body = r#"{"sections":[{"heading":"Identity","body":"x\n# Injected\ny"}]}"#;
    env.run_stdin(&["soul", "patch"], body).expect_usage_error(
        "cannot read the patch: the body of `Identity` holds the heading line `# Injected`; give each section as its own entry (a heading inside a code fence is text)",
        "sections",
    );
    env.run_stdin(&["soul", "patch"], r#"{"sections":[{"heading":" # ","body":"x"}]}"#).expect_usage_error(
        "cannot read the patch: a section has an empty heading; every section needs one",
        "heading",
    );
    before.assert_unchanged(&env.snapshot(), "refused patches");
}

#[test]
fn a_missing_patch_file_is_a_usage_error_with_a_hint() {
    let env = writer();
    env.run(&["soul", "patch", "--from", "nope.md"])
        .expect_usage_error("cannot read `nope.md`: there is no such file", "--from");
}

#[test]
fn a_one_section_file_is_patchable() {
    let env = writer();
    env.write(&format!("{ID}/SOUL.md"), "# Identity\nYou are Writer.\n");
    env.write(&format!("{ID}/AGENTS.md"), "# Identity\nYou are Writer.\n");
    env.ok_stdin(
        &["soul", "patch"],
        r#"{"sections":[{"heading":"Identity","body":"You are Writer, a poet."}]}"#,
    );
    assert_eq!(soul(&env), "# Identity\nYou are Writer, a poet.\n");
    assert_eq!(agents(&env), soul(&env));
}

#[test]
fn the_last_duplicate_heading_in_a_patch_wins() {
    let env = writer();
    let patch = env.home().join("patch.json");
    std::fs::write(
        &patch,
        r##"{"sections":[{"heading":"Style","body":"- one"},{"heading":"# STYLE","body":"- two"}]}"##,
    )
    .unwrap();
    env.ok(&["soul", "patch", "--from", &patch.display().to_string()]);
    assert!(soul(&env).contains("# Style\n- two\n\n# Boundaries"), "{}", soul(&env));
    assert!(!soul(&env).contains("- one"));
}

#[test]
fn prose_around_the_json_of_a_model_reply_is_tolerated() {
    // The model's reply goes through `soul::apply_reply` (wired into the wrap-up later).
    let env = writer();
    let root = okbot::store::Root::at(env.root());
    let owner = okbot::store::OwnerId::parse(ID).unwrap();
    let lock = root.lock_owner(&owner).unwrap();
    let reply = "Sure! Here is the patch:\n```json\n{\"action\":\"patch\",\"sections\":[{\"heading\":\"Decisions\",\"body\":\"- Tabs.\"}]}\n```\nHope it helps.";
    let out = okbot::soul::apply_reply(&root, &lock, reply, false).unwrap();
    assert!(matches!(out, okbot::soul::Outcome::Patched(_)), "{out:?}");
    assert_eq!(soul(&env), format!("{PERSONA}\n# Decisions\n- Tabs.\n"));
    assert_eq!(agents(&env), soul(&env));
    // NO_CHANGE and a cut reply write nothing.
    let before = stamp(&env, "SOUL.md");
    for (reply, cut) in [("NO_CHANGE", false), ("{\"action\":\"none\"}", false), (reply, true)] {
        okbot::soul::apply_reply(&root, &lock, reply, cut).unwrap();
    }
    assert_eq!(stamp(&env, "SOUL.md"), before);
}

#[test]
fn a_markdown_patch_appends_unknown_sections() {
    let env = writer();
    let out = env
        .run_stdin(&["--json", "soul", "patch"], "## Boundaries\n- Ask twice.\n\n# Decisions\n- Use tabs.\n")
        .json();
    assert_eq!(out["replaced"], serde_json::json!(["Boundaries"]));
    assert_eq!(out["added"], serde_json::json!(["Decisions"]));
    let want = PERSONA.replace("- Ask first.", "- Ask twice.") + "\n# Decisions\n- Use tabs.\n";
    assert_eq!(soul(&env), want);
    assert_eq!(out["text"], want.as_str());
}

#[test]
fn a_patch_that_changes_nothing_does_not_write() {
    let env = writer();
    let (soul_before, agents_before) = (stamp(&env, "SOUL.md"), stamp(&env, "AGENTS.md"));
    let before = env.snapshot();
    let run = env.run_stdin(&["soul", "patch"], "# Style\n\n- Short sentences.\n  - keep   odd  spacing\n");
    run.expect_code(0);
    assert!(run.stderr.contains("no section changes; nothing was written"), "{run:?}");
    env.run_stdin(&["soul", "patch"], r#"{"action":"none"}"#).expect_code(0);
    assert_eq!((stamp(&env, "SOUL.md"), stamp(&env, "AGENTS.md")), (soul_before, agents_before));
    before.assert_unchanged(&env.snapshot(), "a patch that changes nothing");
    assert!(!env.exists(&format!("{ID}/SOUL.md.prev")));
}

#[test]
fn a_patch_that_is_neither_json_nor_sections_is_a_usage_error() {
    let env = writer();
    let before = env.snapshot();
    let run = env.run_stdin(&["soul", "patch"], "make it friendlier");
    run.expect_code(2);
    assert!(run.stderr.contains("cannot read the patch: the patch has no `#` heading"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "a bad patch");
}

#[test]
fn dry_run_prints_the_diff_and_changes_no_byte() {
    let env = writer();
    let before = env.snapshot_all();
    let run = env.run_stdin(&["soul", "patch", "--dry-run"], "# Style\n- Long sentences.\n");
    run.expect_code(0);
    assert!(run.stdout.starts_with("--- persona\n+++ patched\n"), "{run:?}");
    assert!(
        run.stdout.contains("-- Short sentences.\n") && run.stdout.contains("+- Long sentences.\n"),
        "{run:?}"
    );
    let j = env.run_stdin(&["--json", "soul", "patch", "--dry-run"], "# Style\n- Long.\n").json();
    assert_eq!((j["changed"].as_bool(), j["dryRun"].as_bool()), (Some(true), Some(true)));
    before.assert_unchanged(&env.snapshot_all(), "patch --dry-run");
}

// ---------------------------------------------------------------------------------------------
// revert, diff --prev

#[test]
fn revert_restores_the_previous_text_to_both_files_and_a_second_revert_redoes() {
    let env = writer();
    env.ok_stdin(&["soul", "patch"], "# Style\n- Long sentences.\n");
    let patched = soul(&env);
    let diff = env.ok(&["soul", "diff", "--prev"]);
    assert!(diff.starts_with("--- SOUL.md.prev\n+++ SOUL.md\n"), "{diff}");
    assert!(diff.contains("+- Long sentences.\n"), "{diff}");
    env.ok(&["soul", "revert"]);
    assert_eq!(soul(&env), PERSONA);
    assert_eq!(agents(&env), PERSONA);
    env.ok(&["soul", "revert"]);
    assert_eq!(soul(&env), patched);
    assert_eq!(agents(&env), patched);
}

#[test]
fn revert_without_a_kept_text_fails_and_writes_nothing() {
    let env = writer();
    let before = env.snapshot();
    env.run(&["soul", "revert"]).expect_error(1, "no previous text of Writer's persona is kept");
    before.assert_unchanged(&env.snapshot(), "revert with nothing kept");
}

// ---------------------------------------------------------------------------------------------
// edit

#[test]
fn edit_saves_both_files_when_the_text_changed() {
    let env = writer();
    env.set_var("EDITOR", &editor(&env, r#"printf '# Identity\nYou are Writer, edited.\n' > "$1""#));
    env.ok(&["soul", "edit"]);
    assert_eq!(soul(&env), "# Identity\nYou are Writer, edited.\n");
    assert_eq!(agents(&env), soul(&env));
    assert_eq!(env.read(&format!("{ID}/SOUL.md.prev")), PERSONA);
}

#[test]
fn visual_wins_over_editor_and_may_carry_arguments() {
    let env = writer();
    env.set_var("EDITOR", "false");
    let script = editor(&env, r#"[ "$1" = "--flag" ] || exit 9; printf '# A\nvisual\n' > "$2""#);
    env.set_var("VISUAL", &format!("{script} --flag"));
    env.ok(&["soul", "edit"]);
    assert_eq!(soul(&env), "# A\nvisual\n");
}

#[test]
fn edit_without_a_change_writes_nothing() {
    let env = writer();
    env.set_var("EDITOR", &editor(&env, "touch \"$1\""));
    let before = env.snapshot();
    let stamps = (stamp(&env, "SOUL.md"), stamp(&env, "AGENTS.md"));
    let run = env.run(&["soul", "edit"]);
    run.expect_code(0);
    assert!(run.stderr.contains("no change; nothing was saved"), "{run:?}");
    assert_eq!((stamp(&env, "SOUL.md"), stamp(&env, "AGENTS.md")), stamps);
    before.assert_unchanged(&env.snapshot(), "an edit without a change");
}

#[test]
fn an_editor_that_fails_saves_nothing() {
    let env = writer();
    env.set_var("EDITOR", &editor(&env, "echo '# Gone' > \"$1\"; exit 3"));
    let before = env.snapshot();
    env.run(&["soul", "edit"]).expect_error(1, "exited with status 3; nothing was saved");
    before.assert_unchanged(&env.snapshot(), "a failed edit");
}

#[test]
fn edit_without_an_editor_is_a_usage_error() {
    let env = writer();
    env.unset_var("EDITOR");
    env.unset_var("VISUAL");
    env.run(&["soul", "edit"]).expect_usage_error("no editor is set", "set VISUAL or EDITOR");
}

#[test]
fn squads_have_no_persona() {
    let env = writer();
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    env.run(&["soul", "show", "-a", "Team"]).expect_code(2);
}

#[test]
fn an_app_root_with_only_agents_md_is_read_and_patched_into_both_files() {
    let env = TestEnv::from_fixture("okbot-root");
    let archivist = "bot_20261015_001";
    let agents = env.read(&format!("{archivist}/AGENTS.md"));
    assert_eq!(env.ok(&["soul", "show", "-a", archivist]), agents);
    env.ok_stdin(&["soul", "patch", "-a", archivist], "# Okbot notes\n- Added from the command line.\n");
    let patched = env.read(&format!("{archivist}/AGENTS.md"));
    assert!(patched.starts_with(agents.trim_end()), "the app's text is kept:\n{patched}");
    assert!(patched.ends_with("# Okbot notes\n- Added from the command line.\n"), "{patched}");
    assert_eq!(env.read(&format!("{archivist}/SOUL.md")), patched);
    assert_eq!(env.read(&format!("{archivist}/SOUL.md.prev")), agents);
}

#[test]
fn a_persona_with_lone_cr_line_ends_is_diffed_by_line_and_keeps_its_line_ends() {
    let env = writer();
    let cr = PERSONA.replace('\n', "\r");
    env.write(&format!("{ID}/SOUL.md"), &cr);
    env.write(&format!("{ID}/AGENTS.md"), &cr);
    let run = env.run_stdin(&["soul", "patch", "--dry-run"], "# Style\n- Long sentences.\n");
    run.expect_code(0);
    assert!(
        run.stdout.contains("\n-- Short sentences.\n-  - keep   odd  spacing  \n+- Long sentences.\n"),
        "{run:?}"
    );
    assert!(run.stdout.contains("\n # Boundaries\n"), "{run:?}");
    env.run_stdin(&["soul", "patch"], "# Style\n- Long sentences.\n\n# Tools\n- git\n").expect_code(0);
    let expected = "# Identity\rYou are Writer.\r\r# Style\r- Long sentences.\r\r# Boundaries\r- Ask first.\r\r# Tools\r- git\r";
    assert_eq!(soul(&env), expected);
    assert_eq!(agents(&env), expected);
}

#[test]
fn a_body_with_an_empty_or_setext_heading_is_refused_like_any_heading_line() {
    let env = writer();
    let before = env.snapshot();
    for body in ["x\n#\ny", "x\n# \ny", "Evil\n===", "x\n\nEvil\n---"] {
        let json = serde_json::json!({"sections": [{"heading": "Identity", "body": body}]}).to_string();
        let run = env.run_stdin(&["soul", "patch"], json);
        run.expect_code(2);
        assert!(run.stderr.contains("the body of `Identity` holds the heading line"), "{body:?}: {run:?}");
    }
    before.assert_unchanged(&env.snapshot(), "refused patches");
}
