//! `okbot schedule add|list|pause|resume|delete|next` (DESIGN §6.6, §9): the job lines written
//! to `<owner>/schedules.jsonl`, the grammar and time zones, refused input (exit 2, nothing
//! touched), damaged lines kept in place, and `next` including daylight-saving changes.

mod common;
mod schedule_support;

use common::{TestEnv, is_new_id};
use schedule_support::*;
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
    assert_eq!(p["timezone"], json!(null));
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
    assert!(first.stderr.contains("* * * * * okbot schedule tick"), "{first:?}");
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
        "use one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60 minutes, or a cron expression such as `*/7 * * * *`",
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
    assert_eq!(run.stdout, format!("{id} paused\n"));
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
    assert_eq!(resume.stdout, format!("{id} resumed\n"));
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
    assert_eq!(run.stdout, format!("{two} deleted\n"));
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

    env.ok(&["schedule", "pause", &a]);
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
    assert_eq!(doc["jobId"], json!(null));
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
        .expect_usage_error("`every 7 m`: 7 does not divide 60", "*/7 * * * *");
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
    assert_eq!(out, format!("{a} deleted\n"));
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
