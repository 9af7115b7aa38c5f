//! The notes library (DESIGN §6.7): `okbot note add|list|show|edit|delete|export` over
//! `<owner>/resources.jsonl` (other kinds, unknown keys and damaged lines kept), safe HTML from
//! Markdown and from HTML, export file names that stay inside the folder, and the `manage_note`
//! tool through a scripted turn and the loopback server.

use crate::support::chat::*;
use crate::support::fake_llm::{FakeLlm, openai_sse_text, openai_tool_call};
use crate::support::{STAMP, TestEnv, is_new_id, pending_files, tool_results, use_script};
use serde_json::{Value, json};

const FILE: &str = "bot_20261129_001/resources.jsonl";

/// Writer ([`OWNER`]) on an initialised root.
fn env() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env
}

/// `okbot note add --title TITLE` with `content` on stdin; the new id.
#[track_caller]
fn add(env: &TestEnv, title: &str, content: &str) -> String {
    env.ok_stdin(&["note", "add", "--title", title], content).trim_end().to_string()
}

/// The rows of resources.jsonl.
fn rows(env: &TestEnv) -> Vec<Value> {
    env.read(FILE).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn add_converts_markdown_to_safe_html_and_stores_the_row_shape() {
    let env = env();
    let id = add(&env, "Design: sync", "# Sync\n\nUse *rsync* <script>alert(1)</script>\n\n- one\n- two\n");
    assert!(is_new_id(&id, "note"), "{id}");
    let rows = rows(&env);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    let keys: Vec<&str> = row.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["id", "kind", "title", "html", "createdAt", "updatedAt"]);
    assert_eq!((row["id"].as_str(), row["kind"].as_str()), (Some(id.as_str()), Some("note")));
    assert_eq!(row["title"], "Design: sync");
    assert_eq!((row["createdAt"].as_str(), row["updatedAt"].as_str()), (Some(STAMP), Some(STAMP)));
    let html = row["html"].as_str().unwrap();
    assert!(html.contains("<h1>Sync</h1>") && html.contains("<em>rsync</em>"), "{html}");
    assert!(html.contains("&lt;script&gt;") && !html.contains("<script"), "{html}");
    assert!(html.contains("<li>one</li>"), "{html}");
    assert_eq!(env.mode(FILE), 0o600);
}

#[test]
fn add_from_a_file_with_html_sanitises_it() {
    let env = env();
    let path = env.home().join("in.html");
    std::fs::write(
        &path,
        "<p onclick=\"x()\">hi <a href=\"JaVa&#x53;cript:alert(1)\">bad</a> <a href=\"https://ok.example/\">good</a></p><style>p{}</style><iframe src=x></iframe>",
    )
    .unwrap();
    let doc = env.run(&["note", "add", "--title", "T", "--html", path.to_str().unwrap(), "--json"]);
    let doc = doc.expect_code(0).json();
    let html = doc["html"].as_str().unwrap();
    assert_eq!(doc["ownerId"], OWNER);
    for bad in ["onclick", "javascript", "Script", "style", "iframe"] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
    assert!(html.contains("href=\"https://ok.example/\""), "{html}");
}

#[test]
fn add_refuses_empty_content_a_missing_title_and_a_missing_file_and_writes_nothing() {
    let env = env();
    let before = env.snapshot();
    // No terminal and nothing piped in: the content is empty.
    env.run(&["note", "add", "--title", "T"])
        .expect_usage_error("the note's content is empty", "give some text");
    env.run_stdin(&["note", "add", "--title", "T", "--html"], "<script>x</script>")
        .expect_usage_error("the note's content is empty", "unsafe HTML");
    env.run_stdin(&["note", "add", "--title", "  "], "text")
        .expect_usage_error("a note needs a title", "--title");
    // A missing input file is the caller's mistake, as everywhere (exit 2, with a hint).
    env.run(&["note", "add", "--title", "T", "nope.md"])
        .expect_usage_error("cannot read `nope.md`: there is no such file", "give an existing");
    env.run(&["note", "add", "--title", "T", env.home().to_str().unwrap()])
        .expect_usage_error(&format!("cannot read `{}`: it is a folder", env.home().display()), "`-`");
    env.run_stdin(&["note", "add", "--title", "T"], b"\xff\xfe bad".to_vec())
        .expect_usage_error("stdin is not UTF-8 text (line 1, byte 1 of the line)", "UTF-8");
    before.assert_unchanged(&env.snapshot(), "refused adds");
}

#[test]
fn list_and_show_print_ids_titles_html_and_text() {
    let env = env();
    let a = add(&env, "Alpha", "First **bold** line.\n\n1. x\n2. y\n");
    let b = add(&env, "Beta", "two");
    let listed = env.ok(&["note", "list"]);
    assert_eq!(listed, format!("{a}\t{STAMP}\tAlpha\n{b}\t{STAMP}\tBeta\n"));
    let doc = env.run(&["note", "list", "--json"]).expect_code(0).json();
    assert_eq!(
        doc[0],
        json!({"ownerId": OWNER, "id": a, "title": "Alpha", "createdAt": STAMP, "updatedAt": STAMP})
    );
    assert_eq!(
        env.ok(&["note", "show", &a]),
        "<p>First <strong>bold</strong> line.</p>\n<ol>\n<li>x</li>\n<li>y</li>\n</ol>\n"
    );
    // A unique start of the id, any case, names it.
    let prefix = a[..22].to_lowercase();
    assert_eq!(env.ok(&["note", "show", &prefix, "--text"]), "First **bold** line.\n\n1. x\n2. y\n");
    let shown = env.run(&["note", "show", &b, "--json"]).expect_code(0).json();
    assert_eq!((shown["text"].as_str(), shown["html"].as_str()), (Some("two\n"), Some("<p>two</p>\n")));
}

#[test]
fn unknown_or_ambiguous_ids_are_refused() {
    let env = env();
    add(&env, "Alpha", "x");
    add(&env, "Beta", "y");
    env.run(&["note", "show", "note_ZZZZZZZZ"])
        .expect_usage_error("there is no note `note_ZZZZZZZZ`", "okbot note list");
    let short = env.run(&["note", "delete", "note_01"]);
    short.expect_error(2, "is too short to name a note");
    assert!(short.stderr.contains("hint: give at least 4 characters"), "{short:?}");
    // Both ids share the time part of the pinned clock.
    let a = env.ok(&["note", "list"]).lines().next().unwrap()[..9].to_string();
    let run = env.run(&["note", "edit", &a, "--title", "x"]);
    run.expect_error(2, "matches 2 notes");
    assert_eq!(env.run(&["note", "list"]).stderr, "");
}

#[test]
fn edit_replaces_content_from_a_file_or_stdin_and_renames() {
    let env = env();
    let id = add(&env, "Alpha", "old");
    let out = env.run_at("2026-11-30T08:00:00Z", &["note", "edit", &id, "--title", "Alpha v2"]);
    out.expect_code(0);
    let row = &rows(&env)[0];
    assert_eq!((row["title"].as_str(), row["html"].as_str()), (Some("Alpha v2"), Some("<p>old</p>\n")));
    assert_eq!(row["createdAt"], STAMP);
    assert_eq!(row["updatedAt"], "2026-11-30T08:00:00.000Z");
    env.ok_stdin(&["note", "edit", &id, "--from", "-"], "## New\n\n`code`");
    assert_eq!(rows(&env)[0]["html"], "<h2>New</h2>\n<p><code>code</code></p>\n");
    env.run_stdin(&["note", "edit", &id, "--from", "-"], "  \n")
        .expect_usage_error("the note's content is empty", "text");
    assert_eq!(
        rows(&env)[0]["html"],
        "<h2>New</h2>\n<p><code>code</code></p>\n",
        "a refused edit changes nothing"
    );
}

#[test]
fn edit_opens_the_editor_on_the_text_form_and_an_unchanged_text_writes_nothing() {
    let env = env();
    let id = add(&env, "Alpha", "# Plan\n\nkeep *this*\n");
    env.set_var("EDITOR", "sed -i s/keep/change/");
    env.ok(&["note", "edit", &id]);
    assert_eq!(rows(&env)[0]["html"], "<h1>Plan</h1>\n<p>change <em>this</em></p>\n");
    env.set_var("EDITOR", "true");
    let before = env.snapshot();
    let run = env.run(&["note", "edit", &id]);
    run.expect_code(0);
    assert!(run.stderr.contains("unchanged"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "an unchanged edit");
    env.set_var("EDITOR", "false");
    env.run(&["note", "edit", &id]).expect_error(1, "the editor `false` failed");
    env.unset_var("EDITOR");
    env.run(&["note", "edit", &id]).expect_usage_error("no editor is set", "--from");
}

#[test]
fn edit_from_the_notes_own_text_form_writes_nothing_like_the_editor() {
    let env = env();
    // Soft line breaks, and HTML (as the OkBot app writes it) whose text form converts back
    // to other HTML.
    let soft = add(&env, "Soft", "line one\nline two\n\n- a\n- b\n");
    let html = env
        .ok_stdin(&["note", "add", "--html", "--title", "Html"], "<p>x <b>bold</b></p>")
        .trim_end()
        .to_string();
    for id in [soft, html] {
        let file = env.home().join("text.md");
        std::fs::write(&file, env.ok(&["note", "show", "--text", &id])).unwrap();
        let html_before = rows(&env).into_iter().find(|r| r["id"] == id.as_str()).unwrap()["html"].clone();
        let before = env.snapshot();
        let run = env.run(&["note", "edit", &id, "--from", file.to_str().unwrap()]);
        run.expect_code(0);
        assert_eq!(run.stdout, format!("{id}\n"));
        assert!(run.stderr.contains("okbot: the text is unchanged; the note is left as it was"), "{run:?}");
        before.assert_unchanged(&env.snapshot(), "an unchanged --from");
        // With --title, only the title changes.
        env.ok(&["note", "edit", &id, "--from", file.to_str().unwrap(), "--title", "Renamed"]);
        let row = rows(&env).into_iter().find(|r| r["id"] == id.as_str()).unwrap();
        assert_eq!(row["title"], "Renamed");
        assert_eq!(row["html"], html_before);
    }
}

#[test]
fn a_note_changed_while_the_editor_was_open_is_left_alone_and_the_edit_kept() {
    let env = env();
    let id = add(&env, "Alpha", "keep this\n");
    // The "editor" lets another okbot change the note first (same clock: same updatedAt).
    env.set_var("OKBOT_BIN", env!("CARGO_BIN_EXE_okbot"));
    let script = env.home().join("racing-editor.sh");
    std::fs::write(
        &script,
        format!("\"$OKBOT_BIN\" note edit {id} --from - <<EOF >/dev/null 2>&1\ntheirs\nEOF\nsed -i s/keep/mine/ \"$1\"\n"),
    )
    .unwrap();
    env.set_var("EDITOR", &format!("sh {}", script.display()));
    let run = env.run(&["note", "edit", &id]);
    run.expect_error(1, "the note changed while it was open in the editor");
    assert!(rows(&env)[0]["html"].as_str().unwrap().contains("theirs"), "theirs stays: {run:?}");
    let line = run.stderr.lines().find(|l| l.starts_with("hint: your text is in `")).expect("a hint");
    let kept = line.split('`').nth(1).unwrap();
    assert_eq!(std::fs::read_to_string(kept).unwrap(), "mine this\n");
    std::fs::remove_file(kept).unwrap();
}

#[test]
fn delete_moves_the_row_to_the_owners_trash_file() {
    let env = env();
    let a = add(&env, "Alpha", "a");
    let b = add(&env, "Beta", "b");
    let doc = env.run(&["note", "delete", &a, "--json"]).expect_code(0).json();
    assert_eq!((doc["id"].as_str(), doc["title"].as_str()), (Some(a.as_str()), Some("Alpha")));
    assert!(doc["trash"].as_str().unwrap().ends_with("bot_20261129_001/.trash/resources.jsonl"));
    let left: Vec<String> = rows(&env).iter().map(|r| r["id"].as_str().unwrap().to_string()).collect();
    assert_eq!(left, [b]);
    let trash: Value =
        serde_json::from_str(env.read("bot_20261129_001/.trash/resources.jsonl").trim()).unwrap();
    assert_eq!((trash["id"].as_str(), trash["deletedAt"].as_str()), (Some(a.as_str()), Some(STAMP)));
    assert_eq!(trash["html"], "<p>a</p>\n");
    env.run(&["note", "show", &a]).expect_usage_error(&format!("there is no note `{a}`"), "note list");
}

#[test]
fn other_kinds_unknown_keys_and_damaged_lines_are_kept_byte_for_byte() {
    let env = env();
    let other = r#"{"id":"img_1", "kind":"image","path":"resources/a.png"}"#;
    let note = r#"{"id":"note_01KB0000000000000000000001","kind":"note","title":"Old","html":"<p>x</p>","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z","pinned":true,"color":"red"}"#;
    let untouched = r#"{"id":"note_01KB0000000000000000000002", "kind":"note","title":"Keep","html":"<p>k</p>","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#;
    env.write(FILE, format!("{other}\nnot json at all\n{note}\n{untouched}\n"));
    let run = env.run(&["note", "list"]);
    assert!(run.stderr.contains("line 2"), "the damaged line is reported: {run:?}");
    assert_eq!(run.stdout.lines().count(), 2, "{run:?}");
    env.ok(&["note", "edit", "note_01KB0000000000000000000001", "--title", "New"]);
    let text = env.read(FILE);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], other);
    assert_eq!(lines[1], "not json at all");
    assert_eq!(lines[3], untouched);
    let changed: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!((changed["title"].as_str(), changed["pinned"].as_bool()), (Some("New"), Some(true)));
    assert_eq!(changed["color"], "red");
    // A copied line (the same id twice) is still one note to name.
    env.write(FILE, format!("{}{untouched}\n", env.read(FILE)));
    env.ok(&["note", "show", "note_01KB0000000000000000000002"]);
    add(&env, "Added", "z");
    let text = env.read(FILE);
    assert!(text.starts_with(&format!("{other}\nnot json at all\n")), "{text}");
    // doctor reports the damaged line (and changes nothing).
    let doctor = env.run(&["doctor"]);
    assert!(
        doctor.stdout.contains("resources.jsonl") || doctor.stderr.contains("resources.jsonl"),
        "{doctor:?}"
    );
}

#[test]
fn export_writes_one_safe_named_html_page_per_note_inside_the_folder() {
    let env = env();
    let long = "长".repeat(300);
    let titles = ["../x", "/", "a/../../b", "设计 文档", long.as_str(), "Report <Q4>"];
    let ids: Vec<String> = titles.iter().map(|t| add(&env, t, "body & text")).collect();
    let out = env.home().join("export");
    let doc = env.run(&["note", "export", out.to_str().unwrap(), "--json"]).expect_code(0).json();
    assert_eq!(doc.as_array().unwrap().len(), titles.len());
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), titles.len(), "{names:?}");
    for name in &names {
        assert!(name.ends_with(".html") && !name.contains('/') && !name.starts_with('.'), "{name}");
        assert!(name.len() < 255, "{name}");
    }
    assert!(names.contains(&format!("x-{}.html", ids[0])), "{names:?}");
    assert!(names.contains(&format!("{}.html", ids[1])), "{names:?}");
    assert!(names.contains(&format!("设计-文档-{}.html", ids[3])), "{names:?}");
    let page = std::fs::read_to_string(out.join(format!("report-q4-{}.html", ids[5]))).unwrap();
    assert!(page.contains("<meta charset=\"utf-8\">"), "{page}");
    assert!(page.contains("<title>Report &lt;Q4&gt;</title>"), "{page}");
    assert!(page.contains("<p>body &amp; text</p>"), "{page}");
    // Nothing was written next to the folder.
    let beside: Vec<String> = std::fs::read_dir(env.home())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!beside.iter().any(|n| n.ends_with(".html")), "{beside:?}");
}

#[test]
fn export_names_from_hand_written_titles_with_nul_and_separators_stay_inside_the_folder() {
    let env = env();
    let row = json!({"id": "note_01KB0000000000000000000009", "kind": "note", "title": "a\u{0}b/../../c\\d",
        "html": "<p>x</p><script>alert(1)</script>", "createdAt": STAMP, "updatedAt": STAMP});
    env.write(FILE, format!("{row}\n"));
    let out = env.home().join("out");
    let listed = env.ok(&["note", "export", out.to_str().unwrap()]);
    assert_eq!(listed.trim(), out.join("a-b-c-d-note_01KB0000000000000000000009.html").display().to_string());
    let page = std::fs::read_to_string(out.join("a-b-c-d-note_01KB0000000000000000000009.html")).unwrap();
    assert!(!page.contains("<script"), "a hand-edited file is sanitised on export: {page}");
    assert!(!page.contains('\u{0}'), "{page:?}");
}

#[test]
fn status_counts_the_notes_of_each_assistant() {
    let env = env();
    add(&env, "A", "a");
    add(&env, "B", "b");
    let doc = env.run(&["status", "--json"]).expect_code(0).json();
    assert_eq!(doc["owners"][0]["notes"], 2, "{doc:#}");
    let human = env.ok(&["status"]);
    let line = human.lines().find(|l| l.starts_with(OWNER)).unwrap();
    assert!(line.ends_with("  2 notes"), "the human line counts them too: {human}");
}

// ---- the manage_note tool

/// A script call of manage_note with these arguments.
fn call(id: &str, args: Value) -> Value {
    json!({"tool_calls": [{"id": id, "name": "manage_note", "arguments": args}]})
}

/// Select a fresh script (its own file, so that it starts from its first reply).
fn script(env: &TestEnv, name: &str, replies: &[Value]) {
    let path = env.home().join(format!("{name}.jsonl"));
    std::fs::write(&path, crate::support::jsonl(replies)).unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", path.display()));
}

/// The output of the tool result with this call id.
fn output(env: &TestEnv, call_id: &str) -> (String, String) {
    let results = tool_results(&crate::support::chat::rows(env));
    let item = &results
        .iter()
        .find(|r| r["item"]["callId"] == call_id)
        .unwrap_or_else(|| panic!("{results:#?}"))["item"];
    (item["status"].as_str().unwrap().to_string(), item["output"].as_str().unwrap().to_string())
}

#[test]
fn the_tool_creates_lists_reads_and_updates_notes_in_a_scripted_turn() {
    let env = env();
    use_script(
        &env,
        &[
            call(
                "c1",
                json!({"action": "create", "title": "Spec", "format": "html",
                "content": "<h2>Goals</h2><p onmouseover=\"x()\">fast <img src=x onerror=alert(1)></p><script>evil()</script>"}),
            ),
            call("c2", json!({"action": "list"})),
            json!({"text": "saved"}),
        ],
    );
    chat(&env, &["write the spec down"]).expect_code(0);
    let (status, out) = output(&env, "c1");
    assert_eq!(status, "completed", "{out}");
    let created: Value = serde_json::from_str(&out).unwrap();
    let id = created["created"]["id"].as_str().unwrap().to_string();
    let html = rows(&env)[0]["html"].as_str().unwrap().to_string();
    assert_eq!(html, "<h2>Goals</h2><p>fast </p>");
    let (_, listed) = output(&env, "c2");
    let listed: Value = serde_json::from_str(&listed).unwrap();
    assert_eq!(listed["notes"], json!([{"id": id, "title": "Spec", "updatedAt": STAMP}]));
    assert_eq!(listed["total"], 1);

    let long = "word ".repeat(3000);
    script(
        &env,
        "second",
        &[
            call("c3", json!({"action": "update", "id": &id[..12], "content": long, "title": "Spec v2"})),
            call("c4", json!({"action": "read", "id": id})),
            call("c5", json!({"action": "read", "id": "note_NOPE1234"})),
            call("c6", json!({"action": "update", "id": id})),
            json!({"text": "updated"}),
        ],
    );
    chat(&env, &["make it longer"]).expect_code(0);
    assert_eq!(output(&env, "c3").0, "completed");
    assert_eq!(rows(&env)[0]["title"], "Spec v2");
    let (_, read) = output(&env, "c4");
    let read: Value = serde_json::from_str(&read).unwrap();
    assert_eq!(read["text"].as_str().unwrap().chars().count(), 8000);
    assert!(read["note"].as_str().unwrap().contains("clipped"), "{read}");
    let (status, out) = output(&env, "c5");
    assert_eq!(status, "failed");
    assert!(out.contains("there is no note"), "{out}");
    let (status, out) = output(&env, "c6");
    assert_eq!(status, "failed");
    assert!(out.contains("changes nothing"), "{out}");
}

#[test]
fn the_tool_asks_before_deleting_a_note_and_deletes_once_allowed() {
    let env = env();
    let id = add(&env, "Old", "x");
    use_script(&env, &[call("d1", json!({"action": "delete", "id": id})), json!({"text": "deleted"})]);
    chat(&env, &["delete the old note"]).expect_code(7);
    assert_eq!(pending_files(&env, OWNER).len(), 1);
    assert_eq!(rows(&env).len(), 1, "nothing is deleted while it waits");
    script(&env, "second", &[call("d2", json!({"action": "delete", "id": id})), json!({"text": "deleted"})]);
    chat(&env, &["--approve", "manage_note", "delete it now"]).expect_code(0);
    assert_eq!(output(&env, "d2").0, "completed");
    assert!(env.read(FILE).trim().is_empty(), "{}", env.read(FILE));
}

#[test]
fn the_tool_works_through_the_loopback_server_and_its_note_is_in_the_instructions() {
    let fake = FakeLlm::start(vec![
        openai_tool_call(
            "manage_note",
            r#"{"action":"create","title":"Minutes","content":"- [x](javascript:alert(1)) item"}"#,
        ),
        openai_sse_text(&["noted"]),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    chat(&env, &["keep the minutes"]).expect_code(0);
    let body = fake.body_json(0);
    let tools: Vec<&str> =
        body["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert!(tools.contains(&"manage_note"), "{tools:?}");
    assert!(system_text(&body, Api::OpenAi).contains("a document to keep ⇒ note"));
    let html = rows(&env)[0]["html"].as_str().unwrap().to_string();
    assert_eq!(html, "<ul>\n<li><a rel=\"noopener noreferrer\">x</a> item</li>\n</ul>\n");
    let second = fake.body_json(1);
    let last = messages(&second).into_iter().rev().find(|m| m["role"] == "tool").unwrap();
    assert!(last["content"].as_str().unwrap().contains("\"created\""), "{last}");
}

#[test]
fn show_json_and_edit_json_print_a_hand_written_rows_html_sanitised() {
    let env = env();
    let row = r#"{"id":"note_01KB0000000000000000000003","kind":"note","title":"E","html":"<script>alert(1)</script><p onclick=x>hi</p>","createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#;
    env.write(FILE, format!("{row}\n"));
    let shown = env.run(&["note", "show", "note_01KB0000000000000000000003", "--json"]).expect_code(0).json();
    let edited = env
        .run(&["note", "edit", "note_01KB0000000000000000000003", "--title", "F", "--json"])
        .expect_code(0)
        .json();
    for doc in [shown, edited] {
        let html = doc["html"].as_str().unwrap();
        assert!(!html.contains("script") && !html.contains("onclick"), "{doc}");
        assert!(html.contains("<p>hi</p>"), "{doc}");
    }
}

#[test]
fn markdown_images_keep_their_alt_text_and_url_and_a_bom_is_not_text() {
    let env = env();
    let id = add(
        &env,
        "I",
        "\u{feff}# BOM heading\n\nSee ![diagram](https://example.com/d.png) and ![](https://example.com/e.png).\n",
    );
    let html = env.ok(&["note", "show", &id]);
    assert!(html.starts_with("<h1>BOM heading</h1>"), "{html}");
    assert!(html.contains(">diagram</a>") && html.contains("href=\"https://example.com/d.png\""), "{html}");
    assert!(html.contains(">https://example.com/e.png</a>"), "{html}");
}

#[test]
fn a_title_over_200_characters_is_cut_with_a_warning() {
    let env = env();
    let long = "t".repeat(250);
    let run = env.run_stdin(&["note", "add", "--title", &long], "x");
    run.expect_code(0);
    assert!(run.stderr.contains("warning: the title is over 200 characters"), "{run:?}");
    assert_eq!(rows(&env)[0]["title"].as_str().unwrap().len(), 200);
    let id = rows(&env)[0]["id"].as_str().unwrap().to_string();
    let run = env.run(&["note", "edit", &id, "--title", &long]);
    run.expect_code(0);
    assert!(run.stderr.contains("cut to its first 200"), "{run:?}");
    let run = env.run_stdin(&["note", "add", "--title", "short"], "x");
    run.expect_code(0);
    assert!(!run.stderr.contains("warning"), "{run:?}");
}

#[test]
fn deeply_nested_html_and_markdown_are_added_and_shown_in_linear_time() {
    // 100 000 levels took minutes while each tag searched the whole stack of open elements;
    // now well under a second in release. The bound is generous for slow, debug-built runs.
    let env = env();
    let started = std::time::Instant::now();
    let path = env.home().join("d.html");
    std::fs::write(&path, "<div>".repeat(100_000) + "deep" + &"</div>".repeat(100_000)).unwrap();
    let id = env.ok(&["note", "add", "--title", "d", "--html", path.to_str().unwrap()]).trim().to_string();
    assert!(env.ok(&["note", "show", &id]).contains("deep"));
    let id = add(&env, "q", &("> ".repeat(100_000) + "quoted"));
    assert!(env.ok(&["note", "show", &id, "--text"]).contains("quoted"));
    assert!(started.elapsed().as_secs() < 60, "took {:?}", started.elapsed());
}

#[test]
fn an_edit_of_one_paragraph_keeps_inline_tags_definition_lists_odd_list_starts_and_html_blocks() {
    let env = env();
    let html = "<p>E=mc<sup>2</sup>, H<sub>2</sub>O, <u>u</u>, <mark>m</mark>, <ins>i</ins>, <s>s</s>, \
<span title=\"t\">sp</span></p><dl><dt>term</dt><dd>def</dd></dl><ol start=\"-3\"><li>a</li></ol>\
<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table><p>change me</p>";
    let id = env.ok_stdin(&["note", "add", "--html", "--title", "Tags"], html).trim_end().to_string();
    let stored =
        |env: &TestEnv| rows(env).into_iter().find(|r| r["id"] == id.as_str()).unwrap()["html"].clone();
    let before = stored(&env);
    let file = env.home().join("text.md");
    let mut last = String::new();
    for round in 0..2 {
        let text = env.ok(&["note", "show", "--text", &id]);
        std::fs::write(&file, text.replace("change me", "changed")).unwrap();
        env.ok(&["note", "edit", &id, "--from", file.to_str().unwrap()]);
        let after = stored(&env).as_str().unwrap().to_string();
        for kept in [
            "<sup>2</sup>",
            "<sub>2</sub>",
            "<u>u</u>",
            "<mark>m</mark>",
            "<ins>i</ins>",
            "<s>s</s>",
            "<span title=\"t\">sp</span>",
            "<dl><dt>term</dt><dd>def</dd></dl>",
            "<ol start=\"-3\"><li>a</li></ol>",
            "</table><table>",
            "<p>changed</p>",
        ] {
            assert!(after.contains(kept), "{kept} lost in round {round}: {after} (was {before})");
        }
        if round == 1 {
            assert_eq!(after, last, "a second edit of the same kind changes nothing else");
        }
        last = after;
    }
}

#[test]
fn a_note_whose_html_would_be_over_4_mib_is_refused_and_nothing_is_written() {
    let env = env();
    let before = env.snapshot();
    // 1 MiB of `&` is 5 MiB of `&amp;` as HTML.
    env.run_stdin(&["note", "add", "--title", "amps"], "&".repeat(1024 * 1024))
        .expect_error(2, "as HTML; a note holds at most 4194304 (4 MiB)");
    before.assert_unchanged(&env.snapshot(), "a refused add");
}

#[test]
fn a_row_over_4_mib_written_by_the_app_is_shown_and_edited_but_never_cut() {
    let env = env();
    env.set_var("TMPDIR", env.home().to_str().unwrap());
    // ~5 MiB of HTML, written by the OkBot app (which has no size limit).
    let html: String =
        (0..100_000).map(|i| format!("<p>para {i} with some words &amp; more to fill it</p>")).collect();
    assert!(html.len() > 5 * 1024 * 1024, "{}", html.len());
    let id = "note_01KBIG0000000000000000000A";
    let row = json!({"id": id, "kind": "note", "title": "Big", "html": html, "createdAt": STAMP, "updatedAt": STAMP});
    env.write(FILE, format!("{row}\n"));
    assert_eq!(env.ok(&["note", "show", id]), format!("{html}\n"));
    let text = env.ok(&["note", "show", "--text", id]);
    assert!(text.len() > 4 * 1024 * 1024 && text.contains("para 99999 with"), "{}", text.len());
    // Its own text form given back: unchanged, as with a note under the limit.
    let file = env.home().join("big.md");
    std::fs::write(&file, &text).unwrap();
    let before = env.snapshot();
    let run = env.run(&["note", "edit", id, "--from", file.to_str().unwrap()]);
    run.expect_code(0);
    assert!(run.stderr.contains("the text is unchanged"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "an unchanged --from of a big note");
    // An edit that leaves it over the limit is refused, the row as it was, the text kept.
    env.set_var("EDITOR", "sed -i s/^para\\ 7\\ /PARA\\ 7\\ /");
    let run = env.run(&["note", "edit", id]);
    run.expect_error(2, "a note holds at most 4194304 (4 MiB)");
    before.assert_unchanged(&env.snapshot(), "a refused edit of a big note");
    let line = run.stderr.lines().find(|l| l.starts_with("hint: your text is in `")).expect("a hint");
    let kept = std::fs::read_to_string(line.split('`').nth(1).unwrap()).unwrap();
    assert!(kept.contains("\n\nPARA 7 with") && kept.len() == text.len(), "the edit is kept whole");
    // An edit that cuts it under the limit is saved.
    env.set_var("EDITOR", "sed -i /^para\\ [0-9]*[02468]\\ /d");
    env.ok(&["note", "edit", id]);
    let stored = rows(&env)[0]["html"].as_str().unwrap().to_string();
    assert!(stored.len() <= 4 * 1024 * 1024 && stored.contains("<p>para 99999 with"), "{}", stored.len());
    assert!(!stored.contains("<p>para 99998 with"));
}
