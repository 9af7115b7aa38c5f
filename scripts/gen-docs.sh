#!/usr/bin/env bash
# Regenerate the man pages (man/*.1) and shell completions (completions/) from the clap tree;
# each page's JSON OUTPUT section comes from the command's json_doc! declarations.
# Run it after changing any command, flag or help text, then commit the result;
# `cargo test --test docs` fails while the committed copies are stale.
# man/okbot-files.5 is written by hand and is left alone.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

cargo run --quiet --example gen-docs
echo "regenerated man/*.1 and completions/" >&2
