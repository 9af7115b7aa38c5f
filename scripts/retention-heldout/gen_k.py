#!/usr/bin/env python3
"""Held-out retention set K: a three-person indie game studio shipping a release.

usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5; the last one is Chinese)
env:   PER_KIND   facts of each kind per conversation (default 10)
       SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Per conversation: append the rows in batches of 25 messages, `okbot compress -a Writer --now` after
each batch, then `okbot context show -a Writer`, and count the facts whose needles are all found
verbatim.  Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_NAMES = ["Marisol Vega", "Tobias Lindqvist", "Priya Raman", "Dmitri Volkov", "Aoife Brennan", "Kwame Mensah",
            "Hana Kobayashi", "Rafael Quintero", "Ingrid Solberg", "Ezra Whitlock", "Yusuf Demir", "Clementine Okafor",
            "Mateus Ferreira", "Saoirse Dunne", "Bartosz Nowicki", "Leilani Kahale", "Oskar Brandt", "Thandiwe Nkosi",
            "Jun-seo Park", "Valentina Russo", "Callum Fraser", "Noor Haddad", "Sven Aaltonen", "Delphine Marchand",
            "Kofi Asante", "Mirela Popescu", "Tariq Siddiqui", "Beatriz Almeida", "Henrik Dahl", "Ottilie Grange"]
EN_ROLES = ["the composer", "our producer at the publisher", "the freelance animator", "the cert consultant",
            "the porting house lead", "the new community mod", "the QA lead at the outsourcer", "the pledge-manager support guy",
            "the VO director", "the pixel artist", "the lawyer", "the localisation PM"]
EN_SVC = ["matchmaker", "lobby", "relay", "leaderboard", "telemetry", "patcher"]
EN_GAME = ["lanternfall", "mothlight", "grubworks"]
EN_HOST = ["build01", "eu-relay-2", "ci-mac", "hetz-fsn1"]
EN_CMDS = [
    "./tools/build.sh --platform switch --config shipping --shard {n}",
    "butler push build/win64 mothworks/{g}:windows-beta",
    "steamcmd +login ci_builder +run_app_build scripts/app_build_{n}{n}.vdf +quit",
    "docker compose -f deploy/{s}.yml up -d --build",
    "kubectl -n game rollout restart deploy/{s}",
    "git lfs prune --verify-remote",
    "ffmpeg -i trailer_master.mov -vf scale=1920:-2 -c:v libx264 -crf 18 trailer_cut{n}.mp4",
    "python3 tools/pack_atlas.py --max 4096 --pad {n} art/ui",
    "godot --headless --export-release Linux out/{g}.x86_64",
    "rsync -az --delete Builds/Server/ deploy@{h}:/srv/{s}/",
    "journalctl -u {s} --since '1 hour ago' | grep -i desync",
    "redis-cli -n {n} FLUSHDB",
    "make cert-pkg REGION=eu SKU=standard",
    "tar czf saves_backup_{n}.tgz ~/.local/share/{g}/saves",
    "sudo systemctl restart {s}",
    "psql -d backers -c 'select tier, count(*) from pledges group by tier'",
    "aws s3 sync ./patch s3://{g}-cdn/patches/ --delete",
    "git push origin HEAD:refs/for/cert-{n}",
    "npm run localise -- --lang ja --strict",
    "./gradlew :android:bundleRelease -Pshard={n}",
]
EN_PROJ = ["LAN", "SRV", "ART", "QA", "CERT", "PUB", "KS", "NET", "AUD"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_DECISIONS = [  # (choice, reasons that fit it); a choice and a reason are used once per conversation
    ("FMOD over Wwise", ["the licence is flat-fee under our revenue band", "Dario already knows the FMOD studio tool"]),
    ("self-hosted relays", ["it roughly halves the egress bill", "the hosted relay kept dropping Brazil"]),
    ("the Switch port first", ["the publisher covers the devkit rental", "the wishlist numbers point that way"]),
    ("Backerkit for the pledge manager", ["the bank wants predictable invoices", "it does the VAT maths for us"]),
    ("Hetzner boxes for the game servers", ["ping to Frankfurt is fine for basically everyone", "the cloud quote was four times higher"]),
    ("a closed beta on Steam Playtest", ["backers picked it in the poll", "keys keep leaking to resellers"]),
    ("paying the composer per finished minute", ["our cashflow can't take a lump sum", "it's how her last studio did it"]),
    ("cutting the couch co-op mode", ["the netcode can't take it yet", "the camera code is cursed in split screen"]),
    ("physical rewards only on the top tier", ["shipping stuff to Australia is brutal", "the pin supplier has a huge minimum order"]),
    ("Jenkins instead of hosted runners", ["the console SDKs can't leave our machines", "hosted minutes ate half the tools budget"]),
    ("shipping without cloud saves", ["the save format is still moving", "cert flagged the sync conflict dialog"]),
    ("the chunky pixel font from the jam build", ["the old font fails the readability check", "playtesters kept saying it felt cozier"]),
    ("EU-only servers at launch", ["moderation eats the whole weekend otherwise", "we can't afford a second region yet"]),
    ("devlogs every other Thursday", ["weekly was burning us out", "Thursday posts got the most wishlists"]),
    ("a proper cert consultant", ["cert bounced the other route twice", "nobody here has shipped on PlayStation"]),
    ("Japanese and German as the first two localisations", ["the wishlist split by region says so", "the publisher's store team asked for them"]),
    ("Perforce for the art repo", ["it keeps the art repo under control", "git lfs locking kept failing"]),
    ("Discord as the only support channel", ["email support would need a fourth person", "the community already lives there"]),
    ("a fixed-price contract for the trailer", ["the contract has a clawback clause", "hourly billing blew up last time"]),
    ("rollback netcode for the duel mode", ["input lag tested better", "the fighting game crowd will riot otherwise"]),
]
EN_FORBID = ["push to main", "touch the cert branch", "rotate the Steam API keys", "merge art PRs", "post the roadmap on Discord",
             "restart the matchmaker", "email the backers", "change the save format", "tweet about the Switch port",
             "upload to the public branch", "delete old depots", "spend from the marketing pot", "bump the engine version",
             "run migrations on prod", "hand builds to streamers", "announce a release date", "flip on crossplay"]
EN_REQUIRE = ["tag the build", "snapshot the save db", "get two approvals", "ping the publisher first", "run the full cert checklist",
              "update the changelog", "bump the build number", "export the pledge sheet"]
EN_CONDS = ["during the cert window", "before the publisher signs off", "without a second pair of eyes", "on a Friday afternoon",
            "while the Kickstarter is live", "until the NDA lifts", "after 6pm", "before QA clears the build",
            "without a signed contract", "while a playtest is running", "before the milestone payment lands",
            "during the embargo", "without a ticket", "in the final week before launch", "before the save migration is tested"]
EN_REQ_CONDS = ["before every submission", "whenever someone touches the netcode", "after each playtest session",
                "before any backer email goes out", "before the cert upload", "every time we cut a release branch"]
EN_TOPICS = ["age rating questionnaire", "backer t-shirt sizes", "Japanese store page copy", "refund policy for physical tiers",
             "Steam Deck verification", "VAT on the crowdfunding money", "composer's royalty split", "soundtrack vinyl pressing",
             "EU server failover", "colourblind mode", "cloud sync on Switch", "trailer voiceover", "localisation vendor",
             "launch discount", "boxed retail edition", "anti-cheat vendor", "GDPR consent screen", "credits order",
             "dev diary video", "insurance for the office"]

EN_FACT = {
    "name": [
        "ok {x} from the porting house finally replied, devkit is 'on the way' whatever that means",
        "gonna loop in {x} for the boss theme, her reel is unreal",
        "who approved this?? oh wait it was {x} lol",
        "{x} ({r}) wants the fbx files by end of week",
        "ran into {x} at the meetup, does QA contracts now, might take our playtest",
        "pls cc {x} on the publisher thread, {r} now apparently",
        "massive shoutout to {x} for fixing the lobby desync at like 2am",
    ],
    "command": [
        "fwiw `{x}` fixed it last time",
        "ran this:\n$ {x}\nand it just sits at 97% forever",
        "note to self: `{x}` before every cert build or the manifest is stale",
        "try `{x}`? thats what the old ci script did",
        "the nightly job is literally just `{x}` in a cron lmao",
        "$ {x}\n^ that one. dont ask",
    ],
    "id": [
        "thats {x}, the save corruption one",
        "filed as {x} fwiw",
        "publisher bounced us with {x} again ugh",
        "{x} is back. reopened it",
        "can u check if {x} is a dupe of the controller disconnect thing",
        "tracked under {x}, assigned to nobody obviously",
    ],
    "id_cve": [
        "dependabot is yelling about {x} in the lobby server deps",
        "{x} hits the websocket lib we ship, gotta patch before cert",
        "security scan on the publisher side flagged {x}, fun times",
    ],
    "port": [
        "relay is on udp {x} now, not the old one",
        "opened {x} on the eu box",
        "the admin panel lives on :{x} btw",
        "steam query port = {x}, game port stays default",
        "something is already bound to {x}, probably the zombie telemetry thing",
        "forward tcp {x} on the playtest router or nobody gets in",
    ],
    "version": [
        "bumped everything to {x}",
        "steam depot has {x} live rn",
        "regression started in {x} i think",
        "patch notes for v{x} are half written",
        "engine {x} broke our shaders again lmao",
        "sdk has to be at least {x} for the submission apparently",
    ],
    "money": [
        "publisher milestone pays {x} on approval",
        "composer quoted {x} for the whole OST",
        "we're at {x} raised, stretch goal still miles away",
        "devkit rental is {x} a month which, lol",
        "artist invoice came in at {x}",
        "ads burned {x} last week for like 40 wishlists",
    ],
    "date": [
        "milestone 3 is due {x}",
        "cert window opens {x}",
        "kickstarter goes live {x} (fingers crossed)",
        "second playtest on {x}",
        "{x} is the hard deadline, publisher said no slips",
        "expo build has to be ready by {x}",
    ],
    "decision": [
        "ok decided: {c}, {r}",
        "we're going with {c} bc {r}",
        "screw it, {c}. reason: {r}",
        "final answer on that is {c} -- {r}",
        "{c} it is, mainly cause {r}",
        "after the call we locked in {c} since {r}",
    ],
    "constraint_forbid": [
        "do not {a} {c}. seriously",
        "hard rule: never {a} {c}",
        "we can't {a} {c}, the contract says so",
        "reminder we are NOT allowed to {a} {c}",
        "{c} nobody gets to {a}, i mean it",
        "pls dont {a} {c} again, last time it cost us a weekend",
    ],
    "constraint_require": [
        "we always have to {a} {c}",
        "mandatory: {a} {c}",
        "{c} you MUST {a}, no exceptions",
    ],
    "question": [
        "wait who's handling the {x}?",
        "did anyone ever sort out the {x}",
        "still no idea what we're doing about the {x} tbh",
        "q for later: the {x} -- do we even need it?",
        "hmm what's the plan for the {x}",
        "is the {x} something we have to pay for or",
    ],
}
EN_ASSIST_FACT = {
    "name": ["I'll treat {x} as the contact for the porting side from now on",
             "so {x} is {r} -- I'll keep that in mind when we draft the email",
             "sounds like {x} is the person to chase for the stems"],
    "command": ["The quickest way to reproduce it is `{x}`, then compare the two logs",
                "You can run this from the repo root:\n\n    $ {x}\n\nIt should finish in a couple of minutes",
                "I'd put `{x}` at the top of the release checklist so nobody skips it"],
    "id": ["I've linked this to {x} so the history stays in one place",
           "That looks like the same crash as {x}; I'd mark the new one as a duplicate",
           "The publisher's rejection points at {x}, so that's the one to answer first"],
    "id_cve": ["{x} affects the websocket library in the lobby server, so that needs a patch before submission",
               "The scanner report lists {x}; upgrading the dependency should clear it"],
    "port": ["The health check should hit port {x}, not the game port",
             "Make sure {x} is open for UDP on the relay, otherwise clients time out right after the handshake",
             "Since the admin panel moved to {x}, the firewall rule needs updating too"],
    "version": ["The crash reports all come from {x}, so the regression is probably in there",
                "I'd pin the toolchain at {x} until the submission is through",
                "The beta branch on the depot is serving {x} at the moment"],
    "money": ["With the advance at {x}, the runway gets you through the next milestone",
              "The quote of {x} from the composer is inside what you budgeted",
              "Pledges so far add up to {x}, going by the dashboard you pasted"],
    "date": ["The pledge manager can open on {x}, once the campaign has closed",
             "If the cert slot is {x}, the release candidate should be frozen a week before",
             "I'd move the playtest to {x} so it doesn't clash with the expo"],
    "decision": ["So the call is {c}, because {r}. I'll reflect that in the plan",
                 "Going with {c} makes sense, given that {r}"],
    "constraint_forbid": ["Just to be safe: nobody should {a} {c}", "Reminder from the contract: you can't {a} {c}"],
    "constraint_require": ["Per the checklist, someone has to {a} {c}"],
}
ZH_ASSIST_FACT = {
    "name": ["那以后移植这块就找{x}对接", "{x}是{r}，我记住了，回头写邮件的时候抄送一下", "分轨文件的事可以催一下{x}"],
    "command": ["可以在仓库根目录跑 `{x}`，几分钟就好", "建议把 `{x}` 放进发版清单的第一步", "复现的话先跑\n$ {x}\n再对比两份日志"],
    "id": ["这个崩溃跟{x}看起来是同一个，可以标成重复", "发行那边的驳回意见对应的是{x}，先回这个", "我把这条关联到{x}了，记录都放在一起"],
    "id_cve": ["扫描报告里的{x}，把依赖升一下应该就没了", "{x}影响大厅服务器的websocket库，提审前要打补丁"],
    "port": ["健康检查应该打{x}端口，不是游戏端口", "中继上要放行UDP {x}，不然握手之后会超时", "后台换到{x}以后，防火墙规则也要跟着改"],
    "version": ["崩溃报告全部来自{x}，回归大概就在这个版本里", "提审通过之前建议把工具链锁在{x}", "测试分支现在推的是{x}"],
    "money": ["预付款{x}的话，撑到下个里程碑没问题", "作曲报价{x}，在预算范围内", "按你贴的后台数据，目前筹到{x}"],
    "date": ["如果审核窗口是{x}，候选版本要提前一周冻结", "奖励管理后台可以定在{x}开", "试玩会挪到{x}吧，别跟展会撞了"],
    "decision": ["那就按{c}来，理由是{r}，我更新到计划里", "选{c}是合理的，毕竟{r}"],
    "constraint_forbid": ["提醒一下：{c}不能{a}", "按合同，{c}不可以{a}"],
    "constraint_require": ["按清单，{c}要{a}"],
}
EN_ASSIST_WRAP = ["{f}.", "Noted. {f}.", "One more thing worth writing down: {f}.", "Also, from the publisher email: {f}.", "{f}, by the way."]
EN_JOIN = [". also ", "\noh and ", ", and ", " -- btw ", ". unrelated but ", "\n\n", ". also also "]
EN_FILLER_U = [
    "lol", "ok", "brb coffee", "kk", "ugh", "fair", "yep", "hmm", "nvm", "right", "lmao ok",
    "the goose is back on the roof",
    "Pip walked on the keyboard again, if u see 'jjjjjjj' in a commit thats her",
    "played 3 rounds of Soup Knight 2 at lunch, still trash at the frog boss",
    "raining sideways in Leeds, perfect crunch weather",
    "Gamescom people keep emailing us about booths we cant afford",
    "the Tuesday standup was 40 mins of arguing about the dash animation",
    "someone ate the last of the Haribo and i WILL find out who",
    "we should put the Mothlight Easter egg in the credits, the one with the toaster",
    "honestly if Lanternfall ships at all its a miracle",
    "ok I'm back, train from Bristol was late again",
    "Kit says the new lighting looks like a Dutch oil painting which i think is a compliment",
    "the frog boss has 12 phases now, design by committee lol",
    "ok so here's the thing, I've been staring at the lobby code for like three hours and the desync only happens when two people join within the same tick, which should be impossible because we serialise joins, except apparently we don't on the relay path, which nobody remembered existed. anyway I'm going to go scream into a pillow and then look at it again with fresh eyes, maybe after food",
    "long day. publisher call went ok-ish, they liked the vertical slice, hated the menu music, asked about Xbox again even though we told them like 5 times that's not happening this year. Kit drew a goose on the whiteboard during the call and nobody noticed until the end",
    "why does the Mac build take 40 minutes when the Windows one takes 9",
    "thinking about renaming the frog boss to Sir Croaksalot",
    "demo day in Brighton was fun, 2 kids played for an hour straight",
    "who keeps renaming the Slack channel to #goose-watch", "back from lunch. the Thai place near the station is closed AGAIN",
    "Kit is streaming the level editor on Twitch, 11 viewers, 9 of them are her mum",
    "new record: 14 crash dumps before 10am", "Steam Next Fest vibes already and its months away",
    "moth emoji count in the Discord is at like 300 now, the community has decided the mascot for us",
    "hot take: the dash should be on the left bumper", "PAX was so loud my ears are still ringing",
    "i dreamt about the save system. like literally. there were 3 of them and they were all corrupted",
    "Rook the intern (unpaid, he's a cat) sat on the devkit", "ok ok ok", "sure", "true", "same", "lmaooo", "yeah no",
    "fml", "I mean... sure?", "cool cool cool", "that tracks", "hm ok", "wait what", "thx",
    "coffee machine in the co-working space is fixed, productivity up 200%",
    "ugh i hate invoices. i hate spreadsheets. i love making games. why is 70% of making games spreadsheets. anyway Kit says the moth wings need another pass and honestly she's right, they look like crisps in motion, not wings. Tom disagrees but Tom also thinks Comic Sans is fine so",
    "ok real talk, the Lanternfall playtest feedback is mostly 'too dark' and 'where do I go', which, fair, our level 4 is basically a cave with no lights and a moth that's supposed to guide you but keeps flying into walls because the pathing is broken. i knew it was bad but seeing 6 people in a row get lost in the same corridor is humbling",
    "Manchester indie meetup next week, might bring the Switch build if it stops crashing on the title screen",
    "who put 'Moth Simulator 2000' as the working title in the store draft lol",
]
EN_FILLER_A = [
    "Certification usually takes a few rounds; most small teams I've seen need two or three resubmissions before passing, so it's worth building slack into the plan.",
    "For the lobby desync, the usual suspects are tick-rate mismatches and floating point drift between platforms, especially when physics runs on a variable step.",
    "If the Mac build is slow, check whether shader compilation is happening on every run; caching the compiled variants often cuts the time dramatically.",
    "For crowdfunding, backers care a lot about regular updates; even a short note with a GIF every couple of weeks keeps the comments section friendly.",
    "With freelancers, a short written brief plus a reference board saves a lot of back and forth, and it makes the revision rounds easier to count.",
    "Playtest feedback is easier to triage if you tag each note as bug, balance or feel, and only discuss the feel ones as a group.",
    "A publisher will usually care more about the milestone deliverables being demonstrable than about them being polished.",
    "When a crash only happens on one platform, the first thing I'd compare is memory pressure and the order in which assets get streamed in.",
    "It might help to keep one running document of everything promised to backers, so nothing slips through when the pledge manager opens.",
    "For the boss fight, twelve phases is a lot; players usually remember three or four distinct moments, so merging similar phases can make it feel bigger, not smaller.",
    "Bug triage goes faster if one person owns the severity call and everyone else just adds repro steps.",
    "Music licensing can get complicated once a soundtrack is sold separately, so it's worth reading the composer agreement with that in mind.",
    "If the build server is flaky, pinning the toolchain and clearing the intermediate folder between platform builds removes a lot of random failures.",
    "Honestly, that sounds like a long day. Taking a break before looking at the netcode again is probably the fastest way to find the bug.",
    "A vertical slice that people liked is a good sign; menu music is one of the cheapest things to change late.",
    "If players get lost in the same corridor, a light source or a sound cue at the right turn usually fixes it faster than a map.",
    "Console certification checklists are long, but most failures come from a handful of items: suspend and resume, user switching, and error messages for network loss.",
    "For store pages, the first four screenshots do most of the work, so it's worth putting the clearest gameplay moment first.",
    "A shared spreadsheet for invoices is boring, but it saves a lot of pain when the accountant asks questions at the end of the year.",
    "On the moth wings: a slight squash on the downstroke and some motion blur usually reads better than more frames.",
    "Regarding the Discord, pinning a short FAQ and a bug report template will save the moderators a lot of repeated answers.",
    "If the Switch build crashes on the title screen, I'd check the first asset bundle load and whether any file handle is opened before the filesystem is mounted.",
    "Trailers for small games tend to work best at around a minute, with gameplay in the first five seconds.",
    "With a three-person team, keeping a short written log of what was decided and why is often more useful than any project management tool.",
    "Scope cuts feel painful in the moment, but players rarely miss features they never saw.",
    "For playtests, watching people play without helping them is hard, but it shows exactly where the level design is unclear.",
    "If the lighting pass is making levels too dark, you could raise the ambient floor slightly and keep the contrast in the highlights.",
    "Press outreach usually works better a few weeks before a festival than during it, when inboxes are flooded.",
    "For crash dumps, grouping them by call stack first will usually show that most of them are the same two or three bugs.",
]
EN_ASSIST_OPEN = ["Sure.", "Got it.", "Makes sense.", "Okay, a few thoughts.", "Right.", "Understood.", "Ha, fair."]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_NAMES = ["老张", "小李", "周总", "陈经理", "王磊", "林晓雨", "赵老师", "孙浩然", "何静怡", "阿杰", "钱多多", "郑经理",
            "吴思琪", "黄老板", "欧阳明", "马晓东", "谢婷婷", "杜老师", "唐诗雨", "韩冰"]
ZH_ROLES = ["发行那边的", "作曲的", "外包美术", "测试组的", "做本地化的", "律师", "众筹平台的对接人", "审核顾问"]
ZH_DECISIONS = [
    ("先做Switch版", ["发行商承担开发机费用", "愿望单数据是这么说的"]),
    ("音频用FMOD", ["授权费是一次性的", "阿德以前用过FMOD"]),
    ("服务器放阿里云", ["带宽费用能省一半", "国内玩家延迟最低"]),
    ("在摩点众筹", ["支持者投票选的", "平台抽成比较低"]),
    ("砍掉双人模式", ["联机代码还撑不住", "分屏镜头问题太多"]),
    ("本地化找外包", ["我们三个人日语都不行", "发行商报销翻译费"]),
    ("每周五发开发日志", ["周五的帖子互动最多", "每天发太累了"]),
    ("实体奖励只给最高档", ["海外运费太贵", "徽章厂起订量太高"]),
    ("打包用Jenkins", ["主机SDK不能离开我们自己的机器", "大家都不想折腾云构建"]),
    ("先上Steam抢先体验", ["需要真实玩家的数据", "发行商的合同允许"]),
    ("作曲按分钟结算", ["现金流付不起一次性买断", "合同里有退款条款"]),
    ("只开国服", ["审核和运营人手不够", "第二个区域的服务器太贵"]),
    ("美术资源放Perforce", ["git lfs的文件锁老出问题", "美术文件太大了"]),
]
ZH_FORBID = ["推到主分支", "动提审分支", "群发邮件给支持者", "改存档格式", "公布发售日", "重启匹配服务器", "给主播发测试包",
             "升级引擎", "删除旧版本", "动市场预算", "跑线上数据库迁移"]
ZH_REQUIRE = ["打版本标签", "备份存档数据库", "跑完整的审核清单", "先通知发行商", "更新更新日志", "找两个人审批"]
ZH_CONDS = ["审核期间", "发行商签字之前", "没有人复核的时候", "周五下午", "众筹进行中", "保密协议解除之前", "试玩会进行的时候",
            "里程碑款到账之前", "晚上十点以后", "没开工单的时候"]
ZH_REQ_CONDS = ["每次提审前", "改完联机代码之后", "给支持者发邮件之前", "每次试玩会结束后", "切发布分支的时候", "上传商店素材之前", "合并美术资源以后"]
ZH_TOPICS = ["年龄分级问卷", "支持者T恤尺码", "日文商店页文案", "实体奖励的退款政策", "Steam Deck认证", "众筹那笔钱的税",
             "原声黑胶", "色盲模式", "Switch云存档", "宣传片配音", "版号申请", "防作弊方案", "制作人员名单顺序", "办公室保险"]
ZH_FACT = {
    "name": ["{r}{x}说demo下周能给", "作曲那边我找了{x}，报价还没回", "这事问{x}，他最清楚", "让{x}把发行合同再过一遍",
             "刚跟{x}吃饭，说可以帮我们做本地化测试", "{x}昨天半夜还在修存档bug，太拼了"],
    "command": ["上次是 `{x}` 解决的", "跑了\n$ {x}\n然后卡在97%不动了", "提审前记得先 `{x}`，不然清单是旧的",
                "试试 `{x}`？以前的脚本就是这么写的", "夜间构建其实就是定时跑 `{x}` 哈哈"],
    "id": ["就是{x}，存档损坏那个", "已经提了单，{x}", "发行那边又拿{x}打回来了，烦", "{x}又复现了，重新打开了", "看看{x}跟手柄断连那个是不是重复的"],
    "id_cve": ["依赖扫描报了{x}，大厅服务器用的那个库", "发行那边安全扫描查出{x}，提审前得修"],
    "port": ["中继服务器改到UDP {x}了", "欧洲那台机器开了{x}端口", "后台管理在{x}上", "{x}端口被占了，估计是旧的统计服务", "试玩现场路由器要转发{x}，不然连不上"],
    "version": ["现在测试服是{x}", "{x}之后帧率就掉了", "提审用的是{x}", "引擎升到{x}以后着色器又坏了", "SDK至少要{x}才能提审"],
    "money": ["发行商首付{x}", "作曲报价{x}，整张原声", "众筹已经筹到{x}了，离延伸目标还远", "开发机租金一个月{x}，离谱", "美术外包这批图结算{x}"],
    "date": ["{x}要交里程碑", "众筹{x}上线，祈祷吧", "{x}前必须把材料交齐", "第二次试玩会定在{x}", "{x}是发行商给的死线，不能拖"],
    "decision": ["定了，{c}，因为{r}", "就{c}吧，{r}", "商量完了决定{c}，主要是{r}", "最后还是{c}，毕竟{r}", "{c}，没得选，{r}"],
    "constraint_forbid": ["{c}不要{a}", "{c}绝对别{a}，认真的", "记住，{c}禁止{a}", "{c}谁都不许{a}，上次出过事", "规定：{c}不能{a}"],
    "constraint_require": ["{c}必须{a}", "{c}一定要{a}，没有例外"],
    "question": ["{x}谁负责？", "{x}还没定吧", "{x}到底要不要搞", "对了，{x}怎么办", "{x}有人跟进吗"],
}
ZH_ASSIST_WRAP = ["{f}。", "记下了。{f}。", "另外，{f}。", "顺便说一下，{f}。"]
ZH_JOIN = ["。还有，", "\n对了，", "，另外", "。顺便说一句，", "\n\n"]
ZH_FILLER_U = ["哈哈", "好", "嗯嗯", "行吧", "刚开完会", "咖啡喝完了", "今天又加班到3点", "那只鹅又跑到楼顶上了", "《汤骑士2》午饭时间玩了3局，青蛙boss还是打不过",
               "上海今天下大雨", "猫又踩键盘了，提交记录里看到一串jjjj就是它", "青蛙boss现在有12个阶段了，太夸张",
               "说真的，我盯着大厅代码看了三个小时，只有两个人在同一帧加入的时候才会不同步，按理说加入是串行处理的，结果中继那条路径根本没串行，谁都不记得还有这条路径。我先去吃点东西冷静一下，回来再看",
               "今天跟发行开会还行吧，他们喜欢垂直切片，不喜欢菜单音乐，又问Xbox版，跟他们说了五遍今年不做。阿猫在白板上画了只鹅，开完会才有人发现",
               "为什么Mac包要打四十分钟，Windows只要九分钟", "想把青蛙boss改名叫呱呱爵士",
               "哈哈哈哈", "好吧", "收到", "？？？", "我晕", "绝了", "行", "等下", "先这样", "谢啦", "吃饭去了",
               "楼下奶茶店又排了二十个人", "阿猫在B站直播关卡编辑器，11个人看，其中9个是她妈妈的小号",
               "今天早上10点前就收到14个崩溃转储，新纪录", "办公室咖啡机修好了，效率提升200%",
               "Discord里飞蛾表情已经用了三百多次，社区已经帮我们选好吉祥物了",
               "烦死了，我讨厌发票，讨厌表格，我只想做游戏。为什么做游戏有百分之七十的时间在弄表格。另外阿猫说飞蛾翅膀还得再改一版，说实话她是对的，现在看起来像在飞的薯片，不像翅膀。小汤不同意，但小汤也觉得宋体做标题挺好看的，所以他的意见仅供参考",
               "说正经的，《灯蛾》的试玩反馈基本就是'太黑了'和'不知道往哪走'，确实，第四关基本就是个没灯的山洞，本来有只飞蛾带路，结果寻路坏了一直往墙上撞。我知道有问题，但是亲眼看着六个人连续在同一条走廊里迷路，还是挺受打击的。下周成都有个独立游戏聚会，如果Switch版不在标题画面崩溃的话我想带过去",
               "谁把商店页草稿里的暂定名写成《飞蛾模拟器2000》的哈哈"]
ZH_FILLER_A = ["提审一般要来回几次，小团队通常要重新提交两三次才能过，所以计划里最好留点余量。",
               "大厅不同步的话，常见原因是各平台的tick频率不一致，或者物理用了可变步长导致浮点误差累积。",
               "Mac包慢的话，先看看是不是每次都在重新编译着色器，把编译结果缓存下来通常能省很多时间。",
               "众筹的支持者很在意更新频率，哪怕每两周发一条带动图的简短更新，评论区的气氛都会好很多。",
               "跟外包合作的时候，一份简短的需求说明加一个参考图板能省掉很多来回，修改轮次也好算。",
               "试玩反馈如果先按bug、数值、手感分类，讨论的时候只集中聊手感那部分，效率会高很多。",
               "发行商一般更在意里程碑的内容能不能演示，而不是有多精致。",
               "只在一个平台上崩溃的话，我会先对比内存压力和资源流式加载的顺序。",
               "可以维护一份给支持者承诺过的所有东西的清单，这样开放奖励管理的时候不容易漏。",
               "boss战十二个阶段确实多了，玩家通常只记得三四个有特点的时刻，合并相似阶段反而显得更宏大。",
               "听起来今天挺累的，先休息一下再看联机代码，可能反而更快找到问题。",
               "如果玩家都在同一条走廊迷路，在正确的拐角放一个光源或者声音提示，通常比加地图更快见效。",
               "主机审核清单很长，但大部分失败集中在几项上：挂起和恢复、切换用户、断网时的错误提示，这几项建议提前自查一遍。",
               "商店页面前四张截图最关键，建议把最清楚的玩法画面放在第一张，文字说明尽量短。",
               "发票用一个共享表格管起来虽然枯燥，但年底会计来问的时候能省很多麻烦，也方便对里程碑款。",
               "飞蛾翅膀的话，下扑的时候稍微压扁一点再加一点运动模糊，通常比单纯加帧数效果好。",
               "Discord里可以置顶一个常见问题和一个报bug的模板，这样管理员不用每天重复回答同样的问题。",
               "Switch版在标题画面崩溃的话，我会先查第一个资源包的加载，以及有没有在文件系统挂载之前就打开了文件句柄。",
               "三个人的团队，与其上复杂的项目管理工具，不如维护一份简短的决策记录，写清楚定了什么、为什么这么定。",
               "砍功能当时会很心疼，但玩家几乎不会怀念他们从没见过的东西，先保证核心体验打磨好更重要。",
               "试玩的时候忍住不去帮玩家很难，但这正好能暴露关卡设计里哪些地方不清楚，建议录屏留着回看。",
               "崩溃转储可以先按调用栈分组，通常会发现大部分其实是同样的两三个问题，修掉之后数量会掉得很快。"]
ZH_ASSIST_OPEN = ["好的。", "明白。", "有道理。", "我说几点想法。", "嗯，", "了解。"]

TOOL_QUERIES = ["cert", "backer", "relay", "milestone", "composer", "playtest", "trailer", "lobby"]
TOOL_QUERIES_ZH = ["提审", "众筹", "中继", "里程碑", "作曲", "试玩", "宣传片", "大厅"]
TOOL_OUT_EN = ["found {k} earlier messages about {q}; the newest is from last week and says the plan is unchanged.",
               "BUILD SUCCESSFUL in {k}m 12s, 0 errors, {k} warnings (shader variants skipped)",
               "{k} open items tagged {q}, none marked blocker; oldest one is from the jam build.",
               "no results for {q} in the last {k} days"]
TOOL_OUT_ZH = ["找到{k}条关于{q}的旧消息，最新的是上周的，说计划不变。", "构建成功，用时{k}分钟，0个错误，{k}个警告",
               "{q}相关的待办有{k}条，没有阻塞项。"]

# ----------------------------------------------------------------------------------------------
def en_value(rng, kind):
    if kind == "name":
        return rng.choice(EN_NAMES)
    if kind == "command":
        return rng.choice(EN_CMDS).format(n=rng.randint(2, 9), s=rng.choice(EN_SVC), g=rng.choice(EN_GAME), h=rng.choice(EN_HOST))
    if kind == "id":
        f = rng.random()
        if f < 0.6: return f"{rng.choice(EN_PROJ)}-{rng.randint(100, 9999)}"
        if f < 0.85: return f"#{rng.randint(100, 2999)}"
        return f"CVE-{rng.choice([2023, 2024, 2025, 2026])}-{rng.randint(1000, 49999)}"
    if kind == "port":
        return str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 49999), rng.choice([7777, 27015, 27016, 25565, 5055, 9443, 8088])]))
    if kind == "version":
        f = rng.random(); a, b, c = rng.randint(0, 4), rng.randint(0, 24), rng.randint(1, 31)
        if f < 0.45: return f"{a}.{b}.{c}"
        if f < 0.65: return f"{a}.{b}.{c}-rc{rng.randint(1, 5)}"
        if f < 0.8: return f"{a}.{b}.{c}-beta.{rng.randint(1, 9)}"
        return f"{rng.choice([2021, 2022, 2023])}.3.{rng.randint(10, 59)}f1"
    if kind == "money":
        n = rng.randint(3, 480) * 50
        return rng.choice([f"${n:,}", f"€{n:,}", f"£{n:,}", f"${n // 1000 + 1}k", f"{n:,} bucks", f"{n:,} USD"])
    if kind == "date":
        m, d = rng.randrange(12), rng.randint(1, 28)
        suf = "th" if 4 <= d <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        return rng.choice([f"{EN_MONTHS[m]} {d}", f"{d} {EN_MONTHS[m]}", f"{EN_MONTHS[m][:3]} {d}{suf}",
                           f"2027-{m + 1:02d}-{d:02d}", f"the {d}{suf} of {EN_MONTHS[m]}"])
    raise ValueError(kind)


def zh_value(rng, kind):
    if kind in ("command",):
        return en_value(rng, kind)
    if kind == "name":
        return rng.choice(ZH_NAMES)
    if kind == "id":
        f = rng.random()
        if f < 0.6: return f"{rng.choice(['LAN', 'SRV', 'QA', 'CERT', 'BUG'])}-{rng.randint(100, 9999)}"
        return f"#{rng.randint(100, 2999)}"
    if kind == "port":
        return str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 49999)]))
    if kind == "version":
        return en_value(rng, "version")
    if kind == "money":
        f = rng.random()
        if f < 0.35: return f"{rng.randint(2, 60)}万元"
        if f < 0.7: return f"¥{rng.randint(3, 400) * 50}"
        if f < 0.85: return f"{rng.randint(3, 90) * 100}块"
        return f"{rng.randint(3, 90) * 100}元"
    if kind == "date":
        return rng.choice([f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日", f"{rng.randint(1, 12)}月{rng.randint(1, 28)}号"])
    raise ValueError(kind)


def make_fact(rng, kind, zh, used, voice="user", cyc=None):
    """-> (text, needles). `used` holds values already planted, so a value is never used twice;
    the frames of a kind are dealt from a shuffled deck (cyc), so one frame does not repeat back to back."""
    table = (ZH_FACT if zh else EN_FACT) if voice == "user" else (ZH_ASSIST_FACT if zh else EN_ASSIST_FACT)
    cyc = {} if cyc is None else cyc
    def frame(key):
        q = cyc.get((voice, key))
        if not q:
            q = list(table[key]); rng.shuffle(q); cyc[(voice, key)] = q
        return q.pop()
    def pick(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    if kind == "decision":
        pool = ZH_DECISIONS if zh else EN_DECISIONS
        c, rs = rng.choice([d for d in pool if d[0] not in used] or pool); used.add(c); r = pick(rs)
        return frame("decision").format(c=c, r=r), [c, r]
    if kind == "constraint":
        req = rng.random() < 0.3
        a = pick((ZH_REQUIRE if req else ZH_FORBID) if zh else (EN_REQUIRE if req else EN_FORBID))
        c = pick((ZH_REQ_CONDS if req else ZH_CONDS) if zh else (EN_REQ_CONDS if req else EN_CONDS))
        return frame("constraint_require" if req else "constraint_forbid").format(a=a, c=c), [a, c]
    if kind == "question":
        x = pick(ZH_TOPICS if zh else EN_TOPICS)
        return frame("question").format(x=x), [x]
    for _ in range(200):
        x = (zh_value if zh else en_value)(rng, kind)
        if x not in used: break
    used.add(x)
    r = rng.choice(ZH_ROLES if zh else EN_ROLES)
    if kind == "id" and x.startswith("CVE-"):
        return frame("id_cve").format(x=x), [x]
    return frame(kind).format(x=x, r=r), [x]


def conflicts(needles, text):
    return any(n in text for n in needles)


def conversation(seed, zh, per_kind):
    """-> rows, facts [(kind, needles, row_index)]"""
    for attempt in range(200):
        rng = random.Random(seed * 104729 + attempt * 31 + (7 if zh else 0))
        messages = rng.randint(130, 280)
        plan = [k for k in KINDS for _ in range(per_kind)]
        rng.shuffle(plan)
        # 1. group the plan into message units (1 or 2 facts), said by the user or (some) by the assistant;
        #    open questions are always the user's
        users, assists = list(range(0, messages, 2)), list(range(1, messages, 2))
        pair_p = 0.35
        while True:
            units, i = [], 0
            while i < len(plan):
                n = 2 if (rng.random() < pair_p and i + 1 < len(plan)) else 1
                units.append(list(range(i, i + n))); i += n
            roles = ["assistant" if rng.random() < 0.18 and all(plan[j] != "question" for j in u) else "user" for u in units]
            if roles.count("user") <= len(users) - 2 and roles.count("assistant") <= len(assists) // 2:
                break
            pair_p = min(1.0, pair_p + 0.1)
        voice = {j: r for u, r in zip(units, roles) for j in u}
        # 2. facts, rejecting any whose needles overlap another fact's text (either way round)
        used, facts, cyc = set(), [], {}
        for j, kind in enumerate(plan):
            for _ in range(100):
                t, nd = make_fact(rng, kind, zh, used, voice[j], cyc)
                if not any(conflicts(nd, ot) or conflicts(onds, t) for _, onds, ot in facts):
                    break
            facts.append((kind, nd, t))
        # 3. stratified placement: spread each role's units over the whole conversation
        place = {}
        for role, pool in (("user", users), ("assistant", assists)):
            us = [u for u, r in zip(units, roles) if r == role]
            if not us: continue
            bounds = [round(j * len(pool) / len(us)) for j in range(len(us) + 1)]
            for j, u in enumerate(us):
                place[pool[rng.randrange(bounds[j], max(bounds[j] + 1, bounds[j + 1]))]] = u
        all_needles = [n for _, nd, _ in facts for n in nd]
        def filler(pool):
            for _ in range(50):
                x = rng.choice(pool)
                if not conflicts(all_needles, x): return x
            return pool[0]
        # 4. texts
        texts, owner = [], {}  # owner: fact index -> row index
        for m in range(messages):
            role = "user" if m % 2 == 0 else "assistant"
            if m in place:
                u = place[m]
                parts = [facts[fi][2] for fi in u]
                if role == "user":
                    join = ZH_JOIN if zh else EN_JOIN
                    text = parts[0]
                    for p in parts[1:]:
                        j = rng.choice(join)
                        if text[-1] in "?!.。？！" and j[0] in ".。，,": j = j[1:].lstrip() or " "
                        text += j + p
                    if rng.random() < 0.3:
                        text = (rng.choice(["对了，", "嗯，", "哦还有，", "说个事，"]) if zh else rng.choice(["ok so ", "right, ", "oh ", "also "])) + text
                    if rng.random() < 0.25:
                        text += rng.choice(["\n", "。", " "] if zh else ["\n", ". ", " -- ", "\n\n"]) + filler(ZH_FILLER_U if zh else EN_FILLER_U)
                else:
                    wrap = ZH_ASSIST_WRAP if zh else EN_ASSIST_WRAP
                    body = [rng.choice(wrap).format(f=p) for p in parts]
                    if rng.random() < 0.6:
                        body.append(filler(ZH_FILLER_A if zh else EN_FILLER_A))
                    text = ("" if zh else " ").join(body)
                for fi in u: owner[fi] = len(texts)
            else:
                if role == "user":
                    text = filler(ZH_FILLER_U if zh else EN_FILLER_U)
                else:
                    k = rng.choice([1, 1, 2, 3, 4] + ([5, 6, 7] if zh else [5]))
                    pool = ZH_FILLER_A if zh else EN_FILLER_A
                    body = rng.sample(pool, k)
                    text = rng.choice(ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN) + ("" if zh else " ") + ("" if zh else " ").join(body)
                    if conflicts(all_needles, text): text = filler(pool)
            texts.append((role, text))
            if role == "assistant" and rng.random() < 0.12:
                q = rng.choice(TOOL_QUERIES_ZH if zh else TOOL_QUERIES); k = rng.randint(2, 9)
                name = rng.choice(["search_history", "run_shell", "tracker_search"])
                args = {"query": q, "limit": 5} if name != "run_shell" else {"cmd": f"./ci/status.sh {q}"}
                texts.append(("call", name, json.dumps(args)))
                texts.append(("result", name, rng.choice(TOOL_OUT_ZH if zh else TOOL_OUT_EN).format(k=k, q=q)))
        # 5. verify: each needle in its own message, nowhere else
        ok = True
        for fi, (kind, nd, t) in enumerate(facts):
            own = owner[fi]
            for n in nd:
                if n not in texts[own][-1]:
                    ok = False
                for ri, row in enumerate(texts):
                    if ri != own and n in row[-1]:
                        ok = False
        if ok:
            return to_rows(texts), [(k, nd, owner[fi]) for fi, (k, nd, _) in enumerate(facts)], messages
    sys.exit(f"seed {seed}: could not build a clean conversation")


def to_rows(texts):
    rows = []
    for i, t in enumerate(texts):
        at = f"2026-11-{1 + i // 720:02d}T{(i // 30) % 24:02d}:{(i * 2) % 60:02d}:00.000Z"
        rid = f"msg_k{i + 1:05d}"
        if t[0] == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_k{i}", "name": t[1], "arguments": t[2]}, "meta": {}})
        elif t[0] == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_k{i - 1}", "name": t[1], "status": "completed", "output": t[2]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": t[0], "content": t[1]}, "meta": {"uiRole": t[0]}})
    return rows


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p.stdout


def check(seeds, per_kind):
    """Self-check without okbot: needles in their own message only, counts, lengths."""
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts, nmsg = conversation(seed, zh, per_kind)
        texts = [r["item"].get("content") or r["item"].get("arguments") or r["item"].get("output") for r in rows]
        for kind, nd, own in facts:
            for x in nd:
                assert x in texts[own], (seed, kind, x)
                others = [i for i, t in enumerate(texts) if i != own and x in t]
                assert not others, (seed, kind, x, others)
        msgs = [r for r in rows if r["item"]["type"] == "message"]
        lens = [len(r["item"]["content"]) for r in msgs]
        fact_rows = sorted({own for _, _, own in facts})
        in_asst = sum(1 for _, _, own in facts if rows[own]["item"]["role"] == "assistant")
        print(f"seed {seed} {'zh' if zh else 'en'}: {nmsg} messages, {len(rows)} rows, {len(rows) - len(msgs)} tool rows, "
              f"{len(facts)} facts in {len(fact_rows)} messages ({in_asst} facts in assistant msgs), first/last fact row "
              f"{fact_rows[0]}/{fact_rows[-1]}, msg len min {min(lens)} max {max(lens)}, >=300 chars: {sum(l >= 300 for l in lens)}")
    print("check ok")


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--check":
        return check([int(s) for s in sys.argv[2:]] or [1, 2, 3, 4, 5], int(os.environ.get("PER_KIND", "10")))
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        rows, facts, nmsg = conversation(seed, zh, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        clash = [x for _, nd, _ in facts for x in nd if x in base]
        if clash:
            sys.exit(f"seed {seed}: needles already in the empty context: {clash}")
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
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
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
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
