#!/usr/bin/env python3
"""Held-out retention set "ci": an HR generalist at a 300-person logistics company.

She writes to her personal assistant in acronym-heavy corporate shorthand (ATS, HRIS, PIP,
TOIL, DBS, RTW), Slack-style one-liners, voice-dictated run-ons, pasted ATS exports, score
tables, policy excerpts, connector logs and forwarded emails; the assistant also queries the
ATS, the HRIS, her calendar, her inbox and the HR connector through tools.  The last seed's
conversation is written in Simplified Chinese (an HR at a logistics firm near Suzhou).

usage: gen.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
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

# --------------------------------------------------------------------------------------
# shared context pools
# --------------------------------------------------------------------------------------

EN_FIRST = ["Gareth", "Aisha", "Tomasz", "Priya", "Callum", "Niamh", "Olumide", "Bethany",
            "Rhys", "Sandeep", "Chloe", "Mateusz", "Fatima", "Declan", "Hollie", "Kwame",
            "Ioana", "Jamal", "Sinead", "Lewis", "Agnieszka", "Ravi", "Kirsty", "Dominic",
            "Yasmin", "Craig", "Lucja", "Emeka", "Shauna", "Harpreet", "Zofia", "Mohammed",
            "Keeley", "Stuart", "Ngozi", "Dariusz", "Leanne", "Imran", "Carys", "Tariq",
            "Jodie", "Vikram", "Rebecca", "Florin", "Amara", "Nathan", "Saoirse", "Gavin",
            "Bogdan", "Tanisha", "Euan", "Parveen", "Joel", "Marta", "Kieran", "Alisha",
            "Ross", "Deepa"]
EN_LAST = ["Pryce", "Okonkwo", "Nowak", "Raman", "Doherty", "Gallagher", "Adeyemi",
           "Whitfield", "Llewellyn", "Sandhu", "Marsh", "Kowalczyk", "Hussain", "Brennan",
           "Atkinson", "Mensah", "Popescu", "Fitzgerald", "Baird", "Wisniewska", "Chaudhry",
           "McLeod", "Thornton", "Eze", "Quinn", "Gill", "Zielinski", "Rahman", "Lindqvist",
           "Ibrahim", "Kaur", "Sutherland", "Dragomir", "Osei", "Horvath", "Kavanagh",
           "Oyelaran", "Tran", "Pemberton", "Goldsmith", "Ferreira", "Mahmood", "Obi",
           "Yates", "Sokolowski", "Bhatt", "Cartwright", "Ogunleye", "Keane", "Petrov",
           "Naylor", "Farrell", "Greaves"]
EN_FN = ["Dev", "Marcus", "Hannah", "Sue", "Colin", "Paula", "Raj", "Lorna", "Steve",
         "Kelly", "Ian", "Mags", "Phil", "Trish"]
EN_SITES = ["Daventry", "Avonmouth", "Immingham", "Warrington", "Tilbury", "Doncaster",
            "Hams Hall"]
EN_ROLES = ["HGV Class 1 driver", "warehouse operative", "transport planner",
            "shift manager", "fleet technician", "customer service advisor",
            "FLT operator", "night shift team leader"]
EN_AGENCIES = ["Kestrel Staffing", "RoadReady Recruitment", "Bluecoat Talent",
               "Northgate Driver Services"]
EN_STAGES = ["Phone screen", "Interview 1", "Interview 2", "Assessment day", "Offer",
             "References", "On hold"]

ZH_SUR = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈"
              "曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊陆郝孔白崔")
ZH_GIVEN = ["建国", "丽娟", "志强", "秀英", "海燕", "伟", "静", "磊", "晓东", "春梅",
            "国庆", "玉兰", "文斌", "雪梅", "俊杰", "婷婷", "子涵", "浩然", "欣怡", "明辉",
            "桂芳", "立新", "红霞", "德华", "佳琪", "宇航", "思远", "凤英", "海波", "小军",
            "振宇", "慧敏", "家豪", "梦瑶", "启明"]
ZH_FN = ["老王", "财务的小李", "王经理", "运营的张总", "IT的小周", "法务的陈姐", "老板",
         "小刘", "仓库的老赵", "薪酬那边的阿梅"]
ZH_SITES = ["昆山仓", "嘉兴分拨中心", "无锡仓", "太仓港", "吴江仓", "苏州园区仓"]
ZH_ROLES = ["货车司机", "叉车工", "仓管员", "调度", "客服专员", "薪酬专员", "车队队长",
            "夜班组长"]
ZH_AGENCIES = ["猎聘", "一家本地猎头", "前程无忧", "BOSS直聘"]
ZH_STAGES = ["初筛", "一面", "二面", "终面", "谈offer", "背调中", "暂缓"]

MON_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"]
WD_FULL = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def sfx(d):
    if d in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


# --------------------------------------------------------------------------------------
# pooled facts (decision / constraint / question)
# --------------------------------------------------------------------------------------

EN_DECISIONS = [
    ("move the night-shift interviews to Teams", "half the panel can't get to the depot after 6pm"),
    ("push the payroll import to the Tuesday run", "the bureau won't accept late changes after the cut-off"),
    ("keep the offer at the bottom of band C", "Finance froze band movements until the budget is signed off"),
    ("use Kestrel for the HGV driver campaign", "their fee is capped at 12% and the other two wanted 18"),
    ("run the DBS checks through uCheck instead of the old portal", "it comes back in about three days rather than two weeks"),
    ("roll back the HR connector rather than patch it", "IT can't get a change window before month end"),
    ("do the probation reviews in batches on a Friday afternoon", "the shift managers are actually free then"),
    ("send the contracts by DocuSign and not by post", "the last two posted contracts went missing at the depot"),
    ("give the TOIL back as paid hours this quarter", "the rota can't absorb the extra days off before peak"),
    ("stop using the shared HR inbox for candidate emails", "people outside HR can still see it from the old distribution list"),
    ("hold the PIP review meeting on site with a union rep present", "he asked for representation in writing last week"),
    ("pilot the structured scorecard for warehouse roles only", "the transport managers flatly refused to use it"),
    ("pay the relocation allowance in two instalments", "the clawback is easier to enforce that way"),
    ("shortlist internally first for the planner role", "we promised the warehouse team progression after the restructure"),
    ("switch the reference requests to the ATS template", "the manual ones keep missing the dates of employment"),
    ("approve the compressed-week trial for the planners", "attrition in that team hit a third last year"),
]

EN_CONSTRAINTS = [
    ("never share a candidate's salary history", "with the hiring manager, not even verbally"),
    ("only issue an offer", "once right-to-work has been verified and logged in the HRIS"),
    ("never hold a disciplinary meeting", "without 48 hours' written notice to the employee"),
    ("always cc the ER mailbox", "on anything that mentions a grievance or a tribunal"),
    ("never let a driver start", "until the DVLA licence check has come back clean"),
    ("only run background checks", "after the candidate has signed the consent form"),
    ("never put health information", "in the general personnel file, it goes in the OH folder"),
    ("never change bank details", "on the strength of an email alone"),
    ("only extend probation", "if the manager has given written reasons before the review date"),
    ("always delete unsuccessful candidates' interview notes", "six months after the vacancy closes"),
    ("never send payslips", "to personal email addresses unless the employee asked in writing"),
    ("only approve TOIL", "where the overtime was pre-authorised by the shift manager"),
    ("never mention anyone's PIP", "in front of other team members or on the shop floor"),
    ("always offer a companion", "for any investigation meeting, even the informal ones"),
    ("never export the full candidate list", "to a USB stick or a personal laptop"),
    ("only give references", "that confirm dates of employment and job title"),
]

EN_QUESTIONS = [
    "TOIL carries over past the March year-end",
    "the relocation allowance counts as a taxable benefit",
    "agency workers get the night-shift premium after 12 weeks",
    "the connector keeps our custom fields when it gets upgraded",
    "we have to redo DBS checks for internal transfers",
    "bank holiday pay for part-timers is pro-rated by hours or by days",
    "the ATS can send rejection emails in Polish",
    "people on a PIP can still apply for internal vacancies",
    "a probation extension needs a fresh contract letter",
    "pre-settled status checks have to be repeated every year",
    "payroll can backdate the shift allowance to October",
    "Daventry counts as a separate establishment for collective consultation",
    "referral bonuses get paid before or after probation",
    "the HRIS logs who has opened a salary record",
    "one DBS certificate can be used across two of our sites",
    "new starter medicals are still required for forklift drivers",
]

ZH_DECISIONS = [
    ("夜班面试改成线上视频", "面试官晚上都不愿意跑仓库"),
    ("这批司机就用猎聘发", "上次在那边招的人留存最好"),
    ("offer按C档下限给", "财务说预算没批下来之前不许动档"),
    ("背调统一交给第三方做", "我们自己打电话根本问不出真话"),
    ("HR连接器先回滚到旧版本", "IT这个月排不出升级窗口"),
    ("试用期评估集中放在周五下午做", "那个时候班组长相对空一点"),
    ("劳动合同全部走电子签", "上次快递寄到分拨中心丢了两份"),
    ("这个季度的调休直接折成加班费", "旺季排班根本排不开"),
    ("候选人邮件不再走公共邮箱", "运营那边的人也能看到公共邮箱"),
    ("PIP面谈让工会代表一起参加", "他上周书面提出要有人陪同"),
    ("结构化面试评分表先只在仓储岗试点", "运输那边的经理死活不肯用"),
    ("搬迁补贴分两次发", "这样万一人走了比较好追回"),
    ("调度岗先搞内部竞聘", "重组的时候答应过给仓库的人晋升机会"),
    ("社招的入职培训改成两天", "一天根本讲不完安全规范"),
]

ZH_CONSTRAINTS = [
    ("绝对不能发offer", "背调结果没出来之前"),
    ("不能约员工做纪律谈话", "没有提前48小时书面通知"),
    ("不要透露候选人上一家的薪资", "对用人部门的经理"),
    ("一律不能办入职", "没拿到离职证明的"),
    ("必须抄送法务", "涉及劳动仲裁的邮件"),
    ("禁止安排上路", "驾驶证核验通过之前"),
    ("只能放在单独的加密文件夹里", "员工的体检报告和病历"),
    ("千万别改员工的银行卡信息", "只凭一封邮件"),
    ("不能延长试用期", "经理没有书面说明理由的话"),
    ("不算调休", "没有班组长提前审批的加班"),
    ("千万别提PIP的事", "当着其他同事的面"),
    ("不许做背景调查", "候选人没签授权书之前"),
    ("禁止导出到个人电脑或U盘", "ATS里的候选人名单"),
    ("只能写入职时间和岗位", "给离职员工开证明的时候"),
]

ZH_QUESTIONS = [
    "没休完的调休能跨年用",
    "搬迁补贴要交个税",
    "派遣工干满三个月也有夜班补贴",
    "连接器升级以后自定义字段还在",
    "内部调岗还要重新做背调",
    "兼职员工的法定节假日工资按小时算",
    "PIP期间的员工可以申请内部岗位",
    "延长试用期要重新签合同",
    "社保基数可以追溯调整到10月",
    "推荐奖是过了试用期才发",
    "HRIS会记录谁查看过工资数据",
    "叉车司机入职还要做职业健康体检",
    "外地员工的公积金可以转过来",
    "年终奖可以拆成两次发",
]

# --------------------------------------------------------------------------------------
# generated values
# --------------------------------------------------------------------------------------

# (format function(rng) -> command, purpose_en, purpose_zh)
CMD_PATTERNS = [
    (lambda r: "Restart-Service -Name HRConnectSync%d -Force" % r.randint(1, 9),
     "restart the sync service", "重启同步服务"),
    (lambda r: "Get-Service -Name 'PeopleBridge*' -ComputerName HRAPP%02d" % r.randint(10, 99),
     "see if the bridge service is running", "看看桥接服务有没有在跑"),
    (lambda r: "Test-NetConnection hris-db%d.corp.local -Port %d" % (r.randint(1, 9), r.randint(3001, 60999)),
     "test whether the HRIS database is reachable", "测试HRIS数据库通不通"),
    (lambda r: "Get-EventLog -LogName Application -Source HRConnector -Newest %d" % r.choice([20, 25, 40, 50, 75, 100, 150]),
     "pull the latest connector errors", "看连接器最近的报错"),
    (lambda r: "sc.exe query hrconn-agent%d" % r.randint(2, 9),
     "check the agent service state", "查代理服务状态"),
    (lambda r: "sudo systemctl restart ats-bridge@%d.service" % r.randint(1, 6),
     "restart the ATS bridge on the Linux box", "在Linux服务器上重启ATS桥接"),
    (lambda r: "tail -n %d /opt/hrconnect/logs/sync-2026%02d%02d.log" % (r.choice([50, 100, 200, 300, 500]), r.randint(10, 12), r.randint(1, 28)),
     "look at the end of the sync log", "看同步日志的最后几行"),
    (lambda r: "Invoke-WebRequest -Uri https://ats-gw%d.corp.local/health -UseBasicParsing" % r.randint(1, 9),
     "ping the ATS gateway health page", "检查ATS网关的健康状态"),
    (lambda r: "Start-ScheduledTask -TaskName 'PayrollExport_%s%s'" % (r.choice(["Weekly", "Monthly", "Adhoc", "Bureau", "Nightly"]), r.choice(["", "2", "_v2", "_new"])),
     "kick off the payroll export job", "手动触发工资导出任务"),
    (lambda r: "net use P: \\\\fs%02d\\payroll$ /persistent:no" % r.randint(1, 30),
     "map the payroll share", "映射工资共享盘"),
    (lambda r: "Get-ADUser %s.%s -Properties EmployeeID,Department" % (r.choice(["j", "s", "k", "m", "a", "t"]), r.choice(["hughes", "patel", "clarke", "wong", "evans", "moore"])),
     "check someone's AD record", "查员工的AD账号"),
    (lambda r: "curl -sk https://hrconnect%d.corp.local/api/v1/status" % r.randint(1, 9),
     "check the connector API status", "查连接器接口状态"),
    (lambda r: "Unblock-File -Path C:\\HRConnect\\tools\\SyncCheck%d.ps1" % r.randint(1, 9),
     "unblock the sync check script", "解除同步检查脚本的锁定"),
    (lambda r: "ipconfig /flushdns && nslookup hrapp%02d.corp.local" % r.randint(1, 40),
     "clear the DNS cache and look up the HR app server", "清DNS缓存并查HR应用服务器"),
    (lambda r: "robocopy \\\\fs%02d\\hr\\offers D:\\archive\\offers /E /Z /R:%d" % (r.randint(1, 30), r.randint(2, 5)),
     "copy the offer letters to the archive", "把offer文件复制到归档"),
    (lambda r: "Get-Content C:\\ProgramData\\HRConnect\\agent.log -Tail %d -Wait" % r.choice([30, 60, 80, 120, 250]),
     "watch the agent log live", "实时查看代理日志"),
]

EN_ID_PATTERNS = [
    (lambda r: "REQ-%d" % r.randint(1000, 9999), "req number"),
    (lambda r: "ER-2026-%03d" % r.randint(1, 999), "ER case ref"),
    (lambda r: "CAND-%05d" % r.randint(10000, 99999), "candidate ID"),
    (lambda r: "INC%07d" % r.randint(1000000, 9999999), "IT ticket"),
    (lambda r: "OFF-%s%s%04d" % (r.choice("ABCDEFGHJKMNPRSTW"), r.choice("ABCDEFGHJKMNPRSTW"), r.randint(0, 9999)), "offer ref"),
    (lambda r: "00%010d" % r.randint(0, 9999999999), "DBS certificate number"),
    (lambda r: "PAY-26%02d-%03d" % (r.randint(10, 12), r.randint(1, 999)), "payroll batch ref"),
    (lambda r: "PO-%06d" % r.randint(100000, 999999), "PO number for the agency"),
    (lambda r: "%s%s%s %s%s%s %s%s%s" % tuple(r.choice(x) for x in ["WXYZ", "ABCDEFGHKLMNPRT", "23456789", "ABCDEFGHKLMNPRT", "23456789", "ABCDEFGHKLMNPRT", "23456789", "ABCDEFGHKLMNPRT", "ABCDEFGHKLMNPRT"]), "right-to-work share code"),
    (lambda r: "CASE-%05d" % r.randint(10000, 99999), "grievance case number"),
]

ZH_ID_PATTERNS = [
    (lambda r: "ZP-2026-%04d" % r.randint(1, 9999), "招聘需求单号"),
    (lambda r: "ER-2026-%03d" % r.randint(1, 999), "员工关系案件号"),
    (lambda r: "CAND-%05d" % r.randint(10000, 99999), "候选人编号"),
    (lambda r: "INC%07d" % r.randint(1000000, 9999999), "IT工单号"),
    (lambda r: "OFF-%s%04d" % (r.choice("ABCDEFGHJKMNPRSTW"), r.randint(0, 9999)), "offer编号"),
    (lambda r: "BD%08d" % r.randint(0, 99999999), "背调报告编号"),
    (lambda r: "GZ-26%02d-%03d" % (r.randint(10, 12), r.randint(1, 999)), "工资批次号"),
    (lambda r: "CG%06d" % r.randint(100000, 999999), "猎头费的采购单号"),
    (lambda r: "苏劳人仲案字〔2026〕第%d号" % r.randint(100, 2999), "仲裁案号"),
    (lambda r: "HC-26%03d" % r.randint(1, 999), "HC编号"),
]


# --------------------------------------------------------------------------------------
# user-message templates per kind (EN >= 8, ZH >= 5 each)
# --------------------------------------------------------------------------------------

EN_USER = {
    "name": [
        ("new hiring manager for {site} is {name}, pls use them as the contact on the req from now on", "contact"),
        ("Candidate for the {role} role: {name}. really strong 2nd interview, {fn} wants to move fast", "candidate"),
        ("just had {name} on the phone (agency, {agency}) chasing feedback AGAIN", "contact"),
        ("can you note that {name} is our contact at the payroll bureau now, the old guy left", "contact"),
        ("{name} starts monday as {role} at {site}, induction is sorted i think", "candidate"),
        ("ugh. {name} has put in a grievance about the shift pattern. ER case to follow", "case"),
        ("referee for the {role} candidate is {name}, his old transport manager. need to ring tmrw", "contact"),
        ("IT person who actually understands the connector is {name}. the only one. scary", "contact"),
        ("voice note so I spoke to {name} who is the union rep at {site} and basically they want to sit in on all the consultation meetings which is fine but we need to give them the dates in advance", "contact"),
        ("OH nurse is {name} btw, she's doing the RTW interviews for the long-term sick cases", "contact"),
        ("{name} withdrew from the {role} process this morning. 3rd one this month", "candidate"),
        ("PIP for {name} starts next week, {fn} is finally doing it properly", "case"),
    ],
    "command": [
        "IT said if the sync stalls again just run {cmd} from the admin box and wait 5 min",
        "saving this here so i dont lose it: {cmd}",
        "{fn} from IT sent me this to check the connector: {cmd} - do I run it in normal powershell or as admin?",
        "ok tried `{cmd}` and it just sat there blinking. is that normal",
        "Command for the payroll side (per the IT ticket): {cmd}",
        "note for future me: when the ATS feed breaks it's `{cmd}` then refresh the dashboard",
        "they want me to type {cmd} into a terminal?? i'm HR not a sysadmin lol",
        "IT runbook step 3 says:\n\n    {cmd}\n\nthen check the log for errors. fine.",
        "voice note right so {fn} says the fix when the leavers don't come through is {cmd} and then you just leave it and it catches up overnight apparently",
    ],
    "id": [
        "fyi the {lbl} is {id}",
        "got the {lbl} through finally - {id}",
        "{fn} keeps asking for the {lbl}... it's {id}, it's literally in the email",
        "Logging this: {lbl} {id}, raised today",
        "if anyone asks the {lbl} is {id} and no i don't know why it took 3 weeks",
        "can you remember {id} for me? ({lbl})",
        "{id} - that's the {lbl} for the {site} one, not the other one",
        "just got an auto-email with the {lbl}: {id}. do I need to forward that to the manager?",
        "voice note right so the {lbl} is {id} and I need to put it on the file before I forget",
    ],
    "port": [
        "IT says the HR connector syncs on port {port} now, they moved it last night",
        "firewall request form wants the port... it's {port} apparently",
        "the sync port changed to {port}, do I need to tell the payroll bureau?",
        "{fn}: 'open {port} outbound to the bureau SFTP' - what does that even mean",
        "note: ATS webhook listener = port {port}",
        "so the new HRIS box listens on {port} not the old one. great. nobody told me",
        "pls remember port {port} for the connector, I'll need it for the form IT sends me",
        "per {fn} the SFTP to the payroll bureau is going over {port} from monday",
    ],
    "version": [
        "IT upgraded the connector to {ver} over the weekend and now half the leavers haven't synced",
        "we're on HRConnect {ver} apparently? is that the latest",
        "ATS release notes say {ver} fixes the duplicate candidate thing, fingers crossed",
        "vendor wants us on at least {ver} before they'll support us",
        "{fn} said don't install anything newer than {ver}, the last one broke the payroll export",
        "the About screen says version {ver}. does that help?",
        "note: connector agent on the {site} box is still {ver}, the others are newer",
        "rollback target is v{ver} if tonight goes wrong (per IT)",
    ],
    "money": [
        "offer for her is {money}, {fn} signed it off this morning",
        "band C tops out at {money} so we can't go higher without ExCo",
        "agency fee invoice came in at {money}!! for ONE driver",
        "He's asking for {money}. is that mad for a {role}?",
        "relocation allowance agreed at {money}, paid through payroll",
        "sign-on bonus of {money} for HGV drivers this quarter (ops approved)",
        "so the night premium ends up being {money} on top, per the new rota",
        "voice note spoke to the candidate and she'd accept at {money} if we can do the start date she wants",
        "budget for the christmas temps: {money} total, hard stop",
    ],
    "date": [
        "start date confirmed: {date}",
        "payroll cut-off this month is {date}, anything after goes into next month",
        "probation review for him is due {date}, can you remind me the week before",
        "She can't start until {date} bc of her notice period",
        "tribunal prelim hearing is listed for {date} (!!)",
        "DBS says it'll be back by {date} but I'll believe it when I see it",
        "consultation period ends {date}, then we can issue the letters",
        "RTW meeting booked for {date} with OH",
        "ok new plan - offer letters go out {date}",
    ],
    "decision": [
        "ok decided - we'll {choice} because {reason}.",
        "Going to {choice}. main reason: {reason}.",
        "after the call with {fn} we agreed to {choice}, mostly since {reason}",
        "fine, let's just {choice}. {reason} anyway",
        "Decision (for my notes): {choice}. why: {reason}.",
        "me and {fn} went back and forth but we're gonna {choice} cos {reason}",
        "we'll {choice} in the end, given that {reason}",
        "final answer on that one: {choice}, because honestly {reason}.",
        "signed off by {fn} this morning: we {choice}. reason being {reason}.",
    ],
    "constraint": [
        "rule for this one: {act} {cond}.",
        "reminder for u: {act} {cond}. no exceptions, I've been burned before",
        "legal were super clear on this, we {act} {cond}.",
        "fyi company policy - {act} {cond}. pls flag it if I ever ask you to do otherwise",
        "just so it's written down somewhere: {act} {cond}.",
        "{fn} from legal says: {act} {cond} (direct quote lol)",
        "can you keep this in mind going forward - {act} {cond}",
        "as per the handbook we {act} {cond}.",
    ],
    "question": [
        "do we know if {subj}? nobody's told me",
        "still waiting to hear whether {subj}... payroll went quiet",
        "random q - {subj}, or not? genuinely can't find it in the handbook",
        "I need to find out if {subj} before friday, any idea?",
        "open question from {fn}: is it true that {subj}?",
        "hmm wondering whether {subj}. asked twice, nothing back",
        "does the policy actually say whether {subj}? I have a feeling it doesn't",
        "{fn} asked me if {subj} and I just said I'd check. no idea tbh",
    ],
}

ZH_USER = {
    "name": [
        ("{site}新来的经理叫{name}，以后招人的事直接对接他", "contact"),
        ("候选人{name}二面表现挺好的，{fn}说尽快推进", "candidate"),
        ("财务那边现在对接工资表的是{name}，之前那个离职了", "contact"),
        ("IT那边真正懂连接器的只有{name}一个人，有点慌", "contact"),
        ("刚才{name}又打电话来催反馈了，{agency}那边的顾问，烦死", "contact"),
        ("{name}下周一入职，{role}，工位还没安排好", "candidate"),
        ("语音转文字：那个就是说我刚跟工会的{name}聊了一下他的意思是协商会议他都要参加这个我觉得没问题但是时间要提前给他", "contact"),
        ("{site}的{name}提了个申诉，说排班不公平，头大", "case"),
        ("{name}的PIP下周开始，{fn}总算肯按流程走了", "case"),
    ],
    "command": [
        "IT说同步卡住的话就在管理机上跑一下 {cmd} ，等五分钟",
        "存一下，免得又找不到：{cmd}",
        "IT的小周发给我的命令：{cmd} ，要用管理员身份打开PowerShell吗？",
        "试了一下 `{cmd}` ，光标一直在闪，正常吗",
        "IT工单里写的命令：{cmd}",
        "他们让我在终端里敲 {cmd} ？？我是HR又不是运维😂",
    ],
    "id": [
        "{lbl}是{id}，你记一下",
        "{fn}又来问{lbl}，邮件里明明写了：{id}",
        "{lbl}终于下来了：{id}",
        "记录一下，{lbl} {id}，今天提的",
        "{id}——这个是{site}那边的{lbl}，别跟另一个搞混了",
        "帮我记住{id}，{lbl}",
    ],
    "port": [
        "IT说连接器现在走{port}端口了，昨晚改的",
        "防火墙申请要填端口号……说是{port}",
        "同步端口改成{port}了，要不要告诉外包的薪酬服务商？",
        "备注：ATS回调监听端口是{port}",
        "新的HRIS服务器监听{port}，又没人通知我",
        "{fn}说下周一开始跟薪酬服务商的SFTP走{port}",
    ],
    "version": [
        "IT周末把连接器升到了{ver}，结果一半离职的人没同步过去",
        "我们现在用的是{ver}版本？是最新的吗",
        "厂商说至少要{ver}才给技术支持",
        "{fn}说别装比{ver}更新的，上一个版本把工资导出搞坏了",
        "关于页面显示版本{ver}，有用吗",
        "回滚的话就回到v{ver}（IT说的）",
    ],
    "money": [
        "她的offer定在{money}，{fn}早上签了",
        "C档最高也就{money}，再往上要老板批",
        "猎头费发票{money}！！就一个司机",
        "他开口要{money}，{role}这个价是不是有点离谱",
        "搬迁补贴谈好了{money}，走工资发",
        "这季度货车司机入职奖金{money}，运营批了",
        "年底临时工的预算一共{money}，不能超",
    ],
    "date": [
        "入职日期定了：{date}",
        "这个月工资截止日是{date}，之后的都算下个月",
        "他的试用期评估是{date}，提前一周提醒我",
        "她{date}才能入职，要等离职交接",
        "仲裁开庭定在{date}了（！！）",
        "背调公司说{date}出结果，我不太信",
        "协商期到{date}结束，之后才能发通知",
    ],
    "decision": [
        "定了，{choice}，主要是{reason}。",
        "还是{choice}吧，毕竟{reason}。",
        "跟{fn}商量了一下，决定{choice}，因为{reason}。",
        "最后拍板：{choice}。原因嘛，{reason}。",
        "算了不纠结了，{choice}，{reason}，没必要折腾",
        "就这么定了哈：{choice}——{reason}",
    ],
    "constraint": [
        "记一下：{cond}，{act}。",
        "法务那边说了，{cond}{act}，这个没商量",
        "千万记住，{cond}，{act}！上次差点出事",
        "提醒你一下哈，{act}，{cond}。",
        "{fn}强调过，{cond}，我们{act}",
        "这条你帮我记牢：{cond}{act}",
    ],
    "question": [
        "诶，{subj}吗？问了{fn}也说不清",
        "有个事还不知道：{subj}吗？财务一直没人回复",
        "{subj}吗？？手册里翻了半天没找到",
        "谁能告诉我{subj}吗，群里问了没人回复",
        "还有一个问题悬着，{subj}吗？等HRBP回消息",
        "你知道{subj}吗？我有点拿不准",
    ],
}

EN_PREFIX = ["", "", "", "", "morning! ", "quick one - ", "ok so ", "ugh ", "sorry another one: ",
             "right. ", "(on my phone sorry) ", "hiya, ", "before I forget - "]
EN_SUFFIX = ["", "", "", "", " ta", " x", " thx", " :)", " sigh", " (sorry, mad day)"]
ZH_PREFIX = ["", "", "", "在吗？", "哎，", "对了，", "那个，", "早，", "刚想起来，"]
ZH_SUFFIX = ["", "", "", "～", "哈", "。。。", "😂", "，先这样"]

EN_TYPOS = [("please", "pls"), ("you ", "u "), ("tomorrow", "tmrw"), ("because", "bc"),
            ("received", "recieved"), ("definitely", "definately"), ("the ", "teh "),
            ("thanks", "thx"), ("about", "abt")]


# --------------------------------------------------------------------------------------
# assistant replies
# --------------------------------------------------------------------------------------

EN_REPLY = {
    "name": [
        "Noted - I've got that down.",
        "Got it, thanks for the context.",
        "Thanks, that's useful to know.",
    ],
    "name_contact": [
        "If they're going to be a regular contact, it's worth:\n\n- adding them to the requisition or case record so the audit trail is clean\n- checking their access level in the ATS (managers only need CVs and scorecards, nothing from the HR-only tab)\n- saving their details with the role next to it, so you're not hunting through Teams in three weeks",
        "Next steps I'd suggest:\n1. Send a short intro email so they know you're their HR point of contact.\n2. Agree the channel - Teams or email - and a realistic turnaround.\n3. Put a 15-minute check-in in the diary for next week.\n\nWant me to draft the intro email?",
        "Quick checklist so nothing slips:\n- Is everything logged against the right record in the HRIS?\n- Does anyone else need to know (line manager, payroll, site admin)?\n- Is there a deadline attached that I should remind you about?\n\nHappy to draft whatever comms you need.",
    ],
    "name_candidate": [
        "For people at this stage momentum matters: feedback within 48 hours, one clear next step, one named contact. If the manager wants to move quickly, line up references and the paperwork in parallel so nothing holds the process up later.",
        "Worth keeping the candidate side warm:\n- a quick call rather than an email for any change of plan\n- a clear timeline for what happens next\n- a named person on site for the first day\n\nDrop-outs usually happen in the quiet gap between stages, so it's the silence you want to avoid.",
        "For someone joining, the checklist I'd run:\n1. contract signed and back\n2. checks complete and recorded in the HRIS\n3. IT account, locker and PPE ready\n4. manager briefed and a buddy assigned\n\nWant me to turn that into a message to the site?",
    ],
    "name_case": [
        "For anything ER-flavoured, start a clean file now: dates, who said what, copies of every letter and note. Acknowledge in writing, keep the manager's involvement factual, and don't let it get discussed informally around the site.",
        "Noted. A few basics while it's early:\n- acknowledge receipt in writing and set out what happens next\n- check who is independent enough to hear it\n- keep notes contemporaneous and stored in the ER folder, not email\n\nHappy to draft the acknowledgement letter.",
    ],
    "command": [
        "That looks like a fairly standard admin command. A few tips:\n- run PowerShell or the terminal the way IT told you (usually an elevated/admin session)\n- copy it exactly, including quotes and hyphens - Outlook and Word love turning hyphens into dashes\n- if it errors, screenshot the whole window, not just the last line, and send it to IT with the ticket\n\nI'd keep it in a plain text file on your desktop rather than in a Teams chat.",
        "Nothing in that is destructive as far as I can tell - it reads status or restarts something, it doesn't delete anything. If it just sits there, give it a couple of minutes; services on a busy server can be slow to come back. If it's still stuck after five minutes, Ctrl+C and ring IT rather than running it again and again.",
        "Saved in our thread. One suggestion: ask IT to wrap it in a desktop shortcut or a scheduled task so you don't have to type it by hand - far less error-prone, and it gives them a log of when it ran.",
        "Admin rights: yes, most service and network commands need an elevated window (right-click PowerShell > Run as administrator). If the HR laptop doesn't let you, that's an IT permission issue, not something you're doing wrong - mention it on the ticket.",
    ],
    "id": [
        "Noted. I'd put that reference in the subject line of every email about this - it makes the inbox search painless later and keeps the audit trail tidy.",
        "Got it. Worth adding it to the HRIS notes field as well, so whoever covers you on leave can find it without digging through email.",
        "Thanks - logged. If the manager asks again, you could point them to the ATS record directly rather than re-sending; it trains people to self-serve.",
        "Saved. Forwarding: only if the manager actually needs it to act on something. References like that can end up attached to the wrong thread, so I'd keep distribution small.",
    ],
    "port": [
        "That's an IT-side setting, so you mostly need it for forms and conversations with the bureau. A firewall request usually wants: source server, destination, the port, protocol (TCP), and a business reason - something like 'HRIS to payroll bureau nightly sync'.",
        "Good to have written down. If the payroll bureau connects to you (rather than the other way round), they'll need to update their side too - I'd send them a short heads-up and ask them to confirm when they've tested.",
        "Noted. If the sync fails right after a change like that, the first question IT will ask is whether the firewall rule went in on both ends - worth asking them before you spend time checking records.",
    ],
    "version": [
        "Useful to have. When you raise the issue with the vendor they'll ask for the exact version first, then: when it started, how many records are affected, and one example employee ID. Having those ready usually saves a full round trip on the ticket.",
        "Noted. For the leavers that didn't sync, I'd keep a simple list (employee number, leave date, what's missing) - that's what IT will need to re-push them, and it protects payroll from paying someone after their last day.",
        "Thanks. Version numbers matter for support, so it's good you've got it. If the release notes mention the fix you need, paste the line here and I'll help you word the request to IT.",
    ],
    "money": [
        "Noted. Quick sanity checks before it goes anywhere:\n- where it sits in the band (and whether it creates a pay gap with people already in the role)\n- total cost with employer NI and pension on top - roughly a fifth more\n- whether the budget holder has approved it in writing",
        "Got it. If this is going into an offer, make sure the figure in the ATS, the offer letter and the payroll new-starter form all match - mismatches between those three are the most common cause of first-payslip complaints.",
        "Thanks - logged. If you need to justify it upwards, a one-line comparison against the last two hires in the same role is usually enough for ExCo.",
    ],
    "date": [
        "I'll remind you. Around that date, the usual dependencies are: payroll needs the new-starter form before cut-off, the contract should go out at least a week before, and the manager needs to know so they can plan the rota.",
        "Noted. I'd put it in the calendar with a reminder a week before - for anything tied to a legal or payroll deadline, a second reminder two days before doesn't hurt.",
        "Got it. If that date moves, remember the knock-on dates (probation review, first pay date, system access) move with it - worth telling IT and payroll in one email rather than separately.",
    ],
    "decision": [
        "Makes sense - that's a sensible call given the constraints. I'd write it down where the managers can see it (one line in the weekly update is enough), so nobody reopens it next week. Want me to draft that line?",
        "Noted as decided. A few follow-ons:\n- tell the people affected before they hear it second-hand\n- update any process doc or template that still describes the old way\n- set a date to check whether it's working - four to six weeks is usually enough",
        "Fair enough, the reasoning holds up. The only risk I'd flag is managers treating it as a precedent for other teams - worth saying explicitly that it's specific to this situation.",
        "Good, that closes that loop. I'll bear it in mind when we draft anything related, so the comms stay consistent with what you've agreed.",
    ],
    "constraint": [
        "Understood - I'll treat that as a hard rule and flag it if anything you ask me to draft would cut across it.",
        "Got it. That's consistent with good practice, and it's exactly the kind of thing that causes real trouble at tribunal if it slips. I'd make sure managers know it too, not just HR - a line in the manager's guide helps.",
        "Noted. If it helps, I can add a short reminder block to the templates we use (offer pack, invite letters, reference replies) so the rule is built into the process rather than relying on memory.",
        "Absolutely, I'll stick to that. If a manager pushes back, it's much easier to say 'company policy, not my choice' and point them to the document - want me to find the right wording for that?",
    ],
    "question": [
        "Honestly I can't tell from anything you've shared so far - I haven't seen a policy line or an email that settles it. I'd put it to the owner in writing so you have the answer on record. Want me to draft a two-line email you can send?\n\nIn the meantime I wouldn't commit to anything either way with the employee.",
        "That's one I can't confirm for you. It'll depend on the exact wording of your policies and how the relevant team has things set up, and I don't have either in front of me. I'll keep it on the open-items list until someone gives you a definitive answer.",
        "Good question, and I don't want to guess on something like that. The safest route is to ask whoever owns that policy and get the reply in writing. Until then I'd treat it as unresolved and tell the manager you're checking.",
        "I genuinely don't know, and it's the kind of thing where a wrong answer creates a precedent. Parking it as an open question - nudge me if you want a chaser drafted.",
    ],
}

EN_CLOSERS = ["", "", "", "\n\nAnything else on this one?", "\n\nShout if you want a draft.",
              "\n\nI'll keep it in mind for later.", "\n\nLet me know how it goes."]

ZH_REPLY = {
    "name": ["好的，记下了。", "收到，这个信息挺有用的。", "明白，我记住了。"],
    "name_contact": [
        "如果以后要经常打交道，建议：\n1. 在需求单或案件记录里把对接人更新一下，留痕清楚；\n2. 检查一下他在ATS里的权限，用人经理只需要看简历和面试评分，HR专用的那一栏不要开给他；\n3. 把联系方式和职位存一下，免得过几周又到处翻聊天记录。",
        "下一步可以这样：\n1. 发个简短的邮件介绍一下自己是HR对接人；\n2. 约定一下用企业微信还是邮件沟通、多久内回复；\n3. 下周约个15分钟的沟通。\n\n需要我帮你拟一下邮件吗？",
        "列个小清单，免得漏掉：\n- HRIS里记录挂在对的人名下了吗？\n- 还有谁需要知道（直属领导、薪酬、仓库行政）？\n- 有没有截止时间需要我提醒你？",
    ],
    "name_candidate": [
        "这个阶段最重要的是节奏：48小时内给反馈，下一步说清楚，对接人固定一个。如果经理想尽快推进，入职材料可以同步准备，后面就不会卡住。",
        "新人入职前建议过一遍：\n1. 合同签好收回；\n2. 各项核验在HRIS里登记；\n3. 系统账号、柜子、劳保用品准备好；\n4. 经理知道、带教师傅安排好。\n\n要我发个消息给仓库那边吗？",
    ],
    "name_case": [
        "员工关系的事从一开始就要留好档：时间、谁说了什么、所有书面材料都存一份。先书面确认收到，经理那边只讲事实，别在仓库里私下议论。",
        "收到。几件基础的事：\n- 书面回复确认收到，说明接下来的流程；\n- 看看谁比较中立适合来处理；\n- 谈话记录当天整理，放在员工关系的文件夹里，不要只留在微信里。\n\n需要的话我帮你起草回执。",
    ],
    "command": [
        "这看起来是比较常规的管理命令。几点提醒：\n- 按IT说的方式打开PowerShell或终端，一般要用管理员身份；\n- 原样复制，引号、横杠都别漏，Word和邮件经常会把横杠自动改掉；\n- 如果报错，整个窗口截图发给IT，不要只截最后一行。",
        "就我看这条命令不会删东西，只是查询状态或者重启服务。如果一直没反应，先等两三分钟，服务器忙的时候重启会慢一些。五分钟还卡着就按Ctrl+C，然后直接找IT，别反复执行。",
        "已经存在咱们的对话里了。建议让IT帮你做成桌面快捷方式或者计划任务，不用每次手敲，出错概率小很多，他们也能看到执行记录。",
    ],
    "id": [
        "记下了。以后相关邮件的标题里都带上这个编号，搜邮件会方便很多，留痕也清楚。",
        "好的。建议在HRIS的备注里也写一下，你休假的时候别人接手也能找到。",
        "收到。经理再问的话，可以直接让他去ATS里看记录，不用每次都重新发，慢慢他就会自己查了。",
    ],
    "port": [
        "这个是IT那边的设置，你主要是填表或者跟服务商沟通的时候用得到。防火墙申请一般要写：源服务器、目标地址、端口、协议（TCP）和业务理由，比如“HRIS与薪酬服务商每日同步”。",
        "记下了。如果是薪酬服务商主动连我们，他们那边也要改配置，建议发个通知让他们测试后回复确认。",
        "好的。改完端口之后如果同步失败，IT第一句话肯定问防火墙两边是不是都开了，可以先问清楚再去查数据。",
    ],
    "version": [
        "这个信息有用。找厂商报问题的时候，他们第一件事就是问版本号，然后会问什么时候开始的、影响多少条记录、给一个员工编号做例子，提前准备好能省一来一回。",
        "记下了。没同步过去的离职人员，建议单独拉个清单（工号、离职日期、缺了什么），IT补推的时候要用，也能避免离职后还发工资。",
        "好的。版本号对技术支持很关键。如果更新说明里提到你要的修复，把那一行贴给我，我帮你措辞给IT提需求。",
    ],
    "money": [
        "记下了。发出去之前建议核对几点：\n- 在薪档里的位置，会不会跟现有同岗位的人倒挂；\n- 加上社保公积金公司部分之后的总成本；\n- 预算负责人有没有书面确认。",
        "好的。如果要写进offer，ATS、offer letter和薪酬的入职信息表三个地方的数字一定要一致，第一个月工资出问题大多是因为这三处对不上。",
        "收到。如果要跟老板解释，拿最近两个同岗位入职的人对比一下，一句话就够了。",
    ],
    "date": [
        "我会提醒你。这个日期前后要注意：薪酬那边入职信息要在截止日前给到，合同至少提前一周发，经理也要提前知道好排班。",
        "记下了。建议在日历里设个提前一周的提醒，跟法律或工资相关的节点，提前两天再提醒一次也不多。",
        "好的。如果这个日期变了，后面的试用期评估、首次发薪、系统账号开通都要跟着变，最好一封邮件同时通知IT和薪酬。",
    ],
    "decision": [
        "有道理，考虑到现在的情况这个决定挺合理的。建议在周报里写一句，让经理们都知道，免得下周又有人拿出来讨论。要我帮你写这一句吗？",
        "好的，就按这个来。后续几件事：\n- 先通知受影响的人，别让他们从别人那里听说；\n- 还在写旧流程的文件和模板要更新；\n- 定个时间回头看看效果，一般四到六周就够了。",
        "理由站得住。唯一的风险是别的部门会拿这个当先例，最好明确说一下这是针对这次情况的。",
    ],
    "constraint": [
        "明白，我会把这条当成硬性规定，以后你让我起草的东西如果跟它冲突，我会提醒你。",
        "收到。这个完全符合规范，真出了问题到仲裁的时候就是大麻烦。建议也让经理们知道，不只是HR，在经理手册里加一句就行。",
        "记下了。要不要我在常用模板里（offer、通知函、证明模板）加一段提醒，这样规定直接嵌在流程里，不用靠记忆。",
    ],
    "question": [
        "这个我也没法确定，你目前发给我的材料里都没有写到。建议直接发邮件问负责的同事，拿个书面答复。要不要我帮你拟一封？在有明确答复之前，先别对员工做任何承诺。",
        "说实话这个我不好下结论，要看公司制度和具体的规定，我手头没有这些文件。我先把它记在待办问题清单里，等有人回复了再说。",
        "这个问题挺关键的，我不建议凭感觉回答。最好找制度的负责人确认，拿到书面答复再跟员工沟通。",
    ],
}

ZH_CLOSERS = ["", "", "", "\n\n还有别的吗？", "\n\n需要的话我帮你起草。", "\n\n后面我会留意的。"]



# follow-up turns after a fact message (never restate the needle, never answer a question)
EN_FOLLOW = {
    "name_contact": [
        ("yes pls draft the intro", "Here you go:\n\nHi {first},\n\nI'm Jen from the People Team - I'll be your main HR contact going forward. For anything recruitment or people-related, drop me a line here or on Teams and I'll aim to come back to you within a working day.\n\nWould a quick 15-minute call next week be useful, just to run through how we work?\n\nThanks,\nJen"),
        ("will do, thx", "No problem. I'll remember who to point things to."),
        ("should I add them to the HR distribution list?", "Only if they genuinely need everything that goes out on it. For an external or part-time contact I'd keep it to direct emails - fewer people on a list means fewer accidental data-sharing moments."),
    ],
    "name_candidate": [
        ("ok can you draft a quick 'we're moving you forward' message", "Draft:\n\nHi {first},\n\nThanks again for your time last week - we really enjoyed meeting you. I'm pleased to say we'd like to move you to the next stage. I'll be in touch in the next couple of days with the details, but wanted you to hear it from us first.\n\nBest,\nJen"),
        ("yeah", "Great. Nudge me when there's an update and I'll line up the next step."),
    ],
    "name_case": [
        ("pls draft the meeting invite", "Draft:\n\nDear {first},\n\nI'm writing to invite you to a meeting to talk through the matter we discussed. The purpose is to listen and agree next steps - it isn't a disciplinary hearing.\n\nYou're welcome to bring a colleague or trade union representative with you. If the proposed time doesn't work, let me know and we'll find another.\n\nKind regards,\nJen\nPeople Team"),
        ("ugh ok. this is going to be a long one", "Probably - but a tidy file from day one makes it far less painful. I'll help you keep the timeline straight."),
    ],
    "command": [
        ("it says access denied", "That's a permissions thing, not a typo. Close the window, right-click PowerShell and pick 'Run as administrator', then try again. If the HR laptop won't let you elevate, put it back on the ticket - IT need to either give you the right or run it themselves."),
        ("ok it worked!! I'm basically IT now", "Ha - welcome to the dark side. Jot down the date and time you ran it, just so there's a record if the sync misbehaves later."),
        ("nothing happened at all, just went back to the prompt", "For a lot of these commands, no output means success - it just did the thing quietly. Give the sync ten minutes and check whether the missing records have come through."),
    ],
    "port": [
        ("ok I'll tell the bureau", "Good. Ask them to confirm once they've tested, so you're not finding out on payroll day that it didn't work."),
        ("do I need to do anything or is it all IT", "Almost all IT. Your only job is making sure the bureau knows, and keeping the ticket number in case the sync falls over."),
    ],
    "version": [
        ("ok I'll send that to IT", "Sounds good. Include the list of affected people if you have it - saves a round trip."),
        ("why do they even need to upgrade it every 5 minutes", "Security fixes, mostly, plus whatever the vendor changed in the payroll and ATS integrations. Annoying, but running an old version of anything that touches salary data is riskier."),
    ],
    "money": [
        ("can you draft the offer paragraph", "Draft:\n\n\"We are delighted to offer you the position on the terms set out below. Your salary will be as confirmed in the attached schedule, paid monthly in arrears on the last working day of the month. Your offer is conditional on satisfactory pre-employment checks, details of which are enclosed.\"\n\nI've kept the figure in the schedule rather than the body - it means one place to update if it changes."),
        ("is that reasonable tho", "It's within the range you'd expect for the role and region from what you've told me. The bigger question is internal fairness - check it doesn't leapfrog people already doing the same job."),
    ],
    "date": [
        ("pls remind me", "Will do - I'll flag it the week before, and again the day before if it's one with a hard deadline."),
        ("ugh that's so soon", "It is tight. If it helps, list what has to happen before then and I'll work backwards into a day-by-day plan."),
    ],
    "decision": [
        ("yes pls draft the line for the weekly update", "Draft line:\n\n\"People update: following discussion with the ops leads, we've agreed a change to how we'll handle this going forward. Details are in the note on the HR SharePoint - any questions, come to me.\"\n\nShort on purpose - the detail lives in one place so it doesn't get distorted in forwarding."),
        ("hope it doesn't blow up lol", "It's a reasonable call with a clear reason behind it - that's usually what stops things blowing up. If anyone pushes back, point to the reason and the review date."),
    ],
    "constraint": [
        ("yes pls add it to the templates", "Done - I'd add this block to the top of the relevant templates:\n\n\"HR check before sending: confirm this complies with the relevant company rule. If unsure, stop and ask the People Team.\"\n\nGeneric on purpose, so it stays valid if the wording of the rule changes."),
        ("managers will hate it", "Some will. It's much easier to hold the line if it's written down and consistently applied - the moment one site gets an exception, every site wants one."),
    ],
    "question": [
        ("yes draft the chaser pls", "Draft:\n\nHi both,\n\nJust following up on the question I raised earlier this week - I have a manager waiting on an answer, so could you confirm in writing by Friday? If it needs to go to someone else, could you let me know who?\n\nThanks,\nJen"),
        ("ugh nobody ever answers these", "It's frustrating. Putting a deadline in the ask and copying their manager on the second chase usually shifts it - want me to draft the chaser?"),
        ("ok leave it with me", "Sure. I'll keep it on the open-items list."),
    ],
}

ZH_FOLLOW = {
    "name_contact": [
        ("帮我写个自我介绍的消息吧", "可以这样发：\n\n您好，我是人力资源部的晓琳，之后招聘和人事相关的事情都由我来对接。有需要随时企业微信找我，我一般一个工作日内回复。下周方便的话约15分钟简单聊一下怎么配合？谢谢！"),
        ("好，知道了", "好的，以后这方面的事我会提醒你找对人。"),
    ],
    "name_candidate": [
        ("帮我写个通知他进下一轮的消息", "草稿：\n\n您好，感谢您上周抽时间来面试，我们对您印象很好，想邀请您进入下一轮。具体时间地点我这两天发给您，先跟您说一声这个好消息～\n\n人力资源部 晓琳"),
        ("嗯嗯", "好，有进展了告诉我，我帮你安排下一步。"),
    ],
    "name_case": [
        ("帮我写个约谈通知", "草稿：\n\n您好，想约您找个时间面谈一下之前沟通的事情，主要是听听您的想法、一起商量下一步，不是纪律处分的谈话。您可以请一位同事或工会代表陪同。时间不方便的话告诉我，我们再调整。\n\n人力资源部"),
        ("唉，又要折腾好久", "估计是的，不过从第一天就把材料整理好，后面会轻松很多。时间线我帮你记着。"),
    ],
    "command": [
        ("提示拒绝访问", "这是权限问题，不是你敲错了。关掉窗口，右键PowerShell选“以管理员身份运行”再试。如果电脑不让你提权，就在工单里说明，让IT给权限或者他们远程执行。"),
        ("成功了！！我现在也算半个IT了", "哈哈厉害。记一下执行的时间，万一后面同步出问题有个记录。"),
    ],
    "port": [
        ("好，我跟服务商说一下", "好的，让他们测试完回复确认一下，别等到发工资那天才发现没通。"),
        ("我需要做什么吗还是都是IT的事", "基本都是IT的事。你只需要确保服务商知道，然后把工单号留着，万一同步出问题好查。"),
    ],
    "version": [
        ("好，我转给IT", "可以，有受影响人员名单的话一起发，省得来回问。"),
        ("为什么老是要升级啊", "主要是安全补丁，还有厂商对薪酬和ATS接口的调整。烦是烦，但涉及工资数据的系统用老版本风险更大。"),
    ],
    "money": [
        ("帮我写一下offer里薪资那段", "草稿：\n\n“经双方协商，您的薪酬待遇详见附件《薪酬确认表》，按月发放，每月15日发放上月工资。本录用以入职核验合格为前提。”\n\n具体数字放在附件里，正文不写，改的时候只用改一个地方。"),
        ("这个合理吗", "从你说的情况看，在这个岗位和地区的正常范围内。更要注意的是内部公平，别比现在干同样活的人高出一截。"),
    ],
    "date": [
        ("到时候提醒我", "好的，提前一周提醒你，关键节点前一天再提醒一次。"),
        ("啊好赶", "确实有点赶。你把之前必须完成的事列一下，我帮你倒排成每天的计划。"),
    ],
    "decision": [
        ("帮我写一句放周报里", "可以这样写：\n\n“人事动态：经与运营负责人讨论，此事的处理方式已做调整，具体说明见HR共享盘，有疑问请联系人力资源部。”\n\n故意写得短，细节只放一个地方，免得转来转去走样。"),
        ("希望别出什么幺蛾子", "有明确理由的决定一般不会出大问题。有人反对的话，就讲理由和回顾的时间点。"),
    ],
    "constraint": [
        ("好，加到模板里吧", "好的，建议在相关模板开头加这一段：\n\n“发送前HR核对：请确认符合公司相关规定，如不确定请先咨询人力资源部。”\n\n写得通用一点，规定措辞变了也不用改模板。"),
        ("经理们肯定又要抱怨", "肯定会有人抱怨。写下来、一视同仁地执行最容易守住，一个仓开了口子，其他仓都会来要。"),
    ],
    "question": [
        ("帮我写个催一下的消息", "草稿：\n\n两位好，想跟进一下我前几天问的那个问题，经理那边在等答复，麻烦周五前书面回复一下可以吗？如果需要找别人，也请告诉我找谁。谢谢！\n\n晓琳"),
        ("问了也白问，没人理", "确实挺烦的。催的时候写上截止时间，第二次催抄送一下对方领导，一般就有人回了。要我帮你写吗？"),
        ("算了先放着", "好，我先记在待办问题里。"),
    ],
}

# --------------------------------------------------------------------------------------
# conversation
# --------------------------------------------------------------------------------------

class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random("ci/%d/%d/%d" % (seed, 1 if zh else 0, attempt))
        self.zh = zh
        self.per_kind = per_kind
        self.used = []
        self._decks = {}

    # ---- helpers -------------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def deck(self, key, items):
        """Cycle through items in a shuffled order so phrasings don't repeat back to back."""
        d = self._decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self._decks[key] = d
        return d.pop()

    def chance(self, p):
        return self.rng.random() < p

    def clash(self, v):
        return any(v in u or u in v for u in self.used)

    def uniq(self, gen):
        for _ in range(2000):
            v = gen()
            if not self.clash(v):
                self.used.append(v)
                return v
        raise RuntimeError("cannot generate unique value")

    def ctx(self):
        if self.zh:
            return {"fn": self.pick(ZH_FN), "site": self.pick(ZH_SITES),
                    "role": self.pick(ZH_ROLES), "agency": self.pick(ZH_AGENCIES)}
        return {"fn": self.pick(EN_FN), "site": self.pick(EN_SITES),
                "role": self.pick(EN_ROLES), "agency": self.pick(EN_AGENCIES)}

    def noisy(self, t):
        """Register noise applied to a template before its placeholders are filled."""
        if self.zh:
            return t
        for a, b in EN_TYPOS:
            if a in t and self.chance(0.12 if a == "the " else 0.3):
                t = t.replace(a, b, 1)
        if len(t) > 1 and t[0].isupper() and t[1].islower() and self.chance(0.4):
            t = t[0].lower() + t[1:]
        return t

    def fill(self, t, vals):
        d = self.ctx()
        d.update(vals)
        return t.format(**d)

    # ---- value generators ------------------------------------------------------------
    def gen_name(self):
        if self.zh:
            return self.uniq(lambda: self.pick(ZH_SUR) + self.pick(ZH_GIVEN))
        firsts = {u.split()[0] for u in self.used if " " in u}
        lasts = {u.split()[-1] for u in self.used if " " in u}

        def g():
            f = self.pick([x for x in EN_FIRST if x not in firsts] or EN_FIRST)
            l = self.pick([x for x in EN_LAST if x not in lasts] or EN_LAST)
            return f + " " + l
        return self.uniq(g)

    def gen_command(self):
        pats = list(CMD_PATTERNS)
        self.rng.shuffle(pats)
        used_p = getattr(self, "_cmd_used", set())
        for fn, pen, pzh in pats:
            if fn in used_p and len(used_p) < len(pats):
                continue
            used_p.add(fn)
            self._cmd_used = used_p
            c = self.uniq(lambda: fn(self.rng))
            return c, (pzh if self.zh else pen)
        fn, pen, pzh = pats[0]
        return self.uniq(lambda: fn(self.rng)), (pzh if self.zh else pen)

    def gen_id(self):
        pats = ZH_ID_PATTERNS if self.zh else EN_ID_PATTERNS
        fn, lbl = self.pick(pats)
        return self.uniq(lambda: fn(self.rng)), lbl

    def gen_port(self):
        return self.uniq(lambda: str(self.rng.randint(3001, 60999)))

    def gen_version(self):
        def g():
            r = self.rng.random()
            if r < 0.55:
                return "%d.%d.%d" % (self.rng.randint(2, 11), self.rng.randint(0, 19), self.rng.randint(0, 49))
            if r < 0.8:
                return "%d.%d.%d.%d" % (self.rng.randint(2, 11), self.rng.randint(0, 9), self.rng.randint(0, 9), self.rng.randint(100, 9999))
            return "202%d.%d.%d" % (self.rng.randint(4, 6), self.rng.randint(1, 12), self.rng.randint(0, 9))
        return self.uniq(g)

    def gen_money(self):
        r = self.rng

        def g():
            if self.zh:
                c = r.randint(0, 3)
                if c == 0:
                    return "%s万" % r.choice(["1.2", "1.5", "2.4", "3.6", "12", "15", "18", "22", "28", "35", "6.5", "8.8", "0.8"])
                if c == 1:
                    return "¥{:,}".format(r.randint(30, 300) * 100)
                if c == 2:
                    return "%d元" % (r.randint(30, 250) * 100)
                return "%d块" % (r.randint(2, 30) * 100)
            c = r.randint(0, 5)
            if c == 0:
                return "£%d,%s" % (r.randint(22, 68), r.choice(["000", "500", "250", "750"]))
            if c == 1:
                return "£%s%sk" % (r.randint(24, 70), r.choice(["", ".5"]))
            if c == 2:
                return "€%d,%s" % (r.randint(28, 80), r.choice(["000", "500"]))
            if c == 3:
                return "£%d.%02d/hr" % (r.randint(11, 19), r.choice([0, 10, 25, 40, 50, 65, 75, 85, 90]))
            if c == 4:
                return "£{:,}".format(r.randint(4, 60) * 50 + 1000)
            return "€{:,}".format(r.randint(10, 90) * 50)
        return self.uniq(g)

    def rand_day(self):
        return date(2026, 12, 1) + timedelta(days=self.rng.randint(0, 200))

    def gen_date(self):
        r = self.rng
        rel = getattr(self, "_rel", ["下周五", "下下周一", "元旦后第一个工作日", "春节前最后一天", "这周四"])

        def g():
            d = self.rand_day()
            if self.zh:
                c = r.randint(0, 4)
                if c == 0 and rel:
                    return rel[r.randrange(len(rel))]
                if c == 1:
                    return "%d月%d日" % (d.month, d.day)
                if c == 2:
                    return "%d月%d号" % (d.month, d.day)
                if c == 3:
                    return "%d年%d月%d日" % (d.year, d.month, d.day)
                return "%d月%d日（%s）" % (d.month, d.day, "周" + "一二三四五六日"[d.weekday()])
            c = r.randint(0, 6)
            M, m = MON_FULL[d.month - 1], MON_FULL[d.month - 1][:3]
            W, w = WD_FULL[d.weekday()], WD_FULL[d.weekday()][:3]
            return [
                "%d %s" % (d.day, m),
                "%s %d %s" % (W, d.day, M),
                "%d%s %s" % (d.day, sfx(d.day), M),
                "%02d/%02d/%d" % (d.day, d.month, d.year),
                "%s %d%s" % (m, d.day, sfx(d.day)),
                "%s %d/%d" % (w, d.day, d.month),
                "%s %d%s %s" % (w, d.day, sfx(d.day), m),
            ][c]
        v = self.uniq(g)
        if v in rel:
            rel.remove(v)
        self._rel = rel
        return v

    # ---- facts ---------------------------------------------------------------------
    CARRIERS = {
        "name": [("user", 5), ("paste", 2), ("tool", 3)],
        "command": [("user", 45), ("paste", 15), ("tool", 15), ("assistant", 25)],
        "id": [("user", 4), ("paste", 2), ("tool", 4)],
        "port": [("user", 5), ("paste", 2), ("tool", 3)],
        "version": [("user", 45), ("paste", 25), ("tool", 30)],
        "money": [("user", 5), ("paste", 15), ("tool", 15), ("assistant", 20)],
        "date": [("user", 45), ("paste", 15), ("tool", 25), ("assistant", 15)],
        "decision": [("user", 85), ("paste", 10), ("tool", 5)],
        "constraint": [("user", 7), ("paste", 2), ("tool", 1)],
        "question": [("user", 1)],
    }
    PASTE_CONT = {
        "name": ["ats_export", "scores", "email_mgr"],
        "command": ["email_it"],
        "id": ["ats_export", "email_it", "email_payroll", "email_mgr", "email_legal"],
        "port": ["log", "email_it"],
        "version": ["log", "email_it"],
        "money": ["ats_export", "email_payroll", "email_mgr", "email_cand"],
        "date": ["ats_export", "email_payroll", "email_mgr", "email_legal", "email_cand"],
        "decision": ["email_mgr"],
        "constraint": ["policy", "email_legal"],
    }
    TOOL_CONT = {
        "name": ["ats_search", "hris_lookup", "calendar"],
        "command": ["inbox_it"],
        "id": ["ats_search", "hris_lookup", "inbox_it", "inbox_payroll", "inbox_legal"],
        "port": ["connector", "inbox_it"],
        "version": ["connector", "inbox_it"],
        "money": ["ats_search", "hris_lookup", "inbox_payroll"],
        "date": ["ats_search", "hris_lookup", "calendar", "inbox_payroll", "inbox_legal"],
        "decision": ["inbox_mgr"],
        "constraint": ["inbox_legal"],
    }

    def carrier(self, kind):
        opts = self.CARRIERS[kind]
        tot = sum(w for _, w in opts)
        x = self.rng.uniform(0, tot)
        for c, w in opts:
            x -= w
            if x <= 0:
                return c
        return opts[-1][0]

    def make_facts(self):
        facts = []
        pools = {
            "decision": ZH_DECISIONS if self.zh else EN_DECISIONS,
            "constraint": ZH_CONSTRAINTS if self.zh else EN_CONSTRAINTS,
            "question": ZH_QUESTIONS if self.zh else EN_QUESTIONS,
        }
        for kind in ["decision", "constraint", "question"]:
            pool = list(pools[kind])
            self.rng.shuffle(pool)
            n = 0
            for item in pool:
                if n >= self.per_kind:
                    break
                needles = list(item) if isinstance(item, tuple) else [item]
                if any(self.clash(x) for x in needles):
                    continue
                self.used.extend(needles)
                if kind == "decision":
                    v = {"choice": item[0], "reason": item[1]}
                elif kind == "constraint":
                    v = {"act": item[0], "cond": item[1]}
                else:
                    v = {"subj": item}
                facts.append({"kind": kind, "needles": needles, "v": v, "carrier": self.carrier(kind)})
                n += 1
        for kind in ["name", "command", "id", "port", "version", "money", "date"]:
            for _ in range(self.per_kind):
                c = self.carrier(kind)
                if kind == "name":
                    v = {"name": self.gen_name()}
                    nd = [v["name"]]
                elif kind == "command":
                    cmd, purpose = self.gen_command()
                    v = {"cmd": cmd, "purpose": purpose}
                    nd = [cmd]
                elif kind == "id":
                    i, lbl = self.gen_id()
                    v = {"id": i, "lbl": lbl}
                    nd = [i]
                elif kind == "port":
                    v = {"port": self.gen_port()}
                    nd = [v["port"]]
                elif kind == "version":
                    v = {"ver": self.gen_version()}
                    nd = [v["ver"]]
                elif kind == "money":
                    if c == "assistant":
                        v = self.gen_prorata()
                    else:
                        v = {"money": self.gen_money()}
                    nd = [v["money"]]
                else:
                    if c == "assistant":
                        v = self.gen_review_date()
                    else:
                        v = {"date": self.gen_date()}
                    nd = [v["date"]]
                facts.append({"kind": kind, "needles": nd, "v": v, "carrier": c})
        return facts

    def gen_prorata(self):
        r = self.rng
        for _ in range(200):
            if self.zh:
                monthly = r.randint(45, 160) * 100
                d = date(2027, r.randint(1, 5), r.randint(3, 24))
                # 计薪天数 21.75: 按当月剩余工作日折算
                days_in = (date(d.year, d.month + 1, 1) - timedelta(days=1)).day
                work = sum(1 for k in range(d.day, days_in + 1)
                           if date(d.year, d.month, k).weekday() < 5)
                amt = monthly / 21.75 * work
                money = "%.2f元" % amt
                ctxv = {"monthly": "%d" % monthly, "start": "%d月%d号" % (d.month, d.day), "work": work}
            else:
                annual = r.randint(22, 60) * 1000 + r.choice([0, 500])
                d = date(2027, r.randint(1, 5), r.randint(3, 24))
                days_in = (date(d.year, d.month + 1, 1) - timedelta(days=1)).day
                left = days_in - d.day + 1
                amt = annual / 12.0 * left / days_in
                money = "£{:,.2f}".format(amt)
                ctxv = {"annual": "%dk" % (annual // 1000) if annual % 1000 == 0 else "%.1fk" % (annual / 1000.0),
                        "start": "the %d%s of %s" % (d.day, sfx(d.day), MON_FULL[d.month - 1]),
                        "left": left, "days_in": days_in}
            if not self.clash(money):
                self.used.append(money)
                ctxv["money"] = money
                return ctxv
        raise RuntimeError("prorata")

    def gen_review_date(self):
        r = self.rng
        for _ in range(200):
            d = date(2026, 12, 1) + timedelta(days=r.randint(0, 75))
            months = r.choice([3, 6]) if not self.zh else r.choice([3, 6])
            m = d.month - 1 + months
            y = d.year + m // 12
            m = m % 12 + 1
            day = min(d.day, 28)
            rv = date(y, m, day)
            while rv.weekday() >= 5:
                rv += timedelta(days=1)
            if self.zh:
                s = "%d年%d月%d日" % (rv.year, rv.month, rv.day)
                st = "%d月%d号" % (d.month, d.day)
            else:
                s = "%s %d %s %d" % (WD_FULL[rv.weekday()], rv.day, MON_FULL[rv.month - 1], rv.year)
                st = "the %d%s of %s" % (d.day, sfx(d.day), MON_FULL[d.month - 1][:3])
            if not self.clash(s):
                self.used.append(s)
                return {"date": s, "start": st, "months": months}
        raise RuntimeError("review date")

    # ---- user-carried facts ----------------------------------------------------------
    def user_part(self, f):
        tmpl = self.deck("u:" + f["kind"], (ZH_USER if self.zh else EN_USER)[f["kind"]])
        if isinstance(tmpl, tuple):
            tmpl, f["rtype"] = tmpl
        tmpl = self.noisy(tmpl)
        return self.fill(tmpl, f["v"])

    def reply_for(self, kind, rtype=None):
        R = ZH_REPLY if self.zh else EN_REPLY
        if kind == "name":
            rt = "name_" + (rtype or "contact")
            return self.deck("r:name", R["name"]) + "\n\n" + self.deck("r:" + rt, R[rt])
        return self.deck("r:" + kind, R[kind])

    def ep_user(self, fs):
        parts = [self.user_part(f) for f in fs]
        if self.zh:
            joiners = ["\n还有，", "。另外", "\n\n顺便说一下，", "\n对了还有个事："]
            pre, suf = self.pick(ZH_PREFIX), self.pick(ZH_SUFFIX)
        else:
            joiners = ["\n\nalso ", "\n\n+ ", " - oh and ", "\n\nother thing: ", "\n"]
            pre, suf = self.pick(EN_PREFIX), self.pick(EN_SUFFIX)
            if "sorry" in pre and "sorry" in suf:
                suf = ""
        text = parts[0]
        for p in parts[1:]:
            text += self.pick(joiners) + p
        if suf and text[-1:] in "。.":
            text = text[:-1]
        text = pre + text + suf
        reps = [self.reply_for(f["kind"], f.get("rtype")) for f in fs]
        if len(reps) == 1:
            ans = reps[0]
        elif self.zh:
            ans = "分开说：\n\n第一件事——" + reps[0] + "\n\n第二件事——" + reps[1]
        else:
            ans = "Taking those in turn.\n\nFirst one: " + reps[0] + "\n\nSecond: " + reps[1]
        ans += self.pick(ZH_CLOSERS if self.zh else EN_CLOSERS)
        out = [("user", text), ("assistant", ans)]
        if len(fs) == 1 and self.chance(0.35):
            f = fs[0]
            key = f["kind"] + ("_" + f.get("rtype", "contact") if f["kind"] == "name" else "")
            pool = (ZH_FOLLOW if self.zh else EN_FOLLOW).get(key)
            if pool:
                first = "" if self.zh else f["v"]["name"].split()[0] if f["kind"] == "name" else ""
                fu, fa = self.deck("f:" + key, pool)
                out += [("user", fu.format(first=first)), ("assistant", fa.format(first=first))]
        return out

    # ---- assistant-carried facts -----------------------------------------------------
    def ep_assistant(self, f):
        v = f["v"]
        k = f["kind"]
        c = self.ctx()
        if k == "command":
            if self.zh:
                u = self.deck("q:cmd", ["IT的小周上次说有个命令可以{p}，我没记下来，你知道一般怎么写吗",
                                        "想{p}，PowerShell里要敲什么来着？",
                                        "IT下班了。。。我现在想{p}，有没有通用的命令"]).format(p=v["purpose"])
                a = ("一般可以这样：\n\n```\n%s\n```\n\n说明一下：\n- 用管理员身份打开PowerShell（右键“以管理员身份运行”）；\n- 服务器名、服务名以你们IT的实际配置为准，我这里写的是常见命名，不一样的话先问一下IT；\n- 跑完把输出截图保存，万一要报工单可以直接附上。" % v["cmd"])
            else:
                u = self.deck("q:cmd", ["{fn} in IT mentioned a command to {p} but I didn't write it down, do you know the usual one?",
                               "how do I {p} again? powershell thing",
                               "IT have gone home... is there a standard command to {p}?",
                               "what would I type to {p}? asking for me lol"]).format(fn=c["fn"], p=v["purpose"])
                a = ("Usually something like this:\n\n```\n%s\n```\n\nA couple of notes:\n- open PowerShell as administrator (right-click > Run as administrator)\n- server and service names depend on how your IT set things up - I've used the common naming, so if it errors with 'not found', check the exact name with IT\n- screenshot the output before closing the window in case you need to attach it to a ticket" % v["cmd"])
        elif k == "money":
            if self.zh:
                u = self.deck("q:prorata", ["月薪%s，%s入职，第一个月按实际出勤大概发多少？老王让我先估一下",
                                            "帮我算一下哈，月薪%s的，%s到岗，当月工资大概多少",
                                            "新人月薪%s，%s入职，财务要个首月工资的预估数",
                                            "语音转文字那个月薪是%s然后%s入职第一个月大概能拿多少你帮我算一下"]) % (v["monthly"], v["start"])
                a = ("按21.75天计薪天数算：日薪 = 月薪 ÷ 21.75，入职当月从入职那天到月底一共%d个工作日。\n\n"
                     "所以第一个月税前大约是 %s（还没扣社保公积金个人部分和个税）。\n\n"
                     "提醒：\n- 如果公司规定是按自然日折算，结果会不一样，以薪酬制度为准；\n- 入职信息一定要在工资截止日前报给薪酬，不然要到下个月补发。" % (v["work"], v["money"]))
            else:
                u = self.deck("q:prorata", ["she's on %s full time and starts %s - roughly what's her first month gross?",
                                            "quick maths pls: %s salary, start date %s, what does month one look like pro rata",
                                            "new starter on %s, joining %s. payroll want a pro-rata figure for the offer pack",
                                            "maths is not my friend today. %s a year, starting %s, first month gross = ?",
                                            "voice note can you work out the first month for someone on %s who starts %s I need it for the offer letter"]) % (v["annual"], v["start"])
                a = ("Using calendar-day pro-rating: annual salary / 12, then multiplied by the days worked in the month (%d of %d, counting the start date).\n\n"
                     "That gives a first-month gross of %s before tax, NI and pension.\n\n"
                     "Caveats:\n- if your payroll bureau pro-rates on working days instead, the figure will differ slightly - worth checking which method the contract references\n"
                     "- the new-starter form has to reach payroll before the cut-off, otherwise it rolls into the next month as arrears" % (v["left"], v["days_in"], v["money"]))
        else:  # date
            if self.zh:
                u = self.deck("q:review", ["%s入职的那个%s，试用期%d个月，评估日应该定在哪天？",
                                           "帮我算下试用期评估日：%s入职，%s，试用期%d个月",
                                           "%s来的%s，%d个月试用期，什么时候做转正评估？"]) % (v["start"], c["role"], v["months"])
                a = ("按%d个月算，试用期到期那天如果碰上周末就往后顺延到工作日，所以评估可以定在 %s。\n\n"
                     "建议：\n- 提前两周提醒经理准备评估材料；\n- 评估结果要书面记录，员工签字确认；\n- 如果要延长或者不通过，一定要在到期之前完成沟通。" % (v["months"], v["date"]))
            else:
                u = self.deck("q:review", ["the %s who starts %s is on a %d-month probation - when's the review due?",
                                           "when should I book the probation review for the new %s? start %s, %d months probation",
                                           "probation maths: %s, started %s, %d months. review date?",
                                           "can you work out the review date for the %s starting %s? it's a %d month probation"]) % (c["role"], v["start"], v["months"])
                a = ("%d months from the start date, moved to the next working day if it lands on a weekend, puts the review on %s.\n\n"
                     "Suggestions:\n- remind the manager two weeks before so they gather evidence (attendance, any informal conversations)\n"
                     "- book it as a proper meeting, not a corridor chat, and confirm the outcome in writing\n"
                     "- if an extension is on the cards, it has to be agreed and communicated before the date, not after" % (v["months"], v["date"]))
        return [("user", u), ("assistant", a)]

    # ---- pasted material -------------------------------------------------------------
    def email_line(self, sub, f):
        v = dict(f["v"])
        k = f["kind"]
        if self.zh:
            L = {
                "command": ["麻烦用管理员身份打开PowerShell执行下面这条，然后把结果发我：\n\n{cmd}\n",
                            "如果同步又卡住，执行：{cmd}（这种情况不用提工单）"],
                "port": ["连接器现在通过{port}端口连HRIS，防火墙昨晚已经改好了。",
                         "从下周一起薪酬服务商的SFTP改走{port}，请通知他们。"],
                "version": ["三台HR服务器的代理都已经升级到{ver}。", "连接器暂时保持在{ver}，等厂商修复导出问题再升。"],
                "id": ["本次的{lbl}：{id}，后续沟通请注明。", "编号{id}（{lbl}），有问题随时联系。"],
                "date": ["本月工资变动的截止日是{date}，之后提交的顺延到下月处理。", "我这边最早{date}可以到岗。",
                         "开庭时间定在{date}，请提前准备材料。", "希望{date}能让人到岗。"],
                "money": ["本月加班费更正合计{money}（税前）。", "我的期望薪资是{money}，希望能考虑一下。",
                          "如果能谈下来，我这边可以给到{money}。"],
                "name": ["面试我这边安排{name}替我参加。", "合同请发给我们法务的{name}。"],
                "decision": ["我们商量后决定{choice}，主要是{reason}。", "另外，{choice}，因为{reason}。"],
                "constraint": ["再强调一次：{cond}，HR{act}。", "请转告HR的同事：{cond}{act}。"],
            }[k]
        else:
            L = {
                "command": ["Can you run this from an elevated PowerShell window on the HR laptop and send me the output:\n\n    {cmd}\n",
                            "If the sync hangs again the fix is:\n{cmd}\n(no need to raise a ticket for that one)"],
                "port": ["The connector now talks to the HRIS on port {port} (TCP) - the firewall change went in last night.",
                         "The bureau SFTP will use {port} from Monday, please let them know on your side."],
                "version": ["All three HR servers are now on agent version {ver}.",
                            "We're holding the connector at {ver} until the vendor fixes the export bug."],
                "id": ["Reference for this is {id} ({lbl}).", "Please quote {id} in any correspondence - that's the {lbl}."],
                "date": ["Cut-off for this month's changes is {date}. Anything after that rolls into next month.",
                         "My notice period means the earliest I could start is {date}.",
                         "The preliminary hearing is listed for {date}; we'll need the bundle a week before.",
                         "Can we aim for {date} for the start? The rota works from then."],
                "money": ["This month's overtime correction comes to {money} gross.",
                          "To make the move worthwhile I'd be looking for {money}.",
                          "I'm happy to go to {money} if that gets it over the line."],
                "name": ["I've asked {name} to sit on the panel instead of me.",
                         "Please send the signed contract to {name} in our legal team."],
                "decision": ["We've agreed to {choice}, mainly because {reason}.",
                             "Also - we're going to {choice}. Reason: {reason}.",
                             "For the record, we'll {choice}, since {reason}."],
                "constraint": ["Just to be clear going forward: HR should {act} {cond}.",
                               "Please make sure the team knows they must {act} {cond}."],
            }[k]
        # keep sender-appropriate lines where it matters
        if k == "date":
            idx = {"email_payroll": 0, "inbox_payroll": 0, "email_cand": 1, "email_legal": 2, "inbox_legal": 2}.get(sub, 3)
            return L[idx].format(**v)
        if k == "money":
            idx = {"email_payroll": 0, "inbox_payroll": 0, "email_cand": 1}.get(sub, 2)
            return L[idx].format(**v)
        return self.deck("e:%s:%s" % (sub, k), L).format(**v)

    SENDERS_EN = {
        "it": [("Dev Malhotra", "IT Service Desk"), ("Owen Pritchard", "Infrastructure")],
        "payroll": [("Sue Barrow", "Payroll Bureau"), ("Glen Hartley", "Finance")],
        "mgr": [("Marcus Lyle", "Transport Manager"), ("Paula Kenyon", "Warehouse Ops Manager"), ("Steve Ogden", "Site GM")],
        "legal": [("Trish Alderton", "Legal"), ("Nadine Ross-Webb", "Employment Counsel")],
        "cand": [("(candidate)", "")],
    }
    SENDERS_ZH = {
        "it": [("周凯（IT）", "信息部"), ("IT服务台", "信息部")],
        "payroll": [("薪酬服务商-阿梅", "外包薪酬"), ("财务部 李倩", "财务部")],
        "mgr": [("运营部 张总", "运营部"), ("仓储部 王经理", "仓储部")],
        "legal": [("法务 陈姐", "法务部")],
        "cand": [("候选人", "")],
    }

    def pick_sender(self, key):
        if key == "cand":
            return self.initials(), ""
        return self.pick((self.SENDERS_ZH if self.zh else self.SENDERS_EN)[key])

    def render_email(self, sub, fs, forwarded=True, sender=None):
        key = sub.split("_", 1)[1]
        sender, dept = sender or self.pick_sender(key)
        lines = [self.email_line(sub, f) for f in fs]
        if self.zh:
            subj = {"it": "连接器变更通知", "payroll": "本月工资相关事项", "mgr": "关于招聘的几点",
                    "legal": "注意事项", "cand": "关于入职时间"}[key]
            body = "晓琳你好，\n\n" + "\n".join(lines) + "\n\n谢谢！\n" + sender
            return "发件人：%s\n主题：%s\n\n%s" % (sender, subj, body)
        subj = {"it": "RE: HR connector changes", "payroll": "Month-end payroll - please read",
                "mgr": "Re: recruitment update", "legal": "Guidance - please keep on file",
                "cand": "Re: Offer / start date"}[key]
        sign = sender if key == "cand" else sender.split()[0]
        body = "Hi Jen,\n\n" + "\n\n".join(lines) + "\n\n" + self.pick(["Thanks", "Cheers", "Kind regards", "Best"]) + ",\n" + sign
        if forwarded:
            return "---------- Forwarded message ---------\nFrom: %s%s\nSubject: %s\n\n%s" % (
                sender, (" (" + dept + ")") if dept else "", subj, body)
        return body

    def ep_paste(self, cont, fs):
        zh = self.zh
        c = self.ctx()
        if cont.startswith("email_"):
            block = self.render_email(cont, fs)
            if zh:
                intro = self.deck("i:email", ["转发一封邮件给你看下：\n\n", "这封邮件你帮我看看要不要回：\n\n", "贴一下邮件原文：\n\n", "刚收到的，你看下：\n\n"])
                outro = self.pick(["", "\n\n帮我想想怎么回", "\n\n先存着"])
                ans = self.deck("a:email", [
                    "看完了，要点整理一下：\n- 对方主要是同步信息，不需要马上决定什么；\n- 里面涉及的编号、时间和金额建议存到对应的记录里；\n- 如果要回复，简单确认收到、说明下一步谁负责就行。\n\n"
                    "需要的话我帮你写一段回复：\n\n“收到，谢谢！相关信息我这边已经更新到系统里，有变化再同步。”",
                    "这封不需要长篇回复。建议：\n1. 回一句确认收到；\n2. 如果涉及别的部门，顺手抄送一下；\n3. 关键信息录进系统，别只躺在邮箱里。\n\n回复可以这么写：“收到，已登记，后续有问题我再找您。”",
                    "我看了，对方写得挺清楚的。唯一要注意的是里面的时间节点，建议在日历里设个提醒。回复的话：“好的，收到，谢谢提醒！”就够了。",
                ])
            else:
                intro = self.deck("i:email", ["fwd'ing this so you have it:\n\n", "can you sanity check this one, not sure if I need to reply\n\n",
                                   "pasting the email:\n\n", "FYI\n\n", "this just came in -\n\n"])
                outro = self.pick(["", "\n\nwhat do I say back", "\n\nthoughts?", "\n\nsigh"])
                ans = self.deck("a:email", [
                    "Read it. The short version:\n- it's mostly information, nothing that needs a decision from you today\n"
                    "- the specifics (references, dates, amounts) are worth saving against the right record so they're findable\n"
                    "- if you reply, a two-liner confirming receipt and who owns the next step is plenty\n\n"
                    "Suggested reply:\n\n\"Thanks - received and noted. I've updated our records and will come back to you if anything changes on our side.\"",
                    "You don't need to say much back. I'd:\n1. acknowledge it today\n2. copy in anyone else it affects (payroll or the site manager, depending)\n3. log the detail in the HRIS so it isn't only living in your inbox\n\nReply: \"Thanks, got this - logged on our side. I'll shout if I need anything else.\"",
                    "It's clear enough. The only thing I'd act on is any date in there - pop a reminder in the calendar a few days before. Reply-wise, \"Thanks for the heads-up, noted\" does the job.",
                    "Nothing contentious in it. If anything, I'd reply to confirm you've understood, because if there's a misunderstanding it's better to find out now than at month end. Want a draft?",
                ])
            return [("user", intro + block + outro), ("assistant", ans)]
        if cont == "ats_export":
            return self.paste_ats(fs)
        if cont == "scores":
            return self.paste_scores(fs)
        if cont == "policy":
            return self.paste_policy(fs)
        if cont == "log":
            return self.paste_log(fs)
        raise ValueError(cont)

    def initials(self):
        if self.zh:
            return self.pick(ZH_SUR) + self.pick(["先生", "女士", "同学"])
        return "%s. %s" % (self.pick("ABCDEFGHJKLMNPRST"), self.pick(["Smith", "Jones", "Evans", "Walker", "Wright", "Hall", "Green"]))

    def paste_ats(self, fs):
        zh = self.zh
        rows = []
        for f in fs:
            k, v = f["kind"], f["v"]
            row = {"name": self.initials(), "role": self.pick(ZH_ROLES if zh else EN_ROLES),
                   "stage": self.pick(ZH_STAGES if zh else EN_STAGES), "offer": "待定" if zh else "tbc",
                   "start": "待定" if zh else "tbc", "ref": "-"}
            key = {"name": "name", "id": "ref", "money": "offer", "date": "start"}[k]
            row[key] = f["needles"][0]
            rows.append(row)
        for _ in range(self.rng.randint(1, 3)):
            rows.insert(self.rng.randint(0, len(rows)),
                        {"name": self.initials(), "role": self.pick(ZH_ROLES if zh else EN_ROLES),
                         "stage": self.pick(ZH_STAGES if zh else EN_STAGES), "offer": "-", "start": "-", "ref": "-"})
        if zh:
            head = "候选人\t岗位\t阶段\t薪资\t到岗\t编号"
            intro = self.pick(["从ATS导出来的，你帮我看下哪几个要跟进：\n\n", "贴个表，ATS里这周的进度：\n\n"])
            ans = ("看了一下这张表：\n1. 卡在同一阶段超过一周的，建议今天就催一下用人经理；\n2. 写了到岗时间的，要倒推入职材料和核验的时间，别到时候卡住；\n3. “待定”的那几个，最好跟经理确认还要不要继续，不要就及时关掉，候选人体验更好。\n\n要不要我按经理分组整理一份催办清单？")
        else:
            head = "Candidate\tRole\tStage\tOffer\tStart\tRef"
            intro = self.pick(["ATS export from this morning, which ones do I need to chase?\n\n",
                               "pasting the pipeline, ignore the formatting\n\n", "this week's ATS report:\n\n"])
            ans = ("Looking at that pipeline:\n1. Anyone sitting in the same stage for more than a week - chase the hiring manager today.\n"
                   "2. Anyone with a start date - work backwards for checks, contract and IT access so nothing lands late.\n"
                   "3. The 'tbc' rows - confirm with the manager whether they're still live; closing them promptly is kinder to the candidates.\n\n"
                   "Want me to turn that into a chaser list grouped by manager?")
        lines = [head] + ["\t".join([r["name"], r["role"], r["stage"], r["offer"], r["start"], r["ref"]]) for r in rows]
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_scores(self, fs):
        zh = self.zh
        rows = []
        for f in fs:
            rows.append((f["needles"][0], [self.rng.choice([2, 2.5, 3, 3.5, 4, 4.5, 5]) for _ in range(3)]))
        for _ in range(self.rng.randint(1, 2)):
            rows.insert(self.rng.randint(0, len(rows)), (self.initials(), [self.rng.choice([2, 2.5, 3, 3.5, 4]) for _ in range(3)]))
        def fmt(s):
            return ("%g" % s)
        if zh:
            head = "姓名 | 专业能力 | 价值观 | 实操 | 总分"
            intro = "昨天%s的面试打分，满分5分：\n\n" % self.pick(ZH_ROLES)
            ans = "按总分看前两名差距不大，建议别只看总分：\n- 实操低于3分的，对仓储岗位风险比较大；\n- 价值观那一栏分歧大的，可以让面试官补一句文字说明；\n- 打分表记得存进ATS，别只留在邮件里。"
        else:
            head = "Name | Competency | Values | Practical | Total"
            intro = "scores from yesterday's %s interviews (out of 5):\n\n" % self.pick(EN_ROLES)
            ans = ("Top of the list is close, so I wouldn't decide on the total alone:\n- a practical score under 3 is a real risk for an operational role\n"
                   "- where panel members disagree on values, ask them for a sentence of evidence each\n"
                   "- make sure the sheet goes into the ATS, not just email - it's your record if anyone challenges the decision")
        lines = [head] + ["%s | %s | %s" % (n, " | ".join(fmt(x) for x in s), fmt(sum(s))) for n, s in rows]
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    def paste_policy(self, fs):
        zh = self.zh
        if zh:
            generic = ["员工请假须提前通过OA系统提交申请，紧急情况可事后补办。",
                       "所有面试记录须在面试结束后两个工作日内录入ATS。",
                       "员工个人信息仅限HR及直属上级在工作需要范围内查阅。",
                       "纪律处分须有书面记录并由员工签收。"]
            clauses = [("%s，%s。" % (f["v"]["cond"], f["v"]["act"])) for f in fs] + self.rng.sample(generic, 2)
            self.rng.shuffle(clauses)
            sec = self.rng.randint(3, 9)
            txt = "员工手册第%d章，贴给你：\n\n" % sec + "\n".join("%d.%d %s" % (sec, i + 1, cl) for i, cl in enumerate(clauses))
            ans = "这几条整理成经理能看懂的话：\n- 流程上的要求要留书面记录；\n- 涉及个人信息的，范围越小越好；\n- 有疑问先问HR，不要自己做决定。\n\n要不要我做成一页纸发给各仓库经理？"
        else:
            generic = ["Managers must record all absence in the HRIS on the day it occurs.",
                       "Interview notes must be uploaded to the ATS within two working days.",
                       "Personal data may only be accessed by those who need it for their role.",
                       "All formal outcomes must be confirmed to the employee in writing."]
            clauses = [("HR staff must %s %s." % (f["v"]["act"], f["v"]["cond"])) for f in fs] + self.rng.sample(generic, 2)
            self.rng.shuffle(clauses)
            sec = self.rng.randint(3, 9)
            txt = "from the handbook, section %d, pasting so you have it:\n\n" % sec + "\n".join("%d.%d %s" % (sec, i + 1, cl) for i, cl in enumerate(clauses))
            ans = ("In plain English for managers:\n- anything procedural needs a written record\n- personal information goes to as few people as possible\n- if in doubt, ask HR before acting\n\n"
                   "Want me to turn that into a one-page crib sheet for the site managers?")
        return [("user", txt), ("assistant", ans)]

    def paste_log(self, fs):
        zh = self.zh
        t = datetime(2026, 11, self.rng.randint(10, 28), self.rng.randint(0, 5), self.rng.randint(0, 59), 0)
        lines = []
        host = "hrapp%02d" % self.rng.randint(1, 9)
        for f in fs:
            t += timedelta(seconds=self.rng.randint(1, 40))
            ts = t.strftime("%Y-%m-%d %H:%M:%S")
            if f["kind"] == "version":
                lines.append("%s INFO  [agent] HRConnect agent %s starting on %s" % (ts, f["v"]["ver"], host))
                host = "hrapp%02d" % self.rng.randint(1, 9)
            else:
                lines.append("%s WARN  [sync] connect to hris-db.corp.local:%s timed out, retrying" % (ts, f["v"]["port"]))
            t += timedelta(seconds=self.rng.randint(1, 9))
            lines.append("%s INFO  [sync] %s" % (t.strftime("%Y-%m-%d %H:%M:%S"),
                                               self.pick(["loaded field mapping", "token refreshed", "queue empty",
                                                          "batch committed", "heartbeat ok"])))
        t += timedelta(seconds=3)
        lines.append("%s ERROR [sync] leaver export failed: upstream closed connection" % t.strftime("%Y-%m-%d %H:%M:%S"))
        if zh:
            intro = self.pick(["IT让我把日志贴给你看看，我是一个字都看不懂：\n\n", "连接器日志，最后那行红的是什么意思？\n\n"])
            ans = "简单翻译一下：代理启动是正常的，问题出在最后那行——导出离职人员的时候对方把连接断了。一般是网络或者对端服务的问题，不是你操作的原因。把这段原样转给IT，再补充一下出问题的时间段和大概影响了几个人就行。"
        else:
            intro = self.pick(["IT asked me to send them this, can you translate to human first\n\n",
                               "connector log, what does the red bit at the end mean?\n\n"])
            ans = ("In plain terms: the agent started fine; the problem is the last line - the leaver export failed because the other end closed the connection. "
                   "That's usually network or the server on the other side, not anything you did. Forward the log to IT as-is and add the time window and roughly how many leavers are affected.")
        return [("user", intro + "\n".join(lines)), ("assistant", ans)]

    # ---- tool-carried facts ----------------------------------------------------------
    def tool_ep(self, cont, fs):
        zh = self.zh
        c = self.ctx()
        if cont.startswith("inbox_"):
            key = cont.split("_", 1)[1]
            q = {"it": ("IT", "connector"), "payroll": ("payroll", "cut-off"), "mgr": ("ops", "recruitment"),
                 "legal": ("legal", "guidance")}[key]
            if zh:
                who = {"it": "IT", "payroll": "薪酬", "mgr": "运营", "legal": "法务"}[key]
                ask = self.deck("q:inbox", ["帮我在邮箱里找一下%s那边最近发的邮件", "查下收件箱，%s是不是回我了？",
                                            "%s好像发过一封邮件，我死活找不到，帮我搜一下", "邮箱里%s的最新那封帮我翻出来"]) % who
            else:
                ask = self.deck("q:inbox", ["can you search my inbox for the latest from %s" % q[0],
                                            "did %s email me back? check inbox pls" % q[0],
                                            "find that email from %s about %s, I can't find it" % q,
                                            "there was something from %s last week, can you dig it out" % q[0],
                                            "inbox search pls: %s, %s" % (q[0], q[1])])
            args = {"query": q[1], "from": q[0], "days": self.rng.choice([7, 14, 30])}
            res = []
            for i, f in enumerate(fs):
                snd = self.pick_sender(key)
                sender = snd[0]
                body = self.render_email(cont.replace("inbox", "email"), [f], forwarded=False, sender=snd)
                res.append(("[%d] 发件人：%s\n    时间：%s\n%s" if zh else "[%d] From: %s\n    Received: %s\n%s") % (
                    i + 1, sender, "2026-11-%02d %02d:%02d" % (self.rng.randint(10, 28), self.rng.randint(7, 18), self.rng.randint(0, 59)),
                    "\n".join("    " + ln for ln in body.split("\n"))))
            out = (("共%d封\n\n" if zh else "%d result(s)\n\n") % len(res)) + "\n\n".join(res)
            if zh:
                ans = self.deck("a:inbox", [
                    "找到了，邮件内容在上面。没有特别急的，不过建议今天之内回一下最新那封，确认收到就行；里面提到的信息我也记下了。",
                    "在上面了。对方只是通知一下，不用马上决定什么。建议把关键信息挪到对应的系统记录里，邮件太容易被淹掉。",
                    "查到了。看语气不算急，但最好今天回一句“收到”，免得对方又来追；需要的话我帮你写。",
                ])
            else:
                ans = self.deck("a:inbox", [
                    "Found it - the email is above. Nothing that needs a reply in the next hour, but I'd acknowledge it today so they know it's landed. I've noted the details for later.",
                    "That's the one. It's information rather than a request, so a quick 'thanks, noted' is enough. Worth copying the key detail into the HRIS notes - inboxes are a terrible filing system.",
                    "Here you go. Tone-wise it's not urgent, but a one-line acknowledgement today stops them chasing. Want me to draft it?",
                    "Got it - results above. If this changes anything you've already told managers, we should send a short correction; otherwise just file it.",
                ])
            return [("user", ask), ("tool", "inbox_search", (args, out)), ("assistant", ans)]

        if cont == "connector":
            ask = self.deck("q:conn", ["连接器现在什么状态？帮我查一下", "同步又慢了，帮我看下连接器", "离职的人又没同步过去，连接器是不是挂了"] if zh else
                            ["can you check the connector status", "is the HR connector actually up? leavers still missing",
                             "run the connector health check thing pls", "payroll says the new starters haven't come through. connector?"])
            args = {"scope": "all_hosts"}
            hosts = []
            hnums = self.rng.sample(range(1, 10), len(fs))
            for f, hn in zip(fs, hnums):
                h = {"host": "hrapp%02d" % hn, "status": self.pick(["ok", "degraded", "ok", "retrying"]),
                     "last_sync": "2026-11-%02dT%02d:%02d:00Z" % (self.rng.randint(10, 28), self.rng.randint(0, 23), self.rng.randint(0, 59))}
                if f["kind"] == "version":
                    h["agent_version"] = f["v"]["ver"]
                else:
                    h["sync_port"] = int(f["v"]["port"])
                hosts.append(h)
            out = json.dumps({"hosts": hosts, "queue_depth": self.rng.randint(0, 40)}, ensure_ascii=False, indent=1)
            ans = ("状态在上面。有主机显示degraded或者retrying的话，把主机名、版本和最后同步时间一起发给IT，他们定位会快很多。" if zh else
                   "Status is above. If any host shows degraded or retrying, send IT the host name, version and last-sync time together - it saves them a round of questions.")
            return [("user", ask), ("tool", "hr_connector_status", (args, out)), ("assistant", ans)]

        if cont == "calendar":
            ask = self.deck("q:cal", ["帮我看下日历，最近有哪些面谈和评估", "我下两周的日程帮我拉一下", "日历里约了谁？我记不清了"] if zh else
                            ["what's in my calendar for the next couple of weeks", "pull my diary pls, need to see what's booked",
                             "check my calendar - when are the probation meetings?", "who have I got booked in? can't remember what I agreed to"])
            args = {"range": "next_21_days", "calendar": "primary"}
            evs = []
            for f in fs:
                ev = {"title": self.pick(["试用期评估", "RTW面谈", "二面", "入职引导", "调查面谈"] if zh else
                                         ["Probation review", "RTW meeting", "Interview 2", "Induction", "Investigation meeting", "Offer call"]),
                      "when": "-", "with": []}
                if f["kind"] == "date":
                    ev["when"] = f["needles"][0] + " 10:00"
                else:
                    ev["when"] = "tbc"
                    ev["with"] = [f["needles"][0]]
                evs.append(ev)
            evs.insert(self.rng.randint(0, len(evs)), {"title": "周会" if zh else "Weekly ops sync", "when": "recurring", "with": []})
            out = json.dumps({"events": evs}, ensure_ascii=False, indent=1)
            ans = ("日程在上面。没看到冲突，不过有两天比较满，建议留出准备时间。要我帮你把准备时间先占上吗？" if zh else
                   "Here's what's in the diary. No clashes I can see, though a couple of days are tight - want me to block prep time before the formal meetings?")
            return [("user", ask), ("tool", "calendar_search", (args, out)), ("assistant", ans)]

        if cont in ("ats_search", "hris_lookup"):
            recs = []
            for f in fs:
                k = f["kind"]
                if cont == "ats_search":
                    r = {"candidate": self.initials(), "role": self.pick(ZH_ROLES if zh else EN_ROLES),
                         "stage": self.pick(ZH_STAGES if zh else EN_STAGES)}
                    key = {"name": "candidate", "id": "ref", "money": "offer_amount", "date": "available_from"}[k]
                else:
                    r = {"employee": self.initials(), "site": self.pick(ZH_SITES if zh else EN_SITES),
                         "status": self.pick(["试用期", "在职", "病假"] if zh else ["probation", "active", "long-term sick"])}
                    key = {"name": "employee", "id": "case_ref", "money": "salary", "date": "probation_review"}[k]
                r[key] = f["needles"][0]
                recs.append(r)
            if cont == "ats_search":
                ask = self.deck("q:ats", ["帮我在ATS里查一下%s的在招候选人" % c["role"], "ATS里%s那边还有哪些人在流程里？" % c["site"], "拉一下ATS，%s还有谁没关掉" % c["role"]] if zh else
                                ["can you pull the live %s candidates from the ATS" % c["role"],
                                 "who's still in process for %s? check the ATS" % c["site"],
                                 "ATS search pls - anyone active for %s" % c["role"],
                                 "%s wants a pipeline update for %s, can you check the ATS" % (c["fn"], c["site"])])
                args = {"query": c["role"], "status": "active", "limit": 20}
                name = "ats_search"
                ans = ("结果在上面。有几个阶段停了挺久，可以催一下用人经理；要我帮你写催办消息吗？" if zh else
                       "That's what's live in the ATS. A couple of records look like they haven't moved stage for a while - worth nudging the hiring managers. Want me to draft the chasers?")
            else:
                ask = self.deck("q:hris", ["帮我在HRIS里查一下%s试用期的人" % c["site"], "HRIS里调一下那几个人的记录", "HRIS里%s有什么快到期的事吗" % c["site"]] if zh else
                                ["look up the %s people on probation in the HRIS" % c["site"],
                                 "can you pull the HRIS records for the open cases",
                                 "HRIS check pls - who's got something coming up at %s" % c["site"],
                                 "pull up the HRIS for %s, I need to see what's outstanding" % c["site"]])
                args = {"site": c["site"], "filter": "open_items"}
                name = "hris_lookup"
                ans = ("记录在上面，跟你之前说的基本一致。只是建议再核对一下试用期和合同字段是不是在上次变动后更新过。" if zh else
                       "Records are above and mostly consistent with what you've told me. The one thing I'd double-check is that the probation and contract fields were updated after the last change.")
            out = json.dumps({"results": recs, "count": len(recs)}, ensure_ascii=False, indent=1)
            return [("user", ask), ("tool", name, (args, out)), ("assistant", ans)]
        raise ValueError(cont)

    # ---- filler ----------------------------------------------------------------------
    def short_filler(self):
        if self.zh:
            u = self.pick(["好的", "谢谢", "稍等，经理来找我", "回来了", "ok", "👌", "哈哈哈哈", "行", "先去开个会", "收到",
                           "等下，电话", "嗯嗯", "好滴"])
            a = self.pick(["好的，有事随时叫我。", "没问题。", "好，等你回来。", "不客气～", "嗯，我在。", "好的，刚才的内容我都记着。"])
        else:
            u = self.pick(["ok", "thanks!", "brb", "back", "ta", "perfect", "lol", "one sec, manager at my desk", "k",
                           "sorry got pulled into a meeting", "that's great thx", "ok cool", "haha yes", "hmm ok"])
            a = self.pick(["No problem!", "Sure - shout when you're back.", "Welcome back. Pick up wherever you like.",
                           "Anytime.", "Great - let me know if you need anything else on that.", "Ha, understood."])
        return [("user", u), ("assistant", a)]

    def chatter(self):
        c = self.ctx()
        fn = self.deck("chatter", ZH_CHATTER if self.zh else EN_CHATTER)
        return fn(self, c)

    # ---- assembly --------------------------------------------------------------------
    def chunks(self, items, sizes):
        out = []
        i = 0
        while i < len(items):
            n = self.pick(sizes)
            out.append(items[i:i + n])
            i += n
        return out

    def build(self):
        facts = self.make_facts()
        eps = []
        groups = {}
        user_fs = []
        for f in facts:
            c = f["carrier"]
            if c == "user":
                user_fs.append(f)
            elif c == "assistant":
                eps.append(self.ep_assistant(f))
            elif c == "paste":
                cont = self.pick(self.PASTE_CONT[f["kind"]])
                groups.setdefault(("paste", cont), []).append(f)
            else:
                cont = self.pick(self.TOOL_CONT[f["kind"]])
                groups.setdefault(("tool", cont), []).append(f)
        self.rng.shuffle(user_fs)
        for ch in self.chunks(user_fs, [1, 1, 1, 1, 1, 2]):
            eps.append(self.ep_user(ch))
        for (carrier, cont), fs in sorted(groups.items()):
            self.rng.shuffle(fs)
            for ch in self.chunks(fs, [1, 2, 2, 3]):
                eps.append(self.ep_paste(cont, ch) if carrier == "paste" else self.tool_ep(cont, ch))
        self.rng.shuffle(eps)

        def nmsg(e):
            return sum(1 for x in e if x[0] != "tool")
        have = sum(nmsg(e) for e in eps)
        target = max(self.rng.randint(140, 200), have + self.rng.randint(14, 30))
        target = min(target, 276)
        opener = self.opener()
        have += nmsg(opener)
        while have < target:
            e = self.chatter() if self.chance(0.6) else self.short_filler()
            if have + nmsg(e) > 280:
                e = self.short_filler()
            eps.insert(self.rng.randint(0, len(eps)), e)
            have += nmsg(e)
        seq = [x for e in [opener] + eps for x in e]
        return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], seq

    def opener(self):
        if self.zh:
            return [("user", self.pick(["早～今天事情超多，先跟你对一下", "在吗，今天又是被各种经理轰炸的一天", "早上好，先帮我理一下这周要干的事"])),
                    ("assistant", "早！没问题，你一件一件发过来，我帮你记着、排优先级。需要查ATS、HRIS、日历或者邮箱的随时说。")]
        return [("user", self.pick(["morning! mad week ahead, going to dump stuff on you as it comes",
                                     "hiya, can you be my brain today pls",
                                     "ok monday. coffee. let's go"])),
                ("assistant", "Morning! Go for it - send things as they come and I'll keep track, flag deadlines and draft whatever you need. I can also check the ATS, HRIS, your calendar and inbox when useful.")]

    def tool_rows(self, name, payload):
        args, out = payload
        return json.dumps(args, ensure_ascii=False), out


# --------------------------------------------------------------------------------------
# chatter (no facts)
# --------------------------------------------------------------------------------------

def en_rejection(cv, c):
    u = cv.pick(["can u draft a rejection for the {role} candidates at {site} who didn't make the shortlist. kind but short",
                 "need a 'thanks but no thanks' email for the {role} applicants, about 20 of them, nothing too corporate pls",
                 "rejection template for {role} please, the {site} manager wants them out today"]).format(**c)
    a = ("Here's a draft you can send from the ATS bulk-email function:\n\n---\nSubject: Your application - {role}, {site}\n\n"
         "Hi [First name],\n\nThank you for applying for the {role} role at our {site} site, and for the time you put into your application.\n\n"
         "We've had a strong response and, after careful review, we won't be taking your application forward this time. "
         "It isn't a reflection of your value - we had to make close calls against the specific needs of the shift pattern.\n\n"
         "Do keep an eye on our careers page, as we recruit at {site} regularly throughout the year.\n\nBest wishes,\n[Your name]\nPeople Team\n---\n\n"
         "Tips:\n- use the first-name merge field so it doesn't read like a mass mailing\n"
         "- anyone who was actually interviewed deserves a call or personal feedback, not this template\n"
         "- set the ATS status before sending so the reporting stays clean").format(**c)
    return [("user", u), ("assistant", a)]


def en_policy_summary(cv, c):
    topic, text = cv.pick([
        ("lone working", "4.1 Employees who work alone, including yard checks outside normal hours, must complete the lone working risk assessment before the shift.\n"
         "4.2 Lone workers must check in with the site security desk at the start and end of each shift and at agreed intervals.\n"
         "4.3 Where check-in is missed by more than 30 minutes, the escalation procedure in Appendix B applies.\n"
         "4.4 Managers are responsible for ensuring lone workers have a working radio or mobile phone."),
        ("flexible working", "6.1 All employees may make a flexible working request from day one of employment.\n"
         "6.2 The line manager must meet the employee to discuss the request and respond in writing.\n"
         "6.3 Requests may be refused only for one of the business reasons listed in the statutory framework.\n"
         "6.4 Operational roles will be considered on a case-by-case basis taking account of shift coverage."),
        ("interview expenses", "2.1 Candidates invited to a second-stage interview may claim reasonable travel expenses.\n"
         "2.2 Claims must be supported by receipts and submitted within 30 days.\n"
         "2.3 Mileage is reimbursed at the standard company rate.\n"
         "2.4 Overnight accommodation must be pre-approved by the People Team."),
        ("PPE and dress code", "3.1 Hi-vis, safety footwear and gloves must be worn in all operational areas at all times.\n"
         "3.2 PPE is issued on the first day and replaced free of charge when worn.\n"
         "3.3 Jewellery that could catch on machinery must be removed before entering the warehouse.\n"
         "3.4 Visitors must be escorted and issued with temporary PPE."),
    ])
    u = cv.pick(["pasting the %s policy, can you boil it down to 4 bullets managers will actually read\n\n%s",
                 "need a manager-friendly version of this (%s):\n\n%s"]) % (topic, text)
    a = ("Manager version:\n\n- What it's for: keeping people safe and treating requests consistently across sites.\n"
         "- What you must do: follow the steps in order and write down what you decided and why.\n"
         "- When to involve HR: anything unusual, any refusal, or anything you're unsure about.\n"
         "- Where to find it: the full policy is on the intranet; this summary doesn't replace it.\n\n"
         "If you want, I can make a version tailored to the warehouse team leaders with one example each.")
    return [("user", u), ("assistant", a)]


def en_interview_qs(cv, c):
    u = cv.pick(["give me 6 interview questions for a {role}, competency based, nothing cheesy",
                 "{fn} wants a question set for {role} interviews at {site} by lunch. help"]).format(**c)
    a = ("Six competency questions for a {role}:\n\n1. Tell me about a time a shift plan fell apart at short notice. What did you do first?\n"
         "2. Describe a time you spotted a safety risk no one else had raised. How did you handle it?\n"
         "3. Give an example of dealing with a difficult customer or driver under time pressure.\n"
         "4. Tell me about a mistake you made at work and what you changed afterwards.\n"
         "5. Describe how you keep accurate records when things are busy.\n"
         "6. Tell me about a time you had to work with someone you didn't get on with.\n\n"
         "Scoring tip: agree what a 1, 3 and 5 answer looks like before the interviews, so the panel scores consistently.").format(**c)
    return [("user", u), ("assistant", a)]


def en_lateness(cv, c):
    u = cv.pick(["{fn} at {site} wants to know how to handle a lad who's late every monday. informal first right?",
                 "manager asking what to say to someone who keeps turning up 10 mins late to the night shift, they don't want to go formal yet"]).format(**c)
    a = ("Yes - informal first is right for a pattern like that. Suggested approach for the manager:\n\n"
         "1. Have a private, calm conversation soon after the next occurrence - facts, not labels ('you've arrived after the start time on four of the last five Mondays').\n"
         "2. Ask open questions: is something going on (childcare, transport, health)? There may be a fix.\n"
         "3. Set the expectation clearly and agree a review point, e.g. four weeks.\n"
         "4. Write a short note of the conversation for their own records and send the employee a friendly recap.\n\n"
         "If it carries on after the review, that's the point to talk to HR about the formal route.")
    return [("user", u), ("assistant", a)]


def en_advert(cv, c):
    u = cv.pick(["our {role} advert is so boring. can you make it sound like a place people would want to work",
                 "rewrite the {role} ad for {site}? current one reads like a legal doc"]).format(**c)
    a = ("Here's a fresher version:\n\n**{Role} - {site}**\n\nWe move the stuff people rely on every day, and we need someone who likes things done properly.\n\n"
         "**What you'll do**\n- Keep the operation moving safely and on time\n- Work with a team that has your back on a busy shift\n- Learn new skills - we train and promote from within\n\n"
         "**What we offer**\n- Shift patterns published weeks in advance\n- Overtime paid, not just thanked for\n- Free parking and a canteen that's actually decent\n\n"
         "**What you'll need**\n- Reliability and a good eye for safety\n- Relevant experience or the willingness to learn\n\n"
         "Apply in two minutes - no cover letter needed.\n\n"
         "Fill in the pay and shift details before posting; adverts with pay get noticeably more applications.").format(Role=c["role"].capitalize(), **c)
    return [("user", u), ("assistant", a)]


def en_onboarding(cv, c):
    u = cv.pick(["what should be on a first-week checklist for new starters at {site}? ours is a mess",
                 "induction checklist pls, warehouse + drivers, {site}"]).format(**c)
    a = ("First-week checklist:\n\n**Before day one**\n- Contract signed and returned\n- Checks complete and recorded\n- IT account, locker and PPE ready\n- Buddy assigned\n\n"
         "**Day one**\n- Site safety induction and fire walk\n- Meet manager and buddy\n- Payroll and bank details form\n- Handbook acknowledgement\n\n"
         "**Days two to five**\n- Role-specific training sign-offs\n- Shadow shifts\n- End-of-week check-in with the manager\n\n"
         "Want this as a printable one-pager for {site}?").format(**c)
    return [("user", u), ("assistant", a)]


def en_exit(cv, c):
    u = "need exit interview questions that aren't just 'why are you leaving'. we keep losing {role}s".format(**c)
    a = ("Try these:\n1. What made you start looking in the first place?\n2. What would have had to be different for you to stay?\n"
         "3. How would you describe your relationship with your manager?\n4. Did you feel your shift pattern was fair?\n"
         "5. Was there anything about your pay or hours that surprised you after you started?\n6. Would you recommend us to a friend - why or why not?\n"
         "7. What's one thing we should change tomorrow?\n\nTip: have someone other than the line manager run it, and look for patterns over a quarter rather than reacting to single answers.")
    return [("user", u), ("assistant", a)]


def en_tone(cv, c):
    u = ("is this too harsh to send to {fn}?\n\n\"I've asked three times now for the interview scores. I can't progress anything without them. "
         "Please send them today.\"").format(**c)
    a = ("It's clear, but it'll land as a telling-off. Softer version that still gets the job done:\n\n"
         "\"Hi {fn} - just chasing the interview scores from last week. I can't move the candidates on without them and I'd hate for us to lose the good ones. "
         "Could you send them over today? If it's easier, a quick photo of the score sheets is fine. Thanks!\"\n\n"
         "The 'photo is fine' line removes the excuse, which is usually what's actually holding people up.").format(**c)
    return [("user", u), ("assistant", a)]


def en_vent(cv, c):
    u = cv.pick(["honestly this week is too much. 4 sites, 2 ER cases, recruitment, and payroll on my back",
                 "ugh I'm drowning. everything is urgent and nothing is done",
                 "voice note sorry if this is rambly I've just had the week from hell and I don't know where to start"])
    a = ("That sounds like a lot, and it's not a you problem - it's a volume problem. Let's make it manageable:\n\n"
         "1. Anything with a legal or payroll deadline goes first.\n2. Then anything where a candidate or employee is waiting on you personally.\n"
         "3. Then manager requests - most of those can wait a day if you tell them when they'll get it.\n\n"
         "If you list what's on your plate I'll sort it into today / this week / can wait, and draft the holding replies for the third pile.")
    return [("user", u), ("assistant", a)]


def en_calendar(cv, c):
    u = cv.pick(["what have I got this afternoon", "am I free after 3? check my calendar", "diary check pls, today"])
    args = {"range": "today", "calendar": "primary"}
    out = json.dumps({"events": [{"title": "1:1 with %s" % c["fn"], "when": "14:00-14:30"},
                                 {"title": "Recruitment catch-up (%s)" % c["site"], "when": "15:30-16:00"},
                                 {"title": "Focus time", "when": "16:00-17:00"}]}, indent=1)
    a = ("You've got a 1:1 at 2, a recruitment catch-up at half 3, and a focus block from 4. "
         "So not really free after 3 - but the focus block is yours; if something urgent comes in, that's the slot to use.")
    return [("user", u), ("tool", "calendar_search", (args, out)), ("assistant", a)]


def en_inbox(cv, c):
    u = cv.pick(["anything urgent in my inbox from the depots?", "check inbox for anything from {site}".format(**c)])
    args = {"query": "urgent OR asap", "days": 2}
    out = ("2 result(s)\n\n[1] From: %s (%s)\n    Subject: shift swap question\n    Hi Jen, quick one about swapping two people between shifts, no rush.\n\n"
           "[2] From: Facilities\n    Subject: canteen closed Friday\n    FYI the canteen will be closed Friday for deep cleaning.") % (c["fn"], c["site"])
    a = ("Nothing urgent. There's a shift swap question from the site (they say no rush) and a facilities notice about the canteen being closed Friday. "
         "You could reply to the first one later today with a quick 'yes, as long as both managers agree and it's logged'.")
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


def en_rtw_form(cv, c):
    u = "can you outline a return to work interview form? the one we have is from like 2015"
    a = ("Return-to-work interview - outline:\n\n1. Dates of absence and reason given\n2. How are you feeling now? Fit to do your full role?\n"
         "3. Anything we can do to support you (adjustments, phased hours, referral)?\n4. Was the absence reported correctly? (Remind of procedure if not.)\n"
         "5. Any pattern or trigger point reached? (Manager notes only.)\n6. Agreed actions and follow-up date\n7. Signatures - manager and employee\n\n"
         "Keep it short enough that managers actually fill it in - one page, tick boxes where possible.")
    return [("user", u), ("assistant", a)]


def en_rambling(cv, c):
    u = ("what does {fn} actually want here??\n\n\"Hi Jen, following on from the thing last week and the other conversation, I think we need to look at "
         "how we do things generally with the new ones because it's not really working the way it was meant to and the lads are saying stuff. "
         "Can we have a chat at some point about it all. Cheers\"").format(**c)
    a = ("Decoded: he thinks onboarding for recent starters isn't working, and his team are grumbling about it. He wants a conversation, not a fix yet.\n\n"
         "I'd reply asking him to bring two or three specific examples, and suggest 30 minutes this week. Something like:\n\n"
         "\"Happy to - can you jot down two or three specific examples before we meet so we can focus on what's actually going wrong? Would Thursday work?\"")
    return [("user", u), ("assistant", a)]


def en_two_turn(cv, c):
    u1 = "can you draft a note to all managers about christmas rota requests, deadline, fairness etc"
    a1 = ("Draft:\n\nSubject: Christmas rota requests\n\nHi all,\n\nWith peak approaching, a reminder on how we'll handle Christmas and New Year rota requests this year:\n\n"
          "- Requests go through the usual HRIS form, not by text or verbally.\n- Where we can't approve everyone, we'll look at who had the least favourable pattern last year first.\n"
          "- Please don't promise anything to your team before requests are reviewed together.\n- Any concerns, talk to me.\n\nThanks for your help in keeping it fair.\n\nJen")
    u2 = cv.pick(["shorter pls, they don't read", "too long lol. half that", "ok can you cut it down, managers skim"])
    a2 = ("Shorter:\n\nHi all - Christmas rota requests go through the HRIS form only. If we can't approve everyone, last year's least-favoured get priority. "
          "Please don't promise anything to your team before we review together. Questions to me. Thanks, Jen")
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def en_survey(cv, c):
    u = "ideas for a 5 question pulse survey for the warehouse? has to work on a phone"
    a = ("Five that work on a phone (1-5 scale plus one free text):\n\n1. I know what's expected of me on shift.\n2. My manager treats people fairly.\n"
         "3. I have the equipment I need to do my job safely.\n4. I'd recommend working here to a friend.\n5. What's one thing we should fix? (free text)\n\n"
         "Keep it anonymous, and share back what you heard and what you're changing - that's what drives response rates next time.")
    return [("user", u), ("assistant", a)]


def en_acronyms(cv, c):
    u = "new HR assistant starts next week and won't know any of our acronyms. can you write a cheat sheet"
    a = ("Cheat sheet:\n\n- ATS - applicant tracking system (where candidates live)\n- HRIS - HR information system (where employees live)\n"
         "- PIP - performance improvement plan\n- TOIL - time off in lieu of overtime\n- DBS - criminal record check\n- RTW - right to work, or return to work, depending on context (ask!)\n"
         "- ER - employee relations (grievances, disciplinaries)\n- OH - occupational health\n- FLT - forklift truck\n- HGV - heavy goods vehicle\n\n"
         "I'd add a line on who to ask for each system - that's usually the thing new starters struggle with most.")
    return [("user", u), ("assistant", a)]


def en_vending(cv, c):
    u = cv.pick(["lol the vending machine at {site} is broken again and apparently that's an HR issue now",
                 "someone has reported the microwave at {site} to HR. the microwave."]).format(**c)
    a = ("Ha - everything's an HR issue if you wait long enough. Forward it to facilities with a cheerful one-liner and let them own it. "
         "If it keeps landing with you, a line in the site FAQ ('kitchen and vending: contact facilities') might save you future ones.")
    return [("user", u), ("assistant", a)]


def en_reference(cv, c):
    u = cv.pick(["can you draft a reference request to a previous employer? short, ATS-friendly",
                 "need a template for asking old employers for references for the {role}s"]).format(**c)
    a = ("Draft:\n\nSubject: Reference request\n\nDear [Name],\n\n[Candidate name] has applied for a role with us and has given your details as a referee. "
         "Could you confirm their dates of employment and job title with your organisation, and - if your policy allows - any comments on their reliability and suitability for an operational role?\n\n"
         "A reply by email is fine. Everything you share will be kept confidential and used only for this recruitment decision.\n\nMany thanks,\nJen\nPeople Team\n\n"
         "Tip: lots of employers only confirm dates and title these days - don't read anything into a short reply.")
    return [("user", u), ("assistant", a)]


def en_temps(cv, c):
    u = cv.pick(["we need like 40 christmas temps at {site} in 2 weeks. where do I even start",
                 "peak plan pls - temps for {site}, agency + direct, 2 week turnaround"]).format(**c)
    a = ("Two-week plan for peak temps at {site}:\n\n**Days 1-2**\n- Confirm numbers, shifts and start dates with ops in writing\n- Brief the agencies with one clear spec each\n\n"
         "**Days 3-7**\n- Group assessment sessions (half-day, 10-12 people each)\n- Checks started the same day as the offer\n\n"
         "**Days 8-12**\n- Induction slots booked in batches\n- PPE sizes collected at assessment, ordered in bulk\n\n"
         "**Days 13-14**\n- Buddy list, rota published, site tour on day one\n\n"
         "The usual bottleneck is induction capacity, not candidates - lock in trainers first.").format(**c)
    return [("user", u), ("assistant", a)]


def en_wellbeing(cv, c):
    u = cv.pick(["one of the planners just told me she's really struggling mentally. what do I actually say",
                 "{fn} says someone in his team broke down on shift today. what should he do"]).format(**c)
    a = ("First, the person did the right thing by telling someone. For the conversation:\n\n"
         "- Find somewhere private and give it time - don't rush to fix.\n- Ask open questions ('how are things at the moment?') and listen.\n"
         "- Ask what would help right now: time off, a change to shifts, someone to talk to.\n- Signpost the EAP helpline and the GP; offer an OH referral if work is a factor.\n"
         "- Agree when you'll check in again, and do it.\n\nIf there's any immediate risk to their safety, that changes things - call emergency services. "
         "Keep a brief note of what was agreed and store it with the confidential records, not the general file.")
    return [("user", u), ("assistant", a)]


def en_notes(cv, c):
    u = ("can you tidy these notes from the managers meeting, I typed them with one hand\n\n"
         "- canteen hrs?? ops to check\n- new rota feedback mixed, nights worse\n- {site} want more FLT training slots\n"
         "- agency quality down, esp weekends\n- exit ints - ppl mention mgr comms\n- next mtg same time").format(**c)
    a = ("Tidied:\n\n**Managers' meeting - notes**\n\n1. **Canteen hours** - under review; Ops to confirm.\n2. **New rota** - mixed feedback; night shift reporting more issues. HR to gather specifics.\n"
         "3. **Training** - {site} requesting additional FLT training slots.\n4. **Agency quality** - concerns raised, particularly weekends. To raise at next agency review.\n"
         "5. **Exit interviews** - recurring theme around communication from managers.\n6. **Next meeting** - same time next month.\n\n"
         "Want me to add owners and dates to each action?").format(**c)
    return [("user", u), ("assistant", a)]


def en_linkedin(cv, c):
    u = "write a linkedin post about our driver academy? upbeat but not cringe"
    a = ("Draft:\n\n\"Every one of our drivers started somewhere. Our Driver Academy takes people with a car licence and a good attitude and, with paid training and a dedicated mentor, gets them to Class 1.\n\n"
         "This month another cohort hit the road - congratulations to all of them, and thank you to the trainers who give up their time.\n\n"
         "Interested? We're recruiting for the next intake now - link in comments.\"\n\n"
         "Add one real photo (with permission) and it'll do far better than a stock image.")
    return [("user", u), ("assistant", a)]


def en_holiday_clash(cv, c):
    u = cv.pick(["two of the {site} planners want the same week off at easter and neither will budge. help",
                 "{fn} has two people asking for the same week off, first come first served or?"]).format(**c)
    a = ("Options, roughly in order of fairness:\n\n1. **First come, first served** - simple, but only fair if everyone knew that's the rule.\n"
         "2. **Rotate** - whoever missed out last time gets priority this time. Needs a record.\n3. **Split the week** - sometimes both will take half rather than risk none.\n"
         "4. **Business cover** - check whether one of them can actually be covered by someone else.\n\n"
         "Whatever the manager picks, the important thing is to apply it consistently and tell both people the reason.")
    return [("user", u), ("assistant", a)]


def en_status(cv, c):
    u = cv.pick(["what do I put as my teams status so people leave me alone for 2 hours",
                 "need a polite out-of-office for this afternoon, I'm in back to back interviews"])
    a = cv.pick(["Try: \"Heads down on interviews until 4 - urgent people issues to the HR inbox, everything else I'll pick up after.\" Polite, and it tells them where to go instead.",
                 "Something like: \"In interviews this afternoon. For anything urgent, call the HR line; otherwise I'll reply by tomorrow morning.\" Short enough that people actually read it."])
    return [("user", u), ("assistant", a)]


def en_bradford(cv, c):
    u = "{fn} keeps saying 'bradford factor' at me like I'm supposed to know. explain like I'm 5".format(**c)
    a = ("It's a way of scoring absence that punishes lots of short absences more than one long one. Formula: S x S x D, where S is the number of separate spells and D is the total days.\n\n"
         "- One 10-day absence: 1 x 1 x 10 = 10\n- Ten 1-day absences: 10 x 10 x 10 = 1,000\n\n"
         "It's a trigger for a conversation, not a verdict - and it shouldn't be applied blindly where absences relate to disability or pregnancy.")
    return [("user", u), ("assistant", a)]


EN_CHATTER = [en_rejection, en_policy_summary, en_interview_qs, en_lateness, en_advert, en_onboarding,
              en_exit, en_tone, en_vent, en_calendar, en_inbox, en_rtw_form, en_rambling, en_two_turn,
              en_survey, en_acronyms, en_vending, en_reference, en_temps, en_wellbeing, en_notes,
              en_linkedin, en_holiday_clash, en_status, en_bradford]


def zh_reject(cv, c):
    u = cv.pick(["帮我写个{role}没进面试的拒信，别太官方", "{site}那边二十几个没通过初筛的，帮我起草个通知"]).format(**c)
    a = ("可以这样写：\n\n【主题】关于您应聘{role}岗位的反馈\n\n您好！\n\n感谢您投递我司{site}的{role}岗位，也感谢您花时间准备材料。"
         "经过综合评估，这次暂时没有安排您进入下一轮，这并不代表对您能力的否定，主要是岗位对班次和经验的具体要求比较匹配的问题。\n\n"
         "我们{site}全年都有招聘需求，欢迎您继续关注。祝一切顺利！\n\n人力资源部\n\n"
         "小建议：\n- 用ATS的批量邮件功能，称呼用合并字段；\n- 面试过的人最好打个电话，不要只发模板；\n- 发之前先把ATS状态改掉，报表才准确。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_policy(cv, c):
    topic, text = cv.pick([
        ("单独作业", "4.1 夜间单独巡库的员工须在上岗前完成风险评估。\n4.2 单独作业人员须在班次开始、结束及约定时间向保安室报到。\n4.3 超过30分钟未报到的，按附录B的流程处理。"),
        ("弹性工作", "6.1 员工可提出弹性工作申请。\n6.2 直属上级须与员工面谈并书面答复。\n6.3 一线岗位结合排班情况个案处理。"),
        ("面试报销", "2.1 受邀参加复试的候选人可报销合理交通费。\n2.2 报销须附票据，30天内提交。\n2.3 住宿须提前经人力资源部批准。"),
        ("劳保用品", "3.1 作业区域须全程穿戴反光背心、劳保鞋和手套。\n3.2 劳保用品入职当天发放，磨损后免费更换。\n3.3 访客须有人陪同并领取临时劳保用品。"),
    ])
    u = cv.pick(["把这段{t}制度帮我缩成经理能看懂的几条：\n\n{x}", "{t}这部分太长了，整理一下发给各仓经理：\n\n{x}"]).format(t=topic, x=text)
    a = ("经理版：\n\n- 目的：保证安全、各仓做法一致；\n- 你要做的：按步骤来，决定了什么、为什么，写下来；\n- 什么时候找HR：情况特殊、要拒绝申请、或者拿不准的时候；\n"
         "- 完整制度在内网，这个摘要不能代替原文。\n\n要不要我再做一版给班组长的，每条配一个例子？")
    return [("user", u), ("assistant", a)]


def zh_questions(cv, c):
    u = cv.pick(["给我出6道{role}的结构化面试题，别太虚", "{fn}让我中午前给一套{role}的面试题，救命"]).format(**c)
    a = ("{role}的6道行为面试题：\n\n1. 说一次排班临时被打乱的经历，你第一步做了什么？\n2. 有没有发现过别人没注意到的安全隐患？怎么处理的？\n"
         "3. 举个例子，时间很紧的时候怎么应对难缠的客户或司机？\n4. 讲一个你工作中犯过的错，后来改了什么？\n5. 忙的时候你怎么保证记录准确？\n"
         "6. 有没有跟合不来的同事一起干活的经历？\n\n打分建议：面试前先统一1分、3分、5分的标准，面试官之间才不会差太多。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_late(cv, c):
    u = cv.pick(["{site}的经理问，有个小伙子每周一都迟到，先私下谈一下对吧？", "经理问夜班老是迟到十分钟的怎么处理，他还不想走正式流程"]).format(**c)
    a = ("对，这种情况先非正式沟通比较合适。给经理的建议：\n\n1. 下次再迟到后尽快单独聊，讲事实不贴标签（“最近五个周一有四次晚到”）；\n"
         "2. 问问是不是有什么原因，接送孩子、交通、身体，可能有办法解决；\n3. 把要求说清楚，约个回顾时间，比如四周后；\n4. 简单记个谈话记录，再给员工发条友好的总结消息。\n\n"
         "回顾期后还是这样，再找HR商量正式流程。")
    return [("user", u), ("assistant", a)]


def zh_onboard(cv, c):
    u = cv.pick(["{site}新员工第一周的清单应该有哪些？我们现在的太乱了", "帮我列个入职第一周清单，仓库和司机都要"]).format(**c)
    a = ("第一周清单：\n\n【入职前】\n- 合同签好收回\n- 各项核验完成并登记\n- 系统账号、柜子、劳保用品准备好\n- 安排一个带教师傅\n\n"
         "【第一天】\n- 安全培训和消防通道走一遍\n- 见经理和师傅\n- 填工资卡和个人信息表\n- 员工手册签收\n\n"
         "【第二到五天】\n- 岗位培训签字确认\n- 跟班\n- 周末跟经理聊一次\n\n要做成一页纸打印版吗？")
    return [("user", u), ("assistant", a)]


def zh_vent(cv, c):
    u = cv.pick(["这周真的要疯了，四个仓、两个员工关系的案子、招聘、财务还天天催", "救命，什么都急，什么都没干完",
                 "语音转文字不好意思有点乱就是这周太崩溃了我都不知道从哪开始"])
    a = ("听起来确实太多了，这不是你的问题，是量的问题。我们排一下：\n\n1. 有法律或工资截止时间的先做；\n2. 候选人或员工在等你本人回复的其次；\n"
         "3. 经理的需求大多可以晚一天，告诉他们什么时候给就行。\n\n你把手上的事列给我，我帮你分成今天、本周、可以等三类，第三类我帮你写好回复。")
    return [("user", u), ("assistant", a)]


def zh_calendar(cv, c):
    u = cv.pick(["我下午有什么安排", "三点以后有空吗？看下日历"])
    args = {"range": "today", "calendar": "primary"}
    out = json.dumps({"events": [{"title": "和%s一对一" % c["fn"], "when": "14:00-14:30"},
                                 {"title": "招聘进度会（%s）" % c["site"], "when": "15:30-16:00"},
                                 {"title": "专注时间", "when": "16:00-17:00"}]}, ensure_ascii=False, indent=1)
    a = "两点有个一对一，三点半有招聘进度会，四点到五点是你自己留的专注时间。所以三点以后不算空，不过如果有急事，专注时间那段可以挪用。"
    return [("user", u), ("tool", "calendar_search", (args, out)), ("assistant", a)]


def zh_inbox(cv, c):
    u = cv.pick(["邮箱里有没有仓库那边的急事？", "看看{site}有没有发邮件给我".format(**c)])
    args = {"query": "紧急", "days": 2}
    out = "共2封\n\n[1] 发件人：%s（%s）\n    主题：换班的问题\n    晓琳，想问下两个人换班的事，不急。\n\n[2] 发件人：行政部\n    主题：周五食堂关闭\n    周五食堂做深度清洁，暂停一天。" % (c["fn"], c["site"])
    a = "没有急事。一封是仓库问换班的（说了不急），一封是行政通知周五食堂关闭。第一封今天回一句“两边经理同意、系统里登记一下就行”就可以。"
    return [("user", u), ("tool", "inbox_search", (args, out)), ("assistant", a)]


def zh_tone(cv, c):
    u = "这样发给{fn}会不会太冲？\n\n“面试打分我已经催了三次了，没有这个我什么都推进不了，今天必须给我。”".format(**c)
    a = ("意思很清楚，但对方读起来会觉得被训了。可以改成：\n\n“{fn}好～上周面试的打分表麻烦今天发我一下哈，没有这个候选人没法往下走，好的人选别被别家抢了。"
         "拍个照发过来也行，谢谢！”\n\n“拍照也行”这句很关键，把对方拖延的理由直接去掉了。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_exit(cv, c):
    u = "离职面谈问什么比较好？{role}最近走得太多了".format(**c)
    a = ("可以试试这些：\n1. 最开始是什么让你想看看外面的机会？\n2. 要是哪一点不一样，你会留下来？\n3. 你觉得跟直属领导相处得怎么样？\n"
         "4. 你觉得排班公平吗？\n5. 入职后工资或工时有没有跟预期不一样的地方？\n6. 你会推荐朋友来吗？为什么？\n7. 如果明天就能改一件事，你希望改什么？\n\n"
         "建议不要让直属领导来做面谈，按季度看规律，别被单个回答带着走。")
    return [("user", u), ("assistant", a)]


def zh_two_turn(cv, c):
    u1 = "帮我写个通知给各经理，春节排班申请的截止时间和原则"
    a1 = ("草稿：\n\n各位经理好，\n\n春节临近，今年春节排班申请这样处理：\n\n- 统一通过HRIS表单提交，不接受微信或口头申请；\n"
          "- 没法全部批准的，优先考虑去年排班最不理想的同事；\n- 统一审核之前，请不要提前答应团队成员；\n- 有问题随时找我。\n\n谢谢大家配合，尽量做到公平。\n\n人力资源部 晓琳")
    u2 = cv.pick(["太长了，砍一半", "短一点，经理们不看长的", "再精简点"])
    a2 = "精简版：\n\n各位经理好，春节排班申请只走HRIS表单；批不完的，去年排得最差的优先；统一审核前别提前答应。有问题找我，谢谢！——晓琳"
    return [("user", u1), ("assistant", a1), ("user", u2), ("assistant", a2)]


def zh_acronyms(cv, c):
    u = "下周来个HR助理，我们这些缩写她肯定看不懂，帮我写个速查表"
    a = ("速查表：\n\n- ATS：招聘管理系统（候选人都在这）\n- HRIS：人事系统（在职员工信息）\n- PIP：绩效改进计划\n- HC：编制\n- 背调：背景调查\n"
         "- 调休：加班换休\n- ER：员工关系（投诉、违纪）\n- offer：录用通知\n\n建议每个系统后面再写上找谁问，新人最头疼的往往是这个。")
    return [("user", u), ("assistant", a)]


def zh_vending(cv, c):
    u = cv.pick(["哈哈{site}的自动售货机又坏了，现在这也算HR的事了", "有人跟HR投诉{site}的微波炉。。。微波炉啊"]).format(**c)
    a = "哈哈，只要等得够久，什么都会变成HR的事。转给行政，附一句轻松点的话就行。老是落到你这里的话，可以在员工FAQ里加一条“茶水间和售货机问题请联系行政”。"
    return [("user", u), ("assistant", a)]


def zh_temp(cv, c):
    u = cv.pick(["春节前{site}要招40个临时工，两周内到岗，从哪下手啊", "旺季临时工方案帮我列一下，{site}，劳务派遣加直招"]).format(**c)
    a = ("{site}两周到岗的方案：\n\n【第1-2天】\n- 跟运营书面确认人数、班次、到岗日期\n- 给劳务公司一份统一的用人要求\n\n"
         "【第3-7天】\n- 集中面试，每场10-12人，半天一场\n- 发录用当天就启动入职核验\n\n【第8-12天】\n- 分批安排入职培训\n- 面试时登记劳保用品尺码，统一下单\n\n"
         "【第13-14天】\n- 安排带教、公布排班、第一天带着熟悉现场\n\n通常卡脖子的是培训场次，不是人，先把培训老师的时间锁定。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_mental(cv, c):
    u = cv.pick(["有个调度跟我说她最近压力特别大，快撑不住了，我该怎么说", "{fn}说他组里有人上班的时候哭了，他该怎么处理"]).format(**c)
    a = ("首先，对方愿意说出来是好事。谈的时候：\n\n- 找个安静的地方，留足时间，别急着给解决方案；\n- 多问开放式问题，比如“最近怎么样？”，然后认真听；\n"
         "- 问问现在什么最有帮助：休息几天、调整班次、找人聊聊；\n- 告诉她公司的员工心理援助热线，必要时建议就医；\n- 约好下次什么时候再聊，并且做到。\n\n"
         "如果有人身安全的风险，情况就不一样了，要立刻求助。谈话要点简单记一下，放在保密档案里。")
    return [("user", u), ("assistant", a)]


def zh_notes(cv, c):
    u = ("帮我把经理会的记录理一下，我单手打的\n\n- 食堂时间？？运营确认\n- 新排班反馈一般，夜班更差\n- {site}要多开叉车培训\n- 派遣工质量下降，尤其周末\n- 离职面谈都提到经理沟通\n- 下次同一时间").format(**c)
    a = ("整理好了：\n\n【经理例会纪要】\n1. 食堂开放时间：待运营确认。\n2. 新排班：反馈一般，夜班问题较多，HR收集具体意见。\n3. 培训：{site}申请增加叉车培训场次。\n"
         "4. 派遣工质量：有所下降，周末尤为明显，下次与劳务公司沟通时提出。\n5. 离职面谈：多次提到与直属经理沟通的问题。\n6. 下次会议：下月同一时间。\n\n要不要每条加上负责人和完成时间？").format(**c)
    return [("user", u), ("assistant", a)]


def zh_post(cv, c):
    u = cv.pick(["帮我写个招司机的朋友圈文案，别太土", "写段招聘文案发公众号，招{role}，{site}".format(**c)])
    a = ("草稿：\n\n【招人啦】我们在招{role}！\n✅ 五险一金，工资按时发\n✅ 排班提前公布，不临时加塞\n✅ 有老师傅带，新人也能上手\n📍 {site}\n\n"
         "感兴趣的直接私信我，或者转给身边合适的朋友～\n\n配一张真实的工作照片（征得同意），效果比网图好很多。").format(**c)
    return [("user", u), ("assistant", a)]


def zh_clash(cv, c):
    u = cv.pick(["{site}两个调度都要春节那周请假，谁也不让，怎么办", "{fn}那边两个人同一周请年假，先到先得吗？"]).format(**c)
    a = ("几个办法，大致按公平程度排：\n\n1. 先到先得：简单，但前提是大家事先都知道这个规则；\n2. 轮流：上次没排上的这次优先，需要有记录；\n"
         "3. 一人一半：有时候两个人都愿意各休半周；\n4. 看能不能找人顶班。\n\n不管经理选哪种，关键是前后一致，并且跟两个人都讲清楚理由。")
    return [("user", u), ("assistant", a)]


def zh_status(cv, c):
    u = cv.pick(["企业微信状态写什么能让人两小时别来找我", "下午连着面试，帮我写个自动回复"])
    a = cv.pick(["可以写：“面试中，16点后回复。紧急人事问题请发HR邮箱。”客气，又告诉了别人该找哪里。",
                 "比如：“今天下午面试，急事请打HR座机，其他消息明早统一回复。”短一点大家才会看。"])
    return [("user", u), ("assistant", a)]


def zh_ref(cv, c):
    u = "帮我写个背调电话的话术，问前雇主的那种，别太生硬"
    a = ("参考话术：\n\n“您好，我是XX物流人力资源部的，打扰您两分钟。XX先生/女士应聘我们的岗位，授权我们做一个工作背景的核实，想跟您确认一下他在贵公司的任职时间和岗位，方便吗？”\n\n"
         "之后可以问：\n1. 他主要负责哪些工作？\n2. 出勤和纪律方面怎么样？\n3. 如果有机会，您还愿意再和他共事吗？\n\n"
         "对方只愿意确认时间和岗位也很正常，不用多想。记录要当天写好存档。")
    return [("user", u), ("assistant", a)]


ZH_CHATTER = [zh_reject, zh_policy, zh_questions, zh_late, zh_onboard, zh_vent, zh_calendar, zh_inbox,
              zh_tone, zh_exit, zh_two_turn, zh_acronyms, zh_vending, zh_temp, zh_mental, zh_notes,
              zh_post, zh_clash, zh_status, zh_ref]


# --------------------------------------------------------------------------------------
# run protocol (copied from the shared harness, ids renamed)
# --------------------------------------------------------------------------------------

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
            cid = "call_ci%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_ci%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_ci%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_ci%d" % n, "createdAt": ts,
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
