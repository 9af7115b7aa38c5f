//! `.okbot` bundles (issue #14): hostile archives refused with the entry named and the data
//! root untouched, round trips through export → check → import, deterministic exports, the
//! OkBot app's layout (AGENTS.md only), the built-in gallery, and CI output.

use std::io::{Cursor, Write};
use std::path::{Path, PathBuf};

use crate::support::TestEnv;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

const MANIFEST: &str = r##"{"format":"okbot-assistant","version":1,"name":"Pal","description":"A helpful pal.","avatar":{"avatarKind":"emoji","emoji":"🦊","color":"#ff8800"},"skills":[{"slug":"greet","name":"greet","description":"Greet the user warmly."}],"exportedAt":"2026-01-01T00:00:00Z"}"##;
const PERSONA: &str = "# Identity\nYou are Pal.\n\n# Style\n- Be brief.\n";
const SKILL: &str = "---\nname: greet\ndescription: Greet the user warmly.\n---\nSay hello by name.\n";

/// A zip of `entries` (name, bytes), deflated.
fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    for (name, bytes) in entries {
        zip.start_file(*name, options).unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// The entries of a valid bundle, plus `extra`.
fn valid_with(extra: &[(&str, &[u8])]) -> Vec<u8> {
    let mut entries: Vec<(&str, &[u8])> = vec![
        ("manifest.json", MANIFEST.as_bytes()),
        ("AGENTS.md", PERSONA.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ];
    entries.extend_from_slice(extra);
    zip_of(&entries)
}

/// Replace every occurrence of `from` by `to` (same length) in an archive's bytes: names the
/// zip writer refuses to write are patched in afterwards (local and central headers alike).
fn patch(mut bytes: Vec<u8>, from: &str, to: &str) -> Vec<u8> {
    assert_eq!(from.len(), to.len());
    let (f, t) = (from.as_bytes(), to.as_bytes());
    let mut i = 0;
    let mut hits = 0;
    while i + f.len() <= bytes.len() {
        if &bytes[i..i + f.len()] == f {
            bytes[i..i + f.len()].copy_from_slice(t);
            hits += 1;
        }
        i += 1;
    }
    assert!(hits >= 2, "{from} patched {hits} times");
    bytes
}

fn env() -> TestEnv {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env
}

fn write_file(env: &TestEnv, name: &str, bytes: &[u8]) -> PathBuf {
    let path = env.home().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Import `bytes` as an archive: refused with exit 3, the message naming `entry`, and the data
/// root byte for byte as it was.
#[track_caller]
fn refused(bytes: Vec<u8>, entry: &str, why: &str) {
    let env = env();
    let file = write_file(&env, "hostile.okbot", &bytes);
    let before = env.snapshot();
    let run = env.run(&["bundle", "import", file.to_str().unwrap()]);
    run.expect_error(3, "nothing was imported");
    assert!(run.stderr.contains(entry), "the message should name {entry:?}\n{run:?}");
    assert!(run.stderr.contains(why), "the message should say {why:?}\n{run:?}");
    before.assert_unchanged(&env.snapshot(), "a refused import");
    // `bundle check` agrees, without a data root.
    let check = env.run(&["bundle", "check", file.to_str().unwrap()]);
    check.expect_code(3);
    assert!(check.stdout.contains(entry), "{check:?}");
}

#[test]
fn traversal_is_refused() {
    refused(
        valid_with(&[("skills/greet/../../../evil.sh", b"x")]),
        "skills/greet/../../../evil.sh",
        "leaves the bundle",
    );
}

#[test]
fn absolute_path_is_refused() {
    let bytes =
        patch(valid_with(&[("Xskills/greet/a.md", b"x")]), "Xskills/greet/a.md", "/skills/greet/a.md");
    refused(bytes, "/skills/greet/a.md", "absolute path");
}

#[test]
fn backslash_is_refused() {
    let bytes =
        patch(valid_with(&[("skills/greet/a/b.md", b"x")]), "skills/greet/a/b.md", "skills/greet/a\\b.md");
    refused(bytes, "skills/greet/a\\b.md", "backslash");
}

#[test]
fn drive_letter_is_refused() {
    let bytes = patch(valid_with(&[("CCWindows/x.md", b"x")]), "CCWindows/x.md", "C:Windows/x.md");
    refused(bytes, "C:Windows/x.md", "drive-letter");
}

#[test]
fn symlink_entry_is_refused() {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default();
    for (name, bytes) in
        [("manifest.json", MANIFEST), ("AGENTS.md", PERSONA), ("skills/greet/SKILL.md", SKILL)]
    {
        zip.start_file(name, options).unwrap();
        zip.write_all(bytes.as_bytes()).unwrap();
    }
    zip.add_symlink("skills/greet/passwd", "/etc/passwd", options).unwrap();
    refused(zip.finish().unwrap().into_inner(), "skills/greet/passwd", "symbolic link");
}

#[test]
fn special_file_entry_is_refused() {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in
        [("manifest.json", MANIFEST), ("AGENTS.md", PERSONA), ("skills/greet/SKILL.md", SKILL)]
    {
        zip.start_file(name, SimpleFileOptions::default()).unwrap();
        zip.write_all(bytes.as_bytes()).unwrap();
    }
    // A FIFO (S_IFIFO) in the Unix mode bits of the external attributes.
    let fifo = SimpleFileOptions::default().external_attributes(0o010644 << 16).system(zip::System::Unix);
    zip.start_file("skills/greet/pipe", fifo).unwrap();
    refused(zip.finish().unwrap().into_inner(), "skills/greet/pipe", "special file");
}

#[test]
fn a_skill_file_of_one_repeated_letter_exports_and_imports() {
    // 1 000 000 bytes of `a` deflate over 1000:1: honest, within the absolute limits, so
    // neither export nor import refuses it.
    let env = TestEnv::initialized();
    let id = ann(&env);
    let letters = "a".repeat(1_000_000);
    let skill = env.home().join("letters");
    std::fs::create_dir_all(&skill).unwrap();
    std::fs::write(skill.join("SKILL.md"), "---\nname: letters\ndescription: One letter.\n---\nSteps.\n")
        .unwrap();
    std::fs::write(skill.join("a.txt"), &letters).unwrap();
    env.ok(&["skill", "add", skill.to_str().unwrap(), "-a", "Ann"]);
    let file = env.home().join("ann.okbot");
    env.ok(&["bundle", "export", "Ann", "-o", file.to_str().unwrap()]);
    env.ok(&["bundle", "check", file.to_str().unwrap()]);
    let new = env.ok(&["bundle", "import", file.to_str().unwrap(), "--name", "Ann Two"]).trim().to_string();
    assert_eq!(env.read(&format!("{new}/skills/letters/a.txt")), letters);
    assert_eq!(tree(&env.path(&format!("{new}/skills"))), tree(&env.path(&format!("{id}/skills"))));
}

#[test]
fn too_many_entries_are_refused() {
    let names: Vec<String> = (0..200).map(|i| format!("skills/greet/n{i}.md")).collect();
    let extra: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), b"x" as &[u8])).collect();
    let env = env();
    let file = write_file(&env, "many.okbot", &valid_with(&extra));
    let before = env.snapshot();
    let run = env.run(&["bundle", "import", file.to_str().unwrap()]);
    run.expect_error(3, "203 entries; at most 200");
    before.assert_unchanged(&env.snapshot(), "a refused import");
}

#[test]
fn one_oversize_file_is_refused() {
    // Bytes that do not compress, so the size rule (not the ratio rule) refuses it.
    let mut x: u32 = 12345;
    let noise: Vec<u8> = (0..1_000_001)
        .map(|_| {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 16) as u8
        })
        .collect();
    refused(
        valid_with(&[("skills/greet/blob.bin", &noise)]),
        "skills/greet/blob.bin",
        "at most 1000000 per file",
    );
}

#[test]
fn duplicate_names_are_refused() {
    let bytes = patch(
        valid_with(&[("skills/greet/SKILL.mX", b"x")]),
        "skills/greet/SKILL.mX",
        "skills/greet/SKILL.md",
    );
    let env = env();
    let file = write_file(&env, "dup.okbot", &bytes);
    let before = env.snapshot();
    let run = env.run(&["bundle", "import", file.to_str().unwrap()]);
    run.expect_error(3, "skills/greet/SKILL.md: the archive holds this name twice");
    before.assert_unchanged(&env.snapshot(), "a refused import");
}

#[test]
fn duplicate_names_differing_in_case_are_refused() {
    refused(valid_with(&[("skills/greet/skill.md", b"x")]), "skills/greet/skill.md", "letter case");
}

#[test]
fn wrong_manifest_format_or_version_is_refused() {
    let wrong = MANIFEST.replace("okbot-assistant", "okbot-squad");
    let bytes = zip_of(&[("manifest.json", wrong.as_bytes()), ("AGENTS.md", PERSONA.as_bytes())]);
    refused(bytes, "manifest.json", "format is `okbot-squad`");
    let wrong = MANIFEST.replace("\"version\":1", "\"version\":7");
    let bytes = zip_of(&[("manifest.json", wrong.as_bytes()), ("AGENTS.md", PERSONA.as_bytes())]);
    refused(bytes, "manifest.json", "version is 7");
}

#[test]
fn a_skill_with_a_bad_name_is_refused() {
    let bad = "---\nname: Bad_Name\ndescription: Does things.\n---\nBody.\n";
    refused(valid_with(&[("skills/Bad_Name/SKILL.md", bad.as_bytes())]), "skills/Bad_Name/SKILL.md", "name");
}

#[test]
fn a_secret_in_the_persona_is_refused() {
    let persona = "# Identity\nYou are Pal.\nUse the key sk-proj-abcdefghijklmnopqrst1234 for the API.\n";
    let bytes = zip_of(&[
        ("manifest.json", MANIFEST.as_bytes()),
        ("AGENTS.md", persona.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    refused(bytes, "AGENTS.md:3", "looks like a secret");
}

#[test]
fn files_outside_the_bundle_layout_are_refused() {
    refused(valid_with(&[("session.jsonl", b"{}\n")]), "session.jsonl", "not part of an assistant bundle");
}

/// Ann with a persona and one skill (with a reference file); returns her id.
fn ann(env: &TestEnv) -> String {
    let id = env.assistant("Ann");
    let persona = "# Identity\nYou are Ann, an editor.\n\n# Style\n- Plain words.\n";
    env.write(&format!("{id}/AGENTS.md"), persona);
    env.write(&format!("{id}/SOUL.md"), persona);
    let skill = env.home().join("tighten");
    std::fs::create_dir_all(skill.join("ref")).unwrap();
    std::fs::write(
        skill.join("SKILL.md"),
        "---\nname: tighten\ndescription: Cut needless words.\n---\nSteps.\n",
    )
    .unwrap();
    std::fs::write(skill.join("ref/words.md"), "very, really\n").unwrap();
    env.ok(&["skill", "add", skill.to_str().unwrap(), "-a", "Ann"]);
    id
}

fn tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.unwrap();
        if e.file_type().is_file() {
            let rel = e.path().strip_prefix(dir).unwrap().to_string_lossy().into_owned();
            out.push((rel, std::fs::read(e.path()).unwrap()));
        }
    }
    out
}

#[test]
fn export_check_import_round_trip_keeps_persona_and_skills() {
    let env = TestEnv::initialized();
    let id = ann(&env);
    let file = env.home().join("ann.okbot");
    let out = env.ok(&["bundle", "export", "Ann", "-o", file.to_str().unwrap()]);
    assert_eq!(out.trim_end(), file.to_str().unwrap());
    env.ok(&["bundle", "check", file.to_str().unwrap()]);
    let new =
        env.ok(&["bundle", "import", file.to_str().unwrap(), "--name", "Ann Two"]).trim_end().to_string();
    assert_ne!(new, id);
    // Under its new name the persona's role line names the new assistant; nothing else changes.
    let renamed = env.read(&format!("{id}/AGENTS.md")).replace("You are Ann,", "You are Ann Two,");
    assert_eq!(env.read(&format!("{new}/AGENTS.md")), renamed);
    assert_eq!(env.read(&format!("{new}/SOUL.md")), renamed);
    assert_eq!(tree(&env.path(&format!("{new}/skills"))), tree(&env.path(&format!("{id}/skills"))));
    let bots = env.json_file("bots.json");
    assert_eq!(bots[0]["name"], "Ann Two");
    // Only persona and skills travel: no transcript, memories or model binding.
    assert!(!env.exists(&format!("{new}/session.jsonl")));
    let bot = env.json_file(&format!("{new}/bot.json"));
    assert!(bot.get("providerId").is_none());
    // The name is taken now: a second import without --name is refused, root unchanged.
    let before = env.snapshot();
    env.run(&["bundle", "import", file.to_str().unwrap()])
        .expect_usage_error(&format!("the name `Ann` is taken by {id}"), "--name");
    before.assert_unchanged(&env.snapshot(), "a refused import");
}

#[test]
fn export_is_deterministic_and_holds_only_persona_and_skills() {
    let env = TestEnv::initialized();
    let id = ann(&env);
    env.say(&id, "hello there");
    let (a, b) = (env.home().join("a.okbot"), env.home().join("b.okbot"));
    env.ok(&["bundle", "export", "Ann", "-o", a.to_str().unwrap(), "--epoch", "1700000000"]);
    env.ok(&["bundle", "export", "Ann", "-o", b.to_str().unwrap(), "--epoch", "1700000000"]);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&a).unwrap()).unwrap();
    let names: Vec<String> =
        (0..zip.len()).map(|i| zip.by_index(i).unwrap().name().unwrap().to_string()).collect();
    assert_eq!(
        names,
        ["manifest.json", "AGENTS.md", "SOUL.md", "skills/tighten/SKILL.md", "skills/tighten/ref/words.md"]
    );
    let manifest: serde_json::Value = serde_json::from_reader(zip.by_name("manifest.json").unwrap()).unwrap();
    assert_eq!(manifest["exportedAt"], "2023-11-14T22:13:20.000Z");
    assert_eq!(manifest["format"], "okbot-assistant");
    assert_eq!(manifest["skills"][0]["slug"], "tighten");
}

#[test]
fn export_refuses_a_secret_unless_redacted() {
    let env = TestEnv::initialized();
    let id = ann(&env);
    let persona = "# Identity\nYou are Ann.\npassword: Tr0ub4dor&3x\n";
    env.write(&format!("{id}/AGENTS.md"), persona);
    env.write(&format!("{id}/SOUL.md"), persona);
    let file = env.home().join("ann.okbot");
    let run = env.run(&["bundle", "export", "Ann", "-o", file.to_str().unwrap()]);
    run.expect_error(3, "looks like it holds a secret");
    assert!(run.stderr.contains("AGENTS.md:3"), "{run:?}");
    assert!(!file.exists());
    env.ok(&["bundle", "export", "Ann", "-o", file.to_str().unwrap(), "--redact"]);
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&file).unwrap()).unwrap();
    let text = std::io::read_to_string(zip.by_name("AGENTS.md").unwrap()).unwrap();
    assert!(text.contains("[redacted]") && !text.contains("Tr0ub4dor"), "{text}");
}

#[test]
fn import_under_a_new_name_renames_only_the_role_line_of_the_persona() {
    let env = TestEnv::initialized();
    let persona = "# Identity\nYou are Pal. Pal helps.\n\n# Notes\nPal likes tea.\n```\nYou are Pal.\n```\n";
    let bytes = zip_of(&[
        ("manifest.json", MANIFEST.as_bytes()),
        ("AGENTS.md", persona.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    let file = write_file(&env, "pal.okbot", &bytes);
    let id = env.ok(&["bundle", "import", file.to_str().unwrap(), "--name", "Buddy"]).trim_end().to_string();
    let want = persona.replacen("You are Pal. Pal helps.", "You are Buddy. Buddy helps.", 1);
    assert_eq!(env.read(&format!("{id}/SOUL.md")), want);
    assert_eq!(env.read(&format!("{id}/AGENTS.md")), want);
    // A persona with no role line (free text) is imported as written.
    let free = "# Notes\nPal is the name my kids chose.\n";
    let bytes = zip_of(&[
        ("manifest.json", MANIFEST.as_bytes()),
        ("AGENTS.md", free.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    write_file(&env, "free.okbot", &bytes);
    let id = env
        .ok(&["bundle", "install", "--from", env.home().to_str().unwrap(), "free", "--name", "Kid"])
        .trim_end()
        .to_string();
    assert_eq!(env.read(&format!("{id}/SOUL.md")), free);
}

#[test]
fn export_into_a_missing_folder_says_so_and_names_no_temporary_file() {
    let env = TestEnv::initialized();
    ann(&env);
    let missing = env.home().join("nope/dir");
    let out = missing.join("x.okbot");
    let before = env.snapshot();
    let run = env.run(&["bundle", "export", "Ann", "-o", out.to_str().unwrap()]);
    run.expect_usage_error(&format!("the folder `{}` does not exist", missing.display()), "mkdir -p");
    assert!(!run.stderr.contains(".okbot-tmp"), "{run:?}");
    assert!(!env.home().join("nope").exists());
    before.assert_unchanged(&env.snapshot(), "a refused export");
    let file = write_file(&env, "plain", b"x");
    let run = env.run(&["bundle", "export", "Ann", "-o", file.join("x.okbot").to_str().unwrap()]);
    run.expect_usage_error(&format!("`{}` is not a folder", file.display()), "existing folder");
}

#[test]
fn an_okbot_app_layout_folder_imports() {
    let env = TestEnv::initialized();
    let dir = env.home().join("pal");
    std::fs::create_dir_all(dir.join("skills/greet")).unwrap();
    std::fs::write(dir.join("manifest.json"), MANIFEST).unwrap();
    std::fs::write(dir.join("AGENTS.md"), PERSONA).unwrap();
    std::fs::write(dir.join("skills/greet/SKILL.md"), SKILL).unwrap();
    let id = env.ok(&["bundle", "import", dir.to_str().unwrap()]).trim_end().to_string();
    assert_eq!(env.read(&format!("{id}/SOUL.md")), PERSONA);
    assert_eq!(env.read(&format!("{id}/AGENTS.md")), PERSONA);
    assert_eq!(env.read(&format!("{id}/skills/greet/SKILL.md")), SKILL);
    let bot = env.json_file(&format!("{id}/bot.json"));
    assert_eq!((bot["emoji"].as_str(), bot["color"].as_str()), (Some("🦊"), Some("#ff8800")));
    assert_eq!(env.json_file("bots.json")[0]["description"], "A helpful pal.");
    // The same files zipped import too.
    let file = write_file(&env, "pal.okbot", &valid_with(&[]));
    env.ok(&["bundle", "import", file.to_str().unwrap(), "--name", "Pal Two"]);
}

#[test]
fn a_symlink_in_a_bundle_folder_is_refused() {
    let env = env();
    let dir = env.home().join("pal");
    std::fs::create_dir_all(dir.join("skills/greet")).unwrap();
    std::fs::write(dir.join("manifest.json"), MANIFEST).unwrap();
    std::fs::write(dir.join("AGENTS.md"), PERSONA).unwrap();
    std::fs::write(dir.join("skills/greet/SKILL.md"), SKILL).unwrap();
    std::os::unix::fs::symlink("/etc/passwd", dir.join("skills/greet/passwd")).unwrap();
    let before = env.snapshot();
    let run = env.run(&["bundle", "import", dir.to_str().unwrap()]);
    run.expect_error(3, "skills/greet/passwd");
    before.assert_unchanged(&env.snapshot(), "a refused import");
}

#[test]
fn gallery_bundles_pass_strict_check_and_install_offline() {
    let gallery = Path::new(env!("CARGO_MANIFEST_DIR")).join("gallery");
    let env = TestEnv::initialized();
    let list = env.run(&["--json", "bundle", "list-gallery"]).json();
    let names: Vec<&str> = list.as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["writing-editor", "coding-helper", "daily-planner", "research-notes"]);
    for name in &names {
        let dir = gallery.join(name);
        env.ok(&["bundle", "check", "--strict", dir.to_str().unwrap()]);
        let id = env.ok(&["bundle", "install", name]).trim_end().to_string();
        assert!(env.exists(&format!("{id}/AGENTS.md")) && env.exists(&format!("{id}/skills")));
        env.ok(&["skill", "check", env.path(&format!("{id}/skills")).to_str().unwrap()]);
    }
    let planner = env.read("bot_20261129_003/AGENTS.md");
    assert!(planner.contains("manage_schedule"), "{planner}");
    let notes = env.read("bot_20261129_004/AGENTS.md");
    assert!(notes.contains("manage_note"), "{notes}");
    env.run(&["bundle", "install", "nope"])
        .expect_usage_error("the gallery has no bundle `nope`", "writing-editor");
}

#[test]
fn install_from_a_folder_of_bundles() {
    let env = TestEnv::initialized();
    let dir = env.home().join("shelf");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("pal.okbot"), valid_with(&[])).unwrap();
    let id = env.ok(&["bundle", "install", "pal", "--from", dir.to_str().unwrap()]).trim_end().to_string();
    assert_eq!(env.read(&format!("{id}/AGENTS.md")), PERSONA);
}

#[test]
fn check_speaks_github_and_json_and_needs_no_root() {
    let env = TestEnv::new();
    let dir = env.home().join("pal");
    std::fs::create_dir_all(dir.join("skills/greet")).unwrap();
    std::fs::write(dir.join("manifest.json"), MANIFEST).unwrap();
    std::fs::write(dir.join("AGENTS.md"), PERSONA).unwrap();
    std::fs::write(dir.join("skills/greet/SKILL.md"), "---\nname: greet\ndescription: \n---\nHi.\n").unwrap();
    let run = env.run(&["bundle", "check", "--format", "github", dir.to_str().unwrap()]);
    run.expect_code(3);
    let want = format!("::error file={}/skills/greet/SKILL.md,line=", dir.display());
    assert!(run.stdout.contains(&want), "{run:?}");
    let json = env.run(&["--json", "bundle", "check", dir.to_str().unwrap()]);
    json.expect_code(3);
    let doc = json.json();
    assert_eq!(doc["checked"], 1);
    assert!(doc["errors"].as_u64().unwrap() >= 1);
    assert_eq!(doc["findings"][0]["entry"], "skills/greet/SKILL.md");
    assert!(!env.root().exists(), "check must not create a data root");
    // A warning only: exit 0, and 3 with --strict.
    std::fs::write(dir.join("skills/greet/SKILL.md"), SKILL).unwrap();
    std::fs::write(dir.join("manifest.json"), MANIFEST.replace("A helpful pal.", "TODO")).unwrap();
    env.ok(&["bundle", "check", dir.to_str().unwrap()]);
    env.run(&["bundle", "check", "--strict", dir.to_str().unwrap()]).expect_code(3);
}

#[test]
fn export_refuses_what_import_would_refuse() {
    let env = TestEnv::initialized();
    let id = ann(&env);
    // A reference file over the 1 MB a bundle takes, written by hand (skill add refuses it):
    // refused in the words import and skill add use.
    env.write(&format!("{id}/skills/tighten/ref/big.txt"), "word ".repeat(220_000));
    let file = env.home().join("ann.okbot");
    let run = env.run(&["bundle", "export", "Ann", "-o", file.to_str().unwrap()]);
    run.expect_error(1, "the skill `tighten` cannot be exported");
    assert!(
        run.stderr.contains("the file is 1100000 bytes; at most 1000000 per file are accepted"),
        "{run:?}"
    );
    assert!(run.stderr.contains("ref/big.txt"), "{run:?}");
    assert!(!file.exists());
}

#[test]
fn an_import_that_cannot_save_the_roster_leaves_nothing_behind() {
    let env = env();
    let file = write_file(&env, "pal.okbot", &valid_with(&[]));
    env.chmod("bots.json", 0o444);
    let before = env.snapshot();
    let run = env.run(&["bundle", "import", file.to_str().unwrap()]);
    run.expect_code(1);
    before.assert_unchanged(&env.snapshot(), "an import whose roster write failed");
    let stray: Vec<String> = std::fs::read_dir(env.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".okbot-tmp") || n.starts_with("bot_20261129_002"))
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
}

#[test]
fn a_secret_in_the_assistant_description_is_refused_by_export_unless_redacted() {
    let env = TestEnv::initialized();
    let key = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
    env.ok(&["assistant", "create", "Leaky", "--description", &format!("token {key}")]);
    let file = env.home().join("leaky.okbot");
    let run = env.run(&["bundle", "export", "Leaky", "-o", file.to_str().unwrap()]);
    run.expect_error(3, "looks like it holds a secret");
    assert!(run.stderr.contains("manifest.json") && run.stderr.contains("`description`"), "{run:?}");
    assert!(!run.stderr.contains(key), "{run:?}");
    assert!(!file.exists());
    env.ok(&["bundle", "export", "Leaky", "-o", file.to_str().unwrap(), "--redact"]);
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&file).unwrap()).unwrap();
    let manifest = std::io::read_to_string(zip.by_name("manifest.json").unwrap()).unwrap();
    assert!(!manifest.contains(key), "{manifest}");
    let manifest: serde_json::Value = serde_json::from_str(&manifest).unwrap();
    assert_eq!(manifest["description"], "token [redacted]");
    env.ok(&["bundle", "check", "--strict", file.to_str().unwrap()]);
}

#[test]
fn a_secret_in_any_manifest_field_is_refused_by_check_and_import() {
    let key = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789";
    let description = MANIFEST.replace("A helpful pal.", &format!("Uses {key}"));
    let bytes = zip_of(&[
        ("manifest.json", description.as_bytes()),
        ("AGENTS.md", PERSONA.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    refused(bytes, "manifest.json", "`description` holds something that looks like a secret");
    let skill = MANIFEST.replace("Greet the user warmly.", &format!("Greet with {key}"));
    let bytes = zip_of(&[
        ("manifest.json", skill.as_bytes()),
        ("AGENTS.md", PERSONA.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    refused(bytes, "manifest.json", "`skills[0].description`");
    // Unknown fields and JSON escapes hide nothing; the key itself is never printed.
    let extra = MANIFEST.replace("\"exportedAt\"", "\"apiKey\":\"Xk9mQ2vL8tZ4wN7cB1hJ\",\"exportedAt\"");
    let bytes = zip_of(&[
        ("manifest.json", extra.as_bytes()),
        ("AGENTS.md", PERSONA.as_bytes()),
        ("skills/greet/SKILL.md", SKILL.as_bytes()),
    ]);
    refused(bytes, "manifest.json", "`apiKey`");
    let escaped = MANIFEST.replace("A helpful pal.", &key.replace("sk-", "\\u0073k-"));
    let env = TestEnv::new();
    let dir = env.home().join("pal");
    std::fs::create_dir_all(dir.join("skills/greet")).unwrap();
    std::fs::write(dir.join("manifest.json"), escaped).unwrap();
    std::fs::write(dir.join("AGENTS.md"), PERSONA).unwrap();
    std::fs::write(dir.join("skills/greet/SKILL.md"), SKILL).unwrap();
    let check = env.run(&["bundle", "check", dir.to_str().unwrap()]);
    check.expect_code(3);
    assert!(check.stdout.contains("`description`") && !check.stdout.contains(key), "{check:?}");
}

#[test]
fn redact_changes_only_what_export_reports_and_keeps_markdown_whole() {
    let env = TestEnv::initialized();
    let id = ann(&env);
    let placeholder = "Set the key first: `export API_KEY=$WEATHER_KEY` then run `curl wttr.in`.";
    let skill = format!(
        "---\nname: tighten\ndescription: Cut needless words.\n---\n{placeholder}\nThe token is `Xk9mQ2vL8tZ4wN7cB1hJ`.\n"
    );
    env.write(&format!("{id}/skills/tighten/SKILL.md"), &skill);
    let file = env.home().join("ann.okbot");
    let run = env.run(&["bundle", "export", "Ann", "-o", file.to_str().unwrap()]);
    run.expect_error(3, "looks like it holds a secret");
    assert!(run.stderr.contains("skills/tighten/SKILL.md:6"), "{run:?}");
    assert!(!run.stderr.contains("SKILL.md:5"), "the placeholder is not reported: {run:?}");
    env.ok(&["bundle", "export", "Ann", "-o", file.to_str().unwrap(), "--redact"]);
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&file).unwrap()).unwrap();
    let text = std::io::read_to_string(zip.by_name("skills/tighten/SKILL.md").unwrap()).unwrap();
    assert_eq!(text, skill.replace("Xk9mQ2vL8tZ4wN7cB1hJ", "[redacted]"));
}

#[test]
fn a_secret_in_a_file_that_is_not_utf8_is_refused() {
    let config = b"caf\xe9 config\nOPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD\n";
    refused(
        valid_with(&[("skills/greet/config.env", config)]),
        "skills/greet/config.env:2",
        "looks like a secret",
    );
}

#[test]
fn a_path_that_is_both_a_file_and_a_folder_is_refused() {
    refused(
        valid_with(&[("skills/greet/x", b"a file"), ("skills/greet/x/y.txt", b"a file in it")]),
        "skills/greet/x",
        "a path cannot be both",
    );
    // A folder entry named like a file, too.
    refused(
        valid_with(&[("skills/greet/x", b"a file"), ("skills/greet/x/", b"")]),
        "skills/greet/x",
        "cannot be both",
    );
}

#[test]
fn install_from_takes_only_a_plain_name_inside_the_folder() {
    let env = TestEnv::initialized();
    let shelf = env.home().join("shelf");
    std::fs::create_dir_all(&shelf).unwrap();
    std::fs::write(env.home().join("outside.okbot"), valid_with(&[])).unwrap();
    let outside = env.home().join("outside");
    let before = env.snapshot();
    for name in ["../outside", outside.to_str().unwrap(), "..", ".", "a/b", "a\\b", ""] {
        let run = env.run(&["bundle", "install", "--from", shelf.to_str().unwrap(), name]);
        run.expect_error(2, "is not the name of a bundle in");
        assert!(run.stderr.lines().any(|l| l.starts_with("hint: ") && l.contains("plain name")), "{run:?}");
    }
    before.assert_unchanged(&env.snapshot(), "a refused install");
}

#[test]
fn a_bundle_named_through_a_link_is_read_and_links_inside_a_folder_are_still_refused() {
    let env = TestEnv::initialized();
    let file = env.home().join("real.okbot");
    std::fs::write(&file, valid_with(&[])).unwrap();
    let link = env.home().join("link.okbot");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    env.run(&["bundle", "check", link.to_str().unwrap()]).expect_code(0);
    env.run(&["bundle", "import", link.to_str().unwrap()]).expect_code(0);
}
