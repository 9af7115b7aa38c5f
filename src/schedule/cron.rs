//! Five-field crontab expressions with the semantics of `man 5 crontab` (Vixie cron).
//!
//! Why not the `cron` crate: it expects a leading seconds field (and an optional year), numbers
//! weekdays 1–7 from Sunday, and always ANDs day-of-month with day-of-week. So `0 9 * * 1` or
//! `0 0 13 * fri` would quietly mean something else than in every crontab the user has written,
//! and adapting its input and output would take more code than this parser. The grammar is
//! small; parsing it here keeps crontab's meaning (0 and 7 = Sunday, names, the OR rule) and
//! lets every error name the field and the fix.

use chrono::{Datelike, NaiveDate};

use super::SpecError;

/// A set of small numbers (below 64) as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bits(u64);

impl Bits {
    /// Every number from `lo` to `hi`, inclusive.
    pub(crate) fn range(lo: u32, hi: u32) -> Bits {
        Bits::stepped(lo, hi, 1)
    }

    /// `lo`, `lo + step`, … up to `hi`.
    pub(crate) fn stepped(lo: u32, hi: u32, step: u32) -> Bits {
        let mut bits = 0u64;
        let mut value = lo;
        while value <= hi {
            bits |= 1 << value;
            value += step;
        }
        Bits(bits)
    }

    pub(crate) fn one(value: u32) -> Bits {
        Bits(1 << value)
    }

    pub(crate) fn has(self, value: u32) -> bool {
        value < 64 && self.0 & (1 << value) != 0
    }

    /// The smallest member that is at least `value`.
    pub(crate) fn first_from(self, value: u32) -> Option<u32> {
        if value >= 64 {
            return None;
        }
        let rest = self.0 >> value << value;
        (rest != 0).then(|| rest.trailing_zeros())
    }

    /// The members in ascending order.
    pub(crate) fn iter(self) -> impl Iterator<Item = u32> {
        (0..64).filter(move |&value| self.has(value))
    }
}

/// A parsed cron expression: the allowed values of each field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Cron {
    pub(crate) minutes: Bits,
    pub(crate) hours: Bits,
    /// Days of the month, 1–31.
    pub(crate) days: Bits,
    /// Months, 1–12.
    pub(crate) months: Bits,
    /// Days of the week, 0–6 from Sunday (a 7 in the expression is folded into 0).
    pub(crate) weekdays: Bits,
    /// Both day fields are restricted (neither starts with `*`): a day matches when either field
    /// matches, not both (the Vixie cron rule).
    pub(crate) day_or: bool,
}

/// One field of the expression: its name in messages, its range, and its names (index = value
/// offset from `names_from`).
struct Field {
    name: &'static str,
    lo: u32,
    hi: u32,
    names: &'static [&'static str],
    names_from: u32,
}

const MINUTE: Field = Field { name: "minute", lo: 0, hi: 59, names: &[], names_from: 0 };
const HOUR: Field = Field { name: "hour", lo: 0, hi: 23, names: &[], names_from: 0 };
const DAY: Field = Field { name: "day-of-month", lo: 1, hi: 31, names: &[], names_from: 0 };
const MONTH: Field = Field {
    name: "month",
    lo: 1,
    hi: 12,
    names: &["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
    names_from: 1,
};
const WEEKDAY: Field = Field {
    name: "day-of-week",
    lo: 0,
    hi: 7,
    names: &["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
    names_from: 0,
};

const FIELDS_HINT: &str =
    "five fields: minute hour day-of-month month day-of-week, e.g. `*/5 9-17 * * mon-fri`";

/// The longest each month can be (February in a leap year).
const MONTH_DAYS: [u32; 12] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

impl Cron {
    /// Parse a 5-field expression; rejects out-of-range values and expressions that can never
    /// fire (such as February 30).
    pub(crate) fn parse(expr: &str) -> Result<Cron, SpecError> {
        let fields: Vec<&str> = expr.split_whitespace().collect();
        let [minute, hour, day, month, weekday] = fields[..] else {
            let hint = if fields.len() == 6 {
                format!("{FIELDS_HINT} (there is no seconds field)")
            } else {
                FIELDS_HINT.to_string()
            };
            return Err(SpecError::new(
                format!("`{}` has {} fields; a cron expression has 5", expr.trim(), fields.len()),
                hint,
            ));
        };
        let mut weekdays = parse_field(weekday, &WEEKDAY, expr)?;
        if weekdays.has(7) {
            weekdays = Bits((weekdays.0 | 1) & !(1 << 7));
        }
        let cron = Cron {
            minutes: parse_field(minute, &MINUTE, expr)?,
            hours: parse_field(hour, &HOUR, expr)?,
            days: parse_field(day, &DAY, expr)?,
            months: parse_field(month, &MONTH, expr)?,
            weekdays,
            day_or: !day.starts_with('*') && !weekday.starts_with('*'),
        };
        cron.check_can_fire(expr)?;
        Ok(cron)
    }

    /// Every day of the year, at the given minutes of the given hours.
    pub(crate) fn every_day(minutes: Bits, hours: Bits) -> Cron {
        Cron {
            minutes,
            hours,
            days: Bits::range(1, 31),
            months: Bits::range(1, 12),
            weekdays: Bits::range(0, 6),
            day_or: false,
        }
    }

    /// Every hour is allowed: DST then follows elapsed time, not the wall clock.
    pub(crate) fn any_hour(&self) -> bool {
        self.hours == Bits::range(0, 23)
    }

    /// Whether the job runs on this (local) date.
    pub(crate) fn matches_day(&self, date: NaiveDate) -> bool {
        if !self.months.has(date.month()) {
            return false;
        }
        let by_day = self.days.has(date.day());
        let by_weekday = self.weekdays.has(date.weekday().num_days_from_sunday());
        if self.day_or { by_day || by_weekday } else { by_day && by_weekday }
    }

    /// The first date from `from` to `last` (inclusive) the job runs on.
    pub(crate) fn next_day(&self, from: NaiveDate, last: NaiveDate) -> Option<NaiveDate> {
        let mut date = from;
        while date <= last {
            if !self.months.has(date.month()) {
                // Skip the whole month: `0 0 29 2 *` looks at 29 days a year, not 365.
                let (year, month) =
                    if date.month() == 12 { (date.year() + 1, 1) } else { (date.year(), date.month() + 1) };
                date = NaiveDate::from_ymd_opt(year, month, 1)?;
                continue;
            }
            if self.matches_day(date) {
                return Some(date);
            }
            date = date.succ_opt()?;
        }
        None
    }

    /// The first allowed (hour, minute) later than `hour:minute` on the same day.
    pub(crate) fn next_time_in_day(&self, hour: u32, minute: u32) -> Option<(u32, u32)> {
        if self.hours.has(hour)
            && let Some(next) = self.minutes.first_from(minute + 1)
        {
            return Some((hour, next));
        }
        Some((self.hours.first_from(hour + 1)?, self.minutes.first_from(0)?))
    }

    /// Reject day rules no calendar date satisfies. With the OR rule every month has each
    /// weekday; otherwise some chosen month must be long enough for some chosen day (every such
    /// date falls on every weekday sooner or later).
    fn check_can_fire(&self, expr: &str) -> Result<(), SpecError> {
        if self.day_or {
            return Ok(());
        }
        let possible = (1..=12u32)
            .filter(|&month| self.months.has(month))
            .any(|month| self.days.first_from(1).is_some_and(|day| day <= MONTH_DAYS[month as usize - 1]));
        if possible {
            return Ok(());
        }
        Err(SpecError::new(
            format!("`{}` never fires: no chosen month has the chosen day of the month", expr.trim()),
            "check the day-of-month and month fields: February has at most 29 days; April, June, \
             September and November have 30",
        ))
    }
}

/// One field: a comma-separated list of `*`, `N`, `A-B`, `*/S`, `A-B/S` or `N/S` (= `N-max/S`).
fn parse_field(text: &str, field: &Field, expr: &str) -> Result<Bits, SpecError> {
    let mut bits = 0u64;
    for item in text.split(',') {
        let (range, step) = match item.split_once('/') {
            Some((range, step)) => (range, Some(parse_step(step, field, expr)?)),
            None => (item, None),
        };
        let (lo, hi) = if range == "*" {
            (field.lo, field.hi)
        } else if let Some((lo, hi)) = range.split_once('-') {
            let (lo, hi) = (parse_value(lo, field, expr)?, parse_value(hi, field, expr)?);
            // `fri-sun`: a weekday range may end on Sunday, written 0 or `sun`.
            let hi = if field.name == WEEKDAY.name && hi == 0 && lo > 0 { 7 } else { hi };
            if lo > hi {
                return Err(SpecError::new(
                    format!("`{}`: {} range `{range}` runs backwards", expr.trim(), field.name),
                    format!("write ranges low to high, within {}-{}", field.lo, field.hi),
                ));
            }
            (lo, hi)
        } else if step.is_some() {
            // `10/5` is `10-59/5`, as cronie reads it: from the value to the field's end.
            (parse_value(range, field, expr)?, field.hi)
        } else {
            let value = parse_value(range, field, expr)?;
            (value, value)
        };
        bits |= Bits::stepped(lo, hi, step.unwrap_or(1)).0;
    }
    Ok(Bits(bits))
}

/// A number or (for months and weekdays) a three-letter name, checked against the field range.
fn parse_value(text: &str, field: &Field, expr: &str) -> Result<u32, SpecError> {
    let lower = text.to_ascii_lowercase();
    if let Some(index) = field.names.iter().position(|name| *name == lower) {
        return Ok(index as u32 + field.names_from);
    }
    let bad = || {
        let names = match field.names.first().zip(field.names.last()) {
            Some((first, last)) => format!(", or a name `{first}`…`{last}`"),
            None => String::new(),
        };
        SpecError::new(
            format!("`{}`: `{text}` is not a valid {}", expr.trim(), field.name),
            format!(
                "the {} field takes numbers {}-{}{names}, `*`, lists, ranges and steps",
                field.name, field.lo, field.hi
            ),
        )
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match text.parse::<u32>() {
        Ok(value) if (field.lo..=field.hi).contains(&value) => Ok(value),
        Ok(_) | Err(_) => Err(SpecError::new(
            format!("`{}`: {} {text} is out of range {}-{}", expr.trim(), field.name, field.lo, field.hi),
            FIELDS_HINT,
        )),
    }
}

/// A step: at least 1, at most the size of the field's range.
fn parse_step(text: &str, field: &Field, expr: &str) -> Result<u32, SpecError> {
    let span = field.hi - field.lo + 1;
    match text.parse::<u32>() {
        Ok(step) if text.bytes().all(|b| b.is_ascii_digit()) && (1..=span).contains(&step) => Ok(step),
        Ok(_) | Err(_) => Err(SpecError::new(
            format!("`{}`: {} step `/{text}` is not a number from 1 to {span}", expr.trim(), field.name),
            format!("e.g. `*/5` in the minute field means every 5 minutes; {FIELDS_HINT}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cron(expr: &str) -> Cron {
        Cron::parse(expr).unwrap_or_else(|e| panic!("{expr}: {}", e.message))
    }

    fn members(bits: Bits) -> Vec<u32> {
        bits.iter().collect()
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).expect("valid date")
    }

    #[test]
    fn star_covers_the_whole_field_range() {
        let c = cron("* * * * *");
        assert_eq!(members(c.minutes), (0..=59).collect::<Vec<_>>());
        assert_eq!(members(c.hours), (0..=23).collect::<Vec<_>>());
        assert_eq!(members(c.days), (1..=31).collect::<Vec<_>>());
        assert_eq!(members(c.months), (1..=12).collect::<Vec<_>>());
        assert_eq!(members(c.weekdays), (0..=6).collect::<Vec<_>>());
        assert!(c.any_hour());
        assert!(!c.day_or);
    }

    #[test]
    fn steps_lists_and_ranges_combine() {
        let c = cron("*/15 9-17/4 1,15,20-22 * *");
        assert_eq!(members(c.minutes), [0, 15, 30, 45]);
        assert_eq!(members(c.hours), [9, 13, 17]);
        assert_eq!(members(c.days), [1, 15, 20, 21, 22]);
        assert!(!c.any_hour());
    }

    #[test]
    fn a_value_with_a_step_runs_to_the_end_of_the_field_as_in_cronie() {
        let c = cron("10/5 10/5 10/5 10/5 1/2");
        assert_eq!(members(c.minutes), (10..=59).step_by(5).collect::<Vec<_>>());
        assert_eq!(members(c.hours), [10, 15, 20]);
        assert_eq!(members(c.days), [10, 15, 20, 25, 30]);
        assert_eq!(members(c.months), [10]);
        // 1-7/2 in day-of-week: Monday, Wednesday, Friday and 7 = Sunday.
        assert_eq!(members(c.weekdays), [0, 1, 3, 5]);
        assert_eq!(cron("10/5 * * * *"), cron("10-59/5 * * * *"));
        assert_eq!(members(cron("0 0 * mar/3 *").months), [3, 6, 9, 12]);
        assert_eq!(members(cron("59/5 * * * *").minutes), [59]);
    }

    #[test]
    fn month_and_weekday_names_are_case_insensitive() {
        let c = cron("0 0 * JAN,jul-Sep Mon-FRI");
        assert_eq!(members(c.months), [1, 7, 8, 9]);
        assert_eq!(members(c.weekdays), [1, 2, 3, 4, 5]);
    }

    #[test]
    fn seven_and_zero_both_mean_sunday() {
        assert_eq!(members(cron("0 0 * * 7").weekdays), [0]);
        assert_eq!(members(cron("0 0 * * 0").weekdays), [0]);
        assert_eq!(members(cron("0 0 * * 5-7").weekdays), [0, 5, 6]);
        assert_eq!(members(cron("0 0 * * fri-sun").weekdays), [0, 5, 6]);
        assert_eq!(members(cron("0 0 * * sun").weekdays), [0]);
    }

    #[test]
    fn day_of_month_and_day_of_week_are_ored_when_both_are_restricted() {
        let c = cron("0 0 13 * fri");
        assert!(c.day_or);
        assert!(c.matches_day(date(2026, 1, 13)), "the 13th, a Tuesday");
        assert!(c.matches_day(date(2026, 1, 16)), "a Friday, the 16th");
        assert!(!c.matches_day(date(2026, 1, 14)), "neither");
    }

    #[test]
    fn a_star_day_field_makes_the_other_one_decide() {
        let only_fridays = cron("0 0 * * fri");
        assert!(!only_fridays.day_or);
        assert!(only_fridays.matches_day(date(2026, 1, 16)));
        assert!(!only_fridays.matches_day(date(2026, 1, 13)));
        let only_13th = cron("0 0 13 * *");
        assert!(only_13th.matches_day(date(2026, 1, 13)));
        assert!(!only_13th.matches_day(date(2026, 1, 16)));
    }

    #[test]
    fn a_stepped_star_day_field_still_ands_like_vixie_cron() {
        // `*/2` starts with `*`, so odd days AND Fridays.
        let c = cron("0 0 */2 * fri");
        assert!(!c.day_or);
        assert!(c.matches_day(date(2026, 1, 23)), "Friday the 23rd");
        assert!(!c.matches_day(date(2026, 1, 16)), "Friday the 16th is even");
        assert!(!c.matches_day(date(2026, 1, 13)), "odd but a Tuesday");
    }

    #[test]
    fn out_of_range_values_are_rejected_with_the_field_name() {
        for (expr, needle) in [
            ("60 * * * *", "minute 60 is out of range 0-59"),
            ("* 24 * * *", "hour 24 is out of range 0-23"),
            ("* * 0 * *", "day-of-month 0 is out of range 1-31"),
            ("* * 32 * *", "day-of-month 32 is out of range 1-31"),
            ("* * * 13 *", "month 13 is out of range 1-12"),
            ("* * * * 8", "day-of-week 8 is out of range 0-7"),
        ] {
            let err = Cron::parse(expr).expect_err(expr);
            assert!(err.message.contains(needle), "{expr}: {}", err.message);
        }
    }

    #[test]
    fn malformed_fields_are_rejected() {
        for expr in [
            "*/0 * * * *",
            "*/61 * * * *",
            "60/5 * * * *",
            "5/0 * * * *",
            "/5 * * * *",
            "1,,2 * * * *",
            "10-5 * * * *",
            "* * * foo *",
            "* * * * mon-",
            "-1 * * * *",
            "+1 * * * *",
            "* * * jan-mon *",
        ] {
            assert!(Cron::parse(expr).is_err(), "{expr} should be rejected");
        }
    }

    #[test]
    fn the_field_count_must_be_five_and_six_mentions_seconds() {
        let err = Cron::parse("0 0 9 * * *").expect_err("six fields");
        assert!(err.message.contains("has 6 fields"), "{}", err.message);
        assert!(err.hint.contains("no seconds field"), "{}", err.hint);
        assert!(Cron::parse("0 9 * *").is_err());
    }

    #[test]
    fn dates_that_never_exist_are_rejected() {
        for expr in ["0 0 30 2 *", "0 0 31 2 *", "0 0 31 4 *", "0 0 31 4,6,9,11 *", "0 0 30,31 feb *"] {
            let err = Cron::parse(expr).expect_err(expr);
            assert!(err.message.contains("never fires"), "{expr}: {}", err.message);
        }
        for expr in ["0 0 29 2 *", "0 0 31 * *", "0 0 31 4,5 *", "0 0 30 2 mon"] {
            assert!(Cron::parse(expr).is_ok(), "{expr} can fire");
        }
    }

    #[test]
    fn next_day_skips_months_that_are_not_chosen() {
        let c = cron("0 0 29 2 *");
        assert_eq!(c.next_day(date(2026, 3, 1), date(2040, 1, 1)), Some(date(2028, 2, 29)));
        assert_eq!(c.next_day(date(2026, 3, 1), date(2027, 12, 31)), None);
    }

    #[test]
    fn next_time_in_day_moves_to_the_next_allowed_hour() {
        let c = cron("10,40 9,17 * * *");
        assert_eq!(c.next_time_in_day(9, 10), Some((9, 40)));
        assert_eq!(c.next_time_in_day(9, 40), Some((17, 10)));
        assert_eq!(c.next_time_in_day(3, 0), Some((9, 10)));
        assert_eq!(c.next_time_in_day(17, 40), None);
    }
}
