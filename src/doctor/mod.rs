//! `okbot doctor`: read every file of the root and report what is wrong. Changes nothing —
//! not even the copy-aside of a corrupt settings file.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::Serialize;
use serde_json::Value;

use crate::store::{OwnerId, Root, fsx, jsonl};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    pub severity: Severity,
    /// Path relative to the root.
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
    /// The dotted settings key a settings.json finding is about.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// The findings so far. Each domain's `check` adds what it finds in its own files.
pub struct Report<'a> {
    root: &'a Root,
    findings: Vec<Finding>,
    /// Symbolic links inside the root: reported once each; nothing is read through them.
    links: Vec<PathBuf>,
}

impl Report<'_> {
    pub fn root(&self) -> &Root {
        self.root
    }
    /// Add a finding; nothing about a file at or under a reported link.
    pub fn add(
        &mut self,
        severity: Severity,
        path: &Path,
        line: Option<usize>,
        message: String,
        hint: Option<&str>,
    ) {
        // A file at or under a link was not read ("is a symbolic link"): the link's own
        // finding says it all.
        if self.links.iter().any(|l| path.starts_with(l)) {
            return;
        }
        self.push(severity, path, line, message, hint);
    }
    fn push(
        &mut self,
        severity: Severity,
        path: &Path,
        line: Option<usize>,
        message: String,
        hint: Option<&str>,
    ) {
        let rel = path.strip_prefix(self.root.dir()).unwrap_or(path);
        let rel = if rel.as_os_str().is_empty() { ".".into() } else { rel.display().to_string() };
        self.findings.push(Finding {
            severity,
            path: rel,
            line,
            message,
            hint: hint.map(str::to_string),
            key: None,
        });
    }
    pub fn error(&mut self, path: &Path, message: String, hint: Option<&str>) {
        self.add(Severity::Error, path, None, message, hint);
    }
    pub fn warn(&mut self, path: &Path, message: String, hint: Option<&str>) {
        self.add(Severity::Warning, path, None, message, hint);
    }
    /// The settings key the last finding is about.
    pub fn set_key(&mut self, key: String) {
        if let Some(last) = self.findings.last_mut() {
            last.key = Some(key);
        }
    }
    /// A warning when `path`'s mode has any of the `forbidden` bits, with the `fix` command.
    pub fn check_mode(&mut self, path: &Path, forbidden: u32, message: &str, fix: &str) {
        if let Ok(meta) = std::fs::metadata(path) {
            let mode = meta.permissions().mode() & 0o777;
            if mode & forbidden != 0 {
                let hint = format!("`{fix} {}`", crate::text::sh_quote(&path.to_string_lossy()));
                self.warn(path, format!("{message} (mode {mode:o})"), Some(&hint));
            }
        }
    }
    /// One error per line of a file okbot skips (and leaves in place).
    pub fn damaged(&mut self, path: &Path, rows: &[jsonl::Damaged]) {
        for d in rows {
            self.add(
                Severity::Error,
                path,
                Some(d.line),
                format!("damaged line: {}", d.error),
                Some("okbot skips it and leaves it in place; fix or remove it by hand"),
            );
        }
    }
}

/// Check the whole root. An empty list means healthy.
pub fn check(root: &Root) -> Result<Vec<Finding>> {
    let mut r = Report { root, findings: Vec::new(), links: Vec::new() };
    let dir = root.dir();
    if !dir.is_dir() {
        r.error(dir, "the data root does not exist".into(), Some("run `okbot init`"));
        return Ok(r.findings);
    }
    check_links_and_modes(&mut r);
    r.check_mode(dir, 0o077, "the data root is open to other users", "chmod 700");
    crate::settings::io::check(&mut r);
    // The roster's own findings (and each bot's bot.json, persona and memory), in its order.
    let (owners, seen) = crate::roster::io::check(&mut r);
    crate::memory::io::check(&mut r, &root.memory_path(), false);
    for id in &owners {
        check_owner_files(&mut r, id);
    }
    check_orphans(&mut r, &seen);
    r.findings.sort_by(|a, b| (a.severity, &a.path, a.line).cmp(&(b.severity, &b.path, b.line)));
    Ok(r.findings)
}

/// One walk of the root, without following links: every symbolic link inside it (the root
/// itself may be one; okbot refuses to read or write through them, as they could lead its
/// writes out of the root), and every file or folder whose own mode lets other users read or
/// change it — reported even inside a closed folder: a copy or a later `chmod` keeps modes.
fn check_links_and_modes(r: &mut Report) {
    let (links, open) = fsx::links_and_open_modes(r.root.dir());
    for link in links {
        let target = std::fs::read_link(&link).map(|t| format!(" to `{}`", t.display())).unwrap_or_default();
        r.push(
            Severity::Error,
            &link,
            None,
            format!(
                "a symbolic link{target}; okbot neither reads nor writes through links inside the data root"
            ),
            Some("replace the link with the real file or folder, or move it out of the data root"),
        );
        r.links.push(link);
    }
    let settings = r.root.settings_path();
    for (path, mode, is_dir) in open {
        // settings.json has its own finding (it may hold API keys).
        if path == settings {
            continue;
        }
        let (message, fix) = if is_dir {
            (format!("the folder's mode lets other users open it (mode {mode:o})"), "chmod 700")
        } else {
            let what = match (mode & 0o044 != 0, mode & 0o022 != 0) {
                (true, true) => "read and change",
                (true, false) => "read",
                _ => "change",
            };
            (format!("the file's mode lets other users {what} it (mode {mode:o})"), "chmod 600")
        };
        let hint = format!("`{fix} {}`", crate::text::sh_quote(&path.to_string_lossy()));
        r.push(Severity::Warning, &path, None, message, Some(&hint));
    }
}

fn check_owner_files(r: &mut Report, id: &OwnerId) {
    let dir = r.root.owner_dir(id);
    if !dir.is_dir() {
        return;
    }
    let session_ids = crate::session::io::check(r, id);
    check_summary(r, &dir.join("session-summary.json"), &session_ids);
    for name in ["compactions.jsonl", "schedule-runs.jsonl"] {
        check_jsonl(r, &dir.join(name));
    }
    crate::schedule::io::check(r, id);
    crate::tasks::io::check(r, id);
    crate::notes::io::check(r, id);
    let evolution = dir.join("evolution.json");
    if let Ok(Some(bytes)) = fsx::read_optional(&evolution)
        && let Err(e) = serde_json::from_slice::<Value>(&bytes)
    {
        r.error(&evolution, format!("damaged: {e}"), None);
    }
    crate::approvals::io::check(r, id);
    // An assistant's own memories are checked with its bot.json and persona by the roster's
    // check (squads keep none): checking them here too would report every finding twice.
    crate::skills::io::check(r, id);
}

fn check_jsonl(r: &mut Report, path: &Path) {
    match jsonl::read_all::<Value>(path) {
        Ok(rows) => r.damaged(path, &rows.damaged),
        Err(e) => r.error(path, format!("{e:#}"), None),
    }
}

fn check_summary(r: &mut Report, path: &Path, ids: &std::collections::HashSet<String>) {
    let Ok(Some(bytes)) = fsx::read_optional(path) else {
        return;
    };
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(v) => {
            let covered = v.get("coveredThroughId").and_then(Value::as_str).unwrap_or("");
            let summary = v.get("summary").and_then(Value::as_str).unwrap_or("");
            if !covered.is_empty() && !summary.is_empty() && !ids.contains(covered) {
                r.error(
                    path,
                    format!("coverage ends at `{covered}`, which is not in session.jsonl"),
                    Some("`okbot compress --undo` or removing the summary restores the full view"),
                );
            }
        }
        Err(e) => r.error(path, format!("damaged: {e}"), None),
    }
}

fn check_orphans(r: &mut Report, known: &std::collections::HashSet<String>) {
    let Ok(entries) = std::fs::read_dir(r.root.dir()) else {
        return;
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in names {
        if (name.starts_with("bot_") || name.starts_with("squad_")) && !known.contains(&name) {
            let list = if name.starts_with("bot_") { "bots.json" } else { "squads.json" };
            r.warn(
                &r.root.dir().join(&name),
                format!("folder `{name}` is not listed in {list}"),
                Some("add it back to the list by hand, or move the folder away"),
            );
        }
    }
}
