//! Token estimates (DESIGN §4.3). The encoder is built on first use — it costs ~100 ms — so a
//! command that never counts never pays for it. Every figure carries the method that made it.

use std::sync::OnceLock;

use tiktoken_rs::CoreBPE;

/// Which encoding a model family uses, and whether the figure is exact for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    O200k,
    Cl100k,
    /// Another family (Claude, Llama, Qwen …): o200k_base as an approximation.
    O200kApprox,
}

impl Encoding {
    /// DESIGN §4.3: o200k_base for gpt-4o/4.1/5/o-series, cl100k_base for gpt-4/3.5,
    /// o200k_base labelled `approx` for everything else (including the offline provider).
    pub fn for_model(model: &str) -> Encoding {
        let m = model.rsplit('/').next().unwrap_or(model).to_ascii_lowercase();
        let o_series = m.len() > 1 && m.starts_with('o') && m[1..].starts_with(|c: char| c.is_ascii_digit());
        if m.starts_with("gpt-4o")
            || m.starts_with("gpt-4.1")
            || m.starts_with("gpt-4.5")
            || m.starts_with("gpt-5")
            || m.starts_with("chatgpt-4o")
            || m.starts_with("gpt-oss")
            || o_series
        {
            Encoding::O200k
        } else if m.starts_with("gpt-4") || m.starts_with("gpt-3.5") || m.starts_with("gpt-35") {
            Encoding::Cl100k
        } else {
            Encoding::O200kApprox
        }
    }

    /// The label every figure carries: `estimate:o200k_base`, `estimate:o200k_base~approx` …
    pub fn method(self) -> &'static str {
        match self {
            Encoding::O200k => "estimate:o200k_base",
            Encoding::Cl100k => "estimate:cl100k_base",
            Encoding::O200kApprox => "estimate:o200k_base~approx",
        }
    }
}

static O200K: OnceLock<CoreBPE> = OnceLock::new();
static CL100K: OnceLock<CoreBPE> = OnceLock::new();

/// Counts tokens for one encoding. Cheap to create; the encoder loads on the first count.
#[derive(Debug, Clone, Copy)]
pub struct Counter {
    pub encoding: Encoding,
}

/// Tokens a chat API adds around every message (role markers); OpenAI's published accounting.
pub const PER_MESSAGE: usize = 3;

/// Something that turns text into a token figure: the exact [`Counter`], or the [`ByteBound`].
pub trait Count {
    fn count(&self, text: &str) -> usize;

    /// Tokens of a role name (`user`, `assistant` …): counted once per encoding by the
    /// [`Counter`], as every message of a transcript names one.
    fn count_role(&self, role: &str) -> usize {
        self.count(role)
    }
}

impl Count for Counter {
    fn count(&self, text: &str) -> usize {
        Counter::count(self, text)
    }

    fn count_role(&self, role: &str) -> usize {
        static O200K_ROLES: OnceLock<[usize; 4]> = OnceLock::new();
        static CL100K_ROLES: OnceLock<[usize; 4]> = OnceLock::new();
        let Some(i) = ROLES.iter().position(|r| *r == role) else {
            return self.count(role);
        };
        let cache = match self.encoding {
            Encoding::Cl100k => &CL100K_ROLES,
            Encoding::O200k | Encoding::O200kApprox => &O200K_ROLES,
        };
        cache.get_or_init(|| ROLES.map(|r| self.count(r)))[i]
    }
}

/// The roles whose token counts are kept.
const ROLES: [&str; 4] = ["user", "assistant", "system", "tool"];

/// An upper bound of every BPE count, with no encoder to load: each token covers at least one
/// byte of the text, so a text never has more tokens than bytes. When even this bound is under
/// the compression threshold, the exact count cannot be over it, and a chat turn skips the
/// ~100 ms encoder load.
#[derive(Debug, Clone, Copy)]
pub struct ByteBound;

impl Count for ByteBound {
    fn count(&self, text: &str) -> usize {
        text.len()
    }
}

impl Counter {
    pub fn for_model(model: &str) -> Counter {
        Counter { encoding: Encoding::for_model(model) }
    }

    pub fn method(&self) -> &'static str {
        self.encoding.method()
    }

    fn bpe(&self) -> &'static CoreBPE {
        match self.encoding {
            Encoding::Cl100k => CL100K
                .get_or_init(|| tiktoken_rs::cl100k_base().expect("the cl100k_base tables are built in")),
            Encoding::O200k | Encoding::O200kApprox => {
                O200K.get_or_init(|| tiktoken_rs::o200k_base().expect("the o200k_base tables are built in"))
            }
        }
    }

    /// Tokens in `text` (special-token text is counted as ordinary text).
    pub fn count(&self, text: &str) -> usize {
        if text.is_empty() {
            return 0;
        }
        self.bpe().encode_ordinary(text).len()
    }

    /// Whether the encoder has been loaded in this process (for tests of laziness).
    pub fn loaded() -> bool {
        O200K.get().is_some() || CL100K.get().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_families_pick_their_encoding() {
        assert_eq!(Encoding::for_model("gpt-4o-mini"), Encoding::O200k);
        assert_eq!(Encoding::for_model("openai/gpt-4.1"), Encoding::O200k);
        assert_eq!(Encoding::for_model("o3-mini"), Encoding::O200k);
        assert_eq!(Encoding::for_model("gpt-5"), Encoding::O200k);
        assert_eq!(Encoding::for_model("gpt-4-turbo"), Encoding::Cl100k);
        assert_eq!(Encoding::for_model("gpt-3.5-turbo"), Encoding::Cl100k);
        assert_eq!(Encoding::for_model("claude-sonnet-4"), Encoding::O200kApprox);
        assert_eq!(Encoding::for_model("offline"), Encoding::O200kApprox);
        assert_eq!(Encoding::O200kApprox.method(), "estimate:o200k_base~approx");
    }

    #[test]
    fn the_byte_bound_is_never_below_the_exact_count() {
        let c = Counter { encoding: Encoding::O200k };
        for text in [
            "",
            "a",
            "hello world",
            "记住：每天 09:00 提醒我喝水",
            "🦀🦀🦀 x\n\n\t  ",
            "aaaaaaaaaaaaaaaaaaaaaaaa",
        ] {
            assert!(ByteBound.count(text) >= c.count(text), "{text:?}");
        }
        let cl = Counter { encoding: Encoding::Cl100k };
        assert!(ByteBound.count("Ω≈ç√∫˜µ≤≥÷ emoji 👩‍👩‍👧‍👦") >= cl.count("Ω≈ç√∫˜µ≤≥÷ emoji 👩‍👩‍👧‍👦"));
    }

    #[test]
    fn cached_role_counts_match_the_encoder() {
        for encoding in [Encoding::O200k, Encoding::Cl100k] {
            let c = Counter { encoding };
            for role in ["user", "assistant", "system", "tool", "developer"] {
                assert_eq!(c.count_role(role), c.count(role), "{role}");
            }
        }
    }

    #[test]
    fn counting_matches_the_encoder() {
        let c = Counter { encoding: Encoding::O200k };
        assert_eq!(c.count(""), 0);
        assert_eq!(c.count("hello world"), 2);
        assert!(Counter::loaded());
    }
}
