//! The summarizer and topic judge as model calls (DESIGN §4.4–4.5): a structured prompt that
//! updates the previous summary rather than appending to it, identifiers verbatim.

use std::time::Duration;

use anyhow::Result;

use crate::compress::{Summarizer, SummaryRequest, TopicJudge};
use crate::provider::{self, Endpoint, Policy, Transport};

pub struct LlmSummarizer<'a> {
    pub endpoint: &'a Endpoint,
}

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

impl Summarizer for LlmSummarizer<'_> {
    fn summarize(&self, r: &SummaryRequest) -> Result<String> {
        let previous = if r.previous.trim().is_empty() { "(none)" } else { r.previous };
        let user = format!("Previous summary:\n{previous}\n\nMessages to fold in:\n{}", r.delta);
        let max_tokens = (r.max_chars as u64 / 2).max(256);
        let done = provider::complete(
            self.endpoint,
            &summary_prompt(r.max_chars, r.instructions),
            &user,
            max_tokens,
        )?;
        Ok(done.text.trim().to_string())
    }
}

pub struct LlmTopicJudge<'a> {
    pub endpoint: &'a Endpoint,
}

pub const TOPIC_PROMPT: &str = "You judge whether a new message starts a clearly different topic from the recent \
conversation. Answer with exactly one word: yes or no. Answer no when unsure.";

/// The longest a topic check may hold up a chat turn.
pub const TOPIC_TIMEOUT: Duration = Duration::from_secs(5);

impl TopicJudge for LlmTopicJudge<'_> {
    /// Advisory: one attempt, bounded by [`TOPIC_TIMEOUT`]; the caller treats an error as "same
    /// topic" and the turn goes on.
    fn is_new_topic(&self, recent: &str, message: &str) -> Result<bool> {
        let user = format!("Recent conversation:\n{recent}\n\nNew message:\n{message}");
        let mut endpoint = self.endpoint.clone();
        let policy = endpoint.transport.policy;
        endpoint.transport = Transport::new(Policy {
            max_retries: 0,
            retry_base: policy.retry_base,
            timeout: policy.timeout.min(TOPIC_TIMEOUT),
        });
        let done = provider::complete(&endpoint, TOPIC_PROMPT, &user, 3)?;
        Ok(done.text.trim().to_ascii_lowercase().starts_with("yes"))
    }
}
