#!/usr/bin/env python3
"""Held-out retention set "u": a freelance data consultant with three clients (4 English
conversations) and a 自由职业数据分析师 dealing with 甲方 (the last seed, Chinese).

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000);
       DUMP=1 also writes WORKDIR/conv-SEED.jsonl + facts-SEED.json for inspection.

Per conversation: 130-280 user/assistant messages (+ function_call / function_call_result rows),
appended in batches of 25 messages with `okbot compress -a Writer --now` after each batch, then
`okbot context show -a Writer`; a fact counts as kept when all its needles are substrings of it.
Standard library only."""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
EMAILABLE = {"name", "id", "port", "version", "money", "date", "constraint"}
# constraints phrased from the consultant's own point of view: never inside a client's quoted email
PERSONAL = {"quote a price on a call", "use the jump host", "在电话里报价", "直接找他们老板", "走跳板机"}

# ----------------------------------------------------------------------------- English
EN = {}
EN["names"] = ["Marisol Vega", "Thaddeus Okonkwo", "Ingrid Solberg", "Priyanka Deshmukh", "Russ Kowalczyk",
               "Beatriz Almeida", "Declan Fairweather", "Yusuf Karaca", "Hollis Brandt", "Noriko Tanabe",
               "Wendell Ashby", "Svetlana Morozova", "Caleb Nwosu", "Fiona Gallagher-Reyes", "Ravi Subramaniam",
               "Lorna Pettigrew", "Esteban Quiroga", "Margit Halloran", "Desmond Achterberg", "Juniper Oyelaran",
               "Tomasz Wierzbicki", "Ottoline Marsh"]
EN["roles"] = ["AP at Tidewater", "Halvorsen's ops lead", "the Bramblewood CTO", "the program committee chair",
               "their procurement person", "their outside counsel", "the new PM at Halvorsen", "Tidewater's IT admin"]
EN["cmds"] = [
    "dbt run --select marts.invoices_v{n} --target prod",
    "python -m pipeline.run --client bramblewood --full-refresh",
    "git rebase -i HEAD~{n}",
    "rsync -avz exports/ ops@bastion{n}:/srv/drop/",
    "pg_dump -Fc -t claims_{n} tidewater > claims.dump",
    "docker compose up -d --build dash",
    "pytest -k 'not slow' -x tests/test_loader.py",
    "make slides PDF=1 THEME=dark",
    "aws s3 sync s3://tw-raw/claims ./raw --exclude '*.tmp'",
    "jq '.rows | length' export_{n}.json",
    "duckdb pipe.db \"select count(*) from stg_orders\"",
    "poetry lock --no-update",
    "gh pr create --fill --base develop",
    "pandoc talk.md -o talk.pdf --pdf-engine=xelatex",
    "crontab -l | grep nightly",
    "awk -F, '{s+=$4} END {print s}' hours_w{n}.csv",
    "kubectl -n dash rollout restart deploy/superset",
    "psql -c 'vacuum analyze fact_shipments'",
    "find . -name '*.pyc' -delete",
    "tail -n {n}00 -f logs/nightly.log",
    "pip install -r requirements.lock --no-deps",
    "git log --since=2.weeks --oneline -- pipeline/",
    "python scripts/make_invoice.py --client tidewater --draft",
    "gzip -k exports/shipments_wk{n}.csv",
]
EN["pkgs"] = {"pandas": ["2.{a}.{c}", "1.5.{c}"], "python": ["3.1{a}.{c}"], "numpy": ["1.2{b}.{c}", "2.{a}.{c}"], "pyarrow": ["1{b}.0.{c}"],
              "sqlalchemy": ["1.4.{c}", "2.0.{c}"], "the BI server": ["0.4{b}.{c}"], "dbt-core": ["1.{b}.{c}"], "Node": ["18.{c}.{a}", "20.{c}.{a}"],
              "Postgres": ["1{p}.{c}"], "great_expectations": ["0.1{b}.{c}"]}
EN["decisions"] = [
    ("Metabase", "their IT already runs Postgres and won't pay for per-seat licenses"),
    ("DuckDB", "the whole dataset fits on a laptop"),
    ("a fixed-fee SOW", "hourly billing made Halvorsen nervous"),
    ("Prefect", "cron on that VM has silently failed twice"),
    ("Stripe invoices", "Tidewater's AP can finally pay by card"),
    ("the 25-minute slot", "a 45-minute talk would need live demos"),
    ("parquet on S3", "the CSVs keep getting opened in Excel and mangled"),
    ("Thursday check-ins", "Mondays are their board prep"),
    ("Superset", "they already have SSO wired up for it"),
    ("a 50% deposit", "the last client ghosted me after delivery"),
    ("Quarto for the slides", "I can embed the live charts"),
    ("an LLC", "my accountant says the liability thing matters"),
    ("GitHub Actions", "they already pay for GitHub Enterprise"),
    ("the read replica", "the primary falls over under analytics load"),
    ("Loom walkthroughs", "half of their team is in Oslo"),
    ("FreshBooks", "my spreadsheet invoicing lost a whole invoice"),
    ("a shared Slack Connect channel", "email threads keep dropping people"),
    ("SFTP drops", "their firewall blocks every outbound API call"),
    ("Airbyte", "writing another custom connector would eat a week"),
    ("monthly invoicing", "quarterly billing wrecks my cash flow"),
]
EN["constraints"] = [  # (action, condition, forbid?)
    ("push anything to the prod warehouse", "during their month-end close", True),
    ("send the final invoice", "before the acceptance email arrives", True),
    ("share the raw patient extracts", "without the signed BAA", True),
    ("merge to main", "on a Friday afternoon", True),
    ("email Halvorsen's CFO directly", "unless the PM is cc'd", True),
    ("post the slides publicly", "before the embargo lifts", True),
    ("run the full backfill", "while the nightly load is running", True),
    ("start new scope", "without a written change order", True),
    ("quote a price on a call", "before I've slept on it", True),
    ("use client data in the talk", "unless it's anonymized and approved in writing", True),
    ("rotate the service account key", "without warning their admin first", True),
    ("drop the staging tables", "until the handoff doc is signed", True),
    ("cc their legal team", "on every contract change", False),
    ("encrypt the exports", "whenever they leave the VPN", False),
    ("get a PO number", "before any work starts", False),
    ("log hours daily", "while the fixed-fee cap is in effect", False),
    ("snapshot the dashboard configs", "before every BI server upgrade", False),
    ("use the jump host", "any time I touch Tidewater systems", False),
]
EN["questions"] = ["late-fee clause", "IP ownership of the pipeline code", "travel reimbursement policy",
                   "Q1 retainer renewal", "dashboard hosting costs", "handoff documentation format",
                   "speaker honorarium", "data retention period", "sales tax on out-of-state invoices",
                   "SSO integration timeline", "non-compete language", "on-call expectations after launch",
                   "archiving of the old reports", "source of the FX rates", "recording rights for the talk",
                   "kill fee for the cancelled workshop"]
EN["months"] = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

EN["frames"] = {
    "name": {
        "u": ["ugh, {n} ({role}) wants ANOTHER call", "note: {n} is the one who actually approves stuff over there, not the VP",
              "who do I chase for the W-9... oh right, {n}", "apparently {n} ({role}) is my point of contact now??",
              "looping in {n} on the invoice thread bc nobody else ever answers", "met {n} at the meetup last night, {role}, might turn into work",
              "if the sign-off stalls again i'm going straight to {n}"],
        "a": ["From what you've described, {n} ({role}) is the person who can actually unblock this, so it may be worth going to them directly before the next status call.",
              "If that stalls, the person with actual authority seems to be {n} ({role}), so a short direct note to them is probably faster than another round on the group thread."],
        "b": ["{n} = {role}", "chase {n} re: sign-off", "thank-you note to {n}"],
        "e": ["> I'm cc'ing {n}, who will own this going forward on our side.", "> Per {n}, the revised scope is fine from a budget standpoint."],
    },
    "command": {
        "u": ["fwiw the thing that fixed it was `{c}`", "ran `{c}` and it just... worked? suspicious",
              "if the nightly dies again just do `{c}`, don't overthink it", "last time i literally typed\n$ {c}\nand it went fine",
              "note to future me: `{c}` BEFORE you touch anything else", "tried `{c}`, got a wall of red, tried again, passed. computers"],
        "a": ["The quickest sanity check is probably `{c}` — it tells you right away whether the problem is in the data or in the environment, and it doesn't change anything you can't undo."],
        "b": ["`{c}` (before deploying)", "$ {c}"],
        "e": ["> Our IT team asks that you run `{c}` on the shared box before any changes."],
    },
    "id": {
        "u": ["filed it as {i}, we'll see if anyone reads it", "{i} is STILL open. three weeks now", "pretty sure this is the same thing as {i}, linking them",
              "{i} came up AGAIN in the status call, like it's my fault", "they want {i} in the subject line of every email or it 'gets lost'",
              "closing {i} as won't-fix, i refuse"],
        "a": ["For traceability I'd reference {i} in the commit message and in the status note, so their side can connect the fix to what they reported."],
        "b": ["{i} — still open", "follow up on {i}"],
        "e": ["> Please reference {i} in all future correspondence on this matter.", "> The issue you raised is now tracked as {i} on our side."],
    },
    "port": {
        "u": ["the dashboard box is on {p} now, not the default", "their firewall only lets {p} through, because of course it does",
              "tunnel is localhost:{p} -> the warehouse, write that down", "moved jupyter to :{p} so it stops fighting the other one",
              "why is something already bound to {p}?? killed it, whatever", "the api thing listens on port {p}, remember that when it 'randomly' breaks"],
        "a": ["Since the service now listens on port {p}, the health check and the reverse-proxy config need the same number; otherwise you get a connection refused that looks like an application error."],
        "b": ["port {p} open on staging", "jupyter -> :{p}"],
        "e": ["> The staging instance is reachable on port {p} from your whitelisted IP only.", "> Note that IT moved the warehouse listener to {p} over the weekend."],
    },
    "version": {
        "u": ["pinned {pkg} to {v}, the newer one breaks the date parsing", "prod is on {pkg} {v} and nobody wants to upgrade, classic",
              "their IT only approved {pkg} {v}, so no fun features for me", "apparently {v} fixed the export bug, per the changelog anyway",
              "bumped {pkg} to {v} on my machine and now NOTHING imports", "don't let me forget: staging runs {pkg} {v}, prod doesn't"],
        "a": ["Pinning {pkg} at {v} is reasonable for now; the releases after it change some defaults around timezone handling, which would quietly shift your daily aggregates."],
        "b": ["pin {pkg} {v}", "{pkg} == {v}"],
        "e": ["> We are standardized on {pkg} {v} and cannot support other versions at this time."],
    },
    "money": {
        "uR": ["my rate for the pipeline work is {m}, do NOT let me discount it again", "they want to pay {m} for the workshop prep. lol. no",
               "Bramblewood's 'standard contractor rate' is {m}. standard for 2009 maybe", "charging {m} for the rush weekend stuff, non negotiable",
               "checked what the agency charges them: {m}. i'm cheap apparently"],
        "aR": ["At {m}, the extra review hours add up quickly, so it's worth stating in the change order how many hours are included before anything else gets billed."],
        "bR": ["rate: {m}", "{m} for rush work"],
        "eR": ["> We can offer {m} for the additional analysis hours."],
        "u": ["october invoice came out to {m}, sending it today", "they offered {m} for the whole workshop thing. lol. no",
              "the final invoice for the dashboard rollout is {m}, if they pay it before xmas i'll cry", "tidewater still owes me {m}. STILL.",
              "the conference hotel was {m}, expensing every cent of it", "quoted {m} for phase two and they didn't even blink, damn, should've gone higher"],
        "a": ["For context, the tool log shows {m} as the amount on the most recent draft, so any reminder should quote exactly that figure to avoid a second round of questions.",
              "With {m} outstanding I'd send a polite but specific reminder now — amount, original due date, how to pay — rather than waiting for month-end to bring it up."],
        "b": ["owed: {m}", "{m} retainer (pending)"],
        "e": ["> We can approve {m} for the initial phase, payable net 45.", "> The remaining balance of {m} will be released after sign-off."],
    },
    "date": {
        "u": ["the talk is on {d}, which is insane, slides aren't even started", "dashboard go-live moved to {d}. moved AGAIN.",
              "contract renewal is {d} so i need the usage numbers before that", "payment supposedly lands {d}, i'll believe it when i see it",
              "{d} is the hard deadline for the pipeline handoff, no slack", "blocking {d} off entirely, that's the board demo"],
        "a": ["The calendar search shows the review slot on {d}; if that's still right, I'd send the draft a couple of days before so they actually read it.",
              "Working backwards from {d}, you'd want a complete draft about a week earlier so there's room for one review round with the client and one for yourself."],
        "b": ["{d}: go-live", "due {d}"],
        "e": ["> We would like to target {d} for go-live, pending your confirmation.", "> Our finance team closes the books on {d}, so please invoice before then.", "> Could we move the review call to {d}? Apologies for the shuffle."],
    },
    "decision": {
        "u": ["ok decided: {c}, because {r}", "going with {c}. why? {r}", "after WAY too much back and forth, {c} it is — {r}",
              "{c} wins, mostly since {r}", "we're doing {c}. reasoning for the record: {r}", "fine, {c}, becuase {r} and i'm tired of arguing"],
        "a": ["Then let's lock it in: {c}, on the grounds that {r}. I'll treat that as settled unless you tell me otherwise."],
        "b": ["DECIDED {c} ({r})", "{c} -> bc {r}"],
    },
    "constraint": {
        "uF": ["rule #1 with this client: never {a} {c}", "do NOT {a} {c}. i mean it, future me", "contract literally says i can't {a} {c}",
               "reminder that we don't {a} {c}, after what happened in August", "{c}? no. i will not {a}. no."],
        "uT": ["i have to {a} {c}, it's in the MSA", "must {a} {c} — no exceptions", "they insist i {a} {c}",
               "{c}: always {a}. always.", "reminder to self, {a} {c} or it's my neck"],
        "aF": ["Noted as a hard rule: don't {a} {c}. I'll flag it if anything we plan would run into that."],
        "aT": ["Noted as a standing requirement: {a} {c}. I'll keep that in the checklist for every step that touches it."],
        "bF": ["NEVER {a} {c}"], "bT": ["ALWAYS {a} {c}"],
        "eF": ["> Please do not {a} {c}."], "eT": ["> Going forward we require that you {a} {c}."],
    },
    "question": {
        "u": ["wait, did anyone ever figure out the {t}?", "still no answer on the {t}, which is fun",
              "question i keep forgetting to ask: what's the deal with the {t}?", "is the {t} even negotiable?? asking for me",
              "hm. who decides the {t}, them or me?", "does the {t} apply to contractors or only to employees?"],
        "b": ["{t} — ??? nobody knows", "ask about the {t}"],
    },
}
EN["filler_u"] = [
    "ok", "thanks", "yeah", "makes sense", "hmm let me think about that", "fine. FINE.", "lol", "k", "good point", "brb",
    "coffee #3 and it's not even 10am", "ok back. Zoom ate my audio for 20 minutes", "lol the Halvorsen PM just replied-all to like 40 people",
    "brb, dog needs out", "Tuesday is already a write-off", "ugh, LinkedIn recruiter number 12 this week wants me full-time in Denver. pass",
    "my laptop fan sounds like a 747 rn", "why does every client call it 'the dashboard' like there's only one",
    "spent 2 hours on a regex. 2 HOURS.", "gym at 6, then back to invoices i guess", "did 3 loads of laundry between calls, peak freelancer life",
    "Chrome has 87 tabs open, send help", "the Bramblewood standup ran 45 min over, again", "at this point Excel is my nemesis",
    "ok random rant but: why does every single client send me a spreadsheet called FINAL_v7_reallyfinal.xlsx and then a v8 two days later. i have a folder called 'Finals' with 31 files in it. anyway nothing actionable here, i just needed to say it to someone who isn't my cat",
    "Sunday scaries but on a Wednesday", "my accountant sent me a meme. a MEME. during tax season",
    "the wifi at this cafe is 3 Mbps and they charge $7 for a latte, outrage", "ok I'm back, what were we on",
    "honestly the hardest part of freelancing is not the SQL, it's remembering which of the 3 clients uses Teams and which uses Slack and which one still sends faxes (ok not faxes, but PDFs of screenshots, which is worse)",
    "kid's school called, 15 min", "new notebook, new me. lasted about 4 hours",
    "do you think people can tell when i'm on mute eating cereal", "whatever, moving on",
    "the Halvorsen folks use Teams and every invite comes in at 4:30 Eastern, like who does that",
    "quick vent: my bank flagged a 2019 invoice from a client in Toronto as suspicious. in 2026. thanks Chase",
    "ok that's fair", "yep", "no no, you're right", "hah", "sure, whatever works",
    "I had a whole plan for today and then the Bramblewood Slack lit up at 8:02 am and here we are, 11 hours later, having done exactly zero of the plan. i did eat lunch though. standing up. over the sink. like a raccoon",
    "watched 2 episodes of Severance instead of writing slides, no regrets",
    "my cat walked across the keyboard and sent 'jjjjjjjj' to the Tidewater channel. professional",
    "long day. 9 calls. NINE. none of them needed to be calls, every single one could have been a 2-line email and i'd have had an actual afternoon to write code",
]
EN["filler_a"] = [
    "That's a fair reaction — communication drifts quickly once several people are on a thread, and it's usually worth restating the current plan in one short message so everyone works from the same version.",
    "A practical habit here is a running log per client: what was agreed, what's pending, and what you're waiting on from them.",
    "If the pipeline is behaving right now, I'd resist the urge to refactor it this week; stability matters more than elegance right before a handoff.",
    "On the talk: audiences remember one or two concrete stories far better than a dozen charts, so pick the example you find most surprising and build around it.",
    "For invoices, consistent numbering and a clear due date near the top cut down on back-and-forth with accounts payable considerably.",
    "It's also worth blocking focus time on your calendar, because switching between three clients is where most of the hours quietly disappear.",
    "None of this has to be settled today, but writing it down now saves you from reconstructing it out of email later.",
    "If you like, I can draft a short status note you could paste into each client's channel.",
    "Dashboards tend to fail on adoption rather than on technology, so the rollout plan deserves as much attention as the charts.",
    "I'd keep the tone friendly but specific: what happened, what you need, and by when — nothing more.",
    "Totally understandable. Running three clients means you're effectively managing three small projects plus a business, and the admin side is real work even though nobody pays for it directly.",
    "One more thought: when a client keeps changing requirements, a lightweight written summary after each call tends to slow the churn without feeling confrontational.",
    "For the data side, a quick row-count and null-rate check after each load catches most of the silent failures before anyone looks at a chart.",
    "Sounds like a long day. Nothing here looks urgent enough to handle tonight.",
    "Fair enough.", "Understood.", "Got it — carry on.",
    "That's frustrating, and it's very common; most teams only notice spreadsheet version sprawl once two people have edited different copies.",
    "Happy to help with the wording whenever you're ready; short and factual usually lands best with finance teams.",
    "Honestly that sounds exhausting, and it's a good sign that you're writing things down as they happen rather than trusting yourself to remember them on Friday.",
    "A small suggestion on the conference side: rehearse the opening two minutes until they're boring to you, because that's where nerves hit hardest, and the rest usually flows once you're past it.",
    "If you want a rule of thumb for scope creep: anything that changes the deliverable, the timeline, or the data sources deserves a written confirmation, however small it looks.",
]
EN["asst_open"] = ["Got it.", "Noted.", "Makes sense.", "Okay.", "Right.", "Sure, one thing though:"]
EN["bullet_lead"] = ["notes to self before i forget:", "ok brain dump:", "todo, in no particular order:", "things to not drop this week:", "writing this down bc my memory is a sieve:"]
EN["email_lead"] = ["lol look what Halvorsen just sent:", "they wrote:", "ok so this landed in my inbox at 11pm:", "forwarding the good part:", "email from Tidewater, brace yourself:"]
EN["email_tail"] = ["so that's fun.", "cool cool cool.", "i'm going to need a minute.", "", "thoughts?"]
EN["runon_join"] = [" and also ", " — oh and ", ", also ", ". anyway ", "; unrelated but ", "\nalso "]
EN["tail"] = [" anyway. call in 10", " ugh", " (yes I checked twice)", " lol", " sigh.", " ok back to the Bramblewood mess"]
EN["tool_q"] = ["invoice", "dashboard rollout", "pipeline", "talk", "contract"]
EN["tool_out"] = "found {k} earlier messages about {q}; the newest one is from last week and says the plan is unchanged."


def en_value(rng, kind, used, zh=False):
    def uniq(pool):
        c = [x for x in pool if x not in used] or pool
        x = rng.choice(c); used.add(x); return x
    if kind == "name":
        return {"n": uniq(EN["names"]), "role": rng.choice(EN["roles"])}, ["n"]
    if kind == "command":
        while True:
            c = rng.choice((ZH if zh else EN)["cmds"]).replace("{n}", str(rng.randint(2, 9)))
            if c not in used: used.add(c); return {"c": c}, ["c"]
    if kind == "id":
        while True:
            t = rng.random()
            if t < 0.35: i = f"{rng.choice(['JF', 'KB', 'SJ', 'OPS', 'BI'] if zh else ['DASH', 'BWP', 'TDG', 'OPS', 'HFR'])}-{rng.randint(100, 9999)}"
            elif t < 0.6: i = f"#{rng.randint(100, 999)}"
            elif t < 0.8: i = f"CVE-{rng.choice([2024, 2025])}-{rng.randint(1000, 49999)}"
            else: i = f"{'FP' if zh else 'INV'}-2026-{rng.randint(10, 199):03d}"
            if i not in used: used.add(i); return {"i": i}, ["i"]
    if kind == "port":
        while True:
            p = str(rng.choice([rng.randint(3000, 9999), rng.randint(10000, 49999)]))
            if p not in used: used.add(p); return {"p": p}, ["p"]
    if kind == "version":
        while True:
            pkgs = (ZH if zh else EN)["pkgs"]; pkg = rng.choice(sorted(pkgs))
            v = rng.choice(pkgs[pkg]).format(a=rng.randint(0, 3), b=rng.randint(0, 9), c=rng.randint(1, 19), p=rng.randint(3, 7))
            if v not in used: used.add(v); return {"v": v, "pkg": pkg}, ["v"]
    if kind == "money":
        while True:
            t = rng.random()
            if t < 0.5: m = f"${rng.randint(2, 48)},{rng.randint(0, 19) * 50:03d}"
            elif t < 0.7: m = f"${rng.randint(12, 26) * 10}/hr"
            elif t < 0.85: m = f"${rng.randint(1, 9)},{rng.randint(100, 999)}.50"
            else: m = f"€{rng.randint(2, 19)},{rng.randint(1, 9)}00"
            if m not in used: used.add(m); return {"m": m, "R": m.endswith("/hr")}, ["m"]
    if kind == "date":
        while True:
            mo, day = rng.randint(1, 12), rng.randint(1, 28)
            t = rng.random()
            if t < 0.4: d = f"{EN['months'][mo - 1]} {day}"
            elif t < 0.65: d = f"{EN['months'][mo - 1][:3]} {day}{'th' if 4 <= day <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"
            elif t < 0.8: d = f"{mo}/{day}"
            else: d = f"2027-{mo:02d}-{day:02d}"
            if d not in used: used.add(d); return {"d": d}, ["d"]
    if kind == "decision":
        c, r = uniq(EN["decisions"]); return {"c": c, "r": r}, ["c", "r"]
    if kind == "constraint":
        a, c, f = uniq(EN["constraints"]); return {"a": a, "c": c, "F": f}, ["a", "c"]
    return {"t": uniq(EN["questions"])}, ["t"]

# ----------------------------------------------------------------------------- Chinese
ZH = {}
ZH["names"] = ["老张", "小李", "王总", "陈经理", "刘思远", "赵晓雯", "孙立新", "周婷", "吴昊天", "郑雅琪", "冯建国", "韩梅梅",
               "马骁", "林晨曦", "何佳怡", "杜磊", "黄主任", "钱会计", "宋律师", "罗姐"]
ZH["roles"] = ["甲方的对接人", "财务那边的", "他们IT的", "法务", "市场部的", "项目经理", "采购的", "甲方老板身边的"]
ZH["pkgs"] = {k: EN["pkgs"][k] for k in ["pandas", "python", "numpy", "Postgres", "Node"]}
ZH["pkgs"]["Superset"] = ["2.{a}.{c}", "3.{a}.{c}"]; ZH["pkgs"]["Tableau"] = ["202{a}.{b}.{c}"]
ZH["decisions"] = [
    ("按月结算", "上个甲方拖了半年尾款"), ("先收50%定金", "被白嫖过一次"), ("固定总价", "按小时他们总觉得我在磨洋工"),
    ("Metabase", "他们IT已经装好Postgres了"), ("DuckDB", "数据量一台笔记本就装得下"), ("飞书文档", "甲方全员都在用"),
    ("周四开例会", "周一他们要开董事会"), ("阿里云", "数据不能出境"), ("注册个体户", "税点低一些"),
    ("腾讯会议", "他们电脑装不了Zoom"), ("每天凌晨三点跑批", "白天库太卡"), ("Power BI", "老板只看得懂这个"),
    ("只做华东区的看板", "预算只够一个区域"), ("分享会讲25分钟", "45分钟得现场演示"),
]
ZH["constraints"] = [
    ("动生产数据库", "月底结账期间", True), ("发最终版发票", "验收邮件没来之前", True), ("把原始数据发给第三方", "没签保密协议的情况下", True),
    ("接新需求", "没有书面变更单的时候", True), ("在电话里报价", "没想清楚之前", True), ("公开分享会的PPT", "甲方审核之前", True),
    ("跑全量回刷", "夜间任务还在跑的时候", True), ("直接找他们老板", "项目经理不知情的情况下", True), ("删测试表", "交接文档签字之前", True),
    ("抄送法务", "合同有任何改动时", False), ("给导出文件加密", "离开公司内网时", False), ("拿到采购单号", "开工之前", False),
    ("每天记工时", "总价封顶期间", False), ("走跳板机", "登录甲方服务器的时候", False),
]
ZH["questions"] = ["滞纳金条款", "代码的知识产权归属", "差旅报销标准", "明年的续约", "看板服务器费用", "交接文档格式", "讲课费",
                   "数据保留期限", "发票抬头", "跨年的税点", "售后维护期", "分享会录像的版权", "违约金比例"]
ZH["cmds"] = [c.replace("bramblewood", "jiafang").replace("tidewater", "jiafang").replace("tw-raw", "jf-raw") for c in EN["cmds"]]
ZH["frames"] = {
    "name": {
        "u": ["这事得找{role}{n}", "{n}又来催了，说报表今天必须出", "甲方换对接人了，新的是{n}，{role}", "记一下：合同最后是{n}签的字",
              "刚跟{n}通了个电话，态度还行", "下周约了{role}{n}吃饭，顺便聊聊续约的事"],
        "a": ["如果这件事再卡住，可以直接找{n}，听你的描述对方是{role}，应该有拍板的权限，比在群里来回问快得多。"],
        "b": ["{n}：{role}", "催一下{n}"],
        "e": ["> 后续由{n}负责与您对接，请知悉。"],
    },
    "command": {
        "u": ["上次是跑了 `{c}` 才好的", "记住先 `{c}` 再说别的", "我直接在服务器上敲了\n$ {c}\n就好了，离谱", "脚本挂了的话跑 `{c}` 一般就行",
              "`{c}` 跑了半小时还没完，我先去吃饭"],
        "a": ["可以先跑一下 `{c}`，它基本不会改动什么，能马上看出是数据的问题还是环境的问题。"],
        "b": ["`{c}`（上线前）", "$ {c}"],
        "e": ["> 麻烦您在改动前先在共享服务器上执行 `{c}`。"],
    },
    "id": {
        "u": ["工单号是{i}，看有没有人理", "{i}到现在还没关，三周了", "这个跟{i}应该是同一个问题吧", "甲方让以后邮件标题都带上{i}，不然“找不到”",
              "{i}又在周会上被点名了，好像是我的锅"],
        "a": ["建议在提交记录和周报里都写上{i}，方便甲方那边把修复和他们报的问题对上。"],
        "b": ["{i} 还没关", "跟进{i}"],
        "e": ["> 后续沟通请注明编号{i}。"],
    },
    "port": {
        "u": ["看板现在挂在{p}端口", "他们防火墙只放行{p}，真服了", "本地转发是 localhost:{p}，别忘了", "jupyter 我改到 :{p} 了，免得打架",
              "测试环境端口是{p}，别记错"],
        "a": ["服务现在监听{p}端口的话，健康检查和反向代理的配置也要一起改，不然会报连接被拒绝，看起来像程序出错。"],
        "b": ["测试环境开{p}端口", "jupyter -> :{p}"],
        "e": ["> 测试环境仅对白名单IP开放，端口为{p}。"],
    },
    "version": {
        "u": ["{pkg} 锁在 {v}，新版日期解析有坑", "他们服务器上 {pkg} 还是 {v}，谁也不敢升", "升到 {v} 以后导出就正常了，玄学",
              "甲方IT只批准了 {pkg} {v}", "别忘了：测试环境是 {pkg} {v}，生产不是"],
        "a": ["先把 {pkg} 固定在 {v} 是合理的，后面几个版本改了时区相关的默认值，会让按天汇总的数字悄悄变掉。"],
        "b": ["{pkg} == {v}", "锁版本 {pkg} {v}"],
        "e": ["> 我方统一使用 {pkg} {v}，暂不支持其他版本。", "> 服务器上的 {pkg} 已经升级到 {v}，请知悉。"],
    },
    "money": {
        "u": ["这个月的发票是{m}", "甲方说预算只有{m}，呵呵", "尾款{m}到现在还没到账", "二期我报了{m}，别再降了",
              "分享会的车马费给{m}，聊胜于无", "酒店花了{m}，全部报销"],
        "a": ["既然还有{m}没结，建议现在就发一个客气但具体的提醒：金额、原定付款日、付款方式，不用等到月底。"],
        "b": ["待收：{m}", "{m}（定金）"],
        "e": ["> 首期费用{m}已审批，验收后支付。"],
    },
    "date": {
        "u": ["看板上线又推到{d}了", "合同{d}到期，续不续还没说", "{d}之前必须交数据，没得商量", "分享会定在{d}，PPT一个字还没写",
              "说好{d}打款，到时候再看吧"],
        "a": ["从{d}往回倒推，最好提前一周左右出完整初稿，这样还能留一轮甲方评审的时间。"],
        "b": ["{d}：上线", "{d}截止"],
        "e": ["> 我们希望{d}上线，请您确认。", "> 财务{d}关账，请在此之前开票。"],
    },
    "decision": {
        "u": ["定了：{c}，因为{r}", "最后还是选了{c}，主要是{r}", "就{c}吧，{r}", "想了一晚上，{c}，理由很简单：{r}", "{c}，不纠结了，{r}"],
        "a": ["那就这么定：{c}，原因是{r}。后面如果没有变化，我就按这个来安排。"],
        "b": ["已定：{c}（{r}）"],
    },
    "constraint": {
        "uF": ["记住，{c}不要{a}", "{c}千万别{a}，上次吃过亏", "合同写了，{c}不能{a}", "{c}禁止{a}，甲方强调了三遍"],
        "uT": ["{c}必须{a}", "甲方要求{c}一定要{a}", "规矩是{c}得{a}，不然出事算我的"],
        "aF": ["记下了，这是硬性规定：{c}不要{a}。后面的安排如果碰到这一条我会提醒你。"],
        "aT": ["记下了，这是固定要求：{c}要{a}。以后每次涉及到我都会放进检查清单。"],
        "bF": ["{c}别{a}"], "bT": ["{c}必须{a}"],
        "eF": ["> 请勿在{c}{a}。"], "eT": ["> 请在{c}务必{a}。"],
    },
    "question": {
        "u": ["{t}到底谁定？", "{t}还没定，问了两次没人理", "{t}这事谁负责啊", "话说{t}怎么算？", "{t}要不要写进合同？一直没人回我"],
        "b": ["{t}：还没定", "问一下{t}"],
    },
}
ZH["filler_u"] = ["好的", "嗯嗯", "行吧", "明白了", "谢谢", "我想一下", "继续", "有道理", "累死了", "哈哈哈",
                  "今天跑了5公里，腿废了", "Excel又崩了，今天第3次", "甲方的PPT改到第8版了", "刚开完会，2个小时，啥也没定",
                  "咖啡喝到第三杯了", "Zoom又掉线了", "先这样，我去接孩子", "微信消息99+，不想看", "周末还得加班，自由职业自由在哪",
                  "说真的，做自由职业最累的不是写SQL，是同时记住三个甲方谁用钉钉谁用企业微信谁只发邮件，还有一个喜欢半夜11点发语音，一条60秒，连发5条",
                  "今天甲方群里有人发了个表情包，然后全员沉默了10分钟，我都不知道该不该回", "刚才外卖送错了，等了40分钟", "好，下一个",
                  "电脑风扇响得跟飞机一样", "嗯", "对", "哈哈，确实", "可以可以",
                  "今天一整天都在开会，早上9点开始，一直到晚上7点，中间就吃了个面包，PPT一页没动，代码一行没写，我到底是数据分析师还是会议参与者",
                  "刚看了眼银行App，余额让人清醒", "楼下装修从早上8点开始砸墙，已经砸了3个小时", "周杰伦的演唱会没抢到票，心情不好",
                  "吐槽一下：甲方那个看板需求，第一版说要简洁，第二版说太空了加点东西，第三版说太花了删掉一半，第四版又说能不能恢复到第二版的样子。我把每一版都存了，文件夹里现在有12个PPT，命名从“最终版”一路到“最终版-真的最终-改3”，我自己都分不清哪个是哪个了。最离谱的是今天下午开会，他们领导看了一眼说还是第一版好。我当场沉默了5秒钟，然后说好的。自由职业就是这样吧，钱是甲方的，审美也是甲方的，我只负责改。",
                  "我妈又问我什么时候找个正经工作，我说我有3个甲方，她说那不就是3个老板吗，好像也没毛病", "甲方说“简单改一下”，我已经不信这几个字了", "行，先放着"]
ZH["filler_a"] = ["理解，沟通的人一多，信息就容易走样，隔一段时间用一条短消息把当前方案重新说一遍，大家就都按同一个版本来。",
                  "一个实用的习惯是每个甲方单独记一份流水：谈好了什么、还在等什么、等谁。",
                  "如果现在流程跑得好好的，这周就先别重构了，交接之前稳定比优雅更重要。",
                  "分享会的话，听众通常只记得住一两个具体的故事，挑一个你自己觉得最意外的例子，围绕它来讲就好。",
                  "发票这块，编号统一、付款日期写在最显眼的位置，能省掉很多和财务来回确认的麻烦。",
                  "同时服务三个甲方，很多时间其实花在来回切换上，可以考虑在日历里留出整块的专注时间。",
                  "这些今天不一定要定下来，但现在写下来，以后就不用从聊天记录里翻了。",
                  "需要的话我可以帮你起草一条进度说明，你直接贴到各个甲方的群里。",
                  "看板项目失败，多半不是技术问题而是没人用，所以推广计划和图表本身一样重要。",
                  "分享会那边，建议把开头两分钟反复练到自己都觉得无聊，紧张一般就集中在开头，过去了后面就顺了。",
                  "这种情况很常见，尤其是甲方内部几个部门意见不统一的时候，你夹在中间会很被动，所以留好书面记录很重要。",
                  "辛苦了，今天信息量确实大，不过看下来没有什么必须今晚处理的。", "好的。", "明白。", "了解，你继续。",
                  "需求老变的时候，每次开完会发一段简短的书面总结，既不伤和气，又能让变更慢下来。"]
ZH["asst_open"] = ["好的，", "明白，", "了解。", "收到，"]
ZH["bullet_lead"] = ["给自己记一下：", "待办，免得忘：", "今天脑子很乱，先列一下：", "本周别掉链子的事："]
ZH["email_lead"] = ["甲方刚发的邮件，你看看：", "他们写的原话：", "半夜11点收到这个：", "转一下邮件里的重点："]
ZH["email_tail"] = ["我真是服了。", "行吧。", "", "你怎么看？"]
ZH["runon_join"] = ["，对了，", "；另外", "，还有，", "。哦对，", "\n还有"]
ZH["tail"] = ["，唉", "（我确认过两遍）", "，先这样", "，烦"]
ZH["tool_q"] = ["发票", "看板上线", "数据管道", "分享会", "合同"]
ZH["tool_out"] = "找到{k}条关于“{q}”的历史消息，最新一条是上周的，说计划没有变化。"


def zh_value(rng, kind, used):
    def uniq(pool):
        c = [x for x in pool if x not in used] or pool
        x = rng.choice(c); used.add(x); return x
    if kind == "name":
        return {"n": uniq(ZH["names"]), "role": rng.choice(ZH["roles"])}, ["n"]
    if kind == "money":
        while True:
            t = rng.random()
            if t < 0.35: m = f"{rng.randint(2, 30)}万元"
            elif t < 0.6: m = f"¥{rng.randint(8, 99)}00"
            elif t < 0.8: m = f"{rng.randint(11, 89)}00块"
            else: m = f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"
            if m not in used: used.add(m); return {"m": m, "R": m.endswith("/hr")}, ["m"]
    if kind == "date":
        while True:
            d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}{rng.choice(['日', '日', '号'])}"
            if d not in used: used.add(d); return {"d": d}, ["d"]
    if kind == "version":
        return en_value(rng, kind, used, zh=True)
    if kind == "decision":
        c, r = uniq(ZH["decisions"]); return {"c": c, "r": r}, ["c", "r"]
    if kind == "constraint":
        a, c, f = uniq(ZH["constraints"]); return {"a": a, "c": c, "F": f}, ["a", "c"]
    if kind == "question":
        return {"t": uniq(ZH["questions"])}, ["t"]
    return en_value(rng, kind, used, zh=True)  # command, id, port: same shapes


def render(L, rng, kind, vals, form, counts, avoid):
    """form: u (user prose), a (assistant), b (bullet), e (quoted email line). Frames are used
    evenly (least-used first, ties broken at random) and never twice in one message."""
    fr = L["frames"][kind]
    key = form + ("F" if vals.get("F") else "T") if kind == "constraint" else form
    if vals.get("R") and key + "R" in fr: key += "R"
    cands = [f for f in fr[key] if f not in avoid] or fr[key]
    low = min(counts.get(f, 0) for f in cands)
    frame = rng.choice([f for f in cands if counts.get(f, 0) == low])
    counts[frame] = counts.get(frame, 0) + 1; avoid.add(frame)
    return frame.format(**vals)

# ----------------------------------------------------------------------------- conversation

def conversation(seed, chinese, n_msgs, per_kind, attempt=0):
    L = ZH if chinese else EN
    value = zh_value if chinese else en_value
    rng = random.Random(seed * 104729 + attempt * 7 + (1 if chinese else 0))
    used = set()
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # group facts into units: (form, [kinds])
    units, i = [], 0
    while i < len(plan):
        r = rng.random()
        if r < 0.11: form, size = "bullets", rng.randint(3, 4)
        elif r < 0.21: form, size = "email", rng.randint(2, 3)
        elif r < 0.38: form, size = "runon", 2
        elif r < 0.55 and plan[i] != "question": form, size = "assistant", 1
        else: form, size = "plain", 1
        units.append((form, plan[i:i + size])); i += size
    user_units = [u for u in units if u[0] != "assistant"]
    asst_units = [u for u in units if u[0] == "assistant"]
    n_msgs = min(280, max(n_msgs, 2 * int(len(user_units) * 1.2) + 4))
    user_slots = list(range(0, n_msgs, 2)); asst_slots = list(range(1, n_msgs, 2))
    upos = sorted(rng.sample(user_slots, len(user_units))); apos = sorted(rng.sample(asst_slots, len(asst_units)))
    at = {p: u for p, u in zip(upos, user_units)}; at.update({p: u for p, u in zip(apos, asst_units)})

    facts, rows_text = [], []  # facts: (kind, needles, msg index)

    counts = {}
    avoid = set()

    def fact(kind, form):
        vals, nd = value(rng, kind, used)
        if form == "e" and vals.get("a") in PERSONAL:
            form = "u"
        t = render(L, rng, kind, vals, form, counts, avoid)
        return t, [vals[k] for k in nd], form

    for pos in range(n_msgs):
        role = "user" if pos % 2 == 0 else "assistant"
        unit = at.get(pos)
        here = []
        avoid.clear()
        if unit is None:
            if role == "user":
                text = rng.choice(L["filler_u"])
            else:
                k = rng.choice([1, 2, 2, 3, 4, 5])
                text = " ".join(rng.sample(L["filler_a"], k)) if not chinese else "".join(rng.sample(L["filler_a"], k))
        else:
            form, kinds = unit
            if form == "plain":
                t, nd, _ = fact(kinds[0], "u"); here.append((kinds[0], nd))
                if rng.random() < 0.3: t += rng.choice(L["tail"])
                if rng.random() < 0.2: t = rng.choice(L["filler_u"]) + ("。" if chinese else ". ") + t
                text = t
            elif form == "runon":
                t1, n1, _ = fact(kinds[0], "u"); here.append((kinds[0], n1))
                parts = [t1]
                if len(kinds) > 1:
                    t2, n2, _ = fact(kinds[1], "u"); here.append((kinds[1], n2)); parts.append(t2)
                j = rng.choice(L["runon_join"])
                if j[:1] in ".。；，" and parts[0][-1:] in ".?!。？！": j = j[1:].lstrip() if chinese else " " + j[1:].lstrip()
                text = j.join(parts)
            elif form == "bullets":
                numbered = rng.random() < 0.4
                lines = [rng.choice(L["bullet_lead"])]
                for j, k in enumerate(kinds):
                    t, nd, _ = fact(k, "b"); here.append((k, nd))
                    lines.append(f"{j + 1}. {t}" if numbered else f"- {t}")
                if rng.random() < 0.5:
                    lines.insert(rng.randint(1, len(lines)), ("- " if not numbered else f"{len(lines)}. ") + rng.choice(
                        ["买猫粮", "回妈妈电话", "交房租"] if chinese else ["buy cat food", "call mom back", "renew the domain for the personal site"]))
                    if numbered:  # renumber
                        lines = [lines[0]] + [f"{j + 1}. " + l.split(". ", 1)[1] for j, l in enumerate(lines[1:])]
                text = "\n".join(lines)
            elif form == "email":
                quoted, after = [], []
                for k in kinds:
                    if k in EMAILABLE:
                        t, nd, f = fact(k, "e"); (quoted if f == "e" else after).append(t)
                    else:
                        t, nd, _ = fact(k, "u"); after.append(t)
                    here.append((k, nd))
                if chinese:
                    head = rng.choice([["> 您好，", "> 关于项目进度，补充几点："], ["> 关于项目进度，补充几点："],
                                       ["> 老师您好，", "> 上周五我们内部开了个会，领导对看板整体比较满意，但也提了一些意见，我这边整理了一下，主要是下面这几条，麻烦您抽空看一下，有问题随时微信联系我，辛苦了："]])
                    foot = ["> 谢谢配合！"]
                else:
                    head = rng.choice([["> Hi, hope your week is going well!", "> A few updates on our side:"], ["> A few updates on our side:"],
                                       ["> Hi there,", "> We had our steering committee on Tuesday and a couple of things came out of it that I wanted to get to you before the weekend, since I know your calendar fills up fast and our VP is keen to keep the momentum going into Q1:"]])
                    foot = ["> Thanks so much, and let us know if anything is unclear."]
                if not quoted:
                    quoted = ["> 想跟您确认一下目前的整体进度。"] if chinese else ["> Just checking in on where everything stands."]
                body = [rng.choice(L["email_lead"])] + head + quoted + foot
                tail = rng.choice(L["email_tail"])
                if tail: body.append(tail)
                body += after
                text = "\n".join(body)
            else:  # assistant carrying a fact
                t, nd, _ = fact(kinds[0], "a"); here.append((kinds[0], nd))
                pre = rng.choice(L["asst_open"])
                post = rng.sample(L["filler_a"], rng.randint(0, 2))
                text = (pre + t + "".join(post)) if chinese else " ".join([pre, t] + post)
        idx = len(rows_text)
        if role == "assistant" and rng.random() < 0.13:
            q = rng.choice(L["tool_q"])
            rows_text.append(("call", json.dumps({"query": q, "limit": 5}, ensure_ascii=False)))
            rows_text.append(("result", L["tool_out"].format(k=rng.randint(0, 9), q=q)))
            idx = len(rows_text)
        rows_text.append((role, text))
        for k, nd in here:
            facts.append((k, nd, idx))
    return rows_text, facts


def validate(rows_text, facts):
    problems = []
    all_needles = [(fi, x) for fi, (_, nd, _) in enumerate(facts) for x in nd]
    for fi, (kind, nd, idx) in enumerate(facts):
        for x in nd:
            if x not in rows_text[idx][1]:
                problems.append(f"needle {x!r} not in its message")
            others = [j for j, (_, t) in enumerate(rows_text) if j != idx and x in t]
            if others:
                problems.append(f"needle {x!r} ({kind}) also in rows {others[:3]}")
            for fj, y in all_needles:
                if fj != fi and x in y:
                    problems.append(f"needle {x!r} inside other needle {y!r}")
            # within its own message, the needle must occur only once outside other needles
    return problems


def build(seed, chinese, per_kind):
    n_msgs = random.Random(seed * 31 + 5).randint(130, 280)
    for attempt in range(200):
        rows_text, facts = conversation(seed, chinese, n_msgs, per_kind, attempt)
        if not validate(rows_text, facts):
            break
    else:
        sys.exit(f"seed {seed}: could not build a clean conversation: {validate(rows_text, facts)[:5]}")
    assert len(facts) == per_kind * len(KINDS)
    rows = []
    for i, (role, text) in enumerate(rows_text):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_u{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": "search_history", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i - 1}", "name": "search_history", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, [(k, nd) for k, nd, _ in facts]


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    if os.path.exists(os.path.join(work, "gen.py")) or os.path.abspath(work) in ("/", os.path.expanduser("~")):
        sys.exit(f"refusing to wipe {work}: pass a scratch WORKDIR")
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = build(seed, chinese, per_kind)
        if os.environ.get("DUMP"):
            with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
                f.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
            json.dump(facts, open(os.path.join(work, f"facts-{seed}.json"), "w"), ensure_ascii=False, indent=1)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
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
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError):
                    pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
