//! The persona (DESIGN §6.3): one text kept in both SOUL.md and AGENTS.md, changed by section
//! patches (by hand or by the model after turns), by edits, by renames, and undone by revert.

use anyhow::Result;

use crate::store::lock::OwnerGuard;
use crate::store::{OwnerId, Root};

pub mod diff;
pub mod io;
pub mod patch;

pub use patch::{Applied, PatchSection, Refusal, ReplyNote};

/// The most tokens the persona updater may answer with.
pub const SOUL_MAX_TOKENS: u64 = 1200;

/// The system prompt of the automatic persona patch (OkBot's AGENTS.md refresh, §4.4 of the
/// reference). The user message is [`soul_user`].
pub const SOUL_PROMPT: &str = "You maintain the persona file (SOUL.md, also called AGENTS.md) of a \
personal assistant: its system prompt, written in Markdown sections that start with `#` headings. \
From the recent conversation, keep only what is worth carrying across conversations: the user's \
preferences for how the assistant works, long-term goals, project paths and tech stack, recurring \
constraints. Do not write one-off task details, secrets (passwords, API keys, tokens), long logs, or \
chat unrelated to the assistant. Do not rewrite the whole file and do not delete sections you do not \
mention: output only the sections that changed, each with its complete new body. A new convention \
may go in a new section. Use the existing section names as headings, without `#`. \
Answer with JSON only, no code fence, no other text. No update: {\"action\":\"none\"}. Update: \
{\"action\":\"patch\",\"sections\":[{\"heading\":\"Style\",\"body\":\"<the section's new body in Markdown, without the heading line>\"}]}";

/// The user message of one automatic patch: the assistant's name, the current persona and the
/// recent conversation (`(true, text)` for the user's messages).
pub fn soul_user(name: &str, current: &str, recent: &[(bool, &str)]) -> String {
    let current = if current.trim().is_empty() { "(empty)" } else { current.trim() };
    let mut out = format!("Assistant name: {name}\n\nCurrent persona:\n{current}\n\nRecent conversation:\n");
    for (user, text) in recent {
        out.push_str(if *user { "user: " } else { "assistant: " });
        out.push_str(text.trim());
        out.push('\n');
    }
    out
}

/// What a patch did to an owner's persona.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Written to both files.
    Patched(Applied),
    /// Nothing to change (the model said so, or the sections already read so); nothing written.
    Unchanged,
    /// The patch named every section; nothing written.
    Refused(Refusal),
    /// The model's reply gave no usable patch; nothing written.
    Rejected(ReplyNote),
}

/// What `sections` would do to the owner's persona; writes nothing (`okbot soul patch
/// --dry-run`).
pub fn plan(root: &Root, owner: &OwnerId, sections: &[PatchSection]) -> Result<Outcome> {
    let current = io::read(root, owner)?;
    Ok(outcome(current.as_ref().map_or("", |p| p.text.as_str()), sections))
}

fn outcome(old: &str, sections: &[PatchSection]) -> Outcome {
    match patch::apply(old, sections) {
        Err(refusal) => Outcome::Refused(refusal),
        Ok(applied) if !applied.changed() => Outcome::Unchanged,
        Ok(applied) => Outcome::Patched(applied),
    }
}

/// Apply `sections` to the owner's persona under its lock: both files get the new text, the old
/// one is kept for `okbot soul revert`. Nothing is written unless the outcome is `Patched`.
pub fn apply_patch(root: &Root, lock: &OwnerGuard, sections: &[PatchSection]) -> Result<Outcome> {
    let current = io::read(root, lock.owner())?;
    let old = current.as_ref().map(|p| p.text.as_str());
    let outcome = outcome(old.unwrap_or(""), sections);
    if let Outcome::Patched(applied) = &outcome {
        io::save(root, lock, &applied.text, old)?;
    }
    Ok(outcome)
}

/// The automatic patch after a turn (for the wrap-up): read the model's `reply` (`cut` when the
/// provider stopped it at the token limit) and apply it. `NO_CHANGE`, `{"action":"none"}`, and
/// anything that is not a well-formed patch write nothing.
pub fn apply_reply(root: &Root, lock: &OwnerGuard, reply: &str, cut: bool) -> Result<Outcome> {
    match patch::parse_reply(reply, cut) {
        Ok(None) => Ok(Outcome::Unchanged),
        Ok(Some(sections)) => apply_patch(root, lock, &sections),
        Err(note) => Ok(Outcome::Rejected(note)),
    }
}

/// Replace the whole text (`okbot soul edit`): writes both files when it differs from the
/// current persona. Returns whether it wrote.
pub fn replace(root: &Root, lock: &OwnerGuard, text: &str) -> Result<bool> {
    let current = io::read(root, lock.owner())?;
    if current.as_ref().is_some_and(|p| p.text == text && !p.differ) {
        return Ok(false);
    }
    io::save(root, lock, text, current.as_ref().map(|p| p.text.as_str()))?;
    Ok(true)
}

/// `okbot soul revert`: put the kept previous text back into both files; the text it replaces
/// becomes the kept one (a second revert undoes the first). `None` when no text was kept.
pub fn revert(root: &Root, lock: &OwnerGuard) -> Result<Option<String>> {
    let owner: &OwnerId = lock.owner();
    let Some(prev) = io::read_prev(root, owner)? else { return Ok(None) };
    let current = io::read(root, owner)?;
    io::save(root, lock, &prev, Some(current.as_ref().map_or("", |p| p.text.as_str())))?;
    Ok(Some(prev))
}

/// `assistant rename`: the persona (the newer file) with its role lines renamed (see
/// [`rename_role_lines`]) is saved to both files, the old text kept for revert. Returns whether
/// it wrote (not when no role line carries the old name).
pub fn rename(root: &Root, lock: &OwnerGuard, old: &str, new: &str) -> Result<bool> {
    let Some(current) = io::read(root, lock.owner())? else { return Ok(false) };
    let Some(text) = rename_role_lines(&current.text, old, new) else { return Ok(false) };
    io::save(root, lock, &text, Some(&current.text))?;
    Ok(true)
}

/// After `assistant rename`: in each role line that carries the old name, the old name becomes
/// the new one. A role line is a line outside code fences that starts (after optional list
/// markers and `*`/`_` emphasis) with `You are`, `You're` or `你是`. The old name is matched
/// case-sensitively and as a whole word (`Ann` is not the start of `Anna`). `None` when no line
/// changes.
pub fn rename_role_lines(text: &str, old: &str, new: &str) -> Option<String> {
    if old.is_empty() || old == new {
        return None;
    }
    let mut out = String::with_capacity(text.len() + new.len());
    let mut fence: Option<char> = None;
    let mut changed = false;
    for line in text.split_inclusive('\n') {
        let lead = line.trim_start();
        if lead.starts_with("```") || lead.starts_with("~~~") {
            let c = lead.chars().next().unwrap_or('`');
            fence = match fence {
                None => Some(c),
                Some(open) if open == c => None,
                other => other,
            };
            out.push_str(line);
            continue;
        }
        let bare = lead.trim_start_matches(['-', '*', '+', '>', '_', ' ', '\t']);
        let role = fence.is_none()
            && ["You are ", "You're ", "you are ", "你是"].iter().any(|p| bare.starts_with(p));
        if role && let Some(renamed) = replace_word(line, old, new) {
            out.push_str(&renamed);
            changed = true;
        } else {
            out.push_str(line);
        }
    }
    changed.then_some(out)
}

/// Letters and digits of alphabetic scripts join words; CJK characters do not (`你是小明，`).
fn word_char(c: char) -> bool {
    c == '_' || (c.is_alphanumeric() && (c as u32) < 0x2E80)
}

/// `line` with every whole-word occurrence of `old` replaced; `None` when there is none.
fn replace_word(line: &str, old: &str, new: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = line;
    let mut found = false;
    let first = old.chars().next()?;
    let last = old.chars().next_back()?;
    let mut before: Option<char> = None;
    while let Some(at) = rest.find(old) {
        let prev = rest[..at].chars().next_back().or(before);
        let next = rest[at + old.len()..].chars().next();
        let joined = |edge: char, n: Option<char>| word_char(edge) && n.is_some_and(word_char);
        out.push_str(&rest[..at]);
        if joined(first, prev) || joined(last, next) {
            out.push_str(old);
        } else {
            out.push_str(new);
            found = true;
        }
        before = old.chars().next_back();
        rest = &rest[at + old.len()..];
    }
    out.push_str(rest);
    found.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rename_rewrites_only_role_lines_with_the_old_name() {
        let text = "# Identity\nYou are Ann. Ann helps.\n\nAnn likes tea.\n- You're Annabel's friend, Ann!\n```\nYou are Ann.\n```\n";
        let out = rename_role_lines(text, "Ann", "Bea").unwrap();
        assert_eq!(
            out,
            "# Identity\nYou are Bea. Bea helps.\n\nAnn likes tea.\n- You're Annabel's friend, Bea!\n```\nYou are Ann.\n```\n"
        );
        assert_eq!(rename_role_lines("# Identity\nYou are Cy.\n", "Ann", "Bea"), None);
        let zh = "# 角色与目标\n你是「小明」，用户的本机个人助手。\n";
        assert_eq!(
            rename_role_lines(zh, "小明", "小红").unwrap(),
            "# 角色与目标\n你是「小红」，用户的本机个人助手。\n"
        );
        assert_eq!(rename_role_lines("你是小明，助手。\n", "小明", "小红").unwrap(), "你是小红，助手。\n");
    }

    #[test]
    fn the_prompt_asks_for_the_json_the_parser_reads() {
        let example = SOUL_PROMPT.rsplit("Update: ").next().unwrap();
        assert!(patch::parse_reply(example, false).unwrap().is_some());
        let user = soul_user("Ann", "", &[(true, "hi"), (false, "hello")]);
        assert!(user.contains("(empty)") && user.contains("user: hi\nassistant: hello\n"), "{user}");
    }

    #[test]
    fn apply_reply_writes_only_real_changes() {
        let dir = tempfile::tempdir().unwrap();
        let root = Root::at(dir.path());
        let id = OwnerId::parse("bot_1").unwrap();
        let lock = root.lock_owner(&id).unwrap();
        io::save(&root, &lock, "# A\na\n\n# B\nb\n", None).unwrap();
        assert_eq!(apply_reply(&root, &lock, "NO_CHANGE", false).unwrap(), Outcome::Unchanged);
        assert!(matches!(
            apply_reply(&root, &lock, "{\"action\":\"patch\"", false).unwrap(),
            Outcome::Rejected(_)
        ));
        let both = r#"{"action":"patch","sections":[{"heading":"A","body":"1"},{"heading":"B","body":"2"}]}"#;
        assert_eq!(apply_reply(&root, &lock, both, false).unwrap(), Outcome::Refused(Refusal::WholeFile));
        assert_eq!(io::read_prev(&root, &id).unwrap(), None);
        let one = r#"Sure: {"action":"patch","sections":[{"heading":"B","body":"2"}]}"#;
        assert!(matches!(apply_reply(&root, &lock, one, false).unwrap(), Outcome::Patched(_)));
        assert_eq!(io::read(&root, &id).unwrap().unwrap().text, "# A\na\n\n# B\n2\n");
        assert_eq!(io::read_prev(&root, &id).unwrap().unwrap(), "# A\na\n\n# B\nb\n");
        assert_eq!(apply_reply(&root, &lock, one, false).unwrap(), Outcome::Unchanged);
        assert_eq!(revert(&root, &lock).unwrap().unwrap(), "# A\na\n\n# B\nb\n");
        assert_eq!(io::read_prev(&root, &id).unwrap().unwrap(), "# A\na\n\n# B\n2\n");
    }
}
