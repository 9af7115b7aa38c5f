//! Compression's model calls over the provider (DESIGN §4.4–4.5): the summarizer and the topic
//! judge. What they ask is compress's ([`crate::compress::prompt`]); this file only sends it.

use std::time::Duration;

use anyhow::Result;

use crate::compress::{
    FailKind, Summarizer, SummarizerSource, SummaryError, SummaryRequest, TopicJudge, offline, prompt,
};
use crate::model::ModelChoice;
use crate::provider::{self, Endpoint, ErrorKind, Policy, ProviderError, Transport};
use crate::settings::Settings;

/// Summarizers that call the model of the compression through its provider.
pub struct ProviderSummarizers;

impl SummarizerSource for ProviderSummarizers {
    fn summarizer(&self, model: &ModelChoice, settings: &Settings) -> Result<Box<dyn Summarizer>> {
        Ok(Box::new(LlmSummarizer::new(Endpoint::for_choice(model, settings)?)))
    }
}

pub struct LlmSummarizer {
    pub endpoint: Endpoint,
    /// Model calls made, retries included.
    calls: usize,
    /// Why the latest summary is the offline merge, when it is.
    fell_back: Option<String>,
}

impl LlmSummarizer {
    pub fn new(endpoint: Endpoint) -> Self {
        LlmSummarizer { endpoint, calls: 0, fell_back: None }
    }
}

impl Summarizer for LlmSummarizer {
    /// The model's summary when it passes [`prompt::check_summary`]; otherwise one retry told
    /// what was wrong; otherwise the offline summarizer's merge, so coverage still advances
    /// with a summary in the right shape. A failed call is an error as before.
    fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
        let system = prompt::summary_prompt(r.max_chars, r.instructions);
        let mut user = prompt::summary_user(r);
        let mut problem = String::new();
        for _ in 0..2 {
            self.calls += 1;
            let done =
                provider::complete(&self.endpoint, &system, &user, prompt::summary_max_tokens(r.max_chars))
                    .map_err(summary_error)?;
            let answer = prompt::summary_answer(&done.text);
            match prompt::check_summary(&answer, r.max_chars) {
                Ok(()) => {
                    self.fell_back = None;
                    return Ok(answer);
                }
                Err(p) => {
                    user = prompt::summary_retry_user(r, &p);
                    problem = p;
                }
            }
        }
        self.fell_back = Some(problem);
        Ok(offline::summarize(r.previous, r.delta, r.max_chars))
    }

    fn model_calls(&self) -> Option<usize> {
        Some(self.calls)
    }

    fn fell_back(&self) -> Option<&str> {
        self.fell_back.as_deref()
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
