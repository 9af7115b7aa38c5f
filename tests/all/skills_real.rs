//! Real-world skill folders (`tests/fixtures/skills-real/`, shaped like anthropics/skills,
//! openai/skills and community collections) through every skill command: `skill check` (human,
//! `--json`, `--format github`, `--strict`), `add` (byte for byte, executable bits kept),
//! `list`/`show`/`catalog`, `read_skill` (the instructions and the files they refer to),
//! `remove`, global skills, bundles and `doctor`.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::{Run, TestEnv, fixture_dir, use_script};

const OWNER: &str = "bot_20261129_001";

fn real() -> PathBuf {
    fixture_dir("skills-real")
}

/// The valid real skills: (fixture folder, slug).
const VALID: &[(&str, &str)] = &[
    ("anthropic/skills/brand-guidelines", "brand-guidelines"),
    ("anthropic/skills/canvas-design", "canvas-design"),
    ("anthropic/skills/docx", "docx"),
    ("anthropic/skills/mcp-builder", "mcp-builder"),
    ("anthropic/skills/pdf", "pdf"),
    ("anthropic/skills/skill-creator", "skill-creator"),
    ("anthropic/skills/template-skill", "template-skill"),
    ("codex/skills/.curated/gh-fix-ci", "gh-fix-ci"),
    ("codex/skills/.system/skill-installer", "skill-installer"),
    ("community/empty-metadata", "empty-metadata"),
    ("community/folded-description", "folded-description"),
    ("community/literal-description", "literal-description"),
    ("community/quoted-keys", "quoted-keys"),
    ("community/strip-folded", "strip-folded"),
    ("community/tools-string", "tools-string"),
    ("community/unicode-text", "unicode-text"),
    ("community/with-readme", "with-readme"),
    ("warnings/claude-extras", "claude-extras"),
    ("warnings/long-body", "long-body"),
    ("warnings/tools-list", "tools-list"),
    ("warnings/windows-crlf", "windows-crlf"),
];

/// `okbot skill check ARGS…` run inside the fixture tree (relative paths), with no data root.
fn check(env: &TestEnv, args: &[&str]) -> Run {
    let out = env
        .command(&[&["skill", "check"], args].concat())
        .current_dir(real())
        .env("OKBOT_HOME", env.home().join("no-root"))
        .output()
        .unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn findings(run: &Run) -> Vec<String> {
    run.json()["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let line = f["line"].as_u64().map(|l| format!(":{l}")).unwrap_or_default();
            format!(
                "{} {}{line} {}",
                f["severity"].as_str().unwrap(),
                f["file"].as_str().unwrap(),
                f["message"]
            )
        })
        .collect()
}

/// Every file under `dir` (hidden ones too): relative path → (bytes, executable).
fn tree(dir: &Path) -> Vec<(String, Vec<u8>, bool)> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>, bool)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                walk(base, &path, out);
            } else {
                let mode = entry.metadata().unwrap().permissions().mode();
                let rel = path.strip_prefix(base).unwrap().display().to_string();
                out.push((rel, std::fs::read(&path).unwrap(), mode & 0o111 != 0));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

fn writer() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env
}

fn add(env: &TestEnv, rel: &str) {
    let path = real().join(rel);
    env.ok(&["skill", "add", path.to_str().unwrap(), "-a", "Writer"]);
}

fn local(env: &TestEnv, slug: &str) -> PathBuf {
    env.path(&format!("{OWNER}/skills/{slug}"))
}

#[test]
fn every_valid_real_skill_passes_check_even_from_a_repository_root() {
    let env = TestEnv::new();
    // A repository root (README.md, spec/ and skills/<name>/), the openai/skills layout (skills
    // under hidden .system/ and .curated/) and a flat collection (a .DS_Store and a README.md
    // beside the skill folders).
    let run = check(&env, &["anthropic", "codex", "community", "--strict"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "checked 17 skills: no problems\n", "{run:?}");
    let run = check(&env, &["--json", "anthropic", "codex", "community"]);
    run.expect_code(0);
    assert_eq!(run.json(), json!({"checked": 17, "errors": 0, "warnings": 0, "findings": []}));
    // Each skill on its own too: as a folder and as its SKILL.md.
    for (rel, _) in VALID.iter().filter(|(rel, _)| !rel.starts_with("warnings/")) {
        check(&env, &["--strict", rel]).expect_code(0);
        check(&env, &["--strict", &format!("{rel}/SKILL.md")]).expect_code(0);
    }
    // The catalog's own folder listing of a skills folder: the same skills.
    let run = check(&env, &["--json", "anthropic/skills"]);
    assert_eq!(run.json()["checked"], 7);
}

#[test]
fn warnings_and_errors_of_real_front_matters_are_exact() {
    let env = TestEnv::new();
    let run = check(&env, &["--json", "warnings"]);
    run.expect_code(0);
    let known = "the specification knows name, description, license, compatibility, metadata, allowed-tools";
    assert_eq!(
        findings(&run),
        [
            format!("warning warnings/claude-extras/SKILL.md:4 \"unknown key `argument-hint`; {known}\""),
            format!("warning warnings/claude-extras/SKILL.md:5 \"unknown key `user-invocable`; {known}\""),
            format!("warning warnings/claude-extras/SKILL.md:6 \"unknown key `disable-model-invocation`; {known}\""),
            "warning warnings/long-body/SKILL.md:505 \"the body is 600 lines long; the specification advises at most 500 (move details into files the body refers to)\"".to_string(),
            "warning warnings/tools-list/SKILL.md:4 \"`allowed-tools` is a list; the specification has one text of tool names separated by spaces\"".to_string(),
            "warning warnings/windows-crlf/SKILL.md:1 \"the file starts with a byte order mark (BOM); the OkBot app does not see the front matter then\"".to_string(),
            "warning warnings/windows-crlf/SKILL.md:1 \"the file has Windows line endings (CRLF); the OkBot app does not see the front matter then\"".to_string(),
        ]
    );
    check(&env, &["--strict", "warnings"]).expect_code(3);

    let run = check(&env, &["--json", "invalid"]);
    run.expect_code(3);
    assert_eq!(
        findings(&run),
        [
            "error invalid/colon-name/SKILL.md:2 \"`name` contains `:`: only a–z, 0–9 and `-` are allowed\"",
            "error invalid/colon-name/SKILL.md:2 \"`name` is `gsd:resume-work` but the folder is named `colon-name`; they must be the same\"",
            // A misnamed file is reported under its own name.
            "error invalid/lower-case-file/skill.md \"the skill file is named `skill.md`; it must be `SKILL.md` (upper case)\"",
            // Metadata values: the line of the value itself, and advice that fits a list.
            "error invalid/metadata-list/SKILL.md:6 \"`metadata.version` must be text, not a number (put it in quotes)\"",
            "error invalid/metadata-list/SKILL.md:7 \"`metadata.trigger-keywords` must be text, not a list (metadata holds only text values)\"",
            "error invalid/no-front-matter/SKILL.md:1 \"SKILL.md must start with a `---` front matter block\"",
            "error invalid/title-name/SKILL.md:2 \"`name` has upper-case letters; names are lower case (`forms-survey-reviewer`)\"",
            "error invalid/title-name/SKILL.md:2 \"`name` contains ` `: only a–z, 0–9 and `-` are allowed\"",
            "error invalid/title-name/SKILL.md:2 \"`name` is `Forms Survey Reviewer` but the folder is named `title-name`; they must be the same\"",
            "warning invalid/title-name/SKILL.md:5 \"unknown key `model`; the specification knows name, description, license, compatibility, metadata, allowed-tools\"",
            "error invalid/unquoted-colon/SKILL.md:3 \"the front matter is not valid YAML: mapping values are not allowed in this context\"",
        ]
    );
    let run = check(&env, &["--format", "github", "invalid/lower-case-file", "invalid/metadata-list"]);
    run.expect_code(3);
    assert_eq!(
        run.stdout,
        "::error file=invalid/lower-case-file/skill.md::the skill file is named `skill.md`; it must be `SKILL.md` (upper case)\n\
         ::error file=invalid/metadata-list/SKILL.md,line=6::`metadata.version` must be text, not a number (put it in quotes)\n\
         ::error file=invalid/metadata-list/SKILL.md,line=7::`metadata.trigger-keywords` must be text, not a list (metadata holds only text values)\n\
         checked 2 skills: 3 errors, 0 warnings\n"
    );
}

#[test]
fn add_copies_real_skills_byte_for_byte_and_keeps_executables_executable() {
    let env = writer();
    for (rel, _) in VALID {
        add(&env, rel);
    }
    for (rel, slug) in VALID {
        let copied = tree(&local(&env, slug));
        assert_eq!(copied, tree(&real().join(rel)), "{slug}");
    }
    // The fixture's scripts are executable, and so are the copies; nothing else is.
    let pdf = tree(&local(&env, "pdf"));
    let executable: Vec<&str> = pdf.iter().filter(|f| f.2).map(|f| f.0.as_str()).collect();
    assert_eq!(executable, ["scripts/check_fillable_fields.py", "scripts/fill_fillable_fields.py"]);
    assert_eq!(env.mode(&format!("{OWNER}/skills/with-readme/scripts/build.sh")) & 0o100, 0o100);
    // Binary files and hidden files came along.
    assert!(env.bytes(&format!("{OWNER}/skills/brand-guidelines/assets/logo.png")).starts_with(b"\x89PNG"));
    assert!(env.bytes(&format!("{OWNER}/skills/docx/assets/template.docx")).starts_with(b"PK\x03\x04"));
    assert!(env.exists(&format!("{OWNER}/skills/brand-guidelines/.DS_Store")));

    let list = env.run(&["skill", "list", "-a", "Writer", "--json"]).json();
    let slugs: Vec<&str> = list.as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
    let mut expected: Vec<&str> = VALID.iter().map(|(_, slug)| *slug).collect();
    expected.sort();
    assert_eq!(slugs, expected);
    let row = |slug: &str| list.as_array().unwrap().iter().find(|s| s["slug"] == slug).unwrap().clone();
    // Folded, stripped and literal block descriptions, and quoted values, read as YAML reads them.
    assert_eq!(
        row("literal-description")["description"],
        "Evidence-based three-level needs assessment for instructional design.\nGuides you through organizational, task, and learner analysis before\nbuilding a course. Use when a course is being planned."
    );
    assert_eq!(
        row("strip-folded")["description"],
        "Pre-loop configurator and on-ramp: evaluate readiness, route by run shape, preview cost, then write the config and launch the loop."
    );
    assert_eq!(row("template-skill")["name"], "template-skill");
    assert_eq!(row("gh-fix-ci")["name"], "gh-fix-ci");
    assert!(
        row("quoted-keys")["description"]
            .as_str()
            .unwrap()
            .starts_with("Answers \"what changed?\" questions")
    );
    assert_eq!(
        row("windows-crlf")["description"],
        "Saved by a Windows editor with a byte order mark and CRLF line endings. Use when testing."
    );

    // The catalog: one line per skill, multi-line descriptions on one line.
    let catalog = env.run(&["skill", "catalog", "-a", "Writer", "--json"]).json();
    assert_eq!(catalog["skills"], VALID.len());
    let text = catalog["text"].as_str().unwrap();
    assert!(
        text.contains("\n- literal-description (literal-description): Evidence-based three-level needs assessment for instructional design. Guides you through organizational, task, and learner analysis before building a course. Use when a course is being planned.\n"),
        "{text}"
    );
    assert!(
        text.contains("\n- docx (docx): Comprehensive document creation, editing, and analysis"),
        "{text}"
    );

    // `show` gives SKILL.md as it is (BOM and CRLF included) and the body parsed.
    let show = env.run(&["skill", "show", "windows-crlf", "-a", "Writer"]);
    assert_eq!(show.stdout.as_bytes(), std::fs::read(real().join("warnings/windows-crlf/SKILL.md")).unwrap());
    let show = env.run(&["skill", "show", "strip-folded", "-a", "Writer", "--json"]).json();
    assert_eq!(show["body"], "Run the readiness check first.");
}

#[test]
fn add_refuses_a_collection_and_names_the_skills_in_it() {
    let env = writer();
    let community = real().join("community");
    let run = env.run(&["skill", "add", community.to_str().unwrap(), "-a", "Writer"]);
    run.expect_usage_error(
        &format!("`{}` holds 8 skill folders, not one skill; nothing was added", community.display()),
        "add the skills one at a time",
    );
    let hints: Vec<&str> = run.stderr.lines().filter(|l| l.starts_with("hint: ")).collect();
    assert_eq!(hints[0], format!("hint: okbot skill add {}/empty-metadata -a {OWNER}", community.display()));
    assert_eq!(hints[5], format!("hint: `okbot skill check {}` lists all 8 of them", community.display()));
    assert!(
        !env.exists(&format!("{OWNER}/skills"))
            || std::fs::read_dir(env.path(&format!("{OWNER}/skills"))).unwrap().count() == 0
    );
    // A repository root: its skills are found below `skills/`.
    let run = env.run(&["skill", "add", real().join("anthropic").to_str().unwrap(), "-a", "Writer"]);
    assert!(run.stderr.contains("holds 7 skill folders, not one skill"), "{run:?}");
}

#[test]
fn add_leaves_a_checkouts_git_folder_out() {
    let env = writer();
    let src = env.home().join("checkout/pdf");
    crate::support::copy_tree(&real().join("anthropic/skills/pdf"), &src);
    std::fs::create_dir_all(src.join(".git/objects")).unwrap();
    std::fs::write(src.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    env.ok(&["skill", "add", src.to_str().unwrap(), "-a", "Writer"]);
    assert!(!env.exists(&format!("{OWNER}/skills/pdf/.git")));
    assert!(env.exists(&format!("{OWNER}/skills/pdf/scripts/fill_fillable_fields.py")));
    // `check` of the folder that holds the checkout does not search .git either.
    let out = env.run(&["skill", "check", "--json", env.home().join("checkout").to_str().unwrap()]).json();
    assert_eq!((out["checked"].as_u64(), out["errors"].as_u64()), (Some(1), Some(0)));
}

/// The `function_call_result` outputs of the transcript, by call id.
fn results(env: &TestEnv) -> Vec<(String, String, String)> {
    env.session_rows(OWNER)
        .into_iter()
        .filter(|r| r["item"]["type"] == "function_call_result")
        .map(|r| {
            let item = &r["item"];
            (
                item["callId"].as_str().unwrap_or_default().to_string(),
                item["status"].as_str().unwrap_or_default().to_string(),
                item["output"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

fn read_skill(id: &str, args: Value) -> Value {
    json!({"tool_calls": [{"id": id, "name": "read_skill", "arguments": args}]})
}

#[test]
fn read_skill_loads_the_instructions_and_the_files_they_refer_to() {
    let env = writer();
    for rel in ["anthropic/skills/pdf", "anthropic/skills/mcp-builder", "anthropic/skills/brand-guidelines"] {
        add(&env, rel);
    }
    use_script(
        &env,
        &[
            read_skill("c1", json!({"slug": "pdf"})),
            read_skill("c2", json!({"slug": "pdf", "file": "forms.md"})),
            read_skill("c3", json!({"slug": "mcp-builder", "file": "./reference/api_reference.md"})),
            read_skill("c4", json!({"slug": "brand-guidelines", "file": "assets/logo.png"})),
            read_skill("c5", json!({"slug": "pdf", "file": "../mcp-builder/SKILL.md"})),
            read_skill("c6", json!({"slug": "pdf", "file": "nope.md"})),
            read_skill("c7", json!({"slug": "brand-guidelines", "file": ".DS_Store"})),
            read_skill("c8", json!({"slug": "pdf", "file": "linked.md"})),
            json!({"text": "done"}),
        ],
    );
    // A link inside the data root is not followed.
    std::os::unix::fs::symlink(env.path("settings.json"), local(&env, "pdf").join("linked.md")).unwrap();
    let run = env.run(&["chat", "-a", "Writer", "fill the form in this pdf"]);
    run.expect_code(0);
    assert!(run.stderr.contains("reading the file “forms.md” of the skill “pdf”"), "{run:?}");
    let results = results(&env);
    let by =
        |id: &str| results.iter().find(|r| r.0 == id).unwrap_or_else(|| panic!("{id}: {results:#?}")).clone();
    let listing = "files of the skill's folder (load one with read_skill {\"slug\": \"pdf\", \"file\": PATH}): \
                   LICENSE.txt, forms.md, reference.md, scripts/check_fillable_fields.py, scripts/fill_fillable_fields.py";
    let skill_md = std::fs::read_to_string(real().join("anthropic/skills/pdf/SKILL.md")).unwrap();
    let body = skill_md.split_once("---\n\n").unwrap().1;
    assert_eq!(by("c1"), ("c1".into(), "completed".into(), format!("{body}\n---\n{listing}\n")));
    let forms = std::fs::read_to_string(real().join("anthropic/skills/pdf/forms.md")).unwrap();
    assert_eq!(by("c2").2, forms);
    let (_, status, big) = by("c3");
    assert_eq!(status, "completed");
    assert!(big.starts_with("# API reference\n\n### Endpoint 1\n"), "{}", &big[..200]);
    assert!(big.chars().count() < 60_200, "{}", big.len());
    assert!(big.ends_with("characters; the first 59927 are shown]\n"), "{}", &big[big.len() - 300..]);
    assert!(big.contains("\n[cut: `./reference/api_reference.md` has 231989 characters;"));
    assert_eq!(
        by("c4"),
        (
            "c4".into(),
            "failed".into(),
            "`assets/logo.png` is not text (a binary file of 75 bytes, such as an image, font or template); it is used as it is, not read".into()
        )
    );
    assert_eq!(
        by("c5").2,
        format!(
            "`../mcp-builder/SKILL.md` is not a path inside the skill's folder; give one relative to it, such as `references/guide.md`; {listing}"
        )
    );
    assert_eq!(by("c6").2, format!("the skill has no file `nope.md`; {listing}"));
    assert_eq!(by("c6").1, "failed");
    // Hidden files are not offered (and a .DS_Store is not text anyway).
    assert_eq!(by("c7").1, "failed");
    assert!(!by("c7").2.contains(".DS_Store,"), "{:?}", by("c7"));
    assert_eq!(by("c8").1, "failed");
    assert!(
        by("c8")
            .2
            .starts_with("`linked.md` is a symbolic link inside the data root; okbot does not follow it; "),
        "{:?}",
        by("c8")
    );
}

#[test]
fn global_real_skills_load_once_enabled_with_their_files() {
    let env = writer();
    env.set_var("OKBOT_GLOBAL_SKILLS", real().join("anthropic/skills").to_str().unwrap());
    let catalog = env.run(&["skill", "catalog", "-a", "Writer", "--json"]).json();
    assert_eq!(catalog["skills"], 0);
    env.ok(&["skill", "enable", "pdf", "-a", "Writer"]);
    env.ok(&["skill", "enable", "docx", "-a", "Writer"]);
    let list = env.run(&["skill", "list", "-a", "Writer", "--json"]).json();
    let rows: Vec<(&str, &str)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["slug"].as_str().unwrap(), s["scope"].as_str().unwrap()))
        .collect();
    assert_eq!(rows, [("docx", "global"), ("pdf", "global")]);
    use_script(
        &env,
        &[
            read_skill("g1", json!({"slug": "docx", "file": "ooxml/schemas/wml.xsd"})),
            read_skill("g2", json!({"slug": "docx"})),
            json!({"text": "done"}),
        ],
    );
    env.run(&["chat", "-a", "Writer", "edit my docx"]).expect_code(0);
    let results = results(&env);
    let xsd = std::fs::read_to_string(real().join("anthropic/skills/docx/ooxml/schemas/wml.xsd")).unwrap();
    assert_eq!(results[0], ("g1".into(), "completed".into(), xsd));
    assert!(
        results[1].2.ends_with(
            "---\nfiles of the skill's folder (load one with read_skill {\"slug\": \"docx\", \"file\": PATH}): \
             LICENSE.txt, assets/template.docx, ooxml/schemas/wml.xsd, ooxml/scripts/pack.py, ooxml/scripts/unpack.py\n"
        ),
        "{:?}",
        results[1]
    );
    // Remove refuses a global skill; disable stops using it.
    env.run(&["skill", "remove", "pdf", "-a", "Writer"]).expect_code(2);
    env.ok(&["skill", "disable", "pdf", "-a", "Writer"]);
    assert!(real().join("anthropic/skills/pdf/SKILL.md").exists());
}

#[test]
fn remove_moves_a_real_skill_whole_to_the_trash() {
    let env = writer();
    add(&env, "anthropic/skills/docx");
    let out = env.run(&["skill", "remove", "docx", "-a", "Writer", "--json"]).json();
    let trash = PathBuf::from(out["trash"].as_str().unwrap());
    assert_eq!(tree(&trash), tree(&real().join("anthropic/skills/docx")));
    assert!(!local(&env, "docx").exists());
}

#[test]
fn bundles_carry_real_skills_byte_for_byte_with_executable_bits() {
    let env = writer();
    for (rel, _) in VALID {
        add(&env, rel);
    }
    let archive = env.home().join("writer.okbot");
    env.ok(&["bundle", "export", "Writer", "-o", archive.to_str().unwrap()]);
    let run = env.run(&["bundle", "import", archive.to_str().unwrap(), "--name", "Copy"]);
    run.expect_code(0);
    // Warnings carry one prefix, not two.
    assert!(!run.stderr.contains("warning: okbot: warning"), "{run:?}");
    assert!(
        run.stderr.contains(
            "okbot: warning: skills/tools-list/SKILL.md:4: `allowed-tools` is a list; the specification has one text of tool names separated by spaces\n"
        ),
        "{run:?}"
    );
    let copy = run.stdout.trim().to_string();
    // Bytes and executable bits, through the archive…
    for (_, slug) in VALID {
        assert_eq!(tree(&env.path(&format!("{copy}/skills/{slug}"))), tree(&local(&env, slug)), "{slug}");
    }
    assert_eq!(env.mode(&format!("{copy}/skills/pdf/scripts/fill_fillable_fields.py")), 0o700);
    assert_eq!(env.mode(&format!("{copy}/skills/pdf/forms.md")), 0o600);
    // …and through a bundle folder.
    let folder = env.home().join("writer-bundle");
    env.ok(&["bundle", "export", "Writer", "--dir", folder.to_str().unwrap()]);
    assert_eq!(tree(&folder.join("skills/docx")), tree(&real().join("anthropic/skills/docx")));
    let again = env.ok(&["bundle", "import", folder.to_str().unwrap(), "--name", "Again"]);
    for (_, slug) in VALID {
        assert_eq!(
            tree(&env.path(&format!("{}/skills/{slug}", again.trim()))),
            tree(&local(&env, slug)),
            "{slug}"
        );
    }
}

#[test]
fn doctor_reports_only_what_the_spec_warns_about() {
    let env = writer();
    for (rel, _) in VALID.iter().filter(|(rel, _)| !rel.starts_with("warnings/")) {
        add(&env, rel);
    }
    env.ok(&["doctor"]);
    add(&env, "warnings/tools-list");
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "warning: {}/{OWNER}/skills/tools-list/SKILL.md:4: `allowed-tools` is a list; the specification has one text of tool names separated by spaces\n",
            env.root_str()
        )),
        "{run:?}"
    );
    assert_eq!(run.stdout.matches("warning: ").count(), 1, "{run:?}");
}

#[test]
fn doctor_names_a_lower_case_skill_md_by_its_own_name() {
    let env = writer();
    let dir = env.path(&format!("{OWNER}/skills/lower-case-file"));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(real().join("invalid/lower-case-file/skill.md"), dir.join("skill.md")).unwrap();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(&format!(
            "error: {}/{OWNER}/skills/lower-case-file/skill.md: the skill file is named `skill.md`; it must be `SKILL.md` (upper case)\n",
            env.root_str()
        )),
        "{run:?}"
    );
}
