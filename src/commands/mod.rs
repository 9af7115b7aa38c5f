//! Argument glue: each command resolves its owner and settings, calls the domain, and hands a
//! view to [`Out`]. No domain logic lives here.

pub mod approvals;
pub mod assistant;
pub mod bundle;
pub mod chat;
pub mod completions;
pub mod compress;
pub mod context;
pub mod doctor;
mod editor;
pub mod evolve;
pub mod history;
pub mod init;
pub mod memory;
pub mod memory_recall;
pub mod model;
pub mod note;
pub mod schedule;
pub mod session;
pub mod settings;
pub mod skill;
pub mod soul;
pub mod squad;
pub mod status;
pub mod task;

use std::cell::{Cell, RefCell};

use std::io::Read;

use anyhow::{Context, Result};

use crate::clock::Clock;
use crate::output::{ColorChoice, Out};
use crate::roster::{Owner, Roster};
use crate::store::{self, Root};

/// What every command gets: where the data is, what time it is, and how to talk.
pub struct Cx {
    pub root: Root,
    pub clock: Clock,
    pub out: Out,
    /// Whether the settings warnings were printed (once per process, however often they load).
    pub settings_warned: Cell<bool>,
    /// Whether listings may colour stdout (ids' unique prefixes): `--color always`, or a
    /// terminal without NO_COLOR; never with `--json`.
    pub stdout_color: bool,
    /// The roster as last read, with the stamps of its two files then: read again only when
    /// one changed (a command asks for it several times; its own writes give new stamps).
    roster_memo: RefCell<Option<(RosterStamps, Roster)>>,
}

type RosterStamps = (Option<crate::store::fsx::Stamp>, Option<crate::store::fsx::Stamp>);

impl Cx {
    /// The roster (missing files read as empty).
    pub fn roster(&self) -> Result<Roster> {
        use crate::store::fsx::Stamp;
        let stamps = (Stamp::of(&self.root.bots_path())?, Stamp::of(&self.root.squads_path())?);
        if let Some((seen, roster)) = &*self.roster_memo.borrow()
            && *seen == stamps
        {
            return Ok(roster.clone());
        }
        let roster = crate::roster::io::load(&self.root)?;
        *self.roster_memo.borrow_mut() = Some((stamps, roster.clone()));
        Ok(roster)
    }

    /// Settings, with clamp notes and a corrupt file reported on stderr (the first time only).
    pub fn settings(&self) -> Result<crate::settings::io::Loaded> {
        let loaded = crate::settings::io::load(&self.root, &self.clock.stamp())?;
        if self.settings_warned.replace(true) {
            return Ok(loaded);
        }
        if let Some((copy, error)) = &loaded.corrupt {
            self.out.warn(format!(
                "`{}` is not valid JSON ({error}); using the defaults",
                self.root.settings_path().display()
            ));
            self.out.hint(format!("a copy is at `{}`; fix the file or remove it", copy.display()));
        }
        for note in &loaded.notes {
            self.out.warn(format!("settings.json: {note}"));
            if let Some(hint) = &note.hint {
                self.out.hint(hint);
            }
        }
        Ok(loaded)
    }

    /// The owner a command works on (DESIGN §9 defaults).
    pub fn owner(&self, flag: Option<&str>) -> Result<Owner> {
        self.roster()?.default_owner(flag)
    }

    /// The owners a listing covers: every one with `--all`, else the default owner.
    pub fn owners(&self, scope: &Scope) -> Result<Vec<Owner>> {
        let roster = self.roster()?;
        if scope.all {
            return roster.owners().iter().map(|(id, _, _)| roster.resolve(id)).collect();
        }
        Ok(vec![roster.default_owner(scope.owner.as_deref())?])
    }

    /// The owners a listing (`task list`, `schedule list`) covers: the one named with `-a`, else
    /// every one, as `status` and `approvals list` do. The bool says whether rows need an owner
    /// column: with `--all`, or without `-a` when the roster has more than one owner (so with a
    /// single assistant the rows look as they always did).
    pub fn listing(&self, scope: &Scope) -> Result<(Vec<Owner>, bool)> {
        let owners = self.owners(&Scope::everyone_or(scope.owner.as_deref()))?;
        let column = scope.all || (scope.owner.is_none() && self.roster()?.owners().len() > 1);
        Ok((owners, column))
    }
}

/// `-a OWNER` or `--all`: whose records a listing shows.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Scope {
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER", conflicts_with = "all")]
    pub owner: Option<String>,
    /// Every assistant's and squad's
    #[arg(long)]
    pub all: bool,
}

impl Scope {
    /// Every owner, or the one named.
    pub fn everyone_or(owner: Option<&str>) -> Scope {
        Scope { owner: owner.map(str::to_string), all: owner.is_none() }
    }
}

/// All of stdin as text. `what` names what it holds (`the rows`), `hint` what the command reads;
/// see [`utf8_input`].
pub(crate) fn read_stdin(what: &str, hint: &str) -> Result<String> {
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes).with_context(|| format!("cannot read {what} from stdin"))?;
    utf8_input(bytes, "stdin", hint)
}

/// The bytes of an input file the user named (a FILE argument, `--from FILE`). One that cannot
/// be read (missing, a folder, no permission) is the caller's mistake, as with every input the
/// user hands in (exit 2): the error names the path and why, `hint` says what to give instead.
pub(crate) fn read_input_file(path: &std::path::Path, hint: &str) -> Result<Vec<u8>> {
    std::fs::read(path).map_err(|e| input_error(path, &e, "there is no such file", hint))
}

/// The error for an input path the user named that cannot be read: plain words (`missing`
/// when there is nothing at the path), the path, and `hint`; a usage error (exit 2).
pub(crate) fn input_error(
    path: &std::path::Path,
    e: &std::io::Error,
    missing: &str,
    hint: &str,
) -> anyhow::Error {
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => missing.to_string(),
        std::io::ErrorKind::IsADirectory => "it is a folder".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::NotADirectory => "a part of the path is not a folder".to_string(),
        _ => e.to_string(),
    };
    crate::error::Failure::usage(format!("cannot read `{}`: {why}", path.display())).hint(hint).into()
}

/// Text the user handed in (stdin, a `--from` file) as UTF-8. Bytes that are not are the
/// caller's mistake, not okbot's (exit 2): the error names the line and byte where they start,
/// so a Latin-1 file or a binary pipe is easy to find, and `hint` says what the command reads.
pub(crate) fn utf8_input(bytes: Vec<u8>, name: &str, hint: &str) -> Result<String> {
    String::from_utf8(bytes).map_err(|e| {
        let before = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let byte = before.len() - start + 1;
        crate::error::Failure::usage(format!(
            "{name} is not UTF-8 text (line {line}, byte {byte} of the line)"
        ))
        .hint(hint)
        .into()
    })
}

/// The global flags as the command line gave them.
pub struct Globals<'a> {
    pub root: Option<&'a std::path::Path>,
    pub json: bool,
    pub quiet: bool,
    pub color: ColorChoice,
}

/// Run one command: set up what every command gets (root, clock, output, keys to hide), run
/// `f`, and record a failure worth logging under `name` in the error log.
pub fn run(g: Globals, color: bool, name: &'static str, f: impl FnOnce(&Cx) -> Result<()>) -> Result<()> {
    // Read when a lock is taken, deep in the store: a value it cannot use is refused here, up
    // front, as a bad OKBOT_NOW is, whether or not this command takes a lock.
    store::lock::wait_from_env()?;
    let cx = Cx {
        root: Root::locate(g.root)?,
        clock: Clock::from_env()?,
        out: Out::new(g.json, g.quiet, color),
        settings_warned: Cell::new(false),
        roster_memo: RefCell::new(None),
        stdout_color: !g.json
            && match g.color {
                ColorChoice::Always => true,
                ColorChoice::Never => false,
                ColorChoice::Auto => {
                    std::io::IsTerminal::is_terminal(&std::io::stdout()) && !crate::error::no_color()
                }
            },
    };
    // Keys in the settings or the environment never reach output, whatever the command.
    crate::model::register_key_refs(store::settings::secrets(&cx.root), &|k| std::env::var(k).ok());
    let result = f(&cx);
    if let Err(err) = &result {
        let code = crate::error::exit_code(err);
        // Usage errors, findings, approvals and silent exits (a search with no match) are
        // answers, not failures worth logging.
        let silent = err.chain().any(|c| c.downcast_ref::<crate::error::Failure>().is_some_and(|f| f.silent));
        if !silent && !matches!(code, 0 | 2 | 3 | 7) {
            let _ = store::logs::record_error(&cx.root, cx.clock.now(), name, code, &format!("{err:#}"));
        }
    }
    result
}

/// Ctrl-C: stop at the next stream event and exit 130; if nothing answers within two seconds
/// (a silent server), exit at once. Rows already written are whole lines and stay. Used by the
/// commands that run turns (`chat`, `schedule tick`).
pub(crate) fn install_ctrl_c(cx: &Cx, command: &'static str) {
    let (root, clock) = (cx.root.clone(), cx.clock);
    let _ = ctrlc::set_handler(move || {
        crate::turn::INTERRUPTED.store(true, std::sync::atomic::Ordering::SeqCst);
        std::thread::sleep(std::time::Duration::from_secs(2));
        let _ = crate::store::logs::record_error(
            &root,
            clock.now(),
            command,
            crate::error::code::INTERRUPTED,
            "interrupted",
        );
        std::process::exit(i32::from(crate::error::code::INTERRUPTED));
    });
}

crate::output::json_doc! {
    /// `okbot assistant delete --json` and `okbot squad delete --json`.
    pub struct DeletedView {
        "id" id: String = "string", "the id deleted";
        "trash" trash: Option<String> = "string or null",
            "the folder its files were moved to, or null when it had none";
    }
}

/// Every command's `--json` documents, for the man pages (`docs`).
pub fn json_outputs() -> Vec<&'static crate::output::JsonOutput> {
    [
        approvals::JSON_OUTPUT,
        assistant::JSON_OUTPUT,
        bundle::JSON_OUTPUT,
        chat::JSON_OUTPUT,
        compress::JSON_OUTPUT,
        context::JSON_OUTPUT,
        doctor::JSON_OUTPUT,
        evolve::JSON_OUTPUT,
        history::JSON_OUTPUT,
        init::JSON_OUTPUT,
        memory::JSON_OUTPUT,
        memory_recall::JSON_OUTPUT,
        model::JSON_OUTPUT,
        note::JSON_OUTPUT,
        schedule::JSON_OUTPUT,
        session::JSON_OUTPUT,
        settings::JSON_OUTPUT,
        skill::JSON_OUTPUT,
        soul::JSON_OUTPUT,
        squad::JSON_OUTPUT,
        status::JSON_OUTPUT,
        task::JSON_OUTPUT,
    ]
    .into_iter()
    .flatten()
    .collect()
}
