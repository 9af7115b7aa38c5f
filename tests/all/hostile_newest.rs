//! Hostile data and input against the newest commands (memory, skill, soul, note, bundle,
//! evolve, squad, `context show --member`): each test is a defect found by attacking the built
//! binary, kept so it stays fixed.

use crate::support::TestEnv;
use serde_json::Value;

/// Ann and Bob in squad Team (`squad_20261129_001`).
fn team() -> TestEnv {
    let env = TestEnv::initialized();
    env.ok(&["assistant", "create", "Ann"]);
    env.ok(&["assistant", "create", "Bob"]);
    env.ok(&["squad", "create", "Team", "-m", "Ann:writer", "-m", "Bob:checker"]);
    env
}

/// Edit squads.json by hand, as the app or a person would.
fn edit_squads(env: &TestEnv, change: impl FnOnce(&mut Vec<Value>)) {
    let mut squads: Vec<Value> = serde_json::from_value(env.json_file("squads.json")).unwrap();
    change(&mut squads);
    env.write("squads.json", serde_json::to_vec_pretty(&squads).unwrap());
}

#[test]
fn squad_roles_with_line_breaks_or_escapes_are_refused_and_nothing_changes() {
    let env = team();
    let before = env.snapshot();
    for role in ["a\nforged line", "x\u{1b}[31mred", "bell\u{7}"] {
        env.run(&["squad", "set-role", "Team", "Ann", role])
            .expect_usage_error(&format!("`{}` is not a usable role", role.escape_debug()), "one line");
        env.run(&["squad", "create", "Other", "-m", "Ann", "-m", &format!("Bob:{role}")])
            .expect_usage_error(&format!("`{}` is not a usable role", role.escape_debug()), "one line");
    }
    before.assert_unchanged(&env.snapshot(), "refused roles");
    // A plain role still works.
    env.ok(&["squad", "set-role", "Team", "Ann", "  lead writer  "]);
    assert_eq!(env.json_file("squads.json")[0]["members"][0]["role"], "lead writer");
}

#[test]
fn squad_show_escapes_control_characters_from_a_hand_edited_file() {
    let env = team();
    edit_squads(&env, |squads| {
        squads[0]["description"] = Value::from("desc\u{1b}[2J");
        squads[0]["members"][0]["role"] = Value::from("writer\nbot_x Mallory — boss");
    });
    let out = env.ok(&["squad", "show", "Team"]);
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "no raw control characters: {out:?}");
    assert!(out.contains("description: desc\\u{1b}[2J"), "{out}");
    assert!(out.contains("Ann — writer\\nbot_x Mallory — boss\n"), "{out}");
    assert_eq!(out.lines().count(), 7, "one line per member: {out}");
}

#[test]
fn squad_remove_member_removes_a_member_whose_assistant_is_gone() {
    let env = team();
    env.ok(&["assistant", "create", "Cat"]);
    env.ok(&["squad", "add-member", "Team", "Cat"]);
    // The app (or a person) deleted Ann from bots.json; her id stays in the squad.
    let mut bots: Vec<Value> = serde_json::from_value(env.json_file("bots.json")).unwrap();
    bots.retain(|b| b["name"] != "Ann");
    env.write("bots.json", serde_json::to_vec_pretty(&bots).unwrap());
    let out = env.ok(&["squad", "remove-member", "Team", "bot_20261129_001"]);
    assert_eq!(out.trim(), "squad_20261129_001");
    let members: Vec<String> = env.json_file("squads.json")[0]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["botId"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(members, ["bot_20261129_002", "bot_20261129_003"]);
    // An id that is in no squad and no roster is still refused.
    env.run(&["squad", "remove-member", "Team", "bot_20261129_009"])
        .expect_usage_error("no assistant or squad named `bot_20261129_009`", "list");
}

/// A persona in Latin-1 (not UTF-8), as an old editor may leave it.
const LATIN1_SOUL: &[u8] = b"# Style\n- caf\xe9 au lait\nYou are Writer.\n\n# Other\nkeep\n";

#[test]
fn soul_changes_refuse_a_persona_that_is_not_utf8_and_keep_its_bytes() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.write(&format!("{id}/SOUL.md"), LATIN1_SOUL);
    env.write(&format!("{id}/AGENTS.md"), LATIN1_SOUL);
    let before = env.snapshot();
    env.run_stdin(
        &["soul", "patch", "-a", "Writer"],
        r#"{"sections":[{"heading":"Other","body":"changed"}]}"#,
    )
    .expect_error(1, "SOUL.md` is not UTF-8 text (byte 14 is not); okbot will not rewrite it");
    env.set_var("EDITOR", "sed -i s/keep/kept/");
    env.run(&["soul", "edit", "-a", "Writer"]).expect_error(1, "is not UTF-8 text");
    before.assert_unchanged(&env.snapshot(), "a refused patch of a Latin-1 persona");
    assert_eq!(env.bytes(&format!("{id}/SOUL.md")), LATIN1_SOUL);
    // Renaming the assistant still works; the persona keeps its bytes and the user is told.
    let run = env.run(&["assistant", "rename", "Writer", "Poet"]);
    run.expect_code(0);
    assert!(run.stderr.contains("okbot: warning: the persona still names Writer"), "{run:?}");
    assert_eq!(env.bytes(&format!("{id}/SOUL.md")), LATIN1_SOUL);
    assert_eq!(env.bytes(&format!("{id}/AGENTS.md")), LATIN1_SOUL);
    assert!(!env.exists(&format!("{id}/SOUL.md.prev")));
}

#[test]
fn memory_and_note_rewrites_keep_lines_that_are_not_utf8_byte_for_byte() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.ok(&["memory", "add", "-a", "Writer", "tea"]);
    env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "First"], "one");
    // A hand-written line in Latin-1 in each file, and a CRLF comment.
    let mut md = env.bytes(&format!("{id}/memory.md"));
    md.extend_from_slice(b"caf\xe9 note by hand\n# a comment\r\n");
    env.write(&format!("{id}/memory.md"), &md);
    let mut res = env.bytes(&format!("{id}/resources.jsonl"));
    res.extend_from_slice(b"{\"id\":\"x\",\"title\":\"caf\xe9\"}\n");
    env.write(&format!("{id}/resources.jsonl"), &res);
    let mut cand = b"{\"id\":\"mem_hand\",\"memory\":\"caf\xe9\"}\n".to_vec();
    cand.extend_from_slice(b"\n");
    env.write(&format!("{id}/memory-candidates.jsonl"), &cand);

    env.ok(&["memory", "add", "-a", "Writer", "coffee"]);
    env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Second"], "two");
    let md_after = env.bytes(&format!("{id}/memory.md"));
    assert!(md_after.starts_with(&md), "memory.md kept every byte:\n{}", String::from_utf8_lossy(&md_after));
    assert!(String::from_utf8_lossy(&md_after[md.len()..]).contains("\"memory\":\"coffee\""));
    let res_after = env.bytes(&format!("{id}/resources.jsonl"));
    assert!(res_after.starts_with(&res), "resources.jsonl kept every byte");
    assert!(String::from_utf8_lossy(&res_after[res.len()..]).contains("\"title\":\"Second\""));
    // A candidate file rewritten (a memory promoted from it would rewrite it) keeps the line.
    env.ok(&["memory", "gc", "-a", "Writer"]);
    let cand_after = env.bytes(&format!("{id}/memory-candidates.jsonl"));
    assert!(cand_after.starts_with(b"{\"id\":\"mem_hand\",\"memory\":\"caf\xe9\"}\n"), "{cand_after:?}");
    // doctor names the line.
    let doctor = env.run(&["doctor"]);
    assert!(doctor.stdout.contains("not UTF-8 text"), "{doctor:?}");
}

#[test]
fn a_damaged_evolution_json_is_set_aside_before_it_is_rewritten() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let damaged = br#"{"memory":{"turnsSince":"many"},"skills":7,"appNote":"keep me"}"#;
    env.write(&format!("{id}/evolution.json"), damaged);
    let run = env.run(&["chat", "-a", "Writer", "--model", "offline", "hello there"]);
    run.expect_code(0);
    let aside = format!("{id}/evolution.json.corrupt-20261129T230000Z");
    assert!(run.stderr.contains("is damaged; its counters start again from zero"), "{run:?}");
    assert!(run.stderr.contains("evolution.json.corrupt-20261129T230000Z"), "{run:?}");
    assert_eq!(env.bytes(&aside), damaged);
    assert_eq!(env.json_file(&format!("{id}/evolution.json"))["memory"]["turnsSince"], 1);
    // The next turn reads the new file: no warning, no second copy.
    let run = env.run(&["chat", "-a", "Writer", "--model", "offline", "again"]);
    assert!(!run.stderr.contains("damaged"), "{run:?}");
    assert!(!env.exists(&format!("{aside}-2")));
}

#[test]
fn status_reports_every_owner_when_one_has_a_memory_or_evolution_file_it_cannot_read() {
    let env = TestEnv::initialized();
    let ann = env.assistant("Ann");
    let bob = env.assistant("Bob");
    env.ok(&["memory", "add", "-a", "Bob", "Bob likes plums"]);
    std::fs::create_dir(env.path(&format!("{ann}/evolution.json"))).unwrap();
    let fifo = env.path(&format!("{ann}/memory.md"));
    std::fs::remove_file(&fifo).unwrap();
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let bob_memory = env.bytes(&format!("{bob}/memory.md"));
    let run = env.run(&["status", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let owners = doc["owners"].as_array().unwrap();
    assert_eq!(owners.len(), 2, "{run:?}");
    let of = |id: &str| owners.iter().find(|o| o["id"] == id).unwrap().clone();
    assert_eq!(of(&bob)["memories"]["durable"], 1, "{run:?}");
    assert!(of(&ann)["memories"].is_null() && of(&ann)["lastEvolution"].is_null(), "{run:?}");
    assert!(run.stderr.contains(&format!("okbot: warning: {ann}: cannot count the memories: ")), "{run:?}");
    assert!(run.stderr.contains("is not a plain file"), "{run:?}");
    assert!(
        run.stderr.contains(&format!("okbot: warning: {ann}: cannot read the evolution state: ")),
        "{run:?}"
    );
    assert!(run.stderr.contains("is a folder"), "{run:?}");
    // The human view too.
    let run = env.run(&["status"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Bob") && run.stdout.contains("Ann"), "{run:?}");
    // status reads only (a snapshot would block on the fifo).
    assert_eq!(env.bytes(&format!("{bob}/memory.md")), bob_memory);
    assert!(env.path(&format!("{ann}/evolution.json")).is_dir());
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn soul_patch_refuses_a_heading_with_a_line_break_or_escape() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let before = env.snapshot();
    for heading in ["Style\nInjected line", "Sty\u{1b}[31mle"] {
        let patch =
            serde_json::json!({"sections": [{"heading": heading, "body": "- Be brief."}]}).to_string();
        env.run_stdin(&["soul", "patch", "-a", "Writer"], patch).expect_usage_error(
            &format!(
                "cannot read the patch: the heading `{}` is not one line of text (it holds a line break or control character)",
                heading.escape_debug()
            ),
            "give JSON",
        );
    }
    before.assert_unchanged(&env.snapshot(), "refused patches");
}

#[test]
fn a_memory_id_in_both_scopes_is_refused_instead_of_guessed() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let mem = env.ok(&["memory", "add", "-a", "Writer", "Writer likes green tea"]).trim().to_string();
    // The same row copied by hand into the global memory.md.
    let row = env.read(&format!("{id}/memory.md")).lines().find(|l| l.contains(&mem)).unwrap().to_string();
    let mut global = env.read("memory.md");
    global.push_str(&row.replace(&id, "global"));
    global.push('\n');
    env.write("memory.md", &global);
    let before = env.snapshot();
    for verb in ["forget", "pin", "show"] {
        env.run(&["memory", verb, "-a", "Writer", &mem]).expect_usage_error(
            &format!("`{mem}` names two memories, a global one and one of the assistant's"),
            "give one of the two rows a new id by hand",
        );
    }
    before.assert_unchanged(&env.snapshot(), "an ambiguous id");
}

/// An editor that saves Latin-1: `EDITOR=<script>`.
fn latin1_editor(env: &TestEnv) -> String {
    let script = env.home().join("latin1-editor.sh");
    std::fs::write(&script, "#!/bin/sh\nprintf 'caf\\351 edited\\n' > \"$1\"\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    script.display().to_string()
}

/// The path in a `your text is in `PATH`` hint, read and removed.
fn kept_copy(run: &crate::support::Run) -> Vec<u8> {
    let line = run.stderr.lines().find(|l| l.starts_with("hint: your text is in `")).expect("a hint");
    let path = line.split('`').nth(1).unwrap();
    let bytes = std::fs::read(path).unwrap();
    std::fs::remove_file(path).unwrap();
    bytes
}

#[test]
fn an_edit_saved_in_another_encoding_is_kept_for_the_user_not_deleted() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let note =
        env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Plan"], "first draft").trim().to_string();
    env.set_var("EDITOR", &latin1_editor(&env));
    let before = env.snapshot();
    let run = env.run(&["note", "edit", "-a", "Writer", &note]);
    run.expect_error(1, "the edited text is not UTF-8; nothing was saved");
    assert_eq!(kept_copy(&run), b"caf\xe9 edited\n");
    let run = env.run(&["soul", "edit", "-a", "Writer"]);
    run.expect_error(1, "the edited text is not UTF-8; nothing was saved");
    assert_eq!(kept_copy(&run), b"caf\xe9 edited\n");
    before.assert_unchanged(&env.snapshot(), "refused edits");
}

#[test]
fn a_huge_member_answer_is_cut_for_the_captain_and_kept_whole_for_people() {
    let env = team();
    let ann = "bot_20261129_001";
    let huge = "word ".repeat(400_000); // 2 MB, one line
    let script = crate::support::write_script(
        &env,
        &[
            serde_json::json!({"tool_calls": [{"name": "ask_ann", "arguments": {"task": "write a lot"}}]}),
            serde_json::json!({"for": ann, "text": huge}),
            serde_json::json!({"text": "summary done"}),
        ],
    );
    let out = env.ok(&["chat", "-a", "Team", "--model", &format!("offline:script={script}"), "go"]);
    assert_eq!(out, "summary done\n");
    let rows = env.session_rows("squad_20261129_001");
    let result = rows.iter().find(|r| r["item"]["type"] == "function_call_result").unwrap();
    let output = result["item"]["output"].as_str().unwrap();
    assert!(output.len() < 61_000, "the captain reads at most 60 000 characters: {}", output.len());
    assert!(
        output.ends_with("[cut: Ann's answer has 1999999 characters; the first 60000 are shown]"),
        "{}",
        &output[output.len() - 100..]
    );
    let reply = rows.iter().find(|r| r["meta"]["speakerBotId"] == ann).unwrap();
    assert_eq!(
        reply["item"]["content"].as_str().unwrap().trim_end(),
        huge.trim_end(),
        "people read it whole"
    );
}

#[test]
fn a_skill_whose_skill_md_is_a_fifo_or_folder_is_left_out_with_a_warning() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    std::fs::create_dir_all(env.path(&format!("{id}/skills/piped"))).unwrap();
    let fifo = env.path(&format!("{id}/skills/piped/SKILL.md"));
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    std::fs::create_dir_all(env.path(&format!("{id}/skills/boxed/SKILL.md"))).unwrap();
    let run = env.run(&["skill", "list", "-a", "Writer"]);
    run.expect_code(0);
    assert!(
        run.stderr.contains("okbot: warning: skill left out: `")
            && run.stderr.contains("piped/SKILL.md` is not a plain file (a fifo, socket or device)"),
        "{run:?}"
    );
    assert!(run.stderr.contains("boxed/SKILL.md` is a folder"), "{run:?}");
    // A chat turn says so too, and does not hang on the fifo.
    let run = env.run(&["chat", "-a", "Writer", "--model", "offline", "hello"]);
    run.expect_code(0);
    assert!(run.stderr.contains("piped/SKILL.md` is not a plain file"), "{run:?}");
}

#[test]
fn deleting_a_note_whose_line_was_copied_removes_every_line_of_it() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    let note =
        env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Plan"], "first draft").trim().to_string();
    env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Other"], "keep me");
    let file = format!("{id}/resources.jsonl");
    let first = env.read(&file).lines().next().unwrap().to_string();
    let copied = first.replace("\"Plan\"", "\"Plan (copy)\"");
    env.write(&file, format!("{}{copied}\n", env.read(&file)));
    let out = env.ok(&["note", "delete", "-a", "Writer", &note]);
    assert_eq!(out.trim(), note);
    let left = env.read(&file);
    assert!(!left.contains(&note), "no line of the note is left:\n{left}");
    assert!(left.contains("\"Other\""), "{left}");
    let trash = env.read(&format!("{id}/.trash/resources.jsonl"));
    assert_eq!(
        trash.lines().filter(|l| l.contains(&note)).count(),
        2,
        "both lines kept in the trash:\n{trash}"
    );
    env.run(&["note", "show", "-a", "Writer", &note]).expect_code(2);
}

#[test]
fn context_show_member_takes_the_task_as_the_member_gets_it() {
    let env = team();
    for empty in ["", "   \n"] {
        env.run(&["context", "show", "-a", "Team", "--member", "Ann", "--task", empty]).expect_usage_error(
            "the task is empty; a member is never asked with an empty task",
            "--task TEXT",
        );
    }
    let out = env.ok(&["context", "show", "-a", "Team", "--member", "Ann", "--task", "  draft a haiku \n"]);
    assert!(out.contains("[user] draft a haiku\n"), "{out}");
}

#[test]
fn bundle_export_never_replaces_a_fifo_or_folder_given_to_o() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let fifo = env.home().join("pipe.okbot");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let folder = env.home().join("out.okbot");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("mine.txt"), "keep").unwrap();
    use std::os::unix::fs::FileTypeExt;
    for (target, what) in
        [(&fifo, "is not a plain file (a device, fifo or socket)"), (&folder, "is a folder")]
    {
        env.run(&["bundle", "export", "Writer", "-o", target.to_str().unwrap()])
            .expect_usage_error(&format!("`{}` {what}", target.display()), "give -o a new file name");
    }
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the fifo is still there");
    assert_eq!(std::fs::read_to_string(folder.join("mine.txt")).unwrap(), "keep");
    // A plain file is replaced, as before.
    let plain = env.home().join("plain.okbot");
    std::fs::write(&plain, "old").unwrap();
    env.ok(&["bundle", "export", "Writer", "-o", plain.to_str().unwrap()]);
    assert!(std::fs::read(&plain).unwrap().starts_with(b"PK"));
}

#[test]
fn note_export_refuses_a_folder_or_fifo_in_the_way_before_writing_anything() {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    let a = env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Alpha"], "one").trim().to_string();
    let b = env.ok_stdin(&["note", "add", "-a", "Writer", "--title", "Beta"], "two").trim().to_string();
    let out = env.home().join("export");
    std::fs::create_dir_all(out.join(format!("beta-{b}.html"))).unwrap();
    let run = env.run(&["note", "export", "-a", "Writer", out.to_str().unwrap()]);
    run.expect_usage_error(
        &format!("`{}` is in the way: it is not a plain file", out.join(format!("beta-{b}.html")).display()),
        "nothing was written",
    );
    assert!(!out.join(format!("alpha-{a}.html")).exists(), "no page was written");
    std::fs::remove_dir(out.join(format!("beta-{b}.html"))).unwrap();
    let fifo = out.join(format!("alpha-{a}.html"));
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    env.run(&["note", "export", "-a", "Writer", out.to_str().unwrap()]).expect_code(2);
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn memory_list_warns_about_lines_it_cannot_read_and_keeps_them() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    env.ok(&["memory", "add", "-a", "Writer", "Writer likes green tea"]);
    let mut md = env.read(&format!("{id}/memory.md"));
    md.push_str("{\"id\":\"mem_bad\",\"memory\":42}\n");
    env.write(&format!("{id}/memory.md"), &md);
    env.write(&format!("{id}/memory-candidates.jsonl"), "not json\n");
    let before = env.snapshot();
    let run = env.run(&["memory", "list", "-a", "Writer"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Writer likes green tea"), "{run:?}");
    let md_path = env.path(&format!("{id}/memory.md"));
    let cand_path = env.path(&format!("{id}/memory-candidates.jsonl"));
    assert!(
        run.stderr.contains(&format!("okbot: warning: `{}` line 4 is not a memory (", md_path.display())),
        "{run:?}"
    );
    assert!(
        run.stderr.contains(&format!("okbot: warning: `{}` line 1 is not a memory (", cand_path.display())),
        "{run:?}"
    );
    assert!(run.stderr.contains("it is kept as it is"), "{run:?}");
    // -q silences warnings; search warns too.
    assert_eq!(env.run(&["-q", "memory", "list", "-a", "Writer"]).stderr, "");
    assert!(env.run(&["memory", "search", "tea", "-a", "Writer"]).stderr.contains("is not a memory"));
    before.assert_unchanged(&env.snapshot(), "listing");
}

#[test]
fn an_error_quoting_a_name_with_escape_sequences_prints_them_escaped() {
    let env = TestEnv::new();
    env.ok(&["init"]);
    let run = env.run(&["note", "show", "n\u{1b}[31m\u{7}\nfake"]);
    run.expect_code(2);
    assert!(!run.stderr.chars().any(|c| c.is_control() && c != '\n'), "no raw control characters: {run:?}");
    assert_eq!(run.stderr.lines().count(), 2, "one error line and one hint: {run:?}");
    assert!(run.stderr.contains("n\\u{1b}[31m\\u{7}\\nfake"), "{run:?}");
}
