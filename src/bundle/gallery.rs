//! The built-in gallery: starter assistants compiled into the binary (`okbot bundle install
//! NAME`, `okbot bundle list-gallery`). Each is a bundle folder under `gallery/` in the source
//! tree; a test checks that each passes `okbot bundle check --strict`.

use super::Bundle;

/// One gallery bundle: its install name and its files.
pub struct Entry {
    pub name: &'static str,
    pub files: &'static [(&'static str, &'static [u8])],
}

impl Entry {
    pub fn bundle(&self) -> Bundle {
        Bundle {
            files: self.files.iter().map(|(p, b)| (p.to_string(), b.to_vec())).collect(),
            executable: Default::default(),
        }
    }
}

macro_rules! file {
    ($bundle:literal, $path:literal) => {
        ($path, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/gallery/", $bundle, "/", $path)))
    };
}

/// Every gallery bundle, in the order `list-gallery` shows them.
pub const ALL: &[Entry] = &[
    Entry {
        name: "writing-editor",
        files: &[
            file!("writing-editor", "AGENTS.md"),
            file!("writing-editor", "manifest.json"),
            file!("writing-editor", "skills/structure-review/SKILL.md"),
            file!("writing-editor", "skills/tighten-prose/SKILL.md"),
        ],
    },
    Entry {
        name: "coding-helper",
        files: &[
            file!("coding-helper", "AGENTS.md"),
            file!("coding-helper", "manifest.json"),
            file!("coding-helper", "skills/code-review/SKILL.md"),
            file!("coding-helper", "skills/debug-plan/SKILL.md"),
        ],
    },
    Entry {
        name: "daily-planner",
        files: &[
            file!("daily-planner", "AGENTS.md"),
            file!("daily-planner", "manifest.json"),
            file!("daily-planner", "skills/plan-the-day/SKILL.md"),
            file!("daily-planner", "skills/weekly-review/SKILL.md"),
        ],
    },
    Entry {
        name: "research-notes",
        files: &[
            file!("research-notes", "AGENTS.md"),
            file!("research-notes", "manifest.json"),
            file!("research-notes", "skills/literature-summary/SKILL.md"),
            file!("research-notes", "skills/source-notes/SKILL.md"),
        ],
    },
];

/// The gallery bundle called `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|e| e.name == name)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_gallery_bundle_is_clean() {
        for e in super::ALL {
            let b = e.bundle();
            let findings = super::super::check(&b);
            assert!(findings.is_empty(), "{}: {findings:?}", e.name);
            assert_eq!(super::super::slug(&b.manifest().unwrap().name), e.name);
        }
    }
}
