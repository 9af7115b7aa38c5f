//! okbot: stateless command-line toolkit for personal AI assistants over an on-disk data root.
//!
//! `cli` is the clap tree, `commands` glue arguments to the domain modules, `store` is the only
//! code that touches the data root, and `output` the only code that writes to stdout.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod approvals;
pub mod bundle;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod compress;
pub mod context;
pub mod docs;
pub mod doctor;
pub mod error;
pub mod evolution;
pub mod history;
pub mod ids;
pub mod memory;
pub mod message;
pub mod model;
pub mod notes;
pub mod output;
pub mod provider;
pub mod redact;
pub mod roster;
pub mod schedule;
pub mod session;
pub mod settings;
pub mod skills;
pub mod soul;
pub mod squads;
pub mod store;
pub mod tasks;
pub mod text;
pub mod tokens;
pub mod tools;
pub mod turn;

use clap::Parser;

/// Run okbot with the process arguments; returns the exit code.
pub fn main() -> u8 {
    // The completion scripts' candidate lookup: no clap tree, no settings.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if let Some(code) = commands::completions::intercept(&args) {
        return code;
    }
    // error.rs is a base module: it learns the provider's errors here rather than importing them.
    error::register(provider::failure_of);
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            // Help and version go to stdout (exit 0), and the help shown for a missing
            // subcommand to stderr (exit 2), as clap prints them; usage errors are reported like
            // okbot's own errors (exit 2).
            if !err.use_stderr()
                || err.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            {
                let _ = err.print();
                return if err.use_stderr() { error::code::USAGE } else { error::code::OK };
            }
            let color = error::stderr_color(color_from_args(std::env::args_os().skip(1)));
            return error::report(&parse_failure(&err, std::env::args_os().skip(1)).into(), color);
        }
    };
    let color = error::stderr_color(cli.global.color);
    match cli.run(color) {
        Ok(()) => error::code::OK,
        Err(err) => error::report(&err, color),
    }
}

/// `--color` as given on a command line clap refused (the parsed value is not there then).
fn color_from_args(args: impl Iterator<Item = std::ffi::OsString>) -> cli::ColorChoice {
    let mut choice = cli::ColorChoice::Auto;
    let mut args = args.map(|a| a.to_string_lossy().into_owned());
    while let Some(arg) = args.next() {
        let value = match arg.as_str() {
            "--" => break,
            "--color" => args.next(),
            other => other.strip_prefix("--color=").map(str::to_string),
        };
        match value.as_deref() {
            Some("always") => choice = cli::ColorChoice::Always,
            Some("never") => choice = cli::ColorChoice::Never,
            Some("auto") => choice = cli::ColorChoice::Auto,
            _ => {}
        }
    }
    choice
}

/// A clap usage error in okbot's words: the message, clap's tips as `hint:` lines (`did you
/// mean …?`), the accepted values, and where the help is.
fn parse_failure(err: &clap::Error, args: impl Iterator<Item = std::ffi::OsString>) -> error::Failure {
    use clap::error::ErrorKind;
    let text = err.render().to_string();
    let mut message: Vec<&str> = Vec::new();
    let mut hints: Vec<String> = Vec::new();
    let mut usage: Option<&str> = None;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(rest) = line.strip_prefix("error: ") {
            message.push(rest);
        } else if let Some(tip) = line.strip_prefix("tip: ") {
            hints.push(match tip.split_once(" exist: ").or_else(|| tip.split_once(" exists: ")) {
                Some((_, names)) if tip.starts_with("a similar ") || tip.starts_with("some similar ") => {
                    format!("did you mean {}?", names.replace("', '", "' or '"))
                }
                _ => tip.to_string(),
            });
        } else if let Some(values) = line.strip_prefix("[possible values: ").and_then(|v| v.strip_suffix(']'))
        {
            hints.push(format!("accepted values: {values}"));
        } else if let Some(rest) = line.strip_prefix("Usage: ") {
            usage = Some(rest);
        } else if line.starts_with("For more information") {
        } else if usage.is_none() {
            // The rest of the message (the missing arguments, one a line).
            message.push(line);
        }
    }
    // `okbot task start [OPTIONS] <ID>` -> `okbot task start`; without a usage line, the
    // subcommands named on the command line.
    let command = match usage {
        Some(usage) => usage
            .split_whitespace()
            .take_while(|w| !w.starts_with(['[', '<', '-']))
            .collect::<Vec<_>>()
            .join(" "),
        None => command_path(args),
    };
    let mut failure = error::Failure::usage(message.join(" "));
    for hint in hints {
        failure = failure.hint(hint);
    }
    if let (
        Some(usage),
        ErrorKind::MissingRequiredArgument
        | ErrorKind::UnknownArgument
        | ErrorKind::TooManyValues
        | ErrorKind::ArgumentConflict,
    ) = (usage, err.kind())
    {
        failure = failure.hint(format!("usage: {usage}"));
    }
    failure.hint(format!("see '{command} --help'"))
}

/// `okbot task add` for `okbot --json task add x --bogus`: the subcommands the arguments name.
fn command_path(args: impl Iterator<Item = std::ffi::OsString>) -> String {
    use clap::CommandFactory;
    let mut cmd = cli::Cli::command();
    cmd.build();
    let mut path = vec!["okbot".to_string()];
    let mut current = &cmd;
    for arg in args {
        let arg = arg.to_string_lossy();
        if arg == "--" {
            break;
        }
        if let Some(sub) = current.find_subcommand(arg.as_ref()).filter(|s| s.get_name() != "help") {
            path.push(sub.get_name().to_string());
            current = sub;
        }
    }
    path.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failure(args: &[&str]) -> error::Failure {
        let err = cli::Cli::try_parse_from(std::iter::once("okbot").chain(args.iter().copied())).unwrap_err();
        parse_failure(&err, args.iter().map(std::ffi::OsString::from))
    }

    #[test]
    fn a_mistyped_subcommand_gets_a_suggestion_and_the_help_to_see() {
        let f = failure(&["chta"]);
        assert_eq!(f.code, error::code::USAGE);
        assert_eq!(f.message, "unrecognized subcommand 'chta'");
        assert_eq!(f.hints, ["did you mean 'chat'?", "see 'okbot --help'"]);
    }

    #[test]
    fn several_suggestions_and_the_subcommands_own_help() {
        let f = failure(&["task", "lst"]);
        assert_eq!(f.message, "unrecognized subcommand 'lst'");
        assert_eq!(f.hints, ["did you mean 'step' or 'list'?", "see 'okbot task --help'"]);
    }

    #[test]
    fn missing_arguments_are_named_on_one_line_with_the_usage() {
        let f = failure(&["schedule", "add"]);
        assert_eq!(f.message, "the following required arguments were not provided: <SCHEDULE> <PROMPT>...");
        assert_eq!(
            f.hints,
            ["usage: okbot schedule add <SCHEDULE> <PROMPT>...", "see 'okbot schedule add --help'"]
        );
    }

    #[test]
    fn an_invalid_value_lists_the_accepted_ones() {
        let f = failure(&["--color=bogus", "status"]);
        assert_eq!(f.message, "invalid value 'bogus' for '--color <WHEN>'");
        assert_eq!(f.hints[0], "accepted values: auto, always, never");
        assert_eq!(f.hints.last().unwrap(), "see 'okbot status --help'");
    }

    #[test]
    fn without_a_usage_line_the_help_named_is_the_subcommands_own() {
        let f = failure(&["--json", "history", "search", "-n", "x", "q"]);
        assert_eq!(f.message, "invalid value 'x' for '--limit <N>': invalid digit found in string");
        assert_eq!(f.hints, ["see 'okbot history search --help'"]);
    }

    #[test]
    fn color_is_read_from_the_raw_arguments() {
        let args = |a: &[&str]| color_from_args(a.iter().map(std::ffi::OsString::from));
        assert_eq!(args(&["chta", "--color", "always"]), cli::ColorChoice::Always);
        assert_eq!(args(&["--color=never", "x"]), cli::ColorChoice::Never);
        assert_eq!(args(&["x", "--", "--color=always"]), cli::ColorChoice::Auto);
        assert_eq!(args(&["--color=bogus"]), cli::ColorChoice::Auto);
    }
}
