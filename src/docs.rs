//! Man pages and completions generated from the clap tree. `scripts/gen-docs.sh` writes them
//! into `man/` and `completions/`; a test fails when the committed copies are stale.
//! `man/okbot-files.5` (the file formats) is written by hand and not touched here.

use clap::CommandFactory;
use clap_complete::Shell;

/// Every generated file as (path relative to the project, contents).
pub fn generated() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut cmd = crate::cli::Cli::command().disable_help_subcommand(true);
    cmd.build();
    man_pages(&cmd, "okbot", &mut out);
    for (shell, file) in [(Shell::Bash, "okbot.bash"), (Shell::Zsh, "_okbot"), (Shell::Fish, "okbot.fish")] {
        out.push((format!("completions/{file}"), crate::commands::completions::script(shell)));
    }
    out
}

fn man_pages(cmd: &clap::Command, name: &str, out: &mut Vec<(String, Vec<u8>)>) {
    let page = cmd.clone().display_name(name.to_string());
    let mut roff = Vec::new();
    clap_mangen::Man::new(page)
        .title(name.to_uppercase())
        .manual("okbot manual")
        .source(concat!("okbot ", env!("CARGO_PKG_VERSION")))
        .render(&mut roff)
        .expect("rendering into memory cannot fail");
    out.push((format!("man/{name}.1"), roff));
    for sub in cmd.get_subcommands() {
        man_pages(sub, &format!("{name}-{}", sub.get_name()), out);
    }
}
