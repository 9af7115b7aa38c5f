//! The settings domain's one door to `settings.json`: the store reads and writes the document,
//! this file makes [`Settings`] of it.

use anyhow::Result;

use super::{Note, Settings};
use crate::store::Root;
pub use crate::store::settings::{api_keys, save};

/// What `settings.json` held, and what okbot makes of it.
pub type Loaded = crate::store::settings::Loaded<Settings, Note>;

/// Read `settings.json` (a corrupt file is copied aside once, named with `stamp`).
pub fn load(root: &Root, stamp: &str) -> Result<Loaded> {
    crate::store::settings::load(root, stamp, Settings::from_raw)
}
