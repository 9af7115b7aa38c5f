#!/usr/bin/env bash
# Benchmark the commands that must stay fast however large the history grows:
#   okbot --version, okbot assistant list          idle commands, target <= 5 ms
#   okbot session show --limit 20 [--json]          on 1 000 and 1 000 000 records; target: the
#                                                   same (+-20 %) at both sizes (it reads the tail only)
# Builds release binaries, generates two data roots in a temporary folder (removed on exit) with
# `examples/gen-session.rs`, times each command with hyperfine when installed (else a plain bash
# loop), and prints mean times with PASS/FAIL. It reports; it is not a test: exit 0 even on FAIL.
#
# Knobs (environment): BENCH_RUNS (100 per command), BENCH_ROUNDS (5), BENCH_WARMUP (5),
# BENCH_SMALL (1000), BENCH_LARGE (1000000), BENCH_NO_HYPERFINE=1 to use the bash loop even when
# hyperfine is installed.
# Times are warm page cache: the generated files were just written. On a busy machine the means
# wander (see "± sd" and the load in the header); the ratio of the minimum times is printed too.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

runs=${BENCH_RUNS:-100}
warmup=${BENCH_WARMUP:-5}
rounds=${BENCH_ROUNDS:-5}
small=${BENCH_SMALL:-1000}
large=${BENCH_LARGE:-1000000}
idle_target_ms=5
ratio_tolerance=0.20

cargo build --release --examples --bins
bin_dir=${CARGO_TARGET_DIR:-$PWD/target}/release
okbot=$bin_dir/okbot
gen=$bin_dir/examples/gen-session

tmp=$(mktemp -d "${TMPDIR:-/tmp}/okbot-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Nothing from the caller's environment may pick another root, owner or clock.
unset OKBOT_HOME OKBOT_ASSISTANT OKBOT_NOW

"$gen" "$tmp/small" "$small"
"$gen" "$tmp/large" "$large"

use_hyperfine=0
if [[ -z ${BENCH_NO_HYPERFINE:-} ]] && command -v hyperfine >/dev/null; then
    use_hyperfine=1
fi

# Each measurement: a label and a command line (words without spaces; the temp path has none).
labels=()
cmds=()
add() {
    labels+=("$1")
    cmds+=("$2")
}
add "okbot --version" "$okbot --version"
add "okbot assistant list" "$okbot --root $tmp/small assistant list"
add "session show --limit 20 (${small})" "$okbot --root $tmp/small session show --limit 20"
add "session show --limit 20 (${large})" "$okbot --root $tmp/large session show --limit 20"
add "session show --limit 20 --json (${small})" "$okbot --root $tmp/small session show --limit 20 --json"
add "session show --limit 20 --json (${large})" "$okbot --root $tmp/large session show --limit 20 --json"

# Sanity: every command succeeds and `session show --limit 20 --json` returns 20 rows.
for cmd in "${cmds[@]}"; do
    # shellcheck disable=SC2086  # word splitting intended
    $cmd >/dev/null
done
for size in small large; do
    shown=$("$okbot" --root "$tmp/$size" session show --limit 20 --json | grep -c '"kind":' || true)
    if [[ $shown != 20 ]]; then
        echo "bench: warning: session show --limit 20 --json printed $shown rows on the $size root" >&2
    fi
done

# measure CMD N : "mean sd min" in ms over N runs; sd and min are "-" for the bash loop.
measure() {
    local cmd=$1 n=$2
    if ((use_hyperfine)); then
        local csv=$tmp/hyperfine.csv
        # Its "statistical outliers" warnings are expected on a shared machine; errors are shown.
        if ! hyperfine --shell=none --style=none --warmup 1 --runs "$n" --export-csv "$csv" "$cmd" \
            >/dev/null 2>"$tmp/hyperfine.err"; then
            cat "$tmp/hyperfine.err" >&2
            return 1
        fi
        # command,mean,stddev,median,user,system,min,max (seconds)
        awk -F, 'NR == 2 { printf "%.4f %.4f %.4f\n", $2 * 1000, $3 * 1000, $7 * 1000 }' "$csv"
    else
        local i start end
        # Two clock reads around the whole loop, so the cost of reading the clock is not counted.
        start=$(date +%s%N)
        for ((i = 0; i < n; i++)); do
            # shellcheck disable=SC2086  # word splitting intended
            $cmd >/dev/null
        done
        end=$(date +%s%N)
        awk -v s="$start" -v e="$end" -v n="$n" 'BEGIN { printf "%.4f - -\n", (e - s) / n / 1e6 }'
    fi
}

# Warm up (binary, page cache), then measure in rounds that take turns over the commands, so a
# burst of load on a shared machine hits every command alike instead of whichever ran then.
for cmd in "${cmds[@]}"; do
    for ((i = 0; i < warmup; i++)); do
        # shellcheck disable=SC2086
        $cmd >/dev/null
    done
done
per_round=$(((runs + rounds - 1) / rounds))
blocks=()
for ((r = 0; r < rounds; r++)); do
    for i in "${!cmds[@]}"; do
        result=$(measure "${cmds[$i]}" "$per_round")
        blocks[i]+="$result;"
    done
done

# Combine the rounds (equal run counts): mean of means, pooled sd, overall min.
means=()
sds=()
mins=()
for i in "${!cmds[@]}"; do
    combined=$(awk -v blocks="${blocks[$i]}" 'BEGIN {
        k = split(blocks, b, ";"); n = 0; m = 0; sq = 0; lo = ""; has_sd = 1
        for (j = 1; j <= k; j++) {
            if (b[j] == "") continue
            split(b[j], f, " "); n++; m += f[1]
            if (f[2] == "-") has_sd = 0; else { sq += f[2] * f[2] + f[1] * f[1]; if (lo == "" || f[3] < lo) lo = f[3] }
        }
        m /= n
        if (has_sd) { v = sq / n - m * m; printf "%.3f %.3f %.3f\n", m, sqrt(v > 0 ? v : 0), lo }
        else printf "%.3f - -\n", m
    }')
    read -r mean sd min <<<"$combined"
    means+=("$mean")
    sds+=("$sd")
    mins+=("$min")
done

# verdict EXPR : PASS when the awk expression is true.
verdict() {
    if awk "BEGIN { exit !($1) }"; then echo PASS; else echo FAIL; fi
}

total_runs=$((per_round * rounds))
if ((use_hyperfine)); then
    tool="hyperfine $(hyperfine --version | awk '{ print $2 }')"
else
    tool="bash loop (hyperfine not used)"
fi
large_bytes=$(stat -c %s "$tmp/large/bot_20261129_001/session.jsonl")
echo
echo "okbot $("$okbot" --version | awk '{ print $2 }') @ $(git rev-parse --short HEAD 2>/dev/null || echo '?')" \
    "- $tool, $total_runs runs in $rounds rounds, $warmup warmup - $(nproc) CPU," \
    "load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') - large session $((large_bytes / 1048576)) MiB"
printf '%-42s %9s %8s %8s\n' "command" "mean ms" "± sd" "min ms"
for i in "${!labels[@]}"; do
    printf '%-42s %9s %8s %8s\n' "${labels[$i]}" "${means[$i]}" "${sds[$i]}" "${mins[$i]}"
done
echo
line() { printf '%-42s %9s   %-18s %-4s %s\n' "$@"; }
for i in 0 1; do
    line "${labels[$i]}" "${means[$i]} ms" "target <= $idle_target_ms ms" \
        "$(verdict "${means[$i]} <= $idle_target_ms")" ""
done
for pair in "2 3 text" "4 5 json"; do
    read -r a b kind <<<"$pair"
    ratio=$(awk -v a="${means[$a]}" -v b="${means[$b]}" 'BEGIN { printf "%.3f", b / a }')
    lo=$(awk -v t="$ratio_tolerance" 'BEGIN { printf "%.2f", 1 - t }')
    hi=$(awk -v t="$ratio_tolerance" 'BEGIN { printf "%.2f", 1 + t }')
    # The ratio of the fastest runs barely moves with the machine's load: a cross-check on noise.
    min_ratio=$(awk -v a="${mins[$a]}" -v b="${mins[$b]}" \
        'BEGIN { if (a + 0 > 0) printf "%.3f", b / a; else print "-" }')
    line "session show $kind: mean ${large}/${small}" "x $ratio" "target $lo..$hi" \
        "$(verdict "$ratio >= $lo && $ratio <= $hi")" "(ratio of mins: $min_ratio)"
done
exit 0
