#!/usr/bin/env python3
"""Held-out retention set "ax": a touring indie band's manager and their assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on each run)
    seed     one or more integer seeds (default 1 2 3 4 5); the LAST seed's
             conversation is written entirely in (simplified) Chinese, the others in English.

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  value for contextCompression.summaryMaxChars (default 2000)

Theme: the manager of a touring indie band -- venues and their contacts, hold and
confirmation numbers, the van rental, ticket links and prices, a rider, the sound
engineer's input list, a merch spreadsheet, visas for one foreign leg, a streaming
backend for a livestream show. The manager forwards promoters' emails and pastes day
sheets; the assistant helps with routing, budgets, emails and a small script that
builds day sheets. (Chinese: 一支独立乐队的巡演经纪人……)

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision,
constraint, question), PER_KIND of each. Each fact has one or more needles: exact
substrings that must each occur in exactly one row of the conversation (checked in
code; the conversation is rebuilt with another attempt number otherwise). Rows are
appended 25 messages per batch with `okbot compress --now` after each batch; at the
end a fact counts as kept only when ALL its needles are found verbatim in the output
of `okbot context show`.
"""

import json
import os
import random
import shutil
import subprocess
import sys
import datetime

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ---------------------------------------------------------------------------
# shared value generators
# ---------------------------------------------------------------------------

EN_FIRST = ["Marguerite", "Tobias", "Ines", "Callum", "Priya", "Declan", "Sunniva", "Rafael",
            "Hollis", "Beatrix", "Emeka", "Lorna", "Joaquin", "Astrid", "Fintan", "Noemi",
            "Dorian", "Yusra", "Lachlan", "Odile", "Casimir", "Renata", "Idris", "Saoirse",
            "Bram", "Henrike", "Matteo", "Greer", "Anouk", "Ptolemy", "Wilhelmina", "Keziah"]
EN_LAST = ["Okonkwo", "Vandersloot", "Mackintosh", "Ferreira", "Lindqvist", "Halloran",
           "Brennan-Shaw", "Kowalczyk", "Aldana", "Pettigrew", "Szabo", "Delacroix", "Nakamura",
           "Oyelaran", "Gustafsson", "Quinlan", "Ravensworth", "Abernethy", "Castellano",
           "Moretti", "Dunleavy", "Achterberg", "Whitcombe", "Iversen", "Tremblay", "Sokolova"]
EN_SOLO = ["Wojtek", "Siobhan", "Ingeborg", "Teodor", "Marisol", "Ezekiel", "Thandiwe",
           "Radomir", "Philippa", "Gunnhild", "Leopold", "Zuzanna"]
# band members / filler people -- never used as fact names
EN_BAND = ["Kit", "Jonah", "Mags", "Ollie"]

ZH_SUR = ["王", "陈", "李", "赵", "周", "吴", "郑", "孙", "冯", "蒋", "沈", "韩", "杨", "朱",
          "秦", "许", "何", "吕", "施", "孔", "曹", "严", "华", "金", "魏", "陶", "姜", "谢"]
ZH_GIVEN = ["晓峰", "思远", "雨桐", "海洋", "子涵", "立群", "婧", "文博", "佳怡", "建国",
            "梦洁", "浩然", "一鸣", "秀兰", "志强", "若溪", "天宇", "静雯", "昊", "嘉欣",
            "明轩", "慧敏", "振华", "小满", "乐乐", "书瑶"]
ZH_BAND = ["阿木", "小鹿", "大刘", "欢欢"]

CMD_EN = [
    "python3 daysheet.py --show {city_l} --date {iso} --out sheets/",
    "python3 daysheet.py --week {wk} --pdf --no-hotel",
    "./build_daysheet.sh {city_l} {iso}",
    "rsync -avz merch/ {host}:/srv/merch/{city_l}/",
    "csvcut -c sku,size,qty merch_{city_l}.csv | csvlook",
    "ssh -i ~/.ssh/tour_ed25519 stream@{host}",
    "pandoc rider.md -o rider_{city_l}.pdf",
    "git tag inputlist-{city_l} && git push --tags",
    "ffprobe -v error -show_streams rec/{city_l}_{wk}.mkv",
    "curl -s https://tix.example.net/api/events/{slug}/sales | jq .sold",
    "docker compose -f stream/{slug}.yml up -d",
    "systemctl restart srt-relay@{slug}",
    "jq '.settlement' settle/{city_l}_{wk}.json",
    "gpg -c visa/{slug}_passports.zip",
    "python3 routing.py --from {city_l} --max-hours 6",
    "make sheets CITY={city_l}",
]
PINYIN = ["beijing", "shanghai", "hangzhou", "nanjing", "wuhan", "chengdu", "chongqing", "xian",
          "changsha", "guangzhou", "shenzhen", "xiamen", "kunming", "qingdao"]
HOSTS = ["vanpi", "merchbox", "streamvm", "tourlaptop", "nas-home", "relay01", "ingest-eu"]
SLUGS = ["lowtide", "ltc-live", "tour26", "winterrun", "ltc-euro", "fallback", "ltc-stream"]


def gen_id(rng):
    pat = rng.choice(["HLD-{d5}", "CNF{d6}", "EV-{d4}-{L3}", "INV-2026-{d4}", "RR-{d6}",
                      "VAR{L2}{d5}", "TKT-{L1}{d5}", "PO-{d5}{L1}", "BK{d4}{L2}", "SET-{L2}{d4}"])
    return pat.format(d4=digits(rng, 4), d5=digits(rng, 5), d6=digits(rng, 6),
                      L1=letters(rng, 1), L2=letters(rng, 2), L3=letters(rng, 3))


def digits(rng, n):
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


def gen_port(rng):
    while True:
        p = rng.choice([rng.randint(1100, 9899), rng.randint(10100, 64999)])
        if p % 100 != 0:
            return str(p)


def gen_version(rng, zh=False, scale="W"):
    if scale == "D":
        return rng.choice(["v{a}.{b}", "v{a}.{b}", "V{a}.{b}", "rev {a}.{b}"]).format(a=rng.randint(1, 9), b=rng.randint(0, 9))
    a, b, c = rng.randint(0, 31), rng.randint(0, 19), rng.randint(1, 27)
    pat = rng.choice(["v{a}.{b}.{c}", "{a}.{b}.{c}", "v{a}.{b}.{c}", "{a}.{b}.{c}-rc{r}",
                      "v{a}.{b}.{c}b"])
    return pat.format(a=a, b=b, c=c, r=rng.randint(1, 4))


def gen_money(rng, zh=False, scale="L"):
    if scale == "S":
        if zh:
            return rng.choice(["{n}元", "{n}块", "¥{n}"]).format(n=rng.randint(6, 38) * 10)
        return rng.choice(["${n}", "€{n}", "£{n}", "${n}.50"]).format(n=rng.randint(9, 45))
    if scale == "M":
        if zh:
            return rng.choice(["{n}元", "{n}块", "¥{n}", "{n}元"]).format(n=rng.randint(8, 60) * 50)
        return rng.choice(["${n}", "€{n}", "£{n}", "CAD {n}"]).format(n=rng.randint(12, 95) * 10)
    if zh:
        pat = rng.choice(["{n}元", "{n}元", "{n}块", "¥{nc}", "{n}欧", "{n}日元"])
        n = rng.randint(3, 180) * rng.choice([10, 50, 100])
        if "日元" in pat:
            n *= 10
    else:
        pat = rng.choice(["${nc}", "€{nc}", "£{nc}", "${nc}", "€{nc}", "CAD {nc}"])
        n = rng.randint(12, 900) * rng.choice([5, 10, 25])
    return pat.format(n=n, nc="{:,}".format(n))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def gen_date(rng, zh=False):
    y = 2026 if rng.random() < 0.5 else 2027
    m = 12 if y == 2026 else rng.randint(1, 4)
    d = rng.randint(10, 23 if y == 2026 else 28)
    dt = datetime.date(y, m, d)
    wd = WEEKDAYS[dt.weekday()]
    suf = "th" if d not in (21, 22, 23) else {21: "st", 22: "nd", 23: "rd"}[d]
    if zh:
        zwd = "一二三四五六日"[dt.weekday()]
        pat = rng.choice(["{m}月{d}日", "{m}月{d}号", "{m}月{d}日（周{w}）", "{m}/{d}"])
        return pat.format(m=m, d=d, w=zwd)
    pat = rng.choice(["{M} {d}", "{Mab} {d}", "{M} {d}{s}", "{d}/{mm}", "{wd} the {d}{s}",
                      "{wd} {d} {M}"])
    return pat.format(M=MONTHS[m - 1], Mab=MONTHS[m - 1][:3], d=d, s=suf, mm="%02d" % m, wd=wd)


# ---------------------------------------------------------------------------
# English material
# ---------------------------------------------------------------------------

EN = {}
EN["cities"] = ["Leeds", "Glasgow", "Bristol", "Manchester", "Dublin", "Amsterdam", "Hamburg",
                "Berlin", "Cologne", "Brussels", "Paris", "Lyon", "Utrecht", "Nottingham"]
EN["venues"] = ["the Lantern Rooms", "Ironworks Hall", "Kulturhaus Ost", "the Crow's Nest",
                "Salle Ravel", "Molenzaal", "the Glasshouse", "Bar Sputnik", "the Old Tannery",
                "Hafenbar 9", "the Wren", "Deptford Arches"]
EN["roles"] = ["promoter", "production manager", "FOH engineer", "monitor engineer",
               "lighting tech", "merch seller", "van rental agent", "visa agent", "label rep",
               "stream producer", "venue booker", "hospitality contact", "accountant",
               "support band's tour manager"]

EN["decisions"] = [
    ("going with the Sprinter", "the Transit has no tail lift"),
    ("dropping the Antwerp show", "the guarantee barely covers diesel"),
    ("pressing vinyl only for the big rooms", "small rooms never move records"),
    ("hiring local backline in Berlin", "flying the amps costs more"),
    ("streaming the Glasgow night", "that room has house cameras"),
    ("making merch card-only", "we lost cash twice last tour"),
    ("taking the overnight ferry", "the tunnel price doubled for vans"),
    ("moving Manchester to the Sunday", "Saturday clashes with a festival"),
    ("paying the sound engineer a day rate", "per-show fees kept getting disputed"),
    ("printing paper day sheets again", "phones die during soundcheck"),
    ("cutting the rider to one page", "promoters never read page two"),
    ("skipping the Dublin hotel", "Jonah's cousin is putting us up"),
    ("selling stream tickets through Bandcamp", "their payouts land within a week"),
    ("dropping the encore at club shows", "club curfews are brutal"),
    ("shipping merch ahead to Hamburg", "customs at Calais ate a whole day"),
    ("lending our backline to the support", "their van died in Leeds"),
    ("renting in-ears for the whole run", "the drummer can't hear the click"),
    ("buying the insurance upgrade", "the basic policy excludes instruments"),
    ("bumping the tee price by two quid", "blank costs went up again"),
    ("using the venue's drum kit in Paris", "parking at that venue is impossible"),
    ("applying for the visas through an agency", "last time the forms got rejected twice"),
    ("adding a matinee in Utrecht", "the evening show sold out in a day"),
]
EN["constraints"] = [
    "no load-ins before 2pm",
    "never send the stream key by email",
    "only confirm a venue after the deposit lands",
    "never give promoters the drummer's number",
    "don't post set times before doors",
    "merch prices stay the same at every show",
    "no single drive longer than six hours",
    "always cc the label on settlements",
    "never rebook anything with Crossfade Promotions",
    "only pay invoices once the show has settled",
    "nobody drives the van after 1am",
    "no press interviews on show days",
    "keep the guest list under ten names",
    "no streaming without the venue's written ok",
    "never upload passport scans to shared drives",
    "day sheets go out the night before",
    "no glass bottles in the green room",
    "don't book hotels without free parking",
    "never agree to a radius clause over 30 days",
    "the tour float stays under my name only",
]
EN["questions"] = [
    "whether the Lyon room has a barrier",
    "how much Dutch withholding tax comes off",
    "if the ferry takes vans over three metres",
    "who pays for the extra night in Cologne",
    "what the curfew at Kulturhaus Ost is",
    "if we need a carnet for the Swiss date",
    "whether Bandcamp takes a cut of stream tickets",
    "how early the Paris venue lets us park",
    "if the visa fee is refundable when refused",
    "whether the support act gets a merch table",
    "who owns the multitrack recordings from the stream",
    "if the promoter in Brussels covers catering",
    "whether the hire van has a tachograph",
    "how the Glasgow venue splits merch commission",
    "if we can sell tickets at the door in Hamburg",
    "what happens to the deposit if we cancel",
    "whether the in-ear rental includes spare packs",
    "if the label reimburses the visa costs",
]

# templates: (speaker, text). u = user, a = assistant
EN["t"] = {
    "name": [
        ("u", "oh btw the {role} at {venue} is {name}, they're the one who signs off settlement"),
        ("u", "New contact for the spreadsheet: {name}, {role} for {venue}. Number's in the email I forwarded"),
        ("u", "ugh, {name} still hasnt replied and they're meant to be our {role} for {city}"),
        ("u", "for the record our {role} on this leg is {name}. Lovely, slightly chaotic"),
        ("u", "can you add {name} to the advance list? {role}, {city} show"),
        ("u", "so I finally got through to {name} — turns out they're the {role} now, not the old guy"),
        ("u", "{city}: {role} is {name}, booker changed last month apparently"),
        ("a", "From that thread, the person to talk to is {name} — they're the {role} at {venue}, and they're the one who sent the hospitality note. I'd address the advance to them directly rather than the generic bookings inbox."),
        ("a", "Quick flag: the signature on the last email is from {name}, listed as {role}. I've put them in the contacts tab under {city} so the day sheet picks them up."),
    ],
    "command": [
        ("u", "can you sanity check this before I run it on the laptop: `{cmd}`"),
        ("u", "I ran {cmd} and it spat out a wall of warnings, but the PDF looks fine??"),
        ("u", "note to self since I always forget: {cmd} — that's the one that rebuilds everything"),
        ("u", "what I do every morning is `{cmd}` then email whatever comes out"),
        ("u", "Kit says the fix was literally `{cmd}`, no idea why it works"),
        ("u", "ok the thing Ollie typed on the van laptop last night was {cmd} if that helps"),
        ("a", "Run this from the tour repo root:\n\n    {cmd}\n\nIt only touches the output folder, so it's safe to run twice. If it complains about a missing column, the sheet header changed again."),
        ("a", "The quickest way is one line:\n\n```\n{cmd}\n```\n\nThat's what I'd put in your morning checklist."),
    ],
    "id": [
        ("u", "hold number from {venue} is {id}, they said it lapses if we don't confirm"),
        ("u", "Confirmation finally came through: {id}. Finally!!"),
        ("u", "van booking ref is {id}, stick it somewhere I'll find it at 7am"),
        ("u", "invoice {id} from the lighting company just landed, no idea what it's for yet"),
        ("u", "the ticketing people gave me a case number, {id}, for the broken link thing"),
        ("u", "{city} settlement sheet reference is {id} apparently"),
        ("a", "Found it in the forwarded email — the booking reference is {id}. It's on the second page, under the payment terms, which is why it was easy to miss."),
        ("a", "The rental company's portal shows one active booking for you, reference {id}, pickup at the depot as discussed."),
    ],
    "port": [
        ("u", "the RTMP ingest on the stream box listens on {port}, not the default one"),
        ("u", "Mags opened port {port} on the venue router for the SRT feed, fingers crossed"),
        ("u", "merch tablet syncs to the NAS on {port} if that matters for the firewall thing"),
        ("u", "the mixer's OSC remote is on {port} btw, that's how the iPad talks to it"),
        ("u", "stream dashboard lives at :{port} on the vm, password is in the vault"),
        ("u", "fyi the backup relay is on port {port} because something else grabbed the usual one"),
        ("a", "Looking at that log, the encoder is trying to reach the relay on port {port}, and the connection is refused, so either the relay isn't up yet or the venue network blocks that port."),
        ("a", "In the compose file the ingest service maps port {port} to the container. That's the one the venue IT person needs to allow outbound."),
    ],
    "version": [
        ("u", "D|latest rider is {ver}, please don't let me send the old one again"),
        ("u", "D|Kit updated the input list, it's {ver} now (added the second synth DI)"),
        ("u", "W|the stream box is still on OBS {ver}, should I update before Glasgow or leave it"),
        ("u", "D|stage plot {ver} is the one with the drum riser moved left"),
        ("u", "W|mixer firmware is {ver} apparently, the venue asked"),
        ("u", "W|I bumped daysheet.py to {ver} after your fix, committed it"),
        ("a", "D|The file you attached is the merch sheet template {ver}, which still has the old size columns — that's why the totals are off by one row."),
        ("a", "W|Checked the repo: the day-sheet script is at {ver} on the van laptop, but the copy on your home machine is older, so they'll render the hotel block differently."),
    ],
    "money": [
        ("u", "L|guarantee for {city} is {money} plus a door split after costs"),
        ("u", "L|van hire came to {money} for the whole run, incl. insurance, ouch"),
        ("u", "S|tickets are {money} in advance, more on the door"),
        ("u", "M|the visa agency wants {money} per person which feels steep"),
        ("u", "L|merch did {money} last night!! best night so far"),
        ("u", "M|sound engineer's rate is {money} a day, I said fine"),
        ("u", "S|the stream platform charges {money} a month for the tier with ticketing"),
        ("a", "L|Adding it up from the sheet you pasted: the total for the Benelux leg comes to {money}, before the per diems."),
        ("a", "L|Per the promoter's offer, the landed deal is {money} against 80% of the door after the house nut."),
    ],
    "date": [
        ("u", "the visa appointment is {date}, morning slot"),
        ("u", "deadline for the stream ticket setup is {date}, after that they won't support us"),
        ("u", "the van has to be back at the depot by {date} or they charge another day"),
        ("u", "{city} moved to {date}, promoter's request, ugh"),
        ("u", "Rider and input list due to {venue} by {date}"),
        ("u", "we're off between Hamburg and Berlin, so {date} is a day off. finally"),
        ("a", "Going by the promoter's email, the announce goes out {date} — they want artwork 48 hours before that."),
        ("a", "The rental agreement lists the return date as {date}, so anything after that is charged at the daily rate."),
    ],
    "decision": [
        ("u", "Decision made: we're {choice}. Reason: {reason}."),
        ("u", "ok so I'm {choice} because {reason}"),
        ("u", "after going round in circles — we are {choice}. {reason_sent}, simple as that"),
        ("u", "Tell me if this is dumb but I'm {choice}, since {reason}"),
        ("u", "band vote done, we're {choice}. honestly {reason} and nobody wanted to argue"),
        ("u", "fine. FINE. {choice_cap} it is, {reason} and I'm done fighting it"),
        ("a", "Understood — so we're {choice}, because {reason}. I'll rework the routing and budget tabs around that."),
    ],
    "constraint": [
        ("u", "standing rule from now on: {rule}."),
        ("u", "please remember {rule}, I got burned on this last year"),
        ("u", "Just so it's written down somewhere: {rule}. No exceptions"),
        ("u", "rule for the whole tour, and tell me off if I forget: {rule}"),
        ("u", "ok one thing that's non-negotiable, {rule}. the band agreed"),
        ("u", "can you keep this in mind for everything you draft — {rule}"),
        ("a", "From your voice note, I've added this to the standing rules at the top of the tour doc: {rule}. I'll check every draft and plan against it before anything goes out."),
    ],
    "question": [
        ("u", "random thought, do you know {q}?"),
        ("u", "I keep forgetting to ask: {q}? nobody has told me"),
        ("u", "Also — any idea {q}? it affects the budget"),
        ("u", "hm, can you find out {q} at some point. no rush"),
        ("u", "does anyone actually know {q}, because I don't"),
        ("u", "one for the list: {q}?"),
    ],
}

EN["ack"] = [
    "Got it, noted.",
    "Noted — I've added that to the tour notes.",
    "OK, logged.",
    "Thanks, that's in the doc now.",
    "Right, got that.",
    "Perfect, I'll keep that in mind.",
    "Added.",
    "Cool, written down.",
]
EN["question_reply"] = [
    "I don't have that anywhere in what you've sent so far. It's probably something the promoter or the agency would have to confirm — want me to add it to the list of things to ask?",
    "Good question, and I honestly can't tell from the emails we have. I'll leave it open rather than guess.",
    "Nothing in the advance pack covers that, so I won't guess. Worth raising on the next call.",
    "That's not in any of the paperwork I've seen. I'd rather not guess on this one.",
    "No idea from here, sorry — none of the documents mention it.",
]
EN["user_prompts"] = {
    "name": ["who was the contact on that forwarded thread again?", "can you check who signed that email",
             "who do I even talk to there", "who's the person in that email chain?"],
    "command": ["how do I regenerate the day sheets for one city?", "what's the command for that again",
                "can you give me the one-liner", "how do I do that from the terminal"],
    "id": ["can you dig out the reference from that email?", "what's the booking ref, I can't find it",
           "is there a reference number in there?", "what reference do I quote when I call them"],
    "port": ["why won't the encoder connect?", "which port is it actually using?",
             "what do I tell the venue IT guy to open?", "why is the stream dashboard not loading"],
    "version": ["which version is this?", "is this the current one?", "what's on the van laptop right now",
                "why do the two copies look different?"],
    "money": ["what does that add up to?", "what's the actual deal?", "can you total it for me",
              "how much are we on the hook for"],
    "date": ["when's the deadline on that?", "when does it have to go back?", "when is the announce?",
             "what date did they say?"],
    "decision": ["so what are we doing then, recap for me"],
    "constraint": ["did you get the voice note I sent from the van? the rule thing", "sent you a voice memo, can you write down the rule bit"],
}
EN["more"] = {
    "name": ["I've added them to the contacts tab with the show they belong to, so the day-sheet script will print the right contact under each date. If you get a mobile number at some point, paste it in and I'll fill that column too.",
             "Worth sending a short hello before the advance goes out — people answer advance emails much faster when they already know who you are."],
    "command": ["If it ever fails halfway, run it again with the verbose flag and paste me the last twenty lines; most of the time it's a renamed column in the sheet or a missing output folder.",
                "I'd keep it in the README of the tour repo as well, so whoever is on the laptop at 8am doesn't have to scroll back through chats to find it."],
    "id": ["I've put it in the bookings tab next to the venue, in the reference column. When you call them, they'll usually ask for that before your name.",
           "Keep the email it came in as well — if there's ever a dispute, the reference alone doesn't prove what was agreed, but the email does."],
    "port": ["One thing to check on the day: venue networks often block non-standard ports on the guest wifi, so the wired line at FOH is safer. Ask their tech person during load-in rather than at doors.",
             "I'll note it in the stream runbook so the encoder settings and the firewall request match. Mismatched ports were the whole problem at the last test."],
    "version": ["I'd rename the old files with an 'old_' prefix so nobody attaches the wrong one in a rush. Promoters tend to save the first version they receive and never look again.",
                "Good to have that written down — when a venue says 'we printed the rider', the first question is always which one."],
    "money": ["I've put it in the budget tab. With that in, the running total for the leg is still within what you planned, but there isn't much slack left for surprises like an extra hotel night.",
              "Remember that's before any withholding tax or agency commission, so what actually lands in the account will be lower. I've noted it as gross."],
    "date": ["It's in the tour calendar now, with a reminder two days before. If anything else moves because of it, tell me and I'll redo the routing around it.",
             "I'd put it on the shared calendar too so the band sees it — dates living only in the manager's head is how days off get double-booked."],
    "decision": ["Makes sense. I'll update the budget and the routing doc so they reflect it, and flag anything downstream that depended on the old plan.",
                 "Fair call. I'll mention it in the next update to the band so nobody is surprised on the day."],
    "constraint": ["I'll check drafts and plans against it before they go out, and flag it if something you ask for would break it.",
                   "Understood. It's in the tour notes under standing rules, at the top where it's hard to miss."],
    "question": [""],
}
EN["after_asst_fact"] = ["thanks", "perfect, ta", "ok great", "amazing thank you", "ahh ok that explains it",
                         "right. ok.", "nice one", "cheers"]
EN["joiners"] = [". Also, ", " oh and ", "\n\nother thing: ", ". also ", "\n\n", " — and ", " btw "]


LOWERABLE = {"New", "Confirmation", "Decision", "Just", "Tell", "Rider", "Also"}


def en_sentence_case(s):
    return s[:1].upper() + s[1:]


LAST = {}


def filler_places(L):
    """Cities and venues that no seeded question mentions, so filler never answers a question."""
    qs = " ".join(L["questions"])
    return ([c for c in L["cities"] if c not in qs], [v for v in L["venues"] if v.replace("the ", "") not in qs])


def en_filler_pairs(rng, ctx):
    """Return list of (user_text, assistant_text, tool_rows_or_None) filler segments builders."""
    cities, venues = filler_places(EN)
    c = rng.choice(cities)
    c2 = rng.choice([x for x in cities if x != c])
    v = rng.choice(venues)
    band = rng.choice(EN_BAND)
    t = lambda: "%02d:%02d" % (rng.randint(10, 23), rng.choice([0, 15, 30, 45]))
    hrs = rng.randint(3, 9)
    km = rng.randint(180, 840)
    kinds = ["chat", "chat", "email", "daysheet", "inputs", "budget", "routing", "script", "merch",
             "stream", "draft", "visa", "chat2", "chat2", "tickets", "tickets", "eta", "rider", "settle",
             "streamsetup", "van"]
    kind = rng.choice([k for k in kinds if k != LAST.get("k")])
    LAST["k"] = kind
    if kind == "chat":
        u, a = rng.choice([
            ("morning. slept about four hours. {b} snored the entire night in the van",
             "Ouch. Earplugs go on the shopping list, then. The good news is tomorrow is gentle: {c} is about {h} hours away and load-in isn't until the afternoon, so whoever drives first can let the others sleep in the back. The hotel there is a short walk from the venue, so the van can stay put overnight and nobody has to move it at 1am."),
            ("ok we're at a services somewhere outside {c}, the coffee is criminal",
             "Ha — while you're stopped, a couple of small things worth doing: log last night's merch sales while the numbers are fresh, check the fuel receipts made it into the envelope, and text the next venue an ETA. None of it takes long, and it saves a painful evening reconstructing receipts later. Also maybe buy the band proper coffee at the next town, not the services."),
            ("lol {b} just left the merch float in a Greggs and had to run back",
             "Glad it came back! Might be worth a rule that the float lives in the lockbox under the passenger seat and only comes out at the merch table. It's the kind of thing that's funny exactly once. I'd also count it tonight against the sheet, just so you know it's all there."),
            ("is it normal to be this tired on day three of a tour",
             "Day three is usually the worst — the adrenaline from the first shows wears off and the sleep debt catches up. Honestly: water, a real meal that didn't come from a petrol station, and an early night if {c} lets you. The drive to {c2} after that is short, so you can afford a later start."),
            ("show last night was unreal btw. the room was rammed",
             "Nice! Those are the nights that make the van worth it. If you get a moment, note down anything that went wrong technically while it's fresh — the monitor mix, the changeover, anything — so we can fold it into the advance notes for the next venues. And if the room was that full, it's worth asking the promoter about a return date while they're happy."),
            ("raining again. of course it is. we're loading in through a car park",
             "Classic. Keep the pedalboards and the laptop bag in the cab until the last trip, they're the things that really don't like water, and put the cases on their sides on the ramp so nothing pools on the lids. Towels from the hotel are fair game, within reason."),
            ("can you remind me what we have tomorrow? my brain is soup",
             "Tomorrow is {c}. Drive is about {h} hours, so leaving mid-morning gives you room for a proper lunch stop. Load-in is in the afternoon, then line check, dinner, doors. The hotel is close to the venue. The only admin is sending the next venue your van reg — everything else can wait."),
        ])
        return [(u.format(b=band, c=c), a.format(c=c, c2=c2, h=hrs), None)]
    if kind == "chat2":
        u, a = rng.choice([
            ("{b} wants to know if there's a laundrette anywhere near the {c} hotel",
             "I can't see that from here, but most hotels in that part of {c} either have a service wash or can point you to one nearby. If not, a lot of venues will let you use their machine if you ask nicely during load-in — worth a try before anyone resorts to the hotel sink."),
            ("how long is the drive {c} to {c2} realistically, with a van full of gear",
             "Realistically, {c} to {c2} is about {km} km, so call it {h} hours with a loaded van and one proper stop. Plan for longer if you're leaving around rush hour — the ring roads are the slow part, not the motorway. I'd leave a buffer before load-in rather than trying to make it on the exact minute."),
            ("do we have any evening free this week, the band want to see a film",
             "Looking at the week, the only evening without a show is after the travel day, and even that depends on how the drive goes. If the film is early enough it works; a late one would make the next morning painful. Worth checking with the whole band before you book anything."),
            ("tell me something nice, today has been a lot",
             "You got through a whole changeover with a broken stand, a promoter who vanished, and a van that wouldn't start, and the show still happened. That's the job done well. Go eat something warm, and leave the spreadsheet until tomorrow."),
        ])
        return [(u.format(b=band, c=c, c2=c2), a.format(c=c, c2=c2, km=km, h=hrs), None)]
    if kind == "email":
        who = rng.choice(["Sam", "Lou", "the production office", "Chris", "Andrea"])
        body = ("---------- Forwarded message ---------\nFrom: production@{vh}.example\n"
                "Subject: Re: The Low Tide Club - {c} advance\n\nHey!\n\nThanks for the docs. Quick run-through "
                "from our side:\n\nLoad in: {t1} via the side door on the lane (NOT the front, there's a market)\n"
                "Soundcheck: {t2}\nDoors: {t3}\nSupport: 30 min\nYou: 75 min, hard curfew 23:00\n\n"
                "We have parking for one van in the yard, please send the reg. Hospitality is a hot meal for "
                "{n} plus the rider items within reason. Wifi details will be on the green room door.\n\n"
                "Merch: we don't take a cut on hard merch, 10% on soft goods if our staff sell.\n\nCheers,\n{w}\n"
                ).format(vh=v.replace("the ", "").replace(" ", "").replace("'", "").lower(), c=c,
                         t1=t(), t2=t(), t3=t(), n=rng.randint(6, 10), w=who)
        u = rng.choice(["fwd from {c}, can you pull out what matters", "another advance email, summary pls",
                        "can you read this and tell me if anything's weird"]).format(c=c) + "\n\n" + body
        a = ("Here's what matters from the {c} email:\n\n- Load-in is through the side door on the lane, not "
             "the front — there's a market out front.\n- The curfew is hard, so the set can't run over; with a "
             "75-minute slot there's no room for a long encore.\n- One van space in the yard: they need the "
             "registration before the day.\n- Hot meal for the party plus rider items \"within reason\".\n- "
             "No cut on hard merch, 10% on soft goods only if their staff sell — so have {b} or someone from the "
             "crew on the table.\n\nNothing weird, but I'd reply today with the van reg and the final headcount "
             "so hospitality is sorted.").format(c=c, b=band)
        return [(u, a, None)]
    if kind == "daysheet":
        rows = [("Lobby call", t()), ("Depart hotel", t()), ("Arrive venue / load in", t()),
                ("Line check", t()), ("Support check", t()), ("Dinner", t()), ("Doors", t()),
                ("Support", t()), ("The Low Tide Club", t()), ("Curfew", "23:00")]
        sheet = "DAY SHEET — {c} — {v}\n".format(c=c.upper(), v=v) + "\n".join(
            "{:<26}{}".format(a_, b_) for a_, b_ in rows)
        u = rng.choice(["pasting today's sheet, does the timing look sane to you?\n\n",
                        "here's what the promoter sent as a day sheet, sanity check pls\n\n",
                        "this is tomorrows. something feels off\n\n"]) + sheet
        a = ("A couple of things jump out. The times aren't in order — as written, some steps would happen "
             "before the step they depend on, which usually means the promoter copied a template from another "
             "show and only changed half of it. I'd go back with a corrected version rather than trying to "
             "interpret it on the day.\n\nSuggested fix: keep load-in and line check together, put support's "
             "check straight after yours, and leave at least 45 minutes between the end of checks and doors so "
             "the room can be reset. Dinner fits in that gap if catering is on site. Want me to draft the reply "
             "with a cleaned-up sheet?")
        if rng.random() < 0.5:
            a = ("Honestly it reads like two different days glued together. Lobby call and hotel departure don't "
                 "line up with the load-in, and support's check is sitting where dinner should be. Before you "
                 "forward it to the band, I'd ask the promoter one question: which of these times actually came "
                 "from the venue? Load-in and curfew usually do, the rest is often guesswork. Once we know that, I "
                 "can rebuild the sheet around those two anchors with the script.")
        return [(u, a, None)]
    if kind == "inputs":
        tab = ("CH  SOURCE          MIC/DI        STAND\n1   Kick in         Beta 91       -\n2   Kick out        "
               "D112          short\n3   Snare top       SM57          short\n4   Hat             condenser     "
               "short\n5   Floor tom       e904          clip\n6   OH L            condenser     tall\n7   OH R    "
               "        condenser     tall\n8   Bass DI         DI            -\n9   Gtr 1           e906          "
               "short\n10  Synth L         DI            -\n11  Synth R         DI            -\n12  Vox lead        "
               "own mic       tall boom\n13  Vox BV          SM58          tall boom")
        u = "here's the input list as it stands, the {c} engineer says it's too many channels for their desk\n\n".format(c=c) + tab
        a = ("Thirteen channels isn't huge, but if their desk is small the easy wins are: fold the two overheads "
             "into one if the room is tiny, and run the synth in mono (drop channel 11). That gets you to 11 "
             "without touching anything that matters to the band's sound. I'd keep kick in/out — the drummer "
             "will notice. Also worth asking whether they have enough DI boxes, because three DIs is where small "
             "venues usually run short.")
        return [(u, a, None)]
    if kind == "budget":
        a_ = rng.randint(30, 90)
        u = rng.choice(["are we actually making money on this leg or am I kidding myself",
                        "need a rough budget check before I reply to the agent",
                        "can you do the maths on per diems for the next stretch"])
        a = ("Rough picture, using the numbers already in the budget tab:\n\n1. Fixed costs per day: van, "
             "fuel, and the engineer's rate — those don't move whether the room is full or not.\n2. Variable: "
             "hotels (zero on the nights you're hosted), per diems ({a} a head is what the sheet uses), tolls "
             "and parking.\n3. Income: guarantees are solid; door splits only kick in at the bigger rooms.\n\n"
             "On the current routing the leg roughly breaks even on guarantees alone, and merch is what puts you "
             "in profit. So: yes you're making money, but only if merch holds up. The thing that would hurt most "
             "is another unplanned hotel night.").format(a=a_)
        return [(u, a, None)]
    if kind == "routing":
        u = "thinking about the routing for the second week. {c} -> {c2} -> back west. does that make sense".format(c=c, c2=c2)
        a = ("Geographically it zig-zags a bit. {c} to {c2} is the long jump (about {km} km), and then coming back "
             "west means you cover part of that road twice. Two options:\n\n- Keep the order but put the day off "
             "right after {c2}, so the long drive doesn't land on a show day.\n- Swap the last two dates if the "
             "venues will move — you'd save most of a day of driving.\n\nIf the dates are already announced, "
             "option one is the realistic one. I wouldn't ask a promoter to move an announced show just to save "
             "fuel.").format(c=c, c2=c2, km=km)
        return [(u, a, None)]
    if kind == "script":
        u = rng.choice(["the day sheet script puts the hotel block at the bottom, can we move it to the top?",
                        "can the script skip empty rows? it prints 'Dinner: ' with nothing after it",
                        "how would I make the script read times from the promoter csv instead of typing them"])
        a = ("Yes — small change in the render function. Something like:\n\n```python\ndef render(day):\n    lines = "
             "[f\"DAY SHEET - {day['city'].upper()}\"]\n    if day.get('hotel'):\n        lines.append(f\"Hotel: "
             "{day['hotel']}\")\n    for label, time in day['schedule']:\n        if not time:\n            continue"
             "  # skip empty rows\n        lines.append(f\"{label:<26}{time}\")\n    return '\\n'.join(lines)\n```\n\n"
             "The hotel block now goes first, and empty times are skipped. If you want the promoter's CSV to drive "
             "it, read it with csv.DictReader and build the schedule list from the 'item' and 'time' columns — "
             "I can write that part too once you paste a sample of their CSV.")
        return [(u, a, None)]
    if kind == "merch":
        call = {"name": "read_sheet", "arguments": json.dumps({"sheet": "merch", "tab": c.lower()})}
        out = ("sku,item,size,start,sold,left\nTS-BLK-S,tour tee black,S,{a},{b},{c_}\nTS-BLK-M,tour tee black,M,"
               "{d},{e},{f}\nTS-BLK-L,tour tee black,L,{g},{h},{i}\nTOTE-01,tote bag,-,{j},{k},{l}\nLP-01,LP,-,{m},"
               "{n},{o}").format(a=30, b=rng.randint(2, 9), c_="", d=40, e=rng.randint(5, 14), f="", g=40,
                                 h=rng.randint(4, 12), i="", j=25, k=rng.randint(1, 8), l="", m=20,
                                 n=rng.randint(1, 6), o="")
        u = rng.choice(["how's merch stock looking after {c}?", "do we need to reorder tees yet",
                        "check the merch sheet for me, are mediums running low"]).format(c=c)
        a = ("From the sheet: mediums are moving fastest, as always, and the 'left' column hasn't been filled in "
             "for {c} — someone counted sold but not remaining. Based on start minus sold you're fine for this "
             "week, but at this rate mediums will be tight by the end of next week. If the printer needs ten "
             "working days, I'd place a small reorder of M and L now rather than waiting.").format(c=c)
        return [(u, None, [call, out, a])]
    if kind == "stream":
        call = {"name": "shell", "arguments": json.dumps({"cmd": "tail -n 6 /var/log/relay/relay.log"})}
        out = ("[relay] listener up\n[relay] client connected from encoder\n[relay] bitrate ok, dropped frames 0\n"
               "[relay] keyframe interval 2s\n[relay] client disconnected (timeout)\n[relay] waiting for client")
        u = rng.choice(["stream test just dropped again, can you look at the relay?",
                        "the test stream cut out after a few minutes, why",
                        "can you check the relay log, Ollie says it's fine but it isn't"])
        a = ("The relay itself is healthy — it accepts the connection and the bitrate is fine, but then the "
             "encoder times out. That pattern is almost always the venue network dropping long-lived "
             "connections, not the relay. For the show I'd use the wired connection at FOH if they have one, "
             "and set the encoder to reconnect automatically. Also worth running the test for a full hour "
             "rather than five minutes, since the drop only shows up after a while.")
        return [(u, None, [call, out, a])]
    if kind == "draft":
        u = rng.choice(["can you draft a polite chaser to {v}, they haven't sent the advance back",
                        "write a reply to the {c} promoter saying we need the van reg sorted, nicely",
                        "need an email to the support band about changeover times, friendly but firm"]).format(v=v, c=c)
        a = ("Here's a draft:\n\n---\nSubject: Advance — The Low Tide Club, {c}\n\nHi there,\n\nHope the week's "
             "going well! Just chasing the advance for our {c} show — we're putting day sheets together and "
             "want to make sure we've got load-in, parking and curfew right.\n\nIf it's easier, a quick reply "
             "with just the times is perfect and we'll fill in the rest on the day.\n\nThanks so much,\n"
             "The Low Tide Club (touring party)\n---\n\nIt's friendly but makes the ask clear. If they've already "
             "missed two chasers, I'd add a line saying we'll call the office tomorrow afternoon.").format(c=c)
        return [(u, a, None)]
    if kind == "visa":
        u = rng.choice(["visa paperwork is killing me. what do we actually still need for the foreign leg",
                        "do all four of us need the same visa or just the band members",
                        "how long do visa things usually take, roughly, I'm panicking"])
        a = ("For the foreign leg, the usual pile is: passports valid well beyond the trip, the petition or "
             "invitation from the promoter, proof of the shows (contracts or offer letters), and the fee "
             "receipts. Crew usually need the same category as the band if they're working, not travelling as "
             "tourists — that's the bit people get wrong. Processing times vary a lot, so the honest answer is: "
             "start now, and don't book non-refundable flights until the approvals are back.")
        return [(u, a, None)]
    if kind == "tickets":
        cap = rng.randint(25, 90) * 10
        sold = rng.randint(cap // 5, cap - 5)
        comps = rng.randint(2, 14)
        call = {"name": "ticket_sales", "arguments": json.dumps({"event": "lowtide-" + c.lower()})}
        out = json.dumps({"event": "The Low Tide Club - " + c, "capacity": cap, "sold": sold, "comps": comps,
                          "last_7_days": rng.randint(3, 60)})
        u = rng.choice(["how are sales looking for {c}?", "can you check {c} tickets, promoter is being vague",
                        "are we going to sell out {c} or should I worry"]).format(c=c)
        pct = 100 * (sold + comps) // cap
        a = ("{c} is at {p}% of capacity counting comps ({s} sold plus {k} guest list against {cap}). "
             "{tail}").format(c=c, p=pct, s=sold, k=comps, cap=cap, tail=(
                 "That's healthy — rooms at that level usually finish with a decent walk-up, so I wouldn't spend "
                 "money on ads. A story post from the band the week of the show does more than anything paid."
                 if pct > 60 else
                 "That's soft for this stage. Worth asking the promoter what they've actually done locally — "
                 "posters, listings, the local radio slot — and offering a support act with their own local "
                 "following. A small targeted ad in the last ten days can help, but only if the basics are done."))
        return [(u, None, [call, out, a])]
    if kind == "eta":
        call = {"name": "route_eta", "arguments": json.dumps({"from": c, "to": c2, "vehicle": "van"})}
        out = "distance_km: {km}\nduration: {h}h {m:02d}m\ntolls: {t}\nferry: no".format(
            km=km, h=hrs, m=rng.randint(0, 59), t=rng.choice(["yes", "no"]))
        u = rng.choice(["what time do we need to leave {c} to make load-in at {c2}?",
                        "{b} is asking if we can have a lie-in before the {c2} drive"]).format(c=c, c2=c2, b=band)
        a = ("The route planner says about {h} hours for {km} km, van speeds included. Add an hour for a food "
             "stop and fuel, plus whatever time it takes to get everyone out of the hotel — realistically "
             "20 minutes more than anyone admits. So work back from load-in and leave at least a 45-minute "
             "buffer. A lie-in is possible if load-in is late afternoon; if it's 3pm, no.").format(h=hrs, km=km)
        return [(u, None, [call, out, a])]
    if kind == "rider":
        u = rng.choice(["promoter in {c} says the rider is 'ambitious'. what can we drop without anyone crying",
                        "what should a sensible rider look like for a band our size, honestly",
                        "{b} wants oat milk added to the rider, is that a reasonable ask"]).format(c=c, b=band)
        a = rng.choice([
            "For a band at your level, the parts of the rider that matter are the hot meal, water on stage, "
            "towels, and a lockable room. Everything else is nice-to-have. I'd cut the specific brands, drop the "
            "spirits entirely, and replace the snack list with 'something fresh, fruit and veg preferred'. "
            "Promoters respond much better to a short, reasonable rider — and they're more likely to actually "
            "deliver on the short list.",
            "Totally reasonable — it's cheap, widely available, and one line. The trick with riders is to keep "
            "additions like that in the 'hospitality' section, not in the technical part, so the production "
            "manager doesn't have to read past them. I'd also mark it as 'if possible' so nobody panics.",
        ])
        return [(u, a, None)]
    if kind == "settle":
        g = rng.randint(28, 95) * 50
        cost = rng.randint(10, 25) * 50
        u = ("settlement from last night, does this look right to you?\n\nGross box office   {g}\nVAT             "
             "  -{v}\nHouse costs       -{c_}\nPRS               -{p}\nNet               {n}\nArtist 80% of net "
             "  {a_}").format(g=g, v=g // 6, c_=cost, p=g // 25, n=g - g // 6 - cost - g // 25,
                              a_=(g - g // 6 - cost - g // 25) * 4 // 5)
        a = ("The arithmetic is right, but check two things against the contract: whether the house costs figure "
             "matches the agreed nut (promoters sometimes add security or a stagehand after the fact), and "
             "whether the 80% should be compared against the guarantee — you get whichever is higher, not both. "
             "If the contract says versus, and the guarantee is higher than the 80% line, the promoter should be "
             "paying the guarantee. Ask for the ticket count report too; a settlement without it is just numbers "
             "someone typed.")
        return [(u, a, None)]
    if kind == "streamsetup":
        u = rng.choice(["walk me through what has to happen on the day for the livestream",
                        "what's the minimum crew for the stream show? we really can't afford more people"])
        a = ("For the stream night, in order:\n\n1. Morning: test the ingest from the hotel with the same encoder "
             "profile you'll use at the show.\n2. Load-in: find the venue's tech person and get a wired line at "
             "FOH. Confirm it isn't behind a captive portal.\n3. Line check: take a stereo mix from the desk into "
             "the encoder. Don't use the camera mics.\n4. Doors minus 30: start a private test stream and watch it "
             "on a phone on mobile data, not the venue wifi.\n5. Showtime: one person watches the stream and "
             "chat, nobody else touches the laptop.\n\nMinimum crew is one dedicated person. It can't be the FOH "
             "engineer — they'll be busy exactly when the stream needs attention.")
        return [(u, a, None)]
    if kind == "van":
        u = rng.choice(["van's making a clicking noise when we turn left. is that bad",
                        "the van's warning light for the tyres came on outside {c}",
                        "we have to return the van with a full tank, where's cheapest near the depot"]).format(c=c)
        a = rng.choice([
            "A click when turning is most often a CV joint, which isn't an emergency but does get worse. Call the "
            "rental company's breakdown line rather than a local garage — if you get it fixed yourself they may "
            "not reimburse it, and the contract usually says repairs go through them. Take a short video of the "
            "noise; it makes the call much quicker.",
            "Pull in at the next services and check all four tyres by eye and with the gauge at the air machine. "
            "With a loaded van the pressures should be at the higher figure on the door sticker, not the normal "
            "one. If one is clearly lower, don't keep driving on it — the rental company's breakdown cover "
            "should handle a tyre, and it's worth using.",
            "Fuel is almost always cheaper at a supermarket station than on the motorway or right next to a "
            "rental depot. Fill up at the last big supermarket before you get there and keep the receipt — "
            "some rental companies ask for it as proof of a full tank.",
        ])
        return [(u, a, None)]
    return [("ok", "OK.", None)]


# ---------------------------------------------------------------------------
# Chinese material
# ---------------------------------------------------------------------------

ZH = {}
ZH["cities"] = ["北京", "上海", "杭州", "南京", "武汉", "成都", "重庆", "西安", "长沙", "广州",
                "深圳", "厦门", "昆明", "青岛"]
ZH["venues"] = ["回声Livehouse", "山羊剧场", "老厂房现场", "河岸Live", "灯塔空间", "小白楼",
                "声场俱乐部", "仓库8号", "南门剧场", "码头Live"]
ZH["roles"] = ["主办方负责人", "场地对接人", "调音师", "监听师", "灯光师", "周边负责人",
               "租车行的业务", "签证代理", "厂牌那边的宣传", "直播导播", "票务对接", "财务", "演出制作"]
ZH["decisions"] = [
    ("租那台依维柯", "那台金杯没有尾板"),
    ("取消合肥那一场", "保底连油钱都不够"),
    ("黑胶只在大场卖", "小场根本卖不动唱片"),
    ("成都那场用场地的鼓", "场地门口根本没法停车"),
    ("直播放在上海那晚", "那个场地自带机位"),
    ("周边只收扫码", "上次巡演丢了两次现金"),
    ("改坐夜班动车", "开车过去要十个小时"),
    ("把武汉挪到周日", "周六撞上了音乐节"),
    ("调音师按天结算", "按场算老是扯皮"),
    ("重新打印纸质行程单", "试音的时候手机总没电"),
    ("演出需求单压到一页", "主办方从来不看第二页"),
    ("重庆不订酒店了", "鼓手他表哥家能住"),
    ("直播票走秀动平台", "他们一周内就结款"),
    ("小场不返场了", "小场的宵禁卡得太死"),
    ("周边提前寄到广州", "上次带着货过安检耽误半天"),
    ("把我们的backline借给暖场乐队", "他们的车在南京坏了"),
    ("整个巡演租入耳监听", "鼓手听不到节拍器"),
    ("加买乐器保险", "基础险不保乐器"),
    ("T恤涨五块钱", "白坯成本又涨了"),
    ("签证交给代理办", "上次自己填表被退了两次"),
    ("杭州加一场下午场", "晚场一天就卖光了"),
]
ZH["constraints"] = [
    "下午两点前不进场",
    "推流密钥不要发在群里",
    "定金到账之前不确认场地",
    "不要把鼓手的电话给主办方",
    "开门前不公布演出时间",
    "周边价格每一站都一样",
    "单日车程不超过六小时",
    "结算单一定抄送厂牌",
    "再也不跟声浪文化合作",
    "演出结算完才付发票",
    "凌晨一点以后谁都不许开车",
    "演出当天不安排采访",
    "嘉宾名单不超过十个人",
    "没有场地书面同意不直播",
    "护照扫描件不要传网盘",
    "行程单必须前一晚发出",
    "休息室不要玻璃瓶",
    "不订没有免费停车的酒店",
    "巡演备用金只放在我名下",
]
ZH["questions"] = [
    "西安那家场地有没有护栏",
    "日本那几站的预扣税是多少",
    "轮渡能不能上三米高的车",
    "成都多住一晚的房费谁出",
    "山羊剧场的宵禁到底几点",
    "香港那场要不要办ATA单证册",
    "直播平台对门票抽成多少",
    "广州场地几点开始能停车",
    "签证被拒的话费用退不退",
    "暖场乐队有没有自己的周边桌",
    "直播的分轨录音版权归谁",
    "深圳主办方管不管盒饭",
    "租的车有没有行车记录仪",
    "长沙场地周边抽成怎么算",
    "青岛能不能现场售票",
    "如果取消的话定金怎么处理",
    "入耳监听租赁包不包备用腰包",
    "签证费用厂牌给不给报销",
]
ZH["t"] = {
    "name": [
        ("u", "对了，{venue}的{role}是{name}，结算要找这个人签字"),
        ("u", "新加一个联系人：{name}，{city}那场的{role}，电话在我转你的邮件里"),
        ("u", "{name}到现在都没回我消息，这人可是我们{city}站的{role}啊"),
        ("u", "记一下，这一段的{role}是{name}，人挺好就是有点迷糊"),
        ("u", "帮我把{name}加进对接名单，{role}，{city}那场"),
        ("u", "终于打通{name}的电话了，原来现在{role}换成这位了，不是之前那个大哥"),
        ("u", "{city}：{role}是{name}，听说上个月刚换的人"),
        ("a", "从那封邮件看，真正该对接的是{name}——{venue}的{role}，餐饮那条备注也是这位发的。建议演出确认邮件直接发给本人，别发公共邮箱。"),
        ("a", "提醒一下：上一封邮件的落款是{name}，职务写的是{role}。我已经把这位加到{city}的联系人里了，生成行程单时会自动带上。"),
    ],
    "command": [
        ("u", "我在笔记本上跑之前你帮我看一眼：`{cmd}`"),
        ("u", "我跑了 {cmd} 结果刷出一大堆警告，但是PDF看着没问题？？"),
        ("u", "给自己记一下，老是忘：{cmd} 这个是全部重新生成的"),
        ("u", "我每天早上就是先跑 `{cmd}` 然后把结果发群里"),
        ("u", "阿木说解决办法就是 `{cmd}`，我也不知道为啥好使"),
        ("u", "昨晚小鹿在车上那台电脑敲的是 {cmd}，你看看有没有用"),
        ("a", "在巡演仓库的根目录运行：\n\n    {cmd}\n\n它只会动输出目录，跑两遍也没关系。如果提示缺某一列，就是表头又被改了。"),
        ("a", "最快就一行：\n\n```\n{cmd}\n```\n\n建议放进你每天早上的检查清单里。"),
    ],
    "id": [
        ("u", "{venue}给的预留编号是{id}，说不确认的话过期就没了"),
        ("u", "确认单终于来了：{id}。终于！！"),
        ("u", "租车的订单号是{id}，放个我早上七点能找到的地方"),
        ("u", "灯光公司刚发来一张发票 {id}，我都不知道是哪笔"),
        ("u", "票务那边给了个工单号 {id}，就是购票链接打不开那个事"),
        ("u", "{city}的结算单编号是{id}，据说"),
        ("a", "在转发的邮件里找到了——预订编号是{id}，在第二页付款条款下面，所以很容易漏看。"),
        ("a", "租车公司的后台显示你名下只有一个有效订单，编号{id}，按说好的去门店提车。"),
    ],
    "port": [
        ("u", "推流机上的RTMP收流口是{port}，不是默认那个"),
        ("u", "欢欢在场地路由器上开了{port}端口给SRT用，祈祷吧"),
        ("u", "周边收银平板同步到NAS走的是{port}，防火墙那事可能要用到"),
        ("u", "调音台的OSC遥控在{port}上，iPad就是靠这个连的"),
        ("u", "直播后台在虚拟机的:{port}，密码在密码库里"),
        ("u", "备用中继用的是{port}端口，因为常用那个被别的程序占了"),
        ("a", "看这段日志，编码器在连中继的{port}端口，连接被拒绝了，要么中继还没起来，要么场地网络封了这个端口。"),
        ("a", "compose文件里收流服务映射的是{port}端口，场地网管需要放行的就是这个出站端口。"),
    ],
    "version": [
        ("u", "D|最新的演出需求单是{ver}，千万别让我再发旧版了"),
        ("u", "D|阿木改了输入通道表，现在是{ver}（加了第二个合成器DI）"),
        ("u", "W|推流机上的OBS还是{ver}，去上海之前要不要升级啊"),
        ("u", "D|舞台图{ver}是把鼓台挪到左边那版"),
        ("u", "W|场地说调音台固件是{ver}，他们问的"),
        ("u", "W|你改完之后我把daysheet.py升到{ver}了，已提交"),
        ("a", "D|你发的附件是周边表模板{ver}，还是旧的尺码列，所以合计差了一行。"),
        ("a", "W|查了一下仓库：车上那台电脑的行程单脚本是{ver}，你家里那台更旧，所以酒店那一栏渲染得不一样。"),
    ],
    "money": [
        ("u", "L|{city}的保底是{money}，扣完成本之后票房再分成"),
        ("u", "L|租车整个巡演下来{money}，含保险，肉疼"),
        ("u", "S|预售票价{money}，现场票贵一点"),
        ("u", "M|签证代理每人收{money}，感觉有点黑"),
        ("u", "L|昨晚周边卖了{money}！！目前最好的一晚"),
        ("u", "M|调音师一天{money}，我答应了"),
        ("u", "M|直播平台带售票功能的套餐一个月{money}"),
        ("a", "L|按你贴的表加了一下：华南这一段合计{money}，还没算每日补贴。"),
        ("a", "L|按主办方的报价，最后谈下来是保底{money}，或者扣除场地成本后票房的八成，取高者。"),
    ],
    "date": [
        ("u", "签证面签约在{date}，上午的号"),
        ("u", "直播票务设置的截止是{date}，过了他们就不管了"),
        ("u", "车必须在{date}之前还回门店，不然多算一天"),
        ("u", "{city}那场改到{date}了，主办方要求的，烦"),
        ("u", "需求单和输入通道表要在{date}前发给{venue}"),
        ("u", "杭州和南京中间空一天，所以{date}休息。终于"),
        ("a", "按主办方邮件，官宣定在{date}，他们要提前48小时拿到海报。"),
        ("a", "租车合同上写的还车日期是{date}，超过的话按日租计费。"),
    ],
    "decision": [
        ("u", "定了：{choice}，原因是{reason}。"),
        ("u", "我想了一晚上，还是{choice}吧，{reason}，没办法"),
        ("u", "{choice}——{reason}，别劝我了哈哈"),
        ("u", "跟乐队商量过了，决定{choice}，理由很简单：{reason}。"),
        ("u", "就这么定了，{choice}。说白了就是{reason}"),
        ("u", "你说我是不是傻，但我打算{choice}，因为{reason}"),
        ("a", "明白，那就{choice}，毕竟{reason}。我把路线和预算表按这个改一下。"),
    ],
    "constraint": [
        ("u", "从现在开始定个规矩：{rule}。"),
        ("u", "请一定记住，{rule}，去年在这上面吃过亏"),
        ("u", "写下来备忘：{rule}，没有例外"),
        ("u", "整个巡演的规矩，我忘了你就提醒我：{rule}"),
        ("u", "有一条没得商量，{rule}，乐队都同意了"),
        ("u", "以后你帮我写任何东西都记着这条——{rule}"),
        ("a", "你语音里说的那条我已经加进巡演文档最上面的固定规矩了：{rule}。之后起草的邮件和计划发出去之前我都会对照一遍。"),
    ],
    "question": [
        ("u", "突然想到，你知道{q}吗？"),
        ("u", "有个事一直忘了问：{q}？也没人跟我说过"),
        ("u", "还有——{q}啊？这个影响预算"),
        ("u", "嗯，有空帮我打听一下{q}，不急"),
        ("u", "到底有没有人知道{q}，反正我是不知道"),
        ("u", "记一个待办问题：{q}？"),
    ],
}
ZH["ack"] = ["好的，记下了。", "收到，已经加进巡演笔记了。", "OK，记好了。", "谢谢，已经写进文档。",
             "明白。", "好，我会记着的。", "已添加。", "嗯，记上了。"]
ZH["question_reply"] = [
    "你目前发给我的材料里没有这个信息，可能得主办方或者代理那边确认。要不要我加到待问清单里？",
    "好问题，不过从现有的邮件里我确实看不出来，先不乱猜了。",
    "对接资料里没提到这一点，我就不瞎猜了，下次通电话时可以问一下。",
    "我看过的文件里都没有写这个，这个我不想随便猜。",
    "这个我这边没法判断，抱歉，所有文件里都没提。",
]
ZH["user_prompts"] = {
    "name": ["转发那个邮件里的对接人是谁来着？", "你帮我看看那封邮件是谁签的", "那边我到底该找谁", "这串邮件里的人是谁？"],
    "command": ["怎么只给一个城市重新生成行程单？", "那个命令是啥来着", "给我一行命令就行", "终端里怎么搞"],
    "id": ["帮我从邮件里找一下编号？", "订单号是多少，我找不到了", "里面有编号吗？", "打电话过去我要报哪个编号"],
    "port": ["编码器为什么连不上？", "它到底用的哪个端口？", "我要让场地网管开哪个口？", "直播后台怎么打不开"],
    "version": ["这是哪个版本？", "这个是最新的吗？", "车上那台电脑现在是哪版", "两份为什么看起来不一样？"],
    "money": ["加起来是多少？", "最后谈下来是什么条件？", "帮我算个总数", "我们一共要掏多少"],
    "date": ["那个截止是哪天？", "什么时候必须还？", "哪天官宣？", "他们说的是哪天？"],
    "decision": ["那我们到底怎么弄，帮我总结一下"],
    "constraint": ["我在车上发你的那条语音听到了吗？规矩那个", "刚发了段语音，帮我把里面那条规矩记一下"],
}
ZH["more"] = {
    "name": ["已经加到联系人表里，对应到那一场，行程单脚本会在每个日期下面打印正确的对接人。拿到手机号的话贴给我，我把那一栏也补上。",
             "建议在对接邮件发出去之前先打个招呼——对方知道你是谁，回对接表会快很多。"],
    "command": ["要是跑到一半失败了，加上详细输出参数再跑一次，把最后二十行贴给我；大多数情况是表格里某一列改名了，或者输出目录不存在。",
                "建议也写进巡演仓库的README，这样早上八点谁在用电脑都不用翻聊天记录找。"],
    "id": ["已经放进预订表对应场地那一行的编号栏了。打电话过去，对方一般先问编号再问名字。",
           "那封邮件也留着——真有纠纷的时候，光有编号证明不了当时谈的条件，邮件可以。"],
    "port": ["当天要确认一下：场地的访客WiFi经常封非标准端口，调音台那边的有线网络更稳。进场的时候就问场地技术，别等到开门。",
             "我会写进直播操作手册，让编码器设置和防火墙申请对得上。上次测试的问题就出在端口不一致。"],
    "version": ["建议把旧文件都加个“旧_”前缀，免得着急的时候附错。主办方往往保存收到的第一版就再也不看了。",
                "记下来挺好——场地说“需求单打印好了”，第一个要问的永远是哪一版。"],
    "money": ["已经记进预算表。加上这笔，这一段的总支出还在计划之内，但再来一晚计划外的酒店就没什么余量了。",
              "注意这是税前、没扣代理佣金的数，实际到账会少一些，我按毛收入记的。"],
    "date": ["已经放进巡演日历了，提前两天提醒。如果因为这个别的安排要动，告诉我，我重新排路线。",
             "建议也放到共享日历上让乐队看到——日期只存在经纪人脑子里，休息日就容易被重复安排。"],
    "decision": ["有道理。我把预算和路线文档都按这个更新，之前依赖旧方案的地方我会标出来。",
                 "合理。下次给乐队发更新的时候我会提一句，免得当天有人意外。"],
    "constraint": ["以后起草任何东西、排任何计划之前我都会对照这条，如果你要的东西会违反它，我会提醒你。",
                   "明白，已经写进巡演笔记的“固定规矩”里，放在最上面。"],
    "question": [""],
}
ZH["after_asst_fact"] = ["谢谢", "好嘞", "OK 太好了", "感谢感谢", "啊原来如此", "行。", "靠谱", "收到"]
ZH["joiners"] = ["。另外，", "。哦对了，", "\n\n还有个事：", "，还有", "\n\n", "——还有，", "。顺便说一下，"]


def zh_filler_pairs(rng, ctx):
    cities, venues = filler_places(ZH)
    c = rng.choice(cities)
    c2 = rng.choice([x for x in cities if x != c])
    v = rng.choice(venues)
    band = rng.choice(ZH_BAND)
    t = lambda: "%02d:%02d" % (rng.randint(10, 23), rng.choice([0, 15, 30, 45]))
    hrs = rng.randint(3, 9)
    km = rng.randint(180, 840)
    kinds = ["chat", "chat", "email", "daysheet", "inputs", "budget", "routing", "script", "merch",
             "stream", "draft", "visa", "chat2", "chat2", "tickets", "tickets", "eta", "rider", "settle",
             "streamsetup", "van"]
    kind = rng.choice([k for k in kinds if k != LAST.get("k")])
    LAST["k"] = kind
    if kind == "chat":
        u, a = rng.choice([
            ("早。睡了大概四个小时，{b}在车上打了一整晚呼噜",
             "惨。耳塞加进采购清单吧。好消息是明天比较轻松：去{c}大概{h}个小时，下午才进场，第一个开车的人可以让其他人在后排补觉。那边酒店离场地走路就到，车停一晚上不用挪，没人需要半夜去挪车。"),
            ("我们在{c}外面一个服务区，这咖啡简直犯罪",
             "哈哈。趁停车，有几件小事顺手做了：趁记得把昨晚的周边销售记下来，看看油票是不是都放进信封了，再给下一站场地发个预计到达时间。都花不了多久，能省掉晚上对着一堆票据回忆的痛苦。咖啡的话，到下一个城市再请大家喝杯像样的吧。"),
            ("笑死，{b}把周边备用金落在便利店了，又跑回去拿",
             "找回来就好！建议定个规矩：备用金平时就锁在副驾座位底下的箱子里，只有摆周边桌的时候才拿出来。这种事好笑一次就够了。今晚再对着表点一遍，确认一分不少。"),
            ("巡演第三天就这么累正常吗",
             "第三天通常最难熬——前几场的兴奋劲过去了，缺的觉开始找上门。说实话：多喝水，吃一顿不是服务区买的正经饭，{c}那边能早睡就早睡。之后去{c2}的路不远，可以晚点出发。"),
            ("昨晚的演出太炸了，场子挤爆了",
             "太好了！就是这种夜晚让人觉得挤车也值。有空的话，把技术上出的问题趁热记下来——监听、换场，什么都行——我们好写进后面几站的对接备注里。场子这么满，也可以趁主办方高兴问问明年返场的事。"),
            ("又下雨了，服了，我们从地下车库搬设备进场",
             "经典。效果器板和电脑包最后一趟再拿，这两样最怕水；箱子在坡道上侧着放，别让盖子上积水。酒店的毛巾嘛，合理范围内可以借用一下。"),
            ("提醒我一下明天有啥，脑子已经糊了",
             "明天是{c}。车程大概{h}个小时，上午出发中午能好好吃顿饭。下午进场，然后线路检查、晚饭、开门。酒店离场地很近。唯一要办的是把车牌号发给下一站场地，其他都可以放一放。"),
        ])
        return [(u.format(b=band, c=c), a.format(c=c, c2=c2, h=hrs), None)]
    if kind == "chat2":
        u, a = rng.choice([
            ("{b}问{c}酒店附近有没有自助洗衣店",
             "我这边看不到，不过{c}那一带的酒店大多有洗衣服务，或者能告诉你附近哪里有。实在不行，很多场地进场时好好问一下，也会让你用他们的洗衣机。"),
            ("从{c}到{c2}拉着一车设备实际要开多久",
             "实际情况：{c}到{c2}大概{km}公里，满载的车加上一次正经休息，算{h}个小时左右。要是赶上早晚高峰还得更久——慢的是绕城那段，不是高速。建议给进场时间留点余量，别卡着点到。"),
            ("这周有没有哪天晚上空着，乐队想去看电影",
             "看了一下这周，唯一没演出的晚上是转场那天之后，而且还得看路上顺不顺。电影场次早一点就行，太晚的话第二天早上会很痛苦。订票前最好跟全队确认一下。"),
            ("说点好听的吧，今天太累了",
             "今天你们顶着一个坏掉的麦架、一个失联的主办方、一辆打不着火的车，演出还是照常完成了。这就是把活干漂亮了。去吃点热乎的，表格明天再说。"),
        ])
        return [(u.format(b=band, c=c, c2=c2), a.format(c=c, c2=c2, km=km, h=hrs), None)]
    if kind == "email":
        who = rng.choice(["小林", "阿杰", "制作部", "Momo", "老周"])
        body = ("---------- 转发的邮件 ----------\n发件人：production@{vh}.example\n"
                "主题：回复：白噪音公园 {c}站对接\n\n你好！\n\n资料收到了，我们这边过一下流程：\n\n"
                "进场：{t1}，走后面巷子的侧门（别走正门，门口有夜市）\n试音：{t2}\n开门：{t3}\n暖场：30分钟\n"
                "你们：75分钟，23:00必须结束\n\n院子里能停一辆车，请提前把车牌号发过来。餐饮是{n}个人的热饭，"
                "需求单上的东西合理范围内都可以。WiFi密码贴在休息室门上。\n\n周边：硬周边我们不抽成，"
                "软周边如果由我们的人代卖抽10%。\n\n谢谢，\n{w}\n").format(
                    vh="venue%d" % rng.randint(2, 99), c=c, t1=t(), t2=t(), t3=t(), n=rng.randint(6, 10), w=who)
        u = rng.choice(["{c}那边发来的，帮我挑重点", "又一封对接邮件，总结一下呗",
                        "帮我看看这封有没有什么奇怪的地方"]).format(c=c) + "\n\n" + body
        a = ("{c}这封邮件的重点：\n\n- 进场走巷子侧门，别走正门——门口有夜市。\n- 结束时间卡死，75分钟的演出"
             "没法加长返场。\n- 院子只能停一辆车，要提前发车牌号。\n- 全队热饭，需求单上的东西“合理范围内”。\n"
             "- 硬周边不抽成，软周边只有他们的人代卖才抽10%，所以让{b}或者工作人员守周边桌。\n\n没什么奇怪"
             "的，建议今天就把车牌号和最终人数回过去，把餐饮落实。").format(c=c, b=band)
        return [(u, a, None)]
    if kind == "daysheet":
        rows = [("酒店大堂集合", t()), ("离开酒店", t()), ("到场地/进场", t()), ("线路检查", t()),
                ("暖场试音", t()), ("晚饭", t()), ("开门", t()), ("暖场演出", t()), ("白噪音公园", t()),
                ("结束", "23:00")]
        sheet = "当日行程单 — {c} — {v}\n".format(c=c, v=v) + "\n".join("{}　{}".format(a_, b_) for a_, b_ in rows)
        u = rng.choice(["贴一下今天的行程单，时间你看合理吗？\n\n", "主办方发的行程表，帮我看看对不对\n\n",
                        "这是明天的，总感觉哪里不对\n\n"]) + sheet
        a = ("有几处很明显。时间顺序是乱的——照这样写，有些环节会排在它依赖的环节前面，一般是主办方拿别的演出"
             "模板改了一半。建议直接回一版改好的，别到当天再去猜。\n\n改法：进场和线路检查放一起，暖场试音紧跟"
             "在你们后面，试音结束到开门至少留45分钟让场地复原。如果场地有餐，晚饭正好放在这个空档。要不要我把"
             "回信和整理好的行程单一起起草？")
        if rng.random() < 0.5:
            a = ("说实话这像是两天的行程拼在一起了。大堂集合和离开酒店的时间跟进场对不上，暖场试音还占了晚饭的位置。"
                 "转给乐队之前，建议先问主办方一个问题：这里面哪些时间是场地那边真正定下来的？一般进场和结束时间是准的，"
                 "其他的很多是估的。知道这两个锚点之后，我用脚本围绕它们重新生成一版。")
        return [(u, a, None)]
    if kind == "inputs":
        tab = ("通道  音源        话筒/DI     支架\n1   底鼓内      Beta 91     -\n2   底鼓外      D112        矮\n"
               "3   军鼓上      SM57        矮\n4   踩镲        电容        矮\n5   落地通鼓    e904        夹子\n"
               "6   头顶左      电容        高\n7   头顶右      电容        高\n8   贝斯DI      DI          -\n"
               "9   吉他1       e906        矮\n10  合成器左    DI          -\n11  合成器右    DI          -\n"
               "12  主唱        自带话筒    高吊杆\n13  和声        SM58        高吊杆")
        u = "这是现在的输入通道表，{c}的调音师说他们台子通道不够\n\n".format(c=c) + tab
        a = ("13路其实不算多，但如果台子小，最省事的办法是：场地小的话两个头顶合成一路，合成器走单声道（去掉11"
             "路）。这样就是11路，乐队在意的声音一点不受影响。底鼓内外建议保留，鼓手会听出来。另外最好问一下他们"
             "DI盒够不够，小场地一般就是在三个DI这里不够用。")
        return [(u, a, None)]
    if kind == "budget":
        a_ = rng.randint(60, 200)
        u = rng.choice(["这一段我们到底赚不赚钱，还是我在自欺欺人", "回经纪公司之前帮我粗算一下预算",
                        "帮我算算接下来这段的每日补贴"])
        a = ("按预算表里现有的数字粗看：\n\n1. 每天固定成本：车、油、调音师的日薪——场子满不满都一样。\n"
             "2. 变动成本：酒店（有人接待的晚上为零）、每日补贴（表里按每人{a}算）、过路费和停车。\n"
             "3. 收入：保底是稳的；票房分成只有大场才有。\n\n按现在的路线，光靠保底大致持平，真正赚钱靠周边。"
             "所以：是赚钱的，但前提是周边卖得动。最伤的是再多出一晚计划外的酒店。").format(a=a_)
        return [(u, a, None)]
    if kind == "routing":
        u = "在想第二周的路线。{c} -> {c2} -> 再往回走。这样合理吗".format(c=c, c2=c2)
        a = ("地理上有点绕。{c}到{c2}是最远的一段（大概{km}公里），然后再往回走等于有一段路要跑两遍。两个方案："
             "\n\n- 顺序不变，但把休息日放在{c2}之后，长途别落在演出日。\n- 如果场地愿意调，就把最后两站对调，"
             "能省差不多一天的车程。\n\n如果已经官宣了，现实点就是方案一。我不建议为了省油去找主办方改已经官宣的"
             "场次。").format(c=c, c2=c2, km=km)
        return [(u, a, None)]
    if kind == "script":
        u = rng.choice(["行程单脚本把酒店那栏放在最底下，能挪到最上面吗？",
                        "脚本能不能跳过空行？它会打印一个“晚饭：”后面啥也没有",
                        "怎么让脚本直接读主办方的csv，不用我手敲时间"])
        a = ("可以——改一下render函数就行，大概这样：\n\n```python\ndef render(day):\n    lines = "
             "[f\"当日行程单 - {day['city']}\"]\n    if day.get('hotel'):\n        lines.append(f\"酒店：{day['hotel']}\")\n"
             "    for label, time in day['schedule']:\n        if not time:\n            continue  # 跳过空行\n"
             "        lines.append(f\"{label}　{time}\")\n    return '\\n'.join(lines)\n```\n\n现在酒店在最前面，"
             "空时间会被跳过。如果想用主办方的CSV，就用csv.DictReader读，从“项目”和“时间”两列生成schedule。"
             "你贴一段他们的CSV样例，我把那部分也写了。")
        return [(u, a, None)]
    if kind == "merch":
        call = {"name": "read_sheet", "arguments": json.dumps({"sheet": "周边", "tab": c}, ensure_ascii=False)}
        out = ("编号,品名,尺码,期初,已售,剩余\nTS-BLK-S,巡演T恤黑,S,30,{b},\nTS-BLK-M,巡演T恤黑,M,40,{e},\n"
               "TS-BLK-L,巡演T恤黑,L,40,{h},\nTOTE-01,帆布袋,-,25,{k},\nLP-01,黑胶,-,20,{n},").format(
                   b=rng.randint(2, 9), e=rng.randint(5, 14), h=rng.randint(4, 12), k=rng.randint(1, 8),
                   n=rng.randint(1, 6))
        u = rng.choice(["{c}之后周边库存怎么样？", "T恤要不要补货了", "帮我看下周边表，M码是不是快没了"]).format(c=c)
        a = ("表里看：M码卖得最快，老样子。而且{c}的“剩余”那列没人填——有人记了已售没记剩余。按期初减已售算，"
             "这周够用，但照这个速度下周末M码会很紧。如果印厂要十个工作日，建议现在就补一小批M和L，别等。").format(c=c)
        return [(u, None, [call, out, a])]
    if kind == "stream":
        call = {"name": "shell", "arguments": json.dumps({"cmd": "tail -n 6 /var/log/relay/relay.log"})}
        out = ("[中继] 监听已启动\n[中继] 编码器已连接\n[中继] 码率正常，丢帧 0\n[中继] 关键帧间隔 2s\n"
               "[中继] 客户端断开（超时）\n[中继] 等待客户端")
        u = rng.choice(["直播测试又断了，帮我看看中继？", "测试推流几分钟就断，为啥",
                        "帮我查下中继日志，小鹿说没问题但明明有问题"])
        a = ("中继本身是好的——连接能建立，码率也正常，但之后编码器超时了。这种情况基本都是场地网络会掐掉长连接，"
             "不是中继的问题。正式演出建议用调音台那边的有线网络，如果有的话，再把编码器设成自动重连。测试也最好"
             "跑满一个小时，而不是五分钟，因为这个问题要过一阵才会出现。")
        return [(u, None, [call, out, a])]
    if kind == "draft":
        u = rng.choice(["帮我给{v}写个客气点的催促，他们对接表还没回", "给{c}主办方回个邮件，说车牌的事得落实，语气好一点",
                        "给暖场乐队写封邮件说换场时间的事，友好但要坚定"]).format(v=v, c=c)
        a = ("草稿如下：\n\n---\n主题：演出对接 — 白噪音公园 {c}站\n\n你好，\n\n这周辛苦啦！想跟进一下{c}"
             "站的对接表——我们在整理行程单，想确认一下进场、停车和结束时间。\n\n如果方便，直接回个时间就好，"
             "其他的我们当天再补。\n\n谢谢！\n白噪音公园巡演团队\n---\n\n语气友好，但诉求很明确。如果他们已经"
             "两次没回了，可以加一句“明天下午我们给办公室打电话”。").format(c=c)
        return [(u, a, None)]
    if kind == "visa":
        u = rng.choice(["签证材料要把我逼疯了，日本那几站到底还缺什么", "我们四个人都办一样的签证吗，还是只有乐手",
                        "签证一般要多久啊，大概，我有点慌"])
        a = ("国外那一段通常要准备：护照有效期远超行程、主办方的邀请函、演出证明（合同或者报价函），以及缴费"
             "凭证。工作人员如果是去工作的，一般要和乐手办同一类签证，不能按旅游签走——这是最容易搞错的地方。"
             "办理时间差别很大，所以老实说：现在就开始办，审批下来之前别订不能退的机票。")
        return [(u, a, None)]
    if kind == "tickets":
        cap = rng.randint(25, 90) * 10
        sold = rng.randint(cap // 5, cap - 5)
        comps = rng.randint(2, 14)
        call = {"name": "ticket_sales", "arguments": json.dumps({"event": "白噪音公园-" + c}, ensure_ascii=False)}
        out = json.dumps({"场次": "白噪音公园 " + c, "容量": cap, "已售": sold, "赠票": comps,
                          "近7天": rng.randint(3, 60)}, ensure_ascii=False)
        u = rng.choice(["{c}卖得怎么样了？", "帮我查下{c}的票，主办方说得含含糊糊的", "{c}能卖完吗，还是我该担心了"]).format(c=c)
        pct = 100 * (sold + comps) // cap
        a = ("{c}算上赠票到了容量的{p}%（已售{s}张加{k}个嘉宾名额，容量{cap}）。{tail}").format(
            c=c, p=pct, s=sold, k=comps, cap=cap, tail=(
                "这个势头不错——到这个比例的场子现场一般还能卖掉不少，我不建议花钱投广告。演出那周让乐队发条动态，比什么付费推广都管用。"
                if pct > 60 else
                "这个阶段来说偏弱。可以问问主办方在本地到底做了什么——海报、演出信息平台、本地电台——再提议加一个有本地粉丝的暖场乐队。最后十天投一点精准广告有用，但前提是基础工作做了。"))
        return [(u, None, [call, out, a])]
    if kind == "eta":
        call = {"name": "route_eta", "arguments": json.dumps({"from": c, "to": c2, "vehicle": "van"}, ensure_ascii=False)}
        out = "距离_公里: {km}\n预计用时: {h}小时{m:02d}分\n收费: {t}".format(
            km=km, h=hrs, m=rng.randint(0, 59), t=rng.choice(["是", "否"]))
        u = rng.choice(["从{c}几点出发才能赶上{c2}的进场？", "{b}问去{c2}之前能不能睡个懒觉"]).format(c=c, c2=c2, b=band)
        a = ("路线规划说{km}公里大概{h}个小时，已经按货车速度算了。再加一个小时吃饭加油，还有把所有人从酒店弄出来的时间——"
             "实际上总比大家承认的多二十分钟。所以从进场时间往回推，至少留45分钟余量。进场要是傍晚，懒觉可以睡；要是下午三点，那就别想了。").format(h=hrs, km=km)
        return [(u, None, [call, out, a])]
    if kind == "rider":
        u = rng.choice(["{c}的主办方说我们的需求单“有点理想化”，删哪些不会有人哭", "说实话，我们这个体量的乐队需求单应该是什么样",
                        "{b}想在需求单里加燕麦奶，这个要求过分吗"]).format(c=c, b=band)
        a = rng.choice([
            "你们这个阶段，需求单里真正重要的是热饭、台上的水、毛巾和一间能锁的休息室，其他都是锦上添花。建议删掉指定品牌，烈酒全部去掉，"
            "零食清单换成“新鲜的就行，水果蔬菜优先”。需求单短而合理，主办方反而更配合，也更可能真的照单准备。",
            "完全合理——便宜、好买，就一行字。需求单的窍门是这种要求写在“餐饮”部分，别混在技术部分里，免得制作经理要跳着看。再标一句“如方便”，谁都不会紧张。",
        ])
        return [(u, a, None)]
    if kind == "settle":
        g = rng.randint(28, 95) * 100
        cost = rng.randint(10, 25) * 100
        tax = g // 20
        n = g - tax - cost
        u = ("昨晚的结算单，你看对不对？\n\n票房总收入　{g}\n税费　　　　-{t}\n场地成本　　-{c_}\n净收入　　　{n}\n"
             "艺人分成（净收入70%）　{a_}").format(g=g, t=tax, c_=cost, n=n, a_=n * 7 // 10)
        a = ("算术没错，但要对照合同看两点：场地成本是不是和当初谈的一致（主办方有时会事后加安保或者搬运），以及70%这一项要跟保底比——"
             "两者取高，不是两个都拿。如果合同写的是“保底或分成取高”，而保底比70%这行高，那主办方应该付保底。另外让他们提供票务系统的售票报表，"
             "没有报表的结算单只是有人敲出来的数字。")
        return [(u, a, None)]
    if kind == "streamsetup":
        u = rng.choice(["直播那天到底要做哪些事，按顺序给我捋一下", "直播那场最少需要几个人？我们真的请不起更多人了"])
        a = ("直播那晚按顺序：\n\n1. 上午：在酒店用演出时同样的编码器设置测一次推流。\n2. 进场：找到场地技术，在调音台位置要一根有线网，"
             "确认不是需要网页登录的那种网络。\n3. 线路检查：从调音台取立体声混音进编码器，别用摄像机自带的麦。\n4. 开门前30分钟：开一个不公开的"
             "测试直播，用手机流量看，别连场地WiFi。\n5. 演出时：专门一个人盯直播和弹幕，其他人不要碰那台电脑。\n\n最少需要一个专人。不能是调音师——"
             "直播最需要人的时候恰恰是他最忙的时候。")
        return [(u, a, None)]
    if kind == "van":
        u = rng.choice(["车一左转就咔咔响，严重吗", "在{c}外面车的胎压报警灯亮了", "还车要加满油，门店附近哪里最便宜"]).format(c=c)
        a = rng.choice([
            "转弯时咔咔响最常见的是球笼，不算紧急，但会越来越严重。建议打租车公司的救援电话，别直接找路边修理厂——自己修的话他们可能不给报销，"
            "合同一般也写了维修要走他们。拍一段声音的视频，打电话时说得快很多。",
            "下一个服务区进去，目测加上充气机的表把四个轮胎都查一遍。满载的话胎压要按门边贴纸上较高的那个数，不是平时的。如果有一个明显偏低，"
            "别继续开——换胎应该在租车公司的救援范围内，该用就用。",
            "油价一般是大型加油站比高速服务区和租车门店旁边便宜。到之前在最后一个大加油站加满，小票留着——有的租车公司会要这个当加满油的凭证。",
        ])
        return [(u, a, None)]
    return [("好", "好的。", None)]


# ---------------------------------------------------------------------------
# building a conversation
# ---------------------------------------------------------------------------


def typo_en(rng, text):
    """Light, realistic typing noise on template words only (placeholders untouched)."""
    if rng.random() < 0.25:
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5 and "{" not in w]
        if idx:
            i = rng.choice(idx)
            w = words[i]
            j = rng.randint(1, len(w) - 2)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:] if rng.random() < 0.6 else w[:j] + w[j + 1:]
            text = " ".join(words)
    return text


def typo_zh(rng, text):
    if rng.random() < 0.15:
        for a, b in [("的时候", "得时候"), ("在", "再"), ("已经", "以经"), ("那个", "那各")]:
            if a in text:
                return text.replace(a, b, 1)
    return text


class Conv:
    def __init__(self, seed, per_kind, zh, attempt):
        self.rng = random.Random("ax-%d-%d-%d" % (seed, attempt, per_kind))
        self.zh = zh
        self.L = ZH if zh else EN
        self.per_kind = per_kind
        self.needles = []

    def ok_needle(self, n):
        for m in self.needles:
            if n in m or m in n:
                return False
        return True

    def take(self, *ns):
        for n in ns:
            if not self.ok_needle(n):
                return False
        if len(set(ns)) != len(ns):
            return False
        self.needles.extend(ns)
        return True

    def make_fact(self, kind, used):
        rng, L, zh = self.rng, self.L, self.zh
        for _ in range(500):
            f = {"kind": kind, "city": rng.choice(L["cities"]), "venue": rng.choice(L["venues"]),
                 "role": rng.choice(L["roles"])}
            if kind == "name":
                if zh:
                    v = rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN)
                else:
                    v = rng.choice(EN_SOLO) if rng.random() < 0.2 else rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
                f["name"] = v
                ns = [v]
            elif kind == "command":
                v = rng.choice(CMD_EN).format(city_l=rng.choice(PINYIN if zh else [x.lower() for x in EN["cities"]]),
                                              iso="2026-%02d-%02d" % (rng.choice([11, 12]), rng.randint(1, 28)),
                                              wk=rng.randint(1, 9), host=rng.choice(HOSTS), slug=rng.choice(SLUGS))
                f["cmd"] = v
                ns = [v]
            elif kind == "id":
                v = gen_id(rng)
                f["id"] = v
                ns = [v]
            elif kind == "port":
                v = gen_port(rng)
                f["port"] = v
                ns = [v]
            elif kind == "version":
                f["scale"] = rng.choice(["D", "W"])
                v = gen_version(rng, zh, f["scale"])
                f["ver"] = v
                ns = [v]
            elif kind == "money":
                f["scale"] = rng.choice(["S", "M", "L", "L"])
                v = gen_money(rng, zh, f["scale"])
                f["money"] = v
                ns = [v]
            elif kind == "date":
                v = gen_date(rng, zh)
                f["date"] = v
                ns = [v]
            elif kind == "decision":
                pool = [d for d in L["decisions"] if d not in used]
                if not pool:
                    pool = L["decisions"]
                ch, rs = rng.choice(pool)
                used.add((ch, rs))
                f.update(choice=ch, reason=rs, choice_cap=(ch if zh else en_sentence_case(ch)),
                         reason_sent=(rs if zh else en_sentence_case(rs)))
                ns = [ch, rs]
            elif kind == "constraint":
                pool = [d for d in L["constraints"] if d not in used]
                if not pool:
                    pool = L["constraints"]
                v = rng.choice(pool)
                used.add(v)
                f["rule"] = v
                ns = [v]
            elif kind == "question":
                pool = [d for d in L["questions"] if d not in used]
                if not pool:
                    pool = L["questions"]
                v = rng.choice(pool)
                used.add(v)
                f["q"] = v
                ns = [v]
            if self.take(*ns):
                f["needles"] = ns
                return f
        raise RuntimeError("could not find a distinct %s value" % kind)

    def templates(self, f, speaker):
        out = []
        for s, t in self.L["t"][f["kind"]]:
            if s != speaker:
                continue
            if "|" in t[:2]:
                if t[0] != f.get("scale"):
                    continue
                t = t[2:]
            out.append(t)
        return out

    def render_fact(self, f, speaker):
        rng, L = self.rng, self.L
        tpl = rng.choice(self.templates(f, speaker))
        if speaker == "u":
            tpl = typo_zh(rng, tpl) if self.zh else typo_en(rng, tpl)
        fields = dict(f)
        if f["kind"] == "decision" and not self.zh and "{reason_sent}" in tpl:
            # the reason phrase must stay verbatim: use a form that keeps it lower-case
            tpl = tpl.replace("{reason_sent}", "thing is, {reason}")
        if f["kind"] == "decision" and not self.zh and "{choice_cap}" in tpl:
            tpl = tpl.replace("{choice_cap} it is", "we're {choice}")
        text = tpl.format(**fields)
        for n in f["needles"]:
            assert n in text, (n, text)
        return text

    def build(self):
        rng, L, zh = self.rng, self.L, self.zh
        LAST.clear()
        facts = []
        used = set()
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append(self.make_fact(k, used))
        rng.shuffle(facts)
        # group facts into segments
        segs = []
        i = 0
        while i < len(facts):
            f = facts[i]
            can_asst = bool(self.templates(f, "a"))
            if can_asst and rng.random() < 0.22:
                segs.append(("fa", [f], rng.random() < 0.5))
                i += 1
                continue
            n = rng.choice([1, 1, 1, 2, 2, 3])
            grp = []
            while i < len(facts) and len(grp) < n:
                g = facts[i]
                if grp and g["kind"] == "question":
                    break
                grp.append(g)
                i += 1
                if g["kind"] == "question":
                    break
            segs.append(("fu", grp, False))
        nfact_msgs = sum(4 if s[2] else 2 for s in segs)
        lo = max(130, nfact_msgs + 30)
        hi = max(lo, min(280, nfact_msgs + 110))
        target = rng.randint(lo, hi)
        nfill = max(0, (target - nfact_msgs) // 2 - 1)
        # place filler segments between fact segments, never two facts at the very start
        slots = [[] for _ in range(len(segs) + 1)]
        for _ in range(nfill):
            slots[rng.randint(0, len(segs))].append(("fill", None, False))
        order = [("fill", None, False)] + slots[0]
        for s, after in zip(segs, slots[1:]):
            order.append(s)
            order.extend(after)
        msgs = []  # list of dicts: role/content or tool
        seen_fill = set()
        for kind, data, *rest in order:
            if kind == "fill":
                gen = zh_filler_pairs if zh else en_filler_pairs
                for _ in range(16):
                    got = gen(rng, None)
                    reply = got[0][1] if got[0][1] else got[0][2][2]
                    if got[0][0] not in seen_fill and reply not in seen_fill:
                        break
                seen_fill.add(got[0][0])
                seen_fill.add(reply)
                for u, a, tool in got:
                    msgs.append(("user", u, None))
                    if tool:
                        call, out, atext = tool
                        msgs.append(("tool", call, out))
                        msgs.append(("assistant", atext, None))
                    else:
                        msgs.append(("assistant", a, None))
            elif kind == "fa":
                f = data[0]
                prompts = L["user_prompts"].get(f["kind"], L["user_prompts"]["decision"])
                msgs.append(("user", rng.choice(prompts), None))
                msgs.append(("assistant", self.render_fact(f, "a"), [f]))
                if rest[0]:
                    # a short user reaction followed by a short assistant reply keeps the rhythm natural
                    msgs.append(("user", rng.choice(L["after_asst_fact"]), None))
                    msgs.append(("assistant", rng.choice(L["ack"]), None))
            else:
                parts = [self.render_fact(f, "u") for f in data]
                text = parts[0]
                for p in parts[1:]:
                    j = rng.choice(L["joiners"])
                    if not zh and not j.endswith("\n") and p.split(" ")[0] in LOWERABLE:
                        p = p[0].lower() + p[1:]
                    if zh and text.endswith("。") and j[:1] in "。，—":
                        text = text[:-1]
                    text += j + p
                msgs.append(("user", text, data))
                if data[-1]["kind"] == "question":
                    reply = rng.choice(L["question_reply"])
                    if len(data) > 1:
                        reply = rng.choice(L["ack"]) + ("\n\n" if not zh else "") + reply
                else:
                    reply = rng.choice(L["ack"])
                    if rng.random() < 0.6:
                        more = rng.choice(L["more"][data[-1]["kind"]])
                        reply += ("\n\n" if not zh else "") + more
                msgs.append(("assistant", reply, None))
        return facts, msgs


def to_rows(msgs):
    rows = []
    owner = {}
    t = datetime.datetime(2026, 11, 20, 7, 30, 0)
    n = 0
    call_n = 0
    rng = random.Random(len(msgs))
    for role, content, extra in msgs:
        if role == "tool":
            call_n += 1
            cid = "call_ax%d" % call_n
            for item in ({"type": "function_call", "callId": cid, "name": content["name"],
                          "arguments": content["arguments"]},
                         {"type": "function_call_result", "callId": cid, "name": content["name"],
                          "status": "completed", "output": extra}):
                n += 1
                t += datetime.timedelta(seconds=rng.randint(2, 20))
                rows.append({"v": 2, "id": "msg_ax%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                             "item": item, "meta": {}})
            continue
        n += 1
        t += datetime.timedelta(seconds=rng.randint(25, 140))
        rows.append({"v": 2, "id": "msg_ax%d" % n, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": {"type": "message", "role": role, "content": content}, "meta": {"uiRole": role}})
        if extra:
            for f in extra:
                owner[id(f)] = len(rows) - 1
    return rows, owner


def row_text(r):
    it = r["item"]
    return "\n".join(str(it.get(k, "")) for k in ("content", "name", "arguments", "output"))


def check(facts, rows, owner):
    texts = [row_text(r) for r in rows]
    alln = [n for f in facts for n in f["needles"]]
    for a in alln:
        for b in alln:
            if a is not b and a in b:
                return False
    for f in facts:
        if id(f) not in owner:
            return False
        for nd in f["needles"]:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if hits != [owner[id(f)]]:
                return False
    return True


def build_conversation(seed, per_kind, zh):
    for attempt in range(200):
        c = Conv(seed, per_kind, zh, attempt)
        try:
            facts, msgs = c.build()
        except RuntimeError:
            continue
        rows, owner = to_rows(msgs)
        if check(facts, rows, owner):
            return facts, rows, owner
    sys.exit("seed %d: could not build a conversation with unique needles" % seed)


# ---------------------------------------------------------------------------
# running okbot
# ---------------------------------------------------------------------------


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, env=env, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot = sys.argv[1]
    if os.sep in okbot:
        okbot = os.path.abspath(okbot)
    workdir = sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    kept_all = total_all = 0
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        facts, rows, owner = build_conversation(seed, per_kind, zh)
        root = os.path.abspath(os.path.join(workdir, "root-%d" % seed))
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        ncomp = 0
        batch, count = [], 0
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
            if count == BATCH:
                run(okbot, env, ["session", "append", "-a", "Writer"],
                    "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, env, ["compress", "-a", "Writer", "--now"])
                ncomp += 1
                batch, count = [], 0
        if batch:
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
            ncomp += 1
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        facts_in_order = sorted(facts, key=lambda f: owner[id(f)])
        kept = 0
        missing = []
        for f in facts_in_order:
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        kept_all += kept
        total_all += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), ncomp, kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * kept_all / total_all if total_all else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if dp == root:
                continue
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            s = json.load(fh).get("summary", "")
                        mx = max(mx, len(s))
                    except (OSError, ValueError, AttributeError):
                        pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
