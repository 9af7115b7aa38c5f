//! Benchmark the token estimates (DESIGN §4.3) against raw tiktoken-rs.
//!
//! `cargo run --release --example bench-tokens -- load`
//!     Time `tiktoken_rs::o200k_base()` once, as the first count of an okbot process pays it,
//!     and print `load_ms X`. Run it a few times: each run is a fresh process.
//!
//! `cargo run --release --example bench-tokens -- throughput ROOT [ROUNDS]`
//!     ROOT is a data root made by `examples/gen-session.rs` (one assistant). Its inputs and
//!     transcript are gathered the way `okbot context show` gathers them, the request is built
//!     with `okbot::context::view::build`, and once the encoder is loaded, ROUNDS rounds (default
//!     7) each time
//!       (a) okbot's estimate: `okbot::context::view::count` on that view (every block, the
//!           instruction text, every item with its per-message overhead);
//!       (b) raw tiktoken-rs: `encode_ordinary(...).len()` on a separately loaded `o200k_base()`
//!           over the same item texts (message text, tool name + arguments, tool output);
//!       (c) raw tiktoken-rs over the same texts plus each message's role (what (a) also counts).
//!     Throughput is the item text bytes over the time, so the ratio (a)/(b) is what okbot's
//!     bookkeeping costs over the encoder itself. Also timed: `view::build` (the projection),
//!     and `LiveEstimate::new` (projection + per-row counts, what `okbot compress` does).
//!     Prints a table on stderr and one machine-readable line on stdout:
//!     `items N bytes B okbot_mbps X raw_mbps Y raw_role_mbps Z ratio R ratio_role R2 …`.
//!
//! Used by `scripts/bench.sh`; it reports, it is not a test.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use okbot::context::gather;
use okbot::context::view::{self, LiveEstimate};
use okbot::context::{ModelItem, Sourced};
use okbot::store::{self, Root};
use okbot::tokens::Counter;

fn load() {
    let started = Instant::now();
    let bpe = tiktoken_rs::o200k_base().expect("the o200k_base tables are built in");
    let elapsed = started.elapsed();
    black_box(&bpe);
    println!("load_ms {:.3}", ms(elapsed));
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The texts an item's estimate encodes, without the role (the raw baseline).
fn texts(item: &ModelItem) -> Vec<&str> {
    match item {
        ModelItem::Message { text, .. } => vec![text],
        ModelItem::ToolCall { name, arguments, .. } => vec![name, arguments],
        ModelItem::ToolResult { output, .. } => vec![output],
    }
}

/// Minimum and median of some durations.
fn min_median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[0], times[times.len() / 2])
}

fn throughput(root: PathBuf, rounds: usize) -> Result<()> {
    let root = Root::locate(Some(&root))?;
    let roster = store::roster::load(&root)?;
    let owner = roster.default_owner(None)?;
    let settings = store::settings::load(&root, "2026-11-29T23:00:00.000Z")?.settings;
    let g = gather::gather(&root, &roster, &owner, &settings, chrono::Utc::now())?;
    let entries: Vec<_> = g.live.entries.iter().map(|(_, e)| e.clone()).collect();
    let built = view::build(&g.inputs, &entries, None, &settings.pruning);
    let counter = Counter::for_model("gpt-4o-mini");

    // The same texts for the raw encoder, gathered once (not timed).
    let items: &[Sourced] = &built.items;
    let plain: Vec<&str> = items.iter().flat_map(|s| texts(&s.item)).collect();
    let roles: Vec<&str> = items
        .iter()
        .filter_map(|s| match &s.item {
            ModelItem::Message { role, .. } => Some(role.as_str()),
            _ => None,
        })
        .collect();
    let bytes: usize = plain.iter().map(|t| t.len()).sum();

    // Load both encoders before anything is timed.
    let started = Instant::now();
    counter.count("warm up");
    let okbot_load = started.elapsed();
    let raw = tiktoken_rs::o200k_base().context("o200k_base")?;
    black_box(raw.encode_ordinary("warm up"));

    let mut t_okbot = Vec::new();
    let mut t_raw = Vec::new();
    let mut t_raw_role = Vec::new();
    let mut t_build = Vec::new();
    let mut t_live = Vec::new();
    let mut okbot_items = 0usize;
    let mut raw_tokens = 0usize;
    let mut role_tokens = 0usize;
    // Rounds take turns over the measurements, so a burst of load hits all of them alike.
    for _ in 0..rounds.max(1) {
        let started = Instant::now();
        let tokens = view::count(black_box(&built), &counter);
        t_okbot.push(started.elapsed());
        okbot_items = tokens.items_total;

        let started = Instant::now();
        let mut n = 0;
        for text in black_box(&plain) {
            n += raw.encode_ordinary(text).len();
        }
        t_raw.push(started.elapsed());
        raw_tokens = n;

        let started = Instant::now();
        let mut n = 0;
        for text in black_box(&plain).iter().chain(black_box(&roles)) {
            n += raw.encode_ordinary(text).len();
        }
        t_raw_role.push(started.elapsed());
        role_tokens = n - raw_tokens;

        let started = Instant::now();
        let v = view::build(&g.inputs, black_box(&entries), None, &settings.pruning);
        t_build.push(started.elapsed());
        black_box(v);

        let started = Instant::now();
        let live = LiveEstimate::new(counter, &g.inputs, black_box(&entries), None, &settings.pruning);
        t_live.push(started.elapsed());
        black_box(live);
    }
    let (okbot_min, okbot_med) = min_median(t_okbot);
    let (raw_min, raw_med) = min_median(t_raw);
    let (role_min, role_med) = min_median(t_raw_role);
    let (_, build_med) = min_median(t_build);
    let (_, live_med) = min_median(t_live);
    let mbps = |d: Duration| bytes as f64 / 1e6 / d.as_secs_f64();

    // Sanity: okbot's item total is the raw count + roles + the per-message overhead.
    let expected = raw_tokens + role_tokens + okbot::tokens::PER_MESSAGE * items.len();
    if okbot_items != expected {
        eprintln!("bench-tokens: warning: okbot counted {okbot_items} item tokens, raw gives {expected}");
    }

    eprintln!(
        "bench-tokens: {} rows → {} items, {:.2} MB of item text, {raw_tokens} tokens (+{role_tokens} role, \
         +{} overhead); {rounds} rounds, medians (min)",
        entries.len(),
        items.len(),
        bytes as f64 / 1e6,
        okbot::tokens::PER_MESSAGE * items.len()
    );
    eprintln!("  encoder load in okbot::tokens::Counter   {:9.2} ms", ms(okbot_load));
    let row = |label: &str, med: Duration, min: Duration| {
        eprintln!("  {label:<40} {:9.2} ms ({:8.2})  {:7.2} MB/s", ms(med), ms(min), mbps(med));
    };
    row("(a) okbot view::count", okbot_med, okbot_min);
    row("(b) raw encode_ordinary, same texts", raw_med, raw_min);
    row("(c) raw encode_ordinary, + roles", role_med, role_min);
    eprintln!("  {:<40} {:9.2} ms", "view::build (projection only)", ms(build_med));
    eprintln!("  {:<40} {:9.2} ms", "LiveEstimate::new (projection + count)", ms(live_med));
    println!(
        "items {} bytes {bytes} okbot_ms {:.3} raw_ms {:.3} raw_role_ms {:.3} build_ms {:.3} live_ms {:.3} \
         okbot_mbps {:.3} raw_mbps {:.3} raw_role_mbps {:.3} ratio {:.3} ratio_role {:.3} ratio_min {:.3}",
        items.len(),
        ms(okbot_med),
        ms(raw_med),
        ms(role_med),
        ms(build_med),
        ms(live_med),
        mbps(okbot_med),
        mbps(raw_med),
        mbps(role_med),
        raw_med.as_secs_f64() / okbot_med.as_secs_f64(),
        role_med.as_secs_f64() / okbot_med.as_secs_f64(),
        raw_min.as_secs_f64() / okbot_min.as_secs_f64(),
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["load"] => {
            load();
            Ok(())
        }
        ["throughput", root] => throughput(PathBuf::from(root), 7),
        ["throughput", root, rounds] => match rounds.parse() {
            Ok(r) => throughput(PathBuf::from(root), r),
            Err(_) => Err(anyhow::anyhow!("ROUNDS must be a number")),
        },
        _ => {
            eprintln!("usage: bench-tokens load | bench-tokens throughput ROOT [ROUNDS]");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-tokens: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
