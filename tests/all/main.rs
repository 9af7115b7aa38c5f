//! The integration tests: ONE test binary (`cargo test --test all`), so the support code and the
//! `okbot` library are compiled once, not once per file. Each module below is one former
//! `tests/<name>.rs` file; every test runs the built `okbot` binary against a fresh data root
//! (see `support/mod.rs`).
//!
//! Run one module: `cargo test --test all chat_errors::` (the module path is a name filter).
//!
//! Support code lives in `support/` only:
//! - `support` (mod.rs): `TestEnv`, `Run`, `Snapshot`, transcript rows, settings, offline
//!   scripts, background runs and the lock-queue waits (`/proc/locks`), `assert_null`;
//! - `support::fake_llm`: the loopback model server;
//! - `support::golden`: golden files (`OKBOT_BLESS=1` rewrites them; refused when `CI` is set);
//! - `support::chat`, `support::context`, `support::schedule`, `support::task`: helpers of
//!   those areas (import them with `use crate::support::chat::*;` …).
//!
//! Fixtures and golden files stay in `tests/fixtures/` and `tests/golden/`, found through
//! `CARGO_MANIFEST_DIR`, never through the current directory.
//!
//! Add a module: write `tests/all/<name>.rs` starting with `use crate::support::{TestEnv, …};`
//! and add `mod <name>;` to the list below (kept in alphabetical order).
//!
//! Fold in a standalone file `tests/<name>.rs` written with `mod common;` (the old layout):
//! 1. `git mv tests/<name>.rs tests/all/<name>.rs` and add `mod <name>;` below;
//! 2. in that file, replace the line `mod common;` with `use crate::common;` (the alias below
//!    keeps every `common::…` path working), and replace the two lines
//!    `#[path = "support/fake_llm.rs"] mod fake_llm;` with `use crate::support::fake_llm;`;
//!    `mod chat_support;`, `mod context_support;`, `mod schedule_support;`,
//!    `mod task_support;` become `use crate::support::chat as chat_support;` (…`context`,
//!    `schedule`, `task`);
//! 3. if the file brought helpers of its own into `tests/common/` or `tests/support/`, move them
//!    into `support/` (one home per helper; no `allow(dead_code)`: delete what nothing uses).
//!    `fake_llm::anthropic_tool_use` was deleted as unused: restore it if a folded file calls it.

mod support;

/// The old name of [`support`], so files folded in from the old layout keep `common::…` paths
/// (see the steps above).
#[allow(unused_imports)]
use support as common;

mod approvals;
mod bad_input;
mod bundle;
mod chat_autocompress;
mod chat_errors;
mod chat_lock;
mod chat_model;
mod chat_offline;
mod chat_overflow;
mod chat_request;
mod chat_responses;
mod chat_stream;
mod completions;
mod compress_cmd;
mod compress_decisions;
mod compress_llm;
mod compress_quality;
mod compress_race;
mod concurrency;
mod context_golden;
mod context_show;
mod context_status;
mod docs;
mod error_log;
mod evolution;
mod files_on_disk;
mod fixture_okbot_compat;
mod history_search;
mod hostile_newest;
mod hostile_sweep;
mod init_and_roster;
mod json_output;
mod layers;
mod lock_wait;
mod memory_cli;
mod memory_recall;
mod model_cmd;
mod notes;
mod quickstart;
mod readme_blocks;
mod schedule_cmd;
mod schedule_tick;
mod schedule_zone;
mod session;
mod settings;
mod settings_keys;
mod settings_types;
mod skills;
mod skills_gates;
mod skills_real;
mod soul;
mod squad_captain;
mod status_doctor;
mod summary_retention;
mod task_cmd;
mod task_continue;
mod terminal;
mod token_cache;
mod turn_events;
