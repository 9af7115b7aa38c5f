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

/// One tag of (sanitised) HTML: its lower-case name, whether it closes, and its `href`.
fn parse_tag(inner: &str) -> (String, bool, Option<String>) {
    let closing = inner.starts_with('/');
    let inner = inner.trim_start_matches('/');
    let name: String =
        inner.chars().take_while(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    let href = inner.find("href=\"").map(|at| {
        let value = &inner[at + 6..];
        unescape(&value[..value.find('"').unwrap_or(value.len())])
    });
    (name, closing, href)
}

/// HTML read as text, in a Markdown-like form: `#` headings, `-` and `1.` list items, fenced
/// code, `*emphasis*`, `**strong**`, `` `code` `` and `[text](url)` links. The HTML is sanitised
/// first, so anything hidden (scripts, styles, comments) never shows.
pub fn to_text(html: &str) -> String {
    let html = sanitize(html);
    let mut out = String::new();
    // (ordered, next number) per open list.
    let mut lists: Vec<(bool, u64)> = Vec::new();
    let mut links: Vec<Option<String>> = Vec::new();
    let mut in_pre = false;
    let mut rest = html.as_str();
    let block_break = |out: &mut String| {
        let trimmed = out.trim_end_matches([' ', '\n']).len();
        out.truncate(trimmed);
        if !out.is_empty() {
            out.push_str("\n\n");
        }
    };
    let line_break = |out: &mut String| {
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
    };
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            push_text(&mut out, rest, in_pre);
            break;
        };
        push_text(&mut out, &rest[..lt], in_pre);
        let Some(gt) = rest[lt..].find('>') else {
            push_text(&mut out, &rest[lt..], in_pre);
            break;
        };
        let (name, closing, href) = parse_tag(&rest[lt + 1..lt + gt]);
        rest = &rest[lt + gt + 1..];
        match (name.as_str(), closing) {
            ("p" | "div" | "blockquote" | "table" | "dl" | "hr", false) => {
                block_break(&mut out);
                if name == "hr" {
                    out.push_str("---\n\n");
                }
            }
            ("p" | "div" | "blockquote" | "table" | "dl", true) => block_break(&mut out),
            (h, false) if h.len() == 2 && h.starts_with('h') && h[1..].parse::<usize>().is_ok() => {
                block_break(&mut out);
                out.push_str(&"#".repeat(h[1..].parse().unwrap_or(1)));
                out.push(' ');
            }
            (h, true) if h.len() == 2 && h.starts_with('h') && h[1..].parse::<usize>().is_ok() => {
                block_break(&mut out)
            }
            ("ul" | "ol", false) => {
                if lists.is_empty() {
                    block_break(&mut out);
                } else {
                    line_break(&mut out);
                }
                lists.push((name == "ol", 1));
            }
            ("ul" | "ol", true) => {
                lists.pop();
                if lists.is_empty() {
                    block_break(&mut out);
                }
            }
            ("li", false) => {
                line_break(&mut out);
                let depth = lists.len().saturating_sub(1);
                out.push_str(&"  ".repeat(depth));
                match lists.last_mut() {
                    Some((true, n)) => {
                        out.push_str(&format!("{n}. "));
                        *n += 1;
                    }
                    _ => out.push_str("- "),
                }
            }
            ("li" | "tr" | "dt" | "dd", true) => line_break(&mut out),
            ("br", _) => out.push('\n'),
            ("pre", false) => {
                block_break(&mut out);
                out.push_str("```\n");
                in_pre = true;
            }
            ("pre", true) => {
                in_pre = false;
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str("```");
                block_break(&mut out);
            }
            ("code", _) if !in_pre => out.push('`'),
            ("em" | "i", _) => out.push('*'),
            ("strong" | "b", _) => out.push_str("**"),
            ("del" | "s", _) => out.push_str("~~"),
            ("td" | "th", false) if !out.ends_with('\n') && !out.is_empty() => out.push_str(" | "),
            ("a", false) => {
                if href.is_some() {
                    out.push('[');
                }
                links.push(href);
            }
            ("a", true) => {
                if let Some(href) = links.pop().flatten() {
                    out.push_str(&format!("]({href})"));
                }
            }
            _ => {}
        }
    }
    let mut text = out.trim_end().to_string();
    if !text.is_empty() {
        text.push('\n');
    }
    text
}

/// Text between tags: decoded; outside `<pre>`, runs of white space are one space.
fn push_text(out: &mut String, raw: &str, in_pre: bool) {
    let text = unescape(raw);
    if in_pre {
        out.push_str(&text);
        return;
    }
    for c in text.chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with([' ', '\n']) {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
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
