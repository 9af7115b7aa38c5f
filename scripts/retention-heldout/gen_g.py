#!/usr/bin/env python3
"""Held-out retention set "g": a university research group + nonprofit conference team.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]
  default seeds 1..5; the LAST seed is the Chinese conversation.
  PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000) summary cap.
Each conversation is saved as WORKDIR/conv-SEED.jsonl, replayed into okbot in batches of 25
messages with `okbot compress -a Writer --now` after each batch, and the facts are looked up
verbatim in `okbot context show -a Writer`. Standard library only.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------- English pools
FIRST = ["Marguerite", "Tobias", "Adaeze", "Ruairi", "Ingrid", "Kwame", "Sunniva", "Bartholomew", "Ximena",
         "Dmitri", "Oluwaseun", "Perpetua", "Henrik", "Yusra", "Lachlan", "Beatriz", "Casimir", "Thandiwe",
         "Ignatius", "Wilhelmina", "Anselm", "Zainab", "Florian", "Ottilie"]
LAST = ["Oyelaran", "Vasquez-Lund", "Achterberg", "Nakashima", "Delacroix", "Brannigan", "Okonkwo", "Szymanski",
        "Haverford", "Lindqvist", "Abernethy", "Castellanos", "Fitzwilliam", "Mbatha", "Rasmussen", "Quintero",
        "Haldane", "Petrossian", "Ekwueme", "Vandersloot"]
NAME_FRAMES = [
    "can you cc {n} on the catering thread, they handle the dietary stuff",
    "{n} from the registrar's office says the room swap is fine",
    "fyi the second keynote slot is now {n}, the other speaker dropped out",
    "ugh {n} still hasnt sent back the signed volunteer form",
    "new rotation student starting monday is {n}, pls add them to the cluster allowlist",
    "donor call tmrw with {n} - they gave to the travel fund last year too",
    "whoever is chairing session 3 should be {n}, they know the area best",
    "talked to Dr. {n} at the coffee line, they want to co-author the workshop paper",
]
EXPS = ["lora-sweep", "distill-v2", "contrastive-abl", "rlhf-small", "vit-probe", "seg-baseline", "longctx",
        "moe-router", "tokfree", "speech-ft", "graphnet", "diffusion-tiny"]
USERS = ["pkowalczyk", "amensah", "jtorres", "lfeng", "rbhatt"]
PARTS = ["a100", "h100-long", "gpu-debug", "preempt", "gpu-shared"]
CMD_TEMPLATES = [
    "sbatch --gres=gpu:{g} --time={h}:00:00 scripts/train_{e}.sh",
    "squeue -u {u} -o '%.10i %.24j %.8T %.10M'",
    "scancel {j}",
    "rsync -avP runs/{e}/ {u}@dtn.hpc.example.edu:/scratch/{u}/{e}/",
    "srun -p {p} --gres=gpu:1 --pty bash -l",
    "python eval.py --ckpt runs/{e}/step_{s}.pt --split test",
    "conda env create -f envs/{e}.yml",
    "sacct -j {j} --format=JobID,Elapsed,MaxRSS,State",
    "du -sh /scratch/{u}/* | sort -h | tail",
    "torchrun --nproc_per_node={g} train.py --config configs/{e}.yaml",
    "tar czf {e}-ckpts.tgz runs/{e}/",
    "git push origin camera-ready-{e}",
    "latexmk -pdf -interaction=nonstopmode {e}-main.tex",
    "module load cuda/{g}.{h} nccl",
]
CMD_FRAMES = [
    "run `{c}` before you leave tonight so the results are there in the morning",
    "the magic incantation was `{c}`, writing it here so i stop forgetting",
    "$ {c}\n(that's what i ran, output looked normal)",
    "note to self: `{c}` fixes the stale lock thing",
    "if the node hangs again just do `{c}` and ping me",
    "pasting from my terminal:\n$ {c}\nno errors this time",
    "can you remind me later that `{c}` is what unblocked us",
]
ID_FORMATS = ["HPC-{n4}", "EVT-{n4}", "GRANT-{n3}", "#{n3}", "CVE-2026-{n5}", "RCS-{n5}", "IRB-2026-{n4}", "VISA-{n4}"]
ID_FRAMES = [
    "filed it with research computing as {i}",
    "the venue contract back-and-forth is tracked in {i}",
    "{i} is the one about nccl hanging at init",
    "reopened {i}, same OOM on the big nodes again",
    "see {i} for the visa letter template",
    "security flagged {i} on the login nodes, they say patch is coming",
    "the reimbursement mess is under {i} if finance asks",
]
PORT_FRAMES = [
    "jupyter lab is on {p} on the debug node",
    "forward {p} if you want the tensorboard dashboard",
    "the registration site staging box answers on :{p}",
    "streaming encoder at the venue wants UDP {p} open, tell their IT",
    "mlflow ui is running with --port {p} now",
    "wandb local server listens on port {p}, dont change it",
]
SOFTWARE = ["torch", "CUDA", "NCCL", "vLLM", "the nvidia driver", "the acmart class", "Indico", "transformers", "deepspeed", "slurm"]
VERSION_FRAMES = [
    "we pinned {sw} to {v} for the rest of the project",
    "{sw} {v} breaks the collator, roll back if you see weird shapes",
    "cluster now loads {sw} {v} by default, heads up",
    "make sure the camera ready builds with {sw} {v}",
    "upgraded {sw} to {v} and the throughput went up a bit",
    "reviewers reproduced it on {sw} {v} apparently",
]
MONEY_FRAMES = [
    "catering quote came in at {m} for both days incl coffee breaks",
    "we have {m} left on the compute line",
    "donor pledged {m} toward student travel grants",
    "AV rental is {m} with tax, kinda steep",
    "the NSF supplement is {m} if it goes through",
    "venue deposit was {m}, paid from the foundation account",
    "speaker honoraria total {m} so far",
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
DATE_FRAMES = [
    "camera-ready is due {d}",
    "site visit at the venue on {d}, who can come?",
    "visa letters need to go out by {d} at the latest",
    "cluster maintenance is {d} so nothing should be queued that day",
    "board meeting got moved to {d}",
    "the foundation wants the interim report {d}",
    "abstract deadline for the workshop slipped to {d}",
]
CHOICES = ["Marlowe Hotel ballroom", "bf16 instead of fp16", "Overleaf Pro for the whole group", "boxed lunches",
           "a hybrid format", "the A100 partition", "Whova for the conference app", "single-track sessions",
           "the Kestrel Catering quote", "double-blind review", "a shuttle from the airport", "Weights & Biases for tracking",
           "printed badges only", "Riverside campus auditorium", "the smaller 7B model", "Shiftboard for volunteer shifts",
           "the Lisbon date", "a poster lightning round"]
REASONS = ["it is a ten minute walk from the venue", "it came in well under the other quote",
           "reviewers complained about the instability last time", "the donors asked for it explicitly",
           "the accessibility audit flagged the other room", "half the speakers cannot travel",
           "it does not need a second contract", "the visa timelines are too tight otherwise",
           "the grant only covers in-state vendors", "we already have the site license",
           "it keeps queue time under a day", "the caterer can do halal and vegan in one kitchen",
           "the student volunteers already know it", "it saves us a week of reruns",
           "the board likes having one number to report", "the fire marshal capped the other room"]
DECISION_FRAMES = [
    "let us lock it: {c}. reason: {r}",
    "{c} wins because {r}",
    "we will stick with {c} - {r}",
    "settled: {c} ({r})",
    "ok going with {c}, mostly since {r}",
    "after the call we agreed on {c}; what carried it was that {r}",
    "prof says {c} and honestly fair, {r}",
]
ACTIONS = ["email the full speaker list", "launch jobs on the preempt partition", "share the raw interview transcripts",
           "book flights for invited speakers", "push to the main branch", "post the program online",
           "delete anything in /scratch/shared", "sign the catering contract", "promise travel grants",
           "hand volunteers the building keys", "use the grant card for alcohol", "reimburse anyone",
           "announce the keynote", "start the full sweep", "touch the shared conda env", "send donor names to the printer"]
CONDS = ["before the IRB amendment is approved", "without a second reviewer", "until the deposit has cleared",
         "unless the PI has signed off", "during submission week", "while the ablation sweep is still running",
         "without the donor's written OK", "before legal has read it", "until the visa letters are out",
         "after 10pm on a weeknight", "unless finance has the receipt", "without a signed data use agreement",
         "before the camera-ready is in", "if the speaker hasn't confirmed in writing", "on a shared login node",
         "when the budget sheet is locked"]
CONSTRAINT_FRAMES = [
    "make sure you never {a} {c}",
    "hard rule: nobody should {a} {c}",
    "pls don't {a} {c}, we got burned on that in the spring",
    "{c}, we do NOT {a}. grants office was very clear",
    "the dean's office says we can't {a} {c}",
    "one thing for the onboarding doc - never {a} {c}",
]
TOPICS = ["parking permits for volunteers", "the second GPU allocation", "overflow space for the poster session",
          "the livestream license", "childcare at the conference", "the reviewer conflict list",
          "travel insurance for student volunteers", "sign language interpreters", "the storage quota increase",
          "wifi in the basement rooms", "the matching gift from the alumni fund", "photography consent forms",
          "a backup keynote speaker", "mileage for the shuttle drivers", "retention rules for the survey data",
          "the press release embargo"]
QUESTION_FRAMES = [
    "still waiting to hear about {t}, no reply from anyone",
    "does anyone know what is happening with {t}?",
    "TBD: {t}",
    "open q nobody has answered yet: {t}",
    "we never figured out {t} right??",
    "is {t} even on anyone's radar",
    "who owns {t}? i genuinely dont know",
]
FILLER_U = ["ok", "k thx", "omw", "sry in a meeting, back in 20", "lol", "👍", "will check l8r",
            "the 4th floor printer is jammed again, I swear",
            "NeurIPS reviews came back and reviewer 2 is... reviewer 2",
            "zoom link same as Tuesday?", "going to grab lunch, the Thai place on Main St",
            "ugh 63 unread emails from the Dean's office", "coffee machine in Room 214 is fixed!!",
            "Sam says hi", "Priya's defence went great btw, she's Dr. now", "running 10 min late",
            "hmm", "got it", "thx!!", "wait what", "ok makes sense",
            "honestly this week has been a lot. two deadlines, the Friday seminar and Jo's farewell lunch and I still havent done the expense report from Chicago",
            "can you make that shorter, I'm reading on my phone", "sounds good", "yes", "no, the other one",
            "teh wifi in the Annex is dying again", "brb kid pickup"]
FILLER_A = [
    "Sounds good. A few general suggestions while you are juggling all of this: keep one shared spreadsheet for the conference logistics with a column for owner and a column for status, checkpoint long training runs often enough that a preemption costs you at most an hour, and block out writing time on the calendar the same way you would block a meeting. If you want, I can draft a weekly checklist that mixes the paper, the cluster work and the event tasks so nothing falls between the cracks.",
    "Understood. For the conference side, the usual order of operations is venue, then catering headcount, then the program, then volunteers, because each step constrains the next. For the research side, I would suggest freezing the evaluation protocol before running more ablations so that the numbers in the paper stay comparable across tables. Let me know which of the two you want to focus on this afternoon.",
    "I went through what you sent. Nothing looks alarming: the job logs show the usual warm-up slowdown and a couple of retries on the data loader, which is normal on a busy shared filesystem. If it keeps happening on Monday I would look at the number of workers first, and only then at the storage.",
    "Happy to help. When you write to speakers, it helps to put the three things they care about in the first paragraph (date, what is covered, what they need to send you) and everything else below. People read these on their phones between sessions.",
    "Noted, I will keep that in mind.", "Got it.", "Sure, go ahead whenever you are ready.",
    "Good question in general terms: most groups I have seen handle this with a short weekly sync of fifteen minutes and a running document, rather than long meetings. It keeps the students unblocked and gives the PI a place to skim decisions without digging through chat.",
    "Here is a rough structure for the volunteer briefing: welcome and thanks, the map of the building, who to call for what, the shift swap rules, and what to do if something goes wrong. Keep it to one page and send it two days ahead so people actually read it.",
]

# ----------------------------------------------------------------------------- Chinese pools
CN_NAMES = ["周文博", "林雨桐", "欧阳明轩", "司马静怡", "顾承泽", "沈若溪", "陆海峰", "苏婉清", "程立伟", "叶知秋",
            "贺子铭", "方晓彤", "邵建军", "潘语嫣", "罗嘉豪", "唐思琪", "老贺", "小蒋", "老宋", "小邱"]
CN_NAME_FRAMES = ["这事得问问{n}", "{n}说会场那边周四可以去看场地", "报名系统现在是{n}在管",
                  "记得把{n}拉进志愿者群", "捐款人那边一直是{n}在对接", "{n}答应做主旨报告了！",
                  "新来的博士生叫{n}，集群账号还没开"]
CN_CMD_FRAMES = ["先跑一下 `{c}` 看看", "上次就是 `{c}` 搞定的", "$ {c}\n我就跑了这个，输出看着正常",
                 "提醒一下：节点卡住了就 `{c}`", "我记得命令是 `{c}`，对吧", "晚上走之前帮我跑个 `{c}`"]
CN_ID_FRAMES = ["工单号 {i}", "这个问题登记在{i}里了", "签证材料的事看 {i}", "{i} 又被重新打开了，还是显存不够",
                "场地合同的来回邮件都在{i}"]
CN_PORT_FRAMES = ["jupyter 开在 {p} 端口", "防火墙得放行 {p}，跟会场IT说一声", "直播推流用 {p} 端口",
                  "tensorboard 我映射到本地 {p} 了", "报名网站测试环境在 {p} 上"]
CN_VERSION_FRAMES = ["驱动升级到 {v} 了", "torch 锁在 {v}，别动", "集群默认的 CUDA 现在是 {v}",
                     "模板要求 {v} 以上才能编译", "审稿人是在 {v} 上复现的"]
CN_MONEY_FRAMES = ["餐饮报价{m}，两天的", "算力经费还剩{m}", "捐款人答应给{m}做学生差旅", "场地押金交了{m}",
                   "讲者酬金目前一共{m}", "AV设备租赁{m}，有点贵"]
CN_DATE_FRAMES = ["终稿{d}截止", "{d}去会场踩点，谁有空？", "邀请函最晚{d}要发出去", "集群{d}停机维护",
                  "理事会改到{d}开了", "基金会要求{d}交中期报告"]
CN_CHOICES = ["华山路那家酒店的宴会厅", "A100 分区", "自助餐", "线上线下同步", "腾讯会议直播", "双盲评审",
              "机场大巴接送", "志愿者统一服装", "学校大礼堂", "7B 小模型", "Overleaf 团队版", "纸质胸牌",
              "三月那一周", "海报快闪环节"]
CN_REASONS = ["离地铁站只有五分钟", "比另一家便宜三成", "审稿人上次就提过", "捐款人点名要的", "无障碍通道更好",
              "一半讲者来不了现场", "不用再签一份合同", "签证时间来不及", "经费只能在本地报销", "学校已经买了授权",
              "排队时间能控制在一天以内", "清真和素食都能做", "志愿者都用过", "能省一周的重跑时间"]
CN_DECISION_FRAMES = ["拍板了：{c}，毕竟{r}", "定了，还是用{c}，{r}", "讨论下来就{c}吧，理由是{r}",
                      "老师说就{c}了，{r}嘛", "最终方案：{c}。原因：{r}", "选{c}，主要因为{r}"]
CN_ACTS = ["群发讲者名单", "往抢占分区提交任务", "外传访谈原始录音", "给讲者订机票", "直接推到主分支", "公布议程",
           "删共享盘里的东西", "签餐饮合同", "承诺差旅补助", "把楼门钥匙给志愿者", "用经费卡买酒", "给任何人报销",
           "官宣主讲人", "跑完整的参数扫描"]
CN_CONDS = ["伦理审查批下来之前", "没有第二个人审核的时候", "定金到账之前", "除非老师签字", "投稿截止那一周",
            "消融实验还在跑的时候", "没有捐款人书面同意", "法务看过之前", "邀请函发出去之前", "晚上十点以后",
            "发票没到的情况下", "数据协议没签"]
CN_CONSTRAINT_FRAMES = ["{c}，千万别{a}", "记住：{c}不许{a}", "{c}绝对不能{a}，上次吃过亏", "学校规定{c}不得{a}",
                        "必须跟大家说清楚，{c}别{a}", "提醒一下新人，{c}不要{a}"]
CN_TOPICS = ["志愿者停车证", "第二批GPU配额", "海报展区的备用场地", "直播版权", "会场托儿服务", "审稿回避名单",
             "学生志愿者的保险", "手语翻译", "存储配额扩容", "地下室的网络", "校友基金的配捐", "摄影授权书",
             "备用主讲人", "司机的油费报销", "问卷数据保存期限", "新闻稿的发布时间"]
CN_QUESTION_FRAMES = ["{t}还没定吧？", "{t}谁来负责？到现在没人认领", "{t}要不要单独列预算？", "还在等{t}的消息",
                      "有人知道{t}现在什么情况吗", "{t}那边到底怎么说的，一直没回音"]
CN_FILLER_U = ["好的", "嗯嗯", "收到", "在开会，晚点看", "哈哈哈", "行吧", "今天实验室空调又坏了，热死",
               "刚从李老师办公室出来，聊了半小时NeurIPS的审稿", "周三组会改到下午了吗", "我先去吃饭",
               "明天我请假半天去办护照", "咖啡机又没豆子了 😂", "好累，昨晚改论文改到两点", "老张说他晚点到",
               "小李问能不能借一下投影仪", "ok", "稍等", "这个太长了，手机上看不过来，简单点说", "对对对",
               "刚才那条发错群了，忽略", "说个题外话，今天下午去学院开了个会，讲的是明年实验室搬家的事，新楼在东区，据说要到下半年才能交付，到时候机房也要一起搬，王老师的意思是能拖就拖，别在投稿前折腾。然后食堂二楼新开了一家兰州拉面，味道还行，就是排队太长，我排了二十多分钟。晚上还得回去改图，第4张图的配色老师说太花了，要改成灰蓝色系，烦死了。", "周五下午茶有人去吗，3楼那家新开的"]
CN_FILLER_A = [
    "这个问题我分几块说。第一，集群这边：排队时间长主要是因为月底大家都在赶截稿，长队列的节点基本被占满了，调试队列反而比较空，可以先用小规模配置在调试队列上把代码跑通，确认没有报错再提交大任务。第二，论文这边：建议先把实验表格的框架定下来，每个表格需要哪些数字、哪些已经有了、哪些还缺，列一个清单，这样每天早上看一眼就知道该跑什么。第三，会务这边：讲者、场地、餐饮、志愿者四条线最好各有一个负责人，每周五下午花十五分钟对一下进度，遇到需要老师拍板的事情集中在一起问，省得来回打扰。另外别忘了给自己留点休息时间，连续熬夜效率其实很低。",
    "好的。几个一般性的建议：会议的后勤最好放在一张共享表格里，每一行写清楚负责人和状态；长时间的训练任务要勤存检查点，这样被抢占最多损失一个小时；写论文的时间也要像开会一样提前在日历上占住。如果需要，我可以帮你拟一份每周清单，把论文、集群和会务三件事放在一起看，免得漏掉。",
    "明白。会务这边一般的顺序是先定场地，再定餐饮人数，然后排议程，最后安排志愿者，因为前一步会限制后一步。科研这边，建议先把评测流程固定下来再继续做消融，这样论文里各个表格的数字才能对得上。你看下午先处理哪一块？",
    "我看了你发的日志，没有发现明显的问题：开头变慢是正常的预热，数据加载偶尔重试在共享文件系统比较忙的时候也很常见。如果周一还这样，先看一下 worker 的数量，再考虑存储的问题。",
    "好的，记下了。", "收到。", "没问题，你准备好了随时发给我。",
    "给讲者写邮件的时候，最好把他们最关心的三件事放在第一段：时间、费用包含哪些、需要他们提交什么材料，其他的放在后面。大家一般都是在会间隙用手机看邮件的。",
    "志愿者培训可以这样安排：先欢迎和感谢，然后讲一下楼层平面图、遇到什么问题找谁、换班规则、出现突发情况怎么办。控制在一页纸以内，提前两天发出去，大家才会真的看。",
]


def make_fact(rng, kind, used, zh):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x

    def fresh(gen):
        for _ in range(200):
            x = gen()
            if x not in used:
                used.add(x); return x
        return x

    if kind == "name":
        if zh:
            n = uniq(CN_NAMES)
        else:
            n = fresh(lambda: f"{rng.choice(FIRST)} {rng.choice(LAST)}")
            # one first name / one surname per conversation so names never overlap
            tries = 0
            while tries < 300 and any(p in used for p in ("F:" + n.split()[0], "L:" + n.split()[1])):
                used.discard(n); n = fresh(lambda: f"{rng.choice(FIRST)} {rng.choice(LAST)}"); tries += 1
            used.add("F:" + n.split()[0]); used.add("L:" + n.split()[1])
        return rng.choice(CN_NAME_FRAMES if zh else NAME_FRAMES).format(n=n), [n]
    if kind == "command":
        c = fresh(lambda: rng.choice(CMD_TEMPLATES).format(
            g=rng.choice([1, 2, 4, 8]), h=rng.randint(2, 47), e=rng.choice(EXPS), u=rng.choice(USERS),
            j=rng.randint(4100000, 4999999), p=rng.choice(PARTS), s=rng.randint(1, 90) * 1000))
        return rng.choice(CN_CMD_FRAMES if zh else CMD_FRAMES).format(c=c), [c]
    if kind == "id":
        i = fresh(lambda: rng.choice(ID_FORMATS).format(n3=rng.randint(100, 999), n4=rng.randint(1000, 9999),
                                                        n5=rng.randint(10000, 99999)))
        return rng.choice(CN_ID_FRAMES if zh else ID_FRAMES).format(i=i), [i]
    if kind == "port":
        p = fresh(lambda: str(rng.choice([rng.randint(5000, 9999), rng.randint(10000, 49999)])))
        return rng.choice(CN_PORT_FRAMES if zh else PORT_FRAMES).format(p=p), [p]
    if kind == "version":
        v = fresh(lambda: f"{rng.randint(1, 13)}.{rng.randint(0, 29)}.{rng.randint(1, 19)}")
        if zh:
            return rng.choice(CN_VERSION_FRAMES).format(v=v), [v]
        return rng.choice(VERSION_FRAMES).format(sw=rng.choice(SOFTWARE), v=v), [v]
    if kind == "money":
        if zh:
            m = fresh(lambda: rng.choice([f"{rng.randint(11, 98) / 10:g}万元", f"¥{rng.randint(12, 99) * 100}",
                                          f"{rng.randint(3, 95) * 1000}元"]))
        else:
            m = fresh(lambda: rng.choice([f"${rng.randint(1, 48)},{rng.randint(0, 19) * 50:03d}",
                                          f"€{rng.randint(2, 30)},{rng.randint(0, 9) * 100:03d}",
                                          f"USD {rng.randint(3, 90) * 100:,}", f"£{rng.randint(4, 99) * 10}"]))
        return rng.choice(CN_MONEY_FRAMES if zh else MONEY_FRAMES).format(m=m), [m]
    if kind == "date":
        mo, d = rng.randint(1, 12), rng.randint(1, 28)
        if zh:
            dt = fresh(lambda: f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日")
        else:
            dt = fresh(lambda: rng.choice([f"{MONTHS[rng.randint(0, 11)]} {rng.randint(1, 28)}",
                                           f"{rng.randint(1, 28)} {MONTHS[rng.randint(0, 11)][:3]}",
                                           f"2027-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"]))
        return rng.choice(CN_DATE_FRAMES if zh else DATE_FRAMES).format(d=dt), [dt]
    if kind == "decision":
        c, r = uniq(CN_CHOICES if zh else CHOICES), uniq(CN_REASONS if zh else REASONS)
        return rng.choice(CN_DECISION_FRAMES if zh else DECISION_FRAMES).format(c=c, r=r), [c, r]
    if kind == "constraint":
        a, c = uniq(CN_ACTS if zh else ACTIONS), uniq(CN_CONDS if zh else CONDS)
        return rng.choice(CN_CONSTRAINT_FRAMES if zh else CONSTRAINT_FRAMES).format(a=a, c=c), [a, c]
    t = uniq(CN_TOPICS if zh else TOPICS)
    return rng.choice(CN_QUESTION_FRAMES if zh else QUESTION_FRAMES).format(t=t), [t]


def render_user(rng, facts_text, zh):
    """Combine the fact sentences of one user message: one-liner, run-on, minutes or a pasted email."""
    n = len(facts_text)
    if n == 0:
        return rng.choice(CN_FILLER_U if zh else FILLER_U)
    if n >= 3 and rng.random() < 0.7:
        if zh:
            if rng.random() < 0.5:
                body = "\n".join(f"{i + 1}. {t}" for i, t in enumerate(facts_text))
                return f"把今天组会的纪要贴过来：\n\n组会纪要（周四）\n参会：王老师、老张、小李\n{body}\n其他：冰箱里的过期酸奶请自己清理"
            body = "。\n".join(facts_text)
            return f"转一下会务组的邮件：\n\n各位好，\n{body}。\n有问题随时联系。\n会务组"
        if rng.random() < 0.5:
            body = "\n".join(f"- {t}" for t in facts_text)
            return f"pasting the minutes from this morning:\n\nGroup meeting - Thursday\nPresent: PI, Sam, Priya, Jo\n{body}\nAOB: someone please clean the fridge, its been 3 weeks"
        body = ".\n> ".join(facts_text)
        return f"fwd from the events team, fyi:\n\n> Hi all,\n> {body}.\n> Thanks so much and see everyone Friday,\n> the Events Office"
    if zh:
        seps = ["，", "。", "\n", "；另外", "，还有"]
    else:
        seps = [". also ", " and ", "\n", " -- oh and ", ". ", ", plus "]
    out = facts_text[0]
    for t in facts_text[1:]:
        out += rng.choice(seps) + t
    r = rng.random()
    if r < 0.25:
        out = rng.choice(["刚想起来，", "对了，", "手机打字，"] if zh else ["quick one: ", "from my phone, ", "random thing but ", "ok so "]) + out
    elif r < 0.4:
        out += rng.choice(["，先这样", "，回头细说"] if zh else [" anyway", ", thx", " (sorry for the wall of text, the Monday meeting ran long)"])
    return out


def render_assistant(rng, facts_text, zh):
    if not facts_text:
        return rng.choice(CN_FILLER_A if zh else FILLER_A)
    if zh:
        body = "\n".join(f"- {t}" for t in facts_text)
        return rng.choice([f"好的，我把目前记下的要点整理一下：\n{body}\n后面排日程的时候我会按这些来，有冲突的地方再提醒你。",
                           f"根据你之前转给我的材料，补充一下：\n{body}\n需要的话我可以把这些整理进会务总表。"])
    body = "\n".join(f"- {t}" for t in facts_text)
    return rng.choice([
        f"Noted. Restating so it is all in one place:\n{body}\nI will factor this into the draft timeline and flag anything that conflicts with the conference schedule or the paper deadline.",
        f"From the thread you forwarded earlier, the relevant bits were:\n{body}\nLet me know if any of that has changed since, and I can update the shared checklist for the group.",
    ])


TOOLS = [("search_history", lambda rng: {"query": rng.choice(["catering", "cluster", "visa", "budget", "speakers"]), "limit": 5},
          lambda rng, a: f"found {rng.randint(0, 9)} earlier messages about {a['query']}; the newest one is from last week and says the plan is unchanged."),
         ("cluster_status", lambda rng: {"partition": "all"},
          lambda rng, a: "partitions: idle nodes on the debug queue, long queue busy, no drained nodes reported."),
         ("read_calendar", lambda rng: {"range": "next_week"},
          lambda rng, a: "Mon: group meeting. Wed: seminar. Fri: volunteer briefing draft due. Nothing else scheduled.")]


def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(seed * 104729 + attempt * 7 + (1 if zh else 0))
    messages = rng.randint(130, 280)
    used = set()
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # spread facts over the whole conversation (not the very last few messages), mostly user messages
    last = messages - 8
    slots = {}
    for kind in plan:
        pos = rng.randrange(0, last)
        if rng.random() < 0.82:
            pos -= pos % 2          # user message (even index)
        else:
            pos |= 1                # assistant message
        slots.setdefault(min(pos, last), []).append(kind)
    texts, facts = [], []   # texts: (role, text); facts: (kind, needles, text index)
    for i in range(messages):
        role = "user" if i % 2 == 0 else "assistant"
        fs = []
        for kind in slots.get(i, []):
            t, needles = make_fact(rng, kind, used, zh)
            fs.append((t, needles, kind))
        text = (render_user if role == "user" else render_assistant)(rng, [f[0] for f in fs], zh)
        idx = len(texts)
        texts.append((role, text))
        for t, needles, kind in fs:
            facts.append((kind, needles, idx))
        if role == "assistant" and rng.random() < 0.12:
            name, mk_args, mk_out = rng.choice(TOOLS)
            a = mk_args(rng)
            texts.append(("call", (name, json.dumps(a))))
            texts.append(("result", (name, mk_out(rng, a))))
    return texts, facts


def validate(texts, facts):
    """Every needle is in its own message and in no other row (filler, other facts, tool rows)."""
    flat = [t if isinstance(t, str) else " ".join(t) for _, t in texts]
    for kind, needles, idx in facts:
        for x in needles:
            if x not in flat[idx]:
                return f"needle {x!r} not in its message"
            for j, t in enumerate(flat):
                if j != idx and x in t:
                    return f"needle {x!r} also in row {j}"
        # and not twice inside its own message via another fact
    allneedles = [(x, idx) for _, ns, idx in facts for x in ns]
    for a, ia in allneedles:
        for b, ib in allneedles:
            if a != b and a in b:
                return f"needle {a!r} is inside needle {b!r}"
    return None


def build(seed, zh, per_kind):
    for attempt in range(500):
        texts, facts = conversation(seed, zh, per_kind, attempt)
        if len(facts) != per_kind * len(KINDS):
            continue
        if validate(texts, facts) is None:
            return texts, facts
    sys.exit(f"seed {seed}: could not build a clean conversation")


def to_rows(texts):
    rows = []
    for i, (role, text) in enumerate(texts):
        at = f"2026-11-{3 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_g{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_g{i}", "name": text[0], "arguments": text[1]}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_g{i - 1}", "name": text[0], "status": "completed", "output": text[1]}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
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
    okbot, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        texts, facts = build(seed, zh, per_kind)
        rows = to_rows(texts)
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(work, f"facts-{seed}.json"), "w", encoding="utf-8") as f:
            json.dump([{"kind": k, "needles": ns, "row": i} for k, ns, i in facts], f, ensure_ascii=False, indent=1)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        baseline = run(okbot, root, ["context", "show", "-a", "Writer"])
        for k, ns, _ in facts:
            for x in ns:
                if x in baseline:
                    print(f"  warning: needle {x!r} already in the empty context")
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
        for dp, _, fn in os.walk(root):
            if "session-summary.json" in fn:
                try:
                    maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError, TypeError):
                    pass
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
        print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / tot[k][1]:.1f}")
    print(f"retention overall {100 * f / p:.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
