//! Notes (`resources.jsonl`, tool `manage_note`, DESIGN §6.7): documents an assistant keeps and
//! maintains — designs, requirements, reports — stored as sanitised HTML. `okbot note …` and the
//! tool both call the operations here; the caller holds the owner lock.

pub mod html;
pub mod io;
pub mod nesting;

use anyhow::Result;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::Failure;
use crate::store::Root;
use crate::store::lock::OwnerGuard;

/// The longest title kept, in characters (longer ones are cut).
pub const MAX_TITLE_CHARS: usize = 200;

/// One note row: `{id, kind:"note", title, html, createdAt, updatedAt}`; other keys kept.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    pub id: String,
    pub kind: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub html: String,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// What a note's content is given as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Plain text or Markdown: converted to HTML, everything escaped.
    Markdown,
    /// HTML: sanitised (an allow-list of tags and attributes).
    Html,
}

/// The largest content a note takes, in bytes: as given, and as the HTML stored.
pub const MAX_CONTENT_BYTES: usize = 4 * 1024 * 1024;

/// Content as stored: safe HTML, refused when it says nothing or is too large.
pub fn to_html(content: &str, format: Format) -> Result<String> {
    if content.len() > MAX_CONTENT_BYTES {
        return Err(Failure::usage(format!(
            "the note's content is {} bytes; a note holds at most {MAX_CONTENT_BYTES} (4 MiB)",
            content.len()
        ))
        .hint("split it into several notes")
        .into());
    }
    // A byte order mark (editors on Windows write one) is not content.
    let content = content.strip_prefix('\u{feff}').unwrap_or(content);
    let html = match format {
        Format::Markdown => html::from_markdown(content),
        Format::Html => html::sanitize(content),
    };
    // Escaping can make the HTML several times the size of the text (`&` is `&amp;`): the
    // limit holds for the note as stored too.
    if html.len() > MAX_CONTENT_BYTES {
        return Err(Failure::usage(format!(
            "the note is {} bytes as HTML; a note holds at most {MAX_CONTENT_BYTES} (4 MiB)",
            html.len()
        ))
        .hint("split it into several notes (`&`, `<` and `>` take 4 to 5 bytes each as HTML)")
        .into());
    }
    if html::shows_nothing(&html) {
        return Err(Failure::usage("the note's content is empty")
            .hint("give some text, Markdown or HTML (what is left after removing unsafe HTML counts)")
            .into());
    }
    Ok(html)
}

/// Whether [`clean_title`] cuts this title (it is over [`MAX_TITLE_CHARS`] characters): the
/// commands warn, the tool tells the model.
pub fn title_is_cut(title: &str) -> bool {
    let one_line: String = title.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    one_line.split_whitespace().collect::<Vec<_>>().join(" ").chars().count() > MAX_TITLE_CHARS
}

/// A title as stored: one line, trimmed, at most [`MAX_TITLE_CHARS`] characters.
pub fn clean_title(title: &str) -> Result<String> {
    let one_line: String = title.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>();
    let words: Vec<&str> = one_line.split_whitespace().collect();
    let title: String = words.join(" ").chars().take(MAX_TITLE_CHARS).collect();
    if title.is_empty() {
        return Err(Failure::usage("a note needs a title")
            .hint("for example --title \"Design: sync\"")
            .into());
    }
    Ok(title)
}

/// How note ids are typed: `note_<ULID>`, or any unique start of it.
pub const NOTE_IDS: crate::ids::IdKind = crate::ids::IdKind {
    noun: "note",
    plural: "notes",
    tag: Some("note"),
    list_hint: "`okbot note list` shows the notes and their ids",
};

pub struct Ctx<'a> {
    pub root: &'a Root,
    /// The owner's lock, held: the operation's owner is `lock.owner()`.
    pub lock: &'a OwnerGuard,
    pub now: DateTime<Utc>,
}

/// The notes of an owner, in file order.
pub fn list(root: &Root, owner: &crate::store::OwnerId) -> Result<Vec<Note>> {
    Ok(io::load(root, owner)?.notes().cloned().collect())
}

/// The id `key` names among `notes` (the whole id or a unique start, any case).
pub fn resolve(notes: &[Note], key: &str) -> Result<String> {
    let ids: Vec<&str> = notes.iter().map(|n| n.id.as_str()).collect();
    let found = crate::ids::resolve(&NOTE_IDS, &ids, key).map_err(Failure::from)?;
    Ok(ids[found[0]].to_string())
}

/// A new note with this title and (already safe) HTML.
pub fn create(cx: &Ctx, title: &str, html: String) -> Result<Note> {
    let title = clean_title(title)?;
    let mut resources = io::load(cx.root, cx.lock.owner())?;
    let stamp = crate::clock::stamp(cx.now);
    let note = Note {
        id: crate::ids::new("note", cx.now),
        kind: "note".into(),
        title,
        html,
        created_at: stamp.clone(),
        updated_at: stamp,
        extra: Map::new(),
    };
    resources.push(note.clone());
    io::save(cx.root, cx.lock, &resources)?;
    Ok(note)
}

/// Rename a note and/or replace its (already safe) HTML.
pub fn update(cx: &Ctx, key: &str, title: Option<&str>, html: Option<String>) -> Result<Note> {
    let title = title.map(clean_title).transpose()?;
    let mut resources = io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&resources.notes().cloned().collect::<Vec<_>>(), key)?;
    let note = resources.get_mut(&id).expect("resolved above");
    if let Some(title) = title {
        note.title = title;
    }
    if let Some(html) = html {
        note.html = html;
    }
    note.updated_at = crate::clock::stamp(cx.now);
    let note = note.clone();
    io::save(cx.root, cx.lock, &resources)?;
    Ok(note)
}

/// Delete a note: its row moves to the owner's trash file (see [`io::trash_path`]).
pub fn delete(cx: &Ctx, key: &str) -> Result<(Note, std::path::PathBuf)> {
    let mut resources = io::load(cx.root, cx.lock.owner())?;
    let id = resolve(&resources.notes().cloned().collect::<Vec<_>>(), key)?;
    let (note, row) = resources.remove(&id).expect("resolved above");
    // The same id on several lines (a copied line) is one note: every line of it goes.
    let mut rows = vec![row];
    while let Some((_, row)) = resources.remove(&id) {
        rows.push(row);
    }
    let trash = io::save_deleting(cx.root, cx.lock, &resources, &rows, &crate::clock::stamp(cx.now))?;
    Ok((note, trash))
}

/// The file name a note is exported under: `<slug-of-title>-<id>.html`. The slug keeps letters
/// and digits of any script (lower-cased), joins the rest with `-`, and is cut to 60 characters;
/// it never holds a path separator, a dot or a control character.
pub fn export_name(note: &Note) -> String {
    let mut slug = String::new();
    for c in note.title.chars() {
        if c.is_alphanumeric() {
            slug.extend(c.to_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
        if slug.chars().count() >= 60 {
            break;
        }
    }
    let slug = slug.trim_matches('-');
    let id: String = note.id.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    if slug.is_empty() { format!("{id}.html") } else { format!("{slug}-{id}.html") }
}

/// A whole HTML document for one note: charset, title, the note's HTML (sanitised again, in
/// case the file was edited by hand).
pub fn export_document(note: &Note) -> String {
    // A hand-edited title may hold control characters (NUL …), which HTML does not allow.
    let title: String = note.title.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    format!(
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n</head>\n<body>\n<h1>{}</h1>\n{}\n</body>\n</html>\n",
        html::escape(&title),
        html::escape(&title),
        html::sanitize(&note.html).trim_end()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(id: &str, title: &str) -> Note {
        Note {
            id: id.into(),
            kind: "note".into(),
            title: title.into(),
            html: "<p>x</p>".into(),
            created_at: String::new(),
            updated_at: String::new(),
            extra: Map::new(),
        }
    }

    #[test]
    fn export_names_are_plain_file_names_whatever_the_title() {
        let id = "note_01JABCDEFGHJKMNPQRSTVWXYZ0";
        let cases = [
            ("../x", "x-note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
            ("/", "note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
            ("a\0b", "a-b-note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
            ("设计 文档", "设计-文档-note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
            ("Hello, World!", "hello-world-note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
            ("..", "note_01JABCDEFGHJKMNPQRSTVWXYZ0.html"),
        ];
        for (title, want) in cases {
            assert_eq!(export_name(&note(id, title)), want, "{title:?}");
        }
        let long = export_name(&note(id, &"é".repeat(5000)));
        assert!(long.chars().count() < 100 && long.len() < 255, "{long}");
        let hostile = export_name(&note("note_../../etc", "x"));
        assert!(!hostile.contains('/') && !hostile.contains(".."), "{hostile}");
    }

    #[test]
    fn titles_are_one_trimmed_line_and_never_empty() {
        assert_eq!(clean_title("  a\n\tb\0c  ").unwrap(), "a b c");
        assert!(clean_title(" \n ").is_err());
        assert_eq!(clean_title(&"x".repeat(500)).unwrap().len(), MAX_TITLE_CHARS);
        assert!(title_is_cut(&"é".repeat(MAX_TITLE_CHARS + 1)));
        assert!(!title_is_cut(&format!("  {}  \n", "é".repeat(MAX_TITLE_CHARS))));
    }

    #[test]
    fn content_that_is_empty_after_sanitising_is_refused() {
        assert!(to_html("   \n", Format::Markdown).is_err());
        assert!(to_html("<script>alert(1)</script>", Format::Html).is_err());
        // (An empty `<div>` or table is written as HTML in the text form: still empty.)
        for empty in ["<div> </div>", "<table><tr><td></td></tr></table>", "<dl><dt></dt></dl><br>"] {
            assert!(to_html(empty, Format::Html).is_err(), "{empty}");
        }
        assert!(to_html("<hr>", Format::Html).is_ok());
        assert_eq!(to_html("hi", Format::Markdown).unwrap(), "<p>hi</p>\n");
        assert_eq!(to_html("\u{feff}# BOM heading", Format::Markdown).unwrap(), "<h1>BOM heading</h1>\n");
        assert_eq!(to_html("\u{feff}<p>x</p>", Format::Html).unwrap(), "<p>x</p>");
        let huge = "x".repeat(MAX_CONTENT_BYTES + 1);
        assert!(to_html(&huge, Format::Markdown).unwrap_err().to_string().contains("at most"));
    }

    #[test]
    fn the_size_limit_holds_for_the_html_stored_too() {
        // 4 MiB of `&` was stored as 20 MiB of `&amp;`.
        let amps = "&".repeat(MAX_CONTENT_BYTES);
        for format in [Format::Markdown, Format::Html] {
            let err = to_html(&amps, format).unwrap_err().to_string();
            assert!(err.contains("as HTML") && err.contains("at most"), "{err}");
        }
        let fits = "&".repeat(MAX_CONTENT_BYTES / 5 - 10);
        assert!(to_html(&fits, Format::Markdown).unwrap().len() <= MAX_CONTENT_BYTES);
    }

    #[test]
    fn the_exported_document_has_a_charset_and_an_escaped_title() {
        let doc = export_document(&note("note_1", "<b>&</b>"));
        assert!(doc.contains("<meta charset=\"utf-8\">"));
        assert!(doc.contains("<title>&lt;b&gt;&amp;&lt;/b&gt;</title>"));
        let mut hand_edited = note("note_1", "t");
        hand_edited.html = "<p>ok</p><script>alert(1)</script>".into();
        assert!(!export_document(&hand_edited).contains("script"));
    }
}
