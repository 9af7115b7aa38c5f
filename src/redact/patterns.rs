//! The pattern half of redaction (issue #11 item 3): secrets okbot never resolved, found by
//! their shape (a provider's key prefix, a JWT, a private key block, a card number passing
//! Luhn) or by the words around them ("password: …", "验证码 483920", "api_key=…").
//!
//! Text about to be remembered or logged goes through here, so a false alarm spoils a memory
//! and a miss leaks a secret. Each rule therefore asks for evidence twice: a shape *and* a
//! context (a known prefix and a random-looking body; a secret word and a value that is not an
//! ordinary word). What a rule replaces is only the secret itself: the words around it, a
//! URL's scheme and host, stay readable. Rules run in a fixed order, most specific first, and
//! skip values an earlier rule already replaced.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::LazyLock;

use regex::{Captures, Regex};

use super::MARK;

/// Every rule, in order. Borrowed when nothing was found.
///
/// A rule whose pattern cannot match without some word or a digit is skipped when the text has
/// none: most text has no secret, and building the bigger patterns costs tens of milliseconds.
pub(super) fn redact(text: &str) -> Cow<'_, str> {
    let mut t = Cow::Borrowed(text);
    if text.contains("PRIVATE KEY") {
        t = own(t, |s| PRIVATE_KEY.replace_all(s, MARK));
    }
    if t.contains("://") {
        t = own(t, |s| replace_checked(&URL_CREDENTIALS, s, 1, url_credentials));
        t = own(t, |s| WEBHOOK.replace_all(s, |c: &Captures| format!("{}{MARK}", &c[1])));
    }
    if AWS_CONTEXT.is_match(&t) {
        t = own(t, aws_secret_keys);
    }
    t = own(t, |s| replace_checked(&PREFIXED, s, 1, |c| key_body(&c[2]).then(|| MARK.to_string())));
    t = own(t, |s| FIXED_SHAPE.replace_all(s, MARK));
    let lower = text.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if has(&["bearer", "basic"]) {
        t = own(t, |s| replace_checked(&SCHEME, s, 1, scheme_credential));
    }
    if has(PASSWORD_STEMS) {
        t = own(t, |s| replace_checked(&PASSWORD_KV, s, 1, |c| keyword_value(c, Kind::Password)));
    }
    if has(SECRET_STEMS) {
        t = own(t, |s| replace_checked(&SECRET_KV, s, 1, |c| keyword_value(c, Kind::Secret)));
    }
    // Codes, security codes and card numbers are ASCII digits.
    let digits = t.bytes().filter(u8::is_ascii_digit).count();
    if digits >= 3 {
        t = own(t, |s| replace_checked(&CODE_AFTER, s, 1, |c| Some(format!("{}{}{MARK}", &c[1], &c[2]))));
        t = own(t, |s| replace_checked(&CODE_BEFORE, s, 1, |c| Some(format!("{MARK}{}", &c[2]))));
        t = own(t, |s| replace_checked(&GENERIC_CODE, s, 1, |c| generic_code(s, c)));
        t = own(t, |s| CVV.replace_all(s, |c: &Captures| format!("{}{MARK}", &c[1])));
    }
    if digits >= 13 {
        t = own(t, |s| CARD_RUN.replace_all(s, |c: &Captures| cards(&c[0])));
    }
    t
}

/// Pieces of every key [`PASSWORD_KV`] knows, in lower case: a text without one has no match.
const PASSWORD_STEMS: &[&str] = &[
    "pass",
    "pwd",
    "kennwort",
    "contrase",
    "senha",
    "пароль",
    "account",
    "shared",
    "密码",
    "密碼",
    "口令",
    "パスワード",
    "暗証番号",
    "비밀번호",
    "암호",
];

/// Pieces of every key [`SECRET_KV`] knows, in lower case.
const SECRET_STEMS: &[&str] = &[
    "api",
    "key",
    "secret",
    "token",
    "credential",
    "clave",
    "clé",
    "schlüssel",
    "密钥",
    "秘钥",
    "私钥",
    "令牌",
    "金鑰",
    "トークン",
    "シークレット",
    "キー",
    "키",
    "토큰",
    "시크릿",
];

/// Apply one rule to the text so far, keeping it borrowed while nothing changes (a rule may
/// rebuild a match as it was).
fn own<'t>(t: Cow<'t, str>, rule: impl for<'a> FnOnce(&'a str) -> Cow<'a, str>) -> Cow<'t, str> {
    match t {
        Cow::Borrowed(s) => match rule(s) {
            Cow::Owned(changed) if changed == s => Cow::Borrowed(s),
            other => other,
        },
        Cow::Owned(s) => match rule(&s) {
            Cow::Owned(changed) if changed != s => Cow::Owned(changed),
            Cow::Borrowed(_) | Cow::Owned(_) => Cow::Owned(s),
        },
    }
}

/// `replace_all` for rules that need a look at the match: `f` returns the replacement, or
/// `None` to keep the match as it is. A kept match is searched again from the end of group
/// `resume` (its key word), so a secret inside a rejected span is still found.
fn replace_checked<'t>(
    re: &Regex,
    text: &'t str,
    resume: usize,
    f: impl Fn(&Captures) -> Option<String>,
) -> Cow<'t, str> {
    let mut out = String::new();
    let mut copied = 0;
    let mut changed = false;
    let mut at = 0;
    while at <= text.len() {
        let Some(c) = re.captures_at(text, at) else { break };
        let whole = c.get(0).expect("group 0");
        match f(&c) {
            Some(replacement) => {
                out.push_str(&text[copied..whole.start()]);
                out.push_str(&replacement);
                copied = whole.end();
                changed = true;
                at = whole.end().max(next_char(text, whole.start()));
            }
            None => at = c.get(resume).map_or(whole.end(), |g| g.end()).max(next_char(text, whole.start())),
        }
    }
    if !changed {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// The byte offset of the character after the one at `i`.
fn next_char(text: &str, i: usize) -> usize {
    text[i..].chars().next().map_or(i + 1, |c| i + c.len_utf8())
}

/// A token body that is not a word: it holds a digit, or upper and lower case letters mixed
/// the way random strings do (two of each).
fn random_enough(body: &str) -> bool {
    let digit = body.bytes().any(|b| b.is_ascii_digit());
    let upper = body.bytes().filter(u8::is_ascii_uppercase).count();
    let lower = body.bytes().filter(u8::is_ascii_lowercase).count();
    digit || (upper >= 2 && lower >= 2)
}

/// The body of a key with a known prefix: random-looking with a part of 8 characters or
/// more between dashes and underscores, or one unbroken run of 20 or more
/// (`sk-proj-xxxxxxxxxxxxxxxxxxxxxxxx`); `sk-learn-…`, `npm_config_cache_2024` are words
/// joined by dashes or underscores.
fn key_body(body: &str) -> bool {
    let longest = body.split(['-', '_']).map(str::len).max().unwrap_or(0);
    longest >= 20 || (longest >= 8 && random_enough(body))
}

/// A value after "token"/"secret" in prose that is a credential, not a word or a number:
/// at least 12 characters mixing letters with digits, or a long mixed-case string.
fn token_like(value: &str) -> bool {
    let letters = value.bytes().filter(u8::is_ascii_alphabetic).count();
    let digits = value.bytes().filter(u8::is_ascii_digit).count();
    let upper = value.bytes().filter(u8::is_ascii_uppercase).count();
    let n = value.chars().count();
    (n >= 12 && letters > 0 && digits > 0) || (n >= 16 && upper >= 2 && letters - upper >= 2)
}

// ---------------------------------------------------------------------------------------------
// Shapes

/// A PEM private key block, whole (an unterminated one to the end of the text). Public keys
/// and certificates are not secrets and stay.
static PRIVATE_KEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?",
        r"(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\z)"
    ))
    .expect("valid")
});

/// `scheme://user:password@host`: the password goes, scheme, user and host stay. The password
/// runs to the last `@` before the path, so one holding `@` goes whole.
static URL_CREDENTIALS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)([a-z][a-z0-9+.\-]{1,30}://[^\s/?#@:]*:)([^\s/?#]+)@").expect("valid")
});

fn url_credentials(c: &Captures) -> Option<String> {
    (!c[2].starts_with(MARK)).then(|| format!("{}{MARK}@", &c[1]))
}

/// Slack and Discord webhook URLs: the path is the credential.
static WEBHOOK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)(https?://(?:hooks\.slack\.com/(?:services|workflows|triggers)/",
        r"|(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/))[A-Za-z0-9/_\-]+"
    ))
    .expect("valid")
});

/// Keys known by their prefix; the body must look random (`sk-learn-…` words stay).
static PREFIXED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?-u:\b)(sk-|sk_live_|sk_test_|rk_live_|rk_test_|whsec_",
        r"|gh[pousr]_|github_pat_|glpat-|gldt-|glrt-|glptt-|glcbt-|gloas-|glsoat-",
        r"|xox[abeoprs]-|xapp-|hf_|api_org_|AIza|ya29\.|GOCSPX-",
        r"|npm_|pypi-|dop_v1_|doo_v1_|dor_v1_|gsk_|xai-|r8_|pplx-|shpat_|shpss_|shpca_|shppa_|sq0atp-|sq0csp-)",
        r"([A-Za-z0-9_\-]{16,})"
    ))
    .expect("valid")
});

/// Shapes that are secrets by themselves: AWS access key ids, JWTs (header `eyJ`, three
/// base64url parts, the signature possibly empty), SendGrid keys and Telegram bot tokens.
static FIXED_SHAPE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?-u:\b)(?:(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?-u:\b)",
        r"|eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*",
        r"|SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}",
        r"|[0-9]{8,10}:AA[A-Za-z0-9_\-]{30,})"
    ))
    .expect("valid")
});

/// Something that puts a 40-character string near AWS: an access key id or the word.
static AWS_CONTEXT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?-u:\b)aws|(?:AKIA|ASIA)[0-9A-Z]{16}").expect("valid"));

/// AWS secret access keys: exactly 40 base64 characters, random-looking, with an access key
/// id or the word "aws" within 300 bytes.
fn aws_secret_keys(text: &str) -> Cow<'_, str> {
    let in_run = |b: u8| b.is_ascii_alphanumeric() || b == b'/' || b == b'+';
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if !in_run(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && in_run(bytes[i]) {
            i += 1;
        }
        let run = &text[start..i];
        let (lower, upper) =
            (run.bytes().any(|b| b.is_ascii_lowercase()), run.bytes().any(|b| b.is_ascii_uppercase()));
        let digit = run.bytes().any(|b| b.is_ascii_digit());
        let shaped = run.len() == 40 && lower && upper && (digit || run.contains(['/', '+']));
        let near = &text[floor(text, start.saturating_sub(300))..ceil(text, i + 300)];
        if shaped && AWS_CONTEXT.is_match(near) {
            out.push_str(&text[copied..start]);
            out.push_str(MARK);
            copied = i;
        }
    }
    if copied == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

fn floor(text: &str, mut i: usize) -> usize {
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// `Bearer X` / `Basic X`: the credential after an auth scheme ("Bearer tokens", "Basic
/// authentication" stay).
static SCHEME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)((?i:bearer|basic))([^\S\n]+)([A-Za-z0-9._~+/\-]{8,}=*)").expect("valid")
});

fn scheme_credential(c: &Captures) -> Option<String> {
    let value = &c[3];
    (random_enough(value) || value.contains(['.', '_', '~', '+', '/', '=']))
        .then(|| format!("{}{}{MARK}", &c[1], &c[2]))
}

// ---------------------------------------------------------------------------------------------
// A secret word and its value

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Passwords and the like: any value that is not an ordinary word.
    Password,
    /// Tokens, secrets, API keys: a value that looks like a credential.
    Secret,
}

/// `KEY`, `sep`, `value` for one kind. The key is an identifier ending in the word
/// (`DB_PASSWORD`, `client_secret`, `accessToken`; not `max_tokens`, `token_count`) or the
/// word in another language; `sep` is `=`, `:`, "is" and their kin, possibly after "for the
/// wifi"; the value is quoted or runs to a space or a comma.
fn keyword_regex(words: &str, camel: &str, cjk: &str) -> Regex {
    let key = format!(r"((?-u:\b)(?i:{words})|[_.\-](?i:{words}|pass)|[a-z0-9](?:{camel})|{cjk})");
    let qualifier =
        r"[^\S\n]+(?i:for|of|to|on|de|del|du|pour|für|von|zum|zur)(?:[^\S\n]+[^\s:=：,;，；]{1,30}){1,3}?";
    // "mot de passe Gmail est …", "Passwort WLAN ist …": a name after the word (not in English,
    // where "password manager is 1Password" names no password).
    let named = r"[^\S\n]+[^\s:=：,;，；]{1,30}[^\S\n]+(?i:est|es|ist|lautet)(?-u:\b)";
    let verb = r"=>|:=|=|[:：]|(?i:(?-u:\b)(?:is|was|es|est|ist|lautet|era|to)(?-u:\b))|改成了?|改为|设为|设置为|设置成|就是|是|为|為|は|는|은|가";
    let sep = format!(
        r#"(\\?["']?(?:{qualifier}[^\S\n]*(?:{verb})|{named}|[^\S\n]*(?:{verb})?)[^\S\n]*(?:[:：][^\S\n]*)?)"#
    );
    let value = r#"(\\"[^"\n]{0,256}?\\"|"[^"\n]{1,256}"|'[^'\n]{1,256}'|「[^」\n]{1,256}」|“[^”\n]{1,256}”|[^\s,;，；。、"'「」“”]+)"#;
    Regex::new(&format!("{key}{sep}{value}")).expect("valid")
}

static PASSWORD_KV: LazyLock<Regex> = LazyLock::new(|| {
    keyword_regex(
        r"password|passwd|passwort|kennwort|pwd|passcode|passphrase|contraseña|contrasena|senha|mot[ \-]de[ \-]passe|пароль|account[_\-]?key|shared[_\-]?access[_\-]?key",
        "Password|Passwd|Passphrase|AccountKey",
        "密码|密碼|口令|パスワード|暗証番号|비밀번호|암호",
    )
});

static SECRET_KV: LazyLock<Regex> = LazyLock::new(|| {
    keyword_regex(
        r"api[_\-. ]?key|apikey|access[_\- ]key|secret[_\- ]key|private[_\- ]key|signing[_\- ]key|master[_\- ]key|secret|token|credentials?|clave de api|clave api|clé api|clé d'api|api-schlüssel",
        "Secret|Token|ApiKey|AccessKey|SecretKey|PrivateKey|Credentials?",
        "密钥|秘钥|私钥|令牌|金鑰|トークン|シークレット|APIキー|API ?키|토큰|시크릿",
    )
});

static STOP_WORDS: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| NOT_A_VALUE.split_whitespace().collect());
static OTHER_CODE_WORDS: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| OTHER_CODES.split_whitespace().collect());

/// Words that follow "password is" / "password:" in ordinary sentences.
const NOT_A_VALUE: &str = "\
    a an the not too very so now still also just being been required correct incorrect wrong invalid valid \
    weak strong set saved stored changed reset expired empty missing long short same different hidden secret \
    safe secure in on at for to of from under my your his her our their its this that what which it here \
    there ok okay needed unknown none null nil n/a protected encrypted case-sensitive optional mandatory used \
    shared sent no yes true false and or but if when then only never always should must will can cannot is \
    are was were be how why where who see check ask use contact please available unchanged forgotten lost \
    known given provided below above attached elsewhere blank default tbd same \
    muy demasiado incorrecta incorrecto correcta correcto obligatoria nueva la el mi tu su una un débil fuerte \
    trop très faux vide obligatoire le mon votre une pas requis invalide \
    falsch richtig zu sehr leer ungültig erforderlich nicht mein dein ihr das die der ein eine geheim kurz lang \
    schwach stark";

fn keyword_value(c: &Captures, kind: Kind) -> Option<String> {
    let (key, sep, raw) = (&c[1], &c[2], &c[3]);
    if raw.contains(MARK) || raw.starts_with('=') {
        return None; // already replaced, or a comparison ("password == input")
    }
    let quoted = raw.starts_with(['"', '\'', '「', '“', '\\']);
    // Backticks around an unquoted value are Markdown's (`hunter2`, `export KEY=$X` then …):
    // they stay, as quotes do.
    let head = if quoted { "" } else { &raw[..raw.len() - raw.trim_start_matches('`').len()] };
    let raw = &raw[head.len()..];
    // An ASCII value runs on into CJK text without a space ("密码是abc123请记住"): the CJK
    // part is the sentence, not the password.
    let (value, tail) = if quoted {
        (raw, "")
    } else {
        // A closing backtick goes with the sentence's full stop: "is `hunter2`."
        let core = raw.trim_end_matches(['`', '.']);
        let core = if core.is_empty() { raw.trim_end_matches('`') } else { core };
        let (value, _) = split_value(core);
        (value, &raw[value.len()..])
    };
    let cjk_key = !key.is_ascii();
    let assigned = sep.contains('=');
    let spaced_only =
        sep.trim_matches(|ch: char| ch.is_whitespace() || ch == '"' || ch == '\'' || ch == '\\').is_empty();
    if spaced_only && sep.is_empty() && !cjk_key {
        return None; // the word goes on: "passwords", "tokenizer"
    }
    let ascii_alnum = value.bytes().any(|b| b.is_ascii_alphanumeric());
    let word = value.trim_end_matches(|ch: char| ch.is_ascii_punctuation()).to_lowercase();
    let ordinary = || !ascii_alnum || STOP_WORDS.contains(word.as_str());
    // "changed my password to X" only with a value that cannot be a word ("… to access").
    let weak = spaced_only || sep.trim().eq_ignore_ascii_case("to");
    let secret = match kind {
        _ if quoted => value.len() > 2,
        Kind::Password if assigned => !value.is_empty(),
        Kind::Password if weak => {
            let digits = value.bytes().any(|b| b.is_ascii_digit());
            let letters = value.bytes().any(|b| b.is_ascii_alphabetic());
            let starts_ascii = value.starts_with(|ch: char| ch.is_ascii_alphanumeric());
            digits && value.len() >= 4 && starts_ascii && (letters || cjk_key)
        }
        // Four characters at least: "パスワードは8文字以上" speaks of a length.
        Kind::Password => value.chars().count() >= 4 && !ordinary(),
        Kind::Secret if assigned => word.len() > 12 || !ordinary(),
        Kind::Secret => token_like(value),
    };
    if !secret {
        return None;
    }
    let mark =
        if quoted { format!("{}{MARK}{}", opening(value), closing(value)) } else { format!("{head}{MARK}") };
    Some(format!("{key}{sep}{mark}{tail}"))
}

/// The opening quote of a quoted value (`\"` for an escaped one).
fn opening(value: &str) -> &str {
    if value.starts_with('\\') {
        return "\\\"";
    }
    value.chars().next().map_or("", |ch| &value[..ch.len_utf8()])
}

/// The closing quote of a quoted value (`\"` for an escaped one).
fn closing(value: &str) -> &str {
    if value.starts_with('\\') {
        return "\\\"";
    }
    value.chars().last().map_or("", |ch| &value[value.len() - ch.len_utf8()..])
}

/// An unquoted value and what follows it in the same run of characters: the sentence's final
/// full stop, and CJK text an ASCII value runs into.
fn split_value(raw: &str) -> (&str, &str) {
    let mut end = raw.len();
    if raw.starts_with(|ch: char| ch.is_ascii())
        && let Some((i, _)) = raw.char_indices().find(|&(_, ch)| is_cjk(ch))
    {
        end = i;
    }
    let value = &raw[..end];
    let trimmed = value.trim_end_matches('.');
    let end = if trimmed.is_empty() { end } else { trimmed.len() };
    (&raw[..end], &raw[end..])
}

fn is_cjk(ch: char) -> bool {
    matches!(ch as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

// ---------------------------------------------------------------------------------------------
// One-time codes

/// A code word, a short gap ("is", ":", "为", a bracket), then the code.
static CODE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"((?i:(?-u:\b)(?:one[- ]time (?:pass)?code|one[- ]time password|verification code|confirmation code",
        r"|security code|log-?in code|sign[- ]in code|authentication code|auth code|access code|2fa code",
        r"|mfa code|t?otp(?: code)?|sms code|pin(?: code| number)?|passcode|código de verificación|código de seguridad",
        r"|code de vérification|code de sécurité|code de confirmation|bestätigungscode|verifizierungscode",
        r"|sicherheitscode|einmalcode)(?-u:\b))",
        r"|验证码|驗證碼|校验码|动态码|动态密码|确认码|認証コード|確認コード|認証番号|ワンタイムパスワード",
        r"|인증번호|인증 ?코드|확인 ?코드)",
        r"([^\p{L}\p{N}\n]{0,6}(?:(?:(?-u:\b)(?i:is|was|es|est|ist|lautet)(?-u:\b)|为|是|は|는|은)[^\p{L}\p{N}\n]{0,6})?)",
        r"([0-9]{4,8}|[0-9]{3}[ \-][0-9]{3})(?-u:\b)"
    ))
    .expect("valid")
});

/// The code first: "483920 is your verification code", "483920是您的验证码".
static CODE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?-u:\b)([0-9]{4,8})(",
        r"[^\S\n]*(?-u:\b)(?i:is (?:your|the|my))[^\S\n]+(?:[A-Za-z\-]+[^\S\n]+){0,3}?(?i:code|otp|pin|passcode|password)(?-u:\b)",
        r"|[^\S\n]*(?:是|为|為)?(?:您|你)的[^\s，。,]{0,8}?(?:验证码|驗證碼|动态码|动态密码|校验码|确认码|密码))"
    ))
    .expect("valid")
});

/// "Your code is 483920", "código: 4821": unless the word before names some other code
/// ("zip code", "error code", "status code").
static GENERIC_CODE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"((?-u:\b)(?i:code|código|codigo)[^\S\n]*",
        r"(?:(?-u:\b)(?i:is|was|es|est|ist|lautet)(?-u:\b)|:|：|=)[^\S\n]*)([0-9]{4,8}|[0-9]{3}[ \-][0-9]{3})(?-u:\b)"
    ))
    .expect("valid")
});

const OTHER_CODES: &str = "\
    zip postal post postcode area country dialing dialling calling status error exit return response http \
    product item article source promo discount coupon voucher color colour tax bank sort swift routing iata \
    icao airport station region language currency course class room building hs key exception fault reason \
    result event message op machine char character function program sample example test cost branch store \
    shop sku model part series unicode";

fn generic_code(text: &str, c: &Captures) -> Option<String> {
    let start = c.get(0).expect("group 0").start();
    // The word right before "code" (one space or dash between) names what kind of code it is.
    let before = text[..start].strip_suffix([' ', '-']).unwrap_or("");
    let word = &before[before.trim_end_matches(|ch: char| ch.is_ascii_alphabetic()).len()..];
    let other = OTHER_CODE_WORDS.contains(word.to_ascii_lowercase().as_str());
    // A code ends its phrase; "the code is 1234 lines long" speaks of something else.
    let after = text[c.get(0).expect("group 0").end()..].trim_start_matches([' ', '\t']);
    let goes_on = after.starts_with(|ch: char| ch.is_ascii_alphabetic());
    (!other && !goes_on).then(|| format!("{}{MARK}", &c[1]))
}

// ---------------------------------------------------------------------------------------------
// Card numbers

/// A card's security code: "CVV 123", "cvc: 4821".
static CVV: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"((?-u:\b)(?i:cvv2?|cvc2?|csc|cvn)(?-u:\b)[^\p{L}\p{N}\n]{0,4}(?:(?i:is)[^\S\n]+)?)[0-9]{3,4}(?-u:\b)",
    )
    .expect("valid")
});

/// At least 13 digits, single spaces or dashes allowed between them.
static CARD_RUN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?-u:\b)[0-9](?:[ \-]?[0-9]){12,}(?-u:\b)").expect("valid"));

/// The run with every card number in it replaced. A card is a whole number of the run's
/// digit groups, written the way cards are (all digits together, groups of four, or 4-6-5 /
/// 4-6-4), with an issuer's prefix and length, passing Luhn; so order numbers, ISBNs, phone
/// numbers and dates stay, and a card followed by another number ("… 1111 2027") is found.
fn cards(run: &str) -> String {
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (i, b) in run.bytes().enumerate() {
        if b == b' ' || b == b'-' {
            groups.push((start, i));
            start = i + 1;
        }
    }
    groups.push((start, run.len()));
    let mut out = String::new();
    let mut copied = 0;
    let mut i = 0;
    while i < groups.len() {
        // A card is one group of 13-19 digits or starts with a group of four and has at most
        // five groups, so a long run costs linear time.
        let found = match groups[i].1 - groups[i].0 {
            4 => (i..(i + 5).min(groups.len())).rev().find(|&j| is_card(run, &groups[i..=j])),
            13..=19 => is_card(run, &groups[i..=i]).then_some(i),
            _ => None,
        };
        match found {
            Some(j) => {
                out.push_str(&run[copied..groups[i].0]);
                out.push_str(MARK);
                copied = groups[j].1;
                i = j + 1;
            }
            None => i += 1,
        }
    }
    out.push_str(&run[copied..]);
    out
}

fn is_card(run: &str, groups: &[(usize, usize)]) -> bool {
    let len = |&(a, b): &(usize, usize)| b - a;
    let count: usize = groups.iter().map(len).sum();
    let (head, last) = (&groups[..groups.len() - 1], len(&groups[groups.len() - 1]));
    let grouped = head.is_empty()
        || (head.iter().all(|g| len(g) == 4) && (1..=4).contains(&last))
        || (head.len() == 2 && len(&head[0]) == 4 && len(&head[1]) == 6 && (last == 4 || last == 5));
    // Most spans of a long run are decided here, before anything is built.
    if !(13..=19).contains(&count) || !grouped {
        return false;
    }
    let text = &run[groups[0].0..groups[groups.len() - 1].1];
    let mut seps = text.bytes().filter(|b| !b.is_ascii_digit());
    let first = seps.next();
    if seps.any(|b| Some(b) != first) {
        return false; // "4111 1111-1111 1111": separators differ
    }
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    issuer_length(&digits) && luhn(&digits)
}

/// A card issuer's prefix with one of its lengths (Visa, Mastercard, Amex, Discover, JCB,
/// Diners, UnionPay, Maestro).
fn issuer_length(d: &str) -> bool {
    let n = d.len();
    let p2: u32 = d[..2].parse().unwrap_or(0);
    let p4: u32 = d[..4].parse().unwrap_or(0);
    match d.as_bytes()[0] {
        b'4' => matches!(n, 13 | 16 | 19),
        b'5' | b'6' => (16..=19).contains(&n),
        b'2' => (2221..=2720).contains(&p4) && n == 16,
        b'3' => match p2 {
            34 | 37 => n == 15,
            35 => (3528..=3589).contains(&p4) && (16..=19).contains(&n),
            30 | 36 | 38 | 39 => (14..=19).contains(&n),
            _ => false,
        },
        _ => false,
    }
}

/// Luhn check (so most numbers that merely have a card's length stay).
fn luhn(digits: &str) -> bool {
    let ds: Vec<u32> = digits.chars().filter_map(|c| c.to_digit(10)).collect();
    if !(13..=19).contains(&ds.len()) {
        return false;
    }
    let sum: u32 = ds
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| if i % 2 == 1 { if d * 2 > 9 { d * 2 - 9 } else { d * 2 } } else { d })
        .sum();
    sum.is_multiple_of(10)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const SECRETS: &str = include_str!("../../tests/fixtures/redaction/secrets.txt");
    const ORDINARY: &str = include_str!("../../tests/fixtures/redaction/ordinary.txt");

    /// The corpus lines: comments and blank lines dropped, `\n` turned into line breaks.
    fn samples(corpus: &str) -> impl Iterator<Item = String> + '_ {
        corpus.lines().filter(|l| !l.is_empty() && !l.starts_with('#')).map(|l| l.replace("\\n", "\n"))
    }

    /// A secret sample's text without the markers, and the marked secrets.
    fn unmark(line: &str) -> (String, Vec<String>) {
        let mut text = String::new();
        let mut secrets = Vec::new();
        let mut rest = line;
        while let Some((before, after)) = rest.split_once('⟦') {
            let (secret, next) = after.split_once('⟧').expect("closed marker");
            text.push_str(before);
            text.push_str(secret);
            secrets.push(secret.to_string());
            rest = next;
        }
        text.push_str(rest);
        (text, secrets)
    }

    #[test]
    fn no_secret_of_the_corpus_survives_in_any_form() {
        let mut count = 0;
        let mut failures = Vec::new();
        for line in samples(SECRETS) {
            let (text, secrets) = unmark(&line);
            assert!(!secrets.is_empty(), "a secret sample marks its secret: {line}");
            count += 1;
            let out = redact(&text);
            for secret in &secrets {
                let s: Vec<char> = secret.chars().collect();
                let w = s.len().min(6);
                let leaked = s
                    .windows(w)
                    .map(|piece| piece.iter().collect::<String>())
                    .find(|piece| out.contains(piece));
                if let Some(piece) = leaked {
                    failures.push(format!("{text:?}\n  -> {out:?}\n  leaks {piece:?} of {secret:?}"));
                }
            }
            if !out.contains(MARK) {
                failures.push(format!("{text:?}\n  -> {out:?}\n  has no {MARK}"));
            }
        }
        assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
        assert!(count >= 60, "the corpus holds at least 60 secrets, has {count}");
    }

    #[test]
    fn ordinary_text_of_the_corpus_comes_back_byte_for_byte() {
        let mut count = 0;
        let mut failures = Vec::new();
        for text in samples(ORDINARY) {
            count += 1;
            let out = redact(&text);
            if out != text {
                failures.push(format!("{text:?}\n  -> {out:?}"));
            }
            assert!(matches!(redact(&text), Cow::Borrowed(_)) || out != text, "unchanged text is borrowed");
        }
        assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
        assert!(count >= 60, "the corpus holds at least 60 ordinary samples, has {count}");
    }

    #[test]
    fn only_the_secret_goes_and_what_surrounds_it_stays_readable() {
        let cases = [
            (
                "db postgres://app:Pg5ecret99@db.internal:5432/app ok",
                "db postgres://app:[redacted]@db.internal:5432/app ok",
            ),
            ("redis://:R3disP4ss@cache:6379/0", "redis://:[redacted]@cache:6379/0"),
            (
                "mongodb+srv://admin:p@ss@cluster0.example.net/x",
                "mongodb+srv://admin:[redacted]@cluster0.example.net/x",
            ),
            (
                "https://hooks.slack.com/services/T00/B00/XXXXXXXX now",
                "https://hooks.slack.com/services/[redacted] now",
            ),
            ("the wifi password is correcthorse42.", "the wifi password is [redacted]."),
            ("密码：Zhang@2024，别告诉别人", "密码：[redacted]，别告诉别人"),
            ("WiFi密码是88886666请记住", "WiFi密码是[redacted]请记住"),
            ("パスワードはSakura2024です", "パスワードは[redacted]です"),
            (
                "{\"user\": \"bob\", \"password\": \"pa55w0rd\"}",
                "{\"user\": \"bob\", \"password\": \"[redacted]\"}",
            ),
            (r#"{\"password\":\"pa55w0rd\"}"#, r#"{\"password\":\"[redacted]\"}"#),
            ("pwd=Xy12zz99;host=db", "pwd=[redacted];host=db"),
            (
                "run `export API_KEY=Xk9mQ2vL8tZ4wN7cB1` then `curl x`",
                "run `export API_KEY=[redacted]` then `curl x`",
            ),
            ("the password is `hunter2!`.", "the password is `[redacted]`."),
            ("Authorization: Bearer Xk9mQ2vL8tZ4wN7c", "Authorization: Bearer [redacted]"),
            ("【银行】您的验证码为739201，5分钟内有效", "【银行】您的验证码为[redacted]，5分钟内有效"),
            ("624193是您的验证码", "[redacted]是您的验证码"),
            ("918273 is your Google verification code", "[redacted] is your Google verification code"),
            ("card 4111 1111 1111 1111 2027", "card [redacted] 2027"),
            ("amex 3782 822463 10005 ok", "amex [redacted] ok"),
            ("my card is 5105 1051 0510 5100, cvv 737", "my card is [redacted], cvv [redacted]"),
            (
                "aws AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                "aws [redacted] [redacted]",
            ),
            (
                "key: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END EC PRIVATE KEY-----\nbye",
                "key: [redacted]\nbye",
            ),
        ];
        for (input, want) in cases {
            assert_eq!(redact(input), want, "{input}");
        }
    }

    #[test]
    fn a_secret_goes_wherever_it_stands_in_a_message() {
        let secrets = [
            "sk-proj-4fQx9LmZ2vR8tYw1KpN6cJ3hB7dS0aE5gU",
            "ghp_R7xK2mQ9vL4tZ8wN1cB6hJ3dF5gS0aE2yU4i",
            "AKIAIOSFODNN7EXAMPLE",
            "xoxb-2400123456-4567890123456-AbCdEfGhIjKlMnOp",
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijk",
            "glpat-xK9mQ2vL8tZ4wN7cB1hJ",
            "4111 1111 1111 1111",
        ];
        let frames = [
            "{}",
            "{} is it",
            "it is {}",
            "line one\n{}\nline three",
            "line one\n{}",
            "({})",
            "\"{}\",",
            "key={}&x=1",
            "我的密钥{}请保存",
            "キー：{}。",
            "<{}>",
            "\t{}\r\n",
        ];
        for secret in secrets {
            for frame in frames {
                let text = frame.replace("{}", secret);
                let out = redact(&text);
                assert!(!out.contains(&secret[..10]), "{text:?} -> {out:?}");
                assert_eq!(out, frame.replace("{}", MARK), "only the secret is replaced in {text:?}");
            }
        }
    }

    #[test]
    fn placeholder_shaped_keys_with_a_known_prefix_go_and_words_after_it_stay() {
        assert_eq!(redact("key sk-proj-xxxxxxxxxxxxxxxxxxxxxxxx here"), "key [redacted] here");
        assert_eq!(redact("sk-abcdefghijklmnopqrstuvwxyz"), MARK);
        for text in
            ["sk-learn-is-a-python-library", "call hf_hub_download_with_retries", "npm_config_registry_url"]
        {
            assert_eq!(redact(text), text);
        }
    }

    #[test]
    fn a_megabyte_without_spaces_or_of_digit_groups_takes_linear_time() {
        for text in
            ["1 ".repeat(1 << 19), "a".repeat(1 << 20), "password ".repeat(1 << 17), "4111 ".repeat(1 << 18)]
        {
            let out = redact(&text);
            assert!(out.len() <= text.len() + MARK.len() * (text.len() / 16 + 1));
        }
        assert_eq!(redact("1 2 3 4111 1111 1111 1111 5 6"), "1 2 3 [redacted] 5 6");
    }

    /// About 1 MB of ordinary prose in several languages, the ordinary corpus mixed in.
    pub(crate) fn megabyte_of_prose() -> String {
        let para = concat!(
            "On 2026-12-01 the team shipped version 2.4.1 of the app; 1,250 users upgraded before noon and ",
            "the error rate fell to 0.3%. Alice asked me to remember that she prefers tea to coffee, that ",
            "her flight CA1234 leaves at 08:15, and that the meeting moved to room 1204. ",
            "我们明天下午三点在北京开会，记得带上 3 份报告。明日は東京で会議があります。",
            "La reunión es el 3 de marzo. Das Treffen ist am 1.12.2026 um 18:30 Uhr.\n",
        );
        let ordinary: Vec<String> = samples(ORDINARY).collect();
        let mut text = String::with_capacity(1 << 20);
        let mut i = 0;
        while text.len() < 1 << 20 {
            text.push_str(para);
            text.push_str(&ordinary[i % ordinary.len()]);
            text.push('\n');
            i += 1;
        }
        text
    }

    #[test]
    fn a_megabyte_of_prose_comes_back_unchanged_and_a_secret_in_it_is_found() {
        let prose = megabyte_of_prose();
        assert!(prose.len() >= 1 << 20);
        let out = redact(&prose);
        assert!(matches!(out, Cow::Borrowed(_)), "nothing in ordinary prose is replaced");
        let key = "sk-proj-Rz5Nq8Wm3Kx7Vb2Lt9Ys4Hd1Fg6Jc0Pa";
        let mid = prose.len() / 2;
        let mid = (mid..).find(|&i| prose.is_char_boundary(i)).expect("a boundary");
        let planted = format!("{key} {}\npassword: Xy12zz99\n{}{key}", &prose[..mid], &prose[mid..]);
        let out = redact(&planted);
        assert!(!out.contains(key) && !out.contains("Xy12zz99"), "secrets at the start, middle and end go");
        assert_eq!(out.len(), planted.len() - 2 * key.len() - "Xy12zz99".len() + 3 * MARK.len());
    }
}
