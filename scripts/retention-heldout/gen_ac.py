#!/usr/bin/env python3
"""Held-out retention set "ac": a mobile-app release, seen through a PM's chats with an assistant.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT     path of the okbot binary
    WORKDIR   folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed      conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a mobile app product manager running a release with QA, designers and an outsourced dev
shop: bug triage, app store review, crash logs and JSON snippets pasted in, release-note drafts.
Chinese: 移动端产品经理 负责 App 上线 (测试、应用商店审核、崩溃日志).

Each conversation (130-280 messages plus tool rows) seeds PER_KIND facts of ten kinds (name,
command, id, port, version, money, date, decision, constraint, question). Every fact has one or
more needles: exact substrings that occur in exactly one row of the conversation. The rows are fed
to `okbot session append` 25 messages at a time with `okbot compress --now` after each batch; at
the end a fact counts as kept only when ALL its needles are found verbatim in the output of
`okbot context show`.
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]
SET = "ac"
NOW = "2026-11-30T12:00:00Z"

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_FIRST = ["Priya", "Marcus", "Elena", "Tobias", "Hannah", "Diego", "Naomi", "Kwame", "Ingrid", "Rafael",
            "Sofia", "Jonas", "Leila", "Owen", "Camille", "Mateo", "Yusuf", "Aisha", "Declan", "Freya",
            "Nikhil", "Bianca", "Oskar", "Tamsin", "Gareth", "Marisol", "Theo", "Annika"]
EN_LAST = ["Okafor", "Lindqvist", "Ramirez", "Novak", "Brennan", "Kowalski", "Haddad", "Fischer", "Moreau",
           "Sato", "Delgado", "Whitfield", "Petrov", "Nakamura", "Osei", "Varga", "Castellano", "Abernathy",
           "Quinlan", "Mbeki", "Halvorsen", "Pereira"]
EN_ROLE = ["QA lead for this release", "the designer doing the new onboarding flow",
           "account manager at the dev shop", "our release manager", "the iOS contractor",
           "Android lead at the outsourced shop", "head of customer support", "the person who writes our store copy",
           "a new QA tester on the regression pass", "the CTO", "our legal contact for the privacy labels",
           "backend on-call this week", "the data analyst on growth", "the UX writer",
           "the dev shop's project manager", "the accessibility consultant", "our Play Console admin"]

EN_CMD = ["fastlane ios beta --env {env}", "fastlane android deploy track:{track}",
          "./gradlew bundleRelease -PversionCode={n}", "adb logcat -s {tag}:E",
          "xcrun simctl erase all", "pod install --repo-update", "npx react-native run-ios --scheme {scheme}",
          "adb shell am force-stop com.{pkg}.app", "firebase crashlytics:symbols:upload --app={pkg}-{n} dSYMs.zip",
          "bundle exec fastlane match appstore --readonly", "git tag -a release/{n} -m 'rc'",
          "adb install -r app-{track}-release.apk", "xcodebuild -scheme {scheme} -configuration Release archive",
          "npx jest --testPathPattern={tag}", "git cherry-pick -x hotfix/{tag}",
          "./gradlew :app:lintRelease --offline", "adb shell pm clear com.{pkg}.app",
          "bundle exec fastlane supply --track {track} --rollout 0.1"]
EN_CMD_FILL = {"env": ["staging", "uat", "prerelease", "qa2"], "track": ["internal", "beta", "alpha", "production"],
               "tag": ["ReactNativeJS", "PaymentSheet", "OkHttp", "Checkout", "PushService", "DeepLink"],
               "scheme": ["Shopwise", "ShopwiseBeta", "ShopwiseQA"], "pkg": ["shopwise", "shopwise.beta", "shopwiseqa"]}

EN_IDPFX = ["MOB-", "QA-", "INV-", "CASE-", "BUG-", "REL-", "PO-", "SUP-"]
PORTS = [8081, 8888, 4723, 5037, 9229, 19000, 8443, 3001, 5555, 7007, 9092, 6006, 4040, 8787, 9443, 27017, 5173, 4318]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_SUR = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "胡", "郭", "林", "何", "罗"]
ZH_GIVEN = ["思雨", "浩然", "雅婷", "子轩", "晓峰", "梦琪", "俊杰", "佳怡", "志强", "欣然", "宇航", "婉清",
            "建国", "诗涵", "文博", "若曦", "海涛", "静怡", "明哲", "可欣"]
ZH_ROLE = ["这次版本的测试负责人", "做新手引导改版的设计师", "外包公司那边的客户经理", "我们的发布经理",
           "外包的 iOS 开发", "外包团队的安卓组长", "客服主管", "写应用商店文案的同事", "新来的测试同学",
           "我们技术总监", "负责隐私合规的法务", "这周后端值班的", "增长组的数据分析师", "外包那边的项目经理",
           "小米和华为渠道的对接人", "负责埋点的前端"]


def uniq_pick(rng, gen, taken, tries=400):
    """Draw a value from gen() that is neither a substring nor a superstring of a taken needle."""
    for _ in range(tries):
        v = gen()
        if all(v not in t and t not in v for t in taken):
            taken.append(v)
            return v
    raise RuntimeError("pool exhausted")


# ----------------------------------------------------------------------------------------------
# Fact values per language
# ----------------------------------------------------------------------------------------------
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
EN_MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def ordinal(d):
    return str(d) + ("th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def en_date(rng):
    m = rng.choice([11, 12, 12, 1])
    d = rng.randint(21, 30) if m == 11 else rng.randint(2, 28)  # deadlines after the chat starts (Nov 20)
    f = rng.randrange(6)
    if f == 0:
        return f"{EN_MONTHS[m - 1]} {d}"
    if f == 1:
        return f"{EN_MON3[m - 1]} {ordinal(d)}"
    if f == 2:
        return f"{d:02d}/{m:02d}"
    if f == 3:
        return f"{rng.choice(EN_WD)} the {ordinal(d)}"
    if f == 4:
        return f"{d} {EN_MONTHS[m - 1]}"
    return f"next {rng.choice(EN_WD)} the {ordinal(d)}"


def zh_date(rng):
    m = rng.choice([11, 12, 12, 1])
    d = rng.randint(21, 30) if m == 11 else rng.randint(2, 28)  # deadlines after the chat starts (Nov 20)
    f = rng.randrange(5)
    wd = rng.choice(["周一", "周二", "周三", "周四", "周五"])
    if f == 0:
        return f"{m}月{d}日"
    if f == 1:
        return f"{m}月{d}号"
    if f == 2:
        return f"下{wd}（{m}月{d}日）"
    if f == 3:
        return f"{m}.{d}"
    return f"{m}/{d}{wd}"


def en_money(rng):
    f = rng.randrange(5)
    n = rng.choice([rng.randint(12, 99) * 10, rng.randint(11, 98) * 100 + rng.choice([0, 50]), rng.randint(2, 40) * 1000])
    s = f"{n:,}"
    if f == 0:
        return "$" + s
    if f == 1:
        return "€" + s
    if f == 2:
        return "£" + s
    if f == 3 and n >= 1000:
        return f"${n / 1000:.1f}k".replace(".0k", "k")
    if f == 3:
        return f"US${n}"
    return f"{s} USD"


def zh_money(rng):
    f = rng.randrange(4)
    n = rng.choice([rng.randint(12, 99) * 100, rng.randint(2, 60) * 1000, rng.randint(3, 95) * 10])
    if f == 0:
        return f"{n}元"
    if f == 1:
        return f"¥{n:,}"
    if f == 2:
        return f"{n / 10000:g}万元" if n >= 10000 else f"{n}块"
    return f"{n}美元"


def version(rng, zh=False):
    f = rng.randrange(5)
    a, b, c = rng.randint(3, 9), rng.randint(0, 24), rng.randint(0, 9)
    if f == 0:
        return f"{a}.{b}.{c}"
    if f == 1:
        return f"v{a}.{b}.{c}-rc{rng.randint(1, 5)}"
    if f == 2:
        return f"{a}.{b}.{c} (build {rng.randint(400, 990)})"
    if f == 3:
        return (f"PRD v{rng.randint(1, 4)}.{rng.randint(1, 9)}" if not zh else f"需求文档 V{rng.randint(1, 4)}.{rng.randint(1, 9)}")
    return f"{a}.{rng.randint(10, 30)}"


def ident(rng, zh=False):
    f = rng.randrange(4)
    if f == 0:
        return rng.choice(EN_IDPFX) + str(rng.randint(1000, 9899))
    if f == 1:
        return f"{rng.choice(['APPL', 'GP', 'HW'])}-{rng.randint(10000, 99999)}"
    if f == 2:
        return f"{rng.choice(['INV', 'PO'])}-2026-{rng.randint(100, 989)}"
    return ("工单" if zh else "ticket ") + f"#{rng.randint(20000, 89999)}"


def command(rng):
    t = rng.choice(EN_CMD)
    return t.format(env=rng.choice(EN_CMD_FILL["env"]), track=rng.choice(EN_CMD_FILL["track"]),
                    n=rng.randint(412, 488), tag=rng.choice(EN_CMD_FILL["tag"]),
                    scheme=rng.choice(EN_CMD_FILL["scheme"]), pkg=rng.choice(EN_CMD_FILL["pkg"]))


EN_DECISIONS = [
    ("ship 5.0 without the dark mode toggle", "the contrast bugs on Android 10 aren't fixed"),
    ("do a staged rollout starting at 5%", "last release's crash spike hit everyone at once"),
    ("move the launch to after Thanksgiving", "support is half-staffed that week"),
    ("drop the Huawei AppGallery build", "their review queue is eating two weeks"),
    ("keep the old checkout screen", "the new one tanked conversion in the A/B test"),
    ("pay the dev shop for the extra sprint", "we can't cut the offline mode"),
    ("skip the iPad layout this time", "under 2% of sessions are on tablets"),
    ("freeze features on Wednesday", "QA needs three clean days for regression"),
    ("go with Sentry over Crashlytics", "we need the breadcrumbs for the webview crashes"),
    ("use the shorter release notes", "nobody reads past the second line on the store page"),
    ("hire a second QA contractor", "the device matrix doubled since Android 15"),
    ("ask Apple for an expedited review", "the login bug locks out SSO users"),
    ("ditch the in-app review prompt for now", "it fires during checkout and annoys people"),
    ("hold the hotfix until Monday", "nobody wants to babysit a weekend rollout"),
]
EN_CONSTRAINTS = [
    "never submit a build on a Friday", "no production release without QA sign-off",
    "only bump the version code through CI", "don't promise dates to the client in writing",
    "never paste customer emails into tickets", "staged rollout only after 24h on the beta track",
    "no new SDKs after code freeze", "keep release notes under 400 characters",
    "don't ping the dev shop after 7pm their time", "always attach the dSYMs before closing a crash ticket",
    "never merge to main without two approvals", "no screenshots of unreleased features on Slack",
    "refunds above $500 need finance approval", "don't touch the payment SDK before the holidays",
]
EN_QUESTIONS = [
    ("whether {q} counts toward some limit", "Apple's expedited review quota"),
    ("whether {q} still needs a separate listing", "the Wear OS companion app"),
    ("how {q} actually works for subscriptions", "Google's grace period setting"),
    ("if {q} is allowed in the EU build", "the third-party login button"),
    ("what {q} would cost us per month", "a dedicated device farm"),
    ("whether {q} applies to our kids category", "the new age-rating questionnaire"),
    ("who owns {q} after the contract ends", "the signing keys for Android"),
    ("how long {q} keeps data", "the Crashlytics free tier"),
    ("if {q} breaks our deep links", "the iOS 18 universal link change"),
    ("whether {q} needs a new privacy label", "the analytics SDK upgrade"),
    ("what happens to {q} if we unpublish", "existing reviews and ratings"),
    ("whether {q} can be reused across apps", "the App Store promo codes"),
    ("how {q} gets calculated", "the Play Console vitals threshold"),
    ("if {q} is on by default", "TestFlight crash feedback"),
]

ZH_DECISIONS = [
    ("这次不上深色模式", "安卓10上的对比度问题还没修完"),
    ("先灰度5%再全量", "上次一次性全量崩溃率直接炸了"),
    ("上线推迟到双十二之后", "客服那周人手只有一半"),
    ("华为渠道这版先不发", "他们审核排队要两周"),
    ("保留旧版结算页", "新版AB测试转化率掉得厉害"),
    ("给外包多付一个迭代的钱", "离线模式砍不掉"),
    ("iPad适配这次不做了", "平板用户不到2%"),
    ("周三开始代码冻结", "测试需要完整三天回归"),
    ("崩溃监控换成Sentry", "webview的崩溃需要面包屑信息"),
    ("更新说明用短版本", "商店页上没人看第二行以后的内容"),
    ("再招一个外包测试", "安卓15之后机型矩阵翻倍了"),
    ("找苹果申请加急审核", "登录bug把企业SSO用户都挡在外面了"),
    ("暂时关掉应用内评分弹窗", "它在下单流程里弹出来很烦人"),
    ("热修复等到周一再发", "没人想周末盯着灰度"),
]
ZH_CONSTRAINTS = [
    "周五不要提交审核", "没有测试签字不能发正式版", "版本号只能通过CI来改",
    "不要书面给客户承诺日期", "不要把用户邮件原文贴进工单", "在内测渠道跑满24小时才能灰度",
    "代码冻结后不接新SDK", "更新说明不超过100个字", "晚上七点以后别找外包",
    "关崩溃工单之前必须上传符号表", "合并主干必须两个人review", "未上线功能的截图不许发群里",
    "退款超过500元要财务审批", "节前不要动支付SDK",
]
ZH_QUESTIONS = [
    ("{q}会不会占用次数", "苹果加急审核"),
    ("{q}还要不要单独上架", "手表端的配套App"),
    ("{q}对订阅到底怎么生效", "谷歌的宽限期设置"),
    ("{q}在欧盟版本里能不能用", "第三方登录按钮"),
    ("{q}每个月大概要多少钱", "专门的云真机平台"),
    ("{q}对儿童类目有没有影响", "新的年龄分级问卷"),
    ("合同结束以后{q}归谁", "安卓的签名证书"),
    ("{q}数据保留多久", "Crashlytics免费版"),
    ("{q}会不会把我们的深链搞坏", "iOS 18通用链接的改动"),
    ("{q}需不需要更新隐私标签", "统计SDK升级"),
    ("下架以后{q}怎么处理", "已有的评分和评论"),
    ("{q}能不能跨App使用", "App Store的促销码"),
    ("{q}是怎么算出来的", "Play后台的性能阈值"),
    ("{q}是不是默认打开的", "TestFlight崩溃反馈"),
    ("{q}要不要提前报备", "小米渠道的首发活动"),
]


def make_facts(rng, zh, per_kind):
    taken = []
    facts = []
    for kind in KINDS:
        if kind == "decision":
            pool = list(ZH_DECISIONS if zh else EN_DECISIONS)
            rng.shuffle(pool)
            chosen = [p for p in pool if all(x not in t and t not in x for x in p for t in taken)][:per_kind]
            if len(chosen) < per_kind:
                raise RuntimeError("decision pool too small")
            for c, r in chosen:
                taken += [c, r]
                facts.append({"kind": kind, "needles": [c, r], "choice": c, "reason": r})
            continue
        if kind in ("constraint", "question"):
            pool = list({"constraint": ZH_CONSTRAINTS if zh else EN_CONSTRAINTS,
                         "question": ZH_QUESTIONS if zh else EN_QUESTIONS}[kind])
            rng.shuffle(pool)
            n = 0
            for item in pool:
                nd = item if kind == "constraint" else item[1]
                if any(nd in t or t in nd for t in taken):
                    continue
                taken.append(nd)
                f = {"kind": kind, "needles": [nd]}
                if kind == "question":
                    f["q"] = item[0].format(q=nd)
                facts.append(f)
                n += 1
                if n == per_kind:
                    break
            if n < per_kind:
                raise RuntimeError(kind + " pool too small")
            continue
        for _ in range(per_kind):
            if kind == "name":
                if zh:
                    v = uniq_pick(rng, lambda: rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN), taken)
                    role = rng.choice(ZH_ROLE)
                else:
                    v = uniq_pick(rng, lambda: rng.choice(EN_FIRST) + " " + rng.choice(EN_LAST)
                                  if rng.random() < 0.8 else rng.choice(EN_FIRST), taken)
                    role = rng.choice(EN_ROLE)
                facts.append({"kind": kind, "needles": [v], "v": v, "role": role})
                continue
            gen = {"command": lambda: command(rng), "id": lambda: ident(rng, zh),
                   "port": lambda: str(rng.choice(PORTS) if rng.random() < 0.7 else rng.randint(3100, 9899)),
                   "version": lambda: version(rng, zh), "money": lambda: (zh_money if zh else en_money)(rng),
                   "date": lambda: (zh_date if zh else en_date)(rng)}[kind]
            v = uniq_pick(rng, gen, taken)
            f = {"kind": kind, "needles": [v], "v": v}
            if kind == "version" and ("PRD" in v or "需求文档" in v):
                f["doc"] = True
            facts.append(f)
    return facts


# ----------------------------------------------------------------------------------------------
# Fact sentence templates. {v} value, {r} role, {c}/{why} decision, {k} constraint, {q} question.
# "u" = said by the user, "a" = said by the assistant (with a user lead-in that has no needle).
# ----------------------------------------------------------------------------------------------
EN_T = {
    "name": {"u": [
        "{v} is going to be {r}, fyi — add them to anything about the release.",
        "oh and loop in {v} on the triage thread, they're {r}.",
        "Quick context so you're not confused later: {v} = {r}.",
        "Just got off a call with {v} ({r}). They want the RC earlier than we planned, of course",
        "Can you keep in mind that {v} is {r}? I keep forgetting who to ping for what",
        "Heads up, {v} takes over as {r} starting tomorrow",
        "Fwd from {v}, who is {r}:\n> Hi, quick one - can we get the changelog before the build goes to review? Thx",
        "met {v} today, {r}. seems sharp, a bit intense about ticket hygiene lol",
    ], "a": []},
    "command": {"u": [
        "For the record the dev shop builds with `{v}` — that's what they ran for the last RC.",
        "ok I ran {v} and it finally went through, took like 20 min",
        "note to self / to you: the magic incantation is `{v}`",
        "QA says to reproduce they run {v} first, otherwise the cache hides the bug",
        "if I forget: `{v}` is the thing to run before sending a build to the client",
        "lol the fix was literally just {v}. two hours of my life",
    ], "a": [
        "Try running `{v}` — that should clear the state that's confusing the tester.",
        "The step you're missing is probably `{v}`; run it before the next upload.",
        "I'd do it in this order: pull the branch, then `{v}`, then check the build number in the console.",
    ]},
    "id": {"u": [
        "The crash is tracked as {v}, please use that in the release notes draft",
        "Apple replied on {v}, still 'in review' though",
        "Finance logged the dev shop invoice under {v}, haven't checked it line by line yet",
        "can you reference {v} whenever we talk about the login freeze? that's the master ticket",
        "Forwarding:\n---\nSubject: Re: rejection {v}\nHi, we've looked into the guideline 2.1 issue and will resubmit once the demo account works.\n---",
        "QA logged the checkout thing as {v}. priority P1 apparently",
        "support opened {v} for the user who got double charged",
    ], "a": []},
    "port": {"u": [
        "metro on this laptop runs on {v} because something else grabbed the default",
        "the staging mock server listens on {v}, QA keeps asking",
        "Charles proxy on my machine is set to {v} if you need it for the repro steps",
        "fyi the dev shop's debug build talks to port {v} on the tunnel",
        "appium is on {v} on the mac mini in the office",
        "we opened {v} on the firewall for the device lab, don't let anyone close it",
    ], "a": [
        "If the emulator can't reach it, point it at port {v} — that's the one the tunnel forwards.",
        "Use port {v} for the local mock; the default clashes with the proxy you're running.",
    ]},
    "version": {"u": [
        "Current RC is {v}, that's what went to TestFlight this morning",
        "We're on {v} now. The dev shop bumped it without telling me, classic",
        "pls note the build QA signed off is {v}",
        "hotfix build is {v}, QA has it since lunch",
        "the payment SDK we're stuck on is {v} — upgrading is a whole thing",
        "Play console shows {v} on the internal track",
    ], "a": [
        "Given the fixes are only bug fixes, I'd call it {v} and keep the changelog short.",
        "The next number should be {v}, since the last submitted one was rejected and can't be reused.",
    ]},
    "money": {"u": [
        "Dev shop quoted {v} for the offline mode work",
        "we have {v} left in the QA budget this quarter",
        "The device farm is {v} a month, which is... a lot",
        "Refund for that angry user was {v}, approved by finance",
        "the icon redesign came in at {v}, cheaper than I feared",
        "Marketing wants {v} for the launch ads, I said I'd think about it",
    ], "a": [
        "By my math the extra sprint comes out to {v} at their day rate.",
        "If you add the overtime they mentioned, the total is {v}.",
    ]},
    "date": {"u": [
        "Store submission deadline is {v}, hard stop",
        "QA wants the final build by {v}",
        "we go live {v} if nothing explodes",
        "Code freeze: {v}. told everyone twice",
        "the dev shop's contract renewal is due {v}",
        "design review got moved to {v}",
    ], "a": [
        "Working backwards from review times, I'd submit no later than {v}.",
        "If regression takes three days, the realistic go-live is {v}.",
    ]},
    "decision": {"u": [
        "ok decision made: we {c}, because {why}.",
        "I've decided to {c} — honestly {why}.",
        "Let's {c}. Reason: {why}. Not reopening this.",
        "After the call, final answer is we {c}; {why}, simple as that",
        "gonna {c}. {why} and I'm not fighting that battle",
        "Decided, we'll {c} since {why}. Please write it down somewhere",
    ], "a": []},
    "constraint": {"u": [
        "Rule for this whole project: {k}.",
        "Standing rule, please remember it: {k}",
        "one thing that's non-negotiable — {k}",
        "reminder for you and me both: {k}. learned that the hard way",
        "From now on, {k}. The CTO was very clear",
        "pls hold me to this: {k}",
    ], "a": []},
    "question": {"u": [
        "Random thing I keep wondering: {q}.",
        "do you know {q}? no rush",
        "Something for later — I have no idea {q}.",
        "hmm, actually, nobody at the dev shop knew {q}. do you?",
        "also, can you figure out {q}? I'll come back to it",
        "side question: any clue {q}?",
        "Been meaning to ask {q}",
    ], "a": []},
}

ZH_T = {
    "name": {"u": [
        "{v}是{r}，以后跟版本相关的事都带上ta",
        "对了，拉{v}进bug分诊群，ta是{r}",
        "补充一下背景：{v}就是{r}，后面会经常提到",
        "刚跟{v}（{r}）开完会，又想把候选包提前，真是的",
        "记一下，{v}是{r}，我老是忘了该找谁",
        "通知一下，明天起{v}接手，做{r}",
        "转发{v}的消息（{r}）：\n> 你好，能不能在提审之前先把更新日志发我一份？谢谢",
        "今天见了{v}，{r}，人挺靠谱，就是对工单格式特别较真哈哈",
    ], "a": []},
    "command": {"u": [
        "备注一下，外包那边打包用的是 `{v}`，上个候选包就是这么打的",
        "我跑了 {v}，终于过了，花了快20分钟",
        "记一下：关键命令是 `{v}`",
        "测试说复现之前要先跑 {v}，不然缓存会把bug盖住",
        "怕忘了：给客户发包之前要跑 `{v}`",
        "笑死，最后就是一句 {v} 解决的，白折腾两小时",
    ], "a": [
        "可以先跑一下 `{v}`，应该能把测试机上那个脏状态清掉。",
        "你缺的那步应该是 `{v}`，下次上传之前先执行它。",
        "建议顺序：先拉分支，再执行 `{v}`，最后去后台核对构建号。",
    ]},
    "id": {"u": [
        "这个崩溃对应的是 {v}，更新说明里用这个编号",
        "苹果在 {v} 里回复了，不过状态还是审核中",
        "财务把外包的发票登记在 {v} 下面，我还没逐行核对",
        "以后说登录卡死的问题就引用 {v}，那是总单",
        "转发一下：\n---\n主题：回复：被拒 {v}\n您好，关于2.1条款的问题我们已排查，演示账号修好后会重新提交。\n---",
        "测试把结算页的问题记成了 {v}，说是P1",
        "客服给那个被重复扣款的用户开了 {v}",
    ], "a": []},
    "port": {"u": [
        "我这台电脑上 metro 跑在 {v}，默认端口被别的占了",
        "预发的mock服务监听 {v}，测试老来问",
        "我电脑上 Charles 代理设的是 {v}，写复现步骤的时候要用",
        "外包的调试包走隧道的 {v} 端口",
        "办公室那台 mac mini 上 appium 开在 {v}",
        "防火墙给真机实验室开了 {v}，别让人关了",
    ], "a": [
        "模拟器连不上的话，把它指向 {v} 端口，隧道转发的是这个。",
        "本地mock用 {v} 端口吧，默认那个跟你开的代理冲突。",
    ]},
    "version": {"u": [
        "当前候选包是 {v}，今天早上传到 TestFlight 了",
        "现在已经是 {v} 了，外包又没打招呼就改了版本号",
        "记一下，测试签字的版本是 {v}",
        "热修复包是 {v}，测试中午就拿到了",
        "我们卡在的支付SDK版本是 {v}，升级是个大工程",
        "Play 后台内测轨道上显示的是 {v}",
    ], "a": [
        "既然只有bug修复，我建议叫 {v}，更新说明写短一点。",
        "下一个版本号应该用 {v}，上次提交的被拒了不能复用。",
    ]},
    "money": {"u": [
        "外包给离线模式报价 {v}",
        "这个季度测试预算还剩 {v}",
        "云真机一个月要 {v}，有点肉疼",
        "给那个很生气的用户退了 {v}，财务批了",
        "图标重新设计报价 {v}，比我想的便宜",
        "市场部想要 {v} 投上线广告，我说再考虑考虑",
    ], "a": [
        "按他们的人天单价算，多一个迭代大概是 {v}。",
        "加上他们说的加班费，总共是 {v}。",
    ]},
    "date": {"u": [
        "提审截止是 {v}，不能再拖了",
        "测试要求最终包 {v} 之前给到",
        "没意外的话 {v} 上线",
        "代码冻结定在 {v}，已经说了两遍了",
        "外包合同 {v} 到期要续签",
        "设计评审改到 {v} 了",
    ], "a": [
        "按审核时长倒推，最晚 {v} 要提交。",
        "回归要三天的话，比较现实的上线时间是 {v}。",
    ]},
    "decision": {"u": [
        "定了：{c}，因为{why}。",
        "我决定{c}，说实话{why}。",
        "就这样，{c}。原因是{why}，不再讨论了",
        "开完会最终结论是{c}，{why}，就这么简单",
        "{c}吧，{why}，这个仗我不想打",
        "决定了，{c}，主要是{why}。帮我记下来",
    ], "a": []},
    "constraint": {"u": [
        "整个项目的规矩：{k}。",
        "长期规则，记住：{k}",
        "有一条没得商量——{k}",
        "提醒你也提醒我自己：{k}，吃过亏的",
        "从现在起，{k}，技术总监说得很清楚",
        "帮我盯着这条：{k}",
    ], "a": []},
    "question": {"u": [
        "一直有个疑问：{q}？",
        "你知道{q}吗？不急",
        "先记个问题——{q}？",
        "嗯，话说{q}？外包那边没人知道",
        "另外能帮我查查{q}吗？我回头再问",
        "顺便问一句，{q}？",
    ], "a": []},
}

# ----------------------------------------------------------------------------------------------
# Filler: openers, closers, chit-chat, lead-ins, assistant paragraphs, pasted material, tools
# ----------------------------------------------------------------------------------------------
EN_OPEN = ["", "", "", "ok so ", "Morning! ", "ugh. ", "Quick one: ", "right, ", "Another thing - ", "btw ", "So. "]
EN_CLOSE = ["", "", "", " thanks", " 🙏", " (sorry for the wall of text)", " anyway.", " ok moving on"]
EN_JOIN = [" Also ", " And ", " Oh and ", "\n\nSeparately: ", " Plus ", "\nalso, "]
EN_CHAT = [
    "coffee machine on our floor is broken again, this day is cursed",
    "ok I'm back, had to jump on a call with the client about the banner colours (!!)",
    "can you give me a second, checking slack",
    "honestly this release is going better than the last one so far, touch wood",
    "what's a polite way to say 'you broke the build again'",
    "lol the tester filed a bug that the app works too fast. too fast.",
    "I need lunch before I read another crash log",
    "thx that helps",
    "hm ok. let me think about that",
    "the designers changed the primary button colour AGAIN",
    "can you summarise where we are in 3 bullets? I have standup in 5",
    "I swear every release someone discovers the Android back button exists",
    "sorry, wifi died on the train",
    "perfect, exactly what I needed",
    "ok but make it sound less like a robot wrote it",
    "good morning, new day new crashes",
    "the dev shop sent a status update that says nothing in 400 words. impressive honestly",
    "what do you think of the rejection reason, is it fair?",
    "can you turn this into something I can paste in the release channel",
    "I'm going to take a walk, back in 15",
    "shorter pls",
    "they just asked for 'a quick call' which is never quick",
]
EN_LEAD = {
    "command": ["QA can't get a clean install on the test phone, what should they run?",
                "the upload keeps failing, what am I missing?", "what's the right order to do the rebuild?"],
    "port": ["the emulator can't reach the mock server, any idea?", "which port should I use for the local mock?"],
    "version": ["what should we call the next build?", "what version number do we put on the resubmission?"],
    "money": ["ok what's the damage for the extra sprint, all in?", "can you do the math on the dev shop's extra sprint for me",
              "rough number for the additional sprint incl. everything they mentioned?"],
    "date": ["so given all this, what date are we looking at?", "be honest, what's the realistic timeline now",
             "when should we plan the submission / go-live?"],
}
EN_ACK = [
    "Noted. I'll keep that in mind for the release notes and the status updates.",
    "Got it — I'll use that going forward.",
    "Makes sense. Want me to update the release checklist to reflect it?",
    "Understood. That changes the order a bit; I'd tackle the blocking crash first and leave the copy tweaks for later.",
    "Thanks, that's useful context. I'll reference it when I draft the update for the client.",
    "Okay, written down. Anything else from that call I should know?",
]
EN_PARA = [
    "On the crash side, the pattern in the logs points to a race between the token refresh and the first screen render. It only shows up on cold start with a slow network, which would explain why QA can reproduce it on the office Wi-Fi but not on their phones at home.",
    "For the release notes, I'd keep it to what users notice: faster checkout, the login fix, and fewer crashes on older Android phones. Internal refactors don't belong there, and 'bug fixes and performance improvements' alone tends to read as if nothing changed.",
    "About the App Review rejection: guideline 2.1 rejections are usually about the reviewer not being able to get past login. Make sure the demo account in App Store Connect works, has data in it, and isn't behind two-factor. A short note in the review notes explaining the flow helps too.",
    "With the dev shop, it might help to make the acceptance criteria explicit per ticket. Right now several tickets say 'fix crash' with no definition of done, so they close them when the stack trace stops appearing on their device, which isn't the same as fixed.",
    "For triage, I'd sort the open bugs into three buckets: blocks the release, must fix in the first patch, and backlog. Anything that only affects the tablet layout or a single OEM skin can usually go in the second bucket unless it's a crash.",
    "If you want a smoother rollout, watch the crash-free sessions in the first 24 hours and set a threshold in advance — something like 'halt if it drops below 99.5%'. Deciding the number before launch takes the emotion out of it.",
    "The JSON you pasted looks fine structurally, but the `minVersion` field is a string in one payload and a number in the other. The older app versions parse it strictly, so that alone can cause the forced-update screen to appear for people who don't need it.",
    "For the design review, I'd bring the three open questions as screenshots side by side rather than the whole Figma file. People decide faster when they only see the options on the table.",
    "On QA coverage: the regression list has grown a lot, and a good half of it is checks that haven't failed in months. It could be worth tagging the ones tied to this release's changes so the testers spend their time where risk actually is.",
    "Regarding the Play Console warning, the 'excessive wake-ups' metric is usually the push library or an alarm scheduled too often. It doesn't block the release, but if it stays above the bad-behaviour threshold the store may show a warning on the listing.",
    "For the client update, I'd lead with the date and the one risk, then the list of what's done. Clients mostly read the first two lines, so the bad news shouldn't be buried at the bottom.",
    "Symbolication: if the crash reports show only memory addresses, the dSYMs for that build weren't uploaded. Once they are, the existing reports get re-symbolicated, usually within an hour.",
    "One more thought on the onboarding change — shipping it behind a remote flag would let you turn it off without a new build if the numbers look bad in the first week.",
    "Here's a draft you can adapt:\n\n> Hi all — quick status. The release candidate is with QA, two blockers remain (login freeze, checkout crash on some Samsung devices). Both have fixes in review. Next update tomorrow at noon.",
    "Looking at the stack trace, the top frame is in the image loader, but the real cause is further down: a view is being updated after the fragment was detached. That's a classic lifecycle bug and usually a small fix once you know where to look.",
    "If the reviewer flagged the subscription screen, check that the price, the period and the auto-renew wording are all visible without scrolling. That's the most common cause for rejections on paywalls.",
]
EN_BULLETS = ["- login freeze on cold start", "- checkout crash on Samsung A-series", "- store screenshots need the new palette",
              "- push opt-in copy still pending", "- iPad layout clipped in landscape", "- analytics event names inconsistent",
              "- deep link to order details opens the home tab", "- onboarding skip button too small for a11y",
              "- release notes draft waiting for legal", "- ANR when uploading a profile photo"]
EN_PASTE_USER = [
    "here's what QA sent, can you make sense of it?\n\n```\nFatal Exception: java.lang.IllegalStateException: Fragment CheckoutFragment not attached to a context.\n  at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)\n  at com.shopwise.checkout.CheckoutFragment.onPriceLoaded(CheckoutFragment.kt:214)\n  at com.shopwise.checkout.PriceRepo$load$1.invokeSuspend(PriceRepo.kt:88)\n  at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith\n```\nhappens maybe 1 in 30 times",
    "the remote config looks like this right now:\n```json\n{\n  \"forceUpdate\": {\"ios\": {\"minVersion\": \"4.9\"}, \"android\": {\"minVersion\": 49}},\n  \"features\": {\"newCheckout\": false, \"darkMode\": true},\n  \"banner\": null\n}\n```\nis something off?",
    "iOS crash from TestFlight:\n```\nException Type:  EXC_BAD_ACCESS (SIGSEGV)\nThread 0 Crashed:\n0   libobjc.A.dylib   objc_msgSend + 16\n1   Shopwise          -[SWImageCache imageForKey:] + 112\n2   Shopwise          -[SWProductCell configureWith:] + 340\n3   UIKitCore         -[UICollectionView _createPreparedCellForItemAtIndexPath:]\n```\nonly on iOS 16 apparently",
    "bug triage table from this morning:\n\n| bug | sev | owner | status |\n|---|---|---|---|\n| login freeze | blocker | dev shop | fix in review |\n| price flicker | minor | dev shop | open |\n| a11y labels missing | major | design | open |\n| push not arriving (Xiaomi) | major | dev shop | investigating |\n\nwhat would you cut?",
    "App Review message:\n> Guideline 2.1 - Performance - App Completeness\n> We were unable to review your app as it crashed on launch. We have attached detailed crash logs to help troubleshoot this issue.\n> Review device details: iPad Air (5th generation), iPadOS 17.1\n\nbut we don't even support iPad properly??",
    "email from the dev shop:\n\n> Dear team, regarding the open items, we have completed 14 of 17 tasks. The remaining tasks depend on API changes on your side. We propose a sync call this week. Best regards\n\nwhich API changes?? nobody told me about API changes",
]
EN_TOOLS = [
    ("search_crash_reports", {"query": "CheckoutFragment not attached", "days": 7},
     "37 events, 21 users. First seen 5 days ago. Top devices: Galaxy A52, Galaxy A13, Redmi Note 11. OS: Android 12 (62%), 13 (30%)."),
    ("jira_search", {"jql": "project = MOB AND status != Done AND priority = Highest"},
     "4 issues: login freeze on cold start (In Review); checkout crash Samsung (In Progress); push missing Xiaomi (Open); price flicker (Open)."),
    ("read_email", {"folder": "inbox", "from": "dev shop", "limit": 1},
     "Subject: Weekly status\nWe are on track with the release. Two items moved to next sprint due to dependencies. Let us know if you have questions."),
    ("web_search", {"q": "App Store guideline 2.1 demo account rejection"},
     "Results: Apple Developer forums thread on demo accounts; blog post 'How we got past 2.1 rejections'; App Review Guidelines section 2.1."),
    ("calendar_lookup", {"range": "this week", "filter": "release"},
     "Tue 10:00 triage with QA; Wed 15:00 design review; Thu 11:00 client sync; Fri (no events)."),
    ("store_status", {"platform": "ios"},
     "Latest submission: Waiting for Review. Previous: Rejected (Guideline 2.1). Phased release: off."),
    ("play_vitals", {"metric": "crash_rate", "window": "28d"},
     "User-perceived crash rate 1.21% (bad behaviour threshold 1.09%). ANR rate 0.38%."),
]
ZH_OPEN = ["", "", "", "好，", "早！", "唉，", "问一下：", "嗯，", "还有个事——", "对了，", "那个，"]
ZH_CLOSE = ["", "", "", " 谢谢", " 🙏", "（不好意思一下子说这么多）", " 先这样", " 下一个"]
ZH_JOIN = ["另外，", "还有，", "哦对了，", "\n\n另一件事：", "再就是，", "\n还有就是"]
ZH_CHAT = [
    "我们这层的咖啡机又坏了，今天真倒霉",
    "回来了，刚跟客户开会讨论banner颜色（！！）",
    "等我一下，看下钉钉",
    "说实话这次上线比上次顺多了，先别立flag",
    "怎么委婉地说“你们又把构建搞挂了”",
    "笑死，测试提了个bug说App太快了。太快了。",
    "我得先吃饭，再看崩溃日志要吐了",
    "谢谢，有帮助",
    "嗯好，我想想",
    "设计又改主按钮颜色了",
    "帮我用三句话总结一下现在的进度？5分钟后站会",
    "每次发版都有人重新发现安卓有返回键这件事",
    "不好意思，地铁上网断了",
    "完美，就是要这个",
    "语气再自然点，别像机器人写的",
    "早上好，新的一天新的崩溃",
    "外包发了个周报，400字啥也没说，也是一种本事",
    "你觉得这次被拒的理由合理吗？",
    "帮我改成能直接发到发版群里的版本",
    "我出去走走，15分钟回来",
    "短一点",
    "他们又说要“快速开个会”，从来没快过",
]
ZH_LEAD = {
    "command": ["测试机装不干净，要跑什么命令？", "上传一直失败，我漏了哪一步？", "重新打包的正确顺序是什么？"],
    "port": ["模拟器连不上mock服务，有什么思路？", "本地mock应该用哪个端口？"],
    "version": ["下一个包叫什么版本号？", "重新提审的版本号写什么？"],
    "money": ["外包多一个迭代，全算上大概多少钱？", "帮我算一下外包加一个迭代的费用", "多一个迭代的费用，连加班一起大概多少？"],
    "date": ["照现在这样，时间点怎么定？", "说实话，现实的时间线是什么样的", "提审和上线大概排在哪天？"],
}
ZH_ACK = [
    "收到，我会在写更新说明和进度同步的时候注意这一点。",
    "明白了，后面按这个来。",
    "有道理。要不要我把发布检查清单也更新一下？",
    "了解。这样顺序要调一下：先处理阻塞上线的崩溃，文案调整放后面。",
    "谢谢，这个背景很有用，给客户写进度的时候我会提到。",
    "好的，记下了。那个会上还有别的我需要知道的吗？",
]
ZH_PARA = [
    "崩溃这边，从日志看是刷新token和首屏渲染之间的竞态。只有冷启动加弱网才会出现，这也解释了为什么测试在办公室WiFi下能复现，回家用自己手机却复现不了。",
    "更新说明我建议只写用户能感知到的：结算更快、登录问题修复、老安卓机崩溃减少。内部重构不用写，光写“修复已知问题，提升性能”会让人觉得什么都没改。",
    "关于苹果审核被拒：2.1条款被拒一般是审核员登录不进去。确认一下App Store Connect里的演示账号能用、里面有数据、没有开双重验证。审核备注里简单说明一下流程也有帮助。",
    "和外包合作这块，建议每个工单都写清楚验收标准。现在好几个单只写了“修复崩溃”，没有完成定义，他们在自己机器上看不到堆栈就关单了，这跟真正修好不是一回事。",
    "分诊的话，我建议把未关闭的bug分成三类：阻塞上线的、首个补丁必须修的、放进待办的。只影响平板布局或者某个厂商系统的，除非是崩溃，一般可以放第二类。",
    "想让灰度更稳，可以盯住前24小时的无崩溃会话率，并且提前定好阈值，比如“低于99.5%就暂停”。上线前先定数字，到时候就不会凭感觉拍板。",
    "你贴的JSON结构上没问题，但 `minVersion` 在一个地方是字符串，另一个地方是数字。老版本解析很严格，光这一点就可能让不需要更新的用户看到强制更新页。",
    "设计评审的时候，建议把三个待定问题的截图并排放出来，而不是打开整个Figma文件。大家只看到备选项的时候决定得更快。",
    "测试覆盖方面：回归用例涨了很多，其中一半几个月都没失败过。可以把和这次改动相关的用例打上标签，让测试把时间花在真正有风险的地方。",
    "Play后台那个警告，“过度唤醒”通常是推送库或者定时任务太频繁导致的。不会阻塞上线，但如果一直高于不良行为阈值，商店页面可能会显示警告。",
    "给客户的进度同步，建议开头先写日期和唯一的风险，然后再列已完成的事项。客户一般只看前两行，坏消息别埋在最后。",
    "符号化的问题：如果崩溃报告只有内存地址，说明这个构建的dSYM没上传。上传以后已有的报告会重新符号化，一般一小时内。",
    "新手引导改版还有一个想法——放在远程开关后面上线，第一周数据不好的话不用发新包就能关掉。",
    "给你一个草稿，可以自己改：\n\n> 各位好，同步一下进度。候选包已经在测试手里，还剩两个阻塞问题（冷启动登录卡死、部分三星机型结算崩溃），修复都在review中。明天中午再同步。",
    "看堆栈，最上面一帧在图片加载库里，但真正的原因在下面：fragment已经detach了还在更新view。这是典型的生命周期问题，找到位置一般改动很小。",
    "如果审核员点名订阅页，检查一下价格、周期和自动续费说明是不是不用滚动就能看到。付费墙被拒最常见就是这个原因。",
]
ZH_BULLETS = ["- 冷启动登录卡死", "- 三星A系列结算崩溃", "- 商店截图要换新配色", "- 推送授权文案还没定",
              "- iPad横屏布局被截断", "- 埋点事件命名不统一", "- 订单详情深链打开的是首页", "- 新手引导跳过按钮太小，无障碍不达标",
              "- 更新说明草稿等法务看", "- 上传头像时ANR"]
ZH_PASTE_USER = [
    "测试发来的，帮我看看：\n\n```\nFatal Exception: java.lang.IllegalStateException: Fragment CheckoutFragment not attached to a context.\n  at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)\n  at com.shopwise.checkout.CheckoutFragment.onPriceLoaded(CheckoutFragment.kt:214)\n```\n大概30次出现1次",
    "现在的远程配置是这样的：\n```json\n{\n  \"forceUpdate\": {\"ios\": {\"minVersion\": \"4.9\"}, \"android\": {\"minVersion\": 49}},\n  \"features\": {\"newCheckout\": false, \"darkMode\": true}\n}\n```\n哪里不对吗？",
    "TestFlight 上的 iOS 崩溃：\n```\nException Type:  EXC_BAD_ACCESS (SIGSEGV)\nThread 0 Crashed:\n0   libobjc.A.dylib   objc_msgSend + 16\n1   Shopwise          -[SWImageCache imageForKey:] + 112\n```\n好像只有 iOS 16 上有",
    "今天早上的bug分诊表：\n\n| 问题 | 级别 | 负责人 | 状态 |\n|---|---|---|---|\n| 登录卡死 | 阻塞 | 外包 | 修复review中 |\n| 价格闪烁 | 次要 | 外包 | 未处理 |\n| 无障碍标签缺失 | 主要 | 设计 | 未处理 |\n| 小米收不到推送 | 主要 | 外包 | 排查中 |\n\n你会砍哪个？",
    "苹果审核的消息：\n> Guideline 2.1 - Performance - App Completeness\n> We were unable to review your app as it crashed on launch.\n> Review device details: iPad Air (5th generation), iPadOS 17.1\n\n我们根本没正经支持iPad啊？？",
    "外包的邮件：\n\n> 各位好，关于未完成事项，17项中已完成14项，剩余事项依赖贵方接口调整。建议本周约个会同步。\n\n什么接口调整？？没人跟我说过啊",
]
ZH_TOOLS = [
    ("search_crash_reports", {"query": "CheckoutFragment not attached", "days": 7},
     "共37次，影响21个用户，5天前首次出现。主要机型：Galaxy A52、Galaxy A13、红米Note 11。系统：安卓12（62%）、13（30%）。"),
    ("jira_search", {"jql": "project = MOB AND status != Done AND priority = Highest"},
     "4个问题：冷启动登录卡死（评审中）；三星结算崩溃（处理中）；小米推送缺失（未处理）；价格闪烁（未处理）。"),
    ("read_email", {"folder": "收件箱", "from": "外包", "limit": 1},
     "主题：周报\n本周进度正常，有两项因依赖问题移到下个迭代，有问题随时联系。"),
    ("web_search", {"q": "苹果审核 2.1 演示账号 被拒"},
     "结果：开发者论坛关于演示账号的讨论；博客《我们是怎么过掉2.1被拒的》；审核指南2.1条。"),
    ("calendar_lookup", {"range": "本周", "filter": "发版"},
     "周二10点 和测试分诊；周三15点 设计评审；周四11点 客户同步；周五 无安排。"),
    ("store_status", {"platform": "ios"},
     "最新提交：等待审核。上一次：被拒（2.1条）。分阶段发布：未开启。"),
    ("play_vitals", {"metric": "crash_rate", "window": "28d"},
     "用户感知崩溃率 1.21%（不良行为阈值 1.09%），ANR率 0.38%。"),
]


EN_KACK = {
    "name": ["Got it, I'll keep them in the loop on the release threads.", "Noted who's who — that helps when I draft the status mails.",
             "Okay. Do you want them on the daily crash summary too?", "Thanks, added to my mental org chart of this release."],
    "command": ["Good to have that written down; I'll put it in the build checklist.", "Nice, glad it went through. Worth adding to the README for the dev shop.",
                "Noted. If it fails again, paste me the full output and we'll look."],
    "id": ["I'll reference it in the notes and the client update.", "Okay, tracking that one.", "Noted — I'll link it from the release checklist."],
    "port": ["Noted, I'll use that in the repro steps.", "Okay, good to know for the test setup.", "Got it. Worth writing on the wiki page for the device lab."],
    "version": ["Okay, I'll use that number in the release notes draft.", "Noted. Make sure the build number on Play matches too.", "Got it, updating the checklist."],
    "money": ["Noted — I'll keep a running tally of release costs.", "Okay. Want me to compare that with what we budgeted?", "Got it, I'll put it in the cost sheet."],
    "date": ["Okay, I'll plan the checklist backwards from that.", "Noted. That's tight but doable if QA gets the build on time.", "Got it, putting it on the timeline."],
    "decision": ["Understood, I'll reflect that in the plan and the client update.", "Makes sense given the situation. I'll note it as final.",
                 "Okay — decision logged. I'll flag anything that depends on it."],
    "constraint": ["Understood, I'll hold you to that.", "Noted as a standing rule.", "Got it. I'll remind you if a plan goes against it."],
}
ZH_KACK = {
    "name": ["好的，发版相关的群我会带上ta。", "记下了谁负责什么，写进度邮件的时候有用。", "好。要不要把ta也加到每日崩溃汇总里？", "谢谢，这次发版的人员分工我心里有数了。"],
    "command": ["写下来就好了，我放进打包检查清单。", "终于过了就好。建议加到外包的README里。", "记下了。再失败的话把完整输出贴给我看看。"],
    "id": ["更新说明和客户同步里我会引用它。", "好的，这个我跟着。", "记下了，我在发布检查清单里链接一下。"],
    "port": ["记下了，写复现步骤会用到。", "好的，测试环境配置要用。", "收到。建议也写到真机实验室的wiki上。"],
    "version": ["好的，更新说明草稿里用这个版本号。", "记下了。注意Play上的构建号也要对得上。", "收到，我更新一下检查清单。"],
    "money": ["记下了，我帮你把这次发版的花费累计一下。", "好的。要不要跟预算对比一下？", "收到，我记到费用表里。"],
    "date": ["好的，我按这个时间倒排检查清单。", "记下了。有点紧，但测试按时拿到包的话能行。", "收到，放进时间线。"],
    "decision": ["明白，我会在计划和客户同步里体现这个决定。", "考虑到现在的情况，合理。我记为最终决定。", "好的，决定已记录。有依赖它的事情我会提醒你。"],
    "constraint": ["明白，我会盯着。", "记为长期规则。", "收到。如果有计划违反这条我会提醒你。"],
}


EN_QDEFLECT = ["Let me focus on the release blockers first.", "Parking that for now — the build is more urgent.",
               "Before that, one thing about today's triage:", "I'll leave that one with you for the moment. Meanwhile:"]
ZH_QDEFLECT = ["先把阻塞上线的事处理完。", "这个先放一放，包的事情更急。", "在那之前，先说一下今天分诊的事：", "这个先留给你，另外："]


class Deck:
    """Draw items in shuffled rounds so the same filler doesn't come back too soon."""

    def __init__(self, rng, items):
        self.rng, self.items, self.left = rng, list(items), []

    def draw(self):
        if not self.left:
            self.left = list(self.items)
            self.rng.shuffle(self.left)
        return self.left.pop()


EN_DOC = ["design handed over {v} yesterday, finally", "the spec we're building against is {v}",
          "legal only reviewed {v} of the requirements, not the latest one", "fyi {v} is the signed-off spec",
          "pls use {v} whenever you quote requirements to the dev shop", "dev shop says they implemented against {v}?? that's ancient"]
ZH_DOC = ["设计昨天终于交付了 {v}", "我们现在按 {v} 开发", "法务只看过 {v}，最新的还没看",
          "记一下，{v} 是签过字的那版", "跟外包引用需求的时候统一用 {v}", "外包说他们是按 {v} 做的？？那都多老了"]


def fact_sentence(rng, f, zh, side):
    T = (ZH_T if zh else EN_T)[f["kind"]][side]
    if f.get("doc"):
        T = ZH_DOC if zh else EN_DOC
    t = rng.choice(T)
    return t.format(v=f.get("v", ""), r=f.get("role", ""), c=f.get("choice", ""), why=f.get("reason", ""),
                    k=f["needles"][0], q=f.get("q", ""))


def typo(rng, text, zh):
    """Now and then a slip of the keyboard, as people type (only used on rows without needles)."""
    if rng.random() > 0.2:
        return text
    if zh:
        for a, b in (("再", "在"), ("的", "得"), ("已经", "以经"), ("那个", "哪个")):
            if a in text:
                return text.replace(a, b, 1)
        return text
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 5]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    k = rng.randint(1, len(w) - 3)
    words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    return " ".join(words)


EN_PARA += [
    "I looked at the breakdown again: the {screen} crash is concentrated on {device} running {os}, roughly {pct} of sessions there. That's too narrow to block the release, but it should be the first thing in the patch.",
    "For the {screen} screen, QA's note says the spinner never goes away on {device}. My guess is a timeout that isn't handled, so the UI waits forever. Ask the dev shop to log the request duration there before guessing further.",
    "If you want one slide for the client: crash-free users up, {pct} of sessions still hitting the {screen} issue on {os}, fix scheduled. Keep the tone factual, they react badly to adjectives.",
    "A small thing on the store listing: the screenshots still show the old {screen} screen. Reviewers don't reject for that, but users do notice, and it shows up in one-star reviews as 'the app doesn't look like the pictures'.",
    "Re the regression pass: I'd ask QA to do {device} and one low-end Android first, then the rest. Most of the bugs this cycle showed up on {os}, so that's where the risk is.",
    "Looking at the analytics export, drop-off on {screen} went from about 18% to 24% after the last build. Could be the new layout, could be the slower API; the session recordings would tell you which.",
]
ZH_PARA += [
    "我又看了一下分布：{screen}的崩溃集中在{device}、{os}上，大约占那里会话的{pct}。范围太窄，不至于阻塞上线，但应该放在补丁的第一位。",
    "{screen}这块，测试备注说在{device}上loading一直不消失。我猜是超时没处理，界面一直在等。先让外包在那里打一下请求耗时的日志，别急着猜。",
    "如果要给客户做一页PPT：崩溃用户数下降，{os}上还有{pct}的会话会碰到{screen}的问题，修复已排期。语气尽量客观，他们不喜欢形容词。",
    "商店页有个小问题：截图里还是旧版的{screen}。审核不会因为这个拒，但用户会注意到，一星评论里会出现“跟图片不一样”。",
    "回归测试方面：建议测试先跑{device}和一台低端安卓，然后再跑其他机型。这轮的bug大多出在{os}上，风险主要在那里。",
    "看了埋点导出的数据，{screen}的流失率从18%左右涨到了24%。可能是新布局，也可能是接口变慢了，看一下会话录屏就知道是哪个。",
]
EN_CHAT += [
    "the client wants a 'quick look' at the build tonight. it's 9pm",
    "QA found another one on {device}. of course it's {device}",
    "just realised the {screen} copy still says 'coming soon'",
    "how do people do releases without losing their minds",
    "ok that crash log made no sense to me, you're the expert",
    "the dev shop PM replied with a thumbs up emoji. to a 6 paragraph email",
    "can you rewrite that in a more diplomatic way",
    "wait what",
    "standup went long, sorry",
    "honestly I'd kill for a release without a hotfix",
]
ZH_CHAT += [
    "客户说今晚想“简单看一下”包，现在都9点了",
    "测试在{device}上又发现一个。果然又是{device}",
    "才发现{screen}的文案还写着“敬请期待”",
    "别人发版是怎么做到不崩溃的（我说的是我自己）",
    "那个崩溃日志我完全看不懂，靠你了",
    "外包项目经理回了个点赞表情，回的是我写了六段的邮件",
    "帮我换个委婉点的说法",
    "啊？",
    "站会拖堂了，不好意思",
    "真想有一次发版不用热修复",
]
SLOTS = {
    "en": {"{device}": ["Galaxy A14", "Pixel 6a", "Redmi Note 12", "iPhone SE", "OPPO A78", "iPhone 12 mini", "Moto G32"],
           "{os}": ["Android 13", "Android 14", "iOS 16", "iOS 17"],
           "{screen}": ["checkout", "onboarding", "order history", "profile", "search results", "wishlist"],
           "{pct}": ["0.6%", "0.9%", "2.4%", "3.3%", "4.7%"]},
    "zh": {"{device}": ["Galaxy A14", "Pixel 6a", "红米Note 12", "iPhone SE", "OPPO A78", "vivo Y77", "荣耀X40"],
           "{os}": ["安卓13", "安卓14", "iOS 16", "iOS 17"],
           "{screen}": ["结算页", "新手引导", "订单列表", "个人中心", "搜索结果页", "收藏夹"],
           "{pct}": ["0.6%", "0.9%", "2.4%", "3.3%", "4.7%"]},
}


def fill(rng, text, zh):
    sl = SLOTS["zh" if zh else "en"]
    dev = rng.choice(sl["{device}"])
    ios = dev.startswith("iPhone")
    osv = rng.choice([o for o in sl["{os}"] if o.startswith("iOS") == ios])
    text = text.replace("{device}", dev).replace("{os}", osv)
    for k in ("{screen}", "{pct}"):
        if k in text:
            text = text.replace(k, rng.choice(sl[k]))
    return text


def long_reply(rng, zh, D):
    parts = []
    for _ in range(rng.randint(2, 4)):
        p = D["para"].draw()
        if p not in parts:
            parts.append(p)
    if rng.random() < 0.4:
        b = rng.sample(ZH_BULLETS if zh else EN_BULLETS, rng.randint(3, 5))
        parts.insert(rng.randint(0, len(parts)), ("目前还开着的：\n" if zh else "Still open on my list:\n") + "\n".join(b))
    return fill(rng, "\n\n".join(parts), zh)


def short_reply(rng, zh, D, kind=None):
    pool = (ZH_KACK if zh else EN_KACK).get(kind) or (ZH_ACK if zh else EN_ACK)
    a = rng.choice(pool)
    if rng.random() < 0.5:
        return a
    return a + "\n\n" + fill(rng, D["para"].draw(), zh)


def build(seed, zh, per_kind, attempt):
    rng = random.Random(f"{SET}-{seed}-{attempt}")
    facts = make_facts(rng, zh, per_kind)
    D = {"para": Deck(rng, ZH_PARA if zh else EN_PARA), "chat": Deck(rng, ZH_CHAT if zh else EN_CHAT),
         "paste": Deck(rng, ZH_PASTE_USER if zh else EN_PASTE_USER)}
    # Exchanges: list of (user_text, assistant_text, facts_in_user, facts_in_assistant, tool)
    asst_ok = {"command", "port", "version", "money", "date"}
    order = list(range(len(facts)))
    rng.shuffle(order)
    carriers = []
    i = 0
    while i < len(order):
        f = facts[order[i]]
        if f["kind"] in asst_ok and not f.get("doc") and rng.random() < 0.3:
            carriers.append(("a", [f]))
            i += 1
        elif i + 1 < len(order) and rng.random() < 0.3 and facts[order[i + 1]]["kind"] != "question" \
                and not (facts[order[i + 1]]["kind"] in asst_ok and False):
            carriers.append(("u", [f, facts[order[i + 1]]]))
            i += 2
        else:
            carriers.append(("u", [f]))
            i += 1
    n_msgs_target = rng.randint(max(130, 2 * len(carriers) + 40), 280)
    n_filler = max(0, (n_msgs_target - 2 * len(carriers)) // 2)
    slots = [("c", c) for c in carriers] + [("f", None)] * n_filler
    # spread facts across the whole conversation: shuffle, but keep the first few exchanges chatty
    rng.shuffle(slots)
    exchanges = []
    for kind, c in slots:
        tool = None
        if rng.random() < 0.18:
            name, args, out = rng.choice(ZH_TOOLS if zh else EN_TOOLS)
            tool = (name, args, out)
        if kind == "f":
            r = rng.random()
            if r < 0.2:
                u = D["paste"].draw()
                a = long_reply(rng, zh, D)
            elif r < 0.75:
                u = fill(rng, D["chat"].draw(), zh)
                a = long_reply(rng, zh, D) if rng.random() < 0.5 else short_reply(rng, zh, D)
            else:
                u = fill(rng, D["chat"].draw(), zh)
                a = short_reply(rng, zh, D)
            u = typo(rng, u, zh)
            exchanges.append((u, a, tool))
            continue
        side, fs = c
        if side == "a":
            f = fs[0]
            u = rng.choice((ZH_LEAD if zh else EN_LEAD)[f["kind"]])
            s = fact_sentence(rng, f, zh, "a")
            a = s + "\n\n" + fill(rng, D["para"].draw(), zh) if rng.random() < 0.6 else s
            exchanges.append((u, a, tool))
            continue
        sents = [fact_sentence(rng, f, zh, "u") for f in fs]
        op = rng.choice(ZH_OPEN if zh else EN_OPEN)
        cl = rng.choice(ZH_CLOSE if zh else EN_CLOSE)
        text = sents[0]
        for s in sents[1:]:
            j = rng.choice(ZH_JOIN if zh else EN_JOIN)
            text = text.rstrip()
            if zh and text[-1] not in "。！？!?…」）)":
                text += "。"
            elif not zh and text[-1] not in ".!?)":
                text += "."
            text += j + s
        if rng.random() < 0.2:
            # bury the fact inside a longer rambling message
            text = fill(rng, D["chat"].draw(), zh) + ("。" if zh else ". ") + text
        u = op + text + cl
        if any(f["kind"] == "question" for f in fs):
            # the question is never answered: the reply deals with something else
            a = rng.choice(ZH_QDEFLECT if zh else EN_QDEFLECT) + "\n\n" + long_reply(rng, zh, D) \
                if rng.random() < 0.5 else long_reply(rng, zh, D)
        else:
            k = fs[-1]["kind"]
            a = short_reply(rng, zh, D, k) if rng.random() < 0.6 else \
                rng.choice((ZH_KACK if zh else EN_KACK)[k]) + "\n\n" + long_reply(rng, zh, D)
        exchanges.append((u, a, tool))
    # rows
    rows = []
    t = datetime(2026, 11, 20, 8, 30, tzinfo=timezone.utc)
    n = 0

    def stamp():
        nonlocal t
        t += timedelta(seconds=rng.randint(40, 1500))
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def rid():
        nonlocal n
        n += 1
        return f"msg_{SET}{seed}_{n:04d}"

    for k, (u, a, tool) in enumerate(exchanges):
        rows.append({"v": 2, "id": rid(), "createdAt": stamp(),
                     "item": {"type": "message", "role": "user", "content": u}, "meta": {"uiRole": "user"}})
        if tool:
            cid = f"call_{SET}{seed}_{k:04d}"
            rows.append({"v": 2, "id": rid(), "createdAt": stamp(),
                         "item": {"type": "function_call", "callId": cid, "name": tool[0],
                                  "arguments": json.dumps(tool[1], ensure_ascii=False)}, "meta": {}})
            rows.append({"v": 2, "id": rid(), "createdAt": stamp(),
                         "item": {"type": "function_call_result", "callId": cid, "name": tool[0],
                                  "status": "completed", "output": tool[2]}, "meta": {}})
        rows.append({"v": 2, "id": rid(), "createdAt": stamp(),
                     "item": {"type": "message", "role": "assistant", "content": a}, "meta": {"uiRole": "assistant"}})
    return facts, rows


def row_text(r):
    it = r["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows):
    texts = [row_text(r) for r in rows]
    needles = [nd for f in facts for nd in f["needles"]]
    for a in needles:
        for b in needles:
            if a is not b and a in b:
                return False
    for f in facts:
        for nd in f["needles"]:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if len(hits) != 1 or rows[hits[0]]["item"]["type"] != "message":
                return False
        # all needles of a fact in the same (its own) message
        if len({i for nd in f["needles"] for i, tx in enumerate(texts) if nd in tx}) != 1:
            return False
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    return 130 <= nmsg <= 280


def okbot(binary, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW=NOW)
    p = subprocess.run([binary] + args, input=stdin, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    binary, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(500):
            try:
                facts, rows = build(seed, zh, per_kind, attempt)
            except RuntimeError:
                continue
            if check(facts, rows):
                break
        else:
            sys.stderr.write(f"seed {seed}: could not build a valid conversation\n")
            sys.exit(1)
        root = os.path.join(os.path.abspath(workdir), f"root-{seed}")
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        okbot(binary, root, ["init"])
        okbot(binary, root, ["assistant", "create", "Writer"])
        okbot(binary, root, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        batches, cur, cnt = [], [], 0
        for r in rows:
            if r["item"]["type"] == "message" and cnt == 25:
                batches.append(cur)
                cur, cnt = [], 0
            cur.append(r)
            if r["item"]["type"] == "message":
                cnt += 1
        if cur:
            batches.append(cur)
        for b in batches:
            okbot(binary, root, ["session", "append", "-a", "Writer"],
                  "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b))
            okbot(binary, root, ["compress", "-a", "Writer", "--now"])
        ctx = okbot(binary, root, ["context", "show", "-a", "Writer"])
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
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
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {len(batches)} compressions): "
              f"{kept}/{len(facts)} = {100.0 * kept / len(facts):.1f}%")
        for f in missing:
            print(f"  missing {f['kind']}: " + " + ".join(f["needles"]))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100.0 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100.0 * allk / max(1, alln):.1f}")
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            if "session-summary.json" in fns:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        s = json.load(fh).get("summary", "")
                    if isinstance(s, str):
                        mx = max(mx, len(s))
                except (OSError, ValueError):
                    pass
    print(f"max summary chars {mx}")


if __name__ == "__main__":
    main()
