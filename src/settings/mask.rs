//! API keys masked for showing the document to people.

use serde_json::{Value, json};

/// A copy of the document fit to show people: API keys masked (`env:VAR` references stay), and
/// a password written into a base URL hidden.
pub fn redacted(doc: &Value) -> Value {
    let mut doc = doc.clone();
    if let Some(providers) = doc.pointer_mut("/model/providers").and_then(Value::as_array_mut) {
        for provider in providers {
            if let Some(url) = provider.get_mut("baseURL")
                && let Some(text) = url.as_str()
                && let std::borrow::Cow::Owned(shown) = crate::text::hide_url_secret(text)
            {
                *url = json!(shown);
            }
            if let Some(key) = provider.get_mut("apiKey")
                && let Some(text) = key.as_str()
                && !text.is_empty()
                && !text.starts_with("env:")
            {
                // A short key would show (nearly) whole in its last four characters.
                *key = if text.chars().count() > 8 {
                    let tail: String =
                        text.chars().rev().take(4).collect::<Vec<_>>().into_iter().rev().collect();
                    json!(format!("…{tail} (hidden)"))
                } else {
                    json!("(hidden)")
                };
            }
        }
    }
    doc
}
