//! The offline summarizer and topic judge (DESIGN §7.3): deterministic, no network.
//!
//! The summarizer is extractive. It sorts the sentences of the new messages under fixed
//! headings, keeps identifiers (paths, URLs, ids, numbers, commands) verbatim, merges them into
//! the previous summary without repeating it, and fits the result into `summaryMaxChars` by
//! dropping the least useful lines first.

use anyhow::Result;

use super::{Summarizer, SummaryError, SummaryRequest, TopicJudge};

const HEADINGS: [&str; 5] = ["Goal", "Decisions & conventions", "Paths & commands", "Open items", "Other"];
const GOAL: usize = 0;
const DECISIONS: usize = 1;
const PATHS: usize = 2;
const OPEN: usize = 3;
const OTHER: usize = 4;

pub struct OfflineSummarizer;

impl Summarizer for OfflineSummarizer {
    fn summarize(&mut self, r: &SummaryRequest) -> Result<String, SummaryError> {
        Ok(summarize(r.previous, r.delta, r.max_chars))
    }
}

/// Sections of a summary: one list of lines per heading.
type Sections = [Vec<String>; 5];

pub fn summarize(previous: &str, delta: &str, max_chars: usize) -> String {
    let mut acc = Acc::new(parse_previous(previous));
    // The assistant's questions stay open only until the user answers.
    let mut asked: Vec<String> = Vec::new();
    for line in delta.lines() {
        let (role, text) = split_role(line);
        if role.starts_with("user") && !asked.is_empty() {
            acc.retain(OPEN, |q| !asked.iter().any(|a| a == q));
            asked.clear();
        }
        if role.starts_with("[tool") {
            // Tool digests: keep only when they carry identifiers (paths, commands, numbers).
            if !identifiers(text).is_empty() {
                acc.add(PATHS, format!("{role} {}", text.trim()));
            }
            continue;
        }
        for sentence in sentences(text) {
            let kind = classify(&sentence, role, acc.sections[GOAL].is_empty());
            if matches!(kind, OTHER | GOAL) && sentence.chars().count() < 12 {
                continue; // "ok", "thanks", "sure!"
            }
            if kind == OPEN && role.starts_with("assistant") {
                asked.push(sentence.clone());
            }
            acc.add(kind, sentence);
        }
    }
    fit(acc.sections, max_chars)
}

/// Sections with each line's normalized form beside it, so adding a line normalizes only it.
struct Acc {
    sections: Sections,
    norms: Sections,
}

impl Acc {
    fn new(sections: Sections) -> Self {
        let mut norms: Sections = Default::default();
        for (lines, norm) in sections.iter().zip(&mut norms) {
            *norm = lines.iter().map(|l| normalize(l)).collect();
        }
        Acc { sections, norms }
    }

    /// [`add`], comparing normalized forms.
    fn add(&mut self, kind: usize, line: String) {
        let n = normalize(&line);
        let (list, norms) = (&mut self.sections[kind], &mut self.norms[kind]);
        if n.is_empty()
            || list.iter().zip(norms.iter()).any(|(old, on)| covers_normalized(on, old, &n, &line))
        {
            return;
        }
        let keep: Vec<bool> =
            list.iter().zip(norms.iter()).map(|(old, on)| !covers_normalized(&n, &line, on, old)).collect();
        retain_flags(list, &keep);
        retain_flags(norms, &keep);
        list.push(line);
        norms.push(n);
    }

    fn retain(&mut self, kind: usize, keep: impl Fn(&String) -> bool) {
        let flags: Vec<bool> = self.sections[kind].iter().map(keep).collect();
        retain_flags(&mut self.sections[kind], &flags);
        retain_flags(&mut self.norms[kind], &flags);
    }
}

fn retain_flags(list: &mut Vec<String>, keep: &[bool]) {
    let mut flags = keep.iter();
    list.retain(|_| *flags.next().unwrap_or(&true));
}

/// Lines of a previous summary in this format go back under their headings; any other text
/// (written by a model, or by another tool) is kept as "Other" lines.
fn parse_previous(previous: &str) -> Sections {
    let mut sections: Sections = Default::default();
    let mut current = OTHER;
    for line in previous.lines() {
        let t = line.trim();
        if let Some(h) = t.strip_prefix("## ") {
            current = HEADINGS.iter().position(|x| x.eq_ignore_ascii_case(h.trim())).unwrap_or(OTHER);
            continue;
        }
        let item = t.strip_prefix("- ").unwrap_or(t).trim();
        if !item.is_empty() {
            add(&mut sections[current], item.to_string());
        }
    }
    sections
}

fn split_role(line: &str) -> (&str, &str) {
    if line.starts_with("[tool call]") || line.starts_with("[tool result]") {
        let end = line.find(']').map_or(0, |i| i + 1);
        return (&line[..end], &line[end..]);
    }
    match line.split_once(": ") {
        Some((role, text)) if role.len() < 32 && !role.contains(' ') || role.ends_with("(continued)") => {
            (role, text)
        }
        _ => ("", line),
    }
}

/// Sentences: split after `.`, `!`, `?` followed by a space, and after CJK full stops.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        let next = chars.get(i + 1).copied();
        let end = matches!(c, '。' | '！' | '？' | '\n')
            || (matches!(c, '.' | '!' | '?') && next.is_none_or(char::is_whitespace));
        if end {
            push_sentence(&mut out, &current);
            current.clear();
        }
    }
    push_sentence(&mut out, &current);
    out
}

fn push_sentence(out: &mut Vec<String>, s: &str) {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if !s.is_empty() {
        out.push(s);
    }
}

const DECISION_WORDS: &[&str] = &[
    "decide",
    "decided",
    "decision",
    "agreed",
    "agree",
    "we'll",
    "we will",
    "let's",
    "going with",
    "go with",
    "chose",
    "choose",
    "switch to",
    "use ",
    "prefer",
    "must",
    "always",
    "never",
    "convention",
    "from now on",
    "instead of",
    "settled",
    "决定",
    "采用",
    "使用",
    "约定",
    "必须",
    "以后",
    "统一",
];
const QUESTION_WORDS: &[&str] = &[
    "open question",
    "todo",
    "to do:",
    "unresolved",
    "not sure",
    "unclear",
    "tbd",
    "待定",
    "待确认",
    "还没确定",
];
const GOAL_WORDS: &[&str] = &[
    "goal",
    "i want",
    "we want",
    "i need",
    "we need",
    "i'd like",
    "trying to",
    "help me",
    "目标",
    "想要",
    "需要",
    "帮我",
];

fn classify(sentence: &str, role: &str, no_goal_yet: bool) -> usize {
    let lower = sentence.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if sentence.ends_with('?') || sentence.ends_with('？') || has(QUESTION_WORDS) {
        return OPEN;
    }
    if role.starts_with("user") && (has(GOAL_WORDS) || no_goal_yet) && identifiers(sentence).is_empty() {
        return GOAL;
    }
    if has(DECISION_WORDS) {
        return DECISIONS;
    }
    if !identifiers(sentence).is_empty() {
        return PATHS;
    }
    if role.starts_with("user") && has(GOAL_WORDS) {
        return GOAL;
    }
    OTHER
}

/// Words that must survive verbatim: paths, URLs, ids, numbers, `code`, file names.
pub fn identifiers(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('`') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('`') else { break };
        if end > 0 {
            out.push(format!("`{}`", &after[..end]));
        }
        rest = &after[end + 1..];
    }
    for word in text.split_whitespace() {
        let w = word.trim_matches(|c: char| {
            matches!(c, ',' | ';' | ':' | '(' | ')' | '"' | '\'' | '“' | '”' | '，' | '。')
        });
        let w = w.strip_suffix('.').unwrap_or(w);
        if w.is_empty() || w.contains('`') || out.iter().any(|o| o == w) {
            continue;
        }
        let has_digit = w.chars().any(|c| c.is_ascii_digit());
        let is_path = w.contains('/') && w.chars().any(char::is_alphanumeric);
        let is_url = w.contains("://");
        let is_file = w.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty()
                && (1..=5).contains(&ext.len())
                && ext.chars().all(|c| c.is_ascii_alphanumeric())
                && ext.chars().any(|c| c.is_ascii_lowercase())
        });
        let is_id = w.contains('_') && w.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'));
        let is_flag = w.starts_with("--") && w.len() > 2;
        if is_url
            || is_path
            || is_file
            || is_id
            || is_flag
            || (has_digit && w.chars().any(|c| c.is_alphanumeric()))
        {
            out.push(w.to_string());
        }
    }
    out
}

fn normalize(s: &str) -> String {
    s.to_lowercase().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Add a line unless the same line is there; a line that says everything an old one says
/// (its words and all its identifiers) replaces it. "port 80" is not inside "port 8080".
fn add(list: &mut Vec<String>, line: String) {
    let n = normalize(&line);
    if n.is_empty() || list.iter().any(|old| covers(old, &line)) {
        return;
    }
    list.retain(|old| !covers(&line, old));
    list.push(line);
}

/// Does `big` say all that `small` says?
fn covers(big: &str, small: &str) -> bool {
    covers_normalized(&normalize(big), big, &normalize(small), small)
}

/// [`covers`] with both lines' normalized forms given (`b` of `big`, `s` of `small`).
fn covers_normalized(b: &str, big: &str, s: &str, small: &str) -> bool {
    if b == s {
        return true;
    }
    // Containing the words in a row implies containing the text: most pairs stop here.
    if !b.contains(s) {
        return false;
    }
    let words = |t: &str| -> Vec<String> { t.split_whitespace().map(str::to_string).collect() };
    let (bw, sw) = (words(b), words(s));
    let contained = bw.windows(sw.len().max(1)).any(|w| w == sw.as_slice());
    let big_ids = identifiers(big);
    contained && identifiers(small).iter().all(|id| big_ids.contains(id))
}

fn render(sections: &Sections) -> String {
    let mut out = String::new();
    for (heading, lines) in HEADINGS.iter().zip(sections) {
        if lines.is_empty() {
            continue;
        }
        out.push_str(&format!("## {heading}\n"));
        for line in lines {
            out.push_str(&format!("- {line}\n"));
        }
    }
    out.trim_end().to_string()
}

/// Words that carry no fact, dropped from the front of a shortened line.
const FILLER: &[&str] = &[
    "we", "i", "you", "let's", "lets", "decided", "to", "will", "should", "must", "please", "the", "a", "an",
    "from", "now", "on", "for", "so", "and", "then", "also", "it", "is", "are", "go", "with", "use", "using",
    "our", "my", "your", "that", "this", "just", "ok", "okay", "yes", "agreed", "sure",
];

/// A short form of a line that keeps every identifier: a line with identifiers becomes its
/// identifiers (led by up to two content words); a line without them keeps its first content
/// words.
fn compact(line: &str) -> String {
    let ids = identifiers(line);
    let content: Vec<&str> = line
        .split_whitespace()
        .filter(|w| !FILLER.contains(&w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase().as_str()))
        .collect();
    if ids.is_empty() {
        let head: Vec<&str> = content.into_iter().take(5).collect();
        let head = head.join(" ");
        let head = head.trim_end_matches([',', '.', ';', ':']);
        return if head.len() < line.len() { head.to_string() } else { line.to_string() };
    }
    let lead: Vec<&str> =
        content.iter().copied().filter(|w| !ids.iter().any(|id| w.contains(id.as_str()))).take(2).collect();
    let short = format!("{}: {}", lead.join(" "), ids.join(", "));
    let short = short.trim_start_matches([':', ' ']).to_string();
    if short.len() < line.len() { short } else { line.to_string() }
}

/// Proper nouns and acronyms after the first word ("Hugo", "Cloudflare Pages", "TOML").
fn has_name(line: &str) -> bool {
    line.split_whitespace().skip(1).any(|w| w.chars().next().is_some_and(char::is_uppercase))
}

/// Identifiers only, for the tightest budgets.
fn bare(line: &str) -> String {
    let ids = identifiers(line);
    if ids.is_empty() { line.to_string() } else { ids.join(", ") }
}

/// `render(s).chars().count()` without rendering.
fn rendered_len(s: &Sections) -> usize {
    let total: usize = HEADINGS
        .iter()
        .zip(s)
        .filter(|(_, lines)| !lines.is_empty())
        .map(|(h, lines)| h.len() + 4 + lines.iter().map(|l| l.chars().count() + 3).sum::<usize>())
        .sum();
    total.saturating_sub(1)
}

/// The summary within `max` characters: the cheapest losses first, identifiers last.
fn fit(mut sections: Sections, max: usize) -> String {
    drop_small_talk(&mut sections, max);
    shorten_lines(&mut sections, max);
    drop_nameless_lines(&mut sections, max);
    keep_identifiers_only(&mut sections, max);
    drop_fewest_identifiers(&mut sections, max);
    super::cut_summary(&render(&sections), max)
}

/// 1. Drop small talk, oldest first.
fn drop_small_talk(sections: &mut Sections, max: usize) {
    while rendered_len(sections) > max && !sections[OTHER].is_empty() {
        sections[OTHER].remove(0);
    }
}

/// 2. Shorten lines, oldest first: facts keep their identifiers, the rest their first words.
fn shorten_lines(sections: &mut Sections, max: usize) {
    for section in [GOAL, OPEN, PATHS, DECISIONS] {
        for i in 0..sections[section].len() {
            if rendered_len(sections) <= max {
                break;
            }
            sections[section][i] = compact(&sections[section][i]);
        }
    }
}

/// 3. Drop lines that name nothing (no identifier, no proper noun), oldest first; the first
///    goal and the newest open item stay.
fn drop_nameless_lines(sections: &mut Sections, max: usize) {
    for section in [GOAL, OPEN, DECISIONS] {
        let mut i = usize::from(section == GOAL);
        while rendered_len(sections) > max && i < sections[section].len() {
            let line = &sections[section][i];
            let keep = (section == OPEN && i + 1 == sections[section].len())
                || !identifiers(line).is_empty()
                || has_name(line);
            if keep {
                i += 1;
            } else {
                sections[section].remove(i);
            }
        }
    }
}

/// 4. Identifiers only.
fn keep_identifiers_only(sections: &mut Sections, max: usize) {
    for section in [PATHS, DECISIONS, OPEN] {
        for i in 0..sections[section].len() {
            if rendered_len(sections) <= max {
                break;
            }
            sections[section][i] = bare(&sections[section][i]);
        }
    }
}

/// 5. Drop whole lines, those with the fewest identifiers first (oldest on a tie), keeping
///    the newest line of each section as long as possible.
fn drop_fewest_identifiers(sections: &mut Sections, max: usize) {
    let mut counts: Vec<Vec<usize>> =
        sections.iter().map(|lines| lines.iter().map(|l| identifiers(l).len()).collect()).collect();
    let mut total = rendered_len(sections);
    while total > max {
        let candidate = [GOAL, OPEN, DECISIONS, PATHS]
            .iter()
            .flat_map(|&sec| {
                let n = sections[sec].len();
                (0..n.saturating_sub(1)).map(move |i| (sec, i))
            })
            .min_by_key(|&(sec, i)| (counts[sec][i], i));
        match candidate {
            Some((sec, i)) => {
                total -= sections[sec][i].chars().count() + 3;
                sections[sec].remove(i);
                counts[sec].remove(i);
            }
            None => break,
        }
    }
}

/// Vocabulary overlap, conservatively: a new topic only when the message has several content
/// words, the recent conversation has enough words to judge, and they share none.
pub struct OfflineTopicJudge;

impl TopicJudge for OfflineTopicJudge {
    fn is_new_topic(&self, recent: &str, message: &str) -> Result<bool> {
        Ok(new_topic(recent, message))
    }
}

pub fn new_topic(recent: &str, message: &str) -> bool {
    let words = |t: &str| -> std::collections::HashSet<String> {
        crate::history::terms(t)
            .into_iter()
            .filter(|w| (w.chars().count() >= 3 && !STOPWORDS.contains(&w.as_str())) || is_cjk_term(w))
            .collect()
    };
    let m = words(message);
    let r = words(recent);
    m.len() >= 4 && r.len() >= 12 && m.is_disjoint(&r)
}

/// Words too common to say anything about a topic.
const STOPWORDS: &[&str] = &[
    "the",
    "and",
    "for",
    "are",
    "but",
    "not",
    "you",
    "your",
    "all",
    "any",
    "can",
    "had",
    "her",
    "was",
    "one",
    "our",
    "out",
    "has",
    "him",
    "his",
    "how",
    "its",
    "may",
    "new",
    "now",
    "old",
    "see",
    "two",
    "way",
    "who",
    "did",
    "get",
    "got",
    "let",
    "say",
    "she",
    "too",
    "use",
    "what",
    "when",
    "where",
    "which",
    "with",
    "this",
    "that",
    "these",
    "those",
    "then",
    "than",
    "them",
    "they",
    "their",
    "there",
    "here",
    "have",
    "from",
    "into",
    "about",
    "would",
    "could",
    "should",
    "will",
    "just",
    "like",
    "some",
    "more",
    "most",
    "best",
    "also",
    "very",
    "want",
    "need",
    "make",
    "does",
    "done",
    "please",
    "thanks",
    "thank",
    "okay",
    "user",
    "assistant",
    "yes",
];

fn is_cjk_term(w: &str) -> bool {
    w.chars().any(crate::history::is_cjk)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_land_under_their_headings_with_identifiers_verbatim() {
        let delta = "user: I want to move the blog to a static site.\nassistant: Sure!\nuser: We decided to use Hugo instead of Jekyll. The config lives at /srv/blog/hugo.toml and the port is 1313.\nuser: Should we keep comments?";
        let s = summarize("", delta, 2000);
        assert!(s.contains("## Goal\n- I want to move the blog to a static site."), "{s}");
        assert!(s.contains("## Decisions & conventions\n- We decided to use Hugo instead of Jekyll."), "{s}");
        assert!(s.contains("/srv/blog/hugo.toml"), "{s}");
        assert!(s.contains("## Open items\n- Should we keep comments?"), "{s}");
        assert!(!s.contains("Sure!"));
    }

    #[test]
    fn updating_keeps_old_lines_once() {
        let first = summarize("", "user: The repo is at https://git.example.com/a/b.git today.", 2000);
        let second = summarize(
            &first,
            "user: The repo is at https://git.example.com/a/b.git today.\nuser: Port 8443 is open.",
            2000,
        );
        assert_eq!(second.matches("https://git.example.com/a/b.git").count(), 1, "{second}");
        assert!(second.contains("8443"));
    }

    #[test]
    fn fitting_keeps_identifiers_before_small_talk() {
        let mut delta = String::new();
        for i in 0..40 {
            delta.push_str(&format!(
                "assistant: This is a long friendly sentence number {i} about nothing much at all really.\n"
            ));
        }
        delta.push_str("user: Deploy with `make deploy` to /var/www/site and ticket OPS_4411.\n");
        let s = summarize("", &delta, 300);
        assert!(s.chars().count() <= 300);
        for id in ["`make deploy`", "/var/www/site", "OPS_4411"] {
            assert!(s.contains(id), "{id} lost: {s}");
        }
    }

    #[test]
    fn chinese_text_is_split_and_classified() {
        let s = summarize(
            "",
            "user: 我们决定使用 PostgreSQL 16。配置文件在 /etc/app/db.conf。是否需要备份？",
            2000,
        );
        assert!(s.contains("我们决定使用 PostgreSQL 16。"), "{s}");
        assert!(s.contains("/etc/app/db.conf"), "{s}");
        assert!(s.contains("## Open items\n- 是否需要备份？"), "{s}");
    }

    #[test]
    fn the_topic_judge_is_conservative() {
        let recent = "user: help me plan the garden beds tomatoes peppers basil watering schedule compost soil mulch seeds spring";
        assert!(new_topic(recent, "what is the best way to configure nginx reverse proxy certificates"));
        assert!(!new_topic(recent, "should the tomatoes get more compost"));
        assert!(!new_topic(recent, "thanks"));
        assert!(!new_topic("user: hi", "configure nginx reverse proxy certificates now"));
    }
}
