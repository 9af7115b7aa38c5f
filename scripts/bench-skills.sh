# shellcheck shell=bash
# Part `skills` of scripts/bench.sh (sourced; uses its helpers):
# - `okbot skill check` over a folder of BENCH_SKILLS_CHECK (1 000) skill folders (each a
#   SKILL.md with every optional key and a 40-line body, and a scripts/ file); target <= 200 ms
#   (median, whole process, no data root).
# - the catalog block: a chat turn (offline echo, whole process) of an assistant with
#   BENCH_SKILLS_CATALOG (200) local skills against the same turn with none; target: within 2 ms
#   (fastest runs, as the tasks part: medians of ~10 ms runs wander by more on a shared machine).
#   The skill files are left alone for 2 s first (okbot indexes only settled files).
# Knobs: BENCH_SKILLS_CHECK, BENCH_SKILLS_CATALOG, BENCH_SKILLS_RUNS (30).

skills_check_n=${BENCH_SKILLS_CHECK:-1000}
skills_catalog_n=${BENCH_SKILLS_CATALOG:-200}
skills_runs=${BENCH_SKILLS_RUNS:-30}
skills_check_target_ms=200
skills_catalog_target_ms=2
skills_now=2026-11-30T12:00:00Z

# skills_folder DIR N : N skill folders `skill-0001` … in DIR.
skills_folder() {
    local dir=$1 n=$2
    mkdir -p "$dir"
    awk -v dir="$dir" -v n="$n" 'BEGIN {
        for (i = 1; i <= n; i++) {
            slug = sprintf("skill-%04d", i)
            system("mkdir -p " dir "/" slug "/scripts")
            file = dir "/" slug "/SKILL.md"
            printf "---\nname: %s\ndescription: Use when the user asks for report number %d; builds it from the sales sheet\n", slug, i > file
            printf "license: MIT\ncompatibility: needs python3 and network access\nmetadata:\n  author: bench\n  version: \"1.0\"\n" > file
            printf "allowed-tools: Bash(python3:*) Read\n---\n\n# Report %d\n\n", i > file
            for (l = 1; l <= 40; l++) printf "%d. Step %d of the procedure: open the sheet, filter, summarise.\n", l, l > file
            close(file)
            script = dir "/" slug "/scripts/run.py"
            printf "print(\"report %d\")\n", i > script
            close(script)
        }
    }'
}

echo
echo "== skills: okbot skill check over $skills_check_n skill folders (runs: $skills_runs)"
skills_dir=$tmp/skills-check/skills
skills_folder "$skills_dir" "$skills_check_n"
if ! "$okbot" skill check "$skills_dir" >/dev/null; then
    echo "the generated skills do not pass the check:" >&2
    "$okbot" skill check "$skills_dir" | tail -5 >&2
fi
read -r c_mean c_sd c_med c_min < <(slow "env -u HOME $okbot skill check $skills_dir" "$skills_runs" 2>/dev/null)
printf '%-44s %9.2f ms median (mean %.2f ± %.2f, min %.2f)\n' "skill check, $(short "$skills_check_n") skills" \
    "$c_med" "$c_mean" "$c_sd" "$c_min"
say "skill check, $(short "$skills_check_n") skills" "$c_med ms" "target <= $skills_check_target_ms ms" \
    "$(verdict "$c_med <= $skills_check_target_ms")" "(fastest $c_min ms)"

echo
echo "== skills: okbot chat (offline echo) with $skills_catalog_n local skills vs none (runs: $skills_runs)"
skills_meds=()
skills_mins=()
for n in 0 "$skills_catalog_n"; do
    dir=$tmp/skills-catalog-$n
    OKBOT_HOME=$dir OKBOT_NOW=$skills_now "$okbot" init >/dev/null 2>&1
    OKBOT_HOME=$dir OKBOT_NOW=$skills_now "$okbot" assistant create Skilled >/dev/null 2>&1
    id=$(OKBOT_HOME=$dir "$okbot" assistant list --json | awk -F'"' '/"id"/ { print $4; exit }')
    if ((n > 0)); then
        skills_folder "$dir/$id/skills" "$n"
        chmod -R go-rwx "$dir/$id/skills"
        # Skills people use were not written in the last 2 seconds: let the files settle so
        # the first turn records them in <owner>/.skills-index.json, as it would in real use.
        sleep 2.1
        OKBOT_HOME=$dir OKBOT_NOW=$skills_now "$okbot" chat warm-up >/dev/null 2>&1
    fi
    cmd="env OKBOT_HOME=$dir OKBOT_NOW=$skills_now $okbot chat hello"
    read -r t_mean t_sd t_med t_min < <(slow "$cmd" "$skills_runs" 2>/dev/null)
    skills_meds+=("$t_med")
    skills_mins+=("$t_min")
    printf '%-44s %9.2f ms median (mean %.2f ± %.2f, min %.2f)\n' "$n skills" "$t_med" "$t_mean" "$t_sd" "$t_min"
done
skills_diff=$(calc "${skills_mins[1]} - ${skills_mins[0]}")
skills_med_diff=$(calc "${skills_meds[1]} - ${skills_meds[0]}")
say "chat turn, $skills_catalog_n skills vs none" "$skills_diff ms" "target <= $skills_catalog_target_ms ms" \
    "$(verdict "$skills_diff <= $skills_catalog_target_ms")" \
    "(fastest ${skills_mins[1]} vs ${skills_mins[0]} ms; medians differ by $skills_med_diff ms)"
