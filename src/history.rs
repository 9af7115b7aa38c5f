//! Searching a transcript (`okbot history search`, the `search_history` tool): BM25 over word
//! terms, with CJK text as character bigrams so 中文 queries match without a segmenter.

use crate::session::{Entry, Item};

pub fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF      // Hiragana, Katakana
        | 0x3400..=0x4DBF    // CJK Extension A
        | 0x4E00..=0x9FFF    // CJK Unified Ideographs
        | 0xAC00..=0xD7AF    // Hangul syllables
        | 0xF900..=0xFAFF) // CJK Compatibility Ideographs
}

/// Lower-cased word terms; runs of CJK characters become overlapping bigrams (a lone CJK
/// character is its own term).
pub fn terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut cjk: Vec<char> = Vec::new();
    let flush_cjk = |cjk: &mut Vec<char>, out: &mut Vec<String>| {
        match cjk.len() {
            0 => {}
            1 => out.push(cjk[0].to_string()),
            _ => out.extend(cjk.windows(2).map(|w| w.iter().collect::<String>())),
        }
        cjk.clear();
    };
    for c in text.chars() {
        if is_cjk(c) {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            cjk.push(c);
        } else if c.is_alphanumeric() || c == '_' {
            flush_cjk(&mut cjk, &mut out);
            word.extend(c.to_lowercase());
        } else {
            flush_cjk(&mut cjk, &mut out);
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
        }
    }
    flush_cjk(&mut cjk, &mut out);
    if !word.is_empty() {
        out.push(word);
    }
    out
}

crate::output::json_doc! {
    /// One search result (`--json` contract).
    #[derive(Debug, Clone)]
    pub struct Hit {
        "id" id: String = "string", "the row's id";
        "createdAt" created_at: Option<String> = "string or null",
            "when the row was written (RFC 3339; null when the row has no time or one that is not a time)";
        "role" role: String = "string", "user, assistant or tool";
        "score" score: f64 = "number", "relevance; higher is better";
        "snippet" snippet: String = "string", "the matching text around the terms";
    }
}

/// Searchable text of a row: visible messages and tool results (a call's arguments say
/// nothing its result does not); hidden rows never match.
fn searchable(entry: &Entry) -> Option<(String, String)> {
    if entry.hidden {
        return None;
    }
    match &entry.item {
        Item::Message { role, text } if role == "user" || role == "assistant" => {
            Some((role.clone(), crate::session::message_text(role, text).into_owned()))
        }
        Item::ToolResult { name, output, .. } => Some(("tool".into(), format!("{name}: {output}"))),
        _ => None,
    }
}

/// Rank rows by BM25 (k1 1.2, b 0.75); best first, ties newest first.
pub fn search(entries: &[Entry], query: &str, limit: usize) -> Vec<Hit> {
    let rows = |each: &mut dyn FnMut(&Entry)| -> anyhow::Result<()> {
        entries.iter().for_each(each);
        Ok(())
    };
    search_stream(&rows, query, limit).expect("reading a slice cannot fail")
}

/// Streams every row of a transcript to the callback, oldest first.
pub type Rows<'a> = dyn Fn(&mut dyn FnMut(&Entry)) -> anyhow::Result<()> + 'a;

/// [`search`] over rows streamed twice by `rows` (once for the statistics, once to score):
/// only the statistics of the query terms and the best hits are kept.
pub fn search_stream(rows: &Rows, query: &str, limit: usize) -> anyhow::Result<Vec<Hit>> {
    let q: Vec<String> = {
        let mut t = terms(query);
        t.sort();
        t.dedup();
        t
    };
    if q.is_empty() || limit == 0 {
        return Ok(Vec::new());
    }
    let (mut n, mut lengths) = (0usize, 0usize);
    let mut df = vec![0usize; q.len()];
    rows(&mut |e| {
        if let Some((_, text)) = searchable(e) {
            let doc = terms(&text);
            n += 1;
            lengths += doc.len();
            for (t, df) in q.iter().zip(&mut df) {
                *df += usize::from(term_count(t, &doc, &text) > 0);
            }
        }
    })?;
    let nf = n as f64;
    let avg = lengths as f64 / nf.max(1.0);
    // Best first, ties newest first; trimmed to `limit` whenever it doubles.
    let mut best: Vec<(f64, usize, Hit)> = Vec::new();
    let order = |a: &(f64, usize, Hit), b: &(f64, usize, Hit)| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1));
    let mut pos = 0usize;
    let mut floor: Option<f64> = None;
    rows(&mut |entry| {
        let Some((role, text)) = searchable(entry) else { return };
        let doc = terms(&text);
        pos += 1;
        let len = doc.len() as f64;
        let mut score = 0.0;
        for (t, &df) in q.iter().zip(&df) {
            let tf = term_count(t, &doc, &text) as f64;
            if tf == 0.0 {
                continue;
            }
            let df = df as f64;
            let idf = ((nf - df + 0.5) / (df + 0.5) + 1.0).ln();
            score += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * len / avg.max(1.0)));
        }
        if score > 0.0 {
            let score = (score * 1000.0).round() / 1000.0;
            if floor.is_some_and(|f| score < f) {
                return; // worse than the worst hit kept at the last trim (later rows win ties)
            }
            let hit = Hit {
                id: entry.id.clone(),
                created_at: crate::session::known_time(&entry.created_at),
                role,
                score,
                snippet: snippet(&text, &q),
            };
            best.push((score, pos, hit));
            if best.len() >= 2 * limit.max(8) {
                best.sort_by(order);
                best.truncate(limit);
                floor = best.last().map(|w| w.0);
            }
        }
    })?;
    best.sort_by(order);
    best.truncate(limit);
    Ok(best.into_iter().map(|(_, _, h)| h).collect())
}

/// How often query term `t` occurs in a row (`doc` its terms, `text` its text). A lone CJK
/// character (`猫`, `好`) is counted in the text itself: inside a longer run a document holds
/// it only as part of its bigrams.
fn term_count(t: &str, doc: &[String], text: &str) -> usize {
    let mut chars = t.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if is_cjk(c) => text.chars().filter(|&x| x == c).count(),
        _ => doc.iter().filter(|d| *d == t).count(),
    }
}

/// About 160 characters around the first matching term.
fn snippet(text: &str, q: &[String]) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let lower = flat.to_lowercase();
    let at = q.iter().filter_map(|t| lower.find(t.as_str())).min().unwrap_or(0);
    let chars: Vec<char> = flat.chars().collect();
    let at_char = lower[..at].chars().count().min(chars.len());
    let start = at_char.saturating_sub(60);
    let end = (start + 160).min(chars.len());
    let mut s: String = chars[start..end].iter().collect();
    if start > 0 {
        s.insert(0, '…');
    }
    if end < chars.len() {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(id: &str, text: &str, hidden: bool) -> Entry {
        Entry {
            id: id.into(),
            created_at: String::new(),
            item: Item::Message { role: "user".into(), text: text.into() },
            hidden,
            usage: None,
            error: false,
        }
    }

    #[test]
    fn a_lone_cjk_character_finds_rows_where_it_is_part_of_a_longer_run() {
        let rows =
            [msg("a", "我们明天开会", false), msg("b", "好的，没问题", false), msg("c", "hello", false)];
        let ids = |q: &str| search(&rows, q, 10).into_iter().map(|h| h.id).collect::<Vec<_>>();
        assert_eq!(ids("好"), ["b"]);
        assert_eq!(ids("会"), ["a"], "the last character of a run");
        assert_eq!(ids("明天"), ["a"]);
        assert!(ids("猫").is_empty());
    }

    #[test]
    fn cjk_runs_become_bigrams_and_words_lowercase() {
        assert_eq!(terms("Deploy 数据库备份 now"), ["deploy", "数据", "据库", "库备", "备份", "now"]);
        assert_eq!(terms("猫"), ["猫"]);
    }

    #[test]
    fn ranking_prefers_rarer_terms_and_skips_hidden_rows() {
        let rows = [
            msg("a", "the backup of the database runs nightly", false),
            msg("b", "the weather is nice", false),
            msg("c", "database backup secret", true),
            msg("d", "数据库备份在每天凌晨运行", false),
        ];
        let hits = search(&rows, "database backup", 10);
        assert_eq!(hits.iter().map(|h| h.id.as_str()).collect::<Vec<_>>(), ["a"]);
        let hits = search(&rows, "数据库备份", 10);
        assert_eq!(hits[0].id, "d");
    }

    #[test]
    fn only_the_best_hits_are_kept_while_streaming_ties_newest_first() {
        // 60 scoring rows (more than twice the limit, so the kept hits are trimmed on the way):
        // rows with the term twice score higher; among equals the newest wins.
        let rows: Vec<Entry> = (0..60)
            .map(|i| {
                let text = if i % 20 == 3 { "backup backup plan" } else { "backup and plan" };
                msg(&format!("r{i:02}"), text, false)
            })
            .collect();
        let hits = search(&rows, "backup", 5);
        let ids: Vec<&str> = hits.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["r43", "r23", "r03", "r59", "r58"]);
    }
}
