# shellcheck shell=bash
# Part `bundle` of scripts/bench.sh (sourced; uses its helpers):
# - `okbot bundle check` of a 200-entry bundle of about 19 MiB (an exported assistant whose skill
#   holds 196 files of 102 000 random bytes); target <= 300 ms (median, whole process, no root).
# - `okbot bundle check` of a zip bomb (one entry of BENCH_BUNDLE_BOMB_MIB (1024) MiB of zeros,
#   deflated to about 1 MiB): refused (exit 3) before inflating; peak RSS (VmHWM through
#   /usr/bin/time -v) target < 50 MiB.
# Knobs: BENCH_BUNDLE_RUNS (20), BENCH_BUNDLE_BOMB_MIB (1024).

bundle_runs=${BENCH_BUNDLE_RUNS:-20}
bundle_bomb_mib=${BENCH_BUNDLE_BOMB_MIB:-1024}
bundle_target_ms=300
bundle_rss_target_kib=$((50 * 1024))
bundle_now=2026-11-30T12:00:00Z

echo
echo "== bundle: okbot bundle check of a 200-entry bundle (runs: $bundle_runs)"
bundle_home=$tmp/bundle-root
bundle_skill=$tmp/bundle-skill/payload
mkdir -p "$bundle_skill/data"
printf -- '---\nname: payload\ndescription: Use when the bench needs a large skill folder.\n---\nData files.\n' \
    >"$bundle_skill/SKILL.md"
for i in $(seq -w 1 196); do
    head -c 102000 /dev/urandom >"$bundle_skill/data/part-$i.bin"
done
OKBOT_HOME=$bundle_home OKBOT_NOW=$bundle_now "$okbot" init >/dev/null 2>&1
OKBOT_HOME=$bundle_home OKBOT_NOW=$bundle_now "$okbot" assistant create Big -d "A big bundle" >/dev/null 2>&1
OKBOT_HOME=$bundle_home OKBOT_NOW=$bundle_now "$okbot" skill add "$bundle_skill" -a Big >/dev/null 2>&1
bundle_file=$tmp/big.okbot
OKBOT_HOME=$bundle_home OKBOT_NOW=$bundle_now "$okbot" bundle export Big -o "$bundle_file" >/dev/null 2>&1
bundle_entries=$(unzip -Z1 "$bundle_file" 2>/dev/null | wc -l || echo "?")
bundle_mib=$(calc "$(stat -c %s "$bundle_file") / 1048576")
if ! "$okbot" bundle check "$bundle_file" >/dev/null; then
    echo "the generated bundle does not pass the check:" >&2
    "$okbot" bundle check "$bundle_file" | tail -5 >&2
fi
read -r b_mean b_sd b_med b_min < <(slow "env -u HOME $okbot bundle check $bundle_file" "$bundle_runs" 2>/dev/null)
printf '%-44s %9.2f ms median (mean %.2f ± %.2f, min %.2f)\n' \
    "bundle check, $bundle_entries entries, $bundle_mib MiB" "$b_med" "$b_mean" "$b_sd" "$b_min"
say "bundle check, $bundle_entries entries, $bundle_mib MiB" "$b_med ms" "target <= $bundle_target_ms ms" \
    "$(verdict "$b_med <= $bundle_target_ms")" "(fastest $b_min ms)"

echo
echo "== bundle: okbot bundle check of a zip bomb ($bundle_bomb_mib MiB of zeros in one entry)"
bundle_bomb=$tmp/bomb.okbot
python3 - "$bundle_bomb" "$bundle_bomb_mib" <<'PY'
import sys, zipfile
path, mib = sys.argv[1], int(sys.argv[2])
with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("manifest.json", '{"format":"okbot-assistant","version":1,"name":"Bomb"}')
    z.writestr("AGENTS.md", "# Identity\nYou are Bomb.\n")
    with z.open("skills/boom/SKILL.md", "w", force_zip64=True) as f:
        chunk = bytes(1 << 20)
        for _ in range(mib):
            f.write(chunk)
PY
bundle_bomb_kib=$(( $(stat -c %s "$bundle_bomb") / 1024 ))
set +e
/usr/bin/time -v "$okbot" bundle check "$bundle_bomb" >"$tmp/bomb.out" 2>"$tmp/bomb.time"
bundle_bomb_code=$?
set -e
bundle_rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tmp/bomb.time")
bundle_bomb_ms=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); printf "%.0f", p[n] * 1000 }' "$tmp/bomb.time")
echo "exit $bundle_bomb_code; $(head -1 "$tmp/bomb.out")"
say "zip bomb ($bundle_bomb_kib KiB -> $bundle_bomb_mib MiB) refused" "exit $bundle_bomb_code" "exit 3" \
    "$(verdict "$bundle_bomb_code == 3")" "(${bundle_bomb_ms} ms)"
say "zip bomb peak RSS" "$((bundle_rss / 1024)) MiB" "target < 50 MiB" \
    "$(verdict "$bundle_rss < $bundle_rss_target_kib")" "($bundle_rss KiB)"
