//! A loopback OpenAI-compatible model server for benchmarks, and a plain client that times it.
//!
//! `cargo run --release --example fake-llm -- serve [--port P] [--port-file FILE] [--requests N]
//!     [--seconds T] [--record DIR] [--chunks K] [--delay-ms D]`
//!     Listens on 127.0.0.1 only (port 0 by default: the kernel picks one), prints `port N` on
//!     stdout (and into FILE when given), and answers every POST:
//!       - `"stream": true` in the body: `200 text/event-stream`, Chat Completions chunks of the
//!         text "Hello from the fake model." in K pieces (default 5; `D` ms apart, default 0), a
//!         finish chunk, a usage chunk and `data: [DONE]`;
//!       - otherwise one `chat.completion` JSON whose content is "no" (what the topic judge of
//!         DESIGN §4.4 expects for "same topic").
//!     One request per connection (`Connection: close`). It stops by itself after N requests
//!     (default 10 000) or T seconds (default 300), whichever comes first. `--record DIR`
//!     writes, after answering, the body of the latest streamed request to `DIR/stream.json`,
//!     of the latest other one to `DIR/whole.json` (for the client below to replay the very
//!     requests okbot sent), and appends `stream` or `whole` to `DIR/requests.log` (how many
//!     requests a command made).
//!
//! `cargo run --release --example fake-llm -- client URL BODY_FILE [RUNS] [WARMUP]`
//!     POSTs BODY_FILE to URL (`http://127.0.0.1:PORT/path`) RUNS times (default 100, after
//!     WARMUP = 5 untimed), each on a new connection, reading the whole answer; prints
//!     `mean_ms X median_ms Y min_ms Z sd_ms S bytes B` on stdout: the server's response time as
//!     a plain client sees it, with no process start and no HTTP library in the way.
//!
//! Used by `scripts/bench.sh`; it reports, it is not a test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const TEXT: &str = "Hello from the fake model.";

struct Config {
    port: u16,
    port_file: Option<String>,
    requests: usize,
    seconds: u64,
    record: Option<String>,
    chunks: usize,
    delay_ms: u64,
}

fn parse_serve(args: &[String]) -> Result<Config, String> {
    let mut c = Config {
        port: 0,
        port_file: None,
        requests: 10_000,
        seconds: 300,
        record: None,
        chunks: 5,
        delay_ms: 0,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().cloned().ok_or_else(|| format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|_| format!("{flag} needs a number, not `{v}`"));
        match flag.as_str() {
            "--port" => c.port = number(value()?)?.try_into().map_err(|_| "--port is out of range")?,
            "--port-file" => c.port_file = Some(value()?),
            "--requests" => c.requests = number(value()?)? as usize,
            "--seconds" => c.seconds = number(value()?)?,
            "--record" => c.record = Some(value()?),
            "--chunks" => c.chunks = number(value()?)?.max(1) as usize,
            "--delay-ms" => c.delay_ms = number(value()?)?,
            other => return Err(format!("unknown flag `{other}`")),
        }
    }
    Ok(c)
}

/// Read one HTTP request: (request line, body). `None` when the client closed first.
fn read_request(reader: &mut impl BufRead) -> std::io::Result<Option<(String, Vec<u8>)>> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let mut length = None;
    let mut chunked = false;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h)? == 0 {
            break;
        }
        let h = h.trim_end_matches(['\r', '\n']);
        if h.is_empty() {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            if k.trim().eq_ignore_ascii_case("content-length") {
                length = v.trim().parse::<usize>().ok();
            } else if k.trim().eq_ignore_ascii_case("transfer-encoding") {
                chunked = v.trim().eq_ignore_ascii_case("chunked");
            }
        }
    }
    let mut body = Vec::new();
    if let Some(n) = length {
        body.resize(n, 0);
        reader.read_exact(&mut body)?;
    } else if chunked {
        // Bounded: a chunk size line per chunk, a zero-size chunk ends the body.
        for _ in 0..1_000_000 {
            let mut size = String::new();
            reader.read_line(&mut size)?;
            let n = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16).unwrap_or(0);
            let mut chunk = vec![0; n + 2];
            reader.read_exact(&mut chunk)?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    }
    Ok(Some((line.trim_end().to_string(), body)))
}

fn chunk(delta: Value, finish: Option<&str>) -> String {
    json!({
        "id": "chatcmpl-bench",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": "gpt-4o-mini",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    })
    .to_string()
}

/// The SSE answer, as one string per event frame.
fn stream_frames(pieces: usize) -> Vec<String> {
    let words: Vec<&str> = TEXT.split_inclusive(' ').collect();
    let per = words.len().div_ceil(pieces);
    let mut events = vec![chunk(json!({"role": "assistant", "content": ""}), None)];
    events.extend(words.chunks(per).map(|w| chunk(json!({"content": w.concat()}), None)));
    events.push(chunk(json!({}), Some("stop")));
    events.push(
        json!({"id": "chatcmpl-bench", "object": "chat.completion.chunk", "choices": [],
               "usage": {"prompt_tokens": 1000, "completion_tokens": 7, "total_tokens": 1007}})
        .to_string(),
    );
    events.push("[DONE]".into());
    events.into_iter().map(|e| format!("data: {e}\n\n")).collect()
}

fn whole_answer() -> String {
    let body = json!({
        "id": "chatcmpl-bench",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "gpt-4o-mini",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "no"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 1, "total_tokens": 101},
    })
    .to_string();
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

fn handle(stream: TcpStream, c: &Config, frames: &[String], whole: &str) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.set_write_timeout(Some(Duration::from_secs(10)))?;
    stream.set_nodelay(true)?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let Some((_line, body)) = read_request(&mut reader)? else { return Ok(()) };
    let streamed = serde_json::from_slice::<Value>(&body)
        .ok()
        .and_then(|v| v.get("stream").and_then(Value::as_bool))
        .unwrap_or(false);
    let mut out = stream;
    if streamed {
        out.write_all(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        )?;
        for frame in frames {
            out.write_all(frame.as_bytes())?;
            if c.delay_ms > 0 {
                std::thread::sleep(Duration::from_millis(c.delay_ms));
            }
        }
    } else {
        out.write_all(whole.as_bytes())?;
    }
    out.flush()?;
    let _ = out.shutdown(std::net::Shutdown::Both);
    if let Some(dir) = &c.record {
        let kind = if streamed { "stream" } else { "whole" };
        std::fs::write(format!("{dir}/{kind}.json"), &body)?;
        let mut log =
            std::fs::OpenOptions::new().create(true).append(true).open(format!("{dir}/requests.log"))?;
        log.write_all(format!("{kind}\n").as_bytes())?;
    }
    Ok(())
}

fn serve(c: Config) -> Result<(), String> {
    let listener = TcpListener::bind(("127.0.0.1", c.port)).map_err(|e| format!("cannot listen: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    if let Some(file) = &c.port_file {
        // Write then rename, so a reader never sees a half-written port.
        let tmp = format!("{file}.tmp");
        std::fs::write(&tmp, format!("{port}\n")).map_err(|e| format!("cannot write `{tmp}`: {e}"))?;
        std::fs::rename(&tmp, file).map_err(|e| format!("cannot write `{file}`: {e}"))?;
    }
    println!("port {port}");
    let _ = std::io::stdout().flush();
    // Stop after T seconds whatever happens.
    let seconds = c.seconds;
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(seconds));
        eprintln!("fake-llm: {seconds} s are up; stopping");
        std::process::exit(0);
    });
    let c = Arc::new(c);
    let frames: Arc<Vec<String>> = Arc::new(stream_frames(c.chunks));
    let whole: Arc<String> = Arc::new(whole_answer());
    let served = Arc::new(AtomicUsize::new(0));
    let accepted = AtomicUsize::new(0);
    for conn in listener.incoming() {
        let Ok(stream) = conn else { continue };
        // Never more connections than requests allowed: the loop is bounded too.
        if accepted.fetch_add(1, Ordering::SeqCst) >= c.requests {
            break;
        }
        let (c, frames, whole, served) =
            (Arc::clone(&c), Arc::clone(&frames), Arc::clone(&whole), Arc::clone(&served));
        std::thread::spawn(move || {
            // A broken client connection is the client's problem.
            let _ = handle(stream, &c, &frames, &whole);
            if served.fetch_add(1, Ordering::SeqCst) + 1 >= c.requests {
                eprintln!("fake-llm: served {} requests; stopping", c.requests);
                std::process::exit(0);
            }
        });
    }
    // Let the last answers finish (bounded by the write timeout), then stop.
    std::thread::sleep(Duration::from_secs(1));
    Ok(())
}

/// `http://127.0.0.1:PORT/path` → ("127.0.0.1:PORT", "/path").
fn split_url(url: &str) -> Result<(String, String), String> {
    let rest = url.strip_prefix("http://").ok_or("the URL must start with http://")?;
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    Ok((host.to_string(), format!("/{path}")))
}

fn one_request(host: &str, request: &[u8]) -> std::io::Result<usize> {
    let mut stream = TcpStream::connect(host)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.set_nodelay(true)?;
    stream.write_all(request)?;
    let mut answer = Vec::with_capacity(4096);
    stream.read_to_end(&mut answer)?;
    if !answer.starts_with(b"HTTP/1.1 200") {
        return Err(std::io::Error::other(format!(
            "unexpected answer: {}",
            String::from_utf8_lossy(&answer[..answer.len().min(120)])
        )));
    }
    Ok(answer.len())
}

fn client(url: &str, body_file: &str, runs: usize, warmup: usize) -> Result<(), String> {
    let (host, path) = split_url(url)?;
    let body = std::fs::read(body_file).map_err(|e| format!("cannot read `{body_file}`: {e}"))?;
    let mut request = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(&body);
    let mut bytes = 0;
    for _ in 0..warmup {
        one_request(&host, &request).map_err(|e| e.to_string())?;
    }
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        bytes = one_request(&host, &request).map_err(|e| e.to_string())?;
        times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    let n = times.len() as f64;
    let mean = times.iter().sum::<f64>() / n;
    let sd = (times.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / n).sqrt();
    times.sort_by(f64::total_cmp);
    println!(
        "mean_ms {mean:.4} median_ms {:.4} min_ms {:.4} sd_ms {sd:.4} bytes {bytes}",
        times[times.len() / 2],
        times[0]
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => parse_serve(&args[1..]).and_then(serve),
        Some("client") if (3..=5).contains(&args.len()) => {
            let runs = args.get(3).map_or(Ok(100), |r| r.parse::<usize>());
            let warmup = args.get(4).map_or(Ok(5), |w| w.parse::<usize>());
            match (runs, warmup) {
                (Ok(runs), Ok(warmup)) => client(&args[1], &args[2], runs, warmup),
                _ => Err("RUNS and WARMUP must be numbers".into()),
            }
        }
        _ => {
            eprintln!(
                "usage: fake-llm serve [--port P] [--port-file FILE] [--requests N] [--seconds T] \
                 [--record DIR] [--chunks K] [--delay-ms D]\n       fake-llm client URL BODY_FILE [RUNS] [WARMUP]"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fake-llm: error: {e}");
            ExitCode::FAILURE
        }
    }
}
