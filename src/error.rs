//! The exit-code table (DESIGN §9) and the one place that turns an error into stderr text.
//!
//! Domain code returns `anyhow::Error`; when a failure needs a specific exit code or a `hint:`
//! line it carries a [`Failure`] somewhere in its chain. Everything else exits 1.

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::sync::RwLock;

use crate::output::ColorChoice;

/// Exit codes, DESIGN §9. The only table of them.
pub mod code {
    /// Success.
    pub const OK: u8 = 0;
    /// Failure: I/O, corrupt data, internal error.
    pub const FAILURE: u8 = 1;
    /// Usage error: bad arguments, unknown names, invalid values.
    pub const USAGE: u8 = 2;
    /// Findings: `doctor`, `bundle check`, `skill check` found problems.
    pub const FINDINGS: u8 = 3;
    /// The context is still too long after every compression step.
    pub const CONTEXT_TOO_LONG: u8 = 4;
    /// Provider or network error.
    pub const PROVIDER: u8 = 5;
    /// Another process holds the lock.
    pub const LOCKED: u8 = 6;
    /// A tool call waits for approval.
    pub const APPROVAL: u8 = 7;
    /// Interrupted (Ctrl-C).
    pub const INTERRUPTED: u8 = 130;
}

/// A failure with an exit code and `hint:` lines. Attach it with `Err(Failure::usage(..))?` or
/// as the root of an anyhow chain; the reporter finds it anywhere in the chain.
#[derive(Debug, Clone)]
pub struct Failure {
    pub code: u8,
    pub message: String,
    pub hints: Vec<String>,
    /// Nothing is printed: the command already reported (e.g. doctor findings).
    pub silent: bool,
}

impl Failure {
    pub fn new(code: u8, message: impl Into<String>) -> Self {
        Failure { code, message: message.into(), hints: Vec::new(), silent: false }
    }
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(code::USAGE, message)
    }
    pub fn general(message: impl Into<String>) -> Self {
        Self::new(code::FAILURE, message)
    }
    /// Exit with `code` without printing anything more.
    pub fn silent(code: u8) -> Self {
        Failure { code, message: String::new(), hints: Vec::new(), silent: true }
    }
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hints.push(hint.into());
        self
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Failure {}

/// Maps an error type of a higher layer (e.g. the provider's) to its exit code and hints, so
/// this base module need not know the type. `None` when the error is not of that type.
pub type Classifier = fn(&(dyn std::error::Error + 'static)) -> Option<Failure>;

static CLASSIFIERS: RwLock<Vec<Classifier>> = RwLock::new(Vec::new());

/// Let [`exit_code`] and [`report`] recognise another error type (`lib::main` registers the
/// provider's at start). A [`Failure`] in the chain still wins over a classified error.
pub fn register(classifier: Classifier) {
    if let Ok(mut list) = CLASSIFIERS.write() {
        list.push(classifier);
    }
}

/// The failure an error stands for: a [`Failure`] anywhere in the chain, else the first cause a
/// registered classifier recognises.
fn failure_of(err: &anyhow::Error) -> Option<Failure> {
    if let Some(f) = err.chain().find_map(|c| c.downcast_ref::<Failure>()) {
        return Some(f.clone());
    }
    let list = CLASSIFIERS.read().ok()?;
    err.chain().find_map(|cause| list.iter().find_map(|classify| classify(cause)))
}

/// Shorthand for a usage error (exit 2) with one hint.
pub fn usage(message: impl Into<String>, hint: impl Into<String>) -> anyhow::Error {
    Failure::usage(message).hint(hint).into()
}

/// True when the error is a closed stdout pipe (`okbot … | head`): not an error at all.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .any(|cause| cause.downcast_ref::<io::Error>().is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe))
}

/// The exit code an error maps to (DESIGN §9).
pub fn exit_code(err: &anyhow::Error) -> u8 {
    if is_broken_pipe(err) {
        return code::OK;
    }
    failure_of(err).map_or(code::FAILURE, |f| f.code)
}

/// Print `okbot: error: …` and hints on stderr; return the exit code.
pub fn report(err: &anyhow::Error, color: bool) -> u8 {
    if is_broken_pipe(err) {
        return code::OK;
    }
    let failure = failure_of(err);
    let exit = failure.as_ref().map_or(code::FAILURE, |f| f.code);
    let hints: Vec<String> = failure.as_ref().map(|f| f.hints.clone()).unwrap_or_default();
    if failure.is_some_and(|f| f.silent) {
        return exit;
    }
    let mut text = String::new();
    for (i, cause) in err.chain().enumerate() {
        let part = cause.to_string();
        if part.is_empty() {
            continue;
        }
        if i > 0 {
            text.push_str(": ");
        }
        text.push_str(&part);
    }
    // A provider may echo the key it refused: secrets never reach the terminal. Nor do the
    // control characters of a name or path the message quotes (an escape sequence, a line
    // break): they are written escaped, as warnings and hints write them.
    let text = crate::output::cell(&crate::redact::redact(&text));
    let (red, yellow, reset) = if color { ("\x1b[1;31m", "\x1b[1;33m", "\x1b[0m") } else { ("", "", "") };
    let mut stderr = io::stderr().lock();
    let _ = writeln!(stderr, "okbot: {red}error{reset}: {text}");
    for hint in &hints {
        let _ = writeln!(stderr, "{yellow}hint{reset}: {}", crate::output::cell(&crate::redact::scrub(hint)));
    }
    exit
}

/// `NO_COLOR` set to a non-empty value (no-color.org: an empty value does not count).
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Whether stderr should be coloured for `--color auto|always|never`.
pub fn stderr_color(choice: ColorChoice) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => io::stderr().is_terminal() && !no_color(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error type of some higher layer that error.rs does not know.
    #[derive(Debug)]
    struct Upstream;
    impl fmt::Display for Upstream {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("upstream broke")
        }
    }
    impl std::error::Error for Upstream {}

    #[derive(Debug)]
    struct Unregistered;
    impl fmt::Display for Unregistered {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("unknown")
        }
    }
    impl std::error::Error for Unregistered {}

    fn classify(cause: &(dyn std::error::Error + 'static)) -> Option<Failure> {
        cause.downcast_ref::<Upstream>().map(|_| Failure::new(code::PROVIDER, "").hint("try later"))
    }

    #[test]
    fn registered_error_types_map_to_their_code_and_hints() {
        register(classify);
        let plain = anyhow::Error::new(Upstream).context("while asking");
        assert_eq!(exit_code(&plain), code::PROVIDER);
        assert_eq!(failure_of(&plain).map(|f| f.hints), Some(vec!["try later".to_string()]));
        let failure = anyhow::Error::new(Failure::usage("bad")).context("while reading");
        assert_eq!(exit_code(&failure), code::USAGE);
        assert_eq!(exit_code(&anyhow::Error::new(Unregistered)), code::FAILURE);
    }
}
