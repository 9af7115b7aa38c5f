//! Which model an owner talks to (DESIGN §7.1) and its context window: assistant binding >
//! environment (`OKBOT_MODEL`, `OKBOT_BASE_URL`) > settings default > `OPENAI_API_KEY` >
//! the built-in `offline` provider.

use serde::Serialize;

use crate::roster::BotFile;
use crate::settings::Settings;

/// The window used when the catalog does not say (DESIGN §4.3).
pub const DEFAULT_CONTEXT_WINDOW: u64 = 128_000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelChoice {
    pub provider_id: String,
    pub model_id: String,
    /// `chat_completions`, `responses`, `anthropic` or `offline` (see [`effective_format`]).
    pub api_format: String,
    pub context_window: u64,
    /// Where the choice came from: `assistant`, `environment`, `settings`, `OPENAI_API_KEY`,
    /// or `fallback`.
    pub source: &'static str,
    /// The provider's base URL (empty: the API's public default).
    #[serde(skip)]
    pub base_url: Option<String>,
    /// The API key or `env:VAR` reference; never printed.
    #[serde(skip)]
    pub api_key: Option<String>,
    #[serde(skip)]
    pub max_tokens: Option<u64>,
}

impl ModelChoice {
    pub fn label(&self) -> String {
        format!("{}/{}", self.provider_id, self.model_id)
    }

    /// What `--model` takes to pick this model again ([`from_spec`]): `PROVIDER/MODEL`, or the
    /// offline spec (`offline`, `script=FILE`).
    pub fn spec(&self) -> String {
        if self.api_format == "offline" { self.model_id.clone() } else { self.label() }
    }
}

/// How model calls are retried and timed (`model.maxRetries`, `model.retryBaseMs`,
/// `model.timeoutSecs`), for the provider that makes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CallPolicy {
    pub max_retries: u32,
    pub retry_base_ms: u64,
    pub timeout_secs: u64,
}

impl From<&Settings> for CallPolicy {
    fn from(settings: &Settings) -> CallPolicy {
        let m = &settings.model;
        CallPolicy {
            max_retries: m.max_retries,
            retry_base_ms: u64::from(m.retry_base_ms),
            timeout_secs: u64::from(m.timeout_secs),
        }
    }
}

/// Pick the model. `env` reads an environment variable (a parameter so tests need not touch
/// the process environment).
pub fn choose(
    settings: &Settings,
    bot: Option<&BotFile>,
    env: impl Fn(&str) -> Option<String>,
) -> ModelChoice {
    register_keys(settings, &env);
    let catalog = |provider: &str, model: &str, source| {
        let config = settings.model.providers.iter().find(|p| p.id == provider)?;
        Some(from_catalog(config, model, source))
    };
    if let Some(bot) = bot
        && let (Some(p), Some(m)) = (&bot.provider_id, &bot.model_id)
        && let Some(choice) = catalog(p, m, "assistant")
    {
        return choice;
    }
    if let Some(spec) = env("OKBOT_MODEL").filter(|s| !s.trim().is_empty()) {
        if let Some(choice) = offline_spec(spec.trim(), "environment") {
            return choice;
        }
        if let Some((p, m)) = spec.trim().split_once('/')
            && let Some(choice) = catalog(p, m, "environment")
        {
            return choice;
        }
        let base_url = env("OKBOT_BASE_URL").filter(|u| !u.trim().is_empty());
        return ModelChoice {
            // Named by where it lives: errors say which server failed.
            provider_id: url_host(base_url.as_deref().unwrap_or(OPENAI_BASE_URL)),
            model_id: spec.trim().to_string(),
            api_format: effective_format("", base_url.as_deref().unwrap_or_default()).into(),
            context_window: DEFAULT_CONTEXT_WINDOW,
            source: "environment",
            base_url,
            api_key: env("OKBOT_API_KEY").or_else(|| env("OPENAI_API_KEY")),
            max_tokens: None,
        };
    }
    let (p, m) = (&settings.model.default_provider_id, &settings.model.default_model_id);
    // `okbot model default offline` writes the built-in provider's ids.
    if p == "offline"
        && let Some(choice) = offline_spec(m, "settings")
    {
        return choice;
    }
    if !p.is_empty()
        && !m.is_empty()
        && let Some(choice) = catalog(p, m, "settings")
    {
        return choice;
    }
    if env("OPENAI_API_KEY").is_some_and(|k| !k.trim().is_empty()) {
        return ModelChoice {
            provider_id: "openai".into(),
            model_id: "gpt-4o-mini".into(),
            api_format: "chat_completions".into(),
            context_window: DEFAULT_CONTEXT_WINDOW,
            source: "OPENAI_API_KEY",
            base_url: env("OKBOT_BASE_URL"),
            api_key: Some("env:OPENAI_API_KEY".into()),
            max_tokens: None,
        };
    }
    offline("fallback")
}

/// Where an OpenAI-compatible provider without a base URL is.
const OPENAI_BASE_URL: &str = "https://api.openai.com/v1";

/// The host (and port) of a URL, without scheme, credentials or path: `127.0.0.1:8080`,
/// `api.example.com`. `env` when the URL has none.
fn url_host(url: &str) -> String {
    let rest = url.trim().split_once("://").map_or(url.trim(), |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    if host.is_empty() { "env".to_string() } else { host.to_ascii_lowercase() }
}

/// Register every API key the settings and the environment name (and passwords written into
/// base URLs) with the redactor, whichever of them ends up used: none may be printed or written.
pub fn register_keys(settings: &Settings, env: &dyn Fn(&str) -> Option<String>) {
    let refs = settings.model.providers.iter().flat_map(|p| {
        let url = crate::text::url_secret(&p.base_url).map(str::to_string);
        std::iter::once(p.api_key.clone()).chain(url)
    });
    register_key_refs(refs, env);
}

/// [`register_keys`] for `apiKey` values (a key or `env:VAR`), plus `OKBOT_API_KEY`,
/// `OPENAI_API_KEY` and a password written into `OKBOT_BASE_URL`.
pub fn register_key_refs(refs: impl IntoIterator<Item = String>, env: &dyn Fn(&str) -> Option<String>) {
    let keys: Vec<String> = refs
        .into_iter()
        .chain(["env:OKBOT_API_KEY".to_string(), "env:OPENAI_API_KEY".to_string()])
        .filter_map(|key| match key.strip_prefix("env:") {
            Some(var) => env(var.trim()),
            None => Some(key),
        })
        .chain(env("OKBOT_BASE_URL").and_then(|url| crate::text::url_secret(&url).map(str::to_string)))
        .collect();
    crate::redact::register_all(keys.iter().map(String::as_str));
}

/// The most of an offline script okbot reads (16 MiB): far more than any script needs, and a
/// bound on memory whatever the path names.
pub const MAX_SCRIPT_BYTES: u64 = 16 * 1024 * 1024;

/// Open an offline script, or say in plain words why it cannot be. Only a regular file is
/// opened, and that is checked first: opening a FIFO would hang, and a device such as
/// `/dev/zero` never ends. A file larger than [`MAX_SCRIPT_BYTES`] is refused too.
fn open_script(path: &str) -> std::result::Result<std::fs::File, String> {
    let meta = std::fs::metadata(path).map_err(|e| io_why(&e))?;
    if meta.is_dir() {
        return Err("it is a folder".into());
    }
    if !meta.is_file() {
        return Err("it is not a regular file (a device, a pipe or a socket)".into());
    }
    if meta.len() > MAX_SCRIPT_BYTES {
        return Err(too_large());
    }
    std::fs::File::open(path).map_err(|e| io_why(&e))
}

/// A script's text, read through [`open_script`] and never beyond [`MAX_SCRIPT_BYTES`] (the
/// file may grow after it was checked).
pub fn read_script(path: &str) -> std::result::Result<String, String> {
    use std::io::Read;
    let file = open_script(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_SCRIPT_BYTES + 1).read_to_end(&mut bytes).map_err(|e| io_why(&e))?;
    if bytes.len() as u64 > MAX_SCRIPT_BYTES {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())
}

fn too_large() -> String {
    format!("it is larger than {} MiB, the most okbot reads of a script", MAX_SCRIPT_BYTES >> 20)
}

/// An I/O error in plain words: the system's own text ("os error 2") names no fix.
fn io_why(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => "there is no such file".into(),
        ErrorKind::IsADirectory => "it is a folder".into(),
        ErrorKind::NotADirectory => "its path uses a file as a folder".into(),
        ErrorKind::PermissionDenied => "permission denied".into(),
        _ => {
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = text.chars();
            chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
        }
    }
}

/// The script file named in an offline model id or spec like `offline:script=FILE`.
pub fn script_path(model: &str) -> Option<&str> {
    model.strip_prefix("script=").or_else(|| model.strip_prefix("offline:script="))
}

/// An offline script named as a default must be a file that can be read now, not only at the
/// next chat: the same check the offline provider makes before it reads the script
/// ([`read_script`]).
fn require_script(file: &str) -> anyhow::Result<()> {
    open_script(file).map(drop).map_err(|why| {
        crate::error::Failure::usage(format!("cannot read the offline script `{file}`: {why}"))
            .hint("give a JSON Lines script file: `offline:script=FILE`")
            .into()
    })
}

/// `choice` as the default to store: an offline script's path made absolute, as it was just
/// checked against the current folder, so that a later command finds it from any folder.
pub fn with_absolute_script(choice: ModelChoice) -> anyhow::Result<ModelChoice> {
    let Some(file) = script_path(&choice.model_id) else { return Ok(choice) };
    let path = std::path::absolute(file)
        .map_err(|e| anyhow::anyhow!(e).context(format!("cannot find where `{file}` is")))?;
    let Some(path) = path.to_str() else {
        return Err(crate::error::Failure::usage(format!("the path of `{file}` is not UTF-8"))
            .hint("move the script to a folder whose path is UTF-8")
            .into());
    };
    Ok(ModelChoice { model_id: format!("script={path}"), ..choice })
}

/// `offline` or `offline:script=FILE`.
fn offline_spec(spec: &str, source: &'static str) -> Option<ModelChoice> {
    if spec == "offline" || spec == "offline/offline" {
        return Some(offline(source));
    }
    let file = script_path(spec)?;
    Some(ModelChoice { model_id: format!("script={file}"), ..offline(source) })
}

/// `--model P/M`, `--model M` (found in the catalog), `offline`, `offline:script=FILE`.
pub fn from_spec(settings: &Settings, spec: &str) -> anyhow::Result<ModelChoice> {
    register_keys(settings, &|k: &str| std::env::var(k).ok());
    if let Some(choice) = offline_spec(spec.trim(), "flag") {
        return Ok(choice);
    }
    let providers = &settings.model.providers;
    let (provider, model) = match spec.split_once('/') {
        Some((p, m)) => {
            if p == "offline" {
                return Err(crate::error::Failure::usage(format!("the offline provider has no model `{m}`"))
                    .hint("its models are `offline` and `offline:script=FILE`")
                    .into());
            }
            let Some(config) = providers.iter().find(|c| c.id == p) else {
                let known: Vec<&str> = providers.iter().map(|c| c.id.as_str()).collect();
                return Err(crate::error::Failure::usage(format!("there is no provider `{p}`"))
                    .hint(if known.is_empty() {
                        "add one with `okbot model add`".to_string()
                    } else {
                        format!("known providers: {}, offline", known.join(", "))
                    })
                    .into());
            };
            (config, m)
        }
        None => {
            let owners: Vec<_> = providers.iter().filter(|c| c.models.iter().any(|m| m.id == spec)).collect();
            match owners.as_slice() {
                [one] => (*one, spec),
                [] => {
                    return Err(crate::error::Failure::usage(format!("no provider lists a model `{spec}`"))
                        .hint("name it as PROVIDER/MODEL; `okbot model list` shows the catalog")
                        .into());
                }
                many => {
                    let names: Vec<String> = many.iter().map(|c| format!("{}/{spec}", c.id)).collect();
                    return Err(crate::error::Failure::usage(format!(
                        "`{spec}` is offered by several providers"
                    ))
                    .hint(format!("say which: {}", names.join(", ")))
                    .into());
                }
            }
        }
    };
    Ok(from_catalog(provider, model, "flag"))
}

/// Refuse a choice whose model its provider does not list (`model default` names only models of
/// the catalog; `chat --model` may still try one the catalog lacks). The offline models are
/// always known; an offline script must be a file that can be read.
pub fn require_listed(settings: &Settings, choice: &ModelChoice) -> anyhow::Result<()> {
    if choice.api_format == "offline" && choice.provider_id == "offline" {
        return match script_path(&choice.model_id) {
            Some(file) => require_script(file),
            None => Ok(()),
        };
    }
    if choice.model_id.trim().is_empty() {
        return Err(crate::error::Failure::usage(format!("`{}/` names no model", choice.provider_id))
            .hint("give PROVIDER/MODEL; `okbot model list` shows every model")
            .into());
    }
    let listed = settings.model.providers.iter().find(|p| p.id == choice.provider_id);
    let models: Vec<&str> =
        listed.map(|p| p.models.iter().map(|m| m.id.as_str()).collect()).unwrap_or_default();
    if models.contains(&choice.model_id.as_str()) {
        return Ok(());
    }
    let (p, m) = (&choice.provider_id, &choice.model_id);
    let known = if models.is_empty() {
        format!("`{p}` lists no models yet")
    } else {
        format!("`{p}` lists {}", models.iter().map(|m| format!("`{m}`")).collect::<Vec<_>>().join(", "))
    };
    Err(crate::error::Failure::usage(format!("the provider `{p}` has no model `{m}`"))
        .hint(format!("{known}; `okbot model list` shows every model"))
        .hint(format!("add it with `okbot model add {p} --model {m}`"))
        .into())
}

/// A model of a configured provider; a model missing from its list gets the default window.
fn from_catalog(
    provider: &crate::settings::ProviderConfig,
    model: &str,
    source: &'static str,
) -> ModelChoice {
    let entry = provider.models.iter().find(|m| m.id == model);
    let format = effective_format(&provider.api_format, &provider.base_url);
    ModelChoice {
        provider_id: provider.id.clone(),
        model_id: model.to_string(),
        api_format: format.to_string(),
        context_window: entry.and_then(|m| m.context_window).unwrap_or(DEFAULT_CONTEXT_WINDOW),
        source,
        base_url: Some(provider.base_url.clone()),
        api_key: Some(provider.api_key.clone()),
        max_tokens: entry.and_then(|m| m.max_tokens),
    }
}

/// The wire format okbot speaks to a provider. `responses`, `anthropic` and `offline` are
/// taken as written. Anything else means `chat_completions` (as in the OkBot app, which
/// rewrites formats it does not know to `chat_completions`) unless the base URL is
/// Anthropic's: the app cannot store `anthropic`, so such a provider arrives as
/// `chat_completions`. See [`is_anthropic_url`].
pub fn effective_format(api_format: &str, base_url: &str) -> &'static str {
    match api_format {
        "responses" => "responses",
        "anthropic" => "anthropic",
        "offline" => "offline",
        _ if is_anthropic_url(base_url) => "anthropic",
        _ => "chat_completions",
    }
}

/// A base URL that serves Anthropic's Messages API: the host `api.anthropic.com`, or a path
/// whose last segment (before an optional `/v1`) is `anthropic`, the convention of the
/// Anthropic-compatible endpoints of other vendors and gateways (`https://api.deepseek.com/anthropic`,
/// `https://open.bigmodel.cn/api/anthropic`). Nothing looser: a host merely containing
/// "anthropic", or a query string, does not count.
pub fn is_anthropic_url(base_url: &str) -> bool {
    let url = base_url.trim();
    let Some((_, rest)) = url.split_once("://") else { return false };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let hostport = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = hostport.rsplit_once(':').map_or(hostport, |(h, _port)| h);
    if host.trim_end_matches('.').eq_ignore_ascii_case("api.anthropic.com") {
        return true;
    }
    let path = tail.split(['?', '#']).next().unwrap_or_default().trim_end_matches('/');
    let path = path.strip_suffix("/v1").unwrap_or(path);
    path.rsplit('/').next().is_some_and(|last| last.eq_ignore_ascii_case("anthropic"))
}

fn offline(source: &'static str) -> ModelChoice {
    ModelChoice {
        provider_id: "offline".into(),
        model_id: "offline".into(),
        api_format: "offline".into(),
        context_window: DEFAULT_CONTEXT_WINDOW,
        source,
        base_url: None,
        api_key: None,
        max_tokens: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn settings(raw: serde_json::Value) -> Settings {
        Settings::from_raw(&raw).unwrap().0
    }

    #[test]
    fn nothing_configured_means_offline() {
        let c = choose(&settings(json!({})), None, |_| None);
        assert_eq!((c.provider_id.as_str(), c.source), ("offline", "fallback"));
    }

    #[test]
    fn the_catalog_gives_the_window_and_the_assistant_binding_wins() {
        let s = settings(json!({"model": {"providers": [{"id": "p", "apiFormat": "anthropic",
            "models": [{"id": "m", "contextWindow": 200000}, {"id": "n"}]}],
            "defaultProviderId": "p", "defaultModelId": "n"}}));
        let d = choose(&s, None, |_| None);
        assert_eq!(
            (d.model_id.as_str(), d.context_window, d.source),
            ("n", DEFAULT_CONTEXT_WINDOW, "settings")
        );
        let mut bot = BotFile::new("bot_1", "", "", "");
        bot.provider_id = Some("p".into());
        bot.model_id = Some("m".into());
        let b = choose(&s, Some(&bot), |_| None);
        assert_eq!(
            (b.model_id.as_str(), b.context_window, b.api_format.as_str()),
            ("m", 200000, "anthropic")
        );
    }

    #[test]
    fn a_bare_okbot_model_is_named_by_the_host_of_its_base_url() {
        let vars = |base: Option<&'static str>| {
            move |k: &str| match k {
                "OKBOT_MODEL" => Some("llama3".to_string()),
                "OKBOT_BASE_URL" => base.map(str::to_string),
                _ => None,
            }
        };
        let s = settings(json!({}));
        let local = choose(&s, None, vars(Some("http://127.0.0.1:8080/v1")));
        assert_eq!((local.provider_id.as_str(), local.source), ("127.0.0.1:8080", "environment"));
        assert_eq!(local.base_url.as_deref(), Some("http://127.0.0.1:8080/v1"));
        let proxy = choose(&s, None, vars(Some("https://user:secret@API.example.com/openai?x=1")));
        assert_eq!(proxy.provider_id, "api.example.com", "no credentials in the name");
        assert_eq!(choose(&s, None, vars(None)).provider_id, "api.openai.com");
        assert_eq!(url_host("http:///v1"), "env");
    }

    #[test]
    fn anthropic_base_urls_are_recognised_by_host_or_an_anthropic_path() {
        for url in [
            "https://api.anthropic.com",
            "https://api.anthropic.com/",
            "https://api.anthropic.com/v1",
            "HTTPS://API.Anthropic.COM:443/v1/",
            "https://user:pw@api.anthropic.com",
            "https://api.anthropic.com.",
            "https://api.deepseek.com/anthropic",
            "https://open.bigmodel.cn/api/anthropic/",
            "http://127.0.0.1:8080/anthropic/v1",
        ] {
            assert!(is_anthropic_url(url), "{url}");
        }
        for url in [
            "",
            "api.anthropic.com",
            "https://api.openai.com/v1",
            "https://anthropic.example.com/v1",
            "https://api.anthropic.com.evil.example/v1",
            "https://evil.example/api.anthropic.com",
            "https://example.com/anthropic-proxy/v1",
            "https://example.com/v1?via=anthropic",
            "https://example.com/anthropic/chat",
            "http://127.0.0.1:11434/v1",
        ] {
            assert!(!is_anthropic_url(url), "{url}");
        }
    }

    #[test]
    fn an_anthropic_url_turns_chat_completions_and_unknown_formats_into_anthropic_only() {
        let anthropic = "https://api.anthropic.com";
        assert_eq!(effective_format("chat_completions", anthropic), "anthropic");
        assert_eq!(effective_format("", anthropic), "anthropic");
        assert_eq!(effective_format("messages", anthropic), "anthropic");
        assert_eq!(effective_format("responses", anthropic), "responses");
        assert_eq!(effective_format("offline", anthropic), "offline");
        assert_eq!(effective_format("", "https://api.openai.com/v1"), "chat_completions");
        assert_eq!(effective_format("whatever", "https://api.openai.com/v1"), "chat_completions");
        assert_eq!(effective_format("responses", "https://api.openai.com/v1"), "responses");
        let s = settings(
            json!({"model": {"providers": [{"id": "claude", "baseURL": "https://api.anthropic.com/v1",
            "apiFormat": "chat_completions", "models": [{"id": "claude-sonnet"}]}]}}),
        );
        let c = from_spec(&s, "claude/claude-sonnet").unwrap();
        assert_eq!(c.api_format, "anthropic");
        let e = choose(&s, None, |k| match k {
            "OKBOT_MODEL" => Some("claude-x".into()),
            "OKBOT_BASE_URL" => Some("https://api.anthropic.com".into()),
            _ => None,
        });
        assert_eq!((e.provider_id.as_str(), e.api_format.as_str()), ("api.anthropic.com", "anthropic"));
    }

    #[test]
    fn openai_key_is_used_only_when_nothing_else_is_set() {
        let key = |extra: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                extra
                    .iter()
                    .find(|(name, _)| *name == k)
                    .map(|(_, v)| v.to_string())
                    .or_else(|| (k == "OPENAI_API_KEY").then(|| "sk".into()))
            }
        };
        // Nothing else set: the key picks OpenAI's gpt-4o-mini.
        let c = choose(&settings(json!({})), None, key(&[]));
        assert_eq!(
            (c.provider_id.as_str(), c.model_id.as_str(), c.source),
            ("openai", "gpt-4o-mini", "OPENAI_API_KEY")
        );

        // A settings default wins over the key.
        let configured =
            settings(json!({"model": {"providers": [{"id": "p", "baseURL": "http://127.0.0.1:9/v1",
            "models": [{"id": "m"}]}], "defaultProviderId": "p", "defaultModelId": "m"}}));
        let c = choose(&configured, None, key(&[]));
        assert_eq!((c.provider_id.as_str(), c.source), ("p", "settings"));

        // So do the environment and an assistant's own model.
        let c = choose(&settings(json!({})), None, key(&[("OKBOT_MODEL", "llama3")]));
        assert_eq!((c.model_id.as_str(), c.source), ("llama3", "environment"));
        let mut bot = BotFile::new("bot_1", "", "", "");
        bot.provider_id = Some("p".into());
        bot.model_id = Some("m".into());
        let c = choose(&configured, Some(&bot), key(&[]));
        assert_eq!((c.provider_id.as_str(), c.source), ("p", "assistant"));

        // A blank key is no key: offline.
        let c = choose(&settings(json!({})), None, |k| (k == "OPENAI_API_KEY").then(|| "  ".into()));
        assert_ne!(c.source, "OPENAI_API_KEY");
        assert_eq!(c.api_format, "offline");
    }
}
