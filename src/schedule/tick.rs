//! `okbot schedule tick` (DESIGN §6.6): for every owner, fire the jobs that are due, each as a
//! normal chat turn whose trigger message is hidden. A job is claimed (its `nextRunAt` moved on,
//! or a once-job disabled, and a running marker set) in the file before its run starts, so a
//! crash or a second tick never fires it twice. Approval requests decided since the last run are
//! continued first.

use std::collections::HashSet;
use std::time::{Duration, SystemTime};

use anyhow::Result;
use serde::Serialize;

use super::jobs::{Job, MAX_JOBS, RunRecord, Running, stamp};
use crate::clock::Clock;
use crate::error::{Failure, code};
use crate::roster::{Owner, Roster};
use crate::schedule::io::Jobs;
use crate::settings::Settings;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root};

/// What happened to one job (or one continued turn) in this tick.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    pub owner_id: String,
    /// `None` for a continued turn (approval decided).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub job_id: Option<String>,
    pub title: String,
    /// `fired`, `failed`, `skipped`, `due` (dry run) or `continued`.
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheduled_for: Option<String>,
    /// The assistant's reply (fired or continued turns).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Exit code of a failed run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<u8>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<String>,
    /// What the run warned about (a skill left out of the prompt, a step after the reply that
    /// failed), each once.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

pub struct TickEnv<'a> {
    pub root: &'a Root,
    pub clock: &'a Clock,
    pub roster: &'a Roster,
    pub settings: &'a Settings,
    /// Runs the turns (the layer that runs chat turns supplies it).
    pub runner: &'a dyn TurnRunner,
}

/// What a turn run by the tick reports back: the run's id (the first turn's, when the task in
/// progress was continued after it), every turn's text, the requests left waiting.
#[derive(Debug, Clone, Default)]
pub struct TurnReport {
    pub run_id: String,
    pub text: String,
    pub pending: Vec<String>,
    /// Warnings the run gave, each once.
    pub warnings: Vec<String>,
}

/// Runs a chat turn for the tick.
pub trait TurnRunner {
    /// The turn of `job` under `run_id` (claimed before it starts), or with `None` the
    /// continuation of the owner's turn whose approvals are decided. `Err` when the turn could
    /// not be run at all; else the turn's own failure is the second value.
    fn run(
        &self,
        env: &TickEnv,
        owner: &Owner,
        job: Option<&Job>,
        run_id: &str,
    ) -> Result<(TurnReport, Result<()>)>;
    /// Whether Ctrl-C was pressed.
    fn interrupted(&self) -> bool;
}

/// Run one tick. `Ok(None)`: another tick holds the root and this one did nothing.
///
/// An owner is visited when the index says a job of it is due (or it has no valid index entry)
/// or when a turn waits to be continued; the others cost one `stat` of their jobs file. A dry
/// run takes no owner lock and writes nothing, the index included.
pub fn tick(env: &TickEnv, dry_run: bool, report: &mut dyn FnMut(&Outcome)) -> Result<Option<Vec<Outcome>>> {
    // A root that does not exist yet (cron set up before `okbot init`) has nothing due.
    if !env.root.exists() {
        return Ok(Some(Vec::new()));
    }
    // (A dry run writes nothing, not even the tick lock: it lists what a tick would do while
    // another tick runs, and on a read-only root.)
    let _tick = if dry_run {
        None
    } else {
        let Some(lock) = crate::schedule::io::try_lock_tick(env.root)? else {
            return Ok(None);
        };
        Some(lock)
    };
    let now_ms = env.clock.now().timestamp_millis();
    let mut known = Known::open(env.root, following_zone(env.settings))?;
    let mut out = Vec::new();
    let mut push = |o: Outcome, out: &mut Vec<Outcome>| {
        report(&o);
        out.push(o);
    };
    let mut seen = HashSet::new();
    for (id, name, kind) in env.roster.owners() {
        let Ok(owner_id) = OwnerId::parse(&id) else { continue };
        if !seen.insert(id.clone()) {
            continue;
        }
        let owner = Owner { id: owner_id, name, kind };
        let file = crate::store::fsx::Stamp::of(&crate::schedule::io::path(env.root, &owner.id))?;
        // Unknown (no valid index entry) counts as due: the jobs are read to find out.
        let due =
            file.is_some() && known.next(&id, file).is_none_or(|next| next.is_some_and(|t| t <= now_ms));
        let pending = crate::approvals::io::list(env.root, &owner.id)?;
        // Continue a turn once every request it left is decided.
        let resumable = !pending.is_empty() && pending.iter().all(|p| p.status != "pending");
        if !due && !resumable {
            continue;
        }
        // No owner lock across the runs: each claim and each record takes it briefly, and the
        // turns take it around their own writes, so a chat going on does not hold a job up.
        if resumable && dry_run {
            let o = Outcome {
                owner_id: owner.id.to_string(),
                job_id: None,
                title: "continue after approval".into(),
                status: "due".into(),
                run_id: pending.first().map(|p| p.run_id.clone()),
                scheduled_for: None,
                text: None,
                reason: None,
                code: None,
                pending: Vec::new(),
                warnings: Vec::new(),
            };
            push(o, &mut out);
        } else if resumable {
            let o = continue_turn(env, &owner)?;
            push(o, &mut out);
        }
        if due {
            let (outcomes, entry) = fire_due(env, &owner, dry_run)?;
            for o in outcomes {
                push(o, &mut out);
            }
            known.record(&id, entry);
        }
        if env.runner.interrupted() {
            return Err(Failure::new(code::INTERRUPTED, "interrupted; the runs so far are recorded").into());
        }
    }
    if !dry_run {
        known.save(env.root);
    }
    Ok(Some(out))
}

/// Files written within this long before being read are read again at the next tick, whatever
/// their stamp: a write in the same clock tick of the file system can leave the stamp as it was.
const SETTLE: Duration = Duration::from_secs(2);

/// Bump when the meaning of the index changes: an index of another version is rebuilt.
const INDEX_VERSION: u32 = 1;

/// The index of each owner's earliest next run (`<root>/.schedule-index.json`): the entries
/// still valid, and the index to write back. An entry is valid while the owner's jobs file has
/// exactly the stamp it records, and every entry only while `settings.json` is unchanged and
/// jobs without a zone of their own follow the same zone (the host's zone may change with no
/// file changing). It is a cache: missing, damaged or foreign, it is rebuilt.
struct Known {
    read: Option<crate::schedule::io::Index>,
    next: crate::schedule::io::Index,
}

impl Known {
    fn open(root: &Root, zone: Option<String>) -> Result<Known> {
        let settings = crate::store::fsx::Stamp::of(&root.settings_path())?;
        let read = crate::schedule::io::load_index(root);
        let next =
            crate::schedule::io::Index { version: INDEX_VERSION, settings, zone, owners: Default::default() };
        Ok(Known { read, next })
    }

    /// The owner's earliest next run as recorded for exactly this jobs file, kept for the next
    /// index: `None` when unknown, `Some(None)` when no job will fire.
    fn next(&mut self, id: &str, file: Option<crate::store::fsx::Stamp>) -> Option<Option<i64>> {
        let read = self.read.as_ref().filter(|r| {
            r.version == INDEX_VERSION && r.settings == self.next.settings && r.zone == self.next.zone
        })?;
        let entry = read.owners.get(id).filter(|e| Some(e.file) == file)?;
        self.next.owners.insert(id.to_string(), entry.clone());
        Some(entry.next)
    }

    fn record(&mut self, id: &str, entry: Option<crate::schedule::io::IndexEntry>) {
        match entry {
            Some(entry) => self.next.owners.insert(id.to_string(), entry),
            None => self.next.owners.remove(id),
        };
    }

    /// Write the index when it changed. A cache that cannot be written is rebuilt next time,
    /// so a failure here does not fail the tick.
    fn save(self, root: &Root) {
        if self.read.as_ref() != Some(&self.next) {
            let _ = crate::schedule::io::save_index(root, &self.next);
        }
    }
}

/// The zone that jobs without one of their own follow: settings `timezone`, else the host's.
fn following_zone(settings: &Settings) -> Option<String> {
    super::resolve_zone(None, settings.timezone.as_deref()).ok().map(|tz| tz.name().to_string())
}

/// The index entry for jobs read with stamp `file` at `read_at`: none when a job is marked
/// running (the owner is visited every tick until the marker is cleared) or when the file
/// changed too shortly before the read to trust its stamp.
fn entry_for(
    jobs: &Jobs,
    file: Option<crate::store::fsx::Stamp>,
    read_at: SystemTime,
) -> Option<crate::schedule::io::IndexEntry> {
    let file = file.filter(|f| f.settled(read_at, SETTLE))?;
    if jobs.iter().any(|j| j.running.is_some()) {
        return None;
    }
    Some(crate::schedule::io::IndexEntry { file, next: jobs.iter().filter_map(Job::next_millis).min() })
}

fn parse_jobs(bytes: &[u8]) -> Jobs {
    #[cfg(test)]
    tests::LOADS.with(|n| n.set(n.get() + 1));
    Jobs::parse(bytes)
}

/// Save the jobs; returns the bytes now in the file. `lock` is `None` only in a dry run, which
/// writes nothing.
fn save_jobs(env: &TickEnv, lock: &Option<OwnerGuard>, jobs: &Jobs) -> Result<Vec<u8>> {
    let lock = lock.as_ref().expect("a tick writes jobs only while it holds the owner lock");
    let bytes = jobs.render()?;
    crate::schedule::io::write(env.root, lock, &bytes)?;
    Ok(bytes)
}

/// The due jobs of an owner whose lock another process holds (but those in `done`, already
/// seen by this tick): each is skipped, with a ledger line (an append of whole lines needs no
/// lock). Read without the lock: a view, not a claim.
fn skip_locked(
    env: &TickEnv,
    owner: &Owner,
    why: &str,
    dry_run: bool,
    done: &HashSet<String>,
) -> Result<Vec<Outcome>> {
    let now = env.clock.now();
    let mut jobs = crate::schedule::io::load(env.root, &owner.id)?;
    for job in jobs.iter_mut() {
        job.follow_zone(env.settings.timezone.as_deref(), now);
    }
    let mut out = Vec::new();
    for job in jobs.iter().filter(|j| j.is_due(now) && !done.contains(&j.id)) {
        out.push(skip(env, owner, job, format!("the assistant is busy: {why}"), dry_run)?);
    }
    Ok(out)
}

/// A due job that does not fire this time: a `skipped` ledger line (not in a dry run).
fn skip(env: &TickEnv, owner: &Owner, job: &Job, reason: String, dry_run: bool) -> Result<Outcome> {
    let now = env.clock.now();
    if !dry_run {
        let id = crate::ids::new("run", now);
        let record = ledger(&id, &job.id, now, "skipped", job.next_run_at.clone(), Some(reason.clone()));
        crate::schedule::io::append_run(env.root, &owner.id, &record)?;
    }
    Ok(Outcome { status: "skipped".into(), reason: Some(reason), ..Outcome::of(owner, job) })
}

impl Outcome {
    /// An outcome about `job`, its status still to fill in.
    fn of(owner: &Owner, job: &Job) -> Outcome {
        Outcome {
            owner_id: owner.id.to_string(),
            job_id: Some(job.id.clone()),
            title: job.title.clone(),
            status: String::new(),
            run_id: None,
            scheduled_for: job.next_run_at.clone(),
            text: None,
            reason: None,
            code: None,
            pending: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

/// Fire this owner's due jobs one after the other. Each job is claimed under the owner lock,
/// run without it, and its end recorded under it again (a dry run takes no lock). An owner whose
/// lock stays busy past the wait (a long write, not a chat: chats do not hold it across model
/// calls) has its due jobs skipped; they stay due for the next tick. The file is read once; it
/// is read again after a run only when something changed it meanwhile (the model may manage
/// schedules, another command may edit them). Jobs after the first [`MAX_JOBS`] in the file never fire:
/// each due one is skipped, its slot passed. Returns the outcomes and the owner's new index
/// entry (none when the file was written).
fn fire_due(
    env: &TickEnv,
    owner: &Owner,
    dry_run: bool,
) -> Result<(Vec<Outcome>, Option<crate::schedule::io::IndexEntry>)> {
    let (zone, now) = (env.settings.timezone.as_deref(), env.clock.now());
    // A look without the lock first: an owner with nothing to do is not locked at all (after
    // the index is lost, the first tick visits every owner).
    let read_at = SystemTime::now();
    let (bytes, file) = crate::schedule::io::read(env.root, &owner.id)?;
    let jobs = parse_jobs(&bytes);
    if !dry_run && nothing_to_do(&jobs, zone, now) {
        return Ok((Vec::new(), entry_for(&jobs, file, read_at)));
    }
    let lock = match lock_or_skip(env, owner, dry_run, &HashSet::new())? {
        Ok(lock) => lock,
        Err(skipped) => return Ok((skipped, None)),
    };
    // Under the lock, the file as it is now (parsed again only when it changed meanwhile).
    let (jobs, file, read_at) = if dry_run {
        (jobs, file, read_at)
    } else {
        let read_at = SystemTime::now();
        let (again, file) = crate::schedule::io::read(env.root, &owner.id)?;
        let jobs = if again == bytes { jobs } else { parse_jobs(&again) };
        (jobs, file, read_at)
    };
    let entry = entry_for(&jobs, file, read_at);
    let mut t = OwnerTick {
        env,
        owner,
        dry_run,
        zone,
        now,
        jobs,
        lock,
        wrote: false,
        done: HashSet::new(),
        out: Vec::new(),
    };
    t.follow_zone()?;
    t.clear_stale_markers()?;
    while let Some(job) = t.next_due() {
        if t.fire(job)? == Fired::Interrupted {
            return Ok((t.out, None));
        }
    }
    t.skip_over_cap()?;
    let entry = if t.wrote { None } else { entry };
    Ok((t.out, entry))
}

/// Whether a tick has nothing to do with these jobs: none due, none marked running (a marker
/// may be stale), none whose next run was computed under another zone.
fn nothing_to_do(jobs: &Jobs, zone: Option<&str>, now: chrono::DateTime<chrono::Utc>) -> bool {
    !jobs.iter().any(|j| j.is_due(now) || j.running.is_some() || j.clone().follow_zone(zone, now))
}

/// The owner's lock (none in a dry run), or, when another process holds it past the wait, the
/// due jobs skipped (but those in `done`, already seen by this tick).
fn lock_or_skip(
    env: &TickEnv,
    owner: &Owner,
    dry_run: bool,
    done: &HashSet<String>,
) -> Result<Result<Option<OwnerGuard>, Vec<Outcome>>> {
    if dry_run {
        return Ok(Ok(None));
    }
    match env.root.lock_owner(&owner.id) {
        Ok(lock) => Ok(Ok(Some(lock))),
        Err(e) if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::LOCKED) => {
            Ok(Err(skip_locked(env, owner, &format!("{e}"), dry_run, done)?))
        }
        Err(e) => Err(e),
    }
}

/// One owner's part of a tick: its jobs as last read, the lock while held, what was reported.
struct OwnerTick<'a> {
    env: &'a TickEnv<'a>,
    owner: &'a Owner,
    dry_run: bool,
    zone: Option<&'a str>,
    now: chrono::DateTime<chrono::Utc>,
    jobs: Jobs,
    /// Held except while a job runs (and never in a dry run).
    lock: Option<OwnerGuard>,
    /// Whether the jobs file was rewritten (the index entry read before is stale then).
    wrote: bool,
    /// Jobs already seen by this tick (each fires at most once).
    done: HashSet<String>,
    out: Vec<Outcome>,
}

#[derive(PartialEq, Eq)]
enum Fired {
    Done,
    Interrupted,
}

impl OwnerTick<'_> {
    fn save(&mut self) -> Result<Vec<u8>> {
        self.wrote = true;
        save_jobs(self.env, &self.lock, &self.jobs)
    }

    fn append_run(&self, record: &RunRecord) -> Result<()> {
        crate::schedule::io::append_run(self.env.root, &self.owner.id, record)
    }

    /// A run computed under another settings zone never fires at that instant: it moves to the
    /// zone now in force (a dry run shows it moved, and writes nothing).
    fn follow_zone(&mut self) -> Result<()> {
        let (zone, now) = (self.zone, self.now);
        let moved = self.jobs.iter_mut().map(|j| j.follow_zone(zone, now)).filter(|&m| m).count();
        if moved > 0 && !self.dry_run {
            self.save()?;
        }
        Ok(())
    }

    /// Stale running markers: the process that ran the job is gone. (A dry run changes nothing,
    /// so a stale marker is still there: the real tick clears it.)
    fn clear_stale_markers(&mut self) -> Result<()> {
        if self.dry_run {
            return Ok(());
        }
        let stale: Vec<(String, u32)> = self
            .jobs
            .iter()
            .filter_map(|j| j.running.as_ref().map(|r| (j.id.clone(), r.pid)))
            .filter(|(_, pid)| !crate::schedule::io::pid_alive(*pid))
            .collect();
        for (id, pid) in &stale {
            let job = self.jobs.get_mut(id).expect("listed above");
            let run_id = job.running.as_ref().map(|r| r.run_id.clone()).unwrap_or_default();
            let reason = format!("the run ended without finishing (process {pid} is gone)");
            job.finish(self.now, Some(reason.clone()));
            self.save()?;
            self.append_run(&ledger(&run_id, id, self.now, "failed", None, Some(reason)))?;
        }
        Ok(())
    }

    /// The next due job not seen yet, among the first [`MAX_JOBS`] (the rest never fire: see
    /// [`OwnerTick::skip_over_cap`]).
    fn next_due(&mut self) -> Option<Job> {
        let job = self
            .jobs
            .iter()
            .take(MAX_JOBS)
            .find(|j| j.is_due(self.now) && !self.done.contains(&j.id))
            .cloned()?;
        self.done.insert(job.id.clone());
        Some(job)
    }

    /// Fire one due job: skipped while its previous run goes on, only reported in a dry run,
    /// else claimed, run and recorded.
    fn fire(&mut self, job: Job) -> Result<Fired> {
        let live_marker =
            job.running.as_ref().filter(|r| !self.dry_run || crate::schedule::io::pid_alive(r.pid));
        if let Some(r) = live_marker {
            // Never overlap with itself.
            let reason = format!("the previous run is still going (process {})", r.pid);
            let outcome = skip(self.env, self.owner, &job, reason, self.dry_run)?;
            self.out.push(outcome);
            return Ok(Fired::Done);
        }
        if self.dry_run {
            self.out.push(Outcome { status: "due".into(), ..Outcome::of(self.owner, &job) });
            return Ok(Fired::Done);
        }
        let run_id = crate::ids::new("run", self.now);
        let Some((due, claimed)) = self.claim(&job, &run_id)? else { return Ok(Fired::Done) };
        drop(self.lock.take());
        let (turn, result) = self.env.runner.run(self.env, self.owner, Some(&job), &run_id)?;
        self.record_end(&job, run_id, due, &claimed, &turn, &result)
    }

    /// Claim the job before its run (its running marker, its next slot), under the lock.
    /// `None`: its schedule cannot be computed, so it was stopped and reported failed.
    fn claim(&mut self, job: &Job, run_id: &str) -> Result<Option<(Option<String>, Vec<u8>)>> {
        let now = self.now;
        let running = Running { pid: std::process::id(), started_at: stamp(now), run_id: run_id.to_string() };
        let claimed = self.jobs.get_mut(&job.id).expect("found due");
        match claimed.claim(self.zone, now, running) {
            Ok(due) => Ok(Some((due, self.save()?))),
            Err(e) => {
                // A schedule that cannot be computed would be due forever: stop it.
                let reason = format!("the schedule cannot be used: {e}");
                claimed.enabled = false;
                claimed.running = None;
                claimed.last_error = Some(reason.clone());
                claimed.updated_at = stamp(now);
                self.save()?;
                let record =
                    ledger(run_id, &job.id, now, "failed", job.next_run_at.clone(), Some(reason.clone()));
                self.append_run(&record)?;
                self.out.push(Outcome {
                    status: "failed".into(),
                    reason: Some(reason),
                    // Damaged data, not a wrong command line: the tick was run as it should be.
                    code: Some(code::FAILURE),
                    ..Outcome::of(self.owner, job)
                });
                Ok(None)
            }
        }
    }

    /// Record the end of a run under the lock again (the claim's running marker kept a second
    /// tick from firing it meanwhile). The run, or another command, may have changed the file
    /// (the model's schedule tools): then that version is the one to update.
    fn record_end(
        &mut self,
        job: &Job,
        run_id: String,
        due: Option<String>,
        claimed: &[u8],
        turn: &TurnReport,
        result: &Result<()>,
    ) -> Result<Fired> {
        self.lock = Some(self.env.root.lock_owner(&self.owner.id)?);
        let (bytes, _) = crate::schedule::io::read(self.env.root, &self.owner.id)?;
        if bytes != claimed {
            self.jobs = parse_jobs(&bytes);
        }
        let (status, reason, code, pending) = settle(result, turn);
        let ended = self.env.clock.now();
        if let Some(j) = self.jobs.get_mut(&job.id) {
            j.finish(ended, if status == "failed" { reason.clone() } else { None });
            self.save()?;
        }
        let mut record = ledger(&run_id, &job.id, ended, status, due.clone(), reason.clone());
        record.started_at = Some(stamp(self.now));
        record.pending = pending.clone();
        self.append_run(&record)?;
        self.out.push(Outcome {
            status: status.into(),
            run_id: Some(run_id),
            scheduled_for: due,
            text: (!turn.text.is_empty()).then(|| turn.text.clone()),
            reason,
            code,
            pending,
            warnings: turn.warnings.clone(),
            ..Outcome::of(self.owner, job)
        });
        Ok(if code == Some(code::INTERRUPTED) { Fired::Interrupted } else { Fired::Done })
    }

    /// Due jobs beyond the cap: skipped, their slot passed (so each slot is reported once) and
    /// the reason kept in lastError; one rewrite for all of them.
    fn skip_over_cap(&mut self) -> Result<()> {
        let now = self.now;
        let over: Vec<Job> = self.jobs.iter().skip(MAX_JOBS).filter(|j| j.is_due(now)).cloned().collect();
        if over.is_empty() {
            return Ok(());
        }
        let reason = format!(
            "more than {MAX_JOBS} jobs: only the first {MAX_JOBS} in the file run; delete some jobs to let this \
             one run"
        );
        if !self.dry_run {
            for job in &over {
                let slot = self.jobs.get_mut(&job.id).expect("listed above");
                if slot.pass(self.zone, now).is_err() {
                    slot.enabled = false;
                }
                slot.last_error = Some(reason.clone());
            }
            self.save()?;
        }
        for job in &over {
            let outcome = skip(self.env, self.owner, job, reason.clone(), self.dry_run)?;
            self.out.push(outcome);
        }
        Ok(())
    }
}

/// Continue the turn whose approval requests are all decided. An owner whose lock stays busy
/// past the wait is skipped before anything ran: the requests wait for the next tick.
fn continue_turn(env: &TickEnv, owner: &Owner) -> Result<Outcome> {
    let (turn, result) = env.runner.run(env, owner, None, "")?;
    if let Err(e) = &result
        && turn.run_id.is_empty()
        && e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::LOCKED)
    {
        return Ok(Outcome {
            owner_id: owner.id.to_string(),
            job_id: None,
            title: "continue after approval".into(),
            status: "skipped".into(),
            run_id: None,
            scheduled_for: None,
            text: None,
            reason: Some(format!("the assistant is busy: {e}")),
            code: None,
            pending: Vec::new(),
            warnings: turn.warnings.clone(),
        });
    }
    let (status, reason, code, pending) = settle(&result, &turn);
    Ok(Outcome {
        owner_id: owner.id.to_string(),
        job_id: None,
        title: "continue after approval".into(),
        status: if status == "fired" { "continued".into() } else { status.into() },
        run_id: (!turn.run_id.is_empty()).then(|| turn.run_id.clone()),
        scheduled_for: None,
        text: (!turn.text.is_empty()).then(|| turn.text.clone()),
        reason,
        code,
        pending,
        warnings: turn.warnings.clone(),
    })
}

/// `(status, reason, exit code, pending requests)` of a finished turn.
fn settle(result: &Result<()>, turn: &TurnReport) -> (&'static str, Option<String>, Option<u8>, Vec<String>) {
    match result {
        Ok(()) => ("fired", None, None, Vec::new()),
        Err(e) if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::APPROVAL) => {
            ("fired", Some("waiting for approval".into()), Some(code::APPROVAL), turn.pending.clone())
        }
        Err(e) => (
            "failed",
            Some(crate::redact::redact(&format!("{e:#}"))),
            Some(crate::error::exit_code(e)),
            Vec::new(),
        ),
    }
}

fn ledger(
    run_id: &str,
    job_id: &str,
    at: chrono::DateTime<chrono::Utc>,
    status: &str,
    scheduled_for: Option<String>,
    reason: Option<String>,
) -> RunRecord {
    RunRecord {
        id: run_id.to_string(),
        job_id: job_id.to_string(),
        at: stamp(at),
        status: status.to_string(),
        scheduled_for,
        started_at: None,
        reason,
        pending: Vec::new(),
        extra: Default::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        /// How many times this thread parsed a jobs file in the tick.
        pub static LOADS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    const OWNER: &str = "bot_20261130_001";

    fn at(text: &str) -> chrono::DateTime<chrono::Utc> {
        super::super::jobs::parse_stamp(text).unwrap()
    }

    /// A root with one assistant whose jobs file has these lines.
    fn root_with(jobs: &[String]) -> (tempfile::TempDir, Root, Roster, Settings) {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        root.init(&crate::settings::default_document()).unwrap();
        std::fs::write(
            root.bots_path(),
            format!("[{{\"id\":\"{OWNER}\",\"name\":\"A\",\"description\":\"\"}}]\n"),
        )
        .unwrap();
        std::fs::create_dir_all(dir.path().join(OWNER)).unwrap();
        let text: String = jobs.iter().map(|l| format!("{l}\n")).collect();
        std::fs::write(dir.path().join(OWNER).join("schedules.jsonl"), text).unwrap();
        let roster = crate::roster::io::load(&root).unwrap();
        let (settings, _) = Settings::from_raw(&crate::settings::default_document()).unwrap();
        (dir, root, roster, settings)
    }

    fn job(id: &str, next: &str) -> String {
        format!(
            r#"{{"id":"{id}","title":"{id}","prompt":"say {id}","enabled":true,"schedule":{{"kind":"hourly","minute":0}},"timezone":"UTC","nextRunAt":"{next}"}}"#
        )
    }

    fn run(root: &Root, roster: &Roster, settings: &Settings, now: &str, dry_run: bool) -> Vec<Outcome> {
        let clock = Clock::fixed(at(now));
        let env = TickEnv { root, clock: &clock, roster, settings, runner: &crate::turn::ScheduledTurns };
        tick(&env, dry_run, &mut |_| {}).unwrap().expect("no other tick")
    }

    /// Runs no model: answers every job with its prompt, and says Ctrl-C was pressed.
    struct Interrupted(std::cell::RefCell<Vec<String>>);

    impl TurnRunner for Interrupted {
        fn run(
            &self,
            _: &TickEnv,
            owner: &Owner,
            job: Option<&Job>,
            run_id: &str,
        ) -> Result<(TurnReport, Result<()>)> {
            let prompt = job.map(|j| j.prompt.clone()).unwrap_or_default();
            self.0.borrow_mut().push(format!("{} {prompt} {run_id}", owner.id));
            Ok((
                TurnReport {
                    run_id: run_id.into(),
                    text: format!("did {prompt}"),
                    pending: Vec::new(),
                    warnings: Vec::new(),
                },
                Ok(()),
            ))
        }

        fn interrupted(&self) -> bool {
            true
        }
    }

    #[test]
    fn the_tick_runs_each_turn_through_its_runner_and_stops_when_the_runner_was_interrupted() {
        let (dir, root, roster, settings) = root_with(&[job("s1", "2026-11-30T08:00:00.000Z")]);
        let runner = Interrupted(Default::default());
        let clock = Clock::fixed(at("2026-11-30T08:30:00Z"));
        let env =
            TickEnv { root: &root, clock: &clock, roster: &roster, settings: &settings, runner: &runner };
        let mut reported = Vec::new();
        let err = tick(&env, false, &mut |o| reported.push((o.status.clone(), o.text.clone()))).unwrap_err();
        assert_eq!(err.downcast_ref::<Failure>().map(|f| f.code), Some(code::INTERRUPTED));
        let calls = runner.0.borrow().clone();
        assert_eq!(calls.len(), 1, "{calls:?}");
        assert!(calls[0].starts_with(&format!("{OWNER} say s1 run_")), "{calls:?}");
        assert_eq!(reported, [("fired".to_string(), Some("did say s1".to_string()))]);
        let ledger = std::fs::read_to_string(dir.path().join(OWNER).join("schedule-runs.jsonl")).unwrap();
        assert_eq!(ledger.lines().filter(|l| l.contains("\"fired\"")).count(), 1, "{ledger}");
    }

    #[test]
    fn each_owners_jobs_are_read_once_per_tick_however_many_are_due() {
        let lines: Vec<String> = (1..=4)
            .map(|i| {
                job(
                    &format!("s{i}"),
                    if i < 4 { "2026-11-30T08:00:00.000Z" } else { "2026-12-30T08:00:00.000Z" },
                )
            })
            .collect();
        let (_dir, root, roster, settings) = root_with(&lines);
        LOADS.with(|n| n.set(0));
        let dry = run(&root, &roster, &settings, "2026-11-30T08:30:00Z", true);
        assert_eq!(dry.iter().map(|o| o.status.as_str()).collect::<Vec<_>>(), ["due", "due", "due"]);
        assert_eq!(LOADS.with(|n| n.get()), 1, "a dry run reads the file once");
        LOADS.with(|n| n.set(0));
        let fired = run(&root, &roster, &settings, "2026-11-30T08:30:00Z", false);
        assert_eq!(fired.iter().map(|o| o.status.as_str()).collect::<Vec<_>>(), ["fired", "fired", "fired"]);
        assert_eq!(LOADS.with(|n| n.get()), 1, "three runs, one read");
        let jobs = crate::schedule::io::load(&root, &OwnerId::parse(OWNER).unwrap()).unwrap();
        assert!(jobs.iter().take(3).all(|j| j.next_run_at.as_deref() == Some("2026-11-30T09:00:00.000Z")));
        assert!(jobs.iter().all(|j| j.running.is_none()));
    }

    #[test]
    fn a_settled_index_entry_spares_the_read_and_a_changed_file_or_settings_voids_it() {
        let (dir, root, roster, settings) = root_with(&[job("s1", "2026-11-30T09:00:00.000Z")]);
        let old = std::time::SystemTime::now() - Duration::from_secs(60);
        let settle = |path: &std::path::Path| {
            std::fs::File::options().write(true).open(path).unwrap().set_modified(old).unwrap();
        };
        let jobs_path = dir.path().join(OWNER).join("schedules.jsonl");
        let index = || crate::schedule::io::load_index(&root).expect("an index");
        // A file changed just now is read at every tick: its stamp cannot be trusted yet.
        LOADS.with(|n| n.set(0));
        run(&root, &roster, &settings, "2026-11-30T08:30:00Z", false);
        run(&root, &roster, &settings, "2026-11-30T08:31:00Z", false);
        assert_eq!(LOADS.with(|n| n.get()), 2);
        assert!(index().owners.is_empty(), "{:?}", index());
        // The status-change time cannot be set back: a settled stamp is checked directly.
        let stamp = crate::store::fsx::Stamp::of(&jobs_path).unwrap().unwrap();
        let later = std::time::SystemTime::now() + SETTLE + Duration::from_millis(1);
        assert!(stamp.settled(later, SETTLE));
        assert!(!stamp.settled(std::time::SystemTime::now(), SETTLE));
        // An entry with this very stamp is trusted: nothing due, nothing read.
        settle(&jobs_path);
        let stamp = crate::store::fsx::Stamp::of(&jobs_path).unwrap().unwrap();
        let mut known = Known::open(&root, following_zone(&settings)).unwrap();
        known.record(
            OWNER,
            Some(crate::schedule::io::IndexEntry {
                file: stamp,
                next: Some(at("2026-11-30T09:00:00Z").timestamp_millis()),
            }),
        );
        known.save(&root);
        LOADS.with(|n| n.set(0));
        assert!(run(&root, &roster, &settings, "2026-11-30T08:32:00Z", false).is_empty());
        assert_eq!(LOADS.with(|n| n.get()), 0, "the index says nothing is due");
        assert_eq!(index().owners[OWNER].file, stamp, "the entry is kept");
        // Due by the index: read and fired.
        assert_eq!(run(&root, &roster, &settings, "2026-11-30T09:00:00Z", false).len(), 1);
        assert_eq!(LOADS.with(|n| n.get()), 1);
        // Any change of the file's stamp voids its entry, even one that keeps size and times.
        let mut known = Known::open(&root, following_zone(&settings)).unwrap();
        let entry = |file| crate::schedule::io::IndexEntry { file, next: None };
        known.record(OWNER, Some(entry(crate::store::fsx::Stamp { ino: stamp.ino + 1, ..stamp })));
        assert_eq!(known.next(OWNER, Some(stamp)), None);
        assert_eq!(known.next(OWNER, None), None);
        known.record(OWNER, Some(entry(stamp)));
        known.save(&root);
        assert_eq!(
            Known::open(&root, following_zone(&settings)).unwrap().next(OWNER, Some(stamp)),
            Some(None)
        );
        // So does another zone for the jobs that follow one (the host's may change with no file).
        let other =
            if following_zone(&settings).as_deref() == Some("Asia/Tokyo") { "UTC" } else { "Asia/Tokyo" };
        assert_eq!(Known::open(&root, Some(other.into())).unwrap().next(OWNER, Some(stamp)), None);
        assert_eq!(
            Known::open(&root, following_zone(&settings)).unwrap().next(OWNER, Some(stamp)),
            Some(None)
        );
        // A settings change voids every entry.
        std::fs::write(root.settings_path(), "{\"timezone\":\"Asia/Tokyo\"}\n").unwrap();
        assert_eq!(Known::open(&root, following_zone(&settings)).unwrap().next(OWNER, Some(stamp)), None);
        // A damaged or foreign index is ignored.
        for junk in ["", "null", "{\"version\":1}", "[1,2]", "{\"version\":1,\"owners\":{\"x\":{}}}"] {
            std::fs::write(crate::schedule::io::index_path(&root), junk).unwrap();
            assert_eq!(
                Known::open(&root, following_zone(&settings)).unwrap().next(OWNER, Some(stamp)),
                None,
                "{junk}"
            );
        }
    }
}
