//! Pasted letters (issue #13): the parts of a forwarded or pasted email thread that carry no
//! fact of the letter's own.
//!
//! A person pastes a thread of mails: each with its headers ("From: …", "Sent: …", "On Mon,
//! Feb 1, 2027 at 8:30 PM, Aisha Haddad <…> wrote:"), a greeting ("Hi Leena,"), a signature
//! under the sign-off (the writer's title, firm, street address and phone numbers), a legal
//! footer ("This email and any attachments are confidential …"), and the older mails quoted
//! under "> ". Read as text, a thread of twenty mails fills a summary with the dates of its
//! headers, the phone numbers of its signatures and the job titles of its writers, and the
//! person's own facts (the hearing date, the rule they set, the choice they made) are lost
//! for room. [`plain_letters`] blanks those parts before the messages are read: the letters'
//! words stay (a rule a quoted reply states is a rule), and so do the sign-off and the name
//! under it (who wrote is someone).

use std::borrow::Cow;

use super::digest::split_role;
use super::facts;

/// `delta` (the digest lines of the messages being folded) with the trimmings of pasted
/// letters blanked: in a message that holds a letter (a "From:"/"Sent:"/"Subject:" header, an
/// "On … wrote:" line, a forwarding marker, or a sign-off with a signature block under the
/// name), the headers that say when and to whom it went, the "wrote:" lines, forwarding
/// markers, greeting lines and the signature under each sign-off (but for the writer's name)
/// are empty, and the quote marks of its quoted lines are gone ("From:" and "Subject:" stay);
/// in any message, a legal footer or a "Sent from my iPhone" line is empty. A line's role
/// (`user: `) stays, so each message still starts where it did. Tool lines are as they were.
pub fn plain_letters(delta: &str) -> Cow<'_, str> {
    // (Most deltas hold no letter: read them once, change nothing.)
    if !letter_words(delta) {
        return Cow::Borrowed(delta);
    }
    let lines: Vec<&str> = delta.lines().collect();
    let mut out: Vec<Cow<'_, str>> = lines.iter().map(|l| Cow::Borrowed(*l)).collect();
    let mut changed = false;
    let mut from = 0;
    while from < lines.len() {
        // A message's lines: its first line names the role; a piece a long message was cut
        // into ("user (continued): …") goes on with the same message.
        let to = (from + 1..lines.len())
            .find(|&k| opens_message(lines[k]) && !continues(lines[k]))
            .unwrap_or(lines.len());
        changed |= plain_message(&lines[from..to], &mut out[from..to]);
        from = to;
    }
    if !changed {
        return Cow::Borrowed(delta);
    }
    let mut text = out.join("\n");
    if delta.ends_with('\n') {
        text.push('\n');
    }
    Cow::Owned(text)
}

/// Which lines of `delta` belong to a letter a message opens with: from its greeting ("Dear
/// Mrs Brennan,", "Hi Leena,", "Amrit,"), one of the message's first three lines with anything
/// on them, to the name under its first sign-off. (A reply that greets the person by name and
/// signs off nowhere is no letter: it speaks to them.) A
/// drafted letter answers the request for it, not a question the person asked on the side;
/// what follows its signature may. (Read on `delta` as it came, before [`plain_letters`]
/// blanks the greetings; line for line.)
pub fn opening_letters(delta: &str) -> Vec<bool> {
    let lines: Vec<&str> = delta.lines().collect();
    let mut out = vec![false; lines.len()];
    let mut from = 0;
    while from < lines.len() {
        let to = (from + 1..lines.len()).find(|&k| opens_message(lines[k])).unwrap_or(lines.len());
        let texts: Vec<&str> = lines[from..to].iter().map(|l| split_role(l).1).collect();
        let greeting = texts
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.trim().is_empty())
            .take(3)
            .find(|(_, t)| greeting_line(t) || addressed(t))
            .map(|(k, _)| k);
        if let Some(start) = greeting
            && let Some(p) = texts[start + 1..].iter().position(|t| facts::signs_off(t))
        {
            // (The name under the sign-off, past blank lines.)
            let sign = start + 1 + p;
            let end = texts[sign + 1..]
                .iter()
                .position(|t| !t.trim().is_empty())
                .map_or(texts.len() - 1, |q| sign + 1 + q);
            for b in &mut out[from + start..=from + end] {
                *b = true;
            }
        }
        from = to;
    }
    out
}

/// Which lines of `delta` come at or after the start of a letter in their message (its
/// greeting, a header that opens one, an "On … wrote:" line): a question there is the letter's,
/// asked of the person, and the reply they have drafted to it answers it.
pub fn after_letter_starts(delta: &str) -> Vec<bool> {
    let mut out = Vec::with_capacity(delta.lines().count());
    let mut inside = false;
    for line in delta.lines() {
        let (role, text) = split_role(line);
        if !role.is_empty() && !role.ends_with("(continued)") {
            inside = false;
        }
        let text = unquoted(text);
        inside |= greeting_line(text) || addressed(text) || opens_letter(text);
        out.push(inside);
    }
    out
}

/// Does `delta` write a word of a letter's trimmings (a header, a forwarding marker, a
/// footer) or a sign-off? Only then is it read message by message.
fn letter_words(delta: &str) -> bool {
    [
        "wrote:",
        "From:",
        "Sent:",
        "Subject:",
        "orwarded",
        "riginal Message",
        "发件人",
        "主题",
        "写道",
        "转发的邮件",
        "原始邮件",
        "environment before printing",
        "Sent from my",
        "Get Outlook",
        "in error",
        "by mistake",
        "confidential",
    ]
    .iter()
    .any(|w| delta.contains(w))
        // (A letter drafted or pasted without headers shows by its sign-off.)
        || delta.lines().any(|l| facts::signs_off(unquoted(split_role(l).1)))
}

fn opens_message(line: &str) -> bool {
    !split_role(line).0.is_empty()
}

fn continues(line: &str) -> bool {
    split_role(line).0.ends_with("(continued)")
}

/// Blank the trimmings of the letters in one message's `lines` (into `out`, line for line);
/// whether anything changed.
fn plain_message<'a>(lines: &[&'a str], out: &mut [Cow<'a, str>]) -> bool {
    let (role, _) = split_role(lines[0]);
    if role.starts_with("[tool") {
        return false;
    }
    // Each line's role (kept) and its text without quote marks.
    let parts: Vec<(&str, &str)> = lines
        .iter()
        .map(|l| {
            let (role, text) = split_role(l);
            (role, unquoted(text))
        })
        .collect();
    let letter = parts.iter().any(|(_, t)| opens_letter(t)) || signed(&parts);
    let mut blank = vec![false; lines.len()];
    // (Only a letter's quote marks go: "> " in a note of the person's own may mean something.)
    let unquote: Vec<bool> =
        (0..lines.len()).map(|k| letter && parts[k].1.len() != split_role(lines[k]).1.len()).collect();
    for (k, (_, text)) in parts.iter().enumerate() {
        if footer(text) {
            blank[k] = true;
        }
    }
    if letter {
        let mut k = 0;
        while k < parts.len() {
            let text = parts[k].1;
            if dated_header(text)
                || attribution(text)
                || forwarding(text)
                || greeting_line(text)
                || addressed(text)
            {
                blank[k] = true;
            } else if facts::signs_off(text) {
                // The name under the sign-off stays (who wrote is someone); the signature under
                // it goes: title, firm, street address, phone numbers, web address.
                let mut j = k + 1;
                while j < parts.len() && parts[j].1.trim().is_empty() {
                    j += 1;
                }
                if j < parts.len() && signature_line(parts[j].1) {
                    let mut end = j + 1;
                    let mut last = j;
                    let mut taken = 0;
                    while end < parts.len() && taken < 8 {
                        let t = parts[end].1;
                        if t.trim().is_empty() {
                            end += 1;
                            continue;
                        }
                        if !signature_line(t) || facts::mail_header(t) || attribution(t) || forwarding(t) {
                            break;
                        }
                        last = end;
                        taken += 1;
                        end += 1;
                    }
                    for b in &mut blank[j + 1..=last] {
                        *b = true;
                    }
                    k = last + 1;
                    continue;
                }
            }
            k += 1;
        }
    }
    let mut changed = false;
    for k in 0..lines.len() {
        if !blank[k] && !unquote[k] {
            continue;
        }
        let (role, text) = parts[k];
        let text = if blank[k] { "" } else { text };
        out[k] = if role.is_empty() { Cow::Borrowed(text) } else { Cow::Owned(format!("{role}: {text}")) };
        changed = true;
    }
    changed
}

/// `text` without the quote marks a reply puts before the older mail ("> ", ">> ", "> > ").
fn unquoted(text: &str) -> &str {
    let mut rest = text;
    loop {
        let t = rest.trim_start_matches(' ');
        match t.strip_prefix('>') {
            Some(after) if after.is_empty() || after.starts_with([' ', '>']) => rest = after,
            _ => break,
        }
    }
    if rest.len() == text.len() { text } else { rest.strip_prefix(' ').unwrap_or(rest) }
}

/// Does this line show that its message holds a letter: the header that opens one ("From:",
/// "Sent:", "Subject:", 发件人：), the line that opens a quoted reply, a forwarding marker?
/// ("To:" or "Date:" alone may be anyone's note.)
fn opens_letter(text: &str) -> bool {
    let t = text.trim_start();
    ["From:", "Sent:", "Subject:", "发件人：", "发件人:", "主题："].iter().any(|h| t.starts_with(h))
        || attribution(t)
        || forwarding(t)
}

/// A header that says when and to whom a mail went ("Sent: Thursday, February 4, 2027 5:20
/// PM", "To: Leena Marchetti <…>", "Cc:", 收件人：): no fact of the letter's. ("From:" names
/// who wrote, someone; "Subject:" may name the matter, "Re: SST-G9008": both stay.)
fn dated_header(text: &str) -> bool {
    let t = text.trim_start();
    facts::mail_header(t) && !["From:", "Subject:", "发件人", "主题"].iter().any(|h| t.starts_with(h))
}

/// "On Sun, Jan 31, 2027 at 7:00 PM, Aisha Haddad <aisha.haddad@byteworks.ca> wrote:", "在
/// 2027年1月5日 …写道：": the line that opens a quoted reply.
fn attribution(text: &str) -> bool {
    let t = text.trim();
    (t.ends_with("wrote:") && (t.starts_with("On ") || t.contains('@')) && t.chars().count() <= 200)
        || ((t.ends_with("写道：") || t.ends_with("写道:")) && t.chars().count() <= 120)
}

/// "---------- Forwarded message ---------", "-----Original Message-----", "Begin forwarded
/// message:", "---- 转发的邮件 ----".
fn forwarding(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    // (A marker stands on a line of its own, between dashes or before a colon: "从你转发的邮件看，
    // 对方的对接人是许文博。" is a sentence about one.)
    let marker = t.contains("--") || t.contains("==") || t.ends_with(':') || t.ends_with('：');
    marker
        && t.chars().count() <= 60
        && ["forwarded message", "original message", "begin forwarded", "转发的邮件", "原始邮件"]
            .iter()
            .any(|w| t.contains(w))
}

/// A letter's greeting on a line of its own: "Hi Leena,", "Dear Ms. Marchetti,", "Thanks Wei
/// -", "Hello all,", 王律师您好：. (It names whom the letter is to, most often the person
/// themself.)
fn greeting_line(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() || t.chars().count() > 40 {
        return false;
    }
    let body = t.trim_end_matches([',', ':', '-', '–', '—', '!', '，', '：', ' ']);
    if body.len() == t.len() && !t.ends_with("您好") && !t.ends_with("你好") {
        return false;
    }
    if body.ends_with("您好") || body.ends_with("你好") {
        return body.chars().count() <= 12;
    }
    let lower = body.to_lowercase();
    let Some(rest) = [
        "dear ",
        "hi ",
        "hello ",
        "hey ",
        "good morning ",
        "good afternoon ",
        "morning ",
        "thanks ",
        "thank you ",
    ]
    .iter()
    .find_map(|g| lower.starts_with(g).then(|| body.get(g.len()..)).flatten()) else {
        return matches!(
            lower.as_str(),
            "hi" | "hello" | "hey" | "hi all" | "hello all" | "hi both" | "dear all"
        );
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    (1..=4).contains(&words.len())
        && words
            .iter()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()) || matches!(*w, "all" | "both" | "team"))
}

/// Does a message sign off as a letter does, with a signature block under the name ("Best,\n
/// Leena\n\nLeena Marchetti\nBarrister & Solicitor | …"): a draft of a letter, or one pasted
/// without its headers? (A note that ends "thanks,\nJo" is no letter.)
fn signed(parts: &[(&str, &str)]) -> bool {
    let filled: Vec<&str> = parts.iter().map(|(_, t)| *t).filter(|t| !t.trim().is_empty()).collect();
    // (The name under the sign-off: a full name, or a first name alone, "Leena".)
    let name = |line: &str| {
        let t = line.trim();
        facts::name_line(t).is_some()
            || (t.chars().count() <= 20
                && t.starts_with(char::is_uppercase)
                && t.chars().all(|c| c.is_alphabetic() || c == '-'))
    };
    filled.windows(3).any(|w| facts::signs_off(w[0]) && name(w[1]) && signature_line(w[2]))
}

/// A letter's opening line that only names whom it is to: "Amrit,", "Jean-Marc -", "Ms.
/// Marchetti,".
fn addressed(text: &str) -> bool {
    let t = text.trim();
    let Some(body) = t
        .strip_suffix(',')
        .or_else(|| t.strip_suffix(" -"))
        .or_else(|| t.strip_suffix(" –"))
        .or_else(|| t.strip_suffix(" —"))
    else {
        return false;
    };
    let words: Vec<&str> = body.split_whitespace().collect();
    (1..=3).contains(&words.len())
        && body.chars().count() <= 30
        && words.iter().all(|w| {
            w.starts_with(|c: char| c.is_uppercase())
                && w.chars().all(|c| c.is_alphabetic() || matches!(c, '.' | '-' | '\''))
        })
        && !facts::signs_off(t)
}

/// A line of a signature block: the writer's name, title, firm, street address, phone or web
/// address ("Senior Associate", "Byteworks Toronto | Managed IT", "401 Bay Street, Suite 1600,
/// Toronto ON M5H 2Y4", "T 416-555-0147", "www.marchettilaw.ca"): short, and no word in lower
/// case but a joining one. ("can you add this to the tracker" under the name is the person's
/// own words again.)
fn signature_line(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() || t.chars().count() > 100 || t.ends_with(['?', '？']) {
        return false;
    }
    // (A Chinese signature: 王静 / 合伙人 / 电话 010-…: short lines without a stop.)
    if t.chars().any(crate::history::is_cjk) {
        return t.chars().count() <= 30 && !t.ends_with(['。', '！', '？']);
    }
    let mut named = false;
    for w in t.split_whitespace() {
        let w = w.trim_matches(|c: char| matches!(c, ',' | ';' | '(' | ')' | '"' | '\''));
        if w.is_empty()
            || matches!(
                w,
                "&" | "|"
                    | "-"
                    | "–"
                    | "—"
                    | "·"
                    | "/"
                    | "and"
                    | "of"
                    | "for"
                    | "the"
                    | "de"
                    | "la"
                    | "van"
                    | "von"
                    | "der"
                    | "at"
                    | "in"
                    | "on"
                    | "du"
                    | "da"
            )
        {
            continue;
        }
        let fits = w
            .starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit() || matches!(c, '+' | '(' | '@'))
            || w.contains(['@', '.'])
            || w.chars().any(|c| c.is_ascii_digit());
        if !fits {
            return false;
        }
        named = true;
    }
    named
}

/// A mail's legal footer or sent-from line: "This email and any attachments are confidential
/// …", "If you have received this message in error, please notify the sender …", "Please
/// consider the environment before printing", "Sent from my iPhone".
fn footer(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() {
        return false;
    }
    let lower = t.to_lowercase();
    if lower.contains("environment before printing") {
        return true;
    }
    if t.chars().count() <= 40
        && (lower.starts_with("sent from my ")
            || lower.starts_with("get outlook for")
            || lower == "sent from mobile")
    {
        return true;
    }
    let of_this = [
        "this email",
        "this e-mail",
        "this message",
        "this communication",
        "this transmission",
        "the sender",
    ]
    .iter()
    .any(|w| lower.contains(w));
    of_this
        && ((lower.contains("received this") && (lower.contains("in error") || lower.contains("by mistake")))
            || (lower.contains("confidential")
                && ["intended", "privileged", "prohibited", "notify", "disclos"]
                    .iter()
                    .any(|w| lower.contains(w))))
}

#[cfg(test)]
mod tests {
    use super::*;

    const THREAD: &str = "user: see below. ugh. can you keep the rule?
---------- Forwarded message ---------
From: Mark Park <mark.park@parklaw.ca>
Date: Thu, Feb 4, 2027 at 9:27 AM
Subject: RE: Silva matter - scheduling
To: Leena Marchetti <leena.m@marchettilaw.ca>

Hi Leena,

We are still awaiting your client's sworn financial statement.

Regards,
Aisha Haddad
Field Technician
Byteworks Toronto | Managed IT
T 416-555-0154

This email and any attachments are confidential and may be subject to solicitor-client privilege. Any unauthorized use, disclosure or copying is prohibited.

On Mon, Feb 1, 2027 at 8:30 PM, Leena Marchetti <leena.m@marchettilaw.ca> wrote:
> Thanks Mark -
>
> Just so we're clear, you may never speak to the ex directly unless his counsel is copied on it.
>
> Best regards,
> Leena
>
> Leena Marchetti
> Barrister & Solicitor | Marchetti Law
> 401 Bay Street, Suite 1600, Toronto ON M5H 2Y4
> T 416-555-0147
assistant: Noted.";

    #[test]
    fn a_pasted_threads_headers_greetings_signatures_and_footers_go_and_its_words_stay() {
        let plain = plain_letters(THREAD);
        let lines: Vec<&str> = plain.lines().collect();
        assert_eq!(lines.len(), THREAD.lines().count(), "{plain}");
        for gone in [
            "Forwarded",
            "Feb 4",
            "To: Leena",
            "Hi Leena",
            "Field Technician",
            "Byteworks",
            "416-555-0154",
            "confidential",
            "wrote:",
            "Thanks Mark",
            "Barrister",
            "Suite 1600",
            "416-555-0147",
        ] {
            assert!(!plain.contains(gone), "{gone}: {plain}");
        }
        for kept in [
            "user: see below. ugh. can you keep the rule?",
            "\nFrom: Mark Park <mark.park@parklaw.ca>\n",
            "\nSubject: RE: Silva matter - scheduling\n",
            "\nWe are still awaiting your client's sworn financial statement.\n",
            "\nRegards,\nAisha Haddad\n",
            "\nJust so we're clear, you may never speak to the ex directly unless his counsel is copied on it.\n",
            "\nBest regards,\nLeena\n",
            "\nassistant: Noted.",
        ] {
            assert!(plain.contains(kept), "{kept}: {plain}");
        }
    }

    #[test]
    fn a_message_without_a_letter_is_read_as_it_is() {
        for text in [
            "user: To: the team\nDate: Friday\nthanks,\nJo\nPlease keep the logs\nassistant: ok",
            "user: keep it confidential, it is only intended for the solicitor\nassistant: ok",
            "user: > quoted by hand\nassistant: ok",
            "[tool result] From: Mark Park\nSubject: x\nassistant: ok",
        ] {
            assert!(matches!(plain_letters(text), Cow::Borrowed(_)), "{text}");
        }
    }

    #[test]
    fn a_line_of_the_persons_own_under_a_signed_letter_stays() {
        let text = "user: From: Claire Hartley <c@nhs.net>\nSent: Monday\n\nThanks,\nClaire Hartley\n\ncan you add this to the tracker\nDispensary lead, Ward 7";
        let plain = plain_letters(text);
        assert!(
            plain.contains("\nClaire Hartley\n\ncan you add this to the tracker\nDispensary lead, Ward 7"),
            "{plain}"
        );
        assert!(!plain.contains("Monday"), "{plain}");
    }

    #[test]
    fn a_footer_goes_from_any_message_and_a_long_thread_cut_in_pieces_is_one_letter() {
        let text = "user: we agreed on Friday.\nSent from my iPhone\nassistant: ok";
        assert_eq!(plain_letters(text), "user: we agreed on Friday.\n\nassistant: ok");
        let text = "user: From: Wei Singh <w@singh.ca>\nuser (continued): Hi Leena,\nRegards,\nWei Singh\nSenior Associate\nassistant: ok";
        assert_eq!(
            plain_letters(text),
            "user: From: Wei Singh <w@singh.ca>\nuser (continued): \nRegards,\nWei Singh\n\nassistant: ok"
        );
    }

    #[test]
    fn a_drafted_reply_signed_with_a_signature_block_is_a_letter_too() {
        let text = "assistant: Amrit,\n\nThanks. I'll take instructions and revert.\n\nThanks,\nLeena\n\nLeena Marchetti\nBarrister & Solicitor | Marchetti Law\n401 Bay Street, Suite 1600, Toronto ON M5H 2Y4\nT 416-555-0147\nuser: send it";
        assert_eq!(
            plain_letters(text),
            "assistant: \n\nThanks. I'll take instructions and revert.\n\nThanks,\nLeena\n\n\n\n\n\nuser: send it"
        );
        // A note signed with a name alone is no letter: its lines are the person's own.
        let note = "user: Amrit,\ncall the clinic before Friday.\nthanks,\nLeena\nassistant: ok";
        assert_eq!(plain_letters(note), note);
    }

    #[test]
    fn a_greeting_whose_capitals_lower_to_other_bytes_is_read_safely() {
        // (The Kelvin sign lowers to an ASCII "k": the lower-case copy is shorter.)
        for line in ["THAN\u{212A}S Wei -", "THAN\u{212A} YOU Wei,", "\u{212A}\u{212A}\u{212A}\u{212A} Hi,"] {
            let _ = greeting_line(line);
        }
        assert!(greeting_line("Thanks Wei -"));
    }

    #[test]
    fn hostile_threads_are_read_in_one_pass() {
        // Fifty thousand sign-offs, quote marks and headers in one message, and a huge line.
        let mut text = String::from("user: From: A <a@b.c>\n");
        for i in 0..50_000 {
            text.push_str(["> > Thanks,\n", "Sent: x\n", "\n", "> Hi Bo,\n"][i % 4]);
        }
        text.push_str(&">".repeat(200_000));
        text.push('\n');
        text.push_str(&"Regards, ".repeat(50_000));
        // (In one pass: a scan per line would take hours on this, not a second.)
        let plain = plain_letters(&text);
        assert_eq!(plain.lines().count(), text.lines().count());
        assert!(!plain.contains("Sent: x") && !plain.contains("Hi Bo"));
    }

    #[test]
    fn chinese_letters_lose_their_recipients_greeting_and_signature() {
        let said = "assistant: 从你转发的邮件看，对方的对接人是许文博。\nuser: 好的";
        assert_eq!(plain_letters(said), said);
        let text = "user: 发件人：王静 <wj@example.cn>\n收件人：李律师\n主题：合同\n\n李律师您好：\n\n合同请在周五前签回。\n\n此致\n王静\n合伙人\n电话 010-5555-0101";
        let plain = plain_letters(text);
        assert!(!plain.contains("收件人") && !plain.contains("您好"), "{plain}");
        assert!(plain.contains("发件人：王静") && plain.contains("主题：合同"), "{plain}");
        assert!(!plain.contains("合伙人") && !plain.contains("010-5555-0101"), "{plain}");
        assert!(plain.contains("合同请在周五前签回。") && plain.contains("此致\n王静"), "{plain}");
    }
}
