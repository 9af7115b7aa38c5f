#!/usr/bin/env python3
"""Where the facts of a held-out run went (run-all.sh OUTDIR), and how two runs differ.

  analyze.py lost RUN [SETS...]   per kind: facts a summary once held and later dropped
                                  ("kept-lost", lost for room) and facts no summary held
                                  ("never", not extracted)
  analyze.py cmp RUN_A RUN_B      facts missed per kind in each run

All of a set's facts: run its gen_*.py with a stand-in okbot that prints nothing
(`printf '#!/bin/sh\nexit 0\n' > fake; chmod +x fake; python3 gen_cq.py ./fake /tmp/w`); every
fact is then reported missing.
"""
import collections
import json
import os
import re
import sys


def seeds_of(run, st):
    """The missing facts of each seed of set `st`, as (kind, needles)."""
    seeds = []
    for line in open(f"{run}/{st}.out", encoding="utf-8"):
        m = re.match(r"seed (\d+)", line)
        if m:
            seeds.append((int(m.group(1)), []))
        m = re.match(r"  missing (\w+): (.*)", line)
        if m and seeds:
            seeds[-1][1].append((m.group(1), m.group(2).split(" + ")))
    return seeds


def summaries(run, st, seed):
    root = f"{run}/work-{st}/root-{seed}"
    out = []
    for d in sorted(os.listdir(root)):
        p = f"{root}/{d}/compactions.jsonl"
        if d.startswith("bot_") and os.path.exists(p):
            out += [json.loads(l)["summary"] for l in open(p, encoding="utf-8")]
    return out


def lost(run, sets):
    stat = collections.Counter()
    for st in sets:
        for seed, missing in seeds_of(run, st):
            sums = summaries(run, st, seed)
            for kind, needles in missing:
                held = any(all(n in s for n in needles) for s in sums)
                stat[(kind, "kept-lost" if held else "never")] += 1
    for kind in sorted({k for k, _ in stat}):
        print(f"{kind:10s} kept-lost={stat[(kind, 'kept-lost')]:4d} never={stat[(kind, 'never')]:4d}")


def missed(run):
    d = collections.Counter()
    for f in sorted(os.listdir(run)):
        if f.endswith(".out"):
            for line in open(f"{run}/{f}", encoding="utf-8"):
                m = re.match(r"kind (\w+) (\d+)/(\d+)", line)
                if m:
                    d[m.group(1)] += int(m.group(3)) - int(m.group(2))
    return d


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "lost":
        run = sys.argv[2]
        sets = sys.argv[3:] or sorted(f[:-4] for f in os.listdir(run) if f.endswith(".out") and os.path.isdir(f"{run}/work-{f[:-4]}"))
        lost(run, sets)
    elif len(sys.argv) == 4 and sys.argv[1] == "cmp":
        a, b = missed(sys.argv[2]), missed(sys.argv[3])
        for k in a:
            print(f"{k:10s} missed {a[k]:4d} -> {b[k]:4d}")
        print("total missed", sum(a.values()), "->", sum(b.values()))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
