#!/usr/bin/env python3
"""Held-out retention set "bt": a co-working community manager and her assistant.

Usage: PER_KIND=10 python3 gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default seeds 1..5; the last one is in Chinese),
feeds it to okbot in batches of 25 messages with `okbot compress --now` after each
batch, then counts how many seeded facts survive verbatim in `okbot context show`.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ---------------------------------------------------------------- English pools
EN_FIRST = ["Gareth", "Siobhan", "Tomasz", "Aisha", "Callum", "Rhiannon", "Devan", "Ngozi",
            "Oskar", "Freya", "Marcus", "Yusuf", "Imogen", "Kwame", "Beatriz", "Lachlan",
            "Mei", "Hamish", "Zainab", "Felix", "Orla", "Rafael", "Harriet", "Tariq",
            "Bronwen", "Ellis", "Niamh", "Joaquin", "Sunita", "Ewan", "Agnieszka", "Idris",
            "Carys", "Matteo", "Lucy", "Kofi", "Esme", "Ruairi"]
EN_LAST = ["Pryce", "Okafor", "Kowalski", "Barnes", "Lindqvist", "Mahmoud", "Fairweather",
           "O'Driscoll", "Achterberg", "Nakamura", "Whitlock", "Adeyemi", "Castellano",
           "Hughes", "McAllister", "Brennan", "Sandoval", "Thorne", "Iqbal", "Halloran",
           "Osei", "Petrakis", "Moreau", "Nguyen", "Rowntree", "Delaney", "Szabo", "Quigley",
           "Bishop", "Marlowe", "Evans-Lloyd", "Farrow"]
EN_LOGNAMES = ["R. Patel", "S. Nowak", "L. Brennan", "J. Amis", "K. Doyle", "A. Fenwick",
               "M. Ruiz", "B. Carter", "H. Lam", "T. Gill", "P. Vance", "N. Dube"]
EN_COS = ["Loomwell Studio", "Brightfold", "Kestrel Analytics", "Nettle & Finch", "Copperbeam",
          "Tidewater Legal", "Pixelmoth", "Harrow Bio", "Saltmarsh Games", "Quillon Labs",
          "Foxglove PR", "Northbeam Robotics", "Oddsock Films", "Larchfield Architects",
          "Mudlark Coffee Co", "Byte & Barley"]

EN_DECISIONS = [
    ("go with Kisi for the new door readers", "the Salto quote had a 3-year lock-in"),
    ("put the guest wifi on its own VLAN", "guests keep printing to the office printer"),
    ("move the Friday social to Thursdays", "half the members work from home on Fridays"),
    ("cut the student day pass price", "the uni careers office promised to push it"),
    ("keep the old Paxton fobs for the bike store", "the bike store reader is on a separate circuit"),
    ("stop posting paper invoices", "postage last quarter was honestly silly"),
    ("cap meeting-room bookings at 3 hours", "two people basically lived in Room B"),
    ("make the 2nd floor the quiet zone", "kitchen noise carries all over the ground floor"),
    ("upgrade the controller before Christmas", "the vendor stops patching the 7.x line in January"),
    ("get a weekend cleaner from the agency", "Marta can't do Saturdays any more"),
    ("start the late fee from day 8", "we were chasing eleven overdue invoices last month"),
    ("give the Harbour Row team a rent holiday until March", "their funding round slipped to spring"),
    ("show guest wifi vouchers as a QR code on the lobby screen", "the old voucher printer jams every other day"),
    ("move the hot desks away from the kitchen", "people kept complaining about the fish smell at lunch"),
    ("renew the coffee machine lease instead of buying", "a new machine would need a plumber to re-route the water"),
    ("pause the Tuesday breakfast", "only six people turned up three weeks running"),
    ("swap the lobby reader for a mobile-credential one", "the fob cloning scare in October spooked everyone"),
    ("put the phone booths on the Deskhive waitlist", "members were squatting the booths all afternoon"),
    ("roll the reader firmware back one version", "the last update broke the lift-lobby reader"),
    ("host the members' Christmas party in our own event space", "outside venues wanted a ridiculous deposit"),
    ("charge per page for printing", "someone printed a 400-page manual last month"),
    ("do member inductions in groups on Mondays", "one-by-one inductions eat my whole week"),
    ("drop the 24/7 add-on for Flex members", "the landlord's insurer flagged out-of-hours lone working"),
    ("stay on the current UniFi version over Christmas", "nobody's around to fix it if an update goes wrong"),
]
EN_CONSTRAINTS = [
    ("never give the front door code out over the phone", "even if they say they're a member"),
    ("nobody props the fire doors open", "while the alarm panel is in test mode"),
    ("don't restart the door controller", "between 8 and 10am on weekdays"),
    ("Room B can't be booked", "for more than 2 hours back to back"),
    ("no amplified music", "before 6pm on weekdays"),
    ("the reader firmware stays exactly as it is", "until the landlord's security audit is signed off"),
    ("no parcels accepted at the front desk", "after 5:30pm"),
    ("no 24/7 fobs", "for anyone on a Flex membership"),
    ("never export the member list", "onto a personal laptop"),
    ("late fees can't be waived", "without Jo's sign-off"),
    ("the roof terrace stays locked", "from November through February"),
    ("no candles or open flames", "including for event decorations"),
    ("guest wifi has to stay rate-limited", "during the Tuesday livestreams"),
    ("SSH must never be exposed on the public IP", "not even temporarily"),
    ("every visitor gets signed in", "before they go past the lobby gates"),
    ("no firmware updates", "on a Friday or before a bank holiday"),
    ("event hires need a deposit up front", "if it's more than 30 people"),
    ("only the landlord's contractor touches the fire panel", "no matter what the alarm is doing"),
    ("bikes only go in the basement store", "never in the corridors or stairwells"),
    ("don't hand out guest wifi vouchers", "to anyone without a Deskhive booking"),
    ("members can't bring dogs", "onto the 2nd floor carpets"),
    ("keep the server cupboard locked", "whenever the cleaners are in"),
    ("invoices only go to the billing contact on file", "never to someone's personal email"),
]
EN_QUESTIONS = [
    ("member bikes in the basement store", "does the landlord's insurance actually cover member bikes in the basement store?"),
    ("VAT on the locker deposit", "are we meant to charge VAT on the locker deposit or not?"),
    ("fire certificate for the mezzanine", "is the fire certificate for the mezzanine still valid?"),
    ("old CCTV recorder in the riser", "who actually owns the old CCTV recorder in the riser cupboard?"),
    ("goods-lift reader", "will the goods-lift reader even work with phone credentials?"),
    ("sublet their dedicated desks", "are members allowed to sublet their dedicated desks?"),
    ("PAT testing for members' own chargers", "do we need PAT testing for members' own chargers?"),
    ("unused meeting-room credits", "what happens to unused meeting-room credits at renewal?"),
    ("broken skylight above desk 40", "is the landlord ever fixing the broken skylight above desk 40?"),
    ("split one desk's invoice between two companies", "can Deskhive split one desk's invoice between two companies?"),
    ("door logs older than 90 days", "does the controller keep door logs older than 90 days?"),
    ("sign on the front railings", "are we allowed to hang a sign on the front railings?"),
    ("phone booths in the cleaning contract", "are the phone booths in the cleaning contract or are they extra?"),
    ("evening capacity of the event space", "what's the evening capacity of the event space, fire-wise?"),
    ("log MAC addresses on guest wifi", "do we legally have to log MAC addresses on guest wifi?"),
    ("small business rates relief", "can we claim small business rates relief on the annex?"),
    ("filter contract for the new coffee machine", "do we need a separate filter contract for the new coffee machine?"),
    ("roof terrace insurance for evening events", "who pays for roof terrace insurance for evening events, us or them?"),
    ("EV charger in the car park", "is the EV charger in the car park ours or the landlord's to maintain?"),
    ("data processing agreement with Deskhive", "do we need a data processing agreement with Deskhive?"),
]

# ---------------------------------------------------------------- Chinese pools
ZH_SUR = list("王李张刘杨黄赵吴周徐孙马朱胡郭何高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范廖贾夏韦方邹孟熊秦邱江尹薛段雷侯史陶黎贺顾毛郝龚邵严戴莫孔汤")
ZH_GIVEN = ["建国", "志强", "秀英", "丽娟", "海燕", "晓东", "雨桐", "子涵", "俊杰", "文博", "佳怡",
            "思远", "振华", "桂芳", "伟明", "欣然", "浩然", "梦瑶", "国栋", "春梅", "一鸣", "晓雯",
            "宏伟", "慧敏", "立新", "淑珍", "家豪", "静怡", "明轩", "婉婷", "德胜", "玉兰", "少华",
            "嘉欣", "永强", "红霞"]
ZH_LOGNAMES = ["张**", "李*", "王**", "刘*", "赵**", "周*", "何**", "孙*"]
ZH_COS = ["有光设计", "鲸落科技", "拾贰工作室", "蓝鲸数据", "木白文化", "一苇律所", "青柠互动",
          "半亩田咨询", "星桥机器人", "稻草人影像", "北纬工作室", "小满咖啡"]

ZH_DECISIONS = [
    ("门禁换成海康的人脸机", "大华那边报价贵了快一万"),
    ("给访客wifi单独划一个VLAN", "访客老是连到办公室打印机上乱打"),
    ("把周五下午茶挪到周四", "周五一半的人都在家办公"),
    ("学生日票降价", "大学城那边的就业办答应帮我们推"),
    ("自行车库继续用老门卡", "车库那个读卡器是单独一路电"),
    ("纸质发票不再邮寄", "上个季度光快递费就花了不少"),
    ("会议室单次最多只能订三小时", "B会议室基本被两个人包了"),
    ("安静区放四楼", "三楼离茶水间太近太吵"),
    ("圣诞节前把控制器升级了", "厂商一月份开始就不给7.x出安全补丁了"),
    ("周末保洁找外包公司", "阿姨周六来不了了"),
    ("滞纳金从第八天开始收", "上个月追了十一张逾期账单"),
    ("给鲸落科技免两个月房租", "他们那轮融资推迟到明年春天了"),
    ("访客wifi临时码改成大堂屏幕扫码", "那台小票打印机三天两头卡纸"),
    ("热桌搬到离厨房远一点的地方", "中午有人热鱼味道太大"),
    ("咖啡机继续租现在这台", "换新的还要找人改水路"),
    ("周二早餐会先停了", "连着三周都只来了五六个人"),
    ("大堂读卡器换成手机开门的", "十月份出了复制门卡那档子事"),
    ("电话亭也走系统预约排队", "老有人一下午占着不走"),
    ("读卡器固件先回滚一个版本", "这次更新把电梯厅那台读卡器搞挂了"),
    ("年会就在我们自己的活动区办", "外面场地要的押金太离谱"),
    ("打印改成按张收费", "上个月有人一口气打了四百页"),
    ("新会员入驻统一放周一集体办", "一个个单独办太占时间"),
]
ZH_CONSTRAINTS = [
    ("不能在电话里告诉别人大门密码", "哪怕对方说自己是会员"),
    ("消防门不能用东西顶着", "消防系统测试期间"),
    ("千万别重启门禁控制器", "工作日早上八点到十点"),
    ("B会议室不能连着订", "超过两个小时"),
    ("不许外放音乐", "工作日晚上六点以前"),
    ("读卡器固件一律不准动", "物业安全审计签字之前"),
    ("前台不代收快递", "下午五点半以后"),
    ("不发24小时门卡", "灵活工位的会员"),
    ("会员名单禁止导出", "到任何个人电脑上"),
    ("滞纳金不能随便免", "没有陈总签字的情况下"),
    ("天台必须锁着", "十一月到二月期间"),
    ("楼里禁止明火", "活动布置用的蜡烛也算"),
    ("访客wifi必须限速", "每周二直播的时候"),
    ("SSH绝对不能开到公网上", "临时开一下也不行"),
    ("访客必须先登记", "进闸机之前"),
    ("不准升级固件", "周五和节假日前一天"),
    ("活动场地要先收押金", "超过三十人的活动"),
    ("消防主机只能物业的人碰", "不管它怎么报警"),
    ("自行车只能放地下车库", "走廊和楼梯间一律不行"),
    ("会员不能带狗上来", "四楼铺地毯的区域"),
    ("机房柜子必须锁好", "保洁阿姨在的时候"),
]
ZH_QUESTIONS = [
    ("会员自行车丢了", "地下车库里会员自行车丢了物业保险赔不赔啊？"),
    ("储物柜押金", "储物柜押金到底要不要开增值税发票？"),
    ("夹层的消防验收", "夹层的消防验收现在还有效吗？"),
    ("弱电间那台旧录像机", "弱电间那台旧录像机到底是谁的？物业说不是他们的"),
    ("货梯的读卡器", "货梯的读卡器能不能用手机开门？"),
    ("转租自己的固定工位", "会员可以转租自己的固定工位吗？有人来问我"),
    ("会员自己的充电器", "会员自己的充电器要不要做安全检测？"),
    ("没用完的会议室额度", "续约的时候没用完的会议室额度怎么算？"),
    ("四十号工位上面的天窗", "四十号工位上面的天窗物业到底修不修啊？"),
    ("两家公司分摊一个工位", "Deskhive能不能两家公司分摊一个工位开票？"),
    ("九十天以前的门禁记录", "控制器里九十天以前的门禁记录还查得到吗？"),
    ("门口栏杆上挂招牌", "门口栏杆上挂招牌物业让不让？"),
    ("电话亭算不算在保洁合同里", "电话亭算不算在保洁合同里？还是要另外加钱？"),
    ("活动区晚上最多能进多少人", "活动区晚上最多能进多少人？消防有规定吗？"),
    ("访客wifi要不要登记MAC地址", "访客wifi要不要登记MAC地址？合规上有没有要求？"),
    ("小微企业房租补贴", "我们能不能申请那个小微企业房租补贴？"),
    ("新咖啡机的滤芯", "新咖啡机的滤芯是不是要另外签合同？"),
    ("天台晚上办活动的保险", "天台晚上办活动的保险谁出？我们还是物业？"),
    ("停车场那个充电桩", "停车场那个充电桩归我们管还是归物业管？"),
]
ZH_RELATIVE_DATES = ["下周五", "月底前", "元旦前", "下下周三", "春节前", "下周一上午"]

PORTS = [8443, 8080, 8880, 8843, 6789, 3478, 10001, 1812, 1813, 5514, 4430, 9443, 8123, 2222,
         5060, 7443, 9100, 8883, 1883, 6443, 5432, 8008, 9000, 3306, 4711, 8086, 10443, 5683,
         47808, 9988, 8554, 4040, 7001, 6514, 9200, 5671, 8181, 12443, 18080, 3030]


def T(loc, topic, spec, g=None):
    """loc: u = user message, a = assistant message, t = tool call/result."""
    return {"loc": loc, "topic": topic, "spec": spec, "g": g}


# command generators: (command, purpose in English, purpose in Chinese)
def gen_command(rng):
    zone = rng.choice(["lobby", "floor3", "floor4", "bikestore", "roof", "podroom"])
    door = rng.choice(["LOBBY-N", "LOBBY-S", "BIKE", "ROOF", "FL3-EAST", "FL4-KITCHEN", "GOODS"])
    k = rng.randint(0, 13)
    if k == 0:
        return ("sudo systemctl restart doorlinkd@%s" % zone,
                "restart the %s reader service" % zone, "重启%s读卡器的服务" % zone)
    if k == 1:
        kw = rng.choice(["deny", "timeout", "tamper", "offline", "held"])
        return ("journalctl -u doorlinkd --since '%d hours ago' | grep -i %s" % (rng.randint(2, 12), kw),
                "see the recent %s events" % kw, "看最近的%s事件" % kw)
    if k == 2:
        svc = rng.choice(["unifi", "doorlink", "deskhive-bridge", "captive"])
        return ("docker compose -f /opt/%s/compose.yml up -d --force-recreate" % svc,
                "rebuild the %s container" % svc, "重建%s容器" % svc)
    if k == 3:
        site = rng.choice(["ironworks", "iw-main", "iw-annex", "iw-4f"])
        return ("doorctl sync --site %s --full" % site, "force a full card sync", "强制全量同步门卡")
    if k == 4:
        return ("doorctl card revoke %08X" % rng.getrandbits(32), "revoke that lost fob", "注销那张丢了的门卡")
    if k == 5:
        return ("doorctl events --door %s --since %s" % (door, rng.choice(["today", "yesterday", "6h", "30m"])),
                "see who went through the %s door" % door, "看谁刷过%s那个门" % door)
    if k == 6:
        n = rng.choice([50, 80, 100, 150, 200, 300, 500])
        lf = rng.choice(["events", "readers", "sync", "api"])
        return ("sudo tail -n %d /var/log/doorlink/%s.log" % (n, lf),
                "look at the %s log" % lf, "看%s日志" % lf)
    if k == 7:
        n = rng.choice([40, 100, 120, 250, 400])
        ctr = rng.choice(["unifi", "doorlinkd", "captive-portal", "deskhive-bridge"])
        return ("docker logs --tail %d %s" % (n, ctr), "check the %s logs" % ctr, "查%s的日志" % ctr)
    if k == 8:
        host = rng.choice(["portal.ironworks.space", "doors.ironworks.space", "wifi.ironworks.space"])
        return ("sudo certbot renew --cert-name %s" % host, "renew the portal certificate", "续签认证页的证书")
    if k == 9:
        a, b = rng.choice([("07:00", "22:00"), ("06:30", "23:00"), ("08:00", "20:00"), ("07:30", "21:30")])
        return ("doorctl schedule set %s --weekdays %s-%s" % (door, a, b),
                "change the %s door hours" % door, "改%s门的开放时段" % door)
    if k == 10:
        d = rng.choice(["exports", "members", "invoices", "bookings"])
        return ("rsync -a /srv/deskhive/%s/ backup@nas01:/volume1/iw-%s/" % (d, d),
                "back up the Deskhive %s" % d, "备份Deskhive的%s" % d)
    if k == 11:
        key = rng.choice(["iw_front", "doorbox_ed25519", "tom_rescue", "nuc_admin"])
        return ("ssh -i ~/.ssh/%s admin@nuc-frontdesk.local" % key,
                "get onto the door box", "登录门禁那台小主机")
    if k == 12:
        return ("doorctl reader reboot R%02d" % rng.randint(1, 16), "reboot a single reader", "单独重启一个读卡器")
    return ("sudo ufw allow from 10.20.%d.0/24 to any port ssh" % rng.randint(1, 9),
            "let the office subnet SSH in", "放行办公网段的SSH")


EN_TPL = {
    "name": [
        T("u", "member", "new starter mon 👋 {X} from {co}, dedicated desk {desk}. fob + wifi pls remind me tmrw"),
        T("u", "landlord", "fyi the landlord's new building manager is {X} (Steve's gone 🥲) — that's who we email about the lift now"),
        T("u", "access", "pasting from #frontdesk:\n\n> Dan: someone from {co} at the door, says their fob's dead\n> Dan: name is {X}\n> me: let them in, I'll check the controller\n\nthat was this morning, remind me to actually check"),
        T("u", "resend", "fwd from a member:\n\n---\nHi Priya,\nCould you resend last month's invoice? Our accounts team says they never got it.\nThanks,\n{X}\nOperations, {co}\n---\n\nugh I DID send it"),
        T("u", "discount", "{X} ({co}) asking for a discount AGAIN 🙃 3rd time this yr"),
        T("u", "contact", "the IT person covering for Tom over xmas is {X}, apparently has the box password too"),
        T("u", "denylog", "what is this lol\n\n```\n{ts1} GRANT door=LOBBY-N card={c1} user=\"{o1}\"\n{ts2} DENY  door=FL3-EAST card={c2} user=\"{X}\" reason=EXPIRED\n{ts3} GRANT door=BIKE card={c3} user=\"{o2}\"\n```"),
        T("u", "event", "speaker for the Jan pitch clinic confirmed!! {X}, founder of {co} 🎉"),
        T("u", "member", "{X} wants to go from hot desk to fixed next month, {co} is growing apparently"),
        T("t", "member", {"ask": "can u look up who's on desk {desk} in Deskhive? someone left a laptop there overnight",
                          "tool": "deskhive_query",
                          "args": lambda x: {"query": "desk", "desk": x["desk"]},
                          "out": lambda x: json.dumps({"desk": x["desk"], "plan": "Fixed Desk", "member": x["X"],
                                                       "company": x["co"], "status": "active",
                                                       "access_group": "members-24x7"}, ensure_ascii=False),
                          "say": "Desk {desk} belongs to an active Fixed Desk member from {co} with 24/7 access, so the laptop being there overnight is probably just them working late. I'd leave a note on the desk rather than moving it."}),
    ],
    "command": [
        T("u", "server", "Tom says if the door box hangs run `{X}` and give it 30 secs. writing it here so I don't lose it"),
        T("u", "server", "for future me: {X} → {P}"),
        T("u", "cmdout", "ran this, is that normal?\n\n```\nadmin@nuc-frontdesk:~$ {X}\n{out}\n```"),
        T("u", "server", "ok ran {X} and it came back fine 🙏 crisis averted"),
        T("u", "server", "from Tom in DMs:\n> Tom: next time before you call me just try `{X}` lol\n> Tom: fixes it 9 times out of 10\n\nrude but fair 😂"),
        T("u", "server", "(voice) ok so the command Tom gave me for when I need to {P} is {X} I think that's right yeah can you keep it"),
        T("u", "server", "pinning this here 📌 {X}"),
        T("a", "server", ("how do I {P} on the box again? Tom isn't answering 😩",
                          "If it's the usual setup on nuc-frontdesk, this should do it:\n\n```\n{X}\n```\n\nA few notes:\n- run it from the admin account, it'll ask for the sudo password if needed\n- give it a minute, then check the readers show as online in the controller\n- if it errors, copy the full output here before trying anything else\n\nIf Tom replies later it's worth asking him to confirm this is still the right way.")),
        T("t", "access", {"ask": "can you {P} through the controller? I'm on my phone at the station",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "exec", "command": x["X"]},
                          "out": lambda x: json.dumps({"exit_code": 0, "stdout": x["out"], "duration_ms": x["ms"]}),
                          "say": "Done — it ran cleanly with no errors. Nothing else needed from you; if the front desk reports anything odd in the next half hour, send me a log snippet and I'll take a look."}),
    ],
    "id": [
        T("u", "chase", "{X} still unpaid 😤 {co} again", "INV"),
        T("u", "support", "helpdesk ticket for the broken lobby reader is {X}, if anyone asks", "HD"),
        T("u", "dispute", "member email:\n\n> Hi, re invoice {X} — looks like we were charged twice for the meeting room? Could you check please. Thanks, {co}", "INV"),
        T("u", "landlord", "landlord's maintenance ref for the leak over desk {desk} is {X}, use it if you chase them", "MR"),
        T("u", "billing", "credit note {X} issued to {co} ✅ for the week the heating was broken", "CN"),
        T("u", "event", "can you remember {X} is the booking ref for the December event hire", "BK"),
        T("u", "support", "Doorlink support finally replied:\n\nCase {X} | Status: Awaiting customer | Subject: Reader offline after power cut\n\n...they want logs 🙄", "CASE"),
        T("u", "billing", "{co} PO number is {X}, it has to be on every invoice or their accounts bounce it", "PO"),
        T("t", "billing", {"ask": "what's outstanding for {co} in Deskhive?",
                           "tool": "deskhive_query",
                           "args": lambda x: {"query": "invoices", "company": x["co"], "status": "unpaid"},
                           "out": lambda x: json.dumps({"company": x["co"], "invoices": [
                               {"number": x["X"], "status": "overdue", "days_overdue": x["late"],
                                "description": "Fixed desk + meeting room hours"}]}, ensure_ascii=False),
                           "say": "Just one invoice outstanding for {co}, overdue by {late} days — fixed desk plus meeting-room hours. Want me to draft a friendly nudge?"}, "INV"),
    ],
    "port": [
        T("u", "netnote", "Tom moved the guest portal to port {X}, the old one clashed with something"),
        T("u", "startlog", "log after the restart, looks ok??\n\n```\n{ts1} doorlinkd[{pid}]: starting\n{ts2} doorlinkd[{pid}]: api listening on 0.0.0.0:{X}\n{ts3} doorlinkd[{pid}]: 14/14 readers online\n```"),
        T("u", "netnote", "readers talk to the box on {X}/udp btw, Tom says don't firewall it"),
        T("u", "router", "do I need to open {X} on the router for the captive portal thing? Tom's instructions are vague af"),
        T("u", "netnote", "syslog forwarder is on {X} — Tom wants it written down somewhere"),
        T("u", "netnote", "unifi inform thing is on {X}. no idea if that's the default, that's just what it says"),
        T("u", "netnote", "> Tom: webhook listener for Deskhive is on :{X}, do NOT change it\n> me: wasn't going to 🙄\n\n(saving that)"),
        T("u", "netnote", "(voice) ok so the port for the guest wifi login page is {X} Tom said it twice so I'm pretty sure"),
        T("t", "access", {"ask": "check the controller status pls, readers acting weird again",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "status"},
                          "out": lambda x: json.dumps({"controller": "DL-400", "uptime_h": x["up"], "api_port": int(x["X"]),
                                                       "tls": True, "readers_online": 14, "readers_total": 14,
                                                       "last_sync": "ok"}),
                          "say": "Controller looks healthy: all 14 readers online, API up with TLS, last card sync OK, and it's been up for {up} hours so no recent crash. If readers are 'acting weird' it's more likely individual fobs — send me the next DENY line you see."}),
    ],
    "version": [
        T("u", "fwupdate", "controller firmware is {X} now after last night's update 🤞"),
        T("u", "bootlog", "boot log after the power cut:\n```\n{ts1} kernel: DL-400 boot\n{ts2} doorlinkd: firmware {X} (build {b})\n{ts3} doorlinkd: restoring card db... ok\n```"),
        T("u", "bugq", "UniFi app says {X} — is that the one with the portal bug??"),
        T("u", "fwupdate", "Tom pinned the reader fw to {X} — DON'T let it auto-update"),
        T("u", "netnote", "the about screen on the Deskhive bridge says Version {X}, for the record"),
        T("u", "feature", "Deskhive changelog says {X} adds the waitlist for phone booths, finally!!"),
        T("u", "netnote", "> Tom: the box runs doorlinkd {X}, don't upgrade it before Jan\n\ncopying that here"),
        T("u", "netnote", "(voice) um the version on the AP thing is {X} I read it off the settings page on my phone"),
        T("t", "access", {"ask": "what firmware are the readers on? Doorlink support is asking",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "readers", "fields": ["id", "name", "firmware", "online"]},
                          "out": lambda x: json.dumps({"readers": [
                              {"id": "R%02d" % i, "name": nm, "firmware": x["X"], "online": True}
                              for i, nm in enumerate(["LOBBY-N", "LOBBY-S", "BIKE", "FL3-EAST"], 1)]}),
                          "say": "All four readers in that list are online and on the same firmware, so there's no version mismatch to worry about. You can paste that straight into your reply to support."}),
    ],
    "money": [
        T("u", "price", "fixed desk going up to {X}/month from Jan 😬 need to tell ppl", (280, 460)),
        T("u", "price", "late fee is {X} flat, landlord wants us consistent with the other sites", (15, 60)),
        T("u", "dispute", "> Hi Priya, we were charged {X} for Room B last week but we cancelled 2 days ahead?? Can you refund. Cheers\n\nfrom {co}. were they inside the window?", (40, 180)),
        T("u", "quote", "event hire quote for the xmas party came in at {X} + VAT", (600, 2400)),
        T("u", "price", "day pass is {X}, students get 20% off from next week", (15, 35)),
        T("u", "quote", "Tom's invoice for the controller work: {X}. seems high??", (180, 950)),
        T("u", "rules", "fob deposit is {X}, refundable, make sure new people know", (10, 30)),
        T("u", "landlord", "quarterly rent to the landlord {X} 💸 Jo's paying it this week", (18000, 42000)),
        T("a", "billing", ("{co} starting mid-month on a fixed desk, what's the pro-rata for the rest of Dec? standard rate",
                           "For the remaining days of December at the standard fixed-desk rate that comes to {X} ex VAT (daily rate × days left, rounded to the penny). I'd put it as a separate line on their first invoice so it's obvious, then the full monthly rate from January."), (120, 260)),
        T("t", "billing", {"ask": "how much does {co} owe rn?",
                           "tool": "deskhive_query",
                           "args": lambda x: {"query": "balance", "company": x["co"]},
                           "out": lambda x: json.dumps({"company": x["co"], "balance_due": x["X"], "oldest_unpaid_days": x["late"],
                                                        "payment_method": "bank transfer"}, ensure_ascii=False),
                           "say": "{co} has a balance outstanding, oldest item {late} days old, and they pay by bank transfer — so no card to retry. A reminder with the bank details in the email usually gets it moving."}, (300, 3200)),
    ],
    "date": [
        T("u", "event", "members' Christmas social is {X}!! 🎄 can u help me plan", (0, 22)),
        T("u", "renewal", "{co} renewal is due {X}, they're wobbling"),
        T("u", "landlord", "landlord's fire alarm test is {X}, 10am, need to tell members"),
        T("u", "visit", "Tom can come in {X} to do the firmware, after 6", (0, 45)),
        T("u", "leaving", "> Hi, we'd like to end our membership on {X}. Please let us know about the deposit. Thanks\n\n{co} leaving 😢"),
        T("u", "reminder", "members' survey closes {X}, remind me to nag ppl", (0, 45)),
        T("u", "billing", "invoice run moved to {X} because of the bank hol", (20, 35)),
        T("u", "cleaners", "cleaners are off from {X}, agency is sending cover 🤞"),
        T("a", "member", ("if {co} gave notice today with their one-month notice period, what's their last day?",
                          "Counting a calendar month from today, their last day would be {X}. It's worth confirming in writing and mentioning the deposit return timeline in the same email so it's all in one place."), (18, 35)),
        T("t", "member", {"ask": "when's {co}'s renewal? can u check",
                          "tool": "deskhive_query",
                          "args": lambda x: {"query": "membership", "company": x["co"]},
                          "out": lambda x: json.dumps({"company": x["co"], "plan": "Team Office (6)", "renewal_date": x["X"],
                                                       "notice_period_days": 30, "auto_renew": False}, ensure_ascii=False),
                          "say": "{co} are on a Team Office plan with auto-renew switched off and a 30-day notice period, so you'll want to talk to them well before the renewal date. Want me to draft a check-in message?"}, "iso"),
    ],
    "decision": [
        T("u", "decision", "ok decided: we'll {C} because {R}. done debating it 😅"),
        T("u", "decision", "fyi after the ops call we're gonna {C} — mainly cos {R}"),
        T("u", "decision", "pasting from #ops so it's somewhere:\n> Jo: so what are we doing about it\n> me: {C}, tbh {R}\n> Jo: 👍 agreed"),
        T("u", "decision", "Decision made: we're going to {C}. Reason: {R}. Remember that for when the landlord asks"),
        T("u", "decision", "(voice note sorry walking) ok so basically we talked it through and we're going to {C} since {R} so yeah that's that"),
        T("u", "decision", "final answer from Jo: {C}. her words: \"{R}\""),
        T("u", "decision", "we're gonna {C}!! honestly because {R}"),
        T("u", "decision", "after way too much back and forth → {C}. the deciding thing was that {R}"),
        T("u", "decision", "right, so we'll {C} — {R}, no point fighting it 🤷‍♀️"),
    ],
    "constraint": [
        T("u", "constraint", "house rule reminder (landlord's, not mine): {A} {S}"),
        T("u", "constraint", "pls remember — {A} {S}. seriously."),
        T("u", "constraint", "from the lease annex, word for word: \"{A} {S}.\""),
        T("u", "constraint", "Jo was very clear on this: {A}, {S}"),
        T("u", "constraint", "⚠️ {A} {S} ⚠️ got burned on this before"),
        T("u", "constraint", "fwd from the building manager:\n\n> Dear tenants,\n> Please note: {A} {S}. Thank you for your cooperation.\n> Facilities Team\n\nsaving it here"),
        T("u", "constraint", "new rule as of today: {A} {S}, no exceptions"),
        T("u", "constraint", "note for you to remember: {A} {S} ok?"),
        T("u", "constraint", "(voice) and another thing the building manager said is {A} {S} which honestly fine whatever"),
    ],
    "question": [
        T("u", "question", "random q — {Q}"),
        T("u", "question", "does anyone know… {Q} 🤔"),
        T("u", "question", "Q for later: {Q}"),
        T("u", "question", "pasting from #members:\n> Sam: hey quick one, {Q}\n> me: honestly no idea, will find out\n\nstill no idea 🙃"),
        T("u", "question", "{Q} asked the agent twice, no reply"),
        T("u", "question", "(voice) ok so something I've been meaning to ask — {Q} because nobody's told me and it keeps coming up"),
        T("u", "question", "member asked me today: '{Q}' and I genuinely don't know lol"),
        T("u", "question", "adding to the never-ending list: {Q}"),
    ],
}

ZH_TPL = {
    "name": [
        T("u", "member", "新会员{X}，{co}的，下周一开始坐{desk}号工位，门卡和wifi明天记得提醒我"),
        T("u", "landlord", "物业新来的经理叫{X}，以后报修直接找{sur}经理就行，之前那个调走了"),
        T("u", "chase", "财务的{X}说{co}上个月的钱还没到账😤"),
        T("u", "access", "前台群里的：\n小雨：{co}的{X}在前台，说门卡刷不开\n我：先让人进来，我等下查一下\n小雨：好嘞\n\n提醒我一会儿查"),
        T("u", "denylog", "门禁日志这几条啥意思\n```\n{ts1} GRANT door=LOBBY-N card={c1} user=\"{o1}\"\n{ts2} DENY  door=FL3-EAST card={c2} user=\"{X}\" reason=EXPIRED\n{ts3} GRANT door=BIKE card={c3} user=\"{o2}\"\n```"),
        T("u", "discount", "{co}的{X}又来找我要折扣了🙄 今年第三次了"),
        T("u", "contact", "阿杰过年回老家，这段时间外包那边的对接人换成{X}，服务器密码也在这人手里"),
        T("u", "event", "一月份创业沙龙的嘉宾定了！{co}的创始人{X}🎉"),
        T("t", "member", {"ask": "帮我查下{desk}号工位现在是谁，昨晚有人把电脑落那了",
                          "tool": "deskhive_query",
                          "args": lambda x: {"query": "desk", "desk": x["desk"]},
                          "out": lambda x: json.dumps({"desk": x["desk"], "plan": "固定工位", "member": x["X"],
                                                       "company": x["co"], "status": "active",
                                                       "access_group": "members-24x7"}, ensure_ascii=False),
                          "say": "查到了，{desk}号工位是{co}的固定工位会员，状态正常，有24小时门禁权限，所以电脑留在那应该是本人加班。建议留张便条，不要帮忙挪。"}),
    ],
    "command": [
        T("u", "server", "阿杰说门禁那台机器卡死的话就跑 `{X}`，等半分钟。记一下免得我忘了"),
        T("u", "server", "备忘：{X} → {P}"),
        T("u", "cmdout", "跑了一下这个，正常吗？\n\n```\nadmin@nuc-frontdesk:~$ {X}\n{out}\n```"),
        T("u", "server", "刚跑了 {X} 好了🙏 吓死我了"),
        T("u", "server", "阿杰私聊发我的：\n阿杰：下次找我之前先试试 `{X}`\n阿杰：十次有九次能好\n\n哈哈哈行吧"),
        T("u", "server", "语音转文字：那个阿杰说要{P}的话就用{X}应该是这个你帮我记一下"),
        T("a", "server", ("怎么{P}来着？阿杰不回消息😩",
                          "如果还是原来那套配置，在 nuc-frontdesk 上跑这个就行：\n\n```\n{X}\n```\n\n注意几点：\n- 用admin账号登录，需要的话会让你输sudo密码\n- 跑完等一分钟，在控制器里看读卡器是不是都在线\n- 如果报错，先把完整输出发给我，别急着试别的\n\n阿杰回你以后最好让他确认一下现在还是这么操作。")),
        T("t", "access", {"ask": "帮我在控制器上{P}一下，我在地铁上只有手机",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "exec", "command": x["X"]},
                          "out": lambda x: json.dumps({"exit_code": 0, "stdout": x["out"], "duration_ms": x["ms"]}),
                          "say": "搞定了，执行正常，没有报错。你不用再做什么；如果接下来半小时前台说有异常，把日志截一段发我看看。"}),
    ],
    "id": [
        T("u", "chase", "{X}还没付😤 又是{co}", "INV"),
        T("u", "support", "大堂读卡器坏了那个工单号是{X}，有人问就报这个", "GD"),
        T("u", "dispute", "会员发来的邮件：\n> 林小姐您好，发票{X}好像重复收了一次会议室的钱，麻烦核实一下，谢谢！\n\n{co}的，帮我看看怎么回", "INV"),
        T("u", "landlord", "物业那边{desk}号工位上面漏水的报修单号是{X}，催的时候用这个", "WX"),
        T("u", "billing", "给{co}开了退款单{X} ✅ 暖气坏的那一周", "RF"),
        T("u", "billing", "{co}的采购单号是{X}，每张发票上都要写，不然他们财务直接退回", "PO"),
        T("u", "support", "Doorlink售后终于回了：\n\n工单 {X} | 状态：等待客户 | 主题：断电后读卡器离线\n\n又要日志🙄", "CASE"),
        T("t", "billing", {"ask": "查下{co}在系统里还有哪些没付的",
                           "tool": "deskhive_query",
                           "args": lambda x: {"query": "invoices", "company": x["co"], "status": "unpaid"},
                           "out": lambda x: json.dumps({"company": x["co"], "invoices": [
                               {"number": x["X"], "status": "overdue", "days_overdue": x["late"],
                                "description": "固定工位+会议室时长"}]}, ensure_ascii=False),
                           "say": "{co}目前只有一张没付的账单，已经逾期{late}天了，是固定工位加会议室时长。要不要我帮你写一条客气一点的催款消息？"}, "INV"),
    ],
    "port": [
        T("u", "netnote", "阿杰把访客认证页改到{X}端口了，说原来那个跟别的东西冲突"),
        T("u", "startlog", "重启之后的日志，看着正常吧？\n\n```\n{ts1} doorlinkd[{pid}]: starting\n{ts2} doorlinkd[{pid}]: api listening on 0.0.0.0:{X}\n{ts3} doorlinkd[{pid}]: 14/14 readers online\n```"),
        T("u", "netnote", "读卡器跟主机是走{X}端口udp通信的，阿杰说防火墙别拦"),
        T("u", "netnote", "syslog转发用的是{X}，阿杰让我找个地方记下来"),
        T("u", "netnote", "Deskhive的webhook打到我们这边的{X}端口，阿杰说千万不要改"),
        T("u", "netnote", "语音转文字：那个访客wifi登录页的端口是{X}阿杰说了两遍应该没错"),
        T("t", "access", {"ask": "帮我看下控制器状态，读卡器又有点怪",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "status"},
                          "out": lambda x: json.dumps({"controller": "DL-400", "uptime_h": x["up"], "api_port": int(x["X"]),
                                                       "tls": True, "readers_online": 14, "readers_total": 14,
                                                       "last_sync": "ok"}),
                          "say": "控制器状态正常：14个读卡器全部在线，API开着而且有TLS，上次同步也成功，已经连续运行{up}小时，没有崩过。读卡器“怪”的话更可能是个别门卡的问题，下次看到DENY的日志发我。"}),
    ],
    "version": [
        T("u", "fwupdate", "控制器固件昨晚升级完了，现在是{X}🤞"),
        T("u", "bootlog", "断电后的启动日志：\n```\n{ts1} kernel: DL-400 boot\n{ts2} doorlinkd: firmware {X} (build {b})\n{ts3} doorlinkd: restoring card db... ok\n```"),
        T("u", "bugq", "UniFi那个app显示{X}，是不是有认证页bug的那个版本？"),
        T("u", "fwupdate", "阿杰把读卡器固件锁在{X}了，别让它自动更新"),
        T("u", "feature", "Deskhive更新日志说{X}终于有电话亭排队功能了！！"),
        T("u", "netnote", "AP设置页里写的版本是{X}，记一下"),
        T("t", "access", {"ask": "读卡器现在都是什么固件？Doorlink售后在问",
                          "tool": "doorlink_api",
                          "args": lambda x: {"action": "readers", "fields": ["id", "name", "firmware", "online"]},
                          "out": lambda x: json.dumps({"readers": [
                              {"id": "R%02d" % i, "name": nm, "firmware": x["X"], "online": True}
                              for i, nm in enumerate(["LOBBY-N", "LOBBY-S", "BIKE", "FL3-EAST"], 1)]}),
                          "say": "列出来的四个读卡器都在线，固件版本都一样，不存在版本不一致的问题。你可以直接把这段贴给售后。"}),
    ],
    "money": [
        T("u", "price", "固定工位一月份开始涨到{X}一个月😬 得通知大家", ("m", 1800, 3200)),
        T("u", "price", "滞纳金统一{X}，陈总说跟其他园区保持一致", ("s", 50, 300)),
        T("u", "dispute", "会员发来的：\n> 林小姐，上周B会议室扣了我们{X}，但我们提前两天就取消了，能退吗？\n\n{co}的，在免费取消时间内吗", ("s", 150, 900)),
        T("u", "quote", "圣诞派对场地报价{X}，不含税", ("m", 6000, 28000)),
        T("u", "price", "日票{X}，学生八折", ("s", 60, 150)),
        T("u", "quote", "阿杰这次控制器的活儿报价{X}，是不是有点贵", ("m", 1200, 6800)),
        T("u", "rules", "门卡押金{X}，可退，新人记得说一下", ("s", 50, 200)),
        T("u", "landlord", "这季度交给物业的房租{X}💸 陈总这周付", ("w", 18, 46)),
        T("a", "billing", ("{co}月中入驻固定工位，12月剩下这几天按标准价怎么算？",
                           "按标准固定工位价格算，12月剩下的天数折算下来是{X}（不含税，日单价乘剩余天数，四舍五入到分）。建议在他们第一张账单上单列一行，一月起按整月收。"), ("m", 700, 1600)),
        T("t", "billing", {"ask": "{co}现在一共欠多少？",
                           "tool": "deskhive_query",
                           "args": lambda x: {"query": "balance", "company": x["co"]},
                           "out": lambda x: json.dumps({"company": x["co"], "balance_due": x["X"], "oldest_unpaid_days": x["late"],
                                                        "payment_method": "对公转账"}, ensure_ascii=False),
                           "say": "{co}有未结清的款项，最早的一笔已经{late}天了，他们走对公转账，没法直接扣款。催的时候把收款账户信息一起发过去，一般会快一点。"}, ("m", 2000, 16000)),
    ],
    "date": [
        T("u", "event", "圣诞派对定在{X}了🎄 帮我想想怎么弄", (0, 22)),
        T("u", "renewal", "{co}续约到期是{X}，他们有点犹豫"),
        T("u", "landlord", "物业{X}上午十点消防演练，记得通知会员"),
        T("u", "visit", "阿杰{X}晚上过来升级固件"),
        T("u", "leaving", "会员邮件：\n> 您好，我们打算{X}退租，押金怎么处理麻烦告知，谢谢\n\n{co}要走了😢"),
        T("u", "reminder", "会员满意度问卷{X}截止，到时候提醒我催一下"),
        T("u", "cleaners", "保洁阿姨{X}开始放假"),
        T("t", "member", {"ask": "{co}什么时候续约？帮我查一下",
                          "tool": "deskhive_query",
                          "args": lambda x: {"query": "membership", "company": x["co"]},
                          "out": lambda x: json.dumps({"company": x["co"], "plan": "团队办公室(6人)", "renewal_date": x["X"],
                                                       "notice_period_days": 30, "auto_renew": False}, ensure_ascii=False),
                          "say": "{co}是6人团队办公室，没开自动续约，提前30天通知，所以最好在续约日之前早点跟他们聊。要我帮你写一条问候的消息吗？"}, "iso"),
    ],
    "decision": [
        T("u", "decision", "定了：{C}，主要是{R}。别再讨论了哈哈"),
        T("u", "decision", "跟陈总商量完了，决定{C}，因为{R}"),
        T("u", "decision", "想来想去还是{C}吧，毕竟{R}"),
        T("u", "decision", "【运营群】\n陈总：那就这么定吧\n我：好，那就{C}，因为{R}\n小雨：收到👌\n\n帮我记一下这个"),
        T("u", "decision", "语音转文字：嗯那个我刚跟阿杰聊完就是说我们最后决定{C}了因为{R}嘛对然后你帮我记一下"),
        T("u", "decision", "最终方案：{C}。原因：{R}。物业问起来就这么说"),
        T("u", "decision", "行吧，{C}，主要是{R}😮‍💨"),
        T("u", "decision", "我拍板了！{C}，毕竟{R}"),
    ],
    "constraint": [
        T("u", "constraint", "物业的规定（不是我定的啊）：{A}，{S}"),
        T("u", "constraint", "陈总特别强调了：{S}，{A}"),
        T("u", "constraint", "【物业通知】\n各位租户：\n{S}，{A}，请务必遵守。\n物业服务中心\n\n转发给你存一下"),
        T("u", "constraint", "⚠️{A}（{S}）⚠️ 上次被物业罚过"),
        T("u", "constraint", "新规定今天开始：{A}，{S}，没有例外"),
        T("u", "constraint", "{A}，{S}，千万记住！！"),
        T("u", "constraint", "语音转文字：还有就是物业那个经理说{A}就是{S}这个一定要注意"),
        T("u", "constraint", "提醒我自己：{A}——{S}"),
    ],
    "question": [
        T("u", "question", "{Q}"),
        T("u", "question", "问一下哈，{Q}"),
        T("u", "question", "{Q} 问了物业两次了都没人回复😑"),
        T("u", "question", "会员问我：“{Q}” 我也还不知道啊"),
        T("u", "question", "记个待办：{Q}"),
        T("u", "question", "突然想到，{Q}"),
        T("u", "question", "有人知道吗 {Q} 群里问了没人回"),
    ],
}

# ---------------------------------------------------------------- assistant replies
EN_REPLY = {
    "member": [
        "Got it. For a new or changing member the usual bits are:\n1. fob issued and actually tested on the doors they need\n2. member wifi details sent\n3. Deskhive profile and plan updated\n4. quick intro in #general so people know who they are\n5. first invoice checked before it goes out\n\nWant me to turn that into a reusable checklist?",
        "Noted. If they're changing plans, I'd confirm it in writing (even a two-line email) so there's no argument about pro-rata later, and update the plan in Deskhive the same day so the next invoice run picks it up.",
        "Okay — I'll keep that in mind. If it helps I can draft a short welcome message with the house rules, wifi details and who to ask for what.",
        "Makes sense. One small thing: check their access group on the controller matches their plan — a mismatch there is the usual cause of 'my fob doesn't work' messages.",
        "Thanks for flagging. Do you want a reply drafted, or are you handling this one in person?",
    ],
    "billing": [
        "Understood. For chasing I'd go: friendly reminder with the invoice attached → a week later a firmer note that mentions the late fee policy → then a phone call. Keeping it in writing makes the late fee much easier to justify. Want a draft for step one?",
        "Okay. If it's a dispute, the cleanest path is: check the booking history in Deskhive, confirm whether the cancellation was inside the window, then either issue a credit note or explain the policy with the timestamps. Members usually accept it once they see the log.",
        "Noted. Worth making sure this lands in the next invoice run rather than as a one-off — the one-offs are the ones that get lost.",
        "Got it. If you're announcing a price change: give at least a month's notice, say what's improving (even small things), and offer the current rate to anyone who renews early. It takes the sting out.",
        "Right. Want me to draft the email? I'd keep it short, attach the PDF, and put the amount and due date in the first line so nobody has to hunt for them.",
    ],
    "access": [
        "Okay. Quick triage for fob problems:\n1. look for DENY lines in the event log and note the reason code\n2. check the card is in the right access group\n3. check the card hasn't expired along with the membership\n4. only then suspect the reader itself\n\nNine times out of ten it's 2 or 3.",
        "Noted. Reading those logs: GRANT is a normal entry, DENY with EXPIRED means the card's validity date has passed (usually tied to the plan end date in Deskhive), and anything with TAMPER or OFFLINE is worth a support ticket.",
        "Got it. I'd avoid reboots during the morning rush — if a reader needs a restart, do it mid-morning or after hours and warn the front desk first.",
        "Thanks, I'll remember. Next time the readers misbehave, grab a log snippet from just before and just after the problem; it's the first thing support asks for.",
        "Sounds good. Might be worth a one-page 'door problems' sheet at the front desk so Dan isn't guessing when you're not in.",
    ],
    "wifi": [
        "Okay. For guest wifi trouble I'd check in this order: does the portal page load at all, are vouchers accepted, is the guest network isolated from the office printer, and is a rate limit kicking in. Most complaints turn out to be the portal not popping up on iPhones.",
        "Noted. When touching ports or the portal, change one thing at a time and test from a phone each time — otherwise you can't tell what fixed it.",
        "Got it. Worth keeping a tiny 'network notes' doc with ports, versions and who changed what, so the next person (or Tom's cover) isn't starting from zero.",
        "Makes sense. If the portal keeps breaking after updates, pinning the version until the vendor sorts it is reasonable — just set yourself a reminder to revisit.",
    ],
    "server": [
        "Got it. Before running anything on the box I'd: 1) check nobody's mid-update, 2) note the time so you can find it in the logs later, 3) run it, 4) check the readers come back online in the controller. Restarts usually take under a minute.",
        "Noted — handy to have written down. I'd keep all of these in one pinned note so you're not scrolling DMs while someone's stuck outside the door.",
        "Okay. 'ok' / 'done' lines in the output are normal; anything with 'error', 'refused' or 'timeout' is worth pasting here for a second look.",
        "Thanks. One suggestion: ask Tom which of these are safe during opening hours and which should wait until the evening.",
    ],
    "rules": [
        "Noted. For house rules what works best is one short pinned message plus a sign where the rule actually applies — nobody reads long docs. Want me to draft the sign?",
        "Got it. If this came from the landlord, keep a copy of the email in the shared drive — if a member pushes back you can point to it rather than it being 'your' rule.",
        "Okay. Announce it with the why in one line; people comply far more when they understand the reason.",
    ],
    "event": [
        "Ooh, fun. Rough plan:\n1. quick poll for headcount\n2. food and drink (ask about dietary needs)\n3. check the event space booking and the cleaners\n4. tell the landlord if it runs after hours\n5. announcement two weeks out, reminder two days before\n\nWant me to draft the announcement?",
        "Nice. Don't forget the door schedule — if it runs late the lobby reader may need extended hours or someone on the door.",
        "Got it. For a speaker, send a short brief: who the audience is, timings, AV setup, and who'll meet them at the door.",
        "Sounds good. Put a calendar hold in for setup and teardown too — they always take longer than planned.",
    ],
    "landlord": [
        "Noted. With the landlord I'd keep everything in writing and quote their reference in every email so it doesn't vanish in their inbox.",
        "Okay. If it affects members, a short heads-up the day before works better than a long notice a month out.",
        "Got it. If they're slow, a polite chase every few working days with the original email quoted underneath usually does it.",
        "Understood. Might be worth a standing monthly check-in with the building manager so these don't pile up.",
    ],
    "misc": [
        "Got it, noted.",
        "Okay! Anything you want me to do with that?",
        "Thanks — I'll keep it in mind.",
    ],
    "decision": [
        "Sounds like a sensible call, and it's good to have the reason written down for when someone asks. Want me to draft a short announcement for members?",
        "Noted. For changes like this I'd tell members what's changing, when, and why — three lines, no more.",
        "Fair enough, that's a practical reason. Anything you need to cancel or notify because of it?",
        "Okay, decision logged. If Jo or the landlord asks later, the reasoning is right here.",
        "Makes sense. Worth telling Dan too so the front desk gives the same answer.",
    ],
    "constraint": [
        "Understood — that's a hard rule. I'll flag it if anything we plan bumps into it.",
        "Noted. Might be worth a sign or a pinned message so it isn't only in your head.",
        "Got it. If a member asks for an exception you can point to this and not make it personal.",
        "Okay, I'll remember. Want me to add it to the house-rules doc draft?",
        "Clear. Rules like this are easiest to enforce when the front desk knows them too.",
    ],
    "question": [
        "Honestly, I don't know — nothing you've shared covers it. It's one for the landlord or their agent; I'd ask in writing so the answer is on record.",
        "I can't answer that from what I have, sorry. Want me to draft a short email so you can ask the right person?",
        "Good question, and I don't want to guess on it. I'd park it as an open item until someone official confirms.",
        "No idea, I'm afraid — it depends on paperwork I haven't seen. Worth adding to the list for your next landlord check-in.",
        "That's not something I can confirm. If nobody replies, chase once more and copy Jo in.",
        "I don't have enough to say either way. Let's treat it as open for now.",
    ],
}

ZH_REPLY = {
    "member": [
        "好的，记下了。新会员入驻一般要过一遍：\n1. 门卡发了，并且实际刷过要用的门\n2. wifi账号发给对方\n3. Deskhive里的套餐和工位更新\n4. 群里介绍一下\n5. 第一张账单发出去前核对一遍\n\n需要我整理成固定清单吗？",
        "收到。换套餐的话建议书面确认一下（哪怕就两句话的邮件），当天在系统里改好，免得下次出账单对不上。",
        "好的。我可以帮你写一段欢迎词，包括公约、wifi和有事找谁。",
        "明白。顺便提醒：门禁权限组要和套餐对得上，“门卡刷不开”大部分都是这个原因。",
    ],
    "billing": [
        "明白。催款建议分三步：先友好提醒并附上账单，一周后再发一封提到滞纳金规定，最后再打电话。留好书面记录，收滞纳金的时候更有底气。要我先写第一封吗？",
        "好的。如果是争议，先在系统里查预订和取消记录，看是不是在免费取消时间内，然后要么开退款单，要么把规则和时间记录发给对方。看到记录一般就没话说了。",
        "收到。这个最好放进下次统一出账，不要单独处理，单独的最容易漏。",
        "了解。涨价的话至少提前一个月通知，说清楚有什么改善，提前续约的可以保留原价，大家比较容易接受。",
    ],
    "access": [
        "好的。门卡问题按这个顺序排查：\n1. 看日志里有没有DENY以及原因\n2. 看这张卡在不在对的权限组\n3. 看卡的有效期是不是跟着会员到期了\n4. 最后才怀疑读卡器本身\n\n十次有九次是第2或第3条。",
        "收到。日志里GRANT是正常通行，DENY后面跟EXPIRED就是卡过期了（通常跟系统里的套餐结束日期绑定），TAMPER或OFFLINE的最好报个工单。",
        "明白。早高峰别重启，真要重启就等上午晚一点或者下班后，先跟小雨说一声。",
        "好的，下次读卡器再出问题，记得截一段出问题前后的日志，售后第一件事就是要这个。",
    ],
    "wifi": [
        "好的。访客wifi有问题的话按这个顺序查：认证页能不能打开、临时码能不能用、访客网络有没有和办公打印机隔离、有没有触发限速。大部分投诉其实是苹果手机认证页没弹出来。",
        "收到。改端口或者认证页的时候一次只改一个地方，改完用手机测一下，不然不知道到底是哪一步起作用的。",
        "明白。建议建一个小文档，记下端口、版本号、谁改了什么，阿杰不在的时候别人也能接手。",
    ],
    "server": [
        "好的。在那台机器上跑命令之前最好：1）确认没人在升级；2）记一下时间，方便之后查日志；3）执行；4）在控制器里看读卡器是不是都重新上线了。一般一分钟内就好。",
        "记下了。这种最好都放在一个置顶备忘里，免得门卡住了、外面有人等的时候还在翻聊天记录。",
        "收到。输出里看到ok、done是正常的，有error、refused、timeout的再发给我看看。",
        "好的。建议让阿杰标一下哪些命令上班时间可以跑，哪些要等晚上。",
    ],
    "rules": [
        "收到。这种公约最好一条简短的置顶消息，再加一个贴在现场的提示牌，长文档没人看。要我帮你写提示牌吗？",
        "明白。如果是物业定的，把通知存一份到共享盘，会员有意见的时候直接给他们看，不是你个人的规定。",
        "好的。公布的时候带一句原因，大家会更配合。",
    ],
    "event": [
        "好呀。大概流程：\n1. 先发个接龙统计人数\n2. 定吃喝，问一下忌口\n3. 确认活动区和保洁\n4. 如果是下班后要跟物业报备\n5. 提前两周发通知，前两天再提醒一次\n\n要我写通知吗？",
        "不错。别忘了门禁时段，如果搞得晚，大堂读卡器可能要延长开放时间或者安排人守门。",
        "好的。有嘉宾的话给对方发个简单说明：听众是谁、时间安排、投影设备、谁在门口接。",
    ],
    "landlord": [
        "收到。跟物业沟通尽量都留书面记录，每封邮件都带上他们的单号，不然很容易石沉大海。",
        "好的。如果影响到会员，提前一天简单通知一下效果最好。",
        "明白。他们要是拖，就隔几个工作日礼貌地催一次，把原来的邮件附在下面。",
    ],
    "misc": ["好的，记下了。", "收到！需要我做点什么吗？", "好，我记着。"],
    "decision": [
        "挺合理的，原因也记下来了，之后有人问就有依据。要不要我写一个简短的通知发给会员？",
        "收到。这种调整跟会员说清楚改什么、什么时候改、为什么改，三句话就够了。",
        "有道理，很实际的理由。那有什么需要取消或者通知的吗？",
        "好的，定了就好。陈总或者物业之后问起来，理由都在这。",
    ],
    "constraint": [
        "明白，这是硬性规定，之后安排什么跟它冲突的我会提醒你。",
        "收到。建议贴个提示或者在群里置顶，不要只记在你脑子里。",
        "好的。会员要是来要通融，可以直接拿这条规定说，不用变成你个人的事。",
        "记住了。要不要加到会员公约的草稿里？",
    ],
    "question": [
        "说实话我也不知道，你发给我的资料里没有提到这个。这个得问物业或者他们的代理，最好书面问，留个记录。",
        "这个我没法确定，抱歉。要我帮你起草一条消息去问吗？",
        "好问题，但我不想瞎猜。先记成待确认事项吧，等官方回复。",
        "我这边没有相关信息，可能要看合同或者物业的文件。下次跟物业碰头的时候可以加到清单里。",
        "这个我确认不了。如果一直没人回，再催一次，抄送陈总。",
    ],
}

# ---------------------------------------------------------------- filler
EN_HELP = [
    ("can u draft a polite-but-firm msg about dishes in the kitchen sink. it's getting gross",
     "Here's one for #general:\n\n> Hi all 👋 quick kitchen note — we've had a pile-up of mugs and plates in the sink lately. Please wash, dry and put away anything you use (or pop it in the dishwasher if there's space). Anything left in the sink at the end of the day goes in the lost-and-found tub. Thanks for keeping it nice for everyone! 🧽\n\nFirm but friendly. If it keeps happening, a second version naming the tub rule as 'from Monday' usually works."),
    ("checklist for onboarding a new member pls, I keep forgetting stuff",
     "Onboarding checklist:\n\n**Before day one**\n- Deskhive account + plan set, first invoice checked\n- fob programmed with the right access group\n- desk/locker assigned and labelled\n\n**Day one**\n- tour: kitchen, phone booths, printers, fire exits, bike store\n- wifi details + how to book rooms\n- house rules (short version) and who to contact\n\n**First week**\n- intro in #general\n- check the fob works on every door they need\n- ask how it's going on day 5\n\nWant it as a Deskhive task template?"),
    ("what should I check if the guest wifi is slow? members are moaning",
     "In order:\n1. is it everyone or one area? (one area = an AP problem)\n2. how many guests are connected right now?\n3. is a rate limit or schedule active?\n4. is someone streaming or uploading something huge?\n5. are the APs up to date and not rebooting in a loop?\n6. run a speed test on the member network too — if both are slow, it's the line, not wifi.\n\nIf it's the line, the ISP ticket goes much faster with a couple of speed test screenshots."),
    ("help me write the slack announcement for holiday opening hours. short!",
     "Short version:\n\n> 🎄 Holiday hours: the space runs on reduced hours between Christmas and New Year. Members with 24/7 access can still get in as usual; front desk, post and cleaning are paused. Full details pinned in #general. Happy holidays! ✨\n\nAdd the exact days once they're confirmed and pin it."),
    ("how do I say no to a member asking for a discount without being a jerk",
     "A structure that works:\n1. thank them and acknowledge why they're asking\n2. say no clearly, once, with a short reason ('prices are the same for everyone so it stays fair')\n3. offer something that costs you little: a different plan, a couple of free meeting-room hours, a longer notice period\n4. leave the door open ('if things change, come talk to me')\n\nKeep it in writing after a chat in person, so there's no 'but you said…' later."),
    ("what's a sensible process for lost fobs? it's chaos rn",
     "Suggested process:\n1. member reports loss → revoke the fob in the controller immediately\n2. log it (date, member, card ID) in a simple sheet\n3. issue a replacement, charging the deposit again if that's your policy\n4. if it turns up, keep it revoked and reissue only if needed\n5. check the sheet monthly for patterns (same person, same door)\n\nSpeed of step 1 is the only thing that really matters for security."),
    ("ideas for the members' newsletter this month? my brain is empty",
     "A few easy ones:\n- member spotlight: one company, three questions\n- what's new in the space (anything fixed, moved or improved)\n- upcoming events with one-line descriptions\n- a reminder of a house rule, framed as a tip\n- a 'ask the front desk' section answering a real question you got\n- photo from the last social\n\nShort beats complete — people skim these."),
    ("member complaining about noise from the phone booth area, how do I handle",
     "I'd:\n1. thank them and ask when it's worst (time of day, specific booths)\n2. go and listen yourself at that time\n3. if it's people taking calls outside the booths, a sign plus a friendly reminder in Slack usually fixes it\n4. if it's the booths leaking sound, check the door seals and vents\n5. get back to the member within a couple of days with what you did — that's what they'll remember."),
    ("draft a reminder to pay overdue invoices, friendly tone",
     "> Hi there — a quick friendly reminder that there's an invoice on your account that's now past its due date. You'll find it in Deskhive under Billing, or I can resend the PDF. If you've already paid, thank you and please ignore this! If something's up, just let me know and we'll sort it out together.\n\nAttach the invoice and it's ready to send."),
    ("what should go in the handover doc for Dan while I'm off",
     "Handover doc outline:\n- who to call for what (Tom for doors/wifi, the building manager for the building, Jo for money)\n- how to let someone in manually and how to revoke a fob\n- where the spare fobs and visitor badges are\n- daily opening/closing routine\n- known issues right now and what not to touch\n- events happening while you're away\n- where the invoices/Deskhive notes live\n\nKeep it to two pages; he'll actually read it then."),
    ("the landlord wants a risk assessment for events, where do I even start",
     "Start simple:\n1. list the hazards (crowding, trip hazards from cables, alcohol, fire exits, late-night lone working)\n2. for each: who's at risk and how\n3. what you already do about it\n4. what else you'll do\n5. who's responsible and by when\n\nOne page per event type (socials, talks, external hire) is usually enough. Ask the landlord if they have a template — many do."),
]
EN_CHAT = [
    ["how's your day going lol", "All good on my side! How's yours — sounds like it's been busy?",
     "chaos. 3 deliveries, a locked-out member and coffee machine drama before 10", "That's a full morning. Want me to take anything off your plate — a message to draft, a list to make?"],
    ["I need a holiday", "You've earned one. Want me to start a handover doc so it's actually possible to switch off?",
     "lol not yet. maybe Feb", "Okay — I'll nudge you about it in the new year."],
    ["someone left a whole birthday cake in the kitchen with a 'help yourself' note 🎂", "Best kind of note. Enjoy!",
     "already had 2 slices dont judge", "No judgement here at all."],
    ["the printer is possessed again", "Classic. Paper jam, stuck queue, or printing random pages?",
     "random pages. someone's 40 page thing from yesterday", "Sounds like a stuck job — clearing the queue from the printer's panel usually stops it."],
]
EN_TOOL_FILL = [
    ("how many ppl are in today?", "deskhive_query", {"query": "checkins", "date": "today"},
     lambda r: {"checked_in": r.randint(22, 55), "desks": 60, "meeting_rooms_booked": r.randint(2, 9)},
     "Here's today's snapshot — a fairly normal day, desks not full and the meeting rooms have gaps if anyone needs one."),
    ("are all the doors ok? someone said the roof door keeps beeping", "doorlink_api", {"action": "door_status"},
     lambda r: {"doors": [{"name": "LOBBY-N", "state": "closed_locked"}, {"name": "LOBBY-S", "state": "closed_locked"},
                          {"name": "ROOF", "state": "held_open_alarm"}, {"name": "BIKE", "state": "closed_locked"}]},
     "Everything's closed and locked except the roof door, which is raising a held-open alarm — someone's probably propped it or it isn't latching. Worth a look before the end of the day."),
    ("any room free at 3 for a member call?", "deskhive_query", {"query": "availability", "time": "15:00", "duration_min": 60},
     lambda r: {"free": ["Phone booth 2", "Room C"], "busy": ["Room A", "Room B", "Phone booth 1"]},
     "Room C and phone booth 2 are both free at 3 for an hour. Room C is better if they need a screen."),
]
EN_OPEN = ("morning ☀️ big week, let's go", "Morning! Ready when you are — send things my way as they come in.")
EN_CLOSE = ("ok I'm done for today, brain is mush. thanks for everything 🙏", "You did a lot today. Have a good evening — everything's here when you're back.")

ZH_HELP = [
    ("帮我写个提醒，大家用完杯子自己洗，语气客气点但要有用",
     "可以这样发在群里：\n\n> 各位好👋 最近茶水间水槽里的杯子盘子有点多，麻烦大家用完自己洗干净、擦干放回去（洗碗机有空位也可以直接放进去）。每天下班前还留在水槽里的，会统一收到失物招领箱里。谢谢大家一起保持整洁！🧽\n\n语气友好但规则说清楚了。如果还是有人不管，可以再发一版写明“从下周一开始执行”。"),
    ("新会员入驻清单给我一份，我老是漏东西",
     "入驻清单：\n\n**入驻前**\n- Deskhive账号和套餐设置好，第一张账单核对\n- 门卡按正确的权限组开好\n- 工位/储物柜分配好并贴标签\n\n**第一天**\n- 带着转一圈：茶水间、电话亭、打印机、消防通道、车库\n- wifi和会议室预订方法\n- 公约简版和有事找谁\n\n**第一周**\n- 群里介绍一下\n- 确认门卡每个要用的门都能刷\n- 第五天问问感觉怎么样\n\n要不要做成Deskhive的任务模板？"),
    ("访客wifi慢的话我应该先查什么？会员在抱怨",
     "按顺序：\n1. 是所有人都慢还是某个区域？（某个区域就是AP的问题）\n2. 现在连了多少访客？\n3. 有没有限速或者时段策略在生效？\n4. 有没有人在看直播或者传大文件？\n5. AP是不是在反复重启？\n6. 会员网络也测一下速，如果都慢，那是宽带的问题不是wifi。\n\n如果是宽带问题，报修的时候附几张测速截图，处理会快很多。"),
    ("帮我写个群公告，元旦期间的开放时间，简短一点",
     "简短版：\n\n> 🎉 元旦期间空间缩短开放时间，有24小时门禁权限的会员可以照常进出；前台、代收快递和保洁暂停。详细安排置顶在群里，提前祝大家新年快乐！✨\n\n具体日期确认后补上再置顶。"),
    ("会员找我要折扣，怎么拒绝又不得罪人",
     "可以这样：\n1. 先感谢对方，理解对方为什么来问\n2. 明确拒绝，只说一次，给个简短理由（“价格对所有人都一样，这样才公平”）\n3. 给一个你成本很低的替代：换套餐、送几个小时会议室、延长通知期\n4. 留个口子（“之后情况有变化随时来找我聊”）\n\n当面聊完再补一条文字，免得以后有人说“你当时说过……”。"),
    ("门卡丢了的处理流程该怎么定比较合理？现在太乱了",
     "建议流程：\n1. 会员报丢失 → 立刻在控制器里注销这张卡\n2. 在表格里登记（日期、会员、卡号）\n3. 补发新卡，按规定重新收押金\n4. 旧卡找回来也保持注销，需要再重新发\n5. 每个月看一下表格，有没有规律（同一个人、同一个门）\n\n安全上真正关键的只有第1步的速度。"),
    ("这个月会员通讯写点什么好？脑子空了",
     "几个省事的：\n- 会员专访：一家公司，三个问题\n- 空间里的新变化（修好的、挪位置的、改进的）\n- 近期活动，每个一句话介绍\n- 用“小贴士”的方式提醒一条公约\n- “前台答疑”：回答一个真实被问到的问题\n- 上次活动的照片\n\n短比全重要，大家都是扫一眼。"),
    ("有会员投诉电话亭那边太吵，怎么处理",
     "我会这样：\n1. 先谢谢对方，问一下什么时候最吵（时间段、哪个电话亭）\n2. 自己在那个时间过去听一下\n3. 如果是有人在电话亭外面打电话，贴个提示再在群里友好提醒一下，一般就好了\n4. 如果是电话亭本身漏音，检查门缝和通风口\n5. 两三天内回复会员你做了什么——他们记住的是这个。"),
    ("物业要我们出一个活动的风险评估，从哪开始啊",
     "从简单的开始：\n1. 列出风险点（人太多、地上的线绊人、喝酒、消防通道、深夜单独加班）\n2. 每一条：谁有风险、怎么发生\n3. 目前已经在做的措施\n4. 还要加的措施\n5. 谁负责、什么时候完成\n\n每种活动（社交、讲座、外部租场）一页纸一般就够了。也可以问问物业有没有现成模板。"),
]
ZH_CHAT = [
    ["你今天怎么样哈哈", "我这边挺好！你呢，听起来今天挺忙的？", "乱成一锅粥，十点前已经三个快递、一个会员被锁在外面、咖啡机又出问题",
     "这一上午够满的。有什么我能帮你分担的吗？写消息、列清单都行。"],
    ["好想放假", "你值得放个假。要不要我先帮你弄个交接文档，这样真休假的时候能安心？", "哈哈还早 可能二月吧", "好，过完年我提醒你。"],
    ["有人在茶水间放了一整个生日蛋糕，写着“随便吃”🎂", "最好的那种留言，快去吃！", "已经吃了两块了别评判我", "完全不评判。"],
    ["打印机又中邪了", "经典。卡纸、队列卡住，还是在乱打东西？", "乱打，昨天有人那个四十页的文件", "应该是任务卡住了，在打印机面板上把队列清掉一般就停了。"],
]
ZH_TOOL_FILL = [
    ("今天来了多少人？", "deskhive_query", {"query": "checkins", "date": "today"},
     lambda r: {"checked_in": r.randint(22, 55), "desks": 60, "meeting_rooms_booked": r.randint(2, 9)},
     "今天的情况在这：算是正常的一天，工位没满，会议室还有空档，谁要用可以订。"),
    ("门都正常吗？有人说天台那个门一直在响", "doorlink_api", {"action": "door_status"},
     lambda r: {"doors": [{"name": "LOBBY-N", "state": "closed_locked"}, {"name": "LOBBY-S", "state": "closed_locked"},
                          {"name": "ROOF", "state": "held_open_alarm"}, {"name": "BIKE", "state": "closed_locked"}]},
     "其他门都关好锁好了，只有天台的门在报“长时间未关”的警报——可能有人拿东西顶着，或者门没扣上。下班前最好去看一眼。"),
    ("下午三点有空的会议室吗？会员要打个电话", "deskhive_query", {"query": "availability", "time": "15:00", "duration_min": 60},
     lambda r: {"free": ["电话亭2", "C会议室"], "busy": ["A会议室", "B会议室", "电话亭1"]},
     "三点C会议室和2号电话亭都空一个小时。如果要投屏的话C会议室更合适。"),
]
ZH_OPEN = ("早☀️ 这周事情好多，开干", "早上好！随时发给我，来一件处理一件。")
ZH_CLOSE = ("今天就到这吧，脑子糊了，谢谢你🙏", "今天辛苦了，晚上好好休息，东西都在这，回来接着弄。")


EN_REPLY.update({
    "log": [
        "Reading that: the GRANT lines are normal entries, and the one that matters is the DENY with reason EXPIRED — that card's validity date has passed, which almost always means the membership end date in Deskhive was hit or never extended. Fix the plan dates and re-sync, and the card should work again.",
        "That looks like a clean start: service up, API listening, readers reconnecting. If people were stuck at the doors before that, it was the restart that fixed it, not anything on their fobs.",
        "Nothing alarming in there — boot, firmware loaded, card database restored OK. If a reader is still misbehaving after a boot like that, it's the reader or its cabling rather than the controller.",
    ],
    "cmdout": [
        "Yes, that's normal — no errors, nothing refused, nothing timed out. If the symptom is gone, you're done.",
        "Looks fine to me. A quiet or 'ok' result is what you want; it's only worth worrying if you see errors or it hangs for more than a minute.",
    ],
    "netnote": [
        "Noted. I'd drop that into a 'network notes' doc along with who changed it and when — it'll save Tom's cover (or future you) a lot of guessing.",
        "Got it, that's the kind of detail that's impossible to find when you actually need it. Worth a line in the pinned network notes.",
        "Okay, noted. If anyone ever changes the router or firewall, that's one of the things they'll need to know about.",
    ],
    "fwupdate": [
        "Fingers crossed 🤞 Give it a day and check the event log for any new OFFLINE or TAMPER lines — that's where a bad update usually shows up first.",
        "Noted. Pinning firmware is sensible while things are stable; just set a reminder to review it in a couple of months so you don't fall too far behind on security fixes.",
        "Got it. If auto-update is on anywhere, it's worth switching off for now so nothing changes underneath you.",
    ],
    "bugq": [
        "I can't tell from the number alone which builds had the portal bug — the release notes for that version will say. If the portal is working right now, I'd leave it alone until you've checked.",
        "Not sure, honestly — check the release notes for that build. If guests aren't complaining, there's no rush to change anything.",
    ],
    "feature": [
        "Finally! Worth testing it on one booth for a week before announcing, so you know how the waitlist behaves when someone doesn't show up.",
        "Nice. I'd try it yourself first, then a two-line Slack post explaining how to join the waitlist.",
    ],
    "discount": [
        "Third time is a pattern. I'd answer once, clearly: prices are the same for everyone, and offer something cheap for you instead — a few free meeting-room hours, or a plan that fits better. Want a draft?",
        "Oof. A friendly but firm 'no' with one alternative usually ends it. If they're genuinely struggling, a different plan is a better answer than a discount.",
    ],
    "resend": [
        "Annoying! I'd resend the PDF straight to their billing contact with the original send date in the email, and ask them to confirm receipt — that stops it happening again.",
        "Classic. Resend it, and ask them to add your invoice address to their safe senders — it's probably sitting in a spam folder.",
    ],
    "contact": [
        "Good to know who to call when Tom's away. I'd put their details on the handover sheet for the front desk too.",
        "Noted. Worth a quick intro email now, before anything breaks, so they know the setup exists.",
    ],
    "chase": [
        "Ugh. Time for the firmer reminder, I think — invoice attached, amount and due date in the first line, and a mention of the late fee policy. Want me to draft it?",
        "Noted. If it's the same company every month, it might be worth moving them to card or direct debit at renewal.",
    ],
    "dispute": [
        "Worth checking the booking history in Deskhive first: when it was cancelled and whether it was inside the free-cancellation window. If it was, a credit note is the cleanest fix; if not, reply with the timestamps and the policy.",
        "I'd look at the booking log before replying. If it really was charged twice, apologise and credit it; if it's one charge for a late cancellation, explain the rule politely with the times.",
    ],
    "price": [
        "Noted. For members, the key is notice and clarity: say what it is, from when, and what (if anything) is improving. Want me to draft the announcement?",
        "Got it. Make sure Deskhive's price list is updated before the next invoice run, otherwise you'll end up issuing credit notes.",
    ],
    "quote": [
        "Might be worth asking for a line-by-line breakdown — it's a normal request and usually either explains the number or brings it down.",
        "Okay. I'd get one comparison quote before committing, even if you end up staying with the first one.",
    ],
    "renewal": [
        "Worth a proper conversation before then rather than an email — ask what's not working and whether a different plan would keep them. Want me to draft a check-in?",
        "Noted. I'd get in touch a few weeks ahead; by the time the renewal lands, most decisions are already made.",
    ],
    "leaving": [
        "Sad to see them go. Reply confirming the end date against their notice period, explain the deposit return (after fobs are returned and the final invoice is settled), and ask for quick feedback — it's useful.",
        "Noted. Checklist for leavers: confirm notice, final invoice, fobs back, deposit returned, access revoked on the last day, and a short exit question or two.",
    ],
    "reminder": [
        "Will do — I'll nudge you a few days before. A reminder in Slack the day before it closes usually gets a last wave of responses.",
        "Okay, noted. A short 'last chance' message tends to double the responses.",
    ],
    "visit": [
        "Great. I'd warn members there may be a short door outage that evening and make sure someone with a fob for every door is around until Tom's done.",
        "Good. Ask him to send a quick note afterwards of what changed, so you've got it written down.",
    ],
    "router": [
        "Only if the portal has to be reachable from outside your network — for guests on your own wifi it usually doesn't need opening on the router at all. I'd ask Tom to confirm before opening anything, since an open port is an open door.",
        "Probably not for guests on your own network; port forwarding is only needed for access from outside. Worth checking with Tom rather than guessing.",
    ],
    "support": [
        "Typical. When you send logs, include a window from a few minutes before the problem to a few minutes after, and the exact time it started. That avoids another round-trip.",
        "Noted. Quote that reference in every reply so it stays in the same thread on their side.",
    ],
    "cleaners": [
        "Noted. Might be worth a quick note to members about keeping the kitchen tidy while cover's in place.",
        "Got it. I'd check the cover knows which bins go out on which days — that's usually what goes wrong.",
    ],
})
EN_BURST_OPEN = ["Catching up on all of that:\n\n", "Taking those together —\n\n", "Several at once, got it.\n\n", "", ""]

ZH_REPLY.update({
    "log": [
        "看了一下：GRANT是正常通行，关键是那条DENY，原因是EXPIRED——这张卡的有效期过了，基本都是系统里会员到期日到了或者没续上。把套餐日期改好再同步一次，卡就能用了。",
        "看着是正常启动：服务起来了，API在监听，读卡器在重新连上。之前如果有人刷不开，是这次重启解决的，跟门卡本身没关系。",
        "没什么异常——启动、固件加载、门卡数据恢复都是ok。如果这样启动之后某个读卡器还是不正常，那就是读卡器本身或者线路的问题了。",
    ],
    "cmdout": [
        "正常的，没有报错、没有被拒绝、也没有超时。问题没了就说明好了。",
        "看着没问题。没输出或者ok就是想要的结果，只有报错或者卡住超过一分钟才需要担心。",
    ],
    "netnote": [
        "记下了。建议放进“网络备忘”文档里，顺便写上谁改的、什么时候改的，以后阿杰不在的时候能省很多事。",
        "好的，这种细节真要用的时候最难找。在置顶的网络备忘里加一行吧。",
        "收到。以后谁动路由器或者防火墙，这都是要先知道的信息。",
    ],
    "fwupdate": [
        "祈祷一下🤞 过一天看看日志里有没有新的OFFLINE或者TAMPER，升级出问题一般先在那里冒出来。",
        "好的。稳定的时候锁定固件挺合理的，记得过两个月再看一下，别落下太多安全更新。",
    ],
    "bugq": [
        "光看版本号我判断不了是不是有bug的那个，看一下这个版本的更新说明就知道了。现在认证页能用的话先别动。",
        "说实话不确定，查一下那个版本的更新说明。访客没投诉的话不着急改。",
    ],
    "feature": [
        "终于！建议先拿一个电话亭试一周，看看有人不来的时候排队是怎么处理的，再跟大家公布。",
        "不错。你先自己试一下，再在群里发两句说明怎么排队。",
    ],
    "discount": [
        "第三次就是规律了。一次说清楚：价格对所有人都一样；可以给点你成本低的东西，比如送几个小时会议室，或者换个更合适的套餐。要我写一段吗？",
        "唉。客气但明确地拒绝，再给一个替代方案，一般就不会再来了。如果对方真的困难，换套餐比打折更合适。",
    ],
    "contact": [
        "阿杰不在的时候知道找谁就好。建议也写到前台的交接单上。",
        "收到。趁现在没出问题，先发个消息打个招呼，让对方知道我们这套系统。",
    ],
    "chase": [
        "唉。该发正式一点的提醒了：附上账单，第一句写清金额和到期日，提一下滞纳金规定。要我帮你写吗？",
        "收到。如果每个月都是这家，续约的时候可以考虑让他们改成自动扣款。",
    ],
    "dispute": [
        "先去Deskhive里查一下预订记录：什么时候取消的、在不在免费取消时间内。在的话开退款单最干净；不在的话把时间和规则客气地发给对方。",
        "回复之前先看预订日志。真的重复扣了就道歉退款；如果只是晚取消扣的一次，就礼貌地把规则和时间说清楚。",
    ],
    "price": [
        "收到。跟会员说的关键是提前通知、说清楚：多少钱、从什么时候开始、有什么改善。要我写个通知吗？",
        "好的。下次出账之前记得把Deskhive里的价格表改好，不然又要开退款单。",
    ],
    "quote": [
        "可以让对方出一个分项明细，这是很正常的要求，要么能解释这个价，要么价格就下来了。",
        "好的。定之前最好再找一家比个价，哪怕最后还是用这家。",
    ],
    "renewal": [
        "在那之前最好当面聊一次，问问哪里不满意、换个套餐能不能留住。要我写个问候的消息吗？",
        "收到。建议提前几周就联系，等到期那天基本都已经决定好了。",
    ],
    "leaving": [
        "有点可惜。回复的时候按通知期确认一下退租日期，说明押金怎么退（门卡交回、最后一张账单结清之后），再顺便问两句反馈。",
        "收到。退租清单：确认通知期、最后一张账单、收回门卡、退押金、最后一天注销门禁，再问一两个反馈问题。",
    ],
    "reminder": [
        "好，到时候提前几天提醒你。截止前一天在群里发一条，一般还能再收一波。",
        "收到。发一条“最后机会”的提醒，回复量通常能翻倍。",
    ],
    "visit": [
        "好的。提前跟会员说一下那天晚上门禁可能会短暂中断，并且留一个有所有门权限的人在现场，等阿杰弄完。",
        "不错。让他弄完之后发个简单说明，改了什么，留个记录。",
    ],
    "support": [
        "又是这样。发日志的时候截出问题前几分钟到后几分钟的，再写清楚几点开始的，省得再来回一轮。",
        "收到。以后每次回复都带上这个单号，他们那边才会归到同一个工单里。",
    ],
    "cleaners": [
        "收到。可以跟会员说一声这段时间茶水间大家自觉保持整洁。",
        "好的。记得跟代班的说清楚哪天倒哪种垃圾，一般都是这个出问题。",
    ],
})
ZH_BURST_OPEN = ["好，一条条来：\n\n", "这几条我都看到了。\n\n", "合起来说一下——\n\n", "", ""]

EN_SHORT = [
    (["thanks!!", "ty 🙏", "k thx", "cheers"], ["No problem!", "Anytime.", "Happy to help."]),
    (["brb", "one sec someone at the door", "sorry was on a call", "lemme check", "not now, later", "sorry lots going on today"],
     ["Take your time — I'll be here.", "Okay, whenever you're ready.", "Here when you need me."]),
    (["ok", "yep", "right", "fair", "perfect", "ok cool", "👍", "hmm ok", "ahh ok", "back", "nvm sorted"],
     ["👍", "Got it.", "Noted.", "Sure thing."]),
    (["ugh", "omg", "coffee machine is leaking AGAIN ☕️💀", "mondays man", "lol", "someone's locked out AGAIN 🙄"],
     ["Oof. Hope it's a quick fix.", "Ha — sounds like a day.", "Good luck with that one!"]),
]
ZH_SHORT = [
    (["谢啦🙏", "谢谢", "感谢"], ["不客气！", "随时～", "应该的。"]),
    (["等我一下", "有人敲门 等下", "刚开完会", "晚点再说", "我看看"], ["没事，你先忙。", "好，随时叫我。", "好的，我在。"]),
    (["好的", "嗯嗯", "收到", "👌", "好嘞", "行", "懂了", "ok", "回来了", "算了搞定了"], ["👌", "收到。", "记下了。", "好。"]),
    (["唉", "[捂脸]", "咖啡机又漏水了☕️💀", "周一好累", "绝了", "哈哈哈哈"], ["辛苦了！", "希望快点搞定！", "抱抱，今天确实事多。"]),
]
EN_CALLBACK = [("{first} popped by about it again 🙄", "Persistent! Want me to draft something you can send so it's in writing?"),
               ("{first} said thanks btw, all sorted", "Good to hear it's sorted."),
               ("just saw {first} in the kitchen, all good apparently", "Nice, one less thing."),
               ("{first} hasn't replied yet fyi", "Okay — want a gentle nudge drafted for tomorrow?")]
ZH_CALLBACK = [("老{sur}又来问了🙄", "挺执着的哈。要不要我写一段书面回复，省得反复说？"),
               ("{sur}那边说谢谢，搞定了", "那就好！"),
               ("刚在茶水间碰到老{sur}，说没事了", "好，又少一件事。"),
               ("{sur}那边还没回我", "收到，要不要我帮你写个明天催一下的消息？")]

EN_REPLY["denylog"] = [
    EN_REPLY["log"][0],
    "The middle line is the one to look at: DENY with reason EXPIRED. The card itself is fine — its end date has passed, usually because the plan end date in Deskhive wasn't extended. Update it, let the controller sync, and try again.",
]
EN_REPLY["startlog"] = [
    EN_REPLY["log"][1],
    "Yep, that's healthy: the service started, the API came up and all readers reconnected. Nothing to do.",
]
EN_REPLY["bootlog"] = [
    EN_REPLY["log"][2],
    "That's a normal boot after a power cut — firmware loaded and the card database restored fine. If the power cuts keep happening, a small UPS for the box would save a lot of hassle.",
]
ZH_REPLY["denylog"] = [
    ZH_REPLY["log"][0],
    "重点看中间那条：DENY，原因EXPIRED。卡本身没问题，是有效期过了，一般是Deskhive里套餐结束日期没延长。改好之后等控制器同步一下再刷。",
]
ZH_REPLY["startlog"] = [
    ZH_REPLY["log"][1],
    "嗯，很正常：服务起来了，API也起来了，读卡器全部重新连上，不用做什么。",
]
ZH_REPLY["bootlog"] = [
    ZH_REPLY["log"][2],
    "断电后的正常启动——固件加载了，门卡数据也恢复好了。如果老断电，给那台机器配个小UPS能省不少事。",
]

# ---------------------------------------------------------------- conversation
def _ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


class ConvBT:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.per_kind = per_kind
        self.attempt = attempt
        self.rng = random.Random("bt-%d-%d-%d" % (seed, attempt, 1 if zh else 0))
        self.needles = []
        self.cos = ZH_COS if zh else EN_COS
        self.tpl = ZH_TPL if zh else EN_TPL
        self.reply = ZH_REPLY if zh else EN_REPLY
        self.rel_dates = list(ZH_RELATIVE_DATES)
        self.rng.shuffle(self.rel_dates)

    # -- needle registry: no needle may contain another
    def fresh(self, gen):
        for _ in range(2000):
            c = gen()
            if all(c not in x and x not in c for x in self.needles):
                self.needles.append(c)
                return c
        raise RuntimeError("could not find a fresh needle")

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out

    # -- value generators
    def v_name(self):
        r = self.rng
        if self.zh:
            return self.fresh(lambda: r.choice(ZH_SUR) + r.choice(ZH_GIVEN))
        return self.fresh(lambda: r.choice(EN_FIRST) + " " + r.choice(EN_LAST))

    def v_command(self):
        box = {}

        def g():
            box["t"] = gen_command(self.rng)
            return box["t"][0]
        self.fresh(g)
        return box["t"]

    def v_id(self, tag):
        r = self.rng
        fmt = {
            "INV": lambda: "INV-%05d" % r.randint(10000, 99999),
            "HD": lambda: "HD-%04d" % r.randint(1000, 9999),
            "MR": lambda: "MR/26/%04d" % r.randint(100, 2999),
            "CN": lambda: "CN-%04d" % r.randint(100, 999),
            "BK": lambda: "BK-%06d" % r.randint(100000, 999999),
            "CASE": lambda: "DL-%05d" % r.randint(10000, 99999),
            "PO": lambda: "PO%06d" % r.randint(100000, 999999),
            "GD": lambda: "GD%08d" % r.randint(10000000, 99999999),
            "WX": lambda: "WX-%05d" % r.randint(10000, 99999),
            "RF": lambda: "RF-%04d" % r.randint(1000, 9999),
        }[tag]
        return self.fresh(fmt)

    def v_port(self):
        r = self.rng
        return self.fresh(lambda: str(r.choice(PORTS) if r.random() < 0.75 else r.randint(1025, 49151)))

    def v_version(self):
        r = self.rng

        def g():
            a, b, c = r.randint(1, 9), r.randint(0, 19), r.randint(0, 199)
            base = "%d.%d.%d" % (a, b, c)
            return r.choice([base, "v" + base, base + "-rc%d" % r.randint(1, 5),
                             base + "-b%d" % r.randint(10, 99), base + ".%d" % r.randint(1, 99)])
        return self.fresh(g)

    def v_money(self, g, loc):
        r = self.rng
        cents = lambda: r.choice(["00", "50", "25", "75", "99", "40", "15", "80"])
        if self.zh:
            mode, lo, hi = g

            def gen():
                if loc == "a":
                    return "%d.%02d元" % (r.randint(lo, hi), r.randint(1, 99))
                if loc == "t":
                    return "¥{:,}.00".format(r.randint(lo // 10, hi // 10) * 10)
                if mode == "w":
                    x = r.randint(lo * 10, hi * 10)
                    if r.random() < 0.7:
                        return ("%d万" % (x // 10)) if x % 10 == 0 else ("%d.%d万" % (x // 10, x % 10))
                    return "¥{:,}".format(x * 1000)
                n = r.randint(lo // 10, hi // 10) * 10 if mode == "m" else r.randint(lo, hi)
                return r.choice(["%d元" % n, "¥{:,}".format(n), "%d块" % n])
            return self.fresh(gen)
        lo, hi = g

        def gen():
            n = r.randint(lo, hi)
            if loc == "a":
                return "£%d.%02d" % (n, r.randint(1, 99))
            if loc == "t":
                return "£{:,}.{}".format(n, cents())
            forms = ["£{:,}".format(n), "£{:,}.{}".format(n, cents())]
            if 10 <= n < 1000:
                forms.append("%d quid" % n)
            if n >= 100:
                forms.append("GBP {:,}".format(n))
            return r.choice(forms)
        return self.fresh(gen)

    def v_date(self, g):
        r = self.rng

        lo, hi = g if isinstance(g, tuple) else (0, 110)

        def gen():
            day = date(2026, 12, 1) + timedelta(days=r.randint(lo, hi))
            if g == "iso":
                return day.isoformat()
            if self.zh:
                if g is None and self.rel_dates and r.random() < 0.2:
                    return self.rel_dates.pop()
                return r.choice(["%d月%d日" % (day.month, day.day), "%d月%d号" % (day.month, day.day)])
            d = day.day
            return r.choice([
                "%d %s" % (d, day.strftime("%b")),
                "%s %s" % (day.strftime("%b"), _ordinal(d)),
                "%s %d %s" % (day.strftime("%a"), d, day.strftime("%b")),
                "%s %s" % (day.strftime("%B"), _ordinal(d)),
                "the %s of %s" % (_ordinal(d), day.strftime("%B")),
                "%d/%d" % (d, day.month),
            ])
        return self.fresh(gen)

    def ctx(self):
        r = self.rng
        base = datetime(2026, 11, r.randint(10, 19), r.randint(6, 21), r.randint(0, 59), r.randint(0, 59))
        ts = []
        for _ in range(3):
            base += timedelta(seconds=r.randint(4, 900))
            ts.append(base.strftime("%Y-%m-%d %H:%M:%S"))
        lognames = r.sample(ZH_LOGNAMES if self.zh else EN_LOGNAMES, 2)
        return {
            "co": r.choice(self.cos), "desk": r.randint(1, 60),
            "ts1": ts[0], "ts2": ts[1], "ts3": ts[2],
            "c1": "%08X" % r.getrandbits(32), "c2": "%08X" % r.getrandbits(32), "c3": "%08X" % r.getrandbits(32),
            "o1": lognames[0], "o2": lognames[1],
            "pid": r.randint(300, 999), "b": "%05x" % r.getrandbits(20),
            "out": r.choice(["done.", "OK", "[ok] completed", "(no output)", "success, 0 errors",
                             "sync complete: 0 errors"]),
            "ms": r.randint(120, 980), "late": r.randint(5, 40), "up": r.randint(20, 900),
        }

    # -- one fact -> one episode
    def make_fact(self, kind, tpl, pooled):
        r = self.rng
        x = self.ctx()
        loc, g = tpl["loc"], tpl["g"]
        if kind == "name":
            x["X"] = self.v_name()
            x["first"] = x["X"].split()[0]
            x["sur"] = x["X"][0]
            needles = [x["X"]]
        elif kind == "command":
            x["X"], pe, pz = self.v_command()
            x["P"] = pz if self.zh else pe
            needles = [x["X"]]
        elif kind == "id":
            x["X"] = self.v_id(g)
            needles = [x["X"]]
        elif kind == "port":
            x["X"] = self.v_port()
            needles = [x["X"]]
        elif kind == "version":
            x["X"] = self.v_version()
            needles = [x["X"]]
        elif kind == "money":
            x["X"] = self.v_money(g, loc)
            needles = [x["X"]]
        elif kind == "date":
            x["X"] = self.v_date(g)
            needles = [x["X"]]
        elif kind == "decision":
            x["C"], x["R"] = pooled
            needles = [x["C"], x["R"]]
        elif kind == "constraint":
            x["A"], x["S"] = pooled
            needles = [x["A"], x["S"]]
        else:
            x["X"], x["Q"] = pooled
            needles = [x["X"]]
        fact = {"kind": kind, "needles": needles}
        spec = tpl["spec"]
        if loc == "u":
            ep = {"user": [("user", spec.format(**x))], "topic": tpl["topic"], "burst": True}
        elif loc == "a":
            ep = {"items": [("user", spec[0].format(**x)), ("assistant", spec[1].format(**x))], "burst": False}
        else:
            items = [("user", spec["ask"].format(**x))]
            if r.random() < 0.3:
                items.append(("assistant", r.choice(["一秒，我查一下。", "好，我看看。", "稍等，我去系统里查。"]
                                                    if self.zh else ["One sec, checking.", "On it.", "Let me look that up."])))
            items.append(("tool", spec["tool"], (spec["args"](x), spec["out"](x))))
            items.append(("assistant", spec["say"].format(**x)))
            ep = {"items": items, "burst": False}
        ep["callback"] = None
        if kind == "name" and r.random() < 0.35:
            cu, ca = r.choice(ZH_CALLBACK if self.zh else EN_CALLBACK)
            ep["callback"] = [("user", cu.format(**x)), ("assistant", ca)]
        return fact, ep

    def build(self):
        r = self.rng
        zh = self.zh
        facts, eps = [], []
        pools = {"decision": ZH_DECISIONS if zh else EN_DECISIONS,
                 "constraint": ZH_CONSTRAINTS if zh else EN_CONSTRAINTS,
                 "question": ZH_QUESTIONS if zh else EN_QUESTIONS}
        picks = {}
        for kind, pool in pools.items():
            if self.per_kind > len(pool):
                raise SystemExit("PER_KIND too large for the %s pool" % kind)
            picks[kind] = r.sample(pool, self.per_kind)
            for pair in picks[kind]:
                for nd in (pair if kind != "question" else pair[:1]):
                    if any(nd in o or o in nd for o in self.needles):
                        raise RuntimeError("pool needle clash: " + nd)
                    self.needles.append(nd)
        for kind in KINDS:
            tpls = list(self.tpl[kind])
            r.shuffle(tpls)
            picked = picks.get(kind)
            for i in range(self.per_kind):
                f, ep = self.make_fact(kind, tpls[i % len(tpls)], picked[i] if picked else None)
                facts.append(f)
                eps.append(ep)
        r.shuffle(eps)

        # group user-message facts into Slack-style bursts
        groups = []
        i = 0
        while i < len(eps):
            ep = eps[i]
            if not ep["burst"]:
                groups.append({"items": list(ep["items"]), "cbs": [ep["callback"]]})
                i += 1
                continue
            burst = [ep]
            if r.random() < 0.4:
                want = r.choice([2, 2, 3])
                while len(burst) < want and i + len(burst) < len(eps) and eps[i + len(burst)]["burst"]:
                    burst.append(eps[i + len(burst)])
            i += len(burst)
            items = []
            for b in burst:
                items.extend(b["user"])
            topics = [b["topic"] for b in burst]
            topic = "question" if "question" in topics else topics[-1]
            reply = r.choice(self.reply[topic])
            if len(burst) > 1:
                reply = r.choice(ZH_BURST_OPEN if zh else EN_BURST_OPEN) + reply
            items.append(("assistant", reply))
            groups.append({"items": items, "cbs": [b["callback"] for b in burst]})

        def nmsg(items):
            return sum(1 for it in items if it[0] in ("user", "assistant"))

        callbacks = []
        for gi, gr in enumerate(groups):
            for cb in gr["cbs"]:
                if cb:
                    callbacks.append((gr, cb))
        base = sum(nmsg(gr["items"]) for gr in groups) + sum(nmsg(cb) for _, cb in callbacks) + 4
        lo = max(140, base + 20)
        hi = max(lo, min(268, base + 110))
        target = r.randint(lo, hi)

        # filler
        help_pool = list(ZH_HELP if zh else EN_HELP)
        chat_pool = list(ZH_CHAT if zh else EN_CHAT)
        tool_pool = list(ZH_TOOL_FILL if zh else EN_TOOL_FILL)
        for p in (help_pool, chat_pool, tool_pool):
            r.shuffle(p)
        short = ZH_SHORT if zh else EN_SHORT
        fillers = []
        total = base
        while total < target:
            k = r.random()
            if k < 0.22 and help_pool:
                q, a = help_pool.pop()
                items = [("user", q), ("assistant", a)]
            elif k < 0.32 and chat_pool:
                c = chat_pool.pop()
                items = [("user", c[0]), ("assistant", c[1]), ("user", c[2]), ("assistant", c[3])]
            elif k < 0.40 and tool_pool:
                ask, name, args, outf, say = tool_pool.pop()
                items = [("user", ask), ("tool", name, (args, json.dumps(outf(r), ensure_ascii=False))),
                         ("assistant", say)]
            elif k < 0.55:
                us, as_ = r.choice(short)
                u1, u2 = r.sample(us, 2)
                items = [("user", u1), ("user", u2), ("assistant", r.choice(as_))]
            else:
                us, as_ = r.choice(short)
                items = [("user", r.choice(us)), ("assistant", r.choice(as_))]
            fillers.append({"items": items, "cbs": []})
            total += nmsg(items)

        order = groups + fillers
        r.shuffle(order)
        for gr, cb in callbacks:
            idx = order.index(gr)
            pos = r.randint(idx + 1, len(order))
            order.insert(pos, {"items": cb, "cbs": []})

        o = ZH_OPEN if zh else EN_OPEN
        c = ZH_CLOSE if zh else EN_CLOSE
        seq = [("user", o[0]), ("assistant", o[1])]
        for gr in order:
            seq.extend(gr["items"])
        seq.extend([("user", c[0]), ("assistant", c[1])])
        return facts, seq




def make_rows(conv):
    facts, seq = conv.build()
    rows = []
    t = datetime(2026, 11, 20, 6, 12, 0)
    n = 0
    call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 26))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_bt%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bt%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bt%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bt%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return facts, rows


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for nd in needles:
        if sum(1 for t in texts if nd in t) != 1:
            return False
    return True


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
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
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            facts, rows = make_rows(ConvBT(seed, zh, per_kind, attempt))
            if check(facts, rows):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batches, cur, msgs = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                msgs += 1
                if msgs % 25 == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            run([okbot, "session", "append", "-a", "Writer"], env,
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run([okbot, "compress", "-a", "Writer", "--now"], env)
        ctx = run([okbot, "context", "show", "-a", "Writer"], env)
        kept = 0
        missing = []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        k_, n_ = tot[k]
        print("kind %s %d/%d %.1f" % (k, k_, n_, 100.0 * k_ / n_ if n_ else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            s = json.load(fh).get("summary", "")
                        mx = max(mx, len(s) if isinstance(s, str) else 0)
                    except (OSError, ValueError):
                        pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
