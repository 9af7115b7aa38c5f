//! `okbot schedule add|list|pause|resume|delete|next|tick`.

use std::io::Read;

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use serde::Serialize;
use serde_json::json;

use super::{Cx, Scope};
use crate::error::{Failure, code};
use crate::output::cell;
use crate::roster::Owner;
use crate::schedule::jobs::{Job, NewJob, stamp};
use crate::schedule::ops::{self, Ctx};
use crate::schedule::tick::{self, Outcome, TickEnv};
use crate::store::{self, OwnerId, jsonl};

/// Jobs that run a prompt on a schedule (cron runs `okbot schedule tick`)
///
/// A schedule is `daily HH:MM` (also `每天 HH:MM`), `hourly [MM]`, `every N m` (N divides 60),
/// or a 5-field cron expression (`*/15 9-17 * * mon-fri`; 0 and 7 are Sunday; day-of-month and
/// day-of-week are OR-ed when both are set). Times are wall-clock times in the job's zone
/// (--timezone), else settings `timezone`, else the host's zone; daylight-saving changes behave
/// like system cron.
///
/// Nothing runs in the background: add `* * * * * okbot schedule tick` to your crontab. Each
/// tick fires the jobs that are due, each as a chat turn whose trigger message is hidden (the
/// reply is in the transcript), and writes every fire, skip and failure to
/// <owner>/schedule-runs.jsonl. Slots missed while nothing ran collapse into one run.
#[derive(Debug, Subcommand)]
pub enum ScheduleCommand {
    Add(AddArgs),
    List(ListArgs),
    Pause(IdArgs),
    Resume(IdArgs),
    Delete(IdArgs),
    Next(NextArgs),
    Tick(TickArgs),
}

/// Schedule a prompt
#[derive(Debug, Args)]
pub struct AddArgs {
    /// When: `daily 09:00`, `每天 09:00`, `hourly 30`, `every 15 m`, or a cron expression
    pub schedule: String,
    /// What the assistant is asked when the job fires (several words are joined; `-` reads stdin)
    #[arg(required = true, num_args = 1.., value_name = "PROMPT")]
    pub prompt: Vec<String>,
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
    /// A short title (default: the start of the prompt)
    #[arg(long)]
    pub title: Option<String>,
    /// IANA time zone of the job (default: settings `timezone`, else the host's zone)
    #[arg(long, value_name = "ZONE")]
    pub timezone: Option<String>,
    /// Fire once, then disable the job
    #[arg(long)]
    pub once: bool,
}

/// List scheduled jobs (one owner, or all with --all)
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub scope: Scope,
}

/// One job, by id
#[derive(Debug, Args)]
pub struct IdArgs {
    /// The job id (sched_…)
    pub id: String,
    /// Assistant or squad the job belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Show when a job, or a schedule text, fires next
#[derive(Debug, Args)]
pub struct NextArgs {
    /// A job id (sched_…) or a schedule text such as `daily 09:00`
    pub what: String,
    /// How many fire times
    #[arg(short = 'n', long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=1000))]
    pub count: u16,
    /// Time zone for a schedule text (a job uses its own)
    #[arg(long, value_name = "ZONE")]
    pub timezone: Option<String>,
}

/// Fire every due job of every owner (run it from cron each minute)
///
/// Exit 0 when every fired job finished; when a run failed, the exit code of its failure
/// (5 for the model provider …); 7 when a run waits for approval. A tick that finds another
/// tick running exits 0 at once and does nothing.
///
/// Only the first 50 jobs in an owner's schedules.jsonl fire: a due job after them is skipped,
/// with a ledger line and lastError saying why, and waits for its next slot. A tick with nothing
/// due reads no jobs file: <root>/.schedule-index.json keeps each owner's earliest next run
/// (a cache, rebuilt when missing or out of date).
#[derive(Debug, Args)]
pub struct TickArgs {
    /// List what is due without running or changing anything (takes no owner lock)
    #[arg(long)]
    pub dry_run: bool,
}

pub fn run(cx: &Cx, cmd: ScheduleCommand) -> Result<()> {
    match cmd {
        ScheduleCommand::Add(args) => add(cx, args),
        ScheduleCommand::List(args) => list(cx, args),
        ScheduleCommand::Pause(args) => toggle(cx, args, Some(false)),
        ScheduleCommand::Resume(args) => toggle(cx, args, Some(true)),
        ScheduleCommand::Delete(args) => toggle(cx, args, None),
        ScheduleCommand::Next(args) => next(cx, args),
        ScheduleCommand::Tick(args) => tick(cx, args),
    }
}

fn ctx<'a>(cx: &'a Cx, owner: &'a Owner, settings: &'a crate::settings::Settings) -> Ctx<'a> {
    Ctx { root: &cx.root, owner: &owner.id, settings_zone: settings.timezone.as_deref(), now: cx.clock.now() }
}

/// A job as `--json` shows it: the file's fields plus its owner and state.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JobView<'a> {
    owner_id: &'a str,
    state: &'static str,
    #[serde(flatten)]
    job: &'a Job,
}

fn view<'a>(owner: &'a str, job: &'a Job) -> JobView<'a> {
    JobView { owner_id: owner, state: job.state(), job }
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    let prompt = if args.prompt.len() == 1 && args.prompt[0] == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).context("cannot read the prompt from stdin")?;
        text
    } else {
        args.prompt.join(" ")
    };
    let owner = cx.owner(args.owner.as_deref())?;
    let settings = cx.settings()?.settings;
    let _lock = cx.root.lock_owner(&owner.id)?;
    let ctx = ctx(cx, &owner, &settings);
    let req = NewJob {
        schedule: args.schedule,
        prompt,
        title: args.title,
        timezone: args.timezone,
        once: args.once,
    };
    let job = ops::add(&ctx, &req)?;
    if cx.out.json {
        return cx.out.json(&view(owner.id.as_str(), &job));
    }
    cx.out.line(&job.id)?;
    let zone = job.zone(settings.timezone.as_deref()).map(|z| z.name().to_string()).unwrap_or_default();
    cx.out.note(format!(
        "okbot: scheduled “{}” for {}: {} ({zone}); next run {}",
        job.title,
        owner.name,
        job.schedule.describe(),
        ops::local_time(&job, settings.timezone.as_deref(), job.next_run_at.as_deref())
    ));
    if !crontab_hint_needed(cx) {
        return Ok(());
    }
    cx.out.hint(
        "jobs fire when `okbot schedule tick` runs: add `* * * * * okbot schedule tick` to your crontab",
    );
    Ok(())
}

/// The first job of a root reminds people that cron does the firing.
fn crontab_hint_needed(cx: &Cx) -> bool {
    let Ok(roster) = cx.roster() else { return false };
    let total: usize = roster
        .owners()
        .iter()
        .filter_map(|(id, _, _)| OwnerId::parse(id).ok())
        .map(|id| store::schedules::load(&cx.root, &id).map(|j| j.len()).unwrap_or(0))
        .sum();
    total == 1
}

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let settings = cx.settings()?.settings;
    let zone = settings.timezone.as_deref();
    let owners = cx.owners(&args.scope)?;
    let mut rows: Vec<(String, Job)> = Vec::new();
    for owner in &owners {
        let jobs = store::schedules::load(&cx.root, &owner.id)?;
        for jsonl::Damaged { line, error: why } in &jobs.damaged {
            cx.out.warn(format!(
                "`{}` line {line} is not a job ({why}); it is kept as it is",
                store::schedules::path(&cx.root, &owner.id).display()
            ));
        }
        rows.extend(jobs.iter().map(|j| (owner.id.to_string(), j.clone())));
    }
    if cx.out.json {
        let views: Vec<JobView> = rows.iter().map(|(o, j)| view(o, j)).collect();
        return cx.out.json(&views);
    }
    for (owner, job) in &rows {
        let mut cells = vec![job.id.clone()];
        if args.scope.all {
            cells.push(owner.clone());
        }
        cells.extend([
            job.state().to_string(),
            cell(&job.schedule.describe()),
            // A paused job keeps its nextRunAt in the file, but it will not fire.
            if job.enabled { ops::local_time(job, zone, job.next_run_at.as_deref()) } else { "-".into() },
            cell(&job.title),
        ]);
        cx.out.line(cells.join("\t"))?;
    }
    if rows.is_empty() {
        cx.out.note("okbot: no scheduled jobs");
        cx.out.hint("add one with `okbot schedule add \"daily 09:00\" PROMPT`");
    }
    Ok(())
}

/// The owner that has job `id` (`-a` narrows the search).
fn find_job(cx: &Cx, id: &str, only: Option<&str>) -> Result<Owner> {
    store::validate_id(id)?;
    let owners = cx.owners(&Scope::everyone_or(only))?;
    for owner in owners {
        if store::schedules::load(&cx.root, &owner.id)?.get(id).is_some() {
            return Ok(owner);
        }
    }
    Err(Failure::usage(format!("there is no scheduled job `{id}`"))
        .hint("`okbot schedule list --all` shows every job and its id")
        .into())
}

/// Pause (`Some(false)`), resume (`Some(true)`) or delete (`None`).
fn toggle(cx: &Cx, args: IdArgs, enable: Option<bool>) -> Result<()> {
    let owner = find_job(cx, &args.id, args.owner.as_deref())?;
    let settings = cx.settings()?.settings;
    let _lock = cx.root.lock_owner(&owner.id)?;
    let ctx = ctx(cx, &owner, &settings);
    let (job, word) = match enable {
        Some(on) => (ops::set_enabled(&ctx, &args.id, on)?, if on { "resumed" } else { "paused" }),
        None => (ops::delete(&ctx, &args.id)?, "deleted"),
    };
    if cx.out.json {
        let mut doc = serde_json::to_value(view(owner.id.as_str(), &job))?;
        if enable.is_none() {
            doc["state"] = json!("deleted");
        }
        return cx.out.json(&doc);
    }
    cx.out.line(format!("{} {word}", job.id))?;
    if enable == Some(true) {
        cx.out.note(format!(
            "okbot: next run {}",
            ops::local_time(&job, settings.timezone.as_deref(), job.next_run_at.as_deref())
        ));
    }
    Ok(())
}

fn next(cx: &Cx, args: NextArgs) -> Result<()> {
    let settings = cx.settings()?.settings;
    let settings_zone = settings.timezone.as_deref();
    let now = cx.clock.now();
    let (spec, tz, job_id) = if args.what.starts_with("sched_") {
        let owner = find_job(cx, &args.what, None)?;
        let jobs = store::schedules::load(&cx.root, &owner.id)?;
        let job = jobs.get(&args.what).expect("find_job found it");
        job.schedule.validate().map_err(Failure::from)?;
        (job.schedule.clone(), job.zone(settings_zone).map_err(Failure::from)?, Some(job.id.clone()))
    } else {
        let spec = crate::schedule::parse(&args.what).map_err(Failure::from)?;
        let tz =
            crate::schedule::resolve_zone(args.timezone.as_deref(), settings_zone).map_err(Failure::from)?;
        (spec, tz, None)
    };
    let times = crate::schedule::upcoming(&spec, tz, now, usize::from(args.count));
    if cx.out.json {
        let doc = json!({
            "jobId": job_id,
            "schedule": spec,
            "text": spec.describe(),
            "timezone": tz.name(),
            "next": times.iter().map(|t| stamp(*t)).collect::<Vec<_>>(),
        });
        return cx.out.json(&doc);
    }
    for t in &times {
        cx.out.line(format!("{}\t{}", t.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z (%a)"), stamp(*t)))?;
    }
    if times.is_empty() {
        cx.out.note("okbot: this schedule does not fire in the next 50 years");
    }
    Ok(())
}

fn tick(cx: &Cx, args: TickArgs) -> Result<()> {
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    super::chat::install_ctrl_c();
    let env = TickEnv { root: &cx.root, clock: &cx.clock, roster: &roster, settings: &settings };
    let json = cx.out.json;
    let mut show = |o: &Outcome| {
        if json {
            return;
        }
        let mut cells = vec![
            o.status.clone(),
            o.job_id.clone().unwrap_or_else(|| "-".into()),
            o.owner_id.clone(),
            cell(&o.title),
        ];
        if let Some(reason) = &o.reason {
            cells.push(cell(reason));
        }
        let _ = cx.out.line(cells.join("\t"));
    };
    let Some(outcomes) = tick::tick(&env, args.dry_run, &mut show)? else {
        if json {
            cx.out.json(&json!({"busy": true, "outcomes": []}))?;
        }
        cx.out.note("okbot: another tick is running on this data root; nothing to do");
        return Ok(());
    };
    if json {
        cx.out.json(&json!({"busy": false, "outcomes": outcomes}))?;
    }
    if outcomes.is_empty() {
        cx.out.note(format!("okbot: nothing is due ({})", stamp(cx.clock.now())));
    } else if !args.dry_run
        && crate::model::choose(&settings, None, |k| std::env::var(k).ok()).source == "fallback"
    {
        cx.out.note("okbot: no model is configured; the runs used the offline echo (see `okbot model add`)");
    }
    for o in outcomes.iter().filter(|o| !o.pending.is_empty()) {
        cx.out.hint(format!(
            "a run of {} waits for approval: `okbot approvals list`, then the next tick continues it",
            o.owner_id
        ));
    }
    // The worst failure decides the exit code; waiting for approval is 7.
    if let Some(failed) = outcomes.iter().find(|o| o.status == "failed") {
        let code = failed.code.unwrap_or(code::FAILURE);
        let reason = failed.reason.clone().unwrap_or_default();
        return Err(Failure::new(code, format!("a scheduled run failed: {reason}"))
            .hint("the job's lastError and <owner>/schedule-runs.jsonl keep the details")
            .into());
    }
    if outcomes.iter().any(|o| !o.pending.is_empty()) {
        return Err(Failure::silent(code::APPROVAL).into());
    }
    Ok(())
}
