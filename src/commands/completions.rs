//! `okbot completions SHELL`.

use anyhow::Result;
use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::output::Out;

/// Print a shell completion script (bash, zsh, fish, elvish, powershell)
///
/// Example: `okbot completions bash > ~/.local/share/bash-completion/completions/okbot`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    pub shell: Shell,
}

pub fn run(out: &Out, args: CompletionsArgs) -> Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut crate::cli::Cli::command(), "okbot", &mut script);
    out.raw(script)
}
