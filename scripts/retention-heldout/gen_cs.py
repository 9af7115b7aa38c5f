#!/usr/bin/env python3
"""Held-out retention set "cs": a secondary school's exams officer through the summer series.

Jo Whitlock is the exams officer at a large 11-18 academy (centre 48213).  In the run-up to and
during the summer GCSE / A-level series she juggles access arrangements (25% extra time, readers,
scribes, prompters, rest breaks, word processors), the invigilator rota, clash timetables, exam
board emails (AQA, Pearson Edexcel, OCR, WJEC Eduqas), lost and late scripts, seating plans, room
bookings and fire-drill contingencies.  She types terse bullet notes full of school shorthand
(SENCo, JCQ, EA, 25% ET, invig, rm 14), often several facts in one message split by slashes or
semicolons, and pastes things: long formal board emails, seating-plan tables, CSV exports from the
MIS, invigilator rotas, notes from phone calls.  The assistant uses tools: a calendar, mail
search, an MIS (student records) lookup returning JSON, and the room-booking system.  The last
seed's conversation is in Simplified Chinese: the exams coordinator of an international school in
Shanghai running the CAIE / Pearson summer series (考务、延时、读题员、监考排班、座位表、考试局邮件),
typing short bursts with English shorthand mixed in.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  Some decisions are first stated differently
and reversed later (the later statement is the needle); a few facts are mentioned again later and
the uniqueness check counts those planned repeats.

usage: gen_cs.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import shutil
import subprocess
import sys
from collections import deque
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
DOW_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
DOW_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


# ======================================================================================
# shared pools (both languages)
# ======================================================================================

PAPERS = [
    ("AQA", "GCSE Maths P1 (H)", "8300/1H", 90), ("AQA", "GCSE Maths P2 (H)", "8300/2H", 90),
    ("AQA", "GCSE Maths P3 (F)", "8300/3F", 90), ("AQA", "GCSE English Lang P1", "8700/1", 105),
    ("AQA", "GCSE English Lang P2", "8700/2", 105), ("AQA", "GCSE English Lit P1", "8702/1", 105),
    ("AQA", "GCSE English Lit P2", "8702/2", 135), ("AQA", "GCSE Biology P1 (H)", "8461/1H", 105),
    ("AQA", "GCSE Chemistry P1 (H)", "8462/1H", 105), ("AQA", "GCSE Physics P2 (H)", "8463/2H", 105),
    ("AQA", "GCSE Combined Sci Bio 1 (F)", "8464/B/1F", 75), ("AQA", "GCSE Geography P1", "8035/1", 90),
    ("AQA", "GCSE History P1", "8145/1A", 120), ("Pearson Edexcel", "GCSE RS Paper 1", "1RB0/1A", 105),
    ("Pearson Edexcel", "GCSE Business P1", "1BS0/01", 105), ("OCR", "GCSE Computer Science P1", "J277/01", 90),
    ("OCR", "GCSE PE P1", "J587/01", 60), ("AQA", "GCSE French Listening (H)", "8658/LH", 45),
    ("AQA", "GCSE Spanish Reading (H)", "8698/RH", 60), ("WJEC Eduqas", "GCSE Film Studies C1", "C670U1", 90),
    ("AQA", "A-level Psychology P1", "7182/1", 120), ("OCR", "A-level Chemistry P1", "H432/01", 135),
    ("AQA", "A-level Sociology P1", "7192/1", 120), ("Pearson Edexcel", "A-level Maths Pure 1", "9MA0/01", 120),
]

PAPERS_ZH = [
    ("CAIE", "IGCSE数学 P4", "0580/42", 150), ("CAIE", "IGCSE数学 P2", "0580/22", 90),
    ("CAIE", "IGCSE英文第一语言 P1", "0500/12", 120), ("CAIE", "IGCSE英文第二语言 阅读写作", "0510/22", 120),
    ("CAIE", "IGCSE物理 P4", "0625/42", 75), ("CAIE", "IGCSE化学 P4", "0620/42", 75),
    ("CAIE", "IGCSE生物 P4", "0610/42", 75), ("CAIE", "IGCSE经济 P2", "0455/22", 135),
    ("CAIE", "IGCSE计算机 P1", "0478/12", 105), ("CAIE", "IGCSE中文第一语言 P1", "0509/12", 120),
    ("CAIE", "IGCSE法语听力", "0520/42", 50), ("CAIE", "AS数学 P1", "9709/12", 110),
    ("CAIE", "AS物理 P2", "9702/22", 75), ("CAIE", "A2经济 P4", "9708/42", 120),
    ("Pearson", "IAL数学 P3", "WMA13/01", 90), ("Pearson", "IAL化学 U4", "WCH14/01", 105),
    ("Pearson", "IAL心理学 U1", "WPS01/01", 90), ("CAIE", "IGCSE地理 P1", "0460/12", 105),
    ("CAIE", "IGCSE商务 P2", "0450/22", 90), ("CAIE", "AS英语文学 P3", "9695/32", 120),
]

EN_ROOMS = ["rm 14", "rm 22", "rm 8", "rm 31", "rm 17", "the sports hall", "the main hall", "the library",
            "the LRC", "the drama studio", "IT3", "the SEN base", "the small hall", "rm 5"]
ZH_ROOMS = ["A301", "B205", "体育馆", "图书馆二楼", "报告厅", "多功能厅", "机房2", "学习支持中心", "C102",
            "小剧场", "A208", "B310"]

# needle-only name pools (kept disjoint from every distractor name in this file)
EN_NEEDLE_FIRST = ["Philippa", "Rosalind", "Tobias", "Imogen", "Cormac", "Saoirse", "Bartholomew", "Yusuf",
                   "Delphine", "Anneliese", "Caspian", "Ottilie", "Lorcan", "Wilhelmina", "Ignatius",
                   "Marguerite", "Fenella", "Horatio", "Ingrid", "Leopold", "Perpetua", "Ambrose", "Cressida",
                   "Thaddeus", "Oluwaseun", "Magnus"]
EN_NEEDLE_LAST = ["Achterberg", "Fairweather", "Kowalczyk", "Ogunleye", "Rennison", "Haverford", "Lindqvist",
                  "Mbeki-Shaw", "Pemberton-Cole", "Szymanski", "Thistlethwaite", "Underhill", "Vasquez-Reid",
                  "Whitcombe", "Zielinski", "Abernethy", "Castellano", "Dunmore", "Everard", "Gillespie",
                  "Okonkwo", "Quarshie"]
ZH_NEEDLE_SUR = ["张", "李", "王", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡",
                 "郭", "何", "林", "罗", "高", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "董", "萧", "程"]
ZH_NEEDLE_GIVEN = ["立伟", "晓燕", "志强", "雨桐", "文博", "静怡", "思远", "海燕", "国栋", "佳琪", "子涵",
                   "建华", "明轩", "欣怡", "俊杰", "若溪", "振宇", "梦婷", "浩然", "诗涵", "鹏飞", "雅婷",
                   "卫东", "秀英"]

# distractor people
EN_STU_FIRST = ["Amelia", "Oliver", "Kacper", "Zara", "Ethan", "Maisie", "Harvey", "Aisha", "Leo", "Freya",
                "Jayden", "Ruby", "Mohammed", "Lily", "Tyler", "Poppy", "Kai", "Isla", "Reuben", "Evie",
                "Alfie", "Nadia", "Callum", "Jess"]
EN_STU_LAST = ["Hussain", "Clarke", "Nowak", "Begum", "Walsh", "Doyle", "Kaur", "Bennett", "Shaw", "Ahmed",
               "Lewis", "Price", "Murphy", "Hall", "Turner", "Ward", "Foster", "Cooper", "Gill", "Rahman",
               "Brooks", "Hayes"]
EN_INVIGS = ["Linda H", "Geoff", "Carol", "Brian T", "Shirley", "Alan", "Hilary", "Trevor", "Jean M", "Maureen",
             "Derek", "Sue P", "Keith", "Val", "Pauline", "Ray", "Denise", "Graham"]
ZH_STU_SUR = ["王", "李", "张", "陈", "刘", "杨", "赵", "黄", "周", "吴", "徐", "孙", "沈", "陆", "顾", "钱"]
ZH_STU_GIVEN = ["一鸣", "嘉怡", "梓萱", "宇航", "可欣", "天佑", "语嫣", "子墨", "沐阳", "安琪", "奕辰",
                "芷若", "皓轩", "诗琪", "昊天", "思琪"]
ZH_STU_EN = ["Kevin", "Cindy", "Jason", "Amy", "Eric", "Grace", "Leo", "Iris", "Daniel", "Coco", "Ryan",
             "Vivian", "Andy", "Sophie", "Oscar", "Tina"]
ZH_INVIGS = ["周老师", "Linda", "王阿姨", "Mr Brown", "钱老师", "Ms Green", "陆老师", "Sarah", "顾老师",
             "Mr Ali", "沈老师", "Emma", "徐阿姨", "Tom"]

# ======================================================================================
# needle value families
# ======================================================================================

CMD_FAMILIES = [
    ("seat", "the seating plan script", "生成座位表"),
    ("pdftk", "cutting the modified paper pdf", "裁剪改版试卷PDF"),
    ("magick", "enlarging papers to A3", "把试卷放大到A3"),
    ("w32tm", "resyncing the exam room clocks", "同步考场时钟"),
    ("restart", "rebooting a stuck exam laptop", "重启卡死的考试电脑"),
    ("certutil", "checking the coursework upload zip", "校验课程作业压缩包"),
    ("localgroup", "adding the exam login to the locked-down group", "把考试账号加进锁定组"),
    ("rsync", "backing up the NEA coursework", "备份课程作业"),
    ("printjob", "clearing the stuck print queue", "清打印队列"),
    ("systemctl", "restarting the onscreen exam proxy", "重启机考代理服务"),
    ("export", "exporting the entries", "导出报名数据"),
    ("lpr", "printing the seating cards", "打印座位卡"),
]

ID_FAMILIES = [
    ("aao", "AA approval ref", "AA批复编号"),
    ("cas", "Edexcel case ref", "Pearson的case号"),
    ("pf", "Parcelforce tracking no", "试卷回寄快递单号"),
    ("hd", "IT helpdesk ticket", "IT工单号"),
    ("rb", "room booking ref", "场地预约号"),
    ("inv", "late entry invoice no", "迟报费发票号"),
    ("sc", "special consideration ref", "特殊考虑申请号"),
    ("inc", "incident log no", "考场事件记录号"),
    ("tv", "timetable variation ref", "调考申请编号"),
    ("jcq", "JCQ inspection ref", "巡考通知编号"),
    ("sr", "script return consignment no", "答题卷回寄批次号"),
    ("ent", "resit entry confirmation no", "补考报名确认号"),
]

PORT_WHATS = [
    ("the onscreen exam proxy", "机考代理服务器"), ("the SafeExamBrowser config server", "SafeExamBrowser配置服务器"),
    ("the reader-pen sync service", "读题笔同步服务"), ("the clock sync box", "考场时钟同步"),
    ("the MIS API", "学籍系统API"), ("remote desktop to the exams laptop", "机房远程桌面"),
    ("the exams print server", "打印服务器"), ("the board's secure download client", "考试局安全下载客户端"),
    ("the CCTV recorder in the hall", "监控录像服务器"), ("the seating-plan web tool", "座位表网页工具"),
    ("the exam-room wifi captive portal", "Wi-Fi认证服务"), ("the scanner upload share", "扫描上传共享"),
]
PORTS_4 = [8443, 9443, 8081, 8888, 4443, 5938, 6443, 7443, 8008, 5443, 4433, 8181, 7070, 6080, 8889, 9091]

VERSION_WHATS = [
    ("Read&Write", "Read&Write"), ("SafeExamBrowser", "SafeExamBrowser"), ("the Surpass viewer", "Surpass播放器"),
    ("the reader pen firmware", "读题笔固件"), ("Exams Organiser", "考务管理软件"),
    ("the lockdown client", "锁定客户端"), ("ClaroRead", "ClaroRead"), ("the listening-test player", "听力播放软件"),
    ("the onscreen test app", "机考客户端"), ("the scanner driver", "扫描仪驱动"),
    ("the seating plan add-in", "座位表插件"), ("Dragon", "语音输入软件"),
]

# ======================================================================================
# English pools
# ======================================================================================

EN_DECISIONS = [
    ("put the 25% ET group in rm 22", "it's right next to the SEN base toilets", "put the ET group in the library"),
    ("run English Lit 2 in the sports hall", "the main hall is being rewired that week", "run Lit 2 in the main hall as usual"),
    ("move the readers to the library mezzanine", "it's the only space with separate booths", "keep the readers in rm 17"),
    ("split Y11 maths across two rooms", "the main hall only seats 180 with the new spacing", "squeeze all of Y11 maths into the main hall"),
    ("use the drama studio for the rest-break kids", "the drama studio has its own toilets", "put the rest-break kids in rm 8"),
    ("start the PM session at 13:30", "the canteen is too loud until quarter past one", "start the PM papers at 13:15"),
    ("seat the resit candidates at the back of the main hall", "it keeps them away from the Y11 doors", "put the resitters in with Y11 in the sports hall"),
    ("book agency invigs for week 2", "half our regulars are on the Y10 residential", "ask teachers to invigilate in week 2"),
    ("give the word-processor kids the IT3 laptops", "the IT3 laptops already have the lockdown profile", "use the library laptops for the word-processor kids"),
    ("keep the SEN base for separate-invigilation candidates only", "it only has six desks", "use the SEN base for all the AA kids"),
    ("print all the modified papers on the Thursday before", "repro is shut on Fridays", "print the modified papers on the morning"),
    ("run the clash candidate's second paper straight after lunch", "the parents refused an overnight supervision", "do the clash with an overnight supervision"),
    ("have two invigs on every fire door during drill week", "kids went out the wrong exit last time", "just have the site team on the fire doors"),
    ("let the lead invig do the start-of-exam announcements", "she's the only one who never rushes them", "have me do the announcements from the office"),
    ("stagger the Y11 and Y13 start times by ten minutes", "the corridor by the hall bottlenecks", "start everyone at 9:00 sharp"),
    ("collect phones in labelled trays at the hall door", "a phone buzzed in a bag during Bio last year", "let them keep phones in bags at the back"),
    ("store the scripts in the new safe in the finance office", "the old safe doesn't lock properly", "keep the scripts in the exams office cupboard"),
    ("send the scripts back by Parcelforce the same afternoon", "the courier won't collect after 3", "send the scripts the next morning"),
    ("swap the French listening to rm 8", "the fans in the sports hall drown out the recording", "keep French listening in the sports hall"),
    ("scrap the paper seating cards and put the plan on the projector", "the hall projector is finally fixed", "stick with the paper seating cards"),
    ("give the invigs a paid briefing on the Friday", "nobody came to the unpaid one in March", "do the invig briefing by email"),
    ("keep rm 14 as the overflow room", "it's the closest room to the exams office", "use the small hall as the overflow room"),
    ("use reader pens instead of human readers for Y10", "we simply can't staff that many readers", "find more human readers for Y10"),
    ("ring parents of any absent candidate by 9:15", "a Y11 slept through Chemistry last summer", "just email parents of absentees at lunchtime"),
]
EN_REV_DISTRACT = [
    ("put the ET group in the library", "it's the quietest room we've got"),
    ("run Lit 2 in the main hall", "that's what we did last year"),
    ("use rm 17 for the readers", "it's next to the exams office"),
    ("book Protocol supply invigs", "they were fine last summer"),
    ("start the PM papers at 13:15", "lunch is shorter on Fridays"),
    ("keep the drama studio free for rehearsals", "the Y9 show is that week"),
    ("send scripts with Royal Mail tracked", "the Parcelforce account lapsed"),
    ("seat the resitters with Y11 in the hall", "it saves an invig"),
    ("stick with the paper seating cards", "the projector keeps dying"),
    ("do the invig briefing by email", "nobody can make Friday"),
    ("put the rest-break kids in rm 8", "it's got the comfy chairs"),
    ("move French listening to the small hall", "rm 8 is booked for interviews"),
]
EN_CONSTRAINTS = [
    ("open the question paper packets", "before the 8:15 check with a second person"),
    ("let candidates leave the room", "during the first hour of the paper"),
    ("start the listening recording", "until the room has had its sound check"),
    ("put the scripts in the post", "without the script packet list signed"),
    ("hand out the reader pens", "until the SENCo has confirmed the list"),
    ("move a candidate to another room", "without an invig escorting them"),
    ("photocopy a question paper", "unless the board has approved it in writing"),
    ("let a reader read the source text aloud", "in the English Language reading section"),
    ("give rest breaks", "without logging the stop and start times"),
    ("unlock the exam laptops", "before the candidate is seated"),
    ("discuss the paper with staff", "before the JCQ-published finishing time"),
    ("re-enter the hall", "while the fire alarm is still sounding"),
    ("take the seating plan down", "until all scripts are counted twice"),
    ("let Y11 back into the building", "before the fire marshal gives the all-clear"),
    ("release the results to students", "before 8am on results day"),
    ("leave the question papers", "outside the secure room overnight"),
    ("let an invig leave the room", "unless a replacement is already inside"),
    ("collect the scripts", "while anyone is still writing"),
    ("use the spare calculators", "unless they've been reset in front of the invig"),
    ("allow a toilet break", "without an invig going with them"),
    ("open the modified paper packets", "earlier than 60 minutes before the start"),
    ("announce the remaining time", "in the listening papers"),
    ("seat siblings", "in the same row"),
    ("let candidates keep smart watches", "even if they're switched off"),
]
EN_QUESTIONS = [
    "whether the JCQ inspector can turn up unannounced in the first week",
    "if AQA will let us sit the Polish oral in the afternoon",
    "who pays for the replacement calculators if a kid breaks one",
    "whether a reader can also act as the prompter for the same candidate",
    "what happens to the rest-break time if the fire alarm goes",
    "whether the Y13 resitters have to wear uniform",
    "if we're allowed to use the new Chromebooks for word-processor candidates",
    "how long we have to keep the seating plans after results",
    "whether invigs get paid for the briefing session",
    "if a candidate with 25% ET can finish in a different room",
    "who signs off the contingency day plan at trust level",
    "whether the board will accept a scanned candidate statement",
    "if the heat in the sports hall counts as an adverse condition",
    "whether parents can wait in the canteen during papers",
    "how the trust's phones-in-blazers policy fits with the JCQ rules",
    "whether we need a separate invig for the one-candidate room in rm 8",
    "if the builders can actually pause during the listening papers",
    "whether Edexcel ever sent the replacement for the damaged packet",
    "who holds the secure room keys over half term",
    "if the SENCo's evidence for the new Y10s is enough for the AAO",
    "whether resit candidates can use the staff car park",
    "if a very late arrival can still sit the paper under supervision elsewhere",
    "when the trust's new exam contingency policy comes into force",
    "whether cover supervisors can invigilate their own tutor group",
]

EN_T = {
    "name": [
        "new invig starting {dow}: {v} - DBS cleared, did two summers at Holbrook",
        "reader for {stu} in {subj} = {v}",
        "{v} is covering the SENCo stuff while Mrs Okafor's on her course",
        "lead invig for {room} this series is {v}",
        "AQA centre support contact is now {v} (old one left apparently)",
        "scribe for the Y11 ET group: {v}, has done the JCQ training",
        "if the alarm goes in {room}, {v} is fire marshal for that wing",
        "JCQ inspector for our visit = {v}",
        "{v} (supply via the agency) can do all of week 2",
        "prompter for {stu} is {v} now, not Linda",
        "spoke to {v} at Edexcel re the damaged packet, v helpful",
        "word processor support in IT3: {v}",
    ],
    "command": [
        "Dev says run `{v}` before every session ({what})",
        "cmd for {what}: {v}",
        "for {what} -> {v}",
        "{v}   <- {what}, keep this one",
        "IT ticket reply re {what}: just run {v} and reboot",
        "the thing Dev used last yr for {what} was `{v}`",
        "saving this before I lose it ({what}): {v}",
        "{what}?? apparently it's `{v}` as admin",
        "note - {what} = {v} (Dev wrote it on a post-it)",
    ],
    "id": [
        "{what} = {v}",
        "{what} is {v} btw",
        "finally got the {what}: {v}",
        "{v} <- {what}, keep it",
        "pls note {what} {v} ({note})",
        "for the file - {what} {v}",
        "{what}: {v}. took 40 mins on hold to get that",
        "writing it here so I don't lose it: {what} {v}",
        "{note}; {what} {v}",
    ],
    "port": [
        "{what} runs on port {v}",
        "Dev: {what} needs {v} open on the firewall",
        "port for {what} = {v}",
        "{what} - port {v} (NOT the default)",
        "firewall rule for {what}: TCP {v} inbound",
        "if {what} won't connect check {v} is open",
        "{v} is the port for {what} fyi",
        "IT moved {what} to port {v} over half term",
    ],
    "version": [
        "{what} has to be on {v} or the board won't support it",
        "reader laptops now on {what} {v}",
        "{what} {v} is the approved build for this series",
        "do NOT let {what} auto-update past {v}",
        "{what} version on the exam laptops: {v}",
        "check {what} = v{v} on all 12 before Mon",
        "Dev rolled {what} back to {v}",
        "minimum {what} is {v} per the board's tech guide",
    ],
    "money": [
        "late entry fees came to {v} total. ouch",
        "invig pay claim for May = {v}",
        "budget left for the summer series: {v}",
        "replacement calculators (x6) = {v}",
        "{v} - what AQA charged for the amended entries",
        "finance say exams budget next yr is {v}",
        "agency invig quote for week 2: {v}",
        "set of 10 reader pens = {v} incl VAT",
        "we owe Edexcel {v} in re-entry fees",
        "EAR fees so far this summer: {v}",
        "printing for the modified papers came to {v}",
        "trust recharge for the sports hall hire = {v}",
    ],
    "date": [
        "AA deadline for the Nov resitters is {v}",
        "contingency day this yr = {v}",
        "results day {v}, need the hall from 7am",
        "fire drill pencilled in for {v}",
        "exam review mtg moved to {v}",
        "JCQ inspector visit on {v}",
        "EAR deadline: {v}",
        "invig training {v} after school",
        "last paper of the series is {v}",
        "{v} = final date for NEA marks to AQA",
        "Y11 leavers' assembly {v} - no papers that afternoon thank god",
        "PE moderator coming in {v}",
    ],
    "decision": [
        "ok decision made: we {c} - {r}",
        "{c}. final. {r}, so no point arguing",
        "going to {c} ({r})",
        "after SLT: {c}, because {r}",
        "we'll {c}; reason = {r}",
        "- {c}\n  - why: {r}",
        "SENCo and I agreed to {c} as {r}",
        "{c} it is. {r} so not much choice tbh",
        "decison: {c} cos {r}",
        "right so we {c} since {r}",
    ],
    "decision_rev": [
        "scrap what I said earlier - {c}, {r}",
        "change of plan: we {c} because {r}",
        "ok ignore my last msg on that. {c} ({r})",
        "update, Mr Hallam overruled me: {c} - {r}",
    ],
    "constraint": [
        "never {a} {k}",
        "rule (JCQ ICE): don't {a} {k}",
        "reminder to self - no-one is to {a} {k}",
        "- can't {a} {k}",
        "hard rule this yr: do NOT {a} {k}",
        "invigs must not {a} {k}!!",
        "told the team again: we don't {a} {k}",
        "pls remind me we mustn't {a} {k}",
        "not allowed to {a} {k} (Mr Hallam v clear on this)",
        "last summer's mess is why we never {a} {k}",
    ],
    "question": [
        "q: {q}?",
        "I wonder {q}. not urgent",
        "any idea {q}?",
        "also - {q}? anyway",
        "do you know {q}",
        "still not sure {q}... thoughts?",
        "random one: {q}??",
        "(need to ask someone: {q}?)",
        "does anyone actually know {q}?",
        "can't remember {q} - do you?",
        "just back from the hall, clocks all fine now and Maureen's sorted the water. {q}? suppose I'll ask at SLT. anyway ET kids all in",
        "Gary's fixed the blinds (miracle). big one on my mind: {q}. the rest can wait",
    ],
}

EN_ID_NOTES = ["Kacper's Bio paper", "the damaged 8300 packet", "clock in rm 14", "Polish oral", "sports hall Thurs",
               "phone in pocket, Chem", "the Y13 resit", "bereavement, Y11", "lost script", "SEN base booking"]
EN_ASIDES = [
    "photocopier's jammed AGAIN",
    "Gary still hasn't fixed the hall blinds",
    "Y11 were feral at lunch",
    "coffee machine's broken so send help",
    "Mr Hallam wants the rota by Friday (he always does)",
    "it's boiling in this office",
    "three parents rang before 9 about the same thing",
    "my laptop's doing updates of course",
    "the kettle in the staffroom has vanished",
    "hay fever is killing me",
    "the drama kids are rehearsing next door, loudly",
    "someone's parked in my space again",
]
EN_OPENERS = ["", "", "", "quick notes before I forget:", "update after SLT:", "ok so", "couple of things -",
              "notes from this morning:", "adding to the list:", "brain dump:", "from the SENCo mtg:",
              "things from today:"]
EN_CLOSERS = ["", "", "", "can you keep hold of all that", "that's it for now", "ugh.", "more later",
              "(on my phone, sorry for typos)"]
EN_ACKS = [
    "Noted.",
    "Got it - all logged.",
    "Logged. I'll keep these with this week's exam notes.",
    "Done - added to your running list.",
    "Noted all of that. Shout if any of it changes.",
    "Saved - I can flag any of these in the calendar if you want.",
    "Got it, that's in your notes for today.",
    "All captured.",
    "OK - noted, and I've put them under the summer series log.",
]
EN_Q_DEFLECT = [
    "On your question - I can't find anything in your mail or the JCQ documents I can see that settles it, so I've left it open.",
    "The question I don't know, and I'd rather not guess - I've marked it as open.",
    "I don't have a reliable answer to the question, so it's parked in your open-questions list.",
    "Nothing in the inbox or calendar answers your question; I'll leave it as open.",
]

# ======================================================================================
# Chinese pools
# ======================================================================================

ZH_DECISIONS = [
    ("把ET的学生放在图书馆二楼", "那边离洗手间近", "把ET的学生放在A301"),
    ("英文文学P2放体育馆考", "报告厅那周要重新布线", "英文文学P2照常放报告厅"),
    ("读题的学生挪到学习支持中心", "那里有独立的小隔间", "读题的学生留在C102"),
    ("数学分两个考场", "新间距下一个厅坐不下", "数学全部挤在多功能厅"),
    ("休息时间的学生用小剧场", "小剧场有自己的洗手间", "休息时间的学生放B205"),
    ("下午场改成13:30开考", "午饭时间食堂太吵", "下午场13:15开考"),
    ("重考生统一坐多功能厅后排", "跟本届学生分开好管理", "重考生跟高二一起坐体育馆"),
    ("第二周请外聘监考", "本校老师那周要带研学", "请本校老师第二周监考"),
    ("打字的学生用机房2的电脑", "机房2已经装好锁定系统", "打字的学生用图书馆的笔记本"),
    ("学习支持中心只留给单独考的学生", "那边只有六个位置", "学习支持中心给所有AA学生用"),
    ("改版试卷周四提前打印", "周五文印室不开门", "改版试卷当天早上再打印"),
    ("冲突学生的第二门午饭后直接考", "家长不同意隔夜监管", "冲突学生隔夜监管第二天再考"),
    ("消防演练那周每个安全门放两个监考", "去年演练时有学生走错出口", "安全门只让后勤的人守着"),
    ("开考宣读让主监考来做", "她是唯一一个不赶时间的", "开考宣读由我在考务办广播"),
    ("高一和高二错开十分钟开考", "体育馆门口的走廊太窄", "所有人9点整一起开考"),
    ("手机统一放门口贴名字的收纳盒", "上次有学生书包里手机响了", "手机放在后面的书包里就行"),
    ("答题卷锁在财务室的新保险柜", "旧柜子的锁坏了一直没修", "答题卷放考务办的柜子"),
    ("答题卷当天下午就寄DHL", "DHL三点以后不上门取件", "答题卷第二天早上再寄"),
    ("法语听力换到B205", "体育馆的风扇声音盖过录音", "法语听力还是在体育馆"),
    ("纸质座位卡不用了改投屏", "报告厅投影终于修好了", "还是用纸质座位卡"),
    ("周五给监考做一次带薪培训", "三月那次不带薪的培训没人来", "监考培训发邮件就行"),
    ("A301留作备用考场", "它离考务办最近", "多功能厅做备用考场"),
    ("高一用读题笔代替人工读题", "读题老师根本排不过来", "再多找几个人工读题的老师"),
    ("缺考的学生9点15前打给家长", "去年有个学生睡过头错过了化学", "中午统一给缺考学生家长发邮件"),
]
ZH_REV_DISTRACT = [
    ("ET的学生放A301", "那间最安静"), ("英文文学P2放报告厅", "去年就是这么考的"),
    ("读题的放C102", "离考务办近"), ("请中介的外聘监考", "去年用着还行"),
    ("下午场13:15开考", "周五午饭时间短"), ("小剧场留给话剧排练", "初二汇演在那周"),
    ("答题卷用顺丰寄", "DHL的月结账号过期了"), ("重考生跟高二一起坐体育馆", "能省一个监考"),
    ("还是用纸质座位卡", "投影老坏"), ("监考培训发邮件就行", "周五没人有空"),
    ("休息的学生放B205", "那间有沙发"), ("法语听力挪到图书馆", "B205被面试占了"),
]
ZH_CONSTRAINTS = [
    ("拆试卷袋", "没有第二个人核对之前"),
    ("让学生离场", "开考第一个小时内"),
    ("放听力录音", "考场还没试音的时候"),
    ("把答题卷寄出去", "回寄清单没签字之前"),
    ("发读题笔", "SEN老师没确认名单之前"),
    ("把学生换到别的考场", "没有监考陪同的情况下"),
    ("复印试卷", "考试局没有书面批准的话"),
    ("让读题员朗读阅读原文", "英文语言阅读部分"),
    ("给休息时间", "没记录暂停和开始时间的情况下"),
    ("解锁考试电脑", "学生还没坐好的时候"),
    ("和老师讨论试卷内容", "考试局公布的结束时间之前"),
    ("回到考场", "火警还在响的时候"),
    ("撤座位表", "答题卷没点两遍之前"),
    ("让学生回教学楼", "消防负责人没宣布解除之前"),
    ("给学生发成绩", "出分日早上8点之前"),
    ("存放试卷", "保密室以外的任何地方"),
    ("让监考离开考场", "替班的人还没进来之前"),
    ("收答题卷", "还有学生在写的时候"),
    ("用备用计算器", "没当着监考面重置过的话"),
    ("让学生上厕所", "没有监考跟着的情况下"),
    ("拆改版试卷", "开考60分钟以前"),
    ("报剩余时间", "听力考试中"),
    ("把双胞胎排在一起", "同一排"),
    ("让学生戴智能手表", "就算已经关机"),
]
ZH_QUESTIONS = [
    "考试局能不能在第一周突击巡考",
    "CAIE允不允许把中文口语挪到下午",
    "学生弄坏的计算器到底谁来赔",
    "读题员能不能同时当同一个学生的提示员",
    "火警响了休息时间要怎么算",
    "重考的高三学生要不要穿校服",
    "打字的学生能不能用新的Chromebook",
    "座位表出分以后要保存多久",
    "监考培训那次算不算带薪",
    "ET的学生能不能换个教室把剩下的时间考完",
    "集团层面的备用日方案谁来签字",
    "考试局收不收扫描版的学生陈述",
    "体育馆太热算不算不利考试条件",
    "家长能不能在食堂等",
    "集团新的手机政策跟JCQ规定怎么兼容",
    "B205那一个人的考场要不要单独配监考",
    "施工队听力考试的时候到底能不能停工",
    "Pearson有没有寄那份损坏试卷的替换件",
    "放假期间保密室钥匙归谁管",
    "新高一的SEN证据够不够申请AA",
    "重考生能不能停教职工停车场",
    "过了关键时间才到的学生还能不能在别的地方考",
    "集团新的考试应急政策什么时候生效",
    "代课老师能不能监考自己带的班",
]

ZH_T = {
    "name": [
        "新来的监考{v}，{dow}开始上班，体检报告已经交了",
        "{stu}的读题员定了：{v}",
        "Cathy休假这两周，SEN这块由{v}顶上",
        "{room}这季的主监考是{v}",
        "CAIE那边的对接人换成{v}了（之前那个离职了）",
        "代笔的老师找好了，{v}，培训也做过",
        "{room}那层的消防疏散负责人是{v}",
        "考试局来巡考的是{v}",
        "{v}（外聘的）第二周全周都能来",
        "{stu}的提示员换成{v}了，不是Linda了",
        "跟Pearson的{v}通了电话，人挺好的",
        "机房2打字考试的技术支持：{v}",
    ],
    "command": [
        "Kevin说每场考前跑一下 `{v}`（{what}）",
        "{what}的命令：{v}",
        "{what} -> {v}",
        "{v}   ← {what}用的，别删",
        "IT工单回复：{what}的话运行 {v} 然后重启",
        "去年Kevin{what}用的是 `{v}`",
        "先存一下（{what}）：{v}",
        "{what}？？原来是管理员跑 `{v}`",
        "备忘 {what}：{v}（Kevin写在便利贴上的）",
    ],
    "id": [
        "{what}：{v}",
        "{what}是{v}，记一下",
        "终于拿到{what}了：{v}",
        "{v} ← {what}，别弄丢",
        "{what} {v}（{note}）",
        "存档：{what} {v}",
        "{what}{v}，打了40分钟电话才要到",
        "怕忘先写这：{what} {v}",
        "{note}；{what} {v}",
    ],
    "port": [
        "{what}走的是{v}端口",
        "Kevin说{what}要在防火墙开{v}",
        "{what}端口 = {v}",
        "{what}：端口{v}（不是默认的！）",
        "防火墙规则 {what}：TCP {v} 入站",
        "{what}连不上的话先查{v}端口有没有开",
        "{v}是{what}的端口，备注一下",
        "IT放假期间把{what}改到{v}端口了",
    ],
    "version": [
        "{what}必须是{v}，不然考试局不支持",
        "读题电脑已经升级到{what} {v}",
        "这季批准的{what}版本是{v}",
        "{what}千万别自动更新到{v}以后",
        "考试电脑上{what}的版本：{v}",
        "周一前检查12台的{what}是不是v{v}",
        "Kevin把{what}退回{v}了",
        "考试局技术指南要求{what}最低{v}",
    ],
    "money": [
        "迟报费一共{v}，肉疼",
        "五月监考费报销{v}",
        "这季考试预算还剩{v}",
        "换了6个计算器，{v}",
        "{v}——CAIE改报名收的钱",
        "财务说明年考试预算是{v}",
        "外聘监考第二周报价{v}",
        "读题笔10支{v}含税",
        "欠Pearson{v}的补报费",
        "复核费到目前为止{v}",
        "改版试卷打印费{v}",
        "体育馆场地费集团那边收{v}",
    ],
    "date": [
        "11月补考生的AA截止是{v}",
        "今年的备用考试日是{v}",
        "出分日{v}，体育馆早上7点就要",
        "消防演练暂定{v}",
        "模考复盘会改到{v}",
        "考试局巡考{v}来",
        "复核截止：{v}",
        "监考培训{v}放学后",
        "这季最后一门是{v}",
        "{v}是课程作业分数交CAIE的最后期限",
        "毕业典礼{v}，那天下午没考试谢天谢地",
        "体育课程的外审{v}来",
    ],
    "decision": [
        "定了：{c}，因为{r}",
        "算了，{c}吧，{r}",
        "{c}，原因是{r}",
        "跟教务商量完：{c}——{r}",
        "最后还是{c}，{r}，没办法",
        "那就{c}，毕竟{r}",
        "决定{c}（{r}）",
        "好，{c}。{r}，只能这样",
        "- {c}\n  原因：{r}",
        "Cathy和我商量好了，{c}，{r}",
    ],
    "decision_rev": [
        "之前说的不算了——{c}，{r}",
        "改主意了：{c}，因为{r}",
        "刚才那个推翻：{c}（{r}）",
        "Mr Evans否了我的方案：{c}，{r}",
    ],
    "constraint": [
        "{k}绝对不能{a}",
        "记住：{k}别{a}",
        "规定：{k}不得{a}",
        "{k}不许{a}！！",
        "考试局要求{k}不能{a}",
        "提醒自己 {k}千万别{a}",
        "{k}不要{a}，去年就出过事",
        "跟监考们再强调了一遍：{k}不能{a}",
        "Mr Evans说得很清楚，{k}不可以{a}",
    ],
    "question": [
        "{q}？",
        "想问下{q}",
        "我在想{q}，不急",
        "话说{q}？",
        "顺便问一句，{q}？反正先这样",
        "还是没搞清楚{q}……",
        "{q}，有人知道吗？",
        "（待确认：{q}）",
        "问题来了：{q}？？",
        "记不清{q}了，你知道吗",
        "刚从体育馆回来，钟都调好了，Linda把水也弄好了。{q}？估计只能行政会上问了。反正ET的学生都到齐了",
        "后勤居然把窗帘修好了（奇迹）。现在最惦记的是：{q}。其他的都可以等",
    ],
}

ZH_ID_NOTES = ["Leo的生物卷", "那袋损坏的0580试卷", "A301的钟", "中文口语", "体育馆周四", "化学考场手机事件",
               "高三重考", "家里有丧事的那个学生", "丢的那份答题卷", "学习支持中心预约"]
ZH_ASIDES = ["复印机又卡纸了", "体育馆的空调还没修", "高二中午吵死了", "咖啡机坏了救命",
             "Mr Evans周五又要排班表", "办公室热死了", "早上九点前三个家长打电话问同一件事",
             "电脑偏偏这时候更新", "教师休息室的水壶不见了", "花粉过敏要命", "隔壁戏剧社在排练，超吵",
             "车位又被人占了"]
ZH_OPENERS = ["", "", "", "先记几件事：", "刚开完会：", "嗯 那个", "几件事——", "早上的笔记：", "补充一下：",
              "脑子里的先倒出来：", "跟SEN老师开完会：", "今天的："]
ZH_CLOSERS = ["", "", "", "帮我都记着", "先这些", "唉。", "晚点再说", "（手机打字 错字见谅）"]
ZH_ACKS = ["好的，记下了。", "收到，都记好了。", "记下了，放在本周考务笔记里。", "好，已加到清单里。",
           "都记了，有变化再跟我说。", "已保存，需要的话我可以在日历里标出来。", "收到，已归到今天的笔记。", "好的，都记录了。"]
ZH_Q_DEFLECT = ["你问的那个问题，我在邮件和手头的考试局文件里都没找到能确定的说法，先记为待确认。",
                "那个问题我不确定，不想乱猜——先标成待确认。",
                "关于你的问题，目前没有可靠的答案，已放到待确认列表里。",
                "邮箱和日历里都没有能回答那个问题的信息，先挂着。"]


# ======================================================================================
# English: carriers (assistant / tool / paste) and filler scenes
# ======================================================================================

SCHOOL = "harcourtpark.sch.uk"
EN_PARENT_FIRST = ["Sarah", "Joanne", "Michelle", "Paul", "Mark", "Nasreen", "Agnieszka", "Darren", "Kelly",
                   "Imran", "Gemma", "Lee"]
EN_MUMS = ["Sarah", "Joanne", "Michelle", "Nasreen", "Agnieszka", "Kelly", "Gemma"]
EN_DADS = ["Paul", "Mark", "Darren", "Imran", "Lee"]
EN_BOILER = [
    "We are writing to remind centres that all question papers must be kept in the secure room until the published "
    "start time of the examination, and that the secure room log must be completed each time the room is accessed.",
    "Please ensure that seating plans are retained and available for inspection, and that candidates with access "
    "arrangements are clearly identified on the plan.",
    "If you have any queries regarding this notice, please contact the Centre Support team quoting your centre number.",
    "Centres are reminded that any breach of the Instructions for Conducting Examinations may be investigated as "
    "maladministration.",
    "Please note that this mailbox is not monitored. For urgent enquiries during the examination series please use "
    "the telephone number published on our website.",
    "We appreciate this is a very busy period for exams offices and thank you for your continued support.",
    "Where a centre is unable to comply, the head of centre must notify us in writing before the examination takes place.",
    "Further guidance is available in the current edition of the JCQ documents on the secure area of our website.",
]
EN_INTERNAL = [
    "Shout if you have any questions.", "I'll be in the office till 4 if you want to catch me.",
    "Sorry this is a bit late - it's been a week.", "Let me know if that causes any problems with the rota.",
    "I've copied in Mr Hallam so he's aware.", "Thanks for all your hard work on this, I know it's a lot.",
    "Can we have a quick chat about it at some point this week?", "Ignore the previous version, this one's right.",
]
EN_VENDOR = [
    "Please do not reply to this email.", "Our collection window is 09:00-17:00, Monday to Friday.",
    "For help with your account, visit the support pages.", "Prices include VAT where applicable.",
    "This quote is valid for 30 days from the date above.", "Keep this email for your records.",
]
EN_MAIL_NOISE = [
    ("AQA", "noreply@aqa.org.uk", "Summer 2027: final timetable reminders",
     "A reminder that the contingency session remains in place for all GCSE and A-level papers..."),
    ("Pearson Edexcel", "examsofficers@pearson.com", "Update: secure storage of question papers",
     "Following a number of reported incidents, we are reminding centres of their obligations..."),
    ("OCR", "support@ocr.org.uk", "Your entries have been processed",
     "Entries for series 2027-06 for centre 48213 have been processed. Please check the..."),
    ("JCQ", "info@jcq.org.uk", "ICE 2026-27: minor amendments",
     "Please note the following minor amendments to the Instructions for Conducting Examinations..."),
    ("Mrs Okafor", "a.okafor@" + SCHOOL, "RE: Y11 reader list",
     "Hi Jo, I've added two more to the list, both have evidence on file. Can we talk tomorrow..."),
    ("Mr Hallam", "p.hallam@" + SCHOOL, "SLT agenda Thursday",
     "Exams is item 4 - could you bring the numbers for week 2 and the room plan..."),
    ("Gary Rowe", "g.rowe@" + SCHOOL, "Hall blinds / fans",
     "Blind on the south side is jammed again, I've ordered the part, should be here by..."),
    ("Finance", "finance@" + SCHOOL, "Exams cost centre - month end",
     "Please can you code the attached invoices by Friday, a couple are missing PO numbers..."),
    ("Dev Mistry", "d.mistry@" + SCHOOL, "RE: IT3 laptops imaging",
     "All 24 re-imaged, the two with dodgy keyboards are swapped out, spares are in the cupboard..."),
    ("Protocol Education", "bookings@protocol-education.co.uk", "Invigilator availability",
     "Thank you for your enquiry. We currently have two invigilators available for the dates..."),
    ("WJEC Eduqas", "exams@eduqas.co.uk", "Film Studies component 1 - clip screening",
     "Centres should test the screening equipment in the examination room before the day of..."),
    ("Parent (Y11)", "k.walsh.home@gmail.com", "Absence tomorrow - hospital appt",
     "Hi, my son has a hospital appointment tomorrow morning and might miss the start of..."),
    ("Ms Quinn", "r.quinn@" + SCHOOL, "Y11 leavers hoodies in exams??",
     "Quick one - are they allowed to wear the leavers hoodies in the hall? Some of them are..."),
    ("Maureen (lead invig)", "maureen.d.invig@gmail.com", "Next week",
     "Hello Jo, just confirming I can do all of next week apart from the Wednesday afternoon..."),
]


class EnMixin:
    # ---------------------------------------------------------------- shared bits
    def en_addr(self, first, last):
        return "%s.%s@%s" % (first.lower(), last.lower().replace(" ", ""), SCHOOL)

    def en_mail_item(self, sender, addr, subj, snippet, d=None):
        d = d or (self.today() - timedelta(days=self.rng.randint(0, 9)))
        return {"id": self.code("msg"), "from": "%s <%s>" % (sender, addr),
                "date": self.iso(d, self.rng.randint(7, 18), self.rng.randint(0, 59)),
                "subject": subj, "snippet": snippet, "has_attachment": self.chance(0.3),
                "labels": self.rng.sample(["Inbox", "Exams", "Boards", "Staff", "Follow up"], 2)}

    def en_mail_noise(self, n):
        return [self.en_mail_item(*x) for x in self.rng.sample(EN_MAIL_NOISE, n)]

    def en_embed(self, f):
        k, v = f["kind"], f.get("v")
        nd = f["needles"]
        if k == "name":
            return self.pick(["From next week your named contact in Centre Support will be {v}.",
                              "{v} will be attending as the JCQ Centre Inspector; please make sure the secure room is accessible.",
                              "While Mrs Okafor is away, please direct access arrangement queries to {v}.",
                              "Lead invigilator for the sports hall sessions: {v}."]).format(v=v)
        if k == "command":
            return self.pick(["Please run the following from an admin prompt on each exam laptop before Monday: {v}",
                              "The fix is {v} followed by a restart.",
                              "If it happens again, run {v} and then log a ticket."]).format(v=v)
        if k == "id":
            return self.pick(["Your reference is {v}; please quote it in all correspondence.",
                              "This has been logged under {v}.", "Reference: {v}"]).format(v=v)
        if k == "port":
            return self.pick(["The service now listens on TCP port {v}, and the firewall rule on the exams VLAN has been updated.",
                              "Please make sure outbound port {v} is open for {what} before the first onscreen session."]).format(v=v, what=f["what"])
        if k == "version":
            return self.pick(["Centres must be running version {v} or later of {what}.",
                              "{what} has now been updated to {v} on all exam laptops."]).format(v=v, what=f["what"])
        if k == "money":
            return self.pick(["The total amount due is {v}.", "This will be invoiced at {v}, payable within 30 days.",
                              "Total charge: {v} (no VAT applicable)."]).format(v=v)
        if k == "date":
            return self.pick(["The revised date is {v}.", "Please note the deadline of {v}.",
                              "This has now been rescheduled for {v}."]).format(v=v)
        if k == "decision":
            return self.pick(["Following today's meeting we agreed to {c} because {r}.",
                              "SLT decision: {c}, since {r}."]).format(c=nd[0], r=nd[1])
        return self.pick(["Please make sure invigilators do not {a} {k}.",
                          "Reminder: staff must never {a} {k}."]).format(a=nd[0], k=nd[1])

    def en_boiler(self, f):
        pool = {"board": EN_BOILER, "internal": EN_INTERNAL, "vendor": EN_VENDOR}[self.en_stype(f)]
        bag = f.setdefault("_boil", self.rng.sample(pool, len(pool)))
        return bag.pop() if bag else self.pick(pool)

    def en_stype(self, f):
        addr = self.en_sender_cached(f)[1]
        if addr.endswith(SCHOOL) or "gmail" in addr:
            return "internal"
        if any(x in addr for x in ("parcelforce", "protocol")):
            return "vendor"
        return "board"

    def en_sender_cached(self, f):
        if "_sender" not in f:
            f["_sender"] = self.en_sender(f)
        return f["_sender"]

    def en_sender(self, f):
        k = f["kind"]
        if k == "name":
            return self.pick([("AQA Centre Services", "centreservices@aqa.org.uk", "Change to your named contact"),
                              ("JCQ Centre Inspection Service", "cis@jcq.org.uk", "Notification of centre inspection"),
                              ("Mr Hallam", "p.hallam@" + SCHOOL, "Cover while SENCo away")])
        if k in ("command", "port", "version"):
            return ("Dev Mistry", "d.mistry@" + SCHOOL, "RE: exam laptops - %s" % f["what"])
        if k == "id":
            return {
                "cas": ("Pearson Edexcel Support", "support@pearson.com", "Your case has been updated"),
                "pf": ("Parcelforce Worldwide", "noreply@parcelforce.co.uk", "Your collection is booked"),
                "hd": ("IT Helpdesk", "helpdesk@" + SCHOOL, "[Helpdesk] Ticket updated - exam room clock"),
                "inv": ("AQA Finance", "finance@aqa.org.uk", "Invoice: late and amended entries"),
                "sc": ("AQA Special Consideration", "specialconsideration@aqa.org.uk", "Application received"),
                "inc": ("Exams Office", "exams@" + SCHOOL, "Incident log entry - mobile phone"),
                "tv": ("OCR Timetable Variations", "tv@ocr.org.uk", "Timetable variation acknowledged"),
                "jcq": ("JCQ Centre Inspection Service", "cis@jcq.org.uk", "Inspection visit confirmation"),
                "sr": ("AQA Script Return", "scripts@aqa.org.uk", "Script return consignment created"),
                "ent": ("OCR Entries", "entries@ocr.org.uk", "Resit entries confirmed"),
                "aao": ("Access Arrangements Online", "aao-noreply@jcq.org.uk", "Application approved"),
                "rb": ("Room Bookings", "rooms@" + SCHOOL, "Booking confirmed"),
            }[f["fam"]]
        if k == "money":
            return self.pick([("AQA Finance", "finance@aqa.org.uk", "Invoice"),
                              ("Protocol Education", "bookings@protocol-education.co.uk", "Quote - invigilation cover"),
                              ("Finance", "finance@" + SCHOOL, "Exams cost centre query")])
        if k == "date":
            return self.pick([("AQA", "noreply@aqa.org.uk", "Revised key date"),
                              ("Mr Hallam", "p.hallam@" + SCHOOL, "Dates for the diary"),
                              ("Pearson Edexcel", "examsofficers@pearson.com", "Change of date notification")])
        if k == "decision":
            return ("Mr Hallam", "p.hallam@" + SCHOOL, "SLT minutes - exams items")
        return self.pick([("JCQ", "info@jcq.org.uk", "Reminder to centres"),
                          ("Maureen (lead invig)", "maureen.d.invig@gmail.com", "points for the invig briefing")])

    def en_gist(self, f):
        k = f["kind"]
        return {
            "name": "It's the notice about who you'll be dealing with - the person's details are in the body.",
            "command": "It's Dev's fix; the command is in the body and he says to run it as admin.",
            "port": "It's the firewall change for %s." % f.get("what", ""),
            "version": "It's the required version for %s - worth checking the laptops against it." % f.get("what", ""),
            "id": "That's the one with the reference in it, worth quoting if you chase.",
            "money": "It's the charge - the figure is in the second paragraph, 30-day terms.",
            "date": "It confirms the new date; nothing else needs action.",
            "decision": "It's the minutes; the exams item is the middle paragraph.",
            "constraint": "It's the reminder for invigilators - one rule in there is new-ish, the rest is standard.",
        }[k]

    # ---------------------------------------------------------------- carriers
    def en_tool(self, f):
        k = f["kind"]
        if k == "id" and f["fam"] == "aao":
            return self.en_mis_aa_carrier(f)
        if k == "id" and f["fam"] == "rb":
            return self.en_booking_carrier(f)
        if k == "name" and self.chance(0.5):
            return self.en_cal_carrier(f)
        sender, addr, subj = self.en_sender_cached(f)
        asks = {
            "name": ["can you find that email about the new contact / inspector? can't remember who it was from",
                     "there was an email naming someone for us to deal with - find it?", "who was that email from about the new contact? dig it out pls"],
            "command": ["find Dev's email about %s pls", "Dev emailed a fix for %s, where is it", "search for the IT email re %s?"],
            "port": ["what did Dev say about the firewall for %s? it's in an email somewhere", "find the email about ports for %s",
                     "IT sent something about %s and the firewall - can you find it"],
            "version": ["dig out the email about %s versions?", "which version did IT say for %s? find the email",
                        "there's an email about updating %s somewhere"],
            "id": ["can you find the email with the %s? need it for the log", "search mail for the %s pls",
                   "I need the %s for the file, it came by email"],
            "money": ["find me the email with that charge in, finance are asking", "there's an invoice/quote email somewhere, can you find it",
                      "finance want the email with the amount - search pls"],
            "date": ["there was an email changing a date - can you find it", "find the email that moved a date pls", "which email had the new date in?"],
            "decision": ["can you find Mr Hallam's minutes from SLT, the exams bit", "search for the SLT minutes email", "where are this week's SLT minutes"],
            "constraint": ["search my mail for the invig reminders email pls", "find the email with the reminders for invigs",
                           "there was an email with rules for the invigs, can you find it"],
        }
        body = "%s\n\n%s\n\n%s\n\n%s\n%s" % (
            "Hi Jo," if self.en_stype(f) == "internal" else self.pick(["Dear Exams Officer,", "Dear Centre,", "Hello,"]),
            self.en_boiler(f), self.en_embed(f), self.en_boiler(f),
            self.pick(["Thanks", "Cheers", "Best wishes"]) if self.en_stype(f) == "internal" else self.pick(["Kind regards", "Regards"]))
        hit = self.en_mail_item(sender, addr, subj, body[:90].replace("\n", " ") + "...")
        hit["body"] = body
        res = self.en_mail_noise(self.rng.randint(3, 6))
        res.insert(self.rng.randint(0, len(res)), hit)
        q = {"name": "contact OR inspector", "command": "Dev exam laptops", "port": "firewall", "version": "version",
             "id": f.get("what", "ref"), "money": "invoice OR quote OR charge", "date": "date changed",
             "decision": "SLT minutes", "constraint": "invigilator reminder"}[k]
        ask = self.take("ask_" + k, asks[k])
        return [("user", ask % f["what"] if "%s" in ask else ask),
                ("tool", "mail_search", {"args": {"query": q, "folder": "All mail", "limit": 10},
                                         "out": {"query": q, "total": len(res) + self.rng.randint(0, 30), "results": res}}),
                ("assistant", "Found it - from %s, %s. %s" % (sender, self.pick(["sent earlier this week", "sent last week", "sent a few days ago"]), self.en_gist(f)))]

    def en_mis_record(self, first, last, aao=None, tutor=None):
        papers = self.rng.sample(PAPERS[:20], self.rng.randint(3, 6))
        ents = []
        for p in papers:
            d = self.exam_day(0, 25)
            adj = int(p[3] * 1.25)
            ents.append({"board": p[0], "code": p[2], "title": p[1], "date": d.isoformat(),
                         "session": self.pick(["AM", "PM"]), "duration_mins": p[3], "adjusted_mins": adj,
                         "room": self.pick(["Rm 22", "SEN base", "Sports Hall", "Rm 14", "Library"]),
                         "seat": "%s%d" % (self.pick("ABCDEFG"), self.rng.randint(1, 12))})
        aas = [{"type": "25% extra time", "approved": "2026-%02d-%02d" % (self.rng.randint(9, 12), self.rng.randint(1, 28)),
                "evidence": self.pick(["Form 8 - specialist assessor", "Form 8 + history of need", "EHCP"]),
                "aao_ref": aao or self.code("aao"), "expires": "2028-%02d-30" % self.rng.randint(4, 9)}]
        for t in self.rng.sample(["Rest breaks (supervised)", "Reader (computer reader)", "Separate invigilation",
                                  "Word processor (spellcheck off)", "Coloured overlay", "Modified paper - A3 enlarged"],
                                 self.rng.randint(1, 3)):
            aas.append({"type": t, "approved": "2026-%02d-%02d" % (self.rng.randint(9, 12), self.rng.randint(1, 28)),
                        "evidence": "centre-delegated", "aao_ref": None})
        rec = {
            "student_id": self.r(20000, 39999), "upn": "K" + self.digits(12), "candidate_number": self.cand(),
            "uci": "48213" + self.pick("HKMN") + self.digits(6), "legal_surname": last.upper(), "forename": first,
            "year": 0, "reg_group": self.pick(["11", "11", "11", "13"]) + self.pick(["RD", "HK", "MW", "JB", "TS"]),
            "dob": "20%02d-%02d-%02d" % (self.pick([10, 11]), self.rng.randint(1, 12), self.rng.randint(1, 28)),
            "sen_status": self.pick(["K", "E", "N"]), "pupil_premium": self.chance(0.3),
            "attendance_pct": self.r(820, 995) / 10.0, "access_arrangements": aas, "entries": ents,
            "medical": self.pick(["none recorded", "asthma - inhaler on desk", "type 1 diabetes - snacks + meter allowed",
                                  "hay fever", "migraines - sits near door"]),
            "contacts": [{"relationship": "Mother" if self.chance(0.6) else "Father",
                          "name": "", "phone": "07700 900%s" % self.digits(3),
                          "priority": 1},
                         {"relationship": self.pick(["Grandmother", "Aunt", "Stepfather"]),
                          "name": "%s %s" % (self.pick(EN_MUMS), self.pick(EN_STU_LAST)),
                          "phone": "07700 900%s" % self.digits(3), "priority": 2}],
        }
        rec["year"] = int(rec["reg_group"][:2])
        c0 = rec["contacts"][0]
        c0["name"] = "%s %s" % (self.pick(EN_MUMS if c0["relationship"] == "Mother" else EN_DADS), last)
        if tutor:
            rec["tutor"] = tutor
        return rec

    def en_mis_aa_carrier(self, f):
        first, last, _ = self.stu_parts()
        rec = self.en_mis_record(first, last, aao=f["v"])
        return [("user", self.pick(["pull up %s %s's AA record pls, inspector wants the approval refs on file",
                                    "%s %s - what's on her AA? and is the 25%% approved on AAO or just centre-delegated?",
                                    "need %s %s's access arrangements for the inspection folder"]) % (first, last)),
                ("tool", "mis_lookup", {"args": {"query": "%s %s" % (first, last), "include": ["access_arrangements", "entries", "contacts"]},
                                        "out": rec}),
                ("assistant", "%s %s (%s): 25%% extra time approved on AAO (evidence: %s), plus %s. %d entries this series; "
                              "the approval reference is on the extra-time line of the record if you want to copy it straight into the folder."
                 % (first, last, rec["reg_group"], rec["access_arrangements"][0]["evidence"],
                    ", ".join(a["type"].lower() for a in rec["access_arrangements"][1:]), len(rec["entries"])))]

    def en_booking_carrier(self, f):
        d = self.exam_day(1, 10)
        room = self.pick(["Rm 8", "Rm 17", "Small Hall", "Drama Studio", "Rm 31"])
        p = self.paper()
        return [("user", "book %s for %s PM pls - %s resit, 3 candidates + 1 invig" % (room.lower(), self.sd(d), p[1])),
                ("tool", "room_booking", {"args": {"action": "book", "room": room, "date": d.isoformat(), "session": "PM",
                                                   "purpose": "Exam - %s %s" % (p[0], p[2]), "attendees": 4},
                                          "out": {"status": "confirmed", "booking": {"ref": f["v"], "room": room, "date": d.isoformat(),
                                                  "start": "12:45", "end": "16:15", "capacity": self.r(18, 34),
                                                  "booked_by": "j.whitlock", "purpose": "Exam - %s %s" % (p[0], p[2]),
                                                  "notes": "Exams: do not release without exams office agreement"},
                                                  "warnings": ["Room timetabled for Y8 Geography P5 - lesson displaced"]}}),
                ("assistant", "Booked - %s on %s, 12:45 to 16:15, marked as exams so it can't be released. Heads-up: it displaces a Y8 Geography lesson period 5, so the timetabler will need to move them." % (room, self.sd(d)))]

    def en_cal_carrier(self, f):
        d0 = self.today()
        evs = []
        for _ in range(self.rng.randint(4, 7)):
            d = self.exam_day(0, 8)
            h = self.rng.randint(8, 16)
            evs.append({"id": self.code("evt"), "title": self.pick(["SLT", "SENCo catch-up", "Invig briefing", "Y11 assembly",
                                                                    "Heads of dept", "Fire alarm test", "Governors - exams update"]),
                        "start": self.iso(d, h, 0), "end": self.iso(d, h, 45), "location": self.pick(["Rm 5", "Exams office", "Main hall", "Library", "Teams"]),
                        "attendees": [self.pick(["p.hallam", "a.okafor", "r.quinn", "d.mistry"]) + "@" + SCHOOL]})
        d = self.exam_day(1, 8)
        evs.insert(self.rng.randint(0, len(evs)), {
            "id": self.code("evt"), "title": self.pick(["External visit - exams", "Inspection visit", "Meeting: agency invigilators"]),
            "start": self.iso(d, 10, 30), "end": self.iso(d, 11, 30), "location": "Exams office",
            "attendees": [{"displayName": f["v"], "email": "visitor%s@external.example" % self.digits(3), "response": "accepted"}],
            "notes": "Sign in at reception, visitor lanyard, escort to secure room"})
        evs.sort(key=lambda e: e["start"])
        return [("user", self.pick(["who've I got coming in from outside over the next week or so?",
                                    "any external visitors in the diary? need to warn reception"])),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "Exams Office", "from": d0.isoformat(),
                                               "to": (d0 + timedelta(days=10)).isoformat()},
                                      "out": {"calendar": "Exams Office", "timezone": "Europe/London", "events": evs}}),
                ("assistant", "Only one external visit in the next ten days: %s at 10:30 in the exams office (they've accepted, notes say visitor lanyard and escort to the secure room). Everything else is internal." % self.sd(d))]

    def en_paste(self, f):
        k = f["kind"]
        if k == "name" and self.chance(0.5):
            return self.en_paste_plan_with_name(f)
        sender, addr, subj = self.en_sender_cached(f)
        d = self.today() - timedelta(days=self.rng.randint(0, 4))
        body = ("-----Original Message-----\nFrom: %s <%s>\nSent: %s %d %s 2027 %02d:%02d\nTo: exams@%s\nSubject: %s\n\n"
                "%s\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s\n%s" % (
                    sender, addr, DOW_EN[d.weekday()], d.day, MONTHS_EN[d.month - 1], self.rng.randint(7, 18), self.rng.randint(0, 59),
                    SCHOOL, subj, "Hi Jo," if self.en_stype(f) == "internal" else self.pick(["Dear Exams Officer,", "Dear Colleague,"]),
                    self.en_boiler(f), self.en_embed(f), self.en_boiler(f), self.en_boiler(f),
                    self.pick(["Kind regards,", "Many thanks,", "Best wishes,"]), sender))
        intro = self.pick(["fwd, pls skim:", "fwd from %s - tl;dr?" % sender, "pasting this so it's in one place:",
                           "this just came in. summary pls", "ugh another one:"])
        return [("user", intro + "\n\n" + body),
                ("assistant", "tl;dr: " + self.en_gist(f) + " " + self.pick({
                    "board": ["The rest is the usual secure-storage and seating-plan boilerplate.", "Everything else is standard wording you've seen before."],
                    "internal": ["The rest is just chat.", "Nothing else in it needs doing."],
                    "vendor": ["The rest is their standard small print.", "Nothing else needs action."]}[self.en_stype(f)] + ["No reply needed unless you want to query it."]))]

    def en_paste_plan_with_name(self, f):
        p = self.paper()
        room = self.pick(["SPORTS HALL", "RM 22", "LIBRARY", "RM 14", "SMALL HALL"])
        rows = ["Seat | Cand | Name | AA"]
        for i in range(self.rng.randint(8, 14)):
            a, b, _ = self.stu_parts()
            rows.append("%s%d | %s | %s %s | %s" % (self.pick("ABCD"), i + 1, self.cand(), b.upper(), a,
                                                    self.pick(["-", "-", "-", "25% ET", "RB", "25% ET + RB", "WP"])))
        d = self.exam_day(0, 6)
        txt = ("%s - %s %s (%s)\n%s AM | start 09:00 | invigilators: %s (lead), %s\n\n%s" % (
            room, p[0], p[2], p[1], self.sd(d), f["v"], self.invig(), "\n".join(rows)))
        return [("user", self.pick(["seating plan for this one, does it look ok?\n\n", "pasting the plan:\n\n"]) + txt),
                ("assistant", "Looks fine overall - %d candidates, access arrangements are spread so the ET and rest-break desks aren't bunched. "
                              "Only thing I'd flag: make sure the ET candidates' desks are nearest the door so they aren't disturbed when the others leave." % (len(rows) - 1))]

    def en_assistant(self, f):
        k = f["kind"]
        nd = f["needles"]
        if k == "name":
            first, last, _ = self.stu_parts()
            tut = {"title": self.pick(["Ms", "Mr", "Mrs", "Dr"]), "forename": f["first"], "surname": f["last"],
                   "email": self.en_addr(f["first"], f["last"]), "base_room": self.pick(["Rm 12", "Rm 19", "Rm 40", "Rm 3"])}
            rec = self.en_mis_record(first, last, tutor=tut)
            return [("user", "who's %s %s's tutor? need a signature on the candidate statement (phone in bag thing)" % (first, last)),
                    ("tool", "mis_lookup", {"args": {"query": "%s %s" % (first, last), "include": ["tutor", "contacts"]}, "out": rec}),
                    ("assistant", "%s is in %s and the tutor is %s (based in %s). Want me to draft a note asking for the signature?" % (
                        first, rec["reg_group"], f["v"], tut["base_room"])),
                    ("user", self.pick(["no I'll catch them at break", "yes pls, short one", "nah, will email myself later"]))]
        if k == "command":
            return [("user", self.pick(["what was the command for %s? Dev's off today",
                                        "remind me how I do %s myself, IT aren't answering"]) % f["what"]),
                    ("assistant", "This should do it, from an admin prompt on the exams machine:\n\n    %s\n\n"
                                  "Give it a few seconds and check the result before the candidates come in. If it errors, screenshot it for Dev." % f["v"])]
        if k == "money":
            ps = self.split_money(f)
            what = self.pick([("invig pay", "Mon-Wed", "Thu-Fri", "the contingency cover"),
                              ("late entry fees", "AQA", "OCR", "Edexcel"),
                              ("EAR fees", "the English remarks", "the Science ones", "the two A-level ones"),
                              ("agency invoices", "week 1", "week 2", "the training day")])
            return [("user", "%s: %s for %s, %s for %s and %s for %s. what's that all in?" % (what[0], ps[0], what[1], ps[1], what[2], ps[2], what[3])),
                    ("assistant", "That comes to %s in total." % f["v"]),
                    ("user", self.pick(["ok more than I thought", "fine, will tell finance", "ouch. ok"]))]
        if k == "date":
            n = self.rng.randint(1, 4)
            ev = f["d"] + timedelta(weeks=n)
            what = self.pick([("the AAO application", "first paper"), ("the modified paper order", "first paper"),
                              ("the timetable variation request", "Polish oral"), ("the invig contracts", "first exam of the series")])
            return [("user", "if %s has to be in %d week%s before %s's %s on %s, what's the last day?" % (
                what[0], n, "" if n == 1 else "s", self.stu(), what[1], self.sd(ev))),
                    ("assistant", "%d week%s back from %s is %s, %s. I'd aim a couple of days before that in case anything bounces." % (
                        n, "" if n == 1 else "s", self.sd(ev), DOW_EN[f["d"].weekday()], f["v"]))]
        if k == "decision":
            return [("user", self.pick(["can't decide on this one - Mr Hallam reckons we should %s, I'm not convinced. what would you do?",
                                        "SLT want a view from me by tomorrow: do we %s or not? my gut says no. you?",
                                        "going round in circles. option on the table is to %s. thoughts?"]) % f["alt"]),
                    ("assistant", self.pick(["Honestly I'd {c} - {r}.", "My suggestion: {c}, mainly because {r}.",
                                             "I'd {c}. The deciding factor for me is that {r}."]).format(c=nd[0], r=nd[1])
                     + " It also keeps the plan simpler for the invigs."),
                    ("user", self.take("decok", ["yeah ok, that makes sense. do that", "fine. agreed. I'll tell him", "ok sold", "yep. going with that"]))]
        pts = ["Clocks visible from every desk and checked against the exams office clock.",
               "Centre number and candidate numbers on the board before anyone comes in.",
               "Bags at the back, phones off and in the tray - no exceptions.",
               "Every irregularity goes on the incident sheet with times, straight away.",
               "Walk the room quietly; don't read scripts over shoulders."]
        self.rng.shuffle(pts)
        pts.insert(self.rng.randint(0, 3), "Never %s %s." % (nd[0], nd[1]))
        return [("user", self.pick(["briefing the new invigs tomorrow, what should I hammer home?",
                                    "give me the top 5 rules for the invig briefing"])),
                ("assistant", "Top five:\n" + "\n".join("%d. %s" % (i + 1, p) for i, p in enumerate(pts[:6])))]

    # ---------------------------------------------------------------- day markers
    def en_day_start(self):
        d = self.today()
        evs = []
        for _ in range(self.rng.randint(2, 4)):
            p = self.paper()
            am = self.chance(0.5)
            evs.append({"id": self.code("evt"), "title": "%s %s %s (%s)" % (p[0], p[2], p[1], "AM" if am else "PM"),
                        "start": self.iso(d, 9 if am else 13, 0 if am else 30),
                        "end": self.iso(d, 9 + (p[3] // 60) if am else 13 + (p[3] + 30) // 60, p[3] % 60 if am else (p[3] + 30) % 60),
                        "location": self.pick(["Sports Hall", "Main Hall", "Rm 22", "Library", "SEN base"]),
                        "candidates": self.r(3, 190)})
        evs.append({"id": self.code("evt"), "title": self.pick(["SENCo catch-up", "Line mgmt w/ Mr Hallam", "Invig debrief"]),
                    "start": self.iso(d, 15, 30), "end": self.iso(d, 16, 0), "location": "Exams office"})
        u = self.take("ds", ["morning. what's on today?", "morning!! coffee in hand. today?", "ok day {n} of this. what have we got",
                             "morning - running late, bus. what's today look like", "right. {dow}. go"]).format(n=self.day + 1, dow=DOW_EN[d.weekday()])
        return [("user", u),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "Exams Office", "from": d.isoformat(), "to": d.isoformat()},
                                      "out": {"calendar": "Exams Office", "date": d.isoformat(), "events": evs}}),
                ("assistant", "Today (%s): %s. Plus %s at 15:30." % (
                    self.sd(d), "; ".join("%s in %s" % (e["title"], e["location"]) for e in evs[:-1]), evs[-1]["title"]))]

    def en_day_end(self):
        return [("user", self.take("de", ["right I'm off. brain is mush", "done for today, home time", "going home before I cry. back tomorrow",
                                    "signing off - scripts are in the safe, keys in my bag"])),
                ("assistant", self.pick(["Night - everything from today is logged.", "Go home. All of today's notes are saved.",
                                         "Good call. I'll have the list ready in the morning."]))]

    # ---------------------------------------------------------------- fillers
    def en_f_mis_aa(self):
        first, last, _ = self.stu_parts()
        rec = self.en_mis_record(first, last)
        adj = rec["entries"][0]
        return [("user", self.pick(["what's %s %s got for AA again?", "pull up %s %s pls", "%s %s - AA + rooms?"]) % (first, last)),
                ("tool", "mis_lookup", {"args": {"query": "%s %s" % (first, last), "include": ["access_arrangements", "entries"]}, "out": rec}),
                ("assistant", "%s %s, %s: %s. First paper is %s %s on %s (%s), %d mins adjusted to %d, seat %s." % (
                    first, last, rec["reg_group"], "; ".join(a["type"] for a in rec["access_arrangements"]),
                    adj["board"], adj["code"], adj["date"], adj["session"], adj["duration_mins"], adj["adjusted_mins"], adj["seat"])),
                ] + self.pick([[("user", "and the medical note?"), ("assistant", "Medical: %s." % rec["medical"])],
                               [("user", "what's her candidate no?"), ("assistant", "%s." % rec["candidate_number"])],
                               [("user", "fine thx"), ("assistant", "No problem.")]])

    def en_f_calendar_week(self):
        d0 = self.today()
        evs = []
        for i in range(self.rng.randint(6, 10)):
            d = self.exam_day(0, 6)
            p = self.paper()
            evs.append({"id": self.code("evt"), "title": "%s %s (%s)" % (p[2], p[1], self.pick(["AM", "PM"])),
                        "start": self.iso(d, self.pick([9, 13]), self.pick([0, 30])), "location": self.pick(["Sports Hall", "Main Hall", "Rm 22", "SEN base"]),
                        "candidates": self.r(2, 200), "invigilators": self.rng.sample(EN_INVIGS, self.rng.randint(1, 4))})
        evs.sort(key=lambda e: e["start"])
        busiest = max(evs, key=lambda e: e["candidates"])
        return [("user", self.pick(["what's the rest of the week look like", "diary for the next few days?", "what have I got til Friday"])),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "Exams Office", "from": d0.isoformat(), "to": (d0 + timedelta(days=6)).isoformat()},
                                      "out": {"calendar": "Exams Office", "events": evs, "count": len(evs)}}),
                ("assistant", "%d sessions. Biggest is %s with %d candidates; %d sessions have only one invig down, which looks thin for anything over 30." % (
                    len(evs), busiest["title"], busiest["candidates"], sum(1 for e in evs if len(e["invigilators"]) == 1)))]

    def en_f_room_free(self):
        d = self.exam_day(1, 8)
        rooms = []
        for nm in self.rng.sample(["Rm 5", "Rm 8", "Rm 17", "Rm 31", "Drama Studio", "Small Hall", "IT3", "Library", "Rm 22"], 6):
            rooms.append({"room": nm, "capacity": self.r(12, 60), "floor": self.pick([0, 0, 1, 2]),
                          "features": self.rng.sample(["clock", "blinds", "accessible toilet nearby", "lift", "fan", "projector"], 3),
                          "status": self.pick(["free", "free", "lesson (can be displaced)", "booked"])})
        conflicts = [{"room": r["room"], "booked_by": self.pick(["Drama", "Y9 options", "PE moderation", "Music peri"]),
                      "ref": self.code("rb")} for r in rooms if r["status"] == "booked"]
        free = sorted([r for r in rooms if r["status"] == "free"] or rooms[:1], key=lambda r: r["floor"])
        ch = free[0]
        bref = self.code("rb")
        return [("user", "need somewhere %s PM for 3 rest-break kids, ground floor ideally, near a loo" % self.sd(d)),
                ("tool", "room_booking", {"args": {"action": "search", "date": d.isoformat(), "session": "PM", "min_capacity": 4},
                                          "out": {"date": d.isoformat(), "session": "PM", "rooms": rooms, "conflicts": conflicts}}),
                ("assistant", "%s looks best: free, floor %d, capacity %d, features %s. Want me to book it?" % (
                    ch["room"], ch["floor"], ch["capacity"], ", ".join(ch["features"]))),
                ("user", self.pick(["go on then", "yes book it", "yep"])),
                ("tool", "room_booking", {"args": {"action": "book", "room": ch["room"], "date": d.isoformat(), "session": "PM", "purpose": "Exams - rest breaks"},
                                          "out": {"status": "confirmed", "booking": {"ref": bref, "room": ch["room"], "date": d.isoformat(), "start": "12:45", "end": "16:30"}}}),
                ("assistant", "Booked %s for %s PM, 12:45-16:30." % (ch["room"], self.sd(d)))]

    def en_f_inbox(self):
        if not self.quota("en_f_inbox", 2):
            return None
        res = self.en_mail_noise(self.rng.randint(5, 8))
        return [("user", self.pick(["anything from the boards since yesterday?", "inbox check pls, I can't face it", "what's new in mail"])),
                ("tool", "mail_search", {"args": {"query": "newer_than:2d", "folder": "Inbox", "limit": 10},
                                         "out": {"total": len(res), "results": res}}),
                ("assistant", "%d new. Worth reading: %s. The rest is routine." % (
                    len(res), "; ".join("%s (%s)" % (m["subject"], m["from"].split(" <")[0]) for m in res[:3])))]

    def en_f_board_email(self):
        if not self.quota("board_email", 3):
            return None
        board = self.pick(["AQA", "Pearson Edexcel", "OCR", "WJEC Eduqas"])
        topic = self.take("board_topic", [
            ("Calculators in examinations - reminder", "Candidates may not use calculators that have retrieval of text or formulae, QWERTY keyboards, or the ability to communicate. Invigilators should check calculators before the start of the examination and remove any lid or case."),
            ("Attendance registers - amended process", "From this series, attendance registers will be pre-populated. Please mark absences clearly and return the register in the script packet, not separately."),
            ("Secure storage audit", "We will be sampling centres for a remote secure storage audit. Selected centres will receive a short questionnaire and may be asked to provide photographs of the secure room and its log."),
            ("Dispatch of scripts", "Scripts must be dispatched on the day of the examination unless the paper is subject to an approved timetable variation. Please keep proof of dispatch for the series."),
            ("Candidate details amendments", "Amendments to candidate names and dates of birth must be made before the final entry deadline; later changes will attract an administrative fee."),
        ])
        text = "fwd from %s, tl;dr pls\n\n---\nSubject: %s\n\nDear Exams Officer,\n\n%s\n\n%s\n\n%s\n\n%s\n\nYours faithfully,\n%s Centre Services" % (
            board, topic[0], topic[1], self.pick(EN_BOILER), self.pick(EN_BOILER), self.pick(EN_BOILER), board)
        return [("user", text),
                ("assistant", "tl;dr: %s. Nothing you're not already doing, but worth a line in the invig briefing." % topic[1].split(". ")[0].rstrip(".")),
                ("user", self.pick(["ok fine", "cool, ignore", "noted, thanks"]))]

    def en_f_seating(self):
        if not self.quota("en_f_seating", 2):
            return None
        p = self.paper()
        rows = ["Seat,Cand,Surname,Forename,AA"]
        ets = []
        for i in range(self.rng.randint(10, 16)):
            a, b, _ = self.stu_parts()
            aa = self.pick(["", "", "", "25% ET", "RB", "25% ET"])
            seat = "%s%d" % (self.pick("ABC"), i + 1)
            rows.append("%s,%s,%s,%s,%s" % (seat, self.cand(), b, a, aa))
            if "ET" in aa:
                ets.append((seat, a, b))
        q = self.pick(["check none of the 25% ET kids are in row A pls", "anything wrong with this?", "are the ET kids spread out ok?"])
        ans = ("Row A has %s on ET - I'd move them to the row nearest the door." % ", ".join("%s %s (%s)" % (x[1], x[2], x[0]) for x in ets if x[0].startswith("A"))
               if any(x[0].startswith("A") for x in ets) else "No ET candidates in row A; %d ET in total, all away from the front." % len(ets))
        return [("user", "%s plan for %s %s:\n\n%s\n\n%s" % (self.room(), p[2], self.sd(self.exam_day(0, 5)), "\n".join(rows), q)),
                ("assistant", ans)]

    def en_f_clash(self):
        if not self.quota("en_f_clash", 2):
            return None
        rows = ["cand_no,surname,forename,date,session,paper_1,paper_2,total_mins"]
        lines = []
        for _ in range(self.rng.randint(3, 7)):
            a, b, _ = self.stu_parts()
            p1, p2 = self.rng.sample(PAPERS, 2)
            d = self.exam_day(0, 14)
            rows.append("%s,%s,%s,%s,%s,%s,%s,%d" % (self.cand(), b, a, d.isoformat(), self.pick(["AM", "PM"]), p1[2], p2[2], p1[3] + p2[3]))
            lines.append((a, b, p1, p2))
        a, b, p1, p2 = lines[0]
        return [("user", "clash export from SIMS, can you sanity check\n\n" + "\n".join(rows)),
                ("assistant", "%d clashes. For %s %s: sit %s first, then %s straight after with a supervised break - total %d mins plus break, "
                              "so still inside the day. The others look similar; none need an overnight." % (len(lines), a, b, p1[2], p2[2], p1[3] + p2[3])),
                ("user", self.pick(["good. phew", "ok will do clash letters tomorrow", "fine"]))]

    def en_f_rota_swap(self):
        if not self.quota("en_f_rota_swap", 2):
            return None
        days = ["Mon", "Tue", "Wed"]
        names = [x.split()[0] for x in self.rng.sample(EN_INVIGS, 10)]
        grid = {}
        for rm in ["Hall", "Rm 22", "SEN base", "Library"]:
            grid[rm] = [self.pick(names[:8]) for _ in range(6)]
        tue_am = [grid[rm][2] for rm in grid]
        who = tue_am[self.rng.randint(0, 3)]
        spare = [n for n in names if n not in tue_am]
        rep = spare[0]
        lines = ["        | " + " | ".join("%s AM  %s PM" % (x, x) for x in days)]
        for rm, row in grid.items():
            lines.append("%-8s| %s" % (rm, " | ".join("%-7s %-7s" % (row[i], row[i + 1]) for i in (0, 2, 4))))
        tail = self.pick([[("user", "yes pls"), ("assistant", "Draft: 'Hi %s - any chance you could cover Tuesday morning? 8:30 to 12:00. Thanks so much, Jo'" % rep)],
                          [("user", "no I'll text"), ("assistant", "OK.")],
                          [("user", "ask Maureen first actually"), ("assistant", "Fair - she may know who's keen for extra sessions.")]])
        return [("user", "%s can't do Tues AM now (hospital). rota:\n\n%s\n\nwho can swap?" % (who, "\n".join(lines))),
                ("assistant", "%s isn't down for Tuesday AM anywhere, so they're the obvious swap. Want me to draft a message?" % rep)] + tail

    def en_f_chat(self):
        if not self.quota("en_f_chat", 6):
            return None
        opts = [
            [("user", "it's 29 degrees in the sports hall. at 8:40. why do we do this in june"), ("assistant", "Grim. Fans on before they arrive, blinds down, and water bottles with labels off - that's about all you can do."), ("user", "Gary says fans are 'being sourced'. lol")],
            [("user", "had one coffee and a biscuit since 6. is that lunch"), ("assistant", "It is not lunch. You've got a gap at 12:15 before the PM session - take it.")],
            [("user", "a Y11 just asked me if she can sit Maths 'tomorrow instead' because she's 'not feeling it'"), ("assistant", "Ha. I hope she was told no, kindly."), ("user", "she was told no, less kindly")],
            [("user", "the Head walked into the hall mid-paper to 'see how it's going'. in heels. on the wooden floor"), ("assistant", "Classic. Maybe a polite line in the next staff bulletin about entering exam rooms?"), ("user", "I'll do it myself, it's quicker")],
            [("user", "weekend was nothing but sleeping and marking the rota. anyway"), ("assistant", "Back at it, then. Want the list of what's outstanding?"), ("user", "not yet, let me find my coffee")],
            [("user", "Maureen brought in lemon drizzle for the invigs. she is a national treasure"), ("assistant", "She is. Save me a slice, metaphorically.")],
            [("user", "hayfever + silent exam hall = me trying not to sneeze for 2 hours"), ("assistant", "Antihistamine before the AM session, and a tissue box by the invig desk - for you, not them.")],
        ]
        return self.take("chat", opts)

    def en_f_firedrill(self):
        if not self.quota("en_f_firedrill", 1):
            return None
        return [("user", "if the alarm actually goes mid-paper, what's the order of things? want it on one sheet for invig desks"),
                ("assistant", "One-sheet version:\n1. Stop - note the time on the board and on the incident sheet.\n"
                              "2. Candidates leave in silence, in seat order, papers left face down, nothing taken.\n"
                              "3. Keep them supervised and apart at the assembly point; no talking about the paper.\n"
                              "4. Nobody goes back in until the site team confirm it's safe.\n"
                              "5. Restart with the full remaining time, recorded, and add the lost minutes.\n"
                              "6. Write it all up the same day - the board will want times for a special consideration if needed."),
                ("user", self.pick(["perfect, printing 10", "good. laminating it", "thanks, exactly that"]))]

    def en_f_lost_script(self):
        if not self.quota("en_f_lost_script", 2):
            return None
        p = self.paper()
        n = self.r(18, 160)
        return [("user", "%s packet: register says %d sat, I've counted %d scripts. twice. PANIC" % (p[2], n, n - 1)),
                ("assistant", "Deep breath. Check in this order: the invig's folder and clipboard, the desks and floor of %s, the spare-stationery box, "
                              "then the attendance register pocket itself. Check the seating plan for who was absent but marked present too." % self.room()),
                ("user", self.pick(["FOUND IT. stuck to the back of the attendance register.", "found. in the spare answer booklet pile. someone's getting a talking to",
                                    "it was a marking error on the register, %d sat. crisis over" % (n - 1)])),
                ("assistant", "Phew. Worth a one-line note on the incident sheet anyway, in case the board asks.")]

    def en_f_correction(self):
        s = self.stu()
        r1, r2 = self.rng.sample(EN_ROOMS, 2)
        return [("user", self.pick(["correction to earlier - %s is in %s for %s, not %s", "ugh sorry, %s goes in %s for %s. not %s"]) % (s, r1, self.paper()[1], r2)),
                ("assistant", "Fixed - updated in your notes.")]

    def en_f_answered(self):
        if not self.quota("en_f_answered", 5):
            return None
        qa = self.take("answered", [
            ("what time do they need to be in for AM papers again?", "We've been saying 8:40 for a 9:00 start, so seating is done by 8:50 and the announcements at 8:55."),
            ("how many invigs for 140 in the hall?", "JCQ's ratio is one per 30 candidates, so five minimum, plus a floater if you've got the bodies."),
            ("centre number on the board - yes or no?", "Yes - centre number, start and finish times, and the paper code."),
            ("can they bring highlighters in?", "Yes, in a clear pencil case; they just can't highlight the answer spaces in a way that obscures writing."),
            ("do I have to keep the invig sign-in sheets?", "Yes, keep them with the seating plans and attendance registers for the series records."),
            ("is a clear water bottle with the label peeled off ok?", "Yes, that's the usual approach - label off, lid on, on the floor."),
        ])
        return [("user", qa[0]), ("assistant", qa[1])]

    def en_f_exam_log(self):
        p = self.paper()
        n = self.r(12, 180)
        ab = self.rng.randint(0, 3)
        inc = self.pick(["calculator with the lid still on, sorted", "one nosebleed, 4 mins out, logged", "nothing else",
                         "fire door alarm went off by itself at 10:12, 1 min, no stop", "kid fell asleep for 20 mins, woke up and carried on"])
        absent = ", ".join(self.stu() for _ in range(ab)) or "none"
        return [("user", "%s done: %s %d sat, absent: %s. one late (9:%02d, in). %s" % (self.pick(["AM", "PM"]), p[2], n, absent, self.rng.randint(5, 25), inc)),
                ("assistant", "Logged. %d sat, %d absent, 1 late arrival noted with time. I'll put the absentees on tonight's call list." % (n, ab))]

    def en_f_parent_email(self):
        if not self.quota("en_f_parent_email", 1):
            return None
        return [("user", "draft a short email to Y11 parents re bags + phones in exams, nothing too stern"),
                ("assistant", "Subject: Summer exams - what to bring (and what not to)\n\nDear parents and carers,\n\n"
                              "As the summer exams get going, a quick reminder of what students need. Please make sure they bring black pens, "
                              "a pencil, ruler and calculator in a clear pencil case, plus a clear water bottle with the label removed.\n\n"
                              "Phones and any kind of watch must be switched off and left in bags at the back of the room - even having one in a "
                              "pocket can lead to a paper being disqualified, which we really want to avoid.\n\n"
                              "Students should arrive 20 minutes before each exam. If they're ill on the day, please ring the exams office before 8:30.\n\n"
                              "Thank you for your support - they're doing brilliantly.\n\nMs J Whitlock\nExams Officer"),
                ("user", self.pick(["lovely. sending", "change 20 mins to 15 and it's fine", "perfect"]))]

    def en_f_invig_brief(self):
        if not self.quota("en_f_invig_brief", 1):
            return None
        return [("user", "5-line briefing for tomorrow morning pls, invigs all know the drill"),
                ("assistant", "1. Doors open 8:40, seated by 8:50, announcements 8:55.\n2. Two rooms have ET candidates - check the adjusted finish times on the board.\n"
                              "3. Phones in trays, bags at the back, labels off bottles.\n4. Any irregularity - incident sheet, with times.\n"
                              "5. Scripts straight to the exams office after, counted against the register."),
                ("user", "ta")]

    def en_f_modified(self):
        if not self.quota("en_f_modified", 2):
            return None
        rows = ["Paper,A3 enlarged,Cream A4,MLP,Needed"]
        short = []
        for p in self.rng.sample(PAPERS, self.rng.randint(4, 7)):
            have = self.rng.randint(0, 4)
            need = self.rng.randint(1, 4)
            rows.append("%s,%d,%d,%d,%d" % (p[2], have, self.rng.randint(0, 3), self.rng.randint(0, 2), need))
            if have < need:
                short.append(p[2])
        return [("user", "modified papers stock check:\n\n" + "\n".join(rows) + "\n\nare we short anywhere"),
                ("assistant", ("Short on A3 enlarged for %s. Worth ordering today - boards can take a few days." % ", ".join(short)) if short else "No - everything's covered."),
                ("user", self.pick(["ordering now", "ugh ok", "good"]))]

    def en_f_pay(self):
        if not self.quota("en_f_pay", 2):
            return None
        rows = []
        tot = 0
        for nm in self.rng.sample(EN_INVIGS, self.rng.randint(4, 7)):
            h = self.rng.randint(6, 30) + self.pick([0, 0.5])
            rows.append("%s - %s hrs" % (nm, ("%g" % h)))
            tot += h
        rate = self.pick([12.21, 12.60, 13.15])
        total = int(round(tot * rate * 100))
        money = "£{:,}.{:02d}".format(total // 100, total % 100)
        return [("user", "invig hours this week:\n" + "\n".join(rows) + "\nrate's £%.2f. total?" % rate),
                ("assistant", "%g hours x £%.2f = %s." % (tot, rate, money) if self.clean(money) else "%g hours in total - multiply by the rate for the claim." % tot),
                ("user", "ta, claim form time")]

    def en_f_parent_complaint(self):
        if not self.quota("en_f_parent_complaint", 1):
            return None
        res = []
        for _ in range(self.rng.randint(2, 4)):
            a, b, _ = self.stu_parts()
            res.append(self.en_mail_item("%s %s" % (self.pick(EN_PARENT_FIRST), b), "%s.%s%s@gmail.com" % (self.pick(EN_PARENT_FIRST).lower(), b.lower(), self.digits(2)),
                                         self.pick(["Exam room too hot", "Seating near the door", "Why was my son moved rooms?", "Noise from building work during exam"]),
                                         self.pick(["I am writing to raise a concern about", "My daughter came home very upset because", "I would like to understand why"]) + " ..."))
        return [("user", "any parent complaints in the inbox? Mr Hallam asked"),
                ("tool", "mail_search", {"args": {"query": "from:(gmail.com OR hotmail.co.uk) exam", "folder": "Inbox", "limit": 10},
                                         "out": {"total": len(res), "results": res}}),
                ("assistant", "%d: %s. None look like they need more than a phone call." % (len(res), "; ".join(m["subject"] for m in res))),
                ("user", self.pick(["will ring tomorrow", "forward them to him pls", "ugh. later"]))]

    def en_f_cal_add(self):
        d = self.exam_day(1, 6)
        h = self.pick([14, 15, 15, 16])
        title = self.pick(["SENCo catch-up", "Invig debrief", "Meet Dev re laptops", "Y11 year team - exam behaviour"])
        return [("user", "put %s in for %s %d:%s, 30 mins, rm 5" % (title.lower(), self.sd(d), h - 12, self.pick(["00", "30"]))),
                ("tool", "calendar", {"args": {"action": "create", "calendar": "Exams Office", "title": title, "start": self.iso(d, h, 0), "end": self.iso(d, h, 30), "location": "Rm 5"},
                                      "out": {"status": "created", "event_id": self.code("evt"), "conflicts": []}}),
                ("assistant", "Added - %s, %s, rm 5. No conflicts." % (title, self.sd(d)))]

    def en_f_phone_notes(self):
        if not self.quota("en_f_phone_notes", 1):
            return None
        board = self.pick(["AQA", "OCR", "Edexcel"])
        return [("user", "notes from call w/ %s:\n- damaged packet: they'll courier a replacement, need photos of seal\n- the 2 late entries are in, fee applies\n- if the paper doesn't arrive by 8:00 ring the urgent line, NOT email\n- hold music = Vivaldi, 35 mins of it" % board),
                ("assistant", "Tidied:\n- Damaged packet: photograph the seal and send; replacement coming by courier.\n- Two late entries accepted (fee will be invoiced).\n"
                              "- If it hasn't arrived by 8:00 on the day, use the urgent phone line.\n- Hold music: noted, with sympathy."),
                ("user", "lol")]

    def en_f_contact(self):
        first, last, _ = self.stu_parts()
        rec = self.en_mis_record(first, last)
        c = rec["contacts"][0]
        return [("user", "%s %s not in for %s, contact no?" % (first, last, self.paper()[2])),
                ("tool", "mis_lookup", {"args": {"query": "%s %s" % (first, last), "include": ["contacts"]}, "out": rec}),
                ("assistant", "Priority 1 is %s (%s), %s." % (c["name"], c["relationship"], c["phone"])),
                ("user", self.pick(["rang - migraine, not coming in. will do the form", "rang, no answer. left msg", "rang - overslept, on the way in now"])),
                ("assistant", self.pick(["Logged the call and the outcome.", "Noted on the absence log."]))]

    def en_f_heat(self):
        if not self.quota("en_f_heat", 1):
            return None
        return [("user", "forecast says 31 on Thurs. plan for the hall?"),
                ("assistant", "Blinds down and fans on from 7:30, fire doors propped only if a member of staff is on them, "
                              "water allowed for everyone, and ask Gary to check the hall thermometer at 8:30 and at the midpoint so you've got readings logged."),
                ("user", "good shout on the readings")]

    def en_f_stationery(self):
        if not self.quota("en_f_stationery", 1):
            return None
        n = self.r(20, 80)
        return [("user", "spare pens: %d. spare calcs: %d. rulers: none apparently?? who takes rulers" % (n, self.rng.randint(3, 15))),
                ("assistant", "Rulers vanish every year. There's a box of 30 in the maths prep room usually - worth borrowing for the series."),
                ("user", "raiding it now")]

    def en_f_should(self):
        if not self.quota("en_f_should", 3):
            return None
        qa = self.take("should", [
            ("should I send the full seating plans to heads of dept?", "I'd send room lists only - full plans with AA details are more than they need.", "yeah fair"),
            ("should we have a spare invig floating in week 2?", "Yes - week 2 has the biggest sessions and you've had two late cancellations already.", "ok adding"),
            ("should the rest-break kids get a separate start time?", "No, same start - breaks are logged as they happen, so a separate start just complicates the clock.", "makes sense"),
        ])
        return [("user", qa[0]), ("assistant", qa[1]), ("user", qa[2])]

    def en_f_et_calc(self):
        p = self.paper()
        h, m = self.pick([(9, 0), (13, 30), (9, 0), (13, 45)])
        rb = self.chance(0.5)
        adj = int(round(p[3] * 1.25))
        fin = h * 60 + m + adj
        s = self.stu()
        txt = "%s: 25%% ET on %s (%d mins), starts %d:%02d%s - finish time?" % (s, p[2], p[3], h, m, ", also has RB" if rb else "")
        ans = "%d mins plus 25%% is %d, so %d:%02d%s." % (
            p[3], adj, fin // 60, fin % 60, " - rest breaks don't count towards that, so add whatever breaks she actually takes" if rb else "")
        return [("user", txt), ("assistant", ans)]

    def en_f_room_conflict(self):
        d = self.exam_day(1, 10)
        ref = self.code("rb")
        who = self.pick(["Drama", "Music", "PE", "Y9 options evening", "PTA"])
        return [("user", "%s say they've booked the main hall %s?? it's been exams all series" % (who, self.sd(d))),
                ("tool", "room_booking", {"args": {"action": "check", "room": "Main Hall", "date": d.isoformat()},
                                          "out": {"room": "Main Hall", "date": d.isoformat(),
                                                  "bookings": [{"ref": self.code("rb"), "slot": "08:00-12:30", "purpose": "Exams (block booking)", "booked_by": "j.whitlock"},
                                                               {"ref": self.code("rb"), "slot": "12:45-16:30", "purpose": "Exams (block booking)", "booked_by": "j.whitlock"},
                                                               {"ref": ref, "slot": "16:45-19:00", "purpose": "%s rehearsal" % who, "booked_by": "staff"}],
                                                  "clashes": []}}),
                ("assistant", "They've got it 16:45-19:00, after the PM session - no clash on paper. The only risk is them setting up early, so worth a word about not going in before 16:45."),
                ("user", self.pick(["ok fine, will tell them", "phew. ok", "they WILL set up early. telling them now"]))]

    def en_f_aa_list(self):
        p = self.paper()
        rows = ["cand,name,arrangement,evidence"]
        readers = 0
        for _ in range(self.rng.randint(7, 12)):
            a = self.pick(["25% ET", "reader", "computer reader", "scribe", "RB", "WP", "25% ET; reader", "separate room"])
            readers += "reader" in a and "computer" not in a
            rows.append("%s,%s,%s,%s" % (self.cand(), self.stu(), a, self.pick(["Form 8", "EHCP", "centre", "Form 8"])))
        return [("user", "AA list for %s:\n\n%s\n\nhow many human readers do I need" % (p[2], "\n".join(rows))),
                ("assistant", "%d human reader%s (computer readers don't need one, they just need a laptop). If any share a room you could do 1:1 only - readers can't be shared." % (readers, "" if readers == 1 else "s")),
                ("user", "ok")]

    def en_f_invig_avail(self):
        if not self.quota("avail", 2):
            return None
        res = []
        for nm in self.rng.sample(EN_INVIGS, self.rng.randint(3, 6)):
            res.append(self.en_mail_item(nm, "%s.invig%s@gmail.com" % (nm.split()[0].lower(), self.digits(2)),
                                         self.pick(["Availability", "Next week", "RE: rota", "Can't do Thursday"]),
                                         self.pick(["I can do all week except Wednesday", "Only mornings next week please", "Sorry, hospital appt on Thursday",
                                                    "Happy to do extra if needed", "Can do Mon and Tue only"])))
        return [("user", "any invig availability replies in?"),
                ("tool", "mail_search", {"args": {"query": "availability OR rota", "folder": "Inbox", "limit": 10}, "out": {"total": len(res), "results": res}}),
                ("assistant", "%d replies: %s. I'd slot them into the rota once the last two come back." % (
                    len(res), "; ".join("%s (%s)" % (m["from"].split(" <")[0], m["snippet"].rstrip(" .")) for m in res)))]

    def en_f_day_view(self):
        d = self.exam_day(2, 12)
        evs = []
        for _ in range(self.rng.randint(2, 5)):
            p = self.paper()
            evs.append({"id": self.code("evt"), "title": "%s %s" % (p[2], p[1]), "start": self.iso(d, self.pick([9, 13]), self.pick([0, 30])),
                        "location": self.pick(["Sports Hall", "Main Hall", "Rm 22", "SEN base", "Library"]), "candidates": self.r(2, 190)})
        evs.sort(key=lambda e: e["start"])
        return [("user", "what's on %s?" % self.sd(d)),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "Exams Office", "from": d.isoformat(), "to": d.isoformat()},
                                      "out": {"calendar": "Exams Office", "date": d.isoformat(), "events": evs}}),
                ("assistant", "; ".join("%s %s (%s, %d)" % (e["start"][11:16], e["title"], e["location"], e["candidates"]) for e in evs) + "."),
                ("user", self.pick(["busy", "ok that's manageable", "oof"]))]

    def en_f_habits(self):
        if not self.quota("habits", 1):
            return None
        return [("user", "my exam morning rituals, in case I ever get replaced by a robot: coffee before 7:45, count every packet twice even when I'm sure, "
                         "comfy shoes (squeaky ones in the hall are a crime), and I always stand at the back for the first five minutes. superstition mostly"),
                ("assistant", "Ha - noted as habits, not rules. The double count is a good one to keep even if it's superstition.")]

    def en_f_floated(self):
        if not self.quota("floated", 2):
            return None
        dc, dr = self.take("floated", EN_REV_DISTRACT)
        return [("user", self.pick(["Mr Hallam floated the idea we %s (%s). parking it for now", "someone in SLT suggested we %s - %s apparently. not deciding today"]) % (dc, dr)),
                ("assistant", self.pick(["Parked - not treating it as decided.", "OK, noted as an idea only."]))]


# ======================================================================================
# Chinese: carriers and filler scenes
# ======================================================================================

ZH_DOMAIN = "hvis-sh.cn"
ZH_BOILER = [
    "请各位老师注意，所有试卷在开考前必须放在保密室，每次进出保密室均需登记。",
    "座位表须保留备查，享有考试便利安排（AA）的考生须在座位表中明确标注。",
    "如有疑问，请联系教务处，并注明考生编号。",
    "违反考试规定的行为将按考试局相关规定处理。",
    "本邮件为系统自动发送，请勿直接回复。",
    "感谢各位老师在考试季的辛苦付出。",
    "如学校无法按要求执行，须在考试前书面告知考试局。",
    "更多信息请参阅考试局官网上的最新考务手册。",
]
ZH_INTERNAL = ["有问题随时找我。", "我今天四点前都在办公室。", "抱歉晚了点发，这周太忙了。", "如果影响排班请告诉我。",
               "已抄送Mr Evans。", "辛苦了，知道这段时间事情多。", "这周找时间碰一下？", "之前那版作废，以这版为准。"]
ZH_VENDOR = ["本邮件由系统自动发送，请勿回复。", "取件时间为周一至周五9:00-17:00。", "如需帮助请访问官网客服页面。",
             "报价含税，自报价之日起30天内有效。", "请保留本邮件作为凭证。"]
ZH_PARENT = ["王女士", "李先生", "张妈妈", "陈爸爸", "刘女士", "赵先生", "孙妈妈", "周先生"]
ZH_MAIL_NOISE = [
    ("Cambridge International", "info@cambridgeinternational.org", "June 2027 series: final timetable reminders",
     "A reminder that centres must follow the published timetable and key time for all components..."),
    ("Pearson Edexcel", "intlexams@pearson.com", "Secure storage reminder",
     "Following a number of incidents, we are reminding centres of their obligations regarding..."),
    ("教务处", "jiaowu@" + ZH_DOMAIN, "下周考场安排（初稿）", "各位老师好，附件是下周的考场安排初稿，请核对监考时间……"),
    ("Cathy（SEN）", "cathy.lin@" + ZH_DOMAIN, "回复：读题名单", "又加了两个学生，评估报告都在档案里，明天聊一下？"),
    ("Mr Evans", "d.evans@" + ZH_DOMAIN, "SLT agenda Thursday", "Exams is item 4 - please bring the numbers for week 2..."),
    ("后勤 王师傅", "houqin@" + ZH_DOMAIN, "体育馆窗帘/风扇", "南面窗帘又卡住了，配件已经订了，大概……"),
    ("财务 刘老师", "caiwu@" + ZH_DOMAIN, "考试成本中心 - 月底报销", "麻烦周五前把附件里的发票编好预算号，有几张缺PO号……"),
    ("Kevin（IT）", "kevin.zhou@" + ZH_DOMAIN, "回复：机房2电脑重装", "24台全部重装完了，两台键盘有问题的已经换掉，备用的在柜子里……"),
    ("外聘监考中介", "service@jiankao-hr.cn", "监考人员档期确认", "您好，您咨询的日期目前我们有两位监考老师可以安排……"),
    ("家长 陈女士", "chen.mama@163.com", "明天请假 - 医院复查", "老师您好，孩子明天上午要去医院复查，可能会错过开考……"),
    ("年级组 Ms Wu", "vivian.wu@" + ZH_DOMAIN, "毕业卫衣能穿进考场吗？", "想问一下学生能不能穿毕业卫衣进考场，好几个都……"),
    ("Linda（主监考）", "linda.invig@qq.com", "下周排班", "陈老师好，下周我都可以，除了周三下午……"),
]


class ZhMixin:
    def zh_mail_item(self, sender, addr, subj, snippet, d=None):
        d = d or (self.today() - timedelta(days=self.rng.randint(0, 9)))
        return {"id": self.code("msg"), "from": "%s <%s>" % (sender, addr),
                "date": self.iso(d, self.rng.randint(7, 18), self.rng.randint(0, 59)),
                "subject": subj, "snippet": snippet, "has_attachment": self.chance(0.3),
                "labels": self.rng.sample(["收件箱", "考务", "考试局", "教职工", "待跟进"], 2)}

    def zh_mail_noise(self, n):
        return [self.zh_mail_item(*x) for x in self.rng.sample(ZH_MAIL_NOISE, n)]

    def zh_embed(self, f):
        k, v = f["kind"], f.get("v")
        nd = f["needles"]
        if k == "name":
            return self.pick(["本季考试局对接人为{v}，有问题可直接联系。", "巡考员{v}将到校检查，请确保保密室可以进入。",
                              "Cathy休假期间，AA相关事宜请联系{v}。", "体育馆考场主监考：{v}。"]).format(v=v)
        if k == "command":
            return self.pick(["请用管理员身份在每台考试电脑上运行：{v}", "解决办法：运行 {v} 然后重启。",
                              "如果再出现，运行 {v} 后再提交工单。"]).format(v=v)
        if k == "id":
            return self.pick(["编号为{v}，后续沟通请注明。", "已登记，编号{v}。", "单号：{v}"]).format(v=v)
        if k == "port":
            return self.pick(["服务已改为监听TCP {v}端口，考试VLAN的防火墙规则已同步更新。",
                              "首场机考前请确认{what}的出站{v}端口已开放。"]).format(v=v, what=f["what"])
        if k == "version":
            return self.pick(["所有考试电脑须使用{what} {v}及以上版本。", "{what}已统一升级到{v}。"]).format(v=v, what=f["what"])
        if k == "money":
            return self.pick(["应付总额为{v}。", "该项费用为{v}，请在30天内走报销流程。", "合计：{v}（不含税）。"]).format(v=v)
        if k == "date":
            return self.pick(["调整后的日期为{v}。", "请注意截止日期为{v}。", "现改期至{v}。"]).format(v=v)
        if k == "decision":
            return self.pick(["经今天会议讨论，决定{c}，因为{r}。", "校务会决定：{c}，理由是{r}。"]).format(c=nd[0], r=nd[1])
        return self.pick(["请提醒各位监考：{k}不得{a}。", "再次强调，{k}绝不能{a}。"]).format(a=nd[0], k=nd[1])

    def zh_sender_cached(self, f):
        if "_sender" not in f:
            f["_sender"] = self.zh_sender(f)
        return f["_sender"]

    def zh_stype(self, f):
        addr = self.zh_sender_cached(f)[1]
        if addr.endswith(ZH_DOMAIN) or "qq.com" in addr or "group-edu" in addr:
            return "internal"
        if any(x in addr for x in ("dhl", "jiankao")):
            return "vendor"
        return "board"

    def zh_boiler(self, f):
        pool = {"board": ZH_BOILER, "internal": ZH_INTERNAL, "vendor": ZH_VENDOR}[self.zh_stype(f)]
        bag = f.setdefault("_boil", self.rng.sample(pool, len(pool)))
        return bag.pop() if bag else self.pick(pool)

    def zh_sender(self, f):
        k = f["kind"]
        if k == "name":
            return self.pick([("剑桥国际中国办公室", "china@cambridgeinternational.org", "考试局对接人变更"),
                              ("Pearson考务支持", "intlexams@pearson.com", "巡考通知"),
                              ("Mr Evans", "d.evans@" + ZH_DOMAIN, "SEN工作安排")])
        if k in ("command", "port", "version"):
            return ("Kevin（IT）", "kevin.zhou@" + ZH_DOMAIN, "回复：考试电脑 - %s" % f["what"])
        if k == "id":
            return {
                "cas": ("Pearson考务支持", "intlexams@pearson.com", "您的case已更新"),
                "pf": ("DHL快递", "noreply@dhl.example", "取件已预约"),
                "hd": ("IT服务台", "helpdesk@" + ZH_DOMAIN, "【工单】考场时钟问题已更新"),
                "inv": ("剑桥国际中国办公室", "china@cambridgeinternational.org", "迟报及改报费用发票"),
                "sc": ("Cambridge International", "sc@cambridgeinternational.org", "特殊考虑申请已受理"),
                "inc": ("考务办", "kaowu@" + ZH_DOMAIN, "考场事件记录 - 手机"),
                "tv": ("Cambridge International", "tv@cambridgeinternational.org", "调考申请已确认"),
                "jcq": ("剑桥国际中国办公室", "china@cambridgeinternational.org", "巡考通知"),
                "sr": ("剑桥国际中国办公室", "china@cambridgeinternational.org", "答题卷回寄批次已生成"),
                "ent": ("Pearson考务支持", "intlexams@pearson.com", "补考报名已确认"),
                "aao": ("Cambridge International", "aa@cambridgeinternational.org", "AA申请已批准"),
                "rb": ("场地预约系统", "rooms@" + ZH_DOMAIN, "预约成功"),
            }[f["fam"]]
        if k == "money":
            return self.pick([("集团财务", "finance@group-edu.cn", "费用通知"),
                              ("外聘监考中介", "service@jiankao-hr.cn", "报价单 - 监考服务"),
                              ("财务 刘老师", "caiwu@" + ZH_DOMAIN, "考试成本中心 - 问一下")])
        if k == "date":
            return self.pick([("教务处", "jiaowu@" + ZH_DOMAIN, "日期调整通知"),
                              ("Mr Evans", "d.evans@" + ZH_DOMAIN, "日程安排"),
                              ("剑桥国际中国办公室", "china@cambridgeinternational.org", "日期变更通知")])
        if k == "decision":
            return ("孙主任（教务）", "sun.zr@" + ZH_DOMAIN, "校务会纪要 - 考务部分")
        return self.pick([("教务处", "jiaowu@" + ZH_DOMAIN, "监考提醒"),
                          ("Linda（主监考）", "linda.invig@qq.com", "监考培训要点")])

    def zh_gist(self, f):
        return {
            "name": "是那封说明对接人员的通知，具体是谁写在正文里。",
            "command": "是Kevin给的解决办法，命令在正文里，他说要用管理员身份运行。",
            "port": "是关于%s的防火墙调整。" % f.get("what", ""),
            "version": "是%s的版本要求，建议对照检查一下考试电脑。" % f.get("what", ""),
            "id": "就是带编号的那封，催的时候可以直接引用。",
            "money": "是费用通知，金额在第二段，30天内支付。",
            "date": "确认了新的日期，其他不需要处理。",
            "decision": "是会议纪要，考务相关的在中间那段。",
            "constraint": "是给监考的提醒，里面有一条算是新的，其他都是老规矩。",
        }[f["kind"]]

    # ---------------------------------------------------------------- carriers
    def zh_tool(self, f):
        k = f["kind"]
        if k == "id" and f["fam"] == "aao":
            return self.zh_mis_aa_carrier(f)
        if k == "id" and f["fam"] == "rb":
            return self.zh_booking_carrier(f)
        if k == "name" and self.chance(0.5):
            return self.zh_cal_carrier(f)
        sender, addr, subj = self.zh_sender_cached(f)
        asks = {
            "name": ["帮我找下那封说对接人/巡考的邮件，忘了谁发的了", "有封邮件说了以后找谁对接，帮我翻一下", "那封说新对接人的邮件是谁发的？找一下"],
            "command": ["找一下Kevin关于%s的那封邮件", "Kevin发过%s的解决办法，在哪", "搜一下IT讲%s的邮件"],
            "port": ["Kevin说的%s防火墙那个，在哪封邮件里来着？", "找一下讲%s端口的邮件", "IT发过%s和防火墙的事，帮我找找"],
            "version": ["把那封讲%s版本的邮件翻出来", "IT说%s要什么版本来着？找下邮件", "有封邮件讲升级%s的"],
            "id": ["帮我找有%s的那封邮件，登记要用", "搜一下%s", "存档要%s，邮件里发过的"],
            "money": ["找一下有那笔费用的邮件，财务在问", "有封发票/报价的邮件，帮我找找", "财务要那封有金额的邮件，搜一下"],
            "date": ["有封邮件改了个日期，帮我找找", "找一下改日期的那封邮件", "哪封邮件里有新的日期来着"],
            "decision": ["找一下孙主任发的校务会纪要，考务那部分", "搜一下校务会纪要", "这周的行政会纪要在哪"],
            "constraint": ["搜一下监考提醒那封邮件", "找一下给监考的提醒邮件", "有封讲监考规定的邮件，帮我找找"],
        }
        body = "%s\n\n%s\n\n%s\n\n%s\n\n%s" % (
            "陈老师好，" if self.zh_stype(f) == "internal" else self.pick(["各位老师好：", "您好，"]), self.zh_boiler(f), self.zh_embed(f),
            self.zh_boiler(f), self.pick(["谢谢！", "辛苦了", "此致"]))
        hit = self.zh_mail_item(sender, addr, subj, body[:40].replace("\n", "") + "……")
        hit["body"] = body
        res = self.zh_mail_noise(self.rng.randint(3, 6))
        res.insert(self.rng.randint(0, len(res)), hit)
        q = {"name": "对接人 OR 巡考", "command": "from:kevin.zhou", "port": "防火墙", "version": "版本",
             "id": f.get("what", "编号"), "money": "费用 OR 报价 OR 发票", "date": "日期 调整",
             "decision": "校务会纪要", "constraint": "监考提醒"}[k]
        ask = self.take("ask_" + k, asks[k])
        return [("user", ask % f["what"] if "%s" in ask else ask),
                ("tool", "mail_search", {"args": {"query": q, "folder": "全部邮件", "limit": 10},
                                         "out": {"query": q, "total": len(res) + self.rng.randint(0, 30), "results": res}}),
                ("assistant", "找到了，%s发的，%s。%s" % (sender, self.pick(["这周早些时候", "上周", "前几天"]), self.zh_gist(f)))]

    def zh_mis_record(self, sur, given, en, aao=None, tutor=None):
        papers = self.rng.sample(PAPERS_ZH, self.rng.randint(3, 6))
        ents = []
        for p in papers:
            d = self.exam_day(0, 25)
            ents.append({"board": p[0], "component": p[2], "title": p[1], "date": d.isoformat(),
                         "session": self.pick(["AM", "PM"]), "duration_mins": p[3], "adjusted_mins": int(p[3] * 1.25),
                         "room": self.pick(ZH_ROOMS), "seat": "%s%d" % (self.pick("ABCDEF"), self.rng.randint(1, 12))})
        aas = [{"type": "25%延时", "approved": "2026-%02d-%02d" % (self.rng.randint(9, 12), self.rng.randint(1, 28)),
                "evidence": self.pick(["教育心理评估报告", "评估报告+学习支持记录", "医院诊断证明"]),
                "ref": aao or self.code("aao"), "expires": "2028-%02d-30" % self.rng.randint(4, 9)}]
        for t in self.rng.sample(["休息时间（有监考）", "读题（电脑读屏）", "单独考场", "电脑打字（关拼写检查）",
                                  "彩色覆盖片", "A3放大试卷"], self.rng.randint(1, 3)):
            aas.append({"type": t, "approved": "2026-%02d-%02d" % (self.rng.randint(9, 12), self.rng.randint(1, 28)),
                        "evidence": "校内批准", "ref": None})
        rec = {
            "student_id": self.r(20000, 39999), "name_cn": sur + given, "english_name": "%s %s" % (en, "Student"),
            "candidate_number": self.cand(), "centre": "CN" + str(self.r(100, 999)), "grade": "",
            "homeroom": self.pick(["11A", "11B", "11C", "13A", "13B"]), "dob": "20%02d-%02d-%02d" % (self.pick([10, 11]), self.rng.randint(1, 12), self.rng.randint(1, 28)),
            "sen": self.pick(["有", "无", "观察中"]), "attendance_pct": self.r(820, 995) / 10.0,
            "access_arrangements": aas, "entries": ents,
            "medical": self.pick(["无", "哮喘 - 吸入器放桌上", "1型糖尿病 - 可带零食和血糖仪", "花粉过敏", "偏头痛 - 靠门坐"]),
            "guardians": [{"relation": "", "name": sur + self.pick(["先生", "女士"]),
                           "phone": "139" + self.digits(8), "priority": 1},
                          {"relation": self.pick(["外婆", "阿姨", "父亲"]), "name": self.pick(ZH_PARENT),
                           "phone": "186" + self.digits(8), "priority": 2}],
        }
        rec["english_name"] = en
        rec["grade"] = "Y" + rec["homeroom"][:2]
        g0 = rec["guardians"][0]
        g0["relation"] = "父亲" if g0["name"].endswith("先生") else "母亲"
        if tutor:
            rec["tutor"] = tutor
        return rec

    def zh_mis_aa_carrier(self, f):
        sur, given, en = self.stu_parts()
        rec = self.zh_mis_record(sur, given, en, aao=f["v"])
        return [("user", self.pick(["调一下%s%s的AA记录，巡考要看批复编号", "%s%s的AA是什么来着？25%%是考试局批的还是校内批的？",
                                    "巡考资料夹要%s%s的考试便利安排"]) % (sur, given)),
                ("tool", "mis_lookup", {"args": {"query": sur + given, "include": ["access_arrangements", "entries", "guardians"]}, "out": rec}),
                ("assistant", "%s%s（%s，%s）：25%%延时是考试局批的（证据：%s），另外还有%s。这季一共%d场；批复编号在记录里延时那一条上，可以直接复制进资料夹。" % (
                    sur, given, en, rec["homeroom"], rec["access_arrangements"][0]["evidence"],
                    "、".join(a["type"] for a in rec["access_arrangements"][1:]), len(rec["entries"])))]

    def zh_booking_carrier(self, f):
        d = self.exam_day(1, 10)
        room = self.pick(["B205", "A208", "小剧场", "C102", "B310"])
        p = self.paper()
        return [("user", "帮我订%s，%s下午，%s补考，3个学生加1个监考" % (room, self.sd(d), p[1])),
                ("tool", "room_booking", {"args": {"action": "book", "room": room, "date": d.isoformat(), "session": "PM",
                                                   "purpose": "考试 - %s %s" % (p[0], p[2]), "attendees": 4},
                                          "out": {"status": "confirmed", "booking": {"ref": f["v"], "room": room, "date": d.isoformat(),
                                                  "start": "12:45", "end": "16:15", "capacity": self.r(18, 34), "booked_by": "kaowu",
                                                  "notes": "考务占用，未经考务办同意不得释放"},
                                                  "warnings": ["该时段原有初一地理课，将被调走"]}}),
                ("assistant", "订好了：%s，%s 12:45-16:15，已标记为考务占用。提醒一下：这会占掉初一的一节地理课，需要让排课老师调一下。" % (room, self.sd(d)))]

    def zh_cal_carrier(self, f):
        d0 = self.today()
        evs = []
        for _ in range(self.rng.randint(4, 7)):
            d = self.exam_day(0, 8)
            h = self.rng.randint(8, 16)
            evs.append({"id": self.code("evt"), "title": self.pick(["行政会", "SEN沟通", "监考培训", "年级大会", "教研组长会", "消防报警测试"]),
                        "start": self.iso(d, h, 0), "end": self.iso(d, h, 45), "location": self.pick(["A301", "考务办", "报告厅", "图书馆", "Teams"]),
                        "attendees": [self.pick(["d.evans", "cathy.lin", "sun.zr", "kevin.zhou"]) + "@" + ZH_DOMAIN]})
        d = self.exam_day(1, 8)
        evs.insert(self.rng.randint(0, len(evs)), {
            "id": self.code("evt"), "title": self.pick(["外部来访 - 考务", "巡考", "外聘监考见面"]),
            "start": self.iso(d, 10, 30), "end": self.iso(d, 11, 30), "location": "考务办",
            "attendees": [{"displayName": f["v"], "email": "visitor%s@external.example" % self.digits(3), "response": "accepted"}],
            "notes": "前台登记、访客证，陪同进保密室"})
        evs.sort(key=lambda e: e["start"])
        return [("user", self.pick(["接下来一周多有哪些外面的人要来？", "日历里有外部来访吗？要跟前台说一声"])),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "考务办", "from": d0.isoformat(), "to": (d0 + timedelta(days=10)).isoformat()},
                                      "out": {"calendar": "考务办", "timezone": "Asia/Shanghai", "events": evs}}),
                ("assistant", "接下来十天只有一个外部来访：%s上午10:30在考务办（对方已接受，备注写了访客证和陪同进保密室），其余都是校内的。" % self.sd(d))]

    def zh_paste(self, f):
        if f["kind"] == "name" and self.chance(0.5):
            p = self.paper()
            rows = ["座位 | 考号 | 姓名 | AA"]
            for i in range(self.rng.randint(8, 14)):
                sur, given, en = self.stu_parts()
                rows.append("%s%d | %s | %s%s %s | %s" % (self.pick("ABCD"), i + 1, self.cand(), sur, given, en,
                                                          self.pick(["-", "-", "-", "25%ET", "休息", "25%ET+休息", "打字"])))
            d = self.exam_day(0, 6)
            txt = "%s - %s %s（%s）\n%s 上午 | 9:00开考 | 监考：%s（主监考）、%s\n\n%s" % (
                self.pick(["体育馆", "多功能厅", "图书馆二楼", "A301"]), p[0], p[2], p[1], self.sd(d), f["v"], self.invig(), "\n".join(rows))
            return [("user", self.pick(["这场的座位表，看看有没有问题\n\n", "贴一下座位表：\n\n"]) + txt),
                    ("assistant", "整体没问题，一共%d人，ET和休息的学生没有扎堆。唯一建议：ET的学生尽量排在靠门那排，其他人交卷离场时不容易打扰到他们。" % (len(rows) - 1))]
        sender, addr, subj = self.zh_sender_cached(f)
        d = self.today() - timedelta(days=self.rng.randint(0, 4))
        body = "-----转发邮件-----\n发件人：%s <%s>\n时间：%04d-%02d-%02d %s %02d:%02d\n收件人：kaowu@%s\n主题：%s\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s\n%s" % (
            sender, addr, d.year, d.month, d.day, DOW_ZH[d.weekday()], self.rng.randint(7, 18), self.rng.randint(0, 59), ZH_DOMAIN, subj,
            "陈老师好，" if self.zh_stype(f) == "internal" else self.pick(["各位老师好：", "您好："]), self.zh_boiler(f), self.zh_embed(f),
            self.zh_boiler(f), self.zh_boiler(f), self.pick(["谢谢！", "辛苦了！", "此致"]), sender)
        intro = self.pick(["转一下，帮我看看：", "%s发的，帮我总结下" % sender, "贴这里方便找：", "刚收到的，说重点", "又来一封："])
        return [("user", intro + "\n\n" + body),
                ("assistant", "重点：" + self.zh_gist(f) + self.pick({
                    "board": ["其他都是保密室和座位表的常规内容。", "其余是之前见过的标准措辞。"],
                    "internal": ["其余就是些寒暄。", "其他没有需要处理的。"],
                    "vendor": ["其余是他们的标准条款。", "其他不需要处理。"]}[self.zh_stype(f)] + ["不需要回复，除非你有疑问。"]))]

    def zh_assistant(self, f):
        k = f["kind"]
        nd = f["needles"]
        if k == "name":
            sur, given, en = self.stu_parts()
            tut = {"surname": f["last"], "given_name": f["first"], "title": self.pick(["老师", "Ms", "Mr"]),
                   "email": "t%s@%s" % (self.digits(4), ZH_DOMAIN), "office": self.pick(["A210", "B108", "C305"])}
            rec = self.zh_mis_record(sur, given, en, tutor=tut)
            return [("user", "%s%s的班主任是谁？学生陈述要班主任签字（书包里手机那件事）" % (sur, given)),
                    ("tool", "mis_lookup", {"args": {"query": sur + given, "include": ["tutor", "guardians"]}, "out": rec}),
                    ("assistant", "%s%s在%s班，班主任是%s（办公室%s）。要不要我起草一条消息请班主任签字？" % (sur, given, rec["homeroom"], f["v"], tut["office"])),
                    ("user", self.pick(["不用，课间我去找", "好，简短点", "算了 我自己发"]))]
        if k == "command":
            return [("user", self.pick(["%s的命令是啥来着？Kevin今天请假", "我自己要弄一下%s，IT不接电话，怎么搞"]) % f["what"]),
                    ("assistant", "在那台考试电脑上用管理员身份运行：\n\n    %s\n\n等几秒看一下结果，学生进场前确认好。如果报错，截图发给Kevin。" % f["v"])]
        if k == "money":
            ps = self.split_money(f)
            what = self.pick([("监考费", "周一到周三", "周四周五", "备用日"), ("迟报费", "CAIE", "Pearson", "改报"),
                              ("复核费", "英文那几份", "理科的", "两份A2"), ("中介发票", "第一周", "第二周", "培训那天")])
            return [("user", "%s：%s %s，%s %s，%s %s，一共多少？" % (what[0], what[1], ps[0], what[2], ps[1], what[3], ps[2])),
                    ("assistant", "一共是%s。" % f["v"]),
                    ("user", self.pick(["比我想的多", "好 跟财务说", "肉疼。好吧"]))]
        if k == "date":
            n = self.rng.randint(1, 4)
            ev = f["d"] + timedelta(weeks=n)
            what = self.pick([("AA申请", "第一门考试"), ("改版试卷订单", "第一门考试"), ("调考申请", "中文口语"), ("监考合同", "考试季第一场")])
            return [("user", "如果%s要在%s的%s（%s）前%d周交，最晚哪天？" % (what[0], self.stu(), what[1], self.sd(ev), n)),
                    ("assistant", "从%s往前推%d周是%s（%s）。建议提前两天交，以防被退回。" % (self.sd(ev), n, f["v"], DOW_ZH[f["d"].weekday()]))]
        if k == "decision":
            return [("user", self.pick(["这个我拿不定主意——Mr Evans觉得应该%s，我不太认同。你会怎么做？",
                                        "行政会要我明天给个意见：要不要%s？我直觉是不要。你觉得呢",
                                        "纠结半天了。现在桌上的方案是%s，你怎么看？"]) % f["alt"]),
                    ("assistant", self.pick(["说实话我会{c}——{r}。", "我建议{c}，主要是因为{r}。", "我会选择{c}，关键是{r}。"]).format(c=nd[0], r=nd[1])
                     + "这样对监考来说也更简单。"),
                    ("user", self.take("decok", ["有道理，就这么办", "行，我去跟他说", "好 被说服了", "嗯 就这个"]))]
        pts = ["每张桌子都能看到钟，开考前跟考务办的钟对一下。", "开考前把考点号和考号写在白板上。",
               "书包放后面，手机关机放进收纳盒，没有例外。", "任何异常都写进事件记录表，写清时间。", "巡场要轻，不要站在学生身后看答卷。"]
        self.rng.shuffle(pts)
        pts.insert(self.rng.randint(0, 3), "%s绝对不能%s。" % (nd[1], nd[0]))
        return [("user", self.pick(["明天给新监考培训，重点强调啥？", "给我列监考培训最重要的5条"])),
                ("assistant", "最重要的几条：\n" + "\n".join("%d. %s" % (i + 1, p) for i, p in enumerate(pts[:6])))]

    # ---------------------------------------------------------------- day markers
    def zh_day_start(self):
        d = self.today()
        evs = []
        for _ in range(self.rng.randint(2, 4)):
            p = self.paper()
            am = self.chance(0.5)
            evs.append({"id": self.code("evt"), "title": "%s %s %s（%s）" % (p[0], p[2], p[1], "上午" if am else "下午"),
                        "start": self.iso(d, 9 if am else 13, 0 if am else 30),
                        "location": self.pick(["体育馆", "多功能厅", "A301", "图书馆二楼", "学习支持中心"]),
                        "candidates": self.r(3, 160)})
        evs.append({"id": self.code("evt"), "title": self.pick(["SEN沟通", "和孙主任碰头", "监考复盘"]),
                    "start": self.iso(d, 15, 30), "end": self.iso(d, 16, 0), "location": "考务办"})
        u = self.take("ds", ["早。今天有啥", "早上好！！咖啡在手 今天什么安排", "第{n}天了 今天有什么",
                             "早 地铁晚点了 今天啥情况", "{dow}了 来吧"]).format(n=self.day + 1, dow=DOW_ZH[d.weekday()])
        return [("user", u),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "考务办", "from": d.isoformat(), "to": d.isoformat()},
                                      "out": {"calendar": "考务办", "date": d.isoformat(), "events": evs}}),
                ("assistant", "今天（%s）：%s。另外15:30有%s。" % (self.sd(d), "；".join("%s，%s" % (e["title"], e["location"]) for e in evs[:-1]), evs[-1]["title"]))]

    def zh_day_end(self):
        return [("user", self.take("de", ["撤了 脑子已经是浆糊", "今天到这 下班", "回家了 再不走要哭了 明天见", "下线了，答题卷在保险柜，钥匙在我包里"])),
                ("assistant", self.pick(["晚安，今天的都记下了。", "快回家吧，今天的笔记都存好了。", "好，明早我把清单准备好。"]))]

    # ---------------------------------------------------------------- fillers
    def zh_f_mis_aa(self):
        sur, given, en = self.stu_parts()
        rec = self.zh_mis_record(sur, given, en)
        e = rec["entries"][0]
        return [("user", self.pick(["%s%s的AA是什么来着", "调一下%s%s", "%s%s 的AA和考场？"]) % (sur, given)),
                ("tool", "mis_lookup", {"args": {"query": sur + given, "include": ["access_arrangements", "entries"]}, "out": rec}),
                ("assistant", "%s%s（%s）：%s。第一场是%s %s，%s %s，%d分钟延到%d分钟，座位%s。" % (
                    sur, given, rec["homeroom"], "；".join(a["type"] for a in rec["access_arrangements"]),
                    e["board"], e["component"], e["date"], e["session"], e["duration_mins"], e["adjusted_mins"], e["seat"])),
                ] + self.pick([[("user", "医疗备注呢"), ("assistant", "医疗备注：%s。" % rec["medical"])],
                               [("user", "考号多少"), ("assistant", "%s。" % rec["candidate_number"])],
                               [("user", "好 谢"), ("assistant", "不客气。")]])

    def zh_f_calendar_week(self):
        d0 = self.today()
        evs = []
        for _ in range(self.rng.randint(6, 10)):
            d = self.exam_day(0, 6)
            p = self.paper()
            evs.append({"id": self.code("evt"), "title": "%s %s（%s）" % (p[2], p[1], self.pick(["上午", "下午"])),
                        "start": self.iso(d, self.pick([9, 13]), self.pick([0, 30])), "location": self.pick(["体育馆", "多功能厅", "A301", "学习支持中心"]),
                        "candidates": self.r(2, 180), "invigilators": self.rng.sample(ZH_INVIGS, self.rng.randint(1, 4))})
        evs.sort(key=lambda e: e["start"])
        b = max(evs, key=lambda e: e["candidates"])
        return [("user", self.pick(["这周剩下的怎么样", "接下来几天的日程？", "到周五我还有啥"])),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "考务办", "from": d0.isoformat(), "to": (d0 + timedelta(days=6)).isoformat()},
                                      "out": {"calendar": "考务办", "events": evs, "count": len(evs)}}),
                ("assistant", "一共%d场。人最多的是%s，%d人；有%d场只排了一个监考，30人以上的话有点悬。" % (
                    len(evs), b["title"], b["candidates"], sum(1 for e in evs if len(e["invigilators"]) == 1)))]

    def zh_f_room_free(self):
        d = self.exam_day(1, 8)
        rooms = []
        for nm in self.rng.sample(["A208", "B205", "B310", "C102", "小剧场", "多功能厅", "机房2", "图书馆二楼"], 6):
            rooms.append({"room": nm, "capacity": self.r(12, 60), "floor": self.pick([1, 1, 2, 3]),
                          "features": self.rng.sample(["时钟", "窗帘", "无障碍洗手间", "电梯", "风扇", "投影"], 3),
                          "status": self.pick(["空闲", "空闲", "有课（可调）", "已预约"])})
        conflicts = [{"room": r["room"], "booked_by": self.pick(["戏剧社", "初二选课会", "体育外审", "音乐课"]), "ref": self.code("rb")}
                     for r in rooms if r["status"] == "已预约"]
        free = sorted([r for r in rooms if r["status"] == "空闲"] or rooms[:1], key=lambda r: r["floor"])
        ch = free[0]
        return [("user", "%s下午要找个地方给3个有休息时间的学生，最好一楼，离洗手间近" % self.sd(d)),
                ("tool", "room_booking", {"args": {"action": "search", "date": d.isoformat(), "session": "PM", "min_capacity": 4},
                                          "out": {"date": d.isoformat(), "session": "PM", "rooms": rooms, "conflicts": conflicts}}),
                ("assistant", "%s最合适：空闲，%d楼，容量%d，有%s。要我订吗？" % (ch["room"], ch["floor"], ch["capacity"], "、".join(ch["features"]))),
                ("user", self.pick(["订吧", "好 订", "嗯"])),
                ("tool", "room_booking", {"args": {"action": "book", "room": ch["room"], "date": d.isoformat(), "session": "PM", "purpose": "考务 - 休息时间"},
                                          "out": {"status": "confirmed", "booking": {"ref": self.code("rb"), "room": ch["room"], "date": d.isoformat(), "start": "12:45", "end": "16:30"}}}),
                ("assistant", "订好了：%s，%s下午12:45-16:30。" % (ch["room"], self.sd(d)))]

    def zh_f_inbox(self):
        if not self.quota("zh_f_inbox", 2):
            return None
        res = self.zh_mail_noise(self.rng.randint(5, 8))
        return [("user", self.pick(["考试局昨天到现在有邮件吗", "帮我看下收件箱 我不想看", "邮件有啥新的"])),
                ("tool", "mail_search", {"args": {"query": "newer_than:2d", "folder": "收件箱", "limit": 10}, "out": {"total": len(res), "results": res}}),
                ("assistant", "%d封新的。值得看的：%s。其余都是常规的。" % (len(res), "；".join("%s（%s）" % (m["subject"], m["from"].split(" <")[0]) for m in res[:3])))]

    def zh_f_board_email(self):
        if not self.quota("board_email", 3):
            return None
        topic = self.take("board_topic", [
            ("Calculators in examinations - reminder", "Candidates may not use calculators that can store text or formulae, have QWERTY keyboards, or can communicate. Invigilators should check calculators before the start and remove any lids or cases.",
             "计算器规定：不能存储文字/公式、不能有全键盘、不能联网；监考开考前要检查，盖子和套子要拿掉。"),
            ("Attendance registers - amended process", "From this series attendance registers will be pre-populated. Please mark absences clearly and return the register in the script packet, not separately.",
             "考勤表这季开始预先打印好名单，缺考要标清楚，考勤表要放进答题卷袋里一起寄，不要单独寄。"),
            ("Secure storage audit", "We will be sampling centres for a remote secure storage audit. Selected centres will receive a short questionnaire and may be asked to provide photographs of the secure room and its log.",
             "考试局会抽查保密室，被抽到的学校要填问卷，可能还要提供保密室和登记本的照片。"),
            ("Dispatch of scripts", "Scripts must be dispatched on the day of the examination unless the component is subject to an approved timetable variation. Please keep proof of dispatch for the series.",
             "答题卷要当天寄出（除非有批准的调考），寄件凭证整季都要保留。"),
        ])
        text = "CAIE发的，帮我总结下\n\n---\nSubject: %s\n\nDear Exams Officer,\n\n%s\n\nIf you have any queries, please contact us quoting your centre number.\n\nPlease note this mailbox is not monitored.\n\nKind regards,\nCambridge International Customer Services" % (topic[0], topic[1])
        return [("user", text), ("assistant", "总结：%s这些我们本来就在做，培训时提一句就行。" % topic[2]),
                ("user", self.pick(["好", "行 忽略", "知道了 谢"]))]

    def zh_f_seating(self):
        if not self.quota("zh_f_seating", 2):
            return None
        p = self.paper()
        rows = ["座位,考号,姓名,英文名,AA"]
        ets = []
        for i in range(self.rng.randint(10, 16)):
            sur, given, en = self.stu_parts()
            aa = self.pick(["", "", "", "25%ET", "休息", "25%ET"])
            seat = "%s%d" % (self.pick("ABC"), i + 1)
            rows.append("%s,%s,%s%s,%s,%s" % (seat, self.cand(), sur, given, en, aa))
            if "ET" in aa:
                ets.append((seat, sur + given))
        inA = [x for x in ets if x[0].startswith("A")]
        ans = ("A排有%s是ET，建议挪到靠门那排。" % "、".join("%s（%s）" % (x[1], x[0]) for x in inA)) if inA else "A排没有ET的学生，ET一共%d个，都不在前排。" % len(ets)
        return [("user", "%s %s %s的座位表：\n\n%s\n\n帮我看下ET的有没有排在A排" % (self.room(), p[2], self.sd(self.exam_day(0, 5)), "\n".join(rows))),
                ("assistant", ans)]

    def zh_f_clash(self):
        if not self.quota("zh_f_clash", 2):
            return None
        rows = ["cand_no,name,date,session,comp_1,comp_2,total_mins"]
        first = None
        for _ in range(self.rng.randint(3, 7)):
            sur, given, en = self.stu_parts()
            p1, p2 = self.rng.sample(PAPERS_ZH, 2)
            d = self.exam_day(0, 14)
            rows.append("%s,%s%s,%s,%s,%s,%s,%d" % (self.cand(), sur, given, d.isoformat(), self.pick(["AM", "PM"]), p1[2], p2[2], p1[3] + p2[3]))
            first = first or (sur + given, p1, p2)
        return [("user", "系统导出的冲突名单，帮我核一下\n\n" + "\n".join(rows)),
                ("assistant", "一共%d个冲突。%s：先考%s，中间有监管的休息，接着考%s，总共%d分钟加休息，当天能考完。其他几个情况类似，都不需要隔夜。" % (
                    len(rows) - 1, first[0], first[1][2], first[2][2], first[1][3] + first[2][3])),
                ("user", self.pick(["好 松口气", "行 明天发冲突通知", "嗯"]))]

    def zh_f_rota_swap(self):
        if not self.quota("zh_f_rota_swap", 2):
            return None
        names = self.rng.sample(ZH_INVIGS, 10)
        grid = {}
        for rm in ["体育馆", "A301", "学习支持中心", "图书馆"]:
            grid[rm] = [self.pick(names[:8]) for _ in range(6)]
        tue_am = [grid[rm][2] for rm in grid]
        who = tue_am[self.rng.randint(0, 3)]
        rep = [n for n in names if n not in tue_am][0]
        lines = ["        | 周一上午 周一下午 | 周二上午 周二下午 | 周三上午 周三下午"]
        for rm, row in grid.items():
            lines.append("%s | %s" % (rm, " | ".join("%s %s" % (row[i], row[i + 1]) for i in (0, 2, 4))))
        tail = self.pick([[("user", "要"), ("assistant", "草稿：“%s您好，周二上午能帮忙监考吗？8:30到12:00，非常感谢！”" % rep)],
                          [("user", "不用 我自己微信说"), ("assistant", "好的。")],
                          [("user", "先问问Linda吧"), ("assistant", "也好，她知道谁愿意多排几场。")]])
        return [("user", "%s周二上午来不了了（去医院）。排班表：\n\n%s\n\n谁能换？" % (who, "\n".join(lines))),
                ("assistant", "%s周二上午没排班，最适合替。要我帮你拟条消息吗？" % rep)] + tail

    def zh_f_chat(self):
        if not self.quota("zh_f_chat", 6):
            return None
        opts = [
            [("user", "体育馆早上8点40就29度了 为什么夏天考试啊"), ("assistant", "太惨了。学生进场前开风扇、拉窗帘，水瓶撕掉标签可以带——能做的也就这些。"), ("user", "后勤说风扇“在协调中”哈哈哈")],
            [("user", "从6点到现在就喝了一杯咖啡吃了块饼干 这算午饭吗"), ("assistant", "不算。12:15到下午场之间有空，去吃点东西。")],
            [("user", "有个高二学生问我数学能不能“明天再考”因为今天“状态不好”"), ("assistant", "哈，希望有人温柔地拒绝了她。"), ("user", "拒绝了 不太温柔")],
            [("user", "校长考试中间走进体育馆“看看情况” 穿着高跟鞋 木地板"), ("assistant", "经典。要不要在下期教职工通讯里委婉提一下进考场的规定？"), ("user", "我自己说 更快")],
            [("user", "周末除了睡觉就是排班表 唉 继续"), ("assistant", "那就开工吧。要看待办清单吗？"), ("user", "先别 我找下咖啡")],
            [("user", "Linda给监考们带了柠檬蛋糕 她是国宝"), ("assistant", "确实是。帮我留一块（精神上的）。")],
            [("user", "花粉过敏+安静的考场=我两个小时憋着不打喷嚏"), ("assistant", "上午场前吃抗过敏药，监考桌放一盒纸巾——给你自己用的。")],
        ]
        return self.take("chat", opts)

    def zh_f_firedrill(self):
        if not self.quota("zh_f_firedrill", 1):
            return None
        return [("user", "如果考试中真的火警响了，流程是什么？想打印一页放在监考桌上"),
                ("assistant", "一页版：\n1. 停——在白板和事件记录表上写下时间。\n2. 学生按座位顺序安静离开，试卷反扣在桌上，什么都不带。\n"
                              "3. 在集合点继续监管，学生之间分开站，不许讨论试卷。\n4. 后勤确认安全前谁都不进楼。\n"
                              "5. 重新开始时给足剩余时间，并补上中断的时间，全部记录。\n6. 当天写完情况说明——如果要申请特殊考虑，考试局会要时间记录。"),
                ("user", self.pick(["完美 打印10份", "好 去过塑", "谢谢 就是这个"]))]

    def zh_f_lost_script(self):
        if not self.quota("zh_f_lost_script", 2):
            return None
        p = self.paper()
        n = self.r(18, 150)
        return [("user", "%s那袋：考勤表上%d人考了，我数了%d份答题卷，数了两遍。崩溃" % (p[2], n, n - 1)),
                ("assistant", "先别慌。按顺序找：监考的文件夹和写字板、%s的桌面和地上、备用文具箱、考勤表的袋子本身。再对一下座位表，看有没有缺考被误标成出勤的。" % self.room()),
                ("user", self.pick(["找到了！！粘在考勤表背面", "找到了 在备用答题本那堆里 回头要说一下", "是考勤表标错了，实际%d人 虚惊一场" % (n - 1)])),
                ("assistant", "还好。建议还是在事件记录表上写一句，以防考试局问起。")]

    def zh_f_correction(self):
        s = self.stu()
        r1, r2 = self.rng.sample(ZH_ROOMS, 2)
        return [("user", self.pick(["更正一下：%s考%s是在%s，不是%s", "啊抱歉 %s的%s在%s 不是%s"]) % (s, self.paper()[1], r1, r2)),
                ("assistant", "已改好。")]

    def zh_f_answered(self):
        if not self.quota("zh_f_answered", 5):
            return None
        qa = self.take("answered", [
            ("上午场学生几点要到来着？", "我们一直说8:40到，9点开考，8:50坐好，8:55宣读。"),
            ("体育馆140个人要几个监考？", "按1:30的比例，最少5个，有人手的话再加一个机动。"),
            ("考点号要写白板上吗？", "要，考点号、开考和结束时间、试卷代码都要写。"),
            ("荧光笔能带进去吗？", "可以，放透明笔袋里；只是不能把答题区涂得看不清字。"),
            ("监考签到表要保留吗？", "要，和座位表、考勤表一起作为这季的存档。"),
            ("撕了标签的透明水瓶可以吗？", "可以，一般都这么处理：撕标签、盖好盖子、放地上。"),
        ])
        return [("user", qa[0]), ("assistant", qa[1])]

    def zh_f_exam_log(self):
        p = self.paper()
        n = self.r(12, 160)
        ab = self.rng.randint(0, 3)
        inc = self.pick(["计算器盖子没拿掉，已处理", "一个流鼻血，出去4分钟，已记录", "其他没事",
                         "10:12防火门报警自己响了1分钟，没有中断", "有个学生睡了20分钟，醒了接着写"])
        absent = "、".join(self.stu() for _ in range(ab)) or "无"
        return [("user", "%s场结束：%s %d人考，缺考：%s。一个迟到（9:%02d，已进场）。%s" % (self.pick(["上午", "下午"]), p[2], n, absent, self.rng.randint(5, 25), inc)),
                ("assistant", "已记录：%d人参考，%d人缺考，迟到的时间也记了。缺考的学生我放到今晚的电话名单里。" % (n, ab))]

    def zh_f_parent_notice(self):
        if not self.quota("zh_f_parent_notice", 1):
            return None
        return [("user", "帮我写个简短的家长通知，关于考试带什么/不带什么，别太凶"),
                ("assistant", "各位家长好：\n\n夏季大考已经开始，提醒一下孩子需要带的东西：黑色签字笔、铅笔、尺子和计算器，装在透明笔袋里；"
                              "可以带撕掉标签的透明水瓶。\n\n手机和任何手表都要关机放在考场后面的书包里——哪怕只是放在口袋里，也可能导致该科成绩作废，我们都不希望看到。\n\n"
                              "请让孩子每场提前20分钟到。如果当天生病，请在8:30前打电话到考务办。\n\n谢谢配合，孩子们都很棒！\n\n考务办"),
                ("user", self.pick(["很好 发了", "20分钟改成15分钟就行", "完美"]))]

    def zh_f_invig_brief(self):
        if not self.quota("zh_f_invig_brief", 1):
            return None
        return [("user", "明早的5条简报，监考们都熟了，简单点"),
                ("assistant", "1. 8:40开门，8:50坐好，8:55宣读。\n2. 有两个考场有ET学生——白板上写清延时后的结束时间。\n"
                              "3. 手机进收纳盒，书包放后面，水瓶撕标签。\n4. 任何异常写进事件记录表，写清时间。\n5. 考完答题卷直接送考务办，对着考勤表点清。"),
                ("user", "谢")]

    def zh_f_modified(self):
        if not self.quota("zh_f_modified", 2):
            return None
        rows = ["试卷,A3放大,米黄纸,改版,需要"]
        short = []
        for p in self.rng.sample(PAPERS_ZH, self.rng.randint(4, 7)):
            have, need = self.rng.randint(0, 4), self.rng.randint(1, 4)
            rows.append("%s,%d,%d,%d,%d" % (p[2], have, self.rng.randint(0, 3), self.rng.randint(0, 2), need))
            if have < need:
                short.append(p[2])
        return [("user", "改版试卷库存：\n\n" + "\n".join(rows) + "\n\n哪里不够"),
                ("assistant", ("A3放大的这几份不够：%s。建议今天就订，考试局要好几天。" % "、".join(short)) if short else "都够。"),
                ("user", self.pick(["现在就订", "唉 好吧", "好"]))]

    def zh_f_pay(self):
        if not self.quota("zh_f_pay", 2):
            return None
        rows = []
        tot = 0
        for nm in self.rng.sample(ZH_INVIGS, self.rng.randint(4, 7)):
            h = self.rng.randint(6, 30)
            rows.append("%s %d小时" % (nm, h))
            tot += h
        rate = self.pick([80, 90, 100, 120])
        m = "{:,}元".format(tot * rate)
        return [("user", "这周监考时长：\n" + "\n".join(rows) + "\n每小时%d元，一共多少？" % rate),
                ("assistant", ("一共%d小时，乘%d是%s。" % (tot, rate, m)) if self.clean(m) else "一共%d小时，乘以时薪就是报销金额。" % tot),
                ("user", "谢 去填报销单")]

    def zh_f_parent_complaint(self):
        if not self.quota("zh_f_parent_complaint", 1):
            return None
        res = []
        for _ in range(self.rng.randint(2, 4)):
            res.append(self.zh_mail_item(self.pick(ZH_PARENT), "parent%s@163.com" % self.digits(4),
                                         self.pick(["考场太热", "座位离门太近", "为什么孩子被换了考场？", "考试期间施工噪音"]),
                                         self.pick(["老师您好，想反映一下", "孩子回家很沮丧，因为", "想了解一下为什么"]) + "……"))
        return [("user", "收件箱里有家长投诉吗？孙主任问的"),
                ("tool", "mail_search", {"args": {"query": "from:(163.com OR qq.com) 考试", "folder": "收件箱", "limit": 10}, "out": {"total": len(res), "results": res}}),
                ("assistant", "%d封：%s。看起来打个电话就能解决。" % (len(res), "；".join(m["subject"] for m in res))),
                ("user", self.pick(["明天打", "转给她吧", "唉 晚点"]))]

    def zh_f_cal_add(self):
        d = self.exam_day(1, 6)
        h = self.pick([14, 15, 16])
        title = self.pick(["SEN沟通", "监考复盘", "和Kevin聊考试电脑", "高二年级组 - 考试纪律"])
        return [("user", "帮我加个%s，%s下午%d点，30分钟，A208" % (title, self.sd(d), h - 12)),
                ("tool", "calendar", {"args": {"action": "create", "calendar": "考务办", "title": title, "start": self.iso(d, h, 0), "end": self.iso(d, h, 30), "location": "A208"},
                                      "out": {"status": "created", "event_id": self.code("evt"), "conflicts": []}}),
                ("assistant", "加好了：%s，%s，A208，没有冲突。" % (title, self.sd(d)))]

    def zh_f_phone_notes(self):
        if not self.quota("zh_f_phone_notes", 1):
            return None
        return [("user", "跟%s通电话的笔记：\n- 损坏的试卷袋：会快递补发，要拍封条照片\n- 两个迟报的加上了，要收费\n- 如果当天8点前还没到，打紧急电话，别发邮件\n- 等待音乐放了35分钟的维瓦尔第" % self.pick(["CAIE", "Pearson"])),
                ("assistant", "整理如下：\n- 损坏试卷袋：拍封条照片发过去，补发件走快递。\n- 两个迟报已接受（费用另开票）。\n- 当天8点前没到就打紧急电话。\n- 等待音乐：已记录，深表同情。"),
                ("user", "哈哈哈")]

    def zh_f_contact(self):
        sur, given, en = self.stu_parts()
        rec = self.zh_mis_record(sur, given, en)
        g = rec["guardians"][0]
        return [("user", "%s%s没来考%s，家长电话？" % (sur, given, self.paper()[2])),
                ("tool", "mis_lookup", {"args": {"query": sur + given, "include": ["guardians"]}, "out": rec}),
                ("assistant", "第一联系人是%s（%s），%s。" % (g["name"], g["relation"], g["phone"])),
                ("user", self.pick(["打了 偏头痛 不来了 我去填表", "打了没人接 留了言", "打了 说睡过头了 在路上"])),
                ("assistant", self.pick(["已记录通话和结果。", "已写进缺考记录。"]))]

    def zh_f_heat(self):
        if not self.quota("zh_f_heat", 1):
            return None
        return [("user", "天气预报说周四31度 体育馆怎么办"),
                ("assistant", "7:30开始拉窗帘开风扇，安全门只有在有老师守着的情况下才撑开，所有人都可以带水，让后勤8:30和考试中途各测一次体育馆温度，留个记录。"),
                ("user", "测温度记录这个好")]

    def zh_f_stationery(self):
        if not self.quota("zh_f_stationery", 1):
            return None
        return [("user", "备用笔%d支，备用计算器%d个，尺子一把都没有了？？谁拿尺子啊" % (self.r(20, 80), self.rng.randint(3, 15))),
                ("assistant", "尺子每年都会消失。数学组备课室一般有一盒30把，考试季可以先借来用。"),
                ("user", "现在就去抢")]

    def zh_f_should(self):
        if not self.quota("zh_f_should", 3):
            return None
        qa = self.take("should", [
            ("完整座位表要发给各科组长吗？", "我建议只发考场名单，带AA信息的完整座位表他们用不上。", "有道理"),
            ("第二周要不要留一个机动监考？", "要——第二周场次最大，而且已经有两个临时请假的了。", "好 加上"),
            ("有休息时间的学生要单独开考时间吗？", "不用，同时开考，休息发生时再记录，单独开考反而让计时更乱。", "说得对"),
        ])
        return [("user", qa[0]), ("assistant", qa[1]), ("user", qa[2])]

    def zh_f_et_calc(self):
        p = self.paper()
        h, m = self.pick([(9, 0), (13, 30), (9, 0), (13, 45)])
        rb = self.chance(0.5)
        adj = int(round(p[3] * 1.25))
        fin = h * 60 + m + adj
        return [("user", "%s：%s 25%%延时，原本%d分钟，%d:%02d开考%s，几点结束？" % (self.stu(), p[2], p[3], h, m, "，还有休息时间" if rb else "")),
                ("assistant", "%d分钟加25%%是%d分钟，%d:%02d结束%s。" % (p[3], adj, fin // 60, fin % 60, "；休息时间不算在内，实际休息多久就往后顺延多久" if rb else ""))]

    def zh_f_room_conflict(self):
        d = self.exam_day(1, 10)
        who = self.pick(["戏剧社", "音乐组", "体育组", "初二选课说明会", "家委会"])
        return [("user", "%s说他们订了%s的多功能厅？？整个考试季都是考试啊" % (who, self.sd(d))),
                ("tool", "room_booking", {"args": {"action": "check", "room": "多功能厅", "date": d.isoformat()},
                                          "out": {"room": "多功能厅", "date": d.isoformat(),
                                                  "bookings": [{"ref": self.code("rb"), "slot": "08:00-12:30", "purpose": "考务（整季预约）", "booked_by": "kaowu"},
                                                               {"ref": self.code("rb"), "slot": "12:45-16:30", "purpose": "考务（整季预约）", "booked_by": "kaowu"},
                                                               {"ref": self.code("rb"), "slot": "16:45-19:00", "purpose": "%s排练" % who, "booked_by": "staff"}],
                                                  "clashes": []}}),
                ("assistant", "他们订的是16:45-19:00，在下午场之后，时间上不冲突。唯一的风险是提前进场布置，建议跟他们说一声16:45之前别进去。"),
                ("user", self.pick(["行 我去说", "还好 好的", "他们一定会提前进的 我现在就去说"]))]

    def zh_f_aa_list(self):
        p = self.paper()
        rows = ["考号,姓名,安排,证据"]
        readers = 0
        for _ in range(self.rng.randint(7, 12)):
            a = self.pick(["25%ET", "人工读题", "电脑读屏", "代笔", "休息", "打字", "25%ET；人工读题", "单独考场"])
            readers += "人工读题" in a
            rows.append("%s,%s,%s,%s" % (self.cand(), self.stu(), a, self.pick(["评估报告", "医院证明", "校内", "评估报告"])))
        return [("user", "%s的AA名单：\n\n%s\n\n需要几个人工读题的老师" % (p[2], "\n".join(rows))),
                ("assistant", "需要%d个人工读题老师（电脑读屏的不用人，只要一台电脑）。读题员不能共用，一对一安排。" % readers),
                ("user", "好")]

    def zh_f_invig_avail(self):
        if not self.quota("avail", 2):
            return None
        res = []
        for nm in self.rng.sample(ZH_INVIGS, self.rng.randint(3, 6)):
            res.append(self.zh_mail_item(nm, "invig%s@qq.com" % self.digits(5), self.pick(["档期", "下周", "回复：排班", "周四来不了"]),
                                         self.pick(["下周都可以，除了周三", "下周只能上午", "不好意思，周四要去医院", "需要的话可以多排几场", "只能周一周二"])))
        return [("user", "监考的档期回复来了吗"),
                ("tool", "mail_search", {"args": {"query": "档期 OR 排班", "folder": "收件箱", "limit": 10}, "out": {"total": len(res), "results": res}}),
                ("assistant", "%d封回复：%s。等剩下两个回了再一起排进表里。" % (len(res), "；".join("%s（%s）" % (m["from"].split(" <")[0], m["snippet"].rstrip("…")) for m in res)))]

    def zh_f_day_view(self):
        d = self.exam_day(2, 12)
        evs = []
        for _ in range(self.rng.randint(2, 5)):
            p = self.paper()
            evs.append({"id": self.code("evt"), "title": "%s %s" % (p[2], p[1]), "start": self.iso(d, self.pick([9, 13]), self.pick([0, 30])),
                        "location": self.pick(["体育馆", "多功能厅", "A301", "学习支持中心", "图书馆二楼"]), "candidates": self.r(2, 170)})
        evs.sort(key=lambda e: e["start"])
        return [("user", "%s有什么考试" % self.sd(d)),
                ("tool", "calendar", {"args": {"action": "list", "calendar": "考务办", "from": d.isoformat(), "to": d.isoformat()},
                                      "out": {"calendar": "考务办", "date": d.isoformat(), "events": evs}}),
                ("assistant", "；".join("%s %s（%s，%d人）" % (e["start"][11:16], e["title"], e["location"], e["candidates"]) for e in evs) + "。"),
                ("user", self.pick(["好多", "还行", "救命"]))]

    def zh_f_habits(self):
        if not self.quota("habits", 1):
            return None
        return [("user", "记一下我考试日早上的习惯，万一哪天被机器人取代了哈哈：7:45前一定要喝咖啡，每袋试卷都数两遍哪怕很确定，穿软底鞋（在体育馆穿会响的鞋简直犯罪），开考前五分钟我总站在最后面。主要是迷信"),
                ("assistant", "哈，记为个人习惯，不算规定。数两遍这个就算是迷信也值得保留。")]

    def zh_f_floated(self):
        if not self.quota("floated", 2):
            return None
        dc, dr = self.take("floated", ZH_REV_DISTRACT)
        return [("user", self.pick(["Mr Evans提了个想法：%s（%s）。先放着", "行政会有人建议%s，说是%s。今天不定"]) % (dc, dr)),
                ("assistant", self.pick(["先搁着，不算定了。", "好，只记为一个想法。"]))]


# ======================================================================================
# conversation builder
# ======================================================================================

# plausible months for each date template (same order in EN_T["date"] and ZH_T["date"])
DATE_MONTHS = [[9, 10], [6], [8], [5, 6, 7], [6, 7], [5, 6], [9], [4, 5], [6], [4, 5], [5, 6], [4, 5, 6]]

NONUSER = {
    "name": ["assistant", "tool", "paste"], "command": ["assistant", "tool", "paste"],
    "id": ["tool", "tool", "paste"], "port": ["tool", "paste"], "version": ["tool", "paste"],
    "money": ["assistant", "tool", "paste"], "date": ["assistant", "tool", "paste"],
    "decision": ["assistant", "paste", "tool"], "constraint": ["assistant", "paste", "tool"], "question": [],
}


def nmsgs(items):
    return sum(1 for it in items if it[0] in ("user", "assistant"))


class Builder(EnMixin, ZhMixin):
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random(seed * 1000003 + attempt * 7919 + (17 if zh else 0))
        self.expect = {}
        self.needles = []
        self.used = {}
        self.quotas = {}
        self.T = ZH_T if zh else EN_T
        self.base = date(2027, 5, 10) + timedelta(days=7 * self.rng.randint(0, 2))
        self.day = 0

    # ---------------------------------------------------------------- random helpers
    def pick(self, xs):
        return self.rng.choice(xs)

    def chance(self, p):
        return self.rng.random() < p

    def clean(self, s):
        return not any(n in s for n in self.needles)

    def fresh(self, fn):
        s = fn()
        for _ in range(400):
            if self.clean(s):
                return s
            s = fn()
        return s

    def r(self, lo, hi):
        return int(self.fresh(lambda: str(self.rng.randint(lo, hi))))

    def digits(self, n):
        return self.fresh(lambda: "".join(self.pick("0123456789") for _ in range(n)))

    def take(self, key, items):
        bag = self.used.setdefault(key, [])
        if not bag:
            bag.extend(self.rng.sample(list(items), len(items)))
        return bag.pop()

    def quota(self, key, n):
        c = self.quotas.get(key, 0)
        if c >= n:
            return False
        self.quotas[key] = c + 1
        return True

    def today(self):
        return self.base + timedelta(days=self.day)

    def exam_day(self, lo=0, hi=18):
        d = self.today() + timedelta(days=self.rng.randint(lo, hi))
        while d.weekday() >= 5:
            d += timedelta(days=1)
        return d

    def iso(self, d, h=9, m=0):
        return "%04d-%02d-%02dT%02d:%02d:00" % (d.year, d.month, d.day, h, m)

    def sd(self, d):
        if self.zh:
            return "%d/%d %s" % (d.month, d.day, DOW_ZH[d.weekday()])
        return "%s %d/%d" % (DOW_SHORT[d.weekday()], d.day, d.month)

    def stu(self):
        if self.zh:
            if self.chance(0.5):
                return self.pick(ZH_STU_SUR) + self.pick(ZH_STU_GIVEN)
            return self.pick(ZH_STU_EN) + " " + self.pick(ZH_STU_SUR) + self.pick(ZH_STU_GIVEN)
        return self.pick(EN_STU_FIRST) + " " + self.pick(EN_STU_LAST)

    def stu_parts(self):
        if self.zh:
            return self.pick(ZH_STU_SUR), self.pick(ZH_STU_GIVEN), self.pick(ZH_STU_EN)
        return self.pick(EN_STU_FIRST), self.pick(EN_STU_LAST), None

    def invig(self):
        return self.pick(ZH_INVIGS if self.zh else EN_INVIGS)

    def room(self):
        return self.pick(ZH_ROOMS if self.zh else EN_ROOMS)

    def paper(self):
        return self.pick(PAPERS_ZH if self.zh else PAPERS)

    def cand(self):
        return str(self.r(1001, 9899))

    def money_d(self, lo, hi, pence=False):
        def mk():
            v = self.rng.randint(lo, hi)
            if self.zh:
                return "%s元" % "{:,}".format(v)
            if pence:
                return "£{:,}.{:02d}".format(v, self.pick([0, 20, 40, 50, 60, 75, 80]))
            return "£{:,}".format(v)
        return self.fresh(mk)

    def code(self, fam):
        def mk():
            n = self.rng.randint
            if fam == "aao":
                return "AAO-27-%06d" % n(100000, 999999)
            if fam == "cas":
                return "CAS-%07d" % n(1000000, 9999999)
            if fam == "pf":
                return "%s%09dGB" % (self.pick(["PB", "EM", "PF", "DH"]), n(100000000, 999999999))
            if fam == "hd":
                return "HD-%05d" % n(10000, 99999)
            if fam == "rb":
                return "RB-%05d" % n(10000, 99999)
            if fam == "inv":
                return "INV-27-%04d" % n(1000, 9999)
            if fam == "sc":
                return "SC%06d" % n(100000, 999999)
            if fam == "inc":
                return "EXM-INC-%03d" % n(100, 999)
            if fam == "tv":
                return "TV-%s-%04d" % (self.pick(["CIE", "PE"] if self.zh else ["AQA", "OCR", "PE"]), n(1000, 9999))
            if fam == "jcq":
                return "JCQ-CI-%05d" % n(10000, 99999)
            if fam == "sr":
                return "SR%07d" % n(1000000, 9999999)
            if fam == "ent":
                return "ENT-%s-%05d" % (self.pick(["S27", "J27"]), n(10000, 99999))
            if fam == "evt":
                return "evt_%s" % "".join(self.pick("abcdefghjkmnpqrstuvwxyz0123456789") for _ in range(10))
            if fam == "msg":
                return "msg-%s" % "".join(self.pick("0123456789abcdef") for _ in range(12))
            return "X-%05d" % n(10000, 99999)
        return self.fresh(mk)

    # ---------------------------------------------------------------- needle values
    def reg(self, vals):
        vals = list(vals)
        if len(set(vals)) != len(vals):
            return False
        for a in vals:
            for b in vals:
                if a != b and a in b:
                    return False
            for n in self.needles:
                if a in n or n in a:
                    return False
        self.needles.extend(vals)
        return True

    def gen_name(self):
        if self.zh:
            sur, given = self.pick(ZH_NEEDLE_SUR), self.pick(ZH_NEEDLE_GIVEN)
            return {"v": sur + given, "full": True, "first": given, "last": sur}
        first, last = self.pick(EN_NEEDLE_FIRST), self.pick(EN_NEEDLE_LAST)
        if self.chance(0.2):
            return {"v": first, "full": False}
        return {"v": first + " " + last, "full": True, "first": first, "last": last}

    def gen_command(self):
        fam = self.take("cmdfam", CMD_FAMILIES)
        key = fam[0]
        ri = self.rng.randint
        codes = ["0580_42", "0610_42", "0500_12", "0625_42", "9709_12", "0455_22"] if self.zh else \
            ["8300_1H", "8700_2", "8461_1H", "8702_1", "8035_1", "8145_1A"]
        pc = self.pick(codes)
        if key == "seat":
            v = "python3 seatplan.py --room %s --rows %d --cols %d --alpha" % (
                self.pick(["SH", "MH", "R14", "R22", "LIB", "R31", "GYM", "A301"]), ri(5, 14), ri(4, 12))
        elif key == "pdftk":
            a = ri(2, 4)
            v = "pdftk %s.pdf cat %d-%d output %s_mod.pdf" % (pc, a, a + ri(8, 20), pc)
        elif key == "magick":
            v = "magick -density %d %s.pdf -resize 141%% %s_A3.pdf" % (self.pick([150, 200, 300]), pc, pc)
        elif key == "w32tm":
            v = "w32tm /resync /computer:EXAMCLOCK%02d" % ri(1, 40)
        elif key == "restart":
            v = "Restart-Computer -ComputerName EXAM-LT%02d -Force" % ri(1, 40)
        elif key == "certutil":
            v = "certutil -hashfile %s_NEA_batch%d.zip SHA256" % (self.pick(["DT", "ART", "CS", "FOOD", "GEOG"]), ri(1, 9))
        elif key == "localgroup":
            v = "net localgroup ExamCandidates exam%02d /add" % ri(1, 60)
        elif key == "rsync":
            dept = self.pick(["dt", "art", "cs", "food", "music", "drama"])
            v = "rsync -av --delete /srv/coursework/%s/ /mnt/nas/cw-backup/%s/" % (dept, dept)
        elif key == "printjob":
            v = "Get-PrintJob -PrinterName %s | Remove-PrintJob" % self.pick(["EXAMS-MFD1", "EXAMS-MFD2", "REPRO-A3", "HALL-PRN"])
        elif key == "systemctl":
            v = "sudo systemctl restart %s" % self.pick(["surpass-proxy", "onscreen-proxy", "examproxy@%d" % ri(1, 9)])
        elif key == "export":
            v = "sims-exams export --series %s --board %s --out %s.csv" % (
                self.pick(["2027-06", "S27", "SUMMER27"]), self.pick(["CAIE", "PEARSON"] if self.zh else ["AQA", "OCR", "PEARSON", "EDUQAS"]),
                self.pick(["entries", "clashes", "aa_list", "resits"]))
        else:
            v = "lpr -P %s -# %d seatcards_%s.pdf" % (self.pick(["EXAMS-MFD1", "HALL-PRN"]), ri(2, 4), self.pick(["hall", "sh", "r14", "lib", "gym"]))
        return {"v": v, "what": fam[2] if self.zh else fam[1], "fam": key}

    def gen_id(self):
        fam = self.take("idfam", ID_FAMILIES)
        return {"v": self.code(fam[0]), "what": fam[2] if self.zh else fam[1], "fam": fam[0]}

    def gen_port(self):
        what = self.take("portwhat", PORT_WHATS)
        v = str(self.pick(PORTS_4)) if self.chance(0.3) else str(self.rng.randint(10000, 60999))
        return {"v": v, "what": what[1] if self.zh else what[0]}

    def gen_version(self):
        what = self.take("verwhat", VERSION_WHATS)
        v = "%d.%d.%d" % (self.rng.randint(1, 16), self.rng.randint(0, 30), self.rng.randint(0, 150))
        return {"v": v, "what": what[1] if self.zh else what[0]}

    def gen_money(self):
        if self.zh:
            amt = self.rng.randint(200, 36000)
            if self.chance(0.6):
                amt = amt // 10 * 10
            return {"v": "¥%d" % amt, "cents": amt * 100}
        pounds = self.rng.randint(60, 9500)
        if self.chance(0.2):
            p = self.pick([50, 25, 75, 40, 80, 20])
            return {"v": "£{:,}.{:02d}".format(pounds, p), "cents": pounds * 100 + p}
        return {"v": "£{:,}".format(pounds), "cents": pounds * 100}

    def gen_date(self):
        idx = self.take("date_tpl", list(range(len(DATE_MONTHS))))
        m = self.pick(DATE_MONTHS[idx])
        dd = date(2027, m, self.rng.randint(1, 28))
        if self.zh:
            v = "%d月%d日" % (dd.month, dd.day)
        elif self.chance(0.5):
            v = "%s %s" % (MONTHS_EN[m - 1], ordinal(dd.day))
        else:
            v = "%s %s" % (ordinal(dd.day), MONTHS_EN[m - 1])
        return {"v": v, "d": dd, "tpl_idx": idx}

    def gen_decision(self):
        c, r, alt = self.take("dec", ZH_DECISIONS if self.zh else EN_DECISIONS)
        return {"needles": [c, r], "alt": alt}

    def gen_constraint(self):
        a, k = self.take("con", ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS)
        return {"needles": [a, k]}

    def gen_question(self):
        return {"needles": [self.take("q", ZH_QUESTIONS if self.zh else EN_QUESTIONS)]}

    def make_facts(self):
        facts = []
        for kind in KINDS:
            for _ in range(self.per_kind):
                for _t in range(300):
                    f = getattr(self, "gen_" + kind)()
                    nd = f.get("needles") or [f["v"]]
                    if self.reg(nd):
                        f["kind"] = kind
                        f["needles"] = nd
                        facts.append(f)
                        break
                else:
                    raise RuntimeError("cannot make %s needle" % kind)
        return facts

    # ---------------------------------------------------------------- fact rendering
    def ctx(self):
        p = self.paper()
        d = self.exam_day(1, 12)
        return {"stu": self.stu(), "room": self.room(), "subj": p[1], "code": p[2],
                "dow": (DOW_ZH if self.zh else DOW_EN)[d.weekday()],
                "note": self.pick(ZH_ID_NOTES if self.zh else EN_ID_NOTES)}

    def frag(self, f):
        k = f["kind"]
        T = self.T
        c = self.ctx()
        if k == "decision":
            if f.get("revd"):
                tpl = self.take("t_decrev", T["decision_rev"])
            else:
                tpl = self.take("t_dec", T["decision"])
            return tpl.format(c=f["needles"][0], r=f["needles"][1], **c)
        if k == "constraint":
            return self.take("t_con", T["constraint"]).format(a=f["needles"][0], k=f["needles"][1], **c)
        if k == "question":
            return self.take("t_q", T["question"]).format(q=f["needles"][0], **c)
        tpl = T["date"][f["tpl_idx"]] if k == "date" else self.take("t_" + k, T[k])
        return tpl.format(v=f["v"], what=f.get("what", ""), **c)

    def user_group(self, grp):
        zh = self.zh
        frs = [self.frag(f) for f in grp]
        opener = self.pick(ZH_OPENERS if zh else EN_OPENERS)
        closer = self.pick(ZH_CLOSERS if zh else EN_CLOSERS)
        if len(frs) == 1:
            body = frs[0]
            if self.chance(0.45):
                aside = self.pick(ZH_ASIDES if zh else EN_ASIDES)
                if zh:
                    body = aside + "。" + body if self.chance(0.5) else body + "。另外" + aside
                else:
                    body = aside + ". " + body if self.chance(0.5) else body + ". also " + aside
        else:
            style = self.pick(["bullets", "slash", "semi", "lines"])
            if style == "bullets":
                body = "\n".join("- " + x for x in frs)
            elif style == "slash":
                body = " / ".join(frs)
            elif style == "semi":
                body = ("；" if zh else "; ").join(frs)
            else:
                body = "\n".join(frs)
        multi = "\n" in body or self.chance(0.5)
        text = body
        if opener:
            text = opener + ("\n" if multi else " ") + text
        if closer:
            text += "\n" + closer if multi else self.pick(["。", "，", " "] if zh else [". ", " - ", ", "]) + closer
        items = [("user", text)]
        ack = self.pick(ZH_ACKS if zh else EN_ACKS)
        if len(grp) > 1 and self.chance(0.3):
            ack = (["", "", "两件", "三件"][len(grp)] + "都记下了。") if zh else ["", "", "Logged both.", "Logged all three."][len(grp)]
        if any(f["kind"] == "question" for f in grp):
            ack += ("" if zh else " ") + self.pick(ZH_Q_DEFLECT if zh else EN_Q_DEFLECT)
        dates = [f for f in grp if f["kind"] == "date"]
        if dates and self.chance(0.35):
            f = dates[0]
            eid = self.code("evt")
            title = self.pick(["考务提醒", "考试关键日期", "考务：日期提醒"] if zh else
                              ["Exams: key date", "Exams office reminder", "Exams - date from notes"])
            items.append(("tool", "calendar", {
                "args": {"action": "create", "calendar": "Exams Office", "title": title,
                         "start": self.iso(f["d"], 8, 0), "end": self.iso(f["d"], 8, 30), "reminder_minutes": 1440},
                "out": {"status": "created", "event_id": eid, "calendar": "Exams Office",
                        "start": self.iso(f["d"], 8, 0), "end": self.iso(f["d"], 8, 30),
                        "reminders": [{"method": "popup", "minutes": 1440}], "conflicts": []}}))
            ack += ("已在日历里加了提醒（提前一天）。" if zh else " I've also put a reminder in the Exams Office calendar the day before.")
        tail = []
        if self.chance(0.15) and self.quota("fup", 4):
            q, a, done = self.small_followup()
            ack += ("" if zh else " ") + q
            tail = [("user", a), ("assistant", done)]
        items.append(("assistant", ack))
        return items + tail

    def small_followup(self):
        if self.zh:
            pairs = [("要不要也抄一份到给孙主任的交接文档里？", "要"), ("要加进明天的简报吗？", "不用，记在我这就行"),
                     ("明天早上要提醒你吗？", "不用 我记得住（立flag）"), ("要同步给Cathy吗？", "先不用")]
        else:
            pairs = [("Want these copied into the handover doc for Mr Hallam as well?", "yes pls"),
                     ("Should I add any of this to tomorrow's briefing notes?", "no, just my notes"),
                     ("Want a reminder about any of this tomorrow morning?", "no I'll remember. famous last words"),
                     ("Do you want these shared with the SENCo?", "not yet")]
        q, a = self.take("fup", pairs)
        return q, a, self.pick(["好的。", "明白。", "行。"] if self.zh else ["OK.", "Will do.", "Fine."])

    def rev_units(self, f):
        dc, dr = f["alt"], ""
        zh = self.zh
        if zh:
            pre = self.pick(["我在想{c}，最省事。开完会再定", "大概会{c}，待定", "初步打算{c}——先别写死"])
            pre_ack = self.pick(["好，先记为暂定。", "收到，标成待定了。"])
            post_ack = self.pick(["好，已经把之前的暂定方案替换掉了。", "收到，以这个为准。"])
        else:
            pre = self.pick(["thinking we {c}, easiest option. will confirm after SLT", "prob going to {c} tbh, tbc",
                             "provisional: {c} - don't set in stone"])
            pre_ack = self.pick(["OK, noted as provisional.", "Got it - marked as tbc."])
            post_ack = self.pick(["Updated - the earlier plan is replaced.", "Got it, that supersedes the provisional one."])
        pre_items = [("user", pre.format(c=dc, r=dr)), ("assistant", pre_ack)]
        post_items = [("user", self.frag(f)), ("assistant", post_ack)]
        return pre_items, post_items

    def callback_unit(self, f):
        k, v = f["kind"], f["v"]
        if self.zh:
            tpl = {
                "name": ["{v}的体检表到底交了没？我再催一下", "{v}又打电话来了，已经搞定", "考完记得谢谢{v}"],
                "id": ["今天电话里又报了一遍{v}，没问题", "{v}那边终于有回复了，搞定", "{v}的事已经结了"],
                "date": ["{v}快到了啊啊啊", "突然发现{v}跟高一研学撞了", "跟Mr Evans再确认了{v}，不变"],
                "money": ["财务又来问{v}那笔，我把明细发过去了", "{v}终于批下来了"],
                "port": ["Kevin确认{v}已经开好了", "防火墙是不是还在挡{v}？回头看看"],
                "version": ["12台都确认是{v}了", "有一台还低于{v}，Kevin已经弄好"],
                "command": ["早上跑了{v}，没问题"],
            }[k]
            ack = self.pick(["好的。", "收到，已更新记录。", "记下了。"])
        else:
            tpl = {
                "name": ["did {v} ever send the DBS form back? chasing", "{v} rang again btw - sorted now",
                         "remind me to thank {v} at the end of the series"],
                "id": ["quoted {v} on the phone today, all fine", "finally heard back re {v}, sorted", "{v} - that's all done now"],
                "date": ["{v} is coming up fast, eek", "just realised {v} clashes with the Y10 trip",
                         "double-checked {v} with Mr Hallam, still on"],
                "money": ["finance queried the {v} again, sent them the breakdown", "{v} got signed off finally"],
                "port": ["Dev confirmed {v} is open now", "is the firewall still blocking {v}?? will check with Dev"],
                "version": ["all 12 laptops confirmed on {v} now", "one laptop was still below {v}, Dev's sorted it"],
                "command": ["ran {v} this morning, worked first time"],
            }[k]
            ack = self.pick(["Noted.", "Noted - log updated.", "OK, updated."])
        return [("user", self.pick(tpl).format(v=v)), ("assistant", ack)]

    def split_money(self, f):
        cents = f["cents"]
        whole = "." not in f["v"]
        unit = 100 if (self.zh or whole) else 1
        ps = None
        for _ in range(200):
            a = self.rng.randint(cents // 5, cents // 2)
            b = self.rng.randint(cents // 8, cents // 3)
            a, b = a // unit * unit, b // unit * unit
            c = cents - a - b
            if a <= 0 or b <= 0 or c <= 0:
                continue
            if self.zh:
                ps = ["{:,}元".format(x // 100) for x in (a, b, c)]
            else:
                ps = ["£{:,}.{:02d}".format(x // 100, x % 100) if x % 100 else "£{:,}".format(x // 100) for x in (a, b, c)]
            if all(self.clean(p) for p in ps):
                return ps
        return ps or (["0元"] * 3 if self.zh else ["£0"] * 3)

    def carrier_unit(self, f):
        c = f["carrier"]
        p = "zh_" if self.zh else "en_"
        return getattr(self, p + c)(f)

    # ---------------------------------------------------------------- assembly
    def build(self):
        facts = self.make_facts()
        for f in facts:
            opts = NONUSER[f["kind"]]
            if f["kind"] == "name" and not f.get("full"):
                opts = []
            f["carrier"] = "user" if (not opts or self.chance(0.67)) else self.pick(opts)
            if f["kind"] == "decision" and f["carrier"] == "user" and self.chance(0.3):
                f["revd"] = True
        units = []
        pres = []
        ufacts = [f for f in facts if f["carrier"] == "user" and not f.get("revd")]
        self.rng.shuffle(ufacts)
        i = 0
        while i < len(ufacts):
            n = self.rng.choices([1, 2, 3], weights=[45, 35, 20])[0]
            grp = ufacts[i:i + n]
            i += n
            units.append({"items": self.user_group(grp), "facts": grp})
        for f in facts:
            if f.get("revd"):
                pre, post = self.rev_units(f)
                u = {"items": post, "facts": [f]}
                units.append(u)
                pres.append((pre, u))
            elif f["carrier"] != "user":
                units.append({"items": self.carrier_unit(f), "facts": [f]})
        self.rng.shuffle(units)
        for pre, u in pres:
            j = next(ix for ix, x in enumerate(units) if x is u)
            units.insert(self.rng.randint(0, j), {"items": pre, "facts": []})
        cands = [f for f in facts if f["carrier"] == "user" and not f.get("revd")
                 and f["kind"] in ("name", "id", "date", "money", "port", "version", "command")]
        self.rng.shuffle(cands)
        for f in cands[:self.rng.randint(1, 3)]:
            j = next(ix for ix, u in enumerate(units) if any(g is f for g in u["facts"]))
            units.insert(self.rng.randint(j + 1, len(units)), {"items": self.callback_unit(f), "facts": []})
            self.expect[f["v"]] = 2

        fact_msgs = sum(nmsgs(u["items"]) for u in units)
        lo = max(140, fact_msgs + 40)
        target = min(280, self.rng.randint(lo, lo + 60))
        p = "zh_" if self.zh else "en_"
        fillers = [getattr(self, n) for n in sorted(dir(self)) if n.startswith(p + "f_")]
        seq = list(getattr(self, p + "day_start")())
        msgs = nmsgs(seq)
        queue = deque(units)
        rem = fact_msgs
        breaks = sorted(int(target * self.rng.uniform(a, b)) for a, b in ((.22, .32), (.48, .58), (.72, .82)))
        while queue or msgs < target:
            if breaks and msgs >= breaks[0]:
                breaks.pop(0)
                add = list(getattr(self, p + "day_end")())
                self.day += 1
                if self.today().weekday() == 5:
                    self.day += 2
                add += getattr(self, p + "day_start")()
            else:
                budget = max(0, target - msgs - rem)
                if queue and (budget <= 0 or self.rng.random() < rem / float(rem + budget)):
                    add = queue.popleft()["items"]
                    rem -= nmsgs(add)
                else:
                    add = None
                    while not add:
                        add = self.take("filler", fillers)()
            seq.extend(add)
            msgs += nmsgs(add)
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq, self.expect

    def tool_rows(self, name, payload):
        args = json.dumps(payload["args"], ensure_ascii=False)
        out = payload["out"]
        if not isinstance(out, str):
            out = json.dumps(out, ensure_ascii=False, indent=2)
        return args, out


# ======================================================================================
# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 8, 8, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cs%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cs%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cs%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cs%d" % n, "createdAt": ts,
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
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
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
