//! Compression's model calls over the provider (DESIGN §4.4–4.5): the summarizer and the topic
//! judge. What they ask is compress's ([`crate::compress::prompt`]); this file only sends it.

use std::time::Duration;

use anyhow::Result;

use crate::compress::{
    FailKind, Summarizer, SummarizerSource, SummaryError, SummaryRequest, TopicJudge, prompt,
};
use crate::model::ModelChoice;
use crate::provider::{self, Endpoint, ErrorKind, Policy, ProviderError, Transport};
use crate::settings::Settings;

/// Summarizers that call the model of the compression through its provider.
pub struct ProviderSummarizers;

impl SummarizerSource for ProviderSummarizers {
    fn summarizer(&self, model: &ModelChoice, settings: &Settings) -> Result<Box<dyn Summarizer>> {
        Ok(Box::new(LlmSummarizer { endpoint: Endpoint::for_choice(model, settings)? }))
    }
}

pub struct LlmSummarizer {
    pub endpoint: Endpoint,
}

impl Summarizer for LlmSummarizer {
    fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
        let done = provider::complete(
            &self.endpoint,
            &prompt::summary_prompt(r.max_chars, r.instructions),
            &prompt::summary_user(r),
            prompt::summary_max_tokens(r.max_chars),
        )
        .map_err(summary_error)?;
        Ok(prompt::summary_answer(&done.text))
    }
}

/// A failed provider call as compression sees it; the error itself is kept whole.
fn summary_error(error: anyhow::Error) -> SummaryError {
    let kind = match error.chain().find_map(|c| c.downcast_ref::<ProviderError>()).map(|p| p.kind) {
        Some(ErrorKind::ContextTooLong) => FailKind::TooLong,
        Some(ErrorKind::RateLimited) => FailKind::RateLimited,
        _ => FailKind::Other,
    };
    SummaryError { kind, error }
}

pub struct LlmTopicJudge<'a> {
    pub endpoint: &'a Endpoint,
}

/// The longest a topic check may hold up a chat turn.
pub const TOPIC_TIMEOUT: Duration = Duration::from_secs(5);

impl TopicJudge for LlmTopicJudge<'_> {
    /// Advisory: one attempt, bounded by [`TOPIC_TIMEOUT`]; the caller treats an error as "same
    /// topic" and the turn goes on.
    fn is_new_topic(&self, recent: &str, message: &str) -> Result<bool> {
        let mut endpoint = self.endpoint.clone();
        let policy = endpoint.transport.policy;
        endpoint.transport = Transport::new(Policy {
            max_retries: 0,
            retry_base: policy.retry_base,
            timeout: policy.timeout.min(TOPIC_TIMEOUT),
        });
        let done = provider::complete(
            &endpoint,
            prompt::TOPIC_PROMPT,
            &prompt::topic_user(recent, message),
            prompt::TOPIC_MAX_TOKENS,
        )?;
        Ok(prompt::topic_answer(&done.text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use anyhow::Context;

    fn provider_error(kind: ErrorKind) -> anyhow::Error {
        let e = ProviderError { provider: "p".into(), status: Some(400), kind, detail: String::new() };
        Err::<(), _>(e).context("summarizing").unwrap_err()
    }

    #[test]
    fn provider_failures_keep_their_kind_and_their_chain() {
        let e = summary_error(provider_error(ErrorKind::ContextTooLong));
        assert_eq!(e.kind, FailKind::TooLong);
        assert!(e.error.chain().any(|c| c.downcast_ref::<ProviderError>().is_some()));
        assert_eq!(summary_error(provider_error(ErrorKind::RateLimited)).kind, FailKind::RateLimited);
        assert_eq!(summary_error(provider_error(ErrorKind::Server)).kind, FailKind::Other);
        assert_eq!(summary_error(anyhow::anyhow!("disk full")).kind, FailKind::Other);
    }
}
