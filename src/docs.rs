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
        out.push((
            format!("completions/{file}"),
            crate::commands::completions::script(shell, <crate::cli::Cli as clap::CommandFactory>::command()),
        ));
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
    let roff = with_json_output(roff, name);
    out.push((format!("man/{name}.1"), roff));
    for sub in cmd.get_subcommands() {
        man_pages(sub, &format!("{name}-{}", sub.get_name()), out);
    }
}

/// The page with a "JSON OUTPUT" section listing what the command prints with `--json`, from
/// the documents' own field lists (`output::json_doc!`); put before VERSION when there is one.
fn with_json_output(roff: Vec<u8>, page: &str) -> Vec<u8> {
    let docs: Vec<_> = crate::commands::json_outputs().into_iter().filter(|d| d.page == page).collect();
    if docs.is_empty() {
        return roff;
    }
    let mut section = String::from(".SH \"JSON OUTPUT\"\n");
    for (i, doc) in docs.iter().enumerate() {
        if i > 0 {
            section.push_str(".PP\n");
        }
        let lead = if i == 0 { "With \\fB\\-\\-json\\fR, " } else { "" };
        section.push_str(&format!("{lead}{}\n", roff_text(doc.shape)));
        for (name, kind, meaning) in doc.fields {
            section.push_str(&format!(
                ".TP\n\\fB{}\\fR ({})\n{}\n",
                roff_text(name),
                roff_text(kind),
                roff_text(meaning)
            ));
        }
    }
    let text = String::from_utf8(roff).expect("clap_mangen writes UTF-8");
    match text.find("\n.SH VERSION") {
        Some(at) => format!("{}\n{}{}", &text[..at], section, &text[at + 1..]).into_bytes(),
        None => format!("{text}{section}").into_bytes(),
    }
}

/// Text safe in a roff line: backslashes and hyphens escaped, a leading dot or quote guarded.
fn roff_text(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with('.') || escaped.starts_with('\'') { format!("\\&{escaped}") } else { escaped }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_json_output_names_a_man_page() {
        let pages: Vec<String> = generated().into_iter().map(|(path, _)| path).collect();
        for doc in crate::commands::json_outputs() {
            assert!(pages.contains(&format!("man/{}.1", doc.page)), "no man page {}", doc.page);
        }
    }

    /// A new command with `--json` output gets its JSON OUTPUT section (or joins this list).
    #[test]
    fn every_leaf_command_documents_its_json_output() {
        // Not yet declared with json_doc!: chat (its result object and events) and compress.
        // model default prints the model chosen as text; completions print a script.
        let exempt = ["okbot-completions", "okbot-model-default"];
        let mut cmd = crate::cli::Cli::command().disable_help_subcommand(true);
        cmd.build();
        let mut leaves = Vec::new();
        fn walk(cmd: &clap::Command, name: String, out: &mut Vec<String>) {
            if cmd.get_subcommands().next().is_none() {
                out.push(name.clone());
            }
            for sub in cmd.get_subcommands() {
                walk(sub, format!("{name}-{}", sub.get_name()), out);
            }
        }
        walk(&cmd, "okbot".into(), &mut leaves);
        let documented: Vec<&str> = crate::commands::json_outputs().iter().map(|d| d.page).collect();
        let missing: Vec<&String> = leaves
            .iter()
            .filter(|l| !exempt.contains(&l.as_str()) && !documented.contains(&l.as_str()))
            .collect();
        assert!(missing.is_empty(), "no JSON OUTPUT for {missing:?}");
    }

    #[test]
    fn the_json_output_section_lists_each_field_in_order() {
        let (_, page) = generated().into_iter().find(|(path, _)| path == "man/okbot-model-list.1").unwrap();
        let page = String::from_utf8(page).unwrap();
        let section = &page[page.find(".SH \"JSON OUTPUT\"").expect("a JSON OUTPUT section")..];
        let mut at = 0;
        for name in ["provider", "model", "apiFormat", "baseURL", "contextWindow", "enabled", "default"] {
            let found = section[at..].find(&format!("\\fB{name}\\fR (")).unwrap_or_else(|| panic!("{name}"));
            at += found + 1;
        }
    }

    #[test]
    fn roff_text_escapes_what_roff_would_read_as_markup() {
        assert_eq!(roff_text("a-b"), "a\\-b");
        assert_eq!(roff_text("a\\b"), "a\\eb");
        assert_eq!(roff_text(".x"), "\\&.x");
        assert_eq!(roff_text("'x"), "\\&'x");
    }
}
