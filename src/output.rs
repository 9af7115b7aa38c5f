//! The only place that writes to stdout. stdout carries data; notes and warnings go to stderr.
//! Every registered secret (`redact::register`) is removed from both on the way out.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::io::{self, Write};

use anyhow::Result;
use serde::Serialize;

use crate::redact;

/// `--color auto|always|never`: a base type, so error reporting can use it without the cli.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// How a command talks: data on stdout (human text or `--json`), notes on stderr.
pub struct Out {
    pub json: bool,
    pub quiet: bool,
    pub color: bool,
}

impl Out {
    pub fn new(json: bool, quiet: bool, color: bool) -> Self {
        Out { json, quiet, color }
    }

    /// Write human text to stdout (a newline is added).
    pub fn line(&self, text: impl AsRef<str>) -> Result<()> {
        let mut stdout = io::stdout().lock();
        stdout.write_all(redact::scrub(text.as_ref()).as_bytes())?;
        stdout.write_all(b"\n")?;
        Ok(())
    }

    /// Write raw text to stdout as it is.
    pub fn raw(&self, text: impl AsRef<[u8]>) -> Result<()> {
        let mut stdout = io::stdout().lock();
        stdout.write_all(&redact::scrub_bytes(text.as_ref()))?;
        stdout.flush()?;
        Ok(())
    }

    /// Write one JSON document (pretty) to stdout.
    pub fn json<T: Serialize + ?Sized>(&self, value: &T) -> Result<()> {
        let mut text = serde_json::to_vec_pretty(value).map_err(io::Error::from)?;
        text.push(b'\n');
        io::stdout().lock().write_all(&redact::scrub_json(&text))?;
        Ok(())
    }

    /// Write one JSON Lines record (compact) to stdout.
    pub fn json_line<T: Serialize + ?Sized>(&self, value: &T) -> Result<()> {
        let mut text = serde_json::to_vec(value).map_err(io::Error::from)?;
        text.push(b'\n');
        io::stdout().lock().write_all(&redact::scrub_json(&text))?;
        Ok(())
    }

    /// A note for people on stderr (silenced by `-q`).
    pub fn note(&self, text: impl AsRef<str>) {
        if !self.quiet {
            stderr_line(&redact::scrub(text.as_ref()));
        }
    }

    /// `okbot: warning: …` on stderr (silenced by `-q`): one line, whatever it names (a path
    /// holding a line break or an escape character is shown with them escaped, see [`cell`]).
    pub fn warn(&self, text: impl AsRef<str>) {
        if !self.quiet {
            let (y, r) = if self.color { ("\x1b[1;33m", "\x1b[0m") } else { ("", "") };
            stderr_line(&format!("okbot: {y}warning{r}: {}", cell(&redact::scrub(text.as_ref()))));
        }
    }

    /// A `hint: …` line on stderr (silenced by `-q`), control characters escaped as in
    /// [`Out::warn`].
    pub fn hint(&self, text: impl AsRef<str>) {
        if !self.quiet {
            let (y, r) = if self.color { ("\x1b[1;33m", "\x1b[0m") } else { ("", "") };
            stderr_line(&format!("{y}hint{r}: {}", cell(&redact::scrub(text.as_ref()))));
        }
    }
}

/// One line on stderr. A stderr nobody reads any more (`okbot … 2>&1 | head`) is no reason to
/// stop: the line is dropped, the command goes on (`eprintln!` would panic).
fn stderr_line(line: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(line.as_bytes()).and_then(|()| err.write_all(b"\n"));
}

/// Text safe to print in a table cell or on one line of a terminal: control characters (tabs,
/// line breaks, NUL, the escape character that starts terminal sequences) escaped.
pub fn cell(text: &str) -> String {
    if text.chars().any(char::is_control) {
        text.chars()
            .flat_map(|c| if c.is_control() { c.escape_default().collect::<Vec<_>>() } else { vec![c] })
            .collect()
    } else {
        text.to_string()
    }
}

/// One field of a `--json` document as its man page lists it: JSON name, type, meaning.
pub type Field = (&'static str, &'static str, &'static str);

/// A `--json` document declared with [`json_doc!`]: its fields, in output order.
pub trait Document {
    const FIELDS: &'static [Field];
}

/// What a command prints with `--json`, for the "JSON OUTPUT" section of its man page.
pub struct JsonOutput {
    /// The man page, e.g. `okbot-model-list`.
    pub page: &'static str,
    /// What the document is, in words (ends with a colon when fields follow).
    pub shape: &'static str,
    /// The fields of the object (or of each element), empty when the shape says it all.
    pub fields: &'static [Field],
}

/// Declare a `--json` document: a `Serialize` struct whose fields are written once, with their
/// JSON name, type and meaning, so the output and its man page cannot drift apart.
///
/// ```ignore
/// json_doc! {
///     /// One row of `okbot model list --json`.
///     pub struct ModelRow<'a> {
///         "provider" provider: &'a str = "string", "the provider id";
///         #[serde(skip_serializing_if = "Option::is_none")]
///         "note" note: Option<String> = "string, absent when none", "…";
///     }
/// }
/// ```
/// Every field is public and serialised under its JSON name, in the order written; attributes
/// written before a field (`skip_serializing_if`, `flatten`) are kept.
macro_rules! json_doc {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident $(<$lt:lifetime>)? {
            $(
                $(#[$fmeta:meta])*
                $json:literal $field:ident : $ty:ty = $kind:literal, $doc:literal;
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(serde::Serialize)]
        $vis struct $name $(<$lt>)? {
            $(
                $(#[$fmeta])*
                #[serde(rename = $json)]
                pub $field: $ty,
            )*
        }
        impl $(<$lt>)? $crate::output::Document for $name $(<$lt>)? {
            const FIELDS: &'static [$crate::output::Field] = &[$(($json, $kind, $doc)),*];
        }
    };
}
pub(crate) use json_doc;
