//! What the model sees (DESIGN §4.1–4.3, §4.7): the instruction blocks in their fixed order,
//! the session items after coverage as model items, per-request pruning, and token totals.
//! Pure functions; `gather` reads the inputs through `store`.

pub mod counts;
pub mod files;
pub mod gather;
pub mod view;

use crate::message::ModelItem;
use serde::Serialize;

use crate::session::{Entry, Item, strip_think};
use crate::tokens::{Count, PER_MESSAGE};

/// Block names in prompt order. Blocks 1–4 are the stable, cacheable prefix.
pub const BLOCK_NAMES: [&str; 8] =
    ["role", "roster", "soul", "tools", "memories", "summary", "skills", "task"];
const STABLE_BLOCKS: usize = 4;

/// One instruction block.
#[derive(Debug, Clone, Serialize)]
pub struct Block {
    pub name: &'static str,
    pub text: String,
}

/// Who the prompt speaks for.
#[derive(Debug, Clone)]
pub enum Profile {
    Assistant { name: String, description: String },
    Squad { name: String, description: String, members: Vec<SquadMember> },
}

#[derive(Debug, Clone)]
pub struct SquadMember {
    pub name: String,
    pub role: String,
    pub description: String,
    /// The captain's tool that asks this member (`ask_ann`).
    pub tool: String,
}

impl Profile {
    pub fn name(&self) -> &str {
        match self {
            Profile::Assistant { name, .. } | Profile::Squad { name, .. } => name,
        }
    }
}

/// A tool offered to the model, for the tool-notes block.
#[derive(Debug, Clone)]
pub struct ToolNote {
    pub name: &'static str,
    pub about: &'static str,
    pub needs_approval: bool,
    /// Offered only when the owner has a skill to read.
    pub needs_skills: bool,
    /// Not offered to squads.
    pub assistants_only: bool,
}

/// Everything the blocks are built from; each field is read fresh from disk per run.
#[derive(Debug, Clone)]
pub struct Inputs {
    pub role_template: String,
    pub profile: Profile,
    pub persona: Option<String>,
    pub tools: Vec<ToolNote>,
    /// Block 5 as recall rendered it (DESIGN §5.3); empty when nothing is recalled.
    pub memories: String,
    pub summary: Option<String>,
    pub skill_catalog: String,
    pub task: String,
}

/// The eight blocks of DESIGN §4.2, in order (empty text when a block has nothing to say).
pub fn blocks(inputs: &Inputs) -> Vec<Block> {
    let texts = [
        inputs.role_template.replace("{name}", inputs.profile.name()),
        roster_block(&inputs.profile),
        inputs.persona.as_deref().map(str::trim).unwrap_or_default().to_string(),
        tools_block(&inputs.tools),
        inputs.memories.clone(),
        summary_block(inputs.summary.as_deref()),
        inputs.skill_catalog.clone(),
        inputs.task.clone(),
    ];
    BLOCK_NAMES.iter().zip(texts).map(|(name, text)| Block { name, text }).collect()
}

fn roster_block(profile: &Profile) -> String {
    match profile {
        Profile::Assistant { name, description } => {
            let mut text = format!("Profile\nName: {name}");
            if !description.trim().is_empty() {
                text.push_str(&format!("\nDescription: {}", description.trim()));
            }
            text
        }
        Profile::Squad { name, description, members } => {
            let mut text = format!("Squad: {name}");
            if !description.trim().is_empty() {
                text.push_str(&format!("\nPurpose: {}", description.trim()));
            }
            text.push_str("\nMembers (ask one with its tool; members never talk to each other):");
            for m in members {
                let role = if m.role.is_empty() { String::new() } else { format!(" — {}", m.role) };
                let about =
                    if m.description.is_empty() { String::new() } else { format!(" ({})", m.description) };
                text.push_str(&format!("\n- {}{role}{about}: `{}`", m.name, m.tool));
            }
            text
        }
    }
}

fn tools_block(tools: &[ToolNote]) -> String {
    if tools.is_empty() {
        return String::new();
    }
    let mut text = String::from("Tools you can use:");
    for t in tools {
        text.push_str(&format!("\n- {}: {}", t.name, t.about));
    }
    let asking: Vec<&str> = tools.iter().filter(|t| t.needs_approval).map(|t| t.name).collect();
    if !asking.is_empty() {
        text.push_str(&format!("\nThese need the user's approval before they run: {}.", asking.join(", ")));
    }
    text
}

fn summary_block(summary: Option<&str>) -> String {
    match summary.map(str::trim).filter(|s| !s.is_empty()) {
        Some(s) => format!(
            "Summary of the earlier conversation (older messages are folded into it; search_history recovers their details):\n{s}"
        ),
        None => String::new(),
    }
}

/// The single system text: the non-empty blocks joined by blank lines.
pub fn instructions(blocks: &[Block]) -> String {
    let parts: Vec<&str> = blocks.iter().map(|b| b.text.as_str()).filter(|t| !t.is_empty()).collect();
    parts.join("\n\n")
}

/// FNV-1a 64 over blocks 1–4: equal hashes mean the cacheable prefix did not change.
pub fn stable_prefix_hash(blocks: &[Block]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for block in blocks.iter().take(STABLE_BLOCKS) {
        for byte in block.text.bytes().chain([0u8]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("fnv1a64:{hash:016x}")
}

/// A model item with the id of the row it came from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Sourced {
    pub id: String,
    #[serde(flatten)]
    pub item: ModelItem,
}

/// Rows → model items: reasoning and unknown rows dropped, `<think>` spans stripped, empty
/// messages dropped. Hidden messages stay (the model sees them).
pub fn project<'a>(entries: impl IntoIterator<Item = &'a Entry>) -> Vec<Sourced> {
    entries
        .into_iter()
        .filter(|e| !e.error)
        // A squad's exchange rows are for people; the captain reads its tool calls and results.
        .filter(|e| !crate::session::is_exchange(&e.id))
        .filter_map(|e| {
            let item = match &e.item {
                Item::Message { role, text } => {
                    let text = crate::session::message_text(role, text).trim().to_string();
                    if text.is_empty() {
                        return None;
                    }
                    ModelItem::Message { role: role.clone(), text }
                }
                Item::ToolCall { call_id, name, arguments } => ModelItem::ToolCall {
                    call_id: call_id.clone(),
                    name: name.clone(),
                    arguments: arguments.clone(),
                },
                Item::ToolResult { call_id, name, status, output } => ModelItem::ToolResult {
                    call_id: call_id.clone(),
                    name: name.clone(),
                    status: status.clone(),
                    output: strip_think(output).into_owned(),
                },
                Item::Reasoning | Item::Other { .. } => return None,
            };
            Some(Sourced { id: e.id.clone(), item })
        })
        .collect()
}

/// DESIGN §4.7: tool results older than the last `keep` are cut to `max_chars` with a marker.
/// In memory only.
pub fn prune(items: &mut [Sourced], keep: usize, max_chars: usize) -> usize {
    let results: Vec<usize> = items
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.item, ModelItem::ToolResult { .. }))
        .map(|(i, _)| i)
        .collect();
    let old = results.len().saturating_sub(keep);
    let mut cut = 0;
    for &i in &results[..old] {
        if let ModelItem::ToolResult { output, .. } = &mut items[i].item {
            let chars = output.chars().count();
            if chars > max_chars {
                let kept: String = output.chars().take(max_chars).collect();
                *output = format!(
                    "{kept}\n[… {} more characters cut from this old tool result]",
                    chars - max_chars
                );
                cut += 1;
            }
        }
    }
    cut
}

/// Drop the oldest tool result and the call it answers (DESIGN §4.5, for one request only).
/// Returns false when there is none left.
pub fn omit_oldest_tool_result(items: &mut Vec<Sourced>) -> bool {
    let Some(pos) = items.iter().position(|s| matches!(s.item, ModelItem::ToolResult { .. })) else {
        return false;
    };
    let ModelItem::ToolResult { call_id, .. } = &items[pos].item else { unreachable!("matched above") };
    let call_id = call_id.clone();
    items.remove(pos);
    if let Some(call) =
        items.iter().position(|s| matches!(&s.item, ModelItem::ToolCall { call_id: c, .. } if *c == call_id))
    {
        items.remove(call);
    }
    true
}

/// Tokens of one item, including the per-message overhead.
pub fn item_tokens(counter: &(impl Count + ?Sized), item: &ModelItem) -> usize {
    PER_MESSAGE
        + match item {
            ModelItem::Message { role, text } => counter.count_role(role) + counter.count(text),
            ModelItem::ToolCall { name, arguments, .. } => counter.count(name) + counter.count(arguments),
            ModelItem::ToolResult { output, .. } => counter.count(output),
        }
}

/// Tokens of the instruction text as one system message.
pub fn instruction_tokens(counter: &(impl Count + ?Sized), instructions: &str) -> usize {
    if instructions.is_empty() { 0 } else { PER_MESSAGE + counter.count(instructions) }
}

/// The threshold of DESIGN §4.4: `window × ratio`.
pub fn threshold(window: u64, ratio: f64) -> u64 {
    (window as f64 * ratio).floor() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(id: &str, role: &str, text: &str) -> Entry {
        Entry {
            id: id.into(),
            created_at: String::new(),
            item: Item::Message { role: role.into(), text: text.into() },
            hidden: false,
            usage: None,
            error: false,
        }
    }

    fn tool(id: &str, call: &str, result: bool) -> Entry {
        let item = if result {
            Item::ToolResult {
                call_id: call.into(),
                name: "t".into(),
                status: "completed".into(),
                output: "x".repeat(50),
            }
        } else {
            Item::ToolCall { call_id: call.into(), name: "t".into(), arguments: "{}".into() }
        };
        Entry { id: id.into(), created_at: String::new(), item, hidden: false, usage: None, error: false }
    }

    #[test]
    fn blocks_come_in_the_design_order_and_skip_empty_ones_in_the_text() {
        let inputs = Inputs {
            role_template: "You are {name}.".into(),
            profile: Profile::Assistant { name: "Writer".into(), description: "writes".into() },
            persona: Some("# Identity\nCalm.\n".into()),
            tools: vec![],
            memories: String::new(),
            summary: Some("## Goal\n- ship".into()),
            skill_catalog: String::new(),
            task: String::new(),
        };
        let b = blocks(&inputs);
        assert_eq!(b.iter().map(|b| b.name).collect::<Vec<_>>(), BLOCK_NAMES);
        let text = instructions(&b);
        assert!(text.starts_with(
            "You are Writer.\n\nProfile\nName: Writer\nDescription: writes\n\n# Identity\nCalm."
        ));
        assert!(text.ends_with("search_history recovers their details):\n## Goal\n- ship"));
    }

    #[test]
    fn the_stable_hash_ignores_the_summary_but_not_the_persona() {
        let mut inputs = Inputs {
            role_template: "You are {name}.".into(),
            profile: Profile::Assistant { name: "W".into(), description: String::new() },
            persona: None,
            tools: vec![],
            memories: String::new(),
            summary: None,
            skill_catalog: String::new(),
            task: String::new(),
        };
        let h1 = stable_prefix_hash(&blocks(&inputs));
        inputs.summary = Some("changed".into());
        assert_eq!(h1, stable_prefix_hash(&blocks(&inputs)));
        inputs.persona = Some("new".into());
        assert_ne!(h1, stable_prefix_hash(&blocks(&inputs)));
    }

    #[test]
    fn projection_strips_think_and_drops_reasoning() {
        let mut r = msg("r", "assistant", "");
        r.item = Item::Reasoning;
        let items = project(&[
            msg("a", "user", "hi <think>secret</think>there"),
            r,
            msg("b", "assistant", "<think>x</think>"),
        ]);
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].item, ModelItem::Message { role: "user".into(), text: "hi there".into() });
    }

    #[test]
    fn pruning_cuts_only_results_older_than_the_last_n() {
        let entries = [tool("1", "a", true), tool("2", "b", true), tool("3", "c", true)];
        let mut items = project(&entries);
        assert_eq!(prune(&mut items, 2, 10), 1);
        let ModelItem::ToolResult { output, .. } = &items[0].item else { panic!() };
        assert!(output.starts_with("xxxxxxxxxx\n[… 40 more characters cut"));
        let ModelItem::ToolResult { output, .. } = &items[2].item else { panic!() };
        assert_eq!(output.len(), 50);
    }

    #[test]
    fn omitting_a_tool_result_takes_its_call_along() {
        let entries = [
            msg("u", "user", "go"),
            tool("c1", "a", false),
            tool("r1", "a", true),
            tool("c2", "b", false),
            tool("r2", "b", true),
        ];
        let mut items = project(&entries);
        assert!(omit_oldest_tool_result(&mut items));
        assert_eq!(items.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["u", "c2", "r2"]);
    }
}
