#!/usr/bin/env bash
# Benchmark the commands that must stay fast however large the history grows:
#   show     okbot --version, okbot assistant list          idle commands, target <= 5 ms
#            okbot session show --limit 20 [--json]          on 1 000 and 1 000 000 records; target: the
#                                                            same (+-20 %) at both sizes (it reads the tail only)
#   context  okbot context show --json, compress --dry-run  on 10 000, 100 000 and 1 000 000 records whose
#                                                            summary covers all but the last ~50 rows; targets:
#                                                            flat (1 M within 1.2x of 10 k) and < 20 ms beyond
#                                                            the tokenizer load
#   tokens   okbot's token estimate vs raw tiktoken-rs       MB/s on a 20 000-row transcript; target >= 0.9x
#   chat     okbot chat against a loopback fake model        overhead over the server's own response time,
#                                                            no compression needed; target <= 5 ms beyond the
#                                                            tokenizer load (a turn whose byte bound is under the
#                                                            threshold loads no tokenizer: then the whole process)
# Builds release binaries and examples, generates data roots in a temporary folder (removed on
# exit) with `examples/gen-session.rs`, times each command with hyperfine when installed (else a
# plain bash loop), and prints the figures with PASS/FAIL. It reports; it is not a test: exit 0
# even on FAIL.
#
# "Beyond the tokenizer load": loading o200k_base costs 100-250 ms and wanders by tens of ms from
# one process to the next on a busy machine, far more than the 5-20 ms budgets. So two figures are
# given: the black-box one (the command's mean time minus the load, taken as `okbot context show --json`
# on an empty session minus `okbot --version`), and the in-process one that the verdicts use: `examples/okbot-warm.rs` loads the encoder through okbot's
# own `tokens::Counter`, then runs `okbot::main()` on the same arguments and times it alone; the
# process start (`okbot --version`) is added back. The chat overhead also takes out the fake
# server's own response time, measured by a plain client (`examples/fake-llm.rs client`) replaying
# the very requests okbot sent, once per request okbot made (the topic judge of DESIGN 4.4 makes it
# two requests per turn). Time verdicts use medians (means and minimums are shown too); the
# flatness and throughput verdicts, which compare the work done, use the fastest runs: the
# medians of 2 ms runs move by +-25 % with the load of a shared machine, the minimums by a few %.
# The estimate throughput sums the fastest of several timings of short chunks (see
# examples/bench-tokens.rs).
#
# Knobs (environment): BENCH_PARTS ("show context tokens chat tick huge tasks cache recall skills retention bundle squad"; the last nine in scripts/bench-PART.sh), BENCH_RUNS (100 per fast command),
# BENCH_ROUNDS (5), BENCH_WARMUP (5), BENCH_SMALL (1000), BENCH_LARGE (1000000),
# BENCH_NO_HYPERFINE=1 to use the bash loop even when hyperfine is installed;
# BENCH_SLOW_RUNS (30 runs of each command that loads the tokenizer), BENCH_WARM_RUNS (30 in-process
# runs per case, spread over BENCH_ROUNDS rounds), BENCH_LOAD_RUNS (20),
# BENCH_CTX_SIZES ("10000 100000 1000000"), BENCH_CTX_TAIL (50), BENCH_TOKENS_ROWS (20000),
# BENCH_TOKENS_ROUNDS (15 timings of each chunk), BENCH_CHAT_ROWS (40), BENCH_CHAT_BIG_TAIL (1500
# live rows: an extra chat figure with a tail just under the compression threshold; 0 skips it).
# BENCH_CHAT_MEMORIES (200 durables and as many candidates per scope in a further chat case; 0 skips it).
# Times are warm page cache: the generated files were just written. On a busy machine the means
# wander (see "± sd" and the load in the header); the ratio of the minimum times is printed too.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

parts=" ${BENCH_PARTS:-show context tokens chat tick huge tasks cache recall skills retention bundle squad} "
runs=${BENCH_RUNS:-100}
warmup=${BENCH_WARMUP:-5}
rounds=${BENCH_ROUNDS:-5}
small=${BENCH_SMALL:-1000}
large=${BENCH_LARGE:-1000000}
slow_runs=${BENCH_SLOW_RUNS:-30}
warm_runs=${BENCH_WARM_RUNS:-30}
load_runs=${BENCH_LOAD_RUNS:-20}
read -ra ctx_sizes <<<"${BENCH_CTX_SIZES:-10000 100000 1000000}"
ctx_tail=${BENCH_CTX_TAIL:-50}
tokens_rows=${BENCH_TOKENS_ROWS:-20000}
tokens_rounds=${BENCH_TOKENS_ROUNDS:-15}
chat_rows=${BENCH_CHAT_ROWS:-40}
chat_big_tail=${BENCH_CHAT_BIG_TAIL:-1500}
chat_memories=${BENCH_CHAT_MEMORIES:-200}
idle_target_ms=5
ratio_tolerance=0.20
ctx_flat_ratio=1.2
ctx_target_ms=20
tokens_target_ratio=0.9
chat_target_ms=5

part() { [[ $parts == *" $1 "* ]]; }

cargo build --release --examples --bins
bin_dir=${CARGO_TARGET_DIR:-$PWD/target}/release
okbot=$bin_dir/okbot
gen=$bin_dir/examples/gen-session
warm=$bin_dir/examples/okbot-warm
tokens=$bin_dir/examples/bench-tokens
fake=$bin_dir/examples/fake-llm

tmp=$(mktemp -d "${TMPDIR:-/tmp}/okbot-bench.XXXXXX")
fake_pid=
# shellcheck disable=SC2317  # invoked by the trap
cleanup() {
    # Only the server this script started, by its id; it also stops by itself.
    if [[ -n $fake_pid ]]; then
        kill "$fake_pid" 2>/dev/null || true
        wait "$fake_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

# Nothing from the caller's environment may pick another root, owner or clock.
unset OKBOT_HOME OKBOT_ASSISTANT OKBOT_NOW OKBOT_BASE_URL OKBOT_API_KEY OKBOT_MODEL BENCH_WARM_REPORT

use_hyperfine=0
if [[ -z ${BENCH_NO_HYPERFINE:-} ]] && command -v hyperfine >/dev/null; then
    use_hyperfine=1
fi
if ((use_hyperfine)); then
    tool="hyperfine $(hyperfine --version | awk '{ print $2 }')"
else
    tool="bash loop (hyperfine not used)"
fi

# verdict EXPR : PASS when the awk expression is true.
verdict() {
    if awk "BEGIN { exit !($1) }"; then echo PASS; else echo FAIL; fi
}
line() { printf '%-42s %9s   %-18s %-4s %s\n' "$@"; }
# Every verdict line, repeated at the end.
verdicts=()
say() {
    local text
    text=$(line "$@")
    echo "$text"
    verdicts+=("$text")
}
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }
# short 1000000 → 1M, 10000 → 10k
short() { awk -v n="$1" 'BEGIN { if (n >= 1e6 && n % 1e6 == 0) print n / 1e6 "M"; else if (n >= 1e3 && n % 1e3 == 0) print n / 1e3 "k"; else print n }'; }

# stats < numbers : "mean sd median min" of one number per line.
stats() {
    sort -g | awk '{ v[NR] = $1; s += $1; q += $1 * $1 }
        END {
            if (NR == 0) { print "- - - -"; exit }
            m = s / NR; var = q / NR - m * m
            med = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%.3f %.3f %.3f %.3f\n", m, sqrt(var > 0 ? var : 0), med, v[1]
        }'
}

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

# slow CMD N [PREPARE] : "mean sd median min" in ms of a command that loads the tokenizer, one run
# after another (PREPARE, a command line, runs untimed before each). With hyperfine its median is
# exact; the bash loop times each run with two clock reads.
slow() {
    local cmd=$1 n=$2 prepare=${3:-}
    if ((use_hyperfine)); then
        local csv=$tmp/hyperfine-slow.csv
        local args=(--shell=none --style=none --warmup 2 --runs "$n" --export-csv "$csv")
        [[ -n $prepare ]] && args+=(--prepare "$prepare")
        if ! hyperfine "${args[@]}" "$cmd" >/dev/null 2>"$tmp/hyperfine.err"; then
            cat "$tmp/hyperfine.err" >&2
            return 1
        fi
        awk -F, 'NR == 2 { printf "%.3f %.3f %.3f %.3f\n", $2 * 1000, $3 * 1000, $4 * 1000, $7 * 1000 }' "$csv"
    else
        local i start end
        for ((i = 0; i < n; i++)); do
            # shellcheck disable=SC2086
            [[ -n $prepare ]] && $prepare
            start=$(date +%s%N)
            # shellcheck disable=SC2086
            $cmd >/dev/null
            end=$(date +%s%N)
            awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", (e - s) / 1e6 }'
        done | stats
    fi
}

# In-process runs (okbot-warm), interleaved: warm_add PREPARE ARGS… registers a case (PREPARE, a
# command line or "", runs untimed before each run); warm_all runs every case, 2 warmup runs each,
# then BENCH_ROUNDS rounds that take turns over the cases (a burst of load on a shared machine
# hits every case alike); warm_stats I prints "mean sd median min" of case I's in-process times.
warm_prep=()
warm_args=()
warm_add() {
    warm_prep+=("$1")
    shift
    warm_args+=("$*")
}
warm_one() {
    local report=$1 i=$2
    # shellcheck disable=SC2086  # word splitting intended (no spaces in the temp paths)
    [[ -n ${warm_prep[$i]} ]] && ${warm_prep[$i]}
    # shellcheck disable=SC2086
    BENCH_WARM_REPORT=$report "$warm" ${warm_args[$i]} >/dev/null
}
warm_all() {
    local per=$(((warm_runs + rounds - 1) / rounds)) r i k
    for i in "${!warm_args[@]}"; do
        : >"$tmp/warm.$i"
        warm_one /dev/null "$i"
        warm_one /dev/null "$i"
    done
    for ((r = 0; r < rounds; r++)); do
        for i in "${!warm_args[@]}"; do
            for ((k = 0; k < per; k++)); do warm_one "$tmp/warm.$i" "$i"; done
        done
    done
}
warm_stats() {
    awk '$6 != 0 { bad++ } { print $4 } END { if (bad) print "bench: warning: " bad " warm runs failed" > "/dev/stderr" }' \
        "$tmp/warm.$1" | stats
}
warm_reset() {
    warm_prep=()
    warm_args=()
}

header() {
    echo
    echo "okbot $("$okbot" --version | awk '{ print $2 }') @ $(git rev-parse --short HEAD 2>/dev/null || echo '?')" \
        "- $tool - $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') - $1"
}

# ---------------------------------------------------------------------------------------------
# show: idle commands and session show (the tail only)
if part show; then
    "$gen" "$tmp/small" "$small"
    "$gen" "$tmp/large" "$large"

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

    total_runs=$((per_round * rounds))
    large_bytes=$(stat -c %s "$tmp/large/bot_20261129_001/session.jsonl")
    header "$total_runs runs in $rounds rounds, $warmup warmup - large session $((large_bytes / 1048576)) MiB"
    printf '%-42s %9s %8s %8s\n' "command" "mean ms" "± sd" "min ms"
    for i in "${!labels[@]}"; do
        printf '%-42s %9s %8s %8s\n' "${labels[$i]}" "${means[$i]}" "${sds[$i]}" "${mins[$i]}"
    done
    echo
    for i in 0 1; do
        say "${labels[$i]}" "${means[$i]} ms" "target <= $idle_target_ms ms" \
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
        say "session show $kind: mean ${large}/${small}" "x $ratio" "target $lo..$hi" \
            "$(verdict "$ratio >= $lo && $ratio <= $hi")" "(ratio of mins: $min_ratio)"
    done
    # The large root is not needed any more; free its disk space for the next parts.
    rm -rf "$tmp/large"
fi

# ---------------------------------------------------------------------------------------------
# The tokenizer load and the process start, which every later figure is measured against.
if part context || part chat; then
    "$gen" "$tmp/empty" 0 2>/dev/null
    load_ms=$(for ((i = 0; i < load_runs; i++)); do "$tokens" load | awk '{ print $2 }'; done | stats)
    read -r load_mean load_sd load_med load_min <<<"$load_ms"
    start_ms=$(slow "$okbot --version" "$runs")
    read -r start_mean start_sd start_med start_min <<<"$start_ms"
    # --json: the human `context show` prints no counts and loads no tokenizer.
    empty_ms=$(slow "$okbot --root $tmp/empty context show --json" "$slow_runs")
    read -r empty_mean empty_sd empty_med empty_min <<<"$empty_ms"
    warm_reset
    warm_add "" --root "$tmp/empty" context show --json
    warm_all
    read -r ew_mean ew_sd ew_med ew_min <<<"$(warm_stats 0)"
    header "tokenizer load and process start"
    printf '%-52s %9s %8s %9s %8s\n' "measurement" "mean ms" "± sd" "median" "min"
    printf '%-52s %9s %8s %9s %8s\n' "o200k_base() in-process (bench-tokens load, ${load_runs}x)" \
        "$load_mean" "$load_sd" "$load_med" "$load_min"
    printf '%-52s %9s %8s %9s %8s\n' "okbot --version (process start)" "$start_mean" "$start_sd" "$start_med" "$start_min"
    printf '%-52s %9s %8s %9s %8s\n' "okbot context show --json, empty session" "$empty_mean" "$empty_sd" "$empty_med" "$empty_min"
    printf '%-52s %9s %8s %9s %8s\n' "  in-process after the load (okbot-warm)" "$ew_mean" "$ew_sd" "$ew_med" "$ew_min"
    # The black-box figures below subtract okbot's own load (same binary, same code path).
    bb_load=$(calc "$empty_mean - $start_mean")
    echo "black-box load = empty context show --json - okbot --version: mean $bb_load ms," \
        "median $(calc "$empty_med - $start_med") ms"
fi

# ---------------------------------------------------------------------------------------------
# context: context show and compress --dry-run with coverage near the end
if part context; then
    ctx_labels=()
    ctx_total=()
    ctx_warm=()
    warm_reset
    for size in "${ctx_sizes[@]}"; do
        root=$tmp/ctx$size
        "$gen" "$root" "$size" --summary-tail "$ctx_tail" 2>"$tmp/gen.err" || { cat "$tmp/gen.err" >&2; exit 1; }
        if [[ ! -f $root/bot_20261129_001/session-summary.json ]]; then
            echo "bench: warning: no summary written for $size rows" >&2
        fi
        # Sanity: the view holds the live tail only, and the dry run decides without error.
        items=$("$okbot" --root "$root" context show --json | grep -c '"tokens":' || true)
        if ((items > ctx_tail + 20)); then
            echo "bench: warning: context show --json on $size rows lists $items blocks+items (expected ~$ctx_tail)" >&2
        fi
        "$okbot" --root "$root" compress --dry-run >/dev/null
        for cmd in "context show --json" "compress --dry-run"; do
            # shellcheck disable=SC2086
            total=$(slow "$okbot --root $root $cmd" "$slow_runs")
            ctx_labels+=("$cmd|$size")
            ctx_total+=("$total")
            warm_add "" --root "$root" "$cmd"
        done
    done
    warm_all
    for i in "${!ctx_labels[@]}"; do ctx_warm+=("$(warm_stats "$i")"); done
    ctx_bytes=$(stat -c %s "$tmp/ctx${ctx_sizes[-1]}/bot_20261129_001/session.jsonl")
    header "summary covers all but the last ~$ctx_tail rows - largest session $((ctx_bytes / 1048576)) MiB"
    printf '%-20s %8s  %-25s  %-27s %12s\n' "command" "records" "total ms: mean/median/min" \
        "in-process after load: med/min" "total-load"
    for i in "${!ctx_labels[@]}"; do
        IFS='|' read -r cmd size <<<"${ctx_labels[$i]}"
        read -r t_mean _ t_med t_min <<<"${ctx_total[$i]}"
        read -r _ _ w_med w_min <<<"${ctx_warm[$i]}"
        printf '%-20s %8s  %7.1f %7.1f %7.1f    %9.3f %9.3f %+18.1f\n' "$cmd" "$size" "$t_mean" "$t_med" "$t_min" \
            "$w_med" "$w_min" "$(calc "$t_mean - $bb_load")"
    done
    echo "(total-load: mean minus the black-box load above; in-process: okbot-warm, process start excluded)"
    echo
    n=${#ctx_sizes[@]}
    for c in 0 1; do
        first=$c
        last=$(((n - 1) * 2 + c))
        IFS='|' read -r cmd _ <<<"${ctx_labels[$first]}"
        read -r _ _ a_med a_min <<<"${ctx_warm[$first]}"
        read -r _ _ b_med b_min <<<"${ctx_warm[$last]}"
        read -r _ _ ta_med _ <<<"${ctx_total[$first]}"
        read -r _ _ tb_med _ <<<"${ctx_total[$last]}"
        # Flatness is about the work done, which the fastest of 30 runs of ~2 ms measures; the
        # medians of such short runs move by +-25 % with the machine's load (shown for reference).
        ratio=$(calc "$b_min / $a_min")
        say "$cmd $(short "${ctx_sizes[-1]}")/$(short "${ctx_sizes[0]}"), fastest" "x $ratio" \
            "target <= $ctx_flat_ratio" \
            "$(verdict "$ratio <= $ctx_flat_ratio")" \
            "(medians x $(calc "$b_med / $a_med"); totals x $(calc "$tb_med / $ta_med"))"
        for ((s = 0; s < n; s++)); do
            i=$((s * 2 + c))
            read -r _ _ w_med _ <<<"${ctx_warm[$i]}"
            read -r t_mean _ _ _ <<<"${ctx_total[$i]}"
            beyond=$(calc "$w_med + $start_med")
            say "$cmd ($(short "${ctx_sizes[$s]}")) beyond load" "$beyond ms" "target < $ctx_target_ms ms" \
                "$(verdict "$beyond < $ctx_target_ms")" "(black box: $(calc "$t_mean - $bb_load") ms)"
        done
    done
    for size in "${ctx_sizes[@]}"; do rm -rf "$tmp/ctx$size"; done
fi

# ---------------------------------------------------------------------------------------------
# tokens: estimate throughput against raw tiktoken-rs
if part tokens; then
    "$gen" "$tmp/tokens" "$tokens_rows" 2>/dev/null
    header "estimate throughput, $tokens_rows rows, chunks of 100 items timed $tokens_rounds times each"
    result=$("$tokens" throughput "$tmp/tokens" "$tokens_rounds" 2>"$tmp/tokens.err")
    grep -i warning "$tmp/tokens.err" >&2 || true
    get() { awk -v k="$1" '{ for (i = 1; i < NF; i += 2) if ($i == k) print $(i + 1) }' <<<"$result"; }
    printf '%-52s %9s %9s\n' "path (sum of per-chunk minimums)" "ms" "MB/s"
    printf '%-52s %9s %9s\n' "(a) okbot view::count (items + overhead, blocks once)" "$(get okbot_ms)" "$(get okbot_mbps)"
    printf '%-52s %9s %9s\n' "(b) raw encode_ordinary, same item texts" "$(get raw_ms)" "$(get raw_mbps)"
    printf '%-52s %9s %9s\n' "(c) raw encode_ordinary, same texts + roles" "$(get raw_role_ms)" "$(get raw_role_mbps)"
    printf '%-52s %9s %9s\n' "(d) okbot Counter::count, texts of (b)" "$(get counter_ms)" "$(get counter_mbps)"
    printf '%-52s %9s\n' "whole view, median: okbot view::count" "$(get whole_okbot_ms)"
    printf '%-52s %9s\n' "whole view, median: raw encode_ordinary" "$(get whole_raw_ms)"
    printf '%-52s %9s\n' "whole view, median: view::build (projection)" "$(get build_ms)"
    printf '%-52s %9s\n' "whole view, median: LiveEstimate::new (compress)" "$(get live_ms)"
    echo "($(get items) items, $(get bytes) bytes of item text; MB/s = item text bytes / time)"
    echo
    ratio=$(get ratio)
    say "estimate vs raw tiktoken-rs" "x $ratio" "target >= $tokens_target_ratio" \
        "$(verdict "$ratio >= $tokens_target_ratio")" \
        "(vs raw + roles: x $(get ratio_role); whole-view medians: x $(get whole_ratio))"
    rm -rf "$tmp/tokens"
fi

# ---------------------------------------------------------------------------------------------
# chat: one turn against a loopback fake model, nothing to compress

# bench_memories ROOT N : N durables and N candidates (with states) in the global scope and in
# the assistant's, short facts in the assistant's vocabulary.
bench_memories() {
    local root=$1 n=$2 dir tag=g
    for dir in "$root" "$root/bot_20261129_001"; do
        awk -v n="$n" -v dir="$dir" -v tag="$tag" 'BEGIN {
            split("tea coffee release notes rust deploy friday lisbon chess backups postgres vim", w, " ")
            md = dir "/memory.md"; cand = dir "/memory-candidates.jsonl"; meta = dir "/memory.meta.json"
            print "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)" > md
            printf "" > cand
            printf "{" > meta
            for (i = 0; i < 2 * n; i++) {
                id = sprintf("mem_%s%05d", tag, i)
                text = sprintf("Fact %d: prefers %s with %s on %s", i, w[i % 12 + 1], w[(i * 7) % 12 + 1], w[(i * 5) % 12 + 1])
                if (i < n) printf "{\"id\":\"%s\",\"bot_id\":\"global\",\"memory\":\"%s\",\"expires\":null}\n", id, text > md
                else printf "{\"id\":\"%s\",\"bot_id\":\"global\",\"memory\":\"%s\",\"expires\":null,\"createdAt\":\"2026-11-20T10:00:00.000Z\",\"source\":\"extract\"}\n", id, text > cand
                printf "%s\n\"%s\":{\"hits\":%d,\"createdAt\":\"2026-11-20T10:00:00.000Z\",\"source\":\"extract\"}", (i ? "," : ""), id, i % 4 > meta
            }
            print "\n}" > meta
        }'
        tag=b
    done
}

if part chat; then
    fake_dir=$tmp/fake
    mkdir -p "$fake_dir"
    # Bounded: it stops after 600 s or 100 000 requests, and the trap stops it earlier.
    "$fake" serve --port-file "$fake_dir/port" --requests 100000 --seconds 600 --record "$fake_dir" \
        >"$fake_dir/out" 2>&1 &
    fake_pid=$!
    for ((i = 0; i < 200; i++)); do
        [[ -s $fake_dir/port ]] && break
        sleep 0.05
    done
    if [[ ! -s $fake_dir/port ]]; then
        echo "bench: the fake model server did not start:" >&2
        cat "$fake_dir/out" >&2
        exit 1
    fi
    port=$(cat "$fake_dir/port")
    url=http://127.0.0.1:$port/v1

    # chat_case LABEL ROOT : calibrate and time one configuration (the in-process runs come later,
    # interleaved); appends to the chat_* arrays.
    chat_labels=()
    chat_rows_out=()
    warm_reset
    chat_case() {
        # A third argument adds chat flags (`--no-evolve`).
        local label=$1 root=$2 flags=${3:-} session=$2/bot_20261129_001/session.jsonl i=${#chat_labels[@]}
        cp "$session" "$tmp/chat.orig.$i"
        local restore="cp $tmp/chat.orig.$i $session"
        # Calibration: one turn, recording the requests okbot sends.
        rm -f "$fake_dir/requests.log" "$fake_dir/stream.json" "$fake_dir/whole.json"
        $restore
        local reply
        # shellcheck disable=SC2086  # $flags is empty or one flag
        reply=$("$okbot" --root "$root" chat $flags --model fake/gpt-4o-mini "hi")
        if [[ $reply != "Hello from the fake model." ]]; then
            echo "bench: warning: unexpected chat reply: $reply" >&2
        fi
        if [[ -f $root/bot_20261129_001/compactions.jsonl ]]; then
            echo "bench: warning: the calibration turn compressed ($label); the figures include it" >&2
        fi
        local n_stream n_whole
        n_stream=$(grep -c '^stream$' "$fake_dir/requests.log" || true)
        n_whole=$(grep -c '^whole$' "$fake_dir/requests.log" || true)
        # The server's own response time to these very requests, seen by a plain client.
        local a_stream a_whole="0 0 0 0"
        a_stream=$("$fake" client "$url/chat/completions" "$fake_dir/stream.json" 200 10 |
            awk '{ print $2, $8, $4, $6 }')
        if ((n_whole > 0)); then
            a_whole=$("$fake" client "$url/chat/completions" "$fake_dir/whole.json" 200 10 |
                awk '{ print $2, $8, $4, $6 }')
        fi
        local total
        total=$(slow "$okbot --root $root chat $flags --model fake/gpt-4o-mini hi" "$slow_runs" "$restore")
        $restore
        # shellcheck disable=SC2086
        warm_add "$restore" --root "$root" chat $flags --model fake/gpt-4o-mini hi
        chat_labels+=("$label")
        chat_rows_out+=("$n_stream $n_whole $a_stream $a_whole $total")
    }

    "$gen" "$tmp/chat" "$chat_rows" 2>/dev/null
    "$okbot" --root "$tmp/chat" model add fake --base-url "$url" --model gpt-4o-mini:128000 >/dev/null 2>&1
    cp -r "$tmp/chat" "$tmp/chatoff"
    "$okbot" --root "$tmp/chatoff" settings set contextCompression.autoTopicCompress false >/dev/null
    # The turn alone (--no-evolve), as before evolution; then with the after-turn steps, which
    # ask the model again every memory.everyTurns turns (counted as its requests).
    chat_case "chat, $chat_rows rows, topic judge on" "$tmp/chat" --no-evolve
    chat_case "chat, $chat_rows rows, topic judge off" "$tmp/chatoff" --no-evolve
    # The same with memory files: BENCH_CHAT_MEMORIES durables and as many candidates in each
    # scope (global and the assistant's), every row with a state; recall reads them each turn
    # and the recalled rows get their hit after it.
    if ((chat_memories > 0)); then
        cp -r "$tmp/chat" "$tmp/chatmem"
        bench_memories "$tmp/chatmem" "$chat_memories"
        chat_case "chat, $chat_rows rows, $((chat_memories * 2)) mem + $((chat_memories * 2)) cand." "$tmp/chatmem" --no-evolve
        chat_case "chat, $chat_rows rows, memories, evolving" "$tmp/chatmem"
    fi
    if ((chat_big_tail > 0)); then
        "$gen" "$tmp/chatbig" $((chat_big_tail + 200)) --summary-tail "$chat_big_tail" 2>/dev/null
        "$okbot" --root "$tmp/chatbig" model add fake --base-url "$url" --model gpt-4o-mini:128000 >/dev/null 2>&1
        big_tokens=$("$okbot" --root "$tmp/chatbig" context show --json |
            awk -F'[:,]' '/"total":/ { gsub(/ /, "", $2); print $2; exit }')
        chat_case "chat, $chat_big_tail-row tail ~$((big_tokens / 1000))k tok [extra]" "$tmp/chatbig" --no-evolve
    fi
    warm_all
    kill "$fake_pid" 2>/dev/null || true
    wait "$fake_pid" 2>/dev/null || true
    fake_pid=

    header "okbot chat against fake-llm on 127.0.0.1 (streamed answer, nothing to compress)"
    printf '%-44s %4s %8s %8s %17s %17s %9s\n' "case" "reqs" "server" "total" "total-load-server" \
        "in-process med/min" "overhead"
    chat_over=()
    chat_best=()
    chat_how=()
    for i in "${!chat_labels[@]}"; do
        read -r n_stream n_whole s_mean _ s_med s_min w_mean _ w_med w_min t_mean _ t_med t_min <<<"${chat_rows_out[$i]}"
        read -r _ _ p_med p_min <<<"$(warm_stats "$i")"
        server_med=$(calc "$n_stream * $s_med + $n_whole * $w_med")
        server_mean=$(calc "$n_stream * $s_mean + $n_whole * $w_mean")
        server_min=$(calc "$n_stream * $s_min + $n_whole * $w_min")
        black=$(calc "$t_mean - $bb_load - $server_mean")
        bare=$(calc "$t_med - $server_med")
        # A turn far under the threshold loads no tokenizer (its byte bound decides): the whole
        # process minus the server is then the overhead, nothing to take out.
        if awk "BEGIN { exit !($bare < $load_med / 2) }"; then
            how="whole process"
            over=$bare
            best=$(calc "$t_min - $server_min")
        else
            how="in-process"
            over=$(calc "$p_med + $start_med - $server_med")
            best=$(calc "$p_min + $start_min - $server_min")
        fi
        chat_over+=("$over")
        chat_best+=("$best")
        chat_how+=("$how")
        printf '%-44s %4s %8.3f %8.1f %17.1f %8.3f %8.3f %9.3f  %s\n' "${chat_labels[$i]}" \
            "$((n_stream + n_whole))" "$server_med" "$t_mean" "$black" "$p_med" "$p_min" "$over" "$how"
    done
    echo "(server: the fake's response time to the recorded requests, plain client, median, summed over the"
    echo " requests of one turn; total: okbot chat mean; total-load-server: black box, with the load above;"
    echo " overhead: when the turn loaded no tokenizer (its total is far below the load), okbot chat median -"
    echo " server ('whole process'); otherwise in-process median + process start - server ('in-process'))"
    echo
    for i in "${!chat_labels[@]}"; do
        say "${chat_labels[$i]}" "${chat_over[$i]} ms" "target <= $chat_target_ms ms" \
            "$(verdict "${chat_over[$i]} <= $chat_target_ms")" "(${chat_how[$i]}; fastest runs: ${chat_best[$i]} ms)"
    done
fi

# Further parts live in their own files, sourced here so they share the helpers above
# (`say`, `verdict`, `stats`, `calc`, `$okbot`, `$gen`, `$tmp` …): scripts/bench-PART.sh.
for extra in tick huge tasks cache recall skills retention bundle squad; do
    if part "$extra" && [[ -f scripts/bench-$extra.sh ]]; then
        # shellcheck source=/dev/null
        source "scripts/bench-$extra.sh"
    fi
done

echo
echo "== verdicts"
for v in "${verdicts[@]}"; do echo "$v"; done
exit 0
