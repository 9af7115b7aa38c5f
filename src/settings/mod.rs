//! `settings.json` (DESIGN §8): the known keys with their defaults and clamps, normalisation on
//! read (unknown keys kept), dotted-key get/set, and the typed view the rest of okbot uses.
//!
//! Every section is normalised on its own, so one value of the wrong type costs that value (or
//! that section) its defaults, never the whole file. Keys the OkBot app reads too follow the
//! app's rules exactly (it reads values with JavaScript's `Number()`, floors whole numbers and
//! reads a ratio between 1 and 100 as a percent), so a value written by either tool means the
//! same in both; keys only okbot reads keep okbot's stricter rules.

//!
//! Files by concern: `keys` (the table), `normalize` (reading, key by key), `js` (the app's
//! number rules), `catalog` (the provider list), `tools` (per-tool switches), `path` (dotted
//! paths), `set` (`settings set`), `upsert` (`model add`), `mask` (keys hidden for display), `view` (the typed view).

mod catalog;
pub mod io;
mod js;
mod keys;
mod mask;
mod normalize;
mod path;
mod set;
mod tools;
mod upsert;
mod view;

use std::fmt;

use serde_json::{Map, Value};

pub use keys::{KEYS, Key, Kind, Origin, TOOLS};
pub use mask::redacted;
pub use normalize::normalize;
pub use path::{canonical_key, lookup};
pub use set::set;
pub use tools::approval_word;
pub use upsert::{ProviderChange, check_base_url, parse_model_spec, upsert_provider};
pub use view::{
    ContextCompression, Instructions, Maintenance, MemorySettings, ModelConfig, ModelSettings,
    ProviderConfig, Pruning, Settings, SquadSettings, TaskSettings,
};

/// Something okbot changed while reading settings.json: a value out of range, or of the wrong
/// type (a whole section, when the section itself is not an object).
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    /// Dotted path of the value (`memory`, `model.providers.0.id`).
    pub path: String,
    pub text: String,
    /// The value had the wrong type (doctor reports these as errors).
    pub wrong_type: bool,
    /// How to fix it.
    pub hint: Option<String>,
    /// Another key the note is about (the other half of a pair).
    pub also: Option<&'static str>,
}

impl Note {
    fn range(path: impl Into<String>, text: String) -> Note {
        Note { path: path.into(), text, wrong_type: false, hint: None, also: None }
    }
    fn wrong(path: impl Into<String>, text: String, hint: String) -> Note {
        Note { path: path.into(), text, wrong_type: true, hint: Some(hint), also: None }
    }
    /// A note written as text whose first word is the path (the tools' approval notes).
    fn from_text(text: String) -> Note {
        let path = text.split(' ').next().unwrap_or("").trim_matches('`').to_string();
        Note::range(path, text)
    }
    /// Whether the note is about `key`, a value inside it, or a section holding it.
    pub fn concerns(&self, key: &str) -> bool {
        let under = |a: &str, b: &str| a.len() > b.len() && a.starts_with(b) && a[b.len()..].starts_with('.');
        self.path == key || under(&self.path, key) || under(key, &self.path) || self.also == Some(key)
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The settings document `okbot init` writes: every default, nothing configured.
pub fn default_document() -> Value {
    normalize(&Value::Object(Map::new())).0
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use super::{catalog::*, js::*, normalize::*, path::*};

    #[test]
    fn defaults_fill_an_empty_document() {
        let (s, notes) = Settings::from_raw(&json!({})).unwrap();
        assert!(notes.is_empty());
        assert_eq!(s.context_compression.ratio, 0.6);
        assert_eq!(s.context_compression.keep_recent_max, 12);
        assert_eq!(s.memory.promote_hits, 2);
        assert_eq!(s.max_turns, 50);
        assert_eq!(s.tools["manage_note"]["approval"], "allow");
        assert_eq!(
            (s.squad.captain_max_turns, s.squad.member_max_turns, s.squad.max_concurrent),
            (50, 50, 3)
        );
        assert_eq!(s.squad.captain_persona, "");
    }

    #[test]
    fn squad_limits_are_clamped() {
        let raw = json!({"squad": {"captainMaxTurns": 0, "memberMaxTurns": 500, "maxConcurrent": 99}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert_eq!(
            (s.squad.captain_max_turns, s.squad.member_max_turns, s.squad.max_concurrent),
            (1, 100, 16)
        );
        assert_eq!(notes.len(), 3);
    }

    #[test]
    fn squad_limits_read_as_the_okbot_app_reads_them_but_max_concurrent_is_okbots() {
        // The app's `normalizeMaxTurns`: JavaScript `Number()`, floored; blank is the default.
        assert_eq!(app_reads("squad.captainMaxTurns", json!("30")), json!(30));
        assert_eq!(app_reads("squad.memberMaxTurns", json!(12.9)), json!(12));
        assert_eq!(app_reads("squad.memberMaxTurns", json!(" ")), json!(50));
        assert_eq!(app_reads("squad.captainPersona", json!("  Lead.  ")), json!("Lead."));
        assert_eq!(app_reads("squad.playbook", json!("   ")), json!(""));
        // okbot's own key keeps okbot's rules: rounded, text is not a number.
        assert_eq!(app_reads("squad.maxConcurrent", json!(2.6)), json!(3));
        assert_eq!(app_reads("squad.maxConcurrent", json!("2")), json!(3));
    }

    #[test]
    fn an_older_okbots_squads_section_is_read_and_a_squad_key_wins() {
        let raw = json!({"squads": {"captainPersona": "old", "maxConcurrent": 2, "memberMaxTurns": 9},
            "squad": {"captainPersona": "new"}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(
            (s.squad.captain_persona.as_str(), s.squad.max_concurrent, s.squad.member_max_turns),
            ("new", 2, 9)
        );
        let (doc, _) = normalize(&raw);
        assert!(doc.get("squads").is_none(), "the old section is read as `squad`: {doc}");
        let (s, _) = Settings::from_raw(&json!({"squads": {"playbook": "only old"}})).unwrap();
        assert_eq!(s.squad.playbook, "only old");
        // Not an object: left as an unknown key; `squad` takes its defaults.
        let (doc, _) = normalize(&json!({"squads": 5}));
        assert_eq!((doc["squads"].clone(), doc["squad"]["maxConcurrent"].clone()), (json!(5), json!(3)));
    }

    #[test]
    fn set_takes_squads_as_an_alias_and_writes_one_squad_section() {
        assert_eq!(canonical_key("squads.playbook"), "squad.playbook");
        assert_eq!(canonical_key("squads"), "squad");
        assert_eq!(canonical_key("squadsx.y"), "squadsx.y");
        let mut raw = json!({"squads": {"playbook": "kept", "captainPersona": "shadowed", "x": 1},
            "squad": {"captainPersona": "app's"}});
        set(&mut raw, "squads.maxConcurrent", "5").unwrap();
        assert_eq!(
            raw,
            json!({"squad": {"captainPersona": "app's", "playbook": "kept", "x": 1, "maxConcurrent": 5}})
        );
        set(&mut raw, "squad.captainMaxTurns", "7").unwrap();
        assert_eq!(raw["squad"]["captainMaxTurns"], 7);
        // Another key leaves an old section where it is.
        let mut raw = json!({"squads": {"playbook": "p"}});
        set(&mut raw, "maxTurns", "7").unwrap();
        assert_eq!(raw["squads"]["playbook"], "p");
        let err = set(&mut raw, "squads.captainMaxTurns", "x").unwrap_err();
        assert!(format!("{err:#}").contains("squad.captainMaxTurns"), "{err:#}");
    }

    #[test]
    fn out_of_range_values_are_clamped_and_reported() {
        let raw = json!({"contextCompression": {"ratio": 0.99, "summaryMaxChars": 5}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert_eq!(s.context_compression.ratio, 0.95);
        assert_eq!(s.context_compression.summary_max_chars, 100);
        assert_eq!(notes.len(), 2);
    }

    #[test]
    fn unknown_keys_survive_normalisation_in_place() {
        let raw = json!({"zeta": 1, "contextCompression": {"custom": "x"}});
        let (doc, _) = normalize(&raw);
        assert_eq!(doc["zeta"], 1);
        assert_eq!(doc["contextCompression"]["custom"], "x");
        assert_eq!(doc.as_object().unwrap().keys().next().unwrap(), "zeta");
    }

    #[test]
    fn set_types_clamps_and_refuses_unknown_keys() {
        let mut raw = json!({});
        let notes = set(&mut raw, "contextCompression.ratio", "0.99").unwrap();
        assert_eq!(raw["contextCompression"]["ratio"], 0.95);
        assert_eq!(notes.len(), 1);
        set(&mut raw, "contextCompression.ratio", "80").unwrap();
        assert_eq!(raw["contextCompression"]["ratio"], 0.8, "a percent is written as the ratio");
        assert!(set(&mut raw, "contextCompression.ratio", "abc").is_err());
        assert!(set(&mut raw, "contextCompresion.ratio", "0.7").is_err());
        set(&mut raw, "timezone", "Asia/Shanghai").unwrap();
        assert!(set(&mut raw, "timezone", "Mars/Base").is_err());
        set(&mut raw, "tools.manage_note.approval", "ask").unwrap();
        assert_eq!(raw["tools"]["manage_note"]["approval"], "ask");
    }

    #[test]
    fn api_keys_are_masked_but_env_references_are_shown() {
        let doc = json!({"model": {"providers": [{"id": "a", "apiKey": "sk-secret-1234"}, {"id": "b", "apiKey": "env:KEY"}]}});
        let shown = redacted(&doc);
        assert_eq!(shown["model"]["providers"][0]["apiKey"], "…1234 (hidden)");
        assert_eq!(shown["model"]["providers"][1]["apiKey"], "env:KEY");
        let short = json!({"model": {"providers": [{"id": "a", "apiKey": "pass1234"}, {"id": "b", "apiKey": "abc"}]}});
        let shown = redacted(&short);
        assert_eq!(shown["model"]["providers"][0]["apiKey"], "(hidden)");
        assert_eq!(shown["model"]["providers"][1]["apiKey"], "(hidden)");
    }

    /// What the app's `normalize*` functions make of one value, key by key.
    fn app_reads(path: &str, value: Value) -> Value {
        let mut raw = json!({});
        put(&mut raw, path, value);
        lookup(&normalize(&raw).0, path).cloned().unwrap()
    }

    #[test]
    fn numbers_read_as_the_okbot_app_reads_them() {
        let cc = "contextCompression";
        let table: &[(&str, Value, Value)] = &[
            // ratio: non-finite → 0.6; (1, 100] is a percent; then clamped to [0.5, 0.95].
            ("ratio", json!(80), json!(0.8)),
            ("ratio", json!(55), json!(0.55)),
            ("ratio", json!(100), json!(0.95)),
            ("ratio", json!(30), json!(0.5)),
            ("ratio", json!(0.3), json!(0.5)),
            ("ratio", json!(0.99), json!(0.95)),
            ("ratio", json!(1), json!(0.95)),
            ("ratio", json!(150), json!(0.95)),
            ("ratio", json!(0.7), json!(0.7)),
            ("ratio", json!("0.7"), json!(0.7)),
            ("ratio", json!("80"), json!(0.8)),
            ("ratio", json!("x"), json!(0.6)),
            ("ratio", json!(null), json!(0.5)),
            ("ratio", json!(""), json!(0.5)),
            ("ratio", json!({}), json!(0.6)),
            ("ratio", json!("Infinity"), json!(0.6)),
            ("ratio", json!("inf"), json!(0.6)),
            // keepRecent*: floored, clamped to [1, 500].
            ("keepRecentMax", json!(400), json!(400)),
            ("keepRecentMax", json!(600), json!(500)),
            ("keepRecentMax", json!(0), json!(8)), // 1, then swapped with keepRecentMin 8
            ("keepRecentMin", json!(0), json!(1)),
            ("keepRecentMax", json!(12.9), json!(12)),
            ("keepRecentMax", json!("20"), json!(20)),
            ("keepRecentMax", json!(" 0x10 "), json!(16)),
            ("keepRecentMax", json!([30]), json!(30)),
            ("keepRecentMax", json!([1, 2]), json!(12)),
            ("keepRecentMin", json!(true), json!(1)),
            ("keepRecentMin", json!(-5), json!(1)),
            // summaryMaxChars: floored, clamped to [100, 8000].
            ("summaryMaxChars", json!(50), json!(100)),
            ("summaryMaxChars", json!(9000), json!(8000)),
            ("summaryMaxChars", json!(2500.7), json!(2500)),
            // autoTopicCompress: only a literal false turns it off.
            ("autoTopicCompress", json!(false), json!(false)),
            ("autoTopicCompress", json!("no"), json!(true)),
            ("autoTopicCompress", json!(0), json!(true)),
        ];
        for (key, value, want) in table {
            let path = format!("{cc}.{key}");
            assert_eq!(&app_reads(&path, value.clone()), want, "{path} = {value}");
        }
        let table: &[(&str, Value, Value)] = &[
            // memory: null or blank → default; floored and clamped.
            ("memory.promptMaxEntries", json!(2), json!(5)),
            ("memory.promptMaxEntries", json!(300), json!(200)),
            ("memory.promptMaxEntries", json!(null), json!(40)),
            ("memory.promptMaxEntries", json!("  "), json!(40)),
            ("memory.promptMaxChars", json!(100), json!(500)),
            ("memory.promptMaxChars", json!(30_000), json!(20_000)),
            ("memory.recentMessageLimit", json!(150), json!(100)),
            ("memory.recentMessageLimit", json!("7.9"), json!(7)),
            // maintenance: turns [1, 50], characters [50, 20000].
            ("maintenance.memoryEveryTurns", json!(80), json!(50)),
            ("maintenance.memoryEveryTurns", json!(null), json!(2)),
            ("maintenance.agentsEveryUserChars", json!(10), json!(50)),
            ("maintenance.skillsEveryUserChars", json!(99_999), json!(20_000)),
            // maxTurns: [1, 100].
            ("maxTurns", json!(400), json!(100)),
            ("maxTurns", json!("50"), json!(50)),
            ("maxTurns", json!(0), json!(1)),
            ("maxTurns", json!("many"), json!(50)),
            // Keys only okbot reads keep okbot's rules: rounded, other types take the default.
            ("memory.promoteHits", json!(2.6), json!(3)),
            ("memory.promoteHits", json!("3"), json!(2)),
            ("maxToolCalls", json!(true), json!(100)),
            ("instructions.assistantRoleTemplate", json!("  Hi {name}  "), json!("Hi {name}")),
            (
                "instructions.assistantRoleTemplate",
                json!(" "),
                json!("You are {name}, a personal assistant."),
            ),
        ];
        for (path, value, want) in table {
            assert_eq!(&app_reads(path, value.clone()), want, "{path} = {value}");
        }
    }

    #[test]
    fn setting_keep_recent_min_above_max_writes_the_pair_swapped() {
        let mut raw = json!({"contextCompression": {}});
        let notes = set(&mut raw, "contextCompression.keepRecentMin", "300").unwrap();
        assert_eq!(raw["contextCompression"], json!({"keepRecentMin": 12, "keepRecentMax": 300}));
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(normalize(&raw).1.is_empty(), "the file reads without notes afterwards");
    }

    #[test]
    fn keep_recent_min_above_max_is_swapped_like_the_app_does() {
        let (doc, notes) =
            normalize(&json!({"contextCompression": {"keepRecentMin": 30, "keepRecentMax": 10}}));
        assert_eq!(doc["contextCompression"]["keepRecentMin"], 10);
        assert_eq!(doc["contextCompression"]["keepRecentMax"], 30);
        assert!(notes.iter().any(|n| n.concerns("contextCompression.keepRecentMax")), "{notes:?}");
    }

    #[test]
    fn a_wrong_typed_section_costs_only_that_section_with_one_note() {
        for (section, value) in [
            ("memory", json!([])),
            ("tools", json!(5)),
            ("model", json!("str")),
            ("contextCompression", json!("x")),
            ("maintenance", json!(null)),
        ] {
            let raw = json!({section: value, "maxTurns": 7});
            let (s, notes) = Settings::from_raw(&raw).unwrap();
            assert_eq!(s.max_turns, 7, "{section}: the other sections are kept");
            assert_eq!(notes.len(), 1, "{section}: {notes:?}");
            assert_eq!(notes[0].path, section);
            assert!(notes[0].wrong_type);
            assert!(notes[0].text.starts_with(&format!("`{section}` is ")), "{}", notes[0]);
            assert!(notes[0].text.ends_with(&format!("using the defaults for {section}")), "{}", notes[0]);
        }
        let (s, _) = Settings::from_raw(&json!({"memory": []})).unwrap();
        assert_eq!(s.memory.recall_max_entries, 16);
    }

    #[test]
    fn a_provider_without_a_text_id_gets_the_apps_hash_id() {
        let raw = json!({"model": {"providers": [
            {"id": 7, "name": "Local", "baseURL": "http://x/v1", "models": [{"id": "m", "contextWindow": 500}]},
            {"name": "", "baseURL": ""},
            5,
            {"id": " p ", "models": [{"id": 3}, {"id": "ok", "maxTokens": "4096", "enabled": "no"}]},
        ]}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        let ids: Vec<&str> = s.model.providers.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(
            ids,
            [provider_hash_id("Local", "http://x/v1").as_str(), &provider_hash_id("默认", ""), "p"]
        );
        assert_eq!(s.model.providers[0].models[0].context_window, Some(128_000));
        let ok = &s.model.providers[2].models;
        assert_eq!(ok.len(), 1);
        assert_eq!((ok[0].max_tokens, ok[0].enabled), (Some(4096), true));
        let wrong: Vec<&str> = notes.iter().filter(|n| n.wrong_type).map(|n| n.path.as_str()).collect();
        assert_eq!(
            wrong,
            [
                "model.providers.0.id",
                "model.providers.2",
                "model.providers.3.models.0.id",
                "model.providers.3.models.1.maxTokens",
                "model.providers.3.models.1.enabled"
            ]
        );
    }

    #[test]
    fn no_value_of_any_type_anywhere_stops_the_typed_view() {
        let odd = [
            json!(null),
            json!("x"),
            json!(""),
            json!([]),
            json!([1, 2]),
            json!({}),
            json!(true),
            json!(1e300),
            json!(-1e300),
            json!(-1),
            json!(0.5),
            json!(5),
        ];
        let provider_fields = ["id", "name", "baseURL", "apiKey", "apiFormat", "models"];
        let model_fields = ["id", "name", "contextWindow", "maxTokens", "enabled"];
        for v in &odd {
            let mut paths: Vec<String> = KEYS.iter().map(|k| k.path.to_string()).collect();
            paths.extend(sections().iter().map(|s| s.to_string()));
            paths.extend(
                ["model.providers", "model.defaultProviderId", "model.defaultModelId"].map(String::from),
            );
            paths.extend(TOOLS.iter().flat_map(|t| [format!("tools.{t}"), format!("tools.{t}.enabled")]));
            for path in paths {
                let mut raw = json!({"model": {"providers": [{"id": "p", "models": [{"id": "m"}]}]}});
                put(&mut raw, &path, v.clone());
                assert!(Settings::from_raw(&raw).is_ok(), "{path} = {v}");
            }
            for field in provider_fields {
                let raw = json!({"model": {"providers": [{"id": "p", field: v}, v]}});
                assert!(Settings::from_raw(&raw).is_ok(), "provider {field} = {v}");
            }
            for field in model_fields {
                let raw =
                    json!({"model": {"providers": [{"id": "p", "models": [{"id": "m", field: v}, v]}]}});
                assert!(Settings::from_raw(&raw).is_ok(), "model {field} = {v}");
            }
        }
    }

    #[test]
    fn null_provider_and_model_fields_read_as_missing() {
        let raw = json!({"model": {"providers": [{"id": "a", "name": null, "baseURL": null, "apiKey": null,
            "apiFormat": null, "models": [{"id": "m", "name": null, "contextWindow": null, "maxTokens": null, "enabled": null}]}]}});
        let (s, notes) = Settings::from_raw(&raw).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        let m = &s.model.providers[0].models[0];
        assert_eq!((m.context_window, m.max_tokens, m.enabled), (None, None, true));
    }

    #[test]
    fn provider_hash_ids_match_the_apps_fnv_1a() {
        // Values computed by the app's `hashText` under Node.
        assert_eq!(provider_hash_id("默认", ""), "prov_b5fe243b");
        assert_eq!(provider_hash_id("Local", "http://x/v1"), "prov_5dbefa84");
    }

    #[test]
    fn js_number_matches_javascript() {
        // Each pair checked against Node's `Number()`.
        let table: &[(Value, f64)] = &[
            (json!("0x10"), 16.0),
            (json!(" 0x10 "), 16.0),
            (json!("1e3"), 1000.0),
            (json!(".5"), 0.5),
            (json!("5."), 5.0),
            (json!("+.5"), 0.5),
            (json!("Infinity"), f64::INFINITY),
            (json!([30]), 30.0),
            (json!(true), 1.0),
            (json!(null), 0.0),
            (json!(""), 0.0),
            (json!([null]), 0.0),
            (json!([[5]]), 5.0),
            (json!("\u{a0}12\u{a0}"), 12.0),
            (json!("\u{feff}7"), 7.0),
        ];
        for (v, want) in table {
            assert_eq!(js_number(v), *want, "Number({v})");
        }
        for v in [json!("inf"), json!("-0x10"), json!("1_0"), json!([1, 2]), json!({}), json!("nan")] {
            assert!(js_number(&v).is_nan(), "Number({v}) is NaN");
        }
    }

    #[test]
    fn set_replaces_a_wrong_typed_section_and_says_so() {
        let mut raw = json!({"memory": [], "theme": "dark"});
        let notes = set(&mut raw, "memory.promoteHits", "3").unwrap();
        assert_eq!(raw["memory"], json!({"promoteHits": 3}));
        assert_eq!(raw["theme"], "dark");
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert_eq!(notes[0].text, "`memory` was a list, not an object; replaced it with an object");

        let mut raw = json!({"model": {"providers": [{"id": 7}]}});
        set(&mut raw, "model.providers.0.id", "local").unwrap();
        assert_eq!(raw["model"]["providers"][0]["id"], "local");
        let err = set(&mut raw, "model.providers.0.id", "7").unwrap_err();
        assert!(format!("{err:#}").contains("not text"), "{err:#}");
    }

    #[test]
    fn approval_case_variants_normalise_and_unknown_values_fail_closed() {
        let approval = |value: Value| {
            let (s, notes) =
                Settings::from_raw(&json!({"tools": {"read_skill": {"approval": value}}})).unwrap();
            (s.tools["read_skill"]["approval"].as_str().unwrap().to_string(), notes.len())
        };
        for (value, want, notes) in [
            (json!("Ask"), "ask", 0),
            (json!("ASK"), "ask", 0),
            (json!(" ask "), "ask", 0),
            (json!("Allow"), "allow", 0),
            (json!("sometimes"), "ask", 1),
            (json!(5), "ask", 1),
            (json!(null), "ask", 1),
            (json!(true), "ask", 1),
        ] {
            assert_eq!(approval(value.clone()), (want.to_string(), notes), "{value}");
        }
        let (s, notes) = Settings::from_raw(&json!({"tools": {"read_skill": {}}})).unwrap();
        assert_eq!((s.tools["read_skill"]["approval"].as_str(), notes.len()), (Some("allow"), 0));

        let mut raw = json!({});
        set(&mut raw, "tools.read_skill.approval", "ASK").unwrap();
        assert_eq!(raw["tools"]["read_skill"]["approval"], "ask", "stored in lower case");
        set(&mut raw, "tools.read_skill.approval", " Allow ").unwrap();
        assert_eq!(raw["tools"]["read_skill"]["approval"], "allow");
        for bad in ["sometimes", "5", "null"] {
            assert!(set(&mut raw, "tools.read_skill.approval", bad).is_err(), "{bad}");
        }
    }
}
