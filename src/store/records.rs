//! A JSON Lines file of records with ids that okbot rewrites whole (jobs, tasks): read it all,
//! change it under the owner lock, write it back atomically. Lines that do not parse are kept
//! verbatim, in place. When several lines share an id (a record updated by appending, as other
//! tools may do) the last one wins, in the place of the first, and the rewrite keeps one line.

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
    Kept(String),
}

/// Every line of the file, in order.
#[derive(Debug, Clone)]
pub struct Records<T> {
    lines: Vec<Line<T>>,
    /// Lines that are not records (blank lines excluded).
    pub damaged: Vec<Damaged>,
}

impl<T> Default for Records<T> {
    fn default() -> Self {
        Records { lines: Vec::new(), damaged: Vec::new() }
    }
}

impl<T: Keyed + Serialize + DeserializeOwned> Records<T> {
    /// Read `path`; a missing file reads as no records.
    pub fn load(path: &Path) -> Result<Records<T>> {
        let Some(bytes) = fsx::read_optional(path)? else {
            return Ok(Records::default());
        };
        let text = String::from_utf8_lossy(&bytes);
        let mut records = Records::default();
        for (i, raw) in text.lines().enumerate() {
            if raw.trim().is_empty() {
                continue;
            }
            match serde_json::from_str::<T>(raw) {
                Ok(record) => match records.get_mut(record.key()) {
                    Some(slot) => *slot = record,
                    None => records.push(record),
                },
                Err(e) => {
                    records.damaged.push(Damaged { line: i + 1, error: e.to_string() });
                    records.lines.push(Line::Kept(raw.to_string()));
                }
            }
        }
        Ok(records)
    }

    /// Rewrite `path` atomically (mode 0600 when new).
    pub fn save(&self, path: &Path) -> Result<()> {
        let mut out = String::new();
        for line in &self.lines {
            match line {
                Line::Record(r) => out.push_str(&serde_json::to_string(r)?),
                Line::Kept(raw) => out.push_str(raw),
            }
            out.push('\n');
        }
        if let Some(dir) = path.parent() {
            fsx::create_private_dir(dir)?;
        }
        fsx::write_atomic(path, &crate::redact::scrub_json(out.as_bytes()), 0o600)
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
        self.iter().find(|r| r.key() == key)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut T> {
        self.iter_mut().find(|r| r.key() == key)
    }

    pub fn push(&mut self, record: T) {
        self.lines.push(Line::Record(Box::new(record)));
    }

    /// Remove a record; returns it.
    pub fn remove(&mut self, key: &str) -> Option<T> {
        let at = self.lines.iter().position(|l| matches!(l, Line::Record(r) if r.key() == key))?;
        match self.lines.remove(at) {
            Line::Record(r) => Some(*r),
            Line::Kept(_) => None,
        }
    }
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
    fn damaged_lines_stay_in_place_and_the_last_line_of_an_id_wins() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.jsonl");
        std::fs::write(
            &path,
            "{\"id\":\"a\",\"v\":1}\nnot json\n\n{\"id\":\"b\",\"v\":1}\n{\"id\":\"a\",\"v\":2}\n",
        )
        .unwrap();
        let mut records = Records::<R>::load(&path).unwrap();
        assert_eq!(records.damaged, vec![Damaged { line: 2, error: records.damaged[0].error.clone() }]);
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
    fn a_missing_file_reads_as_empty() {
        let dir = tempfile::tempdir().unwrap();
        let records = Records::<R>::load(&dir.path().join("none.jsonl")).unwrap();
        assert!(records.is_empty() && records.damaged.is_empty());
    }
}
