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
    /// `chat_completions`, `anthropic` or `offline`.
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
        return ModelChoice {
            provider_id: "env".into(),
            model_id: spec.trim().to_string(),
            api_format: "chat_completions".into(),
            context_window: DEFAULT_CONTEXT_WINDOW,
            source: "environment",
            base_url: env("OKBOT_BASE_URL"),
            api_key: env("OKBOT_API_KEY").or_else(|| env("OPENAI_API_KEY")),
            max_tokens: None,
        };
    }
    let (p, m) = (&settings.model.default_provider_id, &settings.model.default_model_id);
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

/// Register every API key the settings and the environment name with the redactor, whichever
/// of them ends up used: none of them may be printed or written.
pub fn register_keys(settings: &Settings, env: &dyn Fn(&str) -> Option<String>) {
    register_key_refs(settings.model.providers.iter().map(|p| p.api_key.clone()), env);
}

/// [`register_keys`] for `apiKey` values (a key or `env:VAR`), plus `OKBOT_API_KEY` and
/// `OPENAI_API_KEY`.
pub fn register_key_refs(refs: impl IntoIterator<Item = String>, env: &dyn Fn(&str) -> Option<String>) {
    let keys: Vec<String> = refs
        .into_iter()
        .chain(["env:OKBOT_API_KEY".to_string(), "env:OPENAI_API_KEY".to_string()])
        .filter_map(|key| match key.strip_prefix("env:") {
            Some(var) => env(var.trim()),
            None => Some(key),
        })
        .collect();
    crate::redact::register_all(keys.iter().map(String::as_str));
}

/// `offline` or `offline:script=FILE`.
fn offline_spec(spec: &str, source: &'static str) -> Option<ModelChoice> {
    if spec == "offline" || spec == "offline/offline" {
        return Some(offline(source));
    }
    let file = crate::provider::offline::script_path(spec)?;
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

/// A model of a configured provider; a model missing from its list gets the default window.
fn from_catalog(
    provider: &crate::settings::ProviderConfig,
    model: &str,
    source: &'static str,
) -> ModelChoice {
    let entry = provider.models.iter().find(|m| m.id == model);
    let format = if provider.api_format.is_empty() { "chat_completions" } else { &provider.api_format };
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
    fn openai_key_is_used_only_when_nothing_else_is_set() {
        let c = choose(&settings(json!({})), None, |k| (k == "OPENAI_API_KEY").then(|| "sk".into()));
        assert_eq!(c.provider_id, "openai");
    }
}
