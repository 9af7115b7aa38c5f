//! The settings domain's one door to `settings.json`: the store reads and writes the document,
//! this file makes [`Settings`] of it.

use anyhow::Result;

use super::{Note, Settings};
use crate::doctor::{Report, Severity};
pub use crate::store::settings::{save, secrets};
use crate::store::{Root, fsx};
use serde_json::Value;

/// What `settings.json` held, and what okbot makes of it.
pub type Loaded = crate::store::settings::Loaded<Settings, Note>;

/// Read `settings.json` (a corrupt file is copied aside once, named with `stamp`).
pub fn load(root: &Root, stamp: &str) -> Result<Loaded> {
    crate::store::settings::load(root, stamp, Settings::from_raw)
}

// ---- `okbot doctor`: what is wrong in these files.

/// `okbot doctor` on settings.json: mode, JSON, every key okbot would ignore or clamp.
pub fn check(r: &mut Report) {
    let path = r.root().settings_path();
    match fsx::read_optional(&path) {
        Ok(None) => {
            r.warn(&path, "settings.json is missing; defaults apply".into(), Some("run `okbot init`"))
        }
        Ok(Some(bytes)) => {
            r.check_mode(
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
                        r.set_key(note.path);
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
