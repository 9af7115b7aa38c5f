#!/usr/bin/env bash
# Benchmark reading notes whose text is long runs of characters the HTML serializer escapes:
#   show     okbot note show, show --text, show --json of a note holding N MB of `&amp;` (and
#            of `&nbsp;`), for N in BENCH_NOTES_SIZES; target: linear (the largest within
#            1.5x of its share of the smallest, per MB) and 4 MB under 1 s
# html5ever's serializer looked from each `&` to the end of its text node: 2 MB took ~3 s and
# grew with the square of the size. The rows are written straight into resources.jsonl (as
# the OkBot app would), so `note add` is not part of the figures. It reports; it is not a test:
# exit 0 even on FAIL.
#   add &    okbot note add of N MB of plain-text `&` (each stored as `&amp;`): the bytes stored
#            (a note holds at most 4 MiB as HTML too: larger is refused) and its show times
#   nested   okbot note show --text of 20 000 and 100 000 nested lists and of a long line of
#            characters that read as Markdown (the unit tests check their size and escaping)
# Knobs (environment): BENCH_NOTES_SIZES ("0.5 1 2 4" MB), BENCH_NOTES_RUNS (3, the fastest kept).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

read -ra sizes <<<"${BENCH_NOTES_SIZES:-0.5 1 2 4}"
runs=${BENCH_NOTES_RUNS:-3}
flat_ratio=1.5
target_s=1

cargo build --release --bin okbot
okbot=${CARGO_TARGET_DIR:-$PWD/target}/release/okbot
tmp=$(mktemp -d "${TMPDIR:-/tmp}/okbot-bench-notes.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
unset OKBOT_HOME OKBOT_ASSISTANT OKBOT_NOW

root=$tmp/root
"$okbot" --root "$root" init >/dev/null
"$okbot" --root "$root" assistant create Writer >/dev/null 2>&1
owner=$(find "$root" -maxdepth 1 -name 'bot_*' -printf '%f\n' | head -1)
file=$root/$owner/resources.jsonl
: >"$file"
for size in "${sizes[@]}"; do
    for entity in amp nbsp; do
        awk -v mb="$size" -v e="$entity" 'BEGIN {
            n = int(mb * 1048576 / (length(e) + 2))
            printf "{\"id\":\"note_%s_%s\",\"kind\":\"note\",\"title\":\"%s MB of &%s;\",\"html\":\"<p>", e, mb, mb, e
            for (i = 0; i < n; i++) printf "&%s;", e
            printf "</p>\",\"createdAt\":\"\",\"updatedAt\":\"\"}\n"
        }' >>"$file"
    done
done

# best CMD… : the fastest of $runs runs, in seconds.
best() {
    local i start end t min=
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s%N)
        "$@" >/dev/null
        end=$(date +%s%N)
        t=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", (e - s) / 1e9 }')
        if [[ -z $min ]] || awk "BEGIN { exit !($t < $min) }"; then min=$t; fi
    done
    echo "$min"
}

# growth FIRST LAST: the time per unit at the last size over that at the first ("SIZE SECONDS"
# each): 1.00 is linear.
growth() {
    local s0 t0 s1 t1
    read -r s0 t0 <<<"$1"
    read -r s1 t1 <<<"$2"
    awk -v a="$t0" -v b="$t1" -v s0="$s0" -v s1="$s1" 'BEGIN { printf "%.2f", (b / s1) / (a > 0 ? a / s0 : 1e-9) }'
}

echo
echo "okbot $("$okbot" --version | awk '{ print $2 }') @ $(git rev-parse --short HEAD 2>/dev/null || echo '?')" \
    "- $(nproc) CPU, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') - fastest of $runs runs"
printf '%-8s %6s %10s %10s %10s\n' "entity" "MB" "show s" "--text s" "--json s"
verdicts=()
for entity in amp nbsp; do
    first=
    for size in "${sizes[@]}"; do
        id=note_${entity}_$size
        a=$(best "$okbot" --root "$root" note show "$id")
        b=$(best "$okbot" --root "$root" note show --text "$id")
        c=$(best "$okbot" --root "$root" note show --json "$id")
        printf '%-8s %6s %10s %10s %10s\n' "&$entity;" "$size" "$a" "$b" "$c"
        [[ -z $first ]] && first="$size $c"
        last="$size $c"
    done
    read -r s0 _ <<<"$first"
    read -r s1 t1 <<<"$last"
    ratio=$(growth "$first" "$last")
    verdict=$(awk "BEGIN { exit !($ratio <= $flat_ratio && $t1 < $target_s) }" && echo PASS || echo FAIL)
    verdicts+=("$(printf '%-44s x %-6s target <= %s, %s MB < %s s  %s' "show --json &$entity; per MB, ${s1}/${s0} MB" "$ratio" "$flat_ratio" "$s1" "$target_s" "$verdict")")
done
echo
echo "== plain-text & through note add (stored as &amp;; at most 4 MiB of HTML)"
printf '%-8s %10s %10s %10s %10s\n' "MB in" "stored B" "show s" "--text s" "--json s"
for size in 0.75 "${sizes[@]}"; do
    input=$tmp/amp_$size.txt
    awk -v mb="$size" 'BEGIN { n = int(mb * 1048576); for (i = 0; i < n; i++) printf "&" }' >"$input"
    if id=$("$okbot" --root "$root" note add --title "$size MB of &" "$input" 2>/dev/null); then
        stored=$(grep -F "\"$id\"" "$file" | wc -c)
        a=$(best "$okbot" --root "$root" note show "$id")
        b=$(best "$okbot" --root "$root" note show --text "$id")
        c=$(best "$okbot" --root "$root" note show --json "$id")
        printf '%-8s %10s %10s %10s %10s\n' "$size" "$stored" "$a" "$b" "$c"
    else
        printf '%-8s %10s\n' "$size" "refused"
    fi
done

echo
echo "== nested lists and a long line of markup characters (note show --text; target: linear, under 2 s)"
printf '%-34s %10s\n' "note" "--text s"
nested_first=
for n in 20000 100000; do
    awk -v n="$n" 'BEGIN {
        printf "{\"id\":\"note_nested_%d\",\"kind\":\"note\",\"title\":\"%d nested lists\",\"html\":\"", n, n
        for (i = 0; i < n; i++) printf "<ul><li>x"
        for (i = 0; i < n; i++) printf "</li></ul>"
        printf "\",\"createdAt\":\"\",\"updatedAt\":\"\"}\n"
    }' >>"$file"
    t=$(best "$okbot" --root "$root" note show --text "note_nested_$n")
    printf '%-34s %10s\n' "$n nested lists" "$t"
    [[ -z $nested_first ]] && nested_first="$n $t"
    nested_last="$n $t"
done
read -r n0 _ <<<"$nested_first"
read -r n1 t1 <<<"$nested_last"
ratio=$(growth "$nested_first" "$nested_last")
verdict=$(awk "BEGIN { exit !($ratio <= $flat_ratio && $t1 < 2) }" && echo PASS || echo FAIL)
verdicts+=("$(printf '%-44s x %-6s target <= %s, %s lists < 2 s  %s' "show --text nested lists, per list, $n1/$n0" "$ratio" "$flat_ratio" "$n1" "$verdict")")
awk 'BEGIN {
    printf "{\"id\":\"note_markup\",\"kind\":\"note\",\"title\":\"markup characters\",\"html\":\"<p>"
    for (i = 0; i < 40000; i++) printf "a-b #c 1. d_ "
    printf "</p><ul>"
    for (i = 0; i < 20000; i++) printf "<li>- x</li>"
    printf "</ul>\",\"createdAt\":\"\",\"updatedAt\":\"\"}\n"
}' >>"$file"
t=$(best "$okbot" --root "$root" note show --text note_markup)
printf '%-34s %10s\n' "a long line of markup characters" "$t"
verdict=$(awk "BEGIN { exit !($t < 2) }" && echo PASS || echo FAIL)
verdicts+=("$(printf '%-44s   %-6s target < 2 s  %s' "show --text a long line of markup characters" "$t" "$verdict")")

echo
echo "== verdicts"
for v in "${verdicts[@]}"; do echo "$v"; done
exit 0
