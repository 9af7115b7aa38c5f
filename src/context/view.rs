//! A request as the model would receive it, and its token figures.

use serde::Serialize;

use super::{Block, Inputs, Sourced, blocks, instruction_tokens, instructions, item_tokens, project, prune};
use crate::compress::Estimate;
use crate::message::ModelItem;
use crate::session::{Entry, Item};
use crate::settings::Pruning;
use crate::tokens::{ByteBound, Count, Counter, PER_MESSAGE};

/// Blocks, the instruction text, the items after coverage, and the new message.
#[derive(Debug, Clone)]
pub struct View {
    pub blocks: Vec<Block>,
    pub instructions: String,
    pub items: Vec<Sourced>,
    pub message: Option<String>,
}

pub fn build<'a>(
    inputs: &Inputs,
    entries: impl IntoIterator<Item = &'a Entry>,
    message: Option<&str>,
    pruning: &Pruning,
) -> View {
    let blocks = blocks(inputs);
    let instructions = instructions(&blocks);
    let mut items = project(entries);
    if pruning.enabled {
        prune(&mut items, pruning.keep_tool_results as usize, pruning.max_chars as usize);
    }
    View { blocks, instructions, items, message: message.map(str::to_string) }
}

/// Token figures of a view.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tokens {
    pub blocks: Vec<usize>,
    pub instructions: usize,
    pub items: Vec<usize>,
    pub items_total: usize,
    pub message: usize,
    pub total: usize,
}

pub fn message_tokens(counter: &(impl Count + ?Sized), message: Option<&str>) -> usize {
    message.map_or(0, |m| PER_MESSAGE + counter.count_role("user") + counter.count(m))
}

pub fn count(view: &View, counter: &(impl Count + ?Sized)) -> Tokens {
    let block_tokens = view.blocks.iter().map(|b| counter.count(&b.text)).collect();
    let instructions = instruction_tokens(counter, &view.instructions);
    let items: Vec<usize> = view.items.iter().map(|s| item_tokens(counter, &s.item)).collect();
    let items_total = items.iter().sum();
    let message = message_tokens(counter, view.message.as_deref());
    Tokens {
        blocks: block_tokens,
        instructions,
        items,
        items_total,
        message,
        total: instructions + items_total + message,
    }
}

/// An upper bound of the view's total that loads no encoder (see [`ByteBound`]).
pub fn upper_bound(view: &View) -> u64 {
    count(view, &ByteBound).total as u64
}

/// Token totals for the compression engine: any summary, any starting row of the live tail.
pub struct LiveEstimate<'a> {
    counter: Counter,
    inputs: &'a Inputs,
    /// Tokens of each live row as the model would see it (0 for rows it does not see).
    row_tokens: Vec<usize>,
    message: usize,
}

impl<'a> LiveEstimate<'a> {
    pub fn new(
        counter: Counter,
        inputs: &'a Inputs,
        rows: &[Entry],
        message: Option<&str>,
        pruning: &Pruning,
    ) -> Self {
        let mut items = project(rows);
        if pruning.enabled {
            prune(&mut items, pruning.keep_tool_results as usize, pruning.max_chars as usize);
        }
        let mut row_tokens = vec![0; rows.len()];
        let mut next = 0;
        for item in &items {
            // Items keep row order; find the row each came from.
            while next < rows.len() && rows[next].id != item.id {
                next += 1;
            }
            if next < rows.len() {
                row_tokens[next] = item_tokens(&counter, &item.item);
                next += 1;
            }
        }
        LiveEstimate { message: message_tokens(&counter, message), counter, inputs, row_tokens }
    }
}

impl Estimate for LiveEstimate<'_> {
    fn total(&self, summary: &str, start: usize) -> u64 {
        let mut inputs = self.inputs.clone();
        inputs.summary = (!summary.trim().is_empty()).then(|| summary.to_string());
        let text = instructions(&blocks(&inputs));
        let rows: usize = self.row_tokens.get(start..).map_or(0, |r| r.iter().sum());
        (instruction_tokens(&self.counter, &text) + rows + self.message) as u64
    }
}

/// DESIGN §4.5 last resort, per request: omit the oldest tool results (and their calls) until
/// the total is under `threshold`. Returns how many were omitted, and whether it now fits.
pub fn fit(view: &mut View, counter: &Counter, threshold: u64) -> (usize, bool) {
    let tokens = count(view, counter);
    let mut total = tokens.total as u64;
    let mut per_item = tokens.items;
    let mut omitted = 0;
    while total >= threshold {
        let before: Vec<String> = view.items.iter().map(|s| s.id.clone()).collect();
        if !super::omit_oldest_tool_result(&mut view.items) {
            return (omitted, false);
        }
        // Subtract what left: walk the old ids against the remaining ones.
        let mut kept = view.items.iter().map(|s| s.id.as_str()).peekable();
        let mut remaining = Vec::with_capacity(view.items.len());
        for (id, t) in before.iter().zip(per_item) {
            if kept.peek() == Some(&id.as_str()) {
                kept.next();
                remaining.push(t);
            } else {
                total -= t as u64;
            }
        }
        per_item = remaining;
        omitted += 1;
    }
    (omitted, true)
}

/// Human rendering of the items (`context show`).
pub fn render_item(s: &Sourced) -> String {
    match &s.item {
        ModelItem::Message { role, text } => format!("[{role}] {text}"),
        ModelItem::ToolCall { call_id, name, arguments } => {
            format!("[tool call {call_id}] {name} {arguments}")
        }
        ModelItem::ToolResult { call_id, name, status, output } => {
            format!("[tool result {call_id}] {name} ({status}): {output}")
        }
    }
}

/// Longest text of one message or tool result a request carries, in characters: about half
/// the window at four characters a token, never under 100 000. A character outside ASCII
/// (Chinese, Japanese, emoji …) is about a token by itself and counts as four (see
/// [`clip_text`]).
pub fn clip_chars(context_window: u64) -> usize {
    usize::try_from(context_window.saturating_mul(2)).unwrap_or(usize::MAX).max(100_000)
}

/// What a character costs against [`clip_chars`]: an ASCII one a quarter token, any other
/// about a whole one.
fn clip_weight(c: char) -> usize {
    if c.is_ascii() { 1 } else { 4 }
}

/// An oversize text as the model sees it: its head and its tail around a marker saying how
/// much was left out. `None` when the text fits. `max` is in ASCII characters; every other
/// character counts as four, so a Chinese text is clipped to about as many tokens as an
/// English one.
pub fn clip_text(text: &str, max: usize) -> Option<String> {
    if text.len() <= max / 4 {
        return None; // no character weighs more than four, nor takes fewer than one byte
    }
    if text.chars().map(clip_weight).sum::<usize>() <= max {
        return None;
    }
    let head = max * 3 / 4;
    let tail = max - head;
    let mut head_end = 0;
    let mut weight = 0;
    for (i, c) in text.char_indices() {
        weight += clip_weight(c);
        if weight > head {
            break;
        }
        head_end = i + c.len_utf8();
    }
    let mut tail_start = text.len();
    let mut weight = 0;
    for (i, c) in text.char_indices().rev() {
        weight += clip_weight(c);
        if weight > tail || i < head_end {
            break;
        }
        tail_start = i;
    }
    Some(format!(
        "{}\n[… clipped {} chars; the full text is in the transcript …]\n{}",
        &text[..head_end],
        text[head_end..tail_start].chars().count(),
        &text[tail_start..]
    ))
}

/// Shape a row as it is read for a request: clip an oversize message text or tool result
/// (nothing on disk changes). Returns the row's weight: the bytes of its text.
pub fn shape(entry: &mut Entry, max_chars: usize) -> u64 {
    let text = match &mut entry.item {
        Item::Message { text, .. } => text,
        Item::ToolResult { output, .. } => output,
        Item::ToolCall { arguments, .. } => return arguments.len() as u64 + 16,
        Item::Reasoning | Item::Other { .. } => return 16,
    };
    if let Some(clipped) = clip_text(text, max_chars) {
        *text = clipped;
    }
    text.len() as u64 + 16
}
