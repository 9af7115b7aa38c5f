#!/usr/bin/env python3
"""Held-out retention set "L": a community music festival non-profit.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last seed is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).
       DUMP=DIR also writes each conversation (rows.jsonl + facts.json) into DIR.

Each conversation: 130-280 user/assistant messages plus tool rows, PER_KIND facts of each of 10
kinds spread over the whole conversation. The run appends in batches of 25 messages, runs
`okbot compress -a Writer --now` after each batch, then checks every needle verbatim in
`okbot context show -a Writer`.  Standard library only.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_NAMES = ["Marisol Okafor", "Teodor Vance", "Harpreet Dhillon", "Declan Moore-Hughes", "Ines Whitcombe",
            "Rafael Quintero", "Hattie Lindqvist", "Obi Nwachukwu", "Greta Sorensen", "Anand Kapoor",
            "Bridget Falvey", "Yusuf Demir", "Colette Arnaud", "Lorenzo Bianchi", "Mairead Quinlan",
            "Tomasz Wrobel", "Delphine Okoro", "Saoirse Kavanagh", "Everett Pryce", "Ngozi Adeyemi",
            "Kenji Halvorsen", "Ruthanne Meeks", "Fitz Delacroix", "Imogen Tate", "Bashir Haddad",
            "Leontine Marsh", "Cormac Ferris", "Wren Achterberg", "Councillor Abernathy", "Dr. Ostrowski",
            "Officer Penhallow", "Father Quigley", "Ms. Varga", "Gus Thibodeaux"]
EN_NAME_SUBJ = ["the stage manager", "the first aid lead", "the grant officer", "the city permit contact", "the gate supervisor",
                "the sponsor contact at Brewco", "the bar lead", "the sound engineer", "the volunteer tent lead", "the photographer",
                "the insurance broker", "the new treasurer", "the fire marshal", "the accessibility lead", "the parking lead"]
EN_NAME_FRAMES = [
    ("u", "{s} this year is {x}, super nice on the phone"),
    ("u", "can you remember that {s} is {x} now"),
    ("u", "omg {x} said YES to being {s}!!"),
    ("u", "if anything goes sideways ring {x}, {s}, not me, i'll be asleep under the merch table"),
    ("u", "met {x} at the open mic at the Grange Hall and they want to be {s}!! hired on the spot basically"),
    ("u", "{s} changed, its {x} now, the old one moved to Portland"),
    ("u", "pls cc {x} on everything, they're {s} and the board asked"),
    ("b", "The permit thread you forwarded lists {x} as {s}."),
    ("b", "Per the spreadsheet you pasted, {s} this year is {x}."),
]

SVCS = ["nginx", "php8.2-fpm", "pretix", "redis-server", "tixshop", "postfix", "gunicorn-tickets", "celery-mailer"]
SITES = ["fest-tickets", "riverbend-fest", "volunteers", "shop", "press-kit"]
PLUGINS = ["woocommerce", "wpforms-lite", "updraftplus", "wordfence", "the-events-calendar", "akismet"]
DBS = ["tickets", "pretix", "volunteers", "wp_fest"]
def en_command(rng):
    s, site, n, db = rng.choice(SVCS), rng.choice(SITES), rng.randint(2, 9), rng.choice(DBS)
    return rng.choice([
        f"sudo systemctl restart {s}",
        f"journalctl -u {s} --since \"{n} hours ago\"",
        f"certbot renew --cert-name {site}.org --dry-run",
        f"pg_dump -Fc {db} > /root/backups/{db}-{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.dump",
        f"docker compose -f /srv/{site}/compose.yml logs --tail={n}00",
        f"rsync -avz /var/www/{site}/ backup@mirror{n}:/srv/mirror/{site}/",
        f"df -h /var/lib/{rng.choice(['postgresql', 'docker', 'mysql'])}",
        f"du -sh /var/www/{site}/wp-content/uploads",
        f"tail -n {n}0 /var/log/nginx/{site}.error.log",
        f"wp plugin update {rng.choice(PLUGINS)} --path=/var/www/{site}",
        f"crontab -l -u {rng.choice(['www-data', 'deploy', 'fest'])}",
        f"python3 manage.py send_reminders --shift={rng.choice(['early', 'late', 'gate', 'bar'])}{n}",
        f"sudo ufw delete {n}",
        f"free -m && uptime",
        f"sudo -u www-data wp cache flush --path=/var/www/{site}",
    ])
EN_COMMAND_FRAMES = [
    ("u", "fwiw the thing that fixed it last time was `{x}`"),
    ("u", "i ran\n$ {x}\nand it just sat there for ages?? is that normal"),
    ("u", "Jo says always run `{x}` before touching the ticket page, writing it here so i dont forget"),
    ("u", "$ {x}\n^ that's what the hosting guy told me to type. safe??"),
    ("u", "note to self: `{x}` after every deploy, every single one"),
    ("u", "the old volunteer coordinator left a sticky note on the monitor that just says `{x}` lol"),
    ("b", "If the checkout page throws a 502 again, start with `{x}` and send me what it prints."),
    ("b", "For the nightly job, the line to put in cron is `{x}`."),
]

def en_id(rng, tmpl=""):
    t = tmpl.lower()
    if "permit" in t or "council" in t or "受理" in t:
        return rng.choice([f"SR-{rng.randint(100000, 999999)}", f"PRM-{rng.randint(1000, 9999)}-B"])
    if "invoice" in t or "发票" in t:
        return f"INV-{rng.randint(1000, 9999)}"
    if "advisory" in t or "漏洞" in t:
        return f"CVE-{rng.choice([2024, 2025, 2026])}-{rng.randint(10000, 59999)}"
    if "foundation" in t or "基金会" in t:
        return f"GR-{rng.randint(24, 27)}-{rng.randint(100, 999)}"
    if "bug" in t or "tracker" in t or "hosting" in t or "closed" in t or "关了" in t:
        return rng.choice([f"FEST-{rng.randint(100, 9999)}", f"TIX-{rng.randint(100, 9999)}", f"#{rng.randint(100, 999)}"])
    return rng.choice([
        f"FEST-{rng.randint(100, 9999)}", f"TIX-{rng.randint(100, 9999)}", f"#{rng.randint(100, 999)}",
        f"CVE-{rng.choice([2024, 2025, 2026])}-{rng.randint(10000, 59999)}", f"GR-{rng.randint(24, 27)}-{rng.randint(100, 999)}",
        f"SR-{rng.randint(100000, 999999)}", f"INV-{rng.randint(1000, 9999)}", f"PRM-{rng.randint(1000, 9999)}-B",
    ])
EN_ID_FRAMES = [
    ("u", "the city finally gave us a reference number for the noise permit: {x}"),
    ("u", "ticketing bug is {x} on the tracker if you need it"),
    ("u", "ugh they closed {x} without fixing anything!!"),
    ("u", "pls quote {x} when you draft the email to the foundation, they're picky"),
    ("u", "sponsor invoice is {x}, Dana keeps asking me whether it's paid"),
    ("u", "filed it with the hosting support as {x}, no reply yet"),
    ("b", "The advisory for that plugin is {x}; it's rated high, so I'd patch before tickets go on sale."),
    ("b", "I'd reference {x} in the subject line so the council clerk can find the file quickly."),
]

def en_port(rng):
    return str(rng.randint(2100, 64999))
EN_PORT_SUBJ = ["pretix admin", "the grafana dashboard", "the staging shop", "the volunteer signup app", "the scanner sync service",
                "the backup agent", "the webhook relay", "the old wordpress install", "the radio dispatch page", "the merch stock app",
                "the mail relay", "the status page", "the door-count thing"]
EN_PORT_FRAMES = [
    ("u", "{s} runs on {x}, dont ask me why"),
    ("u", "firewall: keep {x} open for {s}!!"),
    ("u", "{s} wants host + port, i typed {x} and it connected first try"),
    ("u", "i think {s} is on {x}? Sam changed it in spring and never told anyone"),
    ("u", "tell whoever does the wifi that {s} talks to the server on port {x}"),
    ("u", "the box only accepts ssh on {x} now, hosting guy moved it after the brute force thing"),
    ("b", "From the config you pasted, {s} is bound to port {x} behind nginx."),
    ("b", "The monitoring check for {s} points at {x}, so that one has to stay reachable."),
]

def en_version(rng):
    return f"{rng.randint(1, 9)}.{rng.randint(0, 14)}.{rng.randint(1, 30)}"
EN_VERSION_SUBJ = ["WordPress", "pretix", "the scanner app", "node", "PHP", "the card reader firmware", "Ubuntu", "WooCommerce",
                   "the rota plugin", "postgres", "nginx", "the radio programming tool", "the POS app"]
EN_VERSION_FRAMES = [
    ("u", "we're still on {s} {x}, is that bad"),
    ("u", "updated {s} to {x} last night and nothing exploded!"),
    ("u", "Sam says pin {s} at {x} and never touch it again lol"),
    ("u", "panel says {s} is {x}?? no idea what that means for us"),
    ("u", "{s} is at {x} after the update in case it matters. the two old Samsungs wont take it"),
    ("u", "hosting guy says {s} {x} is the last one that works with our theme, so thats what we have"),
    ("b", "The release notes say the checkout bug was fixed in {s} {x}, so that's the minimum to move to."),
    ("b", "According to the update log you pasted, {s} is currently at {x}."),
]

def en_money(rng):
    n = rng.randint(3, 480) * 50
    return rng.choice([f"${n:,}", f"${n:,}.00", f"USD {n:,}", f"{n:,} dollars", f"${n // 1000 if n >= 2000 else 2}k" if n >= 2000 else f"${n:,}"])
EN_MONEY_SUBJ = ["the stage hire", "the porta-loos", "the fire inspection", "posters and banners", "the sound contract",
                 "the radio rental", "the perimeter fencing", "the headliner fee", "the event insurance", "the VPS",
                 "security staff", "the wristbands", "the generator hire", "the marquee", "the volunteer lunches"]
EN_MONEY_FRAMES = [
    ("u", "{s} came to {x} in the end, which is honestly fine"),
    ("u", "ok so {s} = {x}, Dana double checked"),
    ("u", "the quote for {s} is {x}!! thats more than last year"),
    ("u", "board capped {s} at {x} so we cant go over"),
    ("u", "we still owe {x} for {s}, who knew"),
    ("u", "the Riverside Foundation grant came in at {x}!!! not the full ask but still"),
    ("b", "Going by the bank export you pasted, {s} cost {x}."),
    ("b", "After the deposit you mentioned, the remaining balance for {s} is {x}."),
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
def en_date(rng):
    m, d = rng.randint(1, 12), rng.randint(1, 28)
    sfx = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return rng.choice([f"{MONTHS[m-1]} {d}", f"{MONTHS[m-1]} {d}{sfx}", f"{d} {MONTHS[m-1]}", f"2027-{m:02d}-{d:02d}",
                       f"{MONTHS[m-1][:3]} {d}"])
EN_DATE_SUBJ = ["the grant report", "load-in", "the board meeting", "vendor applications", "the ticket on-sale",
                "the insurance renewal", "the permit application", "volunteer sign-up", "the sponsor deck", "the site walk",
                "the band contracts", "the fire inspection", "the press release", "the final invoice run"]
EN_DATE_FRAMES = [
    ("u", "{s} is due {x}, i keep forgetting"),
    ("u", "{s} moved to {x}!! again!!"),
    ("u", "deadline for {s} is {x} and not a day later, i mean it this time"),
    ("u", "heads up {s} is {x}, put it somewhere i'll see it"),
    ("u", "pretty sure {s} is on {x}? checking w Dana"),
    ("u", "tickets go on sale {x} at noon if the site holds up"),
    ("b", "Going by the city's letter, {s} is due on {x}, so the site plan has to be finished before then."),
    ("b", "I've put {s} in the shared calendar for {x}."),
]

EN_DECISIONS = [
    ("Harbor Sound Rentals", "their quote already includes the backline"),
    ("cashless wristbands", "the card fees are half of what Eventbrite charges"),
    ("the old rail yard lot", "the city approved that lot last year already"),
    ("paper rotas", "half the shift leads don't use WhatsApp"),
    ("compostable cups from GreenCup", "our main sponsor insists on zero plastic"),
    ("Saturday-only camping", "the insurance only covers one night"),
    ("self-hosting the ticket shop", "the platform took 9 percent of every ticket"),
    ("the Millbrook ambulance crew", "they were the fastest responders in 2023"),
    ("a Signal group for shift leads", "texts kept getting lost on the old group"),
    ("Lakeside Staging", "they can build the roof in a single day"),
    ("a sliding-scale ticket tier", "the foundation grant requires an access plan"),
    ("the Tuesday evening volunteer briefing", "most people work weekdays until 5"),
    ("renting radios instead of buying", "we only need them for four days a year"),
    ("the later curfew on Friday only", "the neighbours association agreed to one late night"),
    ("Kestrel Catering for the green room", "they already do the vegetarian riders"),
    ("moving the kids' zone to the orchard", "it has shade all afternoon"),
]
EN_DECISION_FRAMES = [
    ("u", "ok decided: we're going with {c}, because {r}"),
    ("u", "board voted and it's {c}. reason being {r}"),
    ("u", "lets just do {c} since {r}, done, moving on"),
    ("u", "i'm picking {c} because {r}, end of discussion lol"),
    ("u", "after all that back and forth we landed on {c}; {r} was the clincher"),
    ("u", "final answer is {c}!! mostly because {r}"),
    ("b", "So the decision is {c}, since {r}. I'll plan the rest of the rota around that."),
]

EN_CONSTRAINTS = [  # (action, condition, forbidden?)
    ("change the ticket prices", "once sales are open", True),
    ("post the rota publicly", "before every shift lead has signed off", True),
    ("touch the DNS settings", "during on-sale week", True),
    ("let volunteers drive the golf carts", "unless they've done the safety briefing", True),
    ("sign a vendor contract", "without two board signatures", True),
    ("restart the ticketing server", "while the gate is scanning", True),
    ("share the donor list", "with anyone outside the board", True),
    ("run the big generator", "after 11pm", True),
    ("serve alcohol", "outside the fenced beer garden", True),
    ("email the whole volunteer list", "without using BCC", True),
    ("book another headliner", "before the county grant is confirmed", True),
    ("move the main stage", "without telling the fire marshal", True),
    ("get a signed waiver", "before anyone climbs the truss", False),
    ("wear hi-vis vests", "whenever the forklift is moving", False),
    ("lock the cash box in the office safe", "at the end of every bar shift", False),
    ("photograph every damaged item", "before the rental company picks it up", False),
]
EN_CONSTRAINT_FRAMES = [
    (True, "u", "hard rule: never {a} {c}"),
    (True, "u", "Sam made me promise we won't {a} {c}!!"),
    (True, "u", "pls remember we're not allowed to {a} {c}, the insurance people were super clear"),
    (True, "u", "whatever happens dont {a} {c} ok"),
    (True, "u", "we must not {a} {c} — learned that one the hard way"),
    (True, "b", "just so it's written down somewhere, nobody should {a} {c}."),
    (True, "b", "the insurer's letter is explicit that we may not {a} {c}, so I've put that at the top of the briefing sheet."),
    (False, "u", "we have to {a} {c}, no exceptions"),
    (False, "u", "it's mandatory to {a} {c}, per the insurer"),
    (False, "u", "always always {a} {c}!!"),
    (False, "b", "the insurer's checklist says crews must {a} {c}; I've added it to the briefing sheet."),
]

EN_TOPICS = ["the rain-date policy", "the volunteer t-shirt order", "the accessibility shuttle", "the green room catering",
             "the lost-and-found process", "the kids' zone insurance", "the overflow parking", "the merch consignment split",
             "the after-party venue", "the ASL interpreters", "the sponsor banner placement", "the water refill stations",
             "the photographer's contract", "the late-night noise hotline", "the dog policy", "the recycling crew"]
EN_QUESTION_FRAMES = [
    "does anyone actually know who's handling {x}?",
    "random q, what are we doing about {x}",
    "still no idea about {x}, should i be worried?",
    "who decided {x}? or did nobody",
    "remind me, is {x} sorted or not??",
    "hmm and {x}... has anyone even looked at that",
    "wait what happened with {x}? i feel like it fell through the cracks",
]

EN_FIRST = ["Jo", "Sam", "Dana", "Theo", "Luis", "Meg", "Hank", "Rosie", "Ade", "Kit", "Nell", "Bo"]
EN_BANDS = ["Copper Kettle", "Moth Orchestra", "Lantern Hymns", "Salt & Sparrow", "Big Meadow Brass", "Velvet Tractor",
            "Dandelion Wires", "Gravel Choir"]
EN_VENUES = ["the Grange Hall", "Lakeside Pavilion", "Field C", "the Old Mill", "St. Brigid's hall", "the Bandshell", "Orchard Lawn"]
EN_FILLER_U = [
    "ok", "thank you!!", "omg yes", "hang on, phone", "ok back", "perfect", "hmm ok", "sorry, was on a call with {f}",
    "lol {f} just sent a photo of the roof at {v}, it's fine, it's FINE",
    "{b} cancelled their soundcheck again, classic",
    "sold {n} raffle tickets at the library thing today!",
    "ugh the printer jammed on page {n} of the sponsor deck",
    "{f} needs help with the {b} rider, they want {n} towels and a very specific hummus",
    "Stage 2 mockups look amazing, {f} outdid themselves",
    "ok so the morning was chaos: {f} and {f2} showed up at {v} at 8 but the key was with {f3} who was at the {b} rehearsal across town, "
    "so we sat on the curb for an hour drinking gas station coffee and redoing the map for the North Field, and then it started "
    "raining, and THEN the bakery delivered {n} buns to the wrong address. anyway we're alive! what were we talking about",
    "can you make that shorter? the board reads on their phones",
    "sry, tmrw is going to be insane, {f} is off sick and {f2} has the van",
    "thx!! i definately owe you a wristband",
    "wait i think i recieved the {b} contract twice?? ignore, found it",
    "teh wifi at {v} is so bad, typing this from the parking lot",
    "lol ok. {f} says hi btw",
    "that's great, thanks. {f} will love it",
    "quick one before i forget the rest",
    "ahh ok that makes sense",
    "we had {n} people at the volunteer open evening at {v}!! best turnout ever",
    "{f} brought donuts for like {n} people, i love this team",
    "the weather app says rain on Saturday, i'm choosing not to believe it",
    "so tired. {b} and {b2} both emailed at midnight asking for more guest list spots",
]
EN_ASSIST_SENT = [
    "That makes sense, and it fits with what the board asked for last month.",
    "Here is how I would approach the rest of the week: first lock the items that other people are waiting on, then the paperwork, then everything that can slip.",
    "For the volunteer side, it usually helps to send one short message per shift lead rather than one long email to everyone; people read the short ones.",
    "On the grant report, funders mostly want three things: what you said you would do, what actually happened, and what you learned. A page each is plenty.",
    "For the ticketing site, the safest routine is to make a backup, change one thing, check the checkout flow with a test order, and only then move on.",
    "I'd keep a single running list of open items in one place, so nothing depends on someone remembering a chat message.",
    "With vendors, getting the load-in times in writing saves a lot of arguing on the day.",
    "Sponsors generally respond better to a short thank-you with a photo than to a long report.",
    "If the city comes back with questions, it is worth answering them in one email, in the same order they asked them.",
    "It might also be worth asking the shift leads what went wrong last year; they usually remember the small things that cause the most trouble.",
    "The rota looks workable, although the Sunday afternoon block is thin, and that is usually when people leave early.",
    "A short checklist for the gate team (scanner charged, float counted, radio on channel) would help the new volunteers a lot.",
    "I can draft that for you; give me the key points and the tone you want, and I'll keep it under a page.",
    "That sounds like a good week's work, honestly, especially with everything else going on.",
    "On the board paper, lead with the decision you need from them, then the background, so the meeting doesn't drift.",
    "Say hi to {f} from me, and good luck with {b} on Saturday!",
    "If {f} has the {v} keys this week, it might be easiest to do the walkthrough there first and the paperwork after.",
    "{n} sign-ups in a week is genuinely good for this point in the season.",
    "I'd still check with {f} before promising {b} anything extra.",
    "For the bands, a one-page info sheet with arrival, parking, hospitality and set times answers most of the emails before they are sent.",
]
EN_ASSIST_OPEN = ["Got it!", "Noted.", "Okay, that's helpful.", "Thanks, that's useful.", "Sure.", "Understood.", "Oh nice!", "Right."]
EN_JOIN = [" and also ", ". oh and ", "\n\n", ", also ", "... and ", ". Also! "]
EN_ASSIST_FACT_LEAD = ["One thing from earlier to keep in mind.", "Quick note while I'm at it.", "For the record:", "Also worth writing down."]

# ---------------------------------------------------------------- Chinese pools
ZH_NAMES = ["王建华", "李秀英", "陈志强", "刘晓燕", "张伟民", "杨丽娟", "黄国栋", "赵雪梅", "周海涛", "吴桂芳", "徐文博",
            "孙美玲", "马俊杰", "朱红霞", "胡振宇", "郭静怡", "老郑", "小顾", "老葛", "钱主任", "宋老师", "蒋科长", "欧阳倩"]
ZH_NAME_SUBJ = ["舞台监督", "急救负责人", "基金会对接人", "区里的审批联系人", "检票组长", "啤酒赞助商的联系人", "酒水组长", "调音师",
                "志愿者帐篷负责人", "摄影师", "保险经纪", "新任财务", "消防那边的联系人", "无障碍负责人"]
ZH_NAME_FRAMES = [
    ("u", "今年{s}定的是{x}，人特别靠谱！"),
    ("u", "记一下，{s}现在是{x}"),
    ("u", "{x}答应当{s}了！！太好了"),
    ("u", "{x}说想当{s}，我觉得可以"),
    ("u", "{s}换人了，现在是{x}，原来那个调走了"),
    ("u", "检票口要是出问题就打{x}电话，别打我的，我那天肯定在后台忙疯了"),
    ("b", "您转发的邮件里，{s}写的是{x}。"),
    ("b", "按您贴的表格，今年{s}是{x}。"),
]
ZH_COMMAND_FRAMES = [
    ("u", "上次是跑了 `{x}` 才好的"),
    ("u", "我输了\n$ {x}\n然后就卡住不动了？？正常吗"),
    ("u", "阿杰说每次动票务页面之前都要先 `{x}`，我记在这儿免得忘了"),
    ("u", "$ {x}\n服务器那边的人让我敲这个，安全吗"),
    ("u", "备忘：每次更新完都跑一下 `{x}`"),
    ("b", "如果票务页面又报502，先执行 `{x}`，把输出发给我看看。"),
    ("b", "每晚的备份任务，往 cron 里加这一行就行：`{x}`。"),
]
ZH_ID_FRAMES = [
    ("u", "噪音许可的受理编号终于下来了，{x}"),
    ("u", "票务那个bug记在 {x} 里了"),
    ("u", "他们把 {x} 直接关了，啥也没修！气死"),
    ("u", "给基金会写邮件的时候记得带上 {x}，他们很较真"),
    ("u", "赞助商的发票号是{x}，财务一直在催"),
    ("b", "这个插件的漏洞编号是 {x}，评级高危，建议开票前打补丁。"),
]
ZH_PORT_SUBJ = ["票务后台", "监控面板", "测试商城", "志愿者报名系统", "扫码同步服务", "备份程序", "回调中转", "旧官网", "对讲调度页面",
                "周边库存系统", "邮件转发", "状态页"]
ZH_PORT_FRAMES = [
    ("u", "{s}跑在 {x} 上，别问我为什么"),
    ("u", "防火墙记得给{s}开 {x}！"),
    ("u", "{s}要填地址和端口，我填了{x}就连上了"),
    ("u", "{s}好像是{x}端口？春天的时候小马改过"),
    ("u", "服务器现在只能用 {x} 端口 ssh 了，说是上次被人暴力破解"),
    ("b", "从您贴的配置看，{s}绑在 {x} 端口，前面是 nginx。"),
]
ZH_VERSION_SUBJ = ["WordPress", "pretix", "扫码App", "node", "PHP", "刷卡机固件", "Ubuntu", "WooCommerce", "排班插件", "postgres",
                   "nginx", "对讲机写频软件"]
ZH_VERSION_FRAMES = [
    ("u", "{s}还是 {x}，这样不行吧"),
    ("u", "昨晚把{s}升到 {x} 了，居然没出事！"),
    ("u", "小马说{s}就锁在 {x}，以后谁都别动"),
    ("u", "面板上显示{s}是 {x}，我也不知道啥意思"),
    ("b", "您贴的更新日志显示，{s}目前是 {x}。"),
    ("b", "发行说明里写着结账的bug在{s} {x}修好了，至少要升到这个版本。"),
]
def zh_money(rng):
    return rng.choice([f"{rng.randint(2, 30)}万元", f"¥{rng.randint(3, 99) * 100}", f"{rng.randint(3, 99) * 100}块",
                       f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万", f"{rng.randint(3, 99) * 100}元"])
ZH_MONEY_SUBJ = ["舞台租赁", "流动厕所", "消防验收", "海报和横幅", "音响合同", "对讲机租金", "围栏", "压轴乐队的演出费", "活动保险",
                 "服务器一年的费用", "安保人员", "手环", "发电机租赁", "大帐篷"]
ZH_MONEY_FRAMES = [
    ("u", "{s}报价{x}，比去年贵！"),
    ("u", "{s}最后花了{x}"),
    ("u", "理事会说{s}最多{x}，别超了"),
    ("u", "{s}还欠人家{x}，谁知道这也要钱"),
    ("u", "区里的文化基金批下来了，{x}！！虽然没给全额"),
    ("b", "按您贴的银行流水，{s}花了{x}。"),
    ("b", "扣掉定金以后，{s}还剩{x}要付。"),
]
def zh_date(rng):
    return f"{rng.randint(1, 12)}月{rng.randint(1, 28)}{rng.choice(['日', '日', '号'])}"
ZH_DATE_SUBJ = ["结项报告", "进场搭台", "理事会", "摊位报名", "开票", "保险续保", "许可申请", "志愿者报名", "赞助方案", "现场踏勘",
                "乐队合同", "消防验收"]
ZH_DATE_FRAMES = [
    ("u", "{s}定在{x}了，我老是忘"),
    ("u", "{s}又改到{x}了！！"),
    ("u", "{s}是{x}，一天都不能拖"),
    ("u", "提醒一下，{s}在{x}，帮我记着"),
    ("u", "{s}好像是{x}？我再跟小美确认下"),
    ("b", "按区里的来函，{s}的时间是{x}，场地平面图要在那之前做完。"),
    ("b", "我已经把{s}放进共享日历了，{x}。"),
]
ZH_DECISIONS = [
    ("海港音响", "他们的报价已经包含乐器"), ("无现金手环", "手续费只有大麦的一半"), ("旧货场那块空地", "去年城管已经批过那块地"),
    ("纸质排班表", "好多阿姨不用微信"), ("可降解纸杯", "冠名赞助商要求零塑料"), ("周六单日露营", "保险只保一个晚上"),
    ("自己搭票务网站", "第三方平台每张票抽成太高"), ("红十字会急救队", "他们去年到得最快"), ("湖畔搭建公司", "他们一天就能搭完顶棚"),
    ("周二晚上开志愿者培训", "大家工作日都要上班"), ("租对讲机", "一年就用四天"), ("只在周五延长到十一点", "业委会只同意延长一晚"),
    ("把儿童区挪到果园", "下午那边一直有树荫"), ("设一档优惠票", "基金会要求有无障碍方案"),
]
ZH_DECISION_FRAMES = [
    ("u", "那就定了，用{c}，因为{r}"),
    ("u", "就用{c}吧，{r}"),
    ("u", "理事会投票了，选{c}，理由是{r}"),
    ("u", "我拍板了：{c}，{r}，不讨论了哈"),
    ("u", "来回折腾半天，最后还是{c}，关键是{r}"),
    ("b", "那我们就按{c}来，毕竟{r}。排班我会照这个安排。"),
]
ZH_CONSTRAINTS = [
    ("改票价", "开票以后", True), ("把排班表发到大群", "组长们确认之前", True), ("动域名解析", "开票那一周", True),
    ("让志愿者开电瓶车", "没参加安全培训的", True), ("签供应商合同", "没有两位理事签字", True), ("重启票务服务器", "检票口正在扫码的时候", True),
    ("把捐款人名单给别人", "理事会以外", True), ("开大发电机", "晚上十一点以后", True), ("卖酒", "啤酒花园围栏外面", True),
    ("群发志愿者邮件", "不用密送的情况下", True), ("签免责书", "上桁架之前", False), ("穿反光背心", "叉车作业的时候", False),
    ("把钱箱锁进保险柜", "每个酒水班结束的时候", False), ("拍照留底", "租赁公司来收设备之前", False),
]
ZH_CONSTRAINT_FRAMES = [
    (True, "u", "{c}绝对不能{a}"),
    (True, "u", "记住，{c}别{a}！"),
    (True, "u", "保险公司说了，{c}不许{a}"),
    (True, "u", "{c}千万别{a}，吃过亏的"),
    (True, "b", "记下了：{c}不要{a}。"),
    (False, "u", "{c}必须{a}，没有例外"),
    (False, "u", "保险那边要求{c}一定要{a}"),
    (False, "b", "记下了：{c}都要{a}。"),
]
ZH_TOPICS = ["雨天预案", "志愿者T恤", "无障碍接驳车", "后台餐饮", "失物招领", "儿童区保险", "临时停车场", "周边商品分成",
             "庆功宴场地", "手语翻译", "赞助商横幅位置", "饮水补给站", "摄影师合同", "夜间投诉热线"]
ZH_QUESTION_FRAMES = ["{x}到底谁负责啊？", "{x}还没定吧？", "对了，{x}怎么办", "{x}有人管吗，我有点慌", "{x}是不是还没人回？",
                      "话说{x}定了没", "{x}那事后来怎么样了？感觉大家都忘了"]
ZH_FIRST = ["小美", "阿杰", "大伟", "琳琳", "小马", "阿May", "胖虎", "大刘"]
ZH_BANDS = ["铜壶乐队", "夜航船", "南山铜管", "灯笼合唱团", "盐与麻雀", "拖拉机丝绒"]
ZH_VENUES = ["老粮仓", "湖边凉亭", "C区草坪", "文化宫", "北场", "老磨坊"]
ZH_FILLER_U = [
    "好的！", "嗯嗯", "哈哈哈哈", "刚开完会", "等下，接个电话", "回来了", "太好了", "行", "谢谢谢谢！",
    "{f}刚发了{v}屋顶的照片，没事，没事的！", "{b}又取消了试音，老样子", "今天在图书馆卖了{n}张抽奖券！",
    "打印机又卡纸了，赞助方案打到第{n}页卡住", "{f}在帮{b}弄技术需求，他们要{n}条毛巾还有指定牌子的矿泉水",
    "二号舞台的效果图太好看了，{f}这次真的厉害",
    "今天上午简直一团乱：{f}和{f2}八点就到{v}了，结果钥匙在{f3}手上，{f3}在城另一头陪{b}排练，我们只好坐在马路牙子上喝便利店咖啡，"
    "顺便把北场的地图又改了一遍，然后就下雨了，然后面包店把{n}个面包送错了地方。反正活下来了！我们刚才说到哪了",
    "能写短一点吗，理事们都在手机上看", "明白明白", "好，{f}肯定喜欢", "先说一个，免得我忘了",
    "志愿者开放日来了{n}个人！！历史最高", "{f}给大家带了{n}个人的甜甜圈，我爱这个团队",
    "天气预报说周六有雨，我选择不相信",
    "不好意思刚才在开车，{f}把面包车开走了",
    "哈哈好的，{f}让我跟你说声谢谢",
    "{v}那边的网太差了，我在停车场打字", "好累。{b}和{b2}半夜都发消息要加嘉宾名额",
]
ZH_ASSIST_SENT = [
    "这个思路没问题，也符合理事会上个月提的要求。",
    "这周我建议这样排：先把别人在等的事情定下来，然后是文书，最后是可以往后放的。",
    "志愿者这边，给每个组长单独发一条短消息，通常比给所有人发一封长邮件效果好，大家更愿意看短的。",
    "结项报告的话，资助方主要关心三件事：当初说要做什么、实际做了什么、学到了什么，每部分一页就够了。",
    "票务网站最稳妥的做法是：先备份，一次只改一处，用测试订单走一遍下单流程，没问题再继续。",
    "建议把所有待办放在同一个清单里，这样就不用靠谁记得某条聊天记录了。",
    "跟供应商把进场时间写进书面确认里，当天能少吵很多架。",
    "赞助商一般更喜欢一条简短的感谢加几张现场照片，而不是一份长报告。",
    "如果城管那边有问题，最好一封邮件按他们提问的顺序一次答完。",
    "排班基本可行，不过周日下午那段人有点少，往往也是大家提前走的时候。",
    "给检票组准备一张小清单（扫码枪充电、零钱点清、对讲机频道）会对新志愿者很有帮助。",
    "我可以帮您起草，告诉我要点和语气就行，我会控制在一页以内。",
    "给乐队准备一页说明：到达时间、停车、餐饮、演出时间，大部分邮件就不用回了。",
    "替我跟{f}问个好，周六{b}加油！",
    "如果这周钥匙在{f}那里，可以先去{v}踏勘，文书之后再弄。",
    "一周{n}个人报名，这个时间点已经很不错了。",
    "答应{b}额外的东西之前，最好还是先跟{f}确认一下。",
    "理事会的材料，先写需要他们做的决定，再写背景，这样会议不容易跑题。",
]
ZH_ASSIST_OPEN = ["好的！", "收到。", "明白了。", "谢谢，这个很有用。", "没问题。", "好嘞，"]
ZH_JOIN = ["，还有，", "。对了，", "\n\n", "；另外", "。哦还有，"]
ZH_ASSIST_FACT_LEAD = ["顺便提醒一下：", "记录一下：", "另外，"]


class Style:
    def __init__(self, zh):
        self.zh = zh

    def fact(self, rng, kind, used, role):
        """-> (sentence, needles)"""
        zh = self.zh
        def frames(fr):
            ok = [t for r, t in fr if (r == "b") == (role == "assistant")]
            fresh = [t for t in ok if ("frame", t) not in used]
            t = rng.choice(fresh or [t for t in ok if "{s}" in t] or ok)
            used.add(("frame", t))
            return t
        def uniq(gen):
            for _ in range(200):
                x = gen()
                if x not in used:
                    used.add(x); return x
            raise RuntimeError("pool exhausted")
        def slotted(subj, fr, gen):
            t = frames(fr)
            x = uniq(gen)
            s = uniq(lambda: (kind, rng.choice(subj)))[1] if "{s}" in t else ""
            return t.format(s=s, x=x), [x]
        if kind == "name":
            return slotted(ZH_NAME_SUBJ if zh else EN_NAME_SUBJ, ZH_NAME_FRAMES if zh else EN_NAME_FRAMES,
                           lambda: rng.choice(ZH_NAMES if zh else EN_NAMES))
        if kind == "command":
            x = uniq(lambda: en_command(rng))
            return frames(ZH_COMMAND_FRAMES if zh else EN_COMMAND_FRAMES).format(x=x), [x]
        if kind == "id":
            t = frames(ZH_ID_FRAMES if zh else EN_ID_FRAMES)
            x = uniq(lambda: en_id(rng, t))
            return t.format(x=x), [x]
        if kind == "port":
            return slotted(ZH_PORT_SUBJ if zh else EN_PORT_SUBJ, ZH_PORT_FRAMES if zh else EN_PORT_FRAMES, lambda: en_port(rng))
        if kind == "version":
            return slotted(ZH_VERSION_SUBJ if zh else EN_VERSION_SUBJ, ZH_VERSION_FRAMES if zh else EN_VERSION_FRAMES, lambda: en_version(rng))
        if kind == "money":
            return slotted(ZH_MONEY_SUBJ if zh else EN_MONEY_SUBJ, ZH_MONEY_FRAMES if zh else EN_MONEY_FRAMES, lambda: zh_money(rng) if zh else en_money(rng))
        if kind == "date":
            return slotted(ZH_DATE_SUBJ if zh else EN_DATE_SUBJ, ZH_DATE_FRAMES if zh else EN_DATE_FRAMES, lambda: zh_date(rng) if zh else en_date(rng))
        if kind == "decision":
            c, r = uniq(lambda: rng.choice(ZH_DECISIONS if zh else EN_DECISIONS))
            return frames(ZH_DECISION_FRAMES if zh else EN_DECISION_FRAMES).format(c=c, r=r), [c, r]
        if kind == "constraint":
            a, c, neg = uniq(lambda: rng.choice(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS))
            fr = [(r, t) for n, r, t in (ZH_CONSTRAINT_FRAMES if zh else EN_CONSTRAINT_FRAMES) if n == neg]
            return frames(fr).format(a=a, c=c), [a, c]
        # question: always the user asking
        x = uniq(lambda: rng.choice(ZH_TOPICS if zh else EN_TOPICS))
        return rng.choice(ZH_QUESTION_FRAMES if zh else EN_QUESTION_FRAMES).format(x=x), [x]

    def fill(self, rng, t):
        F, B, V = (ZH_FIRST, ZH_BANDS, ZH_VENUES) if self.zh else (EN_FIRST, EN_BANDS, EN_VENUES)
        f = rng.sample(F, 3); b = rng.sample(B, 2)
        return t.format(f=f[0], f2=f[1], f3=f[2], b=b[0], b2=b[1], v=rng.choice(V), n=rng.randint(3, 240))

    def user_filler(self, rng):
        return self.fill(rng, rng.choice(ZH_FILLER_U if self.zh else EN_FILLER_U))

    def assistant_text(self, rng, facts_text):
        zh = self.zh
        S = ZH_ASSIST_SENT if zh else EN_ASSIST_SENT
        sep = "" if zh else " "
        k = rng.choice([1, 2, 3, 5, 7, 9, 11] if zh else [1, 1, 2, 3, 4, 5, 6])
        sents = [self.fill(rng, x) for x in rng.sample(S, k)]
        parts = [rng.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN)]
        if facts_text:
            parts.append(rng.choice(ZH_ASSIST_FACT_LEAD if zh else EN_ASSIST_FACT_LEAD))
            parts.append(facts_text)
        body = sep.join(parts + sents[: max(1, k // 2)])
        rest = sents[max(1, k // 2):]
        if rest:
            body += "\n\n" + sep.join(rest)
        return body

    def user_text(self, rng, facts):
        zh = self.zh
        if not facts:
            return self.user_filler(rng)
        J = ZH_JOIN if zh else EN_JOIN
        text = facts[0]
        for f in facts[1:]:
            text += ("\n" if f.startswith("$ ") else rng.choice(J)) + f
        r = rng.random()
        if r < 0.25:
            text = self.user_filler(rng) + ("\n" if rng.random() < 0.5 or text.startswith("$ ") else ("，" if zh else " ")) + text
        elif r < 0.4:
            text = text + ("\n\n" if rng.random() < 0.5 else ("。" if zh else ". ")) + self.user_filler(rng)
        return text

    def tool_pair(self, rng, i):
        zh = self.zh
        name, args, out = rng.choice([
            ("search_history", {"query": rng.choice(["rota", "sponsor", "permit", "stage"] if not zh else ["排班", "赞助", "许可", "舞台"]), "limit": 5},
             "found {n} earlier messages; the newest is from last week and says nothing has changed." if not zh else "找到{n}条相关消息，最新一条是上周的，说情况没有变化。"),
            ("calendar_lookup", {"range": "next_7_days"},
             "3 events: Volunteer orientation (Tue evening), Sponsor call with Brewco (Thu 10:00), Site walk at Orchard Lawn (Sat)." if not zh
             else "接下来7天有3个日程：周二晚志愿者培训，周四上午赞助商电话会，周六现场踏勘。"),
            ("read_file", {"path": rng.choice(["rota-draft.csv", "budget.xlsx", "site-plan.pdf"])},
             "read {n} lines; columns: shift, lead, volunteers, notes. Several rows have empty notes." if not zh
             else "读取了{n}行；列：班次、组长、志愿者、备注。有几行备注为空。"),
            ("weather", {"place": "Riverbend" if not zh else "河湾"},
             "Sat: 60% chance of showers, 18C; Sun: sunny, 22C." if not zh else "周六：60%概率阵雨，18度；周日：晴，22度。"),
        ])
        return ("call", name, json.dumps(args, ensure_ascii=False), i), ("result", name, out.format(n=rng.randint(2, 60)), i)


def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(f"heldout-l/{seed}/{attempt}")
    style = Style(zh)
    M = rng.randint(130, 280)
    roles = ["user" if k % 2 == 0 else "assistant" for k in range(M)]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    F = len(plan)
    load = [[] for _ in range(M)]  # kinds placed per message
    for j, kind in enumerate(plan):
        want = "assistant" if (kind != "question" and rng.random() < 0.2) else "user"
        cap = 3 if want == "user" else 1
        t = min(M - 1, int((j + rng.random()) / F * M))
        for d in range(M):
            hit = None
            for c in (t - d, t + d):
                if 0 <= c < M and roles[c] == want and len(load[c]) < cap:
                    hit = c; break
            if hit is not None:
                load[hit].append(kind); break
        else:
            raise RuntimeError("no slot")
    used, facts, texts = set(), [], []  # texts: (kind, name/role, text, idx)
    callno = 0
    for m in range(M):
        role = roles[m]
        sents, mine = [], []
        for kind in load[m]:
            s, needles = style.fact(rng, kind, used, role)
            sents.append(s); mine.append((kind, needles))
        if role == "assistant" and rng.random() < 0.18:
            a, b = style.tool_pair(rng, callno); callno += 1
            texts.append(a); texts.append(b)
        if role == "user":
            text = style.user_text(rng, sents)
        else:
            text = style.assistant_text(rng, (" " if not zh else "").join(sents))
        facts += [(kind, needles, len(texts)) for kind, needles in mine]
        texts.append(("msg", role, text, m))
    return texts, facts


def validate(texts, facts, baseline):
    """every needle in its own message, in no other row, not in the empty context, not inside another needle"""
    bodies = [t[2] for t in texts]
    alln = [(n, fi) for fi, (_, ns, _) in enumerate(facts) for n in ns]
    for fi, (kind, needles, idx) in enumerate(facts):
        for n in needles:
            if n not in bodies[idx]:
                return f"needle {n!r} not in its message"
            others = [i for i, b in enumerate(bodies) if n in b and i != idx]
            if others:
                return f"needle {n!r} also in row {others[0]}"
            if n in baseline:
                return f"needle {n!r} in empty context"
            for m, fj in alln:
                if fj != fi and n in m:
                    return f"needle {n!r} inside needle {m!r}"
    return None


def to_rows(texts):
    rows = []
    for i, (typ, who, text, _) in enumerate(texts):
        at = f"2026-11-{10 + i // 720:02d}T{(i // 30) % 24:02d}:{(i * 2) % 60:02d}:00.000Z"
        rid = f"msg_l{i + 1:05d}"
        if typ == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_l{i}", "name": who, "arguments": text}, "meta": {}})
        elif typ == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_l{i - 1}", "name": who, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": who, "content": text}, "meta": {"uiRole": who}})
    return rows


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    dump = os.environ.get("DUMP")
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        baseline = run(okbot, root, ["context", "show", "-a", "Writer"])
        for attempt in range(50):
            texts, facts = conversation(seed, zh, per_kind, attempt)
            err = validate(texts, facts, baseline)
            if not err:
                break
        else:
            sys.exit(f"seed {seed}: could not build a valid conversation: {err}")
        rows = to_rows(texts)
        if dump:
            os.makedirs(dump, exist_ok=True)
            with open(os.path.join(dump, f"rows-{seed}.jsonl"), "w") as fh:
                fh.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
            with open(os.path.join(dump, f"facts-{seed}.json"), "w") as fh:
                json.dump([{"kind": k, "needles": ns, "row": i} for k, ns, i in facts], fh, ensure_ascii=False, indent=1)
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message":
                inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d in os.listdir(root):
            p = os.path.join(root, d, "session-summary.json")
            if os.path.exists(p):
                maxc = max(maxc, len(json.load(open(p))["summary"]))
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok:
                missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for t in texts if t[0] == "msg")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions, attempt {attempt}): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for line in missing:
            print(line)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS:
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
