//! Note content as safe HTML: plain text or Markdown converted with everything escaped, HTML
//! from people or the model sanitised against an allow-list, and HTML read back as text (the
//! Markdown-like form `show --text` prints and `edit` opens).
//!
//! Allowed: paragraphs, headings, lists, quotes, code, emphasis, tables, line breaks, and links
//! to `http:`, `https:` and `mailto:` only. Everything else — `script`, `style`, `iframe`,
//! `object`, event handlers, `style` attributes, `javascript:` or `data:` URLs, comments,
//! CDATA — is removed by an HTML5 parser (ammonia), so entities, odd case and malformed or
//! unclosed tags cannot smuggle anything through.

use std::collections::{HashMap, HashSet};

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

const TAGS: &[&str] = &[
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "em",
    "strong",
    "b",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "sub",
    "sup",
    "mark",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "dl",
    "dt",
    "dd",
    "div",
    "span",
];

/// Sanitise HTML: only allowed tags and attributes survive, links only to http, https, mailto.
/// Nesting deeper than [`super::nesting::MAX_DEPTH`] levels is flattened first (the text kept),
/// so the time taken grows in proportion to the input, however deep it nests.
pub fn sanitize(html: &str) -> String {
    builder().clean(&super::nesting::flatten(html)).to_string()
}

/// The allow-list.
fn builder() -> ammonia::Builder<'static> {
    let tag_attributes: HashMap<&str, HashSet<&str>> = HashMap::from([
        ("a", HashSet::from(["href"])),
        ("ol", HashSet::from(["start"])),
        ("th", HashSet::from(["colspan", "rowspan"])),
        ("td", HashSet::from(["colspan", "rowspan"])),
    ]);
    let mut builder = ammonia::Builder::default();
    builder
        .tags(TAGS.iter().copied().collect())
        .tag_attributes(tag_attributes)
        .generic_attributes(HashSet::from(["title"]))
        .url_schemes(HashSet::from(["http", "https", "mailto"]))
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer"))
        .strip_comments(true);
    builder
}

/// Plain text or Markdown (CommonMark with tables and strikethrough) to safe HTML. HTML written
/// inside the Markdown is shown as text, not interpreted; the result is sanitised as well (so a
/// `javascript:` link target is dropped). A leading byte order mark is not text. Notes hold no
/// images: an image becomes a link to its URL with its alt text (the URL itself when it has
/// none), so nothing it said is lost; with an unsafe URL only the text stays.
pub fn from_markdown(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut events = Vec::new();
    for event in Parser::new_ext(text, options) {
        match event {
            Event::Html(raw) | Event::InlineHtml(raw) => events.push(Event::Text(raw)),
            Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
                events.push(Event::Start(Tag::Link { link_type, dest_url, title, id }))
            }
            Event::End(TagEnd::Image) => {
                // An image without alt text shows its URL.
                if let Some(Event::Start(Tag::Link { dest_url, .. })) = events.last() {
                    let url = dest_url.clone();
                    events.push(Event::Text(url));
                }
                events.push(Event::End(TagEnd::Link));
            }
            other => events.push(other),
        }
    }
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    sanitize(&html)
}

/// Text with `&`, `<`, `>`, `"` and `'` escaped, for HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Decode character references (`&amp;`, `&#39;`, `&#x4e2d;` and the common named ones).
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest[1..].find(';').map(|e| e + 1).filter(|&e| e <= 12);
        let decoded = end.and_then(|e| {
            let name = &rest[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some(' '),
                _ => {
                    let n = if let Some(hex) = name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
                        u32::from_str_radix(hex, 16).ok()
                    } else {
                        name.strip_prefix('#').and_then(|d| d.parse().ok())
                    };
                    n.and_then(char::from_u32)
                }
            };
            c.map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// One tag of (sanitised) HTML: its lower-case name, whether it closes, and for a link its
/// target in Markdown's form (`url`, `<url with spaces>`, then `"title"` when it has one).
fn parse_tag(inner: &str) -> (String, bool, Option<String>) {
    let closing = inner.starts_with('/');
    let inner = inner.trim_start_matches('/');
    let name: String =
        inner.chars().take_while(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    let attr = |key: &str| {
        let key = format!(" {key}=\"");
        inner.find(&key).map(|at| {
            let value = &inner[at + key.len()..];
            unescape(&value[..value.find('"').unwrap_or(value.len())])
        })
    };
    let href = attr("href").map(|url| {
        let url = url.replace('\\', "\\\\");
        let mut target = if url.contains([' ', '(', ')', '<', '>']) {
            format!("<{}>", url.replace('<', "\\<").replace('>', "\\>"))
        } else {
            url
        };
        if let Some(title) = attr("title").filter(|t| !t.is_empty()) {
            target.push_str(&format!(" \"{}\"", title.replace('\\', "\\\\").replace('"', "\\\"")));
        }
        target
    });
    (name, closing, href)
}

/// HTML read as text, in a Markdown-like form: `#` headings, `-` and `1.` list items, `>`
/// quotes, `|` tables, fenced code, `*emphasis*`, `**strong**`, `` `code` `` and `[text](url)`
/// links; characters that would read as Markdown are escaped with `\`, so the text turns back
/// into the same HTML ([`from_markdown`]) and an edit changes only what was edited. The HTML is
/// sanitised first, so anything hidden (scripts, styles, comments) never shows.
pub fn to_text(html: &str) -> String {
    let html = sanitize(html);
    let mut w = TextWriter::default();
    let mut rest = html.as_str();
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            w.text(rest);
            break;
        };
        w.text(&rest[..lt]);
        let Some(gt) = rest[lt..].find('>') else {
            w.text(&rest[lt..]);
            break;
        };
        let (name, closing, href) = parse_tag(&rest[lt + 1..lt + gt]);
        rest = &rest[lt + gt + 1..];
        w.tag(&name, closing, href);
    }
    let mut text = w.out.trim_end().to_string();
    if !text.is_empty() {
        text.push('\n');
    }
    text
}

/// One open list: ordered or not, the next number, whether its items are paragraphs (a loose
/// list), and the column its items' text starts at.
struct List {
    ordered: bool,
    next: u64,
    loose: bool,
    indent: usize,
}

/// The state of [`to_text`].
#[derive(Default)]
struct TextWriter {
    out: String,
    lists: Vec<List>,
    links: Vec<Option<String>>,
    in_pre: bool,
    /// Where each open quote's text starts in `out`.
    quotes: Vec<usize>,
    /// Inside a table: cells of the current row, and whether the header row is written.
    table: Option<(usize, bool)>,
    in_cell: bool,
    in_code: bool,
    /// Code spans open inside the open one (`<code><code>…`): only the outer one is written.
    inner_code: usize,
    /// Where the text of the open code span, or of the open code block's fence line, starts.
    code_start: usize,
    pre_start: usize,
}

impl TextWriter {
    /// End the current block: one blank line after it.
    fn block_break(&mut self) {
        let trimmed = self.out.trim_end_matches([' ', '\n']).len();
        self.out.truncate(trimmed);
        if !self.out.is_empty() {
            self.out.push_str("\n\n");
        }
    }

    /// End the current line.
    fn line_break(&mut self) {
        let trimmed = self.out.trim_end_matches(' ').len();
        self.out.truncate(trimmed);
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    /// Whether the next character opens a line's text (after its indent and list marker).
    fn at_line_start(&self) -> bool {
        line_start(&self.out)
    }

    fn tag(&mut self, name: &str, closing: bool, href: Option<String>) {
        let heading = name.len() == 2 && name.starts_with('h') && name[1..].parse::<usize>().is_ok();
        // (A table's cells hold one line: what would break it is a space.)
        if self.in_cell
            && (heading || matches!(name, "p" | "div" | "blockquote" | "dl" | "hr" | "br" | "pre"))
        {
            if !self.out.ends_with(' ') {
                self.out.push(' ');
            }
            return;
        }
        match (name, closing) {
            // A paragraph inside a list item: its first opens the item's text, later ones
            // start a new paragraph indented to it; the list is loose.
            ("p", false) if !self.lists.is_empty() => {
                let list = self.lists.last_mut().expect("a list is open");
                list.loose = true;
                let indent = list.indent;
                if !self.at_line_start() {
                    self.block_break();
                    self.out.push_str(&" ".repeat(indent));
                }
            }
            ("p", true) if !self.lists.is_empty() => {}
            ("blockquote", false) => {
                self.block_break();
                self.quotes.push(self.out.len());
            }
            ("blockquote", true) => {
                self.block_break();
                let start = self.quotes.pop().unwrap_or(0).min(self.out.len());
                let body = self.out[start..].trim_end_matches('\n').to_string();
                self.out.truncate(start);
                for line in body.lines() {
                    self.out.push_str(if line.is_empty() { ">" } else { "> " });
                    self.out.push_str(line);
                    self.out.push('\n');
                }
                self.block_break();
            }
            ("p" | "div" | "dl" | "hr", false) => {
                self.block_break();
                if name == "hr" {
                    self.out.push_str("---\n\n");
                }
            }
            ("p" | "div" | "dl", true) => self.block_break(),
            ("table", false) => {
                self.block_break();
                self.table = Some((0, false));
            }
            ("table", true) => {
                self.table = None;
                self.block_break();
            }
            ("tr", false) if self.table.is_some() => {
                self.line_break();
                self.out.push('|');
                self.table = self.table.map(|(_, header)| (0, header));
            }
            ("tr", true) if self.table.is_some() => {
                if let Some((cells, header)) = self.table {
                    // GFM wants a delimiter row after the first: that row is the header.
                    if !header && cells > 0 {
                        self.out.push('\n');
                        self.out.push('|');
                        self.out.push_str(&" --- |".repeat(cells));
                    }
                    self.table = Some((cells, true));
                }
                self.line_break();
            }
            ("td" | "th", false) if self.table.is_some() => {
                self.out.push(' ');
                self.in_cell = true;
            }
            ("td" | "th", true) if self.table.is_some() => {
                let trimmed = self.out.trim_end_matches(' ').len();
                self.out.truncate(trimmed);
                self.out.push_str(" |");
                self.in_cell = false;
                if let Some((cells, _)) = self.table.as_mut() {
                    *cells += 1;
                }
            }
            (h, false) if heading => {
                self.block_break();
                self.out.push_str(&"#".repeat(h[1..].parse().unwrap_or(1)));
                self.out.push(' ');
            }
            (_, true) if heading => self.block_break(),
            ("ul" | "ol", false) => {
                if self.lists.is_empty() {
                    self.block_break();
                } else {
                    self.line_break();
                }
                let indent = self.lists.last().map_or(0, |l| l.indent);
                self.lists.push(List { ordered: name == "ol", next: 1, loose: false, indent });
            }
            ("ul" | "ol", true) => {
                self.lists.pop();
                if self.lists.is_empty() {
                    self.block_break();
                }
            }
            ("li", false) => {
                let loose = self.lists.last().is_some_and(|l| l.loose);
                if loose {
                    self.block_break();
                } else {
                    self.line_break();
                }
                let parent =
                    self.lists.len().checked_sub(2).and_then(|i| self.lists.get(i)).map_or(0, |l| l.indent);
                let marker = match self.lists.last_mut() {
                    Some(List { ordered: true, next, .. }) => {
                        *next += 1;
                        format!("{}. ", *next - 1)
                    }
                    _ => "- ".to_string(),
                };
                self.out.push_str(&" ".repeat(parent));
                self.out.push_str(&marker);
                if let Some(list) = self.lists.last_mut() {
                    list.indent = parent + marker.len();
                }
            }
            ("li" | "dt" | "dd", true) => self.line_break(),
            ("br", _) => {
                // A hard line break: two spaces before the new line.
                let trimmed = self.out.trim_end_matches(' ').len();
                self.out.truncate(trimmed);
                self.out.push_str("  \n");
            }
            ("pre", false) => {
                self.block_break();
                self.pre_start = self.out.len();
                self.in_pre = true;
            }
            ("pre", true) if self.in_pre => {
                self.in_pre = false;
                // A fence longer than any run of backticks the code holds.
                let start = self.pre_start.min(self.out.len());
                let mut code = self.out.split_off(start);
                if !code.ends_with('\n') {
                    code.push('\n');
                }
                let fence = "`".repeat(longest_run(&code, '`').max(2) + 1);
                self.out.push_str(&format!("{fence}\n{code}{fence}"));
                self.block_break();
            }
            ("code", false) if !self.in_pre && self.in_code => self.inner_code += 1,
            ("code", true) if !self.in_pre && self.inner_code > 0 => self.inner_code -= 1,
            ("code", false) if !self.in_pre => {
                self.in_code = true;
                self.code_start = self.out.len();
            }
            ("code", true) if !self.in_pre && self.in_code => {
                self.in_code = false;
                // Delimiters longer than any run of backticks inside, with a space where the
                // code starts or ends with a backtick or with spaces on both sides.
                let code = self.out.split_off(self.code_start.min(self.out.len()));
                let ticks = "`".repeat(longest_run(&code, '`') + 1);
                let pad = code.starts_with('`')
                    || code.ends_with('`')
                    || (code.starts_with(' ') && code.ends_with(' ') && !code.trim().is_empty());
                let pad = if pad { " " } else { "" };
                self.out.push_str(&format!("{ticks}{pad}{code}{pad}{ticks}"));
            }
            ("em" | "i", _) => self.out.push('*'),
            ("strong" | "b", _) => self.out.push_str("**"),
            ("del" | "s", _) => self.out.push_str("~~"),
            ("a", false) => {
                if href.is_some() {
                    self.out.push('[');
                }
                self.links.push(href);
            }
            ("a", true) => {
                if let Some(href) = self.links.pop().flatten() {
                    self.out.push_str(&format!("]({href})"));
                }
            }
            _ => {}
        }
    }

    /// Text between tags: decoded; outside `<pre>`, runs of white space are one space and
    /// what would read as Markdown is escaped.
    fn text(&mut self, raw: &str) {
        let text = unescape(raw);
        if self.in_pre {
            self.out.push_str(&text);
            return;
        }
        let chars: Vec<char> = text.chars().collect();
        for (k, &c) in chars.iter().enumerate() {
            if c.is_whitespace() {
                if !self.out.is_empty() && !self.out.ends_with([' ', '\n']) {
                    self.out.push(' ');
                }
                continue;
            }
            if !self.in_code && self.needs_escape(&chars, k) {
                self.out.push('\\');
            }
            self.out.push(c);
        }
    }

    /// Whether `chars[k]` would read as Markdown where it stands.
    fn needs_escape(&self, chars: &[char], k: usize) -> bool {
        let c = chars[k];
        let prev = if k > 0 { chars.get(k - 1).copied() } else { self.out.chars().next_back() };
        let next = chars.get(k + 1).copied();
        let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        match c {
            '\\' | '`' | '*' | '[' | ']' => true,
            // ("snake_case" stays: `_` inside a word is no emphasis.)
            '_' => !(word(prev) && word(next)),
            '~' => prev == Some('~') || next == Some('~'),
            '|' => self.table.is_some(),
            // "&amp;" written as text would read as "&".
            '&' => {
                let rest: String = chars[k + 1..].iter().take(12).collect();
                rest.find(';').is_some_and(|end| {
                    let name = &rest[..end];
                    !name.is_empty()
                        && (name.chars().all(|c| c.is_ascii_alphanumeric())
                            || name.strip_prefix('#').is_some_and(|n| {
                                let n = n.strip_prefix(['x', 'X']).unwrap_or(n);
                                !n.is_empty() && n.chars().all(|c| c.is_ascii_hexdigit())
                            }))
                })
            }
            '#' | '>' | '-' | '+' | '=' => self.at_line_start(),
            // "2024. A year" at a line's start would be a numbered item.
            '.' | ')' => {
                let digits = chars[..k].iter().rev().take_while(|c| c.is_ascii_digit()).count();
                digits > 0
                    && digits == k
                    && digits <= 9
                    && self.at_line_start_before(digits)
                    && next.is_none_or(char::is_whitespace)
            }
            _ => false,
        }
    }

    /// Whether the line's text began right before the last `n` characters just written.
    fn at_line_start_before(&self, n: usize) -> bool {
        let cut = self.out.char_indices().rev().nth(n.saturating_sub(1)).map_or(0, |(i, _)| i);
        line_start(&self.out[..cut])
    }
}

/// The longest run of `c` in `text`.
fn longest_run(text: &str, c: char) -> usize {
    let (mut best, mut run) = (0, 0);
    for x in text.chars() {
        run = if x == c { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// Whether text written after `out` opens a line's text (after its indent and list marker).
/// Reads back only over the marker and the indent, so it costs the same on a long line.
fn line_start(out: &str) -> bool {
    let b = out.as_bytes();
    let mut i = b.len();
    if b.ends_with(b"- ") {
        i -= 2;
    } else if b.ends_with(b". ") {
        let digits = b[..i - 2].iter().rev().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            i -= 2 + digits;
        }
    }
    while i > 0 && b[i - 1] == b' ' {
        i -= 1;
    }
    i == 0 || b[i - 1] == b'\n'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_becomes_paragraphs_headings_lists_code_links_and_emphasis() {
        let html = from_markdown(
            "# Plan\n\nFirst *step* and **bold**.\n\n- one\n- two\n\n1. a\n2. b\n\n`x < y` and\n\n```\nfn main() {}\n```\n\n[site](https://example.com)",
        );
        for want in [
            "<h1>Plan</h1>",
            "<p>First <em>step</em> and <strong>bold</strong>.</p>",
            "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
            "<ol>\n<li>a</li>\n<li>b</li>\n</ol>",
            "<code>x &lt; y</code>",
            "<pre><code>fn main() {}\n</code></pre>",
            "<a href=\"https://example.com\" rel=\"noopener noreferrer\">site</a>",
        ] {
            assert!(html.contains(want), "{want} not in {html}");
        }
    }

    #[test]
    fn plain_text_is_escaped_and_html_inside_markdown_is_shown_not_run() {
        let html = from_markdown("a & b <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>");
        assert!(!html.contains("<script") && !html.contains("<img"), "{html}");
        assert!(html.contains("a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;"), "{html}");
        assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"), "{html}");
    }

    #[test]
    fn markdown_links_keep_only_http_https_and_mailto() {
        for bad in
            ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "vbscript:x", "/relative"]
        {
            let html = from_markdown(&format!("[x]({bad})"));
            assert!(!html.contains("href"), "{bad}: {html}");
        }
        assert!(from_markdown("[m](mailto:a@b.c)").contains("href=\"mailto:a@b.c\""));
        assert!(from_markdown("[h](http://a.b/)").contains("href=\"http://a.b/\""));
    }

    #[test]
    fn the_sanitiser_removes_scripts_handlers_styles_and_frames() {
        let cases = [
            "<script>alert(1)</script><p>ok</p>",
            "<SCRIPT SRC=//evil.js></SCRIPT><p>ok</p>",
            "<p onclick=\"alert(1)\">ok</p>",
            "<img src=x onerror=alert(1)><p>ok</p>",
            "<p style=\"background:url(javascript:alert(1))\">ok</p>",
            "<style>p{color:red}</style><p>ok</p>",
            "<iframe src=\"https://evil\"></iframe><p>ok</p>",
            "<object data=\"x.swf\"></object><embed src=x><p>ok</p>",
            "<svg onload=alert(1)><p>ok</p></svg>",
            "<p>ok</p><!-- <script>alert(1)</script> -->",
            "<p>ok</p><![CDATA[<script>alert(1)</script>]]>",
            "<form action=x><input onfocus=alert(1) autofocus></form><p>ok</p>",
            "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math><p>ok</p>",
        ];
        for input in cases {
            let out = sanitize(input).to_lowercase();
            for bad in [
                "<script",
                "onerror",
                "onclick",
                "onload",
                "onfocus",
                "style",
                "iframe",
                "object",
                "embed",
                "javascript",
                "<svg",
                "<img",
                "<!--",
                "cdata",
                "alert(1)</",
            ] {
                assert!(!out.contains(bad), "{input} gave {out}");
            }
            assert!(out.contains("<p>ok</p>"), "{input} gave {out}");
        }
    }

    #[test]
    fn javascript_urls_hidden_by_entities_case_and_white_space_are_dropped() {
        for href in [
            "javascript:alert(1)",
            "JAVASCRIPT:alert(1)",
            "jav&#x09;ascript:alert(1)",
            "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
            "&#x6A;avascript:alert(1)",
            " javascript:alert(1)",
            "java\nscript:alert(1)",
            "javascript&colon;alert(1)",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
            "vbscript:msgbox(1)",
        ] {
            let out = sanitize(&format!("<a href=\"{href}\">x</a>"));
            assert!(!out.contains("href"), "{href} gave {out}");
            assert!(out.contains(">x</a>"), "{href} gave {out}");
        }
        assert!(
            sanitize("<a href=\"https://a.b/?q=1&amp;r=2\">x</a>")
                .contains("href=\"https://a.b/?q=1&amp;r=2\"")
        );
    }

    #[test]
    fn nested_unclosed_and_malformed_tags_come_out_well_formed() {
        let out = sanitize("<p><b><i>deep <u>text</p><ul><li>one<li>two</ul><div><p>unclosed");
        assert!(!out.contains('\u{0}'));
        assert_eq!(out.matches("<b>").count(), out.matches("</b>").count(), "{out}");
        assert_eq!(out.matches("<li>").count(), 2, "{out}");
        assert!(out.ends_with("</p></div>"), "{out}");
        let odd = sanitize("<<script>script>alert(1)<</script>/script><p <b>x</p>");
        assert!(!odd.contains("<script"), "{odd}");
        assert!(!sanitize("<scr<script>ipt>alert(1)</script>").contains("<script"));
        let deep = "<div>".repeat(2000) + "x";
        assert!(sanitize(&deep).contains('x'));
    }

    #[test]
    fn capping_the_nesting_changes_nothing_in_html_that_nests_less() {
        let cases = [
            "<p><b><i>deep <u>text</p><ul><li>one<li>two</ul><div><p>unclosed",
            "<<script>script>alert(1)<</script>/script><p <b>x</p>",
            "<scr<script>ipt>alert(1)</script>",
            "<p>a<p>b<div>c</div><li>d<li>e<dt>f<dd>g</p>",
            "<table><tr><td>a<td>b<tr><th>c</table><p>after",
            "<p><b>x<p>y</b>z <a href=\"https://a.b/?q=1&amp;r=2\" title='t\"'>l</a>",
            "<textarea><b>&amp;</textarea><title>&lt;t</title><xmp><b>x</b></xmp><noscript><i>n</i></noscript>",
            "<svg><style><b>s</b></style><desc><p>d</p></desc></svg><math><mi>x</mi></math><p>ok",
            "<pre>\n  code &lt; x\n</pre><plaintext><b>p</b> &amp;",
            "a & b < c > d \" e ' f &nbsp; &#x4e2d; <!-- c --> <!DOCTYPE html> <![CDATA[x]]>",
            "<h1>a<h2>b</h1><ol start=3><li>x</ol><span title=\"&lt;&quot;\">s</span><br/><hr>",
        ];
        for html in cases {
            assert_eq!(sanitize(html), builder().clean(html).to_string(), "{html}");
        }
        let md = "# T\n\n> q\n> > qq\n\n- a\n  - b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n```\n<x>\n```\n";
        let rendered = {
            let mut html = String::new();
            pulldown_cmark::html::push_html(&mut html, Parser::new_ext(md, Options::ENABLE_TABLES));
            html
        };
        assert_eq!(sanitize(&rendered), builder().clean(&rendered).to_string());
    }

    #[test]
    fn markdown_images_become_links_with_their_alt_text_or_url() {
        let html =
            from_markdown("See [site](https://example.com) and ![diagram](https://example.com/d.png).");
        assert!(
            html.contains(
                "and <a href=\"https://example.com/d.png\" rel=\"noopener noreferrer\">diagram</a>."
            ),
            "{html}"
        );
        let bare = from_markdown("![](https://example.com/e.png)");
        assert!(bare.contains(">https://example.com/e.png</a>"), "{bare}");
        let unsafe_url = from_markdown("![alt *text*](javascript:alert(1))");
        assert!(
            unsafe_url.contains("alt <em>text</em>") && !unsafe_url.contains("javascript"),
            "{unsafe_url}"
        );
        assert_eq!(to_text(&from_markdown("![d](https://e.com/d.png)")), "[d](https://e.com/d.png)\n");
    }

    #[test]
    fn text_form_reads_like_markdown_and_round_trips() {
        let md = "# Plan\n\nFirst *step* and **bold**.\n\n- one\n- two\n\n1. a\n2. b\n\nSee [site](https://example.com) & `x < y`.\n\n```\nfn main() {\n    x();\n}\n```\n";
        let text = to_text(&from_markdown(md));
        assert_eq!(text, md);
        assert_eq!(from_markdown(&text), from_markdown(md));
    }

    #[test]
    fn the_text_form_turns_back_into_the_same_html_for_every_block_and_literal_markup_characters() {
        let docs = [
            "| Item | Qty |\n| --- | --- |\n| flour | 2 kg |\n| a \\| b | `x` |\n",
            "> quoted *line*\n> second\n>\n> > nested\n\nafter\n",
            "- one\n\n- two\n\n  more of two\n\n- three\n",
            "1. first\n\n2. second\n",
            "a\\*b\\*c and 2\\*3\\*4, \\_x\\_ but snake_case, \\`tick\\`, \\[not a link\\](x)\n",
            "\\# not a heading\n\n\\- not an item\n\n2024\\. a year, not an item\n\n\\> not a quote\n",
            "line one  \nline two\n",
            "AT&amp;T writes \\&amp; as text, ~single~ tilde, \\~\\~not struck\\~\\~\n",
            "- item\n  - nested *em*\n    1. deeper\n",
            "Title\n\n\\=\\=\\=\n\n\\---\n",
            "back\\\\slash and C:\\\\path\n",
            "Use ``a`b`` and `` `x` `` here.\n\n````\n```\nfenced\n```\n````\n",
            "[w](https://x.com/x\\)y) [t](https://x.com \"a \\\"title\\\"\") [s](<https://x.com/a b(c)>)\n",
        ];
        // (A line break inside a paragraph is a space: the same HTML, read either way.)
        let same = |html: &str| html.split_whitespace().collect::<Vec<_>>().join(" ").replace("> <", "><");
        for md in docs {
            let html = from_markdown(md);
            let text = to_text(&html);
            assert_eq!(same(&from_markdown(&text)), same(&html), "{md:?} gave the text {text:?}");
        }
        // What the text says reads as the text: a literal `a*b*c` is not emphasis.
        assert_eq!(to_text("<p>a <code>x <code>*y*</code> z</code></p>"), "a `x *y* z`\n", "nested code");
        let literal = to_text("<p>a*b*c and [x](y) and # hash</p>");
        assert_eq!(from_markdown(&literal), "<p>a*b*c and [x](y) and # hash</p>\n", "{literal}");
        let table = to_text("<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>");
        assert_eq!(table, "| a | b |\n| --- | --- |\n| 1 | 2 |\n");
    }

    #[test]
    fn reading_a_long_line_full_of_markup_characters_takes_linear_time() {
        let html =
            format!("<p>{}</p><ul>{}</ul>", "a-b #c 1. d_ ".repeat(40_000), "<li>- x</li>".repeat(20_000));
        let started = std::time::Instant::now();
        let text = to_text(&html);
        assert!(started.elapsed() < std::time::Duration::from_secs(5), "{:?}", started.elapsed());
        assert!(text.starts_with("a-b #c 1. d\\_ a-b"), "{}", &text[..40]);
        assert!(text.contains("\n- \\- x\n"), "an item's text that reads as an item is escaped");
    }

    #[test]
    fn text_form_decodes_entities_and_hides_what_the_sanitiser_removes() {
        assert_eq!(
            to_text("<p>a &amp; b &lt;c&gt; &#x4e2d;&#25991;</p><script>x()</script>"),
            "a & b <c> 中文\n"
        );
        assert_eq!(to_text("<ul><li>a<ul><li>b</li></ul></li></ul>"), "- a\n  - b\n");
        assert_eq!(to_text(""), "");
        assert_eq!(to_text("<p>a <a href=\"javascript:x\">link</a></p>"), "a link\n");
    }
}
