//! `okbot model list|add|default|test`: the provider catalog in settings.json.

use std::time::Instant;

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::Value;

use super::Cx;
use crate::error::Failure;
use crate::output::{Document, JsonOutput, json_doc};
use crate::provider::{self, Endpoint};
use crate::{settings, store};

/// Configure the models okbot talks to
#[derive(Debug, Subcommand)]
pub enum ModelCommand {
    List(ListArgs),
    Add(AddArgs),
    Default(DefaultArgs),
    Test(TestArgs),
}

/// List providers and their models, and which one is the default
#[derive(Debug, Args)]
pub struct ListArgs {}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// OpenAI and every compatible server (Ollama, llama.cpp, vLLM, LM Studio, OpenRouter …);
    /// an Anthropic base URL (api.anthropic.com, or a path ending in /anthropic) is spoken to
    /// in Anthropic's format
    ChatCompletions,
    /// OpenAI's Responses API (POST {base-url}/responses)
    Responses,
    /// Anthropic's Messages API
    Anthropic,
}

/// Add a provider, or add models to one (the key may be `env:VAR`)
///
/// Example: `okbot model add openai --base-url https://api.openai.com/v1 --api-key env:OPENAI_API_KEY
/// --model gpt-4o-mini:128000`
#[derive(Debug, Args)]
pub struct AddArgs {
    /// Provider id (e.g. openai, ollama, anthropic)
    pub provider: String,
    /// The API's base URL (OpenAI-compatible servers usually end in /v1)
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
    /// API key, or `env:VAR` to read it from the environment at call time
    #[arg(long, value_name = "KEY")]
    pub api_key: Option<String>,
    /// Wire format
    #[arg(long, value_enum, default_value = "chat-completions")]
    pub format: Format,
    /// A model as ID or ID:CONTEXT_WINDOW (repeatable)
    #[arg(short, long = "model", value_name = "ID[:WINDOW]")]
    pub models: Vec<String>,
    /// Display name
    #[arg(long)]
    pub name: Option<String>,
}

/// Make PROVIDER/MODEL the default
///
/// `offline` and `offline:script=FILE` name the built-in offline model. A script must be a
/// regular file that can be read (at most 16 MiB); FILE is stored as an absolute path (a
/// relative one is taken from the current folder), so chat finds it from any folder.
#[derive(Debug, Args)]
pub struct DefaultArgs {
    /// PROVIDER/MODEL, `offline` or `offline:script=FILE`
    pub model: String,
}

/// Send a one-token request and report the latency or the error
#[derive(Debug, Args)]
pub struct TestArgs {
    /// PROVIDER/MODEL [default: the assistant's or the default model]
    pub model: Option<String>,
}

pub fn run(cx: &Cx, cmd: ModelCommand) -> Result<()> {
    match cmd {
        ModelCommand::List(_) => list(cx),
        ModelCommand::Add(args) => add(cx, args),
        ModelCommand::Default(args) => default(cx, args),
        ModelCommand::Test(args) => test(cx, args),
    }
}

json_doc! {
    /// One row of `okbot model list --json`.
    struct ModelRow<'a> {
        "provider" provider: &'a str = "string", "provider id (`offline` for the built-in offline model)";
        "model" model: &'a str = "string", "model id";
        "apiFormat" api_format: &'a str = "string",
            "wire format spoken: chat_completions, responses, anthropic or offline";
        "baseURL" base_url: std::borrow::Cow<'a, str> = "string", "the API's base URL (empty for offline; a password in it shows as (hidden))";
        "contextWindow" context_window: u64 = "integer", "context window in tokens";
        "enabled" enabled: bool = "boolean", "whether the model may be chosen";
        "default" default: bool = "boolean", "whether it is the default model";
    }
}

json_doc! {
    /// `okbot model test --json`.
    struct TestReport {
        "model" model: String = "string", "PROVIDER/MODEL tested";
        "ok" ok: bool = "boolean", "always true (a failure exits non-zero with an error instead)";
        "latencyMs" latency_ms: u128 = "integer", "milliseconds until the reply";
        "reply" reply: String = "string", "the model's reply";
    }
}

/// The `--json` documents of `okbot model`, for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-model-list",
        shape: "an array with one object per model, the built-in offline model last (then, when the \
                default is an offline script, a row for it: model `script=FILE`):",
        fields: ModelRow::FIELDS,
    },
    JsonOutput {
        page: "okbot-model-add",
        shape: "the provider's entry as saved in settings.json (id, name, baseURL, apiKey, apiFormat, \
                models, and any other keys it has), the API key masked unless it is an env: reference.",
        fields: &[],
    },
    JsonOutput { page: "okbot-model-test", shape: "one object:", fields: TestReport::FIELDS },
];

fn list(cx: &Cx) -> Result<()> {
    let settings = cx.settings()?.settings;
    let m = &settings.model;
    let mut rows = Vec::new();
    for p in &m.providers {
        for model in &p.models {
            let default = p.id == m.default_provider_id && model.id == m.default_model_id;
            rows.push(ModelRow {
                provider: &p.id,
                model: &model.id,
                api_format: crate::model::effective_format(&p.api_format, &p.base_url),
                base_url: crate::text::hide_url_secret(&p.base_url),
                context_window: model.context_window.unwrap_or(crate::model::DEFAULT_CONTEXT_WINDOW),
                enabled: model.enabled,
                default,
            });
        }
    }
    // The built-in model, then the offline script that is the default (its own row: the
    // script, not the echo, answers).
    let script = (m.default_provider_id == "offline")
        .then(|| crate::model::script_path(&m.default_model_id))
        .flatten()
        .map(|_| m.default_model_id.as_str());
    for model in std::iter::once("offline").chain(script) {
        rows.push(ModelRow {
            provider: "offline",
            model,
            api_format: "offline",
            base_url: "".into(),
            context_window: crate::model::DEFAULT_CONTEXT_WINDOW,
            enabled: true,
            default: m.default_provider_id.is_empty()
                || (m.default_provider_id == "offline" && script.is_none_or(|s| s == model)),
        });
    }
    if cx.out.json {
        return cx.out.json(&rows);
    }
    for r in &rows {
        let mark = if r.default { "*" } else { " " };
        cx.out.line(format!(
            "{mark} {}/{}\t{}\twindow {}\t{}",
            r.provider, r.model, r.api_format, r.context_window, r.base_url
        ))?;
    }
    Ok(())
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    crate::store::validate_id(&args.provider)?;
    if args.provider == "offline" || args.provider == "env" {
        return Err(Failure::usage(format!("`{}` is a built-in provider name", args.provider))
            .hint("choose another id")
            .into());
    }
    let models = args.models.iter().map(|m| settings::parse_model_spec(m)).collect::<Result<Vec<_>>>()?;
    let format = match args.format {
        Format::ChatCompletions => "chat_completions",
        Format::Responses => "responses",
        Format::Anthropic => "anthropic",
    };
    let change = settings::ProviderChange {
        id: &args.provider,
        name: args.name.as_deref(),
        base_url: args.base_url.as_deref(),
        api_key: args.api_key.as_deref(),
        api_format: format,
        models,
    };
    cx.root.ensure(&crate::settings::default_document())?;
    let lock = cx.root.lock_roster()?;
    let mut loaded = cx.settings()?;
    let pos = settings::upsert_provider(&mut loaded.raw, change)?;
    settings::Settings::from_raw(&loaded.raw)?;
    store::settings::save(&cx.root, &lock, &loaded)?;
    let shown = settings::redacted(&loaded.raw);
    let provider = shown.pointer(&format!("/model/providers/{pos}")).cloned().unwrap_or(Value::Null);
    if cx.out.json {
        return cx.out.json(&provider);
    }
    cx.out.line(&args.provider)?;
    cx.out.note(format!("okbot: saved provider `{}`", args.provider));
    Ok(())
}

fn default(cx: &Cx, args: DefaultArgs) -> Result<()> {
    cx.root.ensure(&crate::settings::default_document())?;
    let lock = cx.root.lock_roster()?;
    let mut loaded = cx.settings()?;
    let choice = crate::model::from_spec(&loaded.settings, &args.model)?;
    crate::model::require_listed(&loaded.settings, &choice)?;
    let choice = crate::model::with_absolute_script(choice)?;
    for (key, value) in
        [("model.defaultProviderId", &choice.provider_id), ("model.defaultModelId", &choice.model_id)]
    {
        crate::settings::set(&mut loaded.raw, key, &serde_json::to_string(value)?)?;
    }
    store::settings::save(&cx.root, &lock, &loaded)?;
    cx.out.line(choice.label())
}

fn test(cx: &Cx, args: TestArgs) -> Result<()> {
    let settings = cx.settings()?.settings;
    let choice = match &args.model {
        Some(spec) => crate::model::from_spec(&settings, spec)?,
        None => {
            let bot = match cx.roster()?.default_owner(None) {
                Ok(owner) => crate::roster::io::load_bot_file(&cx.root, &owner.id)?,
                Err(_) => None,
            };
            crate::model::choose(&settings, bot.as_ref(), |k| std::env::var(k).ok())
        }
    };
    let started = Instant::now();
    let text = if choice.api_format == "offline" {
        "offline".to_string()
    } else {
        let ep = Endpoint::for_choice(&choice, &settings)?;
        provider::complete(&ep, "Reply with the single word OK.", "ping", 1)?.text
    };
    let ms = started.elapsed().as_millis();
    if cx.out.json {
        return cx.out.json(&TestReport { model: choice.label(), ok: true, latency_ms: ms, reply: text });
    }
    cx.out.line(format!("{} answered in {ms} ms", choice.label()))
}
