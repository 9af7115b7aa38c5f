//! OkBot's duplicate rule for memory facts (`normalizeMemoryKey`, `isDuplicateMemoryFact`): the
//! text without whitespace, lower-cased, equal to another's — or, when both keys have at least
//! [`CONTAINMENT_MIN`] characters, one containing the other. A key under 2 characters is never
//! worth keeping.

/// Characters both keys need before containment counts as a duplicate.
pub const CONTAINMENT_MIN: usize = 8;

/// The comparison key: every whitespace character removed, lower-cased.
pub fn key(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect()
}

/// A 64-bit FNV-1a hash of a text's key, as 16 hex digits, computed without building the key:
/// what `memory.meta.json` keeps to find a memory's state again when another program re-creates
/// its row under a new id (the text itself stays out of the meta file).
pub fn fingerprint(text: &str) -> String {
    format!("{:016x}", hash(text))
}

/// Whether `fingerprint` (as stored) is the fingerprint of `text`.
pub fn fingerprint_matches(fingerprint: &str, text: &str) -> bool {
    u64::from_str_radix(fingerprint, 16).is_ok_and(|h| fingerprint.len() == 16 && h == hash(text))
}

fn hash(text: &str) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut buf = [0u8; 4];
    for c in text.chars() {
        if c.is_ascii() {
            if !c.is_ascii_whitespace() {
                hash = (hash ^ u64::from(c.to_ascii_lowercase() as u8)).wrapping_mul(PRIME);
            }
            continue;
        }
        if c.is_whitespace() {
            continue;
        }
        for l in c.to_lowercase() {
            for b in l.encode_utf8(&mut buf).bytes() {
                hash = (hash ^ u64::from(b)).wrapping_mul(PRIME);
            }
        }
    }
    hash
}

/// Whether a key is too short to be a memory (OkBot drops keys under 2 characters).
pub fn too_short(key: &str) -> bool {
    key.chars().count() < 2
}

/// Whether two keys name the same fact.
pub fn same(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    if a.chars().count() < CONTAINMENT_MIN || b.chars().count() < CONTAINMENT_MIN {
        return false;
    }
    a.contains(b) || b.contains(a)
}

/// The first of `existing` keys that `key` duplicates.
pub fn find<'a, I>(key: &str, existing: I) -> Option<usize>
where
    I: IntoIterator<Item = &'a str>,
{
    existing.into_iter().position(|e| same(key, e))
}

/// Keys to look duplicates up in: an exact match by hash, containment by a scan of the keys long
/// enough for it.
#[derive(Debug, Default, Clone)]
pub struct Index {
    /// Each key with its length in characters.
    keys: Vec<(String, usize)>,
    exact: std::collections::HashMap<String, usize>,
}

impl Index {
    /// Add a key; returns its position.
    pub fn push(&mut self, key: String) -> usize {
        let at = self.keys.len();
        self.exact.entry(key.clone()).or_insert(at);
        let n = key.chars().count();
        self.keys.push((key, n));
        at
    }

    /// The position of the first key that `key` duplicates.
    pub fn find(&self, key: &str) -> Option<usize> {
        if let Some(&at) = self.exact.get(key) {
            return Some(at);
        }
        if key.len() < CONTAINMENT_MIN || key.chars().count() < CONTAINMENT_MIN {
            return None;
        }
        self.keys
            .iter()
            .position(|(k, n)| *n >= CONTAINMENT_MIN && (k.contains(key) || key.contains(k.as_str())))
    }
}

/// The texts of a batch that are new: not too short, not a duplicate of `existing` texts nor of
/// an earlier text of the batch (trimmed, in order).
pub fn fresh<'a>(batch: &[&'a str], existing: &[&str]) -> Vec<&'a str> {
    let mut keys: Vec<String> = existing.iter().map(|t| key(t)).collect();
    let mut out = Vec::new();
    for text in batch {
        let k = key(text);
        if too_short(&k) || find(&k, keys.iter().map(String::as_str)).is_some() {
            continue;
        }
        keys.push(k);
        out.push(text.trim());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_drops_whitespace_and_case() {
        assert_eq!(key("  Prefers\tTea over\nCoffee "), "preferstea overcoffee".replace(' ', ""));
        assert_eq!(key("喜欢 喝茶"), "喜欢喝茶");
        assert_eq!(key("ÄRGER"), "ärger");
    }

    #[test]
    fn the_fingerprint_is_the_hash_of_the_key() {
        assert_eq!(fingerprint("Likes  Tea"), fingerprint("likestea"));
        assert_ne!(fingerprint("Likes tea"), fingerprint("Likes teas"));
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_eq!(fingerprint("a"), "af63dc4c8601ec8c");
        assert_eq!(fingerprint("ÄRGER über"), fingerprint("ärgerÜBER"));
        assert!(fingerprint_matches(&fingerprint("Likes tea"), "likes TEA"));
        assert!(!fingerprint_matches(&fingerprint("Likes tea"), "likes coffee"));
        assert!(!fingerprint_matches("not hex", "likes tea"));
    }

    #[test]
    fn equal_keys_are_duplicates_and_containment_needs_eight_characters_on_both_sides() {
        assert!(same(&key("Likes tea"), &key("likes  TEA")));
        // Both at least 8: containment counts.
        assert!(same(&key("Prefers green tea"), &key("prefers green tea in the morning")));
        // The shorter is under 8: it does not.
        assert!(!same(&key("tea"), &key("prefers green tea")));
        assert!(!same(&key("green te"), &key("prefers green tea"))); // 7 characters
        assert!(same(&key("green tea"), &key("prefers green tea"))); // 8
        // CJK counts characters, not bytes: 4 characters are too few, 8 are enough.
        assert!(!same("喜欢喝茶", "我非常喜欢喝茶的"));
        assert!(same("我非常喜欢喝茶的", "用户说我非常喜欢喝茶的感觉"));
        assert!(!same(&key("Lives in Paris"), &key("Lives in Berlin")));
    }

    #[test]
    fn the_index_finds_what_same_finds() {
        let texts = ["Name: Ana", "Prefers green tea", "tea", "喜欢喝绿茶和乌龙茶的感觉"];
        let mut index = Index::default();
        for t in texts {
            index.push(key(t));
        }
        for probe in
            ["name:ana", "green tea", "prefers green tea daily", "TEA", "te", "喝绿茶和乌龙茶的", "coffee"]
        {
            let k = key(probe);
            assert_eq!(
                index.find(&k),
                find(&k, texts.iter().map(|t| key(t)).collect::<Vec<_>>().iter().map(String::as_str)),
                "{probe}"
            );
        }
    }

    #[test]
    fn a_batch_drops_short_texts_and_duplicates_within_and_against_existing() {
        let existing = ["Name: Ana", "Prefers green tea"];
        let batch = [
            "name: ana",
            "x",
            "Works on okbot",
            "works on OKBOT ",
            "Prefers green tea in the morning",
            "Lives in Lisbon",
        ];
        assert_eq!(fresh(&batch, &existing), vec!["Works on okbot", "Lives in Lisbon"]);
        assert!(fresh(&[], &existing).is_empty());
    }
}
