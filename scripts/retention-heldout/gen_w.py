#!/usr/bin/env python3
"""Held-out retention set "w": a site manager on a four-house build (Australian English) and a
装修项目经理 (Chinese).  Standard library only.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5, the last one Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000)

Per conversation: generate rows, append them in batches of 25 messages with
`okbot compress -a Writer --now` after each batch, then check every fact's needles verbatim in
`okbot context show -a Writer`.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------- English
EN_NAMES = ["Dazza Kowalczyk", "Priya Raman", "Tui Ngata", "Bronwyn Hale", "Steve Papadakis", "Ngoc Tran",
            "Jarrah Whitford", "Kylie Brennan", "Hamish McAllister", "Leilani Faleolo", "Marco Bellini",
            "Sanjay Deshpande", "Rhys Coutts", "Fatima Haddad", "Brett Lomax", "Shaz Nguyen", "Callum Fraser",
            "Deb Ostrowski", "Aroha Tipene", "Wayne Pickering", "Yusuf Demir", "Carly Van Der Berg",
            "Tomasz Zielinski", "Mei Ling Chua", "Gavin Strachan", "Annika Sorensen", "Lachie Burrows",
            "Rosa Delgado", "Bilal Qureshi", "Niamh Gallagher", "Trent Maddocks", "Jas Sidhu"]
EN_ROLES = ["sparky", "plumber", "tiler", "plasterer", "renderer", "concreter", "roofer", "surveyor",
            "certifier", "owners' rep", "QS", "brickie", "chippy", "glazier"]
EN_CMDS = ["ssh admin@10.0.{a}.{b}", "ping -c 4 192.168.{a}.{b}", "rsync -av ~/SitePhotos/lot{n}/ nas:/projects/{p}/photos/",
           "scp plans_rev{L}.pdf office@10.1.{a}.{b}:/plans/", "sudo systemctl restart timelapse-cam{n}",
           "ffmpeg -framerate 24 -i cam{n}/%05d.jpg lot{n}_{p}.mp4", "curl -s http://10.0.{a}.{b}/status",
           "lpstat -p plotter{n}", "df -h /mnt/siteshare{n}", "nmcli dev wifi connect SiteOffice{n}",
           "tar czf snags-lot{n}-{p}.tgz snags/lot{n}", "python3 takeoff.py --lot {n} --export csv --job {p}",
           "sudo mount -t cifs //nas/{p} /mnt/plans", "arp -a | grep 10.0.{a}", "journalctl -u gatecontroller -n {a}",
           "smbclient -L //10.0.{a}.{b} -U site"]
EN_PROJ = ["harbourview", "elmst", "ridgeline", "banksia", "wattlegrove", "kurrajong"]
EN_ID = [lambda r: f"RFI-{r.randint(100, 999)}", lambda r: f"VO-{r.randint(1000, 9999)}", lambda r: f"NCR-{r.randint(100, 9999)}",
         lambda r: f"#{r.randint(100, 9999)}", lambda r: f"CVE-202{r.randint(1, 5)}-{r.randint(1000, 49999)}",
         lambda r: f"BCA-{r.randint(1000, 9999)}", lambda r: f"PO-{r.randint(10000, 99999)}", lambda r: f"DEF-{r.randint(100, 999)}"]
EN_PORTS = [8443, 8081, 37777, 10001, 5543, 8554, 4433, 8888, 1883, 9091, 7443, 5001, 49152, 8123, 2020, 6543]
EN_DEC_C = ["Boral for the slab pours", "Colorbond Monument on the roofs", "hebel for the side walls", "the Kennards scissor lift",
            "engineered oak in the living areas", "LVL beams over the garages", "Stratco quad gutters", "a second skip bin",
            "Hume entry doors", "ply bracing instead of strap", "the early morning pour", "Rinnai continuous flow units",
            "matt black tapware", "square set cornices", "exposed aggregate driveways", "Laminex benchtops in the laundries",
            "the pump truck over the line pump", "sarking under the tiles", "double glazing on the west side", "fibre cement eaves"]
EN_DEC_R = ["their plant is ten mins up the road", "the owners already signed off on the colour", "it halves the install time",
            "it works out cheaper across all four houses", "the certifier prefers it", "the last batch warped in the heat",
            "we've got the bracket stock sitting there", "council won't accept anything else on the boundary",
            "it's the only one in stock before Christmas", "the crew knows it back to front", "the engineer won't sign off the other option",
            "the neighbours complained about the noise last time", "resale agent reckons buyers expect it",
            "warranty is ten years instead of two", "it doesn't need a separate inspection", "the supplier throws in free delivery",
            "it keeps the scaffold up a week less", "the bushfire rating needs it", "the owners' budget won't stretch further",
            "the access on lot 4 is too tight for anything bigger"]
EN_CON_A = ["strip the formwork", "pour on lot 3", "backfill behind the retaining wall", "stand the frames", "lay the floor tiles",
            "sheet the ceilings", "core drill the slab", "run the bobcat past the neighbour's fence", "leave the front gate unlocked",
            "lift with the crane", "burn off the offcuts", "start the concrete saw", "park on the nature strip",
            "close up the walls", "turn the water on at the meter", "install the hot water units", "pull down the temp fencing",
            "walk on the fresh render"]
EN_CON_C = ["before 7am", "until the engineer's signed off the reo", "if it's over 35 degrees", "without a spotter",
            "till the frame inspection's passed", "on a Sunday", "when the wind's above 40 km/h",
            "until the waterproofing's been certified", "before the pre-pour inspection", "while the sparkies are up in the roof",
            "after 5pm on weekdays", "unless the owners are on site", "until the slab's had seven days",
            "during school pickup", "before the survey pegs are checked", "while it's still raining"]
EN_REQ_A = ["get cylinders taken", "tag out the switchboard", "sign the visitor book", "clip on a harness", "photograph the reo",
            "hose down the slab", "lock the bin cage", "fill in a hot works permit"]
EN_REQ_C = ["on every pour", "before anyone touches the wiring", "when you arrive on site", "above two metres",
            "before the pour gets booked", "twice a day in this heat", "at knock off", "before anyone uses the grinder inside"]
EN_TOPICS = ["retaining wall on lot 3", "skip bin swap schedule", "letterbox footings", "driveway crossover permit",
             "temp power pole", "stormwater easement", "bushfire rating for lot 4", "termite barrier certificate",
             "spare roof tiles", "site toilet servicing", "owners' tile selections", "crossfall on the driveways",
             "window reveal depths", "dividing fence between lots 1 and 2", "alfresco lighting plan", "soil test for lot 2",
             "damaged kerb out the front", "garage door motors", "NBN lead-in pits", "landscaping allowance"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]


def en_fact(r, kind, role, uniq):
    if kind == "name":
        n = uniq(lambda: r.choice(EN_NAMES)); ro = r.choice(EN_ROLES)
        if role == "assistant":
            t = r.choice([f"Going by the subbie list you sent through, {n} is down as the {ro} for all four houses.",
                          f"I've added {n} to the contacts sheet as the {ro}, so the next time something comes up you won't have to dig for the number.",
                          f"For the {ro} side of it, {n} is the one who signed the last SWMS, so they'd be the one to chase."])
        else:
            t = r.choice([f"{n} from the {ro}s rang, reckons they can't start till the slab's cured",
                          f"get {n} to call me back re the quote pls",
                          f"new {ro} on lot 2 is {n}, seems switched on",
                          f"had a yarn with {n} this arvo, keen to get going",
                          f"if the {ro} no-shows again its on {n} not me lol",
                          f"cc {n} on the variation, they're the {ro}",
                          f"{n} ({ro}) starts tues apparently",
                          f"who organised {n}?? turned up with no tickets"])
        return t, [n]
    if kind == "command":
        def mk():
            return r.choice(EN_CMDS).format(a=r.randint(2, 254), b=r.randint(2, 254), n=r.randint(1, 4), p=r.choice(EN_PROJ), L=r.choice("ABCDEFG"))
        c = uniq(mk)
        if role == "assistant":
            t = r.choice([f"If the camera drops out again, try `{c}` from the office laptop, that usually brings it back without a power cycle.",
                          f"On the NAS the equivalent is:\n\n$ {c}\n\nRun it from the office terminal and paste me whatever it prints.",
                          f"The command you want is `{c}` — it won't touch anything else on the network."])
        else:
            t = r.choice([f"`{c}` fixed the camera last time",
                          f"$ {c}\n^ run that on the office laptop if it plays up",
                          f"try `{c}` before u ring the IT bloke",
                          f"pasting for later `{c}`",
                          f"the cmd the sparky's IT mate gave me was `{c}`, no idea what it does",
                          f"ran `{c}` twice, no joy"])
        return t, [c]
    if kind == "id":
        i = uniq(lambda: r.choice(EN_ID)(r))
        if i.startswith("CVE"):
            t = r.choice([f"IT bloke says the site router needs patching for {i}", f"apparently the NVR is exposed to {i}, great"])
        elif role == "assistant":
            t = r.choice([f"I've logged that against {i} so it doesn't fall through the cracks.",
                          f"That sounds like the same defect as {i} on the register, so I'd attach the photos there rather than opening a new one."])
        else:
            t = r.choice([f"variation's been logged as {i}", f"raise it against {i} pls", f"{i} still open on the portal, chasing",
                          f"certifier closed {i} this morning finally", f"thats the same leak as {i}", f"quote ref {i} if they ask"])
        return t, [i]
    if kind == "port":
        p = uniq(lambda: str(r.choice(EN_PORTS) if r.random() < 0.5 else r.randint(1025, 60999)))
        if role == "assistant":
            t = r.choice([f"The camera's admin page should be on port {p} from inside the site network — not from the public side.",
                          f"For the forward, use port {p} on the router and point it at the NVR's address."])
        else:
            t = r.choice([f"timelapse cam web page is on {p}", f"NVR wants port {p} forwarded", f"gate controller talks on {p} apparently",
                          f"open :{p} on the site router", f"IT says use {p} not 80 for the cameras", f"weather station pushes to port {p}"])
        return t, [p]
    if kind == "version":
        def mk():
            v = f"{r.randint(1, 27)}.{r.randint(0, 19)}.{r.randint(0, 39)}"
            return v + (f".{r.randint(100, 999)}" if r.random() < 0.2 else "")
        v = uniq(mk)
        if role == "assistant":
            t = r.choice([f"Worth noting the tablets need {v} or newer for the markup tool to open the stamped drawings.",
                          f"The release notes for {v} mention the sync bug you hit, so I'd update the office PC first."])
        else:
            t = r.choice([f"updated the tablets to {v} last night now the drawings wont load", f"Trimble wants {v} or later for the new files",
                          f"office pc still on {v}", f"roll back to {v} if it plays up again",
                          f"laser level firmware is {v}, dunno if thats current", f"procore app says {v} on my phone"])
        return t, [v]
    if kind == "money":
        def mk():
            x = r.random()
            if x < 0.5: return f"${r.randint(3, 98)},{r.randint(0, 99):02d}0"
            if x < 0.75: return f"${r.randint(120, 990)}"
            return f"${r.randint(2, 60)}.{r.randint(1, 9)}k"
        m = uniq(mk)
        if role == "assistant":
            t = r.choice([f"Running total on approved variations now comes to {m}, so you're still under the contingency.",
                          f"Based on the dockets, the crane hire for the month comes to {m} before GST."])
        else:
            t = r.choice([f"quote came back at {m} inc GST", f"owners knocked {m} off the kitchen allowance", f"{m} for skip swaps this month, bit steep",
                          f"variation's worth {m}", f"paid the crane hire {m} deposit", f"we're {m} over on lot 4 framing"])
        return t, [m]
    if kind == "date":
        def mk():
            d = r.randint(1, 28); mo = r.randint(1, 12); x = r.random()
            if x < 0.4: return f"{d} {EN_MONTHS[mo - 1]}"
            if x < 0.7: return f"{r.choice(EN_DAYS)} {d} {EN_MONTHS[mo - 1][:3]}"
            return f"{d:02d}/{mo:02d}"
        d = uniq(mk)
        if role == "assistant":
            t = r.choice([f"I've pencilled the pre-pour inspection in for {d}, assuming the reo's finished the day before.",
                          f"So the handover target stays at {d}; anything that pushes past it should go to the owners in writing."])
        else:
            t = r.choice([f"slab pour booked for {d}", f"final inspection's {d} at 7", f"bricks landing {d} apparently",
                          f"handover to the owners {d} no slipping", f"council want the mods in by {d}", f"scaff comes down {d} if all goes well"])
        return t, [d]
    if kind == "decision":
        c = uniq(lambda: r.choice(EN_DEC_C)); why = uniq(lambda: r.choice(EN_DEC_R))
        if role == "assistant":
            t = r.choice([f"Recorded the decision: {c}, because {why}.", f"So that's settled — {c}, given {why}. I'll reflect it in the schedule."])
        else:
            t = r.choice([f"righto we're going {c}, {why}", f"decided, {c}. reason: {why}", f"stuff it, {c} it is cos {why}",
                          f"{why} so I've locked in {c}", f"after all that back n forth its {c} because {why}",
                          f"told the owners we'll do {c} since {why}, they're fine with it"])
        return t, [c, why]
    if kind == "constraint":
        if r.random() < 0.3:
            a = uniq(lambda: r.choice(EN_REQ_A)); c = uniq(lambda: r.choice(EN_REQ_C))
            t = r.choice([f"everyone's gotta {a} {c}, no exceptions", f"make sure the boys {a} {c}", f"site rule, you must {a} {c}"])
            if role == "assistant":
                t = f"I'll add it to the site rules: you must {a} {c}."
            return t, [a, c]
        a = uniq(lambda: r.choice(EN_CON_A)); c = uniq(lambda: r.choice(EN_CON_C))
        if role == "assistant":
            t = r.choice([f"I'll add it to the site induction notes: nobody is to {a} {c}.", f"Understood — no one should {a} {c}, and I'll remind you if a booking clashes with that."])
        else:
            t = r.choice([f"nobody's to {a} {c}, spread the word", f"rule from the certifier: don't {a} {c}", f"{c} we do NOT {a}",
                          f"reminder never {a} {c}", f"u can't {a} {c}, neighbour will lose it", f"make sure no one tries to {a} {c} ok"])
        return t, [a, c]
    th = uniq(lambda: r.choice(EN_TOPICS))
    t = r.choice([f"anyone know who's paying for the {th}? nobody's said boo", f"still no answer on the {th}", f"{th} - are we doing it or not??",
                  f"q for u, whats the go with the {th}", f"do we even need the {th}? asked last week, crickets", f"who's meant to be sorting the {th}"])
    return t, [th]


EN_FILL_U = ["{d} m3 came off the truck, bit short but she'll be right", "need another {m} bags of GP, Bunnings run after smoko",
             "rained again, BOM reckons clear by Thursday", "lot {l} slab's {s}mm out at the NE corner, grinding it back",
             "Hilux has a flat, running late", "ok", "cheers", "no worries", "yep", "righto", "sweet as", "on it", "ta", "yeah nah all good",
             "reckon we'll get the roof sheets on lot {l} by Friday if the wind drops", "{s} tonnes of road base dumped on the wrong side again",
             "whats the go with lunch, anyone ordered", "plasterers used {m} sheets on lot {l}, waste is ridiculous", "just had smoko, back into it",
             "Council bloke parked across the driveway lol", "scaff on lot {l} is {s}m high now, handrails on", "Reece pickup done, {m} lengths of 90mm PVC",
             "sorry was on the tools", "flies are shocking today", "the Boral driver got lost AGAIN", "stacked {s} pallets of bricks by the gate",
             "footings on lot {l} are {h}mm deeper than the drawings, engineer wanted it", "Kennards want the excavator back by Monday arvo",
             "{s} rolls of sisalation went missing overnight, not impressed", "all good here", "lot {l} frame is up, looks mint",
             "hot as today, {t} degrees by 10", "sparkies ran {h}m of conduit before lunch, good effort", "meeting with the owners went ok i guess",
             "Holcim truck washed out in the gutter, had to clean it up", "mate the mud on lot {l} is unreal, {h}mm deep at the gate",
             "grabbed {m} lengths of 90x45 MGP10 from Bunnings, receipt's in the Hilux", "Stratco guy measured lot {l} downpipes, {s} of them",
             "WorkSafe did a drive by, all good", "lot {l} brickies laid about {s}00 today, not bad for a Tuesday",
             "Colorbond sheets for lot {l} came {s} short, typical", "the Reece counter bloke says Monday for the fittings",
             "{d} tonne of reo on the ground for lot {l}, chairs and all", "dog from next door got in again, chewed a bag of Tile Grout",
             "lot {l} bath's in, {s} tubes of silicone later", "forgot my phone charger, on {s}% lol", "apprentice rolled his ankle, hes fine, ice pack"]
EN_OPEN_A = ["No worries.", "Got it.", "Makes sense.", "Noted, thanks for the update.", "Fair enough.", "Understood.", "Righto.", "Ouch.", ""]
EN_FILL_A = ["Quick rundown of where things sit: framing on the back two houses is ahead of the front pair, the roofing crew is waiting on weather, and the outstanding items from the last walk-through are mostly cosmetic.",
             "If you want, I can turn the snag notes into a checklist per house so the trades can tick them off as they go.",
             "With concrete the main thing is not rushing the curing — keep it damp for the first few days, especially in this heat, and don't load the edges early.",
             "I'd keep the delivery log going: quantities, docket numbers and who signed, so when the invoices land you can match them up quickly.",
             "Nothing there needs action from you tonight; the main thing tomorrow is making sure the trades aren't tripping over each other on the same house.",
             "That's normal for this stage. The tolerance on a slab that size is usually a few millimetres over three metres, so a bit of grinding is expected and nobody will blink at it.",
             "I'll keep that in mind when we plan next week's sequence.",
             "Weather's the one thing you can't program around, so it makes sense to keep a wet-weather list of inside jobs ready for the crews — fit-off, bagging, cleaning out the garages.",
             "One thing I'd suggest is a quick five-minute toolbox talk in the morning so everyone knows which house they're on and where the deliveries are landing.",
             "That's a lot of waste for one house. It might be worth asking the plasterers to pre-measure the ceilings and order cut lengths next time.",
             "For the owners, a short weekly email with three or four photos per house tends to head off most of the anxious phone calls.",
             "If the excavator is going back early, make sure the last of the trenching for the services is finished and inspected before it leaves site.",
             "On the materials side, it's worth doing a quick count against the docket before the driver leaves — once the truck's gone, shortfalls turn into an argument.",
             "On sequencing: the usual order after lock-up is insulation, plaster, then fix-out, with the sparky and plumber fitting off once the painters have done their first coat. Skipping ahead usually costs more in patching than it saves.",
             "Heat like that is hard on the crews as much as on the concrete. Earlier starts, more water breaks, and keeping the heavier lifting before lunch all help.",
             "If the mud is that bad, a couple of loads of crushed rock at the gate and a shaker grid will save you cleaning the road every afternoon — and keep the Council happy.",
             "Missing materials overnight are worth reporting even if they're cheap; a pattern in the police reports is what gets the patrols to swing by."]
EN_JOIN = [", also ", " - ", ". oh and ", " btw ", "\n", "... ", ". "]


def en_filler_u(r):
    return r.choice(EN_FILL_U).format(s=r.randint(2, 12), m=r.randint(10, 60), h=r.randint(100, 400), t=r.randint(31, 42),
                                      d=f"{r.randint(1, 9)}.{r.choice([2, 4, 5, 6, 8])}", l=r.randint(1, 4))


def en_filler_a(r):
    return " ".join(r.sample(EN_FILL_A, r.choice([0, 1, 1, 2, 2, 3])))


# ----------------------------------------------------------------------------------- Chinese
ZH_NAMES = ["老张", "小李", "老周", "阿强", "刘姐", "陈工", "赵国强", "孙丽娟", "黄志明", "郭师傅", "何晓峰", "马建军",
            "林美玲", "杨卫东", "吴小燕", "蒋德明", "彭海涛", "邓师傅", "曹经理", "许文博"]
ZH_ROLES = ["水电工", "瓦工", "木工", "油漆工", "业主", "监理", "材料商", "物业的", "设计师", "橱柜安装的"]
ZH_ID = [lambda r: f"#{r.randint(1000, 9999)}", lambda r: f"ZX-{r.randint(10000, 99999)}", lambda r: f"WY-{r.randint(100, 9999)}",
         lambda r: f"QC-{r.randint(1000, 9999)}", lambda r: f"FH-{r.randint(100000, 999999)}"]
ZH_DEC_C = ["马可波罗的瓷砖", "伟星的PPR水管", "多乐士净味漆", "强化复合地板", "U型橱柜", "铝扣板吊顶", "嵌入式洗碗机", "集成灶",
            "欧派的衣柜", "石膏线不做了", "推拉门换成折叠门", "淋浴房做钻石型", "卫生间做同层排水", "客厅不做电视墙"]
ZH_DEC_R = ["业主说耐脏", "便宜八百块", "货期快一周", "质保十年", "师傅说好施工", "楼下邻居家用过没问题", "环保等级高",
            "颜色跟样板间一样", "物业不让改外立面", "厨房太窄放不下", "业主老婆喜欢", "后期维修方便", "省一个礼拜工期", "预算就这么多"]
ZH_CON_A = ["开槽走线", "刷面漆", "铺地板", "封吊顶", "装马桶", "贴墙砖", "动燃气管", "用电锤", "把建筑垃圾堆在楼道", "搬材料走客梯",
            "关总闸", "拆暖气片", "在阳台上切割石材"]
ZH_CON_C = ["闭水试验做完之前", "打压测试没过", "中午十二点到两点", "业主没签字之前", "周末", "找平没干透", "物业没批之前",
            "晚上六点以后", "监理不在场的时候", "腻子没打磨完", "水电没验收的时候", "下雨天"]
ZH_TOPICS = ["阳台封窗", "垃圾清运费", "燃气表移位", "物业押金退还", "橱柜台面颜色", "卫生间门槛石", "新风系统", "空调孔位置",
             "开关插座品牌", "窗帘盒尺寸", "地暖分水器", "楼道保护膜", "入户门换不换", "热水器安装位置"]
ZH_CMDS = ["ping 192.168.{a}.{b}", "adb connect 192.168.{a}.{b}", "curl -s http://192.168.{a}.{b}:{n}080/status", "ssh root@192.168.{a}.{b}",
           "arp -a | grep 192.168.{a}", "nmap -p 554 192.168.{a}.0/24", "ipconfig /flushdns", "tracert 192.168.{a}.{b}"]


def zh_fact(r, kind, role, uniq):
    a = role == "assistant"
    if kind == "name":
        n = uniq(lambda: r.choice(ZH_NAMES)); ro = r.choice(ZH_ROLES)
        t = r.choice([f"我记一下：{ro}是{n}，有事可以直接联系。", f"按你之前说的，{ro}那边由{n}负责对接。"]) if a else r.choice([
            f"{ro}{n}说明天上午过来", f"{n}那边报价还没发我", f"让{n}明天早点到，七点半开工", f"业主把{n}的电话给我了，说是他们家亲戚",
            f"今天{n}没来，打电话也不接", f"这家的{ro}是{n}，手艺还行"])
        return t, [n]
    if kind == "command":
        c = uniq(lambda: r.choice(ZH_CMDS).format(a=r.randint(2, 99), b=r.randint(2, 250), n=r.randint(1, 9)))
        t = r.choice([f"摄像头连不上的话，可以在电脑上先执行 `{c}` 看看通不通。", f"可以试试这个命令：\n$ {c}\n把输出发给我。"]) if a else r.choice([
            f"监控连不上就跑一下 `{c}`", f"$ {c}\n这条是上次弱电师傅教的", f"记一下命令 `{c}`，回头再试", f"弱电说用 `{c}` 查一下网关",
            f"跑了 `{c}` 还是不行"])
        return t, [c]
    if kind == "id":
        i = uniq(lambda: r.choice(ZH_ID)(r))
        t = r.choice([f"已经记到{i}下面了，后面跟进。", f"这个跟{i}是同一个问题，我建议合并处理。"]) if a else r.choice([
            f"{i}这个单子还挂着没处理", f"投诉记在{i}里了", f"材料商说查一下{i}", f"物业那边工单号是{i}", f"售后让报单号{i}"])
        return t, [i]
    if kind == "port":
        p = uniq(lambda: str(r.choice([8080, 37777, 554, 8000, 9000, 8123, 10554, 34567]) if r.random() < 0.4 else r.randint(1025, 60999)))
        t = r.choice([f"远程看监控的话，路由器上要映射{p}端口。"]) if a else r.choice([
            f"路由器后台{p}端口", f"摄像头用的是{p}端口", f"网关端口改成{p}了", f"弱电说开一下{p}端口就行",
            f"业主问手机怎么远程看，我说端口是{p}", f"门禁那个盒子走{p}，别动它"])
        return t, [p]
    if kind == "version":
        v = uniq(lambda: f"{r.randint(1, 12)}.{r.randint(0, 19)}.{r.randint(0, 40)}")
        t = r.choice([f"智能锁的固件建议升到{v}，之前那个版本有掉线的问题。"]) if a else r.choice([
            f"智能锁固件是{v}", f"米家app升到{v}就连不上了", f"监控软件还是{v}", f"业主手机上的app版本{v}",
            f"热水器面板显示固件{v}，厂家说要升级", f"新风主机的程序是{v}的，售后说旧了"])
        return t, [v]
    if kind == "money":
        def mk():
            x = r.random()
            if x < 0.35: return f"{r.randint(1, 9)}万元"
            if x < 0.55: return f"{r.randint(1, 9)}.{r.randint(1, 9)}万元"
            if x < 0.8: return f"¥{r.randint(3, 99)}00"
            return f"{r.randint(3, 99)}50元"
        m = uniq(mk)
        t = r.choice([f"目前增项合计{m}，还在预算内。", f"按你发的单子算，这批材料一共{m}。"]) if a else r.choice([
            f"水电报价{m}，比上家贵", f"业主先付了{m}定金", f"橱柜尾款{m}还没结", f"这个月材料费花了{m}", f"增项又多了{m}，业主脸都黑了"])
        return t, [m]
    if kind == "date":
        d = uniq(lambda: f"{r.randint(1, 12)}月{r.randint(1, 28)}日")
        t = r.choice([f"那我把水电验收排在{d}。"]) if a else r.choice([
            f"{d}上午水电验收", f"瓷砖{d}送到", f"业主说{d}前必须完工", f"物业{d}停水一天", f"{d}木工进场",
            f"橱柜厂排产排到{d}了，催也没用"])
        return t, [d]
    if kind == "decision":
        c = uniq(lambda: r.choice(ZH_DEC_C)); why = uniq(lambda: r.choice(ZH_DEC_R))
        t = r.choice([f"记下了：最后定的是{c}，原因是{why}。"]) if a else r.choice([
            f"就用{c}吧，{why}", f"定了，{c}，因为{why}", f"跟业主商量完了，选{c}，主要是{why}", f"{why}，所以还是{c}", f"最后拍板{c}，理由是{why}"])
        return t, [c, why]
    if kind == "constraint":
        ac = uniq(lambda: r.choice(ZH_CON_A)); c = uniq(lambda: r.choice(ZH_CON_C))
        t = r.choice([f"我记到施工须知里了：{c}不能{ac}。"]) if a else r.choice([
            f"{c}别{ac}", f"记住，{c}不要{ac}", f"物业说了{c}不准{ac}", f"{c}千万不能{ac}，上次被投诉了", f"跟工人说清楚：{c}禁止{ac}"])
        return t, [ac, c]
    th = uniq(lambda: r.choice(ZH_TOPICS))
    t = r.choice([f"{th}到底谁负责？", f"{th}还没定呢", f"{th}要不要做？问了业主也没回", f"有人知道{th}怎么弄吗", f"{th}的事谁来管啊",
                  f"那个{th}，还是没人说"])
    return t, [th]


ZH_FILL_U = ["水泥到了{m}袋，少了两袋", "瓷砖{q}箱，搬上楼累死", "今天下雨，外墙的活干不了", "好的", "嗯", "收到", "刚从工地回来",
             "腻子粉{q}包，够用了", "电线用了{q}卷", "吃饭去了", "楼下电梯又坏了，材料只能走楼梯", "客厅地面找平差{s}毫米",
             "行", "没问题", "我想想", "砂子{s}吨卸在小区门口了，保安不让进", "今天楼上也在装修，吵死了", "主卧墙面空鼓了一小块，明天补一下",
             "刚跟业主吃完饭，喝多了", "板材到了{q}张，颜色对的", "门窗测量完了，尺寸发群里了", "这两天太热，工人中午都不想干",
             "东鹏的样品送过来了，{q}块", "物业经理又来巡查了，说楼道要再铺一层保护", "卫生间防水刷了两遍，{s}桶防水涂料用完了",
             "吊柜离台面{c}厘米，业主没意见", "今天去红星美凯龙看了一下午灯具", "师傅们说周五想提前走，家里有事"]
ZH_OPEN_A = ["好的，", "明白。", "收到。", "辛苦了。", "嗯，", "了解。", ""]
ZH_FILL_A = ["我先把目前的进度整理一下：水电基本完成，瓦工在做卫生间，木工下周进场，整体没有明显延误。",
             "关于工序，一般是水电验收完再做防水，闭水四十八小时没问题再贴砖；后面木工、油漆、安装依次进场，尽量不要交叉，不然返工的成本比省下的时间多。",
             "天热的话，腻子和乳胶漆干得快，但也容易开裂，建议开窗通风但别对着墙直吹，工人也注意防暑，重活尽量放在上午。",
             "跟业主沟通的时候，增项最好当场写清楚数量和单价，让业主在单子上签字，月底对账就不会扯皮。",
             "材料进场的时候建议当场点数拍照，签收单上写清楚数量，后面对账会轻松很多。",
             "这种情况比较常见，一般等基层干透再处理就行，不用太担心。",
             "我记下来了，后面排工期的时候会考虑进去。", "今天先休息吧，明天再看。",
             "如果工人之间的工序有冲突，可以每天早上花五分钟碰一下，谁先进哪个房间说清楚。",
             "建议每周给业主发一次进度照片，每个房间两三张，能减少很多不必要的电话。",
             "空鼓的问题要分情况看：面积小、敲起来声音不明显的，可以先标记，等整体干透以后再复查；如果是大面积空鼓，或者踩上去能感觉到松动，那就得铲掉重新做，不然贴完砖或者刷完漆以后再出问题，返工的范围会大很多，业主那边也不好交代。另外基层处理的时候，界面剂一定要刷到位，这一步省不得。",
             "关于材料堆放，建议按房间分区，瓷砖、板材这类怕磕碰的放在靠墙的位置，底下垫木方防潮；水泥和腻子粉不要直接放在刚做完防水的卫生间里，万一受潮结块就浪费了。每批进场的材料拍一张照片发群里，写上数量和送货单号，以后查起来方便，也能避免跟材料商扯皮。",
             "工期方面，目前最容易卡住的是橱柜和定制柜的排产，一般要二十到三十天，所以测量完最好尽快确认图纸；其他的像灯具、五金这些可以晚一点定，不影响主线。如果业主犹豫不决，可以把需要他们拍板的事项列个清单，每项写清楚最晚什么时候要定，不定会影响什么。"]


def zh_filler_u(r):
    return r.choice(ZH_FILL_U).format(q=r.randint(10, 60), s=r.randint(2, 9), m=r.randint(10, 60), c=r.randint(60, 75))


def zh_filler_a(r):
    return "".join(r.sample(ZH_FILL_A, r.choice([0, 1, 1, 2, 3, 4])))


def ramble(r, zh):
    """A long message made of several different filler templates (no short acks)."""
    pool = [x for x in (ZH_FILL_U if zh else EN_FILL_U) if len(x) > (6 if zh else 14)]
    k = r.randint(7, 12) if zh else r.randint(4, 7)
    out = r.sample(pool, k)
    sub = random.Random(r.random())
    if zh:
        return "，".join(t.format(q=sub.randint(10, 60), s=sub.randint(2, 9), m=sub.randint(10, 60), c=sub.randint(60, 75)) for t in out)
    return r.choice([". ", ", ", " - ", "\n"]).join(t.format(s=sub.randint(2, 12), m=sub.randint(10, 60), h=sub.randint(100, 400), t=sub.randint(31, 42),
                                                       d=f"{sub.randint(1, 9)}.{sub.choice([2, 4, 5, 6, 8])}", l=sub.randint(1, 4)) for t in out)


# ----------------------------------------------------------------------------------- conversation
def build(seed, zh, per_kind, attempt):
    r = random.Random(f"heldout-w/{seed}/{attempt}/{per_kind}")
    n_msgs = r.randint(130, 280)
    used = []

    def uniq(mk):
        for _ in range(500):
            c = mk()
            if not any(c in u or u in c for u in used):
                used.append(c); return c
        raise RuntimeError("pool exhausted")

    mkfact = zh_fact if zh else en_fact
    plan = [k for k in KINDS for _ in range(per_kind)]
    r.shuffle(plan)
    facts = []  # [kind, text, needles, role]
    for k in plan:
        role = "assistant" if k != "question" and r.random() < 0.2 else "user"
        t, nd = mkfact(r, k, role, uniq)
        facts.append([k, t, nd, role])
    turns = {"user": [i for i in range(n_msgs - 2) if i % 2 == 0], "assistant": [i for i in range(n_msgs - 2) if i % 2 == 1]}
    cap = {"user": 3, "assistant": 2}
    load = {}
    where = []
    for f in facts:
        role = f[3]
        c = [i for i in turns[role] if load.get(i, 0) < cap[role]]
        if not c:
            role = f[3] = "user"; c = [i for i in turns["user"] if load.get(i, 0) < cap["user"]]
        w = [1.0 if load.get(i, 0) == 0 else (0.3 if load.get(i, 0) == 1 else 0.08) for i in c]
        i = r.choices(c, w)[0]
        load[i] = load.get(i, 0) + 1
        where.append(i)
    needles_all = [x for f in facts for x in f[2]]
    fu, fa = (zh_filler_u, zh_filler_a) if zh else (en_filler_u, en_filler_a)

    recent = []

    def clean(gen):
        for _ in range(100):
            t = gen(r)
            if t in recent[-12:] and t: continue
            if not any(x in t for x in needles_all):
                recent.append(t); return t
        raise RuntimeError("filler keeps hitting needles")

    texts = []  # (role, text)
    msg_of_fact = [None] * len(facts)
    for i in range(n_msgs):
        role = "user" if i % 2 == 0 else "assistant"
        mine = [j for j, w in enumerate(where) if w == i]
        if role == "assistant" and r.random() < 0.1:
            q = r.choice(["pour", "delivery", "inspection", "snag list", "variation"] if not zh else ["验收", "送货", "报价", "工期"])
            texts.append(("call", json.dumps({"query": q, "limit": 5}, ensure_ascii=False)))
            texts.append(("result", (f"found {r.randint(0, 9)} earlier messages about {q}; the newest is from last week and says nothing has changed." if not zh
                                     else f"找到{r.randint(0, 9)}条关于{q}的历史消息，最近一条是上周的，没有新变化。")))
        if role == "user":
            if not mine:
                t = clean(fu)
                if r.random() < 0.12:  # long ramble
                    t = clean(lambda rr: ramble(rr, zh))
            else:
                parts = [facts[j][1] for j in mine]
                if r.random() < 0.3: parts.insert(0, clean(fu))
                if r.random() < 0.2: parts.append(clean(fu))
                if r.random() < 0.1: parts += [clean(fu) for _ in range(3)]
                t = parts[0]
                for p in parts[1:]:
                    t += r.choice(["，另外", "。还有，", "；", "\n", "，"] if zh else EN_JOIN) + p
        else:
            opener = r.choice(ZH_OPEN_A if zh else EN_OPEN_A)
            body = clean(fa)
            parts = [body] if body else []
            for j in mine:
                parts.insert(r.randint(0, len(parts)), facts[j][1])
            if not parts: parts = [clean(fa) or ("我记下来了。" if zh else "I'll note that.")]
            t = opener + ("" if zh or not opener else " ") + ("" if zh else (" " if r.random() < 0.6 else "\n\n")).join(parts)
        for j in mine: msg_of_fact[j] = len(texts)
        texts.append((role, t))
    rows = []
    for i, (role, text) in enumerate(texts):
        at = f"2026-11-{1 + i // 24:02d}T{i % 24:02d}:{(i * 7) % 60:02d}:00.000Z"
        rid = f"msg_w{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_w{i}", "name": "search_history", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_w{i - 1}", "name": "search_history", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    out = [(f[0], f[2]) for f in facts]
    return rows, out, msg_of_fact, texts


def check(rows, facts, msg_of_fact, texts, per_kind):
    """Every needle occurs in its own message and nowhere else in the rows (filler, tool rows, ids, dates)."""
    dumps = [json.dumps(x, ensure_ascii=False) for x in rows]
    nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
    if not 130 <= nmsg <= 280: return f"{nmsg} messages"
    for k in KINDS:
        if sum(1 for f in facts if f[0] == k) != per_kind: return f"kind {k} count"
    for (kind, needles), mi in zip(facts, msg_of_fact):
        for x in needles:
            if '"' in x or "\\" in x: return f"needle {x!r} would be escaped"
            if x not in texts[mi][1]: return f"needle {x!r} not in its message"
            for j, d in enumerate(dumps):
                if j != mi and x in d: return f"needle {x!r} also in row {j}"
    return None


def conversation(seed, zh, per_kind):
    for attempt in range(200):
        rows, facts, mof, texts = build(seed, zh, per_kind, attempt)
        if check(rows, facts, mof, texts, per_kind) is None:
            return rows, facts
    sys.exit(f"seed {seed}: could not build a clean conversation: {check(rows, facts, mof, texts, per_kind)}")


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3: sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts = conversation(seed, zh, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles in facts:
            for x in needles:
                if x in base: sys.exit(f"needle {x!r} is already in the empty context")
        batch, inb, runs = [], 0, 0
        for i, row in enumerate(rows):
            batch.append(json.dumps(row, ensure_ascii=False))
            if row["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            for fn in fs:
                if fn == "session-summary.json":
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, fn), encoding="utf-8")).get("summary", "")))
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
