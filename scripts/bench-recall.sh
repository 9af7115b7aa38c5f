# shellcheck shell=bash
# Part `recall` of scripts/bench.sh (sourced; uses its helpers): instruction block 5 (DESIGN 5.3)
# from the files of a data root holding BENCH_RECALL_DURABLES (10 000) durable rows and
# BENCH_RECALL_CANDIDATES (10 000) candidates with their states, against a new message and a
# 20-message buffer, in process: examples/bench-recall.rs, BENCH_RECALL_RUNS timings (default 50),
# its table on stderr. Target: the block (read memory.md and the states of both scopes, select,
# render: what every request pays) <= 20 ms, median. The table also shows select + render alone.

recall_durables=${BENCH_RECALL_DURABLES:-10000}
recall_candidates=${BENCH_RECALL_CANDIDATES:-10000}
recall_runs=${BENCH_RECALL_RUNS:-50}
recall_target_ms=20

echo
echo "== recall: block 5 over $(short "$recall_durables") durables + $(short "$recall_candidates") candidates (runs: $recall_runs)"
recall_out=$("$bin_dir/examples/bench-recall" "$recall_durables" "$recall_candidates" "$recall_runs")
recall_med=$(awk '{ for (i = 1; i < NF; i++) if ($i == "block_median_ms") print $(i + 1) }' <<<"$recall_out")
recall_min=$(awk '{ for (i = 1; i < NF; i++) if ($i == "block_min_ms") print $(i + 1) }' <<<"$recall_out")
say "recall block ($(short "$recall_durables") + $(short "$recall_candidates"))" "$recall_med ms" \
    "target <= $recall_target_ms ms" "$(verdict "$recall_med <= $recall_target_ms")" "(fastest: $recall_min ms)"
