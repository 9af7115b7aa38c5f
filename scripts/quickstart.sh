#!/usr/bin/env bash
# Quickstart: build and install okbot, then run its main job once, offline.
#
# The main job: set up a data root, make sure there is an assistant, give it a conversation
# (a short history written with `okbot session append`, then one `okbot chat` turn on the
# built-in offline provider), and show the result. No step uses the network, even when a
# real model is configured. Later releases may change the steps; this command stays the same.
#
# Safe to run again: `okbot init` never overwrites a file, the assistant is created only when
# missing, and the conversation (the seeded history and the chat turn) is added only while the
# transcript is empty; a run after that shows the result without adding to it (--chat adds one
# more turn).
#
# The data root is $OKBOT_HOME when set, else ~/.okbot. To try okbot without touching your
# real root:  OKBOT_HOME="$(mktemp -d)" ./scripts/quickstart.sh
#
# Options:
#   --no-install   build target/release/okbot and use it, instead of `cargo install`
#   --chat         chat one more turn even when the transcript already has messages
# Environment:
#   QUICKSTART_ASSISTANT   name of the assistant to use or create (default: Quickstart)
#   QUICKSTART_OKBOT       an okbot binary to use as it is: nothing is fetched or built
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

install=1
chat=0
for arg in "$@"; do
    case "$arg" in
        --no-install) install=0 ;;
        --chat) chat=1 ;;
        -h | --help)
            sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "quickstart: unknown option \`$arg\`" >&2
            echo "hint: run \`$0 --help\`" >&2
            exit 2
            ;;
    esac
done

say() { printf '\n== %s\n' "$*" >&2; }
show() {
    { printf '+'; printf ' %q' "$@"; printf '\n'; } >&2
    "$@"
}

if [[ -n ${QUICKSTART_OKBOT:-} ]]; then
    okbot="$QUICKSTART_OKBOT"
    install=none
else
    # Crates come from the registry the first time; after that the build needs no network.
    say "fetching dependencies (skipped when they are already here)"
    host="$(rustc -vV | sed -n 's/^host: //p')"
    if ! cargo fetch --locked --offline --target "$host" >/dev/null 2>&1; then
        show cargo fetch --locked --target "$host"
    fi
fi

if [[ $install == 1 ]]; then
    say "building and installing okbot: the first build compiles every dependency and takes a few minutes (cargo shows its progress)"
    show cargo install --path . --locked --offline
    bin_dir="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin"
    okbot="$bin_dir/okbot"
    case ":$PATH:" in
        *":$bin_dir:"*) ;;
        *) echo "note: add $bin_dir to PATH to run \`okbot\` by name" >&2 ;;
    esac
elif [[ $install == 0 ]]; then
    say "building okbot (target/release): the first build compiles every dependency and takes a few minutes (cargo shows its progress)"
    show cargo build --release --locked --offline
    okbot="$PWD/target/release/okbot"
fi

# Everything below works with no network: okbot only reads and writes the data root.
name="${QUICKSTART_ASSISTANT:-Quickstart}"

say "setting up the data root"
root="$(show "$okbot" init)"
echo "$root"

say "making sure the assistant \"$name\" exists"
if "$okbot" assistant show "$name" >/dev/null 2>&1; then
    echo "the assistant \"$name\" is already there" >&2
else
    show "$okbot" assistant create "$name" --description "Created by scripts/quickstart.sh"
fi

say "giving it a conversation"
if [[ -n "$("$okbot" session show -a "$name" --limit 1)" ]]; then
    echo "the transcript already has messages; seeding nothing" >&2
    [[ $chat == 1 ]] || echo "no new chat turn either (run with --chat to add one)" >&2
else
    chat=1
    printf '%s\n' \
        '{"type":"message","role":"user","content":"Hello! What can you do offline?"}' \
        '{"type":"message","role":"assistant","content":"Everything but writing replies: I keep assistants, transcripts and settings as plain files you can script."}' |
        show "$okbot" session append -a "$name" >/dev/null
fi

if [[ $chat == 1 ]]; then
    say "chatting (the offline provider: no network, no key)"
    show "$okbot" chat -a "$name" --model offline "Remember that I prefer short answers."
fi

say "status"
show "$okbot" status

say "the conversation"
show "$okbot" session show -a "$name"

say "done"
echo "okbot: $okbot" >&2
echo "data root: $root" >&2
