//! `okbot model list|add|default|test`: the provider catalog in settings.json.

use std::time::Instant;

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};

use super::Cx;
use crate::error::Failure;
use crate::provider::{self, Endpoint};
use crate::store;

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
#[derive(Debug, Args)]
pub struct DefaultArgs {
    /// PROVIDER/MODEL
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

fn list(cx: &Cx) -> Result<()> {
    let settings = cx.settings()?.settings;
    let m = &settings.model;
    let mut rows = Vec::new();
    for p in &m.providers {
        for model in &p.models {
            let default = p.id == m.default_provider_id && model.id == m.default_model_id;
            rows.push(json!({
                "provider": p.id,
                "model": model.id,
                "apiFormat": crate::model::effective_format(&p.api_format, &p.base_url),
                "baseURL": p.base_url,
                "contextWindow": model.context_window.unwrap_or(crate::model::DEFAULT_CONTEXT_WINDOW),
                "enabled": model.enabled,
                "default": default,
            }));
        }
    }
    rows.push(json!({"provider": "offline", "model": "offline", "apiFormat": "offline", "baseURL": "",
        "contextWindow": crate::model::DEFAULT_CONTEXT_WINDOW, "enabled": true,
        "default": m.default_provider_id.is_empty()}));
    if cx.out.json {
        return cx.out.json(&rows);
    }
    for r in &rows {
        let mark = if r["default"] == true { "*" } else { " " };
        cx.out.line(format!(
            "{mark} {}/{}\t{}\twindow {}\t{}",
            r["provider"].as_str().unwrap_or(""),
            r["model"].as_str().unwrap_or(""),
            r["apiFormat"].as_str().unwrap_or(""),
            r["contextWindow"],
            r["baseURL"].as_str().unwrap_or("")
        ))?;
    }
    Ok(())
}

fn parse_model(spec: &str) -> Result<Value> {
    match spec.rsplit_once(':') {
        Some((id, window)) if !id.is_empty() => {
            let window: u64 = window.parse().map_err(|_| {
                Failure::usage(format!("`{window}` is not a context window in tokens"))
                    .hint("write a model as ID or ID:WINDOW, e.g. gpt-4o-mini:128000")
            })?;
            Ok(json!({"id": id, "name": id, "contextWindow": window, "enabled": true}))
        }
        _ => Ok(json!({"id": spec, "name": spec, "enabled": true})),
    }
}

fn add(cx: &Cx, args: AddArgs) -> Result<()> {
    crate::store::validate_id(&args.provider)?;
    if args.provider == "offline" || args.provider == "env" {
        return Err(Failure::usage(format!("`{}` is a built-in provider name", args.provider))
            .hint("choose another id")
            .into());
    }
    let models = args.models.iter().map(|m| parse_model(m)).collect::<Result<Vec<_>>>()?;
    cx.root.ensure(&crate::settings::default_document())?;
    let lock = cx.root.lock_roster()?;
    let mut loaded = cx.settings()?;
    let doc = loaded.raw.as_object_mut().expect("settings are an object");
    let model = doc.entry("model").or_insert_with(|| json!({}));
    if !model.is_object() {
        *model = json!({});
    }
    let providers = model.as_object_mut().expect("object").entry("providers").or_insert_with(|| json!([]));
    if !providers.is_array() {
        *providers = json!([]);
    }
    let list = providers.as_array_mut().expect("array");
    let pos = match list.iter().position(|p| p["id"] == args.provider.as_str()) {
        Some(pos) => pos,
        None => {
            list.push(json!({"id": args.provider, "name": args.provider, "baseURL": "", "apiKey": "", "models": []}));
            list.len() - 1
        }
    };
    let p = list[pos].as_object_mut().ok_or_else(|| Failure::general("a provider entry is not an object"))?;
    if let Some(name) = &args.name {
        p.insert("name".into(), json!(name));
    }
    if let Some(url) = &args.base_url {
        p.insert("baseURL".into(), json!(url));
    }
    if let Some(key) = &args.api_key {
        p.insert("apiKey".into(), json!(key));
    }
    let format = match args.format {
        Format::ChatCompletions => "chat_completions",
        Format::Responses => "responses",
        Format::Anthropic => "anthropic",
    };
    p.insert("apiFormat".into(), json!(format));
    let entry = p.entry("models").or_insert_with(|| json!([]));
    if !entry.is_array() {
        *entry = json!([]);
    }
    let existing = entry.as_array_mut().expect("array");
    for m in models {
        match existing.iter_mut().find(|e| e["id"] == m["id"]) {
            Some(e) => *e = m,
            None => existing.push(m),
        }
    }
    crate::settings::Settings::from_raw(&loaded.raw)?;
    store::settings::save(&cx.root, &lock, &loaded)?;
    let shown = crate::settings::redacted(&loaded.raw);
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
                Ok(owner) => store::roster::load_bot_file(&cx.root, &owner.id)?,
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
        return cx.out.json(&json!({"model": choice.label(), "ok": true, "latencyMs": ms, "reply": text}));
    }
    cx.out.line(format!("{} answered in {ms} ms", choice.label()))
}
