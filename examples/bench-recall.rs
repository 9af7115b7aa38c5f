//! Benchmark recall (DESIGN §5.3): the time to choose and render instruction block 5.
//!
//! `cargo run --release --example bench-recall -- [DURABLES] [CANDIDATES] [REPS]`
//!
//! Makes DURABLES (default 10 000) durable rows and CANDIDATES (default 10 000) candidates in
//! memory, as `memory::MemoryRow`s: short facts in English and Chinese from a fixed vocabulary (the
//! same every run), a pinned row in 200, hits and last hits on a third, an expiry on one in 20 (half
//! of them past). Split between the global and the assistant's scope. The query is a new message
//! and a recent buffer of 20 messages in both languages. Each of REPS (default 50) runs times:
//!   block    filter the durables out of all 20 000 rows (what the caller does), build the
//!            `recall::Row`s, `recall::select` with the default caps (16 entries, 4 000 chars) and
//!            `recall::render` — the figure the 20 ms target is about;
//!   parse    the same from the text of a memory.md of the durables (each line parsed with
//!            serde_json, as a reader would), for scale: what reading the rows costs beside it.
//! A table goes to stderr, one machine-readable line to stdout:
//! `durables D candidates C block_median_ms X block_min_ms Y parse_median_ms Z picked N chars K`.
//!
//! Used by `scripts/bench-recall.sh`; it reports, it is not a test.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use okbot::memory::MemoryRow;
use okbot::memory::recall::{self, Caps, Row, Scope};

const EN: &[&str] = &[
    "prefers", "green", "tea", "coffee", "morning", "works", "on", "the", "okbot", "project", "in", "rust",
    "lives", "lisbon", "cycles", "to", "office", "dislikes", "meetings", "before", "ten", "uses", "vim",
    "and", "tmux", "deploys", "with", "docker", "postgres", "database", "backups", "every", "night",
    "daughter", "named", "maria", "birthday", "may", "allergic", "peanuts", "plays", "chess", "on",
    "weekends", "reads", "science", "fiction", "writes", "python", "scripts", "for", "data", "cleanup",
    "laptop", "runs", "linux", "keyboard", "layout", "is", "colemak",
];
const ZH: &[&str] = &[
    "喜欢",
    "绿茶",
    "咖啡",
    "早上",
    "项目",
    "使用",
    "编写",
    "住在",
    "上海",
    "骑车",
    "上班",
    "不喜欢",
    "开会",
    "部署",
    "数据库",
    "备份",
    "女儿",
    "生日",
    "过敏",
    "花生",
    "下棋",
    "周末",
    "阅读",
    "科幻",
    "脚本",
    "清理",
    "电脑",
    "键盘",
    "布局",
    "旅行",
    "日本",
    "音乐",
    "爵士",
];

/// A small fixed generator: the same rows every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn sentence(rng: &mut Rng) -> String {
    if rng.below(4) == 0 {
        let n = 4 + rng.below(8);
        (0..n).map(|_| ZH[rng.below(ZH.len())]).collect::<Vec<_>>().join("")
    } else {
        let n = 6 + rng.below(10);
        let mut words: Vec<&str> = (0..n).map(|_| EN[rng.below(EN.len())]).collect();
        let first = words[0].to_string();
        let cap = first[..1].to_uppercase() + &first[1..];
        words[0] = &cap;
        words.join(" ")
    }
}

fn rows(durables: usize, candidates: usize) -> Vec<MemoryRow> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let total = durables + candidates;
    (0..total)
        .map(|i| {
            // Candidates spread evenly among the durables.
            let candidate = (i + 1) * candidates / total != i * candidates / total;
            let mut row: MemoryRow = serde_json::from_value(serde_json::json!({
                "id": format!("mem_{i:06}"),
                "bot_id": if i % 3 == 0 { "global" } else { "bot_20261129_001" },
                "memory": sentence(&mut rng),
                "expires": null,
            }))
            .expect("a memory row");
            row.status = Some(if candidate { "candidate" } else { "durable" }.to_string());
            row.pinned = !candidate && rng.below(200) == 0;
            if rng.below(3) == 0 {
                row.hits = 1 + rng.below(12) as u64;
                row.last_hit_at = Some(format!("2026-11-{:02}T10:00:00.000Z", 1 + rng.below(29)));
            }
            if rng.below(20) == 0 {
                let day = if rng.below(2) == 0 { "2026-11-15" } else { "2027-03-01" };
                row.expires = Some(format!("{day}T00:00:00.000Z"));
            }
            row
        })
        .collect()
}

fn queries() -> Vec<String> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut out =
        vec!["Can you remind me how the postgres backups run, and which database tool I use?".to_string()];
    out.extend((0..20).map(|_| sentence(&mut rng)));
    out
}

fn block(
    all: &[MemoryRow],
    queries: &[&str],
    now: chrono::DateTime<chrono::Utc>,
    caps: Caps,
) -> (usize, usize, String) {
    let rows: Vec<Row> = all
        .iter()
        .filter(|r| r.is_durable())
        .map(|r| Row {
            id: &r.id,
            text: &r.memory,
            pinned: r.pinned,
            hits: r.hits,
            expires: r.expires.as_deref(),
            last_hit_at: r.last_hit_at.as_deref(),
            scope: if r.bot_id.as_deref() == Some("global") { Scope::Global } else { Scope::Bot },
        })
        .collect();
    let sel = recall::select(&rows, queries, now, caps);
    let text = recall::render(&sel);
    (sel.picks.len() + usize::from(sel.fold.is_some()), sel.chars, text)
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    let mid = if v.len() % 2 == 1 { v[v.len() / 2] } else { (v[v.len() / 2 - 1] + v[v.len() / 2]) / 2.0 };
    (mid, v[0])
}

fn main() -> ExitCode {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().unwrap_or(0)).collect();
    let durables = args.first().copied().filter(|&n| n > 0).unwrap_or(10_000);
    let candidates = args.get(1).copied().unwrap_or(10_000);
    let reps = args.get(2).copied().filter(|&n| n > 0).unwrap_or(50);
    let now = okbot::clock::parse_stamp("2026-12-01T12:00:00Z").expect("a stamp");
    let caps = Caps { max_entries: 16, max_chars: 4000 };

    let all = rows(durables, candidates);
    let n_durable = all.iter().filter(|r| r.is_durable()).count();
    let qs = queries();
    let q: Vec<&str> = qs.iter().map(String::as_str).collect();
    let memory_md: String = all
        .iter()
        .filter(|r| r.is_durable())
        .map(|r| serde_json::to_string(r).expect("a row") + "\n")
        .collect();

    let mut block_ms = Vec::with_capacity(reps);
    let mut parse_ms = Vec::with_capacity(reps);
    let (mut picked, mut chars) = (0, 0);
    for _ in 0..reps {
        let t = Instant::now();
        let (p, c, text) = block(&all, &q, now, caps);
        block_ms.push(ms(t.elapsed()));
        black_box(text);
        (picked, chars) = (p, c);

        let t = Instant::now();
        let parsed: Vec<MemoryRow> = memory_md.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
        black_box(block(&parsed, &q, now, caps));
        parse_ms.push(ms(t.elapsed()));
    }
    let (b_med, b_min) = median(block_ms);
    let (p_med, p_min) = median(parse_ms);
    eprintln!(
        "rows: {n_durable} durable + {} candidates; query: 1 message + 20 buffer",
        all.len() - n_durable
    );
    eprintln!("{:<36} {:>10} {:>10}", "", "median ms", "min ms");
    eprintln!("{:<36} {b_med:>10.3} {b_min:>10.3}", "block (filter, select, render)");
    eprintln!("{:<36} {p_med:>10.3} {p_min:>10.3}", "parse memory.md + block");
    eprintln!("block: {picked} rows, {chars} chars");
    println!(
        "durables {n_durable} candidates {} block_median_ms {b_med:.3} block_min_ms {b_min:.3} parse_median_ms {p_med:.3} picked {picked} chars {chars}",
        all.len() - n_durable
    );
    ExitCode::SUCCESS
}
