//! Which IANA time zone a job runs in: the job's own > `settings.timezone` > the host's.

use std::path::Path;

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;

use super::SpecError;

/// An IANA zone name such as `Asia/Shanghai` (surrounding spaces ignored). Case does not
/// matter (`utc`, `asia/shanghai`); the result names the zone canonically. A near miss (a typo,
/// or only the city) is refused with a suggestion.
pub fn parse_zone(name: &str) -> Result<Tz, SpecError> {
    let name = name.trim();
    if let Ok(tz) = name.parse::<Tz>() {
        return Ok(tz);
    }
    let lower = name.to_lowercase();
    if let Some(tz) = chrono_tz::TZ_VARIANTS.iter().find(|tz| tz.name().to_lowercase() == lower) {
        return Ok(*tz);
    }
    let hint = match suggestions(&lower)[..] {
        [] => "use an IANA name such as `Asia/Shanghai` or `Europe/Berlin`".to_string(),
        [one] => format!("did you mean {one}?"),
        [ref some @ .., last] => format!("did you mean {} or {last}?", some.join(", ")),
    };
    Err(SpecError::new(format!("`{name}` is not an IANA time zone"), hint))
}

/// At most this many zones are suggested for one near miss.
const MAX_SUGGESTIONS: usize = 3;

/// Zones the user may have meant by `wanted` (lower case, not itself a zone): those whose name
/// ends in `/wanted` (`shanghai`, `argentina/buenos_aires`), else the closest names within two
/// edits, comparing the whole name and (for input without `/`) the city part. Spaces count as
/// underscores (`new york`). Empty when nothing is close or too many are.
fn suggestions(wanted: &str) -> Vec<&'static str> {
    let wanted = wanted.replace(' ', "_");
    if wanted.is_empty() {
        return Vec::new();
    }
    // Common names that are no IANA zone: China's zone is named after Shanghai.
    if ["beijing", "asia/beijing", "china", "china_standard_time"].contains(&wanted.as_str()) {
        return vec!["Asia/Shanghai"];
    }
    let names = chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name());
    let tail = format!("/{wanted}");
    let by_suffix: Vec<&str> = names.clone().filter(|name| name.to_lowercase().ends_with(&tail)).collect();
    if !by_suffix.is_empty() {
        return if by_suffix.len() <= MAX_SUGGESTIONS { by_suffix } else { Vec::new() };
    }
    // Short input is close to too much (`cst` is one edit from `EST`, `HST` and `MST`): allow
    // fewer edits, none for abbreviations.
    let allowed = match wanted.chars().count() {
        0..=3 => 0,
        4..=6 => 1,
        _ => 2,
    };
    let scored: Vec<(usize, &str)> = names
        .map(|name| {
            let lower = name.to_lowercase();
            let city = lower.rsplit('/').next().unwrap_or(&lower);
            let whole = edit_distance(&wanted, &lower);
            let score = if wanted.contains('/') { whole } else { whole.min(edit_distance(&wanted, city)) };
            (score, name)
        })
        .filter(|(score, _)| *score <= allowed)
        .collect();
    let Some(best) = scored.iter().map(|(score, _)| *score).min() else { return Vec::new() };
    let closest: Vec<&str> = scored.into_iter().filter(|(score, _)| *score == best).map(|(_, n)| n).collect();
    if closest.len() <= MAX_SUGGESTIONS { closest } else { Vec::new() }
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != *cb)).min(row[j] + 1).min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// A moment typed by the user: RFC 3339 (`2026-12-01T09:00:00+08:00`), or a wall-clock time in
/// `tz` as `YYYY-MM-DD HH:MM[:SS]` (a `T` may stand for the space) or a date `YYYY-MM-DD`
/// (midnight). A wall-clock time that happens twice (clocks falling back) is the first; one
/// that does not exist (clocks springing forward) is refused.
pub fn parse_moment(text: &str, tz: Tz) -> Result<DateTime<Utc>, SpecError> {
    let text = text.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Ok(t.with_timezone(&Utc));
    }
    let local = ["%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S"]
        .iter()
        .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
        .or_else(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().and_then(|d| d.and_hms_opt(0, 0, 0)));
    let Some(local) = local else {
        return Err(SpecError::new(
            format!("`{text}` is not a time"),
            format!(
                "write `YYYY-MM-DD HH:MM` (in {}) or an RFC 3339 time such as `2026-12-01T09:00:00Z`",
                tz.name()
            ),
        ));
    };
    tz.from_local_datetime(&local).earliest().map(|t| t.with_timezone(&Utc)).ok_or_else(|| {
        SpecError::new(
            format!("`{text}` does not exist in {}: the clocks skip it for daylight saving", tz.name()),
            "pick a time outside the change, or give an offset such as `2026-03-29T02:30:00+01:00`",
        )
    })
}

/// The host's zone: `$TZ` (an IANA name, optionally after `:`, or a path into `zoneinfo/`),
/// else the target of the `/etc/localtime` symlink, else `/etc/timezone`, else UTC. A source
/// that names no known zone (a POSIX rule such as `CET-1CEST`) is skipped.
pub fn host_zone() -> Tz {
    if let Some(tz) = std::env::var("TZ").ok().as_deref().and_then(zone_from_tz_var) {
        return tz;
    }
    if let Some(tz) = std::fs::read_link("/etc/localtime").ok().as_deref().and_then(zone_from_link) {
        return tz;
    }
    if let Some(tz) = std::fs::read_to_string("/etc/timezone").ok().as_deref().and_then(zone_from_file) {
        return tz;
    }
    Tz::UTC
}

/// The zone a job runs in: the job's zone, else the settings zone, else [`host_zone`]. An
/// empty or blank name counts as unset; a name that is set must be valid.
pub fn resolve_zone(job: Option<&str>, settings: Option<&str>) -> Result<Tz, SpecError> {
    if let Some(name) = given(job) {
        return parse_zone(name);
    }
    if let Some(name) = given(settings) {
        return parse_zone(name).map_err(|err| SpecError {
            message: format!("settings `timezone`: {}", err.message),
            hint: format!("{}, or run `okbot settings set timezone null` for the host's zone", err.hint),
        });
    }
    Ok(host_zone())
}

/// A zone name that is present and not blank.
fn given(name: Option<&str>) -> Option<&str> {
    name.map(str::trim).filter(|name| !name.is_empty())
}

/// `$TZ`: `Europe/Berlin`, `:Europe/Berlin`, or `/usr/share/zoneinfo/Europe/Berlin`.
fn zone_from_tz_var(value: &str) -> Option<Tz> {
    let value = value.trim();
    let value = value.strip_prefix(':').unwrap_or(value);
    if value.contains("zoneinfo/") {
        return zone_from_link(Path::new(value));
    }
    value.parse().ok()
}

/// A path into a zoneinfo folder, such as `../usr/share/zoneinfo/Europe/Berlin` (Linux) or
/// `/var/db/timezone/zoneinfo/Europe/Berlin` (macOS).
fn zone_from_link(target: &Path) -> Option<Tz> {
    let target = target.to_str()?;
    let (_, name) = target.rsplit_once("zoneinfo/")?;
    let name = name.strip_prefix("posix/").or_else(|| name.strip_prefix("right/")).unwrap_or(name);
    name.parse().ok()
}

/// `/etc/timezone` (Debian): the zone name on the first line.
fn zone_from_file(text: &str) -> Option<Tz> {
    text.lines().next()?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iana_names_parse_and_others_get_a_hint() {
        assert_eq!(parse_zone("Asia/Shanghai"), Ok(Tz::Asia__Shanghai));
        assert_eq!(parse_zone(" Europe/Berlin "), Ok(Tz::Europe__Berlin));
        assert_eq!(parse_zone("UTC"), Ok(Tz::UTC));
        let err = parse_zone("Mars/Base").expect_err("not a zone");
        assert_eq!(err.message, "`Mars/Base` is not an IANA time zone");
        assert!(err.hint.contains("Asia/Shanghai"), "{}", err.hint);
        assert!(parse_zone("").is_err());
    }

    #[test]
    fn zone_names_match_whatever_their_case_and_come_back_canonical() {
        assert_eq!(parse_zone("utc"), Ok(Tz::UTC));
        assert_eq!(parse_zone("Asia/shanghai"), Ok(Tz::Asia__Shanghai));
        assert_eq!(parse_zone(" EUROPE/BERLIN "), Ok(Tz::Europe__Berlin));
        assert_eq!(
            parse_zone("america/argentina/buenos_aires").map(|t| t.name()),
            Ok("America/Argentina/Buenos_Aires")
        );
        assert_eq!(parse_zone("asia/shanghai").map(|t| t.name()), Ok("Asia/Shanghai"));
    }

    #[test]
    fn a_near_miss_is_refused_with_a_suggestion() {
        let hint = |name: &str| parse_zone(name).expect_err(name).hint;
        assert_eq!(hint("shanghai"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("Shanghai"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("Asia/Shangai"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("shangai"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("Europe/Berln"), "did you mean Europe/Berlin?");
        assert_eq!(hint("new york"), "did you mean America/New_York?");
        assert_eq!(hint("argentina/buenos_aires"), "did you mean America/Argentina/Buenos_Aires?");
        assert_eq!(
            hint("indianapolis"),
            "did you mean America/Indiana/Indianapolis or America/Indianapolis?"
        );
        let err = parse_zone("Asia/Shangai").expect_err("typo");
        assert_eq!(err.message, "`Asia/Shangai` is not an IANA time zone");
        assert_eq!(hint("Asia/Beijing"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("beijing"), "did you mean Asia/Shanghai?");
        assert_eq!(hint("berln"), "did you mean Europe/Berlin?");
        // Nothing close, or too short to tell: the general hint.
        for name in ["Mars/Base", "x", "zz", "cst", "utx", "Nowhere/Special"] {
            assert!(hint(name).contains("Asia/Shanghai"), "{name}: {}", hint(name));
        }
    }

    #[test]
    fn edit_distance_counts_single_character_edits() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("shangai", "shanghai"), 1);
        assert_eq!(edit_distance("上海", "上海"), 0);
    }

    #[test]
    fn a_moment_is_rfc_3339_or_a_wall_clock_time_in_the_zone() {
        let utc = |text: &str| DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc);
        let berlin = Tz::Europe__Berlin;
        assert_eq!(parse_moment("2026-12-01T09:00:00+08:00", berlin), Ok(utc("2026-12-01T01:00:00Z")));
        assert_eq!(parse_moment("2026-12-01T09:00:00Z", berlin), Ok(utc("2026-12-01T09:00:00Z")));
        assert_eq!(parse_moment("2026-12-01 09:00", berlin), Ok(utc("2026-12-01T08:00:00Z")));
        assert_eq!(parse_moment(" 2026-12-01T09:00:30 ", berlin), Ok(utc("2026-12-01T08:00:30Z")));
        assert_eq!(parse_moment("2026-07-01 09:00", berlin), Ok(utc("2026-07-01T07:00:00Z")));
        assert_eq!(parse_moment("2026-12-01", berlin), Ok(utc("2026-11-30T23:00:00Z")));
        // Falling back: 02:30 happens twice; the first (still CEST) counts.
        assert_eq!(parse_moment("2026-10-25 02:30", berlin), Ok(utc("2026-10-25T00:30:00Z")));
        let gap = parse_moment("2026-03-29 02:30", berlin).expect_err("no such time");
        assert_eq!(
            gap.message,
            "`2026-03-29 02:30` does not exist in Europe/Berlin: the clocks skip it for daylight saving"
        );
        for bad in ["tomorrow", "2026-13-01 09:00", "2026-12-01 9am", "", "09:00"] {
            let err = parse_moment(bad, berlin).expect_err(bad);
            assert!(
                err.hint.contains("YYYY-MM-DD HH:MM") && err.hint.contains("Europe/Berlin"),
                "{bad}: {}",
                err.hint
            );
        }
    }

    #[test]
    fn the_job_zone_wins_over_settings_and_settings_over_the_host() {
        assert_eq!(resolve_zone(Some("Asia/Tokyo"), Some("Europe/Berlin")), Ok(Tz::Asia__Tokyo));
        assert_eq!(resolve_zone(None, Some("Europe/Berlin")), Ok(Tz::Europe__Berlin));
        assert_eq!(resolve_zone(Some(""), Some("Europe/Berlin")), Ok(Tz::Europe__Berlin));
        assert_eq!(resolve_zone(Some("  "), Some("")), Ok(host_zone()));
        assert_eq!(resolve_zone(None, None), Ok(host_zone()));
    }

    #[test]
    fn a_bad_zone_is_an_error_not_a_fallback() {
        assert!(resolve_zone(Some("Mars/Base"), Some("Europe/Berlin")).is_err());
        let err = resolve_zone(None, Some("Mars/Base")).expect_err("bad settings zone");
        assert!(err.message.starts_with("settings `timezone`: "), "{}", err.message);
        assert!(err.hint.contains("okbot settings set timezone null"), "{}", err.hint);
    }

    #[test]
    fn tz_variable_accepts_a_name_a_colon_name_or_a_zoneinfo_path() {
        assert_eq!(zone_from_tz_var("Europe/Berlin"), Some(Tz::Europe__Berlin));
        assert_eq!(zone_from_tz_var(":Asia/Shanghai"), Some(Tz::Asia__Shanghai));
        assert_eq!(zone_from_tz_var("/usr/share/zoneinfo/America/New_York"), Some(Tz::America__New_York));
        assert_eq!(zone_from_tz_var(""), None);
        assert_eq!(zone_from_tz_var("CET-1CEST,M3.5.0,M10.5.0/3"), None);
        assert_eq!(zone_from_tz_var(":/etc/localtime"), None);
    }

    #[test]
    fn localtime_link_targets_are_read_after_zoneinfo() {
        assert_eq!(zone_from_link(Path::new("/usr/share/zoneinfo/Europe/Berlin")), Some(Tz::Europe__Berlin));
        assert_eq!(
            zone_from_link(Path::new("../usr/share/zoneinfo/Asia/Shanghai")),
            Some(Tz::Asia__Shanghai)
        );
        assert_eq!(
            zone_from_link(Path::new("/var/db/timezone/zoneinfo/America/New_York")),
            Some(Tz::America__New_York)
        );
        assert_eq!(
            zone_from_link(Path::new("/usr/share/zoneinfo/posix/Europe/Berlin")),
            Some(Tz::Europe__Berlin)
        );
        assert_eq!(zone_from_link(Path::new("/etc/some-file")), None);
    }

    #[test]
    fn etc_timezone_is_the_first_line() {
        assert_eq!(zone_from_file("Europe/Berlin\n"), Some(Tz::Europe__Berlin));
        assert_eq!(zone_from_file(""), None);
        assert_eq!(zone_from_file("not a zone\n"), None);
    }
}
