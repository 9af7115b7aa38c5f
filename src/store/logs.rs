//! The error log (DESIGN §2): `logs/errors-YYYY-MM-DD.jsonl`, redacted, three days kept.

use anyhow::Result;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde_json::json;

use super::{Root, jsonl};

const KEEP_DAYS: i64 = 3;

/// Append one failure; drop log files older than three days. Best effort by design: a log
/// that cannot be written must not hide the error being reported.
pub fn record_error(root: &Root, now: DateTime<Utc>, command: &str, code: u8, message: &str) -> Result<()> {
    let dir = root.logs_dir();
    if !root.exists() || super::fsx::check_writable(root.dir()).is_err() {
        return Ok(());
    }
    super::fsx::create_private_dir(&dir)?;
    let path = dir.join(format!("errors-{}.jsonl", now.format("%Y-%m-%d")));
    let row = json!({
        "at": crate::clock::stamp(now),
        "command": command,
        "code": code,
        "message": crate::redact::redact(message),
    });
    jsonl::append(&path, &row)?;
    let oldest = now.date_naive() - Duration::days(KEEP_DAYS - 1);
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let date = name.strip_prefix("errors-").and_then(|n| n.strip_suffix(".jsonl"));
            if date.and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()).is_some_and(|d| d < oldest) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_error_log_removes_secrets_okbot_never_resolved_by_their_patterns() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("root")).unwrap();
        let root = Root::at(dir.path().join("root"));
        let now = chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00Z").unwrap().to_utc();
        let message =
            "push failed with ghp_R7xK2mQ9vL4tZ8wN1cB6hJ3dF5gS0aE2yU4i via postgres://app:Pg5ecret99@db/app";
        record_error(&root, now, "chat", 5, message).unwrap();
        let log = std::fs::read_to_string(root.logs_dir().join("errors-2026-12-01.jsonl")).unwrap();
        let row: serde_json::Value = serde_json::from_str(log.trim()).unwrap();
        assert_eq!(row["message"], "push failed with [redacted] via postgres://app:[redacted]@db/app");
    }
}
