//! Redaction (DESIGN §2 error log, §5.2 memories): API keys, tokens, passwords, private keys,
//! card numbers and one-time codes become `[redacted]` before they are written anywhere.

use std::sync::LazyLock;

use regex::{Captures, Regex};

const MARK: &str = "[redacted]";

static PRIVATE_KEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)")
        .expect("valid")
});
static TOKENS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"\b(sk-(?:ant-|proj-)?[A-Za-z0-9_\-]{16,}",
        r"|AKIA[0-9A-Z]{16}",
        r"|gh[pousr]_[A-Za-z0-9]{30,}",
        r"|xox[abprs]-[A-Za-z0-9\-]{10,}",
        r"|AIza[0-9A-Za-z_\-]{30,}",
        r"|eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,})"
    ))
    .expect("valid")
});
static BEARER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(bearer|token)\s+[A-Za-z0-9._~+/\-]{12,}=*").expect("valid"));
static ASSIGNED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?i)(api[_\- ]?key|secret|password|passwd|pwd|passcode|access[_\- ]?token|auth[_\- ]?token|密码|口令|密钥)(\s*(?:[:=：]|is|是)\s*)("[^"]*"|'[^']*'|[^\s,;，；]+)"#,
    )
    .expect("valid")
});
static OTP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(one[- ]time (?:pass)?code|verification code|security code|otp|2fa code|验证码|校验码)(\D{0,12})(\d{4,8})\b")
        .expect("valid")
});
static CARD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b(?:\d[ \-]?){12,18}\d\b").expect("valid"));

/// Luhn check for card-number candidates (so order numbers and phone numbers stay).
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

/// The text with every secret replaced by `[redacted]`.
pub fn redact(text: &str) -> String {
    let t = PRIVATE_KEY.replace_all(text, MARK);
    let t = TOKENS.replace_all(&t, MARK);
    let t = BEARER.replace_all(&t, |c: &Captures| format!("{} {MARK}", &c[1]));
    let t = ASSIGNED.replace_all(&t, |c: &Captures| format!("{}{}{MARK}", &c[1], &c[2]));
    let t = OTP.replace_all(&t, |c: &Captures| format!("{}{}{MARK}", &c[1], &c[2]));
    let t =
        CARD.replace_all(&t, |c: &Captures| if luhn(&c[0]) { MARK.to_string() } else { c[0].to_string() });
    t.into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_of_every_kind_are_replaced() {
        let cases = [
            ("key sk-proj-abcdefghijklmnop1234 here", "key [redacted] here"),
            ("Authorization: Bearer abc.def.ghijklmnopqrstu", "Authorization: Bearer [redacted]"),
            ("my password is hunter2!", "my password is [redacted]"),
            ("api_key=\"AbC123\"", "api_key=[redacted]"),
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
