# shellcheck shell=bash
# cache: `context show --json` and `compress --dry-run` with the owner's token cache
# (`<owner>/.token-cache`), on a session whose summary covers all but the last ~50 rows.
# Sourced by scripts/bench.sh (BENCH_PARTS=cache), which provides `say`, `verdict`, `slow`,
# `calc`, `header`, `$okbot`, `$gen`, `$tmp`, `$slow_runs`.
#   cold   no cache: every text is counted, the tokenizer loads (~150 ms)
#   warm   the cache of the previous run: nothing is counted, no tokenizer; target <= 20 ms for
#          context show (compress --dry-run, which decides from the same counts, is shown too)
# Also checks that cold and warm print the same figures. Knobs: BENCH_CACHE_ROWS (100000),
# BENCH_CACHE_TAIL (50).

cache_rows=${BENCH_CACHE_ROWS:-100000}
cache_tail=${BENCH_CACHE_TAIL:-50}
cache_target_ms=20
cache_root=$tmp/cache
"$gen" "$cache_root" "$cache_rows" --summary-tail "$cache_tail" 2>"$tmp/gen.err" || {
    cat "$tmp/gen.err" >&2
    exit 1
}
cache_file=$cache_root/bot_20261129_001/.token-cache
cache_show="$okbot --root $cache_root context show --json"
cache_dry="$okbot --root $cache_root compress --dry-run"

# The figures without the tokenCache object (the last key of the document).
cache_figures() {
    # shellcheck disable=SC2086  # word splitting intended
    $cache_show | awk '/"tokenCache": \{/ { skip = 1 } !skip { print } skip && /^  \}/ { skip = 0 }'
}
rm -f "$cache_file"
cache_figures >"$tmp/cache-cold.json"
cache_figures >"$tmp/cache-warm.json"
if cmp -s "$tmp/cache-cold.json" "$tmp/cache-warm.json"; then
    cache_same=PASS
else
    cache_same=FAIL
    diff "$tmp/cache-cold.json" "$tmp/cache-warm.json" | head -20 >&2
fi
# shellcheck disable=SC2086
cache_misses=$($cache_show | awk '/"misses":/ { gsub(/[^0-9]/, ""); print }')

read -r cold_mean cold_sd cold_med cold_min <<<"$(slow "$cache_show" "$slow_runs" "rm -f $cache_file")"
$cache_show >/dev/null
read -r warm_mean warm_sd warm_med warm_min <<<"$(slow "$cache_show" "$slow_runs")"
read -r dry_mean dry_sd dry_med dry_min <<<"$(slow "$cache_dry" "$slow_runs")"
cache_rss() {
    if [[ -x /usr/bin/time ]]; then
        # shellcheck disable=SC2086
        /usr/bin/time -f %M $1 2>&1 >/dev/null | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'
    else
        echo -
    fi
}
rm -f "$cache_file"
cold_rss=$(cache_rss "$cache_show")
warm_rss=$(cache_rss "$cache_show")

header "token cache - $cache_rows rows, summary covers all but ~$cache_tail - cache $(wc -l <"$cache_file") lines"
printf '%-44s %9s %8s %9s %8s %8s\n' "command" "mean ms" "± sd" "median" "min" "max MiB"
printf '%-44s %9s %8s %9s %8s %8s\n' "context show --json, no cache (cold)" \
    "$cold_mean" "$cold_sd" "$cold_med" "$cold_min" "$cold_rss"
printf '%-44s %9s %8s %9s %8s %8s\n' "context show --json, warm cache" \
    "$warm_mean" "$warm_sd" "$warm_med" "$warm_min" "$warm_rss"
printf '%-44s %9s %8s %9s %8s %8s\n' "compress --dry-run, warm cache" "$dry_mean" "$dry_sd" "$dry_med" "$dry_min" "-"
echo
say "context show --json, warm cache (median)" "$warm_med ms" "target <= $cache_target_ms ms" \
    "$(verdict "$warm_med <= $cache_target_ms")" "(cold: $cold_med ms; x $(calc "$cold_med / $warm_med") faster)"
say "cold and warm print the same figures" "$cache_misses miss" "same, 0 misses" \
    "$([[ $cache_same == PASS && $cache_misses == 0 ]] && echo PASS || echo FAIL)" ""
