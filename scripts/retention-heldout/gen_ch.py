#!/usr/bin/env python3
"""Held-out retention set "ch": a volunteer mountain-rescue deputy leader and his assistant.

The user texts in terse radio-style fragments (rgr, wilco, 2140hrs, grid refs, callsigns),
pastes incident-log extracts, kit-check tables, Raspberry Pi terminal output and forwarded
emails, dictates long unpunctuated voice debriefs, and has the assistant query the rota app,
the kit database and his inbox through tools. The last seed's conversation is in Chinese.

usage: gen.py OKBOT WORKDIR [SEEDS...]
env:   PER_KIND (default 10), SUMMARY_MAX (default 2000)
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

# ---------------------------------------------------------------------------
# value pools
# ---------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Rhys", "Sian", "Bethan", "Dafydd", "Carys", "Owain", "Megan", "Callum",
            "Fiona", "Hamish", "Kirsty", "Ewan", "Ailsa", "Graham", "Nia", "Ffion", "Aled",
            "Huw", "Emyr", "Stephanie", "Lorna", "Duncan", "Morag", "Alistair", "Rachel",
            "Tomos", "Gwen", "Brendan", "Imogen"]
EN_LAST = ["Pryce", "Llewellyn", "MacLeod", "Fraser", "Thornton", "Ashworth", "Whitfield",
           "Pennington", "Haworth", "Birkett", "Dobson", "Metcalfe", "Kinnear", "Lowther",
           "Gaskell", "Rigg", "Atkinson", "Braithwaite", "Cowperthwaite", "Hebblethwaite",
           "Nicholson", "Tyson", "Wilkinson", "Armistead", "Postlethwaite", "Mossop"]
EN_FN = ["Iwan", "Pete", "Mo", "Jen", "Sarah", "Dan", "Robbie", "Kath"]  # first-name-only chatter

ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高",
          "林", "何", "郭", "马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "曹"]
ZH_GIVEN = ["建国", "卫东", "志强", "海燕", "晓峰", "立新", "文斌", "国平", "丽华", "浩然", "俊杰",
            "秀英", "雪梅", "志远", "振华", "红梅", "德明", "玉兰", "建军", "春生", "明辉", "桂芳",
            "永刚", "淑珍", "宏伟", "凤英", "学军", "金山"]
ZH_FN = ["小周", "老李", "老张", "小马", "阿杰", "老郑", "小何"]

SERVICES = ["alertpi", "callout-bridge", "sarpager", "hillalert", "mrt-notify", "pagerd",
            "fellwatch", "callout-web"]

EN_DECISIONS = [
    ("the Lyon ACR harnesses", "the buckles work with gloves on"),
    ("Thursday nights for training", "half the team work shifts on Tuesdays"),
    ("a second Pi as a hot spare", "the SD card died twice last winter"),
    ("renewing with the same insurer", "switching mid-year would void the blue light cover"),
    ("the school field as the LZ", "the rugby pitch floods every winter"),
    ("the Sked for the gully jobs", "it drags better on wet grass"),
    ("Peli cases for the radios", "the old pouches let water in"),
    ("Kendal Tyres for the Land Rover", "they'll fit us in same day on a callout"),
    ("paper PRFs as backup", "the tablet is useless in the rain"),
    ("pulling out of the Ogwen exercise", "we can't guarantee cover for our own patch that weekend"),
    ("the cheaper headtorches", "they take the same AA cells as everything else"),
    ("a shared rota calendar", "people kept missing the WhatsApp poll"),
    ("kit check on the first Sunday of the month", "the drugs box expiry dates line up better"),
    ("Signal for the officers group", "the police liaison won't use WhatsApp"),
    ("a fixed IP for the Pi", "the router keeps reassigning it after power cuts"),
    ("Dan as driver trainer", "he's the only one with the instructor ticket"),
    ("the bigger battery for the repeater", "the old one died halfway through the last long search"),
    ("two vac mattresses not one", "the grant has to be spent by March"),
    ("keeping the old Motorola handsets", "the new ones won't talk to the police sets"),
    ("the Christmas collection at the Co-op", "they gave us the most last year"),
    ("the OS Maps annual licence", "it's cheaper than buying paper sheets every year"),
    ("a proper key safe at base", "too many people have copies of the key"),
]
EN_CONSTRAINTS = [
    ("no one goes on the hill solo", "not even for a quick recce"),
    ("nobody drives the Land Rover on blue lights", "unless they've passed the EVD course"),
    ("never leave a casualty handover", "without a signed PRF"),
    ("don't touch the radio firmware", "before the joint exercise"),
    ("the Pi stays plugged into the UPS", "at all times"),
    ("no kit leaves base", "without being signed out in the log"),
    ("no grid refs on the WhatsApp group", "while a job is live"),
    ("nobody talks to the press", "until the police have released details"),
    ("the drugs box gets checked", "every Sunday by a cas carer"),
    ("trainees don't carry the vac mattress", "until they've done manual handling"),
    ("nobody changes the server config", "without telling Iwan first"),
    ("no stretcher lowers", "with fewer than six on the rope"),
    ("ropes get binned", "after any shock load regardless of age"),
    ("keep the LR tank above half", "between callouts"),
    ("no alcohol", "for anyone on the rota that weekend"),
    ("always radio base", "when you leave the road head"),
    ("helmets on", "anywhere above the intake wall"),
    ("no one signs for donations", "except the treasurer"),
    ("don't take the LR off-road", "without a second member in the cab"),
]
EN_QUESTIONS = [
    "the trailer insurance", "the new ambulance handover form", "the replacement stretcher wheel",
    "the Rotary cheque", "the drone pilot course funding", "the repeater site lease",
    "the landowner access at Blea Tarn", "the new base generator", "the tyre pressure sensor fault",
    "the SARCALL API key renewal", "the defib pads recall", "the base heating bill",
    "the missing karabiner from kit bag 3", "the new hut door code",
    "the signed form from the Langdale job", "the headtorch warranty claim",
    "the association's data protection policy", "the fuel card limit",
    "the second vehicle's road tax", "the Ambleside base lease", "the mast planning application",
    "the casualty bag refurb",
]

ZH_DECISIONS = [
    ("Sked担架", "湿草地上拖得动"),
    ("周四晚上训练", "一半队员周二要上夜班"),
    ("再买一台树莓派做热备", "去年冬天SD卡坏了两次"),
    ("续保还找原来那家", "中途换公司手续太麻烦"),
    ("学校操场做直升机降落点", "足球场一下雨就积水"),
    ("Peli防水箱装对讲机", "旧的背包袋会进水"),
    ("县城那家轮胎店", "出任务的时候他们能当天给换"),
    ("纸质交接单做备份", "平板下雨天根本没法用"),
    ("便宜的那款头灯", "用的都是5号电池"),
    ("共享排班日历", "大家老是漏看群里的接龙"),
    ("给树莓派设固定IP", "路由器停电以后老换IP"),
    ("买两张真空担架", "补助必须3月前花完"),
    ("继续用老的摩托罗拉对讲机", "新的跟公安的台子不通"),
    ("基地装个钥匙盒", "手里有钥匙的人太多了"),
    ("小马当驾驶教练", "只有他有教练证"),
    ("春节在超市门口募捐", "去年那里募到的最多"),
]
ZH_CONSTRAINTS = [
    ("任何人不许单独上山", "哪怕只是去探个路"),
    ("只能有资质的驾驶员开救援车", "开警灯出任务的时候"),
    ("必须拿到签字的交接单", "伤员交给120的时候"),
    ("禁止在大群里发坐标", "任务进行中"),
    ("千万别升级对讲机固件", "联合演练之前"),
    ("树莓派必须一直接着UPS", "任何时候"),
    ("装备出库必须登记", "不管借多久"),
    ("不要接受媒体采访", "警方通报之前"),
    ("新队员不许背真空担架", "没上过搬运培训的"),
    ("服务器配置不要乱动", "没跟小周说之前"),
    ("绳子必须报废", "受过冲坠的不管用了多久"),
    ("离开公路起点必须呼叫基地", "每一次"),
    ("禁止喝酒", "排班表上那个周末的人"),
    ("救援车油箱必须保持半箱以上", "两次出队之间"),
]
ZH_QUESTIONS = [
    "挂车的保险", "新版120交接单", "担架的备用轮子", "扶轮社那笔捐款", "无人机培训的经费",
    "中继台站点的租约", "水库那边的进山许可", "小刘的急救证", "树莓派的备用电源", "轮胎的发票",
    "平台API密钥续期", "除颤仪电极片召回", "基地的暖气费", "新基地门禁密码", "三号装备包少的那把锁",
]

# ---------------------------------------------------------------------------
# single-message templates (user); {v} value, {a}/{b} two-needle facts,
# decoys: {t} time, {g} grid, {fn} first name, {cs} callsign
# ---------------------------------------------------------------------------

EN_SINGLE = {
    "name": [
        "new police liaison is {v}, PC out of Kendal. pls add to contacts",
        "ambo handover tonight was to {v} (NWAS), v professional",
        "{v} passed her assessment!! full member from today",
        "rgr. {v} on standby w the LR til {t}hrs",
        "regional assoc have a new sec - {v}. she'll be sending the insurance stuff",
        "{v} taking over as equipment officer from Jan, {fn} stepping down",
        "spoke to {v} re the grant, seems keen to help w the application",
        "cas care assessor for the spring course = {v}",
        "fyi {v} is the farmer at the top of the lane, ok'd us using his yard as RV",
        "{v} did the vehicle check sat. all good exc nearside wiper",
    ],
    "command": [
        "note to self, restart cmd for the pi is `{v}`",
        "{fn} says if alerts stop just ssh in and run {v} - works every time apparently",
        "ran {v} and it came back clean",
        "for the handbook: {v} is what unsticks the alert queue",
        "{v} <- thats the one for the logs, save it somewhere",
        "cmd from last time was {v}. doing it now, stand by",
        "ok so {v} then wait 30s then send a test page. got it",
        "pls add to the server notes: after a power cut run {v}",
        "had to do {v} twice before it came back. weird",
    ],
    "id": [
        "incident no. for tonight is {v}",
        "police log ref {v} if anyone asks",
        "grant app submitted!! ref {v}",
        "order went in, {v}, 5-7 working days they reckon",
        "LR insurance policy no {v}, keep it handy",
        "ambo job number was {v}, need it for the PRF",
        "pls log the Helvellyn job under {v}",
        "warranty claim for the vac mattress = {v}",
        "fault ticket w the radio supplier: {v}",
    ],
    "port": [
        "alerting app's moved to port {v} after the update",
        "sarcall webhook hits :{v} on the pi now",
        "{fn} forwarded {v} on the router to the pi, test page worked",
        "dashboard's on {v} now, not the old one",
        "admin page is http://calloutpi.local:{v}/admin if u need it",
        "nb mqtt broker listens on {v}",
        "changed the pi's port to {v}, old one clashed w the CCTV box",
        "firewall: only {v} open inbound, everything else shut",
    ],
    "version": [
        "radios all updated to firmware {v} tonight, 12 handsets done",
        "pi app is on {v}, {fn} says theres a newer one",
        "dont upgrade past {v}, breaks the sarcall integration",
        "CPS shows {v} on handset 4, the odd one out",
        "inReach updated to {v}, tracking works again",
        "alerting app {v} is what we're running, for the record",
        "repeater controller firmware = {v}",
        "defib software {v} per the service sticker",
    ],
    "money": [
        "replacement cas bag quoted at {v}",
        "MOT + 2 tyres came to {v}. ouch",
        "grant we're going for is {v}",
        "insurance renewal quote {v}, up on last yr",
        "{fn} paid {v} out of own pocket for batteries, need to reimburse",
        "fuel for the Nov callouts {v}",
        "the Lions donated {v}!! legends",
        "new vac mattress {v} inc VAT",
        "headtorch order total {v}",
    ],
    "date": [
        "LR MOT due {v}",
        "insurance lapses {v}, dont let it",
        "training night moved to {v}",
        "grant deadline {v}",
        "cas care reassessment {v}, pencil it in",
        "AGM is {v}",
        "radio licence renewal {v}",
        "joint exercise w the police is {v}",
        "drugs box items expire {v}",
    ],
    "decision": [
        "decided: {a}, because {b}",
        "ok going with {a} - mainly cos {b}",
        "We'll stick with {a} since {b}.",
        "made the call, {a} it is. reason: {b}",
        "team vote went for {a} as {b}",
        "lets just do {a}, {b} anyway",
        "fine - {a}. {b}, end of.",
        "Final answer: {a}, given that {b}",
        "after tonights mtg: {a}. why? {b}",
    ],
    "constraint": [
        "rule reminder: {a} {b}.",
        "pls put in the brief - {a}, {b}",
        "{a} {b}. not up for debate",
        "can u draft a msg to the team: {a} {b}",
        "ok new team policy as of tonight - {a} {b}",
        "my rule, always has been: {a} {b}",
        "for the avoidance of doubt, {a} {b}",
        "again bc someone ignored it sat: {a} {b}!!",
    ],
    "question": [
        "anyone know where we are with {v}?",
        "did {v} ever get sorted??",
        "q for u - whats happening with {v}? cant find anything",
        "still no word on {v}. do we know anything?",
        "has anyone actually heard back about {v}?",
        "remind me, {v} - was that ever resolved or no?",
        "is {v} still live or did it die a death?",
        "nobody's replied re {v}. who's meant to own that?",
        "whats the latest on {v}?",
    ],
}

ZH_SINGLE = {
    "name": [
        "新来的派出所对接民警叫{v}，以后警方那边有事先找他",
        "今晚120交接的是{v}，急救站的，挺专业",
        "{v}考核过了！从今天起转正式队员",
        "收到。{v}带车在基地备勤到{t}",
        "协会秘书处换人了，现在对接的是{v}，保险的材料她会发过来",
        "财务的换人了，以后{v}管账，有报销找她",
        "跟{v}聊了补助申请的事，他挺愿意帮忙",
        "周六车辆检查是{v}做的，除了右边雨刮都没问题",
    ],
    "command": [
        "树莓派重启命令记一下：{v}",
        "{fn}说告警停了就ssh进去跑 {v}，屡试不爽",
        "刚跑了 {v}，看着正常",
        "写进手册：队列卡住就用 {v}",
        "停电以后要先执行 {v}，帮我记到服务器笔记里",
        "跑了两遍 {v} 才恢复，奇怪",
    ],
    "id": [
        "今晚的任务编号：{v}",
        "派出所接警单号是{v}，有人问就报这个",
        "补助申请交了！编号{v}",
        "装备订单下了，单号{v}，说五到七个工作日",
        "救援车保单号{v}，存一下",
        "120那边的任务号是{v}，填交接单要用",
        "真空担架保修单号 {v}",
    ],
    "port": [
        "告警程序升级以后改到{v}端口了",
        "平台的webhook现在打到树莓派的{v}",
        "{fn}在路由器上把{v}转发到树莓派了，测试告警收到了",
        "后台地址 http://calloutpi.local:{v}/admin 记一下",
        "mqtt在{v}上监听，别跟别的冲突",
        "防火墙只开了{v}，其他全关",
    ],
    "version": [
        "对讲机固件今晚全部升到{v}了，12台都弄好了",
        "树莓派上的告警程序是{v}，{fn}说有新版",
        "别升级到{v}以后的版本，跟平台对接会出问题",
        "北斗终端升级到{v}了，轨迹又能用了",
        "中继台控制器固件是{v}",
        "除颤仪软件版本{v}，看的保养标签",
    ],
    "money": [
        "换新的伤员包报价{v}",
        "年检加两条胎一共{v}，肉疼",
        "这次申请的补助是{v}",
        "保险续保报价{v}，比去年贵",
        "{fn}自己垫了{v}买电池，记得报给财务",
        "上个月出队的油费{v}",
        "爱心企业捐了{v}！！",
    ],
    "date": [
        "救援车年检{v}到期",
        "保险{v}到期，千万别断保",
        "训练改到{v}了",
        "补助申请截止{v}",
        "跟公安的联合演练定在{v}",
        "急救复训{v}，先占个位",
        "队员大会{v}开",
    ],
    "decision": [
        "决定了：{a}，因为{b}",
        "就{a}吧，主要是{b}",
        "定了，{a}。毕竟{b}",
        "还是{a}吧，毕竟{b}",
        "开完会最后定的是{a}，主要是因为{b}",
        "我拍板了，{a}，因为{b}，就这样",
    ],
    "constraint": [
        "规矩再说一遍：{b}，{a}",
        "帮我写进队规：{a}，{b}",
        "{b}，{a}，这个没得商量",
        "新规定从今晚开始：{a}，{b}",
        "我的原则一直是：{a}，{b}",
        "上周六有人没遵守，再强调：{a}，{b}！",
    ],
    "question": [
        "{v}现在什么情况了？有人知道吗？",
        "{v}搞定了吗？",
        "{v}到底谁在跟？一直没人回复",
        "问一下，{v}有结果了吗？",
        "{v}还是没消息吗？",
        "{v}还有人管吗？我到现在还不知道",
    ],
}

# assistant replies to single facts (must never restate a needle)
EN_ACK = {
    "name": [
        "Added to contacts. Want me to note their role as well, so it shows up when you search the rota?",
        "Noted. If they're new to how the team works, it's worth sending them the callout procedures pack and the callsign sheet before their first job.",
        "Got it - I'll keep that against the incident file. If the handover paperwork needs a counter-signature, tell me and I'll draft the request.",
        "Great news. I'll update the membership list; remember the insurance schedule needs the full-member count updating too, and they'll want adding to the pager group.",
    ],
    "id": [
        "Logged. I'll keep that reference on the incident and correspondence file so it's there when the paperwork comes back.",
        "Noted - saved with today's date. If anyone rings about it, that's the number to quote.",
        "Got it. Want me to add it to the tracker so we can chase it if nothing turns up in a week?",
    ],
    "command": [
        "Saved to the server notes under 'Callout Pi - recovery'. Worth pinning a printed copy up at base too, in case the Pi is down and nobody can reach the wiki.",
        "Noted. If you find yourself running that more than once a week it's a sign something underneath is failing - on a Pi the power supply and the SD card are the usual suspects.",
        "Logged. After running it, a quick test page to one handset confirms the whole chain end to end (SARCALL -> Pi -> pagers).",
    ],
    "port": [
        "Noted the port. Remember three things have to agree: the SARCALL webhook URL, the router forward and the firewall rule - if any one is out, pages fail silently.",
        "Saved. I'd also put a label on the Pi itself with its hostname and port, so whoever's on duty can find the admin page at 2am without ringing anyone.",
    ],
    "version": [
        "Recorded. I'll keep a firmware table in the kit notes so you can see at a glance which sets are out of step with the rest.",
        "Noted. Before any further updates it's worth testing one handset against the police sets first, then rolling out the rest.",
        "Logged against the kit record. If the manufacturer issues a service bulletin I'll flag whether it applies.",
    ],
    "money": [
        "Logged against this year's spend. Want me to add it to the grant budget sheet as well?",
        "Noted. For the treasurer I'd attach the quote or receipt plus a one-line justification - it makes the quarterly accounts much easier.",
        "Added to the expenses tracker. Shout if it needs splitting between the kit and vehicle budgets.",
    ],
    "date": [
        "Reminder set. I'll nudge you a week before and again two days before.",
        "In the calendar. Shout if it moves.",
        "Added. I'll also put a note on the officers' agenda so it doesn't depend on one person remembering.",
    ],
    "decision": [
        "Recorded the decision with your reasoning, so it's on file if anyone questions it later. Want a short note drafted for the team group?",
        "Makes sense. I've added it to the decisions log for the next officers' meeting minutes.",
        "Noted, reasoning and all. If the treasurer asks why, the decisions log has it.",
    ],
    "constraint": [
        "Added to the standing rules list exactly as you wrote it. I'd suggest it goes at the top of the next training-night brief as well.",
        "Understood. Here's a short draft for the team, with your rule quoted at the top:\n\n"
        "\"Hi all - quick reminder of one of our standing rules (above). This isn't aimed at anyone in particular; "
        "it's about making sure everyone gets home. Any questions, speak to me or the team leader. Thanks.\"",
        "Logged as a standing rule. Do you want it in the probationer handbook too, so new members see it from day one?",
    ],
    "question": [
        "I don't have anything that settles that - nothing in the notes or in what I've seen of your inbox so far. I'd log it as an open action for the next officers' meeting.",
        "No idea, sorry - there's nothing on it in anything you've sent me. Do you want it on the open-items list?",
        "I can't see anything on that. It looks like it's fallen between chairs; worth giving it an owner at the next meeting.",
        "Nothing I can find, I'm afraid. Still open as far as I can tell.",
    ],
}
EN_SHORT_ACK = ["Noted.", "Got it.", "Logged.", "Saved.", "Rgr - noted."]

ZH_ACK = {
    "name": [
        "已加到通讯录。要不要把他的角色也备注上？这样查排班的时候能直接看到。",
        "记下了。如果是新对接的人，建议先把出队流程和呼号表发给对方一份。",
        "好的，已经记到联系人里了。以后有相关的事我会提醒你找对人。",
        "好消息！我更新一下队员名单。别忘了保险那边的正式队员人数也要同步更新。",
    ],
    "id": [
        "记下了，已经存到这次任务的档案里，后面材料回来可以对上。",
        "好的，编号已保存，有人打电话问就报这个。",
        "收到。要不要加到跟踪表里？一周没动静我提醒你催一下。",
    ],
    "command": [
        "已存到服务器笔记的“树莓派故障恢复”里。建议在基地也贴一份纸质的，万一树莓派挂了大家还能看到。",
        "记下了。如果一周要跑不止一次，说明底层有问题——树莓派一般是电源或SD卡。",
        "好的。执行完以后给一台对讲机/寻呼机发条测试告警，确认整条链路是通的。",
    ],
    "port": [
        "端口记下了。注意三个地方要一致：平台的webhook地址、路由器转发、防火墙规则，有一个不对告警就会悄悄失败。",
        "好的。建议在树莓派上贴个标签写上主机名和端口，半夜值班的人不用打电话问。",
    ],
    "version": [
        "已记录。我在装备笔记里建一个固件版本表，哪台没跟上一眼就能看到。",
        "记下了。以后再升级之前，建议先拿一台跟公安的台子试一下，没问题再全部升。",
    ],
    "money": [
        "已记到今年的支出里。要不要同时加到补助预算表？",
        "记下了。给财务报账的时候附上报价单或发票，再写一句用途说明，季度对账会省事很多。",
        "好的，已加到报销跟踪表里。",
    ],
    "date": [
        "提醒设好了，提前一周和提前两天各提醒你一次。",
        "已进日历，有变动跟我说。",
        "加上了。我也放到队务会议程里，免得只靠一个人记着。",
    ],
    "decision": [
        "已把这个决定和理由一起记到决策记录里，以后有人问就有据可查。要不要我写条通知发到队里群？",
        "有道理。已经加进下次队务会纪要的决策记录里。",
    ],
    "constraint": [
        "已按你的原话加进队规清单。建议下次训练前的简报也放在最前面讲一遍。",
        "明白。给队员的通知草稿：\n\n“各位队员：重申一条队规（见上）。不是针对谁，是为了每个人都能平安回家。有问题找我或者队长。谢谢！”",
        "记下了，作为常设规定。要不要也写进新队员手册？",
    ],
    "question": [
        "这个我这边没有任何信息，笔记和邮件里都没看到结论。建议记成待办，下次队务会提出来。",
        "不好意思，你发给我的材料里都没有提到这个。要不要加到待办清单里？",
        "我这边查不到，看起来没人在跟。下次开会最好指定一个负责人。",
        "没找到相关的，目前看还是悬着的。",
    ],
}
ZH_SHORT_ACK = ["记下了。", "收到。", "好的，已记录。", "已保存。"]

# ---------------------------------------------------------------------------
# filler exchanges (no facts)
# ---------------------------------------------------------------------------

EN_FILLER_SHORT = [
    [("user", "ok"), ("assistant", "Noted.")],
    [("user", "thx"), ("assistant", "No problem.")],
    [("user", "brb callout"), ("assistant", "Understood - stay safe. I'll hold everything until you're back."),
     ("user", "back. stood down {t}hrs, they walked off on their own"),
     ("assistant", "Good outcome. Want me to start a short incident note for the log, or leave it as a stand-down?")],
    [("user", "sry typo"), ("assistant", "No problem.")],
    [("user", "remind me to ring the garage tmrw"), ("assistant", "Reminder set for tomorrow morning.")],
    [("user", "on blue lights cant talk"), ("assistant", "Understood - speak later.")],
    [("user", "can u check the weather for the fells tmrw"),
     ("assistant", "I can't pull a live forecast from here - the MWIS Lake District forecast and the Met Office mountain forecast are the ones to check, plus the fell top assessors' report if there's snow.")],
    [("user", "team meeting went ok. long one"), ("assistant", "Glad it went OK. Anything you want captured from it?"),
     ("user", "nah tmrw"), ("assistant", "No problem.")],
    [("user", "fuel light on in the LR, filling up"), ("assistant", "Good call.")],
    [("user", "heading to base"), ("assistant", "OK.")],
    [("user", "signal's terrible up here, msgs might be slow"), ("assistant", "Understood. I'll be here.")],
    [("user", "nvm sorted"), ("assistant", "Good.")],
    [("user", "lol"), ("assistant", ":)")],
    [("user", "rgr"), ("assistant", "👍")],
    [("user", "sorry phone died"), ("assistant", "No worries - pick up wherever you like.")],
    [("user", "on the hill, later"), ("assistant", "Will do. Nothing urgent pending.")],
    [("user", "cheers"), ("assistant", "Anytime.")],
    [("user", "wilco"), ("assistant", "Great.")],
    [("user", "training tonight, out til late"), ("assistant", "Have a good session. I'll keep anything that comes in until tomorrow.")],
    [("user", "pager just went. {cs} responding, ETA base 15 min"), ("assistant", "Rgr. Stay safe - message when you're stood down.")],
    [("user", "false alarm. flare was a lamp on the farm lol"), ("assistant", "Ha - better that than a real one. Back to it whenever you're ready.")],
    [("user", "hang on"), ("assistant", "Sure.")],
    [("user", "👍"), ("assistant", "👍")],
]

EN_FILLER_LONG = [
    [("user", "can u do me a winter kit list for the probationers, basic stuff they should carry"),
     ("assistant", "Here's a starting point for a probationer's winter personal kit list:\n\n"
      "**Carried on every callout**\n- Waterproof jacket and trousers (proper mountain-grade, not fashion)\n"
      "- Warm layers: base layer, fleece, insulated jacket\n- Hat, two pairs of gloves (one thin, one insulated), buff\n"
      "- Headtorch plus spare batteries\n- Map, compass, whistle\n- Personal first aid kit and survival bag\n"
      "- Food and a flask\n- Mobile phone in a waterproof bag\n\n**Winter additions**\n- Ice axe and crampons (only once trained)\n"
      "- Goggles\n- Spare insulated layer\n- Group shelter (team kit, but they should know where it lives)\n\n"
      "Team-issue kit (radio, helmet, harness) is signed out at base. Want me to format this as a one-page handout?")],
    [("user", "draft a thank u to the farmer who let us use his yard for the heli LZ sat"),
     ("assistant", "Draft:\n\n\"Dear Mr and Mrs ___,\n\nOn behalf of everyone at the team, thank you for letting us use your yard on Saturday evening. "
      "Having a safe, lit landing area so close to the casualty made a real difference - the casualty was flown to hospital "
      "far sooner than a carry-out would have allowed.\n\nWe're very aware it was late and at short notice, and we're grateful "
      "for your patience. If any damage was caused to the yard or gates, please let us know and we'll put it right.\n\n"
      "With thanks,\n___\nDeputy Team Leader\"\n\nWant it less formal, or shall I add something about a team visit?")],
    [("user", "knackered. 3rd callout this wk"),
     ("assistant", "That's a lot on top of a day job. A few thoughts:\n\n- Take yourself off the rota for a night if cover allows - the team rules exist for exactly this.\n"
      "- Don't drive tired: if you've been out past midnight, get someone else to drive the Land Rover back.\n"
      "- Eat properly and get the kit dry tonight so tomorrow isn't worse.\n\nWant me to check who else could cover the weekend?")],
    [("user", "how should i word the impact bit on the grant form. they want 300 words"),
     ("assistant", "For the impact section, funders usually want three things: need, outcome, and evidence.\n\n"
      "1. **Need** - how many callouts last year, how many hours volunteered, the terrain and the fact that you're the only team covering it.\n"
      "2. **Outcome** - what the new kit changes: faster casualty packaging, safer lowers, fewer kit failures in wet weather.\n"
      "3. **Evidence** - one short anonymised incident story where the kit would have made a difference, plus numbers.\n\n"
      "Keep sentences short, avoid jargon like 'PRF' or 'EVD', and finish with who benefits: walkers, climbers, the ambulance service and the police. "
      "Send me your draft and I'll tighten it to 300 words.")],
    [("user", "whats a good structure for a hot debrief, the current one rambles"),
     ("assistant", "A hot debrief should take 10 minutes and happen before people drive home:\n\n"
      "1. **Welfare first** - is anyone hurt, cold or upset? Anyone who needs a follow-up call?\n"
      "2. **What happened** - one person gives a 60-second timeline.\n"
      "3. **What went well** - two or three points, no more.\n"
      "4. **What didn't** - kit failures, comms gaps, anything unsafe.\n"
      "5. **Actions** - each with a name against it.\n\nAnything bigger goes to a cold debrief later in the week. Want a laminated card version for the Land Rover?")],
    [("user", "ideas for the winter safety post for the team facebook"),
     ("assistant", "A few angles that tend to work:\n\n- **Daylight**: it's dark by half four - carry a headtorch even on a short walk.\n"
      "- **Conditions**: check the mountain weather forecast and the fell top conditions before you set out.\n"
      "- **Kit**: microspikes aren't crampons; know what your route needs.\n- **Plan**: tell someone where you're going and when you'll be back.\n"
      "- **Call 999, ask for Police, then Mountain Rescue**.\n\nA photo from a training night (faces visible only with consent) does better than stock images. Want a draft caption?")],
    [("user", "running the stretcher lowers session next wk, any tips"),
     ("assistant", "Some suggestions for a good lowers session:\n\n- Start with a kit brief and a rigging check by someone other than the rigger.\n"
      "- Rotate roles so everyone does brake, edge, barrow-boy and stretcher attendant at least once.\n"
      "- Keep the first lower on easy ground; add the steep section once the team's in rhythm.\n"
      "- Use a weighted dummy, not a volunteer, until the system is proven.\n- Finish with a 5-minute debrief and a rope inspection before bagging.\n\n"
      "Do you want a sign-off sheet for the trainees?")],
    [("user", "what should be on the LR winter check"),
     ("assistant", "Winter vehicle check for the Land Rover:\n\n- Tyres: tread depth and pressures, spare included\n- Antifreeze and screenwash (winter strength)\n"
      "- Battery health - cold mornings find weak ones\n- Wipers and all lights, including blue lights and scene lighting\n"
      "- Snow chains present and someone trained to fit them\n- Shovel, tow rope, recovery boards\n- Fuel card and the vehicle log in the door pocket\n\n"
      "I can turn this into a tick-sheet for the vehicle officer if useful.")],
    [("user", "cn u write a recruitment post, we need more drivers esp"),
     ("assistant", "Draft:\n\n\"**We're recruiting!** Our volunteer mountain rescue team is looking for new members - especially people who can "
      "drive. You don't need to be a mountaineer on day one: we train you in navigation, casualty care and rope work, and "
      "our drivers go through an approved emergency driving course.\n\nWhat we ask: commitment to training nights, a "
      "reasonable level of hill fitness, and a willingness to be woken at 3am.\n\nInterested? Come along to an open evening "
      "at base or message us here.\"\n\nWant a shorter version for Instagram?")],
    [("user", "remind me radio procedure for new lot, they keep chatting on ch1"),
     ("assistant", "Quick refresher you could send them:\n\n- Think before you press: who you're calling, what you need to say.\n"
      "- Call format: 'Base, this is [callsign], over.' Wait for the reply before passing the message.\n"
      "- Keep it short. No names of casualties on air; use 'the casualty'.\n- Use the phonetic alphabet for grid refs.\n"
      "- Working channel is for the job only - social chat goes on the phone.\n- End with 'out' only when the exchange is complete.\n\n"
      "Maybe run a 15-minute radio drill at the start of the next training night?")],
    [("user", "whats the general advice on fatigue policy, the assoc want us to have one"),
     ("assistant", "A simple fatigue policy usually covers:\n\n1. **Self-declaration** - anyone can stand themselves down without explanation.\n"
      "2. **Driving limits** - no driving after a set number of hours awake; swap drivers on long jobs.\n"
      "3. **Long incidents** - team leader plans rest and relief after a set time on the hill.\n"
      "4. **After-care** - a check-in the day after difficult callouts.\n5. **Review** - the policy is looked at yearly.\n\n"
      "Want me to draft a one-page version you can adapt?")],
    [("user", "draft a holding statement for press, generic, for when we get calls"),
     ("assistant", "Generic holding statement:\n\n\"Our team was called out by the police to assist a party on the fells. "
      "Team members attended and the casualty was passed into the care of the ambulance service. We are not able to "
      "share any further details at this time; please direct enquiries to the police press office.\"\n\n"
      "Keep it bland until the police release details, and never name or describe the casualty.")],
    [("user", "pi keeps getting warm in the cupboard, does that matter"),
     ("assistant", "It can. A Raspberry Pi throttles when it gets hot, and heat also shortens SD card life.\n\n"
      "- Give it a case with a heatsink or a small fan.\n- Don't shut it in a sealed cupboard with the router and the UPS - those all make heat.\n"
      "- Check whether it's throttling by looking at the temperature readings over a day.\n\n"
      "If it's the box that runs the alerting, it's worth the ten quid for a better case.")],
    [("user", "can u summarise what a good casualty handover to ambo looks like, for training"),
     ("assistant", "A good handover follows a fixed structure so nothing gets lost:\n\n"
      "- **Who**: age, sex, name if known\n- **What happened**: mechanism of injury, time\n"
      "- **Injuries / findings**: what you found, in head-to-toe order\n- **Observations**: first set and latest set, with times\n"
      "- **Treatment given**: including any drugs and times\n- **Paperwork**: the casualty report form handed over with the casualty\n\n"
      "Practise it out loud in pairs - it's a spoken skill.")],
]

ZH_FILLER_SHORT = [
    [("user", "好"), ("assistant", "收到。")],
    [("user", "谢了"), ("assistant", "不客气。")],
    [("user", "先不说了，出队"), ("assistant", "明白，注意安全。回来再说。"),
     ("user", "回来了，{t}撤收，人自己走出来了"), ("assistant", "结果不错。要不要我起草一条简单的任务记录？还是就按撤销处理？")],
    [("user", "打错字了"), ("assistant", "没事。")],
    [("user", "明天提醒我给修车厂打电话"), ("assistant", "好的，明早提醒你。")],
    [("user", "开着警灯呢，不方便说"), ("assistant", "明白，回头再说。")],
    [("user", "明天山上天气怎么样，帮我看看"), ("assistant", "我这边查不了实时预报，建议看一下气象局的山区预报和景区发布的天气，有雪的话再问问当地的护林员。")],
    [("user", "队务会开完了，开了好久"), ("assistant", "辛苦了。有要我记下来的吗？"), ("user", "明天再说"), ("assistant", "好的。")],
    [("user", "救援车油灯亮了，去加油"), ("assistant", "好。")],
    [("user", "往基地走了"), ("assistant", "好的。")],
    [("user", "山上信号太差，回得慢"), ("assistant", "明白，我在。")],
    [("user", "算了，搞定了"), ("assistant", "好的。")],
    [("user", "哈哈哈"), ("assistant", "😄")],
    [("user", "收到"), ("assistant", "👍")],
    [("user", "刚才手机没电了"), ("assistant", "没事，接着说就行。")],
    [("user", "在山上，晚点回"), ("assistant", "好的，目前没有急事。")],
    [("user", "明白"), ("assistant", "好。")],
    [("user", "今晚训练，要很晚"), ("assistant", "训练顺利！有消息我先帮你存着。")],
    [("user", "呼机响了，{cs}出动，15分钟到基地"), ("assistant", "收到，注意安全，撤收了跟我说一声。")],
    [("user", "虚惊一场，信号弹其实是农家的灯 哈哈"), ("assistant", "哈哈，总比真出事强。")],
    [("user", "等一下"), ("assistant", "好的。")],
    [("user", "👌"), ("assistant", "👌")],
]

ZH_FILLER_LONG = [
    [("user", "帮我列个新队员冬季个人装备清单，基础的"),
     ("assistant", "新队员冬季个人装备清单（初稿）：\n\n**每次出队必带**\n- 专业冲锋衣裤\n- 保暖层：排汗内衣、抓绒、保暖外套\n"
      "- 帽子、两副手套（薄的+保暖的）、围脖\n- 头灯+备用电池\n- 地图、指北针、口哨\n- 个人急救包、救生毯\n- 路餐和保温壶\n- 防水袋装手机\n\n"
      "**冬季增加**\n- 冰镐、冰爪（培训合格后才用）\n- 雪镜\n- 备用保暖层\n\n对讲机、头盔、安全带这些队里的装备在基地登记领用。要不要排成一页纸发给他们？")],
    [("user", "写个感谢信给周六借院子给我们降直升机的那户农家"),
     ("assistant", "草稿：\n\n“尊敬的___大哥、大姐：\n\n感谢你们周六晚上把院子借给我们作为直升机降落点。离伤员那么近又有照明的场地，"
      "让伤员比抬下山早了很多送到医院。\n\n时间很晚又很突然，非常感谢你们的理解。如果院子或者大门有任何损坏，请一定告诉我们，我们负责修好。\n\n"
      "山地救援队 副队长 ___”\n\n要不要写得更口语一点？")],
    [("user", "累死了，这周第三次出队了"),
     ("assistant", "白天还要上班，这个强度确实很大。几点建议：\n\n- 排班允许的话给自己放一晚假，队规本来就是为这个设的。\n"
      "- 别疲劳驾驶：过了半夜回来的话，让别人开车。\n- 好好吃顿饭，装备今晚晾干，不然明天更难受。\n\n要不要我看看周末谁能顶一下？")],
    [("user", "补助申请表里“项目意义”那栏怎么写，要300字"),
     ("assistant", "“项目意义”一般要写清三件事：需求、效果、证据。\n\n1. **需求**：去年出队多少次、志愿服务多少小时、地形特点、是不是这片区域唯一的救援力量。\n"
      "2. **效果**：新装备能改变什么——伤员固定更快、下放更安全、雨天装备不再出问题。\n"
      "3. **证据**：一个脱敏的真实案例，加上数据。\n\n句子短一点，少用行话，最后写清楚受益的是谁：驴友、登山者、120和公安。你写好初稿发我，我帮你压到300字。")],
    [("user", "复盘怎么组织比较好，现在每次都说个没完"),
     ("assistant", "热复盘控制在10分钟，大家开车回家之前做：\n\n1. **先看人**：有没有人受伤、冻着、情绪不好？谁需要后续回访？\n"
      "2. **经过**：一个人用一分钟讲时间线。\n3. **做得好的**：两三条就够。\n4. **不足**：装备故障、通讯问题、不安全的地方。\n"
      "5. **改进措施**：每条落实到人。\n\n大问题放到周中的冷复盘。要不要做成卡片放车上？")],
    [("user", "冬季安全提醒发朋友圈，有什么思路"),
     ("assistant", "几个角度：\n\n- **天黑早**：下午五点就黑了，短线也要带头灯。\n- **看天气**：出发前看山区天气预报。\n"
      "- **装备**：简易冰爪不是冰爪，线路需要什么就带什么。\n- **报备**：告诉家人去哪、几点回。\n- **遇险**：打110或119说明位置。\n\n"
      "配一张训练的照片（露脸要征得同意）效果比网图好。要不要我写段文案？")],
    [("user", "下周组织担架下放训练，有什么建议"),
     ("assistant", "建议：\n\n- 先讲装备，再由架设人以外的人检查系统。\n- 轮换岗位，每个人都要做一次制动、边缘保护、担架护送。\n"
      "- 第一次下放选简单地形，配合顺了再上陡坡。\n- 系统没验证之前用假人，不用真人。\n- 最后5分钟复盘，收绳前检查绳子。\n\n要不要做个新队员签字确认表？")],
    [("user", "救援车冬季检查都查啥"),
     ("assistant", "救援车冬季检查：\n\n- 轮胎：花纹深度和胎压，包括备胎\n- 防冻液、玻璃水（冬季型）\n- 电瓶状态，冷天最容易趴窝\n"
      "- 雨刮和所有灯光，包括警灯和照明灯\n- 防滑链，以及会装的人\n- 铁锹、拖车绳、脱困板\n- 加油卡和行车记录本\n\n可以给车辆管理员做成打勾表。")],
    [("user", "写个招新文案，特别缺会开车的"),
     ("assistant", "草稿：\n\n“**山地救援队招新啦！** 我们是一支志愿者山地救援队伍，现招募新队员，特别欢迎会开车的朋友。"
      "不需要一开始就是登山高手：导航、急救、绳索技术我们都会培训，驾驶员还会参加专门的应急驾驶培训。\n\n"
      "我们希望你：能坚持参加训练、有一定体能、半夜三点被叫醒也愿意出发。\n\n有兴趣的话来基地开放日看看，或者私信我们。”\n\n要不要再出个短版？")],
    [("user", "新队员老在频道里闲聊，帮我整理下通话规范"),
     ("assistant", "可以发给他们：\n\n- 按键前先想好：叫谁、说什么。\n- 呼叫格式：“基地，这里是[呼号]，请回答。”等对方回了再说内容。\n"
      "- 简短。频道里不说伤员姓名，统一叫“伤员”。\n- 坐标用标准读法逐位报。\n- 工作频道只用于任务，聊天用手机。\n- 通话结束才说“完毕”。\n\n"
      "下次训练开头可以做15分钟通话演练。")],
    [("user", "协会要我们出个疲劳管理制度，一般写啥"),
     ("assistant", "一般包括：\n\n1. **自我申报**：任何人都可以自行退出，不需要理由。\n2. **驾驶限制**：清醒超过一定时长不开车，长任务轮换司机。\n"
      "3. **长时间任务**：现场指挥安排轮休和替换。\n4. **事后关怀**：难度大的任务第二天回访。\n5. **每年复查**。\n\n要不要我起草一页纸的版本？")],
    [("user", "树莓派放柜子里老发烫，有影响吗"),
     ("assistant", "有影响。树莓派过热会降频，也会缩短SD卡寿命。\n\n- 换个带散热片或小风扇的外壳。\n- 别跟路由器、UPS一起关在密闭柜子里。\n"
      "- 观察一天的温度，看看有没有降频。\n\n跑告警的那台，花几十块钱换个好外壳很值。")],
]

# ---------------------------------------------------------------------------
# bundle carriers
# ---------------------------------------------------------------------------

CARRIER_KINDS = {
    "log": {"id", "name", "date", "money"},
    "kit": {"id", "money", "version"},
    "email": {"name", "id", "date", "constraint", "decision", "command", "port"},
    "voice": {"name", "id", "date", "decision", "constraint", "money"},
    "pi": {"command", "port", "version"},
    "asst": {"command", "port"},
    "rota": {"name"},
    "kitdb": {"id", "money", "version", "date"},
    "inbox": {"name", "id", "date", "constraint", "command", "port"},
}
WEIGHTS = {
    "name": {"single": 4, "log": 1.5, "email": 1, "voice": 1.5, "rota": 2, "inbox": 1},
    "command": {"single": 4, "email": 1, "pi": 2.5, "asst": 1.5, "inbox": 1},
    "id": {"single": 4, "log": 1.5, "kit": 1.5, "email": 1, "voice": 1, "kitdb": 1.5, "inbox": 1},
    "port": {"single": 5, "email": 0.8, "pi": 2, "asst": 1, "inbox": 0.8},
    "version": {"single": 5, "kit": 1.5, "pi": 1.5, "kitdb": 2},
    "money": {"single": 5, "kit": 2, "log": 0.5, "voice": 1, "kitdb": 1.5},
    "date": {"single": 5, "log": 1, "email": 1, "voice": 1, "kitdb": 1.5, "inbox": 1},
    "decision": {"single": 7, "email": 0.7, "voice": 2.3},
    "constraint": {"single": 6, "email": 1, "voice": 2, "inbox": 1},
    "question": {"single": 1},
}

EN_LOG_LINES = {
    "id": ["Incident no: {v}", "Police CAD ref: {v}", "NWAS job: {v}"],
    "name": ["{t} Cas handed over to {v} (NWAS paramedic), PRF signed",
             "{t} {v} assumed hill party leader",
             "{t} Spoke to {v} (police) re access via the farm track"],
    "date": ["Date: {v}", "Log opened {v}"],
    "money": ["{t} Note: vacuum splint damaged, est replacement {v}"],
}
EN_LOG_DECOY = ["{t} Team paged via SARCALL", "{t} Hill party 1 ({cs}) at grid {g}",
                "{t} Cas located, conscious, lower leg injury", "{t} Stretcher carry commenced",
                "{t} All team off hill", "{t} Base closed, kit restocked", "{t} 9 members responding",
                "{t} Hill party 2 ({cs}) searching wall line near {g}"]
ZH_LOG_LINES = {
    "id": ["任务编号：{v}", "派出所接警单号：{v}", "120任务号：{v}"],
    "name": ["{t} 伤员移交120，接收人{v}，交接单已签",
             "{t} {v}任现场指挥",
             "{t} 与派出所{v}沟通进山路线"],
    "date": ["日期：{v}", "记录开始：{v}"],
    "money": ["{t} 真空夹板损坏一副，更换约{v}"],
}
ZH_LOG_DECOY = ["{t} 接派出所电话，发布出队通知", "{t} 一组（{cs}）到达坐标{g}",
                "{t} 找到伤员，意识清醒，小腿受伤", "{t} 开始担架转运", "{t} 全员下撤",
                "{t} 基地关门，装备已补充", "{t} 出动9人", "{t} 二组（{cs}）沿沟搜索，位置{g}"]

EN_KIT_ITEMS = ["Vac mattress #1", "Vac mattress #2", "Cas bag A", "Cas bag B", "Bell stretcher",
                "Sked", "Trauma kit B", "Entonox", "Pulse ox", "Cas tent", "Rope 50m #3",
                "Rope 50m #5", "AED", "Headtorch box", "Drugs box", "Splint set"]
EN_STATUS = ["ok", "valve sticking", "zip gone", "worn, replace", "due service", "cracked buckle",
             "missing strap", "ok (cleaned)"]
ZH_KIT_ITEMS = ["真空担架1号", "真空担架2号", "伤员包A", "伤员包B", "铲式担架", "创伤包B",
                "血氧仪", "主绳50米3号", "主绳50米5号", "AED除颤仪", "头灯箱", "急救药箱", "夹板套装"]
ZH_STATUS = ["正常", "气阀发涩", "拉链坏了", "磨损，需更换", "待保养", "卡扣裂了", "少一根带子", "正常（已清洁）"]
EN_RADIOS = ["Radio %d", "Handset %d", "Repeater"]
ZH_RADIOS = ["对讲机%d号", "手台%d号", "中继台"]

EN_EMAIL_LINES = {
    "id": ["Our reference for this is {v}.", "Please quote {v} on any correspondence.", "The log number is {v}."],
    "date": ["The exercise will take place on {v}.", "Applications close on {v}.", "Could you confirm numbers by {v}?"],
    "constraint": ["A reminder to all teams: {a} {b}.", "Following the review, {a} {b}."],
    "decision": ["The committee have decided on {a}, because {b}."],
    "command": ["If it happens again, please run {v} and let me know what it says.",
                "I've tested it with {v} and it's fine now."],
    "port": ["I've opened {v} on the base router for the Pi.", "The webhook now targets port {v}."],
    "name": ["{v} will be your point of contact from now on.", "I've copied in {v}, who is taking this over."],
}
ZH_EMAIL_LINES = {
    "id": ["本次事件编号为{v}，请在后续材料中注明。", "回复请引用编号{v}。", "登记号是{v}。"],
    "date": ["联合演练定于{v}举行。", "申请截止时间为{v}。", "请于{v}之前确认参加人数。"],
    "constraint": ["请各队注意：{b}，{a}。", "经研究，{a}，{b}。"],
    "decision": ["协会决定：{a}，因为{b}。"],
    "command": ["如果再出现，请执行 {v}，然后把结果发我。", "我用 {v} 测过了，现在正常。"],
    "port": ["我已经在基地路由器上给树莓派开了{v}。", "webhook现在指向{v}端口。"],
    "name": ["以后由{v}跟你们对接。", "抄送{v}，后续由她负责。"],
}

EN_VOICE_LINES = {
    "name": ["handed the casualty over to {v} from the ambulance who was great",
             "{v} did a really good job on the rope",
             "police liaison on the night was {v}"],
    "id": ["incident number is {v} for the records", "the police ref is {v}"],
    "date": ["the follow up review is {v}", "we need the kit back in service by {v}"],
    "decision": ["we agreed in the end we'd go with {a} because {b}",
                 "so its {a} because {b} and thats decided"],
    "constraint": ["i want it clear to everyone that {a} {b} because we nearly had an issue",
                   "reminder for the brief {a} {b}"],
    "money": ["the broken splint will be about {v} to replace", "fuel tonight was {v}"],
}
EN_VOICE_DECOY = ["we got the call at {t} from the police", "nine of us turned out",
                  "weather was grim proper sideways rain", "cas was a male walker mid fifties lower leg injury",
                  "we did a carry down to the road head", "all off the hill by {t}",
                  "good job everyone honestly", "comms were patchy in the gully again"]
ZH_VOICE_LINES = {
    "name": ["伤员交给了120的{v}人很专业", "{v}在绳索那边做得很好", "今晚派出所对接的是{v}"],
    "id": ["任务编号是{v}记一下", "派出所的单号是{v}"],
    "date": ["复盘会定在{v}", "装备要在{v}之前恢复"],
    "decision": ["最后大家定了{a}因为{b}", "商量完还是{a}主要是{b}"],
    "constraint": ["还有就是{b}{a}上周差点出事", "给大家强调一下{a}{b}"],
    "money": ["坏了的夹板换一个大概{v}", "今晚油费{v}"],
}
ZH_VOICE_DECOY = ["我们是{t}接到派出所电话的", "出了九个人", "天气很差一直下雨",
                  "伤员是个五十多岁的男驴友小腿受伤", "一路担架抬到公路起点", "{t}全部下撤",
                  "大家辛苦了", "沟里对讲机信号又不好"]


# id formats by class, and which class each id template implies
ID_FORMS_EN = {
    "inc": [lambda r: "INC-%05d" % r.randint(10000, 99999), lambda r: "MR/26/%04d" % r.randint(1, 9999)],
    "cad": [lambda r: "CAD-%06d" % r.randint(100000, 999999)],
    "nwas": [lambda r: "NWAS-%07d" % r.randint(1000000, 9999999)],
    "grant": [lambda r: "GR-%04d-%s" % (r.randint(1000, 9999), r.choice("ABCDEFGHJK"))],
    "order": [lambda r: "ORD-%05d" % r.randint(10000, 99999)],
    "pol": [lambda r: "POL%07d" % r.randint(1000000, 9999999)],
    "tkt": [lambda r: "TKT-%04d" % r.randint(1000, 9999), lambda r: "WC%05d" % r.randint(10000, 99999)],
    "sn": [lambda r: "SN %s-%06d" % (r.choice(["HX", "MT", "LY", "SP", "PX"]), r.randint(0, 999999))],
}
ID_FORMS_ZH = {
    "sj": [lambda r: "SJ-2026-%04d" % r.randint(1, 9999)],
    "jq": [lambda r: "JQ2026%06d" % r.randint(0, 999999)],
    "120": [lambda r: "120-%07d" % r.randint(0, 9999999)],
    "sq": [lambda r: "SQ%06d" % r.randint(100000, 999999)],
    "dd": [lambda r: "DD%08d" % r.randint(10000000, 99999999)],
    "pdaa": [lambda r: "PDAA2026%08d" % r.randint(0, 99999999)],
    "bx": [lambda r: "BX-%05d" % r.randint(10000, 99999)],
    "sn": [lambda r: "%s%07d" % (r.choice(["HYT", "DP", "MTP", "BD"]), r.randint(0, 9999999))],
}
ID_TPL_CLS = {
    "incident no. for tonight is {v}": "inc",
    "police log ref {v} if anyone asks": "cad",
    "grant app submitted!! ref {v}": "grant",
    "order went in, {v}, 5-7 working days they reckon": "order",
    "LR insurance policy no {v}, keep it handy": "pol",
    "ambo job number was {v}, need it for the PRF": "nwas",
    "pls log the Helvellyn job under {v}": "inc",
    "warranty claim for the vac mattress = {v}": "tkt",
    "fault ticket w the radio supplier: {v}": "tkt",
    "今晚的任务编号：{v}": "sj",
    "派出所接警单号是{v}，有人问就报这个": "jq",
    "补助申请交了！编号{v}": "sq",
    "装备订单下了，单号{v}，说五到七个工作日": "dd",
    "救援车保单号{v}，存一下": "pdaa",
    "120那边的任务号是{v}，填交接单要用": "120",
    "真空担架保修单号 {v}": "bx",
}
LOG_ID = {"inc": "Incident no: {v}", "cad": "Police CAD ref: {v}", "nwas": "NWAS job: {v}",
          "sj": "任务编号：{v}", "jq": "派出所接警单号：{v}", "120": "120任务号：{v}"}
VOICE_ID = {"inc": "incident number is {v} for the records", "cad": "the police ref is {v}",
            "nwas": "the ambulance job number is {v} for the paperwork",
            "sj": "任务编号是{v}记一下", "jq": "派出所的单号是{v}", "120": "120的任务号是{v}"}


def ordsuf(d):
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed = seed
        self.zh = zh
        self.pk = per_kind
        self.rng = random.Random("ch/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.needles = []
        self.decks = {}

    # -- registry -----------------------------------------------------------
    def claim(self, gen):
        for _ in range(400):
            s = gen()
            if all(s not in t and t not in s for t in self.needles):
                self.needles.append(s)
                return s
        raise RuntimeError("cannot draw a unique needle")

    def decoy(self, gen):
        for _ in range(400):
            s = gen()
            if all(t not in s for t in self.needles):
                return s
        raise RuntimeError("cannot draw a decoy")

    def deck(self, key, items):
        d = self.decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self.decks[key] = d
        return d.pop()

    # -- decoys -------------------------------------------------------------
    def dtime(self):
        r = self.rng
        if self.zh:
            return self.decoy(lambda: "%02d:%02d" % (r.randint(0, 23), r.choice(range(0, 60, 5))))
        return self.decoy(lambda: "%02d%02d" % (r.randint(0, 23), r.choice(range(0, 60, 5))))

    def dgrid(self):
        r = self.rng
        if self.zh:
            return self.decoy(lambda: "N%.4f E%.4f" % (r.uniform(29.5, 31.5), r.uniform(102.5, 104.5)))
        return self.decoy(lambda: "%s %04d %04d" % (r.choice(["NY", "SD"]), r.randint(0, 9999), r.randint(0, 9999)))

    def dcs(self):
        r = self.rng
        if self.zh:
            return "%s%d" % (r.choice(["山鹰", "雪豹", "岩羊"]), r.randint(1, 9))
        return "%s %d" % (r.choice(["Kestrel", "Raven", "Merlin"]), r.randint(1, 9))

    def fn(self):
        return self.rng.choice(ZH_FN if self.zh else EN_FN)

    def fmt(self, tpl, f=None):
        kw = {}
        if f is not None:
            kw.update(f["vals"])
        for key, gen in (("t", self.dtime), ("g", self.dgrid), ("cs", self.dcs), ("fn", self.fn)):
            if "{" + key + "}" in tpl:
                kw[key] = gen()
        return tpl.format(**kw)

    # -- needle generators --------------------------------------------------
    def gen_name(self):
        r = self.rng
        if self.zh:
            return r.choice(ZH_SUR) + r.choice(ZH_GIVEN)
        return r.choice(EN_FIRST) + " " + r.choice(EN_LAST)

    def gen_command(self):
        r = self.rng
        s = r.choice(SERVICES)
        forms = [
            lambda: "sudo systemctl restart %s" % s,
            lambda: "sudo systemctl restart %s.service" % s,
            lambda: "sudo journalctl -u %s -n %d --no-pager" % (s, r.choice([50, 100, 200, 500])),
            lambda: "journalctl -u %s --since today -f" % s,
            lambda: "docker compose -f /opt/%s/docker-compose.yml up -d" % s,
            lambda: "docker restart %s-%s" % (s, r.choice(["app", "worker", "mqtt"])),
            lambda: "pm2 restart %s --update-env" % s,
            lambda: "tail -f /var/log/%s/%s.log" % (s, r.choice(["alerts", "webhook", "error"])),
            lambda: "git -C /opt/%s pull --ff-only" % s,
            lambda: "sudo -u pi %s --check-config /etc/%s/config.yml" % (s, s),
            lambda: "sudo cp /etc/%s/config.yml /etc/%s/config.yml.bak" % (s, s),
            lambda: "df -h /var/lib/%s" % s,
            lambda: "sudo tailscale up --ssh --hostname=%s" % s,
            lambda: "vcgencmd measure_temp && vcgencmd get_throttled",
            lambda: "sudo rm /var/lib/%s/queue.lock" % s,
            lambda: "%s send-test --to %s" % (s, r.choice(["handsets", "officers", "all"])),
        ]
        return r.choice(forms)()

    def gen_id_cls(self, cls):
        r = self.rng
        forms = (ID_FORMS_ZH if self.zh else ID_FORMS_EN)[cls]
        return r.choice(forms)(r)

    def gen_port(self):
        return str(self.rng.randint(1025, 64999))

    def gen_version(self):
        r = self.rng
        forms = [lambda: "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 19), r.randint(0, 29)),
                 lambda: "v%d.%d.%d" % (r.randint(1, 9), r.randint(0, 19), r.randint(0, 29)),
                 lambda: "R%02d.%02d.%02d" % (r.randint(1, 12), r.randint(0, 30), r.randint(0, 30)),
                 lambda: "v%d.%d" % (r.randint(1, 12), r.randint(0, 40)),
                 lambda: "%d.%d.%d-rc%d" % (r.randint(1, 9), r.randint(0, 19), r.randint(0, 29), r.randint(1, 4)),
                 lambda: "%d.%d.%db" % (r.randint(1, 9), r.randint(0, 19), r.randint(0, 29))]
        return r.choice(forms)()

    def gen_money(self):
        r = self.rng
        if self.zh:
            forms = [lambda: "%d元" % r.randrange(200, 30000, 10),
                     lambda: "¥{:,}".format(r.randrange(1000, 50000, 10)),
                     lambda: "%.1f万" % (r.randint(11, 99) / 10.0),
                     lambda: "%d块" % r.randrange(80, 3000, 5),
                     lambda: "¥%d.00" % r.randrange(100, 9000, 10),
                     lambda: "%.1f万元" % (r.randint(11, 99) / 10.0)]
        else:
            forms = [lambda: "£{:,}".format(r.randrange(100, 9000, 5)),
                     lambda: "£%d.%02d" % (r.randint(20, 900), r.choice([0, 49, 50, 95, 99])),
                     lambda: "£%.1fk" % (r.randint(11, 95) / 10.0),
                     lambda: "GBP {:,}".format(r.randrange(200, 12000, 10)),
                     lambda: "£%d + VAT" % r.randrange(40, 3000, 5)]
        return r.choice(forms)()

    def gen_date(self):
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randint(0, 110))
        if self.zh:
            rel = ["下周五", "月底前", "元旦前", "下周二", "春节前", "这周日", "下个月中旬"]
            f = r.randint(0, 4)
            if f == 0:
                return "%d月%d日" % (d.month, d.day)
            if f == 1:
                return "%d月%d号" % (d.month, d.day)
            if f == 2:
                return "%d年%d月%d日" % (d.year, d.month, d.day)
            if f == 3:
                return r.choice(rel)
            return "%d.%d" % (d.month, d.day)
        f = r.randint(0, 5)
        if f == 0:
            return "%d %s" % (d.day, d.strftime("%b"))
        if f == 1:
            return "%s %d%s %s" % (d.strftime("%a"), d.day, ordsuf(d.day), d.strftime("%b"))
        if f == 2:
            return d.strftime("%d/%m/%Y")
        if f == 3:
            return "%d%s of %s" % (d.day, ordsuf(d.day), d.strftime("%B"))
        if f == 4:
            return d.strftime("%Y-%m-%d")
        return "%s %d%s" % (d.strftime("%B"), d.day, ordsuf(d.day))

    # -- facts --------------------------------------------------------------
    def make_facts(self):
        r = self.rng
        facts = []
        gens = {"name": self.gen_name, "command": self.gen_command,
                "port": self.gen_port, "version": self.gen_version, "money": self.gen_money,
                "date": self.gen_date}
        for k in KINDS:
            if k == "id":
                for _ in range(self.pk):
                    facts.append({"kind": k, "needles": [], "vals": {}})
            elif k in gens:
                for _ in range(self.pk):
                    v = self.claim(gens[k])
                    facts.append({"kind": k, "needles": [v], "vals": {"v": v}})
            elif k in ("decision", "constraint"):
                pool = (ZH_DECISIONS if k == "decision" else ZH_CONSTRAINTS) if self.zh else \
                       (EN_DECISIONS if k == "decision" else EN_CONSTRAINTS)
                pool = list(pool)
                r.shuffle(pool)
                got = 0
                for a, b in pool:
                    if got == self.pk:
                        break
                    if all(x not in t and t not in x for x in (a, b) for t in self.needles):
                        self.needles += [a, b]
                        facts.append({"kind": k, "needles": [a, b], "vals": {"a": a, "b": b}})
                        got += 1
            else:
                pool = list(ZH_QUESTIONS if self.zh else EN_QUESTIONS)
                r.shuffle(pool)
                got = 0
                for s in pool:
                    if got == self.pk:
                        break
                    if all(s not in t and t not in s for t in self.needles):
                        self.needles.append(s)
                        facts.append({"kind": k, "needles": [s], "vals": {"v": s}})
                        got += 1
        return facts

    # -- renderers ----------------------------------------------------------
    def ack(self, kind):
        if self.rng.random() < 0.2:
            return self.rng.choice(ZH_SHORT_ACK if self.zh else EN_SHORT_ACK)
        return self.deck(("ack", kind), (ZH_ACK if self.zh else EN_ACK)[kind])

    def unit_single(self, f):
        k = f["kind"]
        tpl = f.get("tpl") or self.deck(("single", k), (ZH_SINGLE if self.zh else EN_SINGLE)[k])
        text = self.fmt(tpl, f)
        ack = self.ack(k) if k != "question" else self.deck(("ack", k), (ZH_ACK if self.zh else EN_ACK)[k])
        return [("user", text), ("assistant", ack)]

    def lines_for(self, table, facts):
        out = []
        used = {}
        for f in facts:
            if f["kind"] == "id" and table in (EN_VOICE_LINES, ZH_VOICE_LINES):
                out.append(self.fmt(VOICE_ID[f["cls"]], f))
                continue
            opts = table[f["kind"]]
            i = used.get(f["kind"], self.rng.randrange(len(opts)))
            used[f["kind"]] = (i + 1) % len(opts)
            out.append(self.fmt(opts[i], f))
        return out

    def unit_log(self, facts):
        r = self.rng
        zh = self.zh
        table = ZH_LOG_LINES if zh else EN_LOG_LINES
        head = [self.fmt(LOG_ID[f["cls"]] if f["kind"] == "id" else table["date"][0], f)
                for f in facts if f["kind"] in ("id", "date")]
        body_f = [f for f in facts if f["kind"] not in ("id", "date")]
        body = self.lines_for(table, body_f)
        decoys = [self.fmt(l) for l in r.sample(ZH_LOG_DECOY if zh else EN_LOG_DECOY, r.randint(3, 5))]
        lines = body + decoys
        r.shuffle(lines)
        if zh:
            intro = r.choice(["今晚的行动记录贴一下，存档：", "行动记录，回头帮我整理成报告", "记录摘录👇"])
            text = intro + "\n\n【行动记录】\n" + "\n".join(head + lines)
            reply = "已存档。需要的话我可以整理成正式报告：概况、时间线、伤员处置、移交、经验教训。"
        else:
            intro = r.choice(["log extract from tonight for the file:", "pasting the log, can u tidy into a report later",
                              "incident log below, just keep it for now"])
            text = intro + "\n\n=== INCIDENT LOG ===\n" + "\n".join(head + lines)
            reply = ("Thanks - log extract filed. When you're ready I can turn it into a formal incident report: "
                     "summary, timeline, casualty care, handover, lessons learned.")
        return [("user", text), ("assistant", reply)]

    def kit_row(self, f, items):
        zh = self.zh
        item = items.pop()
        st = self.rng.choice(ZH_STATUS if zh else EN_STATUS)
        k = f["kind"]
        v = f["vals"]["v"]
        if k == "id":
            return "| %s | %s | - | %s | - |" % (item, v, st)
        if k == "money":
            return "| %s | - | - | %s | %s |" % (item, st, v)
        radio = self.rng.choice(ZH_RADIOS if zh else EN_RADIOS)
        if "%d" in radio:
            radio = radio % self.rng.randint(1, 12)
        return "| %s | - | %s | %s | - |" % (radio, v, "正常" if zh else "ok")

    def unit_kit(self, facts):
        r = self.rng
        zh = self.zh
        items = list(ZH_KIT_ITEMS if zh else EN_KIT_ITEMS)
        r.shuffle(items)
        rows = [self.kit_row(f, items) for f in facts]
        for _ in range(r.randint(2, 4)):
            rows.append("| %s | - | - | %s | - |" % (items.pop(), "正常" if zh else "ok"))
        r.shuffle(rows)
        if zh:
            head = "| 装备 | 序列号 | 固件 | 状态 | 更换价 |\n|---|---|---|---|---|"
            intro = r.choice(["今晚装备检查结果：", "周日装备检查👇", "检查表贴一下"])
            reply = "检查表已存。标了要更换的几项建议放进下一批采购，要我起草采购单吗？"
        else:
            head = "| item | serial | fw | status | replace |\n|---|---|---|---|---|"
            intro = r.choice(["kit check tonight, pasting table:", "sun kit check results 👇", "kit table for the file"])
            reply = ("Table saved against tonight's kit check. The items flagged for replacement should go on the next "
                     "order - want me to draft it for the treasurer?")
        return [("user", intro + "\n\n" + head + "\n" + "\n".join(rows)), ("assistant", reply)]

    def email_text(self, facts):
        r = self.rng
        zh = self.zh
        names = [f for f in facts if f["kind"] == "name"]
        others = [f for f in facts if f["kind"] != "name"]
        if names:
            sender = names[0]["vals"]["v"]
            org = r.choice(["县公安局", "市急救中心", "省山地救援协会"] if zh else
                           ["Cumbria Police", "NWAS", "Regional MR Association", "team IT volunteer"])
            frm = ("发件人：%s（%s）" if zh else "From: %s (%s)") % (sender, org)
            names = names[1:]
        else:
            frm = r.choice(["发件人：协会秘书处", "发件人：县公安局指挥中心"] if zh else
                           ["From: Regional Association Secretary", "From: Comms Officer, LDSAMRA"])
        table = ZH_EMAIL_LINES if zh else EN_EMAIL_LINES
        body = self.lines_for(table, others + names)
        body.insert(r.randint(0, len(body)), r.choice(
            ["感谢各队这段时间的配合。", "有问题随时联系。", "上次的事情辛苦大家了。"] if zh else
            ["Thanks again for all your help over the last few weeks.", "Any questions, give me a ring.",
             "Hope the weekend wasn't too busy."]))
        if zh:
            subj = r.choice(["主题：关于近期工作的通知", "主题：演练安排", "主题：告警服务器", "主题：跟进"])
            return "%s\n%s\n\n各位好，\n\n%s\n\n谢谢。" % (frm, subj, "\n".join(body))
        subj = r.choice(["Subject: Update", "Subject: Joint exercise", "Subject: Callout server",
                         "Subject: Follow-up from last week"])
        return "%s\n%s\n\nHi all,\n\n%s\n\nThanks,\n" % (frm, subj, "\n".join(body))

    def unit_email(self, facts):
        r = self.rng
        if self.zh:
            intro = r.choice(["转发一下，看看", "这封邮件存一下重要的", "邮件你看下", "转给你，有空看"])
            text = intro + "\n\n---------- 转发的邮件 ----------\n" + self.email_text(facts)
            reply = "邮件已保存。需要我代你回复吗，还是先留着备查？"
        else:
            intro = r.choice(["fwd fyi", "this came in, read pls", "fwd - see below",
                              "email below, save the bits that matter", "see below. thoughts later"])
            text = intro + "\n\n---------- Forwarded message ---------\n" + self.email_text(facts)
            reply = "Saved the email. Do you want me to draft a reply, or just keep it for reference?"
        return [("user", text), ("assistant", reply)]

    def unit_voice(self, facts):
        r = self.rng
        zh = self.zh
        table = ZH_VOICE_LINES if zh else EN_VOICE_LINES
        clauses = self.lines_for(table, facts)
        clauses += [self.fmt(l) for l in r.sample(ZH_VOICE_DECOY if zh else EN_VOICE_DECOY, r.randint(3, 5))]
        r.shuffle(clauses)
        if zh:
            out = r.choice(["那个今晚复盘说一下", "语音转的字将就看", "趁还记得说一下今晚的情况"])
            for c in clauses:
                out += r.choice(["然后", "", "那个", "还有"]) + c
            reply = "复盘收到了。我先按原话存着，你需要的时候我整理成“做得好的/不足/改进措施”的格式。"
        else:
            out = r.choice(["ok voice note debrief for tonight", "right debrief while its fresh",
                            "dictating this in the car so excuse the mess"])
            for c in clauses:
                out += r.choice([" and ", " then ", " so ", " um "]) + c
            reply = ("Got the debrief. I've kept it as dictated and can tidy it into the usual hot-debrief format "
                     "(what went well / what didn't / actions) when you want.")
        return [("user", out), ("assistant", reply)]

    def unit_pi(self, facts):
        r = self.rng
        cmds = [f for f in facts if f["kind"] == "command"]
        named = [x for c in cmds for x in SERVICES if x in c["vals"]["v"]]
        svc = named[0] if named else self.decoy(lambda: r.choice(SERVICES))
        lines = []
        rest = [f for f in facts if f["kind"] != "command"]
        if not cmds:
            lines.append("pi@calloutpi:~ $ " + self.decoy(lambda: "systemctl status %s --no-pager" % svc))
        for f in cmds:
            lines.append("pi@calloutpi:~ $ " + f["vals"]["v"])
            if len(cmds) > 1 and f is not cmds[-1]:
                lines.append(r.choice(["(no output)", "ok", "done"]))
        lines.append("● %s.service - Callout alerting" % svc)
        lines.append("     Active: active (running)")
        comps = [svc, "sarcall-client", "radio-gw", "pager-api"]
        for f in rest:
            if f["kind"] == "version":
                lines.append("%s[%d]: %s %s starting" % (svc, r.randint(300, 999), comps.pop(0), f["vals"]["v"]))
            else:
                lines.append("%s[%d]: listening on 0.0.0.0:%s" % (svc, r.randint(300, 999), f["vals"]["v"]))
        lines.append("%s[%d]: queue empty, waiting for webhook" % (svc, r.randint(300, 999)))
        if self.zh:
            intro = r.choice(["树莓派又抽风了，输出贴一下", "重启了告警服务器，留个记录", "树莓派上看到的是这样"])
            reply = "输出看着正常，服务在跑、端口在监听。下次再掉的话记一下时间，方便跟停电记录对一下。"
        else:
            intro = r.choice(["pi playing up again, heres the output", "restarted the callout server, pasting for the record",
                              "ok this is what i got on the pi"])
            reply = ("Thanks - that output looks healthy: the service is active and listening. If it drops again, note "
                     "the time so we can match it against the power log.")
        return [("user", intro + "\n\n```\n" + "\n".join(lines) + "\n```"), ("assistant", reply)]

    def unit_asst(self, f):
        r = self.rng
        v = f["vals"]["v"]
        if f["kind"] == "command":
            if self.zh:
                q = r.choice(["树莓派上那个命令是啥来着，忘了", "上次修告警的命令再发我一下，小周没回", "队列又卡了，上次怎么弄的"])
                a = "在树莓派上执行：\n\n    %s\n\n如果还不行，检查一下电源和SD卡，然后发一条测试告警确认。" % v
            else:
                q = r.choice(["whats the cmd for the pi again, the one from last time, cant remember",
                              "{fn}s not answering - what was the fix on the pi", "queue's stuck again, what did we run last time"])
                q = self.fmt(q)
                a = ("On the Pi, run:\n\n    %s\n\nIf that doesn't clear it, check the power supply and SD card, "
                     "then send a test page to confirm the chain end to end." % v)
        else:
            if self.zh:
                q = r.choice(["webhook该放哪个端口？原来那个跟摄像头冲突", "mqtt换个端口，你挑一个"])
                a = "建议用%s，不在常用端口范围里，树莓派上也没别的服务占用。记得同时改平台的webhook地址和防火墙规则。" % v
            else:
                q = r.choice(["what port should i put the webhook on, old one clashes w the cctv",
                              "need a new port for mqtt, pick one"])
                a = ("I'd use %s - it's outside the commonly used ranges and nothing else on the Pi is on it. Update the "
                     "SARCALL webhook URL and the firewall rule to match." % v)
        done = r.choice(["好，改了", "搞定"] if self.zh else ["done", "ok done, worked", "ta"])
        fin = r.choice(["👍", "好的。"] if self.zh else ["Great.", "👍"])
        return [("user", q), ("assistant", a), ("user", done), ("assistant", fin)]

    def unit_tool(self, kind, facts):
        r = self.rng
        zh = self.zh
        if kind == "rota":
            rng_txt = r.choice(["本周末", "下周", "今晚"] if zh else ["this weekend", "next 7 days", "tonight"])
            ask = r.choice(["帮我查下排班，%s谁在", "排班表看一下%s", "%s谁值班？查一下"] if zh else
                           ["check the rota for %s pls", "who's on %s? check rota", "rota for %s?"]) % rng_txt
            roles = ["驾驶员，有警灯资质", "现场指挥", "急救员", "队员"] if zh else \
                    ["driver, BL", "hill party leader", "cas carer", "team"]
            days = ["周六 白班", "周六 夜班", "周日 白班", "周日 夜班"] if zh else \
                   ["Sat day", "Sat night", "Sun day", "Sun night"]
            entries = [(f["vals"]["v"], r.choice(roles)) for f in facts]
            for _ in range(r.randint(1, 3)):
                entries.append((self.fn(), r.choice(roles)))
            r.shuffle(entries)
            lines = ["%s: %s (%s)" % (r.choice(days), n, ro) for n, ro in entries]
            out = ("排班（%s）\n" if zh else "Rota - %s\n") % rng_txt + "\n".join(lines)
            args = {"range": rng_txt}
            reply = r.choice(["排班查到了。纸面上人够，但周日夜班没有第二个有警灯资质的驾驶员，要我在群里问一下吗？",
                              "这是排班表上的。要我给他们发个提醒吗？"] if zh else
                             ["That's the rota pulled. Cover looks OK on paper, though there's no second blue-light driver "
                              "listed for Sunday night - want me to ask the group?",
                              "That's what the rota app has. Want me to send them a reminder the night before?"])
            tool = "rota_lookup"
        elif kind == "kitdb":
            recs = []
            items = list(ZH_KIT_ITEMS if zh else EN_KIT_ITEMS)
            r.shuffle(items)
            first = None
            for f in facts:
                k = f["kind"]
                v = f["vals"]["v"]
                if zh:
                    item = items.pop() if k != "date" else "救援车"
                    first = first or item
                    fld = {"id": "序列号", "money": "更换价格", "version": "固件版本",
                           "date": r.choice(["年检到期", "保险到期"])}[k]
                    recs.append("装备：%s\n%s：%s\n状态：%s" % (item, fld, v, r.choice(ZH_STATUS)))
                else:
                    item = items.pop() if k != "date" else "Land Rover 110 (MR1)"
                    first = first or item
                    fld = {"id": "serial", "money": "replacement_cost", "version": "firmware",
                           "date": r.choice(["mot_due", "insurance_expiry", "next_service"])}[k]
                    recs.append("item: %s\n%s: %s\nstatus: %s" % (item, fld, v, r.choice(EN_STATUS)))
            out = "\n---\n".join(recs)
            if len(facts) == 1:
                q = first if zh else first.lower()
                ask = r.choice(["装备库查一下%s", "%s在装备库里什么情况", "帮我查%s的记录"] if zh else
                               ["look up the %s in the kit db", "kit db - whats the status on the %s", "check kit db for %s"]) % q
            else:
                q = "待处理" if zh else "flagged items"
                ask = r.choice(["装备库里待处理的都列一下", "查下装备库有哪些要处理的"] if zh else
                               ["kit db - list flagged items pls", "anything flagged in the kit db?"])
            args = {"query": q}
            reply = r.choice(["装备库的记录在上面。有几项状态不太好，要不要列进下次检查重点？",
                              "查到了。要我把需要处理的加到待办里吗？"] if zh else
                             ["There's the kit database entry. A couple of those statuses want looking at - shall I add them to the next kit check?",
                              "Found it. Want me to add anything flagged to the action list?"])
            tool = "kit_db_query"
        else:
            q = r.choice(["派出所", "协会", "告警服务器", "演练"] if zh else
                         ["police liaison", "association", "callout server", "exercise"])
            ask = r.choice(["邮箱里搜一下%s的邮件", "帮我找下%s那封邮件", "%s是不是发过邮件？找一下"] if zh else
                           ["search my inbox for the %s email", "find that email from the %s pls",
                            "did the %s email about this? check inbox"]) % q
            out = self.email_text(facts)
            args = {"query": q, "limit": 1}
            reply = r.choice(["找到了，就是上面这封。需要我代你回复吗？", "是这封。要我把要点存到笔记里吗？"] if zh else
                             ["Found it - that's the one above. Want me to draft a reply?",
                              "That's the email. Shall I save the key points to your notes?"])
            tool = "inbox_search"
        return [("user", ask), ("tool", tool, (args, out)), ("assistant", reply)]

    # -- conversation -------------------------------------------------------
    def build(self):
        r = self.rng
        facts = self.make_facts()
        groups = {}
        units = []
        for f in facts:
            w = WEIGHTS[f["kind"]]
            f["carrier"] = r.choices(list(w), weights=list(w.values()))[0]
        for f in facts:
            if f["kind"] != "id":
                continue
            c = f["carrier"]
            if c == "single":
                f["tpl"] = self.deck(("single", "id"), (ZH_SINGLE if self.zh else EN_SINGLE)["id"])
                cls = ID_TPL_CLS[f["tpl"]]
            elif c in ("kit", "kitdb"):
                cls = "sn"
            elif c in ("log", "voice"):
                cls = r.choice(["sj", "jq", "120"] if self.zh else ["inc", "cad", "nwas"])
            else:
                cls = r.choice(["sj", "jq", "sq", "bx"] if self.zh else ["inc", "cad", "grant", "tkt", "order"])
            f["cls"] = cls
            v = self.claim(lambda: self.gen_id_cls(cls))
            f["needles"] = [v]
            f["vals"] = {"v": v}
        for f in facts:
            c = f["carrier"]
            if c == "single":
                units.append(self.unit_single(f))
            elif c == "asst":
                units.append(self.unit_asst(f))
            else:
                groups.setdefault(c, []).append(f)
        for c, fs in groups.items():
            r.shuffle(fs)
            while fs:
                n = r.randint(1, 3)
                chunk, fs = fs[:n], fs[n:]
                if c == "log":
                    units.append(self.unit_log(chunk))
                elif c == "kit":
                    units.append(self.unit_kit(chunk))
                elif c == "email":
                    units.append(self.unit_email(chunk))
                elif c == "voice":
                    units.append(self.unit_voice(chunk))
                elif c == "pi":
                    units.append(self.unit_pi(chunk))
                else:
                    units.append(self.unit_tool(c, chunk))
        nmsg = sum(1 for u in units for it in u if it[0] != "tool")
        target = min(272, max(r.randint(136, 165), nmsg + r.randint(40, 80)))
        longs = list(ZH_FILLER_LONG if self.zh else EN_FILLER_LONG)
        r.shuffle(longs)
        shorts = ZH_FILLER_SHORT if self.zh else EN_FILLER_SHORT
        while nmsg + 2 <= target:
            if longs and r.random() < 0.4:
                u = longs.pop()
            else:
                u = self.deck("short", shorts)
            units.append([(role, self.fmt(txt)) for role, txt in u])
            nmsg += len(u)
        r.shuffle(units)
        seq = []
        for u in units:
            for it in u:
                seq.append(it)
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq

    def tool_rows(self, name, payload):
        args, output = payload
        return json.dumps(args, ensure_ascii=False), output


# ---------------------------------------------------------------------------
# run protocol (copied from gen_bn.py, ids adapted)
# ---------------------------------------------------------------------------

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
            cid = "call_ch%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ch%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ch%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ch%d" % n, "createdAt": ts,
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
