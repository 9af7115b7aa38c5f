//! Section patches of a persona (DESIGN §6.3, OkBot's AGENTS.md patch): the file is split into
//! sections at `#` headings (headings inside code fences are text), and a patch replaces the
//! body of the sections it names and appends the ones the file lacks.
//!
//! A fence that is never closed runs to the end of the file (CommonMark), so what looks like a
//! heading after it is code: such a file can be patched only above the fence, since anything
//! appended would land inside the code. A patch body holds no heading line and no unclosed
//! fence, whether it came as Markdown or JSON: either would split or swallow the sections of
//! the file it is written into.
//!
//! Unlike OkBot, which re-serialises the whole file, only the bodies replaced change: every other
//! byte (the preamble, untouched sections, the heading lines, blank lines around a replaced body,
//! CRLF line ends) stays as it was.

use serde_json::Value;

/// One section of a file: byte ranges into the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// 1 to 6 (`#` … `######`).
    pub level: usize,
    /// The heading text, trimmed, without the `#`s.
    pub heading: String,
    /// Where the heading line starts.
    pub start: usize,
    /// Where the body starts (just after the heading line's end).
    pub body_start: usize,
    /// Where the section ends: the next heading line, or the end of the text.
    pub end: usize,
}

/// A file split into sections; what comes before the first heading is the preamble.
#[derive(Debug, Clone)]
pub struct Parsed {
    pub sections: Vec<Section>,
    /// Where the line of a code fence that is never closed starts, if there is one.
    pub open_fence: Option<usize>,
}

/// One section a patch sets. `level` is the level a new section gets (H1 unless Markdown input
/// said otherwise); an existing section keeps its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatchSection {
    pub heading: String,
    pub body: String,
    pub level: usize,
}

/// Why a patch is not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The patch names every section of a file with two or more: that is a rewrite, not a patch.
    WholeFile,
    /// The file has a code fence opened on this (1-based) line and never closed, and the patch
    /// names a section at or after it, or one the file lacks (which would be appended inside
    /// the code).
    UnclosedFence { line: usize },
}

/// What applying a patch gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The new text (equal to the old one when nothing changed).
    pub text: String,
    /// Headings whose body was replaced (and actually changed), in file order.
    pub replaced: Vec<String>,
    /// Headings appended as new sections, in patch order.
    pub added: Vec<String>,
}

impl Applied {
    pub fn changed(&self) -> bool {
        !self.replaced.is_empty() || !self.added.is_empty()
    }
}

/// How headings are compared: leading `#`s stripped, all whitespace removed, lower case.
pub fn normalise(heading: &str) -> String {
    heading
        .trim_start()
        .trim_start_matches('#')
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Lines with their byte offsets, each including its line end: `\n`, `\r\n`, or a lone `\r`
/// (Markdown ends a line at each, so `x\r# Heading` holds a heading line).
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        if at >= bytes.len() {
            return None;
        }
        let start = at;
        let end = (start..bytes.len())
            .find(|&i| bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
            .map_or(bytes.len(), |i| i + 1);
        at = end;
        Some((start, &text[start..end]))
    })
}

/// The lines of a text without their line ends (`\n`, `\r\n` or a lone `\r`, as [`lines`]
/// reads them): what a diff of a persona file compares.
pub fn split_lines(text: &str) -> Vec<&str> {
    lines(text)
        .map(|(_, line)| line.strip_suffix('\n').unwrap_or(line))
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect()
}

/// The line end a text uses most (`\n`, `\r\n` or a lone `\r`; `\n` when it has none, and on
/// a tie the one met first): what a patch writes, so the file keeps its own line ends.
fn dominant_eol(text: &str) -> &'static str {
    let mut counts = [(0usize, usize::MAX, "\n"), (0, usize::MAX, "\r\n"), (0, usize::MAX, "\r")];
    for (i, (_, line)) in lines(text).enumerate() {
        let k = if line.ends_with("\r\n") {
            1
        } else if line.ends_with('\n') {
            0
        } else if line.ends_with('\r') {
            2
        } else {
            continue;
        };
        counts[k].0 += 1;
        counts[k].1 = counts[k].1.min(i);
    }
    counts.iter().filter(|c| c.0 > 0).max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1))).map_or("\n", |c| c.2)
}

/// A fence opener/closer: up to three spaces, then three or more backticks or tildes. Returns
/// the fence character and its run length.
fn fence(line: &str) -> Option<(char, usize)> {
    let trimmed = line.trim_end_matches(['\n', '\r']);
    let indent = trimmed.len() - trimmed.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &trimmed[indent..];
    let c = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let run = rest.chars().take_while(|x| *x == c).count();
    (run >= 3).then_some((c, run))
}

/// `# Heading` (up to three spaces, one to six `#`, then whitespace, then text, as Markdown
/// has it; four spaces make code): its level and trimmed text.
fn heading(line: &str) -> Option<(usize, String)> {
    let line = line.trim_start_matches('\u{feff}').trim_end_matches(['\n', '\r']);
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let line = &line[indent..];
    let level = line.chars().take_while(|c| *c == '#').count();
    if !(1..=6).contains(&level) {
        return None;
    }
    let rest = &line[level..];
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let mut text = rest.trim();
    // A closing run of `#`s after a space is not part of the text (`## Style ##`).
    if let Some(open) = text.strip_suffix(|c| c == '#').map(|t| t.trim_end_matches('#'))
        && (open.is_empty() || open.ends_with([' ', '\t']))
    {
        text = open.trim_end();
    }
    (!text.is_empty()).then(|| (level, text.to_string()))
}

/// Split a text into sections at its headings; headings inside code fences do not count.
pub fn parse(text: &str) -> Parsed {
    let mut sections: Vec<Section> = Vec::new();
    let mut open: Option<(char, usize)> = None;
    let mut open_at = 0;
    for (start, line) in lines(text) {
        if let Some((c, run)) = fence(line) {
            match open {
                None => {
                    open = Some((c, run));
                    open_at = start;
                }
                Some((oc, orun)) if oc == c && run >= orun && line.trim().chars().all(|x| x == c) => {
                    open = None
                }
                Some(_) => {}
            }
            continue;
        }
        if open.is_some() {
            continue;
        }
        if let Some((level, heading)) = heading(line) {
            if let Some(last) = sections.last_mut() {
                last.end = start;
            }
            sections.push(Section { level, heading, start, body_start: start + line.len(), end: text.len() });
        }
    }
    Parsed { sections, open_fence: open.map(|_| open_at) }
}

/// Up to three spaces of indent: the rest of the line, or `None` for four or more (code).
fn unindented(line: &str) -> Option<&str> {
    let line = line.trim_start_matches('\u{feff}').trim_end_matches(['\n', '\r']);
    let indent = line.len() - line.trim_start_matches(' ').len();
    (indent <= 3).then(|| &line[indent..])
}

/// An ATX heading line in Markdown's sense, an empty one included: up to three spaces, one to
/// six `#`, then a space, a tab or the end of the line (`#`, `# `, `## ##`).
fn atx_line(line: &str) -> bool {
    let Some(rest) = unindented(line) else { return false };
    let level = rest.chars().take_while(|c| *c == '#').count();
    (1..=6).contains(&level) && (rest.len() == level || rest[level..].starts_with([' ', '\t']))
}

/// A setext underline: up to three spaces, then a run of `=` or of `-`, then only spaces or
/// tabs. Under a paragraph line it makes that line a heading.
fn setext_underline(line: &str) -> bool {
    let Some(rest) = unindented(line) else { return false };
    let rest = rest.trim_end_matches([' ', '\t']);
    let Some(c) = rest.chars().next().filter(|c| *c == '=' || *c == '-') else { return false };
    rest.chars().all(|x| x == c)
}

/// A line that opens a block quote or a list item: a setext underline after it (or after its
/// lazy continuation lines) is text or a thematic break, not a heading.
fn opens_container(line: &str) -> bool {
    let Some(rest) = unindented(line) else { return false };
    let bullet = rest.len() >= 2 && rest.starts_with(['-', '*', '+']) && rest[1..].starts_with([' ', '\t']);
    let bullet = bullet || matches!(rest, "-" | "*" | "+");
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let ordered = (1..=9).contains(&digits)
        && rest[digits..].starts_with(['.', ')'])
        && (rest.len() == digits + 1 || rest[digits + 1..].starts_with([' ', '\t']));
    rest.starts_with('>') || bullet || ordered
}

/// The first line of `body` (outside code fences) that Markdown reads as a heading but
/// [`parse`] does not split at: an empty ATX heading (`#`, `# `), or a paragraph line under
/// which a setext underline (`===`, `---`) stands, shown with its underline.
fn hidden_heading(body: &str) -> Option<String> {
    let mut fence_open: Option<(char, usize)> = None;
    // The previous line, when it is a paragraph line a setext underline would make a heading.
    let mut paragraph: Option<&str> = None;
    // Inside a block quote or list item (until a blank line): no setext heading at top level.
    let mut container = false;
    for (_, line) in lines(body) {
        if let Some((c, run)) = fence(line) {
            match fence_open {
                None => fence_open = Some((c, run)),
                Some((oc, orun)) if oc == c && run >= orun && line.trim().chars().all(|x| x == c) => {
                    fence_open = None
                }
                Some(_) => {}
            }
            paragraph = None;
            continue;
        }
        if fence_open.is_some() {
            continue;
        }
        let text = line.trim_end_matches(['\n', '\r']);
        if text.trim().is_empty() {
            (paragraph, container) = (None, false);
            continue;
        }
        if atx_line(line) {
            return Some(text.to_string());
        }
        if let Some(above) = paragraph
            && !container
            && setext_underline(line)
        {
            return Some(format!("{} / {}", above.trim(), text.trim()));
        }
        if opens_container(line) {
            container = true;
        }
        // A line of four or more spaces after no paragraph is code; a thematic break (`---`,
        // `***`, `___` after no paragraph) ends one.
        let code = unindented(line).is_none() && paragraph.is_none();
        let thematic = {
            let t: String = text.chars().filter(|c| !matches!(c, ' ' | '\t')).collect();
            t.len() >= 3 && ["-", "*", "_"].iter().any(|c| t.chars().all(|x| x.to_string() == *c))
        };
        paragraph = (!code && !thematic).then_some(text);
    }
    None
}

/// A section's body must stay one body in the file: no heading line (it would start another
/// section, even an empty `#` or a setext heading) and no fence left open (it would turn the
/// sections after it into code).
fn check_body(p: &PatchSection) -> Result<(), String> {
    let parsed = parse(&p.body);
    let heading = p.heading.trim().trim_start_matches('#').trim();
    let inner =
        parsed.sections.first().map(|inner| p.body[inner.start..inner.body_start].trim_end().to_string());
    if let Some(line) = inner.or_else(|| hidden_heading(&p.body)) {
        return Err(format!(
            "the body of `{heading}` holds the heading line `{line}`; give each section as its own entry (a heading inside a code fence is text)"
        ));
    }
    if parsed.open_fence.is_some() {
        return Err(format!("the body of `{heading}` opens a code fence it does not close"));
    }
    Ok(())
}

/// Collapse duplicates (the last body wins, at the place of the first) and drop sections whose
/// heading or body is empty once trimmed.
fn dedupe(patch: &[PatchSection]) -> Vec<PatchSection> {
    let mut out: Vec<PatchSection> = Vec::new();
    for p in patch {
        let heading = p.heading.trim().trim_start_matches('#').trim().to_string();
        let body = p.body.trim().to_string();
        if heading.is_empty() || body.is_empty() {
            continue;
        }
        let key = normalise(&heading);
        match out.iter_mut().find(|o| normalise(&o.heading) == key) {
            Some(o) => o.body = body,
            None => out.push(PatchSection { heading, body, level: p.level.clamp(1, 6) }),
        }
    }
    out
}

/// Apply a patch to `text`. Refused when the file has two or more sections and the patch names
/// every one of them; `Ok` with `changed() == false` when nothing would change.
pub fn apply(text: &str, patch: &[PatchSection]) -> Result<Applied, Refusal> {
    let patch = dedupe(patch);
    let parsed = parse(text);
    let keys: Vec<String> = patch.iter().map(|p| normalise(&p.heading)).collect();
    if let Some(at) = parsed.open_fence {
        let above = |key: &String| {
            parsed.sections.iter().find(|s| normalise(&s.heading) == *key).is_some_and(|s| s.end <= at)
        };
        if !keys.iter().all(above) {
            return Err(Refusal::UnclosedFence { line: lines(&text[..at]).count() + 1 });
        }
    }
    if parsed.sections.len() >= 2 && parsed.sections.iter().all(|s| keys.contains(&normalise(&s.heading))) {
        return Err(Refusal::WholeFile);
    }
    // Line ends: what is written takes the file's own (the one it uses most), whatever the
    // patch came with.
    let eol = dominant_eol(text);
    let with_eol = |s: &str, eol: &str| split_lines(s).join(eol);
    let ends_line = |s: &str| s.ends_with(['\n', '\r']);
    let mut out = String::with_capacity(text.len() + 256);
    let mut at = 0;
    let mut replaced = Vec::new();
    let mut used = vec![false; patch.len()];
    for section in &parsed.sections {
        let key = normalise(&section.heading);
        // The first section with this heading takes the patch; a later one with the same
        // heading stays as it is.
        let Some(i) = keys.iter().position(|k| *k == key).filter(|i| !used[*i]) else { continue };
        used[i] = true;
        let old = &text[section.body_start..section.end];
        if old.trim() == with_eol(&patch[i].body, eol).trim() {
            continue;
        }
        // Keep the blank lines before and after the body as they were (an empty body gets one
        // blank line before the next heading).
        let (lead, trail) = if old.trim().is_empty() {
            ("", if section.end < text.len() { eol } else { "" })
        } else {
            blank_edges(old)
        };
        out.push_str(&text[at..section.body_start]);
        if section.body_start == text.len() && !ends_line(text) {
            out.push_str(eol);
        }
        out.push_str(lead);
        out.push_str(&with_eol(&patch[i].body, eol));
        out.push_str(eol);
        out.push_str(trail);
        at = section.end;
        replaced.push(section.heading.clone());
    }
    out.push_str(&text[at..]);
    let mut added = Vec::new();
    for (i, p) in patch.iter().enumerate() {
        if used[i] {
            continue;
        }
        if !out.is_empty() {
            if !ends_line(&out) {
                out.push_str(eol);
            }
            if !out.ends_with(&format!("{eol}{eol}")) && out.trim() != "" {
                out.push_str(eol);
            }
        }
        out.push_str(&"#".repeat(p.level));
        out.push(' ');
        out.push_str(&p.heading);
        out.push_str(eol);
        out.push_str(&with_eol(&p.body, eol));
        out.push_str(eol);
        added.push(p.heading.clone());
    }
    Ok(Applied { text: out, replaced, added })
}

/// The whole blank lines before a body's first text and after the line end of its last text
/// (lines ending in `\n`, `\r\n` or a lone `\r`).
fn blank_edges(old: &str) -> (&str, &str) {
    let ws = ['\n', '\r', ' ', '\t'];
    let lead_len = old.len() - old.trim_start_matches(ws).len();
    let lead = &old[..old[..lead_len].rfind(['\n', '\r']).map_or(0, |n| n + 1)];
    let trail_len = old.len() - old.trim_end_matches(ws).len();
    let trail = &old[old.len() - trail_len..];
    let after_end = match trail.find(['\n', '\r']) {
        Some(n) if trail[n..].starts_with("\r\n") => &trail[n + 2..],
        Some(n) => &trail[n + 1..],
        None => "",
    };
    (lead, after_end)
}

/// A patch given as Markdown: each section (heading and body) of the text. `None` when the text
/// has no heading.
pub fn from_markdown(text: &str) -> Option<Vec<PatchSection>> {
    let parsed = parse(text);
    if parsed.sections.is_empty() {
        return None;
    }
    Some(
        parsed
            .sections
            .iter()
            .map(|s| PatchSection {
                heading: s.heading.clone(),
                body: text[s.body_start..s.end].trim().to_string(),
                level: s.level,
            })
            .collect(),
    )
}

/// The sections of a JSON patch, `{"sections":[{"heading","body"}]}` (an `action` of `patch`
/// or `none` is accepted too). `Ok(None)` for `{"action":"none"}`; `Err` says what is wrong.
pub fn from_json(value: &Value) -> Result<Option<Vec<PatchSection>>, String> {
    let Some(doc) = value.as_object() else { return Err("the JSON is not an object".into()) };
    match doc.get("action") {
        None => {}
        Some(Value::String(a)) if a.trim().eq_ignore_ascii_case("none") => return Ok(None),
        Some(Value::String(a)) if a.trim().eq_ignore_ascii_case("patch") => {}
        Some(_) => return Err("`action` is neither \"patch\" nor \"none\"".into()),
    }
    let Some(list) = doc.get("sections").and_then(Value::as_array) else {
        return Err("`sections` is missing or not a list".into());
    };
    let mut out = Vec::new();
    for s in list {
        let (Some(heading), Some(body)) =
            (s.get("heading").and_then(Value::as_str), s.get("body").and_then(Value::as_str))
        else {
            return Err("each section needs a `heading` and a `body` string".into());
        };
        // A heading is one line: a line break would start the body (or another heading) inside
        // it, an escape would reach the terminal of whoever reads the file.
        if heading.chars().any(char::is_control) {
            return Err(format!(
                "the heading `{}` is not one line of text (it holds a line break or control character)",
                heading.escape_debug()
            ));
        }
        let section = PatchSection { heading: heading.to_string(), body: body.to_string(), level: 1 };
        check_body(&section)?;
        out.push(section);
    }
    Ok(Some(out))
}

/// A patch typed or piped by a user: JSON when the text starts with `{`, else Markdown
/// sections. `Ok(None)` for `{"action":"none"}`.
///
/// A user's patch names every section it sets: an empty heading is a mistake, not a section
/// to skip (a model's reply may still hold one; [`parse_reply`] drops it).
pub fn from_input(text: &str) -> Result<Option<Vec<PatchSection>>, String> {
    let t = text.trim_start_matches('\u{feff}').trim();
    let sections = if t.starts_with('{') {
        let value: Value =
            serde_json::from_str(t).map_err(|e| format!("the JSON patch does not parse: {e}"))?;
        let Some(sections) = from_json(&value)? else { return Ok(None) };
        if sections.iter().any(|s| normalise(&s.heading).is_empty()) {
            return Err("a section has an empty heading; every section needs one".into());
        }
        sections
    } else {
        from_markdown(t).ok_or_else(|| "the patch has no `#` heading".to_string())?
    };
    sections.iter().try_for_each(check_body)?;
    Ok(Some(sections))
}

// ---- the model's reply (automatic patch)

/// Why a reply was not used (shared by every reader of the model's JSON).
pub use crate::text::ReplyNote;

/// What to tell the user about a reply that was not used.
pub fn note_message(note: &ReplyNote) -> String {
    note.message("the persona updater", "the persona was left as it was")
}

/// Read the model's reply: `Ok(None)` for `NO_CHANGE` or `{"action":"none"}` (or a patch whose
/// sections are all empty), `Ok(Some(sections))` for a patch. Tolerated around the JSON: a
/// `<think>` block, one fence, prose before and after. `cut` when the provider reported the
/// reply as stopped by the token limit: never applied.
pub fn parse_reply(text: &str, cut: bool) -> Result<Option<Vec<PatchSection>>, ReplyNote> {
    if cut {
        return Err(ReplyNote::Truncated);
    }
    let mut t = text.trim();
    while let Some(start) = t.find("<think>") {
        let Some(end) = t[start..].find("</think>") else { return Err(ReplyNote::Thinking) };
        let after = &t[start + end + "</think>".len()..];
        if start == 0 {
            t = after.trim();
        } else {
            // Reasoning after the answer starts: keep what comes before it.
            t = t[..start].trim();
        }
    }
    if t.is_empty() {
        return Err(ReplyNote::Empty);
    }
    if t.get(..9).is_some_and(|p| p.eq_ignore_ascii_case("NO_CHANGE")) {
        return Ok(None);
    }
    if !t.contains('{') {
        return Err(ReplyNote::Prose);
    }
    // The first JSON object with an `action`, wherever it starts: prose before and after it
    // (even prose with braces) is skipped. A document that never ends is a cut reply.
    let mut cut_short = false;
    let mut found = None;
    for (at, _) in t.match_indices('{') {
        match serde_json::Deserializer::from_str(&t[at..]).into_iter::<Value>().next() {
            Some(Ok(v)) if v.get("action").is_some() => {
                found = Some(v);
                break;
            }
            Some(Err(e)) if e.is_eof() && found.is_none() => cut_short = true,
            _ => {}
        }
    }
    let Some(value) = found else {
        return Err(if cut_short {
            ReplyNote::Truncated
        } else {
            ReplyNote::WrongShape("no JSON object with an `action`".into())
        });
    };
    match from_json(&value) {
        Ok(Some(sections)) if dedupe(&sections).is_empty() => Ok(None),
        Ok(found) => Ok(found),
        Err(what) => Err(ReplyNote::WrongShape(what)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_json_heading_with_a_line_break_or_control_character_is_refused() {
        for heading in ["Style\nInjected", "Sty\u{1b}[31mle", "A\rB"] {
            let patch = serde_json::json!({"sections": [{"heading": heading, "body": "x"}]});
            let err = from_json(&patch).unwrap_err();
            assert!(err.contains("is not one line of text"), "{err}");
            assert!(matches!(
                parse_reply(&patch.to_string().replace('{', "{\"action\":\"patch\","), false),
                Err(ReplyNote::WrongShape(_))
            ));
        }
    }

    const SOUL: &str = "# Identity\nYou are Ann.\n\n# Style\n- Short sentences.\n  - keep   spacing  \n\n# Boundaries\n- Ask first.\n";

    fn p(heading: &str, body: &str) -> PatchSection {
        PatchSection { heading: heading.into(), body: body.into(), level: 1 }
    }

    #[test]
    fn an_untouched_section_is_kept_byte_for_byte() {
        let out = apply(SOUL, &[p("style", "- Long sentences.")]).unwrap();
        assert_eq!(
            out.text,
            "# Identity\nYou are Ann.\n\n# Style\n- Long sentences.\n\n# Boundaries\n- Ask first.\n"
        );
        assert_eq!(out.replaced, ["Style"]);
        assert!(out.added.is_empty());
        let odd = "preamble  \n\n# A\n\n\nbody a \t\n\n\n## B\nold\n\n# C\nc\r\n";
        let out = apply(odd, &[p("B", "new")]).unwrap();
        assert_eq!(out.text, "preamble  \n\n# A\n\n\nbody a \t\n\n\n## B\nnew\n\n# C\nc\r\n");
    }

    #[test]
    fn a_bom_and_closing_hashes_do_not_hide_a_heading() {
        let parsed = parse("\u{feff}# Identity\nx\n## Style ##\ny\n# C#\n");
        let names: Vec<&str> = parsed.sections.iter().map(|s| s.heading.as_str()).collect();
        assert_eq!(names, ["Identity", "Style", "C#"]);
    }

    #[test]
    fn the_level_of_a_replaced_heading_is_kept() {
        let text = "# Top\nintro\n\n### Notes  \nold\n";
        let out = apply(text, &[p("# notes", "new")]).unwrap();
        assert_eq!(out.text, "# Top\nintro\n\n### Notes  \nnew\n");
    }

    #[test]
    fn a_patch_of_every_section_is_refused() {
        let all = [p("Identity", "x"), p("STYLE", "y"), p("bound aries", "z")];
        assert_eq!(apply(SOUL, &all), Err(Refusal::WholeFile));
        // Plus a new section it is still a rewrite.
        let more = [p("Identity", "x"), p("Style", "y"), p("Boundaries", "z"), p("New", "n")];
        assert_eq!(apply(SOUL, &more), Err(Refusal::WholeFile));
        // Two of three is a patch.
        assert!(apply(SOUL, &all[..2]).unwrap().changed());
    }

    #[test]
    fn a_one_section_file_is_patchable() {
        let out = apply("# Only\nold\n", &[p("Only", "new")]).unwrap();
        assert_eq!(out.text, "# Only\nnew\n");
        let out = apply("", &[p("First", "body")]).unwrap();
        assert_eq!(out.text, "# First\nbody\n");
    }

    #[test]
    fn headings_inside_code_fences_are_text() {
        let text = "# A\n```md\n# Fake\n```\nafter\n\n# B\nb\n";
        assert_eq!(parse(text).sections.len(), 2);
        let out = apply(text, &[p("Fake", "x")]).unwrap();
        assert_eq!(out.added, ["Fake"]);
        assert!(
            out.text.starts_with("# A\n```md\n# Fake\n```\nafter\n\n# B\nb\n\n# Fake\nx\n"),
            "{}",
            out.text
        );
        // Replacing A swaps the fence with it.
        let out = apply(text, &[p("A", "plain")]).unwrap();
        assert_eq!(out.text, "# A\nplain\n\n# B\nb\n");
        // `~~~` fences too, and a longer closing run.
        assert_eq!(parse("# A\n~~~\n# no\n~~~~\n# B\n").sections.len(), 2);
    }

    #[test]
    fn a_file_with_an_unclosed_fence_is_patched_only_above_it() {
        let text = "# Identity\nYou are Ann.\n\n# Code\n```sh\nls\n\n# Style\n- old\n";
        let parsed = parse(text);
        assert_eq!(parsed.sections.len(), 2, "a heading after an unclosed fence is code");
        assert_eq!(parsed.open_fence, Some(text.find("```").unwrap()));
        // Never a second `# Style` appended inside the code, nor the fenced text replaced.
        for refused in [p("Style", "- new"), p("Code", "x"), p("New", "n")] {
            assert_eq!(apply(text, &[refused]), Err(Refusal::UnclosedFence { line: 5 }));
        }
        assert_eq!(
            apply(text, &[p("Identity", "x"), p("Style", "y")]),
            Err(Refusal::UnclosedFence { line: 5 })
        );
        let out = apply(text, &[p("Identity", "You are Bea.")]).unwrap();
        assert_eq!(out.text, text.replace("Ann", "Bea"));
        assert_eq!(parse("# A\n```\nx\n```\n").open_fence, None);
    }

    #[test]
    fn a_body_holds_no_heading_line_and_no_unclosed_fence_in_json_or_markdown() {
        for body in
            ["x\n# Injected\ny", "x\n### Deeper\ny", "## Style", "x\r# Evil", "   # Evil", "x\n # Evil\r\ny"]
        {
            let json = serde_json::json!({"sections": [{"heading": "Identity", "body": body}]}).to_string();
            let err = from_input(&json).unwrap_err();
            assert!(err.contains("the body of `Identity` holds the heading line"), "{err}");
            let reply = json.replacen('{', "{\"action\":\"patch\",", 1);
            assert!(matches!(parse_reply(&reply, false), Err(ReplyNote::WrongShape(_))), "{reply}");
        }
        // Four spaces make code, not a heading.
        let code = "x\n    # not a heading";
        let json = serde_json::json!({"sections": [{"heading": "Code", "body": code}]}).to_string();
        assert_eq!(from_input(&json).unwrap().unwrap(), [p("Code", code)]);
        let json = r#"{"sections":[{"heading":"Code","body":"```sh\nls"}]}"#;
        assert!(from_input(json).unwrap_err().contains("opens a code fence it does not close"));
        let md = "# Code\n```sh\nls\n";
        assert!(from_input(md).unwrap_err().contains("opens a code fence it does not close"));
        // Inside a closed fence a heading is text, in both forms.
        let fenced = "x\n```md\n# Example\n```";
        let json = serde_json::json!({"sections": [{"heading": "Code", "body": fenced}]}).to_string();
        assert_eq!(from_input(&json).unwrap().unwrap(), [p("Code", fenced)]);
        assert_eq!(from_input(&format!("# Code\n{fenced}\n")).unwrap().unwrap(), [p("Code", fenced)]);
    }

    #[test]
    fn an_empty_heading_in_a_users_json_patch_is_an_error() {
        for heading in ["", "  ", " ## "] {
            let json = serde_json::json!({"sections": [{"heading": heading, "body": "x"}]}).to_string();
            assert!(from_input(&json).unwrap_err().contains("empty heading"), "{heading:?}");
        }
    }

    #[test]
    fn the_last_duplicate_in_a_patch_wins() {
        let out = apply(SOUL, &[p("Style", "first"), p("style", "second")]).unwrap();
        assert!(out.text.contains("# Style\nsecond\n\n# Boundaries"), "{}", out.text);
        assert_eq!(out.replaced, ["Style"]);
    }

    #[test]
    fn unknown_headings_are_appended_in_order() {
        let out = apply(SOUL, &[p("Decisions", "- Use tabs."), p("Tools", "- git")]).unwrap();
        assert_eq!(out.text, format!("{SOUL}\n# Decisions\n- Use tabs.\n\n# Tools\n- git\n"));
        assert_eq!(out.added, ["Decisions", "Tools"]);
        let out = apply("# A\na", &[p("B", "b")]).unwrap();
        assert_eq!(out.text, "# A\na\n\n# B\nb\n");
    }

    #[test]
    fn nothing_changes_when_the_bodies_are_the_same() {
        let out = apply(SOUL, &[p("Style", "\n- Short sentences.\n  - keep   spacing\n")]).unwrap();
        assert!(!out.changed());
        assert_eq!(out.text, SOUL);
        let out = apply(SOUL, &[p("Style", "  "), p("", "x")]).unwrap();
        assert!(!out.changed());
    }

    #[test]
    fn crlf_files_get_crlf_bodies() {
        let text = "# A\r\nold\r\n\r\n# B\r\nb\r\n";
        let out = apply(text, &[p("A", "one\ntwo"), p("C", "c")]).unwrap();
        assert_eq!(out.text, "# A\r\none\r\ntwo\r\n\r\n# B\r\nb\r\n\r\n# C\r\nc\r\n");
    }

    #[test]
    fn lone_cr_files_are_patched_in_lone_crs_and_mixed_files_in_their_dominant_line_end() {
        let text = "# A\rold\r\r# B\rb\r";
        let out = apply(text, &[p("A", "one\ntwo"), p("C", "c")]).unwrap();
        assert_eq!(out.text, "# A\rone\rtwo\r\r# B\rb\r\r# C\rc\r");
        assert_eq!(out.replaced, ["A"]);
        // Mostly CRLF, one heading line ending in `\n`: everything written is CRLF.
        let text = "# A\r\nold\r\n\r\n# B\nb\r\n";
        let out = apply(text, &[p("B", "x\r\ny"), p("C", "c")]).unwrap();
        assert_eq!(out.text, "# A\r\nold\r\n\r\n# B\nx\r\ny\r\n\r\n# C\r\nc\r\n");
        // Mostly `\n`, a patch body in lone CRs.
        let out = apply("# A\na\n\n# B\r\nb\n", &[p("A", "1\r2")]).unwrap();
        assert_eq!(out.text, "# A\n1\n2\n\n# B\r\nb\n");
        assert_eq!(split_lines("a\rb\r\nc\nd"), ["a", "b", "c", "d"]);
    }

    #[test]
    fn a_body_with_an_empty_atx_heading_or_a_setext_heading_is_refused() {
        for body in [
            "x\n#\ny",
            "x\n# \ny",
            "#",
            "x\n  ###\t\ny",
            "## ##",
            "Evil\n===",
            "x\n\nEvil\n---",
            "Evil\n   =  ",
            "x\rEvil\r===",
            "a\nb\n-",
        ] {
            let json = serde_json::json!({"sections": [{"heading": "Identity", "body": body}]}).to_string();
            let err = from_input(&json).unwrap_err();
            assert!(err.contains("the body of `Identity` holds the heading line"), "{body:?}: {err}");
            let md = format!("# Identity\n{body}\n");
            let err = from_input(&md).unwrap_err();
            assert!(err.contains("the body of `Identity` holds the heading line"), "{body:?}: {err}");
        }
        // Not headings: a thematic break, `#` without a space, an underline after code, a list
        // item or a quote, four spaces, and anything inside a fence.
        for body in [
            "x\n\n---\ny",
            "---",
            "x\n#tag",
            "    code\n===",
            "- item\n---",
            "> quote\n===",
            "x\n    ===",
            "x\n- - -",
            "```\nEvil\n===\n#\n```",
            "x\n\n***",
        ] {
            let json = serde_json::json!({"sections": [{"heading": "Identity", "body": body}]}).to_string();
            assert!(from_input(&json).is_ok(), "{body:?}: {:?}", from_input(&json));
        }
        let err = from_input(r#"{"sections":[{"heading":"Identity","body":"Evil\n==="}]}"#).unwrap_err();
        assert!(err.contains("the heading line `Evil / ===`"), "{err}");
    }

    #[test]
    fn only_the_first_section_with_a_heading_is_replaced() {
        let text = "# A\n1\n\n# Notes\n2\n\n# Notes\n3\n";
        let out = apply(text, &[p("notes", "x")]).unwrap();
        assert_eq!(out.text, "# A\n1\n\n# Notes\nx\n\n# Notes\n3\n");
    }

    #[test]
    fn markdown_and_json_input() {
        let md = "## Style\n- a\n\n# New\nb\n";
        assert_eq!(
            from_input(md).unwrap().unwrap(),
            [PatchSection { heading: "Style".into(), body: "- a".into(), level: 2 }, p("New", "b")]
        );
        let json = r###"{"sections":[{"heading":"## Style","body":"- a"}]}"###;
        let got = from_input(json).unwrap().unwrap();
        let out = apply(SOUL, &got).unwrap();
        assert_eq!(out.replaced, ["Style"]);
        assert_eq!(from_input(r#"{"action":"none"}"#).unwrap(), None);
        assert!(from_input("just words").unwrap_err().contains("no `#` heading"));
        assert!(from_input(r#"{"sections":[{"heading":1}]}"#).is_err());
        assert!(from_input(r#"{"sections":"#).unwrap_err().contains("does not parse"));
    }

    #[test]
    fn replies_meaning_no_change() {
        assert_eq!(parse_reply("NO_CHANGE", false), Ok(None));
        assert_eq!(parse_reply("no_change: nothing new", false), Ok(None));
        assert_eq!(parse_reply(r#"{"action":"none"}"#, false), Ok(None));
        assert_eq!(parse_reply("<think>hmm</think>\n{\"action\":\"none\"}", false), Ok(None));
        assert_eq!(
            parse_reply(r#"{"action":"patch","sections":[{"heading":" ","body":"x"}]}"#, false),
            Ok(None)
        );
    }

    #[test]
    fn replies_with_prose_fences_and_thinking_around_the_json() {
        let want = Ok(Some(vec![p("Style", "- terse")]));
        let doc = r#"{"action":"patch","sections":[{"heading":"Style","body":"- terse"}]}"#;
        assert_eq!(parse_reply(doc, false), want);
        assert_eq!(parse_reply(&format!("Here is the patch:\n{doc}\nDone."), false), want);
        assert_eq!(parse_reply(&format!("```json\n{doc}\n```"), false), want);
        assert_eq!(parse_reply(&format!("<think>plan {{</think>{doc}"), false), want);
        assert_eq!(parse_reply(&format!("Changed {{Style}} only:\n{doc} (see {{above}})"), false), want);
    }

    #[test]
    fn replies_that_give_nothing() {
        let doc = r#"{"action":"patch","sections":[{"heading":"Style","body":"- terse"}]}"#;
        assert_eq!(parse_reply(doc, true), Err(ReplyNote::Truncated));
        assert_eq!(parse_reply(&doc[..30], false), Err(ReplyNote::Truncated));
        assert_eq!(
            parse_reply(r#"{"action":"patch","sections":[{"heading":"S","body":"x"}"#, false),
            Err(ReplyNote::Truncated)
        );
        assert_eq!(parse_reply("<think>still going", false), Err(ReplyNote::Thinking));
        assert_eq!(parse_reply("I would add a section.", false), Err(ReplyNote::Prose));
        assert_eq!(parse_reply("", false), Err(ReplyNote::Empty));
        assert!(matches!(parse_reply(r#"{"sections":[]}"#, false), Err(ReplyNote::WrongShape(_))));
        assert!(matches!(parse_reply(r#"{"action":"rewrite"}"#, false), Err(ReplyNote::WrongShape(_))));
        assert!(matches!(parse_reply("{not json}", false), Err(ReplyNote::WrongShape(_))));
        // A Markdown reply is not the JSON asked for.
        assert_eq!(parse_reply("# Style\n- terse", false), Err(ReplyNote::Prose));
    }
}
