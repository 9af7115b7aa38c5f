//! The after-turn step that counts recall (DESIGN §5.3): the memories block 5 carried in an
//! answered request get `hits += 1` and `lastHitAt`, which keeps them durable (§5.2).

use anyhow::{Context, Result};

use super::{Ended, Wrapup};
use crate::memory::{Memories, Rules};
use crate::roster::OwnerKind;

/// Give the memories the turn's requests carried their hit, under the owner lock (an
/// assistant's own memories) and the global memory lock, re-reading the files inside them so a
/// concurrent writer loses nothing. `--no-evolve` leaves the memories as they were.
pub fn hits(ended: &Ended, _: &mut Wrapup) -> Result<()> {
    let turn = ended.turn;
    if turn.recalled.is_empty() || !ended.opts.evolve {
        return Ok(());
    }
    let env = ended.env;
    let bot = (env.owner.kind == OwnerKind::Assistant).then_some(&env.owner.id);
    let owner_lock = bot.map(|id| env.root.lock_owner(id)).transpose()?;
    let global_lock = crate::memory::io::lock_global(env.root)?;
    let now = env.clock.now();
    let mut memories = Memories::load_for_recall(env.root, bot)?;
    let ids: Vec<&str> = turn.recalled.iter().map(String::as_str).collect();
    memories.hit(&ids, now, Rules::from(&env.settings.memory));
    memories
        .save(env.root, &global_lock, owner_lock.as_ref(), now)
        .context("after the reply, counting the memories it used failed")
}
