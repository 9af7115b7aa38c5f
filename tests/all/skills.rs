//! `okbot skill`: the spec check (`check`, no data root needed; human, `--json`, `--format
//! github`, `--strict`), `add` (checked, all or nothing, no links), `remove` (to `.trash/`),
//! `enable`/`disable` (bot.json's global list), `revert` (SKILL.md.prev), `catalog`, and the
//! skill findings of `doctor`.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::{Run, TestEnv};

const OWNER: &str = "bot_20261129_001";

fn writer() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env
}

/// Write `<dir>/<slug>/SKILL.md` with this front matter and body.
fn skill_md(dir: &Path, slug: &str, front: &str, body: &str) -> PathBuf {
    let folder = dir.join(slug);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("SKILL.md"), format!("---\n{front}---\n{body}")).unwrap();
    folder
}

fn good(dir: &Path, slug: &str) -> PathBuf {
    skill_md(dir, slug, &format!("name: {slug}\ndescription: Use when {slug} is asked for\n"), "1. Do it.\n")
}

/// A `skills/` folder in a checkout outside the data root.
fn repo(env: &TestEnv) -> PathBuf {
    let dir = env.home().join("repo/skills");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `okbot skill check` run from the checkout with relative paths, with no data root at all
/// (OKBOT_HOME points nowhere, HOME unset).
fn check(env: &TestEnv, args: &[&str]) -> Run {
    let mut cmd = env.command(&[&["skill", "check"], args].concat());
    cmd.current_dir(env.home().join("repo")).env("OKBOT_HOME", env.home().join("no-root")).env_remove("HOME");
    let out = cmd.output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn findings(run: &Run) -> Vec<(String, String, Option<u64>, String)> {
    run.json()["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["severity"].as_str().unwrap().to_string(),
                f["file"].as_str().unwrap().to_string(),
                f["line"].as_u64(),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn check_needs_no_data_root_and_passes_good_skills() {
    let env = TestEnv::new();
    let dir = repo(&env);
    good(&dir, "pdf-tools");
    skill_md(
        &dir,
        "full",
        "name: full\ndescription: d\nlicense: MIT\ncompatibility: python3\nmetadata:\n  author: me\nallowed-tools: Read Bash\n",
        "Body.\n",
    );
    let run = check(&env, &["skills"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "checked 2 skills: no problems\n", "{run:?}");
    assert_eq!(run.stderr, "");
    assert!(!env.home().join("no-root").exists(), "no data root is created");
    // One folder, and one SKILL.md on its own.
    assert_eq!(check(&env, &["skills/pdf-tools"]).expect_code(0).stdout, "checked 1 skill: no problems\n");
    assert_eq!(
        check(&env, &["skills/full/SKILL.md"]).expect_code(0).stdout,
        "checked 1 skill: no problems\n"
    );
}

#[test]
fn each_rule_is_reported_with_its_file_and_line() {
    let env = TestEnv::new();
    let dir = repo(&env);
    let a64 = "a".repeat(64);
    let a65 = "a".repeat(65);
    skill_md(&dir, &a64, &format!("name: {a64}\ndescription: d\n"), "");
    skill_md(&dir, &a65, &format!("name: {a65}\ndescription: d\n"), "");
    skill_md(&dir, "café", "name: café\ndescription: d\n", "");
    skill_md(&dir, "caps", "name: Caps\ndescription: d\n", "");
    skill_md(&dir, "dash-", "name: dash-\ndescription: d\n", "");
    skill_md(&dir, "two--dashes", "name: two--dashes\ndescription: d\n", "");
    skill_md(&dir, "folder", "name: other\ndescription: d\n", "");
    skill_md(&dir, "desc-ok", &format!("name: desc-ok\ndescription: {}\n", "x".repeat(1024)), "");
    skill_md(&dir, "desc-long", &format!("name: desc-long\ndescription: {}\n", "x".repeat(1025)), "");
    skill_md(&dir, "desc-empty", "name: desc-empty\ndescription: \"\"\n", "");
    skill_md(
        &dir,
        "compat-ok",
        &format!("name: compat-ok\ndescription: d\ncompatibility: {}\n", "c".repeat(500)),
        "",
    );
    skill_md(
        &dir,
        "compat-long",
        &format!("name: compat-long\ndescription: d\ncompatibility: {}\n", "c".repeat(501)),
        "",
    );
    skill_md(&dir, "meta", "name: meta\ndescription: d\nmetadata:\n  version: 2\n", "");
    skill_md(&dir, "unknown", "name: unknown\ndescription: d\ntags: [a]\n", "");
    let lines = |n: usize| (1..=n).map(|i| format!("{i}. step\n")).collect::<String>();
    skill_md(&dir, "body-ok", "name: body-ok\ndescription: d\n", &lines(500));
    skill_md(&dir, "body-long", "name: body-long\ndescription: d\n", &lines(501));
    skill_md(&dir, "not-map", "- name\n- description\n", "");
    std::fs::create_dir_all(dir.join("unclosed")).unwrap();
    std::fs::write(dir.join("unclosed/SKILL.md"), "---\nname: unclosed\ndescription: d\nbody\n").unwrap();
    std::fs::create_dir_all(dir.join("crlf")).unwrap();
    std::fs::write(dir.join("crlf/SKILL.md"), "---\r\nname: crlf\r\ndescription: d\r\n---\r\nbody\r\n")
        .unwrap();
    std::fs::create_dir_all(dir.join("bom")).unwrap();
    std::fs::write(dir.join("bom/SKILL.md"), "\u{feff}---\nname: bom\ndescription: d\n---\nbody\n").unwrap();
    std::fs::create_dir_all(dir.join("empty-folder")).unwrap();

    let run = check(&env, &["--json", "skills"]);
    run.expect_code(3);
    let doc = run.json();
    assert_eq!(doc["checked"], 21);
    let found = findings(&run);
    let of = |slug: &str| -> Vec<(String, Option<u64>, String)> {
        let file = format!("skills/{slug}/SKILL.md");
        found.iter().filter(|f| f.1 == file).map(|f| (f.0.clone(), f.2, f.3.clone())).collect()
    };
    let e = |line: u64, m: &str| ("error".to_string(), Some(line), m.to_string());
    for clean in [a64.as_str(), "desc-ok", "compat-ok", "body-ok"] {
        assert_eq!(of(clean), [], "{clean}");
    }
    assert_eq!(of(&a65), [e(2, "`name` is 65 characters long; at most 64")]);
    let cafe = of("café");
    assert_eq!(cafe.len(), 1, "{cafe:?}");
    assert!(cafe[0].2.contains("`é`") && cafe[0].2.contains("no accents or other scripts"), "{cafe:?}");
    assert_eq!(
        of("caps"),
        [
            e(2, "`name` has upper-case letters; names are lower case (`caps`)"),
            e(2, "`name` is `Caps` but the folder is named `caps`; they must be the same")
        ]
    );
    assert_eq!(of("dash-"), [e(2, "`name` starts or ends with a hyphen")]);
    assert_eq!(of("two--dashes"), [e(2, "`name` has two hyphens in a row")]);
    assert_eq!(
        of("folder"),
        [e(2, "`name` is `other` but the folder is named `folder`; they must be the same")]
    );
    assert_eq!(of("desc-long"), [e(3, "`description` is 1025 characters long; at most 1024")]);
    assert_eq!(of("desc-empty")[0].0, "error");
    assert_eq!(of("compat-long"), [e(4, "`compatibility` is 501 characters long; at most 500")]);
    assert_eq!(of("meta"), [e(5, "`metadata.version` must be text, not a number (put it in quotes)")]);
    let unknown = of("unknown");
    assert_eq!((unknown[0].0.as_str(), unknown[0].1), ("warning", Some(4)), "{unknown:?}");
    assert!(unknown[0].2.starts_with("unknown key `tags`"));
    let body = of("body-long");
    assert_eq!((body[0].0.as_str(), body[0].1), ("warning", Some(505)), "{body:?}");
    assert!(body[0].2.starts_with("the body is 501 lines long"));
    assert_eq!(of("not-map"), [e(2, "the front matter must be a map of keys (`name: …`), not a list")]);
    assert_eq!(of("unclosed"), [e(1, "the front matter opened on line 1 has no closing `---` line")]);
    let crlf = of("crlf");
    assert_eq!((crlf.len(), crlf[0].0.as_str(), crlf[0].1), (1, "warning", Some(1)), "{crlf:?}");
    assert!(crlf[0].2.contains("Windows line endings (CRLF)"));
    let bom = of("bom");
    assert_eq!((bom.len(), bom[0].0.as_str()), (1, "warning"), "{bom:?}");
    assert!(bom[0].2.contains("byte order mark"));
    assert_eq!(of("empty-folder"), [("error".to_string(), None, "the folder has no SKILL.md".to_string())]);
    let errors = found.iter().filter(|f| f.0 == "error").count() as u64;
    assert_eq!(
        (doc["errors"].as_u64(), doc["warnings"].as_u64()),
        (Some(errors), Some(found.len() as u64 - errors))
    );
}

#[test]
fn github_format_names_file_and_line() {
    let env = TestEnv::new();
    let dir = repo(&env);
    good(&dir, "fine");
    skill_md(&dir, "bad", "name: Bad\ndescription: d\n", "");
    skill_md(&dir, "warn", "name: warn\ndescription: d\nextra: 1\n", "");
    let run = check(&env, &["--format", "github", "skills"]);
    run.expect_code(3);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "::error file=skills/bad/SKILL.md,line=2::`name` has upper-case letters; names are lower case (`bad`)"
    );
    assert_eq!(
        lines[1],
        "::error file=skills/bad/SKILL.md,line=2::`name` is `Bad` but the folder is named `bad`; they must be the same"
    );
    assert!(
        lines[2].starts_with("::warning file=skills/warn/SKILL.md,line=4::unknown key `extra`"),
        "{run:?}"
    );
    assert_eq!(lines[3], "checked 3 skills: 2 errors, 1 warning");
}

#[test]
fn warnings_exit_0_unless_strict() {
    let env = TestEnv::new();
    let dir = repo(&env);
    skill_md(&dir, "warn", "name: warn\ndescription: d\nextra: 1\n", "");
    let run = check(&env, &["skills/warn"]);
    run.expect_code(0);
    assert!(run.stdout.starts_with("warning: skills/warn/SKILL.md:4: unknown key `extra`"), "{run:?}");
    assert!(run.stdout.ends_with("checked 1 skill: 0 errors, 1 warning\n"), "{run:?}");
    check(&env, &["--strict", "skills/warn"]).expect_code(3);
    check(&env, &["--strict", "--json", "skills/warn"]).expect_code(3);
    let missing = check(&env, &["skills/none"]);
    missing.expect_code(2);
    assert!(missing.stderr.starts_with("okbot: error: cannot read `skills/none`"), "{missing:?}");
}

#[test]
fn add_copies_a_checked_folder_and_list_show_catalog_see_it() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "pdf-tools");
    std::fs::create_dir_all(folder.join("scripts")).unwrap();
    std::fs::write(folder.join("scripts/fill.sh"), "#!/bin/sh\necho fill\n").unwrap();
    std::fs::set_permissions(folder.join("scripts/fill.sh"), std::fs::Permissions::from_mode(0o755)).unwrap();
    let run = env.run(&["skill", "add", folder.to_str().unwrap()]);
    run.expect_code(0);
    assert_eq!(run.stdout, "pdf-tools\n");
    let base = format!("{OWNER}/skills/pdf-tools");
    assert_eq!(
        env.read(&format!("{base}/SKILL.md")),
        std::fs::read_to_string(folder.join("SKILL.md")).unwrap()
    );
    assert_eq!(env.mode(&format!("{base}/scripts/fill.sh")), 0o700);
    assert_eq!(env.mode(&format!("{base}/SKILL.md")), 0o600);
    // No temporary folder is left beside it.
    let names: Vec<String> = std::fs::read_dir(env.path(&format!("{OWNER}/skills")))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["pdf-tools"]);

    let list = env.run(&["skill", "list", "--json"]);
    list.expect_code(0);
    let rows = list.json();
    assert_eq!(rows[0]["slug"], "pdf-tools");
    assert_eq!(rows[0]["scope"], "local");
    assert_eq!(rows[0]["description"], "Use when pdf-tools is asked for");
    assert_eq!(env.ok(&["skill", "list"]), "pdf-tools\tlocal\tUse when pdf-tools is asked for\n");
    assert_eq!(env.ok(&["skill", "show", "pdf-tools"]), env.read(&format!("{base}/SKILL.md")));
    let show = env.run(&["skill", "show", "pdf-tools", "--json"]).json();
    assert_eq!((show["body"].as_str(), show["previous"].as_bool()), (Some("1. Do it.\n"), Some(false)));
    let catalog = env.ok(&["skill", "catalog"]);
    assert!(catalog.contains("- pdf-tools (pdf-tools): Use when pdf-tools is asked for"), "{catalog}");

    // The same slug again is refused.
    let again = env.run(&["skill", "add", folder.to_str().unwrap()]);
    again.expect_usage_error("Writer already has a skill `pdf-tools`", "okbot skill remove pdf-tools");
}

#[test]
fn add_of_a_lone_skill_md_uses_its_name() {
    let env = writer();
    let file = env.home().join("notes.md");
    std::fs::write(&file, "---\nname: weekly-report\ndescription: Monday report\n---\nSteps.\n").unwrap();
    env.run(&["skill", "add", file.to_str().unwrap()]).expect_code(0);
    assert_eq!(
        env.read(&format!("{OWNER}/skills/weekly-report/SKILL.md")),
        "---\nname: weekly-report\ndescription: Monday report\n---\nSteps.\n"
    );
}

#[test]
fn a_lone_skill_md_in_a_folder_of_another_name_passes_check_and_add_alike() {
    let env = writer();
    let dir = repo(&env);
    let folder = skill_md(&dir, "downloads", "name: weekly-report\ndescription: Monday report\n", "Steps.\n");
    let file = folder.join("SKILL.md");
    // Given on its own, the file is the skill its `name` names, for check as for add.
    let checked = env.run(&["skill", "check", file.to_str().unwrap()]);
    checked.expect_code(0);
    assert_eq!(checked.stdout, "checked 1 skill: no problems\n", "{checked:?}");
    // Given as a folder, the name must be the folder's, for check as for add.
    let mismatch = "`name` is `weekly-report` but the folder is named `downloads`";
    env.run(&["skill", "check", folder.to_str().unwrap()]).expect_code(3);
    assert!(env.run(&["skill", "check", folder.to_str().unwrap()]).stdout.contains(mismatch));
    env.run(&["skill", "add", folder.to_str().unwrap()]).expect_error(3, mismatch);
    env.run(&["skill", "add", file.to_str().unwrap()]).expect_code(0);
    assert!(env.exists(&format!("{OWNER}/skills/weekly-report/SKILL.md")));
}

#[test]
fn add_of_a_bad_skill_is_refused_with_nothing_written() {
    let env = writer();
    let dir = repo(&env);
    let folder = skill_md(&dir, "bad", "name: Bad\ndescription: d\n", "");
    let before = env.snapshot_all();
    let run = env.run(&["skill", "add", folder.to_str().unwrap()]);
    run.expect_error(3, "is not a valid skill (2 errors); nothing was added");
    assert!(
        run.stderr.contains("hint: ") && run.stderr.contains("SKILL.md:2: `name` has upper-case letters"),
        "{run:?}"
    );
    before.assert_unchanged(&env.snapshot_all(), "a refused add");
    assert!(!env.exists(&format!("{OWNER}/skills/bad")));
}

#[test]
fn add_of_a_folder_with_file_names_that_cannot_be_copied_as_they_are_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "latin");
    // Two Latin-1 names that would both become "caf\u{FFFD}.txt", and a name with a line break.
    std::fs::write(folder.join(std::ffi::OsStr::from_bytes(b"caf\xe9.txt")), "BBB\n").unwrap();
    std::fs::write(folder.join(std::ffi::OsStr::from_bytes(b"caf\xe8.txt")), "CCC\n").unwrap();
    let before = env.snapshot_all();
    let run = env.run(&["skill", "add", folder.to_str().unwrap()]);
    run.expect_error(3, "nothing was added");
    assert!(run.stderr.contains("not valid UTF-8; rename it"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "a refused add");

    std::fs::remove_file(folder.join(std::ffi::OsStr::from_bytes(b"caf\xe9.txt"))).unwrap();
    std::fs::remove_file(folder.join(std::ffi::OsStr::from_bytes(b"caf\xe8.txt"))).unwrap();
    std::fs::write(folder.join("a\nb.txt"), "x").unwrap();
    let out = check(&env, &["skills/latin"]).expect_code(3).stdout.clone();
    assert!(out.contains("a\\nb.txt") && out.contains("control character"), "{out}");
}

#[test]
fn add_of_a_folder_holding_a_link_is_refused_with_nothing_written() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "linked");
    std::os::unix::fs::symlink("/etc/passwd", folder.join("passwd")).unwrap();
    let before = env.snapshot_all();
    let run = env.run(&["skill", "add", folder.to_str().unwrap()]);
    run.expect_error(3, "nothing was added");
    assert!(run.stderr.contains("passwd: a symbolic link"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "a refused add");
    // `check` says the same.
    assert!(
        check(&env, &["skills/linked"])
            .expect_code(3)
            .stdout
            .contains("skills/linked/passwd: a symbolic link")
    );
    // The folder the user names may itself be a link: it is followed, as any tool follows the
    // path it is given; what it holds is still checked (no links inside).
    let link = env.home().join("link-to-skill");
    std::os::unix::fs::symlink(&folder, &link).unwrap();
    env.run(&["skill", "add", link.to_str().unwrap()]).expect_error(3, "passwd: a symbolic link");
    assert!(!env.exists(&format!("{OWNER}/skills")));
    std::fs::remove_file(folder.join("passwd")).unwrap();
    env.run(&["skill", "check", link.to_str().unwrap()]).expect_code(0);
    env.run(&["skill", "add", link.to_str().unwrap()]).expect_code(0);
    assert!(env.exists(&format!("{OWNER}/skills")), "added through the link");
}

#[test]
fn remove_moves_the_folder_to_the_trash() {
    let env = writer();
    good(&env.path(&format!("{OWNER}/skills")), "old");
    let run = env.run(&["skill", "remove", "old", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!((doc["slug"].as_str(), doc["action"].as_str()), (Some("old"), Some("removed")));
    let trash = PathBuf::from(doc["trash"].as_str().unwrap());
    assert_eq!(trash, env.path(&format!(".trash/{OWNER}-skill-old-20261129T230000Z")));
    assert!(trash.join("SKILL.md").is_file());
    assert!(!env.exists(&format!("{OWNER}/skills/old")));
    env.run(&["skill", "remove", "old"]).expect_usage_error("Writer has no skill `old`", "okbot skill list");
}

#[test]
fn enable_and_disable_edit_the_global_list_in_bot_json() {
    let env = writer();
    let global = env.home().join("global-skills");
    env.set_var("OKBOT_GLOBAL_SKILLS", global.to_str().unwrap());
    good(&global, "gsk");
    good(&global, "other");
    let bot = format!("{OWNER}/bot.json");
    assert_eq!(env.json_file(&bot)["useGlobalSkills"], false);
    assert!(!env.ok(&["skill", "catalog"]).contains("gsk"));

    let run = env.run(&["skill", "enable", "gsk", "--json"]);
    run.expect_code(0);
    assert_eq!(
        run.json(),
        json!({"ownerId": OWNER, "useGlobalSkills": true, "enabledGlobalSkills": ["gsk"]})
    );
    let file = env.json_file(&bot);
    assert_eq!((&file["useGlobalSkills"], &file["enabledGlobalSkills"]), (&json!(true), &json!(["gsk"])));
    assert_eq!(file["avatarKind"], "emoji", "the other keys stay");
    // Enabling twice changes nothing.
    env.ok(&["skill", "enable", "gsk"]);
    env.ok(&["skill", "enable", "other"]);
    assert_eq!(env.json_file(&bot)["enabledGlobalSkills"], json!(["gsk", "other"]));
    assert_eq!(
        env.ok(&["skill", "list"]),
        "gsk\tglobal\tUse when gsk is asked for\nother\tglobal\tUse when other is asked for\n"
    );
    assert!(env.ok(&["skill", "catalog"]).contains("- gsk (gsk): Use when gsk is asked for"));

    env.ok(&["skill", "disable", "gsk"]);
    assert_eq!(env.json_file(&bot)["enabledGlobalSkills"], json!(["other"]));
    assert!(!env.ok(&["skill", "catalog"]).contains("(gsk)"));
    // A global skill is not deleted by `remove`.
    env.run(&["skill", "remove", "other"]).expect_usage_error(
        "`other` is a global skill; okbot does not delete those",
        "okbot skill disable other",
    );

    let run = env.run(&["skill", "enable", "nope"]);
    run.expect_usage_error(
        &format!("there is no global skill `nope` in `{}`", global.display()),
        "global skills: gsk, other",
    );
    assert_eq!(env.json_file(&bot)["enabledGlobalSkills"], json!(["other"]));
}

#[test]
fn a_global_skill_kept_elsewhere_through_links_is_listed_and_read() {
    // Skills kept in a dotfiles checkout and linked into the global folder, folder or file.
    let env = writer();
    let global = env.home().join("global-skills");
    env.set_var("OKBOT_GLOBAL_SKILLS", global.to_str().unwrap());
    let dotfiles = env.home().join("dotfiles");
    good(&dotfiles, "linked-dir");
    good(&dotfiles, "linked-file");
    std::fs::create_dir_all(global.join("linked-file")).unwrap();
    std::os::unix::fs::symlink(dotfiles.join("linked-dir"), global.join("linked-dir")).unwrap();
    std::os::unix::fs::symlink(dotfiles.join("linked-file/SKILL.md"), global.join("linked-file/SKILL.md"))
        .unwrap();
    env.ok(&["skill", "enable", "linked-dir"]);
    env.ok(&["skill", "enable", "linked-file"]);
    assert_eq!(
        env.ok(&["skill", "list"]),
        "linked-dir\tglobal\tUse when linked-dir is asked for\nlinked-file\tglobal\tUse when linked-file is asked for\n"
    );
    for slug in ["linked-dir", "linked-file"] {
        assert!(
            env.ok(&["skill", "show", slug]).contains(&format!("Use when {slug} is asked for")),
            "{slug}"
        );
    }
}

#[test]
fn revert_restores_the_previous_version_or_removes_a_created_skill() {
    let env = writer();
    let skills = env.path(&format!("{OWNER}/skills"));
    // An update: SKILL.md.prev holds the text before it.
    let folder = good(&skills, "okbot-deploy");
    let before = std::fs::read_to_string(folder.join("SKILL.md")).unwrap();
    std::fs::write(folder.join("SKILL.md.prev"), &before).unwrap();
    std::fs::write(folder.join("SKILL.md"), "---\nname: okbot-deploy\ndescription: new\n---\nnew\n").unwrap();
    assert_eq!(env.run(&["skill", "show", "okbot-deploy", "--json"]).json()["previous"], true);
    let run = env.run(&["skill", "revert", "okbot-deploy", "--json"]);
    run.expect_code(0);
    assert_eq!(run.json(), json!({"slug": "okbot-deploy", "action": "restored", "trash": Value::Null}));
    assert_eq!(std::fs::read_to_string(folder.join("SKILL.md")).unwrap(), before);
    assert!(!folder.join("SKILL.md.prev").exists());
    env.run(&["skill", "revert", "okbot-deploy"])
        .expect_usage_error("the skill `okbot-deploy` has no earlier version to go back to", "SKILL.md.prev");

    // A creation: an empty SKILL.md.prev; the revert moves the skill to the trash.
    let created = good(&skills, "okbot-new");
    std::fs::write(created.join("SKILL.md.prev"), "").unwrap();
    let run = env.run(&["skill", "revert", "okbot-new"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "okbot-new\n");
    assert!(!created.exists());
    assert!(env.exists(&format!(".trash/{OWNER}-skill-okbot-new-20261129T230000Z/SKILL.md")));
}

#[test]
fn doctor_reports_skill_folders_that_break_the_spec() {
    let env = writer();
    let skills = env.path(&format!("{OWNER}/skills"));
    good(&skills, "fine");
    skill_md(&skills, "broken", "name: Broken\ndescription: d\n", "");
    let run = env.run(&["doctor", "--json"]);
    run.expect_code(3);
    let doc = run.json();
    let rows: Vec<&Value> = doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["path"].as_str().unwrap().contains("/skills/"))
        .filter(|f| !f["message"].as_str().unwrap().contains("mode lets other users"))
        .collect();
    assert_eq!(rows.len(), 2, "{doc:#}");
    assert!(rows.iter().all(|f| f["path"] == format!("{OWNER}/skills/broken/SKILL.md") && f["line"] == 2));
    assert!(rows[0]["hint"].as_str().unwrap().contains("okbot skill check"));
}

#[test]
fn squads_have_no_skills() {
    let env = writer();
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    let run = env.run(&["skill", "list", "-a", "Team"]);
    run.expect_usage_error(
        "Team is a squad; squads have no skills of their own",
        "pass an assistant with -a",
    );
}

#[test]
fn a_folder_given_as_dot_is_named_by_its_real_name() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "pdf-tools");
    let mut cmd = env.command(&["skill", "check", "."]);
    cmd.current_dir(&folder);
    cmd.assert().code(0).stdout("checked 1 skill: no problems\n");
    let mut cmd = env.command(&["skill", "check", "SKILL.md"]);
    cmd.current_dir(&folder);
    cmd.assert().code(0).stdout("checked 1 skill: no problems\n");
    let mut cmd = env.command(&["skill", "add", "."]);
    cmd.current_dir(&folder);
    cmd.assert().code(0).stdout("pdf-tools\n");
    assert!(env.exists(&format!("{OWNER}/skills/pdf-tools/SKILL.md")));
}

#[test]
fn a_linked_folder_in_a_folder_of_skills_is_named_in_a_warning_by_check_and_add() {
    let env = writer();
    let dir = repo(&env);
    good(&dir, "a");
    good(&dir, "b");
    let elsewhere = env.home().join("elsewhere");
    good(&elsewhere, "linked");
    std::os::unix::fs::symlink(elsewhere.join("linked"), dir.join("linked")).unwrap();
    let linked = dir.join("linked").display().to_string();
    let message = "a symbolic link to a folder; okbot does not follow it, so no skill in it was read";

    let checked = env.run(&["skill", "check", dir.to_str().unwrap()]);
    checked.expect_code(0);
    assert!(checked.stdout.contains("checked 2 skills"), "the link is not followed: {checked:?}");
    assert!(checked.stdout.contains(&format!("warning: {linked}: {message}")), "{checked:?}");
    assert!(checked.stderr.contains("hint: name the folder a link points to"), "{checked:?}");
    // A warning like any other: --strict fails on it, --json and --format github carry it.
    env.run(&["skill", "check", "--strict", dir.to_str().unwrap()]).expect_code(3);
    let json = env.run(&["skill", "check", "--json", dir.to_str().unwrap()]);
    json.expect_code(0);
    assert_eq!(findings(&json), [("warning".to_string(), linked.clone(), None, message.to_string())]);
    assert_eq!((json.json()["checked"].as_u64(), json.json()["warnings"].as_u64()), (Some(2), Some(1)));
    let github = env.run(&["skill", "check", "--format", "github", dir.to_str().unwrap()]);
    assert!(github.stdout.contains("::warning file="), "{github:?}");

    let added = env.run(&["skill", "add", dir.to_str().unwrap(), "-a", "Writer"]);
    added.expect_code(2);
    assert!(added.stderr.contains(&format!("okbot: warning: {linked}: {message}")), "{added:?}");
}

#[test]
fn a_dangling_link_in_a_folder_of_skills_is_named_in_a_warning_by_check_and_add_and_a_link_to_a_file_is_passed_over()
 {
    let env = writer();
    let dir = repo(&env);
    good(&dir, "a");
    good(&dir, "b");
    std::os::unix::fs::symlink(env.home().join("gone"), dir.join("dangling")).unwrap();
    let file = env.home().join("notes.md");
    std::fs::write(&file, "notes").unwrap();
    // A link to a file is no skill, passed over as a file is (`CLAUDE.md -> AGENTS.md`);
    // so is a hidden link to nothing, as a hidden file is.
    std::os::unix::fs::symlink(&file, dir.join("CLAUDE.md")).unwrap();
    std::os::unix::fs::symlink(env.home().join("gone"), dir.join(".hidden-link")).unwrap();
    let dangling = format!(
        "{}: a symbolic link to `{}`, which does not exist; okbot skipped it",
        dir.join("dangling").display(),
        env.home().join("gone").display()
    );
    // check: a warning among its findings; add: on stderr, in the same words.
    let checked = env.run(&["skill", "check", dir.to_str().unwrap()]);
    checked.expect_code(0);
    assert!(checked.stdout.contains(&format!("warning: {dangling}")), "{checked:?}");
    assert!(checked.stdout.contains("checked 2 skills: 0 errors, 1 warning"), "{checked:?}");
    let added = env.run(&["skill", "add", dir.to_str().unwrap(), "-a", "Writer"]);
    added.expect_code(2);
    assert!(added.stderr.contains(&format!("okbot: warning: {dangling}")), "{added:?}");
    for run in [&checked, &added] {
        assert!(run.stderr.contains("hint: fix the link's target, or remove the link"), "{run:?}");
        for quiet in [".hidden-link", "CLAUDE.md"] {
            assert!(!run.stdout.contains(quiet) && !run.stderr.contains(quiet), "{quiet}: {run:?}");
        }
    }
    // Without the dangling link, --strict passes: a link to a file is nothing to fix.
    std::fs::remove_file(dir.join("dangling")).unwrap();
    env.run(&["skill", "check", "--strict", dir.to_str().unwrap()]).expect_code(0);
}

#[test]
fn a_folder_holding_only_a_linked_skill_folder_is_refused_by_check_and_add_in_the_same_words() {
    let env = writer();
    let real = good(&env.home().join("elsewhere"), "real-a");
    let top = env.home().join("top");
    std::fs::create_dir_all(&top).unwrap();
    std::os::unix::fs::symlink(&real, top.join("a")).unwrap();
    let error = format!("`{}` holds no skill folder", top.display());
    let warning = format!(
        "okbot: warning: {}: a symbolic link to a folder; okbot does not follow it",
        top.join("a").display()
    );
    let before = env.snapshot_all();
    for command in ["check", "add"] {
        let run = env.run(&["skill", command, top.to_str().unwrap()]);
        // (The warning comes first: the error line is not the first of stderr.)
        assert_eq!(run.code, Some(2), "{command}: {run:?}");
        assert!(run.stderr.lines().any(|l| l == format!("okbot: error: {error}")), "{command}: {run:?}");
        assert!(run.stderr.contains("hint: a skill folder holds a SKILL.md"), "{command}: {run:?}");
        assert!(run.stderr.contains(&warning), "{command}: {run:?}");
        assert!(run.stderr.contains("hint: name the folder a link points to"), "{command}: {run:?}");
    }
    // A folder with no SKILL.md and no skill in it at all, the same.
    let empty = env.home().join("empty");
    std::fs::create_dir_all(empty.join("docs")).unwrap();
    std::fs::write(empty.join("README.md"), "no skill").unwrap();
    let error = format!("`{}` holds no skill folder", empty.display());
    for command in ["check", "add"] {
        env.run(&["skill", command, empty.to_str().unwrap()])
            .expect_usage_error(&error, "a skill folder holds a SKILL.md");
    }
    before.assert_unchanged(&env.snapshot_all(), "a refused add");
}

#[test]
fn check_names_a_linked_skill_md_by_the_folder_it_is_in_as_add_does() {
    let env = writer();
    let dir = repo(&env);
    let real = good(&dir, "pdf");
    let other = env.home().join("other");
    std::fs::create_dir_all(&other).unwrap();
    std::os::unix::fs::symlink(real.join("SKILL.md"), other.join("SKILL.md")).unwrap();
    let run = env.run(&["skill", "check", other.join("SKILL.md").to_str().unwrap()]);
    run.expect_code(0);
    assert!(!run.stdout.contains("does not match"), "{run:?}");
    assert!(!run.stdout.contains("other"), "no finding about the link's folder: {run:?}");
}

#[test]
fn add_and_check_of_a_missing_path_say_so_in_plain_words() {
    let env = writer();
    let missing = env.home().join("missing");
    let shown = missing.display().to_string();
    env.run(&["skill", "add", &shown, "-a", "Writer"]).expect_usage_error(
        &format!("cannot read `{shown}`: there is no such file or folder"),
        "give a skill folder or a SKILL.md",
    );
    env.run(&["skill", "check", &shown]).expect_usage_error(
        &format!("cannot read `{shown}`: there is no such file or folder"),
        "skill folder",
    );
}

#[test]
fn add_refuses_a_file_over_the_size_bundle_export_takes_in_its_words() {
    let env = writer();
    let dir = repo(&env);
    let skill = good(&dir, "big");
    std::fs::create_dir_all(skill.join("ref")).unwrap();
    // Over a bundle's 1 000 000 bytes per file, well under the 8 MiB skill add took before.
    std::fs::write(skill.join("ref/big.txt"), "word ".repeat(220_000)).unwrap();
    let run = env.run(&["skill", "add", skill.to_str().unwrap(), "-a", "Writer"]);
    run.expect_code(3);
    assert!(
        run.stderr.contains("the file is 1100000 bytes; at most 1000000 per file are accepted"),
        "{run:?}"
    );
    assert!(!env.exists(&format!("{OWNER}/skills/big")), "nothing was added");
}

/// `n` files of `size` bytes of one letter in `folder`.
fn fill(folder: &Path, n: usize, size: usize) {
    for i in 0..n {
        std::fs::write(folder.join(format!("part{i:03}.txt")), "a".repeat(size)).unwrap();
    }
}

#[test]
fn check_and_add_report_a_folder_over_the_total_as_one_finding_for_the_folder() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "bulky");
    // 17 files of 1 000 000 bytes: each within the per-file limit, over the 16 MiB in all.
    fill(&folder, 17, 1_000_000);
    let total = 17_000_000 + std::fs::metadata(folder.join("SKILL.md")).unwrap().len();
    let message = format!("the skill folder holds {total} bytes; at most 16777216 in all are accepted");
    let run = env.run(&["skill", "check", "--json", folder.to_str().unwrap()]);
    run.expect_code(3);
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    let findings = doc["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{doc}");
    assert_eq!(findings[0]["file"], folder.to_str().unwrap(), "the folder, not one of its files");
    assert!(findings[0]["message"].as_str().unwrap().starts_with(&message), "{doc}");
    // `add` refuses it with the same finding, and `skill check` (its hint) lists it.
    let before = env.snapshot_all();
    let run = env.run(&["skill", "add", folder.to_str().unwrap()]);
    run.expect_error(3, "(1 error); nothing was added");
    assert!(run.stderr.contains(&format!("hint: {}: {message}", folder.display())), "{run:?}");
    assert!(run.stderr.contains("okbot skill check"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "a refused add");
}

#[test]
fn an_oversize_skill_md_gets_its_size_error_and_no_errors_about_content_not_read() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "long");
    let front = "---\nname: long\ndescription: Use when long is asked for\n---\n";
    let text = format!("{front}{}", "x".repeat(1_000_001 - front.len()));
    std::fs::write(folder.join("SKILL.md"), &text).unwrap();
    let size_error = "the file is 1000001 bytes; at most 1000000 per file are accepted";
    for target in [folder.clone(), folder.join("SKILL.md")] {
        let run = env.run(&["skill", "check", "--json", target.to_str().unwrap()]);
        run.expect_code(3);
        let doc: Value = serde_json::from_str(&run.stdout).unwrap();
        let messages: Vec<&str> =
            doc["findings"].as_array().unwrap().iter().map(|f| f["message"].as_str().unwrap()).collect();
        assert_eq!(messages, [size_error], "{target:?}");
        let run = env.run(&["skill", "add", target.to_str().unwrap()]);
        run.expect_error(3, "(1 error); nothing was added");
        assert!(!run.stderr.contains("front matter"), "{run:?}");
    }
}

#[test]
fn a_skill_add_takes_at_its_limits_exports_beside_the_largest_persona_and_imports() {
    let env = writer();
    let dir = repo(&env);
    let folder = good(&dir, "full");
    // Up to 16 MiB in all of bytes that do not compress, the most files a skill may hold.
    let mut x: u32 = 7;
    let mut noise = |n: usize| -> Vec<u8> {
        (0..n)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (x >> 16) as u8
            })
            .collect()
    };
    let skill_md = std::fs::metadata(folder.join("SKILL.md")).unwrap().len() as usize;
    let mut left = 16 * 1024 * 1024 - skill_md;
    for i in 0..196 {
        let size = if i == 195 { left } else { (left / (196 - i)).min(1_000_000) };
        std::fs::write(folder.join(format!("blob{i:03}.bin")), noise(size)).unwrap();
        left -= size;
    }
    env.ok(&["skill", "add", folder.to_str().unwrap()]);
    // One file more, or one byte more, than a bundle has room for beside its own files.
    std::fs::write(folder.join("extra.txt"), "x").unwrap();
    let run = env.run(&["skill", "check", folder.to_str().unwrap()]);
    run.expect_code(3);
    assert!(run.stdout.contains("more than 197 files"), "{run:?}");
    std::fs::remove_file(folder.join("extra.txt")).unwrap();
    let last = std::fs::read(folder.join("blob195.bin")).unwrap();
    std::fs::write(folder.join("blob195.bin"), [&last[..], b"x"].concat()).unwrap();
    let run = env.run(&["skill", "check", folder.to_str().unwrap()]);
    run.expect_code(3);
    assert!(run.stdout.contains("16777217 bytes; at most 16777216"), "{run:?}");
    std::fs::write(folder.join("blob195.bin"), last).unwrap();
    // A persona of 1 000 000 bytes (twice in a bundle: AGENTS.md and SOUL.md).
    let persona = format!("# Identity\nYou are Writer.\n{}", "Plain words. ".repeat(76_921));
    let persona = &persona[..1_000_000];
    env.write(&format!("{OWNER}/AGENTS.md"), persona);
    env.write(&format!("{OWNER}/SOUL.md"), persona);
    let file = env.home().join("writer.okbot");
    env.ok(&["bundle", "export", "Writer", "-o", file.to_str().unwrap()]);
    let new = env.ok(&["bundle", "import", file.to_str().unwrap(), "--name", "Copy"]).trim().to_string();
    assert_eq!(
        std::fs::read(env.path(&format!("{new}/skills/full/blob195.bin"))).unwrap(),
        std::fs::read(folder.join("blob195.bin")).unwrap()
    );
}

#[test]
fn an_export_too_large_for_one_bundle_hints_at_what_fixes_it() {
    let env = writer();
    let dir = repo(&env);
    for slug in ["one", "two"] {
        let folder = good(&dir, slug);
        fill(&folder, 11, 1_000_000);
        env.ok(&["skill", "add", folder.to_str().unwrap()]);
    }
    let file = env.home().join("writer.okbot");
    let run = env.run(&["bundle", "export", "Writer", "-o", file.to_str().unwrap()]);
    run.expect_error(3, "would not import");
    assert!(run.stderr.contains("add up to"), "{run:?}");
    assert!(run.stderr.contains("hint: the skills together are too large for one bundle"), "{run:?}");
    assert!(!file.exists());
}
