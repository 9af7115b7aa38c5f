//! `okbot doctor`: read every file of the root and report what is wrong. Changes nothing —
//! not even the copy-aside of a corrupt settings file.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::Serialize;
use serde_json::Value;

use crate::roster::{BotEntry, BotFile, SquadEntry};
use crate::session::Entry;
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

struct Report<'a> {
    root: &'a Root,
    findings: Vec<Finding>,
    /// Symbolic links inside the root: reported once each; nothing is read through them.
    links: Vec<PathBuf>,
}

impl Report<'_> {
    fn add(
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
    fn error(&mut self, path: &Path, message: String, hint: Option<&str>) {
        self.add(Severity::Error, path, None, message, hint);
    }
    fn warn(&mut self, path: &Path, message: String, hint: Option<&str>) {
        self.add(Severity::Warning, path, None, message, hint);
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
    check_mode(&mut r, dir, 0o077, "the data root is open to other users", "chmod 700");
    check_settings(&mut r);
    let bots: Vec<BotEntry> = read_roster(&mut r, &root.bots_path()).unwrap_or_default();
    let squads: Vec<SquadEntry> = read_roster(&mut r, &root.squads_path()).unwrap_or_default();
    check_memory(&mut r, &root.memory_path(), false);

    let mut seen = std::collections::HashSet::new();
    for bot in &bots {
        if !seen.insert(bot.id.clone()) {
            r.error(
                &root.bots_path(),
                format!("`{}` is listed twice", bot.id),
                Some("remove one entry by hand"),
            );
            continue;
        }
        let Ok(id) = OwnerId::parse(&bot.id) else {
            r.error(&root.bots_path(), format!("`{}` is not a valid id", bot.id.escape_debug()), None);
            continue;
        };
        check_bot(&mut r, &id);
        check_owner_files(&mut r, &id);
    }
    for squad in &squads {
        let Ok(id) = OwnerId::parse(&squad.id) else {
            r.error(&root.squads_path(), format!("`{}` is not a valid id", squad.id.escape_debug()), None);
            continue;
        };
        if !seen.insert(squad.id.clone()) {
            r.error(&root.squads_path(), format!("`{}` is listed twice", squad.id), None);
            continue;
        }
        if squad.members.len() < 2 {
            r.warn(
                &root.squads_path(),
                format!("squad `{}` has fewer than two members", squad.id),
                Some("`okbot squad add-member`"),
            );
        }
        for m in &squad.members {
            if !bots.iter().any(|b| b.id == m.bot_id) {
                r.error(
                    &root.squads_path(),
                    format!("squad `{}` names `{}`, which is not in bots.json", squad.id, m.bot_id),
                    Some("`okbot squad remove-member`"),
                );
            }
        }
        check_owner_files(&mut r, &id);
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
    let mut stack = vec![r.root.dir().to_path_buf()];
    let mut links = Vec::new();
    let mut open = Vec::new();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            // `DirEntry::metadata` does not follow a link: the mode is the entry's own.
            let Ok(meta) = entry.metadata() else { continue };
            let kind = meta.file_type();
            if kind.is_symlink() {
                links.push(entry.path());
                continue;
            }
            let mode = meta.permissions().mode() & 0o777;
            if kind.is_dir() {
                stack.push(entry.path());
                if mode & 0o077 != 0 {
                    open.push((entry.path(), mode, true));
                }
            } else if mode & 0o066 != 0 {
                open.push((entry.path(), mode, false));
            }
        }
    }
    links.sort();
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
        let hint = format!("`{fix} {}`", sh_quote(&path.to_string_lossy()));
        r.push(Severity::Warning, &path, None, message, Some(&hint));
    }
}

/// A word for `sh`: as it is when it is plain, else in single quotes.
fn sh_quote(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+:,=@".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_string();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

fn check_mode(r: &mut Report, path: &Path, forbidden: u32, message: &str, fix: &str) {
    if let Ok(meta) = std::fs::metadata(path) {
        let mode = meta.permissions().mode() & 0o777;
        if mode & forbidden != 0 {
            let hint = format!("`{fix} {}`", sh_quote(&path.to_string_lossy()));
            r.warn(path, format!("{message} (mode {mode:o})"), Some(&hint));
        }
    }
}

fn check_settings(r: &mut Report) {
    let path = r.root.settings_path();
    match fsx::read_optional(&path) {
        Ok(None) => {
            r.warn(&path, "settings.json is missing; defaults apply".into(), Some("run `okbot init`"))
        }
        Ok(Some(bytes)) => {
            check_mode(
                r,
                &path,
                0o077,
                "settings.json (which may hold API keys) is readable by others",
                "chmod 600",
            );
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(v) if v.is_object() => {
                    // Every wrong-typed key is an error (okbot ignores it), a clamp a warning.
                    for note in crate::settings::normalize(&v).1 {
                        let severity = if note.wrong_type { Severity::Error } else { Severity::Warning };
                        let hint = note
                            .hint
                            .as_deref()
                            .unwrap_or("`okbot settings set KEY VALUE` writes a valid value");
                        r.add(severity, &path, None, note.text, Some(hint));
                        r.findings.last_mut().expect("just added").key = Some(note.path);
                    }
                    if let Err(e) = crate::settings::Settings::from_raw(&v) {
                        r.error(&path, format!("{e:#}"), None);
                    }
                }
                Ok(_) => r.error(&path, "settings.json is not a JSON object".into(), Some("fix it by hand")),
                Err(e) => {
                    r.error(&path, format!("settings.json is not valid JSON: {e}"), Some("fix it by hand"))
                }
            }
        }
        Err(e) => r.error(&path, format!("{e:#}"), None),
    }
}

fn read_roster<T: serde::de::DeserializeOwned>(r: &mut Report, path: &Path) -> Option<Vec<T>> {
    match fsx::read_optional(path) {
        Ok(None) => {
            r.warn(path, "missing".into(), Some("run `okbot init`"));
            None
        }
        Ok(Some(bytes)) => match serde_json::from_slice(&bytes) {
            Ok(rows) => Some(rows),
            Err(e) => {
                r.error(path, format!("damaged: {e}"), Some("fix it by hand; okbot will not overwrite it"));
                None
            }
        },
        Err(e) => {
            r.error(path, format!("{e:#}"), None);
            None
        }
    }
}

fn check_bot(r: &mut Report, id: &OwnerId) {
    let dir = r.root.owner_dir(id);
    if !dir.is_dir() {
        r.error(
            &dir,
            format!("`{id}` is in bots.json but has no folder"),
            Some("restore the folder, or delete the assistant"),
        );
        return;
    }
    let path = dir.join("bot.json");
    match fsx::read_optional(&path) {
        Ok(None) => r.warn(&path, "missing".into(), None),
        Ok(Some(bytes)) => match serde_json::from_slice::<BotFile>(&bytes) {
            Ok(bot) if bot.id != id.as_str() => {
                r.error(
                    &path,
                    format!("says id `{}` but lives in `{id}`", bot.id),
                    Some("fix the id by hand"),
                );
            }
            Ok(_) => {}
            Err(e) => r.error(&path, format!("damaged: {e}"), None),
        },
        Err(e) => r.error(&path, format!("{e:#}"), None),
    }
    if !dir.join("SOUL.md").is_file() && !dir.join("AGENTS.md").is_file() {
        r.warn(&dir, format!("`{id}` has no SOUL.md (nor AGENTS.md); it runs without a persona"), None);
    }
    check_memory(r, &dir.join("memory.md"), true);
}

fn check_owner_files(r: &mut Report, id: &OwnerId) {
    let dir = r.root.owner_dir(id);
    if !dir.is_dir() {
        return;
    }
    let session_ids = check_session(r, &dir.join("session.jsonl"));
    check_summary(r, &dir.join("session-summary.json"), &session_ids);
    for name in ["compactions.jsonl", "schedule-runs.jsonl", "resources.jsonl"] {
        check_jsonl(r, &dir.join(name));
    }
    check_schedules(r, id);
    check_tasks(r, id);
    let evolution = dir.join("evolution.json");
    if let Ok(Some(bytes)) = fsx::read_optional(&evolution)
        && let Err(e) = serde_json::from_slice::<Value>(&bytes)
    {
        r.error(&evolution, format!("damaged: {e}"), None);
    }
    if let Ok(entries) = std::fs::read_dir(dir.join("pending")) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "json")
                && let Ok(Some(bytes)) = fsx::read_optional(&path)
                && let Err(e) = serde_json::from_slice::<Value>(&bytes)
            {
                r.error(&path, format!("damaged: {e}"), None);
            }
        }
    }
}

fn damaged(r: &mut Report, path: &Path, rows: &[jsonl::Damaged]) {
    for d in rows {
        r.add(
            Severity::Error,
            path,
            Some(d.line),
            format!("damaged line: {}", d.error),
            Some("okbot skips it and leaves it in place; fix or remove it by hand"),
        );
    }
}

/// Jobs okbot cannot fire: lines that are not jobs, schedules or zones that do not work, more
/// jobs than allowed, running markers of processes that are gone.
fn check_schedules(r: &mut Report, id: &OwnerId) {
    let path = crate::schedule::io::path(r.root, id);
    let jobs = match crate::schedule::io::load(r.root, id) {
        Ok(jobs) => jobs,
        Err(e) => return r.error(&path, format!("{e:#}"), None),
    };
    damaged(r, &path, &jobs.damaged);
    // Read, not loaded: loading copies a corrupt settings file aside, and doctor writes nothing.
    let settings_zone = fsx::read_optional(&r.root.settings_path())
        .ok()
        .flatten()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .and_then(|v| v.get("timezone").and_then(Value::as_str).map(str::to_string))
        .filter(|z| crate::schedule::parse_zone(z).is_ok());
    for job in jobs.iter() {
        if let Err(e) = job.schedule.validate() {
            r.error(&path, format!("job `{}`: {e}", job.id), Some(&e.hint));
        } else if let Err(e) = job.zone(settings_zone.as_deref()) {
            r.error(&path, format!("job `{}`: {e}", job.id), Some(&e.hint));
        }
        if job.enabled && job.next_run_at.is_none() {
            r.warn(
                &path,
                format!("job `{}` is enabled but has no next run", job.id),
                Some("`okbot schedule pause ID` then `okbot schedule resume ID` computes it"),
            );
        }
        if let Some(run) = &job.running
            && !crate::schedule::io::pid_alive(run.pid)
        {
            r.warn(
                &path,
                format!("job `{}` is marked running by process {}, which is gone", job.id, run.pid),
                Some("the next `okbot schedule tick` clears it and records the run as failed"),
            );
        }
    }
    let max = crate::schedule::jobs::MAX_JOBS;
    if jobs.len() > max {
        r.warn(&path, format!("{} jobs, more than the {max} allowed", jobs.len()), None);
    }
}

/// Tasks with statuses okbot does not know, or more than one in progress.
fn check_tasks(r: &mut Report, id: &OwnerId) {
    let path = crate::tasks::io::path(r.root, id);
    let tasks = match crate::tasks::io::load(r.root, id) {
        Ok(tasks) => tasks,
        Err(e) => return r.error(&path, format!("{e:#}"), None),
    };
    damaged(r, &path, &tasks.damaged);
    for task in tasks.iter() {
        if !crate::tasks::TASK_STATUSES.contains(&task.status.as_str()) {
            r.warn(&path, format!("task `{}` has the unknown status `{}`", task.id, task.status), None);
        }
        for step in task.steps.iter().filter(|s| !crate::tasks::STEP_STATUSES.contains(&s.status.as_str())) {
            r.warn(
                &path,
                format!("a step of task `{}` has the unknown status `{}`", task.id, step.status),
                Some("a finished step is succeeded, failed or cancelled"),
            );
        }
    }
    let running = tasks.iter().filter(|t| t.status == "in_progress").count();
    if running > 1 {
        r.warn(
            &path,
            format!("{running} tasks are in progress; okbot works on the last one"),
            Some("`okbot task start ID` keeps one in progress"),
        );
    }
}

fn check_jsonl(r: &mut Report, path: &Path) {
    match jsonl::read_all::<Value>(path) {
        Ok(rows) => damaged(r, path, &rows.damaged),
        Err(e) => r.error(path, format!("{e:#}"), None),
    }
}

/// Returns the ids of the parsed rows (for the summary's coverage check).
fn check_session(r: &mut Report, path: &Path) -> std::collections::HashSet<String> {
    let mut ids = std::collections::HashSet::new();
    let mut findings: Vec<(Severity, usize, String)> = Vec::new();
    let scan = jsonl::for_each::<Value>(path, |line, row| {
        let value = match row {
            Ok(value) => value,
            Err(e) => return findings.push((Severity::Error, line, format!("damaged line: {e}"))),
        };
        let entry = match Entry::from_value(&value) {
            Ok(entry) => entry,
            Err(e) => return findings.push((Severity::Error, line, format!("damaged line: {e}"))),
        };
        // okbot reads the row, but the app keeps only version-2 envelopes when it rewrites
        // the file: the row would be lost.
        if let Some(why) = crate::session::app_drop_reason(&value) {
            let message = format!("the OkBot app deletes this row when it rewrites the file: {why}");
            findings.push((Severity::Error, line, message));
        }
        if entry.id.is_empty() {
            findings.push((Severity::Warning, line, "row has no id".into()));
        } else if !ids.insert(entry.id.clone()) {
            findings.push((Severity::Warning, line, format!("id `{}` appears again", entry.id)));
        }
    });
    if let Err(e) = scan {
        r.error(path, format!("{e:#}"), None);
    }
    for (severity, line, message) in findings {
        let hint = if message.starts_with("damaged") {
            Some("okbot skips it and leaves it in place; fix or remove it by hand")
        } else if message.starts_with("the OkBot app") {
            Some("fix the row by hand; `okbot session append` stores rows in the form the app keeps")
        } else {
            None
        };
        r.add(severity, path, Some(line), message, hint);
    }
    ids
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

fn check_memory(r: &mut Report, path: &Path, optional: bool) {
    let bytes = match fsx::read_optional(path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => {
            if !optional {
                r.warn(path, "missing".into(), Some("run `okbot init`"));
            }
            return;
        }
        Err(e) => {
            r.error(path, format!("{e:#}"), None);
            return;
        }
    };
    let text = String::from_utf8_lossy(&bytes);
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if serde_json::from_str::<Value>(t).map(|v| v.is_object()).unwrap_or(false) {
            continue;
        }
        r.add(Severity::Warning, path, Some(i + 1), "line is not a memory row (kept as it is)".into(), None);
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
