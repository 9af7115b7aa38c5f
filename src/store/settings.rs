//! Reading and writing `settings.json`. A file that is not JSON is copied aside once
//! (`settings.json.corrupt-<ts>`) and never overwritten; okbot runs on defaults meanwhile.

use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;

use super::{Root, fsx};
use crate::error::Failure;

/// What `settings.json` held, and what the settings domain makes of it (`S`, with notes `N`
/// about values it changed while reading: clamps, wrong types).
pub struct Loaded<S, N> {
    /// The document as on disk (an empty object when missing or corrupt).
    pub raw: Value,
    pub settings: S,
    /// Values okbot changed while reading (clamps, wrong types).
    pub notes: Vec<N>,
    /// Set when the file is not valid JSON: where the copy went, and the parse error.
    pub corrupt: Option<(PathBuf, String)>,
}

/// Read the file and `interpret` the document (an empty object when missing or corrupt).
pub fn load<S, N>(
    root: &Root,
    stamp: &str,
    interpret: impl FnOnce(&Value) -> Result<(S, Vec<N>)>,
) -> Result<Loaded<S, N>> {
    let path = root.settings_path();
    let bytes = fsx::read_optional(&path)?;
    let (raw, corrupt) = match bytes {
        None => (Value::Object(Default::default()), None),
        Some(bytes) => match serde_json::from_slice::<Value>(&bytes) {
            Ok(v @ Value::Object(_)) => (v, None),
            Ok(_) => {
                let copy = copy_aside(root, &bytes, stamp)?;
                (Value::Object(Default::default()), Some((copy, "not a JSON object".to_string())))
            }
            Err(e) => {
                let copy = copy_aside(root, &bytes, stamp)?;
                (Value::Object(Default::default()), Some((copy, e.to_string())))
            }
        },
    };
    let (settings, notes) = interpret(&raw)?;
    Ok(Loaded { raw, settings, notes, corrupt })
}

/// Keep one copy of each distinct corrupt content; reuse the existing copy when it matches.
fn copy_aside(root: &Root, bytes: &[u8], stamp: &str) -> Result<PathBuf> {
    if let Ok(entries) = std::fs::read_dir(root.dir()) {
        for entry in entries.flatten() {
            let name = entry.file_name();
            if name.to_string_lossy().starts_with("settings.json.corrupt-")
                && fsx::read_optional(&entry.path()).is_ok_and(|old| old.as_deref() == Some(bytes))
            {
                return Ok(entry.path());
            }
        }
    }
    let safe = stamp.replace(':', "");
    let copy = fsx::unique_path(&root.dir().join(format!("settings.json.corrupt-{safe}")));
    // A read-only root still runs on defaults; the copy is then only reported, not made.
    if fsx::check_writable(root.dir()).is_ok() {
        fsx::create_new(&copy, bytes, 0o600)?;
    }
    Ok(copy)
}

/// Write the whole document (atomic, 0600) under the root lock. Refuses while the file on disk
/// is corrupt.
pub fn save<S, N>(root: &Root, _lock: &super::lock::RootGuard, loaded: &Loaded<S, N>) -> Result<()> {
    if let Some((copy, error)) = &loaded.corrupt {
        return Err(Failure::general(format!(
            "`{}` is not valid JSON ({error}); okbot will not overwrite it",
            root.settings_path().display()
        ))
        .hint(format!("a copy is at `{}`", copy.display()))
        .hint("fix the file by hand, or remove it to start again from the defaults")
        .into());
    }
    let mut bytes = serde_json::to_vec_pretty(&loaded.raw)?;
    bytes.push(b'\n');
    fsx::write_atomic_with_mode(&root.settings_path(), &bytes, 0o600)
}

/// The providers' `apiKey` values as `settings.json` holds them (`env:VAR` references too), and
/// any password written into a `baseURL`, so the redactor knows them before any command prints. No checks and no side effects: a
/// missing, unreadable or malformed file gives none.
pub fn secrets(root: &Root) -> Vec<String> {
    let Ok(Some(bytes)) = fsx::read_optional(&root.settings_path()) else { return Vec::new() };
    let Ok(doc) = serde_json::from_slice::<Value>(&bytes) else { return Vec::new() };
    let providers = doc.pointer("/model/providers").and_then(Value::as_array);
    providers
        .into_iter()
        .flatten()
        .flat_map(|p| {
            let key = p.get("apiKey").and_then(Value::as_str);
            let url = p.get("baseURL").and_then(Value::as_str).and_then(crate::text::url_secret);
            key.into_iter().chain(url).map(str::to_string)
        })
        .collect()
}
