//! Which IANA time zone a job runs in: the job's own > `settings.timezone` > the host's.

use std::path::Path;

use chrono_tz::Tz;

use super::SpecError;

/// An IANA zone name such as `Asia/Shanghai` (surrounding spaces ignored, case-sensitive).
pub fn parse_zone(name: &str) -> Result<Tz, SpecError> {
    let name = name.trim();
    name.parse::<Tz>().map_err(|_| {
        SpecError::new(
            format!("`{name}` is not an IANA time zone"),
            "use an IANA name such as `Asia/Shanghai` or `Europe/Berlin`",
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
