//! Tool calls waiting for approval (DESIGN §7.4): the pending-request record. Asking, parking
//! and deciding live in the turn and `okbot approvals`; the files in [`io`].

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub mod io;

/// One request, as `<owner>/pending/<requestId>.json` holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub id: String,
    pub owner_id: String,
    pub run_id: String,
    pub call_id: String,
    pub name: String,
    pub arguments: String,
    /// What the call would do, in plain words.
    #[serde(default)]
    pub description: String,
    pub created_at: String,
    /// `pending`, `allowed` or `denied`.
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_at: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}
