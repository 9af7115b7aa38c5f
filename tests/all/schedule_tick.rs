//! `okbot schedule tick` (DESIGN §6.6, §7.4, §9): due jobs fire once as chat turns with a hidden
//! trigger, the job is claimed (nextRunAt advanced, once-jobs disabled) and every fire, skip and
//! failure is a ledger line; running markers, the root-wide tick lock, provider failures (exit
//! 5); and the forced confirmation of schedules the model creates or deletes, continued by
//! `chat --resume` or by the next tick.

use std::time::Duration;

use crate::support::schedule::*;
use crate::support::{TestEnv, assert_null, finish_without_queueing, is_new_id, tool_results};
use serde_json::{Value, json};

/// The reply of the offline echo to `prompt`.
fn echo(prompt: &str) -> String {
    format!("(offline) This is okbot's offline echo: no model was asked. You said: {prompt}")
}

/// Writer with one job `daily 09:00` (UTC) "water the plants", created at 08:59:30.
fn daily_job() -> (TestEnv, String, String) {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T09:00:00.000Z");
    (env, owner, id)
}

const AT_NINE: &str = "2026-11-30T09:00:10Z";
const AT_NINE_STAMP: &str = "2026-11-30T09:00:10.000Z";

// ---------------------------------------------------------------------------------------------
// firing

#[test]
fn a_due_job_fires_once_with_a_hidden_trigger_a_visible_reply_and_a_fired_ledger_line() {
    let (env, owner, id) = daily_job();
    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"));
    assert!(run.stderr.contains("offline echo"), "no model configured: the note says so\n{run:?}");

    // The transcript: a hidden trigger row with the prompt, then the visible reply.
    let rows = session(&env, &owner);
    assert_eq!(rows.len(), 2, "{rows:#?}");
    let trigger = &rows[0];
    assert_eq!(trigger["item"], json!({"type": "message", "role": "user", "content": "water the plants"}));
    assert_eq!(trigger["meta"]["hidden"], true);
    assert_eq!(trigger["meta"]["trigger"], json!({"kind": "schedule", "jobId": id}));
    assert_eq!(trigger["createdAt"], AT_NINE_STAMP);
    let reply = &rows[1];
    assert_eq!(reply["item"]["role"], "assistant");
    assert_eq!(reply["item"]["content"], echo("water the plants"));
    assert!(reply["meta"].get("hidden").is_none(), "the reply is visible: {reply}");
    let run_id = trigger["meta"]["runId"].as_str().unwrap().to_string();
    assert_eq!(reply["meta"]["runId"], run_id.as_str());

    // The job: claimed and finished.
    let j = job(&env, &owner, &id);
    assert_eq!(j["nextRunAt"], "2026-12-01T09:00:00.000Z");
    assert_eq!(j["lastRunAt"], AT_NINE_STAMP);
    assert_null(&j, "lastError");
    assert_eq!(j["enabled"], true);
    assert!(j.get("running").is_none(), "the running marker is cleared: {j}");

    // One `fired` ledger line whose id is the turn's run id.
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    let line = &ledger[0];
    assert!(is_new_id(line["id"].as_str().unwrap(), "run"), "{line}");
    assert_eq!(line["id"], run_id.as_str());
    assert_eq!(line["jobId"], id.as_str());
    assert_eq!(line["status"], "fired");
    assert_eq!(line["scheduledFor"], "2026-11-30T09:00:00.000Z");
    assert_eq!(line["at"], AT_NINE_STAMP);
    assert_eq!(env.mode(&runs_rel(&owner)), 0o600);
}

#[test]
fn a_second_tick_at_the_same_time_fires_nothing() {
    let (env, owner, id) = daily_job();
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    let rows = session(&env, &owner);
    let jobs_before = env.read(&jobs_rel(&owner));
    let runs_before = env.read(&runs_rel(&owner));

    let again = tick_at(&env, AT_NINE, &[]);
    again.expect_code(0);
    assert_eq!(again.stdout, "");
    assert!(again.stderr.contains("nothing is due (2026-11-30T09:00:10.000Z)"), "{again:?}");
    assert_eq!(session(&env, &owner), rows, "no second turn");
    assert_eq!(env.read(&jobs_rel(&owner)), jobs_before);
    assert_eq!(env.read(&runs_rel(&owner)), runs_before);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T09:00:00.000Z");
}

#[test]
fn session_show_hides_the_schedule_trigger_but_shows_the_reply() {
    let (env, owner, _) = daily_job();
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    let show = env.run(&["session", "show", "-a", &owner]);
    show.expect_code(0);
    assert_eq!(show.stdout, format!("[2026-11-30 09:00] assistant: {}\n", echo("water the plants")));
    assert!(!show.stdout.contains("] user:"), "{show:?}");
}

#[test]
fn a_job_that_is_not_due_yet_does_not_fire() {
    let (env, owner, _) = daily_job();
    let run = tick_at(&env, "2026-11-30T08:59:59Z", &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("nothing is due"), "{run:?}");
    assert!(runs(&env, &owner).is_empty());
    assert!(session(&env, &owner).is_empty());
}

#[test]
fn missed_slots_collapse_into_one_catch_up_run() {
    let (env, owner) = writer_at("2026-11-30T00:00:00Z");
    let id = add(&env, &["every 15 m", "--timezone", "UTC", "check the queue"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T00:15:00.000Z");

    // Eight slots (00:15 … 02:00) passed with no tick.
    let run = tick_at(&env, "2026-11-30T02:07:00Z", &[]);
    run.expect_code(0);
    assert_eq!(run.stdout.lines().count(), 1, "{run:?}");
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "fired");
    assert_eq!(ledger[0]["scheduledFor"], "2026-11-30T00:15:00.000Z");
    assert_eq!(session(&env, &owner).len(), 2, "one turn: trigger + reply");
    let j = job(&env, &owner, &id);
    assert_eq!(j["nextRunAt"], "2026-11-30T02:15:00.000Z");
    assert_eq!(j["lastRunAt"], "2026-11-30T02:07:00.000Z");
}

#[test]
fn a_once_job_fires_once_then_is_disabled_and_listed_done() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "--once", "renew the passport"]);
    let j = job(&env, &owner, &id);
    assert_eq!(j["once"], true);
    assert_eq!(j["nextRunAt"], "2026-11-30T09:00:00.000Z");

    tick_at(&env, AT_NINE, &[]).expect_code(0);
    let j = job(&env, &owner, &id);
    assert_eq!(j["enabled"], false);
    assert_null(&j, "nextRunAt");
    assert_eq!(j["lastRunAt"], AT_NINE_STAMP);
    assert_eq!(runs(&env, &owner).len(), 1);

    let list = env.ok(&["schedule", "list"]);
    assert_eq!(list, format!("{id}\tdone\tdaily 09:00\t-\trenew the passport\n"));
    assert_eq!(env.run(&["--json", "schedule", "list"]).json()[0]["state"], "done");

    // The next day it does not fire again.
    let next_day = tick_at(&env, "2026-12-01T09:00:10Z", &[]);
    next_day.expect_code(0);
    assert_eq!(next_day.stdout, "");
    assert_eq!(runs(&env, &owner).len(), 1);
    assert_eq!(session(&env, &owner).len(), 2);
}

#[test]
fn dry_run_lists_the_due_jobs_and_changes_no_file() {
    let (env, owner, due) = daily_job();
    add(&env, &["daily 18:00", "--timezone", "UTC", "not yet"]);
    let before = snapshot(&env);

    let run = tick_at(&env, AT_NINE, &["--dry-run"]);
    run.expect_code(0);
    assert!(!env.path(".tick.lock").exists(), "a dry run writes no tick lock");
    assert_eq!(run.stdout, format!("due\t{due}\t{owner}\twater the plants\n"));
    before.assert_unchanged(&snapshot(&env), "`schedule tick --dry-run`");

    let doc = tick_at(&env, AT_NINE, &["--json", "--dry-run"]).json();
    assert_eq!(doc["busy"], false);
    let outcomes = doc["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 1, "{doc:#}");
    assert_eq!(outcomes[0]["status"], "due");
    assert_eq!(outcomes[0]["jobId"], due.as_str());
    assert_eq!(outcomes[0]["scheduledFor"], "2026-11-30T09:00:00.000Z");
    before.assert_unchanged(&snapshot(&env), "`schedule tick --json --dry-run`");
}

#[test]
fn tick_json_reports_busy_false_and_each_outcome_with_the_reply_text() {
    let (env, owner, id) = daily_job();
    let run = tick_at(&env, AT_NINE, &["--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["busy"], false);
    let outcomes = doc["outcomes"].as_array().expect("outcomes");
    assert_eq!(outcomes.len(), 1, "{doc:#}");
    let o = &outcomes[0];
    assert_eq!(o["ownerId"], owner.as_str());
    assert_eq!(o["jobId"], id.as_str());
    assert_eq!(o["title"], "water the plants");
    assert_eq!(o["status"], "fired");
    assert_eq!(o["scheduledFor"], "2026-11-30T09:00:00.000Z");
    assert_eq!(o["text"], echo("water the plants"));
    assert_eq!(o["runId"], runs(&env, &owner)[0]["id"]);

    let idle = tick_at(&env, AT_NINE, &["--json"]);
    idle.expect_code(0);
    assert_eq!(idle.json(), json!({"busy": false, "outcomes": []}));
}

// ---------------------------------------------------------------------------------------------
// running markers

/// Give the job a running marker, and optionally a different nextRunAt.
fn mark_running(env: &TestEnv, owner: &str, id: &str, pid: u32, next_run_at: Option<&str>) {
    let lines: Vec<String> = jobs(env, owner)
        .into_iter()
        .map(|mut j| {
            if j["id"] == id {
                j["running"] = json!({"pid": pid, "startedAt": "2026-11-30T08:00:00.000Z", "runId": "run_x"});
                if let Some(t) = next_run_at {
                    j["nextRunAt"] = json!(t);
                }
            }
            j.to_string()
        })
        .collect();
    write_jobs(env, owner, &lines);
}

#[test]
fn a_stale_running_marker_of_a_dead_pid_is_cleared_and_recorded_as_failed() {
    assert!(!std::path::Path::new("/proc/999999").exists(), "pid 999999 must not be running for this test");
    let (env, owner, id) = daily_job();
    // As a crashed tick leaves it: claimed (nextRunAt already advanced), marker still set.
    mark_running(&env, &owner, &id, 999_999, Some("2026-12-01T09:00:00.000Z"));

    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    let j = job(&env, &owner, &id);
    assert!(j.get("running").is_none(), "the stale marker is cleared: {j}");
    assert!(j["lastError"].as_str().unwrap_or("").contains("999999"), "{j}");
    assert_eq!(j["nextRunAt"], "2026-12-01T09:00:00.000Z");
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["id"], "run_x");
    assert_eq!(ledger[0]["jobId"], id.as_str());
    assert_eq!(ledger[0]["status"], "failed");
    assert_eq!(ledger[0]["reason"], "the run ended without finishing (process 999999 is gone)");
    assert!(session(&env, &owner).is_empty(), "a job that is not due does not fire");
}

#[test]
fn a_due_job_with_a_stale_marker_is_recorded_failed_then_fired() {
    let (env, owner, id) = daily_job();
    mark_running(&env, &owner, &id, 999_999, None);
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    let ledger = runs(&env, &owner);
    let statuses: Vec<&str> = ledger.iter().map(|l| l["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["failed", "fired"], "{ledger:#?}");
    assert_eq!(ledger[0]["id"], "run_x");
    let j = job(&env, &owner, &id);
    assert!(j.get("running").is_none(), "{j}");
    assert_eq!(j["nextRunAt"], "2026-12-01T09:00:00.000Z");
    assert_null(&j, "lastError"); // the fired run succeeded
}

#[test]
fn a_running_marker_of_a_live_pid_skips_the_due_job() {
    let (env, owner, id) = daily_job();
    let me = std::process::id();
    mark_running(&env, &owner, &id, me, None);

    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    let reason = format!("the previous run is still going (process {me})");
    assert_eq!(run.stdout, format!("skipped\t{id}\t{owner}\twater the plants\t{reason}\n"));
    assert!(session(&env, &owner).is_empty(), "the job did not fire");
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "skipped");
    assert_eq!(ledger[0]["jobId"], id.as_str());
    assert_eq!(ledger[0]["reason"], reason.as_str());
    assert_eq!(ledger[0]["scheduledFor"], "2026-11-30T09:00:00.000Z");
    assert!(is_new_id(ledger[0]["id"].as_str().unwrap(), "run"));
    let j = job(&env, &owner, &id);
    assert_eq!(j["running"]["pid"], me, "the live run's marker is left alone");
    assert_eq!(j["running"]["runId"], "run_x");
}

// ---------------------------------------------------------------------------------------------
// one tick at a time

#[test]
fn a_tick_without_its_index_does_not_wait_for_an_owner_with_nothing_due() {
    let (env, owner, _) = daily_job();
    // No index: the tick must look at the owner's jobs; it has none due before nine.
    let _ = std::fs::remove_file(env.path(".schedule-index.json"));
    let holder = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(&format!("{owner}/.lock")))
        .unwrap();
    holder.lock().expect("hold the owner's lock, as a long write would");
    env.set_var("OKBOT_LOCK_WAIT_MS", "3600000");
    let before = env.snapshot();
    env.set_var("OKBOT_NOW", "2026-11-30T08:00:00Z");
    let child = crate::support::spawn(&env, &["schedule", "tick"], None);
    let run = finish_without_queueing(child, "a tick over an owner with nothing due");
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(runs(&env, &owner).is_empty(), "nothing skipped, nothing fired");
    let mut after = env.snapshot();
    // Only the tick's own files: its lock and the index it rebuilt.
    after.0.remove(".schedule-index.json");
    after.0.remove(".tick.lock");
    before.assert_unchanged(&after, "a tick with nothing due");
    holder.unlock().unwrap();
}

#[test]
fn a_tick_while_another_holds_the_tick_lock_exits_0_quickly_and_changes_nothing() {
    let (env, owner, _) = daily_job();
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(".tick.lock"))
        .unwrap();
    lock.lock().expect("take the tick lock");
    // A lock wait far longer than the test: the tick must not queue for the lock at all.
    env.set_var("OKBOT_LOCK_WAIT_MS", "3600000");
    let before = env.snapshot();

    let child = env
        .std_command(&["schedule", "tick"])
        .env("OKBOT_NOW", AT_NINE)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn okbot schedule tick");
    let run = finish_without_queueing(child, "a tick that finds the tick lock taken");
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("another tick is running on this data root; nothing to do"), "{run:?}");

    let json = tick_at(&env, AT_NINE, &["--json"]);
    json.expect_code(0);
    assert_eq!(json.json(), json!({"busy": true, "outcomes": []}));

    before.assert_unchanged(&env.snapshot(), "a tick that found the tick lock taken");
    assert!(runs(&env, &owner).is_empty());

    // A dry run takes no tick lock: it lists what is due while the other tick runs.
    let dry = tick_at(&env, AT_NINE, &["--dry-run"]);
    dry.expect_code(0);
    assert!(dry.stdout.starts_with("due\t"), "{dry:?}");

    // Once the lock is free, the job fires.
    lock.unlock().unwrap();
    drop(lock);
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    assert_eq!(runs(&env, &owner).len(), 1);
}

// ---------------------------------------------------------------------------------------------
// provider failures

#[test]
fn a_provider_failure_exits_5_records_failed_sets_last_error_and_still_advances_next_run() {
    let (env, owner) = writer_at("2026-11-30T00:00:00Z");
    env.ok(&["model", "add", "bad", "--base-url", "http://127.0.0.1:9/v1", "--model", "gpt-4o-mini:128000"]);
    env.ok(&["model", "default", "bad/gpt-4o-mini"]);
    env.ok(&["settings", "set", "model.maxRetries", "0"]);
    env.ok(&["settings", "set", "model.timeoutSecs", "2"]);
    let id = add(&env, &["hourly", "--timezone", "UTC", "check the queue"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T01:00:00.000Z");

    let run = tick_at(&env, "2026-11-30T01:00:30Z", &[]);
    run.expect_code(5);
    assert!(run.stdout.starts_with(&format!("failed\t{id}\t{owner}\tcheck the queue\t")), "{run:?}");
    let error =
        run.stderr.lines().find(|l| l.starts_with("okbot: error: ")).unwrap_or_else(|| panic!("{run:?}"));
    assert!(error.starts_with("okbot: error: a scheduled run failed: provider `bad`"), "{error}");
    assert!(
        run.stderr.lines().any(|l| l.starts_with("hint: ") && l.contains("schedule-runs.jsonl")),
        "{run:?}"
    );

    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "failed");
    assert_eq!(ledger[0]["jobId"], id.as_str());
    assert_eq!(ledger[0]["scheduledFor"], "2026-11-30T01:00:00.000Z");
    let reason = ledger[0]["reason"].as_str().expect("a reason");
    assert!(reason.contains("provider `bad`"), "{reason}");

    let j = job(&env, &owner, &id);
    assert_eq!(j["lastError"], reason, "the job keeps the same reason");
    assert_eq!(j["nextRunAt"], "2026-11-30T02:00:00.000Z", "claimed before the run");
    assert_eq!(j["lastRunAt"], "2026-11-30T01:00:30.000Z");
    assert!(j.get("running").is_none(), "{j}");

    // No double fire on the next tick.
    let again = tick_at(&env, "2026-11-30T01:00:30Z", &[]);
    again.expect_code(0);
    assert_eq!(again.stdout, "");
    assert_eq!(runs(&env, &owner).len(), 1);
}

// ---------------------------------------------------------------------------------------------
// manage_schedule by the model: create and delete always confirm

fn create_call() -> Value {
    json!({"tool_calls": [{"id": "call_s", "name": "manage_schedule",
        "arguments": {"action": "create", "schedule": "daily 09:00", "prompt": "water the plants"}}]})
}

/// Writer, the script (create call, then "scheduled"), and the tool set to `allow`.
fn model_creates() -> (TestEnv, String) {
    let (env, owner) = writer();
    use_script(&env, &[create_call(), json!({"text": "scheduled"})]);
    env.ok(&["settings", "set", "tools.manage_schedule.approval", "allow"]);
    assert_eq!(env.ok(&["settings", "get", "tools.manage_schedule.approval"]), "allow\n");
    (env, owner)
}

/// Chat with no terminal until the create call is parked; returns the request id.
#[track_caller]
fn park_create(env: &TestEnv, owner: &str) -> String {
    let run = env.run(&["chat", "remind me daily"]);
    run.expect_code(7);
    let ids = pending(env, owner);
    assert_eq!(ids.len(), 1, "{ids:?}\n{run:?}");
    ids[0].clone()
}

#[test]
fn a_model_created_schedule_waits_for_confirmation_even_when_settings_allow_it() {
    let (env, owner) = model_creates();
    let run = env.run(&["chat", "remind me daily"]);
    run.expect_code(7);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("waiting for your approval"), "{run:?}");
    assert!(run.stderr.contains("water the plants"), "the request says what it schedules: {run:?}");

    let ids = pending(&env, &owner);
    assert_eq!(ids.len(), 1, "{ids:?}");
    assert!(is_new_id(&ids[0], "req"));
    let p = env.json_file(&format!("{owner}/pending/{}.json", ids[0]));
    assert_eq!(p["name"], "manage_schedule");
    assert_eq!(p["callId"], "call_s");
    assert_eq!(p["status"], "pending");
    let args: Value = serde_json::from_str(p["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(args, json!({"action": "create", "schedule": "daily 09:00", "prompt": "water the plants"}));

    assert!(!env.exists(&jobs_rel(&owner)), "no job was created");
    assert!(tool_results(&session(&env, &owner)).is_empty(), "the call has no result yet");
}

#[test]
fn approve_manage_schedule_on_the_command_line_creates_the_job() {
    let (env, owner) = model_creates();
    let run = env.run(&["chat", "--approve", "manage_schedule", "remind me daily"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "scheduled\n");
    assert!(pending(&env, &owner).is_empty());
    let all = jobs(&env, &owner);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0]["prompt"], "water the plants");
    assert_eq!(all[0]["schedule"], json!({"kind": "daily", "hour": 9, "minute": 0}));
    let results = tool_results(&session(&env, &owner));
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["item"]["status"], "completed");
    assert!(results[0]["item"]["output"].as_str().unwrap().contains(all[0]["id"].as_str().unwrap()));
}

#[test]
fn yes_on_the_command_line_creates_the_job() {
    let (env, owner) = model_creates();
    let run = env.run(&["chat", "--yes", "remind me daily"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "scheduled\n");
    assert!(pending(&env, &owner).is_empty());
    assert_eq!(jobs(&env, &owner).len(), 1);
}

#[test]
fn approvals_allow_then_chat_resume_creates_the_job() {
    let (env, owner) = model_creates();
    let req = park_create(&env, &owner);
    assert_eq!(env.ok(&["approvals", "allow", &req]), format!("{req}\n"));
    assert!(!env.exists(&jobs_rel(&owner)), "deciding does not run the call");

    let run = env.run(&["chat", "--resume"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "scheduled\n");
    let all = jobs(&env, &owner);
    assert_eq!(all.len(), 1, "{all:#?}");
    assert_eq!(all[0]["prompt"], "water the plants");
    assert!(pending(&env, &owner).is_empty());
    assert_eq!(tool_results(&session(&env, &owner))[0]["item"]["status"], "completed");
}

#[test]
fn approvals_deny_then_chat_resume_creates_nothing_and_records_denied() {
    let (env, owner) = model_creates();
    let req = park_create(&env, &owner);
    env.ok(&["approvals", "deny", &req]);

    let run = env.run(&["chat", "--resume"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "scheduled\n", "the model carries on with its next reply");
    assert!(
        !env.exists(&jobs_rel(&owner)) || jobs(&env, &owner).is_empty(),
        "no job: {:?}",
        env.exists(&jobs_rel(&owner)).then(|| env.read(&jobs_rel(&owner)))
    );
    let results = tool_results(&session(&env, &owner));
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["item"]["status"], "denied");
    assert_eq!(results[0]["item"]["callId"], "call_s");
    assert!(pending(&env, &owner).is_empty());
}

#[test]
fn a_model_deleting_a_schedule_waits_for_confirmation_even_when_settings_allow_it() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_d", "name": "manage_schedule", "arguments": {"action": "delete", "id": id}}]}),
            json!({"text": "deleted"}),
        ],
    );
    env.ok(&["settings", "set", "tools.manage_schedule.approval", "allow"]);
    let before = env.read(&jobs_rel(&owner));
    let run = env.run(&["chat", "stop the plant reminder"]);
    run.expect_code(7);
    assert_eq!(pending(&env, &owner).len(), 1);
    assert_eq!(env.read(&jobs_rel(&owner)), before, "the job is still there");
}

#[test]
fn model_list_and_pause_run_without_asking_when_the_tool_is_set_to_allow() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    use_script(
        &env,
        &[
            json!({"tool_calls": [
                {"id": "call_l", "name": "manage_schedule", "arguments": {"action": "list"}},
                {"id": "call_p", "name": "manage_schedule", "arguments": {"action": "pause", "id": id}}
            ]}),
            json!({"text": "paused it"}),
        ],
    );
    env.ok(&["settings", "set", "tools.manage_schedule.approval", "allow"]);
    let run = env.run(&["chat", "pause the plant reminder"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "paused it\n");
    assert!(pending(&env, &owner).is_empty(), "nothing waits for approval");
    let results = tool_results(&session(&env, &owner));
    assert_eq!(results.len(), 2, "{results:#?}");
    assert!(results.iter().all(|r| r["item"]["status"] == "completed"), "{results:#?}");
    assert!(results[0]["item"]["output"].as_str().unwrap().contains(&id), "list shows the job");
    assert_eq!(job(&env, &owner, &id)["enabled"], false, "the pause ran");
}

#[test]
fn model_pause_follows_the_tool_setting_and_waits_when_it_is_ask() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_p", "name": "manage_schedule", "arguments": {"action": "pause", "id": id}}]}),
            json!({"text": "paused it"}),
        ],
    );
    env.ok(&["settings", "set", "tools.manage_schedule.approval", "ask"]);
    env.run(&["chat", "pause the plant reminder"]).expect_code(7);
    assert_eq!(pending(&env, &owner).len(), 1);
    assert_eq!(job(&env, &owner, &id)["enabled"], true, "not paused yet");
}

// ---------------------------------------------------------------------------------------------
// the next tick continues decided approvals

#[test]
fn a_decided_approval_is_continued_by_the_next_schedule_tick() {
    let (env, owner) = model_creates();
    let req = park_create(&env, &owner);

    // Undecided: the tick leaves it waiting.
    let early = env.run(&["schedule", "tick"]);
    early.expect_code(0);
    assert_eq!(pending(&env, &owner), std::slice::from_ref(&req));
    assert!(!env.exists(&jobs_rel(&owner)));

    env.ok(&["approvals", "allow", &req]);
    let run = env.run(&["--json", "schedule", "tick"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["busy"], false);
    let outcomes = doc["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 1, "{doc:#}");
    assert_eq!(outcomes[0]["status"], "continued");
    assert_eq!(outcomes[0]["ownerId"], owner.as_str());
    assert_eq!(outcomes[0]["text"], "scheduled");
    assert!(outcomes[0].get("jobId").is_none(), "{doc:#}");

    let all = jobs(&env, &owner);
    assert_eq!(all.len(), 1, "the saved call ran: {all:#?}");
    assert_eq!(all[0]["prompt"], "water the plants");
    assert!(pending(&env, &owner).is_empty());
    let rows = session(&env, &owner);
    assert_eq!(rows.last().unwrap()["item"]["content"], "scheduled");
}

#[test]
fn a_decided_approval_of_a_locked_owner_is_skipped_and_continued_by_a_later_tick() {
    let (env, owner) = model_creates();
    let req = park_create(&env, &owner);
    env.ok(&["approvals", "allow", &req]);
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(&format!("{owner}/.lock")))
        .unwrap();
    lock.lock().unwrap();

    let busy = env.run(&["--json", "schedule", "tick"]);
    busy.expect_code(0);
    let doc = busy.json();
    let outcomes = doc["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 1, "{doc:#}");
    assert_eq!(outcomes[0]["status"], "skipped", "{doc:#}");
    assert!(outcomes[0]["reason"].as_str().unwrap().contains("is locked by"), "{doc:#}");
    assert_eq!(pending(&env, &owner), std::slice::from_ref(&req), "the request still waits");

    drop(lock);
    let run = env.run(&["--json", "schedule", "tick"]);
    run.expect_code(0);
    assert_eq!(run.json()["outcomes"][0]["status"], "continued");
    assert!(pending(&env, &owner).is_empty());
}

#[test]
fn a_fired_job_whose_run_waits_for_approval_exits_7_and_the_next_tick_continues_it() {
    let (env, owner, id) = daily_job();
    // When the job fires, the model wants to schedule a follow-up.
    use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_f", "name": "manage_schedule",
                "arguments": {"action": "create", "schedule": "daily 10:00", "prompt": "check the soil", "timezone": "UTC"}}]}),
            json!({"text": "follow-up scheduled"}),
        ],
    );
    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(7);
    assert!(run.stderr.contains("okbot approvals list"), "{run:?}");
    let reqs = pending(&env, &owner);
    assert_eq!(reqs.len(), 1);
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "fired");
    assert_eq!(ledger[0]["pending"], json!([reqs[0]]));
    assert_eq!(jobs(&env, &owner).len(), 1, "no follow-up yet");
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T09:00:00.000Z");

    env.ok(&["approvals", "allow", &reqs[0]]);
    let next = tick_at(&env, AT_NINE, &[]);
    next.expect_code(0);
    assert!(next.stdout.starts_with("continued\t-\t"), "{next:?}");
    let all = jobs(&env, &owner);
    assert_eq!(all.len(), 2, "{all:#?}");
    assert_eq!(all[1]["prompt"], "check the soil");
    assert_eq!(runs(&env, &owner).len(), 1, "the daily job did not fire twice");
}

// ---------------------------------------------------------------------------------------------
// every owner, hidden triggers in search, roots without anything

#[test]
fn one_tick_fires_the_due_jobs_of_every_owner_including_a_squad() {
    let (env, writer_id) = writer();
    let reader_id = env.assistant("Reader");
    let squad_id =
        env.ok(&["squad", "create", "Team", "--member", "Writer", "--member", "Reader"]).trim().to_string();
    assert!(squad_id.starts_with("squad_"), "{squad_id}");
    let w = add(&env, &["-a", "Writer", "daily 09:00", "--timezone", "UTC", "draft"]);
    let s = add(&env, &["-a", "Team", "daily 09:00", "--timezone", "UTC", "team sync"]);

    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    let mut lines: Vec<&str> = run.stdout.lines().collect();
    lines.sort();
    let mut want =
        vec![format!("fired\t{w}\t{writer_id}\tdraft"), format!("fired\t{s}\t{squad_id}\tteam sync")];
    want.sort();
    assert_eq!(lines, want);
    assert_eq!(runs(&env, &writer_id).len(), 1);
    assert_eq!(runs(&env, &squad_id).len(), 1);
    assert!(runs(&env, &reader_id).is_empty(), "Reader has no jobs");
    let squad_rows = session(&env, &squad_id);
    assert_eq!(squad_rows[0]["meta"]["trigger"], json!({"kind": "schedule", "jobId": s}));
    // The squad's captain asked both members (issue #15) and answers with their replies.
    let last = squad_rows.last().unwrap();
    assert_eq!(last["meta"]["speakerBotId"], "__captain__", "{last}");
    let answer = last["item"]["content"].as_str().unwrap();
    assert!(answer.contains(&format!("Writer: {}", echo("team sync"))), "{answer}");
}

#[test]
fn history_search_does_not_match_the_hidden_schedule_trigger() {
    let (env, owner, _) = daily_job();
    use_script(&env, &[json!({"text": "done for today"})]);
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    let rows = session(&env, &owner);
    assert_eq!(rows[0]["item"]["content"], "water the plants");
    assert_eq!(rows[1]["item"]["content"], "done for today");

    let miss = env.run(&["--json", "history", "search", "plants", "-a", &owner]);
    miss.expect_code(1);
    assert_eq!(miss.json(), json!([]), "the hidden trigger is not searchable");
    let hit = env.run(&["--json", "history", "search", "today", "-a", &owner]);
    hit.expect_code(0);
    assert_eq!(hit.json().as_array().map(Vec::len), Some(1), "the visible reply is");
}

#[test]
fn tick_on_an_initialised_root_with_no_jobs_exits_0_and_says_nothing_is_due() {
    let (env, _) = writer();
    let run = env.run(&["schedule", "tick"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("nothing is due (2026-11-30T08:59:30.000Z)"), "{run:?}");
}

#[test]
fn tick_on_a_root_that_does_not_exist_yet_has_nothing_due_and_creates_nothing() {
    // A crontab line installed before `okbot init`: like `schedule list --all` and
    // `approvals list`, the tick treats a missing root as empty.
    let env = TestEnv::new();
    for args in [&["schedule", "tick"][..], &["schedule", "tick", "--dry-run"][..]] {
        let run = env.run(args);
        run.expect_code(0);
        assert_eq!(run.stdout, "");
        assert!(run.stderr.contains("nothing is due"), "{run:?}");
    }
    assert!(!env.root().exists(), "a tick creates no data root");
}

#[test]
fn dry_run_reports_a_due_job_with_a_stale_marker_as_due_like_the_real_tick_fires_it() {
    let (env, owner, id) = daily_job();
    mark_running(&env, &owner, &id, 999_999, None);
    let before = snapshot(&env);
    let dry = tick_at(&env, AT_NINE, &["--dry-run"]);
    dry.expect_code(0);
    before.assert_unchanged(&snapshot(&env), "`schedule tick --dry-run`");
    assert_eq!(dry.stdout, format!("due\t{id}\t{owner}\twater the plants\n"), "{dry:?}");
    // What the real tick then does.
    let real = tick_at(&env, AT_NINE, &[]);
    real.expect_code(0);
    assert_eq!(real.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"));
}

#[test]
fn a_locked_owner_does_not_stop_the_tick_from_firing_other_owners_jobs() {
    let (env, _) = writer();
    env.assistant("Reader");
    add(&env, &["-a", "Writer", "daily 09:00", "--timezone", "UTC", "draft"]);
    add(&env, &["-a", "Reader", "daily 09:00", "--timezone", "UTC", "read"]);
    // Lock the owner the tick visits first (bots.json is most recent first).
    let bots = env.json_file("bots.json");
    let first = bots[0]["id"].as_str().unwrap().to_string();
    let second = bots[1]["id"].as_str().unwrap().to_string();
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(&format!("{first}/.lock")))
        .unwrap();
    lock.lock().unwrap();

    env.set_var("OKBOT_LOCK_WAIT_MS", "200");
    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    let skipped = run.stdout.lines().find(|l| l.starts_with("skipped\t")).expect("a skipped line");
    assert!(
        skipped.contains(&first) && skipped.contains("locked by pid"),
        "the locked owner is reported\n{run:?}"
    );
    let ledger = runs(&env, &first);
    assert_eq!(ledger.len(), 1, "the skip is in the locked owner's ledger");
    assert_eq!(ledger[0]["status"], "skipped");
    let fired = runs(&env, &second);
    assert_eq!(fired.len(), 1, "the other owner's due job fired\n{run:?}");
    assert_eq!(fired[0]["status"], "fired");
    drop(lock);
}

// ---------------------------------------------------------------------------------------------
// scale: the 50-job cap, one read per owner, the index of next runs, dry runs without locks

/// A job line for `schedules.jsonl`, hourly at :00 (UTC), next due at `next`.
fn job_line(id: &str, next: &str) -> String {
    json!({"id": id, "title": id, "prompt": format!("say {id}"), "enabled": true,
        "schedule": {"kind": "hourly", "minute": 0}, "timezone": "UTC", "once": false,
        "nextRunAt": next, "lastRunAt": null, "lastError": null,
        "createdAt": STAMP, "updatedAt": STAMP})
    .to_string()
}

#[test]
fn jobs_beyond_the_fiftieth_are_skipped_with_a_reason_and_never_fire() {
    let (env, owner) = writer();
    // 52 jobs: the first and the last two are due.
    let lines: Vec<String> = (1..=52)
        .map(|i| {
            let due = i == 1 || i > 50;
            job_line(
                &format!("s{i}"),
                if due { "2026-11-30T09:00:00.000Z" } else { "2026-12-30T09:00:00.000Z" },
            )
        })
        .collect();
    write_jobs(&env, &owner, &lines);

    let dry = tick_at(&env, AT_NINE, &["--dry-run"]);
    dry.expect_code(0);
    let statuses: Vec<&str> = dry.stdout.lines().map(|l| l.split('\t').next().unwrap()).collect();
    assert_eq!(statuses, ["due", "skipped", "skipped"], "{dry:?}");
    assert!(runs(&env, &owner).is_empty(), "a dry run records nothing");

    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{run:?}");
    assert!(lines[0].starts_with("fired\ts1\t"), "{run:?}");
    for (line, id) in lines[1..].iter().zip(["s51", "s52"]) {
        assert!(line.starts_with(&format!("skipped\t{id}\t")), "{run:?}");
        assert!(line.contains("more than 50 jobs"), "{run:?}");
    }
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 3, "{ledger:#?}");
    for line in &ledger[1..] {
        assert_eq!(line["status"], "skipped");
        assert_eq!(line["scheduledFor"], "2026-11-30T09:00:00.000Z");
        assert!(line["reason"].as_str().unwrap().contains("only the first 50"), "{line}");
    }
    let session = session(&env, &owner);
    assert_eq!(session.len(), 2, "one run only: {session:#?}");
    // Their slot is passed, with the reason where `schedule list` shows it.
    let s51 = job(&env, &owner, "s51");
    assert_eq!(s51["nextRunAt"], "2026-11-30T10:00:00.000Z");
    assert!(s51["lastError"].as_str().unwrap().contains("more than 50 jobs"), "{s51}");
    assert_null(&s51, "lastRunAt"); // it never ran
    // Nothing is reported twice for the same slot.
    let again = tick_at(&env, "2026-11-30T09:01:00Z", &[]);
    again.expect_code(0);
    assert_eq!(again.stdout, "");
    // Once a job before it goes, it fires.
    env.ok(&["schedule", "delete", "s2"]);
    let later = tick_at(&env, "2026-11-30T10:00:10Z", &[]);
    later.expect_code(0);
    assert!(later.stdout.lines().any(|l| l.starts_with("fired\ts51\t")), "{later:?}");
    assert!(later.stdout.lines().any(|l| l.starts_with("skipped\ts52\t")), "{later:?}");
}

#[test]
fn dry_run_takes_no_owner_lock_and_lists_the_due_jobs_of_a_busy_owner() {
    let (env, owner, id) = daily_job();
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(&format!("{owner}/.lock")))
        .unwrap();
    lock.lock().unwrap();
    env.set_var("OKBOT_LOCK_WAIT_MS", "200");
    let before = snapshot(&env);
    let dry = tick_at(&env, AT_NINE, &["--dry-run"]);
    dry.expect_code(0);
    assert_eq!(dry.stdout, format!("due\t{id}\t{owner}\twater the plants\n"), "{dry:?}");
    before.assert_unchanged(&snapshot(&env), "a dry run");
    // The real tick, still locked out, skips it.
    let real = tick_at(&env, AT_NINE, &[]);
    real.expect_code(0);
    assert!(real.stdout.starts_with(&format!("skipped\t{id}\t")), "{real:?}");
    drop(lock);
}

#[test]
fn a_run_that_changes_the_jobs_file_keeps_its_change_when_the_tick_records_the_end() {
    let (env, owner, id) = daily_job();
    let other = add(&env, &["daily 10:00", "--timezone", "UTC", "feed the cat"]);
    use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_p", "name": "manage_schedule", "arguments": {"action": "pause", "id": other}}]}),
            json!({"text": "paused the cat"}),
        ],
    );
    env.ok(&["settings", "set", "tools.manage_schedule.approval", "allow"]);
    tick_at(&env, AT_NINE, &[]).expect_code(0);
    assert_eq!(job(&env, &owner, &other)["enabled"], false, "the model's pause stays");
    let fired = job(&env, &owner, &id);
    assert_eq!(fired["lastRunAt"], AT_NINE_STAMP);
    assert!(fired.get("running").is_none(), "{fired}");
}

/// The index of next runs, as the tick left it.
fn index(env: &TestEnv) -> Value {
    env.json_file(".schedule-index.json")
}

#[test]
fn the_index_of_next_runs_is_rebuilt_after_schedule_add_hand_edits_new_owners_and_when_damaged() {
    let (env, writer_id, _) = daily_job();
    let reader_id = env.assistant("Reader");
    add(&env, &["-a", "Reader", "daily 09:00", "--timezone", "UTC", "read"]);
    // Files changed within the last two seconds are always read again; let these settle so the
    // index is trusted.
    std::thread::sleep(Duration::from_millis(2100));
    let quiet = tick_at(&env, "2026-11-30T08:00:00Z", &[]);
    quiet.expect_code(0);
    assert_eq!(quiet.stdout, "");
    let nine = chrono_ms("2026-11-30T09:00:00Z");
    assert_eq!(index(&env)["owners"][&writer_id]["next"], nine, "{}", index(&env));
    assert_eq!(index(&env)["owners"][&reader_id]["next"], nine);
    assert_eq!(env.mode(".schedule-index.json"), 0o600);

    // `schedule add`, a hand edit that keeps the file's size, a new owner with jobs.
    env.set_var("OKBOT_NOW", "2026-11-30T08:00:00Z");
    let added = add(&env, &["-a", "Writer", "daily 08:30", "--timezone", "UTC", "early"]);
    let text = env.read(&jobs_rel(&reader_id));
    let edited = text.replace("\"nextRunAt\":\"2026-11-30T09:00", "\"nextRunAt\":\"2026-11-30T08:40");
    assert_eq!(edited.len(), text.len());
    env.write(&jobs_rel(&reader_id), edited);
    let third = env.assistant("Third");
    write_jobs(&env, &third, &[job_line("s_third", "2026-11-30T08:00:00.000Z")]);
    let run = tick_at(&env, "2026-11-30T08:45:00Z", &[]);
    run.expect_code(0);
    let fired: Vec<&str> = run.stdout.lines().filter(|l| l.starts_with("fired\t")).collect();
    assert_eq!(fired.len(), 3, "{run:?}");
    assert!(run.stdout.contains(&added) && run.stdout.contains(&third), "{run:?}");

    // Deleted or damaged, it is rebuilt; the due job still fires.
    std::fs::remove_file(env.path(".schedule-index.json")).unwrap();
    tick_at(&env, "2026-11-30T08:46:00Z", &[]).expect_code(0);
    assert!(env.exists(".schedule-index.json"));
    env.write(".schedule-index.json", "{\"version\":1,\"owners\":{\"../x\":{\"file\":7}}} trailing");
    let due = tick_at(&env, "2026-11-30T09:00:10Z", &[]);
    due.expect_code(0);
    assert!(due.stdout.contains(&format!("\t{writer_id}\twater the plants")), "{due:?}");
    assert_eq!(index(&env)["version"], 1);
}

fn chrono_ms(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text).unwrap().timestamp_millis()
}

#[test]
fn a_skill_the_prompt_leaves_out_is_a_warning_of_the_scheduled_run_on_stderr_and_in_json() {
    let (env, owner, id) = daily_job();
    env.write(&format!("{owner}/skills/broken/SKILL.md"), "no front matter here\n");
    let run = tick_at(&env, AT_NINE, &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"));
    assert_eq!(run.stderr.matches("skill left out").count(), 1, "{run:?}");
    assert!(run.stderr.contains(&format!("okbot: warning: {owner}: skill left out: ")), "{run:?}");

    env.write(&format!("{owner}/skills/broken/SKILL.md"), "still no front matter\n");
    let run = tick_at(&env, "2026-12-01T09:00:10Z", &["--json"]);
    run.expect_code(0);
    let doc = run.json();
    let warnings = doc["outcomes"][0]["warnings"].as_array().cloned().unwrap_or_default();
    assert_eq!(warnings.len(), 1, "{doc:#}");
    assert!(warnings[0].as_str().unwrap().starts_with("skill left out: "), "{doc:#}");
}
