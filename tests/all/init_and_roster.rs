//! `okbot init`, `okbot assistant …` and `okbot squad …` against fresh roots.

use crate::support::{STAMP, TestEnv};
use serde_json::json;

const MEMORY_HEADER: &str =
    "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n";

// ---------------------------------------------------------------------------------------------
// init

#[test]
fn init_creates_the_layout_with_private_modes_and_prints_the_root() {
    let env = TestEnv::new();
    let run = env.run(&["init"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{}\n", env.root_str()));

    assert_eq!(env.mode(""), 0o700, "root mode");
    assert_eq!(env.mode("settings.json"), 0o600, "settings.json mode");
    assert_eq!(env.read("bots.json"), "[]\n");
    assert_eq!(env.read("squads.json"), "[]\n");
    assert_eq!(env.read("memory.md"), MEMORY_HEADER);
    assert!(env.path("logs").is_dir(), "logs/ exists");

    let settings = env.json_file("settings.json");
    assert_eq!(settings["contextCompression"]["ratio"], json!(0.6));
    assert_eq!(settings["contextCompression"]["keepRecentMin"], json!(8));
    assert_eq!(settings["memory"]["promoteHits"], json!(2));
    assert_eq!(settings["maxTurns"], json!(50));
}

#[test]
fn init_a_second_time_changes_no_byte_and_says_nothing_changed() {
    let env = TestEnv::initialized();
    let before = env.snapshot_all();
    let run = env.run(&["init"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{}\n", env.root_str()));
    assert!(run.stderr.contains("nothing changed"), "{run:?}");
    before.assert_unchanged(&env.snapshot_all(), "a second `okbot init`");

    let json = env.run(&["init", "--json"]);
    json.expect_code(0);
    assert_eq!(json.json(), json!({"root": env.root_str(), "created": []}));
}

#[test]
fn init_never_overwrites_files_that_are_already_there() {
    let env = TestEnv::new();
    std::fs::create_dir_all(env.root()).unwrap();
    env.write("bots.json", "[{\"id\":\"bot_20260101_001\",\"name\":\"Old\",\"description\":\"\"}]\n");
    env.write("settings.json", "{\"theme\":\"dark\"}");
    env.write("memory.md", "# my own memory file\n");
    let run = env.run(&["init"]);
    run.expect_code(0);
    assert_eq!(
        env.read("bots.json"),
        "[{\"id\":\"bot_20260101_001\",\"name\":\"Old\",\"description\":\"\"}]\n"
    );
    assert_eq!(env.read("settings.json"), "{\"theme\":\"dark\"}");
    assert_eq!(env.read("memory.md"), "# my own memory file\n");
    // What was missing is created.
    assert_eq!(env.read("squads.json"), "[]\n");
    assert!(env.path("logs").is_dir());
}

#[test]
fn init_json_lists_what_it_created() {
    let env = TestEnv::new();
    let run = env.run(&["init", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["root"], json!(env.root_str()));
    let created: Vec<String> =
        doc["created"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
    for name in ["settings.json", "bots.json", "squads.json", "memory.md", "logs"] {
        let path = env.path(name).display().to_string();
        assert!(created.contains(&path), "{path} missing from {created:?}");
    }
}

#[test]
fn the_root_comes_from_the_root_flag_before_okbot_home_and_home() {
    let env = TestEnv::new();
    let other = env.home().join("elsewhere");
    let run = env.run(&["--root", other.to_str().unwrap(), "init"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{}\n", other.display()));
    assert!(other.join("bots.json").is_file());
    assert!(!env.root().exists(), "OKBOT_HOME was not used");

    // Without --root, OKBOT_HOME wins over HOME.
    let elsewhere = env.home().join("via-env");
    env.set_var("OKBOT_HOME", elsewhere.to_str().unwrap());
    assert_eq!(env.ok(&["init"]), format!("{}\n", elsewhere.display()));
    assert!(elsewhere.join("bots.json").is_file());

    // Without either, the root is ~/.okbot.
    env.unset_var("OKBOT_HOME");
    assert_eq!(env.ok(&["init"]), format!("{}\n", env.home().join(".okbot").display()));
    assert!(env.home().join(".okbot/bots.json").is_file());
}

// ---------------------------------------------------------------------------------------------
// assistants

#[test]
fn assistant_create_prints_a_dated_id_and_writes_the_bot_folder() {
    let env = TestEnv::initialized();
    let run = env.run(&["assistant", "create", "Writer", "-d", "Drafts poems"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "bot_20261129_001\n");

    let bot = env.json_file("bot_20261129_001/bot.json");
    assert_eq!(bot["id"], json!("bot_20261129_001"));
    assert_eq!(bot["avatarKind"], json!("emoji"));
    assert_eq!(bot["createdAt"], json!(STAMP));
    assert_eq!(bot["updatedAt"], json!(STAMP));
    assert_eq!(bot["onboardingComplete"], json!(true));
    assert_eq!(bot["useGlobalSkills"], json!(false));
    assert_eq!(bot["enabledGlobalSkills"], json!([]));
    let soul = env.read("bot_20261129_001/SOUL.md");
    assert!(soul.starts_with("# "), "SOUL.md has # sections: {soul:?}");
    assert!(soul.contains("Writer"), "SOUL.md names the assistant: {soul:?}");
    assert_eq!(env.read("bot_20261129_001/memory.md"), MEMORY_HEADER);
    assert_eq!(env.mode("bot_20261129_001"), 0o700);

    assert_eq!(
        env.json_file("bots.json"),
        json!([{"id": "bot_20261129_001", "name": "Writer", "description": "Drafts poems"}])
    );
}

#[test]
fn assistant_ids_count_up_per_day_and_the_roster_lists_the_newest_first() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("First"), "bot_20261129_001");
    assert_eq!(env.assistant("Second"), "bot_20261129_002");
    env.set_var("OKBOT_NOW", "2026-11-30T08:00:00Z");
    assert_eq!(env.assistant("Third"), "bot_20261130_001");

    let ids: Vec<String> = env
        .json_file("bots.json")
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids, ["bot_20261130_001", "bot_20261129_002", "bot_20261129_001"]);
}

#[test]
fn assistant_ids_use_the_local_date_of_the_tz_zone() {
    let env = TestEnv::initialized();
    // 23:00 UTC on the 29th is already the 30th in Tokyo.
    env.set_var("TZ", "JST-9");
    assert_eq!(env.assistant("Tokyo"), "bot_20261130_001");
}

#[test]
fn assistant_create_sets_up_a_missing_root_first() {
    let env = TestEnv::new();
    assert_eq!(env.assistant("Writer"), "bot_20261129_001");
    assert_eq!(env.mode(""), 0o700);
    assert_eq!(env.read("squads.json"), "[]\n");
    assert_eq!(env.read("memory.md"), MEMORY_HEADER);
}

#[test]
fn assistant_create_refuses_a_name_that_is_taken_in_any_case() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let before = env.snapshot();
    let run = env.run(&["assistant", "create", "wRiTeR"]);
    run.expect_error(2, "bot_20261129_001");
    assert!(run.stderr.contains("\nhint: "), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "a refused duplicate");
}

#[test]
fn assistant_create_refuses_an_empty_or_multi_line_name() {
    let env = TestEnv::initialized();
    env.run(&["assistant", "create", "   "]).expect_error(2, "not a usable name");
    env.run(&["assistant", "create", "two\nlines"]).expect_error(2, "not a usable name");
    assert_eq!(env.read("bots.json"), "[]\n");
}

#[test]
fn assistant_list_prints_id_name_and_description_separated_by_tabs() {
    let env = TestEnv::initialized();
    env.ok(&["assistant", "create", "Writer", "-d", "Drafts poems"]);
    env.ok(&["assistant", "create", "Coder"]);
    assert_eq!(
        env.ok(&["assistant", "list"]),
        "bot_20261129_002\tCoder\nbot_20261129_001\tWriter\tDrafts poems\n"
    );
    let json = env.run(&["assistant", "list", "--json"]);
    json.expect_code(0);
    assert_eq!(
        json.json(),
        json!([
            {"id": "bot_20261129_002", "name": "Coder", "description": ""},
            {"id": "bot_20261129_001", "name": "Writer", "description": "Drafts poems"}
        ])
    );
}

#[test]
fn assistant_list_on_an_empty_roster_prints_nothing_on_stdout() {
    let env = TestEnv::initialized();
    let run = env.run(&["assistant", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("no assistants yet"), "{run:?}");
    assert_eq!(env.run(&["assistant", "list", "--json"]).json(), json!([]));
}

#[test]
fn assistant_show_finds_by_id_exact_name_or_any_case_and_defaults_to_the_only_one() {
    let env = TestEnv::initialized();
    env.ok(&["assistant", "create", "Writer", "-d", "Drafts poems"]);
    let expected = format!(
        "id:          bot_20261129_001\nname:        Writer\ndescription: Drafts poems\nfolder:      {}\npersona:     SOUL.md\ncreated:     {STAMP}\n",
        env.path("bot_20261129_001").display()
    );
    for query in [Some("bot_20261129_001"), Some("Writer"), Some("writer"), None] {
        let mut args = vec!["assistant", "show"];
        args.extend(query);
        assert_eq!(env.ok(&args), expected, "query {query:?}");
    }
    let doc = env.run(&["assistant", "show", "Writer", "--json"]).json();
    assert_eq!(doc["id"], json!("bot_20261129_001"));
    assert_eq!(doc["personaFile"], json!("SOUL.md"));
    assert_eq!(doc["bot"]["createdAt"], json!(STAMP));
    assert_eq!(doc["squads"], json!([]));
}

#[test]
fn assistant_rename_updates_the_roster_and_refuses_a_taken_name() {
    let env = TestEnv::initialized();
    let writer = env.assistant("Writer");
    env.assistant("Coder");
    env.set_var("OKBOT_NOW", "2026-11-30T10:00:00Z");
    assert_eq!(env.ok(&["assistant", "rename", "Writer", "Poet"]), format!("{writer}\n"));
    let bots = env.json_file("bots.json");
    assert_eq!(bots[1], json!({"id": writer, "name": "Poet", "description": ""}));
    let bot = env.json_file(&format!("{writer}/bot.json"));
    assert_eq!(bot["updatedAt"], json!("2026-11-30T10:00:00.000Z"));
    assert_eq!(bot["createdAt"], json!(STAMP));

    let before = env.snapshot();
    env.run(&["assistant", "rename", "Poet", "coder"]).expect_error(2, "is taken");
    before.assert_unchanged(&env.snapshot(), "a refused rename");
}

#[test]
fn assistant_delete_without_yes_is_a_usage_error_that_moves_nothing() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let before = env.snapshot();
    let run = env.run(&["assistant", "delete", "Writer"]);
    run.expect_error(2, "needs --yes");
    assert!(run.stderr.contains(&format!("hint: `okbot assistant delete {id} --yes`")), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "delete without --yes");
}

#[test]
fn assistant_delete_moves_the_folder_to_the_trash_and_drops_the_roster_entry() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.say("Writer", "keep me");
    let transcript = env.bytes(&format!("{id}/session.jsonl"));
    assert_eq!(env.ok(&["assistant", "delete", "Writer", "--yes"]), format!("{id}\n"));
    assert!(!env.exists(&id), "the folder left the root");
    let trashed = format!(".trash/{id}-20261129T230000Z");
    assert_eq!(
        env.bytes(&format!("{trashed}/session.jsonl")),
        transcript,
        "the transcript survives in the trash"
    );
    assert!(env.exists(&format!("{trashed}/SOUL.md")));
    assert_eq!(env.read("bots.json"), "[]\n");
}

#[test]
fn assistant_delete_is_refused_while_the_assistant_is_in_a_squad() {
    let env = TestEnv::initialized();
    let a = env.assistant("A");
    env.assistant("B");
    let squad = env.ok(&["squad", "create", "Team", "--member", "A", "--member", "B"]);
    let before = env.snapshot();
    let run = env.run(&["assistant", "delete", "A", "--yes"]);
    run.expect_error(2, squad.trim());
    assert!(run.stderr.contains(&format!("okbot squad remove-member {} {a}", squad.trim())), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "a refused delete");
}

#[test]
fn assistant_ids_skip_folders_already_on_disk() {
    let env = TestEnv::initialized();
    // A folder without a roster entry (e.g. left by another tool) keeps its id.
    env.write(
        "bot_20261129_001/session.jsonl",
        "{\"id\":\"msg_old\",\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"old\"}}\n",
    );
    assert_eq!(env.assistant("Writer"), "bot_20261129_002");
    assert_eq!(env.ok(&["session", "show", "-a", "Writer"]), "");
}

#[test]
fn a_deleted_assistants_id_is_not_given_to_the_next_assistant() {
    let env = TestEnv::initialized();
    env.assistant("A");
    let b = env.assistant("B");
    env.ok(&["assistant", "delete", "B", "--yes"]);
    assert!(env.exists(&format!(".trash/{b}-20261129T230000Z")));
    // Rows elsewhere (global memory.md `bot_id`, logs) may still name the deleted id; a new
    // assistant must not inherit them.
    let c = env.assistant("C");
    assert_ne!(c, b, "the id of the deleted assistant was reused");
    assert_eq!(c, "bot_20261129_003");
}

// ---------------------------------------------------------------------------------------------
// squads

#[test]
fn squad_create_records_members_with_roles_and_prints_a_dated_id() {
    let env = TestEnv::initialized();
    let a = env.assistant("Writer");
    let b = env.assistant("Coder");
    let run = env.run(&[
        "squad",
        "create",
        "Team",
        "-d",
        "Ship it",
        "--member",
        "Writer:lead",
        "--member",
        "coder",
    ]);
    run.expect_code(0);
    assert_eq!(run.stdout, "squad_20261129_001\n");
    assert_eq!(
        env.json_file("squads.json"),
        json!([{
            "id": "squad_20261129_001",
            "name": "Team",
            "description": "Ship it",
            "members": [{"botId": a, "role": "lead"}, {"botId": b, "role": ""}],
            "createdAt": STAMP,
            "updatedAt": STAMP
        }])
    );
    assert!(env.path("squad_20261129_001").is_dir(), "the squad has a folder");
    assert_eq!(env.ok(&["squad", "list"]), format!("squad_20261129_001\tTeam\t{a},{b}\n"));
    assert_eq!(
        env.ok(&["squad", "show", "team"]),
        format!(
            "id:          squad_20261129_001\nname:        Team\ndescription: Ship it\nfolder:      {}\nmembers:\n  {a} Writer — lead\n  {b} Coder — member\n",
            env.path("squad_20261129_001").display()
        )
    );
}

#[test]
fn squad_create_needs_two_distinct_known_members() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    env.run(&["squad", "create", "Solo", "--member", "A"]).expect_error(2, "at least two members");
    env.run(&["squad", "create", "Twice", "--member", "A", "--member", "a:again"])
        .expect_error(2, "at least two members");
    env.run(&["squad", "create", "Ghost", "--member", "A", "--member", "Nobody"]).expect_error(2, "Nobody");
    env.run(&["squad", "create", "a", "--member", "A", "--member", "B"]).expect_error(2, "is taken");
    assert_eq!(env.read("squads.json"), "[]\n");
}

#[test]
fn squad_members_can_be_added_and_removed_but_never_below_two() {
    let env = TestEnv::initialized();
    let a = env.assistant("A");
    let b = env.assistant("B");
    let c = env.assistant("C");
    let squad = env.ok(&["squad", "create", "Team", "-m", "A", "-m", "B"]).trim().to_string();

    assert_eq!(env.ok(&["squad", "add-member", "Team", "C", "--role", "tester"]), format!("{squad}\n"));
    env.run(&["squad", "add-member", "Team", "C"]).expect_error(2, "already a member");
    assert_eq!(env.ok(&["squad", "remove-member", "Team", "A"]), format!("{squad}\n"));
    let members = env.json_file("squads.json")[0]["members"].clone();
    assert_eq!(members, json!([{"botId": b, "role": ""}, {"botId": c, "role": "tester"}]));

    let before = env.snapshot();
    env.run(&["squad", "remove-member", "Team", "B"]).expect_error(2, "fewer than two members");
    env.run(&["squad", "remove-member", "Team", &a]).expect_error(2, "not a member");
    before.assert_unchanged(&env.snapshot(), "refused member removals");
}

#[test]
fn squad_delete_needs_yes_then_moves_the_folder_and_keeps_the_members() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    let squad = env.ok(&["squad", "create", "Team", "-m", "A", "-m", "B"]).trim().to_string();
    env.say("Team", "hello team");
    env.run(&["squad", "delete", "Team"]).expect_error(2, "needs --yes");
    assert!(env.exists(&squad));
    assert_eq!(env.ok(&["squad", "delete", "Team", "--yes"]), format!("{squad}\n"));
    assert!(!env.exists(&squad));
    assert!(env.exists(&format!(".trash/{squad}-20261129T230000Z/session.jsonl")));
    assert_eq!(env.read("squads.json"), "[]\n");
    assert_eq!(env.json_file("bots.json").as_array().unwrap().len(), 2, "members stay");
}

#[test]
fn assistant_and_squad_commands_refuse_the_other_kind() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    env.ok(&["squad", "create", "Team", "-m", "A", "-m", "B"]);
    env.run(&["assistant", "show", "Team"]).expect_error(2, "is a squad");
    env.run(&["squad", "show", "A"]).expect_error(2, "is an assistant");
    env.run(&["assistant", "create", "team"]).expect_error(2, "is taken");
}

#[test]
fn squad_ids_skip_folders_already_on_disk_so_a_new_squad_never_adopts_an_old_transcript() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    // A squad folder whose entry is gone from squads.json (removed by hand or by another tool).
    env.write(
        "squad_20261129_001/session.jsonl",
        "{\"v\":2,\"id\":\"msg_old\",\"createdAt\":\"2026-11-01T00:00:00.000Z\",\"item\":{\"type\":\"message\",\"role\":\"user\",\"content\":\"old squad talk\"}}\n",
    );
    let squad = env.ok(&["squad", "create", "Team", "-m", "A", "-m", "B"]);
    assert_eq!(squad, "squad_20261129_002\n", "the id of the folder on disk was reused");
    assert_eq!(env.ok(&["session", "show", "-a", "Team"]), "", "the new squad starts empty");
}

#[test]
fn a_deleted_squads_id_is_not_given_to_the_next_squad() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    let first = env.ok(&["squad", "create", "One", "-m", "A", "-m", "B"]).trim().to_string();
    env.ok(&["squad", "delete", "One", "--yes"]);
    let second = env.ok(&["squad", "create", "Two", "-m", "A", "-m", "B"]).trim().to_string();
    assert_ne!(second, first, "the id of the deleted squad was reused");
}

#[test]
fn every_command_that_prints_data_prints_one_json_document_with_json() {
    let env = TestEnv::new();
    let steps: &[&[&str]] = &[
        &["init"],
        &["assistant", "create", "A"],
        &["assistant", "create", "B"],
        &["assistant", "create", "C"],
        &["assistant", "rename", "A", "A2"],
        &["assistant", "show", "A2"],
        &["assistant", "list"],
        &["squad", "create", "T", "-m", "A2", "-m", "B"],
        &["squad", "add-member", "T", "C"],
        &["squad", "remove-member", "T", "C"],
        &["squad", "list"],
        &["squad", "show", "T"],
        &["session", "append", "-a", "B", "--text", "hi"],
        &["session", "show", "-a", "B"],
        &["session", "list"],
        &["session", "reset", "-a", "B"],
        &["settings", "set", "maxTurns", "7"],
        &["settings", "get", "maxTurns"],
        &["settings", "show"],
        &["status"],
        &["doctor"],
        &["assistant", "delete", "C", "--yes"],
        &["squad", "delete", "T", "--yes"],
    ];
    for args in steps {
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let run = env.run(&with_json);
        run.expect_code(0);
        run.json();
    }
    // Spot checks of the shapes.
    assert_eq!(env.run(&["settings", "get", "maxTurns", "--json"]).json(), json!(7));
    let created = env.run(&["assistant", "create", "D", "-d", "Fourth", "--json"]).json();
    assert_eq!(created["name"], json!("D"));
    assert_eq!(created["description"], json!("Fourth"));
    assert!(created["id"].as_str().unwrap().starts_with("bot_20261129_"), "{created}");
}

#[test]
fn names_shaped_like_ids_are_refused_on_create_and_rename() {
    let env = TestEnv::initialized();
    let writer = env.assistant("Writer");
    env.assistant("Coder");
    let before = env.snapshot();
    let hint = "pick a name that is not shaped like";
    for name in ["bot_20261201_001", "BOT_20261129_002", &writer.to_uppercase()] {
        env.run(&["assistant", "create", name])
            .expect_usage_error(&format!("`{name}` looks like an id, so it cannot be a name"), hint);
    }
    env.run(&["assistant", "rename", "Writer", "squad_20261201_001"])
        .expect_usage_error("`squad_20261201_001` looks like an id, so it cannot be a name", hint);
    env.run(&["assistant", "rename", "Writer", "sched_01JA0000000000000000000001"])
        .expect_error(2, "looks like an id");
    env.run(&["squad", "create", "Bot_20261130_009", "--member", "Writer", "--member", "Coder"])
        .expect_usage_error("`Bot_20261130_009` looks like an id, so it cannot be a name", hint);
    before.assert_unchanged(&env.snapshot(), "id-shaped names");
    // Names that merely mention bots are fine.
    env.ok(&["assistant", "rename", "Writer", "bot_helper"]);
}

#[test]
fn an_owner_id_in_capitals_names_the_same_owner() {
    let env = TestEnv::initialized();
    let writer = env.assistant("Writer");
    env.assistant("Coder");
    let out = env.ok(&["assistant", "show", &writer.to_uppercase(), "--json"]);
    assert!(out.contains(&format!("\"id\": \"{writer}\"")), "{out}");
}
