#!/usr/bin/env python3
"""Held-out retention set "bv": a city hotel's night manager and her assistant.

usage: gen.py OKBOT_BINARY WORKDIR [SEED ...]

Builds one conversation per seed (default seeds 1..5; the last one is in Simplified
Chinese), appends it to a fresh okbot data root in batches of 25 messages with
`okbot compress --now` after each batch, and counts how many seeded facts are still
verbatim in `okbot context show`.  Env: PER_KIND (default 10), SUMMARY_MAX (default 2000).
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]

# ---------------------------------------------------------------------------
# value pools
# ---------------------------------------------------------------------------
EN_FIRST = ["Gareth", "Priya", "Tomasz", "Aisling", "Kwame", "Mairead", "Oluwaseun", "Hamish",
            "Ines", "Declan", "Yusuf", "Saoirse", "Bartek", "Fenella", "Rohan", "Morven",
            "Callum", "Leonie", "Ewan", "Zainab", "Niamh", "Mateus", "Beatriz", "Fraser",
            "Agnieszka", "Dougie", "Imogen", "Tariq", "Catriona", "Joaquin", "Ailsa", "Femi"]
EN_LAST = ["Pryce", "McLeish", "Okonkwo", "Wisniewska", "Fairbairn", "Dunleavy", "Raghunathan",
           "Baird", "Sutherland", "Adeyemi", "Kowalczyk", "Haldane", "Lindqvist", "Drummond",
           "Ferreira", "Quayle", "Abernethy", "Nakamura", "Ogilvie", "Strachan", "Varga",
           "Mackintosh", "Beaton", "Oyelaran", "Rennie", "Castellano", "Petrakis", "Grieve",
           "Lomax", "Threlfall", "Urquhart", "Moffat"]
ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱",
          "高", "林", "何", "郭", "马", "罗", "梁", "宋", "郑", "谢"]
ZH_GIVEN = ["建国", "秀英", "志强", "丽华", "海峰", "美玲", "晓东", "国平", "欣怡", "振宇",
            "文斌", "桂兰", "子涵", "浩然", "雪梅", "立新", "春燕", "俊杰", "德明", "慧敏",
            "宏伟", "玉珍", "天宇", "婷婷"]

ROOMS = [str(f * 100 + r) for f in range(1, 6) for r in range(1, 13)]

EN_DECISIONS = [
    ("move the Lindsay family to 305", "the 2nd floor ice machine rattles all night"),
    ("put two porters on for Christmas Eve", "last year one person couldn't cope with the arrivals"),
    ("switch the laundry to Brightwash", "they can collect before 6am"),
    ("use the Worldpay terminal for every refund", "the old Barclaycard machine keeps timing out"),
    ("start the rugby group's breakfast at 06:30", "their coach to the airport leaves at quarter past seven"),
    ("not comp the minibar for the stag in 211", "the CCTV clearly shows him taking the bottles"),
    ("run the night audit at 3 instead of 2", "we keep getting late arrivals off the last London train"),
    ("issue paper keys from the emergency box", "the encoder won't be fixed before the weekend"),
    ("keep lost property in the luggage room from now on", "the front desk drawer is overflowing"),
    ("give the last double to the prepaid Expedia guest", "the walk-in hadn't paid a penny yet"),
    ("change the back office safe code every Monday", "a leaver still knows the old code"),
    ("stop taking cash deposits at weekends", "the float came out wrong twice last month"),
    ("hold the fire drill on a Wednesday afternoon", "occupancy is lowest midweek"),
    ("order staff dinners from the Turkish place on Leith Walk", "the staff-room microwave is dead"),
    ("block 4th floor rooms off for the carpet fitters", "the fitters start at 7 and it's too noisy for guests"),
    ("print the arrivals list on paper every night", "the PMS went down twice during check-in"),
]
EN_CONSTRAINTS = [
    ("never encode a master key card", "without the duty manager's signature"),
    ("don't prop the fire doors open", "while the fire inspection is still pending"),
    ("refunds only go through the Worldpay terminal", "for anything over five hundred quid"),
    ("two people must count the cash", "at every shift handover"),
    ("no passport copies left lying at the desk", "once the guest has checked out"),
    ("no lift fobs for delivery drivers", "after 11pm"),
    ("nobody touches room rates in the PMS", "until the owner confirms by text"),
    ("always phone the guest first before moving a VIP", "even for a same-floor swap"),
    ("do NOT restart the back office server", "while the night audit is running"),
    ("only let people into a room after checking photo ID", "when they knock saying they've lost their key"),
    ("never give out the encoder admin password", "even if the day team asks"),
    ("no unguaranteed late bookings", "on Friday and Saturday nights"),
    ("keep the linen trolleys out of the stairwells", "during the inspection week"),
    ("don't hand over the master float bag", "to anyone below supervisor level"),
    ("the side door stays locked", "from midnight until the breakfast team arrives"),
]
EN_QUESTIONS = [
    "the Boxing Day rota for reception", "the new uniform sizes", "the laundry contract renewal",
    "the sprinkler service certificate", "the night team's Christmas bonus",
    "Hogmanay cover for nights", "the boiler room spare key", "the OTA commission reconciliation",
    "the car park CCTV hard drive", "my overtime from the November nights",
    "the staff-room fridge replacement", "training dates for the new PMS housekeeping module",
    "the window repair in 312", "the food hygiene certificate renewal",
    "the second night porter post Fiona promised", "the broken ice machine warranty claim",
]
ZH_DECISIONS = [
    ("把308的客人换到506", "空调噪音已经被投诉第三次了"),
    ("圣诞夜班排两个人", "去年一个人根本忙不过来"),
    ("布草外包给洁丽洗涤", "他们早上六点前就能来收"),
    ("前台退款统一用银联那台POS", "那台旧机器老是超时"),
    ("旅行团早餐改到六点半开", "他们七点一刻就要坐大巴去机场"),
    ("不给211那个客人免迷你吧", "监控拍得清清楚楚是他自己拿的"),
    ("夜审推到凌晨三点再做", "两点前老有高铁晚到的客人"),
    ("先用应急箱里的备用卡", "制卡机周末之前肯定修不好"),
    ("失物以后统一放行李房", "前台抽屉已经塞满了"),
    ("超订那间留给携程预付的客人", "散客一分钱押金都没交"),
    ("后台保险柜密码每周一换", "离职的小赵还知道旧密码"),
    ("周末不再收现金押金", "上个月备用金对不上两次"),
    ("消防演练放在周三下午", "周中入住率最低"),
    ("夜班宵夜改成公司统一点外卖", "员工休息室的微波炉坏了没人修"),
    ("四楼房间先锁房给铺地毯的师傅", "他们早上七点开工太吵了"),
    ("每天晚上把到店名单打印出来", "PMS办入住的时候已经崩了两次"),
]
ZH_CONSTRAINTS = [
    ("千万别给客人开万能卡", "没有值班经理签字的情况下"),
    ("禁止在消防通道里放布草车", "消防检查结束之前"),
    ("只能走公司那台POS机", "超过五百块的退款"),
    ("必须两个人一起点现金", "每次交接班的时候"),
    ("不要把护照复印件留在前台抽屉里", "客人退房以后"),
    ("禁止给外卖员刷电梯卡", "晚上十一点以后"),
    ("谁都不许在系统里改房价", "老板没在微信上确认之前"),
    ("必须先给客人打电话", "给VIP换房之前"),
    ("千万别重启后台服务器", "夜审正在跑的时候"),
    ("只能核对身份证后再开门", "半夜有人说房卡丢了要进房"),
    ("不准把制卡机的管理员密码告诉任何人", "哪怕是日班的同事问"),
    ("不接没有担保的晚到预订", "周五周六两晚"),
    ("侧门必须锁上", "从零点一直到早餐班来之前"),
    ("备用金袋子不能交给别人", "主管以下的员工"),
]
ZH_QUESTIONS = [
    "圣诞节夜班的加班费", "新制服的尺码表", "布草洗涤合同续签", "三楼消防栓的年检报告",
    "年终奖发不发", "元旦那晚谁来顶班", "锅炉房的备用钥匙", "OTA佣金对账",
    "停车场监控的硬盘", "十一月夜班的调休", "夜班交通补贴", "员工宿舍的热水器",
    "新PMS客房模块的培训时间", "312房的窗户维修", "健康证年审", "第二个夜班行李员的编制",
]

EN_MONTHS = {11: ("Nov", "November"), 12: ("Dec", "December"), 1: ("Jan", "January")}
EN_WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
EN_WDL = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WD = ["一", "二", "三", "四", "五", "六", "日"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))

# ---------------------------------------------------------------------------
# user-message templates, per kind.  Slots: {x} the needle, {c}/{r} decision,
# {w}/{s} constraint, {room} {time} extra context.  (tag, text) pairs where the
# tag tells the value generator what sort of id / amount fits the sentence.
# ---------------------------------------------------------------------------
EN_SAY = {
    "name": [
        ("staff", "fyi the new night porter starting tmrw is {x}. first week nerves so go easy"),
        ("guest", "guest in {room} - {x} - rang down at {time} about the heating AGAIN. third time this week"),
        ("contact", "can u remember the fire officer coming round is called {x}. I will 100% forget by Thursday"),
        ("contact", "{x} from the keycard company finally rang back at {time}, only took 4 days"),
        ("vip", "VIP tonight: {x}, rm {room}, owner's golf mate apparently. fruit plate + handwritten card"),
        ("staff", "the agency temp on reception tonight was {x} btw. didnt know how to do a walk-in. at all."),
        ("guest", "just had {x} at the desk at {time}, drunk, wanting the minibar taken off the bill"),
        ("contact", "accountant the owner uses is {x}, wants float sheets scanned by friday"),
        ("guest", "the complaint about the cold shower was from {x} in {room}, I comped breakfast"),
        ("contact", "day team said a {x} called twice asking for me?? no message left. weird"),
    ],
    "command": [
        ("restart", "Dmitri said if the encoder hangs again just run {x} and wait 30 sec before touching it"),
        ("restart", "ran `{x}` at {time} like the note says. screen went black then came back?? is that normal"),
        (None, "note to self for the back office box: {x}"),
        (None, "found this on a post-it stuck on the server monitor: {x}   no idea who wrote it. is it safe"),
        ("restart", "the PMS vendor's fix was:\n\n    {x}\n\nthen log out and back in at the desk"),
        ("log", "typed {x} and it just sat there for ages, then came back with a wall of text"),
        ("backup", "pls keep this somewhere safe, the backup thing is {x} - has to be BEFORE the audit not after"),
        ("restart", "voice note sorry: ok so the thing to make the card machine behave is {x} and then you wait for the little light to go green and then it's fine i think"),
        ("restart", "Dmitri texted at {time}: \"if keys fail use {x}\". that's it. thats the whole text"),
    ],
    "id": [
        ("complaint", "complaint logged as {x}, guest wants a call from the GM before 10"),
        ("booking", "booking ref {x} is the one that no-showed. charge the first night or not?"),
        ("booking", "{x} was double booked with a walk-in, sorted it by moving the walk-in to {room}"),
        ("chargeback", "chargeback came through under {x} from the card company. ugh. from September"),
        ("lost", "lost property one is {x} (black samsonite, found in {room})"),
        ("ota", "OTA ref {x} says prepaid but PMS shows a balance due. which one do I believe"),
        ("ticket", "maintenance ticket {x} for the lift, raised at {time}, nobody's acknowledged it"),
        ("group", "ok so the rugby club block is {x} and they want breakfast at silly o'clock"),
        ("invoice", "the laundry invoice they're chasing is {x}. I've never seen it"),
        ("complaint", "noise complaint from {room} logged under {x}, third one about the bar"),
    ],
    "port": [
        (None, "encoder web thing is on port {x} apparently, not 80 like I kept trying"),
        (None, "firewall guy says open {x} for the new card reader at the side door"),
        (None, "the PMS interface listens on {x}, Dmitri said don't touch it under any circumstances"),
        (None, "the lock server moved to {x} after the update, vendor forgot to mention that"),
        (None, "voice note: the uh kiosk in the lobby talks to the server on {x} i think, thats what the sticker says"),
        (None, "its http://backoffice:{x}/ for the encoder admin page. bookmarking it here bc I lose everything"),
        (None, "tried telnet to the lock server on {x} and nothing. is that bad"),
        (None, "sticker on the side of the server says PMS-IF {x}. writing it down before the sticker falls off"),
    ],
    "version": [
        (None, "pms is on {x} now after last night's update. everything moved. again."),
        (None, "encoder firmware {x} - vendor says that's the buggy one, of course it is"),
        (None, "the kiosk shows version {x} in the bottom corner, if that matters"),
        (None, "we're still on {x} of the card software, they want us on latest by xmas"),
        (None, "update notice says {x} rolls out during our audit window. wonderful"),
        (None, "checked the about screen like you said - {x}"),
        (None, "Dmitri put {x} on the back office box at {time}. it rebooted twice"),
        (None, "front desk PC still has the old reader driver {x}, the other one has the new one"),
        (None, "door lock app on the porter's phone is {x}, the one on mine is newer"),
    ],
    "money": [
        ("refund", "refunded {x} to {room} for the broken shower, guest still grumpy"),
        ("float", "float counted twice, it's {x}. should be more. not touching it till the morning"),
        ("rate", "walk-in at {time}, gave him {x} for the night. owner's floor rate"),
        ("deposit", "the wedding party's deposit of {x} still hasn't landed"),
        ("charge", "minibar charge of {x} on {room} being disputed, guest swears he didn't touch it"),
        ("short", "cash is {x} short and I've counted three times. I'm losing it"),
        ("refund", "processed a refund of {x} for the no-show, Fiona approved by text"),
        ("rate", "booking.com has us at {x} for Saturday which is less than the walk-in rate??"),
        ("charge", "damage charge for the burnt carpet in {room}: {x}. owner wants it charged tonight"),
    ],
    "date": [
        (None, "fire inspection is {x}, need the logbook up to date by then"),
        (None, "owner's visiting {x}. everything must look perfect apparently"),
        (None, "big group arriving {x}, 22 rooms, all late check-in"),
        (None, "my next night off is {x}. finally."),
        (None, "AA mystery inspector window starts {x} so everyone on best behaviour"),
        (None, "deep clean of the lobby carpet booked for {x}, night shift has to move the furniture"),
        (None, "payroll cutoff moved to {x} so overtime sheets before then"),
        (None, "encoder engineer visit: {x}, between 9 and 12 so not my problem for once"),
        (None, "lift service is {x}, guests on 5 will be thrilled"),
    ],
    "decision": [
        (None, "ok decided to {c} because {r}."),
        (None, "going to {c}, mainly since {r}. done."),
        (None, "told Fiona we'll {c}, reason being {r}"),
        (None, "final answer: {c} (bc {r})"),
        (None, "after all the back and forth we're going to {c}, as {r}"),
        (None, "Decision for the log -> {c}. why: {r}."),
        (None, "right, we're gonna {c} because honestly {r}"),
        (None, "Owner ok'd it, we {c}, given that {r}"),
        (None, "fine. we'll {c}. reason - {r}. not discussing it again"),
    ],
    "constraint": [
        (None, "RULE from today: {w} {s}. no exceptions"),
        (None, "owner says {w} {s}, he was very clear about it"),
        (None, "note: {s}, {w}. Fiona's orders"),
        (None, "pls remember: {w} {s}"),
        (None, "new house rule -> {w} {s}!!"),
        (None, "Fiona was v clear: {w} {s}"),
        (None, "reminder for whoever reads this: {s} - {w}"),
        (None, "handover pt: {w}, {s}. seriously"),
        (None, "after tonight's mess: {w} {s}. I'm putting it on the wall"),
    ],
    "question": [
        (None, "does anyone actually know what's happening with {x}?"),
        (None, "still no answer on {x}. who do I even ask at this point"),
        (None, "q for the morning ppl: {x} - sorted or not?"),
        (None, "random but did we ever hear back about {x}??"),
        (None, "emailed Fiona twice re {x}, nothing. is it happening or not?"),
        (None, "is {x} still on or has it been quietly dropped? nobody tells nights anything"),
        (None, "wait, who is actually in charge of {x}?"),
        (None, "anyone got an update on {x}? asked in the group chat, crickets"),
        (None, "do we know yet about {x}? guessing no"),
    ],
}

ZH_SAY = {
    "name": [
        ("staff", "新来的夜班行李员叫{x}，明天第一天上班，你帮我记一下"),
        ("guest", "{room}的客人{x}凌晨{time}又打电话下来说暖气不热，这周第三次了"),
        ("contact", "消防检查那边对接的人是{x}，电话我存手机里了"),
        ("contact", "财务的{x}说备用金的表周五之前一定要扫描发她"),
        ("contact", "制卡机厂家的技术员{x}终于回我电话了，拖了四天"),
        ("vip", "今晚VIP：{x}，住{room}，老板的高尔夫球友，果盘和手写卡别忘了"),
        ("guest", "刚才{x}喝多了在前台闹了半天，非说迷你吧的钱不该收"),
        ("contact", "王经理说以后夜审有问题直接找{x}，别再半夜打给他了"),
    ],
    "command": [
        ("restart", "阿杰说制卡机再卡住就跑一下 {x} 然后等半分钟别动"),
        ("restart", "我{time}按便签上写的执行了 {x}，屏幕黑了一下又好了？？正常吗"),
        (None, "记一下后台服务器的命令：{x}"),
        (None, "显示器上贴了张便签写着 {x} 也不知道谁写的，能随便跑吗"),
        ("restart", "PMS厂家给的办法是先执行\n\n    {x}\n\n然后前台重新登录一下"),
        ("backup", "备份的命令是 {x} ，一定要在夜审之前跑，不是之后！"),
    ],
    "id": [
        ("complaint", "投诉单号{x}，客人要求明早十点前经理回电话"),
        ("booking", "{x}这个订单noshow了，首晚要不要扣？"),
        ("ota", "携程订单{x}显示预付，PMS里却显示未付，到底信哪个"),
        ("chargeback", "拒付通知来了，编号{x}，九月份的账，烦死"),
        ("ticket", "电梯报修工单是{x}，{time}报的，到现在没人接"),
        ("lost", "失物招领登记号{x}（黑色行李箱，{room}捡到的）"),
        ("invoice", "洗涤公司一直催的那张发票是{x}，我从来没见过"),
    ],
    "port": [
        (None, "阿杰说制卡机的网页后台是{x}端口，不是80，我一直输错"),
        (None, "厂家说侧门新装的读卡器要开{x}端口"),
        (None, "PMS接口监听的是{x}，阿杰说打死也别动"),
        (None, "门锁服务器升级完换到{x}了，厂家也不提前说一声"),
        (None, "大堂自助机好像是走{x}连服务器的，贴纸上这么写的"),
        (None, "服务器侧面贴纸写着 PMS-IF {x}，趁贴纸还没掉先记下来"),
    ],
    "version": [
        (None, "PMS昨晚升级了，现在是{x}，菜单又全变了"),
        (None, "制卡机固件{x}，厂家说就是这个版本有bug，服了"),
        (None, "自助机右下角显示版本{x}，不知道有没有用"),
        (None, "门卡软件还是{x}，老板说圣诞前要升到最新"),
        (None, "阿杰{time}在后台服务器上装了{x}，重启了两次"),
        (None, "看了一下关于页面，是{x}"),
    ],
    "money": [
        ("refund", "{room}退了{x}，淋浴坏了，客人还是不高兴"),
        ("float", "备用金点了两遍，是{x}，应该不止这么多，明早再说"),
        ("rate", "{time}来了个散客，房价给的{x}，老板定的底价"),
        ("deposit", "婚宴那边的定金{x}到现在还没到账"),
        ("charge", "{room}迷你吧那笔{x}客人死活不认"),
        ("short", "现金短了{x}，我点了三遍，要疯了"),
        ("charge", "{room}地毯烧了个洞，赔偿{x}，老板让今晚就挂账"),
    ],
    "date": [
        (None, "消防检查定在{x}，台账之前要补齐"),
        (None, "老板{x}过来视察，啥都要弄得漂漂亮亮的"),
        (None, "大团{x}到，22间房，全是晚到"),
        (None, "我下一个休息日是{x}，终于"),
        (None, "大堂地毯深度清洁约在{x}，夜班要负责挪家具"),
        (None, "制卡机工程师{x}上午来，这次总算不是我值班"),
        (None, "工资截止日改到{x}了，加班单之前交"),
    ],
    "decision": [
        (None, "定了，{c}，主要是{r}。"),
        (None, "还是{c}吧，毕竟{r}。"),
        (None, "跟王经理商量过了，决定{c}，因为{r}"),
        (None, "最后就{c}了，原因很简单，因为{r}"),
        (None, "我决定{c}，毕竟{r}，没得选"),
        (None, "就这么定了：{c}。主要是因为{r}"),
    ],
    "constraint": [
        (None, "{s}，{w}！！记住"),
        (None, "老板今天特别交代：{s}{w}"),
        (None, "记一下规定：{w}，{s}。"),
        (None, "王经理再三强调，{s}，{w}"),
        (None, "交班本上写着：{s}{w}，违反的要写检讨"),
        (None, "这个没得商量，{s}{w}"),
    ],
    "question": [
        (None, "{x}到底有没有人管啊？"),
        (None, "{x}现在什么情况？我还不知道"),
        (None, "问了财务的{x}的事，到现在都没人回复"),
        (None, "对了，{x}定了吗？"),
        (None, "{x}是谁负责的？问了一圈都说不清楚"),
        (None, "{x}有消息吗？群里发了也没人回"),
    ],
}

# assistant-carried commands: (user prompt, assistant text with {x})
EN_ASST_CMD = [
    ("status", "how do I see if the encoder service is even running. i dont want to break anything",
     "You can check without changing anything. On the back office server, run:\n\n    {x}\n\nIt only reads status information, so it's safe during the shift. If it says the service is active but cards still fail, the problem is more likely the encoder unit or its cable than the server."),
    ("log", "is there a way to see what the pms was doing when it froze? Dmitri will ask",
     "Yes - the log is the first thing Dmitri will want. From a terminal on the back office box:\n\n    {x}\n\nCopy the last screen of output into a note with the time it froze. Don't try to interpret every line; errors near that time are what matters."),
    ("backup", "the backup didnt run last night I think. can i do it by hand",
     "You can, as long as it's outside the audit window. The manual version is:\n\n    {x}\n\nIt may take a few minutes and the desk PMS can feel slow meanwhile. When it finishes, check the file is there and not zero bytes."),
    ("disk", "whats the command to check the disk isnt full, the pms was moaning about space",
     "Quickest check is:\n\n    {x}\n\nLook at the Use% column - anything above about 90% is worth flagging to Dmitri. Don't delete files yourself; old exports and logs are usually the culprit and he'll know which are safe."),
    ("ping", "card reader at side door not talking to anything. can i check from the server?",
     "You can at least see whether the server can reach it. Try:\n\n    {x}\n\nIf you get replies, the network is fine and it's the reader itself; if it times out, it's cabling or the switch - either way, note the time and prop nothing open, use the front door."),
    ("rerun", "need to rerun the audit for yesterday, it crashed halfway. how",
     "The vendor's rerun tool can do a single business date. Something like:\n\n    {x}\n\nRun it once, wait until it prints that it finished, and don't start posting new charges while it runs. If it errors, stop and send the output to support rather than retrying over and over."),
    ("kiosk", "kiosk in the lobby frozen on the welcome screen. anything i can do from the back",
     "If the kiosk runs as a container on the back office box, a restart usually clears the frozen screen:\n\n    {x}\n\nGive it a minute to come back. If it freezes again within the hour, leave it off and put the 'please see reception' sign up."),
    ("printer", "how do I reprint the stuck reg card queue without rebooting everything",
     "You can inspect the printer queue first without rebooting anything:\n\n    {x}\n\nIf it shows the printer as disabled or jobs stuck, it's safe to cancel and resend the one registration card you need from the PMS."),
]
ZH_ASST_CMD = [
    ("status", "怎么看制卡机的服务到底有没有在跑？我怕弄坏",
     "只看状态不会弄坏任何东西。在后台服务器上执行：\n\n    {x}\n\n如果显示服务是运行中但还是做不了卡，问题多半在制卡机本身或者连接线，不在服务器。"),
    ("log", "PMS卡死的时候到底在干嘛能看到吗？阿杰肯定会问",
     "可以，日志是阿杰第一个要的东西。在后台那台机器的终端里执行：\n\n    {x}\n\n把卡死时间附近的输出截个图，连同时间一起发给他就行，不用每行都看懂。"),
    ("backup", "昨晚的备份好像没跑，我能手动跑吗",
     "可以，只要不在夜审那段时间就行。手动备份是：\n\n    {x}\n\n可能要几分钟，期间前台PMS会有点慢。跑完确认一下文件在、而且不是0字节。"),
    ("disk", "PMS一直提示空间不够，怎么看硬盘是不是满了",
     "最快的办法是：\n\n    {x}\n\n看Use%那一列，超过90%左右就报给阿杰。别自己删文件，一般是旧的导出和日志占地方，哪些能删他清楚。"),
    ("kiosk", "大堂自助机卡在欢迎页面不动了，后台能处理吗",
     "如果自助机是在后台服务器上用容器跑的，重启一下一般就好：\n\n    {x}\n\n等一分钟看它回来没有。一小时内又卡的话就先关掉，放个“请到前台办理”的牌子。"),
]

# extra slots for the handover list
EN_HANDOVER_EXTRA = [
    "HK: hoover left on 4th floor landing AGAIN", "lift alarm tested, fine", "bar Z-read done, in the safe",
    "ice machine 2nd floor still making that noise", "late c/o {room} til 1pm agreed",
    "lobby lights timer reset (was coming on at 4am??)", "3 taxis booked for 05:30", "newspapers didn't come",
    "reg card printer out of paper, ordered", "wake-up calls all done except {room} (no answer, knocked, ok)",
    "side door buzzer sticking", "2 umbrellas + a charger in lost property drawer",
    "breakfast told about the coeliac guest in {room}", "fire walk done {time}, all clear",
]
ZH_HANDOVER_EXTRA = [
    "客房部：四楼楼梯口吸尘器又没收", "电梯报警测试正常", "酒吧日结已做，钱在保险柜",
    "二楼制冰机还在响", "{room}延迟退房到下午一点，已同意", "大堂灯的定时器重新设了（之前凌晨4点就亮）",
    "05:30订了3辆出租车", "今天报纸没送来", "登记卡打印机没纸了，已经订了",
    "叫醒电话都打了，{room}没人接，去敲门了，没事", "侧门门铃有点卡", "{time}消防巡查完毕，一切正常",
]

# ---------------------------------------------------------------------------
# pasted material and tool output: per context, per kind line templates
# ---------------------------------------------------------------------------
EN_LINES = {
    "guest": {
        "id": [("booking", "My booking reference is {x} and I would like this resolved before I stay with you again."),
               ("complaint", "On the phone I was given the reference {x} but nobody has called me back."),
               ("booking", "I am writing about reservation {x}, which I made directly on your website.")],
        "money": [("charge", "I have been charged {x} for a night I never stayed."),
                  ("refund", "I was promised a refund of {x} at check-out and it has not appeared on my statement."),
                  ("charge", "The minibar charge of {x} is simply wrong; we did not open it.")],
        "date": [(None, "We are due to arrive on {x} and would really like a quiet room away from the lift."),
                 (None, "We stayed with you until {x} and I am still waiting for an answer."),
                 (None, "Our anniversary is on {x}, which is why we chose your hotel.")],
        "name": [(None, "Kind regards,\n{x}"), (None, "Best wishes,\n{x}"), (None, "Regards,\n{x} (room 2 nights, see above)")],
    },
    "owner": {
        "decision": [(None, "Mr Haddad: We will {c} because {r}. End of discussion."),
                     (None, "Fiona: Agreed with Mr H that we {c} since {r}."),
                     (None, "Mr Haddad: Ok, {c}. Reason is simple, {r}.")],
        "constraint": [(None, "Mr Haddad: From now on {w} {s}. I don't want to hear about it again."),
                       (None, "Fiona: Reminder to all: {w} {s}."),
                       (None, "Fiona: Please, {s}, {w}. Thank you!")],
        "name": [(None, "Fiona: New agency porter for nights is {x}, starts this week"),
                 (None, "Mr Haddad: My friend {x} is staying Saturday, look after him please"),
                 (None, "Fiona: If the encoder dies again call {x} directly, not the helpdesk")],
        "money": [("rate", "Mr Haddad: Walk-in floor rate is {x} until further notice"),
                  ("float", "Fiona: Float at handover should be {x}, not a penny less"),
                  ("deposit", "Mr Haddad: The rugby club still owes the {x} deposit, chase them")],
        "date": [(None, "Fiona: AA inspection window opens {x}"),
                 (None, "Mr Haddad: I will be in {x} to go through the numbers with each of you"),
                 (None, "Fiona: Staff Christmas night out is {x}, nights are invited too!")],
    },
    "vendor": {
        "command": [("restart", "If the encoder stops responding again, please run:\n\n    {x}\n\nand wait until the status LED is green."),
                    ("log", "To collect diagnostics for us, run `{x}` on the server and attach the output to this case."),
                    ("restart", "The workaround until the patch ships is: {x}")],
        "port": [(None, "Please make sure TCP port {x} is open between the PMS server and the encoder."),
                 (None, "After the update the lock server listens on port {x} instead of the old one."),
                 (None, "The web admin page is now served on port {x}.")],
        "version": [(None, "We will upgrade your encoder firmware to {x} remotely overnight."),
                    (None, "Your site is currently on {x}, which has a known issue with long-stay cards."),
                    (None, "The fix is included in release {x}.")],
        "name": [(None, "Your field engineer will be {x}."),
                 (None, "If it is urgent, ask for {x} on the support line.")],
        "date": [(None, "The engineer visit is booked for {x}, morning slot."),
                 (None, "Support for your current version ends {x}.")],
        "id": [("ticket", "Your case number is {x}; please quote it in all replies.")],
    },
    "audit": {
        "money": [("float", "Cash float (counted) ....... {x}"), ("short", "Cash over/short ............ -{x}"),
                  ("refund", "Refunds posted ............. {x}"), ("deposit", "Deposits unallocated ....... {x}")],
        "id": [("booking", "NOSHOW   {x}   guarantee: card on file"),
               ("folio", "EXC      folio {x}  charge not routed to master"),
               ("booking", "WARN     {x}   rate override without reason code")],
        "name": [(None, "Audit run by ............... {x}"), (None, "Comp approved by ........... {x}"),
                 (None, "Rate override user ......... {x}")],
        "date": [(None, "Archive review due ......... {x}")],
    },
    "pms": {
        "name": [(None, "Guest:     {x}")],
        "id": [("booking", "Conf#:     {x}"), ("ota", "OTA ref:   {x}"), ("group", "Block:     {x}")],
        "money": [("rate", "Rate:      {x}"), ("charge", "Balance:   {x}"), ("deposit", "Deposit:   {x}")],
        "date": [(None, "Arrival:   {x}"), (None, "Departure: {x}")],
    },
}
ZH_LINES = {
    "guest": {
        "id": [("booking", "我的订单号是{x}，希望下次入住之前能给我一个说法。"),
               ("complaint", "电话里给了我投诉编号{x}，但是一直没有人回电话。"),
               ("booking", "我是在你们官网直接订的，订单{x}。")],
        "money": [("charge", "我根本没住的那一晚却被扣了{x}。"),
                  ("refund", "退房的时候说好退我{x}，到现在信用卡上都没看到。"),
                  ("charge", "迷你吧收了{x}，我们一瓶都没开过。")],
        "date": [(None, "我们{x}到店，麻烦安排一间离电梯远一点的安静房间。"),
                 (None, "我们一直住到{x}，现在还在等你们答复。")],
        "name": [(None, "此致\n{x}"), (None, "{x}\n（上周入住的客人）")],
    },
    "owner": {
        "decision": [(None, "周总：{c}，主要是{r}，别再讨论了"),
                     (None, "王经理：跟周总商量了，还是{c}吧，毕竟{r}")],
        "constraint": [(None, "周总：以后{s}{w}，我不想说第二遍"),
                       (None, "王经理：提醒大家，{w}，{s}")],
        "name": [(None, "王经理：新来的夜班行李员叫{x}，这周上岗"),
                 (None, "周总：我朋友{x}周六入住，照顾好")],
        "money": [("rate", "周总：散客底价{x}，没我同意不许再低"),
                  ("float", "王经理：交班备用金必须是{x}，一分都不能少")],
        "date": [(None, "王经理：携程暗访{x}开始，大家注意"),
                 (None, "周总：我{x}过来对账")],
    },
    "vendor": {
        "command": [("restart", "如果制卡机再次无响应，请在服务器上执行：\n\n    {x}\n\n等状态灯变绿即可。"),
                    ("log", "请执行 {x} 收集诊断信息，并把输出回复到本工单。"),
                    ("restart", "补丁发布之前的临时办法：{x}")],
        "port": [(None, "请确认PMS服务器和制卡机之间的TCP {x}端口是通的。"),
                 (None, "升级后门锁服务器的监听端口改为{x}。"),
                 (None, "网页管理后台现在走{x}端口。")],
        "version": [(None, "我们会在夜间远程把制卡机固件升级到{x}。"),
                    (None, "贵酒店目前是{x}，这个版本的长住卡有已知问题。"),
                    (None, "修复已包含在{x}版本里。")],
        "name": [(None, "本次上门的工程师是{x}。"), (None, "紧急情况请直接找技术支持{x}。")],
        "date": [(None, "工程师上门时间定在{x}上午。"), (None, "当前版本的技术支持{x}截止。")],
        "id": [("ticket", "您的工单号是{x}，回复时请注明。")],
    },
    "audit": {
        "money": [("float", "备用金（实点）………… {x}"), ("short", "现金长短款………… -{x}"),
                  ("refund", "当日退款………… {x}"), ("deposit", "未分配押金………… {x}")],
        "id": [("booking", "NOSHOW  {x}  担保：信用卡"), ("folio", "异常  账单{x}  费用未转主账"),
               ("booking", "警告  {x}  改价未填原因")],
        "name": [(None, "夜审操作员：{x}"), (None, "免单审批人：{x}"), (None, "改价操作人：{x}")],
        "date": [(None, "档案复核截止：{x}")],
    },
    "pms": {
        "name": [(None, "客人：{x}")],
        "id": [("booking", "订单号：{x}"), ("ota", "OTA订单：{x}"), ("group", "团队：{x}")],
        "money": [("rate", "房价：{x}"), ("charge", "欠款：{x}"), ("deposit", "押金：{x}")],
        "date": [(None, "到店：{x}"), (None, "离店：{x}")],
    },
}

# which contexts can carry which kinds
PASTE_CTX = {"guest": ["id", "money", "date", "name"],
             "owner": ["decision", "constraint", "name", "money", "date"],
             "vendor": ["command", "port", "version", "name", "date", "id"],
             "audit": ["money", "id", "name", "date"]}
TOOL_CTX = {"pms_search": ["name", "id", "money", "date"],
            "mail_search": ["command", "port", "version", "name", "date", "id", "money", "decision", "constraint"],
            "pms_audit": ["money", "id", "name"]}

EN_PASTE_INTRO = {
    "guest": ["forwarding this, came in at {time}. how do I answer it without admitting anything",
              "another one. read this pls",
              "guest email from tonight, pasted below. help me reply tomorrow",
              "ok this landed in the reservations inbox:"],
    "owner": ["from the managers whatsapp, so you have it:",
              "pasting the group chat bc I'll never find it again",
              "owner + Fiona on the group at 7am while I was still counting the float. fyi:"],
    "vendor": ["keycard people finally replied. pasting:",
               "email from support, can you make sense of it",
               "vendor reply below. why do they write like robots"],
    "audit": ["tonight's audit printout, typed the important bits:",
              "NA report. something looks off but I can't see what",
              "pasting the audit summary before I bin the paper"],
}
ZH_PASTE_INTRO = {
    "guest": ["转发一下，{time}收到的客人邮件，怎么回才不落话柄", "又来一封，你看看", "客人邮件贴在下面，明天帮我回"],
    "owner": ["管理群里的，先贴给你存着：", "群聊截一下，不然我肯定找不到", "周总和王经理早上七点在群里说的，我那会儿还在点钱："],
    "vendor": ["制卡机厂家终于回邮件了，贴一下：", "技术支持的邮件，你帮我看看啥意思", "厂家回复如下，说话跟机器人一样"],
    "audit": ["今晚夜审报表，重要的我手打了：", "夜审报告，感觉哪里不对又说不上来", "夜审汇总贴一下，纸我要扔了"],
}

EN_TOOL_ASK = {
    "pms_search": [("can you check the pms for tonight's due-ins with a balance", "due_in:today balance>0", "DUE IN"),
                   ("look up the no-shows from last night in the PMS pls", "status:no_show date:yesterday", "NO SHOW"),
                   ("pull up whoever's in {room} and the rooms either side, something's off with the folios", "room:{room}+-1", "IN HOUSE"),
                   ("check the pms for anything flagged vip this week", "flag:vip arrival:this_week", "DUE IN")],
    "mail_search": {"vendor": ["search my mail for anything from the keycard people", "did the vendor email me back? search pls"],
                    "owner": ["anything in my inbox from the owner since yesterday?", "did Mr Haddad email? he said he would"],
                    "guest": ["check my email for guest complaints from the last two days", "anything from guests in the inbox I should know about"],
                    "mixed": ["anything new in my inbox since I came on? just the important stuff", "quick scan of my email pls, I haven't looked all night"]},
    "pms_audit": ["pull last night's audit report pls", "can you get the NA summary for the last business date",
                  "get me the audit exceptions from the pms"],
}
ZH_TOOL_ASK = {
    "pms_search": [("帮我在PMS里查一下今晚到店还欠款的", "due_in:today balance>0", "预到"),
                   ("查一下昨晚noshow的订单", "status:no_show date:yesterday", "NOSHOW"),
                   ("帮我看下{room}和隔壁两间的账，感觉不对劲", "room:{room}+-1", "在住"),
                   ("PMS里这周有没有标了VIP的，查一下", "flag:vip arrival:this_week", "预到")],
    "mail_search": {"vendor": ["帮我搜下邮箱里制卡机厂家发的邮件", "厂家回邮件了没？帮我搜一下"],
                    "owner": ["周总昨天之后有没有发邮件给我？", "周总说要发邮件的，你看看来了没"],
                    "guest": ["查一下这两天的客人投诉邮件", "邮箱里有没有客人发来的，要紧的那种"],
                    "mixed": ["我上班以后邮箱里有啥新的？挑重要的", "帮我扫一眼邮箱，一晚上没看了"]},
    "pms_audit": ["把昨晚的夜审报告调出来", "帮我拿一下上个营业日的夜审汇总", "查一下PMS里夜审的异常项"],
}

# ---------------------------------------------------------------------------
# assistant replies (no facts in them) and non-fact chat
# ---------------------------------------------------------------------------
EN_OPEN = ["Got it.", "Okay.", "Noted.", "Right.", "Thanks, that's useful.", "Understood.", "Okay, makes sense.",
           "Sounds like a long night.", "Got that down.", "Thanks for flagging it."]
EN_CLOSE = ["", "", "Want me to turn that into a line for the handover?", "Shout if anything else comes up before six.",
            "I can draft the email for the morning if you like.", "Hang in there - not long till handover.",
            "Happy to help word it for Fiona.", ""]
EN_BODY = {
    "people": [
        "A couple of things that help with names on nights: put them in the PMS notes rather than on a post-it, so the day team sees them, and add the role next to the name (guest, contractor, agency) because half the confusion at handover is 'who is this person'.",
        "If they're new on the team, the first week is mostly about where things are: keys, float bag, fire panel, the emergency key box and the escalation list. A one-page cheat sheet by the desk saves you answering the same five questions at 3am.",
        "For a guest who keeps ringing down, it's worth logging each call with the time and what you did. If it reaches the GM, a clean timeline makes it obvious the desk responded every time, and it gives maintenance something concrete to work from.",
        "With VIPs the small touches matter more than upgrades: greet them by name, make sure the room has been checked by someone other than housekeeping, and tell the morning team so nobody asks them to fill in a registration card again.",
    ],
    "tech": [
        "Before running anything on the back office server, note the time and what was happening at the desk. If it goes wrong, that's the first thing Dmitri or the vendor will ask for, and it's much harder to reconstruct at 7am.\n\nAlso avoid doing it during the night audit - anything that restarts services while the audit is posting can leave half-posted charges.",
        "Checklist for when keys stop encoding:\n\n1. Try a second blank card - cards fail more often than encoders.\n2. Check the encoder's cable and status light.\n3. Only then restart the service on the server.\n4. If that fails, issue keys from the emergency box and log every one.\n5. Write it up for Dmitri with times.",
        "Generally: reading commands (status, logs, disk space) are safe any time; anything with restart, reset or resync in it should be done when the desk is quiet and not during the audit. If you're not sure which kind it is, it's fine to wait for Dmitri in the morning.",
    ],
    "case": [
        "Keep that reference on the handover and in the PMS notes for the booking. The day team will get the follow-up call and the first thing they'll ask is for the reference - if it's only in your head, the guest has to explain everything again, which never improves their mood.",
        "For disputes like this the usual order is: check what the guest actually signed or agreed to, check the rate rules on the booking, then decide. If it's a prepaid OTA booking, don't charge the card you hold - go through the OTA, otherwise you can end up refunding twice.",
        "For a no-show, the policy question is whether the booking was guaranteed. If it was, charging the first night is normal; if it was a 6pm release booking, charging tends to end in a chargeback you'll lose. Either way note what you did and why.",
        "Chargebacks have strict deadlines, so it's worth getting the folio, the registration card and any emails together tonight while you remember the details, and leaving them in one envelope for accounts.",
    ],
    "money": [
        "On the money side, write down the count, who counted with you and the time, even if it's wrong. A float that's short is much easier to sort out when there's a clean record; the worst case is a recount in the morning with nothing to compare against.",
        "Refunds: always back to the original card, never cash over the desk, reason code in the PMS, and a second signature if it's above your limit. If the guest wants it 'right now', you can tell them the refund is processed tonight but the bank decides when it shows.",
        "If a rate looks wrong compared with the OTA, don't change it in the PMS at night. Screenshot both, leave it for revenue in the morning - rate parity is their headache, and a manual override at 3am is hard to explain later.",
        "Draft line for the handover: 'Cash discrepancy found at close, counted twice with a second person, amounts recorded on the float sheet, envelope sealed in the safe. Please recount with accounts before the morning float is issued.'",
    ],
    "schedule": [
        "I'd treat that as a fixed date. It's worth putting it in the shared calendar and on the handover too, because dates mentioned once on a night shift tend to evaporate by the time the day team plans the week.",
        "For anything with an inspection or a visit attached, work backwards: what needs to be done the night before (logbooks, lost property, back office tidy), what needs to be done the week before (rotas, supplies), and who owns each piece.",
        "If that clashes with your nights, say so early - rotas are much easier to change a week out than two days before.",
        "If a group or a contractor is involved, ask for a named contact and a phone number that works at night; 'call the office' is useless at 2am.",
    ],
    "decision": [
        "You've got a clear reason for it, which is what matters if anyone questions it later. I'd write it into the handover as a decision, not as a suggestion, so the day team doesn't reopen it.",
        "To make it stick: tell the people it affects directly, put it in the PMS notes or the handover, and note who agreed it. Decisions made on nights get undone mostly because nobody on days heard about them.",
        "The reasoning holds up. One thing to check is whether anything already booked or promised conflicts with it; if so, deal with those individually rather than making exceptions to the decision.",
    ],
    "rule": [
        "Rules like that work best when they're visible where the decision happens - a short laminated note by the desk or the back office door, with the reason in one line so people don't think it's arbitrary.",
        "I'd brief the porter and anyone agency on it in person too; new people read the wall notes last. And if an exception ever does happen, log who authorised it and when.",
        "If a guest pushes back, you can simply say it's hotel policy for safety and you're not able to make an exception on nights - that usually ends the conversation faster than explaining.",
    ],
    "open": [
        "I don't know, and nothing you've shared so far answers it. I'd put it on the open-items list at the end of the handover and name who you expect to answer, so it doesn't drift another week.",
        "No idea, I'm afraid - there's nothing on it in what you've pasted. Worth asking in writing rather than in passing, so there's something to point to if it's still unresolved at the end of the month.",
        "I can't tell from here. If you've asked more than once, it might be worth raising it with Fiona directly in your next one-to-one rather than in the group chat, where things get buried.",
    ],
    "tool": [
        "That's what came back. I've left the details as they are above so you can copy them straight into the handover; the main thing to act on tonight is anything with a balance or a flag on it, the rest can wait for the day team.",
        "Here are the results. Nothing looks urgent enough to wake anyone up, but a couple of entries are worth a note for the morning so the day team doesn't get caught out at check-in.",
        "Results above. If you want, I can draft a short reply or a handover line for each one - just say which ones matter to you.",
        "Found it - see above. I'd check the folios against the paper copies before you do anything, in case the PMS is behind after the last update.",
    ],
    "paste": [
        "Reading it through, the tone is firm but nothing in it needs an answer tonight. For a reply: thank them, restate the issue in one line so they know it was understood, say what happens next and by when, and avoid promising money until the GM has looked at it.",
        "The key points are all in there; I'd keep this with the handover so the morning team sees the original wording rather than a summary of it.",
        "A suggested structure for your answer:\n\n1. Acknowledge and apologise for the inconvenience, not for fault.\n2. State what you checked.\n3. Say what you'll do and when.\n4. Give a named contact.\n\nKeep it under ten lines - long replies read as defensive.",
        "I've read it through. Nothing contradicts what you told me earlier, so I'd go with the plan you already have and just confirm it in writing.",
    ],
    "complaint": [
        "For noise at night, offer what you actually can: a room move if there's one, earplugs, a call to the bar to turn it down, and a note for the GM about a gesture in the morning. Don't promise a refund yourself - say you'll pass it on and that someone will contact them by a specific time.",
        "Draft reply to the review:\n\n'Thank you for staying with us and for taking the time to write. We're sorry the late-evening check-in felt slow; on the night our reception was handling an unusually high number of late arrivals. We've passed your comments to the team and we'd be glad to welcome you back.'\n\nCalm, no blame on you, no excuses that sound like excuses.",
        "With no spare rooms, the honest options are: an ozone or air purifier if housekeeping has one, fresh bedding, opening the window, and a clear offer of a move first thing in the morning. Write down that you offered them - it matters if it turns into a complaint.",
    ],
    "security": [
        "Stay behind the desk, keep your tone flat and friendly, and give them a clear choice: leave now or you'll have to call the police. If they don't move, call - you don't need to wait for it to become a fight. Note times and descriptions for the log.",
        "If someone's trying a door at that hour and isn't a guest, don't open it and don't go out. Check the camera, note the time, and if they keep at it, ring the police non-emergency line, or 999 if they try to force it.",
        "No registration, no room access - that's the rule in most hotels for a reason. You can offer to register the friend as an additional guest (with ID and any supplement), or they can meet in the lobby. If the guest gets aggressive, treat it like any other security issue.",
    ],
    "request": [
        "You can be warm and still say no: 'Happy birthday! I'm not able to upgrade tonight, but I can make sure you have a quiet room and I'll leave something for you in the morning.' A small gesture costs less than an upgrade and people remember it.",
        "For a late check-out on a near-full day, offer the latest time housekeeping can genuinely manage, or luggage storage plus access to the gym shower. Don't agree to 4pm unless housekeeping confirms; it's the afternoon team who pay for it.",
    ],
    "draft": [
        "Draft:\n\n'Morning all - quiet-ish night. Everything is in the handover notes below, the only things that need doing before lunch are marked with a star. Thanks for leaving the desk tidy last night, it made a real difference. Have a good shift!'\n\nFeel free to cut it down.",
        "Draft for housekeeping:\n\n'Hi team - the hoover was left on the 4th floor landing again overnight. It's a trip hazard on the fire route, so please make sure it goes back in the cupboard at the end of the shift. Thanks!'",
        "Draft to Fiona:\n\n'Hi Fiona, I've now done six nights in a row and I'm really feeling it. Would it be possible to have Friday off? Happy to swap with someone later in the month. Thanks.'\n\nShort and factual works best.",
    ],
    "sleep": [
        "Post-night sleep tips that tend to help: dark sunglasses on the way home, no screens in bed, blackout curtains or an eye mask, and the same wind-down routine every time. A small snack before bed is better than a big meal. And try to keep caffeine to the first half of the shift.",
        "Four coffees is a lot but not unusual for nights. The bigger issue is timing - anything after about 3am will still be in your system when you're trying to sleep. Water and a proper snack around then usually help more than another coffee.",
        "Eyelid twitches are very common with tiredness, caffeine and screens - all three of which nights give you. If it lasts more than a couple of weeks or spreads, mention it to a GP; otherwise sleep is the cure, annoyingly.",
    ],
    "procedure": [
        "A sensible audit order: 1) finish check-ins and post any late charges, 2) check no-shows and guarantees, 3) reconcile card terminals and cash, 4) run the audit, 5) review exceptions, 6) print or save reports, 7) back up. Doing cash before the audit means you're not chasing differences afterwards.",
        "Fire walk: fire doors closed and not wedged, escape routes clear, exit signs lit, extinguishers in place and not discharged, panel showing no faults, assembly list printed with current occupancy. Note the time and anything out of place in the log.",
        "Registration cards are personal data, so keep them only as long as you have a reason (tax and dispute periods are the usual ones) and store them locked. Your GM or the owner's accountant should set the exact period; note it in the procedures file once they do.",
        "For a guest injury: make sure they're okay and offer first aid or a doctor, write down what happened in their words, note the time, location and conditions (wet floor, sign or not), take a photo of the area, and get any witnesses' names. Don't admit liability, just record.",
    ],
    "staff": [
        "For a weekly nights report, keep it to one page: occupancy and arrivals, incidents and complaints, maintenance issues raised, cash and audit exceptions, and open items for management. Bullet points, no essays - owners read these on their phones.",
        "Bring it up privately and early in a shift, not when you're annoyed: 'I've noticed breaks running long - can we agree a time so I know when you're off the floor?' Framing it around cover and safety makes it about the job, not about them.",
        "For the handover: list the unfinished items factually without blame - 'the following check-ins were incomplete at 23:00' - and ask for them to be done before handover. If it keeps happening, raise it with Fiona with a few nights of examples.",
    ],
    "short": ["No problem.", "Sure - I'm here.", "Take your time.", "Anytime.", "Okay - shout when you're back.",
              "Glad it helped.", "Of course.", "👍"],
    "shift_end": [
        "Go home and sleep. Before you do: handover written, float in the safe, keys logged? Everything else can wait until tonight.",
        "Well done getting through it. Eat something small, dark room, phone on silent. I'll be here when you're back on.",
        "Sounds like a rough one. Leave the rest for the day team - that's what they're there for. Sleep well.",
    ],
    "shift_start": [
        "Evening! Anything from the day team's handover worth going through before it gets busy?",
        "Hi - good luck tonight. If you want, paste the handover in and I'll help you sort what's urgent.",
        "Hello again. Fingers crossed for a quiet one.",
    ],
}

ZH_OPEN = ["收到。", "好的。", "明白。", "记下了。", "嗯，了解。", "辛苦了。", "好，", "知道了。"]
ZH_CLOSE = ["", "", "要不要我帮你写成一句放进交班本？", "明早要回邮件的话我可以先帮你起个草稿。", "再坚持一下，快交班了。", ""]
ZH_BODY = {
    "people": [
        "人名这种东西最好记在PMS备注里，别写在便签上，日班才看得到。名字旁边顺便写上身份（客人、厂家、外包），交班的时候一半的混乱都是“这人是谁”。",
        "新同事第一周主要是熟悉东西放哪：钥匙、备用金袋、消防主机、应急钥匙箱和上报电话。前台放一张一页纸的速查表，能省掉你凌晨三点回答同样五个问题。",
        "客人反复打电话下来的，每一次都记上时间和你怎么处理的。真闹到经理那里，一条清楚的时间线能说明前台每次都有回应，维修那边也有据可查。",
        "VIP客人小细节比升级更重要：叫得出名字，房间让客房以外的人再查一遍，告诉早班别再让客人填一遍登记卡。",
    ],
    "tech": [
        "在后台服务器上操作之前，先记一下时间和前台当时在干什么。真出了问题，阿杰或者厂家第一句就会问这个，早上七点再回忆就难了。另外尽量别在夜审的时候弄。",
        "做不了卡的时候按这个顺序来：\n\n1. 先换一张空白卡试试，卡坏的比机器坏的多。\n2. 看制卡机的线和状态灯。\n3. 然后再去服务器上重启服务。\n4. 还不行就用应急箱的卡，每一张都登记。\n5. 写清楚时间留给阿杰。",
        "一般来说，只看状态、看日志、看硬盘的命令随时都可以跑；带restart、reset、resync的最好等前台不忙、也不在夜审的时候再弄。拿不准的话，等阿杰早上来也没关系。",
    ],
    "case": [
        "这个编号记到交班本和订单备注里。日班会接到回访电话，第一件事就是要编号，只在你脑子里的话客人又得从头讲一遍，心情只会更差。",
        "这类争议一般的顺序是：先看客人签了什么、订的什么价格规则，再决定。如果是OTA预付的单子，别直接扣你手上的卡，要走OTA，不然很容易退两次。",
        "noshow能不能扣，关键看订单有没有担保。有担保扣首晚很正常；如果是六点保留的订单，扣了多半会被拒付，还赢不了。不管怎么处理都写清楚原因。",
    ],
    "money": [
        "钱的事情，不管对不对，都把点出来的数、谁一起点的、几点点的写下来。备用金短了，有清楚的记录就好处理；最怕的是早上重新点，什么都对不上。",
        "退款的原则：原路退回，不在前台退现金，PMS里写原因，超过你权限的要第二个人签字。客人要“马上到账”的话，就说今晚已经处理了，到账时间看银行。",
        "如果房价跟OTA上对不上，晚上别在PMS里改。两边都截图，留给早上收益那边处理，凌晨三点手动改价以后很难解释。",
        "交班本可以这么写：“交班时现金不符，已两人复点两次，金额记在备用金表上，信封封好放保险柜，请早上和财务一起复点后再发备用金。”",
    ],
    "schedule": [
        "这个日子我当成定下来的。建议也写进共享日历和交班本，夜班随口说的日期，到日班排周计划的时候基本都忘了。",
        "有检查或者来访的，倒着排：前一晚要做什么（台账、失物、后台整理），前一周要做什么（排班、物料），每一项谁负责。",
        "如果跟你的夜班冲突，早点说，提前一周调班比提前两天容易多了。",
    ],
    "decision": [
        "这个决定挺合理的，理由也说得清楚，以后有人问起来就有依据。建议在交班本里写成“已决定”，不是“建议”，免得日班又重新讨论。",
        "要让它真正执行下去：直接告诉受影响的人，写进PMS备注或交班本，注明是谁同意的。夜班定的事被推翻，多半是因为日班根本没听说。",
        "唯一要看的是之前有没有已经答应客人的、跟这个冲突的，有的话单独处理，别为了个别情况改决定。",
    ],
    "rule": [
        "这种规定最好贴在做决定的地方，比如前台或者后台门口，加一句原因，大家就不会觉得是乱定的。",
        "也当面跟行李员和外包的人说一下，新来的人最后才看墙上的通知。真有例外的时候，记下是谁批准的、几点。",
        "客人要是不依，就说这是酒店的安全规定，夜班没有权限破例，这样比解释半天管用。",
    ],
    "open": [
        "这个我也不知道，你目前发给我的内容里没有答案。建议放进交班本最后的待办事项，写上你觉得应该谁来回复，免得又拖一周。",
        "不清楚，你贴的东西里没提到。最好书面问，别口头问，月底还没结果的话也有个凭据。",
        "我这边看不出来。问了不止一次的话，可以下次单独跟王经理提，别在群里问，群里消息一下就被刷掉了。",
    ],
    "tool": [
        "查到的结果在上面，原样留着方便你直接抄进交班本。今晚要处理的主要是有欠款或者有标记的，其他的可以留给日班。",
        "结果出来了，没有急到要半夜叫人的，但有几条值得给早班留个言，免得办入住的时候措手不及。",
        "上面就是结果。需要的话我可以帮你每条写一句回复或者交班备注，你说哪几条要紧就行。",
    ],
    "paste": [
        "看下来语气挺硬，但今晚不需要回。回复的时候：先感谢，一句话复述问题让对方知道你看懂了，说清楚接下来怎么处理、什么时候给答复，经理看之前别承诺钱的事。",
        "要点都在里面了，建议和交班本放在一起，让早班看到原话而不是转述。",
        "回复可以这么安排：\n\n1. 对给客人带来的不便表示歉意（不是认错）。\n2. 说明你核实了什么。\n3. 说明会怎么处理、什么时候。\n4. 留一个具体的联系人。\n\n控制在十行以内，写太长反而显得在辩解。",
    ],
    "complaint": [
        "夜里噪音投诉，能给的就给：有空房就换房，送耳塞，打电话让酒吧小声点，再给经理留言看明早要不要补偿。退款别自己答应，说会转达，并告诉客人几点前会有人联系。",
        "差评可以这样回：\n\n“感谢您的入住和反馈。当晚前台同时处理了较多晚到客人，让您久等了，非常抱歉。您的意见已转达给团队，期待再次为您服务。”\n\n语气平和，不甩锅，也不找借口。",
        "没有空房的话，能做的是：问客房有没有空气净化器、换新床品、开窗，再明确说明早第一时间给换房。记下你都提供了什么，万一变成投诉这很重要。",
    ],
    "security": [
        "待在前台后面，语气平和但明确：现在离开，不然只能报警。不走就直接报警，不用等到动手。把时间和外貌特征记进日志。",
        "这个点有非住客在试门，别开门也别出去。看监控，记时间，一直不走就打110说明情况。",
        "没登记就不能进房，这是规矩。可以给朋友补登记（身份证加收费），或者在大堂见面。客人要是发火，就按安全事件处理。",
    ],
    "request": [
        "可以客气地拒绝：“生日快乐！今晚没办法给您升级，不过我给您安排一间安静的房间，明早再给您准备个小惊喜。”小心意比升级便宜，客人也记得住。",
        "快满房的时候要晚退房，就给客房能真正做到的最晚时间，或者寄存行李加健身房淋浴。客房没确认之前别答应四点，累的是下午班。",
    ],
    "draft": [
        "草稿：\n\n“早上好！昨晚还算平稳，交班事项都在下面，标星号的需要中午前处理。谢谢昨天把前台收拾得这么整齐，帮了大忙，祝今天顺利！”\n\n你可以再删短一点。",
        "给客房部的：\n\n“各位好，昨晚吸尘器又放在四楼楼梯口了。那是消防通道，容易绊倒人，麻烦下班前放回工具间，谢谢！”",
        "给王经理的：\n\n“王经理您好，我已经连续上了六个夜班，有点撑不住了，周五能不能休一天？月底可以跟同事换回来。谢谢！”\n\n简短、讲事实就好。",
    ],
    "sleep": [
        "下夜班睡觉的小办法：回家路上戴墨镜，床上不看手机，遮光窗帘或者眼罩，每次睡前做一样的事。睡前吃点小东西比吃大餐好，咖啡尽量只在上半夜喝。",
        "四杯咖啡是多了点，但夜班很常见。关键是时间，凌晨三点以后喝的到你睡觉时还在起作用。那个点喝水、吃点东西比再来一杯更管用。",
        "眼皮跳跟累、咖啡、看屏幕都有关系，夜班三样全占了。持续两周以上或者范围变大就去看医生，不然唯一的药就是睡觉。",
    ],
    "procedure": [
        "夜审比较合理的顺序：1）办完入住、挂完晚到的账；2）核对noshow和担保；3）对POS和现金；4）跑夜审；5）看异常；6）打印或保存报表；7）备份。先对现金再跑夜审，之后就不用追差额。",
        "消防巡查看这些：防火门关好没被卡住、疏散通道畅通、安全出口灯亮、灭火器在位没用过、消防主机没有故障、按当前入住打印好疏散名单。时间和异常都记到日志里。",
        "客人受伤的话：先确认人没事，问要不要急救或看医生；用客人的原话记下经过，写上时间、地点和现场情况（地湿没湿、有没有提示牌），拍照，留下目击者名字。别承认责任，只做记录。",
    ],
    "staff": [
        "给老板的夜班周报控制在一页：入住率和到店、事件和投诉、报修、现金和夜审异常、需要管理层处理的事。用要点，不写作文，老板都是在手机上看的。",
        "私下说，在上班开始的时候说，别在生气的时候说：“最近休息时间有点长，我们约个固定时间吧，我好知道你什么时候不在。”从人手和安全角度说，就是谈工作不是针对人。",
        "交班本里就事论事地列：“以下入住23:00时未完成”，请日班交班前处理。一直这样的话，攒几晚的例子再找王经理。",
    ],
    "short": ["没事。", "好的，我在。", "不急。", "随时。", "好，回来叫我。", "能帮上就好。", "👌"],
    "shift_end": [
        "快回家睡觉吧。走之前：交班本写了、备用金放保险柜了、钥匙登记了？其他的今晚再说。",
        "辛苦了，熬过来了。吃点东西，房间拉黑，手机静音，晚上上班我还在。",
        "听起来这一晚够呛。剩下的留给日班，那本来就是他们的事。睡个好觉。",
    ],
    "shift_start": [
        "晚上好！日班交班有什么要先过一下的吗？",
        "嗨，今晚顺利。要不要把交班内容贴进来，我帮你理一下哪些急。",
        "又见面了，希望今晚清净点。",
    ],
}

# non-fact user messages: (topic, text)
EN_CHAT = [
    ("complaint", "guest on 3rd floor complaining the bar noise is coming up through the floor. it's {time}. what do i actually say to him, I've got nothing to offer"),
    ("complaint", "how do i reply to a 1 star review that says the night staff were 'rude and slow' when it was literally me alone with 14 late arrivals"),
    ("complaint", "woman at the desk says her room smells of smoke from the last guest. no spare rooms. help"),
    ("security", "2 lads refusing to leave the lobby after the bar shut. polite so far. how do i escalate without making it worse"),
    ("security", "someone keeps buzzing the side door at {time}. camera shows a hoodie. call police or not"),
    ("security", "guest wants me to let his 'friend' up to the room, friend not registered. he's getting shirty"),
    ("request", "how do i say no nicely to a guy who wants a free upgrade bc it's his birthday (it's not, I saw the passport)"),
    ("request", "guest asking for late checkout at 4pm tomorrow, we're nearly full. options?"),
    ("draft", "can you draft a short friendly intro for the morning handover, something that doesn't sound like im moaning"),
    ("draft", "write me a 3 line note for housekeeping about the hoover left on the 4th floor landing again. polite but firm"),
    ("draft", "draft a msg to Fiona saying I need Friday off, I've done 6 nights straight"),
    ("sleep", "how do people actually sleep after nights. i get home at 7:30 and I'm wired till 11"),
    ("sleep", "is it bad to have 4 coffees between 1am and 5am asking for a friend (me)"),
    ("sleep", "my eye is doing the twitchy thing again. is that a nights thing"),
    ("procedure", "what's a sensible order for the night audit checklist? mine is a mess of post its"),
    ("procedure", "remind me what to check on a fire walk round. I do it but half asleep"),
    ("procedure", "how long should we keep the paper reg cards for? gdpr wise"),
    ("procedure", "best way to log a guest injury? slipped on the wet floor by the lift, says she's fine"),
    ("staff", "Mr Haddad wants a 'proper report' on nights every week. what should be in it"),
    ("staff", "new porter keeps disappearing for 20 min smoke breaks. how do I bring it up without being a cow about it"),
    ("staff", "day team leaves me the same unfinished check-ins every night. how to word this in handover"),
]
EN_SHORT = ["ok", "thx", "brb", "k", "ok thanks", "back", "one sec guest at desk", "lol", "yep", "👍", "sorry phone died",
            "ta", "makes sense", "hm ok", "phone rang, back", "done", "ok will do", "yeah fair"]
EN_START = ["on shift. {time}. coffee #1", "back on. full house tonight apparently", "evening. day team left the desk in a state again",
            "here we go again. {time}, 3 arrivals still due", "night 4 of 6. send help"]
EN_END = ["going home. brain is mush. night", "handover done, float in the safe, im off", "bed. dont let me near the pms for 8 hours",
          "done. 07:10. never again (until tonight)", "ok thats me, day team here finally"]

ZH_CHAT = [
    ("complaint", "三楼客人投诉楼下酒吧太吵，现在{time}了，我该怎么跟他说，啥也给不了"),
    ("complaint", "有个一星差评说夜班前台“态度差又慢”，那晚明明就我一个人接了14个晚到的，怎么回"),
    ("complaint", "前台有个阿姨说房间里有上个客人的烟味，没空房了，救命"),
    ("security", "酒吧关门了两个小伙子赖在大堂不走，目前还算客气，怎么升级处理又不激化"),
    ("security", "{time}有人一直按侧门门铃，监控里是个戴帽衫的，报不报警"),
    ("security", "客人要我放他“朋友”上楼，朋友没登记，他开始不耐烦了"),
    ("request", "有人说今天生日要免费升级（我看了身份证，不是），怎么客气地拒绝"),
    ("request", "客人要明天下午四点退房，差不多满房了，怎么办"),
    ("draft", "帮我写个早班交班的开头，友好一点，别像在抱怨"),
    ("draft", "给客房部写三句话，吸尘器又放四楼楼梯口了，客气但要硬一点"),
    ("draft", "帮我给王经理发个消息，说周五想休息，已经连上六个夜班了"),
    ("sleep", "下了夜班到底怎么睡得着，七点半到家一直精神到十一点"),
    ("sleep", "凌晨一点到五点喝了四杯咖啡是不是太多了"),
    ("sleep", "眼皮又在跳了，是不是夜班上的"),
    ("procedure", "夜审的检查清单按什么顺序比较合理？我现在全是便签"),
    ("procedure", "消防巡查要看哪些来着，每次都是迷迷糊糊走一圈"),
    ("procedure", "客人在电梯口地湿滑倒了，说没事，怎么记录比较好"),
    ("staff", "周总要每周一份“像样的”夜班报告，应该写些啥"),
    ("staff", "新来的行李员一抽烟就消失二十分钟，怎么说才不显得我刻薄"),
    ("staff", "日班每天都把同样几个没办完的入住留给我，交班本里怎么写"),
]
ZH_SHORT = ["好", "谢啦", "等我一下", "嗯嗯", "好的谢谢", "回来了", "前台来人了稍等", "哈哈", "对", "👌", "手机没电了刚充上",
            "懂了", "行吧", "电话响了，回来了", "搞定", "好，我去弄"]
ZH_START = ["上班了，{time}，第一杯咖啡", "又来了，听说今晚满房", "晚上好，日班又把前台搞得一团糟",
            "开始了，{time}，还有3个没到", "六个夜班的第四个，救命"]
ZH_END = ["下班了，脑子成浆糊了，晚安", "交班完了，备用金放保险柜了，我走了", "睡觉去了，八小时内别让我碰PMS",
          "搞定，07:10，再也不想上夜班了（今晚还得来）", "好了我撤了，日班终于到了"]

EN_BODY.update({
    "people-staff": [
        "If they're new on the team, the first week is mostly about where things are: keys, float bag, fire panel, the emergency key box and the escalation list. A one-page cheat sheet by the desk saves you answering the same five questions at 3am.",
        "With agency or temp staff it helps to assume nothing: show them a walk-in and a late check-in once, start to finish, and give them the short version of the house rules. If it still doesn't work, tell the agency in the morning - factually, with examples - so they don't send the same person back without training.",
    ],
    "people-guest": [
        "For a guest who keeps ringing down or turning up at the desk, log each contact with the time and what you did. If it reaches the GM, a clean timeline shows the desk responded every time, and it gives maintenance or accounts something concrete to work from.",
        "When a guest disputes something at the desk late at night, don't argue the details. Note their objection on the folio, tell them the day team will review it with the paperwork in the morning, and leave the charge as it is until then. Calm and boring is the goal.",
    ],
    "people-vip": [
        "With VIPs the small touches matter more than upgrades: greet them by name, make sure the room has been checked by someone other than housekeeping, and tell the morning team so nobody asks them to fill in a registration card again.",
    ],
    "people-contact": [
        "A couple of things that help with names on nights: put them in the PMS notes or the contacts sheet rather than on a post-it, so the day team sees them, and add the role next to the name (guest, contractor, agency) because half the confusion at handover is 'who is this person'.",
        "Worth saving that contact in the desk phone and on the emergency contacts sheet, with what they're for and when they can actually be reached. The worst time to discover a number only works nine to five is during an incident.",
    ],
    "case-complaint": [
        "Keep that complaint reference on the handover and in the PMS notes. The day team will get the follow-up call and the first thing they'll ask for is the reference - if it's only in your head, the guest has to explain everything again, which never improves their mood.",
    ],
    "case-booking": [
        "For a no-show, the policy question is whether the booking was guaranteed. If it was, charging the first night is normal; if it was a release booking, charging tends to end in a chargeback you'll lose. Either way note what you did and why on the booking.",
    ],
    "case-ota": [
        "For OTA disputes the booking channel wins: if it's a prepaid OTA booking, don't charge the card you hold - the money comes through the OTA, and charging the guest as well ends in a double payment and a refund. Screenshot the extranet view for the day team.",
    ],
    "case-chargeback": [
        "Chargebacks have strict deadlines, so it's worth getting the folio, the registration card and any emails together while you remember the details, and leaving them in one envelope for accounts with the reference on the front.",
    ],
    "case-lost": [
        "For lost property, keep the reference on the item's tag and in the log. When someone gets in touch, ask them to describe the item before you confirm anything, and never post it out without a signed request and prepaid postage.",
    ],
    "case-ticket": [
        "Maintenance tickets that nobody acknowledges overnight: add a note with the time and the impact on guests, and say it out loud at handover as well. Tickets get lost; a person standing at the desk saying 'the lift' doesn't.",
    ],
    "case-group": [
        "For groups, get the rooming list and any special arrangements (early breakfast, late check-in, who pays extras) confirmed in writing before they arrive, and tell the kitchen directly rather than trusting the PMS trace to reach them.",
    ],
    "case-invoice": [
        "If you've never seen the invoice, don't pay or promise anything at night. Forward it to accounts with the reference and a note that nights has no record of it; they can match it against the purchase orders.",
    ],
    "money-refund": [
        "Refunds: always back to the original card, never cash over the desk, reason code in the PMS, and a second signature if it's above your limit. If the guest wants it 'right now', you can tell them the refund is processed tonight but the bank decides when it shows.",
    ],
    "money-float": [
        "On the float, write down the count, who counted with you and the time, even if it's wrong. A float that's off is much easier to sort out when there's a clean record; the worst case is a recount in the morning with nothing to compare against.",
        "Draft line for the handover: 'Float counted at close with a second person, amount recorded on the float sheet, envelope sealed in the safe. Please recount with accounts before the morning float is issued.'",
    ],
    "money-short": [
        "Draft line for the handover: 'Cash discrepancy found at close, counted twice with a second person, amounts recorded on the float sheet, envelope sealed in the safe. Please recount with accounts before the morning float is issued.'",
        "Before assuming it's missing, check the usual suspects: a refund paid out in cash and not posted, a paid-out for taxis or flowers, change given from the float for the bar, notes stuck together. Then record the count and leave it - don't top it up from your own pocket.",
    ],
    "money-rate": [
        "If a rate looks wrong compared with the OTA, don't change it in the PMS at night. Screenshot both and leave it for revenue in the morning - rate parity is their headache, and a manual override at 3am is hard to explain later.",
        "For walk-in rates, the important thing is that the rate is the one you've been authorised to give and that it's on the folio with a reason. If anyone asks later, 'floor rate set by the owner' is a complete answer.",
    ],
    "money-deposit": [
        "For a deposit that hasn't arrived, ask accounts to check the bank with the booking reference before anyone chases the client - payments often land under a different name. If it really hasn't come, the contract usually says what happens to the block.",
    ],
    "money-charge": [
        "For a disputed charge, don't remove it at night. Note the guest's objection on the folio, keep whatever evidence there is (minibar sheet, photos, housekeeping report) and let the day team or the GM decide. Removing it now and re-adding later is far worse.",
    ],
})
ZH_BODY.update({
    "people-staff": [
        "新同事第一周主要是熟悉东西放哪：钥匙、备用金袋、消防主机、应急钥匙箱和上报电话。前台放一张一页纸的速查表，能省掉你凌晨三点回答同样五个问题。",
    ],
    "people-guest": [
        "客人反复打电话下来或者跑到前台的，每一次都记上时间和你怎么处理的。真闹到经理那里，一条清楚的时间线能说明前台每次都有回应，维修或者财务那边也有据可查。",
        "客人半夜在前台对账单有异议，别跟他争细节。在账单上备注客人的异议，告诉他明早日班会对着单据核实，今晚先不动那笔账。越平淡越好。",
    ],
    "people-vip": [
        "VIP客人小细节比升级更重要：叫得出名字，房间让客房以外的人再查一遍，告诉早班别再让客人填一遍登记卡。",
    ],
    "people-contact": [
        "人名这种东西最好记在PMS备注或者联系人表里，别写在便签上，日班才看得到。名字旁边顺便写上身份（客人、厂家、外包），交班的时候一半的混乱都是“这人是谁”。",
        "这个联系人建议存到前台电话和紧急联系表里，写上是负责什么的、几点能联系上。出事的时候才发现号码只有白天能打，是最糟的。",
    ],
    "case-complaint": ["投诉编号记到交班本和订单备注里。日班会接到回访电话，第一件事就是要编号，只在你脑子里的话客人又得从头讲一遍，心情只会更差。"],
    "case-booking": ["noshow能不能扣，关键看订单有没有担保。有担保扣首晚很正常；如果是保留到六点的订单，扣了多半会被拒付，还赢不了。不管怎么处理都在订单上写清楚原因。"],
    "case-ota": ["OTA的单子以渠道为准：预付的就别再扣你手上的卡，钱走OTA结算，两边都收最后只能退款。把后台截图留给日班。"],
    "case-chargeback": ["拒付有严格的时限，趁还记得细节，把账单、登记卡和往来邮件整理好，装一个信封留给财务，编号写在信封上。"],
    "case-lost": ["失物的编号贴在物品标签上，也登记在本子上。有人来问的时候，先让对方描述物品再确认，没有书面申请和预付邮费别寄出去。"],
    "case-ticket": ["夜里没人接的报修单，补一句时间和对客人的影响，交班的时候再当面说一遍。单子会被忽略，站在前台说“电梯”的人不会。"],
    "case-invoice": ["没见过的发票，晚上别付也别答应什么。连同编号转给财务，注明夜班没有记录，让他们跟采购单核对。"],
    "money-refund": ["退款的原则：原路退回，不在前台退现金，PMS里写原因，超过你权限的要第二个人签字。客人要“马上到账”的话，就说今晚已经处理了，到账时间看银行。"],
    "money-float": ["备用金不管对不对，都把点出来的数、谁一起点的、几点点的写下来。有清楚的记录就好处理，最怕的是早上重新点，什么都对不上。"],
    "money-short": [
        "交班本可以这么写：“交班时现金不符，已两人复点两次，金额记在备用金表上，信封封好放保险柜，请早上和财务一起复点后再发备用金。”",
        "先别急着认定丢了，查几个常见原因：现金退款没入账、代付的出租车费或者鲜花、给酒吧找零、钞票粘在一起。查完记下数就行，千万别自己掏钱补。",
    ],
    "money-rate": [
        "房价跟OTA对不上的话，晚上别在PMS里改。两边都截图，留给早上收益那边处理，凌晨三点手动改价以后很难解释。",
        "散客价关键是你有没有被授权给这个价，账单上写清楚原因。以后有人问，“老板定的底价”就是完整的回答。",
    ],
    "money-deposit": ["定金没到的话，先让财务拿订单号去银行查，很多时候是用别的名字打的款。真没到，合同里一般写了团队房怎么处理。"],
    "money-charge": ["有争议的费用晚上别删。在账单上备注客人的异议，把证据留好（迷你吧单、照片、客房报告），让日班或经理决定。现在删了以后再加回去更麻烦。"],
})

EN_BODY.update({
    "techinfo": [
        "Version numbers and ports are exactly the kind of thing that goes missing from people's heads, so keep them in one place - the IT page of the handover folder is ideal. When the vendor asks 'what are you running', you'll have it in seconds instead of digging through the about screens.",
        "If the vendor says an update lands during the audit window, ask them in writing to move it. Updates that restart the interface mid-audit are the classic cause of duplicate room charges, and the night manager ends up fixing them by hand.",
        "If that changed after an update, anything that pointed at the old setting (the lobby kiosk, the side-door reader, bookmarks on the desk PC) may need updating too. Worth asking Dmitri to check them all in daylight rather than finding out at 3am when a card won't encode.",
    ],
    "paste-guest": [
        "Reading it through, the tone is firm but nothing in it needs an answer tonight. For a reply: thank them, restate the issue in one line so they know it was understood, say what happens next and by when, and avoid promising money until the GM has looked at it.",
        "A suggested structure for your answer:\n\n1. Acknowledge and apologise for the inconvenience, not for fault.\n2. State what you checked.\n3. Say what you'll do and when.\n4. Give a named contact.\n\nKeep it under ten lines - long replies read as defensive.",
    ],
    "paste-owner": [
        "Good to have that saved. Group-chat instructions are easy to lose in the scroll, so I'd copy anything that changes how nights work into the handover folder too, with the date it was said.",
        "That's clear enough from the chat. If anything in it affects tonight specifically, tell the porter in person - not everyone on nights is in the managers' group.",
    ],
    "paste-vendor": [
        "Vendor replies always read like that. The useful parts are the concrete instructions and numbers; I'd keep the email itself in the IT folder so Dmitri sees the original wording rather than a summary.",
        "I've read it through. Nothing in it needs doing during the shift unless the encoder actually fails again - and if you do follow their steps, note the time so it lines up with their logs.",
    ],
    "paste-audit": [
        "The audit summary looks complete. The lines worth a second look in the morning are the exceptions and anything touching cash; the occupancy figures are just context.",
        "Thanks - better typed up than binned. If something 'looks off', it's usually an exception line that didn't get resolved before the audit ran; leave those for accounts with a note rather than trying to fix them after the fact.",
    ],
})
ZH_BODY.update({
    "techinfo": [
        "版本号和端口这种东西最容易忘，建议集中记在交班文件夹的IT那一页。厂家问“你们现在用的什么版本”的时候，几秒钟就能找到。",
        "厂家要是说升级安排在夜审时间，书面让他们改时间。夜审中途重启接口，最容易出重复挂账，最后都是夜班经理手工改。",
        "升级后改了的话，所有指向旧设置的东西（大堂自助机、侧门读卡器、前台电脑的书签）可能都要跟着改。最好让阿杰白天统一检查一遍，别等凌晨三点做不了卡才发现。",
    ],
    "paste-guest": [
        "看下来语气挺硬，但今晚不需要回。回复的时候：先感谢，一句话复述问题让对方知道你看懂了，说清楚接下来怎么处理、什么时候给答复，经理看之前别承诺钱的事。",
        "回复可以这么安排：\n\n1. 对给客人带来的不便表示歉意（不是认错）。\n2. 说明你核实了什么。\n3. 说明会怎么处理、什么时候。\n4. 留一个具体的联系人。\n\n控制在十行以内，写太长反而显得在辩解。",
    ],
    "paste-owner": [
        "存下来是对的。群里说的事一刷就找不到了，影响夜班做法的最好也抄到交班文件夹里，写上是哪天说的。",
        "群里说得挺清楚了。跟今晚有关的，当面跟行李员说一声，不是每个夜班的人都在管理群里。",
    ],
    "paste-vendor": [
        "厂家的邮件都这样。有用的就是具体步骤和数字，原邮件放到IT文件夹里，让阿杰看原话而不是转述。",
        "看完了。除非制卡机又出问题，今晚不用做什么；真按他们的步骤操作的话，记一下时间，方便跟他们的日志对上。",
    ],
    "paste-audit": [
        "夜审汇总看着是完整的。明早值得再看的是异常项和跟现金有关的，出租率只是参考。",
        "手打下来比扔掉强。感觉“哪里不对”的，一般是夜审前没处理掉的异常项，留给财务加个备注，别事后自己去改。",
    ],
})
EN_SHORT_PAIRS = [
    (["ok", "thx", "ok thanks", "ta", "makes sense", "yep", "👍", "ok will do", "yeah fair", "hm ok", "lol", "done"],
     ["No problem.", "Anytime.", "Glad it helped.", "Of course.", "👍"]),
    (["brb", "one sec guest at desk", "phone ringing, brb", "2 mins, taxi driver at the door"],
     ["Take your time.", "Okay - shout when you're back.", "Sure, I'm here."]),
    (["back", "phone rang, back", "sorry phone died", "ok back. where was i"],
     ["Welcome back.", "No worries - carry on whenever you're ready.", "Hi again."]),
]
ZH_SHORT_PAIRS = [
    (["好", "谢啦", "嗯嗯", "好的谢谢", "对", "👌", "懂了", "行吧", "搞定", "好，我去弄", "哈哈"],
     ["没事。", "随时。", "能帮上就好。", "好的。", "👌"]),
    (["等我一下", "前台来人了稍等", "电话响了，等下", "出租车司机来了，两分钟"],
     ["不急。", "好，回来叫我。", "好的，我在。"]),
    (["回来了", "电话响了，回来了", "手机没电了刚充上", "回来了，刚说到哪了"],
     ["欢迎回来。", "没事，接着说。", "在呢。"]),
]

EN_CHAT_PAIRS = [
    ("guy wants to pay cash for the room at {time} and has no card for incidentals. do I let him",
     "You can, as long as you follow the cash rules: take the room in full plus the standard incidentals deposit in cash, give a receipt for both, switch off the minibar and room charging on the folio, and note it on the handover so check-out knows a cash deposit is due back. If he won't pay the deposit, the room can still be sold but with no charging privileges."),
    ("fire panel showing a fault light, no alarm. call someone now or leave it for the morning",
     "Don't leave a fault overnight. Read the panel display and write down the zone and fault text, then ring the alarm company's out-of-hours number - a fault can mean part of the building isn't covered. Until it's cleared, consider a more frequent walk round of that zone and log it. Never silence or isolate anything unless the engineer tells you to."),
    ("kid crying in the corridor on 2 for ages, parents not answering the door",
     "Go up with the porter if you can, not alone. Stay with the child, keep them calm, and try the room by phone and by knocking. If the parents still don't answer, use the key to check the room with a witness. If you can't find them quickly, call the police - a child alone at night is a welfare issue, not a hotel policy question. Log everything with times."),
    ("guest asking for a late night food place that delivers. I never know what to say",
     "Keep a short list at the desk of two or three places that deliver late, with their opening hours, and let the guest order themselves on their phone. Tell them to have the driver call the desk, and meet the driver in the lobby yourself rather than sending them up to the room."),
    ("guest says the other night manager promised him a discount. she didn't, I asked her",
     "You don't have to call anyone a liar. Say: 'I'm sorry, I don't have any note of a discount on your booking, so I can't apply one tonight. I'll pass your comment to the front office manager, who can look into it in the morning.' Then put exactly that on the handover."),
    ("what should go in a proper lost property log entry",
     "A good entry: date and time found, where exactly, who found it, a short description (colour, brand, distinguishing marks - but don't list cash amounts or card numbers in full), where it's stored, and a reference. When it goes back to the owner, record who collected it, their ID and a signature."),
    ("someone left a dog in their room and went out. it's howling. the whole floor is awake",
     "Try the guest's mobile first and ask them to come back. Meanwhile, offer neighbouring guests a move if you have rooms, or at least an apology and earplugs. Don't go into the room alone with an unknown dog. Note the times of complaints - if the hotel has a pet policy with a cleaning or disturbance charge, the day team will need that record."),
    ("taxi driver at the desk demanding the hotel pays a guest's fare. guest is asleep upstairs",
     "The hotel doesn't pay guests' taxis unless it's been arranged. Call the room once; if the guest answers, they can come down or authorise you to charge it to the room with a signed slip in the morning. If not, take the driver's details and company, and tell them the guest will be contacted in the morning. Don't hand over cash from the float."),
    ("tips for staying awake between 4 and 5? that hour kills me",
     "That's the body-clock low point for almost everyone on nights. Things that help: do your most active tasks then (fire walk, restocking, lobby tidy) rather than screen work, bright light at the desk, cold water on your face, a protein snack rather than sugar. Caffeine at that point is a trade-off against your sleep later."),
    ("how do I handle a guest who wants to see the CCTV of his car in the car park",
     "Guests can't normally view CCTV directly - footage shows other people. Take the details (time window, car, what happened), tell him the footage will be preserved and reviewed by management, and that it can be released to the police or his insurer through a proper request. Make sure the recording isn't overwritten - note the time window for the day team."),
]
ZH_CHAT_PAIRS = [
    ("客人{time}要付现金住一晚，没有卡押杂费，能让他住吗",
     "可以，按现金的规矩来：房费全付加标准杂费押金也收现金，两样都开收据，把账户上的迷你吧和挂账权限关掉，交班本写清楚退房时要退现金押金。不交押金的话房可以卖，但不能挂账。"),
    ("消防主机亮了个故障灯，没报警，现在打电话还是等早上",
     "故障别拖过夜。先把主机显示的区域和故障内容抄下来，再打维保公司的夜间电话，故障可能意味着有一块区域没在监控。修好之前那一片多巡几次，写进日志。维保没让你做的，千万别消音或者隔离。"),
    ("二楼走廊有个小孩哭了好久，敲门爸妈也不应",
     "能叫上行李员一起去最好，别一个人。先陪着孩子安抚一下，打房间电话、敲门。还是没人应就带证人用卡开门看看。短时间找不到家长就报警，半夜小孩一个人是安全问题，不是酒店规定的问题。每一步都记时间。"),
    ("客人问附近有没有半夜能送外卖的，我每次都答不上来",
     "前台放一张小单子，写两三家很晚还送的店和营业时间，让客人自己手机下单。让骑手到了打前台电话，你在大堂接，别让骑手直接上楼。"),
    ("客人说另一个夜班经理答应给他打折，我问了，她根本没说过",
     "不用说谁撒谎。可以说：“不好意思，您的订单上没有折扣的备注，今晚我没办法给您打折。我会把您的情况转给前厅经理，明早帮您核实。”然后原话写进交班本。"),
    ("失物登记到底要写哪些才算规范",
     "规范的登记：捡到的日期时间、具体位置、谁捡的、简单描述（颜色、品牌、特征，现金和卡号别写全）、存放在哪、登记编号。归还时记下领取人、身份证和签字。"),
    ("有客人把狗留在房间自己出去了，一直在叫，整层都醒了",
     "先打客人手机让他回来。同时给隔壁客人道歉、送耳塞，有空房就给换。别一个人进有陌生狗的房间。投诉的时间都记下来，如果酒店有宠物清洁或扰民的收费规定，日班需要这些记录。"),
    ("出租车司机在前台要酒店替客人付车费，客人在楼上睡了",
     "除非事先安排过，酒店不替客人付车费。打一次房间电话，接了就让客人下来或者授权挂房账、早上补签字。没接就留下司机和车公司的信息，说明早会联系客人。千万别从备用金里拿钱给他。"),
]


def _typo_word(rng, w):
    i = rng.randrange(1, len(w) - 1)
    op = rng.random()
    if op < 0.5:
        return w[:i] + w[i + 1] + w[i] + w[i + 2:]
    if op < 0.8:
        return w[:i] + w[i + 1:]
    return w[:i] + w[i] + w[i:]


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("bv-%d-%d-%d" % (seed, attempt, 1 if zh else 0))
        self.used = []
        self.L = ZH_LINES if zh else EN_LINES
        self.B = ZH_BODY if zh else EN_BODY
        self.rel_dates = ["下周五", "下周一", "月底前", "元旦前", "这周四", "下下周二", "圣诞节前"]

    # ---- small helpers -------------------------------------------------
    def time(self):
        h = self.rng.choice([23, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6])
        return "%02d:%02d" % (h, self.rng.randrange(0, 60))

    def room(self):
        return self.rng.choice(ROOMS)

    def tx(self, tpl, sleepy=False):
        """Make a user-typed template look typed: typos, sleepy lower case."""
        parts = re.split(r"(\{[a-z]+\})", tpl)
        out = []
        for p in parts:
            if p.startswith("{") and p.endswith("}"):
                out.append(p)
                continue
            if self.zh:
                if sleepy:
                    p = p.replace("，", " ").replace("。", "")
                out.append(p)
                continue
            if sleepy:
                p = p.lower().replace(". ", " ").replace("!!", "")
            prob = 0.07 if sleepy else 0.02
            p = re.sub(r"[A-Za-z]{5,}", lambda m: _typo_word(self.rng, m.group(0))
                       if self.rng.random() < prob else m.group(0), p)
            out.append(p)
        s = "".join(out)
        if sleepy and self.zh and self.rng.random() < 0.5:
            s += "。。。"
        return s

    def fill(self, tpl, fact, sleepy=False, typed=True):
        t = self.tx(tpl, sleepy) if typed else tpl
        v = fact["vals"]
        return t.format(x=v[0], c=v[0], w=v[0], r=v[-1], s=v[-1], room=self.room(), time=self.time())

    def fresh(self, fn):
        for _ in range(300):
            v = fn()
            vals = list(v) if isinstance(v, tuple) else [v]
            if any(a in b or b in a for a in vals for b in self.used):
                continue
            if len(vals) == 2 and (vals[0] in vals[1] or vals[1] in vals[0]):
                continue
            self.used.extend(vals)
            return vals
        raise RuntimeError("value pool exhausted")

    # ---- value generators ----------------------------------------------
    def v_name(self):
        r = self.rng
        if self.zh:
            return r.choice(ZH_SUR) + r.choice(ZH_GIVEN)
        return r.choice(EN_FIRST) + " " + r.choice(EN_LAST)

    def v_command(self, tag=None):
        r = self.rng
        n = r.randint(1, 4)
        mmdd = "%02d%02d" % (r.choice([11, 12]), r.randint(1, 28))
        gens = {
            "status": [lambda: "systemctl status kfenc-bridge@%d" % n,
                       lambda: "sudo systemctl status keyforge-encoder --no-pager -n %d" % r.choice([20, 30, 40, 50])],
            "log": [lambda: "tail -n %d /var/log/nightowl/pms.log" % r.choice([80, 150, 200, 300, 500]),
                    lambda: "sudo journalctl -u pms-interface --since \"%02d:%02d\"" % (r.choice([1, 2, 3]), r.choice([0, 15, 30, 45])),
                    lambda: "grep -i error /var/log/nightowl/interface-%s.log" % mmdd],
            "backup": [lambda: "pg_dump -Fc nightowl -f /srv/backup/nightowl-%s.dump" % mmdd,
                       lambda: "sudo /opt/nightowl/bin/backup --full --target /mnt/nas/pms%d" % n],
            "disk": [lambda: "df -h /srv/pms", lambda: "du -sh /var/log/nightowl", lambda: "df -h /srv/backup"],
            "ping": [lambda: "ping -c %d lockreader-side%d" % (r.choice([3, 4, 5]), n),
                     lambda: "nc -zv lockserver %d" % r.choice([7070, 7443, 9443])],
            "rerun": [lambda: "sudo -u nightowl /opt/nightowl/bin/audit --rerun --date 2026-11-%02d" % r.randint(1, 29)],
            "kiosk": [lambda: "docker restart lobby-kiosk-%d" % n,
                      lambda: "sudo docker compose -f /srv/kiosk/compose.yml restart"],
            "printer": [lambda: "lpstat -p regcard%d -l" % n, lambda: "lpq -P frontdesk-%d" % n],
            "restart": [lambda: "sudo systemctl restart kfenc-bridge@%d" % n,
                        lambda: "sudo /opt/keyforge/bin/kfctl resync --all",
                        lambda: "kfctl encoder reset --id %d" % n,
                        lambda: "sudo systemctl restart nightowl-if"],
            "misc": [lambda: "rsync -a /srv/pms/exports/ /mnt/nas/pms-%s/" % mmdd,
                     lambda: "sudo ufw status numbered", lambda: "free -m",
                     lambda: "sudo /opt/keyforge/bin/kfctl log --last %d" % r.choice([50, 100, 200])],
        }
        if tag is None:
            tag = r.choice(["restart", "restart", "log", "backup", "status", "misc", "misc", "printer", "kiosk", "disk"])
        return r.choice(gens[tag])()

    def v_id(self, tag):
        r = self.rng
        d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
        nz = lambda k: str(r.randint(1, 9)) + d(k - 1)
        if self.zh:
            g = {"complaint": lambda: "TS2026%02d%02d%s" % (r.choice([11, 12]), r.randint(1, 28), d(2)),
                 "booking": lambda: "RES-" + nz(5), "ota": lambda: nz(10), "chargeback": lambda: "JF" + nz(8),
                 "ticket": lambda: "GD-" + nz(4), "lost": lambda: "SW-" + nz(3), "invoice": lambda: "FP" + nz(8),
                 "group": lambda: "TD" + nz(6), "folio": lambda: nz(6)}
        else:
            g = {"complaint": lambda: r.choice(["CMP-" + nz(4), "C26-" + d(4)]),
                 "booking": lambda: r.choice(["RES-" + nz(5), "CAL" + nz(6)]),
                 "ota": lambda: r.choice([nz(10), "EXP-" + nz(9)]), "chargeback": lambda: "CB-" + nz(6),
                 "lost": lambda: "LP-" + nz(3), "ticket": lambda: r.choice(["MNT-" + nz(4), "KF-" + nz(5)]),
                 "group": lambda: "GRP-" + r.choice(["EDRFC", "HEARTS", "WEDD", "CONF"]) + d(2),
                 "invoice": lambda: "INV-" + nz(5), "folio": lambda: "F-" + nz(6)}
        return g[tag]()

    def v_port(self):
        r = self.rng
        return str(r.randint(1025, 9999) if r.random() < 0.6 else r.randint(10000, 64999))

    def v_version(self):
        r = self.rng
        a, b, c = r.randint(2, 9), r.randint(0, 19), r.randint(0, 40)
        return r.choice(["%d.%d.%d" % (a, b, c), "v%d.%d.%d" % (a, b, c), "%d.%d.%d-hf%d" % (a, b, c, r.randint(1, 9)),
                         "2026.%d.%d" % (r.randint(1, 11), r.randint(0, 9)), "%d.%d build %d" % (a, b, r.randint(1000, 9999))])

    def v_money(self, tag, style):
        r = self.rng
        if self.zh:
            lo, hi = {"refund": (100, 2000), "float": (2000, 8000), "rate": (298, 888), "deposit": (5000, 48000),
                      "charge": (38, 1200), "short": (20, 600)}[tag]
            n = r.randint(lo, hi)
            if style in ("pms", "audit"):
                return r.choice(["¥{:,}.00".format(n), "%d.00元" % n])
            if n >= 10000 and r.random() < 0.7:
                return "%.1f万" % (n / 10000.0)
            return r.choice(["%d元" % n, "¥%d" % n, "%d块" % n, "¥{:,}".format(n)])
        lo, hi = {"refund": (25, 420), "float": (150, 1500), "rate": (69, 240), "deposit": (300, 4000),
                  "charge": (12, 380), "short": (5, 140)}[tag]
        n = r.randint(lo, hi)
        cc = r.randint(0, 99)
        cur = "€" if r.random() < 0.12 else "£"
        if style in ("pms", "audit"):
            return "{}{:,}.{:02d}".format(cur, n, cc)
        return r.choice(["{}{:,}".format(cur, n), "{}{:,}.{:02d}".format(cur, n, cc),
                         "%d quid" % n if cur == "£" else "%s%d" % (cur, n)])

    def v_date(self, style):
        r = self.rng
        if self.zh and style == "say" and self.rel_dates and r.random() < 0.2:
            return self.rel_dates.pop(r.randrange(len(self.rel_dates)))
        d = datetime(2026, 11, 22) + timedelta(days=r.randint(0, 58))
        if self.zh:
            if style in ("pms", "audit"):
                return d.strftime("%Y-%m-%d")
            return r.choice(["%d月%d日" % (d.month, d.day), "%d月%d号" % (d.month, d.day)])
        mon, month = EN_MONTHS[d.month]
        wd, wdl, o = EN_WD[d.weekday()], EN_WDL[d.weekday()], ordinal(d.day)
        if style == "pms":
            return "%02d-%s-%d" % (d.day, mon, d.year)
        if style == "audit":
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if style == "mail":
            return r.choice(["%s %d %s" % (wdl, d.day, month), "%d %s %d" % (d.day, month, d.year)])
        return r.choice(["%s %d %s" % (wd, d.day, mon), "%s %s" % (o, mon), "%s %s" % (mon, o),
                         "%02d/%02d" % (d.day, d.month), "%d %s" % (d.day, month), "%s %s" % (wdl, o),
                         "%s the %s" % (wdl, o), "%s %s %s" % (wd, o, mon)])

    def gen(self, fact, tag, style):
        k = fact["kind"]
        fact["tag"] = tag
        if k in ("decision", "constraint", "question"):
            return  # pre-generated
        fn = {"name": self.v_name, "command": lambda: self.v_command(tag), "id": lambda: self.v_id(tag),
              "port": self.v_port, "version": self.v_version, "money": lambda: self.v_money(tag, style),
              "date": lambda: self.v_date(style)}[k]
        fact["vals"] = self.fresh(fn)
        fact["needles"] = list(fact["vals"])

    def line(self, ctx, fact, style):
        tag, tpl = self.pick("line-%s-%s" % (ctx, fact["kind"]), self.L[ctx][fact["kind"]])
        self.gen(fact, tag, style)
        return self.fill(tpl, fact, typed=False)

    def topic(self, f):
        base = TOPIC[f["kind"]]
        t = f.get("tag")
        return base + "-" + t if t and (base + "-" + t) in self.B else base

    def topics(self, facts):
        return [self.topic(f) for f in facts if f["kind"] != "question"] or ["open"]

    # ---- decks so templates and replies rotate rather than repeat --------
    def pick(self, key, items):
        if not hasattr(self, "_decks"):
            self._decks = {}
        d = self._decks.get(key)
        if not d:
            d = list(range(len(items)))
            self.rng.shuffle(d)
            self._decks[key] = d
        return items[d.pop()]

    def reply(self, topics, has_q=False, opener=True):
        r = self.rng
        parts = [r.choice(ZH_OPEN if self.zh else EN_OPEN) if opener else ""]
        seen = []
        for t in topics:
            if t not in seen:
                seen.append(t)
        for t in seen[:2]:
            parts.append(self.pick("b-" + t, self.B[t]))
        if has_q and "open" not in seen[:2]:
            parts.append(self.pick("b-open", self.B["open"]))
        c = r.choice(ZH_CLOSE if self.zh else EN_CLOSE)
        if c:
            parts.append(c)
        if self.zh or not opener:
            return parts[0] + "\n\n".join(parts[1:])
        return "\n\n".join(parts)

    # ---- units -----------------------------------------------------------
    def u_say(self, facts, sleepy):
        r = self.rng
        say = ZH_SAY if self.zh else EN_SAY
        sents = []
        for f in facts:
            tag, tpl = self.pick("say-" + f["kind"], say[f["kind"]])
            self.gen(f, tag, "say")
            sents.append(self.fill(tpl, f, sleepy))
        if self.zh:
            seps = ["\n", "。还有，", "\n另外，", "；", "\n对了 "]
        else:
            seps = ["\n", "\n\n", "\nalso ", "\n+ ", " // "]
        text = sents[0]
        for s in sents[1:]:
            text += r.choice(seps) + s
        out = [("user", text)]
        if r.random() < 0.12:
            out.append(("user", r.choice(["打错字了别管", "等下还有", "刚被客人打断了"] if self.zh else
                                          ["sorry typing one handed", "*sorry autocorrect", "wait theres more", "ugh guest again, one min"])))
        kinds = [f["kind"] for f in facts]
        out.append(("assistant", self.reply(self.topics(facts), "question" in kinds)))
        return out

    def u_handover(self, facts, sleepy):
        r = self.rng
        say = ZH_SAY if self.zh else EN_SAY
        items = []
        for f in facts:
            tag, tpl = self.pick("say-" + f["kind"], say[f["kind"]])
            self.gen(f, tag, "say")
            items.append(self.fill(tpl, f, sleepy))
        extra = ZH_HANDOVER_EXTRA if self.zh else EN_HANDOVER_EXTRA
        for e in r.sample(extra, r.randint(1, 3)):
            items.append(self.fill(e, {"vals": [""]}, sleepy))
        r.shuffle(items)
        if self.zh:
            head = r.choice(["交班 %s" % self.time(), "交班记录（草稿）", "明早交班要写的："])
        else:
            head = r.choice(["HANDOVER %s" % self.time(), "handover draft, fix later:", "notes for the morning -"])
        text = head + "\n" + "\n".join("%d. %s" % (i + 1, it) for i, it in enumerate(items))
        kinds = [f["kind"] for f in facts]
        body = self.reply(self.topics(facts), "question" in kinds, opener=False)
        pre = self.rng.choice(["交班写得挺清楚。", "这份交班很清楚。"] if self.zh else
                              ["That handover reads clearly.\n\n", "Clear list - nothing missing that I can see.\n\n"])
        return [("user", text), ("assistant", pre + body)]

    def material(self, ctx, facts, bd=None):
        r = self.rng
        zh = self.zh
        if ctx == "guest":
            names = [f for f in facts if f["kind"] == "name"]
            rest = [f for f in facts if f["kind"] != "name"]
            lines = [self.line("guest", f, "mail") for f in rest]
            for f in names[1:]:
                lines.append(self.extra_name(f))
            if names:
                sign = self.line("guest", names[0], "mail")
                sender = names[0]["vals"][0]
            else:
                sender = r.choice(["李女士", "陈先生", "一位老客人"] if zh else ["J. Morrison", "A. Khan", "P. Walsh", "S. O'Neill"])
                sign = ("此致\n" if zh else "Kind regards,\n") + sender
            if zh:
                first = r.choice(["我之前住过好几次，从来没遇到过这种事。", "说实话挺失望的。", "我是你们的老客人了。"])
                last = r.choice(["请尽快回复。", "希望尽快给我一个答复。"])
                return ("---------- 转发的邮件 ----------\n发件人：%s\n主题：%s\n\n您好，\n\n%s\n\n%s\n\n%s\n\n%s" %
                        (sender, r.choice(["投诉", "关于我的订单", "退款？？", "下次入住"]), first, "\n".join(lines), last, sign))
            first = r.choice(["I have stayed with you several times and never had a problem before.",
                              "Frankly I expected better from a hotel of your standard.",
                              "I am writing following my recent stay."])
            last = r.choice(["I look forward to your prompt reply.", "Please confirm by return what you intend to do."])
            addr = re.sub(r"[^a-z]+", ".", sender.lower()).strip(".") + "@mailbox.example"
            return ("---------- Forwarded message ---------\nFrom: %s <%s>\nSubject: %s\nTo: reservations@thecalder.example\n\n"
                    "Dear Sir or Madam,\n\n%s\n\n%s\n\n%s\n\n%s" % (sender, addr, r.choice(["Complaint", "My stay", "Refund??", "Upcoming booking"]),
                                                                first, "\n\n".join(lines), last, sign))
        if ctx == "owner":
            chat = [self.line("owner", f, "mail") for f in facts]
            hello = ["王经理：早", "周总：大家早"] if zh else ["Fiona: Morning all", "Mr Haddad: Morning team"]
            ack = ["前台小李：👌", "客房张姐：收到", "周总：辛苦大家"] if zh else ["Lauren: 👍", "Bea: noted", "Mr Haddad: Thanks everyone", "Kofi: ok boss"]
            seq = ([r.choice(hello)] if r.random() < 0.6 else []) + chat + r.sample(ack, r.randint(1, 2))
            t0 = datetime(2026, 1, 1, 6, r.randint(30, 50))
            out = []
            for s_ in seq:
                t0 += timedelta(minutes=r.randint(1, 9))
                out.append("[%s] %s" % (t0.strftime("%H:%M"), s_))
            return "\n".join(out)
        if ctx == "vendor":
            lines = [self.line("vendor", f, "mail") for f in facts]
            if zh:
                return ("发件人：科锐门锁技术支持 <support@keyforge.example>\n主题：回复：制卡机无法制卡\n\n您好，\n\n感谢您的耐心等待。\n\n%s\n\n如有问题请随时联系。\n科锐门锁技术支持" % "\n\n".join(lines))
            return ("From: KeyForge Support <support@keyforge.example>\nSubject: RE: encoder not issuing cards\n\nHello,\n\n"
                    "Thank you for your patience.\n\n%s\n\nKind regards,\nKeyForge Hospitality Systems - Technical Support" % "\n\n".join(lines))
        if ctx == "audit":
            lines = [self.line("audit", f, "audit") for f in facts]
            bd = bd or "2026-11-%02d" % r.randint(21, 29)
            occ = r.randint(38, 60)
            if zh:
                return ("夜鹰PMS  夜审汇总  营业日 %s\n出租房 %d/60\n%s\n夜审状态：已完成" % (bd, occ, "\n".join(lines)))
            return ("THE CALDER HOTEL - NightOwl PMS\nNIGHT AUDIT SUMMARY   business date %s\nRooms occupied ............. %d/60\n%s\nAudit status ............... COMPLETED"
                    % (bd, occ, "\n".join(lines)))
        raise ValueError(ctx)

    def extra_name(self, f):
        self.gen(f, None, "mail")
        tpl = self.rng.choice(["同行的{x}可以作证。", "当时跟我一起的还有{x}。"] if self.zh else
                              ["I was travelling with {x}, who can confirm all of this.",
                               "My colleague {x} was in the room next door and heard everything."])
        return self.fill(tpl, f, typed=False)

    def u_paste(self, ctx, facts, sleepy):
        intro = self.pick("intro-" + ctx, (ZH_PASTE_INTRO if self.zh else EN_PASTE_INTRO)[ctx])
        intro = self.tx(intro, sleepy).format(time=self.time())
        text = intro + "\n\n" + self.material(ctx, facts)
        return [("user", text), ("assistant", self.reply(["paste-" + ctx] + self.topics(facts)[:1]))]

    def pms_records(self, facts, status, rooms):
        r = self.rng
        zh = self.zh
        recs = [[] for _ in range(max(1, (len(facts) + 1) // 2))]
        for i, f in enumerate(facts):
            recs[i % len(recs)].append(f)
        out = ["共%d条记录" % len(recs) if zh else "NightOwl PMS - %d record(s)" % len(recs)]
        generic = (["张先生", "刘女士", "赵先生", "孙女士", "钱先生"] if zh else
                   ["MR T. WALSH", "MS K. AUSTIN", "DR R. KHAN", "MRS E. DOYLE", "MR P. SINGH", "MS L. FORBES"])
        r.shuffle(generic)
        for i, rec in enumerate(recs):
            out.append("")
            out.append("[%d] %s %s   %s %s" % (i + 1, "房号" if zh else "Room", rooms[i % len(rooms)], "状态" if zh else "Status", status))
            if not any(f["kind"] == "name" for f in rec):
                out.append(("客人：" if zh else "Guest:     ") + generic[i % len(generic)])
            for f in rec:
                out.append(self.line("pms", f, "pms"))
            if not any(f["kind"] == "money" for f in rec):
                n = r.randint(0, 460)
                out.append(("欠款：¥%d.00" % (n * 2) if zh else "Balance:   £%d.%02d" % (n, r.randint(0, 99))) if n > 60 else
                           ("欠款：0.00" if zh else "Balance:   0.00"))
        return "\n".join(out)

    def mail_output(self, facts):
        r = self.rng
        zh = self.zh
        groups = {}
        for f in facts:
            k = f["kind"]
            if k in ("command", "port", "version"):
                t = "vendor"
            elif k in ("decision", "constraint"):
                t = "owner"
            else:
                t = r.choice([c for c in ("guest", "owner", "vendor") if k in self.L[c]])
            groups.setdefault(t, []).append(f)
        mails = []
        for t, fs in groups.items():
            for j in range(0, len(fs), 2):
                mails.append((t, fs[j:j + 2]))
        r.shuffle(mails)
        out = ["共找到%d封邮件" % len(mails) if zh else "%d message(s) matched" % len(mails)]
        for i, (t, fs) in enumerate(mails):
            stamp = "2026-11-%02d %02d:%02d" % (r.randint(20, 29), r.randint(0, 23), r.randint(0, 59))
            if t == "guest":
                names = [f for f in fs if f["kind"] == "name"]
                lines = [self.line("guest", f, "mail") for f in fs if f["kind"] != "name"]
                for f in names[1:]:
                    lines.append(self.extra_name(f))
                if not lines:
                    lines.append(r.choice(["上周入住的事情还没有人联系我，请尽快回复。"] if zh else
                                          ["Nobody has contacted me since my stay last week. Please reply."]))
                if names:
                    lines.append(self.line("guest", names[0], "mail"))
                    frm = names[0]["vals"][0]
                else:
                    frm = r.choice(["王女士", "客人"] if zh else ["guest enquiries", "M. Collins"])
                subj = r.choice(["投诉", "我的订单"] if zh else ["Complaint about my stay", "Booking query"])
            elif t == "owner":
                lines = [re.split(r"[:：] ?", self.line("owner", f, "mail"), 1)[1] for f in fs]
                frm = "周总" if zh else "Mr K. Haddad"
                subj = r.choice(["几件事", "重要"] if zh else ["A few things", "Important - read"])
            else:
                lines = [self.line("vendor", f, "mail") for f in fs]
                frm = "科锐门锁技术支持" if zh else "KeyForge Support"
                subj = r.choice(["回复：制卡机故障", "升级通知"] if zh else ["RE: encoder fault", "Maintenance notice"])
            out.append("")
            out.append("[%d] %s  %s%s" % (i + 1, stamp, "发件人：" if zh else "From: ", frm))
            out.append("    %s%s" % ("主题：" if zh else "Subject: ", subj))
            for ln in lines:
                out.append("    " + ln.replace("\n", "\n    "))
        return "\n".join(out), sorted(groups)

    def u_tool(self, tool, facts, sleepy):
        r = self.rng
        asks = (ZH_TOOL_ASK if self.zh else EN_TOOL_ASK)[tool]
        if tool == "pms_search":
            ask, query, status = self.pick("ask-" + tool, asks)
            room = self.room()
            if "{room}" in ask:
                fl, nr = int(room) // 100, int(room) % 100
                nr = min(max(nr, 2), 11)
                rooms = ["%d%02d" % (fl, nr + d) for d in (-1, 0, 1)]
                room = rooms[1]
            else:
                rooms = r.sample(ROOMS, 3)
            ask = ask.replace("{room}", room)
            query = query.replace("{room}", room)
            args = {"query": query, "limit": 10}
            output = self.pms_records(facts, status, rooms)
        elif tool == "mail_search":
            output, types = self.mail_output(facts)
            key = types[0] if len(types) == 1 else "mixed"
            ask = self.pick("ask-mail-" + key, asks[key])
            query = {"vendor": "from:keyforge newer_than:7d", "owner": "from:owner newer_than:2d",
                     "guest": "subject:(complaint OR refund) newer_than:2d", "mixed": "is:unread newer_than:1d"}[key]
            args = {"folder": "INBOX", "query": query, "max_results": 5}
        else:
            ask = self.pick("ask-" + tool, asks)
            bd = "2026-11-%02d" % r.randint(21, 29)
            args = {"business_date": bd, "section": "summary"}
            output = self.material("audit", facts, bd)
        out = [("user", self.tx(ask, sleepy))]
        if r.random() < 0.35:
            out.append(("assistant", r.choice(["我查一下。", "稍等，我看看。"] if self.zh else ["Checking now.", "One moment - looking it up."])))
        out.append(("tool", tool, {"args": args, "output": output}))
        out.append(("assistant", self.reply(["tool"])))
        return out

    def u_asst(self, fact, sleepy):
        pool = ZH_ASST_CMD if self.zh else EN_ASST_CMD
        tag, q, a = self.asst_pool.pop()
        self.gen(fact, tag, "say")
        return [("user", self.tx(q, sleepy)), ("assistant", self.fill(a, fact, typed=False))]

    def u_chat(self, sleepy):
        r = self.rng
        chat = ZH_CHAT if self.zh else EN_CHAT
        pairs = ZH_CHAT_PAIRS if self.zh else EN_CHAT_PAIRS
        n = len(chat) + len(pairs)
        i = self.pick("chat", list(range(n)))
        if i < len(chat):
            topic, q = chat[i]
            idx = [c for c in chat if c[0] == topic].index(chat[i])
            bodies = self.B[topic]
            body = bodies[idx] if idx < len(bodies) else r.choice(bodies)
            a = r.choice(ZH_OPEN if self.zh else EN_OPEN) + ("" if self.zh else "\n\n") + body
        else:
            q, a = pairs[i - len(chat)]
        return [("user", self.tx(q, sleepy).format(time=self.time())), ("assistant", a)]

    def u_short(self, sleepy):
        r = self.rng
        us, As = r.choice(ZH_SHORT_PAIRS if self.zh else EN_SHORT_PAIRS)
        return [("user", r.choice(us)), ("assistant", r.choice(As))]

    def u_edge(self, which, sleepy):
        r = self.rng
        pool = {"start": ZH_START if self.zh else EN_START, "end": ZH_END if self.zh else EN_END}[which]
        st = "%02d:%02d" % (self.rng.choice([21, 22, 22, 23]), self.rng.randrange(0, 60))
        u = self.tx(self.pick("edge-" + which, pool), sleepy).format(time=st)
        return [("user", u), ("assistant", self.pick("b-shift_" + which, self.B["shift_" + which]))]

    # ---- the conversation ----------------------------------------------
    def build(self):
        r = self.rng
        facts = []
        pools = {"decision": ZH_DECISIONS if self.zh else EN_DECISIONS,
                 "constraint": ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS,
                 "question": ZH_QUESTIONS if self.zh else EN_QUESTIONS}
        for kind in KINDS:
            for _ in range(self.per_kind):
                f = {"kind": kind}
                if kind in pools:
                    f["vals"] = self.fresh(lambda: r.choice(pools[kind]))
                    f["needles"] = list(f["vals"])
                facts.append(f)
        self.asst_pool = list(ZH_ASST_CMD if self.zh else EN_ASST_CMD)
        r.shuffle(self.asst_pool)
        carriers = {"name": [("say", 5), ("paste", 2.5), ("tool", 2.5)],
                    "command": [("say", 5), ("paste", 1.5), ("tool", 1.5), ("asst", 2)],
                    "id": [("say", 5), ("paste", 2), ("tool", 3)],
                    "port": [("say", 6), ("paste", 2), ("tool", 2)],
                    "version": [("say", 5.5), ("paste", 2), ("tool", 2.5)],
                    "money": [("say", 5), ("paste", 2.5), ("tool", 2.5)],
                    "date": [("say", 6), ("paste", 2), ("tool", 2)],
                    "decision": [("say", 8.5), ("paste", 1), ("tool", 0.5)],
                    "constraint": [("say", 7.5), ("paste", 1.5), ("tool", 1)],
                    "question": [("say", 1)]}
        say, asst, paste, tool = [], [], {}, {}
        n_asst = 0
        for f in facts:
            opts = carriers[f["kind"]]
            c = r.choices([o[0] for o in opts], [o[1] for o in opts])[0]
            if c == "asst" and n_asst >= len(self.asst_pool):
                c = "say"
            if c == "say":
                say.append(f)
            elif c == "asst":
                n_asst += 1
                asst.append(f)
            elif c == "paste":
                ctx = r.choice([k for k, v in PASTE_CTX.items() if f["kind"] in v])
                paste.setdefault(ctx, []).append(f)
            else:
                t = r.choice([k for k, v in TOOL_CTX.items() if f["kind"] in v])
                tool.setdefault(t, []).append(f)
        units = []
        r.shuffle(say)
        while say:
            x = r.random()
            n = 1 if x < 0.55 else 2 if x < 0.85 else r.randint(3, 4)
            grp, say = say[:n], say[n:]
            units.append(("handover" if len(grp) >= 3 else "say", grp))
        for kind_map, typ in ((paste, "paste"), (tool, "tool")):
            for ctx, fs in sorted(kind_map.items()):
                r.shuffle(fs)
                while fs:
                    n = r.randint(1, 3)
                    units.append((typ, ctx, fs[:n]))
                    fs = fs[n:]
        for f in asst:
            units.append(("asst", f))
        est = sum(2 for _ in units)
        target = max(136, min(266, 60 + 14 * self.per_kind + r.randint(-6, 6)))
        nights = max(3, min(7, round(target / 45.0)))
        est += 4 * nights
        while est < target:
            units.append(("chat",) if r.random() < 0.7 else ("short",))
            est += 2
        r.shuffle(units)
        # split into nights; last two units before the end of a shift are written half asleep
        cuts = sorted(r.sample(range(2, len(units) - 1), nights - 1))
        seq = []
        prev = 0
        for ci, cut in enumerate(cuts + [len(units)]):
            chunk = units[prev:cut]
            prev = cut
            seq.extend(self.u_edge("start", False))
            for ui, u in enumerate(chunk):
                sleepy = ui >= len(chunk) - 2
                typ = u[0]
                if typ == "say":
                    seq.extend(self.u_say(u[1], sleepy))
                elif typ == "handover":
                    seq.extend(self.u_handover(u[1], sleepy))
                elif typ == "paste":
                    seq.extend(self.u_paste(u[1], u[2], False))
                elif typ == "tool":
                    seq.extend(self.u_tool(u[1], u[2], sleepy))
                elif typ == "asst":
                    seq.extend(self.u_asst(u[1], sleepy))
                elif typ == "chat":
                    seq.extend(self.u_chat(sleepy))
                else:
                    seq.extend(self.u_short(sleepy))
            seq.extend(self.u_edge("end", True))
        out_facts = [{"kind": f["kind"], "needles": f["needles"]} for f in facts]
        return out_facts, seq

    def tool_rows(self, name, data):
        return json.dumps(data["args"], ensure_ascii=False), data["output"]


TOPIC = {"name": "people", "command": "tech", "port": "techinfo", "version": "techinfo", "id": "case", "money": "money",
         "date": "schedule", "decision": "decision", "constraint": "rule", "question": "open"}


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
            cid = "call_bv%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_bv%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bv%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_bv%d" % n, "createdAt": ts,
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
