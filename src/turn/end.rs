//! Where every turn ends ([`end`]): the row that tells the transcript why a turn got no answer,
//! the closing event, the after-turn steps, and the caller's look at the finished turn.

use anyhow::Result;

use super::wrapup::Evolved;
use super::{Env, Event, Options, Turn, locked, rows};
use crate::session::{self, NewMeta};

/// Why a turn stopped early.
pub(super) enum Stop {
    /// An error the transcript does not mention (nothing was sent, the turn waits for
    /// approval, Ctrl-C …).
    Plain(anyhow::Error),
    /// The user's message is kept: a visible row says why it got no answer (`row`), and the
    /// turn fails with `error`.
    Noted { row: String, error: anyhow::Error },
}

impl Stop {
    /// Noted with the error's own words.
    pub(super) fn noted(error: anyhow::Error) -> Stop {
        Stop::Noted { row: format!("{error:#}"), error }
    }
}

impl From<anyhow::Error> for Stop {
    fn from(e: anyhow::Error) -> Stop {
        Stop::Plain(e)
    }
}

/// A finished turn, as the after-turn steps see it.
pub struct Ended<'a> {
    pub env: &'a Env<'a>,
    pub opts: &'a Options<'a>,
    pub turn: &'a Turn,
    pub result: &'a Result<()>,
}

/// What the after-turn steps leave for the turn's report.
#[derive(Debug, Default)]
pub struct Wrapup {
    /// Set by an evolution step that ran (after a successful turn, not `--no-evolve`, not a
    /// squad, and due by the throttle): `chat --json` reports it.
    pub evolution: Option<Evolved>,
    /// Plain notes for the person: something a step could not do, a damaged file.
    pub notes: Vec<String>,
    /// The warning about damaged transcript lines a step skipped: shown with
    /// [`crate::session::io::DAMAGED_HINT`].
    pub damaged: Vec<String>,
}

/// One step run after every turn, whatever its outcome (it checks `result` itself).
pub type AfterTurn = fn(&Ended, &mut Wrapup) -> Result<()>;

/// The steps run after every turn, in order, once its rows are written and its reply shown, and
/// before the caller sees it: the hits of the memories recalled, then the OkBot app's order of
/// maintenance: the persona patch, the skill upsert, memory extraction. A step never fails the
/// turn: its error becomes a warning (`Event::Warning`, redacted) and the next step runs.
pub const AFTER_TURN: &[AfterTurn] =
    &[super::recall::hits, super::evolve::soul, super::evolve::skills, super::wrapup::memory];

/// End a turn: write its error row (if it stopped after its message), emit `turn.completed` or
/// `turn.failed`, run the after-turn steps, and hand it to `done`. Returns the turn's outcome.
pub(super) fn end(
    env: &Env,
    opts: &Options,
    turn: &mut Turn,
    stopped: Result<(), Stop>,
    emit: &mut dyn FnMut(Event),
    done: &mut dyn FnMut(&Turn, &Result<()>) -> Result<()>,
) -> Result<()> {
    end_with(env, opts, turn, stopped, emit, done, AFTER_TURN)
}

/// [`end`] with these after-turn steps.
fn end_with(
    env: &Env,
    opts: &Options,
    turn: &mut Turn,
    stopped: Result<(), Stop>,
    emit: &mut dyn FnMut(Event),
    done: &mut dyn FnMut(&Turn, &Result<()>) -> Result<()>,
    steps: &[AfterTurn],
) -> Result<()> {
    let result = match stopped {
        Ok(()) => Ok(()),
        Err(Stop::Plain(e)) => Err(e),
        Err(Stop::Noted { row, error }) => match error_row(env, turn, &row) {
            Ok(()) => Err(error),
            Err(e) => Err(e),
        },
    };
    let owner_id = env.owner.id.as_str();
    let error = result.as_ref().err().map(|e| format!("{e:#}"));
    emit(match &error {
        None => Event::Completed {
            owner_id,
            run_id: &turn.run_id,
            text: &turn.text,
            usage: turn.usage,
            usage_method: &turn.usage_method,
        },
        Some(e) => Event::Failed { owner_id, run_id: &turn.run_id, error: e, pending: &turn.pending },
    });
    let mut wrap = Wrapup::default();
    let ended = Ended { env, opts, turn, result: &result };
    for step in steps {
        if let Err(e) = step(&ended, &mut wrap) {
            wrap.notes.push(format!("{e:#}"));
        }
    }
    let damaged = wrap.damaged.iter().map(|w| (w, Some(crate::session::io::DAMAGED_HINT)));
    for (note, hint) in damaged.chain(wrap.notes.iter().map(|n| (n, None))) {
        let note = crate::redact::redact(note);
        // Best effort: the log is for later; the warning is what the person sees now.
        let _ = crate::store::logs::record_error(env.root, env.clock.now(), "after-turn", 0, &note);
        emit(Event::Warning { owner_id, message: &note, hint });
    }
    turn.evolution = wrap.evolution;
    if let Some(evolution) = &turn.evolution {
        emit(Event::Evolved { owner_id, run_id: &turn.run_id, evolution });
    }
    done(turn, &result)?;
    result
}

/// A visible row saying the turn failed; people see it, the model never does.
fn error_row(env: &Env, turn: &Turn, message: &str) -> Result<()> {
    let meta = NewMeta { run_id: Some(turn.run_id.clone()), error: true, ..NewMeta::default() };
    let text = format!("(okbot could not finish this reply: {})", crate::redact::redact(message));
    let row = session::message_row(&rows::new_id(env, "msg"), &env.clock.stamp(), "assistant", &text, &meta);
    locked(env, |lock| crate::session::io::append(env.root, lock, &[row]))
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;
    use crate::clock::Clock;
    use crate::roster::Roster;
    use crate::settings::Settings;
    use crate::store::Root;

    const OWNER: &str = "bot_20261130_001";

    thread_local! {
        /// What the test steps saw: the turn's run id, its outcome, the transcript's rows.
        static SEEN: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }

    fn record(ended: &Ended, _: &mut Wrapup) -> Result<()> {
        let mut rows = 0;
        crate::session::io::for_each_entry(ended.env.root, &ended.env.owner.id, &mut |_| rows += 1)?;
        let outcome = match ended.result {
            Ok(()) => "ok".to_string(),
            Err(e) => format!("{e:#}"),
        };
        SEEN.with(|s| s.borrow_mut().push(format!("{} {outcome} rows={rows}", ended.turn.run_id)));
        Ok(())
    }

    fn refuse(_: &Ended, _: &mut Wrapup) -> Result<()> {
        anyhow::bail!("the step failed with key sk-proj-abcdefghijklmnop1234")
    }

    fn evolve(ended: &Ended, out: &mut Wrapup) -> Result<()> {
        if ended.result.is_ok() {
            out.evolution = Some(Evolved::default());
        }
        Ok(())
    }

    /// Runs `end_with` for a turn that stopped as `stopped`; returns its outcome, the events'
    /// types and what `done` saw.
    fn finish(stopped: Result<(), Stop>, steps: &[AfterTurn]) -> (Result<()>, Vec<String>, Vec<String>) {
        let (result, events, done, _) = finish_turn(stopped, steps);
        (result, events, done)
    }

    /// The outcome, the events' types, what `done` saw, the events' lines and the finished turn.
    type Finished = (Result<()>, Vec<String>, Vec<String>, (Vec<serde_json::Value>, Turn));

    /// [`finish`], also returning the events' lines and the finished turn.
    fn finish_turn(stopped: Result<(), Stop>, steps: &[AfterTurn]) -> Finished {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        root.init(&crate::settings::default_document()).unwrap();
        std::fs::write(root.bots_path(), format!("[{{\"id\":\"{OWNER}\",\"name\":\"A\"}}]\n")).unwrap();
        std::fs::create_dir_all(dir.path().join(OWNER)).unwrap();
        let roster: Roster = crate::roster::io::load(&root).unwrap();
        let owner = roster.resolve(OWNER).unwrap();
        let (settings, _) = Settings::from_raw(&crate::settings::default_document()).unwrap();
        let clock = Clock::fixed(chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap());
        let env = Env {
            root: &root,
            clock: &clock,
            roster: &roster,
            owner: &owner,
            bot: None,
            settings: &settings,
            began_on: Default::default(),
        };
        let mut turn = Turn { run_id: "run_1".into(), ..Turn::default() };
        let opts = Options {
            message: Some("hi".into()),
            model: crate::model::choose(&settings, None, |_| None),
            approve_all: false,
            approve: Vec::new(),
            ask: None,
            stream: false,
            trigger: None,
            run_id: None,
            evolve: true,
        };
        let mut events = Vec::new();
        let mut lines = Vec::new();
        let mut seen_by_done = Vec::new();
        let result = end_with(
            &env,
            &opts,
            &mut turn,
            stopped,
            &mut |e| {
                let v = serde_json::to_value(&e).unwrap();
                events.push(v["type"].as_str().unwrap().to_string());
                lines.push(v);
            },
            &mut |t, r| {
                seen_by_done.push(format!("{} {}", t.run_id, r.is_ok()));
                Ok(())
            },
            steps,
        );
        (result, events, seen_by_done, (lines, turn))
    }

    #[test]
    fn the_after_turn_steps_see_the_finished_turn_with_its_error_row_before_the_caller() {
        SEEN.with(|s| s.borrow_mut().clear());
        let (result, events, done) = finish(Ok(()), &[record]);
        assert!(result.is_ok());
        assert_eq!((events, done), (vec!["turn.completed".to_string()], vec!["run_1 true".to_string()]));
        let stopped = Stop::noted(anyhow::anyhow!("provider down"));
        let (result, events, done) = finish(Err(stopped), &[record]);
        assert_eq!(format!("{:#}", result.unwrap_err()), "provider down");
        assert_eq!((events, done), (vec!["turn.failed".to_string()], vec!["run_1 false".to_string()]));
        let (result, _, _) = finish(Err(Stop::Plain(anyhow::anyhow!("waiting"))), &[record]);
        assert!(result.is_err());
        let seen = SEEN.with(|s| s.borrow().clone());
        assert_eq!(seen, ["run_1 ok rows=0", "run_1 provider down rows=1", "run_1 waiting rows=0"]);
    }

    #[test]
    fn a_failing_step_is_a_redacted_warning_and_the_turn_still_succeeds() {
        let (result, events, done, (lines, turn)) = finish_turn(Ok(()), &[refuse, evolve]);
        assert!(result.is_ok(), "a step never fails the turn");
        assert_eq!(events, ["turn.completed", "warning", "evolution"], "the next step still ran");
        assert_eq!(done, ["run_1 true"]);
        let warning = lines[1]["message"].as_str().unwrap();
        assert!(warning.contains("the step failed") && !warning.contains("sk-proj-"), "{warning}");
        assert_eq!(turn.evolution, Some(Evolved::default()));
        let (result, events, _, (_, turn)) = finish_turn(Err(Stop::Plain(anyhow::anyhow!("no"))), &[evolve]);
        assert!(result.is_err());
        assert_eq!((events, turn.evolution), (vec!["turn.failed".to_string()], None));
    }
}
