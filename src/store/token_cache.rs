//! `<owner>/.token-cache`: okbot's own record of token counts it made (see `tokens::Memo`), so
//! an unchanged text is not encoded again. A cache, not data: it may be deleted at any time, and
//! a file that is damaged in any way is ignored (and replaced on the next save).
//!
//! Text, one count a line after a header line:
//! `o200k_base <32 hex digits: SipHash-1-3 128 of the text> <bytes of the text> <tokens>`.

use std::io::Read;
use std::path::PathBuf;

use anyhow::{Context, Result};

use super::{OwnerId, Root, fsx};
use crate::tokens::{Key, Known, MEMO_CAP, Table};

pub const FILE: &str = ".token-cache";
const HEADER: &str = "okbot-token-cache 1";
/// okbot writes at most [`MEMO_CAP`] lines of ~60 bytes; a larger file is not its own.
const MAX_BYTES: u64 = (MEMO_CAP as u64 + 1) * 96;

pub fn path(root: &Root, owner: &OwnerId) -> PathBuf {
    root.owner_dir(owner).join(FILE)
}

/// The counts in the owner's cache; none when the file is missing, not a plain file, too large,
/// unreadable or damaged in any line.
pub fn load(root: &Root, owner: &OwnerId) -> Vec<Known> {
    let path = path(root, owner);
    let Ok(meta) = std::fs::symlink_metadata(&path) else { return Vec::new() };
    if !meta.is_file() || meta.len() > MAX_BYTES {
        return Vec::new();
    }
    let mut text = String::new();
    let read = std::fs::File::open(&path).and_then(|f| f.take(MAX_BYTES + 1).read_to_string(&mut text));
    match read {
        Ok(n) if n as u64 <= MAX_BYTES => parse(&text).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Replace the owner's cache with `known` (atomic rename: concurrent writers never mix, the
/// last one wins). Writes nothing when the owner has no folder yet.
pub fn save(root: &Root, owner: &OwnerId, known: &[Known]) -> Result<()> {
    if !root.owner_dir(owner).is_dir() {
        return Ok(());
    }
    let path = path(root, owner);
    // A link in the cache's place (to `/dev/zero`, say) is removed, never followed: the cache
    // is okbot's own and can always be rebuilt. A linked owner folder is still refused below.
    if fsx::link_inside_root(&path).as_deref() == Some(path.as_path()) {
        std::fs::remove_file(&path)
            .with_context(|| format!("cannot remove the link `{}`", path.display()))?;
    }
    fsx::write_cache(&path, format(known).as_bytes())
}

fn parse(text: &str) -> Option<Vec<Known>> {
    let mut lines = text.lines();
    if lines.next()? != HEADER {
        return None;
    }
    lines.map(parse_line).collect()
}

fn parse_line(line: &str) -> Option<Known> {
    let mut fields = line.split(' ');
    let table = Table::from_name(fields.next()?)?;
    let hash = fields.next().filter(|h| h.len() == 32 && h.bytes().all(|b| b.is_ascii_hexdigit()))?;
    let hash = u128::from_str_radix(hash, 16).ok()?;
    let len = digits(fields.next()?)?;
    let count = digits(fields.next()?)?;
    let known = Known { key: Key { table, hash, len }, count };
    (fields.next().is_none() && known.plausible()).then_some(known)
}

/// A plain decimal number (no sign, no spaces).
fn digits(field: &str) -> Option<u64> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}

fn format(known: &[Known]) -> String {
    use std::fmt::Write as _;
    let mut text = String::with_capacity(HEADER.len() + 1 + known.len() * 64);
    text.push_str(HEADER);
    text.push('\n');
    for k in known {
        let _ = writeln!(text, "{} {:032x} {} {}", k.key.table.name(), k.key.hash, k.key.len, k.count);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known(text: &str, count: u64) -> Known {
        Known { key: Key::of(Table::O200kBase, text), count }
    }

    #[test]
    fn counts_survive_a_round_trip() {
        let rows = vec![known("hello world", 2), Known { key: Key::of(Table::Cl100kBase, "hi"), count: 1 }];
        assert_eq!(parse(&format(&rows)), Some(rows));
        assert_eq!(parse(&format(&[])), Some(vec![]));
    }

    #[test]
    fn any_damaged_line_discards_the_whole_file() {
        let good = format(&[known("hello world", 2)]);
        assert!(parse(&good).is_some());
        let line = good.lines().nth(1).unwrap();
        let f: Vec<&str> = line.split(' ').collect();
        for bad in [
            "".to_string(),
            good.replace(HEADER, "okbot-token-cache 2"),
            format!("{good}{line} 7\n"),
            format!("{good}{}\n", line.replace("o200k_base", "p50k_base")),
            format!("{good}{}\n", &line[..line.len() - 2]),
            format!("{good}{}\n", line.replace(" 11 2", " 11 12")),
            format!("{good}{}\n", line.replace(" 11 2", " 11 0")),
            format!("{good}{}\n", line.replace(" 11 2", " 11 +2")),
            format!("{good}{}\n", line.replace(" 11 2", " 11  2")),
            format!("{good}{} g{} {} {}\n", f[0], &f[1][1..], f[2], f[3]),
        ] {
            assert_eq!(parse(&bad), None, "{bad:?}");
        }
    }
}
