//! `okbot schedule add|list|pause|resume|delete|next` (DESIGN §6.6, §9): the job lines written
//! to `<owner>/schedules.jsonl`, the grammar and time zones, refused input (exit 2, nothing
//! touched), damaged lines kept in place, and `next` including daylight-saving changes.

use std::path::{Path, PathBuf};

use crate::support::schedule::*;
use crate::support::{TestEnv, assert_null, is_new_id};
use serde_json::json;

// ---------------------------------------------------------------------------------------------
// add

#[test]
fn add_daily_with_timezone_writes_one_design_shaped_line_and_prints_only_the_id() {
    let (env, owner) = writer();
    let run = env.run(&["schedule", "add", "daily 09:00", "--timezone", "Asia/Shanghai", "water the plants"]);
    run.expect_code(0);
    let id = run.stdout.strip_suffix('\n').expect("one line on stdout");
    assert!(is_new_id(id, "sched"), "stdout is the id only: {run:?}");
    assert!(run.stderr.contains("water the plants"), "the note names the job: {run:?}");

    // 09:00 in Shanghai is 01:00 UTC; at 08:59:30 UTC today's has passed.
    let expected = format!(
        concat!(
            r#"{{"id":"{id}","title":"water the plants","prompt":"water the plants","enabled":true,"#,
            r#""schedule":{{"kind":"daily","hour":9,"minute":0}},"timezone":"Asia/Shanghai","once":false,"#,
            r#""nextRunAt":"2026-12-01T01:00:00.000Z","lastRunAt":null,"lastError":null,"#,
            r#""createdAt":"{stamp}","updatedAt":"{stamp}"}}"#,
            "\n"
        ),
        id = id,
        stamp = STAMP
    );
    assert_eq!(env.read(&jobs_rel(&owner)), expected);
    assert_eq!(env.mode(&jobs_rel(&owner)), 0o600);
    assert!(!env.exists(&runs_rel(&owner)), "adding a job fires nothing");
}

#[test]
fn add_json_prints_the_job_with_owner_id_and_state() {
    let (env, owner) = writer();
    let run =
        env.run(&["--json", "schedule", "add", "daily 09:00", "--timezone", "Asia/Shanghai", "water", "it"]);
    run.expect_code(0);
    let doc = run.json();
    let id = doc["id"].as_str().unwrap().to_string();
    assert!(is_new_id(&id, "sched"), "{doc:#}");
    assert_eq!(doc["ownerId"], owner.as_str());
    assert_eq!(doc["state"], "enabled");
    assert_eq!(doc["prompt"], "water it", "several words are joined");
    assert_eq!(doc["schedule"], json!({"kind": "daily", "hour": 9, "minute": 0}));
    assert_eq!(doc["nextRunAt"], "2026-12-01T01:00:00.000Z");
    // The file line is the same job without the view's extras.
    let mut file_job = job(&env, &owner, &id);
    file_job["ownerId"] = doc["ownerId"].clone();
    file_job["state"] = doc["state"].clone();
    let mut want = doc.as_object().unwrap().clone();
    want.sort_keys();
    let mut got = file_job.as_object().unwrap().clone();
    got.sort_keys();
    assert_eq!(got, want);
}

#[test]
fn add_accepts_the_chinese_daily_form() {
    let (env, owner) = writer();
    let id = add(&env, &["每天 07:30", "--timezone", "Asia/Shanghai", "背单词"]);
    let j = job(&env, &owner, &id);
    assert_eq!(j["schedule"], json!({"kind": "daily", "hour": 7, "minute": 30}));
    assert_eq!(j["prompt"], "背单词");
    // 07:30 in Shanghai is 23:30 UTC the day before.
    assert_eq!(j["nextRunAt"], "2026-11-30T23:30:00.000Z");
}

#[test]
fn add_hourly_every_and_cron_forms_store_their_kind_and_first_fire() {
    let (env, owner) = writer();
    let hourly = add(&env, &["hourly 15", "--timezone", "UTC", "stretch"]);
    let every = add(&env, &["every 15 m", "--timezone", "UTC", "check the queue"]);
    // Monday 09:59:30 in Berlin: the next weekday slot in 9-17 is 10:00 local = 09:00 UTC.
    let cron = add(&env, &["*/10 9-17 * * mon-fri", "--timezone", "Europe/Berlin", "glance at the inbox"]);
    let all = jobs(&env, &owner);
    assert_eq!(all.len(), 3);
    let (h, e, c) = (job(&env, &owner, &hourly), job(&env, &owner, &every), job(&env, &owner, &cron));
    assert_eq!(h["schedule"], json!({"kind": "hourly", "minute": 15}));
    assert_eq!(h["nextRunAt"], "2026-11-30T09:15:00.000Z");
    assert_eq!(e["schedule"], json!({"kind": "every", "minutes": 15}));
    assert_eq!(e["nextRunAt"], "2026-11-30T09:00:00.000Z");
    assert_eq!(c["schedule"], json!({"kind": "cron", "expr": "*/10 9-17 * * mon-fri"}));
    assert_eq!(c["nextRunAt"], "2026-11-30T09:00:00.000Z");
    assert_eq!(c["timezone"], "Europe/Berlin");
}

#[test]
fn settings_timezone_is_used_when_add_has_no_timezone_and_timezone_flag_wins_over_it() {
    let (env, owner) = writer();
    env.ok(&["settings", "set", "timezone", "Europe/Berlin"]);
    let plain = add(&env, &["daily 09:00", "standup notes"]);
    let shanghai = add(&env, &["daily 09:00", "--timezone", "Asia/Shanghai", "standup notes"]);
    let p = job(&env, &owner, &plain);
    // The job keeps no zone of its own (null = settings.timezone) ...
    assert_null(&p, "timezone");
    // ... and its time is Berlin's: 09:00 CET = 08:00 UTC (today's 09:00 has passed).
    assert_eq!(p["nextRunAt"], "2026-12-01T08:00:00.000Z");
    assert_eq!(job(&env, &owner, &shanghai)["nextRunAt"], "2026-12-01T01:00:00.000Z");
    let list = env.ok(&["schedule", "list"]);
    assert!(
        list.contains(&format!("{plain}\tenabled\tdaily 09:00\t2026-12-01 09:00 CET\tstandup notes\n")),
        "{list}"
    );
}

#[test]
fn without_any_timezone_the_host_zone_is_used() {
    // The harness runs okbot with TZ=UTC.
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "standup notes"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T09:00:00.000Z");
}

#[test]
fn the_first_job_of_a_root_hints_at_crontab_and_the_second_does_not() {
    let (env, _) = writer();
    let first = env.run(&["schedule", "add", "hourly", "one"]);
    first.expect_code(0);
    assert!(first.stderr.contains("hint: jobs fire only when `okbot schedule tick` runs"), "{first:?}");
    assert!(first.stderr.contains("`okbot schedule cron-line`"), "{first:?}");
    assert!(first.stderr.contains("`okbot schedule systemd`"), "{first:?}");
    assert!(!first.stderr.contains("* * * * * okbot"), "no line that fails under cron's PATH: {first:?}");
    let second = env.run(&["schedule", "add", "hourly", "two"]);
    second.expect_code(0);
    assert!(!second.stderr.contains("crontab"), "{second:?}");
}

#[test]
fn add_reads_the_prompt_from_stdin_with_a_dash_and_defaults_the_title_to_its_first_line() {
    let (env, owner) = writer();
    let out =
        env.ok_stdin(&["schedule", "add", "hourly 05", "-"], "summarise the unread notes\nkeep it short\n");
    let id = out.trim_end();
    let j = job(&env, &owner, id);
    assert_eq!(j["prompt"], "summarise the unread notes\nkeep it short");
    assert_eq!(j["title"], "summarise the unread notes");
}

// ---------------------------------------------------------------------------------------------
// refused input: exit 2, a precise error and hint, and no file changed

/// A root with one job already, so there is a schedules file that must stay as it is.
fn one_job() -> (TestEnv, String, String) {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    (env, owner, id)
}

#[track_caller]
fn refused_add(args: &[&str], error: &str, hint: &str) {
    let (env, _, _) = one_job();
    let before = snapshot(&env);
    let mut all = vec!["schedule", "add"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    run.expect_usage_error(error, hint);
    before.assert_unchanged(&snapshot(&env), &format!("`okbot {}`", all.join(" ")));
}

#[test]
fn add_every_7_m_is_refused_because_7_does_not_divide_60() {
    refused_add(
        &["every 7 m", "poke"],
        "`every 7 m`: 7 does not divide 60",
        "use one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60 minutes; a cron `*/7 * * * *` is not every 7 minutes \
         either: it restarts each hour (:49, :56, then :00)",
    );
}

#[test]
fn add_daily_25_00_is_refused_as_out_of_range() {
    refused_add(
        &["daily 25:00", "poke"],
        "`daily 25:00`: hour 25 is out of range 0-23",
        "use a 24-hour time such as `daily 09:00`",
    );
}

#[test]
fn add_six_field_cron_is_refused_naming_the_missing_seconds_field() {
    refused_add(
        &["0 0 9 * * *", "poke"],
        "`0 0 9 * * *` has 6 fields; a cron expression has 5",
        "there is no seconds field",
    );
}

#[test]
fn add_with_an_unknown_timezone_is_refused() {
    refused_add(
        &["daily 09:00", "--timezone", "Mars/Base", "poke"],
        "`Mars/Base` is not an IANA time zone",
        "Asia/Shanghai",
    );
}

#[test]
fn add_with_an_empty_prompt_is_refused() {
    refused_add(
        &["daily 09:00", "   "],
        "a scheduled job needs a prompt: what to do when it fires",
        "okbot schedule add \"daily 09:00\"",
    );
}

#[test]
fn add_text_that_is_no_schedule_is_refused_with_the_grammar() {
    refused_add(
        &["weekly", "poke"],
        "`weekly` is not a schedule",
        "`daily HH:MM`, `hourly [MM]`, `every N m`",
    );
}

#[test]
fn pause_resume_and_delete_of_an_unknown_job_are_refused() {
    let (env, _, _) = one_job();
    let before = snapshot(&env);
    for verb in ["pause", "resume", "delete"] {
        let run = env.run(&["schedule", verb, "sched_01NOPE0000000000000000000"]);
        run.expect_usage_error(
            "there is no scheduled job `sched_01NOPE0000000000000000000`",
            "`okbot schedule list --all`",
        );
    }
    // An id that is not a safe path component never reaches a path.
    env.run(&["schedule", "pause", "../escape"]).expect_code(2);
    before.assert_unchanged(&snapshot(&env), "pause/resume/delete of unknown jobs");
}

#[test]
fn a_51st_job_is_refused_and_the_50_stay_as_they_are() {
    let (env, owner) = writer();
    for i in 0..50 {
        add(&env, &["hourly", &format!("job number {i}")]);
    }
    assert_eq!(jobs(&env, &owner).len(), 50);
    let before = snapshot(&env);
    let run = env.run(&["schedule", "add", "hourly", "one too many"]);
    run.expect_usage_error(
        &format!("{owner} already has 50 scheduled jobs, the most allowed"),
        "okbot schedule delete ID",
    );
    before.assert_unchanged(&snapshot(&env), "the 51st `schedule add`");
}

// ---------------------------------------------------------------------------------------------
// list

#[test]
fn list_prints_one_tab_separated_line_per_job_in_file_order() {
    let (env, _) = writer();
    let a = add(&env, &["daily 09:00", "--timezone", "Asia/Shanghai", "water the plants"]);
    let b = add(&env, &["every 15 m", "--timezone", "UTC", "--title", "queue", "check the queue"]);
    let run = env.run(&["schedule", "list"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        format!(
            "{a}\tenabled\tdaily 09:00\t2026-12-01 09:00 CST\twater the plants\n\
             {b}\tenabled\tevery 15 m\t2026-11-30 09:00 UTC\tqueue\n"
        )
    );
}

#[test]
fn list_json_is_an_array_of_jobs_with_owner_and_state() {
    let (env, owner) = writer();
    let a = add(&env, &["daily 09:00", "--timezone", "Asia/Shanghai", "water the plants"]);
    let b = add(&env, &["hourly 30", "stretch"]);
    env.ok(&["schedule", "pause", &b]);
    let doc = env.run(&["--json", "schedule", "list"]).json();
    let arr = doc.as_array().expect("an array");
    assert_eq!(arr.len(), 2);
    assert_eq!(arr[0]["id"], a.as_str());
    assert_eq!(arr[0]["ownerId"], owner.as_str());
    assert_eq!(arr[0]["state"], "enabled");
    assert_eq!(arr[0]["timezone"], "Asia/Shanghai");
    assert_eq!(arr[0]["nextRunAt"], "2026-12-01T01:00:00.000Z");
    assert_eq!(arr[1]["id"], b.as_str());
    assert_eq!(arr[1]["state"], "paused");
    assert_eq!(arr[1]["enabled"], false);
}

#[test]
fn list_all_shows_the_jobs_of_every_assistant_with_their_owner() {
    let (env, writer_id) = writer();
    let reader_id = env.assistant("Reader");
    let w = add(&env, &["-a", "Writer", "daily 09:00", "--timezone", "UTC", "draft"]);
    let r = add(&env, &["-a", "Reader", "hourly 15", "--timezone", "UTC", "read"]);
    assert_eq!(jobs(&env, &writer_id).len(), 1);
    assert_eq!(jobs(&env, &reader_id).len(), 1);

    let run = env.run(&["schedule", "list", "--all"]);
    run.expect_code(0);
    let mut lines: Vec<&str> = run.stdout.lines().collect();
    lines.sort();
    let mut want = vec![
        format!("{w}\t{writer_id}\tenabled\tdaily 09:00\t2026-11-30 09:00 UTC\tdraft"),
        format!("{r}\t{reader_id}\tenabled\thourly 15\t2026-11-30 09:15 UTC\tread"),
    ];
    want.sort();
    assert_eq!(lines, want);

    let doc = env.run(&["--json", "schedule", "list", "--all"]).json();
    let mut owners: Vec<String> =
        doc.as_array().unwrap().iter().map(|j| j["ownerId"].as_str().unwrap().to_string()).collect();
    owners.sort();
    let mut want_owners = vec![writer_id.clone(), reader_id.clone()];
    want_owners.sort();
    assert_eq!(owners, want_owners);

    // Without -a the listing covers every owner too, like `status` and `approvals list`.
    let run = env.run(&["schedule", "list"]);
    run.expect_code(0);
    let mut lines: Vec<&str> = run.stdout.lines().collect();
    lines.sort();
    assert_eq!(lines, want, "{run:?}");

    // One owner only with -a.
    let only = env.ok(&["schedule", "list", "-a", "Reader"]);
    assert!(only.starts_with(&format!("{r}\t")) && only.lines().count() == 1, "{only}");
}

#[test]
fn list_with_no_jobs_prints_nothing_on_stdout_and_a_note_on_stderr() {
    let (env, _) = writer();
    let run = env.run(&["schedule", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("no scheduled jobs"), "{run:?}");
    assert_eq!(env.run(&["--json", "schedule", "list"]).json(), json!([]));
}

// ---------------------------------------------------------------------------------------------
// pause, resume, delete

#[test]
fn a_paused_job_is_listed_paused_and_not_fired_by_tick() {
    let (env, owner) = writer();
    let id = add(&env, &["every 15 m", "--timezone", "UTC", "check the queue"]);
    let run = env.run(&["schedule", "pause", &id]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{id}\n"), "stdout carries only the id");
    assert!(run.stderr.contains(&format!("paused the job “check the queue” ({id})")), "{run:?}");
    let j = job(&env, &owner, &id);
    assert_eq!(j["enabled"], false);
    assert!(env.ok(&["schedule", "list"]).starts_with(&format!("{id}\tpaused\t")));

    // Hours later, the tick fires nothing for it.
    let tick = tick_at(&env, "2026-11-30T12:00:00Z", &[]);
    tick.expect_code(0);
    assert_eq!(tick.stdout, "");
    assert!(tick.stderr.contains("nothing is due"), "{tick:?}");
    assert!(runs(&env, &owner).is_empty(), "no ledger line");
    assert!(session(&env, &owner).is_empty(), "no turn ran");
    assert_eq!(job(&env, &owner, &id), j, "the paused job is untouched");
}

#[test]
fn resume_recomputes_next_run_from_now_so_slots_missed_while_paused_do_not_fire() {
    let (env, owner) = writer_at("2026-11-30T00:00:00Z");
    let id = add(&env, &["hourly 30", "--timezone", "UTC", "stretch"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T00:30:00.000Z");
    env.run_at("2026-11-30T00:10:00Z", &["schedule", "pause", &id]).expect_code(0);

    // Five hourly slots pass while paused.
    let resume = env.run_at("2026-11-30T05:00:00Z", &["schedule", "resume", &id]);
    resume.expect_code(0);
    assert_eq!(resume.stdout, format!("{id}\n"), "stdout carries only the id");
    assert!(resume.stderr.contains(&format!("resumed the job “stretch” ({id})")), "{resume:?}");
    assert!(resume.stderr.contains("next run 2026-11-30 05:30 UTC"), "{resume:?}");
    let j = job(&env, &owner, &id);
    assert_eq!(j["enabled"], true);
    assert_eq!(j["nextRunAt"], "2026-11-30T05:30:00.000Z");
    assert_eq!(j["updatedAt"], "2026-11-30T05:00:00.000Z");

    // Nothing is due right after the resume ...
    tick_at(&env, "2026-11-30T05:00:00Z", &[]).expect_code(0);
    assert!(runs(&env, &owner).is_empty());
    // ... and at 05:30 exactly one run fires, for the 05:30 slot.
    tick_at(&env, "2026-11-30T05:30:00Z", &[]).expect_code(0);
    let ledger = runs(&env, &owner);
    assert_eq!(ledger.len(), 1, "{ledger:#?}");
    assert_eq!(ledger[0]["status"], "fired");
    assert_eq!(ledger[0]["scheduledFor"], "2026-11-30T05:30:00.000Z");
}

#[test]
fn delete_removes_only_that_job_line() {
    let (env, owner) = writer();
    add(&env, &["hourly 05", "one"]);
    let two = add(&env, &["hourly 10", "two"]);
    add(&env, &["hourly 15", "three"]);
    let lines = job_lines(&env, &owner);
    let run = env.run(&["schedule", "delete", &two]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{two}\n"), "stdout carries only the id");
    assert!(run.stderr.contains(&format!("deleted the job “two” ({two})")), "{run:?}");
    assert_eq!(
        job_lines(&env, &owner),
        vec![lines[0].clone(), lines[2].clone()],
        "the others are byte-identical"
    );
    // Deleting it again is an unknown job.
    env.run(&["schedule", "delete", &two]).expect_code(2);
}

#[test]
fn delete_json_reports_the_removed_job_as_deleted() {
    let (env, owner) = writer();
    let id = add(&env, &["hourly 05", "one"]);
    let doc = env.run(&["--json", "schedule", "delete", &id]).json();
    assert_eq!(doc["id"], id.as_str());
    assert_eq!(doc["ownerId"], owner.as_str());
    assert_eq!(doc["state"], "deleted");
    assert_eq!(env.read(&jobs_rel(&owner)), "");
}

// ---------------------------------------------------------------------------------------------
// damaged lines

const DAMAGED: &str = "{not json at all, left by a crash";

#[test]
fn a_damaged_line_is_kept_verbatim_in_place_across_add_and_pause() {
    let (env, owner) = writer();
    let a = add(&env, &["hourly 05", "--timezone", "UTC", "one"]);
    let line_a = job_lines(&env, &owner)[0].clone();
    write_jobs(&env, &owner, &[line_a.clone(), DAMAGED.to_string()]);

    let b = add(&env, &["hourly 10", "--timezone", "UTC", "two"]);
    let lines = job_lines(&env, &owner);
    assert_eq!(lines.len(), 3, "{lines:#?}");
    assert_eq!(lines[0], line_a);
    assert_eq!(lines[1], DAMAGED, "the damaged line stays, in place");
    assert!(lines[2].contains(&b));

    let paused = env.run(&["schedule", "pause", &a]);
    paused.expect_code(0);
    assert!(paused.stderr.contains("schedules.jsonl` line 2 is not a job"), "{paused:?}");
    let after = job_lines(&env, &owner);
    assert_eq!(after.len(), 3, "{after:#?}");
    assert!(after[0].contains(&a) && after[0].contains(r#""enabled":false"#), "{after:#?}");
    assert_eq!(after[1], DAMAGED);
    assert_eq!(after[2], lines[2], "the other job is untouched");
}

#[test]
fn list_warns_on_stderr_about_a_damaged_line_and_lists_the_rest() {
    let (env, owner) = writer();
    let a = add(&env, &["hourly 05", "--timezone", "UTC", "one"]);
    let line_a = job_lines(&env, &owner)[0].clone();
    write_jobs(&env, &owner, &[DAMAGED.to_string(), line_a]);
    let before = snapshot(&env);

    let run = env.run(&["schedule", "list"]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("{a}\tenabled\thourly 05\t2026-11-30 09:05 UTC\tone\n"));
    let warning =
        run.stderr.lines().find(|l| l.contains("is not a job")).unwrap_or_else(|| panic!("{run:?}"));
    assert!(warning.starts_with("okbot: warning: "), "{warning}");
    assert!(warning.contains("schedules.jsonl` line 1"), "{warning}");
    assert!(warning.contains("kept"), "{warning}");
    before.assert_unchanged(&snapshot(&env), "`schedule list`");
}

// ---------------------------------------------------------------------------------------------
// next

#[test]
fn next_of_a_schedule_text_lists_utc_stamps_for_the_given_zone() {
    let (env, _) = writer();
    let doc = env
        .run(&["--json", "schedule", "next", "daily 09:00", "--timezone", "Europe/Berlin", "-n", "3"])
        .json();
    assert_null(&doc, "jobId");
    assert_eq!(doc["timezone"], "Europe/Berlin");
    assert_eq!(doc["text"], "daily 09:00");
    assert_eq!(doc["schedule"], json!({"kind": "daily", "hour": 9, "minute": 0}));
    assert_eq!(
        doc["next"],
        json!(["2026-12-01T08:00:00.000Z", "2026-12-02T08:00:00.000Z", "2026-12-03T08:00:00.000Z"])
    );
    let human = env.ok(&["schedule", "next", "daily 09:00", "--timezone", "Europe/Berlin", "-n", "1"]);
    assert_eq!(human, "2026-12-01 09:00 CET (Tue)\t2026-12-01T08:00:00.000Z\n");
}

#[test]
fn next_of_a_job_id_uses_the_jobs_own_zone() {
    let (env, _) = writer();
    // Settings say Berlin; the job says Shanghai, and the job wins.
    env.ok(&["settings", "set", "timezone", "Europe/Berlin"]);
    let id = add(&env, &["daily 09:00", "--timezone", "Asia/Shanghai", "water the plants"]);
    let doc = env.run(&["--json", "schedule", "next", &id, "-n", "2"]).json();
    assert_eq!(doc["jobId"], id.as_str());
    assert_eq!(doc["timezone"], "Asia/Shanghai");
    assert_eq!(doc["next"], json!(["2026-12-01T01:00:00.000Z", "2026-12-02T01:00:00.000Z"]));
    let human = env.ok(&["schedule", "next", &id, "-n", "1"]);
    assert_eq!(human, "2026-12-01 09:00 CST (Tue)\t2026-12-01T01:00:00.000Z\n");
}

#[test]
fn next_of_an_unknown_job_or_bad_text_is_a_usage_error() {
    let (env, _) = writer();
    env.run(&["schedule", "next", "sched_01NOPE0000000000000000000"]).expect_usage_error(
        "there is no scheduled job `sched_01NOPE0000000000000000000`",
        "schedule list --all",
    );
    env.run(&["schedule", "next", "every 7 m"])
        .expect_usage_error("`every 7 m`: 7 does not divide 60", "restarts each hour");
    env.run(&["schedule", "next", "daily 09:00", "--timezone", "Mars/Base"])
        .expect_usage_error("`Mars/Base` is not an IANA time zone", "Asia/Shanghai");
}

#[test]
fn next_in_a_spring_forward_gap_fires_once_at_the_first_minute_after_the_gap() {
    let (env, _) = writer();
    // 2026-03-29 Berlin: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist that day.
    let run = env.run_at(
        "2026-03-28T12:00:00Z",
        &["--json", "schedule", "next", "30 2 * * *", "--timezone", "Europe/Berlin", "-n", "3"],
    );
    run.expect_code(0);
    assert_eq!(
        run.json()["next"],
        json!(["2026-03-29T01:00:00.000Z", "2026-03-30T00:30:00.000Z", "2026-03-31T00:30:00.000Z"])
    );
    let human = env.run_at(
        "2026-03-28T12:00:00Z",
        &["schedule", "next", "30 2 * * *", "--timezone", "Europe/Berlin", "-n", "1"],
    );
    assert_eq!(human.stdout, "2026-03-29 03:00 CEST (Sun)\t2026-03-29T01:00:00.000Z\n");
    // `daily 02:30` is the same fixed-hour rule.
    let daily = env.run_at(
        "2026-03-28T12:00:00Z",
        &["--json", "schedule", "next", "daily 02:30", "--timezone", "Europe/Berlin", "-n", "1"],
    );
    assert_eq!(daily.json()["next"], json!(["2026-03-29T01:00:00.000Z"]));
}

#[test]
fn next_in_a_fall_back_hour_fires_a_fixed_hour_once_and_an_hourly_job_twice() {
    let (env, _) = writer();
    // 2026-10-25 Berlin: 03:00 CEST falls back to 02:00 CET; 02:30 happens twice.
    let fixed = env.run_at(
        "2026-10-24T12:00:00Z",
        &["--json", "schedule", "next", "daily 02:30", "--timezone", "Europe/Berlin", "-n", "2"],
    );
    assert_eq!(fixed.json()["next"], json!(["2026-10-25T00:30:00.000Z", "2026-10-26T01:30:00.000Z"]));
    let hourly = env.run_at(
        "2026-10-24T23:00:00Z",
        &["--json", "schedule", "next", "hourly 30", "--timezone", "Europe/Berlin", "-n", "3"],
    );
    assert_eq!(
        hourly.json()["next"],
        json!(["2026-10-24T23:30:00.000Z", "2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"])
    );
}

#[test]
fn next_follows_crontab_day_rules_sunday_as_0_or_7_and_day_fields_ored() {
    let (env, _) = writer();
    let next = |text: &str, n: &str| {
        env.run(&["--json", "schedule", "next", text, "--timezone", "UTC", "-n", n]).json()["next"].clone()
    };
    let sundays = json!(["2026-12-06T09:00:00.000Z", "2026-12-13T09:00:00.000Z"]);
    assert_eq!(next("0 9 * * 0", "2"), sundays);
    assert_eq!(next("0 9 * * 7", "2"), sundays);
    assert_eq!(next("0 9 * * sun", "2"), sundays);
    // Day 1 of the month OR a Monday (2026-11-30 is a Monday, 12-01 a Tuesday).
    assert_eq!(
        next("0 9 1 * mon", "3"),
        json!(["2026-11-30T09:00:00.000Z", "2026-12-01T09:00:00.000Z", "2026-12-07T09:00:00.000Z"])
    );
}

#[test]
fn a_cron_value_with_a_step_runs_to_the_end_of_the_field_like_cronie() {
    let (env, owner) = writer();
    // 08:59:30 UTC: `10/5` = `10-59/5` fires at 09:10, 09:15, …; the text is stored as typed.
    let doc = env.run(&["--json", "schedule", "next", "10/5 * * * *", "--timezone", "UTC", "-n", "3"]).json();
    assert_eq!(
        doc["next"],
        json!(["2026-11-30T09:10:00.000Z", "2026-11-30T09:15:00.000Z", "2026-11-30T09:20:00.000Z"])
    );
    let late =
        env.run(&["--json", "schedule", "next", "0 20/2 * * *", "--timezone", "UTC", "-n", "3"]).json();
    assert_eq!(
        late["next"],
        json!(["2026-11-30T20:00:00.000Z", "2026-11-30T22:00:00.000Z", "2026-12-01T20:00:00.000Z"])
    );
    let id = add(&env, &["55/5 * * * *", "--timezone", "UTC", "poke"]);
    assert_eq!(job(&env, &owner, &id)["schedule"], json!({"kind": "cron", "expr": "55/5 * * * *"}));
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T09:55:00.000Z");
}

// ---------------------------------------------------------------------------------------------
// time zones, --tz, --from, quoting

#[test]
fn a_zone_in_any_case_is_accepted_and_stored_under_its_canonical_name() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--tz", "asia/shanghai", "water the plants"]);
    let j = job(&env, &owner, &id);
    assert_eq!(j["timezone"], "Asia/Shanghai");
    assert_eq!(j["nextRunAt"], "2026-12-01T01:00:00.000Z");
    let utc = add(&env, &["daily 09:00", "--timezone", "utc", "stretch"]);
    assert_eq!(job(&env, &owner, &utc)["timezone"], "UTC");
    let doc =
        env.run(&["--json", "schedule", "next", "daily 09:00", "--tz", "EUROPE/BERLIN", "-n", "1"]).json();
    assert_eq!(doc["timezone"], "Europe/Berlin");
    assert_eq!(doc["next"], json!(["2026-12-01T08:00:00.000Z"]));
}

#[test]
fn settings_timezone_takes_any_case_too_and_stores_the_canonical_name() {
    let (env, owner) = writer();
    assert_eq!(env.ok(&["settings", "set", "timezone", "asia/shanghai"]), "Asia/Shanghai\n");
    assert_eq!(env.json_file("settings.json")["timezone"], "Asia/Shanghai");
    let id = add(&env, &["daily 09:00", "water the plants"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T01:00:00.000Z");
    let run = env.run(&["settings", "set", "timezone", "shanghai"]);
    run.expect_usage_error("`shanghai` is not an IANA time zone", "did you mean Asia/Shanghai?");
    assert!(run.stderr.contains("hint: or `null` for the host's zone"), "{run:?}");
    // A hand-written lower-case zone in the file is used, not dropped with a warning.
    let mut doc = env.json_file("settings.json");
    doc["timezone"] = json!("europe/berlin");
    std::fs::write(env.path("settings.json"), doc.to_string()).unwrap();
    let next = env.run(&["--json", "schedule", "next", "daily 09:00", "-n", "1"]);
    assert_eq!(next.stderr, "", "{next:?}");
    assert_eq!(next.json()["timezone"], "Europe/Berlin");
}

#[test]
fn a_near_miss_zone_is_refused_with_a_did_you_mean_hint() {
    refused_add(
        &["daily 09:00", "--tz", "shanghai", "poke"],
        "`shanghai` is not an IANA time zone",
        "did you mean Asia/Shanghai?",
    );
    refused_add(
        &["daily 09:00", "--timezone", "Europe/Berln", "poke"],
        "`Europe/Berln` is not an IANA time zone",
        "did you mean Europe/Berlin?",
    );
    let (env, _) = writer();
    env.run(&["schedule", "next", "hourly", "--tz", "Asia/Shangai"])
        .expect_usage_error("`Asia/Shangai` is not an IANA time zone", "did you mean Asia/Shanghai?");
}

#[test]
fn next_from_lists_fire_times_at_or_after_a_wall_clock_time_in_the_zone() {
    let (env, _) = writer();
    let next = |args: &[&str]| {
        let mut all = vec!["--json", "schedule", "next"];
        all.extend_from_slice(args);
        env.run(&all).json()
    };
    // 09:00 Berlin on 2027-01-04 is 08:00 UTC; a fire at the given moment itself counts.
    let doc = next(&["daily 09:00", "--tz", "Europe/Berlin", "--from", "2027-01-04 09:00", "-n", "2"]);
    assert_eq!(doc["from"], "2027-01-04T08:00:00.000Z");
    assert_eq!(doc["next"], json!(["2027-01-04T08:00:00.000Z", "2027-01-05T08:00:00.000Z"]));
    let doc =
        next(&["daily 09:00", "--tz", "Europe/Berlin", "--from", "2027-01-04T09:00:01+01:00", "-n", "1"]);
    assert_eq!(doc["next"], json!(["2027-01-05T08:00:00.000Z"]));
    let doc = next(&["0 9 * * mon", "--tz", "UTC", "--from", "2027-01-01", "-n", "1"]);
    assert_eq!(doc["next"], json!(["2027-01-04T09:00:00.000Z"]));
    // A job's --from is read in the job's own zone.
    let id = add(&env, &["daily 09:00", "--tz", "Asia/Shanghai", "water"]);
    let human = env.ok(&["schedule", "next", &id, "--from", "2027-01-04 08:59", "-n", "1"]);
    assert_eq!(human, "2027-01-04 09:00 CST (Mon)\t2027-01-04T01:00:00.000Z\n");
    // Without --from the JSON says so.
    assert_null(&next(&["hourly", "--tz", "UTC", "-n", "1"]), "from");
}

#[test]
fn next_from_refuses_text_that_is_no_time_and_a_time_skipped_by_daylight_saving() {
    let (env, _) = writer();
    env.run(&["schedule", "next", "hourly", "--tz", "UTC", "--from", "tomorrow"])
        .expect_usage_error("`tomorrow` is not a time", "YYYY-MM-DD HH:MM");
    env.run(&["schedule", "next", "hourly", "--tz", "Europe/Berlin", "--from", "2026-03-29 02:30"])
        .expect_usage_error(
            "`2026-03-29 02:30` does not exist in Europe/Berlin: the clocks skip it for daylight saving",
            "give an offset",
        );
}

#[test]
fn an_unquoted_schedule_is_refused_with_a_hint_to_quote_it() {
    refused_add(
        &["daily", "09:00", "water", "the", "plants"],
        "`daily`: expected a time HH:MM",
        "quote the schedule, it is one argument: `okbot schedule add \"daily 09:00\" \"water the plants\"`",
    );
    refused_add(
        &["every", "15", "m", "stretch"],
        "`every`: expected a number of minutes",
        "`okbot schedule add \"every 15 m\" \"stretch\"`",
    );
}

#[test]
fn hourly_followed_by_a_bare_number_is_taken_as_typed_with_a_warning() {
    let (env, owner) = writer();
    let run = env.run(&["schedule", "add", "hourly", "30", "pushups"]);
    run.expect_code(0);
    let id = run.stdout.trim_end();
    let j = job(&env, &owner, id);
    assert_eq!(j["schedule"], json!({"kind": "hourly", "minute": 0}));
    assert_eq!(j["prompt"], "30 pushups");
    assert!(
        run.stderr.contains("okbot: warning: the schedule is `hourly 00` and the prompt starts with `30`"),
        "{run:?}"
    );
    assert!(run.stderr.contains("hint: if you meant `hourly 30`, quote it"), "{run:?}");
    let quoted = env.run(&["schedule", "add", "hourly 30", "pushups"]);
    assert!(!quoted.stderr.contains("warning"), "{quoted:?}");
}

// ---------------------------------------------------------------------------------------------
// cron-line, systemd, and what a quiet tick prints

/// The okbot binary as the commands name it.
fn binary() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_okbot")).canonicalize().expect("the test binary")
}

#[test]
fn cron_line_names_the_absolute_binary_and_leaves_out_the_default_root() {
    let (env, _) = writer();
    // The harness's root is $HOME/.okbot, the default.
    let root = env.root().canonicalize().unwrap();
    let run = env.run(&["schedule", "cron-line"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        format!(
            "* * * * * {} schedule tick -q >> {}/logs/tick.log 2>&1\n",
            binary().display(),
            root.display()
        )
    );
    assert!(run.stderr.contains("crontab -e"), "{run:?}");
    assert!(!run.stderr.contains("warning"), "the logs folder exists: {run:?}");
    let doc = env.run(&["--json", "schedule", "cron-line"]).json();
    assert_eq!(doc["line"], run.stdout.trim_end());
    assert_eq!(doc["binary"], binary().to_str().unwrap());
    assert_eq!(doc["root"], root.to_str().unwrap());
    assert_eq!(doc["log"], format!("{}/logs/tick.log", root.display()));
}

#[test]
fn cron_line_passes_another_root_as_an_absolute_path_and_warns_when_it_has_no_logs_folder() {
    let env = TestEnv::new();
    // A relative --root is made absolute (the harness runs in $HOME).
    let run = env.run(&["--root", "elsewhere", "schedule", "cron-line"]);
    run.expect_code(0);
    let home = env.home().canonicalize().unwrap();
    assert_eq!(
        run.stdout,
        format!(
            "* * * * * {} --root {home}/elsewhere schedule tick -q >> {home}/elsewhere/logs/tick.log 2>&1\n",
            binary().display(),
            home = home.display()
        )
    );
    assert!(run.stderr.contains("okbot: warning: "), "{run:?}");
    assert!(run.stderr.contains("hint: run `okbot init` first"), "{run:?}");
    // OKBOT_HOME counts like --root.
    env.set_var("OKBOT_HOME", &format!("{}/other", home.display()));
    let line = env.ok(&["schedule", "cron-line"]);
    assert!(line.contains(&format!(" --root {}/other schedule tick -q", home.display())), "{line}");
}

/// What cron does with the command part of a crontab line: `\%` becomes `%`, then `sh` runs it.
fn as_cron_would(line: &str) -> String {
    let command = line.trim_end().strip_prefix("* * * * * ").expect("an every-minute line");
    command.replace("\\%", "%")
}

#[test]
fn the_cron_line_fires_due_jobs_under_crons_bare_environment_with_an_awkward_root_path() {
    let env = TestEnv::new();
    let root = env.home().join("my root's 100% \"data\"");
    let root_arg = root.to_str().unwrap();
    env.ok(&["--root", root_arg, "init"]);
    let owner = env.ok(&["--root", root_arg, "assistant", "create", "Writer"]).trim_end().to_string();
    env.ok(&["--root", root_arg, "schedule", "add", "daily 09:00", "--tz", "UTC", "water the plants"]);
    let line = env.ok(&["--root", root_arg, "schedule", "cron-line"]);
    assert!(line.contains("\\%"), "cron's `%` is escaped: {line}");

    // Cron's environment: a short PATH without okbot, no OKBOT_HOME, another working folder.
    let run = std::process::Command::new("/bin/sh")
        .arg("-c")
        .arg(as_cron_would(&line))
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("HOME", env.home())
        .env("SHELL", "/bin/sh")
        .env("OKBOT_NOW", "2026-11-30T09:00:10Z")
        .current_dir("/")
        .output()
        .expect("run sh");
    assert!(run.status.success(), "{run:?}");
    assert_eq!(run.stdout, b"", "everything goes to the log: {run:?}");
    let ledger = std::fs::read_to_string(root.join(&owner).join("schedule-runs.jsonl")).expect("the ledger");
    assert!(ledger.contains(r#""status":"fired""#), "{ledger}");
    let log = std::fs::read_to_string(root.join("logs/tick.log")).expect("the log is created");
    assert_eq!(log, "", "a tick that only fired prints nothing with -q");
}

#[test]
fn a_quiet_tick_that_only_fired_prints_nothing() {
    let (env, owner) = writer();
    let id = add(&env, &["daily 09:00", "--tz", "UTC", "water the plants"]);
    let loud_env = {
        let (loud, _) = writer();
        add(&loud, &["daily 09:00", "--tz", "UTC", "water the plants"]);
        loud
    };
    let run = tick_at(&env, "2026-11-30T09:00:10Z", &["-q"]);
    run.expect_code(0);
    assert_eq!((run.stdout.as_str(), run.stderr.as_str()), ("", ""), "{run:?}");
    assert_eq!(runs(&env, &owner)[0]["jobId"], id.as_str());
    assert_eq!(runs(&env, &owner)[0]["status"], "fired");
    // Without -q the same tick lists the fire.
    let loud = tick_at(&loud_env, "2026-11-30T09:00:10Z", &[]);
    assert!(loud.stdout.starts_with("fired\t"), "{loud:?}");
    // A quiet dry run still lists what is due: that is what it was asked for.
    let (dry_env, _) = writer();
    add(&dry_env, &["daily 09:00", "--tz", "UTC", "water the plants"]);
    let dry = tick_at(&dry_env, "2026-11-30T09:00:10Z", &["-q", "--dry-run"]);
    assert!(dry.stdout.starts_with("due\t"), "{dry:?}");
}

#[test]
fn a_quiet_tick_still_prints_a_failed_run_and_its_error() {
    let (env, owner) = writer_at("2026-11-30T00:00:00Z");
    env.ok(&["model", "add", "bad", "--base-url", "http://127.0.0.1:9/v1", "--model", "gpt-4o-mini:128000"]);
    env.ok(&["model", "default", "bad/gpt-4o-mini"]);
    env.ok(&["settings", "set", "model.maxRetries", "0"]);
    env.ok(&["settings", "set", "model.timeoutSecs", "2"]);
    let id = add(&env, &["hourly", "--tz", "UTC", "check the queue"]);
    let run = tick_at(&env, "2026-11-30T01:00:30Z", &["-q"]);
    run.expect_code(5);
    assert!(run.stdout.starts_with(&format!("failed\t{id}\t{owner}\tcheck the queue\t")), "{run:?}");
    assert!(run.stderr.starts_with("okbot: error: a scheduled run failed"), "{run:?}");
}

#[test]
fn systemd_prints_a_service_and_a_timer_that_run_the_quiet_tick_every_minute() {
    let env = TestEnv::new();
    let home = env.home().canonicalize().unwrap();
    let run = env.run(&["--root", "my root", "schedule", "systemd"]);
    run.expect_code(0);
    let (service, timer) = run.stdout.split_once("\n\n# okbot-tick.timer").expect("two units");
    assert!(service.starts_with("# okbot-tick.service"), "{service}");
    assert!(service.contains("~/.config/systemd/user/okbot-tick.service"), "{service}");
    assert!(service.contains("\nType=oneshot\n"), "{service}");
    let exec = format!(
        "\nExecStart={} --root \"{}/my root\" schedule tick -q\n",
        binary().display(),
        home.display()
    );
    assert!(service.contains(&exec), "{service}");
    assert!(timer.contains("\nOnCalendar=minutely\n"), "{timer}");
    assert!(timer.contains("\nWantedBy=timers.target\n"), "{timer}");
    assert!(timer.contains("systemctl --user enable --now okbot-tick.timer"), "{timer}");
    assert!(run.stderr.contains("systemctl --user enable --now okbot-tick.timer"), "{run:?}");

    // One unit alone, ready for `> ~/.config/systemd/user/…`; --json gives both texts.
    let only_timer = env.ok(&["schedule", "systemd", "timer"]);
    assert!(
        only_timer.starts_with("# okbot-tick.timer") && !only_timer.contains("[Service]"),
        "{only_timer}"
    );
    let only_service = env.ok(&["schedule", "systemd", "service"]);
    assert!(only_service.starts_with("# okbot-tick.service") && !only_service.contains("[Timer]"));
    let doc = env.run(&["--root", "my root", "--json", "schedule", "systemd"]).json();
    assert_eq!(
        format!("{}\n{}", doc["service"].as_str().unwrap(), doc["timer"].as_str().unwrap()),
        run.stdout
    );
}

#[test]
fn schedule_help_lists_the_setup_commands_and_says_what_pause_resume_and_delete_do() {
    let env = TestEnv::new();
    let help = env.ok(&["schedule", "--help"]);
    for line in [
        "  pause      Pause a job: it is kept but does not fire until resumed",
        "  resume     Resume a paused job from its next slot after now",
        "  delete     Delete a job (its past runs stay in schedule-runs.jsonl)",
        "  cron-line  Print the crontab line that runs `okbot schedule tick` every minute",
    ] {
        assert!(help.lines().any(|l| l == line), "{line:?} in\n{help}");
    }
    let add = env.ok(&["schedule", "add", "--help"]);
    assert!(add.contains("When, as one quoted argument"), "{add}");
    assert!(env.ok(&["schedule", "next", "--help"]).contains("[alias: --tz]"));
}

// ---------------------------------------------------------------------------------------------
// ids people type

/// Two jobs made in one process-free moment share their time part; a third two months later
/// does not. Returns (env, owner, [a, b, later]).
fn three_jobs() -> (TestEnv, String, [String; 3]) {
    let (env, owner) = writer();
    let a = add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    let b = add(&env, &["daily 10:00", "--timezone", "UTC", "feed the cat"]);
    let run = env.run_at("2027-01-29T23:00:00Z", &["schedule", "add", "hourly", "stretch"]);
    run.expect_code(0);
    let later = run.stdout.trim_end().to_string();
    (env, owner, [a, b, later])
}

#[test]
fn a_unique_prefix_names_a_job_with_or_without_sched_in_any_case() {
    let (env, owner, [a, b, later]) = three_jobs();
    let body = &later["sched_".len()..];
    assert_ne!(&a[6..10], &body[..4], "{a} {later}");
    env.ok(&["schedule", "pause", &body[..4]]);
    assert_eq!(job(&env, &owner, &later)["enabled"], false);
    env.ok(&["schedule", "resume", &format!("SCHED_{}", &body[..4].to_lowercase())]);
    assert_eq!(job(&env, &owner, &later)["enabled"], true);
    // a and b share their time part: the prefix needs one of the random characters too.
    let shared = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let out = env.ok(&["schedule", "delete", &a[6..=shared]]);
    assert_eq!(out, format!("{a}\n"), "stdout carries only the id");
    assert!(jobs(&env, &owner).iter().all(|j| j["id"] != a.as_str()));
    let next = env.ok(&["schedule", "next", &b[..=shared], "-n", "1"]);
    assert!(next.starts_with("2026-11-30 10:00 UTC"), "{next:?}");
}

#[test]
fn short_and_ambiguous_job_prefixes_say_so_and_change_nothing() {
    let (env, _, [a, b, _]) = three_jobs();
    let before = snapshot(&env);
    env.run(&["schedule", "pause", "sched_01M"])
        .expect_usage_error("`sched_01M` is too short to name a scheduled job", "give at least 4 characters");
    let prefix = &a[..16];
    assert_eq!(&b[..16], prefix);
    env.run(&["schedule", "delete", prefix])
        .expect_usage_error(&format!("`{prefix}` matches 2 scheduled jobs: {a}, {b}"), "give more of the id");
    env.run(&["schedule", "pause", "7QXZ"]).expect_usage_error(
        "there is no scheduled job `7QXZ`",
        "`okbot schedule list --all` shows every job and its id",
    );
    before.assert_unchanged(&snapshot(&env), "refused prefixes");
}

#[test]
fn schedule_list_highlights_the_shortest_unique_prefix_in_colour() {
    let (env, _, [a, b, later]) = three_jobs();
    let plain = env.ok(&["schedule", "list"]);
    assert!(plain.starts_with(&format!("{a}\t")), "{plain:?}");
    let coloured = env.ok(&["--color", "always", "schedule", "list"]);
    let shared = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let first = coloured.lines().next().unwrap();
    let want = format!(
        "\x1b[2msched_\x1b[0m\x1b[1;35m{}\x1b[0m\x1b[2m{}\x1b[0m\t",
        &a[6..=shared],
        &a[shared + 1..]
    );
    assert!(first.starts_with(&want), "{first:?} vs {want:?}");
    // The job made two months later is told apart by the first four characters.
    let third = coloured.lines().nth(2).unwrap();
    let want =
        format!("\x1b[2msched_\x1b[0m\x1b[1;35m{}\x1b[0m\x1b[2m{}\x1b[0m\t", &later[6..10], &later[10..]);
    assert!(third.starts_with(&want), "{third:?}");
}
