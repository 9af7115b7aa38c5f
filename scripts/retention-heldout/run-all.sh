#!/usr/bin/env bash
# Runs every held-out retention set (gen_c.py ... gen_dc.py here, plus styles a and b of
# examples/gen-retention) with one okbot binary and prints one line per set and the mean:
#   scripts/retention-heldout/run-all.sh OKBOT OUTDIR [PER_KIND]
# PER_KIND (default 4) is the facts of each kind per conversation; two sets run at a time
# (JOBS to change). Each set's full report, with the facts it lost, is in OUTDIR/SET.out;
# analyze.py says which were lost for room and compares two runs.
set -euo pipefail
okbot=$(realpath "$1") out=$2 per_kind=${3:-4} jobs=${JOBS:-2}
here=$(cd "$(dirname "$0")" && pwd)
gen_retention=${GEN_RETENTION:-$here/../../target/release/examples/gen-retention}
mkdir -p "$out"
run_set() {
    local set=$1 work=$out/work-$1
    rm -rf "$work"
    case $set in
    a | b) "$gen_retention" "$okbot" "$work" 1 2 3 4 5 --style "$set" --per-kind "$per_kind" ;;
    *) PER_KIND=$per_kind python3 "$here/gen_$set.py" "$okbot" "$work" ;;
    esac >"$out/$set.out" 2>&1 || echo "set $set failed: see $out/$set.out" >&2
}
export -f run_set
export okbot out per_kind here gen_retention
sets=${SETS:-a b c d e f g h i j k l m n o p q r s t u v w x y z aa ab ac ad ae af ag ah ai aj ak al am an ao ap aq ar as at au av aw ax ay az ba bb bc bd be bf bg bh bi bj bk bl bm bn bo bp bq br bs bt bu bv bw bx by bz ca cb cc cd ce cf cg ch ci cj ck cl cm cn co cp cq cr cs ct cu cv cw cx cy cz da db dc}
# shellcheck disable=SC2086
printf '%s\n' $sets | xargs -P "$jobs" -I{} bash -c 'run_set {}'
for set in $sets; do
    overall=$(awk '/^retention overall/ { print $3 }' "$out/$set.out")
    chars=$(awk '/^max summary chars/ { print $4 }' "$out/$set.out")
    worst=$(awk '/^kind / { print $4, $2 }' "$out/$set.out" | sort -g | head -1)
    printf '%s %6s  max %5s ch  worst kind %s\n' "$set" "${overall:-?}" "${chars:-?}" "${worst:-?}"
done
awk '/^retention overall/ { s += $3; n++ } END { if (n) printf "mean %.1f over %d sets\n", s / n, n }' \
    $(for set in $sets; do echo "$out/$set.out"; done)
