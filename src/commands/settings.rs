//! `okbot settings show|get|set`.

use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::Value;

use super::Cx;
use crate::error::Failure;
use crate::output::JsonOutput;
use crate::settings;
use crate::store;

/// Read and change settings.json with dotted keys
#[derive(Debug, Subcommand)]
pub enum SettingsCommand {
    Show(ShowArgs),
    Get(GetArgs),
    Set(SetArgs),
}

/// Print the settings in effect: every default filled in, clamps applied, API keys hidden
#[derive(Debug, Args)]
pub struct ShowArgs {}

/// Print one setting (`contextCompression.ratio`, `model.providers.0.id`)
///
/// `squads.*` is read as `squad.*` (the OkBot app's name for the section). Text values print bare; numbers, booleans, lists and objects print as JSON. API keys are
/// masked (`env:VAR` references are shown); read settings.json itself for the key.
#[derive(Debug, Args)]
pub struct GetArgs {
    /// Dotted key
    pub key: String,
}

/// Change one setting; the value is checked and clamped
///
/// Known keys take their type (number, whole number, true/false, text, time zone).
/// `model.*` and `tools.*` take JSON or plain text. Unknown keys are refused, so a typo
/// cannot pass silently. `squads.*` is written as `squad.*`, the section the OkBot app reads
/// (an older okbot's `squads` section moves into it). The file is rewritten whole and atomically, mode 0600, keeping keys
/// okbot does not know.
///
/// It works on a file with a section of the wrong type: a section on the way to KEY that is
/// not an object (such as `"memory": []`) is replaced by one, with a warning.
#[derive(Debug, Args)]
pub struct SetArgs {
    /// Dotted key
    pub key: String,
    /// New value
    pub value: String,
}

/// What `okbot settings` prints (always JSON for `show`), for the man pages.
pub const JSON_OUTPUT: &[JsonOutput] = &[
    JsonOutput {
        page: "okbot-settings-show",
        shape: "the settings document in effect (printed as JSON with or without the flag): every default filled in, clamps applied, \
                unknown keys kept, API keys masked (see okbot-files(5)).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-settings-get",
        shape: "the value at KEY as JSON (without it, text is printed bare and anything else as JSON).",
        fields: &[],
    },
    JsonOutput {
        page: "okbot-settings-set",
        shape: "the value now at KEY as JSON, clamped as it was saved (without it, text is printed bare).",
        fields: &[],
    },
];

pub fn run(cx: &Cx, cmd: SettingsCommand) -> Result<()> {
    match cmd {
        SettingsCommand::Show(_) => {
            let loaded = cx.settings()?;
            let doc = settings::redacted(&settings::normalize(&loaded.raw).0);
            cx.out.json(&doc)
        }
        SettingsCommand::Get(args) => {
            let loaded = cx.settings()?;
            // API keys stay masked here too; the file itself holds them for whoever needs them.
            let doc = settings::redacted(&settings::normalize(&loaded.raw).0);
            let Some(value) = settings::lookup(&doc, &settings::canonical_key(&args.key)) else {
                return Err(Failure::usage(format!("`{}` is not a setting", args.key))
                    .hint("`okbot settings show` prints every setting")
                    .into());
            };
            print_value(cx, value)
        }
        SettingsCommand::Set(args) => {
            cx.root.ensure(&crate::settings::default_document())?;
            let lock = cx.root.lock_roster()?;
            let mut loaded = cx.settings()?;
            let notes = settings::set(&mut loaded.raw, &args.key, &args.value)?;
            store::settings::save(&cx.root, &lock, &loaded)?;
            drop(lock);
            for note in notes {
                cx.out.warn(note.text);
            }
            let zone = settings::Settings::from_raw(&loaded.raw).ok().and_then(|(s, _)| s.timezone);
            if zone != loaded.settings.timezone {
                follow_zone(cx, zone.as_deref())?;
            }
            let doc = settings::redacted(&settings::normalize(&loaded.raw).0);
            let key = settings::canonical_key(&args.key);
            print_value(cx, settings::lookup(&doc, &key).unwrap_or(&Value::Null))
        }
    }
}

/// The settings zone changed: jobs that follow it get their next run in the new zone now, so
/// `schedule list` shows it at once and a tick that comes late still fires it. An owner busy
/// with a write is left to the next tick, which moves its jobs the same way.
fn follow_zone(cx: &Cx, zone: Option<&str>) -> Result<()> {
    let roster = cx.roster()?;
    let owners: Vec<store::OwnerId> =
        roster.owners().into_iter().filter_map(|(id, _, _)| store::OwnerId::parse(&id).ok()).collect();
    let moved = crate::schedule::ops::follow_zone_everywhere(&cx.root, &owners, zone, cx.clock.now())?;
    if moved > 0 {
        let jobs = if moved == 1 { "job" } else { "jobs" };
        cx.out.note(format!(
            "okbot: recomputed the next run of {moved} scheduled {jobs} that follow the settings time zone"
        ));
    }
    Ok(())
}

fn print_value(cx: &Cx, value: &Value) -> Result<()> {
    match value {
        Value::String(text) if !cx.out.json => cx.out.line(text),
        other => cx.out.json(other),
    }
}
