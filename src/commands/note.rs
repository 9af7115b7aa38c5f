//! `okbot note add|list|show|edit|delete|export`: the notes library (DESIGN §6.7).

use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, Subcommand};

use super::{Cx, Scope};
use crate::error::Failure;
use crate::notes::{self, Ctx, Format, Note};
use crate::output::{Document, JsonOutput, cell, json_doc};
use crate::roster::Owner;
use crate::store::lock::OwnerGuard;

/// Notes: documents an assistant keeps (designs, requirements, reports), stored as safe HTML
///
/// Notes live in `<owner>/resources.jsonl` as sanitised HTML. Plain text and Markdown are
/// converted to HTML with everything escaped (paragraphs, headings, lists, code, emphasis, and
/// links to http, https and mailto only); with --html the content is HTML, sanitised before it
/// is stored (no scripts, styles, frames, event handlers or javascript: URLs). A note is named by
/// its id (`note_…`) or any unique start of it (4 characters or more after `note_`). The
/// assistant keeps notes with the `manage_note` tool.
#[derive(Debug, Subcommand)]
pub enum NoteCommand {
    Add(AddArgs),
    List(ListArgs),
    Show(ShowArgs),
    Edit(EditArgs),
    /// Delete a note (its row moves to `<owner>/.trash/resources.jsonl`)
    Delete(IdArgs),
    Export(ExportArgs),
}

/// Add a note from FILE or stdin (plain text or Markdown is converted to safe HTML)
#[derive(Debug, Args)]
pub struct AddArgs {
    /// The note's title
    #[arg(long)]
    pub title: String,
    /// The content: a file, or `-` for stdin (default: stdin when it is not a terminal)
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The content is HTML (sanitised before it is stored), not text or Markdown
    #[arg(long)]
    pub html: bool,
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// List notes: id, updated, title (every owner's, or one owner's with -a)
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(flatten)]
    pub scope: Scope,
}

/// Print a note's HTML (or, with --text, its readable text)
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The note id, or its start
    pub id: String,
    /// Print readable text (Markdown-like) instead of HTML
    #[arg(long)]
    pub text: bool,
    /// Assistant or squad the note belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Change a note: open it in $VISUAL or $EDITOR as text, or replace it with --from
///
/// The editor gets the note's text form (Markdown-like); what is saved is converted back to
/// safe HTML. An unchanged text leaves the note as it is, from the editor or from --from (the
/// output of `okbot note show --text ID` given back changes nothing).
#[derive(Debug, Args)]
pub struct EditArgs {
    /// The note id, or its start
    pub id: String,
    /// Replace the content from a file, or `-` for stdin, instead of opening an editor
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
    /// The content given with --from is HTML (sanitised), not text or Markdown
    #[arg(long, requires = "from")]
    pub html: bool,
    /// Rename the note (with no --from, only the title changes)
    #[arg(long)]
    pub title: Option<String>,
    /// Assistant or squad the note belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// One note, by id
#[derive(Debug, Args)]
pub struct IdArgs {
    /// The note id, or its start
    pub id: String,
    /// Assistant or squad the note belongs to (default: whichever has it)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// Write each note to DIR as `<title>-<id>.html`, a whole HTML page
///
/// Titles become safe file names (letters and digits kept, the rest `-`); files are written
/// inside DIR only, created if needed, and a note exported again replaces its file.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The folder to write to (created if missing)
    pub dir: PathBuf,
    /// Assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

pub fn run(cx: &Cx, cmd: NoteCommand) -> Result<()> {
    match cmd {
        NoteCommand::Add(args) => add(cx, args),
        NoteCommand::List(args) => list(cx, args),
        NoteCommand::Show(args) => show(cx, args),
        NoteCommand::Edit(args) => edit(cx, args),
        NoteCommand::Delete(args) => delete(cx, args),
        NoteCommand::Export(args) => export(cx, args),
    }
}

json_doc! {
    /// A note as `--json` shows it: its owner, then the file's fields.
    struct NoteView<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the note belongs to";
        #[serde(flatten)]
        "…" note: &'a Note = "fields", "the note's fields as resources.jsonl stores them: id, kind, title, html (sanitised again), createdAt, updatedAt (see okbot-files(5))";
    }
}

json_doc! {
    /// A note in `okbot note list --json`: no content.
    struct NoteRow<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the note belongs to";
        "id" id: &'a str = "string", "the note's id (note_<ULID>)";
        "title" title: &'a str = "string", "its title";
        "createdAt" created_at: &'a str = "string", "when it was created (RFC 3339)";
        "updatedAt" updated_at: &'a str = "string", "when it last changed (RFC 3339)";
    }
}

json_doc! {
    /// `okbot note show --json`.
    struct NoteShown<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the note belongs to";
        "text" text: String = "string", "the note as readable text (what --text prints)";
        #[serde(flatten)]
        "…" note: &'a Note = "fields", "the note's fields: id, kind, title, html (sanitised again), createdAt, updatedAt";
    }
}

json_doc! {
    /// `okbot note delete --json`.
    struct Deleted<'a> {
        "ownerId" owner_id: &'a str = "string", "the assistant or squad the note belonged to";
        "id" id: &'a str = "string", "the note deleted";
        "title" title: &'a str = "string", "its title";
        "trash" trash: String = "string", "the file its row was moved to";
    }
}

json_doc! {
    /// One file of `okbot note export --json`.
    struct Exported {
        "id" id: String = "string", "the note's id";
        "title" title: String = "string", "its title";
        "path" path: String = "string", "the file written";
    }
}

/// The `--json` documents of `okbot note`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-note-add", shape: "the note added:", fields: NoteView::FIELDS },
    JsonOutput {
        page: "okbot-note-list",
        shape: "an array with one object per note:",
        fields: NoteRow::FIELDS,
    },
    JsonOutput { page: "okbot-note-show", shape: "the note:", fields: NoteShown::FIELDS },
    JsonOutput { page: "okbot-note-edit", shape: "the note after the change:", fields: NoteView::FIELDS },
    JsonOutput { page: "okbot-note-delete", shape: "the note deleted:", fields: Deleted::FIELDS },
    JsonOutput {
        page: "okbot-note-export",
        shape: "an array with one object per file written:",
        fields: Exported::FIELDS,
    },
];

fn ctx<'a>(cx: &'a Cx, lock: &'a OwnerGuard) -> Ctx<'a> {
    Ctx { root: &cx.root, lock, now: cx.clock.now() }
}

fn format(html: bool) -> Format {
    if html { Format::Html } else { Format::Markdown }
}

/// Content from a file, or stdin for `-` (or no file when stdin is not a terminal).
fn read_content(file: Option<&Path>, what: &str) -> Result<String> {
    let from_stdin = match file {
        Some(path) => path == Path::new("-"),
        None => {
            if std::io::stdin().is_terminal() {
                return Err(Failure::usage(format!("{what} needs the note's content"))
                    .hint("give a file, `-` for stdin, or pipe it in: `echo text | okbot note add --title T`")
                    .into());
            }
            true
        }
    };
    let (bytes, name) = if from_stdin {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).context("cannot read the note from stdin")?;
        (bytes, "stdin".to_string())
    } else {
        let path = file.expect("a file");
        let bytes = super::read_input_file(
            path,
            "give an existing text, Markdown or HTML file, or `-` to read the content from stdin",
        )?;
        (bytes, format!("`{}`", path.display()))
    };
    super::utf8_input(bytes, &name, "notes are text, Markdown or HTML in UTF-8")
}

/// The owner holding note `key` and the note's full id (`-a` narrows the search).
fn find(cx: &Cx, key: &str, only: Option<&str>) -> Result<(Owner, String)> {
    let mut rows: Vec<(Owner, String)> = Vec::new();
    for owner in cx.owners(&Scope::everyone_or(only))? {
        let found = notes::list(&cx.root, &owner.id)?;
        rows.extend(found.into_iter().map(|n| (owner.clone(), n.id)));
    }
    let ids: Vec<&str> = rows.iter().map(|(_, id)| id.as_str()).collect();
    let found = crate::ids::resolve(&notes::NOTE_IDS, &ids, key).map_err(Failure::from)?;
    // The same id twice in one file (a copied line) is one note; in two owners' files, two.
    let mut owners: Vec<&str> = found.iter().map(|&i| rows[i].0.id.as_str()).collect();
    owners.dedup();
    if owners.len() > 1 {
        return Err(Failure::usage(format!("`{key}` names notes of several owners"))
            .hint("give the owner with -a")
            .into());
    }
    Ok(rows.swap_remove(found[0]))
}

/// The note as it is printed: its HTML sanitised again (the file may have been written by the
/// OkBot app or by hand), as every output of a note is.
fn safe(note: &Note) -> Note {
    Note { html: notes::html::sanitize(&note.html), ..note.clone() }
}

/// Warn when a title given is longer than a title holds (it is cut).
fn warn_long_title(cx: &Cx, title: &str) {
    if notes::title_is_cut(title) {
        cx.out.warn(format!(
            "the title is over {} characters; it is cut to its first {}",
            notes::MAX_TITLE_CHARS,
            notes::MAX_TITLE_CHARS
        ));
    }
}

/// `sanitised`: the note's HTML was made safe by this command (not sanitised twice).
fn print_note(cx: &Cx, owner: &str, note: &Note, sanitised: bool) -> Result<()> {
    if cx.out.json {
        let safe_note;
        let note = if sanitised {
            note
        } else {
            safe_note = safe(note);
            &safe_note
        };
        return cx.out.json(&NoteView { owner_id: owner, note });
    }
    cx.out.line(&note.id)
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    notes::clean_title(&args.title)?;
    let content = read_content(args.file.as_deref(), "`okbot note add`")?;
    warn_long_title(cx, &args.title);
    let html = notes::to_html(&content, format(args.html))?;
    let lock = cx.root.lock_owner(&owner.id)?;
    let note = notes::create(&ctx(cx, &lock), &args.title, html)?;
    print_note(cx, owner.id.as_str(), &note, true)?;
    cx.out.note(format!("okbot: added the note “{}” for {}", note.title, owner.name));
    Ok(())
}

fn list(cx: &Cx, args: ListArgs) -> Result<()> {
    let (owners, owner_column) = cx.listing(&args.scope)?;
    let mut rows: Vec<(String, Note)> = Vec::new();
    for owner in owners {
        let resources = notes::io::load(&cx.root, &owner.id)?;
        for d in &resources.damaged {
            cx.out.warn(format!(
                "`{}` line {} is not readable ({}); it is kept as it is",
                notes::io::path(&cx.root, &owner.id).display(),
                d.line,
                d.error
            ));
        }
        rows.extend(resources.notes().map(|n| (owner.id.to_string(), n.clone())));
    }
    if cx.out.json {
        let views: Vec<NoteRow> = rows
            .iter()
            .map(|(o, n)| NoteRow {
                owner_id: o,
                id: &n.id,
                title: &n.title,
                created_at: &n.created_at,
                updated_at: &n.updated_at,
            })
            .collect();
        return cx.out.json(&views);
    }
    for (owner, note) in &rows {
        let mut cells = vec![cell(&note.id)];
        if owner_column {
            cells.push(owner.clone());
        }
        cells.extend([note.updated_at.clone(), cell(&note.title)]);
        cx.out.line(cells.join("\t"))?;
    }
    if rows.is_empty() {
        cx.out.note("okbot: no notes");
        cx.out.hint("add one with `okbot note add --title TITLE FILE` (or pipe the text in)");
    }
    Ok(())
}

fn show(cx: &Cx, args: ShowArgs) -> Result<()> {
    let (owner, id) = find(cx, &args.id, args.owner.as_deref())?;
    let note = &found_again(cx, &owner.id, &id)?;
    if cx.out.json {
        let note = &safe(note);
        let text = notes::html::safe_to_text(&note.html);
        return cx.out.json(&NoteShown { owner_id: owner.id.as_str(), text, note });
    }
    if args.text {
        return cx.out.raw(notes::html::to_text(&note.html));
    }
    // Sanitised again: the file may have been edited by hand.
    let mut html = notes::html::sanitize(&note.html);
    if !html.ends_with('\n') {
        html.push('\n');
    }
    cx.out.raw(html)
}

/// The note `find` found, read again; another process may have deleted it since.
fn found_again(cx: &Cx, owner: &crate::store::OwnerId, id: &str) -> Result<notes::Note> {
    notes::list(&cx.root, owner)?.into_iter().find(|n| n.id == id).ok_or_else(|| {
        Failure::general(format!("the note `{id}` was deleted just now, by another process"))
            .hint("`okbot note list` shows the notes there are")
            .into()
    })
}

fn edit(cx: &Cx, args: EditArgs) -> Result<()> {
    let (owner, id) = find(cx, &args.id, args.owner.as_deref())?;
    if let Some(title) = &args.title {
        notes::clean_title(title)?;
    }
    // The text from the editor, and the note it was made from.
    let mut editing = None;
    let html = match (&args.from, &args.title) {
        (Some(from), _) => {
            let content = read_content(Some(from), "`okbot note edit`")?;
            let before = found_again(cx, &owner.id, &id)?;
            // As with the editor: the note's own text form (`note show --text`) given back
            // changes nothing, though converting it again may not give the same HTML (or may
            // be over the size limit: the OkBot app writes notes of any size).
            let unchanged = !args.html && same_text(&content, &notes::html::to_text(&before.html));
            let html = if unchanged { None } else { Some(notes::to_html(&content, format(args.html))?) };
            if let Some(html) = html.filter(|html| *html != before.html) {
                Some(html)
            } else if args.title.is_some() {
                None
            } else {
                cx.out.note("okbot: the text is unchanged; the note is left as it was");
                return print_note(cx, owner.id.as_str(), &before, false);
            }
        }
        (None, Some(_)) => None,
        (None, None) => {
            let before = found_again(cx, &owner.id, &id)?;
            let text = notes::html::to_text(&before.html);
            let no_editor = "set $VISUAL or $EDITOR, or replace the content with `--from FILE`";
            let edited = super::editor::edit(&text, "okbot-note-", no_editor, |p| {
                format!(
                    "your text is in `{}`; save it as UTF-8, then `okbot note edit ID --from FILE`",
                    p.display()
                )
            })?;
            if same_text(&edited.text, &text) {
                cx.out.note("okbot: the text is unchanged; the note is left as it was");
                return print_note(cx, owner.id.as_str(), &before, false);
            }
            // Refused (too large, empty): the user's text is kept, not deleted with the
            // temporary file.
            let html = match notes::to_html(&edited.text, Format::Markdown) {
                Ok(html) => html,
                Err(e) => {
                    let kept = edited.keep()?;
                    let hint = format!(
                        "your text is in `{}`; change it, then `okbot note edit {id} --from FILE`",
                        kept.display()
                    );
                    return Err(match e.downcast::<Failure>() {
                        Ok(failure) => failure.hint(hint).into(),
                        Err(e) => e,
                    });
                }
            };
            editing = Some((edited, before));
            Some(html)
        }
    };
    if let Some(title) = &args.title {
        warn_long_title(cx, title);
    }
    let lock = cx.root.lock_owner(&owner.id)?;
    // Someone else changed the note while the editor was open: keep the user's text.
    if let Some((edited, before)) = editing {
        let now = notes::list(&cx.root, &owner.id)?;
        let same = |n: &&Note| {
            (&n.title, &n.html, &n.updated_at) == (&before.title, &before.html, &before.updated_at)
        };
        if !now.iter().find(|n| n.id == id).is_some_and(|n| same(&n)) {
            let kept = edited.keep()?;
            return Err(Failure::general("the note changed while it was open in the editor")
                .hint(format!("your text is in `{}`; edit the note again with `--from FILE`", kept.display()))
                .into());
        }
    }
    let new_html = html.is_some();
    let note = notes::update(&ctx(cx, &lock), &id, args.title.as_deref(), html)?;
    print_note(cx, owner.id.as_str(), &note, new_html)?;
    cx.out.note(format!("okbot: updated the note “{}”", note.title));
    Ok(())
}

/// The same text, but for trailing newlines (which carry nothing in the text form).
fn same_text(a: &str, b: &str) -> bool {
    a.trim_end_matches(['\n', '\r']) == b.trim_end_matches(['\n', '\r'])
}

fn delete(cx: &Cx, args: IdArgs) -> Result<()> {
    let (owner, id) = find(cx, &args.id, args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    let (note, trash) = notes::delete(&ctx(cx, &lock), &id)?;
    if cx.out.json {
        return cx.out.json(&Deleted {
            owner_id: owner.id.as_str(),
            id: &note.id,
            title: &note.title,
            trash: trash.display().to_string(),
        });
    }
    cx.out.line(&note.id)?;
    cx.out.note(format!(
        "okbot: deleted the note “{}” of {}; its row is kept in `{}`",
        note.title,
        owner.name,
        trash.display()
    ));
    Ok(())
}

fn export(cx: &Cx, args: ExportArgs) -> Result<()> {
    let owner = cx.owner(args.owner.as_deref())?;
    let all = notes::list(&cx.root, &owner.id)?;
    if args.dir.exists() && !args.dir.is_dir() {
        return Err(Failure::usage(format!("`{}` is not a folder", args.dir.display()))
            .hint("give a folder to write the notes to")
            .into());
    }
    std::fs::create_dir_all(&args.dir).map_err(|e| {
        Failure::general(format!("cannot create folder `{}`: {e}", args.dir.display()))
            .hint("give a folder you may write to, e.g. one under your home folder")
    })?;
    // Each page is renamed into place: a folder, fifo or device in the way is refused before
    // anything is written (it would be replaced, or stop the export half-way).
    for note in &all {
        let path = args.dir.join(notes::export_name(note));
        if let Ok(meta) = std::fs::metadata(&path)
            && !meta.is_file()
        {
            return Err(Failure::usage(format!(
                "`{}` is in the way: it is not a plain file",
                path.display()
            ))
            .hint("move it away, or export to another folder; nothing was written")
            .into());
        }
    }
    let mut written = Vec::new();
    for note in &all {
        let path = args.dir.join(notes::export_name(note));
        crate::store::fsx::write_atomic(&path, notes::export_document(note).as_bytes(), 0o644)?;
        written.push(Exported {
            id: note.id.clone(),
            title: note.title.clone(),
            path: path.display().to_string(),
        });
    }
    if cx.out.json {
        return cx.out.json(&written);
    }
    for file in &written {
        cx.out.line(&file.path)?;
    }
    let count = match written.len() {
        1 => "1 note".to_string(),
        n => format!("{n} notes"),
    };
    cx.out.note(format!("okbot: exported {count} of {} to `{}`", owner.name, args.dir.display()));
    Ok(())
}
