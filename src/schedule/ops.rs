//! What `okbot schedule …` and the `manage_schedule` tool do, in one place: both call these.
//! The caller holds the owner lock (a chat turn already does; the commands take it).

use anyhow::Result;
use chrono::{DateTime, Utc};

use super::jobs::{Job, MAX_JOBS, NewJob, parse_stamp};
use crate::error::Failure;
use crate::store::Root;
use crate::store::lock::OwnerGuard;

/// Where and when the operation happens.
pub struct Ctx<'a> {
    pub root: &'a Root,
    /// The owner's lock, held: the operation's owner is `lock.owner()`.
    pub lock: &'a OwnerGuard,
    /// `settings.timezone`.
    pub settings_zone: Option<&'a str>,
    pub now: DateTime<Utc>,
}

/// Create a job (at most [`MAX_JOBS`] per owner).
pub fn add(cx: &Ctx, req: &NewJob) -> Result<Job> {
    let mut jobs = super::io::load(cx.root, cx.lock.owner())?;
    if jobs.len() >= MAX_JOBS {
        return Err(Failure::usage(format!(
            "{} already has {MAX_JOBS} scheduled jobs, the most allowed",
            cx.lock.owner()
        ))
        .hint("delete one with `okbot schedule delete ID` (`okbot schedule list` shows them)")
        .into());
    }
    let job = Job::create(crate::ids::new("sched", cx.now), req, cx.settings_zone, cx.now)
        .map_err(Failure::from)?;
    jobs.push(job.clone());
    super::io::save(cx.root, cx.lock, &jobs)?;
    Ok(job)
}

/// The owner's jobs, in file order, each next run as the tick will see it (see [`follow_zone`]).
pub fn list(cx: &Ctx) -> Result<Vec<Job>> {
    let mut jobs: Vec<Job> = super::io::load(cx.root, cx.lock.owner())?.iter().cloned().collect();
    for job in &mut jobs {
        job.follow_zone(cx.settings_zone, cx.now);
    }
    Ok(jobs)
}

/// After the settings zone changed: move the next run of every job that follows it and still
/// has a run computed under the old zone ([`Job::follow_zone`]), and save. Returns how many
/// moved (the file is not rewritten when none did).
pub fn follow_zone(cx: &Ctx) -> Result<usize> {
    let mut jobs = super::io::load(cx.root, cx.lock.owner())?;
    let moved =
        jobs.iter_mut().map(|job| job.follow_zone(cx.settings_zone, cx.now)).filter(|&moved| moved).count();
    if moved > 0 {
        super::io::save(cx.root, cx.lock, &jobs)?;
    }
    Ok(moved)
}

/// [`follow_zone`] for every owner that has jobs, after the settings zone changed to `zone`. An
/// owner busy with another write is skipped, not waited for: its next tick moves its jobs the
/// same way. Returns how many jobs moved.
pub fn follow_zone_everywhere(
    root: &crate::store::Root,
    owners: &[crate::store::OwnerId],
    zone: Option<&str>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<usize> {
    let mut moved = 0;
    for owner in owners {
        if !super::io::path(root, owner).exists() {
            continue;
        }
        let Ok(Some(lock)) = root.try_lock_owner(owner) else { continue };
        moved += follow_zone(&Ctx { root, lock: &lock, settings_zone: zone, now })?;
    }
    Ok(moved)
}

/// How job ids are typed: `sched_<ULID>`, or any unique start of it, with or without `sched_`.
pub const JOB_IDS: crate::ids::IdKind = crate::ids::IdKind {
    noun: "scheduled job",
    plural: "scheduled jobs",
    tag: Some("sched"),
    list_hint: "`okbot schedule list --all` shows every job and its id",
};

/// The full id of the owner's job that `key` names (the id or a unique prefix of it).
pub fn resolve(jobs: &super::io::Jobs, key: &str) -> Result<String> {
    let ids: Vec<&str> = jobs.iter().map(|j| j.id.as_str()).collect();
    let found = crate::ids::resolve(&JOB_IDS, &ids, key).map_err(Failure::from)?;
    Ok(ids[found[0]].to_string())
}

/// Pause (`false`) or resume (`true`) a job (`id` may be a unique prefix).
pub fn set_enabled(cx: &Ctx, id: &str, enabled: bool) -> Result<Job> {
    let mut jobs = super::io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&jobs, id)?;
    let job = jobs.get_mut(&id).ok_or_else(|| unknown(cx, &id))?;
    job.set_enabled(enabled, cx.settings_zone, cx.now).map_err(Failure::from)?;
    let job = job.clone();
    super::io::save(cx.root, cx.lock, &jobs)?;
    Ok(job)
}

/// Delete a job (`id` may be a unique prefix); its past runs stay in the ledger.
pub fn delete(cx: &Ctx, id: &str) -> Result<Job> {
    let mut jobs = super::io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&jobs, id)?;
    let job = jobs.remove(&id).ok_or_else(|| unknown(cx, &id))?;
    super::io::save(cx.root, cx.lock, &jobs)?;
    Ok(job)
}

fn unknown(cx: &Ctx, id: &str) -> anyhow::Error {
    Failure::usage(format!("{} has no scheduled job `{id}`", cx.lock.owner()))
        .hint("`okbot schedule list` shows the jobs and their ids")
        .into()
}

/// A job's next fire, in its zone, for people: `2026-12-01 09:00 CST`.
pub fn local_time(job: &Job, settings_zone: Option<&str>, at: Option<&str>) -> String {
    let Some(t) = at.and_then(parse_stamp) else { return "-".into() };
    match job.zone(settings_zone) {
        Ok(tz) => t.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z").to_string(),
        Err(_) => t.format("%Y-%m-%d %H:%M UTC").to_string(),
    }
}
