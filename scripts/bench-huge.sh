# shellcheck shell=bash
# Part `huge` of scripts/bench.sh (sourced: uses its helpers `say`, `verdict`, `calc`, `$okbot`,
# `$gen`, `$tmp`). Bounded work on a huge history that no summary covers yet:
#   first chat   okbot chat (offline) on an uncovered BENCH_HUGE_ROWS-record transcript: the first
#                compression reads at most contextCompression.maxFoldChars of the newest messages
#                and marks the rest covered with a note; targets <= 5 s and <= 200 MiB peak RSS
#   search       okbot history search on the same transcript (streamed twice, best hits kept):
#                target <= 300 MiB peak RSS
# Peak RSS from `/usr/bin/time -f %M` when available, else VmHWM read from /proc while it runs.
# Knobs: BENCH_HUGE_ROWS (1000000).

huge_rows=${BENCH_HUGE_ROWS:-1000000}
huge_chat_s=5
huge_chat_mib=200
huge_search_mib=300

# huge_run OUT CMD… : run CMD (stdout/stderr to files), print "seconds peak_kib".
huge_run() {
    local out=$1
    shift
    local start end kib
    start=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f %M -o "$out.rss" "$@" >"$out.stdout" 2>"$out.stderr" || true
        kib=$(tail -1 "$out.rss")
    else
        "$@" >"$out.stdout" 2>"$out.stderr" &
        local pid=$! hwm=0 v
        while kill -0 "$pid" 2>/dev/null; do
            v=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
            [[ -n $v ]] && ((v > hwm)) && hwm=$v
            sleep 0.02
        done
        wait "$pid" || true
        kib=$hwm
    fi
    end=$(date +%s%N)
    echo "$(calc "($end - $start) / 1e9") $kib"
}

echo
echo "== huge: first chat and history search on an uncovered $(short "$huge_rows")-record transcript"
huge_root=$tmp/huge-root
"$gen" "$huge_root" "$huge_rows" 7 2>"$tmp/huge-gen.err" || { cat "$tmp/huge-gen.err" >&2; }
tail -1 "$tmp/huge-gen.err"
huge_bytes=$(stat -c %s "$huge_root/bot_20261129_001/session.jsonl")
echo "transcript: $(calc "$huge_bytes / 1048576") MiB, no summary"

read -r chat_s chat_kib < <(OKBOT_HOME=$huge_root huge_run "$tmp/huge-chat" \
    "$okbot" chat "what did we decide about the backup?")
chat_mib=$(calc "$chat_kib / 1024")
echo "first chat: $chat_s s, peak $chat_mib MiB; $(grep -c . "$tmp/huge-chat.stderr") stderr lines:"
sed 's/^/  /' "$tmp/huge-chat.stderr"
head -c 300 "$huge_root/bot_20261129_001/session-summary.json"
echo

# Search reads the whole transcript whatever the coverage.
read -r search_s search_kib < <(OKBOT_HOME=$huge_root huge_run "$tmp/huge-search" \
    "$okbot" history search "backup budget" -n 10)
search_mib=$(calc "$search_kib / 1024")
echo "history search: $search_s s, peak $search_mib MiB, $(wc -l <"$tmp/huge-search.stdout") hits"

say "first chat, uncovered $(short "$huge_rows"): time" "$chat_s s" "target <= $huge_chat_s s" \
    "$(verdict "$chat_s <= $huge_chat_s")"
say "first chat, uncovered $(short "$huge_rows"): peak RSS" "$chat_mib MiB" "target <= $huge_chat_mib MiB" \
    "$(verdict "$chat_mib <= $huge_chat_mib")"
say "history search $(short "$huge_rows"): peak RSS" "$search_mib MiB" "target <= $huge_search_mib MiB" \
    "$(verdict "$search_mib <= $huge_search_mib")"
rm -rf "$huge_root"
