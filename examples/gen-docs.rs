//! Regenerate `man/` and `completions/` from the clap tree: `scripts/gen-docs.sh`.

fn main() -> std::io::Result<()> {
    let project = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["man", "completions"] {
        std::fs::create_dir_all(project.join(dir))?;
    }
    // Remove generated pages of commands that no longer exist; keep the hand-written ones.
    for entry in std::fs::read_dir(project.join("man"))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "1") {
            std::fs::remove_file(path)?;
        }
    }
    for (rel, bytes) in okbot::docs::generated() {
        std::fs::write(project.join(&rel), bytes)?;
    }
    Ok(())
}
