#!/usr/bin/env python3
"""Held-out retention set "ak" for okbot conversation summaries.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, made fresh each run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed given is written
             entirely in (simplified) Chinese, the others in English

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the volunteer secretary of an amateur football club talks to their personal
assistant: fixtures and pitch bookings, referees, the club website and membership
database, kit orders, a grant application to the council, a treasurer who disagrees.
Many user messages are dictated voice notes with no punctuation; others are forwarded
emails and pasted spreadsheets. Chinese: 业余足球俱乐部的秘书，场地预订、裁判、俱乐部网站和
会员数据库、队服订购、向区政府申请资助；不少消息是语音转文字，没有标点.

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint,
question) are seeded PER_KIND times each. Every fact has needles: exact substrings that
occur in exactly one row (its own message). After appending the rows in batches of 25
messages, each followed by `okbot compress --now`, a fact counts as kept only when all
of its needles are found verbatim in `okbot context show`.
"""
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# ----------------------------------------------------------------------------------
# value pools
# ----------------------------------------------------------------------------------
EN_FIRST = ["Priya", "Declan", "Siobhan", "Marcus", "Gareth", "Leanne", "Tomasz", "Bethany",
            "Kwame", "Rhiannon", "Callum", "Yusuf", "Francesca", "Dermot", "Aisling", "Nadia",
            "Stuart", "Imogen", "Ravinder", "Colette", "Brendan", "Harriet", "Ossie", "Lorraine",
            "Fergus", "Zainab", "Wesley", "Georgina", "Lukasz", "Shona", "Terence", "Maddie"]
EN_LAST = ["Okafor", "Whitfield", "Brannigan", "Kowalczyk", "Pemberton", "Sandhu", "Ellery",
           "McAllister", "Thorne", "Achterberg", "Dunmore", "Haslam", "Quigley", "Rowntree",
           "Castellano", "Fairweather", "Ibbotson", "Lockhart", "Mensah", "Nuttall", "Oyelaran",
           "Prendergast", "Scully", "Trevelyan", "Varga", "Wilmot", "Yardley", "Gallagher"]
EN_ROLES = ["kit supplier rep", "league fixtures secretary", "groundsman at Ashworth Rec",
            "grants officer at the council", "referee appointments person", "U12s coach",
            "club welfare officer", "web hosting contact", "sponsor from the builders' merchants",
            "first aid volunteer", "programme editor", "bar manager on match days",
            "county FA development officer", "new vice-chair"]
ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "胡",
          "郭", "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "韩", "冯", "邓", "曹"]
ZH_GIVEN = ["建华", "志强", "秀英", "晓东", "海燕", "国平", "丽娟", "振宇", "文博", "雪梅",
            "子豪", "春生", "明轩", "桂芳", "立新", "思远", "红霞", "家乐", "玉兰", "德胜",
            "俊杰", "慧敏", "永刚", "雅琴", "宏伟", "凤英", "浩然", "佳怡", "卫东", "晨曦"]
ZH_ROLES = ["区体育局管资助的", "裁判协调员", "队服厂家的业务员", "东湖体育场的场地管理员",
            "U12的教练", "做网站的外包小哥", "赞助商那边的对接人", "队医", "联赛的赛程秘书",
            "青训负责人", "新来的副主席", "区足协的联络员"]

EN_DECISIONS = [
    ("order the away kit from Hartley Sports", "they'll deliver before the cup tie"),
    ("move training to Tuesday nights", "the floodlights are free on Tuesdays"),
    ("switch the member database to Airtable", "nobody else can open the Access file"),
    ("drop the paper registration forms", "half of them come back unreadable"),
    ("apply for the small grants stream", "the big fund wants audited accounts"),
    ("block-book Ashworth Rec for the season", "the block rate saves us a fortune"),
    ("use the county FA referee pool", "our own refs keep cancelling"),
    ("put the website on the cheaper plan", "we barely get any traffic"),
    ("stop taking subs in cash", "the float never adds up"),
    ("hold the AGM on a weeknight", "too many people work Saturdays"),
    ("let the U12s wear last season's kit", "the new order won't land in time"),
    ("send the fixtures out as a PDF", "nobody reads the website anyway"),
    ("scrap the sponsor banner for now", "the logo file was the wrong size"),
    ("hand fixtures to a separate volunteer", "I can't do both jobs any more"),
    ("move the club email to Google Workspace", "the old host keeps bouncing mail"),
    ("charge non-members for the summer tournament", "pitch hire has gone up again"),
    ("print the programmes in black and white", "colour nearly doubled the quote"),
    ("skip the Boxing Day friendly", "half the squad will be away"),
    ("keep the reserves in Division Two", "promotion means travelling miles"),
    ("pay the web guy annually", "the monthly invoices are a nightmare"),
]
ZH_DECISIONS = [
    ("队服改在鸿运体育订", "他们能在杯赛前送到"),
    ("训练改到周二晚上", "周二灯光场是空的"),
    ("会员名单改用腾讯文档", "别人都打不开那个Access文件"),
    ("不再收纸质报名表", "一半都字迹看不清"),
    ("先申请小额资助", "大额资助要审计过的账目"),
    ("整个赛季包下东湖体育场", "包季比按次便宜很多"),
    ("裁判统一找区足协派", "自己找的裁判老是临时放鸽子"),
    ("网站换成便宜的套餐", "平时根本没什么访问量"),
    ("会费不再收现金", "现金每次都对不上账"),
    ("年会改在工作日晚上开", "周六很多人要上班"),
    ("U12继续穿去年的队服", "新队服赶不上开赛"),
    ("赛程表改成发PDF", "大家根本不看网站"),
    ("赞助商横幅先不做了", "logo文件尺寸不对"),
    ("单独找个志愿者管赛程", "我一个人实在忙不过来"),
    ("俱乐部邮箱迁到企业微信", "旧邮箱老是退信"),
    ("夏季邀请赛对非会员收费", "场地费又涨了"),
    ("秩序册改成黑白印刷", "彩印报价差不多翻倍"),
    ("元旦那场友谊赛取消", "一半队员要回老家"),
    ("预备队留在乙级", "升级以后客场太远"),
    ("网站维护费改成按年付", "每个月开票太麻烦"),
]
EN_CONSTRAINTS = [
    "never publish players' phone numbers online",
    "don't book pitches before Malcolm signs off",
    "only email parents from the club address",
    "never share the member spreadsheet outside committee",
    "don't post team sheets before Friday noon",
    "always copy the welfare officer on junior emails",
    "never run database updates on match days",
    "only use the council's own grant template",
    "don't reply to the league from my personal email",
    "never put kids' surnames on the website",
    "keep every kit order on one supplier account",
    "no payment goes out without two signatures",
    "never agree ref fees over the phone",
    "only confirm fixture changes in writing",
    "don't delete lapsed members, archive them",
    "always back up the database before an import",
    "no website changes after ten at night",
    "never give out the clubhouse alarm code by text",
]
ZH_CONSTRAINTS = [
    "不要把队员手机号发到网上",
    "财务没签字之前不要订场地",
    "只能用俱乐部邮箱联系家长",
    "会员表不能外传给委员会以外的人",
    "周五中午前不要公布首发名单",
    "比赛日不要动数据库",
    "未成年队员的全名不要放网站上",
    "没有两个人签字不许付款",
    "队服只走一个供应商账户",
    "不要用我私人微信回复联赛",
    "导入数据前一定先备份",
    "只用区里给的申报模板",
    "裁判费不要在电话里口头答应",
    "老会员不要删，归档就行",
    "赛程变动必须书面确认",
    "晚上十点以后别改网站",
    "更衣室密码不要发群里",
]
EN_QUESTIONS = [
    "the insurance excess on the clubhouse", "DBS checks for volunteer linesmen",
    "VAT on the kit sponsorship money", "the league's rule on unregistered subs",
    "refunding a season membership halfway", "GDPR and the old paper forms",
    "the county cup draw entry cutoff", "getting a defibrillator via the council",
    "charity status for a football club", "floodlight hours in the planning consent",
    "who actually owns the website domain", "storing photos of junior players",
    "the minimum age for assistant referees", "affiliation fees for a women's team",
    "claiming gift aid on match subs", "the cheapest way to take card payments",
    "moving the AGM under our constitution", "public liability cover for the tournament",
]
ZH_QUESTIONS = [
    "会所保险的免赔额", "边裁志愿者要不要做背景审查", "赞助款的增值税问题",
    "联赛对未注册替补的规定", "赛季中途退会费", "旧纸质报名表的隐私合规",
    "区杯赛报名的截止时间", "通过区里申请除颤仪", "俱乐部注册成公益组织的条件",
    "灯光场审批的使用时长", "网站域名到底在谁名下", "少年队员照片的保存规定",
    "助理裁判的最低年龄", "成立女足队的注册费", "收会费开发票的流程",
    "最便宜的刷卡收款方式", "邀请赛的公众责任险",
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEK = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
HOSTS = ["web01.ashworthfc.org.uk", "vps-club", "db.ashworthfc.org.uk", "pi-clubhouse",
         "members.ashworthfc.org.uk", "staging-site"]
WORDS = ["autumn", "winter", "reserves", "juniors", "vets", "ladies", "cupnight", "preseason",
         "backup", "export", "signups", "fixtures", "refs", "kitorder", "grantbid"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def gen_command(rng):
    w = rng.choice(WORDS)
    h = rng.choice(HOSTS)
    k = rng.randrange(11, 99)
    opts = [
        f"pg_dump -Fc clubdb -f /backups/clubdb_{w}{k}.dump",
        f"rsync -avz --delete ./site/ deploy@{h}:/var/www/{w}/",
        f"python3 export_members.py --season 20{k % 20 + 20}-{k % 20 + 21} --format csv --out {w}.csv",
        f"git pull origin {w}-fixes && npm run build",
        f"sudo systemctl restart {rng.choice(['nginx', 'php8.2-fpm', 'mariadb', 'clubbot'])} && journalctl -n {k} --no-pager",
        f"wp plugin update {rng.choice(['sportspress', 'wpforms-lite', 'updraftplus', 'the-events-calendar'])} --path=/var/www/{w}",
        f"docker compose -f {w}.yml up -d --build",
        f"sqlite3 members.db \"SELECT surname FROM members WHERE paid = 0 AND team = '{w}';\"",
        f"sudo certbot renew --cert-name {w}.ashworthfc.org.uk --dry-run",
        f"tail -n {k * 10} /var/log/nginx/{w}_error.log",
        f"scp {w}_{k}.xlsx secretary@{h}:~/uploads/",
        f"curl -sI https://{w}.ashworthfc.org.uk/fixtures | head -n 5",
        f"mysql -u clubadmin -p clubdb < fix_{w}_dupes.sql",
        f"crontab -l | grep {w} > cron_{w}_{k}.txt",
        f"ssh -i ~/.ssh/club_{w} secretary@{h} 'df -h /var'",
        f"find ~/club/{w} -name '*.pdf' -mtime -{k % 30 + 2}",
    ]
    return rng.choice(opts)


def gen_id(rng, lang):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    opts = [
        f"BK-{rng.randrange(10000, 99999)}",
        f"INV-{rng.randrange(2025, 2027)}-{rng.randrange(100, 999)}{rng.choice(L)}",
        f"KIT{rng.randrange(1000, 9999)}-{rng.choice(L)}{rng.choice(L)}",
        f"GRANT/{rng.randrange(24, 27)}/{rng.randrange(100, 999)}",
        f"REF-{rng.choice(L)}{rng.choice(L)}{rng.randrange(1000, 9999)}",
        f"CASE-{rng.randrange(100000, 999999)}",
        f"ORD-{rng.choice(L)}{rng.choice(L)}{rng.choice(L)}{rng.randrange(100, 999)}",
        f"TKT-{rng.randrange(10000, 99999)}{rng.choice(L)}",
    ]
    if lang == "zh":
        opts += [f"YD{rng.randrange(20260000, 20269999)}", f"QF-{rng.randrange(1000, 9999)}-{rng.choice(L)}"]
    return rng.choice(opts)


def gen_version(rng):
    a, b, c = rng.randrange(1, 9), rng.randrange(0, 19), rng.randrange(0, 12)
    return rng.choice([f"v{a}.{b}.{c}", f"{a}.{b}.{c}", f"v{a}.{b}", f"{a}.{b}.{c}-rc{rng.randrange(1, 4)}",
                       f"v{a}.{b}.{c}b"])


def gen_money(rng, lang):
    n = rng.randrange(40, 6000)
    if lang == "zh":
        n = rng.randrange(150, 20000)
        return rng.choice([f"{n}元", f"¥{n:,}", f"{n}块", f"{n}.{rng.randrange(10, 99)}元"])
    return rng.choice([f"£{n:,}", f"£{n}.{rng.randrange(10, 99)}", f"€{n}", f"${n:,}", f"£{n:,}"])


def gen_date(rng, lang):
    m, d = rng.randrange(1, 13), rng.randrange(1, 29)
    if lang == "zh":
        return rng.choice([f"{m}月{d}日", f"{m}月{d}号", f"{m}月{d}日", f"{m}月{d}号"])
    return rng.choice([f"{MONTHS[m - 1]} {d}", f"{d:02d}/{m:02d}", f"the {ordinal(d)} of {MONTHS[m - 1]}",
                       f"{rng.choice(WEEKDAYS)} the {ordinal(d)}", f"{MONTHS[m - 1][:3]} {d}",
                       f"{ordinal(d)} {MONTHS[m - 1]}"])


def gen_name(rng, lang):
    if lang == "zh":
        return rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN)
    if rng.random() < 0.2:
        return rng.choice(EN_FIRST)
    return rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)


# ----------------------------------------------------------------------------------
# fact templates: "A|" prefix = said by the assistant. {v} value, {c}/{r} decision,
# {role}, {opp}, {day}, {x} = random fillers.
# ----------------------------------------------------------------------------------
EN_T = {
    "name": [
        "{v} is the new {role}, she emailed me last night asking for the committee list",
        "um so i spoke to {v} who is the {role} and he reckons we're fine for now so yeah can you make a note of that",
        "fyi the {role} is {v} now, apparently the last one moved to Leeds",
        "Can you add {v} to my contacts? {role}. Lovely person, talks a LOT",
        "A|Noted: {v} is your {role}. I'll keep them separate from the league office contacts so nothing gets sent to the wrong inbox.",
        "---------- Forwarded message ---------\nFrom: {v}\nSubject: Re: this weekend\n\nHi, just introducing myself as the {role} going forward. Give me a shout if anything comes up before {day}.\n\nCheers",
        "ok so {v} ({role}) rang me during tea and i couldnt get a word in but basically hes happy to help out",
        "A|Quick recap of who's who so far: the treasurer is Malcolm, and {v} is the {role}. Tell me if I've got that wrong.",
    ],
    "command": [
        "the web guy said to run `{v}` if the site goes funny again, can you remember that",
        "A|When you're at the laptop, run this and paste me what it prints:\n\n    {v}\n\nThat should tell us whether last night's job actually finished.",
        "ok i ran {v} and it sat there for ages then said done?? no idea if thats good",
        "so yeah um the instructions on the sticky note say {v} but i dont know what half of that means",
        "A|For next time, the exact command is `{v}` — I'd keep it in the secretary handover doc so whoever does this job after you isn't stuck.",
        "Pasting what I typed:\n$ {v}\nand then it just went back to the prompt. no errors that I could see",
        "note to self (and you): {v} is the one to run before the {day} match, not after",
    ],
    "id": [
        "the pitch booking reference is {v}, council said to quote it on everything",
        "um the kit order number is {v} i think let me check yeah thats the one",
        "Forwarding this:\n\n> Thank you for your enquiry. Your reference is {v}. Please allow 5 working days for a response.\n\nugh, five working days",
        "A|I've logged that under {v} in your notes so we can chase it if they go quiet.",
        "invoice came through from the ref association, its {v}. malcolm wants to query it obviously",
        "can you keep hold of {v}? thats the grant application number and i will 100% lose the email",
        "so the league opened a case about the abandoned game and the number is {v} so yeah that's fun",
    ],
    "port": [
        "the hosting panel says the database listens on {v}, not the usual one",
        "um so the guy said the admin page is on port {v} and thats why it wasnt loading from the clubhouse",
        "A|The error means nothing is answering on port {v} — so it's the service that's down, not your wifi.",
        "firewall email says they've opened {v} for us. whatever that means",
        "remind me the scoreboard pi is on port {v}, the kids keep unplugging it",
        "A|I'd point the booking form at port {v} like the host's email says, then test it from your phone off the club wifi.",
    ],
    "version": [
        "wordpress is on {v} now apparently, the update ran overnight",
        "the council sent the grant form again, this one says {v} at the bottom so i guess the old one is dead",
        "A|You're on {v} of the membership plugin, which is the one that fixed the duplicate renewal emails.",
        "um the constitution doc malcolm sent is {v} but i swear we agreed changes after that so yeah",
        "just checked and the fixtures app is {v}, should i update it or leave it alone till the season ends",
        "Latest draft of the handbook is {v}, attaching it. Please don't let me send the wrong one again",
    ],
    "money": [
        "kit quote came back at {v} for the lot, which is more than malcolm wanted",
        "um so the ref fees for the season come to like {v} total if i add it all up so yeah",
        "A|Adding it up from the sheet, the outstanding subs come to {v}. That's before the two families who said they'd pay at the gala.",
        "the grant we're going for is {v}, max they give to small clubs",
        "pitch hire went up to {v} a session, absolute joke",
        "Malcolm says we've only got {v} left in the kit budget and won't budge on it",
        "web hosting renewal {v}, due soon, can you remind me",
    ],
    "date": [
        "the grant deadline is {v}, they wont take anything after that",
        "um cup draw is on {v} i think so we need the team sheet sorted before",
        "A|So the kit has to be ordered by {v} if it's going to arrive before the cup game.",
        "AGM pencilled in for {v}, need to book the function room",
        "the council inspect the pitch on {v} and i need to be there apparently",
        "Ref assessor is coming {v}. Nobody tell the lads",
        "memberships lapse on {v} unless people renew so i need the reminder out before",
    ],
    "decision": [
        "ok decided: we'll {c}, mainly because {r}",
        "right i'm going to {c}. honestly {r} so there's no point dragging it out",
        "um so after all that faff we're going to {c} because {r} so yeah thats done",
        "A|Understood — we {c}, since {r}. I'll draft the message to the committee on that basis.",
        "Committee agreed last night to {c} ({r}). Malcolm abstained, obviously",
        "Decision made, we {c}. Reason for the minutes: {r}.",
        "so i've thought about it and lets {c} — {r}",
    ],
    "constraint": [
        "standing rule from now on: {c}. We got burned last season",
        "um can you remember that we {c} like ever thats a hard rule ok",
        "Please remember: {c}. Not negotiable",
        "A|Got it, I'll treat that as a standing rule: {c}.",
        "one thing going forward — {c}, the committee was very clear about it",
        "also can you make sure we {c}, i keep forgetting and then its a mess",
    ],
    "question": [
        "random one but does anyone actually know about {q}",
        "quick q — what's the deal with {q}?",
        "um also i keep meaning to ask about {q} like is that something we have to worry about",
        "Can you find out about {q} at some point? not urgent",
        "Q for you: {q}. Malcolm says one thing and the league says another",
        "while i think of it... {q}? i genuinely have no idea",
    ],
}
ZH_T = {
    "name": [
        "新的{role}叫{v}，昨天晚上加了我微信",
        "嗯 那个 我刚跟{v}聊了一下 就是{role} 他说暂时没问题 你帮我记一下",
        "以后{role}换成{v}了，之前那个调去外地了",
        "帮我把{v}加到通讯录里，{role}，人挺好就是话多",
        "A|记下了：{v}是{role}。我会跟联赛那边的联系人分开存，免得发错人。",
        "转发一下：\n发件人：{v}\n主题：回复：本周安排\n\n你好，我是新的{role}，{day}之前有事随时找我。",
        "{v}（{role}）吃饭的时候打电话来 说了半天 反正意思就是愿意帮忙",
        "A|目前的分工我整理一下：财务是老陈，{v}是{role}。有不对的你告诉我。",
    ],
    "command": [
        "做网站的说网站再出问题就跑 `{v}`，你帮我记着",
        "A|你有空坐到电脑前的时候，跑一下这个然后把输出贴给我：\n\n    {v}\n\n这样能看出昨晚的任务到底有没有跑完。",
        "我跑了 {v} 等了好久然后显示done？？也不知道算不算成功",
        "嗯 便利贴上写的是 {v} 但是一大半我都看不懂",
        "A|下次记得，完整命令是 `{v}`，建议写进秘书交接文档里，以后接手的人就不会卡住。",
        "贴一下我敲的：\n$ {v}\n然后就回到提示符了 没看到报错",
        "备忘（也给你）：{v} 要在{day}比赛之前跑，不是之后",
    ],
    "id": [
        "场地预订的编号是{v}，体育局说以后都要报这个号",
        "嗯 队服订单号是{v} 我看看 对 就是这个",
        "转一下：\n\n> 您的咨询已收到，受理编号{v}，我们将在5个工作日内回复。\n\n唉 五个工作日",
        "A|我已经把{v}记在你的备忘里了，他们要是不回我们可以拿这个号去催。",
        "裁判协会的发票来了，编号{v}，财务肯定又要质疑",
        "帮我记住{v}，这是资助申请的编号，邮件我肯定会找不到",
        "联赛就那场中止的比赛立案了 编号是{v} 真是够了",
    ],
    "port": [
        "主机面板上说数据库端口是{v}，不是默认的那个",
        "嗯 那个人说后台在{v}端口 所以在会所里打不开",
        "A|这个报错的意思是{v}端口上没有服务在响应，是服务挂了，不是你家网络的问题。",
        "防火墙那边回邮件说给我们开了{v}，我也不知道啥意思",
        "提醒我一下记分牌那个树莓派用的是{v}端口，小孩老去拔它的线",
        "A|按主机商邮件说的，把报名表单指向{v}端口，然后用手机流量测一下。",
    ],
    "version": [
        "网站的WordPress现在是{v}了，昨晚自动更新的",
        "区里又把申报表发了一遍，底下写着{v}，估计旧的作废了",
        "A|你现在用的会员插件是{v}，就是修好了重复发续费邮件那个版本。",
        "嗯 财务发来的章程是{v} 但我记得那之后我们还改过 所以",
        "刚看了一下赛程App是{v}，要更新吗还是等赛季结束再说",
        "手册最新稿是{v}，附件发你了，别再让我发错版本了",
    ],
    "money": [
        "队服报价出来了，全部{v}，比财务想的多",
        "嗯 整个赛季的裁判费加起来大概{v} 我算了一下",
        "A|按表格算，拖欠的会费一共{v}，还没算那两家说联欢会上交的。",
        "我们要申请的资助是{v}，小俱乐部最多就给这么多",
        "场地费涨到每场{v}了，离谱",
        "老陈说队服预算只剩{v}了，一分都不肯多给",
        "网站主机续费{v}，快到期了，提醒我一下",
    ],
    "date": [
        "资助申报截止是{v}，过了就不收了",
        "嗯 杯赛抽签好像是{v} 所以名单得在那之前弄好",
        "A|所以队服最晚{v}要下单，不然杯赛前到不了。",
        "年会暂定{v}，得去订会议室",
        "区里{v}来检查场地，说我必须在场",
        "裁判评估员{v}来看比赛，先别告诉队员们",
        "会员资格{v}到期，没续费的就失效了，之前得把提醒发出去",
    ],
    "decision": [
        "定了：{c}，主要是因为{r}",
        "行 我决定{c} 说实话{r} 没必要再拖了",
        "嗯 折腾半天 最后还是{c} 因为{r} 就这样吧",
        "A|明白，{c}，因为{r}。我按这个给委员会起草通知。",
        "昨晚委员会通过了：{c}（{r}）。老陈弃权，意料之中",
        "决定了，{c}。写进会议纪要的理由：{r}。",
        "我想了想，还是{c}吧——{r}",
    ],
    "constraint": [
        "以后定个规矩：{c}。上赛季吃过亏",
        "嗯 你要记住 {c} 这个是死规定啊",
        "请记住：{c}。没得商量",
        "A|好的，我会把这条当成长期规则：{c}。",
        "还有一点以后要注意——{c}，委员会那边说得很清楚",
        "另外你帮我盯着 {c} 我老是忘 然后就一团糟",
    ],
    "question": [
        "对了 {q}你知道吗",
        "顺便问一下，{q}到底是怎么回事？",
        "嗯 还有个事一直想问 就是{q} 这个我们需要管吗",
        "有空帮我查查{q}，不急",
        "问个问题：{q}。财务说一套，联赛又说一套",
        "突然想到——{q}？我完全没概念",
    ],
}

# ----------------------------------------------------------------------------------
# filler
# ----------------------------------------------------------------------------------
EN_OPP = ["Brackley Athletic", "St Jude's Old Boys", "Millfield Rovers", "Harbour Lane FC",
          "Kingsway Wanderers", "Northgate Celtic", "Oakhurst United", "Dene Valley"]
ZH_OPP = ["红星队", "滨江联队", "老干部队", "北郊流浪者", "南湖竞技", "城西猛虎", "新村联队", "电厂队"]
EN_VOICE_CHUNKS = [
    "um so yeah just driving back from the rec", "the goalposts on pitch two are wonky again",
    "malcolm is being malcolm about the budget", "i told the lads training is still on",
    "the ref for sunday still hasnt confirmed", "can you remind me to chase the kit people",
    "the website still shows last seasons fixtures which is embarrassing", "so yeah thats that",
    "honestly i dont know why i volunteered for this", "the parents whatsapp is kicking off about the start time",
    "the council still havent replied about the grant", "we need more corner flags",
    "someone left the clubhouse heating on all week", "the under tens want a tournament",
    "i need to update the membership database at some point", "the away changing room smells of damp",
    "um where was i", "oh and the minibus needs its mot", "sorry theres wind noise",
    "the new lads havent registered on the league system", "i think we need a proper handover doc",
    "the groundsman wants a new line marker", "anyway", "like genuinely", "basically",
    "the raffle prizes are still in my boot", "nobody has paid for the christmas do yet",
]
ZH_VOICE_CHUNKS = [
    "嗯 那个 我刚从球场开车回来", "二号场的球门又歪了", "老陈又在预算上卡我们",
    "我跟队员说训练照常", "周日的裁判还没确认", "提醒我去催一下队服厂家", "网站上还挂着上赛季的赛程 太丢人了",
    "就这样吧", "说实话我都不知道当初为什么要当这个秘书", "家长群里又在吵开球时间",
    "区里资助的事还没回复", "角旗又不够了", "谁把会所的暖气开了一个礼拜", "小孩子们想搞个邀请赛",
    "会员数据库我得找时间更新一下", "客队更衣室一股霉味", "嗯 我说到哪了", "哦对了 面包车要年检了",
    "不好意思风有点大", "新来的几个还没在联赛系统里注册", "我觉得得写个像样的交接文档",
    "场地管理员想买个新的划线机", "反正", "就是说", "基本上", "抽奖的奖品还在我后备箱里",
    "年底聚餐还没人交钱", "然后呢", "对对对",
]
EN_CHAT = ["morning!", "sorry been a mad week", "lol thanks", "you're a star", "ok cool",
           "ugh fine", "hang on phone's ringing", "back. where were we", "brilliant thank you",
           "can you make that a bit less formal, it's for the whatsapp group",
           "haha yes", "right, next thing", "that's perfect actually", "hmm not sure about that",
           "Sorry, dog walk. Carrying on", "yep", "what else is on the list?", "go on then"]
ZH_CHAT = ["早！", "这周忙疯了", "哈哈谢谢", "你太靠谱了", "好的", "行吧", "等下 来电话了",
           "回来了 刚说到哪", "太好了谢谢", "能不能写得口语一点 是发群里的", "哈哈对",
           "好 下一件事", "这个挺好的", "嗯 我再想想", "刚遛狗回来 继续", "嗯嗯", "还有啥要办的？", "那你弄吧"]
EN_REQUESTS = [
    "can you draft a message to the parents group about the {day} kick off moving",
    "write me something polite to send {opp} about the rearranged fixture",
    "what should go in the grant bid under 'community benefit'? i'm blanking",
    "help me word an email to the league about the pitch being waterlogged",
    "can you turn my notes from the committee meeting into proper minutes",
    "I need a short bit for the website news page about the {opp} game",
    "how do I tell the treasurer no without starting world war three",
    "Make me a checklist for match day, I keep forgetting the nets",
    "draft a reminder about subs, firm but not rude",
    "what's the easiest way to get the membership list out of the database into a spreadsheet",
]
ZH_REQUESTS = [
    "帮我给家长群写个通知 说{day}开球时间改了",
    "帮我给{opp}写段客气点的话 说比赛改期的事",
    "资助申报书里「社区效益」那一栏写什么好？我脑子一片空白",
    "帮我措辞一封给联赛的邮件 说场地积水没法踢",
    "把我委员会会议的笔记整理成正式的会议纪要",
    "网站新闻页要一小段 关于跟{opp}那场比赛的",
    "我怎么跟财务说不 又不吵起来",
    "给我列个比赛日清单 我老忘带球网",
    "写个催交会费的提醒 语气坚定但别太冲",
    "怎么最简单地把会员名单从数据库导出成表格",
]
EN_PARAS = [
    "For the parents' message I'd keep it short and lead with the change itself: what's moving, when, and who to contact. People skim these on their phones, so the first line has to carry the news. Something like: \"Quick update for {day}: kick-off is moving. Everything else stays the same — same pitch, same kit, same meeting point.\" Then one line thanking them for bearing with us.",
    "On the grant side, councils usually score the community section on three things: who benefits, how many, and what happens if the money doesn't come. You've got a good story on all three — the junior sections, the walking football group, and the fact that the pitch would otherwise be unplayable for half the winter. I'd put numbers where you can and keep the adjectives down.",
    "With Malcolm, it might help to separate the two questions he keeps merging: whether the spend is justified, and whether it's in this year's budget. If you agree on the first, the second becomes a timing question rather than a yes/no, which is a much easier conversation to have at committee.",
    "For the database export, the simplest route is the built-in export in the admin screen rather than anything at the command line. It gives you a CSV that opens straight in Excel or Google Sheets. I'd strip the medical notes and emergency contacts before sharing it with anyone, and keep the full version only on the club laptop.",
    "On the fixture with {opp}: the league handbook generally expects both secretaries to agree a new date in writing and notify the fixtures secretary. I'd offer two options rather than one so they can't just say no, and copy the league in from the start so there's a record.",
    "For match day, a laminated checklist in the kit bag works better than anything on a phone. The things that usually get forgotten are the nets, the corner flags, the first aid kit refill, the ref's match fee envelope and the team sheet copies. Add the key to the away changing room — that's bitten more clubs than you'd think.",
    "About the website: the fixtures page is the one people actually visit, so it's worth making sure it updates first. The news page can lag a bit. If the plugin keeps showing last season's list, it's usually because the season filter is still set to the old season in the widget settings, not a bug as such.",
    "For the subs reminder I'd be firm about the date and generous about the method: bank transfer, the card link, or cash to a named committee member at training. Mention that players who aren't paid up can't be registered for league games — that's the bit that actually gets people moving.",
    "On the minutes, I've kept to decisions and actions rather than who said what, which is usually what committees want to see. Each action has a name next to it. Where the meeting didn't reach a decision I've written \"deferred to next meeting\" instead of guessing.",
    "Waterlogged pitch emails are routine for the league, so no need to over-explain. State the pitch, the inspection time, who inspected it, and that you're requesting a postponement under the weather rule. Attach a photo if you have one — it saves a back-and-forth.",
    "On the kit, it's worth asking the supplier whether sizes can be swapped after delivery. Junior sizing is all over the place between brands, and a swap policy saves you a lot of grief when half the U10s turn out to need the next size up.",
    "With the referees, a short standing email at the start of each month listing the home fixtures, kick-off times and the pitch address cuts down the phone calls a lot. Most of the last-minute problems come from refs turning up at the wrong site.",
]
ZH_PARAS = [
    "给家长的通知建议写短一点，第一句就把变动说清楚：改了什么、什么时候、有事找谁。大家都是在手机上扫一眼，所以开头一定要把重点放上去。比如：「{day}比赛通知：开球时间调整，其他不变——场地、队服、集合地点都照旧。」最后加一句感谢大家理解。",
    "资助申报那边，区里评「社区效益」一般看三点：谁受益、受益多少人、没有这笔钱会怎样。这三点你们都有得写——青训梯队、中老年健步足球，还有场地不修的话冬天一半时间没法用。能写数字的地方尽量写数字，形容词少用。",
    "跟老陈沟通的时候，可以把他老是混在一起的两个问题分开：这笔钱该不该花，和今年预算里有没有。如果第一个问题你们意见一致，第二个就只是时间问题，不是行不行的问题，在委员会上好谈很多。",
    "会员名单导出的话，最简单是用后台自带的导出功能，不用碰命令行。导出来是CSV，Excel或者WPS直接能打开。发给别人之前建议把病史和紧急联系人那几列删掉，完整版只留在俱乐部那台电脑上。",
    "跟{opp}改期的事：联赛一般要求双方秘书书面确认新日期，再报给赛程秘书。建议给对方两个日期选，别只给一个，而且一开始就抄送联赛，留个记录。",
    "比赛日清单做成塑封卡片放在装备包里，比放手机上好用。最容易忘的是球网、角旗、急救包补货、裁判费信封和首发名单复印件。再加一条客队更衣室钥匙——这个坑过很多俱乐部。",
    "网站方面，大家真正会看的是赛程页，所以赛程页要优先更新，新闻页晚一点没关系。如果插件一直显示上赛季的赛程，通常是小工具设置里的赛季筛选还停在旧赛季，不算是bug。",
    "催会费的提醒，截止时间要说死，付款方式可以灵活：转账、收款链接，或者训练时交给指定的委员都行。记得写上没交会费的队员不能在联赛注册——这句话最管用。",
    "会议纪要我只保留了决定和待办，没写谁说了什么，委员会一般也只想看这些。每项待办后面都写了负责人。没有形成决定的我写的是「下次会议再议」，没有自己猜。",
    "场地积水的邮件联赛见多了，不用解释太多。写清楚哪块场地、几点检查的、谁检查的，然后按天气条款申请延期就行。有照片最好附上，省得来回问。",
    "队服的话，值得问一下厂家到货后能不能换尺码。童装尺码各个牌子差别很大，能换的话到时候一半U10要大一号也不用头疼。",
    "裁判那边，每个月初发一封固定邮件，列出主场比赛、开球时间和场地地址，能少接很多电话。临场出问题大多是裁判跑错了场地。",
]
EN_OPENERS = ["Sure — here's what I'd suggest.", "Good question.", "Happy to help with that.",
              "Right, a few thoughts.", "Okay, let's sort this out.", "That makes sense.",
              "No problem.", "Here's a draft and some notes."]
ZH_OPENERS = ["好的，我的建议如下。", "这个问题问得好。", "没问题，我来帮你弄。", "好，说几点想法。",
              "行，我们把这个理一理。", "明白。", "可以的。", "先给你一个草稿，再说几点。"]
EN_CLOSERS = ["Want me to tighten any of that?", "Shall I turn this into a message you can paste?",
              "Let me know if the tone's off.", "I can do a shorter version for WhatsApp if that helps.",
              "Anything you'd like me to add?", ""]
ZH_CLOSERS = ["要不要我再精简一下？", "要我整理成可以直接复制的消息吗？", "语气不对的话告诉我。",
              "需要的话我再写个发群里的短版本。", "还有要补充的吗？", ""]
EN_ACKS = ["Noted.", "Got it, thanks.", "Okay — I'll keep that in mind.", "Understood.",
           "Thanks, that's useful context.", "Right, makes sense.", "Ha, fair enough."]
ZH_ACKS = ["记下了。", "收到，谢谢。", "好的，我记着。", "明白了。", "谢谢，这个背景很有用。", "嗯，有道理。", "哈哈，也是。"]
EN_DEFER = ["Let me park that one for a moment — first, on the fixtures list you sent earlier, two of the home games clash with the junior tournament, so we should move one of them.",
            "Hmm. Before I go down that rabbit hole, can we finish the parents' message? I've got a draft ready.",
            "I'll come back to that. In the meantime, did the kit supplier ever reply about the sizes?",
            "That one needs a proper look rather than a guess from me. Shall we carry on with the minutes for now?"]
ZH_DEFER = ["这个先放一放——你之前发的赛程表里有两场主场跟青训邀请赛撞了，得先调一场。",
            "嗯，这个我先不乱说。我们先把家长通知弄完吧，草稿我已经写好了。",
            "这个我回头再说。对了，队服厂家回复尺码的事了吗？",
            "这个得仔细查，不能随便猜。我们先继续弄会议纪要吧？"]

EN_EMAIL_SUBJ = ["Pitch inspection", "Fixture change request", "Kit sizes", "Grant application - next steps",
                 "Referee availability", "Website login", "Membership renewals", "Clubhouse key"]
EN_EMAIL_BODY = [
    "Hi,\n\nFollowing the inspection this morning the groundsman has marked pitch two as unplayable for the weekend. Please make alternative arrangements or contact the league.\n\nKind regards,\nParks & Leisure",
    "Hello,\n\nWe'd like to request a change to the fixture against your first team. Our keeper is away and we've got three injuries. Would any of the midweek slots work for you?\n\nThanks,\nSecretary, {opp}",
    "Hi there,\n\nJust to confirm we've received the size list. The youth medium is out of stock until the new year, we can substitute an adult small if that's okay?\n\nBest,\nOrders team",
    "Dear Secretary,\n\nThank you for your application. Officers will review it at the next panel. You may be contacted for supporting documents, in particular a copy of your constitution and recent accounts.\n\nCommunity Grants Team",
    "Hi all,\n\nI can do the Saturday morning game but not the afternoon one, family thing. Sorry for the short notice.\n\nRef",
    "Hiya, the login for the site isn't working for me any more, did someone change the password? I was trying to put the match report up.\n\nThanks",
]
ZH_EMAIL_SUBJ = ["场地检查", "比赛改期申请", "队服尺码", "资助申请后续", "裁判档期", "网站登录", "会员续费", "会所钥匙"]
ZH_EMAIL_BODY = [
    "您好：\n\n今天上午检查后，二号场本周末暂停使用，请另行安排或联系联赛。\n\n体育场管理处",
    "你好：\n\n我们想申请调整跟贵队一线队的比赛，我们门将出差，还有三个伤员。周中哪个时间段你们方便？\n\n{opp}秘书",
    "您好，\n\n尺码表已收到。青少年M码年前缺货，可以换成成人S码吗？\n\n订单组",
    "秘书您好：\n\n申请材料已收到，将在下次评审会上讨论。可能会请贵俱乐部补充章程和近期账目。\n\n区体育局资助办",
    "各位好，周六上午那场我可以，下午那场不行，家里有事。临时通知不好意思。\n\n裁判",
    "你好 网站后台我登不上了 是不是有人改了密码？我想把赛后报道发上去\n\n谢谢",
]
EN_FIRSTN = ["Jamie", "Connor", "Ellie", "Reece", "Mia", "Kyle", "Sophie", "Liam", "Ava", "Ethan", "Zara", "Owen"]
EN_LASTI = ["B.", "H.", "K.", "M.", "P.", "R.", "S.", "T.", "W."]
ZH_PLAYERS = ["小刚", "阿伟", "大鹏", "小林", "阿杰", "小雨", "胖子", "阿强", "小北", "老三"]
TOOLS = ["search_email", "read_spreadsheet", "calendar_lookup", "web_search", "draft_email", "list_files"]


class Conv:
    def __init__(self, seed, lang, per_kind, attempt):
        self.seed, self.lang, self.per_kind = seed, lang, per_kind
        self.rng = random.Random(seed * 7919 + attempt * 104729 + (1 if lang == "zh" else 0))
        self.zh = lang == "zh"

    # --- helpers -----------------------------------------------------------------
    def fill(self):
        r = self.rng
        if self.zh:
            return {"role": r.choice(ZH_ROLES), "opp": r.choice(ZH_OPP), "day": r.choice(ZH_WEEK)}
        return {"role": r.choice(EN_ROLES), "opp": r.choice(EN_OPP), "day": r.choice(WEEKDAYS)}

    def voice(self):
        r = self.rng
        chunks = ZH_VOICE_CHUNKS if self.zh else EN_VOICE_CHUNKS
        s = (" " if self.zh else " ").join(r.sample(chunks, r.randrange(3, 7)))
        return s

    def typo(self, s):
        r = self.rng
        if self.zh or r.random() > 0.15 or len(s) < 20:
            return s
        i = r.randrange(5, len(s) - 3)
        if s[i].isalpha() and s[i + 1].isalpha():
            return s[:i] + s[i + 1] + s[i] + s[i + 2:]
        return s

    def sheet(self):
        r = self.rng
        if self.zh:
            head = r.choice(["姓名\t号码\t尺码\t已交费", "日期\t对手\t场地\t开球", "姓名\t位置\t注册状态"])
            rows = []
            for _ in range(r.randrange(4, 9)):
                if head.startswith("姓名\t号码"):
                    rows.append(f"{r.choice(ZH_PLAYERS)}\t{r.randrange(1, 30)}\t{r.choice(['S', 'M', 'L', 'XL', '童装L'])}\t{r.choice(['是', '否', '否?'])}")
                elif head.startswith("日期"):
                    rows.append(f"{r.choice(ZH_WEEK)}\t{r.choice(ZH_OPP)}\t{r.choice(['一号场', '二号场', '客场'])}\t{r.choice(['上午', '下午', '晚上'])}")
                else:
                    rows.append(f"{r.choice(ZH_PLAYERS)}\t{r.choice(['门将', '后卫', '中场', '前锋'])}\t{r.choice(['已注册', '待审核', '未提交'])}")
            return r.choice(["从表格里复制的，你看看：\n", "贴一下：\n", "这是目前的情况\n"]) + head + "\n" + "\n".join(rows)
        head = r.choice(["Name\tNo.\tSize\tPaid", "Day\tOpponent\tPitch\tKO", "Player\tPosition\tRegistered"])
        rows = []
        for _ in range(r.randrange(4, 9)):
            nm = f"{r.choice(EN_FIRSTN)} {r.choice(EN_LASTI)}"
            if head.startswith("Name"):
                rows.append(f"{nm}\t{r.randrange(1, 30)}\t{r.choice(['S', 'M', 'L', 'XL', 'YL', 'YM'])}\t{r.choice(['Y', 'N', 'N?', 'part'])}")
            elif head.startswith("Day"):
                rows.append(f"{r.choice(WEEKDAYS[5:])}\t{r.choice(EN_OPP)}\t{r.choice(['Rec 1', 'Rec 2', 'away', 'TBC'])}\t{r.choice(['morning', 'afternoon', 'TBC'])}")
            else:
                rows.append(f"{nm}\t{r.choice(['GK', 'DEF', 'MID', 'FWD'])}\t{r.choice(['yes', 'pending', 'no'])}")
        return r.choice(["pasting from the spreadsheet, can you sanity check:\n", "here's where we are\n",
                         "copied this out of excel:\n"]) + head + "\n" + "\n".join(rows)

    def email(self):
        r = self.rng
        f = self.fill()
        if self.zh:
            i = r.randrange(len(ZH_EMAIL_BODY))
            return (r.choice(["转发给你看看", "这个怎么回", "又来一封"]) + "\n\n---------- 转发的邮件 ----------\n主题："
                    + ZH_EMAIL_SUBJ[i] + "\n\n" + ZH_EMAIL_BODY[i].format(**f))
        i = r.randrange(len(EN_EMAIL_BODY))
        return (r.choice(["fwd, what do I say to this", "see below ugh", "Forwarding, thoughts?"])
                + "\n\n---------- Forwarded message ---------\nSubject: " + EN_EMAIL_SUBJ[i] + "\n\n"
                + EN_EMAIL_BODY[i].format(**f))

    def user_filler(self):
        r = self.rng
        x = r.random()
        if x < 0.35:
            return self.voice()
        if x < 0.5:
            return self.email()
        if x < 0.62:
            return self.sheet()
        if x < 0.8:
            return self.typo(r.choice(ZH_REQUESTS if self.zh else EN_REQUESTS).format(**self.fill()))
        return r.choice(ZH_CHAT if self.zh else EN_CHAT)

    def long_reply(self):
        r = self.rng
        f = self.fill()
        paras = r.sample(ZH_PARAS if self.zh else EN_PARAS, r.randrange(2, 4))
        parts = [r.choice(ZH_OPENERS if self.zh else EN_OPENERS)] + [p.format(**f) for p in paras]
        if r.random() < 0.4:
            if self.zh:
                parts.append("接下来可以做的：\n- 先发家长群通知\n- 跟老陈约个时间过一下预算\n- 周末前确认裁判")
            else:
                parts.append("Next steps, if useful:\n- send the parents' note\n- grab ten minutes with Malcolm about the budget\n- confirm the ref before the weekend")
        c = r.choice(ZH_CLOSERS if self.zh else EN_CLOSERS)
        if c:
            parts.append(c)
        return "\n\n".join(parts)

    def assistant_filler(self, prev_user):
        r = self.rng
        if len(prev_user) < 40 and r.random() < 0.6:
            return r.choice(ZH_ACKS if self.zh else EN_ACKS)
        return self.long_reply()

    def tool_pair(self, cid):
        r = self.rng
        t = r.choice(TOOLS)
        if self.zh:
            args = {"search_email": {"query": r.choice(["裁判", "场地", "资助", "队服"])},
                    "read_spreadsheet": {"file": "会员表.xlsx", "sheet": r.choice(["本赛季", "欠费"])},
                    "calendar_lookup": {"range": "本周末"},
                    "web_search": {"q": r.choice(["业余联赛 改期 规定", "青少年足球 安全保护 指南"])},
                    "draft_email": {"to": "家长群", "subject": "比赛通知"},
                    "list_files": {"folder": "俱乐部/资助申请"}}[t]
            out = {"search_email": "找到3封相关邮件：体育场管理处、联赛赛程秘书、裁判协会。最新一封是昨天下午的。",
                   "read_spreadsheet": "共48行；有11人未标记已交费；2行姓名重复。",
                   "calendar_lookup": "周六：一线队主场（上午）；周日：U12客场（下午），会所晚上有预订。",
                   "web_search": "结果摘要：大多数业余联赛要求双方书面同意改期，并提前通知赛程秘书。",
                   "draft_email": "草稿已保存（未发送）。",
                   "list_files": "申报书草稿.docx\n预算表.xlsx\n章程.pdf\n照片/"}[t]
        else:
            args = {"search_email": {"query": r.choice(["referee", "pitch", "grant", "kit order"])},
                    "read_spreadsheet": {"file": "members.xlsx", "sheet": r.choice(["This season", "Unpaid"])},
                    "calendar_lookup": {"range": "this weekend"},
                    "web_search": {"q": r.choice(["sunday league postponement rules", "grassroots football safeguarding guidance"])},
                    "draft_email": {"to": "parents group", "subject": "Match update"},
                    "list_files": {"folder": "Club/Grant application"}}[t]
            out = {"search_email": "3 matching threads: Parks & Leisure, league fixtures secretary, referee association. Newest from yesterday afternoon.",
                   "read_spreadsheet": "48 rows; 11 not marked paid; 2 duplicate names.",
                   "calendar_lookup": "Sat: first team home (morning); Sun: U12 away (afternoon); clubhouse booked in the evening.",
                   "web_search": "Summary: most leagues require both clubs to agree a postponement in writing and notify the fixtures secretary in advance.",
                   "draft_email": "Draft saved (not sent).",
                   "list_files": "bid_draft.docx\nbudget.xlsx\nconstitution.pdf\nphotos/"}[t]
        return t, json.dumps(args, ensure_ascii=False), out

    # --- facts -------------------------------------------------------------------
    def make_facts(self):
        r = self.rng
        used = []

        def ok(ns):
            for n in ns:
                for u in used:
                    if n in u or u in n:
                        return False
            return len(ns) < 2 or (ns[0] not in ns[1] and ns[1] not in ns[0])

        facts = []
        pools = {"decision": list(ZH_DECISIONS if self.zh else EN_DECISIONS),
                 "constraint": list(ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS),
                 "question": list(ZH_QUESTIONS if self.zh else EN_QUESTIONS)}
        for p in pools.values():
            r.shuffle(p)
        T = ZH_T if self.zh else EN_T
        for kind in KINDS:
            for i in range(self.per_kind):
                for _ in range(200):
                    if kind in pools:
                        v = pools[kind][i % len(pools[kind])]
                        needles = list(v) if kind == "decision" else [v]
                    else:
                        v = {"name": lambda: gen_name(r, self.lang), "command": lambda: gen_command(r),
                             "id": lambda: gen_id(r, self.lang), "port": lambda: str(r.randrange(1025, 65000)),
                             "version": lambda: gen_version(r), "money": lambda: gen_money(r, self.lang),
                             "date": lambda: gen_date(r, self.lang)}[kind]()
                        needles = [v]
                    if ok(needles):
                        break
                else:
                    raise RuntimeError("could not pick unique value")
                used += needles
                tmpls = T[kind]
                t = tmpls[(i + r.randrange(len(tmpls))) % len(tmpls)]
                role = "user"
                if t.startswith("A|"):
                    role, t = "assistant", t[2:]
                f = self.fill()
                if kind == "decision":
                    text = t.format(c=needles[0], r=needles[1], **f)
                elif kind in ("constraint",):
                    text = t.format(c=v, **f)
                elif kind == "question":
                    text = t.format(q=v, **f)
                else:
                    text = t.format(v=v, **f)
                if role == "user" and kind in ("name", "date", "question"):
                    tt = self.typo(text)
                    if all(tt.count(nd) == 1 for nd in needles):
                        text = tt
                facts.append({"kind": kind, "needles": needles, "role": role, "text": text})
        return facts

    def build(self):
        r = self.rng
        facts = self.make_facts()
        for f in facts:  # a typo may have broken a needle: undo it
            if not all(n in f["text"] for n in f["needles"]):
                raise RuntimeError("needle lost")
        ufacts = [f for f in facts if f["role"] == "user"]
        afacts = [f for f in facts if f["role"] == "assistant"]
        lo = max(65, int(len(ufacts) * 1.35), len(afacts) + 10)
        hi = max(lo + 1, 140)
        n_turns = min(140, r.randrange(lo, hi + 1))
        if len(ufacts) > n_turns or len(afacts) > n_turns:
            raise RuntimeError("too many facts for 140 turns")
        # spread facts: shuffle, then place in sorted random slots
        r.shuffle(ufacts)
        r.shuffle(afacts)
        uslots = sorted(r.sample(range(n_turns), len(ufacts)))
        free_a = [t for t in range(n_turns) if t not in set(uslots)]
        if len(free_a) < len(afacts):
            free_a = list(range(n_turns))
        aslots = sorted(r.sample(free_a, len(afacts)))
        umap = dict(zip(uslots, ufacts))
        amap = dict(zip(aslots, afacts))
        rows = []
        n = [self.seed * 100000]
        minute = [0]

        def ts():
            minute[0] += r.randrange(2, 40)
            m = minute[0]
            return f"2026-11-{20 + m // 1440:02d}T{(m // 60) % 24:02d}:{m % 60:02d}:00Z"

        def add(item, meta, fact=None):
            n[0] += 1
            rows.append(({"v": 2, "id": f"msg_ak{n[0]}", "createdAt": ts(), "item": item, "meta": meta}, fact))

        cid = 0
        for t in range(n_turns):
            uf = umap.get(t)
            if uf:
                utext = uf["text"]
            elif t in amap and r.random() < 0.5:
                utext = r.choice(["什么情况？", "然后呢？", "那接下来怎么弄", "你整理一下目前的情况"] if self.zh else
                                 ["so what now?", "ok and?", "what do i do next", "can you recap where we are"])
            else:
                utext = self.user_filler()
            add({"type": "message", "role": "user", "content": utext}, {"uiRole": "user"}, uf)
            if r.random() < 0.22:
                cid += 1
                name, args, out = self.tool_pair(cid)
                c = f"call_ak{self.seed}_{cid}"
                add({"type": "function_call", "callId": c, "name": name, "arguments": args}, {})
                add({"type": "function_call_result", "callId": c, "name": name, "status": "completed",
                     "output": out}, {})
            af = amap.get(t)
            if af:
                atext = af["text"]
                if r.random() < 0.5:
                    atext = atext + "\n\n" + self.long_reply()
            elif uf and uf["kind"] == "question":
                atext = r.choice(ZH_DEFER if self.zh else EN_DEFER)
            else:
                atext = self.assistant_filler(utext)
            add({"type": "message", "role": "assistant", "content": atext}, {"uiRole": "assistant"}, af)
        self.check(rows, facts)
        return rows, facts

    @staticmethod
    def row_text(row):
        it = row["item"]
        if it["type"] == "message":
            return it["content"]
        return it["name"] + "\n" + it.get("arguments", "") + "\n" + it.get("output", "")

    def check(self, rows, facts):
        texts = [self.row_text(rw) for rw, _ in rows]
        owner = {}
        for i, (_, f) in enumerate(rows):
            if f is not None:
                owner[id(f)] = i
        allneedles = [nd for f in facts for nd in f["needles"]]
        for a in allneedles:
            for b in allneedles:
                if a is not b and a in b:
                    raise RuntimeError(f"needle {a!r} inside {b!r}")
        for f in facts:
            for nd in f["needles"]:
                hits = [i for i, tx in enumerate(texts) if nd in tx]
                if hits != [owner[id(f)]]:
                    raise RuntimeError(f"needle {nd!r} in rows {hits}")


def run(okbot, root, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
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

    for d, _, files in os.walk(root):
        if "session-summary.json" in files and os.path.abspath(d) != os.path.abspath(root):
            try:
                with open(os.path.join(d, "session-summary.json"), encoding="utf-8") as fh:
                    walk(json.load(fh))
            except (OSError, ValueError):
                pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    maxc = 0
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        for attempt in range(50):
            try:
                rows, facts = Conv(seed, lang, per_kind, attempt).build()
                break
            except RuntimeError:
                continue
        else:
            sys.stderr.write(f"seed {seed}: could not build a valid conversation\n")
            sys.exit(1)
        root = os.path.join(workdir, f"root-{seed}")
        shutil.rmtree(root, ignore_errors=True)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
        run(okbot, root, env, ["init"])
        run(okbot, root, env, ["assistant", "create", "Writer"])
        run(okbot, root, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batch, msgs, comps = [], 0, 0
        total_msgs = sum(1 for rw, _ in rows if rw["item"]["type"] == "message")
        for rw, _ in rows:
            batch.append(json.dumps(rw, ensure_ascii=False))
            if rw["item"]["type"] == "message":
                msgs += 1
                if msgs % BATCH == 0 or msgs == total_msgs:
                    run(okbot, root, env, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                    run(okbot, root, env, ["compress", "-a", "Writer", "--now"])
                    comps += 1
                    batch = []
        if batch:  # trailing tool rows (not expected)
            run(okbot, root, env, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
        ctx = run(okbot, root, env, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print(f"seed {seed} ({lang}, {total_msgs} messages, {len(rows)} rows, {comps} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        sys.stdout.flush()
        maxc = max(maxc, max_summary(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        kk, nn = tot[k]
        print(f"kind {k} {kk}/{nn} {100.0 * kk / nn if nn else 0:.1f}")
    print(f"retention overall {100.0 * allk / alln if alln else 0:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
