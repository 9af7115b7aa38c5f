//! Evolution's throttle (DESIGN §6.4): per owner, per kind (memory, skills, soul), the turns and
//! user characters since the kind last ran, kept in `<botId>/evolution.json` so the counts
//! survive between okbot processes (OkBot keeps them in memory). [`io`] reads and writes the file.
//!
//! Flow: after a turn, under the owner lock, [`io::load`], [`Throttle::record`] the turn, save;
//! when the kind is due and ran, [`Throttle::ran`] under the lock again. Squads never evolve.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::settings::Maintenance;

pub mod io;

/// Throttle counters of one kind of evolution (`evolution.json`: `{turnsSince, charsSince,
/// lastRunAt}` under `memory`, `skills`, `soul`). Unknown keys are kept.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Throttle {
    #[serde(default)]
    pub turns_since: u32,
    #[serde(default)]
    pub chars_since: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_run_at: Option<String>,
    /// The last transcript row the kind's last run read: the next run reads the rows after it
    /// (times alone cannot tell rows of the same millisecond apart).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub through_id: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The whole `evolution.json` of an owner (DESIGN §6.4). A damaged or missing file is a fresh
/// state: the worst case is one run sooner than the throttle would have allowed.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Evolution {
    #[serde(default)]
    pub memory: Throttle,
    #[serde(default)]
    pub skills: Throttle,
    #[serde(default)]
    pub soul: Throttle,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Evolution {
    /// The state in a file's bytes; `None` when they are not an `evolution.json` document
    /// (the caller counts that as a fresh state, and says so).
    pub fn parse(bytes: &[u8]) -> Option<Evolution> {
        serde_json::from_slice(bytes).ok()
    }

    /// The file's text (pretty JSON, ending in a newline).
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).expect("evolution state serialises");
        text.push('\n');
        text
    }
}

/// How often a kind runs: every `turns` turns or every `chars` characters of user text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Every {
    pub turns: u32,
    pub chars: u64,
}

impl Every {
    /// `maintenance.memoryEveryTurns` / `memoryEveryUserChars`.
    pub fn memory(m: &Maintenance) -> Every {
        Every { turns: m.memory_every_turns, chars: u64::from(m.memory_every_user_chars) }
    }

    /// `maintenance.skillsEveryTurns` / `skillsEveryUserChars`.
    pub fn skills(m: &Maintenance) -> Every {
        Every { turns: m.skills_every_turns, chars: u64::from(m.skills_every_user_chars) }
    }

    /// `maintenance.agentsEveryTurns` / `agentsEveryUserChars` (the SOUL.md patch; OkBot calls it agents).
    pub fn soul(m: &Maintenance) -> Every {
        Every { turns: m.agents_every_turns, chars: u64::from(m.agents_every_user_chars) }
    }
}

/// The kinds of evolution, each with its own [`Throttle`] in `evolution.json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Memory,
    Skills,
    Soul,
}

impl Kind {
    /// The key of its counters in `evolution.json`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Memory => "memory",
            Kind::Skills => "skills",
            Kind::Soul => "soul",
        }
    }

    /// How often it runs, by the maintenance settings.
    pub fn every(self, m: &Maintenance) -> Every {
        match self {
            Kind::Memory => Every::memory(m),
            Kind::Skills => Every::skills(m),
            Kind::Soul => Every::soul(m),
        }
    }
}

impl Evolution {
    /// The counters of one kind.
    pub fn throttle(&self, kind: Kind) -> &Throttle {
        match kind {
            Kind::Memory => &self.memory,
            Kind::Skills => &self.skills,
            Kind::Soul => &self.soul,
        }
    }

    /// The counters of one kind, to change.
    pub fn throttle_mut(&mut self, kind: Kind) -> &mut Throttle {
        match kind {
            Kind::Memory => &mut self.memory,
            Kind::Skills => &mut self.skills,
            Kind::Soul => &mut self.soul,
        }
    }
}

/// Why a kind is due by its throttle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    /// `…EveryTurns` turns since its last run.
    Turns,
    /// `…EveryUserChars` characters of user text since its last run.
    Chars,
}

impl Due {
    pub fn as_str(self) -> &'static str {
        match self {
            Due::Turns => "turns",
            Due::Chars => "chars",
        }
    }
}

impl Throttle {
    /// Counts one finished turn whose user text was `user_text` (OkBot: +1 turn, + the trimmed
    /// text's length in characters).
    pub fn record(&mut self, user_text: &str) {
        self.turns_since = self.turns_since.saturating_add(1);
        self.chars_since = self.chars_since.saturating_add(user_text.trim().chars().count() as u64);
    }

    /// Resets the counters after an extraction ran (found something or not). A failed model
    /// call should not reset them, so the next turn tries again.
    pub fn ran(&mut self, now: chrono::DateTime<chrono::Utc>) {
        self.turns_since = 0;
        self.chars_since = 0;
        self.last_run_at = Some(crate::clock::stamp(now));
    }

    /// Whether the kind is due: `every.turns` turns or `every.chars` characters since its last
    /// run (turns checked first).
    pub fn due(&self, every: Every) -> Option<Due> {
        if self.turns_since >= every.turns {
            Some(Due::Turns)
        } else if self.chars_since >= every.chars {
            Some(Due::Chars)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reads_the_maintenance_settings_of_each_kind() {
        let (settings, _) = crate::settings::Settings::from_raw(&serde_json::json!({})).unwrap();
        let m = &settings.maintenance;
        assert_eq!(Every::memory(m), Every { turns: 2, chars: 400 });
        assert_eq!(Every::skills(m), Every { turns: 5, chars: 1200 });
        assert_eq!(Every::soul(m), Every { turns: 5, chars: 1200 });
    }

    #[test]
    fn record_counts_turns_and_trimmed_characters_and_ran_resets() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00Z").unwrap().to_utc();
        let mut t = Throttle::default();
        t.record("  héllo ");
        t.record("字字");
        assert_eq!((t.turns_since, t.chars_since), (2, 7));
        t.ran(now);
        assert_eq!((t.turns_since, t.chars_since), (0, 0));
        assert_eq!(t.last_run_at.as_deref(), Some("2026-12-01T10:00:00.000Z"));
    }

    #[test]
    fn a_kind_is_due_by_turns_or_characters_and_a_run_resets_it() {
        let every = Every { turns: 5, chars: 1200 };
        let mut e = Evolution::default();
        for _ in 0..4 {
            e.throttle_mut(Kind::Skills).record("hi");
        }
        assert_eq!(e.throttle(Kind::Skills).due(every), None, "4 turns, 8 characters");
        e.throttle_mut(Kind::Skills).record("hi");
        assert_eq!(e.skills.due(every), Some(Due::Turns));
        e.throttle_mut(Kind::Soul).record(&"x".repeat(1199));
        assert_eq!(e.soul.due(every), None);
        e.throttle_mut(Kind::Soul).record("y");
        assert_eq!(e.soul.due(every), Some(Due::Chars));
        assert_eq!(e.memory, Throttle::default(), "other kinds untouched");
        e.skills.ran(chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00Z").unwrap().to_utc());
        assert_eq!(e.skills.due(every), None);
    }

    #[test]
    fn evolution_json_round_trips_and_keeps_unknown_keys() {
        let text = br#"{"memory":{"turnsSince":1,"charsSince":120,"lastRunAt":"2026-12-01T10:00:00.000Z","x":1},"skills":{"turnsSince":4},"app":true}"#;
        let mut e = Evolution::parse(text).unwrap();
        assert_eq!(e.memory.turns_since, 1);
        assert_eq!(e.memory.chars_since, 120);
        assert_eq!(e.skills.turns_since, 4);
        e.memory.record("hello");
        let again = Evolution::parse(e.to_json().as_bytes()).unwrap();
        assert_eq!(again.memory.turns_since, 2);
        assert_eq!(again.memory.chars_since, 125);
        assert_eq!(again.memory.extra["x"], 1);
        assert_eq!(again.extra["app"], true);
        assert_eq!(Evolution::parse(b"{damaged"), None);
        assert_eq!(Evolution::parse(b"[]"), None);
    }
}
