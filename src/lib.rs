//! okbot: stateless command-line toolkit for personal AI assistants over an on-disk data root.
//!
//! `cli` is the clap tree, `commands` glue arguments to the domain modules, `store` is the only
//! code that touches the data root, and `output` the only code that writes to stdout.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod chat;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod compress;
pub mod context;
pub mod docs;
pub mod error;
pub mod history;
pub mod ids;
pub mod memory;
pub mod model;
pub mod output;
pub mod provider;
pub mod redact;
pub mod roster;
pub mod schedule;
pub mod session;
pub mod settings;
pub mod skills;
pub mod store;
pub mod tasks;
pub mod tokens;
pub mod tools;

use clap::Parser;

/// Run okbot with the process arguments; returns the exit code.
pub fn main() -> u8 {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            // Help and version go to stdout (exit 0); usage errors to stderr (exit 2).
            let _ = err.print();
            return if err.use_stderr() { error::code::USAGE } else { error::code::OK };
        }
    };
    let color = error::stderr_color(cli.global.color);
    match commands::run(cli, color) {
        Ok(()) => error::code::OK,
        Err(err) => error::report(&err, color),
    }
}
