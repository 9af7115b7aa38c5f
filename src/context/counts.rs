//! The counter a command counts with: the model's encoding, answering from the owner's token
//! cache first (`store::token_cache`), so a text counted by an earlier run is not encoded again
//! and the encoder loads only when a new text must be counted.

use std::sync::Arc;

use crate::store::{self, OwnerId, Root};
use crate::tokens::{Counter, Memo};

/// A counter for `model_id` that remembers across runs through the owner's token cache.
pub fn counter(root: &Root, owner: &OwnerId, model_id: &str) -> Counter {
    let memo = Memo::new(store::token_cache::load(root, owner));
    Counter::for_model(model_id).with_memo(Arc::new(memo))
}

/// Save what `counter` counted into the owner's cache, when it counted anything new (merged
/// with what other runs saved meanwhile). Best effort and silent: a cache that cannot be
/// written costs a recount next time, nothing else.
pub fn keep_counts(root: &Root, owner: &OwnerId, counter: &Counter) {
    let Some(memo) = counter.memo().filter(|m| m.changed()) else { return };
    let known = memo.merged(store::token_cache::load(root, owner));
    let _ = store::token_cache::save(root, owner, &known);
}
