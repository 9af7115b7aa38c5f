//! Bundle files: reading a bundle (an archive or a folder, anywhere), gathering an assistant's
//! persona and skills from the data root for an export, writing the export, and creating the
//! imported assistant (through the roster, all or nothing).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use anyhow::{Context, Result};

use super::{
    Avatar, Bundle, Finding, MAX_ARCHIVE_BYTES, MAX_ENTRIES, MAX_FILE_BYTES, MAX_TOTAL_BYTES, Source,
};
use crate::clock::Clock;
use crate::roster::{BotEntry, Imported};
use crate::store::{OwnerId, Root, fsx};

/// Read a bundle from `path`: a `.okbot` archive or a bundle folder. Findings are what reading
/// found (limits, names, kinds); `Err` only when `path` cannot be opened at all. The path the
/// user names may be a link to either (followed, as any tool follows it); links inside a
/// bundle folder are refused by [`read_dir`].
pub fn read_path(path: &Path) -> Result<(Bundle, Vec<Finding>)> {
    let meta = std::fs::metadata(path).with_context(|| format!("cannot read `{}`", path.display()))?;
    if meta.is_dir() {
        return Ok(read_dir(path));
    }
    if !meta.is_file() {
        anyhow::bail!("`{}` is neither a file nor a folder", path.display());
    }
    if meta.len() > MAX_ARCHIVE_BYTES {
        let f = Finding::error(
            ".",
            None,
            format!("the archive is {} bytes; at most {MAX_ARCHIVE_BYTES} are accepted", meta.len()),
        );
        return Ok((Bundle::default(), vec![f]));
    }
    let file = std::fs::File::open(path).with_context(|| format!("cannot open `{}`", path.display()))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_ARCHIVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read `{}`", path.display()))?;
    if bytes.len() as u64 > MAX_ARCHIVE_BYTES {
        let f = Finding::error(".", None, format!("the archive is over {MAX_ARCHIVE_BYTES} bytes"));
        return Ok((Bundle::default(), vec![f]));
    }
    Ok(super::archive::read(&bytes))
}

/// Read a bundle folder without following links: the same limits and path rules as an archive.
pub fn read_dir(dir: &Path) -> (Bundle, Vec<Finding>) {
    let mut bundle = Bundle::default();
    let mut out = Vec::new();
    let (mut entries, mut total) = (0usize, 0u64);
    let walk = walkdir::WalkDir::new(dir).follow_links(false).min_depth(1).sort_by_file_name();
    for item in walk {
        let entry = match item {
            Ok(e) => e,
            Err(e) => {
                out.push(Finding::error(".", None, format!("cannot read the folder: {e}")));
                continue;
            }
        };
        let rel = entry.path().strip_prefix(dir).unwrap_or(entry.path());
        let rel = rel.to_string_lossy().replace(std::path::MAIN_SEPARATOR, "/");
        entries += 1;
        if entries > MAX_ENTRIES {
            out.push(Finding::error(".", None, format!("the folder has over {MAX_ENTRIES} entries")));
            return (bundle, out);
        }
        let kind = entry.file_type();
        if kind.is_symlink() {
            out.push(Finding::error(&rel, None, "a symbolic link; a bundle holds only files and folders"));
            continue;
        }
        if !kind.is_dir() && !kind.is_file() {
            out.push(Finding::error(&rel, None, "a special file; a bundle holds only files and folders"));
            continue;
        }
        if let Some(p) = super::path_problem(&rel, kind.is_dir()) {
            out.push(Finding::error(&rel, None, p));
            continue;
        }
        if kind.is_dir() {
            continue;
        }
        let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
        if size > MAX_FILE_BYTES {
            out.push(Finding::error(&rel, None, super::file_too_big(size)));
            continue;
        }
        total += size;
        if total > MAX_TOTAL_BYTES {
            out.push(Finding::error(".", None, format!("the files add up to over {MAX_TOTAL_BYTES} bytes")));
            return (bundle, out);
        }
        let read = std::fs::File::open(entry.path()).and_then(|f| {
            let mut data = Vec::new();
            f.take(MAX_FILE_BYTES + 1).read_to_end(&mut data).map(|_| data)
        });
        match read {
            Ok(data) if data.len() as u64 <= MAX_FILE_BYTES => {
                let mode = entry.metadata().map(|m| m.permissions().mode()).unwrap_or(0);
                if mode & 0o111 != 0 && rel.starts_with("skills/") {
                    bundle.executable.insert(rel.clone());
                }
                bundle.files.insert(rel, data);
            }
            Ok(_) => out.push(Finding::error(&rel, None, "the file grew past the limit while being read")),
            Err(e) => out.push(Finding::error(&rel, None, format!("cannot read: {e}"))),
        }
    }
    (bundle, out)
}

/// An assistant's persona, avatar and local skills (not SKILL.md.prev), read for an export.
pub fn gather(root: &Root, entry: &BotEntry) -> Result<Source> {
    let id = OwnerId::parse(&entry.id)?;
    let persona = crate::soul::io::read(root, &id)?.map(|p| p.text).unwrap_or_default();
    let bot = crate::roster::io::load_bot_file(root, &id)?;
    let avatar = bot
        .map(|b| Avatar {
            avatar_kind: b.avatar_kind,
            emoji: b.emoji,
            color: if super::is_hex_color(&b.color) { b.color } else { String::new() },
        })
        .unwrap_or_default();
    let mut skills = BTreeMap::new();
    let mut executable = BTreeSet::new();
    let dir = crate::skills::io::local_dir(root, &id);
    if dir.is_dir() {
        for folder in
            walkdir::WalkDir::new(&dir).follow_links(false).min_depth(1).max_depth(1).sort_by_file_name()
        {
            let folder = folder.with_context(|| format!("cannot read `{}`", dir.display()))?;
            let slug = folder.file_name().to_string_lossy().into_owned();
            if !folder.file_type().is_dir() || slug.starts_with('.') {
                continue;
            }
            let read = crate::skills::io::read_folder(folder.path(), true);
            if let Some(p) = read.problems.first() {
                let at = if p.file == "." { String::new() } else { format!("{}: ", p.file) };
                return Err(crate::error::Failure::general(format!(
                    "the skill `{slug}` cannot be exported: {at}{}",
                    p.message
                ))
                .hint(format!(
                    "`okbot skill check {}` shows every problem; fix the skill or remove it",
                    folder.path().display()
                ))
                .into());
            }
            let files: Vec<(String, Vec<u8>)> = read
                .files
                .into_iter()
                .filter(|f| f.path != crate::skills::io::PREV)
                .inspect(|f| {
                    if f.executable {
                        executable.insert(format!("skills/{slug}/{}", f.path));
                    }
                })
                .map(|f| (f.path, f.bytes))
                .collect();
            skills.insert(slug, files);
        }
    }
    Ok(Source {
        name: entry.name.clone(),
        description: entry.description.clone(),
        avatar,
        persona,
        skills,
        executable,
    })
}

/// Write a bundle as an archive at `path` (replaced atomically).
pub fn write_archive(path: &Path, bytes: &[u8]) -> Result<()> {
    // The archive is renamed into place: over a device (`-o /dev/null`), a fifo or a folder
    // that would replace the thing itself, so only a new or plain file is accepted.
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
    {
        let what = if meta.is_dir() { "a folder" } else { "not a plain file (a device, fifo or socket)" };
        return Err(crate::error::Failure::usage(format!("`{}` is {what}", path.display()))
            .hint("give -o a new file name or a plain file to replace, or --dir for a folder")
            .into());
    }
    // Said plainly up front: the atomic write would fail creating its temporary file and
    // name that instead.
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        let shown = folder.display();
        let failure = if folder.exists() {
            crate::error::Failure::usage(format!("`{shown}` is not a folder"))
                .hint("give -o a file in an existing folder")
        } else {
            crate::error::Failure::usage(format!("the folder `{shown}` does not exist")).hint(format!(
                "create it first (`mkdir -p {}`) or give -o a file in an existing folder",
                crate::text::sh_quote(&folder.to_string_lossy())
            ))
        };
        return Err(failure.into());
    }
    fsx::write_atomic(path, bytes, 0o644)
}

/// Write a bundle unpacked into `dir`, which must not exist or be empty.
pub fn write_dir(dir: &Path, bundle: &Bundle) -> Result<()> {
    if dir.exists()
        && std::fs::read_dir(dir)
            .with_context(|| format!("cannot read `{}`", dir.display()))?
            .next()
            .is_some()
    {
        return Err(crate::error::Failure::usage(format!("`{}` is not empty", dir.display()))
            .hint("give a new or empty folder to --dir")
            .into());
    }
    for (rel, bytes) in &bundle.files {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create `{}`", parent.display()))?;
        }
        let mode = if bundle.executable.contains(rel) { 0o755 } else { 0o644 };
        fsx::write_atomic_with_mode(&path, bytes, mode)?;
    }
    Ok(())
}

/// Create a new assistant from a checked bundle (no errors), named `name` or the manifest's.
pub fn import(root: &Root, clock: &Clock, bundle: &Bundle, name: Option<&str>) -> Result<BotEntry> {
    let manifest = bundle.manifest().context("the bundle has no readable manifest")?;
    let persona = bundle.persona().context("the bundle has no persona")?;
    let files: Vec<(String, Vec<u8>)> = bundle
        .files
        .iter()
        .filter(|(p, _)| p.starts_with("skills/"))
        .map(|(p, b)| (p.clone(), b.clone()))
        .collect();
    let a = &manifest.avatar;
    let name = match name {
        Some(given) => crate::roster::validate_name(given)?,
        None => manifest.name.clone(),
    };
    // The persona's role line (`You are Ann.`, as `assistant create` writes it) names the
    // assistant: under a new name it follows, as `assistant rename` does. The old name anywhere
    // else (free text the user wrote) stays as written; a persona without a role line is kept.
    let persona = crate::soul::rename_role_lines(&persona, manifest.name.trim(), &name).unwrap_or(persona);
    let new = Imported {
        name,
        description: manifest.description.clone(),
        avatar_kind: if a.avatar_kind == "bot-avatar" { a.avatar_kind.clone() } else { "emoji".into() },
        emoji: if a.emoji.is_empty() { "🤖".into() } else { a.emoji.clone() },
        color: if super::is_hex_color(&a.color) { a.color.clone() } else { String::new() },
        persona,
        files,
        executable: bundle.executable.iter().cloned().collect(),
    };
    crate::roster::create_imported(root, clock, &new)
}
