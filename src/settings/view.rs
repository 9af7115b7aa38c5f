//! The typed view the rest of okbot uses.

use anyhow::Result;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::Note;
use super::normalize::normalize;
use crate::error::Failure;

/// The typed view of a normalised document.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    pub model: ModelSettings,
    pub context_compression: ContextCompression,
    pub memory: MemorySettings,
    pub maintenance: Maintenance,
    pub pruning: Pruning,
    pub tasks: TaskSettings,
    pub timezone: Option<String>,
    pub instructions: Instructions,
    pub max_turns: u32,
    pub max_tool_calls: u32,
    pub squad: SquadSettings,
    pub tools: Map<String, Value>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelSettings {
    #[serde(default)]
    pub providers: Vec<ProviderConfig>,
    #[serde(default)]
    pub default_provider_id: String,
    #[serde(default)]
    pub default_model_id: String,
    pub max_retries: u32,
    pub retry_base_ms: u32,
    pub timeout_secs: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProviderConfig {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default, rename = "baseURL")]
    pub base_url: String,
    #[serde(default)]
    pub api_key: String,
    #[serde(default)]
    pub api_format: String,
    #[serde(default)]
    pub models: Vec<ModelConfig>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelConfig {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub context_window: Option<u64>,
    #[serde(default)]
    pub max_tokens: Option<u64>,
    #[serde(default = "yes")]
    pub enabled: bool,
}

pub(super) fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContextCompression {
    pub ratio: f64,
    pub keep_recent_min: u32,
    pub keep_recent_max: u32,
    pub summary_max_chars: u32,
    pub max_fold_chars: u32,
    pub auto_topic_compress: bool,
    pub instructions: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemorySettings {
    pub prompt_max_entries: u32,
    pub prompt_max_chars: u32,
    pub recall_max_entries: u32,
    pub promote_hits: u32,
    pub demote_after_days: u32,
    pub candidate_ttl_days: u32,
    pub recent_message_limit: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Maintenance {
    pub memory_every_turns: u32,
    pub memory_every_user_chars: u32,
    pub agents_every_turns: u32,
    pub agents_every_user_chars: u32,
    pub skills_every_turns: u32,
    pub skills_every_user_chars: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pruning {
    pub enabled: bool,
    pub keep_tool_results: u32,
    pub max_chars: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskSettings {
    pub max_auto_continue: u32,
}

/// `squad`: the captain of a squad turn and the members it asks (the OkBot app's section;
/// `maxConcurrent` is okbot's own).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SquadSettings {
    pub captain_persona: String,
    pub playbook: String,
    pub captain_max_turns: u32,
    pub member_max_turns: u32,
    pub max_concurrent: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Instructions {
    pub assistant_role_template: String,
}

impl Settings {
    /// The typed view of a raw document. Normalisation gives every known value its type, so
    /// this fails only on a bug in [`normalize`].
    pub fn from_raw(raw: &Value) -> Result<(Settings, Vec<Note>)> {
        let (doc, notes) = normalize(raw);
        let settings = serde_json::from_value(doc).map_err(|e| {
            Failure::general(format!("settings.json could not be read after normalising it: {e}"))
                .hint("`okbot doctor` lists what is wrong in it")
        })?;
        Ok((settings, notes))
    }
}
