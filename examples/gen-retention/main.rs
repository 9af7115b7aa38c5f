//! Summary retention benchmark driver (issue #13).
//!
//! `cargo run --release --example gen-retention -- OKBOT WORKDIR [SEED…] [--messages N] [--per-kind K] [--step S] [--max-chars C] [--style a|b]`
//!
//! For each SEED (default 1 2 3 4 5) it writes one long synthetic conversation (see
//! `convo.rs`; the last seed's conversation is Chinese, the others English; `--style b` is the
//! second, independently written set of shapes, the held-out check) into a fresh data
//! root under WORKDIR with the offline model and `contextCompression.summaryMaxChars` C (default 2000),
//! appends it S messages at a time (default 20) running `okbot compress --now` after each batch,
//! then reads `okbot context show` and counts the seeded facts found there verbatim. Prints one
//! line per conversation and per kind, `retention overall P`, `retention ceiling Q` (the share of
//! facts a summary holding only their needles, shortest first, would keep within C: see
//! `convo::ceiling`), `max summary chars C`, and the
//! total seconds spent in `okbot compress` (`compress seconds T over R runs`).

use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod convo;

fn okbot(bin: &str, root: &Path, args: &[&str], stdin: Option<&str>) -> Result<String, String> {
    let mut cmd = Command::new(bin);
    cmd.args(args)
        .env("OKBOT_HOME", root)
        .env("OKBOT_NOW", "2026-11-30T12:00:00Z")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("cannot run {bin}: {e}"))?;
    if let Some(input) = stdin {
        child.stdin.take().expect("piped").write_all(input.as_bytes()).map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("okbot {} failed: {}", args.join(" "), String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn run() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let style = match args.iter().position(|a| a == "--style") {
        Some(i) if i + 1 < args.len() => {
            let s = match args[i + 1].as_str() {
                "a" | "A" => convo::Style::A,
                "b" | "B" => convo::Style::B,
                other => return Err(format!("--style takes a or b, not {other}")),
            };
            args.drain(i..i + 2);
            s
        }
        Some(_) => return Err("--style takes a or b".into()),
        None => convo::Style::A,
    };
    let mut flag = |name: &str, default: usize| -> Result<usize, String> {
        match args.iter().position(|a| a == name) {
            Some(i) if i + 1 < args.len() => {
                let v = args[i + 1].parse().map_err(|_| format!("{name} takes a number"))?;
                args.drain(i..i + 2);
                Ok(v)
            }
            Some(_) => Err(format!("{name} takes a number")),
            None => Ok(default),
        }
    };
    let messages = flag("--messages", 160)?;
    let per_kind = flag("--per-kind", 10)?;
    let step = flag("--step", 20)?.max(1);
    let max_chars_wanted = flag("--max-chars", 2000)?;
    let max_chars_setting = max_chars_wanted.to_string();
    if args.len() < 2 {
        return Err("usage: gen-retention OKBOT WORKDIR [SEED…] [--messages N] [--per-kind K] [--step S] [--max-chars C] [--style a|b]".into());
    }
    let bin = args[0].clone();
    let work = Path::new(&args[1]).to_path_buf();
    let seeds: Vec<u64> = if args.len() > 2 {
        args[2..].iter().map(|s| s.parse().map_err(|_| format!("bad seed {s}"))).collect::<Result<_, _>>()?
    } else {
        vec![1, 2, 3, 4, 5]
    };
    let mut totals = vec![(0usize, 0usize); convo::KINDS.len()];
    let (mut max_chars, mut compress_time, mut compress_runs) = (0usize, Duration::ZERO, 0usize);
    let mut ceiling = (0usize, 0usize);
    for (n, &seed) in seeds.iter().enumerate() {
        let chinese = n + 1 == seeds.len();
        let c = convo::conversation_styled(seed, chinese, messages, per_kind, style);
        let root = work.join(format!("root-{seed}"));
        okbot(&bin, &root, &["init"], None)?;
        okbot(&bin, &root, &["assistant", "create", "Writer"], None)?;
        okbot(
            &bin,
            &root,
            &["settings", "set", "contextCompression.summaryMaxChars", &max_chars_setting],
            None,
        )?;
        let mut batch = String::new();
        let mut in_batch = 0;
        let mut runs = 0;
        for (i, row) in c.rows.iter().enumerate() {
            batch.push_str(&format!("{row}\n"));
            if row["item"]["type"] == "message" {
                in_batch += 1;
            }
            if in_batch >= step || i + 1 == c.rows.len() {
                okbot(&bin, &root, &["session", "append", "-a", "Writer"], Some(&batch))?;
                batch.clear();
                in_batch = 0;
                let start = Instant::now();
                okbot(&bin, &root, &["compress", "-a", "Writer", "--now"], None)?;
                compress_time += start.elapsed();
                runs += 1;
            }
        }
        compress_runs += runs;
        max_chars = max_chars.max(summary_chars(&root));
        let shown = okbot(&bin, &root, &["context", "show", "-a", "Writer"], None)?;
        let r = convo::retention(&c.facts, &shown);
        let (found, planted) = r.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
        println!(
            "conversation seed {seed} ({}, {} messages, {} rows, {runs} compressions): {found}/{planted} = {:.1}%",
            if chinese { "Chinese" } else { "English" },
            c.messages,
            c.rows.len(),
            100.0 * found as f64 / planted as f64
        );
        let (could, _) = convo::ceiling(&c.facts, max_chars_wanted);
        ceiling = (ceiling.0 + could, ceiling.1 + c.facts.len());
        println!(
            "  needles {} characters; a summary of nothing else could hold {could}/{planted}",
            convo::needle_chars(&c.facts)
        );
        for f in convo::missing(&c.facts, &shown) {
            println!("  missing {}: {}", f.kind, f.needles.join(" + "));
        }
        for (t, x) in totals.iter_mut().zip(&r) {
            t.0 += x.0;
            t.1 += x.1;
        }
    }
    let (found, planted) = totals.iter().fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    for (kind, (f, p)) in convo::KINDS.iter().zip(&totals) {
        println!("kind {kind} {f}/{p} {:.1}", 100.0 * *f as f64 / (*p).max(1) as f64);
    }
    println!("retention overall {:.1}", 100.0 * found as f64 / planted.max(1) as f64);
    println!("retention ceiling {:.1}", 100.0 * ceiling.0 as f64 / ceiling.1.max(1) as f64);
    println!("max summary chars {max_chars}");
    println!("compress seconds {:.3} over {compress_runs} runs", compress_time.as_secs_f64());
    Ok(())
}

/// Characters of the summary in the owner's session-summary.json.
fn summary_chars(root: &Path) -> usize {
    let Ok(bots) = std::fs::read_dir(root) else { return 0 };
    bots.flatten()
        .filter_map(|d| std::fs::read_to_string(d.path().join("session-summary.json")).ok())
        .filter_map(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .map(|v| v["summary"].as_str().unwrap_or("").chars().count())
        .max()
        .unwrap_or(0)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen-retention: {e}");
            ExitCode::FAILURE
        }
    }
}
