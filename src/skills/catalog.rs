//! Instruction block 7 (DESIGN §4.2, §6.2): one line per skill, within the caps, naming the
//! skills left out.

use super::Skill;

/// Catalog caps (DESIGN §6.2).
pub const CATALOG_MAX_ENTRIES: usize = 40;
pub const CATALOG_MAX_CHARS: usize = 4000;

/// Room kept for the line that names the skills left out, so the whole catalog stays within
/// [`CATALOG_MAX_CHARS`].
const OMITTED_RESERVE: usize = 400;

const CATALOG_HEAD: &str =
    "Skills (load one with read_skill before following it; use one when its description fits the task):\n";
const OMITTED_HEAD: &str = "Not listed for space (ask read_skill by slug): ";

/// The catalog text: one line per skill, within the caps; the skills left out are named at the
/// end (as many as fit, then "and N more"), the whole text within [`CATALOG_MAX_CHARS`].
pub fn catalog(skills: &[Skill]) -> String {
    if skills.is_empty() {
        return String::new();
    }
    let lines: Vec<String> = skills
        .iter()
        .map(|s| format!("- {} ({}): {}\n", s.name, s.slug, crate::text::one_line(&s.description)))
        .collect();
    let (mut text, mut omitted) = fill(skills, &lines, CATALOG_MAX_CHARS);
    if omitted.is_empty() {
        return text.trim_end().to_string();
    }
    (text, omitted) = fill(skills, &lines, CATALOG_MAX_CHARS - OMITTED_RESERVE);
    text.push_str(OMITTED_HEAD);
    let mut named = 0;
    for (i, slug) in omitted.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let rest = omitted.len() - i - 1;
        let tail = if rest == 0 { 0 } else { format!(" and {rest} more").len() };
        if text.len() + sep.len() + slug.len() + tail > CATALOG_MAX_CHARS {
            break;
        }
        text.push_str(sep);
        text.push_str(slug);
        named += 1;
    }
    match omitted.len() - named {
        0 => {}
        rest if named == 0 => text.push_str(&format!("{rest} more")),
        rest => text.push_str(&format!(" and {rest} more")),
    }
    text.trim_end().to_string()
}

/// The catalog head and the lines that fit in `max_chars` (at most [`CATALOG_MAX_ENTRIES`]),
/// and the slugs left out.
fn fill<'a>(skills: &'a [Skill], lines: &[String], max_chars: usize) -> (String, Vec<&'a str>) {
    let mut text = String::from(CATALOG_HEAD);
    let mut omitted = Vec::new();
    for (i, (s, line)) in skills.iter().zip(lines).enumerate() {
        if i >= CATALOG_MAX_ENTRIES || text.len() + line.len() > max_chars {
            omitted.push(s.slug.as_str());
        } else {
            text.push_str(line);
        }
    }
    (text, omitted)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_whole_catalog_stays_within_its_characters_however_many_are_left_out() {
        let skills: Vec<Skill> = (0..500)
            .map(|i| Skill {
                slug: format!("a-long-slug-for-skill-number-{i:03}"),
                name: format!("Skill {i}"),
                description: "does a thing ".repeat(i % 7 + 1),
                scope: "local",
            })
            .collect();
        let text = catalog(&skills);
        assert!(text.len() <= CATALOG_MAX_CHARS, "{} bytes", text.len());
        let listed = text.lines().filter(|l| l.starts_with("- ")).count();
        let last = text.lines().last().unwrap();
        let named = last.matches("a-long-slug-for-skill-number-").count();
        let more: usize =
            last.rsplit_once(" and ").unwrap().1.strip_suffix(" more").unwrap().parse().unwrap();
        assert_eq!(listed + named + more, 500, "{last}");
        assert!(named > 0 && listed > 0 && listed <= CATALOG_MAX_ENTRIES, "{listed} listed, {named} named");
    }
}
