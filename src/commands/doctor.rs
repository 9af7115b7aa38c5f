//! `okbot doctor`: report problems in the data root; exit 3 when there are any.

use anyhow::Result;
use clap::Args;

use super::Cx;
use crate::doctor::{self, Finding, Severity};
use crate::error::{Failure, code};
use crate::output::{Document, JsonOutput, cell, json_doc};

/// Check every file of the data root; change nothing
///
/// Reports damaged JSON Lines (with line numbers), transcript rows the OkBot app would delete,
/// every symbolic link inside the root, unreadable files, ids that do not match, roster
/// entries without folders and folders without roster entries, summaries whose coverage
/// points at a missing row, and files or folders other users can read or change. Exits 3 when
/// it finds anything.
#[derive(Debug, Args)]
pub struct DoctorArgs {}

json_doc! {
    /// `okbot doctor --json`.
    struct DoctorView<'a> {
        "root" root: String = "string", "the data root";
        "errors" errors: usize = "integer", "findings of severity error";
        "warnings" warnings: usize = "integer", "findings of severity warning";
        "findings" findings: &'a [Finding] = "array", "one object per finding: severity (error or warning), \
            path (relative to the root), line (absent when not about a line), message, hint and key (the \
            settings key, absent when none)";
    }
}

/// The `--json` document of `okbot doctor`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] =
    &[JsonOutput { page: "okbot-doctor", shape: "one object:", fields: DoctorView::FIELDS }];

pub fn run(cx: &Cx, _args: DoctorArgs) -> Result<()> {
    let findings = doctor::check(&cx.root)?;
    let errors = findings.iter().filter(|f| f.severity == Severity::Error).count();
    let view = DoctorView {
        root: cx.root.dir().display().to_string(),
        errors,
        warnings: findings.len() - errors,
        findings: &findings,
    };
    if cx.out.json {
        cx.out.json(&view)?;
    } else {
        for f in &findings {
            // The whole path, as every other message names a file (`--json` keeps it relative
            // to `root`).
            let path = match f.path.as_str() {
                "." => view.root.clone(),
                rel => cx.root.dir().join(rel).display().to_string(),
            };
            let at = match f.line {
                Some(line) => format!("{path}:{line}"),
                None => path,
            };
            let level = match f.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            // One line per finding: a path (or a message naming one) that holds a line break
            // or an escape character is shown with its control characters escaped.
            cx.out.line(format!("{level}: {}: {}", cell(&at), cell(&f.message)))?;
            if let Some(hint) = &f.hint {
                cx.out.line(format!("  hint: {}", cell(hint)))?;
            }
        }
        if findings.is_empty() {
            cx.out.line(format!("no problems found in {}", cell(&view.root)))?;
        } else {
            cx.out.line(format!(
                "{}, {}",
                counted(view.errors, "error"),
                counted(view.warnings, "warning")
            ))?;
        }
    }
    if findings.is_empty() { Ok(()) } else { Err(Failure::silent(code::FINDINGS).into()) }
}

/// `1 error`, `2 errors`, `0 warnings`.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

#[cfg(test)]
mod tests {
    use super::counted;

    #[test]
    fn counts_take_the_singular_only_for_one() {
        assert_eq!(counted(0, "error"), "0 errors");
        assert_eq!(counted(1, "error"), "1 error");
        assert_eq!(counted(2, "warning"), "2 warnings");
    }
}
