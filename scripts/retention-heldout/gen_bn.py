#!/usr/bin/env python3
"""Held-out retention set "bn": a small organic vegetable farm with IoT soil sensors.

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: the owner of a small organic veg farm talks to his personal assistant about farm hands
and neighbours, a LoRaWAN gateway (ports, firmware versions), the irrigation controller, veg-box
orders, market stall fees and subsidy payments, organic certification rules, planting and
harvest dates. Terse field notes with typos by day, long evening messages with pasted sensor
readings, order lists and certifier letters. Tool calls and results are mixed in.

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question)
are seeded PER_KIND times each. Every fact has one or more needles; each needle occurs in
exactly one row of the conversation (checked; the build is retried with another attempt number
otherwise). After feeding the rows in batches of 25 messages, each followed by
`okbot compress --now`, a fact counts as kept only when ALL its needles are found verbatim in
`okbot context show`.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# --------------------------------------------------------------------------- value pools

EN = {}
ZH = {}

EN["name"] = [
    ("Gareth Pryce", "farm hand"), ("Niamh Doyle", "neighbour up the lane"),
    ("Tomasz Wojcik", "seasonal picker"), ("Ruth Ellery", "inspector from the certifier"),
    ("Dev Sandhu", "electrician"), ("Marcy Oakes", "market manager"),
    ("Callum Reid", "bookkeeper"), ("Bethan Lloyd", "veg box customer in town"),
    ("Hamish Grant", "guy who installed the gateway"), ("Priya Nair", "seed rep from the co-op"),
    ("Olek Mazur", "tractor mechanic"), ("Fern Whitlock", "wwoofer staying till spring"),
    ("Jonty Barnes", "farmer next door"), ("Siobhan Kerr", "advisor from the rural payments office"),
    ("Ade Okafor", "chef who buys our salad leaves"), ("Imogen Tate", "packing shed helper"),
]
ZH["name"] = [
    ("王建国", "帮工"), ("李秀兰", "隔壁邻居"), ("赵志强", "认证机构的检查员"),
    ("陈晓燕", "菜箱老客户"), ("刘海涛", "集市管理员"), ("孙丽娟", "会计"),
    ("周德明", "电工"), ("吴桂芳", "种子站的业务员"), ("郑宇航", "装网关的师傅"),
    ("黄美玲", "打包的帮手"), ("马云飞", "修拖拉机的"), ("杨春花", "村里的妇女主任"),
    ("胡立新", "农技站的技术员"), ("林小峰", "饭店采购"), ("何秀梅", "对面果园的老板娘"),
    ("高建平", "补贴办的联系人"),
]
COMMANDS = [
    "sudo systemctl restart chirpstack-gateway-bridge",
    "mosquitto_sub -t 'farm/soil/#' -v",
    "journalctl -u lora_pkt_fwd -n 200",
    "rsync -av /var/log/irrigation/ nas:/backup/irr/",
    "ping -c 5 192.168.8.40",
    "df -h /mnt/sdcard",
    "python3 export_orders.py --week 47",
    "sqlite3 sensors.db '.tables'",
    "curl -s http://irrigation.local/api/zones",
    "tail -f /var/log/syslog | grep lora",
    "opkg update && opkg install lora-basic-station",
    "scp orders.csv pi@packshed:~/boxes/",
    "vcgencmd measure_temp",
    "sudo ufw allow from 192.168.8.0/24",
    "crontab -l > cron-backup.txt",
    "ls -lt /srv/sensors/raw | head",
]
EN["command"] = COMMANDS
ZH["command"] = COMMANDS
PORTS = ["1700", "1883", "8883", "8080", "3001", "502", "9100", "2222", "5683",
         "8443", "4840", "6053", "7443", "10022", "8765", "1884"]
EN["port"] = PORTS
ZH["port"] = PORTS
VERSIONS = ["v4.0.2", "1.0.3-rc2", "2.7.14", "v0.9.8", "v5.2.1", "1.4.11", "v3.6.0-beta",
            "4.2.19", "0.17.5", "v1.12", "6.0.4", "2.0.0-lts", "v11.2", "3.3.7", "v2024.10", "0.8.21"]
EN["version"] = VERSIONS
ZH["version"] = VERSIONS
EN["money"] = ["£1,250", "£38.50", "€80", "£4,720", "£65", "£312.40", "£17.90", "£2,180",
               "€145", "£900", "£22.75", "£1,036", "£475", "£7.20", "£3,340", "£128"]
ZH["money"] = ["3200元", "¥450", "1,280元", "86块", "560元", "12000元", "¥98.5", "2400元",
               "75元", "1500块", "¥3,600", "420元", "8800元", "¥215", "6300元", "39块"]
EN["date"] = ["March 14", "14/03", "next Friday the 9th", "Nov 28", "the 3rd of December",
              "Dec 12", "January 20", "2/12", "Thursday 4th", "April 7", "17 Feb",
              "Sept 30", "the 19th of January", "Monday 15th", "6 May", "Dec 21"]
ZH["date"] = ["3月14日", "11月28日", "12月3号", "下周五", "1月20日", "12月18日", "腊月初八",
              "2月5号", "4月7日", "5月22日", "6月1号", "12月9日", "正月十五", "9月30号",
              "8月16日", "冬至那天"]
EN["id"] = ["VB-20417", "INV-3381", "CERT-26-0417", "SFI-118842", "ORD-5530", "BK-7714",
            "TKT-90215", "RMA-44817", "PO-2611", "CASE-3308", "DEL-6672", "MKT-0923",
            "GW-SUP-1184", "RPA-77120", "VB-31085", "QT-4096"]
ZH["id"] = ["DD20261104", "FP-7712", "RZ-2026-0385", "BT-55810", "SH-3329", "TK-80417",
            "GD-1196", "CX-70023", "YD-4418", "JS-2605", "ZW-9931", "HT-1457",
            "BX-6620", "WX-30158", "KD-7783", "SB-2048"]
EN["decision"] = [
    ("drop the saturday market at Thornbury", "the stall fee went up again"),
    ("move the gateway onto the barn roof", "the signal dies behind the polytunnel"),
    ("switch bed four to drip tape", "overhead watering spread the blight"),
    ("cap veg boxes at forty a week", "we cant pack more by thursday"),
    ("go with the Kellerman controller", "it has a proper local API"),
    ("skip the winter brassicas this year", "the pigeons took half last time"),
    ("buy seed garlic from the co-op", "it comes with organic paperwork"),
    ("stop taking card payments at the stall", "the reader fees eat the margin"),
    ("put the sensors on solar packs", "changing batteries takes a whole morning"),
    ("keep the spring onions under fleece", "the frost warnings keep coming"),
    ("renew the certification licence early", "the late fee is brutal"),
    ("log soil data every fifteen minutes", "hourly readings miss the dry spells"),
    ("hire a second packer for december", "christmas boxes double the orders"),
    ("sell the old rotavator", "it just sits in the shed rusting"),
]
ZH["decision"] = [
    ("不去周六的镇上集市了", "摊位费又涨了"),
    ("把网关挪到仓库屋顶上", "大棚后面信号太差"),
    ("四号地改用滴灌带", "喷灌容易传播病害"),
    ("每周菜箱最多接四十单", "周四之前根本包不完"),
    ("灌溉控制器选本地版的", "不想依赖云服务"),
    ("今年冬天不种包菜了", "去年被鸽子吃了一半"),
    ("蒜种从合作社买", "他们有有机证明材料"),
    ("摊位上不收刷卡了", "手续费太高"),
    ("传感器都换成太阳能供电", "换电池太费时间"),
    ("葱苗继续盖无纺布", "霜冻预警一直没停"),
    ("认证提前续费", "逾期罚款太狠"),
    ("土壤数据改成一刻钟采一次", "一小时一次漏掉干旱时段"),
    ("腊月多雇一个打包的", "年货菜箱订单翻倍"),
    ("把旧旋耕机卖掉", "放在棚里一直生锈"),
]
EN["constraint"] = [
    "never irrigate zone 3 before 6am", "no copper spray within a week of harvest",
    "don't reboot the gateway during market hours", "only pay invoices after the goods arrive",
    "never share the box list outside the farm", "always cc the certifier on input purchases",
    "don't flash firmware without a backup", "never shut the polytunnel doors on sunny days",
    "only deliver boxes before noon on fridays", "keep non-organic seed in the red bin",
    "don't text customers after 8pm", "never expose the router admin page",
    "no visitors in the packshed with dirty boots", "no manure on beds we pick within four months",
]
ZH["constraint"] = [
    "三号区早上六点前不要浇水", "采收前一周不能打铜制剂", "赶集的时候不要重启网关",
    "货到了才付款", "客户名单不要外传", "常规种子必须放红桶里", "晚上八点后不要给客户发消息",
    "刷固件前一定要先备份", "路由器管理页面不要开到外网", "进包装间必须先洗靴子",
    "买肥料要抄送认证机构", "大棚晴天不要关门", "施了粪肥的地四个月内不能采收",
    "周五的菜箱中午前必须送完",
]
EN["question"] = [
    "the buffer strip width", "how long the conversion period lasts",
    "the gateway's duty cycle limit", "VAT on veg boxes", "grants for hedgerow planting",
    "moisture threshold for carrots", "spreading rules for chicken manure",
    "whether leaf mould counts as an organic input", "the last frost date round here",
    "max cable run for RS485", "insurance for the wwoofers", "renewing the street trading licence",
    "LoRa range through wet hedges", "storing seed potatoes over winter",
]
ZH["question"] = [
    "缓冲带要留多宽", "转换期到底要几年", "网关的占空比限制", "菜箱要不要交增值税",
    "种树篱有没有补贴", "胡萝卜的土壤湿度阈值", "鸡粪的施用规定", "落叶堆肥算不算有机投入品",
    "我们这儿的终霜期", "RS485线最长能拉多远", "帮工的意外保险", "摊位营业执照怎么续",
    "LoRa穿过湿树篱能传多远", "种薯冬天怎么存",
]

# --------------------------------------------------------------------------- templates
# "~" prefix: terse field-note style (lowercased, typos) applied to the template text only.
# A template marked "A:" is spoken by the assistant; its "prompt" is a user message before it.

T_EN = {
    "name": [
        "~new {role} is {v}, starting next week. put them on the rota pls",
        "~{v} rang earlier - thats the {role} i mentioned. seems sound",
        "Right, catching up on the day. {v} came by this morning (the {role}) and we walked the top field together, looked at the leeks, had tea. Long day but a good one.",
        "~if someone called {v} phones about the gate, they're the {role}, its legit",
        "can you remember that {v} is our {role}? I keep blanking on the surname when I'm writing notes",
        "~fyi {v} = {role} now. old one moved to wales",
        "A:From the thread you forwarded, the {role} who'll handle this is {v}. I'd reply to them directly rather than the general inbox - want me to draft something short?",
    ],
    "command": [
        "~ran {v} and it just hung. gonna leave it",
        "Evening. For my own notes: the thing that finally worked on the gateway box was `{v}` - I want that written down somewhere before I forget it again.",
        "~what does {v} actually do? hamish told me to run it",
        "~note to self: {v} before bed every sunday",
        "ok so the trick Hamish showed me was\n\n    {v}\n\nand then wait a minute. Save that somewhere.",
        "~typed {v} on the pi in the packshed, got a wall of text, screenshot later",
        "A:The quickest check from your laptop would be:\n\n```\n{v}\n```\n\nIf that comes back empty, the problem is upstream of the broker rather than the sensors themselves.",
    ],
    "id": [
        "~box order {v} came back, wrong address again",
        "~certifier ref is {v}, keep it handy",
        "Evening. Invoice from the seed place is {v} - they've charged for two sacks of the green manure mix but we only got one. I'll ring them tomorrow but note the number.",
        "~support ticket for the gateway = {v}. no reply yet obvs",
        "booked the stall for the christmas fair, confirmation number {v}. It's the covered row this time thank god",
        "~claim number {v} for the subsidy thing, from the letter",
        "A:I found the confirmation in your inbox - the reference for that booking is {v}. It says the pitch is held until they receive payment.",
    ],
    "port": [
        "~packet forwarder is on udp {v}, checked the conf",
        "~opened {v} on the router for the mqtt thing. hope thats right",
        "Quick one before dinner: Hamish says the irrigation controller's web page is on port {v}, not the default. Worth remembering because I always try the default first and get nowhere.",
        "~cant reach the modbus bridge on {v}?? cable looks fine",
        "~change of plan, broker moved to port {v}, old one clashed with something",
        "the camera on the polytunnel was hogging port {v} apparently, so Dev moved it. Everything talks again.",
        "A:Going by the spec sheet for that controller, its Modbus TCP bridge listens on port {v}. It's worth confirming on the sticker inside the lid, but that's where I'd start.",
    ],
    "version": [
        "~gateway firmware is {v} now, updated at lunch",
        "~controller says firmware {v} on the screen. is that old?",
        "Evening. The certifier sent a new standards document, it's version {v} - apparently the section on bought-in compost has changed. I'll have to read it properly at the weekend.",
        "~sensor nodes all on {v} except number 6",
        "~rolled back the forwarder to {v}, the new one kept dropping packets",
        "ok so after all that the app on the tablet needs {v} or later, otherwise it won't pair with the controller. Annoying.",
        "A:The release notes you linked say the fix for the dropped uplinks landed in {v}, so updating to that should sort out the gaps in the overnight readings.",
    ],
    "money": [
        "~stall fee is {v} now. daylight robbery",
        "~subsidy payment came in, {v}",
        "Evening. Did the sums on the box scheme: after packaging and fuel we cleared {v} last month. Not amazing, not a disaster either.",
        "~paid gareths mate {v} for the fencing, cash",
        "the new moisture sensors are {v} each if we buy five or more, which is a bit better than I expected",
        "~certification renewal {v}. ouch",
        "A:Adding up the three invoices you pasted, the total owed to the co-op comes to {v}, including the delivery charge on the second one.",
    ],
    "date": [
        "~garlic goes in on {v} if its dry",
        "~inspection visit is {v}. need to tidy the shed",
        "Evening. The certifier wants the paperwork back by {v}, which is tighter than I'd like with the christmas boxes on.",
        "~first salad harvest from the tunnel around {v} i reckon",
        "~subsidy deadline {v}, dont let me forget",
        "sowed the broad beans today, so if the notes are right we should be picking around {v}. Fingers crossed the mice leave them alone.",
        "A:Looking at your calendar, the first free morning for the electrician visit is {v}; everything before that clashes with market days or deliveries.",
    ],
    "decision": [
        "~ok decided - {c}. {r}",
        "~gonna {c}, {r} and im fed up",
        "Right, made my mind up: we'll {c}. Main reason is {r}, simple as that.",
        "~thought about it overnight. {c}, because {r}",
        "After a lot of back and forth I'm going to {c} - honestly {r}, and I don't want another season like the last one.",
        "~decision: {c}. reason - {r}",
    ],
    "constraint": [
        "~rule from now on: {v}. no exceptions",
        "~pls remember {v}. learnt that the hard way",
        "Something to keep as a standing rule, please: {v}. Last time we ignored it we paid for it.",
        "~{v}. tell anyone who helps out",
        "One more for the list of house rules: {v}. The certifier was very clear on that.",
        "~standing order - {v}, ok?",
        "A:Going by the certification guidance you pasted earlier, the rule that applies to you is: {v}. I'll flag it whenever something in your plans would break it.",
    ],
    "question": [
        "~random q - do you know {v}? no rush",
        "~whats the deal with {v}? never got a straight answer",
        "Something I've been meaning to ask: what's the story with {v}? I've heard three different things from three different people.",
        "~also. {v}?? anyone?",
        "Before I forget - could you find out about {v} at some point? Not urgent, just nagging at me.",
        "~wondering about {v}. anyway, off to feed the hens",
    ],
}

T_ZH = {
    "name": [
        "~新来的{role}叫{v}，下周开始上工，排一下班",
        "~{v}下午打电话来了，就是我说的那个{role}，人挺实在",
        "晚上整理一下今天的事。上午{v}来了一趟（{role}），跟我在上面那块地转了一圈，看了看大葱，喝了杯茶才走。",
        "~要是有个叫{v}的打电话说大门的事，是{role}，没问题",
        "帮我记一下，{v}是我们的{role}，我老是记不住全名，写笔记的时候卡壳",
        "~以后{role}就是{v}了，原来那个回老家了",
        "A:从你转过来的邮件看，负责这件事的{role}是{v}。建议直接回复他，不要发到公共邮箱，要我帮你起个草稿吗？",
    ],
    "command": [
        "~跑了一下 {v} 卡住不动了，先不管它",
        "晚上记一下：网关那台机子最后是靠 `{v}` 弄好的，我得写下来，不然下次又忘。",
        "~{v} 这个到底是干啥的？郑师傅让我敲的",
        "~提醒自己：每周日睡前跑一遍 {v}",
        "郑师傅教的办法是先敲\n\n    {v}\n\n然后等一分钟。帮我存一下。",
        "~在包装间那台树莓派上敲了 {v}，出来一大堆字，回头截图给你",
        "A:从你的电脑上最快的检查办法是：\n\n```\n{v}\n```\n\n如果什么都没返回，说明问题在 broker 之前，不是传感器本身。",
    ],
    "id": [
        "~菜箱订单{v}又被退回来了，地址又错了",
        "~认证的编号是{v}，留着备用",
        "晚上好。种子站的发票号是{v}，绿肥种子收了两袋的钱，我们只收到一袋。明天打电话问，先把号码记下来。",
        "~网关的售后工单={v}，当然还没人回",
        "年货集市的摊位订好了，确认号{v}，这次是有棚子的那一排，谢天谢地",
        "~补贴申请的受理号{v}，信上写的",
        "A:我在邮箱里找到确认邮件了，这次预订的编号是{v}。上面写着收到付款之前摊位会一直保留。",
    ],
    "port": [
        "~转发程序用的是UDP {v}，看过配置了",
        "~路由器上给mqtt开了{v}，应该没错吧",
        "吃饭前说一句：郑师傅说灌溉控制器的网页在{v}端口，不是默认那个。要记住，我每次都先试默认的，白折腾。",
        "~modbus网桥{v}连不上？？线看着没问题",
        "~改了，broker换到{v}端口了，原来那个跟别的冲突",
        "大棚那个摄像头一直占着{v}端口，周师傅把它改掉了，现在都通了。",
        "A:按那台控制器的规格书，它的 Modbus TCP 网桥监听在{v}端口。最好再看一眼盖子里的标签确认，不过我会先从这个试。",
    ],
    "version": [
        "~网关固件现在是{v}了，中午刚升级",
        "~控制器屏幕上显示固件{v}，这个算老吗",
        "晚上好。认证机构发来了新版标准文件，版本{v}，听说外购堆肥那一节改了。周末得好好看看。",
        "~传感器节点除了6号都是{v}",
        "~转发程序退回到{v}了，新版老丢包",
        "折腾半天，平板上的app要{v}以上才能跟控制器配对，真烦。",
        "A:你发的更新说明里写着，上行丢包的修复是在{v}里加的，所以升级到这个版本应该能解决夜里读数断档的问题。",
    ],
    "money": [
        "~摊位费涨到{v}了，抢钱啊",
        "~补贴到账了，{v}",
        "晚上算了一下菜箱的账：去掉包装和油钱，上个月净赚{v}。不算多，也不算亏。",
        "~给建国的朋友{v}，修围栏的，现金",
        "新的湿度传感器买五个以上每个{v}，比我想的便宜点",
        "~认证续费{v}，肉疼",
        "A:把你贴的三张发票加起来，欠合作社的一共是{v}，包括第二张上的运费。",
    ],
    "date": [
        "~天干的话{v}种大蒜",
        "~检查员{v}来，得收拾一下棚子",
        "晚上好。认证机构要我们{v}之前把材料交回去，赶上年货菜箱，时间有点紧。",
        "~大棚第一茬生菜估计{v}左右能收",
        "~补贴截止{v}，别让我忘了",
        "今天把蚕豆种下去了，按笔记算差不多{v}能摘。希望老鼠别来祸害。",
        "A:看了你的日历，电工能来的最早一个空上午是{v}，之前的都跟赶集或者送菜冲突。",
    ],
    "decision": [
        "~定了，{c}。{r}",
        "~{c}吧，{r}，受够了",
        "想好了：{c}。主要是{r}，就这么简单。",
        "~想了一晚上，{c}，因为{r}",
        "来回纠结了好久，最后决定{c}——说实话{r}，不想再来一季去年那样的。",
        "~决定：{c}。原因：{r}",
    ],
    "constraint": [
        "~以后的规矩：{v}，没有例外",
        "~记住，{v}。吃过亏的",
        "帮我记一条长期规定：{v}。上次没注意，吃了大亏。",
        "~{v}，来帮忙的都要说到",
        "家规再加一条：{v}。认证机构说得很清楚。",
        "~长期有效：{v}，好吧？",
        "A:按你之前贴的认证指南，适用于你的规定是：{v}。以后你的计划里要是有冲突，我会提醒你。",
    ],
    "question": [
        "~顺便问一下，{v}？不急",
        "~{v}到底怎么回事？一直没人说清楚",
        "一直想问：{v}？三个人跟我说了三个不同的说法。",
        "~还有，{v}？？有人知道吗",
        "趁没忘——有空帮我打听一下{v}，不急，就是心里老惦记着。",
        "~在想{v}。算了，先去喂鸡",
    ],
}

# user prompts preceding assistant-borne facts
APROMPT_EN = {
    "name": ["who's the contact on that email thread again?", "~who do i talk to about this, theres like 5 people cc'd"],
    "command": ["~whats the command to check the broker is getting stuff", "How do I check from the laptop whether the sensor messages are arriving at all?"],
    "id": ["~can you find the booking confirmation, i cant see it", "Did the stall people ever send a confirmation? I can't find it anywhere."],
    "port": ["~what port is the controller modbus thing on, cant find the manual", "Do you know which port the controller's Modbus bridge uses? The manual's gone walkabout."],
    "version": ["~which firmware fixes the dropped readings", "Is there an update that fixes the gaps in the overnight readings?"],
    "money": ["~how much do we owe the co-op all in", "Can you add up the co-op invoices for me? Total please."],
    "date": ["~when can the sparky come, check my calendar", "When's the first morning I'm free for the electrician?"],
    "constraint": ["~whats the rule again in the cert guidance, the one i always forget", "Remind me what the certification guidance actually says I can't do?"],
}
APROMPT_ZH = {
    "name": ["那封邮件里到底找谁？", "~这事找谁，抄送了五六个人"],
    "command": ["~用什么命令看broker有没有收到数据", "怎么在电脑上查传感器的消息到底有没有到？"],
    "id": ["~帮我找下摊位的确认邮件，我找不到", "集市那边发确认了吗？我哪都找不到。"],
    "port": ["~控制器modbus是哪个端口，说明书找不着了", "控制器的Modbus网桥用哪个端口你知道吗？说明书不见了。"],
    "version": ["~哪个固件修了丢数据的问题", "有没有更新能解决夜里读数断档的问题？"],
    "money": ["~合作社一共欠多少", "帮我把合作社那几张发票加一下，总数多少？"],
    "date": ["~电工哪天能来，看下我日历", "我哪天上午有空让电工来？"],
    "constraint": ["~认证指南里那条我老忘的规定是啥", "提醒我一下，认证指南到底不让我干什么？"],
}

ACK_EN = [
    "Got it, noted.", "Noted - I'll keep that in mind.", "Okay, I've written that down.",
    "Thanks, saved to your notes.", "Understood.", "Right, logged that for you.",
    "Okay! Anything else from the field today?", "Noted. Sounds like a busy one.",
]
ACK_ZH = ["好的，记下了。", "收到，我记住了。", "明白，已经记到笔记里了。", "好，记好了。",
          "了解。今天地里还有别的事吗？", "收到，听起来今天挺忙的。"]
QREPLY_EN = [
    "Good question - I don't have a reliable source for that to hand, so I'd rather not guess. Worth asking someone who deals with it directly.",
    "I'm not sure, honestly. I'll leave it with you rather than make something up.",
    "Go feed the hens! We can come back to it some other time.",
    "That one I can't answer properly from here - the rules vary and I don't want to give you something wrong.",
]
QREPLY_ZH = ["这个问题我手头没有可靠的资料，不想乱猜，最好问问具体负责的人。",
             "说实话我不确定，不想随便编一个答案给你。",
             "先去喂鸡吧！以后有空再说。",
             "这个我没法准确回答，各地规定不一样，怕说错误导你。"]

COMMENT_EN = {
    "name": ["I'll use that name if I draft anything for them.", "Good to have a name to go with the role - it makes the rota and the emails a lot easier to keep straight.", "If you want, I can add them to the contacts sheet with a note on what they do."],
    "command": ["If it misbehaves again, paste me the output and we can go through it line by line.", "Worth keeping these in one text file on the Pi too, so anyone helping out can find them.", "Commands like that are easy to lose in a chat thread, so a notes file is a good idea."],
    "id": ["I'll keep that reference handy in case they ring back or you need to chase it.", "References like that are the first thing they ask for on the phone, so it's good to have it written down.", "If you forward me the email too, I can keep the whole thread together."],
    "port": ["If something else on the network grabs that port later, you'll see exactly this kind of silent failure, so it's worth writing it on the router label.", "Remember the router's firewall rules will need to match if you ever move it again.", "Worth noting on the network diagram, if you have one - future you will be grateful."],
    "version": ["It's worth keeping every node on the same release where you can; mixed versions make odd behaviour much harder to pin down.", "I'd hold off on updating anything else until this one has run a few days without gaps.", "If you paste the changelog I can tell you if anything in it affects your setup."],
    "money": ["I'll put it in the running tally for the month.", "That's useful for the year-end figures - your bookkeeper will want it broken down by category.", "Let me know if you want it logged against the box scheme or the market side."],
    "date": ["I can set a reminder a few days before so it doesn't sneak up on you.", "That's a sensible window given the weather lately.", "I'll check it against the market days so nothing clashes."],
    "decision": ["That sounds like a fair call given how the season went.", "It's the kind of change that's easier to make now than halfway through spring.", "Makes sense - and it's easy to revisit next year if things change."],
    "constraint": ["I'll keep that as a standing rule and flag anything that conflicts with it.", "Fair enough - rules like that usually come from experience.", "I'll mention it whenever it's relevant to a plan you're making."],
}
COMMENT_ZH = {
    "name": ["以后帮他写东西我就用这个名字。", "人和职责对上号，排班和发消息都方便多了。", "要的话我可以把他加到联系人表里，备注一下是干什么的。"],
    "command": ["下次再出问题，把输出贴给我，我们一行一行看。", "这种命令最好也在树莓派上存个文本文件，来帮忙的人也能找到。", "命令放在聊天记录里很容易找不着，记在笔记里是对的。"],
    "id": ["这个编号我留着，万一他们回电话或者要催的时候用得上。", "打电话的时候他们第一个就问编号，记下来是对的。", "你把邮件也转给我的话，我可以把整个来往都放一起。"],
    "port": ["以后要是网络里别的东西占了这个端口，就会出现这种不声不响的故障，最好在路由器上贴个标签。", "以后再改的话，路由器的防火墙规则也要跟着改。", "有网络示意图的话记在上面，以后的你会感谢现在的你。"],
    "version": ["节点尽量保持同一个版本，版本混着用出了怪问题很难查。", "建议等这个跑几天没断档再升级别的。", "你把更新日志贴过来，我帮你看看有没有影响你这套设备的。"],
    "money": ["我记到这个月的流水里。", "年底算账用得上，会计会要按类别分开。", "要记在菜箱那边还是集市那边，告诉我一声。"],
    "date": ["我可以提前几天提醒你，免得到时候手忙脚乱。", "看最近的天气，这个时间挺合适。", "我对一下集市的日子，别撞上了。"],
    "decision": ["按今年的情况，这个决定挺合理的。", "这种调整趁现在做比开春做容易。", "有道理，明年情况变了再调整也不难。"],
    "constraint": ["我会当作长期规定记着，有冲突的时候提醒你。", "好的，这种规矩一般都是吃过亏才定的。", "以后你做计划涉及到的时候我会提一句。"],
}

# --------------------------------------------------------------------------- filler

FIELD_EN = [
    "pigeons on the kale again grr", "rain finally. {mm}mm overnight", "packed {n} boxes today, knackered",
    "sensor {s} offline again", "tunnel door hinge snapped", "leeks look good actually",
    "hens laid {e} eggs, record", "mud everywhere, cant get the tractor in the bottom field",
    "frost on the car this morning", "slugs have found the lettuce", "fox about, lock up early",
    "parsnips sweeter after the cold, told you", "van making that noise again",
    "irrigation ran twice last night?? why", "dog ate a whole carrot lol", "wind took the fleece off bed {b}",
    "compost heap steaming nicely", "gateway light flashing orange", "signal terrible up by the pond",
    "forgot the box labels, back to the house", "kale aphids bad on the north side", "beetroot all split, too much rain",
]
FIELD_ZH = [
    "鸽子又来吃羽衣甘蓝了，气死", "终于下雨了，昨晚下了{mm}毫米", "今天包了{n}箱，累瘫",
    "{s}号传感器又掉线了", "大棚门的合页断了", "大葱长得还行", "鸡今天下了{e}个蛋，破纪录",
    "地里全是泥，拖拉机进不去下面那块", "早上车上结霜了", "生菜上来蜗牛了", "有黄鼠狼，早点关鸡舍",
    "防风降温后变甜了，我就说吧", "三轮车又在响", "灌溉昨晚怎么跑了两次？？", "狗啃了一整根胡萝卜哈哈",
    "风把{b}号地的无纺布吹跑了", "堆肥冒热气了，挺好", "网关的灯在闪橙色", "池塘那边信号太差",
    "忘带菜箱标签了，回屋拿", "北边的羽衣甘蓝蚜虫很多", "甜菜根全裂了，雨太多",
]
FREPLY_EN = ["Oof. Hope the rest of the day is kinder to you.", "Ha - noted. Shout if you need anything looked up.",
             "That's annoying. Want me to add it to the list of jobs for the weekend?", "Good to know. I'll keep an eye on it.",
             "Sounds like the farm is keeping you busy today!", "Noted. Send me a photo later if it helps."]
FREPLY_ZH = ["唉，希望下午顺利点。", "哈哈，记下了，需要查什么叫我。", "真烦人。要不要我加到周末的活儿清单里？",
             "知道了，我帮你盯着。", "今天地里事儿真不少啊！", "记下了，方便的话晚点拍张照片给我。"]
ZH_TYPOS = [("已经", "以经"), ("再", "在"), ("的时候", "得时候"), ("怎么", "咋么"), ("带", "戴"), ("知道", "知到")]

ASK_EN = [
    ("sensors", "Can you look at last night's soil readings and tell me if anything looks off?"),
    ("weather", "~whats the weather doing tomorrow, need to know if i can get the garlic in"),
    ("orders", "How many boxes have we got for this week? Pull up the order sheet please."),
    ("gateway", "~gateway dropped out again overnight, can you check the log"),
    ("market", "Any thoughts on what to take to the market this weekend? The tunnel's full of salad."),
    ("cert", "The certifier's letter came - can you summarise what they actually want from me?"),
    ("irrigation", "~why did zone 2 run for so long, can u check the controller"),
    ("chat", "Long day. Sat in the van for ten minutes just listening to the rain on the roof."),
    ("chat", "~cold one today. hands like ice"),
    ("pests", "What's the least awful organic option for the aphids on the kale?"),
    ("sensors", "~node by the pond reading weird again?? have a look"),
    ("orders", "~orders for fri, whats the count"),
    ("gateway", "Gateway was offline when I got up, light flashing. Anything in the logs?"),
    ("weather", "Is it going to freeze tonight? Wondering whether to fleece the chard."),
    ("irrigation", "Controller log looks strange - did zone 2 water twice last night?"),
    ("cert", "~another letter from the certifier. what do they want now"),
    ("chat", "Finally sat down. Soup, fire on, dog snoring. Bliss."),
    ("market", "~market tmrw, what should i bring"),
]
ASK_ZH = [
    ("sensors", "帮我看看昨晚的土壤读数，有没有不对劲的？"),
    ("weather", "~明天天气咋样，看能不能种大蒜"),
    ("orders", "这周一共多少箱？把订单表调出来看看。"),
    ("gateway", "~网关昨晚又掉线了，帮我查下日志"),
    ("market", "这周末集市带什么好？大棚里生菜多得吃不完。"),
    ("cert", "认证机构的信到了，帮我总结一下他们到底要我干嘛？"),
    ("irrigation", "~2号区怎么浇了那么久，帮我查下控制器"),
    ("chat", "累了一天。在车里坐了十分钟，光听雨打车顶。"),
    ("chat", "~今天真冷，手都冻僵了"),
    ("pests", "羽衣甘蓝上的蚜虫，有什么不那么糟糕的有机办法？"),
    ("sensors", "~池塘边那个节点读数又怪怪的，看一下"),
    ("orders", "~周五的订单多少单"),
    ("gateway", "早上起来网关又掉线了，灯一直闪，日志里有什么吗？"),
    ("weather", "今晚会不会上冻？想看要不要给菠菜盖布。"),
    ("irrigation", "控制器的记录有点怪，2号区昨晚是不是浇了两次？"),
    ("cert", "~认证那边又来信了，这回又要啥"),
    ("chat", "终于坐下了。喝碗汤，烧着炉子，狗在打呼噜。舒服。"),
    ("market", "~明天赶集，带点啥好"),
]
CUST_EN = ["the Coopers", "Mrs Abernathy", "Flat 2b Mill St", "the vicarage", "Sunny Cafe",
           "the Hendersons", "school kitchen", "Orchard Cottage", "the Pattersons", "Rose & Crown"]
CUST_ZH = ["张阿姨", "小区3栋", "幼儿园食堂", "老周家", "街口面馆", "钱老师", "东门茶馆", "邮局对面", "小吴", "老年活动中心"]
VEG_EN = ["kale", "leeks", "carrots", "squash", "salad bag", "beetroot", "parsnips", "chard", "celeriac", "onions"]
VEG_ZH = ["羽衣甘蓝", "大葱", "胡萝卜", "南瓜", "生菜", "甜菜根", "萝卜", "菠菜", "芹菜", "洋葱"]

PARA_EN = {
    "sensors": ["Most of the nodes look steady overnight - moisture drifting down slowly, which is what you'd expect with no rain and cool temperatures.",
                "The one that stands out is the node by the pond: its readings jump around more than the others, which usually means a loose probe or water pooling right at the sensor rather than a real change in the bed.",
                "Soil temperature is sitting low enough that germination of anything direct-sown will be slow, so I wouldn't read too much into patchy emergence this week."],
    "weather": ["Tomorrow looks mostly dry until mid-afternoon, with a band of rain arriving later and a breezy evening.",
                "Ground conditions matter as much as the sky: after this week's rain the lower field will still be heavy, so the raised beds are the safer bet for planting.",
                "There's a frost risk again at the end of the week, so anything tender still outside could do with fleece."],
    "orders": ["This week's sheet is a little down on last week, mostly because a couple of regulars have paused for holidays.",
               "The standard boxes dominate as usual, with a handful of large ones and two extra egg add-ons.",
               "If the salad keeps coming from the tunnel you could add a bag to every large box without running short."],
    "gateway": ["The log shows the forwarder losing its backhaul connection in the early hours and reconnecting a few minutes later - that pattern usually points to the router or the mobile link rather than the gateway itself.",
                "Uplinks from the sensors kept arriving right up to the drop, so the radio side seems fine.",
                "If it happens again, it would help to note the time so we can compare it with the router's own log."],
    "market": ["With the tunnel full of salad, I'd lead with mixed leaf bags at the front of the stall - they sell fast in the morning and look good.",
               "Squash and roots keep well, so bring plenty; anything left over goes straight back into next week's boxes.",
               "Eggs and a few bunches of herbs by the till tend to be easy extra sales."],
    "cert": ["In short, they want evidence for everything that came onto the farm this year: seed, compost, feed, and any sprays, with invoices and the supplier's organic status.",
             "They also ask for your field records to match the cropping plan, so any beds that changed use mid-season need a short note.",
             "None of it is unusual - it's the same annual paperwork, just with a firmer tone than last year."],
    "irrigation": ["The controller shows zone 2 running its scheduled cycle and then a second manual start about twenty minutes later, so it looks like it was triggered twice rather than stuck open.",
                   "If someone was testing the valves from the app, that would explain it.",
                   "I'd keep an eye on tonight's run; if it doubles up again without anyone touching it, the schedule itself may have a duplicate entry."],
    "chat": ["That sounds like a proper winter day. Sitting in the van for a few minutes is honestly not the worst way to end it.",
             "Get something warm in you and put your feet up - the farm will still be there in the morning.",
             "Days like this are the price of the nice ones in spring."],
    "pests": ["For aphids on kale, the gentlest options are a strong jet of water, removing the worst-hit leaves, and encouraging predators like ladybirds and hoverflies.",
              "If you need something stronger, a soft soap spray is usually allowed under organic rules, but check it's on your certifier's permitted list before you buy.",
              "Cold weather tends to slow them down anyway, so the problem often eases by itself in December."],
}
PARA_ZH = {
    "sensors": ["大部分节点夜里读数都比较稳，湿度慢慢往下走，没下雨又降温，这很正常。",
                "比较特别的是池塘边那个节点，读数跳得比别的厉害，一般是探头松了或者探头旁边积水，不是地里真的有变化。",
                "现在地温偏低，直播的种子发芽会慢，这周出苗不齐不用太担心。"],
    "weather": ["明天上午到下午三点左右基本没雨，傍晚有一阵雨，风会大一点。",
                "地里的情况跟天一样重要：这周下过雨，下面那块地还很黏，高畦种更保险。",
                "周末前后又有霜冻风险，外面还没收的怕冻的菜最好盖上无纺布。"],
    "orders": ["这周订单比上周少一点，主要是几个老客户出门度假暂停了。",
               "还是标准箱最多，大箱几单，另外有两份加鸡蛋的。",
               "大棚生菜要是继续这么多，每个大箱加一袋也不会不够。"],
    "gateway": ["日志显示凌晨转发程序的回程连接断了，几分钟后又连上了，这种情况一般是路由器或者4G线路的问题，不是网关本身。",
                "断线之前传感器的上行数据一直在进来，所以无线这边应该没问题。",
                "下次再断的话记一下时间，好跟路由器自己的日志对一对。"],
    "market": ["大棚生菜这么多，摊位最前面就摆混合生菜袋，早上卖得快，也好看。",
               "南瓜和根茎菜耐放，多带点，卖不完的直接放下周的菜箱里。",
               "收钱的地方放点鸡蛋和几把香草，很容易顺手卖掉。"],
    "cert": ["简单说，他们要今年所有进到农场的东西的证明：种子、堆肥、饲料和打过的药，都要发票和供应商的有机资质。",
             "另外要求田间记录跟种植计划对得上，季中改了用途的地块要写个简单说明。",
             "都不算特别的要求，就是每年的例行材料，只是口气比去年硬一点。"],
    "irrigation": ["控制器显示2号区先跑了定时的一轮，二十分钟后又被手动启动了一次，所以是启动了两次，不是阀门卡住。",
                   "要是有人在app上试阀门，就说得通了。",
                   "今晚再盯一下，如果没人碰又跑两次，那可能是定时计划里有重复的条目。"],
    "chat": ["听着就是那种冬天的日子。在车里坐几分钟，其实也是不错的收尾。",
             "喝点热的，早点歇着，地明天还在那儿。",
             "这种天就是为了春天那些好日子付的代价。"],
    "pests": ["羽衣甘蓝上的蚜虫，最温和的办法是用水冲、摘掉最严重的叶子，再招点瓢虫、食蚜蝇这些天敌。",
              "要是需要更强一点的，钾皂喷剂一般有机标准是允许的，不过买之前先查一下认证机构的允许清单。",
              "天冷了蚜虫本来就会少，十二月往往自己就缓解了。"],
}
TOOLS = {
    "sensors": "read_sensor_log", "weather": "weather_forecast", "orders": "read_spreadsheet",
    "gateway": "run_shell", "irrigation": "controller_status", "cert": "search_email", "market": "read_spreadsheet",
}


def typo_en(rng, text):
    words = text.split(" ")
    for _ in range(1 if rng.random() < 0.45 else 0):
        i = rng.randrange(len(words))
        w = words[i]
        if len(w) > 4 and w.isalpha():
            j = rng.randrange(1, len(w) - 2)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    text = " ".join(words)
    return text.replace("don't", "dont").replace("I'm", "im").replace("can't", "cant")


def typo_zh(rng, text):
    for a, b in ZH_TYPOS:
        if a in text and rng.random() < 0.5:
            text = text.replace(a, b, 1)
    return text


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random(seed * 7919 + attempt * 104729 + (17 if zh else 0))
        self.zh = zh
        self.pk = per_kind
        self.P = ZH if zh else EN
        self.T = T_ZH if zh else T_EN
        self.decks = {}

    def pick(self, key, items):
        d = self.decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self.decks[key] = d
        return d.pop()

    # --- pastes
    def readings(self):
        r = self.rng
        if self.zh:
            lines = ["节点  湿度%  地温℃  电量V  信号"]
        else:
            lines = ["node  moist%  soilC  batt  rssi"]
        for n in range(1, r.randint(4, 7) + 1):
            lines.append("n%d    %.1f   %.1f   %.1f   -%d" % (n, r.uniform(18, 44), r.uniform(3, 11),
                                                         r.uniform(3.1, 3.7), r.randint(95, 121)))
        return "\n".join(lines)

    def orders(self):
        r = self.rng
        cust = CUST_ZH if self.zh else CUST_EN
        veg = VEG_ZH if self.zh else VEG_EN
        out = []
        for c in r.sample(cust, r.randint(4, 7)):
            size = r.choice(["大箱", "标准箱", "小箱"] if self.zh else ["large", "standard", "small"])
            extra = r.choice(veg)
            out.append(("- %s：%s，加%s" if self.zh else "- %s: %s box, extra %s") % (c, size, extra))
        return "\n".join(out)

    def letter(self):
        r = self.rng
        if self.zh:
            parts = ["尊敬的农场负责人：", "根据年度检查安排，请您准备好本年度所有外购投入品的采购凭证及供应商有机资质证明。",
                     "田间记录应与种植计划一致；如有地块用途变更，请附书面说明。",
                     "缓冲区管理及邻近常规地块的隔离措施将在现场核查。", "如有疑问请与本机构联系。", "此致\n有机认证中心"]
        else:
            parts = ["Dear Producer,", "As part of your annual inspection, please have available purchase records for all bought-in inputs together with evidence of their organic status.",
                     "Field records should correspond with your cropping plan; where a parcel has changed use, a short written explanation is required.",
                     "Buffer zone management and separation from neighbouring conventional land will be checked on site.",
                     "Please contact the office with any queries.", "Yours faithfully,\nCertification Team"]
        keep = [parts[0]] + r.sample(parts[1:-1], r.randint(2, 4)) + [parts[-1]]
        return "\n\n".join(keep)

    def log(self):
        r = self.rng
        h = r.randint(0, 4)
        lines = []
        for _ in range(r.randint(4, 7)):
            m = r.randint(0, 59)
            msg = r.choice(["uplink received rssi=-%d snr=%.1f" % (r.randint(95, 120), r.uniform(-5, 9)),
                            "backhaul lost, retrying", "backhaul connected", "stat: rxok=%d txok=%d" % (r.randint(20, 90), r.randint(0, 9)),
                            "gps: no fix", "keepalive ok"])
            lines.append("%02d:%02d:%02d lora_fwd: %s" % (h, m, r.randint(0, 59), msg))
        return "\n".join(lines)

    def paste_for(self, topic):
        return {"sensors": self.readings, "orders": self.orders, "market": self.orders,
                "cert": self.letter, "gateway": self.log, "irrigation": self.log}.get(topic, self.readings)()

    def field(self):
        r = self.rng
        s = r.choice(FIELD_ZH if self.zh else FIELD_EN)
        s = s.format(mm=r.randint(3, 19), n=r.randint(18, 44), s=r.randint(1, 9), e=r.randint(7, 15), b=r.randint(1, 9))
        return typo_zh(r, s) if self.zh else typo_en(r, s)

    def long_reply(self, topic):
        r = self.rng
        paras = (PARA_ZH if self.zh else PARA_EN)[topic]
        chosen = r.sample(paras, r.randint(2, 3))
        text = "\n\n".join(chosen)
        if r.random() < 0.4 and topic != "chat":
            if self.zh:
                text += "\n\n接下来可以：\n- 明天早上再看一眼读数\n- 有变化告诉我\n- 需要的话我来写个提醒"
            else:
                text += "\n\nNext steps, if useful:\n- check the readings again tomorrow morning\n- tell me if anything changes\n- I can set a reminder if you like"
        return text

    def user_style(self, tpl):
        r = self.rng
        if tpl.startswith("~"):
            tpl = tpl[1:]
            if not self.zh:
                tpl = typo_en(r, tpl.lower())
            else:
                tpl = typo_zh(r, tpl)
        return tpl

    def fill(self, tpl, kind, val):
        # values are substituted after styling so needles stay verbatim
        if kind == "decision":
            return tpl.replace("{c}", val[0]).replace("{r}", val[1])
        if kind == "name":
            return tpl.replace("{v}", val[0]).replace("{role}", val[1])
        return tpl.replace("{v}", val)

    def build(self):
        r = self.rng
        facts = []
        for kind in KINDS:
            pool = self.P[kind]
            vals = r.sample(pool, self.pk) if self.pk <= len(pool) else [pool[i % len(pool)] for i in range(self.pk)]
            for v in vals:
                needles = list(v) if kind == "decision" else [v[0]] if kind == "name" else [v]
                facts.append({"kind": kind, "val": v, "needles": needles})
        r.shuffle(facts)
        # units: user messages with 1-2 facts, or assistant-borne facts
        units = []
        i = 0
        while i < len(facts):
            f = facts[i]
            tpls = self.T[f["kind"]]
            atpls = [t for t in tpls if t.startswith("A:")]
            if atpls and r.random() < 0.15:
                units.append(("A", [f], self.pick("A" + f["kind"], atpls)[2:]))
                i += 1
                continue
            utpls = [t for t in tpls if not t.startswith("A:")]
            group = [(f, self.pick(f["kind"], utpls))]
            if i + 1 < len(facts) and r.random() < 0.18:
                g = facts[i + 1]
                if g["kind"] != f["kind"]:
                    gt = [t for t in self.T[g["kind"]] if t.startswith("~")]
                    group.append((g, self.pick(g["kind"], gt)))
                    i += 1
            units.append(("U", group))
            i += 1
        nunits = len(units)
        lo = max(130, 2 * nunits + 24)
        hi = max(lo, 270)
        target = r.randint(lo, hi)
        nfill = max(6, (target - 2 * nunits) // 2)
        slots = [("F",)] * nfill + units
        head = [("F",)] * 2
        rest = slots[2:]
        r.shuffle(rest)
        slots = head + rest
        rows = []
        for s in slots:
            rows.extend(self.exchange(s))
        return facts, rows

    def exchange(self, slot):
        r = self.rng
        out = []
        ack = ACK_ZH if self.zh else ACK_EN
        if slot[0] == "F":
            topic, q = self.pick("ask", ASK_ZH if self.zh else ASK_EN)
            if r.random() < 0.35:
                out.append(("user", self.field()))
                if r.random() < 0.5:
                    out.append(("assistant", r.choice(FREPLY_ZH if self.zh else FREPLY_EN)))
                    return out
            qtext = self.user_style(q)
            if topic in ("sensors", "orders", "cert") and r.random() < 0.5:
                lead = {"sensors": ("今晚的读数：" if self.zh else "Tonight's readings:"),
                        "orders": ("这周的订单：" if self.zh else "This week's orders so far:"),
                        "cert": ("信的内容：" if self.zh else "Here's the letter:")}[topic]
                qtext = qtext + "\n\n" + lead + "\n" + self.paste_for(topic)
            out.append(("user", qtext))
            if topic in TOOLS and r.random() < 0.7:
                out.append(("tool", TOOLS[topic], topic))
            out.append(("assistant", self.long_reply(topic)))
            return out
        if slot[0] == "A":
            f = slot[1][0]
            prompts = (APROMPT_ZH if self.zh else APROMPT_EN)[f["kind"]]
            out.append(("user", self.user_style(r.choice(prompts))))
            if r.random() < 0.5:
                out.append(("tool", r.choice(["search_email", "read_file", "calendar_lookup"]), "lookup"))
            text = self.fill(slot[2], f["kind"], f["val"])
            if r.random() < 0.5:
                text += "\n\n" + self.long_reply(r.choice(["gateway", "cert", "orders", "irrigation"]))
            out.append(("assistant", text, f))
            return out
        parts = []
        for f, tpl in slot[1]:
            parts.append(self.fill(self.user_style(tpl), f["kind"], f["val"]))
        if self.zh:
            text = r.choice(["\n", "\n另外，", "。还有，", "\n\n"]).join(parts)
        else:
            text = r.choice(["\n", "\nalso ", ". and ", "\n\n", " - oh and "]).join(parts)
        if r.random() < 0.15:
            topic = r.choice(["sensors", "orders", "cert"])
            text += "\n\n" + ("顺便贴一下：" if self.zh else "Also pasting this while I think of it:") + "\n" + self.paste_for(topic)
        out.append(("user", text))
        kinds = [f["kind"] for f, _ in slot[1]]
        if "question" in kinds:
            qr = QREPLY_ZH if self.zh else QREPLY_EN
            if "hens" in text or "喂鸡" in text:
                out.append(("assistant", qr[2]))
            else:
                out.append(("assistant", r.choice([q for i, q in enumerate(qr) if i != 2])))
        elif r.random() < 0.4:
            out.append(("assistant", r.choice(ack)))
        else:
            com = (COMMENT_ZH if self.zh else COMMENT_EN)[kinds[-1]]
            sep = "" if self.zh else " "
            text = r.choice(ack) + sep + sep.join(r.sample(com, r.randint(1, 2)))
            if r.random() < 0.35:
                topic = {"port": "gateway", "version": "gateway", "command": "gateway", "money": "orders",
                         "id": "orders", "date": "weather", "name": "chat", "decision": "market",
                         "constraint": "cert"}[kinds[-1]]
                text += "\n\n" + self.long_reply(topic)
            out.append(("assistant", text))
        return out

    def tool_rows(self, name, topic):
        r = self.rng
        if name == "run_shell":
            args = {"command": r.choice(["uptime", "tail -n 40 /var/log/lora_fwd.log", "systemctl status lora_fwd --no-pager"])}
            output = self.log()
        elif name == "read_sensor_log":
            args = {"nodes": "all", "hours": r.choice([8, 12, 24])}
            output = self.readings()
        elif name == "weather_forecast":
            args = {"location": "farm", "days": 2}
            output = json.dumps({"summary": r.choice(["dry then rain later", "showers", "clear, cold night"]),
                                 "minC": round(r.uniform(-2, 5), 1), "maxC": round(r.uniform(6, 12), 1),
                                 "rainMm": round(r.uniform(0, 9), 1)}, ensure_ascii=False)
        elif name == "read_spreadsheet":
            args = {"file": "box_orders.xlsx", "sheet": "this week"}
            output = self.orders()
        elif name == "controller_status":
            args = {"zone": r.randint(1, 4)}
            output = json.dumps({"state": "idle", "runsToday": r.randint(1, 3), "lastRunMin": r.randint(10, 45)})
        elif name == "search_email":
            args = {"query": r.choice(["certifier", "booking", "invoice", "gateway support"])}
            output = "1 result\n\n" + self.letter()
        elif name == "calendar_lookup":
            args = {"range": "next 3 weeks"}
            output = "\n".join(r.sample(["market (all morning)", "box deliveries", "vet for the hens", "dentist", "free", "free", "council meeting"], 4))
        else:
            args = {"path": "notes/farm.md"}
            output = "(notes file, %d lines)" % r.randint(20, 90)
        return json.dumps(args, ensure_ascii=False), output


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
            cid = "call_bn%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bn%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bn%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bn%d" % n, "createdAt": ts,
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
            facts, rows = make_rows(Conv(seed, zh, per_kind, attempt))
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
