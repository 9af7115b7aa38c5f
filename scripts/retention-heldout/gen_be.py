#!/usr/bin/env python3
"""Held-out retention set "be": a freelance video editor talks to their personal AI assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  a folder; each seed gets WORKDIR/root-SEED as its OKBOT_HOME
    seed     seeds to run (default 1 2 3 4 5); the LAST seed's conversation is entirely in Chinese
             (an existing WORKDIR/root-SEED is removed first)

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a freelance video editor who writes in lowercase with slang and emoji: clients and
producers by name, render and transcode commands (ffmpeg and others), editing software versions,
a NAS and its ports, invoices and rates, delivery deadlines, rules from clients (no music without
a licence), questions about tax and contracts that never get answered. Pastes render logs, client
feedback lists and invoice tables. The Chinese conversation follows the same theme (一位自由职业的
视频剪辑师...).

Ten fact kinds are seeded, PER_KIND of each: name, command, id, port, version, money, date,
decision (two needles: choice + reason), constraint, question (never answered). Every needle
occurs in exactly one row of the conversation (its own message); no needle is a substring of
another. Rows go to `okbot session append` in batches of 25 messages, with `okbot compress --now`
after each batch; at the end `okbot context show` is read and a fact counts as kept only when
each of its needles is found there verbatim.
"""

import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# shared value generators (commands, ids, ports, versions are language-neutral)

PROJ = ["brewspot", "kestrel_doc", "bakery_ad", "festival_recap", "podcast_ep", "gym_promo",
        "fashion_lookbook", "museum_teaser", "startup_explainer", "choir_live", "ferry_doc",
        "hotel_sizzle", "ngo_short", "tile_shop", "bike_launch", "opera_trailer"]
PART = ["ep01", "ep02", "ep03", "ep04", "ep05", "rc1", "rc2", "rc3", "lock", "rough", "fine",
        "sc12", "sc07", "int_a", "int_b", "broll", "teaser", "cutdown15", "cutdown30", "master"]
SUFFIX = ["", "_v2", "_v3", "_fix", "_final", "_final2", "_tc", "_clean", "_nomusic", "_subs",
          "_graded", "_mix", "_sq", "_vert"]
VOLS = ["Scratch", "RAID_A", "T7_shuttle", "Ingest", "ARCHIVE_2", "SanDisk_Pro"]
SHARES = ["projects", "clients", "archive", "deliveries", "media"]
NASHOST = ["nas-studio.local", "synology.lan", "vault.local", "ds920.lan", "qnap-edit.local"]


def fname(rng, proj=None):
    return (proj or rng.choice(PROJ)) + "_" + rng.choice(PART) + rng.choice(SUFFIX)


def make_command(rng):
    p = rng.choice(PROJ)
    a, b = fname(rng, p), fname(rng, p)
    while b == a:
        b = fname(rng, p)
    k = rng.randrange(14)
    if k == 0:
        return f"ffmpeg -i {a}.mov -c:v prores_ks -profile:v {rng.choice([1, 2, 3])} -c:a pcm_s24le {b}.mov"
    if k == 1:
        return f"ffmpeg -i {a}.mxf -vf scale=1920:-2 -c:v libx264 -crf {rng.choice([18, 20, 22, 23])} -preset slow {b}.mp4"
    if k == 2:
        return f"ffmpeg -ss 00:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} -i {a}.mp4 -frames:v 1 {b}.png"
    if k == 3:
        return f"ffmpeg -i {a}.mov -af loudnorm=I=-{rng.choice([14, 16, 23, 24])}:TP=-1 -c:v copy {b}.mov"
    if k == 4:
        return f"rsync -avh --progress /Volumes/{rng.choice(VOLS)}/{p}/ editor@{rng.choice(NASHOST)}:/volume1/{rng.choice(SHARES)}/{p}/"
    if k == 5:
        return f"HandBrakeCLI -i {a}.mov -o {b}.mp4 --encoder x265 -q {rng.choice([20, 22, 24])}"
    if k == 6:
        return f"ffprobe -v error -show_streams -of json {a}.mov"
    if k == 7:
        return f"ffmpeg -i {a}.mov -vf subtitles={b}.srt -c:a copy {fname(rng, p)}.mp4"
    if k == 8:
        return f"tar -czf {p}_handoff.tgz {p}/exports"
    if k == 9:
        return f"ffmpeg -framerate {rng.choice([24, 25])} -i {a}_%05d.exr -c:v prores_ks -profile:v 4 {b}.mov"
    if k == 10:
        return f"ffmpeg -i {a}.mp4 -vf crop=ih*9/16:ih -c:a copy {b}.mp4"
    if k == 11:
        return f"shasum -a 256 /Volumes/{rng.choice(VOLS)}/{p}/*.mov > {p}_checksums.txt"
    if k == 12:
        return f"ffmpeg -i {a}.mov -map 0:a:{rng.randint(0, 3)} -c copy {b}.wav"
    return f"mediainfo --Output=JSON {a}.mov"


def make_id(rng, ks=tuple(range(8))):
    k = rng.choice(ks)
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if k == 0:
        return f"INV-2026-{rng.randint(100, 999)}"
    if k == 1:
        return f"PO{rng.randint(100000, 999999)}"
    if k == 2:
        return f"TKT-{rng.randint(10000, 99999)}"
    if k == 3:
        return f"BK-{rng.choice(L)}{rng.randint(1, 9)}{rng.choice(L)}{rng.randint(1000, 9999)}"
    if k == 4:
        return f"CASE{rng.randint(1000000, 9999999)}"
    if k == 5:
        return f"ORD-{rng.choice(L)}{rng.choice(L)}{rng.randint(10000, 99999)}"
    if k == 6:
        return f"FV-{rng.randint(26, 27)}{rng.randint(1000, 9999)}"
    return f"RMA{rng.choice(L)}{rng.randint(100000, 999999)}"


PORTS = ["5001", "5006", "8443", "9091", "32400", "6690", "8384", "22000", "51820", "3389",
         "5900", "7001", "10443", "4443", "8200", "9443", "2222", "6001", "8096", "8920",
         "4747", "7443", "2283", "60022", "5055", "18443", "49152", "6443"]

PRODUCTS = [("DaVinci Resolve", ["19.0.3", "19.1.4", "18.6.6", "20.0.1", "19.1.2"]),
            ("Resolve Studio", ["20.2.1", "18.5.1"]),
            ("Premiere Pro", ["25.1", "24.6.3", "25.0.2", "24.4.1"]),
            ("After Effects", ["25.0.1", "24.6.2"]),
            ("Media Encoder", ["25.1.2", "24.5.1"]),
            ("Final Cut Pro", ["11.0.1", "10.8.1"]),
            ("ffmpeg", ["7.1", "6.1.1", "7.0.2"]),
            ("DSM", ["7.2.2", "7.1.1"]),
            ("Topaz Video AI", ["5.3.6", "6.0.3"]),
            ("Avid Media Composer", ["2024.10", "2023.12.4"]),
            ("Frame.io Transfer", ["1.4.3"]),
            ("HandBrake", ["1.8.2", "1.9.0"])]
DOCS_EN = ["the contract", "the SOW", "the brand guide", "the delivery spec", "the script",
           "the shot list"]
DOCS_ZH = ["合同", "制作说明书", "品牌手册", "交付规范", "脚本", "分镜表"]
DOC_VERS = ["v3.2", "v4.1", "v2.7", "rev C", "v5.0.3", "v1.9", "rev 14", "v6.2"]


VCAT = {"resolve": ["DaVinci Resolve", "Resolve Studio"],
        "nle": ["DaVinci Resolve", "Resolve Studio", "Premiere Pro", "After Effects", "Final Cut Pro",
                "Avid Media Composer"],
        "render": ["DaVinci Resolve", "Resolve Studio", "Premiere Pro", "Media Encoder", "ffmpeg",
                   "HandBrake", "Topaz Video AI"],
        "sw": [p for p, _ in PRODUCTS]}


def make_version(rng, lang, cat):
    if cat == "doc":
        return (rng.choice(DOCS_EN if lang == "en" else DOCS_ZH), rng.choice(DOC_VERS))
    names = VCAT.get(cat, VCAT["sw"])
    prod, vs = rng.choice([pv for pv in PRODUCTS if pv[0] in names])
    return (prod, rng.choice(vs))


def version_cat(tpl):
    if "airlight" in tpl:
        return "resolve"
    if "sent {prod}" in tpl or "发来了{prod}" in tpl:
        return "doc"
    if "log" in tpl or "日志" in tpl:
        return "render"
    if "client is still" in tpl or "客户那边" in tpl or "studio machine" in tpl or "工作室那台" in tpl:
        return "nle"
    return "any"


def id_kinds(tpl):
    for words, ks in ((("invoice", "发票"), (0, 6)), (("ticket", "工单"), (2,)), (("PO ", "采购单"), (1,)),
                      (("booked", "预订"), (3,)), (("courier", "快递"), (4, 5)), (("order", "订单"), (5, 7)),
                      (("confirmation", "确认"), (3, 5))):
        if any(w in tpl for w in words):
            return ks
    return tuple(range(8))


def fmt_amount(n):
    return f"{n:,}"


def make_money(rng, lang):
    n = rng.choice([rng.randint(25, 99) * 10, rng.randint(10, 99) * 50, rng.randint(11, 95) * 100,
                    rng.randint(300, 9999)])
    if lang == "zh":
        n = rng.choice([rng.randint(8, 99) * 100, rng.randint(1500, 39999), rng.randint(30, 99) * 50])
    if lang == "en":
        k = rng.randrange(5)
        if k == 0:
            return "$" + fmt_amount(n)
        if k == 1:
            return "€" + fmt_amount(n)
        if k == 2:
            return "£" + fmt_amount(n)
        if k == 3:
            return f"{fmt_amount(n)} EUR"
        return "$" + fmt_amount(n) + ".00"
    k = rng.randrange(5)
    if k == 0:
        return f"{n}元"
    if k == 1:
        return "¥" + fmt_amount(n)
    if k == 2:
        return f"{n}块"
    if k == 3:
        return f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"
    return f"人民币{n}元"


MONTHS = [(11, "November", "Nov"), (12, "December", "Dec"), (1, "January", "Jan"),
          (2, "February", "Feb"), (3, "March", "Mar")]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def make_date(rng, lang):
    m, full, short = rng.choice(MONTHS)
    d = rng.randint(21, 30) if m == 11 else rng.randint(2, 28)
    if lang == "en":
        k = rng.randrange(6)
        if k == 0:
            return f"{full} {d}"
        if k == 1:
            return f"{short} {ordinal(d)}"
        if k == 2:
            return f"{d:02d}/{m:02d}"
        if k == 3:
            return f"next {rng.choice(WEEKDAYS)} the {ordinal(d)}"
        if k == 4:
            return f"{d} {full}"
        return f"{full} {ordinal(d)}"
    k = rng.randrange(4)
    if k == 0:
        return f"{m}月{d}日"
    if k == 1:
        return f"{m}月{d}号"
    if k == 2:
        return f"下周{rng.choice('一二三四五六')}（{m}月{d}日）"
    return f"{m}/{d}"


# ----------------------------------------------------------------------------------------------
# English pools

EN = {}
EN["names_full"] = ["Marta Kowalczyk", "Deshawn Pierce", "Ingrid Halvorsen", "Tomasz Wrona",
                    "Priya Raghunathan", "Lucas Ferreira", "Olu Adeyemi", "Hannah Brookfield",
                    "Ravi Chaudhary", "Sofie Lindqvist", "Mateo Arriaga", "Keiko Tanabe",
                    "Callum McBride", "Bianca Rossetti", "Jonah Whitcombe", "Noor Haddad",
                    "Felix Brandauer", "Gideon Okafor", "Yusuf Demir", "Clementine Roux",
                    "Dario Benedetti", "Sunniva Aas", "Theo Marchetti", "Agnieszka Pawlak"]
EN["names_first"] = ["Kasia", "Ziggy", "Ottilie", "Benedikt", "Rosalind", "Imani", "Leopold",
                     "Thandiwe", "Eamon", "Valentina"]
EN["roles"] = ["the producer at the agency", "the client's marketing lead", "my colorist",
               "the sound mixer", "the director on the brewery spot", "my accountant",
               "the motion designer i sub out to", "my assistant editor",
               "the DIT from the shoot", "the account manager on the museum job",
               "the post supervisor", "the exec producer", "the brand manager",
               "the guy who rents me the grading suite", "the festival coordinator"]
EN["name_t"] = [
    ("u", "new contact: {name}, {role}. apparently they sign off on everything now"),
    ("u", "ok so {name} is {role} from now on, all approvals go thru them 🙃"),
    ("u", "{name} ({role}) just emailed AGAIN lol. third time today"),
    ("u", "pasting this so u have it\n\n> From: {name}\n> Subject: re: cut 2 notes\n> Hi! Loved the pacing, a few small things, will send a list tmrw. Best\n\nso thats {role} fyi"),
    ("u", "remind me — {role} on this job is {name}, dont mix them up with the other one pls"),
    ("u", "had a call w {name} today, {role}. nice person actually, talks a LOT tho 😅"),
    ("u", "if anyone asks, {name} is {role}. i keep forgetting myself lmao"),
    ("a", "Got it — I'll treat {name} as {role}, so anything about sign-off goes to them first. Want me to draft a short intro email so the thread has everyone on it?"),
    ("a", "From the email you forwarded, the person to chase is {name}, {role}. The others on cc look like they're just observers."),
]
EN["command_t"] = [
    ("u", "running this now: `{cmd}` fingers crossed 🤞"),
    ("u", "for future me: {cmd}\n^ this is the one that actually worked, dont lose it"),
    ("u", "the transcode cmd i used last time was {cmd} , can u keep it somewhere"),
    ("u", "```\n$ {cmd}\n{log}\n```\nwhy is it sooo slow lmao"),
    ("u", "tried `{cmd}` and it spat out a file with no audio?? wtf 😤"),
    ("u", "cheat sheet entry pls: {cmd} (for the client proxies)"),
    ("u", "ok this worked for the social cutdowns -> {cmd}"),
    ("a", "You can do that in one pass:\n\n    {cmd}\n\nIt leaves the source untouched, so if the result looks off you've lost nothing but a few minutes of render time."),
    ("a", "Try this instead: `{cmd}` — it should sidestep the problem you hit earlier, and it's easy to re-run per file."),
]
EN["id_t"] = [
    ("u", "invoice {id} still unpaid 🙄 its been like forty days"),
    ("u", "pasting the table from my invoicing app:\n\n| invoice | client | status |\n|---|---|---|\n| {id} | museum job | overdue |\n\nthe rest are fine"),
    ("u", "support ticket for the NAS is {id}, they said 48h lol sure"),
    ("u", "booked the grading suite, ref {id}. not cheap but whatever"),
    ("u", "PO number from their finance team: {id}. they wont pay without it on the invoice apparently"),
    ("u", "case {id} with the courier — the drive with the masters is 'delayed' 💀"),
    ("u", "order {id} for the new ssd came thru finally"),
    ("a", "The confirmation came back: your reference is {id}. Keep that handy in case they ask for it on the phone."),
]
EN["port_t"] = [
    ("u", "nas web ui is on {port} btw, not the default one"),
    ("u", "moved ssh on the synology to {port} bc of all the bots hammering it"),
    ("u", "plex runs on {port} (dont ask why i run plex on the work nas 😅)"),
    ("u", "client's sftp is on port {port}, they just sent creds over whatsapp 🤦"),
    ("u", "forwarded {port} on the router for the remote project server thing"),
    ("u", "syncthing gui lives on {port} if i ever need it again"),
    ("u", "```\ntcp  0.0.0.0:{port}  LISTEN  webdav\n```\nthat's the webdav one, right?"),
    ("a", "On your box the HTTPS admin page is set to {port}, so you'd open it as https://nas-studio.local:{port} from the studio network."),
]
EN["version_t"] = [
    ("u", "updated to {prod} {ver} and now the fairlight page crashes 😭"),
    ("u", "client is still on {prod} {ver} so i gotta export stuff that version can open"),
    ("u", "im on {prod} {ver} rn, is that the stable one or nah"),
    ("u", "studio machine has {prod} {ver}, laptop is older, dunno which"),
    ("u", "they sent {prod} {ver} and its got new notes in section 3 ugh"),
    ("u", "pinning {prod} at {ver} till this job ships, not touching updates"),
    ("u", "render log header says {prod} {ver} fyi"),
    ("a", "Your log says {prod} {ver}; worth noting before you round-trip anything, since project files don't always open cleanly in older builds."),
]
EN["money_t"] = [
    ("u", "day rate for this one is {money}, they tried to haggle lol"),
    ("u", "| item | qty | total |\n|---|---|---|\n| edit days | 4 | {money} |\n\nthat look right to u?"),
    ("u", "they offered {money} for the whole thing. the WHOLE thing. 4 deliverables 💀"),
    ("u", "paid {money} for the new ssd, ouch ouch"),
    ("u", "agreed {money} per extra revision round after the two included ones"),
    ("u", "grading suite is {money} a day now, went up again"),
    ("u", "got paid!! {money} landed this morning 🥳"),
    ("a", "Adding it up from your table, the total comes to {money} before anything else is taken off."),
]
EN["date_t"] = [
    ("u", "final delivery is {date}, hard deadline, its going to air"),
    ("u", "picture lock by {date} or the colorist loses the slot"),
    ("u", "feedback round 2 due {date} supposedly. we'll see"),
    ("u", "im off {date}, my sisters wedding, dont let me book anything"),
    ("u", "they moved the deadline AGAIN, now {date} 🙃"),
    ("u", "invoice due {date} (net 30 from delivery)"),
    ("u", "first cut to the director by {date}, thats the plan anyway"),
    ("a", "Working backwards from {date}, you'd want the fine cut out a few days earlier so there's room for one more round of notes."),
]
EN["decision_p"] = [
    ("cutting proxies for everything", "the laptop chokes on 6K raw"),
    ("dropping the retainer client", "they pay two months late every time"),
    ("moving the archive to the NAS", "the USB drives keep dying"),
    ("raising my day rate in January", "costs went up and im booked solid"),
    ("delivering ProRes masters only", "the h264 masters got rejected twice"),
    ("skipping the Resolve beta", "last beta corrupted a timeline"),
    ("sending invoices on delivery day", "waiting a week cost me a month"),
    ("buying a second NAS for backups", "one box is not a backup"),
    ("turning down wedding gigs", "weekends are the only rest i get"),
    ("using frame.io for all review rounds", "email feedback turns into chaos"),
    ("asking for half upfront", "the last client ghosted after delivery"),
    ("hiring a sub for the motion graphics", "my AE skills are too slow"),
    ("capping revisions at two rounds", "round five on the bakery ad broke me"),
    ("switching the studio to 10GbE", "pulling 8K over gigabit is painful"),
    ("keeping LUTs out of the delivery", "the colorist wants a clean log image"),
    ("cancelling the edit bay rental", "i only used it three days a month"),
]
EN["decision_t"] = [
    "ok decision made: {c}. because {r} 🤷",
    "im {c}, {r} and im done fighting it",
    "so yeah, {c} — mostly bc {r}",
    "decided last night. {c}. reason being {r}.",
    "note to self (and u): {c} from now on since {r}",
    "after the call: {c}. why? {r}. simple",
    "{c} it is 😤 {r}, so no point waiting",
]
EN["constraint_p"] = ["no music without a licence", "never upload cuts to public YouTube",
                      "only send watermarked previews before payment",
                      "no client logos in my showreel", "never share the raw interviews",
                      "deliver only after the deposit clears", "no faces of kids on screen",
                      "subtitles burned in for every social cut",
                      "never use footage from free stock sites", "no edits after 10pm on weeknights",
                      "always keep two copies off the NAS", "never email the director directly",
                      "no drone shots over the brewery", "only the approved brand fonts",
                      "never delete camera originals before delivery",
                      "no swearing in the broadcast version"]
EN["constraint_t"] = [
    ("u", "client rule, in CAPS in their email: {rule}. ok fine"),
    ("u", "pls remember this one forever: {rule}"),
    ("u", "their brand pdf basically boils down to {rule} 🙄"),
    ("u", "notes from legal, pasting:\n- keep the supers short\n- {rule}\n- credits at the end only\n\nthe middle one is the big one apparently"),
    ("u", "my own rule going forward: {rule}. learned that the hard way"),
    ("u", "producer reminded me — {rule}, no exceptions, even for the teaser"),
    ("u", "standing rule for anything from this agency: {rule}"),
    ("a", "One thing to keep in front of you for this job, from the email you forwarded: {rule}. I'd put it at the top of the project notes."),
]
EN["question_p"] = ["the VAT reverse charge", "quarterly estimated tax payments",
                    "deducting the new monitor", "the kill fee clause",
                    "ownership of the project files", "the non-compete in the agency contract",
                    "sole trader vs limited company", "interest on late invoices",
                    "usage rights for the teaser cut", "the indemnity clause wording",
                    "the home office deduction", "the 1099 from the agency",
                    "the moral rights waiver", "the exclusivity period in section 4"]
EN["question_t"] = [
    "random q: how does {q} even work? like do i have to do anything?",
    "also can someone explain {q} to me 😩 my accountant never replies",
    "whats the deal with {q}?? genuinely no idea",
    "question for later: what about {q}, should i worry?",
    "btw do u know anything about {q}? not urgent",
    "still confused about {q} tbh, nobody ever explains it",
    "someone on the editors discord mentioned {q} and now im paranoid. should i be?",
]
EN["q_tail"] = [("render", "anyway. the export stalled again at the same frame, looking at that first"),
                ("nas", "anyway nas is being weird again, the share keeps disconnecting"),
                ("client", "anyway, feedback just came in, its a novel"),
                ("audio", "anyway the dialogue on sc 4 is super quiet vs the rest"),
                ("color", "anyway the export looks washed out in quicktime AGAIN"),
                ("mood", "anyway im so tired lol"),
                ("delivery", "anyway gotta prep the deliverables folder now")]
EN["openers"] = ["ok so", "morning ☕", "quick one", "lol ok", "ugh", "heyyy", "right,", "sooo",
                 "back", "brb after this:", "k", "ok listen", "update:"]
EN["user_chat"] = {
    "render": ["render says 3h left. three. hours. 🫠", "gpu fans sound like a jet rn",
               "export failed at 97% lol kill me", "ok its rendering, going to make food",
               "why does resolve always crash when im about to save",
               "media cache is eating my whole drive again", "proxies done finally",
               "timeline is so laggy today, no idea why",
               "the h265 files from the camera are murdering my laptop"],
    "nas": ["nas is doing a scrub and everything is sloooow", "the share keeps disconnecting ugh",
            "copied 2TB overnight, only took forever", "one drive is making a clicking noise?? 😰",
            "permissions on the client folder are messed up again",
            "can't mount the projects share from the laptop"],
    "client": ["feedback incoming, i can feel it", "they want it 'more punchy' whatever that means",
               "client call went fine actually!! shocked", "they loved it?? first try??",
               "new notes. 23 of them. for a 30s spot 🙃", "they want to 'hop on a quick call' 😐",
               "they approved the rough cut 🎉"],
    "delivery": ["deliverables folder is a mess, cleaning it up", "naming all these files is so boring",
                 "uploading the masters now, upload speed is garbage",
                 "they want 6 different aspect ratios lmao", "checking the subs one more time"],
    "audio": ["the music stem is clipping somewhere", "room tone is missing from sc 3 ffs",
              "dialogue is muddy on the interview, lav was under a jacket i bet",
              "mix sounds fine on headphones, awful on the laptop speakers"],
    "color": ["skin tones look green on the client's ipad apparently",
              "the log footage looks so flat, client freaked out lol",
              "gamma shift on export again?? i thought i fixed that",
              "matching the two cameras is driving me nuts"],
    "mood": ["sooo tired", "coffee #4 ☕☕☕☕", "cat walked across the keyboard and added a marker lol",
             "ok im actually hungry brb", "i need a holiday fr", "lol ok",
             "thanks 🙏", "ok cool", "haha yeah", "no worries", "makes sense", "👍",
             "omg yes thank u", "hm ok", "wait really?", "fair"],
}
EN["ack"] = ["Got it.", "Noted 👍", "Okay, noted.", "Makes sense.", "Understood.", "Sounds good.",
             "Alright.", "Fair enough.", "Good to know.", "Okay!"]
EN["paras"] = {
    "render": [
        "When an export dies at the same spot every time, it's almost always one clip or one effect at that point in the timeline. Render just that section in/out to confirm, then try disabling effects on the clip underneath the playhead one at a time.",
        "If the timeline is laggy, the usual suspects are long-GOP camera files and a cache drive that's full. Proxies in an intraframe codec fix the first; clearing the render cache and pointing it at a fast internal drive fixes the second.",
        "Exports that take hours often come down to the encoder settings rather than the machine: two-pass encoding, a very high bitrate, or noise reduction that's still switched on in a node you forgot about.",
        "A crash right before saving is worth taking seriously — turn on autosave or project backups at a short interval, so the worst case is losing a few minutes instead of an afternoon.",
        "For long renders it's safer to export in reels or sections and join them afterwards; if something fails you redo one piece, not the whole programme.",
        "GPU decoding helps a lot with H.265, but only if the specific flavour of the files is supported. 10-bit 4:2:2 is where many machines fall back to the CPU and everything crawls.",
    ],
    "nas": [
        "A share that keeps dropping is often the machine going to sleep, or SMB signing negotiating badly with macOS. Checking the NAS log for disconnect events at the same times would narrow it down.",
        "A clicking drive is worth acting on now: check its SMART status, and make sure everything on that volume exists somewhere else before a rebuild puts extra load on the other disks.",
        "During a scrub the NAS reads every block, so editing off it at the same time will feel slow. Scheduling scrubs for the night keeps them out of your working hours.",
        "Folder permissions drift when files are copied in from different accounts. Resetting them on the client folder and making new files inherit from the parent usually stops it recurring.",
        "RAID protects against a disk failing, not against deleting the wrong folder or ransomware. Snapshots and a copy somewhere else cover those cases.",
        "For mounting from the laptop, connecting by IP rather than by name rules out discovery problems, which are the most common reason a share appears and disappears.",
    ],
    "client": [
        "With a long list of notes it helps to group them: fixes you can do right away, things that need a decision from them, and things that contradict earlier notes. Sending the second and third group back as questions saves a round.",
        "'More punchy' usually means pacing: shorter holds, tighter cuts on the beat, or cutting into action later. Offering two short variations is often quicker than guessing.",
        "Before a call, a one-page list of what's agreed and what's open keeps it short, and a quick recap email afterwards means nobody remembers it differently next week.",
        "When notes come from several people, asking for one consolidated list from a single person avoids you being the one who has to referee between them.",
        "Timecode-referenced notes make life easier. If they send vague notes, replying with a review link where they can click on the frame usually gets you precise ones next time.",
        "Approval on the first try is great — it's worth getting it in writing in the thread so the later stages have something to point back to.",
    ],
    "delivery": [
        "A checklist per deliverable helps: resolution, frame rate, codec, audio layout, loudness, subtitles, file name. Ticking it off for each file catches the one export that went out in the wrong ratio.",
        "A naming pattern like project_version_ratio_date keeps things sortable, and it means the client can tell two files apart without opening them.",
        "For several aspect ratios, reframing from the master timeline with separate timelines per ratio is less error-prone than exporting and cropping afterwards.",
        "If the upload is slow, a transfer tool that resumes after a dropped connection is worth it for big masters; browser uploads tend to start over from zero.",
        "Checking subtitles on the final file rather than in the timeline catches timing drift and missing characters in the font.",
    ],
    "audio": [
        "Clipping in a stem is easiest to find with a loudness meter running while you play through it; the peaks are usually in one or two spots you can fix with clip gain.",
        "Missing room tone can be patched with a few seconds from elsewhere in the same take, looped under the gap with short crossfades.",
        "A lav under clothing gives that muffled sound; a gentle high-shelf boost and some careful EQ can bring back clarity, but don't push it so far it starts to hiss.",
        "Checking the mix on small speakers and on headphones both is the right instinct. If it only falls apart on laptop speakers, the low-mids are usually too heavy.",
    ],
    "color": [
        "A gamma shift between the viewer and QuickTime is usually colour management tagging, not the grade. Exporting with the right tags for the viewing environment and checking on more than one player settles it.",
        "Log footage looks flat by design. Sending the client a quick viewing LUT version for review avoids the panic while the real grade happens later.",
        "Matching two cameras works best with a colour chart shot at the start; without one, match skin tones first and the rest tends to follow.",
        "Green skin on an iPad might just be that device's display settings. A quick check on a second device before changing the grade is worth it.",
    ],
    "mood": [
        "That sounds like a long day. A proper break while the render runs is a good use of the time — it's not going anywhere faster if you watch the progress bar.",
        "You've been at it for hours; a short walk usually does more for the next round of notes than another coffee.",
        "Fair enough. Whenever you're back, we can pick up where you left off.",
        "Sounds like a win worth enjoying for a minute before the next thing.",
    ],
}
EN["bullets"] = ["- back up the project before changing anything", "- note the timecode where it fails",
                 "- check free space on the cache drive", "- try a short test export first",
                 "- keep the old version around until the new one is approved",
                 "- write down what you changed, so it can be undone",
                 "- ask for one consolidated list of notes",
                 "- confirm the spec sheet before exporting"]
EN["fact_ack"] = {
    "name": ["Noted, I'll keep that name with the project contacts.", "Got it, I'll remember who that is."],
    "command": ["Saved it with your other commands.", "Okay — that one's worth keeping."],
    "id": ["I'll keep that reference with the job.", "Noted, that's the one to quote if you chase it."],
    "port": ["Noted for the NAS setup.", "Got it, I'll keep that with the network notes."],
    "version": ["Noted which build you're on.", "Good to know the version, it matters for compatibility."],
    "money": ["Noted the amount.", "I'll keep that with the job's numbers."],
    "date": ["Noted the date.", "I'll keep that deadline in mind."],
    "decision": ["That's a clear call, and the reasoning holds up.", "Makes sense given what happened."],
    "constraint": ["Understood, I'll treat that as a hard rule.", "Noted — I'll flag anything that would break it."],
}

# ----------------------------------------------------------------------------------------------
# Chinese pools

ZH = {}
ZH["names_full"] = ["林晓雯", "周嘉怡", "刘浩然", "许梦琪", "郑一帆", "何思远", "赵婧", "孙立群",
                    "唐小满", "邓凯", "韩雪松", "吴佳慧", "黄振宇", "宋雨桐", "罗斌", "马骁",
                    "叶知秋", "梁倩", "范若曦", "曹文博", "蒋琳", "彭子墨", "苏沐阳", "田甜"]
ZH["names_first"] = ["阿杰", "小鹿", "大伟", "糖糖", "老K", "阿May"]
ZH["roles"] = ["广告公司的制片", "甲方市场部负责人", "我的调色师", "录音师", "啤酒广告的导演",
               "我的会计", "帮我做包装的设计师", "我的剪辑助理", "现场的DIT", "博物馆项目的对接人",
               "后期统筹", "执行制片", "品牌经理", "租我调色棚的老板", "电影节的协调人"]
ZH["name_t"] = [
    ("u", "新对接人：{name}，{role}，以后都是ta拍板了"),
    ("u", "记一下，{name}是{role}，所有审批走ta那边🙃"),
    ("u", "{name}（{role}）又给我发邮件了笑死，今天第三封了"),
    ("u", "贴一下给你看\n\n> 发件人：{name}\n> 主题：回复：第二版意见\n> 节奏很好！有几个小地方明天发清单给你\n\n这个就是{role}"),
    ("u", "提醒我一下，这个项目的{role}是{name}，别跟另一个人搞混了"),
    ("u", "今天跟{name}打了电话，{role}，人挺好的就是话太多了😅"),
    ("u", "要是有人问的话，{name}就是{role}，我自己老是忘哈哈"),
    ("a", "好的，我会把{name}当作{role}，涉及审批的事先找ta。要不要我帮你起草一封介绍邮件，把相关的人都拉进来？"),
    ("a", "从你转发的邮件看，需要催的人是{name}，{role}。抄送里其他人应该只是旁听。"),
]
ZH["command_t"] = [
    ("u", "现在跑这个：`{cmd}` 求别出错🤞"),
    ("u", "给未来的自己记一下：{cmd}\n↑这条是真的能用的，别弄丢了"),
    ("u", "上次转码用的命令是 {cmd} ，帮我存一下"),
    ("u", "```\n$ {cmd}\n{log}\n```\n为啥这么慢啊离谱"),
    ("u", "试了 `{cmd}` 结果出来的文件没声音？？？什么鬼😤"),
    ("u", "加到小抄里：{cmd}（做客户代理文件用的）"),
    ("u", "竖屏短视频版用这个搞定了 -> {cmd}"),
    ("a", "可以一步完成：\n\n    {cmd}\n\n源文件不会被改动，结果不对的话也只是浪费几分钟渲染时间。"),
    ("a", "换成这个试试：`{cmd}`，应该能绕开你刚才遇到的问题，而且每个文件都能重复跑。"),
]
ZH["id_t"] = [
    ("u", "发票{id}到现在还没付🙄都四十多天了"),
    ("u", "从开票软件里贴过来的：\n\n| 发票号 | 客户 | 状态 |\n|---|---|---|\n| {id} | 博物馆项目 | 逾期 |\n\n其他的都正常"),
    ("u", "NAS的售后工单是{id}，说48小时内回复，呵呵"),
    ("u", "调色棚订好了，预订号{id}，不便宜但算了"),
    ("u", "对方财务给的采购单号：{id}，说发票上没有这个号就不付款"),
    ("u", "快递那边的单号{id}，装母版的硬盘显示'延误'💀"),
    ("u", "新固态的订单{id}终于发货了"),
    ("a", "确认信息回来了，你的预订编号是{id}，打电话的时候可能会问到，留着备用。"),
]
ZH["port_t"] = [
    ("u", "NAS网页后台在{port}端口哈，不是默认的"),
    ("u", "群晖的ssh改到{port}了，天天被机器人扫"),
    ("u", "plex跑在{port}上（别问我为什么工作用的NAS上装plex😅）"),
    ("u", "客户的sftp端口是{port}，账号密码直接微信发我了🤦"),
    ("u", "路由器上把{port}转发出去了，给远程协作的项目服务器用"),
    ("u", "syncthing的界面在{port}，以后要用再找"),
    ("u", "```\ntcp  0.0.0.0:{port}  LISTEN  webdav\n```\n这个是webdav那个对吧"),
    ("a", "你那台机器的HTTPS管理页面设在{port}，在工作室内网用 https://nas-studio.local:{port} 打开就行。"),
]
ZH["version_t"] = [
    ("u", "升级到{prod} {ver}之后Fairlight页面一开就崩😭"),
    ("u", "客户那边还在用{prod} {ver}，我得导出那个版本能打开的东西"),
    ("u", "我现在是{prod} {ver}，这个版本稳吗"),
    ("u", "工作室那台装的是{prod} {ver}，笔记本上的旧一点，不记得了"),
    ("u", "他们发来了{prod} {ver}，第三部分又加了新要求，烦"),
    ("u", "这个项目交完之前{prod}就锁在{ver}了，不升级"),
    ("u", "渲染日志开头写的是{prod} {ver}"),
    ("a", "日志里显示的是{prod} {ver}。来回导工程之前要注意，新版本的工程在旧版本里不一定能正常打开。"),
]
ZH["money_t"] = [
    ("u", "这单日薪{money}，他们还想砍价笑死"),
    ("u", "| 项目 | 天数 | 合计 |\n|---|---|---|\n| 剪辑 | 4 | {money} |\n\n你看这样对吗"),
    ("u", "整个项目给{money}。整个！四个成片💀"),
    ("u", "新固态花了{money}，肉疼"),
    ("u", "说好了包含的两轮之外，每多改一轮加{money}"),
    ("u", "调色棚现在一天{money}，又涨了"),
    ("u", "钱到账了！！{money}今天早上到的🥳"),
    ("a", "按你表格里的数加起来，总共是{money}，这是还没扣任何费用的数。"),
]
ZH["date_t"] = [
    ("u", "最终交片是{date}，死线，要上电视的"),
    ("u", "{date}之前必须锁定画面，不然调色师的档期就没了"),
    ("u", "第二轮意见据说{date}给，看着吧"),
    ("u", "{date}我请假，我姐结婚，别让我接活"),
    ("u", "他们又改时间了，现在是{date}🙃"),
    ("u", "发票{date}到期（交片后30天）"),
    ("u", "初剪{date}给导演，计划是这样"),
    ("a", "从{date}往回推，精剪最好提前几天发出去，这样还能留一轮修改的余地。"),
]
ZH["decision_p"] = [
    ("全部改用代理剪辑", "笔记本带不动6K素材"), ("不接婚礼跟拍了", "周末是唯一能休息的时间"),
    ("明年起日薪涨价", "成本涨了档期也排满了"), ("素材归档全放NAS", "移动硬盘坏了两块"),
    ("只交ProRes母版", "H.264的版本被打回两次"), ("先不升级达芬奇测试版", "上次测试版把时间线搞坏了"),
    ("交片当天就开发票", "拖一周结果拖了一个月"), ("再买一台NAS做备份", "一台机器不算备份"),
    ("审片统一走frame.io", "微信里的意见太乱了"), ("预付款收一半", "上个客户交片后就失联了"),
    ("动态图形外包出去", "我做AE太慢了"), ("修改最多两轮", "面包店那个广告改了五轮"),
    ("工作室换万兆网络", "千兆拉8K素材太痛苦"), ("交付里不带LUT", "调色师要干净的log画面"),
    ("退掉月租的剪辑机房", "一个月才用三天"), ("字幕外包给专业团队", "自己打轴眼睛要瞎了"),
]
ZH["decision_t"] = [
    "好，决定了：{c}。因为{r}🤷",
    "我{c}，{r}，不想再纠结了",
    "所以就这样，{c}，主要是{r}",
    "昨晚想好了。{c}。理由：{r}。",
    "记一下（也给你记）：以后{c}，毕竟{r}",
    "打完电话定了：{c}。为啥？{r}，就这么简单",
    "就{c}吧😤 {r}，没必要再等了",
]
ZH["constraint_p"] = ["没授权的音乐不能用", "不要把粗剪传到公开平台", "付款前只发带水印的小样",
                      "作品集里不放客户logo", "原始采访素材不外传", "定金到账前不交片",
                      "未成年人的脸必须打码", "社交媒体版必须烧录字幕", "不用免费网站的素材",
                      "晚上十点后不改片", "NAS之外至少留两份备份", "不要直接联系导演",
                      "啤酒厂上空不能飞无人机", "只能用品牌规定的字体", "交片前不删相机原始素材",
                      "电视版不能有脏话"]
ZH["constraint_t"] = [
    ("u", "客户的规定，邮件里全大写加粗：{rule}。行吧"),
    ("u", "这条你给我永远记住：{rule}"),
    ("u", "他们那个品牌手册说白了就是{rule}🙄"),
    ("u", "法务的意见，贴过来：\n- 字幕条尽量短\n- {rule}\n- 片尾才放演职员表\n\n据说中间那条最重要"),
    ("u", "我自己以后的规矩：{rule}。血的教训"),
    ("u", "制片又提醒了一遍，{rule}，预告片也不例外"),
    ("u", "这家公司的活一律：{rule}"),
    ("a", "这个项目有一条要一直记着，来自你转发的邮件：{rule}。建议写在项目备注的最上面。"),
]
ZH["question_p"] = ["增值税专票怎么开", "个税汇算要不要补税", "新显示器能不能抵扣", "合同里的违约金条款",
                    "工程文件归谁所有", "竞业限制那一条", "个体户还是注册工作室", "逾期付款的利息",
                    "预告片的使用权期限", "赔偿责任那段措辞", "居家办公能不能算成本",
                    "劳务报酬的预扣税", "署名权放弃那条", "独家合作的期限"]
ZH["question_t"] = [
    "突然想问，{q}到底是怎么回事？我需要做什么吗",
    "谁能给我讲讲{q}😩 会计一直不回我",
    "{q}这个到底啥情况？？完全搞不懂",
    "先记个问题：{q}，我要不要担心？",
    "对了你懂{q}吗？不急",
    "说实话{q}我到现在还是没搞明白，从来没人讲清楚过",
    "剪辑群里有人提到{q}，搞得我有点慌，我该慌吗？",
]
ZH["q_tail"] = [("render", "算了先不说这个，导出又卡在同一帧了，先看这个"),
                ("nas", "算了，NAS又抽风了，共享盘一直断"),
                ("client", "先不管了，客户意见来了，写了一篇小作文"),
                ("audio", "先不说了，第四场的对白比别的小声好多"),
                ("color", "不说了，导出的片子在QuickTime里又发灰了"),
                ("mood", "算了好累啊"),
                ("delivery", "先不管这个，得整理交付文件夹了")]
ZH["openers"] = ["那个", "早☕", "问个事", "哈哈好吧", "唉", "在吗", "好，", "嗯嗯", "回来了",
                 "插一句", "更新一下：", "听我说"]
ZH["user_chat"] = {
    "render": ["渲染显示还要3小时。三个小时🫠", "显卡风扇响得跟飞机一样", "导出到97%失败了，我裂开",
               "在渲染了，我去弄点吃的", "为什么达芬奇每次都在我要保存的时候崩",
               "媒体缓存又把硬盘吃满了", "代理文件终于转完了", "今天时间线卡得要死不知道为啥",
               "相机出来的h265素材快把笔记本干废了"],
    "nas": ["NAS在做数据检查，啥都慢得要命", "共享盘一直掉线烦死", "昨晚拷了2T，拷了一整晚",
            "有块硬盘在咔咔响？？😰", "客户文件夹的权限又乱了", "笔记本挂载不上项目盘"],
    "client": ["感觉意见要来了", "他们要'更有冲击力'，到底啥意思", "客户电话居然挺顺利的！！震惊",
               "他们说喜欢？？一稿过？？", "新意见，23条，一个30秒的片子🙃", "他们说'快速开个会'😐",
               "粗剪过了🎉"],
    "delivery": ["交付文件夹乱成一团，在整理", "给这些文件命名好无聊", "在传母版，网速烂透了",
                 "他们要6种画幅哈哈哈", "字幕再检查一遍"],
    "audio": ["音乐轨有地方爆音了", "第三场没录环境音我服了", "采访的对白好闷，小蜜蜂肯定藏衣服里了",
              "耳机里听没问题，笔记本外放就很难听"],
    "color": ["客户说在iPad上看肤色发绿", "log素材太灰了，客户吓坏了哈哈", "导出又有伽马偏移？？我不是修好了吗",
              "两台机器的颜色对不上，要疯了"],
    "mood": ["好累啊", "第四杯咖啡了☕☕☕☕", "猫踩过键盘给我打了个标记点哈哈", "饿了先去吃饭",
             "我需要放个假真的", "哈哈好", "谢谢🙏", "好的", "哈哈对", "没事", "有道理", "👍",
             "天啊对对对谢谢", "嗯好吧", "真的假的？", "也是"],
}
ZH["ack"] = ["收到。", "记下了👍", "好的，记住了。", "有道理。", "明白。", "好的。", "行。", "了解。"]
ZH["paras"] = {
    "render": [
        "如果每次都在同一个位置导出失败，基本就是那个位置的某个片段或者某个特效有问题。先只渲染那一段确认一下，然后把播放头下面片段上的特效一个个关掉试试。",
        "时间线卡顿，常见原因是长GOP的相机素材和写满了的缓存盘。前者用帧内编码的代理文件解决，后者清掉渲染缓存、把缓存指到一块快的内置盘上就好。",
        "导出要好几个小时，很多时候是编码设置的问题而不是机器不行：两遍编码、码率设得太高，或者某个忘掉的节点里降噪还开着。",
        "保存前崩溃要认真对待：把自动保存或者工程备份的间隔调短，最坏情况也就丢几分钟，而不是一下午。",
        "长片子分段导出再拼起来更稳妥，出问题只需要重做一段，不用整片重来。",
        "GPU解码对H.265帮助很大，但前提是这种格式被支持。10bit 4:2:2经常会退回CPU解码，然后就卡得不行。",
    ],
    "nas": [
        "共享盘老掉线，常见是机器进入休眠，或者SMB签名和macOS协商不好。看看NAS日志里掉线的时间点能不能对上，就能缩小范围。",
        "硬盘咔咔响要马上处理：先看SMART状态，确认那个卷上的东西别处都有一份，再考虑重建，因为重建会给其他盘加压。",
        "数据检查的时候NAS要读一遍所有数据块，这时候直接在上面剪片会很慢。把检查安排在夜里就不影响工作了。",
        "从不同账号拷进来的文件，权限很容易乱。把客户文件夹的权限重置一次，让新文件继承上级目录，一般就不会反复出现了。",
        "RAID防的是硬盘坏掉，防不了误删文件夹或者勒索病毒。快照加上异地一份备份才能覆盖这些情况。",
        "笔记本挂载的话，直接用IP连比用名字连更稳，能排除发现服务的问题，这也是共享盘时有时无最常见的原因。",
    ],
    "client": [
        "意见很多的时候可以分个组：马上能改的、需要对方拍板的、和之前意见矛盾的。把后两组作为问题发回去，能省一轮。",
        "'更有冲击力'一般说的是节奏：镜头停留短一点、卡点更紧、动作切得更晚。给两个短版本让他们选，往往比猜更快。",
        "开会前列一页纸：哪些已经定了、哪些还没定，会能开得短一点；会后发个简短纪要，下周就不会有人记得不一样。",
        "意见来自好几个人的时候，请对方指定一个人汇总成一份清单，免得你夹在中间当裁判。",
        "带时间码的意见最好改。如果他们给的意见很模糊，发个能在画面上直接点评的审片链接，下次就精确多了。",
        "一稿过很难得，最好在邮件里留个书面确认，后面的环节有据可查。",
    ],
    "delivery": [
        "每个交付物列一个检查单：分辨率、帧率、编码、声道布局、响度、字幕、文件名。每个文件过一遍，就能抓住那个画幅导错的。",
        "用'项目_版本_画幅_日期'这样的命名规则，排序方便，客户不用打开也能分清两个文件。",
        "多种画幅的话，从母版时间线复制出各自画幅的时间线重新构图，比导出后再裁切更不容易出错。",
        "上传慢的话，大的母版最好用能断点续传的工具，网页上传断了经常要从头再来。",
        "字幕要在最终成片上检查，而不是在时间线里看，这样能发现时间漂移和字体缺字。",
    ],
    "audio": [
        "音乐轨爆音，开着响度表从头放一遍最容易找到，峰值一般就集中在一两个地方，用片段增益压一下就行。",
        "缺环境音可以从同一条素材的别的地方截几秒，循环垫在空隙下面，两头做短的交叉淡化。",
        "小蜜蜂藏在衣服下面就会很闷，轻轻提一点高频搁架、仔细调一下EQ能找回一些清晰度，但别推太多，不然会出嘶声。",
        "耳机和小音箱都听一遍是对的。如果只是笔记本外放难听，一般是中低频太重了。",
    ],
    "color": [
        "监视器和QuickTime之间的伽马偏移，通常是色彩管理的标签问题，不是调色本身。按观看环境设置正确的标签导出，再换几个播放器看看就清楚了。",
        "log素材本来就是灰的。审片的时候给客户发一个套了查看LUT的版本，等正式调色再说，就不会慌了。",
        "两台机器对色，最好开拍时拍一张色卡；没有的话先对肤色，其他的一般就跟着对上了。",
        "iPad上肤色发绿可能只是那台设备的显示设置。改调色之前先换一台设备看看比较稳。",
    ],
    "mood": [
        "听起来今天很漫长。趁渲染的时候好好休息一下挺好的，盯着进度条它也不会更快。",
        "你已经连着干了好几个小时了，出去走一圈往往比再来一杯咖啡更管用。",
        "好的，你回来了我们接着弄。",
        "这是值得开心一下的好消息，先享受一分钟再去忙下一件事。",
    ],
}
ZH["bullets"] = ["- 改之前先备份工程", "- 记下出错位置的时间码", "- 看一下缓存盘的剩余空间",
                 "- 先导一小段试试", "- 新版本通过之前旧版本别删", "- 记下改了什么，方便撤回",
                 "- 请对方汇总成一份意见清单", "- 导出前再核对一遍交付规范"]
ZH["fact_ack"] = {
    "name": ["记下了，我会把这个名字放进项目联系人里。", "好的，记住这个人是谁了。"],
    "command": ["已经和你其他常用命令存在一起了。", "好的，这条值得留着。"],
    "id": ["这个编号我跟项目放一起了。", "记下了，催的时候报这个号。"],
    "port": ["NAS设置里记上了。", "好的，跟网络相关的笔记放一起了。"],
    "version": ["记下你用的版本了。", "版本信息很重要，兼容性要看这个。"],
    "money": ["金额记下了。", "我把这个数跟项目账目放一起。"],
    "date": ["日期记下了。", "这个截止时间我记着。"],
    "decision": ["这个决定很明确，理由也站得住。", "考虑到之前发生的事，这样很合理。"],
    "constraint": ["明白，这条当硬性规定。", "记下了，有可能违反的地方我会提醒你。"],
}

EN["a_prompt"] = {
    "name": ["who was the person on that email thread again, the one who actually decides?", "wait who do i chase for the sign off",
             "can u pull the contact from that forwarded email, i forgot the name lol"],
    "command": ["how do i do that in ffmpeg again 😩", "whats the command for that, i always forget",
                "is there a faster way to do this than clicking thru resolve for every file"],
    "id": ["did the confirmation come thru? i need the ref", "can u check what the reference was on that"],
    "port": ["what port was the nas admin page on again", "how do i get to the nas settings from the studio"],
    "version": ["can u check the log, what build was that rendered on", "which version is in that log header?"],
    "money": ["can u add up the table i pasted earlier", "whats the total on that, my brain is fried"],
    "date": ["how much time do i actually have on this one", "ok plan backwards from the delivery for me pls"],
    "constraint": ["anything in that email i should not screw up?", "can u skim the brief email, any rules?"],
}
ZH["a_prompt"] = {
    "name": ["那个邮件里真正拍板的人是谁来着？", "审批我该催谁啊", "帮我从转发的邮件里找一下联系人，名字忘了哈哈"],
    "command": ["ffmpeg怎么弄来着😩", "那个命令是啥，我老是记不住", "有没有比在达芬奇里一个个点更快的办法"],
    "id": ["确认信息来了吗？我要那个编号", "帮我查一下那个编号是多少"],
    "port": ["NAS管理页面是哪个端口来着", "在工作室里怎么打开NAS设置"],
    "version": ["帮我看下日志，这是哪个版本渲染的", "日志开头写的是哪个版本？"],
    "money": ["帮我把刚才贴的表加一下", "总共多少钱，我脑子已经转不动了"],
    "date": ["这个活我到底还有多少时间", "从交片那天往回帮我排一下"],
    "constraint": ["那封邮件里有什么我不能搞砸的吗？", "帮我看一下需求邮件，有什么规定？"],
}
EN["tool_lead"] = {"render_queue_status": "I checked the render queue — it's still working through the jobs.",
                   "nas_status": "I looked at the NAS status just now.",
                   "search_files": "I found the matching files on your drives.",
                   "frameio_comments": "I pulled the latest comments from the review link."}
ZH["tool_lead"] = {"render_queue_status": "我看了一下渲染队列，还在一个个跑。",
                   "nas_status": "刚看了一下NAS的状态。",
                   "search_files": "在你的盘上找到了对应的文件。",
                   "frameio_comments": "把审片链接上最新的评论拉下来了。"}
EN["fact_ack"]["name"] += ["Okay, added to the contacts for this job.", "Thanks — good to have the name straight."]
EN["fact_ack"]["command"] += ["Kept. Handy to have the exact flags written down.", "Noted. If it misbehaves, paste the output and we'll look."]
EN["fact_ack"]["id"] += ["Okay, I've got the reference.", "Noted. Worth putting it in the subject line when you follow up."]
EN["fact_ack"]["port"] += ["Okay, noted which port that is.", "Got it. Non-default ports are easy to forget, good call writing it down."]
EN["fact_ack"]["version"] += ["Okay. Worth keeping in mind before any round-trip.", "Noted."]
EN["fact_ack"]["money"] += ["Okay, noted.", "Got it, added to the job numbers."]
EN["fact_ack"]["date"] += ["Okay, that's in the plan now.", "Noted — tight but doable."]
EN["fact_ack"]["decision"] += ["Fair call. Sounds like it'll save you headaches.", "Okay, noted as decided."]
EN["fact_ack"]["constraint"] += ["Okay, hard rule noted.", "Got it, I'll keep that in mind for every export."]
ZH["fact_ack"]["name"] += ["好，加到这个项目的联系人里了。", "谢谢，名字搞清楚了就好。"]
ZH["fact_ack"]["command"] += ["存好了，参数写下来省得以后找。", "记下了，如果出问题把输出贴过来我们一起看。"]
ZH["fact_ack"]["id"] += ["好，编号记下了。", "记下了，跟进的时候写在邮件标题里比较好。"]
ZH["fact_ack"]["port"] += ["好，记下是哪个端口了。", "收到，非默认端口很容易忘，记下来是对的。"]
ZH["fact_ack"]["version"] += ["好的，来回导工程前要注意一下。", "记下了。"]
ZH["fact_ack"]["money"] += ["好，记下了。", "收到，记进项目账目了。"]
ZH["fact_ack"]["date"] += ["好，排进计划里了。", "记下了，有点紧但能做完。"]
ZH["fact_ack"]["decision"] += ["有道理，应该能省不少麻烦。", "好，就按这个定了。"]
ZH["fact_ack"]["constraint"] += ["好，硬性规定记下了。", "收到，每次导出我都会记着这条。"]

POOLS = {"en": EN, "zh": ZH}

# ----------------------------------------------------------------------------------------------
# pasted filler material and tools


def render_log(rng, lang):
    lines = []
    t = rng.randint(30, 600)
    for _ in range(rng.randint(2, 4)):
        fr = rng.randint(100, 99999)
        lines.append(f"frame={fr:6d} fps={rng.randint(3, 140):3d} q=-1.0 size={rng.randint(1, 900)}MiB "
                     f"time=00:{t // 60:02d}:{t % 60:02d}.{rng.randint(10, 99)} speed={rng.randint(1, 40) / 10}x")
        t += rng.randint(20, 200)
    return "\n".join(lines)


FEEDBACK_EN = ["logo too small in the end card", "can we lose the 2nd drone shot", "music feels too sad here",
               "cut the CEO's 'um'", "lower third typo: 'Managment'", "colour feels cold in the warehouse bit",
               "the transition here is a bit much", "hold on the product shot a bit longer",
               "too many jump cuts in the interview", "can the end slate be white instead"]
FEEDBACK_ZH = ["片尾logo太小了", "第二个航拍能不能去掉", "这里音乐太悲伤了", "把老板的'嗯'剪掉",
               "字幕条有错别字", "仓库那段颜色偏冷", "这个转场有点过", "产品镜头多停一会儿",
               "采访里跳切太多了", "片尾底板能不能改成白色"]


def feedback_paste(rng, lang):
    items = rng.sample(FEEDBACK_EN if lang == "en" else FEEDBACK_ZH, rng.randint(3, 6))
    out = []
    for it in items:
        tc = f"{rng.randint(0, 1):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 24):02d}"
        out.append(f"{tc} – {it}")
    if lang == "en":
        head = rng.choice(["feedback just landed, pasting:", "round of notes from the client 🙃",
                           "here's the list they sent lol", "ok notes:"])
        tail = rng.choice(["most of these are fine tbh", "the 3rd one makes no sense", "ugh", "thoughts?"])
    else:
        head = rng.choice(["意见来了，贴一下：", "客户的一轮修改意见🙃", "他们发的清单哈哈", "意见如下："])
        tail = rng.choice(["大部分还行吧", "第三条完全看不懂", "唉", "你怎么看？"])
    return head + "\n\n" + "\n".join(out) + "\n\n" + tail


def log_paste(rng, lang):
    head = rng.choice(["render log from last night:", "what is this even telling me", "log:"] if lang == "en"
                      else ["昨晚的渲染日志：", "这日志到底啥意思", "日志："])
    return head + "\n```\n" + render_log(rng, lang) + "\n```"


def invoice_paste(rng, lang):
    rows = []
    for _ in range(rng.randint(2, 4)):
        rows.append(rng.choice(["grade", "edit", "mix", "subs", "conform"] if lang == "en"
                               else ["调色", "剪辑", "混音", "字幕", "套底"]))
    if lang == "en":
        s = "| line | status |\n|---|---|\n" + "\n".join(f"| {r} | {rng.choice(['paid', 'open', 'sent'])} |" for r in rows)
        return rng.choice(["invoice status, roughly:", "where things are with billing:"]) + "\n\n" + s + "\n\nsuch a fun job lol"
    s = "| 项目 | 状态 |\n|---|---|\n" + "\n".join(f"| {r} | {rng.choice(['已付', '未付', '已发'])} |" for r in rows)
    return rng.choice(["发票大概情况：", "账单进度："]) + "\n\n" + s + "\n\n这工作真有意思哈哈"


def tool_call(rng, lang, topic):
    en = lang == "en"
    k = {"render": "render_queue_status", "nas": "nas_status", "delivery": "search_files",
         "client": "frameio_comments", "color": "search_files", "audio": "search_files",
         "mood": "calendar_week"}[topic]
    if k == "render_queue_status":
        args = {}
        out = "\n".join(f"job {i + 1}: {fname(rng)} {rng.randint(1, 99)}%" for i in range(rng.randint(1, 3)))
        if not en:
            out = out.replace("job", "任务")
    elif k == "nas_status":
        args = {"host": rng.choice(NASHOST)}
        u = rng.randint(40, 93)
        out = (f"volume1: {u}% used; drives: {rng.choice(['4/4 healthy', '3/4 healthy, 1 warning'])}; scrub: {rng.choice(['idle', 'running'])}"
               if en else f"卷1：已用{u}%；硬盘：{rng.choice(['4块正常', '3块正常，1块警告'])}；数据检查：{rng.choice(['空闲', '进行中'])}")
    elif k == "search_files":
        args = {"query": rng.choice(PROJ)}
        out = "\n".join(f"/Volumes/{rng.choice(VOLS)}/{fname(rng)}.mov" for _ in range(rng.randint(1, 4)))
    elif k == "frameio_comments":
        args = {"asset": fname(rng)}
        out = "\n".join(f"{rng.randint(0, 1):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} {c}"
                        for c in rng.sample(FEEDBACK_EN if en else FEEDBACK_ZH, 2))
    else:
        args = {"range": "this week" if en else "本周"}
        ev = (["color session", "client call", "gym", "upload masters", "dentist"] if en
              else ["调色", "客户电话", "健身", "传母版", "看牙"])
        days = WEEKDAYS if en else ["周一", "周二", "周三", "周四", "周五", "周六"]
        out = "\n".join(f"{d}: {rng.choice(ev)}" for d in rng.sample(days, 3))
    return k, json.dumps(args, ensure_ascii=False), out


# ----------------------------------------------------------------------------------------------
# conversation builder

def typo(rng, s):
    words = s.split(" ")
    cand = [i for i, w in enumerate(words) if w.isalpha() and len(w) > 4]
    if not cand:
        return s
    i = rng.choice(cand)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


class Build:
    def __init__(self, seed, lang, per_kind, attempt):
        self.rng = random.Random(f"be/{seed}/{lang}/{attempt}")
        self.lang = lang
        self.P = POOLS[lang]
        self.per_kind = per_kind
        self.needles = []

    def ok_new(self, n):
        return all(n not in m and m not in n for m in self.needles)

    def pick(self, gen, tries=400):
        for _ in range(tries):
            v = gen()
            if self.ok_new(v):
                return v
        raise RuntimeError("could not pick a unique value")

    def clean(self, text):
        return not any(n in text for n in self.needles)

    def filler(self, gen, tries=30):
        for _ in range(tries):
            t = gen()
            if self.clean(t):
                return t
        return None

    def make_facts(self):
        rng, P, lang = self.rng, self.P, self.lang
        facts = []
        pools = {"name": rng.sample(P["names_full"], len(P["names_full"])) + rng.sample(P["names_first"], len(P["names_first"])),
                 "decision": rng.sample(P["decision_p"], len(P["decision_p"])),
                 "constraint": rng.sample(P["constraint_p"], len(P["constraint_p"])),
                 "question": rng.sample(P["question_p"], len(P["question_p"]))}
        # mostly full names, a first name or two now and then
        full = rng.sample(P["names_full"], len(P["names_full"]))
        first = rng.sample(P["names_first"], len(P["names_first"]))
        for _ in range(rng.randint(0, 2)):
            full.insert(rng.randrange(0, self.per_kind), first.pop())
        pools["name"] = full + first
        roles = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                f = {"kind": kind, "src": "u"}
                if kind in ("name", "decision", "constraint", "question"):
                    pool = pools[kind]
                    while True:
                        if not pool:
                            raise RuntimeError("pool exhausted for " + kind)
                        v = pool.pop(0)
                        vs = list(v) if isinstance(v, tuple) else [v]
                        if all(self.ok_new(x) for x in vs) and (len(vs) < 2 or (vs[0] not in vs[1] and vs[1] not in vs[0])):
                            break
                    f["needles"] = vs
                    if kind == "name":
                        if not roles:
                            roles.extend(rng.sample(P["roles"], len(P["roles"])))
                        f["role"] = roles.pop()
                elif kind == "command":
                    f["needles"] = [self.pick(lambda: make_command(rng))]
                elif kind == "id":
                    f["src"], f["tpl"] = rng.choice(P["id_t"])
                    ks = id_kinds(f["tpl"])
                    f["needles"] = [self.pick(lambda: make_id(rng, ks))]
                elif kind == "port":
                    f["needles"] = [self.pick(lambda: rng.choice(PORTS))]
                elif kind == "version":
                    f["src"], f["tpl"] = rng.choice(P["version_t"])
                    cat = version_cat(f["tpl"])
                    pv = None
                    for _ in range(200):
                        pv = make_version(rng, lang, cat)
                        if self.ok_new(pv[1]):
                            break
                    else:
                        raise RuntimeError("version")
                    f["prod"] = pv[0]
                    f["needles"] = [pv[1]]
                elif kind == "money":
                    f["needles"] = [self.pick(lambda: make_money(rng, lang))]
                elif kind == "date":
                    f["needles"] = [self.pick(lambda: make_date(rng, lang))]
                self.needles.extend(f["needles"])
                facts.append(f)
        # choose templates / sources
        for f in facts:
            k = f["kind"]
            if "tpl" in f:
                continue
            if k in ("decision", "question"):
                f["tpl"] = rng.choice(P[k + "_t"])
                f["src"] = "u"
            else:
                src, tpl = rng.choice(P[k + "_t"])
                f["src"], f["tpl"] = src, tpl
        return facts

    def render_fact(self, f):
        rng, lang = self.rng, self.lang
        k, n = f["kind"], f["needles"]
        t = f["tpl"]
        if k == "name":
            return t.format(name=n[0], role=f["role"])
        if k == "command":
            return t.format(cmd=n[0], log=render_log(rng, lang))
        if k == "id":
            return t.format(id=n[0])
        if k == "port":
            return t.format(port=n[0])
        if k == "version":
            return t.format(prod=f["prod"], ver=n[0])
        if k == "money":
            return t.format(money=n[0])
        if k == "date":
            return t.format(date=n[0])
        if k == "decision":
            return t.format(c=n[0], r=n[1])
        if k == "constraint":
            return t.format(rule=n[0])
        return t.format(q=n[0])

    def user_filler(self, topic):
        rng, P, lang = self.rng, self.P, self.lang

        def gen():
            x = rng.random()
            if x < 0.07:
                return feedback_paste(rng, lang)
            if x < 0.12:
                return log_paste(rng, lang)
            if x < 0.15:
                return invoice_paste(rng, lang)
            s = rng.choice(P["user_chat"][topic])
            if rng.random() < 0.3:
                s = rng.choice(P["openers"]) + " " + s
            if rng.random() < 0.25:
                s2 = rng.choice(P["user_chat"][rng.choice(list(P["user_chat"]))])
                s = s + ("\n" if rng.random() < 0.5 else (" " if lang == "en" else "，")) + s2
            if lang == "en" and rng.random() < 0.12:
                s = typo(rng, s)
            return s
        return self.filler(gen) or ("ok" if lang == "en" else "好")

    def assistant_reply(self, topic, long=True):
        rng, P = self.rng, self.P

        def gen():
            if not long:
                return rng.choice(P["ack"])
            paras = rng.sample(P["paras"][topic], 1 if topic == "mood" else rng.randint(1, 3))
            if topic != "mood" and rng.random() < 0.35:
                other = rng.choice([t for t in P["paras"] if t != topic and t != "mood"])
                paras.append(rng.choice(P["paras"][other]))
            if rng.random() < 0.3:
                paras.insert(rng.randint(1, len(paras)), "\n".join(rng.sample(P["bullets"], rng.randint(2, 4))))
            return "\n\n".join(paras)
        return self.filler(gen) or rng.choice(P["ack"])

    def build(self):
        rng, P, lang = self.rng, self.P, self.lang
        facts = self.make_facts()
        nf = len(facts)
        target = rng.randint(max(130, int(nf * 1.6)), max(150, min(270, int(nf * 2.6))))
        T = target // 2
        rng.shuffle(facts)
        slots = [[] for _ in range(T)]
        for j, f in enumerate(facts):
            pos = 1 + int((j + rng.random()) * (T - 1) / nf)
            slots[min(pos, T - 1)].append(f)
        # an assistant-stated fact gets a turn of its own (no user facts in it)
        for ti in range(T):
            afs = [f for f in slots[ti] if f["src"] == "a"]
            if afs and any(f["src"] == "u" for f in slots[ti]):
                for d in range(1, T):
                    cands = [x for x in (ti + d, ti - d) if 1 <= x < T and not any(g["src"] == "u" for g in slots[x])]
                    if cands:
                        for f in afs:
                            slots[ti].remove(f)
                            slots[cands[0]].append(f)
                        break
        topics = list(P["user_chat"].keys())
        topic_for = {"name": "client", "command": "render", "id": "delivery", "port": "nas",
                     "version": "render", "money": "client", "date": "delivery", "decision": "mood",
                     "constraint": "client"}
        turns = []  # list of (user_texts, tool or None, assistant_text, fact_owner_map)
        nmsg = 0
        for ti in range(T):
            fs = slots[ti]
            ufs = [f for f in fs if f["src"] == "u"]
            afs = [f for f in fs if f["src"] == "a"]
            topic = rng.choice(topics)
            user_texts = []
            owners = []  # per message: list of facts
            if ti == 0:
                user_texts.append(rng.choice(["heyy ok new week, lots going on 😵‍💫 lets get organised",
                                              "morning! gonna dump a bunch of job stuff on u today lol"] if lang == "en"
                                             else ["早啊，这周事情超多😵‍💫 帮我理一理", "在吗，今天要丢一堆工作上的事给你哈哈"]))
                owners.append([])
            if ufs:
                parts = []
                qtail = None
                used = set()
                for f in ufs:  # two facts of one kind in a message get different templates
                    if f["tpl"] in used and f["kind"] not in ("id", "version"):
                        opts = [t if isinstance(t, str) else t[1] for t in P[f["kind"] + "_t"]
                                if isinstance(t, str) or t[0] == "u"]
                        opts = [t for t in opts if t not in used]
                        if opts:
                            f["tpl"] = rng.choice(opts)
                    used.add(f["tpl"])
                for f in ufs:
                    parts.append(self.render_fact(f))
                    if f["kind"] == "question":
                        qtail = rng.choice(P["q_tail"])
                    else:
                        topic = topic_for[f["kind"]]
                if rng.random() < 0.3 and not parts[0].startswith(("ok", "so", "`", "|", ">")):
                    op = rng.choice(P["openers"])
                    if lang == "en":
                        parts[0] = op + " " + parts[0]
                    else:
                        parts[0] = op + ("" if op[-1] in "，：☕" else "，") + parts[0]
                sep = rng.choice(["\n", "\n\n", "\nalso " if lang == "en" else "\n还有，"]) if len(parts) > 1 else ""
                if len(parts) > 1 and rng.random() < 0.3 and nmsg + len(parts) < 275:
                    # double text: one message per fact
                    for f, p in zip(ufs, parts):
                        user_texts.append(p)
                        owners.append([f])
                else:
                    user_texts.append(sep.join(parts))
                    owners.append(list(ufs))
                if qtail:
                    topic = qtail[0]
                    user_texts[-1] = user_texts[-1] + ("\n" if rng.random() < 0.7 else "\n\n") + qtail[1]
            elif afs and ti > 0:
                k = rng.choice([f["kind"] for f in afs])
                topic = topic_for[k]
                user_texts.append(rng.choice(P["a_prompt"][k]))
                owners.append([])
            elif ti > 0:
                user_texts.append(self.user_filler(topic))
                owners.append([])
                if rng.random() < 0.06 and nmsg < 260:
                    user_texts.append(self.user_filler(topic))
                    owners.append([])
            tool = None
            if topic != "mood" and not ufs and rng.random() < (0.5 if afs else 0.25):
                tool = tool_call(rng, lang, topic)
            # assistant
            if afs:
                body = [self.render_fact(f) for f in afs]
                if rng.random() < 0.7:
                    body.append(self.assistant_reply(topic))
                atext = "\n\n".join(body)
                if tool:
                    atext = P["tool_lead"][tool[0]] + (" " if lang == "en" else "") + atext
            else:
                short = (ufs and all(f["kind"] != "question" for f in ufs) and rng.random() < 0.45) or \
                        (not ufs and topic == "mood" and rng.random() < 0.5)
                if short and ufs:
                    k = rng.choice([f["kind"] for f in ufs])
                    atext = rng.choice(P["fact_ack"][k])
                    if rng.random() < 0.5:
                        atext += "\n\n" + self.assistant_reply(topic)
                elif ufs and all(f["kind"] != "question" for f in ufs):
                    k = rng.choice([f["kind"] for f in ufs])
                    atext = rng.choice(P["fact_ack"][k])
                    if k != "decision" or rng.random() < 0.3:
                        atext += "\n\n" + self.assistant_reply(topic if k != "decision" else rng.choice(["render", "nas", "delivery", "client"]))
                else:
                    atext = self.assistant_reply(topic, long=not short)
                if tool:
                    atext = P["tool_lead"][tool[0]] + "\n\n" + atext
            turns.append((user_texts, owners, tool, atext, afs))
            nmsg += len(user_texts) + 1
        # rows
        rows, owner_of = [], {}
        t = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc)
        n = 0
        call_n = 0

        def add(item, meta):
            nonlocal t, n
            n += 1
            t += timedelta(seconds=rng.randint(25, 130))
            rows.append({"v": 2, "id": f"msg_be{n}", "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                         "item": item, "meta": meta})
            return len(rows) - 1

        for user_texts, owners, tool, atext, afs in turns:
            for ut, ow in zip(user_texts, owners):
                i = add({"type": "message", "role": "user", "content": ut}, {"uiRole": "user"})
                for f in ow:
                    owner_of[id(f)] = i
            if tool:
                call_n += 1
                cid = f"call_be{call_n}"
                add({"type": "function_call", "callId": cid, "name": tool[0], "arguments": tool[1]}, {})
                add({"type": "function_call_result", "callId": cid, "name": tool[0], "status": "completed",
                     "output": tool[2]}, {})
            i = add({"type": "message", "role": "assistant", "content": atext}, {"uiRole": "assistant"})
            for f in afs:
                owner_of[id(f)] = i
        return facts, rows, owner_of


def row_text(r):
    it = r["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["name"] + " " + it["arguments"]
    return it["name"] + " " + it["output"]


def validate(facts, rows, owner_of):
    all_n = [n for f in facts for n in f["needles"]]
    if len(set(all_n)) != len(all_n):
        return "duplicate needle"
    for a in all_n:
        for b in all_n:
            if a != b and a in b:
                return f"needle {a!r} inside {b!r}"
    texts = [row_text(r) for r in rows]
    for f in facts:
        if id(f) not in owner_of:
            return "fact not placed"
        for nd in f["needles"]:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if hits != [owner_of[id(f)]]:
                return f"needle {nd!r} in rows {hits}"
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return f"{nmsg} messages"
    return None


def make_conversation(seed, lang, per_kind):
    last = None
    for attempt in range(200):
        try:
            facts, rows, owner_of = Build(seed, lang, per_kind, attempt).build()
        except RuntimeError as e:
            last = str(e)
            continue
        err = validate(facts, rows, owner_of)
        if err is None:
            return facts, rows
        last = err
    sys.exit(f"seed {seed}: could not build a valid conversation ({last})")


# ----------------------------------------------------------------------------------------------
# running okbot

def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, env=env, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout


def max_summary(roots):
    best = 0

    def walk(o):
        nonlocal best
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "summary" and isinstance(v, str):
                    best = max(best, len(v))
                else:
                    walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
    for root in roots:
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        walk(json.load(fh))
                except (OSError, ValueError):
                    pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]")
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    kept_k = {k: 0 for k in KINDS}
    tot_k = {k: 0 for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        facts, rows = make_conversation(seed, lang, per_kind)
        root = os.path.join(os.path.abspath(workdir), f"root-{seed}")
        roots.append(root)
        if os.path.isdir(root):
            shutil.rmtree(root)  # a fresh data root per run, so reruns compare
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batches, cur, cnt = [], [], 0
        for r in rows:
            if r["item"]["type"] == "message":
                if cnt == 25:
                    batches.append(cur)
                    cur, cnt = [], 0
                cnt += 1
            cur.append(r)
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b))
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        missing = []
        kept = 0
        for f in facts:
            tot_k[f["kind"]] += 1
            if all(nd in ctx for nd in f["needles"]):
                kept += 1
                kept_k[f["kind"]] += 1
            else:
                missing.append(f)
        print(f"seed {seed} ({lang}, {nmsg} messages, {len(rows)} rows, {len(batches)} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in sorted(missing, key=lambda f: KINDS.index(f["kind"])):
            print(f"  missing {f['kind']}: " + " + ".join(f["needles"]))
        sys.stdout.flush()
    for k in KINDS:
        pct = 100.0 * kept_k[k] / tot_k[k] if tot_k[k] else 0.0
        print(f"kind {k} {kept_k[k]}/{tot_k[k]} {pct:.1f}")
    tk, tt = sum(kept_k.values()), sum(tot_k.values())
    print(f"retention overall {100.0 * tk / tt if tt else 0.0:.1f}")
    print(f"max summary chars {max_summary(roots)}")


if __name__ == "__main__":
    main()
