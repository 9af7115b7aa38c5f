//! The after-turn step that counts recall (DESIGN §5.3): the memories block 5 carried in an
//! answered request get `hits += 1` and `lastHitAt`, which keeps them durable (§5.2). A squad
//! member's run counts its own recall with the same code when it answers (`squad.rs`). A memory
//! earns at most one hit per turn, however many requests (the captain's, its members') carried
//! it: the turn's `hit` keeps what was counted.
//!
//! Lock order: the root lock, then owner locks (a squad's before one of its members'), then
//! the global memory lock, which is a leaf. Counting takes the owner lock of the assistant whose
//! memories it writes, then the global memory lock, and no other: a squad turn counts its
//! captain's recall (global memories only) after the turn with none of its locks held, and a
//! member's after that member's run, also with the squad's lock not held.

use anyhow::{Context, Result};

use std::sync::Mutex;

use super::{Ended, Env, Wrapup};
use crate::memory::{Memories, Rules};
use crate::roster::OwnerKind;
use crate::store::OwnerId;

/// Give the memories the turn's requests carried their hit. `--no-evolve` leaves the memories
/// as they were.
pub fn hits(ended: &Ended, _: &mut Wrapup) -> Result<()> {
    if !ended.opts.evolve {
        return Ok(());
    }
    let env = ended.env;
    let bot = (env.owner.kind == OwnerKind::Assistant).then_some(&env.owner.id);
    count(env, bot, &ended.turn.recalled, &ended.turn.hit)
        .context("after the reply, counting the memories it used failed")
}

/// Give these recalled memories (ids) their hit: the global ones, and `bot`'s own when an
/// assistant is named; those in `given` (counted earlier in this turn) are left out, and the
/// rest join it once written. Takes `bot`'s owner lock, then the global memory lock (see the
/// lock order above; the caller holds no owner lock), and re-reads the files inside them, so a
/// concurrent writer loses nothing.
pub(super) fn count(
    env: &Env,
    bot: Option<&OwnerId>,
    recalled: &[String],
    given: &Mutex<Vec<String>>,
) -> Result<()> {
    if recalled.is_empty() {
        return Ok(());
    }
    let owner_lock = bot.map(|id| env.root.lock_owner(id)).transpose()?;
    let global_lock = crate::memory::io::lock_global(env.root)?;
    let mut given = given.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let ids: Vec<&str> =
        recalled.iter().map(String::as_str).filter(|id| !given.iter().any(|g| g == id)).collect();
    if ids.is_empty() {
        return Ok(());
    }
    let now = env.clock.now();
    let mut memories = Memories::load_for_recall(env.root, bot)?;
    memories.hit(&ids, now, Rules::from(&env.settings.memory));
    memories.save(env.root, &global_lock, owner_lock.as_ref(), now)?;
    given.extend(ids.into_iter().map(str::to_string));
    Ok(())
}
