//! Skill auto-upsert (DESIGN §6.2): after throttled successful turns the model may turn a
//! repeated procedure into a skill. Its prompt, the strict parser of its reply, the near-match
//! against the catalog (update the skill that exists rather than add a synonym), the write
//! (checked against the spec, previous version kept as `SKILL.md.prev`) and the revert.
//!
//! The reply must be exactly one JSON document, `{"action":"none"}` or
//! `{"action":"upsert","skill":{"slug","name","description","body"}}`. Anything else writes
//! nothing: prose (even around the JSON), a code fence, a `<think>` block, a document cut short
//! or marked cut by the provider, the wrong shape. (Stricter than the memory extractor, which
//! unwraps one fence: a skill is instructions the assistant will follow later, so a reply that
//! did not follow the format is not trusted to have followed the rest.)

use std::collections::BTreeSet;
use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;
use serde_yaml_ng::Mapping;

use super::spec::{self, MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS};
use super::{Skill, io};
use crate::error::Failure;
use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root};

/// The prefix of the skills okbot (and the OkBot app) generate.
pub const PREFIX: &str = "okbot-";

/// The most tokens the upsert may answer with.
pub const UPSERT_MAX_TOKENS: u64 = 2000;

/// The system prompt of the skill upsert.
pub const UPSERT_PROMPT: &str = "You maintain the skills of a personal assistant: short, reusable \
procedures it loads when a task fits. Look at the recent conversation. If it shows a multi-step \
procedure that worked and is likely to be needed again (a workflow, a checklist, a recipe of \
commands), write it as a skill; otherwise answer none. One-off answers, small talk, facts about \
the user and anything that failed are not skills. If an existing skill (listed with its slug) \
covers the same procedure, update that skill: give its slug and write the whole improved body, \
never a new skill under another name. \
slug: lower-case letters a-z, digits and single hyphens, at most 64 characters, starting with \
\"okbot-\". name: a short title. description: one line saying what the skill does and when to \
use it, at most 1024 characters. body: Markdown instructions, numbered steps, under 500 lines, \
in the language of the conversation. Never write secrets: passwords, API keys, tokens. \
Answer with JSON only, no code fence, no other text: {\"action\":\"none\"} or \
{\"action\":\"upsert\",\"skill\":{\"slug\":\"okbot-...\",\"name\":\"...\",\"description\":\"...\",\"body\":\"...\"}}";

/// The user message of one upsert: the assistant, the skills it has and the recent
/// conversation (`(is_user, text)`).
pub fn upsert_user(bot_name: &str, skills: &[Skill], recent: &[(bool, &str)]) -> String {
    let mut out = format!("Assistant name: {bot_name}\n\nExisting skills:\n");
    if skills.is_empty() {
        out.push_str("(none)\n");
    }
    for s in skills {
        out.push_str(&format!("- {} ({}): {}\n", s.name, s.slug, crate::text::one_line(&s.description)));
    }
    out.push_str("\nRecent conversation:\n");
    let lines: Vec<String> = recent
        .iter()
        .filter(|(_, text)| !text.trim().is_empty())
        .map(|(user, text)| format!("{}: {}", if *user { "User" } else { "Assistant" }, text.trim()))
        .collect();
    out.push_str(&lines.join("\n\n"));
    out
}

/// A skill the model proposed, normalised: `slug` carries [`PREFIX`] and passes the name rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    pub slug: String,
    /// The model's title (used to find a near match; the file's `name` is the slug).
    pub name: String,
    pub description: String,
    pub body: String,
}

/// Why a reply was not used (shared by every reader of the model's JSON).
pub use crate::text::ReplyNote as ParseNote;

/// What to tell the user about a reply that was not used.
pub fn note_message(note: &ParseNote) -> String {
    note.message("the skill writer", "no skill was written this time")
}

/// The skill of a model's reply (`None` for `{"action":"none"}`); `cut` when the provider
/// reported the reply as stopped by the token limit.
pub fn parse_reply(text: &str, cut: bool) -> Result<Option<Proposal>, ParseNote> {
    if cut {
        return Err(ParseNote::Truncated);
    }
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseNote::Empty);
    }
    if t.starts_with("<think") {
        return Err(ParseNote::Thinking);
    }
    if t.starts_with("```") {
        return Err(ParseNote::Fenced);
    }
    if !t.starts_with('{') {
        return Err(ParseNote::Prose);
    }
    let value: Value = match serde_json::from_str(t) {
        Ok(v) => v,
        Err(e) if e.is_eof() => return Err(ParseNote::Truncated),
        Err(e) if e.to_string().starts_with("trailing characters") => {
            return Err(if t.contains("```") { ParseNote::Fenced } else { ParseNote::Prose });
        }
        Err(_) => return Err(ParseNote::WrongShape("not valid JSON".into())),
    };
    proposal(&value)
}

fn proposal(value: &Value) -> Result<Option<Proposal>, ParseNote> {
    let shape = |what: &str| ParseNote::WrongShape(what.to_string());
    let Some(doc) = value.as_object() else { return Err(shape("not an object")) };
    match doc.get("action").and_then(Value::as_str).map(str::trim) {
        Some("none") => return Ok(None),
        Some("upsert") => {}
        Some(_) => return Err(shape("unknown action")),
        None => return Err(shape("no action")),
    }
    let Some(skill) = doc.get("skill").and_then(Value::as_object) else {
        return Err(shape("skill is not an object"));
    };
    let text = |key: &str| -> Result<String, ParseNote> {
        match skill.get(key) {
            None | Some(Value::Null) => Ok(String::new()),
            Some(Value::String(s)) => Ok(s.trim().to_string()),
            Some(_) => Err(ParseNote::WrongShape(format!("{key} is not text"))),
        }
    };
    let (slug, name, description, body) = (text("slug")?, text("name")?, text("description")?, text("body")?);
    let slug =
        normalize_slug(&slug).or_else(|| normalize_slug(&name)).ok_or_else(|| shape("no usable slug"))?;
    if body.is_empty() {
        return Err(shape("the body is empty"));
    }
    let name = if name.is_empty() { slug.clone() } else { crate::text::one_line(&name) };
    let description = match crate::text::one_line(&description) {
        d if d.is_empty() => name.clone(),
        d => d,
    };
    let description: String = description.chars().take(MAX_DESCRIPTION_CHARS).collect();
    Ok(Some(Proposal { slug, name, description, body }))
}

/// The part of a slug after the prefix: lower case, every run of characters outside a–z and
/// 0–9 one hyphen, no hyphen at either end.
fn core(text: &str) -> String {
    let lower = text.trim().to_lowercase();
    let mut out = String::new();
    for c in lower.chars() {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_matches('-');
    out.strip_prefix(PREFIX).unwrap_or(out).trim_matches('-').to_string()
}

/// A generated skill's slug: [`PREFIX`] + the normalised text, within the name rules (at most
/// 64 characters). `None` when nothing usable is left (text in another script only, say).
pub fn normalize_slug(text: &str) -> Option<String> {
    let core = core(text);
    if core.is_empty() {
        return None;
    }
    let mut slug = format!("{PREFIX}{core}");
    slug.truncate(MAX_NAME_CHARS);
    Some(slug.trim_end_matches('-').to_string())
}

/// How an existing skill was found to be the one a proposal updates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    /// The same slug.
    Slug,
    /// The same name or slug once normalised (`Deploy site` = `okbot-deploy-site` = `deploy-site`).
    Name,
    /// Descriptions that share most of their words.
    Description,
}

impl Match {
    pub fn as_str(self) -> &'static str {
        match self {
            Match::Slug => "slug",
            Match::Name => "name",
            Match::Description => "description",
        }
    }
}

const STOP_WORDS: &[&str] = &[
    "the", "and", "for", "with", "when", "use", "this", "that", "from", "into", "how", "what", "you", "your",
    "are", "any", "all", "its", "use", "using", "skill", "steps", "step",
];

fn words(text: &str) -> BTreeSet<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3 && !STOP_WORDS.contains(w))
        .map(str::to_string)
        .collect()
}

/// The skill among `skills` a proposal should update, if any: the same slug, else the same
/// normalised name, else the description with the largest word overlap (at least 3 shared
/// words and half of all their words).
pub fn near_match<'a>(p: &Proposal, skills: &'a [Skill]) -> Option<(&'a Skill, Match)> {
    if let Some(s) = skills.iter().find(|s| s.slug == p.slug) {
        return Some((s, Match::Slug));
    }
    let mine: Vec<String> = [core(&p.slug), core(&p.name)].into_iter().filter(|c| !c.is_empty()).collect();
    if let Some(s) = skills
        .iter()
        .find(|s| [core(&s.slug), core(&s.name)].iter().any(|c| !c.is_empty() && mine.contains(c)))
    {
        return Some((s, Match::Name));
    }
    let a = words(&p.description);
    skills
        .iter()
        .filter_map(|s| {
            let b = words(&s.description);
            let shared = a.intersection(&b).count();
            let all = a.union(&b).count();
            (shared >= 3 && shared * 2 >= all).then_some((s, shared * 1000 / all.max(1)))
        })
        .max_by_key(|(_, score)| *score)
        .map(|(s, _)| (s, Match::Description))
}

/// What an upsert did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// SKILL.md written (`created`: the folder is new); `matched` says how an existing skill
    /// was found.
    Written { slug: String, created: bool, matched: Option<Match>, path: PathBuf },
    /// The skill already says exactly this; nothing written.
    Unchanged { slug: String },
    /// The file it would write does not pass the spec check; nothing written.
    Refused { slug: String, why: String },
}

/// Write a proposal as a local skill of the lock's owner: into the skill it near-matches, else
/// a new `okbot-…` folder. Front matter keys of an existing skill other than `name` and
/// `description` are kept.
pub fn apply(root: &Root, lock: &OwnerGuard, p: &Proposal) -> Result<Outcome> {
    let (outcome, text) = prepare(root, lock.owner(), p)?;
    if let (Outcome::Written { slug, .. }, Some(text)) = (&outcome, text) {
        io::write_with_prev(root, lock, slug, &text)?;
    }
    Ok(outcome)
}

/// What [`apply`] would do, and the SKILL.md text it would write; writes nothing (`okbot
/// evolve --dry-run`).
pub fn plan(root: &Root, owner: &OwnerId, p: &Proposal) -> Result<(Outcome, Option<String>)> {
    prepare(root, owner, p)
}

fn prepare(root: &Root, owner: &OwnerId, p: &Proposal) -> Result<(Outcome, Option<String>)> {
    let (local, _) = io::list(root, owner, None)?;
    let found = near_match(p, &local);
    let slug = found.map_or_else(|| p.slug.clone(), |(s, _)| s.slug.clone());
    let (existing, _) = io::read_local(root, owner, &slug)?;
    let mut front = existing
        .as_deref()
        .and_then(|b| spec::split(&String::from_utf8_lossy(b)).ok())
        .and_then(|s| serde_yaml_ng::from_str::<Mapping>(&s.yaml).ok())
        .unwrap_or_default();
    front.insert("name".into(), slug.clone().into());
    front.insert("description".into(), p.description.clone().into());
    let yaml = serde_yaml_ng::to_string(&front)?;
    let text = format!("---\n{yaml}---\n\n{}\n", p.body.trim());
    let errors: Vec<String> = spec::check_skill_md(text.as_bytes(), Some(&slug))
        .into_iter()
        .filter(spec::Finding::is_error)
        .map(|f| f.message)
        .collect();
    if !errors.is_empty() {
        return Ok((Outcome::Refused { slug, why: errors.join("; ") }, None));
    }
    if existing.as_deref() == Some(text.as_bytes()) {
        return Ok((Outcome::Unchanged { slug }, None));
    }
    let created = !io::local_exists(root, owner, &slug);
    let outcome = Outcome::Written {
        path: io::local_dir(root, owner).join(&slug),
        slug,
        created,
        matched: found.map(|(_, m)| m),
    };
    Ok((outcome, Some(text)))
}

/// What a revert did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reverted {
    /// SKILL.md.prev is SKILL.md again.
    Restored,
    /// The upsert had created the skill: its folder was moved to the trash.
    Removed(PathBuf),
}

/// Undo the last upsert of a local skill: put SKILL.md.prev back, or, when the upsert created
/// the skill (an empty .prev), move the folder to `.trash/`.
pub fn revert(root: &Root, lock: &OwnerGuard, slug: &str, stamp: &str) -> Result<Reverted> {
    let owner: &OwnerId = lock.owner();
    if crate::store::validate_id(slug).is_err() || !io::local_exists(root, owner, slug) {
        return Err(Failure::usage(format!("there is no skill `{slug}`"))
            .hint("`okbot skill list` shows the skills")
            .into());
    }
    let (_, prev) = io::read_local(root, owner, slug)?;
    match prev {
        None => Err(Failure::usage(format!("the skill `{slug}` has no earlier version to go back to"))
            .hint("okbot keeps the version before its own last change to a skill (SKILL.md.prev); edit the file by hand")
            .into()),
        Some(prev) if prev.is_empty() => {
            Ok(Reverted::Removed(io::trash(root, lock, slug, stamp)?))
        }
        Some(prev) => {
            io::restore_prev(root, lock, slug, &prev)?;
            Ok(Reverted::Restored)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"action":"upsert","skill":{"slug":"okbot-deploy-site","name":"Deploy site","description":"Build and deploy the static site to the web server","body":"1. npm run build\n2. rsync -a dist/ web:/srv/site/"}}"#;

    fn proposal(slug: &str, name: &str, description: &str) -> Proposal {
        Proposal {
            slug: slug.into(),
            name: name.into(),
            description: description.into(),
            body: "1. do it".into(),
        }
    }

    fn skill(slug: &str, name: &str, description: &str) -> Skill {
        Skill { slug: slug.into(), name: name.into(), description: description.into(), scope: "local" }
    }

    #[test]
    fn a_good_reply_and_none() {
        let p = parse_reply(GOOD, false).unwrap().unwrap();
        assert_eq!(p.slug, "okbot-deploy-site");
        assert_eq!(p.name, "Deploy site");
        assert!(p.body.starts_with("1. npm run build"));
        assert_eq!(parse_reply(" {\"action\":\"none\"} \n", false), Ok(None));
    }

    #[test]
    fn anything_but_the_bare_document_writes_nothing() {
        let cases = [
            (format!("Here is the skill: {GOOD}"), ParseNote::Prose),
            (format!("{GOOD}\nHope this helps."), ParseNote::Prose),
            (format!("```json\n{GOOD}\n```"), ParseNote::Fenced),
            (format!("<think>a procedure</think>{GOOD}"), ParseNote::Thinking),
            (GOOD[..GOOD.len() - 20].to_string(), ParseNote::Truncated),
            ("I could not find a procedure.".to_string(), ParseNote::Prose),
            (String::new(), ParseNote::Empty),
            (r#"{"action":"upsert"}"#.to_string(), ParseNote::WrongShape("skill is not an object".into())),
            (r#"{"action":"maybe"}"#.to_string(), ParseNote::WrongShape("unknown action".into())),
            (
                r#"{"action":"upsert","skill":{"slug":"x","body":""}}"#.to_string(),
                ParseNote::WrongShape("the body is empty".into()),
            ),
            (
                r#"{"action":"upsert","skill":{"slug":"打包","name":"演示","body":"b"}}"#.to_string(),
                ParseNote::WrongShape("no usable slug".into()),
            ),
            (
                r#"{"action":"upsert","skill":{"slug":3,"body":"b"}}"#.to_string(),
                ParseNote::WrongShape("slug is not text".into()),
            ),
        ];
        for (text, note) in cases {
            assert_eq!(parse_reply(&text, false), Err(note), "{text}");
        }
        assert_eq!(parse_reply(GOOD, true), Err(ParseNote::Truncated), "cut by the provider");
    }

    #[test]
    fn generated_slugs_carry_the_prefix_and_keep_the_name_rules() {
        assert_eq!(normalize_slug("Deploy Site").as_deref(), Some("okbot-deploy-site"));
        assert_eq!(normalize_slug("OKBOT-Demo-Pack").as_deref(), Some("okbot-demo-pack"));
        assert_eq!(normalize_slug("okbot-okbot--x__y").as_deref(), Some("okbot-okbot-x-y"));
        assert_eq!(normalize_slug("café au lait!").as_deref(), Some("okbot-caf-au-lait"));
        assert_eq!(normalize_slug("---").as_deref(), None);
        let long = normalize_slug(&"word-".repeat(30)).unwrap();
        assert!(long.len() <= 64 && !long.ends_with('-'), "{long}");
        assert_eq!(spec::name_problems(&long, Some(&long)), Vec::<String>::new());
    }

    #[test]
    fn near_matches() {
        let skills = [
            skill("okbot-deploy-site", "okbot-deploy-site", "Build and deploy the static site"),
            skill(
                "weekly-report",
                "Weekly report",
                "Collect the sales numbers into the Monday report spreadsheet",
            ),
        ];
        let m = |p: Proposal| near_match(&p, &skills).map(|(s, m)| (s.slug.clone(), m));
        assert_eq!(
            m(proposal("okbot-deploy-site", "x", "y")),
            Some(("okbot-deploy-site".into(), Match::Slug))
        );
        assert_eq!(m(proposal("okbot-weekly-report", "x", "y")), Some(("weekly-report".into(), Match::Name)));
        assert_eq!(
            m(proposal("okbot-ship", "Deploy site", "y")),
            Some(("okbot-deploy-site".into(), Match::Name))
        );
        assert_eq!(
            m(proposal(
                "okbot-monday-numbers",
                "Monday numbers",
                "Collect sales numbers for the Monday report"
            )),
            Some(("weekly-report".into(), Match::Description))
        );
        assert_eq!(m(proposal("okbot-backup", "Backup", "Back up the photo library to the NAS")), None);
        // Two shared words are not enough.
        assert_eq!(m(proposal("okbot-sales", "Sales", "sales numbers chart")), None);
    }

    fn setup() -> (tempfile::TempDir, Root, OwnerId) {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let owner = OwnerId::parse("bot_20261129_001").unwrap();
        std::fs::create_dir_all(root.owner_dir(&owner)).unwrap();
        (dir, root, owner)
    }

    fn read(root: &Root, owner: &OwnerId, rel: &str) -> Option<String> {
        std::fs::read_to_string(io::local_dir(root, owner).join(rel)).ok()
    }

    #[test]
    fn create_then_update_then_revert_both() {
        let (_dir, root, owner) = setup();
        let lock = root.lock_owner(&owner).unwrap();
        let p = parse_reply(GOOD, false).unwrap().unwrap();
        let out = apply(&root, &lock, &p).unwrap();
        assert!(
            matches!(&out, Outcome::Written { slug, created: true, matched: None, .. } if slug == "okbot-deploy-site"),
            "{out:?}"
        );
        let first = read(&root, &owner, "okbot-deploy-site/SKILL.md").unwrap();
        assert!(first.starts_with("---\nname: okbot-deploy-site\ndescription: Build and deploy"), "{first}");
        assert_eq!(spec::check_skill_md(first.as_bytes(), Some("okbot-deploy-site")), []);
        assert_eq!(read(&root, &owner, "okbot-deploy-site/SKILL.md.prev").as_deref(), Some(""));
        // The same proposal again: nothing to write.
        assert_eq!(apply(&root, &lock, &p).unwrap(), Outcome::Unchanged { slug: "okbot-deploy-site".into() });
        // A synonym by name updates the same skill.
        let mut q =
            proposal("okbot-publish-website", "Deploy site", "Build and deploy the site, then purge the CDN");
        q.body = "1. build\n2. deploy\n3. purge the CDN".into();
        let out = apply(&root, &lock, &q).unwrap();
        assert!(
            matches!(&out, Outcome::Written { slug, created: false, matched: Some(Match::Name), .. } if slug == "okbot-deploy-site"),
            "{out:?}"
        );
        assert!(!io::local_dir(&root, &owner).join("okbot-publish-website").exists());
        assert!(read(&root, &owner, "okbot-deploy-site/SKILL.md").unwrap().contains("purge the CDN"));
        assert_eq!(read(&root, &owner, "okbot-deploy-site/SKILL.md.prev").unwrap(), first);
        // Revert the update: the first version is back and .prev is gone.
        assert_eq!(
            revert(&root, &lock, "okbot-deploy-site", "20261129T230000Z").unwrap(),
            Reverted::Restored
        );
        assert_eq!(read(&root, &owner, "okbot-deploy-site/SKILL.md").unwrap(), first);
        assert_eq!(read(&root, &owner, "okbot-deploy-site/SKILL.md.prev"), None);
        let again = revert(&root, &lock, "okbot-deploy-site", "20261129T230000Z").unwrap_err();
        assert!(again.to_string().contains("no earlier version"), "{again}");
        // A freshly created skill reverted goes to the trash.
        let r = apply(&root, &lock, &proposal("okbot-backup", "Backup", "Back up the photos")).unwrap();
        assert!(matches!(r, Outcome::Written { created: true, .. }));
        let Reverted::Removed(trash) = revert(&root, &lock, "okbot-backup", "20261129T230000Z").unwrap()
        else {
            panic!("removed")
        };
        assert!(
            trash.starts_with(root.trash_dir()) && trash.join("SKILL.md").is_file(),
            "{}",
            trash.display()
        );
        assert!(!io::local_dir(&root, &owner).join("okbot-backup").exists());
    }

    #[test]
    fn plan_says_what_apply_would_write_and_writes_nothing() {
        let (_dir, root, owner) = setup();
        let p = parse_reply(GOOD, false).unwrap().unwrap();
        let (out, text) = plan(&root, &owner, &p).unwrap();
        assert!(matches!(&out, Outcome::Written { created: true, .. }), "{out:?}");
        assert!(!io::local_dir(&root, &owner).exists(), "nothing written");
        let lock = root.lock_owner(&owner).unwrap();
        assert_eq!(apply(&root, &lock, &p).unwrap(), out);
        assert_eq!(read(&root, &owner, "okbot-deploy-site/SKILL.md"), text);
        let (again, none) = plan(&root, &owner, &p).unwrap();
        assert_eq!((again, none), (Outcome::Unchanged { slug: "okbot-deploy-site".into() }, None));
    }

    #[test]
    fn an_update_keeps_other_front_matter_and_a_bad_result_is_refused() {
        let (_dir, root, owner) = setup();
        let lock = root.lock_owner(&owner).unwrap();
        let dir = io::local_dir(&root, &owner).join("report");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("SKILL.md"),
            "---\nname: report\ndescription: Make the report\nlicense: MIT\n---\nold\n",
        )
        .unwrap();
        let out = apply(&root, &lock, &proposal("okbot-report", "report", "Make the weekly report")).unwrap();
        assert!(
            matches!(out, Outcome::Written { ref slug, matched: Some(Match::Name), .. } if slug == "report"),
            "{out:?}"
        );
        let text = read(&root, &owner, "report/SKILL.md").unwrap();
        assert!(text.contains("license: MIT") && text.contains("Make the weekly report"), "{text}");
        // A folder whose name breaks the rules cannot be written into: refused, nothing written.
        let bad = io::local_dir(&root, &owner).join("Old_Notes");
        std::fs::create_dir_all(&bad).unwrap();
        std::fs::write(bad.join("SKILL.md"), "---\nname: x\ndescription: y\n---\nold\n").unwrap();
        let out = apply(&root, &lock, &proposal("okbot-old-notes", "Old_Notes", "z")).unwrap();
        assert!(matches!(out, Outcome::Refused { ref slug, .. } if slug == "Old_Notes"), "{out:?}");
        assert_eq!(
            read(&root, &owner, "Old_Notes/SKILL.md").unwrap(),
            "---\nname: x\ndescription: y\n---\nold\n"
        );
        assert_eq!(read(&root, &owner, "Old_Notes/SKILL.md.prev"), None);
    }
}
