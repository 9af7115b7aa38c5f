//! Skills (DESIGN §6.2): `SKILL.md` front matter and the catalog the prompt carries.

use serde::Deserialize;

/// The front matter fields okbot reads (the Agent Skills spec; others are ignored here).
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

/// Split `---\nYAML\n---\nbody`. Errors name what is wrong.
pub fn parse(text: &str) -> Result<(FrontMatter, &str), String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rest = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
        .ok_or("SKILL.md must start with a `---` front matter block")?;
    let end = rest.find("\n---").ok_or("the front matter has no closing `---`")?;
    let yaml = &rest[..end];
    let body = rest[end + 4..].trim_start_matches(['-']).trim_start_matches(['\r', '\n']);
    let front: FrontMatter = serde_yaml_ng::from_str(yaml).map_err(|e| format!("front matter: {e}"))?;
    if front.name.trim().is_empty() || front.description.trim().is_empty() {
        return Err("front matter needs a non-empty `name` and `description`".into());
    }
    Ok((front, body))
}

/// Catalog caps (DESIGN §6.2).
pub const CATALOG_MAX_ENTRIES: usize = 40;
pub const CATALOG_MAX_CHARS: usize = 4000;

/// The catalog text: one line per skill, within the caps; omitted names listed at the end.
pub fn catalog(skills: &[Skill]) -> String {
    if skills.is_empty() {
        return String::new();
    }
    let mut text = String::from(
        "Skills (load one with read_skill before following it; use one when its description fits the task):\n",
    );
    let mut omitted = Vec::new();
    for (i, s) in skills.iter().enumerate() {
        let line = format!("- {} ({}): {}\n", s.name, s.slug, crate::text::one_line(&s.description));
        if i >= CATALOG_MAX_ENTRIES || text.len() + line.len() > CATALOG_MAX_CHARS {
            omitted.push(s.slug.as_str());
        } else {
            text.push_str(&line);
        }
    }
    if !omitted.is_empty() {
        text.push_str(&format!("Not listed for space (ask read_skill by slug): {}\n", omitted.join(", ")));
    }
    text.trim_end().to_string()
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
    fn catalog_lists_omitted_names_past_the_cap() {
        let skills: Vec<Skill> = (0..45)
            .map(|i| Skill {
                slug: format!("s{i}"),
                name: format!("S{i}"),
                description: "does a thing".into(),
                scope: "local",
            })
            .collect();
        let text = catalog(&skills);
        assert!(text.contains("- S39 (s39)"));
        assert!(!text.contains("- S40 (s40)"));
        assert!(text.ends_with("s40, s41, s42, s43, s44"));
    }
}
