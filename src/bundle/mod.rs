//! `.okbot` bundles (issue #14): a shareable assistant — persona and skills — as a zip archive
//! the OkBot desktop app also reads, or the same files unpacked in a folder.
//!
//! Layout: `manifest.json` (`{format:"okbot-assistant", version:1, name, description,
//! avatar:{avatarKind, emoji, color}, skills:[{slug, name, description}], exportedAt}`), the
//! persona as `AGENTS.md` (and `SOUL.md`), and `skills/<slug>/SKILL.md` with the skill's other
//! files. Nothing else: never sessions, summaries, memories, notes, schedules, tasks, provider
//! bindings or secrets.
//!
//! A bundle comes from strangers, so reading one ([`archive::read`], [`io::read_dir`]) checks
//! every entry's name, kind and size before anything is inflated or written, and [`check`]
//! checks its content. Findings reuse the skill checker's [`Finding`]; their `file` is the
//! entry's path inside the bundle.

pub mod archive;
pub mod gallery;
pub mod io;

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub use crate::skills::spec::{Finding, Severity};

/// The manifest's `format`.
pub const FORMAT: &str = "okbot-assistant";
/// The manifest version this okbot reads and writes.
pub const VERSION: u64 = 1;
pub const MANIFEST: &str = "manifest.json";
pub const AGENTS: &str = crate::soul::io::AGENTS;
pub const SOUL: &str = crate::soul::io::SOUL;

/// At most this many bytes of archive are read.
pub const MAX_ARCHIVE_BYTES: u64 = 20 * 1024 * 1024;
/// At most this many entries (files and folders).
pub const MAX_ENTRIES: usize = 200;
/// At most this many bytes per file, once inflated (also of a skill `okbot skill add` takes).
pub const MAX_FILE_BYTES: u64 = 1_000_000;

/// The finding for a file over [`MAX_FILE_BYTES`], in the same words for a bundle and a skill.
pub fn file_too_big(size: u64) -> String {
    format!("the file is {size} bytes; at most {MAX_FILE_BYTES} per file are accepted")
}
/// At most this many bytes in all, once inflated.
pub const MAX_TOTAL_BYTES: u64 = 20 * 1024 * 1024;
/// The bundle's own files (manifest.json, AGENTS.md, SOUL.md): each within [`MAX_FILE_BYTES`].
pub const OWN_FILES: u64 = 3;
/// At most this many bytes in a skill folder `okbot skill add` takes (and `skill check` allows):
/// room is left for the bundle's own files at their largest and for the archive's headers, so
/// skills within it always export, and the archive stays within [`MAX_ARCHIVE_BYTES`] even when
/// nothing compresses.
pub const MAX_SKILLS_BYTES: u64 = 16 * 1024 * 1024;
const _: () = assert!(MAX_SKILLS_BYTES + OWN_FILES * MAX_FILE_BYTES + 1024 * 1024 <= MAX_TOTAL_BYTES);
/// At most this many files in a skill folder `okbot skill add` takes: the bundle's entries less
/// its own files.
pub const MAX_SKILL_FILES: usize = MAX_ENTRIES - OWN_FILES as usize;
/// A persona longer than this many characters is a warning (it is sent with every message).
pub const PERSONA_WARN_CHARS: usize = 12_000;

/// A bundle's files, `/`-separated paths relative to the bundle, sorted by path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bundle {
    pub files: BTreeMap<String, Vec<u8>>,
    /// The skill files that are executable (a skill's scripts): kept as the archive entry's
    /// mode (0755, others 0644) or the file's mode in a bundle folder, and given back on import.
    pub executable: BTreeSet<String>,
}

impl Bundle {
    pub fn get(&self, path: &str) -> Option<&[u8]> {
        self.files.get(path).map(Vec::as_slice)
    }

    /// The persona: AGENTS.md (the app's file), else SOUL.md.
    pub fn persona(&self) -> Option<String> {
        self.get(AGENTS).or_else(|| self.get(SOUL)).map(|b| String::from_utf8_lossy(b).into_owned())
    }

    /// The manifest, when it parses (see [`check`] for why it may not).
    pub fn manifest(&self) -> Option<Manifest> {
        serde_json::from_slice(self.get(MANIFEST)?).ok()
    }

    /// Skill folders: slug → files relative to the folder.
    pub fn skills(&self) -> BTreeMap<String, Vec<(String, Vec<u8>)>> {
        let mut out: BTreeMap<String, Vec<(String, Vec<u8>)>> = BTreeMap::new();
        for (path, bytes) in &self.files {
            if let Some((slug, rest)) = path.strip_prefix("skills/").and_then(|p| p.split_once('/')) {
                out.entry(slug.to_string()).or_default().push((rest.to_string(), bytes.clone()));
            }
        }
        out
    }
}

/// `manifest.json`. Unknown keys are kept.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: String,
    pub version: u64,
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub avatar: Avatar,
    #[serde(default)]
    pub skills: Vec<SkillEntry>,
    #[serde(default)]
    pub exported_at: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct Avatar {
    #[serde(default)]
    pub avatar_kind: String,
    #[serde(default)]
    pub emoji: String,
    #[serde(default)]
    pub color: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SkillEntry {
    pub slug: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
}

/// What is wrong with an entry's name, if anything: paths that leave the bundle or mean
/// something else on another system, and anything that is not part of the bundle layout.
/// `dir`: the entry is a folder (its name may end in `/`).
pub fn path_problem(name: &str, dir: bool) -> Option<String> {
    if name.chars().any(char::is_control) {
        return Some("a control character in the name".into());
    }
    if name.contains('\\') {
        return Some("a backslash in the path (only `/` separates folders)".into());
    }
    if name.starts_with('/') {
        return Some("an absolute path".into());
    }
    let b = name.as_bytes();
    if b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':' {
        return Some("a drive-letter path".into());
    }
    if name.len() > 255 {
        return Some("a path longer than 255 bytes".into());
    }
    let trimmed = if dir { name.strip_suffix('/').unwrap_or(name) } else { name };
    let parts: Vec<&str> = trimmed.split('/').collect();
    if parts.contains(&"..") {
        return Some("a path that leaves the bundle (`..`)".into());
    }
    if parts.iter().any(|p| p.is_empty() || *p == ".") {
        return Some("an empty or `.` part in the path".into());
    }
    if parts.iter().any(|p| p.contains(':')) {
        return Some("a `:` in the path (not a valid name on Windows)".into());
    }
    let fits = match parts.as_slice() {
        [MANIFEST] | [AGENTS] | [SOUL] => !dir,
        ["skills"] => dir,
        ["skills", _] => dir,
        ["skills", _, ..] => true,
        _ => false,
    };
    if !fits {
        return Some(
            "not part of an assistant bundle (only manifest.json, AGENTS.md, SOUL.md and skills/<slug>/ are)"
                .into(),
        );
    }
    None
}

/// Everything an import checks, and the lint of `bundle check`, on the bundle's content.
/// (What [`archive::read`] and [`io::read_dir`] found while reading comes on top.)
pub fn check(bundle: &Bundle) -> Vec<Finding> {
    let mut out = Vec::new();
    let manifest = check_manifest(bundle, &mut out);
    file_and_folder(bundle.files.keys().map(String::as_str), &mut out);
    check_persona(bundle, &mut out);
    let skills = bundle.skills();
    for (slug, files) in &skills {
        let prefix = format!("skills/{slug}/");
        for mut f in crate::skills::spec::check_files(slug, files) {
            f.file = format!("{prefix}{}", f.file);
            out.push(f);
        }
        for (rel, bytes) in files {
            secrets(&format!("{prefix}{rel}"), bytes, &mut out);
        }
    }
    if let Some(m) = &manifest {
        for s in &m.skills {
            if !skills.contains_key(&s.slug) {
                out.push(Finding::error(
                    MANIFEST,
                    None,
                    format!(
                        "the manifest lists the skill `{}` but there is no skills/{}/ folder",
                        s.slug, s.slug
                    ),
                ));
            } else if placeholder(&s.description) {
                out.push(Finding::warning(
                    MANIFEST,
                    None,
                    format!("the skill `{}` has an empty or placeholder description in the manifest", s.slug),
                ));
            }
        }
        for slug in skills.keys() {
            if !m.skills.iter().any(|s| &s.slug == slug) {
                out.push(Finding::warning(
                    &format!("skills/{slug}/"),
                    None,
                    format!("the skill folder `{slug}` is not listed in the manifest's skills"),
                ));
            }
        }
    }
    out.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    out
}

/// A file whose path is also a folder of another file's (`skills/a/x` and `skills/a/x/y.md`,
/// also in another letter case): the bundle cannot be unpacked. One finding per such path.
fn file_and_folder<'a>(files: impl Iterator<Item = &'a str> + Clone, out: &mut Vec<Finding>) {
    let folded: std::collections::HashMap<String, &str> =
        files.clone().map(|p| (p.to_lowercase(), p)).collect();
    let mut seen = BTreeSet::new();
    for path in files {
        for (i, _) in path.match_indices('/') {
            if let Some(file) = folded.get(&path[..i].to_lowercase())
                && seen.insert(*file)
            {
                out.push(Finding::error(file, None, both_file_and_folder(&path[..i])));
            }
        }
    }
}

/// The message for a path that is both a file and a folder.
pub fn both_file_and_folder(folder: &str) -> String {
    format!("a file, and also a folder (`{folder}/`) of other entries; a path cannot be both")
}

fn check_manifest(bundle: &Bundle, out: &mut Vec<Finding>) -> Option<Manifest> {
    let Some(bytes) = bundle.get(MANIFEST) else {
        out.push(Finding::error(MANIFEST, None, "the bundle has no manifest.json"));
        return None;
    };
    let value: Value = match serde_json::from_slice(bytes) {
        Ok(v) => v,
        Err(e) => {
            out.push(Finding::error(MANIFEST, Some(e.line()), format!("not valid JSON: {e}")));
            return None;
        }
    };
    manifest_secrets(&mut value.clone(), false, out);
    let Some(obj) = value.as_object() else {
        out.push(Finding::error(MANIFEST, None, "the manifest is not a JSON object"));
        return None;
    };
    match obj.get("format").and_then(Value::as_str) {
        Some(FORMAT) => {}
        Some(other) => {
            out.push(Finding::error(
                MANIFEST,
                None,
                format!("the manifest's format is `{other}`, not `{FORMAT}`"),
            ));
            return None;
        }
        None => {
            out.push(Finding::error(MANIFEST, None, format!("the manifest has no format (`{FORMAT}`)")));
            return None;
        }
    }
    match obj.get("version") {
        Some(v) if v.as_u64() == Some(VERSION) => {}
        Some(v) => {
            out.push(Finding::error(
                MANIFEST,
                None,
                format!("the manifest's version is {v}; this okbot reads version {VERSION}"),
            ));
            return None;
        }
        None => {
            out.push(Finding::error(MANIFEST, None, "the manifest has no version"));
            return None;
        }
    }
    let manifest: Manifest = match serde_json::from_value(value.clone()) {
        Ok(m) => m,
        Err(e) => {
            out.push(Finding::error(
                MANIFEST,
                None,
                format!("the manifest does not have the expected shape: {e}"),
            ));
            return None;
        }
    };
    if manifest.name.trim().is_empty() {
        out.push(Finding::error(MANIFEST, None, "the manifest's name is empty"));
    } else if let Err(e) = crate::roster::validate_name(&manifest.name) {
        out.push(Finding::error(MANIFEST, None, format!("the manifest's name cannot be used: {e:#}")));
    }
    if placeholder(&manifest.description) {
        out.push(Finding::warning(MANIFEST, None, "the manifest's description is empty or a placeholder"));
    }
    for (what, text) in [("name", &manifest.name), ("description", &manifest.description)] {
        if looks_like_html(text) {
            out.push(Finding::warning(
                MANIFEST,
                None,
                format!("the manifest's {what} holds HTML; it is shown as plain text"),
            ));
        }
    }
    let a = &manifest.avatar;
    if !a.avatar_kind.is_empty() && a.avatar_kind != "emoji" && a.avatar_kind != "bot-avatar" {
        out.push(Finding::warning(
            MANIFEST,
            None,
            format!(
                "the avatar kind `{}` is unknown (emoji or bot-avatar); it is read as emoji",
                a.avatar_kind
            ),
        ));
    }
    if !a.color.is_empty() && !is_hex_color(&a.color) {
        out.push(Finding::warning(
            MANIFEST,
            None,
            format!("the avatar colour `{}` is not #RRGGBB; it is left out", a.color),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for s in &manifest.skills {
        if !seen.insert(s.slug.as_str()) {
            out.push(Finding::error(
                MANIFEST,
                None,
                format!("the manifest lists the skill `{}` twice", s.slug),
            ));
        }
    }
    Some(manifest)
}

fn check_persona(bundle: &Bundle, out: &mut Vec<Finding>) {
    let (agents, soul) = (bundle.get(AGENTS), bundle.get(SOUL));
    if agents.is_none() && soul.is_none() {
        out.push(Finding::error(AGENTS, None, "the bundle has no persona (AGENTS.md)"));
        return;
    }
    if let (Some(a), Some(s)) = (agents, soul)
        && a != s
    {
        out.push(Finding::warning(
            SOUL,
            None,
            "SOUL.md differs from AGENTS.md; AGENTS.md is the one imported",
        ));
    }
    for (file, bytes) in [(AGENTS, agents), (SOUL, soul)] {
        let Some(bytes) = bytes else { continue };
        let Ok(text) = std::str::from_utf8(bytes) else {
            out.push(Finding::error(file, None, "the persona is not UTF-8 text"));
            continue;
        };
        if text.trim().is_empty() {
            out.push(Finding::error(file, None, "the persona is empty"));
        } else if placeholder(text) {
            out.push(Finding::warning(file, None, "the persona looks like a placeholder"));
        }
        let chars = text.chars().count();
        if chars > PERSONA_WARN_CHARS {
            out.push(Finding::warning(
                file,
                None,
                format!("the persona is {chars} characters; it is sent with every message (keep it under {PERSONA_WARN_CHARS})"),
            ));
        }
        for (i, line) in text.lines().enumerate() {
            if looks_like_html(line) {
                out.push(Finding::warning(
                    file,
                    Some(i + 1),
                    "HTML in the persona (script, style, iframe or a page); the persona is Markdown",
                ));
                break;
            }
        }
        secrets(file, bytes, out);
    }
}

const SECRET_FOUND: &str = "something that looks like a secret (a key, token, password or private key); remove it, or export with --redact";

/// Error findings for what looks like a secret in a file, whatever its encoding.
fn secrets(file: &str, bytes: &[u8], out: &mut Vec<Finding>) {
    let (text, _) = decode(bytes);
    for line in scan(&text, file.starts_with("skills/")).lines {
        out.push(Finding::error(file, Some(line), SECRET_FOUND));
    }
}

/// The first character [`decode`] stands a byte that is not UTF-8 for (U+10FF80 + the byte
/// less 0x80, in a private-use plane): a mark of its own, neither a letter nor a digit nor a
/// space, so no rule of redaction reads it as part of a word.
const BYTE_CHARS: u32 = 0x10_FF80;

/// A file's bytes as text for the scanner, so no encoding hides a key: UTF-8 as it is, and
/// each byte that is not UTF-8 as a character of its own. The second value: [`encode`] gives
/// the bytes back exactly (false only when text that is not UTF-8 also holds one of those
/// private-use characters).
fn decode(bytes: &[u8]) -> (String, bool) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (text.to_string(), true);
    }
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 4);
    let mut exact = true;
    for chunk in bytes.utf8_chunks() {
        exact &= !chunk.valid().chars().any(|c| c as u32 >= BYTE_CHARS);
        text.push_str(chunk.valid());
        for &b in chunk.invalid() {
            text.push(char::from_u32(BYTE_CHARS + u32::from(b - 0x80)).expect("a valid char"));
        }
    }
    (text, exact)
}

/// The bytes of a text [`decode`] made from bytes that were not UTF-8.
fn encode(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut buf = [0u8; 4];
    for c in text.chars() {
        match (c as u32).checked_sub(BYTE_CHARS) {
            Some(b) => out.push(0x80 + b as u8),
            None => out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes()),
        }
    }
    out
}

/// What the secret scanner finds in one text.
struct Scan {
    /// The 1-based lines that hold a secret (empty: none).
    lines: Vec<usize>,
    /// The text with exactly what was found replaced by `[redacted]`, every other byte as it was.
    redacted: String,
}

/// Scan `text` for secrets: what [`crate::redact::redact`] replaces. `lenient` (a skill's
/// files: scripts and instructions that show how a key or password is passed, and the
/// manifest's copy of a skill's name and description): a value that is code or a placeholder
/// (`api_key = os.environ["KEY"]`, `--password=mypassword`, `<your key>`) is not counted and
/// stays (see [`harmless_value`]). Export's `--redact` writes [`Scan::redacted`], so it
/// changes exactly what the scan reports.
fn scan(text: &str, lenient: bool) -> Scan {
    let all = crate::redact::redact(text);
    if all == text {
        return Scan { lines: Vec::new(), redacted: all };
    }
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let lines_of = |spans: &[std::ops::Range<usize>]| {
        let mut lines: Vec<usize> = spans.iter().map(|r| line_of(r.start)).collect();
        lines.dedup();
        lines
    };
    let Some(spans) = replaced_spans(text, &all) else {
        // What was replaced cannot be told apart from what stayed: all of it counts.
        return Scan { lines: crate::redact::secret_lines(text), redacted: all };
    };
    let (mut secret, mut kept) = (Vec::new(), Vec::new());
    for span in spans {
        let value = &text[span.clone()];
        if lenient && !value.contains('\n') && !value.contains(crate::redact::MARK) && harmless_value(value) {
            kept.push(span);
        } else {
            secret.push(span);
        }
    }
    let mut redacted = String::with_capacity(text.len());
    let mut copied = 0;
    for span in &secret {
        redacted.push_str(&text[copied..span.start]);
        redacted.push_str(crate::redact::MARK);
        copied = span.end;
    }
    redacted.push_str(&text[copied..]);
    // What redaction still finds in the result must be the values kept, each where it was:
    // anything else means the values were not told apart right, and all of it goes.
    if !kept.is_empty() {
        let shift = |at: usize| {
            let before = secret.iter().take_while(|s| s.end <= at);
            before.fold(at, |at, s| at + crate::redact::MARK.len() - s.len())
        };
        let want: Vec<_> = kept.iter().map(|k| shift(k.start)..shift(k.end)).collect();
        let again = crate::redact::redact(&redacted);
        if replaced_spans(&redacted, &again).as_ref() != Some(&want) {
            let mut all_spans = [secret, kept].concat();
            all_spans.sort_by_key(|s| s.start);
            return Scan { lines: lines_of(&all_spans), redacted: all };
        }
    }
    Scan { lines: lines_of(&secret), redacted }
}

/// Where `redacted` (the text after redaction) has `[redacted]` in place of a part of `text`:
/// those parts, found by aligning the two; `None` when they do not align. A `[redacted]` that
/// was in `text` already is not a part.
fn replaced_spans(text: &str, redacted: &str) -> Option<Vec<std::ops::Range<usize>>> {
    const MARK: &str = crate::redact::MARK;
    let pieces: Vec<&str> = redacted.split(MARK).collect();
    if !text.starts_with(pieces[0]) {
        return None;
    }
    let mut at = pieces[0].len();
    let mut spans = Vec::new();
    let mut start = at;
    let last = pieces.len() - 1;
    for (i, piece) in pieces.iter().enumerate().skip(1) {
        let end = if i == last {
            if !text[at..].ends_with(piece) {
                return None;
            }
            text.len() - piece.len()
        } else if piece.is_empty() {
            // Two marks in a row: the next value takes in both.
            continue;
        } else {
            at + text[at..].find(piece)?
        };
        if end > start && text[start..end] != *MARK {
            spans.push(start..end);
        }
        at = end + piece.len();
        start = at;
    }
    Some(spans)
}

/// Scan every text of a manifest: its string values (each with its key, so `"apiKey": "…"`
/// counts) and its keys. A finding names the field (`description`, `skills[0].description`).
/// `redact`: replace what is found in the values instead; a key or a skill's slug cannot be
/// changed and stays a finding.
fn manifest_secrets(value: &mut Value, redact: bool, out: &mut Vec<Finding>) {
    walk_manifest(value, "", None, redact, out);
}

fn walk_manifest(value: &mut Value, path: &str, key: Option<&str>, redact: bool, out: &mut Vec<Finding>) {
    let found = |out: &mut Vec<Finding>, what: String| {
        out.push(Finding::error(
            MANIFEST,
            None,
            format!("the manifest's {what} holds something that looks like a secret (a key, token, password or private key); remove it, or export with --redact"),
        ));
    };
    // A skill's name and description are copies of its SKILL.md's, scanned the same way.
    let lenient = path.starts_with("skills[");
    match value {
        Value::String(text) => {
            let prefix = key.map(|k| format!("{k}: ")).unwrap_or_default();
            let whole = format!("{prefix}{text}");
            let s = scan(&whole, lenient);
            if s.lines.is_empty() {
                return;
            }
            let fixed = path.ends_with(".slug");
            if redact && !fixed {
                *text = match s.redacted.strip_prefix(&prefix) {
                    Some(rest) => rest.to_string(),
                    None => scan(text, lenient).redacted,
                };
            } else {
                found(out, format!("`{path}`"));
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter_mut().enumerate() {
                walk_manifest(item, &format!("{path}[{i}]"), key, redact, out);
            }
        }
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                // The path names the field: never the secret a key may be.
                let secret_key = !scan(k, false).lines.is_empty();
                let name = if secret_key { crate::redact::MARK } else { k.as_str() };
                let at = if path.is_empty() { name.to_string() } else { format!("{path}.{name}") };
                if secret_key {
                    found(out, format!("key `{at}`"));
                }
                walk_manifest(v, &at, Some(k), redact, out);
            }
        }
        _ => {}
    }
}

fn harmless_value(value: &str) -> bool {
    let v = value.trim().trim_matches(['"', '\'', '`']);
    if v.is_empty() || v.chars().any(|c| "()[]{}$<>%".contains(c)) {
        return true;
    }
    let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic() || c == '_');
    let lower_or_upper = v.chars().all(|c| !c.is_ascii_alphabetic() || c.is_ascii_lowercase())
        || v.chars().all(|c| !c.is_ascii_alphabetic() || c.is_ascii_uppercase());
    let parts: Vec<&str> = v.split('.').collect();
    if !parts.iter().all(|p| word(p)) {
        return false;
    }
    // `mypassword`, `OPENAI_API_KEY`; `args.token`, `settings.SECRET_KEY` (not a three-part
    // token such as a JWT).
    let last_upper = parts.last().is_some_and(|p| p.chars().all(|c| c.is_ascii_uppercase() || c == '_'));
    match parts.len() {
        // One word is a name only when it says so: an environment variable's (`OPENAI_API_KEY`)
        // or a placeholder's (`mypassword`, `your_token`, `api_key`). `letmein` or `hunter`
        // may be the password itself.
        1 => lower_or_upper && (last_upper || placeholder_word(v)),
        2 => true,
        _ => last_upper,
    }
}

/// A word that names what belongs there instead of being it: `mypassword`, `your_api_key`,
/// `example_token`, `changeme`.
fn placeholder_word(word: &str) -> bool {
    const WORDS: [&str; 12] = [
        "password",
        "passwd",
        "secret",
        "token",
        "key",
        "your",
        "example",
        "sample",
        "placeholder",
        "changeme",
        "change_me",
        "redacted",
    ];
    let w = word.to_ascii_lowercase();
    WORDS.iter().any(|p| w.contains(p))
}

/// Empty, or a placeholder a template left behind.
pub fn placeholder(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    t.is_empty()
        || t == "todo"
        || t == "tbd"
        || t == "description"
        || t.starts_with("todo:")
        || t.contains("lorem ipsum")
        || t.contains("{{")
        || t.contains("<placeholder")
}

fn looks_like_html(text: &str) -> bool {
    let t = text.to_lowercase();
    ["<script", "<style", "<iframe", "<html", "<body", "<!doctype"].iter().any(|tag| t.contains(tag))
}

pub fn is_hex_color(text: &str) -> bool {
    text.len() == 7 && text.starts_with('#') && text[1..].chars().all(|c| c.is_ascii_hexdigit())
}

/// `name` as a file name: lower case ASCII letters and digits joined by single hyphens.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() { "assistant".into() } else { out }
}

/// What an export puts in a bundle.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub description: String,
    pub avatar: Avatar,
    pub persona: String,
    /// slug → files relative to the skill folder, sorted.
    pub skills: BTreeMap<String, Vec<(String, Vec<u8>)>>,
    /// The executable skill files, as bundle paths (`skills/<slug>/scripts/run.py`).
    pub executable: BTreeSet<String>,
}

/// Build a bundle from an assistant's persona and skills. `redact`: replace what looks like a
/// secret; otherwise such text is refused with the findings that point at it.
pub fn build(src: &Source, exported_at: &str, redact: bool) -> Result<Bundle, Vec<Finding>> {
    let mut findings = Vec::new();
    let mut text = |file: &str, bytes: &[u8]| -> Vec<u8> {
        let (t, exact) = decode(bytes);
        let found = scan(&t, file.starts_with("skills/"));
        if found.lines.is_empty() {
            return bytes.to_vec();
        }
        if redact && std::str::from_utf8(bytes).is_ok() {
            return found.redacted.into_bytes();
        }
        if redact && exact {
            return encode(&found.redacted);
        }
        if redact {
            findings.push(Finding::error(
                file,
                Some(found.lines[0]),
                "something that looks like a secret, in a file that is not UTF-8 and cannot be redacted safely; remove it by hand",
            ));
            return bytes.to_vec();
        }
        for line in found.lines {
            findings.push(Finding::error(file, Some(line), SECRET_FOUND));
        }
        bytes.to_vec()
    };
    let persona = text(AGENTS, src.persona.as_bytes());
    let mut files = BTreeMap::new();
    let mut entries = Vec::new();
    for (slug, skill_files) in &src.skills {
        for (rel, bytes) in skill_files {
            let path = format!("skills/{slug}/{rel}");
            let bytes = text(&path, bytes);
            files.insert(path, bytes);
        }
        let (name, description) = skill_files
            .iter()
            .find(|(p, _)| p == crate::skills::spec::SKILL_MD)
            .and_then(|(_, b)| crate::skills::front_matter(&String::from_utf8_lossy(b)).ok())
            .map(|f| (f.name, f.description))
            .unwrap_or_default();
        entries.push(SkillEntry { slug: slug.clone(), name, description });
    }
    let manifest = Manifest {
        format: FORMAT.into(),
        version: VERSION,
        name: src.name.clone(),
        description: src.description.clone(),
        avatar: src.avatar.clone(),
        skills: entries,
        exported_at: exported_at.into(),
        extra: Map::new(),
    };
    // The manifest's texts (the assistant's description, each skill's) are scanned like files.
    let mut value = serde_json::to_value(&manifest).expect("a manifest serialises");
    manifest_secrets(&mut value, redact, &mut findings);
    if !findings.is_empty() {
        return Err(findings);
    }
    let manifest: Manifest = serde_json::from_value(value).expect("a redacted manifest keeps its shape");
    let mut json = serde_json::to_vec_pretty(&manifest).expect("a manifest serialises");
    json.push(b'\n');
    files.insert(MANIFEST.into(), json);
    files.insert(AGENTS.into(), persona.clone());
    files.insert(SOUL.into(), persona);
    let executable = src.executable.iter().filter(|p| files.contains_key(*p)).cloned().collect();
    Ok(Bundle { files, executable })
}

/// The order entries are written in: manifest, persona, then skills by path.
pub fn entry_order(bundle: &Bundle) -> Vec<&str> {
    let rank = |p: &str| match p {
        MANIFEST => 0,
        AGENTS => 1,
        SOUL => 2,
        _ => 3,
    };
    let mut paths: Vec<&str> = bundle.files.keys().map(String::as_str).collect();
    paths.sort_by(|a, b| (rank(a), *a).cmp(&(rank(b), *b)));
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn sample() -> Bundle {
        let src = Source {
            name: "Ann".into(),
            description: "Edits prose".into(),
            avatar: Avatar { avatar_kind: "emoji".into(), emoji: "✍️".into(), color: "#112233".into() },
            persona: "# Identity\nYou are Ann.\n".into(),
            skills: BTreeMap::from([(
                "tighten".to_string(),
                vec![(
                    "SKILL.md".to_string(),
                    b"---\nname: tighten\ndescription: Cut needless words from a draft.\n---\nSteps.\n"
                        .to_vec(),
                )],
            )]),
            executable: BTreeSet::new(),
        };
        build(&src, "2026-01-01T00:00:00Z", false).unwrap()
    }

    #[test]
    fn a_built_bundle_passes_its_own_check() {
        let b = sample();
        assert_eq!(check(&b), vec![]);
        let m = b.manifest().unwrap();
        assert_eq!(m.skills[0].slug, "tighten");
        assert_eq!(m.skills[0].description, "Cut needless words from a draft.");
        assert_eq!(b.get(AGENTS), b.get(SOUL));
    }

    #[test]
    fn path_rules() {
        for (name, dir, bad) in [
            ("manifest.json", false, false),
            ("skills/", true, false),
            ("skills/a/", true, false),
            ("skills/a/SKILL.md", false, false),
            ("skills/a/ref/x.md", false, false),
            ("../etc/passwd", false, true),
            ("skills/a/../../x", false, true),
            ("/etc/passwd", false, true),
            ("C:/x", false, true),
            ("skills\\a\\SKILL.md", false, true),
            ("session.jsonl", false, true),
            ("memory.md", false, true),
            ("skills/a//x", false, true),
            ("skills/a/./x", false, true),
            ("skills", false, true),
        ] {
            assert_eq!(path_problem(name, dir).is_some(), bad, "{name}");
        }
    }

    #[test]
    fn manifest_format_and_version_are_checked() {
        let mut b = sample();
        let mut v: Value = serde_json::from_slice(b.get(MANIFEST).unwrap()).unwrap();
        v["version"] = 2.into();
        b.files.insert(MANIFEST.into(), serde_json::to_vec(&v).unwrap());
        assert!(check(&b).iter().any(|f| f.is_error() && f.message.contains("version is 2")));
        v["version"] = 1.into();
        v["format"] = "zip".into();
        b.files.insert(MANIFEST.into(), serde_json::to_vec(&v).unwrap());
        assert!(check(&b).iter().any(|f| f.is_error() && f.message.contains("format is `zip`")));
    }

    #[test]
    fn redaction_changes_exactly_what_the_scan_reports() {
        // A placeholder is not reported, so it is not redacted either; delimiters stay.
        let text = "Set the key first: `export API_KEY=$WEATHER_KEY` then run `curl x`\n\
                    key: sk-proj-abcdefghijklmnop1234\n";
        let s = scan(text, true);
        assert_eq!(s.lines, [2]);
        assert_eq!(
            s.redacted,
            "Set the key first: `export API_KEY=$WEATHER_KEY` then run `curl x`\nkey: [redacted]\n"
        );
        // On one line, code stays and the key beside it goes.
        let s = scan("api_key = os.environ[\"KEY\"]; token = \"sk-proj-abcdefghijklmnop1234\"\n", true);
        assert_eq!(s.lines, [1]);
        assert_eq!(s.redacted, "api_key = os.environ[\"KEY\"]; token = \"[redacted]\"\n");
        // Not lenient: the placeholder counts too.
        assert_eq!(scan("export API_KEY=$WEATHER_KEY\n", false).lines, [1]);
        // A private key block goes whole, reported at its first line.
        let pem = "a\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\nb\n";
        let s = scan(pem, true);
        assert_eq!((s.lines, s.redacted.as_str()), (vec![2], "a\n[redacted]\nb\n"));
        // A `[redacted]` already there neither hides a key beside it nor counts itself.
        let s = scan("[redacted]sk-proj-abcdefghijklmnop1234\n", true);
        assert_eq!((s.lines, s.redacted.as_str()), (vec![1], "[redacted]\n"));
        let s = scan("password: [redacted]\n", false);
        assert!(s.lines.is_empty());
        // What the scan reports is gone from what it writes.
        for (text, lenient) in [(text, true), (pem, false)] {
            assert!(scan(&scan(text, lenient).redacted, lenient).lines.is_empty());
        }
    }

    #[test]
    fn a_file_that_is_not_utf8_is_scanned_and_redacted_byte_for_byte() {
        let bytes = b"caf\xe9 config\nOPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD\n\xff\xfe end\n";
        let mut out = Vec::new();
        secrets("skills/s/config.env", bytes, &mut out);
        assert_eq!(out.iter().map(|f| f.line).collect::<Vec<_>>(), [Some(2)]);
        let (text, exact) = decode(bytes);
        assert!(exact);
        assert_eq!(encode(&text), bytes, "decode and encode give the bytes back");
        let src = Source {
            name: "Ann".into(),
            description: "d".into(),
            avatar: Avatar::default(),
            persona: "# Identity\nYou are Ann.\n".into(),
            skills: BTreeMap::from([(
                "s".to_string(),
                vec![
                    ("SKILL.md".to_string(), b"---\nname: s\ndescription: Does s.\n---\nBody.\n".to_vec()),
                    ("config.env".to_string(), bytes.to_vec()),
                ],
            )]),
            executable: BTreeSet::new(),
        };
        let findings = build(&src, "t", false).unwrap_err();
        assert_eq!((findings[0].file.as_str(), findings[0].line), ("skills/s/config.env", Some(2)));
        let b = build(&src, "t", true).unwrap();
        assert_eq!(
            b.get("skills/s/config.env").unwrap(),
            b"caf\xe9 config\nOPENAI_API_KEY=[redacted]\n\xff\xfe end\n"
        );
        // A byte that is not UTF-8 next to a key hides nothing: the key still goes.
        let mut out = Vec::new();
        secrets(AGENTS, b"\xe9sk-proj-abcdefghijklmnop1234\xe9\n", &mut out);
        assert_eq!(out.len(), 1);
        // Text whose characters cannot be told from bytes is refused, not corrupted.
        let (_, exact) =
            decode("\u{10FFAA}".as_bytes().iter().chain(b"\xff").copied().collect::<Vec<_>>().as_slice());
        assert!(!exact);
    }

    #[test]
    fn code_and_placeholders_in_skill_files_are_not_secrets() {
        let skill = |text: &str| {
            let mut out = Vec::new();
            secrets("skills/s/scripts/a.py", text.as_bytes(), &mut out);
            out.iter().map(|f| f.line.unwrap()).collect::<Vec<_>>()
        };
        let code = "import os, getpass\n\
                    api_key = os.environ[\"OPENAI_API_KEY\"]\n\
                    token = os.getenv(\"GITHUB_TOKEN\")\n\
                    password = getpass.getpass()\n\
                    client = OpenAI(api_key=api_key)\n\
                    headers = {\"Authorization\": f\"Bearer {token}\"}\n\
                    secret_key = settings.SECRET_KEY\n\
                    qpdf --password=mypassword --decrypt encrypted.pdf decrypted.pdf\n\
                    export OPENAI_API_KEY=<your key>\n";
        assert_eq!(skill(code), Vec::<usize>::new());
        // Real values still count, in skills as everywhere.
        let real = "api_key = \"sk-proj-abcdefghijklmnop1234\"\npassword = \"hunter2!x\"\n\
                    Authorization: Bearer abc.def.ghijklmnopqrstu\nmy password is hunter2!\n\
                    password = \"letmein\"\n--password=correcthorse\n";
        assert_eq!(skill(real), [1, 2, 3, 4, 5, 6]);
        // Outside skills nothing changes.
        let mut out = Vec::new();
        secrets(AGENTS, b"qpdf --password=mypassword\n", &mut out);
        assert_eq!(out.len(), 1);
    }

    #[test]
    fn secrets_refuse_an_export_unless_redacted() {
        let mut src = Source {
            name: "Ann".into(),
            description: "d".into(),
            avatar: Avatar::default(),
            persona: "# Identity\nYou are Ann.\nMy key is sk-proj-abcdefghijklmnop1234\n".into(),
            skills: BTreeMap::new(),
            executable: BTreeSet::new(),
        };
        let findings = build(&src, "t", false).unwrap_err();
        assert_eq!((findings[0].file.as_str(), findings[0].line), (AGENTS, Some(3)));
        let b = build(&src, "t", true).unwrap();
        assert!(!String::from_utf8_lossy(b.get(AGENTS).unwrap()).contains("sk-proj"));
        src.persona = "# Identity\nYou are Ann.\n".into();
        assert!(build(&src, "t", false).is_ok());
    }

    #[test]
    fn lint_flags_placeholders_html_and_unlisted_skills() {
        let mut b = sample();
        b.files.insert(AGENTS.into(), b"# Identity\n<script>alert(1)</script>\n".to_vec());
        b.files
            .insert("skills/extra/SKILL.md".into(), b"---\nname: extra\ndescription: TODO\n---\n".to_vec());
        let f = check(&b);
        assert!(f.iter().any(|f| f.file == AGENTS && f.line == Some(2) && !f.is_error()), "{f:?}");
        assert!(f.iter().any(|f| f.file == "skills/extra/" && f.message.contains("not listed")), "{f:?}");
        assert!(f.iter().any(|f| f.file == SOUL && f.message.contains("differs")), "{f:?}");
    }

    #[test]
    fn a_path_that_is_both_a_file_and_a_folder_is_an_error() {
        let mut b = sample();
        b.files.insert("skills/tighten/x".into(), b"file".to_vec());
        b.files.insert("skills/tighten/X/y.txt".into(), b"file".to_vec());
        b.files.insert("skills/tighten/x/z.txt".into(), b"file".to_vec());
        let f: Vec<_> = check(&b).into_iter().filter(|f| f.message.contains("cannot be both")).collect();
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!((f[0].file.as_str(), f[0].is_error()), ("skills/tighten/x", true));
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("Writing Editor!"), "writing-editor");
        assert_eq!(slug("日本"), "assistant");
    }
}
