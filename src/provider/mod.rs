//! Model providers over HTTP (DESIGN §7.1): OpenAI-compatible `chat_completions`, OpenAI's
//! `responses` and the Anthropic Messages API, with bounded retries on 429 / 5xx / timeouts that honour
//! `Retry-After`. Errors name the provider, the status and a hint.

pub mod chat;
mod http;
pub mod offline;
pub mod responses;
pub mod sse;

use std::time::Duration;

use anyhow::Result;
use serde::Serialize;
use serde_json::{Value, json};

use crate::model::{CallPolicy, ModelChoice};
use crate::store::{OwnerId, Root};

pub use http::{Transport, post_json};

/// Which wire format an endpoint speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiFormat {
    ChatCompletions,
    Responses,
    Anthropic,
    Offline,
}

impl ApiFormat {
    pub fn parse(text: &str) -> ApiFormat {
        match text {
            "responses" => ApiFormat::Responses,
            "anthropic" => ApiFormat::Anthropic,
            "offline" => ApiFormat::Offline,
            _ => ApiFormat::ChatCompletions,
        }
    }
}

/// Where and how to call a model.
#[derive(Debug, Clone)]
pub struct Endpoint {
    pub provider_id: String,
    pub model: String,
    pub format: ApiFormat,
    pub base_url: String,
    pub api_key: Option<String>,
    pub max_tokens: Option<u64>,
    pub transport: Transport,
}

/// Retry and timeout policy (`model.maxRetries`, `model.retryBaseMs`, `model.timeoutSecs`).
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub max_retries: u32,
    pub retry_base: Duration,
    pub timeout: Duration,
}

impl Endpoint {
    /// Build the endpoint for a model choice; `env:VAR` API keys are read from the environment.
    pub fn for_choice(choice: &ModelChoice, policy: impl Into<CallPolicy>) -> Result<Endpoint> {
        let policy = policy.into();
        let format = ApiFormat::parse(&choice.api_format);
        let key = match choice.api_key.as_deref() {
            Some(k) if k.starts_with("env:") => {
                let var = &k[4..];
                let value = std::env::var(var).ok().filter(|v| !v.is_empty());
                if value.is_none() {
                    return Err(crate::error::Failure::usage(format!(
                        "provider `{}` takes its API key from ${var}, which is not set",
                        choice.provider_id
                    ))
                    .hint(format!("export {var}=…, or set the key with `okbot settings set`"))
                    .into());
                }
                value
            }
            Some("") | None => None,
            Some(k) => Some(k.to_string()),
        };
        if let Some(key) = &key {
            crate::redact::register(key);
        }
        let base_url = match (choice.base_url.as_deref().filter(|u| !u.is_empty()), format) {
            (Some(url), _) => url.trim_end_matches('/').to_string(),
            (None, ApiFormat::Anthropic) => "https://api.anthropic.com".into(),
            (None, _) => "https://api.openai.com/v1".into(),
        };
        Ok(Endpoint {
            provider_id: choice.provider_id.clone(),
            model: choice.model_id.clone(),
            format,
            base_url,
            api_key: key,
            max_tokens: choice.max_tokens,
            transport: Transport::new(Policy {
                max_retries: policy.max_retries,
                retry_base: Duration::from_millis(policy.retry_base_ms),
                timeout: Duration::from_secs(policy.timeout_secs),
            }),
        })
    }
}

/// A model okbot can hold a conversation with: the HTTP APIs ([`chat::Http`]) and the
/// built-in offline echo and script ([`offline::Echo`], [`offline::Script`]).
pub trait Provider {
    /// Call the model. `on_text` receives text as it arrives (a whole answer at once);
    /// `cancelled` is polled between stream events.
    fn chat(
        &mut self,
        req: &chat::ChatRequest,
        on_text: &mut dyn FnMut(&str),
        cancelled: &dyn Fn() -> bool,
    ) -> Result<chat::ChatResponse>;

    /// The HTTP endpoint behind it (none for the offline provider): one-shot completions such
    /// as the topic check use it.
    fn endpoint(&self) -> Option<&Endpoint> {
        None
    }
}

/// The provider for a model choice; `owner` keeps an offline script's place. Fails as
/// [`Endpoint::for_choice`] does (an `env:VAR` key that is not set).
pub fn open(
    choice: &ModelChoice,
    policy: impl Into<CallPolicy>,
    root: &Root,
    owner: &OwnerId,
) -> Result<Box<dyn Provider>> {
    if ApiFormat::parse(&choice.api_format) != ApiFormat::Offline {
        return Ok(Box::new(chat::Http(Endpoint::for_choice(choice, policy)?)));
    }
    Ok(match crate::model::script_path(&choice.model_id) {
        Some(path) => Box::new(offline::Script {
            root: root.clone(),
            owner: owner.clone(),
            path: path.to_string(),
            source: choice.source,
        }),
        None => Box::new(offline::Echo),
    })
}

/// Provider-reported token usage (`meta.usage` shape).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Usage {
    pub input: u64,
    pub output: u64,
    pub cache: u64,
}

/// A finished, non-streamed text completion.
#[derive(Debug, Clone)]
pub struct Completion {
    pub text: String,
    pub usage: Option<Usage>,
    /// The provider stopped the answer at the token limit (`finish_reason: length`,
    /// `stop_reason: max_tokens`, an incomplete response).
    pub cut: bool,
}

/// What went wrong at the provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    ContextTooLong,
    RateLimited,
    Server,
    Auth,
    Request,
    Timeout,
    Network,
    Malformed,
}

#[derive(Debug, Clone)]
pub struct ProviderError {
    pub provider: String,
    pub status: Option<u16>,
    pub kind: ErrorKind,
    pub detail: String,
}

impl std::fmt::Display for ProviderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.kind {
            ErrorKind::ContextTooLong => "the request is longer than the model's context",
            ErrorKind::RateLimited => "too many requests",
            ErrorKind::Server => "the provider had a server error",
            ErrorKind::Auth => "the provider refused the API key",
            ErrorKind::Request => "the provider rejected the request",
            ErrorKind::Timeout => "the provider did not answer in time",
            ErrorKind::Network => "cannot reach the provider",
            ErrorKind::Malformed => "the provider's answer could not be read",
        };
        match self.status {
            Some(status) => write!(f, "provider `{}` answered {status}: {what}", self.provider)?,
            None => write!(f, "provider `{}`: {what}", self.provider)?,
        }
        if !self.detail.is_empty() {
            // Scrubbed before it is cut: a cut key would no longer be recognised.
            write!(f, " ({})", crate::text::clip(&crate::redact::scrub(&self.detail), 300))?;
        }
        Ok(())
    }
}

impl std::error::Error for ProviderError {}

/// For `error::register`: a provider error exits 5 with its hint (DESIGN §9).
pub fn failure_of(cause: &(dyn std::error::Error + 'static)) -> Option<crate::error::Failure> {
    let p = cause.downcast_ref::<ProviderError>()?;
    let failure = crate::error::Failure::new(crate::error::code::PROVIDER, p.to_string());
    Some(p.hints().into_iter().fold(failure, crate::error::Failure::hint))
}

impl ProviderError {
    pub fn hints(&self) -> Vec<String> {
        let h = match self.kind {
            ErrorKind::ContextTooLong => "run `okbot compress --now`, or lower contextCompression.ratio",
            ErrorKind::RateLimited => "wait a minute and try again, or raise model.maxRetries",
            ErrorKind::Server => "try again later; `okbot model test` checks the provider",
            ErrorKind::Timeout => {
                "try again later, or give a slow model longer: `okbot settings set model.timeoutSecs 300`"
            }
            ErrorKind::Auth => "check the provider's apiKey (`okbot settings get model.providers`)",
            ErrorKind::Request => "check the model id and the provider's baseURL",
            ErrorKind::Network => "check the network and the provider's baseURL",
            ErrorKind::Malformed => "check that baseURL points at an API of the configured apiFormat",
        };
        vec![h.to_string()]
    }
}

/// Classify an HTTP error status and body.
pub fn classify(status: u16, body: &str) -> ErrorKind {
    let lower = body.to_ascii_lowercase();
    let too_long = [
        "context_length_exceeded",
        "maximum context length",
        "prompt is too long",
        "context window",
        "too many tokens",
        "reduce the length",
        "input is too long",
        "request too large",
    ];
    match status {
        400 | 413 | 422 if too_long.iter().any(|p| lower.contains(p)) => ErrorKind::ContextTooLong,
        413 => ErrorKind::ContextTooLong,
        401 | 403 => ErrorKind::Auth,
        408 => ErrorKind::Timeout,
        429 => ErrorKind::RateLimited,
        500..=599 => ErrorKind::Server,
        _ => ErrorKind::Request,
    }
}

/// A short error text from a JSON error body (`{"error":{"message":…}}` and similar).
pub fn error_detail(body: &str) -> String {
    let parsed: Option<Value> = serde_json::from_str(body).ok();
    let message = parsed.as_ref().and_then(|v| {
        v.pointer("/error/message")
            .or_else(|| v.get("message"))
            .or_else(|| v.get("error"))
            .and_then(Value::as_str)
    });
    message.map_or_else(|| crate::redact::scrub(body.trim()).chars().take(300).collect(), str::to_string)
}

/// One-shot completion: a system text and one user text (summaries, topic checks, tests).
pub fn complete(ep: &Endpoint, system: &str, user: &str, max_tokens: u64) -> Result<Completion> {
    match ep.format {
        ApiFormat::ChatCompletions => {
            let body = json!({
                "model": ep.model,
                "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
                "max_tokens": max_tokens,
                "stream": false,
            });
            let url = format!("{}/chat/completions", ep.base_url);
            let mut headers = vec![];
            if let Some(key) = &ep.api_key {
                headers.push(("authorization".to_string(), format!("Bearer {key}")));
            }
            let v = post_json(&ep.transport, &ep.provider_id, &url, &headers, &body)?;
            let text = v
                .pointer("/choices/0/message/content")
                .and_then(Value::as_str)
                .ok_or_else(|| malformed(ep, &v))?;
            let cut = v.pointer("/choices/0/finish_reason").and_then(Value::as_str) == Some("length");
            Ok(Completion { text: text.to_string(), usage: openai_usage(&v), cut })
        }
        ApiFormat::Anthropic => {
            let body = json!({
                "model": ep.model,
                "system": system,
                "messages": [{"role": "user", "content": user}],
                "max_tokens": max_tokens,
            });
            let v =
                post_json(&ep.transport, &ep.provider_id, &anthropic_url(ep), &anthropic_headers(ep), &body)?;
            let parts = v.get("content").and_then(Value::as_array).ok_or_else(|| malformed(ep, &v))?;
            let text: String =
                parts.iter().filter(|p| p["type"] == "text").filter_map(|p| p["text"].as_str()).collect();
            let cut = v.get("stop_reason").and_then(Value::as_str) == Some("max_tokens");
            Ok(Completion { text, usage: anthropic_usage(&v), cut })
        }
        ApiFormat::Responses => responses::complete(ep, system, user, max_tokens),
        ApiFormat::Offline => Err(anyhow::anyhow!("the offline provider does not answer HTTP requests")),
    }
}

pub fn anthropic_url(ep: &Endpoint) -> String {
    if ep.base_url.ends_with("/v1") {
        format!("{}/messages", ep.base_url)
    } else {
        format!("{}/v1/messages", ep.base_url)
    }
}

pub fn anthropic_headers(ep: &Endpoint) -> Vec<(String, String)> {
    let mut headers = vec![("anthropic-version".to_string(), "2023-06-01".to_string())];
    if let Some(key) = &ep.api_key {
        headers.push(("x-api-key".to_string(), key.clone()));
    }
    headers
}

pub(crate) fn malformed(ep: &Endpoint, v: &Value) -> anyhow::Error {
    ProviderError {
        provider: ep.provider_id.clone(),
        status: None,
        kind: ErrorKind::Malformed,
        detail: crate::text::clip(&crate::redact::scrub(&v.to_string()), 200),
    }
    .into()
}

pub fn openai_usage(v: &Value) -> Option<Usage> {
    let u = v.get("usage").filter(|u| u.is_object())?;
    Some(Usage {
        input: u["prompt_tokens"].as_u64().unwrap_or(0),
        output: u["completion_tokens"].as_u64().unwrap_or(0),
        cache: u.pointer("/prompt_tokens_details/cached_tokens").and_then(Value::as_u64).unwrap_or(0),
    })
}

pub fn anthropic_usage(v: &Value) -> Option<Usage> {
    let u = v.get("usage").filter(|u| u.is_object())?;
    Some(Usage {
        input: u["input_tokens"].as_u64().unwrap_or(0),
        output: u["output_tokens"].as_u64().unwrap_or(0),
        cache: u["cache_read_input_tokens"].as_u64().unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_overflow_is_recognised_in_both_apis_shapes() {
        let openai = r#"{"error":{"message":"This model's maximum context length is 128000 tokens","code":"context_length_exceeded"}}"#;
        let anthropic = r#"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}"#;
        assert_eq!(classify(400, openai), ErrorKind::ContextTooLong);
        assert_eq!(classify(400, anthropic), ErrorKind::ContextTooLong);
        assert_eq!(classify(400, r#"{"error":{"message":"bad model"}}"#), ErrorKind::Request);
        assert_eq!(classify(429, ""), ErrorKind::RateLimited);
        assert_eq!(classify(503, ""), ErrorKind::Server);
        assert_eq!(error_detail(anthropic), "prompt is too long: 210000 tokens > 200000 maximum");
    }
}
