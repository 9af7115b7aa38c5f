//! `okbot task list|show|add|step|start|block|done|backlog|delete`.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::{Cx, Scope};
use crate::error::Failure;
use crate::output::cell;
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::Owner;
use crate::store::jsonl;
use crate::store::lock::OwnerGuard;
use crate::tasks::Task;
use crate::tasks::ops::{self, Ctx, StepChange};

/// Long tasks and their steps (the assistant keeps them up to date while it works)
///
/// A task is `backlog` (parked), `pending` (queued), `in_progress` (one at a time) or `done`
/// (final; it says nothing about success). A step is `pending`, `in_progress`, `blocked`,
/// `succeeded`, `failed` or `cancelled`. After a chat turn, while the task in progress has a
/// step to advance and none blocked, okbot continues it silently with another turn, at most
/// settings `tasks.maxAutoContinue` times (default 5).
///
/// A task is named by its id or any unique start of it (4 characters or more, any case; on a
/// terminal `task list` highlights the shortest); a step by its number (1 = the first), its
/// title or its id. A task with open steps is done only with --cancel-open.
#[derive(Debug, Subcommand)]
pub enum TaskCommand {
    List(ListArgs),
    /// Show a task and its steps
    Show(IdArgs),
    Add(AddArgs),
    Step(StepArgs),
    /// Start working on a task (the task in progress, if any, goes back to the queue)
    Start(IdArgs),
    Block(BlockArgs),
    /// Mark a task done (final; it says nothing about success)
    Done(DoneArgs),
    /// Park a task in the backlog (it is not worked on until started)
    Backlog(IdArgs),
    /// Delete a task and its steps
    Delete(IdArgs),
}

/// List tasks (every owner's, or one owner's with -a)
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub scope: Scope,
}

/// One task, by id
#[derive(Debug, Args)]
pub struct IdArgs {
    /// The task id, or its start
    pub id: String,
    /// Assistant or squad the task belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Mark a task done (final); refused while a step is open, unless --cancel-open
#[derive(Debug, Args)]
pub struct DoneArgs {
    /// The task id, or its start
    pub id: String,
    /// Mark the open steps (pending, in progress, blocked) cancelled
    #[arg(long)]
    pub cancel_open: bool,
    /// Assistant or squad the task belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Add a task (queued; --start to work on it now, --backlog to park it)
#[derive(Debug, Args)]
pub struct AddArgs {
    /// What the task is
    pub title: String,
    /// A step (repeatable, in order)
    #[arg(long = "step", value_name = "TITLE")]
    pub steps: Vec<String>,
    /// Start it now (the task in progress, if any, goes back to the queue)
    #[arg(long, conflicts_with = "backlog")]
    pub start: bool,
    /// Park it in the backlog
    #[arg(long)]
    pub backlog: bool,
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Add a step to a task, or change one (status, note)
#[derive(Debug, Args)]
pub struct StepArgs {
    /// The task id, or its start
    pub id: String,
    /// The step: its id or number (default: the step in progress, else a blocked one, else the first pending)
    #[arg(conflicts_with = "add")]
    pub step: Option<String>,
    /// Add a step with this title
    #[arg(long, value_name = "TITLE", conflicts_with_all = ["status", "note"])]
    pub add: Option<String>,
    /// New status: pending, in_progress, blocked, succeeded, failed, cancelled
    #[arg(long)]
    pub status: Option<String>,
    /// A note on the step (an empty note removes it)
    #[arg(long)]
    pub note: Option<String>,
    /// Assistant or squad the task belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Mark a step blocked: the task is not continued until it is unblocked
#[derive(Debug, Args)]
pub struct BlockArgs {
    /// The task id, or its start
    pub id: String,
    /// The step: its id or number (default: the step in progress, else a blocked one, else the first pending)
    pub step: Option<String>,
    /// What it waits for
    #[arg(long)]
    pub note: Option<String>,
    /// Assistant or squad the task belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

pub fn run(cx: &Cx, cmd: TaskCommand) -> Result<()> {
    match cmd {
        TaskCommand::List(args) => list(cx, args),
        TaskCommand::Show(args) => show(cx, args),
        TaskCommand::Add(args) => add(cx, args),
        TaskCommand::Step(args) => {
            let change = StepChange { status: args.status.clone(), note: args.note.clone() };
            let add = args.add.clone();
            let step = args.step.clone();
            change_task(cx, &args.id, args.owner.as_deref(), |c, id| match &add {
                Some(title) => ops::add_step(c, id, title),
                None => ops::update_step(c, id, step.as_deref(), &change),
            })
        }
        TaskCommand::Start(args) => change_task(cx, &args.id, args.owner.as_deref(), ops::start),
        TaskCommand::Block(args) => {
            let change = StepChange { status: Some("blocked".into()), note: args.note.clone() };
            let step = args.step.clone();
            change_task(cx, &args.id, args.owner.as_deref(), |c, id| {
                ops::update_step(c, id, step.as_deref(), &change)
            })
        }
        TaskCommand::Done(args) => {
            let cancel_open = args.cancel_open;
            change_task(cx, &args.id, args.owner.as_deref(), |c, id| ops::done(c, id, cancel_open))
        }
        TaskCommand::Backlog(args) => {
            change_task(cx, &args.id, args.owner.as_deref(), |c, id| ops::set_status(c, id, "backlog"))
        }
        TaskCommand::Delete(args) => delete(cx, args),
    }
}

json_doc! {
    /// A task as `--json` shows it: its owner and progress, then the file's fields.
    struct TaskView<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the task belongs to";
        "progress" progress: String = "string", "steps finished (succeeded, failed or cancelled) out of all steps, e.g. 2/5";
        #[serde(flatten)]
        "…" task: &'a Task = "fields", "the task's fields as tasks.json stores them (see okbot-files(5))";
    }
}

/// The `--json` documents of `okbot task`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-task-list",
        shape: "an array with one object per task:",
        fields: TaskView::FIELDS,
    },
    JsonOutput { page: "okbot-task-show", shape: "the task:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-add", shape: "the task added:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-step", shape: "the task after the change:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-start", shape: "the task started:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-block", shape: "the task blocked:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-done", shape: "the task done:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-backlog", shape: "the task parked:", fields: TaskView::FIELDS },
    JsonOutput { page: "okbot-task-delete", shape: "the task deleted:", fields: TaskView::FIELDS },
];

fn view<'a>(owner: &'a str, task: &'a Task) -> TaskView<'a> {
    TaskView { owner_id: owner, progress: task.progress(), task }
}

/// The owner holding task `key` and the task's full id (`-a` narrows the search). A prefix is
/// matched across every owner searched, so one that fits tasks of two owners is ambiguous.
fn find(cx: &Cx, key: &str, only: Option<&str>) -> Result<(Owner, String)> {
    let mut rows: Vec<(Owner, String)> = Vec::new();
    // The damaged lines only of owners holding a task the key names: at most the one found.
    let mut damaged: Vec<(crate::store::OwnerId, Vec<jsonl::Damaged>)> = Vec::new();
    for owner in cx.owners(&Scope::everyone_or(only))? {
        let tasks = crate::tasks::io::load(&cx.root, &owner.id)?;
        let ids: Vec<&str> = tasks.iter().map(|t| t.id.as_str()).collect();
        let named = !tasks.damaged.is_empty() && crate::ids::resolve(&ops::TASK_IDS, &ids, key).is_ok();
        rows.extend(tasks.iter().map(|t| (owner.clone(), t.id.clone())));
        if named {
            damaged.push((owner.id.clone(), tasks.damaged));
        }
    }
    let ids: Vec<&str> = rows.iter().map(|(_, id)| id.as_str()).collect();
    let found = crate::ids::resolve(&ops::TASK_IDS, &ids, key).map_err(Failure::from)?;
    if found.len() > 1 {
        return Err(Failure::usage(format!("`{key}` names tasks of several owners"))
            .hint("give the owner with -a")
            .into());
    }
    let (owner, id) = rows.swap_remove(found[0]);
    // The file the command reads (and may write) holds lines that are no task: say so.
    let lines = damaged.into_iter().find(|(o, _)| *o == owner.id).map(|(_, d)| d).unwrap_or_default();
    warn_damaged(cx, &owner.id, &lines);
    Ok((owner, id))
}

/// One warning per damaged line of an owner's tasks file (they are kept as they are).
fn warn_damaged(cx: &Cx, owner: &crate::store::OwnerId, damaged: &[jsonl::Damaged]) {
    for jsonl::Damaged { line, error: why } in damaged {
        cx.out.warn(format!(
            "`{}` line {line} is not a task ({why}); it is kept as it is",
            crate::tasks::io::path(&cx.root, owner).display()
        ));
    }
}

fn ctx<'a>(cx: &'a Cx, lock: &'a OwnerGuard) -> Ctx<'a> {
    Ctx { root: &cx.root, lock, now: cx.clock.now() }
}

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let mut rows: Vec<(String, Task)> = Vec::new();
    let (owners, owner_column) = cx.listing(&args.scope)?;
    for owner in owners {
        let tasks = crate::tasks::io::load(&cx.root, &owner.id)?;
        warn_damaged(cx, &owner.id, &tasks.damaged);
        rows.extend(tasks.iter().map(|t| (owner.id.to_string(), t.clone())));
    }
    if cx.out.json {
        let views: Vec<TaskView> = rows.iter().map(|(o, t)| view(o, t)).collect();
        return cx.out.json(&views);
    }
    let lens = short_lens(cx, &rows)?;
    for ((owner, task), len) in rows.iter().zip(lens) {
        let mut cells = vec![crate::ids::highlight(&task.id, len, None, cx.stdout_color)];
        if owner_column {
            cells.push(owner.clone());
        }
        cells.extend([task.status.clone(), task.progress(), cell(&task.title)]);
        cx.out.line(cells.join("\t"))?;
    }
    if rows.is_empty() {
        cx.out.note("okbot: no tasks");
        cx.out.hint("add one with `okbot task add TITLE --step FIRST --step SECOND`");
    }
    Ok(())
}

/// The shortest unique prefix of each listed task's id, among the tasks of every owner (so the
/// prefix shown names the task without `-a`).
fn short_lens(cx: &Cx, rows: &[(String, Task)]) -> Result<Vec<usize>> {
    if !cx.stdout_color {
        return Ok(rows.iter().map(|(_, t)| t.id.len()).collect());
    }
    let mut ids: Vec<String> = rows.iter().map(|(_, t)| t.id.clone()).collect();
    for owner in cx.owners(&Scope::everyone_or(None))? {
        if rows.iter().any(|(o, _)| o == owner.id.as_str()) {
            continue;
        }
        ids.extend(crate::tasks::io::load(&cx.root, &owner.id)?.iter().map(|t| t.id.clone()));
    }
    let mut lens = crate::ids::unique_prefix_lens(&ids, None);
    lens.truncate(rows.len());
    Ok(lens)
}

fn print_task(cx: &Cx, owner: &str, task: &Task) -> Result<()> {
    if cx.out.json {
        return cx.out.json(&view(owner, task));
    }
    cx.out.line(format!("{}\t{}\t{}\t{}", task.id, task.status, task.progress(), cell(&task.title)))?;
    for (i, step) in task.steps.iter().enumerate() {
        let note = step.note.as_deref().map(|n| format!(" — {}", cell(n))).unwrap_or_default();
        cx.out.line(format!("  {}. [{}] {}{note}", i + 1, step.status, cell(&step.title)))?;
    }
    Ok(())
}

fn show(cx: &Cx, args: IdArgs) -> Result<()> {
    let (owner, id) = find(cx, &args.id, args.owner.as_deref())?;
    let tasks = crate::tasks::io::load(&cx.root, &owner.id)?;
    let task = tasks.iter().find(|t| t.id == id).expect("found above");
    print_task(cx, owner.id.as_str(), task)
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    // One read under the lock: warned about here, then added to.
    let tasks = crate::tasks::io::load(&cx.root, &owner.id)?;
    warn_damaged(cx, &owner.id, &tasks.damaged);
    let task = ops::add_to(&ctx(cx, &lock), tasks, &args.title, &args.steps, args.backlog, args.start)?;
    if cx.out.json {
        return cx.out.json(&view(owner.id.as_str(), &task));
    }
    cx.out.line(&task.id)?;
    let state = match task.status.as_str() {
        "in_progress" => "in progress",
        "backlog" => "in the backlog",
        _ => "queued",
    };
    cx.out.note(format!("okbot: added the task “{}” for {} ({state})", task.title, owner.name));
    Ok(())
}

fn change_task(
    cx: &Cx,
    key: &str,
    only: Option<&str>,
    change: impl FnOnce(&Ctx, &str) -> Result<Task>,
) -> Result<()> {
    let (owner, id) = find(cx, key, only)?;
    let lock = cx.root.lock_owner(&owner.id)?;
    let task = change(&ctx(cx, &lock), &id)?;
    print_task(cx, owner.id.as_str(), &task)
}

fn delete(cx: &Cx, args: IdArgs) -> Result<()> {
    let (owner, id) = find(cx, &args.id, args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    let task = ops::delete(&ctx(cx, &lock), &id)?;
    if cx.out.json {
        return cx.out.json(&view(owner.id.as_str(), &task));
    }
    cx.out.line(&task.id)?;
    cx.out.note(format!("okbot: deleted the task “{}” of {}", task.title, owner.name));
    Ok(())
}
