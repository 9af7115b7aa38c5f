//! The clap tree: the single source of help text, man pages and completions. Each command's
//! arguments live beside its code in `src/commands/`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::commands::{
    approvals, assistant, chat, completions, compress, context, doctor, history, init, model, schedule,
    session, settings, squad, status, task,
};

/// Composable, stateless commands for personal AI assistants.
///
/// Every command reads and writes one data root (default `~/.okbot`): assistants, transcripts,
/// summaries, memories, skills, tasks and schedules live there as plain JSON, JSON Lines and
/// Markdown files, so each step can be scripted, piped and run from cron. Nothing runs in the
/// background.
///
/// Exit codes: 0 ok, 1 failure, 2 usage error, 3 findings, 4 context still too long,
/// 5 provider or network error, 6 locked by another process, 7 waiting for approval,
/// 130 interrupted. A closed stdout pipe exits 0.
///
/// Environment: OKBOT_HOME (data root), OKBOT_ASSISTANT (default owner), OKBOT_NOW (pin the
/// clock, RFC 3339), OKBOT_LOCK_WAIT_MS (how long to wait for a lock, default 10000),
/// OKBOT_MODEL, OKBOT_BASE_URL, OKBOT_API_KEY (model overrides), OPENAI_API_KEY (used when no
/// model is configured), OKBOT_GLOBAL_SKILLS (global skills folder), NO_COLOR.
#[derive(Debug, Parser)]
#[command(name = "okbot", version, about, long_about, max_term_width = 100)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// The data root [default: $OKBOT_HOME, else ~/.okbot]
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Print data as JSON (one document; JSON Lines for streams)
    #[arg(long, global = true)]
    pub json: bool,
    /// Print no notes or warnings on stderr (errors still show)
    #[arg(short, long, global = true)]
    pub quiet: bool,
    /// When to colour messages on stderr
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value = "auto")]
    pub color: ColorChoice,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Init(init::InitArgs),
    Status(status::StatusArgs),
    Doctor(doctor::DoctorArgs),
    #[command(subcommand)]
    Assistant(assistant::AssistantCommand),
    #[command(subcommand)]
    Squad(squad::SquadCommand),
    Chat(chat::ChatArgs),
    #[command(subcommand)]
    Session(session::SessionCommand),
    #[command(subcommand)]
    Context(context::ContextCommand),
    Compress(compress::CompressArgs),
    #[command(subcommand)]
    History(history::HistoryCommand),
    #[command(subcommand)]
    Task(task::TaskCommand),
    #[command(subcommand)]
    Schedule(schedule::ScheduleCommand),
    #[command(subcommand)]
    Approvals(approvals::ApprovalsCommand),
    #[command(subcommand)]
    Model(model::ModelCommand),
    #[command(subcommand)]
    Settings(settings::SettingsCommand),
    Completions(completions::CompletionsArgs),
}
