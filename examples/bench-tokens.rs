//! Benchmark the token estimates (DESIGN §4.3) against raw tiktoken-rs.
//!
//! `cargo run --release --example bench-tokens -- load`
//!     Time `tiktoken_rs::o200k_base()` once, as the first count of an okbot process pays it,
//!     and print `load_ms X`. Run it a few times: each run is a fresh process.
//!
//! `cargo run --release --example bench-tokens -- throughput ROOT [REPS]`
//!     ROOT is a data root made by `examples/gen-session.rs` (one assistant). Its inputs and
//!     transcript are gathered the way `okbot context show` gathers them and the request is built
//!     with `okbot::context::view::build`. Once the encoder is loaded, the items are cut into
//!     chunks of 100 and every chunk is timed REPS times (default 15) on each path, the paths
//!     taking turns:
//!       (a) okbot's estimate: `okbot::context::view::count` on a view of the chunk (every item
//!           with its per-message overhead; the instruction blocks are counted once on top);
//!       (b) raw tiktoken-rs: `encode_ordinary(...).len()` on a separately loaded `o200k_base()`
//!           over the same item texts (message text, tool name + arguments, tool output);
//!       (c) raw tiktoken-rs over the same texts plus each message's role (what (a) also counts);
//!       (d) `okbot::tokens::Counter::count` over the texts of (b): okbot's encoder instance
//!           without the item walk, so (a) vs (d) is okbot's bookkeeping, (b) vs (d) the instance.
//!     A path's time is the sum over chunks of each chunk's fastest run: on a shared machine the
//!     medians of whole passes wander by ±15 %, this estimate by a few %. Throughput is item text
//!     bytes over that time, so the ratio (b)/(a) is what okbot's bookkeeping costs over the
//!     encoder itself. Also given, as medians of whole passes: `view::count` and raw encoding of
//!     the whole view, `view::build` (the projection) and `LiveEstimate::new` (projection +
//!     per-row counts, what `okbot compress` does). A table goes to stderr, one machine-readable
//!     line to stdout: `items N bytes B okbot_ms … okbot_mbps X raw_mbps Y … ratio R …`.
//!
//! Used by `scripts/bench.sh`; it reports, it is not a test.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use okbot::context::Sourced;
use okbot::context::gather;
use okbot::context::view::{self, LiveEstimate, View};
use okbot::message::ModelItem;
use okbot::store::Root;
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

/// Median of some durations.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Items per timed chunk: about 0.5 ms of encoding, short enough that most repetitions of a chunk
/// run without being preempted on a busy machine.
const CHUNK: usize = 100;
/// Rounds of the whole-view figures (medians, for information).
const WHOLE_ROUNDS: usize = 5;

fn throughput(root: PathBuf, reps: usize) -> Result<()> {
    let root = Root::locate(Some(&root))?;
    let roster = okbot::roster::io::load(&root)?;
    let owner = roster.default_owner(None)?;
    let settings = okbot::settings::io::load(&root, "2026-11-29T23:00:00.000Z")?.settings;
    let g = gather::gather(
        &root,
        &roster,
        &owner,
        &settings,
        &okbot::tools::notes(&settings),
        chrono::Utc::now(),
    )?;
    let entries: Vec<_> = g.live.entries.iter().map(|(_, e)| e.clone()).collect();
    let built = view::build(&g.inputs, &entries, None, &settings.pruning);
    let counter = Counter::for_model("gpt-4o-mini");
    let items: &[Sourced] = &built.items;

    // The same texts for the raw encoder, per chunk, gathered once (not timed).
    fn role_of(s: &Sourced) -> Option<&str> {
        match &s.item {
            ModelItem::Message { role, .. } => Some(role.as_str()),
            _ => None,
        }
    }
    let chunk_views: Vec<View> = items
        .chunks(CHUNK)
        .map(|c| View { blocks: Vec::new(), instructions: String::new(), items: c.to_vec(), message: None })
        .collect();
    let chunk_texts: Vec<Vec<&str>> =
        items.chunks(CHUNK).map(|c| c.iter().flat_map(|s| texts(&s.item)).collect()).collect();
    let chunk_roles: Vec<Vec<&str>> =
        items.chunks(CHUNK).map(|c| c.iter().filter_map(role_of).collect()).collect();
    // The instruction blocks alone, which (a) also counts once per request.
    let blocks_only = View {
        blocks: built.blocks.clone(),
        instructions: built.instructions.clone(),
        items: Vec::new(),
        message: None,
    };
    let bytes: usize = chunk_texts.iter().flatten().map(|t| t.len()).sum();

    // Load both encoders before anything is timed.
    let started = Instant::now();
    counter.count("warm up");
    let okbot_load = started.elapsed();
    let raw = tiktoken_rs::o200k_base().context("o200k_base")?;
    black_box(raw.encode_ordinary("warm up"));

    // Chunked minimums: every chunk is timed `reps` times on each path, the paths taking turns
    // (in a rotating order); the cost of a path is the sum over chunks of each chunk's fastest
    // time, which leaves out the preemptions and cache upsets of a shared machine.
    let mut best = vec![[Duration::MAX; 4]; chunk_views.len()];
    let mut blocks_best = Duration::MAX;
    let mut tokens = [0usize; 4];
    for rep in 0..reps.max(1) {
        for (c, chunk) in chunk_views.iter().enumerate() {
            for k in 0..4 {
                let which = (k + rep + c) % 4;
                let started = Instant::now();
                let n = match which {
                    0 => view::count(black_box(chunk), &counter).items_total,
                    1 => chunk_texts[c].iter().map(|t| raw.encode_ordinary(t).len()).sum(),
                    2 => chunk_texts[c]
                        .iter()
                        .chain(&chunk_roles[c])
                        .map(|t| raw.encode_ordinary(t).len())
                        .sum(),
                    _ => chunk_texts[c].iter().map(|t| counter.count(t)).sum(),
                };
                let took = started.elapsed();
                best[c][which] = best[c][which].min(took);
                if rep == 0 {
                    tokens[which] += n;
                }
            }
        }
        let started = Instant::now();
        black_box(view::count(black_box(&blocks_only), &counter));
        blocks_best = blocks_best.min(started.elapsed());
    }
    let sum = |which: usize| best.iter().map(|b| b[which]).sum::<Duration>();
    let (okbot_t, raw_t, role_t, counter_t) = (sum(0) + blocks_best, sum(1), sum(2), sum(3));

    // Sanity: okbot's item total is the raw count + roles + the per-message overhead.
    let role_tokens = tokens[2] - tokens[1];
    let expected = tokens[1] + role_tokens + okbot::tokens::PER_MESSAGE * items.len();
    if tokens[0] != expected {
        eprintln!("bench-tokens: warning: okbot counted {} item tokens, raw gives {expected}", tokens[0]);
    }

    // Whole-view figures, for information: medians of a few rounds.
    let mut whole = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
    let plain: Vec<&str> = chunk_texts.iter().flatten().copied().collect();
    for _ in 0..WHOLE_ROUNDS {
        let started = Instant::now();
        black_box(view::count(black_box(&built), &counter));
        whole[0].push(started.elapsed());
        let started = Instant::now();
        black_box(plain.iter().map(|t| raw.encode_ordinary(t).len()).sum::<usize>());
        whole[1].push(started.elapsed());
        let started = Instant::now();
        black_box(view::build(&g.inputs, black_box(&entries), None, &settings.pruning));
        whole[2].push(started.elapsed());
        let started = Instant::now();
        black_box(LiveEstimate::new(
            counter.clone(),
            &g.inputs,
            black_box(&entries),
            None,
            &settings.pruning,
        ));
        whole[3].push(started.elapsed());
    }
    let [w_okbot, w_raw, w_build, w_live] = whole.map(median);

    let mbps = |d: Duration| bytes as f64 / 1e6 / d.as_secs_f64();
    eprintln!(
        "bench-tokens: {} rows → {} items in {} chunks of ≤ {CHUNK}, {:.2} MB of item text, {} tokens \
         (+{role_tokens} role, +{} overhead); sums of per-chunk minimums over {reps} repetitions",
        entries.len(),
        items.len(),
        chunk_views.len(),
        bytes as f64 / 1e6,
        tokens[1],
        okbot::tokens::PER_MESSAGE * items.len()
    );
    eprintln!("  encoder load in okbot::tokens::Counter     {:9.2} ms", ms(okbot_load));
    let row = |label: &str, d: Duration| eprintln!("  {label:<42} {:9.2} ms  {:7.2} MB/s", ms(d), mbps(d));
    row("(a) okbot view::count (+ blocks once)", okbot_t);
    row("(b) raw encode_ordinary, same texts", raw_t);
    row("(c) raw encode_ordinary, + roles", role_t);
    row("(d) okbot Counter::count, texts of (b)", counter_t);
    eprintln!("  whole view, medians of {WHOLE_ROUNDS}:");
    row("view::count", w_okbot);
    row("raw encode_ordinary", w_raw);
    eprintln!("  {:<42} {:9.2} ms", "view::build (projection only)", ms(w_build));
    eprintln!("  {:<42} {:9.2} ms", "LiveEstimate::new (projection + count)", ms(w_live));
    let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64();
    println!(
        "items {} bytes {bytes} okbot_ms {:.3} raw_ms {:.3} raw_role_ms {:.3} counter_ms {:.3} okbot_mbps {:.3} \
         raw_mbps {:.3} raw_role_mbps {:.3} counter_mbps {:.3} ratio {:.3} ratio_role {:.3} ratio_counter {:.3} \
         whole_okbot_ms {:.3} whole_raw_ms {:.3} whole_ratio {:.3} build_ms {:.3} live_ms {:.3}",
        items.len(),
        ms(okbot_t),
        ms(raw_t),
        ms(role_t),
        ms(counter_t),
        mbps(okbot_t),
        mbps(raw_t),
        mbps(role_t),
        mbps(counter_t),
        ratio(raw_t, okbot_t),
        ratio(role_t, okbot_t),
        ratio(counter_t, okbot_t),
        ms(w_okbot),
        ms(w_raw),
        ratio(w_raw, w_okbot),
        ms(w_build),
        ms(w_live),
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
        ["throughput", root] => throughput(PathBuf::from(root), 15),
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
