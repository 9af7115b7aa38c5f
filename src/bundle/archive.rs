//! A bundle as a zip archive, read and written with the `zip` crate. Reading never trusts what
//! the archive declares: the central directory is checked first (count, names, kinds, declared
//! sizes), and nothing is inflated when it fails; then every entry is inflated through the
//! absolute limits (per file and in all), so an entry that lies about its size stops at them.
//! No rule on how well an entry compresses: with those limits a zip bomb inflates to at most
//! [`MAX_TOTAL_BYTES`], and a rule on the ratio would refuse honest files (a file of one
//! repeated letter deflates over 1000:1) that okbot itself exports.

use std::collections::HashMap;
use std::io::{Cursor, Read, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipArchive, ZipWriter};

use super::{Bundle, Finding, MAX_ENTRIES, MAX_FILE_BYTES, MAX_TOTAL_BYTES, entry_order, path_problem};

const S_IFMT: u32 = 0o170000;
const S_IFREG: u32 = 0o100000;
const S_IFDIR: u32 = 0o040000;
const S_IFLNK: u32 = 0o120000;

/// Read an archive's bytes (the caller has checked their size). Findings name the entry (`.`
/// for the archive as a whole); with any error the bundle is incomplete and must not be used.
pub fn read(bytes: &[u8]) -> (Bundle, Vec<Finding>) {
    let mut out = Vec::new();
    let mut bundle = Bundle::default();
    let mut zip = match ZipArchive::new(Cursor::new(bytes)) {
        Ok(z) => z,
        Err(e) => {
            out.push(Finding::error(".", None, format!("not a zip archive (a .okbot bundle is one): {e}")));
            return (bundle, out);
        }
    };
    if zip.len() > MAX_ENTRIES {
        out.push(Finding::error(
            ".",
            None,
            format!("the archive has {} entries; at most {MAX_ENTRIES} are accepted", zip.len()),
        ));
        return (bundle, out);
    }
    if zip.has_duplicate_names() {
        let (file, message) = match duplicate_name(bytes) {
            Some(name) => (name, "the archive holds this name twice"),
            None => (".".to_string(), "the archive holds two entries with the same name"),
        };
        out.push(Finding::error(&file, None, message));
    }
    // Pass 1: the central directory only.
    let mut files = Vec::new();
    let mut declared_total = 0u64;
    let mut folded: HashMap<String, String> = HashMap::new();
    let mut dirs = Vec::new();
    for i in 0..zip.len() {
        let entry = match zip.by_index_raw(i) {
            Ok(e) => e,
            Err(e) => {
                out.push(Finding::error(".", None, format!("entry {} cannot be read: {e}", i + 1)));
                continue;
            }
        };
        let Ok(name) = std::str::from_utf8(entry.name_raw()).map(str::to_string) else {
            out.push(Finding::error(
                &String::from_utf8_lossy(entry.name_raw()),
                None,
                "the entry's name is not UTF-8",
            ));
            continue;
        };
        let mode = entry.unix_mode().unwrap_or(0);
        let kind = mode & S_IFMT;
        let dir = entry.is_dir() || kind == S_IFDIR;
        let problem = if kind == S_IFLNK || entry.is_symlink() {
            Some("a symbolic link; a bundle holds only files and folders".to_string())
        } else if kind != 0 && kind != S_IFREG && kind != S_IFDIR {
            Some("a special file (device, pipe or socket); a bundle holds only files and folders".into())
        } else if entry.encrypted() {
            Some("an encrypted entry".into())
        } else if !matches!(entry.compression(), CompressionMethod::Stored | CompressionMethod::Deflated) {
            Some(format!(
                "compressed with {:?}; only stored and deflated entries are read",
                entry.compression()
            ))
        } else {
            path_problem(&name, dir)
        };
        if let Some(p) = problem {
            out.push(Finding::error(&name, None, p));
            continue;
        }
        if let Some(other) = folded.insert(name.to_lowercase(), name.clone()) {
            out.push(Finding::error(
                &name,
                None,
                if other == name {
                    "the archive holds this name twice".to_string()
                } else {
                    format!("the same name as `{other}` apart from letter case")
                },
            ));
            continue;
        }
        if dir {
            dirs.push(name.trim_end_matches('/').to_string());
            continue;
        }
        let size = entry.size();
        if size > MAX_FILE_BYTES {
            out.push(Finding::error(&name, None, super::file_too_big(size)));
            continue;
        }
        declared_total += size;
        if mode & 0o111 != 0 && name.starts_with("skills/") {
            bundle.executable.insert(name.clone());
        }
        files.push((i, name, size));
    }
    // A folder entry named like a file (`skills/a/x/` and `skills/a/x`).
    for dir in &dirs {
        if let Some(file) = folded.get(&dir.to_lowercase()) {
            out.push(Finding::error(file, None, super::both_file_and_folder(dir)));
        }
    }
    if declared_total > MAX_TOTAL_BYTES {
        out.push(Finding::error(
            ".",
            None,
            format!("the files add up to {declared_total} bytes; at most {MAX_TOTAL_BYTES} are accepted"),
        ));
    }
    if out.iter().any(Finding::is_error) {
        return (bundle, out);
    }
    // Pass 2: inflate, each entry through its declared size (and the limits) plus one byte.
    let mut total = 0u64;
    for (i, name, declared) in files {
        let mut entry = match zip.by_index(i) {
            Ok(e) => e,
            Err(e) => {
                out.push(Finding::error(&name, None, format!("cannot be read: {e}")));
                return (bundle, out);
            }
        };
        let cap = declared.min(MAX_FILE_BYTES).min(MAX_TOTAL_BYTES - total);
        let mut data = Vec::with_capacity(cap as usize);
        if let Err(e) = (&mut entry).take(cap + 1).read_to_end(&mut data) {
            out.push(Finding::error(&name, None, format!("cannot be inflated: {e}")));
            return (bundle, out);
        }
        if data.len() as u64 > cap {
            out.push(Finding::error(
                &name,
                None,
                format!("the file inflates past its declared size of {declared} bytes (a zip bomb?); nothing was read further"),
            ));
            return (bundle, out);
        }
        if (data.len() as u64) < declared {
            out.push(Finding::error(&name, None, "the file is shorter than its declared size"));
            return (bundle, out);
        }
        total += data.len() as u64;
        bundle.files.insert(name, data);
    }
    (bundle, out)
}

/// The first name the archive's entries repeat, read from the local headers one after another
/// (the central directory's index keeps one entry per name). Nothing is inflated: skipping an
/// entry reads past its stored bytes only.
fn duplicate_name(bytes: &[u8]) -> Option<String> {
    let mut reader = Cursor::new(bytes);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..=MAX_ENTRIES {
        let entry = zip::read::read_zipfile_from_stream(&mut reader).ok()??;
        let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
        drop(entry);
        if !seen.insert(name.clone()) {
            return Some(name);
        }
    }
    None
}

/// The archive's bytes: entries in a fixed order (manifest, persona, skills by path), all
/// stamped 1980-01-01 00:00 with mode 0644 (0755 for an executable skill file), so the same
/// bundle always gives the same bytes.
pub fn write(bundle: &Bundle) -> anyhow::Result<Vec<u8>> {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    for path in entry_order(bundle) {
        let mode = if bundle.executable.contains(path) { 0o755 } else { 0o644 };
        zip.start_file(path, options.unix_permissions(mode))?;
        zip.write_all(&bundle.files[path])?;
    }
    Ok(zip.finish()?.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            zip.start_file(*name, SimpleFileOptions::default()).unwrap();
            zip.write_all(bytes).unwrap();
        }
        zip.finish().unwrap().into_inner()
    }

    #[test]
    fn round_trip_and_determinism() {
        let b = super::super::tests::sample();
        let bytes = write(&b).unwrap();
        assert_eq!(bytes, write(&b).unwrap());
        let (back, findings) = read(&bytes);
        assert_eq!(findings, vec![]);
        assert_eq!(back, b);
    }

    #[test]
    fn executable_skill_files_keep_their_mode() {
        let mut b = super::super::tests::sample();
        b.files.insert("skills/tighten/scripts/run.sh".into(), b"#!/bin/sh\n".to_vec());
        b.executable.insert("skills/tighten/scripts/run.sh".into());
        let bytes = write(&b).unwrap();
        let (back, findings) = read(&bytes);
        assert_eq!(findings, vec![]);
        assert_eq!(back, b);
        let mut zip = ZipArchive::new(Cursor::new(&bytes)).unwrap();
        assert_eq!(zip.by_name("skills/tighten/scripts/run.sh").unwrap().unix_mode(), Some(0o100755));
        assert_eq!(zip.by_name("skills/tighten/SKILL.md").unwrap().unix_mode(), Some(0o100644));
        // An executable bit on a file outside skills/ is not kept.
        let zipped = zip_of_mode(&[("manifest.json", 0o755)]);
        assert!(read(&zipped).0.executable.is_empty());
    }

    fn zip_of_mode(entries: &[(&str, u32)]) -> Vec<u8> {
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        for (name, mode) in entries {
            zip.start_file(*name, SimpleFileOptions::default().unix_permissions(*mode)).unwrap();
            zip.write_all(b"{}").unwrap();
        }
        zip.finish().unwrap().into_inner()
    }

    #[test]
    fn hostile_names_are_refused_before_inflating() {
        let bytes = zip_of(&[("manifest.json", b"{}"), ("../evil", b"x")]);
        let (b, f) = read(&bytes);
        assert!(b.files.is_empty());
        assert_eq!(f[0].file, "../evil");
        let bytes = zip_of(&[("skills/a/SKILL.md", b"a"), ("skills/a/skill.md", b"b")]);
        let (_, f) = read(&bytes);
        assert!(
            f.iter().any(|f| f.file == "skills/a/skill.md" && f.message.contains("letter case")),
            "{f:?}"
        );
    }

    #[test]
    fn a_file_that_compresses_well_round_trips_within_the_limits() {
        // One repeated letter deflates over 1000:1: honest, and within the absolute limits.
        let mut b = super::super::tests::sample();
        b.files.insert("skills/tighten/ref/a.txt".into(), vec![b'a'; MAX_FILE_BYTES as usize]);
        let bytes = write(&b).unwrap();
        assert!(bytes.len() < 10_000, "{}", bytes.len());
        let (back, findings) = read(&bytes);
        assert_eq!(findings, vec![]);
        assert_eq!(back, b);
    }

    #[test]
    fn a_bomb_stops_at_the_absolute_limits() {
        // Declared within the per-file limit but adding up past the total: refused from the
        // central directory, before anything is inflated.
        let zeros = vec![0u8; MAX_FILE_BYTES as usize];
        let names: Vec<String> =
            (0..=MAX_TOTAL_BYTES / MAX_FILE_BYTES).map(|i| format!("skills/a/{i}")).collect();
        let entries: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), zeros.as_slice())).collect();
        let (b, f) = read(&zip_of(&entries));
        assert!(b.files.is_empty());
        assert!(f.iter().any(|f| f.file == "." && f.message.contains("add up to")), "{f:?}");
        // A file declared over the per-file limit is refused unread.
        let big = vec![0u8; MAX_FILE_BYTES as usize + 1];
        let (b, f) = read(&zip_of(&[("skills/a/SKILL.md", &big)]));
        assert!(b.files.is_empty());
        assert!(f[0].message.contains("per file"), "{f:?}");
    }

    /// Set every entry's declared (uncompressed) size to `size`, in the local headers (offset
    /// 22) and the central directory (offset 24): an archive that lies about what it inflates to.
    fn lie_about_sizes(mut bytes: Vec<u8>, size: u32) -> Vec<u8> {
        for (sig, at) in [(b"PK\x03\x04", 22), (b"PK\x01\x02", 24)] {
            let starts: Vec<usize> =
                bytes.windows(4).enumerate().filter(|(_, w)| w == sig).map(|(i, _)| i).collect();
            for i in starts {
                bytes[i + at..i + at + 4].copy_from_slice(&size.to_le_bytes());
            }
        }
        bytes
    }

    #[test]
    fn an_entry_that_inflates_past_its_declared_size_stops_at_it() {
        let zeros = vec![0u8; 4_000_000];
        let bytes = lie_about_sizes(zip_of(&[("skills/a/SKILL.md", &zeros)]), 1000);
        let (b, f) = read(&bytes);
        assert!(b.files.is_empty());
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].file, "skills/a/SKILL.md");
        assert!(f[0].is_error());
    }

    #[test]
    fn not_a_zip() {
        let (_, f) = read(b"hello");
        assert!(f[0].message.contains("not a zip"));
    }
}
