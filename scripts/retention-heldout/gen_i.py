#!/usr/bin/env python3
"""Held-out retention set "i": an open-source maintainer chatting with an assistant.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]     (default seeds 1..5; the last seed is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).

Per conversation: append rows in batches of 25 messages, `okbot compress -a Writer --now` after
each batch, then `okbot context show -a Writer`; a fact is retained when all its needles occur
verbatim in what context show prints.  Standard library only.
"""
import json, os, random, shutil, string, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
EN_NAMES = ["Priya Raghunathan", "Tomasz Wierzbicki", "Kenji Arai", "Fatima Al-Sayed", "Dmitri Volkov",
            "Beatriz Oliveira", "Ngozi Okafor", "Lars Henriksen", "Mei-Ling Chou", "Rafael Ortega",
            "Ingrid Solberg", "Oluwaseun Adeyemi", "Hannah Kowalczyk", "Arjun Mehta", "Siobhan Doyle",
            "Yusuf Demir", "Camille Rousseau", "Mateus Ferreira", "Aiko Tanaka", "Bram de Vries",
            "Zofia Nowak", "Emeka Nwosu", "Greta Lindqvist", "Diego Salazar", "Anouk Jansen",
            "Hamza Qureshi", "Elif Yildiz", "Callum Fraser", "Noor Haddad", "Viktor Horvath",
            "Sunita Rao", "Jonas Becker", "Marisol Vega", "Teodor Petrescu", "Wren Castellano",
            "Ayesha Siddiqui", "Pieter Claes", "Keira Mbeki", "Olek Zielinski", "Saoirse Byrne"]
EN_NAME_U = ["{x} from the packaging team pinged me about the manylinux wheels",
             "cc {x}, they wrote the original table parser back in the day",
             "talked to {x} last night, they're ok reviewing the async branch if i ask nicely",
             "apparently the person who found the overflow is {x}",
             "my co-speaker for the talk is {x}, assuming their visa comes through",
             "ugh {x} reopened the thread about the macro rewrite. again",
             "the sponsor contact at the big cloud company is {x} and they want a call",
             "who do we know who does windows... oh right, {x} offered to babysit the MSVC job"]
EN_NAME_A = ["Given the history of that module, {x} is probably the best reviewer to loop in.",
             "From the thread you pasted, the original reporter appears to be {x}, so credit should go to them in the advisory."]

EN_SVC = ["grafana", "jellyfin", "gitea", "nextcloud", "minio", "pihole", "homeassistant", "prometheus",
          "forgejo", "vaultwarden", "loki", "syncthing", "immich", "paperless"]
EN_FEAT = ["simd", "async-io", "gfm-tables", "wasm", "serde", "unicode-segmentation", "footnotes", "mathml"]
EN_MOD = ["inline", "block", "escape", "entities", "lexer", "render/html", "ffi"]
EN_BRANCH = ["fix/table-overflow", "release/2.x", "wip/async-rewrite", "chore/msrv-bump", "docs/migration-guide",
             "sec/embargo-patch", "ci/arm-runners", "feat/wasm-target"]
EN_CMDS = ["cargo test -p quillmark-core --features {feat}", "gh pr checkout {n4}", "gh run rerun {n9} --failed",
           "git log --oneline --since=yesterday -- src/{mod}", "docker compose -f ~/lab/{svc}.yml up -d",
           "zfs snapshot tank/{svc}@pre-upgrade", "sudo systemctl restart {svc}",
           "maturin build --release --strip -i python3.{m}", "cargo publish -p quillmark-{crate} --dry-run",
           "rsync -avz --delete ~/talk/ pi@nas.lan:/srv/{svc}/", "cargo deny check advisories",
           "journalctl -u {svc} --since today -n 200", "git push --force-with-lease origin {branch}",
           "tox -e py3{m}-lint", "curl -sI https://{svc}.lab.home", "kubectl -n {svc} rollout restart deploy/{svc}",
           "cargo +nightly fuzz run fuzz_{mod2} -- -max_total_time=600", "git bisect run ./scripts/repro-{n3}.sh",
           "python -m pytest tests/test_{mod2}.py -x -k regression", "git cherry-pick -x {sha}",
           "cargo semver-checks check-release -p quillmark-{crate}", "gpg --card-status",
           "smartctl -a /dev/sd{dl}", "nix build .#quillmark-{crate}"]
EN_CRATES = ["core", "py", "cli", "wasm", "derive", "ffi"]
EN_CMD_U = ["just run `{x}` and tell me what it prints",
            "i fixed this exact thing last time with `{x}`",
            "here's what i ran:\n$ {x}\n...and then it just sits there. no output, no exit code, nothing",
            "`{x}` hangs forever on the pi, works fine on my laptop, love it",
            "for the record the magic incantation was `{x}`",
            "tried `{x}` twice, second time it worked?? flaky as hell",
            "pasting from my terminal\n```\n$ {x}\nerror: could not compile due to previous error\n```"]
EN_CMD_A = ["Before anything else I'd run `{x}` so we know whether it's the toolchain or the code.",
            "The quickest way to confirm is:\n\n$ {x}\n\nIf that passes locally but fails in CI, it's an environment difference rather than a real regression."]

EN_ID_U = ["see {x}, same stack trace",
           "this is basically a dupe of {x} lol",
           "the reporter opened {x} in public instead of emailing security@. great. wonderful",
           "closing {x} as wontfix, i'm not supporting a 2014 compiler",
           "pasting the issue:\n> {x}: panic in table renderer on empty header row\n> opened 3 days ago, 14 comments, 2 linked PRs\n> \"+1 same here\" x9",
           "{x} is the one the distro folks keep linking to",
           "tracked it as {x} so i stop forgetting"]
EN_ID_A = ["This looks like the same root cause as {x}; I'd link them rather than fix it twice.",
           "I'd reference {x} in the changelog entry so downstream packagers can find the context."]

EN_PORT_U = ["grafana on the lab box listens on {x} now, moved it off the default",
             "something is already sitting on port {x} and i have no idea what",
             "forwarded {x} on the router so the webhook can reach the runner",
             "the docs preview server comes up on localhost:{x}, don't ask why",
             "bound the metrics exporter to {x}, the other one collides with jellyfin",
             "if you need the NAS ui it's at nas.lan:{x}"]
EN_PORT_A = ["I'd put the runner's health endpoint on port {x} so it doesn't collide with anything else on that host.",
             "Your compose file maps the container to {x} on the host, so that's the one the firewall rule needs."]

EN_VER_U = ["cut {x} last night, felt nothing",
            "the regression started in {x}, i bisected it down",
            "pin quillmark to {x} until the fix lands, sorry",
            "numpy {x} broke our wheels again, of course it did",
            "fedora still ships {x}, which is ancient",
            "the fuzz crash only reproduces on {x}, not on main"]
EN_VER_A = ["The changelog shows the fix landed in {x}, so anyone on an older release will still hit it.",
            "I'd tell the reporter to try {x} first; the parser changes in that release touch exactly this path."]

EN_MONEY_U = ["github sponsors paid out {x} this month, new record, still can't pay rent with it",
              "the NLnet grant is {x} total, spread over a year",
              "hetzner bill for the runners went up to {x}, thanks inflation",
              "a company offered {x} for 'priority support'. lol. lmao even",
              "flights + hotel for the conference come to roughly {x}",
              "bought a second-hand UPS for {x}, no regrets"]
EN_MONEY_A = ["If Open Collective takes its cut, {x} gross works out to noticeably less in practice, so I'd budget for that.",
              "A reasonable ask for the support contract would be {x}; that's in line with what similar projects charge."]

EN_DATE_U = ["feature freeze is {x}, no exceptions this time",
             "my talk slot is {x}, right after lunch, so half the room will be asleep",
             "embargo lifts {x} at 14:00 UTC",
             "domain renews {x} and the card on file expired, fun",
             "the CFP closes {x} and i have zero slides",
             "the 1.x LTS branch goes EOL on {x}"]
EN_DATE_A = ["Working backwards, if the release has to be out by {x}, the release candidate needs to be tagged at least a week earlier.",
             "I'd put {x} in the advisory as the coordinated disclosure date so everyone is aligned."]

EN_DEC = [("trusted publishing on PyPI", "a leaked token cost us a whole weekend last year"),
          ("a six-week release train", "nobody can remember what's in a release anymore"),
          ("squash merges only", "the history is unreadable after the big refactor"),
          ("Hetzner auction boxes for the CI runners", "the macOS minutes are eating the sponsor budget"),
          ("Python 3.9 as the minimum", "pyo3 stopped building for 3.8"),
          ("mkdocs-material for the docs site", "the sphinx theme we use is abandoned"),
          ("a private security fork", "the last embargoed fix leaked through a public PR"),
          ("Open Collective instead of Patreon", "sponsors want invoices with a fiscal host on them"),
          ("Proxmox on the new mini PC", "the ESXi free tier is gone"),
          ("Forgejo as the homelab mirror", "Gitea went open-core"),
          ("Zulip for contributor chat", "Discord search is useless for old threads"),
          ("a two-maintainer approval rule", "the fight over the macro rewrite got ugly"),
          ("a lightning talk instead of the full slot", "the benchmarks won't be ready in time"),
          ("yanking the broken wheel", "it segfaults on musl"),
          ("nextest in CI", "plain cargo test takes forty minutes"),
          ("cargo-dist for release artifacts", "hand-written workflows rot every six months"),
          ("Renovate over Dependabot", "it can group the pyo3 bumps"),
          ("a ZFS mirror for the NAS", "the single disk already threw SMART errors"),
          ("DCO sign-off instead of a CLA", "two contributors walked away over the CLA"),
          ("a pinned roadmap issue", "people keep asking the same thing on Mastodon"),
          ("three sponsor tiers", "the old five-tier setup confused everybody"),
          ("Tailscale for the lab", "port forwarding on the ISP router is cursed"),
          ("freezing the public API", "downstream distros begged for stability"),
          ("a bus-factor doc in the repo", "nobody else knows how the signing key works")]
EN_DEC_U = ["ok decided: {x}. reason being {y}",
            "we're going with {x} — {y}, so no point arguing about it",
            "{x} it is. {y}, end of discussion",
            "fine. {x}. mostly because {y}",
            "after the call we settled on {x} since {y}",
            "not thrilled but i'm picking {x}; honestly {y}"]
EN_DEC_A = ["My recommendation is {x}, because {y}; the alternatives all have the same problem in a different shape.",
            "Between the options, I'd go with {x} — {y}, and that outweighs the migration cost."]

EN_CON_F = [("merge anything to main", "while the release branch is frozen"),
            ("mention the vulnerability in public", "before the embargo lifts"),
            ("force-push the release branches", "unless two maintainers signed off"),
            ("reboot the NAS", "while the nightly scrub is running"),
            ("tag a release", "when the musl job is red"),
            ("self-approve a PR", "even during the holidays"),
            ("touch the router config", "while someone at home is on a work call"),
            ("publish the benchmark numbers", "before the talk is given"),
            ("promise the reporter a fix date", "without checking with the security team"),
            ("lock a contributor thread", "before the author had a chance to reply"),
            ("run the migration script", "without a fresh snapshot"),
            ("accept sponsor money", "if it comes with a roadmap clause")]
EN_CON_R = [("sign every tag with the hardware key", "before anything goes to PyPI"),
            ("rotate the API tokens", "after any maintainer steps down"),
            ("ping the security list", "whenever a report mentions RCE"),
            ("run the full fuzz suite", "before a minor release"),
            ("write a changelog entry", "for every user-visible change"),
            ("get a second review", "if the diff touches unsafe code"),
            ("open an infra ticket", "before anyone changes the runners"),
            ("back up the vaultwarden db", "before every container upgrade"),
            ("keep the talk under twenty minutes", "since the slot is shared"),
            ("update SECURITY.md", "whenever the on-call rota changes")]
EN_CON_FU = ["do NOT {x} {y}", "{y}, nobody is allowed to {x}", "rule: never {x} {y}. i mean it",
             "seriously, no one should {x} {y}", "{y} we don't {x}, period"]
EN_CON_RU = ["you must {x} {y}", "{y}, always {x}", "non-negotiable: {x} {y}",
             "note to self, {x} {y}", "policy is we {x} {y}, no shortcuts"]

EN_Q = ["the trademark on the logo", "the code signing certificate", "the fiscal host fees",
        "the Windows ARM64 wheels", "the CoC committee membership", "the dead benchmarks server",
        "the old mailing list archive", "the conference travel reimbursement", "commit access for new triagers",
        "the license header cleanup", "a UPS for the rack", "the stale 0.x branch", "the bug bounty budget",
        "the talk recording rights", "the donated build Mac", "a docs mirror in China",
        "the C API deprecation timeline", "an offsite backup location", "the sponsor logo placement",
        "the sponsorship tax paperwork", "the abandoned plugin namespace", "a second security contact",
        "the ARM runner quota", "the Matrix bridge"]
EN_Q_U = ["anyone know what happens with {x}? nobody's answered me in weeks",
          "still unresolved: {x}. who even owns that",
          "question for later — {x}, what's the plan there?",
          "i keep forgetting to ask: {x}, do we have a decision or not",
          "no idea what to do about {x} tbh",
          "{x} — is that on me or on the foundation?"]

EN_FILLER_U = ["ok", "lol", "ugh", "brb, coffee", "k thx", "yeah", "hm", "fair", "makes sense I guess", "sure",
               "GitHub Actions is down again, third time this week",
               "Monday brain, give me a sec",
               "the Raspberry Pi 4 is making that whining noise again",
               "Hacker News found the repo again so the issue tracker is on fire",
               "Dependabot opened 11 PRs overnight. eleven.",
               "why does every CI log have 4000 lines of pip output",
               "anyway. where was I",
               "I swear Windows line endings will be the death of me",
               "someone on Mastodon called the API 'aggressively fine', I'm taking it as a compliment",
               "read the Rust 2024 edition notes on the train, mixed feelings",
               "rant incoming. I've spent the whole Saturday triaging issues where people paste a screenshot of a stack trace instead of text, "
               "half of them are on versions from 2021, one person is on Python 2 somehow, and the one real bug in the pile was reported "
               "with the title 'doesnt work'. I love open source. I love open source. I love open source.",
               "random thought: the README has grown to something like 900 lines and nobody reads past the first screen anyway. "
               "maybe the install section should go to the top and the philosophical bits about CommonMark compliance should move to the docs. "
               "not now though, I'm not touching it this week",
               "CI log excerpt, for the vibes:\n```\nRun actions/checkout@v4\nSyncing repository: quillmark/quillmark\nTotal 812 (delta 3), reused 40\n"
               "test result: ok. 1184 passed; 0 failed; 7 ignored; finished in 93.41s\nError: Process completed with exit code 137.\n```\noom killer strikes again",
               "the cat walked over the keyboard and opened 3 terminal tabs, very productive Tuesday",
               "going to the Linux meetup on Thursday, mostly for the pizza",
               "ok that's enough Discord for today",
               "Proxmox UI says everything is green which is exactly when I get nervous",
               "yes, I know, I should write tests for that. Later.",
               "fun fact the ZFS pool has been up 212 days without a reboot, now I'm scared to touch it",
               "quick one before I forget it: the Ubuntu 22 runners image changed again and now the locale is different, "
               "which shouldn't matter but our snapshot tests print dates. I'll look at it after dinner.",
               "ha, the FOSDEM hallway track is where all the real decisions happen anyway"]
EN_FILLER_A = ["Understood. To summarize where things stand: most of the release work is mechanical at this point, and the remaining "
               "risk is concentrated in a few places — the platform-specific wheels, the docs build, and anything touching the security "
               "process. I'd tackle those in that order, and leave the cosmetic cleanups for after the tag so they don't block anything.",
               "That's a common pattern with volunteer-run projects. The practical fix is usually to write down the process once, in the "
               "repository, so it doesn't depend on any one person remembering it. Even a short checklist in CONTRIBUTING or a RELEASING file "
               "helps a lot, and it makes onboarding the next co-maintainer far less painful.",
               "Looking at the log, the failure is in the environment rather than the code: the job was killed before the test harness "
               "printed its summary, which usually means memory pressure on the runner. Splitting the test binary or reducing parallelism "
               "for that one job tends to make it go away.",
               "Sure. Take your time — nothing here is urgent as far as I can tell.",
               "Fair enough. If it helps, I can draft the announcement text later so you only have to edit it rather than write it from scratch.",
               "In my experience the contributor disputes that blow up are rarely about the technical question itself; they're about people "
               "feeling unheard. A short, calm summary of each position in the thread, followed by a clear statement of who makes the final "
               "call and when, defuses most of them.",
               "Yes, that's annoying. Flaky infrastructure is one of the biggest drains on maintainer energy, and it's worth treating as a real "
               "problem rather than background noise. Retrying automatically hides it; tracking how often it happens makes the case for fixing it.",
               "Got it. I'll keep that in mind for the next steps.",
               "For the homelab side, the usual advice applies: keep configs in git, snapshot before upgrades, and make sure at least one "
               "backup lives somewhere other than the box it's backing up. The rest is preference.",
               "Makes sense. Let me know when you want to pick this up again."]
EN_TOOLS = [("search_issues", lambda r: {"query": r.choice(["segfault", "wheel", "musl", "unicode", "table"]), "state": "open"},
             lambda r: f"{r.randint(2, 40)} open issues matched; the most recent was updated {r.randint(2, 9)} hours ago by a bot and adds no new information."),
            ("ci_status", lambda r: {"workflow": r.choice(["test.yml", "wheels.yml", "docs.yml"]), "branch": "main"},
             lambda r: f"last {r.randint(5, 30)} runs: mostly green, {r.randint(1, 4)} failures, all in the same job, all timeouts."),
            ("read_file", lambda r: {"path": r.choice(["CHANGELOG.md", "SECURITY.md", "README.md", "Cargo.toml"])},
             lambda r: f"(file read, {r.randint(40, 99)} lines; nothing relevant to the current question beyond the headers)")]

# ----------------------------------------------------------------------------------------------
# Chinese pools
ZH_NAMES = ["老张", "小李", "王磊老师", "陈静博士", "刘洋", "赵工", "周明轩", "孙晓峰", "吴婷婷", "郑浩然", "林雪",
            "黄志强", "何敏", "马超群", "高飞扬", "许文博", "曹阳", "彭磊", "韦佳琪", "钱多多", "唐瑶", "欧阳明"]
ZH_NAME_U = ["{x}说打包那边他来搞", "这个PR是{x}提的，你帮我看一眼", "抄送一下{x}，当初表格解析器是他写的",
             "大会那边的对接人是{x}", "漏洞是{x}报过来的，人挺靠谱", "{x}昨天在群里又跟人吵起来了，服了",
             "赞助商那边负责的是{x}，想约个会"]
ZH_NAME_A = ["这个模块的历史比较复杂，我建议请{x}来review。", "从你贴的讨论看，最早报告问题的是{x}，公告里应该致谢他。"]
ZH_CMD_U = ["先跑一下 `{x}` 看看输出", "上次就是用 `{x}` 搞定的", "贴一下我跑的：\n$ {x}\n然后就卡住了，啥也不输出",
            "`{x}` 在树莓派上一直挂着不动，笔记本上好好的", "提PR之前记得跑 `{x}`", "`{x}` 跑了两次，第二次居然过了？？"]
ZH_CMD_A = ["我建议先执行 `{x}`，这样能分清是工具链的问题还是代码的问题。"]
ZH_ID_U = ["这个记在 {x} 里了", "跟 {x} 是同一个问题吧，栈都一样", "安全报告编号是{x}，先别外传",
           "{x} 我先关了，重复的", "贴一下issue：\n> {x}：空表头的时候渲染器panic\n> 3天前开的，14条评论"]
ZH_ID_A = ["这个跟 {x} 应该是同一个根因，建议关联起来，别修两遍。"]
ZH_PORT_U = ["grafana 现在跑在 {x} 端口", "防火墙要放行 {x}", "{x} 端口被别的进程占了，不知道是谁",
             "路由器上把 {x} 转发出去了，webhook才能进来", "NAS 的管理页面是 nas.lan:{x}"]
ZH_PORT_A = ["我建议把runner的健康检查放到 {x} 端口，避免和别的服务冲突。"]
ZH_VER_U = ["昨晚发了 {x}，没什么感觉", "从 {x} 开始就回归了，我二分出来的", "先钉在 {x}，等上游修",
            "numpy 升到 {x} 以后wheel就挂了", "发行版里打包的还是 {x}，老得不行"]
ZH_VER_A = ["从更新日志看，修复是在 {x} 里合进去的，更老的版本还是会遇到。"]
ZH_MONEY_U = ["赞助商这个月打了{x}，历史新高，然而还是不够交房租", "基金会批了{x}的差旅", "跑CI的服务器每个月要{x}",
              "有家公司开价{x}买所谓的优先支持，笑死", "去大会的机票酒店加起来大概{x}", "二手UPS花了{x}"]
ZH_MONEY_A = ["如果平台要抽成的话，{x}到手会少不少，预算里最好留点余量。"]
ZH_DATE_U = ["{x}代码冻结，这次不开口子", "演讲定在{x}，午饭后第一个，估计一半人在睡觉", "漏洞{x}解除禁令",
             "域名{x}到期，绑的卡还过期了", "CFP {x}截止，我一页PPT都没写", "1.x的长期支持分支{x}停止维护"]
ZH_DATE_A = ["倒推一下，如果{x}必须发布，候选版本至少要提前一周打tag。"]
ZH_DEC = [("PyPI可信发布", "去年token泄露折腾了一整个周末"), ("六周一个版本的节奏", "现在没人记得每个版本里有什么"),
          ("只允许squash合并", "上次重构以后提交历史根本没法看"), ("Hetzner的机器跑CI", "GitHub的macOS分钟数太贵了"),
          ("最低支持Python 3.9", "pyo3已经编不过3.8了"), ("mkdocs-material做文档站", "现在用的sphinx主题没人维护了"),
          ("Open Collective收赞助", "赞助商要带财务托管方抬头的发票"), ("新小主机装Proxmox", "ESXi免费版没了"),
          ("Forgejo做家里的镜像", "Gitea转开放核心了"), ("Zulip做贡献者聊天", "Discord搜不到老帖子"),
          ("双维护者审批", "宏重写那次吵得太难看"), ("闪电演讲", "性能测试来不及做完"),
          ("CI换nextest", "cargo test要跑四十分钟"), ("Renovate替代Dependabot", "它能把pyo3的升级合成一个PR"),
          ("NAS做ZFS镜像", "那块单盘已经报SMART错误了")]
ZH_DEC_U = ["定了，用{x}，因为{y}", "就{x}吧，{y}，没什么好争的", "最后决定{x}，主要是{y}", "{x}，就这么定了，原因是{y}",
            "我们还是选{x}，毕竟{y}"]
ZH_DEC_A = ["我的建议是{x}，因为{y}，其他方案都绕不开这个问题。"]
ZH_CON_F = [("往main合代码", "发版分支冻结期间"), ("公开讨论这个漏洞", "禁令解除之前"), ("强推发版分支", "没有两个维护者同意的时候"),
            ("重启NAS", "ZFS夜间scrub跑着的时候"), ("打tag", "musl那个job还红着的时候"), ("公布性能数据", "演讲之前"),
            ("跑迁移脚本", "没做快照之前"), ("动路由器配置", "家里有人开视频会的时候"), ("锁帖子", "贡献者还没回复之前"),
            ("给报告人承诺修复日期", "安全组没确认的情况下")]
ZH_CON_R = [("用硬件密钥签tag", "发PyPI之前"), ("轮换API token", "每次有维护者退出以后"), ("通知安全邮件列表", "报告里提到RCE的时候"),
            ("跑完整的fuzz测试", "发小版本之前"), ("备份vaultwarden数据库", "每次升级容器之前"), ("找第二个人review", "改到unsafe代码的时候")]
ZH_CON_FU = ["记住，{y}不要{x}", "{y}禁止{x}", "规矩是{y}不能{x}", "{y}谁都别{x}", "说好了{y}绝对不{x}"]
ZH_CON_RU = ["{y}必须{x}", "{y}一定要{x}", "规定{y}得先{x}", "提醒自己：{y}务必{x}"]
ZH_Q = ["logo商标", "代码签名证书", "财务托管方的手续费", "Windows ARM64的wheel", "行为准则委员会", "旧邮件列表归档",
        "差旅报销", "新人的提交权限", "机柜的UPS", "演讲录像的版权", "捐赠的那台Mac", "文档的国内镜像",
        "C API的废弃时间表", "异地备份", "第二个安全联系人", "赞助商logo的位置"]
ZH_Q_U = ["{x}谁负责还没定", "{x}怎么办？一直没人回", "{x}到底谁来管啊", "{x}的事还没定下来，烦", "问一下，{x}有结论了吗？",
          "对了{x}那个还悬着呢"]
ZH_FILLER_U = ["好", "嗯", "行吧", "哈哈", "收到", "继续", "等我一下", "有道理", "先这样",
               "笑死，CI又挂了", "刚开完会，累死", "GitHub又抽风了，今天第三次", "周五了不想干活",
               "家里那台树莓派4又在叫", "Dependabot一晚上开了11个PR", "Hacker News上又有人转了我们的仓库，issue区炸了",
               "吐槽一下：周六一整天都在处理issue，一半的人贴的是截图不是文字，好几个还在用2021年的版本，有一个居然还在用Python 2，"
               "唯一一个真bug的标题叫“不好使”。开源真快乐，开源真快乐，开源真快乐。",
               "CI日志节选：\n```\nRun actions/checkout@v4\ntest result: ok. 1184 passed; 0 failed; 7 ignored; finished in 93.41s\n"
               "Error: Process completed with exit code 137.\n```\n又是OOM",
               "Proxmox界面全是绿的，这种时候我反而最慌", "知道知道，要写测试，回头再说",
               "ZFS池已经212天没重启了，现在都不敢碰它", "周四去Linux聚会，主要是冲着披萨去的",
               "随便说一句：README已经九百多行了，根本没人看完第一屏，安装说明应该放最前面，关于CommonMark兼容性的那些哲学讨论挪到文档里。不过这周不动它。"]
ZH_FILLER_A = ["明白。目前的情况是：发版的大部分工作已经是机械性的了，剩下的风险主要集中在几个地方——各平台的wheel、文档构建，以及跟安全流程相关的事情。"
               "建议按这个顺序处理，纯外观的清理等打完tag再说，别让它们卡住发布。",
               "这在志愿者维护的项目里很常见。比较实际的做法是把流程写进仓库，不依赖某一个人记得。哪怕是一个简短的发布清单，也能省很多事，"
               "以后带新的共同维护者也轻松得多。",
               "看了一下日志，失败的原因在环境而不是代码：测试框架还没打印汇总就被杀掉了，一般是runner内存不够。把测试拆开或者降低这个job的并发，通常就好了。",
               "好的，不着急，慢慢来。", "了解，我记下了，后面安排的时候会考虑进去。",
               "贡献者之间吵起来，很少真是因为技术问题本身，更多是觉得自己没被听见。在帖子里冷静地总结一下双方观点，再明确谁来拍板、什么时候拍板，大多数争执就能平息。",
               "家里服务器这块，老规矩：配置放git，升级前打快照，至少有一份备份不在被备份的那台机器上。其他都是个人喜好。",
               "我把目前的几条线梳理一下。第一，发版：大部分工作已经是机械性的，真正的风险在各平台的wheel和文档构建，建议先把这两块的CI修稳，再谈节奏。"
               "第二，安全：收到报告以后先确认影响范围，再跟报告人约定披露时间，中间的沟通最好都留在私有仓库里，别散落在聊天记录里。"
               "第三，社区：争执的帖子先别急着表态，给每一方一点时间把话说完，然后由维护者明确谁拍板、什么时候拍板。"
               "第四，家里的服务器：升级之前打快照，配置进git，备份至少有一份放在别的地方。这几条做到了，大部分突发情况都能兜得住。"]
ZH_TOOLS = [("search_issues", lambda r: {"query": r.choice(["段错误", "wheel", "musl", "unicode"]), "state": "open"},
             lambda r: f"匹配到{r.randint(2, 40)}个未关闭的issue，最近一个是{r.randint(2, 9)}小时前机器人更新的，没有新信息。"),
            ("ci_status", lambda r: {"workflow": r.choice(["test.yml", "wheels.yml"]), "branch": "main"},
             lambda r: f"最近{r.randint(5, 30)}次运行基本是绿的，{r.randint(1, 4)}次失败，都是同一个job超时。")]

# ----------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

def ordinal(d):
    return f"{d}{'th' if 11 <= d <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"

def value(kind, rng, zh):
    """A fresh value for a kind: returns (needles, formatting dict)."""
    if kind == "name":
        return [rng.choice(ZH_NAMES if zh else EN_NAMES)]
    if kind == "command":
        t = rng.choice(EN_CMDS)
        c = t.format(feat=rng.choice(EN_FEAT), n4=rng.randint(1000, 9999), n9=rng.randint(6000000000, 9999999999),
                     mod=rng.choice(EN_MOD), svc=rng.choice(EN_SVC), m=rng.randint(9, 13), crate=rng.choice(EN_CRATES),
                     branch=rng.choice(EN_BRANCH), mod2=rng.choice(["lexer", "inline", "tables", "entities", "links"]),
                     n3=rng.randint(100, 999), sha="".join(rng.choice("0123456789abcdef") for _ in range(10)),
                     dl="abcdef"[rng.randint(0, 5)])
        return [c]
    if kind == "id":
        f = rng.randint(0, 5)
        if f == 0: return [f"#{rng.randint(1000, 9999)}"]
        if f == 1: return [f"CVE-2026-{rng.randint(20000, 49999)}"]
        if f == 2:
            a = string.ascii_lowercase[:23] + "23456789"
            return ["GHSA-" + "-".join("".join(rng.choice(a) for _ in range(4)) for _ in range(3))]
        if f == 3: return [f"INFRA-{rng.randint(100, 999)}"]
        if f == 4: return [f"QM-{rng.randint(1000, 4999)}"]
        return [f"PR #{rng.randint(1000, 9999)}"]
    if kind == "port":
        p = rng.choice([rng.randint(3000, 9999), rng.randint(10000, 49151)])
        while p in (2024, 2025, 2026, 2027): p = rng.randint(3000, 9999)
        return [str(p)]
    if kind == "version":
        f = rng.randint(0, 3)
        if f == 3: return [f"{rng.randint(1, 3)}.{rng.randint(0, 9)}.0-rc.{rng.randint(1, 5)}"]
        return [f"{rng.randint(0, 4)}.{rng.randint(10, 40)}.{rng.randint(1, 19)}"]
    if kind == "money":
        f = rng.randint(0, 4)
        if zh:
            if f == 0: return [f"{rng.randint(2, 9)}万元"]
            if f == 1: return [f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万元"]
            if f == 2: return [f"¥{rng.randint(3, 99) * 100}"]
            if f == 3: return [f"{rng.randint(12, 99) * 100}元"]
            return [f"${rng.randint(2, 40) * 50}"]
        if f == 0: return [f"${rng.randint(1, 9)},{rng.randint(0, 9)}{rng.randint(0, 9)}0"]
        if f == 1: return [f"€{rng.randint(12, 99) * 10}"]
        if f == 2: return [f"${rng.randint(120, 990)}"]
        if f == 3: return [f"USD {rng.randint(2, 19)},000"]
        return [f"£{rng.randint(3, 60) * 25}"]
    if kind == "date":
        m, d = rng.randint(1, 12), rng.randint(1, 28)
        if zh:
            return [rng.choice([f"{m}月{d}日", f"{m}月{d}号"])]
        f = rng.randint(0, 3)
        if f == 0: return [f"{MONTHS[m - 1]} {d}"]
        if f == 1: return [f"2027-{m:02d}-{d:02d}"]
        if f == 2: return [f"{MONTHS[m - 1][:3]} {ordinal(d)}"]
        return [f"the {ordinal(d)} of {MONTHS[m - 1]}"]
    raise KeyError(kind)

def make_fact(kind, rng, zh, role, used):
    """Return (text, needles). used: set of pool items already taken in this conversation."""
    def pick(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    L = (lambda en, z: z) if zh else (lambda en, z: en)
    asst = role == "assistant"
    if kind == "decision":
        c, r = pick(L(EN_DEC, ZH_DEC))
        fr = rng.choice(L(EN_DEC_A, ZH_DEC_A) if asst else L(EN_DEC_U, ZH_DEC_U))
        return fr.format(x=c, y=r), [strip_article(c), r]
    if kind == "constraint":
        forb = rng.random() < 0.6
        a, c = pick(L(EN_CON_F, ZH_CON_F) if forb else L(EN_CON_R, ZH_CON_R))
        if asst:
            if zh: fr = "有一条建议写进文档：{y}不要{x}。" if forb else "有一条建议写进文档：{y}一定要{x}。"
            else: fr = "One rule I'd write down explicitly: don't {x} {y}." if forb else "To be safe, make sure to {x} {y}."
        else:
            fr = rng.choice(L(EN_CON_FU, ZH_CON_FU) if forb else L(EN_CON_RU, ZH_CON_RU))
        t = fr.format(x=a, y=c)
        return t[0].upper() + t[1:] if asst else t, [a, c]
    if kind == "question":
        q = pick(L(EN_Q, ZH_Q))
        return rng.choice(L(EN_Q_U, ZH_Q_U)).format(x=q), [strip_article(q)]
    if kind == "name":
        n = pick(L(EN_NAMES, ZH_NAMES))
        needles = [n]
    elif kind == "command" and zh:
        needles = value(kind, rng, False)
    else:
        needles = value(kind, rng, zh)
    frames = {"name": (EN_NAME_U, EN_NAME_A, ZH_NAME_U, ZH_NAME_A), "command": (EN_CMD_U, EN_CMD_A, ZH_CMD_U, ZH_CMD_A),
              "id": (EN_ID_U, EN_ID_A, ZH_ID_U, ZH_ID_A), "port": (EN_PORT_U, EN_PORT_A, ZH_PORT_U, ZH_PORT_A),
              "version": (EN_VER_U, EN_VER_A, ZH_VER_U, ZH_VER_A), "money": (EN_MONEY_U, EN_MONEY_A, ZH_MONEY_U, ZH_MONEY_A),
              "date": (EN_DATE_U, EN_DATE_A, ZH_DATE_U, ZH_DATE_A)}[kind]
    fr = rng.choice(frames[(2 if zh else 0) + (1 if asst else 0)])
    if kind == "id" and needles[0].startswith("PR #"):   # "PR #1234" in the text, the id itself is "#1234"
        return fr.format(x=needles[0]), [needles[0][3:]]
    return fr.format(x=needles[0]), needles

def strip_article(p):
    """Noun-phrase needles drop a leading article: "the Matrix bridge" -> "Matrix bridge"."""
    for a in ("a ", "an ", "the "):
        if p.startswith(a): return p[len(a):]
    return p

EN_JOIN = [". oh and ", "\n\n", "; also ", " — btw ", ". separately, ", "\nalso: ", ". unrelated but "]
ZH_JOIN = ["，另外", "。还有，", "\n", "。顺便说一下，", "；对了，"]
EN_A_LEAD = ["Noted.", "Got it.", "Okay — a couple of things.", "Right, let me go through this.",
             "Thanks for the context; here's how I'd think about it.", "That tracks with what you described earlier."]
EN_A_TAIL = ["", "", "Beyond that, I'd keep the scope of the next release small so the CI situation doesn't compound with everything else.",
             "If you want, I can turn this into a checklist for the release issue.",
             "Happy to dig into any of these in more detail once you've had a chance to look."]
ZH_A_LEAD = ["好的。", "明白。", "收到，说几点。", "嗯，我整理一下。"]
ZH_A_TAIL = ["", "", "除此之外，下个版本的范围尽量小一点，别让CI的问题和别的事情叠在一起。", "需要的话我可以把这些整理成发布清单。"]

def conversation(seed, zh, n_msgs, per_kind):
    rng = random.Random(seed * 104729 + (7 if zh else 3))
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(n_msgs)]
    # assign facts to messages across the whole conversation; ~75% user, questions always user
    slots = {i: [] for i in range(n_msgs)}
    users = [i for i in range(n_msgs) if roles[i] == "user"]
    assts = [i for i in range(n_msgs) if roles[i] == "assistant"]
    for kind in plan:
        pool = users if kind == "question" or rng.random() < 0.75 else assts
        for _ in range(100):
            i = rng.choice(pool)
            if len(slots[i]) < (3 if roles[i] == "user" else 2): break
        slots[i].append(kind)
    used, facts, texts = set(), [], []
    fact_texts = []  # (message index, text, needles)
    for i in range(n_msgs):
        for kind in slots[i]:
            for _ in range(200):
                t, nd = make_fact(kind, rng, zh, roles[i], set(used))
                clash = any(x in t2 for x in nd for (_, t2, _) in fact_texts) or \
                        any(x in t for (_, _, nd2) in fact_texts for x in nd2) or \
                        any(x in f for x in nd for f in (ZH_FILLER_U + ZH_FILLER_A + ZH_A_LEAD + ZH_A_TAIL + ZH_JOIN if zh else
                                                         EN_FILLER_U + EN_FILLER_A + EN_A_LEAD + EN_A_TAIL + EN_JOIN))
                if not clash: break
            else:
                sys.exit(f"could not place a {kind} fact without clashes")
            # commit pool picks
            make_fact_used_update(kind, nd, used, t)
            fact_texts.append((i, t, nd)); facts.append((kind, nd))
    by_msg = {}
    for i, t, nd in fact_texts: by_msg.setdefault(i, []).append(t)
    rows = []
    prev_filler = None
    for i in range(n_msgs):
        role = roles[i]
        parts = by_msg.get(i, [])
        if parts:
            if role == "user":
                body = parts[0]
                for p in parts[1:]: body += rng.choice(ZH_JOIN if zh else EN_JOIN) + p
                if rng.random() < 0.15 and not zh:
                    body = rng.choice(["sorry, long one. ", "ok so. ", "", "morning. "]) + body + rng.choice(["", " anyway", " :/", " ugh"])
            else:
                lead = rng.choice(ZH_A_LEAD if zh else EN_A_LEAD)
                tail = rng.choice(ZH_A_TAIL if zh else EN_A_TAIL)
                body = lead + ("" if zh else " ") + ("" if zh else " ").join(parts)
                if rng.random() < 0.4: body += ("\n\n" if rng.random() < 0.5 else " ") + rng.choice(ZH_FILLER_A if zh else EN_FILLER_A)
                if tail: body += ("" if zh else " ") + tail
        else:
            pool = (ZH_FILLER_U if role == "user" else ZH_FILLER_A) if zh else (EN_FILLER_U if role == "user" else EN_FILLER_A)
            body = rng.choice([p for p in pool if p != prev_filler])
            prev_filler = body
        rows.append((role, body))
        if role == "assistant" and rng.random() < 0.12:
            name, argf, outf = rng.choice(ZH_TOOLS if zh else EN_TOOLS)
            rows.append(("call", name, json.dumps(argf(rng), ensure_ascii=False)))
            rows.append(("result", name, outf(rng)))
    return rows, facts, fact_texts

def make_fact_used_update(kind, nd, used, text):
    pools = {"decision": EN_DEC + ZH_DEC, "constraint": EN_CON_F + EN_CON_R + ZH_CON_F + ZH_CON_R}
    if kind in pools:
        used.update(p for p in pools[kind] if p[0] in text and p[1] in text)
    elif kind == "question":
        used.update(q for q in EN_Q + ZH_Q if q in text)
    else: used.add(nd[0])

def to_jsonl(rows):
    out, msg_index = [], {}
    k = 0
    for j, r in enumerate(rows):
        at = f"2026-11-{20 + j // 1440:02d}T{(j // 60) % 24:02d}:{j % 60:02d}:00.000Z"
        rid = f"msg_i{j + 1:05d}"
        if r[0] == "call":
            item = {"type": "function_call", "callId": f"call_i{j}", "name": r[1], "arguments": r[2]}
            out.append({"v": 2, "id": rid, "createdAt": at, "item": item, "meta": {}})
        elif r[0] == "result":
            item = {"type": "function_call_result", "callId": f"call_i{j - 1}", "name": r[1], "status": "completed", "output": r[2]}
            out.append({"v": 2, "id": rid, "createdAt": at, "item": item, "meta": {}})
        else:
            msg_index[k] = j; k += 1
            out.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": r[0], "content": r[1]}, "meta": {"uiRole": r[0]}})
    return out, msg_index

def check(rows, fact_texts, msg_index):
    """Every needle is in its own message and in no other row."""
    texts = [r[-1] for r in rows]
    for i, t, nd in fact_texts:
        j = msg_index[i]
        for x in nd:
            assert x in texts[j], (x, texts[j])
            for jj, other in enumerate(texts):
                if jj != j and x in other:
                    sys.exit(f"needle {x!r} leaks into row {jj}: {other[:120]!r}")
            # within its own message the needle must come from its own fact, not another fact
            others = [t2 for (i2, t2, _) in fact_texts if i2 == i and t2 is not t]
            assert not any(x in o for o in others), (x, others)

def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
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
        n_msgs = random.Random(seed * 31 + 5).randint(130, 280)
        rows, facts, fact_texts = conversation(seed, zh, n_msgs, per_kind)
        jrows, msg_index = to_jsonl(rows)
        check(rows, fact_texts, msg_index)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        base = run(okbot, root, ["context", "show", "-a", "Writer"])
        for _, nd in facts:
            for x in nd:
                if x in base: sys.exit(f"needle {x!r} already in the empty context")
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
            for r in jrows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(jrows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(jrows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        with open(os.path.join(work, f"context-{seed}.txt"), "w") as f: f.write(shown)
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try: maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError): pass
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {n_msgs} messages, {len(jrows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")

if __name__ == "__main__":
    main()
