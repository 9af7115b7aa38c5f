//! Rows as the summarizer reads them, and summaries cut to their room.

use super::CHUNK_CHARS;
use crate::session::{Entry, Item, strip_think};
use crate::text::{clip, one_line};

/// A row as the summarizer reads it: messages whole, tool rows as one-line digests.
pub fn digest(entry: &Entry) -> Option<String> {
    match &entry.item {
        Item::Message { role, text } => {
            let text = crate::session::message_text(role, text);
            let text = text.trim();
            (!text.is_empty()).then(|| format!("{role}: {text}"))
        }
        Item::ToolCall { name, arguments, .. } => {
            Some(format!("[tool call] {name} args={}", clip(&one_line(arguments), 120)))
        }
        Item::ToolResult { name, output, .. } => {
            Some(format!("[tool result] {name} → {}", clip(&one_line(&strip_think(output)), 160)))
        }
        Item::Reasoning | Item::Other { .. } => None,
    }
}

/// Cut `text` to `max` characters at a line break (DESIGN §4.5).
pub fn cut_summary(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    match head.rfind('\n') {
        Some(i) if i > 0 => head[..i].trim_end().to_string(),
        _ => head,
    }
}

/// Split a digest into pieces of at most CHUNK_CHARS; continuation pieces name the role again.
pub(super) fn chunks(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= CHUNK_CHARS {
        return vec![line.to_string()];
    }
    let label: String = line.split(':').next().filter(|l| l.len() < 40).unwrap_or("message").to_string();
    chars
        .chunks(CHUNK_CHARS)
        .enumerate()
        .map(|(i, piece)| {
            let piece: String = piece.iter().collect();
            if i == 0 { piece } else { format!("{label} (continued): {piece}") }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_are_cut_at_a_line_break() {
        assert_eq!(cut_summary("line one\nline two\nline three", 20), "line one\nline two");
        assert_eq!(cut_summary("short", 20), "short");
    }

    #[test]
    fn tool_rows_enter_as_short_digests() {
        let call = Entry {
            id: "c".into(),
            created_at: String::new(),
            item: Item::ToolCall { call_id: "c".into(), name: "search".into(), arguments: "a".repeat(500) },
            hidden: false,
            usage: None,
            error: false,
        };
        let d = digest(&call).unwrap();
        assert!(d.starts_with("[tool call] search args=aaa"));
        assert_eq!(d.chars().count(), "[tool call] search args=".len() + 120);
    }
}
