//! The known scalar settings: their paths, types, defaults, ranges and whose rules read them;
//! and the built-in tools.

/// A known scalar setting.
pub struct Key {
    pub path: &'static str,
    pub kind: Kind,
    pub help: &'static str,
    pub origin: Origin,
}

#[derive(Clone, Copy)]
pub enum Kind {
    Float {
        default: f64,
        min: f64,
        max: f64,
    },
    Int {
        default: i64,
        min: i64,
        max: i64,
    },
    Bool {
        default: bool,
    },
    Text {
        default: &'static str,
    },
    /// An IANA time zone name, or null for the host's zone.
    Zone,
}

/// Whose rules read a key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// Only okbot reads it: fractions are rounded, any other type takes the default.
    Okbot,
    /// The OkBot app reads it too, with its rules: JavaScript `Number()` (so `"50"` is 50 and
    /// `true` is 1), fractions floored, null and blank text take the default. A float is a
    /// ratio: a value in (1, 100] is a percent.
    App,
    /// Like [`Origin::App`], in a section where the app reads null and blank text as 0 too
    /// (`contextCompression`).
    AppNullIsZero,
}

const fn float(path: &'static str, default: f64, min: f64, max: f64, help: &'static str) -> Key {
    Key { path, kind: Kind::Float { default, min, max }, help, origin: Origin::Okbot }
}
const fn int(path: &'static str, default: i64, min: i64, max: i64, help: &'static str) -> Key {
    Key { path, kind: Kind::Int { default, min, max }, help, origin: Origin::Okbot }
}
/// A key the OkBot app reads too (see [`Origin::App`]).
const fn app(key: Key) -> Key {
    Key { origin: Origin::App, ..key }
}
/// A `contextCompression` key the OkBot app reads too (see [`Origin::AppNullIsZero`]).
const fn app0(key: Key) -> Key {
    Key { origin: Origin::AppNullIsZero, ..key }
}

/// Every scalar setting okbot reads. `tools.<name>` and `model` are structured (see below).
/// The ranges of the app's keys are the app's (`normalizeContextCompression`,
/// `normalizeMemorySettings`, `normalizeMaintenanceSettings`, `normalizeMaxTurns`).
pub const KEYS: &[Key] = &[
    app0(float(
        "contextCompression.ratio",
        0.6,
        0.5,
        0.95,
        "compress when the request reaches this share of the window (1–100 reads as a percent)",
    )),
    app0(int(
        "contextCompression.keepRecentMin",
        8,
        1,
        500,
        "recent messages kept verbatim unless the window forces fewer",
    )),
    app0(int("contextCompression.keepRecentMax", 12, 1, 500, "recent messages kept verbatim at most")),
    app0(int("contextCompression.summaryMaxChars", 2000, 100, 8000, "longest summary, in characters")),
    int(
        "contextCompression.maxFoldChars",
        480_000,
        1_000,
        100_000_000,
        "characters one compression summarises at most; older ones are covered with a note (okbot extra)",
    ),
    app0(Key {
        path: "contextCompression.autoTopicCompress",
        kind: Kind::Bool { default: true },
        help: "fold the buffer when a new topic starts",
        origin: Origin::Okbot,
    }),
    Key {
        path: "contextCompression.instructions",
        kind: Kind::Text { default: "" },
        help: "extra summarizer instructions for automatic compressions",
        origin: Origin::Okbot,
    },
    app(int("memory.promptMaxEntries", 40, 5, 200, "memories in a prompt at most")),
    app(int("memory.promptMaxChars", 4000, 500, 20_000, "characters of memory in a prompt at most")),
    int("memory.recallMaxEntries", 16, 0, 200, "memories recalled per request at most"),
    int("memory.promoteHits", 2, 1, 100, "hits that make a candidate durable"),
    int(
        "memory.demoteAfterDays",
        30,
        1,
        3650,
        "days without hits before a durable memory goes back to candidate",
    ),
    int("memory.candidateTtlDays", 60, 1, 3650, "days a candidate lives without being promoted"),
    app(int("memory.recentMessageLimit", 20, 1, 100, "recent messages used for recall")),
    app(int("maintenance.memoryEveryTurns", 2, 1, 50, "turns between memory extractions")),
    app(int(
        "maintenance.memoryEveryUserChars",
        400,
        50,
        20_000,
        "user characters between memory extractions",
    )),
    app(int("maintenance.agentsEveryTurns", 5, 1, 50, "turns between SOUL.md updates")),
    app(int("maintenance.agentsEveryUserChars", 1200, 50, 20_000, "user characters between SOUL.md updates")),
    app(int("maintenance.skillsEveryTurns", 5, 1, 50, "turns between skill updates")),
    app(int("maintenance.skillsEveryUserChars", 1200, 50, 20_000, "user characters between skill updates")),
    Key {
        path: "pruning.enabled",
        kind: Kind::Bool { default: false },
        help: "cut old tool results in requests (never on disk)",
        origin: Origin::Okbot,
    },
    int("pruning.keepToolResults", 3, 0, 1000, "recent tool results kept whole"),
    int("pruning.maxChars", 2000, 100, 1_000_000, "characters kept of an older tool result"),
    int("tasks.maxAutoContinue", 5, 0, 50, "silent continuations per invocation"),
    Key {
        path: "timezone",
        kind: Kind::Zone,
        help: "IANA zone for schedules; null = the host's zone",
        origin: Origin::Okbot,
    },
    app(Key {
        path: "instructions.assistantRoleTemplate",
        kind: Kind::Text { default: "You are {name}, a personal assistant." },
        help: "first line of every prompt; {name} is the assistant's name",
        origin: Origin::Okbot,
    }),
    app(int("maxTurns", 50, 1, 100, "model calls per chat turn at most")),
    // `squad`: the OkBot app's section (it reads the first four keys, with `normalizeMaxTurns`
    // for the limits); `maxConcurrent` is okbot's own. `squads.*` is an alias (`path::canonical_key`).
    app(Key {
        path: "squad.captainPersona",
        kind: Kind::Text { default: "" },
        help: "who a squad's captain is, in its prompt (empty: okbot's built-in persona)",
        origin: Origin::Okbot,
    }),
    app(Key {
        path: "squad.playbook",
        kind: Kind::Text { default: "" },
        help: "how a squad's captain delegates and answers (empty: okbot's built-in playbook)",
        origin: Origin::Okbot,
    }),
    app(int("squad.captainMaxTurns", 50, 1, 100, "model calls of a squad's captain per turn at most")),
    app(int("squad.memberMaxTurns", 50, 1, 100, "model calls of one squad member's run at most")),
    int("squad.maxConcurrent", 3, 1, 16, "squad members asked at the same time at most (okbot extra)"),
    int("maxToolCalls", 100, 1, 10_000, "tool calls per chat turn at most; later calls are refused"),
    int("model.maxRetries", 3, 0, 10, "retries of a model call after 429, 5xx or a timeout"),
    int(
        "model.retryBaseMs",
        500,
        0,
        60_000,
        "first retry delay in milliseconds (doubles each time) unless Retry-After says",
    ),
    int(
        "model.timeoutSecs",
        120,
        1,
        3600,
        "longest the provider may stay silent (to connect, to start answering, between streamed pieces), in seconds",
    ),
];

/// Built-in tools and their default approval (DESIGN §7.2).
pub const TOOLS: &[&str] = &[
    "read_skill",
    "search_history",
    "manage_memory",
    "manage_task_progress",
    "manage_schedule",
    "manage_note",
];
