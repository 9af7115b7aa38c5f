//! Benchmark recall (DESIGN §5.3): the time to choose and render instruction block 5, from the
//! files, as a chat turn pays it.
//!
//! `cargo run --release --example bench-recall -- [DURABLES] [CANDIDATES] [REPS]`
//!
//! Writes a data root whose global scope and one assistant's scope hold DURABLES (default 10 000)
//! durable rows (`memory.md`) and CANDIDATES (default 10 000) candidates
//! (`memory-candidates.jsonl`), with a lifecycle state for every row (`memory.meta.json`): short
//! facts in English and Chinese from a fixed vocabulary (the same every run), a pinned row in 200,
//! hits and last hits on a third, an expiry on one in 20 (half of them past). The query is a new
//! message and a recent buffer of 20 messages in both languages. Each of REPS (default 50) runs
//! times:
//!   block    `memory::recall::recall`: read the durables and their states from both scopes
//!            (not the candidates), select with the default caps (16 entries, 4 000 chars) and
//!            render — what every request pays, the figure the 20 ms target is about;
//!   select   `recall::select` + `render` over rows already read, for scale.
//! A table goes to stderr, one machine-readable line to stdout:
//! `durables D candidates C block_median_ms X block_min_ms Y select_median_ms Z picked N chars K`.
//!
//! Used by `scripts/bench-recall.sh`; it reports, it is not a test.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use okbot::memory::Memories;
use okbot::memory::recall;
use okbot::store::{OwnerId, Root};

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

const BOT: &str = "bot_20261129_001";

/// Write both scopes' files under `root`: row `i` goes to the global scope when `i % 3 == 0`.
fn write_root(root: &std::path::Path, durables: usize, candidates: usize) -> std::io::Result<()> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let total = durables + candidates;
    let header = "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n";
    let mut md = [header.to_string(), header.to_string()];
    let mut cand = [String::new(), String::new()];
    let mut meta: [serde_json::Map<String, serde_json::Value>; 2] = Default::default();
    for i in 0..total {
        // Candidates spread evenly among the durables.
        let candidate = (i + 1) * candidates / total != i * candidates / total;
        let scope = usize::from(i % 3 != 0);
        let id = format!("mem_{i:06}");
        let bot_id = if scope == 0 { "global" } else { BOT };
        let text = sentence(&mut rng);
        let pinned = !candidate && rng.below(200) == 0;
        let mut state = serde_json::json!({"createdAt": "2026-10-01T10:00:00.000Z", "source": "extract"});
        if rng.below(3) == 0 {
            state["hits"] = (1 + rng.below(12)).into();
            state["lastHitAt"] = format!("2026-11-{:02}T10:00:00.000Z", 1 + rng.below(29)).into();
        }
        let expires = (rng.below(20) == 0).then(|| {
            format!("{}T00:00:00.000Z", if rng.below(2) == 0 { "2026-11-15" } else { "2027-03-01" })
        });
        let mut row = serde_json::json!({"id": id, "bot_id": bot_id, "memory": text, "expires": expires});
        if candidate {
            row["createdAt"] = "2026-10-01T10:00:00.000Z".into();
            row["source"] = "extract".into();
            cand[scope].push_str(&format!("{row}\n"));
        } else {
            if pinned {
                row["pinned"] = true.into();
            }
            md[scope].push_str(&format!("{row}\n"));
        }
        meta[scope].insert(id, state);
    }
    let dirs = [root.to_path_buf(), root.join(BOT)];
    for (k, dir) in dirs.iter().enumerate() {
        std::fs::create_dir_all(dir)?;
        std::fs::write(dir.join("memory.md"), &md[k])?;
        std::fs::write(dir.join("memory-candidates.jsonl"), &cand[k])?;
        std::fs::write(dir.join("memory.meta.json"), serde_json::to_vec(&meta[k])?)?;
    }
    Ok(())
}

fn queries() -> Vec<String> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut out =
        vec!["Can you remind me how the postgres backups run, and which database tool I use?".to_string()];
    out.extend((0..20).map(|_| sentence(&mut rng)));
    out
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
    let (all_settings, _) =
        okbot::settings::Settings::from_raw(&okbot::settings::default_document()).expect("the defaults");
    let settings = all_settings.memory;
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("bench-recall: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = write_root(dir.path(), durables, candidates) {
        eprintln!("bench-recall: {e}");
        return ExitCode::FAILURE;
    }
    let root = Root::at(dir.path());
    let bot = OwnerId::parse(BOT).expect("an owner id");
    let qs = queries();
    let q: Vec<&str> = qs.iter().map(String::as_str).collect();
    let loaded = Memories::load_for_recall(&root, Some(&bot)).expect("the memories");
    let n_durable = recall::rows(&loaded).len();

    let mut block_ms = Vec::with_capacity(reps);
    let mut select_ms = Vec::with_capacity(reps);
    let (mut picked, mut chars) = (0, 0);
    for _ in 0..reps {
        let t = Instant::now();
        let r = recall::recall(&root, Some(&bot), &settings, &q, now).expect("recall");
        block_ms.push(ms(t.elapsed()));
        black_box(r);

        let t = Instant::now();
        let rows = recall::rows(&loaded);
        let sel = recall::select(&rows, &q, now, recall::caps(&settings));
        black_box(recall::render(&sel));
        select_ms.push(ms(t.elapsed()));
        (picked, chars) = (sel.picks.len() + usize::from(sel.fold.is_some()), sel.chars);
    }
    let (b_med, b_min) = median(block_ms);
    let (p_med, p_min) = median(select_ms);
    eprintln!("rows: {n_durable} durable + {candidates} candidates; query: 1 message + 20 buffer");
    eprintln!("{:<36} {:>10} {:>10}", "", "median ms", "min ms");
    eprintln!("{:<36} {b_med:>10.3} {b_min:>10.3}", "block (read files, select, render)");
    eprintln!("{:<36} {p_med:>10.3} {p_min:>10.3}", "select + render (rows in memory)");
    eprintln!("block: {picked} rows, {chars} chars");
    println!(
        "durables {n_durable} candidates {candidates} block_median_ms {b_med:.3} block_min_ms {b_min:.3} select_median_ms {p_med:.3} picked {picked} chars {chars}"
    );
    ExitCode::SUCCESS
}
