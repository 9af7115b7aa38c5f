#!/usr/bin/env python3
"""Held-out retention set "bg": a wedding planner juggling three weddings at once.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path of the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on each run)
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a chatty, excitable wedding planner running three weddings at once -- couples and
vendors (florist, caterer, band, photographer), deposits and invoices, venue bookings and
contract versions, the planning app and its sync port, run-of-day timelines, venue rules,
open questions for the couples. He pastes vendor emails, timelines and quotes.
(中文：同时筹备三场婚礼的婚礼策划师。)

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question). Each fact has needles: exact substrings that must each occur in exactly one row of the
conversation (its own message). Rows are fed to `okbot session append` in batches of 25
messages with `okbot compress --now` after each; a fact counts as kept only when every needle is
found verbatim in the output of `okbot context show`.
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

# ---------------------------------------------------------------- English pools
EN = {}
EN["first"] = ["Marisol", "Dev", "Harriet", "Tomasz", "Ingrid", "Kwame", "Lucinda", "Rafael",
               "Siobhan", "Bertrand", "Noor", "Callum", "Delphine", "Osei", "Greta", "Ignacio",
               "Yasmin", "Ewan", "Priyanka", "Lorcan", "Beatrix", "Matteo", "Zainab", "Fergus",
               "Oksana", "Thaddeus", "Imogen", "Santiago", "Leonie", "Hamish"]
EN["last"] = ["Ferreira", "Okonkwo", "Lindqvist", "Pemberton", "Castellanos", "Achterberg",
              "Nakamura", "Whitlock", "Dubois", "Kowalczyk", "Hargreaves", "Abernathy", "Ruiz-Soto",
              "Mbeki", "Thornbury", "Vasquez", "O'Hanlon", "Petrakis", "Ellingham", "Szabo",
              "Quintero", "Blackwood", "Adeyemi", "Fairweather"]
EN["roles"] = ["florist", "caterer", "bandleader", "photographer", "venue coordinator",
               "cake baker", "officiant", "videographer", "hair and makeup artist", "DJ",
               "maid of honour", "best man", "stationery designer", "lighting tech"]
EN["vendors"] = ["florist", "caterer", "band", "photographer", "cake place", "linen rental people",
                 "videographer", "marquee company"]
EN["venues"] = [("Hollybrook Barn", "hollybrook"), ("the Marlow Hotel", "marlow"),
                ("Castle Drummond", "drummond"), ("Saltmarsh Lodge", "saltmarsh"),
                ("the Orangery at Kew Lane", "orangery"), ("Fenwick Mill", "fenwick")]
EN["months"] = ["January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December"]
EN["mon"] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]

EN["decisions"] = [
    ("going with Bloom & Thistle for flowers", "they actually answer their phone"),
    ("moving the ceremony indoors", "the forecast looks awful"),
    ("switching to a buffet", "plated service blew the budget"),
    ("dropping the sparkler exit", "venue insurance won't cover it"),
    ("hiring a second shooter", "the guest list hit 180"),
    ("booking a shuttle bus", "parking at the castle is tiny"),
    ("printing the menus ourselves", "the stationer wants three weeks"),
    ("keeping the string quartet", "the bride cried at their demo"),
    ("cancelling the ice sculpture", "it melted at the last tent wedding"),
    ("paying the caterer in two installments", "cash flow is tight until December"),
    ("moving speeches before dinner", "the best man gets nervous"),
    ("using paper contracts only", "the e-sign site keeps crashing"),
    ("doing a first look", "sunset is at ten past four"),
    ("renting heaters for the terrace", "guests froze at the last one"),
    ("skipping the photo booth", "nobody touched it in October"),
    ("ordering extra vegan mains", "the groom's side is mostly vegan"),
    ("swapping the band for a DJ after ten", "the overtime rate is insane"),
    ("sending the invites by email", "the post is on strike"),
]
EN["constraints"] = [
    "no confetti inside the chapel", "music off by 23:00", "no open flames on the terrace",
    "vendors load in only after 14:00", "never call the bride before 9am",
    "no red wine near the white sofas", "drones only with written permission",
    "never book a band without a signed rider", "no nails or tape on the oak beams",
    "speeches must end before 21:30", "no rice throwing on the lawn",
    "never share the guest list outside the team", "caterer must be out by midnight",
    "no deposits paid by personal card", "glitter is banned in the ballroom",
    "max 120 guests in the orangery", "don't email the groom's mother directly",
]
EN["questions"] = [
    "plus-ones for the cousins", "the exact vegetarian count", "who walks the bride down",
    "the first dance song", "a cake topper or not", "the dog as ring bearer",
    "hotel room blocks for guests", "an unplugged ceremony", "the late-night snack",
    "seating the divorced parents", "who does the readings", "the send-off with lanterns",
    "the guestbook format", "gifts for the bridal party", "the kids' table supervision",
    "the rain plan for photos",
]

EN["t_user"] = {
    "name": [
        "OMG finally heard back from the {role}!! their name's {v}, super sweet on the phone",
        "ok so for {w} the {role} is {v} — save that somewhere pls, I keep forgetting names",
        "{v} is officially our {role} for {w}!!! signed and everything 🎉",
        "quick one: new contact, {v}, {role}. replaces the last person who ghosted me lol",
        "Can you remember that {v} handles {role} stuff now? apparently the old guy left the company",
        "btw the {role} — {v} — called me at 7am today. SEVEN AM. anyway lovely person",
        "met {v} at the venue walkthrough today, they're doing {role} for {w}, total pro",
    ],
    "command": [
        "just ran `{v}` and it spat out a wall of warnings?? is that normal",
        "note to self (and you!): the thing to run before every venue walkthrough is {v}",
        "my nephew told me to type {v} whenever the app gets weird. writing it here so i dont lose it",
        "Ran {v} last night at like midnight, worked I think!!",
        "ok what does {v} actually do? i've been running it on faith haha",
        "the app's support guy said always run {v} after changing the guest list. so. yeah.",
    ],
    "id": [
        "invoice from the {vend} came in: {v}. paying it friday probably",
        "booking ref for {w} is {v} — the venue lady said quote it on every email!!",
        "their support opened a case for the double-charge thing, number is {v}",
        "ugh, order {v} for the linens is STILL not shipped",
        "keep {v} handy pls, it's the deposit receipt for the {vend}",
        "the quote number on the new PDF is {v} (they changed it AGAIN)",
    ],
    "port": [
        "the planning app sync runs on port {v} apparently?? hotel IT had to open it for me",
        "ok techy thing: WeddingDesk desktop <-> phone sync uses {v}. don't ask me why",
        "the venue wifi blocks basically everything except {v}, which luckily is the one we need",
        "changed the sync port to {v} bc the old one clashed with the photo booth laptop lol",
        "Note: the seating chart tool runs locally → localhost:{v}",
        "the band's sound guy asked which port our timeline screen uses — it's {v}, I set it last week",
    ],
    "version": [
        "contract for {w} is now at {v}, they added a cancellation clause",
        "WeddingDesk updated itself to {v} overnight and moved ALL the buttons 😩",
        "caterer sent menu {v} — pretty sure it's final final. maybe.",
        "don't use the older timeline, latest is {v}!!",
        "florist's proposal doc went to {v}, peonies swapped for garden roses",
        "we're on seating plan {v} now i think? lost count honestly",
    ],
    "money": [
        "deposit to the {vend} is {v}, paid today!! one down",
        "the band wants {v} for an extra hour. EXTRA HOUR. wow",
        "{vend} invoice: {v} total incl. tax, due end of month",
        "flower budget for {w} is capped at {v}, the couple was firm on that",
        "ok so the photographer quoted {v} for a second shooter",
        "refund of {v} from the linen place finally landed 🙌",
    ],
    "date": [
        "final tasting for {w} is on {v}!!! can't wait, free cake",
        "deadline for the final headcount: {v}. caterer won't budge",
        "{w} — rehearsal dinner moved to {v}",
        "the {vend} needs the deposit by {v} or we lose the slot",
        "menu sign-off is due {v}, putting it in my calendar rn",
        "photographer's doing the engagement shoot {v}, weather permitting lol",
    ],
    "decision": [
        "DECISION MADE!! we're {c} — {r}, so no brainer really",
        "ok after much agonizing: {c}. why? because {r}.",
        "Tell you what, I'm {c}, mostly because {r} 🙃",
        "{c}, final answer. {r}, and I'm not fighting that",
        "hmm so we're {c} since {r}. couple agreed on the call!!",
        "Decided for {w}: {c}. reason being {r}. onwards!",
    ],
    "constraint": [
        "Venue rule for {w}: {v}. they were VERY clear about this lol",
        "reminder to myself + you: {v}. always. no exceptions!!",
        "the contract literally says {v}, so let's plan around it",
        "Hard rule from the couple: {v}. write it in stone pls",
        "just so you know going forward — {v}.",
        "they fined the last planner for this so: {v}!!!",
    ],
    "question": [
        "need to ask the couple about {v} — any idea what they'll want? probs not lol",
        "Open question for {w}: what are we doing about {v}??",
        "hm, has anyone actually decided on {v}? i genuinely don't know",
        "wait. {v}. did we ever sort that out?? add it to the ask-the-couple list",
        "putting on the list for Saturday's call: {v}?",
        "What's the deal with {v} for {w}?? I keep forgetting to ask",
    ],
}
EN["t_asst"] = {
    "name": [
        "Looking at the email thread you pasted, the person signing as {role} is {v}, so I'd address the reply to them directly rather than the generic inbox.",
        "I'd loop in {v} on this — as the {role} for {w} they'll know whether the timing actually works.",
    ],
    "command": [
        "You can pull that out in one go with `{v}` — it won't touch anything else in the planning app.",
        "Try `{v}` first; if it still hangs we can look at the sync log together.",
    ],
    "id": [
        "I'd put {v} in the subject line so their accounts team can match the payment quickly.",
        "The confirmation you forwarded maps to reservation {v}; worth adding that to the vendor sheet.",
    ],
    "port": [
        "The app's sync service listens on {v} by default, so that's the one the hotel IT needs to allow.",
        "If the tablet can't connect, check that port {v} isn't blocked on the venue's guest network.",
    ],
    "version": [
        "The release notes say {v} fixed the duplicate-guest sync bug, so updating the tablets is worth it.",
        "The PDF footer says {v}, so that's the contract revision you'd actually be signing.",
    ],
    "money": [
        "Going by the quote breakdown, the balance still owed to the {vend} comes to {v}.",
        "Adding the travel fee, the total for the {vend} would be {v}.",
    ],
    "date": [
        "I'd aim to send the seating chart to the venue by {v}, which still leaves a week of buffer.",
        "Counting back from the wedding, the last safe day to confirm the band is {v}.",
    ],
    "decision": [
        "Logged it: you're {c}, because {r}. I'll reflect that in the planning notes for {w}.",
        "Noted as a decision — {c}; reason: {r}. I'll stop suggesting the alternatives.",
    ],
}
EN["asst_prompt"] = {
    "name": ["who should I even talk to about this? the email was signed by like three people",
             "who's the right person to ping here"],
    "command": ["how do I get the unpaid vendors out of the app again?? it's hiding them",
                "the app is frozen on the sync screen AGAIN. help"],
    "id": ["what do I put on the bank transfer so they know it's us?",
           "which reference was it on that confirmation email, I can't find it"],
    "port": ["hotel IT is asking which port to open, what do I tell them",
             "tablet won't connect to the laptop at the venue, ideas?"],
    "version": ["is it worth updating the app before saturday or nah",
                "which contract version am I signing, there are like four PDFs"],
    "money": ["what do we still owe them, roughly?", "ok so with the travel fee what's the total"],
    "date": ["when do I need to get the seating chart over to them?",
             "when's the latest I can confirm the band"],
    "decision": ["ok ok you've convinced me. write it down properly pls",
                 "yes. do it. log it before I change my mind again"],
}
EN["ack"] = {
    "name": ["Got it, added to the contacts list for that wedding.", "Saved. I'll use that name when we draft emails to them.",
             "Noted! Good to finally have a real person to talk to there."],
    "command": ["Warnings on that step are usually harmless cache notices, but if anything says ERROR paste it here and we'll look.",
                "Saved that in your tech notes. It's fine to run it whenever the app acts up."],
    "id": ["Saved to the vendor sheet next to the payment status.", "Got it, I'll reference that whenever we chase them."],
    "port": ["Noted in the tech notes for the venue setup.", "Got it. Worth telling the hotel IT in writing so nobody closes it again."],
    "version": ["Noted — I'll treat that as the current one and ignore older copies.", "Got it, I'll flag anything that changed against the previous one if you paste it."],
    "money": ["Logged in the budget tracker.", "Added to the payments list. Nice to tick one off!"],
    "date": ["In the calendar, with a reminder three days before.", "Added, and I'll nudge you the week before."],
    "decision": ["Makes total sense. Logged as decided.", "Good call, noted in the planning doc."],
    "constraint": ["Noted as a standing rule; I'll check every plan against it.", "Understood, I'll keep that in mind for everything we schedule there."],
    "question": ["That one's still open — I don't know what they'll want, so it's on the list for the couple.",
                 "I can't answer that for them; I've put it on the open-questions list."],
}
EN["fill_user"] = [
    "ugh the coffee machine at the office died 😭 today is going to be LONG",
    "ok where was I", "you're a lifesaver honestly", "three weddings in one month, whose idea was this. (mine. it was mine.)",
    "sorry, phone went crazy for like 20 mins", "do you think pastel is over? be honest",
    "the bride sent me 47 pinterest pins at 2am lmao", "I need a nap and it's 10am",
    "can you make me a short checklist for tomorrows venue visit?", "random but what's a nice way to say 'please stop emailing me' to a vendor",
    "The groom asked if he can arrive on a horse. I said I'd 'look into it' haha",
    "lunch was a sad sandwich in the car again", "ok focus. FOCUS.",
    "how do I politely tell an aunt she can't bring her own speakers",
    "the weather app says sun, the other weather app says storms. love that",
    "remind me why I didn't become an accountant",
    "can you draft a cheery reminder to the couples about the RSVP chase?",
    "the florist sent photos of the centrepiece mock-up and honestly I teared up",
    "tired but happy!! one of those days", "ok next thing",
    "is it weird to send vendors thank you cards before the wedding",
    "what's a good filler task when I'm waiting on like six emails",
]
EN["fill_asst"] = [
    "Totally understandable — three parallel weddings means three sets of vendors, timelines and emotions, and that's a lot to hold in your head at once.",
    "A good rhythm for days like this is to batch the small replies together and protect one block for the thing that actually needs thinking.",
    "For the venue visit, I'd bring a tape measure, the floor plan, the current timeline and a list of the load-in questions, and take photos of every power socket.",
    "You could keep the tone warm but firm: thank them for the updates, say you'll reach out when there's something to decide, and ask them to batch non-urgent questions weekly.",
    "Pastel isn't over, but muted, dusty versions are doing better than bright candy colours this season; pairing them with lots of greenery keeps it from feeling dated.",
    "On the RSVP chase, a friendly note with the cut-off and a one-click link works better than a long message; people respond to deadlines they can see at a glance.",
    "If it helps, we can go through each wedding in turn and list only what's blocking the next step; everything else can wait until Monday.",
    "Thank-you cards before the day are a lovely touch, especially for vendors who've gone above and beyond; it also tends to make them more flexible on the day.",
    "For the aunt, frame it around the venue's sound limits and the band's setup rather than her taste — that makes it about the rules, not about her.",
    "While you wait on replies, updating the master timeline or the guest dietary list is a good low-stakes task that always pays off later.",
    "Weather apps disagree a lot more than people expect more than a week out, so I'd plan for both and decide on the rain setup two days before.",
    "Take the nap if you can — decisions made while exhausted are usually the ones that get revisited.",
]
EN["fill_asst_list"] = [
    "Here's a short version:\n- confirm arrival times with every vendor\n- check the power and water points\n- walk the guest route from parking to ceremony\n- note where the rain setup would go\n- photograph the room at the same time of day as the ceremony",
    "Suggested order for today:\n1. reply to anything with a deadline this week\n2. update the budget tracker\n3. chase the outstanding RSVPs\n4. tidy the shared folder\n5. one fun thing (moodboards count)",
    "Draft:\n\nHi both! Just a gentle nudge that RSVPs close soon — if you could chase any stragglers on your side that would be amazing. Once we have final numbers, the caterer can lock the menu and we can get the seating plan going. Shout if you need anything!\n\nWarmly,\nyour planner",
]


def en_pastes(rng, wedding):
    t0 = rng.choice([12, 13, 14, 15])
    tl = ["Run of day — %s (draft)" % wedding,
          "%02d:00  hair & makeup wraps" % (t0 - 2),
          "%02d:30  photographer arrives, detail shots" % (t0 - 1),
          "%02d:00  guests arrive, welcome drinks" % t0,
          "%02d:30  ceremony" % t0,
          "%02d:15  group photos on the lawn" % (t0 + 1),
          "%02d:00  dinner service" % (t0 + 3),
          "%02d:30  first dance" % (t0 + 6),
          "22:45  last orders"]
    email = ("Hi there,\n\nThanks so much for getting in touch! We're delighted to confirm we still have "
             "availability for your date. Our team will need final numbers two weeks ahead, and we'll "
             "send a revised proposal once the menu choices are in. Please let us know if you have any "
             "questions at all.\n\nKind regards,\nThe events team")
    quote = ("Item | Qty | Unit | Line\n"
             "Centrepieces (low, seasonal) | %d | 65.00 | %d.00\n"
             "Bridal bouquet | 1 | 180.00 | 180.00\n"
             "Buttonholes | %d | 12.00 | %d.00\n"
             "Delivery & setup | 1 | 95.00 | 95.00" % (
                 (n := rng.randint(8, 18)), n * 65, (m := rng.randint(5, 12)), m * 12))
    return [
        "pasting the timeline they sent, can you sanity check??\n\n" + "\n".join(tl),
        "email from the venue, what do you make of this:\n\n" + email,
        "here's the florist quote table, does the maths look right to you\n\n" + quote,
    ]


# ---------------------------------------------------------------- Chinese pools
ZH = {}
ZH["sur"] = ["陈", "林", "黄", "周", "吴", "郑", "孙", "马", "胡", "郭", "何", "罗", "高", "梁", "宋", "唐", "许", "韩", "冯", "邓"]
ZH["given"] = ["思雨", "浩然", "佳怡", "子轩", "雨桐", "俊杰", "梓涵", "明轩", "欣妍", "宇航", "诗琪", "嘉豪",
               "晓萌", "志强", "婉清", "一鸣", "可欣", "天佑", "若曦", "文博"]
ZH["roles"] = ["花艺师", "餐饮负责人", "乐队主唱", "摄影师", "场地经理", "蛋糕师", "司仪", "摄像师",
               "化妆师", "伴娘", "伴郎", "灯光师", "请柬设计师"]
ZH["vendors"] = ["花艺", "餐饮", "乐队", "摄影", "蛋糕店", "桌布租赁", "摄像", "帐篷公司"]
ZH["venues"] = [("湖畔庄园那场", "lakeside"), ("老洋房那场", "villa"), ("海边酒店那场", "seaview"),
                ("山顶草坪那场", "hilltop"), ("古镇会馆那场", "guzhen")]
ZH["decisions"] = [
    ("改用线上签合同", "纸质合同来回寄太慢"), ("仪式搬到室内", "天气预报说有暴雨"),
    ("改成自助餐", "桌餐超预算太多"), ("取消冷焰火", "场地保险不覆盖"),
    ("多请一个副摄", "宾客涨到一百八十人"), ("订两辆接驳大巴", "古镇停车位太少"),
    ("菜单自己打印", "印刷厂要排三周"), ("保留弦乐四重奏", "新娘听试音听哭了"),
    ("取消冰雕", "上次帐篷婚礼冰雕全化了"), ("餐饮尾款分两次付", "十二月之前现金流紧张"),
    ("致辞挪到晚宴前", "伴郎一喝酒就紧张"), ("安排先看仪式", "日落时间太早了"),
    ("露台租取暖器", "上一场客人冻得发抖"), ("不要拍照亭了", "十月那场根本没人用"),
    ("加订素食主菜", "男方家里很多人吃素"), ("十点后乐队换成DJ", "乐队加时费太离谱"),
]
ZH["constraints"] = [
    "不许撒彩纸", "23点后不能放音乐", "露台不能有明火", "供应商14点后才能进场",
    "早上9点前别给新娘打电话", "白沙发附近不许放红酒", "无人机必须提前书面报备",
    "没签技术附件不许订乐队", "橡木梁上不许钉钉子贴胶带", "致辞必须21点半前结束",
    "草坪上不许撒米", "宾客名单不能外传", "餐饮团队午夜前必须撤场",
    "定金不能用个人卡付", "宴会厅禁止用亮片", "花房最多容纳120人",
]
ZH["questions"] = [
    "表亲能不能带家属", "素食的准确人数", "谁陪新娘走红毯", "第一支舞用哪首歌",
    "蛋糕要不要放摆件", "狗狗能不能当戒童", "要不要给宾客包酒店房间", "仪式要不要禁手机",
    "夜宵吃什么", "离异父母的座位怎么排", "谁来念誓词前的致辞", "送客要不要放孔明灯",
    "签到簿用什么形式", "伴娘伴郎的回礼", "儿童桌谁来照看", "下雨的话外景怎么拍",
]
ZH["t_user"] = {
    "name": [
        "终于联系上{role}了！！叫{v}，电话里人超好",
        "{w}的{role}定了，是{v}，帮我记一下，我老记不住名字😂",
        "{v}正式成为{w}的{role}啦！！合同都签了🎉",
        "新联系人：{v}，{role}，接替之前那个失联的",
        "记住哈，现在{role}的事找{v}，原来那个人离职了",
        "那个{role}{v}今天早上七点给我打电话……七点！不过人很nice",
        "今天踩场见到了{v}，{w}的{role}，特别专业！",
    ],
    "command": [
        "刚跑了 `{v}`，刷出来一堆警告？？正常吗",
        "记一下（你也记着！）：每次踩场前要先跑 {v}",
        "我外甥说软件卡了就敲 {v}，写这儿省得我忘了",
        "昨晚半夜跑了 {v}，好像成功了！！",
        "话说 {v} 到底是干嘛的？我一直是闭着眼睛在跑哈哈",
        "软件客服说改完宾客名单一定要跑一下 {v}，好吧",
    ],
    "id": [
        "{vend}的发票来了：{v}，估计周五付",
        "{w}的场地预订号是{v}，场地那边说每封邮件都要写上！！",
        "重复扣款那事客服开了工单，编号{v}",
        "啊啊啊桌布那个订单{v}到现在还没发货",
        "{v}帮我留着，是{vend}定金的收据号",
        "新报价单上的编号是{v}（又改了！！）",
    ],
    "port": [
        "策划软件同步走的是{v}端口？？酒店IT专门帮我开的",
        "技术问题记一下：电脑和手机同步用的端口是{v}，别问我为什么",
        "场地wifi几乎全封了，就{v}能通，还好正好是我们要的",
        "同步端口改成{v}了，原来那个跟拍照亭的电脑冲突哈哈",
        "备注：座位图工具本地跑在 localhost:{v}",
        "乐队调音师问流程大屏用哪个端口，是{v}吧，我上周设的",
    ],
    "version": [
        "{w}的合同现在是{v}了，加了取消条款",
        "策划软件半夜自己升级到{v}，按钮全挪位置了😩",
        "餐饮发来的菜单是{v}，应该是最终版了吧。大概。",
        "别用旧的流程表了，最新的是{v}！！",
        "花艺方案文档更新到{v}，芍药换成了月季",
        "座位图现在应该是{v}？我自己都数不清了",
    ],
    "money": [
        "{vend}定金{v}，今天付了！！搞定一个",
        "乐队加一小时要{v}，一小时啊，服了",
        "{vend}发票：含税一共{v}，月底前付",
        "{w}的花艺预算封顶{v}，新人很坚决",
        "摄影师报价副摄{v}",
        "桌布那家退的{v}终于到账了🙌",
    ],
    "date": [
        "{w}的试菜定在{v}！！！期待，有免费蛋糕吃",
        "最终人数截止{v}，餐饮那边一天都不让",
        "{w}的彩排晚宴改到{v}了",
        "{vend}说定金{v}前要付，不然档期就没了",
        "菜单确认{v}截止，我马上写进日历",
        "摄影师{v}拍订婚照，看天气吧哈哈",
    ],
    "decision": [
        "决定了！！{c}，因为{r}，没啥好纠结的",
        "纠结了半天：{c}。为什么？{r}。",
        "跟你说，我打算{c}，主要是{r}🙃",
        "{c}，就这么定了。{r}，我也没办法",
        "嗯那就{c}吧，毕竟{r}。电话里新人也同意了！！",
        "{w}定了：{c}，原因是{r}。继续！",
    ],
    "constraint": [
        "{w}的场地规定：{v}。他们强调了好几遍哈哈",
        "提醒我自己也提醒你：{v}，任何时候都是，没有例外！！",
        "合同里白纸黑字写着{v}，按这个来安排吧",
        "新人定的铁规矩：{v}，帮我刻在脑子里",
        "以后都记住哈——{v}。",
        "上一个策划师就因为这个被罚款了，所以：{v}！！！",
    ],
    "question": [
        "得问问新人{v}，你觉得他们会怎么想？估计你也不知道哈哈",
        "{w}还没定的：{v}？？",
        "嗯……{v}到底有人定了没？我真不知道",
        "等等，{v}，我们是不是一直没搞定？？加到问新人的清单里",
        "周六电话要问的：{v}？",
        "{w}那边{v}到底怎么说？？我老忘了问",
    ],
}
ZH["t_asst"] = {
    "name": ["看你贴的邮件，落款是{role}{v}，建议直接回复给这个人，别发公共邮箱。",
             "这件事可以拉上{v}，作为{w}的{role}，时间上行不行他们最清楚。"],
    "command": ["可以直接用 `{v}` 一次导出来，不会动软件里的其他数据。",
                "先试试 `{v}`，要是还卡，我们再一起看同步日志。"],
    "id": ["转账备注里写{v}，对方财务对账会快很多。", "你转发的确认邮件对应的预订号是{v}，建议记到供应商表里。"],
    "port": ["软件同步服务默认监听{v}，所以让酒店IT放行这个就行。", "平板连不上的话，看看场地访客网络有没有封掉{v}端口。"],
    "version": ["更新说明里写着{v}修好了宾客重复同步的bug，平板值得升级。", "PDF页脚写的是{v}，你要签的就是这一版合同。"],
    "money": ["按报价明细算，还欠{vend}的尾款是{v}。", "加上路费，{vend}一共是{v}。"],
    "date": ["座位图建议{v}前发给场地，这样还留一周余量。", "从婚礼往前倒推，最晚{v}要跟乐队确认。"],
    "decision": ["记下了：{c}，因为{r}。我会更新到{w}的策划笔记里。", "已记为决定——{c}；原因：{r}。其他方案我就不再提了。"],
}
ZH["asst_prompt"] = {
    "name": ["这事我到底该找谁？邮件落款有三个人", "这个该联系谁啊"],
    "command": ["怎么从软件里把没付款的供应商导出来？它藏起来了", "软件又卡在同步界面了！！救命"],
    "id": ["转账备注写什么他们才知道是我们？", "那封确认邮件上的编号是哪个来着，找不到了"],
    "port": ["酒店IT问要开哪个端口，我怎么回", "场地平板连不上电脑，有办法吗"],
    "version": ["周六前要不要升级软件啊", "我要签的是哪一版合同，有四个PDF"],
    "money": ["我们大概还欠他们多少？", "算上路费一共多少"],
    "date": ["座位图什么时候要给他们？", "最晚什么时候要跟乐队确认"],
    "decision": ["好吧好吧你说服我了，帮我正式记下来", "行，就这么办，趁我还没反悔赶紧记上"],
}
ZH["ack"] = {
    "name": ["好的，已加到这场婚礼的联系人里。", "记下了，以后起草邮件就用这个名字。", "收到！终于有个具体的人可以对接了。"],
    "command": ["那一步的警告一般是缓存提示，没关系；如果出现ERROR就贴过来我们一起看。", "已记到技术备忘里，软件出问题时随时可以跑。"],
    "id": ["已记到供应商表里，和付款状态放在一起。", "好的，以后催他们就用这个编号。"],
    "port": ["已记到场地技术备忘里。", "收到，最好书面告诉酒店IT，免得又被关掉。"],
    "version": ["好的，以这一版为准，旧的都不管了。", "收到，你把新版贴过来我可以帮你对比改了什么。"],
    "money": ["已记到预算表里。", "已加到付款清单，又划掉一项！"],
    "date": ["已写进日历，提前三天提醒你。", "加上了，前一周我会提醒你。"],
    "decision": ["很合理，记为已决定。", "好决定，已写进策划文档。"],
    "constraint": ["已记为长期规定，以后每个安排我都会对照一下。", "明白，那边所有安排我都会注意这一点。"],
    "question": ["这个还没答案——我也不知道他们想要什么，已经放进问新人的清单里了。", "这个我没法替他们回答，先放进待问清单。"],
}
ZH["fill_user"] = [
    "办公室咖啡机坏了😭 今天要熬死了", "我刚说到哪了", "你真是救星！！", "一个月三场婚礼，谁出的主意……哦是我自己",
    "不好意思，刚手机炸了二十分钟", "你说莫兰迪色是不是过时了？说实话", "新娘半夜两点给我发了47张小红书截图哈哈哈",
    "才上午十点我就想睡了", "帮我列个明天踩场的清单呗", "怎么委婉地让供应商别一直给我发消息",
    "新郎问能不能骑马入场，我说我“研究一下”哈哈", "午饭又是在车里啃面包", "好，专心，专心！！",
    "怎么跟一个阿姨说她不能自己带音响来", "一个天气app说晴天另一个说暴雨，绝了", "我当初为啥不去当会计",
    "帮我写个提醒新人催回执的消息，语气活泼点", "花艺发来桌花样品照片，我差点哭了", "累但开心！！", "好，下一件事",
    "婚礼前就给供应商寄感谢卡会不会很奇怪", "等六封邮件回复的时候我能干点啥",
]
ZH["fill_asst"] = [
    "完全理解——三场婚礼同时进行，就是三套供应商、三份流程、三种情绪，全装在脑子里确实很累。",
    "这种日子比较好的节奏是把零碎回复集中处理，再留出一整块时间给真正需要动脑的事情。",
    "踩场建议带上卷尺、平面图、当前流程表和进场问题清单，每个电源插座都拍张照片。",
    "语气可以温和但坚定：感谢对方的更新，说明需要决定时会主动联系，非紧急的问题请每周汇总一次发过来。",
    "莫兰迪色没过时，不过今年低饱和的灰调比糖果色更受欢迎，配大量绿植就不会显得老气。",
    "催回执的话，一条带截止日期和一键链接的短消息比长篇大论有效得多，大家对一眼能看到的期限反应更快。",
    "要不我们一场一场过，只列出卡住下一步的事情，其他的都可以等到周一再说。",
    "婚礼前寄感谢卡很暖心，尤其是对特别用心的供应商，当天他们通常也会更配合。",
    "跟阿姨沟通时可以从场地音量限制和乐队设备的角度说，而不是她的品味，这样就是规定问题而不是针对她。",
    "等回复的时候，更新总流程表或宾客忌口表是个低风险、以后一定用得上的活儿。",
    "一周以上的天气预报本来就经常不一致，建议两套方案都准备，婚礼前两天再决定雨天布置。",
    "能睡就睡一会儿吧——累的时候做的决定，往往之后还得推翻重来。",
]
ZH["fill_asst_list"] = [
    "简单版：\n- 跟每个供应商确认到场时间\n- 检查电源和水源位置\n- 从停车场走一遍到仪式区的宾客路线\n- 记下雨天方案放在哪\n- 在仪式同一时间段给场地拍照",
    "今天建议的顺序：\n1. 先回本周有截止日期的\n2. 更新预算表\n3. 催还没回的回执\n4. 整理共享文件夹\n5. 做一件开心的事（做情绪板也算）",
    "草稿：\n\n亲爱的两位！温馨提醒一下回执快截止啦——如果你们那边还有没回复的亲友，麻烦帮忙催一催～人数定下来之后餐饮就能锁菜单，我们也可以开始排座位啦。有任何问题随时找我！\n\n你们的策划师",
]


def zh_pastes(rng, wedding):
    t0 = rng.choice([11, 12, 15, 16])
    tl = ["婚礼当天流程 —— %s（草稿）" % wedding,
          "%02d:00  化妆结束" % (t0 - 2), "%02d:30  摄影师到场拍细节" % (t0 - 1),
          "%02d:00  宾客签到、迎宾酒" % t0, "%02d:30  仪式开始" % t0,
          "%02d:15  草坪合影" % (t0 + 1), "%02d:00  晚宴开始" % (t0 + 3),
          "%02d:30  第一支舞" % (t0 + 5), "22:40  最后一轮酒水"]
    email = ("您好！\n\n非常感谢您的咨询！很高兴通知您，您选的日期我们仍有档期。最终人数需要提前两周确认，"
             "菜品选好后我们会再发一版方案。如有任何问题请随时联系。\n\n祝好\n宴会部")
    n, m = rng.randint(8, 18), rng.randint(5, 12)
    quote = ("项目 | 数量 | 单价 | 小计\n桌花（低矮款） | %d | 380 | %d\n手捧花 | 1 | 980 | 980\n"
             "胸花 | %d | 60 | %d\n运输及布置 | 1 | 500 | 500" % (n, n * 380, m, m * 60))
    return ["贴一下他们发来的流程，帮我看看有没有问题？？\n\n" + "\n".join(tl),
            "场地发来的邮件，你看看什么意思：\n\n" + email,
            "花艺的报价单，帮我算算对不对\n\n" + quote]


TOOLS_EN = [
    ("search_history", {"query": "florist quote"}, "3 earlier messages mention the florist quote; most recent one is from this morning."),
    ("manage_note", {"action": "list"}, "Notes: 'Vendor sheet', 'Budget tracker', 'Open questions', 'Tech notes'"),
    ("manage_task_progress", {"action": "show"}, "Task 'Venue walkthrough prep': 2 of 5 steps done."),
    ("weather_lookup", {"place": "venue", "days": 7}, "Mostly dry, 40% chance of showers on the weekend, lows around 6°C."),
    ("calendar_list", {"range": "next 14 days"}, "11 events: 4 vendor calls, 2 tastings, 3 site visits, 2 personal."),
]
TOOLS_ZH = [
    ("search_history", {"query": "花艺 报价"}, "之前有3条消息提到花艺报价，最近一条是今天上午。"),
    ("manage_note", {"action": "list"}, "笔记：《供应商表》《预算表》《待问问题》《技术备忘》"),
    ("manage_task_progress", {"action": "show"}, "任务《踩场准备》：5步已完成2步。"),
    ("weather_lookup", {"place": "场地", "days": 7}, "大致晴好，周末有40%概率阵雨，最低气温6°C左右。"),
    ("calendar_list", {"range": "未来14天"}, "共11项：4个供应商电话、2次试菜、3次踩场、2个私事。"),
]


# ---------------------------------------------------------------- value generators
def gen_values(rng, lang, kind, n, ctx):
    out, seen, tries = [], set(), 0
    while len(out) < n:
        tries += 1
        if tries > 5000:
            raise SystemExit("cannot generate %d values of %s" % (n, kind))
        v = one_value(rng, lang, kind, ctx)
        key = v if isinstance(v, str) else v[0]
        if key in seen:
            continue
        seen.add(key)
        out.append(v)
    return out


def one_value(rng, lang, kind, ctx):
    P = EN if lang == "en" else ZH
    if kind == "name":
        if lang == "en":  # (English names are drawn in build() so first names stay distinct)
            return rng.choice(EN["first"]) + " " + rng.choice(EN["last"])
        return rng.choice(ZH["sur"]) + rng.choice(ZH["given"])
    if kind == "command":
        slug = rng.choice(ctx["slugs"])
        forms = [
            "weddingdesk sync --wedding %s --force" % slug,
            "weddingdesk export --wedding %s --format %s" % (slug, rng.choice(["csv", "xlsx", "pdf"])),
            "planr timeline push %s --notify" % slug,
            "rsync -av ~/Weddings/%s/ nas:/backups/%s/" % (slug.capitalize(), slug),
            "weddingdesk vendors list --wedding %s --unpaid" % slug,
            "pdftk contract_%s.pdf cat 1-3 output %s_signed.pdf" % (slug, slug),
            "weddingdesk seating import %s_seating.csv" % slug,
            "planr invoices reconcile --month %s" % rng.choice(["nov", "dec", "jan"]),
            "weddingdesk doctor --repair-cache",
            "planr guests dedupe --wedding %s" % slug,
            "zip -r %s_moodboard.zip moodboards/%s" % (slug, slug),
            "weddingdesk login --reset-token",
            "planr rsvp export --only-missing --wedding %s" % slug,
        ]
        return rng.choice(forms)
    if kind == "id":
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        forms = ["INV-%05d" % rng.randint(10000, 99999),
                 "BK-%04d-%s%s" % (rng.randint(1000, 9999), rng.choice(L), rng.choice(L)),
                 "ORD%06d" % rng.randint(100000, 999999), "CASE-%04d" % rng.randint(1000, 9999),
                 "FLR-%03d%s" % (rng.randint(100, 999), rng.choice(L)), "QT-%04d" % rng.randint(1000, 9999),
                 "DEP-%05d" % rng.randint(10000, 99999)]
        return rng.choice(forms)
    if kind == "port":
        return str(rng.choice([rng.randint(3000, 9899), rng.randint(10000, 49000)]))
    if kind == "version":
        a, b, c = rng.randint(1, 9), rng.randint(0, 14), rng.randint(1, 19)
        if lang == "zh" and rng.random() < 0.3:
            return "第%d.%d版" % (a, b)
        return rng.choice(["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "v%d.%d" % (a, b), "rev %d.%d" % (a, b)])
    if kind == "money":
        amt = rng.choice([rng.randint(3, 60) * 25, rng.randint(10, 250) * 50, rng.randint(151, 9999)])
        if lang == "en":
            cur = rng.choice(["$", "€", "£"])
            s = "{:,}".format(amt)
            if rng.random() < 0.15:
                s += ".50"
            return cur + s
        f = rng.random()
        if f < 0.5:
            return "%d元" % amt
        if f < 0.75:
            return "¥{:,}".format(amt)
        return "%d块" % amt
    if kind == "date":
        m, d = rng.randint(1, 12), rng.randint(10, 28)
        if lang == "en":
            suf = "th" if d not in (21, 22, 23) else {21: "st", 22: "nd", 23: "rd"}[d]
            return rng.choice(["%s %d" % (EN["months"][m - 1], d), "%d/%02d" % (d, m),
                               "Friday the %d%s" % (d, suf), "the %d%s of %s" % (d, suf, EN["months"][m - 1]),
                               "%s %d%s" % (EN["mon"][m - 1], d, suf)])
        return rng.choice(["%d月%d日" % (m, d), "%d月%d号" % (m, d), "下周五%d号" % d, "%d月%d日周六" % (m, d)])
    if kind == "decision":
        return rng.choice(P["decisions"])
    if kind == "constraint":
        return rng.choice(P["constraints"])
    if kind == "question":
        return rng.choice(P["questions"])


# ---------------------------------------------------------------- conversation builder
def typo(rng, text):
    words = text.split(" ")
    cand = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not cand:
        return text
    i = rng.choice(cand)
    w = words[i]
    j = rng.randint(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def build(seed, lang, per_kind, attempt):
    rng = random.Random(seed * 7919 + attempt * 104729)
    P = EN if lang == "en" else ZH
    venues = rng.sample(P["venues"], 3)
    ctx = {"slugs": [s for _, s in venues]}
    wnames = [v for v, _ in venues]

    facts = []  # dict(kind, needles, units)
    for kind in KINDS:
        if kind == "name" and lang == "en":
            vals, used = [], set()
            while len(vals) < per_kind:
                f = rng.choice(EN["first"])
                if f in used:
                    continue
                used.add(f)
                vals.append(f if rng.random() < 0.2 else f + " " + rng.choice(EN["last"]))
        else:
            vals = gen_values(rng, lang, kind, per_kind, ctx)
        for v in vals:
            fill = {"w": rng.choice(wnames), "role": rng.choice(P["roles"]), "vend": rng.choice(P["vendors"])}
            if kind == "decision":
                fill["c"], fill["r"] = v
                needles = [v[0], v[1]]
            else:
                fill["v"] = v
                needles = [v]
            from_asst = kind in P["t_asst"] and rng.random() < 0.28
            if from_asst:
                prompt = rng.choice(P["asst_prompt"][kind])
                text = rng.choice(P["t_asst"][kind]).format(**fill)
                unit = [("user", prompt), ("assistant", text)]
                own = 1
            else:
                text = rng.choice(P["t_user"][kind]).format(**fill)
                unit = [("user", text), ("assistant", rng.choice(P["ack"][kind]))]
                own = 0
            facts.append({"kind": kind, "needles": needles, "unit": unit, "own": own, "user_side": not from_asst})
    rng.shuffle(facts)

    # sometimes pack two user-side facts into one message
    units = []
    i = 0
    joiner = [" also ", " oh and ", "\n\nALSO: ", " — and "] if lang == "en" else ["另外，", "还有，", "\n\n对了：", "，顺便说下，"]
    while i < len(facts):
        f = facts[i]
        if (i + 1 < len(facts) and f["user_side"] and facts[i + 1]["user_side"] and rng.random() < 0.12):
            g = facts[i + 1]
            txt = f["unit"][0][1] + rng.choice(joiner) + g["unit"][0][1]
            reply = f["unit"][1][1] + " " + g["unit"][1][1]
            units.append({"rows": [("user", txt), ("assistant", reply)], "facts": [(f, 0), (g, 0)]})
            i += 2
            continue
        units.append({"rows": list(f["unit"]), "facts": [(f, f["own"])]})
        i += 1

    fact_msgs = sum(len(u["rows"]) for u in units)
    lo = max(130, fact_msgs + 24)
    hi = min(280, max(lo + 10, fact_msgs + 90))
    target = rng.randint(lo, hi)
    n_fill = max(0, (target - fact_msgs) // 2)

    def filler_unit():
        r = rng.random()
        if r < 0.15:
            u = rng.choice((en_pastes if lang == "en" else zh_pastes)(rng, rng.choice(wnames)))
            a = rng.choice(P["fill_asst"]) + ("\n\n" if lang == "en" else "\n\n") + rng.choice(P["fill_asst"])
        else:
            u = rng.choice(P["fill_user"])
            if lang == "en" and rng.random() < 0.2:
                u = typo(rng, u)
            parts = rng.sample(P["fill_asst"], rng.randint(1, 3))
            a = (" " if lang == "en" else "").join(parts)
            if rng.random() < 0.3:
                a += "\n\n" + rng.choice(P["fill_asst_list"])
        return {"rows": [("user", u), ("assistant", a)], "facts": []}

    fillers = [filler_unit() for _ in range(n_fill)]
    # spread facts over the whole conversation
    seq = []
    total = len(units) + len(fillers)
    slots = sorted(rng.sample(range(total), len(units)))
    ui = fi = 0
    for k in range(total):
        if ui < len(units) and k == slots[ui]:
            seq.append(units[ui]); ui += 1
        else:
            seq.append(fillers[fi]); fi += 1

    # rows
    rows, owners = [], []  # owners: list of (fact) for needle rows
    n = 0
    minute = 7 * 60 + rng.randint(0, 40)
    sec = 0
    tools = TOOLS_EN if lang == "en" else TOOLS_ZH

    def stamp():
        nonlocal minute, sec
        minute += rng.randint(1, 3)
        sec = rng.randint(0, 59)
        return "2026-11-20T%02d:%02d:%02dZ" % (minute // 60, minute % 60, sec)

    fact_row = {}
    for u in seq:
        for idx, (role, text) in enumerate(u["rows"]):
            if role == "assistant" and rng.random() < 0.1:
                name, args, out = rng.choice(tools)
                n += 1
                cid = "call_bg%d" % n
                ts = stamp()
                rows.append({"v": 2, "id": "msg_bg%d" % n, "createdAt": ts,
                             "item": {"type": "function_call", "callId": cid, "name": name,
                                      "arguments": json.dumps(args, ensure_ascii=False)}, "meta": {}})
                n += 1
                rows.append({"v": 2, "id": "msg_bg%d" % n, "createdAt": ts,
                             "item": {"type": "function_call_result", "callId": cid, "name": name,
                                      "status": "completed", "output": out}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bg%d" % n, "createdAt": stamp(),
                         "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
            for f, own in u["facts"]:
                if own == idx:
                    fact_row[id(f)] = len(rows) - 1
    facts_out = [f for u in seq for f, _ in u["facts"]]
    return rows, facts_out, fact_row


def row_text(r):
    it = r["item"]
    if it["type"] == "message":
        return it["content"]
    return it["name"] + "\n" + it.get("arguments", "") + "\n" + it.get("output", "")


def check(rows, facts, fact_row):
    texts = [row_text(r) for r in rows]
    allneedles = [nd for f in facts for nd in f["needles"]]
    if len(set(allneedles)) != len(allneedles):
        return False
    for a in allneedles:
        for b in allneedles:
            if a != b and a in b:
                return False
    for f in facts:
        for nd in f["needles"]:
            hits = [i for i, t in enumerate(texts) if nd in t]
            if hits != [fact_row[id(f)]]:
                return False
    msgs = sum(1 for r in rows if r["item"]["type"] == "message")
    return 130 <= msgs <= 280


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.stderr.strip() or ("okbot %s failed with %d" % (" ".join(args), p.returncode)))
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        for attempt in range(200):
            rows, facts, fact_row = build(seed, lang, per_kind, attempt)
            if check(rows, facts, fact_row):
                break
        else:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, cnt, comps = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                cnt += 1
            if (cnt == BATCH and r["item"]["type"] == "message") or i == len(rows) - 1:
                run(okbot, env, ["session", "append", "-a", "Writer"],
                    "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, env, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, cnt = [], 0
        ctxt = run(okbot, env, ["context", "show", "-a", "Writer"])
        msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        kept, missing = 0, []
        for k in KINDS:
            for f in facts:
                if f["kind"] != k:
                    continue
                ok = all(nd in ctxt for nd in f["needles"])
                tot[k][1] += 1
                if ok:
                    kept += 1
                    tot[k][0] += 1
                else:
                    missing.append("  missing %s: %s" % (k, " + ".join(f["needles"])))
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, lang, msgs, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for m in missing:
            print(m)
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / max(1, tot[k][1])))
    print("retention overall %.1f" % (100.0 * allk / max(1, alln)))
    best = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns and dp != root:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    if isinstance(s, str):
                        best = max(best, len(s))
                except (OSError, ValueError):
                    pass
    print("max summary chars %d" % best)


if __name__ == "__main__":
    main()
