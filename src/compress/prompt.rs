//! What compression asks a model (DESIGN §4.4–4.5): a structured prompt that updates the
//! previous summary rather than appending to it, identifiers verbatim, with the sections and
//! keep-first rules of the offline summarizer; the check of its reply; and the topic question.
//! The calls themselves are made by the layer that talks to providers.

use super::SummaryRequest;
use super::offline::HEADINGS;

/// The system prompt for one summary update: the sections of the offline summarizer and the
/// same keep-first rules.
pub fn summary_prompt(max_chars: usize, extra: &str) -> String {
    let headings: Vec<String> = HEADINGS.iter().map(|h| format!("## {h}")).collect();
    let mut prompt = format!(
        "You maintain the running summary of a conversation between a user and an assistant. \
You receive the previous summary and the messages now being folded into it. \
Write the updated summary: merge the new facts into the previous summary's sections, never append a \
second summary. Use these Markdown headings in this order and leave out empty ones: {}. \
Items are short \"- \" bullets: the goal from the user's words; decisions with their reason; constraints \
and conventions (\"never …\", \"only after …\"); people with their role; identifiers (paths, commands, ids, \
URLs, ports, versions, amounts with currency, dates); questions nobody has answered yet; progress. \
A question the user wants found out, or that the assistant could not answer, is a pending ask: write it \
with \"* \" instead of \"- \", keep the mark in later updates, and drop it last. \
Keep every identifier and name exactly as written. Drop small talk and questions that were answered. \
A suggestion the other side agreed to is a decision; a question counts without a question mark \
(\"I wonder whether …\", \"not clear who …\"); each fact of a message that holds several goes to its own section. \
A tool result that opens with \"match:\" names first the record the user's message asked for: \
keep what it names as the user's own. \
When room is short, drop first: progress detail, other text, superseded decisions; shorten wording \
before dropping a fact; never drop an identifier that later messages still refer to. \
Write in the language of the conversation. \
Use at most {max_chars} characters. Reply with the summary only.",
        headings.join(", ")
    );
    if !extra.trim().is_empty() {
        prompt.push_str("\n\nAdditional instructions:\n");
        prompt.push_str(extra.trim());
    }
    prompt
}

/// The user message of one summary update: the previous summary and the messages to fold in.
pub fn summary_user(r: &SummaryRequest) -> String {
    let previous = if r.previous.trim().is_empty() { "(none)" } else { r.previous };
    format!("Previous summary:\n{previous}\n\nMessages to fold in:\n{}", r.delta)
}

/// The most tokens a summary update may answer with.
pub fn summary_max_tokens(max_chars: usize) -> u64 {
    (max_chars as u64 / 2).max(256)
}

/// The summary as the model answered it.
pub fn summary_answer(text: &str) -> String {
    text.trim().to_string()
}

/// Check a model's summary: not empty, under at least one of the section headings, within
/// `max_chars`. The error says what to fix, for the one retry.
pub fn check_summary(text: &str, max_chars: usize) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err("the reply was empty".into());
    }
    let sectioned = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("## "))
        .any(|h| HEADINGS.iter().any(|x| x.eq_ignore_ascii_case(h.trim())));
    if !sectioned {
        let headings: Vec<String> = HEADINGS.iter().map(|h| format!("## {h}")).collect();
        return Err(format!("the reply used none of the headings {}", headings.join(", ")));
    }
    let chars = text.chars().count();
    if chars > max_chars {
        return Err(format!("the reply had {chars} characters, more than the {max_chars} allowed"));
    }
    Ok(())
}

/// The user message of the one retry: the request again, with what was wrong.
pub fn summary_retry_user(r: &SummaryRequest, problem: &str) -> String {
    format!(
        "{}\n\nYour previous reply could not be used: {problem}. Reply again with the summary only, \
under the headings, in at most {} characters.",
        summary_user(r),
        r.max_chars
    )
}

pub const TOPIC_PROMPT: &str = "You judge whether a new message starts a clearly different topic from the recent \
conversation. Answer with exactly one word: yes or no. Answer no when unsure.";

/// The user message of a topic check.
pub fn topic_user(recent: &str, message: &str) -> String {
    format!("Recent conversation:\n{recent}\n\nNew message:\n{message}")
}

/// The most tokens a topic check may answer with.
pub const TOPIC_MAX_TOKENS: u64 = 3;

/// Whether the model's answer to the topic question is "yes".
pub fn topic_answer(text: &str) -> bool {
    text.trim().to_ascii_lowercase().starts_with("yes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_prompt_adds_extra_instructions_after_the_default() {
        let plain = summary_prompt(900, "  ");
        assert!(plain.ends_with("Use at most 900 characters. Reply with the summary only."));
        let extra = summary_prompt(900, " keep the ids \n");
        assert_eq!(extra, format!("{plain}\n\nAdditional instructions:\nkeep the ids"));
    }

    #[test]
    fn an_empty_previous_summary_reads_none() {
        let r = SummaryRequest { previous: " \n", delta: "user: hi", instructions: "", max_chars: 100 };
        assert_eq!(summary_user(&r), "Previous summary:\n(none)\n\nMessages to fold in:\nuser: hi");
        assert_eq!(summary_max_tokens(100), 256);
        assert_eq!(summary_max_tokens(4000), 2000);
    }

    #[test]
    fn the_prompt_names_every_section_and_the_keep_first_rules() {
        let p = summary_prompt(2000, "");
        for h in HEADINGS {
            assert!(p.contains(&format!("## {h}")), "{h}: {p}");
        }
        assert!(p.contains("never drop an identifier that later messages still refer to"), "{p}");
        assert!(p.contains("A suggestion the other side agreed to is a decision"), "{p}");
        assert!(p.contains("a question counts without a question mark"), "{p}");
    }

    #[test]
    fn a_summary_is_checked_for_sections_and_length() {
        assert_eq!(check_summary("## Goal\n- ship it", 100), Ok(()));
        assert_eq!(check_summary("## open questions\n- who?", 100), Ok(()));
        assert_eq!(check_summary("  \n", 100), Err("the reply was empty".into()));
        assert!(
            check_summary("We talked about shipping.", 100).unwrap_err().contains("none of the headings")
        );
        let long = format!("## Goal\n- {}", "x".repeat(200));
        assert_eq!(
            check_summary(&long, 100),
            Err("the reply had 210 characters, more than the 100 allowed".into())
        );
        let r = SummaryRequest { previous: "", delta: "user: hi", instructions: "", max_chars: 100 };
        assert!(summary_retry_user(&r, "the reply was empty").ends_with(
            "could not be used: the reply was empty. Reply again with the summary only, under the headings, in at most 100 characters."
        ));
    }

    #[test]
    fn only_a_yes_is_a_new_topic() {
        assert!(topic_answer(" Yes.\n"));
        assert!(!topic_answer("no"));
        assert!(!topic_answer("maybe yes"));
    }
}
