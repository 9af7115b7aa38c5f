//! Squads as a team (issue #15): a virtual captain that delegates to members through one
//! `ask_<name>` tool per member. This domain owns the captain's texts (persona and playbook,
//! `settings.squad`), the roster of ask tools (names, specs), the speaker convention of the
//! OkBot app (`meta.speakerBotId`, `__captain__`) and the member roles. The turn that runs the
//! captain and its members is `turn::squad`.

use serde_json::json;

use crate::message::ToolSpec;
use crate::roster::{Roster, SquadEntry};
use crate::settings::SquadSettings;

/// The speaker id of the captain's rows (not a roster bot; the OkBot app's convention).
pub const CAPTAIN: &str = "__captain__";

/// The first line of a captain's prompt (`{name}`: the squad's name).
pub const CAPTAIN_ROLE: &str = "You are the built-in captain of the squad {name}.";

/// The role a member gets when none is given (the app's default reads `成员`, "member").
pub const DEFAULT_ROLE: &str = "member";

/// The captain's persona when `squad.captainPersona` is empty.
pub const DEFAULT_PERSONA: &str = "You are the captain of this squad. The user talks only to you. You do \
not do the members' work yourself: you hand each part of a request to the member best suited to it, \
then bring their answers together into one reply.";

/// The playbook when `squad.playbook` is empty.
pub const DEFAULT_PLAYBOOK: &str = "- Members cannot see this conversation or each other: give each one a \
complete, self-contained task (the facts, the goal, the form of the answer you need).\n\
- Ask several members in one response when their parts do not depend on each other; they work at the \
same time.\n\
- A simple greeting or a question about the squad itself needs no member: answer it yourself.\n\
- If a member fails or its answer is not enough, ask again with a clearer task or ask another member.\n\
- Your final answer is yours: combine the members' work, settle disagreements, and say who found what \
when it matters.";

/// One member as the captain sees it: the tool that asks it, who it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AskTool {
    /// `ask_<name>` (see [`tool_names`]).
    pub tool: String,
    pub bot_id: String,
    pub name: String,
    pub role: String,
    pub description: String,
}

/// The captain's persona block: the persona (settings or default) and the playbook.
pub fn captain_text(settings: &SquadSettings) -> String {
    let persona = non_empty(&settings.captain_persona).unwrap_or(DEFAULT_PERSONA);
    let playbook = non_empty(&settings.playbook).unwrap_or(DEFAULT_PLAYBOOK);
    format!("{persona}\n\nPlaybook:\n{playbook}")
}

fn non_empty(text: &str) -> Option<&str> {
    let t = text.trim();
    (!t.is_empty()).then_some(t)
}

/// The members of a squad with their ask tools, in roster order (a member whose bot is gone
/// is left out: nobody could answer for it).
pub fn ask_tools(roster: &Roster, squad_id: &str) -> Vec<AskTool> {
    let Some(squad) = roster.squads.iter().find(|s| s.id == squad_id) else { return Vec::new() };
    let bots: Vec<_> = squad
        .members
        .iter()
        .filter_map(|m| roster.bots.iter().find(|b| b.id == m.bot_id).map(|b| (m, b)))
        .collect();
    let names = tool_names(bots.iter().map(|(_, b)| b.name.as_str()));
    bots.into_iter()
        .zip(names)
        .map(|((m, b), tool)| AskTool {
            tool,
            bot_id: b.id.clone(),
            name: b.name.clone(),
            role: role_of(&m.role).to_string(),
            description: b.description.trim().to_string(),
        })
        .collect()
}

/// A member's role as shown: its own, or [`DEFAULT_ROLE`].
pub fn role_of(role: &str) -> &str {
    let r = role.trim();
    if r.is_empty() { DEFAULT_ROLE } else { r }
}

/// Longest tool name (the app's limit, under every provider's 64).
const MAX_TOOL_NAME: usize = 48;

/// The ask tools' names, one per member name, in order: `ask_` + the name in lower case with
/// every character other than `a-z0-9` as `_` (runs of `_` joined, trimmed, at most 48
/// characters in all); a name with no ASCII letter or digit gets `ask_member_<n>` (its place,
/// from 1); a name taken already gets `_2`, `_3` …
pub fn tool_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, name) in names.into_iter().enumerate() {
        let mut slug = String::new();
        for c in name.chars().flat_map(char::to_lowercase) {
            let c = if c.is_ascii_lowercase() || c.is_ascii_digit() { c } else { '_' };
            if c == '_' && (slug.is_empty() || slug.ends_with('_')) {
                continue;
            }
            slug.push(c);
        }
        let slug = slug.trim_end_matches('_');
        let base = if slug.chars().any(|c| c.is_ascii_alphanumeric()) {
            format!("ask_{slug}")
        } else {
            format!("ask_member_{}", i + 1)
        };
        let base: String = base.chars().take(MAX_TOOL_NAME).collect();
        let base = base.trim_end_matches('_').to_string();
        let mut candidate = base.clone();
        let mut n = 2;
        while out.contains(&candidate) {
            let suffix = format!("_{n}");
            let keep: String = base.chars().take(MAX_TOOL_NAME - suffix.len()).collect();
            candidate = format!("{keep}{suffix}");
            n += 1;
        }
        out.push(candidate);
    }
    out
}

/// What the captain's model reads about an ask tool.
pub fn spec(ask: &AskTool) -> ToolSpec {
    let mut description = format!("Ask {} ({}) to do a task and answer you.", ask.name, ask.role);
    if !ask.description.is_empty() {
        description.push_str(&format!(" About {}: {}", ask.name, ask.description));
    }
    description
        .push_str(" The member sees only the task you write (not this conversation), so make it complete.");
    ToolSpec {
        name: ask.tool.clone(),
        description,
        parameters: json!({
            "type": "object",
            "properties": {"task": {"type": "string", "description": format!("the complete task for {}", ask.name)}},
            "required": ["task"],
            "additionalProperties": false,
        }),
    }
}

/// The task of an ask call: its `task` argument, trimmed (empty when missing or not text).
pub fn task_of(arguments: &str) -> String {
    serde_json::from_str::<serde_json::Value>(arguments)
        .ok()
        .and_then(|v| v.get("task").and_then(|t| t.as_str()).map(|t| t.trim().to_string()))
        .unwrap_or_default()
}

/// The text of the "ask" row of an exchange.
pub fn ask_text(member: &str, task: &str) -> String {
    format!("Asked {member}:\n{task}")
}

/// The tool result of a member that failed, for the captain to work around.
pub fn failure_text(member: &str, why: &str) -> String {
    format!(
        "({member} could not finish this task: {why}. Work around it: ask again with a clearer task, ask another member, or answer with what you have.)"
    )
}

/// The most characters of a member's answer the captain reads (the reply row keeps it whole):
/// one runaway answer must not fill the captain's context.
pub const MAX_ANSWER_CHARS: usize = 60_000;

/// A member's answer as the captain's `ask_*` result: whole up to [`MAX_ANSWER_CHARS`], else
/// cut at a line break (or there) with a note saying how much was left out.
pub fn answer_for_captain(member: &str, text: &str) -> String {
    let total = text.chars().count();
    if total <= MAX_ANSWER_CHARS {
        return text.to_string();
    }
    let end = text.char_indices().nth(MAX_ANSWER_CHARS).map_or(text.len(), |(i, _)| i);
    let head = &text[..end];
    let head = head.rfind('\n').filter(|&i| i > 0).map_or(head, |i| &head[..=i]);
    format!(
        "{head}\n[cut: {member}'s answer has {total} characters; the first {} are shown]",
        head.chars().count()
    )
}

/// Give a member a new role; `Err` names the member when it is not in the squad.
pub fn set_role(squad: &mut SquadEntry, bot_id: &str, role: &str) -> Result<(), String> {
    let member = squad.members.iter_mut().find(|m| m.bot_id == bot_id).ok_or_else(|| bot_id.to_string())?;
    member.role = role.trim().to_string();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roster::{BotEntry, Member};

    #[test]
    fn a_long_answer_is_cut_for_the_captain_with_a_note() {
        assert_eq!(answer_for_captain("Ann", "short"), "short");
        let long = "line\n".repeat(20_000);
        let cut = answer_for_captain("Ann", &long);
        assert!(
            cut.ends_with("\n[cut: Ann's answer has 100000 characters; the first 60000 are shown]"),
            "{}",
            &cut[cut.len() - 90..]
        );
        let one_line = "é".repeat(70_000);
        let cut = answer_for_captain("Bob", &one_line);
        assert!(cut.starts_with(&"é".repeat(60_000)) && cut.ends_with("the first 60000 are shown]"));
    }

    #[test]
    fn tool_names_follow_the_rules() {
        let names = tool_names(["Ann", "Bob Smith", "  Zoë-K!  ", "李雷", "韩梅梅", "ann", "ANN"]);
        assert_eq!(
            names,
            [
                "ask_ann",
                "ask_bob_smith",
                "ask_zo_k",
                "ask_member_4",
                "ask_member_5",
                "ask_ann_2",
                "ask_ann_3"
            ]
        );
    }

    #[test]
    fn a_long_name_is_cut_and_stays_unique() {
        let long = "a".repeat(80);
        let names = tool_names([long.as_str(), long.as_str()]);
        assert_eq!(names[0].len(), MAX_TOOL_NAME);
        assert_eq!(names[1].len(), MAX_TOOL_NAME);
        assert!(names[1].ends_with("_2"));
        assert_ne!(names[0], names[1]);
    }

    #[test]
    fn a_chinese_name_that_collides_with_a_generated_one_gets_a_suffix() {
        let names = tool_names(["李雷", "member 1"]);
        assert_eq!(names, ["ask_member_1", "ask_member_1_2"]);
    }

    fn roster() -> Roster {
        let bot = |id: &str, name: &str, about: &str| BotEntry {
            id: id.into(),
            name: name.into(),
            description: about.into(),
            extra: Default::default(),
        };
        let member =
            |id: &str, role: &str| Member { bot_id: id.into(), role: role.into(), extra: Default::default() };
        Roster {
            bots: vec![bot("bot_1", "Ann", "writes"), bot("bot_2", "李雷", "")],
            squads: vec![SquadEntry {
                id: "squad_1".into(),
                name: "Team".into(),
                description: String::new(),
                members: vec![member("bot_1", "writer"), member("bot_2", ""), member("bot_gone", "x")],
                created_at: String::new(),
                updated_at: String::new(),
                extra: Default::default(),
            }],
        }
    }

    #[test]
    fn ask_tools_carry_real_names_and_roles() {
        let tools = ask_tools(&roster(), "squad_1");
        assert_eq!(tools.len(), 2, "a member whose bot is gone is left out");
        assert_eq!((tools[0].tool.as_str(), tools[0].role.as_str()), ("ask_ann", "writer"));
        assert_eq!((tools[1].tool.as_str(), tools[1].role.as_str()), ("ask_member_2", DEFAULT_ROLE));
        let spec = spec(&tools[1]);
        assert!(spec.description.contains("李雷"), "{}", spec.description);
        assert_eq!(spec.parameters["required"][0], "task");
    }

    #[test]
    fn captain_text_uses_defaults_and_settings() {
        let mut s = SquadSettings {
            captain_persona: String::new(),
            playbook: " ".into(),
            captain_max_turns: 50,
            member_max_turns: 50,
            max_concurrent: 3,
        };
        assert!(captain_text(&s).starts_with(DEFAULT_PERSONA));
        assert!(captain_text(&s).ends_with(DEFAULT_PLAYBOOK));
        s.captain_persona = "Be brief.".into();
        s.playbook = "Ask Ann first.".into();
        assert_eq!(captain_text(&s), "Be brief.\n\nPlaybook:\nAsk Ann first.");
    }

    #[test]
    fn set_role_changes_one_member() {
        let mut squad = roster().squads.remove(0);
        set_role(&mut squad, "bot_2", " reviewer ").unwrap();
        assert_eq!(squad.members[1].role, "reviewer");
        assert_eq!(set_role(&mut squad, "bot_9", "x"), Err("bot_9".to_string()));
    }

    #[test]
    fn task_of_reads_the_argument() {
        assert_eq!(task_of(r#"{"task": " sum it up "}"#), "sum it up");
        assert_eq!(task_of("not json"), "");
    }
}
