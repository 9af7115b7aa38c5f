//! New ids (DESIGN §2): `msg_<ULID>`, `evt_<ULID>`, `mem_<ULID>` … ULIDs take their time part from
//! the okbot clock (so a pinned `OKBOT_NOW` gives ids in that millisecond) and stay strictly
//! increasing within one process.

use std::sync::Mutex;

use chrono::{DateTime, Utc};
use ulid::{Generator, Ulid};

static GENERATOR: Mutex<Option<Generator>> = Mutex::new(None);

/// A bare ULID at `now`.
pub fn ulid(now: DateTime<Utc>) -> Ulid {
    let mut guard = GENERATOR.lock().unwrap_or_else(|poison| poison.into_inner());
    let generator = guard.get_or_insert_with(Generator::new);
    let at = std::time::SystemTime::from(now);
    generator.generate_from_datetime(at).unwrap_or_else(|_| Ulid::from_datetime(at))
}

/// `PREFIX_<ULID>`.
pub fn new(prefix: &str, now: DateTime<Utc>) -> String {
    format!("{prefix}_{}", ulid(now))
}
