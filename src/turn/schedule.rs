//! The turns `schedule tick` runs: a job's prompt, or the continuation of a turn whose
//! approvals are decided. Nobody is at a terminal: calls that need approval wait in `pending/`.

use anyhow::Result;
use serde_json::json;

use super::{Continue, Env, Event, Options, Turn, interrupted, run_and_continue};
use crate::roster::{Owner, OwnerKind};
use crate::schedule::jobs::Job;
use crate::schedule::tick::{TickEnv, TurnReport, TurnRunner};

/// Runs the tick's turns through [`run_and_continue`].
pub struct ScheduledTurns;

impl TurnRunner for ScheduledTurns {
    fn run(
        &self,
        env: &TickEnv,
        owner: &Owner,
        job: Option<&Job>,
        run_id: &str,
    ) -> Result<(TurnReport, Result<()>)> {
        let bot = match owner.kind {
            OwnerKind::Assistant => crate::roster::io::load_bot_file(env.root, &owner.id)?,
            OwnerKind::Squad => None,
        };
        let model = crate::model::choose(env.settings, bot.as_ref(), |k| std::env::var(k).ok());
        let opts = Options {
            message: job.map(|j| j.prompt.clone()),
            model,
            approve_all: false,
            approve: Vec::new(),
            ask: None,
            stream: false,
            trigger: job.map(|j| json!({"kind": "schedule", "jobId": j.id})),
            run_id: job.map(|_| run_id.to_string()),
            evolve: true,
        };
        let turn_env = Env {
            root: env.root,
            clock: env.clock,
            roster: env.roster,
            owner,
            bot: bot.as_ref(),
            settings: env.settings,
            began_on: Default::default(),
        };
        // The turn, and any silent continuation of the task in progress, seen as one run: the
        // first turn's id, every turn's text and waiting requests.
        let mut all: Option<TurnReport> = None;
        let mut collect = |turn: &Turn, _: &Result<()>| -> Result<()> {
            match &mut all {
                None => all = Some(report(turn)),
                Some(all) => {
                    if !turn.text.is_empty() {
                        all.text.push_str("\n\n");
                        all.text.push_str(&turn.text);
                    }
                    all.pending.extend(turn.pending.iter().cloned());
                }
            }
            Ok(())
        };
        let mut warnings: Vec<String> = Vec::new();
        let mut warn = |event: Event| {
            if let Event::Warning { message, .. } = event
                && !warnings.iter().any(|w| w == message)
            {
                warnings.push(message.to_string());
            }
        };
        let result = run_and_continue(&turn_env, &opts, Continue::WhenTouched, &mut warn, &mut collect);
        let mut report = all.unwrap_or_default();
        report.warnings = warnings;
        Ok((report, result))
    }

    fn interrupted(&self) -> bool {
        interrupted()
    }
}

fn report(turn: &Turn) -> TurnReport {
    TurnReport {
        run_id: turn.run_id.clone(),
        text: turn.text.clone(),
        pending: turn.pending.clone(),
        warnings: Vec::new(),
    }
}
