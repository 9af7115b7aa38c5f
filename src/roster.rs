//! Assistants and squads: the roster files' shapes, naming owners on the command line, and new
//! ids (`bot_YYYYMMDD_NNN`, `squad_YYYYMMDD_NNN`).

use anyhow::Result;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::clock::Clock;
use crate::error::Failure;
use crate::store::{MEMORY_HEADER, OwnerId, Root};

pub mod io;

/// One row of `bots.json`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BotEntry {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One row of `squads.json`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SquadEntry {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub members: Vec<Member>,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub bot_id: String,
    #[serde(default)]
    pub role: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// `<botId>/bot.json`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BotFile {
    pub id: String,
    #[serde(default)]
    pub avatar_kind: String,
    #[serde(default)]
    pub emoji: String,
    #[serde(default)]
    pub color: String,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
    #[serde(default)]
    pub onboarding_complete: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model_id: Option<String>,
    #[serde(default)]
    pub use_global_skills: bool,
    #[serde(default)]
    pub enabled_global_skills: Vec<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl BotFile {
    pub fn new(id: &str, emoji: &str, color: &str, now: &str) -> BotFile {
        BotFile {
            id: id.to_string(),
            avatar_kind: "emoji".into(),
            emoji: emoji.into(),
            color: color.into(),
            created_at: now.into(),
            updated_at: now.into(),
            onboarding_complete: true,
            provider_id: None,
            model_id: None,
            use_global_skills: false,
            enabled_global_skills: Vec::new(),
            extra: Map::new(),
        }
    }
}

/// Both roster files.
#[derive(Debug, Clone, Default)]
pub struct Roster {
    pub bots: Vec<BotEntry>,
    pub squads: Vec<SquadEntry>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OwnerKind {
    Assistant,
    Squad,
}

/// An assistant or a squad, resolved from the command line.
#[derive(Debug, Clone)]
pub struct Owner {
    pub id: OwnerId,
    pub name: String,
    pub kind: OwnerKind,
}

impl Roster {
    /// Every owner: assistants first, then squads, in roster order.
    pub fn owners(&self) -> Vec<(String, String, OwnerKind)> {
        let bots = self.bots.iter().map(|b| (b.id.clone(), b.name.clone(), OwnerKind::Assistant));
        let squads = self.squads.iter().map(|s| (s.id.clone(), s.name.clone(), OwnerKind::Squad));
        bots.chain(squads).collect()
    }

    /// Name an owner by id, then by exact name, then by case-insensitive name.
    pub fn resolve(&self, query: &str) -> Result<Owner> {
        let all = self.owners();
        let pick = |hits: Vec<&(String, String, OwnerKind)>| -> Result<Option<Owner>> {
            match hits.as_slice() {
                [] => Ok(None),
                [(id, name, kind)] => {
                    Ok(Some(Owner { id: OwnerId::parse(id)?, name: name.clone(), kind: *kind }))
                }
                many => {
                    let list: Vec<String> =
                        many.iter().map(|(id, name, _)| format!("{id} ({name})")).collect();
                    Err(Failure::usage(format!(
                        "`{query}` matches {} owners: {}",
                        many.len(),
                        list.join(", ")
                    ))
                    .hint("name it by id, e.g. `-a {}`".replace("{}", &many[0].0))
                    .into())
                }
            }
        };
        if let Some(owner) = pick(all.iter().filter(|(id, _, _)| id == query).collect())? {
            return Ok(owner);
        }
        if let Some(owner) = pick(all.iter().filter(|(_, name, _)| name == query).collect())? {
            return Ok(owner);
        }
        // Ids in another case (`BOT_20261201_001`) still name their owner: names cannot look
        // like ids (see `validate_name`), so this cannot pick a different owner than the name.
        if let Some(owner) = pick(all.iter().filter(|(id, _, _)| id.eq_ignore_ascii_case(query)).collect())? {
            return Ok(owner);
        }
        let lower = query.to_lowercase();
        if let Some(owner) = pick(all.iter().filter(|(_, name, _)| name.to_lowercase() == lower).collect())? {
            return Ok(owner);
        }
        if query.contains(['/', '\\', '\0', '\n', '\r']) || query.contains("..") {
            crate::store::validate_id(query)?;
        }
        Err(Failure::usage(format!("no assistant or squad named `{query}`"))
            .hint("`okbot assistant list` and `okbot squad list` show the names")
            .into())
    }

    /// Like [`Roster::resolve`], but the owner must be an assistant.
    pub fn resolve_assistant(&self, query: &str) -> Result<Owner> {
        let owner = self.resolve(query)?;
        if owner.kind == OwnerKind::Squad {
            return Err(Failure::usage(format!("`{query}` is a squad, not an assistant"))
                .hint("use `okbot squad …` for squads")
                .into());
        }
        Ok(owner)
    }

    /// Like [`Roster::resolve`], but the owner must be a squad.
    pub fn resolve_squad(&self, query: &str) -> Result<Owner> {
        let owner = self.resolve(query)?;
        if owner.kind == OwnerKind::Assistant {
            return Err(Failure::usage(format!("`{query}` is an assistant, not a squad"))
                .hint("`okbot squad list` shows the squads")
                .into());
        }
        Ok(owner)
    }

    /// DESIGN §9: `-a`, else `$OKBOT_ASSISTANT`, else the only assistant.
    pub fn default_owner(&self, flag: Option<&str>) -> Result<Owner> {
        if let Some(query) = flag {
            return self.resolve(query);
        }
        if let Ok(env) = std::env::var("OKBOT_ASSISTANT")
            && !env.trim().is_empty()
        {
            return self.resolve(env.trim());
        }
        match self.bots.as_slice() {
            [only] => self.resolve(&only.id),
            [] => Err(Failure::usage("there is no assistant yet")
                .hint("create one with `okbot assistant create NAME`")
                .into()),
            many => Err(Failure::usage(format!("there are {} assistants; say which one", many.len()))
                .hint("pass `-a NAME` or set OKBOT_ASSISTANT")
                .into()),
        }
    }

    /// Is a name already used by an assistant or a squad (case-insensitive)?
    pub fn name_taken(&self, name: &str) -> Option<String> {
        let lower = name.to_lowercase();
        self.owners().into_iter().find(|(_, n, _)| n.to_lowercase() == lower).map(|(id, _, _)| id)
    }
}

/// Check a display name: not empty, one line, reasonable length.
pub fn validate_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() || name.contains(['\n', '\r', '\0']) || name.chars().count() > 80 {
        return Err(Failure::usage(format!("`{}` is not a usable name", name.escape_debug()))
            .hint("a name is one line of 1 to 80 characters")
            .into());
    }
    // `-a` takes ids and names alike: a name shaped like an id would name two owners.
    if crate::ids::looks_like_id(name) {
        return Err(Failure::usage(format!("`{name}` looks like an id, so it cannot be a name"))
            .hint("`-a` takes ids and names alike; pick a name that is not shaped like `bot_20261201_001`, `squad_…` or `sched_…`")
            .into());
    }
    Ok(name.to_string())
}

/// The next `PREFIX_YYYYMMDD_NNN` for `date`, after every id already taken that day.
pub fn next_id<'a>(prefix: &str, date: NaiveDate, taken: impl Iterator<Item = &'a str>) -> String {
    let stem = format!("{prefix}_{}_", date.format("%Y%m%d"));
    let max = taken
        .filter_map(|id| id.strip_prefix(&stem))
        .filter_map(|seq| seq.parse::<u32>().ok())
        .max()
        .unwrap_or(0);
    format!("{stem}{:03}", max + 1)
}

/// The persona a new assistant starts with (DESIGN §6.3: `#` sections).
pub fn soul_template(name: &str, description: &str) -> String {
    let about =
        if description.trim().is_empty() { String::new() } else { format!(" {}", description.trim()) };
    format!(
        "# Identity\nYou are {name}.{about}\n\n# Style\n- Speak plainly, in short sentences.\n- Answer in the language the user writes in.\n\n# Boundaries\n- Ask before doing anything that cannot be undone.\n"
    )
}

/// Create an assistant under the roster lock; returns its roster entry.
pub fn create_assistant(
    root: &Root,
    clock: &Clock,
    name: &str,
    description: &str,
    emoji: &str,
    color: &str,
) -> Result<BotEntry> {
    let name = validate_name(name)?;
    root.ensure(&crate::settings::default_document())?;
    let lock = root.lock_roster()?;
    let mut bots = crate::roster::io::load_bots(root)?;
    let squads = crate::roster::io::load_squads(root)?;
    let current = Roster { bots: bots.clone(), squads };
    if let Some(id) = current.name_taken(&name) {
        return Err(Failure::usage(format!("the name `{name}` is taken by {id}"))
            .hint("choose another name, or rename the other one first")
            .into());
    }
    let used = crate::roster::io::used_ids(root);
    let id = OwnerId::parse(&next_id("bot", clock.local_date(), used.iter().map(String::as_str)))?;
    let now = clock.stamp();
    let bot = BotFile::new(id.as_str(), emoji, color, &now);
    let mut bot_json = serde_json::to_vec_pretty(&bot)?;
    bot_json.push(b'\n');
    let soul = soul_template(&name, description);
    crate::roster::io::create_owner_folder(
        root,
        &lock,
        &id,
        &[
            ("bot.json", &bot_json),
            // One persona under both names: okbot's SOUL.md and the OkBot app's AGENTS.md.
            (crate::soul::io::AGENTS, soul.as_bytes()),
            (crate::soul::io::SOUL, soul.as_bytes()),
            ("memory.md", MEMORY_HEADER.as_bytes()),
        ],
    )?;
    let entry = BotEntry {
        id: id.to_string(),
        name,
        description: description.trim().to_string(),
        extra: Default::default(),
    };
    bots.insert(0, entry.clone());
    if let Err(e) = crate::roster::io::save_bots(root, &lock, &bots) {
        crate::roster::io::discard_new_owner_folder(root, &lock, &id);
        return Err(e);
    }
    Ok(entry)
}

/// What an imported assistant starts with (a bundle: `okbot bundle import|install`).
#[derive(Debug, Clone)]
pub struct Imported {
    pub name: String,
    pub description: String,
    pub avatar_kind: String,
    pub emoji: String,
    pub color: String,
    /// Written as both SOUL.md and AGENTS.md.
    pub persona: String,
    /// More files of the new folder (`skills/<slug>/…`), relative `/` paths.
    pub files: Vec<(String, Vec<u8>)>,
    /// Those of `files` that are executable (a skill's scripts).
    pub executable: Vec<String>,
}

/// Create an assistant from an imported bundle, all or nothing: its folder is built under a
/// temporary name inside the root and renamed into place, then the roster entry is added, all
/// under the roster lock; if the roster cannot be saved the folder is removed again.
pub fn create_imported(root: &Root, clock: &Clock, new: &Imported) -> Result<BotEntry> {
    let name = validate_name(&new.name)?;
    root.ensure(&crate::settings::default_document())?;
    let lock = root.lock_roster()?;
    let mut bots = crate::roster::io::load_bots(root)?;
    let squads = crate::roster::io::load_squads(root)?;
    let current = Roster { bots: bots.clone(), squads };
    if let Some(id) = current.name_taken(&name) {
        return Err(Failure::usage(format!("the name `{name}` is taken by {id}"))
            .hint("give the new assistant another name with --name NAME")
            .into());
    }
    let used = crate::roster::io::used_ids(root);
    let id = OwnerId::parse(&next_id("bot", clock.local_date(), used.iter().map(String::as_str)))?;
    let now = clock.stamp();
    let mut bot = BotFile::new(id.as_str(), &new.emoji, &new.color, &now);
    if !new.avatar_kind.is_empty() {
        bot.avatar_kind = new.avatar_kind.clone();
    }
    let mut bot_json = serde_json::to_vec_pretty(&bot)?;
    bot_json.push(b'\n');
    let mut files = vec![
        ("bot.json".to_string(), bot_json),
        (crate::soul::io::AGENTS.to_string(), new.persona.as_bytes().to_vec()),
        (crate::soul::io::SOUL.to_string(), new.persona.as_bytes().to_vec()),
        ("memory.md".to_string(), MEMORY_HEADER.as_bytes().to_vec()),
    ];
    files.extend(new.files.iter().cloned());
    crate::roster::io::create_owner_folder_staged(root, &lock, &id, &files, &new.executable)?;
    let entry = BotEntry {
        id: id.to_string(),
        name,
        description: new.description.trim().to_string(),
        extra: Default::default(),
    };
    bots.insert(0, entry.clone());
    if let Err(e) = crate::roster::io::save_bots(root, &lock, &bots) {
        crate::roster::io::discard_new_owner_folder(root, &lock, &id);
        return Err(e);
    }
    Ok(entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot(id: &str, name: &str) -> BotEntry {
        BotEntry { id: id.into(), name: name.into(), description: String::new(), extra: Map::new() }
    }

    #[test]
    fn ids_count_up_per_local_day() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
        assert_eq!(next_id("bot", day, std::iter::empty()), "bot_20261129_001");
        let taken = ["bot_20261129_001", "bot_20261129_007", "bot_20261128_020"];
        assert_eq!(next_id("bot", day, taken.into_iter()), "bot_20261129_008");
    }

    #[test]
    fn an_ambiguous_name_lists_every_candidate() {
        let roster = Roster { bots: vec![bot("bot_1", "Writer"), bot("bot_2", "writer")], squads: vec![] };
        assert_eq!(roster.resolve("Writer").unwrap().id.as_str(), "bot_1");
        let err = roster.resolve("WRITER").unwrap_err().to_string();
        assert!(err.contains("bot_1 (Writer)") && err.contains("bot_2 (writer)"), "{err}");
    }

    #[test]
    fn names_shaped_like_ids_are_refused() {
        for name in
            ["bot_20261201_001", "Bot_20261201_001", "SQUAD_20261201_002", "01JA0000000000000000000001"]
        {
            let err = validate_name(name).unwrap_err();
            let failure = err.downcast_ref::<Failure>().unwrap();
            assert_eq!(failure.code, crate::error::code::USAGE);
            assert!(failure.message.contains("looks like an id"), "{}", failure.message);
        }
        assert_eq!(validate_name(" Writer bot ").unwrap(), "Writer bot");
    }

    #[test]
    fn an_id_in_another_case_names_its_owner() {
        let roster = Roster {
            bots: vec![bot("bot_20261201_001", "Writer"), bot("bot_20261201_002", "Coder")],
            squads: vec![],
        };
        assert_eq!(roster.resolve("BOT_20261201_002").unwrap().name, "Coder");
        assert_eq!(roster.resolve("writer").unwrap().id.as_str(), "bot_20261201_001");
    }

    #[test]
    fn unknown_names_are_usage_errors() {
        let roster = Roster { bots: vec![bot("bot_1", "Writer")], squads: vec![] };
        let err = roster.resolve("Nobody").unwrap_err();
        let failure = err.downcast_ref::<Failure>().unwrap();
        assert_eq!(failure.code, crate::error::code::USAGE);
    }
}
