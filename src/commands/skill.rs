//! `okbot skill list|show|check|add|remove|enable|disable|revert|catalog`.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};

use super::Cx;
use crate::error::{Failure, code};
use crate::output::{Document, JsonOutput, Out, cell, json_doc};
use crate::roster::{Owner, OwnerKind};
use crate::skills::io;
use crate::skills::spec::{self, Finding, SKILL_MD};
use crate::skills::upsert::{self, Reverted};

/// Skills: procedures an assistant loads when a task fits them (SKILL.md folders)
///
/// A skill is a folder `<botId>/skills/<slug>/` holding a SKILL.md: YAML front matter (`name`,
/// equal to the folder's name, and `description`, saying when to use it; `license`,
/// `compatibility`, `metadata` and `allowed-tools` are optional) and Markdown instructions.
/// The prompt lists each skill's name and description (at most 40, within 4 000 characters);
/// the assistant loads a skill's instructions with the `read_skill` tool. Global skills
/// (`$OKBOT_GLOBAL_SKILLS`, else `~/.agents/skills`) are used only once enabled for the
/// assistant; a local skill of the same slug wins. `okbot skill check` validates skill folders
/// anywhere on disk against the Agent Skills specification, without a data root (for CI).
#[derive(Debug, Subcommand)]
pub enum SkillCommand {
    /// List an assistant's skills (local, then the enabled global ones)
    ///
    /// One line per skill: slug, scope and description, cut at 200 characters (`--json` gives it
    /// as loaded: a description over 1024 characters is cut there, as in the prompt). A skill
    /// whose SKILL.md does not parse or is over 1 MiB is left out, with a warning, as it is left
    /// out of the prompt.
    List(OwnerArgs),
    /// Print a skill's SKILL.md
    ///
    /// A SKILL.md over 1 MiB is refused (exit 1) with its path: it is left out of the prompt,
    /// and is not read whole to be printed.
    Show(SlugArgs),
    Check(CheckArgs),
    Add(AddArgs),
    /// Move a local skill to the data root's .trash folder
    Remove(SlugArgs),
    /// Let an assistant use a global skill (bot.json's enabledGlobalSkills)
    Enable(GlobalSkillArgs),
    /// Stop an assistant from using a global skill
    Disable(GlobalSkillArgs),
    /// Undo okbot's last change to a skill (SKILL.md.prev); a skill it created is removed
    Revert(SlugArgs),
    /// Print the skill catalog exactly as the prompt carries it
    Catalog(OwnerArgs),
}

/// Whose skills
#[derive(Debug, Args)]
pub struct OwnerArgs {
    /// The assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// One skill, by slug
#[derive(Debug, Args)]
pub struct SlugArgs {
    /// The skill's slug (its folder's name)
    pub slug: String,
    /// The assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// One global skill, by slug
#[derive(Debug, Args)]
pub struct GlobalSkillArgs {
    /// The global skill's slug (its folder's name in the global skills folder)
    pub name: String,
    /// The assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

/// How `check` prints its findings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// `error: FILE:LINE: message`, one a line
    Human,
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`)
    Github,
}

/// Check skill folders against the Agent Skills specification (no data root needed)
///
/// Each PATH is a skill folder, a SKILL.md, or a folder holding skill folders at any depth (a
/// repository: `skills/<name>/`, hidden `.curated/<name>/`; not `.git`, `node_modules` or
/// links; a folder without a SKILL.md beside skill folders is an error). Errors break the
/// specification (`name`: 1–64 characters of a–z, 0–9 and single hyphens, no hyphen at either
/// end, equal to the folder's name, but for a SKILL.md given on its own, which `okbot skill add`
/// copies in under its `name`; `description`: 1–1024 characters; `compatibility` at most
/// 500; `license`, `metadata` and `allowed-tools` typed; a front matter that is valid YAML and a
/// map, opened and closed by `---` lines); warnings do not (unknown keys, a body over 500
/// lines, a byte order mark or Windows line endings, which the OkBot app does not read). What
/// `okbot skill add` refuses is an error too: links, special files, over 197 files, a file over
/// 1 000 000 bytes, over 16 MiB in all, a path a bundle cannot hold. A link to a folder or to
/// nothing passed over in a folder of skills is a warning. Exits 3 when there is an error, or a
/// warning with --strict.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Skill folders, SKILL.md files, or folders that hold skill folders
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Exit 3 on warnings too
    #[arg(long)]
    pub strict: bool,
    /// Output format (--json gives one document)
    #[arg(long, value_enum, default_value = "human", value_name = "FORMAT")]
    pub format: Format,
}

/// Copy a skill folder (or a lone SKILL.md) in as a local skill, after checking it
///
/// The folder must pass `okbot skill check` (warnings are shown, errors refuse it) and hold
/// only regular files and folders (no links or special files), at most 197 files of at most
/// 1 000 000 bytes each, 16 MiB in all, with paths a bundle can hold (so that `okbot bundle
/// export` always takes it beside the persona and manifest). It is copied whole or not at
/// all, byte for byte with executable files kept executable (a `.git` folder left out), as
/// `<botId>/skills/<slug>/` where the slug is the folder's name (for a lone SKILL.md, its
/// `name`). A folder holding several skills is refused, with the command that adds each; a
/// folder with no SKILL.md and no skill folder in it (links are not followed) is refused as
/// `okbot skill check` refuses it.
#[derive(Debug, Args)]
pub struct AddArgs {
    /// A skill folder, or a SKILL.md
    #[arg(value_name = "DIR|FILE")]
    pub path: PathBuf,
    /// The assistant (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

pub fn run(cx: &Cx, cmd: SkillCommand) -> Result<()> {
    match cmd {
        SkillCommand::List(args) => list(cx, args),
        SkillCommand::Show(args) => show(cx, args),
        SkillCommand::Check(args) => check(&cx.out, args),
        SkillCommand::Add(args) => add(cx, args),
        SkillCommand::Remove(args) => remove(cx, args),
        SkillCommand::Enable(args) => set_global(cx, args, true),
        SkillCommand::Disable(args) => set_global(cx, args, false),
        SkillCommand::Revert(args) => revert(cx, args),
        SkillCommand::Catalog(args) => catalog(cx, args),
    }
}

json_doc! {
    /// A skill as `okbot skill list --json` shows it.
    struct SkillRow {
        "slug" slug: String = "string", "the skill's folder name, which read_skill takes";
        "name" name: String = "string", "the front matter's name";
        "description" description: String = "string", "when to use the skill";
        "scope" scope: &'static str = "string", "local (the assistant's own) or global (enabled in bot.json)";
        "path" path: String = "string", "the skill's folder";
    }
}

json_doc! {
    /// `okbot skill show --json`.
    struct ShowView {
        "slug" slug: String = "string", "the skill's folder name";
        "scope" scope: &'static str = "string", "local or global";
        "path" path: String = "string", "the skill's folder";
        "name" name: Option<String> = "string or null", "the front matter's name (null when SKILL.md does not parse)";
        "description" description: Option<String> = "string or null", "the front matter's description";
        "body" body: String = "string", "the instructions (the whole file when it does not parse)";
        "previous" previous: bool = "boolean", "whether `okbot skill revert` can undo okbot's last change";
    }
}

json_doc! {
    /// `okbot skill check --json`.
    struct CheckView<'a> {
        "checked" checked: usize = "integer", "skill folders (or files) checked";
        "errors" errors: usize = "integer", "findings of severity error";
        "warnings" warnings: usize = "integer", "findings of severity warning";
        "findings" findings: &'a [Finding] = "array", "one object per finding: severity (error or warning), \
            file (its path as given on the command line), line (absent when about the whole file) and message";
    }
}

json_doc! {
    /// `okbot skill remove --json` and `okbot skill revert --json`.
    struct ChangedView {
        "slug" slug: String = "string", "the skill";
        "action" action: &'static str = "string", "removed (moved to the trash) or restored (SKILL.md.prev put back)";
        "trash" trash: Option<String> = "string or null", "where the folder went, null when restored";
    }
}

json_doc! {
    /// `okbot skill enable|disable --json`.
    struct GlobalView {
        "ownerId" owner_id: String = "string", "the assistant";
        "useGlobalSkills" use_global: bool = "boolean", "bot.json's switch for global skills";
        "enabledGlobalSkills" enabled: Vec<String> = "array of strings", "the global skills the assistant uses";
    }
}

json_doc! {
    /// `okbot skill catalog --json`.
    struct CatalogView {
        "ownerId" owner_id: String = "string", "the assistant";
        "skills" skills: usize = "integer", "skills the assistant has (listed or not)";
        "text" text: String = "string", "the catalog block as the prompt carries it (empty when there are no skills)";
    }
}

/// The `--json` documents of `okbot skill`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-skill-list",
        shape: "an array with one object per skill:",
        fields: SkillRow::FIELDS,
    },
    JsonOutput { page: "okbot-skill-show", shape: "one object:", fields: ShowView::FIELDS },
    JsonOutput { page: "okbot-skill-check", shape: "one object:", fields: CheckView::FIELDS },
    JsonOutput { page: "okbot-skill-add", shape: "the skill added:", fields: SkillRow::FIELDS },
    JsonOutput { page: "okbot-skill-remove", shape: "one object:", fields: ChangedView::FIELDS },
    JsonOutput { page: "okbot-skill-revert", shape: "one object:", fields: ChangedView::FIELDS },
    JsonOutput {
        page: "okbot-skill-enable",
        shape: "bot.json's global skill settings after the change:",
        fields: GlobalView::FIELDS,
    },
    JsonOutput {
        page: "okbot-skill-disable",
        shape: "bot.json's global skill settings after the change:",
        fields: GlobalView::FIELDS,
    },
    JsonOutput { page: "okbot-skill-catalog", shape: "one object:", fields: CatalogView::FIELDS },
];

/// The assistant a skill command works on (squads have no skills of their own).
fn assistant(cx: &Cx, flag: Option<&str>) -> Result<Owner> {
    let owner = cx.owner(flag)?;
    if owner.kind == OwnerKind::Squad {
        return Err(Failure::usage(format!("{} is a squad; squads have no skills of their own", owner.name))
            .hint("each member brings its own assistant's skills; pass an assistant with -a")
            .into());
    }
    Ok(owner)
}

fn no_skill(slug: &str, owner: &Owner) -> anyhow::Error {
    Failure::usage(format!("{} has no skill `{slug}`", owner.name))
        .hint(format!("`okbot skill list -a {}` shows its skills", owner.id))
        .into()
}

/// A description in `skill list`'s table is cut to this many characters (`--json` has it whole).
const LIST_DESCRIPTION_CHARS: usize = 200;

fn list(cx: &Cx, args: OwnerArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
    let (skills, broken) = io::list(&cx.root, &owner.id, bot.as_ref())?;
    for b in broken {
        cx.out.warn(format!("skill left out: {b}"));
    }
    let global = io::global_dir();
    let rows: Vec<SkillRow> = skills
        .into_iter()
        .map(|s| {
            let base = if s.scope == "local" {
                io::local_dir(&cx.root, &owner.id)
            } else {
                global.clone().unwrap_or_default()
            };
            SkillRow {
                path: base.join(&s.slug).display().to_string(),
                slug: s.slug,
                name: s.name,
                description: s.description,
                scope: s.scope,
            }
        })
        .collect();
    if cx.out.json {
        return cx.out.json(&rows);
    }
    for r in &rows {
        let description = crate::text::clip(&crate::text::one_line(&r.description), LIST_DESCRIPTION_CHARS);
        cx.out.line(format!("{}\t{}\t{}", r.slug, r.scope, cell(&description)))?;
    }
    if rows.is_empty() {
        cx.out.note(format!("okbot: {} has no skills", owner.name));
        cx.out.hint(
            "add one with `okbot skill add DIR`, or enable a global one with `okbot skill enable NAME`",
        );
    }
    Ok(())
}

fn show(cx: &Cx, args: SlugArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
    let found = io::find(&cx.root, &owner.id, bot.as_ref(), &args.slug)?
        .ok_or_else(|| no_skill(&args.slug, &owner))?;
    // Not read whole to be printed: a file this large is no skill okbot uses.
    if let Err(why) = crate::skills::within_size(found.len) {
        return Err(Failure::general(format!("the skill `{}` is left out: {why}", found.slug))
            .hint(format!("open the file itself: {}", found.dir.join(SKILL_MD).display()))
            .into());
    }
    if !cx.out.json {
        let text = if found.text.ends_with('\n') { found.text } else { format!("{}\n", found.text) };
        return cx.out.raw(text);
    }
    let previous = found.scope == "local" && io::read_local(&cx.root, &owner.id, &found.slug)?.1.is_some();
    let (name, description, body) = match crate::skills::parse(&found.text) {
        Ok((front, body)) => (Some(front.name), Some(front.description), body),
        Err(_) => (None, None, found.text.clone()),
    };
    cx.out.json(&ShowView {
        slug: found.slug,
        scope: found.scope,
        path: found.dir.display().to_string(),
        name,
        description,
        body,
        previous,
    })
}

/// `okbot skill check`: needs no data root (it runs before one is located).
pub fn check(out: &Out, args: CheckArgs) -> Result<()> {
    let mut targets = Vec::new();
    let mut skipped = Vec::new();
    for path in &args.paths {
        if let Err(e) = std::fs::metadata(path) {
            let hint = "give a skill folder, a SKILL.md, or a folder of skill folders";
            return Err(super::input_error(path, &e, "there is no such file or folder", hint));
        }
        let (found, links) = io::skill_folders(path).map_err(|e| {
            Failure::usage(format!("{e:#}"))
                .hint("give a skill folder, a SKILL.md, or a folder of skill folders")
        })?;
        if found.is_empty() {
            warn_skipped_links(out, &links);
            return Err(no_skill_folder(path, "give it, or the folder that holds such folders"));
        }
        targets.extend(found);
        skipped.extend(links);
    }
    // A link passed over is a warning as any other (`--json`, `--format github`, `--strict`).
    let mut findings: Vec<Finding> = skipped.iter().map(io::SkippedLink::finding).collect();
    findings.extend(targets.iter().flat_map(io::check_target));
    let errors = findings.iter().filter(|f| f.is_error()).count();
    let warnings = findings.len() - errors;
    if out.json {
        out.json(&CheckView { checked: targets.len(), errors, warnings, findings: &findings })?;
    } else {
        let mut text = String::new();
        for f in &findings {
            text.push_str(&match args.format {
                Format::Human => human(f),
                Format::Github => github(f),
            });
            text.push('\n');
        }
        let skills =
            if targets.len() == 1 { "1 skill".to_string() } else { format!("{} skills", targets.len()) };
        let summary = match (errors, warnings) {
            (0, 0) => format!("checked {skills}: no problems"),
            _ => format!("checked {skills}: {}, {}", counted(errors, "error"), counted(warnings, "warning")),
        };
        text.push_str(&summary);
        text.push('\n');
        out.raw(text)?;
    }
    link_hints(out, &skipped);
    if errors > 0 || (args.strict && warnings > 0) {
        return Err(Failure::silent(code::FINDINGS).into());
    }
    Ok(())
}

pub(crate) fn at(f: &Finding) -> String {
    match f.line {
        Some(line) => format!("{}:{line}", f.file),
        None => f.file.clone(),
    }
}

pub(crate) fn human(f: &Finding) -> String {
    format!("{}: {}: {}", f.severity.as_str(), at(f), f.message)
}

/// A GitHub Actions workflow command: `::error file=F,line=L::message`, escaped as GitHub
/// reads them (`%`, CR and LF everywhere; also `:` and `,` in the properties).
pub(crate) fn github(f: &Finding) -> String {
    let data = |s: &str| s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A");
    let prop = |s: &str| data(s).replace(':', "%3A").replace(',', "%2C");
    let mut props = format!("file={}", prop(&f.file));
    if let Some(line) = f.line {
        props.push_str(&format!(",line={line}"));
    }
    format!("::{} {props}::{}", f.severity.as_str(), data(&f.message))
}

pub(crate) fn counted(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let path = &args.path;
    // The path the user names may be a link (followed, as any tool follows it); links inside
    // the folder are refused by the checks below.
    let meta = std::fs::metadata(path).map_err(|e| {
        super::input_error(path, &e, "there is no such file or folder", "give a skill folder or a SKILL.md")
    })?;
    if meta.is_dir() {
        refuse_a_folder_of_skills(&cx.out, path, &owner)?;
    }
    let (slug, files, mut findings) = if meta.is_dir() {
        let folder = io::read_folder(path, true);
        let slug = io::folder_name(path);
        let findings = folder.check(&slug);
        (slug, folder.files, findings)
    } else if meta.is_file() {
        let bytes = super::read_input_file(path, "give a skill folder or a SKILL.md")?;
        let slug =
            crate::skills::parse(&String::from_utf8_lossy(&bytes)).map(|(f, _)| f.name).unwrap_or_default();
        let findings = io::check_lone_file(&bytes);
        (slug, vec![io::FolderFile { path: SKILL_MD.into(), bytes, executable: false }], findings)
    } else {
        return Err(Failure::usage(format!("`{}` is neither a folder nor a regular file", path.display()))
            .hint("give a skill folder or a SKILL.md")
            .into());
    };
    for f in &mut findings {
        f.file = if meta.is_dir() && f.file != "." {
            path.join(&f.file).display().to_string()
        } else {
            path.display().to_string()
        };
    }
    let errors: Vec<&Finding> = findings.iter().filter(|f| f.is_error()).collect();
    if !errors.is_empty() {
        let mut failure = Failure::new(
            code::FINDINGS,
            format!(
                "`{}` is not a valid skill ({}); nothing was added",
                path.display(),
                counted(errors.len(), "error")
            ),
        );
        for f in errors.iter().take(10) {
            failure = failure.hint(format!("{}: {}", at(f), f.message));
        }
        return Err(failure
            .hint(format!("`okbot skill check {}` lists every problem", path.display()))
            .into());
    }
    for f in &findings {
        cx.out.warn(format!("{}: {}", at(f), f.message));
    }
    if crate::store::validate_id(&slug).is_err() {
        return Err(Failure::usage(format!("`{slug}` cannot be a skill folder's name")).into());
    }
    let lock = cx.root.lock_owner(&owner.id)?;
    if io::local_exists(&cx.root, &owner.id, &slug) {
        return Err(Failure::usage(format!("{} already has a skill `{slug}`", owner.name))
            .hint(format!("remove it first with `okbot skill remove {slug} -a {}`", owner.id))
            .into());
    }
    let dir = io::install(&cx.root, &lock, &slug, &files)?;
    let (name, description) = files
        .iter()
        .find(|f| f.path == SKILL_MD)
        .and_then(|f| crate::skills::parse(&String::from_utf8_lossy(&f.bytes)).ok())
        .map(|(front, _)| (front.name, front.description))
        .unwrap_or_default();
    if cx.out.json {
        return cx.out.json(&SkillRow {
            slug,
            name,
            description,
            scope: "local",
            path: dir.display().to_string(),
        });
    }
    cx.out.line(&slug)?;
    cx.out.note(format!(
        "okbot: added the skill `{slug}` to {} ({})",
        owner.name,
        counted(files.len(), "file")
    ));
    Ok(())
}

/// Links met while searching a folder of skills are not followed: one warning each (to a
/// folder, a file or nothing), so no skill behind one is left out unsaid; one hint of each kind.
fn warn_skipped_links(out: &Out, links: &[io::SkippedLink]) {
    for f in links.iter().map(io::SkippedLink::finding) {
        out.warn(format!("{}: {}", at(&f), f.message));
    }
    link_hints(out, links);
}

/// What to do about links passed over: one hint of each kind.
fn link_hints(out: &Out, links: &[io::SkippedLink]) {
    let mut hints: Vec<&str> = links.iter().map(io::SkippedLink::hint).collect();
    hints.sort();
    hints.dedup();
    for hint in hints {
        out.hint(hint);
    }
}

/// A folder without a SKILL.md that holds no skill folder either (links in it are not
/// followed), in the same words for `check` and `add`.
fn no_skill_folder(path: &Path, what_to_give: &str) -> anyhow::Error {
    Failure::usage(format!("`{}` holds no skill folder", path.display()))
        .hint(format!("a skill folder holds a SKILL.md; {what_to_give}"))
        .into()
}

/// `add` takes one skill: a folder without a SKILL.md that holds skill folders (a collection,
/// a repository) is refused with the commands that add each; one that holds none is refused as
/// `check` refuses it.
fn refuse_a_folder_of_skills(out: &Out, path: &Path, owner: &Owner) -> Result<()> {
    if io::has_skill_md(path) {
        return Ok(());
    }
    let (found, links) = io::skill_folders(path).unwrap_or_default();
    warn_skipped_links(out, &links);
    if found.is_empty() {
        return Err(no_skill_folder(path, "give such a folder, or a SKILL.md"));
    }
    // (Beside them, folders without a SKILL.md are found too: `check` reports those.)
    let folders: Vec<PathBuf> = found
        .into_iter()
        .filter_map(|t| match t {
            io::Target::Folder(dir) if io::has_skill_md(&dir) => Some(dir),
            _ => None,
        })
        .collect();
    let mut failure = Failure::usage(format!(
        "`{}` holds {}, not one skill; nothing was added",
        path.display(),
        counted(folders.len(), "skill folder")
    ));
    for dir in folders.iter().take(5) {
        failure = failure.hint(format!("okbot skill add {} -a {}", dir.display(), owner.id));
    }
    if folders.len() > 5 {
        failure = failure.hint(format!(
            "`okbot skill check {}` lists all {} of them",
            path.display(),
            folders.len()
        ));
    }
    Err(failure.hint("add the skills one at a time").into())
}

fn changed(cx: &Cx, slug: &str, action: &'static str, trash: Option<&Path>) -> Result<()> {
    let trash = trash.map(|t| t.display().to_string());
    if cx.out.json {
        return cx.out.json(&ChangedView { slug: slug.to_string(), action, trash });
    }
    cx.out.line(slug)?;
    match trash {
        Some(t) => cx.out.note(format!("okbot: moved the skill `{slug}` to `{t}`")),
        None => cx.out.note(format!("okbot: restored the previous version of the skill `{slug}`")),
    }
    Ok(())
}

fn remove(cx: &Cx, args: SlugArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    if crate::store::validate_id(&args.slug).is_err() || !io::local_exists(&cx.root, &owner.id, &args.slug) {
        let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
        if bot.is_some_and(|b| b.enabled_global_skills.contains(&args.slug)) {
            return Err(Failure::usage(format!(
                "`{}` is a global skill; okbot does not delete those",
                args.slug
            ))
            .hint(format!("stop using it with `okbot skill disable {} -a {}`", args.slug, owner.id))
            .into());
        }
        return Err(no_skill(&args.slug, &owner));
    }
    let trash = io::trash(&cx.root, &lock, &args.slug, &trash_stamp(cx))?;
    changed(cx, &args.slug, "removed", Some(&trash))
}

fn trash_stamp(cx: &Cx) -> String {
    cx.clock.now().format("%Y%m%dT%H%M%SZ").to_string()
}

fn revert(cx: &Cx, args: SlugArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let lock = cx.root.lock_owner(&owner.id)?;
    if crate::store::validate_id(&args.slug).is_err() || !io::local_exists(&cx.root, &owner.id, &args.slug) {
        return Err(no_skill(&args.slug, &owner));
    }
    match upsert::revert(&cx.root, &lock, &args.slug, &trash_stamp(cx))? {
        Reverted::Restored => changed(cx, &args.slug, "restored", None),
        Reverted::Removed(trash) => changed(cx, &args.slug, "removed", Some(&trash)),
    }
}

fn set_global(cx: &Cx, args: GlobalSkillArgs, enable: bool) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let name = args.name.trim().to_string();
    if enable {
        let dir = io::global_dir().ok_or_else(|| {
            Failure::usage("cannot find the global skills folder: HOME is not set")
                .hint("set OKBOT_GLOBAL_SKILLS")
        })?;
        let path = dir.join(&name).join(SKILL_MD);
        if crate::store::validate_id(&name).is_err() || !path.is_file() {
            let (skills, _) = io::list_global();
            let mut failure =
                Failure::usage(format!("there is no global skill `{name}` in `{}`", dir.display()));
            failure = if skills.is_empty() {
                failure.hint(
                    "put skill folders there, or point OKBOT_GLOBAL_SKILLS at the folder that holds them",
                )
            } else {
                let names: Vec<&str> = skills.iter().map(|s| s.slug.as_str()).collect();
                failure.hint(format!("global skills: {}", names.join(", ")))
            };
            return Err(failure.into());
        }
        if let Ok(bytes) = std::fs::read(&path) {
            let errors =
                spec::check_skill_md(&bytes, Some(&name)).into_iter().filter(Finding::is_error).count();
            if crate::skills::parse(&String::from_utf8_lossy(&bytes)).is_err() {
                cx.out.warn(format!(
                    "`{}` does not parse; the prompt leaves it out until it is fixed",
                    path.display()
                ));
            } else if errors > 0 {
                cx.out.warn(format!("`{name}` does not pass the skill check ({})", counted(errors, "error")));
                cx.out.hint(format!("`okbot skill check {}` says what is wrong", dir.join(&name).display()));
            }
        }
    }
    let lock = cx.root.lock_roster()?;
    let Some(mut bot) = crate::roster::io::load_bot_file(&cx.root, &owner.id)? else {
        return Err(Failure::general(format!("{} has no bot.json", owner.name))
            .hint("`okbot doctor` reports what is missing in the data root")
            .into());
    };
    let mut list: Vec<String> = Vec::new();
    for s in bot.enabled_global_skills.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        if !list.iter().any(|l| l == s) {
            list.push(s.to_string());
        }
    }
    let had = list.contains(&name);
    if enable && !had {
        list.push(name.clone());
    } else if !enable {
        list.retain(|s| *s != name);
    }
    let change = list != bot.enabled_global_skills || (enable && !bot.use_global_skills);
    if enable {
        bot.use_global_skills = true;
    }
    bot.enabled_global_skills = list;
    if change {
        bot.updated_at = cx.clock.stamp();
        crate::roster::io::save_bot_file(&cx.root, &lock, &bot)?;
    }
    drop(lock);
    if cx.out.json {
        return cx.out.json(&GlobalView {
            owner_id: owner.id.to_string(),
            use_global: bot.use_global_skills,
            enabled: bot.enabled_global_skills,
        });
    }
    cx.out.line(&name)?;
    cx.out.note(match (enable, had) {
        (true, false) => format!("okbot: {} now uses the global skill `{name}`", owner.name),
        (true, true) => format!("okbot: {} already uses the global skill `{name}`", owner.name),
        (false, true) => format!("okbot: {} no longer uses the global skill `{name}`", owner.name),
        (false, false) => format!("okbot: {} was not using a global skill `{name}`", owner.name),
    });
    Ok(())
}

fn catalog(cx: &Cx, args: OwnerArgs) -> Result<()> {
    let owner = assistant(cx, args.owner.as_deref())?;
    let bot = crate::roster::io::load_bot_file(&cx.root, &owner.id)?;
    let (skills, broken) = io::list(&cx.root, &owner.id, bot.as_ref())?;
    for b in broken {
        cx.out.warn(format!("skill left out: {b}"));
    }
    let text = crate::skills::catalog(&skills);
    if cx.out.json {
        return cx.out.json(&CatalogView { owner_id: owner.id.to_string(), skills: skills.len(), text });
    }
    if text.is_empty() {
        cx.out.note(format!("okbot: {} has no skills; the prompt carries no catalog", owner.name));
        return Ok(());
    }
    cx.out.line(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skills::spec::Severity;

    #[test]
    fn github_annotations_escape_what_github_reads() {
        let f = Finding {
            severity: Severity::Error,
            file: "skills/a,b:c/SKILL.md".into(),
            line: Some(3),
            message: "50% bad\nsecond line".into(),
        };
        assert_eq!(github(&f), "::error file=skills/a%2Cb%3Ac/SKILL.md,line=3::50%25 bad%0Asecond line");
        let f = Finding { line: None, severity: Severity::Warning, ..f };
        assert_eq!(github(&f), "::warning file=skills/a%2Cb%3Ac/SKILL.md::50%25 bad%0Asecond line");
    }
}
