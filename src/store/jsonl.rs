//! JSON Lines: whole-line appends, a tolerant reader, and reading backwards from the end so the
//! tail of a huge file costs what the tail costs.

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::Path;

use anyhow::{Context, Result};
use serde::de::DeserializeOwned;

use super::fsx::{self, check_writable};
use crate::error::Failure;

/// Largest single `write` an append makes; every write holds whole lines only. Small writes
/// keep the window in which a SIGKILL can cut a write short (the kernel may then leave part
/// of it) narrow; readers skip such a torn line and the next append starts a fresh one.
const CHUNK: usize = 1 << 16;

/// A line that did not parse. It stays in the file; readers skip it and say where it is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Damaged {
    /// 1-based line number.
    pub line: usize,
    pub error: String,
}

/// Why a line did not parse, in serde's words without its "at line 1 column N": a message
/// about a damaged line names the line of the file itself, and serde's position counts within
/// the line alone.
pub fn line_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.strip_suffix(&format!(" at line {} column {}", e.line(), e.column())) {
        Some(message) => message.to_string(),
        None => text,
    }
}

/// Parsed rows with their 1-based line numbers, and the damaged lines.
#[derive(Debug)]
pub struct Rows<T> {
    pub rows: Vec<(usize, T)>,
    pub damaged: Vec<Damaged>,
}

/// Append already-serialized lines (no `\n` inside), registered secrets removed. Each `write` carries whole lines, so a
/// killed process leaves only complete lines behind. A torn last line (no final newline,
/// e.g. from a crash in another tool) is closed first, so the new line starts on its own.
/// A write that fails part-way (a full disk) is undone: the file is cut back to the length it
/// had, so no partial line is left for readers (or the OkBot app) to trip over. A symbolic
/// link inside the data root is refused, never written through.
pub fn append_lines(path: &Path, lines: &[String]) -> Result<()> {
    append_lines_with(path, lines, &mut |file, bytes| file.write(bytes))
}

/// [`append_lines`] with the `write` call injected (tests simulate a full disk with it).
fn append_lines_with(
    path: &Path,
    lines: &[String],
    write: &mut dyn FnMut(&mut File, &[u8]) -> io::Result<usize>,
) -> Result<()> {
    if lines.is_empty() {
        return Ok(());
    }
    check_writable(path)?;
    let ctx = || format!("cannot append to `{}`", path.display());
    let mut file = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .mode(0o600)
        .custom_flags(libc::O_NOFOLLOW)
        .open(path)
        .map_err(|e| fsx::no_follow_error(e, path))
        .with_context(ctx)?;
    fsx::check_plain_file(&file, path)?;
    let len = file.metadata().with_context(ctx)?.len();
    let mut buf = Vec::with_capacity(lines.iter().map(|l| l.len() + 1).sum::<usize>().min(CHUNK));
    if len > 0 {
        let mut last = [0u8; 1];
        file.read_exact_at(&mut last, len - 1).with_context(ctx)?;
        if last[0] != b'\n' {
            buf.push(b'\n');
        }
    }
    let mut written = 0u64;
    let mut result = Ok(());
    for line in lines {
        debug_assert!(!line.contains('\n'), "a JSONL line must not contain a newline");
        // Registered secrets (API keys) never reach a file (DESIGN §2).
        let line = crate::redact::scrub_json(line.as_bytes());
        if !buf.is_empty() && buf.len() + line.len() + 1 > CHUNK {
            result = write_counted(&mut file, &buf, write, &mut written);
            buf.clear();
            if result.is_err() {
                break;
            }
        }
        buf.extend_from_slice(&line);
        buf.push(b'\n');
    }
    if result.is_ok() {
        result = write_counted(&mut file, &buf, write, &mut written).and_then(|()| file.sync_data());
    }
    match result {
        Ok(()) => Ok(()),
        Err(e) => Err(undo_append(&file, path, len, written, e)),
    }
}

/// `write_all` through `write`, counting the bytes that reached the file.
fn write_counted(
    file: &mut File,
    mut bytes: &[u8],
    write: &mut dyn FnMut(&mut File, &[u8]) -> io::Result<usize>,
    written: &mut u64,
) -> io::Result<()> {
    while !bytes.is_empty() {
        match write(file, bytes) {
            Ok(0) => return Err(io::Error::new(io::ErrorKind::WriteZero, "the disk took no more bytes")),
            Ok(n) => {
                *written += n as u64;
                bytes = &bytes[n..];
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// A failed append: cut the file back to `len` (when only this append grew it) and say so.
fn undo_append(file: &File, path: &Path, len: u64, written: u64, cause: io::Error) -> anyhow::Error {
    let shown = path.display();
    let now = file.metadata().map(|m| m.len());
    let undone = match now {
        Ok(n) if n == len => Ok(false),
        Ok(n) if n == len + written => file.set_len(len).and_then(|()| file.sync_data()).map(|()| true),
        Ok(n) => Err(io::Error::other(format!(
            "it is {n} bytes, not the {} expected; another program wrote to it meanwhile",
            len + written
        ))),
        Err(e) => Err(e),
    };
    // Said in the error itself (store code prints nothing): the user learns both that the
    // append failed and what became of the file.
    let (outcome, hint) = match undone {
        Ok(true) => (
            format!("the partial write was undone (cut back to its previous {len} bytes)"),
            format!("`{shown}` is as it was before the append"),
        ),
        Ok(false) => ("nothing was written".to_string(), format!("`{shown}` is as it was before the append")),
        Err(e) => (
            format!("the partial write could not be undone ({e})"),
            "the file may end in a partial line; okbot skips it and `okbot doctor` shows it".to_string(),
        ),
    };
    let mut failure = Failure::general(format!("cannot append to `{shown}`: {cause}; {outcome}")).hint(hint);
    if cause.raw_os_error() == Some(libc::ENOSPC) {
        failure = failure.hint("free some disk space and try again");
    }
    failure.into()
}

/// Append one serializable value as a compact line.
pub fn append<T: serde::Serialize>(path: &Path, value: &T) -> Result<()> {
    append_lines(path, &[serde_json::to_string(value)?])
}

/// Read every line; damaged lines are reported, never dropped from the file. A missing file
/// reads as empty.
pub fn read_all<T: DeserializeOwned>(path: &Path) -> Result<Rows<T>> {
    let mut out = Rows { rows: Vec::new(), damaged: Vec::new() };
    for_each(path, |line, row| match row {
        Ok(row) => out.rows.push((line, row)),
        Err(error) => out.damaged.push(Damaged { line, error }),
    })?;
    Ok(out)
}

/// Stream every non-blank line, parsed, with its 1-based number; nothing is kept.
pub fn for_each<T: DeserializeOwned>(
    path: &Path,
    mut each: impl FnMut(usize, Result<T, String>),
) -> Result<()> {
    let Some(file) = fsx::open_read(path)? else {
        return Ok(());
    };
    let mut reader = BufReader::with_capacity(1 << 16, file);
    let mut line = Vec::new();
    let mut number = 0;
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .with_context(|| format!("cannot read `{}`", path.display()))?;
        if n == 0 {
            break;
        }
        number += 1;
        let text = trim_line(&line);
        if text.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        each(number, serde_json::from_slice::<T>(text).map_err(|e| line_error(&e)));
    }
    Ok(())
}

fn trim_line(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Lines from the end of a file towards `floor` (a byte offset), newest first, each with the
/// byte offset where it starts. Blank lines are skipped. Reads 64 KiB blocks backwards; a
/// long line costs what its length costs (blocks are searched once and joined once).
pub struct RevLines {
    file: File,
    /// File offset of the first unread byte's successor: everything before `pos` is unread.
    pos: u64,
    floor: u64,
    /// Bytes read but not yet yielded, as blocks in file order (`blocks[0]` starts at `pos`).
    blocks: Vec<Vec<u8>>,
}

const BLOCK: u64 = 1 << 16;

impl RevLines {
    /// `None` when the file does not exist.
    pub fn open(path: &Path, floor: u64) -> Result<Option<Self>> {
        let Some(mut file) = fsx::open_read(path)? else {
            return Ok(None);
        };
        let len = file.seek(SeekFrom::End(0))?;
        Ok(Some(RevLines { file, pos: len, floor: floor.min(len), blocks: Vec::new() }))
    }

    /// Read the block before `pos`; false at the floor.
    fn fill(&mut self) -> std::io::Result<bool> {
        if self.pos <= self.floor {
            return Ok(false);
        }
        let start = self.pos.saturating_sub(BLOCK).max(self.floor);
        let mut block = vec![0u8; (self.pos - start) as usize];
        self.file.read_exact_at(&mut block, start)?;
        self.blocks.insert(0, block);
        self.pos = start;
        Ok(true)
    }

    /// Take the bytes after the last newline of the pending blocks (searching each block once,
    /// newest first), or everything when the floor is reached without one.
    fn take_line(&mut self) -> std::io::Result<Option<(u64, Vec<u8>)>> {
        // Drop the terminator of the line about to be taken.
        if let Some(last) = self.blocks.last_mut()
            && last.last() == Some(&b'\n')
        {
            last.pop();
        }
        let mut searched = 0; // blocks at the end already searched
        loop {
            let n = self.blocks.len();
            for b in (0..n - searched.min(n)).rev() {
                if let Some(i) = self.blocks[b].iter().rposition(|&c| c == b'\n') {
                    let mut line = self.blocks[b].split_off(i + 1);
                    for later in self.blocks.drain(b + 1..) {
                        line.extend_from_slice(&later);
                    }
                    let offset = self.pos + self.blocks[..=b].iter().map(|x| x.len() as u64).sum::<u64>();
                    return Ok(Some((offset, line)));
                }
            }
            searched = n;
            if !self.fill()? {
                if self.blocks.iter().all(Vec::is_empty) {
                    self.blocks.clear();
                    return Ok(None);
                }
                let line = self.blocks.drain(..).flatten().collect();
                return Ok(Some((self.pos, line)));
            }
        }
    }
}

impl Iterator for RevLines {
    type Item = std::io::Result<(u64, Vec<u8>)>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            match self.take_line() {
                Ok(Some((offset, line))) => {
                    let line = trim_line(&line).to_vec();
                    if line.iter().all(u8::is_ascii_whitespace) {
                        continue;
                    }
                    return Some(Ok((offset, line)));
                }
                Ok(None) => return None,
                Err(e) => return Some(Err(e)),
            }
        }
    }
}

/// Lines from byte `offset` to the end, oldest first, each with its start offset.
pub fn read_from(path: &Path, offset: u64) -> Result<Vec<(u64, Vec<u8>)>> {
    let Some(mut file) = fsx::open_read(path)? else {
        return Ok(Vec::new());
    };
    file.seek(SeekFrom::Start(offset))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).with_context(|| format!("cannot read `{}`", path.display()))?;
    let mut out = Vec::new();
    let mut start = 0usize;
    for piece in bytes.split_inclusive(|&b| b == b'\n') {
        let line = trim_line(piece);
        if !line.iter().all(u8::is_ascii_whitespace) {
            out.push((offset + start as u64, line.to_vec()));
        }
        start += piece.len();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(path: &Path, floor: u64) -> Vec<(u64, String)> {
        RevLines::open(path, floor)
            .unwrap()
            .unwrap()
            .map(|r| r.map(|(o, l)| (o, String::from_utf8(l).unwrap())).unwrap())
            .collect()
    }

    #[test]
    fn reverse_reading_yields_every_line_newest_first_with_offsets() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        let mut text = String::new();
        let mut expected = Vec::new();
        for i in 0..20_000 {
            expected.push((text.len() as u64, format!("{{\"n\":{i}}}")));
            text.push_str(&format!("{{\"n\":{i}}}\n"));
        }
        std::fs::write(&path, &text).unwrap();
        expected.reverse();
        assert_eq!(lines_of(&path, 0), expected);
    }

    #[test]
    fn reverse_reading_stops_at_the_floor_and_keeps_a_torn_last_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        std::fs::write(&path, "one\n\ntwo\nthree").unwrap();
        assert_eq!(lines_of(&path, 0), vec![(9, "three".into()), (5, "two".into()), (0, "one".into())]);
        assert_eq!(lines_of(&path, 5), vec![(9, "three".into()), (5, "two".into())]);
    }

    #[test]
    fn a_line_longer_than_many_blocks_comes_back_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        let long = "x".repeat(5 * BLOCK as usize + 17);
        std::fs::write(&path, format!("first\n{long}\nlast\n")).unwrap();
        let lines = lines_of(&path, 0);
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[1], (6, long));
        assert_eq!(lines[2], (0, "first".to_string()));
    }

    #[test]
    fn append_after_a_torn_line_starts_on_a_new_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        std::fs::write(&path, "{\"a\":1}\n{\"b\":").unwrap();
        append_lines(&path, &["{\"c\":3}".into()]).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"a\":1}\n{\"b\":\n{\"c\":3}\n");
        let rows = read_all::<serde_json::Value>(&path).unwrap();
        assert_eq!(rows.rows.len(), 2);
        assert_eq!(rows.damaged.len(), 1);
        assert_eq!(rows.damaged[0].line, 2);
    }

    /// A writer that lets `allow` bytes through, then fails like a full disk.
    fn full_disk_after(mut allow: usize) -> impl FnMut(&mut File, &[u8]) -> io::Result<usize> {
        move |file, bytes| {
            if allow == 0 {
                return Err(io::Error::from_raw_os_error(libc::ENOSPC));
            }
            let n = bytes.len().min(allow);
            allow -= n;
            file.write(&bytes[..n])
        }
    }

    fn error_text(e: &anyhow::Error) -> String {
        let f = e.chain().find_map(|c| c.downcast_ref::<Failure>()).expect("a Failure");
        format!("{}\n{}", f.message, f.hints.join("\n"))
    }

    #[test]
    fn a_short_write_on_a_full_disk_is_cut_back_to_the_previous_length() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        // A torn last line too: the newline that closes it is part of what gets undone.
        let before = "{\"a\":1}\n{\"b\":";
        std::fs::write(&path, before).unwrap();
        let err = append_lines_with(&path, &["{\"c\":3}".into()], &mut full_disk_after(4)).unwrap_err();
        let text = error_text(&err);
        assert!(text.contains("No space left on device"), "{text}");
        assert!(text.contains("the partial write was undone"), "{text}");
        assert!(text.contains("free some disk space"), "{text}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    }

    #[test]
    fn a_failure_in_a_later_chunk_undoes_the_earlier_chunks_too() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        std::fs::write(&path, "{\"a\":1}\n").unwrap();
        let line = format!("{{\"x\":\"{}\"}}", "y".repeat(CHUNK / 2));
        let lines = vec![line.clone(), line.clone(), line];
        let err = append_lines_with(&path, &lines, &mut full_disk_after(CHUNK + 10)).unwrap_err();
        assert!(error_text(&err).contains("the partial write was undone"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"a\":1}\n");
        // The next append (disk freed) works and leaves only whole lines.
        append_lines(&path, &["{\"b\":2}".into()]).unwrap();
        let rows = read_all::<serde_json::Value>(&path).unwrap();
        assert_eq!((rows.rows.len(), rows.damaged.len()), (2, 0));
    }

    #[test]
    fn a_write_that_fails_before_any_byte_says_nothing_was_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        std::fs::write(&path, "{\"a\":1}\n").unwrap();
        let err = append_lines_with(&path, &["{}".into()], &mut full_disk_after(0)).unwrap_err();
        assert!(error_text(&err).contains("nothing was written"), "{}", error_text(&err));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"a\":1}\n");
    }

    #[test]
    fn appends_and_reads_refuse_a_linked_file_inside_a_root() {
        let dir = tempfile::tempdir().unwrap();
        let root = super::super::Root::at(dir.path().join("root"));
        std::fs::create_dir_all(root.dir().join("bot_1")).unwrap();
        let outside = dir.path().join("outside.jsonl");
        std::fs::write(&outside, "{\"a\":1}\n").unwrap();
        let path = root.dir().join("bot_1/session.jsonl");
        std::os::unix::fs::symlink(&outside, &path).unwrap();
        let err = append_lines(&path, &["{}".into()]).unwrap_err();
        assert!(error_text(&err).contains("is a symbolic link"), "{}", error_text(&err));
        assert!(read_all::<serde_json::Value>(&path).is_err());
        assert!(RevLines::open(&path, 0).is_err());
        assert!(read_from(&path, 0).is_err());
        assert_eq!(std::fs::read_to_string(&outside).unwrap(), "{\"a\":1}\n");
    }

    #[test]
    fn read_from_an_offset_returns_only_the_tail() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.jsonl");
        std::fs::write(&path, "aa\nbb\ncc\n").unwrap();
        let tail = read_from(&path, 3).unwrap();
        assert_eq!(tail, vec![(3, b"bb".to_vec()), (6, b"cc".to_vec())]);
    }
}
