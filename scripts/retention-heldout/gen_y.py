#!/usr/bin/env python3
"""Held-out retention set "y": a coffee roastery owner (Aotearoa NZ, voice-note style) and a
Hangzhou milk-tea shop owner (Chinese). Usage: python3 gen.py OKBOT WORKDIR [seed ...]
PER_KIND env (default 10) = facts of each kind per conversation. Standard library only."""
import json, os, random, subprocess, sys, shutil

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_NAMES = ["Mereana Tipene", "Hamish Carruthers", "Priya Naidu", "Lachlan Boyd", "Ngaio Rangi", "Sione Latu",
            "Bridget O'Halloran", "Tevita Fifita", "Ruby Castellanos", "Keri Whaanga", "Declan Moffatt", "Anahera Pohatu",
            "Jasper Kettleborough", "Mei Lin Tan", "Rawiri Hona", "Fenella Gudgeon", "Oscar Vaipulu", "Georgie Strang",
            "Tui Marsden", "Nikhil Varma", "Harriet Blenkinsop", "Wiremu Paewai", "Saskia Verhoeven", "Callum Dunphy",
            "Losa Tuilagi", "Imogen Pratley", "Manaia Kereama", "Yusuf Demir", "Elsie Brackenridge", "Tamati Herewini"]
EN_WHO = ["the new barista", "our rep at Greenway Importers", "the Pi guy from the computer shop", "the lady who does our books",
          "the market organiser", "the Square support person", "the owner of Little Fern cafe", "the sparky",
          "my cousin who's good with linux", "the courier driver", "the guy from the roaster service co", "the weekend supervisor"]
EN_CMDS = ["sudo systemctl restart cups", "lpstat -p -d", "ssh pi@labelpi.local", "lp -d Zebra_ZD421 /home/pi/labels/{b}.pdf",
           "df -h /var/spool/cups", "journalctl -u possync -n {n}", "cupsenable Zebra_ZD421", "ping -c 4 192.168.1.{n}",
           "tail -n {n} /var/log/cups/error_log", "python3 print_labels.py --batch {n}", "crontab -l", "vcgencmd measure_temp",
           "rsync -av ~/roastlogs/ nas:/backup/roast{n}/", "sudo apt full-upgrade -y", "cancel -a Zebra_ZD421",
           "sudo raspi-config nonint do_wifi_country NZ", "ls -lh /home/pi/labels/{b}", "sudo systemctl status possync",
           "nmcli dev wifi list", "sudo reboot now", "cat /etc/os-release", "lpoptions -p Zebra_ZD421 -l",
           "sudo journalctl --vacuum-size={n}M", "python3 -m http.server {n}0", "git -C ~/labelbot pull", "free -h",
           "uptime -p", "sudo chown -R pi:lpadmin /home/pi/labels", "scp invoices_{b}.csv books@office.local:~/in/"]
EN_BEANS = ["ethiopia", "huila", "sumatra", "decaf", "houseblend", "kenya", "brazil", "guji"]
EN_ID_PREFIX = ["SQR", "GWI", "INV", "PO", "XRO", "LBL", "CRT", "MKT", "WHS"]
EN_CVES = ["CVE-2024-6387", "CVE-2023-48795", "CVE-2024-3094", "CVE-2022-0847", "CVE-2023-4863", "CVE-2021-44228", "CVE-2024-47176"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
EN_DECISIONS = [("the Huila washed from Greenway", "the Swiss Water decaf tastes like cardboard next to it"),
    ("roasting on Tuesdays and Fridays only", "the gas bill nearly doubled"),
    ("Square for the market stall", "the old eftpos terminal keeps dropping out"),
    ("the compostable cups from Ecoware", "the old ones leaked all over the counter"),
    ("a 60/40 Brazil Ethiopia house blend", "customers keep asking for something chocolatey"),
    ("monthly invoicing for wholesale", "half the cafes pay late anyway"),
    ("the Zebra printer instead of the Brother", "the Brother labels smudge in the chiller"),
    ("closing the cafe on Mondays", "nobody comes in on Mondays"),
    ("a flat $4.50 for oat milk", "the oat milk price went up again"),
    ("Kiri as weekend supervisor", "she's the only one who knows the grinder"),
    ("the 250g bags for retail", "the market crowd won't pay for a full kilo"),
    ("NZ Post for the subscriptions", "it's cheaper per bag once you count the rural ones"),
    ("Xero payroll", "it saves me about four hours a week"),
    ("the Guji natural as the single origin", "the market crowd prefers lighter stuff"),
    ("the courier pickup at 2pm", "the morning run is always late"),
    ("a second-hand 5kg Toper", "a new roaster is out of the question till next year")]
EN_ACTS = ["leave the roaster running", "give out the wifi password", "discount the wholesale price", "unplug the label printer Pi",
           "open a new sack of green beans", "take cash out of the float", "post the roast schedule on Instagram",
           "change the grinder settings", "reprint an invoice", "let the dog behind the counter", "sign for the pallet"]
EN_REQ_ACTS = ["lock up the back shed", "send out the wholesale statements", "weigh every bag twice", "log the roast temps",
               "empty the chaff collector", "count the float", "check the gas valve is off", "wipe down the label printer",
               "write the batch number on the bag"]
EN_FORBID_CONDS = ["when nobody else is in the building", "while a customer is waiting", "unless I've signed off on it",
                   "before the moisture reading is done", "during the Saturday rush", "without a second person watching",
                   "until the container is checked for damage", "if the power has flickered that day", "after 3pm on a Friday",
                   "before the bank transfer clears"]
EN_REQ_CONDS = ["every night before closing", "before the 20th of each month", "whenever a new batch goes in",
                "as soon as the courier arrives", "first thing on market days", "every single time we roast decaf",
                "after each wholesale order", "on the last Friday of the month"]
EN_TOPICS = ["the compostable lid supplier", "the power hookup at the market", "the health inspection renewal",
             "the second grinder lease", "the kombucha tap contract", "the Christmas gift box pricing", "the chaff disposal bin",
             "the insurance excess on the roaster", "the holiday pay for casuals", "the wholesale price rise letter",
             "the spare thermocouple", "the fire extinguisher service", "the Instagram giveaway rules", "the carbon offset thing for freight",
             "the loyalty app migration", "the broken chiller seal", "the staff uniform order", "the oat milk contract"]

EN_FILLER_U = [
    "omg the All Blacks were so bad on Saturday 24 to 19 and Dad wouldn't stop texting me about it",
    "sorry got distracted a lady wanted a 16oz mocha with 3 shots and extra hot lol",
    "ok", "yep", "haha", "righto", "sweet as", "hmm", "cheers", "ok back", "ugh", "true", "fair",
    "its absolutely bucketing down here in Wellington today like sideways rain the whole lot",
    "Mum came in and had two scones and told everyone in the queue I was her baby so thats nice",
    "just had my 4th flat white of the morning probably should stop",
    "did you know Lyttelton has a coffee festival in Autumn we should totally go one year",
    "the Hoki fish and chip shop next door is doing a 2 for 1 thing which is killing my lunch trade",
    "random but my daughter Isla turned 7 yesterday and we did a unicorn cake it was chaos",
    "ok where was i",
    "the dog ate a whole croissant off the bench this morning Bella you absolute menace",
    "lol the Sunday Star Times did a piece on coffee prices going up and now everyone thinks I'm rich",
    "anyway",
    "man what a week I swear Tuesday lasted about 40 hours",
    "Aunty Pat says the old Gaggia in her garage still works if we ever need a backup haha no thanks",
    "ok thinking out loud here so bear with me because there is a lot going on this week what with the market and the cafe and the wholesale orders piling up and I still haven't had a day off since Labour Weekend and honestly I think I just need to write it all down somewhere so I stop waking up at 4am going over it in my head",
    "just got back from the cash and carry, 2 trolleys of milk 1 of sugar, Pak'nSave was out of the good oat milk again",
    "thanks heaps that's really helpful",
    "hahaha yes exactly",
    "brb customer",
    "Coronation Street is on later and I am NOT missing it",
    "my back is killing me from lifting the 60kg sacks again need to stop doing that",
    "the seagulls at the market on Sunday stole an entire brioche from a kid",
    "Dave from the bike shop came in for his usual long black and talked my ear off about his Tour de France predictions for like 20 minutes bless him",
    "we sold 41 cheese scones today which i think is a record??",
    "got the Countdown delivery, only took 2 hours late",
    "sorry voice to text is being weird today it keeps writing Whanganui when i say one",
    "hold on",
    "nah all good",
    "oh also the Toyota's warrant is due, not a coffee thing just brain dumping",
    "so tired. 5am start, 2 roasts, 1 market, 0 lunch",
    "the Pi is blinking its little green light at me like it knows",
    "okay okay okay so heres the thing right I've been thinking about whether we should do the Christmas markets this year or not because last year was amazing for sales but it nearly killed me and the van broke down in Petone on the way home and we didn't get home till after 10 and the kids were feral the next day, anyway not deciding that now just venting",
    "lol a tourist asked if we had pumpkin spice i said this is New Zealand mate",
    "yeah nah",
    "ok cool",
]
EN_FILLER_A = [
    "No worries. When everything lands at once like this it helps to separate it into three piles: things that affect today's service, things that affect cash flow this month, and things that can wait. The first pile gets done before you open, the second gets a time slot in the week, and the third just goes on a list so it stops rattling around in your head. Want me to keep a running list as you go?",
    "That sounds like a lot to juggle. A couple of general thoughts: roast scheduling is usually easiest when you batch by origin and roast light to dark within a session, so the drum temperature curve works with you. On the cafe side, a short written checklist for opening and closing saves a surprising amount of back-and-forth with staff.",
    "Got it.", "Sure thing.", "Okay, noted.", "Happy to help.", "Understood, carry on whenever you're ready.",
    "For the label printer in general: most problems with small thermal printers on a Raspberry Pi come down to three things - the print queue getting stuck, the Pi losing its network address after a router restart, or the label size in the driver not matching the roll that's loaded. Checking those three in that order usually finds it. If it keeps happening, giving the Pi a fixed address on the router is the single most useful change.",
    "Ha, that sounds like a big morning. Take your time.",
    "On cash flow for a small wholesale side, the usual advice is to keep payment terms short and consistent, send statements on the same day each month, and follow up anything more than two weeks overdue with a friendly phone call rather than another email. Cafes are usually juggling their own bills, so the accounts that get a call tend to get paid first.",
    "Makes sense. A lot of small roasteries hit exactly the same wall once wholesale grows past a handful of accounts - the roasting itself is fine, it's the admin around it that eats the time.",
    "That's a tough one, and it's fine not to decide straight away. It might help to write down what each option costs you per week in time as well as money, because the time side is the one that usually gets underestimated.",
    "Sounds like a good plan overall. If you want, I can turn the things you've mentioned into a simple weekly schedule later so the staff can see it at a glance.",
    "For market stalls, the things that most often go wrong are power, float and weather, roughly in that order. Having a printed checklist in the van covering extension leads, the float bag and the gazebo weights takes a lot of stress out of early starts.",
    "Oh no, poor Bella. Hopefully the croissant was worth it for her.",
    "Right, let's keep going.",
    "Sounds like a full-on day. Just shout when you want to pick the thread back up.",
    "That's a big milestone for the cafe, congrats.",
    "Here's how I'd think about the week ahead, broadly speaking. First, protect your roasting days: those are the days everything else depends on, so admin, calls and supplier emails go on the other days wherever possible. Second, keep the wholesale side boring and predictable - same order cut-off, same delivery days, same invoice day - because predictability is what lets you scale it without more hours. Third, give the cafe team clear ownership of small things like milk orders and the float, so they don't all land on you. None of this needs to happen at once, but moving one piece a week adds up quickly.",
    "Honestly, that's very normal in hospitality. The trick is mostly not to let it all sit in your head - write it down and we'll sort through it.",
    "Sure, no rush at all.",
]

# ---------------------------------------------------------------- Chinese pools
ZH_NAMES = ["张卫东", "李晓燕", "王海涛", "陈佳琪", "刘建平", "赵雨桐", "孙志强", "周梦瑶", "吴国华", "郑丽娜", "冯宇航", "何思琪",
            "黄振宇", "林可欣", "徐文博", "马晓丽", "胡志明", "朱婷婷", "郭小军", "宋雅雯", "唐德明", "许佳慧"]
ZH_WHO = ["奶源供应商那边的", "美团的业务经理", "饿了么的对接人", "新来的店员", "装修师傅", "收银系统的客服", "房东家的",
          "做账的会计", "隔壁水果店的", "包材厂的销售"]
ZH_CMDS = ["ping 192.168.1.{n}", "adb devices", "sudo systemctl restart cups", "lpstat -p", "ipconfig /all",
           "arp -a", "netstat -ano", "tracert 114.114.114.114", "sudo reboot", "nslookup api.shouyin{n}.com"]
ZH_ID_PREFIX = ["MT", "ELM", "SY", "GD", "WX", "BZ"]
ZH_DECISIONS = [("上海那家奶源", "价格便宜了快三成"), ("新的珍珠供应商", "老顾客都说原来的珍珠太硬"), ("早晚两班倒", "人手实在不够"),
    ("美团专送", "配送比之前快"), ("小程序点单", "抽成低两个点"), ("鲜果茶做主推", "夏天卖得最好"), ("月结付款", "账期能拖到月底"),
    ("杯子换成纸杯", "环保检查越来越严"), ("周三休息", "周三客流最少"), ("芝士奶盖加价", "奶油成本涨了"),
    ("一次性招两个人", "暑假订单太多"), ("营业到晚上十一点", "晚上订单多")]
ZH_ACTS = ["用隔夜的茶底", "私下给熟人打折", "把冰箱插头拔掉", "动收银台的现金", "改外卖平台的价格", "开新的一桶牛奶",
           "接大额团购单", "把后门钥匙给别人", "用手机号登录后台", "关掉监控", "退款", "换打印纸的牌子"]
ZH_CONDS = ["没跟我说之前", "店里只有一个人的时候", "晚上九点以后", "检查卫生的那几天", "月底对账之前", "下雨天",
            "节假日高峰", "供应商没签字之前", "冰箱温度超过5度的时候", "新员工试用期内"]
ZH_TOPICS = ["营业执照年检", "二楼仓库的租金", "新品试喝活动", "员工社保", "空调维修费", "外卖包装袋的印刷",
             "夏天的冰块供应", "会员卡充值规则", "门头招牌的审批", "店员的健康证", "垃圾分类罚款", "节假日加班费"]
ZH_FILLER_U = ["好的", "嗯嗯", "哈哈", "行", "等一下", "来了来了", "刚才有客人", "唉今天累死了", "我想想", "谢谢啊",
               "今天西湖边人好多，国庆都没这么多人", "刚喝了两杯杨枝甘露，试新配方，有点甜",
               "我妈又打电话问我什么时候回老家，温州那边下大雨了", "隔壁新开了一家蜜雪冰城，排队排到马路上",
               "今天下午来了个小朋友一个人点了3杯芋泥波波，笑死",
               "最近睡眠很差，每天五点就醒了，脑子里全是店里的事情，订单、排班、进货、平台活动一个接一个，感觉一天二十四小时都不够用，有时候真想关门休息一个礼拜，但是房租摆在那里又不敢",
               "说到哪了", "好吧", "对对对", "刚去银行回来，排了半个小时队",
               "今天下午一共卖了186杯，破纪录了！", "老公说周日带孩子去千岛湖玩，我说店里走不开", "嗯", "ok", "等下再说",
               "抖音上那个网红店又在搞买一送一，我们学不来", "今天温度38度，冰块两点就用完了", "刚刚停电了十分钟，吓死我了"]
ZH_FILLER_A = ["好的，我先记下来。你现在事情比较多，建议分成三类：今天营业必须处理的、这个月和钱有关的、可以往后放的。第一类开门前处理完，第二类每周固定一个时间处理，第三类写在清单上就行，不用一直放在脑子里。",
               "明白。", "收到。", "没问题，你慢慢说。", "理解，开店的事情确实很杂。",
               "一般来说，奶茶店的排班可以按客流高峰来排：中午和晚上各安排一个人重叠一小时，交接的时候把物料和现金点清楚，能少很多麻烦。",
               "外卖平台这块，常见的做法是先看清楚每个平台的抽成和满减规则，算一下每单实际到手多少，再决定主推哪个平台。活动不一定越多越好，关键是毛利。",
               "辛苦了，注意休息。身体是本钱。",
               "先说一下整体思路吧。奶茶店的事情看起来很多，其实可以分成三条线：第一条是出品，也就是原料、配方和出杯速度，这条线决定口碑；第二条是渠道，堂食、外卖平台、小程序，这条线决定单量；第三条是人，排班、培训、提成，这条线决定你自己能不能喘口气。每周挑一条线重点处理，其他两条保持现状就行。像现在这个阶段，我建议先把人这条线理顺，因为店员稳定了，你才有时间去想新品和平台活动。另外，所有和钱有关的东西，比如进货单、平台账单、房租，最好每周固定一个晚上统一对一遍，不要零零散散地处理。",
               "哈哈，这个小朋友可以当代言人了。", "好的，慢慢来，不着急。", "听起来今天很忙，先休息一下。",
               "小票打印机常见的问题主要有三个：网络地址变了、纸装反了、驱动里纸张尺寸不对。按这个顺序检查，大部分情况都能解决。"]


def ordinal(d):
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def en_fact(rng, kind, used, assistant):
    """-> (text, needles)"""
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(EN_NAMES); w = rng.choice(EN_WHO)
        if assistant:
            return rng.choice([f"so {n} is {w}, I'll keep that straight from now on",
                               f"I'd suggest looping in {n} since they handle that side"]), [n]
        return rng.choice([f"oh and {n} rang back about the green bean order",
                           f"{w} is called {n} btw i keep forgetting",
                           f"can u remind me to text {n} about the rota",
                           f"{n} reckons the grinder burrs are stuffed and honestly they might be right",
                           f"invoices for Little Fern go to {n} now not the old manager",
                           f"met {n} at the market she's keen to do a collab thing"]), [n]
    if kind == "command":
        cmd = rng.choice(EN_CMDS).format(b=rng.choice(EN_BEANS), n=rng.randint(11, 199))
        while cmd in used:
            cmd = rng.choice(EN_CMDS).format(b=rng.choice(EN_BEANS), n=rng.randint(11, 199))
        used.add(cmd)
        if assistant:
            return rng.choice([f"the first thing I'd try is `{cmd}` on the Pi and tell me what it prints",
                               f"if it happens again, run this and paste the output:\n$ {cmd}"]), [cmd]
        return rng.choice([f"typed `{cmd}` like the forum said and it just sat there",
                           f"my cousin said to do\n$ {cmd}\nbut i'm scared ill break something",
                           f"ok so `{cmd}` came back with a wall of red text",
                           f"is `{cmd}` gonna wipe anything or is it safe",
                           f"last time the Pi guy fixed it with `{cmd}` i wrote it on a post it",
                           f"$ {cmd} <- that one worked last week fyi"]), [cmd]
    if kind == "id":
        r = rng.random()
        if r < 0.15:
            i = uniq(EN_CVES)
        elif r < 0.35:
            i = f"#{rng.randint(100, 999)}"
        else:
            i = f"{rng.choice(EN_ID_PREFIX)}-{rng.randint(1000, 99999)}"
        if i in used: return None
        used.add(i)
        if assistant:
            return rng.choice([f"for reference the ticket is {i}, worth quoting that when you call",
                               f"that matches {i} so you can point them at it"]), [i]
        if i.startswith("CVE"):
            return rng.choice([f"the computer shop emailed saying the Pi needs patching for {i} whatever that is",
                               f"apparently {i} affects the thing on the label printer??"]), [i]
        if i.startswith("#"):
            return rng.choice([f"someone opened issue {i} on the github for the label script thing",
                               f"the fix is in pull request {i} apparently"]), [i]
        return rng.choice([f"square gave me a case number {i} whatever good that'll do",
                           f"the importer's reference is {i} for that container",
                           f"xero says {i} is overdue again from the Kelburn lot",
                           f"{i} is the one with the wrong gst on it",
                           f"got an email re {i} but i haven't opened it yet"]), [i]
    if kind == "port":
        p = str(rng.choice([rng.randint(1025, 9999), rng.randint(10000, 49151), rng.choice([9100, 8443, 5000, 8080])]))
        if p in used: return None
        used.add(p)
        if assistant:
            return rng.choice([f"the POS bridge should then be reachable on port {p}",
                               f"so the admin page is http://labelpi.local:{p} in the browser"]), [p]
        return rng.choice([f"the Pi guy said the printer thing listens on port {p}",
                           f"router's forwarding {p} to the Pi i think",
                           f"the label web page is at labelpi.local:{p} but it wont load",
                           f"square support asked what port and i said {p} was that right",
                           f"firewall thingy is blocking {p} apparently"]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 14)}.{rng.randint(0, 29)}.{rng.randint(0, 19)}"
        if v in used: return None
        used.add(v)
        if assistant:
            return rng.choice([f"that bug was fixed in {v}, so it's worth updating",
                               f"you're on {v} according to that screenshot"]), [v]
        return rng.choice([f"the square app updated itself to {v} overnight and now the tips screen is different",
                           f"printer firmware says V{v} on the little screen",
                           f"Artisan on the roaster laptop is {v} should i update",
                           f"the label script is still {v} cos i'm scared to touch it",
                           f"the POS terminal shows build {v} in the corner"]), [v]
    if kind == "money":
        r = rng.random()
        if r < 0.4:
            m = f"${rng.randint(1, 19)},{rng.randint(0, 999):03d}"
        elif r < 0.7:
            m = f"${rng.randint(10, 950)}.{rng.choice(['50', '80', '20', '95', '40'])}"
        else:
            m = f"NZ${rng.randint(2, 60) * 50}"
        if m in used: return None
        used.add(m)
        if assistant:
            return rng.choice([f"that puts the shortfall at {m} for the month",
                               f"so the quote of {m} is roughly in line"]), [m]
        return rng.choice([f"the green bean invoice came in at {m} plus gst which is insane",
                           f"market stall fee went up to {m} for summer",
                           f"they want {m} for new burrs can u believe it",
                           f"Little Fern owes us {m} still",
                           f"rent review came back {m} a month",
                           f"spent {m} at Moore Wilson on milk and stuff"]), [m]
    if kind == "date":
        d = rng.randint(1, 28); mo = rng.randint(0, 11)
        dt = rng.choice([f"{d} {EN_MONTHS[mo]}", f"{EN_MONTHS[mo]} {ordinal(d)}", f"{d}/{mo + 1}",
                         f"{EN_DAYS[rng.randint(0, 6)]} the {ordinal(d)}"])
        if dt in used: return None
        used.add(dt)
        if assistant:
            return rng.choice([f"so the deadline is {dt}, I'll plan backwards from that",
                               f"if the container lands on {dt} you'd want green stock to last until then"]), [dt]
        return rng.choice([f"container's meant to land {dt} fingers crossed",
                           f"the new rota kicks in {dt}",
                           f"gst is due {dt} dont let me forget",
                           f"market's back on from {dt} after the break",
                           f"health inspector is coming {dt} eek",
                           f"Kiri's last day is {dt} so we need cover"]), [dt]
    if kind == "decision":
        c, r = EN_DECISIONS[EN_DECISIONS.index(rng.choice([d for d in EN_DECISIONS if d[0] not in used] or EN_DECISIONS))]; used.add(c)
        return rng.choice([f"ok decided we're going with {c} cos {r}",
                           f"right final answer is {c}, reason being {r}",
                           f"bugger it {c} it is, {r} so no brainer",
                           f"after all that faffing i'm sticking with {c} mainly because {r}",
                           f"talked to my partner and yeah {c} because {r}",
                           f"locking it in: {c}. why? {r}"]), [c, r]
    if kind == "constraint":
        if rng.random() < 0.6:
            a = uniq(EN_ACTS); c = uniq(EN_FORBID_CONDS)
            return rng.choice([f"new rule nobody is to {a} {c}",
                               f"pls make sure the staff know never to {a} {c}",
                               f"{c} you do NOT {a}, learnt that one the hard way",
                               f"for the staff doc: dont {a} {c}",
                               f"seriously no one should {a} {c} ever again"]), [a, c]
        a = uniq(EN_REQ_ACTS); c = uniq(EN_REQ_CONDS)
        return rng.choice([f"whoever is on has to {a} {c}",
                           f"{c} someone must {a} no exceptions",
                           f"add this to the checklist: always {a} {c}",
                           f"we absolutely need to {a} {c} otherwise the insurance wont cover us"]), [a, c]
    t = uniq(EN_TOPICS)
    return rng.choice([f"still havent figured out {t} any ideas",
                       f"what are we meant to do about {t}??",
                       f"does anyone know who's handling {t}",
                       f"random q but {t}, is that something i need to sort before christmas",
                       f"{t} - should i be worried or nah",
                       f"who do i even ring about {t}"]), [t]


def zh_fact(rng, kind, used, assistant):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(ZH_NAMES); w = rng.choice(ZH_WHO)
        full = rng.choice([n, n[0] + rng.choice(["总", "经理", "老师", "师傅"])]) if rng.random() < 0.3 else n
        if full in used and full != n: full = n
        used.add(full)
        if assistant:
            return rng.choice([f"那这个事可以先找{full}问一下", f"{full}是{w}，我记下了"]), [full]
        return rng.choice([f"{w}{full}下午打电话来了", f"明天让{full}来顶一下早班", f"记得问问{full}上次的货款结了没有",
                           f"{full}说下周可以提前送货", f"这个事{w}{full}最清楚"]), [full]
    if kind == "command":
        cmd = rng.choice(ZH_CMDS).format(n=rng.randint(11, 199))
        if cmd in used: return None
        used.add(cmd)
        if assistant:
            return rng.choice([f"可以先在电脑上运行 `{cmd}` 看看结果", f"下次再出问题，先执行：\n$ {cmd}"]), [cmd]
        return rng.choice([f"我侄子让我敲 `{cmd}`，敲完一堆英文看不懂", f"上次师傅是用 `{cmd}` 弄好的",
                           f"`{cmd}` 这个会不会把东西删掉啊", f"$ {cmd}\n我照着打了，没反应"]), [cmd]
    if kind == "id":
        i = rng.choice([f"{rng.choice(ZH_ID_PREFIX)}-{rng.randint(1000, 99999)}", f"#{rng.randint(100, 999)}"])
        if i in used: return None
        used.add(i)
        if assistant:
            return rng.choice([f"工单号是{i}，打电话的时候报这个就行", f"这个投诉对应的是{i}"]), [i]
        return rng.choice([f"美团客服给了个工单号{i}", f"差评那单是{i}", f"供应商的发货单号{i}，你帮我记着",
                           f"饿了么申诉编号 {i} 还没回复", f"退款那个单子 {i} 到现在都没处理"]), [i]
    if kind == "port":
        p = str(rng.choice([rng.randint(1025, 9999), rng.randint(10000, 40000), 9100, 8080]))
        if p in used: return None
        used.add(p)
        if assistant:
            return rng.choice([f"打印机默认用的是{p}端口", f"那收银后台就是在{p}端口上"]), [p]
        return rng.choice([f"师傅说小票机走的是{p}端口", f"路由器那边要开{p}这个端口", f"收银系统客服问我端口，我说是{p}", f"后台网址后面那个数字是{p}，不知道是不是端口"]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 12)}.{rng.randint(0, 20)}.{rng.randint(0, 15)}"
        if v in used: return None
        used.add(v)
        if assistant:
            return rng.choice([f"你现在用的是{v}版本", f"这个问题在{v}里已经修好了"]), [v]
        return rng.choice([f"收银系统自动升级到{v}了，界面全变了", f"打印机固件显示是V{v}", f"美团商家版还是{v}，要不要更新", f"师傅说{v}这个版本有bug"]), [v]
    if kind == "money":
        m = rng.choice([f"{rng.randint(1, 9)}万元", f"¥{rng.randint(3, 99) * 100}", f"{rng.randint(3, 99) * 100}块",
                        f"{rng.randint(2, 9)}.{rng.randint(1, 9)}万"])
        if m in used: return None
        used.add(m)
        if assistant:
            return rng.choice([f"这样算下来每个月要多出{m}", f"报价{m}在行业里算正常"]), [m]
        return rng.choice([f"算了一下上个月净赚{m}，还行吧", f"收银台少了{m}，不知道怎么回事", f"这个月奶源花了{m}", f"房东说明年房租要涨到{m}", f"装修师傅报价{m}，太贵了",
                           f"外卖平台这个月扣了我{m}的推广费"]), [m]
    if kind == "date":
        dt = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
        if dt in used: return None
        used.add(dt)
        if assistant:
            return rng.choice([f"那就是{dt}之前要搞定", f"按{dt}倒推的话时间有点紧"]), [dt]
        return rng.choice([f"卫生检查是{dt}", f"{dt}开始执行新排班", f"合同{dt}就到期了", f"供应商说{dt}才能到货", f"小李{dt}请假回老家", f"平台的满减活动到{dt}结束"]), [dt]
    if kind == "decision":
        c, r = rng.choice([d for d in ZH_DECISIONS if d[0] not in used] or ZH_DECISIONS); used.add(c)
        return rng.choice([f"想来想去，就用{c}吧，{r}", f"定了定了，{c}，因为{r}", f"最后决定{c}，主要是{r}",
                           f"跟老公商量了一下，还是{c}，毕竟{r}"]), [c, r]
    if kind == "constraint":
        a, c = uniq(ZH_ACTS), uniq(ZH_CONDS)
        return rng.choice([f"跟店员说清楚，{c}不要{a}", f"{c}绝对不能{a}", f"规矩是{c}别{a}",
                           f"记一下：{c}禁止{a}，上次吃过亏"]), [a, c]
    t = uniq(ZH_TOPICS)
    return rng.choice([f"{t}到底谁负责啊", f"{t}还没定，怎么办", f"对了{t}的事你知道要找谁吗",
                       f"{t}要不要提前准备？"]), [t]


def conversation(seed, chinese, messages, per_kind, attempt=0):
    rng = random.Random(seed * 104729 + 7 + attempt * 31)
    fact_fn = zh_fact if chinese else en_fact
    used = set()
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # positions: user messages are even indices, assistant odd; facts spread over the whole conversation
    slots = {}
    for kind in plan:
        for _ in range(200):
            assistant = kind not in ("decision", "constraint", "question") and rng.random() < 0.22
            pos = rng.randrange(messages - 1)
            pos = pos | 1 if assistant else pos & ~1
            if len(slots.get(pos, [])) < (3 if not assistant else 1):
                slots.setdefault(pos, []).append(kind); break
    facts, fact_texts = [], {}
    all_needles = []
    for pos in sorted(slots):
        for kind in slots[pos]:
            for _ in range(100):
                r = fact_fn(rng, kind, used, pos % 2 == 1)
                if r is None: continue
                text, needles = r
                if any(n in text for n in all_needles): continue
                if any(n in t for n in needles for t in sum(fact_texts.values(), [])): continue
                break
            else:
                raise RuntimeError("no fact")
            all_needles += needles
            facts.append((kind, needles, pos)); fact_texts.setdefault(pos, []).append(text)
    def clean(pool):
        return [x for x in pool if not any(n in x for n in all_needles)]
    fu, fa = clean(ZH_FILLER_U if chinese else EN_FILLER_U), clean(ZH_FILLER_A if chinese else EN_FILLER_A)
    fa_long = [x for x in fa if len(x) > (60 if chinese else 150)]
    texts = []
    for pos in range(messages):
        role = "user" if pos % 2 == 0 else "assistant"
        parts = fact_texts.get(pos, [])
        if not parts:
            text = rng.choice(fu if role == "user" else fa)
            if role == "assistant" and rng.random() < 0.15:
                a, b = rng.sample(fa_long, 2); text = a + ("\n\n" if not chinese else "") + b
        elif role == "assistant":
            if chinese:
                text = rng.choice(["好的，", "明白了。", "收到，"]) + parts[0] + "。" + (rng.choice(fa_long) if rng.random() < 0.5 else "")
            else:
                text = rng.choice(["Okay, ", "Right, ", "Good catch - ", ""]) + parts[0] + ". " + (rng.choice(fa_long) if rng.random() < 0.5 else "")
        else:
            if len(parts) >= 2 and rng.random() < 0.3:
                items = parts + ([rng.choice(["买牛奶", "交电费", "给房东打电话"]) if chinese else rng.choice(["buy milk", "ring Mum back", "pick up Isla at 3"])])
                head = "待办：\n" if chinese else rng.choice(["to do list:\n", "ok list for tomorrow\n", "things:\n"])
                text = head + "\n".join(f"{i + 1}. {p}" for i, p in enumerate(items))
            else:
                joins = ["，", "，还有", "，对了"] if chinese else [" and ", " oh and ", " also ", " anyway ", " ", " and um "]
                text = parts[0]
                for p in parts[1:]: text += rng.choice(joins) + p
                if rng.random() < 0.35:
                    text = (rng.choice(fu) + ("，" if chinese else " ")) + text
        texts.append((role, text))
    # tool calls sprinkled in after some assistant messages
    out = []
    for role, text in texts:
        out.append((role, text))
        if role == "assistant" and rng.random() < 0.14:
            if chinese:
                q = rng.choice(["订单", "排班", "进货", "平台活动"]); res = f"找到{rng.randint(1, 9)}条关于{q}的记录，最近一条是上周五的，内容没有变化。"
            else:
                q = rng.choice(["roast schedule", "wholesale invoices", "rota", "printer"]); res = f"Found {rng.randint(1, 9)} notes about {q}; the latest is from last Friday and nothing has changed since."
            out.append(("call", json.dumps({"query": q, "limit": 5}, ensure_ascii=False)))
            out.append(("result", res))
    # verification: every needle in its own message and nowhere else
    for kind, needles, pos in facts:
        for n in needles:
            assert n in texts[pos][1], (kind, n)
            hits = [i for i, (_, t) in enumerate(out) if n in t]
            if len(hits) != 1:
                return None
    rows = []
    for i, (role, text) in enumerate(out):
        at = f"2026-11-{10 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_y{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": "search_notes", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i-1}", "name": "search_notes", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, [(k, n) for k, n, _ in facts]


def build(seed, chinese, per_kind):
    messages = random.Random(seed * 17 + 3).randint(130, 280)
    for attempt in range(50):
        r = conversation(seed, chinese, messages, per_kind, attempt)
        if r: return r
    sys.exit(f"could not build seed {seed}")


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def main():
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = build(seed, chinese, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d in os.listdir(root):
            p = os.path.join(root, d, "session-summary.json")
            if os.path.exists(p):
                maxc = max(maxc, len(json.load(open(p))["summary"]))
        found = 0
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        lines = []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: lines.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100*found/len(facts):.1f}%")
        for l in lines: print(l)
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100*tot[k][0]/tot[k][1]:.1f}")
    print(f"retention overall {100*f/p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--dump":
        seed = int(sys.argv[2]); zh = len(sys.argv) > 3
        rows, facts = build(seed, zh, int(os.environ.get("PER_KIND", "10")))
        for r in rows: print(json.dumps(r, ensure_ascii=False))
        print(len(facts), "facts", file=sys.stderr)
        sys.exit(0)
    if len(sys.argv) < 3: sys.exit(__doc__)
    main()
