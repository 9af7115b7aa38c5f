#!/usr/bin/env python3
"""Held-out retention set "m": a two-person ceramics web shop talking to its assistant.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last one is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).

Each conversation (130-280 user/assistant messages plus tool-call rows) is appended to a fresh
okbot data root in batches of 25 messages, `okbot compress -a Writer --now` runs after every batch,
and then every fact's needles are looked up verbatim in `okbot context show -a Writer`.
Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_NAMES = ["Gareth Pryce", "Hannah Lusk", "Marta Kowalczyk", "Dev Anand", "Siobhan Keane", "Olu Adeyemi",
            "Chen Jiahui", "Rosie Tamblyn", "Callum Hext", "Priya Natarajan", "Bethan Morgan", "Ruairi Doyle",
            "Lin Meifang", "Tomasz Wrobel", "Agnieszka Nowak", "Fergus Baird", "Ines Carvalho", "Wang Lei",
            "Nadia Haddad", "Jonty Fairweather", "Imogen Slade", "Kwame Boateng", "Huw Jenkins", "Eleanor Pask",
            "Sunil Mehta", "Freya Lindqvist", "Zhou Xinyi", "Rhys Penhaligon", "Mariam Qureshi", "Declan Roe"]
EN_ORGS = ["Halden Fulfilment", "Blue Hare Kilns", "Stoke Clayworks", "Foshan Glaze Supply", "the Harrogate fair people",
           "Parcelgo", "the customs brokers in Dover", "Ashby Packaging", "the bank's disputes team", "Kiln & Co in Jingdezhen"]
EN_ROLES = ["the courier rep", "our account manager at Halden", "the glaze chemist", "the accountant", "the fair organiser",
            "the photographer", "the new packer", "the customs broker", "the kiln foreman", "the Pi guy from the maker space"]

EN_SVCS = ["stockd", "labelprinter", "etsy-sync", "shop-webhook", "nightly-backup", "price-feed"]
EN_PLUGINS = ["woo-royalmail-labels", "flexible-shipping", "woo-vat-eu", "wc-stock-sync", "yith-gift-cards", "woo-abandoned-cart"]
EN_CMDS = [
    "sqlite3 /home/pi/stock/stock.db '.backup /mnt/usb/stock-{mmdd}.db'",
    "sudo systemctl restart {svc}",
    "journalctl -u {svc} --since '{n} hours ago'",
    "rsync -avz /home/pi/stock/ backup@nas.local:/vol{n}/stock/",
    "wp plugin update {plugin}",
    "python3 sync_stock.py --shop etsy --dry-run --limit {nn}",
    "crontab -l | grep {svc}",
    "df -h /mnt/usb{n}",
    "scp pi@stockpi.local:/home/pi/stock/export-{mmdd}.csv ~/Desktop/",
    "sqlite3 stock.db \"SELECT sku, qty FROM items WHERE qty < {n};\"",
    "tail -n {nn} /var/log/nginx/error.log",
    "wp plugin deactivate {plugin} --skip-plugins",
    "sudo apt install --only-upgrade sqlite3 -y",
    "git -C ~/shop-theme pull --rebase origin main",
    "lpstat -p zebra{n} -l",
    "vcgencmd measure_temp && uptime",
    "wp cron event run --due-now",
    "systemctl status {svc} --no-pager -n {nn}",
    "python3 labels.py --batch {mmdd} --printer zebra{n}",
    "find /home/pi/stock/exports -mtime +{nn} -delete",
]
EN_ID_FORMS = ["SHOP-{n4}", "HALD-{n4}", "#{n3}", "CVE-2025-{n5}", "CB-{n5}", "RMA-{n4}", "PGO-{n6}", "FOS-{n4}"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

EN_DEC = [("Evri for the small parcels", ["the fees are lower on small orders", "the drop-off shop is next door"]),
          ("DHL Express for the US orders", ["it's the only one that does DDP properly", "customers stop complaining about surprise duty"]),
          ("the recycled honeycomb wrap", ["it survives the drop test", "people keep mentioning the plastic in reviews"]),
          ("Stripe over PayPal", ["the dispute process is less of a nightmare", "payouts land two days sooner"]),
          ("Halden for all the fulfilment", ["they take oversize boxes", "their pick error rate is tiny"]),
          ("the Foshan glaze batch", ["the colour match was closest", "the test tiles didn't craze"]),
          ("a mystery box for the seconds", ["the seconds pile is taking over the studio", "it beats selling them at a loss on eBay"]),
          ("Mailchimp for the newsletter", ["the shop plugin syncs the customer list", "the free tier covers our list"]),
          ("the corner stand at the fair", ["footfall by the entrance is better", "we get two open sides for display"]),
          ("keeping the stock db on the Pi", ["it's cheaper than renting a server", "nothing else needs to change"]),
          ("Parcelforce for anything over two kilos", ["their breakage claims actually get paid", "the collection slot suits us"]),
          ("double-boxing every teapot", ["the spouts keep snapping in transit", "breakage claims were eating the margin"]),
          ("the kraft gift boxes", ["customers keep asking for gift packaging", "they fold flat and save shelf space"]),
          ("Blue Hare as the main kiln", ["the old supplier missed two deadlines", "they answer the phone"]),
          ("a flat EU shipping rate", ["the checkout drop-off halved when we tested it", "nobody understands the weight bands"]),
          ("printing labels in-house", ["the warehouse charges per label", "we can fix address typos ourselves"])]
EN_CON_NO = [("ship anything from the crackle range", ["while the glaze batch is in quarantine", "if the kiln log shows a dip"]),
             ("refund a disputed order directly", ["before the bank has ruled", "while the chargeback is still open"]),
             ("run the stock sync", ["during the Friday courier pickup", "while the warehouse is mid-count"]),
             ("update the shipping plugin", ["in the last week of the quarter", "on a Friday afternoon"]),
             ("post the fair discount code", ["before the stand is confirmed", "anywhere public before the preview night"]),
             ("reboot the Pi", ["while an export is running", "when only one of us is around"]),
             ("accept returns on sale items", ["without a photo of the damage", "after the 14-day window"]),
             ("send a pallet to Halden", ["before the warehouse confirms the count", "without booking a slot first"]),
             ("touch the VAT settings", ["until the accountant has looked", "in the middle of a sale"]),
             ("discount the hero mugs", ["while the fair is running", "on top of the newsletter code"]),
             ("hand-write a customs label", ["for anything going outside the EU", "when the printer is down"]),
             ("give the photographer any seconds", ["without writing them off in the db", "before the stocktake"])]
EN_CON_MUST = [("photograph the packed box", ["before anything gets sealed", "for every order over fifty quid"]),
               ("attach the commercial invoice", ["for every non-EU order", "on anything going to Norway or Switzerland"]),
               ("get a second person to count", ["when stock comes in", "when a pallet goes out"]),
               ("check the kiln log", ["after each firing", "before a batch gets listed"]),
               ("weigh every overseas parcel", ["before the courier arrives", "before printing the label"]),
               ("email the customer a tracking link", ["on the same day it ships", "the moment a parcel is marked damaged"]),
               ("log the glaze batch number", ["whenever a new bag is opened", "next to every listing of reactive glazes"]),
               ("copy the db to the USB stick", ["before any plugin update", "at the end of every packing day"])]
EN_TOPICS = ["return postage on seconds", "the insurance excess for the fair", "VAT on kiln samples", "the Norway customs threshold",
             "a backup plan for the Pi", "Instagram shop tagging", "gift wrap pricing", "the warehouse contract renewal",
             "storage fees for the overflow stock", "the damaged-in-transit claim form", "photo rights for the lookbook",
             "the minimum order for the new glaze", "wholesale terms for the café in Bath", "the lease on the unit",
             "card readers for the fair", "the loyalty discount"]

# frames: user frames are most of it; assistant frames are fewer and wordier.
EN_F = {
    "name": {
        "u": ["{N} from {org} rang again about the pallet, can you draft something polite",
              "cc {N} on anything glaze related, shes the chemist at {gorg}",
              "our new contact at {org} is {N}, the old guy left in a huff",
              "invoices go to {N} now not me",
              "talked to {N} ({role}) who reckons the cracks are thermal shock",
              "if {N} emails thats {role}, answer straight away pls",
              "oh and {N} is covering for {role} while they're off",
              "fyi {N} = {role}. dont ask"],
        "a": ["I'll address the reply to {N} at {org} then, and keep it short.",
              "Understood — {N} is your point of contact at {org} from now on, so I'll route the glaze and pallet questions there."]},
    "command": {
        "u": ["run `{C}` before you touch anything",
              "ive been doing `{C}` every morning, is that daft",
              "$ {C}\nthat's what i typed, it just sat there",
              "the fix last time was `{C}` if i remember right",
              "what does `{C}` actually do? someone on the forum said to run it",
              "note to self: `{C}` after every restock",
              "ran\n$ {C}\nand got a wall of text, will paste later"],
        "a": ["Try `{C}` first and paste me what it prints — that tells us whether it's the service or the disk.",
              "The safe order is: stop the sync, then `{C}`, then start it again. It doesn't delete anything."]},
    "id": {
        "u": ["warehouse ticket is {I}, they say two working days",
              "raised it as {I} so we dont forget",
              "theres an open issue for this, {I}, same symptoms exactly",
              "re {I} - any news? customer's chasing",
              "the bank ref for the dispute is {I}",
              "can you check {I}? i think its the cracked teapot one",
              "they closed {I} without fixing it, typical"],
        "a": ["I found it: that's tracked as {I}, and the last update says they're waiting on photos from you.",
              "For reference, the one to quote when you call them back is {I}."]},
    "port": {
        "u": ["the stock api on the pi listens on {P}",
              "opened {P} on the router for the label printer, hope thats ok",
              "dashboard's on port {P} if you want to look",
              "webhook receiver moved to :{P} after the update",
              "halden's sftp is on {P}, not 22 like i assumed",
              "localhost:{P} just gives a 502 now"],
        "a": ["Then point the plugin at port {P} rather than the default; the Pi isn't listening anywhere else.",
              "Noted that the service now lives on {P}; the firewall rule needs to match or the webhooks will time out."]},
    "version": {
        "u": ["woocommerce is on {V} now, updated last night",
              "the label plugin {V} broke the A6 size",
              "rolled back to v{V} which was fine",
              "changelog for {V} mentions the VAT rounding bug, is that ours?",
              "dont go past {V} until they fix the EU zones",
              "pi says sqlite {V}, is that too old"],
        "a": ["The rounding fix landed in {V}, so anything older will keep showing the penny differences.",
              "I'd pin it at {V} for now; the release after that changed how shipping zones are matched."]},
    "money": {
        "u": ["kiln quote came back at {M} for the whole run",
              "chargeback was {M} plus their fee",
              "fair stand is {M} all in, which is steep",
              "customs hit us for {M} on the Oslo order!!",
              "halden want {M} a month from january",
              "refunded {M} to the lady with the chipped bowl",
              "we made {M} at the christmas market, not bad"],
        "a": ["So the landed cost works out at {M} once duty and the broker are in.",
              "If they're charging {M}, that's above what Parcelgo quoted, so it's worth pushing back."]},
    "date": {
        "u": ["fair setup is {D}, load-in from seven",
              "glaze batch ships {D} apparently",
              "customs say it'll be released by {D}",
              "promo ends {D} at midnight",
              "kiln's booked for {D}, dont let me forget",
              "evidence for the bank is due {D}",
              "halden's stocktake is {D} so no picks that day"],
        "a": ["I'll plan backwards from {D}, so the labels and the float need to be ready the day before.",
              "Just so it's written down: the deadline they gave is {D}."]},
    "decision": {
        "u": ["ok decided: {c}, because {r}",
              "going with {c} — {r}",
              "we'll stick with {c} since {r}",
              "{c} it is. reason: {r}",
              "after all that, {c}. mainly cos {r}",
              "talked it over with Sam and its {c}, {r} basically",
              "final answer {c} as {r}"],
        "a": ["So the call is {c}, given that {r}. I'll work from that from now on.",
              "Agreed and noted: {c}, because {r}."]},
    "constraint": {
        "u": ["never {a} {c}",
              "rule from now on: nobody is to {a} {c}",
              "{C0} we do NOT {a}, learned that the hard way",
              "please dont {a} {c}, ever",
              "important - no one should {a} {c}, it cost us last time",
              "sam asked me to tell you: don't {a} {c}"],
        "m": ["we always {a} {c}, no exceptions",
              "{C0}, always {a}",
              "make sure you {a} {c} — non negotiable",
              "new rule: {a} {c}, every time"],
        "a": ["Got it — I won't {a} {c}, and I'll flag it if anything asks me to.",
              "Understood: you {a} {c}. I'll remind you if it looks like it's been skipped."]},
    "question": {
        "u": ["also what do we do about {T}? no rush",
              "still haven't figured out {T} tbh",
              "{T} — who even decides that?",
              "random q, is {T} something we need to sort before the fair?",
              "q for later: {T}??",
              "does anyone actually know how {T} works",
              "oh and {T}. thoughts?"]},
}

EN_JOIN = [". ", ", ", "\n", " — also ", ". oh and ", "; ", ". ", " and "]
EN_LEAD = ["btw ", "right so ", "ok ", "morning. ", "", "", "", "", "sorry, ", "also ", "update: "]
EN_ACK_A = ["Noted.", "Okay.", "Right.", "Thanks, that helps.", "OK, useful."]

TOOLS_EN = [("search_orders", lambda r: {"query": r.choice(["teapot", "chipped", "Oslo", "pre-order", "mystery box"]), "limit": r.choice([5, 10, 20])},
             lambda r: f"{r.randint(0, 12)} orders matched; most recent from this week, status: dispatched. No open disputes attached."),
            ("stock_lookup", lambda r: {"sku": r.choice(["MUG-INK", "JUG-MOSS", "BWL-OAT", "TPT-CEL"]), "location": r.choice(["studio", "warehouse"])},
             lambda r: f"qty on hand {r.randint(0, 60)}, reserved {r.randint(0, 9)}, last count done by the warehouse last month."),
            ("track_parcel", lambda r: {"carrier": r.choice(["royalmail", "evri", "dhl", "parcelforce"]), "ref": "latest"},
             lambda r: r.choice(["In transit. Arrived at hub. Next update expected within 24 hours.", "Held at customs awaiting documents.", "Delivered, left with neighbour."])),
            ("search_history", lambda r: {"query": r.choice(["courier", "glaze", "fair", "refund"]), "limit": 5},
             lambda r: f"{r.randint(1, 8)} earlier messages mention this; the newest says nothing has changed since.")]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_NAMES = ["老张", "小李", "王姐", "陈师傅", "刘经理", "周老师", "黄工", "林晓梅", "许国强", "杜若兰", "宋建平", "秦思琪",
            "蒋文斌", "韩晓东", "孟繁星", "郭雨桐", "阿杰", "方姐", "沈卫东", "彭丽娟"]
ZH_ROLES = ["仓库那边的", "窑厂的", "报关行的", "做釉料的", "快递站的", "拍照的", "展会主办方的", "会计"]
ZH_SVCS = EN_SVCS
ZH_DEC = [("顺丰特惠", ["破损率最低", "揽收时间最稳定"]), ("德邦物流", ["大件不加价", "能上门取托盘"]),
          ("珍珠棉加双层纸箱", ["摔箱测试没碎", "客户没再投诉过磕碰"]), ("景德镇那家窑厂", ["师傅手艺好", "上次那批釉色最稳"]),
          ("抖音小店", ["直播带货效果好", "年轻客户多"]), ("有赞商城", ["老客户都在用", "会员功能现成的"]),
          ("月结", ["对账方便", "现金流压力小"]), ("菜鸟海外仓", ["清关顺利", "欧洲件能快一周"]),
          ("展会角落的摊位", ["人流量大", "两面都能摆货"]), ("企业微信客服", ["售后理赔快", "聊天记录能留存"]),
          ("先打样再量产", ["上次量产一次废了三成", "釉色能先让客户确认"]), ("自己打印面单", ["仓库按张收费", "地址写错能自己改"]),
          ("包邮门槛", ["客单价涨了不少", "退货少了一半"]), ("牛皮纸礼盒", ["客户反馈好", "包装成本低"])]
ZH_CON_NO = [("发冰裂釉的货", ["釉料批次还没检测完", "窑温记录有异常的时候"]), ("直接给拒付的客户退款", ["银行裁决之前", "争议还没结案的时候"]),
             ("跑库存同步", ["周五快递揽收的时候", "仓库盘点的时候"]), ("更新运费插件", ["季度最后一周", "大促期间"]),
             ("公开展会折扣码", ["展位没确认之前", "预展那天之前"]), ("重启树莓派", ["导出还在跑的时候", "只有一个人在的时候"]),
             ("接受特价品退货", ["没拍破损照片的话", "过了七天无理由期限"]), ("往仓库发整托", ["仓库没确认数量之前", "没预约入库时间的话"]),
             ("动增值税设置", ["会计没看过之前", "促销进行中"]), ("给主推款打折", ["展会期间", "已经用了会员券的订单"]),
             ("手写报关单", ["发欧盟以外的件", "没有商业发票的情况下"]), ("把次品给摄影师", ["系统里没核销之前", "盘点之前"])]
ZH_CON_MUST = [("拍打包照片", ["封箱之前", "金额超过五百的订单"]), ("附上商业发票", ["发海外件的时候", "寄挪威和瑞士的件"]),
               ("两个人一起点数", ["入库的时候", "整托出库的时候"]), ("看一下窑温记录", ["每次开窑以后", "上架新批次之前"]),
               ("称重每个海外包裹", ["快递来之前", "打面单之前"]), ("给客户发物流单号", ["当天发货的", "包裹标记破损的时候"]),
               ("记下釉料批号", ["开新一袋釉料时", "每个窑变釉的商品"]), ("把数据库拷到U盘", ["更新插件之前", "每天打包结束以后"])]
ZH_TOPICS = ["次品的退货运费", "展会保险的免赔额", "样品的增值税", "挪威的清关门槛", "树莓派的备份方案", "小红书的店铺链接",
             "礼盒包装的定价", "仓库合同续签", "超出部分的仓储费", "运输破损的理赔表", "画册照片的版权", "新釉料的起订量",
             "咖啡馆的批发价", "工作室的租约", "展会用的刷卡机", "老客户折扣"]
ZH_F = {
    "name": {
        "u": ["{role}{N}又打电话来问那托货的事", "釉料的事情都抄送给{N}，她是{gorg}的", "{org}现在对接的人换成{N}了，原来那个走了",
              "以后发票都寄给{N}，别寄给我", "刚跟{N}聊了，{role}，她说裂是因为温差", "{N}要是来消息，那是{role}，马上回",
              "这周{N}替{role}顶班"],
        "a": ["好的，回信我就写给{org}的{N}，简短一点。", "明白，以后{org}那边就找{N}对接，釉料和托盘的问题都走她那里。"]},
    "command": {
        "u": ["动之前先跑一下 `{C}`", "我每天早上都跑 `{C}`，是不是多余", "$ {C}\n我就敲了这个，然后就卡住了",
              "上次好像是 `{C}` 弄好的", "`{C}` 到底是干嘛的？论坛上有人让我跑", "记一下：每次补货完跑 `{C}`"],
        "a": ["先试试 `{C}`，把输出贴给我，这样能看出是服务的问题还是磁盘的问题。", "稳妥的顺序是先停同步，再 `{C}`，然后重新开。不会删任何东西。"]},
    "id": {
        "u": ["仓库的工单号是{I}，说要两个工作日", "我记成{I}了，免得忘", "这个有人提过，{I}，症状一模一样",
              "{I}有消息了吗？客户在催", "银行那边的争议编号是{I}", "你帮我查下{I}，好像是那个裂了的茶壶"],
        "a": ["查到了，对应的是{I}，最新进展是在等你补照片。", "回电话的时候报{I}这个号就行。"]},
    "port": {
        "u": ["树莓派上的库存接口走{P}端口", "路由器上给标签打印机开了{P}，应该没事吧", "后台面板在{P}端口，你可以看看",
              "更新以后webhook换到:{P}了", "仓库的sftp是{P}，不是22"],
        "a": ["那插件就指向{P}端口，别用默认的，树莓派没在别的端口上监听。", "记下了，服务现在在{P}上，防火墙规则要对上，不然webhook会超时。"]},
    "version": {
        "u": ["WooCommerce现在是{V}，昨晚刚升的", "标签插件{V}把A6尺寸搞坏了", "退回到v{V}就正常了",
              "{V}的更新日志里提到增值税四舍五入的bug，是我们那个吗", "修好欧盟运费区之前别升过{V}"],
        "a": ["四舍五入的修复是{V}里加的，老版本还是会差几分钱。", "我建议先停在{V}，后面那个版本改了运费区的匹配方式。"]},
    "money": {
        "u": ["窑厂报价{M}，整批的", "拒付扣了{M}，还不算手续费", "展位费{M}，全包，有点贵", "奥斯陆那单被海关收了{M}！！",
              "仓库说一月开始每月{M}", "给那个碗磕了口的客户退了{M}", "圣诞市集卖了{M}，还行"],
        "a": ["算上关税和报关费，到手成本是{M}。", "要是他们收{M}，比别家报的高，可以再压一压。"]},
    "date": {
        "u": ["展会{D}布展，早上七点进场", "釉料说是{D}发货", "海关说{D}之前放行", "活动{D}晚上十二点结束",
              "窑{D}订好了，提醒我", "银行要的材料{D}截止", "仓库{D}盘点，那天别安排拣货"],
        "a": ["我从{D}往前倒排，标签和零钱前一天要备好。", "记一下：他们给的截止日期是{D}。"]},
    "decision": {
        "u": ["定了，用{c}，因为{r}", "就用{c}吧，{r}", "还是继续{c}，毕竟{r}", "决定了{c}，主要是{r}",
              "跟小敏商量过了，{c}，{r}", "最后选{c}，原因就是{r}"],
        "a": ["好，那就是{c}，因为{r}，后面我按这个来。", "同意，记下了：{c}，理由是{r}。"]},
    "constraint": {
        "u": ["记住，{c}别{a}", "{c}不要{a}", "{c}绝对不能{a}，上次吃过亏", "规矩是{c}不许{a}", "小敏让我跟你说，{c}千万别{a}"],
        "m": ["{c}必须{a}，没有例外", "{c}一定要{a}", "以后{c}都得{a}"],
        "a": ["明白，{c}我不会{a}，有人让我这么做我会提醒你。", "好的，{c}要{a}，漏了我会提醒。"]},
    "question": {
        "u": ["{T}谁来定？", "{T}到底怎么算啊", "{T}还没人说清楚", "对了，{T}要不要在展会前弄好？", "{T}你有头绪吗",
              "还有个事，{T}怎么办"]},
}
ZH_ORGS = ["仓库", "窑厂", "报关行", "釉料厂", "展会主办方", "包装厂"]
ZH_JOIN = ["，", "。", "\n", "。还有，", "；另外", "。对了，"]
ZH_LEAD = ["", "", "", "对了，", "早，", "更新一下：", "顺便说下，"]
ZH_ACK_A = ["收到。", "嗯，", "行。", "了解。"]
TOOLS_ZH = [("search_orders", lambda r: {"query": r.choice(["茶壶", "磕口", "奥斯陆", "预订"]), "limit": r.choice([5, 10])},
             lambda r: f"匹配到{r.randint(0, 12)}个订单，最近的是这周的，状态：已发货，没有未结争议。"),
            ("stock_lookup", lambda r: {"sku": r.choice(["MUG-INK", "JUG-MOSS", "BWL-OAT"]), "location": "warehouse"},
             lambda r: f"库存{r.randint(0, 60)}，已预留{r.randint(0, 9)}，仓库上个月盘点过。"),
            ("track_parcel", lambda r: {"carrier": r.choice(["sf", "ems", "dhl"]), "ref": "latest"},
             lambda r: r.choice(["运输中，已到达转运中心。", "海关扣留，等待补充资料。", "已签收，放在门卫。"])),
            ("search_history", lambda r: {"query": r.choice(["快递", "釉料", "展会", "退款"]), "limit": 5},
             lambda r: f"之前有{r.randint(1, 8)}条消息提到过，最新一条说情况没变。")]



# ---- filler: templated chit-chat, drawn from a shuffled deck so repeats are rare ----
EN_PROD = ["mugs", "jugs", "bud vases", "teapots", "ramen bowls", "planters", "espresso cups", "serving platters", "butter dishes", "tumblers"]
EN_COL = ["Ink Blue", "Moss Green", "Speckled Oat", "Sage Celadon", "Tenmoku", "Salt White", "Rust Shino", "Chalk Pink", "Ash Grey"]
EN_CITY = ["Leeds", "Bristol", "Glasgow", "Dublin", "Utrecht", "Lyon", "Toronto", "Melbourne"]
EN_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
EN_FILL_UT = [
    "sold {n} {col} {prod} at the Wednesday market, dead as anything otherwise",
    "the {col} {prod} came out of the kiln looking amazing actually",
    "{n} orders overnight, mostly {col} {prod}",
    "photographing the {col} {prod} later while the light's good",
    "someone on Instagram asked if the {prod} are dishwasher safe. again",
    "customer in {city} sent a lovely photo of her {prod} on a windowsill",
    "{day}s are always quiet, no idea why",
    "Sam's dog chewed through a roll of tissue paper, so that's nice",
    "the Royal Mail van came at {n2} again",
    "Mum wants a {col} teapot for Christmas, fine",
    "the {col} {prod} are outselling the {col2} ones like {n2} to 1, weird",
    "ugh Etsy fees",
    "going to B&Q for shelving brb",
    "did the Instagram post go out?",
    "is it me or is the shop slow today",
    "honestly the Harrogate lot never reply to anything",
    "kettle's on",
    "back, sorry, the postman wanted a signature for a box of bubble wrap",
    "someone left a 1 star review because the box was 'too big'. cant win",
    "had to bin {n2} {prod} this morning, hairline cracks all over",
    "ok so I've spent the whole morning on the phone with three different people and none of them could tell me where the pallet actually is, one said Dover, one said it never left Felixstowe, and the third just read me the tracking page I'm already looking at. the {col} {prod} are on it and we've got {n} pre-orders. sorry, just venting",
    "quick one before I forget, the {col} {prod} came out a bit patchy on the rim again, not enough to bin them but they'll go in the seconds pile. third time this year with that glaze, might be the shelf position in the kiln or might be the batch, who knows",
    "right I'm off to pack, about {n} orders today which is mad for a {day}",
    "long day. {n2} returns and a shelf fell down in the studio",
    "Sam thinks we should do a {col} colourway for spring, I think it'll look like a hospital. discuss",
    "the printer is jamming on every third label, I'm going to throw it out of the window",
    "tea break. the {col} glaze test tiles are cooling, will tell you",
    "my hands are wrecked from wrapping {prod} all day",
]
EN_LONG_U = [
    "ok so I've spent the whole morning on the phone with three different people and none of them could tell me where the pallet actually is, one said Dover, one said it never left Felixstowe, and the third just read me the tracking page I'm already looking at. the {col} {prod} are on it and we've got {n} pre-orders. sorry, just venting",
    "quick one before I forget, the {col} {prod} came out a bit patchy on the rim again, not enough to bin them but they'll go in the seconds pile. third time this year with that glaze, might be the shelf position in the kiln or might be the batch, who knows",
    "the thing is we're two people and a kiln, every time something breaks it eats half a day, and Sam is already doing the photos and the packing and the market on Wednesdays, so whatever we pick has to be boring and reliable rather than clever. sorry, rant over",
    "had a customer from {city} on the phone for twenty minutes about a {col} jug that arrived with a chip on the handle, she was lovely about it but wanted to know if we'd do a replacement in the same glaze and honestly I don't know if the next firing will match, they never do exactly",
    "Sam went to the wholesaler this morning and came back with {n} boxes of the wrong size, so now we've got a tower of cardboard in the hallway and nowhere to put the {col} {prod}. anyway. productive day otherwise",
]
ZH_LONG_U = [
    "今天一上午都在打电话，三个人说法都不一样，一个说货在多佛，一个说还在费利克斯托，第三个就把我看到的物流页面又念了一遍。{col}{prod}都在这托上，还有{n}个预订。算了，发发牢骚",
    "顺便说一下，{col}的{prod}口沿又有点花，不至于扔，但只能放次品堆了。今年第三次了，可能是窑板位置，也可能是这批釉料，搞不清",
    "说实话我们就两个人一台窑，什么东西坏了就得搭进去半天，小敏又要拍照又要打包，周三还要去市集，所以选什么都得是省心稳定的，别搞太复杂。好了不吐槽了",
    "{city}有个客户打了二十分钟电话，说{col}的壶把上磕了个口，人挺客气的，就是问能不能换一个同样釉色的，可是下一窑烧出来的颜色我真不敢保证一样",
    "小敏早上去批发市场，拉回来{n}箱尺寸不对的纸箱，现在走廊里堆成山了，{col}{prod}都没地方放。唉，其他倒还顺利",
]
EN_SHORT_U = ["ok", "yep", "ta", "right", "hmm", "one sec", "fair enough", "makes sense", "lol", "cheers", "ok thanks", "go on", "yeah", "sure", "sounds good"]
EN_FILL_AT = [
    "For fragile pieces the usual rule is two inches of cushioning on every side and no movement when you shake the box; if anything rattles, it will arrive broken.",
    "That's normal for the first week after a price change — traffic usually recovers once the listings are re-indexed.",
    "I'd keep the product photos consistent: same background, same light, a hand in at least one shot so people can judge the size.",
    "For overseas orders the commercial invoice needs a plain description (\"glazed stoneware {prodsg}, handmade\"), the HS code, the value per item and the country of origin. Missing any of those is the most common reason parcels sit in customs.",
    "With chargebacks the evidence that tends to win is the tracking with a delivery scan, a photo of the packed parcel, and any messages where the customer acknowledged receipt.",
    "On the Pi side, the two things that usually bite are a full SD card and a USB drive that didn't mount after a reboot. Both are quick to check.",
    "Seasonal colours tend to sell in bursts, so a small restock of the {col} {prod} rather than a full kiln load is the lower-risk option.",
    "I've looked through the recent orders: nothing unusual apart from a couple of slow payments, which cleared on their own.",
    "For the fair, a float of small change, a card reader with a spare battery, printed price cards and a lot of bags is the minimum; people always underestimate the bags.",
    "Glaze variation between batches is expected with reactive glazes; firing a test tile from each new batch and keeping it next to the listing photo makes the comparison easy.",
    "Returns are easier to handle if the policy says who pays postage in each case — change of mind versus damage — and gives a single address.",
    "Let's finish the shipping settings first and come back to the rest.",
    "Here's how I'd structure the week: packing the backlog first, then photos of the {col} {prod}, then the newsletter, and keep one day free because something always goes wrong with couriers. Pickup day is the wrong day for anything risky on the Pi.",
    "I checked the storefront from a phone: the product pages load fine, the basket works, and the delivery estimate shows correctly for UK addresses. The EU estimate still says {n2}-{n3} days, which might be optimistic with the customs backlog.",
    "The {col} {prod} listing has had a lot of views this week but few sales, which usually means the price or the photos; the first photo is a bit dark.",
    "Hairline cracks after firing are usually cooling too fast or uneven wall thickness; if it's only one shelf, it's the kiln, if it's spread out, it's the clay.",
    "A mystery-box style listing is a decent outlet for seconds as long as the description is very honest about the flaws.",
    "If the review is only about the box size, a short polite reply explaining the padding usually does more good than harm.",
    "That sounds exhausting. The tracking page often lags a day behind what the depot actually knows, so a call tomorrow morning is more useful than another one today.",
    "I'd reply to the Instagram question with a pinned story rather than one by one; it comes up every week.",
    "A customer photo like that is worth asking permission to repost — it sells better than studio shots.",
    "Label printers usually jam because the roll is slightly too wide or the sensor is dusty; cleaning the sensor is the five-minute fix.",
    "Sounds like a good day overall.",
    "Fair enough — we can leave it as it is for now.",
    "I'll keep that in mind when we get to the newsletter.",
]
EN_OPEN_A = ["Sure.", "Right.", "Okay.", "", "", "", "Good point.", "Ha, fair."]

ZH_PROD = ["杯子", "茶壶", "花瓶", "碗", "盘子", "公道杯", "花盆", "咖啡杯"]
ZH_COL = ["墨蓝", "苔绿", "燕麦白", "青瓷", "天目", "铁锈红", "月白", "灰釉"]
ZH_CITY = ["杭州", "成都", "深圳", "伦敦", "悉尼", "多伦多"]
ZH_DAY = ["周一", "周二", "周三", "周四"]
ZH_FILL_UT = [
    "今天又卖了{n}个{col}{prod}", "{col}的{prod}出窑了，效果还挺好", "一晚上来了{n}单，大部分是{col}{prod}",
    "趁光线好下午拍一下{col}{prod}", "又有人问{prod}能不能进洗碗机", "{city}的客户发了张{prod}放在窗台上的照片，好看",
    "{day}总是没什么单，不知道为啥", "猫又把胶带咬了", "快递{n2}点才来，烦", "Etsy上那个差评我看到了，无语",
    "{col}比{col2}卖得好太多了，奇怪", "下午要去趟宜家买架子", "稍等，快递来了", "小敏说你好", "刚去邮局回来，排了半天队",
    "今天一上午都在打电话，三个人说法都不一样，一个说货在多佛，一个说还在费利克斯托，第三个就把我看到的物流页面又念了一遍。{col}{prod}都在这托上，还有{n}个预订。算了，发发牢骚",
    "顺便说一下，{col}的{prod}口沿又有点花，不至于扔，但只能放次品堆了。今年第三次了，可能是窑板位置，也可能是这批釉料，搞不清",
    "我去打包了，今天快{n}单，{day}居然这么多", "累死，{n2}个退货，工作室的架子还塌了一层",
    "小敏想春天出个{col}色系，我觉得像医院，你说呢", "标签机每三张就卡一次，想扔了", "手都包{prod}包麻了",
    "早上把{n2}个{prod}扔了，全是细裂纹",
]

ZH_SHORT_U = ["好", "嗯嗯", "行", "哦", "收到", "等一下", "有道理", "哈哈", "好的谢谢", "可以", "你说", "OK"]
ZH_FILL_AT = [
    "易碎品一般每面至少留五厘米缓冲，摇一摇没有响动才算包好；能听到里面晃，到了基本就碎了。",
    "调价以后第一周流量下降是正常的，商品重新收录以后一般会回来。",
    "产品图最好统一：同样的背景、同样的光，至少有一张带手的，方便买家判断大小。",
    "海外件的商业发票要写清楚品名（比如“手工施釉{prod}”）、HS编码、单价和原产地，少一项就容易卡在海关。",
    "拒付申诉里最管用的是：带签收记录的物流、打包照片、以及客户确认收到的聊天记录。",
    "树莓派那边最常见的两个问题是SD卡满了，以及重启后U盘没挂载上，都很好查。",
    "我看了最近的订单，除了两笔付款慢一点，后来也到账了，没别的异常。",
    "展会的话，零钱、带备用电池的刷卡机、打印好的价签和足够的袋子是最基本的，袋子大家总是带少。",
    "窑变釉不同批次有差异很正常，通常的做法是每批先烧一块试片，放在商品图旁边对比。",
    "这个先放一放，我们把运费设置弄完再回来。",
    "这周可以这么排：先处理积压的包裹，再拍{col}{prod}的照片，然后写会员通讯，留一天空着，因为快递那边总会出点状况；揽收那天树莓派上别做有风险的操作。",
    "我用手机看了一下店铺：商品页打开正常，购物车没问题，国内地址的送达时间显示也对。欧洲那边还写着{n2}到{n3}天，现在清关这么慢，可能有点乐观。",
    "{col}{prod}这周浏览量不少但成交少，一般是价格或者首图的问题，首图有点暗。",
    "出窑后的细裂纹一般是降温太快或者壁厚不均；只在一层板上就是窑的问题，到处都有就是泥的问题。",
    "次品做成盲盒是个不错的出路，只要描述里把瑕疵说清楚。",
    "差评如果只是说盒子太大，礼貌地回复一下解释缓冲的作用，一般利大于弊。",
    "辛苦了。物流页面通常比网点实际掌握的信息晚一天，明天上午打电话比今天再打一次有用。",
    "客户的实拍图可以问问能不能转发，比棚拍的图好卖。",
    "标签机卡纸一般是纸卷偏宽或者传感器有灰，擦一下传感器五分钟就好。",
    "听起来今天还不错。", "行，那先保持现状。", "好，写会员通讯的时候我会考虑进去。",
]
ZH_OPEN_A = ["好的。", "嗯，", "", "", "", "明白。", "是的，"]


class Deck:
    def __init__(self, rng, items):
        self.rng, self.items, self.left = rng, list(items), []

    def draw(self):
        if not self.left:
            self.left = self.items[:]; self.rng.shuffle(self.left)
        return self.left.pop()


def fill(rng, tmpl, zh):
    prod, col, city, day = (ZH_PROD, ZH_COL, ZH_CITY, ZH_DAY) if zh else (EN_PROD, EN_COL, EN_CITY, EN_DAY)
    c1, c2 = rng.sample(col, 2)
    p = rng.choice(prod)
    n2 = rng.randint(2, 6)
    return tmpl.format(n=rng.randint(12, 60), n2=n2, n3=n2 + rng.randint(2, 4), prod=p, prodsg={"dishes": "dish", "glasses": "glass"}.get(p.split()[-1], p.split()[-1].rstrip("s")) if " " not in p else " ".join(p.split()[:-1] + [{"dishes": "dish"}.get(p.split()[-1], p.split()[-1].rstrip("s"))]),
                       col=c1, col2=c2, city=rng.choice(city), day=rng.choice(day))


class Pools:
    def __init__(self, zh):
        self.zh = zh

    def uniq(self, rng, pool, used):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool)
        used.add(x)
        return x


def value(rng, kind, zh, used):
    """a fresh needle value for the atomic kinds"""
    for _ in range(200):
        if kind == "command":
            v = rng.choice(EN_CMDS).format(mmdd=f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}", svc=rng.choice(EN_SVCS),
                                           n=rng.randint(2, 9), nn=rng.randint(11, 300), plugin=rng.choice(EN_PLUGINS))
        elif kind == "id":
            v = rng.choice(EN_ID_FORMS if not zh else EN_ID_FORMS + ["SF{n12}", "SF{n12}"]).format(
                n3=rng.randint(100, 999), n4=rng.randint(1000, 9999), n5=rng.randint(10000, 99999), n6=rng.randint(100000, 999999),
                n12=rng.randint(10**11, 10**12 - 1))
        elif kind == "port":
            v = str(rng.choice([rng.randint(3000, 9999), rng.randint(10000, 49999)]))
        elif kind == "version":
            v = f"{rng.randint(1, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 19)}"
        elif kind == "money":
            if zh:
                v = rng.choice([f"{rng.randint(2, 9)}万元", f"¥{rng.randint(3, 99) * 100}", f"{rng.randint(3, 99) * 100}元",
                                f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万", f"{rng.randint(12, 98) * 50}块"])
            else:
                v = rng.choice([f"£{rng.randint(1, 9)},{rng.randint(0, 999):03d}", f"£{rng.randint(20, 980)}.{rng.choice([50, 20, 75, 99, 40])}",
                                f"€{rng.randint(30, 990)}", f"${rng.randint(1, 4)},{rng.randint(100, 999)}", f"{rng.randint(2, 9)},{rng.randint(100, 999)} USD",
                                f"£{rng.randint(21, 999)}"])
        elif kind == "date":
            d, m = rng.randint(1, 28), rng.randint(0, 11)
            if zh:
                v = rng.choice([f"{m + 1}月{d}日", f"{m + 1}月{d}号", f"{m + 1}月{d}日", f"2027年{m + 1}月{d}日"])
            else:
                suf = "th" if d in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
                v = rng.choice([f"{d} {EN_MONTHS[m]}", f"{EN_MONTHS[m]} {d}{suf}", f"{d} {EN_MON[m]}", f"2027-{m + 1:02d}-{d:02d}",
                                f"{d}{suf} of {EN_MONTHS[m]}"])
        if v not in used and not any(v in u or u in v for u in used):
            used.add(v)
            return v
    raise RuntimeError("pool exhausted")


def make_fact(rng, kind, zh, used, who):
    """-> (sentence, needles). who is 'u' or 'a'"""
    F = ZH_F if zh else EN_F
    fr = F[kind]
    frames = fr.get(who) or fr["u"]
    if kind in ("command", "id", "port", "version", "money", "date"):
        v = value(rng, kind, zh, used)
        key = {"command": "C", "id": "I", "port": "P", "version": "V", "money": "M", "date": "D"}[kind]
        return rng.choice(frames).format(**{key: v}), [v]
    if kind == "name":
        n = Pools(zh).uniq(rng, ZH_NAMES if zh else EN_NAMES, used)
        t = rng.choice(frames).format(N=n, gorg=rng.choice(['釉料厂', '窑厂'] if zh else ['Foshan Glaze Supply', 'Blue Hare Kilns', 'Kiln & Co in Jingdezhen']), org=rng.choice(ZH_ORGS if zh else EN_ORGS), role=rng.choice(ZH_ROLES if zh else EN_ROLES))
        return t, [n]
    if kind == "decision":
        c, rs = pick_pair(rng, ZH_DEC if zh else EN_DEC, used)
        r = rng.choice(rs); used.add(r)
        return rng.choice(frames).format(c=c, r=r), [c, r]
    if kind == "constraint":
        must = rng.random() < 0.35 and who == "u" or (who == "a" and rng.random() < 0.4)
        if must:
            a, cs = pick_pair(rng, ZH_CON_MUST if zh else EN_CON_MUST, used)
            frames = fr["m"] if who == "u" else [fr["a"][1]]
        else:
            a, cs = pick_pair(rng, ZH_CON_NO if zh else EN_CON_NO, used)
            frames = fr["u"] if who == "u" else [fr["a"][0]]
        c = rng.choice(cs); used.add(c)
        t = rng.choice(frames)
        t = t.format(a=a, c=c, C0=c[0].upper() + c[1:])
        needles = [a, c if c in t else c[0].upper() + c[1:]]
        return t, needles
    th = Pools(zh).uniq(rng, ZH_TOPICS if zh else EN_TOPICS, used)
    return rng.choice(frames).format(T=th), [th]


def pick_pair(rng, pool, used):
    c = [p for p in pool if p[0] not in used]
    p = rng.choice(c or pool)
    used.add(p[0])
    return p


def typo(rng, s):
    """one small typo in a filler string (never used on fact text)"""
    words = s.split(" ")
    cand = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha() and w.islower()]
    if not cand:
        return s
    i = rng.choice(cand); w = words[i]; j = rng.randint(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(f"heldout-m/{seed}/{attempt}")
    M = rng.randint(130, 280)
    # roles: alternate, sometimes the user sends two in a row
    roles = []
    while len(roles) < M:
        roles.append("user")
        if len(roles) < M and rng.random() < 0.1:
            roles.append("user")
        if len(roles) < M:
            roles.append("assistant")
    uidx = [i for i, r in enumerate(roles) if r == "user"]
    aidx = [i for i, r in enumerate(roles) if r == "assistant"]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    N = len(plan)
    slots = {}  # message index -> list of kinds (with who)
    for j, kind in enumerate(plan):
        who = "a" if (kind != "question" and rng.random() < 0.22) else "u"
        pool = aidx if who == "a" else uidx
        cap = 1 if who == "a" else 3
        pos = int((j + rng.random()) / N * len(pool))
        pos = min(pos, len(pool) - 1)
        for d in range(len(pool)):
            for p in (pos + d, pos - d):
                if 0 <= p < len(pool) and len(slots.get(pool[p], [])) < cap:
                    pos = p; break
            else:
                continue
            break
        slots.setdefault(pool[pos], []).append(kind)
    used = set()
    zh_ = zh
    du = Deck(rng, ZH_FILL_UT if zh else EN_FILL_UT)
    ds = Deck(rng, ZH_SHORT_U if zh else EN_SHORT_U)
    da = Deck(rng, ZH_FILL_AT if zh else EN_FILL_AT)
    dl = Deck(rng, ZH_LONG_U if zh else EN_LONG_U)
    OPEN = ZH_OPEN_A if zh else EN_OPEN_A
    JOIN, LEAD, ACK = (ZH_JOIN, ZH_LEAD, ZH_ACK_A) if zh else (EN_JOIN, EN_LEAD, EN_ACK_A)
    sep = "" if zh else " "
    tools = TOOLS_ZH if zh else TOOLS_EN

    def longu():
        t = fill(rng, dl.draw(), zh_)
        return t + "。" + fill(rng, dl.draw(), zh_) if zh_ and rng.random() < 0.6 else t

    def chit():
        t = fill(rng, du.draw(), zh_)
        return typo(rng, t) if not zh_ and rng.random() < 0.3 else t

    texts, facts = [], []  # texts: (role, text) / (call|result, name, text); facts: (kind, needles, text index)
    for i, role in enumerate(roles):
        kinds = slots.get(i, [])
        if role == "user":
            parts = []
            for k in kinds:
                t, nd = make_fact(rng, k, zh, used, "u")
                facts.append((k, nd, len(texts))); parts.append(t)
            if parts:
                text = rng.choice(LEAD) + parts[0]
                for p in parts[1:]:
                    text += rng.choice(JOIN) + p
                r = rng.random()
                if len(parts) >= 2 and r < 0.3:
                    text = text + ("。" if zh else rng.choice([". ", "\n"])) + longu()
                elif r < 0.2:
                    text = text + ("。" if zh else rng.choice([". ", "\n", "... "])) + chit()
                elif r < 0.32:
                    text = chit() + ("\n" if rng.random() < 0.5 else ("，" if zh else ". ")) + text
            else:
                r = rng.random()
                text = ds.draw() if r < 0.42 else (longu() if r < 0.5 else chit())
            texts.append(("user", text))
        else:
            # tool calls before some assistant answers
            if rng.random() < 0.14:
                name, args, res = rng.choice(tools)
                texts.append(("call", name, json.dumps(args(rng), ensure_ascii=False)))
                texts.append(("result", name, res(rng)))
            nb = rng.choice([1, 1, 1, 2, 2, 3, 4, 5]) + (1 if zh else 0)
            body = []
            for _ in range(nb):
                x = fill(rng, da.draw(), zh)
                if x not in body:
                    body.append(x)
            if kinds:
                t, nd = make_fact(rng, kinds[0], zh, used, "a")
                facts.append((kinds[0], nd, len(texts)))
                if rng.random() < 0.5:
                    lead = "" if re.match(r"(Understood|Agreed|Got it|明白|好|同意)", t) else rng.choice(ACK) + sep
                    text = lead + t + sep + sep.join(body[:2])
                else:
                    text = sep.join(body[:3]) + ("\n\n" if rng.random() < 0.5 else sep) + t
            else:
                o = rng.choice(OPEN)
                text = (o + sep if o else "") + ("\n\n" if nb >= 3 and not zh else sep).join(body)
            texts.append(("assistant", text.strip()))
    assert len(facts) == N, (len(facts), N)
    return texts, facts


def check(texts, facts):
    """every needle occurs exactly once in its own message and nowhere else"""
    bodies = [t[-1] for t in texts]
    problems = []
    for kind, needles, ti in facts:
        for nd in needles:
            if bodies[ti].count(nd) != 1:
                problems.append(f"{kind} {nd!r} occurs {bodies[ti].count(nd)}x in its message")
            for j, b in enumerate(bodies):
                if j != ti and nd in b:
                    problems.append(f"{kind} {nd!r} also in row {j}: {b[:60]!r}")
    return problems


def build(seed, zh, per_kind):
    for attempt in range(50):
        texts, facts = conversation(seed, zh, per_kind, attempt)
        if not check(texts, facts):
            return texts, facts
    sys.exit(f"seed {seed}: could not build a clean conversation: {check(texts, facts)[:5]}")


def rows_of(texts):
    rows = []
    for i, t in enumerate(texts):
        at = f"2026-11-{10 + i // 600:02d}T{(i // 25) % 24:02d}:{(i * 2) % 60:02d}:00.000Z"
        rid = f"msg_m{i + 1:05d}"
        if t[0] == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_m{i}", "name": t[1], "arguments": t[2]}, "meta": {}})
        elif t[0] == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_m{i - 1}", "name": t[1], "status": "completed", "output": t[2]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": t[0], "content": t[1]}, "meta": {"uiRole": t[0]}})
    return rows


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
        texts, facts = build(seed, zh, per_kind)
        rows = rows_of(texts)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        baseline = run(okbot, root, ["context", "show", "-a", "Writer"])
        for kind, needles, _ in facts:
            for nd in needles:
                if nd in baseline:
                    print(f"  warning: {kind} needle {nd!r} is already in the empty context", file=sys.stderr)
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message":
                inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for d in os.listdir(root):
            p = os.path.join(root, d, "session-summary.json")
            if os.path.exists(p):
                maxc = max(maxc, len(json.load(open(p))["summary"]))
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok:
                missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing:
            print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS:
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
