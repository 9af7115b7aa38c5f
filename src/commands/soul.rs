//! `okbot soul show|edit|patch|diff|revert`.

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use crate::error::Failure;
use crate::output::{Document, JsonOutput, json_doc};
use crate::roster::{Owner, OwnerKind};
use crate::soul::{self, Outcome, Refusal, io};

/// Show, edit and patch an assistant's persona (SOUL.md, kept equal to AGENTS.md)
///
/// The persona is one Markdown text with `#` sections, kept in two files with the same text:
/// SOUL.md (okbot's name) and AGENTS.md (the OkBot app's name). okbot reads the newer of the
/// two when they differ and writes both on every change, keeping the text before the change in
/// SOUL.md.prev for `okbot soul revert`.
#[derive(Debug, Subcommand)]
pub enum SoulCommand {
    Show(ShowArgs),
    Edit(EditArgs),
    Patch(PatchArgs),
    Diff(DiffArgs),
    Revert(RevertArgs),
}

/// Print the persona
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "ASSISTANT")]
    pub owner: Option<String>,
}

/// Edit the persona in $VISUAL or $EDITOR
///
/// The editor opens a temporary copy; both files are saved only when the text changed and the
/// editor exited successfully.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// Assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "ASSISTANT")]
    pub owner: Option<String>,
}

/// Replace or add persona sections
///
/// The patch is JSON, {"sections":[{"heading":"Style","body":"- Be brief."}]}, or Markdown
/// sections (`# Style` then its body). Each section replaces the body of the first persona
/// section with the same heading (compared without `#`, spaces and case; its level is kept);
/// headings the persona lacks are added at the end. Headings inside code fences do not count;
/// when a heading appears twice in the patch the last one wins. Refused (exit 2): a patch that
/// names every section of a persona with two or more (use `okbot soul edit` to rewrite it), a
/// JSON section with an empty heading, a body holding a heading line (an empty `#` and a
/// setext heading, a line over `===` or `---`, included) or a code fence it does not close,
/// and, when the persona has a fence that is never closed (everything after it is code), a
/// patch of a section at or below the fence or of one the persona lacks. What is written takes
/// the persona's own line ends (`\n`, CRLF or a lone CR, whichever it uses most). Nothing is
/// written when no section changes.
#[derive(Debug, Args)]
pub struct PatchArgs {
    /// Assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "ASSISTANT")]
    pub owner: Option<String>,
    /// Read the patch from FILE (`-`: stdin, the default)
    #[arg(long, value_name = "FILE", default_value = "-")]
    pub from: String,
    /// Print the change as a diff and write nothing
    #[arg(long)]
    pub dry_run: bool,
}

/// Show how SOUL.md and AGENTS.md differ (or, with --prev, what the last change did)
///
/// Prints a unified diff, nothing when the texts are the same.
#[derive(Debug, Args)]
pub struct DiffArgs {
    /// Assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "ASSISTANT")]
    pub owner: Option<String>,
    /// Compare the text kept before okbot's last change (SOUL.md.prev) with the current persona
    #[arg(long)]
    pub prev: bool,
}

/// Undo okbot's last change to the persona
///
/// Puts the text kept in SOUL.md.prev back into SOUL.md and AGENTS.md; the text it replaces is
/// kept in turn, so a second revert undoes the first.
#[derive(Debug, Args)]
pub struct RevertArgs {
    /// Assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "ASSISTANT")]
    pub owner: Option<String>,
}

json_doc! {
    /// `okbot soul show --json`.
    struct ShowView {
        "ownerId" owner_id: String = "string", "the assistant";
        "file" file: Option<&'static str> = "string or null", "the file the text was read from (the newer of SOUL.md and AGENTS.md), null when there is none";
        "text" text: String = "string", "the persona (empty when there is none)";
        "filesDiffer" differ: bool = "boolean", "whether SOUL.md and AGENTS.md hold different texts";
        "previousKept" previous: bool = "boolean", "whether a previous text is kept for `okbot soul revert`";
    }
}

json_doc! {
    /// `okbot soul edit|patch|revert --json`.
    struct ChangeView {
        "ownerId" owner_id: String = "string", "the assistant";
        "changed" changed: bool = "boolean", "whether the persona changed (with --dry-run: would change)";
        "dryRun" dry_run: bool = "boolean", "true when nothing was written because of --dry-run";
        "replaced" replaced: Vec<String> = "array of strings", "the headings whose body was replaced";
        "added" added: Vec<String> = "array of strings", "the headings added as new sections";
        "text" text: String = "string", "the persona after the change (with --dry-run: as it would be)";
    }
}

json_doc! {
    /// `okbot soul diff --json`.
    struct DiffView {
        "ownerId" owner_id: String = "string", "the assistant";
        "from" from: &'static str = "string", "the old side: SOUL.md, or SOUL.md.prev with --prev";
        "to" to: &'static str = "string", "the new side: AGENTS.md, or the current persona's file with --prev";
        "same" same: bool = "boolean", "whether the two texts are equal";
        "diff" diff: String = "string", "the unified diff, empty when the texts are equal";
    }
}

/// The `--json` documents of `okbot soul`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-soul-show", shape: "one object:", fields: ShowView::FIELDS },
    JsonOutput { page: "okbot-soul-edit", shape: "one object:", fields: ChangeView::FIELDS },
    JsonOutput { page: "okbot-soul-patch", shape: "one object:", fields: ChangeView::FIELDS },
    JsonOutput { page: "okbot-soul-revert", shape: "one object:", fields: ChangeView::FIELDS },
    JsonOutput { page: "okbot-soul-diff", shape: "one object:", fields: DiffView::FIELDS },
];

pub fn run(cx: &Cx, cmd: SoulCommand) -> Result<()> {
    match cmd {
        SoulCommand::Show(args) => show(cx, &assistant(cx, args.owner.as_deref())?),
        SoulCommand::Edit(args) => edit(cx, &assistant(cx, args.owner.as_deref())?),
        SoulCommand::Patch(args) => {
            let owner = assistant(cx, args.owner.as_deref())?;
            patch(cx, &owner, &args)
        }
        SoulCommand::Diff(args) => diff(cx, &assistant(cx, args.owner.as_deref())?, args.prev),
        SoulCommand::Revert(args) => revert(cx, &assistant(cx, args.owner.as_deref())?),
    }
}

/// The assistant named (or the default one); squads have no persona of their own.
fn assistant(cx: &Cx, flag: Option<&str>) -> Result<Owner> {
    let owner = cx.owner(flag)?;
    if owner.kind == OwnerKind::Squad {
        return Err(Failure::usage(format!("`{}` is a squad; squads have no persona", owner.name))
            .hint("each member's persona is its own: `okbot soul show -a MEMBER`")
            .into());
    }
    Ok(owner)
}

fn show(cx: &Cx, owner: &Owner) -> Result<()> {
    let persona = io::read(&cx.root, &owner.id)?;
    if cx.out.json {
        return cx.out.json(&ShowView {
            owner_id: owner.id.to_string(),
            file: persona.as_ref().map(|p| p.file),
            text: persona.as_ref().map(|p| p.text.clone()).unwrap_or_default(),
            differ: persona.as_ref().is_some_and(|p| p.differ),
            previous: io::read_prev(&cx.root, &owner.id)?.is_some(),
        });
    }
    let Some(persona) = persona else {
        return Err(Failure::general(format!("{} has no persona (no SOUL.md or AGENTS.md)", owner.name))
            .hint(format!("write one with `okbot soul edit -a {}`", owner.id))
            .into());
    };
    cx.out.raw(&persona.text)?;
    if !persona.text.is_empty() && !persona.text.ends_with('\n') {
        cx.out.raw("\n")?;
    }
    if persona.differ {
        cx.out.warn(format!("SOUL.md and AGENTS.md differ; this is the newer one, {}", persona.file));
        cx.out.hint(format!("`okbot soul diff -a {}` shows the difference", owner.id));
    }
    Ok(())
}

fn change_view(owner: &Owner, changed: bool, dry_run: bool, text: String) -> ChangeView {
    ChangeView {
        owner_id: owner.id.to_string(),
        changed,
        dry_run,
        replaced: Vec::new(),
        added: Vec::new(),
        text,
    }
}

fn edit(cx: &Cx, owner: &Owner) -> Result<()> {
    let before = io::read(&cx.root, &owner.id)?.map(|p| p.text).unwrap_or_default();
    let edited = super::editor::edit(
        &before,
        "okbot-soul-",
        "set VISUAL or EDITOR, e.g. `EDITOR=nano okbot soul edit`",
        |p| format!("your text is in `{}`; save it as UTF-8 and edit again", p.display()),
    )?;
    let after = edited.text.clone();
    if after == before {
        cx.out.note("okbot: no change; nothing was saved");
        return if cx.out.json { cx.out.json(&change_view(owner, false, false, before)) } else { Ok(()) };
    }
    let lock = cx.root.lock_owner(&owner.id)?;
    let now = io::read(&cx.root, &owner.id)?.map(|p| p.text).unwrap_or_default();
    if now != before {
        // Changed by someone else while the editor was open: keep the user's text, write nothing.
        let kept = edited.keep()?;
        return Err(Failure::general("the persona changed while the editor was open; nothing was saved")
            .hint(format!("your text is in `{}`; edit again and paste it in", kept.display()))
            .into());
    }
    soul::replace(&cx.root, &lock, &after)?;
    if cx.out.json {
        return cx.out.json(&change_view(owner, true, false, after));
    }
    cx.out.line(owner.id.as_str())?;
    cx.out.note(format!("okbot: saved {}'s persona to SOUL.md and AGENTS.md", owner.name));
    Ok(())
}

fn read_patch(from: &str) -> Result<String> {
    let hint = "a patch is JSON or Markdown sections in UTF-8; convert other encodings first, e.g. `iconv -f LATIN1 -t UTF-8`";
    if from == "-" {
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            return Err(Failure::usage("the patch is read from stdin, which is a terminal")
                .hint("pipe it in (`okbot soul patch < patch.md`) or pass `--from FILE`")
                .into());
        }
        return super::read_stdin("the patch", hint);
    }
    let bytes = super::read_input_file(
        std::path::Path::new(from),
        "give an existing patch file to --from, or pipe the patch in: `okbot soul patch < patch.md`",
    )?;
    super::utf8_input(bytes, &format!("`{from}`"), hint)
}

fn patch(cx: &Cx, owner: &Owner, args: &PatchArgs) -> Result<()> {
    let input = read_patch(&args.from)?;
    let sections = match soul::patch::from_input(&input) {
        Ok(Some(sections)) => sections,
        Ok(None) => Vec::new(),
        Err(why) => {
            return Err(Failure::usage(format!("cannot read the patch: {why}"))
                .hint(r#"give JSON, {"sections":[{"heading":"Style","body":"- Be brief."}]}, or Markdown sections starting with `# Heading`"#)
                .into());
        }
    };
    let outcome = if args.dry_run {
        soul::plan(&cx.root, &owner.id, &sections)?
    } else {
        let lock = cx.root.lock_owner(&owner.id)?;
        soul::apply_patch(&cx.root, &lock, &sections)?
    };
    match outcome {
        Outcome::Refused(Refusal::WholeFile) => Err(Failure::usage(
            "the patch replaces every section of the persona; that is a rewrite, not a patch",
        )
        .hint("leave out the sections that stay as they are, or rewrite it with `okbot soul edit`")
        .into()),
        Outcome::Refused(Refusal::UnclosedFence { line }) => Err(Failure::usage(format!(
            "the persona has a code fence opened on line {line} that is never closed, so everything after it is code; nothing was written"
        ))
        .hint(format!("close the fence with `okbot soul edit -a {}`, or patch only sections above line {line}", owner.id))
        .into()),
        Outcome::Unchanged | Outcome::Rejected(_) => {
            cx.out.note("okbot: no section changes; nothing was written");
            if cx.out.json {
                let text = io::read(&cx.root, &owner.id)?.map(|p| p.text).unwrap_or_default();
                return cx.out.json(&change_view(owner, false, args.dry_run, text));
            }
            Ok(())
        }
        Outcome::Patched(applied) => {
            if cx.out.json {
                return cx.out.json(&ChangeView {
                    owner_id: owner.id.to_string(),
                    changed: true,
                    dry_run: args.dry_run,
                    replaced: applied.replaced,
                    added: applied.added,
                    text: applied.text,
                });
            }
            let mut what: Vec<String> = applied.replaced.iter().map(|h| format!("replaced `{h}`")).collect();
            what.extend(applied.added.iter().map(|h| format!("added `{h}`")));
            if args.dry_run {
                let old = io::read(&cx.root, &owner.id)?.map(|p| p.text).unwrap_or_default();
                cx.out.raw(soul::diff::unified("persona", "patched", &old, &applied.text))?;
                cx.out
                    .note(format!("okbot: would have {}; nothing was written (--dry-run)", what.join(", ")));
            } else {
                cx.out.line(owner.id.as_str())?;
                cx.out.note(format!("okbot: {}; SOUL.md and AGENTS.md saved", what.join(", ")));
                cx.out.hint(format!("`okbot soul revert -a {}` undoes it", owner.id));
            }
            Ok(())
        }
    }
}

fn diff(cx: &Cx, owner: &Owner, prev: bool) -> Result<()> {
    let (from, to, old, new) = if prev {
        let Some(kept) = io::read_prev(&cx.root, &owner.id)? else {
            return Err(Failure::general(format!("no previous text of {}'s persona is kept", owner.name))
                .hint("okbot keeps the text before each change it makes (patch, edit, rename, revert)")
                .into());
        };
        let current = io::read(&cx.root, &owner.id)?;
        let to = current.as_ref().map_or(io::SOUL, |p| p.file);
        (io::PREV, to, kept, current.map(|p| p.text).unwrap_or_default())
    } else {
        let (soul, agents) = io::read_both(&cx.root.owner_dir(&owner.id))?;
        (io::SOUL, io::AGENTS, soul.unwrap_or_default(), agents.unwrap_or_default())
    };
    let text = soul::diff::unified(from, to, &old, &new);
    if cx.out.json {
        return cx.out.json(&DiffView {
            owner_id: owner.id.to_string(),
            from,
            to,
            same: old == new,
            diff: text,
        });
    }
    if old == new {
        cx.out.note(format!("okbot: {from} and {to} are the same"));
    }
    cx.out.raw(text)
}

fn revert(cx: &Cx, owner: &Owner) -> Result<()> {
    let lock = cx.root.lock_owner(&owner.id)?;
    let Some(text) = soul::revert(&cx.root, &lock)? else {
        return Err(Failure::general(format!("no previous text of {}'s persona is kept", owner.name))
            .hint("okbot keeps the text before each change it makes (patch, edit, rename, revert)")
            .into());
    };
    if cx.out.json {
        return cx.out.json(&change_view(owner, true, false, text));
    }
    cx.out.line(owner.id.as_str())?;
    cx.out.note(format!("okbot: restored {}'s previous persona to SOUL.md and AGENTS.md", owner.name));
    Ok(())
}
