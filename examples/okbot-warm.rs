//! okbot with its tokenizer already loaded: what a command costs beyond the encoder load.
//!
//! `cargo run --release --example okbot-warm -- [OKBOT ARGS…]`
//!
//! Loads o200k_base through `okbot::tokens::Counter` (the very `OnceLock` okbot's commands use),
//! then runs `okbot::main()` on the same arguments (`okbot-warm --root R context show` is
//! `okbot --root R context show`), and reports both times. The figure after the load is the
//! time of the command with the encoder's ~100+ ms taken out, measured in one process instead
//! of subtracting the means of two noisy processes; process start (see `okbot --version`) is
//! not in it. cl100k models are not preloaded (the benchmarks use o200k models).
//!
//! The report is one line `load_ms X run_ms Y exit Z`, appended to the file named by
//! `$BENCH_WARM_REPORT`, or printed on stderr when that is unset. The exit code is okbot's.
//! Used by `scripts/bench.sh`; it reports, it is not a test.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use okbot::tokens::{Counter, Encoding};

fn main() -> ExitCode {
    let started = Instant::now();
    std::hint::black_box(Counter::new(Encoding::O200k).count("warm up"));
    let load = started.elapsed();
    let started = Instant::now();
    let code = okbot::main();
    let run = started.elapsed();
    let line = format!(
        "load_ms {:.3} run_ms {:.3} exit {code}\n",
        load.as_secs_f64() * 1e3,
        run.as_secs_f64() * 1e3
    );
    match std::env::var_os("BENCH_WARM_REPORT") {
        Some(path) => {
            let file = std::fs::OpenOptions::new().create(true).append(true).open(&path);
            if let Err(e) = file.and_then(|mut f| f.write_all(line.as_bytes())) {
                eprintln!("okbot-warm: cannot write the report: {e}");
            }
        }
        None => eprint!("okbot-warm: {line}"),
    }
    ExitCode::from(code)
}
