#!/usr/bin/env python3
"""Held-out retention set "ay": a first-time home buyer talks to their assistant.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path of the okbot binary to measure
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Env:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a first-time home buyer who overthinks and asks many questions (lots never
answered, some half answered, some answered much later): the mortgage broker and
rates, offers and counter-offers, an inspection report pasted in pieces, HOA
documents, closing dates, earnest money, a spreadsheet of monthly costs, a
partner who disagrees on some things, and a small script comparing loan
scenarios.  Chinese: 第一次买房的人，想得多、问题多：贷款经纪和利率、出价和还价、
分段粘贴的验房报告、物业文件、过户日期、定金、每月开销表、意见不一的另一半，以及一个
比较贷款方案的小脚本。

Each conversation (130-280 messages plus tool rows) is seeded with PER_KIND facts
of each kind: name, command, id, port, version, money, date, decision,
constraint, question.  Every fact has needles: exact substrings that must all be
found VERBATIM in `okbot context show` after the conversation was appended in
batches of 25 messages with `okbot compress --now` after each batch.  Each needle
occurs in exactly one row of the conversation (its own message), which is checked
in code; a failed check rebuilds the conversation with the next attempt number.
Standard library only; deterministic per seed.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
MSGS_PER_BATCH = 25

# ---------------------------------------------------------------------------
# value generators (shared)
# ---------------------------------------------------------------------------
EN_FIRST = ["Priya", "Marcus", "Delia", "Tomasz", "Rachel", "Owen", "Ines", "Curtis",
            "Hannah", "Rafael", "Noor", "Gwen", "Dmitri", "Latoya", "Bennett", "Yuki",
            "Colette", "Arjun", "Shauna", "Felix", "Maribel", "Desmond", "Ingrid", "Kwame"]
EN_LAST = ["Raman", "Okafor", "Whitfield", "Brennan", "Castellano", "Lindqvist", "Haddad",
           "Pruitt", "Nakashima", "Delacroix", "Ferreira", "Oyelaran", "McAllister",
           "Szymanski", "Trujillo", "Abernathy", "Kowalczyk", "Vasquez", "Holloway", "Achebe"]
EN_ROLES = ["our mortgage broker", "the listing agent", "the home inspector", "the HOA property manager",
            "the escrow officer at the title company", "my loan officer at the credit union",
            "the appraiser", "the seller's agent", "our real estate attorney", "the insurance agent",
            "the roofer who quoted the flashing repair", "the underwriter on our file",
            "our buyer's agent", "the sewer scope guy", "the HOA board treasurer",
            "the electrician who looked at the panel"]
ZH_SURN = ["王", "陈", "刘", "张", "李", "赵", "周", "吴", "孙", "郑", "黄", "林", "何", "马",
           "高", "许", "胡", "邓", "罗", "梁"]
ZH_GIVEN = ["丽娟", "志强", "海峰", "雅婷", "建国", "晓东", "倩倩", "浩然", "佳怡", "文杰",
            "雪梅", "俊辉", "晓燕", "鹏飞", "静怡", "立新", "子涵", "国栋", "美玲", "振宇"]
ZH_ROLES = ["我们的贷款经纪", "卖方中介", "我们的买方中介", "验房师", "物业经理", "过户公司的经办人",
            "信用社的信贷员", "评估师", "我们请的律师", "保险经纪", "报价修屋顶的师傅",
            "负责我们贷款的审核员", "做下水道检测的师傅", "业委会的财务", "看电箱的电工"]


def gen_command(r):
    k = r.randrange(12)
    if k == 0:
        rate = r.choice(["5.875", "6.125", "6.25", "6.375", "6.5", "6.625", "5.99", "6.875"])
        return (f"python3 compare_loans.py --rate {rate} --term {r.choice([15, 20, 30])} --down {r.randrange(30, 95)}000",
                "compare", "比较方案")
    if k == 1:
        w = r.choice(["roof", "GFCI", "flashing", "efflorescence", "double-tap", "venting", "sump"])
        return f"grep -n -i '{w}' inspection_part{r.randrange(1, 6)}.txt", "grep", "搜验房报告"
    if k == 2:
        return f"pdftotext -layout HOA_CCRs_rev{r.randrange(2, 9)}.pdf ccrs_{r.randrange(10, 99)}.txt", "pdf", "转物业文件"
    if k == 3:
        return (f"csvcut -c month,total monthly_costs_{r.choice(['a', 'b', 'c', 'final', 'sam', 'new'])}{r.randrange(2, 30)}.csv | csvstat",
                "csv", "看开销表")
    if k == 4:
        return f"sort -t, -k3 -n offers_log.csv | tail -{r.randrange(3, 15)}", "sort", "看出价记录"
    if k == 5:
        return (f"git tag -a loan-script-{r.choice(['pre-arm', 'pmi-fix', 'v-final', 'sam-ok', 'lock'])}{r.randrange(2, 40)} -m 'before the refactor'",
                "git", "打标签")
    if k == 6:
        return f"wc -w inspection_part{r.randrange(1, 6)}_{r.choice(['raw', 'clean', 'ocr'])}.txt", "wc", "数字数"
    if k == 7:
        return f"rsync -av ~/house-docs/ /Volumes/Backup{r.randrange(2, 90)}/house-docs/", "rsync", "备份"
    if k == 8:
        return f"shasum -a 256 earnest_wire_receipt_{r.randrange(100, 999)}.pdf", "shasum", "校验收据"
    if k == 9:
        return f"find ~/Downloads -iname '*hoa*' -mtime -{r.randrange(2, 40)}", "find", "找文件"
    if k == 10:
        return (f"python3 compare_loans.py --scenario {r.choice(['buydown', 'arm7', 'fha', 'conv10', 'conv20'])} --points {r.choice(['0.5', '1', '1.25', '2'])} --csv out{r.randrange(2, 60)}.csv",
                "compare", "比较方案")
    return f"ocrmypdf --force-ocr inspection_scan_{r.randrange(10, 99)}.pdf inspection_ocr.pdf", "ocr", "识别扫描件"


ID_KINDS = [("LN-{d6}", "loan application number", "贷款申请号"),
            ("ESC-{d5}-{L}", "escrow number", "过户托管编号"),
            ("INSP-{d4}{L}", "inspection report number", "验房报告编号"),
            ("HOA-TKT-{d4}", "HOA ticket number", "物业工单号"),
            ("APR{d6}", "appraisal order number", "评估订单号"),
            ("OFR-{d4}-{LL}", "offer reference", "出价编号"),
            ("INV-{d5}", "inspector's invoice number", "验房发票号"),
            ("WIRE{d8}", "wire confirmation number", "汇款确认号"),
            ("POL-{LL}{d6}", "insurance quote number", "保险报价单号"),
            ("DSP-{d5}{L}", "credit dispute case number", "征信申诉编号"),
            ("BK-{L}{d5}", "movers booking number", "搬家预约号")]


def gen_id(r):
    pat, en, zh = r.choice(ID_KINDS)
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    v = (pat.replace("{d8}", str(r.randrange(10 ** 7, 10 ** 8)))
         .replace("{d6}", str(r.randrange(10 ** 5, 10 ** 6)))
         .replace("{d5}", str(r.randrange(10 ** 4, 10 ** 5)))
         .replace("{d4}", str(r.randrange(1000, 10 ** 4)))
         .replace("{LL}", r.choice(L) + r.choice(L)).replace("{L}", r.choice(L)))
    return v, en, zh


PORT_THINGS = [("the loan comparison dashboard", "贷款对比的小网页"),
               ("Home Assistant on the old laptop", "旧笔记本上的 Home Assistant"),
               ("the Jupyter notebook with the amortization plots", "画还款曲线的 Jupyter"),
               ("the NAS where I keep the scanned docs", "放扫描件的 NAS"),
               ("the seller's camera recorder", "卖家留下的监控录像机"),
               ("the streamlit version of the spreadsheet", "开销表的 streamlit 版本"),
               ("the thermostat's local API", "温控器的本地接口"),
               ("the tiny Flask app for the offer log", "记录出价的小 Flask 程序")]


def gen_port(r):
    if r.random() < 0.5:
        p = r.choice([8123, 8888, 5000, 8050, 8501, 9090, 8443, 7878, 5173, 3000, 554, 32400, 8081, 4200])
    else:
        p = r.randrange(3100, 9900)
        while 1890 <= p <= 2099:
            p = r.randrange(3100, 9900)
    return str(p)


VERSION_THINGS = [("my loan script", "我的贷款脚本"), ("the HOA bylaws", "物业章程"),
                  ("the monthly costs spreadsheet", "每月开销表"),
                  ("the purchase agreement form", "购房合同模板"),
                  ("numpy-financial", "numpy-financial"),
                  ("the lender's rate sheet", "银行的利率表"),
                  ("the seller disclosure form", "卖方披露表"),
                  ("the inspection app", "验房软件")]


def gen_version(r):
    k = r.randrange(4)
    a, b, c = r.randrange(0, 5), r.randrange(0, 20), r.randrange(1, 30)
    if k == 0:
        return f"v{a}.{b}.{c}"
    if k == 1:
        return f"rev {r.randrange(2, 12)}.{r.randrange(1, 9)}"
    if k == 2:
        return f"{a}.{b}.{c}b{r.randrange(1, 5)}"
    return f"v{r.randrange(2, 20)}.{r.randrange(0, 10)}"


MONEY_THINGS = [("the earnest money", "定金"), ("the counter-offer", "对方的还价"),
                ("the appraisal fee", "评估费"), ("the inspection fee", "验房费"),
                ("HOA dues per month", "每月物业费"), ("the special assessment", "特别摊派费"),
                ("the closing cost estimate", "过户费用估算"), ("the seller credit", "卖方补贴"),
                ("the buydown cost", "买利率点的费用"), ("the movers' quote", "搬家报价"),
                ("PMI per month", "每月的PMI"), ("the yearly property tax", "每年的房产税"),
                ("the insurance premium", "房屋保险费"), ("our offer", "我们的出价"),
                ("the roof repair quote", "修屋顶的报价")]


def gen_money(r, zh):
    if not zh:
        k = r.randrange(4)
        if k == 0:
            return f"${r.randrange(250, 9999):,}"
        if k == 1:
            return f"${r.randrange(10, 999)},{r.randrange(0, 999):03d}"
        if k == 2:
            return f"${r.randrange(100, 4000):,}.{r.randrange(1, 99):02d}"
        return f"${r.randrange(12, 95)}k"
    k = r.randrange(4)
    if k == 0:
        return f"{r.randrange(300, 99999)}元"
    if k == 1:
        return f"¥{r.randrange(1000, 99999):,}"
    if k == 2:
        return f"{r.randrange(3, 400)}万元"
    return f"{r.randrange(2, 99)}.{r.randrange(1, 10)}万"


MONTHS = ["January", "February", "March", "April", "December", "November"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "Dec"]
DATE_THINGS = [("closing", "过户"), ("the inspection contingency deadline", "验房条款截止"),
               ("the rate lock expiry", "利率锁定到期"), ("the appraisal visit", "评估师上门"),
               ("the final walkthrough", "最后一次验收"), ("the HOA document review deadline", "物业文件审核截止"),
               ("the loan commitment date", "贷款承诺日"), ("move-in", "搬家"),
               ("the earnest money due date", "定金截止"), ("the end of our lease", "租约到期"),
               ("the sewer scope appointment", "下水道检测")]


def ordinal(d):
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def gen_date(r, zh):
    d = r.randrange(2, 29)
    if zh:
        m = r.choice([12, 1, 2, 3, 4])
        k = r.randrange(3)
        if k == 0:
            return f"{m}月{d}日"
        if k == 1:
            return f"{m}月{d}号"
        return f"{r.choice(['下周', '下下周'])}{r.choice('一二三四五')}（{d}号）"
    k = r.randrange(5)
    if k == 0:
        return f"{r.choice(MONTHS)} {d}"
    if k == 1:
        return f"{r.choice(MON3)} {ordinal(d)}"
    if k == 2:
        return f"{r.choice(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])} the {ordinal(d)}"
    if k == 3:
        return f"{r.choice([12, 1, 2, 3])}/{d}"
    return f"{ordinal(d)} of {r.choice(MONTHS)}"


# ---------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------
EN_DECISIONS = [
    ("go with the 30-year fixed", "the ARM resets after year five"),
    ("skip the rate buydown", "break-even is almost seven years"),
    ("pass on the Birch Lane condo", "HOA reserves are badly underfunded"),
    ("pay for a separate sewer scope", "big trees sit right over the lateral"),
    ("switch to the credit union loan", "their lender fees are way lower"),
    ("put only ten percent down", "we want an emergency fund left over"),
    ("ask for a seller credit instead of repairs", "we'd rather pick our own roofer"),
    ("keep the inspection contingency", "the house was built in the sixties"),
    ("sign the second counter-offer", "they finally moved the closing date"),
    ("buy the home warranty ourselves", "the water heater is fourteen years old"),
    ("lock the rate this afternoon", "the Fed meets next week"),
    ("choose the townhouse over the detached one", "no yard work and a shorter commute"),
    ("drop the escalation clause", "it basically shows our ceiling"),
    ("walk away from the Elm Street house", "the foundation crack got worse on reinspection"),
    ("keep the appraisal contingency", "comps on that street are all over"),
    ("hold off on painting", "every spare dollar goes to cash to close"),
    ("use the title company the seller picked", "it saves us a week of back and forth"),
    ("not buy the points package", "we might refinance within three years"),
]
EN_DECISION_T = [
    ("user", "ok decided: we're going to {c}. mainly because {r}, and honestly I'm tired of going back and forth on it"),
    ("user", "{p} and I talked until like 1am and we'll {c} — {r}, that was the clincher for both of us"),
    ("user", "final answer (I think lol): {c}, since {r}. please hold me to it"),
    ("assistant", "Understood — the plan is to {c}, on the grounds that {r}. I'll treat that as settled unless you tell me otherwise, and I'd let your agent know today so nobody is working from the old plan."),
    ("user", "Not gonna lie I flip-flopped a lot but we want to {c}. Reason is simple: {r}."),
    ("user", "after sleeping on it we'll {c}. the thing is {r} and I don't want to regret it in a year"),
    ("user", "ugh ok. we {p2} to {c}?? yes. because {r}. done. moving on"),
]
EN_CONSTRAINTS = [
    "never wire money without calling escrow first",
    "don't sign anything on a weekend",
    "only offer after seeing a place in person",
    "never let a lender pull our credit again",
    "don't tell the listing agent our max budget",
    "no houses with oil heat",
    "only book viewings after 6pm on weekdays",
    "never email the seller's agent directly",
    "always cc {p} on lender emails",
    "no more than two open houses a weekend",
    "never send my SSN by text",
    "only pay the inspector by credit card",
    "don't touch the 401k for the down payment",
    "no adjustable-rate loans at all",
    "keep the mortgage payment below our rent",
    "nothing gets signed before the attorney reads it",
    "never schedule anything during my Tuesday standup",
]
EN_CONSTRAINT_T = [
    ("user", "rule for myself, writing it here: {c}. I mean it"),
    ("user", "{p} made me promise this and fine, they're right: {c}."),
    ("user", "reminder for future me — {c}, no matter how excited I get about a kitchen"),
    ("assistant", "Noted as a standing rule: {c}. If anything we plan later bumps into it, I'll point that out before we go further."),
    ("user", "ok one more ground rule while I'm thinking of it: {c}"),
    ("user", "we agreed on this weeks ago and I keep forgetting so putting it in writing: {c}. ok?"),
]
EN_QUESTIONS = [
    ("can we deduct the points we pay at closing", "deduct the points we pay"),
    ("what happens to the rate lock if closing slips", "rate lock if closing slips"),
    ("does the special assessment transfer to the buyer", "special assessment transfer to the buyer"),
    ("is the radon level in the basement something to worry about", "radon level in the basement"),
    ("who normally pays the HOA transfer fee", "pays the HOA transfer fee"),
    ("do we need title insurance for the owner's side too", "title insurance for the owner's side"),
    ("can the seller back out after accepting our counter", "seller back out after accepting"),
    ("does earnest money count toward the down payment", "earnest money count toward the down payment"),
    ("how long does underwriting usually take around the holidays", "underwriting usually take around the holidays"),
    ("is it weird that the appraisal came in exactly at price", "appraisal came in exactly at price"),
    ("do we need flood insurance if we're in zone X", "flood insurance if we're in zone X"),
    ("can we recast the mortgage later if we get a bonus", "recast the mortgage later"),
    ("what does 'subject to lender approval' actually cover", "subject to lender approval"),
    ("does the dehumidifier convey with the house", "dehumidifier convey with the house"),
    ("is the crack above the garage door structural", "crack above the garage door"),
    ("can we move in before the funding date", "move in before the funding date"),
    ("would a HELOC later mess with removing PMI", "HELOC later mess with removing PMI"),
    ("do we owe the seller prorated property tax", "owe the seller prorated property tax"),
]
EN_QUESTION_T = [
    ("user", "random q: {q}?"),
    ("user", "also — and nobody has answered this yet — {q}? anyway first, {pivot}"),
    ("user", "{p} asked me {q} and I had no idea. wait actually skip that, {pivot}"),
    ("user", "hmm. {q}? I'll look it up later I guess"),
    ("user", "adding to my list for the broker: {q}? (she never replies to these lol)"),
    ("user", "ok maybe dumb question but {q}?? anyway back to the inspection stuff"),
    ("user", "thinking out loud here... {q}? not urgent, just bugging me"),
]
EN_PIVOTS = ["can you sanity check the monthly total in the sheet",
             "can you explain what a loan estimate vs closing disclosure is",
             "can you help me write a polite nudge to the agent",
             "can you look at part 3 of the inspection report",
             "can you tell me what to ask at the walkthrough"]
EN_NAME_T = [
    ("user", "ok update: {n} is going to be {role} for us. seems nice, answers emails fast which is a first"),
    ("user", "{n} ({role}) called me back finally, said they'd send over the paperwork by tonight?? we'll see"),
    ("user", "forgot to mention, {role} is {n}. {p} found them through a coworker"),
    ("user", "Writing this down so I don't lose it — {role}: {n}. phone number is buried in my email somewhere"),
    ("assistant", "Got it — I'll remember {n} as {role}. When you reply, it's worth asking them for a written timeline so you're not guessing what happens when."),
    ("user", "so {p} wants {n} as {role} because they worked together before. I'm fine with it I guess? a little nervous"),
    ("user", "just had a weird 20 min call with {n}, {role}. very fast talker. I think it went ok"),
]
EN_COMMAND_T = [
    ("user", "I ran `{x}` and it spat out a wall of numbers, not sure which column actually matters"),
    ("user", "note to self: `{x}` is the thing that works. the earlier one errored out"),
    ("assistant", "Try this from the folder where the files live:\n\n    {x}\n\nIt won't change anything on disk except the output it names, so it's safe to rerun whenever a new version of the file shows up."),
    ("user", "{p} asked how I get my numbers, I said I just run {x} and they looked at me like I have two heads"),
    ("assistant", "The command you want is `{x}` — run it after you've saved the newest export, otherwise you'll be looking at last week's data."),
    ("user", "ok so `{x}` did it. took me way too long to figure out the quoting"),
]
EN_ID_T = [
    ("user", "the {w} is {v}, keep that handy pls"),
    ("user", "just got an email with subject 'Re: {v}' — apparently that's the {w}. nobody told me"),
    ("assistant", "For reference, the {w} you gave me is {v}. Quote it at the start of any call; it saves them five minutes of looking you up."),
    ("user", "{p} keeps asking me for the {w}... it's {v}. writing it here so I stop digging through my inbox"),
    ("user", "ugh they need the {w} AGAIN. {v}. why can't they look it up themselves"),
    ("user", "found the {w} on page 2 of the pdf: {v}"),
]
EN_PORT_T = [
    ("user", "{t} runs on port {v} now, I changed it because something else grabbed the default"),
    ("user", "{p} got {t} working!! it's on localhost:{v} if I want to open it from the ipad"),
    ("assistant", "Since {t} is listening on port {v}, you can reach it from another device on the same Wi-Fi with the laptop's IP and that port; just don't open it up on the router."),
    ("user", "just so we remember: {t} → port {v}"),
    ("user", "tried to open {t} and got connection refused. oh wait, it's port {v} not the one I typed. ok works"),
    ("user", "the seller's notes say {t} uses port {v}, no idea what I'm supposed to do with that info"),
]
EN_VERSION_T = [
    ("user", "bumped {t} to {v}, finally. one less thing"),
    ("user", "the copy of {t} they sent is {v} but the website has something older?? which one counts"),
    ("assistant", "The header of {t} says {v}, so that's the copy to rely on; the older one online is probably just never taken down."),
    ("user", "{p} is on {v} of {t}, I'm apparently behind. again"),
    ("user", "pinned {t} at {v} because the newer one broke stuff"),
    ("user", "our agent says {t} should be {v}, and that's what we signed"),
]
EN_MONEY_T = [
    ("user", "{t} is {v}. that number makes my stomach hurt"),
    ("user", "ok so {t} came back at {v}. is that normal??"),
    ("assistant", "With {t} at {v}, I'd put it in its own row of the spreadsheet so it doesn't get mixed in with the monthly items."),
    ("user", "{p} thought {t} would be less but no, it's {v}"),
    ("user", "small win: {t} ended up being {v}"),
    ("user", "writing it down before I forget — {t}: {v}"),
]
EN_DATE_T = [
    ("user", "{t} is {v}. putting it in the calendar right now"),
    ("user", "they moved {t} to {v}, which is. fine. I guess"),
    ("assistant", "So {t} lands on {v}. I'd work backwards from that: anything the lender still needs should be in their hands at least a week before."),
    ("user", "{p} can't remember when {t} is so for the record: {v}"),
    ("user", "just confirmed with the agent, {t} = {v}"),
    ("user", "wait is {t} {v}? yes. checked the email. ok"),
]
EN_NAME_ACK = [
    "Good to have a name attached to that. A short intro email that lists what you need from them and by when usually sets the tone.",
    "Nice — keep a running note of what you've asked them and when, so if something slips you have the thread ready.",
    "That helps. When you talk to them next, ask what their preferred channel is; some people answer texts in minutes and emails in days.",
]
EN_ACKS = [
    "Okay, noted.",
    "Got it. I'll keep that in mind as we go.",
    "Makes sense. One thing at a time — you're doing better at keeping track of all this than you think.",
    "Noted. If it helps, we can add it to the checklist so it's not living only in your head.",
    "Thanks for writing that down. That's exactly the kind of detail that gets lost in a process this long.",
]
EN_USER_REPLIES = ["ok thanks", "makes sense", "ugh fine", "ok that helps actually", "noted, ty",
                   "ok", "perfect", "lol ok", "right, right", "thank you, seriously"]
EN_LEADINS = ["wait, say that again? I was half listening", "ok remind me what we landed on there",
              "sorry, {p} was talking to me, what was that", "can you recap that part for me",
              "hold on, what do I actually need to write down from all this", "ok and the practical bit?",
              "so what's the takeaway", "brain full. short version pls"]
EN_CHAT = [
    "ok sorry, back. had to walk the dog",
    "I think I've read the word contingency more times this week than in my whole life",
    "is it normal to feel sick every time an email from the lender comes in",
    "we drove past the house again tonight. the lights were on. very creepy of us lol",
    "{p} thinks I'm overthinking. I am overthinking. but still",
    "can't sleep, so here I am again",
    "ok coffee number two, let's do this",
    "honestly the kitchen is the only reason I want this place. the rest is fine",
    "my mom called and asked if we 'got the house yet' like it's a pizza",
    "I made a folder called HOUSE and then a folder inside it called HOUSE FINAL. it's going great",
    "every time I refresh the listing I'm scared it'll say pending",
    "{p} wants the bigger yard, I want to walk to the train. we're at an impasse",
    "ok I went down a rabbit hole on sump pumps. I know too much now",
    "do people actually read all 80 pages of the HOA docs or is it just me",
    "sorry for the wall of text earlier, I'm spiraling a bit",
    "so the agent said 'it's a seller's market' again. I'm starting to twitch when I hear it",
    "we looked at paint swatches even though we don't own it. jinxing it probably",
    "random but how do people find a good plumber in a new neighborhood",
    "{p} and I had a little argument about whether we need a guest room. we don't have guests",
    "today's anxiety: what if the appraisal comes in low. tomorrow's anxiety: tbd",
]
EN_ASK = [
    "can you explain PMI to me like I'm five. I keep nodding along on calls",
    "what is escrow actually. like the account, not the process",
    "what should I look at first in an inspection report. it's 60 pages",
    "how do I tell if the HOA is healthy from the documents",
    "what's the difference between the loan estimate and the closing disclosure",
    "how worried should I be about the rate going up before we lock",
    "what do people usually ask for after the inspection",
    "how do I read the budget section in the HOA packet",
    "is it dumb to buy points",
    "what should we bring to the final walkthrough",
    "{p} thinks we should offer over asking right away. I think that's insane. thoughts?",
    "how much cash should we keep after closing, realistically",
]
EN_PARAS = {
    "pmi": "PMI is insurance that protects the lender, not you, when you put less than 20% down. You pay it monthly (sometimes up front), and on a conventional loan it can be removed once your balance drops to 80% of the original value — automatically at 78%. A new appraisal can sometimes get you there sooner if the home gains value.",
    "escrow": "The escrow account is a side pot your servicer manages: part of each monthly payment goes into it, and they pay property taxes and homeowners insurance from it when the bills come due. Once a year they run an analysis, and if taxes went up you'll see either a shortage to pay or a higher monthly amount.",
    "inspection": "In an inspection report, start with safety items and anything labelled as a defect in the big systems — roof, foundation, electrical, plumbing, HVAC. Cosmetic notes and 'monitor' items can wait. A good trick is to sort findings into three lists: must fix before closing, ask for a credit, and live with it.",
    "hoa": "For HOA health, look at three things: the reserve study (how funded the reserves are compared with what the study recommends), the budget (whether dues actually cover operating costs), and the board minutes for the last year or two — that's where talk of special assessments, lawsuits or deferred repairs shows up first.",
    "le_cd": "The Loan Estimate is what you get within three business days of applying; it's the lender's early promise. The Closing Disclosure arrives at least three business days before closing and shows the final numbers. Compare them line by line: some fees can't increase at all, some can rise up to 10% in total, and some can change freely.",
    "lock": "A rate lock freezes your rate for a window, usually 30 to 60 days. If rates rise, you're protected; if they drop, some lenders offer a one-time float-down. The key risk is the lock expiring before closing — extensions cost money, so it's worth asking what the extension fee is before you lock.",
    "points": "Buying points means paying cash up front for a lower rate. To judge it, divide the cost by the monthly savings to get the break-even in months. If you might sell or refinance before that, the points are usually money left on the table.",
    "cash": "After closing, a common comfort zone is three to six months of total housing costs in savings, plus a separate small pot for the first-year surprises: a water heater, a furnace service, a fence gate that suddenly won't close. First-year repairs are almost a rite of passage.",
    "walkthrough": "For the final walkthrough: run every faucet and the dishwasher, flush toilets, try the HVAC in both modes, open and close windows and doors, check that agreed repairs were done (ask for receipts), and make sure nothing that was supposed to stay has left with the sellers.",
    "offer": "On offer strategy, the asking price is only one signal. How long it has been listed, recent sales of similar homes nearby, and whether there were price drops tell you more. An offer with clean terms — a reasonable closing timeline, solid pre-approval — can beat a slightly higher but messier one.",
    "partner": "When two people disagree on a house, it often helps to separate the deal-breakers from the nice-to-haves. Each of you writes down your top three non-negotiables privately, then you compare. Usually the overlap is bigger than the argument made it feel.",
    "repairs": "After an inspection you can ask for repairs, a price reduction, or a credit at closing. Credits are often the least friction: the seller doesn't have to manage contractors, and you get to choose who does the work and how well.",
    "dti": "Lenders mostly look at your debt-to-income ratio: total monthly debt payments including the new mortgage, divided by gross monthly income. Many programs are comfortable up to the mid-40s percent, but what the bank approves and what feels comfortable are two different numbers.",
    "insurance": "For homeowners insurance, compare the dwelling coverage amount (it should reflect rebuilding cost, not market value), the deductible, and whether water backup is included — that endorsement is cheap and often left off by default.",
}
EN_OPEN = ["Good question, and not dumb at all.", "Short version first, then details.",
           "Totally reasonable thing to worry about.", "Let me break this down.",
           "Here's how I'd think about it.", "Okay, a few pieces to this."]
EN_CLOSE = ["If you want, paste the relevant page and I'll go through it with you.",
            "None of this needs to be decided tonight.",
            "Happy to turn this into a checklist if that helps you sleep.",
            "Ask me about any line that doesn't make sense — there are no silly ones here.",
            "You're asking the right questions, for what it's worth."]

INSPECTION_EN = {
    "ROOF": ["Asphalt shingles, est. age 17-20 yrs; granule loss at south slope [Marginal]",
             "Flashing at chimney lifted in two places; sealant aged [Repair]",
             "Gutters full of debris, downspout at NE corner disconnected [Repair]"],
    "ELECTRICAL": ["Panel: 100A, several double-tapped breakers [Defect]",
                   "No GFCI protection at kitchen counter receptacles [Safety]",
                   "Ungrounded 3-prong outlets in two bedrooms [Repair]"],
    "PLUMBING": ["Water heater: gas, 40 gal, nearing end of service life [Monitor]",
                 "Slow drain at hall bath sink [Minor]",
                 "Galvanized supply visible at basement, partial PEX retrofit [Monitor]"],
    "HVAC": ["Furnace operated normally; filter dirty [Maintenance]",
             "AC condenser fins bent, unit older; recommend service [Monitor]",
             "Bathroom exhaust fan vents into attic, not exterior [Repair]"],
    "BASEMENT": ["Efflorescence on east wall; no active moisture at time of inspection [Monitor]",
                 "Sump pit present, no pump installed [Repair]",
                 "Minor settlement cracks in slab, typical for age [Info]"],
    "EXTERIOR": ["Negative grading at rear patio, directs water toward foundation [Repair]",
                 "Wood trim rot at two window sills [Repair]",
                 "Deck ledger lacks visible flashing; fasteners rusted [Safety]"],
}
INSPECTION_ZH = {
    "屋顶": ["沥青瓦，估计使用17-20年；南坡颗粒脱落【一般】", "烟囱周围泛水板两处翘起，密封胶老化【需修】",
           "天沟堵塞，东北角落水管脱开【需修】"],
    "电路": ["电箱100A，多处双线接一个断路器【缺陷】", "厨房台面插座没有漏电保护【安全】",
           "两个卧室的三孔插座没有接地【需修】"],
    "给排水": ["燃气热水器40加仑，接近使用寿命【观察】", "走廊卫生间洗手池下水慢【小问题】",
            "地下室可见镀锌管，部分已换成PEX【观察】"],
    "暖通": ["暖炉运行正常，滤网脏【保养】", "空调外机散热片变形，机龄较长，建议保养【观察】",
           "卫生间排风扇排到阁楼而不是室外【需修】"],
    "地下室": ["东墙有泛碱，检查时没有渗水【观察】", "有集水坑但没装水泵【需修】",
            "地面有轻微沉降裂缝，符合房龄【说明】"],
    "外部": ["后院露台坡度反了，雨水流向地基【需修】", "两处窗台木饰条腐烂【需修】",
           "露台连接板没有泛水，螺钉生锈【安全】"],
}

# ---------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------
ZH_DECISIONS = [
    ("选30年固定利率", "浮动利率五年后会重置"),
    ("不买利率折扣点", "回本要差不多七年"),
    ("放弃桦树街那套公寓", "物业的维修基金严重不足"),
    ("单独做一次下水管道检测", "院子里的大树正好压在管道上"),
    ("改用信用社的贷款", "他们的手续费低很多"),
    ("首付只付一成", "想留一笔应急的钱"),
    ("要卖方补贴而不是让他们修", "我们想自己找修屋顶的师傅"),
    ("保留验房条款", "房子是六十年代盖的"),
    ("签下第二次还价", "他们终于在过户日期上让步了"),
    ("自己出钱买房屋保修", "热水器已经用了十四年"),
    ("今天下午就锁定利率", "下周美联储要开会"),
    ("选联排别墅不选独栋", "不用打理院子，通勤也近"),
    ("去掉自动加价条款", "等于把我们的上限亮给卖家"),
    ("不要榆树街那套了", "复检发现地基裂缝更严重了"),
    ("保留评估条款", "那条街的成交价差得太多"),
    ("先不刷墙", "每一分钱都要留着过户"),
    ("用卖家选的过户公司", "能省掉一个星期的来回沟通"),
    ("不买那个点数套餐", "三年内可能会重新贷款"),
]
ZH_DECISION_T = [
    ("user", "定了：{c}。主要是{r}，我真的不想再纠结了"),
    ("user", "昨晚跟{p}商量到一点多，最后决定{c}——{r}，这个是关键"),
    ("user", "最终决定（应该吧哈哈）：{c}，因为{r}。你帮我盯着点，别让我又反悔"),
    ("assistant", "明白了，那就{c}，理由是{r}。我会把这个当成定下来的方案，建议今天就跟中介说一声，免得大家还按旧计划走。"),
    ("user", "说实话我来回摇摆了好几次，但还是想{c}。原因很简单：{r}。"),
    ("user", "睡了一觉想通了，{c}。毕竟{r}，不想一年后后悔"),
    ("user", "唉好吧。我们要{c}吗？？要。因为{r}。就这样，下一个话题"),
]
ZH_CONSTRAINTS = [
    "没跟过户公司电话确认绝不汇款",
    "周末不签任何文件",
    "没实地看过的房子不出价",
    "不许贷款经纪再查一次征信",
    "不跟卖方中介透露预算上限",
    "不考虑烧油取暖的房子",
    "工作日只约晚上六点以后看房",
    "不直接给卖方中介发邮件",
    "跟银行的邮件都要抄送{p}",
    "每个周末最多看两个开放日",
    "身份证号绝不通过短信发",
    "验房费只用信用卡付",
    "首付不动退休账户的钱",
    "坚决不要浮动利率",
    "月供不能超过现在的房租",
    "合同没给律师看过不签",
    "周二早上开例会的时间什么都不约",
]
ZH_CONSTRAINT_T = [
    ("user", "给自己定个规矩，写在这儿：{c}。说到做到"),
    ("user", "{p}让我保证的，行吧，他说得对：{c}。"),
    ("user", "提醒一下以后的我——{c}，厨房再好看也不行"),
    ("assistant", "记下了，这是一条长期规则：{c}。之后的安排如果跟它冲突，我会先提醒你再往下走。"),
    ("user", "趁我还记得再加一条底线：{c}"),
    ("user", "这个我们几周前就说好了，我老忘，所以写下来：{c}。可以吧？"),
]
ZH_QUESTIONS = [
    ("买房时付的点数能抵税吗", "点数能抵税"),
    ("如果过户推迟了，锁定的利率会怎么样", "过户推迟了，锁定的利率"),
    ("物业的特别摊派费会转给买家吗", "特别摊派费会转给买家"),
    ("地下室的氡气读数需要担心吗", "地下室的氡气读数"),
    ("物业的过户手续费一般是谁出", "过户手续费一般是谁出"),
    ("业主这边的产权保险也要买吗", "业主这边的产权保险"),
    ("卖家接受还价以后还能反悔吗", "接受还价以后还能反悔"),
    ("定金算不算在首付里面", "定金算不算在首付里"),
    ("节假日前后核贷一般要多久", "节假日前后核贷"),
    ("评估价刚好等于成交价是不是有点奇怪", "评估价刚好等于成交价"),
    ("在X区还需要买洪水险吗", "还需要买洪水险"),
    ("以后拿到奖金可以重新摊还贷款吗", "重新摊还贷款"),
    ("「以贷款批准为准」到底包括什么", "以贷款批准为准"),
    ("除湿机算不算跟房子一起留下的", "除湿机算不算跟房子一起"),
    ("车库门上方那条裂缝是结构性的吗", "车库门上方那条裂缝"),
    ("放款之前能不能先搬进去", "放款之前能不能先搬进去"),
    ("以后办房屋净值贷款会影响取消PMI吗", "影响取消PMI"),
    ("要不要给卖家补按比例分摊的房产税", "按比例分摊的房产税"),
]
ZH_QUESTION_T = [
    ("user", "突然想到：{q}？"),
    ("user", "还有一个问题一直没人回我：{q}？不过先说别的，{pivot}"),
    ("user", "{p}问我{q}，我完全不知道。算了先别管这个，{pivot}"),
    ("user", "嗯……{q}？回头我自己查查吧"),
    ("user", "加到要问经纪的问题清单里：{q}？（她基本不回这种问题哈哈）"),
    ("user", "可能是个蠢问题，{q}？？算了，先回到验房报告"),
    ("user", "自言自语一下……{q}？不急，就是心里老惦记着"),
]
ZH_PIVOTS = ["你帮我核对一下表里每个月的总数", "你给我讲讲贷款估算单和过户披露单有啥区别",
             "帮我写一条客气点的消息催一下中介", "帮我看看验房报告第三部分", "最后验收的时候要问什么"]
ZH_NAME_T = [
    ("user", "更新一下：{n}会是{role}。人挺好的，回邮件特别快，终于遇到一个了"),
    ("user", "{n}（{role}）总算回电话了，说今晚之前把材料发过来？？看着吧"),
    ("user", "忘了说，{role}是{n}，{p}通过同事找到的"),
    ("user", "记一下免得找不到——{role}：{n}。电话号码埋在邮件里了"),
    ("assistant", "好的，我记住了：{n}是{role}。回复的时候可以顺便请对方给一个书面的时间表，省得你一直猜下一步是什么。"),
    ("user", "{p}想让{n}当{role}，因为以前合作过。我觉得也行吧？就是有点紧张"),
    ("user", "刚跟{n}通了二十分钟电话，就是{role}。语速超快，应该还算顺利"),
]
ZH_COMMAND_T = [
    ("user", "我跑了 `{x}`，出来一大堆数字，不知道该看哪一列"),
    ("user", "给自己记一下：`{x}` 这个能用，之前那个报错了"),
    ("assistant", "在放文件的那个文件夹里试试这个：\n\n    {x}\n\n它除了生成指定的输出文件以外不会改动别的东西，文件有新版本的时候随时可以重跑。"),
    ("user", "{p}问我数字是怎么算出来的，我说就跑一下 {x}，他看我的眼神像看外星人"),
    ("assistant", "你要的命令是 `{x}`——记得先把最新导出的文件保存好再跑，不然看到的还是上周的数据。"),
    ("user", "好了，`{x}` 搞定了。引号的问题折腾了我半天"),
]
ZH_ID_T = [
    ("user", "{w}是 {v}，帮我记着"),
    ("user", "刚收到一封邮件，标题是「回复：{v}」——原来这就是{w}，也没人跟我说"),
    ("assistant", "备忘一下，你给我的{w}是 {v}。打电话的时候一开口就报这个号，能省他们好几分钟查找。"),
    ("user", "{p}老问我{w}……是 {v}。写在这里，省得我天天翻邮箱"),
    ("user", "烦死了，他们又要{w}。{v}。自己查一下不行吗"),
    ("user", "在PDF第二页找到{w}了：{v}"),
]
ZH_PORT_T = [
    ("user", "{t}现在跑在 {v} 端口，默认的被别的程序占了所以改了"),
    ("user", "{p}把{t}弄好了！！在 localhost:{v}，用平板也能打开"),
    ("assistant", "{t}监听的是 {v} 端口，同一个Wi-Fi下的其他设备用笔记本的IP加这个端口就能访问；只是别在路由器上对外开放。"),
    ("user", "记一下：{t} → 端口 {v}"),
    ("user", "打开{t}显示连接被拒绝。哦等等，是 {v} 端口，我输错了。好了能用了"),
    ("user", "卖家留的说明里写着{t}用的是 {v} 端口，我也不知道这个信息有啥用"),
]
ZH_VERSION_T = [
    ("user", "把{t}更新到 {v} 了，总算少一件事"),
    ("user", "他们发来的{t}是 {v}，可网站上的好像更旧？？到底以哪个为准"),
    ("assistant", "{t}的页眉写的是 {v}，以这份为准；网上那份旧的大概只是一直没撤下来。"),
    ("user", "{p}用的{t}已经是 {v} 了，我又落后了"),
    ("user", "把{t}固定在 {v}，新版本把东西搞坏了"),
    ("user", "中介说{t}应该是 {v}，我们签的也是这个"),
]
ZH_MONEY_T = [
    ("user", "{t}是{v}。看到这个数字我胃都疼"),
    ("user", "好吧，{t}出来了，{v}。这正常吗？？"),
    ("assistant", "{t}是{v}的话，我建议在表里单独列一行，别跟每个月的开销混在一起。"),
    ("user", "{p}以为{t}会更少，结果是{v}"),
    ("user", "小小的好消息：{t}最后是{v}"),
    ("user", "趁没忘赶紧记下——{t}：{v}"),
]
ZH_DATE_T = [
    ("user", "{t}定在{v}，我现在就加到日历里"),
    ("user", "他们把{t}改到{v}了。行吧。也只能这样"),
    ("assistant", "那{t}就是{v}。建议倒着排时间：银行还要的材料，至少提前一周交到他们手上。"),
    ("user", "{p}记不住{t}是哪天，再说一遍：{v}"),
    ("user", "刚跟中介确认过，{t}＝{v}"),
    ("user", "等下，{t}是{v}吗？是的，查了邮件。好"),
]
ZH_NAME_ACK = ["有个具体的联系人就好办多了。可以先发一封简短的邮件，列清楚需要对方做什么、什么时候之前要，这样开头就顺。",
               "不错。建议记一个简单的流水账：什么时候问了对方什么，万一哪里卡住了，你手里有完整的记录。",
               "这样挺好。下次联系时问问对方习惯用什么方式沟通，有的人短信秒回，邮件要等好几天。"]
ZH_ACKS = ["好的，记下了。", "收到，后面我会一直记着。", "明白。一件一件来，其实你比自己以为的要有条理得多。",
           "记下了。要不要加到清单里？省得全靠脑子记。", "谢谢你写下来，流程这么长，这种细节最容易丢。"]
ZH_USER_REPLIES = ["好的谢谢", "有道理", "唉好吧", "嗯这个有用", "收到", "好", "完美", "哈哈好吧", "对对对", "真的谢谢你"]
ZH_LEADINS = ["等等，你再说一遍？刚才走神了", "提醒我一下，这个我们最后是怎么定的", "不好意思{p}刚跟我说话，你刚才说啥",
              "帮我总结一下这部分", "那我到底要记下来什么", "好，那实际操作上呢？", "所以结论是？", "脑子满了，说简短点"]
ZH_CHAT = [
    "不好意思刚才去遛狗了，回来了",
    "这一周看到「条款」这两个字的次数比我这辈子加起来都多",
    "每次收到银行的邮件我都紧张到反胃，正常吗",
    "今晚又开车去那房子门口转了一圈，灯亮着，我们俩好像变态哈哈",
    "{p}说我想太多。我确实想太多。但是还是……",
    "睡不着，又来找你了",
    "第二杯咖啡，开工",
    "说实话我想要这套房子就是因为厨房，别的都一般",
    "我妈打电话问「房子买到了没」，跟点外卖似的",
    "我建了个文件夹叫「买房」，里面又建了一个叫「买房最终版」。进展顺利（并没有）",
    "每次刷新房源页面都怕看到「已签约」",
    "{p}想要大院子，我想走路能到地铁站，僵住了",
    "刚才研究了一晚上集水泵，现在知道得太多了",
    "物业文件八十多页，真的有人从头看到尾吗，还是只有我",
    "刚才发了那么长一段不好意思，有点焦虑",
    "中介又说「现在是卖方市场」，我听到这句话都快抽搐了",
    "房子还没买就去看油漆色卡了，估计要被我们念叨黄了",
    "随便问问，搬到新小区怎么找靠谱的水管工",
    "{p}跟我为要不要客房吵了两句，我们根本没什么客人来",
    "今天的焦虑：评估价会不会偏低。明天的焦虑：待定",
]
ZH_ASK = [
    "PMI到底是什么，能不能用最简单的话跟我讲，我每次电话里都在假装听懂",
    "托管账户（escrow）到底是什么，我说的是那个账户，不是流程",
    "验房报告六十页，先看哪里",
    "怎么从物业文件里看出这个小区的财务健不健康",
    "贷款估算单和过户披露单有什么区别",
    "锁定利率之前利率涨了怎么办，我该多担心",
    "验完房一般会提什么要求",
    "物业资料里的预算那部分怎么看",
    "买点数是不是很傻",
    "最后验收的时候要带什么",
    "{p}觉得应该直接高于挂牌价出价，我觉得疯了。你怎么看",
    "过户以后手里留多少现金比较现实",
]
ZH_PARAS = {
    "pmi": "PMI是保护银行的保险，不是保护你的。首付不到两成就要交，一般按月付。常规贷款在本金降到原房价的80%时可以申请取消，到78%会自动取消；如果房子升值，重新评估有时能提前达到。",
    "escrow": "托管账户是贷款服务商替你管的一个小账户：每个月的还款里有一部分存进去，房产税和房屋保险到期时就从里面付。每年会做一次核算，如果房产税涨了，你要么补差额，要么月供调高。",
    "inspection": "看验房报告先看安全问题和大系统里标成「缺陷」的项目：屋顶、地基、电路、水管、暖通。外观问题和「观察」类的可以放后面。一个好办法是分三类：过户前必须修的、要求补贴的、可以忍的。",
    "hoa": "看物业财务健不健康主要看三样：维修基金研究报告（实际存款和建议金额比起来差多少）、年度预算（物业费够不够日常开支）、最近一两年的业委会会议记录——特别摊派、官司、拖着没修的东西，都会先在会议记录里出现。",
    "le_cd": "贷款估算单是申请后三个工作日内给你的，是银行早期的承诺；过户披露单至少在过户前三个工作日给你，上面是最终数字。两份要逐行对比：有些费用一分都不能涨，有些合计最多涨10%，有些可以随便变。",
    "lock": "锁定利率就是在一段时间里（通常30到60天）把利率固定住。利率涨了你不受影响；利率跌了，有的银行允许一次性下调。最大的风险是过户前锁定期就到了，延期要花钱，所以锁定之前最好先问清楚延期费是多少。",
    "points": "买点数就是先付一笔现金换更低的利率。判断值不值：用费用除以每月省下的钱，得到回本需要几个月。如果在回本前可能卖房或者重新贷款，这笔钱基本就白花了。",
    "cash": "过户以后，比较稳妥的是留三到六个月的全部住房开销，再单独留一小笔应付第一年的意外：热水器、暖炉保养、突然关不上的院门。第一年修东西几乎是每个新房主的必修课。",
    "walkthrough": "最后验收的时候：每个水龙头都打开，洗碗机跑一下，每个马桶冲一下，空调暖气都试试，门窗开关一遍，确认说好要修的都修了（要收据），还有说好留下的东西没被卖家带走。",
    "offer": "出价策略上，挂牌价只是一个参考。挂了多久、附近类似房子最近的成交价、有没有降过价，这些信息更有用。条件干净的出价——合理的过户时间、可靠的预批——有时能赢过价格稍高但条件复杂的。",
    "partner": "两个人对房子意见不一的时候，可以先把「绝对不能妥协」和「有更好」分开。各自私下写下三条底线，再拿出来对比，通常重合的部分比吵架时感觉的要多。",
    "repairs": "验房之后可以要求修理、降价，或者过户时给补贴。补贴通常最省事：卖家不用找工人，你可以自己挑人、自己把关质量。",
    "dti": "银行主要看负债收入比：每月所有债务（包括新房贷）除以税前月收入。很多贷款项目能接受到四十几个百分点，但银行批的额度和你自己觉得舒服的额度是两回事。",
    "insurance": "房屋保险要比较：房屋本身的保额（应该按重建成本而不是市场价）、免赔额、有没有包含下水道倒灌——这个附加险很便宜，但默认经常不包含。",
}
ZH_OPEN = ["好问题，一点都不傻。", "先说结论，再说细节。", "担心这个很正常。", "我拆开来说。", "我会这样考虑。", "这件事分几块。"]
ZH_CLOSE = ["需要的话把相关那页贴过来，我陪你一行一行看。", "这些都不用今晚就决定。", "要不要我整理成清单？也许能让你睡得好一点。",
            "哪一行看不懂就问我，这里没有傻问题。", "说真的，你问的都是该问的问题。"]


# ---------------------------------------------------------------------------
# conversation builder
# ---------------------------------------------------------------------------
class Conv:
    def __init__(self, seed, attempt, zh, per_kind):
        self.r = random.Random(f"ay-{seed}-{attempt}")
        self.zh = zh
        self.per_kind = per_kind
        self.rows = []          # (kind, role/tool data..., text)
        self.n_msgs = 0
        self.facts = []         # dicts: kind, needles, row
        self.t = datetime(2026, 11, 20, 7, 30, 0) + timedelta(seconds=self.r.randrange(0, 3000))
        self.partner = self.r.choice(["老公", "老婆", "对象", "阿杰"]) if zh else \
            self.r.choice(["Sam", "Jordan", "Robin", "Casey", "Theo", "Mara"])
        self.call_n = 0
        self.pieces = {"insp": 0}
        self.last_tpl = {}

    # -- rows
    def _stamp(self):
        self.t += timedelta(seconds=self.r.randrange(25, 170))
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def msg(self, role, text):
        self.rows.append({"v": 2, "id": f"msg_ay{len(self.rows) + 1}", "createdAt": self._stamp(),
                          "item": {"type": "message", "role": role, "content": text},
                          "meta": {"uiRole": role}})
        self.n_msgs += 1
        return len(self.rows) - 1

    def tool(self, name, args, output):
        self.call_n += 1
        cid = f"call_ay{self.call_n}"
        self.rows.append({"v": 2, "id": f"msg_ay{len(self.rows) + 1}", "createdAt": self._stamp(),
                          "item": {"type": "function_call", "callId": cid, "name": name,
                                   "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
        self.rows.append({"v": 2, "id": f"msg_ay{len(self.rows) + 1}", "createdAt": self._stamp(),
                          "item": {"type": "function_call_result", "callId": cid, "name": name,
                                   "status": "completed", "output": output}, "meta": {}})

    def p(self, s):
        return s.replace("{p}", self.partner)

    def typo(self, s):
        """Occasional human typo in a filler user message (never in fact rows)."""
        r = self.r
        if self.zh or r.random() > 0.18 or len(s) < 20:
            return s
        words = s.split(" ")
        i = r.randrange(len(words))
        w = words[i]
        if len(w) > 3 and w.isalpha():
            j = r.randrange(len(w) - 1)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        return " ".join(words)

    # -- assistant long replies
    def long_reply(self, topics=None, opener=True):
        r = self.r
        paras = ZH_PARAS if self.zh else EN_PARAS
        keys = list(paras)
        chosen = topics or r.sample(keys, r.randrange(2, 4))
        out = [r.choice(ZH_OPEN if self.zh else EN_OPEN)] if opener else []
        for k in chosen:
            out.append(paras[k])
        if r.random() < 0.5:
            out.append(self.p(r.choice(
                ["如果{p}看法不一样，也可以把这段给{p}看看，讨论的时候有个共同的起点。",
                 "你们俩可以各自先看一遍，再一起对一下哪些地方真的有分歧。"] if self.zh else
                ["If {p} sees it differently, it might help to show them this too, so you're arguing from the same page.",
                 "It could be worth going through it with {p} separately first, then comparing notes."])))
        out.append(r.choice(ZH_CLOSE if self.zh else EN_CLOSE))
        return "\n\n".join(out)

    # -- filler beats
    def beat_chat(self):
        r = self.r
        self.msg("user", self.typo(self.p(r.choice(ZH_CHAT if self.zh else EN_CHAT))))
        if r.random() < 0.45:
            self.msg("assistant", r.choice(ZH_ACKS if self.zh else EN_ACKS) + ("\n\n" + self.long_reply([r.choice(["partner", "cash", "offer"])], opener=False) if r.random() < 0.4 else ""))
        else:
            self.msg("assistant", self.long_reply())

    def beat_ask(self):
        r = self.r
        self.msg("user", self.typo(self.p(r.choice(ZH_ASK if self.zh else EN_ASK))))
        self.msg("assistant", self.long_reply())

    def beat_inspection(self):
        r = self.r
        self.pieces["insp"] += 1
        n = self.pieces["insp"]
        src = INSPECTION_ZH if self.zh else INSPECTION_EN
        secs = r.sample(list(src), 2)
        lines = []
        for si, s in enumerate(secs):
            lines.append(f"{'第' + str(n) + '部分 · ' if self.zh else 'Section ' + str(n) + '.' + str(si + 1) + ' – '}{s}")
            for li, obs in enumerate(r.sample(src[s], r.randrange(2, 4))):
                lines.append(f"  {n}.{si + 1}.{li + 1}  {obs}")
        body = "\n".join(lines)
        if self.zh:
            head = r.choice([f"验房报告第{n}段，太长了分开贴：", f"继续贴验房报告（第{n}部分）", f"好，下一段来了，第{n}部分，看得我头大"])
            reply = ("这一段里最要紧的是标了【安全】和【缺陷】的项目，建议先找持证的师傅报价，再决定是要求修理还是要补贴。标【观察】的可以先记着。\n\n"
                     + r.choice(ZH_PARAS["inspection"].split("。")[:1]) + "。\n\n" + r.choice(ZH_CLOSE))
        else:
            head = r.choice([f"ok here's part {n} of the inspection report, pasting in pieces because it's huge:",
                             f"inspection report continued (part {n})", f"part {n}. this one scared me a bit"])
            reply = ("The items I'd focus on here are anything tagged Safety or Defect — get a licensed contractor to quote those before deciding whether to ask for a repair or a credit. The Monitor items are normal for a house this age; note them and move on.\n\n"
                     + self.long_reply(["repairs"]))
        self.msg("user", head + "\n\n" + body)
        self.msg("assistant", reply)

    def beat_hoa(self):
        r = self.r
        art = r.randrange(3, 14)
        if self.zh:
            body = r.choice([
                f"第{art}条 物业费\n{art}.1 物业费按月收取，每月1日前缴纳。\n{art}.2 逾期十五天收取滞纳金。\n{art}.3 业委会可在年度预算不足时决定特别摊派，须经业主大会过半数同意。",
                f"第{art}条 使用限制\n{art}.1 不得短租（少于三十天）。\n{art}.2 每户宠物不超过两只。\n{art}.3 外墙颜色变更须事先书面申请。",
                f"第{art}条 维修责任\n{art}.1 屋顶和外墙由物业负责。\n{art}.2 窗户、阳台门和室内管道由业主负责。\n{art}.3 公共区域漏水导致的损失由物业保险承担。"])
            self.msg("user", r.choice(["物业文件里这一段看不懂：", "贴一段物业章程，你帮我看看有没有坑", "这是物业文件里的，什么意思？"]) + "\n\n" + body)
            self.msg("assistant", "这段主要是在划分责任和限制。几个要注意的点：一是特别摊派需要什么程序才能通过；二是哪些维修归你、哪些归物业，这会直接影响你要买的保险范围；三是出租和宠物的限制，以后想出租的话要特别留意。\n\n" + self.long_reply(["hoa"]))
        else:
            body = r.choice([
                f"ARTICLE {art} – ASSESSMENTS\n{art}.1 Regular assessments are payable monthly, due on the first.\n{art}.2 A late fee applies after fifteen (15) days.\n{art}.3 The Board may levy a special assessment where the annual budget proves insufficient, subject to approval by a majority of Owners present.",
                f"ARTICLE {art} – USE RESTRICTIONS\n{art}.1 No Unit may be leased for fewer than thirty (30) days.\n{art}.2 No more than two (2) household pets per Unit.\n{art}.3 Exterior color changes require prior written approval of the Architectural Committee.",
                f"ARTICLE {art} – MAINTENANCE\n{art}.1 The Association maintains roofs and exterior walls.\n{art}.2 Owners maintain windows, patio doors and all interior plumbing.\n{art}.3 Damage from common-element leaks is covered by the Association's master policy, less the deductible."])
            self.msg("user", r.choice(["what does this part of the HOA docs mean:", "pasting a chunk of the CC&Rs, tell me if there's a trap",
                                       "ok this is from the HOA packet, pls translate to human"]) + "\n\n" + body)
            self.msg("assistant", "This section is mostly about who is responsible for what. Three things to notice: how a special assessment gets approved, which repairs fall on you versus the association (that decides how much coverage your own policy needs), and the leasing and pet limits in case you ever want to rent it out.\n\n" + self.long_reply(["hoa"]))

    def beat_sheet(self):
        r = self.r
        items = ([("本金+利息", 1800, 3200), ("房产税", 300, 700), ("房屋保险", 90, 220), ("物业费", 150, 480),
                  ("PMI", 60, 190), ("水电燃气", 160, 320), ("网络", 50, 90), ("维修预留", 150, 400)] if self.zh else
                 [("principal+interest", 1800, 3200), ("property tax", 300, 700), ("homeowners ins", 90, 220),
                  ("HOA", 150, 480), ("PMI", 60, 190), ("utilities (est)", 160, 320), ("internet", 50, 90),
                  ("repairs fund", 150, 400)])
        rows = r.sample(items, r.randrange(5, 9))
        tot = 0
        lines = ["| 项目 | 每月 |" if self.zh else "| item | monthly |", "|---|---|"]
        for name, lo, hi in rows:
            v = r.randrange(lo * 100, hi * 100) / 100
            tot += v
            lines.append(f"| {name} | {v:.2f} |")
        lines.append(f"| {'合计' if self.zh else 'TOTAL'} | {tot:.2f} |")
        table = "\n".join(lines)
        if self.zh:
            self.msg("user", r.choice(["每月开销表最新版，帮我看看有没有漏的：", "这是{p}改过的表，跟我的不一样".replace("{p}", self.partner),
                                       "又改了一遍表，你看看"]) + "\n\n" + table)
            self.msg("assistant", "表整体没问题。几点建议：维修预留可以按房价的1%/年估；保险和房产税如果走托管账户，要跟银行给的数字对一下；另外第一年物业费可能会调整，留点余量。合计看起来在你们说的舒适范围附近，但我建议再加一行「意外」，哪怕每月只放一点。")
        else:
            self.msg("user", self.p(r.choice(["latest version of the monthly costs sheet, am I missing anything:",
                                              "this is {p}'s version of the sheet, it doesn't match mine",
                                              "redid the table AGAIN, look:"])) + "\n\n" + table)
            self.msg("assistant", "The sheet looks mostly right. A few suggestions: budget repairs at roughly 1% of the price per year rather than a flat guess; if taxes and insurance go through escrow, match those rows to the lender's figures; and leave some slack for the HOA raising dues at the next budget. I'd also add a small 'surprises' line, even if it's modest.\n\n" + r.choice(EN_CLOSE))

    def beat_email(self):
        r = self.r
        if self.zh:
            body = r.choice([
                "您好，\n\n附件是更新后的贷款估算单。利率目前是浮动状态，如需锁定请尽快告知。另外还需要最近两个月的银行流水和今年的工资单。\n\n祝好\n贷款部",
                "你好，\n\n卖方已收到你们的出价，目前还有另外一份出价在谈。卖方希望过户时间能灵活一些，请考虑一下。\n\n谢谢",
                "业主您好，\n\n物业转让文件包已经准备好，请在系统内下载。文件包含章程、近两年会议记录、预算和维修基金报告。\n\n物业管理处"])
            self.msg("user", r.choice(["刚收到的邮件，你看看：", "这封邮件什么意思？", "转发一下，帮我看看要回什么"]) + "\n\n> " + body.replace("\n", "\n> "))
            self.msg("assistant", "这封邮件的重点是对方在等你这边的动作。建议先列出他们要的东西，今天能给的今天给，给不了的回一句预计什么时候给。回复不用长，三四句就行，语气礼貌但明确。需要的话我帮你起个草稿。")
        else:
            body = r.choice([
                "Hi there,\n\nAttached is your updated Loan Estimate. Your rate is currently floating; let us know as soon as you'd like to lock. We'll also need your two most recent bank statements and a current paystub.\n\nBest,\nLending Desk",
                "Hello,\n\nThe sellers have received your offer. There is another offer in negotiation and the sellers would appreciate some flexibility on the closing timeline. Please advise.\n\nThanks",
                "Dear Owner,\n\nYour resale disclosure package is ready for download from the portal. It contains the governing documents, two years of minutes, the budget and the reserve study.\n\nManagement Office"])
            self.msg("user", r.choice(["just got this, thoughts?", "what does this email actually mean", "fwd, what do I reply"]) + "\n\n> " + body.replace("\n", "\n> "))
            self.msg("assistant", "The gist is that they're waiting on you. I'd list what they asked for, send what you can today, and for anything you can't, reply with when you'll have it. Keep the reply to three or four sentences — polite, specific, no apologizing. Want me to draft it?")
            if r.random() < 0.5:
                self.msg("user", r.choice(EN_USER_REPLIES))
                self.msg("assistant", "Here's a draft:\n\n\"Hi — thanks for the update. Attached are the items you requested; the remaining statement will follow by end of day tomorrow. Please let me know if anything else is needed to keep us on schedule.\"\n\nAdjust the timing to whatever is realistic for you.")

    def beat_script(self):
        r = self.r
        zh = self.zh
        code = ("def monthly_payment(principal, annual_rate, years):\n"
                "    r = annual_rate / 12 / 100\n"
                "    n = years * 12\n"
                "    return principal * r / (1 - (1 + r) ** -n)\n\n"
                "for name, rate, years in SCENARIOS:\n"
                "    print(name, round(monthly_payment(PRINCIPAL, rate, years), 2))")
        log = ("Traceback (most recent call last):\n"
               f"  File \"compare_loans.py\", line {r.randrange(14, 60)}, in <module>\n"
               "    print(name, round(monthly_payment(PRINCIPAL, rate, years), 2))\n"
               "  File \"compare_loans.py\", line 4, in monthly_payment\n"
               "    return principal * r / (1 - (1 + r) ** -n)\n"
               "ZeroDivisionError: float division by zero")
        if zh:
            self.msg("user", r.choice(["我那个比较贷款的小脚本又报错了，代码和报错都贴上：", "脚本挂了，帮我看看"]) + "\n\n```python\n" + code + "\n```\n\n```\n" + log + "\n```")
            self.msg("assistant", "问题出在某个方案的利率是 0：r 等于 0 的时候分母 1 - (1 + r) ** -n 也是 0。大概是表里有一行利率没填，读进来变成了 0。可以在函数开头加一个判断：如果 r == 0 就直接返回 principal / n；更好的做法是读数据的时候就检查，空的利率直接报错提醒你，而不是悄悄当成 0。")
        else:
            self.msg("user", r.choice(["my little loan comparison script is broken again, here's the code and the error:",
                                       "ok the script died. pasting everything"]) + "\n\n```python\n" + code + "\n```\n\n```\n" + log + "\n```")
            self.msg("assistant", "The crash comes from a scenario with a rate of 0: when r is 0, the denominator 1 - (1 + r) ** -n is also 0. Most likely one row in your scenarios has an empty rate that got read as zero. You can guard the function (if r == 0, return principal / n), but the better fix is to validate when you load the scenarios, so a missing rate raises a clear error instead of quietly becoming 0.")
        if r.random() < 0.5:
            self.msg("user", self.typo(r.choice(["哈哈果然是空了一行，谢谢", "对，是我漏填了"] if zh else
                                                ["omg yes, the ARM row was blank. thank you", "lol it was an empty cell. I hate computers"])))
            self.msg("assistant", "常见错误，别在意。顺手加个检查，以后就不会再踩坑。" if zh else "Very common one. Add the check and it won't bite you again.")

    def beat_tool(self):
        r = self.r
        k = r.randrange(4)
        zh = self.zh
        if k == 0:
            self.msg("user", "用脚本比较一下几个贷款方案" if zh else r.choice(["can you run the loan comparison for the three scenarios", "run the scenarios again pls, rates moved"]))
            rates = sorted(r.sample([5.75, 5.875, 6.0, 6.125, 6.25, 6.375, 6.5, 6.625, 6.75], 3))
            principal = r.randrange(280, 520) * 1000
            out_lines = ["scenario   rate    term  monthly_PI  total_interest"]
            for i, rt in enumerate(rates):
                term = r.choice([30, 30, 15])
                mr = rt / 1200
                n = term * 12
                pay = principal * mr / (1 - (1 + mr) ** -n)
                out_lines.append(f"{chr(65 + i):<10} {rt:<7} {term:<5} {pay:>10.2f}  {pay * n - principal:>14.2f}")
            self.msg("assistant", "我用比较脚本跑一下。" if zh else "Running the comparison script now.")
            self.tool("run_python", {"code": f"from compare_loans import table\nprint(table(principal={principal}, rates={rates}))"}, "\n".join(out_lines))
            self.msg("assistant", ("结果出来了：利率低一点的方案每月能省一些，但总利息差别主要来自期限。15年期月供高很多，总利息却少一大截。关键还是看你们每月能舒服地拿出多少。" if zh else
                                   "Results are in. The lower-rate scenario saves a bit each month, but most of the difference in total interest comes from the term: the 15-year costs much more per month and far less overall. The real question is what monthly number you're comfortable with, not what the bank allows."))
        elif k == 1:
            q = r.choice(["物业费 平均 联排 本地", "首次购房 过户费用 比例", "验房 双线接断路器 维修费用"] if zh else
                         ["average HOA dues townhouse our county", "typical closing costs first time buyer percent", "double tapped breaker repair cost"])
            self.msg("user", ("帮我查一下：" if zh else "can you look up ") + q)
            self.tool("web_search", {"query": q}, ("1. 本地购房指南：费用大致范围因地区差异很大……\n2. 论坛讨论：「我们当时多花了不少」……\n3. 政府网站：首次购房者须知" if zh else
                                                   "1. Local buyer's guide: ranges vary widely by area...\n2. Forum thread: 'we ended up paying more than the estimate'...\n3. State housing agency: first-time buyer resources"))
            self.msg("assistant", "搜到的信息范围很宽，参考意义有限。最靠谱的还是拿你们自己的贷款估算单和物业文件里的数字，网上的只能当个大概。" if zh else
                     "The search results give wide ranges, which isn't very useful on its own. Your own Loan Estimate and the HOA packet are the numbers that matter; treat these as ballpark only.")
        elif k == 2:
            self.msg("user", "把我之前存的验房笔记打开看看" if zh else "can you open my inspection notes file")
            self.tool("read_file", {"path": "house/inspection_notes.md"}, ("- 屋顶：问问修理报价\n- 电箱：找电工看\n- 地下室：雨后再去看一次\n- 热水器：考虑自己换" if zh else
                                                                          "- roof: get a repair quote\n- panel: electrician to look\n- basement: revisit after rain\n- water heater: maybe replace ourselves"))
            self.msg("assistant", "你的笔记跟报告重点基本对得上。电箱和屋顶优先，地下室那条很聪明——下雨后去看最能说明问题。" if zh else
                     "Your notes line up with the report's priorities. Panel and roof first; the basement one is smart — seeing it after rain tells you more than any report.")
        else:
            self.msg("user", "帮我看看日历，下周哪天有空去看房" if zh else "check my calendar, when am I free next week for a showing")
            self.tool("calendar_lookup", {"range": "next_week"}, ("周一 全天会议\n周二 9:00-11:00 例会\n周三 空\n周四 下午看牙\n周五 空" if zh else
                                                                  "Mon: all-day offsite\nTue: 9:00-11:00 standup + planning\nWed: free\nThu: dentist 3pm\nFri: free"))
            self.msg("assistant", "周三和周五都空着，周三晚上可能最合适。" if zh else "Wednesday and Friday are open; Wednesday evening probably works best.")

    # -- facts
    def make_fact(self, kind, used):
        r = self.r
        zh = self.zh
        T = {"name": ZH_NAME_T if zh else EN_NAME_T, "command": ZH_COMMAND_T if zh else EN_COMMAND_T,
             "id": ZH_ID_T if zh else EN_ID_T, "port": ZH_PORT_T if zh else EN_PORT_T,
             "version": ZH_VERSION_T if zh else EN_VERSION_T, "money": ZH_MONEY_T if zh else EN_MONEY_T,
             "date": ZH_DATE_T if zh else EN_DATE_T, "decision": ZH_DECISION_T if zh else EN_DECISION_T,
             "constraint": ZH_CONSTRAINT_T if zh else EN_CONSTRAINT_T,
             "question": ZH_QUESTION_T if zh else EN_QUESTION_T}[kind]
        last = self.last_tpl.get(kind)
        role, tpl = r.choice([t for t in T if t[1] != last])
        self.last_tpl[kind] = tpl
        fill = {"p": self.partner, "p2": "really want", "pivot": r.choice(ZH_PIVOTS if zh else EN_PIVOTS)}
        for _ in range(60):  # a fresh value, unrelated to earlier needles
            f = self._fact_values(kind, fill, used)
            if not any(n in u or u in n for n in f for u in used):
                break
        needles = f
        text = tpl
        for k2, v2 in fill.items():
            text = text.replace("{" + k2 + "}", v2)
        for nd in needles:
            used.add(nd)
        return {"kind": kind, "needles": needles, "role": role, "text": text}

    def _fact_values(self, kind, fill, used):
        r = self.r
        zh = self.zh
        if kind == "name":
            while True:
                if zh:
                    v = r.choice(ZH_SURN) + r.choice(ZH_GIVEN)
                    if r.random() < 0.15:
                        v = r.choice(["小", "老"]) + r.choice(ZH_SURN)
                else:
                    v = r.choice(EN_FIRST) + ("" if r.random() < 0.2 else " " + r.choice(EN_LAST))
                if v not in used:
                    break
            fill.update(n=v, role=r.choice(ZH_ROLES if zh else EN_ROLES))
            needles = [v]
        elif kind == "command":
            v, _, _ = gen_command(r)
            fill.update(x=v)
            needles = [v]
        elif kind == "id":
            v, en, zw = gen_id(r)
            fill.update(v=v, w=zw if zh else en)
            needles = [v]
        elif kind == "port":
            v = gen_port(r)
            t = r.choice(PORT_THINGS)
            fill.update(v=v, t=t[1] if zh else t[0])
            needles = [v]
        elif kind == "version":
            v = gen_version(r)
            t = r.choice(VERSION_THINGS)
            fill.update(v=v, t=t[1] if zh else t[0])
            needles = [v]
        elif kind == "money":
            v = gen_money(r, zh)
            t = r.choice(MONEY_THINGS)
            fill.update(v=v, t=t[1] if zh else t[0])
            needles = [v]
        elif kind == "date":
            v = gen_date(r, zh)
            t = r.choice(DATE_THINGS)
            fill.update(v=v, t=t[1] if zh else t[0])
            needles = [v]
        elif kind == "decision":
            pool = [d for d in (ZH_DECISIONS if zh else EN_DECISIONS) if d[0] not in used]
            c, rs = r.choice(pool)
            fill.update(c=c, r=rs)
            needles = [c, rs]
        elif kind == "constraint":
            pool = [self.p(c) for c in (ZH_CONSTRAINTS if zh else EN_CONSTRAINTS) if self.p(c) not in used]
            c = r.choice(pool)
            fill.update(c=c)
            needles = [c]
        else:
            pool = [q for q in (ZH_QUESTIONS if zh else EN_QUESTIONS) if q[1] not in used]
            q, nd = r.choice(pool)
            fill.update(q=q)
            needles = [nd]
        return needles

    def lead_in(self, f):
        """A user turn before an assistant-stated fact, so roles alternate naturally."""
        if f["role"] != "assistant" or self.rows[-1]["item"].get("role") != "assistant":
            return
        self.msg("user", self.typo(self.p(self.r.choice(ZH_LEADINS if self.zh else EN_LEADINS))))

    def fact_reply(self, f):
        """The turn that answers a fact message (never repeats its needles)."""
        r = self.r
        zh = self.zh
        if f["role"] == "assistant":
            self.msg("user", self.typo(r.choice(ZH_USER_REPLIES if zh else EN_USER_REPLIES)))
            return
        if f["kind"] == "question":
            # never answered: the reply turns to something else
            if r.random() < 0.4:
                self.msg("assistant", self.long_reply())
            else:
                self.msg("assistant", self.long_reply([r.choice(["inspection", "le_cd", "cash", "walkthrough", "repairs"])]))
            return
        if f["kind"] == "name":
            self.msg("assistant", r.choice(ZH_NAME_ACK if zh else EN_NAME_ACK))
            return
        if r.random() < 0.45:
            self.msg("assistant", r.choice(ZH_ACKS if zh else EN_ACKS))
        else:
            self.msg("assistant", r.choice(ZH_ACKS if zh else EN_ACKS) + "\n\n" + self.long_reply(
                [r.choice(["cash", "le_cd", "lock", "escrow", "walkthrough", "insurance", "dti"])], opener=False))

    def build(self):
        r = self.r
        used = set()
        facts = [self.make_fact(k, used) for k in KINDS for _ in range(self.per_kind)]
        r.shuffle(facts)
        # group facts into beats: sometimes two user facts share one message
        beats = []
        i = 0
        while i < len(facts):
            f = facts[i]
            if (i + 1 < len(facts) and f["role"] == "user" and facts[i + 1]["role"] == "user"
                    and f["kind"] != "question" and r.random() < 0.12):
                beats.append([f, facts[i + 1]])
                i += 2
            else:
                beats.append([f])
                i += 1
        nf = len(facts)
        target = max(140, min(270, int(nf * 2.3) + 25)) + r.randrange(-6, 7)
        fact_msgs = 2 * len(beats)
        filler_msgs = max(10, target - fact_msgs)
        # opening
        if self.zh:
            self.msg("user", self.p(r.choice(["你好，我们第一次买房，完全不懂，我又特别容易想太多。以后有问题就来问你了，先说好我问题会很多",
                                             "嗨，我和{p}在看房，第一次买，脑子已经乱了。想找个地方把所有事情理清楚"])))
        else:
            self.msg("user", self.p(r.choice(["hi. so {p} and I are buying our first house and I am, let's say, an overthinker. I'm going to ask you a LOT of questions, sorry in advance",
                                             "ok hello. first time buyer here, completely overwhelmed. I need one place to dump everything about this house thing"])))
        self.msg("assistant", self.long_reply(["offer", "cash"]))
        fillers = [self.beat_chat, self.beat_ask, self.beat_inspection, self.beat_hoa, self.beat_sheet,
                   self.beat_email, self.beat_tool, self.beat_chat, self.beat_script, self.beat_tool]
        slots = len(beats) + max(3, filler_msgs // 2)
        bi = 0
        for s in range(slots):
            if self.n_msgs >= target and bi >= len(beats):
                break
            remaining_slots = slots - s
            if bi < len(beats) and (r.random() < (len(beats) - bi) / remaining_slots or self.n_msgs >= target):
                group = beats[bi]
                bi += 1
                if len(group) == 2:
                    a, b = group
                    joiner = "\n\n另外，" if self.zh else r.choice(["\n\noh and ", "\n\nunrelated: ", "\n\nPS "])
                    if b["text"].lower().startswith(("also", "ok", "另外")):
                        joiner = "\n\n"
                    row = self.msg("user", a["text"] + joiner + b["text"])
                    a["row"] = b["row"] = row
                else:
                    self.lead_in(group[0])
                    group[0]["row"] = self.msg(group[0]["role"], group[0]["text"])
                self.fact_reply(group[0])
            elif self.n_msgs < target - 1:
                r.choice(fillers)()
        while bi < len(beats):
            group = beats[bi]
            bi += 1
            if len(group) == 2:
                row = self.msg("user", group[0]["text"] + "\n\n" + group[1]["text"])
                group[0]["row"] = group[1]["row"] = row
            else:
                self.lead_in(group[0])
                group[0]["row"] = self.msg(group[0]["role"], group[0]["text"])
            self.fact_reply(group[0])
        self.facts = facts

    def check(self):
        texts = []
        for row in self.rows:
            it = row["item"]
            if it["type"] == "message":
                texts.append(it["content"])
            elif it["type"] == "function_call":
                texts.append(it["name"] + " " + it["arguments"])
            else:
                texts.append(it["output"])
        all_needles = [n for f in self.facts for n in f["needles"]]
        if not (130 <= self.n_msgs <= 280) and self.per_kind <= 10:
            return "message count %d" % self.n_msgs
        for a in all_needles:
            for b in all_needles:
                if a is not b and a in b:
                    return f"needle {a!r} inside {b!r}"
        for f in self.facts:
            for n in f["needles"]:
                hits = [i for i, t in enumerate(texts) if n in t]
                if hits != [f["row"]]:
                    return f"needle {n!r} in rows {hits}, expected {f['row']}"
        return None


def build_conv(seed, zh, per_kind):
    for attempt in range(500):
        c = Conv(seed, attempt, zh, per_kind)
        c.build()
        if c.check() is None:
            return c
    sys.exit(f"seed {seed}: could not build a conversation passing the needle check")


# ---------------------------------------------------------------------------
# okbot driver
# ---------------------------------------------------------------------------
def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(p.stderr or f"okbot {' '.join(args)} failed with exit code {p.returncode}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = os.path.abspath(sys.argv[1]) if os.sep in sys.argv[1] else sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    totals = {k: [0, 0] for k in KINDS}
    roots = []
    for idx, seed in enumerate(seeds):
        zh = idx == len(seeds) - 1
        conv = build_conv(seed, zh, per_kind)
        root = os.path.abspath(os.path.join(workdir, f"root-{seed}"))
        roots.append(root)
        if os.path.exists(root):
            shutil.rmtree(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batches, cur, cnt = [], [], 0
        for row in conv.rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                cnt += 1
                if cnt == MSGS_PER_BATCH:
                    batches.append(cur)
                    cur, cnt = [], 0
        if cur:
            batches.append(cur)
        for b in batches:
            run(okbot, root, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run(okbot, root, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in conv.facts:
            ok = all(n in ctx for n in f["needles"])
            totals[f["kind"]][1] += 1
            if ok:
                kept += 1
                totals[f["kind"]][0] += 1
            else:
                missing.append(f)
        n = len(conv.facts)
        print(f"seed {seed} ({'zh' if zh else 'en'}, {conv.n_msgs} messages, {len(conv.rows)} rows, "
              f"{len(batches)} compressions): {kept}/{n} = {100.0 * kept / n:.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        sys.stdout.flush()
    for k in KINDS:
        a, b = totals[k]
        print(f"kind {k} {a}/{b} {100.0 * a / b if b else 0.0:.1f}")
    ka = sum(v[0] for v in totals.values())
    kb = sum(v[1] for v in totals.values())
    print(f"retention overall {100.0 * ka / kb if kb else 0.0:.1f}")
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    if isinstance(s, str):
                        mx = max(mx, len(s))
                except (OSError, ValueError, AttributeError):
                    pass
    print(f"max summary chars {mx}")


if __name__ == "__main__":
    main()
