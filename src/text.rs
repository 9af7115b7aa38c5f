//! Pure text helpers shared across layers: clipping to a length, folding whitespace, and why a
//! model's structured reply was not used ([`ReplyNote`]).

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

/// The password (or a lone token) written into a URL's authority, `https://user:SECRET@host/…`
/// or `https://TOKEN@host/…`; `None` when the URL carries none.
pub fn url_secret(url: &str) -> Option<&str> {
    url_secret_span(url).map(|span| &url[span])
}

/// The URL fit to show people: a password (or lone token) in its authority replaced by
/// `(hidden)`; the user name, host and path stay.
pub fn hide_url_secret(url: &str) -> std::borrow::Cow<'_, str> {
    match url_secret_span(url) {
        Some(span) => {
            let mut shown = url.to_string();
            shown.replace_range(span, "(hidden)");
            std::borrow::Cow::Owned(shown)
        }
        None => std::borrow::Cow::Borrowed(url),
    }
}

/// Where [`url_secret`] is in `url`.
fn url_secret_span(url: &str) -> Option<std::ops::Range<usize>> {
    let start = url.find("://")? + 3;
    let rest = &url[start..];
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    let at = authority.rfind('@')?;
    let secret_start = authority[..at].find(':').map_or(0, |colon| colon + 1);
    (secret_start < at).then(|| start + secret_start..start + at)
}

/// Why a model's reply (a memory extraction, a skill, a persona patch: strict JSON asked for)
/// was not used. Nothing is written; the caller says [`ReplyNote::message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyNote {
    Empty,
    /// Text that is not the JSON document (prose, or prose around it).
    Prose,
    /// A code fence the reader does not accept.
    Fenced,
    /// A `<think>` block the reader does not accept (one that never closes).
    Thinking,
    /// The document was cut short (the token limit, or JSON that never closes).
    Truncated,
    /// JSON, but not the document asked for; says what was wrong.
    WrongShape(String),
}

impl ReplyNote {
    /// A short label for logs (`empty`, `prose`, `fenced`, `thinking`, `truncated`, `wrong-shape`).
    pub fn kind(&self) -> &'static str {
        match self {
            ReplyNote::Empty => "empty",
            ReplyNote::Prose => "prose",
            ReplyNote::Fenced => "fenced",
            ReplyNote::Thinking => "thinking",
            ReplyNote::Truncated => "truncated",
            ReplyNote::WrongShape(_) => "wrong-shape",
        }
    }

    /// The note for the user, in plain words: `who` asked ("the memory extractor"), what
    /// happened then ("nothing was remembered this time").
    pub fn message(&self, who: &str, outcome: &str) -> String {
        let why = match self {
            ReplyNote::Empty => "gave an empty answer".to_string(),
            ReplyNote::Prose => "answered in prose instead of JSON".to_string(),
            ReplyNote::Fenced => "wrapped its JSON in a code fence or in text".to_string(),
            ReplyNote::Thinking => "sent reasoning that never ended".to_string(),
            ReplyNote::Truncated => "answer was cut short".to_string(),
            ReplyNote::WrongShape(what) => format!("answer had the wrong shape ({what})"),
        };
        format!("{who} {why}; {outcome}")
    }
}

/// A word for `sh`: as it is when it is plain, else in single quotes.
pub fn sh_quote(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+:,=@".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_string();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_in_a_url_is_found_and_hidden_and_the_rest_stays() {
        assert_eq!(url_secret("https://me:s3cret@proxy.example/v1"), Some("s3cret"));
        assert_eq!(
            hide_url_secret("https://me:s3cret@proxy.example/v1"),
            "https://me:(hidden)@proxy.example/v1"
        );
        assert_eq!(hide_url_secret("https://TOKEN123@host/v1"), "https://(hidden)@host/v1");
        assert_eq!(hide_url_secret("http://127.0.0.1:8080/v1"), "http://127.0.0.1:8080/v1");
        assert_eq!(
            hide_url_secret("https://host/path@v1?x=a@b"),
            "https://host/path@v1?x=a@b",
            "an @ after the host"
        );
        assert_eq!(hide_url_secret("https://a:p@ss@host/"), "https://a:(hidden)@host/", "the last @ ends it");
        assert_eq!(url_secret("https://user:@host/"), None);
        assert_eq!(url_secret("not a url"), None);
    }

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
