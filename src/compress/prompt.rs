//! What compression asks a model (DESIGN §4.4–4.5): a structured prompt that updates the
//! previous summary rather than appending to it, identifiers verbatim; and the topic question.
//! The calls themselves are made by the layer that talks to providers.

use super::SummaryRequest;

/// The system prompt for one summary update.
pub fn summary_prompt(max_chars: usize, extra: &str) -> String {
    let mut prompt = format!(
        "You maintain the running summary of a conversation between a user and an assistant. \
You receive the previous summary and the messages now being folded into it. \
Write the updated summary: rewrite it as one summary, never append a second one. \
Use these Markdown headings and leave out empty ones: ## Goal, ## Decisions & conventions, \
## Paths & commands, ## Open items, ## Other. \
Keep every identifier exactly as written: file paths, ids, URLs, numbers, commands, names. \
Drop small talk. Write in the language of the conversation. \
Use at most {max_chars} characters. Reply with the summary only."
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
    fn only_a_yes_is_a_new_topic() {
        assert!(topic_answer(" Yes.\n"));
        assert!(!topic_answer("no"));
        assert!(!topic_answer("maybe yes"));
    }
}
