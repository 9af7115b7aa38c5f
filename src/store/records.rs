//! A JSON Lines file of records with ids that okbot rewrites whole (jobs, tasks): read it all,
//! change it under the owner lock, write it back atomically. Lines that do not parse are kept
//! verbatim, in place. When several lines share an id (a record updated by appending, as other
//! tools may do) the last one wins, in the place of the first, and the rewrite keeps one line.

use std::collections::HashMap;
use std::path::Path;

use anyhow::Result;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::fsx;
use super::jsonl::Damaged;

/// A record with an id.
pub trait Keyed {
    fn key(&self) -> &str;
}

#[derive(Debug, Clone)]
enum Line<T> {
    Record(Box<T>),
    /// A line that is not a record, byte for byte (it may not even be UTF-8).
    Kept(Vec<u8>),
}

/// Every line of the file, in order.
#[derive(Debug, Clone)]
pub struct Records<T> {
    lines: Vec<Line<T>>,
    /// Where each id's record is in `lines`, so that reading a file of n lines costs O(n).
    /// Checked on use: a record whose id a caller changed through [`Records::iter_mut`] is still
    /// found, by a search.
    at: HashMap<String, usize>,
    /// Lines that are not records (blank lines excluded).
    pub damaged: Vec<Damaged>,
}

impl<T> Default for Records<T> {
    fn default() -> Self {
        Records { lines: Vec::new(), at: HashMap::new(), damaged: Vec::new() }
    }
}

impl<T: Keyed + Serialize + DeserializeOwned> Records<T> {
    /// Read `path`; a missing file reads as no records.
    pub fn load(path: &Path) -> Result<Records<T>> {
        let Some(bytes) = fsx::read_optional(path)? else {
            return Ok(Records::default());
        };
        Ok(Records::parse(&bytes))
    }

    /// The records of a file's bytes.
    pub fn parse(bytes: &[u8]) -> Records<T> {
        let mut records = Records::default();
        let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        for (i, raw) in body.split(|&b| b == b'\n').enumerate() {
            let parsed = match std::str::from_utf8(raw) {
                Ok(line) if line.trim().is_empty() => continue,
                Ok(line) => serde_json::from_str::<T>(line).map_err(|e| super::jsonl::line_error(&e)),
                Err(e) => Err(format!("not UTF-8 text (byte {} of the line)", e.valid_up_to() + 1)),
            };
            match parsed {
                Ok(record) => match records.at.get(record.key()) {
                    Some(&at) => records.lines[at] = Line::Record(Box::new(record)),
                    None => records.push(record),
                },
                Err(error) => {
                    records.damaged.push(Damaged { line: i + 1, error });
                    records.lines.push(Line::Kept(raw.to_vec()));
                }
            }
        }
        records
    }

    /// The file's text: one line per record or kept line.
    pub fn render(&self) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        for line in &self.lines {
            match line {
                Line::Record(r) => serde_json::to_writer(&mut out, r)?,
                Line::Kept(raw) => out.extend_from_slice(raw),
            }
            out.push(b'\n');
        }
        Ok(out)
    }

    /// Rewrite `path` atomically (mode 0600 when new).
    pub fn save(&self, path: &Path) -> Result<()> {
        write(path, &self.render()?)
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.lines.iter().filter_map(|l| match l {
            Line::Record(r) => Some(&**r),
            Line::Kept(_) => None,
        })
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.lines.iter_mut().filter_map(|l| match l {
            Line::Record(r) => Some(&mut **r),
            Line::Kept(_) => None,
        })
    }

    pub fn len(&self) -> usize {
        self.iter().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, key: &str) -> Option<&T> {
        let at = self.position(key)?;
        match &self.lines[at] {
            Line::Record(r) => Some(&**r),
            Line::Kept(_) => None,
        }
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut T> {
        let at = self.position(key)?;
        match &mut self.lines[at] {
            Line::Record(r) => Some(&mut **r),
            Line::Kept(_) => None,
        }
    }

    /// The line of the first record with this id.
    fn position(&self, key: &str) -> Option<usize> {
        let known = self.at.get(key).copied().filter(|&i| self.key_at(i) == Some(key));
        known.or_else(|| (0..self.lines.len()).find(|&i| self.key_at(i) == Some(key)))
    }

    fn key_at(&self, i: usize) -> Option<&str> {
        match self.lines.get(i)? {
            Line::Record(r) => Some(r.key()),
            Line::Kept(_) => None,
        }
    }

    pub fn push(&mut self, record: T) {
        self.at.entry(record.key().to_string()).or_insert(self.lines.len());
        self.lines.push(Line::Record(Box::new(record)));
    }

    /// Remove a record; returns it.
    pub fn remove(&mut self, key: &str) -> Option<T> {
        let at = self.position(key)?;
        let removed = match self.lines.remove(at) {
            Line::Record(r) => Some(*r),
            Line::Kept(_) => None,
        };
        // The lines after it moved up by one.
        self.at =
            (0..self.lines.len()).filter_map(|i| Some((self.key_at(i)?.to_string(), i))).rev().collect();
        removed
    }
}

/// Write a file's bytes atomically (mode 0600 when new), creating its folder.
pub fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent() {
        fsx::create_private_dir(dir)?;
    }
    // Registered secrets (API keys) never reach a file (DESIGN §2).
    fsx::write_atomic(path, &crate::redact::scrub_json(bytes), 0o600)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct R {
        id: String,
        v: u32,
    }

    impl Keyed for R {
        fn key(&self) -> &str {
            &self.id
        }
    }

    #[test]
    fn lines_that_are_not_utf8_are_kept_byte_for_byte() {
        let bytes = b"{\"id\":\"a\",\"v\":1}\n{\"id\":\"x\",\"t\":\"caf\xe9\"}\r\n{\"id\":\"b\",\"v\":1}\r\n";
        let mut records = Records::<R>::parse(bytes);
        assert_eq!(records.len(), 2);
        assert_eq!(
            records.damaged,
            vec![Damaged { line: 2, error: "not UTF-8 text (byte 19 of the line)".into() }]
        );
        records.push(R { id: "c".into(), v: 3 });
        let mut want =
            b"{\"id\":\"a\",\"v\":1}\n{\"id\":\"x\",\"t\":\"caf\xe9\"}\r\n{\"id\":\"b\",\"v\":1}\n".to_vec();
        want.extend_from_slice(b"{\"id\":\"c\",\"v\":3}\n");
        assert_eq!(records.render().unwrap(), want);
    }

    #[test]
    fn damaged_lines_stay_in_place_and_the_last_line_of_an_id_wins() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.jsonl");
        std::fs::write(
            &path,
            "{\"id\":\"a\",\"v\":1}\nnot json\n\n{\"id\":\"b\",\"v\":1}\n{\"id\":\"a\",\"v\":2}\n",
        )
        .unwrap();
        let mut records = Records::<R>::load(&path).unwrap();
        // The line is named by the caller; serde's own "at line 1 column 2" is left out.
        assert_eq!(records.damaged, vec![Damaged { line: 2, error: records.damaged[0].error.clone() }]);
        assert!(!records.damaged[0].error.contains(" at line "), "{:?}", records.damaged);
        assert!(records.damaged[0].error.starts_with("expected "), "{:?}", records.damaged);
        assert_eq!(records.get("a").unwrap().v, 2);
        assert_eq!(records.len(), 2);
        records.push(R { id: "c".into(), v: 3 });
        assert_eq!(records.remove("b").unwrap().v, 1);
        records.save(&path).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "{\"id\":\"a\",\"v\":2}\nnot json\n{\"id\":\"c\",\"v\":3}\n"
        );
    }

    #[test]
    fn many_ids_each_keep_their_first_place_and_last_value_and_stay_found_after_changes() {
        let mut text = String::new();
        for round in 0..3 {
            for i in 0..2000 {
                text.push_str(&format!("{{\"id\":\"r{i}\",\"v\":{round}}}\n"));
            }
        }
        let mut records = Records::<R>::parse(text.as_bytes());
        assert_eq!(records.len(), 2000);
        assert!(records.iter().enumerate().all(|(i, r)| r.id == format!("r{i}") && r.v == 2));
        assert_eq!(records.remove("r10").unwrap().v, 2);
        assert!(records.get("r10").is_none());
        assert_eq!(records.get("r11").unwrap().id, "r11");
        assert_eq!(records.get("r1999").unwrap().id, "r1999");
        // An id changed in place is found under its new name, and no longer under the old one.
        records.iter_mut().find(|r| r.id == "r5").unwrap().id = "five".into();
        assert!(records.get("r5").is_none());
        records.get_mut("five").unwrap().v = 9;
        assert_eq!(records.iter().nth(5).unwrap(), &R { id: "five".into(), v: 9 });
        records.push(R { id: "new".into(), v: 1 });
        assert_eq!(records.get("new").unwrap().v, 1);
        assert_eq!(records.iter().last().unwrap().id, "new");
    }

    #[test]
    fn a_missing_file_reads_as_empty() {
        let dir = tempfile::tempdir().unwrap();
        let records = Records::<R>::load(&dir.path().join("none.jsonl")).unwrap();
        assert!(records.is_empty() && records.damaged.is_empty());
    }
}
