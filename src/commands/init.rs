//! `okbot init`: create the data root (idempotent; never overwrites a file).

use anyhow::Result;
use clap::Args;

use super::Cx;
use crate::output::{Document, JsonOutput, json_doc};

/// Create the data root: settings, roster files, global memory, logs
///
/// Safe to run again: files that exist are left exactly as they are. The root is created with
/// mode 0700 and settings.json with mode 0600.
#[derive(Debug, Args)]
pub struct InitArgs {}

json_doc! {
    /// `okbot init --json`.
    struct InitView {
        "root" root: String = "string", "the data root";
        "created" created: Vec<String> = "array of strings", "the files and folders created (empty when all were there)";
    }
}

/// The `--json` document of `okbot init`, for the man page.
pub const JSON_OUTPUT: &[JsonOutput] =
    &[JsonOutput { page: "okbot-init", shape: "one object:", fields: InitView::FIELDS }];

pub fn run(cx: &Cx, _args: InitArgs) -> Result<()> {
    let created = cx.root.init(&crate::settings::default_document())?;
    let view = InitView {
        root: cx.root.dir().display().to_string(),
        created: created.iter().map(|p| p.display().to_string()).collect(),
    };
    if cx.out.json {
        return cx.out.json(&view);
    }
    cx.out.line(&view.root)?;
    match created.len() {
        0 => cx.out.note("okbot: the data root is already set up; nothing changed"),
        n => cx.out.note(format!("okbot: created {n} files and folders")),
    }
    Ok(())
}
