#!/usr/bin/env python3
"""Held-out retention set "o": a grad student juggling a thesis (shared GPU server,
supervisor, committee), a part-time bike-shop job and a student hiking society.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1..5, the last one Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation
       SUMMARY_MAX (default 2000) contextCompression.summaryMaxChars
       DUMP=DIR also write each conversation as JSONL + facts JSON into DIR

Every fact's needles are checked to occur in their own message and nowhere else in the
transcript (no other message, filler, tool row). Standard library only.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------- English pools
FIRST = ["Priya", "Tomasz", "Aoife", "Dmitri", "Keziah", "Marisol", "Oluwaseun", "Henrik", "Yuki", "Rosalind",
         "Bartholomew", "Ngaio", "Esperanza", "Lachlan", "Ines", "Callum", "Farida", "Teodor", "Mireille", "Sunniva",
         "Ezekiel", "Anouk", "Rangi", "Ottoline"]
LAST = ["Raghunathan", "Wielgus", "Brennan", "Okafor", "Lindqvist", "Etxeberria", "Adeyemi", "Halvorsen", "Takahashi",
        "Pemberton", "Szabo", "Whitcombe", "Achterberg", "Moana", "Castellanos", "Drummond", "Nakashima", "Oyelaran",
        "Vasquez-Pike", "Kowalczyk", "Thorsen", "Abernathy", "Ferreira", "Quist"]
TITLES = ["Prof.", "Dr."]

EXPS = ["ablation", "vit_s", "baseline", "distill", "lora_r", "aug_sweep", "cosine_lr", "longctx"]
USERS = ["mkeane", "s2291", "gradmk", "mk_thesis"]
COMMANDS = [
    "CUDA_VISIBLE_DEVICES={g} python train.py --config configs/{exp}_{n}.yaml",
    "tmux attach -t {exp}{n}",
    "rsync -avP runs/{exp}_{n}/ backup:/mnt/thesis/{exp}_{n}/",
    "sbatch --gres=gpu:{gg} --time={h}:00:00 sweep_{exp}.sh",
    "squeue -u {u} --start",
    "latexmk -pdf -interaction=nonstopmode ch{n}.tex",
    "git rebase -i HEAD~{n}",
    "du -sh ~/scratch/{exp}* | sort -h | tail -{n}",
    "hugo --minify --baseURL https://hikesoc-{n}.github.io/",
    "python scripts/plot_curves.py --runs {exp}_{n} --smooth 0.{g}",
    "conda env export --no-builds > env-{exp}.yml",
    "find ckpt/{exp} -name '*.pt' -mtime +{n} -delete",
    "ssh -J gateway {u}@gpu{g}.cs.internal",
    "nvidia-smi -i {g} --query-compute-apps=pid,used_memory --format=csv",
    "git push --force-with-lease origin thesis-ch{n}",
    "pkill -u {u} -f {exp}_worker",
    "bibtool -s -d refs.bib -o refs_{exp}.bib",
    "python -m torch.distributed.run --nproc_per_node={gg} train.py --exp {exp}",
]
ID_FORMS = ["RC-{n4}", "HIKE-{n2}", "#{n3}", "CVE-{y}-{n5}", "INC{n7}", "THES-{n3}", "SHOP-{n4}", "GH-{n3}"]
CURR = ["${a}", "${a:,}", "{a} bucks", "${a}.{c:02d}", "USD {a:,}", "£{a}", "€{a}"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

def ordinal(d):
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"

# decisions: (choice, possible reasons); constraints: (action, condition), forbidden and required
DEC_PAIRS = [
    ("the 15-seater from Ridgeline Rentals", ["it's the only one that seats 14", "they don't charge for a second driver"]),
    ("a Google Form for signups", ["nobody has to install anything", "the club mailing list is a disaster"]),
    ("the smaller ViT-S backbone", ["the A100s are booked solid in March", "the big one won't fit on a 24GB card"]),
    ("three seeds per config", ["reviewer 2 moaned about variance last time", "my supervisor already signed off on it"]),
    ("bf16 mixed precision", ["it nearly halves the memory", "fp16 kept giving me NaNs"]),
    ("the thesis-by-publication format", ["the committee likes that format", "two chapters are already papers anyway"]),
    ("Square for the shop till", ["the old card reader keeps dropping contactless", "there's no monthly fee"]),
    ("a flat club membership fee", ["the treasurer refuses to chase per-trip payments", "it's way less admin"]),
    ("GitHub Pages for the club site", ["the old host keeps going down", "the free tier covers everything"]),
    ("the Saturday departure", ["the forecast for Sunday looks grim", "half the club works Sunday shifts"]),
    ("AdamW with cosine decay", ["it matches what the 2022 paper did", "the step schedule overfit every time"]),
    ("two drivers per van", ["insurance requires it", "the drive is over five hours"]),
    ("the Zotero group library", ["my co-authors already live in it", "Mendeley ate my annotations twice"]),
    ("the paper-based waiver", ["half the first-years never check email", "the union's lawyer wants real signatures"]),
    ("a waitlist instead of a lottery", ["the lottery caused drama last term", "it's fairer to people who sign up early"]),
    ("Overleaf for the thesis", ["my supervisor comments directly in it", "my laptop's LaTeX install is cursed"]),
]
CON_PAIRS = [
    ("touch GPU 0", "while the Zhang group's sweep is running"), ("push straight to main", "before CI goes green"),
    ("take cash deposits", "without writing a receipt"), ("let first-years drive the van", "unless they've had their licence two years"),
    ("delete the old checkpoints", "until the backup finishes"), ("email the committee directly", "without cc'ing my supervisor"),
    ("post the trip on Instagram", "before the waivers are signed"), ("close up the shop alone", "after 9pm"),
    ("reimburse anyone", "if the receipt is older than a month"), ("update the NVIDIA driver", "during a paper deadline week"),
    ("start a hike", "after 2pm in winter"), ("copy the raw dataset off the server", "before the ethics approval comes through"),
    ("promise repair dates", "when there's only one mechanic on shift"), ("run a trip", "if fewer than six people sign up"),
    ("schedule a committee meeting", "during exam week"),
]
CON_REQ_PAIRS = [
    ("collect the signed waivers", "before anyone gets on the minibus"), ("log the hours in the shop binder", "at the end of every shift"),
    ("tag the run with the git hash", "whenever a result goes into the thesis"), ("check in with the trip leader", "if the group splits up"),
    ("book the van through the student union", "for any trip over 100 km"), ("cc my supervisor", "on anything that goes to the committee"),
]
Q_TOPICS = ["the club's liability insurance", "the second reader for chapter 3", "the conference travel fund",
            "the shop's winter opening hours", "the gear library key", "the club domain renewal",
            "the freshers' fair budget", "my scratch storage quota", "the alumni sponsorship",
            "the wilderness first aid course", "the lab's shared Slack workspace", "the committee's tea-and-biscuits rule",
            "the minibus fuel card", "the paid parental leave for TAs", "the shop's staff discount on tubes",
            "the thesis binding deadline"]

TRAILS = ["Skyline Trail", "Devil's Staircase", "Hoh River Trail", "Kepler Track", "Tongariro Crossing", "Old Man's Ridge",
          "Lost Lake loop", "Cascade Pass", "Pinnacles loop", "West Highland Way"]
MOUNTAINS = ["Mt Baker", "Ben Lomond", "Mt Rainier", "Snowdon", "Mount Olympus", "Mt Taranaki", "Helvellyn", "Mt Whitney",
             "Scafell Pike", "Mt Hood"]
COURSES = ["CS 7643", "STAT 5810", "ECE 6254", "MATH 2210", "CSE 599", "COMP 551", "EECS 445", "INFO 290", "PHYS 1120", "DS 3001"]
BRANDS = ["Trek", "Specialized", "Giant", "Brompton", "Surly", "Cannondale", "Raleigh"]

FILL_U_LONG = [
    "today was genuinely cursed. got to the lab at 8 to find my job killed by someone else's OOM, requeued behind {n} people, then the "
    "shop had three gear-indexing jobs back to back and one customer changed their mind halfway through, then the hiking society "
    "meeting argued about the {trail} for over an hour and decided nothing, and now it's 11pm and {course} homework is due tomorrow. "
    "eating instant noodles in the stairwell like a gremlin. anyway. just venting, you don't need to fix it",
    "ok long rant incoming. my supervisor says 'just one more baseline' every single meeting and every single time it turns into "
    "two weeks of queue time, and the committee wants the thing framed as a contribution to {course}-level theory which it is not, "
    "and the club wants me to do the {mtn} recce because i'm 'the one with a car' (it's a 2009 hatchback with {n} dents). i love "
    "all of this and i want to throw my laptop into a lake",
]
FILL_U_SHORT = ["lol", "ok", "yeah", "hmm", "makes sense", "thanks!!", "brb", "ok back", "wait what", "fair", "ugh", "nice",
                "ok cool", "sorry, was on the phone with my mum", "yep", "hah", "true", "right right", "oof", "sure"]
FILL_U = [
    "just got back from the {trail}, legs are destroyed, {k} km and like {h} hours",
    "grading {course} midterms, {n} left and i want to lie down on the floor",
    "{course} lecture ran {m} minutes over again. Why",
    "thinking about {mtn} again, it's been {h} years since i last did it",
    "someone brought in a {brand} with a snapped derailleur hanger today, that's like the {n}th this month",
    "reading group is doing chapter {h} of the Goodfellow book and nobody read it",
    "the GPU queue has {n} jobs ahead of me. Cool. Great. Love that",
    "coffee number {h} and it's not even noon",
    "i have {course} and {course2} stuff both due this week, pray for me",
    "anyway the {trail} photos came out nice, {n} of them are just of clouds tho",
    "Monday was a write-off, Tuesday slightly less so",
    "my office mate keeps playing lofi at volume {h}, i'm going to snap",
    "someone in the club chat asked if {mtn} is doable in trainers. No",
    "TA meeting for {course} at {h}, then shop from {h2} till close",
    "fixed {h} flats today at the shop, i'm basically a tube-changing machine now",
    "ok so i actually wrote {n} words today which for me is a miracle",
] + FILL_U_LONG
FILL_A = [
    "That's a lot to carry at once. One way to make the week survivable: protect the mornings for thesis work, because that's the "
    "thing that quietly slips first, put the {course} grading into two fixed blocks instead of letting it leak into every evening, "
    "and leave the club admin for the tired hours when you can't think hard anyway. If the {trail} recce is still happening, treat "
    "it as the break, not as another task on the list.",
    "For the experiments, it tends to pay off to write down before each run what result would actually change your plan. If a run "
    "can't change anything, it's probably not worth the queue time on a shared server. Keeping a short log per run — what you "
    "changed, why, and what you expected — also makes the methods chapter much easier to write later, since most of it is already "
    "there in rough form.",
    "On the trip side, the usual failure points are transport, headcount and weather, roughly in that order. Lock in transport "
    "first, then get a firm headcount with something that costs people a little to back out of, and only then worry about the "
    "route details. For something like {mtn} it's worth having a lower-level fallback such as the {trail} in case the tops are "
    "clagged in.",
    "Sounds exhausting, honestly. Do you want me to turn this into a checklist?",
    "Makes sense.",
    "Fair enough — that's a normal amount of chaos for this point in a PhD.",
    "If you're stuck on the writing, try drafting the section as if you were explaining it to someone from {course}: plain "
    "sentences, one claim per paragraph, figures referenced before they appear. You can make it sound academic afterwards; getting "
    "the structure right first is the hard part, and it's much easier to edit a clumsy paragraph than a blank page.",
    "A quick note on the bike shop side: if you're the one doing most of the repairs on a {brand}-heavy week, it's worth keeping a "
    "small list of the parts you keep running out of and handing it to whoever does the ordering. It saves you from being the person "
    "who has to tell a customer their bike will be ready 'sometime next week'.",
    "Happy to help with that. Let me know which part you want to tackle first.",
    "Yeah, that happens. Shared servers are basically a commons problem: everyone is individually rational and the queue is still "
    "a mess. If it keeps biting you, it might be worth raising at the next lab meeting rather than fighting it job by job.",
    "Noted. When you're ready, we can go through the rest of the list.",
    "Good luck with it! Don't forget to eat something that isn't from the vending machine.",
]

def en_fact(rng, kind, used, fr):
    """-> (user text, assistant text or None, needles). Frames come from per-kind decks (fr)."""
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    def uniq_pair(pool):
        c = [p for p in pool if p[0] not in used and str(p[1]) not in used]
        p = rng.choice(c or pool); used.update([p[0], str(p[1])]); return p
    pick = rng.choice
    if kind == "name":
        while True:
            f, l = pick(FIRST), pick(LAST)
            n = f"{pick(TITLES)} {l}" if rng.random() < 0.2 else f"{f} {l}"
            if n not in used and f not in used and l not in used: break
        used.update([n, f, l])
        return fr("name/u", [
            f"{n} from the shop is covering my saturday, so i owe them a coffee",
            f"fyi the new club treasurer is {n}",
            f"my second reader is going to be {n}, which is either great or terrifying",
            f"minibus pickup: the person at the depot is {n}, ask for them by name apparently",
            f"got cc'd on a thread by {n} about sharing the A100 node",
            f"if {n} emails again about the co-authored paper remind me to reply same day lol",
            f"met {n} at the department social, they run the outdoor gear library",
            f"whoever approves our club budget now is {n}, i think? yes. pretty sure",
            f"ok so {n} is apparently the one who actually fixes the server when it dies, not IT",
            f"the external examiner they suggested is {n} and i have read exactly one of their papers",
        ]), fr("name/a", [
            f"One thing from the club inbox you forwarded earlier: {n} offered to be a second driver.",
            f"For the committee form you'll also need a signature from {n}, who's listed as the graduate coordinator.",
            f"Also, the reply about the shop rota came from {n}, so they're the one to ask about swaps.",
        ]), [n]
    if kind == "command":
        while True:
            c = pick(COMMANDS).format(g=rng.randint(0, 7), gg=rng.randint(1, 4), n=rng.randint(2, 12), h=rng.randint(2, 48), exp=pick(EXPS), u=pick(USERS))
            if c not in used: break
        used.add(c)
        return fr("command/u", [
            f"remind me, it's `{c}` right?",
            f"ok what finally worked was `{c}`",
            f"pasting this for future me:\n$ {c}\n(do NOT lose this again)",
            f"i ran `{c}` and it just sits there",
            f"before i leave the lab tonight i need to do `{c}`",
            f"this is what i typed, tell me if it's dumb\n\n$ {c}",
            f"my labmate swears by `{c}` but i don't get what half the flags do",
            f"copying from my terminal history bc i'll forget:   $ {c}",
            f"the README literally just says `{c}` and nothing else. thanks past me",
        ]), fr("command/a", [
            f"Try this:\n\n$ {c}\n\nIf it prints nothing, the job never actually started.",
            f"The one you want is `{c}` — the order of the flags matters here.",
            f"You can do it in one go with `{c}`, then check the output before deleting anything.",
        ]), [c]
    if kind == "id":
        while True:
            i = pick(ID_FORMS).format(n2=rng.randint(10, 99), n3=rng.randint(100, 999), n4=rng.randint(1000, 9999),
                                      n5=rng.randint(10000, 49999), n7=rng.randint(1000000, 9999999), y=rng.randint(2021, 2025))
            if i not in used: break
        used.add(i)
        return fr("id/u", [
            f"research computing opened {i} for the GPU fan noise thing" if i[:2] in ("RC", "IN") else f"{i} got closed as 'cannot reproduce' which, rude",
            f"the club website bug is tracked as {i}, if anyone ever looks at it" if i[:2] in ("HI", "GH", "#1", "#2", "#3", "#4", "#5", "#6", "#7", "#8", "#9") else f"filed it. {i}. now we wait forever",
            f"the till vendor pointed us at {i} and my boss wants it patched yesterday" if i.startswith(("CVE", "SHOP")) else f"can you hang on to {i} for me, that's the reimbursement one",
            f"{i} got closed as 'cannot reproduce' which, rude",
            f"can you hang on to {i} for me, that's the reimbursement one",
            f"ugh i forgot to reference {i} in the commit message again" if not i.startswith(("CVE", "INC", "SHOP")) else f"filed it. {i}. now we wait forever",
            f"filed it. {i}. now we wait forever",
            f"the reviewer's comment links to {i} which is about a totally different bug??" if i.startswith(("#", "GH", "CVE")) else f"{i} got closed as 'cannot reproduce' which, rude",
        ]), fr("id/a", [
            f"The advisory you're describing matches {i}; updating the till software should close it." if i.startswith("CVE") else f"That's the one logged as {i}, if you need to chase it.",
            f"I'd mention {i} in the email so they don't open a duplicate.",
        ]), [i]
    if kind == "port":
        while True:
            p = str(pick([rng.randint(1025, 9999), rng.randint(10000, 60999)]))
            if p not in used: break
        used.add(p)
        return fr("port/u", [
            f"tensorboard is on {p} now because someone squatted the default one",
            f"the staging version of the club site runs on :{p}",
            f"IT only opened port {p} on the firewall for our group",
            f"mlflow ui listens on {p}, don't ask me why",
            f"if the dashboard's down, check whatever's bound to {p} first",
            f"jupyter on the gpu box ended up on {p}, tunnel from there",
            f"the shop's label printer thing has a web page on port {p} lmao who knew",
        ]), fr("port/a", [
            f"The preview server for the site is set to port {p}; if it's taken, pass a different one.",
            f"From the config you pasted, the API is listening on {p}, not the default.",
        ]), [p]
    if kind == "version":
        while True:
            tool, v = pick([
                ("torch", f"2.{rng.randint(0, 5)}.{rng.randint(0, 3)}"), ("CUDA", f"12.{rng.randint(0, 8)}"),
                ("hugo", f"0.{rng.randint(100, 139)}.{rng.randint(0, 3)}"), ("the driver", f"{rng.randint(525, 575)}.{rng.randint(10, 99)}.{rng.randint(1, 20):02d}"),
                ("timm", f"0.{rng.randint(6, 9)}.{rng.randint(2, 16)}"), ("the till app", f"{rng.randint(3, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"),
                ("transformers", f"4.{rng.randint(20, 49)}.{rng.randint(0, 2)}"), ("python", f"3.{rng.randint(8, 13)}.{rng.randint(1, 12)}")])
            if v not in used: break
        used.add(v)
        return fr("version/u", [
            f"had to pin {tool} to {v} or everything falls over",
            f"the server got bumped to {tool} {v} overnight, no warning, nothing",
            f"we're stuck on {tool} {v} because anything newer breaks something else",
            f"checked and {tool} says {v}",
            f"reinstalled {tool} {v} and magically it works. i hate computers",
            f"apparently the fix only landed in {tool} {v}",
            f"note: {tool} is {v} on the server but something older on my laptop, which explains A LOT",
        ]), fr("version/a", [
            f"The changelog says that behaviour changed in {tool} {v}, which would explain it.",
            f"You'd need at least {tool} {v} for that option to exist.",
        ]), [v]
    if kind == "money":
        def amt(lo, hi, cents=False):
            a = rng.randint(lo, hi)
            if cents: return pick([f"${a}.{rng.randint(1, 99):02d}", f"£{a}.{rng.randint(1, 99):02d}"])
            return pick([f"${a}", f"${a:,}", f"{a} bucks", f"USD {a:,}", f"£{a:,}", f"€{a:,}"])
        while True:
            j = fr("money/j", list(range(8)))
            m = [amt(380, 1400), amt(20, 90), amt(300, 1400), amt(500, 2500), amt(45, 180, True), amt(1000, 9000), amt(80, 400), amt(150, 900)][j]
            if m not in used: break
        used.add(m)
        return fr(f"money/u", [
            f"minibus rental came out at {m} for the weekend, with the insurance add-on",
            f"deposit is {m} per person and it's non-refundable this time",
            f"my shop pay this month was {m} which is frankly pathetic",
            f"the travel grant covers up to {m} apparently",
            f"new brake pads plus labour got quoted at {m}, customer was not thrilled",
            f"if we go over our GPU hours the lab gets billed {m}",
            f"so i've spent {m} on coffee this term. Do not tell my supervisor",
            f"the club account has {m} in it. that's it. that's the whole treasury",
        ][j:j + 1]), fr("money/a", [
            f"Going by the quote you pasted, the total comes to {m} including the cleaning fee.",
            f"The department page says the conference allowance is {m} per student per year.",
        ]), [m]
    if kind == "date":
        while True:
            mi, d = rng.randint(0, 11), rng.randint(1, 28)
            ds = pick([f"{MONTHS[mi]} {d}", f"{d} {MONTHS[mi]}", f"{MON3[mi]} {ordinal(d)}", f"2027-{mi + 1:02d}-{d:02d}", f"the {ordinal(d)} of {MONTHS[mi]}"])
            if ds not in used: break
        used.add(ds)
        return fr("date/u", [
            f"committee meeting got moved to {ds}, of course",
            f"deposits are due {ds}, no exceptions (there will be exceptions)",
            f"the van has to be back at the depot by {ds}",
            f"i'm off shop shifts from {ds} because of the conference",
            f"i promised my supervisor a full draft by {ds}. why did i do that",
            f"the {pick(MOUNTAINS)} trip is {ds} if the weather holds",
            f"the lab server goes down for maintenance {ds}, so nothing can be running then",
            f"my visa thing expires {ds} which is fine. totally fine",
        ]), fr("date/a", [
            f"According to the graduate school calendar, the submission window closes on {ds}.",
            f"The rental agreement you pasted says pickup is {ds}, 8am.",
        ]), [ds]
    if kind == "decision":
        c, rs = uniq_pair(DEC_PAIRS); r = pick(rs)
        return fr("decision/u", [
            f"ok decided: {c}, mainly because {r}",
            f"going with {c} since {r}",
            f"{c} it is — {r}",
            f"final answer is {c}. reason: {r}",
            f"we voted and it's {c}, because {r}",
            f"after all that back and forth, {c}. honestly {r}",
            f"so the plan is {c} (why? {r})",
        ]), fr("decision/a", [
            f"Then {c} is the sensible pick, given that {r}.",
            f"I'd lock in {c} — {r}, so the alternative doesn't buy you much.",
        ]), [c, r]
    if kind == "constraint":
        if rng.random() < 0.7:
            a, cnd = uniq_pair(CON_PAIRS)
            u = fr("constraint/u", [f"rule: don't {a} {cnd}", f"note to self, never {a} {cnd}", f"i'm not allowed to {a} {cnd}",
                                    f"we can't {a} {cnd}, learned that the hard way", f"reminder that nobody is to {a} {cnd}",
                                    f"big no: {a} {cnd}. my boss was VERY clear"])
            s = fr("constraint/a", [f"Just a caution: you shouldn't {a} {cnd}.", f"Keep in mind that the policy says not to {a} {cnd}."])
        else:
            a, cnd = uniq_pair(CON_REQ_PAIRS)
            u = fr("constraint/ur", [f"i HAVE to {a} {cnd}", f"must {a} {cnd}, no matter what", f"the rule is we always {a} {cnd}"])
            s = fr("constraint/ar", [f"Remember you need to {a} {cnd}.", f"The policy is that you must {a} {cnd}."])
        return u, s, [a, cnd]
    t = uniq(Q_TOPICS)
    return fr("question/u", [
        f"still no idea who handles {t}?",
        f"wait, what happens with {t} now?",
        f"should i ask about {t} or is that a dumb question",
        f"honestly who even decides {t}",
        f"random q — do we need to worry about {t} at all?",
        f"does anyone actually know what's going on with {t}",
        f"hmm and {t}... is that a me problem or a club problem?",
    ]), None, [t]

def en_filler(rng, role, fr):
    kw = dict(trail=rng.choice(TRAILS), mtn=rng.choice(MOUNTAINS), course=rng.choice(COURSES), course2=rng.choice(COURSES),
              brand=rng.choice(BRANDS), k=rng.randint(8, 31), h=rng.randint(2, 9), h2=rng.randint(2, 9), n=rng.randint(11, 60), m=rng.randint(5, 25))
    if role == "user":
        return fr("fill/us", FILL_U_SHORT) if rng.random() < 0.35 else fr("fill/u", FILL_U).format(**kw)
    return fr("fill/a", FILL_A).format(**kw)

EN = dict(fact=en_fact, filler=en_filler, joins=[". also ", ", oh and ", "\n", " — and ", "\n\nalso: ", ". ALSO "],
          lead_joins=[". anyway ", "\n", " — anyway, ", ". unrelated but "], tail_joins=["\n\n", ". in other news ", "\n", ". "],
          short=FILL_U_SHORT,
          a_intro=["", "Quick thing before I forget. ", "Got it. ", "Sure. "], queries=["minibus", "deposit", "GPU", "committee", "shop rota", "website"])

# ----------------------------------------------------------------------------- Chinese pools
ZH_NAMES = ["张伟", "李娜", "王建军", "刘洋", "陈静", "杨帆", "赵磊", "黄晓明", "周敏", "吴刚", "徐丽", "孙浩然", "马超", "胡婷婷",
            "老周", "小林", "王老师", "陈教授", "郭师傅", "林雨萱"]
ZH_DEC_PAIRS = [
    ("租金龙的中巴", ["只有它能坐十五个人", "第二个司机不加钱"]), ("用腾讯文档收报名", ["大家不用装新软件", "邮件群发老是进垃圾箱"]),
    ("换成小一点的ViT-S", ["服务器显存不够", "三月的A100全被约满了"]), ("开混合精度训练", ["显存能省一半", "fp16老出NaN"]),
    ("按章节分开投稿", ["委员会更喜欢这种", "有两章已经是论文了"]), ("微信群里收押金", ["大家都用微信", "退款比较方便"]),
    ("周六出发", ["天气预报周日有雨", "一半人周日要上班"]), ("网站迁到GitHub Pages", ["旧服务器老是宕机", "不用再付服务器钱"]),
    ("收银换成扫码", ["老板拍板了", "刷卡机老读不出卡"]), ("每个配置跑三个种子", ["导师已经同意了", "审稿人上次嫌方差太大"]),
    ("请两个司机轮换", ["保险公司要求的", "单程要开五个多小时"]), ("改用Zotero群组", ["合作者都在用", "Mendeley丢过两次笔记"]),
    ("用Overleaf写论文", ["导师可以直接在上面批注", "我电脑上的LaTeX环境坏了"]),
]
ZH_CON_PAIRS = [
    ("动0号卡", "张老师组跑实验的时候"), ("往main分支直接推", "CI没跑完之前"), ("收现金押金", "不开收据的情况下"),
    ("让新司机开车", "驾照不满两年的话"), ("删旧的checkpoint", "备份没跑完之前"), ("直接给委员会发邮件", "没抄送导师的情况下"),
    ("在公众号发活动", "免责书没签之前"), ("一个人关店", "晚上九点以后"), ("改服务器驱动", "投稿截止那一周"),
    ("把原始数据拷走", "伦理审批下来之前"), ("答应客人取车时间", "店里只有一个师傅的时候"), ("组织活动", "报名不满六个人的话"),
    ("约委员会开会", "考试周"),
]
ZH_CON_REQ_PAIRS = [("先交免责书", "上车之前"), ("在本子上登记工时", "每次下班前"), ("记下git哈希", "结果要放进论文的时候"),
                    ("在群里报平安", "队伍走散的话"), ("两个人一起值班", "周末")]
ZH_Q = ["协会的意外险", "第三章的第二评阅人", "开会的差旅费", "店里冬天的营业时间", "装备库的钥匙", "网站域名续费",
        "招新的预算", "服务器的存储配额", "校友赞助", "急救培训", "期刊版面费", "中巴的油卡"]
ZH_TRAILS = ["鳌太线", "武功山", "麦理浩径", "四姑娘山", "徽杭古道", "雨崩", "香山", "箭扣长城"]
ZH_FILL_U_SHORT = ["哈哈", "好的", "嗯嗯", "累死了", "行吧", "谢谢！", "等下，去上课", "回来了", "啊？", "有道理", "好吧", "救命"]
ZH_FILL_U = [
    "刚从{trail}下来，腿废了，走了{k}公里",
    "{course}的作业还有{n}份没改，想躺平",
    "今天店里来了辆{brand}，后拨挂耳断了，这个月第{h}个了",
    "服务器排队前面还有{n}个任务，真好，我爱共享资源",
    "{trail}那条线我想了好几年了，今年一定要去",
    "{course}的课又拖堂{m}分钟",
    "今天居然写了{n}00字，感动",
    "周一基本废了，周二稍微好一点",
    "群里有人问穿运动鞋能不能走{trail}，我真的会谢",
    "组会在{h}点，然后店里上到关门",
]
ZH_FILL_A = [
    "听起来这周事情确实多。可以这样排：上午留给论文，因为论文最容易被挤掉；{course}的批改集中在两个固定时间段做完，不要让它渗进每个晚上；"
    "协会的杂事放在晚上脑子不太转的时候处理。如果{trail}的踩线还要去，就把它当成休息，而不是又一项任务。",
    "做实验的时候，有个习惯挺有用：每次跑之前先写下来，什么样的结果会改变你的计划。如果一个实验怎么跑都不会改变任何决定，那在共享服务器上排队就不太值。"
    "每次记一下改了什么、为什么、预期是什么，后面写方法那一章会轻松很多。",
    "活动这边，最容易出问题的一般是交通、人数和天气，大致按这个顺序。先把车定下来，再用一个退出有点成本的方式把人数锁定，最后再细抠路线。"
    "像{trail}这种线，最好准备一个海拔低一点的备选方案。",
    "确实挺累的。要不要我帮你整理成一个清单？",
    "明白。",
    "这个阶段的博士生，这种程度的混乱很正常。",
    "店里那边，如果这周主要是你在修{brand}，可以把老是缺的配件记一个小清单交给负责订货的人，省得每次跟客人说「下周吧」。",
    "好的，你想先处理哪一部分？",
    "共享服务器本来就是公地问题：每个人单独看都很合理，队列还是一团糟。要是一直被卡，可以在组会上提一下，而不是一个任务一个任务地硬扛。",
]
ZH_FILL_A += [
    "关于论文和打工、协会三头兼顾这件事，我的建议是先承认不可能每件事都做到满分。可以给每一块定一个「及格线」：论文这周的及格线是把{course}相关的那一节实验补完并写出初稿，"
    "哪怕写得很粗；店里的及格线是按排班上完，不额外加班；协会的及格线是把{trail}那趟的交通和人数确认下来，其他细节可以交给副会长。做到及格线之后多出来的时间，"
    "再按心情分配。这样做的好处是，每天晚上你至少知道哪些事已经「够了」，不会一直有一种什么都没做完的焦虑。另外，睡眠别再压缩了，连续几周每天只睡五个小时，"
    "效率掉得比你想象的快，跑出来的实验也更容易因为手误要重跑。",
    "训练一直不稳定的话，可以按这个顺序排查：先用很小的数据子集过拟合一下，确认代码本身没问题；然后检查学习率预热和梯度裁剪有没有生效；再看数据增强是不是太激进，"
    "尤其是裁剪和颜色抖动叠在一起的时候；最后才去怀疑模型结构。共享服务器上还要留意一件事：别人的任务和你抢显存时，批大小可能被你自己的脚本悄悄调小了，"
    "这会让曲线看起来像是超参数的问题。每一步都把结果记下来，写论文的时候这些排查过程本身就是很好的材料，答辩时委员会也很喜欢问这种细节。",
]
ZH_FILL_U += [
    "今天真的是崩溃的一天，早上八点去实验室发现任务被别人杀了，重跑又排了{n}个人，中午去店里上班结果来了三辆要调变速的，"
    "修到一半客人说不修了，晚上协会开会讨论去{trail}的事，吵了一个多小时也没吵出个结果，回宿舍一看{course}的作业明天就截止，我现在坐在楼道里吃泡面，"
    "感觉人生就是一个巨大的排队系统，而我永远在队尾。算了不说了，明天还要早起，先这样吧，就是想吐槽一下，你不用安慰我哈哈",
]
ZH_BRANDS = ["捷安特", "美利达", "崔克", "闪电", "小布"]

def zh_fact(rng, kind, used, fr):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    def uniq_pair(pool):
        c = [p for p in pool if p[0] not in used and str(p[1]) not in used]
        p = rng.choice(c or pool); used.update([p[0], str(p[1])]); return p
    pick = rng.choice
    if kind == "name":
        n = uniq(ZH_NAMES)
        return fr("name/u", [f"{n}说这周六可以帮我顶班", f"答辩委员会加了{n}，听说特别严", f"租车公司那边对接的是{n}，到时候直接找他",
                             f"{n}到现在还没交活动押金", f"下次开会记得叫上{n}", f"新的财务换成{n}了，报销都找这个人",
                             f"服务器挂了别找信息中心，找{n}，就他会修"]), \
            fr("name/a", [f"另外，你之前转过来的邮件里，{n}说愿意当第二个司机。", f"表格上还需要{n}签字，研究生秘书那栏写的是这个名字。"]), [n]
    if kind == "command":
        while True:
            c = pick(COMMANDS).format(g=rng.randint(0, 7), gg=rng.randint(1, 4), n=rng.randint(2, 12), h=rng.randint(2, 48), exp=pick(EXPS), u=pick(USERS))
            if c not in used: break
        used.add(c)
        return fr("command/u", [f"先跑一下 `{c}` 看看", f"上次是 `{c}` 搞定的", f"记一下，免得又忘：\n$ {c}", f"我跑了 `{c}`，然后就卡住不动了",
                                f"走之前要记得 `{c}`", f"师兄说用 `{c}`，参数我一半看不懂"]), \
            fr("command/a", [f"可以试试：\n\n$ {c}\n\n如果什么都没输出，说明任务根本没起来。", f"你要的是 `{c}`，参数顺序别弄反。"]), [c]
    if kind == "id":
        while True:
            i = pick(ID_FORMS).format(n2=rng.randint(10, 99), n3=rng.randint(100, 999), n4=rng.randint(1000, 9999),
                                      n5=rng.randint(10000, 49999), n7=rng.randint(1000000, 9999999), y=rng.randint(2021, 2025))
            if i not in used: break
        used.add(i)
        return fr("id/u", [(f"计算中心给风扇的问题开了工单{i}" if i[:2] in ("RC", "IN") else f"报销那个是{i}，帮我记着"), f"网站那个bug记在 {i} 里了", f"{i} 被关了，说复现不了，无语",
                           (f"收银系统被通报了{i}，老板让赶紧打补丁" if i.startswith("CVE") else f"{i}那个单子还挂着没人理"), f"报销那个是{i}，帮我记着", f"提交了，编号{i}，等着吧"]), \
            fr("id/a", [(f"你说的这个漏洞对应的是{i}，升级收银软件应该就能解决。" if i.startswith("CVE") else f"就是编号{i}那个，要催的话可以直接引用。"), f"邮件里最好写上{i}，免得他们重复开单。"]), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(1025, 60999))
            if p not in used: break
        used.add(p)
        return fr("port/u", [f"tensorboard改到{p}端口了", f"防火墙只给我们组开了{p}", f"测试站跑在 {p} 上", f"jupyter开在{p}，从跳板机转一下",
                             f"看板挂了的话先查{p}端口", f"店里打印标签那个机器居然有个网页，端口{p}"]), \
            fr("port/a", [f"从你贴的配置看，接口监听的是{p}，不是默认端口。", f"预览服务器设的是{p}端口，被占了就换一个。"]), [p]
    if kind == "version":
        while True:
            tool, v = pick([("torch", f"2.{rng.randint(0, 5)}.{rng.randint(0, 3)}"), ("CUDA", f"12.{rng.randint(0, 8)}"),
                            ("hugo", f"0.{rng.randint(100, 139)}.{rng.randint(0, 3)}"), ("驱动", f"{rng.randint(525, 575)}.{rng.randint(10, 99)}.{rng.randint(1, 20):02d}"),
                            ("收银软件", f"{rng.randint(3, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"), ("python", f"3.{rng.randint(8, 13)}.{rng.randint(1, 12)}")])
            if v not in used: break
        used.add(v)
        return fr("version/u", [f"{tool}得锁在{v}，不然全崩", f"服务器的{tool}一夜之间升到{v}了，也不通知", f"{tool}卡在{v}，新版本会把别的东西弄坏",
                                f"查了一下{tool}是{v}", f"重装了{tool} {v}就好了，玄学"]), \
            fr("version/a", [f"更新日志里写着这个行为是在{tool} {v}改的。", f"这个参数至少要{tool} {v}才有。"]), [v]
    if kind == "money":
        j = fr("money/j", list(range(7)))
        while True:
            m = [pick([f"¥{rng.randint(18, 60)}00", f"{rng.randint(18, 60)}00元"]), pick([f"{rng.randint(5, 30)}0块", f"¥{rng.randint(50, 300)}"]),
                 pick([f"{rng.randint(8, 40)}00元", f"{rng.randint(8, 40)}00块"]), pick([f"{rng.randint(1, 3)}万元", f"{rng.randint(1, 2)}.{rng.randint(1, 9)}万元", f"¥{rng.randint(3, 9)}000"]),
                 pick([f"{rng.randint(120, 480)}块", f"¥{rng.randint(120, 480)}"]), pick([f"{rng.randint(2, 9)}万元", f"{rng.randint(2, 9)}万"]),
                 pick([f"{rng.randint(300, 1500)}块", f"¥{rng.randint(300, 1500)}"])][j]
            if m not in used: break
        used.add(m)
        return fr("money/u", [f"中巴租两天{m}，含保险", f"每人押金{m}，这次不退", f"这个月打工才挣了{m}，惨", f"差旅补助最多{m}",
                              f"换刹车片加工时报价{m}，客人脸都绿了", f"GPU机时超了的话实验室要付{m}", f"这学期光咖啡就花了{m}，别告诉导师"][j:j + 1]), \
            fr("money/a", [f"按你贴的报价，加上清洁费一共{m}。", f"学院网页上写的会议补助是每人每年{m}。"]), [m]
    if kind == "date":
        while True:
            d = pick([f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日", f"{rng.randint(1, 12)}月{rng.randint(1, 28)}号"])
            if d not in used: break
        used.add(d)
        return fr("date/u", [f"中期答辩改到{d}了", f"押金{d}之前交", f"车{d}要还回去", f"{d}之前要把第四章发给导师",
                             f"店里{d}盘点，关门一天", f"{pick(ZH_TRAILS)}那趟定在{d}，看天气", f"服务器{d}停机维护，那天别挂任务"]), \
            fr("date/a", [f"研究生院的日历上写着，提交截止是{d}。", f"租车合同上写的取车时间是{d}早上八点。"]), [d]
    if kind == "decision":
        c, rs = uniq_pair(ZH_DEC_PAIRS); r = pick(rs)
        return fr("decision/u", [f"那就定了，{c}，因为{r}", f"最后决定{c}，主要是{r}", f"就{c}吧，{r}", f"投票结果出来了，{c}，理由是{r}",
                                 f"纠结半天，还是{c}，说白了{r}", f"{c}，就这么定了，{r}嘛"]), \
            fr("decision/a", [f"那{c}比较合理，毕竟{r}。", f"我建议就{c}，{r}，另一个方案没什么优势。"]), [c, r]
    if kind == "constraint":
        if rng.random() < 0.7:
            a, cnd = uniq_pair(ZH_CON_PAIRS)
            u = fr("constraint/u", [f"记住，{cnd}不要{a}", f"{cnd}别{a}", f"规定是{cnd}不能{a}", f"{cnd}绝对不能{a}，上次被骂惨了", f"{cnd}禁止{a}"])
            s = fr("constraint/a", [f"提醒一下：{cnd}不要{a}。", f"按规定，{cnd}是不能{a}的。"])
        else:
            a, cnd = uniq_pair(ZH_CON_REQ_PAIRS)
            u = fr("constraint/ur", [f"{cnd}必须{a}", f"{cnd}一定要{a}，没得商量"])
            s = fr("constraint/ar", [f"别忘了，{cnd}必须{a}。"])
        return u, s, [a, cnd]
    t = uniq(ZH_Q)
    return fr("question/u", [f"{t}到底谁负责啊", f"{t}还没定吧？", f"话说{t}怎么办", f"{t}要不要管，我也不知道", f"有人知道{t}是什么情况吗",
                             f"{t}这事儿算我的还是算协会的？"]), None, [t]

def zh_filler(rng, role, fr):
    kw = dict(trail=rng.choice(ZH_TRAILS), course=rng.choice(COURSES), brand=rng.choice(ZH_BRANDS),
              k=rng.randint(8, 31), h=rng.randint(2, 9), n=rng.randint(11, 60), m=rng.randint(5, 25))
    if role == "user":
        return fr("fill/us", ZH_FILL_U_SHORT) if rng.random() < 0.35 else fr("fill/u", ZH_FILL_U).format(**kw)
    return fr("fill/a", ZH_FILL_A).format(**kw)

ZH = dict(fact=zh_fact, filler=zh_filler, joins=["，还有，", "。另外", "\n", "。对了，", "；"],
          lead_joins=["。说正事，", "\n", "。不说了，"], tail_joins=["\n\n", "。唉，", "。"], short=ZH_FILL_U_SHORT,
          a_intro=["", "顺便说一句，", "好的。"], queries=["中巴", "押金", "GPU", "答辩", "排班", "网站"])

# ----------------------------------------------------------------------------- building a conversation
def conversation(seed, chinese, per_kind):
    lang = ZH if chinese else EN
    rng = random.Random(f"heldout-o/{seed}")
    n_msgs = rng.randint(130, 280)
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(n_msgs)]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # place facts: ~80% in user messages (≤2 each), the rest in assistant messages (≤1 each), uniformly over the whole run
    cap = {i: (2 if roles[i] == "user" else 1) for i in range(n_msgs)}
    while sum(cap.values()) < len(plan):
        for i in cap: cap[i] += 1
    slots = {i: [] for i in range(n_msgs)}
    for kind in plan:
        want = "user" if rng.random() < 0.8 or kind == "question" else "assistant"
        free = [i for i in range(n_msgs) if roles[i] == want and len(slots[i]) < cap[i]] or [i for i in range(n_msgs) if len(slots[i]) < cap[i]]
        slots[rng.choice(free)].append(kind)
    used = set()
    decks = {}
    def fr(key, options):
        """next option from a shuffled deck per key, so frames rotate instead of repeating"""
        d = decks.get(key)
        if not d:
            d = decks[key] = rng.sample(range(len(options)), len(options))
        return options[d.pop() % len(options)]
    facts = []  # [kind, needles, msg index, part index]
    msgs = []   # per message: dict(role, parts=[text...], joins=[...])
    def make_fact(kind, role):
        u, a, needles = lang["fact"](rng, kind, used, fr)
        return (a if (role == "assistant" and a) else u), needles
    for i in range(n_msgs):
        role = roles[i]
        parts, joins = [], []
        lead = bool(slots[i]) and rng.random() < (0.5 if role == "assistant" else 0.3)
        if lead:
            parts.append(lang["filler"](rng, role, fr))
        for kind in slots[i]:
            text, needles = make_fact(kind, role)
            if parts:
                joins.append(rng.choice(lang["lead_joins"] if (lead and len(parts) == 1) else lang["joins"]) if role == "user"
                             else ("\n\n" if rng.random() < 0.4 else ("" if chinese else " ")))
            facts.append([kind, needles, i, len(parts)]); parts.append(text)
        if role == "user" and slots[i] and rng.random() < 0.2:
            f = lang["filler"](rng, "user", fr)
            while f in lang["short"]: f = lang["filler"](rng, "user", fr)
            joins.append(rng.choice(lang["tail_joins"])); parts.append(f)
        if not parts:
            parts.append(lang["filler"](rng, role, fr))
            if rng.random() < 0.12:  # occasionally a long rambling message
                f2 = lang["filler"](rng, role, fr)
                if f2 not in lang["short"] and f2 != parts[0]:
                    joins.append(rng.choice(lang["tail_joins"]) if role == "user" else "\n\n"); parts.append(f2)
        if role == "assistant" and slots[i] and not lead:
            parts[0] = rng.choice(lang["a_intro"]) + parts[0]
        msgs.append(dict(role=role, parts=parts, joins=joins))
    # tool rows after some assistant messages
    tools = {}
    for i in range(1, n_msgs, 2):
        if rng.random() < 0.13:
            q = rng.choice(lang["queries"])
            tools[i] = (json.dumps({"query": q, "limit": rng.choice([5, 10, 20])}, ensure_ascii=False),
                        f"{rng.randint(0, 14)} earlier messages mention {q}; the most recent is from the last hour and repeats the plan above.")
    # needles must occur in their own part and in no other part / tool row; re-roll offending facts
    for attempt in range(200):
        bad = set()
        texts = [(mi, pi, p) for mi, m in enumerate(msgs) for pi, p in enumerate(m["parts"])]
        other = [t for c in tools.values() for t in c]
        for fi, (kind, needles, mi, pi) in enumerate(facts):
            own = msgs[mi]["parts"][pi]
            for x in needles:
                if x not in own or any(x in p for (a, b, p) in texts if (a, b) != (mi, pi)) or any(x in t for t in other):
                    bad.add(fi)
        if not bad:
            break
        for fi in bad:
            kind, needles, mi, pi = facts[fi]
            text, nn = make_fact(kind, msgs[mi]["role"])
            msgs[mi]["parts"][pi] = text; facts[fi][1] = nn
    else:
        sys.exit(f"seed {seed}: could not make needles unique")
    rows, k = [], 0
    def row(item, meta):
        nonlocal k
        at = f"2026-11-{10 + k // 600:02d}T{8 + (k // 60) % 10:02d}:{k % 60:02d}:00.000Z"
        rows.append({"v": 2, "id": f"msg_o{seed}_{k + 1:05d}", "createdAt": at, "item": item, "meta": meta}); k += 1
    for i, m in enumerate(msgs):
        text = m["parts"][0] + "".join(j + p for j, p in zip(m["joins"], m["parts"][1:]))
        m["text"] = text
        row({"type": "message", "role": m["role"], "content": text}, {"uiRole": m["role"]})
        if i in tools:
            cid = f"call_o{seed}_{i}"
            row({"type": "function_call", "callId": cid, "name": "search_history", "arguments": tools[i][0]}, {})
            row({"type": "function_call_result", "callId": cid, "name": "search_history", "status": "completed", "output": tools[i][1]}, {})
    # final check on the rendered rows
    for kind, needles, mi, pi in facts:
        for x in needles:
            assert x in msgs[mi]["text"], (seed, kind, x)
            hits = sum(r["item"].get("content", r["item"].get("arguments", r["item"].get("output", ""))).count(x) for r in rows)
            assert hits == msgs[mi]["text"].count(x) >= 1, (seed, kind, x, hits)
    return rows, [(kind, needles) for kind, needles, _, _ in facts], n_msgs

# ----------------------------------------------------------------------------- running okbot
def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout

def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts, n_msgs = conversation(seed, chinese, per_kind)
        if os.environ.get("DUMP"):
            os.makedirs(os.environ["DUMP"], exist_ok=True)
            with open(os.path.join(os.environ["DUMP"], f"conv-{seed}.jsonl"), "w") as f:
                f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
            json.dump(facts, open(os.path.join(os.environ["DUMP"], f"facts-{seed}.json"), "w"), ensure_ascii=False, indent=1)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles in facts:
            for x in needles:
                if x in base: print(f"  WARNING {kind} needle already in the empty context: {x}")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try: maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError): pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {n_msgs} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for line in missing: print(line)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")

if __name__ == "__main__":
    main()
