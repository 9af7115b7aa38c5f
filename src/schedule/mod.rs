//! Schedules (DESIGN §6.6): the `schedule` field of a job, its text grammar, time zones, and
//! when a job fires next. Pure logic: reading and writing `schedules.jsonl` lives in `store`.
//!
//! The grammar is `daily HH:MM`, `hourly [MM]`, `every N m`, or a 5-field cron expression
//! (see [`parse`]). DST follows system cron; see [`next_after`].

mod cron;
pub mod install;
pub mod io;
pub mod jobs;
mod next;
pub mod ops;
pub mod tick;
mod zone;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::Failure;

pub use next::{next_after, upcoming};
pub use zone::{host_zone, parse_moment, parse_zone, resolve_zone};

/// When a job fires: the `schedule` object of a line in `schedules.jsonl`.
///
/// `{"kind":"daily","hour":9,"minute":0}`, `{"kind":"hourly","minute":5}`,
/// `{"kind":"every","minutes":15}` or `{"kind":"cron","expr":"*/5 9-17 * * mon-fri"}`. The
/// numbers are not checked when read; call [`Spec::validate`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Spec {
    /// Once a day at `hour:minute` local time.
    Daily { hour: u32, minute: u32 },
    /// Every hour at `minute`.
    Hourly { minute: u32 },
    /// At every local minute that is a multiple of `minutes` (which divides 60).
    Every { minutes: u32 },
    /// A 5-field crontab expression.
    Cron { expr: String },
}

/// A schedule or time zone that cannot be used: a lower-case message and a hint naming the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    /// What is wrong, quoting the input in backticks.
    pub message: String,
    /// How to write it instead.
    pub hint: String,
}

impl SpecError {
    fn new(message: impl Into<String>, hint: impl Into<String>) -> Self {
        SpecError { message: message.into(), hint: hint.into() }
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SpecError {}

/// A bad schedule typed by the user is a usage error (exit 2) with its hint.
impl From<SpecError> for Failure {
    fn from(err: SpecError) -> Self {
        Failure::usage(err.message).hint(err.hint)
    }
}

const GRAMMAR_HINT: &str = "use `daily HH:MM`, `hourly [MM]`, `every N m`, or a 5-field cron expression \
                            such as `*/5 9-17 * * mon-fri`";

impl Spec {
    /// Check a spec read from a file: times in range, `every` divides 60, the cron expression
    /// parses and can fire.
    pub fn validate(&self) -> Result<(), SpecError> {
        match self {
            Spec::Daily { hour, minute } => {
                check_hour(*hour, &self.describe())?;
                check_minute(*minute, &self.describe())
            }
            Spec::Hourly { minute } => check_minute(*minute, &self.describe()),
            Spec::Every { minutes } => check_every(*minutes, &self.describe()),
            Spec::Cron { expr } => cron::Cron::parse(expr).map(drop),
        }
    }

    /// The canonical grammar text: `daily 09:00`, `hourly 05`, `every 15 m`, or the cron
    /// expression. [`parse`] reads it back to the same spec.
    pub fn describe(&self) -> String {
        match self {
            Spec::Daily { hour, minute } => format!("daily {hour:02}:{minute:02}"),
            Spec::Hourly { minute } => format!("hourly {minute:02}"),
            Spec::Every { minutes } => format!("every {minutes} m"),
            Spec::Cron { expr } => expr.clone(),
        }
    }

    /// True when the hour is fixed, so DST follows the wall clock (a time in a spring-forward
    /// gap fires at the end of the gap, a repeated time fires once); false when every hour is
    /// allowed, so the job follows elapsed time.
    pub fn follows_wall_clock(&self) -> bool {
        match self {
            Spec::Daily { .. } => true,
            Spec::Hourly { .. } | Spec::Every { .. } => false,
            Spec::Cron { expr } => cron::Cron::parse(expr).is_ok_and(|c| !c.any_hour()),
        }
    }
}

/// Parse the schedule grammar (DESIGN §6.6):
///
/// - `daily HH:MM`, also `每天 HH:MM` / `每天HH:MM`; the hour may have one digit; `：` works as `:`
/// - `hourly [MM]` (minute 0 when omitted), also `每小时 [MM]`
/// - `every N m` with N dividing 60; the unit may be `m`, `min`, `mins`, `minute` or `minutes`,
///   with or without a space (`every 15m`); also `每 N 分钟` / `每N分钟`
/// - a 5-field cron expression: minute hour day-of-month month day-of-week, with `*`, lists,
///   ranges, steps, names `jan`–`dec` and `sun`–`sat`, 0 and 7 for Sunday, and the day fields
///   OR-ed when both are restricted
///
/// Keywords are case-insensitive.
pub fn parse(text: &str) -> Result<Spec, SpecError> {
    let input = text.trim();
    let normal = input.replace('：', ":").to_lowercase();
    if let Some(rest) = keyword(&normal, "daily").or_else(|| normal.strip_prefix("每天")) {
        return parse_daily(rest.trim(), input);
    }
    if let Some(rest) = keyword(&normal, "hourly").or_else(|| normal.strip_prefix("每小时")) {
        return parse_hourly(rest.trim(), input);
    }
    if let Some(rest) = keyword(&normal, "every").or_else(|| normal.strip_prefix('每')) {
        return parse_every(rest.trim(), input);
    }
    if input.split_whitespace().count() == 5 {
        let expr = input.split_whitespace().collect::<Vec<_>>().join(" ");
        cron::Cron::parse(&expr)?;
        return Ok(Spec::Cron { expr });
    }
    if input.split_whitespace().count() == 6 {
        // Six fields: the cron parser explains that there is no seconds field.
        cron::Cron::parse(input)?;
    }
    Err(SpecError::new(format!("`{input}` is not a schedule"), GRAMMAR_HINT))
}

/// An unquoted `okbot schedule add daily 09:00 …` splits the schedule over several arguments.
/// When `first` followed by the first few of `rest` (and at least one word left for the
/// prompt) is a schedule, returns that schedule text and how many words of `rest` it took.
pub fn split_unquoted(first: &str, rest: &[String]) -> Option<(String, usize)> {
    // A cron expression has 5 fields, so at most 4 more words belong to the schedule.
    (1..=rest.len().saturating_sub(1).min(4)).find_map(|taken| {
        let text = std::iter::once(first).chain(rest[..taken].iter().map(String::as_str)).collect::<Vec<_>>();
        let text = text.join(" ");
        parse(&text).is_ok().then_some((text, taken))
    })
}

/// The rest after an English keyword followed by a space or the end.
fn keyword<'a>(text: &'a str, word: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(word)?;
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

fn parse_daily(rest: &str, input: &str) -> Result<Spec, SpecError> {
    let hint = "write a 24-hour time: `daily 09:00` or `每天 09:00`";
    let bad = || SpecError::new(format!("`{input}`: expected a time HH:MM"), hint);
    let (hour, minute) = rest.split_once(':').ok_or_else(bad)?;
    if !(1..=2).contains(&hour.len()) || minute.len() != 2 {
        return Err(bad());
    }
    let (hour, minute) = (digits(hour).ok_or_else(bad)?, digits(minute).ok_or_else(bad)?);
    check_hour(hour, input)?;
    check_minute(minute, input)?;
    Ok(Spec::Daily { hour, minute })
}

fn parse_hourly(rest: &str, input: &str) -> Result<Spec, SpecError> {
    if rest.is_empty() {
        return Ok(Spec::Hourly { minute: 0 });
    }
    let minute = digits(rest).filter(|_| rest.len() <= 2).ok_or_else(|| {
        SpecError::new(
            format!("`{input}`: expected the minute past the hour"),
            "write `hourly` (on the hour) or `hourly MM`, e.g. `hourly 05`",
        )
    })?;
    check_minute(minute, input)?;
    Ok(Spec::Hourly { minute })
}

fn parse_every(rest: &str, input: &str) -> Result<Spec, SpecError> {
    let split = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let (number, unit) = (&rest[..split], rest[split..].trim());
    let Some(minutes) = digits(number) else {
        return Err(SpecError::new(
            format!("`{input}`: expected a number of minutes"),
            "write `every N m`, e.g. `every 15 m` or `每 15 分钟`",
        ));
    };
    match unit {
        "m" | "min" | "mins" | "minute" | "minutes" | "分钟" => {
            check_every(minutes, input).map(|()| Spec::Every { minutes })
        }
        "" => {
            Err(SpecError::new(format!("`{input}`: missing the unit"), format!("write `every {minutes} m`")))
        }
        "h" | "hr" | "hrs" | "hour" | "hours" | "小时" => Err(SpecError::new(
            format!("`{input}`: `every` counts minutes"),
            "use `hourly` for every hour, or a cron expression such as `0 */2 * * *` for every 2 hours",
        )),
        other => Err(SpecError::new(
            format!("`{input}`: unknown unit `{other}`"),
            format!("write `every {minutes} m`"),
        )),
    }
}

/// A number made only of ASCII digits (no sign), small enough to be any field value.
fn digits(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn check_hour(hour: u32, input: &str) -> Result<(), SpecError> {
    if hour <= 23 {
        return Ok(());
    }
    Err(SpecError::new(
        format!("`{input}`: hour {hour} is out of range 0-23"),
        "use a 24-hour time such as `daily 09:00` or `daily 21:30`",
    ))
}

fn check_minute(minute: u32, input: &str) -> Result<(), SpecError> {
    if minute <= 59 {
        return Ok(());
    }
    Err(SpecError::new(
        format!("`{input}`: minute {minute} is out of range 0-59"),
        "use a minute from 00 to 59",
    ))
}

fn check_every(minutes: u32, input: &str) -> Result<(), SpecError> {
    const DIVISORS: &str = "1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60";
    if (1..=60).contains(&minutes) && 60 % minutes == 0 {
        return Ok(());
    }
    if minutes == 0 {
        return Err(SpecError::new(
            format!("`{input}`: the interval must be at least 1 minute"),
            format!("use one of {DIVISORS} minutes"),
        ));
    }
    if minutes > 60 {
        return Err(SpecError::new(
            format!("`{input}`: {minutes} minutes is longer than an hour"),
            "`every` repeats within each hour; use `hourly`, `daily HH:MM`, or a cron expression such as \
             `0 */2 * * *`",
        ));
    }
    Err(SpecError::new(
        format!("`{input}`: {minutes} does not divide 60"),
        format!(
            "use one of {DIVISORS} minutes; a cron `*/{minutes} * * * *` is not every {minutes} minutes either: it \
             restarts each hour ({})",
            restart_example(minutes)
        ),
    ))
}

/// Where `*/N` in the minute field jumps back to `:00`: `…:49, :56, then :00`.
fn restart_example(minutes: u32) -> String {
    let last = 59 - 59 % minutes;
    format!(":{:02}, :{last:02}, then :00", last - minutes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> Spec {
        parse(text).unwrap_or_else(|e| panic!("{text}: {} (hint: {})", e.message, e.hint))
    }

    fn err(text: &str) -> SpecError {
        match parse(text) {
            Ok(spec) => panic!("{text} parsed as {spec:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn daily_accepts_english_and_chinese_forms() {
        let nine = Spec::Daily { hour: 9, minute: 0 };
        for text in [
            "daily 09:00",
            "daily 9:00",
            "  DAILY   09:00 ",
            "每天 09:00",
            "每天09:00",
            "每天 09：00",
            "每天9：00",
        ] {
            assert_eq!(ok(text), nine, "{text}");
        }
        assert_eq!(ok("daily 23:59"), Spec::Daily { hour: 23, minute: 59 });
        assert_eq!(ok("daily 00:00"), Spec::Daily { hour: 0, minute: 0 });
    }

    #[test]
    fn daily_rejects_bad_times_with_a_hint() {
        assert!(err("daily 24:00").message.contains("hour 24 is out of range 0-23"));
        assert!(err("daily 09:60").message.contains("minute 60 is out of range 0-59"));
        for text in ["daily", "daily 9", "daily 9:5", "daily 009:00", "daily nine", "daily -1:00", "每天"] {
            let e = err(text);
            assert!(e.message.contains("expected a time HH:MM"), "{text}: {}", e.message);
            assert!(e.hint.contains("daily 09:00"), "{text}: {}", e.hint);
        }
    }

    #[test]
    fn hourly_defaults_to_minute_zero_and_has_a_chinese_form() {
        assert_eq!(ok("hourly"), Spec::Hourly { minute: 0 });
        assert_eq!(ok("hourly 5"), Spec::Hourly { minute: 5 });
        assert_eq!(ok("hourly 05"), Spec::Hourly { minute: 5 });
        assert_eq!(ok("每小时"), Spec::Hourly { minute: 0 });
        assert_eq!(ok("每小时 30"), Spec::Hourly { minute: 30 });
        assert_eq!(ok("每小时30"), Spec::Hourly { minute: 30 });
        assert!(err("hourly 60").message.contains("minute 60 is out of range"));
        assert!(err("hourly :05").hint.contains("hourly 05"));
    }

    #[test]
    fn every_accepts_each_unit_spelling_and_the_chinese_form() {
        let fifteen = Spec::Every { minutes: 15 };
        for text in [
            "every 15 m",
            "every 15m",
            "every 15 min",
            "every 15 mins",
            "every 15 minutes",
            "Every 15 Minutes",
            "每 15 分钟",
            "每15分钟",
        ] {
            assert_eq!(ok(text), fifteen, "{text}");
        }
        assert_eq!(ok("every 1 minute"), Spec::Every { minutes: 1 });
        assert_eq!(ok("every 60 m"), Spec::Every { minutes: 60 });
    }

    #[test]
    fn every_requires_a_divisor_of_sixty() {
        let e = err("every 7 m");
        assert_eq!(e.message, "`every 7 m`: 7 does not divide 60");
        assert_eq!(
            e.hint,
            "use one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60 minutes; a cron `*/7 * * * *` is not every 7 \
             minutes either: it restarts each hour (:49, :56, then :00)"
        );
        assert!(err("every 45 m").hint.contains("(:00, :45, then :00)"), "{}", err("every 45 m").hint);
        assert!(err("every 8 m").hint.contains("(:48, :56, then :00)"));
        assert!(err("every 0 m").message.contains("at least 1 minute"));
        assert!(err("every 90 m").message.contains("longer than an hour"));
        assert!(err("每 7 分钟").message.contains("7 does not divide 60"));
    }

    #[test]
    fn every_explains_missing_or_wrong_units() {
        assert!(err("every 15").message.contains("missing the unit"));
        assert!(err("every 2 h").hint.contains("0 */2 * * *"));
        assert!(err("every 2 days").message.contains("unknown unit `days`"));
        assert!(err("every m").message.contains("expected a number"));
        assert!(err("every -5 m").message.contains("expected a number"));
    }

    #[test]
    fn five_fields_parse_as_cron_with_whitespace_normalized() {
        assert_eq!(ok("*/5 9-17 * * mon-fri"), Spec::Cron { expr: "*/5 9-17 * * mon-fri".into() });
        assert_eq!(ok("  0\t9  *  * 1 "), Spec::Cron { expr: "0 9 * * 1".into() });
    }

    #[test]
    fn cron_errors_pass_through_and_impossible_dates_are_rejected() {
        assert!(err("0 0 30 2 *").message.contains("never fires"));
        assert!(err("0 0 31 4 *").message.contains("never fires"));
        assert!(err("61 * * * *").message.contains("minute 61 is out of range 0-59"));
        assert!(err("0 0 9 * * *").hint.contains("no seconds field"));
    }

    #[test]
    fn anything_else_is_not_a_schedule() {
        for text in ["", "weekly", "dailyx 09:00", "everyday", "0 9 * *", "@daily"] {
            let e = err(text);
            assert!(e.message.ends_with("is not a schedule"), "{text}: {}", e.message);
            assert_eq!(e.hint, GRAMMAR_HINT);
        }
    }

    #[test]
    fn a_schedule_split_over_arguments_is_found_with_the_words_it_took() {
        let words = |text: &str| text.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert_eq!(
            split_unquoted("daily", &words("09:00 water the plants")),
            Some(("daily 09:00".into(), 1))
        );
        assert_eq!(split_unquoted("每天", &words("09:00 背单词")), Some(("每天 09:00".into(), 1)));
        assert_eq!(split_unquoted("every", &words("15 m stretch")), Some(("every 15 m".into(), 2)));
        assert_eq!(split_unquoted("hourly", &words("30 check mail")), Some(("hourly 30".into(), 1)));
        assert_eq!(split_unquoted("0", &words("9 * * 1 weekly report")), Some(("0 9 * * 1".into(), 4)));
        // The prompt must keep at least one word, and nonsense stays nonsense.
        assert_eq!(split_unquoted("daily", &words("09:00")), None);
        assert_eq!(split_unquoted("weekly", &words("mon water the plants")), None);
        assert_eq!(split_unquoted("daily", &[]), None);
    }

    #[test]
    fn describe_gives_canonical_text_that_parses_back_to_the_same_spec() {
        let cases = [
            (Spec::Daily { hour: 9, minute: 0 }, "daily 09:00"),
            (Spec::Hourly { minute: 5 }, "hourly 05"),
            (Spec::Every { minutes: 15 }, "every 15 m"),
            (Spec::Cron { expr: "*/5 9-17 * * mon-fri".into() }, "*/5 9-17 * * mon-fri"),
        ];
        for (spec, text) in cases {
            assert_eq!(spec.describe(), text);
            assert_eq!(ok(text), spec);
        }
    }

    #[test]
    fn serde_round_trips_every_kind_in_the_file_shape() {
        let cases = [
            (Spec::Daily { hour: 9, minute: 0 }, r#"{"kind":"daily","hour":9,"minute":0}"#),
            (Spec::Hourly { minute: 5 }, r#"{"kind":"hourly","minute":5}"#),
            (Spec::Every { minutes: 15 }, r#"{"kind":"every","minutes":15}"#),
            (
                Spec::Cron { expr: "*/5 9-17 * * mon-fri".into() },
                r#"{"kind":"cron","expr":"*/5 9-17 * * mon-fri"}"#,
            ),
        ];
        for (spec, json) in cases {
            assert_eq!(serde_json::to_string(&spec).expect("serialize"), json);
            assert_eq!(serde_json::from_str::<Spec>(json).expect("deserialize"), spec);
        }
    }

    #[test]
    fn validate_catches_out_of_range_specs_read_from_a_file() {
        let bad: Vec<Spec> = [
            r#"{"kind":"daily","hour":24,"minute":0}"#,
            r#"{"kind":"daily","hour":9,"minute":75}"#,
            r#"{"kind":"hourly","minute":60}"#,
            r#"{"kind":"every","minutes":7}"#,
            r#"{"kind":"every","minutes":0}"#,
            r#"{"kind":"cron","expr":"0 0 30 2 *"}"#,
            r#"{"kind":"cron","expr":"daily"}"#,
        ]
        .iter()
        .map(|json| serde_json::from_str(json).expect("shape is fine"))
        .collect();
        for spec in bad {
            assert!(spec.validate().is_err(), "{spec:?}");
        }
        assert_eq!(Spec::Daily { hour: 23, minute: 59 }.validate(), Ok(()));
        assert_eq!(Spec::Cron { expr: "0 0 29 2 *".into() }.validate(), Ok(()));
    }

    #[test]
    fn unknown_kinds_and_missing_fields_do_not_deserialize() {
        assert!(serde_json::from_str::<Spec>(r#"{"kind":"weekly","day":1}"#).is_err());
        assert!(serde_json::from_str::<Spec>(r#"{"kind":"daily","hour":9}"#).is_err());
    }

    #[test]
    fn only_a_fixed_hour_follows_the_wall_clock() {
        assert!(ok("daily 02:30").follows_wall_clock());
        assert!(ok("30 2 * * *").follows_wall_clock());
        assert!(ok("0 */2 * * *").follows_wall_clock());
        assert!(!ok("hourly 30").follows_wall_clock());
        assert!(!ok("every 30 m").follows_wall_clock());
        assert!(!ok("30 * * * *").follows_wall_clock());
        assert!(!ok("30 */1 * * *").follows_wall_clock());
        assert!(!ok("30 0-23 * * *").follows_wall_clock());
    }

    #[test]
    fn a_spec_error_becomes_a_usage_failure_with_its_hint() {
        let failure = Failure::from(err("every 7 m"));
        assert_eq!(failure.code, crate::error::code::USAGE);
        assert_eq!(failure.message, "`every 7 m`: 7 does not divide 60");
        assert_eq!(failure.hints.len(), 1);
    }
}
