//! A compression a person asks for (`okbot compress`, DESIGN §4.4–4.6): the mode and
//! instructions its flags pick, the cost of a full fold told first, another go when another
//! command moved the summary meanwhile, and what the next request looks like afterwards.

use anyhow::Result;
use serde::Serialize;

use super::apply::{self, Applied, Job, Reach};
use super::{Mode, Outcome, SummarizerSource};
use crate::clock::Clock;
use crate::context::gather::Gathered;
use crate::context::{counts, threshold, view};
use crate::error::{Failure, code};
use crate::roster::Owner;
use crate::settings::Settings;
use crate::store::{OwnerId, Root};

/// How often a compression starts again when another command moved the summary first.
const MAX_ATTEMPTS: usize = 5;

/// What the person asked for.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// Fold everything (`--new-topic`).
    pub new_topic: bool,
    /// Compress now, keeping the recent messages (`--now`).
    pub now: bool,
    /// Read everything uncovered, beyond the fold budget (`--full`).
    pub full: bool,
    /// Compute and report; write nothing and call no model.
    pub dry_run: bool,
    /// Extra summarizer instructions (`--instructions`).
    pub instructions: Option<String>,
}

impl Request {
    pub fn mode(&self) -> Mode {
        match (self.new_topic, self.now || self.full) {
            (true, _) => Mode::Topic,
            (false, true) => Mode::Now,
            (false, false) => Mode::Auto,
        }
    }

    /// `--instructions`, else the setting for an automatic compression.
    fn instructions(&self, settings: &Settings) -> String {
        match (&self.instructions, self.mode()) {
            (Some(text), _) => text.clone(),
            (None, Mode::Auto) => settings.context_compression.instructions.clone(),
            (None, _) => String::new(),
        }
    }
}

/// What the caller supplies: the owner's inputs read afresh (warning about anything odd), and
/// the exchange with the person.
pub trait Hooks {
    /// The owner, the settings and what a request is built from, read from disk.
    fn load(&self, owner: &OwnerId) -> Result<(Owner, Settings, Gathered)>;
    /// A full fold is about to make `calls` summarizer calls with `model` (or the offline
    /// summarizer): tell, and ask when that is many. An error cancels.
    fn confirm(&self, calls: usize, model: &str, offline: bool) -> Result<()>;
    /// `done` of `total` summarizer calls made.
    fn progress(&self, done: usize, total: usize);
    /// The summarizer calls are over (some progress was reported).
    fn progress_end(&self);
    /// Another command moved the summary: compressing again.
    fn retrying(&self);
}

/// What a compression did, and how the next request looks after it (`okbot compress --json`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub owner_id: String,
    pub dry_run: bool,
    pub advanced: bool,
    #[serde(flatten)]
    pub outcome: Outcome,
    pub first_folded_id: Option<String>,
    pub summarizer: String,
    pub method: &'static str,
    /// Tool results left out of the next request to make it fit (not written anywhere).
    pub omitted_tool_results: usize,
    pub fits: bool,
    /// The threshold the next request was measured against.
    #[serde(skip)]
    pub limit: u64,
    /// The warning when the model's summary was unusable and the offline merge wrote it.
    #[serde(skip)]
    pub fallback_warning: Option<String>,
}

/// The fields of `okbot compress --json`, in order; those of [`Outcome`] sit where `outcome`
/// is flattened. A test serialises a report and checks its keys against this list.
impl crate::output::Document for Report {
    const FIELDS: &'static [crate::output::Field] = &[
        ("ownerId", "string", "the assistant or squad"),
        ("dryRun", "boolean", "whether nothing was written (--dry-run)"),
        ("advanced", "boolean", "whether the summary now covers more of the session"),
        ("mode", "string", "auto, now, topic or overflow"),
        ("skipped", "string, absent when it ran", "why nothing was done"),
        ("summary", "string", "the summary after it"),
        ("coveredThroughId", "string or null", "the last row the summary covers, null when it did not move"),
        ("foldedMessages", "integer", "messages folded into the summary"),
        ("foldedRows", "integer", "rows folded (messages and tool rows)"),
        (
            "unreadMessages",
            "integer",
            "messages covered without being read (over contextCompression.maxFoldChars)",
        ),
        ("keep", "integer", "messages kept verbatim after the summary"),
        ("tokensBefore", "integer", "estimated tokens of the next request before"),
        ("tokensAfter", "integer", "and after"),
        ("threshold", "integer", "tokens above which the context is compressed"),
        ("summarizerCalls", "integer", "calls made to the summarizer (a model's retries included)"),
        ("partial", "boolean", "a summarizer call failed after others succeeded: coverage stopped there"),
        ("partialError", "string, absent unless partial", "why that call failed"),
        ("firstFoldedId", "string or null", "the first row folded"),
        (
            "summarizer",
            "string",
            "what wrote the summary: offline (also when the model's summary was unusable), or provider/model",
        ),
        ("method", "string", "how tokens were counted"),
        (
            "omittedToolResults",
            "integer",
            "tool results the next request leaves out to fit (nothing is deleted)",
        ),
        ("fits", "boolean", "whether the next request is under the threshold (exit 4 when not)"),
    ];
}

impl Report {
    /// Exit 4 when even after this compression the next request would not fit.
    pub fn check_fits(&self) -> Result<()> {
        if self.fits {
            return Ok(());
        }
        Err(Failure::new(
            code::CONTEXT_TOO_LONG,
            format!("the next request would still be at or over the threshold of {} tokens", self.limit),
        )
        .hint("raise contextCompression.ratio, use a model with a larger window, or start afresh with `okbot session reset`")
        .into())
    }
}

/// Run the compression `request` asks for on `owner`, with model summarizers from `summarizers`.
/// No lock while the summarizer runs (it may be a slow, paid model call): the result is
/// written under the lock only if nothing moved meanwhile; when something did (another
/// compression, an undo, a reset), the work is done again on what is there now.
pub fn run(
    root: &Root,
    clock: &Clock,
    owner: &OwnerId,
    request: &Request,
    summarizers: &dyn SummarizerSource,
    hooks: &dyn Hooks,
) -> Result<Report> {
    let mut total_calls = 0;
    let mut attempt = 0;
    loop {
        attempt += 1;
        let (owner, settings, g) = hooks.load(owner)?;
        let job = Job {
            mode: request.mode(),
            instructions: request.instructions(&settings),
            message: None,
            dry_run: request.dry_run,
            summarizers,
        };
        if request.full && !request.dry_run && attempt == 1 {
            total_calls = apply::full_calls(root, &owner.id, &settings, &g, &job)?;
            hooks.confirm(total_calls, &g.model.label(), g.model.api_format == "offline")?;
        }
        let bar = |done: usize| {
            if total_calls > 0 {
                hooks.progress(done, total_calls);
            }
        };
        let reach = Reach { full: request.full, progress: Some(&bar) };
        let prepared =
            apply::prepare_with(root, &owner.id, &settings, &g, &g.live.entries, clock, &job, &reach)?;
        if let Some(applied) = commit_unless_stale(root, &owner.id, prepared, request.dry_run)? {
            if total_calls > 0 {
                hooks.progress_end();
            }
            return Ok(report(root, &owner, &settings, &g, applied, request.dry_run));
        }
        if attempt == MAX_ATTEMPTS {
            return Err(gave_up(&owner.id));
        }
        hooks.retrying();
    }
}

/// Write a prepared compression under the owner lock unless it is stale (`None`). A dry run
/// writes nothing and is never stale.
fn commit_unless_stale(
    root: &Root,
    owner: &OwnerId,
    prepared: apply::Prepared,
    dry_run: bool,
) -> Result<Option<Applied>> {
    if dry_run {
        return Ok(Some(apply::unwritten(prepared)));
    }
    let lock = root.lock_owner(owner)?;
    apply::commit_if_current(root, &lock, prepared)
}

fn gave_up(owner: &OwnerId) -> anyhow::Error {
    Failure::general(format!(
        "the summary changed while this compression ran, {MAX_ATTEMPTS} times; nothing was written"
    ))
    .hint("other okbot commands keep compressing, undoing or resetting this session")
    .hint(format!("run `okbot compress -a {owner}` again when they are done"))
    .into()
}

/// The report, with what the next request would look like after this compression.
fn report(
    root: &Root,
    owner: &Owner,
    settings: &Settings,
    g: &Gathered,
    applied: Applied,
    dry_run: bool,
) -> Report {
    let out = &applied.outcome;
    let start = out.covered_index.map_or(0, |i| i + 1);
    let mut inputs = g.inputs.clone();
    inputs.summary = (!out.summary.is_empty()).then(|| out.summary.clone());
    let rows = g.live.entries[start..].iter().map(|(_, e)| e);
    let mut next = view::build(&inputs, rows, None, &settings.pruning);
    let counter = counts::counter(root, &owner.id, &g.model.model_id);
    let limit = threshold(g.model.context_window, settings.context_compression.ratio);
    let (omitted, fits) = view::fit(&mut next, &counter, limit);
    if !dry_run && out.advanced() {
        // The new summary's block, counted here, is what the next `context show` asks for.
        counts::keep_counts(root, &owner.id, &counter);
    }
    Report {
        owner_id: owner.id.to_string(),
        dry_run,
        advanced: out.advanced(),
        first_folded_id: applied.first_folded.clone(),
        fallback_warning: applied.fallback_warning(),
        summarizer: applied.summarizer.clone(),
        method: counter.method(),
        omitted_tool_results: omitted,
        fits,
        limit,
        outcome: applied.outcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_fields_are_the_report_s_keys_in_order() {
        use crate::output::Document;
        let outcome = Outcome {
            mode: super::super::Mode::Now,
            skipped: Some("nothing to fold".into()),
            summary: String::new(),
            covered_index: None,
            covered_through_id: None,
            folded_messages: 0,
            folded_rows: 0,
            unread_messages: 0,
            covered_offset: None,
            keep: 0,
            tokens_before: 0,
            tokens_after: 0,
            threshold: 0,
            summarizer_calls: 0,
            partial: true,
            partial_error: Some("no".into()),
        };
        let report = Report {
            owner_id: "bot_1".into(),
            dry_run: false,
            advanced: false,
            outcome,
            first_folded_id: None,
            summarizer: "offline".into(),
            method: "estimate",
            omitted_tool_results: 0,
            fits: true,
            limit: 0,
            fallback_warning: None,
        };
        let value = serde_json::to_value(&report).unwrap();
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        let names: Vec<&str> = Report::FIELDS.iter().map(|f| f.0).collect();
        assert_eq!(keys, names);
    }

    #[test]
    fn the_flags_pick_the_mode() {
        let r = |new_topic, now, full| Request { new_topic, now, full, ..Request::default() };
        assert_eq!(r(false, false, false).mode(), Mode::Auto);
        assert_eq!(r(false, true, false).mode(), Mode::Now);
        assert_eq!(r(false, false, true).mode(), Mode::Now, "--full compresses now");
        assert_eq!(r(true, false, true).mode(), Mode::Topic);
    }

    #[test]
    fn only_an_automatic_compression_takes_the_instructions_setting() {
        let (mut settings, _) = Settings::from_raw(&serde_json::json!({})).unwrap();
        settings.context_compression.instructions = "keep ids".into();
        let auto = Request::default();
        assert_eq!(auto.instructions(&settings), "keep ids");
        let now = Request { now: true, ..Request::default() };
        assert_eq!(now.instructions(&settings), "");
        let given = Request { now: true, instructions: Some("be brief".into()), ..Request::default() };
        assert_eq!(given.instructions(&settings), "be brief");
    }
}
