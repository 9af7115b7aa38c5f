# shellcheck shell=bash
# Part `tick` of scripts/bench.sh (sourced; uses its helpers): `okbot schedule tick` at scale.
#   nothing due   BENCH_TICK_OWNERS (1000) assistants x BENCH_TICK_JOBS (50) jobs, none due: the
#                 cron-every-minute case; target <= 100 ms (median). Also shown: the same tick with
#                 the index of next runs deleted before each run (every jobs file read).
#   50 due        the same root with one due job in each of 50 owners (each fires as an offline
#                 chat turn); target <= 10 x the nothing-due median.
#   over the cap  one owner with BENCH_TICK_BIG (1000) jobs, all due: 50 fire, the rest are skipped.
# Knobs: BENCH_TICK_OWNERS, BENCH_TICK_JOBS, BENCH_TICK_BIG, BENCH_TICK_RUNS (20).
# Each fire syncs about 7 times (the claim and the end of the job, transcript rows, the ledger),
# so the 50-due figure follows the disk's fsync latency: TMPDIR=/dev/shm shows the work alone.

tick_owners=${BENCH_TICK_OWNERS:-1000}
tick_jobs=${BENCH_TICK_JOBS:-50}
tick_big=${BENCH_TICK_BIG:-1000}
tick_runs=${BENCH_TICK_RUNS:-20}
tick_target_ms=100
tick_due_ratio=10
tick_now=2026-11-30T12:00:30Z

# tick_root DIR OWNERS JOBS DUE_EVERY : an initialised root with OWNERS assistants of JOBS jobs
# each; in every DUE_EVERY-th owner (0: none) the first job is due at $tick_now.
tick_root() {
    local dir=$1 owners=$2 jobs=$3 due_every=$4
    OKBOT_HOME=$dir OKBOT_NOW=$tick_now "$okbot" init >/dev/null 2>&1
    seq -f "$dir/bot_20261130_%04g" 1 "$owners" | xargs mkdir -p
    awk -v dir="$dir" -v owners="$owners" -v jobs="$jobs" -v every="$due_every" 'BEGIN {
        bots = dir "/bots.json"
        printf "[\n" > bots
        for (o = 1; o <= owners; o++) {
            id = sprintf("bot_20261130_%04d", o)
            printf "  {\"id\": \"%s\", \"name\": \"Bot %d\", \"description\": \"\"}%s\n", id, o, (o < owners ? "," : "") > bots
            file = dir "/" id "/schedules.jsonl"
            for (j = 1; j <= jobs; j++) {
                when = (every > 0 && o % every == 0 && j == 1) ? "2026-11-30T12:00:00.000Z" : "2026-12-01T09:00:00.000Z"
                printf "{\"id\":\"sched_%04d_%02d\",\"title\":\"job %d\",\"prompt\":\"report %d\",\"enabled\":true,\"schedule\":{\"kind\":\"daily\",\"hour\":9,\"minute\":0},\"timezone\":\"UTC\",\"once\":false,\"nextRunAt\":\"%s\",\"lastRunAt\":null,\"lastError\":null,\"createdAt\":\"2026-11-30T08:00:00.000Z\",\"updatedAt\":\"2026-11-30T08:00:00.000Z\"}\n", o, j, j, j, when > file
            }
            close(file)
        }
        printf "]\n" > bots
        close(bots)
    }'
}

echo
echo "== tick: okbot schedule tick over $tick_owners assistants x $tick_jobs jobs (runs: $tick_runs)"
tick_quiet=$tmp/tick-quiet
tick_root "$tick_quiet" "$tick_owners" "$tick_jobs" 0
# Files changed within the last 2 s are read at every tick (their stamp cannot be trusted yet).
sleep 2.2
tick_cmd="env OKBOT_HOME=$tick_quiet OKBOT_NOW=$tick_now $okbot schedule tick"
$tick_cmd >/dev/null 2>&1
read -r q_mean q_sd q_med q_min < <(slow "$tick_cmd" "$tick_runs" 2>/dev/null)
printf '%-44s %9.1f ms median (mean %.1f ± %.1f, min %.1f)\n' "nothing due (index valid)" "$q_med" "$q_mean" "$q_sd" "$q_min"
echo "rm -f $tick_quiet/.schedule-index.json" >"$tmp/tick-noindex.sh"
read -r c_mean c_sd c_med c_min < <(slow "$tick_cmd" "$tick_runs" "bash $tmp/tick-noindex.sh" 2>/dev/null)
printf '%-44s %9.1f ms median (mean %.1f ± %.1f, min %.1f)\n' "nothing due (index deleted: reads all)" "$c_med" "$c_mean" "$c_sd" "$c_min"

tick_due=$tmp/tick-due
tick_root "$tick_due" "$tick_owners" "$tick_jobs" $((tick_owners / 50 > 0 ? tick_owners / 50 : 1))
sleep 2.2
due_cmd="env OKBOT_HOME=$tick_due OKBOT_NOW=$tick_now $okbot schedule tick"
# Keep the due owners' folders as they are before any tick; restore them before each run.
cp -a "$tick_due" "$tmp/tick-due-pristine"
$due_cmd >/dev/null 2>&1
{
    echo "set -e"
    for ((o = tick_owners / 50 > 0 ? tick_owners / 50 : 1; o <= tick_owners; o += tick_owners / 50 > 0 ? tick_owners / 50 : 1)); do
        id=$(printf 'bot_20261130_%04d' "$o")
        echo "rm -rf $tick_due/$id; cp -a $tmp/tick-due-pristine/$id $tick_due/$id"
    done
} >"$tmp/tick-restore.sh"
read -r d_mean d_sd d_med d_min < <(slow "$due_cmd" "$tick_runs" "bash $tmp/tick-restore.sh" 2>/dev/null)
printf '%-44s %9.1f ms median (mean %.1f ± %.1f, min %.1f)\n' "50 due (50 offline turns)" "$d_med" "$d_mean" "$d_sd" "$d_min"

tick_big_root=$tmp/tick-big
tick_root "$tick_big_root" 1 "$tick_big" 0
sed -i 's/"nextRunAt":"2026-12-01T09:00:00.000Z"/"nextRunAt":"2026-11-30T12:00:00.000Z"/' "$tick_big_root/bot_20261130_0001/schedules.jsonl"
cp -a "$tick_big_root" "$tmp/tick-big-pristine"
echo "rm -rf $tick_big_root; cp -a $tmp/tick-big-pristine $tick_big_root" >"$tmp/tick-big-restore.sh"
big_cmd="env OKBOT_HOME=$tick_big_root OKBOT_NOW=$tick_now $okbot schedule tick"
read -r b_mean b_sd b_med b_min < <(slow "$big_cmd" "$(((tick_runs + 3) / 4))" "bash $tmp/tick-big-restore.sh" 2>/dev/null)
printf '%-44s %9.1f ms median (mean %.1f ± %.1f, min %.1f)\n' "1 owner, $tick_big jobs all due (50 fire)" "$b_med" "$b_mean" "$b_sd" "$b_min"
echo

say "tick, nothing due ($tick_owners x $tick_jobs jobs)" "$q_med ms" "target <= $tick_target_ms ms" \
    "$(verdict "$q_med <= $tick_target_ms")" "(without the index: $c_med ms)"
say "tick, 50 due / nothing due" "$(calc "$d_med / $q_med")x" "target <= ${tick_due_ratio}x" \
    "$(verdict "$d_med <= $tick_due_ratio * $q_med")" "($d_med ms vs $q_med ms)"
