//! Where every turn ends ([`end`]): the row that tells the transcript why a turn got no answer,
//! the closing event, the after-turn steps, and the caller's look at the finished turn.

use anyhow::Result;

use super::{Env, Event, Turn, locked, rows};
use crate::session::{self, NewMeta};
use crate::store;

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
    pub turn: &'a Turn,
    pub result: &'a Result<()>,
}

/// One step run after every turn, whatever its outcome (it checks `result` itself).
pub type AfterTurn = fn(&Ended) -> Result<()>;

/// The steps run after every turn, in order, once its rows are written and before the caller
/// sees it: the place where later work (memory extraction, skill and squad evolution) plugs
/// in. None yet. A step's error ends the turn with that error.
pub const AFTER_TURN: &[AfterTurn] = &[];

/// End a turn: write its error row (if it stopped after its message), emit `turn.completed` or
/// `turn.failed`, run the after-turn steps, and hand it to `done`. Returns the turn's outcome.
pub(super) fn end(
    env: &Env,
    turn: &Turn,
    stopped: Result<(), Stop>,
    emit: &mut dyn FnMut(Event),
    done: &mut dyn FnMut(&Turn, &Result<()>) -> Result<()>,
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
    let result = after_turn(&Ended { env, turn, result: &result }).and(result);
    done(turn, &result)?;
    result
}

fn after_turn(ended: &Ended) -> Result<()> {
    AFTER_TURN.iter().try_for_each(|step| step(ended))
}

/// A visible row saying the turn failed; people see it, the model never does.
fn error_row(env: &Env, turn: &Turn, message: &str) -> Result<()> {
    let meta = NewMeta { run_id: Some(turn.run_id.clone()), error: true, ..NewMeta::default() };
    let text = format!("(okbot could not finish this reply: {})", crate::redact::redact(message));
    let row = session::message_row(&rows::new_id(env, "msg"), &env.clock.stamp(), "assistant", &text, &meta);
    locked(env, || store::session::append(env.root, &env.owner.id, &[row]))
}
