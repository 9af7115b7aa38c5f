//! `okbot schedule tick` (DESIGN §6.6): for every owner, fire the jobs that are due, each as a
//! normal chat turn whose trigger message is hidden. A job is claimed (its `nextRunAt` moved on,
//! or a once-job disabled, and a running marker set) in the file before its run starts, so a
//! crash or a second tick never fires it twice. Approval requests decided since the last run are
//! continued first.

use anyhow::Result;
use serde::Serialize;
use serde_json::json;

use super::jobs::{Job, RunRecord, Running, stamp};
use crate::chat::{self, Env, Event, Options, Turn};
use crate::clock::Clock;
use crate::error::{Failure, code};
use crate::roster::{Owner, OwnerKind, Roster};
use crate::settings::Settings;
use crate::store::{self, OwnerId, Root};

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
}

pub struct TickEnv<'a> {
    pub root: &'a Root,
    pub clock: &'a Clock,
    pub roster: &'a Roster,
    pub settings: &'a Settings,
}

/// Run one tick. `Ok(None)`: another tick holds the root and this one did nothing.
pub fn tick(env: &TickEnv, dry_run: bool, report: &mut dyn FnMut(&Outcome)) -> Result<Option<Vec<Outcome>>> {
    // A root that does not exist yet (cron set up before `okbot init`) has nothing due.
    if !env.root.exists() {
        return Ok(Some(Vec::new()));
    }
    let Some(_tick) = store::schedules::try_lock_tick(env.root)? else {
        return Ok(None);
    };
    let mut out = Vec::new();
    let mut push = |o: Outcome, out: &mut Vec<Outcome>| {
        report(&o);
        out.push(o);
    };
    for (id, _, _) in env.roster.owners() {
        let Ok(owner_id) = OwnerId::parse(&id) else { continue };
        let owner = env.roster.resolve(&id)?;
        let has_jobs = store::schedules::path(env.root, &owner_id).is_file();
        let pending = store::pending::list(env.root, &owner_id)?;
        // Continue a turn once every request it left is decided.
        let resumable = !pending.is_empty() && pending.iter().all(|p| p.status != "pending");
        if !has_jobs && !resumable {
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
            };
            push(o, &mut out);
        } else if resumable {
            let o = continue_turn(env, &owner)?;
            push(o, &mut out);
        }
        if has_jobs {
            for o in fire_due(env, &owner, dry_run)? {
                push(o, &mut out);
            }
        }
        if chat::INTERRUPTED.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(Failure::new(code::INTERRUPTED, "interrupted; the runs so far are recorded").into());
        }
    }
    Ok(Some(out))
}

/// The due jobs of an owner whose lock another process holds (but those in `done`, already
/// seen by this tick): each is skipped, with a ledger line (an append of whole lines needs no
/// lock). Read without the lock: a view, not a claim.
fn skip_locked(
    env: &TickEnv,
    owner: &Owner,
    why: &str,
    dry_run: bool,
    done: &[String],
) -> Result<Vec<Outcome>> {
    let now = env.clock.now();
    let jobs = store::schedules::load(env.root, &owner.id)?;
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
        store::schedules::append_run(env.root, &owner.id, &record)?;
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
        }
    }
}

/// Fire this owner's due jobs one after the other. Each job is claimed under the owner lock,
/// run without it, and its end recorded under it again. An owner whose lock stays busy past
/// the wait (a long write, not a chat: chats do not hold it across model calls) has its due
/// jobs skipped; they stay due for the next tick.
fn fire_due(env: &TickEnv, owner: &Owner, dry_run: bool) -> Result<Vec<Outcome>> {
    let zone = env.settings.timezone.as_deref();
    let now = env.clock.now();
    let mut out = Vec::new();
    let mut done: Vec<String> = Vec::new();
    loop {
        let lock = match env.root.lock_owner(&owner.id) {
            Ok(lock) => lock,
            Err(e) if e.downcast_ref::<Failure>().is_some_and(|f| f.code == code::LOCKED) => {
                out.extend(skip_locked(env, owner, &format!("{e}"), dry_run, &done)?);
                return Ok(out);
            }
            Err(e) => return Err(e),
        };
        let mut jobs = store::schedules::load(env.root, &owner.id)?;
        // Stale running markers: the process that ran the job is gone.
        let stale: Vec<(String, u32)> = jobs
            .iter()
            .filter_map(|j| j.running.as_ref().map(|r| (j.id.clone(), r.pid)))
            .filter(|(_, pid)| !store::schedules::pid_alive(*pid) && !dry_run)
            .collect();
        for (id, pid) in &stale {
            let job = jobs.get_mut(id).expect("listed above");
            let run_id = job.running.as_ref().map(|r| r.run_id.clone()).unwrap_or_default();
            let reason = format!("the run ended without finishing (process {pid} is gone)");
            job.finish(now, Some(reason.clone()));
            store::schedules::save(env.root, &owner.id, &jobs)?;
            let record = ledger(&run_id, id, now, "failed", None, Some(reason.clone()));
            store::schedules::append_run(env.root, &owner.id, &record)?;
        }
        let Some(job) = jobs.iter().find(|j| j.is_due(now) && !done.contains(&j.id)).cloned() else {
            return Ok(out);
        };
        done.push(job.id.clone());
        let base = Outcome::of(owner, &job);
        // A dry run changes nothing, so a stale marker is still there: the real tick clears it.
        let live_marker = job.running.as_ref().filter(|r| !dry_run || store::schedules::pid_alive(r.pid));
        if let Some(r) = live_marker {
            // Never overlap with itself.
            let reason = format!("the previous run is still going (process {})", r.pid);
            out.push(skip(env, owner, &job, reason, dry_run)?);
            continue;
        }
        if dry_run {
            out.push(Outcome { status: "due".into(), ..base });
            continue;
        }
        // Claim before the run.
        let run_id = crate::ids::new("run", now);
        let running = Running { pid: std::process::id(), started_at: stamp(now), run_id: run_id.clone() };
        let claimed = jobs.get_mut(&job.id).expect("found above");
        let due = match claimed.claim(zone, now, running) {
            Ok(due) => due,
            Err(e) => {
                // A schedule that cannot be computed would be due forever: stop it.
                let reason = format!("the schedule cannot be used: {e}");
                claimed.enabled = false;
                claimed.running = None;
                claimed.last_error = Some(reason.clone());
                claimed.updated_at = stamp(now);
                store::schedules::save(env.root, &owner.id, &jobs)?;
                let record =
                    ledger(&run_id, &job.id, now, "failed", job.next_run_at.clone(), Some(reason.clone()));
                store::schedules::append_run(env.root, &owner.id, &record)?;
                out.push(Outcome {
                    status: "failed".into(),
                    reason: Some(reason),
                    code: Some(code::USAGE),
                    ..base
                });
                continue;
            }
        };
        store::schedules::save(env.root, &owner.id, &jobs)?;
        drop(lock);
        let (turn, result) = run_turn(env, owner, Some(&job), &run_id)?;
        // Record the end under the lock again (the claim's running marker keeps a second tick
        // from firing it meanwhile).
        let _lock = env.root.lock_owner(&owner.id)?;
        let mut jobs = store::schedules::load(env.root, &owner.id)?;
        let (status, reason, code, pending) = settle(&result, &turn);
        if let Some(j) = jobs.get_mut(&job.id) {
            j.finish(env.clock.now(), if status == "failed" { reason.clone() } else { None });
            store::schedules::save(env.root, &owner.id, &jobs)?;
        }
        let mut record = ledger(&run_id, &job.id, env.clock.now(), status, due.clone(), reason.clone());
        record.started_at = Some(stamp(now));
        record.pending = pending.clone();
        store::schedules::append_run(env.root, &owner.id, &record)?;
        let interrupted = code == Some(code::INTERRUPTED);
        out.push(Outcome {
            status: status.into(),
            run_id: Some(run_id),
            scheduled_for: due,
            text: (!turn.text.is_empty()).then(|| turn.text.clone()),
            reason,
            code,
            pending,
            ..base
        });
        if interrupted {
            return Ok(out);
        }
    }
}

/// Continue the turn whose approval requests are all decided. An owner whose lock stays busy
/// past the wait is skipped before anything ran: the requests wait for the next tick.
fn continue_turn(env: &TickEnv, owner: &Owner) -> Result<Outcome> {
    let (turn, result) = run_turn(env, owner, None, "")?;
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
    })
}

/// One chat turn for a job (`Some`) or a resume (`None`). Nobody is at a terminal: calls that
/// need approval wait in `pending/`.
fn run_turn(env: &TickEnv, owner: &Owner, job: Option<&Job>, run_id: &str) -> Result<(Turn, Result<()>)> {
    let bot = match owner.kind {
        OwnerKind::Assistant => store::roster::load_bot_file(env.root, &owner.id)?,
        OwnerKind::Squad => None,
    };
    let model = crate::model::choose(env.settings, bot.as_ref(), |k| std::env::var(k).ok());
    let opts = Options {
        message: job.map(|j| j.prompt.clone()),
        model,
        approve_all: false,
        approve: Vec::new(),
        ask: None,
        stream: false,
        trigger: job.map(|j| json!({"kind": "schedule", "jobId": j.id})),
        run_id: job.map(|_| run_id.to_string()),
    };
    let chat_env = Env {
        root: env.root,
        clock: env.clock,
        roster: env.roster,
        owner,
        bot: bot.as_ref(),
        settings: env.settings,
    };
    // The turn, and any silent continuation of the task in progress, seen as one run: the
    // first turn's id, every turn's text and waiting requests.
    let mut all = Turn::default();
    let mut first = true;
    let mut collect = |turn: &Turn, _: &Result<()>| -> Result<()> {
        if first {
            all = turn.clone();
            first = false;
        } else {
            if !turn.text.is_empty() {
                all.text.push_str("\n\n");
                all.text.push_str(&turn.text);
            }
            all.pending.extend(turn.pending.iter().cloned());
        }
        Ok(())
    };
    // A fire continues the task only when its turn touched it (not after every scheduled prompt).
    let result = chat::run_and_continue(
        &chat_env,
        &opts,
        chat::Continue::WhenTouched,
        &mut |_: Event| {},
        &mut collect,
    );
    Ok((all, result))
}

/// `(status, reason, exit code, pending requests)` of a finished turn.
fn settle(result: &Result<()>, turn: &Turn) -> (&'static str, Option<String>, Option<u8>, Vec<String>) {
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
