//! A text edited in the user's `$VISUAL` or `$EDITOR` (`okbot note edit`, `okbot soul edit`).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::error::Failure;

/// What the user saved, with the temporary file it is in (removed when dropped, unless kept).
pub struct Edited {
    pub text: String,
    file: tempfile::NamedTempFile,
}

impl Edited {
    /// Keep the user's work on disk (the change could not be saved); its path.
    pub fn keep(self) -> Result<PathBuf> {
        let (_, path) = self.file.keep().context("cannot keep the edited copy")?;
        Ok(path)
    }
}

/// Open `text` in the editor, in a temporary `<prefix>….md` file, and read back what was saved.
/// `no_editor` is the hint when no editor is set; `redo(path)` the hint when the saved text is
/// not UTF-8 (the file is kept then, and named).
pub fn edit(text: &str, prefix: &str, no_editor: &str, redo: impl Fn(&Path) -> String) -> Result<Edited> {
    let editor = ["VISUAL", "EDITOR"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.trim().is_empty())
        .ok_or_else(|| Failure::usage("no editor is set").hint(no_editor))?;
    let file = tempfile::Builder::new()
        .prefix(prefix)
        .suffix(".md")
        .tempfile()
        .context("cannot create a temporary file for the editor")?;
    std::fs::write(file.path(), text).with_context(|| format!("cannot write `{}`", file.path().display()))?;
    // Through the shell, as git does: EDITOR may carry arguments (`code --wait`); the path is
    // an argument, never part of the script.
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("{editor} \"$1\""))
        .arg("sh")
        .arg(file.path())
        .status()
        .with_context(|| format!("cannot start the editor `{editor}`"))?;
    if !status.success() {
        let how = status
            .code()
            .map_or("it was stopped by a signal".to_string(), |c| format!("exited with status {c}"));
        return Err(
            Failure::general(format!("the editor `{editor}` failed: {how}; nothing was saved")).into()
        );
    }
    let saved =
        std::fs::read(file.path()).with_context(|| format!("cannot read `{}`", file.path().display()))?;
    match String::from_utf8(saved) {
        Ok(text) => Ok(Edited { text, file }),
        Err(_) => {
            // The user's work is kept, not deleted with the temporary file.
            let path = Edited { text: String::new(), file }.keep()?;
            Err(Failure::general("the edited text is not UTF-8; nothing was saved").hint(redo(&path)).into())
        }
    }
}
