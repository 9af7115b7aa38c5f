//! `okbot bundle export|import|check|install|list-gallery`: shareable assistants as `.okbot`
//! bundles (persona and skills; see okbot-files(5)).

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::{Args, Subcommand};

use super::Cx;
use super::skill::{Format, at, counted, github, human};
use crate::bundle::{self, Bundle, Finding, gallery};
use crate::error::{Failure, code};
use crate::output::{Document, JsonOutput, Out, json_doc};
use crate::roster::BotEntry;

/// Share assistants as .okbot bundles: export, check, import, install from the gallery
///
/// A bundle is a zip archive (or the same files in a folder) that the OkBot desktop app also
/// reads: manifest.json, the persona (AGENTS.md, and SOUL.md) and skills/<slug>/ folders. It
/// never holds sessions, summaries, memories, notes, schedules, tasks, model bindings or
/// secrets.
#[derive(Debug, Subcommand)]
pub enum BundleCommand {
    Export(ExportArgs),
    Import(ImportArgs),
    Check(CheckArgs),
    Install(InstallArgs),
    ListGallery(ListGalleryArgs),
}

/// Write an assistant's persona and skills as a .okbot bundle
///
/// The same assistant always gives the same bytes (fixed entry order and timestamps) except
/// for the manifest's exportedAt, which --epoch pins (OKBOT_NOW pins the clock too). Refused,
/// with exit 3 and the findings, when the persona, a skill or the manifest (the assistant's
/// description, a skill's) holds something that looks like a secret (an API key, token,
/// password or private key), unless --redact replaces each with [redacted]. Prints the path
/// written.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The assistant (id or name)
    #[arg(value_name = "OWNER")]
    pub owner: String,
    /// The archive to write [default: ./<name>.okbot]
    #[arg(short, long, value_name = "FILE", conflicts_with = "dir")]
    pub output: Option<PathBuf>,
    /// Write the bundle unpacked into this folder (new or empty) instead of an archive
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Replace what looks like a secret with [redacted] instead of refusing
    #[arg(long)]
    pub redact: bool,
    /// The manifest's exportedAt, as seconds since 1970 (for reproducible builds)
    #[arg(long, value_name = "SECS")]
    pub epoch: Option<i64>,
}

/// Create a new assistant from a .okbot bundle (archive or folder), all or nothing
///
/// Everything `okbot bundle check` calls an error refuses the bundle (exit 3): an archive over
/// 20 MiB, over 200 entries, a file over 1 MB once inflated, over 20 MiB in all (checked from
/// the archive's directory and again while inflating), absolute, `..`, drive-letter or
/// backslash paths, links and special files, duplicate names (also differing only in letter case), a path that
/// is both a file and a folder, entries outside the bundle layout, a wrong manifest format or
/// version, an invalid skill, or something that looks like a secret (in any file, whatever its
/// encoding, or any field of the manifest). Nothing is written until the bundle passes; then the
/// folder is built under a temporary name and moved into place with its roster entry. Prints
/// the new id.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// A .okbot archive or a bundle folder
    #[arg(value_name = "FILE|DIR")]
    pub path: PathBuf,
    /// Name the new assistant (default: the manifest's name)
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
}

/// Check bundles without importing them (no data root needed; for CI)
///
/// Runs every check of `okbot bundle import` plus lint: the skill specification, empty or
/// placeholder descriptions, a long persona, manifest skills against skill folders, HTML in
/// the persona or manifest, secrets. Exits 3 when there is an error, or a warning with
/// --strict. For a folder, findings name the file (and line); for an archive, the archive,
/// with the entry at the start of the message.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// .okbot archives or bundle folders
    #[arg(required = true, value_name = "FILE|DIR")]
    pub paths: Vec<PathBuf>,
    /// Exit 3 on warnings too
    #[arg(long)]
    pub strict: bool,
    /// Output format (--json gives one document)
    #[arg(long, value_enum, default_value = "human", value_name = "FORMAT")]
    pub format: Format,
}

/// Install a starter assistant from the built-in gallery (works offline)
///
/// See `okbot bundle list-gallery` for the names. With --from DIR, NAME is a bundle in DIR
/// instead: DIR/NAME.okbot or the folder DIR/NAME (a plain name: no `/`, no `..`). Prints the
/// new id.
#[derive(Debug, Args)]
pub struct InstallArgs {
    /// The bundle's name in the gallery (or in DIR)
    pub name: String,
    /// Install from this folder of bundles instead of the built-in gallery
    #[arg(long, value_name = "DIR")]
    pub from: Option<PathBuf>,
    /// Name the new assistant (default: the bundle's name)
    #[arg(long = "name", value_name = "NAME")]
    pub new_name: Option<String>,
}

/// List the built-in gallery's starter assistants
#[derive(Debug, Args)]
pub struct ListGalleryArgs {}

json_doc! {
    /// `okbot bundle check --json`: one finding.
    struct FindingView {
        "bundle" bundle: String = "string", "the bundle as given on the command line";
        "severity" severity: &'static str = "string", "error or warning";
        "file" file: String = "string", "the file: inside a folder bundle its path, for an archive the archive";
        "entry" entry: String = "string", "the entry inside the bundle (`.` for the bundle as a whole)";
        "line" line: Option<usize> = "integer or null", "1-based line, or null when about the whole entry";
        "message" message: String = "string", "what is wrong";
    }
}

json_doc! {
    /// `okbot bundle check --json`.
    struct CheckView {
        "checked" checked: usize = "integer", "bundles checked";
        "errors" errors: usize = "integer", "findings of severity error";
        "warnings" warnings: usize = "integer", "findings of severity warning";
        "findings" findings: Vec<FindingView> = "array", "one object per finding: bundle, severity, file, entry, line and message";
    }
}

json_doc! {
    /// `okbot bundle export --json`.
    struct ExportView {
        "path" path: String = "string", "the archive or folder written";
        "name" name: String = "string", "the assistant's name in the manifest";
        "skills" skills: Vec<String> = "array of strings", "the slugs of the skills in the bundle";
        "redacted" redacted: bool = "boolean", "whether --redact was given";
    }
}

json_doc! {
    /// `okbot bundle list-gallery --json`: one row.
    struct GalleryRow {
        "name" name: String = "string", "the name `okbot bundle install` takes";
        "title" title: String = "string", "the assistant's name once installed";
        "description" description: String = "string", "what it is for";
        "skills" skills: Vec<String> = "array of strings", "the slugs of its skills";
    }
}

/// The `--json` documents of `okbot bundle`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput { page: "okbot-bundle-export", shape: "one object:", fields: ExportView::FIELDS },
    JsonOutput {
        page: "okbot-bundle-import",
        shape: "the new assistant's entry in bots.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput { page: "okbot-bundle-check", shape: "one object:", fields: CheckView::FIELDS },
    JsonOutput {
        page: "okbot-bundle-check",
        shape: "each finding in findings is an object:",
        fields: FindingView::FIELDS,
    },
    JsonOutput {
        page: "okbot-bundle-install",
        shape: "the new assistant's entry in bots.json (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-bundle-list-gallery",
        shape: "an array with one object per gallery bundle:",
        fields: GalleryRow::FIELDS,
    },
];

pub fn run(cx: &Cx, cmd: BundleCommand) -> Result<()> {
    match cmd {
        BundleCommand::Export(args) => export(cx, args),
        BundleCommand::Import(args) => import(cx, args),
        BundleCommand::Check(args) => check(&cx.out, args),
        BundleCommand::Install(args) => install(cx, args),
        BundleCommand::ListGallery(_) => list_gallery(&cx.out),
    }
}

fn export(cx: &Cx, args: ExportArgs) -> Result<()> {
    let roster = cx.roster()?;
    let owner = roster.resolve_assistant(&args.owner)?;
    let entry = roster.bots.iter().find(|b| b.id == owner.id.as_str()).cloned().ok_or_else(|| {
        Failure::usage(format!("`{}` is a squad; only assistants can be exported", owner.id))
            .hint(format!("export its members one by one; `okbot squad show {}` lists them", owner.id))
    })?;
    let exported_at = match args.epoch {
        Some(secs) => {
            let t = chrono::DateTime::from_timestamp(secs, 0).ok_or_else(|| {
                Failure::usage(format!("--epoch {secs} is out of range")).hint("give seconds since 1970")
            })?;
            crate::clock::stamp(t)
        }
        None => cx.clock.stamp(),
    };
    let source = bundle::io::gather(&cx.root, &entry)?;
    let built = bundle::build(&source, &exported_at, args.redact).map_err(|findings| {
        let mut f = Failure::new(
            code::FINDINGS,
            format!(
                "{} looks like it holds a secret ({}); nothing was exported",
                entry.name,
                counted(findings.len(), "place")
            ),
        );
        for finding in findings.iter().take(10) {
            f = f.hint(format!("{}: {}", at(finding), finding.message));
        }
        f.hint("remove it (`okbot soul edit`, the skill, or the assistant's description), or export with --redact to replace it with [redacted]")
    })?;
    // What import would refuse (a skill file over 1 MB, too many files, an invalid skill) is
    // refused here, before anything is written.
    let bytes = bundle::archive::write(&built)?;
    let (_, mut problems) = bundle::archive::read(&bytes);
    if bytes.len() as u64 > bundle::MAX_ARCHIVE_BYTES {
        problems.push(Finding::error(
            ".",
            None,
            format!(
                "the archive would be {} bytes; at most {} are accepted",
                bytes.len(),
                bundle::MAX_ARCHIVE_BYTES
            ),
        ));
    }
    problems.extend(bundle::check(&built));
    problems.retain(Finding::is_error);
    if !problems.is_empty() {
        let mut f = Failure::new(
            code::FINDINGS,
            format!(
                "the bundle of {} would not import ({}); nothing was exported",
                entry.name,
                counted(problems.len(), "error")
            ),
        );
        for p in problems.iter().take(10) {
            f = f.hint(format!("{}: {}", at(p), p.message));
        }
        return Err(f.hint(export_fix(&cx.root, &entry, &problems)).into());
    }
    let path = match (&args.dir, &args.output) {
        (Some(dir), _) => {
            bundle::io::write_dir(dir, &built).map_err(|e| match e.downcast_ref::<Failure>() {
                Some(_) => e,
                None => Failure::general(format!("{e:#}")).hint("give a new or empty folder to --dir").into(),
            })?;
            dir.clone()
        }
        (None, output) => {
            let path = output
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{}.okbot", bundle::slug(&entry.name))));
            bundle::io::write_archive(&path, &bytes)?;
            path
        }
    };
    if cx.out.json {
        return cx.out.json(&ExportView {
            path: path.display().to_string(),
            name: entry.name.clone(),
            skills: source.skills.keys().cloned().collect(),
            redacted: args.redact,
        });
    }
    cx.out.line(path.display().to_string())?;
    cx.out.note(format!("okbot: exported {} with {}", entry.name, counted(source.skills.len(), "skill")));
    Ok(())
}

/// The hint for an export refused by its own check: the command that lists the problems of
/// each skill named (`okbot skill check` on its folder), else what the other findings are about.
fn export_fix(root: &crate::store::Root, entry: &BotEntry, problems: &[Finding]) -> String {
    let mut skills: Vec<&str> = problems
        .iter()
        .filter_map(|p| p.file.strip_prefix("skills/")?.split('/').next())
        .filter(|s| !s.is_empty())
        .collect();
    skills.dedup();
    let dir = crate::store::OwnerId::parse(&entry.id).map(|id| crate::skills::io::local_dir(root, &id));
    if let (Some(slug), Ok(dir)) = (skills.first(), dir) {
        let check = format!("`okbot skill check {}`", dir.join(slug).display());
        return format!("{check} lists the skill's problems; fix the skill or remove it, then export again");
    }
    if problems.iter().any(|p| p.file == bundle::AGENTS || p.file == bundle::SOUL) {
        return "shorten the persona (`okbot soul edit`), then export again".into();
    }
    format!(
        "the skills together are too large for one bundle; remove one (`okbot skill remove NAME -a {}`), then export again",
        entry.id
    )
}

/// A bundle read and checked: the findings with the reading's first.
fn load(path: &Path) -> Result<(Bundle, Vec<Finding>)> {
    let (bundle, mut findings) = bundle::io::read_path(path)
        .map_err(|e| Failure::usage(format!("{e:#}")).hint("give a .okbot archive or a bundle folder"))?;
    if !findings.iter().any(Finding::is_error) {
        findings.extend(bundle::check(&bundle));
    }
    Ok((bundle, findings))
}

/// Refuse a bundle with errors (exit 3, the first findings as hints).
fn refuse(label: &str, findings: &[Finding], check_hint: Option<&Path>) -> Result<()> {
    let errors: Vec<&Finding> = findings.iter().filter(|f| f.is_error()).collect();
    if errors.is_empty() {
        return Ok(());
    }
    let mut f = Failure::new(
        code::FINDINGS,
        format!("{label} cannot be imported ({}); nothing was imported", counted(errors.len(), "error")),
    );
    for e in errors.iter().take(10) {
        f = f.hint(format!("{}: {}", at(e), e.message));
    }
    if let Some(p) = check_hint {
        f = f.hint(format!("`okbot bundle check {}` lists every problem", p.display()));
    }
    Err(f.into())
}

fn created(cx: &Cx, entry: &BotEntry, findings: &[Finding]) -> Result<()> {
    for w in findings.iter().filter(|f| !f.is_error()) {
        cx.out.warn(format!("{}: {}", at(w), w.message));
    }
    if cx.out.json {
        return cx.out.json(entry);
    }
    cx.out.line(&entry.id)?;
    cx.out.note(format!("okbot: created assistant {} ({})", entry.name, entry.id));
    Ok(())
}

fn import(cx: &Cx, args: ImportArgs) -> Result<()> {
    let (bundle, findings) = load(&args.path)?;
    refuse(&format!("`{}`", args.path.display()), &findings, Some(&args.path))?;
    let entry = bundle::io::import(&cx.root, &cx.clock, &bundle, args.name.as_deref())?;
    created(cx, &entry, &findings)
}

fn install(cx: &Cx, args: InstallArgs) -> Result<()> {
    let (bundle, findings, label) = match &args.from {
        Some(dir) => {
            // NAME is a bundle in DIR: a plain name, never a path out of it.
            let name = args.name.as_str();
            if name.is_empty() || name == "." || name == ".." || name.contains(['/', '\\', '\0']) {
                return Err(Failure::usage(format!(
                    "`{name}` is not the name of a bundle in `{}`",
                    dir.display()
                ))
                .hint("give a plain name (no `/`, no `..`): NAME for DIR/NAME.okbot or the folder DIR/NAME")
                .into());
            }
            let archive = dir.join(format!("{}.okbot", args.name));
            let folder = dir.join(&args.name);
            let path = if archive.is_file() {
                archive
            } else if folder.is_dir() {
                folder
            } else {
                return Err(Failure::usage(format!(
                    "`{}` holds no bundle `{}` (neither {}.okbot nor a folder {})",
                    dir.display(),
                    args.name,
                    args.name,
                    args.name
                ))
                .hint(format!("look in `{}` for the bundles it holds", dir.display()))
                .into());
            };
            let (b, f) = load(&path)?;
            (b, f, format!("`{}`", path.display()))
        }
        None => {
            let Some(entry) = gallery::find(&args.name) else {
                let names: Vec<&str> = gallery::ALL.iter().map(|e| e.name).collect();
                return Err(Failure::usage(format!("the gallery has no bundle `{}`", args.name))
                    .hint(format!("choose one of: {}", names.join(", ")))
                    .into());
            };
            let b = entry.bundle();
            let f = bundle::check(&b);
            (b, f, format!("the gallery bundle `{}`", args.name))
        }
    };
    refuse(&label, &findings, None)?;
    let entry = bundle::io::import(&cx.root, &cx.clock, &bundle, args.new_name.as_deref())?;
    created(cx, &entry, &findings)
}

/// `okbot bundle list-gallery`: needs no data root.
pub fn list_gallery(out: &Out) -> Result<()> {
    let rows: Vec<GalleryRow> = gallery::ALL
        .iter()
        .map(|e| {
            let b = e.bundle();
            let m = b.manifest();
            GalleryRow {
                name: e.name.to_string(),
                title: m.as_ref().map(|m| m.name.clone()).unwrap_or_default(),
                description: m.as_ref().map(|m| m.description.clone()).unwrap_or_default(),
                skills: b.skills().keys().cloned().collect(),
            }
        })
        .collect();
    if out.json {
        return out.json(&rows);
    }
    for r in &rows {
        out.line(format!("{}\t{}\t{}", r.name, r.title, r.description))?;
    }
    Ok(())
}

/// `okbot bundle check`: needs no data root (CI runs it on a checkout).
pub fn check(out: &Out, args: CheckArgs) -> Result<()> {
    let mut views = Vec::new();
    for path in &args.paths {
        let (_, findings) = load(path)?;
        let dir = path.is_dir();
        for f in findings {
            let (file, line, message) = if dir {
                let file = if f.file == "." { path.clone() } else { path.join(&f.file) };
                (file.display().to_string(), f.line, f.message.clone())
            } else {
                let entry = match f.line {
                    Some(l) => format!("{}:{l}", f.file),
                    None => f.file.clone(),
                };
                let message =
                    if f.file == "." { f.message.clone() } else { format!("{entry}: {}", f.message) };
                (path.display().to_string(), None, message)
            };
            views.push((
                Finding { severity: f.severity, file, line, message },
                FindingView {
                    bundle: path.display().to_string(),
                    severity: f.severity.as_str(),
                    file: String::new(),
                    entry: f.file,
                    line: f.line,
                    message: f.message,
                },
            ));
        }
    }
    let errors = views.iter().filter(|(f, _)| f.is_error()).count();
    let warnings = views.len() - errors;
    if out.json {
        let findings = views
            .into_iter()
            .map(|(f, mut v)| {
                v.file = f.file;
                v
            })
            .collect();
        out.json(&CheckView { checked: args.paths.len(), errors, warnings, findings })?;
    } else {
        let mut text = String::new();
        for (f, _) in &views {
            text.push_str(&match args.format {
                Format::Human => human(f),
                Format::Github => github(f),
            });
            text.push('\n');
        }
        let n = counted(args.paths.len(), "bundle");
        text.push_str(&match (errors, warnings) {
            (0, 0) => format!("checked {n}: no problems\n"),
            _ => format!("checked {n}: {}, {}\n", counted(errors, "error"), counted(warnings, "warning")),
        });
        out.raw(text)?;
    }
    if errors > 0 || (args.strict && warnings > 0) {
        return Err(Failure::silent(code::FINDINGS).into());
    }
    Ok(())
}
