//! DESIGN §1 and §6.2 skill gates: a global skill (`$OKBOT_GLOBAL_SKILLS/<slug>/SKILL.md`) is
//! used only when `bot.json.useGlobalSkills` is true and its slug is in `enabledGlobalSkills`; a
//! local skill wins over a global one of the same slug; the catalog holds at most 40 entries and
//! 4 000 characters, naming what it left out; a SKILL.md that cannot be parsed is left out with a
//! warning and the other skills still load.

use crate::common;
use crate::support::chat as chat_support;
use crate::support::fake_llm;

use std::path::Path;

use chat_support::*;
use common::{Run, TestEnv};
use fake_llm::*;
use serde_json::{Value, json};

const HEAD: &str =
    "Skills (load one with read_skill before following it; use one when its description fits the task):";

fn skill(dir: &Path, slug: &str, name: &str, description: &str) {
    let folder = dir.join(slug);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("SKILL.md"),
        format!("---\nname: {name}\ndescription: {description}\n---\nBody of {name}.\n"),
    )
    .unwrap();
}

fn local_dir(env: &TestEnv) -> std::path::PathBuf {
    env.path(&format!("{OWNER}/skills"))
}

/// A global skills folder outside the root, named through `OKBOT_GLOBAL_SKILLS`.
fn global_dir(env: &TestEnv) -> std::path::PathBuf {
    let dir = env.home().join("global-skills");
    std::fs::create_dir_all(&dir).unwrap();
    env.set_var("OKBOT_GLOBAL_SKILLS", dir.to_str().unwrap());
    dir
}

fn bot_globals(env: &TestEnv, use_global: bool, enabled: &[&str]) {
    let rel = format!("{OWNER}/bot.json");
    let mut bot = env.json_file(&rel);
    bot["useGlobalSkills"] = json!(use_global);
    bot["enabledGlobalSkills"] = json!(enabled);
    env.write(&rel, format!("{}\n", serde_json::to_string_pretty(&bot).unwrap()));
}

/// The skills block of `context show --json` and the run.
fn catalog(env: &TestEnv) -> (String, Run) {
    let run = env.run(&["context", "show", "-a", "Writer", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let text = doc["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "skills").unwrap()["text"]
        .as_str()
        .unwrap()
        .to_string();
    (text, run)
}

/// The `- Name (slug): description` lines of a catalog.
fn entries(text: &str) -> Vec<String> {
    text.lines().filter(|l| l.starts_with("- ")).map(str::to_string).collect()
}

fn writer() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env
}

#[test]
fn a_global_skill_needs_use_global_skills_and_the_enabled_list() {
    let env = writer();
    skill(&local_dir(&env), "deploy", "Deploy", "Ship the site");
    let global = global_dir(&env);
    skill(&global, "gonly", "Global only", "Enabled and used");
    skill(&global, "goff", "Global off", "Not in the enabled list");

    // Default bot.json: useGlobalSkills false.
    let (text, _) = catalog(&env);
    assert_eq!(entries(&text), ["- Deploy (deploy): Ship the site"], "{text}");

    // In the list but the switch is off.
    bot_globals(&env, false, &["gonly", "goff"]);
    assert_eq!(entries(&catalog(&env).0), ["- Deploy (deploy): Ship the site"]);

    // The switch on, an empty list.
    bot_globals(&env, true, &[]);
    assert_eq!(entries(&catalog(&env).0), ["- Deploy (deploy): Ship the site"]);

    // The switch on and the slug listed: only that one.
    bot_globals(&env, true, &["gonly"]);
    let (text, _) = catalog(&env);
    assert_eq!(
        entries(&text),
        ["- Deploy (deploy): Ship the site", "- Global only (gonly): Enabled and used"]
    );
    assert!(text.starts_with(HEAD), "{text}");
}

#[test]
fn a_global_skill_reaches_the_request_only_when_enabled() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["one"]), openai_sse_text(&["two"])]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let global = global_dir(&env);
    skill(&global, "gonly", "Global only", "Enabled and used");
    chat(&env, &["hello"]).expect_code(0);
    let system = system_text(&fake.body_json(0), Api::OpenAi);
    assert!(!system.contains("Global only"), "{system}");
    bot_globals(&env, true, &["gonly"]);
    chat(&env, &["again"]).expect_code(0);
    let system = system_text(&fake.body_json(1), Api::OpenAi);
    assert!(system.contains(&format!("{HEAD}\n- Global only (gonly): Enabled and used")), "{system}");
}

#[test]
fn a_local_skill_wins_over_a_global_one_of_the_same_slug() {
    let env = writer();
    skill(&local_dir(&env), "shared", "Shared local", "The local one");
    let global = global_dir(&env);
    skill(&global, "shared", "Shared global", "The global one");
    bot_globals(&env, true, &["shared"]);
    let (text, _) = catalog(&env);
    assert_eq!(entries(&text), ["- Shared local (shared): The local one"], "{text}");

    // read_skill loads the local body too.
    let script = env.home().join("script.jsonl");
    std::fs::write(
        &script,
        format!(
            "{}\n{}\n",
            json!({"tool_calls": [{"id": "call_r", "name": "read_skill", "arguments": {"slug": "shared"}}]}),
            json!({"text": "read it"})
        ),
    )
    .unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", script.display()));
    chat(&env, &["use the shared skill"]).expect_code(0);
    let result: Vec<Value> =
        rows(&env).into_iter().filter(|r| r["item"]["type"] == "function_call_result").collect();
    assert_eq!(result.len(), 1, "{result:#?}");
    let output = result[0]["item"]["output"].as_str().unwrap();
    assert!(output.contains("Body of Shared local."), "{output}");
    assert!(!output.contains("Body of Shared global."), "{output}");
}

#[test]
fn the_catalog_holds_at_most_40_entries_and_names_the_rest() {
    let env = writer();
    for i in 0..45 {
        skill(&local_dir(&env), &format!("skill-{i:02}"), &format!("Skill {i:02}"), "Does one thing");
    }
    let (text, _) = catalog(&env);
    let listed = entries(&text);
    assert_eq!(listed.len(), 40, "{text}");
    assert_eq!(listed[0], "- Skill 00 (skill-00): Does one thing");
    assert_eq!(listed[39], "- Skill 39 (skill-39): Does one thing");
    assert_eq!(
        text.lines().last().unwrap(),
        "Not listed for space (ask read_skill by slug): skill-40, skill-41, skill-42, skill-43, skill-44"
    );
}

#[test]
fn the_catalog_holds_at_most_4000_characters_and_names_the_rest() {
    let env = writer();
    // 30 skills of about 230 characters a line: 17 fit in 4 000.
    let long = "word ".repeat(40);
    for i in 0..30 {
        skill(&local_dir(&env), &format!("long-{i:02}"), &format!("Long {i:02}"), long.trim());
    }
    let (text, _) = catalog(&env);
    assert!(text.chars().count() <= 4000, "{} characters", text.chars().count());
    let listed = entries(&text);
    assert!(listed.len() < 30 && listed.len() >= 15, "{} listed", listed.len());
    let last = text.lines().last().unwrap();
    let names = last.strip_prefix("Not listed for space (ask read_skill by slug): ").expect(last);
    let omitted: Vec<String> = (listed.len()..30).map(|i| format!("long-{i:02}")).collect();
    assert_eq!(names, omitted.join(", "));
}

#[test]
fn the_catalog_stays_within_4000_characters_even_when_many_are_left_out() {
    let env = writer();
    // 300 skills with long slugs: the names left out alone would take about 12 000 characters.
    for i in 0..300 {
        let slug = format!("a-rather-long-skill-slug-number-{i:03}");
        skill(&local_dir(&env), &slug, &format!("Skill {i:03}"), "Does one thing");
    }
    let (text, _) = catalog(&env);
    assert!(text.chars().count() <= 4000, "{} characters:\n{text}", text.chars().count());
    let listed = entries(&text);
    assert!(!listed.is_empty() && listed.len() <= 40, "{} listed", listed.len());
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("Not listed for space (ask read_skill by slug): "), "{last}");
    // Every skill is either listed, named, or counted.
    let named = last.matches("a-rather-long-skill-slug-number-").count();
    let more: usize = last
        .rsplit_once(" and ")
        .and_then(|(_, m)| m.strip_suffix(" more"))
        .map(|n| n.parse().unwrap())
        .unwrap_or(0);
    assert_eq!(listed.len() + named + more, 300, "{last}");
}

#[test]
fn an_unparsable_skill_md_is_left_out_with_a_warning_and_the_rest_load() {
    let env = writer();
    let local = local_dir(&env);
    skill(&local, "alpha", "Alpha", "First");
    skill(&local, "omega", "Omega", "Last");
    std::fs::create_dir_all(local.join("broken")).unwrap();
    std::fs::write(local.join("broken/SKILL.md"), "no front matter here\n").unwrap();
    std::fs::create_dir_all(local.join("half")).unwrap();
    std::fs::write(local.join("half/SKILL.md"), "---\nname: Half\n---\nno description\n").unwrap();
    std::fs::create_dir_all(local.join("yaml")).unwrap();
    std::fs::write(local.join("yaml/SKILL.md"), "---\nname: [unclosed\ndescription: x\n---\nbody\n").unwrap();

    let (text, run) = catalog(&env);
    assert_eq!(entries(&text), ["- Alpha (alpha): First", "- Omega (omega): Last"], "{text}");
    for slug in ["broken", "half", "yaml"] {
        let path = local.join(slug).join("SKILL.md");
        let warning = format!("okbot: warning: skill left out: {}: ", path.display());
        assert!(run.stderr.lines().any(|l| l.starts_with(&warning)), "a warning for {slug}\n{run:?}");
    }
    assert!(
        run.stderr.contains("SKILL.md must start with a `---` front matter block"),
        "the warning says what is wrong\n{run:?}"
    );

    // The text view and a chat warn too, and the chat still answers.
    let run = env.run(&["context", "show", "-a", "Writer"]);
    run.expect_code(0);
    assert!(run.stderr.contains("warning: skill left out: "), "{run:?}");
    assert!(run.stdout.contains("- Alpha (alpha): First\n- Omega (omega): Last"), "{run:?}");
    let run = chat(&env, &["--model", "offline", "hello"]);
    run.expect_code(0);
    assert!(
        run.stderr.contains(&format!("warning: skill left out: {}", local.join("broken/SKILL.md").display())),
        "{run:?}"
    );
}
