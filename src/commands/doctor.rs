//! `okbot doctor`: report problems in the data root; exit 3 when there are any.

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use super::Cx;
use crate::error::{Failure, code};
use crate::store::doctor::{self, Finding, Severity};

/// Check every file of the data root; change nothing
///
/// Reports damaged JSON Lines (with line numbers), transcript rows the OkBot app would delete,
/// every symbolic link inside the root, unreadable files, ids that do not match, roster
/// entries without folders and folders without roster entries, summaries whose coverage
/// points at a missing row, and files or folders other users can read or change. Exits 3 when
/// it finds anything.
#[derive(Debug, Args)]
pub struct DoctorArgs {}

#[derive(Serialize)]
struct DoctorView<'a> {
    root: String,
    errors: usize,
    warnings: usize,
    findings: &'a [Finding],
}

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
            let at = match f.line {
                Some(line) => format!("{}:{line}", f.path),
                None => f.path.clone(),
            };
            let level = match f.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            cx.out.line(format!("{level}: {at}: {}", f.message))?;
            if let Some(hint) = &f.hint {
                cx.out.line(format!("  hint: {hint}"))?;
            }
        }
        if findings.is_empty() {
            cx.out.line(format!("no problems found in {}", view.root))?;
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
