//! `okbot completions SHELL`, and the hidden `okbot __complete KIND` the bash, zsh and fish
//! scripts call for names and ids from the data root.

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use anyhow::Result;
use clap::Args;
use clap_complete::Shell;

use crate::output::Out;
use crate::store::{OwnerId, Root};

/// Print a shell completion script (bash, zsh, fish, elvish, powershell)
///
/// Example: `okbot completions bash > ~/.local/share/bash-completion/completions/okbot`.
/// The bash, zsh and fish scripts also complete assistant and squad names after -a and the ids
/// of tasks, scheduled jobs and approval requests, read from the data root when you press Tab.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    pub shell: Shell,
}

pub fn run(out: &Out, args: CompletionsArgs, tree: clap::Command) -> Result<()> {
    out.raw(script(args.shell, tree))
}

/// The completion script for `shell` from the clap `tree`: clap's, with the data-root completions added for bash,
/// zsh and fish.
pub fn script(shell: Shell, mut tree: clap::Command) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut tree, "okbot", &mut script);
    let text = String::from_utf8(script).expect("clap writes UTF-8");
    match shell {
        Shell::Bash => format!("{text}{BASH}"),
        Shell::Zsh => {
            let at = "if [ \"$funcstack[1]\" = \"_okbot\" ]; then";
            let text = text.replacen("\n_okbot() {\n", "\n_okbot_static() {\n", 1);
            text.replacen(at, &format!("{ZSH}{at}"), 1)
        }
        Shell::Fish => format!("{text}{FISH}"),
        _ => text,
    }
    .into_bytes()
}

/// What `__complete` lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Assistant and squad ids and names.
    Owners,
    /// Task ids.
    Tasks,
    /// Scheduled job ids.
    Schedules,
    /// Ids of approval requests still waiting.
    Approvals,
}

/// `okbot [--root DIR] __complete KIND`, called by the completion scripts: the candidates, one
/// per line, for KIND `owners`, `tasks`, `schedules` or `approvals`. Returns the exit code, or
/// `None` when the arguments are not such a call (clap parses them as usual).
///
/// It reads only the roster and the owners' id files (no settings, no tokenizer), and it never
/// fails aloud: a missing root, an unknown kind or an unreadable file gives fewer candidates,
/// exit 0, and nothing on stderr, since the shell would print it over the command line.
pub fn intercept(args: &[OsString]) -> Option<u8> {
    let (root, kind) = match args {
        [word, kind] if word == "__complete" => (None, kind),
        [flag, dir, word, kind] if flag == "--root" && word == "__complete" => {
            (Some(PathBuf::from(dir)), kind)
        }
        [flag, word, kind] if word == "__complete" => {
            (Some(PathBuf::from(flag.to_str()?.strip_prefix("--root=")?)), kind)
        }
        _ => return None,
    };
    let kind = match kind.to_str() {
        Some("owners") => Some(Kind::Owners),
        Some("tasks") => Some(Kind::Tasks),
        Some("schedules") => Some(Kind::Schedules),
        Some("approvals") => Some(Kind::Approvals),
        _ => None,
    };
    let words = kind.map(|kind| candidates(root.as_deref(), kind)).unwrap_or_default();
    let mut stdout = std::io::stdout().lock();
    for word in words {
        if writeln!(stdout, "{word}").is_err() {
            break;
        }
    }
    Some(0)
}

/// The candidates of `kind` in the data root, in roster and file order; none when the root
/// cannot be read.
fn candidates(flag: Option<&std::path::Path>, kind: Kind) -> Vec<String> {
    let Ok(root) = Root::locate(flag) else { return Vec::new() };
    if !root.exists() {
        return Vec::new();
    }
    let Ok(roster) = crate::roster::io::load(&root) else { return Vec::new() };
    let mut out = Vec::new();
    for (id, name, _) in roster.owners() {
        if kind == Kind::Owners {
            out.push(id);
            // A name that is a line break away from another candidate cannot be offered.
            if !name.contains(['\n', '\r']) && !name.is_empty() {
                out.push(name);
            }
            continue;
        }
        let Ok(owner) = OwnerId::parse(&id) else { continue };
        match kind {
            Kind::Tasks => {
                if let Ok(tasks) = crate::tasks::io::load(&root, &owner) {
                    out.extend(tasks.iter().map(|t| t.id.clone()));
                }
            }
            Kind::Schedules => {
                if let Ok(jobs) = crate::schedule::io::load(&root, &owner) {
                    out.extend(jobs.iter().map(|j| j.id.clone()));
                }
            }
            Kind::Approvals => {
                if let Ok(requests) = crate::approvals::io::list(&root, &owner) {
                    out.extend(requests.into_iter().filter(|p| p.status == "pending").map(|p| p.id));
                }
            }
            Kind::Owners => {}
        }
    }
    out.dedup();
    out
}

/// Added to clap's bash script: `_okbot_dynamic` offers data-root candidates where they fit
/// and hands every other case to clap's `_okbot`.
const BASH: &str = r#"
# okbot: names and ids from the data root (`okbot [--root DIR] __complete KIND`).
_okbot_data() {
    local i root=()
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
            --root) root=(--root "${COMP_WORDS[i+1]}") ;;
            --root=*) root=("${COMP_WORDS[i]}") ;;
        esac
    done
    local IFS=$'\n'
    COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" "${root[@]}" __complete "$1" 2>/dev/null)" -- "${COMP_WORDS[COMP_CWORD]}"))
}

_okbot_dynamic() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
    if [[ $prev == -a || $prev == --assistant ]]; then
        _okbot_data owners
        return 0
    fi
    # The command words before the cursor, options and their values left out.
    local i words=() kind=
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
            --root | --color | -a | --assistant) ((i++)) ;;
            -*) ;;
            *) words+=("${COMP_WORDS[i]}") ;;
        esac
    done
    if [[ ${#words[@]} -eq 2 && $cur != -* ]]; then
        case "${words[0]} ${words[1]}" in
            "task show" | "task start" | "task step" | "task block" | "task done" | "task backlog" | "task delete") kind=tasks ;;
            "schedule pause" | "schedule resume" | "schedule delete" | "schedule next") kind=schedules ;;
            "approvals allow" | "approvals deny") kind=approvals ;;
        esac
    fi
    if [[ -n $kind ]]; then
        _okbot_data "$kind"
        [[ ${#COMPREPLY[@]} -gt 0 ]] && return 0
    fi
    _okbot "$@"
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _okbot_dynamic -o nosort -o bashdefault -o default okbot
else
    complete -F _okbot_dynamic -o bashdefault -o default okbot
fi
"#;

/// Put before the end of clap's zsh script, whose `_okbot` is renamed `_okbot_static`.
const ZSH: &str = r#"# okbot: names and ids from the data root (`okbot [--root DIR] __complete KIND`).
_okbot() {
    local -a root cmd data
    local i kind
    for ((i = 2; i < CURRENT; i++)); do
        case $words[i] in
            (--root) root=(--root $words[i+1]) ;;
            (--root=*) root=($words[i]) ;;
        esac
    done
    if [[ $words[CURRENT-1] == (-a|--assistant) ]]; then
        kind=owners
    else
        for ((i = 2; i < CURRENT; i++)); do
            case $words[i] in
                (--root|--color|-a|--assistant) ((i++)) ;;
                (-*) ;;
                (*) cmd+=($words[i]) ;;
            esac
        done
        if (( $#cmd == 2 )) && [[ $words[CURRENT] != -* ]]; then
            case "$cmd[1] $cmd[2]" in
                ("task "(show|start|step|block|done|backlog|delete)) kind=tasks ;;
                ("schedule "(pause|resume|delete|next)) kind=schedules ;;
                ("approvals "(allow|deny)) kind=approvals ;;
            esac
        fi
    fi
    if [[ -n $kind ]]; then
        data=(${(f)"$($words[1] $root __complete $kind 2>/dev/null)"})
        if (( $#data )); then
            compadd -a data
            return 0
        fi
    fi
    _okbot_static "$@"
}

"#;

/// Added to clap's fish script.
const FISH: &str = r#"
# okbot: names and ids from the data root (`okbot __complete KIND`).
complete -c okbot -s a -l assistant -x -a '(okbot __complete owners 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from task; and __fish_seen_subcommand_from show start step block done backlog delete' -f -a '(okbot __complete tasks 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from schedule; and __fish_seen_subcommand_from pause resume delete next' -f -a '(okbot __complete schedules 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from approvals; and __fish_seen_subcommand_from allow deny' -f -a '(okbot __complete approvals 2>/dev/null)'
"#;
