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

/// The front matter of a SKILL.md for the catalog (the body is not looked at): what
/// [`parse`] gives without splitting out the body, for listing hundreds of skills per turn.
pub fn front_matter(text: &str) -> Result<FrontMatter, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l));
    if lines.next().map(str::trim_end) != Some("---") {
        return Err(spec::split("").unwrap_err().message);
    }
    let mut yaml: Vec<&str> = Vec::new();
    let mut closed = false;
    for line in lines {
        if line.trim_end() == "---" {
            closed = true;
            break;
        }
        yaml.push(line);
    }
    let yaml = yaml.join("\n");
    if !closed {
        return Err(spec::split("---\n").unwrap_err().message);
    }
    let front: FrontMatter = serde_yaml_ng::from_str(&yaml).map_err(|e| format!("front matter: {e}"))?;
    if front.name.trim().is_empty() || front.description.trim().is_empty() {
        return Err("front matter needs a non-empty `name` and `description`".into());
    }
    Ok(front)
}

/// A SKILL.md of `len` bytes is read at runtime only within the size `skill check` allows: a
/// larger one is left out, as one that does not parse is, rather than read whole each turn.
/// The error is worded as `skill check` words it.
pub fn within_size(len: u64) -> Result<(), String> {
    let max = spec::MAX_SKILL_MD_BYTES;
    if len > max as u64 {
        return Err(format!("SKILL.md is {len} bytes; at most {max} are read"));
    }
    Ok(())
}

/// A description as the catalog, `skill list` and the prompt carry it: within the limit
/// `skill check` enforces, cut with "…" beyond it. The skill still loads (skills published
/// with a longer description are common); `skill check` and `doctor` name the error.
pub fn clip_description(description: &str) -> String {
    let max = spec::MAX_DESCRIPTION_CHARS;
    if description.chars().count() <= max {
        return description.to_string();
    }
    let mut out: String = description.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// Whether the start of a SKILL.md holds all [`front_matter`] reads: its first line is not
/// `---` (there is no front matter), or a later complete line closes it. Lets the catalog read
/// a few kilobytes of each file instead of the whole body.
pub fn front_matter_read(head: &[u8]) -> bool {
    // The same line rules as `front_matter`, on the whole lines read so far (a last piece with
    // no newline after it may not be whole yet; a character cut at the end only spoils it).
    let text = String::from_utf8_lossy(head);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut lines: Vec<&str> = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    lines.pop();
    let mut lines = lines.into_iter();
    match lines.next() {
        None => false,
        Some(first) if first.trim_end() != "---" => true,
        Some(_) => lines.any(|line| line.trim_end() == "---"),
    }
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
    fn the_front_matter_is_read_whole_before_reading_stops() {
        let text = "\u{feff}---\r\nname: a\r\ndescription: \"b\"\r\n---\r\n# body\r\nmore\n";
        // Cut anywhere: reading stops only once the closing line is whole, and what was read
        // then parses as the whole file does.
        for cut in 0..=text.len() {
            let head = &text.as_bytes()[..cut];
            let enough = front_matter_read(head);
            let closed = text[..text.floor_char_boundary(cut)].contains("\r\n---\r\n");
            assert_eq!(enough, closed, "cut at {cut}");
            if enough {
                let front = front_matter(&String::from_utf8_lossy(head)).unwrap();
                assert_eq!((front.name.as_str(), front.description.as_str()), ("a", "b"));
            }
        }
        // No front matter: the first whole line says so.
        assert!(!front_matter_read(b"# Title"));
        assert!(front_matter_read(b"# Title\nbody"));
        // A closing line with trailing spaces, as `front_matter` takes it.
        assert!(front_matter_read(b"---\nname: a\n---  \n"));
        assert!(!front_matter_read(b"---\nname: a\n--- x\n"));
    }

    #[test]
    fn the_front_matter_alone_reads_as_parse_does() {
        for text in [
            "---\nname: a\ndescription: b\n---\nbody\n",
            "\u{feff}---\r\nname: a\r\ndescription: \"b: c\"\r\n---\r\nbody\r\n",
            "---\nname: a\ndescription: >\n  folded\n  text\n---\n",
            "no front matter",
            "---\nname: x\ndescription: y\n",
            "---\nname: x\n---\nbody",
            "---\nname: [x\ndescription: y\n---\n",
            "---\n- a\n---\n",
        ] {
            let whole = parse(text).map(|(f, _)| (f.name, f.description));
            let front = front_matter(text).map(|f| (f.name, f.description));
            assert_eq!(whole.is_ok(), front.is_ok(), "{text:?}");
            if let (Ok(a), Ok(b)) = (&whole, &front) {
                assert_eq!(a, b, "{text:?}");
            } else {
                assert_eq!(
                    whole.unwrap_err().split(':').next(),
                    front.unwrap_err().split(':').next(),
                    "{text:?}"
                );
            }
        }
    }

    #[test]
    fn a_bom_and_crlf_line_endings_are_read() {
        let (front, body) = parse("\u{feff}---\r\nname: a\r\ndescription: b\r\n---\r\nstep\r\n").unwrap();
        assert_eq!((front.name.as_str(), body.as_str()), ("a", "step\n"));
    }
}
