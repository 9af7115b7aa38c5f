//! When a job fires next, in its time zone, with the DST rules of system cron (DESIGN §6.6).
//!
//! A job with a fixed hour names wall-clock times: each matching local time fires once, at its
//! first occurrence, and a time that a spring-forward gap skips fires at the end of the gap. A
//! job whose hour is a wildcard names elapsed time: it fires at every real minute whose local
//! time matches, so twice in a repeated hour and not at all in a gap. The search walks days by
//! the calendar and jumps between matching minutes, so a rare date like February 29 costs a few
//! hundred date checks, not millions of minutes.

use chrono::{DateTime, Days, NaiveDateTime, NaiveTime, Offset, TimeDelta, TimeZone, Timelike, Utc};
use chrono_tz::Tz;

use super::Spec;
use super::cron::{Bits, Cron};

/// How far ahead to look. The rarest date a valid spec can ask for is February 29 on one
/// weekday (`0 0 29 2 */7`), which can be 40 years apart around 2100.
const HORIZON_DAYS: u64 = 50 * 366;

/// The longest spring-forward gap on record (Samoa skipped 30 December 2011), in minutes.
const MAX_GAP_MINUTES: u32 = 2 * 24 * 60;

/// The first fire time strictly after `after`, at a whole minute, or None when the spec is
/// invalid (see [`Spec::validate`]) or does not fire in the next 50 years.
///
/// DST works like system cron. With a fixed hour ([`Spec::follows_wall_clock`]) each matching
/// wall time fires once: a time skipped by a spring-forward gap fires at the first minute after
/// the gap, a repeated time at its first occurrence. With a wildcard hour (`hourly`, `every N m`,
/// cron `*`) the job follows elapsed time: it fires in both occurrences of a repeated hour and
/// not at all for times that do not exist.
pub fn next_after(spec: &Spec, tz: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let cron = plan(spec)?;
    next_of(&cron, tz, after)
}

/// The next `n` fire times after `after`, in order (fewer when the spec stops firing or is
/// invalid).
pub fn upcoming(spec: &Spec, tz: Tz, after: DateTime<Utc>, n: usize) -> Vec<DateTime<Utc>> {
    let Some(cron) = plan(spec) else {
        return Vec::new();
    };
    let mut times = Vec::with_capacity(n);
    let mut from = after;
    while times.len() < n {
        let Some(next) = next_of(&cron, tz, from) else {
            break;
        };
        times.push(next);
        from = next;
    }
    times
}

/// Every spec as a cron field set.
fn plan(spec: &Spec) -> Option<Cron> {
    spec.validate().ok()?;
    Some(match spec {
        Spec::Daily { hour, minute } => Cron::every_day(Bits::one(*minute), Bits::one(*hour)),
        Spec::Hourly { minute } => Cron::every_day(Bits::one(*minute), Bits::range(0, 23)),
        Spec::Every { minutes } => Cron::every_day(Bits::stepped(0, 59, *minutes), Bits::range(0, 23)),
        Spec::Cron { expr } => Cron::parse(expr).ok()?,
    })
}

fn next_of(cron: &Cron, tz: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    if cron.any_hour() { next_elapsed(cron, tz, after) } else { next_wall_clock(cron, tz, after) }
}

/// Walk matching wall-clock times in order; the first whose instant is after `after` wins.
/// Mapping wall times to instants (first occurrence, or end of gap) never goes backwards, and a
/// wall time up to `after`'s own (floored) one maps to an instant no later than `after`.
fn next_wall_clock(cron: &Cron, tz: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let floor = floor_minute(after.with_timezone(&tz).naive_local())?;
    let last = floor.date().checked_add_days(Days::new(HORIZON_DAYS))?;
    let mut day = floor.date();
    loop {
        day = cron.next_day(day, last)?;
        for hour in cron.hours.iter() {
            for minute in cron.minutes.iter() {
                let wall = day.and_hms_opt(hour, minute, 0)?;
                if wall <= floor {
                    continue;
                }
                if let Some(at) = wall_instant(tz, wall)
                    && at > after
                {
                    return Some(at);
                }
            }
        }
        day = day.succ_opt()?;
    }
}

/// Walk real minutes from `after`, jumping to the next local minute that could match; a jump
/// stops early at an offset change, where local time stops moving with real time.
fn next_elapsed(cron: &Cron, tz: Tz, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let one_minute = TimeDelta::minutes(1);
    let mut at = floor_minute_utc(after)? + one_minute;
    let last = after.with_timezone(&tz).date_naive().checked_add_days(Days::new(HORIZON_DAYS))?;
    loop {
        let local = at.with_timezone(&tz).naive_local();
        let today = local.date();
        if today > last {
            return None;
        }
        if !cron.matches_day(today) {
            let day = cron.next_day(today.succ_opt()?, last)?;
            // The start of a later day is ahead, unless a fall-back crossed midnight backwards;
            // then `max` keeps the walk going forward a minute at a time.
            at = wall_instant(tz, day.and_time(NaiveTime::MIN))?.max(at + one_minute);
            continue;
        }
        let (hour, minute) = (local.hour(), local.minute());
        if cron.hours.has(hour) && cron.minutes.has(minute) {
            return Some(at);
        }
        let now = hour * 60 + minute;
        let wait = match cron.next_time_in_day(hour, minute) {
            Some((hour, minute)) => hour * 60 + minute - now,
            None => 24 * 60 - now,
        };
        at = advance(tz, at, wait);
    }
}

/// `at` plus `minutes`, or the first minute with a different UTC offset if that comes sooner.
/// Until then local time moves in step with real time, so no match is skipped.
fn advance(tz: Tz, at: DateTime<Utc>, minutes: u32) -> DateTime<Utc> {
    let offset = |t: DateTime<Utc>| tz.offset_from_utc_datetime(&t.naive_utc()).fix();
    let later = |k: u32| at + TimeDelta::minutes(i64::from(k));
    let start = offset(at);
    if offset(later(minutes)) == start {
        return later(minutes);
    }
    let (mut same, mut changed) = (0, minutes);
    while changed - same > 1 {
        let mid = same + (changed - same) / 2;
        if offset(later(mid)) == start {
            same = mid;
        } else {
            changed = mid;
        }
    }
    later(changed)
}

/// The instant a wall-clock time names: its first occurrence when the time repeats, or the first
/// minute after the gap when a spring-forward skips it.
fn wall_instant(tz: Tz, wall: NaiveDateTime) -> Option<DateTime<Utc>> {
    let mut probe = wall;
    for _ in 0..=MAX_GAP_MINUTES {
        if let Some(at) = tz.from_local_datetime(&probe).earliest() {
            return Some(at.with_timezone(&Utc));
        }
        probe = probe.checked_add_signed(TimeDelta::minutes(1))?;
    }
    None
}

fn floor_minute(t: NaiveDateTime) -> Option<NaiveDateTime> {
    t.with_second(0)?.with_nanosecond(0)
}

fn floor_minute_utc(t: DateTime<Utc>) -> Option<DateTime<Utc>> {
    t.with_second(0)?.with_nanosecond(0)
}

#[cfg(test)]
mod tests {
    use chrono::Datelike;

    use super::*;
    use crate::schedule::parse;

    fn utc(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).expect("RFC 3339 in test").with_timezone(&Utc)
    }

    fn spec(text: &str) -> Spec {
        parse(text).unwrap_or_else(|e| panic!("{text}: {}", e.message))
    }

    fn zone(name: &str) -> Tz {
        name.parse().expect("IANA zone in test")
    }

    /// The next `n` fire times as RFC 3339 UTC strings, for readable assertions.
    fn fires(text: &str, tz: &str, after: &str, n: usize) -> Vec<String> {
        upcoming(&spec(text), zone(tz), utc(after), n)
            .iter()
            .map(|t| t.format("%Y-%m-%dT%H:%MZ").to_string())
            .collect()
    }

    #[test]
    fn daily_in_shanghai_fires_at_local_nine_which_is_one_utc() {
        assert_eq!(
            fires("daily 09:00", "Asia/Shanghai", "2026-01-01T00:30:00Z", 3),
            ["2026-01-01T01:00Z", "2026-01-02T01:00Z", "2026-01-03T01:00Z"]
        );
        // Already past 09:00 local: tomorrow.
        assert_eq!(fires("每天 09:00", "Asia/Shanghai", "2026-01-01T05:00:00Z", 1), ["2026-01-02T01:00Z"]);
    }

    #[test]
    fn an_after_exactly_at_a_fire_time_returns_the_next_one() {
        let daily = spec("daily 09:00");
        let shanghai = zone("Asia/Shanghai");
        let fire = utc("2026-01-01T01:00:00Z");
        assert_eq!(next_after(&daily, shanghai, fire), Some(utc("2026-01-02T01:00:00Z")));
        assert_eq!(next_after(&daily, shanghai, fire - TimeDelta::seconds(1)), Some(fire));
        let every = spec("every 15 m");
        assert_eq!(
            next_after(&every, shanghai, utc("2026-01-01T10:15:00Z")),
            Some(utc("2026-01-01T10:30:00Z"))
        );
        assert_eq!(
            next_after(&every, shanghai, utc("2026-01-01T10:14:59Z")),
            Some(utc("2026-01-01T10:15:00Z"))
        );
    }

    #[test]
    fn fire_times_are_whole_minutes() {
        let at = next_after(&spec("every 5 m"), zone("UTC"), utc("2026-01-01T10:02:33.250Z")).expect("fires");
        assert_eq!(at, utc("2026-01-01T10:05:00Z"));
        assert_eq!((at.second(), at.nanosecond()), (0, 0));
    }

    #[test]
    fn every_n_minutes_fires_at_local_multiples_of_n_in_a_half_hour_zone() {
        // India is UTC+05:30: local :00 and :30 are UTC :30 and :00.
        assert_eq!(
            fires("every 20 m", "Asia/Kolkata", "2026-01-01T00:31:00Z", 3),
            ["2026-01-01T00:50Z", "2026-01-01T01:10Z", "2026-01-01T01:30Z"]
        );
    }

    #[test]
    fn a_fixed_hour_in_the_berlin_spring_gap_fires_once_at_the_end_of_the_gap() {
        // 2026-03-29 02:00 CET jumps to 03:00 CEST (01:00 UTC); 02:30 does not exist.
        assert_eq!(
            fires("daily 02:30", "Europe/Berlin", "2026-03-28T12:00:00Z", 3),
            ["2026-03-29T01:00Z", "2026-03-30T00:30Z", "2026-03-31T00:30Z"]
        );
        // Every wall time of the missing hour collapses into that one fire.
        assert_eq!(
            fires("*/15 2 * * *", "Europe/Berlin", "2026-03-28T23:00:00Z", 2),
            ["2026-03-29T01:00Z", "2026-03-30T00:00Z"]
        );
    }

    #[test]
    fn a_fixed_hour_in_the_new_york_spring_gap_fires_once_at_the_end_of_the_gap() {
        // 2026-03-08 02:00 EST jumps to 03:00 EDT (07:00 UTC).
        assert_eq!(
            fires("30 2 * * *", "America/New_York", "2026-03-07T12:00:00Z", 3),
            ["2026-03-08T07:00Z", "2026-03-09T06:30Z", "2026-03-10T06:30Z"]
        );
    }

    #[test]
    fn a_fixed_hour_in_the_berlin_repeated_hour_fires_once_at_the_first_occurrence() {
        // 2026-10-25 03:00 CEST falls back to 02:00 CET (01:00 UTC); 02:30 happens twice.
        assert_eq!(
            fires("daily 02:30", "Europe/Berlin", "2026-10-24T12:00:00Z", 2),
            ["2026-10-25T00:30Z", "2026-10-26T01:30Z"]
        );
        // From inside the second 02:xx hour, the repeat is not a new fire.
        assert_eq!(fires("daily 02:30", "Europe/Berlin", "2026-10-25T01:15:00Z", 1), ["2026-10-26T01:30Z"]);
    }

    #[test]
    fn a_fixed_hour_in_the_new_york_repeated_hour_fires_once_at_the_first_occurrence() {
        // 2026-11-01 02:00 EDT falls back to 01:00 EST (06:00 UTC); 01:30 happens twice.
        assert_eq!(
            fires("daily 01:30", "America/New_York", "2026-10-31T12:00:00Z", 2),
            ["2026-11-01T05:30Z", "2026-11-02T06:30Z"]
        );
        assert_eq!(fires("30 1 * * *", "America/New_York", "2026-11-01T05:30:00Z", 1), ["2026-11-02T06:30Z"]);
    }

    #[test]
    fn hourly_fires_in_both_occurrences_of_the_repeated_hour() {
        assert_eq!(
            fires("hourly 30", "Europe/Berlin", "2026-10-24T23:00:00Z", 4),
            // 01:30 CEST, 02:30 CEST, 02:30 CET, 03:30 CET
            ["2026-10-24T23:30Z", "2026-10-25T00:30Z", "2026-10-25T01:30Z", "2026-10-25T02:30Z"]
        );
        assert_eq!(
            fires("30 * * * *", "America/New_York", "2026-11-01T05:00:00Z", 3),
            // 01:30 EDT, 01:30 EST, 02:30 EST
            ["2026-11-01T05:30Z", "2026-11-01T06:30Z", "2026-11-01T07:30Z"]
        );
    }

    #[test]
    fn every_thirty_minutes_fires_in_both_occurrences_of_the_repeated_hour() {
        assert_eq!(
            fires("every 30 m", "Europe/Berlin", "2026-10-24T23:59:00Z", 5),
            // 02:00 CEST, 02:30 CEST, 02:00 CET, 02:30 CET, 03:00 CET
            [
                "2026-10-25T00:00Z",
                "2026-10-25T00:30Z",
                "2026-10-25T01:00Z",
                "2026-10-25T01:30Z",
                "2026-10-25T02:00Z"
            ]
        );
    }

    #[test]
    fn a_wildcard_hour_skips_the_spring_gap_instead_of_firing_late() {
        assert_eq!(
            fires("hourly 30", "Europe/Berlin", "2026-03-29T00:00:00Z", 2),
            // 01:30 CET, then 03:30 CEST: there is no 02:30.
            ["2026-03-29T00:30Z", "2026-03-29T01:30Z"]
        );
        assert_eq!(
            fires("every 30 m", "America/New_York", "2026-03-08T06:15:00Z", 3),
            // 01:30 EST, then 03:00 EDT, 03:30 EDT
            ["2026-03-08T06:30Z", "2026-03-08T07:00Z", "2026-03-08T07:30Z"]
        );
    }

    #[test]
    fn cron_weekdays_and_the_day_or_rule_pick_the_right_dates() {
        // 2026-02-13 is a Friday; `13 * fri` fires on every Friday and on every 13th.
        assert_eq!(
            fires("0 12 13 * fri", "UTC", "2026-02-01T00:00:00Z", 4),
            ["2026-02-06T12:00Z", "2026-02-13T12:00Z", "2026-02-20T12:00Z", "2026-02-27T12:00Z"]
        );
        // 2026-01-13 is a Tuesday: it fires as the 13th, between two Fridays.
        assert_eq!(
            fires("0 12 13 * fri", "UTC", "2026-01-10T00:00:00Z", 3),
            ["2026-01-13T12:00Z", "2026-01-16T12:00Z", "2026-01-23T12:00Z"]
        );
        // Sunday written as 7. 2026-01-04 is a Sunday.
        assert_eq!(
            fires("0 8 * * 7", "UTC", "2026-01-01T00:00:00Z", 2),
            ["2026-01-04T08:00Z", "2026-01-11T08:00Z"]
        );
        // Weekdays only, every 5 minutes within working hours.
        assert_eq!(
            fires("*/5 9-17 * * mon-fri", "UTC", "2026-01-02T17:50:00Z", 3),
            ["2026-01-02T17:55Z", "2026-01-05T09:00Z", "2026-01-05T09:05Z"]
        );
    }

    #[test]
    fn the_31st_skips_short_months() {
        assert_eq!(
            fires("0 0 31 * *", "UTC", "2026-01-31T00:00:00Z", 3),
            ["2026-03-31T00:00Z", "2026-05-31T00:00Z", "2026-07-31T00:00Z"]
        );
    }

    #[test]
    fn february_29_is_found_years_ahead() {
        assert_eq!(
            fires("0 0 29 2 *", "Europe/Berlin", "2026-03-01T00:00:00Z", 3),
            ["2028-02-28T23:00Z", "2032-02-28T23:00Z", "2036-02-28T23:00Z"]
        );
        // The same date with a wildcard hour takes the elapsed-time path.
        assert_eq!(
            fires("* * 29 2 *", "UTC", "2026-03-01T00:00:00Z", 2),
            ["2028-02-29T00:00Z", "2028-02-29T00:01Z"]
        );
        // February 29 on a Sunday (AND rule: the weekday field starts with `*`): 2032, then 2060.
        assert_eq!(
            fires("0 0 29 2 */7", "UTC", "2026-01-01T00:00:00Z", 2),
            ["2032-02-29T00:00Z", "2060-02-29T00:00Z"]
        );
    }

    #[test]
    fn an_invalid_spec_never_fires() {
        let bad = Spec::Cron { expr: "0 0 30 2 *".into() };
        assert_eq!(next_after(&bad, zone("UTC"), utc("2026-01-01T00:00:00Z")), None);
        assert!(
            upcoming(&Spec::Every { minutes: 7 }, zone("UTC"), utc("2026-01-01T00:00:00Z"), 3).is_empty()
        );
    }

    /// Whether a local wall time is one the cron fields name.
    fn names(cron: &Cron, wall: NaiveDateTime) -> bool {
        cron.matches_day(wall.date()) && cron.hours.has(wall.hour()) && cron.minutes.has(wall.minute())
    }

    /// Every fire from `from` to `to`, by the definition, one real minute at a time. Elapsed
    /// time: each minute whose local time matches. Wall clock: a wall time fires the first
    /// minute the clock reads it or later, i.e. the minute that first lifts the highest reading
    /// so far past it.
    fn reference(cron: &Cron, tz: Tz, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<DateTime<Utc>> {
        let minute = TimeDelta::minutes(1);
        let local = |t: DateTime<Utc>| t.with_timezone(&tz).naive_local();
        let mut at = from - TimeDelta::hours(3);
        let mut highest = local(at);
        let mut fires = Vec::new();
        while at < to {
            at += minute;
            let now = local(at);
            let fires_now = if cron.any_hour() {
                names(cron, now)
            } else {
                let mut wall = highest + minute;
                let mut hit = false;
                while wall <= now {
                    hit |= names(cron, wall);
                    wall += minute;
                }
                hit
            };
            highest = highest.max(now);
            if fires_now && at >= from {
                fires.push(at);
            }
        }
        fires
    }

    /// The instants at which the zone's UTC offset changes during `year`.
    fn transitions(tz: Tz, year: i32) -> Vec<DateTime<Utc>> {
        let offset = |t: DateTime<Utc>| tz.offset_from_utc_datetime(&t.naive_utc()).fix();
        let mut at = utc(&format!("{year}-01-01T00:00:00Z"));
        let mut found = Vec::new();
        while at.year() == year {
            let next = at + TimeDelta::minutes(15);
            if offset(next) != offset(at) {
                found.push(next);
            }
            at = next;
        }
        found
    }

    #[test]
    fn agrees_with_a_minute_by_minute_reference_around_every_dst_change() {
        let specs = [
            "daily 02:30",
            "daily 00:30",
            "daily 23:30",
            "*/15 2 * * *",
            "* 2 * * *",
            "45 0-3 * * *",
            "0 */2 * * *",
            "hourly 30",
            "every 20 m",
            "*/7 * * * *",
            "0 3-5 * * 0,wed,5",
            "10 3 * * *",
        ];
        // Whole-hour, half-hour (Lord Howe), 02:45 (Chatham) and midnight (Santiago, Havana)
        // changes, and Samoa skipping a whole day in 2011.
        let zones = [
            ("Europe/Berlin", 2026),
            ("America/New_York", 2026),
            ("Australia/Lord_Howe", 2026),
            ("Pacific/Chatham", 2026),
            ("America/Santiago", 2026),
            ("America/Havana", 2026),
            ("Pacific/Apia", 2011),
        ];
        for (name, year) in zones {
            let tz = zone(name);
            let changes = transitions(tz, year);
            assert!(!changes.is_empty(), "{name} changes offset in {year}");
            for change in changes {
                let from = change - TimeDelta::hours(4);
                for text in specs {
                    let cron = plan(&spec(text)).expect("valid spec");
                    let fires = reference(&cron, tz, from, change + TimeDelta::days(4));
                    for step in -30..=30i64 {
                        let after = change
                            + TimeDelta::minutes(7 * step)
                            + TimeDelta::seconds(step.rem_euclid(3) * 20);
                        let expected = fires.iter().find(|&&t| t > after).copied();
                        assert!(expected.is_some(), "`{text}` fires within the window in {name}");
                        assert_eq!(next_of(&cron, tz, after), expected, "`{text}` in {name} after {after}");
                    }
                }
            }
        }
    }

    #[test]
    fn upcoming_lists_fires_in_order() {
        assert_eq!(
            fires("every 15 m", "UTC", "2026-01-01T23:40:00Z", 4),
            ["2026-01-01T23:45Z", "2026-01-02T00:00Z", "2026-01-02T00:15Z", "2026-01-02T00:30Z"]
        );
        assert!(fires("hourly", "UTC", "2026-01-01T00:00:00Z", 0).is_empty());
    }
}
