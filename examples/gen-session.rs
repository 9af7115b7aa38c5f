//! Benchmark data: a data root with one assistant whose `session.jsonl` holds N envelope-v2 rows.
//!
//! `cargo run --release --example gen-session -- ROOT N [SEED] [--summary-tail K]`
//!
//! ROOT must not exist or be an empty folder. It gets settings.json, bots.json (one assistant,
//! `bot_20261129_001` named Bench), squads.json, memory.md, and `bot_20261129_001/` with bot.json,
//! SOUL.md, memory.md and session.jsonl. Rows look like a real chat: user and assistant messages
//! of 50–400 characters (some with quotes, line breaks and non-ASCII text), tool call / tool result
//! pairs (`evt_<ULID>`), provider usage on assistant rows, and now and then a hidden schedule
//! trigger. The same SEED (default 1) gives the same file. Used by `scripts/bench.sh`.
//!
//! `--summary-tail K` also writes `bot_20261129_001/session-summary.json`: a rolling summary
//! whose coverage (`coveredThroughId`, with the `coveredThroughOffset` byte hint) is the last
//! user/assistant message at least K rows before the end, so about K rows stay live — the
//! state a long-running assistant is in after its compressions. The covered id, its offset and
//! the number of live rows are printed on stderr.

use std::fmt::Write as _;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use chrono::{DateTime, SecondsFormat};
use ulid::Ulid;

use okbot::roster::{BotEntry, BotFile};
use okbot::store::MEMORY_HEADER;

const BOT_ID: &str = "bot_20261129_001";
const BOT_NAME: &str = "Bench";
/// 2026-01-01T00:00:00Z; rows are spaced 1–90 s apart from here.
const START_MS: i64 = 1_767_225_600_000;

/// Words of the fake text, split on whitespace.
const WORDS: &str = "\
    the a to and of in is it that for on with as this be can you we will not are from or at if \
    but so then file session memory assistant schedule task note summary context token cron \
    backup report meeting draft email budget review deadline travel recipe garden invoice \
    project release branch commit server latency weekend tomorrow morning evening quickly \
    carefully probably already remember please thanks update check write read move plan list \
    compare explain short longer version numbers because before after again";
const SPICE: &[&str] = &["café", "naïve", "Zürich", "日本語", "emoji 🙂", "\"quoted\"", "back\\slash", "50%"];
const TOOLS: &[&str] = &["web_search", "read_file", "manage_task_progress", "manage_note", "manage_schedule"];

/// Counts the bytes written through it (the byte offset of the next row).
struct Counting<W: Write> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counting<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// xorshift64*: fast, deterministic, good enough for fake text.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

struct Gen<W: Write> {
    out: Counting<W>,
    words: Vec<&'static str>,
    rng: Rng,
    ms: i64,
    text: String,
    call_seq: u64,
    /// Index of the next row.
    row: u64,
    /// Rows with an index up to this one may become the coverage (`--summary-tail`).
    cover_through_row: Option<u64>,
    /// The newest such user/assistant message: (id, byte offset of its line, row index).
    covered: Option<(String, u64, u64)>,
    /// The id of the row being written.
    id: String,
}

impl<W: Write> Gen<W> {
    /// Text of 50–400 characters (counted as it grows: recounting would dominate the run time).
    fn fill_text(&mut self) {
        fn push(text: &mut String, count: &mut usize, piece: &str) {
            text.push_str(piece);
            *count += piece.chars().count();
        }
        let target = self.rng.range(50, 400) as usize;
        self.text.clear();
        let mut count = 0;
        let mut sentence_start = true;
        // Stop a few characters past the target so trimming the end cannot fall below it.
        while count < target + 3 {
            let word = if self.rng.chance(3) { self.rng.pick(SPICE) } else { self.rng.pick(&self.words) };
            if !self.text.is_empty() && !self.text.ends_with('\n') {
                push(&mut self.text, &mut count, " ");
            }
            let mut chars = word.chars();
            if sentence_start && let Some(first) = chars.next() {
                for upper in first.to_uppercase() {
                    push(&mut self.text, &mut count, upper.encode_utf8(&mut [0u8; 4]));
                }
            }
            push(&mut self.text, &mut count, chars.as_str());
            sentence_start = self.rng.chance(8);
            if sentence_start {
                push(&mut self.text, &mut count, if self.rng.chance(15) { ".\n\n" } else { "." });
            }
        }
        let end = self.text.char_indices().nth(target).map_or(self.text.len(), |(i, _)| i);
        self.text.truncate(end);
        while self.text.ends_with(char::is_whitespace) {
            self.text.pop();
            self.text.push('.');
        }
    }

    /// `{"v":2,"id":"PREFIX_<ULID>","createdAt":"…","item":` — the caller writes the rest.
    fn open_row(&mut self, prefix: &str) -> io::Result<()> {
        self.row += 1;
        self.ms += self.rng.range(1_000, 90_000) as i64;
        let ulid = Ulid::from_parts(
            self.ms as u64,
            (u128::from(self.rng.next()) << 64) | u128::from(self.rng.next()),
        );
        let at = DateTime::from_timestamp_millis(self.ms).expect("a time in range");
        self.id.clear();
        write!(self.id, "{prefix}_{ulid}").expect("writing to a String");
        write!(
            self.out,
            r#"{{"v":2,"id":"{}","createdAt":"{}","item":"#,
            self.id,
            at.to_rfc3339_opts(SecondsFormat::Millis, true)
        )
    }

    fn message(&mut self, role: &str, meta_extra: &str) -> io::Result<()> {
        self.fill_text();
        let offset = self.out.bytes;
        self.open_row("msg")?;
        let index = self.row - 1;
        if self.cover_through_row.is_some_and(|last| index <= last) {
            self.covered = Some((self.id.clone(), offset, index));
        }
        write!(self.out, r#"{{"type":"message","role":"{role}","content":"#)?;
        serde_json::to_writer(&mut self.out, &self.text)?;
        writeln!(self.out, r#"}},"meta":{{"uiRole":"{role}"{meta_extra}}}}}"#)
    }

    fn hidden_trigger(&mut self) -> io::Result<()> {
        self.open_row("msg")?;
        let job = Ulid::from_parts(self.ms as u64, u128::from(self.rng.next()));
        write!(self.out, r#"{{"type":"message","role":"user","content":"#)?;
        serde_json::to_writer(&mut self.out, "Scheduled job: send the weekly status report.")?;
        writeln!(
            self.out,
            r#"}},"meta":{{"uiRole":"user","hidden":true,"trigger":{{"kind":"schedule","jobId":"sched_{job}"}}}}}}"#
        )
    }

    fn tool_pair(&mut self, run: &str) -> io::Result<()> {
        self.call_seq += 1;
        let call = format!("call_{:08x}", self.call_seq);
        let name = self.rng.pick(TOOLS);
        let query = format!("{} {}", self.rng.pick(&self.words), self.rng.pick(&self.words));
        let arguments = serde_json::json!({ "query": query, "limit": self.rng.range(1, 10) }).to_string();
        self.open_row("evt")?;
        write!(self.out, r#"{{"type":"function_call","callId":"{call}","name":"{name}","arguments":"#)?;
        serde_json::to_writer(&mut self.out, &arguments)?;
        writeln!(self.out, r#"}},"meta":{{"runId":"{run}"}}}}"#)?;

        self.fill_text();
        let status = if self.rng.chance(5) { "failed" } else { "completed" };
        self.open_row("evt")?;
        write!(
            self.out,
            r#"{{"type":"function_call_result","callId":"{call}","name":"{name}","status":"{status}","output":"#
        )?;
        serde_json::to_writer(&mut self.out, &self.text)?;
        writeln!(self.out, r#"}},"meta":{{"runId":"{run}"}}}}"#)
    }

    /// Exactly `n` rows: turns of [hidden trigger] user, [tool call, tool result]…, assistant.
    fn rows(&mut self, n: u64) -> io::Result<()> {
        let mut written = 0u64;
        while written < n {
            if self.rng.chance(2) {
                self.hidden_trigger()?;
            } else {
                self.message("user", "")?;
            }
            written += 1;
            let run = format!("run_{}", Ulid::from_parts(self.ms as u64, u128::from(self.rng.next())));
            let tools = if self.rng.chance(30) { self.rng.range(1, 2) } else { 0 };
            for _ in 0..tools {
                if written + 2 >= n {
                    break;
                }
                self.tool_pair(&run)?;
                written += 2;
            }
            if written < n {
                let input = self.rng.range(2_000, 60_000);
                let output = self.rng.range(20, 400);
                let cache = input / 2;
                let meta = format!(
                    r#","runId":"{run}","usage":{{"input":{input},"output":{output},"cache":{cache}}}"#
                );
                self.message("assistant", &meta)?;
                written += 1;
            }
        }
        Ok(())
    }
}

fn private_dir(path: &Path) -> io::Result<()> {
    fs::DirBuilder::new().recursive(true).mode(0o700).create(path)
}

fn private_file(path: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).create_new(true).mode(0o600).open(path)
}

fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    private_file(path)?.write_all(bytes)
}

fn pretty<T: serde::Serialize>(value: &T) -> io::Result<Vec<u8>> {
    let mut bytes = serde_json::to_vec_pretty(value)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// The coverage `--summary-tail` wrote: the covered id, its byte offset, the live rows after it.
struct Coverage {
    id: String,
    offset: u64,
    live_rows: u64,
}

/// A summary in the structured shape of DESIGN §4.5, about 1 500 characters.
fn summary_text() -> String {
    let mut text = String::from(
        "## Goal\n- Keep the weekly status report, the travel plan and the garden budget moving.\n\n\
         ## Decisions & conventions\n- Reports go out on Friday mornings; drafts live in `~/notes/report-draft.md`.\n\
         - Budget figures are in EUR, rounded to the euro.\n\n## Paths & commands\n\
         - `okbot session show --limit 20`, `~/projects/garden/invoice-2026-03.pdf`\n\n## Open items\n",
    );
    for i in 1..=12 {
        text.push_str(&format!(
            "- Item {i}: review the draft, check the numbers, confirm the deadline with the team.\n"
        ));
    }
    text.push_str("\n## Other\n- The user prefers short answers and likes café recommendations in Zürich.");
    text
}

fn generate(root: &Path, n: u64, seed: u64, summary_tail: Option<u64>) -> io::Result<Option<Coverage>> {
    if root.exists() && fs::read_dir(root)?.next().is_some() {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!("`{}` is not empty; give a new folder", root.display()),
        ));
    }
    let stamp = "2026-11-29T23:00:00.000Z";
    private_dir(root)?;
    write_file(&root.join("settings.json"), &pretty(&okbot::settings::default_document())?)?;
    let entry = BotEntry {
        id: BOT_ID.into(),
        name: BOT_NAME.into(),
        description: "Benchmark assistant".into(),
        extra: Default::default(),
    };
    write_file(&root.join("bots.json"), &pretty(&[entry])?)?;
    write_file(&root.join("squads.json"), b"[]\n")?;
    write_file(&root.join("memory.md"), MEMORY_HEADER.as_bytes())?;
    private_dir(&root.join("logs"))?;

    let bot_dir = root.join(BOT_ID);
    private_dir(&bot_dir)?;
    write_file(&bot_dir.join("bot.json"), &pretty(&BotFile::new(BOT_ID, "🤖", "#4f46e5", stamp))?)?;
    let soul = okbot::roster::soul_template(BOT_NAME, "Benchmark assistant");
    write_file(&bot_dir.join("SOUL.md"), soul.as_bytes())?;
    write_file(&bot_dir.join("memory.md"), MEMORY_HEADER.as_bytes())?;

    let file = private_file(&bot_dir.join("session.jsonl"))?;
    let mut generator = Gen {
        out: Counting { inner: BufWriter::with_capacity(1 << 20, file), bytes: 0 },
        words: WORDS.split_whitespace().collect(),
        rng: Rng(seed.max(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
        ms: START_MS,
        text: String::with_capacity(512),
        call_seq: 0,
        row: 0,
        cover_through_row: summary_tail.and_then(|k| n.checked_sub(k + 1)),
        covered: None,
        id: String::with_capacity(32),
    };
    generator.rows(n)?;
    generator.out.flush()?;
    let Some((id, offset, index)) = generator.covered else {
        return Ok(None);
    };
    let updated_at = DateTime::from_timestamp_millis(generator.ms)
        .expect("a time in range")
        .to_rfc3339_opts(SecondsFormat::Millis, true);
    let summary = serde_json::json!({
        "summary": summary_text(),
        "coveredThroughId": id,
        "updatedAt": updated_at,
        "coveredThroughOffset": offset,
        "compactions": 1,
    });
    write_file(&bot_dir.join("session-summary.json"), &pretty(&summary)?)?;
    Ok(Some(Coverage { id, offset, live_rows: n - index - 1 }))
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut summary_tail = None;
    if let Some(i) = args.iter().position(|a| a == "--summary-tail") {
        let value = args.get(i + 1).and_then(|k| k.parse::<u64>().ok());
        let Some(k) = value else {
            eprintln!("gen-session: --summary-tail needs a number of rows");
            return ExitCode::from(2);
        };
        summary_tail = Some(k);
        args.drain(i..i + 2);
    }
    let parsed = match args.as_slice() {
        [root, n] => n.parse::<u64>().ok().map(|n| (PathBuf::from(root), n, 1)),
        [root, n, seed] => {
            n.parse::<u64>().ok().zip(seed.parse::<u64>().ok()).map(|(n, s)| (PathBuf::from(root), n, s))
        }
        _ => None,
    };
    let Some((root, n, seed)) = parsed else {
        eprintln!(
            "usage: gen-session ROOT N [SEED] [--summary-tail K]   (N rows in ROOT/{BOT_ID}/session.jsonl)"
        );
        return ExitCode::from(2);
    };
    let started = std::time::Instant::now();
    let coverage = match generate(&root, n, seed, summary_tail) {
        Ok(coverage) => coverage,
        Err(e) => {
            eprintln!("gen-session: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let bytes = fs::metadata(root.join(BOT_ID).join("session.jsonl")).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "gen-session: {n} rows, {:.1} MiB in {:.2?} → {}",
        bytes as f64 / (1 << 20) as f64,
        started.elapsed(),
        root.display()
    );
    match (coverage, summary_tail) {
        (Some(c), _) => eprintln!(
            "gen-session: summary covers through {} (byte {}), {} live rows after it",
            c.id, c.offset, c.live_rows
        ),
        (None, Some(k)) => eprintln!("gen-session: no message {k} rows before the end; no summary written"),
        (None, None) => {}
    }
    ExitCode::SUCCESS
}
