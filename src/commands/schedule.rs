//! `okbot schedule add|list|pause|resume|delete|next|tick|cron-line|systemd`.

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};

use super::{Cx, Scope};
use crate::error::{Failure, code};
use crate::output::{Document, JsonOutput, cell, json_doc};
use crate::roster::Owner;
use crate::schedule::install::{Invocation, TIMER_NAME, crontab_line, service_unit, timer_unit};
use crate::schedule::jobs::{Job, NewJob, stamp};
use crate::schedule::ops::{self, Ctx};
use crate::schedule::tick::{self, Outcome, TickEnv};
use crate::store::lock::OwnerGuard;
use crate::store::{self, OwnerId, jsonl};

/// Jobs that run a prompt on a schedule (cron runs `okbot schedule tick`)
///
/// A schedule is `daily HH:MM` (also `每天 HH:MM`), `hourly [MM]`, `every N m` (N divides 60),
/// or a 5-field cron expression (`*/15 9-17 * * mon-fri`; 0 and 7 are Sunday; day-of-month and
/// day-of-week are OR-ed when both are set). Times are wall-clock times in the job's zone
/// (--timezone), else settings `timezone`, else the host's zone; daylight-saving changes behave
/// like system cron.
///
/// Nothing runs in the background: `okbot schedule tick` must run every minute. `okbot schedule
/// cron-line` prints the crontab line for that, `okbot schedule systemd` a systemd user timer.
/// Each tick fires the jobs that are due, each as a chat turn whose trigger message is hidden (the
/// reply is in the transcript), and writes every fire, skip and failure to
/// <owner>/schedule-runs.jsonl. Slots missed while nothing ran collapse into one run.
#[derive(Debug, Subcommand)]
pub enum ScheduleCommand {
    Add(AddArgs),
    List(ListArgs),
    /// Pause a job: it is kept but does not fire until resumed
    Pause(IdArgs),
    /// Resume a paused job from its next slot after now
    Resume(IdArgs),
    /// Delete a job (its past runs stay in schedule-runs.jsonl)
    Delete(IdArgs),
    Next(NextArgs),
    Tick(TickArgs),
    CronLine(CronLineArgs),
    Systemd(SystemdArgs),
}

/// Schedule a prompt
#[derive(Debug, Args)]
pub struct AddArgs {
    /// When, as one quoted argument: `"daily 09:00"`, `"每天 09:00"`, `"hourly 30"`, `"every 15 m"`, or a cron
    /// expression such as `"*/15 9-17 * * mon-fri"`
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
    /// IANA time zone of the job, any case (default: settings `timezone`, else the host's zone)
    #[arg(long, visible_alias = "tz", value_name = "ZONE")]
    pub timezone: Option<String>,
    /// Fire once, then disable the job
    #[arg(long)]
    pub once: bool,
}

/// List scheduled jobs (every owner's, or one owner's with -a)
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub scope: Scope,
}

/// One job, by id
#[derive(Debug, Args)]
pub struct IdArgs {
    /// The job id (sched_…), or a unique start of it (with or without `sched_`)
    pub id: String,
    /// Assistant or squad the job belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Show when a job, or a schedule text, fires next
#[derive(Debug, Args)]
pub struct NextArgs {
    /// A job id (sched_…, or a unique start of it) or a schedule text such as `daily 09:00`
    pub what: String,
    /// How many fire times
    #[arg(short = 'n', long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=1000))]
    pub count: u16,
    /// Time zone for a schedule text (a job uses its own)
    #[arg(long, visible_alias = "tz", value_name = "ZONE")]
    pub timezone: Option<String>,
    /// List fire times at or after TIME instead of after now: `YYYY-MM-DD HH:MM` (in the
    /// schedule's zone), `YYYY-MM-DD`, or RFC 3339
    #[arg(long, value_name = "TIME")]
    pub from: Option<String>,
}

/// Fire every due job of every owner (run it from cron each minute)
///
/// Exit 0 when every fired job finished; when a run failed, the exit code of its failure
/// (5 for the model provider …); 7 when a run waits for approval. A tick that finds another
/// tick running exits 0 at once and does nothing. With -q a run that only fired jobs prints
/// nothing at all; failed and skipped runs and runs waiting for approval still print.
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

/// Print the crontab line that runs `okbot schedule tick` every minute
///
/// The line names this okbot binary by its absolute path (cron's PATH is short), passes
/// `--root` when the data root is not ~/.okbot, runs the tick with -q (a run that only fired
/// jobs prints nothing, so cron mails nothing), and appends what is left (failures, skips,
/// runs waiting for approval) to <root>/logs/tick.log. Add it with `crontab -e`.
#[derive(Debug, Args)]
pub struct CronLineArgs {}

/// Print a systemd user service and timer that run `okbot schedule tick` every minute
///
/// Save them in ~/.config/systemd/user/ as okbot-tick.service and okbot-tick.timer (give
/// `service` or `timer` to print only that one), then run `systemctl --user daemon-reload &&
/// systemctl --user enable --now okbot-tick.timer`. The timer fires at the start of every
/// minute; ticks that could not run while the machine was off are not made up one by one (the
/// next tick fires each missed job once). Output goes to the journal (`journalctl --user -u
/// okbot-tick`).
#[derive(Debug, Args)]
pub struct SystemdArgs {
    /// Print only this unit
    #[arg(value_enum)]
    pub unit: Option<Unit>,
}

/// One of the two systemd units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Unit {
    Service,
    Timer,
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
        ScheduleCommand::CronLine(_) => cron_line(cx),
        ScheduleCommand::Systemd(args) => systemd(cx, args),
    }
}

fn ctx<'a>(cx: &'a Cx, lock: &'a OwnerGuard, settings: &'a crate::settings::Settings) -> Ctx<'a> {
    Ctx { root: &cx.root, lock, settings_zone: settings.timezone.as_deref(), now: cx.clock.now() }
}

json_doc! {
    /// A job as `--json` shows it: the file's fields plus its owner and state.
    struct JobView<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the job belongs to";
        "state" state: &'static str = "string",
            "enabled, paused, done (a one-off job that fired) or invalid (a schedule that cannot be read); deleted after schedule delete";
        #[serde(flatten)]
        "…" job: &'a Job = "fields", "the job's fields as schedules.jsonl stores them (see okbot-files(5))";
    }
}

json_doc! {
    /// `okbot schedule next --json`.
    struct NextView<'a> {
        "jobId" job_id: Option<String> = "string or null", "the job named, or null for a schedule text";
        "schedule" schedule: &'a crate::schedule::Spec = "object", "the parsed schedule";
        "text" text: String = "string", "the schedule in words";
        "timezone" timezone: &'a str = "string", "the IANA zone the times are computed in";
        "from" from: Option<String> = "string or null", "the --from moment (RFC 3339), or null for now";
        "next" next: Vec<String> = "array of strings", "the upcoming fire times (RFC 3339, UTC)";
    }
}

json_doc! {
    /// `okbot schedule tick --json`.
    struct TickView<'a> {
        "busy" busy: bool = "boolean", "another tick held the data root, so nothing ran";
        "outcomes" outcomes: &'a [Outcome] = "array", "one object per job fired, failed, skipped or due, and \
            per approved turn continued: ownerId, jobId, title, status (fired, failed, skipped, due, continued), \
            runId, scheduledFor, text, reason, code, pending, warnings (what the run warned about, e.g. a skill \
            left out of the prompt; keys absent when empty)";
    }
}

json_doc! {
    /// `okbot schedule cron-line --json`.
    struct CronLineView {
        "line" line: String = "string", "the crontab line";
        "binary" binary: String = "string", "the okbot binary it runs (absolute)";
        "root" root: String = "string", "the data root (absolute)";
        "log" log: String = "string", "where failed or skipped runs are appended";
    }
}

json_doc! {
    /// `okbot schedule systemd --json`.
    struct SystemdView {
        #[serde(skip_serializing_if = "Option::is_none")]
        "service" service: Option<String> = "string, absent with `timer`", "the service unit";
        #[serde(skip_serializing_if = "Option::is_none")]
        "timer" timer: Option<String> = "string, absent with `service`", "the timer unit";
    }
}

/// The `--json` documents of `okbot schedule`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-schedule-add", shape: "the job added:", fields: JobView::FIELDS },
    JsonOutput {
        page: "okbot-schedule-list",
        shape: "an array with one object per job:",
        fields: JobView::FIELDS,
    },
    JsonOutput { page: "okbot-schedule-pause", shape: "the job paused:", fields: JobView::FIELDS },
    JsonOutput { page: "okbot-schedule-resume", shape: "the job resumed:", fields: JobView::FIELDS },
    JsonOutput { page: "okbot-schedule-delete", shape: "the job deleted:", fields: JobView::FIELDS },
    JsonOutput { page: "okbot-schedule-next", shape: "one object:", fields: NextView::FIELDS },
    JsonOutput { page: "okbot-schedule-tick", shape: "one object:", fields: TickView::FIELDS },
    JsonOutput { page: "okbot-schedule-cron-line", shape: "one object:", fields: CronLineView::FIELDS },
    JsonOutput { page: "okbot-schedule-systemd", shape: "one object:", fields: SystemdView::FIELDS },
];

fn view<'a>(owner: &'a str, job: &'a Job) -> JobView<'a> {
    JobView { owner_id: owner, state: job.state(), job }
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    check_quoted(cx, &args)?;
    let prompt = if args.prompt.len() == 1 && args.prompt[0] == "-" {
        super::read_stdin(
            "the prompt",
            "the prompt must be UTF-8 text; convert other encodings first, e.g. `iconv -f LATIN1 -t UTF-8`",
        )?
    } else {
        args.prompt.join(" ")
    };
    let owner = cx.owner(args.owner.as_deref())?;
    let settings = cx.settings()?.settings;
    let lock = cx.root.lock_owner(&owner.id)?;
    let ctx = ctx(cx, &lock, &settings);
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
        "jobs fire only when `okbot schedule tick` runs: `okbot schedule cron-line` prints the line for \
         your crontab (`okbot schedule systemd` a systemd timer instead)",
    );
    Ok(())
}

/// An unquoted `okbot schedule add daily 09:00 PROMPT` hands clap `daily` as the schedule and
/// `09:00` as the start of the prompt: refuse it with the quoting that works. A schedule that
/// is valid alone but longer with the next word (`hourly 30 …`) is taken as typed, with a
/// warning.
fn check_quoted(cx: &Cx, args: &AddArgs) -> Result<()> {
    let Some((text, taken)) = crate::schedule::split_unquoted(&args.schedule, &args.prompt) else {
        return Ok(());
    };
    let rest = args.prompt[taken..].join(" ");
    let example = if rest.len() <= 40 && !rest.contains(['"', '$', '`', '\\']) {
        format!("okbot schedule add \"{text}\" \"{rest}\"")
    } else {
        format!("okbot schedule add \"{text}\" PROMPT")
    };
    match crate::schedule::parse(&args.schedule) {
        Err(err) => Err(Failure::usage(err.message)
            .hint(format!("quote the schedule, it is one argument: `{example}`"))
            .into()),
        Ok(spec) => {
            cx.out.warn(format!(
                "the schedule is `{}` and the prompt starts with `{}`",
                spec.describe(),
                args.prompt[0]
            ));
            cx.out.hint(format!("if you meant `{text}`, quote it: `{example}`"));
            Ok(())
        }
    }
}

/// The first job of a root reminds people that cron does the firing.
fn crontab_hint_needed(cx: &Cx) -> bool {
    let Ok(roster) = cx.roster() else { return false };
    let total: usize = roster
        .owners()
        .iter()
        .filter_map(|(id, _, _)| OwnerId::parse(id).ok())
        .map(|id| crate::schedule::io::load(&cx.root, &id).map(|j| j.len()).unwrap_or(0))
        .sum();
    total == 1
}

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let settings = cx.settings()?.settings;
    let zone = settings.timezone.as_deref();
    let (owners, owner_column) = cx.listing(&args.scope)?;
    let mut rows: Vec<(String, Job)> = Vec::new();
    for owner in &owners {
        let jobs = crate::schedule::io::load(&cx.root, &owner.id)?;
        warn_damaged(cx, &owner.id, &jobs.damaged);
        // Next runs as the tick sees them: a run computed under an old settings zone moves.
        rows.extend(jobs.iter().map(|j| {
            let mut job = j.clone();
            job.follow_zone(zone, cx.clock.now());
            (owner.id.to_string(), job)
        }));
    }
    if cx.out.json {
        let views: Vec<JobView> = rows.iter().map(|(o, j)| view(o, j)).collect();
        return cx.out.json(&views);
    }
    let lens = if cx.stdout_color {
        let mut ids: Vec<String> = rows.iter().map(|(_, j)| j.id.clone()).collect();
        // The prefix shown must name the job without -a: count every owner's jobs.
        for owner in cx.owners(&Scope::everyone_or(None))? {
            if !owners.iter().any(|o| o.id == owner.id) {
                ids.extend(crate::schedule::io::load(&cx.root, &owner.id)?.iter().map(|j| j.id.clone()));
            }
        }
        crate::ids::unique_prefix_lens(&ids, ops::JOB_IDS.tag)
    } else {
        rows.iter().map(|(_, j)| j.id.len()).collect()
    };
    for ((owner, job), len) in rows.iter().zip(lens) {
        let mut cells = vec![crate::ids::highlight(&job.id, len, ops::JOB_IDS.tag, cx.stdout_color)];
        if owner_column {
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

/// The owner that has job `key` and the job's full id (`key` may be a unique prefix, with or
/// without `sched_`; `-a` narrows the search).
fn find_job(cx: &Cx, key: &str, only: Option<&str>) -> Result<(Owner, String)> {
    store::validate_id(key.trim())?;
    let mut rows: Vec<(Owner, String)> = Vec::new();
    // The damaged lines only of owners holding a job the key names: at most the one found.
    let mut damaged: Vec<(OwnerId, Vec<jsonl::Damaged>)> = Vec::new();
    for owner in cx.owners(&Scope::everyone_or(only))? {
        let jobs = crate::schedule::io::load(&cx.root, &owner.id)?;
        let ids: Vec<&str> = jobs.iter().map(|j| j.id.as_str()).collect();
        let named = !jobs.damaged.is_empty() && crate::ids::resolve(&ops::JOB_IDS, &ids, key).is_ok();
        rows.extend(jobs.iter().map(|j| (owner.clone(), j.id.clone())));
        if named {
            damaged.push((owner.id.clone(), jobs.damaged));
        }
    }
    let ids: Vec<&str> = rows.iter().map(|(_, id)| id.as_str()).collect();
    let found = crate::ids::resolve(&ops::JOB_IDS, &ids, key).map_err(Failure::from)?;
    if found.len() > 1 {
        return Err(Failure::usage(format!("`{key}` names scheduled jobs of several owners"))
            .hint("give the owner with -a")
            .into());
    }
    let (owner, id) = rows.swap_remove(found[0]);
    // The file the command reads (and may write) holds lines that are no job: say so.
    let lines = damaged.into_iter().find(|(o, _)| *o == owner.id).map(|(_, d)| d).unwrap_or_default();
    warn_damaged(cx, &owner.id, &lines);
    Ok((owner, id))
}

/// One warning per damaged line of an owner's schedules file (they are kept as they are).
fn warn_damaged(cx: &Cx, owner: &OwnerId, damaged: &[jsonl::Damaged]) {
    for jsonl::Damaged { line, error: why } in damaged {
        cx.out.warn(format!(
            "`{}` line {line} is not a job ({why}); it is kept as it is",
            crate::schedule::io::path(&cx.root, owner).display()
        ));
    }
}

/// Whether `next`'s argument names a job rather than a schedule text: `sched_…`, or text that
/// is not a schedule but could be the start of a job's ULID.
fn names_a_job(what: &str) -> bool {
    let what = what.trim();
    if what.get(..6).is_some_and(|head| head.eq_ignore_ascii_case("sched_")) {
        return true;
    }
    crate::schedule::parse(what).is_err()
        && what.len() >= crate::ids::MIN_PREFIX
        && what.chars().all(|c| c.is_ascii_alphanumeric() && !"ILOUilou".contains(c))
}

/// Pause (`Some(false)`), resume (`Some(true)`) or delete (`None`).
fn toggle(cx: &Cx, args: IdArgs, enable: Option<bool>) -> Result<()> {
    let (owner, id) = find_job(cx, &args.id, args.owner.as_deref())?;
    let settings = cx.settings()?.settings;
    let lock = cx.root.lock_owner(&owner.id)?;
    let ctx = ctx(cx, &lock, &settings);
    let (job, word) = match enable {
        Some(on) => (ops::set_enabled(&ctx, &id, on)?, if on { "resumed" } else { "paused" }),
        None => (ops::delete(&ctx, &id)?, "deleted"),
    };
    if cx.out.json {
        let mut doc = view(owner.id.as_str(), &job);
        if enable.is_none() {
            doc.state = "deleted";
        }
        return cx.out.json(&doc);
    }
    cx.out.line(&job.id)?;
    cx.out.note(format!("okbot: {word} the job “{}” ({})", job.title, job.id));
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
    let (spec, tz, job_id) = if names_a_job(&args.what) {
        let (owner, id) = find_job(cx, &args.what, None)?;
        let jobs = crate::schedule::io::load(&cx.root, &owner.id)?;
        let job = jobs.get(&id).expect("find_job found it");
        job.schedule.validate().map_err(Failure::from)?;
        (job.schedule.clone(), job.zone(settings_zone).map_err(Failure::from)?, Some(job.id.clone()))
    } else {
        let spec = crate::schedule::parse(&args.what).map_err(Failure::from)?;
        let tz =
            crate::schedule::resolve_zone(args.timezone.as_deref(), settings_zone).map_err(Failure::from)?;
        (spec, tz, None)
    };
    // `--from` counts a fire at that very moment; "now" is the moment already begun.
    let after = match &args.from {
        Some(text) => {
            crate::schedule::parse_moment(text, tz).map_err(Failure::from)?
                - chrono::Duration::milliseconds(1)
        }
        None => cx.clock.now(),
    };
    let times = crate::schedule::upcoming(&spec, tz, after, usize::from(args.count));
    if cx.out.json {
        let doc = NextView {
            job_id,
            schedule: &spec,
            text: spec.describe(),
            timezone: tz.name(),
            from: args.from.is_some().then(|| stamp(after + chrono::Duration::milliseconds(1))),
            next: times.iter().map(|t| stamp(*t)).collect(),
        };
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
    super::install_ctrl_c(cx, "schedule");
    let env = TickEnv {
        root: &cx.root,
        clock: &cx.clock,
        roster: &roster,
        settings: &settings,
        runner: &crate::turn::ScheduledTurns,
    };
    let json = cx.out.json;
    // With -q a run that only fired cleanly prints nothing, so cron has nothing to mail or log.
    let hide_clean = cx.out.quiet && !args.dry_run;
    let mut show = |o: &Outcome| {
        for w in &o.warnings {
            cx.out.warn(format!("{}: {w}", o.owner_id));
        }
        let clean =
            o.reason.is_none() && o.pending.is_empty() && matches!(o.status.as_str(), "fired" | "continued");
        if json || (hide_clean && clean) {
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
            cx.out.json(&TickView { busy: true, outcomes: &[] })?;
        }
        cx.out.note("okbot: another tick is running on this data root; nothing to do");
        return Ok(());
    };
    if json {
        cx.out.json(&TickView { busy: false, outcomes: &outcomes })?;
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

fn cron_line(cx: &Cx) -> Result<()> {
    let inv = Invocation::find(cx.root.dir())?;
    let line = crontab_line(&inv);
    if cx.out.json {
        cx.out.json(&CronLineView {
            line: line.clone(),
            binary: inv.exe.to_string_lossy().into_owned(),
            root: inv.root.to_string_lossy().into_owned(),
            log: inv.log().to_string_lossy().into_owned(),
        })?;
    } else {
        cx.out.line(&line)?;
    }
    cx.out.note("okbot: add this line with `crontab -e`; failed or skipped runs are appended to the log");
    if !inv.root.join("logs").is_dir() {
        cx.out.warn(format!(
            "`{}` does not exist yet, so cron could not write the log",
            inv.root.join("logs").display()
        ));
        cx.out.hint("run `okbot init` first");
    }
    cx.out.hint(
        "cron does not read your shell profile: set the API keys your models read from the environment at the \
         top of the crontab",
    );
    Ok(())
}

fn systemd(cx: &Cx, args: SystemdArgs) -> Result<()> {
    let inv = Invocation::find(cx.root.dir())?;
    let service = (args.unit != Some(Unit::Timer)).then(|| service_unit(&inv));
    let timer = (args.unit != Some(Unit::Service)).then(timer_unit);
    if cx.out.json {
        cx.out.json(&SystemdView { service: service.clone(), timer: timer.clone() })?;
    } else {
        let units: Vec<&str> = service.iter().chain(timer.iter()).map(String::as_str).collect();
        cx.out.raw(units.join("\n"))?;
    }
    cx.out.note(format!(
        "okbot: save the units in ~/.config/systemd/user/ (e.g. `okbot schedule systemd timer > \
         ~/.config/systemd/user/{TIMER_NAME}`), then run `systemctl --user daemon-reload && systemctl --user \
         enable --now {TIMER_NAME}`"
    ));
    cx.out.hint(
        "user timers run only while you are logged in, unless you run `loginctl enable-linger`; add \
         `Environment=NAME=VALUE` lines to the service for API keys your models read from the environment",
    );
    Ok(())
}
