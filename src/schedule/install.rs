//! How cron or systemd runs `okbot schedule tick`: the binary and data root as absolute paths,
//! quoted for a crontab line or a systemd unit.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::error::Failure;

/// The unit file names `okbot schedule systemd` prints.
pub const SERVICE_NAME: &str = "okbot-tick.service";
pub const TIMER_NAME: &str = "okbot-tick.timer";

/// What cron or systemd must run: this binary and the data root, both absolute, and whether
/// the root must be passed (it is not ~/.okbot).
pub struct Invocation {
    pub exe: PathBuf,
    pub root: PathBuf,
    pub pass_root: bool,
}

impl Invocation {
    /// The invocation for the data root at `root_dir`.
    pub fn find(root_dir: &Path) -> Result<Invocation> {
        let exe = std::env::current_exe().context("cannot find the path of the okbot binary")?;
        let exe = exe.canonicalize().with_context(|| format!("cannot resolve `{}`", exe.display()))?;
        let root = absolute(root_dir)?;
        let default =
            std::env::var_os("HOME").filter(|h| !h.is_empty()).map(|h| Path::new(&h).join(".okbot"));
        let pass_root = match default {
            Some(default) => absolute(&default)? != root,
            None => true,
        };
        for path in [&exe, &root] {
            if path.to_string_lossy().contains(['\n', '\r']) {
                return Err(Failure::general(format!(
                    "the path `{}` has a line break, which a crontab or unit file cannot hold",
                    path.display().to_string().escape_debug()
                ))
                .hint("move okbot or the data root to a path without line breaks")
                .into());
            }
        }
        Ok(Invocation { exe, root, pass_root })
    }

    /// The words of the tick command: `EXE [--root ROOT] schedule tick -q`.
    pub fn words(&self) -> Vec<String> {
        let mut words = vec![self.exe.to_string_lossy().into_owned()];
        if self.pass_root {
            words.extend(["--root".to_string(), self.root.to_string_lossy().into_owned()]);
        }
        words.extend(["schedule", "tick", "-q"].map(String::from));
        words
    }

    pub fn log(&self) -> PathBuf {
        self.root.join("logs").join("tick.log")
    }
}

/// `path` made absolute: resolved when it exists, else joined to the current folder.
fn absolute(path: &Path) -> Result<PathBuf> {
    if let Ok(real) = path.canonicalize() {
        return Ok(real);
    }
    if path.is_absolute() {
        return Ok(path.to_path_buf());
    }
    let here = std::env::current_dir().context("cannot read the current folder")?;
    Ok(here.join(path))
}

pub use crate::text::sh_quote;

/// A crontab line: the command for `sh`, with `%` (a line break to cron) escaped.
pub fn crontab_line(inv: &Invocation) -> String {
    let mut words: Vec<String> = inv.words().iter().map(|w| sh_quote(w)).collect();
    words.extend([">>".to_string(), sh_quote(&inv.log().to_string_lossy()), "2>&1".to_string()]);
    format!("* * * * * {}", words.join(" ")).replace('%', r"\%")
}

/// A word for a systemd `ExecStart=`: as it is when it is plain, else in double quotes; `%`
/// (specifiers) and `$` (variables) are doubled everywhere.
pub fn unit_quote(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+:,=@".contains(c);
    let word = if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("\"{}\"", word.replace('\\', r"\\").replace('"', r#"\""#))
    };
    word.replace('%', "%%").replace('$', "$$")
}

pub fn service_unit(inv: &Invocation) -> String {
    let exec: Vec<String> = inv.words().iter().map(|w| unit_quote(w)).collect();
    format!(
        "# {SERVICE_NAME}: runs `okbot schedule tick`, started each minute by {TIMER_NAME}.
# Save it as ~/.config/systemd/user/{SERVICE_NAME} (printed by `okbot schedule systemd`).
[Unit]
Description=okbot: fire the scheduled prompts that are due

[Service]
Type=oneshot
ExecStart={}
# Exit 7: a run waits for approval (`okbot approvals list`); not a failure.
SuccessExitStatus=7
",
        exec.join(" ")
    )
}

pub fn timer_unit() -> String {
    format!(
        "# {TIMER_NAME}: starts {SERVICE_NAME} at the start of every minute.
# Save it as ~/.config/systemd/user/{TIMER_NAME}, then run:
#   systemctl --user daemon-reload && systemctl --user enable --now {TIMER_NAME}
[Unit]
Description=okbot: check the scheduled prompts every minute

[Timer]
OnCalendar=minutely
AccuracySec=1s
# Not Persistent: the next tick fires each job missed while the machine was off once.
Persistent=false

[Install]
WantedBy=timers.target
"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inv(exe: &str, root: &str, pass_root: bool) -> Invocation {
        Invocation { exe: exe.into(), root: root.into(), pass_root }
    }

    #[test]
    fn shell_words_are_quoted_only_when_needed() {
        assert_eq!(sh_quote("/usr/local/bin/okbot"), "/usr/local/bin/okbot");
        assert_eq!(sh_quote("/home/a b/.okbot"), "'/home/a b/.okbot'");
        assert_eq!(sh_quote("/it's"), r"'/it'\''s'");
        assert_eq!(sh_quote("$HOME"), "'$HOME'");
        assert_eq!(sh_quote(""), "''");
    }

    #[test]
    fn the_crontab_line_is_absolute_quiet_and_logged() {
        assert_eq!(
            crontab_line(&inv("/opt/okbot", "/home/me/.okbot", false)),
            "* * * * * /opt/okbot schedule tick -q >> /home/me/.okbot/logs/tick.log 2>&1"
        );
        assert_eq!(
            crontab_line(&inv("/opt/my bin/okbot", "/data/it's 100%", true)),
            r"* * * * * '/opt/my bin/okbot' --root '/data/it'\''s 100\%' schedule tick -q >> '/data/it'\''s 100\%/logs/tick.log' 2>&1"
        );
    }

    #[test]
    fn unit_words_double_specifiers_and_variables() {
        assert_eq!(unit_quote("/opt/okbot"), "/opt/okbot");
        assert_eq!(unit_quote("/a b/\"q\"\\x"), r#""/a b/\"q\"\\x""#);
        assert_eq!(unit_quote("/100%/$HOME"), r#""/100%%/$$HOME""#);
        let service = service_unit(&inv("/opt/okbot", "/srv/my root", true));
        assert!(
            service.contains("\nExecStart=/opt/okbot --root \"/srv/my root\" schedule tick -q\n"),
            "{service}"
        );
        assert!(service.contains("\nType=oneshot\n"), "{service}");
        let timer = timer_unit();
        assert!(
            timer.contains("\nOnCalendar=minutely\n") && timer.contains("\nWantedBy=timers.target\n"),
            "{timer}"
        );
    }
}
