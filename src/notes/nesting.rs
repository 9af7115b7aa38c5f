//! A cap on how deep HTML nests, applied before the sanitiser parses it.
//!
//! The HTML5 tree builder (html5ever, under ammonia) looks through its stack of open elements
//! for many tags (is a `<p>` open? is this end tag's element in scope?), so each tag costs time
//! in proportion to the nesting depth: 20 000 nested `<div>`s or Markdown `>` quotes took
//! seconds, 100 000 minutes. This pass reads the HTML with html5ever's own tokenizer (linear,
//! exactly as the parser will read it) and writes it out again with every start tag that would
//! nest deeper than [`MAX_DEPTH`] left out, along with its end tag: deeper levels are flattened
//! into the last level kept, and all their text stays. The parser then never holds more than a
//! small multiple of [`MAX_DEPTH`] open elements, so sanitising is linear in the input.
//!
//! It also cuts long text into pieces with empty comments (see [`TEXT_PIECE`]), so that writing
//! the sanitised HTML out is linear as well.
//!
//! Safety does not depend on this pass: its output is sanitised as before. Its model of the
//! parser's stack only has to never be shallower than the real one, so it closes an element
//! only where the HTML5 rules surely close it, and counts formatting elements (`<b>`, `<a>` …)
//! the parser may re-open.

use std::cell::RefCell;
use std::collections::HashMap;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};

/// The deepest nesting kept: open elements plus formatting elements the parser may re-open.
pub const MAX_DEPTH: usize = 100;

/// The longest text (in bytes, give or take a character and a run of white space) written
/// without a break. html5ever's serializer, writing a text node, looks from each `&` (and each
/// character of U+0080 to U+00FF) to the next `<` or `>` of the node, or its end: a node of
/// 2 MB of `&` took seconds, growing with the square of its size. Cut by an empty comment
/// (which the sanitiser removes), text is as many nodes written one after the other: the same
/// HTML, in time proportional to its size.
pub const TEXT_PIECE: usize = 1024;

/// Formatting elements (`<b>`, `<a>` …) the parser may re-open at once: each one left unclosed
/// is opened again around every later paragraph, so more are left out (their text kept).
pub const MAX_FORMATTING: usize = 12;

const VOID: &[&str] = &[
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "image", "img", "input",
    "keygen", "link", "meta", "param", "source", "track", "wbr",
];

const FORMATTING: &[&str] =
    &["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"];

/// html5ever's "special" elements (tag_sets::special_tag).
const SPECIAL: &[&str] = &[
    "address",
    "applet",
    "area",
    "article",
    "aside",
    "base",
    "basefont",
    "bgsound",
    "blockquote",
    "body",
    "br",
    "button",
    "caption",
    "center",
    "col",
    "colgroup",
    "dd",
    "details",
    "dir",
    "div",
    "dl",
    "dt",
    "embed",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "frame",
    "frameset",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "head",
    "header",
    "hgroup",
    "hr",
    "html",
    "iframe",
    "img",
    "input",
    "isindex",
    "li",
    "link",
    "listing",
    "main",
    "marquee",
    "menu",
    "meta",
    "nav",
    "noembed",
    "noframes",
    "noscript",
    "object",
    "ol",
    "p",
    "param",
    "plaintext",
    "pre",
    "script",
    "section",
    "select",
    "source",
    "style",
    "summary",
    "table",
    "tbody",
    "td",
    "template",
    "textarea",
    "tfoot",
    "th",
    "thead",
    "title",
    "tr",
    "track",
    "ul",
    "wbr",
    "xmp",
];

/// Where a scope ends (html5ever's default scope, foreign elements and integration points).
const SCOPE_END: &[&str] = &[
    "applet",
    "caption",
    "html",
    "table",
    "td",
    "th",
    "marquee",
    "object",
    "select",
    "template",
    "svg",
    "math",
    "mi",
    "mo",
    "mn",
    "ms",
    "mtext",
    "annotation-xml",
    "foreignobject",
    "desc",
    "title",
];

/// Start tags before which an open `<p>` is closed.
const CLOSES_P: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "center",
    "details",
    "dialog",
    "dir",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "header",
    "hgroup",
    "main",
    "menu",
    "nav",
    "ol",
    "p",
    "search",
    "section",
    "summary",
    "ul",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "pre",
    "listing",
    "form",
    "li",
    "dd",
    "dt",
    "plaintext",
    "hr",
    "xmp",
];

/// Elements whose content the tokenizer reads as text, and how.
fn raw_kind(name: &str) -> Option<RawKind> {
    match name {
        "title" | "textarea" => Some(RawKind::Rcdata),
        "style" | "xmp" | "iframe" | "noembed" | "noframes" | "noscript" => Some(RawKind::Rawtext),
        "script" => Some(RawKind::ScriptData),
        _ => None,
    }
}

fn is(set: &[&str], name: &str) -> bool {
    set.contains(&name)
}

#[derive(Default)]
struct State {
    out: String,
    /// The parser's stack of open elements as far as this pass can tell (never shallower).
    stack: Vec<String>,
    /// Formatting elements the parser may re-open: name and attributes.
    formatting: Vec<(String, String)>,
    /// Start tags left out, per name, whose end tags are left out too.
    dropped: HashMap<String, usize>,
    /// Inside an element whose content is text (script, style, textarea …): its kind, whether
    /// its start tag was kept, and its name.
    raw: Option<(RawKind, bool, String)>,
    /// How many steps the model took (for the test that proves it is linear).
    steps: usize,
    /// Bytes of text written since the last tag, and whether any is not white space.
    run: usize,
    run_text: bool,
}

impl State {
    fn depth(&self) -> usize {
        self.stack.len() + self.formatting.len()
    }

    fn foreign(&self) -> bool {
        self.stack.iter().any(|n| n == "svg" || n == "math")
    }

    /// The position of the nearest open `name`, looking down from the top only through
    /// elements `pass` accepts.
    fn find(&mut self, name: &str, pass: impl Fn(&str) -> bool) -> Option<usize> {
        for i in (0..self.stack.len()).rev() {
            self.steps += 1;
            if self.stack[i] == name {
                return Some(i);
            }
            if !pass(&self.stack[i]) {
                return None;
            }
        }
        None
    }

    fn close(&mut self, at: Option<usize>) {
        if let Some(at) = at {
            self.stack.truncate(at);
        }
    }

    /// Elements a start tag `name` surely closes, as the HTML5 tree builder does.
    fn implied_closes(&mut self, name: &str) {
        match name {
            "li" => {
                let at = self.find("li", |n| !is(SPECIAL, n) || matches!(n, "address" | "div" | "p"));
                self.close(at);
            }
            "dd" | "dt" => {
                let pass = |n: &str| !is(SPECIAL, n) || matches!(n, "address" | "div" | "p");
                let at = match (self.find("dd", pass), self.find("dt", pass)) {
                    (Some(a), Some(b)) => Some(a.max(b)),
                    (a, b) => a.or(b),
                };
                self.close(at);
            }
            "td" | "th" => {
                let pass = |n: &str| !matches!(n, "table" | "tr" | "html" | "template");
                let at = match (self.find("td", pass), self.find("th", pass)) {
                    (Some(a), Some(b)) => Some(a.max(b)),
                    (a, b) => a.or(b),
                };
                self.close(at);
            }
            "tr" => {
                let at = self.find("tr", |n| !matches!(n, "table" | "html" | "template"));
                self.close(at);
            }
            "option" | "optgroup" => {
                if self.stack.last().is_some_and(|n| n == "option") {
                    self.stack.pop();
                }
                if name == "optgroup" && self.stack.last().is_some_and(|n| n == "optgroup") {
                    self.stack.pop();
                }
            }
            _ => {}
        }
        if is(CLOSES_P, name) {
            let at = self.find("p", |n| !is(SCOPE_END, n) && n != "button");
            self.close(at);
            let heading = |n: &str| matches!(n, "h1" | "h2" | "h3" | "h4" | "h5" | "h6");
            if heading(name) && self.stack.last().is_some_and(|n| heading(n)) {
                self.stack.pop();
            }
        }
    }

    fn start(&mut self, tag: html5ever::tokenizer::Tag) -> TokenSinkResult<()> {
        let name = tag.name.to_string();
        let raw = if self.foreign() { None } else { raw_kind(&name) };
        if is(VOID, &name) {
            self.write_tag(&tag);
            return TokenSinkResult::Continue;
        }
        self.implied_closes(&name);
        let keep =
            self.depth() < MAX_DEPTH && (!is(FORMATTING, &name) || self.formatting.len() < MAX_FORMATTING);
        if keep {
            self.write_tag(&tag);
            if is(FORMATTING, &name) {
                let attrs = attrs_key(&tag);
                // The parser keeps at most three alike (same name and attributes).
                let alike: Vec<usize> = (0..self.formatting.len())
                    .filter(|&i| self.formatting[i] == (name.clone(), attrs.clone()))
                    .collect();
                self.steps += self.formatting.len();
                if alike.len() >= 3 {
                    self.formatting.remove(alike[0]);
                }
                self.formatting.push((name.clone(), attrs));
            }
            self.stack.push(name.clone());
        } else {
            *self.dropped.entry(name.clone()).or_default() += 1;
        }
        if name == "plaintext" && raw.is_none() && !self.foreign() {
            self.raw = Some((RawKind::Rawtext, keep, name));
            return TokenSinkResult::Plaintext;
        }
        match raw {
            Some(kind) => {
                self.raw = Some((kind, keep, name));
                TokenSinkResult::RawData(kind)
            }
            None => TokenSinkResult::Continue,
        }
    }

    fn end(&mut self, tag: html5ever::tokenizer::Tag) {
        let name = tag.name.to_string();
        if let Some(n) = self.dropped.get_mut(&name)
            && *n > 0
        {
            *n -= 1;
            return;
        }
        let at = if is(SPECIAL, &name) && !is(FORMATTING, &name) {
            let table = matches!(
                name.as_str(),
                "table" | "tbody" | "thead" | "tfoot" | "tr" | "td" | "th" | "caption"
            );
            let lists = name == "li";
            let button = name == "p";
            self.find(&name, |n| {
                if table {
                    !matches!(n, "html" | "template" | "table" | "svg" | "math")
                } else {
                    let ends_scope =
                        is(SCOPE_END, n) || (lists && matches!(n, "ol" | "ul")) || (button && n == "button");
                    !ends_scope
                }
            })
        } else {
            self.find(&name, |n| !is(SPECIAL, n) && !is(SCOPE_END, n))
        };
        if let Some(at) = at {
            self.stack.truncate(at);
            if is(FORMATTING, &name)
                && let Some(i) = self.formatting.iter().rposition(|(n, _)| *n == name)
            {
                self.formatting.remove(i);
            }
        }
        self.run = 0;
        self.run_text = false;
        self.out.push_str("</");
        self.out.push_str(&name);
        self.out.push('>');
    }

    fn write_tag(&mut self, tag: &html5ever::tokenizer::Tag) {
        self.run = 0;
        self.run_text = false;
        self.out.push('<');
        self.out.push_str(&tag.name);
        for attr in &tag.attrs {
            let name = &*attr.name.local;
            // Only plain names: the sanitiser keeps a few plain ones, and odd ones could read
            // differently when parsed again.
            if name.is_empty()
                || !name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
            {
                continue;
            }
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            push_escaped(&mut self.out, &attr.value, true);
            self.out.push('"');
        }
        if tag.self_closing {
            self.out.push_str(" /");
        }
        self.out.push('>');
    }

    /// Text, cut into pieces of about [`TEXT_PIECE`] bytes (see there): by an empty comment, or
    /// in an element whose content is text (kept: `<textarea>`, `<xmp>` …) by its end tag and
    /// start tag again. Content of `<plaintext>` runs to the end and cannot be cut.
    fn text(&mut self, text: &StrTendril) {
        let (escape, element) = match &self.raw {
            // Script and style content is removed by the sanitiser, deep or not.
            Some((_, _, name)) if name == "script" || name == "style" => return,
            Some((_, true, name)) if name == "plaintext" => {
                self.out.push_str(text);
                return;
            }
            // Raw text cannot hold its own end tag (that ended it): written as it was.
            Some((RawKind::Rawtext, true, name)) => (false, Some(name.clone())),
            Some((_, true, name)) => (true, Some(name.clone())),
            _ => (true, None),
        };
        for c in text.chars() {
            let space = matches!(c, '\t' | '\n' | '\u{c}' | '\r' | ' ');
            // Cut before a character that is not white space, after a piece that holds one:
            // text right inside a table then goes where it went in one piece.
            if self.run >= TEXT_PIECE && self.run_text && !space {
                match &element {
                    None => self.out.push_str("<!---->"),
                    Some(name) => {
                        self.out.push_str(&format!("</{name}><{name}>"));
                        self.steps += 1;
                    }
                }
                self.run = 0;
                self.run_text = false;
            }
            self.run += c.len_utf8();
            self.run_text |= !space;
            if escape {
                push_escaped_char(&mut self.out, c, false);
            } else {
                self.out.push(c);
            }
        }
    }
}

fn attrs_key(tag: &html5ever::tokenizer::Tag) -> String {
    let mut attrs: Vec<String> =
        tag.attrs.iter().map(|a| format!("{}={}", &*a.name.local, &*a.value)).collect();
    attrs.sort();
    attrs.join("\u{0}")
}

fn push_escaped(out: &mut String, text: &str, attribute: bool) {
    for c in text.chars() {
        push_escaped_char(out, c, attribute);
    }
}

/// (Numeric references: the sanitiser's parser reads them without looking up a name, about
/// twice as fast for text made of `&`.)
fn push_escaped_char(out: &mut String, c: char, attribute: bool) {
    match c {
        '&' => out.push_str("&#38;"),
        '<' => out.push_str("&#60;"),
        '>' => out.push_str("&#62;"),
        '"' if attribute => out.push_str("&#34;"),
        '\u{0}' => {}
        c => out.push(c),
    }
}

struct Sink(RefCell<State>);

impl TokenSink for Sink {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut state = self.0.borrow_mut();
        state.steps += 1;
        match token {
            Token::TagToken(tag) => {
                if tag.kind == TagKind::StartTag {
                    return state.start(tag);
                }
                state.raw = None;
                state.end(tag);
            }
            Token::CharacterTokens(text) => state.text(&text),
            // Comments and doctypes are removed by the sanitiser; NUL is dropped.
            Token::CommentToken(_)
            | Token::DoctypeToken(_)
            | Token::NullCharacterToken
            | Token::EOFToken
            | Token::ParseError(_) => {}
        }
        TokenSinkResult::Continue
    }

    fn adjusted_current_node_present_but_not_in_html_namespace(&self) -> bool {
        self.0.borrow().foreign()
    }
}

/// `html` with nesting deeper than [`MAX_DEPTH`] flattened (text kept), and how many steps
/// that took.
pub fn flatten_counted(html: &str) -> (String, usize) {
    let tokenizer = Tokenizer::new(Sink(RefCell::new(State::default())), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let state = tokenizer.sink.0.into_inner();
    (state.out, state.steps)
}

/// `html` with nesting deeper than [`MAX_DEPTH`] flattened, the text kept.
pub fn flatten(html: &str) -> String {
    flatten_counted(html).0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The deepest nesting of `html` as written (start tags of non-void elements minus end tags).
    fn written_depth(html: &str) -> usize {
        let (mut depth, mut deepest) = (0usize, 0usize);
        let mut rest = html;
        while let Some(at) = rest.find('<') {
            rest = &rest[at + 1..];
            let end = rest.find('>').unwrap_or(rest.len());
            let tag = &rest[..end];
            let name: String =
                tag.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
            if tag.starts_with('/') {
                depth = depth.saturating_sub(1);
            } else if !name.is_empty() && !is(VOID, &name) {
                depth += 1;
                deepest = deepest.max(depth);
            }
        }
        deepest
    }

    #[test]
    fn deep_nesting_is_flattened_in_linear_steps_and_keeps_every_text() {
        let n = 100_000;
        let shapes = [
            "<div>".repeat(n) + "deep" + &"</div>".repeat(n),
            "<blockquote>\n".repeat(n) + "deep",
            "<ul><li>".repeat(n) + "deep",
            (0..n).map(|i| format!("<b title={i}>")).collect::<String>() + "deep",
            (0..n / 10).map(|i| format!("<b title={i}>x<p>y")).collect::<String>() + "deep",
            "<span><div>".repeat(n) + "deep",
            "<svg><foreignObject>".repeat(n) + "deep",
            "<svg><style>".to_string() + &"<div>".repeat(n) + "deep",
            "<b><div></b>".repeat(n) + "deep",
        ];
        for html in &shapes {
            let (out, steps) = flatten_counted(html);
            // (Long text is cut into pieces by empty comments.)
            assert!(out.replace("<!---->", "").contains("deep"), "{}", &html[..40]);
            // Each tag looks at most MAX_DEPTH open elements, a few times over.
            assert!(steps <= 2 * MAX_DEPTH * html.len(), "{steps} steps for {} bytes", html.len());
        }
        // What the parser builds from it nests no deeper than the cap allows.
        for html in shapes {
            let html = &html[..html.len() / 5];
            let clean = crate::notes::html::sanitize(html);
            assert!(written_depth(&clean) <= 2 * MAX_DEPTH, "{}: {}", &html[..40], written_depth(&clean));
        }
        let (_, steps) = flatten_counted(&"<div>".repeat(n));
        // Looking through the whole stack for each tag would be n²/2 = 5·10⁹ steps.
        assert!(steps < 2 * MAX_DEPTH * n, "{steps}: each tag looks through the cap at most");
    }

    #[test]
    fn the_text_of_flattened_levels_stays_in_order() {
        let html: String = (0..300).map(|i| format!("<div>{i} ")).collect();
        let out = flatten(&html);
        let text: String = out.split('<').map(|part| part.split_once('>').map_or(part, |(_, t)| t)).collect();
        let want: String = (0..300).map(|i| format!("{i} ")).collect();
        assert_eq!(text, want);
        assert_eq!(out.matches("<div>").count(), MAX_DEPTH);
    }
}
