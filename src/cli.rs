//! The clap tree: the single source of help text, man pages and completions. Each command's
//! arguments live beside its code in `src/commands/`.

use std::path::PathBuf;

use clap::{ArgMatches, Args, FromArgMatches, Parser, Subcommand};

use crate::commands::{
    approvals, assistant, bundle, chat, completions, compress, context, doctor, evolve, history, init,
    memory, model, note, schedule, session, settings, skill, soul, squad, status, task,
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
#[command(name = "okbot", version, max_term_width = 100)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// Run the command the line names (the clap tree sits above the commands it dispatches to).
    pub fn run(self, color: bool) -> anyhow::Result<()> {
        let g = self.global;
        // Completions need no data root (and must work where HOME is unset).
        if let Command::Completions(args) = self.command {
            let out = crate::output::Out::new(g.json, g.quiet, color);
            return completions::run(&out, args.0, <Cli as clap::CommandFactory>::command());
        }
        // `skill check` needs no data root either (CI runs it on a checkout).
        let command = match self.command {
            Command::Skill(Lazy(skill::SkillCommand::Check(args))) => {
                return skill::check(&crate::output::Out::new(g.json, g.quiet, color), args);
            }
            // `bundle check` and `list-gallery` neither.
            Command::Bundle(Lazy(bundle::BundleCommand::Check(args))) => {
                return bundle::check(&crate::output::Out::new(g.json, g.quiet, color), args);
            }
            Command::Bundle(Lazy(bundle::BundleCommand::ListGallery(_))) => {
                return bundle::list_gallery(&crate::output::Out::new(g.json, g.quiet, color));
            }
            other => other,
        };
        let globals = crate::commands::Globals {
            root: g.root.as_deref(),
            json: g.json,
            quiet: g.quiet,
            color: g.color,
        };
        let name = command.name();
        crate::commands::run(globals, color, name, |cx| command.dispatch(cx))
    }
}

impl Command {
    /// The command's name in the error log.
    fn name(&self) -> &'static str {
        match self {
            Command::Init(_) => "init",
            Command::Status(_) => "status",
            Command::Doctor(_) => "doctor",
            Command::Assistant(_) => "assistant",
            Command::Squad(_) => "squad",
            Command::Chat(_) => "chat",
            Command::Approvals(_) => "approvals",
            Command::Model(_) => "model",
            Command::Session(_) => "session",
            Command::Context(_) => "context",
            Command::Compress(_) => "compress",
            Command::Evolve(_) => "evolve",
            Command::History(_) => "history",
            Command::Memory(_) => "memory",
            Command::Task(_) => "task",
            Command::Note(_) => "note",
            Command::Schedule(_) => "schedule",
            Command::Skill(_) => "skill",
            Command::Bundle(_) => "bundle",
            Command::Settings(_) => "settings",
            Command::Soul(_) => "soul",
            Command::Completions(_) => "completions",
        }
    }

    fn dispatch(self, cx: &crate::commands::Cx) -> anyhow::Result<()> {
        match self {
            Command::Init(args) => init::run(cx, args.0),
            Command::Status(args) => status::run(cx, args.0),
            Command::Doctor(args) => doctor::run(cx, args.0),
            Command::Assistant(cmd) => assistant::run(cx, cmd.0),
            Command::Squad(cmd) => squad::run(cx, cmd.0),
            Command::Chat(args) => chat::run(cx, args.0),
            Command::Approvals(cmd) => approvals::run(cx, cmd.0),
            Command::Model(cmd) => model::run(cx, cmd.0),
            Command::Session(cmd) => session::run(cx, cmd.0),
            Command::Context(cmd) => context::run(cx, cmd.0),
            Command::Compress(args) => compress::run(cx, args.0),
            Command::Evolve(args) => evolve::run(cx, args.0),
            Command::History(cmd) => history::run(cx, cmd.0),
            Command::Memory(cmd) => memory::run(cx, cmd.0),
            Command::Task(cmd) => task::run(cx, cmd.0),
            Command::Note(cmd) => note::run(cx, cmd.0),
            Command::Schedule(cmd) => schedule::run(cx, cmd.0),
            Command::Skill(cmd) => skill::run(cx, cmd.0),
            Command::Bundle(cmd) => bundle::run(cx, cmd.0),
            Command::Settings(cmd) => settings::run(cx, cmd.0),
            Command::Soul(cmd) => soul::run(cx, cmd.0),
            Command::Completions(args) => {
                completions::run(&cx.out, args.0, <Cli as clap::CommandFactory>::command())
            }
        }
    }
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

pub use crate::output::ColorChoice;

// Each command's arguments are defined only when that command runs (or when help, man pages or
// completions need the whole tree), so a command does not pay for building the others. The
// one-line descriptions here are what `okbot --help` lists; a test checks that they match the
// first line of each command's own description. (Plain comments: a doc comment here would
// become okbot's own description.)
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Create the data root: settings, roster files, global memory, logs
    Init(Lazy<init::InitArgs>),
    /// Show every assistant and squad: messages, model, context window, last activity
    Status(Lazy<status::StatusArgs>),
    /// Check every file of the data root; change nothing
    Doctor(Lazy<doctor::DoctorArgs>),
    /// Create, list, inspect, rename and delete assistants
    #[command(subcommand)]
    Assistant(Lazy<assistant::AssistantCommand>),
    /// Squads: several assistants working in one shared session
    #[command(subcommand)]
    Squad(Lazy<squad::SquadCommand>),
    /// Show, edit and patch an assistant's persona (SOUL.md, kept equal to AGENTS.md)
    #[command(subcommand)]
    Soul(Lazy<soul::SoulCommand>),
    /// Talk to an assistant: send one message and print the reply
    Chat(Lazy<chat::ChatArgs>),
    /// Read and write an owner's transcript (session.jsonl)
    #[command(subcommand)]
    Session(Lazy<session::SessionCommand>),
    /// Inspect the model's view of a conversation
    #[command(subcommand)]
    Context(Lazy<context::ContextCommand>),
    /// Fold older messages into the summary; the transcript itself is never shortened
    Compress(Lazy<compress::CompressArgs>),
    /// Run evolution now: memory extraction, the skill upsert and the persona patch
    Evolve(Lazy<evolve::EvolveArgs>),
    /// Search a conversation's history, including what the summary folded away
    #[command(subcommand)]
    History(Lazy<history::HistoryCommand>),
    /// Memories: what your assistants remember across sessions
    #[command(subcommand)]
    Memory(Lazy<memory::MemoryCommand>),
    /// Long tasks and their steps (the assistant keeps them up to date while it works)
    #[command(subcommand)]
    Task(Lazy<task::TaskCommand>),
    /// Notes: documents an assistant keeps (designs, requirements, reports), stored as safe HTML
    #[command(subcommand)]
    Note(Lazy<note::NoteCommand>),
    /// Jobs that run a prompt on a schedule (cron runs `okbot schedule tick`)
    #[command(subcommand)]
    Schedule(Lazy<schedule::ScheduleCommand>),
    /// Skills: procedures an assistant loads when a task fits them (SKILL.md folders)
    #[command(subcommand)]
    Skill(Lazy<skill::SkillCommand>),
    /// Share assistants as .okbot bundles: export, check, import, install from the gallery
    #[command(subcommand)]
    Bundle(Lazy<bundle::BundleCommand>),
    /// Decide actions that wait for your approval
    #[command(subcommand)]
    Approvals(Lazy<approvals::ApprovalsCommand>),
    /// Configure the models okbot talks to
    #[command(subcommand)]
    Model(Lazy<model::ModelCommand>),
    /// Read and change settings.json with dotted keys
    #[command(subcommand)]
    Settings(Lazy<settings::SettingsCommand>),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    Completions(Lazy<completions::CompletionsArgs>),
}

/// A command whose arguments (or subcommands) are added to the clap tree only when clap needs
/// them: when that command runs, or when the whole tree is built for help, man pages and
/// completions ([`clap::Command::defer`]).
#[derive(Debug)]
pub struct Lazy<T>(pub T);

impl<T: FromArgMatches> FromArgMatches for Lazy<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Lazy)
    }
    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches_mut(matches).map(Lazy)
    }
    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
    fn update_from_arg_matches_mut(&mut self, matches: &mut ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches_mut(matches)
    }
}

impl<T: Args> Args for Lazy<T> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        cmd.defer(T::augment_args)
    }
    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        cmd.defer(T::augment_args_for_update)
    }
    fn group_id() -> Option<clap::Id> {
        T::group_id()
    }
}

impl<T: Subcommand> Subcommand for Lazy<T> {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        cmd.defer(T::augment_subcommands)
    }
    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        cmd.defer(T::augment_subcommands_for_update)
    }
    fn has_subcommand(name: &str) -> bool {
        T::has_subcommand(name)
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// `okbot --help` lists the variants' one-line descriptions (the commands are not built
    /// then); they must say what each command's own description says.
    #[test]
    fn the_listed_descriptions_match_each_commands_own() {
        let unbuilt = super::Cli::command();
        let mut built = super::Cli::command();
        built.build();
        for sub in built.get_subcommands().filter(|s| s.get_name() != "help") {
            let listed = unbuilt.find_subcommand(sub.get_name()).unwrap().get_about().map(|a| a.to_string());
            assert_eq!(listed, sub.get_about().map(|a| a.to_string()), "{}", sub.get_name());
        }
    }

    /// Every command says what it does: no two commands of a group share an about line (one
    /// copied from a shared argument struct, say), and none is missing.
    #[test]
    fn every_about_line_is_there_and_unique_within_its_group() {
        fn walk(cmd: &clap::Command, path: &str) {
            let mut seen = std::collections::BTreeMap::new();
            for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
                let name = format!("{path} {}", sub.get_name());
                let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
                assert!(!about.trim().is_empty(), "`{name}` has no about line");
                if let Some(other) = seen.insert(about.clone(), name.clone()) {
                    panic!("`{other}` and `{name}` both read {about:?}");
                }
                walk(sub, &name);
            }
        }
        let mut cmd = super::Cli::command();
        cmd.build();
        walk(&cmd, "okbot");
    }
}
