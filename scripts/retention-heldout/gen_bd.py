#!/usr/bin/env python3
"""Held-out retention set "bd": an online furniture shop's operations person and their assistant.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt on every run)
    seeds    default 1 2 3 4 5; the LAST seed's conversation is entirely in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: an operations person at a small online furniture brand, British, dry and sarcastic:
customer complaints and order numbers, carriers and tracking ids, returns and refunds in pounds
and euros, the shop platform's app versions, a warehouse API on a port, colleagues and a boss by
name, rules for refunds and carriers, questions to suppliers nobody answers. Pastes carrier
emails, order exports and error messages. The Chinese conversation follows the same theme
(一家小型网上家具店的运营).

Each conversation seeds ten fact kinds (name, command, id, port, version, money, date, decision,
constraint, question), PER_KIND of each. Every fact carries one or more needles, exact substrings
that occur in exactly one row of the conversation; the rows go to `okbot session append` in
batches of 25 messages, each batch followed by `okbot compress --now`, and at the end a fact
counts as kept only when each of its needles is found verbatim in `okbot context show`.
"""
import json
import os
import random
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
BATCH = 25


# ----------------------------------------------------------------------------- value pools

EN_FIRST = ["Gareth", "Siobhan", "Priya", "Tomasz", "Niamh", "Oluwaseun", "Fergus", "Harriet", "Imogen",
            "Rhys", "Bartholomew", "Marguerite", "Declan", "Saoirse", "Anjali", "Lachlan", "Ottilie",
            "Mehmet", "Wojciech", "Cressida", "Ffion", "Ravinder", "Torsten", "Agnieszka", "Eilidh"]
EN_LAST = ["Pemberton", "Okonkwo", "Haversham", "Kowalczyk", "McTavish", "Threlfall", "Brannigan",
           "Ashworth", "Vasquez-Lowe", "Rutherford", "Dimitriou", "Oyelaran", "Fairclough", "Lindqvist",
           "Pennington", "Szymanski", "Carrow", "Ellingham", "Mbeki", "Quennell"]
EN_ROLES = ["my boss", "our warehouse lead", "the account manager at DPD", "the new CS hire",
            "our freelance accountant", "the sales rep at the Lithuanian factory", "our Shopify developer",
            "the co-founder who does the Instagram", "the courier depot supervisor in Tamworth",
            "the upholstery supplier's export manager", "the agency doing our ads", "the returns packer",
            "the landlord of the unit", "the photographer for the new range", "our contact at Klarna"]

ZH_SURN = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗", "梁"]
ZH_GIVEN = ["建国", "晓梅", "志强", "丽娟", "海峰", "婷婷", "明轩", "雨欣", "国栋", "静怡", "浩然", "秀英",
            "子涵", "伟东", "佳琪", "春生", "思远", "慧敏", "一鸣", "晨曦"]
ZH_ROLES = ["我们老板", "仓库主管", "顺丰的对接人", "新来的客服", "代账会计", "佛山工厂的业务员",
            "帮我们做店铺插件的外包", "管小红书的合伙人", "德邦网点的站长", "面料供应商的外贸经理",
            "投流的代理公司", "打包退货的小哥", "仓库的房东", "拍新品的摄影师", "支付宝的客户经理"]

EN_COMMANDS = [
    "php bin/console shop:reindex --store=uk", "./sync_stock.sh --dry-run --warehouse=tamworth",
    "docker compose restart carrier-bridge", "tail -f /var/log/warehouse/api.log",
    "systemctl restart label-printer", "grep -c RETURNED orders_export.csv",
    "sudo certbot renew --cert-name shop.oakandwhistle.co.uk", "npm run build:theme",
    "crontab -l | grep stock_sync", "kubectl rollout restart deploy/warehouse-api",
    "rsync -avz exports/ backup@nas:/orders/", "python3 refunds.py --reconcile --month=nov",
    "shopify theme push --unpublished", "psql -c 'select count(*) from returns'",
    "wp wc tool run clear_transients", "git pull && composer install --no-dev",
    "redis-cli FLUSHDB", "./bin/labels reprint --carrier=dpd", "journalctl -u stock-sync --since today",
    "python3 manage.py clearsessions", "aws s3 sync ./photos s3://oaw-product-images",
    "make deploy ENV=staging", "ssh ops@warehouse-gw 'sudo reboot'", "curl -I https://shop.oakandwhistle.co.uk",
]
ZH_COMMANDS = [
    "php bin/console shop:reindex --store=cn", "./sync_stock.sh --dry-run --warehouse=foshan",
    "docker compose restart express-bridge", "tail -f /var/log/cangku/api.log",
    "systemctl restart label-printer", "grep -c 退货 orders_export.csv",
    "sudo certbot renew --cert-name shop.muyujia.cn", "npm run build:theme",
    "crontab -l | grep kucun_sync", "kubectl rollout restart deploy/cangku-api",
    "rsync -avz exports/ backup@nas:/dingdan/", "python3 tuikuan.py --duizhang --month=11",
    "pm2 restart youzan-hook", "mysql -e 'select count(*) from refunds'",
    "redis-cli FLUSHDB", "./bin/miandan reprint --carrier=sf", "journalctl -u kucun-sync --since today",
    "python3 manage.py clearsessions", "ossutil cp -r ./photos oss://muyujia-img/",
    "make deploy ENV=staging", "ssh ops@cangku-gw 'sudo reboot'", "curl -I https://shop.muyujia.cn",
]

EN_DECISIONS = [
    ("move sofas over to Panther", "DPD keep snapping the feet off"),
    ("stop offering free returns on clearance", "people were returning sofas they'd sat on for a month"),
    ("drop the velvet footstool", "it's been a loss-maker since June"),
    ("pay the rush fee to the factory", "Black Friday stock won't land otherwise"),
    ("close the Dutch storefront", "the VAT paperwork costs more than it makes"),
    ("switch the helpdesk to Gorgias", "Zendesk pricing went up again"),
    ("hire a temp packer for December", "Callum can't do 80 parcels a day alone"),
    ("keep Evri for cushions only", "they're cheap and cushions don't break"),
    ("refund the Harrogate woman in full", "the review would cost us more than the table"),
    ("skip the Ideal Home show", "last year we got two leads and a cold"),
    ("put the oak dining set on pre-order", "the container's stuck in Felixstowe"),
    ("upgrade the warehouse scanner firmware", "the old one double-counts pallets"),
    ("ditch the loyalty points scheme", "nobody has redeemed a single point"),
    ("print returns labels ourselves", "the carrier portal times out every afternoon"),
]
ZH_DECISIONS = [
    ("沙发改走德邦", "顺丰老是把沙发脚压断"),
    ("清仓款不再包退运费", "有人坐了一个月才退"),
    ("下架那款丝绒脚凳", "从六月起一直在亏钱"),
    ("给工厂付加急费", "不加急双十二的货赶不上"),
    ("关掉抖音小店", "投流的钱比赚的还多"),
    ("客服系统换成网易七鱼", "原来那家又涨价了"),
    ("十二月招一个临时打包工", "小刘一个人一天打不了八十单"),
    ("抱枕继续发中通", "便宜而且抱枕摔不坏"),
    ("给杭州那位顾客全额退款", "差评的损失比一张桌子还大"),
    ("不去参加广州家具展", "去年只拿到两个线索还感冒了"),
    ("橡木餐桌改成预售", "集装箱还卡在宁波港"),
    ("升级仓库扫码枪固件", "旧版本会重复计数"),
    ("取消会员积分", "一个人都没兑换过"),
    ("自己打印退货面单", "快递后台每天下午都卡死"),
]

EN_CONSTRAINTS = [
    "never refund before the return is scanned in", "no Evri for anything over 25kg",
    "don't ring customers before 10am", "only offer discounts over email, never on the phone",
    "never promise a delivery date before the container clears", "always photograph damage before it leaves the dock",
    "no refunds over £500 without Gareth signing off", "don't book collections on Fridays",
    "never reply to Trustpilot reviews after a glass of wine", "only use two-man delivery for anything over 40kg",
    "don't restock returned mattresses, ever", "never give out the warehouse address to customers",
    "only issue store credit once the 14-day window has passed", "no courier changes during peak weeks",
]
ZH_CONSTRAINTS = [
    "退货没扫描入库之前绝不退款", "超过25公斤的不要发中通", "早上十点之前不要给顾客打电话",
    "优惠只在聊天里给，不要在电话里答应", "集装箱没清关之前不要承诺发货日期", "破损件出库前一定要拍照",
    "500元以上的退款必须老板签字", "周五不要约上门取件", "喝了酒之后不要回复差评",
    "40公斤以上的一律走送装一体", "退回来的床垫绝对不能二次销售", "不要把仓库地址告诉顾客",
    "过了七天无理由才给店铺余额", "大促期间不要换快递公司",
]

EN_QUESTIONS = [
    "lead time on the walnut sideboards", "whether the fabric passes the crib 5 test",
    "why our pallet was weighed twice", "who pays for the failed second delivery",
    "whether the Kaunas factory can do smaller MOQs", "when the new glaze samples ship",
    "if the rattan chairs are FSC certified", "what happened to the missing 40 table legs",
    "whether the price list includes the fuel surcharge", "if they can drop-ship to Ireland",
    "why the invoice shows Incoterms DDP", "whether the sofa frames are kiln-dried",
    "who signed for the Leeds pallet", "if the spare cushion covers are still made",
]
ZH_QUESTIONS = [
    "胡桃木边柜的交期", "面料能不能过阻燃测试", "为什么我们的托盘被称了两次",
    "二次派送失败的费用谁出", "工厂能不能降低起订量", "新釉色样品什么时候寄出",
    "藤椅有没有FSC认证", "少的那40条桌腿去哪了", "报价单含不含燃油附加费",
    "能不能直接发到香港", "发票上为什么写的是DDP", "沙发框架有没有做烘干处理",
    "成都那票托盘是谁签收的", "备用的靠垫套还生不生产",
]


def pick_unique(rng, gen, n, taken):
    out = []
    guard = 0
    while len(out) < n:
        guard += 1
        if guard > 10000:
            raise RuntimeError("value pool exhausted")
        v = gen()
        if v in taken:
            continue
        taken.add(v)
        out.append(v)
    return out


def gen_values(rng, kind, n, zh):
    taken = set()
    if kind == "name":
        def g():
            if zh:
                s = rng.choice(ZH_SURN)
                return (s + rng.choice(ZH_GIVEN)) if rng.random() < 0.75 else ("老" + s if rng.random() < 0.5 else "小" + s)
            f = rng.choice(EN_FIRST)
            return f if rng.random() < 0.25 else f + " " + rng.choice(EN_LAST)
        firsts = set()
        out = []
        while len(out) < n:
            v = g()
            key = v.split(" ")[0] if not zh else v[-2:]
            if key in firsts:
                continue
            firsts.add(key)
            out.append(v)
        roles = rng.sample(ZH_ROLES if zh else EN_ROLES, n) if n <= len(EN_ROLES) else [rng.choice(ZH_ROLES if zh else EN_ROLES) for _ in range(n)]
        return [{"v": v, "role": r} for v, r in zip(out, roles)]
    if kind == "command":
        pool = ZH_COMMANDS if zh else EN_COMMANDS
        return [{"v": c} for c in rng.sample(pool, min(n, len(pool)))] + [{"v": "./bin/ops task%d --yes" % i} for i in range(n - len(pool))]
    if kind == "id":
        def g():
            f = rng.randrange(6)
            L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            if f == 0:
                return ("SF" if zh else "OW") + str(rng.randint(40000, 99999))
            if f == 1:
                return "RMA-%04d%s" % (rng.randint(1000, 9999), rng.choice(L))
            if f == 2:
                return "INV-2026-%04d" % rng.randint(1000, 9999)
            if f == 3:
                return "ZD-%d" % rng.randint(30000, 89999)
            if f == 4:
                return "BK-%s%s%04d" % (rng.choice(L), rng.choice(L), rng.randint(1000, 9999))
            return ("TK" if zh else "CASE-") + "%06d" % rng.randint(100000, 999999)
        return [{"v": v} for v in pick_unique(rng, g, n, taken)]
    if kind == "port":
        return [{"v": str(v)} for v in pick_unique(rng, lambda: rng.choice([rng.randint(3100, 9899), rng.randint(10100, 49000)]), n, taken)]
    if kind == "version":
        def g():
            a, b, c = rng.randint(1, 14), rng.randint(0, 19), rng.randint(0, 12)
            f = rng.randrange(4)
            if f == 0:
                return "v%d.%d.%d" % (a, b, c)
            if f == 1:
                return "%d.%d.%d" % (a, b, c)
            if f == 2:
                return "%d.%d.%d-rc%d" % (a, b, c, rng.randint(1, 4))
            return "v%d.%d.%d-beta" % (a, b, c)
        return [{"v": v} for v in pick_unique(rng, g, n, taken)]
    if kind == "money":
        def g():
            if zh:
                f = rng.randrange(3)
                if f == 0:
                    return "%d元" % rng.randint(120, 9800)
                if f == 1:
                    return "¥%d" % rng.randint(150, 12000)
                return "%d.%d元" % (rng.randint(20, 900), rng.randint(1, 9))
            f = rng.randrange(4)
            cur = rng.choice(["£", "£", "€"])
            if f == 0:
                return "%s%d" % (cur, rng.randint(45, 999))
            if f == 1:
                return "%s%d.%02d" % (cur, rng.randint(20, 480), rng.randint(1, 99))
            if f == 2:
                return "%s%d,%03d" % (cur, rng.randint(1, 9), rng.randint(0, 999))
            return "%d euros" % rng.randint(60, 900)
        return [{"v": v} for v in pick_unique(rng, g, n, taken)]
    if kind == "date":
        days = rng.sample(range(10, 29), min(n, 19))
        while len(days) < n:
            days.append(days[len(days) % 19])
        out = []
        for d in days:
            mon = rng.choice([12, 12, 1])
            if zh:
                f = rng.randrange(3)
                out.append("%d月%d日" % (mon, d) if f != 2 else "%d号" % d)
            else:
                mname = "December" if mon == 12 else "January"
                sfx = "th" if d not in (21, 22, 23) else {21: "st", 22: "nd", 23: "rd"}[d]
                f = rng.randrange(4)
                out.append(["%d %s" % (d, mname), "%s %d%s" % (mname, d, sfx), "%02d/%02d" % (d, mon),
                            "the %d%s of %s" % (d, sfx, mname)][f])
        return [{"v": v} for v in out]
    if kind == "decision":
        pool = ZH_DECISIONS if zh else EN_DECISIONS
        return [{"v": c, "why": w} for c, w in rng.sample(pool, min(n, len(pool)))]
    if kind == "constraint":
        pool = ZH_CONSTRAINTS if zh else EN_CONSTRAINTS
        return [{"v": c} for c in rng.sample(pool, min(n, len(pool)))]
    if kind == "question":
        pool = ZH_QUESTIONS if zh else EN_QUESTIONS
        return [{"v": c} for c in rng.sample(pool, min(n, len(pool)))]
    raise ValueError(kind)


# ----------------------------------------------------------------------------- fact templates
# {v} is the needle value; other fields as provided by gen_values. "u" = user, "a" = assistant.

EN_T = {
    "name": {"u": [
        "Oh, {v} rang. That's {role}, for context. Wanted to 'touch base'. I hate touching base.",
        "If {v} emails while I'm off — that's {role} — just flag it, don't promise anything.",
        "Quick one for context: {v} is {role}, so if a message from {v} turns up in the shared inbox, that's why.",
        "right so {v} — {role} — has just emailed asking for the November numbers. joy.",
        "Can you remember that {v} is {role}? I keep mixing people up and it's getting embarrassing.",
        "I've been told to cc {v} on everything now. For the record that's {role}. Apparently I'm too 'independent'.",
        "Met {v} today, {role}. Seems nice, talks a lot about pallets. Will probably be chasing them by January.",
        "fyi {v} is {role} and the only person there who actually answers the phone",
        "Note to self via you: {role} is {v}. Do not call them Dave again, it's not Dave.",
    ], "a": [
    ]},
    "command": {"u": [
        "Pasting this so it exists somewhere other than my notebook: {v}",
        "the runbook, such as it is, says `{v}` after every deploy. so that's what I do",
        "For next time, the thing that fixed it was `{v}` — ran it twice because I don't trust anything first go.",
        "ok I ran {v} and it actually worked. Writing it down here before I forget, which I will.",
        "Callum says the magic incantation is `{v}`. No idea what it does. It made the red thing go green.",
        "Before I leave tonight I need to run `{v}` or tomorrow's pick list will be garbage again",
        "The dev left us one instruction before vanishing: `{v}`. That's the entire handover.",
        "Tried `{v}` on the box in the warehouse, it complained a bit and then got on with it.",
    ], "a": [
        "The cleanest fix here is to run `{v}` from the ops box — it's safe to repeat and it won't touch live orders.",
        "I'd start with `{v}`; if that output looks sane, the rest is just waiting for the cache to catch up.",
    ]},
    "id": {"u": [
        "Got a chargeback notice for {v}. The customer received the sofa. We have a photo of them sitting on it.",
        "Supplier finally sent an invoice, {v}, for goods we haven't received. Bold.",
        "Another complaint, order {v}. The wardrobe arrived with one door. One. It's a two-door wardrobe.",
        "Can you keep hold of {v}? That's the case the carrier opened about the crushed bed frame.",
        "Finance want to know about {v}, which is apparently an invoice we never paid. We did pay it. I think.",
        "the collection booking is {v} if anyone asks, which they will, at 4:55 on a Friday",
        "Customer from Bristol, ref {v}, says the sideboard smells 'of a stranger's house'. I don't know what to do with that.",
        "Helpdesk ticket {v} is the one where the bloke sent us 14 photos of a scratch you can't see.",
    ], "a": [
        "I've logged it against {v} so the complaint, the photos and the refund all hang off one reference.",
    ]},
    "port": {"u": [
        "Firewall rule for the warehouse bridge is inbound TCP {v}, source the office IP only. Written down now.",
        "The warehouse API moved, it now listens on port {v} rather than whatever it was before. Nobody told me, obviously.",
        "Getting this every five minutes:\n\n    ERROR stock-sync: connect ECONNREFUSED 10.0.4.12:{v}\n    retrying in 300s\n\nany idea?",
        "IT bloke says open {v} on the firewall for the label printer bridge. He said it like I'd know what that means.",
        "so the webhook receiver is on {v} now, I had to change it because something else grabbed the old one",
        "Dev says the staging copy of the warehouse API runs on port {v}. Keep that away from live, please.",
        "Config file says `listen_port = {v}` and honestly that's the only line in it I understand",
    ], "a": [
        "Use port {v} for it — nothing else on that box is using it, and it's well clear of the ranges the warehouse API and the printer bridge grab.",
    ]},
    "version": {"u": [
        "Theme's on {v} now. The dev swears nothing visible changed. Three things visibly changed.",
        "The shop platform pushed the returns app to {v} overnight and now the refund button's moved. Brilliant.",
        "We're on {v} of the carrier plugin, if that matters. It probably does, everything does.",
        "Support asked what version, it's {v}. They replied 'please update'. To what, lads.",
        "The supplier T&Cs are now version {v}, they slipped in a new clause about storage charges. Cheeky.",
        "Rolled the label printer driver back to {v} because the new one prints everything in Cyrillic",
        "Stock-sync says {v} in the footer, which I assume is older than it should be",
    ], "a": [
        "Pin the plugin at {v} for now; the newer builds are the ones people are reporting the duplicate-label bug on.",
    ]},
    "money": {"u": [
        "Total for the Black Friday ads came to {v}. We sold four tables. Do the maths, actually don't.",
        "Refunded the Cardiff customer {v} in the end. Partial, for the scuffed leg. She seemed happy-ish.",
        "DPD want {v} for the failed deliveries last month. I'd like to see them try.",
        "The factory's quote came back at {v} for the sample run, which is frankly optimistic of them.",
        "Storage invoice is {v} this month. For a unit that leaks. Lovely.",
        "So the chargeback was {v} and we lost it, because Klarna, because of course.",
        "Customer wants {v} back for a delivery that was 'late' by one day. Thoughts, before I say no.",
    ], "a": [
        "Netting the two credits against the surcharge, you're owed {v} from the carrier — worth putting that in writing.",
    ]},
    "date": {"u": [
        "Inventory count is booked in for {v}. Bring gloves, the unit's freezing.",
        "The container's now due {v}. It was due last week. It'll be due forever at this rate.",
        "Deadline for the returns audit is {v}, and no, nobody has started it",
        "Boss wants the Christmas shipping cut-off on the site as {v}. Seems early but fine.",
        "Last collection from the warehouse before the break is {v} — after that it's all on hold.",
        "Supplier claims the samples will be here by {v}. I've put it in the calendar with a question mark.",
        "The VAT return has to be in by {v}, our accountant reminded me in that tone she has.",
    ], "a": [
        "Working back from the carrier cut-offs, the last safe day to dispatch two-man orders is {v}.",
    ]},
    "decision": {"u": [
        "We'll {v}. Not thrilled, but {why}.",
        "Right, decision made: we {v}, because {why}. Not reopening this.",
        "I've decided to {v}. Reason, if anyone asks: {why}.",
        "ok so after a lot of swearing we're going to {v} — {why}, simple as that",
        "Going to {v}. I know, I know. But {why}, and I can't keep explaining that to customers.",
        "Boss agreed we {v} since {why}. Minuted, sort of, on a post-it.",
        "Final answer: {v}. {why}, and I've run out of patience.",
    ]},
    "constraint": {"u": [
        "Reminder to self and to you: {v}. Even when it's quicker not to.",
        "New rule from upstairs: {v}. Please remind me if I'm about to break it.",
        "Standing rule, write it on the wall: {v}.",
        "Just so it's said: {v}. We learned that one the expensive way.",
        "Policy as of today — {v}. I didn't write it but I agree with it, grudgingly.",
        "whatever else happens, {v}. that's non-negotiable",
        "Can you hold me to this: {v}? Past me has form.",
    ]},
    "question": {"u": [
        "Rang the factory again about {v}. Voicemail. In Lithuanian, I assume it said 'no'.",
        "Asked the supplier about {v} three weeks ago. Silence. Do you think they know?",
        "Still no answer on {v}. I've emailed twice and rung once. Does anyone even work there?",
        "Does anyone actually know {v}? Because I've asked everyone and got nothing.",
        "I keep wondering about {v} — who would even know that?",
        "Question for the void, since the factory won't answer: {v}?",
        "Random but important: what's the story with {v}? No one's told me.",
    ]},
}

ZH_T = {
    "name": {"u": [
        "{v}刚打电话来了，就是{role}，说要'对齐一下'，我最烦对齐。",
        "我休假的时候要是{v}（{role}）发邮件，标记一下就行，什么都别答应。",
        "先记一下：{v}是{role}，以后邮箱里看到{v}的消息就是这个人。",
        "刚刚{v}（{role}）又来要十一月的数据了，服了",
        "帮我记住{v}是{role}，我老是把人搞混，太尴尬了。",
        "现在所有邮件都要抄送{v}，就是{role}。说我太'独立'了呵呵",
        "今天见到{v}了，{role}，人挺好，就是一直在说托盘的事。",
        "{v}是{role}，那边唯一一个会接电话的人",
        "备注：{role}叫{v}，千万别再叫错名字了。",
    ], "a": [
    ]},
    "command": {"u": [
        "贴在这里免得只存在我的本子上：{v}",
        "所谓的运维手册就一句：每次发布后跑`{v}`。所以我就这么干",
        "下次记得，最后是靠`{v}`修好的，我跑了两遍，第一遍我不信。",
        "跑了 {v} 居然好了，赶紧记在这里，不然我肯定忘",
        "小刘说咒语是`{v}`，不知道干嘛的，反正红的变绿了。",
        "今晚走之前要跑一下`{v}`，不然明天的拣货单又是乱的",
        "外包走之前就留了一句话：`{v}`。这就是全部交接。",
        "在仓库那台机器上试了`{v}`，报了几句警告然后就跑完了。",
    ], "a": [
        "最稳妥的是在运维机上执行`{v}`，可以重复跑，不会动到线上订单。",
        "建议先跑`{v}`，输出正常的话剩下就是等缓存刷新。",
    ]},
    "id": {"u": [
        "{v}收到拒付通知了，顾客明明收到沙发了，我们还有他坐在上面的照片。",
        "供应商终于发了发票{v}，货我们还没收到呢，真敢。",
        "又一个投诉，订单{v}，衣柜只到了一扇门。两门衣柜啊。",
        "帮我记着{v}，这是快递那边为压坏的床架开的工单。",
        "财务问{v}，说是一张没付的发票。我们付了啊，应该吧。",
        "上门取件的预约号是{v}，肯定又有人周五下午五点来问",
        "成都的顾客，单号{v}，说边柜有'别人家的味道'，我真不知道怎么回",
        "客服工单{v}就是那个发了14张照片说有划痕、但根本看不见的大哥。",
    ], "a": [
        "我把投诉、照片和退款都挂在{v}这个单号下面了，方便之后查。",
    ]},
    "port": {"u": [
        "仓库桥接的防火墙规则是入站TCP {v}，只允许办公室IP。这回写下来了。",
        "仓库接口换地方了，现在监听{v}端口，当然没人通知我。",
        "每五分钟报一次这个：\n\n    ERROR kucun-sync: connect ECONNREFUSED 10.0.4.12:{v}\n    300秒后重试\n\n有头绪吗？",
        "网管说防火墙要开{v}给面单打印机的桥接用，说得好像我懂一样。",
        "webhook现在改到{v}了，原来那个端口被别的东西占了",
        "外包说测试环境的仓库接口跑在{v}端口，千万别跟正式的搞混。",
        "配置文件里写着 `listen_port = {v}`，说实话我就看得懂这一行",
    ], "a": [
        "用{v}端口吧，那台机器上没有别的服务占用，和仓库接口、打印桥接用的端口段也不冲突。",
    ]},
    "version": {"u": [
        "店铺主题现在是{v}，外包说看不出任何变化，结果明显变了三处。",
        "店铺平台半夜把退款插件升到了{v}，退款按钮位置全变了，真棒。",
        "快递插件现在是{v}，不知道有没有关系，估计有吧，什么都有关系。",
        "客服问我什么版本，我说{v}，他们回'请升级'。升到哪个啊大哥",
        "供应商合同现在是{v}版，偷偷加了一条仓储费的条款，真够可以的。",
        "面单打印机驱动退回到{v}了，新版打出来全是乱码",
        "库存同步页面底部写着{v}，我猜是比应该的旧",
    ], "a": [
        "插件先锁在{v}，新一点的版本都有人反馈重复打面单的问题。",
    ]},
    "money": {"u": [
        "双十一投流一共花了{v}，卖了四张桌子。你算算，算了别算。",
        "最后给苏州那位顾客退了{v}，部分退款，桌腿磕了一下，她算是满意吧。",
        "德邦说上个月派送失败要收{v}，让他们来试试。",
        "工厂打样报价{v}，真敢开口。",
        "这个月仓储费{v}，仓库还漏水，挺好。",
        "拒付那单{v}我们输了，因为花呗，当然了。",
        "顾客说晚到一天要我们赔{v}，你怎么看，我准备拒绝",
    ], "a": [
        "把两笔补偿和附加费抵一下，快递那边还欠我们{v}，建议书面确认。",
    ]},
    "date": {"u": [
        "盘点定在{v}，记得带手套，仓库冷得要命。",
        "集装箱现在说{v}到，上周也是这么说的，照这个节奏永远都在路上。",
        "退货审计的截止日期是{v}，对，还没人开始",
        "老板要把年前最后发货日挂到网上，定在{v}，有点早但行吧",
        "放假前仓库最后一次揽收是{v}，之后全部停。",
        "供应商说样品{v}之前到，我在日历上写了，后面加了个问号。",
        "税务申报要在{v}之前交，会计用她那种语气提醒我了。",
    ], "a": [
        "按快递的截单时间倒推，送装一体的订单最晚{v}要发出。",
    ]},
    "decision": {"u": [
        "那就{v}吧，不太情愿，但是{why}。",
        "定了：{v}，因为{why}。不再讨论。",
        "我决定{v}了。有人问的话，原因是{why}。",
        "骂了半天最后决定{v}——{why}，就这么简单",
        "要{v}了，我知道我知道，但是{why}，我实在没法一直跟顾客解释。",
        "老板同意{v}，因为{why}。算是开会定的，写在便利贴上。",
        "最终方案：{v}。{why}，我没耐心了。",
    ]},
    "constraint": {"u": [
        "提醒我也提醒你：{v}，就算不这样更快也不行。",
        "上面新定的规矩：{v}。我要是快违反了提醒我一下。",
        "长期规矩，贴墙上：{v}。",
        "先说清楚：{v}。这是花了钱买的教训。",
        "从今天起的规定——{v}。不是我定的，但我勉强同意。",
        "不管发生什么，{v}，没得商量",
        "帮我盯着这条：{v}，我以前犯过。",
    ]},
    "question": {"u": [
        "又给工厂打电话问{v}，语音信箱，估计意思就是'不知道'。",
        "三周前问了供应商{v}，一直没回。你觉得他们自己知道吗？",
        "{v}还是没人回我，邮件发了两次电话打了一次，那边还有人上班吗？",
        "到底有没有人知道{v}？我问了一圈了。",
        "我一直在想{v}这个问题，谁会知道啊？",
        "工厂不回，我就对空气问一下吧：{v}？",
        "有点突然但挺重要：{v}到底怎么回事？没人跟我说过。",
    ]},
}

# assistant replies to facts (no needle): generic, per kind
EN_ACK = {
    "name": ["Noted. I'll keep the who's-who straight so you don't have to.", "Good to know who's who — that'll help when the emails start flying.",
             "Right, filed under people. Want me to draft a short intro email so they know what you need from them?"],
    "command": ["Sensible to keep that written down. If it needs running regularly it might be worth a cron entry so nobody has to remember it.",
                "Fair enough — the fact it worked twice is about as much certainty as ops ever gets.",
                "Worth noting what it touches before it becomes folklore. If you paste me the output next time I can tell you whether anything was skipped."],
    "id": ["I'll keep that reference handy. Do you want a reply drafted that sounds sympathetic but doesn't admit anything?",
           "That's a grim one. Photos first, then the carrier claim, then the customer — in that order, or you end up refunding twice.",
           "Got it. If it's the same pattern as the others it's probably worth a note to the packers about how that item gets wrapped."],
    "port": ["Noted. Whoever sets these things up really should write them somewhere other than your head.",
             "Classic. Whoever changed it should have left a note, but here we are. Check the firewall rule matches too.",
             "Makes sense. Keep staging and live on clearly different settings so nobody points the shop at the wrong one."],
    "version": ["Platform updates moving buttons around is practically a tradition. Check the changelog for anything about refunds before you trust it.",
                "Worth recording — support will ask every single time, and it saves you a round trip.",
                "If it's behaving, leave it. Upgrading during peak is how Decembers get ruined."],
    "money": ["That's defensible. Keep the photos and the timeline in case they come back for more.",
              "I'd push back, politely, with the delivery scans attached. They often fold when you ask for evidence.",
              "Annoying, but at least it's a known number now. I'll factor it into the month's returns cost if you want a tally."],
    "date": ["Calendar-worthy. I'd tell customers a few days later than that, just to leave yourself some room.",
             "Right. That's tight but doable if nothing else goes wrong, which is a big if.",
             "Noted. Want a reminder the week before so it doesn't sneak up on you?"],
    "decision": ["Reasonable call, and you've got a clear reason to point at when someone grumbles.",
                 "Makes sense to me. Worth telling the CS side today so they're not contradicting it by lunchtime.",
                 "Fair. I'd update the FAQ and the macro replies so the decision actually sticks."],
    "constraint": ["Understood — I'll flag it if anything you're about to do runs into that.",
                   "Good rule. Hard to argue with the ones that came from an expensive mistake.",
                   "Noted, and I'll hold you to it. Even at 5pm on a Friday."],
}
ZH_ACK = {
    "name": ["记下了，人名我帮你理清楚。", "好，知道谁是谁了，之后邮件多起来会方便很多。", "好的。要不要我帮你起草一封简短的自我介绍邮件？"],
    "command": ["写下来是对的。如果要经常跑，可以考虑加个定时任务，省得靠人记。", "行，跑两遍都成功，在运维里已经算很确定了。",
                "最好弄清楚它到底动了什么，免得变成'传说'。下次把输出贴给我，我帮你看看有没有漏掉的。"],
    "id": ["单号我记着。要不要我帮你写一段听起来很体贴但不认责任的回复？", "这单挺惨的。先拍照，再找快递理赔，最后回复顾客，顺序别乱，不然会退两次钱。",
           "好的。如果和之前几单一样，可能要跟打包的同事说一下这个商品的包装方式。"],
    "port": ["记下了。配这些东西的人真该写个文档，而不是全靠你记。", "经典操作。改的人应该留个说明的。顺便检查防火墙规则是不是也对上了。",
             "明白。测试和正式环境的配置最好区分清楚，免得有人把店铺连错。"],
    "version": ["平台更新乱挪按钮基本是传统了。先看看更新日志里有没有和退款相关的改动。", "记下来有用，客服每次都会问，省得来回问。",
                "既然能用就先别动，大促期间升级是毁掉十二月的经典方式。"],
    "money": ["这个说得过去。照片和时间线都留好，万一对方再来要。", "我会礼貌地顶回去，附上派送扫描记录，一般要证据他们就不吭声了。",
              "烦是烦，但至少数字确定了。需要的话我把它算进这个月的退货成本里。"],
    "date": ["值得写进日历。对顾客可以说晚几天，给自己留点余地。", "好，时间很紧，但如果别的不出岔子还来得及，当然这个'如果'很大。", "记下了，要不要提前一周提醒你？"],
    "decision": ["合理，而且有人抱怨的时候你有明确的理由。", "我觉得可以。今天就跟客服说一声，免得中午之前就有人说反了。",
                 "行。建议把常见问题和快捷回复也改一下，这样决定才能真正落地。"],
    "constraint": ["明白，如果你要做的事碰到这条我会提醒你。", "好规矩，花钱买来的教训最难反驳。", "记住了，会盯着你的，周五下午五点也一样。"],
}
EN_QDEFLECT = ["Honestly, I can't tell you that from here — it's something only the supplier can answer, and they seem to have gone quiet. I'd send one short email with a date in the subject line and see if that shames them into replying.",
               "No way for me to know that without their paperwork, I'm afraid. Might be worth asking whoever you deal with on the commercial side rather than the factory floor.",
               "That's a fair question and I don't have the answer. If it matters for the next order, I'd hold the PO until they reply — silence is cheaper before you've paid.",
               "I genuinely don't know. It's the kind of thing that should be in their spec sheet and somehow never is."]
ZH_QDEFLECT = ["说实话我这边没法知道，只有供应商能回答，他们好像又不吭声了。建议发一封标题里写截止日期的短邮件，看能不能催出来。",
               "没有他们的资料我也判断不了。可以试试问负责商务的人，而不是工厂那边。",
               "这个问题问得对，但我没有答案。如果影响下一批订单，建议先别下单，等他们回复——付款前沉默的代价最小。",
               "我真不知道。这种东西本来应该写在规格书里的，偏偏每次都没有。"]

# ----------------------------------------------------------------------------- filler

EN_CHAT = [
    "Morning. It's raining in the warehouse again. Inside. Just thought you should know.",
    "ugh. Monday. the printer is jammed and someone's eaten my yoghurt",
    "Can you help me word a reply to a customer who's furious about a cushion being 'slightly the wrong grey'?",
    "What's a polite way of saying 'that is not what the product page says and you know it'?",
    "Having a very normal day. The van driver has just asked me where Wales is.",
    "Do you think it's unreasonable to ban the radio in the packing area? Someone keeps putting on jazz.",
    "Give me three ways to say 'we're looking into it' that don't sound like we aren't looking into it",
    "anyway. lunch. back in a bit, try not to let anything catch fire",
    "I've got twelve unread emails from carriers and I'm choosing to make tea instead.",
    "Can you summarise what a 'failed first attempt' surcharge normally covers? I never know if we can dispute it.",
    "Tell me something cheerful. The returns cage is full and it's only Tuesday.",
    "How do I explain to a customer that 'white glove' doesn't mean the driver will build the bed?",
    "random q, is it worth moving the newsletter to Thursdays? open rates on Mondays are grim",
    "Someone left a one-star review for a lamp we don't sell. What do I even do with that.",
    "Right, I'm back. Did I miss anything? Don't answer that.",
    "help me write a stock-out email that doesn't make us sound like we've run out of everything (we have)",
    "Is there a neat way to track which carrier damages what? I'm doing it in my head currently and my head is full.",
    "Honestly, who designs a sofa that doesn't fit through a standard door. Us, apparently.",
]
ZH_CHAT = [
    "早。仓库又漏雨了，在室内。跟你说一声。",
    "周一好烦，打印机卡纸了，还有人把我的酸奶吃了",
    "帮我想想怎么回一个顾客，她说抱枕'灰得不太对'，非常生气。",
    "有没有礼貌一点的说法表达'详情页根本不是这么写的你心里清楚'？",
    "今天很正常，司机刚问我浙江在哪。",
    "打包区禁止放音乐过分吗？有人一直放爵士。",
    "给我三种说'我们正在处理'的说法，别听起来像我们根本没处理",
    "先去吃饭了，回来再说，别让什么东西着火",
    "快递公司的未读邮件有十二封，我选择先泡杯茶。",
    "二次派送附加费一般包括什么？我每次都不知道能不能申诉。",
    "说点开心的吧，退货笼已经满了，今天才周二。",
    "怎么跟顾客解释'送货上门'不等于师傅会帮你装床？",
    "随便问下，公众号推文改到周四发值不值？周一打开率太惨了",
    "有人给一个我们根本不卖的台灯打了一星，我该拿它怎么办",
    "我回来了，错过什么没？算了别告诉我。",
    "帮我写个缺货通知，别让人觉得我们什么都卖光了（确实卖光了）",
    "有没有办法统计哪家快递摔坏什么？现在全靠我脑子记，脑子已经满了。",
    "谁设计的沙发连标准门都进不去啊。哦，是我们。",
]
EN_LONG = [
    "Here's how I'd approach it. First, acknowledge the problem in one sentence without repeating the customer's adjectives back to them — it only escalates. Second, say what happens next and when: a replacement part, a collection, or a partial refund, with a specific day rather than 'soon'. Third, close with something human but brief. Customers mostly want to know that someone has actually read their message.",
    "A few thoughts. The pattern you're describing usually comes from two things at once: packaging that's fine for parcel networks but not for pallet handling, and a carrier whose depot staff are under pressure in peak. You can't fix their depot, but you can fix the first part — corner protectors and a 'this way up' label that's actually visible would cut a lot of it.",
    "If I were drafting it, I'd keep the tone dry but not sarcastic — sarcasm reads very differently in writing, especially to someone who's already annoyed. Something like: 'Thanks for the photos. That's clearly not how it should have arrived. We'll send a replacement panel this week, and if that doesn't sort it, we'll collect the whole thing.' Short, specific, no grovelling.",
    "On the practical side: keep a simple sheet with the date, order, carrier, what broke and what it cost you. After a month you'll have something you can put in front of the account manager, and it's much harder for them to wave away a spreadsheet than a series of angry phone calls.",
    "For what it's worth, most small shops end up with exactly this mess — a handful of plugins glued together, one person who knows how it all fits, and a lot of tribal knowledge. The fix isn't a big migration, it's writing down the three or four things that break most often and what to do when they do.",
    "Rough plan for the afternoon: clear anything that's actually blocking dispatch first, then the customer replies that have a deadline attached, then the supplier chasing. The carrier emails can wait until tomorrow — they'll still be there, sadly.",
    "Worth saying: a customer who complains and gets a quick, fair answer often ends up more loyal than one who never had a problem. It doesn't feel like that at 4pm with the returns cage overflowing, but the numbers usually bear it out.",
]
ZH_LONG = [
    "我会这样处理：第一，用一句话承认问题，不要重复顾客的形容词，那只会火上浇油。第二，说清楚接下来怎么办、什么时候办：补发配件、上门取件或者部分退款，给一个具体日期而不是'尽快'。第三，结尾简单说句人话。顾客大多只是想知道有人真的看了他的消息。",
    "说几点想法。你描述的情况通常是两件事叠加：包装适合快递网络但不适合托盘搬运，再加上旺季网点人手紧张。网点我们管不了，但包装可以改——加护角、把'向上'标识贴在看得见的地方，能减少很多。",
    "如果让我写，语气可以干脆但别阴阳怪气，文字里的讽刺读起来完全不同，尤其对方已经在气头上。比如：'谢谢您的照片，这确实不是应有的状态。这周给您补发面板，如果还不行我们上门取回整件。'简短、具体、不卑微。",
    "实操上：建一个简单的表，记录日期、订单、快递、坏了什么、花了多少钱。一个月后你就有东西可以摆到客户经理面前了，表格比一通通生气的电话难糊弄得多。",
    "说句实在的，大部分小店最后都是这样：几个插件拼在一起，只有一个人知道怎么连的，全靠口口相传。解决办法不是大迁移，而是把最常坏的三四件事和处理方法写下来。",
    "下午的大致安排：先处理卡住发货的，然后是有截止时间的顾客回复，再催供应商。快递的邮件明天再看，很遗憾它们不会自己消失。",
    "顺便说一句：投诉后很快得到公平处理的顾客，往往比从没出过问题的顾客更忠诚。下午四点退货笼爆满的时候感觉不到，但数据一般是这样。",
]
EN_CARRIERS = ["DPD", "Evri", "Yodel", "Parcelforce", "Panther", "XDP", "DHL"]
ZH_CARRIERS = ["顺丰", "德邦", "中通", "圆通", "京东物流", "安能", "韵达"]
EN_ITEMS = ["oak dining table", "3-seater sofa", "velvet armchair", "rattan bedside table", "walnut sideboard",
            "king bed frame", "boucle footstool", "bookcase", "coffee table", "linen cushion set"]
ZH_ITEMS = ["橡木餐桌", "三人沙发", "丝绒单人椅", "藤编床头柜", "胡桃木边柜", "1.8米床架", "羊羔绒脚凳", "书柜", "茶几", "亚麻抱枕套装"]
EN_TOWNS = ["Harrogate", "Swindon", "Cardiff", "Norwich", "Stockport", "Bath", "Leeds", "Exeter", "Dundee", "Kendal"]
ZH_TOWNS = ["杭州", "苏州", "成都", "南京", "青岛", "厦门", "武汉", "长沙", "西安", "佛山"]


EN_CHAT += [
    "A customer in {town} wants to know if the {item} 'comes in a smaller size'. It does not. It has never.",
    "{car} have lost a {item}. A whole {item}. How do you lose that, it's the size of a small car",
    "Can you draft something for the {town} customer? The {item} arrived, she just 'doesn't like the energy of it'.",
    "Why does every {car} driver think 'left in safe place' means 'left in the bin'",
    "the {item} photos from the shoot are back and they've made it look orange. it isn't orange",
    "Quick sanity check — is it normal for a {item} return to take three weeks to reach us from {town}?",
    "Someone in {town} has asked if we do 'try before you buy' on the {item}. We are not a library.",
    "Spent forty minutes on hold to {car}. The hold music has a key change. I know every note of it now.",
    "Can you turn this into a polite email: 'where is our stuff, you said Tuesday, it is Thursday'",
    "I need a short Instagram caption for the {item} that doesn't use the word 'cosy'. Everyone uses cosy.",
    "We've had three calls today from people who think we're the other furniture shop with a similar name. Love that.",
    "Remind me why I went into retail? Don't actually answer, it's rhetorical",
]
ZH_CHAT += [
    "{town}的顾客问{item}有没有小一号的。没有，从来没有过。",
    "{car}把一个{item}弄丢了，一整个{item}啊，那么大怎么丢的",
    "帮我给{town}那位顾客写个回复？{item}到了，她说就是'感觉气场不对'。",
    "为什么{car}的快递员都觉得'放在安全的地方'就是放垃圾桶旁边",
    "拍摄的{item}照片回来了，修得发黄，实物根本不是黄的",
    "确认一下，从{town}退回一个{item}要三周正常吗？",
    "{town}有人问{item}能不能'先试后买'，我们又不是图书馆。",
    "给{car}客服打电话等了四十分钟，等待音乐还会变调，我都会唱了。",
    "帮我把这句话改成礼貌的邮件：'我们的货呢，说好周二，今天周四了'",
    "帮{item}写个小红书文案，别用'温馨'这个词，大家都用烂了。",
    "今天接了三个电话，都以为我们是另一家名字很像的家具店。太棒了。",
    "提醒我一下当初为什么要做零售？别真回答，我就是感慨一下",
]
EN_LONG += [
    "With {car} specifically, the thing that tends to work is escalating through the account manager rather than the general claims form. The form goes into a queue; the account manager has a target. Attach the delivery scans, the photos and the order value, and ask for a decision by a named day.",
    "For the {item}, I'd look at whether the flat-pack instructions are the real issue. A surprising share of 'damaged' complaints turn out to be parts fitted the wrong way round. A two-minute video link in the dispatch email can save you a lot of returns.",
    "If the customer in {town} is reasonable, offer the options side by side: a replacement part now, or a collection and full refund once it's back. People like choosing, and it moves the decision off you.",
    "On wording: avoid 'unfortunately' at the start, it signals bad news before they've read anything. Lead with what you're doing, then the limits. 'We'll send a new leg this week; we can't collect before the 2nd because of the carrier's peak freeze.'",
    "One small thing that helps in peak: a saved reply for 'where's my order' that pulls in the carrier and the last scan. It cuts the back-and-forth in half, and it stops the team improvising different answers to the same question.",
    "If you want, I can keep a running list of the carrier incidents as you mention them, grouped by who and what broke. It's the sort of thing that's tedious to do at the end of the month and easy to do as you go.",
    "Honestly the sarcasm is fair, but I'd save it for the internal channel. Externally the goal is to make it easy for {car} to say yes — a short, factual email with one clear ask gets further than a long one with three.",
]
ZH_LONG += [
    "对{car}来说，走客户经理升级通常比填理赔表有用。表单会排队，客户经理有考核。把派送记录、照片和订单金额一起附上，要求在某个具体日期前给答复。",
    "关于{item}，可以看看是不是安装说明的问题。很多'损坏'投诉其实是零件装反了。发货短信里加个两分钟的安装视频链接，能省掉不少退货。",
    "如果{town}那位顾客讲道理，就把选项并排给她：现在补发配件，或者上门取回后全额退款。人喜欢自己选，也把决定权从你身上移开了。",
    "措辞上：开头别用'很抱歉地通知您'，还没看内容就知道是坏消息。先说你们在做什么，再说限制，比如'这周给您补发桌腿，因为快递旺季停收，2号之前没法上门取件'。",
    "大促期间有个小技巧：给'我的订单到哪了'做一个快捷回复，自动带上快递公司和最后一次扫描。来回能少一半，也能避免同事对同一个问题各说各的。",
    "需要的话，我可以把你提到的快递事故一条条记下来，按公司和损坏类型分组。月底再整理很痛苦，随手记就很轻松。",
    "说实话吐槽得没错，但留在内部群里吧。对外的目标是让{car}容易说'好'——一封简短、只提一个要求的邮件比三个要求的长邮件管用。",
]


def fill_in(rng, text, zh):
    return text.format(town=rng.choice(ZH_TOWNS if zh else EN_TOWNS), item=rng.choice(ZH_ITEMS if zh else EN_ITEMS),
                       car=rng.choice(ZH_CARRIERS if zh else EN_CARRIERS))


def chat(rng, zh):
    return fill_in(rng, rng.choice(ZH_CHAT if zh else EN_CHAT), zh)


def long_reply(rng, zh, k=None):
    pool = ZH_LONG if zh else EN_LONG
    k = k or rng.choice([1, 1, 2, 2, 3])
    return "\n\n".join(fill_in(rng, x, zh) for x in rng.sample(pool, k))


def filler_number(rng, lo=10, hi=99):
    return rng.randint(lo, hi)


def paste_block(rng, zh):
    kind = rng.randrange(3)
    if zh:
        car = rng.choice(ZH_CARRIERS)
        if kind == 0:
            wb = "%s%d" % ("YT" if rng.random() < 0.5 else "JT", rng.randint(10 ** 11, 10 ** 12 - 1))
            return ("%s发来的邮件，你看看：\n\n> 尊敬的客户您好，\n> 运单%s在派送过程中因'收件人地址不详'未能投递，已退回%s网点。\n> 如需再次派送请在48小时内联系网点，否则将按规定收取仓储费。\n> 此邮件为系统自动发送，请勿回复。\n\n地址明明写得清清楚楚。" % (car, wb, rng.choice(ZH_TOWNS)))
        if kind == 1:
            lines = ["订单号,日期,商品,数量,状态"]
            for _ in range(rng.randint(4, 7)):
                lines.append("A%d,11-%02d,%s,%d,%s" % (rng.randint(100000, 999999), rng.randint(1, 28), rng.choice(ZH_ITEMS), rng.randint(1, 3), rng.choice(["已发货", "退货中", "已签收", "待揽收"])))
            return "导出了一部分订单，帮我看看退货中的有几单：\n\n" + "\n".join(lines)
        return ("店铺后台又报错了：\n\n    [%s] Traceback (most recent call last):\n      File \"sync.py\", line %d, in push_stock\n    requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.youzan.example', port=443): Read timed out.\n\n这是第几次了" % (rng.choice(["WARN", "ERROR"]), rng.randint(100, 400)))
    car = rng.choice(EN_CARRIERS)
    if kind == 0:
        wb = "%s%d" % (rng.choice(["JD", "H", "15"]), rng.randint(10 ** 11, 10 ** 12 - 1))
        return ("This just came in from %s, I'm pasting it so you can share my pain:\n\n> Dear Customer,\n> We attempted to deliver consignment %s but were unable to gain access to the property.\n> The item has been returned to our %s depot. A redelivery can be arranged via the portal.\n> Please note that storage charges may apply after 3 working days.\n> Kind regards, Customer Services (this mailbox is not monitored)\n\n'Unable to gain access'. It's a bungalow." % (car, wb, rng.choice(EN_TOWNS)))
    if kind == 1:
        lines = ["order,date,item,qty,status"]
        for _ in range(rng.randint(4, 7)):
            lines.append("W%d,%02d-11,%s,%d,%s" % (rng.randint(100000, 999999), rng.randint(1, 28), rng.choice(EN_ITEMS), rng.randint(1, 3), rng.choice(["dispatched", "returning", "delivered", "awaiting collection"])))
        return "Export from this morning, how many of these are stuck in returns?\n\n" + "\n".join(lines)
    return ("Shop admin is throwing this again:\n\n    [%s] Traceback (most recent call last):\n      File \"sync.py\", line %d, in push_stock\n    requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.shop.example', port=443): Read timed out.\n\nHow many times is that now" % (rng.choice(["WARN", "ERROR"]), rng.randint(100, 400)))


def paste_reply(rng, zh):
    if zh:
        return rng.choice(["看了一下。", "好，我看了。", "嗯，这个常见。"]) + long_reply(rng, True)
    return rng.choice(["Had a look. ", "Right, read it. ", "Yep, seen this one before. "]) + long_reply(rng, False)


ASK_A = {
    "en": {
        "command": ["stock sync is wedged again. what do I run?", "The pick list came out empty this morning. What's the fix, in words a tired person can follow?",
                    "Which command do I actually need here, I don't want to break anything"],
        "id": ["Log this one for me please: wardrobe to Bath, door cracked in half, customer very calm which is somehow worse.",
               "Can you open a case for the sofa that turned up with a paw print on it? Not ours. Not a cat we own."],
        "port": ["Which port should the new webhook listener use? Something free and not daft.",
                 "We need a port for the label printer bridge on the ops box. Pick one that won't clash with anything?"],
        "version": ["Which version of the carrier plugin should we sit on over peak? I don't want surprises.",
                    "Should I update the plugin or leave it alone until January?"],
        "money": ["DPD credited us twice and then charged a surcharge. What's the net, roughly?",
                  "Can you work out what the carrier actually owes us after all that back and forth?"],
        "date": ["When's the last safe day to dispatch two-man orders before Christmas?",
                 "Work out the real cut-off for big items for me, the carrier's PDF is unreadable."],
    },
    "zh": {
        "command": ["库存同步又卡住了，我该跑什么？", "今天早上拣货单是空的，怎么修，说得简单点我累了", "这里到底要用哪条命令，我不想搞坏东西"],
        "id": ["帮我登记一下：发南京的衣柜，门裂成两半了，顾客特别平静，这反而更吓人。", "帮我给那张带爪印的沙发开个工单，不是我们家的猫。"],
        "port": ["新的webhook监听用哪个端口？挑个空闲的、别太奇怪的。", "运维机上要给面单打印桥接找个端口，挑一个不冲突的？"],
        "version": ["大促期间快递插件停在哪个版本比较稳？不想有惊喜。", "插件现在要不要升级，还是等到一月再说？"],
        "money": ["德邦给我们补了两次钱又扣了附加费，算下来净额大概多少？", "来回扯了半天，帮我算算快递到底还欠我们多少。"],
        "date": ["年前送装一体的订单最晚哪天发才安全？", "帮我算一下大件的真实截单日，快递那个PDF根本看不懂。"],
    },
}

TOOLS = ["carrier_tracking", "shop_orders", "email_search", "shell"]


def tool_turn(rng, zh):
    """user asks, assistant calls a tool, result, assistant answers. Returns list of (kind, payload)."""
    t = rng.choice(TOOLS)
    town = rng.choice(ZH_TOWNS if zh else EN_TOWNS)
    item = rng.choice(ZH_ITEMS if zh else EN_ITEMS)
    if t == "carrier_tracking":
        wb = "%d%d" % (rng.randint(100, 999), rng.randint(10 ** 8, 10 ** 9 - 1))
        car = rng.choice(ZH_CARRIERS if zh else EN_CARRIERS)
        ask = ("帮我查一下%s单号%s到哪了，顾客在催" % (car, wb)) if zh else ("Can you check where %s tracking %s has got to? Customer's chasing." % (car, wb))
        args = {"carrier": car, "tracking": wb}
        out = json.dumps({"status": "in_transit", "last_scan": town, "events": rng.randint(3, 9), "eta_days": rng.randint(1, 4)}, ensure_ascii=False)
        ans = ("查到了，最后一次扫描在%s，还在路上，预计一到几天内送达。可以先跟顾客说在运输中。" % town) if zh else ("Last scan was at the %s hub, still in transit, so probably a day or few out. I'd tell the customer it's moving and leave it there." % town)
    elif t == "shop_orders":
        q = rng.choice(["退货中", "待揽收"]) if zh else rng.choice(["returning", "awaiting collection"])
        ask = ("看看现在有多少%s的订单" % q) if zh else ("How many orders are sitting at '%s' right now?" % q)
        args = {"status": q, "limit": 50}
        n = rng.randint(3, 30)
        out = json.dumps({"count": n, "oldest_days": rng.randint(2, 20), "top_item": item}, ensure_ascii=False)
        ans = ("现在有%d单，最多的是%s，最老的一单等了好些天了，建议先处理那个。" % (n, item)) if zh else ("%d of them at the moment, mostly the %s. The oldest has been sat there a while, so I'd start with that one." % (n, item))
    elif t == "email_search":
        who = rng.choice(["工厂", "仓库", "快递"]) if zh else rng.choice(["factory", "warehouse", "carrier"])
        ask = ("帮我翻一下邮箱，%s最近有没有回我" % who) if zh else ("Search my inbox, has the %s replied to anything this week?" % who)
        args = {"query": who, "days": 7}
        out = json.dumps({"matches": rng.randint(0, 2), "unread": 0}, ensure_ascii=False)
        ans = ("翻了一下，只有自动回复，没有真人回的内容。" if zh else "Only auto-replies, I'm afraid — nothing from an actual human.")
    else:
        ask = ("看下仓库那台机器磁盘还剩多少" if zh else "check how much disk the warehouse box has left")
        args = {"cmd": "df -h /"}
        pct = rng.randint(55, 97)
        out = "Filesystem  Size  Used Avail Use%% Mounted on\n/dev/sda1    50G   %dG   %dG  %d%% /" % (pct // 2, 50 - pct // 2, pct)
        ans = ("用了%d%%，%s" % (pct, "还行，不过日志该清一清了。" if pct < 85 else "快满了，日志得清一下。")) if zh else ("%d%% used — %s" % (pct, "fine for now, though the logs could do with a trim." if pct < 85 else "getting tight, the logs need clearing out."))
    return [("user", ask), ("call", (t, json.dumps(args, ensure_ascii=False), out)), ("assistant", ans)]


# ----------------------------------------------------------------------------- build


def needles_of(kind, f):
    if kind == "decision":
        return [f["v"], f["why"]]
    return [f["v"]]


def render_fact(rng, kind, f, zh, speaker, cycles):
    """Templates are dealt round-robin from a shuffled deck per kind, so phrasings vary."""
    key = (kind, speaker)
    if not cycles.get(key):
        deck = list((ZH_T if zh else EN_T)[kind][speaker])
        rng.shuffle(deck)
        cycles[key] = deck
    return cycles[key].pop().format(**f)


def build(seed, per_kind, zh, attempt):
    rng = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
    facts = []
    for kind in KINDS:
        for f in gen_values(rng, kind, per_kind, zh):
            facts.append({"kind": kind, "f": f, "needles": needles_of(kind, f)})
    all_needles = [n for fa in facts for n in fa["needles"]]
    if len(set(all_needles)) != len(all_needles):
        return None
    for a in all_needles:
        for b in all_needles:
            if a != b and a in b:
                return None

    def clean(text):
        return not any(n in text for n in all_needles)

    # order facts: spread kinds; shuffle then group some pairs into one message
    order = facts[:]
    rng.shuffle(order)
    units = []
    i = 0
    while i < len(order):
        if i + 1 < len(order) and rng.random() < 0.18 and order[i]["kind"] not in ("question",) and order[i + 1]["kind"] not in ("question",):
            units.append([order[i], order[i + 1]])
            i += 2
        else:
            units.append([order[i]])
            i += 1
    fact_msgs = 2 * len(units)
    target = rng.randint(max(140, fact_msgs + 20), max(190, fact_msgs + 70))
    target = min(target, 270)
    n_fill = max(0, (target - fact_msgs) // 2)
    # interleave: filler slots spread across
    rest = ["F"] * len(units) + ["X"] * max(0, n_fill - 1)
    rng.shuffle(rest)
    seq = (["X"] if n_fill else []) + rest
    cycles = {}
    turns = []  # list of rows as (kind, payload)
    ui = 0
    for s in seq:
        if s == "F":
            unit = units[ui]
            ui += 1
            kinds = [u["kind"] for u in unit]
            assistant_side = (len(unit) == 1 and (ZH_T if zh else EN_T)[kinds[0]].get("a") and kinds[0] in ASK_A["en"] and rng.random() < 0.22)
            if assistant_side:
                fa = unit[0]
                ask = rng.choice(ASK_A[("zh" if zh else "en")][fa["kind"]])
                if rng.random() < 0.35:
                    ask = chat(rng, zh) + ("\n\n" if rng.random() < 0.5 else " ") + ask
                turns.append(("user", ask))
                if fa["kind"] in ("command", "port") and rng.random() < 0.6:
                    cmd = rng.choice(["systemctl status stock-sync", "ss -s", "uptime"])
                    out = {"systemctl status stock-sync": "stock-sync.service - Stock sync\n   Active: failed (Result: exit-code) since Mon %02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)),
                           "ss -s": "Total: %d\nTCP:   %d (estab %d, closed %d)" % (rng.randint(200, 400), rng.randint(40, 90), rng.randint(10, 30), rng.randint(5, 20)),
                           "uptime": " load average: %.2f, %.2f, %.2f" % (rng.random() * 3, rng.random() * 3, rng.random() * 3)}[cmd]
                    turns.append(("call", ("shell", json.dumps({"cmd": cmd}), out)))
                body = render_fact(rng, fa["kind"], fa["f"], zh, "a", cycles)
                turns.append(("assistant", body + "\n\n" + long_reply(rng, zh)))
                continue
            parts = [render_fact(rng, u["kind"], u["f"], zh, "u", cycles) for u in unit]
            if len(parts) == 2:
                joiner = rng.choice(["\n\n另外，", " 还有，", "\n顺便说一下，"] if zh else ["\n\nAlso: ", "\n\nOther thing — ", "\nAnd while I remember: ", "\n\nPS. "])
                text = parts[0] + joiner + parts[1]
            else:
                text = parts[0]
            r = rng.random()
            if r < 0.15:
                text = paste_block(rng, zh) + "\n\n" + text
            elif r < 0.3:
                text = text + ("\n\n" if rng.random() < 0.5 else " ") + chat(rng, zh)
            turns.append(("user", text))
            if "question" in kinds:
                reply = rng.choice(ZH_QDEFLECT if zh else EN_QDEFLECT)
            else:
                acks = [rng.choice((ZH_ACK if zh else EN_ACK)[k]) for k in kinds]
                reply = " ".join(acks)
                if rng.random() < 0.55:
                    reply += "\n\n" + long_reply(rng, zh)
            turns.append(("assistant", reply))
        else:
            r = rng.random()
            if r < 0.3:
                turns.extend(tool_turn(rng, zh))
            elif r < 0.55:
                turns.append(("user", paste_block(rng, zh)))
                turns.append(("assistant", paste_reply(rng, zh)))
            else:
                turns.append(("user", chat(rng, zh)))
                reply = long_reply(rng, zh)
                turns.append(("assistant", reply))

    # rows
    rows = []
    t0 = 8 * 3600
    sec = t0
    n = 0
    call_n = 0
    for who, payload in turns:
        sec += rng.randint(20, 900)
        day = 20 + min(9, sec // 86400)
        ts = "2026-11-%02dT%02d:%02d:%02dZ" % (day, (sec // 3600) % 24, (sec // 60) % 60, sec % 60)
        if who == "call":
            tool, args, out = payload
            call_n += 1
            cid = "call_bd%d" % call_n
            n += 1
            rows.append({"v": 2, "id": "msg_bd%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": tool, "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_bd%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": tool, "status": "completed", "output": out}, "meta": {}})
        else:
            n += 1
            rows.append({"v": 2, "id": "msg_bd%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": who, "content": payload}, "meta": {"uiRole": who}})
    msgs = sum(1 for r in rows if r["item"]["type"] == "message")
    if not (130 <= msgs <= 280):
        return None

    # needle check: every needle in exactly one row
    def row_text(r):
        it = r["item"]
        return "\x00".join([r["id"], r["createdAt"], it.get("content", ""), it.get("arguments", ""), it.get("output", ""),
                            it.get("name", ""), it.get("callId", "")])
    texts = [row_text(r) for r in rows]
    for nd in all_needles:
        if sum(1 for t in texts if nd in t) != 1:
            return None
    return rows, facts, msgs


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, env=env, input=stdin, capture_output=True, text=True)
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
    all_kept = all_n = 0
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        built = None
        for attempt in range(500):
            built = build(seed, per_kind, zh, attempt)
            if built:
                break
        if not built:
            sys.stderr.write("could not build seed %d\n" % seed)
            sys.exit(1)
        rows, facts, msgs = built
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.isdir(root):
            import shutil
            shutil.rmtree(root)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, count, comps = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                count += 1
            last = i == len(rows) - 1
            if (count == BATCH and not (i + 1 < len(rows) and rows[i + 1]["item"]["type"] == "function_call_result")) or last:
                run(okbot, env, ["session", "append", "-a", "Writer"], "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, env, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, count = [], 0
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept = 0
        lost = []
        for fa in facts:
            ok = all(nd in ctx for nd in fa["needles"])
            tot[fa["kind"]][1] += 1
            if ok:
                kept += 1
                tot[fa["kind"]][0] += 1
            else:
                lost.append(fa)
        all_kept += kept
        all_n += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for fa in lost:
            print("  missing %s: %s" % (fa["kind"], " + ".join(fa["needles"])))
        sys.stdout.flush()
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_n if all_n else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            d = json.load(fh)
                    except (OSError, ValueError):
                        continue
                    s = d.get("summary") if isinstance(d, dict) else None
                    if isinstance(s, str):
                        mx = max(mx, len(s))
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
