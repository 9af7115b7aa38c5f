#!/usr/bin/env python3
"""Held-out retention set "ad": a novelist finishing a book.

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  scratch folder; each seed gets WORKDIR/root-SEED (wiped first)
    seeds    default 1 2 3 4 5; the LAST seed given is written entirely in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10, at most 16)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a novelist finishing a book -- an editor and a literary agent, a publishing
contract and advance payments, a cover designer, a book tour, manuscript files and
word counts; rambling, emotional chats with pasted editorial notes.  Chinese seed:
网文作者 跟编辑和平台签约、改稿、出实体书.

Each conversation (deterministic per seed) seeds PER_KIND facts of ten kinds (name,
command, id, port, version, money, date, decision, constraint, question).  Every fact
has one or more needles: exact substrings that occur in exactly one row of the
conversation (the fact's own message).  The rows are appended 25 messages at a time
with `okbot compress --now` after each batch; at the end a fact counts as kept only
when ALL its needles are found verbatim in `okbot context show`.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
SET = "ad"
BATCH = 25


# ----------------------------------------------------------------------------- pools (en)

EN_FIRST = ["Margo", "Priyanka", "Desmond", "Harriet", "Callum", "Ingrid", "Tobias", "Rosalind",
            "Mateo", "Philippa", "Anselm", "Yewande", "Corinne", "Lachlan", "Beatrix", "Fitz",
            "Odile", "Ravi", "Saskia", "Benedict", "Marisol", "Eamon", "Clementine", "Jasper",
            "Noor", "Thaddeus", "Vivienne", "Kofi", "Greer", "Isidore", "Maren", "Dashiell"]
EN_LAST = ["Okafor", "Lindqvist", "Hargreave", "Castellano", "Whitlock", "Mbeki", "Ashdown",
           "Farrow", "Delacroix", "Nakamura", "Pemberton", "Quill", "Szabo", "Trevelyan",
           "Abernathy", "Kowalczyk", "Rourke", "Vance", "Esterhazy", "Blackwood", "Oyelaran",
           "Montague", "Fairweather", "Halloran", "Ionescu", "Caradine", "Merriweather", "Sato"]
EN_ROLES = ["my editor", "my literary agent", "the cover designer", "the copyeditor",
            "the publicist at the press", "the tour coordinator", "my beta reader",
            "the audiobook narrator", "the foreign-rights agent", "the events manager at the bookshop",
            "the typesetter", "the marketing lead", "the sensitivity reader",
            "the translator for the German edition", "the photographer doing my author photo",
            "the managing editor", "the proofreader", "the sales rep for the north"]
EN_CHOICES = ["keep the original title", "cut the prologue entirely", "go with the blue cover",
              "sign with the smaller press", "skip the Leeds tour stop", "self-publish the novella",
              "take the lower advance", "hire a freelance copyeditor", "push the launch to spring",
              "drop the dual timeline", "record the audiobook myself", "decline the film option",
              "change the ending back", "do a podcast tour instead", "rewrite chapter one from scratch",
              "kill off the brother", "switch to present tense", "turn down the anthology"]
EN_REASONS = ["the bigger house wanted a rewrite", "my back can't handle flights",
              "the reader reports loved her voice", "it tested better with booksellers",
              "I need the cash this year", "it spoils the twist", "that editor actually gets it",
              "the kids are off school then", "they keep world rights otherwise",
              "nobody can afford the venue", "the sales team hated it", "it saves me four months",
              "I promised my dad before he died", "the tax bill is brutal",
              "the middle finally makes sense", "my hands shake on stage",
              "the hardback margins are tiny", "it frees up the whole autumn"]
EN_RULES = ["never send the manuscript as a PDF", "no calls before 10am",
            "only email the agency on weekdays", "never post spoilers on Instagram",
            "don't sign anything without legal review", "never reply to Goodreads reviews",
            "only use the shared folder for final files", "no events on Sundays",
            "never accept a deadline under six weeks", "no flights longer than five hours",
            "always cc my agent on money", "don't touch the epilogue until copyedits",
            "never read my own reviews at night", "only share chapters with a watermark",
            "no interviews without questions in advance", "don't book hotels near the airport"]
EN_TOPICS = ["the audio rights clause", "the reversion clause", "large print royalties",
             "the option on my next book", "returns reserves", "the joint accounting thing",
             "serial rights for magazines", "the out-of-print trigger", "who owns the cover art",
             "translation approval rights", "the basket of royalties", "escalators on paperback sales",
             "the non-compete clause", "ebook royalty rates", "the indemnity section",
             "how the tour per diem works", "remaindering of unsold copies", "author copies pricing"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]

NOVELS_EN = [
    {"title": "The Salt Year", "slug": "saltyear", "hero": "Nell", "other": "Tomas", "place": "the island"},
    {"title": "Glasshouse Weather", "slug": "glasshouse", "hero": "Agnes", "other": "Ruben", "place": "the nursery"},
    {"title": "Small Hours of the Lighthouse", "slug": "lighthouse", "hero": "Wren", "other": "Calder", "place": "the lighthouse"},
    {"title": "What the River Kept", "slug": "riverkept", "hero": "Josie", "other": "Emil", "place": "the mill town"},
    {"title": "A Map of Quiet Rooms", "slug": "quietrooms", "hero": "Hester", "other": "Luka", "place": "the boarding house"},
]

# ----------------------------------------------------------------------------- pools (zh)

ZH_SUR = ["林", "周", "陈", "许", "沈", "顾", "苏", "韩", "陆", "贺", "宋", "温", "叶", "程", "江",
          "孟", "秦", "唐", "方", "白", "姜", "范", "梁", "谢", "钟", "邵", "蒋", "袁"]
ZH_GIVEN = ["晓雯", "子航", "雨桐", "嘉豪", "思远", "婉清", "一鸣", "静怡", "浩然", "梦瑶", "立诚",
            "可馨", "文博", "若溪", "天佑", "佳琪", "明哲", "语嫣", "俊熙", "欣悦", "承泽", "诗涵",
            "景行", "芷若", "博文", "书瑶", "志强", "秀兰", "海峰", "丽娟"]
ZH_ROLES = ["我的责编", "平台的主编", "出版社那边的编辑", "封面画师", "版权经纪人", "签售会的对接人",
            "校对老师", "作者群里带我的大佬", "我闺蜜兼第一读者", "有声书的主播", "出版社的美编",
            "影视公司的策划", "平台运营", "实体书的营销", "新来的助理编辑", "繁体版的代理"]
ZH_CHOICES = ["不签买断合同", "改成第一人称", "删掉前三章", "把书名改回原来的", "实体书找小出版社",
              "日更改成隔日更", "封面用手绘风", "不去成都签售", "接受保底加分成", "开新书前先存稿",
              "申请换责编", "砍掉感情线", "结局改成开放式", "番外只放实体书里", "自己掏钱找画师",
              "暂停更新一个月", "主角改成女性", "放弃参加征文比赛"]
ZH_REASONS = ["买断价格太低了", "读者说代入感差", "前三章节奏太慢", "老读者认原来的名字",
              "大出版社要改太多", "腱鞘炎又犯了", "手绘风在书店更显眼", "机票贵得离谱",
              "每月收入能稳一点", "断更会掉收藏", "现在的责编回消息太慢", "感情线拖了主线节奏",
              "想给第二部留口子", "算是给买书读者的福利", "平台的封面太模板化", "家里老人住院了",
              "数据一直上不去", "比赛要求全书首发"]
ZH_RULES = ["凌晨两点以后不要更新", "没看完合同不要签字", "稿子不要发到群里", "周末不接编辑电话",
            "不要回复差评", "存稿少于十章不开新书", "不要跟读者吵架", "封面定稿前不要官宣",
            "别在评论区剧透", "收到稿费前不交下一卷", "不要接无偿的约稿", "不要在微博提出版社名字",
            "改稿只改编辑标红的部分", "每天写作不超过六小时", "不要把大纲发给任何人", "签售不接超过三场"]
ZH_TOPICS = ["海外版权的分成", "有声书授权的归属", "影视改编分成比例", "实体书的起印量",
             "全勤奖的算法", "繁体版的版税", "电子书和纸书的分账", "买断之后的署名权",
             "完本奖励的条件", "合同到期后的版权回收", "漫画改编的授权", "签售的差旅报销",
             "样书的数量", "再版时的稿费", "平台独家期限", "番外的版权归属"]

NOVELS_ZH = [
    {"title": "长夜将明", "slug": "changye", "hero": "沈砚", "other": "阿蘅", "place": "临川城"},
]

# ----------------------------------------------------------------------------- helpers


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


EN_TYPOS = {"the": "teh", "because": "becuase", "definitely": "definately", "really": "realy",
            "though": "tho", "probably": "prob", "tomorrow": "tommorow", "separate": "seperate",
            "which": "whcih", "just": "jsut", "about": "abotu", "their": "thier", "know": "konw",
            "you": "u", "weird": "wierd"}
ZH_TYPOS = [("的时候", "得时候"), ("再说", "在说"), ("已经", "以经"), ("哈哈", "哈哈哈哈"),
            ("不知道", "不造"), ("真的", "真滴"), ("什么", "神马"), ("现在", "现再")]


def typo(rng, text, lang, p=0.25):
    """Inject at most one or two typos outside {placeholders} and outside `code`."""
    if rng.random() > p:
        return text
    if lang == "en":
        words = [w for w in EN_TYPOS if re.search(r"(?<![{`\w])%s(?![\w}])" % w, text)]
        for w in rng.sample(words, min(len(words), rng.choice([1, 1, 2]))):
            text = re.sub(r"(?<![{`\w])%s(?![\w}])" % w, EN_TYPOS[w], text, count=1)
        return text
    pairs = [p_ for p_ in ZH_TYPOS if p_[0] in text]
    if pairs:
        a, b = pick(rng, pairs)
        text = text.replace(a, b, 1)
    return text


def cap(s):
    return s[:1].upper() + s[1:]


# ----------------------------------------------------------------------------- fact values


def gen_value(rng, kind, lang, used, p_slug="novel"):
    """Return (needles, params) for one fact; needles unique and not nested with `used`."""
    for _ in range(500):
        p = {}
        if kind == "name":
            if lang == "en":
                name = pick(rng, EN_FIRST) + " " + pick(rng, EN_LAST) if rng.random() < 0.8 \
                    else pick(rng, EN_FIRST)
                p["role"] = pick(rng, EN_ROLES)
            else:
                name = pick(rng, ZH_SUR) + pick(rng, ZH_GIVEN)
                p["role"] = pick(rng, ZH_ROLES)
            p["name"] = name
            needles = [name]
        elif kind == "command":
            proj = pick(rng, [p_slug, p_slug, p_slug + "2", "novel", "book2", "manuscript"])
            n = rng.randint(2, 19)
            ch = rng.randint(1, 38)
            word = pick(rng, ["suddenly", "a beat", "sighed", "somehow", "just", "whispered",
                              "nodded", "felt like"] if lang == "en" else
                        ["忽然", "不禁", "缓缓", "淡淡地", "仿佛", "嘴角上扬", "倒吸一口凉气", "眸子"])
            forms = [
                "pandoc %s.md -o %s_draft%d.docx" % (proj, proj, n),
                "wc -w chapters/ch%02d*.md" % ch,
                "rsync -av ~/Writing/%s/ /Volumes/Backup%d/%s/" % (proj, n, proj),
                "git tag -a draft-%d -m \"pass %d done\"" % (n, n + 1),
                "zip -r %s_final_%d.zip manuscript/" % (proj, n),
                "grep -rn \"%s\" chapters/ | wc -l" % word,
                "ebook-convert %s_v%d.epub %s_v%d.pdf" % (proj, n, proj, n),
                "find ~/Writing -name \"*.scriv\" -mtime -%d" % n,
                "git log --oneline -- chapters/ch%02d.md" % ch,
                "pdftotext galley_%d.pdf - | grep -c \"%s\"" % (n, word),
                "cp -r ~/Dropbox/%s ~/Desktop/%s-copy-%d" % (proj, proj, n),
                "python3 count_words.py --chapter %d" % ch,
            ]
            p["cmd"] = pick(rng, forms)
            needles = [p["cmd"]]
        elif kind == "id":
            L = "ABCDEFGHJKMNPRSTUVWXYZ"
            forms = ["INV-%05d" % rng.randint(10000, 99999),
                     "BK-%s%s%04d" % (pick(rng, L), pick(rng, L), rng.randint(1000, 9999)),
                     "TKT%06d" % rng.randint(100000, 999999),
                     "CR-%04d%s" % (rng.randint(1000, 9999), pick(rng, L)),
                     "PO-%d-%s%s%d" % (rng.randint(2025, 2026), pick(rng, L), pick(rng, L), rng.randint(100, 999)),
                     "%s%s-%05d" % (pick(rng, L), pick(rng, L), rng.randint(10000, 99999))]
            if lang == "zh":
                forms += ["HT-2026-%04d" % rng.randint(1000, 9999), "GD%07d" % rng.randint(1000000, 9999999)]
            p["id"] = pick(rng, forms)
            p["what"] = pick(rng, list(range(6)))
            needles = [p["id"]]
        elif kind == "port":
            p["port"] = str(rng.choice([rng.randint(1025, 9999), rng.randint(10000, 65000)]))
            needles = [p["port"]]
        elif kind == "version":
            forms = ["v%d.%d" % (rng.randint(2, 9), rng.randint(0, 19)),
                     "%d.%d.%d" % (rng.randint(1, 4), rng.randint(0, 12), rng.randint(1, 30)),
                     "v%d.%d.%d" % (rng.randint(1, 6), rng.randint(0, 9), rng.randint(0, 9))]
            p["ver"] = pick(rng, forms)
            needles = [p["ver"]]
        elif kind == "money":
            if lang == "en":
                cur = pick(rng, ["$", "$", "£", "€"])
                amt = rng.choice([rng.randint(3, 95) * 50, rng.randint(12, 90) * 500,
                                  rng.randint(2, 60) * 1250])
                p["money"] = "%s%s" % (cur, format(amt, ","))
            else:
                form = rng.random()
                if form < 0.5:
                    p["money"] = "%d元" % (rng.randint(8, 300) * 100)
                elif form < 0.75:
                    p["money"] = "%.1f万" % (rng.randint(12, 99) / 10.0)
                else:
                    p["money"] = "¥%s" % format(rng.randint(3, 90) * 1000, ",")
            needles = [p["money"]]
        elif kind == "date":
            m = rng.randint(1, 12)
            d = rng.randint(10, 28)
            if lang == "en":
                forms = ["%s %d" % (EN_MONTHS[m - 1], d), "%d %s" % (d, EN_MONTHS[m - 1]),
                         "%02d/%02d" % (d, m), "the %dth of %s" % (d, EN_MONTHS[m - 1]) if d not in (21, 22, 23)
                         else "%s %dst" % (EN_MONTHS[m - 1], d)]
            else:
                forms = ["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%d.%d" % (m, d) + "号"]
            p["date"] = pick(rng, forms)
            needles = [p["date"]]
        elif kind == "decision":
            if lang == "en":
                p["choice"], p["reason"] = pick(rng, EN_CHOICES), pick(rng, EN_REASONS)
            else:
                p["choice"], p["reason"] = pick(rng, ZH_CHOICES), pick(rng, ZH_REASONS)
            needles = [p["choice"], p["reason"]]
        elif kind == "constraint":
            p["rule"] = pick(rng, EN_RULES if lang == "en" else ZH_RULES)
            needles = [p["rule"]]
        else:
            p["topic"] = pick(rng, EN_TOPICS if lang == "en" else ZH_TOPICS)
            needles = [p["topic"]]
        ok = True
        for nd in needles:
            for u in used:
                if nd in u or u in nd:
                    ok = False
        if len(needles) == 2 and (needles[0] in needles[1] or needles[1] in needles[0]):
            ok = False
        if ok:
            used.extend(needles)
            return needles, p
    raise SystemExit("could not draw a fresh %s value (PER_KIND too large?)" % kind)


# ----------------------------------------------------------------------------- fact templates

EN_WHAT = ["the cover designer's invoice", "the hotel booking for the tour", "my support ticket with the ebook platform",
           "the contract reference", "the order for the proof copies", "the royalty dispute case"]
ZH_WHAT = ["封面画师的发票", "签售酒店的订单", "平台后台的工单", "出版合同的编号", "样书的订单", "稿费申诉的工单"]
EN_PORTCTX = ["the Calibre content server", "the preview of my author website", "the little backup box in the hallway",
              "the newsletter thing I self-host", "the publisher's file server over VPN", "the local copy of the reader-comments dashboard"]
ZH_PORTCTX = ["Calibre的书库服务", "我个人网站的本地预览", "家里那个NAS备份", "自己搭的读者群机器人", "出版社的传稿服务器", "码字软件的同步服务"]
EN_VERCTX = ["the manuscript", "Scrivener", "the contract draft", "the cover file", "the style sheet", "the galley PDF"]
ZH_VERCTX = ["稿子", "码字软件", "合同草案", "封面稿", "大纲文档", "排版文件"]
EN_MONEYCTX = ["the second advance installment", "the cover designer's fee", "the tour per diem total",
               "the agent's commission on the signing payment", "the audiobook narration fee", "the copyedit quote"]
ZH_MONEYCTX = ["这个月的稿费", "实体书的预付版税", "封面画师的报价", "签售的差旅补贴", "全勤奖", "有声书的授权费"]
EN_DATECTX = ["the revised manuscript is due", "copyedits come back", "the launch party is", "the first tour event is",
              "the cover has to be final", "the second payment is supposed to land"]
ZH_DATECTX = ["改稿要交", "实体书下厂印刷", "签售会开始", "平台上架", "封面要定稿", "合同要寄回去"]

FACT_EN = {
    "name": [
        "ok so quick update, {role} is now {name}. I've never met them but their emails have a LOT of exclamation marks",
        "{name} ({role}) emailed me at like 11pm last night and I haven't stopped thinking about it. nothing bad, just... intense",
        "Can you keep track of who's who for me? {name} is {role}. There are so many people on this book now I'm drowning",
        "ugh. had coffee with {name} today — {role}. they were lovely and I still left feeling like a fraud",
        "New person on the team: {name}, {role}. Apparently they worked on a Booker longlist book which, no pressure",
        "forwarding this bc I don't know how to reply:\n\n> Hi! Just checking in on the timeline. Let me know if the week works.\n> Warmly,\n> {name}\n\nthat's {role}, btw. what do I SAY",
        "My sister asked who {name} is and I realised I never told you either. {Role}. Very calm voice. Slightly terrifying.",
    ],
    "command": [
        "I ran `{cmd}` and it spat out something weird, is that normal??",
        "note to self (and you): the thing I run before sending files is `{cmd}`. I always forget it",
        "my brother-in-law set this up years ago and said to run {cmd} every friday. I have not been doing that. oops",
        "ok I typed {cmd} into the terminal like the forum said. nothing exploded. I feel like a hacker",
        "The copyeditor's checklist says to run `{cmd}` before anything goes out. Fine. Whatever. Doing it now.",
        "pasting what I did so I remember:\n\n$ {cmd}\n\n(it took ages and the fan on the laptop went crazy)",
    ],
    "id": [
        "{What} is {id}, writing it here so I stop digging through my inbox for it",
        "They finally sent {what}: {id}. If anyone asks, that's the number.",
        "ok {id} — that's {what}. The email was buried under forty newsletters",
        "can you hang on to this for me, {id}, it's {what}. I will lose it otherwise, I know myself",
        "Of course the automated reply just says 'your reference is {id}' and nothing else. That's {what}. Helpful!!",
        "Found it!! {what} = {id}. I was about to cry",
    ],
    "port": [
        "{Portctx} runs on port {port} apparently? my nephew wrote it on a post-it and the post-it is dying",
        "Note: {portctx} is on {port}. I don't understand ports but I understand post-its",
        "it said something about localhost:{port} when I opened {portctx}. is that bad or good",
        "the IT person at the press said to use port {port} for {portctx}. I nodded like I knew what that meant",
        "ok so {portctx} only works if I type the {port} thing at the end of the address. weird but fine",
        "Writing this down: port {port} = {portctx}. Future me will thank me",
    ],
    "version": [
        "{Verctx} is at {ver} now. I wanted to feel triumphant and I mostly feel tired",
        "Just saved {verctx} as {ver} — the one with the new ending. PLEASE let this be the last one",
        "They sent {verctx} {ver} back with tracked changes. Every page is red. every. page.",
        "is it stupid that I name files like 'final_final_{ver}'? {Verctx} has gone through so many",
        "ok update {verctx} to {ver}, that's the one the sales team has now",
        "for the record {verctx} I'm working from is {ver}, not the older one on the desktop",
    ],
    "money": [
        "{Moneyctx} came through: {money}. I stared at the banking app for ten minutes",
        "So {moneyctx} is {money}, which sounds like a lot until you divide it by three years of my life",
        "they're saying {money} for {moneyctx}. is that normal?? I have nothing to compare it to",
        "ok so {money}. That's {moneyctx}. I am trying not to spend it on a new desk chair. (I will spend it on a desk chair)",
        "Invoice says {money} for {moneyctx}. Paying it today so I stop thinking about it",
        "Guess what {moneyctx} turned out to be. {money}. I'm going to go lie down",
    ],
    "date": [
        "{Datectx} on {date}. I wrote it on the fridge in marker",
        "ok so {date} — that's when {datectx}. my stomach just dropped",
        "They moved it. {Datectx} {date} now, not before. I can breathe a tiny bit",
        "Just confirmed with the press that {datectx} {date}. deep breaths",
        "so apparently {datectx} {date}?? nobody told me until today",
        "Put {date} in your memory please, {datectx} then and I will absolutely forget",
    ],
    "decision": [
        "ok I've decided: {choice}. Honestly it's because {reason}.",
        "ok. {choice}. that's the call. {reason}, and I can't keep going back and forth on it.",
        "After crying in the bath for an hour I made a decision — {choice}, because {reason}.",
        "So we're going to {choice}. Reason, for the record: {reason}.",
        "Told my agent today that I'll {choice}. She pushed back but {reason}, so. Done. Decided.",
        "I think... no, I KNOW. I'm going to {choice}, since {reason}. Don't let me talk myself out of it",
    ],
    "constraint": [
        "New rule for us: {rule}. I mean it.",
        "Please remember, {rule} — last time was a disaster and I don't want to relive it",
        "I'm setting a boundary and I need you to help me hold it: {rule}.",
        "my therapist says I need rules. Rule one: {rule}. there will be more",
        "Standing instruction, whatever anyone says: {rule}.",
        "Whatever happens with the tour and all of it, {rule}. ok? ok.",
    ],
    "question": [
        "Random thought but how does {topic} actually work? ...actually wait, not now. can we look at chapter {ch} first, it's on fire",
        "Do you know anything about {topic}? nobody ever explains it to me. hm, never mind, later. I need to vent about {hero} first",
        "Can I ask something dumb — what happens with {topic} if the book flops? ugh forget it, I'll ask when I'm less spiraly. What should I write tonight?",
        "should I be worried about {topic}? ... don't answer that yet. I have to go pick up the kids, back in an hour",
        "one more thing I keep forgetting to ask: is {topic} something I negotiate or just accept? — hold that thought, the doorbell",
        "Genuinely curious who decides {topic}. Anyway! Different subject. I reread chapter {ch} and I hate it",
    ],
}
# assistant-delivered facts: (user prompt, assistant text)
AFACT_EN = {
    "name": [("who's {role} again? I've lost track, sorry",
              "From the email you forwarded last week, {role} is {name}. If it helps, I'd keep a one-page list of everyone on the book with their role and how they prefer to be contacted; it saves a lot of late-night inbox digging."),
             ("remind me who I'm supposed to send the photo permissions to?",
              "That goes to {name} — {role}. You mentioned they like everything in a single email rather than a thread, so I'd bundle the permissions, the caption text and the credit line together.")],
    "command": [("how do I make a backup before I start tearing up the middle section?",
                 "The simplest way is to run this from your novel folder:\n\n    {cmd}\n\nIt doesn't change the originals, so you can always go back. Do it before each big restructuring session and you'll never have to choose between bravery and safety."),
                ("is there a quick way to check the thing the copyeditor mentioned?",
                 "Yes — try `{cmd}` in the terminal. It only reads the files, nothing gets changed, and it'll give you a number you can compare before and after your pass.")],
    "id": [("did the designer's email say anything about a reference number? I can't find it",
            "Yes, it's in the second email of that thread: the reference is {id}. Quote it in the subject line when you reply and their accounts team will match it straight away.")],
    "port": [("the backup box stopped showing up in the browser, what address do I use",
              "Use the box's address followed by :{port} — that's the port it's configured to listen on. If it still doesn't load, restart the box and give it two minutes before trying again.")],
    "version": [("which draft did I send the agency last time? I'm scared I sent the wrong one",
                 "The one attached to that email was {ver}. It's the copy with the revised chapter two, so you did send the right file — no need to panic-resend.")],
    "money": [("can you add up what the press still owes me? I can't look at numbers today",
               "Going by the contract schedule you pasted, the outstanding amount is {money} once the delivery-and-acceptance payment is released. I'd wait for acceptance in writing before chasing it.")],
    "date": [("when did they say the proofs arrive? my brain is soup",
              "They said the proofs go out on {date}. That gives you a little breathing room — maybe block the two days after for reading them fresh, before the notes start piling up.")],
}

FACT_ZH = {
    "name": [
        "跟你说一下，{role}换人了，现在是{name}。还没见过面，但是微信头像是一只橘猫",
        "{name}（{role}）昨晚十一点多给我发消息，我到现在都没睡好……倒也不是坏事，就是压力好大",
        "人太多了我快记不住了，你帮我记着：{name}是{role}",
        "今天跟{name}见了一面，{role}，人特别好，但我回来就开始怀疑人生了哈哈",
        "新对接人：{name}，{role}。听说带过好几本出圈的书，我有点慌",
        "转一下她的消息你帮我看看怎么回：\n\n「老师好～进度方便的时候同步一下哈，这周能出二审意见吗？——{name}」\n\n这是{role}，我该怎么回啊",
        "我妈问我{name}是谁，我才发现没跟你说过。{role}，说话慢条斯理的，但是改稿意见一针见血",
    ],
    "command": [
        "我跑了一下 `{cmd}`，出来一堆看不懂的东西，正常吗？？",
        "记一下（也帮我记着）：发稿前要跑的是 `{cmd}`，我每次都忘",
        "我表弟之前帮我弄的，说每周五跑一次 {cmd}，我一次都没跑过……",
        "按论坛上说的在终端里敲了 {cmd}，居然没报错，感觉自己是黑客",
        "校对老师的清单上写着发稿前要跑 `{cmd}`，行吧，跑就跑",
        "贴一下我刚才干了啥，免得忘了：\n\n$ {cmd}\n\n（跑了好久，电脑风扇呼呼响）",
    ],
    "id": [
        "{what}是{id}，记在这儿，省得我又去邮箱里翻半天",
        "终于把{what}发过来了：{id}。以后有人问就是这个号",
        "{id}——这个是{what}。邮件埋在一堆推广里面，差点没看见",
        "帮我记一下 {id}，{what}，不然我肯定弄丢",
        "自动回复就一句“您的单号为{id}”，别的啥也没说。这是{what}，真是谢谢了哦",
        "找到了！！{what}：{id}，刚才差点急哭",
    ],
    "port": [
        "{portctx}好像是用{port}端口？我表弟写在便利贴上，便利贴快掉了",
        "记一下：{portctx}在{port}上。我不懂端口，但我懂便利贴",
        "打开{portctx}的时候提示什么 localhost:{port}，这是好事还是坏事",
        "出版社的技术说{portctx}要用{port}端口，我假装听懂了",
        "{portctx}必须在地址后面加{port}才能打开，好奇怪，但能用就行",
        "写下来：{port}端口 = {portctx}。以后的我会感谢现在的我",
    ],
    "version": [
        "{verctx}现在是{ver}了。本来以为会很有成就感，结果只觉得累",
        "刚把{verctx}存成{ver}，新结局那版。求求了让这是最后一版",
        "编辑把{verctx}{ver}发回来了，满屏红色批注，每一页都是",
        "我文件名都是“最终版_真的最终_{ver}”这种，是不是很蠢，{verctx}改了太多轮了",
        "更新一下，{verctx}以{ver}为准，桌面上那个旧的别管",
        "备注：现在用的{verctx}版本是{ver}，不是之前那个",
    ],
    "money": [
        "{moneyctx}到账了：{money}。我盯着银行APP看了十分钟",
        "{moneyctx}是{money}，听着挺多，一除以三年就不多了",
        "他们说{moneyctx}给{money}，这个正常吗？？我完全没有参照",
        "{money}，{moneyctx}。我在努力不拿它去买新椅子（我肯定会买）",
        "发票上写的{moneyctx}{money}，今天就付了，省得一直惦记",
        "猜猜{moneyctx}最后是多少，{money}。我先去躺一会儿",
    ],
    "date": [
        "{datectx}是{date}，我已经用马克笔写在冰箱上了",
        "所以{date}{datectx}……我胃一下子就紧了",
        "又改了，{datectx}改到{date}了，终于能喘口气",
        "刚跟编辑确认过，{date}{datectx}，深呼吸",
        "今天才有人告诉我{date}就要{datectx}？？？",
        "帮我记住{date}，那天{datectx}，我肯定会忘",
    ],
    "decision": [
        "我决定了：{choice}。说实话主要是因为{reason}。",
        "{choice}，就这么定了。{reason}，我不想再来回纠结了",
        "在浴缸里哭了一个小时之后我想通了——{choice}，因为{reason}。",
        "那就{choice}吧。记一下原因：{reason}。",
        "今天跟编辑说了我要{choice}，她劝了两句，但{reason}，所以就这样",
        "我想……不，我确定了。{choice}，毕竟{reason}。别让我反悔",
    ],
    "constraint": [
        "给咱俩定个规矩：{rule}。我认真的",
        "你一定要记得，{rule}——上次那事我不想再经历一遍",
        "我要给自己立个底线，你帮我守着：{rule}。",
        "心理咨询师说我需要规则。第一条：{rule}。后面还有",
        "长期有效，不管谁说什么：{rule}。",
        "不管签约出书这些事怎么变，{rule}，好吗？好的",
    ],
    "question": [
        "突然想到，{topic}到底是怎么算的？……算了先不说这个，第{ch}章着火了你先帮我看看",
        "你了解{topic}吗？从来没人跟我讲清楚过。嗯……算了回头再问，我先吐槽一下{hero}",
        "问个傻问题，要是书扑了，{topic}会怎么样？哎算了，等我不那么焦虑再问。今晚写点啥好",
        "{topic}我需要担心吗？……先别回答，我得去接孩子，一小时后回来",
        "还有个一直忘了问的：{topic}是能谈的还是只能接受？——等下，有人敲门",
        "好奇{topic}是谁说了算。不管了！换个话题，我重看了第{ch}章，好烂",
    ],
}
AFACT_ZH = {
    "name": [("{role}是谁来着？我脑子乱了",
              "你上周转给我的消息里写了，{role}是{name}。建议你建个表，把这本书相关的人和各自负责的事都列上，半夜就不用翻聊天记录了。")],
    "command": [("大改之前怎么备份一下？我怕改崩",
                 "在小说文件夹里跑这个就行：\n\n    {cmd}\n\n原文件不会动，改崩了随时能回去。每次大动结构之前都跑一遍，胆子就能大一点。")],
    "id": [("画师的邮件里有没有说单号？我找不到了",
            "有的，在那串邮件的第二封里：单号是{id}。回复的时候写在标题里，他们财务一下就能对上。")],
    "port": [("NAS在浏览器里打不开了，地址后面要加什么",
              "在地址后面加 :{port} 就行，那是它设置的端口。还打不开的话重启一下，等两分钟再试。")],
    "version": [("我上次发给编辑的是哪一版？怕发错了",
                 "那封邮件的附件是{ver}，就是改过第二章的那版，没发错，不用慌着重发。")],
    "money": [("帮我算算出版社还欠我多少，我今天看不了数字",
               "按你贴的合同付款节点，交稿验收之后还有{money}没付。建议等书面确认验收了再去催。")],
    "date": [("样书哪天到来着？我脑子一团浆糊",
              "他们说样书{date}寄出。中间还有点缓冲，到了之后留两天专门通读，别一边收一边改。")],
}

# ----------------------------------------------------------------------------- filler

def en_wordtable(rng, nv):
    rows = ["| chapter | words | status |", "|---|---|---|"]
    for c in range(rng.randint(3, 9), rng.randint(10, 16)):
        rows.append("| %d | %s | %s |" % (c, format(rng.randint(21, 69) * 100 + rng.randint(1, 9) * 10, ","),
                                          pick(rng, ["done", "messy", "rewrite", "ok-ish", "??", "needs a scene"])))
    return "\n".join(rows)


def zh_wordtable(rng, nv):
    rows = ["| 卷 | 章节 | 字数 | 状态 |", "|---|---|---|---|"]
    for c in range(rng.randint(3, 9), rng.randint(10, 15)):
        rows.append("| 第%s卷 | 第%d章 | %s字 | %s |" % (pick(rng, "一二三"), c * 7,
                                                     format(rng.randint(21, 69) * 100 + rng.randint(1, 9) * 10, ","),
                                                     pick(rng, ["已发", "存稿", "待改", "卡文中", "编辑标红"])))
    return "\n".join(rows)


EN_USER_FILLER = [
    "I wrote like 400 words today and deleted most of them. Is that progress? tell me it's progress",
    "Chapter {ch} is fighting me. every time I open it the cursor just blinks like it's judging me",
    "had the dream again where the book comes out and it's just blank pages. lol. lol.",
    "can you help me figure out why the middle sags? everyone says the middle sags. I KNOW it sags",
    "Pasting the notes from the edit letter, page 3:\n\n---\nGENERAL: The second act loses urgency once {hero} leaves {place}. Consider compressing chs 14-16.\nCHARACTER: {other} reads as a plot device until the fire. Give him one scene of wanting something.\nLINE: Watch the repeated 'suddenly' (47 instances) and 'a beat' as a stage direction.\n---\n\nforty seven. FORTY SEVEN. I want to lie on the floor",
    "here's where I am with word counts, don't judge\n\n{table}\n\nthe last few are lies, they're mostly notes",
    "I keep wanting to give {hero} a dog. Is that a craft problem or a me problem",
    "my neighbour asked when the book is coming out and I said 'soon' in a voice I didn't recognise",
    "sorry, rough day. the dog threw up on the printer and I think that's a metaphor",
    "do you think {other} should find out about the letter in chapter {ch} or later? I've moved it four times",
    "I read my first chapter out loud to the cat. She left. Harsh but fair.",
    "okay honest question, is {title} a good title or have I just looked at it so long it stopped being words",
    "The copyedits have opinions about commas. I also have opinions about commas. We are at war.",
    "went for a walk to clear my head and came back with a whole new subplot. please stop me",
    "thinking about the scene at {place} again. it's too quiet. or not quiet enough. I can't tell anymore",
    "Pasting a paragraph, tell me if it's purple:\n\n\"The light came in sideways, the way it does in {place} in late autumn, and {hero} stood in it as if it owed her something.\"\n\nbe honest. not too honest.",
    "I bought a new notebook instead of writing. classic",
    "reader report came back. One reader cried, one reader 'didn't connect with {hero}'. I only remember the second one obviously",
    "quick vent: why does every author on social media seem to finish a book every eight months",
    "can we make a plan for this week? I have maybe two good mornings and a lot of guilt",
    "ok the edit letter again, different section:\n\n> The ending lands emotionally but the logistics are fuzzy. How does {other} get back from {place} in time? Readers will ask.\n> Also: the flashback in ch {ch} could go earlier.\n\nhe gets back by BOAT. I thought that was obvious. apparently not",
    "My mum read the draft. Her only note was 'why is everyone so sad'. Fair point tbh",
    "is it normal to hate your book right before it's finished",
    "I've been staring at the acknowledgements page for an hour. who do you even thank",
    "Just reorganised the chapter files into folders and it feels like I did something",
    "Could you help me draft a short bio? Third person, not smug, mentions I used to teach",
]
ZH_USER_FILLER = [
    "今天写了四千字删了三千，这算进步吗？你就说算",
    "第{ch}章卡死了，每次打开文档光标都在那儿闪，像在嘲笑我",
    "又梦见书印出来全是白页哈哈哈哈哈……哈",
    "读者都说中间节奏拖，我知道拖啊！！但是不知道怎么改",
    "把编辑的意见贴一下：\n\n——\n整体：{hero}离开{place}之后主线推进太慢，建议压缩两卷之间的过渡章节\n人物：{other}前期工具人感太强，要给她一场自己的戏\n细节：“忽然”出现了五十多次，还有好多“不禁”\n——\n\n五十多次……我想原地躺平",
    "贴一下最近的字数，别骂我\n\n{table}\n\n后面几章其实都是大纲，还没正经写",
    "我总想给{hero}加个宠物，这是剧情需要还是我自己想养猫",
    "楼下阿姨问我书什么时候出，我说“快了”，说完自己都不信",
    "今天好丧，猫把水杯打翻在键盘上了，感觉是某种隐喻",
    "{other}应该在第{ch}章知道真相还是再晚点？我已经挪了四次了",
    "把第一章念给猫听，它走了。虽然扎心但很公正",
    "说真的，《{title}》这个书名还行吗？我盯太久已经不认识这几个字了",
    "书评区有人说我文笔“小学生水平”，我知道不该看，但我看了",
    "出去散了个步，回来脑子里多了一条支线，快拦住我",
    "又在想{place}那场戏，太安静了，又好像不够安静，我已经分不清了",
    "贴一段你看看是不是太矫情：\n\n“{place}的雨下了三天，{hero}站在檐下，像是在等一个永远不会来的人。”\n\n说实话，但别太实话",
    "又买了一个新本子，没写字。经典",
    "评论区两个读者，一个说哭了，一个说“主角太圣母”，我只记住了第二个",
    "为什么群里别人都能日更一万，我三千都要死要活的",
    "帮我排一下这周计划吧，我大概只有两个清醒的早上和一堆愧疚",
    "编辑又补了一段意见：\n\n> 结局情绪到位了，但逻辑上{other}怎么及时赶回{place}的？读者会问。\n> 另外第{ch}章的回忆可以往前放。\n\n她骑马回来的啊！！我以为很明显",
    "我妈看了稿子，唯一的意见是“怎么大家都这么惨”，好像也没毛病",
    "快写完的时候特别讨厌自己的书，这正常吗",
    "后记我对着看了一小时，到底要感谢谁啊",
    "刚把章节文件按卷整理好了，有种干了大事的错觉",
    "帮我写个作者简介吧，第三人称，别太装，提一下我以前是老师",
]

EN_A_OPEN = ["That sounds genuinely exhausting, and it makes sense that you're feeling it.",
             "First: you're allowed to be tired. Finishing a book is a long, strange slog.",
             "Okay, let's take this one piece at a time.",
             "I hear you — and for what it's worth, this is a very normal stage of the process.",
             "That's a lot to carry in one day.",
             "Honestly, that's a good instinct, even if it doesn't feel like one right now.",
             "Oof. Yes. Let's look at it together."]
EN_A_BODY = [
    "When the middle of a book sags, it's usually because the protagonist stops choosing. If {hero} is reacting in those chapters rather than wanting something, the tension leaks out. One fix is to give her a small, concrete goal in each chapter — not the big goal, just something she can fail at by the end of the scene.",
    "Editorial notes can feel like a verdict, but most of them are questions in disguise. 'Loses urgency' usually means 'I stopped being worried about what happens next.' You don't have to agree with the proposed fix, only with the symptom.",
    "It might help to separate drafting days from fixing days. On drafting days you're only allowed to add; on fixing days you're only allowed to cut or reorder. Mixing them is where the blinking-cursor feeling comes from.",
    "For the scene at {place}, try writing it once from {other}'s point of view, just for yourself. You won't use it, but you'll learn what he notices, and that usually tells you what the quiet is hiding.",
    "About the word counts: a book isn't finished when the numbers look tidy, it's finished when each chapter does one job. A chapter that's 'messy' but doing its job is closer to done than a clean one that isn't.",
    "A practical plan for this week could be:\n\n1. One morning on chapter {ch} — only the scene transitions, nothing else.\n2. One morning reading the edit letter again and sorting each note into 'yes', 'no', 'yes but differently'.\n3. Evenings off. Really off.\n\nThat's it. Small and finished beats big and abandoned.",
    "On the repeated words: don't hunt them all at once. Do a pass per word, with the search function, and ask each time whether the sentence needs the word or the word is doing the sentence's job for it.",
    "Reader reports are data, not judgement. One reader not connecting with {hero} tells you something about that reader and something about the opening pages — often it's just that we don't see her wanting anything early enough.",
    "If it helps: almost every writer I know hates the book in the last ten percent. It's partly fatigue and partly that you can finally see the whole thing, flaws included. That clarity is the thing that lets you fix it.",
    "The paragraph isn't purple, but 'as if it owed her something' is doing a lot of work. I'd keep it and cut something else nearby so it has room to land.",
    "For the bio, something like: 'A former teacher, she writes about people who stay too long in places that don't want them. {title} is her first novel.' Adjust the tone to taste; shorter is almost always better.",
    "With the ending logistics, readers mostly need one line of reassurance, not a map. A sentence that shows the crossing — weather, time, who rowed — usually settles it.",
    "Try keeping a 'parking lot' document for new subplot ideas. Write them down in full, close the file, and go back to the draft. If the idea is still shouting at you in two weeks, it's earned a conversation.",
]
EN_A_CLOSE = ["Want me to draft a reply, or would you rather sit with it first?",
              "Tell me which of those feels doable and we'll start there.",
              "And then, genuinely, have something to eat.",
              "I'm here whenever you want to keep going.",
              "If you paste the chapter, I can point to the exact spots.",
              ""]
ZH_A_OPEN = ["听起来真的很累，有这种感觉很正常。", "先说一句：你可以累。写完一本书本来就是一场漫长的拉锯。",
             "好，我们一点一点来。", "我懂，而且这个阶段几乎每个作者都会经历。", "一天之内压这么多事，换谁都扛不住。",
             "其实你的直觉是对的，只是现在感觉不出来。"]
ZH_A_BODY = [
    "中间节奏拖，通常是因为主角不再主动选择了。如果{hero}这几章一直在被动应对，张力就会漏掉。可以给她每章一个很小、很具体的目标——不是主线目标，而是这一章结束前就可能失败的小事。",
    "编辑意见看着像判决书，其实大多数是换了说法的问题。“推进太慢”往往意思是“我不再担心接下来会发生什么”。你不必认同她给的改法，只要认同这个症状就行。",
    "可以试试把“写新内容的日子”和“修改的日子”分开。写的日子只许加，改的日子只许删和调顺序。两件事混在一起，就是光标一直闪的那种感觉。",
    "{place}那场戏，可以试着从{other}的视角写一遍，只给自己看。不会用到正文里，但你会知道她注意到了什么，这通常能告诉你安静底下藏着什么。",
    "关于字数：书写完不是数字好看的时候，而是每一章都完成了自己的任务。一章虽然乱但完成了任务，比干净却没用的一章更接近完成。",
    "这周可以这样安排：\n\n1. 一个早上只改第{ch}章的场景过渡，别的都不碰。\n2. 一个早上把编辑意见重读一遍，分成“同意”“不同意”“同意但换个改法”三类。\n3. 晚上休息，真的休息。\n\n就这些。小而完成，胜过大而烂尾。",
    "重复词不用一次全抓。每个词单独过一遍，用查找功能，每次问自己：这句话是需要这个词，还是这个词在替句子偷懒。",
    "书评是数据，不是判决。一个读者说主角圣母，说明那个读者的口味，也可能说明开头几章没让人看到{hero}的私心——加一点点私心就不一样了。",
    "说实话，几乎所有作者在最后百分之十都会讨厌自己的书。一半是累，一半是你终于能看清全貌，包括缺点。正是这种清醒让你能改好它。",
    "这段不算矫情，但“像是在等一个永远不会来的人”分量很重。我会保留它，把旁边的句子删一点，让它有空间落地。",
    "作者简介可以这样：“曾是一名中学老师，喜欢写那些在不欢迎自己的地方待得太久的人。《{title}》是她的第一部长篇。”语气你再调，越短越好。",
    "结局的逻辑，读者通常只需要一句交代，不需要地图。写一句路上的天气、花了多久、谁陪着，就够了。",
    "建一个“灵感停车场”文档吧。新支线的点子完整写下来，关掉文件，回到正文。两周后它还在脑子里喊，再认真考虑。",
]
ZH_A_CLOSE = ["要我帮你起草回复吗，还是你想先缓一缓？", "你挑一个觉得能做到的，我们从那儿开始。",
              "然后，真的，去吃点东西。", "想继续聊随时找我。", "你把那章贴过来，我可以直接标出位置。", ""]

EN_FACT_REPLY = {
    "name": ["Got it — I'll keep them straight for you. It might help to think of each person by what they need from you this month rather than by title.",
             "That's a lot of new people at once. You don't have to perform confidence with any of them; clear and friendly is plenty."],
    "command": ["That output is normal — it's just listing what it touched. Nothing in your files changed.",
                "Good habit. Running it regularly means you never have to wonder whether the latest files are safe."],
    "id": ["Saved. If it comes up in a dispute later, having the exact reference makes everything move faster.",
           "Good — that's the kind of thing that vanishes exactly when you need it."],
    "port": ["That's just the 'door' the program listens on — nothing to worry about. Keep the note somewhere you'll find it.",
             "Makes sense. It's normal, and writing it down is exactly right."],
    "version": ["Keeping track of which draft is current is half the battle at this stage. Maybe archive the older ones into a separate folder so they stop tempting you.",
                "Red pages mean someone read closely. It's brutal to look at, but it's care, mostly."],
    "money": ["It's completely reasonable to feel both thrilled and underwhelmed. Set aside the tax portion first so future you doesn't get a nasty surprise.",
              "Worth checking the contract schedule against it, just so you know what's still to come and when."],
    "date": ["Okay. Let's work backwards from it so the last week isn't a panic.",
             "That's tight but doable if we protect the mornings."],
    "decision": ["That sounds like a clear, well-reasoned call. Write down the reason somewhere too, so you don't have to re-argue it at 2am.",
                 "I think that's a brave decision, and the reasoning holds. Let's build the next steps around it."],
    "constraint": ["Understood, I'll hold you to it.", "Noted — and it's a good boundary. I'll remind you if you start drifting."],
}
ZH_FACT_REPLY = {
    "name": ["好的，我帮你记着。可以按“这个月她需要我做什么”来记人，比记头衔好用。", "一下子冒出这么多新人，确实累。不用在谁面前装自信，清楚、客气就够了。"],
    "command": ["那些输出是正常的，只是在列它处理了哪些文件，你的稿子没被改动。", "好习惯，定期跑一下就不用担心最新的稿子丢了。"],
    "id": ["记下了。以后要是有纠纷，有准确的单号处理起来快很多。", "好，这种东西总是在需要的时候找不到。"],
    "port": ["那就是程序“开的门”，不用担心。便利贴换个结实点的地方放。", "明白，很正常，写下来是对的。"],
    "version": ["这个阶段搞清楚哪版是最新的就赢了一半。旧版可以挪到单独的文件夹里，免得手滑。", "满屏红说明人家认真看了，看着扎心，但多半是用心。"],
    "money": ["又开心又有点失落，这很正常。先把要交税的那部分留出来。", "可以拿合同的付款节点对一下，心里有数后面还有哪些钱。"],
    "date": ["好，我们倒推一下，别让最后一周变成赶工。", "有点紧，但守住早上的时间就来得及。"],
    "decision": ["这个决定挺清楚的，理由也站得住。把理由也写下来，半夜就不用再跟自己吵一遍。", "我觉得这个决定很勇敢，理由也成立。接下来就围绕它安排。"],
    "constraint": ["明白，我会帮你守着。", "记下了，这是个好底线，你要是松动了我会提醒你。"],
}
EN_DEFLECT_REPLY = ["Of course — go. I'm here when you're back.", "Sure, let's look at that first. Paste whatever you've got.",
                    "Absolutely, vent away. What's going on?", "No rush at all. Tell me what's on fire."]
ZH_DEFLECT_REPLY = ["没问题，先去吧，回来再说。", "好，先看那个，直接贴过来。", "吐槽吧，我听着。怎么了？", "不急，先说哪儿着火了。"]

TOOLS_EN = [
    ("search_files", lambda r, nv: {"query": "chapter %d" % r.randint(1, 30), "folder": "~/Writing"},
     lambda r, nv: "\n".join("chapters/ch%02d_%s.md  %s words  modified %d days ago" % (
         c, pick(r, ["draft", "rev", "notes"]), format(r.randint(21, 69) * 100 + 7, ","), r.randint(1, 40))
         for c in sorted(r.sample(range(1, 31), 3)))),
    ("word_count", lambda r, nv: {"path": "manuscript/", "exclude": ["notes", "cut"]},
     lambda r, nv: "total: %s words across %d files (excluding notes/, cut/)" % (
         format(r.randint(70, 110) * 1000 + r.randint(1, 99) * 10, ","), r.randint(24, 38))),
    ("calendar_lookup", lambda r, nv: {"range": "this week"},
     lambda r, nv: "Mon: school run, dentist (afternoon)\nTue: free\nWed: call with the press (30 min)\nThu: free morning\nFri: %s" % pick(r, ["bookshop reading", "nothing", "parents' evening"])),
    ("email_search", lambda r, nv: {"query": pick(r, ["edit letter", "cover", "tour", "contract"]), "limit": 5},
     lambda r, nv: "3 results:\n- 'Re: next steps' (unread)\n- 'Quick question about the cover brief'\n- 'Fwd: schedule thoughts'"),
    ("web_search", lambda r, nv: {"q": pick(r, ["how long should a novel chapter be", "dealing with editorial notes", "author tour tips introvert"])},
     lambda r, nv: "1. A writer's guide to revision without despair\n2. Forum thread: how do you handle an edit letter?\n3. Blog: touring when you're shy"),
]
TOOLS_ZH = [
    ("search_files", lambda r, nv: {"query": "第%d章" % r.randint(1, 90), "folder": "~/写作"},
     lambda r, nv: "\n".join("正文/第%d章_%s.txt  %s字  %d天前修改" % (
         c, pick(r, ["初稿", "修改", "备注"]), format(r.randint(21, 69) * 100 + 7, ","), r.randint(1, 40))
         for c in sorted(r.sample(range(1, 91), 3)))),
    ("word_count", lambda r, nv: {"path": "正文/", "exclude": ["大纲", "废稿"]},
     lambda r, nv: "合计：%s字，共%d个文件（不含大纲、废稿）" % (format(r.randint(40, 99) * 10000 + r.randint(1, 99) * 10, ","), r.randint(60, 140))),
    ("calendar_lookup", lambda r, nv: {"range": "本周"},
     lambda r, nv: "周一：送孩子、牙医（下午）\n周二：空\n周三：和编辑语音（半小时）\n周四：上午空\n周五：%s" % pick(r, ["书店活动", "无", "家长会"])),
    ("web_search", lambda r, nv: {"q": pick(r, ["网文中间节奏拖怎么改", "实体书出版流程", "签售会紧张怎么办"])},
     lambda r, nv: "1. 网文改稿心得：节奏篇\n2. 论坛帖：第一次出实体书要注意什么\n3. 经验贴：社恐作者如何撑过签售"),
]


# ----------------------------------------------------------------------------- building

EN_JOIN = ["\n\nalso ", "\n\noh and, ", " Also, unrelated: ", "\n\n(also) ", "... anyway. ", "\n\nP.S. "]
ZH_JOIN = ["\n\n还有，", "\n\n对了，", "。另外，", "\n\n（顺便）", "……算了不说那个了。", "\n\nPS："]
EN_FOLLOW = ["sorry, typing on my phone", "wait", "also hi, sorry, I'm all over the place today",
             "ignore the typos", "*chapter, not chaptre", "ok I'm back"]
ZH_FOLLOW = ["打错字了", "等下", "我今天有点乱，别介意", "手机打字，错别字别管", "回来了", "刚才那句说错了"]


def fmt_params(rng, p, nv, lang):
    d = dict(nv)
    d.update(p)
    d["ch"] = rng.randint(2, 40) if lang == "en" else rng.randint(3, 120)
    if lang == "en":
        d["what"] = EN_WHAT[p.get("what", 0)]
        d["portctx"], d["verctx"] = pick(rng, EN_PORTCTX), pick(rng, EN_VERCTX)
        d["moneyctx"], d["datectx"] = pick(rng, EN_MONEYCTX), pick(rng, EN_DATECTX)
    else:
        d["what"] = ZH_WHAT[p.get("what", 0)]
        d["portctx"], d["verctx"] = pick(rng, ZH_PORTCTX), pick(rng, ZH_VERCTX)
        d["moneyctx"], d["datectx"] = pick(rng, ZH_MONEYCTX), pick(rng, ZH_DATECTX)
    for k in list(d):
        if isinstance(d[k], str) and lang == "en":
            d[k[:1].upper() + k[1:]] = cap(d[k])
    return d


def fill(rng, tmpl, d, lang, user=True):
    if user:
        tmpl = typo(rng, tmpl, lang)
    return tmpl.format(**d)


def assistant_long(rng, nv, lang, lead=None):
    d = dict(nv)
    d["ch"] = rng.randint(2, 40) if lang == "en" else rng.randint(3, 120)
    if lang == "en":
        parts = [lead or pick(rng, EN_A_OPEN)]
        parts += [b.format(**d) for b in rng.sample(EN_A_BODY, rng.choice([1, 2, 2, 3]))]
        parts.append(pick(rng, EN_A_CLOSE))
    else:
        parts = [lead or pick(rng, ZH_A_OPEN)]
        parts += [b.format(**d) for b in rng.sample(ZH_A_BODY, rng.choice([1, 2, 2, 3]))]
        parts.append(pick(rng, ZH_A_CLOSE))
    return "\n\n".join(x for x in parts if x)


def user_filler(rng, nv, lang):
    d = dict(nv)
    d["ch"] = rng.randint(2, 40) if lang == "en" else rng.randint(3, 120)
    d["table"] = en_wordtable(rng, nv) if lang == "en" else zh_wordtable(rng, nv)
    return typo(rng, pick(rng, EN_USER_FILLER if lang == "en" else ZH_USER_FILLER), lang).format(**d)


def build(seed, lang, per_kind, attempt):
    rng = random.Random("%s-%d-%d" % (SET, seed, attempt))
    nv = dict(NOVELS_EN[(seed - 1) % len(NOVELS_EN)] if lang == "en" else NOVELS_ZH[0])
    used = []
    facts = []
    for kind in KINDS:
        for _ in range(per_kind):
            needles, p = gen_value(rng, kind, lang, used, nv["slug"])
            facts.append({"kind": kind, "needles": needles, "p": p})
    rng.shuffle(facts)
    afact = AFACT_EN if lang == "en" else AFACT_ZH
    units, i = [], 0
    while i < len(facts):
        f = facts[i]
        if f["kind"] in afact and rng.random() < 0.2:
            units.append(("a", [f]))
            i += 1
        elif (f["kind"] != "question" and i + 1 < len(facts) and facts[i + 1]["kind"] != "question"
              and rng.random() < 0.22):
            units.append(("u", [f, facts[i + 1]]))
            i += 2
        else:
            units.append(("u", [f]))
            i += 1
    nft = len(units)
    total = max(rng.randint(max(66, nft + nft // 4 + 5), 132), nft + 5)
    fact_at = dict(zip(sorted(rng.sample(range(total), nft)), units))

    rows = []
    clock = [datetime(2026, 11, 20, 8, 0, 0)]

    def add(item, meta, gap):
        clock[0] += timedelta(seconds=gap)
        rows.append({"v": 2, "id": "msg_%s%d" % (SET, len(rows) + 1),
                     "createdAt": clock[0].strftime("%Y-%m-%dT%H:%M:%SZ"), "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role}, rng.randint(40, 1500))

    tools = TOOLS_EN if lang == "en" else TOOLS_ZH
    replies = EN_FACT_REPLY if lang == "en" else ZH_FACT_REPLY
    for t in range(total):
        unit = fact_at.get(t)
        if unit is None:
            msg("user", user_filler(rng, nv, lang))
            if rng.random() < 0.07:
                msg("user", pick(rng, EN_FOLLOW if lang == "en" else ZH_FOLLOW))
            if rng.random() < 0.2:
                name, args, out = pick(rng, tools)
                cid = "call_%s%d" % (SET, len(rows) + 1)
                add({"type": "function_call", "callId": cid, "name": name,
                     "arguments": json.dumps(args(rng, nv), ensure_ascii=False)}, {}, rng.randint(1, 5))
                add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                     "output": out(rng, nv)}, {}, rng.randint(1, 9))
            msg("assistant", assistant_long(rng, nv, lang))
            continue
        how, fs = unit
        if how == "a":
            f = fs[0]
            d = fmt_params(rng, f["p"], nv, lang)
            q, a = pick(rng, afact[f["kind"]])
            msg("user", fill(rng, q, d, lang))
            f["row"] = msg("assistant", a.format(**d))
            continue
        texts = []
        for f in fs:
            d = fmt_params(rng, f["p"], nv, lang)
            tm = FACT_EN[f["kind"]] if lang == "en" else FACT_ZH[f["kind"]]
            texts.append(fill(rng, pick(rng, tm), d, lang))
        text = texts[0] if len(texts) == 1 else texts[0] + pick(rng, EN_JOIN if lang == "en" else ZH_JOIN) + texts[1]
        r = msg("user", text)
        for f in fs:
            f["row"] = r
        last = fs[-1]["kind"]
        if last == "question":
            lead = pick(rng, EN_DEFLECT_REPLY if lang == "en" else ZH_DEFLECT_REPLY)
            reply = lead if rng.random() < 0.5 else assistant_long(rng, nv, lang, lead)
        else:
            lead = pick(rng, replies[last])
            reply = assistant_long(rng, nv, lang, lead) if rng.random() < 0.6 else lead
        msg("assistant", reply)
    return facts, rows


def row_text(row):
    it = row["item"]
    if it["type"] == "message":
        return it["content"]
    return it.get("name", "") + "\n" + it.get("arguments", "") + "\n" + it.get("output", "")


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return "message count %d" % nmsg
    alln = [n for f in facts for n in f["needles"]]
    for a in alln:
        for b in alln:
            if a is not b and a in b:
                return "needle %r inside %r" % (a, b)
    for f in facts:
        for n in f["needles"]:
            hits = [i for i, t in enumerate(texts) if n in t]
            if hits != [f["row"]]:
                return "needle %r in rows %s" % (n, hits)
    return None


# ----------------------------------------------------------------------------- running

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    maxchars = 0
    for seed in seeds:
        lang = "zh" if seed == seeds[-1] else "en"
        for attempt in range(200):
            facts, rows = build(seed, lang, per_kind, attempt)
            err = check(facts, rows)
            if err is None:
                break
        else:
            sys.exit("seed %d: no valid conversation after 200 attempts (%s)" % (seed, err))
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, nm, ncomp = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                nm += 1
            if (nm == BATCH and r["item"]["type"] == "message") or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"],
                    "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                ncomp += 1
                batch, nm = [], 0
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        kept = 0
        missing = []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, nmsg, len(rows), ncomp, kept, len(facts), 100.0 * kept / len(facts)))
        for f in sorted(missing, key=lambda f: KINDS.index(f["kind"])):
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        for dp, dn, fn in os.walk(root):
            if "session-summary.json" in fn:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    maxchars = max(maxchars, len(s))
                except (OSError, ValueError):
                    pass
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / max(1, tot[k][1])))
    print("retention overall %.1f" % (100.0 * allk / max(1, alln)))
    print("max summary chars %d" % maxchars)


if __name__ == "__main__":
    main()
