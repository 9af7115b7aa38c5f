//! `<owner>/resources.jsonl`: one resource per line (DESIGN §6.7). okbot reads and writes the
//! rows of kind `note`; rows of other kinds, blank lines and damaged lines stay in place byte for
//! byte, and so does every note okbot did not change. Callers hold the owner lock around a
//! load-modify-save; the rewrite is atomic.

use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;

use super::Note;
use crate::doctor::Report;
use crate::store::jsonl::Damaged;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx, records};

pub fn path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("resources.jsonl")
}

/// Where deleted notes go: `<owner>/.trash/resources.jsonl`, one row per deleted note, the row
/// as it was plus `deletedAt` (restored by moving the line back by hand).
pub fn trash_path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join(".trash").join("resources.jsonl")
}

#[derive(Debug, Clone)]
enum Line {
    /// A note; `raw` is its line as read while it is unchanged.
    Note(Box<Note>, Option<String>),
    /// Anything else, byte for byte (it may not even be UTF-8).
    Kept(Vec<u8>),
}

/// Every line of the file, in order.
#[derive(Debug, Clone, Default)]
pub struct Resources {
    lines: Vec<Line>,
    /// Lines that are not JSON objects (blank lines excluded).
    pub damaged: Vec<Damaged>,
    /// Whether the file ended without a final newline (kept that way when nothing is added).
    no_final_newline: bool,
}

impl Resources {
    pub fn parse(bytes: &[u8]) -> Resources {
        let mut out = Resources {
            no_final_newline: !bytes.is_empty() && !bytes.ends_with(b"\n"),
            ..Default::default()
        };
        let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        for (i, raw) in body.split(|&b| b == b'\n').enumerate().filter(|_| !bytes.is_empty()) {
            let raw = match std::str::from_utf8(raw) {
                Ok(raw) => raw,
                Err(e) => {
                    let error = format!("not UTF-8 text (byte {} of the line)", e.valid_up_to() + 1);
                    out.damaged.push(Damaged { line: i + 1, error });
                    out.lines.push(Line::Kept(raw.to_vec()));
                    continue;
                }
            };
            let value: Value = match serde_json::from_str(raw) {
                Ok(v) => v,
                Err(e) => {
                    if !raw.trim().is_empty() {
                        out.damaged.push(Damaged { line: i + 1, error: crate::store::jsonl::line_error(&e) });
                    }
                    out.lines.push(Line::Kept(raw.as_bytes().to_vec()));
                    continue;
                }
            };
            if !value.is_object() {
                out.damaged.push(Damaged { line: i + 1, error: "not a JSON object".into() });
                out.lines.push(Line::Kept(raw.as_bytes().to_vec()));
                continue;
            }
            let is_note = value.get("kind").and_then(Value::as_str) == Some("note");
            match serde_json::from_value::<Note>(value) {
                Ok(note) if is_note && !note.id.is_empty() => {
                    out.lines.push(Line::Note(Box::new(note), Some(raw.to_string())))
                }
                Ok(_) => {
                    if is_note {
                        out.damaged.push(Damaged { line: i + 1, error: "a note without an id".into() });
                    }
                    out.lines.push(Line::Kept(raw.as_bytes().to_vec()))
                }
                Err(e) => {
                    if is_note {
                        out.damaged.push(Damaged { line: i + 1, error: format!("not a note: {e}") });
                    }
                    out.lines.push(Line::Kept(raw.as_bytes().to_vec()));
                }
            }
        }
        out
    }

    /// The file's bytes: unchanged lines as read, changed notes serialised.
    pub fn render(&self) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        for line in &self.lines {
            match line {
                Line::Note(_, Some(raw)) => out.extend_from_slice(raw.as_bytes()),
                Line::Kept(raw) => out.extend_from_slice(raw),
                Line::Note(note, None) => serde_json::to_writer(&mut out, note)?,
            }
            out.push(b'\n');
        }
        if self.no_final_newline && out.ends_with(b"\n") {
            out.pop();
        }
        Ok(out)
    }

    pub fn notes(&self) -> impl Iterator<Item = &Note> {
        self.lines.iter().filter_map(|l| match l {
            Line::Note(n, _) => Some(&**n),
            Line::Kept(_) => None,
        })
    }

    pub fn get(&self, id: &str) -> Option<&Note> {
        self.notes().find(|n| n.id == id)
    }

    /// The note `id`, to change (its line is serialised again on save).
    pub fn get_mut(&mut self, id: &str) -> Option<&mut Note> {
        self.lines.iter_mut().find_map(|l| match l {
            Line::Note(n, raw) if n.id == id => {
                *raw = None;
                Some(&mut **n)
            }
            _ => None,
        })
    }

    pub fn push(&mut self, note: Note) {
        self.no_final_newline = false;
        self.lines.push(Line::Note(Box::new(note), None));
    }

    /// Remove the note `id`; returns it with its line as it was in the file.
    pub fn remove(&mut self, id: &str) -> Option<(Note, String)> {
        let at = self.lines.iter().position(|l| matches!(l, Line::Note(n, _) if n.id == id))?;
        match self.lines.remove(at) {
            Line::Note(note, raw) => {
                let raw = match raw {
                    Some(raw) => raw,
                    None => serde_json::to_string(&note).ok()?,
                };
                Some((*note, raw))
            }
            Line::Kept(_) => None,
        }
    }
}

pub fn load(root: &Root, owner: &OwnerId) -> Result<Resources> {
    Ok(Resources::parse(&fsx::read_optional(&path(root, owner))?.unwrap_or_default()))
}

/// Rewrite the file atomically; the owner's lock is held.
pub fn save(root: &Root, lock: &OwnerGuard, resources: &Resources) -> Result<()> {
    records::write(&path(root, lock.owner()), &resources.render()?)
}

/// Remove a note: its rows (one, or every line of a copied id) go to the trash file with
/// `deletedAt`, then the resources file is rewritten without them. All or nothing: when the
/// rewrite fails, the trash file is put back.
pub fn save_deleting(
    root: &Root,
    lock: &OwnerGuard,
    resources: &Resources,
    rows: &[String],
    now: &str,
) -> Result<PathBuf> {
    let trash = trash_path(root, lock.owner());
    let before = fsx::read_optional(&trash)?;
    let mut bytes = before.clone().unwrap_or_default();
    if !bytes.is_empty() && !bytes.ends_with(b"\n") {
        bytes.push(b'\n');
    }
    for row in rows {
        let mut entry: Value = serde_json::from_str(row)?;
        if let Some(map) = entry.as_object_mut() {
            map.insert("deletedAt".into(), Value::String(now.to_string()));
        }
        bytes.extend_from_slice(serde_json::to_string(&entry)?.as_bytes());
        bytes.push(b'\n');
    }
    records::write(&trash, &bytes)?;
    if let Err(e) = save(root, lock, resources) {
        let _ = match &before {
            Some(old) => records::write(&trash, old),
            None => std::fs::remove_file(&trash).map_err(Into::into),
        };
        return Err(e);
    }
    Ok(trash)
}

/// How many notes an owner has (for `okbot status`); an unreadable file counts none.
pub fn count(root: &Root, owner: &OwnerId) -> usize {
    load(root, owner).map(|r| r.notes().count()).unwrap_or(0)
}

// ---- `okbot doctor`: report only.

/// Damaged lines of resources.jsonl (not JSON, or a `note` row missing its fields).
pub fn check(r: &mut Report, id: &OwnerId) {
    let path = path(r.root(), id);
    match load(r.root(), id) {
        Ok(resources) => r.damaged(&path, &resources.damaged),
        Err(e) => r.error(&path, format!("{e:#}"), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changed_notes_are_rewritten_and_everything_else_stays_byte_for_byte() {
        let text = "{\"id\":\"img_1\",  \"kind\":\"image\"}\n\nnot json\n[1]\n{\"kind\":\"note\",\"title\":\"no id\"}\n\
{\"id\":\"note_A\", \"kind\":\"note\",\"title\":\"a\",\"html\":\"<p>a</p>\",\"x\":1}\n\
{\"id\":\"note_B\", \"kind\":\"note\",\"title\":\"b\"}";
        let mut r = Resources::parse(text.as_bytes());
        assert_eq!(r.damaged.iter().map(|d| d.line).collect::<Vec<_>>(), [3, 4, 5]);
        assert_eq!(r.notes().count(), 2);
        assert_eq!(String::from_utf8(r.render().unwrap()).unwrap(), text, "unchanged: byte for byte");
        r.get_mut("note_A").unwrap().title = "A".into();
        let out = String::from_utf8(r.render().unwrap()).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(&lines[..5], &text.lines().collect::<Vec<_>>()[..5]);
        assert_eq!(
            lines[5],
            "{\"id\":\"note_A\",\"kind\":\"note\",\"title\":\"A\",\"html\":\"<p>a</p>\",\"createdAt\":\"\",\"updatedAt\":\"\",\"x\":1}"
        );
        assert_eq!(lines[6], "{\"id\":\"note_B\", \"kind\":\"note\",\"title\":\"b\"}");
        let (gone, raw) = r.remove("note_B").unwrap();
        assert_eq!((gone.id.as_str(), raw.as_str()), ("note_B", lines[6]));
        assert!(r.get("note_B").is_none());
    }
}
