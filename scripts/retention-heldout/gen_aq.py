#!/usr/bin/env python3
"""Held-out retention set "aq": a freelance translator and her personal AI assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     seeds to build (default 1 2 3 4 5); the LAST seed given is written in Chinese

Environment:
    PER_KIND     facts per kind in every conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars for every root (default 2000)

Theme: a freelance translator (English<->German<->Spanish) juggling agency and direct clients:
purchase orders, rate talks, CAT-tool and file-format trouble, invoices in EUR/USD/GBP, late
payers and deadlines across time zones. She writes terse, dense messages full of parentheses,
slashes and abbreviations and has the assistant draft emails at length. The Chinese conversation
is a freelance translator/subtitler (自由笔译/字幕译者) dealing with agencies and direct clients.

Every conversation seeds PER_KIND facts of each of ten kinds (name, command, id, port, version,
money, date, decision, constraint, question). Each fact has one or more needles, exact
substrings that occur in exactly one row of the conversation (the fact's own message). The
conversation is appended to okbot in batches of 25 messages, each followed by
`okbot compress -a Writer --now`; at the end `okbot context show -a Writer` is read and a fact
counts as kept only when every one of its needles is found there verbatim.
"""
import datetime
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ---------------------------------------------------------------------------
# shared vocabulary
# ---------------------------------------------------------------------------
EN = {
    "me": ["Maren", "Clara", "Jana", "Elena", "Svenja"],
    "agency": ["Wortwerk", "LinguaBridge", "Polyglotta", "TransAtlantica", "Babel & Co",
               "Norte Traducciones", "Kessler Fachübersetzungen", "Brightline", "Verbum Legal",
               "ClearText", "Lokalize Studio", "Sprachraum"],
    "direct": ["Trellis (the Berlin startup)", "Bodegas Almar", "Fenwick & Rhodes",
               "Hofmann Maschinenbau", "Estudio Calma", "Greenleaf Outdoor"],
    "tool": ["Trados", "memoQ", "Phrase", "Smartcat", "Wordfast", "MateCat", "XTM"],
    "fmt": ["IDML", "sdlxliff", "SRT", "scanned PDF", "XLSX with hidden columns",
            "DOCX full of track changes", "JSON strings file", "PPTX with text in images"],
    "pair": ["DE>EN", "EN>DE", "ES>EN", "EN>ES", "DE>ES"],
    "doc": ["manual", "brochure", "contract", "website strings", "subtitles", "patent abstract",
            "T&Cs", "annual report excerpt", "product sheets", "app release notes"],
}
ZH = {
    "me": ["林悦", "小林"],
    "agency": ["译通翻译", "言桥翻译", "华语通", "博雅译社", "星幕影视", "海岸本地化",
               "墨言翻译", "启明语言服务"],
    "direct": ["跨境电商那个客户", "深圳耳机厂", "杭州游戏公司", "纪录片团队", "德国汽配客户",
               "西班牙酒庄"],
    "tool": ["Trados", "memoQ", "Aegisub", "Subtitle Edit", "Smartcat", "Phrase"],
    "fmt": ["SRT", "ASS", "扫描版PDF", "带修订的DOCX", "IDML", "隐藏列的Excel", "JSON字符串文件"],
    "doc": ["说明书", "宣传册", "合同", "网站文案", "字幕", "纪录片字幕", "游戏文本", "产品手册"],
}

EN_FIRST = ["Jutta", "Katrin", "Tobias", "Henrik", "Marisol", "Joaquín", "Alejandra", "Priya",
            "Declan", "Sabine", "Florian", "Lucía", "Ignacio", "Beatriz", "Wiebke", "Torsten",
            "Gemma", "Rory", "Nuria", "Benedikt", "Rosalind", "Mateo", "Ulrike", "Hamish"]
EN_LAST = ["Brandmeier", "Wolff", "Renner", "Ortega", "Castellanos", "Lindqvist", "Haverkamp",
           "Okafor", "Pemberton", "Iglesias", "Kowalczyk", "Vidal", "Strobel", "Achterberg",
           "Fairbanks", "Molina", "Reuter", "Salgado", "Quiroga", "Thistlewood"]
EN_ROLES = ["the new PM at {agency}", "{agency}'s accounts person", "my reviewer for the ES jobs",
            "the in-house lawyer at Fenwick", "the vendor manager at {agency}",
            "my Steuerberaterin", "the owner of {direct}", "the subtitling coordinator at {agency}",
            "the marketing lead at {direct}", "the QA person at {agency}"]
ZH_SUR = list("张李王陈刘杨赵黄周吴徐孙胡朱高何郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶")
ZH_GIVEN = ["晓雯", "俊峰", "思琪", "美玲", "建国", "雨桐", "子涵", "浩然", "一鸣", "佳怡", "文博",
            "秀英", "志强", "欣然", "梓萱", "立新", "海燕", "振宇", "静怡", "婉清", "国栋", "慧敏"]
ZH_ROLES = ["{agency}新来的PM", "{agency}的财务", "帮我审校西语稿的", "{direct}的对接人",
            "我的会计", "{agency}的制片", "{agency}的项目经理", "{direct}的老板", "{agency}的QA"]

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------


def pick(rng, seq):
    if DECK is not None and hasattr(seq, "key"):
        return DECK.draw(seq.key, seq)
    return seq[rng.randrange(len(seq))]


def fill(rng, s, lang):
    voc = EN if lang == "en" else ZH
    for key in voc:
        while "{" + key + "}" in s:
            s = s.replace("{" + key + "}", pick(rng, voc[key]), 1)
    return s


def rand_date(rng):
    base = datetime.date(2026, 11, 23)
    return base + datetime.timedelta(days=rng.randrange(0, 80))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def fmt_date_en(rng, d):
    mon = MONTHS[d.month - 1]
    dn = d.day
    suf = "th" if 11 <= dn <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dn % 10, "th")
    wd = d.strftime("%a")
    forms = [f"{mon} {dn}", f"{dn:02d}/{d.month:02d}", f"{mon[:3]} {dn}{suf}",
             f"{wd} {dn} {mon[:3]}", f"the {dn}{suf} of {mon}", f"{wd} the {dn}{suf}",
             f"{dn}.{d.month}."]
    return pick(rng, forms)


def fmt_date_zh(rng, d):
    wd = "一二三四五六日"[d.weekday()]
    forms = [f"{d.month}月{d.day}日", f"{d.month}月{d.day}号", f"{d.month}/{d.day}",
             f"周{wd}（{d.month}月{d.day}号）", f"{d.month}.{d.day}"]
    return pick(rng, forms)


def money_en(rng, cat=None):
    r = rng.random()
    if cat == "rate":
        return pick(rng, ["€", "€", "$", "£"]) + "0." + str(rng.randint(8, 19))
    r = 0.2 + 0.8 * r
    amt = rng.choice([rng.randint(60, 990), rng.randint(1000, 9800)])
    if cat == "small":
        amt, r = rng.randint(45, 790), 0.5
    cur = pick(rng, ["€", "€", "$", "£"])
    if r < 0.35 and amt >= 1000:
        return f"{amt:,}".replace(",", ".") + "," + pick(rng, ["00", "50", "40"]) + " €"
    s = f"{cur}{amt:,}"
    if rng.random() < 0.2:
        s += "." + pick(rng, ["50", "75", "20", "80"])
    return s


def money_zh(rng, cat=None):
    if cat == "rate":
        return f"{rng.randint(8, 30) * 10}元"
    r = rng.random()
    amt = rng.choice([rng.randint(3, 99) * 100, rng.randint(120, 980) * 10, rng.randint(60, 480)])
    if cat == "small":
        return pick(rng, [f"{rng.randint(10, 200) * 10}元", f"¥{rng.randint(100, 2000)}"])
    if r < 0.45:
        return f"{amt}元"
    if r < 0.65:
        return f"¥{amt:,}"
    if r < 0.8:
        return f"{rng.randint(2, 40) * 50}美元"
    if r < 0.9:
        return f"€{rng.randint(80, 4000):,}"
    return f"{rng.randint(11, 96) / 10:.1f}万"


def port_val(rng):
    if rng.random() < 0.55:
        return str(pick(rng, [2222, 2121, 8081, 8443, 5001, 3389, 2705, 4443, 9443, 8022,
                              10022, 7443, 6443, 8880, 2200, 4022, 60022, 8010, 5005, 9091]))
    return str(rng.randint(1100, 64000))


def version_val(rng):
    r = rng.randrange(7)
    if r == 0:
        return f"17.{rng.randint(0, 3)}.{rng.randint(1, 14)}"
    if r == 1:
        return f"v{rng.randint(2, 6)}.{rng.randint(1, 9)}"
    if r == 2:
        return f"11.{rng.randint(0, 9)}.{rng.randint(2, 30)}"
    if r == 3:
        return f"3.{rng.randint(2, 4)}.{rng.randint(1, 9)}"
    if r == 4:
        return f"4.0.{rng.randint(2, 12)}"
    if r == 5:
        return f"24.{rng.choice([2, 8])}.{rng.randint(1, 7)}"
    return f"rev {rng.randint(2, 9)}.{rng.randint(1, 9)}"


def id_val(rng, cat):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"

    def ll():
        return pick(rng, L) + pick(rng, L)
    forms = {
        "po": [lambda: f"PO-{rng.randint(10000, 99999)}", lambda: f"WW-{rng.randint(1000, 9999)}-{ll()}",
               lambda: f"PO{rng.randint(2600, 2699)}/{rng.randint(10, 99)}",
               lambda: f"4500{rng.randint(100000, 999999)}"],
        "ticket": [lambda: f"ZD{rng.randint(100000, 999999)}", lambda: f"CASE-{rng.randint(20000, 89999)}",
                   lambda: f"SR-{rng.randint(1000000, 9999999)}"],
        "invoice": [lambda: f"INV-2026-{rng.randint(40, 199):03d}",
                    lambda: f"RE-2026-{rng.randint(40, 199):03d}",
                    lambda: f"{ll()}-26-{rng.randint(100, 999)}"],
        "booking": [lambda: f"BKG-{ll()}{rng.randint(100, 999)}{pick(rng, L)}",
                    lambda: f"{ll()}{pick(rng, L)}{rng.randint(2, 9)}{ll()}"],
        "job": [lambda: f"J26-{rng.randint(1000, 9999)}", lambda: f"TA-{rng.randint(26000, 26999)}",
                lambda: f"{pick(rng, ['LB', 'VL', 'BR', 'SR'])}{rng.randint(2600, 2699)}.{rng.randint(10, 99)}"],
    }
    return pick(rng, forms[cat])()


def command_val(rng):
    stems = ["hofmann_BA", "verbum_nda", "trellis_app", "almar_cata", "ep", "calma_web",
             "greenleaf_sheets", "kessler_pat", "job"]
    st = pick(rng, stems) + str(rng.randint(2, 99)).zfill(2)
    cl = pick(rng, ["hofmann", "verbum", "trellis", "almar", "calma", "kessler", "brightline"])
    forms = [
        (f"xmllint --noout {st}.xlf", "check whether the xlf is even valid", "检查xlf是不是坏了"),
        (f"iconv -f WINDOWS-1252 -t UTF-8 {st}.srt -o {st}_utf8.srt",
         "fix the broken accents in the srt", "修字幕文件的乱码"),
        (f"pandoc {st}.docx -o {st}.md", "get the docx into plain text for counting",
         "把docx转成纯文本好统计字数"),
        (f"pdftotext -layout {st}.pdf {st}.txt", "pull the text out of the pdf", "把PDF里的文字提出来"),
        (f"wc -w {st}_source.txt", "count the words in the source myself", "自己统计一下原文字数"),
        (f"rsync -av ~/Translations/{cl}/ nas:/volume1/backup/{cl}/",
         "back up the client folder to the NAS", "把客户文件夹备份到NAS"),
        (f"soffice --headless --convert-to docx {st}.odt", "turn the odt into a docx",
         "把odt转成docx"),
        (f"unzip -l {st}.sdlppx", "see what's actually inside the package", "看看包里到底有什么"),
        (f"ffmpeg -i {st}.mp4 -vn -ac 1 {st}.wav", "get the audio track out of the video",
         "把视频里的音轨提出来"),
        (f"grep -c '<trans-unit' {st}.xlf", "count the segments in the xlf", "数一下xlf里有多少句段"),
        (f"dos2unix {st}.srt", "fix the line endings in the srt", "修字幕文件的换行符"),
        (f"gpg -c {st}_delivery.zip", "password-protect the delivery zip", "给交付的压缩包加密"),
        (f"zip -r {st}_delivery.zip target/", "zip up the whole delivery folder", "把交付文件夹整个打包"),
        (f"exiftool -all= {st}.pdf", "strip my name out of the pdf metadata", "把PDF元数据里我的名字去掉"),
        (f"qpdf --decrypt {st}.pdf {st}_open.pdf", "unlock the protected pdf", "解开加密的PDF"),
    ]
    return pick(rng, forms)


# ---------------------------------------------------------------------------
# fact templates; {x} = the needle; other braces are vocabulary
# ---------------------------------------------------------------------------
T = {"en": {}, "zh": {}}
T["en"]["name_u"] = [
    "new contact btw: {x}, {role}. they're the one sending POs now",
    "spoke to {x} today ({role}) — very nice, total chaos on their end though",
    "ugh, {x} again. ({role}) wants a 'quick look' at 40 pages, sure",
    "can you address it to {x}? {role}, replied last time",
    "fyi {role} is {x} now, the old one left in oct",
    "{x} ({role}) just pinged me on LinkedIn asking if I'm free in Dec",
    "note: {x} = {role}. do not mix them up with the other one again pls",
]
T["en"]["command_u"] = [
    "ran `{x}` and it says nothing at all, which I guess means fine?",
    "note for later, to {purpose}: {x} (this one actually worked)",
    "so I just do {x} and then upload? that's it?",
    "fyi {x} did it 🙌 finally. (needed to {purpose})",
    "pasting what I ran:\n$ {x}\n(no output, then the prompt came back)",
    "the IT guy at {agency} told me to use {x} — does that look safe to you?",
    "ok typed {x} in terminal, took ages but done",
]
T["en"]["command_a"] = [
    (["how do I {purpose} again?", "quick one: need to {purpose}, what's the command",
      "can you tell me how to {purpose}? terminal is fine"],
     "Run this in the folder where the file is:\n\n    {x}\n\nIt leaves everything else in the folder alone. If it complains, paste me the first couple of lines of the error and we'll go from there."),
    (["how do I {purpose} again?", "ugh, need to {purpose} and I forgot how. again."],
     "You can do it in one go with `{x}` — nothing to install beyond what you already have, and if the result looks wrong you still have the original."),
]
T["en"]["id_u"] = [
    "PO came in: {x:po} (finally!! only took 3 reminders)",
    "their support ticket is {x:ticket}, they say 48h. lol",
    "invoice {x:invoice} still unpaid, we're on day 52 now",
    "pls put reference {x:po} on the reminder, their AP system needs it",
    "pasting their mail:\n> Subject: Re: {x:job} – delivery\n> Hi, just checking in on the status of this one. Could you give us an ETA? Thanks!\n\nETA is when they send the reference files, that's the ETA",
    "booked the train to see my sister, confirmation {x:booking}, so that week is blocked",
    "job number on the portal is {x:job} btw, not the one in the email",
    "{tool} support finally answered (ref {x:ticket}) — 'have you tried reinstalling'. wow",
]
T["en"]["id_a"] = [
    (["can you make the invoice for the {doc} ({direct})? same as always",
      "invoice for {direct} pls, usual layout"],
     "Done — I've numbered this one {x:invoice}, continuing from your last invoice, and left the payment terms at 30 days as usual. Line items are the translation and the formatting work, VAT note at the bottom."),
    (["need a credit note for the cancelled {agency} job pls",
      "{agency} cancelled half the job so I need a credit note. ugh. can you"],
     "For the credit note I'd use {x:invoice}, following on from your numbering, and the replacement invoice gets the next number after it. I've referenced the original invoice in both so their accounts team can match them."),
]
T["en"]["port_u"] = [
    "their SFTP is on port {x}, not 22, which nobody told me obviously",
    "LanguageTool runs locally on {x} now, the old one clashed with something",
    "the NAS web thing is on :{x} btw",
    "VPN needs port {x} open apparently (the hotel wifi blocks it, great)",
    "memoQ server is mq.{agency_slug}.com, port {x}, user is my email",
    "RDP to their VM on {x} just times out. every. time.",
    "IT says use {x} for the upload server, the other one is 'deprecated'",
]
T["en"]["port_a"] = [
    (["FileZilla says 'connection refused' on the {agency} server. their setup pdf is attached, what am I doing wrong"],
     "In FileZilla, put the host in, set Port to {x} (page 2 of their PDF) and choose SFTP as the protocol — leaving the port field empty makes it fall back to 22 and fail."),
    (["attached their setup pdf (12 pages, sorry). which port do I use for the upload?"],
     "Page 3 of the PDF gives the SFTP port as {x}; your client was trying the default, which explains the timeout."),
]
T["en"]["version_u"] = [
    "memoQ updated itself to {x} overnight and now the plugin is gone. why",
    "style guide is {x} now (they changed the quote marks AGAIN)",
    "I'm still on {x}, should I even bother updating mid-project?",
    "the glossary they sent is {x}, the one in my TM is older",
    "client insists on Subtitle Edit {x} for some reason, whatever",
    "about box says {x} — is that the one with the tag bug?",
    "they want the deliverable checked against spec {x}, not the old one",
]
T["en"]["version_a"] = [
    (["the tag bug is back in {tool}. is there a fix or do I just suffer", "tags broken AGAIN in {tool}. known issue?"],
     "That tag bug was fixed in {x} according to the release notes, so updating should sort it — just finish the current file first and back up the TM before you do."),
    (["{tool} mangles the IDML from {agency}, all the text frames are wrong. release notes are attached, which version do I need?"],
     "The changelog lists {x} as the first build that reads the newer IDML packages properly, so anything older will keep mangling the text frames."),
]
T["en"]["money_u"] = [
    "they offered {x} for the whole thing lol. no",
    "invoice total is {x} incl. VAT, sent it this morning",
    "{direct} still owes me {x}, and they just posted about their new funding round",
    "rush fee agreed: {x} on top (they didn't even haggle, should've asked more)",
    "my minimum fee is {x:small} — put that in the template pls",
    "paid {x:small} for the software renewal, ouch",
    "{agency} wants to go down to {x:rate} per word… for legal. no way",
    "new rate for {direct} is {x:rate}/word (they said yes without blinking, hmm)",
]
T["en"]["money_a"] = [
    (["analysis is attached, what's the total at my standard rate? no rush fee this time", "total for the {direct} job? analysis attached"],
     "At the word count from the analysis that comes to {x} — I've put it as a single line item so their PO system doesn't choke on it."),
    (["how much do they owe me all together? the three open ones from {agency}"],
     "Adding up the three open invoices, the outstanding total is {x}; I'd mention the total once in the email and list the individual invoices below it."),
]
T["en"]["date_u"] = [
    "deadline is {x}, THEIR time (PST!!) so basically the next morning for me",
    "PO says delivery {x}, which is tight with the other job",
    "I'm off from {x} btw, don't let me accept anything for that week",
    "payment due {x} per their terms, let's see",
    "they moved it to {x}. of course they did",
    "kick-off call {x} at 4pm CET, can you remind me what to ask",
    "sister arrives {x}, so no evening work that day whatever happens",
]
T["en"]["date_a"] = [
    (["they say 5pm Pacific 'the day before launch'. launch date is in the PO I attached. when is that for ME??"],
     "Going by the PO, that puts the delivery on {x} your time, in the early hours — I'd deliver the evening before to be safe."),
    (["need a new date for the {doc}, something realistic. you pick, then draft", "pick a new delivery date for {direct} that doesn't kill me pls"],
     "In the draft I've proposed {x} as the new delivery date, which still leaves them two working days for their internal review."),
]
T["en"]["decision_u"] = [
    "ok, decision made: I'll {c} ({r}).",
    "going to {c} — {r}, simple as that",
    "thought about it overnight. I'll {c}, since {r}",
    "fyi I decided to {c} bc {r}",
    "after the call w/ {agency}: gonna {c} because {r}",
    "right. final answer, I {c_will}. reason: {r}",
    "not dithering anymore: I'll {c}. why? {r}, that's why",
]
T["en"]["constraint_u"] = [
    "rule from now on: {x}.",
    "please remember — {x}. no exceptions, whoever asks",
    "for the record, {x} (learned that one the hard way)",
    "standing rule, pls note: {x}",
    "just so you know, {x}, whatever they offer",
    "add this to my rules: {x}!!",
    "one more thing for your list. {x}, period",
]
T["en"]["question_u"] = [
    "random q: what's the deal with {x}?",
    "do you know how {x} works? ...anyway, first the email",
    "been wondering about {x} — is that something I need to worry about?",
    "(unrelated: is there a sensible answer re {x}? no rush)",
    "q for later: {x}. what would you do in my place?",
    "oh and can you look into {x} at some point?",
    "I keep forgetting to ask — {x}, any idea?",
]

T["zh"]["name_u"] = [
    "{agency}换人了，新来的叫{x}，{role}，以后PO都是这位发",
    "刚跟{x}通了电话（{role}），人挺好的，就是他们内部一团乱",
    "邮件抬头写给{x}吧，{role}，上次就是这位回的",
    "又是{x}……（{role}）说让我“顺便看一下”四十页，呵呵",
    "fyi {role}现在是{x}，之前那个十月就走了",
    "{x}（{role}）刚微信问我十二月有没有档期",
    "记一下：{x}＝{role}，别再跟另一个搞混了",
]
T["zh"]["command_u"] = [
    "我跑了 {x} ，啥都没输出，是不是就说明没问题？",
    "记一下，{purpose}用这个：{x}（亲测能用）",
    "所以就是 {x} 然后再上传？就这么简单？",
    "{x} 跑完就好了！！感动（就是想{purpose}）",
    "贴一下我敲的：\n$ {x}\n然后就没反应了，过了一会儿才回到提示符",
    "{agency}的IT让我用 {x} ，你看看安全吗",
    "终端里敲了 {x} ，跑了好久，不过搞定了",
]
T["zh"]["command_a"] = [
    (["怎么{purpose}来着？", "想{purpose}，命令是啥", "教我一下怎么{purpose}，用终端就行"],
     "在文件所在的文件夹里运行：\n\n    {x}\n\n文件夹里别的东西不会动。如果报错，把前两行错误贴给我。"),
    (["又忘了怎么{purpose}了……", "怎么{purpose}？急"],
     "一条命令就行：`{x}`，不用另外装东西，结果不对的话原文件还在。"),
]
T["zh"]["id_u"] = [
    "PO来了：{x:po}（催了三次，终于）",
    "工单号{x:ticket}，说48小时内回复，呵呵",
    "发票{x:invoice}到现在还没付，已经第52天了",
    "催款邮件里写上PO号{x:po}，他们财务系统要这个",
    "贴一下他们的邮件：\n> 主题：回复：{x:job} 交付\n> 您好，想跟您确认一下进度，方便给个ETA吗？谢谢！\n\nETA就是他们把参考文件发过来的时候",
    "高铁票订好了，订单号{x:booking}，那周就别给我排活了",
    "平台上的任务编号是{x:job}，不是邮件里那个",
    "{tool}客服终于回了（工单{x:ticket}）——“请尝试重新安装”，服了",
]
T["zh"]["id_a"] = [
    (["帮我开一下{direct}那个{doc}的发票，老样子", "给{direct}开票，格式照旧"],
     "好了——这张我编号为{x:invoice}，接着你上一张往下排，账期还是照常写30天。明细分翻译和排版两行，税务说明放在最下面。"),
    (["{agency}砍掉一半，要开个红字/冲销单，帮我弄一下"],
     "冲销单我建议编号{x:invoice}，接着你的编号往下排，新的发票再用下一个号。两张都注明了原发票号，方便他们财务对账。"),
]
T["zh"]["port_u"] = [
    "他们的SFTP端口是{x}，不是22，当然没人告诉我",
    "本地的LanguageTool现在跑在{x}，原来那个端口跟别的冲突了",
    "NAS后台是 :{x} 哈",
    "VPN要开{x}端口（酒店wifi给封了，好极了）",
    "memoQ服务器地址 mq.{agency_slug}.com，端口{x}，用户名是我邮箱",
    "远程桌面连他们的虚拟机，{x}一直超时，每次都是",
    "IT说上传服务器改用{x}，旧的那个“停用了”",
]
T["zh"]["port_a"] = [
    (["FileZilla连{agency}的服务器一直“连接被拒绝”，配置说明PDF发你了，我哪儿弄错了"],
     "FileZilla里填好主机，端口填{x}（PDF第2页写的），协议选SFTP——端口留空的话它会默认走22，就连不上了。"),
    (["他们的配置说明发你了（12页，抱歉），上传用哪个端口？"],
     "PDF第3页写的SFTP端口是{x}；你的客户端在试默认端口，所以才超时。"),
]
T["zh"]["version_u"] = [
    "memoQ半夜自己升级到{x}了，插件全没了，为什么",
    "风格指南更新到{x}了（引号又改了！！）",
    "我还在用{x}，项目做到一半要不要升级？",
    "他们发的术语表是{x}，我TM里那版是旧的",
    "客户指定用Subtitle Edit {x}，行吧",
    "关于页面写的是{x}——是不是有标签bug那个版本？",
    "他们要按{x}的规范检查交付文件，不是旧的那份",
]
T["zh"]["version_a"] = [
    (["{tool}的标签bug又来了，有解吗还是只能忍", "{tool}标签又乱了，是已知问题吗"],
     "按更新说明，这个标签的bug在{x}里修好了，升级应该就没事——先把手上这个文件做完，升级前备份一下TM。"),
    (["{tool}打开{agency}的IDML全乱了，更新日志我发你了，要升级到哪个版本？"],
     "更新日志里写着{x}是第一个能正确读新版IDML的版本，更早的版本会一直把文本框弄乱。"),
]
T["zh"]["money_u"] = [
    "他们整个项目就给{x}，笑死，不接",
    "发票总额{x}，含税，今天早上发了",
    "{direct}还欠我{x}，人家刚发朋友圈说融资了",
    "加急费谈好了：另加{x}（他们都没还价，早知道多要点）",
    "我的最低收费是{x:small}——模板里帮我加上",
    "续费软件花了{x:small}，肉疼",
    "{agency}想压到千字{x:rate}……法律稿，不可能",
    "{direct}那边谈下来千字{x:rate}，对方一口答应，有点后悔报低了",
]
T["zh"]["money_a"] = [
    (["分析报告发你了，按我的标准价一共多少？这次不加急", "{direct}这单一共多少钱？分析报告在附件"],
     "按分析报告的字数算，一共是{x}——我写成了一行，免得他们PO系统出问题。"),
    (["{agency}那三张没付的加起来一共欠我多少？"],
     "三张没付的发票加起来一共是{x}；邮件里总数提一次，下面再列每张发票。"),
]
T["zh"]["date_u"] = [
    "DDL是{x}，按他们那边时间（美西！！），等于我这边第二天早上",
    "PO上写的交付日期是{x}，跟另一个活撞了",
    "我{x}开始休假，那周别让我接活",
    "按合同{x}前付款，看着吧",
    "又改到{x}了，呵呵，果然",
    "{x}下午4点开kickoff会，帮我想想要问什么",
    "我妈{x}过来，那天晚上不干活，天塌了也不干",
]
T["zh"]["date_a"] = [
    (["他们说“上线前一天太平洋时间下午5点”，上线日期在PO里（附件）。换算到我这边是哪天？？"],
     "按PO上的日期，换算过来就是你这边的{x}凌晨——建议前一天晚上就交，稳妥一点。"),
    (["{doc}得改个交期，你挑个现实点的日子，然后起草邮件", "给{direct}定个新的交付日期吧，别把我累死就行"],
     "草稿里我把新的交付日期写成了{x}，这样他们内部审校还有两个工作日。"),
]
T["zh"]["decision_u"] = [
    "想好了：{c}，因为{r}。",
    "决定{c}，{r}，没必要再纠结",
    "就这么定了，{c}（{r}）",
    "睡了一觉想通了，{c}，毕竟{r}",
    "fyi 最后决定{c}，原因很简单：{r}",
    "跟{agency}打完电话，{c}——{r}",
    "不磨叽了，{c}。为啥？{r}呗",
]
T["zh"]["constraint_u"] = [
    "以后的规矩：{x}。",
    "记住啊——{x}，谁来都没有例外",
    "说一下，{x}（血的教训）",
    "帮我记一条：{x}",
    "不管他们开多少钱，{x}",
    "再强调一遍：{x}！！",
    "规矩再加一条，{x}，就这样",
]
T["zh"]["question_u"] = [
    "随便问一下：{x}是怎么回事？",
    "你知道{x}吗……算了先弄邮件",
    "一直想问：{x}，这个我需要操心吗？",
    "（题外话：{x}有没有靠谱的说法？不急）",
    "留个问题：{x}，换你会怎么弄？",
    "哦对了，{x}你有空帮我查查？",
    "老忘了问——{x}，有头绪吗？",
]

DECISIONS = {
    "en": [
        ("take the flat fee for the Hofmann manual", "repetitions would eat my per-word rate"),
        ("stop taking jobs from Polyglotta", "they paid 70 days late twice"),
        ("invoice Trellis in EUR from now on", "the GBP conversion fees keep biting"),
        ("do the Verbum contracts in memoQ", "Trados keeps corrupting their tags"),
        ("raise my rate for legal texts", "the terminology research takes twice as long"),
        ("turn down the Across job", "their portal locks me out every other day"),
        ("hire a proofreader for the winery brochure", "Spanish marketing copy isn't my strongest"),
        ("ask Estudio Calma for half upfront", "new direct clients are a gamble"),
        ("deliver the subtitles as plain SRT", "their player strips the styling anyway"),
        ("split the Greenleaf job into two POs", "their PO limit is capped per order"),
        ("keep the Brightline retainer", "it covers my rent in slow months"),
        ("move all backups onto the NAS", "cloud sync broke my TM twice"),
        ("quote hourly for the post-editing", "the MT output is all over the place"),
        ("skip the December rush jobs", "I promised my sister the week in Valencia"),
        ("send reminders on day 31", "waiting longer only normalises late payment"),
        ("switch to the quarterly VAT return", "monthly filing eats a whole afternoon"),
    ],
    "zh": [
        ("耳机厂的说明书按总价收", "重复率太高按字算亏"),
        ("以后不接华语通的活", "连续两次拖款超过70天"),
        ("跨境电商客户改用欧元结算", "美元换汇手续费太狠"),
        ("合同类的稿子都用memoQ做", "Trados老是把标签搞坏"),
        ("法律稿单价往上调", "查术语的时间多一倍"),
        ("推掉那个用Across的单子", "他们平台三天两头登不上"),
        ("酒庄的宣传册找人审校", "西语营销文案不是我强项"),
        ("新直客一律先收一半预付款", "上次被跑单了"),
        ("字幕只交纯SRT", "他们播放器反正会吃掉样式"),
        ("游戏公司的活拆成两个PO", "他们单个PO有金额上限"),
        ("保留启明的包月合作", "淡季至少房租有着落"),
        ("备份全部挪到NAS上", "网盘同步把TM搞坏过两次"),
        ("译后编辑按小时报价", "机翻质量忽高忽低"),
        ("年底的加急单都不接", "答应了我妈回家过元旦"),
        ("逾期第31天就发催款", "拖得越久他们越习惯"),
    ],
}
CONSTRAINTS = {
    "en": ["never start without a signed PO", "no machine translation on Verbum files",
           "only deliver after the deposit clears", "never quote below my minimum fee",
           "no calls before 10am my time", "always cc accounts on invoice emails",
           "don't share my TM with other vendors", "never upload client files to online tools",
           "weekend work only at the rush rate", "no new clients with 60-day terms",
           "always ask for reference files first", "never touch locked 100% matches",
           "only accept PDFs with an editable source", "no more than 3,000 words a day",
           "never send the final before the invoice"],
    "zh": ["没有签好的PO绝不开工", "直客的文件不要丢进机翻", "定金到账之后才交稿",
           "报价不低于我的最低收费", "早上十点前别约电话", "开票邮件一律抄送财务",
           "TM不要共享给其他供应商", "客户文件不要传到在线工具", "周末只接加急价的活",
           "账期60天的新客户不接", "先要参考文件再报价", "锁定的100%匹配不要动",
           "没有可编辑源文件的PDF不接", "一天最多翻三千字", "尾款没到不交无水印版"],
}
QUESTIONS = {
    "en": ["reverse charge for UK clients", "the Künstlersozialkasse for translators",
           "professional liability insurance in Spain", "charging for CAT analysis time",
           "Wise vs PayPal for USD payments", "deducting the BDÜ membership fee",
           "sworn translation stamps in Germany", "the 2027 e-invoicing rules",
           "pension options for freelancers", "a Trados perpetual licence",
           "statutory interest on late invoices", "registering a trademark for my business name",
           "the Spanish autónomo flat rate"],
    "zh": ["英国客户的反向征税", "自由译者怎么交社保", "西班牙的职业责任险",
           "CAT分析的时间能不能收费", "Wise和PayPal收美元哪个划算", "翻译协会会费能不能抵税",
           "德国宣誓翻译盖章的流程", "2027年电子发票新规", "自由职业的养老保险",
           "Trados买断版还值不值", "欧盟逾期付款的法定利息", "个体户要不要注册商标"],
}
SLUGS = ["wortwerk", "linguabridge", "brightline", "verbum", "sprachraum", "yitong", "mohyan"]

# acknowledgements the assistant gives after a fact message (never repeat needles)
ACK = {
    "en": [
        "Noted.",
        "Got it, I'll keep that in mind.",
        "Okay — noted for the {agency} side of things.",
        "Understood. Do you want me to draft anything off the back of that, or just keep it on file?",
        "Makes sense. I've got it down; tell me when you want the email.",
        "Right, that's clear. One thing to watch: the {doc} job for {direct} is still open, so don't let this crowd it out.",
        "Noted — and for what it's worth, that sounds like the sensible call given how the last few weeks went with {agency}.",
        "Okay. I'll treat that as settled unless you tell me otherwise.",
        "Got it. If it helps, I can add it to the checklist you use before accepting a job, so it's in front of you when the next request from {agency} comes in.",
    ],
    "zh": [
        "记下了。",
        "好的，我记着。",
        "明白，{agency}那边的事我都记着。",
        "收到。要不要我顺手起草个邮件，还是先记着就行？",
        "有道理，我记下来了，要发邮件的时候叫我。",
        "好的。提醒一下：{direct}那份{doc}还没交，别被这个挤掉了。",
        "记下了——说实话，看最近几周{agency}的表现，这么处理挺合理的。",
        "好，那就按这个来，除非你之后改主意。",
        "明白。我可以把这条加到你接单前的检查清单里，下次{agency}来活的时候就能看到。",
    ],
}
DEFER = {
    "en": [
        "I'll park the side question for now and do the draft first — remind me if you want to go into it properly.",
        "Let's leave that one for later; it deserves more than a one-liner and the email is the urgent bit.",
        "Parking that — first things first.",
    ],
    "zh": [
        "那个问题我先放一放，先把邮件弄完——想细聊的时候再提醒我。",
        "那个先搁着吧，一两句说不清楚，邮件比较急。",
        "先不展开那个，一件一件来。",
    ],
}

# ---------------------------------------------------------------------------
# filler material
# ---------------------------------------------------------------------------
FILL = {"en": {}, "zh": {}}
FILL["en"]["chat"] = [
    ("morning. coffee #2 and already behind", "Morning! Behind on what — the {doc} or the inbox? If it's the inbox, give me the worst three and I'll triage."),
    ("neighbour is drilling AGAIN. 3rd day", "That sounds maddening. Noise-cancelling headphones and the least demanding file first might be the only way through today."),
    ("cat sat on the keyboard and confirmed like 30 segments. wonderful", "Ha — worth running a quick QA pass over that stretch before delivery, just in case she had opinions about terminology."),
    ("so tired. the {agency} files were 11pm stuff again", "That's the third late night this week. Might be worth flagging with them that the turnaround they keep asking for isn't sustainable at the current rate."),
    ("raining sideways here. perfect translating weather tbh", "Tea, blanket, a long {doc} — could be worse."),
    ("ok back. had to run to the post office (tax office letter, don't ask)", "Welcome back. Anything in the letter I should know about, or just the usual paperwork?"),
    ("lol {agency} sent a 'quick question' that is 9 questions", "Classic. Want me to turn those into a numbered list with short answers so you can reply in one go?"),
    ("my back hurts. new chair is on the list for next year", "Put it on the list of things that are a business expense — your back is basically equipment at this point."),
    ("ok lunch, back in 30", "Enjoy — I'll be here."),
    ("hahaha their 'urgent' file has been sitting in my inbox for 3 days and nobody asked", "The quieter they are, the less urgent it was. Still, a one-line ETA now saves you a panicked email on Friday."),
    ("gym was a bad idea. cannot lift arms to type", "Dictation mode for the emails, then?"),
    ("watching the {doc} count go down is the only joy I have today", "A small but honest joy. How far along are you?"),
    ("is it normal to hate a file format personally", "With some formats, yes. Which one is it today?"),
    ("btw thanks for yesterday, the email worked", "Glad to hear it! Did they come back with anything, or just a thumbs-up?"),
    ("3 emails from {agency} in 10 min, all saying 'any update?'. the update is I'm working", "Tempting to reply with exactly that. A calmer version: 'On track for the agreed deadline, I'll confirm on delivery.' One line, no invitation to keep asking."),
    ("ok I'm procrastinating. tell me to go back to the {doc}", "Go back to the {doc}. Twenty-five minutes, then you're allowed to come back and complain to me."),
    ("the wifi died for an hour. I translated offline like it's 2005", "Honestly, probably your most focused hour of the week. Did the TM sync properly once you were back?"),
    ("finished the {doc} 🎉", "Well done! Delivered already, or do you want a last QA pass first?"),
    ("why do agencies send files at 5:58pm on a friday. genuine question, not for you to answer", "Some mysteries are best left alone."),
    ("dentist in an hour, brain already gone", "Then let's keep it to admin until you leave — nothing that needs careful terminology."),
    ("made soup. the {agency} PM can wait", "Soup first is the correct order of operations."),
    ("can't decide if I'm busy or just disorganised this week", "Probably a bit of both, which is normal in November. Want to do a five-minute list of what's actually due?"),
]
FILL["en"]["work"] = [
    ("{tool} crashed twice on the {fmt}. what do I even do",
     "A few things to try, in order:\n\n1. Close {tool}, reopen it, and open only that one file — other projects in the same session sometimes drag memory down.\n2. If the file is large, split it (or ask the PM for a split package) — a lot of crashes are plain memory limits.\n3. Check whether the {fmt} came out of a different tool version than yours; a mismatch often shows as a crash on open rather than a proper error.\n4. If none of that helps, export the target as-is, and ask {agency} for a fresh package.\n\nIf you tell me exactly when it crashes (on open, on a specific segment, on save), I can narrow it down."),
    ("the {fmt} they sent has text in images. do I charge extra?? how much",
     "Yes, you should — text in images means extra work (extraction, typing out, and usually DTP on the way back). The usual ways to handle it:\n\n- charge it hourly on top of the per-word rate,\n- or count the image text separately at your normal rate and add a handling fee.\n\nEither way, tell them before you start so it isn't a surprise on the invoice. Want me to draft that heads-up?"),
    ("segments are locked in the {fmt} but half of them are wrong. do I touch them or not",
     "I'd not change them silently. Leave the locked ones as they are, add a comment on each one that's wrong, and send the PM a short list with the segment numbers. That way you're covered if the client asks why something changed, and they can decide whether they want to pay for the fixes."),
    ("{agency} asked if I do {pair}. I mean technically yes but",
     "The 'but' matters. If it's not a pair you'd stand behind for a paying client, it's fine to say so — or to say yes only for certain text types (internal docs, gisting) and no for anything published. Want me to phrase a polite 'yes, with limits' reply?"),
    ("is 6 hours a reasonable estimate for a 2-page {doc} with terrible formatting",
     "It can be, if most of that is fixing the formatting rather than translating. I'd split the estimate in the quote — translation time and formatting time — so they see where the hours go, and they might send a cleaner source instead."),
    ("the TM has 3 different translations for the same term. which wins",
     "Usually: client glossary first, then the most recent approved translation, then whatever the reviewer used most. If none of those settle it, pick one, use it consistently, and send the PM a one-line query listing the three variants so they can confirm."),
    ("their reviewer changed all my commas. ALL of them",
     "Annoying, but worth checking whether it's a style-guide thing (some clients want serial commas, some forbid them) or just preference. If it's preference and it's introducing errors, it's fair to push back with two or three concrete examples rather than arguing it in general."),
    ("time zones are killing me. they're in Chicago, PM in Madrid, client in Singapore",
     "A simple rule helps: always restate deadlines in your own time zone when you confirm them in writing, e.g. 'delivery by 18:00 CET, which is 11:00 in Chicago'. That way any mismatch surfaces immediately, not on delivery day."),
]
FILL["en"]["confirm"] = [
    ("ok so: part 1 goes out friday, part 2 after they send the glossary, one invoice at the end",
     "So, to confirm: first half delivered Friday, second half only once the glossary is in, and a single combined invoice when everything's done. I'll phrase the email to {agency} exactly like that so nobody expects part 2 early."),
    ("fine. I'll do the review but not the DTP, they can find someone else for that",
     "So, to confirm: you take the review, you decline the DTP, and you don't recommend anyone for it unless they ask. Want a two-line reply saying that?"),
    ("let's say yes to the {doc} but only if they accept the later date",
     "So, to confirm: yes in principle, conditional on the later delivery date. I'll make the condition the first sentence so it can't be skimmed past."),
    ("ok so new plan. {direct} first, then the {agency} stuff, emails tonight",
     "So, to confirm: {direct} gets your morning, the {agency} files the afternoon, and emails wait until tonight. I'll hold the drafts until then."),
    ("right so the sample is free, anything over 300 words is paid",
     "So, to confirm: free test up to 300 words, anything above that is billed at your normal rate. I'll put that in writing before they send the file, so there's no 'oh, we thought the whole thing was the test'."),
]
EMAIL_BODY_EN = {
    "open": ["Hi {who},", "Dear {who},", "Hello {who},"],
    "p1": [
        "I hope you're well and that the end of the year isn't too hectic on your side.",
        "Thanks again for the work over the past months — it's been a pleasure working on your projects.",
        "I'm writing about the {doc} we discussed last week.",
        "Just a quick note regarding the open items on my side.",
    ],
    "p2": [
        "According to my records, the invoice sent at the beginning of last month is still open. I appreciate that payment runs can take time, but it is now well past the agreed terms, and I'd be grateful if you could check its status with your accounts team and let me know when I can expect the transfer.",
        "From January, my rates for new projects will be adjusted to reflect increased costs and the specialised work involved. Ongoing projects will of course be completed at the current rates, and I'm happy to discuss volume arrangements if that helps with your planning.",
        "Unfortunately the source files turned out to need considerably more preparation than expected (broken formatting, text in images, inconsistent terminology). To keep the quality where it should be, I'd like to propose a short extension. I'll keep you posted on progress in the meantime.",
        "Unfortunately I'm not able to take this one on within the timeframe you need — my schedule is fully booked for the period. I'd be very happy to help with future projects, so please do keep me in mind.",
        "The file I received doesn't open correctly on my side — the segments come out merged and some tags are missing. Could you send a fresh export (ideally straight from the original project) so I can get started without losing time?",
        "Before I start, could you please confirm the purchase order in writing? This helps both our accounts teams keep things straight and avoids delays at the invoicing stage.",
    ],
    "p3": [
        "If anything is unclear, just let me know — I'm happy to jump on a short call.",
        "Thank you for your understanding, and I look forward to hearing from you.",
        "Many thanks in advance for looking into this.",
        "Thanks for your flexibility on this.",
    ],
    "close": ["Best regards,", "Kind regards,", "All the best,", "Best wishes,"],
}
FILL["en"]["paste"] = [
    ("pasting what {agency} sent, what do they even want:\n\n---\nHi,\n\nhope all is well! We have a new request from our end client and wanted to check your availability. It's roughly 8k words, {pair}, {doc}, with a first batch needed asap and the rest rolling. Files are {fmt}. Could you let us know your capacity and best rate? Please note the client expects TM discounts as per our usual grid.\n\nThanks so much,\nVendor Management\n---",
     "In short, they want three things from you:\n\n1. **Capacity** — can you take ~8k words, with the first batch quickly and the rest in pieces as they come.\n2. **A rate** — \"best rate\" usually means they hope for a discount; you don't have to give one.\n3. **Acceptance of their TM grid** — fuzzy-match discounts on top.\n\nThings to pin down before you say yes: how big the first batch is and what 'asap' means in hours, whether the {fmt} is clean, and whether the grid applies to repetitions only or to all fuzzies. Want me to draft a reply asking exactly those?"),
    ("this is the error log, means anything to you?\n\n```\n[ERROR] 14:02:11 FileTypeFilter: Unexpected element <x id=\"17\"> at line 4412\n[WARN]  14:02:11 Segment 388: tag pair mismatch (bpt/ept)\n[ERROR] 14:02:12 Target file could not be generated\n```",
     "Yes — it's a tag problem, not a file-corruption one. Segment 388 has an opening tag without its closing partner (or the other way round), and the export stops there. What usually fixes it:\n\n- jump to segment 388, compare source and target tags, and make sure every paired tag in the source has its twin in the target, in the same order;\n- run the tag verifier over the whole file — there are often two or three more of the same;\n- then try generating the target again.\n\nIf the source itself is broken at that point, export what you have and send the log to the PM."),
    ("table from my spreadsheet, what's overdue?\n\nclient | sent | terms | paid\n{agency} | 02.10. | 30d | no\n{direct} | 15.10. | 14d | no\nSprachraum | 20.10. | 45d | yes\nLokalize Studio | 01.11. | 30d | no",
     "Going by the terms:\n\n- The first row is overdue — 30 days from early October ran out at the start of November.\n- The second row is overdue too — 14 days from mid-October.\n- Sprachraum is paid, nothing to do.\n- Lokalize Studio is still within terms until the start of December.\n\nSo two reminders to send now. Want me to draft both, the first one a bit firmer since it's the older debt?"),
]
FILL["en"]["tool"] = [
    ("remind me every monday morning to send out the invoices",
     "manage_schedule", {"action": "create", "name": "invoice run", "schedule": "cron 0 9 * * 1", "prompt": "Remind me to send this week's invoices and check overdue ones."},
     "created job sched_3 \"invoice run\" (cron 0 9 * * 1, Europe/Berlin); next run Mon 09:00",
     "Done — every Monday at 9:00 you'll get a reminder to send invoices and check what's overdue."),
    ("what did I say earlier about the {agency} files? I've lost track",
     "search_history", {"query": "{agency} files"},
     "3 matches\n- (earlier) user: the {agency} files were 11pm stuff again\n- (earlier) assistant: That's the third late night this week...\n- (earlier) user: lol {agency} sent a 'quick question' that is 9 questions",
     "Mostly that their files keep turning into late-night work and that they sent a long list of 'quick questions'. Nothing about rates or dates in there."),
    ("save my current rate card as a note pls, so I stop digging through emails",
     "manage_note", {"action": "create", "title": "Rate card", "body": "Translation per word by pair and text type; review hourly; DTP hourly; rush surcharge; minimum fee."},
     "note created: note_rate-card (118 chars)",
     "Saved as a note called \"Rate card\". It has the structure in it; fill in the numbers whenever you're ready and I'll keep it updated."),
    ("can you plan my week? I have the {doc} for {direct}, the {agency} review and all the admin",
     "manage_task_progress", {"action": "plan", "title": "This week", "steps": ["{direct}: {doc}", "{agency}: review", "admin: invoices + reminders", "buffer"]},
     "task task_12 \"This week\" planned with 4 steps",
     "Here's the plan:\n\n1. {direct} — the {doc}, mornings while you're fresh.\n2. {agency} review — afternoons, it's less demanding.\n3. Admin — invoices and reminders in one block, Thursday.\n4. Buffer — Friday afternoon, because something always slips.\n\nI'll tick things off as you tell me."),
    ("do you remember how I like invoices worded?",
     "manage_memory", {"action": "list", "query": "invoice wording"},
     "2 memories\n- prefers short invoice emails, no small talk\n- likes the payment details repeated at the bottom",
     "Yes: short emails without small talk, and the payment details repeated at the bottom of the message even though they're on the invoice."),
]

FILL["zh"]["chat"] = [
    ("早。第二杯咖啡了，进度已经落后", "早！落后的是{doc}还是邮箱？邮箱的话把最头疼的三封给我，我帮你排一下。"),
    ("楼上又在装修，第三天了", "太折磨了。戴上降噪耳机，先挑最不费脑的文件做吧。"),
    ("猫踩键盘，一下确认了三十个句段，真好", "哈哈，交稿前最好把那一段跑一遍QA，万一它对术语有什么想法呢。"),
    ("好累，{agency}的活又弄到十一点", "这周已经第三个晚上了。可以跟他们提一下，按现在这个价，这种交期长期扛不住。"),
    ("外面下大雨，适合翻译（真心的）", "泡杯茶，裹个毯子，来一份长长的{doc}，也不算太坏。"),
    ("回来了，刚去了趟邮局（税务局来信，别问）", "欢迎回来。信里有什么要我记的吗，还是例行公事？"),
    ("笑死，{agency}发来一个“小问题”，其实是九个问题", "经典。要不要我整理成带编号的清单，一次性回复？"),
    ("颈椎疼，明年得换个椅子", "记到经营支出里吧，你的颈椎现在基本算生产工具了。"),
    ("去吃饭，半小时回来", "好，慢慢吃。"),
    ("他们说“很急”的文件在我邮箱躺了三天，没人问", "越安静说明越不急。不过现在回一句ETA，能省掉周五的一封慌张邮件。"),
    ("追剧追到两点，今天脑子是浆糊", "那今天先做机械一点的活，格式、QA、发票这些，需要动脑的留到明天上午。"),
    ("看着字数一点点减少是我今天唯一的快乐", "虽小但真实。做到哪儿了？"),
    ("讨厌一个文件格式讨厌到人身攻击，正常吗", "有些格式确实配得上。今天是哪个？"),
    ("对了昨天那封邮件管用了，谢谢", "太好了！他们回了什么，还是就点了个赞？"),
    ("{agency}十分钟发了三条“进度如何？”，进度就是我在做啊", "很想就这么回一句。温和一点的版本：“按约定时间推进中，交稿时再确认。”一句话，别给他们继续追问的口子。"),
    ("我在摸鱼，快叫我回去做{doc}", "回去做{doc}。先干二十五分钟，之后随便来跟我吐槽。"),
    ("断网一个小时，离线翻译，梦回2005", "说不定是你这周最专注的一小时。网回来以后TM同步正常吗？"),
    ("{doc}做完了🎉", "辛苦！已经交了，还是再跑一遍QA？"),
    ("为什么翻译公司总是周五下午五点五十八发文件，真心发问，不用回答", "有些谜团还是别解开了。"),
    ("一小时后去看牙，脑子已经不在了", "那走之前就弄点杂事吧，别碰需要仔细斟酌术语的。"),
    ("煮了个汤，{agency}的PM等着吧", "先喝汤，顺序完全正确。"),
    ("分不清这周是太忙还是太乱", "大概两者都有，十一月嘛很正常。要不要花五分钟列一下真正到期的东西？"),
    ("今天弹幕/字幕看得眼睛疼", "眼睛休息一下，看看远处。二十分钟起来一次，对颈椎也好。"),
]
FILL["zh"]["work"] = [
    ("{tool}打开{fmt}崩了两次，怎么办",
     "按顺序试试：\n\n1. 关掉{tool}重新打开，只开这一个文件——同时开着别的项目有时会把内存拖垮。\n2. 文件太大的话拆开做（或者让PM发拆好的包），很多崩溃其实就是内存不够。\n3. 看看这个{fmt}是不是别的版本导出的，版本不匹配经常表现为打开就崩，而不是正常报错。\n4. 都不行的话，先把现有译文导出来，找{agency}要一个新的包。\n\n你告诉我具体什么时候崩（打开时、某个句段、保存时），我可以帮你再缩小范围。"),
    ("这个{fmt}里字都在图片里，要不要加钱？加多少",
     "要加。图片里的字意味着额外的工作量（提取、手打、回填排版）。常见的做法：\n\n- 在字数价之外按小时另收；\n- 或者图片里的字按正常单价单独计，再加一笔处理费。\n\n不管哪种，开工前先说清楚，别让他们在发票上才看到。要我帮你起草这个说明吗？"),
    ("字幕时间轴整体慢了两秒，客户说是我的问题？？",
     "先别急着认。整体偏移两秒，多半是帧率或者视频版本不一致（他们给你的参考视频和最终成片不是同一版）。可以：\n\n- 问他们要最终版视频的帧率和时长，对一下；\n- 在Aegisub里整体平移一次时间轴，再抽查开头、中间、结尾各几条；\n- 回邮件时把你用的视频文件名和时长写上，证明你是按他们给的素材做的。"),
    ("{agency}问我做不做{doc}的德译中，技术上能做，但是",
     "这个“但是”很重要。如果这不是你敢对付费客户负责的语对，直接说就好——或者只接某些类型（内部文件、了解大意），对外发布的不接。要不要我帮你写一个“可以，但有条件”的回复？"),
    ("TM里同一个词有三种译法，听谁的",
     "一般顺序是：客户术语表优先，其次是最近一次审定过的译法，再其次是审校最常用的。都定不下来的话，先挑一个全篇统一，再给PM发一句话的query，把三种译法列出来让他们确认。"),
    ("审校把我的标点全改了，全部",
     "挺烦的，但先看看是不是风格指南的要求（有的客户规定用全角引号、有的规定用直角引号），还是纯粹个人偏好。如果是偏好而且改出了错，拿两三个具体例子回过去，比泛泛地争有用。"),
    ("时差要命：客户在芝加哥，PM在马德里，终端客户在新加坡",
     "有个简单办法：每次书面确认交期时都写上你自己的时区，比如“北京时间周五18点，即芝加哥时间周五凌晨4点”。这样有对不上的地方当场就暴露，不会拖到交稿那天。"),
]
FILL["zh"]["confirm"] = [
    ("行，那就：第一部分周五交，第二部分等他们发术语表，最后一起开票",
     "确认一下：前一半周五交，后一半等术语表到了再做，全部做完开一张合并的发票。我给{agency}的邮件就这么写，免得他们以为第二部分会提前到。"),
    ("审校我做，排版不做，让他们找别人",
     "确认一下：审校接，排版不接，他们不问的话也不推荐人。要我写两句话回复吗？"),
    ("{doc}可以接，但前提是他们同意往后延",
     "确认一下：原则上接，条件是交期往后延。我把这个条件写在第一句，免得他们扫一眼就略过去。"),
    ("新计划：先弄{direct}的，再弄{agency}的，邮件晚上回",
     "确认一下：上午给{direct}，下午做{agency}的文件，邮件统一晚上回。草稿我先留着。"),
    ("试译300字以内免费，超过的按正常价收",
     "确认一下：300字以内的试译免费，超出部分按你的正常单价收。我在他们发文件之前就把这个写清楚，免得出现“我们以为整份都是试译”的情况。"),
]
EMAIL_BODY_ZH = {
    "open": ["{who}您好：", "{who}，你好！", "您好，{who}："],
    "p1": ["希望您一切顺利，年底不至于太忙。", "感谢这几个月以来的合作，和贵司做项目一直很愉快。",
           "关于上周我们沟通过的{doc}，想跟您同步一下。", "简单说一下我这边几件待处理的事情。"],
    "p2": [
        "根据我的记录，上个月初开具的发票目前仍未结清。理解付款流程需要时间，但现在已经超过约定账期不少了，麻烦您跟财务同事核实一下，并告知大概的付款时间，非常感谢。",
        "从明年一月起，新项目的报价会有所调整，以反映成本的上升和专业领域的工作量。正在进行的项目仍按现行价格完成；如果有批量需求，也很乐意再商量。",
        "原文文件的预处理比预想的复杂很多（格式错乱、图片中有文字、术语前后不一致）。为了保证质量，想申请把交期稍微延后一点，期间我会随时同步进度。",
        "很遗憾这次的时间我排不开，那段时间已经约满了。以后有合适的项目非常欢迎再找我。",
        "收到的文件在我这边打不开——句段合并在一起，部分标签丢失。能否从原项目重新导出一份发给我？这样我可以尽快开工。",
        "开工之前，麻烦先书面确认一下PO，这样双方财务都好对账，开票的时候也不会卡住。",
    ],
    "p3": ["有任何不清楚的地方随时联系我，也可以约个简短的电话。", "感谢理解，期待您的回复。",
           "先谢谢您帮忙跟进。", "谢谢配合！"],
    "close": ["祝好", "此致\n敬礼", "谢谢！", "顺祝商祺"],
}
FILL["zh"]["paste"] = [
    ("贴一下{agency}发来的，他们到底想要啥：\n\n---\n老师好！\n\n我们这边有个新需求想问下您的档期：大概8千字，{doc}，第一批比较急，后面的陆续给。文件是{fmt}。麻烦告知一下可以接的量和最优价格。另外客户要求按我们常规的TM折扣表来算哈。\n\n谢谢！\n供应商管理部\n---",
     "简单说他们要三样东西：\n\n1. **档期**——8千字左右，第一批急，后面分批来。\n2. **价格**——“最优价格”一般是希望你打折，你没义务给。\n3. **接受他们的TM折扣表**——模糊匹配另外打折。\n\n答应之前要问清楚：第一批多少字、“比较急”具体是几个小时；{fmt}干不干净；折扣表只适用于重复还是所有模糊匹配。要不要我按这几点起草回复？"),
    ("这是报错日志，你看得懂吗\n\n```\n[ERROR] 14:02:11 FileTypeFilter: Unexpected element <x id=\"17\"> at line 4412\n[WARN]  14:02:11 Segment 388: tag pair mismatch (bpt/ept)\n[ERROR] 14:02:12 Target file could not be generated\n```",
     "看得懂——是标签问题，不是文件损坏。第388句段有个起始标签没有对应的结束标签（或者反过来），导出就卡在那里了。一般这样解决：\n\n- 跳到388句段，对照原文和译文的标签，确保原文里每对标签在译文里都有，顺序一致；\n- 对整个文件跑一遍标签检查，通常还有两三个同样的问题；\n- 然后再生成译文。\n\n如果是原文本身在那儿就坏了，先导出现有的，把日志发给PM。"),
    ("我表格里的，哪些逾期了？\n\n客户 | 开票 | 账期 | 已付\n{agency} | 10/02 | 30天 | 否\n{direct} | 10/15 | 14天 | 否\n博雅译社 | 10/20 | 45天 | 是\n海岸本地化 | 11/01 | 30天 | 否",
     "按账期算：\n\n- 第一行逾期了——十月初开票，30天到十一月初就到期了。\n- 第二行也逾期了——十月中旬开票，14天。\n- 博雅译社已付，不用管。\n- 海岸本地化还在账期内，到十二月初。\n\n所以现在要发两封催款。要不要我两封都起草，第一封语气硬一点，毕竟欠得更久？"),
    ("微信截图转文字：\n\n「老师，那个字幕能不能今晚先给个初版？导演明早要看，辛苦辛苦🙏 文件我放网盘了，链接在群里」",
     "他们要的是今晚先交初版，明早导演看。建议回复前先确认两点：\n\n1. “初版”是否可以没过完QA、时间轴没精调——写清楚，免得导演看完当成终稿；\n2. 这算不算加急，加急费怎么算。\n\n要我帮你拟一条微信回复吗？"),
]
FILL["zh"]["tool"] = [
    ("每周一早上提醒我发发票",
     "manage_schedule", {"action": "create", "name": "发票提醒", "schedule": "cron 0 9 * * 1", "prompt": "提醒我发本周的发票，并检查逾期未付的。"},
     "created job sched_3 \"发票提醒\" (cron 0 9 * * 1, Asia/Shanghai); next run Mon 09:00",
     "好了——每周一早上9点提醒你发发票、查逾期。"),
    ("我之前说{agency}的文件什么来着？记乱了",
     "search_history", {"query": "{agency} 文件"},
     "3 matches\n- (earlier) user: 好累，{agency}的活又弄到十一点\n- (earlier) assistant: 这周已经第三个晚上了……\n- (earlier) user: 笑死，{agency}发来一个“小问题”，其实是九个问题",
     "主要是说他们的活老是拖到深夜，还有发来一长串“小问题”。没有提到价格或者日期。"),
    ("把我现在的报价单存成笔记吧，省得每次翻邮件",
     "manage_note", {"action": "create", "title": "报价单", "body": "笔译按千字、分语对和文体；审校按小时；排版按小时；加急费；最低收费。"},
     "note created: note_baojiadan (52 chars)",
     "存好了，笔记名叫“报价单”。结构先搭好了，数字你随时填，我会帮你更新。"),
    ("帮我排一下这周：{direct}的{doc}、{agency}的审校，还有一堆杂事",
     "manage_task_progress", {"action": "plan", "title": "本周", "steps": ["{direct}：{doc}", "{agency}：审校", "杂事：发票+催款", "机动"]},
     "task task_12 \"本周\" planned with 4 steps",
     "这样排：\n\n1. {direct}的{doc}——上午做，脑子清醒。\n2. {agency}的审校——下午，没那么费脑。\n3. 杂事——发票、催款集中在周四一起弄。\n4. 机动——周五下午留空，总有东西会拖。\n\n你做完一项告诉我，我来勾。"),
    ("你记得我发票邮件喜欢怎么写吗",
     "manage_memory", {"action": "list", "query": "发票邮件"},
     "2 memories\n- 发票邮件要短，不寒暄\n- 收款信息在邮件末尾再写一遍",
     "记得：邮件要短，不寒暄；收款信息虽然发票上有，邮件末尾还要再写一遍。"),
]
# (request as a filler message, request tacked onto a fact message); index = email paragraph
EMAIL_TOPICS = {
    "en": [
        ("can you draft a reminder to {agency} about the overdue invoice. polite but firm. 2nd reminder",
         "\n\nalso pls draft the payment reminder for {agency}, 2nd one"),
        ("need an email to {direct}: I'm raising rates from January, keep it friendly",
         "\n\nand pls do the rates-from-January email to {direct}"),
        ("pls write to {agency} asking for 2 more days on the {doc}, the source was a mess",
         " — anyway. can you ask {agency} for 2 more days? email pls"),
        ("draft: decline the {doc} job from {agency}, too tight, but keep the door open",
         "\n\nalso need a polite no to {agency} for the new job"),
        ("email to {agency}: the {fmt} is broken, I need a new export before I can start",
         "\n\n+ email to {agency} that their file is broken pls"),
        ("write something to {direct} asking them to confirm the PO before I start. they always 'forget'",
         "\n\nand the 'pls confirm the PO' email to {direct}"),
    ],
    "zh": [
        ("帮我给{agency}写个催款邮件，客气但要坚定，第二次催了", "\n\n另外帮我给{agency}写第二封催款"),
        ("给{direct}写封邮件：明年一月开始涨价，语气友好点", "\n\n还有给{direct}的涨价邮件也写一下"),
        ("帮我跟{agency}说{doc}要多两天，原文太乱了", "——算了，先帮我跟{agency}要两天延期？写个邮件"),
        ("起草一下：推掉{agency}的{doc}，时间太紧，但别把关系搞僵", "\n\n另外新活要客气地推掉，给{agency}写一下"),
        ("给{agency}写邮件：{fmt}是坏的，要重新导出才能开工", "\n\n+ 给{agency}写邮件说文件坏了"),
        ("给{direct}写个邮件，开工前让他们确认PO，他们老是“忘了”", "\n\n还有让{direct}确认PO的邮件"),
    ],
}
MORE = {
    "en": ["Anything else on this one, or shall I move on to the emails?",
           "If you want, I can save this as a note so you don't have to dig for it next time.",
           "Shout if it doesn't work — there's usually a second way round it."],
    "zh": ["这个还有别的吗，还是我接着弄邮件？", "要不要我存成笔记，下次不用再翻？",
           "不行的话跟我说，一般还有别的办法。"],
}
WHO = {"en": ["Jenny", "team", "all", "Accounts team", "Mr. Albers", "there"],
       "zh": ["王老师", "各位", "李经理", "财务同事", "陈总"]}


# ---------------------------------------------------------------------------
# building one conversation
# ---------------------------------------------------------------------------
class Fact:
    def __init__(self, kind, needles, text, speaker, lead=""):
        self.kind, self.needles, self.text, self.speaker = kind, needles, text, speaker
        self.lead = lead  # the user's message that prompts an assistant-stated fact


def clashes(needle, used):
    return any(needle in u or u in needle for u in used)


def make_facts(rng, lang, per_kind, me):
    facts, used = [], []

    def fresh(gen):
        for _ in range(500):
            v = gen()
            if not clashes(v, used) and me not in v:
                used.append(v)
                return v
        raise RuntimeError("could not find a fresh value")

    def role():
        return fill(rng, pick(rng, EN_ROLES if lang == "en" else ZH_ROLES), lang)

    def tpl(kind, x, allow_a=True, purpose=""):
        us = T[lang][kind + "_u"]
        asst = T[lang].get(kind + "_a") if allow_a else None
        lead = ""
        if asst and rng.random() < 0.25:
            leads, s = pick(rng, _Drawn(rng, kind + "_a", asst))
            who = "assistant"
            lead = fill(rng, pick(rng, leads).replace("{purpose}", purpose), lang)
        else:
            s, who = pick(rng, _Drawn(rng, kind + "_u", us)), "user"
        s = s.replace("{role}", role()).replace("{agency_slug}", pick(rng, SLUGS))
        s = s.replace("{purpose}", purpose)
        m = re.search(r"\{x(?::(\w+))?\}", s)
        if callable(x):
            x = x(m.group(1))
        s = fill(rng, s.replace(m.group(0), "\0"), lang).replace("\0", x)
        return s, who, lead, x

    for kind in KINDS:
        if kind in ("decision", "constraint", "question"):
            continue
        for _ in range(per_kind):
            purpose = ""
            if kind == "name":
                if lang == "en":
                    def g():
                        if rng.random() < 0.75:
                            return pick(rng, EN_FIRST) + " " + pick(rng, EN_LAST)
                        return pick(rng, [f for f in EN_FIRST if len(f) >= 6])
                else:
                    def g():
                        return pick(rng, ZH_SUR) + pick(rng, ZH_GIVEN)
                x = fresh(g)
            elif kind == "command":
                cmd = [None]

                def g():
                    cmd[0] = command_val(rng)
                    return cmd[0][0]
                x = fresh(g)
                purpose = cmd[0][1] if lang == "en" else cmd[0][2]
            elif kind == "id":
                def x(cat):
                    return fresh(lambda: id_val(rng, cat))
            elif kind == "port":
                x = fresh(lambda: port_val(rng))
            elif kind == "version":
                x = fresh(lambda: version_val(rng))
            elif kind == "money":
                def x(cat):
                    return fresh(lambda: money_en(rng, cat) if lang == "en" else money_zh(rng, cat))
            else:
                x = fresh(lambda: fmt_date_en(rng, rand_date(rng)) if lang == "en"
                          else fmt_date_zh(rng, rand_date(rng)))
            text, who, lead, x = tpl(kind, x, purpose=purpose)
            facts.append(Fact(kind, [x], text, who, lead))
    pairs = DECISIONS[lang][:]
    rng.shuffle(pairs)
    for i in range(per_kind):
        c, r = pairs[i % len(pairs)]
        if i >= len(pairs):
            c, r = c + f" ({i // len(pairs) + 1})", r + f" ({i // len(pairs) + 1})"
        if clashes(c, used) or clashes(r, used):
            raise RuntimeError("decision clash")
        used += [c, r]
        s = pick(rng, _Drawn(rng, "decision_u", T[lang]["decision_u"]))
        s = fill(rng, s, lang)
        if "{c_will}" in s:
            # "I {c_will}" -> "I will <choice>"
            s = s.replace("{c_will}", "will " + c)
        s = s.replace("{c}", c).replace("{r}", r)
        facts.append(Fact("decision", [c, r], s, "user"))
    for kind, pool in (("constraint", CONSTRAINTS[lang]), ("question", QUESTIONS[lang])):
        items = pool[:]
        rng.shuffle(items)
        for i in range(per_kind):
            x = items[i % len(items)]
            if i >= len(items):
                x = x + f" #{i // len(items) + 1}"
            if clashes(x, used):
                raise RuntimeError("clash")
            used.append(x)
            s = fill(rng, pick(rng, _Drawn(rng, kind + "_u", T[lang][kind + "_u"])).replace("{x}", "\0"), lang)
            facts.append(Fact(kind, [x], s.replace("\0", x), "user"))
    return facts


def typo(rng, s, lang):
    """An occasional slip of the keyboard in the user's own filler words."""
    if lang != "en" or rng.random() > 0.15:
        return s
    swaps = [("the ", "teh "), ("just ", "jsut "), ("with ", "wiht "), ("that ", "taht "),
             ("because", "becuase"), ("really", "realy")]
    a, b = pick(rng, swaps)
    return s.replace(a, b, 1) if a in s else s


def email(rng, lang, me, topic=None):
    body = EMAIL_BODY_EN if lang == "en" else EMAIL_BODY_ZH
    if topic is None:
        topic = rng.randrange(len(body["p2"]))
    who = pick(rng, WHO[lang])
    parts = [pick(rng, body["open"]).replace("{who}", who), "",
             fill(rng, pick(rng, body["p1"]), lang), "",
             fill(rng, body["p2"][topic], lang), "",
             pick(rng, body["p3"]), "", pick(rng, body["close"]), me]
    text = "\n".join(parts)
    if lang == "en":
        intro = pick(rng, ["Here's a draft:", "Draft below — adjust the tone if it's too soft:",
                           "Try this one:", "Here you go:"])
        outro = pick(rng, ["Want it shorter, or is that about right?",
                           "I kept it neutral; I can make it firmer if this is the third time."
                           if topic == 0 else "I kept it neutral; easy to make it warmer.",
                           "If you'd rather not give a reason, drop the middle paragraph.", ""])
        subj = "Subject: " + pick(rng, [["Open invoice", "Payment reminder"],
                                        ["Rates from January", "Rate update for 2027"],
                                        ["Delivery date", "Quick update on the timeline"],
                                        ["Re: your request", "Re: new project"],
                                        ["Files / next steps", "Problem with the package"],
                                        ["PO before start", "Re: new project"]][topic])
    else:
        intro = pick(rng, ["草稿如下：", "写好了，语气太软的话你再调：", "试试这个：", "给你："])
        outro = pick(rng, ["要不要再短一点？", "我写得比较中性，如果是第三次催可以再硬一点。"
                           if topic == 0 else "语气比较中性，想热络一点可以再改。",
                           "不想解释原因的话，把中间那段删掉就行。", ""])
        subj = "主题：" + pick(rng, [["未结发票", "付款提醒"], ["明年起报价调整", "2027年报价说明"],
                                   ["交期调整", "进度同步"], ["回复：您的需求", "回复：新项目"],
                                   ["文件问题 / 下一步", "文件包打不开"], ["开工前确认PO", "回复：新项目"]][topic])
    return (intro + "\n\n" + subj + "\n\n" + text + ("\n\n" + outro if outro else "")).strip()


def sub_all(rng, obj, lang):
    """Fill vocabulary consistently across a tool turn (same {agency} everywhere)."""
    voc = EN if lang == "en" else ZH
    chosen = {k: pick(rng, v) for k, v in voc.items()}

    def f(s):
        for k, v in chosen.items():
            s = s.replace("{" + k + "}", v)
        return s
    if isinstance(obj, str):
        return f(obj)
    return json.loads(f(json.dumps(obj, ensure_ascii=False)))


class _Drawn(list):
    """A pool whose pick() goes through the shared deck."""

    def __init__(self, rng, key, pool):
        super().__init__(pool)
        self.key = key


class Decks:
    """Draw filler without repeats until a pool is used up, then reshuffle."""

    def __init__(self, rng):
        self.rng, self.decks = rng, {}

    def draw(self, key, pool):
        d = self.decks.get(key)
        if not d:
            d = list(range(len(pool)))
            self.rng.shuffle(d)
            self.decks[key] = d
        return pool[d.pop()]


DECK = None


def pick_f(rng, key, pool):
    return DECK.draw(key, pool) if DECK else pick(rng, pool)


def filler_turn(rng, lang, me):
    """A list of (kind, payload) rows for one non-fact exchange."""
    F = {k: _Drawn(rng, k, v) for k, v in FILL[lang].items()}
    r = rng.random()
    if r < 0.30:
        u, a = pick(rng, F["chat"])
        return [("user", typo(rng, fill(rng, u, lang), lang)), ("assistant", fill(rng, a, lang))]
    if r < 0.48:
        u, a = sub_all(rng, list(pick(rng, F["work"])), lang)
        return [("user", typo(rng, u, lang)), ("assistant", a)]
    if r < 0.58:
        u, a = sub_all(rng, list(pick(rng, F["confirm"])), lang)
        return [("user", u), ("assistant", a)]
    if r < 0.75:
        topic = pick_f(rng, "topic", list(range(len(EMAIL_TOPICS[lang]))))
        u = fill(rng, EMAIL_TOPICS[lang][topic][0], lang)
        return [("user", typo(rng, u, lang)), ("assistant", email(rng, lang, me, topic))]
    if r < 0.87:
        u, a = sub_all(rng, list(pick(rng, F["paste"])), lang)
        return [("user", u), ("assistant", a)]
    u, tool, args, out, a = sub_all(rng, list(pick(rng, F["tool"])), lang)
    return [("user", u), ("call", (tool, args, out)), ("assistant", a)]


def fact_turn(rng, lang, me, group):
    rows = []
    if group[0].speaker == "assistant":
        f = group[0]
        rows.append(("user", typo(rng, f.lead, lang)))
        if f.kind == "date" and ("draft" in f.text or "草稿" in f.text):
            rows.append(("assistant", f.text + "\n\n" + email(rng, lang, me, 2)))
        elif rng.random() < 0.3:
            rows.append(("assistant", f.text + "\n\n" + fill(rng, pick(rng, MORE[lang]), lang)))
        else:
            rows.append(("assistant", f.text))
        return rows
    texts = [f.text for f in group]
    joiner = pick(rng, ["\n", " / ", ". also ", "\n\n", " + "] if lang == "en"
                  else ["\n", "；", "。另外，", "\n\n", " / "])
    body = texts[0]
    for t in texts[1:]:
        j = joiner
        if body[-1] in ".?!。？！" and j.strip() in (".", ". also", "。另外，", "；"):
            j = " also " if lang == "en" else "另外，"
        body += j + t
    pre = ""
    if rng.random() < 0.35:
        pre = fill(rng, pick(rng, ["ok couple of things. ", "updates: ", "sorry, dump incoming:\n",
                                   "so. ", "quick one — ", "(back from the {agency} call) "]
                             if lang == "en" else ["说几件事。", "更新一下：", "一大堆，来了：\n",
                                                   "那个，", "快速说一下——", "（刚跟{agency}通完电话）"]), lang)
    tail, topic = "", None
    has_q = any(f.kind == "question" for f in group)
    if has_q or rng.random() < 0.25:
        topic = rng.randrange(len(EMAIL_TOPICS[lang]))
        tail = fill(rng, EMAIL_TOPICS[lang][topic][1], lang)
    rows.append(("user", pre + body + tail))
    if tail:
        reply = (pick(rng, DEFER[lang]) + "\n\n" if has_q else "") + email(rng, lang, me, topic)
    else:
        reply = fill(rng, pick(rng, _Drawn(rng, "ack", ACK[lang])), lang)
    rows.append(("assistant", reply))
    return rows


def build(seed, lang, per_kind, attempt):
    global DECK
    rng = random.Random(f"aq-{seed}-{attempt}")
    DECK = Decks(rng)
    me = pick(rng, EN["me"] if lang == "en" else ZH["me"])
    facts = make_facts(rng, lang, per_kind, me)
    rng.shuffle(facts)
    groups, i = [], 0
    while i < len(facts):
        f = facts[i]
        if f.speaker == "assistant":
            groups.append([f])
            i += 1
            continue
        n = 1 if rng.random() < 0.6 else (2 if rng.random() < 0.75 else 3)
        g = [f]
        i += 1
        while len(g) < n and i < len(facts) and facts[i].speaker == "user":
            g.append(facts[i])
            i += 1
        groups.append(g)
    need = 2 * len(groups)
    target = rng.randint(max(130, need + 40), max(280, need + 60)) if need + 40 <= 280 \
        else need + 40
    n_fill = max(4, (target - need) // 2)
    slots = ["F"] * len(groups) + ["X"] * n_fill
    # spread facts over the whole conversation; the very first turn is a greeting-ish filler
    order = slots[:]
    rng.shuffle(order)
    if order[0] != "X":
        order.insert(0, order.pop(order.index("X")))
    needles = [n for f in facts for n in f.needles]

    rows_spec = []  # (role/call, payload, facts-in-row)
    gi = 0
    for s in order:
        if s == "F":
            g = groups[gi]
            gi += 1
            for _ in range(50):
                spec = fact_turn(rng, lang, me, g)
                own = set(n for f in g for n in f.needles)
                ok = True
                for who, payload in spec:
                    txt = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
                    if any(n in txt for n in needles if n not in own):
                        ok = False
                if ok:
                    break
            else:
                return None
            for who, payload in spec:
                holds = [f for f in g if isinstance(payload, str) and f.text in payload]
                rows_spec.append((who, payload, holds))
        else:
            for _ in range(50):
                spec = filler_turn(rng, lang, me)
                blob = json.dumps(spec, ensure_ascii=False)
                if not any(n in blob or json.dumps(n, ensure_ascii=False)[1:-1] in blob
                           for n in needles):
                    break
            else:
                return None
            for who, payload in spec:
                rows_spec.append((who, payload, []))

    # rows with ids and times
    t = datetime.datetime(2026, 11, 20, 7, rng.randint(30, 59), rng.randint(0, 59))
    rows, n, call = [], 0, 0
    for who, payload, holds in rows_spec:
        t += datetime.timedelta(seconds=rng.randint(25, 240))
        if rng.random() < 0.04:
            t += datetime.timedelta(hours=rng.randint(2, 14))
        stamp = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if who == "call":
            tool, args, out = payload
            call += 1
            n += 1
            cid = f"call_aq{call}"
            rows.append({"v": 2, "id": f"msg_aq{n}", "createdAt": stamp,
                         "item": {"type": "function_call", "callId": cid, "name": tool,
                                  "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
            t += datetime.timedelta(seconds=rng.randint(1, 4))
            n += 1
            rows.append({"v": 2, "id": f"msg_aq{n}", "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                         "item": {"type": "function_call_result", "callId": cid, "name": tool,
                                  "status": "completed", "output": out}, "meta": {}})
            continue
        n += 1
        rows.append({"v": 2, "id": f"msg_aq{n}", "createdAt": stamp,
                     "item": {"type": "message", "role": who, "content": payload},
                     "meta": {"uiRole": who}})
    if t >= datetime.datetime(2026, 11, 30, 11, 0, 0):
        return None
    if not verify(rows, facts):
        return None
    return rows, facts


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    if it["type"] == "function_call":
        return it["arguments"]
    return it["output"]


def verify(rows, facts):
    needles = [n for f in facts for n in f.needles]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    texts = [row_text(r) for r in rows]
    for f in facts:
        homes = set()
        for nd in f.needles:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if len(hits) != 1:
                return False
            homes.add(hits[0])
        if len(homes) != 1 or f.text not in texts[homes.pop()]:
            return False
    msgs = sum(1 for r in rows if r["item"]["type"] == "message")
    return msgs >= 130


# ---------------------------------------------------------------------------
# running okbot
# ---------------------------------------------------------------------------
def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = os.path.abspath(sys.argv[1]), sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    kept_all = total_all = 0
    roots = []
    for idx, seed in enumerate(seeds):
        lang = "zh" if idx == len(seeds) - 1 else "en"
        built = None
        for attempt in range(200):
            try:
                built = build(seed, lang, per_kind, attempt)
            except RuntimeError:
                built = None
            if built:
                break
        if not built:
            sys.stderr.write(f"seed {seed}: could not build a valid conversation\n")
            sys.exit(1)
        rows, facts = built
        root = os.path.abspath(os.path.join(workdir, f"root-{seed}"))
        if os.path.exists(root):
            shutil.rmtree(root)
        roots.append(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, count, comps = [], 0, 0
        for r in rows:
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
                if count % BATCH == 0:
                    run(okbot, root, ["session", "append", "-a", "Writer"],
                        "".join(json.dumps(b, ensure_ascii=False) + "\n" for b in batch))
                    run(okbot, root, ["compress", "-a", "Writer", "--now"])
                    comps += 1
                    batch = []
        if batch:
            run(okbot, root, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(b, ensure_ascii=False) + "\n" for b in batch))
            if any(b["item"]["type"] == "message" for b in batch):
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                comps += 1
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f.needles)
            tot[f.kind][1] += 1
            if ok:
                kept += 1
                tot[f.kind][0] += 1
            else:
                missing.append(f)
        kept_all += kept
        total_all += len(facts)
        msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({lang}, {msgs} messages, {len(rows)} rows, {comps} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        missing.sort(key=lambda f: KINDS.index(f.kind))
        for f in missing:
            print(f"  missing {f.kind}: {' + '.join(f.needles)}")
        sys.stdout.flush()
    for k in KINDS:
        a, b = tot[k]
        print(f"kind {k} {a}/{b} {100.0 * a / b if b else 0.0:.1f}")
    print(f"retention overall {100.0 * kept_all / total_all if total_all else 0.0:.1f}")
    longest = 0
    for root in roots:
        for p in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
            try:
                with open(p, encoding="utf-8") as fh:
                    longest = max(longest, len(json.load(fh).get("summary", "")))
            except (OSError, ValueError):
                pass
    print(f"max summary chars {longest}")


if __name__ == "__main__":
    main()
