//! The layer rule of issue #9: a module imports only modules of its own rank or lower.
//!
//! base (0) → store (1) → domain (2) → provider, tools (3) → turn (4) → commands (5) →
//! cli, docs, lib, main (6). On top of that, `provider` imports only base, `store` and `model`.
//!
//! The test reads every file under `src/`, drops comments, string and char literals and
//! `#[cfg(test)]` items, and collects every path that leaves the current top-level module:
//! `crate::a::…` (in `use`, `pub use` or inline, with `crate::{a::{b, c}, d}` groups) and
//! `super::super::…` chains that climb to the crate root (inline `mod x { … }` blocks count as a
//! level). `.ci/run` needs no extra step: it runs `cargo test`, which runs this file.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Rank of each top-level module under `src/` (README: Architecture). A new module must be added here.
const RANKS: &[(&str, u8)] = &[
    // 0 base
    ("error", 0),
    ("clock", 0),
    ("ids", 0),
    ("output", 0),
    ("redact", 0),
    ("tokens", 0),
    ("message", 0),
    ("text", 0),
    // 1 store: files, not rules
    ("store", 1),
    // 2 domain
    ("session", 2),
    ("roster", 2),
    ("settings", 2),
    ("context", 2),
    ("compress", 2),
    ("tasks", 2),
    ("schedule", 2),
    ("memory", 2),
    ("skills", 2),
    ("history", 2),
    ("model", 2),
    ("doctor", 2),
    ("approvals", 2),
    ("soul", 2),
    ("notes", 2),
    ("bundle", 2),
    ("evolution", 2),
    ("squads", 2),
    // 3
    ("provider", 3),
    ("tools", 3),
    // 4
    ("turn", 4),
    // 5: argument glue
    ("commands", 5),
    // 6 top: the clap tree (it dispatches to the commands), the docs generator, the entry points
    ("cli", 6),
    ("docs", 6),
    ("lib", 6),
    ("main", 6),
];

const LAYER_NAMES: [&str; 7] = ["base", "store", "domain", "provider/tools", "turn", "commands", "top"];

/// What `provider` may import besides itself: base, the store, and `model`.
fn provider_may_import(to: &str) -> bool {
    to == "store" || to == "model" || rank(to) == Some(0)
}

fn rank(module: &str) -> Option<u8> {
    RANKS.iter().find(|(m, _)| *m == module).map(|(_, r)| *r)
}

/// One path that leaves its top-level module.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Import {
    line: usize,
    /// Top-level module the path points into (`lib` for an item of the crate root).
    to: String,
}

// ---------------------------------------------------------------------------------------------
// Lexing: blank out comments and literals (keeping line breaks), then split into tokens.

/// The source with comments, string, byte-string, raw-string and char literals replaced by
/// spaces; line breaks are kept so positions still give line numbers.
fn blank_out(src: &str) -> String {
    let s: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |out: &mut String, c: char| out.push(if c == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < s.len() && s[i] != '\n' {
                out.push(' ');
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && s.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if s[i] == '*' && s.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, s[i]);
                    i += 1;
                }
            }
            continue;
        }
        let prev_ident = i > 0 && (s[i - 1].is_alphanumeric() || s[i - 1] == '_');
        // Raw strings: r"…", r#"…"#, br#"…"#.
        if !prev_ident && (c == 'r' || (c == 'b' && next == Some('r'))) {
            let start = if c == 'b' { i + 2 } else { i + 1 };
            let mut j = start;
            while s.get(j) == Some(&'#') {
                j += 1;
            }
            if s.get(j) == Some(&'"') {
                let hashes = j - start;
                let mut k = j + 1;
                loop {
                    if k >= s.len() {
                        break;
                    }
                    if s[k] == '"' && (0..hashes).all(|h| s.get(k + 1 + h) == Some(&'#')) {
                        k += 1 + hashes;
                        break;
                    }
                    k += 1;
                }
                for &ch in &s[i..k.min(s.len())] {
                    blank(&mut out, ch);
                }
                i = k;
                continue;
            }
        }
        if c == '"' || (c == 'b' && next == Some('"') && !prev_ident) {
            let mut k = if c == 'b' { i + 2 } else { i + 1 };
            while k < s.len() && s[k] != '"' {
                if s[k] == '\\' {
                    k += 1;
                }
                k += 1;
            }
            let end = (k + 1).min(s.len());
            for &ch in &s[i..end] {
                blank(&mut out, ch);
            }
            i = end;
            continue;
        }
        if c == '\'' {
            // A char literal ('x', '\n', '\u{..}', b'x'), not a lifetime ('a).
            let end = if next == Some('\\') {
                let mut k = i + 2;
                while k < s.len() && s[k] != '\'' {
                    k += 1;
                }
                Some(k)
            } else if s.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(k) = end {
                let end = (k + 1).min(s.len());
                for &ch in &s[i..end] {
                    blank(&mut out, ch);
                }
                i = end;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
struct Tok {
    text: String,
    line: usize,
}

fn tokens(clean: &str) -> Vec<Tok> {
    let s: Vec<char> = clean.chars().collect();
    let mut toks = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            // r#ident
            let mut text: String = s[start..i].iter().collect();
            if text == "r"
                && s.get(i) == Some(&'#')
                && s.get(i + 1).is_some_and(|c| c.is_alphabetic() || *c == '_')
            {
                i += 1;
                let start = i;
                while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                    i += 1;
                }
                text = s[start..i].iter().collect();
            }
            toks.push(Tok { text, line });
        } else if c == ':' && s.get(i + 1) == Some(&':') {
            toks.push(Tok { text: "::".into(), line });
            i += 2;
        } else {
            toks.push(Tok { text: c.to_string(), line });
            i += 1;
        }
    }
    toks
}

// ---------------------------------------------------------------------------------------------
// Parsing: skip #[cfg(test)] items, track inline modules, collect paths.

/// Index just past the item starting at `i` (after its attributes): the first `;` outside any
/// bracket, or the closing brace of the first `{…}` block.
fn skip_item(t: &[Tok], mut i: usize) -> usize {
    let mut depth = 0i32; // ( and [
    while i < t.len() {
        match t[i].text.as_str() {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            ";" if depth == 0 => return i + 1,
            "{" if depth == 0 => return matching_brace(t, i) + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

fn matching_brace(t: &[Tok], open: usize) -> usize {
    let mut depth = 0;
    for (k, tok) in t.iter().enumerate().skip(open) {
        match tok.text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    t.len()
}

fn is_word(tok: Option<&Tok>, word: &str) -> bool {
    tok.is_some_and(|t| t.text == word)
}

fn is_ident(tok: Option<&Tok>) -> bool {
    tok.is_some_and(|t| t.text.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_'))
}

/// `#[cfg(test)]` starting at `i`?
fn is_cfg_test(t: &[Tok], i: usize) -> bool {
    let want = ["#", "[", "cfg", "(", "test", ")", "]"];
    want.iter().enumerate().all(|(k, w)| is_word(t.get(i + k), w))
}

/// The first segments after `crate::` (or after a `super::` chain reaching the root) starting at
/// `i`: one ident, or each element of a `{…}` group. `self`, `*` and nothing yield no module.
fn heads(t: &[Tok], i: usize) -> Vec<(usize, String)> {
    match t.get(i) {
        Some(tok) if tok.text == "{" => {
            let close = matching_brace(t, i);
            let mut out = Vec::new();
            let mut k = i + 1;
            let mut at_start = true;
            let mut depth = 0;
            while k < close {
                let text = t[k].text.as_str();
                match text {
                    "{" => depth += 1,
                    "}" => depth -= 1,
                    "," if depth == 0 => {
                        at_start = true;
                        k += 1;
                        continue;
                    }
                    _ => {}
                }
                if at_start && depth == 0 && is_ident(t.get(k)) && text != "self" {
                    out.push((t[k].line, text.to_string()));
                }
                at_start = false;
                k += 1;
            }
            out
        }
        Some(tok) if is_ident(Some(tok)) && tok.text != "self" => vec![(tok.line, tok.text.clone())],
        _ => Vec::new(),
    }
}

/// Every path in `src` that points to another top-level module. `module` is the file's module
/// path (`["store", "doctor"]` for src/store/doctor.rs, `[]` for lib.rs).
fn imports(src: &str, module: &[String]) -> Vec<(usize, String)> {
    let t = tokens(&blank_out(src));
    let mut found = Vec::new();
    // Inline modules: (name, index of the closing brace).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < t.len() {
        while inline.last().is_some_and(|(_, close)| *close < i) {
            inline.pop();
        }
        if is_cfg_test(&t, i) {
            let mut k = i + 7;
            // Further attributes on the same item.
            while is_word(t.get(k), "#") && is_word(t.get(k + 1), "[") {
                let mut depth = 0;
                while k < t.len() {
                    match t[k].text.as_str() {
                        "[" => depth += 1,
                        "]" => {
                            depth -= 1;
                            if depth == 0 {
                                k += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
            }
            i = skip_item(&t, k);
            continue;
        }
        let tok = &t[i];
        let prev = if i > 0 { Some(&t[i - 1]) } else { None };
        if tok.text == "mod" && is_ident(t.get(i + 1)) && is_word(t.get(i + 2), "{") {
            inline.push((t[i + 1].text.clone(), matching_brace(&t, i + 2)));
            i += 3;
            continue;
        }
        let starts_path = !is_word(prev, "::") && !is_word(prev, "$");
        if tok.text == "crate" && starts_path && is_word(t.get(i + 1), "::") {
            found.extend(heads(&t, i + 2));
            i += 2;
            continue;
        }
        if tok.text == "super" && starts_path && is_word(t.get(i + 1), "::") {
            let mut k = i;
            let mut levels = 0;
            while is_word(t.get(k), "super") && is_word(t.get(k + 1), "::") {
                levels += 1;
                k += 2;
            }
            let depth = module.len() + inline.len();
            if levels == depth {
                found.extend(heads(&t, k));
            }
            i = k;
            continue;
        }
        i += 1;
    }
    found
}

/// Like [`imports`], flattened to one entry per (line, module).
fn flat_imports(src: &str, module: &[String]) -> Vec<Import> {
    let mut out = BTreeSet::new();
    for (line, to) in imports(src, module) {
        out.insert(Import { line, to });
    }
    out.into_iter().collect()
}

// ---------------------------------------------------------------------------------------------
// The rule over the tree.

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/store/doctor.rs` → ["store", "doctor"]; `src/store/mod.rs` → ["store"]; lib.rs → [].
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().skip(1).map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The top-level module a file belongs to (`lib`/`main` for the crate roots).
fn top_of(rel: &Path) -> String {
    let module = module_path(rel);
    match module.first() {
        Some(top) => top.clone(),
        None => rel.file_stem().unwrap().to_string_lossy().into_owned(),
    }
}

/// The modules declared at the crate root (`pub mod x;` in lib.rs).
fn root_modules(lib: &str) -> BTreeSet<String> {
    let t = tokens(&blank_out(lib));
    let mut out = BTreeSet::new();
    for (i, tok) in t.iter().enumerate() {
        if tok.text == "mod" && is_ident(t.get(i + 1)) && is_word(t.get(i + 2), ";") {
            out.insert(t[i + 1].text.clone());
        }
    }
    out
}

/// An import that breaks the rule.
#[derive(Debug, PartialEq)]
struct Violation {
    file: String,
    line: usize,
    from: String,
    to: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (from_rank, to_rank) = (rank(&self.from).unwrap_or(7), rank(&self.to).unwrap_or(7));
        let why = if to_rank > from_rank {
            format!(
                "{} (rank {to_rank}) is above {} (rank {from_rank})",
                LAYER_NAMES[to_rank as usize], LAYER_NAMES[from_rank as usize]
            )
        } else {
            "provider imports only base, store and model".to_string()
        };
        write!(f, "{}:{}: `{}` imports `{}`: {why}", self.file, self.line, self.from, self.to)
    }
}

/// Every import in `sources` ((path under the project, text)) that points to a higher rank, or
/// out of `provider` to anything but base, store and `model`. `modules`: the crate root's.
fn violations(sources: &[(String, String)], modules: &BTreeSet<String>) -> Vec<Violation> {
    let mut out = Vec::new();
    for (file, text) in sources {
        let rel = Path::new(file);
        let from = top_of(rel);
        let Some(from_rank) = rank(&from) else { continue };
        for Import { line, to } in flat_imports(text, &module_path(rel)) {
            // A name at the crate root that is not a module is an item of lib.rs.
            let to = if modules.contains(&to) { to } else { "lib".to_string() };
            if to == from {
                continue;
            }
            let upward = rank(&to).unwrap_or(7) > from_rank;
            let provider_rule = from == "provider" && !provider_may_import(&to);
            if upward || provider_rule {
                out.push(Violation { file: file.clone(), line, from: from.clone(), to });
            }
        }
    }
    out
}

#[test]
fn no_module_imports_a_higher_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let modules = root_modules(&std::fs::read_to_string(src.join("lib.rs")).unwrap());
    let mut problems = Vec::new();
    for m in &modules {
        if rank(m).is_none() {
            problems.push(format!(
                "src/{m}: a top-level module with no layer: add it to RANKS in tests/all/layers.rs"
            ));
        }
    }
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let sources: Vec<(String, String)> = files
        .iter()
        .map(|path| {
            let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            (rel, std::fs::read_to_string(path).unwrap())
        })
        .collect();
    problems.extend(violations(&sources, &modules).iter().map(ToString::to_string));
    let mut report = String::new();
    for p in &problems {
        let _ = writeln!(report, "{p}");
    }
    assert!(problems.is_empty(), "imports that break the layers (README: Architecture):\n{report}");
}

// ---------------------------------------------------------------------------------------------
// The parser on snippets.

fn heads_of(src: &str, module: &[&str]) -> Vec<(usize, String)> {
    let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
    flat_imports(src, &module).into_iter().map(|i| (i.line, i.to)).collect()
}

#[test]
fn plain_and_public_uses_are_found() {
    let src = "use crate::store::Root;\npub use crate::message::ModelItem;\npub(crate) use crate::cli::X;\n";
    assert_eq!(
        heads_of(src, &["error"]),
        vec![(1, "store".into()), (2, "message".into()), (3, "cli".into())]
    );
}

#[test]
fn nested_groups_yield_each_top_module() {
    let src = "use crate::{\n    a::{b, c::{d, e}},\n    f,\n    self as me,\n    g::h as i,\n};\n";
    assert_eq!(heads_of(src, &["x"]), vec![(2, "a".into()), (3, "f".into()), (5, "g".into())]);
}

#[test]
fn inline_paths_count_but_macro_crate_and_nested_crate_do_not() {
    let src =
        "fn f() {\n    let x = crate::provider::call();\n    $crate::y::z();\n    okbot::crate_thing();\n}\n";
    assert_eq!(heads_of(src, &["error"]), vec![(2, "provider".into())]);
}

#[test]
fn comments_strings_and_chars_are_ignored() {
    let src = concat!(
        "// use crate::cli::A;\n",
        "/* crate::cli::B /* nested */ crate::cli::C */\n",
        "let s = \"crate::cli::D \\\" crate::cli::E\";\n",
        "let r = r#\"crate::cli::F \"quoted\" \"#;\n",
        "let c = '\"'; let l: &'static str = \"\"; fn f<'a>(x: &'a str) {}\n",
        "use crate::store::G;\n",
    );
    assert_eq!(heads_of(src, &["error"]), vec![(6, "store".into())]);
}

#[test]
fn cfg_test_items_are_skipped() {
    let src = concat!(
        "#[cfg(test)]\nmod tests {\n    use crate::cli::A;\n    fn f() { crate::commands::x(); }\n}\n",
        "#[cfg(test)]\n#[allow(dead_code)]\nuse crate::cli::B;\n",
        "#[cfg(test)]\nconst N: [u8; 2] = [0; 2];\n",
        "use crate::store::C;\n",
    );
    assert_eq!(heads_of(src, &["error"]), vec![(11, "store".into())]);
}

#[test]
fn super_chains_that_reach_the_root_are_resolved() {
    // src/store/doctor.rs: super is store, super::super the crate root.
    let src =
        "use super::fsx;\nuse super::super::roster::BotFile;\nfn f() { super::super::settings::x(); }\n";
    assert_eq!(heads_of(src, &["store", "doctor"]), vec![(2, "roster".into()), (3, "settings".into())]);
    // src/store/mod.rs: super is already the root.
    assert_eq!(heads_of("use super::cli;\n", &["store"]), vec![(1, "cli".into())]);
    // An inline module is one more level; `pub(super)` is not a path.
    let inline = "mod fast {\n    use super::super::cli;\n    pub(super) fn f() {}\n}\nuse super::x;\n";
    assert_eq!(heads_of(inline, &["session"]), vec![(2, "cli".into()), (5, "x".into())]);
}

#[test]
fn the_rule_flags_upward_imports_and_provider_imports_of_other_domains() {
    let modules: BTreeSet<String> =
        ["error", "store", "roster", "model", "context", "provider", "commands", "cli"]
            .map(String::from)
            .into();
    let src = |file: &str, text: &str| (file.to_string(), text.to_string());
    let sources = [
        src(
            "src/store/roster.rs",
            "use super::fsx;\nuse crate::roster::BotFile;\nuse crate::error::Failure;\n",
        ),
        src("src/provider/mod.rs", "use crate::model::ModelChoice;\nuse crate::context::ModelItem;\n"),
        src("src/commands/chat.rs", "use crate::{cli::Args, store::Root, roster};\n"),
        src("src/error.rs", "fn f() -> crate::cli::ColorChoice { todo!() }\n"),
        src("src/cli.rs", "#[cfg(test)]\nmod tests { use crate::commands::x; }\n"),
    ];
    let found: Vec<String> =
        violations(&sources, &modules).iter().map(|v| format!("{}:{} {}", v.file, v.line, v.to)).collect();
    assert_eq!(
        found,
        [
            "src/store/roster.rs:2 roster",
            "src/provider/mod.rs:2 context",
            "src/commands/chat.rs:1 cli",
            "src/error.rs:1 cli"
        ]
    );
    let shown = violations(&sources[..1], &modules)[0].to_string();
    assert_eq!(
        shown,
        "src/store/roster.rs:2: `store` imports `roster`: domain (rank 2) is above store (rank 1)"
    );
}

#[test]
fn module_paths_follow_the_file_layout() {
    assert_eq!(module_path(Path::new("src/store/doctor.rs")), vec!["store", "doctor"]);
    assert_eq!(module_path(Path::new("src/store/mod.rs")), vec!["store"]);
    assert_eq!(module_path(Path::new("src/error.rs")), vec!["error"]);
    assert!(module_path(Path::new("src/lib.rs")).is_empty());
    assert_eq!(top_of(Path::new("src/lib.rs")), "lib");
    assert_eq!(top_of(Path::new("src/schedule/tick.rs")), "schedule");
}
