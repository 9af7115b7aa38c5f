//! Redaction (DESIGN §2 error log, §5.2 memories): API keys, tokens, passwords, private keys,
//! card numbers and one-time codes become `[redacted]` before they are written anywhere.
//!
//! Two layers. The *secret registry* holds every secret this process resolved (API keys from
//! settings or the environment, `Authorization` values): [`register`] it where it is resolved,
//! and every sink (stderr, stdout, transcript rows, logs, pending approvals, compaction logs)
//! removes it with [`scrub`], literally and in its URL-encoded, JSON-escaped and base64 forms,
//! whatever its shape. The *patterns* ([`redact`]) additionally catch secrets okbot never
//! resolved (known key prefixes, "password: …", card numbers); they are applied where free text
//! is logged or remembered, not to data on stdout.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{OnceLock, RwLock};

use regex::Regex;

mod patterns;

pub const MARK: &str = "[redacted]";

/// Secrets shorter than this (after trimming) are not registered: a short value would turn
/// ordinary words and numbers into `[redacted]` wherever they appear.
pub const MIN_SECRET_CHARS: usize = 8;

/// The registered secrets and one matcher for all their forms.
struct Registry {
    secrets: Vec<String>,
    /// Every form of every secret, longest first.
    needles: Vec<String>,
    /// Built on first use: most commands register a key but never print or write one, and
    /// building the matchers costs more than a whole idle command.
    matchers: OnceLock<Option<Matchers>>,
}

struct Matchers {
    text: Regex,
    /// The same, for bytes that need not be UTF-8.
    bytes: regex::bytes::Regex,
}

impl Registry {
    /// The matchers, when `haystack` holds some form of a secret at all (a plain substring
    /// search, far cheaper than building them).
    fn matchers_for(&self, haystack: &[u8]) -> Option<&Matchers> {
        // (A percent sign or a backslash may start a secret written partly URL-encoded or
        // JSON-escaped, which no fixed form lists: `quote(key)` in Python leaves `/` as it is,
        // Go's PathEscape encodes only it, a model may write `\u002f` for it.)
        if !self.needles.iter().any(|n| memchr::memmem::find(haystack, n.as_bytes()).is_some())
            && memchr::memchr2(b'%', b'\\', haystack).is_none()
        {
            return None;
        }
        self.matchers
            .get_or_init(|| {
                let fixed: Vec<String> = self.needles.iter().map(|n| regex::escape(n)).collect();
                let mut forms = fixed.clone();
                forms.extend(self.secrets.iter().map(|s| any_char_encoding(s)));
                let build = |forms: &[String]| {
                    let pattern = forms.join("|");
                    Some(Matchers {
                        text: Regex::new(&pattern).ok()?,
                        bytes: regex::bytes::Regex::new(&pattern).ok()?,
                    })
                };
                // (Secrets so long that the mixed forms pass the regex size limit still go in
                // their fixed forms.)
                build(&forms).or_else(|| build(&fixed))
            })
            .as_ref()
    }
}

static REGISTRY: RwLock<Registry> =
    RwLock::new(Registry { secrets: Vec::new(), needles: Vec::new(), matchers: OnceLock::new() });
/// Fast path: nothing registered means nothing to scrub (most commands resolve no key).
static ANY: AtomicBool = AtomicBool::new(false);

/// Remember a secret so every sink removes it. Surrounding whitespace is ignored. Not
/// registered: values shorter than [`MIN_SECRET_CHARS`], and the well-known placeholders local
/// servers take instead of a key ([`PLACEHOLDERS`]: `lm-studio`, `sk-no-key-required` …),
/// which would otherwise vanish from ordinary output.
pub fn register(secret: &str) {
    register_all([secret]);
}

/// [`register`] several secrets at once (one matcher is built for all of them).
pub fn register_all<'a>(secrets: impl IntoIterator<Item = &'a str>) {
    let fresh: Vec<&str> = secrets.into_iter().map(str::trim).filter(|s| is_secret_like(s)).collect();
    if fresh.is_empty() {
        return;
    }
    let mut reg = REGISTRY.write().unwrap_or_else(std::sync::PoisonError::into_inner);
    let before = reg.secrets.len();
    for secret in fresh {
        if !reg.secrets.iter().any(|s| s == secret) {
            reg.secrets.push(secret.to_string());
        }
    }
    if reg.secrets.len() == before {
        return;
    }
    let mut needles: Vec<String> = reg.secrets.iter().flat_map(|s| forms(s)).collect();
    // Longest first: at one position the longer form wins (a padded base64 over the unpadded).
    needles.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
    needles.dedup();
    reg.matchers = OnceLock::new();
    ANY.store(!needles.is_empty(), Ordering::Release);
    reg.needles = needles;
}

/// Values local servers document as "any key will do". Only these are exempt: a rule by shape
/// (say, lower-case words joined by dashes) would also let through real keys such as
/// `sk-test-abcdefghijklmnop`.
const PLACEHOLDERS: &[&str] = &[
    "lm-studio",
    "sk-no-key-required",
    "no-key-required",
    "not-needed",
    "not.needed",
    "no-api-key",
    "placeholder",
    "your-api-key",
    "your_api_key",
    "sk-placeholder",
    "sk-dummy",
];

/// Long enough, and not a well-known placeholder (see [`register`]).
fn is_secret_like(value: &str) -> bool {
    let placeholder = PLACEHOLDERS.iter().any(|p| p.eq_ignore_ascii_case(value));
    value.chars().count() >= MIN_SECRET_CHARS && !placeholder
}

/// Register the secret an `Authorization` (or `x-api-key`) header value carries: the whole
/// value and, for `Bearer KEY` / `Basic KEY`, the credential after the scheme.
pub fn register_header(value: &str) {
    register(value);
    if let Some((scheme, credential)) = value.trim().split_once(' ')
        && !scheme.is_empty()
        && scheme.chars().all(|c| c.is_ascii_alphabetic())
    {
        register(credential);
    }
}

/// The ways a secret can appear in text okbot writes: as is, URL-encoded (upper and lower
/// case hex), JSON-escaped, and base64 (standard and URL-safe alphabets, padded or not).
fn forms(secret: &str) -> Vec<String> {
    let mut out = vec![secret.to_string()];
    out.push(percent_encode(secret, false));
    out.push(percent_encode(secret, true));
    // Every byte encoded, as some clients and servers echo a query string.
    out.push(percent_encode_all(secret, false));
    out.push(percent_encode_all(secret, true));
    // JSON-escaped once (a string in a JSON line) and twice (a JSON text held in a JSON
    // string: tool-call `arguments` in a transcript row or `chat --json`); encoders that
    // escape "/" as "\/" write other forms of both.
    let once = json_escape(secret);
    let twice = json_escape(&once);
    if secret.contains('/') {
        let once_slash = once.replace('/', "\\/");
        out.push(json_escape(&once_slash));
        out.push(once_slash);
    }
    out.push(twice);
    out.push(once);
    let b64 = base64(secret.as_bytes());
    let url_safe = b64.replace('+', "-").replace('/', "_");
    for form in [b64, url_safe] {
        out.push(form.trim_end_matches('=').to_string());
        out.push(form);
    }
    // Inside a longer encoded text (`Basic base64(user:KEY)`) the key's characters depend on
    // where it starts: at each of the three byte offsets, the characters made of its bits only.
    for offset in 0..3 {
        let core = base64_inside(secret.as_bytes(), offset);
        if core.len() >= MIN_SECRET_CHARS {
            out.push(core.replace('+', "-").replace('/', "_"));
            out.push(core);
        }
    }
    out.retain(|f| !f.is_empty());
    out
}

/// The base64 characters that encode only bits of `secret` when it starts `offset` bytes (0–2)
/// into an encoded text, whatever comes before and after it.
fn base64_inside(secret: &[u8], offset: usize) -> String {
    let mut padded = vec![0u8; offset];
    padded.extend_from_slice(secret);
    let encoded = base64(&padded);
    let first = (offset * 8).div_ceil(6);
    let last = (offset + secret.len()) * 8 / 6;
    encoded.get(first..last).unwrap_or_default().to_string()
}

/// The text as it appears between the quotes of a JSON string.
fn json_escape(text: &str) -> String {
    let json = serde_json::to_string(text).unwrap_or_default();
    json.get(1..json.len().saturating_sub(1)).unwrap_or_default().to_string()
}

/// Percent-encoding of everything but RFC 3986 unreserved characters.
fn percent_encode(text: &str, upper: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&if upper { format!("%{b:02X}") } else { format!("%{b:02x}") });
        }
    }
    out
}

/// A pattern for `secret` with each of its characters as it is or in any of its escaped forms
/// ([`char_forms`]), one character one way and the next another.
fn any_char_encoding(secret: &str) -> String {
    let mut out = String::from("(?:");
    for c in secret.chars() {
        let forms: Vec<String> = char_forms(c)
            .into_iter()
            .map(|(form, fold)| {
                let form = regex::escape(&String::from_utf8_lossy(&form));
                if fold { format!("(?i:{form})") } else { form }
            })
            .collect();
        out.push_str(&format!("(?:{})", forms.join("|")));
    }
    out.push(')');
    out
}

/// The ways one character of a secret can be written inside a text, beside the fixed forms of
/// the whole secret: as it is, percent-encoded, as a JSON `\uXXXX` escape (UTF-16, a surrogate
/// pair beyond the BMP) and its JSON escape (`\"`, `\\`, `\/`); each escape also escaped once
/// more (`\\uXXXX`), as a JSON string holding such text stores it. With each, whether letters
/// may be in either case (the hex digits; the rest has none that matter).
fn char_forms(c: char) -> Vec<(Vec<u8>, bool)> {
    let mut buf = [0u8; 4];
    let plain = c.encode_utf8(&mut buf).as_bytes().to_vec();
    let mut out = vec![(plain.clone(), false)];
    let percent: String = plain.iter().map(|b| format!("%{b:02X}")).collect();
    out.push((percent.into_bytes(), true));
    let mut units = [0u16; 2];
    let utf16: String = c.encode_utf16(&mut units).iter().map(|u| format!("\\u{u:04X}")).collect();
    let mut escapes = vec![(utf16, true)];
    let json = json_escape(c.encode_utf8(&mut buf));
    if json.as_bytes() != plain.as_slice() {
        escapes.push((json, false));
    }
    if c == '/' {
        escapes.push(("\\/".to_string(), false));
    }
    for (escape, fold) in escapes {
        out.push((json_escape(&escape).into_bytes(), fold));
        out.push((escape.into_bytes(), fold));
    }
    out
}

/// Percent-encoding of every byte.
fn percent_encode_all(text: &str, upper: bool) -> String {
    text.bytes().map(|b| if upper { format!("%{b:02X}") } else { format!("%{b:02x}") }).collect()
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The text with every registered secret (in any of its forms) replaced by `[redacted]`.
/// Borrowed when there is nothing to replace.
pub fn scrub(text: &str) -> Cow<'_, str> {
    if !ANY.load(Ordering::Acquire) {
        return Cow::Borrowed(text);
    }
    let reg = REGISTRY.read().unwrap_or_else(std::sync::PoisonError::into_inner);
    match reg.matchers_for(text.as_bytes()).map(|m| &m.text) {
        Some(m) => match m.replace_all(text, MARK) {
            Cow::Borrowed(_) => Cow::Borrowed(text),
            Cow::Owned(s) => Cow::Owned(s),
        },
        None => Cow::Borrowed(text),
    }
}

/// [`scrub`] for text that arrives in pieces (a streamed reply): a secret split across two
/// pieces is caught too. Each piece's end that could begin a secret is held back until the
/// next piece (or [`Stream::finish`]) shows it is not one.
#[derive(Debug, Default)]
pub struct Stream {
    held: String,
}

impl Stream {
    pub fn new() -> Stream {
        Stream::default()
    }

    /// The part of everything pushed so far that is safe to show now (may be empty).
    pub fn push(&mut self, piece: &str) -> String {
        if !ANY.load(Ordering::Acquire) && self.held.is_empty() {
            return piece.to_string();
        }
        self.held.push_str(piece);
        let text = scrub(&self.held).into_owned();
        let keep = partial_suffix(&text);
        self.held = text[text.len() - keep..].to_string();
        let mut out = text;
        out.truncate(out.len() - keep);
        out
    }

    /// What is still held back: the end of the stream shows it is not a secret.
    pub fn finish(&mut self) -> String {
        std::mem::take(&mut self.held)
    }
}

/// Bytes at the end of `text` that are a proper beginning of some registered secret form: a
/// fixed one, or the secret with any of its characters percent-encoded (what [`scrub`] also
/// removes: `sk-abc%2` may go on as `sk-abc%2Fdef`).
fn partial_suffix(text: &str) -> usize {
    let reg = REGISTRY.read().unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut longest = 0;
    for needle in &reg.needles {
        let most = (needle.len() - 1).min(text.len());
        for k in (longest + 1..=most).rev() {
            if needle.is_char_boundary(k) && text.ends_with(&needle[..k]) {
                longest = k;
                break;
            }
        }
    }
    for secret in &reg.secrets {
        longest = longest.max(partial_encoded_suffix(text, secret));
    }
    longest
}

/// The longest end of `text` that begins `secret` with some of its characters in an escaped
/// form ([`char_forms`]: `%XX`, `\uXXXX` …), short of the whole secret. Only an end holding a
/// `%` or a backslash can be one the fixed forms do not cover.
fn partial_encoded_suffix(text: &str, secret: &str) -> usize {
    let bytes = text.as_bytes();
    // An escaped form has at most seven bytes per byte of the secret (`\\u002f` for `/`).
    let from = bytes.len().saturating_sub(secret.len() * 7);
    if memchr::memchr2(b'%', b'\\', &bytes[from..]).is_none() {
        return 0;
    }
    (from..bytes.len())
        .find(|&start| text.is_char_boundary(start) && begins_encoded(&bytes[start..], secret))
        .map_or(0, |start| bytes.len() - start)
}

/// Whether `tail` is a proper beginning of `secret`, each character as it is or in one of its
/// escaped forms; `tail` may end inside a form (`%2`, `\u00`).
fn begins_encoded(tail: &[u8], secret: &str) -> bool {
    let Some(c) = secret.chars().next() else { return false };
    if tail.is_empty() {
        return true;
    }
    let rest = &secret[c.len_utf8()..];
    char_forms(c).into_iter().any(|(form, fold)| {
        let n = tail.len().min(form.len());
        let same = if fold { tail[..n].eq_ignore_ascii_case(&form[..n]) } else { tail[..n] == form[..n] };
        same && (n < form.len() || begins_encoded(&tail[n..], rest))
    })
}

/// [`scrub`] for bytes (JSON documents, raw output), UTF-8 or not.
pub fn scrub_bytes(bytes: &[u8]) -> Cow<'_, [u8]> {
    if !ANY.load(Ordering::Acquire) {
        return Cow::Borrowed(bytes);
    }
    let reg = REGISTRY.read().unwrap_or_else(std::sync::PoisonError::into_inner);
    match reg.matchers_for(bytes).map(|m| &m.bytes) {
        Some(m) => match m.replace_all(bytes, MARK.as_bytes()) {
            Cow::Borrowed(_) => Cow::Borrowed(bytes),
            Cow::Owned(b) => Cow::Owned(b),
        },
        None => Cow::Borrowed(bytes),
    }
}

/// [`scrub`] for a JSON document or line: only inside string values, so a secret that is also
/// an ordinary word or number (`assistant`, `12345678`) cannot turn a field name, a `role` or a
/// count into `[redacted]` and break the document. Escape sequences are never cut.
pub fn scrub_json(bytes: &[u8]) -> Cow<'_, [u8]> {
    if !ANY.load(Ordering::Acquire) {
        return Cow::Borrowed(bytes);
    }
    let reg = REGISTRY.read().unwrap_or_else(std::sync::PoisonError::into_inner);
    let Some(m) = reg.matchers_for(bytes).map(|m| &m.bytes) else { return Cow::Borrowed(bytes) };
    let mut out: Option<Vec<u8>> = None;
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'"' {
            i += 1;
            continue;
        }
        let start = i + 1;
        let mut end = start;
        // A string ends at its closing quote (or, in a damaged line, at the line's end).
        while end < bytes.len() && bytes[end] != b'"' && bytes[end] != b'\n' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        let end = end.min(bytes.len());
        let after = bytes[(end + 1).min(bytes.len())..].iter().find(|b| !b.is_ascii_whitespace());
        if after != Some(&b':') {
            let inner = &bytes[start..end];
            for found in m.find_iter(inner) {
                let slashes = inner[..found.start()].iter().rev().take_while(|&&b| b == b'\\').count();
                if slashes % 2 == 1 {
                    continue; // the match begins inside an escape sequence: not the secret
                }
                let buf = out.get_or_insert_with(|| Vec::with_capacity(bytes.len()));
                buf.extend_from_slice(&bytes[copied..start + found.start()]);
                buf.extend_from_slice(MARK.as_bytes());
                copied = start + found.end();
            }
        }
        i = end + 1;
    }
    match out {
        Some(mut buf) => {
            buf.extend_from_slice(&bytes[copied..]);
            Cow::Owned(buf)
        }
        None => Cow::Borrowed(bytes),
    }
}

/// The text with every secret replaced by `[redacted]`: the registered secrets, then the
/// patterns (provider keys, tokens, passwords, private keys, connection-string credentials,
/// card numbers, one-time codes; see `redact/patterns.rs`). For text about to be remembered,
/// logged or summarised; ordinary text comes back byte for byte.
pub fn redact(text: &str) -> String {
    let t = scrub(text);
    patterns::redact(&t).into_owned()
}

/// The 1-based lines of `text` where the patterns of [`redact`] find a secret (empty: none), for
/// findings that point at it (`bundle check`). A secret spanning lines (a private key block) is
/// reported at its first line.
pub fn secret_lines(text: &str) -> Vec<usize> {
    if matches!(patterns::redact(text), Cow::Borrowed(_)) {
        return Vec::new();
    }
    let mut lines: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| matches!(patterns::redact(l), Cow::Owned(_)))
        .map(|(i, _)| i + 1)
        .collect();
    if lines.is_empty() {
        lines.push(text.lines().position(|l| l.contains("PRIVATE KEY")).map_or(1, |i| i + 1));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_lines_point_at_the_secret() {
        assert!(secret_lines("# Identity\nYou are Ann.\n").is_empty());
        assert_eq!(secret_lines("# Identity\nYou are Ann.\nkey: sk-proj-abcdefghijklmnop1234\n"), vec![3]);
        let pem = "a\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\n";
        assert_eq!(secret_lines(pem), vec![2]);
    }

    #[test]
    fn secrets_of_every_kind_are_replaced() {
        let cases = [
            ("key sk-proj-abcdefghijklmnop1234 here", "key [redacted] here"),
            ("Authorization: Bearer abc.def.ghijklmnopqrstu", "Authorization: Bearer [redacted]"),
            ("my password is hunter2!", "my password is [redacted]"),
            ("api_key=\"AbC123\"", "api_key=\"[redacted]\""),
            ("我的密码是 abc12345", "我的密码是 [redacted]"),
            ("card 4111 1111 1111 1111 ok", "card [redacted] ok"),
            ("your verification code: 482913", "your verification code: [redacted]"),
            ("验证码 123456", "验证码 [redacted]"),
            ("-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----", "[redacted]"),
        ];
        for (input, want) in cases {
            assert_eq!(redact(input), want, "{input}");
        }
    }

    #[test]
    fn base64_and_percent_encoding_match_the_standard_forms() {
        assert_eq!(base64(b"hello world"), "aGVsbG8gd29ybGQ=");
        assert_eq!(base64(b"ab"), "YWI=");
        assert_eq!(base64(b"abc"), "YWJj");
        assert_eq!(base64(&[0xfb, 0xff]), "+/8=");
        assert_eq!(percent_encode("a+b/c=", true), "a%2Bb%2Fc%3D");
        assert_eq!(percent_encode("a+b/c=", false), "a%2bb%2fc%3d");
    }

    #[test]
    fn registered_secrets_of_any_shape_are_removed_in_every_form() {
        let keys = [
            "sk-unit-Zx81Qm2Lw9Rt5Yp0Ve4Nc7Bk3",
            "9f86d081884c7d659a2feaa0c55ad015",
            "Qw7ErT9yUi3oPa5sDf1GhJkLz",
            "kX9+mQ/2vL=pR8+w==",
        ];
        for key in keys {
            register(key);
        }
        for key in keys {
            let b64 = base64(key.as_bytes());
            let url_safe = b64.replace('+', "-").replace('/', "_");
            let json = serde_json::to_string(key).unwrap();
            for text in [
                format!("Incorrect API key provided: {key}."),
                format!("GET /x?key={}", percent_encode(key, true)),
                format!("GET /x?key={}&y", percent_encode(key, false)),
                format!("Basic {b64}"),
                format!("token={}", b64.trim_end_matches('=')),
                format!("t={url_safe};"),
                format!("{{\"k\":{json}}}"),
                format!("GET /x?key={}", percent_encode_all(key, true)),
                format!("GET /x?key={}&y", percent_encode_all(key, false)),
                format!("{{\"k\":{}}}", json.replace('/', "\\/")),
                // Partly encoded: Python's quote() keeps "/", Go's PathEscape encodes only it.
                format!("GET /x?key={}", percent_encode(key, true).replace("%2F", "/")),
                format!("GET /x?key={}", key.replace('/', "%2f")),
            ] {
                let out = scrub(&text);
                assert!(out.contains(MARK), "{key} not removed from {text}: {out}");
                assert!(!out.contains(key), "{out}");
                assert!(!out.contains(b64.trim_end_matches('=')), "{out}");
                assert!(!redact(&text).contains(key), "redact scrubs too: {text}");
            }
        }
        for key in keys {
            for user in ["", "u", "us", "user", "a-longer-user"] {
                let basic = base64(format!("{user}:{key}").as_bytes());
                let header = format!("Authorization: Basic {basic}");
                let out = scrub(&header);
                assert!(out.contains(MARK), "{user}:{key} as {basic}: {out}");
                assert!(!out.contains(&basic), "{out}");
            }
        }
        let quoted = r#"kq\"Zt7\\w9$^.*+?(x)[y]{2}|"#;
        register(quoted);
        let args = serde_json::json!({ "query": quoted }).to_string();
        let row = serde_json::json!({ "arguments": args }).to_string();
        assert_eq!(scrub(&row), r#"{"arguments":"{\"query\":\"[redacted]\"}"}"#, "twice escaped: {row}");
        assert_eq!(scrub("nothing secret here"), "nothing secret here");
        assert!(matches!(scrub("nothing secret here"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_very_long_secret_is_removed_in_its_plain_and_encoded_forms() {
        let key: String = (0..4000).map(|i| char::from(b"abcXYZ019/+="[(i * 7 + i / 3) % 12])).collect();
        register(&key);
        for text in [format!("k={key};"), format!("k={};", percent_encode(&key, true))] {
            let out = scrub(&text);
            assert_eq!(out, format!("k={MARK};"), "{}", &out[..60.min(out.len())]);
        }
    }

    #[test]
    fn short_values_and_placeholders_are_not_registered_and_headers_register_their_credential() {
        register_all(["abc1234", "   ", "lm-studio", "sk-no-key-required", "not.needed"]);
        let text = "abc1234 and ordinary text: lm-studio, sk-no-key-required, not.needed";
        assert_eq!(scrub(text), text);
        // Lower-case words joined by dashes can be a real key: only the known placeholders pass.
        register("sk-test-abcdefghijklmnop");
        assert_eq!(scrub("echoed sk-test-abcdefghijklmnop"), "echoed [redacted]");
        register_header("Bearer Hd7sK2pQ9xLm4Tz");
        assert_eq!(scrub("key Hd7sK2pQ9xLm4Tz echoed"), "key [redacted] echoed");
        let bytes = scrub_bytes(b"{\"error\":\"Hd7sK2pQ9xLm4Tz\"}");
        assert_eq!(&*bytes, b"{\"error\":\"[redacted]\"}");
        let bytes = scrub_bytes(b"\xff\xfe Hd7sK2pQ9xLm4Tz \xff");
        assert_eq!(&*bytes, b"\xff\xfe [redacted] \xff", "bytes that are not UTF-8 are scrubbed too");
    }

    #[test]
    fn json_is_scrubbed_only_inside_string_values() {
        register_all(["createdAt", "31415926", "nQ8zLx3v"]);
        let line =
            r#"{"createdAt":"a createdAt b","n":31415926,"t":"pi 31415926","e":"\nQ8zLx3v \\\\nQ8zLx3v"}"#;
        let out = String::from_utf8(scrub_json(line.as_bytes()).into_owned()).unwrap();
        assert_eq!(
            out,
            r#"{"createdAt":"a [redacted] b","n":31415926,"t":"pi [redacted]","e":"\nQ8zLx3v \\\\[redacted]"}"#
        );
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["n"], 31415926, "numbers are left as they are");
        assert!(matches!(scrub_json(br#"{"a":"plain"}"#), Cow::Borrowed(_)));
    }

    #[test]
    fn a_secret_split_across_streamed_pieces_is_removed() {
        let key = "Str9eamKeyQ4w8Zx2Lp";
        register(key);
        for cut in 1..key.len() {
            let mut stream = Stream::new();
            let mut shown = stream.push("before ");
            shown.push_str(&stream.push(&key[..cut]));
            assert_eq!(shown, "before ", "the beginning of the key is held back (split at {cut})");
            shown.push_str(&stream.push(&format!("{} after", &key[cut..])));
            shown.push_str(&stream.finish());
            assert_eq!(shown, "before [redacted] after", "split at {cut}");
        }
        // A held-back beginning that turns out not to be the secret is shown in full.
        let mut stream = Stream::new();
        let mut shown = stream.push("Str9ea");
        shown.push_str(&stream.push("dy now"));
        assert_eq!(shown + &stream.finish(), "Str9eady now");
        let mut stream = Stream::new();
        assert_eq!(stream.push("Str9ea") + &stream.finish(), "Str9ea");
    }

    #[test]
    fn a_percent_encoded_secret_split_at_any_point_of_a_stream_is_removed() {
        let key = "sk-Enc0ded/Str3amKey+Q9";
        register(key);
        // Mixed forms no fixed form lists: one character or another encoded, in either case.
        for encoded in
            ["sk-Enc0ded%2FStr3amKey+Q9", "sk%2dEnc0ded/Str3amKey%2bQ9", "%73k-Enc0ded%2fStr3amKey+Q9"]
        {
            for cut in 1..encoded.len() {
                let mut stream = Stream::new();
                let mut shown = stream.push("before ");
                shown.push_str(&stream.push(&encoded[..cut]));
                assert_eq!(shown, "before ", "the beginning is held back ({encoded} split at {cut})");
                shown.push_str(&stream.push(&format!("{} after", &encoded[cut..])));
                shown.push_str(&stream.finish());
                assert_eq!(shown, "before [redacted] after", "{encoded} split at {cut}");
            }
        }
        // A held-back encoded beginning that is not the secret is shown in full.
        let mut stream = Stream::new();
        let shown = stream.push("sk-Enc0ded%2") + &stream.push("0and more") + &stream.finish();
        assert_eq!(shown, "sk-Enc0ded%20and more");
    }

    #[test]
    fn a_secret_written_with_json_unicode_escapes_is_removed_whole_and_split_at_any_point() {
        let key = "sk-test/abc+def=ghi12345é";
        register(key);
        // Literal backslash-u text (a model's reply), either case, mixed with `%XX` and plain
        // characters, a non-ASCII character as its UTF-16 escape.
        for encoded in [
            r"sk-test\u002fabc\u002bdef\u003dghi12345\u00e9",
            r"sk-test\u002Fabc%2Bdef\u003Dghi12345é",
            r"\u0073k-test/abc+def%3dghi1234\u0035\u00E9",
            r"sk-test\/abc\u002bdef=ghi12345%C3%A9",
        ] {
            assert_eq!(scrub(&format!("a {encoded} b")), "a [redacted] b", "{encoded}");
            for cut in (1..encoded.len()).filter(|&c| encoded.is_char_boundary(c)) {
                let mut stream = Stream::new();
                let mut shown = stream.push("before ");
                shown.push_str(&stream.push(&encoded[..cut]));
                assert_eq!(shown, "before ", "the beginning is held back ({encoded} split at {cut})");
                shown.push_str(&stream.push(&format!("{} after", &encoded[cut..])));
                shown.push_str(&stream.finish());
                assert_eq!(shown, "before [redacted] after", "{encoded} split at {cut}");
            }
            // In a JSON line (a transcript row) the backslashes are escaped once more.
            let line = serde_json::json!({ "text": format!("x {encoded} y") }).to_string();
            let out = String::from_utf8(scrub_json(line.as_bytes()).into_owned()).unwrap();
            assert_eq!(out, r#"{"text":"x [redacted] y"}"#, "{line}");
        }
        // Only the prefilter's `\u` is in the text: the mixed matchers are still built.
        assert_eq!(scrub(r"sk-test\u002fabc\u002bdef\u003dghi12345\u00e9"), "[redacted]");
        // An escaped beginning that goes on otherwise is shown in full.
        let mut stream = Stream::new();
        let shown = stream.push(r"sk-test\u00") + &stream.push("2e and more") + &stream.finish();
        assert_eq!(shown, r"sk-test\u002e and more");
    }

    #[test]
    fn an_astral_character_of_a_secret_may_be_a_surrogate_pair() {
        let key = "Ast7ralKey😀x9";
        register(key);
        assert_eq!(scrub(r"k=Ast7ralKey\ud83d\ude00x9;"), "k=[redacted];");
    }

    #[test]
    fn ordinary_numbers_and_words_stay() {
        for text in [
            "order 1234567890123 shipped",
            "port 8080 and ticket OPS_4411",
            "the token economy",
            "call 13800138000",
        ] {
            assert_eq!(redact(text), text);
        }
    }
}
