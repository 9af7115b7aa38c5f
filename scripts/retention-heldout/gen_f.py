#!/usr/bin/env python3
"""Held-out retention set F: a freelance photographer / parent chatting with an assistant about
clients, invoices, travel, the car, the kids' school, a renovation and the website server.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]     (default seeds 1 2 3 4 5; the last seed is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation.

Per conversation: append rows in batches of 25 messages, `okbot compress -a Writer --now` after each
batch, then `okbot context show -a Writer` and count facts whose needles ALL occur verbatim.
Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------------------------------------
# English pools
# ---------------------------------------------------------------------------------------------
EN_FIRST = ["Marguerite", "Tobias", "Ingrid", "Dashiell", "Anouk", "Ravindra", "Cosima", "Emeka", "Henrietta",
            "Lorcan", "Saoirse", "Benedikt", "Yolanda", "Thaddeus", "Mirela", "Oswin", "Pilar", "Fenwick",
            "Ottilie", "Bartholomew", "Zuzana", "Caspian", "Imogen", "Desmond", "Leocadia", "Florin"]
EN_LAST = ["Okafor", "Lindqvist", "Barrowclough", "Fitzwilliam", "Van der Berg", "Castellanos", "Pemberton",
           "Nakagawa", "Szymanski", "Achterberg", "Delacroix", "Mbeki", "Quist", "Hollingsworth", "Oyelaran",
           "Brannigan", "Esterházy", "Tremblay", "Wojcik", "Abernathy", "Montalvo", "Kowalczyk", "Rasmussen"]
EN_ROLES = ["the bride's mum", "the guy from the print lab", "our accountant", "the tiler", "Maya's teacher",
            "the new wedding client", "the mechanic", "the hosting support person", "the school secretary",
            "the second shooter", "the venue coordinator", "the electrician", "the travel agent"]

EN_CMDS = [
    "rsync -avz --delete ~/exports/{c}/ deploy@web{n}:/var/www/gallery/{c}/",
    "sudo systemctl restart nginx",
    "sudo certbot renew --cert-name {c}.photos --dry-run",
    "docker compose -f site-{n}.yml up -d --force-recreate",
    "exiftool -all= -overwrite_original ~/Pictures/{c}/*.jpg",
    "df -h /mnt/archive{n}",
    "tar czf ~/backups/{c}-{n}.tgz ~/Pictures/clients/{c}",
    "sudo journalctl -u php8.2-fpm --since '{n} hours ago'",
    "mysqldump -u wp -p wp_{c} > /tmp/wp_{c}.sql",
    "sudo ufw allow from 10.0.{n}.0/24 to any port 22",
    "du -sh ~/Pictures/clients/{c}",
    "wp plugin update --all --path=/var/www/{c}",
    "ffmpeg -i {c}_teaser.mov -vf scale=1080:-2 -crf {n}8 {c}_ig.mp4",
    "sudo apt-get install --only-upgrade openssl",
    "find ~/Pictures/{c} -name '*.CR3' -mtime +{n}0 -delete",
    "crontab -l | grep backup_{c}",
    "ssh -p 22{n}2 deploy@web{n}.{c}.photos",
    "rclone sync ~/Pictures/clients b2:{c}-archive --transfers {n}",
]
EN_CMD_WORDS = ["okafor", "lindqvist", "harbour", "willow", "maple", "juniper", "saltmarsh", "fernhill", "tidewater", "orchard"]

EN_IDS = ["HOST-{a}", "#{b}", "CVE-2024-{c}", "INV-{a}", "CLM-{c}", "PR-{b}", "SR{c}", "BK-{a}X", "ORD-{c}", "TKT-{a}"]

EN_VER_APPS = ["lightroom", "nginx", "php", "wordpress", "the camera firmware", "capture one", "the router firmware",
               "node", "the gallery plugin", "ubuntu", "darktable", "the drone app"]

EN_DECISIONS = [
    ("Backblaze B2", "it's roughly a third of what Dropbox wants"),
    ("the Hetzner box", "the old VPS kept running out of RAM"),
    ("the Lisbon flight on the Tuesday", "the Monday one had a 5 hour layover"),
    ("oak flooring in the hall", "the vinyl sample scratched when Maya's scooter hit it"),
    ("the after-school robotics club", "it finishes late enough that I can pick up after shoots"),
    ("a second-hand Sigma 35mm", "the new one is back-ordered until spring"),
    ("Pixieset for client galleries", "clients kept losing the WeTransfer links"),
    ("the Skoda garage in Harlow", "they're the only ones who'll do a courtesy car"),
    ("quarterly invoicing for the agency retainer", "chasing monthly payments was eating my fridays"),
    ("the cheaper builder's quote", "the fancy one wanted half up front"),
    ("the 9am slot for the family shoot", "the light at that park is awful after 11"),
    ("Cloudflare in front of the site", "the spam bots were hammering the contact form"),
    ("renting the Aputure lights", "buying them won't pay off before next summer"),
    ("Wise for the euro clients", "the bank fees on SEPA were silly"),
    ("the grey kitchen tiles", "the white ones show every single coffee splash"),
    ("a Friday delivery deadline for all galleries", "clients keep asking on weekends anyway"),
]
EN_ACTS = ["push anything to the live site", "book non-refundable hotels", "send the final gallery",
           "pay the builder's next instalment", "reboot the web server", "post sneak peeks on instagram",
           "drive the Octavia on the motorway", "sign the school trip form", "delete the raw files",
           "change the DNS records", "quote under the day rate", "order the bathroom tiles",
           "give out the client portal password", "cancel the car insurance", "update the WordPress plugins"]
EN_CONDS = ["before the deposit has cleared", "while a client is mid-download", "until the garage has looked at the brake noise",
            "without checking with Priya first", "during the school run hours", "unless the backup finished that night",
            "before the contract is countersigned", "on a shoot day", "until the building inspector has signed off",
            "after 10pm", "while the kids are home sick", "before the second backup is verified",
            "unless the invoice is marked paid", "during wedding season weekends", "before the model release is signed"]
EN_TOPICS = ["drone permit for the beach shoot", "Maya's music lesson money", "gutter repair warranty",
             "second shooter contract", "parking permit renewal", "SSL certificate for the old domain",
             "council tax band appeal", "kids' passport renewals", "studio rent increase", "car seat recall",
             "hard drive that clicked", "VAT threshold thing", "loft conversion planning permission",
             "school photo day conflict", "expired lens insurance", "ownership of the wedding raw files",
             "spare room mould", "Leo's swimming lessons timetable"]

EN_FILLER_U = [
    "ok", "ha yes", "thx!!", "hmm let me think", "back, sorry — Leo spilled juice on the laptop bag",
    "lol fair", "right right", "ugh Mondays", "sorry was on the phone with my Mum for 40 min",
    "that's a lot. ok", "cool cool", "wait what", "brb school run",
    "just got 312 shots off the card from this morning, the light was gorgeous for like 20 minutes and then Grey Skies™ again",
    "the kids are watching Bluey for the 3rd time today, I have maybe 15 min of peace",
    "do you think people still read blog posts? asking for Instagram-addicted me",
    "fine. also it's raining AGAIN, so much for the outdoor stuff this week",
    "coffee number 4. don't judge",
    "Maya says hi btw. she wants to know if you can do her maths homework (no)",
    "yes exactly what I was thinking",
    "ok but be honest, is it too much? I always overthink the emails to clients and then send something 3 paragraphs long when 2 lines would do",
    "the Vauxhall next door is blocking the drive again, lovely",
    "nope, never mind, found it in the other folder",
    "Priya says: 'don't forget to eat lunch'. she knows me too well",
    "so tired. did a 12 hour wedding Saturday and then soft play Sunday morning",
]
EN_FILLER_A = [
    "Sure.", "Happy to help with that.", "Makes sense.",
    "That sounds like a lot to juggle. One approach that works for a lot of freelancers is to batch similar tasks — editing in the mornings, admin and email after lunch, and keeping one afternoon a week completely free for the unexpected things (school calls, car trouble, a client who suddenly needs something yesterday).",
    "Good question. In general, for client emails shorter is better: one line thanking them, one line with the key information or the link, and one line with the next step. If there's anything sensitive, like a late payment, keep it friendly but specific about what you need and by when.",
    "I've looked through what you shared so far and nothing looks out of the ordinary. There are a couple of small things worth tidying up when you have time, but none of them are urgent, and none of them should affect the shoots you have coming up.",
    "Totally understandable. Running a business and a household at the same time means something is always slightly on fire. It might help to keep a single running list that we update here, so you don't have to hold it all in your head.",
    "Here's a rough way to think about it: first, what absolutely has to happen this week; second, what would be nice if there's time; third, what can quietly wait until after the busy season. Most things end up in the third bucket once you look at them honestly.",
    "Noted, I'll keep that in mind when we plan the rest of the month.",
    "For backups, the usual rule of thumb is 3-2-1: three copies, on two different kinds of storage, with one copy off-site. For a photography business that usually means the working drive, a local backup drive, and a cloud copy.",
    "That's a reasonable plan. If anything changes on their side, just paste the message here and we can adjust.",
    "Rainy weeks are a good time to catch up on culling and editing, honestly. You could also use them for the admin backlog — the tax stuff, updating the price list, those gallery blog posts you mentioned wanting to write.",
]
EN_ASIDES = ["anyway", "oh also", "btw", "random but", "before I forget", "sorry one more", "also!!", "and", "unrelated:", "ok and"]

TOOLS = [
    ("search_history", lambda r: {"query": r.choice(["invoice", "wedding", "server", "school", "builder", "flight"]), "limit": 5},
     lambda r, a: f"found {r.randint(0, 9)} earlier messages about {a['query']}; the newest is from last week and says nothing has changed."),
    ("calendar_lookup", lambda r: {"range": r.choice(["this week", "next week", "weekend"])},
     lambda r, a: f"{r.randint(1, 6)} events in {a['range']}: school run (daily), editing block, one shoot, dentist."),
    ("read_file", lambda r: {"path": r.choice(["notes/todo.md", "notes/clients.md", "notes/house.md"])},
     lambda r, a: f"{a['path']}: {r.randint(8, 40)} lines, last edited a few days ago; mostly checklists and reminders."),
    ("web_search", lambda r: {"q": r.choice(["best portfolio hosting", "oak vs vinyl flooring", "school holiday dates", "how to chase an unpaid invoice politely"])},
     lambda r, a: f"top results for '{a['q']}': a buying guide, a forum thread and a blog post; nothing conclusive."),
]


def en_fact(rng, kind, used, role):
    """Returns (sentence, needles)."""
    def uniq(pool, fmt=lambda x: x):
        c = [x for x in pool if fmt(x) not in used]
        x = rng.choice(c or pool); used.add(fmt(x)); return x
    if kind == "name":
        while True:
            nm = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
            if nm not in used and nm.split()[0] not in {u.split()[0] for u in used if " " in u}:
                break
        used.add(nm); role_ = rng.choice(EN_ROLES)
        frames = [f"oh and {nm} ({role_}) rang back, says the proofs look fine",
                  f"Priya says: \"can you ask {nm} about the album layout before friday\"",
                  f"remind me to text {nm} re the deposit, they're {role_}",
                  f"new enquiry came in from a {nm}, found us through a friend's wedding",
                  f"fwd from {nm}: running late, can we push to the afternoon?",
                  f"{role_} is called {nm} apparently, I keep forgetting",
                  f"so it turns out {nm} is the one who signs off the agency invoices, not the marketing guy"]
        if role == "assistant":
            frames = [f"For the record, the contact there is {nm} ({role_}).", f"I'll note {nm} as {role_} so we don't mix them up again."]
        return rng.choice(frames), [nm]
    if kind == "command":
        while True:
            cmd = rng.choice(EN_CMDS).format(c=rng.choice(EN_CMD_WORDS), n=rng.randint(1, 9))
            if cmd not in used: break
        used.add(cmd)
        frames = [f"the hosting guy said to run `{cmd}` if it happens again",
                  f"last time I think `{cmd}` fixed it??",
                  f"pasting what I typed:\n$ {cmd}\nand it just sat there for ages",
                  f"note to self: `{cmd}` before touching anything",
                  f"is `{cmd}` the right one or am I making that up",
                  f"Priya says: run {cmd} first, then tell her what it prints"]
        if role == "assistant":
            frames = [f"The safest first step is:\n\n    $ {cmd}\n\nIt doesn't change anything you can't undo, and it'll tell us where things stand.",
                      f"You can try `{cmd}` — if it errors out, paste the output here."]
        return rng.choice(frames), [cmd]
    if kind == "id":
        while True:
            i = rng.choice(EN_IDS).format(a=rng.randint(1000, 9999), b=rng.randint(100, 999), c=rng.randint(10000, 99999))
            if i not in used: break
        used.add(i)
        frames = [f"support ticket is {i} if they ask", f"the insurance ref was {i}, I wrote it on a post-it which Leo then ate (not literally)",
                  f"they closed {i} without fixing anything?!", f"github issue {i} on the theme looks like exactly our problem",
                  f"ref: {i}", f"pls keep {i} somewhere, it's the one for the lens repair"]
        if role == "assistant":
            frames = [f"I'd mention {i} in your reply so they can find the history.", f"Keep {i} handy — they'll ask for it on the phone."]
        return rng.choice(frames), [i]
    if kind == "port":
        while True:
            p = str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 49999)]))
            if p not in used: break
        used.add(p)
        frames = [f"the gallery admin thing runs on port {p}", f"ssh is on {p} now, not 22, the hosting guy changed it",
                  f"why is something listening on :{p}??", f"firewall needs {p} open for the NAS apparently",
                  f"the preview server wants localhost:{p}", f"Priya says the router forwards {p} to the printer, no idea why"]
        if role == "assistant":
            frames = [f"Make sure the firewall still allows port {p}, otherwise the upload tool can't connect.", f"So that's port {p} for the admin panel — worth writing down."]
        return rng.choice(frames), [p]
    if kind == "version":
        while True:
            v = rng.choice([f"{rng.randint(1, 30)}.{rng.randint(0, 19)}.{rng.randint(1, 40)}", f"{rng.randint(1, 9)}.{rng.randint(10, 99)}"])
            if v not in used: break
        used.add(v); app = rng.choice(EN_VER_APPS)
        frames = [f"{app} is on {v} now, did the update last night", f"the site still runs {app} {v} I think",
                  f"careful, {v} of {app} broke the export presets for loads of people", f"pinned {app} at {v} until after wedding season",
                  f"apparently v{v} fixes the tethering bug", f"which {app} do I have... says {v}"]
        if role == "assistant":
            frames = [f"I'd stay on {v} for now; the release after it has a few open bug reports.", f"Yes, {app} {v} supports that."]
        return rng.choice(frames), [v]
    if kind == "money":
        while True:
            cur = rng.choice(["$", "£", "€"])
            amt = rng.choice([f"{rng.randint(1, 9)},{rng.randint(100, 999)}", f"{rng.randint(120, 990)}", f"{rng.randint(20, 99)}.{rng.choice([50, 75, 99, 20])}"])
            m = f"{cur}{amt}"
            if m not in used: break
        used.add(m)
        frames = [f"the builder's invoice came in at {m}, gulp", f"they finally paid, {m} landed this morning 🎉",
                  f"quoted {m} for the half-day, was that too low?", f"car service is going to be {m} apparently",
                  f"school trip is {m} per kid, due soon", f"Priya says: the venue wants {m} for the second shooter slot"]
        if role == "assistant":
            frames = [f"So {m} is still outstanding on that one.", f"At {m} you're roughly in line with what other photographers nearby charge."]
        return rng.choice(frames), [m]
    if kind == "date":
        months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        while True:
            mo, dd = rng.randrange(12), rng.randint(1, 28)
            d = rng.choice([f"{months[mo]} {dd}", f"{dd} {months[mo][:3]}", f"{dd}/{mo + 1}/2027", f"{months[mo][:3]} {dd}th" if dd not in (1, 2, 3, 21, 22, 23) else f"{months[mo]} {dd}"])
            if d not in used and not any(d in u or u in d for u in used): break
        used.add(d)
        frames = [f"the wedding is {d}, can't move it", f"passports have to be in by {d} or we're stuffed",
                  f"school's inset day is {d} so no shoots that day", f"MOT runs out {d}",
                  f"builder says they start {d}, we'll see", f"hosting renewal due {d} according to the email"]
        if role == "assistant":
            frames = [f"I've got {d} down as the deadline for that.", f"If the gallery goes out by {d} you're still inside what you promised."]
        return rng.choice(frames), [d]
    if kind == "decision":
        c, r = uniq(EN_DECISIONS, lambda x: "D:" + x[0])
        frames = [f"ok decided, {c} — {r}", f"going with {c}. reason: {r}", f"{c} it is, because {r}",
                  f"Priya says let's just do {c} since {r}, and honestly she's right",
                  f"after all that back and forth: {c}. {r}, so it's a no brainer",
                  f"final answer is {c} (mostly because {r})"]
        if role == "assistant":
            frames = [f"Alright, so the choice is {c}, because {r}. I'll plan around that."]
        return rng.choice(frames), [c, r]
    if kind == "constraint":
        a = uniq(EN_ACTS, lambda x: "A:" + x); cd = uniq(EN_CONDS, lambda x: "C:" + x)
        frames = [f"rule for future me: never {a} {cd}", f"do NOT {a} {cd}, learned that the hard way",
                  f"Priya says: please don't {a} {cd}!!", f"important — we can't {a} {cd}",
                  f"reminder: don't {a} {cd}, seriously",
                  f"note from the accountant, forwarded: you must not {a} {cd}",
                  f"the contract literally says we mustn't {a} {cd}"]
        if role == "assistant":
            frames = [f"Understood — I won't suggest that you {a} {cd}."]
        return rng.choice(frames), [a, cd]
    # question (user only)
    t = uniq(EN_TOPICS, lambda x: "Q:" + x)
    frames = [f"wait, what's happening with the {t}?", f"still no idea who's dealing with the {t}",
              f"q for later: the {t} — who pays for that?", f"hm, did anyone ever reply about the {t}",
              f"Priya asks: is the {t} sorted or not?", f"can't remember if the {t} ever got resolved, can you?? no rush"]
    return rng.choice(frames), [t]


# ---------------------------------------------------------------------------------------------
# Chinese pools
# ---------------------------------------------------------------------------------------------
ZH_NAMES = ["欧阳慧琳", "司马建军", "上官婉清", "诸葛明远", "钟晓彤", "夏侯雪", "覃志刚", "闻一帆", "岑雨桐", "蔺子谦",
            "庞海燕", "褚立伟", "葛春妮", "邝国栋", "谭美玲", "戚振华", "牟思彤", "阎晓光"]
ZH_TITLE_NAMES = ["老邝", "小蔺", "谭姐", "阎师傅", "褚老师", "葛阿姨", "覃总", "戚哥"]
ZH_ROLES = ["装修队的", "孩子班主任", "婚礼那边的", "冲印店的", "记账的", "修车师傅", "网站托管的客服", "新客户"]
ZH_CMDS = ["sudo systemctl restart nginx", "rsync -avz ~/导出/{c}/ deploy@web{n}:/var/www/gallery/{c}/",
           "docker compose -f site-{n}.yml up -d", "df -h /mnt/photo{n}", "tar czf ~/备份/{c}-{n}.tgz ~/Pictures/{c}",
           "sudo certbot renew --cert-name {c}.cn --dry-run", "du -sh ~/Pictures/{c}", "sudo ufw allow 2{n}22/tcp",
           "mysqldump -u wp -p wp_{c} > /tmp/{c}.sql", "rclone sync ~/Pictures oss:{c}-bak --transfers {n}"]
ZH_CMD_WORDS = ["wangjia", "lixue", "xihu", "jinshan", "meiyuan", "qingshan", "yunqi", "hetang"]
ZH_DECISIONS = [
    ("阿里云OSS", "比百度网盘会员便宜一半"), ("周二那班去成都的高铁", "周一那班要转两次车"), ("实木地板", "孩子在客厅跑来跑去复合的容易刮花"),
    ("学校的编程兴趣班", "放学时间正好能接上"), ("二手的适马35mm", "新的要等到明年三月"), ("先修车再去自驾", "刹车一直有异响"),
    ("按季度开票", "每个月催款太耗精力"), ("便宜的那家装修队", "贵的那家要先付一半"), ("早上九点拍全家福", "那个公园十一点以后光线太硬"),
    ("微信小程序做客片交付", "客户老是找不到网盘链接"), ("租灯不买灯", "买的话明年夏天都回不了本"), ("灰色的厨房砖", "白色的一点油渍都看得见"),
]
ZH_ACTS = ["更新网站插件", "把原片发给客户", "付装修尾款", "重启服务器", "在朋友圈发样片", "开车上高速", "删除原始RAW文件",
           "改域名解析", "报低于日薪的价格", "订不能退的酒店", "给客户后台密码", "签学校的出游单"]
ZH_CONDS = ["定金没到账之前", "客户还在下载的时候", "修车师傅没看过之前", "没问过老婆之前", "接送孩子的时间段", "当天备份没做完的话",
            "合同没签回来之前", "有拍摄的那天", "验收没过之前", "晚上十点以后", "孩子生病在家的时候", "肖像授权没签之前"]
ZH_TOPICS = ["海边航拍许可", "女儿钢琴课的学费", "阳台漏水保修", "二机位的合同", "小区停车证续办", "旧域名的证书",
             "孩子的护照", "工作室房租涨价", "儿童座椅召回", "那块咔咔响的硬盘", "婚礼原片归属", "次卧墙面发霉"]
ZH_FILLER_U = ["好的", "嗯嗯", "哈哈哈", "行吧", "等下，接个电话", "刚送完孩子回来", "谢谢！！", "我想一下", "有道理",
               "今天拍了312张，光线好的时候就那么二十分钟，后面又阴天了", "孩子第3遍看小猪佩奇了，我大概有15分钟清净",
               "又下雨了，这周外景估计又泡汤", "第四杯咖啡了，别说我", "闺女说她想让你帮她写数学作业（不行）",
               "隔壁那辆大众又堵我家门口了，服了",
               "跟你吐槽一下，今天真的是兵荒马乱。早上7点起来做早饭，老大说校服找不到了，翻了半天在洗衣机里，湿的。送完孩子赶去给一对新人拍订婚照，结果他们迟到了40分钟，光线全没了，只能进室内拍。中午随便吃了个包子，下午回来修了大概80张，电脑风扇一直狂转，我怀疑是灰太多了。晚上老二又说明天要交手工作业，一个纸板做的房子，我们俩剪到十点多。我现在就想躺平，可是邮箱里还有十几封没回的，还有两个客户在催相册，唉，明天再说吧，先跟你说说几件正事。", "没事了，在另一个文件夹里找到了", "周六拍了12个小时婚礼，周日还要带娃去游乐场，累死"]
ZH_FILLER_A = ["好的。", "明白。", "没问题，我记下了。",
               "听起来事情确实很多。很多自由职业者的做法是把同类的事放在一起做：上午修图，下午处理邮件和杂事，每周再留半天专门应付突发状况，比如学校来电话、车出问题，或者客户突然要东西。",
               "给客户回消息的话，一般越短越好：一句感谢，一句关键信息或者链接，一句下一步要做什么。涉及催款这种比较敏感的事，语气客气一点，但要把需要什么、什么时候要说清楚。",
               "我看了一下你前面发的内容，没有发现什么特别的问题。有几个小地方有空的时候可以整理一下，但都不急，也不会影响接下来的拍摄。",
               "备份的话，常见的说法是3-2-1原则：三份拷贝，两种不同的存储介质，其中一份放在异地。对摄影工作室来说，一般就是工作盘、本地备份盘，再加一份云端。",
               "先说结论：这几件事都不算急，但最好这周内理一下。第一，客户那边的交付最好有个固定节奏，比如每周五统一发片，这样你不用每天被催；第二，家里装修的事建议把每一笔付款都记在同一个表里，写清楚付了什么、还剩多少、对应哪一阶段的验收；第三，网站服务器这块，如果平时不怎么动它，就尽量别频繁升级，稳定比新功能重要；第四，孩子学校的各种通知可以拍照发给我，我帮你整理成一个日程。这样下来，你脑子里要记的东西会少很多，晚上也能早点休息。",
               "下雨天其实挺适合补修图和挑片的，也可以顺便把积压的杂事处理一下，比如报税、更新价目表，还有你说想写的那几篇客片博客。"]
ZH_ASIDES = ["对了", "还有", "顺便说一下", "差点忘了", "另外", "哦还有个事", "然后"]


def zh_fact(rng, kind, used, role):
    def uniq(pool, fmt=lambda x: x):
        c = [x for x in pool if fmt(x) not in used]
        x = rng.choice(c or pool); used.add(fmt(x)); return x
    if kind == "name":
        nm = uniq(ZH_NAMES + ZH_TITLE_NAMES); r = rng.choice(ZH_ROLES)
        frames = [f"{r}{nm}刚回电话了，说样片没问题", f"老婆说：周五之前问一下{nm}相册排版的事", f"提醒我给{nm}发个微信说定金的事",
                  f"新来的询价是{nm}，朋友婚礼上看到我们的", f"转{nm}的话：我晚点到，能不能改到下午？", f"原来签字付款的是{nm}，不是那个市场部的"]
        if role == "assistant":
            frames = [f"记一下，那边的联系人是{r}{nm}。"]
        return rng.choice(frames), [nm]
    if kind == "command":
        while True:
            cmd = rng.choice(ZH_CMDS).format(c=rng.choice(ZH_CMD_WORDS), n=rng.randint(1, 9))
            if cmd not in used: break
        used.add(cmd)
        frames = [f"托管客服说再出问题就跑 `{cmd}`", f"上次好像是 `{cmd}` 搞定的？", f"我敲的是：\n$ {cmd}\n然后就卡住不动了",
                  f"备忘：动东西之前先 `{cmd}`", f"`{cmd}` 是这个吗，还是我记错了"]
        if role == "assistant":
            frames = [f"建议先执行：\n\n    $ {cmd}\n\n这一步不会改坏什么，能看到现在的状态。"]
        return rng.choice(frames), [cmd]
    if kind == "id":
        while True:
            i = rng.choice(["HOST-{a}", "#{b}", "CVE-2024-{c}", "INV-{a}", "BX{c}", "TK-{a}"]).format(a=rng.randint(1000, 9999), b=rng.randint(100, 999), c=rng.randint(10000, 99999))
            if i not in used: break
        used.add(i)
        frames = [f"工单号是{i}，他们问的话就报这个", f"保险报案号{i}，我写在便利贴上结果找不到了", f"他们把 {i} 直接关了，啥也没修？！",
                  f"主题的 github issue {i} 跟我们一模一样", f"镜头维修单号：{i}"]
        if role == "assistant":
            frames = [f"回复的时候带上 {i}，他们好查记录。"]
        return rng.choice(frames), [i]
    if kind == "port":
        while True:
            p = str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 49999)]))
            if p not in used: break
        used.add(p)
        frames = [f"相册后台跑在{p}端口", f"ssh现在改成{p}了，不是22", f"怎么有东西在监听 {p}？？", f"NAS那边要开{p}端口", f"路由器把 {p} 转给打印机了，不知道为啥"]
        if role == "assistant":
            frames = [f"注意防火墙要放行 {p} 端口，不然上传工具连不上。"]
        return rng.choice(frames), [p]
    if kind == "version":
        while True:
            v = f"{rng.randint(1, 30)}.{rng.randint(0, 19)}.{rng.randint(1, 40)}"
            if v not in used: break
        used.add(v); app = rng.choice(["Lightroom", "nginx", "WordPress", "相机固件", "路由器固件", "PHP"])
        frames = [f"{app}昨晚升到{v}了", f"网站上的{app}好像还是 {v}", f"小心，{app} {v} 把很多人的导出预设搞坏了", f"婚礼季结束前{app}就锁在{v}不动了"]
        if role == "assistant":
            frames = [f"建议先停在 {v}，后面那个版本还有不少问题没修。"]
        return rng.choice(frames), [v]
    if kind == "money":
        while True:
            m = rng.choice([f"{rng.randint(2, 9)}万元", f"¥{rng.randint(3, 99) * 100}", f"{rng.randint(3, 99) * 100}块", f"{rng.randint(11, 99)}00元"])
            if m not in used and not any(m in u or u in m for u in used): break
        used.add(m)
        frames = [f"装修队的单子出来了，{m}，肉疼", f"客户终于付了，{m}今天早上到账🎉", f"半天拍摄报了{m}，是不是报低了", f"修车要{m}",
                  f"学校春游每个孩子{m}", f"老婆说：场地那边二机位要收{m}"]
        if role == "assistant":
            frames = [f"那这一单还有{m}没收回来。"]
        return rng.choice(frames), [m]
    if kind == "date":
        while True:
            d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
            if d not in used and not any(d in u or u in d for u in used): break
        used.add(d)
        frames = [f"婚礼是{d}，改不了", f"护照最晚{d}要交材料", f"学校{d}放假，那天不接拍摄", f"车检{d}到期", f"装修队说{d}进场，看吧", f"域名{d}到期，邮件里写的"]
        if role == "assistant":
            frames = [f"我把{d}记为这件事的截止日期。"]
        return rng.choice(frames), [d]
    if kind == "decision":
        c, r = uniq(ZH_DECISIONS, lambda x: "D:" + x[0])
        frames = [f"定了，用{c}，因为{r}", f"最后决定选{c}，主要是{r}", f"就{c}吧，{r}", f"老婆说就用{c}，{r}，我觉得她说得对", f"纠结半天还是{c}，毕竟{r}"]
        if role == "assistant":
            frames = [f"好，那就是{c}，原因是{r}，我按这个来安排。"]
        return rng.choice(frames), [c, r]
    if kind == "constraint":
        a = uniq(ZH_ACTS, lambda x: "A:" + x); cd = uniq(ZH_CONDS, lambda x: "C:" + x)
        frames = [f"给以后的自己：{cd}千万别{a}", f"{cd}不要{a}，吃过亏了", f"老婆说：{cd}别{a}！！", f"合同里写了{cd}不能{a}", f"记住，{cd}不准{a}"]
        if role == "assistant":
            frames = [f"明白，{cd}我不会建议你{a}。"]
        return rng.choice(frames), [a, cd]
    t = uniq(ZH_TOPICS, lambda x: "Q:" + x)
    frames = [f"等下，{t}到底怎么样了？", f"{t}谁负责还没定呢", f"回头问问：{t}这个钱谁出？", f"{t}的事还没人回复吧", f"{t}后来解决了吗，我都忘了"]
    return rng.choice(frames), [t]


# ---------------------------------------------------------------------------------------------
# Conversation
# ---------------------------------------------------------------------------------------------
def build(seed, chinese, per_kind):
    rng = random.Random(seed * 104729 + (7 if chinese else 3))
    n_msgs = rng.randint(130, 280)
    fact_fn = zh_fact if chinese else en_fact
    fu, fa, asides = (ZH_FILLER_U, ZH_FILLER_A, ZH_ASIDES) if chinese else (EN_FILLER_U, EN_FILLER_A, EN_ASIDES)
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(n_msgs)]
    users = [i for i, r in enumerate(roles) if r == "user"]
    assts = [i for i, r in enumerate(roles) if r == "assistant"]
    slots = {i: [] for i in range(n_msgs)}
    F = len(plan)
    for j, kind in enumerate(plan):
        want_asst = kind != "question" and rng.random() < 0.2
        pool = assts if want_asst else users
        target = (j + rng.random()) * n_msgs / F
        cap = 1 if want_asst else 3
        cands = sorted(pool, key=lambda i: abs(i - target))
        for i in cands:
            if len(slots[i]) < cap:
                slots[i].append(kind); break
    used = set()
    facts, texts = [], []  # texts: (role, text, is_fact_msg)
    for i in range(n_msgs):
        role = roles[i]
        kinds = slots[i]
        if not kinds:
            if role == "assistant":
                k = rng.choice([1, 1, 2, 3])
                txt = (" " if not chinese else "").join(rng.sample(fa, k))
            else:
                txt = rng.choice(fu)
            texts.append((role, txt, False))
        else:
            parts = []
            for kind in kinds:
                t, needles = fact_fn(rng, kind, used, role)
                facts.append((kind, needles, len(texts)))
                parts.append(t)
            if chinese:
                sep = lambda: rng.choice(["，", "。", "。" + rng.choice(asides) + "，", "\n"])
                txt = parts[0]
                for p in parts[1:]: txt += ("\n" if txt[-1] in "。！？!?" else sep()) + p
            else:
                txt = parts[0]
                for p in parts[1:]:
                    txt += rng.choice([". ", " — ", "\n", ", " + rng.choice(asides) + " ", ". " + rng.choice(asides).capitalize() + ", "]) + p
            if role == "user" and rng.random() < 0.35:  # chit-chat around it
                extra = rng.choice(fu)
                if chinese:
                    j1 = lambda a, b: a + ("" if a[-1] in "。！？!?）" else "。") + b
                    txt = j1(extra, txt) if rng.random() < .5 else j1(txt, extra)
                else:
                    txt = (extra + ". " + txt) if rng.random() < .5 else (txt + "\n\n" + extra)
            if role == "assistant":
                txt = txt + (" " if not chinese else "") + rng.choice(fa)
            texts.append((role, txt, True))
        if role == "assistant" and rng.random() < 0.15:
            name, mkargs, mkres = rng.choice(TOOLS)
            a = mkargs(rng)
            texts.append(("call", json.dumps({"tool": name, **a}, ensure_ascii=False), name))
            texts.append(("result", mkres(rng, a), name))
    # integrity checks: each needle in its message; never in any other message (filler, tool rows, other facts)
    for kind, needles, idx in facts:
        for nd in needles:
            assert nd in texts[idx][1], (kind, nd, texts[idx][1])
            for j, t in enumerate(texts):
                if j != idx and nd in t[1]:
                    return None
    rows = []
    for i, t in enumerate(texts):
        role, text = t[0], t[1]
        at = f"2026-11-{10 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_f{seed:02d}{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_f{i}", "name": t[2], "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_f{i - 1}", "name": t[2], "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, [(k, nd) for k, nd, _ in facts], n_msgs


def conversation(seed, chinese, per_kind):
    for attempt in range(200):
        out = build(seed + 1000 * attempt, chinese, per_kind)
        if out is not None:
            return out
    sys.exit(f"could not build a collision-free conversation for seed {seed}")


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: gen.py OKBOT WORKDIR [seed ...]")
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts, n_msgs = conversation(seed, chinese, per_kind)
        open(os.path.join(work, f"conv-{seed}.jsonl"), "w").write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"]); run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        # drop machine ids (memory ids, tool call ids) so a digit run inside them can't count as a port etc.
        shown = re.sub(r"\[mem_[0-9A-Za-z]+\]|call_f\d+|msg_f\d+", " ", shown)
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError):
                    pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {n_msgs} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
