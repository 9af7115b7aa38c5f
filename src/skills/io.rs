//! The skill files: an owner's `<botId>/skills/<slug>/` (written under the owner's lock), the
//! global folder (`$OKBOT_GLOBAL_SKILLS`, else `~/.agents/skills`; read only), and skill
//! folders anywhere on disk, read for `okbot skill check` and `add`.

use std::collections::{BTreeMap, BTreeSet};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use super::Skill;
use super::spec::{self, Finding, SKILL_MD};
use crate::roster::BotFile;
use crate::store::fsx::Stamp;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root, fsx};

/// The previous version of a SKILL.md the upsert replaced (empty: the upsert created the skill).
pub const PREV: &str = "SKILL.md.prev";

/// Limits of a folder `okbot skill add` copies in (and `skill check` reports). They are what a
/// bundle holds beside its own files, so every skill added can be exported (`bundle export`
/// checks the bundle's limits); so are the path rules ([`Folder::check`]).
pub const MAX_FILES: usize = crate::bundle::MAX_SKILL_FILES;
pub const MAX_FILE_BYTES: u64 = crate::bundle::MAX_FILE_BYTES;
pub const MAX_TOTAL_BYTES: u64 = crate::bundle::MAX_SKILLS_BYTES;

/// `<botId>/skills`.
pub fn local_dir(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join("skills")
}

/// Where global skills live: `$OKBOT_GLOBAL_SKILLS`, else `~/.agents/skills`.
pub fn global_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("OKBOT_GLOBAL_SKILLS").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    std::env::var_os("HOME").filter(|v| !v.is_empty()).map(|h| PathBuf::from(h).join(".agents/skills"))
}

/// Local skills, then the enabled global ones (a local slug wins a clash). Skills whose
/// SKILL.md does not parse, or is over the spec's size limit, are left out and reported in
/// the second list (a description over the limit is cut). Front matters read
/// before are taken from the owner's index while their file keeps its stamp (see [`Index`]).
pub fn list(root: &Root, owner: &OwnerId, bot: Option<&BotFile>) -> Result<(Vec<Skill>, Vec<String>)> {
    list_at(root, owner, bot, SystemTime::now())
}

/// [`list`] with the system clock's reading (the index's 2 s rule is about the file system's
/// own times, so `OKBOT_NOW` plays no part).
fn list_at(
    root: &Root,
    owner: &OwnerId,
    bot: Option<&BotFile>,
    now: SystemTime,
) -> Result<(Vec<Skill>, Vec<String>)> {
    let mut found = Vec::new();
    let mut broken = Vec::new();
    let index_path = root.owner_dir(owner).join(INDEX);
    let old = Index::load(&index_path);
    let new = Index { v: INDEX_VERSION, skills: BTreeMap::new() };
    let mut index = Indexing { old: &old, new, at: now };
    scan(&local_dir(root, owner), "local", None, &mut found, &mut broken, Some(&mut index));
    if let Some(bot) = bot.filter(|b| b.use_global_skills)
        && let Some(dir) = global_dir()
    {
        scan(&dir, "global", Some(&bot.enabled_global_skills), &mut found, &mut broken, Some(&mut index));
    }
    if index.new.skills != old.skills {
        index.new.save(&index_path);
    }
    Ok((found, broken))
}

/// `<owner>/.skills-index.json`: the `name` and `description` of each skill's SKILL.md, with
/// the file's stamp when it was read, so that a turn lists hundreds of skills with one `stat`
/// each instead of reading and parsing every file. A cache, okbot's own: only files unchanged
/// for 2 s are recorded (a write in the same clock tick cannot hide behind the stamp), a
/// changed stamp means the file is read again, and a missing, damaged or foreign index only
/// means every file is read.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
struct Index {
    /// The format (`INDEX_VERSION`); any other means the index is not used.
    #[serde(default)]
    v: u32,
    /// By slug for local skills, by the path of the SKILL.md for global ones.
    #[serde(default)]
    skills: BTreeMap<String, Indexed>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Indexed {
    stamp: Stamp,
    name: String,
    description: String,
}

const INDEX: &str = ".skills-index.json";
const INDEX_VERSION: u32 = 1;
/// 200 bytes a skill for far more skills than anyone keeps: a larger file is not okbot's.
const INDEX_MAX_BYTES: usize = 16 << 20;

impl Index {
    fn load(path: &Path) -> Index {
        match fsx::read_optional(path) {
            Ok(Some(bytes)) if bytes.len() <= INDEX_MAX_BYTES => serde_json::from_slice(&bytes)
                .ok()
                .filter(|i: &Index| i.v == INDEX_VERSION)
                .unwrap_or_default(),
            _ => Index::default(),
        }
    }

    /// Best effort: an index that cannot be written (a read-only root, a full disk) only means
    /// the files are read again next time.
    fn save(&self, path: &Path) {
        // No owner folder yet: nothing to index. A link in the way is refused by the writer.
        if path.parent().is_some_and(Path::is_dir)
            && let Ok(bytes) = serde_json::to_vec(self)
        {
            let _ = fsx::write_cache(path, &bytes);
        }
    }
}

/// The index while a listing reads it: what it held, and what it will hold.
struct Indexing<'a> {
    old: &'a Index,
    new: Index,
    at: SystemTime,
}

/// The global skills on disk (every one, enabled or not), and those that do not parse.
pub fn list_global() -> (Vec<Skill>, Vec<String>) {
    let (mut found, mut broken) = (Vec::new(), Vec::new());
    if let Some(dir) = global_dir() {
        scan(&dir, "global", None, &mut found, &mut broken, None);
    }
    (found, broken)
}

/// The sorted folder names of `dir` (hidden ones left out: okbot's temporary folders).
fn folder_names(dir: &Path) -> Vec<String> {
    entries(dir).into_iter().map(|(name, _)| name).collect()
}

/// The sorted entries of `dir` with whether each is a symbolic link (from the listing itself,
/// no further call); hidden ones left out.
fn entries(dir: &Path) -> Vec<(String, bool)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut names: Vec<(String, bool)> = entries
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.file_type().is_ok_and(|t| t.is_symlink())))
        .filter(|(n, _)| !n.starts_with('.'))
        .collect();
    names.sort();
    names
}

fn scan(
    dir: &Path,
    scope: &'static str,
    only: Option<&[String]>,
    found: &mut Vec<Skill>,
    broken: &mut Vec<String>,
    mut index: Option<&mut Indexing>,
) {
    // Inside the data root a linked `skills/` or `skills/<slug>` is left out, not followed;
    // global skills (outside the root) may be links: that is the user's business.
    if let Some(link) = fsx::link_inside_root(dir) {
        return broken.push(format!("{}: a symbolic link inside the data root", link.display()));
    }
    let inside_root = fsx::in_root(dir);
    for (slug, is_link) in entries(dir) {
        if only.is_some_and(|list| !list.contains(&slug)) || found.iter().any(|s: &Skill| s.slug == slug) {
            continue;
        }
        let path = dir.join(&slug).join(SKILL_MD);
        if is_link && inside_root {
            broken.push(format!("{}: a symbolic link inside the data root", dir.join(&slug).display()));
            continue;
        }
        // A file the index knows, unchanged since: its front matter without reading it.
        // A local skill by its slug (the index still serves a moved root), another by its path.
        let key = if scope == "local" { slug.clone() } else { path.to_string_lossy().into_owned() };
        let stamp = Stamp::of_plain(&path, !inside_root);
        if let Some(Err(e)) = stamp.map(|s| super::within_size(s.len)) {
            broken.push(format!("{}: {e}", path.display()));
            continue;
        }
        if let (Some(ix), Some(stamp)) = (index.as_deref_mut(), stamp)
            && let Some(known) = ix.old.skills.get(&key).filter(|k| k.stamp == stamp)
        {
            found.push(Skill {
                slug,
                name: known.name.clone(),
                // (Indexed by an okbot that did not cut it yet.)
                description: super::clip_description(&known.description),
                scope,
            });
            ix.new.skills.insert(key, known.clone());
            continue;
        }
        // The folders up to `dir` were checked above and `slug` is no link (the listing says
        // so): only SKILL.md itself is opened without following a link, and read only up to
        // the end of its front matter.
        let bytes = match fsx::read_head_in_listed(&path, !inside_root, super::front_matter_read) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => continue,
            Err(_) if inside_root && fsx::link_inside_root(&path).is_some() => {
                broken.push(format!("{}: a symbolic link inside the data root", path.display()));
                continue;
            }
            // A SKILL.md that is a fifo, a folder or unreadable is left out with a word, not
            // silently.
            Err(e) => {
                broken.push(format!("{e:#}"));
                continue;
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        match super::front_matter(&text) {
            Ok(mut front) => {
                front.description = super::clip_description(&front.description);
                // The stamp was taken before the read: a write since makes it stale.
                if let (Some(ix), Some(stamp)) = (index.as_deref_mut(), stamp)
                    && stamp.settled(ix.at, SETTLED)
                {
                    let known =
                        Indexed { stamp, name: front.name.clone(), description: front.description.clone() };
                    ix.new.skills.insert(key, known);
                }
                found.push(Skill { slug, name: front.name, description: front.description, scope })
            }
            Err(e) => broken.push(format!("{}: {e}", path.display())),
        }
    }
}

/// How long a SKILL.md must have been left alone before the index records it.
const SETTLED: Duration = Duration::from_secs(2);

/// A skill as the assistant sees it: where it is and its SKILL.md text.
#[derive(Debug, Clone)]
pub struct Found {
    pub slug: String,
    /// `local` or `global`.
    pub scope: &'static str,
    pub dir: PathBuf,
    /// SKILL.md, or only its first bytes when it is over the size limit (see `len`).
    pub text: String,
    /// The length of SKILL.md in bytes.
    pub len: u64,
}

/// The skill `slug` (local first, then an enabled global skill); `None` when there is none.
pub fn find(root: &Root, owner: &OwnerId, bot: Option<&BotFile>, slug: &str) -> Result<Option<Found>> {
    if crate::store::validate_id(slug).is_err() {
        return Ok(None);
    }
    let mut dirs = vec![(local_dir(root, owner), "local")];
    if bot.is_some_and(|b| b.use_global_skills && b.enabled_global_skills.iter().any(|s| s == slug))
        && let Some(dir) = global_dir()
    {
        dirs.push((dir, "global"));
    }
    for (dir, scope) in dirs {
        let path = dir.join(slug).join(SKILL_MD);
        // A linked skill inside the root is not offered (see `scan`): it reads as absent.
        if fsx::link_inside_root(&path).is_some() {
            continue;
        }
        // Outside the root (global skills) a linked SKILL.md is followed, as `scan` does. A file
        // over the size limit is not read whole: its head and length say what it is.
        let limit = spec::MAX_SKILL_MD_BYTES as u64 + 1;
        if let Some((bytes, len)) = fsx::read_optional_up_to(&path, limit)? {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            return Ok(Some(Found { slug: slug.to_string(), scope, dir: dir.join(slug), text, len }));
        }
    }
    Ok(None)
}

/// The files of a skill folder the assistant may load besides SKILL.md (`read_skill` with a
/// `file`): relative `/` paths, sorted; okbot's SKILL.md.prev, hidden files (`.DS_Store`) and
/// links left out.
pub fn resource_files(dir: &Path) -> Vec<String> {
    read_folder(dir, false)
        .files
        .into_iter()
        .map(|f| f.path)
        .filter(|p| p != SKILL_MD && p != PREV && !p.split('/').any(|part| part.starts_with('.')))
        .collect()
}

/// A file of a skill folder, read for `read_skill`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resource {
    /// Its text (a BOM dropped).
    Text(String),
    /// Not UTF-8 text (an image, a font, an archive): its size in bytes.
    Binary(u64),
    /// Why it cannot be read: absent, outside the folder, a link, a folder, too big.
    Refused(String),
}

/// Read the file `rel` (relative, `/` separated) of the skill folder `dir`, without leaving the
/// folder. Inside the data root no link is followed on the way; a global skill's folder (outside
/// the root) is the user's, and its links are followed as the catalog follows them.
pub fn read_resource(dir: &Path, rel: &str) -> Result<Resource> {
    let rel = rel.trim().trim_start_matches("./");
    let parts: Vec<&str> = rel.split('/').collect();
    if rel.is_empty() || rel.starts_with('/') || parts.iter().any(|p| p.is_empty() || *p == "." || *p == "..")
    {
        return Ok(Resource::Refused(format!(
            "`{rel}` is not a path inside the skill's folder; give one relative to it, such as `references/guide.md`"
        )));
    }
    let follow = !fsx::in_root(dir);
    let mut at = dir.to_path_buf();
    for (i, part) in parts.iter().enumerate() {
        at.push(part);
        let meta = if follow { std::fs::metadata(&at) } else { std::fs::symlink_metadata(&at) };
        let meta = match meta {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Resource::Refused(format!("the skill has no file `{rel}`")));
            }
            Err(e) => return Err(e).with_context(|| format!("cannot read `{}`", at.display())),
        };
        let last = i + 1 == parts.len();
        if meta.file_type().is_symlink() {
            return Ok(Resource::Refused(format!(
                "`{rel}` is a symbolic link inside the data root; okbot does not follow it"
            )));
        }
        if last && meta.is_dir() {
            return Ok(Resource::Refused(format!("`{rel}` is a folder; give one of the files in it")));
        }
        if last && !meta.is_file() {
            return Ok(Resource::Refused(format!("`{rel}` is not a regular file")));
        }
        if last && meta.len() > MAX_FILE_BYTES {
            return Ok(Resource::Refused(format!(
                "`{rel}` is {} bytes; files over {MAX_FILE_BYTES} bytes are not loaded",
                meta.len()
            )));
        }
    }
    // Never more than the limit, should the file grow after the check above.
    let bytes = fsx::read_head_in_listed(&at, follow, |b| b.len() as u64 > MAX_FILE_BYTES)?;
    if bytes.as_ref().is_some_and(|b| b.len() as u64 > MAX_FILE_BYTES) {
        return Ok(Resource::Refused(format!("`{rel}` grew past {MAX_FILE_BYTES} bytes while being read")));
    }
    let Some(bytes) = bytes else {
        return Ok(Resource::Refused(format!("the skill has no file `{rel}`")));
    };
    Ok(match String::from_utf8(bytes) {
        Ok(text) => Resource::Text(text.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(text)),
        Err(e) => Resource::Binary(e.as_bytes().len() as u64),
    })
}

/// A local skill's SKILL.md and SKILL.md.prev, as bytes (`None`: no such file).
pub type Versions = (Option<Vec<u8>>, Option<Vec<u8>>);

/// The text of a local skill's SKILL.md, and of its SKILL.md.prev.
pub fn read_local(root: &Root, owner: &OwnerId, slug: &str) -> Result<Versions> {
    let dir = local_dir(root, owner).join(slug);
    Ok((fsx::read_optional(&dir.join(SKILL_MD))?, fsx::read_optional(&dir.join(PREV))?))
}

/// Whether a local skill folder `slug` exists.
pub fn local_exists(root: &Root, owner: &OwnerId, slug: &str) -> bool {
    let dir = local_dir(root, owner).join(slug);
    std::fs::symlink_metadata(dir).is_ok()
}

/// Write a local skill's SKILL.md, keeping what was there as SKILL.md.prev (an empty .prev
/// when the skill is new: a revert then removes it).
pub fn write_with_prev(root: &Root, lock: &OwnerGuard, slug: &str, text: &str) -> Result<()> {
    let skills = local_dir(root, lock.owner());
    let dir = skills.join(slug);
    fsx::create_private_dir(&dir)?;
    let path = dir.join(SKILL_MD);
    let previous = fsx::read_optional(&path)?.unwrap_or_default();
    fsx::write_atomic(&dir.join(PREV), &previous, 0o600)?;
    fsx::write_atomic(&path, text.as_bytes(), 0o600)
}

/// Put SKILL.md.prev back as SKILL.md and remove the .prev.
pub fn restore_prev(root: &Root, lock: &OwnerGuard, slug: &str, previous: &[u8]) -> Result<()> {
    let dir = local_dir(root, lock.owner()).join(slug);
    fsx::write_atomic(&dir.join(SKILL_MD), previous, 0o600)?;
    let prev = dir.join(PREV);
    std::fs::remove_file(&prev).with_context(|| format!("cannot remove `{}`", prev.display()))?;
    fsx::sync_dir(&dir);
    Ok(())
}

/// Move a local skill folder to `<root>/.trash/<ownerId>-skill-<slug>-<stamp>/`.
pub fn trash(root: &Root, lock: &OwnerGuard, slug: &str, stamp: &str) -> Result<PathBuf> {
    let dir = local_dir(root, lock.owner()).join(slug);
    fsx::check_no_link(&dir)?;
    let trash = root.trash_dir();
    fsx::create_private_dir(&trash)?;
    let target = fsx::unique_path(&trash.join(format!("{}-skill-{slug}-{stamp}", lock.owner())));
    std::fs::rename(&dir, &target)
        .with_context(|| format!("cannot move `{}` to `{}`", dir.display(), target.display()))?;
    fsx::sync_dir(&local_dir(root, lock.owner()));
    fsx::sync_dir(&trash);
    Ok(target)
}

/// Copy a checked skill folder in as `skills/<slug>/`, all or nothing: the files are written to
/// a hidden folder beside it, which is renamed into place. `files` are `(relative path, bytes,
/// executable)`.
pub fn install(root: &Root, lock: &OwnerGuard, slug: &str, files: &[FolderFile]) -> Result<PathBuf> {
    let skills = local_dir(root, lock.owner());
    fsx::create_private_dir(&skills)?;
    let target = skills.join(slug);
    let staging = tempfile::Builder::new()
        .prefix(".okbot-tmp-")
        .tempdir_in(&skills)
        .with_context(|| format!("cannot create a temporary folder in `{}`", skills.display()))?;
    std::fs::set_permissions(staging.path(), std::fs::Permissions::from_mode(0o700))
        .with_context(|| format!("cannot set the mode of `{}`", staging.path().display()))?;
    for file in files {
        let path = staging.path().join(&file.path);
        if let Some(parent) = path.parent() {
            fsx::create_private_dir(parent)?;
        }
        let mode = if file.executable { 0o700 } else { 0o600 };
        fsx::write_atomic_with_mode(&path, &file.bytes, mode)?;
    }
    if std::fs::symlink_metadata(&target).is_ok() {
        anyhow::bail!("`{}` already exists", target.display());
    }
    std::fs::rename(staging.path(), &target)
        .with_context(|| format!("cannot move the new skill into `{}`", target.display()))?;
    fsx::sync_dir(&skills);
    Ok(target)
}

/// One file of a skill folder read from disk.
#[derive(Debug, Clone)]
pub struct FolderFile {
    /// Relative to the folder, `/` separated.
    pub path: String,
    /// Empty when the folder was read without contents (only SKILL.md is read then).
    pub bytes: Vec<u8>,
    pub executable: bool,
}

/// A skill folder read from disk, and what makes it unfit to copy (links, special files, size).
#[derive(Debug, Clone, Default)]
pub struct Folder {
    pub files: Vec<FolderFile>,
    pub problems: Vec<Finding>,
    /// Files over [`MAX_FILE_BYTES`], not read (a problem says so): their content is not checked.
    pub unread: BTreeSet<String>,
}

impl Folder {
    /// The files as the spec check takes them.
    pub fn pairs(&self) -> Vec<(String, Vec<u8>)> {
        self.files.iter().map(|f| (f.path.clone(), f.bytes.clone())).collect()
    }

    /// Everything `skill check` and `skill add` report of the folder named `name`: what reading
    /// found, the names a bundle cannot hold (so an added skill always exports), and the
    /// Agent Skills specification on what was read.
    pub fn check(&self, name: &str) -> Vec<Finding> {
        let mut findings = self.problems.clone();
        let mut folded: BTreeMap<String, &str> = BTreeMap::new();
        for file in &self.files {
            let problem = crate::bundle::path_problem(&format!("skills/{name}/{}", file.path), false)
                .or_else(|| {
                    let other = folded.insert(file.path.to_lowercase(), &file.path)?;
                    Some(format!("the same name as `{other}` apart from letter case"))
                });
            if let Some(p) = problem {
                findings.push(Finding::error(
                    &file.path,
                    None,
                    format!("{p}; a bundle cannot hold it, so the skill could not be exported"),
                ));
            }
        }
        if self.unread.contains(SKILL_MD) {
            // Over the size limit (reported above): its content was not read, so not checked.
            return findings;
        }
        // A SKILL.md that is a link or a special file was not read, and is reported (above) as
        // what it is: not also as missing.
        let named = |file: &str| file.eq_ignore_ascii_case(SKILL_MD);
        if !self.files.iter().any(|f| named(&f.path)) && self.problems.iter().any(|p| named(&p.file)) {
            return findings;
        }
        findings.extend(spec::check_files(name, &self.pairs()));
        findings
    }
}

/// What `skill check` and `skill add` report of a SKILL.md given on its own: the size limit of
/// a file `skill add` copies (no content checks beyond it: the file is not read as a skill),
/// then the specification. Such a file is the skill its `name` names (`skill add` copies it to
/// a folder of that name), so the folder it happens to sit in is not compared with the name.
pub fn check_lone_file(bytes: &[u8]) -> Vec<Finding> {
    let size = bytes.len() as u64;
    if size > MAX_FILE_BYTES {
        return vec![Finding::error(SKILL_MD, None, crate::bundle::file_too_big(size))];
    }
    spec::check_skill_md(bytes, None)
}

/// Read a skill folder without following links (a `.git` folder is left out: a checkout's
/// version control data is not part of the skill). `contents`: read every file (for `add`);
/// otherwise only SKILL.md is read and the other files are only listed.
pub fn read_folder(dir: &Path, contents: bool) -> Folder {
    let mut folder = Folder::default();
    let mut total = 0u64;
    walk(dir, "", contents, &mut folder, &mut total);
    folder.files.sort_by(|a, b| a.path.cmp(&b.path));
    if total > MAX_TOTAL_BYTES {
        // One finding for the folder (`.`), whichever file passed the limit.
        folder.problems.push(Finding::error(
            ".",
            None,
            format!(
                "the skill folder holds {total} bytes; at most {MAX_TOTAL_BYTES} in all are accepted \
                 (the rest of a bundle's room is for the persona and manifest)"
            ),
        ));
    }
    folder
}

fn walk(dir: &Path, prefix: &str, contents: bool, folder: &mut Folder, total: &mut u64) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            let at = if prefix.is_empty() { "." } else { prefix.trim_end_matches('/') };
            folder.problems.push(Finding::error(at, None, format!("cannot read the folder: {e}")));
            return;
        }
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        let rel = format!("{prefix}{name}");
        // (A name that is not UTF-8 would be copied under another name, and two such names may
        // become one: the folder is copied whole or not at all. A control character in a name
        // breaks listings and bundles.)
        if entry.file_name().to_str().is_none() {
            folder.problems.push(Finding::error(
                &rel,
                None,
                "a file name that is not valid UTF-8; rename it",
            ));
            continue;
        }
        if name.chars().any(char::is_control) {
            folder.problems.push(Finding::error(
                &rel.escape_debug().to_string(),
                None,
                "a file name with a control character (a line break, a tab); rename it",
            ));
            continue;
        }
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else { continue };
        let kind = meta.file_type();
        if kind.is_dir() && name == ".git" {
            // A checkout's version control data is not part of the skill.
            continue;
        }
        if kind.is_symlink() {
            folder.problems.push(Finding::error(
                &rel,
                None,
                "a symbolic link; a skill folder must hold real files",
            ));
        } else if kind.is_dir() {
            walk(&entry.path(), &format!("{rel}/"), contents, folder, total);
        } else if kind.is_fifo() || kind.is_socket() || kind.is_block_device() || kind.is_char_device() {
            folder.problems.push(Finding::error(&rel, None, "a special file (not a regular file or folder)"));
        } else if folder.files.len() >= MAX_FILES {
            if folder.files.len() == MAX_FILES {
                folder.problems.push(Finding::error(
                    &rel,
                    None,
                    format!("more than {MAX_FILES} files in the skill folder"),
                ));
                folder.files.push(FolderFile { path: rel, bytes: Vec::new(), executable: false });
            }
        } else {
            let size = meta.len();
            *total += size;
            // Past the total nothing more is read (the folder is refused); SKILL.md is still
            // read to be checked.
            let read = (contents && *total <= MAX_TOTAL_BYTES) || rel == SKILL_MD;
            if size > MAX_FILE_BYTES {
                folder.problems.push(Finding::error(&rel, None, crate::bundle::file_too_big(size)));
                folder.unread.insert(rel.clone());
            }
            let bytes = if read && size <= MAX_FILE_BYTES {
                match std::fs::read(entry.path()) {
                    Ok(bytes) => bytes,
                    Err(e) => {
                        folder.problems.push(Finding::error(&rel, None, format!("cannot read: {e}")));
                        Vec::new()
                    }
                }
            } else {
                Vec::new()
            };
            folder.files.push(FolderFile {
                path: rel,
                bytes,
                executable: meta.permissions().mode() & 0o111 != 0,
            });
        }
    }
}

/// The skill folders a path names for `okbot skill check`: a SKILL.md file (the folder is its
/// parent), one skill folder (it has a SKILL.md), or a folder that holds skill folders at any
/// depth, as a repository does (`skills/pdf/`, `document-skills/docx/`, `.curated/gh-fix-ci/`).
/// Below a folder, a subfolder with a SKILL.md is a skill; a subfolder without one is searched
/// in turn. A subfolder that holds no skill at all is left out, except beside skill folders,
/// where it is checked (and reported for its missing SKILL.md). Hidden skill folders
/// (okbot's temporary folders) are left out, hidden folders holding skill folders
/// (`.curated/`, `.claude/skills/`) are searched; links are not followed (the second value
/// lists the links met on the way, left out, for the caller to say so: to a folder, to a file,
/// or to nothing; a hidden link to a file is passed over as a hidden file is); `.git`,
/// `node_modules` and `.trash` are not searched.
pub fn skill_folders(path: &Path) -> Result<(Vec<Target>, Vec<SkippedLink>)> {
    let meta = std::fs::metadata(path).with_context(|| format!("cannot read `{}`", path.display()))?;
    if meta.is_file() {
        return Ok((vec![Target::File(path.to_path_buf())], Vec::new()));
    }
    if has_skill_md(path) {
        return Ok((vec![Target::Folder(path.to_path_buf())], Vec::new()));
    }
    let mut found = (Vec::new(), Vec::new());
    search(path, 0, &mut found);
    Ok(found)
}

/// How deep [`skill_folders`] looks below the folder it is given.
const MAX_SEARCH_DEPTH: usize = 6;

/// Whether a folder holds a SKILL.md (in any letter case: a misnamed one is reported).
pub fn has_skill_md(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().any(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(SKILL_MD))
    })
}

/// A link met while searching a folder of skills: not followed, and said so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedLink {
    /// The link itself, below the path given.
    pub path: PathBuf,
    pub to: LinkTo,
}

/// What a [`SkippedLink`] points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkTo {
    Folder,
    /// Nothing that can be reached: why, in plain words.
    Broken(String),
}

impl SkippedLink {
    /// `None` for a link to a file (or anything else that is not a folder): no skill, which is
    /// a folder, so it is passed over as a file is.
    fn of(path: PathBuf) -> Option<SkippedLink> {
        let to = match std::fs::metadata(&path) {
            Ok(meta) if meta.is_dir() => LinkTo::Folder,
            Ok(_) => return None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let target = std::fs::read_link(&path).unwrap_or_default();
                LinkTo::Broken(format!("to `{}`, which does not exist", target.display()))
            }
            Err(e) => LinkTo::Broken(format!("that cannot be followed ({e})")),
        };
        Some(SkippedLink { path, to })
    }

    /// Why it was left out, in plain words.
    pub fn message(&self) -> String {
        match &self.to {
            LinkTo::Folder => {
                "a symbolic link to a folder; okbot does not follow it, so no skill in it was read".into()
            }
            LinkTo::Broken(why) => format!("a symbolic link {why}; okbot skipped it"),
        }
    }

    /// The warning `skill check` reports (and `skill add` shows) for it.
    pub fn finding(&self) -> Finding {
        Finding::warning(&self.path.display().to_string(), None, self.message())
    }

    /// What to do about it.
    pub fn hint(&self) -> &'static str {
        match self.to {
            LinkTo::Folder => "name the folder a link points to to use the skills in it",
            LinkTo::Broken(_) => "fix the link's target, or remove the link",
        }
    }
}

fn search(dir: &Path, depth: usize, found: &mut (Vec<Target>, Vec<SkippedLink>)) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let entries: Vec<std::fs::DirEntry> = entries.flatten().collect();
    // A link is not followed: the caller says it was left out when it could have been a skill
    // (a link to a folder, or to nothing). A link to a file is passed over as a file is
    // (`CLAUDE.md -> AGENTS.md` beside the skills of a repository), and so is a hidden link
    // to nothing, as a hidden file is.
    let mut links: Vec<SkippedLink> = entries
        .iter()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_symlink()))
        .filter_map(|e| SkippedLink::of(e.path()))
        .filter(|l| {
            let hidden = l.path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.'));
            !(hidden && matches!(l.to, LinkTo::Broken(_)))
        })
        .collect();
    links.sort_by(|a, b| a.path.cmp(&b.path));
    found.1.extend(links);
    let mut subs: Vec<(String, PathBuf)> = entries
        .iter()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .collect();
    subs.sort();
    let skills: Vec<bool> = subs.iter().map(|(_, p)| has_skill_md(p)).collect();
    let beside_skills = subs.iter().zip(&skills).any(|((name, _), skill)| *skill && !name.starts_with('.'));
    for ((name, sub), skill) in subs.into_iter().zip(skills) {
        let hidden = name.starts_with('.');
        if skill {
            if !hidden {
                found.0.push(Target::Folder(sub));
            }
            continue;
        }
        // Version control, packages, and a data root's trash (its removed skills).
        if matches!(name.as_str(), ".git" | "node_modules" | ".trash") {
            continue;
        }
        let before = found.0.len();
        if depth < MAX_SEARCH_DEPTH {
            search(&sub, depth + 1, found);
        }
        if found.0.len() == before && beside_skills && !hidden {
            found.0.push(Target::Folder(sub));
        }
    }
}

/// A folder's own name, also when it is given as `.` or `..` or through a link (then its real
/// name: `current -> pdf-tools` is the folder `pdf-tools`).
pub fn folder_name(dir: &Path) -> String {
    let link = std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_symlink());
    let named = dir.file_name().filter(|_| !link && !dir.ends_with(".") && !dir.ends_with(".."));
    match named {
        Some(name) => name.to_string_lossy().into_owned(),
        None => dir
            .canonicalize()
            .ok()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_default(),
    }
}

/// One thing `okbot skill check` checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A skill folder.
    Folder(PathBuf),
    /// A SKILL.md given on its own.
    File(PathBuf),
}

/// Check one target; findings name files by their path on disk (`DIR/SKILL.md`).
pub fn check_target(target: &Target) -> Vec<Finding> {
    let (base, mut findings) = match target {
        Target::Folder(dir) => {
            let folder = read_folder(dir, false);
            (dir.clone(), folder.check(&folder_name(dir)))
        }
        Target::File(file) => {
            // Checked as `skill add FILE` takes it: named by its `name`, wherever it sits.
            let findings = match std::fs::read(file) {
                Ok(bytes) => check_lone_file(&bytes),
                Err(e) => vec![Finding::error(SKILL_MD, None, format!("cannot read: {e}"))],
            };
            // The file keeps the name it was given by.
            let findings = findings
                .into_iter()
                .map(|mut f| {
                    if f.file == SKILL_MD {
                        f.file =
                            file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                    }
                    f
                })
                .collect();
            (file.parent().map(Path::to_path_buf).unwrap_or_default(), findings)
        }
    };
    for f in &mut findings {
        f.file =
            if f.file == "." { base.display().to_string() } else { base.join(&f.file).display().to_string() };
    }
    findings
}

// ---- `okbot doctor`

/// `okbot doctor` on an owner's skill folders: the spec check of each (nothing is changed).
pub fn check(r: &mut crate::doctor::Report, id: &OwnerId) {
    use crate::doctor::Severity;
    let dir = local_dir(r.root(), id);
    if fsx::link_inside_root(&dir).is_some() {
        return;
    }
    for slug in folder_names(&dir) {
        let folder = dir.join(&slug);
        if !folder.is_dir() || fsx::link_inside_root(&folder).is_some() {
            continue;
        }
        let findings = match fsx::read_optional(&folder.join(SKILL_MD)) {
            Ok(Some(bytes)) => spec::check_skill_md(&bytes, Some(&slug)),
            Ok(None) => {
                // A `skill.md` in another letter case is named as `skill check` names it.
                let listed: Vec<(String, Vec<u8>)> =
                    entries(&folder).into_iter().map(|(name, _)| (name, Vec::new())).collect();
                match listed.iter().find(|(n, _)| n.eq_ignore_ascii_case(SKILL_MD)) {
                    Some(_) => spec::check_files(&slug, &listed),
                    None => vec![Finding::error(SKILL_MD, None, "the skill folder has no SKILL.md")],
                }
            }
            Err(e) => vec![Finding::error(SKILL_MD, None, format!("{e:#}"))],
        };
        for f in findings {
            let severity = if f.is_error() { Severity::Error } else { Severity::Warning };
            let hint = format!("`okbot skill check {}` checks it again after a fix", folder.display());
            r.add(severity, &folder.join(&f.file), f.line, f.message, Some(&hint));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill_root() -> (tempfile::TempDir, Root, OwnerId) {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let owner = OwnerId::parse("bot_20261129_001").unwrap();
        for (slug, description) in [("alpha", "first"), ("beta", "second")] {
            let skill = local_dir(&root, &owner).join(slug);
            std::fs::create_dir_all(&skill).unwrap();
            let text = format!("---\nname: {slug}\ndescription: {description}\n---\nbody\n");
            std::fs::write(skill.join(SKILL_MD), text).unwrap();
        }
        (dir, root, owner)
    }

    fn names(found: &[Skill]) -> Vec<String> {
        found.iter().map(|s| format!("{}={}", s.name, s.description)).collect()
    }

    fn index_of(root: &Root, owner: &OwnerId) -> Index {
        Index::load(&root.owner_dir(owner).join(INDEX))
    }

    const LATER: Duration = Duration::from_secs(3);

    #[test]
    fn the_index_records_only_files_left_alone_for_two_seconds() {
        let (_dir, root, owner) = skill_root();
        let (found, _) = list_at(&root, &owner, None, SystemTime::now()).unwrap();
        assert_eq!(names(&found), ["alpha=first", "beta=second"]);
        // Just written: a write in the same clock tick could hide behind the stamp.
        assert!(!root.owner_dir(&owner).join(INDEX).exists());
        list_at(&root, &owner, None, SystemTime::now() + LATER).unwrap();
        let index = index_of(&root, &owner);
        assert_eq!(index.skills.keys().collect::<Vec<_>>(), ["alpha", "beta"]);
        assert_eq!(index.skills["beta"].description, "second");
    }

    #[test]
    fn a_file_with_the_indexed_stamp_is_not_read_and_any_write_is_seen() {
        let (_dir, root, owner) = skill_root();
        list_at(&root, &owner, None, SystemTime::now() + LATER).unwrap();
        // Plant another description under the same stamp: the listing takes the index's word,
        // which shows the file was not read.
        let path = root.owner_dir(&owner).join(INDEX);
        let mut index = index_of(&root, &owner);
        index.skills.get_mut("alpha").unwrap().description = "from the index".into();
        std::fs::write(&path, serde_json::to_vec(&index).unwrap()).unwrap();
        let (found, _) = list_at(&root, &owner, None, SystemTime::now()).unwrap();
        assert_eq!(names(&found), ["alpha=from the index", "beta=second"]);
        // An edit of the same length, in place: the change time moves, the file is read again.
        let skill = local_dir(&root, &owner).join("alpha").join(SKILL_MD);
        std::fs::write(&skill, "---\nname: alpha\ndescription: fresh\n---\nbody\n").unwrap();
        let (found, _) = list_at(&root, &owner, None, SystemTime::now()).unwrap();
        assert_eq!(names(&found), ["alpha=fresh", "beta=second"]);
        // Not settled yet: out of the index until it is.
        assert_eq!(index_of(&root, &owner).skills.keys().collect::<Vec<_>>(), ["beta"]);
        // A removed skill leaves the index.
        std::fs::remove_dir_all(local_dir(&root, &owner).join("beta")).unwrap();
        let (found, _) = list_at(&root, &owner, None, SystemTime::now() + LATER).unwrap();
        assert_eq!(names(&found), ["alpha=fresh"]);
        assert_eq!(index_of(&root, &owner).skills.keys().collect::<Vec<_>>(), ["alpha"]);
    }

    #[test]
    fn a_damaged_foreign_or_linked_index_only_means_reading_the_files() {
        let (_dir, root, owner) = skill_root();
        let path = root.owner_dir(&owner).join(INDEX);
        for bad in [&b"{not json"[..], br#"{"v":99,"skills":{"alpha":{"stamp":{"len":0,"mtime":[0,0],"ctime":[0,0],"ino":0},"name":"x","description":"y"}}}"#] {
            std::fs::write(&path, bad).unwrap();
            let (found, broken) = list_at(&root, &owner, None, SystemTime::now() + LATER).unwrap();
            assert_eq!(names(&found), ["alpha=first", "beta=second"]);
            assert!(broken.is_empty());
            assert_eq!(index_of(&root, &owner).v, INDEX_VERSION, "rewritten whole");
        }
        // A link in the index's place is neither followed nor written through.
        std::fs::remove_file(&path).unwrap();
        let outside = tempfile::NamedTempFile::new().unwrap();
        std::os::unix::fs::symlink(outside.path(), &path).unwrap();
        let (found, _) = list_at(&root, &owner, None, SystemTime::now() + LATER).unwrap();
        assert_eq!(names(&found), ["alpha=first", "beta=second"]);
        assert_eq!(std::fs::read(outside.path()).unwrap(), b"");
    }

    fn errors(folder: &Folder) -> Vec<String> {
        folder.problems.iter().map(|f| format!("{}: {}", f.file, f.message)).collect()
    }

    #[test]
    fn a_folder_is_read_without_following_links_or_opening_special_files() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("s");
        std::fs::create_dir_all(skill.join("scripts")).unwrap();
        std::fs::write(skill.join("SKILL.md"), "---\nname: s\ndescription: d\n---\n").unwrap();
        std::fs::write(skill.join("scripts/run.sh"), "echo").unwrap();
        std::fs::set_permissions(skill.join("scripts/run.sh"), std::fs::Permissions::from_mode(0o755))
            .unwrap();
        let folder = read_folder(&skill, true);
        assert_eq!(errors(&folder), Vec::<String>::new());
        let paths: Vec<(&str, usize, bool)> =
            folder.files.iter().map(|f| (f.path.as_str(), f.bytes.len(), f.executable)).collect();
        assert_eq!(paths, [("SKILL.md", 31, false), ("scripts/run.sh", 4, true)]);
        // Without contents only SKILL.md is read.
        let listed = read_folder(&skill, false);
        assert_eq!(listed.files[1].bytes.len(), 0);
        assert_eq!(listed.files[0].bytes.len(), 31);

        std::os::unix::fs::symlink("/etc/hostname", skill.join("link")).unwrap();
        let _socket = std::os::unix::net::UnixListener::bind(skill.join("sock")).unwrap();
        let big = std::fs::File::create(skill.join("big.bin")).unwrap();
        big.set_len(MAX_FILE_BYTES + 1).unwrap();
        let folder = read_folder(&skill, true);
        assert_eq!(
            errors(&folder),
            [
                format!(
                    "big.bin: the file is {} bytes; at most {MAX_FILE_BYTES} per file are accepted",
                    MAX_FILE_BYTES + 1
                ),
                "link: a symbolic link; a skill folder must hold real files".to_string(),
                "sock: a special file (not a regular file or folder)".to_string(),
            ]
        );
        assert!(folder.files.iter().all(|f| f.path != "link" && f.path != "sock"));
    }

    #[test]
    fn a_skill_md_that_is_a_link_or_special_file_gets_one_error_not_also_missing() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir_all(&real).unwrap();
        std::fs::write(real.join("SKILL.md"), "---\nname: g\ndescription: d\n---\n").unwrap();
        let linked = dir.path().join("g");
        std::fs::create_dir_all(&linked).unwrap();
        std::os::unix::fs::symlink(real.join("SKILL.md"), linked.join("SKILL.md")).unwrap();
        let found: Vec<String> = read_folder(&linked, true)
            .check("g")
            .iter()
            .map(|f| format!("{}: {}", f.file, f.message))
            .collect();
        assert_eq!(found, ["SKILL.md: a symbolic link; a skill folder must hold real files"]);
        let fifo = dir.path().join("f");
        std::fs::create_dir_all(&fifo).unwrap();
        let _socket = std::os::unix::net::UnixListener::bind(fifo.join("skill.md")).unwrap();
        let found: Vec<String> = read_folder(&fifo, false)
            .check("f")
            .iter()
            .map(|f| format!("{}: {}", f.file, f.message))
            .collect();
        assert_eq!(found, ["skill.md: a special file (not a regular file or folder)"]);
    }

    #[test]
    fn names_a_bundle_cannot_hold_are_reported_so_an_added_skill_always_exports() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("s");
        std::fs::create_dir_all(skill.join("ref")).unwrap();
        std::fs::write(skill.join("SKILL.md"), "---\nname: s\ndescription: d\n---\n").unwrap();
        std::fs::write(skill.join("ref/a:b.md"), "x").unwrap();
        std::fs::write(skill.join("ref/Notes.md"), "x").unwrap();
        std::fs::write(skill.join("ref/notes.md"), "x").unwrap();
        std::fs::write(skill.join("ref").join("n".repeat(250)), "x").unwrap();
        let folder = read_folder(&skill, true);
        let found: Vec<String> =
            folder.check("s").iter().map(|f| format!("{}: {}", f.file, f.message)).collect();
        let tail = "; a bundle cannot hold it, so the skill could not be exported";
        assert_eq!(
            found,
            [
                format!("ref/a:b.md: a `:` in the path (not a valid name on Windows){tail}"),
                format!("ref/{}: a path longer than 255 bytes{tail}", "n".repeat(250)),
                format!("ref/notes.md: the same name as `ref/Notes.md` apart from letter case{tail}"),
            ]
        );
    }

    #[test]
    fn a_lone_skill_md_is_named_by_its_name_wherever_it_sits_and_a_folder_by_its_folder() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real/pdf");
        std::fs::create_dir_all(&real).unwrap();
        std::fs::write(real.join("SKILL.md"), "---\nname: pdf\ndescription: d\n---\n").unwrap();
        std::fs::create_dir_all(dir.path().join("other")).unwrap();
        let link = dir.path().join("other/SKILL.md");
        std::os::unix::fs::symlink(real.join("SKILL.md"), &link).unwrap();
        // A file given on its own is the skill its `name` names (as `skill add FILE` copies it):
        // neither `other`, which holds the link, nor a folder of another name is compared.
        assert_eq!(check_target(&Target::File(link)), []);
        let loose = dir.path().join("Downloads");
        std::fs::create_dir_all(&loose).unwrap();
        std::fs::write(loose.join("SKILL.md"), "---\nname: pdf\ndescription: d\n---\n").unwrap();
        assert_eq!(check_target(&Target::File(loose.join("SKILL.md"))), []);
        // Given as a folder, its name must be the folder's.
        let found = check_target(&Target::Folder(loose.clone()));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].message.contains("the folder is named `Downloads`"), "{found:?}");
        let linked_dir = dir.path().join("current");
        std::os::unix::fs::symlink(&real, &linked_dir).unwrap();
        assert_eq!(check_target(&Target::Folder(linked_dir)), [], "as a folder given through a link");
    }

    #[test]
    fn check_targets_from_a_path() {
        let dir = tempfile::tempdir().unwrap();
        let skills = dir.path().join("skills");
        for slug in ["a", "b", ".hidden"] {
            std::fs::create_dir_all(skills.join(slug)).unwrap();
            std::fs::write(
                skills.join(slug).join("SKILL.md"),
                format!("---\nname: {slug}\ndescription: d\n---\n"),
            )
            .unwrap();
        }
        std::fs::write(skills.join("README.md"), "not a skill").unwrap();
        assert_eq!(
            skill_folders(&skills).unwrap().0,
            [Target::Folder(skills.join("a")), Target::Folder(skills.join("b"))]
        );
        assert_eq!(skill_folders(&skills.join("a")).unwrap().0, [Target::Folder(skills.join("a"))]);
        let file = skills.join("a/SKILL.md");
        assert_eq!(skill_folders(&file).unwrap().0, [Target::File(file.clone())]);
        assert_eq!(check_target(&Target::File(file)), []);
        assert!(skill_folders(&skills.join("none")).is_err());
    }

    #[test]
    fn a_repository_is_searched_for_skill_folders() {
        let dir = tempfile::tempdir().unwrap();
        let repo = dir.path();
        let skill = |rel: &str| {
            std::fs::create_dir_all(repo.join(rel)).unwrap();
            std::fs::write(repo.join(rel).join("SKILL.md"), "---\nname: x\ndescription: d\n---\n").unwrap();
        };
        skill("skills/pdf");
        skill("skills/docx");
        skill("document-skills/xlsx");
        skill(".curated/gh-fix-ci");
        skill(".claude/skills/review");
        skill(".okbot-tmp-1/.hidden-skill");
        skill("skills/.okbot-tmp-2");
        skill("node_modules/pkg/skill");
        skill(".git/skill");
        skill(".trash/bot-skill-pdf-20261129T000000Z");
        std::fs::create_dir_all(repo.join("spec")).unwrap();
        std::fs::write(repo.join("spec/spec.md"), "# spec").unwrap();
        std::fs::create_dir_all(repo.join("skills/forgot-the-file/scripts")).unwrap();
        std::os::unix::fs::symlink(repo.join("skills"), repo.join("linked")).unwrap();
        let (found, links) = skill_folders(repo).unwrap();
        // The link is not followed, and is named for the caller to warn about.
        assert_eq!(links, [SkippedLink { path: repo.join("linked"), to: LinkTo::Folder }]);
        let found: Vec<String> = found
            .into_iter()
            .map(|t| match t {
                Target::Folder(p) => p.strip_prefix(repo).unwrap().display().to_string(),
                Target::File(p) => panic!("{p:?}"),
            })
            .collect();
        // Beside skill folders a folder without SKILL.md is checked (and reported); `spec/`,
        // which holds no skill, is not; hidden skill folders, links, .git and node_modules are
        // left out, hidden folders of skills are searched.
        assert_eq!(
            found,
            [
                ".claude/skills/review",
                ".curated/gh-fix-ci",
                "document-skills/xlsx",
                "skills/docx",
                "skills/forgot-the-file",
                "skills/pdf"
            ]
        );
    }

    #[test]
    fn resources_are_read_inside_the_folder_only() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("pdf");
        std::fs::create_dir_all(skill.join("scripts")).unwrap();
        std::fs::write(skill.join("SKILL.md"), "---\nname: pdf\ndescription: d\n---\n").unwrap();
        std::fs::write(skill.join(PREV), "").unwrap();
        std::fs::write(skill.join("forms.md"), "\u{feff}# Forms\n").unwrap();
        std::fs::write(skill.join("scripts/run.py"), "print()\n").unwrap();
        std::fs::write(skill.join("logo.png"), b"\x89PNG\r\n\x1a\n\xff").unwrap();
        std::fs::write(skill.join(".DS_Store"), b"\0\0").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "no").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), skill.join("link.md")).unwrap();
        assert_eq!(resource_files(&skill), ["forms.md", "logo.png", "scripts/run.py"]);
        let read = |rel: &str| read_resource(&skill, rel).unwrap();
        assert_eq!(read("forms.md"), Resource::Text("# Forms\n".into()));
        assert_eq!(read("./scripts/run.py"), Resource::Text("print()\n".into()));
        assert_eq!(read("logo.png"), Resource::Binary(9));
        for bad in ["../secret.txt", "/etc/hostname", "scripts/../forms.md", "", "scripts//run.py"] {
            assert!(
                matches!(read(bad), Resource::Refused(ref m) if m.contains("not a path inside")),
                "{bad}"
            );
        }
        // Outside a data root (a global skill) a link is the user's and is followed…
        assert_eq!(read("link.md"), Resource::Text("no".into()));
        // …inside one it is refused.
        crate::store::fsx::register_root(dir.path());
        assert_eq!(
            read("link.md"),
            Resource::Refused(
                "`link.md` is a symbolic link inside the data root; okbot does not follow it".into()
            )
        );
        assert_eq!(read("forms.md"), Resource::Text("# Forms\n".into()));
        assert_eq!(
            read("scripts"),
            Resource::Refused("`scripts` is a folder; give one of the files in it".into())
        );
        assert_eq!(read("none.md"), Resource::Refused("the skill has no file `none.md`".into()));
    }
}
