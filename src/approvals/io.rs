//! The approvals domain's one door to `<owner>/pending/<requestId>.json` (DESIGN §7.4).

use super::Pending;
use anyhow::{Context, Result};

use crate::doctor::Report;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx, validate_id};

fn dir(root: &Root, owner: &OwnerId) -> std::path::PathBuf {
    root.owner_dir(owner).join("pending")
}

pub fn save(root: &Root, lock: &OwnerGuard, p: &Pending) -> Result<()> {
    let owner = lock.owner();
    validate_id(&p.id)?;
    let dir = dir(root, owner);
    fsx::create_private_dir(&dir)?;
    let mut bytes = serde_json::to_vec_pretty(p)?;
    bytes.push(b'\n');
    // A call's arguments may echo an API key: registered secrets never reach the file.
    fsx::write_atomic(&dir.join(format!("{}.json", p.id)), &crate::redact::scrub_json(&bytes), 0o600)
}

/// An owner's requests, oldest first. Unreadable files are skipped (doctor reports them).
pub fn list(root: &Root, owner: &OwnerId) -> Result<Vec<Pending>> {
    let dir = dir(root, owner);
    fsx::check_no_link(&dir)?;
    let Ok(entries) = std::fs::read_dir(&dir) else { return Ok(Vec::new()) };
    let mut out = Vec::new();
    for entry in entries {
        let path = entry.with_context(|| format!("cannot list `{}`", dir.display()))?.path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        if let Some(bytes) = fsx::read_optional(&path)?
            && let Ok(p) = serde_json::from_slice::<Pending>(&bytes)
        {
            out.push(p);
        }
    }
    out.sort_by(|a, b| a.created_at.cmp(&b.created_at).then(a.id.cmp(&b.id)));
    Ok(out)
}

/// Remove a request once its result is in the transcript.
pub fn remove(root: &Root, lock: &OwnerGuard, id: &str) -> Result<()> {
    let owner = lock.owner();
    validate_id(id)?;
    let path = dir(root, owner).join(format!("{id}.json"));
    // Removing a linked file removes only the link, but a linked `pending/` folder would
    // delete a file outside the root.
    fsx::check_no_link(path.parent().unwrap_or(&path))?;
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e).with_context(|| format!("cannot remove `{}`", path.display())),
    }
}

// ---- `okbot doctor`: what is wrong in these files.

/// `okbot doctor` on an owner's `pending/*.json`: files that are not JSON.
pub fn check(r: &mut Report, owner: &OwnerId) {
    if let Ok(entries) = std::fs::read_dir(dir(r.root(), owner)) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "json")
                && let Ok(Some(bytes)) = fsx::read_optional(&path)
                && let Err(e) = serde_json::from_slice::<serde_json::Value>(&bytes)
            {
                r.error(&path, format!("damaged: {e}"), None);
            }
        }
    }
}
