//! Long tasks (`tasks.jsonl`, DESIGN §6.5): the shapes, and the active-task prompt block.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub id: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Step {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The in-progress task as a prompt block (empty when none is in progress). When several rows
/// share an id (a task rewritten by appending), the last one wins.
pub fn active_block(tasks: &[Task]) -> String {
    let mut latest: Vec<&Task> = Vec::new();
    for task in tasks {
        match latest.iter_mut().find(|t| t.id == task.id) {
            Some(slot) => *slot = task,
            None => latest.push(task),
        }
    }
    let Some(task) = latest.into_iter().rev().find(|t| t.status == "in_progress") else {
        return String::new();
    };
    let mut text = format!("Task in progress: {} (id {})\n", task.title, task.id);
    if task.steps.is_empty() {
        text.push_str("No steps yet.");
    } else {
        text.push_str("Steps:\n");
        for step in &task.steps {
            let note = step.note.as_deref().map(|n| format!(" — {n}")).unwrap_or_default();
            text.push_str(&format!("- [{}] {}{note}\n", step.status, step.title));
        }
    }
    text.trim_end().to_string()
}
