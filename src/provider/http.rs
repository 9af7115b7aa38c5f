//! The HTTP transport: one ureq agent, JSON in and out, bounded retries with backoff.

use std::time::Duration;

use anyhow::Result;
use serde_json::Value;

use super::{ErrorKind, Policy, ProviderError, classify, error_detail};

/// A configured HTTP agent and its retry policy.
#[derive(Debug, Clone)]
pub struct Transport {
    pub agent: ureq::Agent,
    pub policy: Policy,
}

impl Transport {
    pub fn new(policy: Policy) -> Transport {
        // `model.timeoutSecs` bounds each wait, not the whole call: to resolve, connect, send,
        // get the answer's head, and each read after it. A streamed answer that keeps coming
        // may take longer than the limit in all; one that goes silent for the limit fails. A
        // server that trickles without end is still cut: no call outlasts ten times the limit
        // (at least ten minutes).
        let wait = Some(policy.timeout);
        let whole = policy.timeout.saturating_mul(10).max(Duration::from_secs(600));
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(whole))
            .timeout_resolve(wait)
            .timeout_connect(wait)
            .timeout_send_request(wait)
            .timeout_send_body(wait)
            .timeout_recv_response(wait)
            .timeout_per_read(wait)
            .timeout_per_write(wait)
            .http_status_as_error(false)
            .user_agent(concat!("okbot/", env!("CARGO_PKG_VERSION")))
            // Room for the largest response head ureq accepts (64 KiB) and for request bodies
            // written in pieces; the 128 KiB defaults cost a turn page faults for nothing.
            .input_buffer_size(64 * 1024)
            .output_buffer_size(16 * 1024)
            .build();
        let connector = ureq::unversioned::transport::DefaultConnector::new();
        let agent = ureq::Agent::with_parts(config, connector, LiteralFirst::default());
        Transport { agent, policy }
    }

    /// Delay before retry number `attempt` (0-based): `Retry-After` when given (capped at 60 s),
    /// else exponential from the base, capped at 30 s.
    pub fn delay(&self, attempt: u32, retry_after: Option<&str>) -> Duration {
        if let Some(secs) = retry_after.and_then(|v| v.trim().parse::<f64>().ok()).filter(|s| *s >= 0.0) {
            return Duration::from_secs_f64(secs.min(60.0));
        }
        let base = self.policy.retry_base.saturating_mul(2u32.saturating_pow(attempt));
        base.min(Duration::from_secs(30))
    }
}

/// Resolves a host written as an IP address (a local model server at `127.0.0.1:8080`) on the
/// spot, and every other host as ureq does: its resolver starts a thread per lookup when a
/// timeout is set, even for an address that needs no lookup.
#[derive(Debug, Default)]
struct LiteralFirst(ureq::unversioned::resolver::DefaultResolver);

impl ureq::unversioned::resolver::Resolver for LiteralFirst {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        config: &ureq::config::Config,
        timeout: ureq::unversioned::transport::NextTimeout,
    ) -> Result<ureq::unversioned::resolver::ResolvedSocketAddrs, ureq::Error> {
        if let Some(addr) = literal_addr(uri) {
            let mut addrs = self.empty();
            addrs.push(addr);
            return Ok(addrs);
        }
        self.0.resolve(uri, config, timeout)
    }
}

/// The socket address of a URI whose host is an IP address (`[::1]` too), with its port or
/// the scheme's.
fn literal_addr(uri: &ureq::http::Uri) -> Option<std::net::SocketAddr> {
    let authority = uri.authority()?;
    let host = authority.host();
    let ip: std::net::IpAddr =
        host.strip_prefix('[').and_then(|h| h.strip_suffix(']')).unwrap_or(host).parse().ok()?;
    let port = authority.port_u16().or(match uri.scheme_str()? {
        "http" => Some(80),
        "https" => Some(443),
        _ => None,
    })?;
    Some(std::net::SocketAddr::new(ip, port))
}

/// The outcome of one attempt, before retry decisions.
pub enum Attempt<T> {
    Done(T),
    Retry { error: ProviderError, retry_after: Option<String> },
    Fail(anyhow::Error),
}

/// Run `once` with retries on 429 / 5xx / timeouts / network errors.
pub fn with_retries<T>(t: &Transport, mut once: impl FnMut() -> Attempt<T>) -> Result<T> {
    let mut attempt = 0;
    loop {
        match once() {
            Attempt::Done(v) => return Ok(v),
            Attempt::Fail(e) => return Err(e),
            Attempt::Retry { error, retry_after } => {
                if attempt >= t.policy.max_retries {
                    return Err(error.into());
                }
                std::thread::sleep(t.delay(attempt, retry_after.as_deref()));
                attempt += 1;
            }
        }
    }
}

/// Map a transport error to a provider error.
pub fn transport_error(provider: &str, e: &ureq::Error) -> ProviderError {
    let kind = match e {
        ureq::Error::Timeout(_) => ErrorKind::Timeout,
        _ => ErrorKind::Network,
    };
    ProviderError { provider: provider.to_string(), status: None, kind, detail: e.to_string() }
}

/// POST `payload` (JSON text) and return the first successful response, its body unread
/// (callers stream it or read it whole). 429 / 5xx / timeouts / network errors are retried as
/// the policy allows; other error statuses fail at once with the provider's message.
pub fn send(
    t: &Transport,
    provider: &str,
    url: &str,
    headers: &[(String, String)],
    payload: &str,
) -> Result<ureq::http::Response<ureq::Body>> {
    // Whatever carries a credential is a secret from here on, whichever API format built it.
    for (k, v) in headers {
        if is_credential_header(k) {
            crate::redact::register_header(v);
        }
    }
    with_retries(t, || {
        let mut req = t.agent.post(url).header("content-type", "application/json");
        for (k, v) in headers {
            req = req.header(k.as_str(), v.as_str());
        }
        let mut resp = match req.send(payload) {
            Ok(r) => r,
            Err(e) => return Attempt::Retry { error: transport_error(provider, &e), retry_after: None },
        };
        let status = resp.status().as_u16();
        if (200..300).contains(&status) {
            return Attempt::Done(resp);
        }
        let retry_after = resp.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_string);
        let text = resp.body_mut().read_to_string().unwrap_or_default();
        let kind = classify(status, &text);
        let error = ProviderError {
            provider: provider.to_string(),
            status: Some(status),
            kind,
            detail: error_detail(&text),
        };
        match kind {
            ErrorKind::RateLimited | ErrorKind::Server | ErrorKind::Timeout => {
                Attempt::Retry { error, retry_after }
            }
            _ => Attempt::Fail(error.into()),
        }
    })
}

/// Headers that carry a credential (`Authorization`, `x-api-key`, `api-key` …).
fn is_credential_header(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    name.ends_with("authorization") || name.ends_with("api-key") || name.ends_with("api_key")
}

/// POST a JSON body, return the JSON answer.
pub fn post_json(
    t: &Transport,
    provider: &str,
    url: &str,
    headers: &[(String, String)],
    body: &Value,
) -> Result<Value> {
    let mut resp = send(t, provider, url, headers, &body.to_string())?;
    let status = resp.status().as_u16();
    let text =
        resp.body_mut().read_to_string().map_err(|e| anyhow::Error::new(transport_error(provider, &e)))?;
    serde_json::from_str(&text).map_err(|e| {
        ProviderError {
            provider: provider.to_string(),
            status: Some(status),
            kind: ErrorKind::Malformed,
            detail: e.to_string(),
        }
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::literal_addr;

    #[test]
    fn the_limit_bounds_each_wait_and_ten_times_it_the_whole_call() {
        let policy = |secs| super::super::Policy {
            max_retries: 0,
            retry_base: std::time::Duration::ZERO,
            timeout: std::time::Duration::from_secs(secs),
        };
        let agent = super::Transport::new(policy(120)).agent;
        let t = agent.config().timeouts();
        let two_minutes = Some(std::time::Duration::from_secs(120));
        assert_eq!((t.connect, t.recv_response), (two_minutes, two_minutes));
        assert_eq!(agent.config().timeout_per_read(), two_minutes);
        assert_eq!(t.recv_body, None, "a streamed answer may take longer than one wait");
        assert_eq!(t.global, Some(std::time::Duration::from_secs(1200)));
        let short = super::Transport::new(policy(1)).agent.config().timeouts();
        assert_eq!(short.global, Some(std::time::Duration::from_secs(600)), "at least ten minutes");
    }

    #[test]
    fn ip_hosts_resolve_on_the_spot_and_names_are_left_to_the_resolver() {
        let addr = |u: &str| literal_addr(&u.parse().unwrap()).map(|a| a.to_string());
        assert_eq!(addr("http://127.0.0.1:8080/v1").as_deref(), Some("127.0.0.1:8080"));
        assert_eq!(addr("http://127.0.0.1/v1").as_deref(), Some("127.0.0.1:80"));
        assert_eq!(addr("https://[::1]/v1").as_deref(), Some("[::1]:443"));
        assert_eq!(addr("http://[::1]:11434").as_deref(), Some("[::1]:11434"));
        assert_eq!(addr("https://api.openai.com/v1"), None);
        assert_eq!(addr("http://localhost:1234/v1"), None, "a name, even a local one, is looked up");
    }
}
