//! Conversation items as the model receives and returns them (base layer): what the context
//! projects from the transcript, what a provider serialises into a request, and the tool calls
//! and tool offers it reads back or sends.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// An item as the model receives it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ModelItem {
    Message { role: String, text: String },
    ToolCall { call_id: String, name: String, arguments: String },
    ToolResult { call_id: String, name: String, status: String, output: String },
}

/// A tool offered to the model (JSON Schema parameters).
#[derive(Debug, Clone, Serialize)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    pub parameters: Value,
}

/// A tool call the model asked for (arguments as the JSON text it sent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolCall {
    pub call_id: String,
    pub name: String,
    pub arguments: String,
}
