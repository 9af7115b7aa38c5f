# shellcheck shell=bash
# Part `retention` of scripts/bench.sh (sourced; uses its helpers `say`, `verdict`, `calc`,
# `$okbot`, `$tmp`, `$bin_dir`). Summary retention (issue #13): examples/gen-retention writes
# BENCH_RETENTION_SEEDS long synthetic conversations (the last one Chinese; ten seeded facts of
# each kind: names, commands, ids, ports, versions, money, dates, decisions with their reason,
# constraints, unanswered questions; tool rows and filler between them), appends each twenty
# messages at a time with `okbot compress --now` after each batch at summaryMaxChars 2000
# (offline summarizer), and counts the facts found verbatim in `okbot context show`.
# Targets: >= 95 % overall, >= 90 % per kind, no summary over 2000 characters.
# Also prints the time spent in `okbot compress`; with BENCH_RETENTION_BASELINE=PATH (an older
# okbot binary) the same runs with it, for the before/after figures.
# Knobs: BENCH_RETENTION_SEEDS ("1 2 3 4 5"), BENCH_RETENTION_MESSAGES (160),
# BENCH_RETENTION_BASELINE, BENCH_RETENTION_STYLE (a; b is the second, independently written
# conversation style: the held-out check, not for tuning).

# More held-out sets, each written apart from the generator above and from the summarizer's
# code (Python, standard library; see their heads), same run and count:
#   scripts/retention-heldout/gen_c.py OKBOT /tmp/c   (team chat about operations)
#   scripts/retention-heldout/gen_d.py OKBOT /tmp/d   (personal assistant, family admin)
#   scripts/retention-heldout/gen_e.py OKBOT /tmp/e   (small SaaS company; pasted notes)
#   scripts/retention-heldout/gen_f.py OKBOT /tmp/f   (freelance photographer and family)
#   scripts/retention-heldout/gen_g.py OKBOT /tmp/g   (research group and a conference)
#   scripts/retention-heldout/gen_h.py OKBOT /tmp/h   (restaurant group and its catering)
#   scripts/retention-heldout/gen_i.py OKBOT /tmp/i   (open-source maintainer; PER_KIND 4 or 10)
#   scripts/retention-heldout/gen_j.py OKBOT /tmp/j   (family: renovation, school, home server)
#   scripts/retention-heldout/gen_k.py OKBOT /tmp/k   (indie game studio shipping a release)
#   scripts/retention-heldout/gen_l.py OKBOT /tmp/l   (non-profit running a music festival)
#   scripts/retention-heldout/gen_m.py OKBOT /tmp/m   (two-person online ceramics shop)
#   scripts/retention-heldout/gen_n.py OKBOT /tmp/n   (accounting practice in tax season)
#   scripts/retention-heldout/gen_o.py OKBOT /tmp/o   (graduate student, bike shop, hiking club)
#   scripts/retention-heldout/gen_p.py OKBOT /tmp/p   (wedding and events planner)
#   scripts/retention-heldout/gen_q.py OKBOT /tmp/q   (veterinary clinic manager)
#   scripts/retention-heldout/gen_r.py OKBOT /tmp/r   (landlord of three flats, nurse on nights)
#   scripts/retention-heldout/gen_s.py OKBOT /tmp/s   (on-call SRE at a payments company; logs)
#   scripts/retention-heldout/gen_t.py OKBOT /tmp/t   (daughter arranging care for her father)
#   scripts/retention-heldout/gen_u.py OKBOT /tmp/u   (freelance data consultant; pasted emails)
#   scripts/retention-heldout/gen_v.py OKBOT /tmp/v   (teacher planning a class trip; parents' emails)
#   scripts/retention-heldout/gen_w.py OKBOT /tmp/w   (site manager on a four-house build)
#   scripts/retention-heldout/gen_x.py OKBOT /tmp/x   (ML researcher; training logs, metric tables)
#   scripts/retention-heldout/gen_y.py OKBOT /tmp/y   (coffee roastery owner; run-on voice notes)
#   scripts/retention-heldout/gen_z.py OKBOT /tmp/z   (team lead moving a monolith to Kubernetes)
#   scripts/retention-heldout/gen_aa.py OKBOT /tmp/aa (paralegal: a lease dispute, pasted clauses)
#   scripts/retention-heldout/gen_ab.py OKBOT /tmp/ab (parent of a student applying abroad)
#   scripts/retention-heldout/gen_ac.py OKBOT /tmp/ac (mobile app release; crash logs, JSON)
#   scripts/retention-heldout/gen_ad.py OKBOT /tmp/ad (novelist with an editor and an agent)
#   scripts/retention-heldout/gen_ae.py OKBOT /tmp/ae (homeowner after a flood; insurance claim)
#   scripts/retention-heldout/gen_af.py OKBOT /tmp/af (one-person online shop; suppliers, customs)
#   scripts/retention-heldout/gen_ag.py OKBOT /tmp/ag (school IT lead; CSV exports, switch logs)
#   scripts/retention-heldout/gen_ah.py OKBOT /tmp/ah (a family moving abroad; two writers)
#   scripts/retention-heldout/gen_ai.py OKBOT /tmp/ai (dental practice manager; pasted invoices)
#   scripts/retention-heldout/gen_aj.py OKBOT /tmp/aj (restaurant owner typing on a phone)
#   scripts/retention-heldout/gen_ak.py OKBOT /tmp/ak (football club secretary; voice notes)
#   scripts/retention-heldout/gen_al.py OKBOT /tmp/al (wedding planner; pasted group chats)
#   scripts/retention-heldout/gen_am.py OKBOT /tmp/am (biology PhD student; scheduler output)
#   scripts/retention-heldout/gen_an.py OKBOT /tmp/an (landlord with smart locks; sarcastic)
#   scripts/retention-heldout/gen_ao.py OKBOT /tmp/ao (warehouse coordinator; abbreviations)
#   scripts/retention-heldout/gen_ap.py OKBOT /tmp/ap (retired couple, a trip and an estate)
#   scripts/retention-heldout/gen_aq.py OKBOT /tmp/aq (freelance translator; terse messages)
#   scripts/retention-heldout/gen_ar.py OKBOT /tmp/ar (teacher who is the school's IT person)
#   scripts/retention-heldout/gen_as.py OKBOT /tmp/as (daughter caring for her father)
#   scripts/retention-heldout/gen_at.py OKBOT /tmp/at (tenants' association organiser; lists)
#   scripts/retention-heldout/gen_au.py OKBOT /tmp/au (remote worker travelling; dictated)
#   scripts/retention-heldout/gen_av.py OKBOT /tmp/av (investigative journalist; tables)
#   scripts/retention-heldout/gen_aw.py OKBOT /tmp/aw (nurse manager on a ward; phone typing)
#   scripts/retention-heldout/gen_ax.py OKBOT /tmp/ax (touring band's manager; day sheets)
#   scripts/retention-heldout/gen_ay.py OKBOT /tmp/ay (first-time home buyer; many questions)
#   scripts/retention-heldout/gen_az.py OKBOT /tmp/az (community theatre's director; cue lists)
#   scripts/retention-heldout/gen_ba.py OKBOT /tmp/ba (home-lab hobbyist and parent; compose files)
#   scripts/retention-heldout/gen_bb.py OKBOT /tmp/bb (startup founder writing a second language)
#   scripts/retention-heldout/gen_bc.py OKBOT /tmp/bc (food bank's volunteer coordinator; rotas)
#   scripts/retention-heldout/gen_bd.py OKBOT /tmp/bd (online furniture shop's operations; exports)
#   scripts/retention-heldout/gen_be.py OKBOT /tmp/be (freelance video editor; render logs)
#   scripts/retention-heldout/gen_bf.py OKBOT /tmp/bf (marine-biology PhD student; slurm output)
#   scripts/retention-heldout/gen_bg.py OKBOT /tmp/bg (wedding planner running three weddings)
#   scripts/retention-heldout/gen_bh.py OKBOT /tmp/bh (a law firm's one-person IT admin; quoted emails)
#   scripts/retention-heldout/gen_bi.py OKBOT /tmp/bi (craft brewery owner; fermentation readings)
#   scripts/retention-heldout/gen_bj.py OKBOT /tmp/bj (solar installer's project coordinator; lists)
#   scripts/retention-heldout/gen_bk.py OKBOT /tmp/bk (retired grandmother dictating by voice)
#   scripts/retention-heldout/gen_bl.py OKBOT /tmp/bl (high-school robotics coach)
#   scripts/retention-heldout/gen_bm.py OKBOT /tmp/bm (penetration tester pasting scan output)
#   scripts/retention-heldout/gen_bn.py OKBOT /tmp/bn (organic vegetable farmer with soil sensors)
#   scripts/retention-heldout/gen_bo.py OKBOT /tmp/bo (holiday-cottage host; forwarded guest messages)
#   scripts/retention-heldout/gen_bp.py OKBOT /tmp/bp (podcast producer dictating voice memos)
#   scripts/retention-heldout/gen_bq.py OKBOT /tmp/bq (customs broker; carrier emails and tool output)
#   scripts/retention-heldout/gen_br.py OKBOT /tmp/br (independent pharmacist; wholesaler emails, logger tools)
#   scripts/retention-heldout/gen_bs.py OKBOT /tmp/bs (retired engineer researching his family tree)
#   scripts/retention-heldout/gen_bt.py OKBOT /tmp/bt (co-working community manager; Slack bursts, door logs)
#   scripts/retention-heldout/gen_bu.py OKBOT /tmp/bu (car-repair garage owner; dictated run-ons, fault-code scans)
#   scripts/retention-heldout/gen_bv.py OKBOT /tmp/bv (hotel night manager; handover notes, night-audit reports)
#   scripts/retention-heldout/gen_bw.py OKBOT /tmp/bw (astronomy club's treasurer; remote observatory over SSH)
#   scripts/retention-heldout/gen_bx.py OKBOT /tmp/bx (museum registrar; loans, condition reports, logger exports)
#   scripts/retention-heldout/gen_by.py OKBOT /tmp/by (trucking dispatcher; terse texts, load boards, driver logs)
#   scripts/retention-heldout/gen_bz.py OKBOT /tmp/bz (film location manager; bullet lists from set, permits)
#   scripts/retention-heldout/gen_ca.py OKBOT /tmp/ca (archaeological field director; diary entries, finds)
#   scripts/retention-heldout/gen_cb.py OKBOT /tmp/cb (charter airline crew scheduler; terse, rosters)
#   scripts/retention-heldout/gen_cc.py OKBOT /tmp/cc (grant writer at a non-profit; funder guidelines)
#   scripts/retention-heldout/gen_cd.py OKBOT /tmp/cd (ship's chief engineer; batched satellite emails)
#   scripts/retention-heldout/gen_ce.py OKBOT /tmp/ce (nursery director; phone bursts, parents' chats)
#   scripts/retention-heldout/gen_cf.py OKBOT /tmp/cf (esports team manager; gamer slang, Discord pastes)
#   scripts/retention-heldout/gen_cg.py OKBOT /tmp/cg (conference organiser; formal emails, registration exports)
#   scripts/retention-heldout/gen_ch.py OKBOT /tmp/ch (mountain-rescue deputy leader; radio-style texts, kit logs)
#   scripts/retention-heldout/gen_ci.py OKBOT /tmp/ci (HR generalist; acronyms, ATS exports, PowerShell from IT)
#   gen_cj.py … gen_co.py (photographer, charge nurse, food bank, school IT, market gardener,
#   indie game developer) and gen_cp.py (vet practice manager; formal, numbered lists),
#   gen_cq.py (computational-biology PhD student; rambling, LaTeX, SLURM logs), gen_cr.py
#   (landlord of twelve flats dictating by voice), gen_cs.py (school exams officer; terse
#   shorthand notes), gen_ct.py (DevOps contractor with three clients; lower case, pasted
#   terraform and kubectl output), gen_cu.py (sailing school owner; run-on voice notes),
#   gen_cv.py (hospital pharmacist; clinical shorthand, PowerShell and SQL), gen_cw.py (Toronto
#   immigration and family lawyer; forwarded email threads), gen_cx.py (Singapore bakery-cafe
#   owner; Singlish bursts, invoices, the POS server), gen_cy.py (property-insurance claims
#   handler; trade shorthand, adjusters' emails, ledgers), gen_cz.py (parent with a home lab;
#   late-night lower case, pasted terminal output and configs), gen_da.py (tour operator's ops
#   desk; dictation slips, traveller tables, supplier emails), the same way.
# scripts/retention-heldout/run-all.sh OKBOT OUTDIR [PER_KIND] runs them all (and a, b) and
# prints one line a set and the mean.
# PER_KIND (default 10) sets the facts of each kind per conversation; SUMMARY_MAX (2000) the cap.
# At PER_KIND=10 the facts alone of an English conversation of C-G take 1 900-2 500 characters,
# more than the cap holds: 4-6 measures what a 2000-character summary can keep.

retention_seeds=${BENCH_RETENTION_SEEDS:-1 2 3 4 5}
retention_messages=${BENCH_RETENTION_MESSAGES:-160}
retention_style=${BENCH_RETENTION_STYLE:-a}
retention_gen=$bin_dir/examples/gen-retention

# retention_run LABEL OKBOT : run the benchmark with that binary, output in $tmp/retention-LABEL.
retention_run() {
    local label=$1 bin=$2 work=$tmp/retention-$1
    rm -rf "$work" && mkdir -p "$work"
    # shellcheck disable=SC2086
    "$retention_gen" "$bin" "$work" $retention_seeds --messages "$retention_messages" \
        --style "$retention_style" >"$work.out" 2>&1 ||
        { cat "$work.out" >&2; return 1; }
}

echo
echo "== retention: facts kept by the offline summary at summaryMaxChars 2000 ($(wc -w <<<"$retention_seeds") conversations, style $retention_style)"
if retention_run new "$okbot"; then
    grep -v '^  missing' "$tmp/retention-new.out"
    # What any summary of the cap could keep: one holding nothing but the needles.
    ceiling=$(awk '/^retention ceiling/ { print $3 }' "$tmp/retention-new.out")
    echo "ceiling: $ceiling % of the facts fit the cap as bare needles (shortest first)"
    overall=$(awk '/^retention overall/ { print $3 }' "$tmp/retention-new.out")
    worst=$(awk '/^kind / { print $4 }' "$tmp/retention-new.out" | sort -g | head -1)
    chars=$(awk '/^max summary chars/ { print $4 }' "$tmp/retention-new.out")
    secs=$(awk '/^compress seconds/ { print $3 }' "$tmp/retention-new.out")
    runs=$(awk '/^compress seconds/ { print $5 }' "$tmp/retention-new.out")
    say "retention overall" "$overall %" "target >= 95 %" "$(verdict "$overall >= 95")"
    say "retention, worst kind" "$worst %" "target >= 90 %" "$(verdict "$worst >= 90")"
    say "longest summary" "$chars ch" "target <= 2000" "$(verdict "$chars <= 2000")"
    echo "compress: $secs s over $runs runs ($(calc "$secs * 1000 / $runs") ms a run, whole process)"
    if [[ -n ${BENCH_RETENTION_BASELINE:-} ]] && retention_run old "$BENCH_RETENTION_BASELINE"; then
        old_overall=$(awk '/^retention overall/ { print $3 }' "$tmp/retention-old.out")
        old_secs=$(awk '/^compress seconds/ { print $3 }' "$tmp/retention-old.out")
        old_runs=$(awk '/^compress seconds/ { print $5 }' "$tmp/retention-old.out")
        echo "baseline $BENCH_RETENTION_BASELINE: retention $old_overall %, compress $old_secs s over $old_runs runs"
        grep '^kind ' "$tmp/retention-old.out" | sed 's/^/  baseline /'
        say "compress time vs baseline" "$(calc "100 * $secs / $old_secs") %" "target <= 120 %" \
            "$(verdict "$secs <= 1.2 * $old_secs")"
    fi
else
    say "retention" "failed" "see above" "FAIL"
fi

# Long lines of the marks the summarizer's rules scan for (colons, commas before "and", quotes,
# brackets, Chinese clause marks, "never"): one compression of 16 messages, each one line of
# ~60 000 such characters. The fold cuts them into 2 000-character pieces and reads what its
# budget allows; within a piece each rule looks a bounded distance from each mark.
echo "== retention: one compression of 16 messages, each one line of ~60 000 marks"
hostile=$tmp/retention-hostile
rm -rf "$hostile" && mkdir -p "$hostile"
echo failed >"$hostile/ms"
# (Each step exits the subshell on failure: `set -e` does not hold inside a `( … ) || …`.)
(
    export OKBOT_HOME=$hostile/root OKBOT_NOW=2027-01-20T12:00:00Z
    "$okbot" init >/dev/null 2>&1 || exit 1
    "$okbot" assistant create Writer >/dev/null 2>&1 || exit 1
    "$okbot" settings set contextCompression.summaryMaxChars 2000 >/dev/null || exit 1
    n=0
    for mark in ': x' ', and ' "'a" '“a ' '(why: ' '怎么办？' '就用飞书吧，没得选，' 'never '; do
        line=$(printf "%.0s$mark" $(seq $((60000 / ${#mark}))))
        for role in user assistant; do
            n=$((n + 1))
            printf '{"v":2,"id":"h%d","createdAt":"2027-01-11T08:%02d:00Z","item":{"type":"message","role":"%s","content":"%s"},"meta":{}}\n' \
                "$n" "$n" "$role" "$line"
        done
    done | "$okbot" session append -a Writer >/dev/null || exit 1
    for i in $(seq 12); do
        printf '{"v":2,"id":"p%d","createdAt":"2027-01-11T09:%02d:00Z","item":{"type":"message","role":"user","content":"ok"},"meta":{}}\n' "$i" "$i"
    done | "$okbot" session append -a Writer >/dev/null || exit 1
    start=$(date +%s%N)
    "$okbot" compress -a Writer --now >/dev/null || exit 1
    end=$(date +%s%N)
    echo "$(((end - start) / 1000000))" >"$hostile/ms"
) || true
hostile_ms=$(cat "$hostile/ms")
if [[ $hostile_ms == failed ]]; then
    say "long lines of marks" "failed" "see above" "FAIL"
else
    say "long lines of marks, one compress" "$hostile_ms ms" "target <= 5000 ms" "$(verdict "$hostile_ms <= 5000")"
fi
