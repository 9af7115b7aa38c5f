//! The clock every command uses. `OKBOT_NOW` (RFC 3339) pins it, so time-based logic is
//! reproducible in tests and scripts.

use anyhow::Result;
use chrono::{DateTime, Local, NaiveDate, SecondsFormat, Utc};

use crate::error::Failure;

#[derive(Debug, Clone, Copy)]
pub struct Clock {
    now: DateTime<Utc>,
}

impl Clock {
    /// `OKBOT_NOW` when set (must be RFC 3339), else the system clock.
    pub fn from_env() -> Result<Self> {
        match std::env::var("OKBOT_NOW") {
            Ok(text) if !text.trim().is_empty() => {
                let now = DateTime::parse_from_rfc3339(text.trim()).map_err(|e| {
                    Failure::usage(format!("OKBOT_NOW is not an RFC 3339 time: `{text}` ({e})"))
                        .hint("use a time like `2026-11-29T23:00:00Z`, or unset OKBOT_NOW")
                })?;
                Ok(Clock { now: now.with_timezone(&Utc) })
            }
            _ => Ok(Clock { now: Utc::now() }),
        }
    }

    pub fn fixed(now: DateTime<Utc>) -> Self {
        Clock { now }
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.now
    }

    /// The current time as written in files: `2026-11-29T23:00:00.000Z`.
    pub fn stamp(&self) -> String {
        stamp(self.now)
    }

    /// Today's date in the host's local zone (ids like `bot_YYYYMMDD_NNN` use it).
    pub fn local_date(&self) -> NaiveDate {
        self.now.with_timezone(&Local).date_naive()
    }
}

/// Format a time as the files do: UTC, milliseconds, `Z`.
pub fn stamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Parse a stamp from a file; tolerant of any RFC 3339 offset.
pub fn parse_stamp(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text).ok().map(|t| t.with_timezone(&Utc))
}

/// Short local rendering for people: `2026-11-29 23:00`.
pub fn human(t: DateTime<Utc>) -> String {
    t.with_timezone(&Local).format("%Y-%m-%d %H:%M").to_string()
}
