#!/usr/bin/env python3
"""Held-out retention set "cz": a parent who runs a self-hosted home lab and the family admin.

A parent of two (a spouse, two primary-school kids, one of whom never sleeps through) runs a home
lab from the cupboard under the stairs: a Proxmox box ("pve") with a Docker VM and a Home
Assistant VM, a TrueNAS box with a ZFS pool, Jellyfin, Nextcloud, Pi-hole on a Raspberry Pi, a
WireGuard tunnel to the grandparents' house, and offsite backups (restic/rsync) to a friend's
server.  They also use the assistant for family admin: kids' clubs (swimming, football, Beavers,
piano), the car service, and a long-running broadband contract dispute (complaint references,
early termination charge, the ombudsman).  Style: chatty, lower-case, late-night messages, bad
jokes, "brb kid woke up", the spouse telling them to come to bed, changes of mind, and long pasted
terminal output and config files (docker ps, df -h, zpool status, systemctl status, journalctl,
docker-compose.yml, nginx conf, wg0.conf, HA automations) full of ports, versions, paths and
dates that are not needles.  Tools: `ssh_run` (host + command, plain-text output), `router_api`
(method + path, JSON output) and `calendar` (list/search/create, JSON output).
The last seed is in Simplified Chinese: a parent in Shenzhen with a 群晖 NAS, a 软路由 (iStoreOS
on an N100), PVE, 米家 devices in Home Assistant, a VPN to the grandparents' 老家, backups to a
university friend's server, kids' 兴趣班, a 4S店 service and a 宽带 dispute with the carrier,
written in casual mainland Chinese with English tech terms mixed in.
Facts are seeded as asides inside long messages, brain-dump lists, pasted emails and quotes,
tool results the user asked for (router port forwards, version checks, calendar searches),
assistant suggestions the user adopts, corrections ("the 14th, no, the 16th": only the final
value is a needle), assistant restatements, options weighed then decided, rules made after an
incident, and questions dropped mid-message and never answered.
Usage: gen_cz.py OKBOT WORKDIR [SEED...]   env PER_KIND (default 10), SUMMARY_MAX (default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]

RESERVED_PORTS = {22, 53, 80, 443, 1883, 2283, 3000, 3001, 3306, 5000, 5001, 5432, 6379, 8006, 8080,
                  8081, 8082, 8096, 8123, 8222, 8384, 8443, 8920, 9000, 9090, 9443, 22000, 51820,
                  51821, 4711, 8091, 3478, 5353, 7359, 1900, 8007, 5006, 2049, 445, 139}


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def b64key(rng):
    al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(al) for _ in range(43)) + "="


# ---------------------------------------------------------------------------------------------
# English pools

EN_SPOUSES = ["Jess", "Tom", "Rach", "Dan", "Hannah", "Chris", "Laura", "Mike", "Sophie", "Ben"]
EN_KIDS = ["Milo", "Ada", "Freddie", "Isla", "Noah", "Poppy", "Alfie", "Ruby", "Theo", "Evie", "Arlo", "Maisie"]
EN_FRIENDS = ["Declan", "Raj", "Stu", "Kev", "Marcus", "Ollie", "Gaz", "Pete"]
EN_ISPS = ["Brightwave", "Skyline Fibre", "Northlink", "Vectra Broadband", "Fibrenest"]
EN_CARS = ["the Octavia", "the Golf", "the Focus", "the Qashqai", "the Zafira", "the Berlingo"]
EN_TOWNS = ["Ludlow", "Whitby", "Tenby", "Kendal", "Hexham", "Bridport"]

EN_FIRST = ["Priya", "Gareth", "Siobhan", "Tomasz", "Aoife", "Kwame", "Lindsay", "Rhys", "Fatima", "Callum",
            "Bethan", "Ravi", "Imogen", "Dariusz", "Niamh", "Oluwaseun", "Harriet", "Eamon", "Marguerite",
            "Yusuf", "Catriona", "Desmond", "Anjali", "Fergus", "Ingrid", "Lorcan", "Morwenna", "Tobias",
            "Zainab", "Hamish", "Gwen", "Bartek"]
EN_LAST = ["Raman", "Pryce", "Mulcahy", "Kowalczyk", "Brennan", "Asante", "Hargreaves", "Llewellyn", "Okafor",
           "Strachan", "Pennington", "Chaudhry", "Fairweather", "Gallagher", "Adeyemi", "Whitcombe", "Doherty",
           "Thistlethwaite", "Mistry", "Barraclough", "Quinlan", "Ashworth", "Lindqvist", "Trevithick",
           "Nakamura", "Osei", "Blackwood", "Penhaligon", "Szymanski", "Achterberg"]

EN_NAME_ROLES = [
    ("right so the person at {isp} who actually owns my complaint now is {N}. first human in three weeks who seemed to know what a traceroute is", "email_isp"),
    ("service advisor at the garage is {N}, the only one there who ever rings back, so ask for them if it's the 'we can't find your booking' thing again", "email_garage"),
    ("{kid1}'s new swimming coach is {N}, apparently an ex-county swimmer, so {kid1} is equal parts terrified and thrilled", "cal_swim"),
    ("if the vpn at {gp} drops and dad can't cope, {N} next door has a spare key and will go and power-cycle the router", None),
    ("the electrician doing the loft is {N}; also getting two cat6 runs pulled down to the cupboard while the boards are up", "cal_sparky"),
    ("beavers leader is {N}, who wants the gift aid form and the medical form back before camp", None),
    ("the ombudsman case handler for the broadband thing is {N}", "email_omb"),
    ("need a nextcloud account for {spouse}'s cousin, display name {N}, wants the kids' album shared", None),
    ("{kid2}'s piano teacher is {N}. cash only, which in 2027 is a choice", "cal_piano"),
    ("the ebay seller i got the HBA card from is {N}, threw in the SAS breakout cables too, absolute legend", None),
    ("if {friend}'s server is down and he's not answering, text his partner {N}, who has the root password and zero patience", None),
    ("the school business manager who sorts the wraparound care invoices is {N}", "email_school"),
    ("windscreen claim handler is {N}, who reckons the chip can be repaired rather than replaced", None),
    ("{kid1}'s football coach is {N}, runs the saturday 9am session at the rec", "cal_football"),
]

EN_DECISIONS = [
    ("switch the grandparents to Tailscale", "dad can't cope with re-importing the WireGuard config", "keeping plain wireguard for mum and dad"),
    ("buy the two 8TB IronWolfs", "the cheap WD Reds turned out to be SMR", "getting the cheap WD Reds"),
    ("keep Pi-hole on the Raspberry Pi", "DNS shouldn't die every time Proxmox reboots", "moving pihole into an LXC"),
    ("move Jellyfin onto the N100 mini PC", "it has Quick Sync for the transcoding", "passing the old GPU through to the docker VM"),
    ("put a Fritzbox in at the grandparents'", "it does WireGuard natively without a Pi", "leaving the ISP router at mum and dad's"),
    ("accept the goodwill credit from the ISP", "the ombudsman route takes eight weeks minimum", "going straight to the ombudsman"),
    ("get the cambelt done at this service", "the garage says it's two years overdue", "leaving the cambelt till the summer"),
    ("move the family photos from Nextcloud to Immich", "the Android auto-upload in Nextcloud keeps stalling", "sticking with nextcloud for photos"),
    ("run Home Assistant as a proper VM", "the add-ons need the supervisor", "keeping HA as a docker container"),
    ("drop the second Proxmox node", "it nearly doubled the electricity bill", "building a three node cluster"),
    ("send ZFS snapshots offsite instead of rsync", "the rsync pass takes nine hours over the upload", "keeping the nightly rsync"),
    ("move swimming to Saturday mornings", "the Wednesday slot clashes with Beavers", "keeping swimming on wednesdays"),
    ("replace nginx with Caddy", "the certificate renewals keep silently failing", "fixing the nginx certbot hook"),
    ("stay on the old broadband contract", "the new deal comes with a 24 month lock-in", "taking their retention offer"),
    ("buy a UPS for the cupboard", "two power cuts in a month nearly ate the pool", "risking it without a UPS"),
    ("host the family calendar on Nextcloud", "Google keeps nagging about storage", "paying for more google storage"),
]

EN_CONSTRAINTS = [
    ("don't reboot the NAS", "while an offsite backup is running"),
    ("never update Home Assistant", "in the week before we go away"),
    ("don't touch mum and dad's router", "unless dad is on the phone with me"),
    ("don't restart the Jellyfin container", "when the kids are halfway through a film"),
    ("no router firmware updates", "on a school night"),
    ("don't let the offsite sync run", "between 6pm and 11pm"),
    ("don't expose Nextcloud to the internet", "until 2FA is enforced for every account"),
    ("never delete ZFS snapshots", "that are less than a month old"),
    ("no new port forwards on the router", "without a written reason in the wiki"),
    ("only do Proxmox major upgrades", "with a monitor and keyboard plugged in"),
    ("keep the kids' tablets on the filtered DNS", "until they're at secondary school"),
    ("only phone the broadband company", "with the call recorder running"),
    ("don't book the car in", "on a day {spouse} needs it for the school run"),
    ("never let Watchtower auto-update", "anything that holds a database"),
    ("don't run a scrub and a resilver", "at the same time"),
    ("don't pay the early termination charge", "before the deadlock letter arrives"),
]

EN_QUESTIONS = [
    ("ECC RAM", "does {Q} actually matter for zfs on a home box or is that a forum myth"),
    ("Proxmox Backup Server", "would running {Q} on {friend}'s box be better than restic"),
    ("IPv6 on the LAN", "should i even bother turning on {Q}"),
    ("the Ofcom automatic compensation scheme", "does {Q} cover the evening dropouts or only full outages"),
    ("tax-free childcare", "can we use {Q} for the easter holiday football camp"),
    ("a hardwired dashcam", "does {Q} drain the car battery if it's parked for a week"),
    ("Frigate with a Coral TPU", "is {Q} worth it for just two cameras"),
    ("Matter over Thread", "is {Q} actually usable yet or still a mess"),
    ("LTO tape", "at what point does {Q} make sense for a home archive"),
    ("Wake-on-LAN through WireGuard", "can you even do {Q}, or does the magic packet not route"),
    ("a 2.5GbE switch", "would {Q} actually help or is the nas disk-bound anyway"),
    ("SMART attribute 199", "what does {Q} creeping up mean, is it just the cable"),
    ("the timing chain on {car}", "is {Q} a service item or supposed to last forever"),
    ("a Starlink backup line", "is {Q} mad for a house in a town"),
    ("jumbo frames", "is there any point in {Q} between proxmox and the nas"),
    ("the one-touch switching rules", "do {Q} mean the new provider has to cancel the old contract for me"),
]

# ---------------------------------------------------------------------------------------------
# Chinese pools

ZH_KIDS = ["朵朵", "豆豆", "乐乐", "小满", "果果", "糖糖", "皮皮", "安安", "可可", "团团"]
ZH_FRIENDS = ["老周", "阿杰", "大刘", "老陈", "胖虎", "阿斌"]
ZH_ISPS = ["电信", "联通", "移动"]
ZH_CARS = ["卡罗拉", "思域", "宋PLUS", "朗逸", "CR-V", "凯美瑞"]
ZH_TOWNS = ["衡阳", "赣州", "潮州", "梅州", "岳阳", "宜春"]
ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭",
          "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "邓", "曹", "彭", "蔡"]
ZH_GIVEN = ["建国", "晓燕", "志强", "丽娟", "海涛", "雪梅", "俊杰", "婷婷", "国栋", "美玲", "文博", "思远", "嘉怡",
            "子涵", "立新", "秀英", "德华", "春燕", "明辉", "慧敏", "振宇", "佳琪", "宏伟", "玉兰"]

ZH_NAME_ROLES = [
    ("{isp}那边终于有个人接手我的投诉了，叫{N}，三个礼拜以来第一个知道traceroute是啥的人", "email_isp"),
    ("4S店的服务顾问叫{N}，下次他们再说“查不到你的预约”就直接找他", "email_garage"),
    ("{kid1}游泳班新换的教练叫{N}，听说以前是市队的，{kid1}又怕又兴奋", "cal_swim"),
    ("老家VPN要是断了我爸又搞不定，隔壁的{N}有钥匙，可以过去帮忙拔一下路由器电源", None),
    ("来装修阁楼的电工师傅叫{N}，顺便让他拉两根六类线到弱电箱", "cal_sparky"),
    ("{kid2}编程课的班主任是{N}，要我们周五前把报名表交回去", None),
    ("工信部申诉那边跟进的工作人员叫{N}", "email_omb"),
    ("要给{spouse}的表亲开个Nextcloud账号，显示名写{N}，想看孩子们的相册", None),
    ("{kid2}的钢琴老师是{N}，只收现金，2027年了还只收现金也是绝", "cal_piano"),
    ("闲鱼上卖我HBA卡的那个卖家叫{N}，还送了两根SAS线，良心", None),
    ("{friend}的服务器要是挂了他又不回消息，就找他同事{N}，也有root密码", None),
    ("学校负责收托管费的老师是{N}", "email_school"),
    ("保险公司跟进挡风玻璃理赔的是{N}，说那个小坑可以修不用换", None),
    ("{kid1}足球课的教练叫{N}，周六早上9点那节", "cal_football"),
]

ZH_DECISIONS = [
    ("老家的VPN换成Tailscale", "我爸每次都搞不定重新导入WireGuard配置", "老家继续用WireGuard"),
    ("买两块8T酷狼", "便宜的红盘居然是SMR的", "买便宜的红盘"),
    ("AdGuard Home继续放在树莓派上", "PVE一重启全家就断网", "把AdGuard挪进LXC"),
    ("Jellyfin挪到N100小主机上跑", "N100的核显能硬解", "给docker虚拟机直通那张旧显卡"),
    ("老家换一台带WireGuard的路由器", "不用再额外挂个树莓派", "老家继续用光猫拨号"),
    ("接受运营商给的补偿话费", "工信部申诉流程太长", "直接走工信部申诉"),
    ("这次保养顺便把正时皮带换了", "4S店说已经超了两年", "皮带拖到夏天再换"),
    ("家里照片从群晖相册迁到Immich", "安卓自动上传老是卡住", "继续用群晖相册"),
    ("Home Assistant改成虚拟机装", "加载项要supervisor", "HA继续跑docker"),
    ("第二台PVE节点不要了", "电费差不多翻倍", "凑三台做集群"),
    ("异地备份改成ZFS快照同步", "rsync每次要跑一整晚", "继续每晚rsync"),
    ("{kid1}的游泳课换到周六上午", "周三那节跟编程课冲突", "游泳课继续周三"),
    ("反代从nginx换成Caddy", "证书续期老是悄悄失败", "修nginx的certbot钩子"),
    ("宽带不续约直接换运营商", "续约要绑两年合约", "接受他们的挽留套餐"),
    ("给弱电箱配一台UPS", "一个月停了两次电差点把阵列搞坏", "不买UPS赌一把"),
    ("家庭日历统一放Nextcloud", "iCloud空间老是满", "继续加钱买iCloud"),
]

ZH_CONSTRAINTS = [
    ("群晖不能重启", "异地备份在跑的时候"),
    ("HA不要升级", "出门旅游前一周"),
    ("老家的路由器别乱动", "除非我爸在电话那头"),
    ("Jellyfin容器别重启", "孩子动画片看到一半的时候"),
    ("软路由固件不要升级", "工作日晚上"),
    ("异地同步不要跑", "晚上6点到11点之间"),
    ("Nextcloud不要暴露到公网", "所有账号开两步验证之前"),
    ("ZFS快照不能删", "一个月以内的"),
    ("路由器不准加新的端口转发", "没在wiki里写清楚理由之前"),
    ("PVE大版本升级", "必须接着显示器和键盘做"),
    ("孩子的平板必须走过滤DNS", "上初中之前"),
    ("给运营商客服打电话", "必须开着通话录音"),
    ("车不要约保养", "{spouse}要开车送孩子的那几天"),
    ("Watchtower不准自动更新", "带数据库的容器"),
    ("scrub和重建", "不要同时跑"),
    ("违约金先不交", "拿到书面答复之前"),
]

ZH_QUESTIONS = [
    ("ECC内存", "ZFS到底需不需要{Q}，还是论坛上以讹传讹"),
    ("Proxmox Backup Server", "在{friend}那台机器上跑{Q}会不会比restic好"),
    ("内网IPv6", "{Q}到底有没有必要开"),
    ("工信部申诉的受理条件", "{Q}是不是要求先跟运营商投诉满七天"),
    ("子女教育专项附加扣除", "兴趣班的钱能不能算进{Q}"),
    ("行车记录仪降压线", "停车一周的话{Q}会不会把电瓶耗光"),
    ("Frigate加Coral", "就两个摄像头，{Q}值不值"),
    ("米家的Matter设备", "{Q}现在能不能直接接进HA"),
    ("LTO磁带", "家庭归档用{Q}到什么量级才划算"),
    ("隔着WireGuard做网络唤醒", "{Q}到底行不行，魔术包是不是根本路由不过去"),
    ("2.5G交换机", "换{Q}有没有用，还是群晖本身就卡在硬盘速度"),
    ("SMART 199", "{Q}一直在涨是不是就是线的问题"),
    ("{car}的正时链条", "{Q}是保养件还是终身免维护"),
    ("5G CPE做备用线路", "{Q}在城里住是不是有点多余"),
    ("巨型帧", "PVE和群晖之间开{Q}有没有意义"),
    ("光猫改桥接以后的IPTV", "{Q}还能不能看"),
]


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind = seed, zh, per_kind
        self.rng = random.Random("cz:%d:%d:%d" % (seed, int(zh), attempt))
        self.taken = []
        self.avoid = ["£98", "£150", "50元", "48 hours", "10000"]
        self.decks = {}
        self.P = self.make_persona()

    # ------------------------------------------------------------------ helpers
    def make_persona(self):
        r = self.rng
        if self.zh:
            k = r.sample(ZH_KIDS, 2)
            return {"spouse": r.choice(["老婆", "老公"]), "kid1": k[0], "kid2": k[1],
                    "friend": r.choice(ZH_FRIENDS), "isp": r.choice(ZH_ISPS), "car": r.choice(ZH_CARS),
                    "town": r.choice(ZH_TOWNS), "gp": "老家", "pool": r.choice(["tank", "data", "rpool2"]),
                    "age1": str(r.randint(8, 10)), "age2": str(r.randint(4, 6)),
                    "vmd": str(r.choice([101, 102, 110])), "vmha": str(r.choice([103, 104, 120])),
                    "lan": "192.168.%d" % r.choice([5, 6, 10, 31, 50]), "fhost": r.choice(["zhou-nas", "backup-hz", "gz-box", "homesrv"])}
        k = r.sample(EN_KIDS, 2)
        return {"spouse": r.choice(EN_SPOUSES), "kid1": k[0], "kid2": k[1], "friend": r.choice(EN_FRIENDS),
                "isp": r.choice(EN_ISPS), "car": r.choice(EN_CARS), "town": r.choice(EN_TOWNS),
                "gp": "mum and dad's", "pool": r.choice(["tank", "vault", "data"]),
                "age1": str(r.randint(8, 10)), "age2": str(r.randint(4, 6)),
                "vmd": str(r.choice([101, 102, 110])), "vmha": str(r.choice([103, 104, 120])),
                "lan": "192.168.%d" % r.choice([1, 10, 20, 50, 68]), "fhost": r.choice(["offsite", "bunker", "declan-nas", "backup01"])}

    def f(self, s, **kw):
        d = dict(self.P)
        d.update(kw)
        for k, v in d.items():
            s = s.replace("{" + k + "}", str(v))
        return s

    def pick(self, xs):
        return self.rng.choice(xs)

    def deck(self, name, n):
        d = self.decks.get(name)
        if not d:
            d = list(range(n))
            self.rng.shuffle(d)
            self.decks[name] = d
        return d.pop()

    def fresh(self, gen):
        for _ in range(500):
            v = gen()
            if all(v != t and v not in t and t not in v for t in self.taken + self.avoid):
                self.taken.append(v)
                return v
        v = gen()
        self.taken.append(v)
        return v

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["out"]

    def U(self, s, **kw):
        return ("user", self.f(s, **kw))

    def A(self, s, **kw):
        return ("assistant", self.f(s, **kw))

    def T(self, name, args, out):
        return ("tool", name, {"args": args, "out": out})

    def ssh(self, host, cmd, out):
        return self.T("ssh_run", {"host": host, "command": cmd}, out)

    def router(self, method, path, obj, body=None):
        args = {"method": method, "path": path}
        if body is not None:
            args["body"] = body
        return self.T("router_api", args, json.dumps(obj, indent=2, ensure_ascii=False))

    def cal(self, args, obj):
        return self.T("calendar", args, json.dumps(obj, indent=2, ensure_ascii=False))

    def rand_date(self, lo=(2, 23), hi=(6, 28)):
        a = date(2027, lo[0], lo[1])
        b = date(2027, hi[0], hi[1])
        return a + timedelta(days=self.rng.randint(0, (b - a).days))

    def dstr(self, d, formal=False):
        if self.zh:
            return "%d月%d%s" % (d.month, d.day, "日" if formal else "号")
        return "%s %s" % (MONTHS[d.month - 1], ordinal(d.day))

    def money(self, lo, hi, pence):
        r = self.rng
        v = r.randint(lo, hi)
        if self.zh:
            if pence and r.random() < pence:
                return "%d.%d元" % (v, r.randint(1, 9))
            return "%d元" % v
        if pence and r.random() < pence:
            return "£{:,}.{:02d}".format(v, r.randint(1, 99))
        return "£{:,}".format(v)

    def port(self):
        r = self.rng
        while True:
            p = r.choice([r.randint(1025, 9999), r.randint(10000, 65000), r.randint(10000, 65000)])
            if p not in RESERVED_PORTS:
                return str(p)

    # ------------------------------------------------------------------ shared outputs
    def docker_ps(self, restarting=None):
        r = self.rng
        cs = [
            ("jellyfin", "jellyfin/jellyfin:10.%d.%d" % (r.randint(8, 10), r.randint(0, 13)), "0.0.0.0:8096->8096/tcp, :::8096->8096/tcp"),
            ("nextcloud", "nextcloud:%d-apache" % r.randint(27, 30), "0.0.0.0:8081->80/tcp"),
            ("nextcloud-db", "mariadb:10.%d" % r.randint(6, 11), "3306/tcp"),
            ("nextcloud-redis", "redis:7-alpine", "6379/tcp"),
            ("caddy", "caddy:2-alpine", "0.0.0.0:80->80/tcp, 0.0.0.0:443->443/tcp, 443/udp"),
            ("uptime-kuma", "louislam/uptime-kuma:1", "0.0.0.0:3001->3001/tcp"),
            ("vaultwarden", "vaultwarden/server:latest", "0.0.0.0:8222->80/tcp"),
            ("immich_server", "ghcr.io/immich-app/immich-server:release", "0.0.0.0:2283->2283/tcp"),
            ("immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "5432/tcp"),
            ("zigbee2mqtt", "koenkk/zigbee2mqtt:latest", "0.0.0.0:8080->8080/tcp"),
            ("mosquitto", "eclipse-mosquitto:2", "0.0.0.0:1883->1883/tcp"),
            ("homepage", "ghcr.io/gethomepage/homepage:latest", "0.0.0.0:3000->3000/tcp"),
            ("syncthing", "lscr.io/linuxserver/syncthing:latest", "0.0.0.0:8384->8384/tcp, 0.0.0.0:22000->22000/tcp"),
            ("paperless", "ghcr.io/paperless-ngx/paperless-ngx:latest", "0.0.0.0:8000->8000/tcp"),
        ]
        r.shuffle(cs)
        cs = cs[:r.randint(9, 13)]
        if restarting and all(c[0] != restarting for c in cs):
            cs[0] = [c for c in [
                ("nextcloud", "nextcloud:29-apache", "0.0.0.0:8081->80/tcp"),
                ("immich_server", "ghcr.io/immich-app/immich-server:release", "0.0.0.0:2283->2283/tcp"),
                ("zigbee2mqtt", "koenkk/zigbee2mqtt:latest", "0.0.0.0:8080->8080/tcp"),
                ("paperless", "ghcr.io/paperless-ngx/paperless-ngx:latest", "0.0.0.0:8000->8000/tcp")] if c[0] == restarting][0]
        lines = ["CONTAINER ID   %-44s %-24s %-14s %-32s %-52s NAMES" % ("IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS")]
        for name, img, ports in cs:
            if name == restarting:
                st = "Restarting (1) %d seconds ago" % r.randint(3, 50)
            else:
                st = "Up %d %s%s" % (r.randint(2, 20), r.choice(["hours", "days", "days"]), r.choice(["", " (healthy)", ""]))
            cmd = {"jellyfin": '"/jellyfin/jellyfin"', "caddy": '"caddy run --config…"', "nextcloud-db": '"docker-entrypoint.s…"',
                   "nextcloud-redis": '"docker-entrypoint.s…"', "immich_postgres": '"docker-entrypoint.s…"', "nextcloud": '"/entrypoint.sh apac…"',
                   "mosquitto": '"/docker-entrypoint.…"', "uptime-kuma": '"/usr/bin/dumb-init …"', "vaultwarden": '"/start.sh"',
                   "immich_server": '"tini -- /bin/bash s…"', "zigbee2mqtt": '"docker-entrypoint.s…"', "homepage": '"docker-entrypoint.s…"',
                   "syncthing": '"/init"', "paperless": '"/sbin/docker-entryp…"'}[name]
            lines.append("%s   %-44s %-24s %-14s %-32s %-52s %s" % (hexs(r, 12), img, cmd, "%d %s ago" % (r.randint(2, 5), r.choice(["days", "weeks"])), st, ports, name))
        return "\n".join(lines)

    def df_out(self):
        r = self.rng
        pool = self.P["pool"]
        total = r.choice([7.1, 10.6, 14.2, 21.3])
        rows = [("udev", "7.8G", "0", "7.8G", "0%", "/dev"), ("tmpfs", "1.6G", "2.1M", "1.6G", "1%", "/run"),
                ("boot-pool/ROOT/24.10.2", "198G", "2.6G", "196G", "2%", "/")]
        used_tot = 0.0
        for ds in ["media", "photos", "nextcloud", "backups", "kids"]:
            u = round(r.uniform(0.05, 0.45) * total, 1)
            used_tot += u
            rows.append(("%s/%s" % (pool, ds), "%.1fT" % (total), "%.1fT" % u if u >= 1 else "%dG" % int(u * 1000),
                         "%.1fT" % max(total - used_tot, 0.3), "%d%%" % int(100 * u / total), "/mnt/%s/%s" % (pool, ds)))
        out = ["Filesystem                  Size  Used Avail Use% Mounted on"]
        for row in rows:
            out.append("%-27s %5s %5s %5s %4s %s" % row)
        return "\n".join(out)

    def zpool_out(self, degraded=False):
        r = self.rng
        pool = self.P["pool"]
        disks = ["ata-ST8000VN004-2M2101_WSD%s" % "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTVWXYZ") for _ in range(5)) for _ in range(4)]
        hh, mm, ss = r.randint(3, 9), r.randint(0, 59), r.randint(0, 59)
        day = r.randint(1, 9)
        lines = ["  pool: %s" % pool,
                 " state: %s" % ("DEGRADED" if degraded else "ONLINE")]
        if degraded:
            lines.append("status: One or more devices has experienced an unrecoverable error.  An\n"
                         "        attempt was made to correct the error.  Applications are unaffected.\n"
                         "action: Determine if the device needs to be replaced, and clear the errors\n"
                         "        using 'zpool clear' or replace the device with 'zpool replace'.\n"
                         "   see: https://openzfs.github.io/openzfs-docs/msg/ZFS-8000-9P")
        lines.append("  scan: scrub repaired %s in %02d:%02d:%02d with 0 errors on Sun Feb  %d %02d:%02d:%02d 2027" % (
            "0B" if not degraded else "%dK" % r.randint(12, 400), hh, mm, ss, day, hh, mm, ss))
        lines += ["config:", "", "        NAME                                  STATE     READ WRITE CKSUM",
                  "        %-37s %-9s %4d %5d %5d" % (pool, "DEGRADED" if degraded else "ONLINE", 0, 0, 0),
                  "          %-35s %-9s %4d %5d %5d" % ("raidz1-0", "DEGRADED" if degraded else "ONLINE", 0, 0, 0)]
        bad = r.randint(0, 3)
        for i, dk in enumerate(disks):
            if degraded and i == bad:
                lines.append("            %-33s %-9s %4d %5d %5d" % (dk, "FAULTED", r.randint(3, 40), 0, r.randint(10, 200)))
            else:
                lines.append("            %-33s %-9s %4d %5d %5d" % (dk, "ONLINE", 0, 0, 0))
        lines += ["", "errors: No known data errors"]
        return "\n".join(lines)

    def leases_obj(self):
        r = self.rng
        lan = self.P["lan"]
        names = ["pve", "nas", "pihole", "docker", "haos", "Living-Room-TV", "ESP_%s" % hexs(r, 6).upper(),
                 "iPad-%s" % self.P["kid1"] if not self.zh else "iPad-%s" % r.choice(["dabao", "xiaobao"]),
                 "Pixel-8", "android-%s" % hexs(r, 8), "printer-HP%s" % hexs(r, 4).upper(), "tado-bridge",
                 "shellyplus1pm-%s" % hexs(r, 12), "Nintendo-Switch", "doorbell", "unknown"]
        out = []
        for i, n in enumerate(names):
            mac = ":".join(hexs(r, 2) for _ in range(6))
            out.append({"hostname": n, "mac": mac, "ip": "%s.%d" % (lan, 10 + i * r.randint(1, 7)),
                        "expires_in": r.randint(300, 86400), "static": i < 5})
        return {"leases": out, "count": len(out)}

    def wg_show(self):
        r = self.rng
        return ("interface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: 51820\n\n"
                "peer: %s\n  endpoint: %d.%d.%d.%d:51820\n  allowed ips: 10.8.0.2/32, 192.168.%d.0/24\n"
                "  latest handshake: %d minutes, %d seconds ago\n  transfer: %.2f GiB received, %.2f MiB sent\n"
                "  persistent keepalive: every 25 seconds") % (
            b64key(r), b64key(r), r.randint(80, 95), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254),
            r.choice([0, 1, 2, 178]), r.randint(1, 50), r.randint(0, 59), r.uniform(0.2, 9), r.uniform(10, 900))

    def calendar_week(self):
        r = self.rng
        base = date(2027, 2, r.randint(12, 19))
        P = self.P
        if self.zh:
            evs = [("%s 游泳课" % P["kid1"], "09:00"), ("%s 钢琴课" % P["kid2"], "16:30"), ("%s 足球" % P["kid1"], "09:00"),
                   ("倒垃圾/分类", "20:00"), ("%s 家长会" % P["kid2"], "18:30"), ("给爸妈打视频", "20:30"),
                   ("交物业费", "10:00"), ("%s 编程课" % P["kid1"], "19:00")]
        else:
            evs = [("Swimming (%s)" % P["kid1"], "09:00"), ("Piano (%s)" % P["kid2"], "16:30"), ("Football (%s)" % P["kid1"], "09:00"),
                   ("Bin day", "07:00"), ("Parents' evening (%s)" % P["kid2"], "18:30"), ("Call mum & dad", "19:30"),
                   ("Beavers", "18:15"), ("Dentist (%s)" % P["kid2"], "15:40")]
        r.shuffle(evs)
        out = []
        for i, (t, h) in enumerate(evs[:r.randint(4, 7)]):
            d = base + timedelta(days=r.randint(0, 6))
            out.append({"id": "evt_%s" % hexs(r, 8), "title": t, "start": "%sT%s:00" % (d.isoformat(), h),
                        "calendar": "Family" if not self.zh else "家庭"})
        out.sort(key=lambda e: e["start"])
        return {"range": {"from": base.isoformat(), "to": (base + timedelta(days=6)).isoformat()}, "events": out}

    # ------------------------------------------------------------------ fact generators
    def new_name(self):
        used = self.decks.setdefault("_nameparts", set())
        for _ in range(200):
            if self.zh:
                a, b = self.pick(ZH_SUR), self.pick(ZH_GIVEN)
                n = a + b
            else:
                a, b = self.pick(EN_FIRST), self.pick(EN_LAST)
                n = a + " " + b
            if (a not in used or self.zh) and b not in used:
                break
        used.add(a)
        used.add(b)
        return self.fresh(lambda: n)

    def g_name(self):
        N = self.new_name()
        roles = ZH_NAME_ROLES if self.zh else EN_NAME_ROLES
        line, scene = roles[self.deck("name", len(roles))]
        fact = {"kind": "name", "needles": [N], "line": self.f(line, N=N), "scene": None}
        if scene:
            fact["scene"] = self.name_scene(scene, N)
        return fact

    def name_scene(self, kind, N):
        r = self.rng
        P = self.P
        if kind.startswith("cal_"):
            act = {"cal_swim": ("Swimming squad (%s)" % P["kid1"], "游泳课（%s）" % P["kid1"], 5, "07:30"),
                   "cal_sparky": ("Electrician - loft + cat6", "电工上门：阁楼+拉网线", 1, "08:00"),
                   "cal_piano": ("Piano (%s)" % P["kid2"], "钢琴课（%s）" % P["kid2"], 3, "16:30"),
                   "cal_football": ("Football (%s)" % P["kid1"], "足球课（%s）" % P["kid1"], 5, "09:00")}[kind]
            d = self.rand_date()
            while d.weekday() != act[2]:
                d += timedelta(days=1)
            if self.zh:
                u = self.pick(["帮我在日历里加一下：{what}，从{wd}开始，每周一次，{time}。负责的是{N}，写进备注里，免得{spouse}问我找谁",
                               "日历加个事件：{what}，{wd} {time}，备注写{N}，到时候有事好找人"])
                u = self.f(u, what=act[1], wd=ZH_WEEKDAYS[d.weekday()], time=act[3], N=N)
                title, desc = act[1], "联系人：%s" % N
                rep = self.pick(["加好了，每周重复，备注里有联系人。", "好了，已经加进家庭日历，每周一次。要不要提前一小时提醒？"])
            else:
                u = self.pick(["can you stick {what} in the calendar, {wd}s at {time} starting next time round, weekly. put {N} in the notes so {spouse} knows who to ask for",
                               "calendar pls: {what}, {wd} {time}, recurring. notes: contact is {N}. (yes i know i should remember this myself)"])
                u = self.f(u, what=act[0].lower(), wd=WEEKDAYS[d.weekday()], time=act[3], N=N)
                title, desc = act[0], "Contact: %s" % N
                rep = self.pick(["Done — it's in the Family calendar as a weekly event, contact in the notes.",
                                 "Added, repeating weekly. Want a reminder the night before so the kit bag actually gets packed?"])
            eid = "evt_" + hexs(r, 10)
            return [("user", u),
                    self.cal({"action": "create", "calendar": "Family" if not self.zh else "家庭", "title": title,
                              "start": "%sT%s:00" % (d.isoformat(), act[3]), "recurrence": "RRULE:FREQ=WEEKLY",
                              "description": desc}, {"id": eid, "status": "created", "recurrence": "weekly"}),
                    ("assistant", rep)]
        # pasted emails
        if self.zh:
            bodies = {
                "email_isp": ("{isp}客服回复了，原文贴给你，帮我看看是不是在踢皮球：\n\n————\n尊敬的客户您好：\n\n您反映的宽带晚间掉线问题我们已收到。经后台检测，您的线路近14天光功率正常（-19.8dBm），端口无异常告警，晚高峰速率波动属于正常现象。如您仍有疑问，可预约装维人员上门检测（上门检测如非我方原因将收取50元服务费）。\n\n感谢您对{isp}的支持！\n\n客户服务中心 投诉处理专员 {N}\n————\n\n“属于正常现象”？？我每天晚上9点准时掉线也叫正常？",
                              "典型的模板回复。几个点可以抓：1）他们只看了光功率，没回应你记录的掉线时间点；2）“正常波动”和“完全断线”不是一回事；3）上门检测收费的前提是“非我方原因”，你可以要求先书面确认。建议回复时附上你的掉线日志截图，要求给出具体原因和处理时限。"),
                "email_garage": ("4S店发来的预约确认，贴一下：\n\n————\n尊敬的车主您好，\n您的爱车{car}已预约本店保养服务。请携带行驶证及保养手册按时到店。如需改期请提前24小时致电。\n本次预计项目：机油机滤、空调滤芯、刹车油检测。\n\n服务顾问：{N}\n————\n\n刹车油检测还要单独收钱吗，上次就被坑了",
                                 "确认信里没写价格，最稳的是到店前让服务顾问把每一项报价发过来，尤其是“检测”之后会不会自动变成“更换”。可以明确说：只做机油机滤和空调滤芯，其他项目先报价再决定。"),
                "email_omb": ("工信部那边回邮件了：\n\n————\n您好，\n您提交的关于宽带服务质量的申诉已受理。我们已将您的申诉转交企业处理，企业应在规定时限内与您联系。如对企业处理结果不满意，可再次提交申诉。\n\n申诉受理中心  {N}\n————\n\n所以就是又转回给运营商了？",
                              "对，第一步基本都是转企业处理。好处是现在运营商那边有了“工信部转办”的记录，处理优先级会高很多，一般几天内会有专人联系你。他们打来的时候记得开录音，并且要求书面结论。"),
                "email_school": ("学校发来的托管费通知：\n\n————\n各位家长：\n本学期课后托管服务费用将按实际出勤天数收取，请于开学第三周前完成缴费。如有疑问请联系。\n\n学校财务 {N}\n————\n\n按实际出勤收是好事吧？{kid2}上学期请了好多病假",
                                 "是好事，按出勤收的话病假那几天不会算钱。可以留着上学期的请假记录，万一账单对不上好核对。"),
            }
        else:
            bodies = {
                "email_isp": ("{isp} finally replied. pasting the whole thing because i want a second opinion before i lose my temper\n\n----\nSubject: RE: Complaint - intermittent loss of service\n\nDear Customer,\n\nThank you for your patience while we investigated. We have reviewed the line diagnostics for the last 14 days and can confirm that your connection is performing within the expected range for your product (Minimum Guaranteed Speed 38Mbps). Intermittent evening slowdowns can be caused by WiFi interference within the property and we would recommend connecting devices via ethernet where possible.\n\nIf you would like an engineer visit, please be aware that a charge of up to £150 may apply if no fault is found on our network.\n\nKind regards,\n\n{N}\nCustomer Resolutions | {isp}\n----\n\n'wifi interference'. my router logs the PPP session dropping. it's not the wifi, gary",
                              "It's a fairly standard holding reply. A few things to push on: they've answered a speed complaint when yours is about the session dropping; 'within expected range' says nothing about disconnections; and the engineer charge only applies if no fault is found, so ask them to confirm in writing what counts as 'no fault' before you agree. I'd reply with the PPP drop timestamps from the router log and ask for a specific explanation and a deadline."),
                "email_garage": ("garage confirmation came through, pasting:\n\n----\nHi,\n\nThis is to confirm your booking for {car}. Please drop the vehicle off between 8:00 and 8:30 and bring the locking wheel nut key. Courtesy cars are subject to availability.\n\nWork booked: interim service, brake fluid check, investigate knocking noise front nearside.\n\nAny questions just give me a call.\n\nThanks,\n{N}\nService Advisor\n----\n\nlocking wheel nut key. where the hell is the locking wheel nut key",
                                 "Classic. Usually it's in the glovebox, the boot well next to the spare/repair kit, or the door pocket. Worth finding it tonight rather than at 8:15 tomorrow. Also worth asking them to call with a price before doing anything off the 'investigate' line."),
                "email_omb": ("got an email from the ombudsman!! pasting\n\n----\nDear Sir/Madam,\n\nThank you for contacting us about your complaint with {isp}. We have now accepted your complaint for investigation. We will contact the company and request their evidence. They have 10 working days to provide this. Once we have received it we will review both sides and contact you with our view.\n\nYours sincerely,\n\n{N}\nCase Handler\n----\n\nfinally some progress",
                              "That's a good sign — acceptance means they agree it's eligible (deadlock or 8 weeks passed). Now's the time to get your evidence in order: the PPP drop logs, your speed tests, call dates, and copies of their replies, all in one PDF if you can."),
                "email_school": ("school sent this about wraparound care:\n\n----\nDear Parents/Carers,\n\nFrom next half term breakfast and after-school club will be charged per session attended rather than per week. Invoices will be issued monthly in arrears. Please contact me with any queries.\n\nKind regards\n{N}\nSchool Business Manager\n----\n\nthat's good for us right? {kid2} missed loads with that bug in january",
                                 "Yes, per-session in arrears should work out cheaper for you, since sick days won't be charged. Worth keeping a note of the days {kid2} is off so you can check the first couple of invoices."),
            }
        u, a = bodies[kind]
        return [("user", self.f(u, N=N)), ("assistant", self.f(a))]

    # commands --------------------------------------------------------------
    def g_command(self):
        r = self.rng
        P = self.P
        pool = P["pool"]
        fr = P["friend"].lower() if not self.zh else r.choice(["zhou", "ajie", "liu", "chen", "backup"])
        i = self.deck("command", 16)
        if i == 0:
            c = "rsync -aH --delete --bwlimit=%d /mnt/%s/photos/ %s@%s:/srv/backup/%s/photos/" % (r.randint(4, 24) * 500, pool, fr, P["fhost"], r.choice(["hl", "home", "fam", "lab"]))
            prob = ("the offsite sync is eating the whole upload again and the kids are complaining netflix keeps buffering", "异地同步又把上行跑满了，孩子在那边喊爱奇艺一直转圈")
        elif i == 1:
            c = "zfs snapshot -r %s/nextcloud@pre-upgrade-%s" % (pool, r.choice(["", "02", "03"]) + "%02d%02d" % (r.randint(2, 3), r.randint(1, 28)))
            prob = ("about to upgrade nextcloud and i want a rollback point because last time was a disaster", "准备升级Nextcloud，上次升级翻车了，想先留个回滚点")
        elif i == 2:
            c = "qm set %s --memory %d --balloon %d" % (P["vmha"], r.choice([4096, 6144, 8192]), r.choice([0, 2048, 3072]))
            prob = ("the home assistant VM keeps getting OOM-killed overnight", "HA那台虚拟机半夜老是被OOM干掉")
        elif i == 3:
            c = "pct resize %d rootfs +%dG" % (r.randint(200, 240), r.randint(3, 24))
            prob = ("the pihole LXC root disk is at 100% and the query log stopped", "那个LXC根分区满了，日志都写不进去了")
        elif i == 4:
            c = "docker compose -f /opt/stacks/%s/docker-compose.yml up -d --force-recreate %s" % (r.choice(["media", "jf", "av", "streaming"]), r.choice(["jellyfin", "jellyfin-%d" % r.randint(2, 9)]))
            prob = ("jellyfin lost the iGPU after the host update, transcodes are pegging the cpu", "主机更新完Jellyfin找不到核显了，转码全靠CPU硬扛")
        elif i == 5:
            dom = "%s.%s.%s" % (r.choice(["api", "cdn", "assets", "auth", "static"]), r.choice(["spellquest", "mathsmonkey", "homeworkhub", "readingrocket", "timestablesarena"]) if not self.zh else r.choice(["zuoyebang-edu", "xueersi-app", "yiqizuoye-cdn", "kouyu100", "xiaoyuan-kt"]), r.choice(["com", "co.uk", "io", "net"]))
            c = "pihole -w %s" % dom if not self.zh else "echo '@@||%s^' >> /opt/AdGuardHome/userfilter.txt" % dom
            prob = ("the kids' homework app won't load and i bet it's pihole", "孩子的作业App打不开，我赌一包辣条是广告过滤的锅")
        elif i == 6:
            c = "zpool replace %s ata-WDC_WD40EFRX-68N32N0_WD-WCC7K%s /dev/disk/by-id/ata-ST8000VN004-2M2101_WSD%s" % (pool, "".join(r.choice("0123456789ABCDEFHJKLNPRSTUVXYZ") for _ in range(7)), "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTVWXYZ") for _ in range(5)))
            prob = ("the replacement drive arrived, the faulted one is the old WD", "替换的硬盘到了，坏的是那块旧WD")
        elif i == 7:
            c = "smartctl -t long /dev/sd%s" % r.choice("bcdefg")
            c += " && sleep %d && smartctl -l selftest /dev/sd%s" % (r.randint(5, 12) * 3600, c.split("/dev/sd")[1][0])
            prob = ("one of the disks is showing a few CRC errors and i want a proper test before i RMA it", "有块盘报了几个CRC错误，送修之前想先完整测一遍")
        elif i == 8:
            who = P["spouse"].lower() if not self.zh else r.choice(["laopo", "laogong", "wife", "mama"])
            c = 'sudo -u www-data php /var/www/nextcloud/occ files:scan --path="/%s/files/Photos/%d"' % (who, r.randint(2016, 2026))
            prob = ("i copied a year of photos straight onto the nextcloud data dir and the app can't see them", "我直接把一年的照片拷进了Nextcloud的数据目录，App里看不到")
        elif i == 9:
            c = "restic -r sftp:%s@%s:/srv/restic/%s forget --keep-daily %d --keep-weekly %d --keep-monthly %d --prune" % (fr, P["fhost"], r.choice(["family", "nas", "lab", "photos"]), r.randint(5, 14), r.randint(3, 8), r.randint(6, 24))
            prob = ("the restic repo on the offsite box is getting huge, nothing ever gets pruned", "异地那个restic仓库越来越大，从来没清理过")
        elif i == 10:
            c = "wg set wg0 peer %s allowed-ips 10.8.0.%d/32,192.168.%d.0/24" % (b64key(r), r.randint(3, 40), r.randint(100, 199))
            prob = ("the tunnel to the grandparents is up but i can't reach anything on their LAN", "跟老家的隧道是通的，但访问不到他们内网的设备")
        elif i == 11:
            c = "iperf3 -c 10.8.0.%d -R -t %d -P %d" % (r.randint(2, 40), r.choice([20, 30, 60]), r.randint(2, 8))
            prob = ("mum says the photo frame takes ages to load the new pictures, want to know if it's the tunnel or their line", "老家说相框加载新照片特别慢，想看看是隧道的问题还是他们那边宽带的问题")
        elif i == 12:
            c = "vzdump %s --mode snapshot --compress zstd --storage %s --notes-template '{{guestname}} pre-%s'" % (P["vmd"], r.choice(["nas-backups", "pbs-local", "truenas-nfs", "bk-nfs"]), r.choice(["kernel", "docker27", "upgrade", "reinstall"]))
            prob = ("want a full backup of the docker VM before i mess with it tonight", "今晚要折腾docker那台虚拟机，想先整机备份一下")
        elif i == 13:
            c = "journalctl --vacuum-size=%dM && journalctl --vacuum-time=%dd" % (r.choice([200, 300, 500, 750]), r.choice([14, 21, 30, 45]))
            prob = ("the pi's sd card is nearly full and it's all journal logs", "树莓派的SD卡快满了，全是journal日志")
        elif i == 14:
            c = 'docker image prune -a --filter "until=%dh"' % r.choice([72, 168, 240, 336, 720])
            prob = ("the docker VM disk is at 94% again", "docker虚拟机的磁盘又到94%了")
        else:
            c = "ufw allow from 10.8.0.0/24 to any port %d proto tcp comment '%s'" % (r.randint(2000, 9999), r.choice(["grandparents-frame", "gp-photos", "jellyfin-vpn", "nas-smb-vpn"]))
            prob = ("the grandparents can reach jellyfin over the tunnel but not the photo share", "老家通过隧道能访问Jellyfin，但访问不了照片共享")
        c = self.fresh(lambda: c)
        prob = prob[1] if self.zh else prob[0]
        if self.zh:
            lines = ["备忘一下，上次救命的那条命令是 `{C}`，别再让我去翻历史记录了",
                     "{P0}，最后是这么解决的：{C}",
                     "从终端历史里抄出来的，免得丢：{C}",
                     "记一下，{P0}的时候就跑 `{C}`"]
        else:
            lines = ["note for future me: the one that actually worked was `{C}`, so i stop digging through bash history",
                     "{P0} — fixed it in the end with {C}",
                     "copying this out of my terminal history before it scrolls away: {C}",
                     "for the record, when {P0}, the answer is `{C}`"]
        line = self.f(self.pick(lines), C=c, P0=prob)
        fact = {"kind": "command", "needles": [c], "line": line}
        m = r.random()
        if m < 0.45:
            if self.zh:
                ua = self.pick(["{P0}，有啥办法吗", "救命，{P0}。怎么搞", "又来了，{P0}，给我一条命令就行，困死了", "新问题：{P0}。我脑子只剩15分钟电量了"])
                aa = self.pick(["可以这样：\n\n```\n{C}\n```\n\n跑之前确认一下路径和名字对不对。",
                                "试试这个：\n\n`{C}`\n\n如果报错把输出贴给我。",
                                "最直接的办法：\n\n```\n{C}\n```\n\n一条就够，不用动别的配置。",
                                "一行就能搞定：\n\n```\n{C}\n```\n\n建议在tmux里跑，免得ssh断了。"])
                ub = self.pick(["搞定了，谢谢！", "好了。记下来了", "可以了，你是我的神", "好了，为什么每次都是一行的事"])
            else:
                ua = self.pick(["{P0}. ideas?", "ok so {P0}. what's the least effort fix, it's nearly 1am", "{P0} :( just give me a command i can paste",
                                "new problem: {P0}. i have about 15 minutes of brain left", "{P0}. before you ask, yes i've tried turning it off and on again"])
                aa = self.pick(["You can do it in one go:\n\n```\n{C}\n```\n\nDouble-check the names/paths match your setup before you hit enter.",
                                "Try this:\n\n`{C}`\n\nIf it errors, paste the output and we'll go from there.",
                                "Simplest fix:\n\n```\n{C}\n```\n\nNo config changes needed beyond that.",
                                "That's a one-liner, luckily:\n\n```\n{C}\n```\n\nIt's safe to re-run if you're not sure it took.",
                                "I'd do it like this:\n\n```\n{C}\n```\n\nWorth running it in tmux in case your SSH session drops."])
                ub = self.pick(["that did it, ty", "worked. you're a star", "sorted. bed now. maybe.", "perfect, done", "yep that fixed it. why is it always one line"])
            fact["scene"] = [self.U(ua, P0=prob), self.A(aa, C=c), self.U(ub)]
        elif m < 0.7:
            host = "pve" if c.startswith(("qm ", "pct ", "vzdump", "zfs ")) else ("nas" if c.startswith(("zpool", "smartctl", "sudo -u", "rsync", "restic")) else ("pihole" if c.startswith(("pihole", "echo", "journalctl")) else ("docker" if c.startswith("docker") else "pve")))
            if self.zh:
                ua = self.pick(["{P0}。你直接帮我在机器上跑一下吧，命令用 {C}", "{P0}，帮我ssh上去执行：{C}"])
                aa = self.pick(["跑完了，没有报错。", "执行成功了，输出看起来正常。"])
            else:
                ua = self.pick(["{P0}. can you just run it for me: {C}", "{P0}, go on, ssh in and do `{C}`, i trust you more than me right now"])
                aa = self.pick(["Done — it ran cleanly, no errors.", "Ran it; output looks normal."])
            outs = ["", "OK", "done", "Pruned %d snapshots" % r.randint(2, 30), "exit 0"]
            fact["scene"] = [self.U(ua, P0=prob, C=c), self.ssh(host, c, self.pick(outs)), self.A(aa)]
        else:
            fact["scene"] = None
        return fact

    # ids ------------------------------------------------------------------
    def g_id(self):
        r = self.rng
        P = self.P
        i = self.deck("id", 12)
        D = lambda n: "".join(r.choice("0123456789") for _ in range(n))
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
        if self.zh:
            specs = [
                (lambda: "TS%s%s" % (r.choice(["2027", "202702"]), D(8)), "{isp}的投诉工单号是{X}，客服说48小时内回电，呵呵"),
                (lambda: "GXB-%s-%s" % (D(4), D(6)), "工信部申诉受理编号{X}"),
                (lambda: "WO%s" % D(10), "4S店的保养工单号{X}"),
                (lambda: D(12), "两块硬盘的京东订单号是{X}"),
                (lambda: "RMA%s" % D(8), "希捷的返修RMA号{X}"),
                (lambda: "YY%s%s" % (D(5), L(1)), "{kid1}游泳馆的会员卡号{X}"),
                (lambda: "JF-%s" % (L(2) + D(5)), "学校托管费的缴费单号{X}"),
                (lambda: "ZW%s" % D(9), "装维上门的派单号是{X}"),
                (lambda: "#%s" % D(5), "Jellyfin那个硬解的bug在GitHub上是 issue {X}"),
                (lambda: "SF%s" % D(13), "退货的顺丰单号{X}"),
                (lambda: "RDAA%s%s" % (D(4), D(10)), "挡风玻璃的保险报案号{X}"),
                (lambda: "DNS-%s" % D(6), "域名服务商那边的工单号{X}"),
            ]
        else:
            specs = [
                (lambda: "CMP-%s" % D(7), "{isp} complaint reference is {X}, they said 'allow 48 hours' which, sure"),
                (lambda: "OS-%s-%s" % (D(4), D(5)), "ombudsman case number is {X}"),
                (lambda: "JOB%s" % D(5), "garage job number for the service is {X}"),
                (lambda: "%s-%s-%s" % (D(3), D(7), D(7)), "the order number for the two drives is {X}"),
                (lambda: "RMA%s" % D(8), "seagate RMA number {X}"),
                (lambda: "SW%s%s" % (D(4), L(1)), "{kid1}'s swim club membership number is {X}"),
                (lambda: "PAY-%s" % (L(2) + D(5)), "the payment reference for the wraparound care invoice is {X}"),
                (lambda: "OR-%s" % D(8), "openreach engineer visit ref {X}"),
                (lambda: "#%s" % D(5), "the jellyfin transcoding bug is github issue {X}"),
                (lambda: "JD000%s" % D(13), "tracking for the returned drive is {X}"),
                (lambda: "CLM-%s-%s" % (D(6), L(1)), "windscreen claim reference is {X}"),
                (lambda: "TKT-%s" % D(6), "the registrar support ticket for the DNS mess is {X}"),
            ]
        gen, line = specs[i]
        X = self.fresh(gen)
        fact = {"kind": "id", "needles": [X], "line": self.f(line, X=X), "scene": None}
        if i in (0, 2, 7) and r.random() < 0.7:
            fact["scene"] = self.id_email_scene(i, X)
        elif i in (2, 5, 7) and r.random() < 0.5:
            d = self.rand_date()
            if self.zh:
                t = {2: "保养（%s）" % P["car"], 5: "%s 游泳馆续卡" % P["kid1"], 7: "装维上门"}[i]
                u = self.f("日历里加一下：{t}，{m}月{d}号上午，备注写{X}", t=t, m=d.month, d=d.day, X=X)
                a = "加好了，编号写在备注里。"
            else:
                t = {2: "Car service (%s)" % P["car"].replace("the ", ""), 5: "Renew swim membership (%s)" % P["kid1"], 7: "Openreach engineer"}[i]
                u = self.f("stick it in the calendar: {t}, {wd} {dd} {mon} in the morning, put the ref {X} in the notes", t=t.lower(), wd=WEEKDAYS[d.weekday()], dd=d.day, mon=MONTHS[d.month - 1][:3], X=X)
                a = "Added, with the reference in the notes."
            fact["scene"] = [("user", u),
                             self.cal({"action": "create", "calendar": "Family" if not self.zh else "家庭", "title": t,
                                       "start": "%sT09:00:00" % d.isoformat(), "description": "Ref: %s" % X},
                                      {"id": "evt_" + hexs(r, 10), "status": "created"}),
                             ("assistant", a)]
        return fact

    def id_email_scene(self, i, X):
        if self.zh:
            t = {0: "{isp}发短信了：\n\n【{isp}】尊敬的客户，您反映的宽带故障已受理，工单号：{X}，我们将在48小时内安排专人与您联系。如有疑问请拨打10000（回复TD退订）\n\n又是48小时，上次的48小时到现在都没人联系我",
                 2: "4S店发来的短信：\n\n【{car}特约店】您好，您的车辆已完成接车登记，工单号{X}，预计今天17:00前完工，如有增项将电话与您确认。\n\n“如有增项”，熟悉的味道",
                 7: "收到装维的短信：\n\n您的宽带故障已派单，派单号{X}，装维人员将在预约时段上门，请保持电话畅通。\n\n终于派单了，希望这次派的是会用光功率计的"}[i]
            a = self.pick(["这次有正式编号了，之后沟通都报这个号，让他们没法说“查不到记录”。", "好，有编号就好办。建议把每次通话的时间和对方工号记下来，和编号放在一起。"])
        else:
            t = {0: "got the auto email from {isp}, pasting for the record\n\n----\nThanks for getting in touch. We've logged your complaint and your reference number is {X}. We aim to respond within 48 hours. Please quote this reference in all correspondence.\n\nThis is an automated message, please do not reply.\n----\n\nthe last '48 hours' was three weeks ago",
                 2: "garage texted:\n\n\"Hi, your vehicle has been checked in under job no. {X}. We'll call before carrying out any additional work. Estimated ready 5pm.\"\n\n'additional work'. here we go",
                 7: "email from openreach (via {isp}):\n\n----\nYour engineer appointment has been booked. Reference: {X}. An engineer will attend during your selected slot. Please ensure someone over 18 is present and the master socket is accessible.\n----\n\nmaster socket is behind the sofa and the sofa is full of lego. great"}[i]
            a = self.pick(["Good — at least there's a formal reference now. Quote it every time so they can't claim there's no record.",
                           "Worth keeping every one of these. If it does end up with the ombudsman, a clean timeline with references makes the case much easier."])
        return [("user", self.f(t, X=X)), ("assistant", a)]

    # ports ------------------------------------------------------------------
    def g_port(self):
        r = self.rng
        P = self.P
        p = self.fresh(self.port)
        if self.zh:
            ctx = ["老家路由器上把UDP {X}转发到树莓派做WireGuard，没用默认端口因为那边运营商好像封了51820",
                   "{friend}那台备份机的ssh端口是{X}，不是22，每次都忘",
                   "把Nextcloud在宿主机上的端口改成{X}了，不跟反代抢了",
                   "uptime kuma现在在{X}端口",
                   "zigbee2mqtt那套的mqtt改到{X}了",
                   "群晖的管理界面挪到{X}了，5001扫描的太多",
                   "AdGuard的后台放在{X}，因为80被Caddy占了",
                   "Jellyfin对外映射的端口是{X}",
                   "Grafana那个面板在{X}",
                   "vaultwarden映射到{X}",
                   "老家相框访问的照片服务在{X}端口",
                   "iperf服务端开在{X}"]
        else:
            ctx = ["on {gp} router i forwarded udp {X} to the pi for wireguard — not the default because their ISP seems to block 51820",
                   "{friend}'s backup box has ssh on {X}, not 22, and i forget every single time",
                   "moved nextcloud to {X} on the docker host so it stops fighting with the proxy",
                   "uptime kuma lives on {X} now",
                   "the mqtt broker for the zigbee stuff is on {X} now",
                   "moved the truenas web ui to {X} because the bots hammer the default",
                   "pihole admin is on {X} since caddy has 80",
                   "jellyfin's published port is {X}",
                   "the grafana dashboard is on {X}",
                   "vaultwarden is mapped to {X}",
                   "the photo frame at {gp} pulls from the slideshow service on {X}",
                   "iperf server is listening on {X}"]
        i = self.deck("port", len(ctx))
        line = self.f(ctx[i], X=p)
        fact = {"kind": "port", "needles": [p], "line": line, "scene": None}
        m = r.random()
        if m < 0.3:
            fact["scene"] = self.port_router_scene(p, i)
        elif m < 0.55 and i in (2, 3, 4, 7, 8, 9):
            fact["scene"] = self.port_compose_scene(p, i)
        return fact

    def port_router_scene(self, p, i):
        r = self.rng
        lan = self.P["lan"]
        svc = ["wg-grandparents", "ssh-offsite", "nextcloud", "uptime", "mqtt", "nas-ui", "dns-admin", "jellyfin", "grafana", "vaultwarden", "photo-frame", "iperf"][i]
        rules = []
        for n, ext, intp, proto, ip in [("https", 443, 443, "tcp", 20), ("http-acme", 80, 80, "tcp", 20), ("wireguard", 51820, 51820, "udp", 5),
                                         ("minecraft-kids", r.choice([25565, 25566]), 25565, "tcp", 44), ("plex-old", 32400, 32400, "tcp", 21)]:
            rules.append({"name": n, "enabled": n != "plex-old", "proto": proto, "external_port": ext, "internal_ip": "%s.%d" % (lan, ip), "internal_port": intp})
        rules.insert(r.randint(0, len(rules)), {"name": svc, "enabled": True, "proto": "udp" if i == 0 else "tcp", "external_port": int(p),
                                                 "internal_ip": "%s.%d" % (lan, r.randint(5, 40)), "internal_port": int(p) if r.random() < 0.5 else [51820, 22, 80, 3001, 1883, 443, 3000, 8096, 3000, 80, 8080, 5201][i]})
        if self.zh:
            u = self.pick(["帮我看一下路由器上的端口转发，{svc}那条到底是哪个端口来着", "路由器上{svc}转发的是哪个端口？我记不清了"])
            restate = r.random() < 0.5
            a = ("是 %s 端口，规则名叫 %s，目前是启用状态。另外 plex-old 那条已经禁用了，可以考虑删掉。" % (p, svc)) if restate else \
                "找到了，%s 那条规则是启用的，外部端口和内部端口都在上面。顺便说一句，plex-old 那条已经禁用了，可以删掉。" % svc
        else:
            u = self.pick(["can you check the router port forwards, what port did i use for {svc}? i've lost track", "what's the {svc} forward on the router again? pull the list"])
            restate = r.random() < 0.5
            a = ("It's external port %s for %s, and it's enabled. Also, plex-old is still in there (disabled) — probably safe to delete." % (p, svc)) if restate else \
                "Found it — the %s rule is there and enabled, ports as above. Side note: plex-old is still listed (disabled), could be tidied up." % svc
        return [self.U(u, svc=svc), self.router("GET", "/api/firewall/portforwards", {"rules": rules}), ("assistant", a)]

    def port_compose_scene(self, p, i):
        r = self.rng
        svc = {2: ("nextcloud", "nextcloud:29-apache", "80"), 3: ("uptime-kuma", "louislam/uptime-kuma:1", "3001"),
               4: ("mosquitto", "eclipse-mosquitto:2", "1883"), 7: ("jellyfin", "jellyfin/jellyfin:latest", "8096"),
               8: ("grafana", "grafana/grafana-oss:latest", "3000"), 9: ("vaultwarden", "vaultwarden/server:latest", "80")}[i]
        others = [("homepage", "ghcr.io/gethomepage/homepage:latest", "3000:3000"), ("syncthing", "lscr.io/linuxserver/syncthing:latest", "8384:8384"),
                  ("paperless", "ghcr.io/paperless-ngx/paperless-ngx:latest", "8000:8000"), ("whoami", "traefik/whoami", "8088:80")]
        r.shuffle(others)
        blocks = []
        for name, img, ports in others[:2]:
            blocks.append('  %s:\n    image: %s\n    container_name: %s\n    restart: unless-stopped\n    ports:\n      - "%s"\n    volumes:\n      - /opt/appdata/%s:/config\n' % (name, img, name, ports, name))
        blocks.insert(1, '  %s:\n    image: %s\n    container_name: %s\n    restart: unless-stopped\n    ports:\n      - "%s:%s"\n    environment:\n      - TZ=%s\n    volumes:\n      - /opt/appdata/%s:/data\n' % (svc[0], svc[1], svc[0], p, svc[2], "Asia/Shanghai" if self.zh else "Europe/London", svc[0]))
        compose = "services:\n" + "\n".join(blocks) + "\nnetworks:\n  default:\n    name: lab\n"
        if self.zh:
            u = "现在的compose是这样的，{svc}那个映射是我昨晚改的，你看下有没有问题，还有volumes是不是该用绝对路径\n\n```yaml\n{c}```"
            a = "整体没问题，volumes 已经是绝对路径了。唯一建议是给每个服务加个 healthcheck，另外 restart 策略统一用 unless-stopped 挺好。"
        else:
            u = "here's the compose as it stands, i changed the {svc} mapping last night, can you sanity check it? also should volumes be absolute paths\n\n```yaml\n{c}```"
            a = "Looks fine — the volumes already are absolute paths, which is what you want. Only suggestions: add healthchecks where the images support them, and maybe pin image tags instead of `latest` so updates are deliberate."
        return [self.U(u, svc=svc[0], c=compose), ("assistant", a)]

    # versions ------------------------------------------------------------------
    def g_version(self):
        r = self.rng
        specs = [
            ("nextcloud", lambda: "%d.0.%d" % (r.randint(27, 31), r.randint(0, 14)),
             "pinning nextcloud to {V} until the memories app catches up", "Nextcloud先锁在{V}，等插件适配了再说"),
            ("proxmox", lambda: "8.%d.%d" % (r.randint(1, 4), r.randint(1, 16)),
             "pve is on {V} now, the kernel update went through without drama for once", "PVE升到{V}了，这次内核更新居然没翻车"),
            ("ha", lambda: "2027.%d.%d" % (r.randint(1, 2), r.randint(0, 5)),
             "HA {V} broke the tuya integration so i'm rolling back", "HA {V}把涂鸦集成搞挂了，准备回滚"),
            ("jellyfin", lambda: "10.%d.%d" % (r.randint(9, 11), r.randint(0, 12)),
             "jellyfin {V} finally fixed the subtitle burn-in thing", "Jellyfin {V}终于修好了字幕烧录的问题"),
            ("truenas", lambda: "24.10.%d.%d" % (r.randint(0, 2), r.randint(1, 4)),
             "the nas is on TrueNAS SCALE {V}", "群晖DSM现在是{V}"),
            ("pihole", lambda: "5.%d.%d" % (r.randint(17, 19), r.randint(1, 6)),
             "pihole core is v{V} on the pi", "AdGuard Home 是 v{V}"),
            ("openwrt", lambda: "23.05.%d" % r.randint(2, 6),
             "the travel router at {gp} runs openwrt {V}", "软路由的iStoreOS基于OpenWrt {V}"),
            ("zfs", lambda: "2.2.%d" % r.randint(0, 8),
             "zfs on the nas is {V}", "PVE上的zfs是{V}"),
            ("restic", lambda: "0.%d.%d" % (r.randint(16, 19), r.randint(0, 4)),
             "restic on {friend}'s box is {V}, ours has to match or the repo format complains", "{friend}那边的restic是{V}，我们这边要对上，不然仓库格式会报错"),
            ("immich", lambda: "1.%d.%d" % (r.randint(118, 140), r.randint(0, 3)),
             "immich is on {V}, don't let it auto-update, they break stuff every release", "Immich现在是{V}，别让它自动更新，每个版本都有breaking change"),
            ("kernel", lambda: "6.%d.%d" % (r.randint(5, 9), r.randint(10, 40)),
             "the docker VM is on kernel {V} since the reboot", "docker虚拟机重启后内核是{V}"),
            ("caddy", lambda: "2.%d.%d" % (r.randint(7, 9), r.randint(0, 6)),
             "caddy is {V}", "Caddy是{V}"),
        ]
        if self.zh:
            specs[4] = ("dsm", lambda: "7.2.%d-%d" % (r.randint(1, 2), r.randint(64500, 72999)), None, "群晖DSM现在是{V}")
            specs[5] = ("adguard", lambda: "0.107.%d" % r.randint(40, 60), None, "AdGuard Home 是 v{V}")
        i = self.deck("version", len(specs))
        key, gen, en, zh = specs[i]
        V = self.fresh(gen)
        line = self.f(zh if self.zh else en, V=V)
        fact = {"kind": "version", "needles": [V], "line": line, "scene": None}
        if r.random() < 0.4:
            sc = self.version_scene(key, V)
            if sc:
                fact["scene"] = sc
        return fact

    def version_scene(self, key, V):
        r = self.rng
        P = self.P
        if key == "nextcloud":
            host, cmd = "docker", "docker exec -u www-data nextcloud php occ status"
            out = "  - installed: true\n  - version: %s.%d\n  - versionstring: %s\n  - edition: \n  - maintenance: false\n  - needsDbUpgrade: false\n  - productname: Nextcloud\n  - extendedSupport: false" % (V, r.randint(1, 9), V)
            q = ("what nextcloud are we actually on? i've lost track after the last two upgrades", "Nextcloud现在到底是哪个版本？升了两次我已经乱了")
        elif key == "proxmox":
            host, cmd = "pve", "pveversion"
            out = "pve-manager/%s/%s (running kernel: 6.8.%d-%d-pve)" % (V, hexs(r, 16), r.randint(4, 12), r.randint(1, 4))
            q = ("which pve version is the host on? need it for a forum post", "PVE主机是哪个版本？发帖要写")
        elif key == "ha":
            host, cmd = "haos", "ha core info --raw-json"
            out = json.dumps({"result": "ok", "data": {"version": V, "version_latest": V, "update_available": False, "arch": "amd64", "machine": "qemux86-64", "port": 8123, "ssl": False, "boot": True, "watchdog": True}})
            q = ("what HA version is running right now? before i touch anything", "HA现在是哪个版本？动手之前先看一眼")
        elif key == "jellyfin":
            host, cmd = "docker", "curl -s http://localhost:8096/System/Info/Public"
            out = json.dumps({"LocalAddress": "http://172.18.0.4:8096", "ServerName": "jellyfin", "Version": V, "ProductName": "Jellyfin Server", "OperatingSystem": "", "Id": hexs(r, 32), "StartupWizardCompleted": True})
            q = ("which jellyfin version did watchtower leave us on?", "Jellyfin现在被更新到哪个版本了？")
        elif key == "zfs":
            host, cmd = "nas" if not self.zh else "pve", "zfs version"
            out = "zfs-%s-1\nzfs-kmod-%s-1" % (V, V)
            q = ("what zfs version is the pool running under?", "zfs是哪个版本？")
        elif key == "restic":
            host, cmd = "nas", "restic version"
            out = "restic %s compiled with go1.%d.%d on linux/amd64" % (V, r.randint(21, 23), r.randint(1, 9))
            q = ("what restic do we have locally?", "本地的restic是哪个版本？")
        elif key == "kernel":
            host, cmd = "docker", "uname -r"
            out = "%s-amd64" % V if not self.zh else "%s-1-pve" % V
            q = ("what kernel did the docker VM come back up on?", "docker虚拟机重启后是什么内核？")
        elif key == "caddy":
            host, cmd = "docker", "docker exec caddy caddy version"
            out = "v%s h1:%s=" % (V, b64key(r)[:43])
            q = ("which caddy is it running?", "Caddy是哪个版本？")
        elif key == "dsm":
            host, cmd = "nas", '. /etc.defaults/VERSION; echo "DSM $productversion-$buildnumber Update $smallfixnumber ($builddate)"'
            out = "DSM %s Update %d (2026/11/%02d)" % (V, r.randint(1, 6), r.randint(1, 28))
            q = ("群晖现在是哪个DSM版本？", "群晖现在是哪个DSM版本？")
        else:
            return None
        q = q[1] if self.zh else q[0]
        restate = r.random() < 0.5
        if self.zh:
            a = ("现在是 %s。" % V + self.pick(["", "不是最新的，但很稳，没必要急着升。"])) if restate else self.pick(["查到了，版本号在上面的输出里，看起来一切正常。", "就是上面这个版本，状态正常，没有待处理的更新。"])
        else:
            a = ("You're on %s. " % V + self.pick(["", "Nothing urgent to do there.", "That's fine to leave as-is for now."])) if restate else \
                self.pick(["That's the version in the output above — everything looks healthy.", "Got it — version's above, and nothing looks off (no pending migrations/updates flagged)."])
        return [("user", q), self.ssh(host, cmd, out), ("assistant", a)]

    # money ------------------------------------------------------------------
    def g_money(self):
        r = self.rng
        if self.zh:
            ctx = [("{isp}说提前解约要交{X}违约金，一个每天晚上掉线的宽带，呵", 300, 1800, 0),
                   ("4S店报价：大保养加刹车片一共{X}", 800, 3500, 0.3),
                   ("两块硬盘最后花了{X}", 1800, 3600, 0),
                   ("游泳班一期现在要{X}", 1200, 4800, 0),
                   ("跟{friend}说好了，每年给他{X}当电费", 300, 1200, 0),
                   ("我打算要求赔偿{X}", 500, 3000, 0),
                   ("那台APC的UPS二手{X}", 400, 1500, 0),
                   ("N100小主机活动价{X}", 600, 1500, 0.3),
                   ("{kid1}的冬令营{X}，包往返大巴", 2000, 6800, 0),
                   ("他们所谓的“资费调整”之后每个月要{X}", 129, 399, 0),
                   ("{isp}说可以补偿{X}话费，打发叫花子呢", 30, 200, 0),
                   ("按智能插座的数据，整个弱电箱一个月电费大概{X}", 60, 260, 0.5),
                   ("学校托管一学期{X}", 1500, 4500, 0)]
        else:
            ctx = [("{isp} want {X} to leave early. for a line that drops every evening. cheers", 180, 420, 0.5),
                   ("garage quoted {X} for the major service plus front pads", 350, 1400, 0.6),
                   ("the two drives came to {X} in the end", 280, 560, 0.5),
                   ("swimming is {X} a term now", 62, 180, 0.3),
                   ("told {friend} i'd chip in {X} a year for his electricity", 60, 150, 0),
                   ("i'm going to ask for {X} in compensation", 150, 900, 0),
                   ("the refurb APC UPS is {X}", 120, 380, 0.4),
                   ("the n100 box was {X} on offer", 140, 260, 0.4),
                   ("beavers camp is {X} including the coach", 45, 140, 0.2),
                   ("their 'mid-contract price rise' takes it to {X} a month", 32, 68, 1.0),
                   ("they've offered {X} goodwill credit, which is frankly insulting", 15, 60, 0.3),
                   ("according to the smart plug the whole cupboard costs about {X} a month to run", 18, 65, 0.4),
                   ("wraparound care for the half term came to {X}", 120, 480, 0.5)]
        i = self.deck("money", len(ctx))
        tmpl, lo, hi, pp = ctx[i]
        M = self.fresh(lambda: self.money(lo, hi, pp))
        fact = {"kind": "money", "needles": [M], "line": self.f(tmpl, X=M), "scene": None}
        m = r.random()
        if i == 1 and m < 0.7:
            fact["scene"] = self.quote_scene(M)
        elif m < 0.3:
            wrong = self.money(lo, hi, pp)
            if all(wrong != t and wrong not in t and t not in wrong for t in self.taken + self.avoid):
                self.avoid.append(wrong)
                if self.zh:
                    t = self.pick(["……等下，我说错了，是", "……不对不对，是", "。更正一下，是"])
                    fact["line"] = self.f(tmpl, X=wrong) + t + M
                else:
                    t = self.pick([" — wait no, misread the email, it's ", ". no hang on, ", " (sorry, typo, it's "])
                    fact["line"] = self.f(tmpl, X=wrong) + t + M + (")" if t.startswith(" (") else "")
        return fact

    def quote_scene(self, M):
        r = self.rng
        if self.zh:
            tot = float(M.replace("元", ""))
            names = ["机油（全合成4L）", "机油滤芯", "空调滤芯", "前刹车片", "刹车油更换", "工时费"]
        else:
            tot = float(M.replace("£", "").replace(",", ""))
            names = ["Engine oil 5W-30 (4.5L)", "Oil filter", "Pollen filter", "Front brake pads", "Brake fluid", "Labour 2.4h @ £98/h"]
        cuts = sorted(r.uniform(0.05, 0.95) for _ in range(len(names) - 1))
        parts = []
        prev = 0.0
        for c in cuts + [1.0]:
            parts.append(round((c - prev) * tot, 2))
            prev = c
        parts[-1] = round(tot - sum(parts[:-1]), 2)
        if self.zh:
            lines = "\n".join("%-12s %8.2f元" % (n, p) for n, p in zip(names, parts))
            u = self.f("4S店发来的报价单，你帮我看看有没有水分：\n\n{l}\n------------------------\n合计           {M}\n\n刹车片真的要换吗？上次保养才说还有六成", l=lines, M=M)
            a = "几个可以问的点：刹车片如果上次还有六成，可以要求他们拍照或者量厚度给你看；刹车油一般两年一换，先确认上次是什么时候换的；工时费可以问能不能打折。其他几项价格都算正常。"
        else:
            lines = "\n".join("%-28s £%8.2f" % (n, p) for n, p in zip(names, parts))
            u = self.f("garage sent the quote. does this look like they're having a laugh?\n\n{l}\n--------------------------------------\nTOTAL inc VAT                {M}\n\nthe pads were 'fine' at the MOT in october", l=lines, M=M)
            a = "Mostly normal, but two things to query: ask them to measure the front pads (in mm) and send a photo, given they passed in October; and check when the brake fluid was last changed — it's usually every two years. The labour rate is on the high side but typical for a main dealer."
        return [("user", u), ("assistant", a)]

    # dates ------------------------------------------------------------------
    def g_date(self):
        r = self.rng
        d = None
        for _ in range(200):
            d = self.rand_date()
            s = self.dstr(d)
            if all(s != t and s not in t and t not in s for t in self.taken + self.avoid):
                break
        D = self.fresh(lambda: self.dstr(d))
        if self.zh:
            ctx = ["车约了{X}保养，早上8点前送过去",
                   "宽带合约{X}到期，那违约金的事可能就不用吵了",
                   "{kid1}的游泳比赛是{X}",
                   "如果{isp}到{X}还不解决，我就去工信部申诉",
                   "{friend}{X}要搬服务器，那个周末异地备份会停",
                   "岳父岳母{X}过来住，那周别折腾网络，他们用访客WiFi",
                   "装维师傅{X}上门，上午8点到12点，经典",
                   "泛域名证书{X}过期",
                   "{kid2}的春游是{X}",
                   "车的年检{X}到期",
                   "{kid2}生日派对定在{X}，已经订了室内游乐场",
                   "那块旧WD的保修{X}到期",
                   "我们{X}出去玩，走之前老家VPN必须搞定"]
        else:
            ctx = ["car's booked in for {X}, dropping it off before 8",
                   "contract actually ends {X}, so the early termination argument might be moot",
                   "{kid1}'s swimming gala is {X}",
                   "if {isp} haven't sorted it by {X} i can go to the ombudsman",
                   "{friend} is moving his server into the new rack on {X}, so offsite backups will be down that weekend",
                   "{spouse}'s parents are staying from {X}, so no lab maintenance that week, they're on the guest wifi",
                   "openreach engineer is coming {X}, 8am to 1pm slot, classic",
                   "the wildcard cert expires {X}",
                   "{kid2}'s school trip is {X}",
                   "MOT is due {X}",
                   "{kid2}'s party is {X}, we've booked the soft play place",
                   "the old WD's warranty runs out {X}",
                   "we're away from {X}, the vpn to {gp} has to be solid before then"]
        i = self.deck("date", len(ctx))
        fact = {"kind": "date", "needles": [D], "line": self.f(ctx[i], X=D), "scene": None}
        m = r.random()
        if m < 0.3:
            w = d + timedelta(days=r.choice([-7, -2, -1, 1, 2, 7]))
            ws = self.dstr(w)
            if all(ws != t and ws not in t and t not in ws for t in self.taken + self.avoid):
                self.avoid.append(ws)
                if self.zh:
                    fact["line"] = self.f(ctx[i], X=ws) + "……" + self.pick(["不对，改了，是", "等下我看错了，是", "哦不是，"]) + D
                else:
                    fact["line"] = self.f(ctx[i], X=ws) + " — " + self.pick(["no wait, ", "sorry, i mean ", "scratch that, it's ", "no hang on, they changed it, "]) + D
        elif m < 0.6:
            fact["scene"] = self.date_cal_scene(d, D, i)
        return fact

    def date_cal_scene(self, d, D, i):
        r = self.rng
        P = self.P
        if self.zh:
            titles = ["保养（%s）" % P["car"], "宽带合约到期", "%s 游泳比赛" % P["kid1"], "工信部申诉截止", "%s搬服务器" % P["friend"],
                      "岳父岳母来住", "装维上门", "证书过期", "%s 春游" % P["kid2"], "年检到期", "%s 生日派对" % P["kid2"], "旧WD保修到期", "出去玩"]
        else:
            titles = ["Car service", "Broadband contract ends", "Swimming gala (%s)" % P["kid1"], "Ombudsman deadline", "%s server move" % P["friend"],
                      "%s's parents staying" % P["spouse"], "Openreach engineer", "Wildcard cert expiry", "School trip (%s)" % P["kid2"],
                      "MOT due", "Party (%s)" % P["kid2"], "WD warranty ends", "Holiday"]
        t = titles[i]
        evs = [{"id": "evt_" + hexs(r, 8), "title": t, "start": "%sT%s" % (d.isoformat(), r.choice(["08:00:00", "09:30:00", "13:00:00"])), "calendar": "Family" if not self.zh else "家庭"}]
        for _ in range(r.randint(1, 3)):
            od = self.rand_date()
            evs.append({"id": "evt_" + hexs(r, 8), "title": self.pick(titles[:i] + titles[i + 1:]) + (" (draft)" if not self.zh else "（草稿）"), "start": "%sT09:00:00" % od.isoformat(), "calendar": "Family" if not self.zh else "家庭"})
        if self.zh:
            u = self.pick(["{t}是哪天来着？日历里应该有", "帮我查下日历，{t}是哪天"])
            a = self.pick(["是%s（%s）。" % (D, ZH_WEEKDAYS[d.weekday()]), "日历里写的是%s，%s。要不要提前一天提醒？" % (D, ZH_WEEKDAYS[d.weekday()])])
        else:
            u = self.pick(["when's the {t2} again? it's in the calendar somewhere", "can you check the calendar, when is the {t2}?"])
            a = self.pick(["It's %s, %s." % (WEEKDAYS[d.weekday()], D), "The calendar has it on %s (a %s). Want a reminder the day before?" % (D, WEEKDAYS[d.weekday()])])
        return [self.U(u, t=t, t2=t.lower()), self.cal({"action": "search", "query": t}, {"events": evs}), ("assistant", a)]

    # decisions / constraints / questions ------------------------------------------
    def g_decision(self):
        pool = ZH_DECISIONS if self.zh else EN_DECISIONS
        c, why, alt = pool[self.deck("decision", len(pool))]
        c, why, alt = self.f(c), self.f(why), self.f(alt)
        self.fresh(lambda: c)
        self.fresh(lambda: why)
        if self.zh:
            lines = ["决定了，不纠结了：{C}，主要是因为{R}",
                     "睡了一觉想通了，{C}。{R}，不想再折腾",
                     "之前说的{ALT}作废，{C}，原因很简单：{R}",
                     "{spouse}拍板了：{C}，因为{R}。我被否决了"]
        else:
            lines = ["ok decided, not relitigating it at 1am: we'll {C}, mainly because {R}",
                     "slept on it. going to {C} — {R}, and i can't be bothered fighting it",
                     "ignore what i said about {ALT}. new plan: we'll {C}, because {R}",
                     "{spouse} has ruled: we {C}, because {R}. i have been overruled"]
        fact = {"kind": "decision", "needles": [c, why], "line": self.f(self.pick(lines), C=c, R=why, ALT=alt), "scene": None}
        if self.rng.random() < 0.5:
            if self.zh:
                u1 = self.pick(["纠结中：{ALT}，还是{C}？各有各的好，你帮我理一理", "两个方案：一是{ALT}，二是{C}。你怎么看"])
                a1 = self.pick(["两个都说得通。第一个省事、不用改现有的东西；第二个长期维护更轻松，但前期要花一个晚上折腾。关键看你更在意哪一头：现在的时间，还是以后少操心。",
                                "取决于你最怕哪种麻烦：短期折腾还是长期隐患。如果有一条是反复出过问题的，那通常值得一次性解决掉。",
                                "说实话两个都不算错。可以从三方面比：花多少钱、占你多少个晚上、以及你不在家的时候坏了会怎样。有孩子的家里，坏了也不太影响人的方案通常更好。",
                                "维持现状的好处是你已经知道它会怎么坏。只有当现在的问题是结构性的、反复出现的，才值得换。最近到底是哪一点最烦？"])
                u2 = self.pick(["好，就这么定了：{C}。{R}，这一条就够了", "定了，{C}。说到底还是{R}", "跟{spouse}商量过了，{C}。{R}，就这样", "最终决定：{C}，因为{R}，不改了"])
                a2 = self.pick(["好，记下了。需要的话我可以列一个迁移步骤。", "明白，就按这个来。", "好决定，建议找个周末上午弄，别半夜。", "同意。"])
            else:
                u1 = self.pick(["torn between {ALT} and, option two, we {C}. talk me through it?", "ok two options: {ALT}, or {C}. thoughts?"])
                a1 = self.pick(["Both are defensible. The first is less work tonight and changes nothing that currently works; the second is more effort up front but probably less hassle long-term. It mostly comes down to whether the pain you've been having is a one-off or keeps recurring.",
                                "Depends which annoyance you'd rather live with: a bit of setup now, or the current problem coming back. If something's bitten you more than once, that usually tips it.",
                                "Honest answer: neither is wrong. I'd weigh three things — cost, how much of your evenings it eats, and what happens when it breaks while you're not around. The option that fails more gracefully usually wins in a house with kids.",
                                "The status quo has the advantage that you already know its failure modes. The change is worth it only if the thing that's annoying you is structural rather than a one-off. What's actually been biting you?"])
                u2 = self.pick(["right, decided: {C}. {R}, that's the clincher", "yeah ok. {C}. honestly the reason is just that {R}",
                                "talked to {spouse}. we {C}. {R}, basically", "ok final answer: {C}. because {R}. no take-backs"])
                a2 = self.pick(["Sounds right. Want me to sketch the migration steps?", "Makes sense — noted.", "Good call. I'd do it on a weekend morning rather than at midnight.", "Agreed."])
            if "{C}" in u1:
                # the choice appears in the options message as well
                pass
            fact["scene"] = [self.U(u1, C=c, ALT=alt), self.A(a1), self.U(u2, C=c, R=why), self.A(a2)]
        return fact

    def g_constraint(self):
        pool = ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS
        a, c = pool[self.deck("constraint", len(pool))]
        a, c = self.f(a), self.f(c)
        self.fresh(lambda: a)
        self.fresh(lambda: c)
        if self.zh:
            lines = ["立个规矩，写下来：{A}，{C}",
                     "提醒我一下，{A}，{C}。吃过亏的",
                     "{spouse}同意机柜继续留在储物间的唯一条件：{A}，{C}",
                     "铁律：{A}，{C}"]
            if a.endswith("不要同时跑") or c.endswith("不要同时跑"):
                lines = ["立个规矩，写下来：{A}{C}", "铁律：{A}{C}，吃过亏的"]
        else:
            lines = ["rule for future me, write it down somewhere: {A} {C}",
                     "remind me if i ever forget — {A} {C}. learned that one the hard way",
                     "{spouse}'s one condition for the lab staying in the cupboard: {A} {C}",
                     "house rule from now on: {A} {C}"]
        fact = {"kind": "constraint", "needles": [a, c], "line": self.f(self.pick(lines), A=a, C=c), "scene": None}
        if self.rng.random() < 0.45:
            if self.zh:
                u1 = self.pick(["出事了。刚才手贱，结果Nextcloud同步全卡住，{spouse}的照片传了一半，我被骂了", "今晚翻车了，老家那边断了一个小时，我妈打了三个电话",
                                "刚才操作失误，{kid1}看动画片看到一半Jellyfin没了，哭了二十分钟", "完了，升级完软路由全家断网，{spouse}的视频会议直接掉线",
                                "今天差点把一个重要快照删了，冷汗都出来了", "异地备份跑了一半被我打断了，现在restic说仓库被锁了"])
                a1 = self.pick(["先别慌：大概率不会丢数据。等现在的任务跑完，看一下日志里最后成功的时间点，从那之后的重新同步一次就行。",
                                "能恢复。先确认服务都起来了，再看一下日志里中断前后有没有报错，有的话贴给我。"])
                u2 = "好了，恢复了。教训：" + self.pick(lines)
                a2 = self.pick(["记住了，以后建议维护操作的时候我会先考虑这一条。", "合理，这条规矩我记着。"])
            else:
                u1 = self.pick(["well that went badly. i got impatient and now the nextcloud sync is wedged halfway through {spouse}'s photos and i'm in trouble",
                                "disaster. {gp} vpn was down for an hour tonight because of me and mum rang three times",
                                "so i restarted something i shouldn't have and {kid1} lost the end of a film. there were tears. not all of them {kid1}'s",
                                "router update went sideways and {spouse} got dropped out of a work call. i am sleeping in the cupboard with the nas tonight",
                                "nearly deleted a snapshot i actually needed tonight. hands still shaking",
                                "interrupted the offsite backup halfway and now restic says the repo is locked"])
                a1 = self.pick(["It's recoverable. Let whatever's running finish, check the logs for the last successful point, and re-run from there — you almost certainly haven't lost anything.",
                                "Okay — first make sure everything is back up, then look at the logs around the time it broke. Paste anything red and we'll go from there."])
                u2 = "sorted. lesson learned: " + self.pick(lines)
                a2 = self.pick(["Noted — I'll factor that in whenever I suggest maintenance.", "Fair rule. I'll keep it in mind."])
            fact["scene"] = [self.U(u1), self.A(a1), self.U(u2, A=a, C=c), self.A(a2)]
        return fact

    def g_question(self):
        pool = ZH_QUESTIONS if self.zh else EN_QUESTIONS
        q, tmpl = pool[self.deck("question", len(pool))]
        q = self.f(q)
        self.fresh(lambda: q)
        ques = self.f(tmpl, Q=q)
        if self.zh:
            tails = ["？算了先不说这个，太晚了", "？……这个改天再聊", "？先记着，回头再说", "？不急"]
        else:
            tails = ["? anyway not now, it's late", "? no need to answer, just a thought", "? park that for another night", "? (random 2am thought, ignore)"]
        line = ques + self.pick(tails)
        fact = {"kind": "question", "needles": [q], "line": line, "scene": None, "noecho": True}
        if self.rng.random() < 0.6:
            req, tool, a = self.diversion()
            if self.zh:
                u = self.pick(["顺便问一句，{L}\n\n说正事，{REQ}", "{L}\n\n哎{kid2}醒了……回来了。{REQ}", "{L}\n\n好了不想这个了，{REQ}"])
            else:
                u = self.pick(["oh and {L}\n\nactual request: {REQ}", "{L}\n\nbrb {kid2}... ok back. {REQ}", "{L}\n\nanyway. {REQ}"])
            fact["scene"] = [self.U(u, L=line, REQ=req), tool, ("assistant", a)]
        return fact

    def diversion(self):
        r = self.rng
        P = self.P
        k = r.randint(0, 4)
        if k == 0:
            if self.zh:
                out = ("Filesystem              Size  Used Avail Use%% Mounted on\n/dev/md0                2.3G  1.4G  826M  63%% /\n/dev/mapper/cachedev_0   %dT  %.1fT  %.1fT  %d%% /volume1\n/dev/mapper/cachedev_1  3.6T  %.1fT  %.1fT  %d%% /volume2" % (
                    r.choice([10, 14, 21]), r.uniform(3, 9), r.uniform(2, 8), r.randint(30, 70), r.uniform(0.5, 3), r.uniform(0.3, 3), r.randint(10, 85)))
                return ("帮我看一下群晖现在的磁盘占用", self.ssh("nas", "df -h", out), "两个卷都还有余量，volume1 用得多一些，暂时不用担心。")
            return ("how full is the nas looking", self.ssh("nas", "df -h", self.df_out()), "Here's where things stand — plenty of headroom overall; photos is the one growing fastest.")
        if k == 1:
            return (("这周日历上有啥" if self.zh else "what's on the calendar this week"),
                    self.cal({"action": "list", "range": "this_week"}, self.calendar_week()),
                    ("这周就这些，兴趣班照常，没有冲突。" if self.zh else "That's the week — the usual clubs, nothing clashing as far as I can see."))
        if k == 2:
            return (("看下老家的隧道通不通" if self.zh else "is the tunnel to {gp} up?"), self.ssh("pve", "wg show", self.wg_show()),
                    ("隧道正常，最近有握手，也有流量。" if self.zh else "Yes — recent handshake and traffic flowing both ways, so the tunnel's fine."))
        if k == 3:
            obj = {"interface": "pppoe0", "status": "up", "uptime_s": r.randint(600, 80000), "sync_down_kbps": r.randint(50000, 80000),
                   "sync_up_kbps": r.randint(15000, 20000), "reconnects_24h": r.randint(0, 9)}
            return (("软路由WAN什么状态" if self.zh else "what's the WAN doing right now"), self.router("GET", "/api/wan/status", obj),
                    ("拨号在线，速率正常，24小时内有几次重连。" if self.zh else "Up and synced at normal rates; a handful of reconnects in the last 24h, as usual lately."))
        out = "      VMID NAME                 STATUS     MEM(MB)    BOOTDISK(GB) PID\n       %s docker               running    %d             64.00 %d\n       %s haos                 running    4096            32.00 %d\n       105 win11                stopped    8192            96.00 0" % (
            P["vmd"], r.choice([8192, 12288, 16384]), r.randint(1000, 9000), P["vmha"], r.randint(1000, 9000))
        return (("PVE上的虚拟机都起来了吗" if self.zh else "are the VMs all up?"), self.ssh("pve", "qm list", out),
                ("docker和HA都在跑，win11是关着的，正常。" if self.zh else "Docker and HA are running; the Windows VM is off, which is normal."))

    # ------------------------------------------------------------------ reply pools
    def reply_for(self, kind):
        if self.zh:
            pools = {
                "name": ["记下了，下次提到我就知道是谁了。", "好，有个名字比“那个谁”好使多了。", "收到。"],
                "command": ["记下了。下次遇到同样的问题直接用这条。", "好，这条我记着。", "收到，挺干净的一条命令。"],
                "id": ["记下了，之后沟通都报这个号。", "好，编号收好了。", "收到。"],
                "port": ["记下了。", "好，端口记着了，回头写进文档里。", "收到，不用默认端口是对的。"],
                "version": ["记下了。", "好，先锁版本是对的。", "收到。"],
                "money": ["记下了。", "好，这个数我记着。", "收到，要不要建个表把这些开销记一下？"],
                "date": ["记下了，要不要放进日历？", "好，我记着。", "收到。"],
                "decision": ["合理，记下了。", "好，就按这个来。", "我觉得这个决定没问题。"],
                "constraint": ["记住了，以后安排维护会考虑这一条。", "合理的规矩。", "收到。"],
                "question": ["好，先睡吧。", "行，不急。", "收到。"],
            }
        else:
            pools = {
                "name": ["Noted — I'll know who that is if it comes up again.", "Good to have a name rather than 'the person from…'.", "Got it."],
                "command": ["Noted — that's a clean one to keep.", "Got it, saved for next time.", "Nice, that's the right way to do it."],
                "id": ["Noted. Quote that every time you contact them.", "Got it, reference saved.", "Noted."],
                "port": ["Noted.", "Got it — worth adding to your lab notes too.", "Sensible not to use the default."],
                "version": ["Noted.", "Got it. Pinning is the right call.", "Noted — good to know what's actually running."],
                "money": ["Noted.", "Got it. Want me to start a little running total of these?", "Ouch. Noted."],
                "date": ["Noted — want it in the calendar?", "Got it.", "Noted."],
                "decision": ["Makes sense — noted.", "Reasonable call.", "Agreed, that's sensible."],
                "constraint": ["Noted — I'll keep that in mind when suggesting maintenance.", "Fair rule.", "Got it."],
                "question": ["Go to bed :)", "No rush.", "Fair enough."],
            }
        return self.pick(pools[kind])

    def echo_for(self, fact):
        n = fact["needles"]
        k = fact["kind"]
        if self.zh:
            t = {"name": "记下了：{0}。", "command": "记下了：\n\n```\n{0}\n```", "id": "编号{0}记下了。", "port": "好，{0}端口，记下了。",
                 "version": "好，{0}，记下了。", "money": "{0}，记下了。", "date": "{0}，记下了。要放进日历吗？",
                 "decision": "好，决定记下了：{0}，原因是{1}。", "constraint": "记住了：{0}，{1}。"}[k]
        else:
            t = {"name": "Noted: {0}.", "command": "Saved:\n\n```\n{0}\n```", "id": "Reference {0} noted.", "port": "Got it — port {0}.",
                 "version": "Okay, {0} it is.", "money": "{0} — noted.", "date": "{0} — noted. Want it in the calendar?",
                 "decision": "Logged: {0}, because {1}.", "constraint": "Understood: {0} {1}."}[k]
        return t.replace("{0}", n[0]).replace("{1}", n[1] if len(n) > 1 else "")

    # ------------------------------------------------------------------ filler
    def filler_en(self, k):
        r = self.rng
        P = self.P
        if k == 0:
            bad = self.pick(["nextcloud", "immich_server", "zigbee2mqtt", "paperless"])
            logs = {"nextcloud": "Configuring Redis as session handler\nAH00558: apache2: Could not reliably determine the server's fully qualified domain name\nInitializing nextcloud %d.0.%d ...\nUpgrading nextcloud from %d.0.%d ...\nAn unhandled exception has been thrown:\nDoctrine\\DBAL\\Exception\\ConnectionException: An exception occurred in the driver: SQLSTATE[HY000] [2002] Connection refused" % (r.randint(27, 29), r.randint(1, 9), r.randint(26, 28), r.randint(1, 9)),
                    "immich_server": "[Nest] 7  - 02/1%d/2027, 1:%02d:14 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (3)...\nError: getaddrinfo ENOTFOUND database\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)" % (r.randint(0, 9), r.randint(0, 59)),
                    "zigbee2mqtt": "Zigbee2MQTT:error 2027-02-1%d 01:%02d:03: Error while starting zigbee-herdsman\nZigbee2MQTT:error 2027-02-1%d 01:%02d:03: Failed to start zigbee\nZigbee2MQTT:error 2027-02-1%d 01:%02d:03: Check https://www.zigbee2mqtt.io/guide/installation/20_zigbee2mqtt-fails-to-start.html for possible solutions\nError: Error: No such file or directory, cannot open /dev/ttyUSB0" % ((r.randint(0, 9), r.randint(0, 59)) * 3),
                    "paperless": "Paperless-ngx docker container starting...\nWaiting for Redis...\nConnected to Redis broker.\nApply database migrations...\ndjango.db.utils.OperationalError: could not translate host name \"db\" to address: Name or service not known"}[bad]
            expl = {"nextcloud": "The database container isn't accepting connections when Nextcloud starts — it's trying to run an upgrade and can't reach MariaDB. Check `nextcloud-db` is actually up and that `MYSQL_HOST` matches its container name; a `depends_on` with a healthcheck stops the race.",
                    "immich_server": "It can't resolve the hostname `database`, which means the postgres container either isn't running or isn't on the same Docker network. Usually that's a renamed service in the compose file after an update.",
                    "zigbee2mqtt": "It's lost the Zigbee stick — `/dev/ttyUSB0` doesn't exist inside the container. Either the dongle re-enumerated as ttyUSB1 after the reboot or the USB passthrough on the VM dropped. Use the `/dev/serial/by-id/...` path instead so it survives renumbering.",
                    "paperless": "It can't resolve `db`, so the postgres container isn't on the same network or isn't running. Check `docker compose ps` in the paperless stack."}[bad]
            return [("user", self.pick(["ok here's docker ps on the docker vm, something's restart-looping and i can't see what\n\n```\n%s\n```",
                                        "why is everything slow. docker ps:\n\n```\n%s\n```\n\n(yes i know half of these say latest, don't judge me)"]) % self.docker_ps(bad)),
                    ("assistant", "`%s` is the one — it's stuck in `Restarting`. Want me to pull its logs?" % bad),
                    ("user", self.pick(["yes pls", "go on then", "yep"])),
                    self.ssh("docker", "docker logs --tail 40 %s" % bad, logs),
                    ("assistant", expl),
                    ("user", self.pick(["ahh. classic. fixed, ty", "of course it is. ok fixed", "brilliant. that was it. why is it always dns/networking"]))]
        if k == 1:
            return [("user", self.pick(["how full is the nas looking? i have a feeling the photos share is ballooning", "quick one, disk space on the nas pls"])),
                    self.ssh("nas", "df -h", self.df_out()),
                    ("assistant", "Plenty of room overall. Media is the biggest by far; photos is growing steadily but nothing's near a threshold where I'd worry yet. ZFS performance tends to fall off past ~80% full, so that's the number to watch."),
                    ("user", self.pick(["cool. media is mostly {kid1}'s minecraft youtube downloads probably", "ok good. the 4k rips are going to have to go at some point"]))]
        if k == 2:
            deg = r.random() < 0.35
            items = [("user", self.pick(["can you check the pool, the nas beeped at me and {spouse} gave me a look", "zpool status pls, just being paranoid"])),
                     self.ssh("nas", "zpool status %s" % P["pool"], self.zpool_out(deg))]
            if deg:
                items += [("assistant", "One disk is FAULTED and the pool is DEGRADED — data is still fine (raidz1 still has redundancy… just none to spare now). I'd avoid heavy writes and get a replacement ordered. Want me to pull SMART data for that disk?"),
                          ("user", "oh for gods sake. yeah ok tomorrow. not tonight. i can't cope tonight")]
            else:
                items += [("assistant", "All ONLINE, no errors, last scrub clean. You can stop being paranoid (for tonight)."),
                          ("user", "never. paranoia is a feature")]
            return items
        if k == 3:
            return [("user", self.pick(["vpn to {gp} is down again i think, mum says the photo frame is stuck on christmas", "dad says 'the internet picture thing' isn't working. can you check the tunnel"])),
                    self.ssh("pve", "systemctl status wg-quick@wg0", "● wg-quick@wg0.service - WireGuard via wg-quick(8) for wg0\n     Loaded: loaded (/lib/systemd/system/wg-quick@.service; enabled; preset: enabled)\n     Active: active (exited) since Tue 2027-02-09 03:%02d:44 GMT; 2 days ago\n       Docs: man:wg-quick(8)\n             man:wg(8)\n             https://www.wireguard.com/\n    Process: %d ExecStart=/usr/bin/wg-quick up wg0 (code=exited, status=0/SUCCESS)\n   Main PID: %d (code=exited, status=0/SUCCESS)\n        CPU: 41ms" % (r.randint(0, 59), r.randint(500, 9000), r.randint(500, 9000))),
                    ("assistant", "The interface on our side is up. Let me look at the peer."),
                    self.ssh("pve", "wg show", self.wg_show()),
                    ("assistant", "The tunnel itself looks alive — the last handshake is recent and traffic is flowing. So it's probably the frame itself (or its app) rather than the VPN. Has it been power-cycled recently?"),
                    ("user", self.pick(["lol no. ok i'll get dad to turn it off and on again tomorrow. the universal fix", "ahh so it's the frame. of course it's the frame."]))]
        if k == 4:
            return [("user", "what's this device on the network, it's been chatting to the internet all night"),
                    self.router("GET", "/api/dhcp/leases", self.leases_obj()),
                    ("assistant", "There are a couple of unlabelled ones. The `ESP_...` hostname is almost certainly one of the smart plugs or a sensor (ESP32/ESP8266-based). The `android-...` one is probably a tablet or the TV stick. If you want, I can give the known ones static names so they stop looking suspicious."),
                    ("user", self.pick(["it's the smart plug on the fish tank isn't it. betrayed by a fish tank", "probably the tv stick. it's always the tv stick"]))]
        if k == 5:
            down = [round(r.uniform(4, 70), 1) for _ in range(6)]
            tab = "\n".join("%s  %02d:%02d   down %5.1f Mbps  up %4.1f Mbps  ping %d ms" % (self.pick(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]), r.randint(18, 23), r.randint(0, 59), dn, r.uniform(2, 18), r.randint(9, 140)) for dn in down)
            return [("user", "speedtests from the last week for the {isp} complaint. the evenings are a joke\n\n```\n%s\n```\n\nthe contract says 'up to 80'. up to. sure" % tab),
                    ("assistant", "The pattern is pretty clear — evening results dip hard and latency spikes. For the complaint, the useful thing is the minimum guaranteed speed in your contract paperwork rather than 'up to': if you're repeatedly below that, they're supposed to fix it or let you leave. I'd keep logging at the same times each night for another week."),
                    ("user", "yeah. i've got a cron doing it every 30 mins now. graphs incoming. i'm that guy now")]
        if k == 6:
            return [("user", self.pick(["brb {kid2} woke up", "hang on, small person at the door", "one sec, {kid2} crying"])),
                    ("assistant", self.pick(["No rush.", "Go — I'll be here.", "Good luck."])),
                    ("user", self.pick(["ok back. bad dream about a shark in the bath. don't ask", "back. needed a wee and a full conversation about whether dogs dream", "back. false alarm, just wanted the landing light on. which is on a smart bulb. which was offline. great"]))]
        if k == 7:
            return [("user", self.pick(["{spouse} says if i'm not in bed in 20 minutes the nas goes on ebay", "{spouse} just walked past and said 'is that the cupboard computer again'. yes. yes it is"])),
                    ("assistant", self.pick(["Then let's make these 20 minutes count.", "Strong negotiating position. Let's be quick."])),
                    ("user", self.pick(["the nas is family. the nas stays", "lol. 19 minutes"]))]
        if k == 8:
            conf = ("server {\n    listen 443 ssl http2;\n    server_name ha.%s.home.arpa;\n\n    ssl_certificate     /etc/letsencrypt/live/home/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/home/privkey.pem;\n\n    location / {\n        proxy_pass http://%s.%d:8123;\n        proxy_set_header Host $host;\n        proxy_set_header X-Real-IP $remote_addr;\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n        proxy_read_timeout 90;\n    }\n}\n\nserver {\n    listen 80;\n    server_name ha.%s.home.arpa;\n    return 301 https://$host$request_uri;\n}" % (
                self.pick(["fox", "burrow", "nest", "den"]), P["lan"], r.randint(20, 40), self.pick(["fox", "burrow", "nest", "den"])))
            return [("user", "home assistant through nginx loads the login page and then just spins forever. conf:\n\n```nginx\n%s\n```" % conf),
                    ("assistant", "It's the websocket — HA's frontend needs it and this proxy doesn't upgrade the connection. Add these inside `location /`:\n\n```nginx\nproxy_http_version 1.1;\nproxy_set_header Upgrade $http_upgrade;\nproxy_set_header Connection \"upgrade\";\n```\n\nAnd in HA's `configuration.yaml` make sure `http:` has `use_x_forwarded_for: true` and the proxy's IP in `trusted_proxies`, otherwise it'll reject the forwarded requests."),
                    ("user", "that was it. three evenings. three evenings for three lines"),
                    ("assistant", "That's about the standard exchange rate for reverse proxies.")]
        if k == 9:
            compose = ("services:\n  jellyfin:\n    image: jellyfin/jellyfin:latest\n    container_name: jellyfin\n    user: 1000:1000\n    network_mode: host\n    volumes:\n      - /opt/appdata/jellyfin/config:/config\n      - /opt/appdata/jellyfin/cache:/cache\n      - /mnt/%s/media:/media:ro\n    group_add:\n      - \"%d\"\n    restart: unless-stopped\n    environment:\n      - JELLYFIN_PublishedServerUrl=https://watch.example.home\n" % (P["pool"], r.choice([104, 105, 109, 993])))
            return [("user", "trying to get hardware transcoding going on the docker VM. compose:\n\n```yaml\n%s```\n\nthe render group thing is a guess" % compose),
                    ("assistant", "You're missing the device itself — `group_add` only helps if the container can see the GPU. Add:\n\n```yaml\n    devices:\n      - /dev/dri/renderD128:/dev/dri/renderD128\n```\n\nThen check the group number matches `getent group render` on the host (inside a VM you'll also need the iGPU passed through first). In Jellyfin, enable QSV or VAAPI under Playback."),
                    ("user", self.pick(["ugh the VM doesn't even have the igpu. that's a weekend job then", "ok that's the bit i was missing. will try tomorrow"]))]
        if k == 10:
            yaml = ("alias: Kids bedtime lights\ntrigger:\n  - platform: time\n    at: \"19:%02d:00\"\n  - platform: state\n    entity_id: input_boolean.bedtime_mode\n    to: \"on\"\ncondition:\n  - condition: state\n    entity_id: group.family\n    state: home\naction:\n  - service: light.turn_on\n    target:\n      entity_id:\n        - light.kids_room_lamp\n        - light.landing\n    data:\n      brightness_pct: 20\n      color_temp_kelvin: 2200\n  - delay: \"00:%02d:00\"\n  - service: light.turn_off\n    target:\n      entity_id: light.landing\nmode: single\n" % (r.randint(0, 45), r.randint(10, 45)))
            return [("user", "why does this fire twice most nights\n\n```yaml\n%s```" % yaml),
                    ("assistant", "You've got two triggers: the fixed time, and `bedtime_mode` turning on. If something (another automation, or the Google Home routine) flips `bedtime_mode` around the same time, you get two runs. With `mode: single` the second is usually dropped while the delay is running, but if the first has already finished you'll see it again. Either remove one trigger or add a condition that the lamp is currently off."),
                    ("user", "the google routine. it's always the google routine")]
        if k == 11:
            conf = ("[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = <redacted>\nPostUp = iptables -A FORWARD -i wg0 -j ACCEPT; iptables -t nat -A POSTROUTING -o vmbr0 -j MASQUERADE\nPostDown = iptables -D FORWARD -i wg0 -j ACCEPT; iptables -t nat -D POSTROUTING -o vmbr0 -j MASQUERADE\n\n[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.2/32, 192.168.%d.0/24\nEndpoint = %s.duckdns.org:51820\n" % ("mum and dad" if r.random() < 0.5 else P["town"], b64key(r), r.randint(100, 199), self.pick(["mumanddad", "gp-house", "grannyfi", "nanandgrandad"])))
            return [("user", "wg0.conf on our side, keys redacted obv. should i add keepalive? the tunnel dies overnight\n\n```ini\n%s```" % conf),
                    ("assistant", "Yes — add `PersistentKeepalive = 25` to the [Peer] section. Their end is almost certainly behind NAT, and once the mapping times out overnight nothing can get back in until they send traffic. Put it on whichever side is behind NAT (ideally both)."),
                    ("user", "done. if this works mum gets christmas photos by march. progress")]
        if k == 12:
            return [("user", self.pick(["it's 1:40am. going to bed. thank you for your service", "right. bed. for real this time"])),
                    ("assistant", "Night! Don't open the laptop again."),
                    ("user", self.pick(["opened the laptop again. couldn't sleep. {spouse} is snoring like a raid rebuild", "ok i lied, lying in bed on my phone. one more thing"]))]
        if k == 13:
            return [("user", self.pick(["thought: the real homelab was the friends we made along the way", "my uptime is better than my sleep schedule and i think that's a problem"])),
                    ("assistant", self.pick(["And the real backups were the ones we tested along the way.", "Your uptime is at least monitored. Your sleep isn't."])),
                    ("user", "lmao")]
        if k == 14:
            snap = hexs(r, 8)
            log = ("using parent snapshot %s\n\nFiles:         %d new, %5d changed, %6d unmodified\nDirs:          %d new, %5d changed, %6d unmodified\nAdded to the repository: %.3f GiB (%.3f GiB stored)\n\nprocessed %d files, %.3f TiB in %d:%02d:%02d\nsnapshot %s saved" % (
                hexs(r, 8), r.randint(10, 900), r.randint(0, 200), r.randint(100000, 400000), r.randint(1, 40), r.randint(10, 300), r.randint(10000, 60000),
                r.uniform(0.5, 30), r.uniform(0.4, 28), r.randint(150000, 500000), r.uniform(0.8, 3.5), r.randint(0, 6), r.randint(0, 59), r.randint(0, 59), snap))
            return [("user", "last night's offsite backup, is this fine?\n\n```\n%s\n```" % log),
                    ("assistant", "That's a healthy run — it used the previous snapshot as a parent, only the changed files were uploaded, and it saved a new snapshot. The 'stored' figure being a bit lower than 'added' is compression doing its job. The one thing missing is a periodic `restic check` — monthly is fine."),
                    ("user", "monthly check. adding it to the list of things i'll definitely do")]
        if k == 15:
            return [("user", self.pick(["thinking of doing the vlan thing tonight. iot on its own network, kids on another...", "might finally do the vlan split tonight"])),
                    ("assistant", "Doable, but it touches everything — DHCP, firewall rules, the Chromecast/mDNS stuff — and if you lock yourself out of the router it's a cable-and-console job. Worth doing when you have a couple of clear hours."),
                    ("user", "...yeah you're right. not at midnight. not with the router in the cupboard behind the hoover. saturday maybe. or never. probably never")]
        if k == 16:
            return [("user", "what's on this week, family-wise? i've lost track"),
                    self.cal({"action": "list", "range": "this_week"}, self.calendar_week()),
                    ("assistant", "Here's the week — the usual clubs plus a couple of one-offs. The busiest day has two pickups close together, so worth deciding now who's doing which."),
                    ("user", "{spouse} is doing the early one, i'm on the late one. apparently. i was informed")]
        if k == 17:
            return [("user", "how's pihole doing, i want to see how many ads the smart tv is trying to load"),
                    self.ssh("pihole", "pihole -c -j", json.dumps({"domains_being_blocked": r.randint(140000, 900000), "dns_queries_today": r.randint(20000, 90000), "ads_blocked_today": r.randint(3000, 30000), "ads_percentage_today": round(r.uniform(8, 40), 6), "unique_domains": r.randint(1500, 6000), "queries_forwarded": r.randint(10000, 40000), "queries_cached": r.randint(5000, 30000), "clients_ever_seen": r.randint(20, 60), "unique_clients": r.randint(15, 45), "status": "enabled"})),
                    ("assistant", "Decent chunk blocked today. If you want the per-client breakdown to shame the TV specifically, the Top Clients page in the admin UI shows it."),
                    ("user", "the tv is the worst offender by miles. it's like a toddler asking 'why' every 4 seconds")]
        if k == 18:
            return [("user", self.pick(["car's making a grinding noise when i turn left. {spouse} says it's been doing it for weeks. i have not noticed because i never drive it", "{car} has started grinding on left turns. it's a cry for help"])),
                    ("assistant", "Grinding on turns is often a CV joint or a wheel bearing — not something to ignore for long. Mention it specifically when it's next in, and ask them to confirm before doing any work."),
                    ("user", "noted. adding to the list of things that cost money")]
        if k == 19:
            return [("user", "can you check journalctl on the pi for anything nasty, pihole felt slow earlier"),
                    self.ssh("pihole", "journalctl -p warning --since '6 hours ago' --no-pager | tail -n 12",
                             "\n".join("Feb 1%d %02d:%02d:%02d pihole %s" % (r.randint(0, 9), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), self.pick([
                                 "kernel: [%d.%06d] mmc0: Timeout waiting for hardware interrupt." % (r.randint(10000, 99999), r.randint(0, 999999)),
                                 "pihole-FTL[%d]: WARNING: Long-term load (15min avg) larger than number of processors: 4.2 > 4" % r.randint(400, 900),
                                 "systemd-journald[%d]: Under memory pressure, flushing caches." % r.randint(100, 400),
                                 "kernel: [%d.%06d] Under-voltage detected! (0x00050005)" % (r.randint(10000, 99999), r.randint(0, 999999)),
                                 "dhcpcd[%d]: eth0: carrier lost" % r.randint(300, 700),
                                 "dhcpcd[%d]: eth0: carrier acquired" % r.randint(300, 700)])) for _ in range(8))),
                    ("assistant", "A few things there, and the under-voltage warnings and the SD-card (mmc0) timeouts are the interesting ones. That's usually a weak power supply — a Pi under-voltaged will throttle and the SD card gets flaky, which would explain DNS feeling slow. I'd try the official PSU first."),
                    ("user", "it's powered by a phone charger from 2016. so. yeah")]
        if k == 20:
            return [("user", "football kit list for {kid1} just arrived. shin pads, boots, two pairs of socks, a 'training top' that's only sold through the club. of course it is"),
                    ("assistant", "The club-only training top is a classic. Worth asking on the parents' group whether anyone has a second-hand one — kids outgrow them in a season."),
                    ("user", "good shout. the whatsapp group is 90% lost water bottles, might as well use it for something")]
        if k == 21:
            return [("user", "what's the WAN looking like, feels slow again"),
                    self.router("GET", "/api/wan/status", {"interface": "pppoe0", "status": "up", "uptime_s": r.randint(600, 80000), "ipv4": "%d.%d.%d.%d" % (r.randint(80, 95), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)), "sync_down_kbps": r.randint(50000, 80000), "sync_up_kbps": r.randint(15000, 20000), "reconnects_24h": r.randint(2, 14), "last_reconnect_reason": self.pick(["PADT received", "LCP echo timeout", "peer terminated"])}),
                    ("assistant", "The line is synced fine, but the PPP session has reconnected several times in the last 24 hours — that matches the evening drops you've been describing. The 'last reconnect reason' is useful evidence: it means the ISP side ended the session, not your router."),
                    ("user", "screenshotting that for the complaint. thank you router api, you beautiful json")]
        if k == 22:
            return [("user", self.pick(["{kid1} asked me today why we have 'a computer in the cupboard'. i said it's where the internet lives. this was accepted without further questions", "{kid2} has named the nas 'the humming box'. it's stuck"])),
                    ("assistant", self.pick(["Honestly, not wrong.", "Better than most hostnames."])),
                    ("user", "renaming the hostname tomorrow")]
        if k == 23:
            return [("user", "quick one: qm list on the host"),
                    self.ssh("pve", "qm list", "      VMID NAME                 STATUS     MEM(MB)    BOOTDISK(GB) PID\n       %s docker               running    %d             64.00 %d\n       %s haos                 running    4096            32.00 %d\n       105 win11-kids           stopped    8192            96.00 0\n       130 test-debian          stopped    2048            16.00 0" % (P["vmd"], r.choice([8192, 12288, 16384]), r.randint(1000, 9000), P["vmha"], r.randint(1000, 9000))),
                    ("assistant", "Docker and HA are up; the Windows VM for the kids and the test Debian are stopped. The test VM could probably go if you're tidying."),
                    ("user", "the win11 one is for one (1) game {kid1} plays on sundays. it stays")]
        # k == 24
        return [("user", "{isp} hold music has been going for 40 minutes. it's the same 12 seconds of vivaldi. i'm going to dream in vivaldi"),
                ("assistant", "Keep a note of the time you called and how long you were held — it's useful if this goes to the ombudsman. And ask for the name of whoever you speak to."),
                ("user", "got cut off. after 47 minutes. i'm laughing so i don't cry")]

    def filler_zh(self, k):
        r = self.rng
        P = self.P
        if k == 0:
            bad = self.pick(["nextcloud", "immich_server", "zigbee2mqtt", "paperless"])
            logs = {"nextcloud": "Initializing nextcloud %d.0.%d ...\nAn unhandled exception has been thrown:\nDoctrine\\DBAL\\Exception\\ConnectionException: SQLSTATE[HY000] [2002] Connection refused" % (r.randint(27, 29), r.randint(1, 9)),
                    "immich_server": "[Nest] 7  - 02/1%d/2027, 1:%02d:14 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (3)...\nError: getaddrinfo ENOTFOUND database" % (r.randint(0, 9), r.randint(0, 59)),
                    "zigbee2mqtt": "Zigbee2MQTT:error 2027-02-1%d 01:%02d:03: Failed to start zigbee\nError: Error: No such file or directory, cannot open /dev/ttyUSB0" % (r.randint(0, 9), r.randint(0, 59)),
                    "paperless": "Waiting for Redis...\nConnected to Redis broker.\ndjango.db.utils.OperationalError: could not translate host name \"db\" to address"}[bad]
            expl = {"nextcloud": "数据库容器没起来或者还没准备好，Nextcloud启动时连不上MariaDB。检查一下 nextcloud-db 的状态，compose里加个带healthcheck的depends_on就不会抢跑了。",
                    "immich_server": "解析不到 database 这个主机名，说明postgres容器没跑或者不在同一个docker网络里，多半是更新后compose里服务名改了。",
                    "zigbee2mqtt": "容器里找不到 /dev/ttyUSB0，Zigbee棒子丢了。要么重启后变成了ttyUSB1，要么虚拟机的USB直通掉了。建议改用 /dev/serial/by-id/ 下面的路径，就不怕编号变。",
                    "paperless": "解析不到 db，postgres容器没跑或者网络不对。去paperless那个stack里 docker compose ps 看一下。"}[bad]
            return [("user", "docker ps贴给你，有个容器一直在重启，眼睛看花了\n\n```\n%s\n```" % self.docker_ps(bad)),
                    ("assistant", "是 `%s`，状态一直是 Restarting。要我把日志拉出来看看吗？" % bad),
                    ("user", self.pick(["要", "看看", "拉吧"])),
                    self.ssh("docker", "docker logs --tail 40 %s" % bad, logs),
                    ("assistant", expl),
                    ("user", self.pick(["好了好了，果然", "破案了，又是网络的锅", "行，修好了，谢谢"]))]
        if k == 1:
            out = ("Filesystem              Size  Used Avail Use%% Mounted on\n/dev/md0                2.3G  1.4G  826M  63%% /\ndevtmpfs                3.8G     0  3.8G   0%% /dev\ntmpfs                   3.9G  244K  3.9G   1%% /dev/shm\n/dev/mapper/cachedev_0   %dT  %.1fT  %.1fT  %d%% /volume1\n/dev/mapper/cachedev_1  3.6T  %.1fT  %.1fT  %d%% /volume2" % (
                r.choice([10, 14, 21]), r.uniform(3, 9), r.uniform(2, 8), r.randint(30, 70), r.uniform(0.5, 3), r.uniform(0.3, 3), r.randint(10, 85)))
            return [("user", self.pick(["群晖还剩多少空间？感觉照片涨得飞快", "看一下nas的空间"])),
                    self.ssh("nas", "df -h", out),
                    ("assistant", "整体还行，volume1 还有不少余量。照片那块增长最快，按现在的速度还能撑一阵子。"),
                    ("user", "主要是{kid1}天天拿平板录视频，几十G几十G的")]
        if k == 2:
            deg = r.random() < 0.35
            items = [("user", self.pick(["帮我看下PVE上的pool，刚才机箱那边嘀了一声", "zpool status看一眼，纯属心理作用"])),
                     self.ssh("pve", "zpool status %s" % P["pool"], self.zpool_out(deg))]
            if deg:
                items += [("assistant", "有一块盘 FAULTED 了，pool 现在是 DEGRADED。数据暂时没事，但已经没有冗余了，尽快换盘，这段时间别做大量写入。要不要我看一下那块盘的SMART？"),
                          ("user", "服了。明天再说，今晚真的顶不住了")]
            else:
                items += [("assistant", "全部 ONLINE，没有错误，上次 scrub 也是干净的。可以安心睡觉了。"),
                          ("user", "好的，安心了（并没有）")]
            return items
        if k == 3:
            return [("user", self.pick(["老家的VPN好像又断了，我妈说相框还停在过年的照片", "我爸说“那个看照片的东西”又不动了，帮我看下隧道"])),
                    self.ssh("pve", "wg show", self.wg_show()),
                    ("assistant", "隧道是通的，最近有握手，也有流量。问题大概率在相框本身或者它的App，不是VPN。最近有重启过相框吗？"),
                    ("user", self.pick(["哈哈哈没有，明天让我爸拔电源重插，万能大法", "果然是相框。行吧"]))]
        if k == 4:
            return [("user", "路由器上有个设备一晚上都在往外连，帮我看看是啥"),
                    self.router("GET", "/cgi-bin/api/dhcp/leases", self.leases_obj()),
                    ("assistant", "有几个没命名的。`ESP_...` 基本可以确定是米家或者其他智能插座、传感器之类的ESP芯片设备；`android-...` 可能是平板或者电视盒子。要不要我把认识的都改成固定名字，省得看着可疑？"),
                    ("user", self.pick(["多半是鱼缸那个智能插座，被一个鱼缸背叛了", "肯定是电视盒子，天天偷偷上报"]))]
        if k == 5:
            tab = "\n".join("%s %02d:%02d  下行 %5.1f Mbps  上行 %4.1f Mbps  延迟 %d ms" % (self.pick(ZH_WEEKDAYS), r.randint(19, 23), r.randint(0, 59), r.uniform(5, 300), r.uniform(2, 40), r.randint(8, 160)) for _ in range(6))
            return [("user", "这周测的速，给{isp}投诉用的，晚上简直没法看\n\n```\n%s\n```\n\n合同上写的500M" % tab),
                    ("assistant", "晚高峰掉得很明显，延迟也跳得厉害。投诉的时候重点说“晚间持续达不到签约速率、并且伴随断线”，附上这种时间点明确的记录最有说服力。建议再按固定时间测一周。"),
                    ("user", "我已经写了个cron每半小时测一次，我现在就是那种人")]
        if k == 6:
            return [("user", self.pick(["等下，{kid2}醒了", "稍等，娃在哭", "brb 小的醒了"])),
                    ("assistant", self.pick(["不急。", "去吧。"])),
                    ("user", self.pick(["回来了，做噩梦说浴缸里有鲨鱼，别问", "回来了，要喝水，顺便讨论了十分钟恐龙会不会游泳", "回来了。她要开走廊的灯，灯是米家的，米家网关掉线了。好家伙"]))]
        if k == 7:
            return [("user", self.pick(["{spouse}说二十分钟内不睡觉就把nas挂闲鱼", "{spouse}路过看了一眼：又在弄储物间那台电脑？是的，又在弄"])),
                    ("assistant", self.pick(["那我们抓紧。", "很有威慑力，抓紧时间。"])),
                    ("user", self.pick(["nas是家人，nas不能卖", "哈哈 还剩19分钟"]))]
        if k == 8:
            conf = ("server {\n    listen 443 ssl;\n    server_name ha.%s.lan;\n\n    ssl_certificate     /etc/nginx/certs/fullchain.pem;\n    ssl_certificate_key /etc/nginx/certs/privkey.pem;\n\n    location / {\n        proxy_pass http://%s.%d:8123;\n        proxy_set_header Host $host;\n        proxy_set_header X-Real-IP $remote_addr;\n    }\n}" % (self.pick(["home", "jia", "nest"]), P["lan"], r.randint(20, 40)))
            return [("user", "HA走nginx反代，登录页能出来，然后一直转圈。配置：\n\n```nginx\n%s\n```" % conf),
                    ("assistant", "是websocket的问题，HA前端要用websocket，你这个location没做升级。加上：\n\n```nginx\nproxy_http_version 1.1;\nproxy_set_header Upgrade $http_upgrade;\nproxy_set_header Connection \"upgrade\";\n```\n\n另外HA的 configuration.yaml 里 http 要开 use_x_forwarded_for，并且把反代的IP加进 trusted_proxies。"),
                    ("user", "就是这个！三个晚上，就为了三行"),
                    ("assistant", "反向代理的标准汇率。")]
        if k == 9:
            compose = ("services:\n  jellyfin:\n    image: nyanmisaka/jellyfin:latest\n    container_name: jellyfin\n    network_mode: host\n    volumes:\n      - /volume1/docker/jellyfin/config:/config\n      - /volume1/docker/jellyfin/cache:/cache\n      - /volume1/video:/media:ro\n    restart: unless-stopped\n    environment:\n      - TZ=Asia/Shanghai\n")
            return [("user", "想在群晖的docker里开Jellyfin硬解，compose是这样的：\n\n```yaml\n%s```\n\n是不是少了啥" % compose),
                    ("assistant", "少了设备映射，容器看不到核显。加上：\n\n```yaml\n    devices:\n      - /dev/dri:/dev/dri\n```\n\n然后在Jellyfin后台的播放设置里开VAAPI或QSV。群晖上还要确认 /dev/dri 的权限，必要时把容器用户加到对应的组。"),
                    ("user", "原来如此，明天试试")]
        if k == 10:
            yaml = ("alias: 孩子睡觉灯光\ntrigger:\n  - platform: time\n    at: \"20:%02d:00\"\n  - platform: state\n    entity_id: input_boolean.bedtime\n    to: \"on\"\naction:\n  - service: light.turn_on\n    target:\n      entity_id: light.xiaomi_ceiling_kids\n    data:\n      brightness_pct: 15\n  - delay: \"00:%02d:00\"\n  - service: light.turn_off\n    target:\n      entity_id: light.xiaomi_ceiling_kids\nmode: single\n" % (r.randint(0, 45), r.randint(10, 40)))
            return [("user", "这个自动化为啥经常触发两次\n\n```yaml\n%s```" % yaml),
                    ("assistant", "你有两个触发器：定时和 bedtime 开关打开。如果小爱音箱的场景或者别的自动化差不多同时把 bedtime 打开，就会跑两次。删掉一个触发器，或者加个条件“灯当前是关的”就行。"),
                    ("user", "小爱的场景！就是它，我都忘了设过")]
        if k == 11:
            return [("user", self.pick(["一点四十了，睡了睡了，谢谢", "好了真的去睡了"])),
                    ("assistant", "晚安！别再开电脑了。"),
                    ("user", self.pick(["又打开了，睡不着。{spouse}的呼噜声像在重建阵列", "骗你的，躺床上用手机，再问一个"]))]
        if k == 12:
            return [("user", self.pick(["突然觉得，折腾homelab最大的收获是认识了一群同样不睡觉的人", "我的服务器在线时长比我的睡眠时长稳定多了"])),
                    ("assistant", self.pick(["至少服务器有监控，你的睡眠没有。", "而且服务器还有备份。"])),
                    ("user", "哈哈哈哈扎心")]
        if k == 13:
            return [("user", "这周家里有啥安排？我已经乱了"),
                    self.cal({"action": "list", "range": "this_week"}, self.calendar_week()),
                    ("assistant", "这周就是这些，兴趣班照常，还有几件零碎的事。有一天两个接送时间挨得很近，最好现在就定好谁去接哪个。"),
                    ("user", "{spouse}接早的那个，我接晚的。我是被通知的")]
        if k == 14:
            return [("user", "软路由这边的WAN状态看一下，感觉又慢了"),
                    self.router("GET", "/cgi-bin/api/wan/status", {"interface": "pppoe-wan", "status": "up", "uptime_s": r.randint(600, 80000), "ipv4": "%d.%d.%d.%d" % (r.choice([113, 116, 183, 14]), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)), "ipv6": "240e:%s::1" % hexs(r, 4), "reconnects_24h": r.randint(2, 14), "last_reconnect_reason": self.pick(["PADT received", "LCP echo timeout"])}),
                    ("assistant", "拨号是通的，但24小时内重连了好几次，最后一次原因是对端断开的，这正好和你说的晚上掉线对得上，也能证明不是你路由器主动断的。"),
                    ("user", "截图了，投诉材料+1")]
        if k == 15:
            return [("user", "{kid1}今天问我为什么储物间里有“一台电脑”，我说那是网络住的地方，居然信了"),
                    ("assistant", "其实也没说错。"),
                    ("user", "明天把主机名改成“网络的家”")]
        if k == 16:
            return [("user", "帮我看一下PVE上的虚拟机"),
                    self.ssh("pve", "qm list", "      VMID NAME                 STATUS     MEM(MB)    BOOTDISK(GB) PID\n       %s docker               running    %d             64.00 %d\n       %s haos                 running    4096            32.00 %d\n       105 win11                stopped    8192            96.00 0\n       130 istore-test          stopped    1024             2.00 0" % (P["vmd"], r.choice([8192, 12288, 16384]), r.randint(1000, 9000), P["vmha"], r.randint(1000, 9000))),
                    ("assistant", "docker和HA都在跑，win11和那个iStoreOS测试机是关着的。测试机如果不用了可以删掉。"),
                    ("user", "win11是{kid1}周末玩一个游戏用的，不能删")]
        if k == 17:
            return [("user", "AdGuard今天拦了多少？想看看电视盒子有多能偷跑"),
                    self.ssh("pihole", "curl -s -u admin:*** http://127.0.0.1:3000/control/stats | jq '{num_dns_queries,num_blocked_filtering,avg_processing_time}'", json.dumps({"num_dns_queries": r.randint(20000, 90000), "num_blocked_filtering": r.randint(3000, 30000), "avg_processing_time": round(r.uniform(0.002, 0.05), 6)}, indent=2)),
                    ("assistant", "今天拦了不少。想看具体是哪个设备，后台的“客户端排行”里能看到，电视盒子应该名列前茅。"),
                    ("user", "果然，电视盒子第一，跟个问“为什么”的小孩一样")]
        if k == 18:
            return [("user", self.pick(["{car}左转的时候有异响，{spouse}说已经响了好几周了，我不开车所以完全不知道", "车又多了个异响，它在求救"])),
                    ("assistant", "转向时的异响常见是半轴球笼或者轮毂轴承，别拖太久。下次去保养时专门提一下，让他们先报价再动手。"),
                    ("user", "好，加进“要花钱的事”清单")]
        if k == 19:
            return [("user", "树莓派上看一下最近有没有警告日志，刚才解析有点慢"),
                    self.ssh("pihole", "journalctl -p warning --since '6 hours ago' --no-pager | tail -n 8",
                             "\n".join("Feb 1%d %02d:%02d:%02d raspberrypi %s" % (r.randint(0, 9), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), self.pick([
                                 "kernel: [%d.%06d] Under-voltage detected! (0x00050005)" % (r.randint(10000, 99999), r.randint(0, 999999)),
                                 "kernel: [%d.%06d] mmc0: Timeout waiting for hardware interrupt." % (r.randint(10000, 99999), r.randint(0, 999999)),
                                 "AdGuardHome[%d]: [error] dnsproxy: upstream 223.5.5.5:53 exchange failed: i/o timeout" % r.randint(400, 900),
                                 "systemd-journald[%d]: Under memory pressure, flushing caches." % r.randint(100, 400)])) for _ in range(7))),
                    ("assistant", "欠压警告和SD卡超时是重点，多半是电源不够。树莓派欠压会降频，SD卡也会不稳定，DNS自然就慢了。先换个官方电源试试。"),
                    ("user", "用的是2016年的手机充电头，懂了")]
        if k == 20:
            return [("user", "{isp}客服电话等了40分钟，背景音乐就那十几秒循环，我快出幻听了"),
                    ("assistant", "记下打电话的时间和等待时长，问清楚接线员的工号，这些在申诉的时候都有用。"),
                    ("user", "刚接通又断了。47分钟。我笑了")]
        if k == 21:
            return [("user", "米家的温湿度计有两个一直显示离线，是不是蓝牙网关的问题"),
                    ("assistant", "多半是。蓝牙设备都靠网关（或者带网关功能的小爱音箱）中转，距离远或者网关重启后没重新绑定都会离线。可以先把网关挪近一点试试，或者在HA里看一下对应实体最后更新的时间。"),
                    ("user", "网关在客厅，温湿度计在阳台，隔了两堵墙。行吧")]
        if k == 22:
            return [("user", "今晚本来想把VLAN划分一下，IoT单独一个网段，孩子的设备一个……"),
                    ("assistant", "可以做，但会牵动DHCP、防火墙、投屏/mDNS这些，万一把自己锁在软路由外面就得接显示器救。建议找个有两三个小时的时候再弄。"),
                    ("user", "……你说得对，半夜不搞了。周末吧。或者永远不搞")]
        if k == 23:
            return [("user", "{kid1}学校发了一堆兴趣班的单子，编程、围棋、篮球、书法……{spouse}说都报，我说钱包不同意"),
                    ("assistant", "可以让孩子自己挑两个最想上的，试一学期再说。很多机构有试听课，先去听一节。"),
                    ("user", "好主意，试听课免费，免费的最香")]
        return [("user", "昨晚异地备份的日志，正常吗\n\n```\nprocessed %d files, %.3f TiB in %d:%02d:%02d\nAdded to the repository: %.3f GiB (%.3f GiB stored)\nsnapshot %s saved\n```" % (r.randint(150000, 500000), r.uniform(0.8, 3.5), r.randint(0, 6), r.randint(0, 59), r.randint(0, 59), r.uniform(0.5, 30), r.uniform(0.4, 28), hexs(r, 8))),
                ("assistant", "正常，只上传了变化的部分，快照也保存了。stored比added小是压缩的效果。建议每个月跑一次 restic check。"),
                ("user", "每月check，加进“我一定会做”的清单")]

    # ------------------------------------------------------------------ assembly
    def build(self):
        r = self.rng
        gens = {"name": self.g_name, "command": self.g_command, "id": self.g_id, "port": self.g_port, "version": self.g_version,
                "money": self.g_money, "date": self.g_date, "decision": self.g_decision, "constraint": self.g_constraint,
                "question": self.g_question}
        facts = []
        for k in KINDS:
            for _ in range(self.per_kind):
                facts.append(gens[k]())
        r.shuffle(facts)
        blocks = []
        loose = []
        for fa in facts:
            if fa.get("scene") and r.random() < 0.75:
                sc = [it if it[0] == "tool" else (it[0], self.f(it[1])) for it in fa["scene"]]
                txt = self.item_texts(sc)
                fa["_plan"] = {nd: sum(1 for t in txt if nd in t) for nd in fa["needles"]}
                blocks.append(sc)
            else:
                loose.append(fa)
        # loose lines: singles, pairs, brain dumps
        i = 0
        while i < len(loose):
            n = r.choice([1, 1, 1, 2, 2, 3])
            grp = loose[i:i + n]
            i += n
            blocks.append(self.loose_block(grp))
        nmsg = sum(1 for b in blocks for it in b if it[0] != "tool") + 4
        lo = max(140, nmsg + 30)
        hi = max(lo, min(290, nmsg + 150))
        target = r.randint(lo, hi)
        nf = 25
        order = list(range(nf))
        r.shuffle(order)
        fill = []
        j = 0
        cur = nmsg
        while cur < target and j < 400:
            k = order[j % nf]
            j += 1
            if j % nf == 0:
                r.shuffle(order)
            b = self.clean_filler(k)
            if b is None:
                continue
            fill.append(b)
            cur += sum(1 for it in b if it[0] != "tool")
        allb = blocks + fill
        r.shuffle(allb)
        seq = list(self.opener())
        for b in allb:
            seq.extend(b)
        seq.extend(self.closer())
        expect = {}
        for fa in facts:
            for nd in fa["needles"]:
                expect[nd] = fa["_plan"][nd]
        return facts, seq, expect

    def item_texts(self, items):
        out = []
        for it in items:
            if it[0] == "tool":
                a, o = self.tool_rows(it[1], it[2])
                out.append(a + "\n")
                out.append("\n" + o)
            else:
                out.append(it[1])
        return out

    def clean_filler(self, k):
        for _ in range(20):
            b = self.filler_zh(k) if self.zh else self.filler_en(k)
            b = [(it[0], self.f(it[1])) if it[0] != "tool" else it for it in b]
            txt = []
            for it in b:
                if it[0] == "tool":
                    a, o = self.tool_rows(it[1], it[2])
                    txt.append(a + "\n" + o)
                else:
                    txt.append(it[1])
            blob = "\n".join(txt)
            if not any(t in blob for t in self.taken):
                return b
        return None

    def loose_block(self, grp):
        r = self.rng
        kinds = [g["kind"] for g in grp]
        if len(grp) == 1:
            fa = grp[0]
            if fa["kind"] not in ("name", "id", "port", "version", "money", "date"):
                pre = ""
            elif self.zh:
                pre = self.pick(["", "", "对了，", "差点忘了，", "记一下：", "顺便说一句，"])
            else:
                pre = self.pick(["", "", "oh before i forget — ", "note to self (well, note to you): ", "random one: ", "also, "])
            u = pre + fa["line"]
            if r.random() < 0.15:
                u += self.pick(["。然后我得去把洗碗机打开", "，好了继续"] if self.zh else [". anyway", " lol", ". ok that's it, back to the actual problem"])
            if not fa.get("noecho") and r.random() < 0.3:
                a = self.echo_for(fa)
                plan = {nd: 2 for nd in fa["needles"]}
            else:
                a = self.reply_for(fa["kind"])
                plan = {nd: 1 for nd in fa["needles"]}
            fa["_plan"] = plan
            return [("user", u), ("assistant", a)]
        for fa in grp:
            fa["_plan"] = {nd: 1 for nd in fa["needles"]}
        if self.zh:
            if r.random() < 0.6:
                head = self.pick(["趁还记得，脑子里的东西倒一下：", "睡前清空一下大脑缓存：", "一堆零碎的事，记一下："])
                body = "\n".join("- " + g["line"] for g in grp)
                u = head + "\n" + body + self.pick(["", "\n\n就这些，脑子空了", "\n\n好了，可以睡了（并不能）"])
            else:
                seps = ["。还有，", "。对了，", "。哦另外，"]
                parts = [grp[0]["line"]]
                for g in grp[1:]:
                    parts.append(self.pick(seps) + g["line"])
                u = "".join(parts)
            a = self.pick(["都记下了。", "好，这几条都收到了。", "收到，快去睡吧。"] + (["收到，都记着了。要不要我把带日期的放进日历？"] if "date" in kinds else []))
        else:
            if r.random() < 0.6:
                head = self.pick(["brain dump before i forget, bear with me:", "ok emptying my head before bed:", "random pile of stuff, just so it's written down somewhere:"])
                body = "\n".join("- " + g["line"] for g in grp)
                u = head + "\n" + body + self.pick(["", "\n\nthat's it. brain empty", "\n\nok. now i can sleep. (i can't)"])
            else:
                seps = [". also ", ". oh and ", ". other thing: ", "... and "]
                parts = [grp[0]["line"]]
                for g in grp[1:]:
                    parts.append(self.pick(seps) + g["line"])
                u = "".join(parts)
            a = self.pick(["Got all of that.", "Noted, all of it.", "All noted — go to sleep."] + (["All noted. Want me to put the dated one in the calendar?"] if "date" in kinds else []))
        return [("user", u), ("assistant", a)]

    def opener(self):
        if self.zh:
            u = self.pick(["晚上好，娃终于睡了。今晚想把家里那堆东西理一理，先从NAS开始", "又是我，又是半夜。今晚的任务：把家里的服务器和一堆杂事理一理"])
            a = "晚上好！来吧，从哪开始都行。"
        else:
            u = self.pick(["evening. kids are finally down. tonight's plan is to tidy up the lab and the pile of family admin, in that order. probably the other order", "hi. it's late, i'm tired, and the cupboard computer is humming at me. let's do some stuff"])
            a = "Evening! Happy to help — where do you want to start?"
        return [("user", u), ("assistant", a)]

    def closer(self):
        if self.zh:
            return [("user", "今天就到这吧，谢谢，晚安"), ("assistant", "晚安！")]
        return [("user", "ok that's enough for one night. thanks, genuinely"), ("assistant", "Night! Good luck with the small people.")]


def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 2, 11, 22, 48, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cz%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cz%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cz%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cz%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
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
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-02-20T12:00:00Z")
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
