#!/usr/bin/env python3
"""Independent held-out retention set for okbot summaries: a landlord/nurse chatting with an assistant.
Usage: python3 gen.py OKBOT WORKDIR [seed ...]   (default seeds 1..5; last seed is Chinese)
PER_KIND env (default 10) = facts of each kind per conversation."""
import json, os, random, subprocess, sys, shutil

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_NAMES = ["Declan Whitlow", "Priya Raghunathan", "Morwenna Tellick", "Gideon Ashcombe", "Folake Adeyemi", "Radoslav Nemec",
            "Hattie Brimblecombe", "Conall Dempsey", "Ines Carvalho-Rees", "Bartholomew Quist", "Saoirse Ni Bhriain",
            "Lucan Pemberton", "Yusra Qadeer", "Ottilie Fairweather", "Emeka Nwachukwu", "Wilhelmina Grote"]
EN_ROLES = ["the new property manager at Kessler Lettings", "the Gas Safe engineer", "the loss adjuster", "my accountant",
            "the council's private housing officer", "the locksmith", "the deposit scheme caseworker", "the plumber's apprentice"]
EN_CMDS = ["lockctl pair --hub {a} --door front", "lockctl codes add --flat {a} --expires {b}h", "ssh pi@lockhub-{a}.local",
           "sudo systemctl restart lockhub-bridge@{a}", "ping -c {a} 192.168.{b}.1", "nmap -p {p} 192.168.1.{b}",
           "docker compose -f hub{a}.yml pull", "rclone sync ~/rent gdrive:rent-{y}", "tar czf receipts-{y}.tgz ~/Documents/receipts",
           "lockctl log --flat {a} --since {b}d", "curl -s http://lockhub.local:{p}/api/status", "journalctl -u zigbee2mqtt -n {c}",
           "python3 arrears.py --flat {a} --months {b}", "lockctl firmware check --hub {a}"]
EN_IDS = ["CLM-{n5}", "REP-{n4}", "#{n4}", "CVE-{y}-{n5}", "DPS-{n6}", "HMO-{n4}", "GS-{n5}", "INV-{n5}", "TKT-{n4}"]
EN_CHOICES = ["renew with Kessler Lettings", "self-manage flat 2", "switch to the Yale Conexis locks", "take the fixed-rate remortgage",
              "replace the Worcester combi outright", "let the Harrow Road flat unfurnished", "use the DPS custodial scheme",
              "keep the Tado thermostats", "go to small claims over the arrears", "hire Rafferty & Sons for the plumbing",
              "do the tax return myself", "put flat 3 on a rolling contract"]
EN_REASONS = ["they answered the phone at 11pm on a Sunday", "the agency fee drops to 8 percent", "the hub already speaks Zigbee",
              "the rate is locked for five years", "the old heat exchanger is cracked", "furnished lets wreck my insurance excess",
              "it costs nothing up front", "the tenants actually like them", "mediation went nowhere twice",
              "the last plumber never came back", "my shifts are finally regular", "she might move for work in spring"]
EN_ACTS = ["hand out the master PIN", "let anyone into flat 3", "book the boiler service", "deduct from the deposit",
           "change the hub firmware", "send a section 8 notice", "accept cash rent", "give the tenants' numbers to contractors",
           "pay an invoice over the phone", "turn off the water at the stopcock", "photograph the meter readings", "leave keys under the mat"]
EN_CONDS = ["without 24 hours written notice", "while I'm on a night shift", "before the inventory check is signed",
            "unless Lena has confirmed it by text", "during the school holidays", "until the insurer has been told",
            "when the tenant isn't home", "before the gas certificate is renewed", "if the quote is over five hundred",
            "on a bank holiday weekend", "after the tenancy ends", "without a receipt"]
EN_TOPICS = ["HMO licence renewal", "legionella risk assessment", "chimney liner on Ferris Lane", "shared bin store",
             "garden maintenance clause", "EPC rating for flat 2", "carbon monoxide alarm in the loft", "parking permit transfer",
             "student guarantor form", "mould treatment warranty", "loft hatch insulation", "capital gains on the Ferris Lane flat"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

FILL_U = ["ugh", "ok", "thanks x", "hang on, kettle", "sorry back now", "lol yes", "right", "makes sense", "hmm",
          "just got in from a 12 hour night on Ward 7, feet are done",
          "Jess in flat 2 says thanks for sorting the Bosch washer so fast",
          "parked on Alder Street again because someone took my spot on Harrow Road, classic",
          "Tomasz sent me a photo of his cat sitting on the Hotpoint again haha",
          "I've got 3 flats and somehow 4 leaking taps, how does that even work",
          "shift swap with Bernie so I'm on days Monday and Tuesday for once",
          "anyway. tea. then the Vaillant manual. then sleep maybe",
          "the Ring doorbell at No. 14 keeps pinging me at 2am because of a fox",
          "ok so long story but the short version is that Mrs Patel downstairs from flat 1 thinks the noise at night is Tomasz's washing machine and Tomasz thinks it's the pipes and honestly after two nights listening on the landing I think it's the pipes too, it sort of knocks when the heating kicks in around 5 in the morning, like someone tapping on a radiator with a spoon. I'm not going to do anything about it yet, just telling you because I need to vent to someone who isn't on Ward 7",
          "it was a mad week, two admissions back to back on Friday, the rota for December is out and I'm on 9 nights which is fine because the money is better but it means I can't be at Harrow Road when the Screwfix delivery comes, so Jess said she'll take it in, which is sweet of her. she also said the Hoover is making a burning smell but I think that's her Hoover not mine",
          "do you ever get tired of me lol",
          "Mum rang, she wants me to sell up and move to Devon. not happening",
          "note to self: buy WD-40 and light bulbs for the stairwell at Ferris Lane"]
FILL_A = ["That sounds exhausting - make sure you eat something before you sleep. Whenever you're ready we can carry on with the flats.",
          "Understood. I'll keep that in mind as background; nothing needs doing on it right now.",
          "Good to hear things are calmer. If it helps, we can go flat by flat and list what is outstanding, starting with whichever one is worrying you most.",
          "A knocking noise when the heating starts is very often thermal expansion in the pipework or air in the system rather than an appliance. It is usually harmless, but if it gets louder, or you notice pressure dropping on the boiler gauge, it's worth having an engineer bleed the radiators and check the expansion vessel. In the meantime, the tenants can note down the times it happens, which makes diagnosis much quicker when someone does visit.",
          "Of course, happy to help. For what it's worth, juggling three tenancies on top of night shifts is a lot, and it's completely normal for small things to pile up. Keeping a short running list per flat - repairs, paperwork, money - tends to make it feel less overwhelming, and it also gives you a paper trail if any dispute ever comes up with a tenant or an agent.",
          "Makes sense. Let me know when you want to pick it back up.",
          "Not at all! Vent away.",
          "That's kind of Jess. It's worth a quick message to confirm she's happy to sign for it, just so nobody is out of pocket if the parcel goes missing."]

def en_fact(rng, kind, used, asst):
    def uniq(pool):
        c = [x for x in pool if x not in used]; x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(EN_NAMES); r = rng.choice(EN_ROLES)
        fr = ([f"Noted: {n} is your contact now ({r}), so I'll refer to them for anything on that side."] if asst else
              [f"{r} is called {n}, finally someone who replies to emails",
               f"if the boiler dies again ask for {n} specifically, nobody else understands that Ideal Logic",
               f"{n} rang back!! only took 3 weeks",
               f"so it's {n} now, {r}. write that down somewhere for me",
               f"had a weirdly nice chat with {n} this morning about the damp on Ferris Lane",
               f"do you remember me mentioning {n}? apparently they're {r}"])
        return rng.choice(fr), [n]
    if kind == "command":
        while True:
            c = rng.choice(EN_CMDS).format(a=rng.randint(1, 9), b=rng.randint(2, 96), c=rng.randint(20, 400), p=rng.randint(8000, 8999), y=rng.randint(2023, 2026))
            if c not in used: used.add(c); break
        fr = ([f"If the hub drops off again you can run `{c}` - it should show whether it's reachable before you call anyone out."] if asst else
              [f"my nephew told me to type `{c}` into the hub thing and it worked??",
               f"$ {c}\nthat's what I ran, it printed loads of stuff",
               f"last time the locks went offline it was `{c}` that fixed it",
               f"should I try `{c}` again or will that break something",
               f"pasting this so I don't lose it: {c}"])
        return rng.choice(fr), [c]
    if kind == "id":
        while True:
            i = rng.choice(EN_IDS).format(n4=rng.randint(1000, 9999), n5=rng.randint(10000, 99999), n6=rng.randint(100000, 999999), y=rng.randint(2022, 2026))
            if i not in used: used.add(i); break
        fr = ([f"I'd quote {i} in the subject line of every email so it all stays attached to the same case."] if asst else
              [f"the claim ref is {i} btw", f"they gave me {i} as the reference, whatever that means",
               f"it's logged as {i} on their portal", f"{i} - that's the number they want on every email",
               f"someone on the forum said the lock bug is {i}, not fixed yet"])
        return rng.choice(fr), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(1025, 49000))
            if p not in used: used.add(p); break
        fr = ([f"The hub's admin page is on port {p}, so that's the one to forward if you want remote access."] if asst else
              [f"the hub's web page is on port {p}", f"he said to open {p} on the router for the app",
               f"it only works if I go to lockhub.local:{p} in the browser", f"the camera streams on {p}, no idea why",
               f"installer left a sticker saying PORT {p} on the hub"])
        return rng.choice(fr), [p]
    if kind == "version":
        while True:
            v = f"{rng.randint(1, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
            if v not in used: used.add(v); break
        fr = ([f"Version {v} fixed the auto-lock timeout according to the changelog, so it's worth updating to that."] if asst else
              [f"hub firmware says {v}", f"the app updated itself to {v} overnight and now flat 1 won't unlock",
               f"support said anything below v{v} has the battery bug", f"we're stuck on {v} until they push the update",
               f"settings > about says {v}, is that old?"])
        return rng.choice(fr), [v]
    if kind == "money":
        while True:
            amt = rng.choice([f"£{rng.randint(1, 4)},{rng.randint(0, 999):03d}", f"£{rng.randint(120, 990)}", f"£{rng.randint(20, 400)}.{rng.choice(['50', '75', '20', '99'])}"])
            if amt not in used: used.add(amt); break
        fr = ([f"So the arrears stand at {amt} as of now - worth putting that figure in writing to her."] if asst else
              [f"he's behind by {amt} now", f"quote for the new boiler came in at {amt} which made me laugh then cry",
               f"deposit was {amt}, protected, I checked", f"agency wants {amt} for the re-let fee?!",
               f"insurance excess is {amt} apparently", f"paid the plumber {amt} cash"])
        return rng.choice(fr), [amt]
    if kind == "date":
        while True:
            d, m = rng.randint(1, 28), rng.choice(MONTHS)
            s = rng.choice([f"{d} {m}", f"{m} {d}", f"{d}/{rng.randint(1, 12):02d}/2027", f"2027-{rng.randint(1, 12):02d}-{d:02d}"])
            if s not in used: used.add(s); break
        fr = ([f"That gives you until {s} to serve it, so there's time but not loads."] if asst else
              [f"gas cert runs out {s}", f"she's moving out on {s}", f"inspection booked for {s}, I'm on nights that week of course",
               f"tax return has to be in by {s} or I get fined", f"new tenancy starts {s}"])
        return rng.choice(fr), [s]
    if kind == "decision":
        c, r = uniq(EN_CHOICES), uniq(EN_REASONS)
        fr = ([f"Right, so the decision is to {c}, because {r}."] if asst else
              [f"ok decided. {c}. mainly because {r}", f"slept on it: we'll {c} since {r}",
               f"I'm going to {c}, {r} so there's no point dithering", f"final answer, {c} — reason being {r}",
               f"talked to Lena and we agreed to {c} as {r}"])
        return rng.choice(fr), [c, r]
    a, c = uniq(EN_ACTS), uniq(EN_CONDS)
    if kind == "constraint":
        fr = ([f"Understood - nobody should {a} {c}. I'll flag it if anything we plan conflicts with that."] if asst else
              [f"hard rule: never {a} {c}", f"please remember, the agents must not {a} {c}",
               f"{c} - do NOT {a}. I mean it", f"we always {a} {c}, no exceptions",
               f"note for the agency: they're not allowed to {a} {c}"])
        return rng.choice(fr), [a, c]
    used.discard(a); used.discard(c)
    t = uniq(EN_TOPICS)
    fr = ([f"Open question we haven't settled: the {t}. I don't have a reliable answer on that yet."] if asst else
          [f"who even pays for the {t}??", f"still no idea about the {t}, do you know?",
           f"what happens with the {t} if she leaves early", f"random but is the {t} my problem or the agency's",
           f"remind me i never found out about the {t}"])
    return rng.choice(fr), [t]

# ---------------------------------------------------------------- Chinese pools
ZH_NAMES = ["钱国华", "孙丽萍", "老蒋", "小葛", "欧阳明远", "邵春燕", "谭志强", "小糜", "老宓", "蔺雪梅", "贲建平", "柏文静", "龚晓东", "阙秀英"]
ZH_ROLES = ["中介公司的", "修锅炉的", "保险公司的理赔员", "物业的", "开锁的师傅", "会计", "水管工", "押金托管机构的"]
ZH_CHOICES = ["续约链家", "自己管二号房", "换成德施曼的锁", "固定利率贷款", "整台换威能锅炉", "三号房不带家具出租", "走法院起诉欠租",
              "请顺达水电", "自己报税", "押金交给第三方托管", "保留智能温控器", "三号房改成按月租"]
ZH_REASONS = ["他们半夜十一点还接电话", "中介费降到百分之八", "网关本来就支持Zigbee", "利率锁五年", "热交换器已经裂了",
              "带家具保险免赔额太高", "前期一分钱不用出", "租客都挺喜欢", "调解了两次都没用", "上一个水管工再也没来过",
              "我的班终于固定了", "她开春可能要调动工作"]
ZH_ACTS = ["把总密码告诉别人", "让人进三号房", "约锅炉保养", "从押金里扣钱", "升级网关固件", "给租客发解约通知", "收现金房租",
           "把租客电话给施工方", "电话里付款", "关总水阀", "拍水电表读数", "把钥匙放门垫下面"]
ZH_CONDS = ["没提前二十四小时书面通知", "我上夜班的时候", "交接清单签字之前", "小林没短信确认之前", "寒暑假期间", "保险公司还没通知之前",
            "租客不在家的时候", "燃气安全证书续期之前", "报价超过五百的时候", "国庆长假", "租约结束以后", "没有收据的情况下"]
ZH_TOPICS = ["群租许可证续期", "热水器漏电保护", "梧桐路的烟道", "楼道垃圾桶", "院子绿化费", "二号房的能效评级", "阁楼的一氧化碳报警器",
             "车位转让", "学生担保人表格", "防霉处理保修", "阁楼保温层", "卖梧桐路那套的增值税"]
ZH_CMDS = ["lockctl pair --hub {a} --door front", "lockctl codes add --flat {a} --expires {b}h", "ssh pi@lockhub-{a}.local",
           "ping -c {a} 192.168.{b}.1", "lockctl log --flat {a} --since {b}d", "sudo systemctl restart lockhub-bridge@{a}"]
ZH_FILL_U = ["好的", "嗯嗯", "谢谢啊", "等一下，烧个水", "回来了", "哈哈是的", "行", "有道理", "唉",
             "刚下夜班，七病区今晚收了3个病人，脚都站肿了", "二号房的小雅说谢谢我这么快修好了西门子洗衣机",
             "又停在银杏街了，我在梧桐路的车位被别人占了", "3套房子4个水龙头漏水，我也是服了",
             "妈又打电话让我把房子全卖了回老家，不可能的",
             "说来话长，一楼的王阿姨觉得半夜的响声是小涛的洗衣机，小涛觉得是水管，我在楼道里听了两个晚上，我也觉得是水管，早上5点暖气一开就咚咚响，像有人拿勺子敲暖气片。我暂时不打算处理，就是想跟一个不是七病区的人吐槽一下，你就当听我发牢骚吧，真的太累了",
             "这周太乱了，周五连着收了两个病人，十二月的排班出来了，我有9个夜班，钱是多一点，但是京东送货那天我没法在梧桐路等，小雅说她帮我收，人真好。她还说吸尘器有焦味，我觉得那是她自己的吸尘器不是我的",
             "记一下：买WD-40和楼道灯泡"]
ZH_FILL_A = ["听起来真的很累，睡前记得吃点东西。你方便的时候我们再继续聊房子的事。",
             "明白，这个我先当背景信息记着，现在不用处理。",
             "暖气启动时的咚咚声，多半是管道热胀冷缩或者系统里有空气，一般不是电器的问题。通常没有危险，但如果声音越来越大，或者锅炉压力表一直往下掉，最好请师傅来放一下暖气片里的气，再检查一下膨胀水箱。这段时间可以让租客记一下每次响的时间，师傅来的时候判断会快很多。",
             "当然可以。三套房加上夜班，事情堆起来很正常。建议每套房子列一个简单的清单：维修、文件、钱，这样心里有数，以后和租客或中介有争议时也有凭据。",
             "好的，你想接着聊的时候告诉我。", "小雅挺热心的。可以发个消息确认她愿意代签，万一包裹丢了也说得清。"]

def zh_fact(rng, kind, used, asst):
    def uniq(pool):
        c = [x for x in pool if x not in used]; x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = uniq(ZH_NAMES); r = rng.choice(ZH_ROLES)
        fr = ([f"记下了，以后{r}的事就找{n}。"] if asst else
              [f"{r}现在换成{n}了，终于有人回消息", f"锅炉再坏就点名找{n}，别人都不懂那个型号", f"{n}居然回电话了！才等了三个星期",
               f"今天早上跟{n}聊了梧桐路返潮的事，人挺好", f"你还记得{n}吗？原来是{r}"])
        return rng.choice(fr), [n]
    if kind == "command":
        while True:
            c = rng.choice(ZH_CMDS).format(a=rng.randint(1, 9), b=rng.randint(2, 96))
            if c not in used: used.add(c); break
        fr = ([f"网关再掉线的话可以先运行 `{c}`，看看能不能连上再叫人。"] if asst else
              [f"我外甥让我在网关上输 `{c}`，居然好了", f"$ {c}\n我就是跑的这个，刷了一大堆字", f"上次锁掉线就是 `{c}` 弄好的",
               f"要不要再跑一次 `{c}`，会不会弄坏"])
        return rng.choice(fr), [c]
    if kind == "id":
        while True:
            i = rng.choice(["CLM-{n5}", "REP-{n4}", "#{n4}", "TKT-{n4}", "BX{n6}"]).format(n4=rng.randint(1000, 9999), n5=rng.randint(10000, 99999), n6=rng.randint(100000, 999999))
            if i not in used: used.add(i); break
        fr = ([f"以后每封邮件标题都写上{i}，这样都归到同一个案子里。"] if asst else
              [f"理赔单号是{i}", f"他们给了个编号 {i}，也不知道干嘛用", f"物业系统里登记的是{i}", f"报修单 {i}，说三天内上门"])
        return rng.choice(fr), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(1025, 49000))
            if p not in used: used.add(p); break
        fr = ([f"网关后台在{p}端口，远程访问的话路由器要转发这个。"] if asst else
              [f"网关的网页是{p}端口", f"师傅说路由器要开 {p} 端口，APP才能用", f"浏览器里输 lockhub.local:{p} 才打得开", f"网关背面贴着 端口{p}"])
        return rng.choice(fr), [p]
    if kind == "version":
        while True:
            v = f"{rng.randint(1, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
            if v not in used: used.add(v); break
        fr = ([f"更新日志里说 {v} 修好了自动上锁超时，建议升到这个版本。"] if asst else
              [f"网关固件显示{v}", f"APP半夜自己升到了 {v}，一号房就打不开了", f"客服说低于{v}的都有电池问题", f"关于本机里写的是 {v}，算旧吗"])
        return rng.choice(fr), [v]
    if kind == "money":
        while True:
            m = rng.choice([f"¥{rng.randint(3, 99)*100}", f"{rng.randint(1, 9)}万元", f"{rng.randint(2, 99)*100}元", f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"])
            if m not in used: used.add(m); break
        fr = ([f"也就是说目前欠租{m}，建议书面发给她确认。"] if asst else
              [f"他已经欠了{m}房租了", f"换锅炉报价{m}，我先笑后哭", f"押金是{m}，已经托管了", f"中介要收{m}的续租费？！", f"付了水管工{m}现金"])
        return rng.choice(fr), [m]
    if kind == "date":
        while True:
            d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
            if d not in used: used.add(d); break
        fr = ([f"那你最晚{d}之前要发出去，时间够但不宽裕。"] if asst else
              [f"燃气证书{d}到期", f"她{d}搬走", f"检查约在{d}，那周我当然是夜班", f"报税{d}之前要交，不然罚款", f"新租约{d}开始"])
        return rng.choice(fr), [d]
    if kind == "decision":
        c, r = uniq(ZH_CHOICES), uniq(ZH_REASONS)
        fr = ([f"好，那就定了：{c}，理由是{r}。"] if asst else
              [f"决定了，{c}，主要是{r}", f"想了一晚上，就{c}吧，{r}", f"定了定了，{c}，因为{r}", f"跟小林商量完，{c}，毕竟{r}"])
        return rng.choice(fr), [c, r]
    a, c = uniq(ZH_ACTS), uniq(ZH_CONDS)
    if kind == "constraint":
        fr = ([f"明白，{c}谁都不能{a}，之后安排有冲突我会提醒你。"] if asst else
              [f"记住，{c}绝对不要{a}", f"跟中介说清楚：{c}不准{a}", f"{c}必须{a}，没有例外", f"规矩是{c}别{a}"])
        return rng.choice(fr), [a, c]
    used.discard(a); used.discard(c)
    t = uniq(ZH_TOPICS)
    fr = ([f"还有一件没定的：{t}，这个我目前也没有确切答案。"] if asst else
          [f"{t}到底谁负责？", f"{t}的事还没定，你知道吗", f"她要是提前搬走，{t}怎么办", f"{t}是我管还是中介管啊"])
    return rng.choice(fr), [t]

# ---------------------------------------------------------------- conversation
def conversation(seed, zh, per_kind):
    for attempt in range(50):
        try: return _conversation(seed, zh, per_kind, attempt)
        except AssertionError: pass
    raise SystemExit("could not build a clean conversation")

def _conversation(seed, zh, per_kind, attempt):
    rng = random.Random(seed * 104729 + 7 + attempt * 31)
    n_msgs = random.Random(seed * 17 + 3).randint(130, 280)
    plan = [k for k in KINDS for _ in range(per_kind)]; rng.shuffle(plan)
    slots = {}  # message index -> list of kinds
    for k in plan:
        while True:
            asst = rng.random() < 0.18
            i = rng.randrange(1 if asst else 0, n_msgs - 6, 2)
            if len(slots.get(i, [])) < 2: slots.setdefault(i, []).append(k); break
    used, facts, texts = set(), [], []
    fu, fa = (ZH_FILL_U, ZH_FILL_A) if zh else (FILL_U, FILL_A)
    fact_fn = zh_fact if zh else en_fact
    for i in range(n_msgs):
        role = "user" if i % 2 == 0 else "assistant"
        kinds = slots.get(i, [])
        if not kinds:
            texts.append((role, rng.choice(fu if role == "user" else fa), None)); 
        else:
            parts, mf = [], []
            for k in kinds:
                t, nd = fact_fn(rng, k, used, role == "assistant"); parts.append(t); mf.append((k, nd))
            if zh: sep = rng.choice(["，", "。还有，", "\n", "；另外"])
            else: sep = rng.choice([". ", " and also ", ", oh and ", "\n\n", " - also "])
            text = sep.join(parts)
            r = rng.random()
            if role == "user":
                if r < 0.25: text = rng.choice(["刚下班，", "早，", "跟你说个事，"] if zh else ["morning. ", "sorry long day - ", "ok so "]) + text
                elif r < 0.4: text = text + rng.choice(["。算了先睡了", "，唉"] if zh else [". anyway how are you", " ugh. bed now", " (sorry for the essay)"])
                elif r < 0.5: text = rng.choice(fu[-6:]) + ("。" if zh else ". ") + text
            else:
                text = rng.choice(["好的。", "明白。"] if zh else ["Got it. ", "Okay, noted. "]) + text + " " + rng.choice(fa)
            texts.append((role, text, mf)); facts.extend(mf)
        if role == "assistant" and rng.random() < 0.14:
            q = rng.choice(["boiler", "deposit", "lock hub", "arrears", "insurance"])
            texts.append(("call", json.dumps({"query": q, "flat": rng.randint(1, 3)}), None))
            texts.append(("result", f"found {rng.randint(0, 9)} notes about {q}; newest one says nothing new since the last visit.", None))
    # checks: needle in its own message, nowhere else
    for j, (role, text, mf) in enumerate(texts):
        for k, nds in (mf or []):
            for x in nds:
                assert x in text, (x, text)
                others = [t for jj, (_, t, _) in enumerate(texts) if jj != j and x in t]
                assert not others, f"needle {x!r} also in {others[0]!r}"
    rows = []
    for i, (role, text, _) in enumerate(texts):
        at = f"2026-11-{1 + i // 720:02d}T{(i // 30) % 24:02d}:{(i * 2) % 60:02d}:00.000Z"
        rid = f"msg_r{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": "search_notes", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i-1}", "name": "search_notes", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, facts, n_msgs

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0: sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout

def main():
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts, nm = conversation(seed, zh, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n"); batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d in os.listdir(root):
            p = os.path.join(root, d, "session-summary.json")
            if os.path.exists(p): maxc = max(maxc, len(json.load(open(p))["summary"]))
        found, miss = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: miss.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nm} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100*found/len(facts):.1f}%")
        print("\n".join(miss)) if miss else None
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100*tot[k][0]/tot[k][1]:.1f}")
    print(f"retention overall {100*f/p:.1f}")
    print(f"max summary chars {maxc}")

if __name__ == "__main__":
    main()
