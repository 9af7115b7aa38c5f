//! `okbot model add`: a provider added to the catalog, or an existing one updated in place
//! (other providers, other keys and models not named are left as they are).

use anyhow::Result;
use serde_json::{Value, json};

use crate::error::Failure;

/// What `model add` changes in one provider entry: `None` leaves a field as it is.
pub struct ProviderChange<'a> {
    pub id: &'a str,
    pub name: Option<&'a str>,
    pub base_url: Option<&'a str>,
    pub api_key: Option<&'a str>,
    /// `chat_completions`, `responses` or `anthropic`; always written.
    pub api_format: &'a str,
    /// Model entries (see [`parse_model_spec`]); one with the id of an existing model replaces it.
    pub models: Vec<Value>,
}

/// The one rule for a provider's base URL, wherever okbot writes one (`model add --base-url`,
/// `settings set model.providers…`): empty (the API's public default) or an `http://` or
/// `https://` URL with a host, one line without spaces. Settings written by hand or by the
/// OkBot app are read as they are; only what okbot is asked to write is checked.
pub fn check_base_url(url: &str) -> Result<(), Failure> {
    if url.is_empty() {
        return Ok(());
    }
    let host = url.split_once("://").and_then(|(scheme, rest)| {
        let web = scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https");
        let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
        web.then(|| authority.rsplit_once('@').map_or(authority, |(_, h)| h))
    });
    let bad_char = url.chars().any(|c| c.is_whitespace() || c.is_control());
    if bad_char || host.is_none_or(|h| h.is_empty() || h.starts_with(':')) {
        return Err(Failure::usage(format!("`{}` is not an http:// or https:// URL", url.escape_debug()))
            .hint(
                "give the API's base URL, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`",
            ));
    }
    Ok(())
}

/// A model entry from `ID` or `ID:CONTEXT_WINDOW`.
pub fn parse_model_spec(spec: &str) -> Result<Value> {
    match spec.rsplit_once(':') {
        Some((id, window)) if !id.is_empty() => {
            let window: u64 = window.parse().map_err(|_| {
                Failure::usage(format!("`{window}` is not a context window in tokens"))
                    .hint("write a model as ID or ID:WINDOW, e.g. gpt-4o-mini:128000")
            })?;
            Ok(json!({"id": id, "name": id, "contextWindow": window, "enabled": true}))
        }
        _ => Ok(json!({"id": spec, "name": spec, "enabled": true})),
    }
}

/// Add or update the provider in the raw settings document (a `model` or `providers` of the
/// wrong type is replaced). Returns the provider's index in `model.providers`.
pub fn upsert_provider(raw: &mut Value, change: ProviderChange) -> Result<usize> {
    if let Some(url) = change.base_url {
        check_base_url(url)?;
    }
    if !raw.is_object() {
        *raw = json!({});
    }
    let doc = raw.as_object_mut().expect("made an object above");
    let model = doc.entry("model").or_insert_with(|| json!({}));
    if !model.is_object() {
        *model = json!({});
    }
    let providers = model.as_object_mut().expect("object").entry("providers").or_insert_with(|| json!([]));
    if !providers.is_array() {
        *providers = json!([]);
    }
    let list = providers.as_array_mut().expect("array");
    let pos = match list.iter().position(|p| p["id"] == change.id) {
        Some(pos) => pos,
        None => {
            list.push(json!({"id": change.id, "name": change.id, "baseURL": "", "apiKey": "", "models": []}));
            list.len() - 1
        }
    };
    let p = list[pos].as_object_mut().ok_or_else(|| Failure::general("a provider entry is not an object"))?;
    if let Some(name) = change.name {
        p.insert("name".into(), json!(name));
    }
    if let Some(url) = change.base_url {
        p.insert("baseURL".into(), json!(url));
    }
    if let Some(key) = change.api_key {
        p.insert("apiKey".into(), json!(key));
    }
    p.insert("apiFormat".into(), json!(change.api_format));
    let entry = p.entry("models").or_insert_with(|| json!([]));
    if !entry.is_array() {
        *entry = json!([]);
    }
    let existing = entry.as_array_mut().expect("array");
    for m in change.models {
        match existing.iter_mut().find(|e| e["id"] == m["id"]) {
            Some(e) => *e = m,
            None => existing.push(m),
        }
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change<'a>(id: &'a str, models: Vec<Value>) -> ProviderChange<'a> {
        ProviderChange { id, name: None, base_url: None, api_key: None, api_format: "responses", models }
    }

    #[test]
    fn a_new_provider_is_appended_with_empty_defaults() {
        let mut raw = json!({"model": {"providers": [{"id": "a"}]}, "other": 1});
        let pos = upsert_provider(&mut raw, change("b", vec![parse_model_spec("m:4000").unwrap()])).unwrap();
        assert_eq!(pos, 1);
        assert_eq!(
            raw,
            json!({"model": {"providers": [{"id": "a"}, {"id": "b", "name": "b", "baseURL": "", "apiKey": "",
                "models": [{"id": "m", "name": "m", "contextWindow": 4000, "enabled": true}],
                "apiFormat": "responses"}]}, "other": 1})
        );
    }

    #[test]
    fn an_existing_provider_keeps_what_is_not_named_and_a_model_of_the_same_id_is_replaced() {
        let mut raw = json!({"model": {"providers": [{"id": "a", "name": "A", "apiKey": "k", "x": true,
            "models": [{"id": "m", "contextWindow": 9000}, {"id": "n"}]}]}});
        let c = ProviderChange {
            base_url: Some("http://h/v1"),
            ..change("a", vec![parse_model_spec("m").unwrap()])
        };
        assert_eq!(upsert_provider(&mut raw, c).unwrap(), 0);
        assert_eq!(
            raw["model"]["providers"][0],
            json!({"id": "a", "name": "A", "apiKey": "k", "x": true,
                "models": [{"id": "m", "name": "m", "enabled": true}, {"id": "n"}],
                "baseURL": "http://h/v1", "apiFormat": "responses"})
        );
    }

    #[test]
    fn wrong_typed_sections_on_the_way_are_replaced() {
        let mut raw = json!({"model": {"providers": "none"}});
        assert_eq!(upsert_provider(&mut raw, change("a", vec![])).unwrap(), 0);
        assert_eq!(raw["model"]["providers"][0]["id"], "a");
        let mut raw = json!({"model": 3});
        assert_eq!(upsert_provider(&mut raw, change("a", vec![])).unwrap(), 0);
    }

    #[test]
    fn only_http_and_https_base_urls_with_a_host_are_accepted() {
        for good in
            ["", "http://127.0.0.1:8080/v1", "https://api.openai.com/v1", "HTTPS://h", "https://u:p@h/v1"]
        {
            assert!(check_base_url(good).is_ok(), "{good}");
        }
        for bad in [
            "ftp://host/v1",
            "file:///etc/passwd",
            "api.openai.com/v1",
            "https://",
            "http:///v1",
            "https://:8080/v1",
            "https://h/v 1",
            "https://h/v1\n",
            " https://h/v1",
            "javascript:alert(1)",
        ] {
            let err = check_base_url(bad).unwrap_err();
            assert_eq!(err.code, crate::error::code::USAGE, "{bad}");
            assert!(err.message.contains("is not an http:// or https:// URL"), "{}", err.message);
        }
    }

    #[test]
    fn a_provider_with_a_bad_base_url_is_not_written() {
        let mut raw = json!({"model": {"providers": []}});
        let c = ProviderChange { base_url: Some("ftp://host/v1"), ..change("a", vec![]) };
        assert!(upsert_provider(&mut raw, c).is_err());
        assert_eq!(raw, json!({"model": {"providers": []}}));
    }

    #[test]
    fn a_model_spec_with_a_bad_window_is_a_usage_error() {
        let err = parse_model_spec("m:big").unwrap_err();
        assert!(err.to_string().contains("`big` is not a context window"), "{err}");
        assert_eq!(parse_model_spec(":5").unwrap(), json!({"id": ":5", "name": ":5", "enabled": true}));
    }
}
