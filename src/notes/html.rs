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
/// inside the Markdown is kept (sanitised) when the sanitiser allows its tag: an HTML block that
/// opens with an allowed tag (how [`to_text`] writes what Markdown has no syntax for: a table a
/// `|` table cannot hold, a definition list, a list numbered from where Markdown cannot start,
/// lists nested too deep), and inline tags such as `<sup>`, `<u>` or `<mark>`. Any other HTML
/// (`<script>`, `<img>`, comments) is shown as text: an HTML block of it is a paragraph (in a
/// tight list item, the item's text), so it reads back the same. The result is sanitised (so a
/// `javascript:` link target is dropped, and so is anything but the allowed tags and
/// attributes inside kept HTML). A leading byte order mark is not text. Notes hold no images:
/// an image becomes a link to its URL with its alt text (the URL itself when it has none), so
/// nothing it said is lost; with an unsafe URL only the text stays.
pub fn from_markdown(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut events = Vec::new();
    // The HTML block being read: kept as HTML when its first tag is allowed, else text.
    let mut block: Option<String> = None;
    // HTML blocks shown as text: where in `events`, and whether they are in a list item.
    let mut as_text: Vec<(usize, Option<usize>)> = Vec::new();
    // Open containers: for a list, its index in `events` and whether it is loose (has
    // paragraphs); `None` for a quote and other containers.
    let mut open: Vec<Option<(usize, bool)>> = Vec::new();
    let mut loose: HashMap<usize, bool> = HashMap::new();
    for event in Parser::new_ext(text, options) {
        match event {
            Event::Start(Tag::HtmlBlock) => block = Some(String::new()),
            Event::Html(raw) if block.is_some() => block.get_or_insert_default().push_str(&raw),
            Event::End(TagEnd::HtmlBlock) => {
                let raw = block.take().unwrap_or_default();
                if opens_with_allowed_tag(&raw, TAGS) {
                    events.push(Event::Start(Tag::HtmlBlock));
                    events.push(Event::Html(raw.into()));
                    events.push(Event::End(TagEnd::HtmlBlock));
                } else {
                    // (The list, when right inside an item: the paragraph goes where the list
                    // has paragraphs.)
                    let list = match open.as_slice() {
                        [.., Some((list, _)), None] => Some(*list),
                        _ => None,
                    };
                    as_text.push((events.len(), list));
                    events.push(Event::Text(raw.trim_end().to_string().into()));
                }
            }
            Event::Html(raw) => events.push(Event::Text(raw)),
            Event::InlineHtml(raw) => events.push(if opens_with_allowed_tag(&raw, INLINE_TAGS) {
                Event::InlineHtml(raw)
            } else {
                Event::Text(raw)
            }),
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
            other => {
                match &other {
                    Event::Start(Tag::List(_)) => open.push(Some((events.len(), false))),
                    Event::Start(Tag::Paragraph) => {
                        if let [.., Some((_, loose)), None] = open.as_mut_slice() {
                            *loose = true;
                        }
                        open.push(None);
                    }
                    Event::Start(t) if !is_inline(t) => open.push(None),
                    Event::End(TagEnd::List(_)) => {
                        if let Some(Some((at, is_loose))) = open.pop() {
                            loose.insert(at, is_loose);
                        }
                    }
                    Event::End(end) if !is_inline_end(end) => {
                        open.pop();
                    }
                    _ => {}
                }
                events.push(other)
            }
        }
    }
    // HTML shown as text is a paragraph, but in an item of a tight list (whose text is bare).
    let mut html = String::new();
    let mut wrap =
        as_text.iter().map(|&(at, list)| (at, list.is_none_or(|l| loose.get(&l) == Some(&true)))).peekable();
    let events = events.into_iter().enumerate().flat_map(|(i, event)| {
        let paragraph = wrap.next_if(|&(at, _)| at == i).is_some_and(|(_, p)| p);
        if paragraph {
            vec![Event::Start(Tag::Paragraph), event, Event::End(TagEnd::Paragraph)]
        } else {
            vec![event]
        }
    });
    pulldown_cmark::html::push_html(&mut html, events);
    sanitize(&html)
}

/// Inline tags kept when written in Markdown (the allowed ones that go inside a paragraph).
const INLINE_TAGS: &[&str] =
    &["a", "b", "br", "code", "del", "em", "i", "ins", "mark", "s", "span", "strong", "sub", "sup", "u"];

/// Whether a tag starts an inline (not a block) element of Markdown.
fn is_inline(tag: &Tag) -> bool {
    matches!(
        tag,
        Tag::Emphasis
            | Tag::Strong
            | Tag::Strikethrough
            | Tag::Link { .. }
            | Tag::Image { .. }
            | Tag::Superscript
            | Tag::Subscript
    )
}

fn is_inline_end(end: &TagEnd) -> bool {
    matches!(
        end,
        TagEnd::Emphasis
            | TagEnd::Strong
            | TagEnd::Strikethrough
            | TagEnd::Link
            | TagEnd::Image
            | TagEnd::Superscript
            | TagEnd::Subscript
    )
}

/// Whether raw HTML of Markdown opens with a start or end tag named in `tags` (any case).
fn opens_with_allowed_tag(raw: &str, tags: &[&str]) -> bool {
    let Some(rest) = raw.trim_start().strip_prefix('<') else { return false };
    let rest = rest.strip_prefix('/').unwrap_or(rest);
    let name: String = rest.chars().take_while(char::is_ascii_alphanumeric).collect();
    let after = rest[name.len()..].chars().next();
    !name.is_empty()
        && tags.contains(&name.to_ascii_lowercase().as_str())
        && after.is_none_or(|c| c == '>' || c == '/' || c.is_ascii_whitespace())
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

/// One tag of (sanitised) HTML: its lower-case name, whether it closes, for a link its target
/// in Markdown's form (`url`, `<url with spaces>`, then `"title"` when it has one), and for an
/// ordered list its `start` number (`bad_start` when it has one Markdown cannot say), and
/// whether it has a title.
struct ParsedTag {
    name: String,
    closing: bool,
    href: Option<String>,
    start: Option<u64>,
    bad_start: bool,
    title: bool,
}

fn parse_tag(inner: &str) -> ParsedTag {
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
    // (Markdown numbers an ordered list from 0 to 999999999: at most 9 digits.)
    let given = attr("start");
    let start = given.as_deref().and_then(|s| s.trim().parse::<u64>().ok()).filter(|&n| n <= 999_999_999);
    let bad_start = given.is_some() && start.is_none();
    let title = attr("title").is_some();
    ParsedTag { name, closing, href, start, bad_start, title }
}

/// HTML read as text, in a Markdown-like form: `#` headings, `-` and `1.` list items, `>`
/// quotes, `|` tables, fenced code, `*emphasis*`, `**strong**`, `` `code` `` and `[text](url)`
/// links; characters that would read as Markdown are escaped with `\`, so the text turns back
/// into the same HTML ([`from_markdown`]) and an edit changes only what was edited. A table
/// that a `|` table cannot hold (no header row, blocks or spans in its cells) is written as its
/// HTML, which [`from_markdown`] keeps as a table. The HTML is sanitised first, so anything
/// hidden (scripts, styles, comments) never shows.
pub fn to_text(html: &str) -> String {
    safe_to_text(&sanitize(html))
}

/// [`to_text`] of HTML that is already sanitised (by this same command): not sanitised again.
pub fn safe_to_text(html: &str) -> String {
    let mut w = TextWriter::default();
    let mut rest = html;
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
        let inner = &rest[lt + 1..lt + gt];
        let tag = parse_tag(inner);
        if !tag.closing
            && !w.in_pre
            && !w.in_cell
            && let Some(mut len) = w.raw_len(&tag, &rest[lt..], gt + 1)
        {
            // Elements written as HTML right after one another are one HTML block: nothing
            // comes between them when it is read back.
            while let Some(inner) =
                rest[lt + len..].strip_prefix('<').and_then(|r| r.split_once('>')).map(|(i, _)| i)
                && let next = parse_tag(inner)
                && !next.closing
                && let Some(more) = w.raw_len(&next, &rest[lt + len..], inner.len() + 2)
            {
                len += more;
            }
            w.raw_block(&rest[lt..lt + len]);
            rest = &rest[lt + len..];
            continue;
        }
        rest = &rest[lt + gt + 1..];
        if tag.name == "code" && !tag.closing && !w.in_pre && !w.in_code {
            w.code_as_html = tag.title || code_has_markup(rest);
        }
        w.tag(&tag, inner);
    }
    let mut text = w.out.trim_end().to_string();
    if !text.is_empty() {
        text.push('\n');
    }
    text
}

/// Whether sanitised HTML shows nothing: no text but white space, and no rule (`<hr>`). (Its
/// text form may still hold tags: an empty `<div>` or table is written as HTML.)
pub fn shows_nothing(html: &str) -> bool {
    let mut rest = html;
    loop {
        let lt = rest.find('<').unwrap_or(rest.len());
        if !unescape(&rest[..lt]).trim().is_empty() {
            return false;
        }
        let Some(gt) = rest[lt..].find('>') else { return true };
        if parse_tag(&rest[lt + 1..lt + gt]).name == "hr" {
            return false;
        }
        rest = &rest[lt + gt + 1..];
    }
}

/// How deep quotes and list items nest in the text form: a list or quote deeper than this is
/// written as its HTML (on one line, but for the lines of code blocks), so the indentation of
/// deep levels does not make the text grow with the square of the depth.
pub const MAX_TEXT_DEPTH: usize = 16;

/// Block elements the text form may write as their HTML.
const BLOCKS: &[&str] =
    &["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre", "hr", "table", "dl"];

/// Where the end tag of the element `html` is inside of (it starts right after that element's
/// start tag) is: the start and end of the first `</name>` not matched by a `<name>` of `html`.
/// `None` when the element is not closed. One pass over the tags, however deep they nest.
fn matching_close(html: &str, name: &str) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(lt) = html[at..].find('<') {
        let lt = at + lt;
        let gt = html[lt..].find('>')?;
        let tag = parse_tag(&html[lt + 1..lt + gt]);
        at = lt + gt + 1;
        if tag.name == name {
            if !tag.closing {
                depth += 1;
            } else if depth == 0 {
                return Some((lt, at));
            } else {
                depth -= 1;
            }
        }
    }
    None
}

/// The length of the HTML that `html` starts with up to the end of the list item it is in
/// (before its `</li>`; all of `html` when there is none).
fn item_rest_len(html: &str) -> usize {
    matching_close(html, "li").map_or(html.len(), |(start, _)| start)
}

/// HTML of a raw block inside a quote or list item: new lines (but in `<pre>`) are spaces,
/// which HTML reads the same, so each line of it is not prefixed again.
fn one_line(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while !rest.is_empty() {
        let pre = rest.find("<pre").unwrap_or(rest.len());
        out.push_str(&rest[..pre].replace('\n', " "));
        rest = &rest[pre..];
        let end = rest.find("</pre>").map_or(rest.len(), |e| e + "</pre>".len());
        out.push_str(&rest[..end]);
        rest = &rest[end..];
    }
    out
}

/// The length of the element `name` that `html` starts with, through its matching end tag (the
/// rest of `html` when it has none).
fn element_len(html: &str, name: &str) -> usize {
    let open = html.find('>').map_or(html.len(), |gt| gt + 1);
    matching_close(&html[open..], name).map_or(html.len(), |(_, end)| open + end)
}

/// Whether the `<pre>` whose content `html` starts with (right after its start tag) holds
/// nothing but text, or one `<code>` of text: what a fenced code block says. Tags in code
/// (`<pre><b>x</b></pre>`) are lost in a fence: such a block is written as HTML.
fn is_plain_code_block(html: &str) -> bool {
    let body = &html[..matching_close(html, "pre").map_or(html.len(), |(start, _)| start)];
    let code = body.strip_prefix("<code>").and_then(|b| b.strip_suffix("</code>")).unwrap_or(body);
    // (Sanitised HTML writes every `<` of text as `&lt;`: each `<` is a tag.)
    !code.contains('<')
}

/// Whether the code span whose content `html` starts with (right after its `<code>`) holds a
/// tag other than a code span's (`<code><i>a</i></code>`): Markdown's `` `…` `` cannot say
/// it, so the span is written as its tags. Reads up to the span's end at most.
fn code_has_markup(html: &str) -> bool {
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(lt) = html[at..].find('<') {
        let lt = at + lt;
        let Some(gt) = html[lt..].find('>') else { break };
        at = lt + gt + 1;
        match &html[lt + 1..lt + gt] {
            "code" => depth += 1,
            "/code" if depth == 0 => return false,
            "/code" => depth -= 1,
            _ => return true,
        }
    }
    false
}

/// Whether the list whose content `html` starts with (right after its start tag) has an item
/// of its own (not of a list inside) with a title, which Markdown cannot say. Reads up to the
/// list's end at most.
fn has_titled_item(html: &str) -> bool {
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(lt) = html[at..].find('<') {
        let lt = at + lt;
        let Some(gt) = html[lt..].find('>') else { break };
        let tag = parse_tag(&html[lt + 1..lt + gt]);
        at = lt + gt + 1;
        match (tag.name.as_str(), tag.closing) {
            ("ul" | "ol", false) => depth += 1,
            ("ul" | "ol", true) if depth == 0 => return false,
            ("ul" | "ol", true) => depth -= 1,
            ("li", false) if depth == 0 && tag.title => return true,
            _ => {}
        }
    }
    false
}

/// Whether a (sanitised) table reads the same as a `|` table: one header row of `th` cells,
/// body rows of as many `td` cells, no attributes on its parts, only inline content in cells.
fn is_pipe_table(table: &str) -> bool {
    // Each row: whether it is in the header, and whether each cell is a `th`.
    let mut rows: Vec<(bool, Vec<bool>)> = Vec::new();
    let mut in_head = false;
    let mut rest = table;
    let mut first = true;
    while let Some(lt) = rest.find('<') {
        let Some(gt) = rest[lt..].find('>') else { return false };
        let inner = &rest[lt + 1..lt + gt];
        rest = &rest[lt + gt + 1..];
        let tag = parse_tag(inner);
        let structural = matches!(tag.name.as_str(), "table" | "thead" | "tbody" | "tr" | "th" | "td");
        if structural && inner.trim_start_matches('/').len() != tag.name.len() {
            return false;
        }
        match (tag.name.as_str(), tag.closing) {
            ("table", false) if first => {}
            ("table", true) => {}
            ("thead", closing) => in_head = !closing,
            ("tbody", _) => {}
            ("tr", false) => rows.push((in_head, Vec::new())),
            ("th" | "td", false) => match rows.last_mut() {
                Some((_, cells)) => cells.push(tag.name == "th"),
                None => return false,
            },
            ("tr" | "th" | "td", true) => {}
            ("em" | "i" | "strong" | "b" | "del" | "s" | "code" | "a" | "u" | "ins" | "sub" | "sup", _)
            | ("mark" | "span", _) => {}
            _ => return false,
        }
        first = false;
    }
    let Some(((true, header), body)) = rows.split_first() else { return false };
    !header.is_empty()
        && header.iter().all(|&th| th)
        && body
            .iter()
            .all(|(head, cells)| !head && cells.len() == header.len() && cells.iter().all(|&th| !th))
}

/// One open list: ordered or not, the next number, whether its items are paragraphs (a loose
/// list), the character after its markers (`-` or `*`; `.` or `)`), and whether an item was
/// written.
struct List {
    ordered: bool,
    next: u64,
    loose: bool,
    delimiter: char,
    started: bool,
}

/// A block whose lines are prefixed once it ends: a quote (`> `), or a list item (its marker on
/// the first line, its width of spaces on the others). `start` is where its text starts in `out`.
enum Container {
    Quote { start: usize },
    Item { start: usize, marker: String, list: Option<usize> },
}

impl Container {
    fn start(&self) -> usize {
        match self {
            Container::Quote { start } | Container::Item { start, .. } => *start,
        }
    }
}

/// The state of [`to_text`].
#[derive(Default)]
struct TextWriter {
    out: String,
    lists: Vec<List>,
    /// Open quotes and list items, innermost last.
    containers: Vec<Container>,
    /// Where the last list ended in `out` (trailing white space left out), and its delimiter:
    /// a list right after it takes the other one, or the two would read as one list.
    last_list: Option<(usize, char)>,
    links: Vec<Option<String>>,
    in_pre: bool,
    /// Inside a table: cells of the current row, and whether the header row is written.
    table: Option<(usize, bool)>,
    in_cell: bool,
    in_code: bool,
    /// Code spans open inside the open one (`<code><code>…`): only the outer one is written.
    inner_code: usize,
    /// Whether the code span about to open is written as its tags (it holds other tags or has
    /// a title; see [`code_has_markup`]), and how many such spans are open.
    code_as_html: bool,
    raw_code: usize,
    /// Open `span`, `em`, `strong` … elements: whether each was written as its tags.
    raw_inline: Vec<bool>,
    /// Where the text of the open code span, or of the open code block's fence line, starts.
    code_start: usize,
    pre_start: usize,
}

impl TextWriter {
    /// Where the innermost open quote's or list item's text starts (0 outside them).
    fn floor(&self) -> usize {
        self.containers.last().map_or(0, Container::start).min(self.out.len())
    }

    /// Whether the innermost container is an item of a tight list (its blocks are not
    /// separated by blank lines, or the list would turn loose).
    fn in_tight_item(&self) -> bool {
        match self.containers.last() {
            Some(Container::Item { list: Some(i), .. }) => self.lists.get(*i).is_some_and(|l| !l.loose),
            Some(Container::Item { list: None, .. }) => true,
            _ => false,
        }
    }

    /// End the current block: one blank line after it (a line break in a tight list's item),
    /// nothing at the start of a quote or item.
    fn block_break(&mut self) {
        let floor = self.floor();
        let trimmed = self.out.trim_end_matches([' ', '\n']).len().max(floor);
        self.out.truncate(trimmed);
        if self.out.len() > floor {
            self.out.push_str(if self.in_tight_item() { "\n" } else { "\n\n" });
        }
    }

    /// End the current line.
    fn line_break(&mut self) {
        let floor = self.floor();
        let trimmed = self.out.trim_end_matches(' ').len().max(floor);
        self.out.truncate(trimmed);
        if self.out.len() > floor && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    /// Whether the next character opens a line's text.
    fn at_line_start(&self) -> bool {
        line_start(&self.out)
    }

    /// How much of `html`, which starts with the start tag `tag` (`tag_len` bytes long), is
    /// written as HTML: an element the text form has no syntax for (a table a `|` table cannot
    /// hold, a definition list, a list numbered from where Markdown cannot start, a block with a
    /// title, a list with a titled item, a code block with tags in its code, a `<div>` (Markdown
    /// has only paragraphs), a list or quote nested deeper than [`MAX_TEXT_DEPTH`]). In an item of a tight
    /// list, the rest of the item goes with it (its text would join the HTML block).
    fn raw_len(&self, tag: &ParsedTag, html: &str, tag_len: usize) -> Option<usize> {
        let name = tag.name.as_str();
        if !BLOCKS.contains(&name) {
            return None;
        }
        let deep = self.containers.len() >= MAX_TEXT_DEPTH;
        let element = || if name == "hr" { tag_len } else { element_len(html, name) };
        let len = match name {
            _ if tag.title => element(),
            "dl" | "div" => element(),
            "ol" if tag.bad_start || deep => element(),
            "ul" | "blockquote" if deep => element(),
            "ul" | "ol" if has_titled_item(&html[tag_len..]) => element(),
            "pre" if !is_plain_code_block(&html[tag_len..]) => element(),
            "table" => Some(element()).filter(|&len| !is_pipe_table(&html[..len]))?,
            _ => return None,
        };
        Some(if self.in_tight_item() { item_rest_len(html).max(len) } else { len })
    }

    /// HTML written as it is, as one HTML block: a blank line would end it, so a newline
    /// before a blank line is written as a character reference. Inside a quote or list item it
    /// is written on one line (see [`one_line`]).
    fn raw_block(&mut self, html: &str) {
        self.block_break();
        let one;
        let html = if self.containers.is_empty() {
            html
        } else {
            one = one_line(html);
            &one
        };
        for (i, line) in html.split('\n').enumerate() {
            if i > 0 {
                self.out.push_str(if line.trim().is_empty() { "&#10;" } else { "\n" });
            }
            self.out.push_str(line);
        }
        self.block_break();
    }

    /// The end of the innermost container: its text, prefixed line by line.
    fn close_container(&mut self) {
        let Some(container) = self.containers.pop() else { return };
        let start = container.start().min(self.out.len());
        let body = self.out.split_off(start);
        let body = body.trim_end_matches([' ', '\n']);
        match container {
            Container::Quote { .. } => {
                for line in body.lines() {
                    self.out.push_str(if line.is_empty() { ">" } else { "> " });
                    self.out.push_str(line);
                    self.out.push('\n');
                }
                self.block_break();
            }
            Container::Item { marker, .. } => {
                let indent = " ".repeat(marker.len());
                if body.is_empty() {
                    self.out.push_str(marker.trim_end());
                }
                for (i, line) in body.split('\n').enumerate() {
                    if i == 0 {
                        self.out.push_str(&marker);
                    } else {
                        self.out.push('\n');
                        if !line.is_empty() {
                            self.out.push_str(&indent);
                        }
                    }
                    self.out.push_str(line);
                }
            }
        }
    }

    /// A tag written as it is, `<…>`; `inner` is what is between `<` and `>`.
    fn raw_tag(&mut self, inner: &str) {
        self.out.push('<');
        self.out.push_str(inner);
        self.out.push('>');
    }

    fn tag(&mut self, tag: &ParsedTag, inner: &str) {
        let (name, closing) = (tag.name.as_str(), tag.closing);
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
            ("blockquote", false) => {
                self.block_break();
                self.containers.push(Container::Quote { start: self.out.len() });
            }
            ("blockquote", true) => {
                if matches!(self.containers.last(), Some(Container::Quote { .. })) {
                    self.close_container();
                }
            }
            ("p" | "div" | "dl" | "hr", false) => {
                // A paragraph right inside a list item: the list is loose.
                if name == "p"
                    && let Some(Container::Item { list: Some(i), .. }) = self.containers.last()
                    && let Some(list) = self.lists.get_mut(*i)
                {
                    list.loose = true;
                }
                self.block_break();
                if name == "hr" {
                    // (`---` under a line of text would make it a heading.)
                    self.out.push_str(if self.in_tight_item() { "***\n" } else { "---\n\n" });
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
                self.block_break();
                let ordered = name == "ol";
                let (usual, other) = if ordered { ('.', ')') } else { ('-', '*') };
                let here = self.out.trim_end_matches([' ', '\n']).len();
                let delimiter = match self.last_list {
                    Some((end, used)) if end == here && used == usual => other,
                    _ => usual,
                };
                let next = if ordered { tag.start.unwrap_or(1) } else { 1 };
                self.lists.push(List { ordered, next, loose: false, delimiter, started: false });
            }
            ("ul" | "ol", true) => {
                while matches!(self.containers.last(), Some(Container::Item { list: Some(i), .. }) if *i + 1 >= self.lists.len())
                {
                    self.close_container();
                }
                if let Some(list) = self.lists.pop() {
                    self.last_list = Some((self.out.trim_end_matches([' ', '\n']).len(), list.delimiter));
                }
                self.block_break();
            }
            ("li", false) => {
                let list = self.lists.len().checked_sub(1);
                // An item right after another of the same list.
                if let Some(l) = list.and_then(|i| self.lists.get(i))
                    && l.started
                {
                    let floor = self.floor();
                    let trimmed = self.out.trim_end_matches([' ', '\n']).len().max(floor);
                    self.out.truncate(trimmed);
                    self.out.push_str(if l.loose { "\n\n" } else { "\n" });
                } else {
                    self.line_break();
                }
                let marker = match list.and_then(|i| self.lists.get_mut(i)) {
                    Some(l) => {
                        l.started = true;
                        if l.ordered {
                            l.next += 1;
                            format!("{}{} ", l.next - 1, l.delimiter)
                        } else {
                            format!("{} ", l.delimiter)
                        }
                    }
                    None => "- ".to_string(),
                };
                self.containers.push(Container::Item { start: self.out.len(), marker, list });
            }
            ("li", true) => {
                if matches!(self.containers.last(), Some(Container::Item { .. })) {
                    self.close_container();
                }
            }
            ("dt" | "dd", true) => self.line_break(),
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
            ("code", false) if !self.in_pre && self.code_as_html => {
                self.raw_code += 1;
                self.raw_tag(inner);
            }
            ("code", true) if !self.in_pre && !self.in_code && self.raw_code > 0 => {
                self.raw_code -= 1;
                self.raw_tag(inner);
            }
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
            // Inline elements Markdown has no syntax for (or not with a title) are written as
            // their tags, which [`from_markdown`] keeps.
            ("u" | "sup" | "sub" | "mark" | "ins" | "s", _) if !self.in_code => self.raw_tag(inner),
            ("span" | "em" | "i" | "strong" | "b" | "del", false) if !self.in_code => {
                let raw = tag.title;
                self.raw_inline.push(raw);
                if raw {
                    self.raw_tag(inner);
                } else {
                    self.markup(name);
                }
            }
            ("span" | "em" | "i" | "strong" | "b" | "del", true) if !self.in_code => {
                if self.raw_inline.pop().unwrap_or(false) {
                    self.raw_tag(inner);
                } else {
                    self.markup(name);
                }
            }
            ("em" | "i", _) => self.out.push('*'),
            ("strong" | "b", _) => self.out.push_str("**"),
            ("del" | "s", _) => self.out.push_str("~~"),
            ("a", false) => {
                if tag.href.is_some() {
                    self.out.push('[');
                }
                self.links.push(tag.href.clone());
            }
            ("a", true) => {
                if let Some(href) = self.links.pop().flatten() {
                    self.out.push_str(&format!("]({href})"));
                }
            }
            _ => {}
        }
    }

    /// The Markdown of an emphasis, strong or struck element (nothing for a span).
    fn markup(&mut self, name: &str) {
        match name {
            "em" | "i" => self.out.push('*'),
            "strong" | "b" => self.out.push_str("**"),
            "del" => self.out.push_str("~~"),
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
            // (`<` could open an HTML block, or before a letter, `/`, `!` or `?` a tag, a
            // comment or an autolink.)
            '<' => self.at_line_start() || next.is_some_and(|n| n.is_ascii_alphabetic() || "/!?".contains(n)),
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

/// Whether text written after `out` opens a line's text (after its indent). Reads back only
/// over the indent, so it costs the same on a long line. (List markers and quote prefixes are
/// written when their item or quote ends: the text inside starts at column 0.)
fn line_start(out: &str) -> bool {
    let b = out.as_bytes();
    let mut i = b.len();
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
    fn long_text_is_written_in_pieces_and_sanitises_to_the_same_html() {
        let amp = "&amp;".repeat(3000);
        let cases = [
            format!("<p>{amp}</p>"),
            format!("<p>{}</p>", "\u{a0}\u{a3}".repeat(2000)),
            format!("<p>{}</p>", "& ".repeat(3000)),
            format!("<pre>{}</pre>", "&amp;\n\n".repeat(1000)),
            format!("<table>{}<tr><td>{amp}</td></tr>{}</table>", "  x&amp;".repeat(500), " \n".repeat(800)),
            format!("<table><tr><td>a</td></tr>{}</table>", " ".repeat(3000) + "y"),
            format!(
                "<textarea>\n{amp}\n{}</textarea><title>{amp}</title><xmp>{}</xmp>",
                "\n".repeat(2000),
                "<&".repeat(2000)
            ),
            format!("<noscript>{amp}</noscript><iframe>{amp}</iframe><svg><desc>{amp}</desc></svg>"),
            format!("{amp}<plaintext>{amp}"),
        ];
        for html in &cases {
            assert_eq!(sanitize(html), builder().clean(html).to_string(), "{}", &html[..60]);
        }
        // No text between two tags is much longer than a piece, whatever is around it.
        let longest = |html: &str| html.split(['<', '>']).skip(1).step_by(2).map(str::len).max().unwrap_or(0);
        for html in &cases[..7] {
            let flat = super::super::nesting::flatten(html);
            assert!(longest(&flat) <= super::super::nesting::TEXT_PIECE + 8, "{}", longest(&flat));
        }
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
            "- item\n  > quoted\n  # heading\n  ```\n  code\n\n  more\n  ```\n- next\n",
            "1. first\n\n   > quoted\n\n   second paragraph\n\n2. two\n",
            "- a\n- b\n\n* c\n\n1. x\n\n1) y\n",
            "7. seven\n8. eight\n\n> 3. in a quote\n>    - nested\n",
            "\\<table> is text\n",
            "<table><tbody><tr><td>no</td><td>header</td></tr></tbody></table>\n",
            "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td><ul><li>a</li></ul></td></tr></tbody></table>\n",
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
        // (No header row: written as HTML, see below.)
        assert_eq!(
            table,
            "<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></tbody></table>\n"
        );
    }

    /// HTML (sanitised) → text → HTML gives the same HTML, white space between tags aside.
    #[track_caller]
    fn assert_round_trip(html: &str) -> String {
        let same = |html: &str| {
            html.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .replace("> <", "><")
                .replace(" </li>", "</li>")
        };
        let html = sanitize(html);
        let text = to_text(&html);
        assert_eq!(same(&from_markdown(&text)), same(&html), "the text was {text:?}");
        text
    }

    #[test]
    fn a_table_with_a_list_in_a_cell_is_written_as_html_and_round_trips() {
        let text = assert_round_trip(
            "<table><thead><tr><th>Step</th><th>How</th></tr></thead><tbody>\n<tr><td>1</td><td><ul><li>a</li><li>b</li></ul></td></tr>\n</tbody></table>",
        );
        assert!(text.starts_with("<table>"), "{text}");
        // Blocks of any kind in cells, a cell spanning columns, a table inside a cell, a blank
        // line in a cell's code.
        assert_round_trip(
            "<table><tbody><tr><td><p>a</p><p>b</p></td><td><blockquote>q</blockquote></td></tr></tbody></table>",
        );
        assert_round_trip(
            "<table><thead><tr><th colspan=\"2\">wide</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
        );
        assert_round_trip(
            "<table><tbody><tr><td><table><tbody><tr><td>in</td></tr></tbody></table></td></tr></tbody></table><p>after</p>",
        );
        assert_round_trip("<table><tbody><tr><td><pre>a\n\n\nb</pre></td></tr></tbody></table>");
        // Inside a list item and a quote.
        assert_round_trip(
            "<ul><li>x<table><tbody><tr><td><ol><li>y</li></ol></td></tr></tbody></table></li></ul>",
        );
        assert_round_trip("<blockquote><table><tbody><tr><td>z</td></tr></tbody></table></blockquote>");
        // A table a `|` table holds is still written as one.
        let pipe = to_text(&from_markdown("| a | b |\n| --- | --- |\n| 1 | *2* |\n"));
        assert_eq!(pipe, "| a | b |\n| --- | --- |\n| 1 | *2* |\n");
    }

    #[test]
    fn a_table_without_a_header_row_keeps_its_first_row_in_the_body() {
        let html = "<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></tbody></table>";
        let text = assert_round_trip(html);
        assert!(!text.contains("---"), "{text}");
        assert!(from_markdown(&text).contains("<tbody><tr><td>a</td>"), "{text}");
        assert_round_trip("<table><tr><th>h</th></tr><tr><td>x</td></tr></table>");
    }

    #[test]
    fn html_blocks_in_markdown_are_kept_when_their_tag_is_allowed_and_a_fixed_point_either_way() {
        assert_eq!(from_markdown("<div>x</div>\n"), "<div>x</div>\n");
        assert_eq!(
            from_markdown("<table><tr><td>x</td></tr></table><p>y</p>\n"),
            "<table><tbody><tr><td>x</td></tr></tbody></table><p>y</p>\n"
        );
        // Other HTML is text, in a paragraph (in a tight list's item, the item's text), so the
        // next edit reads it the same.
        assert_eq!(from_markdown("<img src=x>\n"), "<p>&lt;img src=x&gt;</p>\n");
        assert_eq!(
            from_markdown("- <img src=x>\n- b\n"),
            "<ul>\n<li>&lt;img src=x&gt;</li>\n<li>b</li>\n</ul>\n"
        );
        for md in [
            "<div>x</div>\n\nhello\n",
            "<table><tr><td>a</td></tr></table><p>y</p>\n",
            "<img src=x onerror=alert(1)>\n\ntext\n",
            "<!-- c -->\n\n<?x?>\n",
            "- a\n- <img x>\n- b\n",
            "- a\n\n- <img x>\n\n- b\n",
            "> <script>x()</script>\n",
            "<p>a</p>\n<blockquote>q</blockquote>\n",
        ] {
            let once = from_markdown(&to_text(&from_markdown(md)));
            assert_eq!(from_markdown(&to_text(&once)), once, "{md:?}");
            assert_eq!(to_text(&once), to_text(&from_markdown(md)), "{md:?}");
        }
        let table = from_markdown("<table onclick=\"x()\"><tr><td><script>s()</script>x</td></tr></table>\n");
        assert_eq!(table, "<table><tbody><tr><td>x</td></tr></tbody></table>\n");
        // Literal `<` opening a line is escaped, so it cannot start an HTML block.
        assert_round_trip(
            "<p>&lt;table&gt;&lt;tr&gt;&lt;td&gt;x&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</p><p>&lt;div&gt; y</p>",
        );
    }

    #[test]
    fn blocks_inside_a_list_item_stay_inside_it() {
        for html in [
            "<ul>\n<li>item\n<blockquote>\n<p>quoted</p>\n</blockquote>\n</li>\n<li>next</li>\n</ul>",
            "<ul><li>a\n<h2>heading</h2></li><li>b\n<pre><code>code\n\nmore\n</code></pre></li></ul>",
            "<ol><li><p>one</p><blockquote><p>q1</p><p>q2</p></blockquote><p>after</p></li><li><p>two</p></li></ol>",
            "<ul><li>a\n<ul><li>b\n<blockquote><p>deep</p></blockquote></li></ul></li></ul>",
            "<blockquote><ul><li>x\n<pre><code>y\n</code></pre></li></ul></blockquote>",
            "<ol start=\"10\"><li>ten\n<blockquote><p>q</p></blockquote></li><li>eleven</li></ol>",
            "<ul><li>a\n<hr></li></ul>",
        ] {
            assert_round_trip(html);
        }
        assert_eq!(
            to_text("<ul><li>item<blockquote><p>quoted</p></blockquote></li></ul>"),
            "- item\n  > quoted\n"
        );
    }

    #[test]
    fn two_lists_in_a_row_stay_two_lists() {
        for html in [
            "<ul><li>a</li></ul><ul><li>b</li></ul>",
            "<ol><li>a</li></ol><ol><li>b</li></ol>",
            "<ul><li>a</li></ul><ul><li>b</li></ul><ul><li>c</li></ul>",
            "<ol start=\"3\"><li>a</li></ol><ol start=\"4\"><li>b</li></ol>",
            "<ul><li>x\n<ul><li>a</li></ul><ul><li>b</li></ul></li></ul>",
        ] {
            assert_round_trip(html);
        }
        assert_eq!(to_text("<ul><li>a</li></ul><ul><li>b</li></ul>"), "- a\n\n* b\n");
    }

    #[test]
    fn an_ordered_list_keeps_its_start_number() {
        assert_eq!(to_text("<ol start=\"7\"><li>a</li><li>b</li></ol>"), "7. a\n8. b\n");
        for html in ["<ol start=\"7\"><li>a</li><li>b</li></ol>", "<ol start=\"0\"><li>z</li></ol>"] {
            assert_round_trip(html);
        }
        // A start Markdown cannot say (negative, over 9 digits, not a number) keeps its list
        // as HTML.
        for html in [
            "<ol start=\"-3\"><li>a</li></ol>",
            "<ol start=\"99999999999999999999\"><li>a</li></ol>",
            "<ol start=\"1000000000\"><li>a</li></ol>",
            "<ol start=\"x\"><li>a</li></ol>",
        ] {
            assert_eq!(to_text(html), format!("{html}\n"));
            assert_fixed_point(html);
        }
        assert_eq!(to_text("<ol start=\"999999999\"><li>a</li></ol>"), "999999999. a\n");
        assert_fixed_point("<ol start=\"999999999\"><li>a</li></ol><ol start=\"0\"><li>b</li></ol>");
    }

    #[test]
    fn a_long_line_full_of_markup_characters_is_escaped_where_it_reads_as_markup() {
        // (Its time is measured by scripts/bench-notes.sh, part "markup".)
        let html =
            format!("<p>{}</p><ul>{}</ul>", "a-b #c 1. d_ ".repeat(40_000), "<li>- x</li>".repeat(20_000));
        let text = to_text(&html);
        assert!(text.starts_with("a-b #c 1. d\\_ a-b"), "{}", &text[..40]);
        assert!(text.contains("\n- \\- x\n"), "an item's text that reads as an item is escaped");
    }

    #[test]
    fn text_form_decodes_entities_and_hides_what_the_sanitiser_removes() {
        assert_eq!(
            to_text("<p>a &amp; b &lt;c&gt; &#x4e2d;&#25991;</p><script>x()</script>"),
            "a & b \\<c> 中文\n"
        );
        assert_eq!(to_text("<ul><li>a<ul><li>b</li></ul></li></ul>"), "- a\n  - b\n");
        assert_eq!(to_text(""), "");
        assert_eq!(to_text("<p>a <a href=\"javascript:x\">link</a></p>"), "a link\n");
    }

    /// HTML (sanitised) → text → HTML keeps what it says, and a second round trip changes
    /// nothing at all: neither the HTML nor the text.
    #[track_caller]
    fn assert_fixed_point(html: &str) -> String {
        assert_round_trip(html);
        assert_stable(html)
    }

    /// A second round trip changes nothing (the first may change white space).
    #[track_caller]
    fn assert_stable(html: &str) -> String {
        let text = to_text(&from_markdown(&to_text(html)));
        let once = from_markdown(&text);
        let again = to_text(&once);
        assert_eq!(again, text, "the text of {html:?} changed");
        assert_eq!(from_markdown(&again), once, "{html:?}");
        text
    }

    #[test]
    fn inline_elements_and_definition_lists_without_markdown_syntax_keep_their_tags() {
        for html in [
            "<p>E=mc<sup>2</sup>, H<sub>2</sub>O, <u>u</u>, <mark>m</mark>, <ins>i</ins>, <s>s</s>, <del>d</del></p>",
            "<p><span title=\"t &quot;q&quot;\">s</span> <em title=\"e\">e</em> <strong title=\"x\">b</strong></p>",
            "<dl><dt>term</dt><dd>def <sup>1</sup></dd></dl><p>after</p>",
            "<ul><li>a<dl><dt>t</dt><dd>d</dd></dl>tail</li><li>b</li></ul>",
            "<blockquote><dl><dt>t</dt><dd>d</dd></dl></blockquote>",
            "<h2 title=\"h\">head</h2><p title=\"p\">para</p><hr title=\"r\"><p>x</p>",
            "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>x<sup>2</sup> <u>y</u></td></tr></tbody></table>",
        ] {
            let text = assert_fixed_point(html);
            for tag in ["<sup>", "<sub>", "<u>", "<mark>", "<ins>", "<s>", "<dl>", "title="] {
                assert_eq!(text.contains(tag), sanitize(html).contains(tag), "{tag} in {text:?}");
            }
        }
        assert_eq!(to_text("<p>x<sup>2</sup> <del>d</del></p>"), "x<sup>2</sup> ~~d~~\n");
        // Text that only looks like a tag, an autolink or a comment stays text.
        let text = assert_fixed_point(
            "<p>a &lt;sup&gt;b&lt;/sup&gt; &lt;https://x.y&gt; &lt;!-- c --&gt; 1 &lt; 2</p>",
        );
        assert_eq!(text, "a \\<sup>b\\</sup> \\<https://x.y> \\<!-- c --> 1 < 2\n");
        // Tags the allow-list does not hold are text in Markdown, as before.
        assert_eq!(from_markdown("a <kbd>k</kbd>"), "<p>a &lt;kbd&gt;k&lt;/kbd&gt;</p>\n");
    }

    #[test]
    fn adjacent_tables_written_as_html_stay_adjacent_and_are_a_fixed_point() {
        for html in [
            "<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table><p>x</p>",
            "<table><tr><td>a</td></tr></table>\n<table><tr><td>b</td></tr></table>",
            "<ul><li>x<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table></li><li>z</li></ul>",
            "<blockquote><table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table></blockquote>",
            "<table><tr><td><pre>a\n\nb</pre></td></tr></table><table><tr><td>b</td></tr></table>",
        ] {
            assert_fixed_point(html);
        }
        let text = to_text("<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table>");
        assert!(from_markdown(&text).contains("</table><table>"), "{text}");
    }

    #[test]
    fn a_list_with_a_titled_item_is_written_as_html_and_keeps_the_title() {
        for html in [
            "<ul><li title=\"a\">x</li><li>y</li></ul><p>after</p>",
            "<ol start=\"3\"><li>x</li><li title=\"b &quot;q&quot;\">y</li></ol>",
            "<ul><li>x<ol><li title=\"inner\">y</li></ol></li><li>z</li></ul>",
            "<blockquote><ul><li title=\"t\">q</li></ul></blockquote>",
            "<ul><li>a<ul><li title=\"t\">b</li></ul>tail</li><li>c</li></ul>",
            "<dl><dt title=\"t\">term</dt><dd title=\"d\">def</dd></dl>",
        ] {
            let text = assert_fixed_point(html);
            let back = from_markdown(&text);
            assert_eq!(back.matches("title=").count(), sanitize(html).matches("title=").count(), "{text}");
        }
        // Only the list that holds the titled item is HTML: the outer one stays Markdown.
        let text = to_text("<ul><li>x<ol><li title=\"inner\">y</li></ol></li><li>z</li></ul>");
        assert!(text.starts_with("- x") && text.contains("<ol><li title=\"inner\">y</li></ol>"), "{text}");
        assert_eq!(to_text("<ul><li>a</li><li>b</li></ul>"), "- a\n- b\n");
    }

    #[test]
    fn tags_inside_code_are_kept_as_html_and_a_fixed_point() {
        // A code block with tags in it is written as its HTML; one of text stays a fence.
        for html in [
            "<pre><b>x</b> y</pre><p>after</p>",
            "<pre><code><em>a</em> &lt;b&gt; *c*\n\n\n  d</code></pre>",
            "<pre><code>a</code>\n<code>b</code></pre>",
            "<ul><li>x<pre><strong>s</strong></pre></li><li>y</li></ul>",
            "<blockquote><pre><code>q <sup>2</sup></code></pre></blockquote>",
        ] {
            let text = assert_fixed_point(html);
            assert!(text.contains("<pre>") && !text.contains("```"), "{text}");
        }
        assert_eq!(to_text("<pre><code>a &lt;b&gt;\n</code></pre>"), "```\na <b>\n```\n");
        // A code span with tags in it (or a title) is written as its tags; one of text stays
        // a `` `…` `` span.
        for html in [
            "<p><code><em>a</em></code> and <code>*plain*</code></p>",
            "<p>x <code title=\"t\">c</code> <code>a <strong>b*</strong> `c` <code>d</code></code></p>",
            "<ul><li>a <code><sup>2</sup> &lt;x&gt;</code></li><li>b</li></ul>",
            "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td><code><em>x</em> | y</code></td></tr></tbody></table>",
        ] {
            let text = assert_fixed_point(html);
            assert!(text.contains("<code"), "{text}");
        }
        assert_eq!(to_text("<p><code><em>a</em></code> <code>*b*</code></p>"), "<code>*a*</code> `*b*`\n");
        // `<i>` and `<b>` read back as `<em>` and `<strong>`, as everywhere else.
        let text = assert_stable("<p><code><i>a</i></code></p><pre><b>x</b> y</pre>");
        assert_eq!(from_markdown(&text), "<p><code><em>a</em></code></p>\n<pre><b>x</b> y</pre>\n");
    }

    #[test]
    fn a_div_is_written_as_html_and_stays_a_div() {
        for html in [
            "<div>hello</div><p>p</p>",
            "<div title=\"t\"><p>a *b*</p><ul><li>x</li></ul></div><div>two</div>",
            "<ul><li>a<div>in item</div>tail</li><li>b</li></ul>",
            "<ol><li><p>one</p><div>d</div></li><li><p>two</p></li></ol>",
            "<blockquote><div>q<pre>c\n\nd</pre></div></blockquote>",
        ] {
            let text = assert_fixed_point(html);
            let back = from_markdown(&text);
            assert_eq!(back.matches("<div").count(), sanitize(html).matches("<div").count(), "{text}");
        }
        assert_eq!(to_text("<div>hello</div><p>p</p>"), "<div>hello</div>\n\np\n");
        assert!(shows_nothing("<div> &nbsp;</div><p></p><br>") && !shows_nothing("<div>x</div>"));
        assert!(!shows_nothing("<hr>") && shows_nothing(""));
    }

    #[test]
    fn the_matching_end_tag_is_found_past_nested_elements_of_the_same_name() {
        assert_eq!(matching_close("a<li>b</li>c</li>d", "li"), Some((12, 17)));
        assert_eq!(matching_close("<ul><li>x</li></ul></li>", "li"), Some((19, 24)));
        assert_eq!(matching_close("<li>open", "li"), None);
        assert_eq!(element_len("<ol start=\"2\"><li><ol><li>x</li></ol></li></ol>tail", "ol"), 47);
        assert_eq!(item_rest_len("x<ul><li>y</li></ul></li><li>z"), 20);
        let n = 100_000;
        let deep = "<li>".repeat(n) + &"</li>".repeat(n + 1);
        assert_eq!(matching_close(&deep, "li"), Some((deep.len() - 5, deep.len())));
    }

    #[test]
    fn lists_and_quotes_nested_deeper_than_the_cap_are_written_as_html_in_linear_size() {
        let n = 20_000;
        let deep = "<ul><li>x".repeat(n) + &"</li></ul>".repeat(n);
        let html = sanitize(&deep);
        // (Its time is measured by scripts/bench-notes.sh, part "nested".)
        let text = to_text(&html);
        assert!(text.len() < 3 * html.len(), "{} bytes of text for {} of HTML", text.len(), html.len());
        let indent = text.lines().map(|l| l.len() - l.trim_start().len()).max().unwrap_or(0);
        assert!(indent <= 2 * MAX_TEXT_DEPTH, "{indent}");
        for html in [
            "<ul><li>x".repeat(40),
            "<blockquote><p>q</p>".repeat(30),
            "<ol start=\"3\"><li><p>x</p>".repeat(25),
            "<ul><li>a".repeat(20) + "<pre>c\n\nd</pre>tail",
        ] {
            let text = assert_stable(&html);
            let back = from_markdown(&text);
            for tag in ["<li>", "<blockquote>", "<pre>", "<p>"] {
                assert_eq!(back.matches(tag).count(), sanitize(&html).matches(tag).count(), "{tag}: {text}");
            }
        }
    }
}
