#!/usr/bin/env python3
"""Held-out retention set "v" for okbot conversation summaries.

Theme: a high-school teacher in Ohio planning an overnight class trip to Washington DC while
grading finals and fielding parents' emails (English); a 中学班主任 in 成都 organising 春游 and
家长会 with 家长群 messages pasted in (Chinese, always the last seed).

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5)
Env:   PER_KIND (default 10) facts of each kind per conversation
       SUMMARY_MAX (default 2000) contextCompression.summaryMaxChars
       DUMP=DIR also write each conversation (rows.jsonl + facts.json) into DIR
Also:  python3 gen.py --check [seed ...]   only generate + validate, no okbot needed.

Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
ASSISTANT_OK = {"name", "command", "id", "port", "version", "money", "date"}

# ----------------------------------------------------------------------------- English pools
EN_NAMES = ["Denise Okafor", "Marcy Delgado", "Trent Whitaker", "Lorraine Szymanski", "Jamal Pruitt",
            "Becca Lindqvist", "Howard Tran", "Keisha Blanchard", "Doug Ferris", "Ines Kowalczyk",
            "Raymond Achebe", "Shelby Vance", "Priya Natarajan", "Gretchen Albers", "Tomasz Nowicki",
            "Wendy Oyelaran", "Phil Dunmore", "Alicia Restrepo", "Gary Holcomb", "Naomi Fairbanks",
            "Luis Echeverria", "Tammy Rourke", "Brent Kaczmarek", "Colleen Ashby", "Darnell Fitch"]
EN_KIDS = ["Kayden", "Madison", "Jaxon", "Brooklyn", "Tyler", "Aaliyah", "Connor", "Emma", "Hunter", "Sophia"]
EN_NAME_FR_U = [
    "{n} ({kid}'s mom) signed up to chaperone, so that's one more adult on the girls' floor",
    "ok so {n} from the front office is the one who actually handles the bus invoices apparently",
    "cc'ing {n} on everything from now on bc that's who signs off on field trips now",
    "omg i ran into {n} in the copy room and got roped into proctoring 6th period lol",
    "the DC tour guide is {n}, super nice on the phone, talked my ear off about the Lincoln Memorial",
    "if i'm out sick the sub folder goes to {n}, remind me to actually send it",
    "{n} volunteered to drive the med kit and the extra luggage down in a van!!",
    "ngl {n} is the only parent who answered my email in under a week lol",
]
EN_NAME_FR_A = [
    "For the chaperone roster I'd list {n} as the second adult on the boys' floor, since the background check is already on file.",
    "The contact on the hotel contract you pasted is {n}, so that's who should get the final rooming list.",
]
EN_NAME_FR_EMAIL = ["my sister {n} will be picking {kid} up from the school lot when the bus gets back",
                    "{kid}'s dad and I are divorced, so please also copy {n} on any trip emails"]

EN_CMDS = ["python3 grades_export.py --period {k} --term finals", "zip -r dc_slips_{n}.zip ~/Scans/permission",
           "rsync -av ~/Finals2026/ /mnt/district_share/hharmon/p{k}/", "lpr -P room214_laser -# {k} rooming_list.pdf",
           "pdftk slips_*.pdf cat output all_slips_{n}.pdf", "grep -c PAID payments_wk{n}.csv",
           "sort -t, -k3 roster_p{k}.csv > roster_sorted.csv", "wc -l signups_{n}.csv",
           "libreoffice --headless --convert-to pdf itinerary_v{n}.docx", "python3 make_name_tags.py --students {n}",
           "cp ~/Downloads/med_forms_{n}.pdf ~/Trip/Medical/", "ls ~/Scans | grep -i waiver_{n}"]
EN_CMD_FR_U = [
    "i ran `{c}` and it just sat there for like a full minute lol",
    "$ {c}\n^ that's literally what i typed, did i mess it up?",
    "ngl the only thing that works for me is `{c}`, the button in the portal never does anything",
    "remind me to do `{c}` before friday or i'll forget for sure",
    "our tech guy Marcus told me to try `{c}` whenever the export comes out empty",
    "so after the last bell i did\n$ {c}\nand it spat out a bunch of warnings but i think it worked??",
]
EN_CMD_FR_A = [
    "The one-liner you want is `{c}` - run it from the folder where the scans live and it should finish in a few seconds.",
    "Try `{c}` first; if that prints nothing, the files probably never synced from the copier.",
]
EN_ID_FMT = ["HD-{4}", "TRIP-{4}", "#{3}", "CVE-2026-{5}", "PS-{5}", "LKV-{4}"]
EN_ID_FR_U = [
    "the helpdesk ticket is {i} if anyone asks, they still haven't touched it",
    "{i} is the confirmation number the bus company gave me, writing it here so i don't lose it",
    "i opened {i} about the gradebook rounding thing, 89.5 should round up omg",
    "write down {i} somewhere pls, that's the hotel group block reference",
    "district IT says {i} is why the chromebooks are locked down this week lol",
    "the museum booking came through as {i}!!",
]
EN_ID_FR_A = ["I'd quote {i} in the subject line of your reply so the help desk can find the thread quickly.",
              "When you call the bus company, give them {i} first - they file everything by that number."]
EN_ID_FR_EMAIL = ["the payment portal gave me a receipt number {i} but it still says unpaid"]
EN_PORT_FR_U = [
    "the gradebook thing only loads if i add :{p} to the address, so weird",
    "IT says the hotel login portal runs on port {p}, whatever that means lol",
    "the kids' minecraft server for the bus ride is on {p} apparently (not my problem ngl)",
    "the district VPN wants port {p} open and the hotel wifi blocks it?? omg",
    "port {p} for the attendance kiosk, jot that down for me",
    "Marcus set up the projector streaming thing on port {p} so i can show the itinerary",
]
EN_PORT_FR_A = ["If the page won't load at the hotel, add :{p} after the hostname - that's the port the gradebook server listens on."]
EN_APPS = ["the gradebook app", "Remind", "the bus tracker app", "my export script", "the PowerSchool app", "Google Classroom"]
EN_VER_FR_U = [
    "my laptop is still on {v} of {app} and it keeps logging me out mid-grading",
    "{app} updated to {v} overnight and now the parent messages are all out of order lol",
    "IT said don't update {app} past {v} until after finals",
    "ngl {v} fixed the attendance bug in {app}, finally",
    "apparently {app} needs {v} or newer for the group check-in thing",
    "wait {app} says version {v}?? is that the broken one",
]
EN_VER_FR_A = ["Version {v} of {app} is the first one with scheduled messages, so you can queue the night-before reminder."]
EN_MONEY_FR_U = [
    "bus quote came back at {m} omg",
    "each kid owes {m} by the deadline and half of them haven't paid lol",
    "the hotel wants a {m} deposit which is kind of insane",
    "PTO gave us {m} for snacks!!",
    "we're still {m} short after the candle fundraiser ugh",
    "i fronted {m} on my own card for the museum tickets, need to get reimbursed",
]
EN_MONEY_FR_A = ["With 46 students plus chaperones, I'd budget about {m} for the two group dinners."]
EN_MONEY_FR_EMAIL = ["I sent {m} through the school payment portal last Tuesday",
                     "we can only do {m} right now, is a payment plan possible?"]
EN_MONTHS = ["March", "April", "May", "June"]
EN_DATE_FR_U = [
    "permission slips are due {d}, no exceptions (there will be exceptions lol)",
    "we leave {d} at like 5am omg pray for me",
    "finals grades have to be in by {d}",
    "the Capitol tour got moved to {d}",
    "parent info night is {d} in the cafeteria, 6:30",
    "i told them {d} for the final payment",
]
EN_DATE_FR_A = ["Since the hotel's free-cancellation window closes {d}, I'd send the rooming list before then."]
EN_DATE_FR_EMAIL = ["will the students be back by {d}? we have a family wedding that weekend"]
EN_DECISIONS = [
    ("the Lakefront charter bus", "the district already has a contract with them"),
    ("the Hampton Inn in Arlington", "it's walking distance to the Metro"),
    ("boxed lunches from Panera", "three kids have nut allergies and they label everything"),
    ("the Holocaust Museum on day two", "the timed passes were only open that morning"),
    ("Remind for all the parent updates", "half the parents never open their school email"),
    ("pizza at the hotel the first night", "we won't get in until after 8"),
    ("rooms of four instead of three", "it brings the per-student cost down"),
    ("a paper itinerary for every kid", "their phones will be dead by lunch"),
    ("the short rubric for the essays", "i have 140 of them to grade in four days"),
    ("the night monuments tour", "the daytime one overlapped with the Capitol slot"),
    ("wristbands with my cell number", "the freshmen will absolutely get lost"),
    ("coming back Sunday night", "the bus company charges less on Sundays"),
    ("a buddy system of pairs", "groups of four always split up anyway"),
    ("the Smithsonian cafeteria for lunch on day one", "it's the only place that takes a group of 50 without a reservation"),
    ("Venmo for collecting the trip money", "the school portal charges a fee on every payment"),
    ("online retakes for the final", "the sub can't proctor paper ones"),
]
EN_DEC_FR = [
    "ok final answer: we're doing {c} because {r}",
    "decided on {c}!! {r} so it's kind of a no-brainer lol",
    "going with {c} ngl, mostly bc {r}",
    "talked to my AP and it's {c}, reason being {r}",
    "{c} it is. {r}, end of story",
    "after all that back and forth lol i picked {c} since {r}",
]
EN_CONSTRAINTS = [
    ("leave their hotel rooms", "after 11pm lights out", "no"),
    ("use their phones", "while we're inside the Capitol", "no"),
    ("post photos of other kids", "without a signed media release", "no"),
    ("get on the bus", "until their med forms are on file", "no"),
    ("go anywhere on the Mall", "without their buddy", "no"),
    ("buy energy drinks", "at the rest stops", "no"),
    ("give out anyone's room number", "over the phone", "no"),
    ("release a kid to an adult", "unless that adult is on the pickup list", "no"),
    ("ride the Metro", "without a chaperone in the same car", "no"),
    ("swim in the hotel pool", "when there's no lifeguard on duty", "no"),
    ("wear the green lanyards", "at every museum stop", "must"),
    ("text the chaperone group chat", "every time their group moves buildings", "must"),
    ("turn in their phones", "at the 10:30 room check", "must"),
    ("accept cash", "once the online payment window closes", "no"),
]
EN_CON_FR_NO = [
    "rule from admin: nobody is allowed to {a} {c}",
    "{c} the kids CANNOT {a}, i'm putting it in the handbook in bold",
    "just so we're clear lol, no one gets to {a} {c}",
    "the contract literally says students may not {a} {c}",
    "omg the principal just said it again, {c}, absolutely do not {a}",
]
EN_CON_FR_MUST = [
    "non-negotiable: they have to {a} {c}",
    "{c} every single kid must {a}, i don't care how annoying it is",
    "the principal wants them to {a} {c}, no exceptions",
]
EN_QTOPICS = ["Metro farecards", "late checkout at the hotel", "substitute for my 3rd period", "chaperone rooming list",
              "refund policy if a kid gets sick", "Air and Space timed passes", "EpiPen storage on the bus",
              "hotel breakfast hours", "Washington Monument tickets", "graduation rehearsal overlap",
              "parent parking at drop-off", "yearbook photographer", "extra credit deadline", "rain plan for the Mall day"]
EN_Q_FR = [
    "wait do we even know anything about the {t}?? nobody's mentioned it",
    "does anyone know what's going on with the {t}? i feel like i asked already",
    "random but who is handling the {t}",
    "still no idea about the {t} lol, is that on me or the office?",
    "hmm should i email someone about the {t} or just wing it",
    "ok genuine question, what do we do about the {t}?",
]
EN_FILL_U = [
    "lol ok", "lmao", "wait what", "ok ok ok", "true", "omg i love that", "ngl that's smart", "k",
    "sorry, 3 kids just came in asking about extra credit lol",
    "grading Macbeth quizzes during my planning period rn",
    "my Chromebook cart is missing 2 chargers again, i'm going to lose it",
    ("lol ok real talk, i've been teaching 11 years and this is the first time i've done an overnight trip. "
     "Mrs. Petrakis did it every year before she retired and she made it look so easy, but i'm finding out it's basically "
     "a second job. the forms alone!! anyway i'm excited, the kids are excited, we'll figure it out"), "omg yes", "ngl i'm so tired", "wait one sec, a kid just walked in", "ok back", "thank you!!",
    "hmm", "ok that makes sense", "lol my coffee is cold again", "yesss", "ugh fine", "haha ok",
    "ok back. 5th period was chaos, somebody set off the fire alarm in B hall lol",
    "Room 214's AC is broken AGAIN so i'm grading in the library lol",
    "just finished 38 of the Gatsby essays, only like a million left",
    "Mr. Reyes next door keeps asking if i need help and ngl i might take him up on it",
    "it's snowing in April bc of course it is, welcome to Ohio",
    "the Buckeyes game is on in the teachers lounge and nobody is working lol",
    "sorry, bus duty, back in 20",
    ("ok so honestly this week is insane. i have three sections of AP Lang finals, two sections of English 10, "
     "a department meeting on Thursday that could have been an email, and my own kid has a band concert at 7 "
     "the same night. i keep telling myself it'll calm down after May but it literally never does lol. anyway "
     "where were we"),
    ("ngl i love these kids but the amount of emails i get is unreal. one mom emailed me four times yesterday "
     "about whether they need a coat in DC (it's going to be like 75 degrees!!) and another dad replied-all to "
     "the whole list asking about the Nationals game which is not even on the schedule lol"),
    ("ok update from the hallway: the 10th graders are apparently planning matching shirts for the trip and they "
     "want my approval on the design, which is a bald eagle wearing sunglasses. i said yes obviously. Mrs. Petrakis "
     "said she'd help them order but i have no idea how that's going to work with sizes lol"),
    "my principal just walked by and said 'big week!' and kept walking. thanks Dave",
    "omg i forgot to eat lunch again",
]
EN_FILL_A = [
    "Totally understandable - finals week plus trip planning is a lot at once.",
    "Good question. For a two-day DC trip, most teachers split the National Mall into an east half (Capitol, Air and Space, National Gallery) and a west half (Washington Monument, WWII Memorial, Lincoln Memorial), so nobody walks the full 2 miles twice.",
    "For grading, a quick trick is to score one criterion across the whole stack before moving to the next; it keeps you consistent and it's usually faster than reading each essay start to finish.",
    "On the drive from Columbus you'll be on I-70 and then the Pennsylvania Turnpike for most of it, roughly 7 hours with two 20-minute stops, so plan the rest stops around Breezewood and Frederick.",
    "A simple packing list for students: a refillable water bottle, comfortable shoes, a light rain jacket, any medication in its original bottle, a phone charger, and a small backpack that fits through a security scanner.",
    "When you reply to parents, it helps to keep one running FAQ email and link to it, rather than answering each question separately. It saves you a lot of typing.",
    "That sounds stressful. If you want, we can go through the open items one at a time and I'll keep a running list so nothing slips.",
    "Security at the Capitol Visitor Center is strict: no food, no liquids, no aerosols, and no large bags, so it's worth telling students the night before.",
    "For chaperone ratios, many districts use 1 adult for every 10 students on overnight trips, and they like to see at least one adult of each gender on each hotel floor.",
    "Let me lay it out step by step so it's easy to forward to the other chaperones.",
    ("Here's how I'd structure the two days so it's realistic with a big group. Day one: leave early, lunch on the road, "
     "arrive around 2, do the Lincoln Memorial and the Korean War Veterans Memorial while everyone still has energy, "
     "dinner, then the hotel. Day two: breakfast at 7, the Capitol in the morning, one Smithsonian after lunch, and on "
     "the bus by 3 so you're back in Ohio before midnight. Build in 15 minutes of slack at every transition; with 40+ "
     "teenagers, every bathroom stop takes twice as long as you think."),
    ("For the parent emails, a template helps a lot. Start with one line thanking them, answer the exact question in the "
     "second line, and point them to the trip FAQ for everything else. If the email is upset or about money, it's usually "
     "worth a quick phone call instead; tone is hard to get right in writing, and a 5-minute call can save you a "
     "10-email thread."),
    "One more thought: the Metro can be crowded at rush hour, so if you use it, moving the group between 10 and 3 makes it much easier to keep everyone in the same car.",
    "Nothing in what you've sent changes the overall plan, so I'd keep going with the checklist as it stands.",
    "For the rubric, four rows (thesis, evidence, analysis, conventions) on a 4-point scale is usually plenty for a timed final, and it makes the comments much faster to write.",
    "Ha, that's very Ohio. Hopefully it warms up before you head east.",
]
EN_FILL_A_LEAD = ["Got it!", "Okay!", "Sounds good.", "Makes sense.", "Noted.", "Great, thanks for sending that."]
EN_JOIN = [". oh and ", "\n", " - also ", ". also ", ", plus ", "!! and ", ". ALSO ", "\n\nalso "]
EN_PARENTS = ["Jennifer Baumgartner", "Mike Sorensen", "Amanda Kuehn", "Rob Castellano", "Tasha Greene"]
EN_EMAIL_OPEN = ["Hi Ms. Harmon,", "Good morning Ms. Harmon,", "Hello,", "Ms. Harmon -"]
EN_EMAIL_FILL = ["Thank you for organizing this trip, {kid} is so excited.", "I hope finals are going ok!",
                 "Sorry to bother you again.", "Quick question about the DC trip."]
EN_EMAIL_INTRO = ["ok look at this email i just got lol:", "omg another one. pasting:", "parent email, pls help me answer this:",
                  "lol this came in at 11pm last night"]
EN_TOOLS = [("search_email", lambda r: {"query": r.choice(["DC trip", "permission slip", "bus", "hotel", "finals"]), "limit": 5},
             lambda r: f"{r.randint(2, 14)} emails matched; the newest is from the Lakeview HS main office, subject 'Reminder: field trip forms', sent Monday 7:42 AM."),
            ("calendar_lookup", lambda r: {"range": "next 3 weeks"},
             lambda r: f"{r.randint(3, 9)} events found: department meeting (Thu), AP Lang final block B, band concert 7:00 PM, staff breakfast."),
            ("web_search", lambda r: {"q": r.choice(["smithsonian group visit rules", "capitol tour school groups", "dc metro student fares"])},
             lambda r: "Top result: nps.gov / si.edu page on group visits. Groups of 10 or more should arrive 30 minutes early; security screening applies at all entrances.")]

# ----------------------------------------------------------------------------- Chinese pools
ZH_NAMES = ["老张", "小李", "何志强主任", "周晓梅老师", "黄磊副校长", "唐小燕", "老郑", "小吴", "罗秀英老师",
            "蒋文博", "邓佳佳老师", "杨丽娟", "谢建平主任", "孔德明", "韦芳芳老师", "曾国栋"]
ZH_NAME_FR_U = [
    "这次春游跟车的是{n}，已经说好了",
    "家长会那天签到让{n}帮忙盯着",
    "大巴的发票直接交给{n}就行，财务那边认",
    "年级组长{n}让我周五前把名单交上去，我还没弄完呢",
    "保险那块我问了{n}，说学校统一买",
    "刚在楼道碰到{n}，又被拉去监考了哈哈",
    "【家长群】{n}：老师好，周六我可以来学校帮忙维持秩序",
]
ZH_NAME_FR_A = ["名单可以先发给{n}审核一下，这样家长会那天就不用临时改了。"]
ZH_CMDS = ["python3 导出成绩.py --班级 {k}", "zip -r 春游回执_{n}.zip 回执扫描/", "python3 send_notice.py --group 初二{k}班",
           "ls ~/家长会/*.pptx | wc -l", "rsync -av ~/期中成绩/ /mnt/jiaowu/b{n}/", "lp -n {k} 座位表.pdf",
           "pdftk 回执*.pdf cat output 全部回执{n}.pdf", "grep -c 已交 班费_{n}.csv"]
ZH_CMD_FR_U = [
    "信息老师教我用 `{c}` 导出来，结果报错了",
    "我刚敲了\n$ {c}\n没反应啊，是不是哪里写错了",
    "每次都得先跑 `{c}`，麻烦死了",
    "记一下：`{c}`，下周还要用",
    "`{c}` 这个是小王给我的，说一行就搞定",
]
ZH_CMD_FR_A = ["可以试试 `{c}`，在存回执扫描件的那个文件夹里运行就行。"]
ZH_ID_FMT = ["BX-{4}", "JW-{4}", "#{3}", "CVE-2026-{5}", "CD-{5}"]
ZH_ID_FR_U = [
    "报修单号是{i}，电教室的投影还是没修",
    "旅行社给的订单号{i}，我先记在这",
    "教务处说{i}那个问题下周处理",
    "信息中心发通知说班班通有个漏洞{i}，让大家先别连外网",
    "{i}这个单子到现在都没人理",
]
ZH_ID_FR_A = ["回复的时候带上{i}，教务那边查起来快一些。"]
ZH_PORT_FR_U = [
    "成绩系统要在地址后面加:{p}才能打开",
    "信息中心说打印服务走{p}端口",
    "学校内网的阅卷系统是{p}端口，在家里连不上",
    "家长会投屏用的端口是{p}，小王说的",
    "{p}这个端口防火墙没开，所以一直转圈",
]
ZH_PORT_FR_A = ["如果页面打不开，在地址后面加上:{p}试试，阅卷系统一般监听这个端口。"]
ZH_VER_FR_U = [
    "钉钉更新到{v}以后家校本就打不开了",
    "希沃白板还是{v}，一上课就卡",
    "阅卷系统说要{v}以上才能用",
    "信息老师让先别升级，停在{v}",
    "{v}这个版本把签到的bug修了",
]
ZH_VER_FR_A = ["{v}版本开始支持批量导出，你那台电脑如果低于这个版本可以先升级。"]
ZH_MONEY_FR_U = [
    "大巴报价{m}，比去年贵了不少",
    "每个学生交{m}，包午饭和门票",
    "班费还剩{m}",
    "家委会说可以出{m}买奖品",
    "保险一共{m}，学校出一半",
    "【家长群】王子涵妈妈：老师，春游费用{m}是转给您还是转给家委会？",
]
ZH_MONEY_FR_A = ["按45个学生算，门票和午餐加起来大概{m}，建议多留一点余量。"]
ZH_DATE_FR_U = [
    "春游定在{d}，下雨就顺延",
    "家长会改到{d}下午了",
    "回执{d}之前必须交齐",
    "{d}期中考试，春游只能往后排",
    "教务处让{d}前把成绩录完",
    "【家长群】刘一诺爸爸：老师，{d}那天几点到校呀？",
]
ZH_DATE_FR_A = ["如果{d}春游，那前一周就要把安全责任书收回来。"]
ZH_DECISIONS = [
    ("熊猫基地", "孩子们投票最多"), ("包车去都江堰", "地铁换乘太麻烦"), ("家长会放在周六上午", "好多家长工作日请不了假"),
    ("午饭让家长自己准备", "上次统一订餐有人吃坏肚子"), ("按小组活动", "每组六个人好管理"), ("家长会用希沃课件", "教室投影仪太暗"),
    ("春游费用走家委会", "老师不能直接收钱"), ("去青城山前山", "后山台阶太多"), ("让课代表收回执", "我根本忙不过来"),
    ("家长会分两场开", "教室坐不下八十多个人"), ("买团体意外险", "学校有硬性规定"), ("集合点定在南门", "南门有停车场"),
    ("不去欢乐谷", "周末人太多排不上队"), ("给每个孩子发黄色小帽子", "人多的时候好认"),
]
ZH_DEC_FR = [
    "那就定了，{c}，{r}",
    "最后决定{c}，主要是因为{r}",
    "我跟年级组长商量了，就{c}吧，{r}",
    "{c}！{r}，没什么好纠结的了",
    "想了半天还是{c}，毕竟{r}",
    "定了定了，{c}，理由很简单：{r}",
]
ZH_CONSTRAINTS = [
    ("单独离队", "没有老师陪同的时候", "no"), ("下水玩", "在河边", "no"), ("在群里发孩子照片", "没征得家长同意之前", "no"),
    ("买路边摊", "春游当天", "no"), ("提前离场", "家长会结束之前", "no"), ("带手机", "考试期间", "no"),
    ("私自换组", "集合以后", "no"), ("收现金", "家委会不在场的时候", "no"), ("让孩子自己回家", "家长没来接的话", "no"),
    ("在车上吃东西", "走山路的时候", "no"), ("穿校服", "外出活动的时候", "must"), ("报告带队老师", "去洗手间之前", "must"),
]
ZH_CON_FR_NO = [
    "记住，{c}不准{a}",
    "校长特别强调了：{c}绝对不能{a}",
    "{c}别让孩子{a}，出了事说不清",
    "跟家长也说清楚，{c}不许{a}",
    "安全责任书上写了，{c}严禁{a}",
]
ZH_CON_FR_MUST = ["{c}必须{a}，这个没商量", "{c}一定要{a}，我在班会上讲过了"]
ZH_QTOPICS = ["春游保险", "大巴司机的联系方式", "家长会的签到表", "晕车药", "下雨的备用方案", "家委会的账目",
              "请假学生的退费", "带队老师的补贴", "家长会的座位安排", "门票优惠", "班级合影", "应急药箱", "留守学生的接送"]
ZH_Q_FR = [
    "{t}到底谁负责啊？",
    "{t}还没定，有人知道吗",
    "对了，{t}怎么弄？",
    "{t}的事到现在也没人说",
    "突然想到{t}，这个要不要问一下学校？",
    "{t}是我们自己管还是学校管？",
]
ZH_FILL_U = ["好的", "嗯嗯", "哈哈哈", "明白", "谢谢！", "行吧", "我想想", "好嘞", "可以可以", "有道理",
             "刚下课，嗓子都哑了", "晚自习看班中，手机快没电了",
             ("唉，今天又被家长打电话打了半个小时，说孩子数学考了89分觉得老师改卷太严，我解释了半天，"
              "最后还是让她去找数学老师了。然后年级组又通知周四下午开期中质量分析会，每个班主任要讲十分钟，"
              "PPT还没做。初二的孩子正是叛逆的时候，班上有几个男生天天上课讲话，说了也不听。不过今天运动会报名倒是很积极，"
              "4×100接力一下子报满了哈哈。算了，先把春游和家长会的事弄完再说"), "等下，有学生来办公室了", "回来了",
             "刚开完年级组会，累死了", "今天又是改卷子的一天", "初二3班的数学平均分又被隔壁班超了哈哈",
             "下午第二节是公开课，紧张", "食堂今天的回锅肉不错",
             ("说实话这学期真的太忙了，期中考试刚结束就要准备家长会，还要弄春游，教务处天天催成绩录入，"
              "班上还有两个孩子闹矛盾，家长都找到学校来了。我每天晚上十点多才到家，孩子作业都没时间管。"
              "不过班上的孩子还是挺可爱的，今天还有人给我带了一杯奶茶哈哈。好了不吐槽了，继续弄正事"),
             ("【家长群】陈梓萱妈妈：老师辛苦了！请问春游需要带什么东西吗？\n【家长群】张浩宇爸爸：同问\n"
              "【家长群】李思琪妈妈：同问+1\n你看，一句话问了三遍，我都不知道该怎么回了"),
             "刚才校长来巡课，还好我在讲题",
             "成都这几天一直下雨，烦"]
ZH_FILL_A = [
    "明白，这个我记下来了，后面安排的时候会考虑进去。",
    "春游的话，一般建议提前一周把安全责任书、回执和分组名单都准备好，出发前一天再在班会上强调一遍安全纪律。",
    "家长会可以分成三个部分：先讲这学期的整体情况，再讲期中考试的分析，最后留二十分钟给家长提问，这样时间比较好控制。",
    "改卷子的话，可以先按题号统一改，一道题改完全班再改下一道，这样给分标准更一致，速度也快一些。",
    "回复家长群的消息时，可以先发一条统一的通知，把常见问题都写进去，之后有人问就直接引用那条通知。",
    "辛苦了！这种时候确实事情都堆在一起，我们一件一件来理清楚就好。",
    "从学校到熊猫基地大概四十分钟车程，如果早上八点出发，避开早高峰会顺利很多。",
    "好的，我先把目前已经确定的事项整理成一个清单，方便你转发给其他老师。",
    "一般来说，四十多个学生的春游，至少需要三到四位带队老师或者家长志愿者。",
    ("可以把春游当天的流程按时间线写下来发到家长群：早上几点在学校集合、几点上车、中午在哪里吃饭、下午几点返程、"
     "大概几点回到学校，家长心里有数就不会一直在群里问。另外建议每个小组指定一个组长，组长手里有带队老师的电话，"
     "走散了第一时间打电话，而不是自己到处找。出发前一天的班会上可以再演练一次集合和点名，几分钟就够了。"),
    ("家长会的准备可以分三块来做：第一是材料，包括成绩分析、每个孩子的小档案和需要家长签字的文件；第二是场地，"
     "桌椅怎么摆、投影能不能用、签到放在门口还是讲台边；第三是发言，班主任讲二十分钟左右，各科老师每人五分钟，"
     "剩下的时间留给家长单独交流。成都这个季节下午容易下雨，可以提醒家长带伞，教室门口放个伞桶。"),
    "这个情况很常见，很多班主任都遇到过。先别着急，把需要家长配合的事情列出来，一条一条发，效果会比一大段文字好很多。",
]
ZH_FILL_A_LEAD = ["收到！", "了解。", "嗯，", "我看了一下，"]
ZH_JOIN = ["，还有，", "。对了，", "\n", "。另外", "；", "。还有个事，"]
ZH_TOOLS = [("search_messages", lambda r: {"query": r.choice(["春游", "家长会", "回执", "班费"]), "limit": 5},
             lambda r: f"找到{r.randint(2, 12)}条相关消息，最新一条来自年级组群，内容是“下周一交各班春游方案”。"),
            ("calendar_lookup", lambda r: {"range": "未来两周"},
             lambda r: f"共{r.randint(3, 8)}个日程：年级组会（周三）、公开课、期中质量分析会。")]


def rnum(r, digits):
    return str(r.randint(10 ** (digits - 1), 10 ** digits - 1))


def en_money(r):
    c = r.random()
    if c < 0.35:
        return f"${r.randint(35, 480)}"
    if c < 0.7:
        return f"${r.randint(1, 19)},{r.randint(0, 999):03d}"
    return f"${r.randint(12, 240)}.{r.choice(['50', '75', '25', '99'])}"


def zh_money(r):
    c = r.random()
    if c < 0.3:
        return f"{r.choice(['1.5', '2', '3', '1.2', '2.5'])}万元"
    if c < 0.65:
        return f"¥{r.randint(120, 9800)}"
    return f"{r.randint(35, 980)}元"


def make_fact(r, kind, zh, role, used, email=False):
    """Return (text, needles). `used` holds pool items already spent in this conversation."""
    def pick(pool):
        c = [x for x in pool if x not in used]
        x = r.choice(c or pool)
        used.add(x)
        return x
    def fr(u, a, e=None):
        if email and e:
            return r.choice(e)
        return r.choice(a if role == "assistant" else u)
    kid = r.choice(EN_KIDS)
    if kind == "name":
        n = pick(ZH_NAMES if zh else EN_NAMES)
        f = fr(ZH_NAME_FR_U, ZH_NAME_FR_A) if zh else fr(EN_NAME_FR_U, EN_NAME_FR_A, EN_NAME_FR_EMAIL)
        return f.format(n=n, kid=kid), [n]
    if kind == "command":
        c = r.choice(ZH_CMDS if zh else EN_CMDS).format(k=r.randint(1, 8), n=r.randint(2, 99))
        f = fr(ZH_CMD_FR_U, ZH_CMD_FR_A) if zh else fr(EN_CMD_FR_U, EN_CMD_FR_A)
        return f.format(c=c), [c]
    if kind == "id":
        fmt = r.choice(ZH_ID_FMT if zh else EN_ID_FMT)
        i = re.sub(r"\{(\d)\}", lambda m: rnum(r, int(m.group(1))), fmt)
        f = fr(ZH_ID_FR_U, ZH_ID_FR_A) if zh else fr(EN_ID_FR_U, EN_ID_FR_A, EN_ID_FR_EMAIL)
        return f.format(i=i), [i]
    if kind == "port":
        p = str(r.choice([r.randint(3100, 9899), r.randint(10000, 49999)]))
        f = fr(ZH_PORT_FR_U, ZH_PORT_FR_A) if zh else fr(EN_PORT_FR_U, EN_PORT_FR_A)
        return f.format(p=p), [p]
    if kind == "version":
        v = f"{r.randint(1, 14)}.{r.randint(0, 30)}.{r.randint(1, 40)}"
        f = fr(ZH_VER_FR_U, ZH_VER_FR_A) if zh else fr(EN_VER_FR_U, EN_VER_FR_A)
        return f.format(v=v, app=r.choice(EN_APPS)), [v]
    if kind == "money":
        m = zh_money(r) if zh else en_money(r)
        f = fr(ZH_MONEY_FR_U, ZH_MONEY_FR_A) if zh else fr(EN_MONEY_FR_U, EN_MONEY_FR_A, EN_MONEY_FR_EMAIL)
        return f.format(m=m), [m]
    if kind == "date":
        if zh:
            d = f"{r.randint(3, 6)}月{r.randint(1, 30)}日"
            f = fr(ZH_DATE_FR_U, ZH_DATE_FR_A)
        else:
            d = f"{r.choice(EN_MONTHS)} {r.randint(1, 30)}" if r.random() < 0.75 else f"{r.randint(3, 6)}/{r.randint(1, 30)}"
            f = fr(EN_DATE_FR_U, EN_DATE_FR_A, EN_DATE_FR_EMAIL)
        return f.format(d=d), [d]
    if kind == "decision":
        c, rs = pick(ZH_DECISIONS if zh else EN_DECISIONS)
        return r.choice(ZH_DEC_FR if zh else EN_DEC_FR).format(c=c, r=rs), [c, rs]
    if kind == "constraint":
        a, c, t = pick(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS)
        if zh:
            f = r.choice(ZH_CON_FR_NO if t == "no" else ZH_CON_FR_MUST)
        else:
            f = r.choice(EN_CON_FR_NO if t == "no" else EN_CON_FR_MUST)
        return f.format(a=a, c=c), [a, c]
    t = pick(ZH_QTOPICS if zh else EN_QTOPICS)
    return r.choice(ZH_Q_FR if zh else EN_Q_FR).format(t=t), [t]


def capitalise_sometimes(r, s, needles, p=0.2):
    """Upper-case the first letter now and then, unless that would change a needle."""
    if r.random() >= p:
        return s
    c = s[:1].upper() + s[1:]
    return c if all(x in c for x in needles) else s


def conversation(seed, zh, per_kind=10):
    r = random.Random(seed * 1000003 + (7 if zh else 3))
    n_msgs = r.randint(130, 280)
    roles = []
    k = 0
    while len(roles) < n_msgs:  # mostly alternating; now and then the user sends two in a row
        if roles and roles[-1] == "user" and r.random() < 0.08:
            roles.append("user")
            continue
        roles.append("user" if k % 2 == 0 else "assistant")
        k += 1
    plan = [kd for kd in KINDS for _ in range(per_kind)]
    r.shuffle(plan)
    F = len(plan)
    user_idx = [i for i, ro in enumerate(roles) if ro == "user"]
    asst_idx = [i for i, ro in enumerate(roles) if ro == "assistant"]
    load = [0] * n_msgs
    host = []  # message index per fact
    for fi, kind in enumerate(plan):
        role = "assistant" if kind in ASSISTANT_OK and r.random() < 0.28 else "user"
        target = (fi + r.random()) / F * n_msgs
        cand = user_idx if role == "user" else asst_idx
        cap = 3 if role == "user" else 2
        best = min((i for i in cand if load[i] < cap), key=lambda i: (abs(i - target), load[i]), default=None)
        if best is None:
            best = min((i for i in user_idx if load[i] < 4), key=lambda i: abs(i - target))
        load[best] += 1
        host.append(best)
    # make the facts; regenerate any whose needles would collide with another fact's text
    used = set()
    email_msgs = set(i for i in user_idx if load[i] and r.random() < 0.12) if not zh else set()
    facts = []
    for fi, kind in enumerate(plan):
        h = host[fi]
        for attempt in range(200):
            u2 = set(used)
            text, needles = make_fact(r, kind, zh, roles[h], u2, email=h in email_msgs)
            clash = any(x in t or y in text for _, t, nd in facts for y in nd for x in needles)
            if not clash:
                used = u2
                break
        else:
            raise SystemExit(f"seed {seed}: cannot place fact {kind}")
        facts.append((kind, text, needles))
    all_needles = [x for _, _, nd in facts for x in nd]

    recent = []
    def filler(pool):
        for attempt in range(200):
            s = r.choice(pool)
            if any(x in s for x in all_needles) or (s in recent and attempt < 150):
                continue
            recent.append(s)
            del recent[:-10]
            return s
        raise SystemExit("no clean filler")

    FU, FA, LEAD, JOIN = (ZH_FILL_U, ZH_FILL_A, ZH_FILL_A_LEAD, ZH_JOIN) if zh else (EN_FILL_U, EN_FILL_A, EN_FILL_A_LEAD, EN_JOIN)
    sp = "" if zh else " "
    texts = []
    by_msg = {}
    for fi, h in enumerate(host):
        by_msg.setdefault(h, []).append(fi)
    for i, role in enumerate(roles):
        fis = by_msg.get(i, [])
        parts = [facts[fi][1] for fi in fis]
        mine = [x for fi in fis for x in facts[fi][2]]
        if role == "user":
            if not parts:
                t = filler(FU)
                if r.random() < 0.15:
                    t = t + sp + filler(FU)
            elif i in email_msgs:
                kid = r.choice(EN_KIDS)
                body = " ".join(capitalise_sometimes(r, p, mine, 1.0) + ("." if p[-1] not in ".?!" else "") for p in parts)
                sig = r.choice(EN_PARENTS)
                t = (f"{r.choice(EN_EMAIL_INTRO)}\n\n> {r.choice(EN_EMAIL_OPEN)}\n> {r.choice(EN_EMAIL_FILL).format(kid=kid)} "
                     f"{body}\n> Thanks so much,\n> {sig}\n\nhow do i even answer that lol")
            else:
                t = parts[0]
                for p in parts[1:]:
                    j = r.choice(JOIN)
                    if t[-1] in "?!？！":
                        j = j.lstrip("，。；.,;!") or "\n"
                    t += j + p
                if not zh:
                    t = capitalise_sometimes(r, t, mine)
                x = r.random()
                if x < 0.2:
                    t = filler(FU) + r.choice(["，", "。", "\n"] if zh else [". ", " lol ", "\n", " - ", "!! "]) + t
                elif x < 0.35:
                    t = t + ("\n" if r.random() < 0.5 else sp) + filler(FU)
        else:
            n_fill = r.choice([1, 2, 3, 4, 5] if zh else [1, 1, 2, 2, 3, 4])
            body = [filler(FA) for _ in range(n_fill)]
            body = list(dict.fromkeys(body))
            if parts:
                pos = r.randint(0, len(body))
                body[pos:pos] = parts
                t = r.choice(LEAD) + sp + sp.join(body)
            else:
                t = sp.join(body) if r.random() < 0.6 else r.choice(LEAD) + sp + sp.join(body)
        texts.append((role, t))
    # tool rows: before some assistant replies
    rows_src = []
    tools = ZH_TOOLS if zh else EN_TOOLS
    for role, t in texts:
        if role == "assistant" and r.random() < 0.13:
            name, fa, fo = r.choice(tools)
            args, out = json.dumps(fa(r), ensure_ascii=False), fo(r)
            if not any(x in args or x in out for x in all_needles):
                rows_src.append(("call", name, args))
                rows_src.append(("result", name, out))
        rows_src.append((role, None, t))
    rows = []
    cid = 0
    for i, (role, name, text) in enumerate(rows_src):
        at = f"2026-11-{10 + i // 720:02d}T{(i // 30) % 24:02d}:{(i * 2) % 60:02d}:00.000Z"
        rid = f"msg_v{seed:02d}{i + 1:05d}"
        if role == "call":
            cid += 1
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_v{cid}", "name": name, "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_v{cid}", "name": name, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    out_facts = [(kind, needles, texts[host[fi]][1]) for fi, (kind, _, needles) in enumerate(facts)]
    validate(seed, rows, out_facts)
    return rows, out_facts


def row_text(row):
    it = row["item"]
    return it.get("content") or it.get("arguments") or it.get("output") or ""


def validate(seed, rows, facts):
    texts = [row_text(x) for x in rows]
    for kind, needles, host in facts:
        for x in needles:
            assert x in host, (seed, kind, x)
    # every needle lives in exactly one message
    for kind, needles, host in facts:
        for x in needles:
            n = sum(1 for t in texts if x in t)
            assert n == 1, (seed, kind, x, n)
    per = {}
    for kind, _, _ in facts:
        per[kind] = per.get(kind, 0) + 1
    assert len(set(per.values())) == 1 and len(per) == len(KINDS), per


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    per_kind = int(os.environ.get("PER_KIND", "10"))
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        seeds = [int(s) for s in sys.argv[2:]] or [1, 2, 3, 4, 5]
        for n, seed in enumerate(seeds):
            zh = n == len(seeds) - 1
            rows, facts = conversation(seed, zh, per_kind)
            msgs = [x for x in rows if x["item"]["type"] == "message"]
            lens = [len(x["item"]["content"]) for x in msgs]
            ua = sum(1 for x in msgs if x["item"]["role"] == "user")
            print(f"seed {seed} ({'zh' if zh else 'en'}): {len(rows)} rows, {len(msgs)} messages ({ua} user), "
                  f"{len(facts)} facts, msg chars min {min(lens)} max {max(lens)}, >=300: {sum(l >= 300 for l in lens)} -- ok")
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}
    maxc = 0
    dump = os.environ.get("DUMP")
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts = conversation(seed, zh, per_kind)
        if dump:
            os.makedirs(dump, exist_ok=True)
            with open(os.path.join(dump, f"conv-{seed}.jsonl"), "w") as f:
                f.write("\n".join(json.dumps(x, ensure_ascii=False) for x in rows) + "\n")
            with open(os.path.join(dump, f"facts-{seed}.json"), "w") as f:
                json.dump([{"kind": k, "needles": nd} for k, nd, _ in facts], f, ensure_ascii=False, indent=1)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles, _ in facts:
            for x in needles:
                if x in base:
                    print(f"  warning: needle already in an empty context: {x}")
        batch, inb, runs = [], 0, 0
        for i, row in enumerate(rows):
            batch.append(json.dumps(row, ensure_ascii=False))
            if row["item"]["type"] == "message":
                inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json"))).get("summary", "")))
                except (ValueError, OSError):
                    pass
        found = 0
        missing = []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1
            tot[kind][0] += ok
            found += ok
            if not ok:
                missing.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing:
            print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values())
    p = sum(v[1] for v in tot.values())
    for k in KINDS:
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
