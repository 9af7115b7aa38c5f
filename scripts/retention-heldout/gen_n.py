#!/usr/bin/env python3
"""Held-out retention set "n": the office manager of a five-person accounting practice in tax season.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last one is Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000)

Per conversation: append rows in batches of 25 user/assistant messages, `okbot compress -a Writer --now`
after each batch, then `okbot context show -a Writer`, and count the facts whose needles are ALL found
verbatim in what the model sees.  Standard library only.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------------
EN_NAMES = ["Priya Raman", "Tobias Lindgren", "Marisol Vega", "Kwame Asante", "Delia Frost", "Anton Petrov",
            "Rosalind Achebe", "Hiroshi Tanabe", "Bettina Kraus", "Owen Gallagher", "Lucia Ferreira", "Nadia Haddad",
            "Corbin Walsh", "Imogen Pryce", "Samir Qureshi", "Greta Novak", "Declan Moriarty", "Yuki Hamada",
            "Beatriz Souza", "Malcolm Reyes", "Ingrid Solberg", "Theo Brandt", "Ayesha Khan", "Ruben Castillo",
            "Colette Marchand", "Desmond Obi", "Wren Callahan", "Lars Eriksen", "Mireille Dubois", "Jonah Szabo"]
EN_ROLES = ["the IT contractor", "the landlord's property manager", "the clerk candidate from Tuesday",
            "the rep at the software company", "the portal helpdesk person", "the movers' coordinator",
            "the recruiter at the temp agency", "our insurance broker", "the building's facilities guy"]
EN_THINGS = ["server", "scanner", "portal login", "backup drive", "alarm panel", "phone system"]

EN_CMDS = ["robocopy \\\\FS01\\Clients E:\\Backup\\Clients /MIR /R:{n} /W:5",
           "rsync -av --delete /srv/clients/ /mnt/usb{n}/clients/",
           "net use {d}: \\\\FS01\\{share} /persistent:yes",
           "ping -n {n} 192.168.1.{h}",
           "sudo systemctl restart smbd",
           "ipconfig /flushdns",
           "tar czf clients-{y}.tgz /srv/clients/{y}",
           "restic -r /mnt/backup{n} snapshots",
           "gpupdate /force",
           "df -h /volume{n}",
           "chkdsk {d}: /f",
           "icacls \\\\FS01\\{share} /grant clerk{n}:M",
           "smbclient //fs01/{lshare} -U officeadmin",
           "wbadmin get versions -backupTarget:{d}:",
           "sudo zpool scrub tank{n}",
           "net user clerk{n} /active:yes",
           "Get-SmbShare -Name {share}",
           "sudo smartctl -a /dev/sd{l}"]
EN_SHARES = ["Clients", "Scans", "Payroll", "Archive2019", "Engagements", "Admin"]

EN_NAME_F = ["{name} is {role}, put them in the contacts sheet pls",
             "just got off the phone w/ {name} ({role}), long story",
             "if the {thing} dies again the person to call is {name}",
             "{role} is {name} btw, not the guy from last year",
             "can you draft a thank-you note to {name}, {role}, they really bailed us out",
             "{name} said they'd swing by thursday morning to look at the {thing}",
             "tell {name} the spare keys are in the top drawer of my desk"]
EN_CMD_F = ["run `{c}` and tell me what it prints",
            "the IT guy said to try\n$ {c}\nbut honestly i'm scared to touch it",
            "last time what fixed it was `{c}`",
            "i typed `{c}` and it just sits there with a blinking cursor",
            "pasting from his email so i don't lose it: $ {c}",
            "note to self, the backup check is `{c}`",
            "is `{c}` the right one or was that for the old box?"]
EN_ID_F = ["the portal support case is {i}",
           "they logged it as {i}, whatever that means",
           "quote {i} if you end up calling them",
           "{i} is the one about the duplicate uploads",
           "reopened {i} bc it happened again this morning",
           "vendor says it's tracked under {i} and a fix is 'coming'"]
EN_PORT_F = ["remote desktop is on {p} now, not the default one",
             "the NAS admin page lives at http://192.168.1.20:{p}",
             "he opened port {p} on the router for the scanner",
             "the portal sync agent wants {p} open outbound",
             "{p} is what the new software's database listens on apparently",
             "there's a firewall rule for {p} left over from the old vendor, leave it alone"]
EN_VER_F = ["we're on {v} of the practice software",
            "the update to {v} broke the check printing again",
            "the e-file client says version {v} down in the corner",
            "Harold's laptop is still on {v}, he keeps hitting 'remind me later'",
            "release notes for {v} mention the bank feed fix",
            "support wants us on {v} before they'll even look at it"]
EN_MONEY_F = ["the movers quoted {m} for the whole thing, packing included",
              "invoice from the IT contractor came to {m}",
              "deposit on the new suite is {m}, due at signing",
              "Gloria approved {m} for the replacement server",
              "license renewal is {m} per seat, which is insane",
              "they want {m} extra to do the move on a weekend",
              "so the NAS drives ended up {m} total with tax"]
EN_DATE_F = ["the move is {d}, movers confirmed",
             "lease on this place ends {d}, hard stop",
             "training session for the new software is {d}",
             "portal maintenance window is the night of {d}, nothing gets filed that night",
             "{d} is when the landlord wants the keys back",
             "the clerk's last day would be {d} if we don't extend"]
EN_DEC = [("go with Karbon", "half the price of the other quote"),
          ("keep the old Synology as a second backup", "it still has two years of warranty"),
          ("hire through Pinnacle Staffing", "they handle payroll and the background check"),
          ("take the Harmon Street suite", "it has a freight elevator for the file cabinets"),
          ("stay open Saturdays through the deadline", "Gloria's clients can only come in on weekends"),
          ("switch the backups to nightly", "we lost a whole day of scans in February"),
          ("buy the Brother scanner", "it scans straight into the client folders"),
          ("do the move after the extension deadline", "nobody can pack boxes during filing week"),
          ("let Harold keep paper files for his clients", "arguing about it costs more than the shelves"),
          ("use the portal's e-signature", "clients kept losing the paper authorizations"),
          ("pay the clerk hourly instead of salary", "the season is only eleven weeks"),
          ("put the server in the locked closet", "the insurance audit flagged the open rack"),
          ("roll out the software to two desks first", "if it breaks we can still bill from the old system"),
          ("renew the cloud backup for three years", "the multi-year rate locks the price"),
          ("skip the office party this year", "everyone is too burned out to enjoy it")]
EN_DEC_F = ["ok decided: we {c}, mainly because {r}",
            "{c}. final. {r}, so there's no point debating it",
            "Gloria and Harold finally agreed to {c} since {r}",
            "after all the back and forth we'll {c}. reason: {r}",
            "going to {c} -- {r}",
            "for the record, the call is to {c} because {r}"]
EN_FORBID = [("e-file a return", "before the client has signed the authorization"),
             ("delete anything from the Clients share", "until the Sunday backup has verified"),
             ("give the seasonal clerk admin rights", "before the background check clears"),
             ("unplug the server", "while the nightly backup is running"),
             ("email social security numbers", "to anyone outside the office"),
             ("let the movers touch the file cabinets", "unless one of us is in the room"),
             ("install a software update", "in the last two weeks before a deadline"),
             ("leave the server closet unlocked", "after 6pm"),
             ("change the portal password", "without telling Gloria first"),
             ("sign the new lease", "before Harold's lawyer has read it"),
             ("copy client folders to a USB stick", "unless it's the encrypted one")]
EN_REQUIRE = [("lock the screen", "every time you step away from the desk"),
              ("call the client back", "within one business day"),
              ("log each e-file submission in the tracker", "on the same day it goes out"),
              ("shred the intake sheets", "once they've been scanned and checked")]
EN_FORBID_F = ["rule from now on: nobody is to {a} {c}",
               "please never {a} {c}, I mean it",
               "{c}, do NOT {a}",
               "Gloria's rule, you can't {a} {c}",
               "reminder for the new people: don't {a} {c}",
               "absolutely no one should {a} {c}, this came straight from the partners"]
EN_REQUIRE_F = ["everyone has to {a} {c}, no exceptions",
                "we must {a} {c}",
                "reminder: always {a} {c}",
                "non-negotiable -- {a} {c}"]
EN_TOPICS = ["the parking permits at the new building", "the old fax line contract", "the security deposit on this lease",
             "overtime for the seasonal clerk", "the retention period for scanned source documents",
             "the second monitor budget", "the cleaning contract for the new office", "the data export from the old software",
             "the shredding service pickup schedule", "backup drive rotation while I'm on vacation",
             "the partner retreat in May", "the clerk's desk chair", "the alarm code at the new place",
             "the client portal storage limit", "the extra phone line for the clerk"]
EN_Q_F = ["does anyone know what's happening with {t}?",
          "still no answer on {t}. i've asked twice",
          "who is supposed to decide {t}, me?",
          "random q -- {t}, are we dealing with that or not",
          "can someone tell me about {t}, nobody's said a word",
          "also what about {t}??"]
EN_ASSIST_LEAD = ["Noted. ", "Got it, I've put that on the move checklist. ", "Okay, from the vendor call just now: ",
                  "From the email thread you forwarded: ", "Adding to the running notes: ", "Sure. One thing from my side: "]
EN_JOIN = [". also ", " -- and ", "\n", ". oh and ", ", plus ", ". separately, "]
EN_PREFIX = ["sorry, phone's been ringing nonstop. ", "ugh ok. ", "quick ones before I forget: ", "morning. ",
             "back from the Pemberton meeting. "]

EN_FILLER_U = [
    "ok", "thx", "k", "yep", "lol no", "hang on, client at the door", "one sec",
    "ugh the Abernathy 1040 came in with a shoebox of receipts again",
    "Form 7004 extensions are piling up on Gloria's desk and she says she'll get to them Friday",
    "printer jammed twice, forty pages of K-1s for Sunrise Bakery LLC",
    "coffee machine is dead. third time this month",
    "Harold wants the W-2 folder alphabetized by employer, not by client. I don't even know anymore",
    "long day. 11 hours and I still have the mail to open",
    "Mrs. Oyelaran called three times about her refund, I told her the IRS does what the IRS does",
    "can you make that shorter, I need to paste it into an email to Gloria",
    "that makes sense",
    "no that's not what I meant, I meant the partners not the clients",
    "honestly the new software looks nice in the demo but demos always look nice. the one we have now looked nice "
    "in 2016 too and now it crashes every time Harold opens a 1065 with more than 40 partners. I just want something "
    "that doesn't need me to babysit it every morning at 7:30 before everyone comes in",
    "Kowalski Dental dropped off their 1099-NEC stack, it's about 2 inches thick, I put it in the blue tray",
    "we have 63 returns still in 'waiting on client' status which is the most I've ever seen in mid March",
    "the intern from last year texted asking if we're hiring. we are not hiring interns",
    "Dunmore Holdings wants a meeting with both partners, good luck getting those two in one room",
    "ok so Gloria and Harold had another 'discussion' in the kitchen this morning about who gets the corner office at the "
    "new place. Gloria says seniority, Harold says he brings in more revenue, and I'm standing there holding the coffee "
    "filters like a referee. nobody has asked me where I want to sit, for the record. I'd like a window and a door that closes",
    "is it normal that the Schedule C clients are always the last ones to send stuff",
    "going to lunch, back in 30",
    "sorry, that was Harold yelling about the stapler again",
    "the Pemberton Landscaping owner brought donuts, so today is officially a good day",
    "I think we'll survive this season. maybe",
    "can you give me a checklist for onboarding someone for just the season, like what accounts they need and what they shouldn't see",
    "what's a polite way to tell a client their return won't be done by the 15th because they sent us their documents on the 12th",
    "right, that's what I figured",
    "we had a power blip at 2pm, the UPS beeped for like 10 seconds and everyone looked at me",
    "I spent the whole morning on hold with the state revenue department. 47 minutes. they hung up on me",
    "fine. let's move on",
    "the mail guy delivered a box for suite 300 again, it's the third time. I just walk it over now",
    "Gloria is out sick today so it's just Harold, Dev, Marcy and me. quiet, in a creepy way",
]
EN_FILLER_A = [
    "That sounds like a lot for one week. A practical way to keep it manageable is to split the open items into three "
    "buckets: things that block a filing, things that block the move, and everything else. Filing blockers get handled "
    "first every morning, move items get a fixed hour in the afternoon, and the rest waits until the weekend review.",
    "Understood. I'd suggest writing it down in the shared office notes so that the partners see the same version you do; "
    "most of the friction in small practices comes from two people remembering two different conversations.",
    "For seasonal staff the usual pattern is least privilege: give them access to the folders of the clients they are "
    "actually working on, a separate login for the e-file portal if the portal supports it, and a short written sheet "
    "with who to ask about what. Revoke everything on their last day and keep a note of what was granted, so the "
    "cleanup is quick when the season ends.",
    "That's frustrating. When a vendor is slow, it helps to keep every reply in one thread and to summarise the current "
    "state at the top of each message you send them, so whoever picks it up on their side doesn't start from scratch.",
    "Happy to help with that. Here's a short version you can paste: the office is running at capacity this month, "
    "documents received late will be prepared in the order they arrived, and we'll let each client know whether an "
    "extension is needed as soon as we've looked at their file.",
    "Moves during busy season are doable but they need a plan that protects the filing work. Typically you'd pack the "
    "archive and the rarely used cabinets first, move the active client files last, and make sure the server and the "
    "internet at the new place are working before anyone's desk is moved.",
    "I hear you. Disagreements between partners usually calm down once there's a written proposal on the table rather "
    "than a hallway conversation, so it may be worth drafting one page with the options and the costs and letting them "
    "mark it up separately.",
    "Sure, go ahead whenever you're ready.",
    "Good question. For backups the rule of thumb is three copies, on two different kinds of media, with one copy "
    "outside the office. Whatever tool is used, the important part is that someone actually restores a file from the "
    "backup now and then, because a backup that was never tested is only a hope.",
    "Makes sense. I'll keep that in mind for the rest of the planning.",
    "That's a reasonable concern. Software rollouts in a small office go best when one person owns the configuration, "
    "the others get a short hands-on session instead of a long manual, and the old system stays available read-only "
    "for a few months in case someone needs to look something up.",
    "Understood. If it helps, I can turn today's notes into a short status update for the partners at the end of the day.",
    "Late documents are the classic tax-season problem. A simple intake log with the date each packet arrived settles a "
    "lot of arguments later, because you can show a client exactly when their papers reached the office.",
    "Take a break if you can, even ten minutes away from the desk helps on days like this.",
    "Here is a draft you could send: Dear client, thank you for your patience during the busy season. We have received "
    "your documents and they are in the queue. If anything is missing, we will contact you directly; there is no need to "
    "call the office to check on the status.",
    "For the landlord conversation, it usually helps to put everything in writing, including the walkthrough, the "
    "condition of the carpets and who pays for patching the walls. A few photos taken on the last day save a lot of "
    "back and forth about the deposit later.",
    "If the partners can't agree, one option is to let each of them pick one thing that matters most to them and to "
    "compromise on the rest. It is slower, but it tends to stick better than a decision one of them feels was imposed.",
    "A short interview script keeps the clerk hiring fair: the same five questions for every candidate, one small "
    "practical task like sorting a stack of forms, and notes written right after each interview.",
    "Yes, that's a common pattern. Clients who run their own business tend to collect paperwork all year and hand it "
    "over at the very end, so it's worth sending them a reminder a few weeks earlier next year.",
    "Right. Let me know what the partners say and we can adjust the plan.",
]
EN_TOOLS = [("search_files", {"path": "\\\\FS01\\Clients", "query": "Abernathy"},
             "3 matches in the Clients share: two scanned PDFs and one spreadsheet, all modified last week."),
            ("calendar_lookup", {"range": "this week"},
             "Partner meeting Wednesday morning, Dunmore Holdings call Thursday afternoon, nothing on Friday."),
            ("read_inbox", {"folder": "Inbox", "unread": True},
             "12 unread: mostly client replies with attachments, one newsletter, one delivery notice."),
            ("portal_status", {"service": "e-file"},
             "The e-file portal reports normal operation; the last acknowledgement batch arrived this morning."),
            ("search_files", {"path": "\\\\FS01\\Admin", "query": "lease"},
             "Found the current lease PDF and an older amendment; neither was changed recently.")]

# ----------------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------------
CN_NAMES = ["老张", "小李", "王会计", "陈律师", "刘经理", "赵姐", "孙师傅", "周晓琳", "吴建华", "郑主任", "冯磊",
            "何雨桐", "许文博", "马丽娟", "林志强", "胡老师", "黄秀英", "杨帆"]
CN_ROLES = ["物业的", "房东那边的", "软件公司的", "IT外包的", "搬家公司的", "劳务公司的", "保险公司的"]
CN_NAME_F = ["这事得问{role}{name}",
             "{name}说下周二上午过来看服务器",
             "临时文员基本定了{name}，面试的时候感觉挺靠谱",
             "电子税务局那边的对接人是{name}，有问题直接找",
             "把{name}加到通讯录里，{role}，以后会经常联系",
             "刚跟{role}{name}通完电话，说了半个小时",
             "备用钥匙的事你直接跟{name}说"]
CN_CMD_F = ["先跑一下 `{c}` 看看输出什么",
            "上次就是 `{c}` 弄好的",
            "IT那边让我敲\n$ {c}\n我不太敢",
            "我输了 `{c}` 一直没反应，光标一直闪",
            "备份检查的命令记一下：`{c}`",
            "`{c}` 是这个吗？还是旧服务器用的那个"]
CN_ID_F = ["工单号是{i}", "软件公司那边记在 {i} 里了", "打电话的时候报{i}就行",
           "{i}就是重复上传那个问题", "{i}今天早上又出现了，我重新打开了", "他们说{i}在修了，也没说哪天修好"]
CN_PORT_F = ["远程桌面改到{p}端口了，不是默认那个", "NAS后台地址是 http://192.168.1.20:{p}",
             "路由器上给扫描仪开了 {p} 端口", "新软件的数据库走{p}端口", "防火墙上{p}那条规则是旧供应商留下的，先放着",
             "同步客户端要求出站开{p}"]
CN_VER_F = ["现在用的是 {v} 版", "升级到{v}以后支票又打不出来了", "报税客户端右下角写着 {v}",
            "曹总电脑还停在{v}，他老点“稍后提醒”", "{v}的更新说明里提到修了银行流水导入", "客服说要先升到{v}才给看"]
CN_MONEY_F = ["搬家公司报价{m}，包打包", "IT外包这个月的发票是{m}", "新办公室押金{m}，签约的时候付",
              "钱总批了{m}买新服务器", "软件一年{m}一个账号，太贵了", "周末搬的话要多加{m}", "NAS硬盘连税一共{m}"]
CN_DATE_F = ["{d}搬家，搬家公司确认过了", "这边租约{d}到期，不能再拖", "新软件{d}培训",
             "电子税务局{d}晚上维护，那天别报", "房东要求{d}前交钥匙", "不续的话文员最后一天是{d}"]
CN_DEC = [("云端版", "不用自己维护服务器"), ("通过劳务公司招人", "社保和背调他们全包"),
          ("和平路那个办公室", "有货梯能搬文件柜"), ("周六也开门", "钱总的客户只有周末有空"),
          ("每天晚上备份", "二月份丢过一整天的扫描件"), ("先在两台电脑上试用", "出问题还能用旧系统开票"),
          ("报税截止以后再搬", "申报周谁也没空打包"), ("电子签名", "客户老把纸质授权书弄丢"),
          ("文员按小时算工资", "忙季只有十一周"), ("服务器放进带锁的储藏间", "保险公司检查时提出来了"),
          ("续三年云备份", "多年合同能锁定价格"), ("今年不搞年会", "大家都累坏了"),
          ("买兄弟牌扫描仪", "能直接扫进客户文件夹"), ("曹总的客户继续用纸质档案", "为这事吵架不值得")]
CN_DEC_F = ["那就定了，{c}，主要是{r}", "决定了：{c}，因为{r}", "两位合伙人最后同意{c}，理由是{r}",
            "{c}吧，{r}，别再争了", "讨论了半天，最后还是{c}，{r}", "就这么定：{c}。原因很简单，{r}"]
CN_FORBID = [("提交申报", "客户没签授权书之前"), ("删共享盘里的客户资料", "周日备份没校验完之前"),
             ("给临时文员开管理员权限", "背调结果出来之前"), ("拔服务器电源", "夜间备份跑的时候"),
             ("发身份证号", "用微信的时候"), ("让搬家工人碰文件柜", "我们的人不在场的时候"),
             ("装软件更新", "申报截止前两周"), ("签新租约", "律师没看过之前"),
             ("把客户资料拷到U盘", "不是加密U盘的话"), ("改电子税务局密码", "没告诉钱总的情况下")]
CN_REQUIRE = [("锁屏", "离开座位的时候"), ("回客户电话", "一个工作日之内"), ("登记到申报台账", "每次提交的当天"),
              ("把登记表粉碎", "扫描核对完以后")]
CN_FORBID_F = ["{c}不要{a}", "记住，{c}别{a}", "规定：{c}不准{a}", "{c}千万不能{a}", "跟新来的说一下，{c}不许{a}"]
CN_REQUIRE_F = ["{c}必须{a}", "规矩是{c}一定要{a}", "提醒大家：{c}都得{a}，没有例外"]
CN_TOPICS = ["新楼的停车证", "旧传真线的合同", "现在这套房子的押金", "临时文员的加班费", "扫描件保存年限",
             "第二台显示器的预算", "新办公室的保洁", "旧软件的数据导出", "碎纸公司上门的频率", "我休假时换备份硬盘的人",
             "五月的合伙人团建", "新办公室的门禁卡", "客户门户的存储上限", "文员的工位电话"]
CN_Q_F = ["{t}到底怎么弄，还没定", "{t}谁负责？", "{t}的事到现在没人回我", "问一下，{t}有人管吗",
          "还有{t}，是不是又没人管了", "对了{t}呢？问了两次了"]
CN_ASSIST_LEAD = ["好的，记下了。", "明白。另外供应商刚才电话里说：", "从你转过来的邮件看，", "补充到笔记里：", "收到。我这边还有一条："]
CN_JOIN = ["。还有，", "，另外", "\n", "。对了，", "；"]
CN_PREFIX = ["不好意思，电话一直响。", "唉，", "趁没忘赶紧说：", "早。", "刚从客户那回来。"]
CN_FILLER_U = [
    "好的", "嗯嗯", "收到", "等一下，有客户来了", "哈哈哈不是", "行吧", "谢谢",
    "唐先生那份个税资料又是一鞋盒的小票",
    "打印机又卡纸了，卡了两次，全是阳光烘焙的年报附表",
    "咖啡机又坏了，这个月第三次",
    "曹总要把工资表文件夹按单位排，不按客户排，我也不知道为什么",
    "今天干了11个小时，信还没拆完",
    "欧阳阿姨一天打了三次电话问退税，我跟她说税务局那边我们也催不动",
    "能不能写短一点，我要贴到给钱总的邮件里",
    "有道理",
    "不是这个意思，我说的是两位合伙人，不是客户",
    "说实话新软件演示的时候看着挺好，可演示的时候什么都好。我们现在这套2016年刚买的时候也挺好，现在曹总一打开"
    "合伙企业的报表就卡死。我就想要一个不用我每天早上7点半来先哄一遍的系统，别的真的不奢求了",
    "科瓦口腔把一摞发票送过来了，大概两寸厚，我放在蓝色托盘里了",
    "现在有63份还在“等客户补资料”的状态，三月中旬从来没这么多过",
    "去年那个实习生发消息问我们招不招人，不招实习生",
    "邓茂控股要约两位合伙人一起开会，祝他们好运",
    "今天早上钱总和曹总又在茶水间“讨论”新办公室角落那间归谁。钱总说按资历，曹总说他带来的业务多，我拿着咖啡滤纸站在中间"
    "像个裁判。顺便说一句，没人问过我想坐哪，我想要个有窗户、能关门的位置",
    "是不是做个体户的客户总是最后交资料",
    "去吃饭了，半小时回来",
    "刚才是曹总又在为订书机嚷嚷",
    "园林公司的老板带了甜甜圈来，今天算是好日子",
    "我觉得这个季度能熬过去。大概吧",
    "能帮我列个临时员工入职清单吗，要开哪些账号，哪些东西不能让他看",
    "客户12号才把资料给我们，怎么委婉地告诉他15号做不完",
    "对，我也是这么想的",
    "下午2点闪了一下电，UPS叫了10秒，所有人都看着我",
    "一上午都在等税务局的热线，等了47分钟，然后挂了",
    "算了，下一个",
    "快递又把300室的箱子送到我们这了，第三次了，我现在直接给他们搬过去",
    "钱总今天病假，就曹总、小邓、玛丽和我，安静得有点吓人",
]
CN_FILLER_A = [
    "这一周事情确实多。比较实际的办法是把待办分成三类：卡住申报的、卡住搬家的、其他的。卡住申报的每天早上先处理，"
    "搬家的事下午固定留一个小时，其他的都放到周末统一看一遍。",
    "明白。建议写进办公室共享笔记里，让两位合伙人看到的是同一个版本；小事务所里很多矛盾都是因为两个人记得的是两次不同的谈话。",
    "临时员工一般按最小权限来：只开他实际负责的客户文件夹，报税系统如果支持就单独开一个账号，再给他一张写清楚“什么事问谁”的"
    "说明。最后一天把权限全部收回，开过什么要记下来，这样季度结束时清理起来很快。",
    "这确实让人着急。供应商回复慢的时候，最好所有往来都放在一个邮件线程里，每次发信在开头把当前情况总结一下，"
    "这样对方不管谁接手都不用从头问。",
    "可以，给你一个能直接贴的版本：本月事务所工作量已满，晚到的资料按收到的先后顺序处理，需要延期申报的我们会在看完资料后尽快通知。",
    "忙季搬家能做，但计划要以不耽误申报为前提。一般先打包档案和不常用的柜子，正在处理的客户资料最后搬，"
    "并且要确认新办公室的服务器和网络都通了，再搬大家的工位。",
    "理解。合伙人之间的分歧，有一份书面方案摆在桌上往往比走廊里聊更容易收住，可以写一页纸列出选项和费用，让他们各自批注。",
    "好的，你准备好了就说。",
    "备份一般讲究三份副本、两种介质、一份放在办公室外面。用什么工具都行，关键是隔一段时间真的从备份里恢复一个文件试试，"
    "从来没测过的备份只能算是愿望。",
    "明白，后面安排的时候我会考虑进去。",
    "小办公室上新软件，比较顺的做法是一个人负责配置，其他人上一次短的实操课而不是读长手册，旧系统保留只读几个月，方便查旧账。",
    "需要的话，我可以在下班前把今天的记录整理成一段简短的进展，发给两位合伙人。",
    "资料晚交是报税季的老问题。做一个简单的收件登记，记下每份资料到的日期，以后和客户有争议时能说清楚资料是哪天到的。",
    "能休息就休息一下，哪怕离开座位十分钟也有帮助。",
    "可以这样回客户：感谢您在报税季的耐心等待，资料我们已经收到并在排队处理，如有缺件会直接联系您，不用特地打电话来问进度。",
    "和房东交涉的时候，最好什么都留书面记录，包括验房、地毯的状况、墙面修补谁出钱。最后一天拍几张照片，以后退押金能省很多口舌。",
    "如果两位合伙人谈不拢，可以让他们各自挑一件最在意的事，其余的各退一步。慢一点，但比一方觉得被强加的决定更持久。",
    "招文员可以用一份固定的面试提纲：每个人问同样五个问题，加一个小的实操，比如整理一叠表格，面完马上写记录。",
    "对，这很常见。自己做生意的客户往往一年攒一堆单据，到最后才交，明年可以提前几周发个提醒。",
    "好，等合伙人那边有结论了我们再调整计划。",
]
CN_TOOLS = [("search_files", {"path": "\\\\FS01\\Clients", "query": "唐"}, "客户共享盘里找到3个结果：两个扫描PDF和一个表格，都是上周改的。"),
            ("calendar_lookup", {"range": "本周"}, "周三上午合伙人会议，周四下午和邓茂控股通话，周五没有安排。"),
            ("read_inbox", {"folder": "收件箱", "unread": True}, "12封未读：大多是客户回复带附件，一封广告，一封快递通知。"),
            ("portal_status", {"service": "电子税务局"}, "电子税务局运行正常，今天早上收到了最新一批回执。")]

MONTHS = ["January", "February", "March", "April", "May", "June", "July"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"]


def make_cmd(rng):
    t = rng.choice(EN_CMDS)
    return t.format(n=rng.randint(2, 9), d=rng.choice("EFGHKLMN"), share=rng.choice(EN_SHARES),
                    lshare=rng.choice(EN_SHARES).lower(), h=rng.randint(21, 250), y=rng.randint(2016, 2025),
                    l=rng.choice("abcdef"))


def make_id(rng):
    f = rng.randrange(6)
    if f == 0: return f"HD-{rng.randint(1000, 9999)}"
    if f == 1: return f"#{rng.randint(100, 999)}"
    if f == 2: return f"CVE-{rng.choice([2024, 2025])}-{rng.randint(10000, 59999)}"
    if f == 3: return f"EFP-{rng.randint(10000, 99999)}"
    if f == 4: return f"PM-{rng.randint(100, 9999)}"
    return f"INC{rng.randint(1000000, 9999999)}"


def make_ver(rng):
    return f"{rng.randint(2, 29)}.{rng.randint(0, 19)}.{rng.randint(1, 99)}"


def en_fact(rng, kind, used):
    def pick(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = pick(EN_NAMES)
        return rng.choice(EN_NAME_F).format(name=n, role=rng.choice(EN_ROLES), thing=rng.choice(EN_THINGS)), [n]
    if kind == "command":
        c = make_cmd(rng)
        return rng.choice(EN_CMD_F).format(c=c), [c]
    if kind == "id":
        i = make_id(rng)
        return rng.choice(EN_ID_F).format(i=i), [i]
    if kind == "port":
        p = str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 60000)]))
        return rng.choice(EN_PORT_F).format(p=p), [p]
    if kind == "version":
        v = make_ver(rng)
        return rng.choice(EN_VER_F).format(v=v), [v]
    if kind == "money":
        f = rng.randrange(3)
        if f == 0: m = f"${rng.randint(3, 95) * 100 + rng.choice([0, 50, 75, 20]):,}"
        elif f == 1: m = f"${rng.randint(1000, 48000):,}"
        else: m = f"${rng.randint(100, 2000)}.{rng.randint(1, 99):02d}"
        return rng.choice(EN_MONEY_F).format(m=m), [m]
    if kind == "date":
        mi, d = rng.randrange(len(MONTHS)), rng.randint(10, 28)
        f = rng.randrange(4)
        if f == 0: nd = f"{MONTHS[mi]} {d}"; shown = nd
        elif f == 1: nd = f"{MONTHS[mi]} {d}"; shown = nd + "th"
        elif f == 2: nd = f"{mi + 1}/{d}"; shown = nd
        else: nd = f"{MON3[mi]} {d}"; shown = nd
        return rng.choice(EN_DATE_F).format(d=shown), [nd]
    if kind == "decision":
        c, r = pick(EN_DEC)
        return rng.choice(EN_DEC_F).format(c=c, r=r), [c, r]
    if kind == "constraint":
        if rng.random() < 0.7:
            a, c = pick(EN_FORBID); fr = EN_FORBID_F
        else:
            a, c = pick(EN_REQUIRE); fr = EN_REQUIRE_F
        return rng.choice(fr).format(a=a, c=c), [a, c]
    t = pick(EN_TOPICS)
    return rng.choice(EN_Q_F).format(t=t), [t]


def cn_fact(rng, kind, used):
    def pick(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "name":
        n = pick(CN_NAMES)
        return rng.choice(CN_NAME_F).format(name=n, role=rng.choice(CN_ROLES)), [n]
    if kind == "command":
        c = make_cmd(rng)
        return rng.choice(CN_CMD_F).format(c=c), [c]
    if kind == "id":
        i = make_id(rng)
        return rng.choice(CN_ID_F).format(i=i), [i]
    if kind == "port":
        p = str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 60000)]))
        return rng.choice(CN_PORT_F).format(p=p), [p]
    if kind == "version":
        v = make_ver(rng)
        return rng.choice(CN_VER_F).format(v=v), [v]
    if kind == "money":
        f = rng.randrange(4)
        if f == 0: m = f"{rng.randint(2, 40)}万元"
        elif f == 1: m = f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万元"
        elif f == 2: m = f"¥{rng.randint(3, 99) * 100}"
        else: m = f"{rng.randint(12, 98) * 100}元"
        return rng.choice(CN_MONEY_F).format(m=m), [m]
    if kind == "date":
        d = f"{rng.randint(2, 9)}月{rng.randint(1, 28)}{rng.choice(['日', '日', '号'])}"
        return rng.choice(CN_DATE_F).format(d=d), [d]
    if kind == "decision":
        c, r = pick(CN_DEC)
        return rng.choice(CN_DEC_F).format(c=c, r=r), [c, r]
    if kind == "constraint":
        if rng.random() < 0.7:
            a, c = pick(CN_FORBID); fr = CN_FORBID_F
        else:
            a, c = pick(CN_REQUIRE); fr = CN_REQUIRE_F
        return rng.choice(fr).format(a=a, c=c), [a, c]
    t = pick(CN_TOPICS)
    return rng.choice(CN_Q_F).format(t=t), [t]


def static_blob(zh):
    """All fixed text that can appear outside a fact: fillers, lead-ins, joins, prefixes, tool rows."""
    if zh:
        parts = CN_FILLER_U + CN_FILLER_A + CN_ASSIST_LEAD + CN_JOIN + CN_PREFIX
        parts += [json.dumps(a, ensure_ascii=False) + "\n" + r for _, a, r in CN_TOOLS]
    else:
        parts = EN_FILLER_U + EN_FILLER_A + EN_ASSIST_LEAD + EN_JOIN + EN_PREFIX
        parts += [json.dumps(a, ensure_ascii=False) + "\n" + r for _, a, r in EN_TOOLS]
    return "\n\u0000\n".join(parts)


def conversation(seed, zh, per_kind):
    rng = random.Random(seed * 104729 + (7 if zh else 3))
    n_msgs = rng.randint(130, 280)
    blob = static_blob(zh)
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    F = len(plan)
    # which message each fact lands in: evenly spread over the whole conversation, ~80% user, ~20% assistant
    slot = {}
    for j, kind in enumerate(plan):
        pos = int((j + rng.random()) * n_msgs / F)
        want_user = kind == "question" or rng.random() < 0.8
        if (pos % 2 == 0) != want_user:
            pos = pos + 1 if pos + 1 < n_msgs else pos - 1
        cap = lambda q: 3 if q % 2 == 0 else 1
        for d in [0, 2, -2, 4, -4, 6, -6, 8, -8, 10, -10, 12, -12, 14, -14, 16, -16]:
            q = pos + d
            if 0 <= q < n_msgs and len(slot.get(q, [])) < cap(q):
                pos = q; break
        slot.setdefault(pos, []).append(kind)
    used, facts, fact_texts, all_needles = set(), [], [], []
    msgs = []
    for i in range(n_msgs):
        role = "user" if i % 2 == 0 else "assistant"
        parts = []
        for kind in slot.get(i, []):
            for _ in range(200):
                t, needles = (cn_fact if zh else en_fact)(rng, kind, used)
                seen = "\n".join(fact_texts)
                ok = all(x in t for x in needles) and not any(x in blob or x in seen for x in needles) \
                    and not any(y in t for y in all_needles) \
                    and not any(a != b and a in b for a in needles for b in needles)
                if ok: break
            else:
                raise SystemExit(f"could not place a {kind} fact (seed {seed})")
            fact_texts.append(t); all_needles.extend(needles)
            facts.append((kind, needles, i)); parts.append(t)
        if not parts:
            pool = (CN_FILLER_U if role == "user" else CN_FILLER_A) if zh else (EN_FILLER_U if role == "user" else EN_FILLER_A)
            text = rng.choice(pool)
            if role == "assistant" and rng.random() < 0.3:
                second = rng.choice(pool)
                if second != text:
                    text += ("\n\n" if rng.random() < 0.5 else ("" if zh else " ")) + second
        else:
            join = CN_JOIN if zh else EN_JOIN
            text = parts[0]
            for p in parts[1:]:
                text += rng.choice(join) + p
            if role == "assistant":
                text = rng.choice(CN_ASSIST_LEAD if zh else EN_ASSIST_LEAD) + text
                if rng.random() < 0.5:
                    text += ("。" if zh else ".") + ("\n\n" if rng.random() < 0.5 else ("" if zh else " ")) + rng.choice(CN_FILLER_A if zh else EN_FILLER_A)
            else:
                if rng.random() < 0.2:
                    text = rng.choice(CN_PREFIX if zh else EN_PREFIX) + text
                if rng.random() < 0.15:
                    text += ("。" if zh else ". ") + rng.choice([x for x in (CN_FILLER_U if zh else EN_FILLER_U) if len(x) > 20])
        msgs.append((role, text, i))
        if role == "assistant" and rng.random() < 0.14:
            name, args, result = rng.choice(CN_TOOLS if zh else EN_TOOLS)
            msgs.append(("call", json.dumps(args, ensure_ascii=False), name))
            msgs.append(("result", result, name))
    assert len(facts) == F, (len(facts), F)
    # validation: every needle in its own message and in no other row
    texts = [m[1] for m in msgs]
    idx_of = {m[2]: k for k, m in enumerate(msgs) if m[0] in ("user", "assistant")}
    for kind, needles, mi in facts:
        own = idx_of[mi]
        for x in needles:
            assert x in texts[own], (kind, x)
            others = [k for k, t in enumerate(texts) if k != own and x in t]
            assert not others, f"needle {x!r} ({kind}) also appears in rows {others}"
    rows = []
    for k, (role, text, extra) in enumerate(msgs):
        at = f"2026-11-{10 + k // 720:02d}T{(k // 30) % 24:02d}:{(k * 2) % 60:02d}:00.000Z"
        rid = f"msg_n{k + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_n{k}", "name": extra, "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_n{k - 1}", "name": extra, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows, [(k, n) for k, n, _ in facts]


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
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
        pre = [x for _, nd in facts for x in nd if x in base]
        if pre:
            print(f"  warning: needles already in an empty context: {pre}")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError):
                    pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
