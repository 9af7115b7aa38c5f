//! Skills (DESIGN §6.2): `SKILL.md` files, their check against the Agent Skills specification
//! (`spec`), the catalog the prompt carries (`catalog`), the files (`io`) and the skill the
//! model proposes after a turn (`upsert`).

pub mod catalog;
pub mod io;
pub mod spec;
pub mod upsert;

use serde::Deserialize;

pub use catalog::{CATALOG_MAX_CHARS, CATALOG_MAX_ENTRIES, catalog};

/// The front matter fields the catalog reads (the whole spec is checked by [`spec`]).
#[derive(Debug, Clone, Deserialize)]
pub struct FrontMatter {
    pub name: String,
    pub description: String,
}

/// A skill found on disk.
#[derive(Debug, Clone)]
pub struct Skill {
    pub slug: String,
    pub name: String,
    pub description: String,
    /// `local` or `global`.
    pub scope: &'static str,
}

/// Read a SKILL.md for the catalog: front matter with a non-empty `name` and `description`,
/// and the body. Lenient where the spec is strict (a name that is not the folder's still
/// loads; `okbot skill check` says what breaks the spec). Errors name what is wrong.
pub fn parse(text: &str) -> Result<(FrontMatter, String), String> {
    let split = spec::split(text).map_err(|e| e.message)?;
    let front: FrontMatter =
        serde_yaml_ng::from_str(&split.yaml).map_err(|e| format!("front matter: {e}"))?;
    if front.name.trim().is_empty() || front.description.trim().is_empty() {
        return Err("front matter needs a non-empty `name` and `description`".into());
    }
    let body = split.body.trim_start_matches(['\r', '\n']).to_string();
    Ok((front, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_and_body_split() {
        let (front, body) =
            parse("---\nname: Deploy\ndescription: Ship the site\n---\n# Steps\n1. build\n").unwrap();
        assert_eq!(front.name, "Deploy");
        assert_eq!(body, "# Steps\n1. build\n");
        assert!(parse("no front matter").is_err());
        assert!(parse("---\nname: x\n---\nbody").is_err());
    }

    #[test]
    fn a_bom_and_crlf_line_endings_are_read() {
        let (front, body) = parse("\u{feff}---\r\nname: a\r\ndescription: b\r\n---\r\nstep\r\n").unwrap();
        assert_eq!((front.name.as_str(), body.as_str()), ("a", "step\n"));
    }
}
