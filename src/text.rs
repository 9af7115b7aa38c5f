//! Pure text helpers shared across layers: clipping to a length, folding whitespace.

/// At most `max` characters, with `…` when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Every run of whitespace (line breaks included) as one space, none at the ends.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_counts_characters_and_marks_the_cut() {
        assert_eq!(clip("short", 5), "short");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("日本語のテキスト", 3), "日本…");
        assert_eq!(clip("abc", 0), "…");
    }

    #[test]
    fn one_line_folds_every_whitespace_run() {
        assert_eq!(one_line("  a\n\tb   c \n"), "a b c");
        assert_eq!(one_line(""), "");
    }
}
