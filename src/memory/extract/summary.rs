//! Facts from a compression summary (issue #11 item 4; OkBot's `extractDurableFacts`): the lines
//! under the decisions and conventions headings, one fact per item, for this assistant's memory.
//! They start as candidates (source `summary`): a summary paraphrases, so a decision becomes
//! durable only when it keeps coming back.

use super::{Fact, Scope, Source, clean_memory, push_unique};

/// Headings whose items are kept: ours (`## Decisions`, `## Constraints & conventions`, from the
/// compress prompt and the offline summarizer; `## Decisions & conventions` of older summaries)
/// and OkBot's (约定 conventions, 决定 decisions).
const KEEP: &[&str] = &[
    "decisions",
    "constraints & conventions",
    "decisions & conventions",
    "conventions",
    "决定",
    "约定",
    "决策",
];
/// Headings that end a kept section. Any other `#` heading ends it too.
const OTHER: &[&str] = &[
    "目标",
    "路径/命令",
    "未完成",
    "其他",
    "goal",
    "people & roles",
    "identifiers",
    "open questions",
    "progress",
    "paths & commands",
    "open items",
    "other",
];

/// The decisions and conventions of `summary`, deduplicated, as `bot` candidates.
pub fn facts(summary: &str) -> Vec<Fact> {
    let mut out = Vec::new();
    let mut keep = false;
    for line in summary.lines() {
        let t = line.trim();
        let (heading, rest) = heading(t);
        if let Some(name) = heading {
            keep = KEEP.contains(&name.as_str());
            let Some(rest) = rest else { continue };
            if !keep {
                continue;
            }
            add(&mut out, rest);
            continue;
        }
        if keep {
            add(&mut out, t);
        }
    }
    out
}

/// `## Name`, `## Name: rest`, or a plain `Name: rest` / `Name：rest` where Name is a known heading.
fn heading(line: &str) -> (Option<String>, Option<&str>) {
    let hashed = line.starts_with('#');
    let body = line.trim_start_matches('#').trim();
    let (name, rest) = match body.split_once([':', '：']) {
        Some((n, r)) => (n.trim(), Some(r.trim())),
        None => (body, None),
    };
    let lower = name.to_lowercase();
    let known = KEEP.contains(&lower.as_str()) || OTHER.contains(&lower.as_str());
    if hashed || known && rest.is_some() {
        (Some(lower), rest.filter(|r| !r.is_empty()))
    } else {
        (None, None)
    }
}

fn add(out: &mut Vec<Fact>, line: &str) {
    let item = line.trim_start_matches(['-', '*', '•']).trim();
    for piece in item.split(['、', '；', ';']) {
        let piece = piece.trim();
        if matches!(piece, "" | "无" | "（无）" | "(无)" | "none" | "None" | "(none)") {
            continue;
        }
        if let Some(memory) = clean_memory(piece) {
            push_unique(out, Fact { scope: Scope::Bot, memory, expires: None, source: Source::Summary });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(summary: &str) -> Vec<String> {
        facts(summary).into_iter().map(|f| f.memory).collect()
    }

    #[test]
    fn decisions_and_conventions_lines_become_bot_candidates() {
        let summary = "## Goal\n- ship the CLI\n## Decisions & conventions\n- use tabs; no unsafe code\n- Use tabs\n\
## Paths & commands\n- cargo test\n## Other\n- small talk";
        assert_eq!(texts(summary), vec!["use tabs", "no unsafe code"]);
        let f = &facts(summary)[0];
        assert_eq!((f.scope, f.source, f.expires.as_deref()), (Scope::Bot, Source::Summary, None));
    }

    #[test]
    fn the_typed_summary_gives_its_decisions_and_constraints_only() {
        let summary = "## Goal\n- ship the CLI\n## Decisions\n- go with Postgres — it has JSONB\n\
## Constraints & conventions\n- never deploy on Fridays\n## People & roles\n- Ana (release manager)\n\
## Identifiers\n- `cargo test`\n## Open questions\n- which CI?\n## Progress\n- wrote the parser";
        assert_eq!(texts(summary), vec!["go with Postgres — it has JSONB", "never deploy on Fridays"]);
    }

    #[test]
    fn okbots_chinese_headings_and_inline_items_are_read() {
        let summary = "目标：发布版本\n约定：用中文回复、代码用四空格缩进\n决定：\n- 数据库用 PostgreSQL\n其他：无\n未完成：写文档";
        assert_eq!(texts(summary), vec!["用中文回复", "代码用四空格缩进", "数据库用 PostgreSQL"]);
    }

    #[test]
    fn empty_markers_and_secrets_are_not_facts() {
        assert!(texts("## Decisions & conventions\n- (无)\n- none\n").is_empty());
        assert_eq!(
            texts("## Decisions\n- deploy token ghp_abcdefghijklmnopqrstuvwxyz0123456789 rotates weekly"),
            vec!["deploy token [redacted] rotates weekly"]
        );
    }
}
