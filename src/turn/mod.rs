//! One chat turn and its end (issue #9). For now: the summarizer adapter over the provider.

pub mod summarizer;
