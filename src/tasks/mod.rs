//! Long tasks (`tasks.jsonl`, DESIGN §6.5): the shapes, the rules for moving a task and its
//! steps along, the active-task prompt block, and when a turn continues silently.

pub mod io;
pub mod ops;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Task statuses: `done` is terminal and says nothing about success.
pub const TASK_STATUSES: &[&str] = &["backlog", "pending", "in_progress", "done"];
/// Step statuses: a step finishes as succeeded, failed or cancelled (never "done").
pub const STEP_STATUSES: &[&str] = &["pending", "in_progress", "blocked", "succeeded", "failed", "cancelled"];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub id: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub created_at: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub updated_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub done_at: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Step {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A mistake in a request about tasks: a lower-case message and a hint naming the fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskError {
    pub message: String,
    pub hint: String,
    /// An id prefix that matches several tasks.
    pub ambiguous: bool,
}

impl std::fmt::Display for TaskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TaskError {}

impl From<TaskError> for crate::error::Failure {
    fn from(e: TaskError) -> Self {
        crate::error::Failure::usage(e.message).hint(e.hint)
    }
}

fn err(message: impl Into<String>, hint: impl Into<String>) -> TaskError {
    TaskError { message: message.into(), hint: hint.into(), ambiguous: false }
}

/// `--status` / the tool's `status` for a step, checked.
pub fn step_status(text: &str) -> Result<&'static str, TaskError> {
    let wanted = text.trim().to_lowercase().replace(['-', ' '], "_");
    // "done" is what people say; a step finishes as succeeded.
    let wanted = match wanted.as_str() {
        "done" | "ok" | "success" => "succeeded",
        "started" | "running" | "doing" => "in_progress",
        "canceled" => "cancelled",
        other => other,
    }
    .to_string();
    STEP_STATUSES.iter().copied().find(|s| *s == wanted).ok_or_else(|| {
        err(format!("`{text}` is not a step status"), format!("use one of {}", STEP_STATUSES.join(", ")))
    })
}

impl Task {
    /// A queued task (`backlog` parks it). `new_id` gives the step ids (bare ULIDs).
    pub fn new(
        id: String,
        title: &str,
        steps: &[String],
        backlog: bool,
        now: &str,
        mut new_id: impl FnMut() -> String,
    ) -> Result<Task, TaskError> {
        let title = title.trim();
        if title.is_empty() {
            return Err(err("a task needs a title", "for example `okbot task add \"migrate the blog\"`"));
        }
        let mut task = Task {
            id,
            title: title.to_string(),
            status: if backlog { "backlog" } else { "pending" }.into(),
            steps: Vec::new(),
            created_at: now.to_string(),
            updated_at: now.to_string(),
            done_at: None,
            extra: Map::new(),
        };
        for step in steps {
            task.add_step(new_id(), step, now)?;
        }
        Ok(task)
    }

    pub fn add_step(&mut self, id: String, title: &str, now: &str) -> Result<&Step, TaskError> {
        let title = title.trim();
        if title.is_empty() {
            return Err(err("a step needs a title", "say what the step does"));
        }
        self.steps.push(Step {
            id,
            title: title.to_string(),
            status: "pending".into(),
            note: None,
            extra: Map::new(),
        });
        self.updated_at = now.to_string();
        Ok(self.steps.last().expect("just pushed"))
    }

    /// A step by id, 1-based position, title (any case) or a unique id prefix (4+ characters).
    pub fn step_index(&self, key: &str) -> Result<usize, TaskError> {
        let key = key.trim();
        if let Some(i) = self.steps.iter().position(|s| s.id == key) {
            return Ok(i);
        }
        if let Ok(n) = key.parse::<usize>() {
            if n >= 1 && n <= self.steps.len() {
                return Ok(n - 1);
            }
            return Err(err(
                format!("the task “{}” has no step `{key}`", self.title),
                format!("its steps are numbered 1 to {} (`okbot task show ID` lists them)", self.steps.len()),
            ));
        }
        let lower = key.to_lowercase();
        let titled: Vec<usize> =
            (0..self.steps.len()).filter(|&i| self.steps[i].title.trim().to_lowercase() == lower).collect();
        if let [one] = titled.as_slice() {
            return Ok(*one);
        }
        if titled.len() > 1 {
            return Err(err(
                format!("the task “{}” has {} steps titled “{key}”", self.title, titled.len()),
                "name the step by its number (`okbot task show ID` lists them)",
            ));
        }
        if key.chars().count() >= crate::ids::MIN_PREFIX {
            let upper = key.to_uppercase();
            let by_id: Vec<usize> = (0..self.steps.len())
                .filter(|&i| self.steps[i].id.to_uppercase().starts_with(&upper))
                .collect();
            if let [one] = by_id.as_slice() {
                return Ok(*one);
            }
        }
        Err(err(
            format!("the task “{}” has no step `{key}`", self.title),
            format!(
                "to add it: `okbot task step {} --add \"{key}\"`; to change a step, name it by its number, \
                 id or title (`okbot task show ID` lists them)",
                self.id
            ),
        ))
    }

    /// Change a step's status and note. Without a note, a step leaving `blocked` loses the note
    /// saying what it waited for; an empty note removes the note.
    pub fn set_step(&mut self, index: usize, status: &str, note: Option<&str>, now: &str) {
        let step = &mut self.steps[index];
        match note.map(str::trim) {
            Some(note) => step.note = (!note.is_empty()).then(|| note.to_string()),
            None if step.status == "blocked" && status != "blocked" => step.note = None,
            None => {}
        }
        step.status = status.to_string();
        self.updated_at = now.to_string();
    }

    /// The steps not finished yet (pending, in progress or blocked), with their 1-based numbers.
    pub fn open_steps(&self) -> Vec<(usize, &Step)> {
        self.steps
            .iter()
            .enumerate()
            .filter(|(_, s)| !matches!(s.status.as_str(), "succeeded" | "failed" | "cancelled"))
            .map(|(i, s)| (i + 1, s))
            .collect()
    }

    /// Mark the task done. Open steps refuse it, naming them, unless `cancel_open` cancels them.
    pub fn finish(&mut self, cancel_open: bool, now: &str) -> Result<(), TaskError> {
        let open: Vec<usize> = self.open_steps().iter().map(|(n, _)| n - 1).collect();
        if !open.is_empty() && !cancel_open {
            let named: Vec<String> = open
                .iter()
                .map(|&i| format!("{}. “{}” ({})", i + 1, self.steps[i].title, self.steps[i].status))
                .collect();
            let (count, them) = if open.len() == 1 { ("an open step", "it") } else { ("open steps", "them") };
            return Err(err(
                format!("the task “{}” has {count}: {}", self.title, named.join(", ")),
                format!(
                    "finish {them} first (`okbot task step {} N --status succeeded`), or pass --cancel-open \
                     to mark {them} cancelled",
                    self.id
                ),
            ));
        }
        for i in open {
            self.set_step(i, "cancelled", None, now);
        }
        self.set_status("done", now);
        Ok(())
    }

    pub fn set_status(&mut self, status: &str, now: &str) {
        self.status = status.to_string();
        self.done_at = (status == "done").then(|| now.to_string());
        self.updated_at = now.to_string();
    }

    /// The step to work on next: the one in progress, else the first pending one.
    pub fn next_step(&self) -> Option<&Step> {
        self.steps
            .iter()
            .find(|s| s.status == "in_progress")
            .or_else(|| self.steps.iter().find(|s| s.status == "pending"))
    }

    /// The step a change without a step number is about: the one in progress, else a blocked
    /// one (so it can be unblocked), else the first pending one.
    pub fn current_step(&self) -> Option<&Step> {
        ["in_progress", "blocked", "pending"]
            .iter()
            .find_map(|status| self.steps.iter().find(|s| s.status == *status))
    }

    /// Whether the host may continue this task silently (DESIGN §6.5): in progress, no step
    /// blocked, and a step left to advance.
    pub fn advanceable(&self) -> bool {
        self.status == "in_progress"
            && !self.steps.iter().any(|s| s.status == "blocked")
            && self.next_step().is_some()
    }

    /// `3/5` steps finished.
    pub fn progress(&self) -> String {
        let finished = self
            .steps
            .iter()
            .filter(|s| matches!(s.status.as_str(), "succeeded" | "failed" | "cancelled"))
            .count();
        format!("{finished}/{}", self.steps.len())
    }
}

/// The task in progress (the last one, should a file hold several). Rows are as
/// [`io::load`] gives them: one per id, the last line of an id winning.
pub fn in_progress(tasks: &[Task]) -> Option<&Task> {
    tasks.iter().rev().find(|t| t.status == "in_progress")
}

/// The in-progress task as a prompt block (empty when none is in progress).
pub fn active_block(tasks: &[Task]) -> String {
    let Some(task) = in_progress(tasks) else {
        return String::new();
    };
    let mut text = format!("Task in progress: {} (id {})\n", task.title, task.id);
    if task.steps.is_empty() {
        text.push_str("No steps yet.");
    } else {
        text.push_str("Steps:\n");
        for step in &task.steps {
            let note = step.note.as_deref().map(|n| format!(" — {n}")).unwrap_or_default();
            text.push_str(&format!("- [{}] {}{note}\n", step.status, step.title));
        }
    }
    text.trim_end().to_string()
}

/// The hidden message that continues a task silently.
pub fn continuation_message(task: &Task) -> String {
    match task.next_step() {
        Some(step) => format!(
            "Continue the task “{}”: work on the step “{}”. Record progress as each step finishes; \
             if a step cannot go on without the user, mark it blocked and say what you need.",
            task.title, step.title
        ),
        None => format!("Continue the task “{}”.", task.title),
    }
}

/// Whether a turn touched `task`: it is new since `before` (the tasks as they were when the
/// turn began) or its record changed (a status, a step, a note: each stamps `updatedAt`).
pub fn touched(before: &[Task], task: &Task) -> bool {
    before.iter().rev().find(|t| t.id == task.id) != Some(task)
}

/// What people type to have the task in progress continued: the whole message, ignoring case,
/// surrounding spaces, a leading "please"/"请" and trailing punctuation.
const CONTINUE_REQUESTS: &[&str] = &[
    "continue",
    "continue the task",
    "go on",
    "keep going",
    "carry on",
    "proceed",
    "go ahead",
    "next step",
    "继续",
    "继续吧",
    "继续做",
    "接着",
    "接着做",
    "下一步",
];

/// Whether a user message asks to continue the task in progress ("continue", "go on", "继续"…;
/// see [`CONTINUE_REQUESTS`]). A longer message is a question of its own.
pub fn is_continue_request(message: &str) -> bool {
    let text = message
        .trim()
        .trim_end_matches(|c: char| c.is_whitespace() || ".!?。！？~…".contains(c))
        .to_lowercase();
    let text = text.strip_prefix("please").map(str::trim_start).unwrap_or(&text);
    let text = text.strip_prefix('请').unwrap_or(text);
    let text = text.strip_suffix("please").map(|t| t.trim_end_matches([' ', ','])).unwrap_or(text);
    CONTINUE_REQUESTS.contains(&text.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(steps: &[&str]) -> Task {
        let steps: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        let mut n = 0;
        Task::new("T".into(), "migrate the blog", &steps, false, "t0", || {
            n += 1;
            format!("S{n}")
        })
        .unwrap()
    }

    #[test]
    fn a_new_task_is_queued_with_pending_steps() {
        let t = task(&["export posts", "import posts"]);
        assert_eq!(t.status, "pending");
        assert_eq!(t.steps.iter().map(|s| s.status.as_str()).collect::<Vec<_>>(), ["pending", "pending"]);
        assert_eq!(t.steps[1].id, "S2");
        assert_eq!(t.progress(), "0/2");
        assert!(Task::new("T".into(), "  ", &[], false, "t0", String::new).is_err());
    }

    #[test]
    fn only_an_in_progress_task_with_an_open_unblocked_step_is_advanceable() {
        let mut t = task(&["a", "b"]);
        assert!(!t.advanceable(), "pending tasks wait");
        t.set_status("in_progress", "t1");
        assert!(t.advanceable());
        t.set_step(0, "blocked", Some("needs a password"), "t2");
        assert!(!t.advanceable(), "a blocked step stops it");
        t.set_step(0, "in_progress", Some("working on it"), "t3");
        t.set_step(0, "succeeded", None, "t3");
        assert_eq!(t.steps[0].note.as_deref(), Some("working on it"), "no note keeps the old one");
        t.set_step(1, "failed", Some(""), "t4");
        assert_eq!(t.steps[1].note, None, "an empty note clears it");
        assert!(!t.advanceable(), "nothing left to advance");
        assert_eq!(t.progress(), "2/2");
        t.set_status("done", "t5");
        assert_eq!(t.done_at.as_deref(), Some("t5"));
    }

    #[test]
    fn steps_are_found_by_id_or_position() {
        let t = task(&["a", "b"]);
        assert_eq!(t.step_index("S2").unwrap(), 1);
        assert_eq!(t.step_index("1").unwrap(), 0);
        assert!(t.step_index("3").is_err());
        assert!(t.step_index("0").is_err());
    }

    #[test]
    fn steps_are_found_by_title_and_an_unknown_title_suggests_adding_it() {
        let t = task(&["Export posts", "import posts"]);
        assert_eq!(t.step_index("export POSTS").unwrap(), 0);
        let e = t.step_index("Proofread").unwrap_err();
        assert_eq!(e.message, "the task “migrate the blog” has no step `Proofread`");
        assert!(e.hint.contains("--add \"Proofread\""), "{}", e.hint);
        let twice = task(&["check", "Check"]);
        assert!(twice.step_index("check").unwrap_err().message.contains("2 steps titled"));
    }

    #[test]
    fn unblocking_a_step_clears_its_note_unless_a_new_one_is_given() {
        let mut t = task(&["a", "b"]);
        t.set_step(0, "blocked", Some("needs a password"), "t1");
        t.set_step(0, "blocked", None, "t2");
        assert_eq!(t.steps[0].note.as_deref(), Some("needs a password"), "still blocked: kept");
        t.set_step(0, "in_progress", None, "t3");
        assert_eq!(t.steps[0].note, None);
        t.set_step(1, "blocked", Some("waits"), "t4");
        t.set_step(1, "pending", Some("asked the user"), "t5");
        assert_eq!(t.steps[1].note.as_deref(), Some("asked the user"));
    }

    #[test]
    fn a_task_with_open_steps_is_done_only_when_they_are_cancelled() {
        let mut t = task(&["a", "b", "c"]);
        t.set_step(0, "succeeded", None, "t1");
        t.set_step(1, "in_progress", None, "t1");
        let e = t.finish(false, "t2").unwrap_err();
        assert_eq!(
            e.message,
            "the task “migrate the blog” has open steps: 2. “b” (in_progress), 3. “c” (pending)"
        );
        assert!(e.hint.contains("--cancel-open"), "{}", e.hint);
        assert_eq!(t.status, "pending", "refused: unchanged");
        t.finish(true, "t3").unwrap();
        assert_eq!(t.status, "done");
        let statuses: Vec<&str> = t.steps.iter().map(|s| s.status.as_str()).collect();
        assert_eq!(statuses, ["succeeded", "cancelled", "cancelled"]);
        let mut empty = task(&[]);
        empty.finish(false, "t4").unwrap();
        assert_eq!(empty.done_at.as_deref(), Some("t4"));
    }

    #[test]
    fn step_statuses_accept_what_people_say_and_refuse_done_as_a_status_name() {
        assert_eq!(step_status("done").unwrap(), "succeeded");
        assert_eq!(step_status("In Progress").unwrap(), "in_progress");
        assert_eq!(step_status("canceled").unwrap(), "cancelled");
        assert!(step_status("finished-ish").is_err());
    }

    #[test]
    fn the_next_step_is_the_one_in_progress_else_the_first_pending() {
        let mut t = task(&["a", "b", "c"]);
        assert_eq!(t.next_step().unwrap().title, "a");
        t.set_step(1, "in_progress", None, "t1");
        assert_eq!(t.next_step().unwrap().title, "b");
        assert!(continuation_message(&t).contains("“b”"));
        t.set_step(1, "blocked", None, "t2");
        assert_eq!(t.current_step().unwrap().title, "b", "a blocked step can be unblocked by default");
        assert_eq!(t.next_step().unwrap().title, "a");
    }

    #[test]
    fn the_last_task_in_progress_is_the_one_shown() {
        let mut a = task(&[]);
        a.set_status("in_progress", "t1");
        let mut b = a.clone();
        b.id = "U".into();
        b.title = "second".into();
        let rows = vec![a, b];
        assert_eq!(in_progress(&rows).unwrap().id, "U");
        assert!(active_block(&rows).starts_with("Task in progress: second (id U)"));
        assert_eq!(active_block(&rows[..0]), "");
    }

    #[test]
    fn a_task_is_touched_when_it_is_new_or_its_record_changed() {
        let mut t = task(&["a", "b"]);
        t.set_status("in_progress", "t1");
        let before = vec![t.clone()];
        assert!(!touched(&before, &t), "the same record");
        assert!(touched(&[], &t), "a task made in this turn");
        let mut moved = t.clone();
        moved.set_step(0, "succeeded", None, "t2");
        assert!(touched(&before, &moved));
        let mut noted = t.clone();
        noted.updated_at = "t3".into();
        assert!(touched(&before, &noted), "any change counts");
    }

    #[test]
    fn continue_requests_are_short_messages_that_ask_to_go_on() {
        for yes in [
            "continue",
            "Continue.",
            "  go on!  ",
            "Keep going",
            "carry on",
            "please continue",
            "继续",
            "请继续。",
            "接着",
            "continue, please",
        ] {
            assert!(is_continue_request(yes), "{yes:?}");
        }
        for no in
            ["What is 2+2?", "continue the story about the cat", "don't continue", "", "continued", "go"]
        {
            assert!(!is_continue_request(no), "{no:?}");
        }
    }
}
