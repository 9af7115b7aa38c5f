//! Scheduled jobs (one line of `schedules.jsonl`, DESIGN §6.6) and the run ledger
//! (`schedule-runs.jsonl`): their shapes, and the decisions about them that need no files.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{Spec, SpecError, next_after, resolve_zone};

/// At most this many jobs per owner.
pub const MAX_JOBS: usize = 50;

/// One job. Unknown keys survive every rewrite.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Job {
    pub id: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub prompt: String,
    #[serde(default = "yes")]
    pub enabled: bool,
    pub schedule: Spec,
    /// The job's IANA zone; `null` = `settings.timezone`, else the host's zone.
    #[serde(default)]
    pub timezone: Option<String>,
    #[serde(default)]
    pub once: bool,
    #[serde(default)]
    pub next_run_at: Option<String>,
    #[serde(default)]
    pub last_run_at: Option<String>,
    #[serde(default)]
    pub last_error: Option<String>,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
    /// okbot extra: set while a run of this job is in progress (no overlap with itself).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<Running>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

fn yes() -> bool {
    true
}

/// The running marker: which process runs the job, since when.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Running {
    pub pid: u32,
    pub started_at: String,
    pub run_id: String,
}

/// What a person or the model asks for when creating a job.
#[derive(Debug, Clone, Default)]
pub struct NewJob {
    pub schedule: String,
    pub prompt: String,
    pub title: Option<String>,
    pub timezone: Option<String>,
    pub once: bool,
}

/// RFC 3339 with milliseconds and `Z`, as every okbot timestamp.
pub use crate::clock::{parse_stamp, stamp};

impl Job {
    /// Build a job from a request: the schedule is parsed, the zone validated, the first fire
    /// computed. `settings_zone` is `settings.timezone`.
    pub fn create(
        id: String,
        req: &NewJob,
        settings_zone: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Job, SpecError> {
        let schedule = super::parse(&req.schedule)?;
        let prompt = req.prompt.trim();
        if prompt.is_empty() {
            return Err(SpecError {
                message: "a scheduled job needs a prompt: what to do when it fires".into(),
                hint: "for example `okbot schedule add \"daily 09:00\" \"summarise my unread notes\"`".into(),
            });
        }
        // Stored under its canonical name (`asia/shanghai` is kept as `Asia/Shanghai`).
        let timezone = match req.timezone.as_deref().map(str::trim).filter(|z| !z.is_empty()) {
            Some(zone) => Some(super::parse_zone(zone)?.name()),
            None => None,
        };
        let mut job = Job {
            id,
            title: req
                .title
                .as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map_or_else(|| default_title(prompt), str::to_string),
            prompt: prompt.to_string(),
            enabled: true,
            schedule,
            timezone: timezone.map(str::to_string),
            once: req.once,
            next_run_at: None,
            last_run_at: None,
            last_error: None,
            created_at: stamp(now),
            updated_at: stamp(now),
            running: None,
            extra: Map::new(),
        };
        job.next_run_at = job.next_after(settings_zone, now)?.map(stamp);
        Ok(job)
    }

    /// The zone the job's wall-clock times are in.
    pub fn zone(&self, settings_zone: Option<&str>) -> Result<Tz, SpecError> {
        resolve_zone(self.timezone.as_deref(), settings_zone)
    }

    /// The first fire strictly after `after`.
    pub fn next_after(
        &self,
        settings_zone: Option<&str>,
        after: DateTime<Utc>,
    ) -> Result<Option<DateTime<Utc>>, SpecError> {
        self.schedule.validate()?;
        Ok(next_after(&self.schedule, self.zone(settings_zone)?, after))
    }

    /// Keep a job that follows the settings zone (no zone of its own) in step with it: when its
    /// `nextRunAt` is not a time the job fires in the zone it follows now, that run was computed
    /// under another zone (settings `timezone` or the host's zone changed since), so it must not
    /// fire at that instant: `nextRunAt` becomes the first fire after `now` in the zone now in
    /// force. Hourly jobs and zones with the same offset keep their run. A job with its own
    /// zone, a paused job, or one whose zone or schedule cannot be used is left alone. Returns
    /// whether the job changed.
    pub fn follow_zone(&mut self, settings_zone: Option<&str>, now: DateTime<Utc>) -> bool {
        if !self.enabled || self.timezone.as_deref().is_some_and(|z| !z.trim().is_empty()) {
            return false;
        }
        let Some(at) = self.next_run_at.as_deref().and_then(parse_stamp) else { return false };
        let Ok(tz) = self.zone(settings_zone) else { return false };
        if self.schedule.validate().is_err() {
            return false;
        }
        if next_after(&self.schedule, tz, at - chrono::TimeDelta::milliseconds(1)) == Some(at) {
            return false;
        }
        self.next_run_at = next_after(&self.schedule, tz, now).map(stamp);
        self.updated_at = stamp(now);
        true
    }

    /// Due at `now`: enabled, with a `nextRunAt` that has come.
    pub fn is_due(&self, now: DateTime<Utc>) -> bool {
        self.enabled && self.next_run_at.as_deref().and_then(parse_stamp).is_some_and(|t| t <= now)
    }

    /// `enabled`, `paused`, `done` (a once-job that fired) or `invalid`.
    pub fn state(&self) -> &'static str {
        if self.schedule.validate().is_err() {
            "invalid"
        } else if self.enabled {
            "enabled"
        } else if self.once && self.last_run_at.is_some() {
            "done"
        } else {
            "paused"
        }
    }

    /// Claim a due job before running it (DESIGN §6.6): advance `nextRunAt` past `now` — missed
    /// slots collapse into this one run — or disable a once-job, and set the running marker.
    /// Returns the fire time that was due.
    pub fn claim(
        &mut self,
        settings_zone: Option<&str>,
        now: DateTime<Utc>,
        running: Running,
    ) -> Result<Option<String>, SpecError> {
        let due = self.pass(settings_zone, now)?;
        self.running = Some(running);
        Ok(due)
    }

    /// Move past the due slot without a run: `nextRunAt` to the first fire after `now`, or a
    /// once-job disabled. Returns the fire time that was due.
    pub fn pass(
        &mut self,
        settings_zone: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Option<String>, SpecError> {
        let due = self.next_run_at.clone();
        if self.once {
            self.enabled = false;
            self.next_run_at = None;
        } else {
            self.next_run_at = self.next_after(settings_zone, now)?.map(stamp);
        }
        self.updated_at = stamp(now);
        Ok(due)
    }

    /// When the job fires next, in milliseconds since 1970: `None` when disabled or without a
    /// readable `nextRunAt` (then it is never due).
    pub fn next_millis(&self) -> Option<i64> {
        self.enabled
            .then(|| self.next_run_at.as_deref().and_then(parse_stamp))
            .flatten()
            .map(|t| t.timestamp_millis())
    }

    /// Record how a claimed run ended and clear the running marker.
    pub fn finish(&mut self, now: DateTime<Utc>, error: Option<String>) {
        self.running = None;
        self.last_run_at = Some(stamp(now));
        self.last_error = error;
        self.updated_at = stamp(now);
    }

    /// Pause or resume. Resuming computes the next fire from now: slots missed while paused
    /// do not fire.
    pub fn set_enabled(
        &mut self,
        enabled: bool,
        settings_zone: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<(), SpecError> {
        if enabled {
            self.next_run_at = self.next_after(settings_zone, now)?.map(stamp);
        }
        self.enabled = enabled;
        self.updated_at = stamp(now);
        Ok(())
    }
}

/// The first line of the prompt, clipped to 60 characters.
fn default_title(prompt: &str) -> String {
    let line = prompt.lines().next().unwrap_or("").trim();
    let clipped: String = line.chars().take(60).collect();
    if clipped.chars().count() < line.chars().count() { format!("{clipped}…") } else { clipped }
}

/// One line of `schedule-runs.jsonl`: a fire, a skip or a failure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RunRecord {
    /// `run_<ULID>`: also the chat turn's run id when the job fired.
    pub id: String,
    pub job_id: String,
    /// When this line was written.
    pub at: String,
    /// `fired`, `skipped` or `failed`.
    pub status: String,
    /// The `nextRunAt` that was due.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduled_for: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<String>,
    /// Why it was skipped or failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Approval requests the run left waiting.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        parse_stamp(text).unwrap()
    }

    fn req(schedule: &str) -> NewJob {
        NewJob { schedule: schedule.into(), prompt: "water the plants".into(), ..NewJob::default() }
    }

    #[test]
    fn a_new_job_fires_next_in_its_zone() {
        let mut r = req("每天 09:00");
        r.timezone = Some("Asia/Shanghai".into());
        let job = Job::create("sched_1".into(), &r, None, at("2026-11-30T02:00:00Z")).unwrap();
        // 09:00 in Shanghai is 01:00 UTC: today's has passed.
        assert_eq!(job.next_run_at.as_deref(), Some("2026-12-01T01:00:00.000Z"));
        assert_eq!(job.title, "water the plants");
        assert_eq!(job.state(), "enabled");
    }

    #[test]
    fn settings_zone_applies_when_the_job_has_none() {
        let job =
            Job::create("s".into(), &req("daily 09:00"), Some("Europe/Berlin"), at("2026-11-30T02:00:00Z"))
                .unwrap();
        assert_eq!(job.next_run_at.as_deref(), Some("2026-11-30T08:00:00.000Z"));
        assert_eq!(job.timezone, None);
    }

    #[test]
    fn bad_input_is_refused_with_a_hint() {
        let now = at("2026-11-30T02:00:00Z");
        assert!(Job::create("s".into(), &req("every 7 m"), None, now).is_err());
        let mut r = req("daily 09:00");
        r.timezone = Some("Mars/Base".into());
        assert!(Job::create("s".into(), &r, None, now).is_err());
        let mut r = req("daily 09:00");
        r.prompt = "  ".into();
        let err = Job::create("s".into(), &r, None, now).unwrap_err();
        assert!(err.message.contains("needs a prompt"), "{err:?}");
    }

    #[test]
    fn claiming_collapses_missed_slots_into_one_run() {
        let created = at("2026-11-30T00:00:00Z");
        let mut job = Job::create("s".into(), &req("every 15 m"), Some("UTC"), created).unwrap();
        assert_eq!(job.next_run_at.as_deref(), Some("2026-11-30T00:15:00.000Z"));
        // Nothing ran for two hours: one claim, and the next fire is after now.
        let now = at("2026-11-30T02:07:00Z");
        assert!(job.is_due(now));
        let running = Running { pid: 1, started_at: stamp(now), run_id: "run_1".into() };
        let due = job.claim(Some("UTC"), now, running).unwrap();
        assert_eq!(due.as_deref(), Some("2026-11-30T00:15:00.000Z"));
        assert_eq!(job.next_run_at.as_deref(), Some("2026-11-30T02:15:00.000Z"));
        assert!(!job.is_due(now));
        assert!(job.running.is_some());
        job.finish(now, None);
        assert!(job.running.is_none());
        assert_eq!(job.last_run_at.as_deref(), Some("2026-11-30T02:07:00.000Z"));
    }

    #[test]
    fn a_once_job_disables_itself_when_claimed() {
        let mut r = req("daily 09:00");
        r.once = true;
        let now = at("2026-11-30T00:00:00Z");
        let mut job = Job::create("s".into(), &r, Some("UTC"), now).unwrap();
        let later = at("2026-11-30T09:00:00Z");
        assert!(job.is_due(later));
        let running = Running { pid: 1, started_at: stamp(later), run_id: "run_1".into() };
        job.claim(Some("UTC"), later, running).unwrap();
        job.finish(later, None);
        assert!(!job.enabled && job.next_run_at.is_none());
        assert_eq!(job.state(), "done");
    }

    #[test]
    fn resuming_skips_the_slots_missed_while_paused() {
        let mut job =
            Job::create("s".into(), &req("hourly 30"), Some("UTC"), at("2026-11-30T00:00:00Z")).unwrap();
        job.set_enabled(false, Some("UTC"), at("2026-11-30T00:10:00Z")).unwrap();
        assert!(!job.is_due(at("2026-11-30T05:00:00Z")));
        assert_eq!(job.state(), "paused");
        job.set_enabled(true, Some("UTC"), at("2026-11-30T05:00:00Z")).unwrap();
        assert_eq!(job.next_run_at.as_deref(), Some("2026-11-30T05:30:00.000Z"));
    }

    #[test]
    fn a_job_following_the_settings_zone_moves_to_the_new_zone() {
        let created = at("2026-11-30T20:00:00Z");
        let mut job = Job::create("s".into(), &req("daily 09:00"), Some("UTC"), created).unwrap();
        assert_eq!(job.next_run_at.as_deref(), Some("2026-12-01T09:00:00.000Z"));
        // Still UTC: nothing to do.
        assert!(!job.follow_zone(Some("UTC"), created));
        // Now Tokyo: 09:00 UTC is 18:00 there, not a time this job fires; the next 09:00 in
        // Tokyo after the change is 00:00 UTC.
        let change = at("2026-11-30T21:00:00Z");
        assert!(job.follow_zone(Some("Asia/Tokyo"), change));
        assert_eq!(job.next_run_at.as_deref(), Some("2026-12-01T00:00:00.000Z"));
        assert_eq!(job.updated_at, "2026-11-30T21:00:00.000Z");
        assert!(!job.follow_zone(Some("Asia/Tokyo"), at("2026-11-30T22:00:00Z")), "settled");
        // A due run of the old zone does not fire: it moves to the next fire after now.
        job.next_run_at = Some("2026-12-01T09:00:00.000Z".into());
        assert!(job.follow_zone(Some("Asia/Tokyo"), at("2026-12-01T09:00:30Z")));
        assert_eq!(job.next_run_at.as_deref(), Some("2026-12-02T00:00:00.000Z"));
    }

    #[test]
    fn follow_zone_leaves_runs_that_are_still_right_and_jobs_with_their_own_zone() {
        let now = at("2026-11-30T20:00:00Z");
        // Whole-hour offsets: an hourly run is the same instant in both zones.
        let mut hourly = Job::create("h".into(), &req("hourly 15"), Some("UTC"), now).unwrap();
        assert!(!hourly.follow_zone(Some("Asia/Tokyo"), now));
        assert_eq!(hourly.next_run_at.as_deref(), Some("2026-11-30T20:15:00.000Z"));
        // ... but not in a half-hour zone.
        assert!(hourly.follow_zone(Some("Asia/Kolkata"), now));
        assert_eq!(hourly.next_run_at.as_deref(), Some("2026-11-30T20:45:00.000Z"));
        let mut own = req("daily 09:00");
        own.timezone = Some("UTC".into());
        let mut own = Job::create("o".into(), &own, Some("UTC"), now).unwrap();
        assert!(!own.follow_zone(Some("Asia/Tokyo"), now));
        let mut paused = Job::create("p".into(), &req("daily 09:00"), Some("UTC"), now).unwrap();
        paused.set_enabled(false, Some("UTC"), now).unwrap();
        assert!(!paused.follow_zone(Some("Asia/Tokyo"), now));
        let mut bad = Job::create("b".into(), &req("daily 09:00"), Some("UTC"), now).unwrap();
        assert!(!bad.follow_zone(Some("Mars/Base"), now));
        assert_eq!(bad.next_run_at.as_deref(), Some("2026-12-01T09:00:00.000Z"));
    }

    #[test]
    fn unknown_keys_survive_a_round_trip() {
        let line = r#"{"id":"sched_1","title":"t","prompt":"p","enabled":true,"schedule":{"kind":"hourly","minute":5},"timezone":null,"once":false,"nextRunAt":null,"lastRunAt":null,"lastError":null,"createdAt":"c","updatedAt":"u","color":"red"}"#;
        let job: Job = serde_json::from_str(line).unwrap();
        assert_eq!(job.extra["color"], "red");
        assert_eq!(serde_json::to_string(&job).unwrap(), line);
    }
}
