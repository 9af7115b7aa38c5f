//! `okbot status`: one line per owner — messages, model, context window, last activity.

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use super::Cx;
use crate::model::{self, ModelChoice};
use crate::roster::OwnerKind;
use crate::store::{self, OwnerId};

/// Show every assistant and squad: messages, model, context window, last activity
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Only this assistant or squad (id or name)
    #[arg(short = 'a', long = "assistant", value_name = "OWNER")]
    pub owner: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatusView {
    root: String,
    initialized: bool,
    owners: Vec<OwnerStatus>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OwnerStatus {
    id: String,
    name: String,
    kind: OwnerKind,
    messages: usize,
    records: usize,
    last_activity: Option<String>,
    model: ModelChoice,
    /// Provider-reported usage of the last turn, when there is one.
    last_usage: Option<serde_json::Value>,
    damaged_lines: usize,
}

pub fn run(cx: &Cx, args: StatusArgs) -> Result<()> {
    let initialized = cx.root.bots_path().is_file();
    let roster = cx.roster()?;
    let settings = cx.settings()?.settings;
    let selected: Vec<(String, String, OwnerKind)> = match args.owner.as_deref() {
        Some(q) => {
            let o = roster.resolve(q)?;
            vec![(o.id.to_string(), o.name, o.kind)]
        }
        None => roster.owners(),
    };
    let mut owners = Vec::new();
    for (id, name, kind) in selected {
        let Ok(owner) = OwnerId::parse(&id) else {
            cx.out.warn(format!("skipping roster entry with an invalid id `{}`", id.escape_debug()));
            continue;
        };
        let bot = match kind {
            OwnerKind::Assistant => store::roster::load_bot_file(&cx.root, &owner).unwrap_or_else(|e| {
                cx.out.warn(format!("{e:#}"));
                None
            }),
            OwnerKind::Squad => None,
        };
        let model = model::choose(&settings, bot.as_ref(), |k| std::env::var(k).ok());
        let stats = store::session::stats(&cx.root, &owner)?;
        owners.push(OwnerStatus {
            id,
            name,
            kind,
            messages: stats.messages,
            records: stats.records,
            last_activity: stats.last_at,
            model,
            last_usage: stats.last_usage,
            damaged_lines: stats.damaged.len(),
        });
    }
    let view = StatusView { root: cx.root.dir().display().to_string(), initialized, owners };
    if cx.out.json {
        return cx.out.json(&view);
    }
    cx.out.line(format!("root: {}", view.root))?;
    if !initialized {
        cx.out.line("not set up yet")?;
        cx.out.hint("run `okbot init`");
        return Ok(());
    }
    for o in &view.owners {
        let last = o.last_activity.as_deref().and_then(crate::clock::parse_stamp).map(crate::clock::human);
        let mut line = format!(
            "{}  {}  {} messages  model {} (window {})  last activity {}",
            o.id,
            o.name,
            o.messages,
            o.model.label(),
            o.model.context_window,
            last.as_deref().unwrap_or("never"),
        );
        if o.damaged_lines > 0 {
            line.push_str(&format!("  ({} damaged lines)", o.damaged_lines));
        }
        cx.out.line(line)?;
    }
    if view.owners.is_empty() {
        cx.out.line("no assistants yet")?;
        cx.out.hint("create one with `okbot assistant create NAME`");
    }
    Ok(())
}
