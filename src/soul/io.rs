//! The persona's files: `SOUL.md` (okbot's name) and `AGENTS.md` (the OkBot app's name for the
//! same file), kept with the same text, and `SOUL.md.prev`, the text before okbot's last change
//! (what `okbot soul revert` restores).

use std::path::Path;

use anyhow::Result;

use crate::doctor::Report;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx};

pub const SOUL: &str = "SOUL.md";
pub const AGENTS: &str = "AGENTS.md";
pub const PREV: &str = "SOUL.md.prev";

/// The persona as read: the text of the newer file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Persona {
    pub text: String,
    /// `SOUL.md` or `AGENTS.md`: the file the text came from.
    pub file: &'static str,
    /// Both files exist and their texts differ (beyond trailing white space).
    pub differ: bool,
}

/// One persona file: its text and modification time, `None` when missing.
fn read_one(path: &Path) -> Result<Option<(String, (i64, i64))>> {
    let Some(bytes) = fsx::read_optional(path)? else { return Ok(None) };
    let mtime = fsx::Stamp::of(path)?.map_or((0, 0), |s| s.mtime);
    Ok(Some((String::from_utf8_lossy(&bytes).into_owned(), mtime)))
}

/// Both files of an owner folder (`SOUL.md`, `AGENTS.md`), each `None` when missing.
pub fn read_both(dir: &Path) -> Result<(Option<String>, Option<String>)> {
    Ok((read_one(&dir.join(SOUL))?.map(|f| f.0), read_one(&dir.join(AGENTS))?.map(|f| f.0)))
}

fn read_in(dir: &Path) -> Result<Option<Persona>> {
    let soul = read_one(&dir.join(SOUL))?;
    let agents = read_one(&dir.join(AGENTS))?;
    Ok(match (soul, agents) {
        (None, None) => None,
        (Some((text, _)), None) => Some(Persona { text, file: SOUL, differ: false }),
        (None, Some((text, _))) => Some(Persona { text, file: AGENTS, differ: false }),
        (Some((soul, s_time)), Some((agents, a_time))) => {
            // The app ends the file with one newline: trailing white space is no difference.
            let differ = soul.trim_end() != agents.trim_end();
            // The newer file wins; a tie goes to SOUL.md.
            if a_time > s_time {
                Some(Persona { text: agents, file: AGENTS, differ })
            } else {
                Some(Persona { text: soul, file: SOUL, differ })
            }
        }
    })
}

/// The persona of `owner`: the newer of SOUL.md and AGENTS.md when both exist (by modification
/// time, a tie goes to SOUL.md); `None` when neither does.
pub fn read(root: &Root, owner: &OwnerId) -> Result<Option<Persona>> {
    read_in(&root.owner_dir(owner))
}

/// The text before okbot's last change, `None` when none was kept.
pub fn read_prev(root: &Root, owner: &OwnerId) -> Result<Option<String>> {
    Ok(read_one(&root.owner_dir(owner).join(PREV))?.map(|f| f.0))
}

/// Write `text` to both SOUL.md and AGENTS.md (each atomically), keeping `previous` (the text
/// being replaced) in SOUL.md.prev first when given.
///
/// A persona file that is not UTF-8 text is refused, not rewritten: its text was read with the
/// bad bytes replaced, so writing it back (or keeping it as SOUL.md.prev) would lose them.
pub fn save(root: &Root, lock: &OwnerGuard, text: &str, previous: Option<&str>) -> Result<()> {
    let dir = root.owner_dir(lock.owner());
    for name in [SOUL, AGENTS] {
        let path = dir.join(name);
        if let Some(bytes) = fsx::read_optional(&path)?
            && let Err(e) = std::str::from_utf8(&bytes)
        {
            return Err(crate::error::Failure::general(format!(
                "`{}` is not UTF-8 text (byte {} is not); okbot will not rewrite it, as its other bytes would be lost",
                path.display(),
                e.valid_up_to() + 1
            ))
            .hint(format!("convert it to UTF-8 (for example `iconv -f latin1 -t utf-8 {name}`), or move it away"))
            .into());
        }
    }
    if let Some(previous) = previous {
        fsx::write_atomic(&dir.join(PREV), previous.as_bytes(), 0o600)?;
    }
    // AGENTS.md first: should the second write fail, SOUL.md (the older one) loses to it.
    fsx::write_atomic(&dir.join(AGENTS), text.as_bytes(), 0o600)?;
    fsx::write_atomic(&dir.join(SOUL), text.as_bytes(), 0o600)
}

// ---- `okbot doctor`

/// `okbot doctor` on an assistant's persona: missing, SOUL.md and AGENTS.md that differ, a text
/// that has no `#` section. Reports only.
pub fn check(r: &mut Report, id: &OwnerId) {
    let dir = r.root().owner_dir(id);
    let persona = match read_in(&dir) {
        Ok(p) => p,
        Err(e) => return r.error(&dir.join(SOUL), format!("{e:#}"), None),
    };
    let Some(persona) = persona else {
        return r.warn(
            &dir,
            format!("`{id}` has no SOUL.md (nor AGENTS.md); it runs without a persona"),
            None,
        );
    };
    if persona.differ {
        r.warn(
            &dir.join(AGENTS),
            format!("SOUL.md and AGENTS.md differ; okbot reads the newer one, {}", persona.file),
            Some("`okbot soul diff` shows the difference; `okbot soul edit` saves one text to both"),
        );
    }
    let (soul, agents) = read_both(&dir).unwrap_or_default();
    for (name, text) in [(SOUL, soul), (AGENTS, agents)] {
        if let Some(text) = text
            && !text.trim().is_empty()
            && super::patch::parse(&text).sections.is_empty()
        {
            r.warn(
                &dir.join(name),
                "has no `#` section headings, so automatic updates cannot patch it".into(),
                Some("start each part of the persona with a heading such as `# Style`"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_persona_that_is_not_utf8_is_not_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let id = OwnerId::parse("bot_1").unwrap();
        let lock = root.lock_owner(&id).unwrap();
        let owner = root.owner_dir(&id);
        let bytes = b"# Style\n- caf\xe9\n".to_vec();
        std::fs::write(owner.join(AGENTS), &bytes).unwrap();
        let err = save(&root, &lock, "# Style\nnew\n", Some("old")).unwrap_err();
        assert!(format!("{err:#}").contains("AGENTS.md` is not UTF-8 text (byte 14 is not)"), "{err:#}");
        assert_eq!(std::fs::read(owner.join(AGENTS)).unwrap(), bytes);
        assert!(!owner.join(SOUL).exists() && !owner.join(PREV).exists());
    }

    fn set_mtime(path: &Path, secs: u64) {
        let f = std::fs::File::options().write(true).open(path).unwrap();
        f.set_modified(std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs)).unwrap();
    }

    #[test]
    fn the_newer_file_wins_and_a_tie_goes_to_soul() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let id = OwnerId::parse("bot_1").unwrap();
        assert_eq!(read(&root, &id).unwrap(), None);
        let lock = root.lock_owner(&id).unwrap();
        save(&root, &lock, "# A\nsame\n", None).unwrap();
        let p = read(&root, &id).unwrap().unwrap();
        assert!(!p.differ);
        let owner = root.owner_dir(&id);
        std::fs::write(owner.join(AGENTS), "# A\napp\n").unwrap();
        set_mtime(&owner.join(SOUL), 1_000);
        set_mtime(&owner.join(AGENTS), 2_000);
        assert_eq!(
            read(&root, &id).unwrap().unwrap(),
            Persona { text: "# A\napp\n".into(), file: AGENTS, differ: true }
        );
        set_mtime(&owner.join(SOUL), 3_000);
        assert_eq!(read(&root, &id).unwrap().unwrap().file, SOUL);
        set_mtime(&owner.join(AGENTS), 3_000);
        assert_eq!(read(&root, &id).unwrap().unwrap().text, "# A\nsame\n");
        std::fs::write(owner.join(AGENTS), "# A\nsame\n\n").unwrap();
        assert!(!read(&root, &id).unwrap().unwrap().differ, "trailing white space is no difference");
        std::fs::remove_file(owner.join(SOUL)).unwrap();
        assert_eq!(read(&root, &id).unwrap().unwrap().file, AGENTS);
    }

    #[test]
    fn save_writes_both_and_keeps_the_previous_text() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let id = OwnerId::parse("bot_1").unwrap();
        let lock = root.lock_owner(&id).unwrap();
        save(&root, &lock, "new", Some("old")).unwrap();
        let (soul, agents) = read_both(&root.owner_dir(&id)).unwrap();
        assert_eq!((soul.as_deref(), agents.as_deref()), (Some("new"), Some("new")));
        assert_eq!(read_prev(&root, &id).unwrap().as_deref(), Some("old"));
    }
}
