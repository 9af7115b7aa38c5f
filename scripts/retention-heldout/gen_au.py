#!/usr/bin/env python3
"""Held-out retention set "au": a remote developer working from the road.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  scratch folder; each seed gets WORKDIR/root-SEED as its data root
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  value for contextCompression.summaryMaxChars (default 2000)

Theme: a remote software worker on a three-week trip through several countries, working from
the road: flight and hotel bookings (confirmation codes pasted from emails), VPN and SSH into the
office, a laptop that breaks, expenses in several currencies, a travel companion and colleagues back
home, visa and insurance questions. He dictates by voice on his phone (long run-on lower-case
messages, speech-to-text slips) and then types short fixes; the assistant answers in long,
structured messages. The Chinese conversation has the same theme, written as a Chinese user writes.

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question), PER_KIND of each. Every fact has one or more needles, exact substrings that occur in
exactly one row of the conversation (the fact's own message). The rows are appended 25 messages at
a time, each batch followed by `okbot compress -a Writer --now`; at the end a fact counts as kept
only when ALL its needles are found verbatim in `okbot context show -a Writer`.
"""

import glob
import json
import os
import random
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25
NOW = "2026-11-30T12:00:00Z"

# --------------------------------------------------------------------------------------------
# value pools
# --------------------------------------------------------------------------------------------

EN_NAMES = ["Priya Raman", "Tomasz Nowak", "Lena Hoffmann", "Diego Alvarez", "Maya Okafor",
            "Jonas Berg", "Hannah Cole", "Rafael Souza", "Ines Carvalho", "Kenji Mori",
            "Aisha Bello", "Marco Bianchi", "Sofia Lindqvist", "Owen Gallagher", "Nadia Haddad",
            "Erik Johansson", "Chloe Martin", "Samir Patel", "Grace Kim", "Lucas Moreau",
            "Zara Ahmed", "Felix Wagner", "Anya Petrova", "Ben Thornton", "Julia Novak",
            "Tariq Mansour", "Ruth Adeyemi", "Elif Demir", "Matteo Ricci", "Clara Jensen",
            "Dmitri", "Fatima", "Wojtek", "Siobhan", "Ngozi", "Haruto"]
EN_ROLES = ["my manager", "my travel buddy on this trip", "our IT admin", "my sister back home",
            "the team lead on the payments project", "the apartment host", "my accountant",
            "the client's project manager", "the HR person who handles travel",
            "my flatmate who's watering the plants", "the insurance claims agent",
            "the junior dev i'm mentoring", "the guy from the repair shop", "our release manager"]

ZH_NAMES = ["王雨桐", "陈子豪", "刘思琪", "李晓峰", "赵敏慧", "孙浩然", "吴佳怡", "郑凯文",
            "黄欣然", "林志远", "何静怡", "高翔宇", "罗晓雯", "马俊杰", "谢婉婷", "宋宇航",
            "唐诗雨", "许博文", "邓丽华", "冯涛", "曹雪晴", "彭磊", "韩梅梅", "蒋一帆",
            "沈若溪", "潘志强", "杜明轩", "魏佳宁"]
ZH_ROLES = ["我老板", "这次一起旅行的朋友", "公司的IT", "我姐", "支付项目的组长", "清迈的房东",
            "帮我记账的会计", "客户那边的项目经理", "负责差旅的HR", "帮我浇花的室友",
            "保险公司的理赔专员", "我带的新人", "维修店的师傅", "我们的发布负责人"]

EN_COMMANDS = ["sudo wg-quick up office0", "ssh -J jump.corp dev@build-03", "brew reinstall openconnect",
               "git stash push -m travel-wip", "rsync -avz ~/work/ backup:/srv/laptop/",
               "tailscale up --accept-routes", "scutil --dns", "sudo killall -HUP mDNSResponder",
               "ssh-add --apple-use-keychain ~/.ssh/id_ed25519", "networksetup -setdnsservers Wi-Fi 1.1.1.1",
               "git push --force-with-lease origin feature/offline-sync", "kubectl -n staging get pods",
               "docker compose up -d db", "sudo openconnect --protocol=gp vpn.corp.example",
               "mtr -rw gw.corp.example", "ssh -D 1080 -N dev@bastion", "diskutil verifyVolume /",
               "pmset -g batt", "gh pr checkout 412", "npm ci --prefer-offline",
               "ssh -O exit bastion", "terraform plan -target=module.vpn",
               "curl -sS ifconfig.me", "git bisect start", "aws sso login --profile corp",
               "sudo tcpdump -i en0 udp", "mosh dev@build-03", "tmux attach -t release"]
ZH_COMMANDS = EN_COMMANDS[:] + ["ssh -vvv office-jump", "sudo systemctl restart wg-quick@wg0",
                                "git log --oneline -n 20", "ping -c 5 gw.corp.example"]

EN_QUESTIONS = ["the Schengen 90/180 day count", "tax residency after six months abroad",
                "renting a car with a foreign license", "bringing a drone through customs",
                "dental cover under my health insurance", "the tourist tax on short rentals",
                "cash advances on the company card", "power banks in checked luggage",
                "eSIM support on my old phone", "miles on partner airline flights",
                "getting a VAT refund at the airport", "the deadline for insurance claims",
                "remote work on a tourist visa", "a passport expiring while abroad",
                "tipping etiquette in Japan", "whether the office pays for lounges",
                "overtime rules while working abroad", "the visa on arrival for Vietnam",
                "shipping a laptop back home", "pension contributions while traveling",
                "roaming caps on the work phone", "getting a police report for theft"]
ZH_QUESTIONS = ["申根90/180天的算法", "在国外待满半年算不算税务居民", "用中国驾照在国外租车",
                "带无人机过海关", "在国外看牙医保报不报", "民宿的旅游税", "公司卡能不能取现",
                "充电宝能不能托运", "旧手机支不支持eSIM", "合作航司的里程怎么累积",
                "机场退税的流程", "旅行保险理赔的时限", "旅游签证能不能远程办公",
                "护照在国外过期怎么办", "日本的小费习惯", "公司报不报机场贵宾室",
                "在国外加班怎么算", "越南的落地签", "把电脑寄回国内的关税", "社保断缴的影响",
                "工作手机的漫游上限", "被偷了怎么开报案证明"]

EN_CONSTRAINTS = ["never push to main from public wifi", "only book refundable fares",
                  "no calls before 9am local time", "don't email my passport scan",
                  "never log into the bank on hotel wifi", "only expense things with a receipt photo",
                  "don't book red-eye flights", "keep the work laptop out of checked bags",
                  "no meetings on Sundays", "ask me before spending over 200",
                  "never store the ssh key on the cloud drive", "client repos only through the company VPN",
                  "don't post my location anywhere public", "keep cash under 300 at all times",
                  "never leave the laptop in a car", "don't share the hotspot password",
                  "only deploy on weekdays", "never take a taxi without the app",
                  "no layovers shorter than 90 minutes", "don't touch the prod database while traveling",
                  "never use airport charging cables", "don't sign anything until I'm back"]
ZH_CONSTRAINTS = ["不要在公共WiFi上推main分支", "只订可以退的机票", "当地时间早上九点前别排电话",
                  "不要用邮件发我的护照扫描件", "不在酒店WiFi上登录网银", "没有小票照片的不报销",
                  "不订红眼航班", "工作电脑不要托运", "周日不开会", "花超过两百之前先问我",
                  "SSH私钥不要放云盘", "客户的仓库只能走公司VPN", "不要在朋友圈发定位",
                  "身上现金不超过三百", "电脑绝对不能留在车里", "热点密码别告诉别人",
                  "只在工作日发版", "不坐不打表的出租车", "转机少于九十分钟的不订",
                  "出差期间不碰生产数据库", "不用机场的公共充电线", "回国前不签任何文件"]

EN_DECISIONS = [
    ("take the night train to Porto", "the morning flight got cancelled twice"),
    ("book the refundable fare", "the client might move the demo"),
    ("buy a local charger", "the spare one is in a taxi somewhere"),
    ("skip the coworking pass", "the apartment desk is good enough"),
    ("stay two extra nights in the old town", "the ferry only runs on weekends"),
    ("switch to the eSIM plan", "the hotel wifi keeps dropping calls"),
    ("send the laptop to the official repair center", "the warranty is void otherwise"),
    ("move the standup to my evening", "the time difference is seven hours"),
    ("pay the visa fee online", "the embassy queue is three hours long"),
    ("upgrade the travel insurance", "the basic plan excludes electronics"),
    ("rent a car for the coast", "the bus takes six hours each way"),
    ("use my phone hotspot for the release", "the coworking network blocks UDP"),
    ("keep every receipt in one shared folder", "finance rejected the last report"),
    ("split the apartment with the group", "it's cheaper than two hotel rooms"),
    ("fly back through Frankfurt", "the Istanbul connection is too tight"),
    ("pause the side project until January", "client work eats every evening"),
    ("roll back the vpn client", "the new build breaks split tunneling"),
    ("borrow a loaner laptop from the office", "the logic board needs a week"),
    ("pay the deposit in euros", "the card fees on lira are brutal"),
    ("take the whole Friday off", "the hike starts at 5am"),
    ("keep the old phone as a backup", "two-factor codes still go there"),
    ("cancel the Sofia leg", "the host never confirmed"),
    ("work from the hotel lobby", "the room desk is basically a shelf"),
    ("ask for a written quote first", "the last shop doubled the price at pickup"),
    ("stop using the hotel safe", "the door code never reset"),
    ("book the lounge for the layover", "it's a nine hour wait"),
]
ZH_DECISIONS = [
    ("坐夜车去清迈", "早上的航班已经取消两次了"), ("订可退的机票", "客户可能会改演示时间"),
    ("在当地买个充电器", "备用的落在出租车上了"), ("不买共享办公的月卡", "公寓的桌子够用了"),
    ("在古城多住两晚", "渡轮只有周末才开"), ("换成eSIM套餐", "酒店WiFi老是掉线"),
    ("把电脑送官方维修点", "不然保修就失效了"), ("把站会挪到我这边的晚上", "时差有七个小时"),
    ("在网上交签证费", "大使馆排队要三个小时"), ("升级旅行保险", "基础版不保电子产品"),
    ("租车去海边", "大巴单程要六个小时"), ("发版用手机热点", "共享办公的网络封了UDP"),
    ("把票据都放进一个共享文件夹", "财务上次把报销单退回来了"), ("跟大家合租一套公寓", "比开两间酒店便宜"),
    ("从法兰克福转机回国", "伊斯坦布尔转机时间太紧"), ("副业先停到一月", "客户的活把每个晚上都占满了"),
    ("把VPN客户端降级回去", "新版本把分流搞坏了"), ("先借公司的备用电脑", "主板要修一个星期"),
    ("押金用欧元付", "刷里拉手续费太狠了"), ("周五请一整天假", "徒步早上五点就出发"),
    ("留着旧手机当备用", "两步验证的短信还发到那边"), ("取消首尔那一段", "房东一直没确认"),
    ("在酒店大堂办公", "房间的桌子就是个搁板"), ("先让店家出书面报价", "上一家取机的时候价格翻倍"),
    ("不再用酒店保险箱", "密码一直重置不了"), ("贵宾室转机那天订上", "要在机场等九个小时"),
]

EN_ROUTES = [["Lisbon", "Porto", "Seville", "Madrid"], ["Tbilisi", "Yerevan", "Istanbul", "Athens"],
             ["Hanoi", "Da Nang", "Bangkok", "Kuala Lumpur"], ["Mexico City", "Oaxaca", "Bogotá", "Medellín"],
             ["Kraków", "Budapest", "Belgrade", "Sofia"]]
ZH_ROUTES = [["曼谷", "清迈", "河内", "岘港"], ["东京", "大阪", "首尔", "釜山"],
             ["伊斯坦布尔", "第比利斯", "埃里温", "雅典"], ["新加坡", "吉隆坡", "槟城", "巴厘岛"]]

MONTHS = ["November", "December", "January"]
MON3 = ["Nov", "Dec", "Jan"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gen_value(kind, lang, rng):
    """A fresh value for kinds with generated values."""
    if kind == "port":
        return str(rng.choice([2222, 2202, 8443, 5432, 6379, 3389, 9090, 51820, 1194, 8080, 27017,
                               5601, 9200, 11211, 15672, 4443, 8888, 5900, 22022, 7443, 6443,
                               9443, 10022, 4222, 1883, 8883, 3306, 5000, 8200, 4646, 2379, 9418,
                               rng.randint(20000, 60999), rng.randint(3000, 9999)]))
    if kind == "version":
        a, b, c = rng.randint(1, 17), rng.randint(0, 24), rng.randint(0, 19)
        form = rng.randrange(6)
        if form == 0:
            return "v%d.%d.%d" % (a, b, c)
        if form == 1:
            return "%d.%d.%d" % (a, b, c)
        if form == 2:
            return "%d.%d" % (a, rng.randint(10, 40))
        if form == 3:
            return "%d.%d.%d-rc%d" % (a, b, c, rng.randint(1, 4))
        if form == 4:
            return "v%d.%d" % (a, b)
        return "%d.%d.%d.%d" % (a, b, c, rng.randint(100, 999))
    if kind == "id":
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        D = "0123456789"
        form = rng.randrange(7)
        if form == 0:  # airline PNR
            return "".join(rng.choice(L + D[2:]) for _ in range(6))
        if form == 1:
            return "HB-%d" % rng.randint(1000000, 9999999)
        if form == 2:
            return "INC-%d" % rng.randint(10000, 99999)
        if form == 3:
            return "%s-%d" % (rng.choice(["OPS", "PAY", "REL", "MOB", "SEC"]), rng.randint(100, 4999))
        if form == 4:
            return "INV-2026-%04d" % rng.randint(1, 9999)
        if form == 5:
            return "CLM%d" % rng.randint(100000, 999999)
        return "%s%d%s" % ("".join(rng.choice(L) for _ in range(2)), rng.randint(1000, 99999), rng.choice(L))
    if kind == "money":
        n = rng.randint(12, 2900)
        if lang == "en":
            form = rng.randrange(8)
            if form == 0:
                return "€%d" % n
            if form == 1:
                return "$%s" % format(n, ",")
            if form == 2:
                return "£%d.%02d" % (rng.randint(8, 400), rng.choice([50, 20, 80, 95, 40]))
            if form == 3:
                return "%s TRY" % format(n * 7, ",")
            if form == 4:
                return "CHF %d" % rng.randint(20, 600)
            if form == 5:
                return "¥%s" % format(n * 40, ",")
            if form == 6:
                return "%s baht" % format(n * 9, ",")
            return "€%d.%02d" % (rng.randint(5, 900), rng.choice([50, 90, 30, 75]))
        form = rng.randrange(7)
        if form == 0:
            return "%d元" % n
        if form == 1:
            return "€%d" % n
        if form == 2:
            return "%d泰铢" % (n * 5)
        if form == 3:
            return "%d日元" % (n * 50)
        if form == 4:
            return "%d欧" % rng.randint(15, 900)
        if form == 5:
            return "$%d" % n
        return "%d块" % n
    if kind == "date":
        m = rng.randrange(3)
        d = rng.randint(1, 28) if m != 0 else rng.randint(20, 30)
        if lang == "en":
            form = rng.randrange(6)
            if form == 0:
                return "%s %d" % (MONTHS[m], d)
            if form == 1:
                return "%s %s" % (MON3[m], ordinal(d))
            if form == 2:
                return "%d/%d" % (d, [11, 12, 1][m])
            if form == 3:
                return "%s the %s" % (rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), ordinal(d))
            if form == 4:
                return "the %s of %s" % (ordinal(d), MONTHS[m])
            return "%s %s" % (MONTHS[m], ordinal(d))
        mm = [11, 12, 1][m]
        form = rng.randrange(4)
        if form == 0:
            return "%d月%d日" % (mm, d)
        if form == 1:
            return "%d月%d号" % (mm, d)
        if form == 2:
            return "%d.%d" % (mm, d)
        return "%d月%d日%s" % (mm, d, rng.choice(["周一", "周二", "周三", "周四", "周五"]))
    raise ValueError(kind)


# --------------------------------------------------------------------------------------------
# fact templates: each returns text (needles are inserted verbatim); topic picks the reply
# --------------------------------------------------------------------------------------------

EN_USER_T = {
    "name": [
        "oh and {N} is {R} by the way if anything comes in from them just flag it for me",
        "quick one, {N} is {R}, they're the one sending the handover doc this week",
        "im traveling with {N} for most of it, {R} basically, way more organised than me lol",
        "so {R} just pinged me on slack, that's {N}, asking if i'm online tomorrow morning",
        "note for later: {R} is {N} not the person i mentioned before",
        "{N} ({R}) says hi btw we had a video call last night and i showed them the view",
        "if {N} calls it's probably about the laptop or the keys, {N_} is {R}",
    ],
    "command": [
        "ran {C} and it just hangs there forever no output nothing",
        "the it guy told me to do {C} before connecting is that safe to run on the hotel network",
        "ok typed `{C}` and now it says permission denied which is new",
        "what i normally do at the office is {C} and then open the tunnel",
        "remember {C} that's the one that fixed it last time when the dns went weird",
        "pasting what i ran so you can see\n\n{C}\n\nnothing after that just the cursor",
    ],
    "id": [
        "here's the email they sent\n\n-----\nSubject: Your reservation is confirmed\nThank you for booking with us.\nBooking reference: {I}\nCheck-in from 15:00, check-out until 11:00.\nPlease present a valid ID at reception.\n-----\n\ncan you keep that somewhere",
        "the repair shop gave me a ticket number {I} i need to quote it when i pick the laptop up",
        "helpdesk opened {I} for the vpn thing, no update yet obviously",
        "claim number for the insurance is {I} they said 10 working days",
        "expense report {I} got bounced back again ugh something about the currency",
        "pls hang on to {I}, it's the apartment reservation, the host only speaks through the app",
        "airline rebooking email:\n\n> Dear passenger, your new itinerary has been issued under record locator {I}. Seats are not guaranteed on the new flight.\n\nso i guess thats the new code",
    ],
    "port": [
        "the office jump host is on {P} not the default, i always forget that",
        "grafana is on port {P} internally i think, at least thats what my bookmark says",
        "it's trying to connect on {P} and i bet the hotel firewall just eats it",
        "our wireguard endpoint uses {P} udp on the office side",
        "db tunnel local forward is {P} just writing it here so i dont forget",
        "staging api listens on {P} since the migration, not the old one",
    ],
    "version": [
        "the vpn client is {V} and it worked fine before the update",
        "we're on {V} of the sdk for this release so whatever breaks breaks there",
        "my mac updated itself to {V} overnight and now the dock keeps freezing",
        "the insurance policy wording is version {V} according to the pdf footer",
        "release branch is {V} and i promised to tag it before the weekend",
        "openssh on the bastion is {V} apparently, the admin just told me",
    ],
    "money": [
        "dinner came to {M} and i put it on the company card by accident",
        "the laptop repair quote is {M} which is insane for a keyboard",
        "hotel charged me {M} extra for city tax that wasn't on the booking",
        "can i expense {M} for the coworking day pass or is that pushing it",
        "flight change fee was {M} on top of the fare difference",
        "took out {M} cash at the airport atm because the taxis here don't take cards",
    ],
    "date": [
        "the flight to {city2} is on {D}, early one",
        "expense report deadline is {D} so i need the receipts sorted before that",
        "my visa runs out {D} so i cant really stretch it",
        "sprint demo is {D} and ill be in a hotel for that one",
        "checkout is {D} not the day after like i thought",
        "they said the laptop should be ready by {D} if the part arrives",
    ],
    "decision": [
        "ok so i decided to {C} because {R}",
        "gonna {C}, {R} so the other option doesn't really work",
        "final call: i'll {C}. reason is {R}",
        "after going back and forth we agreed to {C} since {R}",
        "i think i'll {C} honestly, mostly cause {R}",
        "plan is to {C} — {R} and i don't want to deal with that again",
        "screw it we're going to {C} because {R} lol",
    ],
    "constraint": [
        "rule for the whole trip: {K}",
        "one thing, {K}, i got burned on that before",
        "please remember {K}, no exceptions",
        "from now on {K} ok",
        "standing rule btw {K}",
        "just so you know for all of this planning: {K}",
    ],
    "question": [
        "random but what's the deal with {Q}? i've heard three different versions",
        "do you know much about {Q}",
        "i keep meaning to ask about {Q}, how does that actually work",
        "question for you: {Q}. is that something i need to sort before the border",
        "could you look into {Q} for me sometime",
        "ugh and {Q} too, no idea how that works honestly",
        "whats your take on {Q}?",
    ],
}
EN_ASSIST_T = {  # kind -> [(user lead-ins, assistant template)]
    "name": [
        (["someone from the client side is going to email you about the handover, the person from the call yesterday",
          "who was the person i should cc on the handover again"],
         "Got it — I'll treat {N} as {R} from here on.\n\nA few things that help when you're coordinating across time zones:\n\n- Put your local working hours in your Slack status.\n- Batch questions into one message instead of several pings.\n- Confirm anything urgent by email so there's a trail."),
        (["can you keep track of who's who back home i keep mixing people up"],
         "Sure. So far I have {N} down as {R}; tell me if that's wrong and I'll fix it.\n\nIf it helps, I can keep a short contact sheet: name, role, time zone, preferred channel."),
    ],
    "command": [
        (["what should i run to reset the vpn thing, it's stuck again", "vpn is frozen again whats the quickest reset"],
         "Try this first:\n\n```\n{C}\n```\n\nIf it prints nothing for more than a minute, stop it with Ctrl-C and send me the last lines. Hotel networks often block the handshake silently, so a hang is more likely the network than your setup."),
        (["ok what was the fix for the tunnel thing again, the one-liner", "the tunnel died again after switching networks"],
         "The cleanest fix is to run `{C}` once you're on the new network.\n\n**Why:** the old state from the previous network is still cached, and the client keeps retrying it.\n\n**After that:**\n1. Reconnect the VPN.\n2. Check that the internal hosts resolve.\n3. Only then open the tunnel again."),
    ],
    "id": [
        (["what was the reference for the booking again i need it at the desk", "they're asking me for the reservation code and i cant find the email"],
         "From the email you forwarded earlier, the reference to quote is {I}. I'd keep it in your notes together with the phone number of the front desk, because the app sometimes shows a different internal number."),
        (["did the repair shop ever send a ticket or something"],
         "Yes — their confirmation came through with the order number {I}. Bring it along with your ID when you pick the laptop up; some shops won't release a device without both."),
    ],
    "port": [
        (["which port does our vpn actually use again, the hotel guy is asking", "why does the vpn work on my phone and not on the hotel network"],
         "Your VPN gateway is configured for UDP port {P}. Many hotel and café networks only let through web traffic, so:\n\n- try your phone hotspot to confirm it's the network;\n- if the hotspot works, ask reception whether they have a less restricted network for business guests;\n- as a last resort, the TCP fallback is slower but usually passes."),
    ],
    "version": [
        (["is the new vpn client fixed or should i wait", "did they fix that bug in the update or not"],
         "The changelog confirms the regression was fixed in {V}. Updating should be safe, but export your profile before you do, just in case the migration resets it."),
    ],
    "money": [
        (["can you convert the repair invoice for me i want to know if its worth it", "roughly what does the hotel extra come to in my money"],
         "Converted at today's rate that's roughly {M}. For the expense report I'd enter the amount in the original currency and attach the card statement line, finance usually prefers that over a manual conversion."),
        (["how much was the bill from the team dinner again i need it for the report"],
         "The receipt you photographed shows a total of {M}, service included. Put it under meals and note who attended; finance tends to ask for that on team dinners."),
    ],
    "date": [
        (["when does my travel insurance end again", "how long am i covered by the insurance, i might stay longer"],
         "Reminder noted: your travel insurance cover ends {D}. If the trip stretches past that, extending before the end date is usually much cheaper than buying a new policy from abroad."),
        (["when was the thing with the apartment host, the key handover"],
         "The host wrote that the key handover is on {D}, in the afternoon. I'd message them the day before to confirm the exact time."),
    ],
}

ZH_USER_T = {
    "name": [
        "对了{R}叫{N} 这个人要是找我你帮我留意一下",
        "{N}是{R} 之后交接文档都是这个人发过来",
        "这次跟我一起走的是{N} 算是{R}吧 比我靠谱多了哈哈",
        "刚刚{R}在钉钉上找我 就是{N} 问我明天能不能上线",
        "记一下 {R}是{N} 不是之前说的那个",
        "{N}（{R}）昨晚视频的时候还问起你了 说这个助手挺好用",
        "要是{N}打电话来多半是电脑或者钥匙的事 这位是{R}",
    ],
    "command": [
        "我跑了{C} 结果一直卡着没输出",
        "IT让我连之前先执行{C} 在酒店网络上跑安全吗",
        "敲了`{C}` 现在提示permission denied 之前没这样过",
        "平时在公司我都是先{C}再开隧道",
        "记住{C} 上次DNS抽风就是靠这个修好的",
        "贴一下我跑的命令\n\n{C}\n\n然后就没反应了 光标一直闪",
    ],
    "id": [
        "订单确认邮件我贴一下\n\n-----\n【预订确认】您的酒店订单已确认\n订单号：{I}\n入住时间15:00以后，退房12:00以前\n请携带有效证件办理入住\n-----\n\n帮我存一下",
        "修电脑的店给了我一个单号{I} 取的时候要报这个",
        "IT那边开了工单{I} 说是VPN的问题 到现在也没人理",
        "保险理赔编号是{I} 说十个工作日出结果",
        "报销单{I}又被财务退回来了 烦死 说是币种不对",
        "帮我记一下{I} 这是民宿的预订号 房东只在app里回消息",
        "航空公司改签邮件：\n\n> 尊敬的旅客，您的新行程已出票，记录编号{I}，新航班座位需重新选择。\n\n所以这是新的编号吧",
    ],
    "port": [
        "公司跳板机用的是{P}端口 不是默认的 我老忘",
        "grafana内网好像是{P} 反正我书签里是这么存的",
        "它一直往{P}连 估计是酒店防火墙给拦了",
        "我们那边wireguard的端点是UDP {P}",
        "数据库隧道本地转发用{P} 写在这免得我忘了",
        "测试环境的API迁移之后改成监听{P}了 不是原来那个",
    ],
    "version": [
        "VPN客户端是{V} 更新之前都好好的",
        "我们这次发版用的SDK是{V} 出问题也是在这个版本上",
        "macOS昨晚自己升到{V}了 然后程序坞就老卡",
        "保险条款PDF页脚上写的是{V}版",
        "release分支是{V} 答应了周末前打tag",
        "跳板机上的openssh是{V} 管理员刚告诉我的",
    ],
    "money": [
        "昨晚吃饭一共{M} 我不小心刷了公司卡",
        "修电脑报价{M} 换个键盘而已 离谱",
        "酒店多收了我{M}的城市税 预订的时候根本没写",
        "共享办公的日票{M}能报销吗 会不会太过分",
        "改签费{M} 还不算差价",
        "机场ATM取了{M}现金 这边出租车不收卡",
    ],
    "date": [
        "去{city2}的航班是{D} 很早的那班",
        "报销截止{D} 票据得提前整理好",
        "签证{D}到期 没法再拖了",
        "sprint演示是{D} 那天我在酒店",
        "退房是{D} 不是我以为的后一天",
        "店里说配件到了的话电脑{D}能修好",
    ],
    "decision": [
        "想好了 {C} 因为{R}",
        "决定{C}了 {R} 别的方案都不太行",
        "最后定了：{C}。原因是{R}",
        "来回纠结了半天 我们还是{C} 主要是{R}",
        "算了就{C}吧 {R} 不想再折腾",
        "我打算{C} 毕竟{R}",
        "跟朋友商量完了 {C} 你想啊{R}",
    ],
    "constraint": [
        "这趟的规矩：{K}",
        "有一点 {K} 之前吃过亏",
        "你记住啊 {K} 没有例外",
        "以后都这样 {K}",
        "定个规矩 {K}",
        "提前说一声 整个行程期间都一样：{K}",
    ],
    "question": [
        "顺便问一下 {Q}？听了好几个版本了",
        "你了解{Q}吗",
        "一直想问 {Q} 这个到底怎么回事",
        "问个问题：{Q}，过边境之前要不要先搞清楚",
        "有空帮我查查{Q}",
        "还有{Q}也是 完全搞不懂",
        "{Q}你怎么看？",
    ],
}
ZH_ASSIST_T = {  # kind -> [(user lead-ins, assistant template)]
    "name": [
        (["客户那边有个人会发邮件跟你对接交接的事 就是昨天开会那位", "交接文档要抄送谁来着"],
         "好的，之后我会把{N}当作{R}来对待。\n\n跨时区协作有几点可以注意：\n\n- 在钉钉状态里写上你当地的工作时间；\n- 问题攒成一条发，别连发好几条；\n- 紧急的事情再用邮件确认一遍，留个记录。"),
        (["国内谁是谁你帮我记着点 我老搞混"],
         "没问题。目前我记的是：{N}是{R}；不对的话告诉我，我来改。\n\n需要的话我可以整理一张联系人表：姓名、角色、时区、常用联系方式。"),
    ],
    "command": [
        (["VPN又卡住了 重置要跑什么来着", "VPN又卡死了 最快的重置办法是啥"],
         "先试试这个：\n\n```\n{C}\n```\n\n如果超过一分钟还没有输出，就按 Ctrl-C 停掉，把最后几行发给我。酒店网络经常静默地拦截握手，卡住多半是网络的问题，不是你的配置。"),
        (["上次修隧道那一行命令是啥来着", "换了个网络隧道又断了"],
         "最干净的办法是连上新网络之后执行 `{C}`。\n\n**原因：** 上一个网络的状态还缓存着，客户端一直在重试。\n\n**之后：**\n1. 重新连VPN；\n2. 确认内网域名能解析；\n3. 然后再开隧道。"),
    ],
    "id": [
        (["预订的参考号是多少来着 前台在问", "他们要预订码 我找不到那封邮件了"],
         "你之前转发的邮件里，要报的参考号是 {I}。建议和前台电话一起记在备忘里，app 里有时会显示另一个内部编号。"),
        (["维修店后来给单号了没"],
         "给了，确认邮件里的单号是 {I}。取电脑的时候带上这个和证件，有的店两样缺一样都不给取。"),
    ],
    "port": [
        (["我们VPN到底用的哪个端口 酒店的人在问", "为啥VPN手机热点能连 酒店网络就不行"],
         "你的VPN网关配置的是UDP {P}端口。很多酒店和咖啡馆的网络只放行网页流量，所以：\n\n- 先用手机热点试一下，确认是不是网络的问题；\n- 热点能连的话，问问前台有没有给商务客人的网络；\n- 实在不行就用TCP回退模式，慢一点但一般能通。"),
    ],
    "version": [
        (["新的VPN客户端修好了没 还是再等等", "更新里那个bug到底修了没"],
         "更新日志确认这个问题在 {V} 里修好了。升级应该没问题，但升级前先导出一下配置，以防迁移把它重置掉。"),
    ],
    "money": [
        (["帮我把维修发票换算一下 看看值不值得修", "酒店多收的那笔换算过来大概多少"],
         "按今天的汇率换算大约是{M}。报销的时候建议填原币金额，再附上信用卡账单那一行，财务一般更认这个，而不是手动换算。"),
        (["团建那顿饭一共多少来着 报销要填"],
         "你拍的小票上总额是{M}，含服务费。报销归到餐费类，备注一下参加的人，团队聚餐财务一般会问。"),
    ],
    "date": [
        (["我的旅行保险什么时候到期来着", "保险保到哪天 我可能要多待几天"],
         "提醒已记下：你的旅行保险{D}到期。如果行程要延长，在到期前续保通常比在国外重新买一份便宜得多。"),
        (["跟房东交钥匙是哪天来着"],
         "房东说交钥匙是{D}下午。建议前一天再跟对方确认一下具体时间。"),
    ],
}

TOOLS_FOR = {"vpn": ["search_history", "web_search"], "booking": ["search_email", "flight_status"],
             "laptop": ["web_search", "search_email"], "money": ["currency_convert", "search_email"],
             "work": ["search_history", "search_email"], "trip": ["weather", "web_search", "flight_status"]}
TOPIC_OF = {"name": "work", "command": "vpn", "id": "booking", "port": "vpn", "version": "laptop",
            "money": "money", "date": "booking", "decision": "trip", "constraint": "trip",
            "question": "trip"}

# --------------------------------------------------------------------------------------------
# filler: user voice messages, typed fixes, assistant replies, tools
# --------------------------------------------------------------------------------------------

EN_FILLER = [
    "morning from {city} its raining sideways and the cafe downstairs has the best coffee ive had all week so im not complaining",
    "ok so the train was late again and i basically worked from the platform for an hour the wifi there was surprisingly decent",
    "can you help me figure out the plan for tomorrow i have two calls and a checkout and i also want to see the old town at some point",
    "honestly the jet lag is killing me i woke up at 4 and just stared at the ceiling then gave up and did code review",
    "the apartment is nice but the desk chair is one of those tiny stools so my back is already complaining",
    "we walked like twenty thousand steps today and i still managed to ship the hotfix so im counting that as a win",
    "vpn keeps dropping every ten minutes or so and its driving me nuts during calls",
    "my laptop made a weird clicking noise and then the screen went black for a second is that bad",
    "i need to sort out expenses at some point i have receipts in like four currencies in a ziploc bag",
    "the visa stuff is stressing me out a bit i just want someone to tell me exactly what to bring",
    "insurance people put me on hold for forty minutes and then the call dropped classic",
    "my colleagues back home keep scheduling things at like midnight my time i need to push back on that",
    "what should i pack for the mountains part i only brought one jacket and its not a good one",
    "i think i left my adapter in the last hotel i'll check with them but probably gone",
    "the hotel wifi login page wants my room number and last name and then kicks me out after an hour",
    "we found this tiny place for lunch no menu they just bring you whatever the grandma cooked best meal of the trip",
    "the keyboard is doing that thing again where some keys double type its so annoying when writing slack messages",
    "just landed in {city} the passport queue was long but fine now waiting for the bags",
    "my phone is at 8 percent and the charger is in the checked bag of course",
    "slept like eleven hours needed that badly",
    "tomorrow is going to be chaos two flights and a release window in the middle of it",
    "the coworking place here is full of people on calls so i'm in the phone booth again",
    "remind me what we said about the standup times i lost track",
    "what's a sensible way to keep track of the hours i'm working from different time zones",
    "the airbnb host sent a super long message with house rules i'll forward the important bits later",
    "bank blocked my card for suspicious activity because i bought a bus ticket lol",
    "can you draft a short message to the team that i'll be offline during the ferry tomorrow",
    "im so tired of airports honestly i could live on a train",
    "checked out of the hotel left the bags at reception now working from a bench in the park",
    "ok long day need food and then i'll deal with the ssh mess",
    "the night bus had no wifi at all so i basically wrote docs offline for five hours which was weirdly productive",
    "we missed the last tram and had to walk back across the whole city at midnight it was actually kind of nice",
    "my travel buddy wants to do a cooking class tomorrow and i have a one on one at the same time classic",
    "the coffee here is so strong i can feel my heartbeat in my ears while debugging",
    "had a small panic at security because i thought i lost my passport it was in the other pocket",
    "is it weird that i miss my monitor more than my friends right now",
    "the laundromat took all my coins and gave me back wet clothes so thats my evening",
    "power went out in the whole building for like an hour everyone just sat on the stairs with their phones",
    "the team retro was nice actually people said the async updates help a lot",
    "found a library with free wifi and real chairs im never leaving",
    "the hostel bunk above me snores like a diesel engine",
    "our host left us a bottle of wine and a handwritten map of the neighbourhood so sweet",
]
EN_SLIPS = [("vpn", "vpm", "*vpn"), ("ssh", "s s h", "ssh*"), ("laptop", "lap top", "*laptop"),
            ("insurance", "in surance", "insurance*"), ("hotel", "hotels", "hotel not hotels"),
            ("receipts", "recipes", "*receipts not recipes lol"), ("visa", "visor", "*visa"),
            ("wifi", "why fi", "*wifi"), ("standup", "stand up comedy", "standup* not comedy haha"),
            ("flight", "fight", "*flight"), ("train", "trained", "train*"),
            ("calls", "cause", "*calls")]
EN_FIXES = ["sorry voice typing", "typo ^", "autocorrect is drunk today", "ignore the last bit it misheard me",
            "that came out garbled sorry", "ugh dictation"]
EN_CITY_SLIPS = {"Lisbon": "listen", "Porto": "port oh", "Seville": "civil", "Madrid": "mad rid",
                 "Tbilisi": "be leasy", "Yerevan": "yeah ravine", "Istanbul": "is tan bull",
                 "Athens": "at hens", "Hanoi": "annoy", "Da Nang": "the nang", "Bangkok": "bang cock",
                 "Kuala Lumpur": "koala lumper", "Mexico City": "mexico sitting", "Oaxaca": "wahaca",
                 "Bogotá": "bogota", "Medellín": "medal in", "Kraków": "crack of", "Budapest": "buddha pest",
                 "Belgrade": "bell grade", "Sofia": "so fear"}

ZH_FILLER = [
    "早上好 {city}下了一晚上雨 楼下咖啡店的咖啡是这周喝过最好的 所以也不抱怨了",
    "火车又晚点了 我干脆在站台上干了一个小时活 站台的WiFi居然还行",
    "帮我理一下明天的安排 两个会一个退房 还想抽空去老城转转",
    "时差真的要命 凌晨四点就醒了盯着天花板 最后干脆起来review代码",
    "公寓挺好的就是椅子是那种小板凳 腰已经开始抗议了",
    "今天走了两万多步 还顺手把hotfix发了 算是赢了吧",
    "VPN差不多每十分钟掉一次 开会的时候特别崩溃",
    "电脑刚才咔哒响了一下 屏幕黑了一秒 这是不是不太妙",
    "报销的事得抽空弄一下 小票有四种货币 全塞在一个密封袋里",
    "签证的事有点让我焦虑 就想有人直接告诉我到底要带什么材料",
    "保险公司让我等了四十分钟 然后电话断了 经典",
    "国内同事老在我这边半夜约会 得跟他们说一下",
    "山区那段要带什么 我就带了一件外套还不怎么样",
    "转换插头好像落在上一个酒店了 我问问看 估计找不回来了",
    "酒店WiFi登录页要房号和姓 然后一个小时就把我踢下线",
    "中午找到一家小馆子 没有菜单 奶奶做什么就上什么 这趟最好吃的一顿",
    "键盘又开始有的键连击了 打字发消息特别烦",
    "刚落地{city} 入境排队挺久的 现在等行李",
    "手机只剩8%的电 充电器当然在托运行李里",
    "睡了差不多十一个小时 太需要了",
    "明天肯定一团乱 两趟航班中间还夹着一个发布窗口",
    "这边共享办公的人全在打电话 我又躲进电话亭了",
    "提醒我一下之前站会时间是怎么说的 我记乱了",
    "在不同时区工作 工时怎么记比较合理",
    "民宿房东发了一大段入住须知 重要的我待会转给你",
    "银行说我有可疑交易把卡冻了 因为我买了张大巴票 哈哈",
    "帮我写条消息给团队 说明天坐渡轮的时候我不在线",
    "真的受够机场了 我宁愿一直坐火车",
    "退房了 行李寄存在前台 现在在公园长椅上干活",
    "今天好累 先吃饭 然后再处理SSH那摊事",
    "夜班大巴完全没网 我离线写了五个小时文档 居然效率还挺高",
    "错过了最后一班电车 半夜走路穿过整个城市回去 其实还挺好的",
    "同伴明天想上烹饪课 跟我的一对一撞了 经典",
    "这里的咖啡太浓了 debug的时候能听见自己心跳",
    "过安检的时候以为护照丢了 吓一跳 结果在另一个兜里",
    "我现在想念显示器多过想念朋友 这正常吗",
    "洗衣房吞了我所有硬币 还给我一堆湿衣服 今晚就这样了",
    "整栋楼停电了一个小时 大家都坐在楼梯上刷手机",
    "团队复盘还挺好的 大家说异步更新很有用",
    "找到一个图书馆 免费WiFi还有正经椅子 我不走了",
    "青旅上铺的人打呼噜跟柴油机一样",
    "房东给我们留了瓶酒和一张手绘的街区地图 太暖了",
]
EN_TAILS = ["anyway", "lol", "whatever", "so yeah", "not a big deal just annoying",
            "the view from here is ridiculous though", "also my feet hurt", "anyway more later",
            "gonna grab a coffee first", "send help lol", "ok thats all for now",
            "the guy next to me is on speakerphone btw", "its so loud in here",
            "weather is perfect today which helps", "i miss my own bed a little"]
ZH_TAILS = ["反正就这样", "哈哈", "算了不管了", "也不是大事就是烦", "不过这边风景是真好",
            "脚都走疼了", "晚点再说", "先去买杯咖啡", "救命哈哈", "先这样",
            "旁边的人在外放打电话", "这里好吵", "今天天气好心情也好点", "有点想家里的床了"]
EN_TOPIC_INTROS = {
    "vpn": ["Connection trouble on the road is the worst, especially mid-call.", "Networks like that are tricky, but there's usually a way through."],
    "booking": ["Let's make sure the bookings are airtight.", "Travel logistics, okay."],
    "laptop": ["Sorry about the laptop, that's stressful when it's your only machine.", "Hardware on the road — let's limit the damage."],
    "money": ["Let's keep the money side simple so the report goes through first time.", "Expenses in several currencies get messy fast, so a little structure helps."],
    "work": ["Working across time zones is mostly about setting expectations.", "Good that you're keeping the team in the loop."],
    "trip": ["Sounds like a full few days.", "Here's how I'd look at the next stretch of the trip."],
}
ZH_TOPIC_INTROS = {
    "vpn": ["在路上网络出问题最烦了，尤其是开会的时候。", "这种网络比较麻烦，不过一般总有办法连上。"],
    "booking": ["我们把预订的事情理清楚。", "好，说说行程安排。"],
    "laptop": ["电脑出问题真糟心，尤其是只有这一台的时候。", "路上硬件出故障，先把损失降到最低。"],
    "money": ["报销的事尽量简单点，争取一次通过。", "好几种货币的开销很容易乱，稍微整理一下会好很多。"],
    "work": ["跨时区协作主要是把预期说清楚。", "你一直跟团队同步，这点很好。"],
    "trip": ["听起来接下来几天挺满的。", "接下来这段行程我是这么想的。"],
}
ZH_SLIPS = [("VPN", "VPM", "*VPN"), ("酒店", "久店", "酒店 打错了"), ("签证", "钱证", "*签证"),
            ("报销", "报消", "报销*"), ("电脑", "点脑", "*电脑"), ("航班", "行班", "*航班 语音识别错了"),
            ("保险", "保显", "*保险"), ("同事", "同时", "同事*"), ("发版", "发板", "*发版"),
            ("退房", "推房", "*退房")]
ZH_FIXES = ["语音识别又抽风了", "打错字了 将就看", "刚才说的有点乱 你懂我意思就行", "语音输入真的不靠谱",
            "上面那句识别错了几个字", "哈哈识别成啥了"]

EN_TOPICS = {
    "vpn": {
        "heads": ["**What's probably happening**", "**Connection checklist**", "**Things to try, in order**"],
        "bullets": [
            "Captive portals often re-authenticate every hour and silently drop long-lived tunnels.",
            "Check whether the problem follows you to your phone hotspot; if not, it's the network.",
            "Keep-alive settings around 25 seconds usually stop NAT timeouts from killing the session.",
            "If DNS stops resolving internal names, flushing the resolver cache after reconnecting helps.",
            "An SSH config entry with ProxyJump saves you from typing the chain every time.",
            "ControlMaster lets one authenticated connection be reused by later sessions.",
            "Some networks block UDP entirely; a TCP fallback is slower but tends to get through.",
            "Write down which networks worked so you can pick the right café next time.",
            "Your office IT can usually see rejected handshakes in their logs if you give them a time.",
        ],
    },
    "booking": {
        "heads": ["**Bookings at a glance**", "**Before you travel**", "**What I'd keep handy**"],
        "bullets": [
            "Save every confirmation email as a PDF offline, airport wifi is never there when you need it.",
            "Online check-in usually opens 24 to 48 hours before departure.",
            "Check the baggage allowance on the second leg; budget carriers are stricter.",
            "Late check-in: message the host in advance so someone is there with the keys.",
            "Screenshots of the QR codes beat relying on the airline app offline.",
            "If a flight is cancelled, rebooking at the airport desk and online at the same time is fastest.",
            "Keep the front desk's phone number with the booking, not only the app contact.",
            "Seat selection is often free at check-in even if the app wants money now.",
        ],
    },
    "laptop": {
        "heads": ["**About the laptop**", "**Damage control**", "**Options**"],
        "bullets": [
            "Back up the working directory first, before anyone opens the machine.",
            "Authorised repair keeps the warranty intact; third-party shops are faster but riskier.",
            "Ask the shop for a written estimate and an expected pickup date.",
            "A cheap external keyboard makes a double-typing keyboard usable in the meantime.",
            "If the screen flickers only on battery, a power-management setting may be involved.",
            "Sign out of the password manager before handing the machine over.",
            "The office may be able to courier a spare if you give them an address for a few days.",
            "Check whether the update notes mention the problem before rolling anything back.",
        ],
    },
    "money": {
        "heads": ["**Expenses**", "**Currency notes**", "**How I'd file it**"],
        "bullets": [
            "Always pay in the local currency when the card terminal offers a conversion.",
            "Photograph receipts the same day; thermal paper fades fast in a hot bag.",
            "Keep a simple sheet: date, place, amount, currency, category, receipt yes/no.",
            "Finance usually wants the card statement line for anything without an itemised receipt.",
            "Mixing personal and company card spending makes the report slower to approve.",
            "ATM fees add up; fewer, larger withdrawals are usually cheaper.",
            "Tips and city taxes are often accepted if they're itemised on the bill.",
            "Per-diem rules differ by country, so it's worth checking the policy page once.",
        ],
    },
    "work": {
        "heads": ["**Working with the team**", "**Time zones**", "**Keeping people in the loop**"],
        "bullets": [
            "Share a short weekly schedule with your overlap hours highlighted.",
            "Async updates at the end of your day give the team something to react to in theirs.",
            "Block travel days in the shared calendar so nobody books you mid-flight.",
            "Handover notes before long journeys save a lot of back and forth.",
            "Say no to meetings outside your window early, before it becomes the norm.",
            "A pinned message with your current city and local time helps more than you'd think.",
            "Record demos in advance when the connection is unpredictable.",
        ],
    },
    "trip": {
        "heads": ["**Plan for the next few days**", "**Thinking it through**", "**A few suggestions**"],
        "bullets": [
            "Keep travel days light on meetings; transfers always take longer than planned.",
            "Carry the documents you need at the border in your hand luggage, not in the big bag.",
            "Make a paper copy of the insurance hotline number.",
            "Build one buffer day into each leg for the things that go wrong.",
            "Check local holidays; offices and repair shops close without much warning.",
            "A daily walk without the laptop does wonders for the jet lag.",
            "Agree on a meeting point with your travel companion in case phones die.",
            "Read the entry requirements on the official government site, not only on forums.",
            "Cheap earplugs and an eye mask make hostels and night trains bearable.",
        ],
    },
}
EN_INTROS = ["That sounds like a long day.", "Okay, here's how I'd approach it.", "Good to hear from you.",
             "Let's sort this out step by step.", "Understood.", "Thanks for the details.",
             "Oof, that's annoying — but fixable.", "Sure. Here's a quick overview.",
             "Right, let me lay out the options.", "Got it, noted."]
EN_CLOSERS = ["Want me to turn this into a checklist?", "Tell me how it goes.",
              "If you send me the exact error I can narrow it down.", "Shall I draft the message for you?",
              "Let me know which option you prefer.", "I can set a reminder if that helps.",
              "Anything else for today?", ""]
EN_PARK = ["Let me park that one for a moment and deal with the urgent part first.",
           "I'll come back to that; first the thing that's time-sensitive.",
           "Noted on the list. Meanwhile, about today:"]

ZH_TOPICS = {
    "vpn": {
        "heads": ["**大概的原因**", "**连接检查清单**", "**按顺序试一下**"],
        "bullets": [
            "很多酒店网络的认证页面每小时重新认证一次，会把长连接悄悄断掉。",
            "换手机热点试试，如果热点没问题，那就是酒店网络的锅。",
            "把保活间隔设成25秒左右，一般能避免NAT超时断线。",
            "内网域名解析不了的话，重连之后清一下DNS缓存。",
            "在SSH配置里写好ProxyJump，就不用每次手敲跳板链了。",
            "开ControlMaster可以复用已经认证过的连接。",
            "有些网络直接封UDP，TCP回退模式虽然慢但一般能通。",
            "把能用的网络记下来，下次选咖啡馆心里有数。",
            "给IT一个具体时间点，他们一般能在日志里看到被拒的握手。",
        ],
    },
    "booking": {
        "heads": ["**预订一览**", "**出发前**", "**建议随身备着的**"],
        "bullets": [
            "所有确认邮件都存一份离线PDF，机场WiFi总是关键时候掉链子。",
            "网上值机一般在起飞前24到48小时开放。",
            "注意第二段航班的行李额度，廉航管得更严。",
            "晚到的话提前跟房东说，确保有人给钥匙。",
            "二维码截图比离线用航空公司app靠谱。",
            "航班取消的话，柜台和网上同时改签最快。",
            "前台电话和预订信息记在一起，别只靠app联系。",
            "很多时候值机时选座是免费的，不用现在就掏钱。",
        ],
    },
    "laptop": {
        "heads": ["**关于电脑**", "**先止损**", "**几个选择**"],
        "bullets": [
            "送修之前先把工作目录备份好。",
            "官方维修能保住保修，第三方快但风险大。",
            "让店家出书面报价，写清楚取机时间。",
            "键盘连击的话，先买个便宜的外接键盘顶着用。",
            "如果只有用电池时屏幕闪，可能跟电源管理设置有关。",
            "交给店家之前先退出密码管理器。",
            "公司也许能把备用机寄到你接下来几天住的地址。",
            "回滚之前先看看更新说明里有没有提到这个问题。",
        ],
    },
    "money": {
        "heads": ["**报销**", "**关于汇率**", "**我会这么整理**"],
        "bullets": [
            "刷卡时机器问要不要换算成人民币，一律选当地货币。",
            "小票当天拍照，热敏纸放在热包里很快就褪色。",
            "弄一张简单的表：日期、地点、金额、币种、类别、有没有小票。",
            "没有明细小票的，财务一般要信用卡账单那一行。",
            "个人消费和公司卡混在一起，报销审批会更慢。",
            "ATM手续费累积起来不少，少取几次、每次多取一点更划算。",
            "小费和城市税如果在账单上单列，一般也能报。",
            "各国的出差补贴标准不一样，值得看一眼制度页面。",
        ],
    },
    "work": {
        "heads": ["**和团队配合**", "**时差**", "**让大家知道你的状态**"],
        "bullets": [
            "发一个简单的周计划，把重叠的工作时间标出来。",
            "在你这边下班前发异步更新，国内同事上班就能接着处理。",
            "在共享日历里把出行日占上，免得有人在你飞行时约会。",
            "长途出行前写好交接说明，能省很多来回沟通。",
            "工作时间以外的会议早点拒绝，别让它变成惯例。",
            "置顶一条消息写上你现在的城市和当地时间，比想象中有用。",
            "网络不稳定的时候，演示可以提前录好。",
        ],
    },
    "trip": {
        "heads": ["**接下来几天的安排**", "**捋一捋**", "**几个建议**"],
        "bullets": [
            "出行日尽量少排会，转场永远比计划的久。",
            "过境要用的材料放随身行李，别放大箱子里。",
            "保险公司的热线抄一份在纸上。",
            "每一段行程留一天机动，专门应付意外。",
            "留意当地节假日，办事处和维修店说关就关。",
            "每天不带电脑出去走走，对倒时差很有帮助。",
            "和同伴约好一个集合点，以防手机都没电。",
            "入境要求以官方网站为准，别只看论坛。",
            "便宜的耳塞和眼罩能让青旅和夜车好受很多。",
        ],
    },
}
ZH_INTROS = ["听起来今天挺漫长的。", "好，我的思路是这样的。", "收到。", "我们一步一步来。",
             "明白了。", "谢谢你说得这么详细。", "这个确实烦，不过能解决。", "好的，先简单梳理一下。",
             "行，我把几个选择列一下。", "记下了。"]
ZH_CLOSERS = ["要不要我整理成一个清单？", "有进展告诉我。", "把具体报错发我，我可以再缩小范围。",
              "需要我帮你起草消息吗？", "你看选哪个方案。", "需要的话我可以设个提醒。", "今天还有别的事吗？", ""]
ZH_PARK = ["这个先放一放，先处理着急的那部分。", "这个我回头再说，先看有时效性的事。", "先记在清单上。眼下先说今天的事："]

EN_LOGS = [
    "here's the log\n\n```\ndebug1: Connecting to bastion [10.40.7.21] port 22.\ndebug1: connect to address 10.40.7.21 port 22: Operation timed out\nssh: connect to host bastion port 22: Operation timed out\n```",
    "vpn client log if it helps\n\n```\n[INFO] Handshake initiated\n[WARN] No response from peer after 5 seconds, retrying\n[WARN] No response from peer after 5 seconds, retrying\n[ERROR] Giving up after 3 attempts\n```",
    "expenses so far, copied from my notes app\n\n| what | where | paid with |\n|---|---|---|\n| taxi airport | {city} | cash |\n| sim card | {city} | card |\n| dinner team call | hotel | company card |\n| laundry | apartment | cash |",
    "this is what the hotel sent about the wifi\n\n> Dear guest, our network is available in all rooms. Please log in with your room number and surname. Sessions expire after 60 minutes for security reasons.",
    "the insurance email says\n\n> We have received your request. A claims handler will contact you. Please keep all original receipts and a copy of the repair estimate.",
    "disk check output\n\n```\nChecking file system and repairing if necessary and if possible.\nThe volume was verified and appears to be OK.\nFile system check exit code is 0.\n```",
]
ZH_LOGS = [
    "日志贴一下\n\n```\ndebug1: Connecting to bastion [10.40.7.21] port 22.\ndebug1: connect to address 10.40.7.21 port 22: Operation timed out\nssh: connect to host bastion port 22: Operation timed out\n```",
    "VPN客户端日志 你看看\n\n```\n[INFO] Handshake initiated\n[WARN] No response from peer after 5 seconds, retrying\n[ERROR] Giving up after 3 attempts\n```",
    "目前的开销 从备忘录复制的\n\n| 项目 | 地点 | 付款方式 |\n|---|---|---|\n| 机场打车 | {city} | 现金 |\n| 电话卡 | {city} | 刷卡 |\n| 团队视频会的晚饭 | 酒店 | 公司卡 |\n| 洗衣服 | 公寓 | 现金 |",
    "酒店发来的WiFi说明\n\n> 尊敬的客人，所有房间均覆盖网络。请使用房号和姓氏登录，出于安全考虑每60分钟需重新登录。",
    "保险公司邮件说\n\n> 我们已收到您的申请，理赔专员会与您联系。请保留所有原始票据以及维修报价单的复印件。",
]

EN_TOOLS = [
    ("search_email", lambda r, c: {"query": r.choice(["booking confirmation", "hotel reservation", "insurance", "receipt", "itinerary"])},
     lambda r, c: "3 results:\n- \"Your trip to %s\" from no-reply@airline.example (2026-11-1%d)\n- \"Reservation update\" from host@rentals.example\n- \"Receipt for your payment\" from billing@cowork.example" % (c, r.randint(1, 8))),
    ("web_search", lambda r, c: {"query": r.choice(["coworking %s day pass" % c, "%s airport to city center" % c, "laptop repair %s authorised" % c, "%s pharmacy open late" % c])},
     lambda r, c: "1. Official tourism site — transport and opening hours\n2. Reddit thread: recommendations from remote workers in %s\n3. Google Maps listing, 4.6 stars, open until 20:00" % c),
    ("currency_convert", lambda r, c: {"from": r.choice(["EUR", "GBP", "TRY", "THB", "USD"]), "to": "EUR", "amount": 1},
     lambda r, c: "rate %d.%03d (mid-market, 2026-11-20 06:00 UTC)" % (r.randint(0, 1), r.randint(10, 990))),
    ("flight_status", lambda r, c: {"flight": "%s%d" % (r.choice(["TP", "TK", "LH", "VN", "AV", "LO"]), r.randint(100, 1999))},
     lambda r, c: "status: %s\ndeparture gate: %s%d\nbaggage belt: %d" % (r.choice(["on time", "delayed 35 min", "boarding", "scheduled"]), r.choice("ABCDE"), r.randint(1, 40), r.randint(1, 12))),
    ("search_history", lambda r, c: {"query": r.choice(["charger", "standup time", "apartment keys", "ferry"])},
     lambda r, c: "1 match in earlier messages (already in the conversation)"),
    ("weather", lambda r, c: {"city": c},
     lambda r, c: "%s: %d°C, %s, wind %d km/h" % (c, r.randint(2, 29), r.choice(["light rain", "clear", "overcast", "showers"]), r.randint(3, 30))),
]
ZH_TOOLS = [
    ("search_email", lambda r, c: {"query": r.choice(["预订确认", "酒店订单", "保险", "发票", "行程单"])},
     lambda r, c: "找到3封：\n- 《您的%s行程》 来自 no-reply@airline.example（2026-11-1%d）\n- 《订单变更通知》 来自 host@rentals.example\n- 《付款收据》 来自 billing@cowork.example" % (c, r.randint(1, 8))),
    ("web_search", lambda r, c: {"query": r.choice(["%s 共享办公 日票" % c, "%s 机场到市区" % c, "%s 电脑 官方维修" % c, "%s 药店 营业时间" % c])},
     lambda r, c: "1. 官方旅游网站——交通和营业时间\n2. 小红书帖子：在%s远程办公的经验\n3. 地图商户页面，评分4.6，营业到20:00" % c),
    ("currency_convert", lambda r, c: {"from": r.choice(["EUR", "THB", "JPY", "KRW", "USD"]), "to": "CNY", "amount": 1},
     lambda r, c: "汇率 %d.%03d（中间价，2026-11-20 06:00 UTC）" % (r.randint(0, 7), r.randint(10, 990))),
    ("flight_status", lambda r, c: {"flight": "%s%d" % (r.choice(["CA", "MU", "TG", "VN", "KE", "TK"]), r.randint(100, 1999))},
     lambda r, c: "状态：%s\n登机口：%s%d\n行李转盘：%d" % (r.choice(["准点", "延误35分钟", "正在登机", "计划中"]), r.choice("ABCDE"), r.randint(1, 40), r.randint(1, 12))),
    ("weather", lambda r, c: {"city": c},
     lambda r, c: "%s：%d°C，%s，风速%d公里/小时" % (c, r.randint(2, 33), r.choice(["小雨", "晴", "多云", "阵雨"]), r.randint(3, 30))),
]


# --------------------------------------------------------------------------------------------
# building a conversation
# --------------------------------------------------------------------------------------------

class Lang:
    def __init__(self, lang):
        zh = lang == "zh"
        self.lang = lang
        self.user_t = ZH_USER_T if zh else EN_USER_T
        self.assist_t = ZH_ASSIST_T if zh else EN_ASSIST_T
        self.names, self.roles = (ZH_NAMES, ZH_ROLES) if zh else (EN_NAMES, EN_ROLES)
        self.commands = ZH_COMMANDS if zh else EN_COMMANDS
        self.questions = ZH_QUESTIONS if zh else EN_QUESTIONS
        self.constraints = ZH_CONSTRAINTS if zh else EN_CONSTRAINTS
        self.decisions = ZH_DECISIONS if zh else EN_DECISIONS
        self.routes = ZH_ROUTES if zh else EN_ROUTES
        self.filler = ZH_FILLER if zh else EN_FILLER
        self.slips = ZH_SLIPS if zh else EN_SLIPS
        self.fixes = ZH_FIXES if zh else EN_FIXES
        self.topics = ZH_TOPICS if zh else EN_TOPICS
        self.intros = ZH_INTROS if zh else EN_INTROS
        self.closers = ZH_CLOSERS if zh else EN_CLOSERS
        self.park = ZH_PARK if zh else EN_PARK
        self.logs = ZH_LOGS if zh else EN_LOGS
        self.tools = ZH_TOOLS if zh else EN_TOOLS
        self.tails = ZH_TAILS if zh else EN_TAILS
        self.topic_intros = ZH_TOPIC_INTROS if zh else EN_TOPIC_INTROS
        self.joiners = ["，对了", " 还有", " 另外", "。然后", " 哦对", "，顺便说一下"] if zh else \
            [" and also", " oh and", " anyway", ". also", " btw", " and another thing"]


def make_facts(L, per_kind, rng):
    """Pick PER_KIND values of every kind; returns list of fact dicts."""
    facts = []
    used = set()

    def fresh(fn):
        for _ in range(500):
            v = fn()
            if v not in used:
                used.add(v)
                return v
        raise RuntimeError("value pool exhausted")

    names = rng.sample(L.names, min(per_kind, len(L.names)))
    cmds = rng.sample(L.commands, min(per_kind, len(L.commands)))
    qs = rng.sample(L.questions, min(per_kind, len(L.questions)))
    ks = rng.sample(L.constraints, min(per_kind, len(L.constraints)))
    ds = rng.sample(L.decisions, min(per_kind, len(L.decisions)))
    for kind in KINDS:
        for i in range(per_kind):
            f = {"kind": kind}
            if kind == "name":
                f["vals"] = {"N": names[i % len(names)] if i < len(names) else fresh(lambda: rng.choice(L.names) + str(i)),
                             "R": rng.choice(L.roles)}
                f["needles"] = [f["vals"]["N"]]
            elif kind == "command":
                c = cmds[i] if i < len(cmds) else "%s # %d" % (rng.choice(L.commands), i)
                f["vals"] = {"C": c}
                f["needles"] = [c]
            elif kind == "question":
                q = qs[i] if i < len(qs) else fresh(lambda: rng.choice(L.questions) + ("（%d）" % i if L.lang == "zh" else " part %d" % i))
                f["vals"] = {"Q": q}
                f["needles"] = [q]
            elif kind == "constraint":
                k = ks[i] if i < len(ks) else fresh(lambda: rng.choice(L.constraints) + (" 第%d条" % i if L.lang == "zh" else " (rule %d)" % i))
                f["vals"] = {"K": k}
                f["needles"] = [k]
            elif kind == "decision":
                c, r = ds[i] if i < len(ds) else (ds[i % len(ds)][0] + " %d" % i, ds[i % len(ds)][1] + " %d" % i)
                f["vals"] = {"C": c, "R": r}
                f["needles"] = [c, r]
            else:
                key = {"id": "I", "port": "P", "version": "V", "money": "M", "date": "D"}[kind]
                v = fresh(lambda: gen_value(kind, L.lang, rng))
                f["vals"] = {key: v}
                f["needles"] = [v]
            facts.append(f)
    return facts


def render_fact(L, f, rng, city2, who, t=None):
    if t is None:
        t = rng.choice(L.user_t[f["kind"]])
    vals = dict(f["vals"])
    vals["city2"] = city2
    if f["kind"] == "name":
        vals["N_"] = "they" if L.lang == "en" else "这位"
    out = t
    for k, v in vals.items():
        out = out.replace("{%s}" % k, v)
    return out


def assistant_reply(L, rng, topic, park=False, long=True):
    parts = []
    if park:
        parts.append(rng.choice(L.park))
    elif rng.random() < 0.5:
        parts.append(rng.choice(L.topic_intros[topic]))
    else:
        parts.append(rng.choice(L.intros))
    sections = rng.choice([1, 2, 2, 3]) if long else 1
    topics = [topic] + rng.sample([t for t in L.topics if t != topic], sections - 1)
    for tp in topics:
        T = L.topics[tp]
        head = rng.choice(T["heads"])
        bl = rng.sample(T["bullets"], rng.randint(3, 5) if long else 2)
        if rng.random() < 0.4:
            items = "\n".join("%d. %s" % (i + 1, b) for i, b in enumerate(bl))
        else:
            items = "\n".join("- " + b for b in bl)
        parts.append(head + "\n\n" + items)
    c = rng.choice(L.closers)
    if c:
        parts.append(c)
    return "\n\n".join(parts)


def voice(L, rng, text, city):
    """Apply a speech-to-text slip to a filler text; returns (text, fix or None)."""
    if rng.random() < 0.35:
        cands = [s for s in L.slips if s[0] in text]
        if cands:
            a, b, fix = rng.choice(cands)
            return text.replace(a, b, 1), fix
    if L.lang == "en" and city in EN_CITY_SLIPS and city in text and rng.random() < 0.5:
        return text.replace(city, EN_CITY_SLIPS[city], 1), "*" + city
    return text, None


def build(seed, lang, per_kind, attempt):
    rng = random.Random("au-%s-%d-%d-%d" % (lang, seed, per_kind, attempt))
    L = Lang(lang)
    route = rng.choice(L.routes)
    facts = make_facts(L, per_kind, rng)
    rng.shuffle(facts)

    # group facts into units of 1-3 facts
    n = len(facts)
    units = []
    i = 0
    max_pairs = 126  # keep fact exchanges within the 280 message cap
    while i < n:
        remaining_units_allowed = max_pairs - len(units)
        left = n - i
        size = 1
        r = rng.random()
        if r < 0.22:
            size = 2
        elif r < 0.27:
            size = 3
        if left > remaining_units_allowed * 2:
            size = 3
        size = min(size, left)
        units.append(facts[i:i + size])
        i += size

    fact_msgs = 2 * len(units)
    lo = max(130, fact_msgs + 16)
    hi = min(280, max(lo + 40, fact_msgs + 90))
    target = rng.randint(lo, min(hi, 280)) if lo <= 280 else 280

    # plan exchanges: fact units + filler exchanges, interleaved
    plan = [("fact", u) for u in units]
    # count messages roughly: each exchange 2 messages, typed fixes add one
    est = fact_msgs
    fill = []
    while est + 2 <= target - 4:
        fill.append(("filler", None))
        est += 2
    for f in fill:
        plan.insert(rng.randint(1, len(plan)), f)
    plan.insert(0, ("hello", None))

    rows = []
    owner = {}  # needle -> row index of its fact
    state = {"t": 7 * 3600 + rng.randint(0, 1800), "n": 0, "msgs": 0, "call": 0}

    def ts():
        state["t"] += rng.randint(15, 95)
        s = state["t"]
        return "2026-11-20T%02d:%02d:%02dZ" % (s // 3600 % 24, s // 60 % 60, s % 60)

    def msg(role, text):
        state["n"] += 1
        state["msgs"] += 1
        rows.append({"v": 2, "id": "msg_au%d" % state["n"], "createdAt": ts(),
                     "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
        return len(rows) - 1

    def tool(city, topic):
        names = TOOLS_FOR[topic]
        name, argf, outf = rng.choice([t for t in L.tools if t[0] in names] or L.tools)
        state["call"] += 1
        cid = "call_au%d_%d" % (seed, state["call"])
        state["n"] += 1
        rows.append({"v": 2, "id": "msg_au%d" % state["n"], "createdAt": ts(),
                     "item": {"type": "function_call", "callId": cid, "name": name,
                              "arguments": json.dumps(argf(rng, city), ensure_ascii=False)}, "meta": {}})
        state["n"] += 1
        rows.append({"v": 2, "id": "msg_au%d" % state["n"], "createdAt": ts(),
                     "item": {"type": "function_call_result", "callId": cid, "name": name,
                              "status": "completed", "output": outf(rng, city)}, "meta": {}})

    decks = {}

    def draw(name, pool):
        d = decks.get(name)
        if not d:
            d = list(pool)
            rng.shuffle(d)
            decks[name] = d
        return d.pop()

    def filler_text(city):
        if rng.random() < 0.12:
            return draw("logs", L.logs).replace("{city}", city)
        t = draw("filler", L.filler)
        r = rng.random()
        if r < 0.3:
            t = t + (" " if lang == "en" else " ") + draw("filler", L.filler)
        elif r < 0.6:
            t = t + (" " if lang == "en" else " ") + draw("tails", L.tails)
        return t.replace("{city}", city)

    total_ex = len(plan)
    for ex_i, (kind, unit) in enumerate(plan):
        if state["msgs"] >= 278:
            break
        leg = min(len(route) - 1, ex_i * len(route) // max(1, total_ex))
        city = route[leg]
        city2 = route[min(len(route) - 1, leg + 1)] if leg + 1 < len(route) else route[0]
        if kind == "hello":
            msg("user", "hey, starting the trip log here" if lang == "en" else "嗨 行程的事我就在这里跟你说了")
            msg("assistant", assistant_reply(L, rng, "trip"))
            continue
        if kind == "filler":
            text, fix = voice(L, rng, filler_text(city), city)
            msg("user", text)
            if fix and rng.random() < 0.8 and state["msgs"] < 277:
                msg("user", fix if rng.random() < 0.7 else fix + (" " if lang == "en" else "，") + rng.choice(L.fixes))
            topic = rng.choice(list(L.topics))
            if rng.random() < 0.3:
                tool(city, topic)
            msg("assistant", assistant_reply(L, rng, topic, long=rng.random() < 0.8))
            continue
        # fact unit
        a_kinds = set(L.assist_t)
        by_assistant = len(unit) == 1 and unit[0]["kind"] in a_kinds and rng.random() < 0.22
        if by_assistant:
            f = unit[0]
            leads, tmpl = rng.choice(L.assist_t[f["kind"]])
            msg("user", rng.choice(leads))
            if rng.random() < 0.3:
                tool(city, TOPIC_OF[f["kind"]])
            body = render_fact(L, f, rng, city2, "assistant", tmpl)
            if rng.random() < 0.5:
                body = body + "\n\n" + assistant_reply(L, rng, TOPIC_OF[f["kind"]], long=False)
            idx = msg("assistant", body)
            for nd in f["needles"]:
                owner[nd] = idx
            continue
        pieces = [render_fact(L, f, rng, city2, "user") for f in unit]
        text = pieces[0]
        for p in pieces[1:]:
            j = rng.choice(L.joiners)
            if text[-1:] in "?？。.!！":
                j = j.lstrip("，。. ")
                j = (" " + j) if j else ""
            text += j + " " + p
        # surround with chit-chat sometimes (voice run-on)
        if rng.random() < 0.35:
            pre, fix = voice(L, rng, draw("filler", L.filler).replace("{city}", city), city)
            text = pre + (" " if lang == "en" else " ") + text if rng.random() < 0.6 else text + ("\n\n" + pre)
        else:
            fix = None
        idx = msg("user", text)
        for f in unit:
            for nd in f["needles"]:
                owner[nd] = idx
        if fix and rng.random() < 0.7:
            msg("user", fix)
        if rng.random() < 0.25:
            tool(city, TOPIC_OF[unit[-1]["kind"]])
        park = all(f["kind"] == "question" for f in unit)
        msg("assistant", assistant_reply(L, rng, TOPIC_OF[unit[-1]["kind"]], park=park))

    # closing chit-chat so the conversation ends naturally
    while state["msgs"] < 130:
        msg("user", rng.choice(L.filler).replace("{city}", route[-1]))
        msg("assistant", assistant_reply(L, rng, rng.choice(list(L.topics))))

    # check needles
    texts = []
    for r in rows:
        it = r["item"]
        if it["type"] == "message":
            texts.append(it["content"])
        else:
            texts.append(it.get("arguments", "") + "\n" + it.get("output", ""))
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return None
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return None
    for f in facts:
        for nd in f["needles"]:
            if nd not in owner:
                return None
            hits = [k for k, t in enumerate(texts) if nd in t]
            if hits != [owner[nd]]:
                return None
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return None
    return rows, facts


# --------------------------------------------------------------------------------------------
# running okbot
# --------------------------------------------------------------------------------------------

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([okbot] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def run_seed(okbot, workdir, seed, lang, per_kind, summary_max):
    for attempt in range(1000):
        res = build(seed, lang, per_kind, attempt)
        if res:
            break
    else:
        sys.exit("seed %d: could not build a conversation with unique needles" % seed)
    rows, facts = res
    root = os.path.join(workdir, "root-%d" % seed)
    if os.path.exists(root):
        import shutil
        shutil.rmtree(root)
    os.makedirs(workdir, exist_ok=True)
    run(okbot, root, ["init"])
    run(okbot, root, ["assistant", "create", "Writer"])
    run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", str(summary_max)])
    batch, count, compressions = [], 0, 0

    def flush():
        nonlocal batch, count, compressions
        if not batch:
            return
        run(okbot, root, ["session", "append", "-a", "Writer"],
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch))
        run(okbot, root, ["compress", "-a", "Writer", "--now"])
        compressions += 1
        batch, count = [], 0

    for r in rows:
        batch.append(r)
        if r["item"]["type"] == "message":
            count += 1
            if count == BATCH:
                flush()
    flush()
    ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    kept = {k: [0, 0] for k in KINDS}
    missing = []
    for f in facts:
        ok = all(nd in ctx for nd in f["needles"])
        kept[f["kind"]][1] += 1
        if ok:
            kept[f["kind"]][0] += 1
        else:
            missing.append(f)
    got = sum(v[0] for v in kept.values())
    print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
          % (seed, lang, nmsg, len(rows), compressions, got, len(facts), 100.0 * got / len(facts)))
    for f in sorted(missing, key=lambda f: KINDS.index(f["kind"])):
        print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
    sys.stdout.flush()
    return kept, root


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot = os.path.abspath(sys.argv[1]) if os.sep in sys.argv[1] else sys.argv[1]
    workdir = os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = int(os.environ.get("SUMMARY_MAX", "2000"))
    totals = {k: [0, 0] for k in KINDS}
    roots = []
    for pos, seed in enumerate(seeds):
        lang = "zh" if pos == len(seeds) - 1 else "en"
        kept, root = run_seed(okbot, workdir, seed, lang, per_kind, summary_max)
        roots.append(root)
        for k in KINDS:
            totals[k][0] += kept[k][0]
            totals[k][1] += kept[k][1]
    for k in KINDS:
        g, t = totals[k]
        print("kind %s %d/%d %.1f" % (k, g, t, 100.0 * g / t if t else 0.0))
    g = sum(v[0] for v in totals.values())
    t = sum(v[1] for v in totals.values())
    print("retention overall %.1f" % (100.0 * g / t if t else 0.0))
    longest = 0
    for root in roots:
        for path in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
            try:
                with open(path, encoding="utf-8") as fh:
                    data = json.load(fh)
            except (OSError, ValueError):
                continue
            s = data.get("summary") if isinstance(data, dict) else None
            if isinstance(s, str):
                longest = max(longest, len(s))
    print("max summary chars %d" % longest)


if __name__ == "__main__":
    main()
