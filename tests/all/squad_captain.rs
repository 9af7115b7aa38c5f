//! Squads that work as a team (issue #15): the captain delegates to members through
//! `ask_<name>` tools; each call is a nested run of the member (its own persona, memories,
//! tools; the task as its only message); the transcript keeps the OkBot app's speaker
//! convention. Driven by the loopback server (OpenAI and Anthropic) and the offline provider.

use crate::support::chat::*;
use crate::support::fake_llm::{FakeLlm, Reply, json_reply, openai_tool_calls, server_error};
use crate::support::{TestEnv, pending_files, write_script};
use serde_json::{Value, json};

const SQUAD: &str = "squad_20261129_001";

/// Ann (writer, pinned memory about teal) and Bob (checker, pinned memory about plums), in
/// squad Team.
fn team(env: &TestEnv) -> (String, String) {
    let ann = env.ok(&["assistant", "create", "Ann", "--description", "writes drafts"]).trim().to_string();
    let bob = env.ok(&["assistant", "create", "Bob"]).trim().to_string();
    env.ok(&["memory", "add", "-a", "Ann", "--pin", "Ann's favourite colour is teal"]);
    env.ok(&["memory", "add", "-a", "Bob", "--pin", "Bob grows plums in the garden"]);
    let id = env.ok(&["squad", "create", "Team", "-m", "Ann:writer", "-m", "Bob:checker"]);
    assert_eq!(id.trim(), SQUAD);
    (ann, bob)
}

/// Every row of the squad's session.
fn squad_rows(env: &TestEnv) -> Vec<Value> {
    env.session_rows(SQUAD)
}

/// The messages people see, as (speaker, text).
fn said(rows: &[Value]) -> Vec<(String, String)> {
    rows.iter()
        .filter(|r| r["item"]["type"] == "message")
        .map(|r| {
            let who = r["meta"]["speakerBotId"].as_str().unwrap_or(r["item"]["role"].as_str().unwrap_or("?"));
            (who.to_string(), r["item"]["content"].as_str().unwrap_or("").to_string())
        })
        .collect()
}

fn anthropic_tool_uses(calls: &[(&str, &str, Value)]) -> Reply {
    let content: Vec<Value> = calls
        .iter()
        .map(|(id, name, input)| json!({"type": "tool_use", "id": id, "name": name, "input": input}))
        .collect();
    json_reply(
        200,
        json!({"id": "msg_fake", "type": "message", "role": "assistant", "model": "fake-model",
               "content": content, "stop_reason": "tool_use", "stop_sequence": null,
               "usage": {"input_tokens": 10, "output_tokens": 5}}),
    )
}

fn text_reply(api: Api, text: &str) -> Reply {
    match api {
        Api::OpenAi => crate::support::fake_llm::openai_text_with_usage(text, 10, 5),
        Api::Anthropic => crate::support::fake_llm::anthropic_text(text),
    }
}

fn ask_both(api: Api) -> Reply {
    match api {
        Api::OpenAi => openai_tool_calls(&[
            ("call_a", "ask_ann", r#"{"task":"draft a haiku about rain"}"#),
            ("call_b", "ask_bob", r#"{"task":"list three rhymes for rain"}"#),
        ]),
        Api::Anthropic => anthropic_tool_uses(&[
            ("call_a", "ask_ann", json!({"task": "draft a haiku about rain"})),
            ("call_b", "ask_bob", json!({"task": "list three rhymes for rain"})),
        ]),
    }
}

/// The text of every message of a request body, whatever the API (system included).
fn body_text(body: &Value) -> String {
    body.to_string()
}

/// Which of requests 1 and 2 (the members' runs, in either order) was Ann's.
fn ann_request(fake: &FakeLlm) -> usize {
    let first = body_text(&fake.body_json(1));
    if first.contains("draft a haiku") { 1 } else { 2 }
}

fn two_members_in_one_response(api: Api) {
    let fake = FakeLlm::start(vec![
        ask_both(api),
        text_reply(api, "first member answer"),
        text_reply(api, "second member answer"),
        text_reply(api, "Here is the team's work."),
    ]);
    let env = fake_env(&fake, api);
    let (ann, bob) = team(&env);
    env.say("Team", "an earlier squad message about secret-squirrel");
    let run = chat(&env, &["-a", "Team", "write about rain"]);
    run.expect_code(0);
    assert_eq!(run.stdout.trim(), "Here is the team's work.", "{run:?}");
    assert_eq!(fake.requests().len(), 4);

    // The captain's request: its persona, the roster with roles, one ask tool per member.
    let captain = body_text(&fake.body_json(0));
    assert!(captain.contains("captain of the squad Team"), "{captain}");
    assert!(captain.contains("Ann — writer"), "{captain}");
    assert!(captain.contains("ask_ann") && captain.contains("ask_bob"), "{captain}");
    assert!(captain.contains("Playbook"), "{captain}");

    // Isolation: a member's request has its task only, its own memories, not the squad's
    // transcript nor the other member's memories.
    let a = ann_request(&fake);
    let b = 3 - a;
    let ann_body = body_text(&fake.body_json(a));
    assert!(ann_body.contains("draft a haiku about rain"), "{ann_body}");
    assert!(ann_body.contains("teal"), "Ann's own memory is recalled: {ann_body}");
    assert!(!ann_body.contains("plums"), "not Bob's memory: {ann_body}");
    assert!(!ann_body.contains("secret-squirrel") && !ann_body.contains("write about rain"), "{ann_body}");
    assert!(!ann_body.contains("ask_bob"), "members do not ask each other: {ann_body}");
    let bob_body = body_text(&fake.body_json(b));
    assert!(bob_body.contains("plums") && !bob_body.contains("teal"), "{bob_body}");

    // The captain's second request has both results, in call order, each the member's own.
    let replies = ["first member answer", "second member answer"];
    let (ann_said, bob_said) = (replies[a - 1], replies[b - 1]);
    let last = body_text(&fake.body_json(3));
    let (pa, pb) = (last.find(ann_said).unwrap(), last.find(bob_said).unwrap());
    assert!(last.find("call_a").unwrap() < last.find("call_b").unwrap());
    assert!(pa < pb, "results keep call order: {last}");

    // The transcript: user, then ask/reply per exchange, then the captain's answer.
    let rows = squad_rows(&env);
    let shown: Vec<(String, String)> = said(&rows).into_iter().skip(1).collect();
    assert_eq!(
        shown,
        vec![
            ("user".to_string(), "write about rain".to_string()),
            ("__captain__".to_string(), "Asked Ann:\ndraft a haiku about rain".to_string()),
            (ann.clone(), ann_said.to_string()),
            ("__captain__".to_string(), "Asked Bob:\nlist three rhymes for rain".to_string()),
            (bob.clone(), bob_said.to_string()),
            ("__captain__".to_string(), "Here is the team's work.".to_string()),
        ]
    );
    // The reply rows carry the member's usage; no member tool rows are in the squad session.
    let reply = rows.iter().find(|r| r["meta"]["speakerBotId"] == ann.as_str()).unwrap();
    assert!(reply["meta"]["usage"].is_object(), "{reply}");
    let tool_names: Vec<&str> = rows.iter().filter_map(|r| r["item"]["name"].as_str()).collect();
    assert!(tool_names.iter().all(|n| n.starts_with("ask_")), "{tool_names:?}");

    // session show says who said what; --json carries the speaker.
    let shown = env.ok(&["session", "show", "-a", "Team"]);
    assert!(shown.contains("captain: Asked Ann:"), "{shown}");
    assert!(shown.contains(&format!("Ann: {ann_said}")), "{shown}");
    let doc: Value = serde_json::from_str(&env.ok(&["--json", "session", "show", "-a", "Team"])).unwrap();
    let speakers: Vec<&str> = doc.as_array().unwrap().iter().filter_map(|r| r["speaker"].as_str()).collect();
    assert_eq!(speakers, ["__captain__", ann.as_str(), "__captain__", bob.as_str(), "__captain__"]);
}

#[test]
fn openai_captain_asks_two_members_at_once_and_gets_both_replies_in_order() {
    two_members_in_one_response(Api::OpenAi);
}

#[test]
fn anthropic_captain_asks_two_members_at_once_and_gets_both_replies_in_order() {
    two_members_in_one_response(Api::Anthropic);
}

#[test]
fn a_failing_member_becomes_an_error_result_and_the_captain_still_answers() {
    let fake = FakeLlm::start(vec![
        openai_tool_calls(&[("call_a", "ask_ann", r#"{"task":"draft it"}"#)]),
        server_error(500),
        server_error(500),
        server_error(500),
        text_reply(Api::OpenAi, "Ann is unavailable; here is my own answer."),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    team(&env);
    let run = chat(&env, &["-a", "Team", "write"]);
    run.expect_code(0);
    assert_eq!(run.stdout.trim(), "Ann is unavailable; here is my own answer.");
    let rows = squad_rows(&env);
    let result = rows.iter().find(|r| r["item"]["type"] == "function_call_result").unwrap();
    assert_eq!(result["item"]["status"], "failed", "{result}");
    assert!(result["item"]["output"].as_str().unwrap().contains("Ann could not finish"), "{result}");
    let last = body_text(&fake.body_json(fake.requests().len() - 1));
    assert!(last.contains("Ann could not finish"), "the captain read the failure: {last}");
}

#[test]
fn a_member_reply_cut_at_the_token_limit_goes_to_the_captain_with_a_warning() {
    let cut = json_reply(
        200,
        json!({"id": "chatcmpl-fake", "object": "chat.completion", "created": 1_700_000_000, "model": "fake-model",
               "choices": [{"index": 0, "message": {"role": "assistant", "content": "A haiku cut sho"},
                            "finish_reason": "length"}]}),
    );
    let fake = FakeLlm::start(vec![
        openai_tool_calls(&[("call_a", "ask_ann", r#"{"task":"draft it"}"#)]),
        cut,
        text_reply(Api::OpenAi, "Here is what Ann sent."),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    team(&env);
    let run = chat(&env, &["-a", "Team", "write"]);
    run.expect_code(0);
    assert_eq!(run.stdout.trim(), "Here is what Ann sent.");
    let warning = run
        .stderr
        .lines()
        .find(|l| l.contains("cut off at the token limit"))
        .unwrap_or_else(|| panic!("{run:?}"));
    assert!(warning.contains("maxTokens"), "{warning}");
    let last = body_text(&fake.body_json(2));
    assert!(last.contains("A haiku cut sho"), "the captain read the cut reply: {last}");
}

#[test]
fn the_offline_captain_asks_every_member_and_joins_their_replies() {
    let env = TestEnv::initialized();
    let (ann, bob) = team(&env);
    let out = env.ok(&["chat", "-a", "Team", "--model", "offline", "plan a picnic"]);
    assert!(out.contains("Ann: (offline)") && out.contains("Bob: (offline)"), "{out}");
    assert!(out.contains("You said: plan a picnic"), "{out}");
    let who: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(w, _)| w).collect();
    assert_eq!(who, ["user", "__captain__", ann.as_str(), "__captain__", bob.as_str(), "__captain__"]);

    // --jsonl: one squad.message line per exchange row, with its speaker.
    let out = env.ok(&["chat", "-a", "Team", "--model", "offline", "--jsonl", "again"]);
    let lines: Vec<Value> = crate::support::parse_lines(&out);
    let said_lines: Vec<(&str, &str, &str)> = lines
        .iter()
        .filter(|l| l["type"] == "squad.message")
        .map(|l| (l["kind"].as_str().unwrap(), l["speaker"].as_str().unwrap(), l["member"].as_str().unwrap()))
        .collect();
    assert_eq!(
        said_lines,
        [
            ("ask", "__captain__", "Ann"),
            ("reply", ann.as_str(), "Ann"),
            ("ask", "__captain__", "Bob"),
            ("reply", bob.as_str(), "Bob")
        ]
    );
    let ids: Vec<&str> = lines.iter().filter_map(|l| l["rowId"].as_str()).collect();
    let rows = squad_rows(&env);
    for id in ids {
        let row = rows.iter().find(|r| r["id"] == id).unwrap();
        assert!(row["meta"]["speakerBotId"].is_string(), "{row}");
    }
}

#[test]
fn an_offline_script_plays_lines_for_the_captain_and_for_each_member() {
    let env = TestEnv::initialized();
    let (ann, bob) = team(&env);
    set(&env, "squads.maxConcurrent", "1");
    let script = write_script(
        &env,
        &[
            json!({"for": SQUAD, "tool_calls": [
                {"id": "c1", "name": "ask_ann", "arguments": {"task": "one"}},
                {"id": "c2", "name": "ask_bob", "arguments": {"task": "two"}}]}),
            json!({"for": ann, "text": "ann says one"}),
            json!({"for": bob, "text": "bob says two"}),
            json!({"for": SQUAD, "text": "captain sums up"}),
        ],
    );
    let out = env.ok(&["chat", "-a", "Team", "--model", &format!("offline:script={script}"), "go"]);
    assert_eq!(out.trim(), "captain sums up");
    let texts: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        texts,
        ["go", "Asked Ann:\none", "ann says one", "Asked Bob:\ntwo", "bob says two", "captain sums up"]
    );
}

#[test]
fn a_member_call_waiting_for_approval_parks_the_squad_turn_and_resume_finishes_it() {
    let env = TestEnv::initialized();
    let (ann, _bob) = team(&env);
    set(&env, "tools.search_history.approval", "ask");
    let script = write_script(
        &env,
        &[
            json!({"for": SQUAD, "tool_calls": [{"id": "c1", "name": "ask_ann", "arguments": {"task": "find it"}}]}),
            json!({"for": ann, "tool_calls": [{"id": "m1", "name": "search_history", "arguments": {"query": "x"}}]}),
            json!({"for": ann, "text": "ann found it"}),
            json!({"for": SQUAD, "text": "done: ann found it"}),
        ],
    );
    let model = format!("offline:script={script}");
    let run = chat(&env, &["-a", "Team", "--model", &model, "look"]);
    run.expect_code(7);
    let files = pending_files(&env, SQUAD);
    assert_eq!(files.len(), 1, "{files:?}");
    let p = env.json_file(&format!("{SQUAD}/pending/{}", files[0]));
    assert_eq!(p["name"], "search_history");
    assert!(p["description"].as_str().unwrap().starts_with("Ann:"), "{p}");
    // Only the ask row so far: no reply, no result.
    let texts: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(_, t)| t).collect();
    assert_eq!(texts, ["look", "Asked Ann:\nfind it"]);

    let id = files[0].strip_suffix(".json").unwrap();
    env.ok(&["approvals", "allow", id]);
    let out = env.ok(&["chat", "-a", "Team", "--resume"]);
    assert_eq!(out.trim(), "done: ann found it");
    assert!(pending_files(&env, SQUAD).is_empty());
    let rows = squad_rows(&env);
    let texts: Vec<(String, String)> = said(&rows);
    assert_eq!(texts[2], (ann.clone(), "ann found it".to_string()));
    assert_eq!(texts[3], ("__captain__".to_string(), "done: ann found it".to_string()));
    let result = rows.iter().find(|r| r["item"]["type"] == "function_call_result").unwrap();
    assert_eq!(
        (result["item"]["callId"].as_str(), result["item"]["status"].as_str()),
        (Some("c1"), Some("completed"))
    );
    assert!(
        !rows.iter().any(|r| r["item"]["name"] == "search_history"),
        "the member's own tool rows stay out of the squad session"
    );
}

#[test]
fn context_show_gives_the_captains_view_and_a_members_nested_request() {
    let env = TestEnv::initialized();
    team(&env);
    env.say("Team", "squad chatter about secret-squirrel");
    let captain = env.ok(&["context", "show", "-a", "Team"]);
    assert!(captain.contains("captain of the squad Team") && captain.contains("`ask_bob`"), "{captain}");
    assert!(captain.contains("secret-squirrel"), "{captain}");
    let member = env.ok(&["context", "show", "-a", "Team", "--member", "Ann", "--task", "summarise rain"]);
    assert!(member.contains("You are Ann"), "{member}");
    assert!(member.contains("writer of the squad Team"), "{member}");
    assert!(member.contains("teal") && !member.contains("plums"), "{member}");
    assert!(!member.contains("secret-squirrel"), "{member}");
    assert!(member.trim_end().ends_with("[user] summarise rain"), "{member}");
    let run = env.run(&["context", "show", "-a", "Ann", "--member", "Bob", "--task", "x"]);
    run.expect_code(2);
}

#[test]
fn squad_show_lists_roles_and_set_role_changes_one() {
    let env = TestEnv::initialized();
    let (_ann, bob) = team(&env);
    env.ok(&["squad", "set-role", "Team", "Bob", "reviewer"]);
    let shown = env.ok(&["squad", "show", "Team"]);
    assert!(shown.contains(&format!("{bob} Bob — reviewer")), "{shown}");
    assert!(shown.contains("Ann — writer"), "{shown}");
    let run = env.run(&["squad", "set-role", "Team", "Nobody", "x"]);
    assert_ne!(run.code, Some(0));
    env.ok(&["assistant", "create", "Cat"]);
    let run = env.run(&["squad", "set-role", "Team", "Cat", "x"]);
    run.expect_code(2);
    assert!(run.stderr.contains("not a member"), "{run:?}");
}

#[test]
fn tool_names_follow_the_rules_for_chinese_and_duplicate_names() {
    let env = TestEnv::initialized();
    env.ok(&["assistant", "create", "李雷"]);
    env.ok(&["assistant", "create", "韩梅梅"]);
    env.ok(&["assistant", "create", "Ann"]);
    env.ok(&["assistant", "create", "ANN!"]);
    env.ok(&["squad", "create", "Mix", "-m", "李雷", "-m", "韩梅梅", "-m", "Ann", "-m", "ANN!"]);
    let shown = env.ok(&["context", "show", "-a", "Mix"]);
    for tool in ["`ask_member_1`", "`ask_member_2`", "`ask_ann`", "`ask_ann_2`"] {
        assert!(shown.contains(tool), "{tool} in {shown}");
    }
    let out = env.ok(&["chat", "-a", "Mix", "--model", "offline", "hi"]);
    assert!(out.contains("李雷: (offline)") && out.contains("ANN!: (offline)"), "{out}");
}

#[test]
fn a_member_past_member_max_turns_is_a_failed_result_and_the_captain_goes_on() {
    let env = TestEnv::initialized();
    let (ann, _bob) = team(&env);
    set(&env, "squads.memberMaxTurns", "1");
    let script = write_script(
        &env,
        &[
            json!({"for": SQUAD, "tool_calls": [{"id": "c1", "name": "ask_ann", "arguments": {"task": "dig"}}]}),
            json!({"for": ann, "tool_calls": [{"id": "m1", "name": "search_history", "arguments": {"query": "x"}}]}),
            json!({"for": SQUAD, "text": "Ann ran out of turns"}),
        ],
    );
    let out = env.ok(&["chat", "-a", "Team", "--model", &format!("offline:script={script}"), "go"]);
    assert_eq!(out.trim(), "Ann ran out of turns");
    let rows = squad_rows(&env);
    let result = rows.iter().find(|r| r["item"]["type"] == "function_call_result").unwrap();
    assert_eq!(result["item"]["status"], "failed");
    let output = result["item"]["output"].as_str().unwrap();
    assert!(output.contains("Ann could not finish") && output.contains("squad.memberMaxTurns"), "{output}");
}

#[test]
fn the_captain_stops_at_captain_max_turns() {
    let env = TestEnv::initialized();
    team(&env);
    set(&env, "squad.captainMaxTurns", "1");
    set(&env, "maxTurns", "50");
    let out = env.run(&["chat", "-a", "Team", "--model", "offline", "go"]);
    assert_ne!(out.code, Some(0), "{out:?}");
    assert!(out.stderr.contains("squad.captainMaxTurns"), "{out:?}");
}

#[test]
fn a_squad_session_compresses_and_the_captain_view_leaves_exchange_rows_out() {
    let env = TestEnv::initialized();
    team(&env);
    for i in 0..6 {
        env.ok(&["chat", "-a", "Team", "--model", "offline", &format!("question number {i}")]);
    }
    let doc: Value = serde_json::from_str(&env.ok(&["--json", "compress", "-a", "Team", "--now"])).unwrap();
    let summary = env.json_file(&format!("{SQUAD}/session-summary.json"));
    let covered = summary["coveredThroughId"].as_str().unwrap_or_else(|| panic!("{doc:#} {summary:#}"));
    assert!(!covered.is_empty());
    assert!(env.exists(&format!("{SQUAD}/compactions.jsonl")));
    // The covered row is a message people see (user, or an assistant row with a speaker).
    let rows = squad_rows(&env);
    let row = rows.iter().find(|r| r["id"] == covered).unwrap();
    assert!(row["item"]["role"] == "user" || row["meta"]["speakerBotId"].is_string(), "{row}");
    let view: Value = serde_json::from_str(&env.ok(&["--json", "context", "show", "-a", "Team"])).unwrap();
    let ids: Vec<&str> = view["items"].as_array().unwrap().iter().filter_map(|i| i["id"].as_str()).collect();
    assert!(!ids.is_empty());
    assert!(ids.iter().all(|id| !id.starts_with("ask_") && !id.starts_with("reply_")), "{ids:?}");
    let summary_block = view["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "summary").unwrap();
    assert!(!summary_block["text"].as_str().unwrap().is_empty());
}

/// A loopback OpenAI-compatible server that answers every request on its own thread after
/// `delay_ms`, and counts how many requests were in flight at once: the captain's first
/// request gets two ask calls, its second the final text, a member's request its answer.
struct ParallelServer {
    url: String,
    peak: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

fn parallel_server(delay_ms: u64) -> ParallelServer {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let (now, peak) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let peak_out = Arc::clone(&peak);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (now, peak) = (Arc::clone(&now), Arc::clone(&peak));
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut len = 0;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line.trim().is_empty() {
                        break;
                    }
                    if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                        len = v.trim().parse().unwrap_or(0);
                    }
                }
                let mut body = vec![0; len];
                let _ = reader.read_exact(&mut body);
                let body = String::from_utf8_lossy(&body).to_string();
                let in_flight = now.fetch_add(1, Ordering::SeqCst) + 1;
                peak.fetch_max(in_flight, Ordering::SeqCst);
                std::thread::sleep(std::time::Duration::from_millis(delay_ms));
                now.fetch_sub(1, Ordering::SeqCst);
                let message = if !body.contains("captain of the squad") {
                    json!({"role": "assistant", "content": "member answer"})
                } else if body.contains("call_a") {
                    json!({"role": "assistant", "content": "all done"})
                } else {
                    let call = |id: &str, name: &str| json!({"id": id, "type": "function", "function": {"name": name, "arguments": "{\"task\":\"t\"}"}});
                    json!({"role": "assistant", "content": null, "tool_calls": [call("call_a", "ask_ann"), call("call_b", "ask_bob")]})
                };
                let reply = json!({"id": "x", "object": "chat.completion", "created": 1, "model": "m",
                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]})
                .to_string();
                let mut stream = stream;
                let _ = write!(
                    stream,
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
                    reply.len()
                );
            });
        }
    });
    ParallelServer { url, peak: peak_out }
}

#[test]
fn members_asked_in_one_answer_run_at_the_same_time_up_to_max_concurrent() {
    for (width, expected) in [("3", 2), ("1", 1)] {
        let server = parallel_server(300);
        let env = TestEnv::initialized();
        add_provider(&env, &server.url, "chat-completions");
        team(&env);
        set(&env, "squad.maxConcurrent", width);
        let out = env.ok(&["chat", "-a", "Team", "go"]);
        assert_eq!(out.trim(), "all done");
        assert_eq!(server.peak.load(std::sync::atomic::Ordering::SeqCst), expected, "maxConcurrent {width}");
        let replies: Vec<String> =
            said(&squad_rows(&env)).into_iter().map(|(_, t)| t).filter(|t| t == "member answer").collect();
        assert_eq!(replies.len(), 2);
    }
}

#[test]
fn a_squad_holds_tasks_schedules_and_notes_and_a_tick_fires_a_captain_turn() {
    let env = TestEnv::initialized();
    let (ann, bob) = team(&env);
    env.ok(&["task", "add", "-a", "Team", "Ship it"]);
    assert!(env.ok(&["task", "list", "-a", "Team"]).contains("Ship it"));
    env.ok_stdin(&["note", "add", "-a", "Team", "--title", "Plan", "-"], "the plan");
    assert!(env.ok(&["note", "list", "-a", "Team"]).contains("Plan"));
    env.set_var("OKBOT_MODEL", "offline");
    env.ok(&["schedule", "add", "-a", "Team", "every 15 m", "check the news"]);
    let run = env.run_at("2026-11-29T23:59:00Z", &["schedule", "tick"]);
    run.expect_code(0);
    let who: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(w, _)| w).collect();
    assert_eq!(
        who,
        ["user", "__captain__", ann.as_str(), "__captain__", bob.as_str(), "__captain__"],
        "{run:?}"
    );
    let texts: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(_, t)| t).collect();
    assert_eq!(texts[1], "Asked Ann:\ncheck the news");
}

#[test]
fn a_captain_persona_and_playbook_the_okbot_app_wrote_under_squad_are_the_captains() {
    let env = TestEnv::initialized();
    team(&env);
    let mut doc = env.json_file("settings.json");
    doc["squad"] = json!({"captainPersona": "I am the app's captain.", "playbook": "Ask Ann first."});
    env.write("settings.json", doc.to_string());
    let shown = env.ok(&["context", "show", "-a", "Team"]);
    assert!(shown.contains("I am the app's captain.") && shown.contains("Ask Ann first."), "{shown}");
    // okbot's older spelling still works on the command line and lands in the same section.
    env.ok(&["settings", "set", "squads.playbook", "Ask Bob first."]);
    let shown = env.ok(&["context", "show", "-a", "Team"]);
    assert!(shown.contains("Ask Bob first.") && !shown.contains("Ask Ann first."), "{shown}");
}

/// The hits memory.meta.json gives the memory with this text (`owner`: an assistant's id, or
/// `None` for a global memory); 0 when the file has none.
fn hits_of(env: &TestEnv, owner: Option<&str>, text: &str) -> u64 {
    let mut args = vec!["--json", "memory", "list"];
    if let Some(id) = owner {
        args.extend(["-a", id]);
    }
    let list: Value = serde_json::from_str(&env.ok(&args)).unwrap();
    let row =
        list.as_array().unwrap().iter().find(|r| r["memory"] == text).unwrap_or_else(|| panic!("{list}"));
    let meta = match owner {
        Some(id) => format!("{id}/memory.meta.json"),
        None => "memory.meta.json".to_string(),
    };
    if !env.exists(&meta) {
        return 0;
    }
    env.json_file(&meta)[row["id"].as_str().unwrap()]["hits"].as_u64().unwrap_or(0)
}

#[test]
fn a_member_that_answers_gives_its_recalled_memories_a_hit_and_a_failed_member_does_not() {
    let env = TestEnv::initialized();
    let (ann, bob) = team(&env);
    env.ok(&["memory", "add", "--pin", "The user lives in Oslo"]);
    let script = write_script(
        &env,
        &[
            json!({"for": SQUAD, "tool_calls": [
                {"id": "c1", "name": "ask_ann", "arguments": {"task": "one"}},
                {"id": "c2", "name": "ask_bob", "arguments": {"task": "two"}}]}),
            // Ann's model answers nothing: her run fails.
            json!({"for": ann, "text": ""}),
            json!({"for": bob, "text": "bob says two"}),
            json!({"for": SQUAD, "text": "captain sums up"}),
        ],
    );
    let out = env.ok(&["chat", "-a", "Team", "--model", &format!("offline:script={script}"), "go"]);
    assert_eq!(out.trim(), "captain sums up");
    assert_eq!(hits_of(&env, Some(&bob), "Bob grows plums in the garden"), 1, "Bob answered");
    assert_eq!(hits_of(&env, Some(&ann), "Ann's favourite colour is teal"), 0, "Ann failed");
    // The captain and Bob both carried the global memory: one hit for the turn, as a chat turn
    // gives one however many of its requests carried it.
    assert_eq!(hits_of(&env, None, "The user lives in Oslo"), 1);

    // The offline captain asks both; both answer: each earns its own hit, the global one one more.
    env.ok(&["chat", "-a", "Team", "--model", "offline", "again"]);
    assert_eq!(hits_of(&env, Some(&ann), "Ann's favourite colour is teal"), 1);
    assert_eq!(hits_of(&env, Some(&bob), "Bob grows plums in the garden"), 2);
    assert_eq!(hits_of(&env, None, "The user lives in Oslo"), 2);

    // --no-evolve: no hits for the members nor for the captain's recall.
    env.ok(&["chat", "-a", "Team", "--model", "offline", "--no-evolve", "once more"]);
    assert_eq!(hits_of(&env, Some(&ann), "Ann's favourite colour is teal"), 1);
    assert_eq!(hits_of(&env, Some(&bob), "Bob grows plums in the garden"), 2);
    assert_eq!(hits_of(&env, None, "The user lives in Oslo"), 2);
}

#[test]
fn the_captain_counts_its_global_recall_as_a_chat_turn_does() {
    let env = TestEnv::initialized();
    let (ann, bob) = team(&env);
    env.ok(&["memory", "add", "--pin", "The user lives in Oslo"]);
    // The captain answers without asking anyone: only its own recall counts.
    let script = write_script(&env, &[json!({"for": SQUAD, "text": "no need to ask"})]);
    env.ok(&["chat", "-a", "Team", "--model", &format!("offline:script={script}"), "hi"]);
    assert_eq!(hits_of(&env, None, "The user lives in Oslo"), 1);
    assert_eq!(hits_of(&env, Some(&ann), "Ann's favourite colour is teal"), 0);
    assert_eq!(hits_of(&env, Some(&bob), "Bob grows plums in the garden"), 0);
    // A plain chat turn counts the same way.
    env.ok(&["chat", "-a", "Ann", "--model", "offline", "hi"]);
    assert_eq!(hits_of(&env, None, "The user lives in Oslo"), 2);
    assert_eq!(hits_of(&env, Some(&ann), "Ann's favourite colour is teal"), 1);
}

/// A captain that asks Ann once, and Ann's answer with two calls that both wait for approval
/// (saving a note, searching earlier messages).
fn two_waiting_calls(env: &TestEnv) -> Vec<String> {
    set(env, "tools.manage_note.approval", "ask");
    set(env, "tools.search_history.approval", "ask");
    let run = chat(env, &["-a", "Team", "save and look"]);
    run.expect_code(7);
    assert!(run.stderr.contains("waiting for your approval"), "{run:?}");
    let mut files = pending_files(env, SQUAD);
    files.sort();
    assert_eq!(files.len(), 2, "one request per waiting call: {files:?}");
    let mut by_name: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            let p = env.json_file(&format!("{SQUAD}/pending/{f}"));
            assert!(p["description"].as_str().unwrap().starts_with("Ann:"), "{p}");
            (p["name"].as_str().unwrap().to_string(), f.strip_suffix(".json").unwrap().to_string())
        })
        .collect();
    by_name.sort();
    assert_eq!(by_name[0].0, "manage_note");
    assert_eq!(by_name[1].0, "search_history");
    vec![by_name[0].1.clone(), by_name[1].1.clone()]
}

fn two_waiting_calls_llm() -> FakeLlm {
    FakeLlm::start(vec![
        openai_tool_calls(&[("call_a", "ask_ann", r#"{"task":"save a note, then search"}"#)]),
        openai_tool_calls(&[
            ("m1", "manage_note", r#"{"action":"create","title":"Rain","content":"drops"}"#),
            ("m2", "search_history", r#"{"query":"rain"}"#),
        ]),
        text_reply(Api::OpenAi, "ann: saved it, could not search"),
        text_reply(Api::OpenAi, "done: the note is saved"),
    ])
}

/// The tool results of an OpenAI request, as (call id, content).
fn tool_results(body: &Value) -> Vec<(String, String)> {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| (m["tool_call_id"].as_str().unwrap().to_string(), m["content"].to_string()))
        .collect()
}

#[test]
fn every_waiting_call_of_a_member_answer_parks_and_resume_gives_the_member_all_results() {
    let fake = two_waiting_calls_llm();
    let env = fake_env(&fake, Api::OpenAi);
    team(&env);
    let [note, search] = <[String; 2]>::try_from(two_waiting_calls(&env)).unwrap();
    assert_eq!(fake.requests().len(), 2);
    env.ok(&["approvals", "allow", &note]);
    env.ok(&["approvals", "deny", &search]);
    let out = env.ok(&["chat", "-a", "Team", "--resume"]);
    assert_eq!(out.trim(), "done: the note is saved");
    assert!(pending_files(&env, SQUAD).is_empty());
    assert_eq!(fake.requests().len(), 4);

    // Ann's next request carries both results, in call order: one ran, one was declined.
    let ann = fake.body_json(2);
    let results = tool_results(&ann);
    assert_eq!(results.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(), ["m1", "m2"], "{ann}");
    assert!(!results[0].1.contains("declined"), "{results:?}");
    assert!(results[1].1.contains("declined"), "{results:?}");
    assert!(env.ok(&["note", "list", "-a", "Ann"]).contains("Rain"));
    // The captain read Ann's reply as its ask result.
    let captain = body_text(&fake.body_json(3));
    assert!(captain.contains("ann: saved it, could not search"), "{captain}");
    let texts: Vec<String> = said(&squad_rows(&env)).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        texts,
        [
            "save and look",
            "Asked Ann:\nsave a note, then search",
            "ann: saved it, could not search",
            "done: the note is saved"
        ]
    );
}

#[test]
fn a_partly_decided_member_answer_runs_the_decided_call_and_waits_for_the_rest() {
    let fake = two_waiting_calls_llm();
    let env = fake_env(&fake, Api::OpenAi);
    team(&env);
    let [note, search] = <[String; 2]>::try_from(two_waiting_calls(&env)).unwrap();

    // Only the note is decided: it is saved now, as a chat turn runs a decided call, and the
    // member waits (no model call) for the search.
    env.ok(&["approvals", "allow", &note]);
    let run = chat(&env, &["-a", "Team", "--resume"]);
    run.expect_code(7);
    assert_eq!(pending_files(&env, SQUAD), [format!("{search}.json")]);
    assert_eq!(fake.requests().len(), 2, "Ann is not asked again yet");
    let notes = env.ok(&["note", "list", "-a", "Ann"]);
    assert_eq!(notes.matches("Rain").count(), 1, "{notes}");

    env.ok(&["approvals", "deny", &search]);
    let out = env.ok(&["chat", "-a", "Team", "--resume"]);
    assert_eq!(out.trim(), "done: the note is saved");
    let results = tool_results(&fake.body_json(2));
    assert_eq!(results.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(), ["m1", "m2"]);
    assert!(!results[0].1.contains("declined") && results[1].1.contains("declined"), "{results:?}");
    let notes = env.ok(&["note", "list", "-a", "Ann"]);
    assert_eq!(notes.matches("Rain").count(), 1, "the note was saved once: {notes}");
    assert!(pending_files(&env, SQUAD).is_empty());
}
