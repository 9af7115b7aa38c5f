#!/usr/bin/env python3
"""Held-out retention set "as": caring for an elderly father after a hospital stay.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated each run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: an adult daughter coordinating care for her elderly father after a hospital stay --
discharge plan, medication changes, a home-care agency, the GP and a consultant, insurance claims
and reimbursements, equipment rentals, siblings who disagree, and her own job.  She writes long,
emotional messages with short ones in between and forwards letters from the hospital and insurer;
the assistant answers at length with suggestions and questions, sometimes using tools.
Chinese (last seed): 一位女儿在父亲出院后照顾他：出院计划、用药调整、请护工、社区医生和专家门诊、
医保报销、租护理床、兄弟姐妹意见不合、自己还要上班。

Ten fact kinds are seeded (name, command, id, port, version, money, date, decision, constraint,
question), PER_KIND of each.  Each fact has one or more needles: exact substrings that occur in
exactly one row of the conversation (checked in code; the build is retried with another attempt
number otherwise).  Rows go to `okbot session append` in batches of 25 messages, each batch followed
by `okbot compress --now`; at the end a fact counts as kept only when every one of its needles is
found verbatim in `okbot context show`.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
ASSISTANT_OK = {"name", "command", "id", "port", "version", "money", "date"}
LETTER_OK = {"name", "id", "version", "money", "date"}

# ----------------------------------------------------------------------------- English pools
EN = {}
EN["first"] = ["Margaret", "Priya", "Declan", "Oluwaseun", "Bernadette", "Tobias", "Fionnuala", "Rajesh",
               "Imogen", "Kwame", "Siobhan", "Hamish", "Ngozi", "Lucinda", "Aurelio", "Wojciech", "Harriet",
               "Desmond", "Annika", "Ifeoma", "Cormac", "Yasmin", "Ptolemy", "Rosalind", "Emeka", "Gwendolyn"]
EN["last"] = ["Okafor", "Pemberton", "Szymanski", "Achterberg", "Mulcahy", "Venkataraman", "Holloway",
              "Fairweather", "Kowalczyk", "Abernethy", "Delacroix", "Brannigan", "Oyelaran", "Whitcombe",
              "Lindqvist", "Castellano", "Pritchard", "Nakamura", "Gallagher", "Rutherford", "Ellison", "Quayle"]
EN["roles"] = ["discharge coordinator", "GP", "consultant geriatrician", "cardiology consultant",
               "care manager at the agency", "morning carer", "night carer", "claims handler at the insurer",
               "district nurse", "physio", "occupational therapist", "community pharmacist", "social worker",
               "equipment rental rep", "line manager at work", "ward sister", "HR contact at work",
               "solicitor doing the power of attorney"]
EN["siblings"] = [("Rob", "Helen"), ("Gareth", "Louise"), ("Neil", "Joanna"), ("Stuart", "Kirsty"), ("Paul", "Nadia")]

EN["t_name_u"] = [
    "Writing this down before I forget: the {role} is called {v}.",
    "{v} — that's the {role} — rang me at work today, which was awkward because I was literally presenting.",
    "Had a long chat with {v} ({role}). Nice enough but talks at a hundred miles an hour",
    "fyi the {role} we got assigned is {v}",
    "So apparently {v} is the {role} now?? the previous one left, nobody told us",
    "Can you keep track of the fact that {v} is the {role}? I keep mixing all these people up.",
    "The letter was signed off by {v}, {role}, if that matters for anything",
    "oh and Dad actually liked {v}, the new {role}. first person he hasn't complained about",
]
EN["t_name_a"] = [
    "Just so we have it straight, {v} is the {role} — I'd keep that contact near the top of your list.",
    "From what you pasted, the person to chase is {v}, the {role}.",
    "I'd email {v} directly; as the {role} they're the one who can actually change the plan.",
    "It might help to ask {v} (the {role}) to put that in writing.",
]
EN["t_command_u"] = [
    "I ran `{v}` on the laptop and it just sat there for ages, is that normal",
    "ok so to pull the dose lines out of the discharge pdf I did {v} and it WORKED",
    "Note to self: `{v}` is the thing I need every Sunday night for the meds sheet.",
    "{sib} asked what I typed, it was literally just `{v}`, not rocket science",
    "Ran {v} at 2am because I couldn't sleep. worked first time, which is a miracle this week",
    "The IT guy at work told me to try `{v}` for the scanned receipts",
    "pasting what I ran:\n\n$ {v}\n\nno errors, it just came back to the prompt",
    "I've put `{v}` in a little text file on the desktop so I don't have to ask you again",
]
EN["t_command_a"] = [
    "The quickest way is to run `{v}` — it'll do the whole folder in one go.",
    "If you want to check, try this and paste me whatever it prints:\n\n    {v}\n",
    "I'd run `{v}` once before the next claim goes in, so nothing's missing.",
    "Something like `{v}` should do it; if it complains about permissions, tell me the exact message.",
]
EN["t_id_u"] = [
    "The claim reference is {v}, I'm going to be quoting that in my sleep",
    "agency invoice number {v} — they've charged for a visit that didn't happen",
    "Bed rental order is {v}. The guy on the phone spelled it out twice",
    "ok the ticket they opened for the missing wheelchair is {v}",
    "Hospital transport booking: {v}. They said to have him ready an hour early which, lol",
    "Pharmacy says the repeat prescription is under {v}, whatever that means",
    "The complaint I lodged with PALS got case number {v}",
    "For the reimbursement form they want the policy number, which is {v}",
]
EN["t_id_a"] = [
    "When you call, lead with the reference {v} so they can pull the file straight away.",
    "I'd put {v} in the subject line of every email about this claim.",
    "The invoice you pasted is {v}; that's the one I'd dispute.",
]
EN["t_port_u"] = [
    "The camera's web page is on port {v}, I only got it working after the router reset",
    "the agency's tablet app talks to their server on {v} apparently, and the work wifi blocks it",
    "{sib} set up the fall sensor hub to use port {v}. don't ask me why that number",
    "note: pill dispenser dashboard = port {v}",
    "IT said port {v} is blocked on the guest network, which is why the video calls with Dad keep dropping",
    "I forwarded port {v} on Dad's router so I can peek at the camera from the office",
    "the Home Assistant thing on the Pi is on {v} now, not the default one",
]
EN["t_port_a"] = [
    "Since the hub is on port {v}, you'd open the Pi's address with :{v} on the end in the browser.",
    "If the dispenser's dashboard really is on port {v}, your work VPN may simply be filtering it.",
    "I'd keep port {v} closed to the outside unless you genuinely need it while you're away.",
]
EN["t_version_u"] = [
    "They sent ANOTHER discharge plan, it says version {v} at the bottom, supposedly final",
    "The agency care plan is now {v}. third revision in a week lol",
    "Updated the pill dispenser firmware to {v} and now it beeps twice instead of once",
    "My meds spreadsheet is at {v}, yes I keep a changelog, I'm that person",
    "The claim form they want is the {v} one, the older one gets bounced apparently",
    "the hospital app updated itself to {v} overnight and logged Dad out. great.",
    "fyi the medication list I'm going off is revision {v} from the pharmacy",
]
EN["t_version_a"] = [
    "Make sure everyone works from version {v} of the care plan, not the printout stuck on the fridge.",
    "The notes for firmware {v} mention a new double beep for missed doses, which would explain it.",
    "I'd put {v} in the file name so nobody picks up an older copy by mistake.",
]
EN["t_money_u"] = [
    "The bed rental is {v} a month. A MONTH.",
    "Insurer says they'll reimburse {v} of the physio, rest is on us",
    "paid the agency {v} upfront for the first fortnight, receipt is somewhere in my inbox",
    "The pharmacy charged {v} for the new blister packs, which seems steep??",
    "{sib} says he'll chip in {v} but honestly I'll believe it when I see it",
    "wheelchair deposit was {v}, refundable if nothing gets scratched (it will get scratched)",
    "My excess on Dad's policy is {v} apparently. Nobody mentioned that before.",
]
EN["t_money_a"] = [
    "So far the reimbursable total comes to {v}, going by the receipts you've sent me.",
    "If the rental really is {v}, it may be worth pricing a second-hand bed instead.",
    "I'd note the {v} deposit on the claims sheet so it doesn't quietly disappear.",
]
EN["t_date_u"] = [
    "Follow-up with the consultant is {v}, twenty to eleven, clinic four",
    "the OT wants to do the home visit on {v}. I have a deadline at work that exact day obviously",
    "Insurer deadline for the paperwork is {v}, after that they 'may not be able to consider' it",
    "Bed gets collected on {v} unless we extend",
    "{v} — that's when the new carer starts. fingers crossed",
    "Dad's blood test got moved to {v}, don't ask",
    "I've booked leave for {v} so I can be there for the assessment",
]
EN["t_date_a"] = [
    "So the key date is {v}; I'd set a reminder a couple of days before it.",
    "Given the appeal has to be in by {v}, I'd draft it this weekend.",
    "If the bed goes back on {v}, you'll want the replacement delivered the day before.",
]
EN["t_decision_u"] = [
    "Ok decision made: I'm going to {c}, because {r}.",
    "I've decided to {c}. Mainly because {r}, but also I'm just tired.",
    "we're going to {c} — {r}, so there's no point fighting it",
    "After going back and forth all night I'll {c}. Reason: {r}.",
    "fine. we {c}. {r}. done, not discussing it again with {sib}.",
    "Talked it through with {sis} and I'll {c} since {r}.",
    "I know {sib} won't like it but I'm going to {c}; {r} and that's the end of it",
]
EN["decisions"] = [
    ("go with Brightwell Home Care", "they can cover weekend nights"),
    ("rent the hospital bed", "Dad might not need it past spring"),
    ("switch him to blister packs", "he keeps doubling the evening dose"),
    ("drop to four days a week", "my manager finally agreed to it"),
    ("pay for private physio", "the community waitlist is eleven weeks"),
    ("cancel the stairlift quote", "he can manage with the downstairs bedroom"),
    ("keep Dad at home over Christmas", "the respite place had no proper heating"),
    ("move the GP reviews to phone calls", "getting him in the car wipes him out"),
    ("let the agency handle all the nights", "I can't work on three hours sleep"),
    ("appeal the partial claim decision", "the consultant's letter backs us up"),
    ("buy the recliner chair outright", "renting it costs more after four months"),
    ("give {sib} the Tuesday visits", "he only lives twenty minutes away"),
    ("hold off on the care home tour", "Dad cried when I mentioned it"),
    ("use the hospital pharmacy for repeats", "the local one keeps running out"),
    ("put the bills on my credit card", "the insurer reimburses faster that way"),
    ("change to the smaller agency", "the big one sends someone different every day"),
    ("take Dad off the sleeping tablet", "the GP thinks it caused the fall"),
    ("hire a cleaner for Fridays", "the carers aren't allowed to hoover"),
]
EN["t_constraint_u"] = [
    "Rule from now on: {v}. I mean it.",
    "Please remember — {v}. The nurse was very clear about it.",
    "one thing that's non negotiable: {v}",
    "Just so it's written down somewhere, {v}.",
    "The consultant said {v}, and I want every single carer to know that",
    "I told the agency {v} and they said that's fine",
    "Standing instruction for you too: {v}, whatever I say when I'm stressed.",
]
EN["constraints"] = [
    "never give the tramadol after nine", "no visitors after eight in the evening",
    "only shower him with two carers present", "never leave the bed rails down overnight",
    "don't call me at work before noon", "only submit claims after I've checked receipts",
    "never let {sib} sign anything for Dad", "no added salt in his meals",
    "always check blood pressure before the ramipril", "never email the insurer without copying me",
    "don't book anything on Wednesday mornings", "only use the pharmacy on Elm Street",
    "never move him without the walking frame", "no decisions about money without all three of us",
    "don't mention the care home in front of Dad", "only weigh him first thing in the morning",
    "never put the warfarin in the dosette box",
]
EN["t_question_u"] = [
    "Random question but {v}?",
    "also — {v}? been wondering since Tuesday",
    "Something I never got a straight answer on: {v}?",
    "Can I ask, {v}? no rush.",
    "{v}?? nobody at the hospital could tell me",
    "Before I forget, {v}?",
    "hmm. {v}? anyway, different thing.",
]
EN["questions"] = [
    "does the policy cover a night sitter", "can Dad legally drive again this year",
    "is the bed rental tax deductible", "who pays for the ambulance transport home",
    "are carers allowed to give eye drops", "does attendance allowance affect his pension",
    "can I claim carer's leave retroactively", "what happens to his car insurance now",
    "should he still be taking the statin", "can the GP override the consultant's dose",
    "does the agency carry its own liability insurance", "is a ramp on the back step worth it",
    "can we get the hospital notes in large print", "will the insurer pay for a second opinion",
    "how long do the hospital records get kept", "does a power of attorney cover medical choices",
]
EN["months"] = ["December", "Dec", "January", "Jan"]

# ----------------------------------------------------------------------------- Chinese pools
ZH = {}
ZH["sur"] = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "胡", "郭", "何", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯"]
ZH["given"] = ["建国", "秀兰", "志强", "丽娟", "海燕", "国栋", "玉梅", "晓东", "桂芳", "德明", "春燕", "文斌",
               "淑珍", "振华", "美玲", "立新", "雪琴", "宏伟", "慧敏", "永刚", "凤英", "子涵", "佳怡", "鹏飞"]
ZH["roles"] = ["出院协调护士", "社区医生", "心内科专家门诊的主任", "老年科的主治医生", "护工公司的对接人",
               "白班护工", "夜班护工", "医保窗口的经办人", "上门护士", "康复师", "药房的药师",
               "护理床租赁公司的业务员", "我们部门领导", "病区护士长", "街道的社工", "商业保险的理赔专员", "公司HR"]
ZH["siblings"] = [("我哥", "我妹")]
ZH["t_name_u"] = [
    "先记一下，{role}叫{v}，免得我又忘了",
    "{v}（就是{role}）今天上班时间给我打电话，我正在开会，尴尬死了",
    "跟{v}聊了挺久，{role}，人还行就是说话特别快",
    "对了，给我们分的{role}是{v}",
    "现在{role}换成{v}了？？之前那个走了都没人通知我们",
    "你帮我记住{v}是{role}，这么多人我真的分不清了",
    "那封通知最后签字的是{v}，{role}，不知道有没有用",
    "我爸居然挺喜欢{v}的，新来的{role}，终于有个他不挑刺的人了",
]
ZH["t_name_a"] = [
    "理一下：{v}是{role}，建议把这个联系人放在通讯录最前面。",
    "从你贴的内容看，应该直接找{v}，也就是{role}。",
    "我建议直接联系{v}，作为{role}，真正能改方案的是这个人。",
    "可以请{v}（{role}）把刚才说的写成书面的，以后有据可查。",
]
ZH["t_command_u"] = [
    "我在笔记本上跑了 `{v}`，半天没反应，正常吗",
    "为了把出院小结里的剂量那几行找出来，我用了 {v}，居然成功了",
    "备忘：每周日晚上整理用药表要跑 `{v}`",
    "我哥问我敲的什么，其实就是 `{v}`，又不是什么高科技",
    "半夜两点睡不着跑了 {v}，一次就成了，这周难得的好事",
    "公司IT说扫描的发票可以试试 `{v}`",
    "贴一下我跑的：\n\n$ {v}\n\n没报错，直接回到提示符了",
    "我把 `{v}` 存在桌面一个txt里了，省得每次问你",
]
ZH["t_command_a"] = [
    "最快的办法是运行 `{v}`，整个文件夹一次处理完。",
    "你可以试一下下面这条，把输出贴给我：\n\n    {v}\n",
    "下次交报销材料之前，建议先跑一遍 `{v}`，确认没有漏掉的单据。",
    "用 `{v}` 应该就可以，如果提示权限问题，把完整报错发我。",
]
ZH["t_id_u"] = [
    "医保结算单号是{v}，我做梦都能背出来了",
    "护工公司的账单号 {v}，上面多算了一次根本没来的上门",
    "护理床的租赁订单号是{v}，电话里那人念了两遍",
    "轮椅没送到，他们开的工单号是{v}",
    "医院转运车预约号：{v}。让我们提前一小时准备好，呵呵",
    "药房说续方挂在{v}下面，也不知道啥意思",
    "我给医务科投诉的编号是{v}",
    "报销单要填保单号，是{v}",
]
ZH["t_id_a"] = [
    "打电话的时候先报编号{v}，对方能直接调出档案。",
    "建议以后关于这笔理赔的邮件，标题里都写上{v}。",
    "你贴的这张账单编号是{v}，我觉得就是这张需要申诉。",
]
ZH["t_port_u"] = [
    "家里摄像头的网页在{v}端口，路由器重置以后才弄好",
    "护工公司那个平板app连他们服务器用的是{v}端口，公司网络给封了",
    "我哥把防跌倒报警的网关设成了{v}端口，别问我为啥是这个数",
    "备忘：智能药盒后台 = 端口{v}",
    "公司IT说访客wifi屏蔽了{v}端口，难怪跟我爸视频老断",
    "我在我爸家路由器上把{v}端口转发出来了，这样上班也能看一眼摄像头",
    "树莓派上的Home Assistant现在用{v}端口，不是默认那个了",
]
ZH["t_port_a"] = [
    "既然网关在{v}端口，你在浏览器里输入树莓派的地址再加上 :{v} 就行。",
    "如果药盒后台确实在{v}端口，很可能是公司VPN把它拦了。",
    "不在外地的时候，建议{v}端口别对外开放。",
]
ZH["t_version_u"] = [
    "医院又发了一版出院计划，最下面写着版本{v}，说是最终版",
    "护工公司的护理方案已经是{v}了，一周改了三次哈哈",
    "药盒固件升级到{v}以后，提醒从响一声变成响两声了",
    "我的用药表格现在是{v}，我还专门写了修改记录，没办法我就是这种人",
    "报销要用{v}版的申请表，旧版的直接退回",
    "医院app半夜自动升级到{v}，把我爸账号给登出了，真行",
    "我现在照着的是药房给的第{v}版用药清单",
]
ZH["t_version_a"] = [
    "请确认所有人都按{v}版的护理方案来，不要看冰箱上贴的旧打印件。",
    "固件{v}的更新说明里提到漏服会响两声，应该就是这个原因。",
    "建议文件名里直接带上{v}，免得有人拿错旧版本。",
]
ZH["t_money_u"] = [
    "护理床租金一个月{v}，一个月啊",
    "保险公司说康复费用只能报{v}，剩下的自己出",
    "先给护工公司付了{v}，是头两周的，收据在邮箱里不知道哪去了",
    "药房新换的分装药板收了{v}，是不是有点贵？？",
    "我哥说他出{v}，我等钱到账了再信",
    "轮椅押金{v}，说没刮花就退（肯定会刮花的）",
    "我爸那份商业保险的免赔额是{v}，之前谁都没提过",
]
ZH["t_money_a"] = [
    "按你发来的票据，目前可报销的合计是{v}。",
    "如果租金真是{v}，可以比较一下买一张二手护理床。",
    "建议把{v}押金记进报销表，免得最后不了了之。",
]
ZH["t_date_u"] = [
    "专家门诊复诊定在{v}，上午十点四十，四诊室",
    "康复师要在{v}上门评估，偏偏那天我公司有个截止日期",
    "医保材料截止到{v}，过了就“可能无法受理”",
    "护理床{v}来收走，除非续租",
    "{v}——新护工那天上岗，求求了顺利点",
    "我爸抽血改到{v}了，别问",
    "我{v}请了假，评估那天得在场",
]
ZH["t_date_a"] = [
    "所以关键日子是{v}，建议提前两天设个提醒。",
    "申诉要在{v}之前交，我建议这个周末就把材料写好。",
    "如果护理床{v}要还，新的最好前一天送到。",
]
ZH["t_decision_u"] = [
    "好，我决定了：{c}，因为{r}。",
    "我决定{c}。主要是{r}，也是我真的累了。",
    "我们就{c}吧——{r}，没必要再争了",
    "纠结了一晚上，还是{c}。理由：{r}。",
    "行。{c}。{r}。就这样，不跟{sib}吵了。",
    "跟{sis}商量过了，{c}，因为{r}",
    "我知道{sib}会不高兴，但我要{c}，{r}，就这么定了",
]
ZH["decisions"] = [
    ("请康宁护工公司", "他们周末夜班也能排人"),
    ("护理床先租不买", "可能开春就用不上了"),
    ("改用分装药板", "他老是晚上那顿吃两遍"),
    ("跟公司申请每周上四天班", "领导终于松口了"),
    ("自费做私立康复", "社区康复要排十一周"),
    ("不装楼梯升降椅了", "楼下那间房够他住"),
    ("过年让我爸在家过", "那家养老院暖气不行"),
    ("社区复查改成电话随访", "每次坐车他都累垮"),
    ("夜班全交给护工", "我睡三个小时没法上班"),
    ("对部分拒赔提出申诉", "专家的诊断证明支持我们"),
    ("直接买那把躺椅", "租四个月以上比买还贵"),
    ("周二让我哥去陪", "他家离得最近"),
    ("先不去看养老院", "我一提我爸就哭了"),
    ("续方都去医院药房拿", "楼下药店老断货"),
    ("先用我的信用卡垫付", "这样保险公司报得快"),
    ("换成那家小的护工公司", "大公司每天派不同的人"),
    ("停掉安眠药", "医生怀疑摔倒跟它有关"),
]
ZH["t_constraint_u"] = [
    "以后的规矩：{v}。我是认真的。",
    "请记住——{v}，护士说得很清楚。",
    "有一条没商量：{v}",
    "写下来留个底：{v}。",
    "专家说了{v}，每个护工都得知道",
    "我跟护工公司说了{v}，他们说没问题",
    "你也记着：{v}，哪怕我着急的时候说别的。",
]
ZH["constraints"] = [
    "晚上九点以后不要给曲马多", "晚上八点以后不接待探视", "洗澡必须两个护工在场",
    "夜里床栏一定不能放下", "中午之前别打我工作电话", "票据我核对过才能交报销",
    "不要让我哥替我爸签任何字", "饭菜里不要另外加盐", "吃降压药之前先量血压",
    "给保险公司发邮件必须抄送我", "周三上午不要约任何事", "只在人民路那家药房拿药",
    "没有助行器不要挪动他", "花钱的事三个人都同意才行", "不要在我爸面前提养老院",
    "华法林不要放进分药盒",
]
ZH["t_question_u"] = [
    "随便问一下，{v}？",
    "还有——{v}？周二开始就在想这个",
    "一直没人给我个准话：{v}？",
    "想问下，{v}？不急",
    "{v}？？医院没一个人说得清",
    "趁我还记得，{v}？",
    "嗯……{v}？算了，说另一件事。",
]
ZH["questions"] = [
    "商业保险管不管请夜间陪护", "我爸今年还能不能开车", "护理床租金能不能抵个税",
    "救护车转运费谁来出", "护工能不能给他滴眼药水", "长护险会不会影响他退休金",
    "陪护假能不能补请", "他那辆车的车险要怎么处理", "他还要不要继续吃他汀",
    "社区医生能不能改专家开的剂量", "护工公司有没有自己的责任险", "后门台阶装个坡道值不值",
    "病历能不能打印成大字版", "保险公司给不给报第二诊疗意见", "医院病历一般保存多少年",
    "委托书能不能管看病的决定",
]


def rand_cmd(rng):
    n = rng.randint(11, 239)
    k = rng.randint(2, 9)
    mon = rng.choice(["nov", "dec", "jan"])
    opts = [
        f"pdftotext -layout discharge_summary_{n}.pdf - | grep -i mg",
        f"ocrmypdf --deskew receipt_{n}.pdf receipt_{n}_ocr.pdf",
        f"rclone copy ~/DadCare/claims gdrive:DadCare/claims-{mon}{n}",
        f"zip -r reimbursements_{mon}_{n}.zip ~/DadCare/receipts",
        f"ssh pi@192.168.1.{n}",
        f"sudo systemctl restart fallsensor{k}",
        f"python3 meds_schedule.py --weeks {k} --out meds_{n}.csv",
        f"ping -c {k} 192.168.0.{n}",
        f"qpdf --decrypt --password=dad{n} insurer_letter.pdf letter_open.pdf",
        f"find ~/Downloads -name '*invoice*' -mtime -{k}",
        f"docker restart homeassistant_{n}",
        f"crontab -l | grep meds_reminder_{n}",
        f"convert scan_{n}.jpg -resize 50% scan_{n}_small.jpg",
        f"sqlite3 meds.db 'select * from doses where week = {n}'",
        f"gcalcli --calendar DadCare{k} agenda",
        f"pdfunite letter_{n}a.pdf letter_{n}b.pdf claim_bundle_{n}.pdf",
        f"lpr -P study_printer -# {k} meds_week_{n}.pdf",
    ]
    return rng.choice(opts)


def rand_id(rng, zh):
    d = lambda k: "".join(rng.choice("0123456789") for _ in range(k))
    L = lambda k: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))
    if zh:
        opts = [f"JS{d(10)}", f"{L(2)}-{d(8)}", f"ZL{d(6)}", f"{d(4)}-{L(2)}{d(4)}", f"GD{d(7)}", f"{L(1)}{d(8)}"]
    else:
        opts = [f"{L(2)}-{d(6)}", f"{d(5)}-{L(1)}", f"{L(2)}{d(7)}", f"{L(3)}/{d(5)}", f"{L(1)}{d(1)}{L(1)}{d(1)}{L(1)}{d(1)}",
                f"{L(3)}{d(3)}{L(1)}", f"{d(4)}-{d(4)}-{L(2)}"]
    return rng.choice(opts)


def rand_port(rng):
    return str(rng.choice([rng.randint(8001, 8999), rng.randint(10000, 19999), rng.randint(3001, 5999),
                           rng.randint(40000, 60999)]))


def rand_version(rng, zh):
    a, b, c = rng.randint(1, 14), rng.randint(0, 29), rng.randint(1, 19)
    opts = [f"v{a}.{b}.{c}", f"{a}.{b}.{c}", f"v{a}.{b}{c}", f"{2024 + rng.randint(0, 2)}.{b + 1}.{c}"]
    return rng.choice(opts)


def rand_money(rng, zh):
    if zh:
        v = rng.randint(130, 9800)
        opts = [f"{v}元", f"¥{v}", f"{v:,}元", f"{v}.{rng.randint(10, 99)}元", f"{v // 100 * 100 + 50}块"]
    else:
        v = rng.randint(120, 8900)
        opts = [f"£{v:,}", f"£{v}.{rng.randint(10, 99)}", f"€{v:,}", f"£{v:,}.00", f"${v:,}"]
    return rng.choice(opts)


def rand_date(rng, zh):
    d = rng.randint(10, 28)
    if zh:
        m = 12 if d < 22 else rng.choice([11, 12])
        wd = "周" + "一二三四五六日"[datetime.date(2026, m, d).weekday()]
        opts = [f"{m}月{d}日", f"{m}月{d}号", f"{wd}（{m}月{d}日）", f"{m}.{d}"]
    else:
        m = rng.choice(EN["months"])
        mn = {"December": 12, "Dec": 12, "January": 1, "Jan": 1}[m]
        wd = datetime.date(2026 if mn == 12 else 2027, mn, d).strftime("%A")
        o = "th" if 10 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        opts = [f"{m} {d}", f"{m} {d}{o}", f"{wd} the {d}{o}", f"{d}/{mn:02d}", f"the {d}{o} of {m}"]
    return rng.choice(opts)


# ----------------------------------------------------------------------------- filler
EN_FILL = {
    "open": ["Honestly today was a lot.", "Sorry, long one incoming.", "ok so.", "I don't even know where to start.",
             "Quick update because I'm on the train.", "Dad had a better night, small mercies.",
             "I'm sitting in the car outside his house typing this because I need five minutes.",
             "Well. That went about as well as expected.", "Ugh.", "Bit of a rant, sorry in advance.",
             "Right, back from the ward.", "So {sib} rang."],
    "mid": ["He was so confused this morning, kept asking where Mum was, and I just didn't have it in me to explain again.",
            "The carer was late again and Dad sat in his dressing gown for an hour refusing to eat.",
            "{sib} thinks I'm overreacting about everything and {sis} thinks I'm not doing enough, so that's nice.",
            "Work has been understanding-ish but I can feel my manager's patience running thin.",
            "I found three different medication lists in the kitchen drawer and none of them match.",
            "The hospital letter uses so many abbreviations I had to google half of it.",
            "He's refusing the walking frame because it makes him 'look old', which, Dad.",
            "I cried in the supermarket car park, which is apparently a thing I do now.",
            "The insurer's phone line played the same eight seconds of music for forty minutes.",
            "He actually laughed at something on the radio today and it felt like getting him back for a second.",
            "{sis} sent a long message in the family chat about 'taking stock' and I haven't replied.",
            "I keep thinking I've missed something obvious and it's going to bite us.",
            "The district nurse was lovely but rushed, she had four more visits after us.",
            "He's eating a bit more, mostly toast and that awful tinned soup he likes.",
            "My own inbox is a disaster, I haven't done proper work since he was admitted.",
            "Everyone keeps saying 'look after yourself' and I want to scream, when exactly?",
            "The rental company delivered the commode to the wrong house, the neighbours were very gracious about it.",
            "I had to leave a client call halfway through because he'd pressed the pendant alarm by accident. Third time this week.",
            "Mum would have known exactly what to do with all of this and I keep wanting to ring her.",
            "He's decided the physio exercises are 'nonsense' and does them only when the physio is actually watching.",
            "The GP surgery wants everything through the online form now, which Dad obviously can't use, so it's all me.",
            "{sib} turned up for forty minutes on Sunday, took a selfie with Dad and left. I'm trying not to be bitter.",
            "Spent my lunch break on hold with the insurer and then ate a cereal bar over the keyboard.",
            "He told the carer I never visit. I was there that morning. I know it's the confusion but it stung.",
            "The house smells of the disinfectant the agency uses and it makes it feel like a ward.",
            "I've started keeping a folder, an actual paper folder, because the emails are out of control."],
    "close": ["Anyway.", "Sorry, that was mostly venting.", "What do you think?", "Tell me I'm not mad.",
              "I'll check back later.", "Ok going to make dinner.", "Thanks for listening, genuinely.", ""],
    "short": ["ok", "thanks", "he's asleep finally", "ugh", "brb, carer's at the door", "yes", "that makes sense",
              "sorry, got pulled into a meeting", "lol", "no not yet", "will do", "good idea actually",
              "hmm maybe", "back", "k thx", "right", "I'll try that tomorrow", "sigh", "he says hi btw",
              "on the phone to the hospital, one sec"],
    "a_open": ["That sounds like an exhausting day, and it makes sense that you're running on empty.",
               "Thank you for writing all of that out — it helps me see the whole picture.",
               "I'm sorry, that's a lot to carry on your own.",
               "Okay, let's break this into pieces so it feels less like one giant wall.",
               "You're doing far more than you're giving yourself credit for.",
               "That's a really hard moment, and there's nothing silly about crying in a car park.",
               "Got it. Let me pull the threads together."],
    "a_mid": ["One thing that often helps is a single shared care log — one notebook or one shared document — where carers, family and you write what happened each visit. It cuts down the 'nobody told me' problem a lot.",
              "On the medication lists: I'd treat the most recent hospital discharge letter as the source of truth, then ask the pharmacist to reconcile it with whatever the GP has on file. Any mismatch goes in writing to the GP.",
              "With your siblings, it might be worth one short call with a fixed agenda rather than the family chat, which tends to turn every message into a referendum.",
              "For work, a brief written note to your manager about what you need over the next few weeks can make the conversation less draining than negotiating day by day.",
              "If the confusion in the mornings is new since the hospital stay, it's worth mentioning to the GP — post-discharge delirium is common and sometimes linked to sleep, infection or medication changes.",
              "For the insurer, keep a simple table: what was claimed, when, what they said, and what's outstanding. When you're on hold for forty minutes, having it in front of you saves a second call.",
              "About the walking frame — some people accept it better when it's framed as something for a specific task, like getting to the bathroom at night, rather than 'from now on'.",
              "Please also build in something for you this week, even if it's tiny. Burnout in carers creeps up quietly and it's much harder to reverse than to prevent.",
              "It may help to ask the agency for a consistent small team of carers; continuity matters a lot for someone who's disoriented.",
              "If the letters are full of abbreviations, you can ask the ward for a plain-language summary; they're usually happy to provide one when asked directly.",
              "On the sibling front: people who visit rarely often overestimate how well things are going, because they see the best half hour of the week. It may help to share the care log with them, without commentary.",
              "When he says you never visit, it really is the confusion talking; a visible visitors' board by his chair, where each person writes when they came, can help him and quietly helps you too.",
              "For the equipment, ask the rental company for a written collection and return policy; disputes about scratches and missing parts are much easier with photos taken on delivery.",
              "With the GP surgery's online form, you can ask reception to note you as his representative so they'll take requests from you by phone as well.",
              "If the pendant alarm keeps going off by accident, the provider can often change it to a wrist strap or adjust the button so it's harder to press by mistake."],
    "a_list": ["Things I'd do next:\n- call the pharmacy to reconcile the lists\n- message the agency about timekeeping\n- put the next appointments in one calendar\n- ask {sib} for one concrete task, not general help",
               "A possible plan for the week:\n1. Monday: sort the paperwork pile into 'act', 'file', 'ignore'\n2. Midweek: one call with the GP practice\n3. Weekend: an hour off, properly off"],
    "a_close": ["How is he sleeping at the moment?", "Would it help if I drafted the message to the agency?",
                "Do you want me to put these into a checklist?", "What feels most urgent to you right now?",
                "Is there anyone who could take one evening off your plate this week?",
                "Shall I keep a running list of open items for you?", ""],
}
ZH_FILL = {
    "open": ["今天真的好累。", "不好意思，又要长篇大论了。", "好吧。", "不知道从哪说起。", "在地铁上，简单说下。",
             "我爸昨晚睡得还行，算是件好事。", "我坐在他家楼下车里打字，想喘口气。", "唉。", "先吐槽一下，别介意。",
             "刚从病房回来。", "{sib}刚打电话来了。"],
    "mid": ["他早上特别糊涂，一直问我妈去哪了，我实在没力气再解释一遍。",
            "护工又迟到，我爸穿着睡衣坐了一个小时，饭也不肯吃。",
            "{sib}觉得我小题大做，{sis}又嫌我做得不够，挺好的。",
            "公司还算体谅，但我能感觉到领导的耐心快没了。",
            "厨房抽屉里翻出三份用药单，没有一份是对得上的。",
            "医院那张单子全是缩写，一半我都得去查。",
            "他不肯用助行器，说显得老，爸你都多大了。",
            "我在超市停车场哭了一场，现在好像动不动就这样。",
            "打医保电话，等了四十分钟，同一段音乐循环。",
            "今天他听广播笑出声了，那一下感觉以前的爸爸回来了。",
            "{sis}在家庭群里发了一大段“我们要理性”，我还没回。",
            "总觉得漏了什么很明显的事，迟早要出问题。",
            "上门护士人很好就是太赶，后面还有四家。",
            "他吃得稍微多了点，主要是馒头和他爱喝的那种小米粥。",
            "我自己的工作邮件堆成山，住院以后就没正经干过活。",
            "大家都说“你也要照顾好自己”，我真想问一句，什么时候？",
            "租赁公司把坐便椅送到隔壁单元去了，邻居还挺客气的。",
            "开会开到一半他不小心按了呼叫器，我只好先走，这周第三次了。",
            "要是我妈在，她肯定知道这些怎么弄，我老是想给她打电话。",
            "康复训练他说是“瞎折腾”，只有康复师盯着的时候才做。",
            "社区医院现在什么都要在小程序上约，我爸肯定不会用，只能全靠我。",
            "{sib}周日来了四十分钟，跟我爸合了张影就走了，我在努力不生气。",
            "午休全在等保险公司的电话，最后对着电脑啃了个面包。",
            "他跟护工说我从来不来看他，我那天上午明明在。知道是糊涂了，但还是难受。",
            "家里一股护工公司用的消毒水味，跟病房似的。",
            "我开始用纸质文件夹了，真的纸的，邮件已经乱成一锅粥。"],
    "close": ["算了。", "不好意思，主要就是想发泄一下。", "你怎么看？", "告诉我我没疯。", "晚点再说。",
              "去做饭了。", "谢谢你听我说这些。", ""],
    "short": ["好", "谢谢", "他终于睡了", "唉", "护工来了，等下", "嗯", "有道理", "被拉去开会了，抱歉",
              "哈哈", "还没", "好的我试试", "这个主意不错", "再看吧", "回来了", "收到", "明天试一下",
              "他让我跟你问好", "在跟医院打电话，稍等"],
    "a_open": ["听起来今天真的很耗人，你觉得被掏空也很正常。", "谢谢你把这些都写下来，我能看清整体情况了。",
               "很抱歉，这些都压在你一个人身上。", "好，我们一件一件拆开来看，就没那么像一堵墙了。",
               "你做的远比你自己以为的多。", "那一刻真的很难，在车里哭一场一点都不丢人。", "明白，我来把线头理一理。"],
    "a_mid": ["一个常用的办法是建一份共享的护理日志——一本本子或一个共享文档——护工、家人和你每次都写下发生了什么，能大大减少“没人告诉我”的情况。",
              "关于用药单：建议以最新的出院小结为准，再请药师跟社区医生那边的记录核对一遍，有出入的地方书面告诉医生。",
              "兄弟姐妹之间，可以约一次有固定议题的短电话，比在家庭群里你一句我一句有效得多。",
              "工作方面，给领导写一段简短说明，讲清楚接下来几周你需要什么，比每天临时商量省力。",
              "如果早上糊涂是出院以后才出现的，值得跟医生提一下——出院后的谵妄很常见，可能跟睡眠、感染或用药调整有关。",
              "医保和商业保险这块，建议做一张简单的表：报了什么、什么时候、对方怎么说、还差什么。电话等四十分钟的时候有它在手边，能省一次回拨。",
              "助行器的事——有些老人把它当成特定场合用的工具更容易接受，比如夜里去厕所，而不是“以后一直用”。",
              "这周也请给自己留一点时间，哪怕很短。照护者的倦怠来得很悄悄，预防比恢复容易得多。",
              "可以跟护工公司要求固定的一两个人，对一个容易糊涂的老人来说，熟面孔很重要。",
              "如果单子上缩写太多，可以直接请病区给一份通俗版的说明，一般开口问他们都会给。",
              "兄弟姐妹这边：很少来的人往往会高估情况，因为他们只看到一周里最好的半小时。可以把护理日志直接分享给他们，不加评论。",
              "他说你从来不来，确实是糊涂了；在他椅子边放一块探视板，每个人来了写一下，对他有帮助，也能默默替你说话。",
              "租设备的话，让租赁公司给一份书面的回收和退押金规则，送货当天拍照留底，以后扯皮会容易很多。",
              "社区医院的小程序不方便，可以让前台登记你是家属代办，这样电话也能帮他办。",
              "如果呼叫器老是误按，可以问服务商换成腕带式的，或者调一下按钮，不那么容易碰到。"],
    "a_list": ["接下来可以做的：\n- 给药房打电话核对用药单\n- 跟护工公司说准时的问题\n- 把接下来的预约都放进一个日历\n- 让{sib}负责一件具体的事，而不是“有事叫我”",
               "这周的一个安排建议：\n1. 周一：把单据分成“要处理”“存档”“不用管”三堆\n2. 周中：给社区医院打一个电话\n3. 周末：给自己放一小时真正的假"],
    "a_close": ["他最近睡得怎么样？", "要不要我帮你起草给护工公司的消息？", "要我把这些整理成清单吗？",
                "你现在觉得最急的是哪件？", "这周有没有人能替你分担一个晚上？", "要我帮你记一份待办清单吗？", ""],
}

INTRO = {
    "en": ["Hi. So my dad came home from hospital on Friday after the fall, and I'm apparently the one coordinating everything now. Discharge plan, meds, carers, the insurer, my brother {sib} who has opinions, my sister {sis} who has different opinions, and my actual job. Can you help me keep track of it all? I'm going to dump things on you as they come.",
           "hello, I need a brain outside my brain. Dad (82) was discharged after two weeks on the ward with pneumonia and a lot has changed: new tablets, a home care agency, equipment, claims. {sib} and {sis} are 'helping'. I work full time. Where do I even start",
           "Ok. Long story short: Dad's home from hospital, he's frailer than before, and I'm drowning in letters and phone calls. I'll forward you stuff as it comes in, please help me not lose anything."],
    "zh": ["你好。我爸上周五摔了一跤住院，现在出院回家了，什么事都落到我头上：出院计划、吃药、请护工、医保报销，还有意见一大堆的{sib}和另有一堆意见的{sis}，我自己还得上班。你能帮我把这些都理清楚吗？我想到什么就发给你。",
           "在吗，我需要一个外挂大脑。我爸八十二了，肺炎住了两周院刚出院，药换了、要请护工、要租设备、还要报销。{sib}和{sis}都在“帮忙”。我还全职上班。从哪开始啊",
           "简单说：我爸出院回家了，比以前虚多了，我每天被各种通知和电话淹没。收到什么我就转给你，帮我别漏了事。"],
}

ACK = {
    "en": {"name": ["Noted — I'll remember who that is.", "Good to have a name for that role at last.", "Thanks, that helps me keep the cast list straight."],
           "command": ["Glad the command side is behaving.", "Nice, that's one less manual job.", "Good — scripting that was worth it."],
           "id": ["I've got that reference for when you call them.", "Keep that number handy; it'll save time on hold.", "Good, that reference will make the follow-up easier."],
           "port": ["Okay, that explains the network side of it.", "Makes sense on the network front.", "Good to know how that's set up."],
           "version": ["Okay, so that's the current revision.", "Worth making sure the old copies go in the recycling.", "Got it, that's the one to work from."],
           "money": ["That's a significant cost, and it's fair to feel annoyed about it.", "I'll keep that in the running tally.", "Worth putting on the claims sheet."],
           "date": ["I'd put that in the calendar straight away.", "That's close — worth planning around now.", "Noted for the timeline."],
           "decision": ["That sounds like a well-reasoned call, and you're allowed to make it.", "That's a sensible decision given everything.", "You've thought that through; I'd stand by it."],
           "constraint": ["Understood — I'll treat that as a firm rule.", "Got it, that's a standing rule.", "Absolutely, I'll keep to that."]},
    "zh": {"name": ["好的，我记住这个人了。", "终于知道这个岗位是谁负责了。", "谢谢，这样人物关系清楚多了。"],
           "command": ["命令这块顺利就好。", "不错，又少了一件手工活。", "好，写成脚本是值得的。"],
           "id": ["这个编号我记下了，打电话的时候用得上。", "编号放手边，等电话的时候能省不少事。", "好，有这个编号后面跟进方便多了。"],
           "port": ["明白，网络这块说得通了。", "这样网络问题就解释得通了。", "好，知道是怎么设置的了。"],
           "version": ["好，那这就是现在的版本。", "旧的打印件最好都收掉。", "明白，以这一版为准。"],
           "money": ["这笔钱不少，你生气很正常。", "我把它记进总账里。", "这个值得写进报销表。"],
           "date": ["建议马上记进日历。", "很近了，得提前安排。", "记下了，放进时间线。"],
           "decision": ["这个决定有理有据，你有权这么定。", "考虑到这些情况，这个决定很合理。", "你想得很清楚了，坚持就好。"],
           "constraint": ["明白，我会把它当硬性规定。", "好的，这是长期规则。", "没问题，我会遵守。"]},
}

LETTER = {
    "en": {
        "intro": ["Forwarding this, it came this morning:", "This arrived from the insurer, pasting it in:",
                  "Letter from the hospital, copied out (sorry about formatting):",
                  "email from the agency, see below"],
        "head": ["Dear Ms Carter,\nRe: your father's recent admission", "Dear Policyholder,\nRe: your claim for post-discharge care",
                 "Dear Sir/Madam,\nRe: home care arrangements", "Dear Ms Carter,\nRe: outpatient follow-up"],
        "id": ["Our reference: {v}", "Please quote {v} on all correspondence.", "Claim number: {v}"],
        "date": ["Your appointment: {v}, please arrive 15 minutes early.", "Documents must be received by {v}.",
                 "Collection is scheduled for {v}."],
        "money": ["Amount approved: {v}", "We are able to reimburse {v} towards these costs.", "Balance outstanding: {v}"],
        "name": ["Your named contact is {v} ({role}).", "Signed, {v}, {role}"],
        "version": ["Document version: {v}", "This replaces all earlier plans (version {v})."],
        "tail": ["Kind regards,\nPatient Services", "Yours sincerely,\nClaims Department",
                 "If you have questions, please contact the office during working hours."],
        "after": ["what does this even mean", "so... is that good news?", "can you make sense of this", "sigh"],
    },
    "zh": {
        "intro": ["转发一下，今天早上收到的：", "保险公司发来的，我贴一下：", "医院的通知，我抄过来了（格式有点乱）：",
                  "护工公司的邮件，见下"],
        "head": ["尊敬的家属：\n关于患者近期住院事宜", "尊敬的投保人：\n关于您的出院后护理理赔申请",
                 "您好：\n关于居家护理安排", "尊敬的家属：\n关于门诊复诊"],
        "id": ["业务编号：{v}", "往来沟通请注明编号{v}。", "理赔号：{v}"],
        "date": ["复诊时间：{v}，请提前十五分钟到达。", "材料须在{v}前送达。", "上门回收时间为{v}。"],
        "money": ["核定金额：{v}", "本次可报销{v}。", "待缴余额：{v}"],
        "name": ["您的联系人为{v}（{role}）。", "经办人：{v}，{role}"],
        "version": ["文件版本：{v}", "本方案替代此前所有版本（版本{v}）。"],
        "tail": ["此致\n患者服务中心", "理赔部", "如有疑问请在工作时间联系我们。"],
        "after": ["这到底啥意思", "所以……算好消息吗？", "你帮我看看", "唉"],
    },
}

TOOLS = {
    "en": [("calendar_search", {"query": "Dad appointments"}, "Found events: physio home visit; GP phone review; bed delivery window. No conflicts with your work calendar except one team meeting."),
           ("web_search", {"q": "post hospital discharge confusion elderly"}, "1. Delirium after hospital stays - patient information leaflet\n2. Supporting an older relative after discharge - charity guide\n3. Forum thread: dad confused after coming home"),
           ("notes_append", {"note": "care log", "text": "Carer late again; Dad refused breakfast"}, "Appended to 'care log'."),
           ("reminders_create", {"title": "Call pharmacy about the meds list"}, "Reminder created."),
           ("email_draft", {"to": "agency office", "subject": "Visit times"}, "Draft saved to your drafts folder."),
           ("web_search", {"q": "carer's leave rights employee"}, "1. Carer's leave - government guidance\n2. Talking to your employer about caring responsibilities")],
    "zh": [("calendar_search", {"query": "爸爸 预约"}, "找到日程：康复师上门；社区医生电话随访；护理床送货时段。与你的工作日程只有一个例会冲突。"),
           ("web_search", {"q": "老人 出院后 糊涂 谵妄"}, "1. 住院后谵妄——患者教育手册\n2. 老人出院后家属护理指南\n3. 论坛帖：我爸出院回家后总是糊涂"),
           ("notes_append", {"note": "护理日志", "text": "护工又迟到，爸爸不吃早饭"}, "已追加到“护理日志”。"),
           ("reminders_create", {"title": "给药房打电话核对用药单"}, "提醒已创建。"),
           ("email_draft", {"to": "护工公司", "subject": "上门时间"}, "草稿已保存。"),
           ("web_search", {"q": "照护假 员工 权利"}, "1. 照护假相关政策解读\n2. 如何跟单位沟通家里老人需要照顾")],
}


class Conv:
    def __init__(self, seed, zh, per_kind, attempt):
        self.rng = random.Random(f"as-{seed}-{attempt}")
        self.zh = zh
        self.P = ZH if zh else EN
        self.F = ZH_FILL if zh else EN_FILL
        self.lang = "zh" if zh else "en"
        self.per_kind = per_kind
        self.used = []
        sib = self.rng.choice(self.P["siblings"])
        self.sib, self.sis = sib
        self.used += [self.sib, self.sis]

    def fresh(self, gen):
        for _ in range(200):
            v = gen()
            if all(v not in u and u not in v for u in self.used):
                self.used.append(v)
                return v
        raise RuntimeError("pool exhausted")

    def make_facts(self):
        rng, P, zh = self.rng, self.P, self.zh
        facts = []
        names = [a + b for a in P["sur"] for b in P["given"]] if zh else \
            [f"{a} {b}" for a in P["first"] for b in P["last"]] + P["first"][:10]
        decs = rng.sample(P["decisions"], len(P["decisions"]))
        cons = rng.sample(P["constraints"], len(P["constraints"]))
        qs = rng.sample(P["questions"], len(P["questions"]))
        for kind in KINDS:
            for i in range(self.per_kind):
                f = {"kind": kind}
                if kind == "name":
                    f["v"] = self.fresh(lambda: rng.choice(names))
                    f["role"] = rng.choice(P["roles"])
                elif kind == "command":
                    f["v"] = self.fresh(lambda: rand_cmd(rng))
                elif kind == "id":
                    f["v"] = self.fresh(lambda: rand_id(rng, zh))
                elif kind == "port":
                    f["v"] = self.fresh(lambda: rand_port(rng))
                elif kind == "version":
                    f["v"] = self.fresh(lambda: rand_version(rng, zh))
                elif kind == "money":
                    f["v"] = self.fresh(lambda: rand_money(rng, zh))
                elif kind == "date":
                    f["v"] = self.fresh(lambda: rand_date(rng, zh))
                elif kind == "decision":
                    c, r = decs[i % len(decs)]
                    if i >= len(decs):
                        raise RuntimeError("decision pool too small")
                    f["c"], f["r"] = self.sub(c), self.sub(r)
                    self.used += [c, r]
                elif kind == "constraint":
                    f["v"] = self.sub(cons[i])
                    self.used.append(f["v"])
                elif kind == "question":
                    f["v"] = qs[i]
                    self.used.append(f["v"])
                f["needles"] = [f["c"], f["r"]] if kind == "decision" else [f["v"]]
                facts.append(f)
        return facts

    def sub(self, s):
        return s.replace("{sib}", self.sib).replace("{sis}", self.sis)

    def render_fact(self, f, role, avoid=None):
        rng, P = self.rng, self.P
        key = f"t_{f['kind']}_{'a' if role == 'assistant' else 'u'}"
        choices = [x for x in P[key] if avoid is None or x not in avoid] or P[key]
        t = rng.choice(choices)
        if avoid is not None:
            avoid.add(t)
        return self.sub(t).format(v=f.get("v", ""), role=f.get("role", ""), c=f.get("c", ""), r=f.get("r", ""))

    def user_filler(self, long=True):
        rng, F = self.rng, self.F
        if not long:
            return self.sub(rng.choice(F["short"]))
        sep = "" if self.zh else " "
        parts = [rng.choice(F["open"])] + rng.sample(F["mid"], rng.randint(2, 5)) + [rng.choice(F["close"])]
        if rng.random() < 0.3:
            k = rng.randint(1, len(parts) - 1)
            parts[k] = parts[k] + "\n\n"
        return self.typos(self.sub(sep.join(p for p in parts if p)).replace("\n\n ", "\n\n").strip())

    def typos(self, t):
        rng = self.rng
        if rng.random() > 0.2:
            return t
        pairs = [("在", "再"), ("的时候", "得时候"), ("已经", "以经")] if self.zh else \
            [(" the ", " teh "), ("because", "becuase"), ("really", "realy"), ("definitely", "definately"),
             ("abbreviations", "abreviations"), ("thinks", "thinsk"), ("appointment", "appointmnet"), ("minutes", "mins")]
        for a, b in rng.sample(pairs, len(pairs)):
            if a in t:
                return t.replace(a, b, 1)
        return t

    def assistant_filler(self, inner=None, prev=None):
        rng, F = self.rng, self.F
        paras = [rng.choice(F["a_open"])]
        kinds = [f["kind"] for f in (prev or []) if f["kind"] in ACK[self.lang]]
        if kinds:
            paras = [rng.choice(ACK[self.lang][kinds[0]])] if rng.random() < 0.5 else paras + [rng.choice(ACK[self.lang][kinds[0]])]
        if inner:
            paras.append(inner)
        paras += rng.sample(F["a_mid"], rng.randint(1, 3))
        if rng.random() < 0.35:
            paras.append(rng.choice(F["a_list"]))
        c = rng.choice(F["a_close"])
        if c:
            paras.append(c)
        return self.sub("\n\n".join(paras))

    def letter(self, facts):
        rng = self.rng
        L = LETTER[self.lang]
        lines = [rng.choice(L["head"]), ""]
        pools = {k: rng.sample(L[k], len(L[k])) for k in ("id", "date", "money", "name", "version")}
        for f in facts:
            pool = pools[f["kind"]]
            t = pool.pop() if pool else rng.choice(L[f["kind"]])
            lines.append(t.format(v=f["v"], role=f.get("role", "")))
        lines += ["", rng.choice(L["tail"])]
        body = "\n".join(lines)
        return f"{rng.choice(L['intro'])}\n\n---\n{body}\n---\n\n{rng.choice(L['after'])}"

    def user_fact_msg(self, facts):
        rng = self.rng
        if len(facts) >= 2 and all(f["kind"] in LETTER_OK for f in facts) and rng.random() < 0.6:
            return self.letter(facts)
        seen = set()
        sents = [self.render_fact(f, "user", seen) for f in facts]
        if self.zh:
            out = []
            for k, x in enumerate(sents):
                if k < len(sents) - 1 and not x.endswith(("。", "？", "！", "`", "\n")):
                    x += rng.choice(["。", "；", "\n"])
                out.append(x)
            text = "".join(out) if rng.random() < 0.6 else "\n".join(o.rstrip("；") for o in out)
        else:
            mode = rng.choice(["\n", "\n\n", "inline"])
            text = sents[0]
            for x in sents[1:]:
                text = self.glue(text, x) if mode == "inline" else text + mode + x
        sep = "" if self.zh else " "
        r = rng.random()
        if r < 0.35:
            pre = self.user_filler(True)
            text = pre + "\n\n" + text if rng.random() < 0.5 else self.glue(pre, text)
        elif r < 0.55:
            post = self.sub(rng.choice(self.F["mid"]))
            text = text + "\n\n" + post if rng.random() < 0.5 else self.glue(text, post)
        return text

    def glue(self, a, b):
        if self.zh:
            return a + ("" if a.endswith(("。", "？", "！", "`", "\n")) else "。") + b
        return a + ("" if a.endswith((".", "?", "!", "`", "\n")) else ".") + " " + b

    def build(self):
        rng = self.rng
        facts = self.make_facts()
        rng.shuffle(facts)
        # group into units: user-side units (1-3 facts), assistant-side units (1 fact)
        units = []
        i = 0
        while i < len(facts):
            f = facts[i]
            if f["kind"] in ASSISTANT_OK and rng.random() < 0.25:
                units.append(("assistant", [f]))
                i += 1
                continue
            k = rng.choice([1, 1, 1, 2, 2, 3])
            grp = [f]
            j = i + 1
            while len(grp) < k and j < len(facts) and not (facts[j]["kind"] == "question"):
                grp.append(facts[j])
                j += 1
            units.append(("user", grp))
            i = j
        n_units = len(units)
        lo = max(130, int(n_units * 2.2))
        hi = min(280, lo + 70)
        lo = min(lo, 270)
        n_msgs = rng.randint(lo, hi)
        n_ex = n_msgs // 2
        slots = {}
        for ui, u in enumerate(units):
            ex = int((ui + rng.random() * 0.8) * n_ex / n_units)
            ex = min(ex, n_ex - 1)
            while (ex, u[0]) in slots:
                ex = (ex + 1) % n_ex
            slots[(ex, u[0])] = u[1]
        msgs = []  # list of (role, text, fact_list) or ('tool', name, args, out)
        for ex in range(n_ex):
            uf = slots.get((ex, "user"))
            if ex == 0 and not uf:
                msgs.append(("user", self.sub(rng.choice(INTRO[self.lang])), []))
            elif uf:
                msgs.append(("user", self.user_fact_msg(uf), uf))
            else:
                msgs.append(("user", self.user_filler(rng.random() < 0.6), []))
                if rng.random() < 0.08:
                    msgs.append(("user", self.user_filler(False), []))
            if rng.random() < 0.18:
                name, args, out = rng.choice(TOOLS[self.lang])
                msgs.append(("tool", name, json.dumps(args, ensure_ascii=False), out))
            af = slots.get((ex, "assistant"))
            if af:
                inner = self.render_fact(af[0], "assistant")
                msgs.append(("assistant", self.assistant_filler(inner, uf), af))
            else:
                if rng.random() < 0.15:
                    msgs.append(("assistant", rng.choice(self.F["a_open"]) + ("" if self.zh else " ") + self.sub(rng.choice(self.F["a_close"])), []))
                else:
                    msgs.append(("assistant", self.assistant_filler(None, uf), []))
        return facts, msgs


def to_rows(msgs):
    rows, minute, n, call = [], 0, 0, 0
    rng = random.Random(len(msgs))
    base = int(datetime.datetime(2026, 11, 20, tzinfo=datetime.timezone.utc).timestamp())

    def ts():
        return datetime.datetime.fromtimestamp(base + 7 * 3600 + minute * 60, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    for m in msgs:
        minute += rng.randint(1, 25)
        if m[0] == "tool":
            call += 1
            n += 1
            cid = f"call_as{call}"
            rows.append(({"v": 2, "id": f"msg_as{n}", "createdAt": ts(), "item": {"type": "function_call", "callId": cid, "name": m[1], "arguments": m[2]}, "meta": {}}, m[1] + " " + m[2], []))
            n += 1
            rows.append(({"v": 2, "id": f"msg_as{n}", "createdAt": ts(), "item": {"type": "function_call_result", "callId": cid, "name": m[1], "status": "completed", "output": m[3]}, "meta": {}}, m[3], []))
        else:
            n += 1
            rows.append(({"v": 2, "id": f"msg_as{n}", "createdAt": ts(), "item": {"type": "message", "role": m[0], "content": m[1]}, "meta": {"uiRole": m[0]}}, m[1], m[2]))
    return rows


def check(facts, rows):
    needles = [x for f in facts for x in f["needles"]]
    for a in needles:
        for b in needles:
            if a is not b and a in b:
                return False
    for f in facts:
        for nd in f["needles"]:
            hits = [ri for ri, (_, text, fl) in enumerate(rows) if nd in text]
            if len(hits) != 1 or not any(g is f for g in rows[hits[0]][2]):
                return False
    return True


def run(okbot, args, root, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def longest_summary(obj):
    best = 0
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                best = max(best, len(v))
            best = max(best, longest_summary(v))
    elif isinstance(obj, list):
        for v in obj:
            best = max(best, longest_summary(v))
    return best


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(work, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    allk, alln, maxc = 0, 0, 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(200):
            conv = Conv(seed, zh, per_kind, attempt)
            try:
                facts, msgs = conv.build()
            except RuntimeError:
                continue
            rows = to_rows(msgs)
            if check(facts, rows):
                break
        else:
            sys.exit(f"seed {seed}: could not build a conversation with unique needles")
        root = os.path.join(work, f"root-{seed}")
        shutil.rmtree(root, ignore_errors=True)
        run(okbot, ["init"], root)
        run(okbot, ["assistant", "create", "Writer"], root)
        run(okbot, ["settings", "set", "contextCompression.summaryMaxChars", smax], root)
        batch, nmsg, comps = [], 0, 0
        for env, _, _ in rows:
            batch.append(json.dumps(env, ensure_ascii=False))
            if env["item"]["type"] == "message":
                nmsg += 1
                if nmsg % 25 == 0:
                    run(okbot, ["session", "append", "-a", "Writer"], root, "\n".join(batch) + "\n")
                    run(okbot, ["compress", "-a", "Writer", "--now"], root)
                    comps += 1
                    batch = []
        if batch:
            run(okbot, ["session", "append", "-a", "Writer"], root, "\n".join(batch) + "\n")
            run(okbot, ["compress", "-a", "Writer", "--now"], root)
            comps += 1
        ctx = run(okbot, ["context", "show", "-a", "Writer"], root)
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        allk += kept
        alln += len(facts)
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {comps} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: {' + '.join(f['needles'])}")
        sys.stdout.flush()
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        maxc = max(maxc, longest_summary(json.load(fh)))
                except (OSError, ValueError):
                    pass
    for k in KINDS:
        a, b = tot[k]
        print(f"kind {k} {a}/{b} {100.0 * a / b if b else 0.0:.1f}")
    print(f"retention overall {100.0 * allk / alln if alln else 0.0:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
