//! The Agent Skills specification, checked: one skill folder's `SKILL.md` (YAML front matter
//! read with the real YAML parser, then the Markdown body). Used by `okbot skill check` and
//! `add`, by `doctor`, by the upsert (a written skill must pass), and by `bundle check`: the
//! folder comes as a path ([`super::io::read_folder`]) or as in-memory files ([`check_files`]).
//!
//! Errors break the spec (or the file cannot be read as a skill); warnings are worth fixing but
//! the skill still works: unknown keys, a body over [`MAX_BODY_LINES`] lines, a byte order mark
//! or Windows line endings (okbot reads those, the OkBot app does not read the front matter of
//! such a file).

use serde::Serialize;
use serde_yaml_ng::{Mapping, Value};

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One problem of a skill folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub severity: Severity,
    /// The file, relative to the skill folder (`SKILL.md`); callers prefix the folder's path.
    pub file: String,
    /// 1-based; `None` when the finding is about the whole file or folder.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    pub message: String,
}

impl Finding {
    pub fn error(file: &str, line: Option<usize>, message: impl Into<String>) -> Finding {
        Finding { severity: Severity::Error, file: file.into(), line, message: message.into() }
    }
    pub fn warning(file: &str, line: Option<usize>, message: impl Into<String>) -> Finding {
        Finding { severity: Severity::Warning, file: file.into(), line, message: message.into() }
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// The skill file's name.
pub const SKILL_MD: &str = "SKILL.md";
pub const MAX_NAME_CHARS: usize = 64;
pub const MAX_DESCRIPTION_CHARS: usize = 1024;
pub const MAX_COMPATIBILITY_CHARS: usize = 500;
/// Longer bodies are a warning: the spec advises moving detail into referenced files.
pub const MAX_BODY_LINES: usize = 500;
/// A SKILL.md larger than this is not read (it is an error).
pub const MAX_SKILL_MD_BYTES: usize = 1 << 20;

/// The front matter keys the spec defines.
pub const KNOWN_KEYS: [&str; 6] =
    ["name", "description", "license", "compatibility", "metadata", "allowed-tools"];

/// A SKILL.md split into its parts (BOM dropped, line endings made `\n`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    pub yaml: String,
    pub body: String,
    /// The file line the body starts on (1-based).
    pub body_line: usize,
}

/// Why a SKILL.md could not be split: the message, and the line it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitError {
    pub line: usize,
    pub message: String,
}

/// Split `---\nYAML\n---\nbody`, accepting a BOM and CRLF line endings.
pub fn split(text: &str) -> Result<Split, SplitError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = text.replace("\r\n", "\n");
    let mut lines = text.split('\n');
    if lines.next().map(str::trim_end) != Some("---") {
        return Err(SplitError {
            line: 1,
            message: "SKILL.md must start with a `---` front matter block".into(),
        });
    }
    let mut yaml = Vec::new();
    let mut close = None;
    for (i, line) in lines.by_ref().enumerate() {
        if line.trim_end() == "---" {
            close = Some(i + 2);
            break;
        }
        yaml.push(line);
    }
    let Some(close) = close else {
        return Err(SplitError {
            line: 1,
            message: "the front matter opened on line 1 has no closing `---` line".into(),
        });
    };
    let body: Vec<&str> = lines.collect();
    Ok(Split { yaml: yaml.join("\n"), body: body.join("\n"), body_line: close + 1 })
}

/// The number of lines of a body, not counting blank lines at its start and end.
pub fn body_lines(body: &str) -> usize {
    let trimmed = body.trim_matches(|c| c == '\n' || c == '\r');
    if trimmed.trim().is_empty() { 0 } else { trimmed.lines().count() }
}

/// Check a skill folder given as its files: `(path relative to the folder, bytes)`, `/` as the
/// separator. `folder` is the folder's name (the skill's `name` must equal it).
pub fn check_files(folder: &str, files: &[(String, Vec<u8>)]) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (path, _) in files {
        if path.starts_with('/') || path.split('/').any(|p| p == ".." || p.is_empty()) {
            findings.push(Finding::error(path, None, "a file path that leaves the skill folder"));
        }
    }
    match files.iter().find(|(p, _)| p == SKILL_MD) {
        Some((_, bytes)) => findings.extend(check_skill_md(bytes, Some(folder))),
        None => {
            let other = files.iter().find(|(p, _)| p.eq_ignore_ascii_case(SKILL_MD));
            // A misnamed file is reported under its own name (what an annotation points at).
            findings.push(match other {
                Some((p, _)) => Finding::error(
                    p,
                    None,
                    format!("the skill file is named `{p}`; it must be `SKILL.md` (upper case)"),
                ),
                None => Finding::error(SKILL_MD, None, "the folder has no SKILL.md"),
            });
        }
    }
    findings
}

/// Check the bytes of one SKILL.md. `folder`: the skill folder's name, which `name` must equal
/// (`None` skips that rule, for a file checked on its own).
pub fn check_skill_md(bytes: &[u8], folder: Option<&str>) -> Vec<Finding> {
    let mut out = Vec::new();
    let err =
        |out: &mut Vec<Finding>, line: Option<usize>, m: String| out.push(Finding::error(SKILL_MD, line, m));
    let warn = |out: &mut Vec<Finding>, line: Option<usize>, m: String| {
        out.push(Finding::warning(SKILL_MD, line, m))
    };
    if bytes.len() > MAX_SKILL_MD_BYTES {
        err(
            &mut out,
            None,
            format!("SKILL.md is {} bytes; at most {MAX_SKILL_MD_BYTES} are read", bytes.len()),
        );
        return out;
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let line = bytes[..e.valid_up_to()].iter().filter(|b| **b == b'\n').count() + 1;
            err(&mut out, Some(line), "SKILL.md is not UTF-8 text".into());
            return out;
        }
    };
    if text.starts_with('\u{feff}') {
        warn(
            &mut out,
            Some(1),
            "the file starts with a byte order mark (BOM); the OkBot app does not see the front matter then"
                .into(),
        );
    }
    if let Some(at) = text.find("\r\n") {
        let line = text[..at].matches('\n').count() + 1;
        warn(
            &mut out,
            Some(line),
            "the file has Windows line endings (CRLF); the OkBot app does not see the front matter then"
                .into(),
        );
    }
    let split = match split(text) {
        Ok(split) => split,
        Err(e) => {
            err(&mut out, Some(e.line), e.message);
            return out;
        }
    };
    let lines = body_lines(&split.body);
    if lines > MAX_BODY_LINES {
        warn(
            &mut out,
            Some(split.body_line + MAX_BODY_LINES),
            format!(
                "the body is {lines} lines long; the specification advises at most {MAX_BODY_LINES} \
                 (move details into files the body refers to)"
            ),
        );
    }
    let value: Value = match serde_yaml_ng::from_str(&split.yaml) {
        Ok(value) => value,
        Err(e) => {
            // The parser's own position is within the front matter: line 1 of it is line 2.
            let line = e.location().map_or(2, |l| l.line() + 1);
            let text = e.to_string();
            let text = text.split(" at line ").next().unwrap_or(&text).to_string();
            err(&mut out, Some(line), format!("the front matter is not valid YAML: {text}"));
            return out;
        }
    };
    let map = match value {
        Value::Mapping(map) => map,
        Value::Null => {
            err(&mut out, Some(2), "the front matter is empty; it needs `name` and `description`".into());
            return out;
        }
        other => {
            err(
                &mut out,
                Some(2),
                format!("the front matter must be a map of keys (`name: …`), not {}", kind(&other)),
            );
            return out;
        }
    };
    check_map(&map, &split.yaml, folder, &mut out);
    out.sort_by_key(|f| (f.line.unwrap_or(0), f.severity));
    out
}

/// The rules of each front matter key.
fn check_map(map: &Mapping, yaml: &str, folder: Option<&str>, out: &mut Vec<Finding>) {
    let line_of = |key: &str| key_line(yaml, key);
    for (key, value) in map {
        let Some(key) = key.as_str() else {
            out.push(Finding::error(
                SKILL_MD,
                Some(2),
                format!("a front matter key that is not text: {key:?}"),
            ));
            continue;
        };
        let at = line_of(key);
        let mut bad = |m: String| out.push(Finding::error(SKILL_MD, at, m));
        match key {
            "name" => match value.as_str() {
                Some(name) => {
                    for problem in name_problems(name, folder) {
                        bad(problem);
                    }
                }
                None => bad(format!("`name` must be text, not {}", kind(value))),
            },
            "description" => match value.as_str() {
                Some(d) if d.trim().is_empty() => bad("`description` is empty; say what the skill does and when to use it".into()),
                Some(d) if d.chars().count() > MAX_DESCRIPTION_CHARS => bad(format!(
                    "`description` is {} characters long; at most {MAX_DESCRIPTION_CHARS}",
                    d.chars().count()
                )),
                Some(_) => {}
                None => bad(format!("`description` must be text, not {}", kind(value))),
            },
            "license" => {
                if !value.is_string() {
                    bad(format!("`license` must be text, not {}", kind(value)));
                }
            }
            "compatibility" => match value.as_str() {
                Some(c) if c.trim().is_empty() => bad("`compatibility` is empty; leave it out or say what the skill needs".into()),
                Some(c) if c.chars().count() > MAX_COMPATIBILITY_CHARS => bad(format!(
                    "`compatibility` is {} characters long; at most {MAX_COMPATIBILITY_CHARS}",
                    c.chars().count()
                )),
                Some(_) => {}
                None => bad(format!("`compatibility` must be text, not {}", kind(value))),
            },
            "metadata" => match value {
                Value::Mapping(m) => {
                    for (k, v) in m {
                        match (k.as_str(), v) {
                            (Some(_), Value::String(_)) => {}
                            (None, _) => out.push(Finding::error(
                                SKILL_MD,
                                at,
                                format!("`metadata` keys must be text, not {}", kind(k)),
                            )),
                            (Some(k), v) => {
                                let hint = match v {
                                    Value::Sequence(_) | Value::Mapping(_) | Value::Tagged(_) => {
                                        "metadata holds only text values"
                                    }
                                    _ => "put it in quotes",
                                };
                                out.push(Finding::error(
                                    SKILL_MD,
                                    at.and_then(|at| nested_key_line(yaml, at, k)).or(at),
                                    format!("`metadata.{k}` must be text, not {} ({hint})", kind(v)),
                                ));
                            }
                        }
                    }
                }
                other => bad(format!("`metadata` must be a map of text keys to text values, not {}", kind(other))),
            },
            "allowed-tools" => match value {
                Value::String(_) => {}
                Value::Sequence(items) if items.iter().all(Value::is_string) => out.push(Finding::warning(
                    SKILL_MD,
                    at,
                    "`allowed-tools` is a list; the specification has one text of tool names separated by spaces",
                )),
                other => bad(format!("`allowed-tools` must be text (tool names separated by spaces), not {}", kind(other))),
            },
            other => out.push(Finding::warning(
                SKILL_MD,
                at,
                format!("unknown key `{other}`; the specification knows {}", KNOWN_KEYS.join(", ")),
            )),
        }
    }
    for key in ["name", "description"] {
        if !map.contains_key(key) {
            out.push(Finding::error(SKILL_MD, Some(1), format!("the front matter has no `{key}`")));
        }
    }
}

/// What is wrong with a skill name (empty when it is fine): 1–64 characters of a–z, 0–9 and
/// `-`, no hyphen at either end or twice in a row, equal to the folder's name.
pub fn name_problems(name: &str, folder: Option<&str>) -> Vec<String> {
    let mut problems = Vec::new();
    let chars = name.chars().count();
    if name.is_empty() {
        problems.push("`name` is empty".to_string());
        return problems;
    }
    if chars > MAX_NAME_CHARS {
        problems.push(format!("`name` is {chars} characters long; at most {MAX_NAME_CHARS}"));
    }
    let mut foreign: Vec<char> = name.chars().filter(|c| !c.is_ascii()).collect();
    foreign.dedup();
    if !foreign.is_empty() {
        let list: Vec<String> = foreign.iter().take(5).map(|c| format!("`{c}`")).collect();
        problems.push(format!(
            "`name` contains {}: names use only the letters a–z, digits and hyphens (no accents or other scripts)",
            list.join(", ")
        ));
    }
    if name.chars().any(|c| c.is_ascii_uppercase()) {
        problems.push(format!(
            "`name` has upper-case letters; names are lower case (`{}`)",
            suggested_name(name)
        ));
    }
    let mut other: Vec<char> =
        name.chars().filter(|c| c.is_ascii() && !c.is_ascii_alphanumeric() && *c != '-').collect();
    other.dedup();
    if !other.is_empty() {
        let list: Vec<String> = other.iter().take(5).map(|c| format!("`{}`", c.escape_default())).collect();
        problems.push(format!("`name` contains {}: only a–z, 0–9 and `-` are allowed", list.join(", ")));
    }
    if name.starts_with('-') || name.ends_with('-') {
        problems.push("`name` starts or ends with a hyphen".to_string());
    }
    if name.contains("--") {
        problems.push("`name` has two hyphens in a row".to_string());
    }
    if let Some(folder) = folder
        && folder != name
    {
        problems
            .push(format!("`name` is `{name}` but the folder is named `{folder}`; they must be the same"));
    }
    problems
}

/// A name in the specification's form for a title such as `Forms Survey Reviewer`: lower
/// case, every run of other characters one hyphen (`forms-survey-reviewer`).
fn suggested_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

/// The file line (1-based) of `key` in the indented block under the top-level key on file
/// line `parent` (`metadata:` then `  version: 1.0`).
fn nested_key_line(yaml: &str, parent: usize, key: &str) -> Option<usize> {
    let lines: Vec<&str> = yaml.lines().collect();
    // File line `parent` is front matter line `parent - 2` (0-based).
    let start = parent.checked_sub(2)?;
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        if !line.starts_with([' ', '\t']) && !line.trim().is_empty() {
            break;
        }
        let item = line.trim_start();
        let rest = item
            .strip_prefix(key)
            .or_else(|| item.strip_prefix(&format!("\"{key}\"")))
            .or_else(|| item.strip_prefix(&format!("'{key}'")));
        if rest.is_some_and(|r| r.trim_start().starts_with(':')) {
            return Some(i + 2);
        }
    }
    None
}

/// The file line (1-based) of a top-level key of the front matter, found by its text.
fn key_line(yaml: &str, key: &str) -> Option<usize> {
    yaml.lines()
        .position(|line| {
            let rest = line
                .strip_prefix(key)
                .or_else(|| line.strip_prefix(&format!("\"{key}\"")))
                .or_else(|| line.strip_prefix(&format!("'{key}'")));
            rest.is_some_and(|r| r.trim_start().starts_with(':'))
        })
        .map(|i| i + 2)
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "nothing",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Sequence(_) => "a list",
        Value::Mapping(_) => "a map",
        Value::Tagged(_) => "a tagged value",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn md(front: &str, body: &str) -> Vec<u8> {
        format!("---\n{front}---\n{body}").into_bytes()
    }

    fn check(front: &str) -> Vec<Finding> {
        check_skill_md(&md(front, "Do the thing.\n"), Some("pdf-tools"))
    }

    fn errors(findings: &[Finding]) -> Vec<String> {
        findings.iter().filter(|f| f.is_error()).map(|f| f.message.clone()).collect()
    }

    fn warnings(findings: &[Finding]) -> Vec<String> {
        findings.iter().filter(|f| !f.is_error()).map(|f| f.message.clone()).collect()
    }

    const OK: &str = "name: pdf-tools\ndescription: Fill PDF forms. Use when the user sends a PDF.\n";

    #[test]
    fn a_good_skill_has_no_findings() {
        assert_eq!(check(OK), []);
        let all = "name: pdf-tools\ndescription: d\nlicense: MIT\ncompatibility: needs python3\n\
                   metadata:\n  author: me\n  version: \"1.0\"\nallowed-tools: Bash(git:*) Read\n";
        assert_eq!(check(all), []);
    }

    #[test]
    fn name_length_on_both_sides_of_the_limits() {
        let name = |n: &str| name_problems(n, None);
        assert_eq!(name(&"a".repeat(64)), Vec::<String>::new());
        assert_eq!(name(&"a".repeat(65)), ["`name` is 65 characters long; at most 64"]);
        assert_eq!(name("a"), Vec::<String>::new());
        assert_eq!(name(""), ["`name` is empty"]);
        let f = check("name: \"\"\ndescription: d\n");
        assert_eq!(errors(&f), ["`name` is empty"]);
        assert_eq!(f[0].line, Some(2));
    }

    #[test]
    fn name_characters_hyphens_and_folder() {
        let name = |n: &str| name_problems(n, None);
        assert_eq!(name("pdf-tools-2"), Vec::<String>::new());
        assert!(name("-pdf")[0].contains("starts or ends with a hyphen"));
        assert!(name("pdf-")[0].contains("starts or ends with a hyphen"));
        assert_eq!(name("pdf--tools"), ["`name` has two hyphens in a row"]);
        assert!(name("PDF-Tools")[0].contains("upper-case letters; names are lower case (`pdf-tools`)"));
        assert!(name("pdf_tools")[0].contains("contains `_`"));
        assert!(name("pdf tools")[0].contains("contains ` `"));
        assert_eq!(name_problems("pdf-tools", Some("pdf-tools")), Vec::<String>::new());
        assert_eq!(
            name_problems("pdf-tools", Some("pdf")),
            ["`name` is `pdf-tools` but the folder is named `pdf`; they must be the same"]
        );
    }

    #[test]
    fn unicode_names_are_refused_with_the_characters_named() {
        let p = name_problems("café-tools", None);
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(p[0].contains("`é`") && p[0].contains("no accents or other scripts"), "{p:?}");
        let p = name_problems("打包演示", None);
        assert!(p[0].contains("`打`, `包`, `演`, `示`"), "{p:?}");
        // 64 characters of a non-ASCII script are still within the length (chars, not bytes).
        assert!(!name_problems(&"é".repeat(64), None).iter().any(|m| m.contains("characters long")));
    }

    #[test]
    fn description_on_both_sides_of_the_limits() {
        let d = |text: &str| check(&format!("name: pdf-tools\ndescription: \"{text}\"\n"));
        assert_eq!(d(&"x".repeat(1024)), []);
        assert_eq!(errors(&d(&"x".repeat(1025))), ["`description` is 1025 characters long; at most 1024"]);
        assert_eq!(d("x"), []);
        assert!(errors(&d(""))[0].starts_with("`description` is empty"));
        assert!(errors(&d("   "))[0].starts_with("`description` is empty"));
        assert_eq!(
            errors(&check("name: pdf-tools\ndescription: [a, b]\n")),
            ["`description` must be text, not a list"]
        );
    }

    #[test]
    fn required_keys() {
        assert_eq!(errors(&check("description: d\n")), ["the front matter has no `name`"]);
        assert_eq!(errors(&check("name: pdf-tools\n")), ["the front matter has no `description`"]);
        assert_eq!(errors(&check("name: 42\ndescription: d\n"))[0], "`name` must be text, not a number");
    }

    #[test]
    fn optional_keys_are_typed() {
        let c = |extra: &str| errors(&check(&format!("{OK}{extra}")));
        assert_eq!(c(&format!("compatibility: \"{}\"\n", "c".repeat(500))), Vec::<String>::new());
        assert_eq!(
            c(&format!("compatibility: \"{}\"\n", "c".repeat(501))),
            ["`compatibility` is 501 characters long; at most 500"]
        );
        assert_eq!(c("compatibility: 3\n"), ["`compatibility` must be text, not a number"]);
        assert_eq!(c("license: [MIT]\n"), ["`license` must be text, not a list"]);
        assert_eq!(c("metadata: x\n"), ["`metadata` must be a map of text keys to text values, not text"]);
        assert_eq!(
            c("metadata:\n  version: 1.0\n"),
            ["`metadata.version` must be text, not a number (put it in quotes)"]
        );
        assert_eq!(
            c("allowed-tools: 3\n"),
            ["`allowed-tools` must be text (tool names separated by spaces), not a number"]
        );
        let f = check(&format!("{OK}allowed-tools: [Read, Bash]\n"));
        assert_eq!(errors(&f), Vec::<String>::new());
        assert!(warnings(&f)[0].contains("`allowed-tools` is a list"));
    }

    #[test]
    fn metadata_values_are_reported_on_their_own_line_with_advice_that_fits() {
        let f = check(&format!(
            "{OK}metadata:\n  author: me\n  \"version\": 2.9\n  tags:\n    - a\n  nested:\n    k: v\n  ok: \"1\"\n"
        ));
        let found: Vec<(Option<usize>, &str)> = f.iter().map(|f| (f.line, f.message.as_str())).collect();
        assert_eq!(
            found,
            [
                (Some(6), "`metadata.version` must be text, not a number (put it in quotes)"),
                (Some(7), "`metadata.tags` must be text, not a list (metadata holds only text values)"),
                (Some(9), "`metadata.nested` must be text, not a map (metadata holds only text values)"),
            ]
        );
        // A flow map has no line per key: the `metadata` line.
        let f = check(&format!("{OK}metadata: {{version: 1}}\n"));
        assert_eq!(f[0].line, Some(4), "{f:?}");
    }

    #[test]
    fn a_title_as_the_name_gets_a_name_to_use() {
        assert_eq!(suggested_name("Forms Survey Reviewer"), "forms-survey-reviewer");
        assert_eq!(suggested_name("PDF_Tools (v2)"), "pdf-tools-v2");
        let p = name_problems("My Skill", None);
        assert!(p[0].ends_with("names are lower case (`my-skill`)"), "{p:?}");
    }

    #[test]
    fn unknown_keys_are_warnings_on_their_line() {
        let f = check(&format!("{OK}version: 2\n"));
        assert_eq!(errors(&f), Vec::<String>::new());
        assert_eq!(f.len(), 1);
        assert_eq!((f[0].severity, f[0].line), (Severity::Warning, Some(4)));
        assert!(f[0].message.starts_with("unknown key `version`"), "{f:?}");
    }

    #[test]
    fn body_length_on_both_sides_of_the_limit() {
        let body = |n: usize| (1..=n).map(|i| format!("{i}. step\n")).collect::<String>();
        assert_eq!(check_skill_md(&md(OK, &body(500)), Some("pdf-tools")), []);
        let f = check_skill_md(&md(OK, &body(501)), Some("pdf-tools"));
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].severity, Severity::Warning);
        assert!(f[0].message.starts_with("the body is 501 lines long"), "{f:?}");
        // The body starts on line 5 (3 lines of front matter, 2 fences); line 501 of it is 505.
        assert_eq!(f[0].line, Some(505));
        // Blank lines around the body do not count.
        assert_eq!(check_skill_md(&md(OK, &format!("\n\n{}\n\n", body(500))), Some("pdf-tools")), []);
    }

    #[test]
    fn crlf_and_bom_are_read_with_a_warning() {
        let crlf = String::from_utf8(md(OK, "Step.\n")).unwrap().replace('\n', "\r\n");
        let f = check_skill_md(crlf.as_bytes(), Some("pdf-tools"));
        assert_eq!(errors(&f), Vec::<String>::new());
        assert_eq!(f.len(), 1);
        assert!(f[0].message.contains("Windows line endings (CRLF)") && f[0].line == Some(1), "{f:?}");
        let mut bom = "\u{feff}".as_bytes().to_vec();
        bom.extend(md(OK, "Step.\n"));
        let f = check_skill_md(&bom, Some("pdf-tools"));
        assert_eq!(errors(&f), Vec::<String>::new());
        assert!(f[0].message.contains("byte order mark"), "{f:?}");
        // CRLF in the body only: the line it is on.
        let f = check_skill_md(format!("---\n{OK}---\nStep.\r\n").as_bytes(), Some("pdf-tools"));
        assert_eq!(f[0].line, Some(5), "{f:?}");
    }

    #[test]
    fn front_matter_shape_errors() {
        let f = check_skill_md(format!("---\n{OK}Body without the closing line.\n").as_bytes(), None);
        assert_eq!(errors(&f), ["the front matter opened on line 1 has no closing `---` line"]);
        assert_eq!(f[0].line, Some(1));
        let f = check_skill_md(b"# Title\nno front matter\n", None);
        assert!(errors(&f)[0].starts_with("SKILL.md must start with a `---` front matter block"));
        let f = check_skill_md(b"---\n- a\n- b\n---\nbody\n", None);
        assert_eq!(errors(&f), ["the front matter must be a map of keys (`name: …`), not a list"]);
        assert_eq!(f[0].line, Some(2));
        let f = check_skill_md(b"---\njust text\n---\nbody\n", None);
        assert_eq!(errors(&f), ["the front matter must be a map of keys (`name: …`), not text"]);
        let f = check_skill_md(b"---\n---\nbody\n", None);
        assert_eq!(errors(&f), ["the front matter is empty; it needs `name` and `description`"]);
        let f = check_skill_md(b"---\nname: a\ndescription: [unclosed\n---\nbody\n", None);
        assert!(errors(&f)[0].starts_with("the front matter is not valid YAML"), "{f:?}");
        assert!(f[0].line.is_some_and(|l| l >= 3), "{f:?}");
        let f = check_skill_md(b"---\nname: a\nname: b\ndescription: d\n---\n", None);
        assert!(errors(&f)[0].contains("duplicate"), "{f:?}");
    }

    #[test]
    fn not_utf8_and_too_big() {
        let f = check_skill_md(b"---\nname: a\n\xff\n", None);
        assert_eq!((errors(&f), f[0].line), (vec!["SKILL.md is not UTF-8 text".to_string()], Some(3)));
        let big = vec![b'a'; MAX_SKILL_MD_BYTES + 1];
        assert!(errors(&check_skill_md(&big, None))[0].contains("at most"));
    }

    #[test]
    fn a_folder_as_files() {
        let files = vec![
            ("SKILL.md".to_string(), md(OK, "x\n")),
            ("scripts/run.sh".to_string(), b"#!/bin/sh\n".to_vec()),
        ];
        assert_eq!(check_files("pdf-tools", &files), []);
        let f = check_files("other", &files);
        assert!(errors(&f)[0].contains("the folder is named `other`"));
        let f = check_files("pdf-tools", &[("skill.md".to_string(), md(OK, "x\n"))]);
        assert_eq!(errors(&f), ["the skill file is named `skill.md`; it must be `SKILL.md` (upper case)"]);
        // Reported under the file's own name, which an annotation points at.
        assert_eq!(f[0].file, "skill.md");
        let f = check_files("pdf-tools", &[("README.md".to_string(), Vec::new())]);
        assert_eq!(errors(&f), ["the folder has no SKILL.md"]);
        let mut bad = files.clone();
        bad.push(("../escape".to_string(), Vec::new()));
        assert_eq!(errors(&check_files("pdf-tools", &bad)), ["a file path that leaves the skill folder"]);
    }
}
