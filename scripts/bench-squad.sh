# shellcheck shell=bash
# Part `squad` of scripts/bench.sh (sourced; uses its helpers `say`, `verdict`, `stats`, `$okbot`, `$tmp`).
# Issue #15: a squad turn with two members (the captain asks both in one answer, they work at the
# same time, the captain answers) against three plain chat turns, each model request taking
# BENCH_SQUAD_DELAY_MS (200) at a loopback server (scripts/squad-fake-llm.py, needs python3).
# Both make four model requests; the squad's take three rounds. Whole processes, --no-evolve.
# Knobs: BENCH_SQUAD_DELAY_MS, BENCH_SQUAD_RUNS (10).

squad_delay=${BENCH_SQUAD_DELAY_MS:-200}
squad_runs=${BENCH_SQUAD_RUNS:-10}
squad_root=$tmp/squad-root
squad_port_file=$tmp/squad-port
echo
echo "== squad: a squad turn with two members vs three plain turns, ${squad_delay} ms a model request (runs: $squad_runs)"
if ! command -v python3 >/dev/null; then
    say "squad turn vs three plain turns" "skipped" "needs python3" "SKIP"
else
    squad_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    python3 scripts/squad-fake-llm.py "$squad_port" "$squad_delay" &
    squad_server=$!
    sleep 0.5
    sq() { env OKBOT_HOME="$squad_root" OKBOT_NOW=2026-11-30T12:00:00Z LOCAL_KEY=k "$okbot" "$@"; }
    sq init >/dev/null 2>&1
    sq model add local --base-url "http://127.0.0.1:$squad_port/v1" --api-key env:LOCAL_KEY -m m1:8192 >/dev/null 2>&1
    sq model default local/m1 >/dev/null 2>&1
    sq settings set contextCompression.autoTopicCompress false >/dev/null
    for name in Ann Bob Solo; do sq assistant create "$name" >/dev/null 2>&1; done
    sq squad create Team -m Ann -m Bob >/dev/null 2>&1
    squad_ms=()
    plain_ms=()
    for i in $(seq "$squad_runs"); do
        start=$(date +%s%N)
        sq chat -a Team --no-evolve "hello team $i" >/dev/null 2>&1
        squad_ms+=($((($(date +%s%N) - start) / 1000000)))
        start=$(date +%s%N)
        for k in 1 2 3; do sq chat -a Solo --no-evolve "hello $i $k" >/dev/null 2>&1; done
        plain_ms+=($((($(date +%s%N) - start) / 1000000)))
    done
    kill "$squad_server" 2>/dev/null
    read -r _ _ s_med s_min < <(printf '%s\n' "${squad_ms[@]}" | stats)
    read -r _ _ p_med p_min < <(printf '%s\n' "${plain_ms[@]}" | stats)
    printf '%-44s %9.0f ms median (min %.0f)\n' "squad turn, two members" "$s_med" "$s_min"
    printf '%-44s %9.0f ms median (min %.0f)\n' "three plain turns" "$p_med" "$p_min"
    say "squad turn vs three plain turns" "$s_med ms" "target < $p_med ms" "$(verdict "$s_med < $p_med")" \
        "(three rounds of ${squad_delay} ms: $((3 * squad_delay)) ms is the floor)"
fi
