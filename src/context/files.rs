//! Reading what the instruction blocks are built from: persona, skills.

use std::path::PathBuf;

use anyhow::Result;

use crate::roster::BotFile;
use crate::skills::{self, Skill};
use crate::store::{OwnerId, Root, fsx};

/// The persona: the newer of SOUL.md and AGENTS.md (see `soul::io::read`); `None` when neither
/// exists.
pub fn persona(root: &Root, owner: &OwnerId) -> Result<Option<String>> {
    Ok(crate::soul::io::read(root, owner)?.map(|p| p.text))
}

/// Where global skills live: `$OKBOT_GLOBAL_SKILLS`, else `~/.agents/skills`.
pub fn global_skills_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("OKBOT_GLOBAL_SKILLS").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    std::env::var_os("HOME").filter(|v| !v.is_empty()).map(|h| PathBuf::from(h).join(".agents/skills"))
}

/// Local skills, then the enabled global ones (a local slug wins a clash). Skills whose
/// SKILL.md does not parse are left out and reported in the second list.
pub fn skills(root: &Root, owner: &OwnerId, bot: Option<&BotFile>) -> Result<(Vec<Skill>, Vec<String>)> {
    let mut found = Vec::new();
    let mut broken = Vec::new();
    scan(&root.owner_dir(owner).join("skills"), "local", None, &mut found, &mut broken);
    if let Some(bot) = bot.filter(|b| b.use_global_skills)
        && let Some(dir) = global_skills_dir()
    {
        scan(&dir, "global", Some(&bot.enabled_global_skills), &mut found, &mut broken);
    }
    Ok((found, broken))
}

fn scan(
    dir: &std::path::Path,
    scope: &'static str,
    only: Option<&[String]>,
    found: &mut Vec<Skill>,
    broken: &mut Vec<String>,
) {
    // Inside the data root a linked `skills/` or `skills/<slug>` is left out, not followed;
    // global skills (outside the root) may be links: that is the user's business.
    if let Some(link) = fsx::link_inside_root(dir) {
        return broken.push(format!("{}: a symbolic link inside the data root", link.display()));
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut slugs: Vec<String> =
        entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    slugs.sort();
    for slug in slugs {
        if only.is_some_and(|list| !list.contains(&slug)) || found.iter().any(|s: &Skill| s.slug == slug) {
            continue;
        }
        let path = dir.join(&slug).join("SKILL.md");
        if let Some(link) = fsx::link_inside_root(&path) {
            broken.push(format!("{}: a symbolic link inside the data root", link.display()));
            continue;
        }
        let Ok(Some(bytes)) = fsx::read_optional(&path) else { continue };
        let text = String::from_utf8_lossy(&bytes);
        match skills::parse(&text) {
            Ok((front, _)) => {
                found.push(Skill { slug, name: front.name, description: front.description, scope })
            }
            Err(e) => broken.push(format!("{}: {e}", path.display())),
        }
    }
}

/// The body of SKILL.md for `slug` (local first, then an enabled global skill).
pub fn skill_body(root: &Root, owner: &OwnerId, bot: Option<&BotFile>, slug: &str) -> Result<Option<String>> {
    if crate::store::validate_id(slug).is_err() {
        return Ok(None);
    }
    let mut dirs = vec![root.owner_dir(owner).join("skills")];
    if bot.is_some_and(|b| b.use_global_skills && b.enabled_global_skills.iter().any(|s| s == slug))
        && let Some(dir) = global_skills_dir()
    {
        dirs.push(dir);
    }
    for dir in dirs {
        let path = dir.join(slug).join("SKILL.md");
        // A linked skill inside the root is not offered (see `scan`): it reads as absent.
        if fsx::link_inside_root(&path).is_some() {
            continue;
        }
        if let Some(bytes) = fsx::read_optional(&path)? {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            return Ok(Some(match skills::parse(&text) {
                Ok((_, body)) => body.to_string(),
                Err(_) => text,
            }));
        }
    }
    Ok(None)
}
