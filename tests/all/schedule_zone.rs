//! Issue #10 item 2: a job without a time zone of its own follows settings `timezone` (else the
//! host's zone); when that zone changes, its next run moves to the new zone and the run computed
//! under the old zone never fires at its old instant, whether the zone changed through
//! `okbot settings set`, by hand in settings.json, or on the host.

use crate::common;
use crate::support::schedule as schedule_support;

use std::time::Duration;

use common::TestEnv;
use schedule_support::*;

/// Writer with settings `timezone` UTC and one job `daily 09:00` that follows it, added at
/// `now`; returns the env, the owner and the job id.
fn following_job(now: &str) -> (TestEnv, String, String) {
    let (env, owner) = writer_at(now);
    env.ok(&["settings", "set", "timezone", "UTC"]);
    let id = add(&env, &["daily 09:00", "water the plants"]);
    assert_eq!(job(&env, &owner, &id)["timezone"], serde_json::Value::Null);
    (env, owner, id)
}

#[test]
fn settings_set_timezone_moves_the_next_run_of_jobs_that_follow_it() {
    // Monday 08:59:30 UTC: the job would fire at 09:00 UTC.
    let (env, owner, id) = following_job(NOW);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-11-30T09:00:00.000Z");
    let other = add(&env, &["daily 09:00", "--timezone", "UTC", "keeps its own zone"]);

    let run = env.run(&["settings", "set", "timezone", "Asia/Tokyo"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Asia/Tokyo\n", "stdout is the value only\n{run:?}");
    assert!(run.stderr.contains("recomputed the next run of 1 scheduled job that follow"), "{run:?}");
    // 08:59:30 UTC is 17:59 in Tokyo: the next 09:00 there is Tuesday 00:00 UTC.
    let j = job(&env, &owner, &id);
    assert_eq!(j["nextRunAt"], "2026-12-01T00:00:00.000Z");
    assert_eq!(j["updatedAt"], STAMP);
    assert_eq!(job(&env, &owner, &other)["nextRunAt"], "2026-11-30T09:00:00.000Z", "its own zone");

    let list = env.ok(&["schedule", "list"]);
    let row = list.lines().find(|l| l.starts_with(&id)).expect("the job is listed");
    assert!(row.contains("\t2026-12-01 09:00 JST\t"), "{list}");
    let next = env.ok(&["schedule", "next", &id, "-n", "2"]);
    assert_eq!(
        next,
        "2026-12-01 09:00 JST (Tue)\t2026-12-01T00:00:00.000Z\n2026-12-02 09:00 JST (Wed)\t2026-12-02T00:00:00.000Z\n"
    );

    // 09:00 UTC: only the job with its own zone fires.
    let run = tick_at(&env, "2026-11-30T09:00:10Z", &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("fired\t{other}\t{owner}\tkeeps its own zone\n"), "{run:?}");
    assert!(runs(&env, &owner).iter().all(|r| r["jobId"] != id.as_str()), "{:?}", runs(&env, &owner));
    // 09:00 in Tokyo: it fires, and next at 09:00 Tokyo the day after.
    let run = tick_at(&env, "2026-12-01T00:00:10Z", &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"), "{run:?}");
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-02T00:00:00.000Z");

    // Setting the same zone again moves nothing and says nothing about jobs.
    let run = env.run(&["settings", "set", "timezone", "Asia/Tokyo"]);
    assert!(!run.stderr.contains("scheduled job"), "{run:?}");
}

#[test]
fn a_zone_changed_by_hand_in_settings_json_is_followed_at_the_next_tick() {
    let (env, owner, id) = following_job(NOW);
    let mut settings = env.json_file("settings.json");
    settings["timezone"] = "Asia/Tokyo".into();
    env.write("settings.json", serde_json::to_string_pretty(&settings).unwrap());

    // `schedule list` shows the run the tick will use, without writing.
    let before = env.read(&jobs_rel(&owner));
    let list = env.run_at("2026-11-30T08:59:40Z", &["schedule", "list", "--json"]);
    list.expect_code(0);
    assert_eq!(list.json()[0]["nextRunAt"], "2026-12-01T00:00:00.000Z", "{list:?}");
    assert_eq!(env.read(&jobs_rel(&owner)), before, "list writes nothing");
    // A dry run does not list it as due, and writes nothing either.
    let dry = tick_at(&env, "2026-11-30T09:00:10Z", &["--dry-run"]);
    assert_eq!(dry.stdout, "", "{dry:?}");
    assert_eq!(env.read(&jobs_rel(&owner)), before);

    let run = tick_at(&env, "2026-11-30T09:00:10Z", &[]);
    run.expect_code(0);
    assert_eq!(run.stdout, "", "the run of the old zone does not fire\n{run:?}");
    assert!(session(&env, &owner).is_empty());
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T00:00:00.000Z", "moved by the tick");
    let run = tick_at(&env, "2026-12-01T00:00:10Z", &[]);
    assert_eq!(run.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"), "{run:?}");
}

#[test]
fn a_host_zone_change_is_not_hidden_by_the_tick_index() {
    // No settings zone: the job follows the host's (TZ). Added at 10:00 UTC, it fires next
    // Tuesday 09:00 UTC.
    let (env, owner) = writer_at("2026-11-30T10:00:00Z");
    let id = add(&env, &["daily 09:00", "water the plants"]);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T09:00:00.000Z");
    // Two ticks with nothing due, the second after the file settled: the index now says the
    // owner has nothing due before Tuesday 09:00 UTC.
    tick_at(&env, "2026-11-30T10:00:10Z", &[]).expect_code(0);
    std::thread::sleep(Duration::from_millis(2100));
    tick_at(&env, "2026-11-30T10:01:10Z", &[]).expect_code(0);
    let index = env.json_file(".schedule-index.json");
    assert_eq!(index["zone"], "UTC", "{index}");
    assert!(index["owners"][&owner]["next"].is_i64(), "{index}");

    // The host moves to Tokyo: the next tick reads the jobs again and moves the run to
    // Tuesday 09:00 Tokyo, which comes before the 09:00 UTC the index knew.
    env.set_var("TZ", "Asia/Tokyo");
    tick_at(&env, "2026-11-30T10:02:10Z", &[]).expect_code(0);
    assert_eq!(job(&env, &owner, &id)["nextRunAt"], "2026-12-01T00:00:00.000Z");
    let run = tick_at(&env, "2026-12-01T00:00:10Z", &[]);
    assert_eq!(run.stdout, format!("fired\t{id}\t{owner}\twater the plants\n"), "{run:?}");
}
