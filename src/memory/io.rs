//! The memory domain's checks of `memory.md` for `okbot doctor`. (The rows the instruction blocks
//! read come from `context::files`.)

use std::path::Path;

use serde_json::Value;

use crate::doctor::{Report, Severity};
use crate::store::fsx;

/// `okbot doctor` on one memory.md (`optional`: a bot's own, which may be missing).
pub fn check(r: &mut Report, path: &Path, optional: bool) {
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
