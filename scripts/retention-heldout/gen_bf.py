#!/usr/bin/env python3
"""Held-out retention set "bf": a marine-biology PhD student and her assistant.

Usage:
    PER_KIND=n SUMMARY_MAX=chars python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Env:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a marine-biology PhD student -- field trips on a research boat, sample and permit ids,
an HPC cluster (slurm commands, ssh ports, module versions), supervisor and lab mates, grant and
travel money, thesis chapter deadlines, lab safety and data rules. Terse, abbreviation-heavy
user messages with pasted slurm output, sample sheets and supervisor emails; long assistant
replies; tool calls and results. Chinese theme for the last seed: 海洋生物学博士生的出海采样、
样品编号和许可证号、超算集群、导师和师兄师姐、经费报销、论文截止日期、实验室安全和数据管理规定。

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question),
PER_KIND of each. Every fact has needles: exact substrings that must ALL be found verbatim in
`okbot context show -a Writer` after the last compression for the fact to count as kept.
Each needle occurs in exactly one row of the conversation (checked; otherwise the conversation is
rebuilt with the next attempt number), and no needle is a substring of another.
Deterministic per seed.
"""
import glob
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision",
         "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_FIRST = ["Marguerite", "Tomasz", "Priyanka", "Declan", "Ingrid", "Rafael", "Yusuf", "Annika",
            "Callum", "Solveig", "Kwame", "Lucinda", "Mateo", "Henrike", "Oluwaseun", "Bronwyn",
            "Teodor", "Ximena", "Fergus", "Ayesha", "Lorcan", "Mirela", "Jurgen", "Niamh",
            "Hamish", "Paulina", "Esteban", "Rosalind", "Tariq", "Greta"]
EN_LAST = ["Okonkwo", "Vanderbeek", "Castellanos", "McAllister", "Lindqvist", "Rosenthal",
           "Achterberg", "Nakamura", "Fairweather", "Delacroix", "Brennan", "Sokolova",
           "Hargreaves", "Abernethy", "Quintero", "Takahashi", "Oyelaran", "Pemberton",
           "Kowalczyk", "Ferreira", "Halloran", "Ishikawa", "Montgomery", "Strand"]
EN_ROLES = [
    ("primary supervisor", "he wants chapter drafts as pdf not docx"),
    ("co-supervisor", "the stats person, does all the mixed models"),
    ("skipper on the RV for this season", "very strict about the 6am departure"),
    ("lab manager", "she controls the -80 and the consumables budget"),
    ("new postdoc", "coral microbiome, sits at the desk next to me"),
    ("HPC support person", "replies fast if you put the job id in the subject"),
    ("dive safety officer", "signs off every dive plan"),
    ("grants officer in research services", "handles all the travel claims"),
    ("committee member from oceanography", "asks about sampling design every single time"),
    ("collaborator at the field station", "has the CTD we borrow"),
    ("honours student I'm co-supervising", "doing the seagrass transects"),
    ("senior PhD in the lab", "basically knows where everything is"),
    ("sequencing facility contact", "gives quotes within a day"),
    ("external examiner (proposed)", "works on deep-sea amphipods"),
    ("permit officer at the marine park authority", "only answers by email"),
]
EN_CMD_FAMILIES = [
    ("submit the whole dada2 array without flooding the queue",
     lambda r: "sbatch --array=1-%d%%%d run_dada2.sh" % (r.choice([24, 36, 48, 60, 96]), r.choice([4, 6, 8, 10])),
     "The `%N` part throttles how many tasks run at once, so you don't eat the whole fairshare."),
    ("see when my pending jobs are expected to start",
     lambda r: "squeue -u %s --start" % r.choice(["mrowe", "kt_lab", "jfinch", "lhb22", "sdv041"]),
     "It prints the scheduler's estimate; treat it as optimistic when the partition is busy."),
    ("check how much memory a finished job really used",
     lambda r: "seff %d" % r.randint(4100000, 4999999),
     "Look at 'Memory Efficiency'; if it's under 30% you can ask for a lot less next time."),
    ("copy the raw reads to scratch and resume if the connection drops",
     lambda r: "rsync -avP --partial raw_reads/ %s:/scratch/%s/" % (r.choice(["hpc", "katana", "gadi-dm"]), r.choice(["reef16s", "seagrass_eDNA", "cruise_nov"])),
     "`--partial` keeps half-copied files, so a dropped wifi on the ship doesn't restart everything."),
    ("get an interactive shell on a compute node",
     lambda r: "srun --pty -p %s --mem=%dG -t 02:00:00 bash" % (r.choice(["interactive", "short", "debug"]), r.choice([8, 16, 32])),
     "Use it for testing only; interactive sessions are killed when the walltime hits."),
    ("run the snakemake pipeline on the cluster",
     lambda r: "snakemake --profile slurm -j %d --rerun-incomplete" % r.choice([20, 40, 50, 64]),
     "`--rerun-incomplete` cleans up outputs from jobs that died mid-way."),
    ("recreate the conda env from the file",
     lambda r: "conda env create -f envs/%s.yml" % r.choice(["qiime_core", "reef_stats", "blast_tools", "phyloseq_env"]),
     "If the solver hangs, try mamba with the same arguments."),
    ("verify the checksums after the transfer",
     lambda r: "md5sum -c %s.md5" % r.choice(["run_0917", "novaseq_lane2", "cruise3_fastq", "ctd_casts"]),
     "Any line that doesn't say OK means that file must be copied again."),
    ("pack up a cruise folder for the archive",
     lambda r: "tar -czf %s.tar.gz %s/" % (r.choice(["leg2_ctd", "heron_oct", "ningaloo_raw", "transects_w3"]), r.choice(["ctd", "raw", "photos", "logs"])),
     "Compressing first means one big file for the archive instead of thousands of small ones."),
    ("cancel all my pending jobs at once",
     lambda r: "scancel -u %s --state=PENDING" % r.choice(["mrowe", "kt_lab", "jfinch", "lhb22"]),
     "Running jobs are left alone, only the pending ones go."),
    ("run the diversity stats script with more cores",
     lambda r: "Rscript analysis/%s.R --cores %d" % (r.choice(["alpha_div", "nmds_sites", "betadisper", "indicator_spp"]), r.choice([4, 8, 12])),
     "Match --cores to --cpus-per-task in the job script or R will oversubscribe the node."),
    ("get a GPU node for the basecalling",
     lambda r: "salloc -p gpu --gres=gpu:%d -t %d:00:00" % (r.choice([1, 2]), r.choice([3, 4, 6])),
     "salloc just reserves it; then `srun` your command inside the allocation."),
    ("check my disk quota on the cluster",
     lambda r: "lfs quota -hu %s /scratch" % r.choice(["mrowe", "kt_lab", "jfinch", "sdv041"]),
     "The 'files' column matters as much as the size, the inode limit bites first with fastq chunks."),
]
EN_ID_KINDS = [
    ("HPC helpdesk ticket", lambda r: "HPC-%d" % r.randint(40000, 69999)),
    ("marine park permit number", lambda r: "MPA-%d-%s" % (r.randint(1000, 9999), r.choice(["GB", "NW", "SR", "HI"]))),
    ("sequencing invoice", lambda r: "INV-%d" % r.randint(10000, 99999)),
    ("boat booking ref", lambda r: "RVB-%s%d" % (r.choice("KQXZ"), r.randint(100, 999))),
    ("travel claim number", lambda r: "TC%d" % r.randint(200000, 899999)),
    ("animal ethics approval", lambda r: "AEC-%d-%s" % (r.randint(100, 999), r.choice(["B", "C", "F"]))),
    ("courier tracking / dangerous goods ref", lambda r: "DG%d%s" % (r.randint(10000, 99999), r.choice(["AU", "NZ", "SG"]))),
    ("purchase order", lambda r: "PO-%d" % r.randint(300000, 799999)),
]
EN_SW = ["cutadapt", "samtools", "BLAST+", "DADA2", "phyloseq", "IQ-TREE", "MAFFT", "vsearch",
         "bowtie2", "kraken2", "R", "Python", "gromacs", "nextflow", "trimmomatic", "seqkit"]
EN_DOCS = ["thesis chapter 2 draft", "data management plan", "dive plan", "sample sheet template",
           "confirmation report", "field risk assessment", "ch3 methods section", "budget spreadsheet"]
EN_MONEY_WHAT = ["the travel grant", "conference registration", "fuel for the boat days",
                 "the sequencing quote", "my new dive computer", "the HPC storage top-up",
                 "per diem for the field week", "the courier for the frozen samples",
                 "the taxi from the marina", "the poster printing", "accommodation at the field station",
                 "the dry ice order"]
EN_DECISIONS = [
    ("go with the 16S only", "the 18S primers failed twice"),
    ("skip the December cruise", "the permit won't be renewed in time"),
    ("switch to DADA2", "OTU clustering was too coarse"),
    ("drop chapter 4 entirely", "nobody on my committee cares about it"),
    ("fly economy via Singapore", "the grant only covers the cheapest fare"),
    ("keep raw reads on the lab NAS", "scratch gets purged every 60 days"),
    ("use the GPU partition", "the CPU queue is backed up for days"),
    ("submit to MEPS first", "their turnaround is way faster"),
    ("sample at dawn only", "the afternoon chop ruins the CTD casts"),
    ("pay for the extra sequencing lane", "coverage on the deep samples is too thin"),
    ("rewrite the intro from scratch", "the old framing was all about fisheries"),
    ("leave the formalin jars at the station", "couriering them needs a dangerous goods form"),
    ("do a poster not a talk", "the talk slots are only 12 minutes"),
    ("do the stats in R not Python", "my co-author only reads R code"),
    ("postpone the committee meeting", "half the data is still on the boat"),
    ("buy my own wetsuit", "the lab ones are all size XL"),
]
EN_CONSTRAINTS = [
    "never run jobs on the login node",
    "no food or drink in the wet lab",
    "raw data never leaves the university drive",
    "only dive with a buddy certified to 30m",
    "no personal laptops on the ship network",
    "never delete anything from /archive",
    "formalin only under the fume hood",
    "no sampling inside the sanctuary zone",
    "don't push sample metadata to public GitHub",
    "only book flights through the uni travel portal",
    "never more than 200 array tasks at once",
    "no fieldwork alone after dark",
    "ethanol samples stay in the flammables cabinet",
    "don't share the cluster account with undergrads",
    "quotes over 5k need the grants office cc'd",
]
EN_QUESTIONS = [
    ("does the travel grant cover visa fees", "cover visa fees"),
    ("can i get the dive medical reimbursed", "dive medical reimbursed"),
    ("is there any way to extend the scratch purge for one project", "extend the scratch purge"),
    ("do i need ethics approval for photographing fishers at the ramp", "photographing fishers"),
    ("can my thesis include a paper that's still in review", "paper that's still in review"),
    ("how many hours of sea time count toward the coxswain ticket", "sea time count toward"),
    ("will the uni insurance cover me on a foreign-flagged vessel", "foreign-flagged vessel"),
    ("can i list the boat crew as co-authors on the data paper", "boat crew as co-authors"),
    ("does the stipend pause if i take medical leave", "stipend pause"),
    ("is the -80 freezer on backup power during the shutdown", "freezer on backup power"),
    ("can undergrads run jobs under my allocation", "undergrads run jobs"),
    ("who owns the data if part of the funding is from the industry partner", "who owns the data"),
    ("am i allowed to defend remotely if i'm at sea that week", "defend remotely"),
    ("do we have to pay back the grant if the cruise gets cancelled", "pay back the grant"),
]

# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_SURNAME = ["林", "陈", "黄", "周", "吴", "郑", "欧阳", "许", "邵", "戴", "贺", "鲁", "苏", "严", "龚", "温"]
ZH_GIVEN = ["海燕", "志远", "晓岚", "子墨", "雨桐", "建国", "若琳", "明轩", "静怡", "浩然", "思彤",
            "文博", "嘉怡", "一帆", "秀英", "德华", "蔓青", "启航"]
ZH_ROLES = [
    ("导师", "他要求每章都发pdf，不收word"),
    ("副导师", "统计全靠她，混合模型都找她"),
    ("这季科考船的船长", "早上六点准时开船，迟到不等"),
    ("实验室管理员", "-80冰箱和耗材经费都归她管"),
    ("新来的博后", "做珊瑚微生物组的，坐我旁边"),
    ("超算中心的技术支持", "邮件标题写作业号回得最快"),
    ("潜水安全员", "每次下水计划都要他签字"),
    ("科研处管经费的老师", "所有差旅报销都经她手"),
    ("答辩委员会的老师", "每次都追问采样设计"),
    ("野外站合作的老师", "CTD是从他那借的"),
    ("大师兄", "实验室啥东西放哪他都知道"),
    ("师姐", "去年刚毕业留组做博后"),
    ("测序公司的对接人", "报价一般当天就给"),
    ("保护区管理局办许可证的老师", "只接受邮件沟通"),
    ("我带的本科生", "做海草样方调查"),
]
ZH_ID_KINDS = [
    ("超算工单号", lambda r: "HPC-%d" % r.randint(40000, 69999)),
    ("保护区采样许可证号", lambda r: "HYBH-%d-%s" % (r.randint(1000, 9999), r.choice(["NS", "DS", "WZ"]))),
    ("测序发票号", lambda r: "FP%d" % r.randint(1000000, 9999999)),
    ("科考船预约单号", lambda r: "KKC-%s%d" % (r.choice("ABDG"), r.randint(100, 999))),
    ("报销单号", lambda r: "BX%d" % r.randint(200000, 899999)),
    ("动物伦理审批号", lambda r: "DWLL-%d-%s" % (r.randint(100, 999), r.choice(["A", "C", "E"]))),
    ("快递单号", lambda r: "SF%d" % r.randint(1000000000, 9999999999)),
    ("采购单号", lambda r: "CG-%d" % r.randint(300000, 799999)),
]
ZH_DOCS = ["第二章初稿", "数据管理计划", "下水计划", "样品登记表模板", "开题报告", "野外风险评估表",
           "第三章方法部分", "经费预算表"]
ZH_MONEY_WHAT = ["差旅补助", "会议注册费", "租船的油费", "测序报价", "新买的潜水电脑表", "超算存储扩容",
                 "野外补贴", "寄冷冻样品的快递费", "码头打车费", "海报打印", "野外站住宿", "干冰"]
ZH_DECISIONS = [
    ("只做16S测序", "18S引物失败了两次"),
    ("不去12月那趟航次", "许可证来不及续"),
    ("改用DADA2", "OTU聚类太粗了"),
    ("第四章直接砍掉", "委员会没人关心这部分"),
    ("坐经济舱在新加坡转机", "经费只报最便宜的票"),
    ("原始数据放组里的NAS", "scratch每60天清一次"),
    ("改用GPU分区跑", "CPU队列排了好几天"),
    ("先投MEPS", "他们审稿周期短很多"),
    ("只在清晨采样", "下午浪大CTD数据没法用"),
    ("加测一条lane", "深层样品覆盖度太低"),
    ("引言推倒重写", "原来的框架全是渔业角度"),
    ("福尔马林样品留在野外站", "寄快递要危险品申报"),
    ("做墙报不做口头报告", "口头报告只有12分钟"),
    ("统计用R不用Python", "合作者只看得懂R代码"),
    ("委员会会议往后推", "一半数据还在船上"),
    ("自己买一套潜水服", "组里的全是XL号"),
]
ZH_CONSTRAINTS = [
    "不要在登录节点跑作业",
    "湿实验室禁止饮食",
    "原始数据不能拷到个人电脑",
    "没有持证潜伴不准下水",
    "个人笔记本不许连船上网络",
    "/archive 里的东西一律不准删",
    "福尔马林只能在通风橱里操作",
    "保护区核心区内不准采样",
    "样品元数据不要传到公开的GitHub",
    "机票只能通过学校差旅平台订",
    "阵列作业一次不超过200个",
    "天黑后不准一个人出野外",
    "酒精样品必须放防爆柜",
    "超算账号不准借给本科生用",
    "超过五千的报价要抄送科研处",
]
ZH_QUESTIONS = [
    ("差旅补助能不能报签证费", "报签证费"),
    ("潜水体检的费用能报销吗", "潜水体检的费用"),
    ("scratch的清理能不能给某个项目延期", "scratch的清理能不能"),
    ("拍渔民照片需不需要伦理审批", "拍渔民照片"),
    ("还在审稿的文章能不能算进毕业论文", "还在审稿的文章"),
    ("出海时长能不能折算成船员证的学时", "折算成船员证的学时"),
    ("学校的保险管不管外籍船只上的事故", "外籍船只上的事故"),
    ("船员能不能挂数据论文的共同作者", "船员能不能挂"),
    ("病假期间补助会不会停发", "补助会不会停发"),
    ("停电检修时-80冰箱有没有备用电源", "备用电源"),
    ("本科生能不能用我的机时跑作业", "用我的机时"),
    ("企业合作经费的数据归谁所有", "数据归谁所有"),
    ("那周要是在海上，答辩能不能线上进行", "答辩能不能线上"),
    ("航次取消的话经费要不要退回", "经费要不要退回"),
]
ZH_CMD_GOALS = [
    "批量提交dada2阵列作业又不挤爆队列", "看排队的作业预计啥时候开始", "查已经跑完的作业实际用了多少内存",
    "把原始数据传到scratch，断了还能续传", "在计算节点上开个交互式shell", "在集群上跑snakemake流程",
    "按yml重建conda环境", "传完之后校验md5", "把一个航次的文件夹打包归档", "一次性取消所有排队的作业",
    "多核跑多样性统计脚本", "申请GPU节点做basecalling", "查超算上的磁盘配额",
]
ZH_CMD_EXPLAIN = [
    "百分号后面的数字是同时运行的上限，这样不会把公平份额一下子用光。",
    "它给的是调度器的估计时间，分区忙的时候通常偏乐观。",
    "重点看 Memory Efficiency，低于30%的话下次可以少申请很多。",
    "`--partial` 会保留传了一半的文件，船上wifi断了也不用从头来。",
    "只用来调试，到了时限会话会被直接杀掉。",
    "`--rerun-incomplete` 会清理中途挂掉的作业留下的输出。",
    "如果求解器卡住，可以换 mamba，参数一样。",
    "只要有一行不是 OK，那个文件就得重新传。",
    "先压缩成一个大文件再归档，比几千个小文件省事得多。",
    "正在跑的不受影响，只取消排队中的。",
    "--cores 要和作业脚本里的 --cpus-per-task 一致，否则会超占节点。",
    "salloc 只是预留资源，之后在分配里用 srun 跑命令。",
    "files 那一列和容量一样重要，fastq 切块多的时候 inode 先爆。",
]

# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------

def typo(r, s, p=0.18):
    """Occasionally introduce a small, human typo (swapped letters) into English text."""
    if r.random() > p:
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not idx:
        return s
    i = r.choice(idx)
    w = words[i]
    j = r.randint(1, len(w) - 3)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def money_en(r):
    form = r.randint(0, 4)
    if form == 0:
        return "$%s" % format(r.randint(11, 49) * 50, ",")
    if form == 1:
        return "€%d" % r.randint(35, 480)
    if form == 2:
        return "£%d" % r.randint(120, 990)
    if form == 3:
        return "AUD %s" % format(r.randint(12, 60) * 100, ",")
    return "$%d.%02d" % (r.randint(12, 240), r.randint(1, 99))


def money_zh(r):
    form = r.randint(0, 3)
    if form == 0:
        return "%d元" % (r.randint(12, 95) * 100)
    if form == 1:
        return "¥%d" % r.randint(150, 990)
    if form == 2:
        return "%s元" % format(r.randint(11, 48) * 100, ",")
    return "%d.%d万元" % (r.randint(1, 9), r.randint(1, 9))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def date_en(r):
    m = r.randint(0, 11)
    d = r.randint(10, 28)
    form = r.randint(0, 4)
    if form == 0:
        return "%s %d" % (MONTHS[m], d)
    if form == 1:
        return "%02d/%02d" % (d, m + 1)
    if form == 2:
        return "%s the %s" % (r.choice(WEEKDAYS), ordinal(d))
    if form == 3:
        return "%d %s" % (d, MON3[m])
    return "%s %s" % (MON3[m], ordinal(d))


def date_zh(r):
    m = r.randint(1, 12)
    d = r.randint(10, 28)
    form = r.randint(0, 2)
    if form == 0:
        return "%d月%d日" % (m, d)
    if form == 1:
        return "%d月%d号" % (m, d)
    return "%d/%d" % (m, d)


def version_str(r):
    form = r.randint(0, 2)
    if form == 0:
        return "%d.%d.%d" % (r.randint(1, 4), r.randint(10, 29), r.randint(0, 9))
    if form == 1:
        return "v%d.%d.%d" % (r.randint(2, 9), r.randint(0, 9), r.randint(1, 19))
    return "%d.%d.%d" % (r.randint(5, 9), r.randint(0, 6), r.randint(11, 40))


def doc_version(r):
    return "v%d.%d" % (r.randint(2, 9), r.randint(1, 9)) + r.choice(["", "", "b", "-final", "-rc"])


def port_num(r):
    while True:
        p = r.choice([r.randint(1025, 9999), r.randint(10000, 65000)])
        s = str(p)
        if "2026" not in s and "1120" not in s and "1130" not in s:
            return s


# ----------------------------------------------------------------------------------------------
# filler material
# ----------------------------------------------------------------------------------------------
EN_CHAT = [
    "ugh seasick again, day 2 of the trip and i've eaten nothing but crackers",
    "back from the dock. soaked. the tender flooded lol",
    "coffee machine on level 3 is broken AGAIN",
    "sorry brain is fried, was up till 2 labelling tubes",
    "k thx",
    "wait",
    "nvm found it",
    "omg the boat cat stole half my sandwich",
    "lab meeting ran 2 hrs over. 2 HOURS",
    "ok back. where were we",
    "fml the label printer ate the roll",
    "anyway. moving on",
    "lol ok fair",
    "nice, that worked",
    "tbh i just need a nap",
    "saw a manta at the second site today!!! best day",
    "hmm ok let me think abt it",
    "thanks, that's actually really helpful",
    "the wifi on the ship is like 2kb/s so replies might be slow",
    "just had the worst supervision meeting, don't ask",
    "quick one — nothing urgent, just thinking out loud",
    "cool cool",
]
EN_ASSIST_PARAS = [
    "A practical way to keep this manageable is to treat each field trip as its own mini-project: one folder, one README that says what was collected, where it went, and who has touched it. When you come back from the boat tired, the README is what saves you three months later when you're writing methods.",
    "For the cluster side, the usual pattern is: test one sample interactively, then submit a small array of three or four, check the outputs and the memory use, and only then launch the full set. It feels slower but it saves the day you lose when 90 tasks die for the same reason.",
    "On the writing, I'd keep a running 'methods log' as you go rather than reconstructing it from memory. Even terse bullets — date, site, gear, deviations from the plan — turn into a methods section surprisingly quickly.",
    "If you're tight on time, it can help to separate what has to be done before the next cruise (labels, gear, permits on paper) from what can wait until you're back (analysis, figures). The first list is usually shorter than it feels.",
    "One thing to watch is that the sample sheet and the physical labels don't drift apart. A quick cross-check at the end of each sampling day, with two people reading them out, catches most of the swaps.",
    "It's also worth writing down the exact software environment each result came from. Exporting the environment file next to the results folder takes a minute and makes reviewers much happier.",
    "For the supervisor side, a short weekly update — what got done, what's blocked, what you need from them — tends to work better than long emails when something goes wrong. It also gives you a paper trail for the annual review.",
    "If the queue is slow, check whether your jobs are asking for more than they need; smaller requests often backfill into gaps and start much sooner than the estimate says.",
    "Keep in mind that field days almost never go to plan, so building one weather day into each week of the schedule is realistic rather than pessimistic.",
    "When you reply, I'd keep it short and concrete: acknowledge the point, say what you'll do and by when, and ask the one question that actually blocks you.",
    "For storage, the safest setup is three copies in two places: the cluster, the lab drive, and one offline disk that lives somewhere other than the boat.",
    "If the pipeline output looks odd, compare read counts at each step before touching any parameters. Most 'mysterious' drops turn out to be primer trimming or a merge step that lost most reads because the overlap was too short.",
]
EN_ASSIST_OPEN = ["Sure.", "Okay, that makes sense.", "Got it.", "Right —", "Good call.", "Understood.",
                  "That sounds stressful, but it's fixable.", "Happy to help with that.", "Makes sense."]
EN_REQUESTS = [
    "can u help me outline the discussion for ch2? just bullets",
    "what's a sane way to organise the cruise photos, i have like 4000",
    "how do i tell sup the analysis is behind without sounding useless",
    "any tips for labelling tubes on a wet deck",
    "pls help me plan next week, i have fieldwork tue-thu and a draft due",
    "remind me how array jobs get their index again",
    "should i keep a lab notebook digitally or paper, honestly",
    "how do i make the NMDS plot less ugly",
    "what should go in a data paper vs the thesis chapter",
    "i need to write a polite chaser email to the sequencing people, nothing urgent",
    "what do i pack for 5 days on the boat that i always forget",
    "how long should a methods section be for a chapter like this",
]

EN_EMAIL_BODIES = [
    "Thanks for the update. I had a quick look at the figures — the site comparison is promising but I think you need to be clearer about the depth stratification. Can we talk about it at our next meeting?\n\nAlso please check the sampling map, two of the sites look swapped.\n\nBest,\nK.",
    "Hi,\n\nJust a reminder that all field risk assessments for the summer season need to be lodged before anyone goes out. Please don't leave it until the week before.\n\nCheers,\nthe Safety Committee",
    "Hello all,\n\nThe cluster will have a short maintenance window next week; queued jobs will stay in the queue but anything running at the time will be killed. Please plan accordingly.\n\nRegards,\nResearch Computing",
    "Dear student,\n\nYour annual progress review form is now open. Please complete section A and send it to your supervisors for comment.\n\nKind regards,\nGraduate Research School",
    "Hi there,\n\nReminder that the wet lab will be closed Friday afternoon for the fume hood inspection. Please make sure all samples are labelled and put away.\n\nThanks,\nLab management",
]


def slurm_table(r):
    lines = ["             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)"]
    user = r.choice(["mrowe", "kt_lab", "jfinch"])
    for _ in range(r.randint(3, 7)):
        jid = r.randint(4100000, 4999999)
        st = r.choice(["R", "PD", "PD", "R", "CG"])
        name = r.choice(["dada2", "cutadapt", "blastn", "nmds", "kraken", "merge"])
        t = "%d:%02d:%02d" % (r.randint(0, 9), r.randint(0, 59), r.randint(0, 59)) if st != "PD" else "0:00"
        where = "(Priority)" if st == "PD" else "node-%s%02d" % (r.choice("abc"), r.randint(1, 40))
        lines.append("%18d %9s %8s %8s %2s %10s %6d %s" % (jid, r.choice(["normal", "long", "short"]), name, user, st, t, 1, where))
    return "\n".join(lines)


def sacct_oom(r):
    jid = r.randint(4100000, 4999999)
    return ("JobID           JobName  State      ExitCode  MaxRSS     Elapsed\n"
            "------------ ---------- ---------- -------- ---------- ----------\n"
            "%d        dada2      OUT_OF_ME+    0:125              01:%02d:%02d\n"
            "%d.batch  batch      OUT_OF_ME+    0:125    %dG      01:%02d:%02d\n"
            "slurmstepd: error: Detected 1 oom_kill event in StepId=%d.batch. Some of the step tasks have been OOM Killed."
            % (jid, r.randint(0, 59), r.randint(0, 59), jid, r.randint(15, 63), r.randint(0, 59), r.randint(0, 59), jid))


def sample_sheet(r, zh=False):
    hdr = "样品编号\t站位\t水深(m)\t采样时间\t备注" if zh else "sample_id\tsite\tdepth_m\ttime\tnotes"
    notes = ["ok", "ok", "turbid", "duplicate", "lid cracked", "ok"] if not zh else ["正常", "正常", "浑浊", "平行样", "盖子裂了", "正常"]
    rows = [hdr]
    for _ in range(r.randint(4, 7)):
        rows.append("%s-%02d%s\t%s%d\t%d\t%02d:%02d\t%s" % (
            r.choice(["SW", "RF", "SG"]), r.randint(1, 99), r.choice("ABC"),
            r.choice(["S", "T", "W"]), r.randint(1, 12), r.choice([2, 5, 10, 15, 20]),
            r.randint(5, 11), r.choice([0, 15, 30, 45]), r.choice(notes)))
    return "\n".join(rows)


ZH_CHAT = [
    "又晕船了，出海第二天，只吃得下苏打饼干",
    "刚从码头回来，全湿透了",
    "三楼咖啡机又坏了",
    "不好意思脑子转不动了，昨晚贴标签贴到两点",
    "好的谢谢",
    "等下",
    "算了找到了",
    "船上的猫把我半个三明治叼走了哈哈",
    "组会开了两个多小时……",
    "回来了，刚才说到哪了",
    "标签打印机又卡纸了 服了",
    "行吧 先这样",
    "哈哈好吧",
    "可以 搞定了",
    "今天第二个站位看到蝠鲼了！！！",
    "嗯我再想想",
    "这个真的有用 谢谢",
    "船上网速只有几kb，回复可能慢",
    "刚开完组会被导师说了一顿 不想提",
    "随便问问 不急",
    "好好好",
]
ZH_ASSIST_PARAS = [
    "比较实用的做法是把每次出海当成一个小项目：一个文件夹，一个README，写清楚采了什么、放在哪、谁动过。从船上回来很累的时候，这个README能帮你省掉三个月后写方法部分时的回忆成本。",
    "集群那边的常规流程是：先交互式测一个样品，再提交三四个的小阵列，看输出和内存占用，最后再提交全部。看起来慢，但能避免九十个任务因为同一个原因一起挂掉。",
    "写作方面，建议边做边记一个“方法日志”，不用写得很完整：日期、站位、设备、和计划不一样的地方。这些要点后面整理成方法部分会快很多。",
    "时间紧的话，可以把“下次出海前必须做完的”（标签、装备、纸质许可）和“回来再做的”（分析、作图）分开列。前一张清单通常比想象中短。",
    "要注意样品登记表和实际标签不能对不上。每天采样结束后两个人对着念一遍，大部分贴错的情况都能发现。",
    "每个结果对应的软件环境最好也记下来。把环境文件导出放在结果文件夹旁边只要一分钟，审稿人会省心很多。",
    "和导师沟通的话，每周一封简短的进度：做了什么、卡在哪、需要他做什么，比出问题时写长邮件效果好，也方便年度考核时留痕。",
    "排队慢的话，先看看作业是不是申请了过多资源；申请小一点的作业经常能插空，比预估时间早很多开始。",
    "出野外几乎不会完全按计划走，每周留一天天气备用日是现实而不是悲观。",
    "回信的时候尽量简短具体：先回应对方的意见，说清楚你会做什么、什么时候做完，再问一个真正卡住你的问题。",
    "存储方面最稳妥的是三份两地：集群一份、组里的盘一份、再加一块不放在船上的离线硬盘。",
    "流程输出看着不对劲的时候，先别调参数，把每一步的reads数对一下。大部分“莫名其妙”的丢失都是引物切除或者双端合并时重叠太短造成的。",
]
ZH_ASSIST_OPEN = ["好的。", "明白了。", "收到。", "这个思路没问题。", "理解。", "听起来挺折腾，不过能解决。", "可以的。", "嗯，"]
ZH_REQUESTS = [
    "帮我列一下第二章讨论部分的提纲？要点就行",
    "出海拍了四千多张照片 怎么整理比较好",
    "怎么跟导师说分析进度落后了又不显得很菜",
    "甲板上湿漉漉的怎么贴标签比较靠谱",
    "帮我排一下下周 周二到周四出野外 还有个初稿要交",
    "阵列作业的序号是怎么传进去的来着",
    "实验记录用电子的还是纸质的 说实话",
    "NMDS图怎么画得好看点",
    "数据论文和学位论文章节分别该写啥",
    "想给测序公司写封催进度的邮件 要客气点",
    "出海五天总是忘带的东西有哪些",
    "这种章节的方法部分一般写多长",
]
ZH_EMAIL_BODIES = [
    "图我大概看了，站位之间的比较挺有意思，但水深分层要交代得更清楚。下次组会我们再细聊。\n\n另外采样图上有两个站位好像标反了，你核对一下。\n\n——K",
    "各位同学：\n\n夏季野外的风险评估表请在出发前提交，不要拖到出发前一周。\n\n安全委员会",
    "各位用户：\n\n集群下周有一次短时维护，排队中的作业会保留，维护开始时正在运行的作业会被终止，请提前安排。\n\n高性能计算中心",
    "同学你好：\n\n年度进展考核表已开放填写，请完成A部分后发给导师填写意见。\n\n研究生院",
    "大家好：\n\n周五下午湿实验室因通风橱检测关闭，请提前把样品贴好标签收好。\n\n实验室管理组",
]


# ----------------------------------------------------------------------------------------------
# fact builders: each returns (messages, needles); messages = list of (role, text, is_fact_row)
# ----------------------------------------------------------------------------------------------

class Gen:
    def __init__(self, r, zh):
        self.r = r
        self.zh = zh
        self.used = set()

    def uniq(self, f):
        for _ in range(500):
            v = f()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("value pool exhausted")

    def pick(self, pool, tag, reuse=False):
        items = [p for p in pool if (tag, p) not in self.used]
        if not items and reuse:
            items = list(pool)
        v = self.r.choice(items)
        self.used.add((tag, v))
        return v

    # ---- acks -----------------------------------------------------------------------------
    def ack(self, kind):
        r = self.r
        if self.zh:
            base = {
                "name": ["记下了。之后提到这个人我就知道是谁了，写邮件或者安排会议的时候我会按这个身份来考虑。", "好的，这个人的角色我记住了。以后需要抄送或者找人签字的时候可以直接提醒你。", "收到。和这种角色的人打交道，最好提前把材料准备齐，一次说清楚。"],
                "command": ["好，这个命令记下了。建议也写进项目README的“常用命令”一节，省得下次在聊天记录里翻。", "可以。跑之前先确认一下当前目录和模块环境，集群上很多诡异的报错都是环境没加载对。", "没问题。如果以后要改参数，最好在作业脚本里加注释说明为什么改。"],
                "id": ["编号记下了。以后邮件往来最好都在标题里带上它，对方查起来快。", "好的。这类编号建议同时记在样品登记表或报销表里，别只放在邮件里。", "收到，跟进的时候直接报这个号就行。"],
                "port": ["好的，端口记住了。建议写进 ~/.ssh/config，这样不用每次都敲 -p。", "收到。如果连不上先看是不是在校园网/VPN外面，很多端口只对内网开放。", "明白，之后配置隧道或者连接的时候用这个。"],
                "version": ["版本号记下了。最好在环境文件里写死，不然集群一升级结果就对不上。", "好的。论文方法部分也要写明版本，审稿人会问。", "收到，之后复现的时候以这个版本为准。"],
                "money": ["金额记下了。报销的时候发票抬头和日期要对得上，不然财务会退回来。", "好的。建议建个简单的表格把每笔费用和对应的经费号都列上。", "收到，这笔我会帮你记着，做预算汇总的时候算进去。"],
                "date": ["好，这个时间点记住了。我建议往前倒推一周留作缓冲。", "收到。可以把它拆成几个小节点，每周检查一次进度。", "明白，这个日期之前的安排我们可以一起排一下。"],
                "decision": ["好，这个决定挺合理的，理由也站得住。之后有人问起可以直接这么解释。", "明白了，就按这个来。记得跟导师同步一下，免得他以为还是原计划。", "收到。这样取舍之后，后面的时间安排也会松一些。"],
                "constraint": ["明白，这条规矩我记住了，之后给建议的时候会避开。", "好的，这类规定最好贴在工位上，违反了后果一般挺麻烦的。", "收到。以后涉及这方面的操作我会先提醒你。"],
            }[kind]
        else:
            base = {
                "name": ["Noted — I'll remember who that is, so when they come up again (emails, meetings, sign-offs) I'll know the role.", "Got it. Good to know who's who; I can help you draft anything that needs to go to them.", "Okay, added to my mental org chart. People in that kind of role usually appreciate getting everything in one tidy email rather than a trickle."],
                "command": ["Good, that's worth keeping. I'd also paste it into the project README under 'commands that work' so it isn't buried in chat.", "Nice. Before you run it again, double-check which modules are loaded — half of the odd cluster errors come from the wrong environment.", "Makes sense. If you ever change the parameters, put a comment in the job script saying why."],
                "id": ["Noted. Put that reference in the subject line of any follow-up email — it makes them find the thread much faster.", "Got it. I'd also record it in the sample sheet or the claims spreadsheet, not just in email.", "Okay, I'll keep it handy for when you need to chase it."],
                "port": ["Got it. Put it in ~/.ssh/config (Host, HostName, Port) so you don't have to type -p every time.", "Noted. If it refuses to connect, check you're on the VPN first — a lot of those ports are only open on the campus network.", "Okay, I'll use that when we set up tunnels or connections."],
                "version": ["Noted. Pin it in the environment file, otherwise the next cluster upgrade quietly changes your results.", "Good to know. It should go in the methods too — reviewers do ask.", "Okay, I'll treat that as the reference version when we reproduce anything."],
                "money": ["Noted. For the claim, make sure the receipt date and the payee match what you enter, or finance bounces it.", "Okay. A tiny spreadsheet with each cost and which grant it comes from will save you at the end of the year.", "Got it, I'll keep that in the running budget."],
                "date": ["Okay, noted. I'd set your own deadline about a week before that as buffer.", "Got it. Want to break it into weekly checkpoints so it doesn't sneak up on you?", "Noted. Let's plan backwards from that when you have a minute."],
                "decision": ["That sounds like a reasonable call, and the reason is a solid one to give if anyone asks.", "Okay, going with that. Worth letting your supervisor know so they aren't expecting the original plan.", "Makes sense — and it frees up some time elsewhere in the schedule."],
                "constraint": ["Understood, I'll keep that rule in mind and won't suggest anything that breaks it.", "Noted. Rules like that usually exist because someone learned the hard way.", "Got it. I'll flag it if anything we plan gets close to that."],
            }[kind]
        text = r.choice(base)
        if r.random() < 0.55:
            text += "\n\n" + r.choice(ZH_ASSIST_PARAS if self.zh else EN_ASSIST_PARAS)
        return text

    # ---- English facts --------------------------------------------------------------------
    def en(self, kind):
        r = self.r
        if kind == "name":
            name = self.uniq(lambda: "%s %s" % (r.choice(EN_FIRST), r.choice(EN_LAST)))
            role, extra = self.pick(EN_ROLES, "role", True)
            t = r.randint(0, 6)
            if t == 0:
                txt = "fyi %s is my %s. %s" % (name, role, extra)
            elif t == 1:
                txt = "ok so %s is the %s, just met properly today. %s" % (name, role, extra)
            elif t == 2:
                txt = "note: %s (%s) — %s" % (name, role, extra)
            elif t == 3:
                txt = "had coffee w/ %s today, the %s. super nice, offered to look at my ch2 figs" % (name, role)
            elif t == 4:
                txt = ("pasting this:\n---\nFrom: %s\nSubject: re: next steps\n\nHi, happy to help with the sampling logistics. Let me know dates once you have them and I'll check what's free.\n---\nthat's the %s btw. %s" % (name, role, extra))
            elif t == 5:
                txt = "%s (%s) wants everything by end of week, ugh. %s" % (name, role, extra)
            else:
                txt = "if anyone asks, the %s is %s. %s" % (role, name, extra)
            return [("user", txt, True), ("assistant", self.ack("name"), False)], [name]
        if kind == "command":
            goal, mk, expl = self.pick(EN_CMD_FAMILIES, "cmdfam")
            cmd = self.uniq(lambda: mk(r))
            t = r.randint(0, 6)
            if t == 0:
                return [("user", "note to self: `%s` is the one that works, the other version hangs" % cmd, True), ("assistant", self.ack("command"), False)], [cmd]
            if t == 1:
                return [("user", "ran %s and it finally went through lol. only took 3 tries" % cmd, True), ("assistant", self.ack("command"), False)], [cmd]
            if t == 2:
                return [("user", "for future me (to %s):\n%s\n(lab wiki is outdated)" % (goal, cmd), True), ("assistant", self.ack("command"), False)], [cmd]
            if t == 3:
                lead = r.choice(["how do i %s", "whats the cmd to %s again", "quick q how to %s"]) % goal
                ans = "You can do that with:\n\n```\n%s\n```\n\n%s Run it from the project folder on the login node (it only submits/inspects, nothing heavy)." % (cmd, expl)
                return [("user", lead, False), ("assistant", ans, True)], [cmd]
            if t == 4:
                return [("user", "senior phd says to always run `%s` after each cruise upload. is that overkill" % cmd, True), ("assistant", "Not overkill. " + self.ack("command"), False)], [cmd]
            if t == 5:
                lead = "i want to %s but last time it went badly" % goal
                ans = "Before anything big, try this first:\n\n    %s\n\n%s If that behaves, scale up. And keep the output log — if it fails again the log is what support will ask for." % (cmd, expl)
                return [("user", lead, False), ("assistant", ans, True)], [cmd]
            return [("user", "pasting from my history so i don't lose it\n$ %s\n^ this. don't let me forget" % cmd, True), ("assistant", self.ack("command"), False)], [cmd]
        if kind == "id":
            what, mk = self.pick(EN_ID_KINDS, "idkind", True)
            v = self.uniq(lambda: mk(r))
            t = r.randint(0, 6)
            txts = [
                "%s is %s, they said 2-3 working days" % (what, v),
                "%s: %s. has to go on every sample sheet + the cruise report" % (what, v),
                "got the %s finally — %s" % (what, v),
                "ok writing this down bc i'll lose it: %s %s" % (what, v),
                "fwd email:\n> Your request has been received. Please quote reference %s in all correspondence.\nthat's the %s" % (v, what),
                "sample sheet for tmrw, last row is the one that matters:\n%s\n%s\tSITE-X\t—\t—\tsee %s" % (sample_sheet(r).split("\n")[0], v, what),
                "the %s came through: %s. pls remind me to chase if nothing by next week" % (what, v),
            ]
            return [("user", txts[t], True), ("assistant", self.ack("id"), False)], [v]
        if kind == "port":
            p = self.uniq(lambda: port_num(r))
            t = r.randint(0, 6)
            if t == 5:
                lead = r.choice(["jupyter is running on the compute node but i can't open it from my laptop",
                                 "how do i get the notebook on the cluster to show up in my browser",
                                 "tried opening jupyter from home, just spins forever. help"])
                ans = ("You need an ssh tunnel. Start the notebook with `--no-browser --port=%s`, then on your laptop open a tunnel that forwards that same number to the node through the login host, and browse to localhost with it. If the number is taken, pick another and use it in both places." % p)
                return [("user", lead, False), ("assistant", ans, True)], [p]
            txts = [
                "ssh on the new login node is port %s not 22, took me an hour to figure out" % p,
                "rstudio server moved to port %s apparently" % p,
                "lab NAS web ui is on %s (only from campus wifi)" % p,
                "HPC email: 'data mover nodes now listen on port %s'. why do they keep changing it" % p,
                "ship's data logger streams on port %s, need to grab the gps feed from it" % p,
                "note: tunnel port %s for the dashboard. the default one is blocked" % p,
            ]
            return [("user", txts[t if t < 5 else 5], True), ("assistant", self.ack("port"), False)], [p]
        if kind == "version":
            t = r.randint(0, 6)
            if t in (2, 5):
                doc = self.pick(EN_DOCS, "doc", True)
                v = self.uniq(lambda: doc_version(r))
                txt = ("sent %s %s to sup last night. fingers crossed" % (doc, v) if t == 2 else
                       "the %s is at %s now, they changed the data retention bit" % (doc, v))
                return [("user", txt, True), ("assistant", self.ack("version"), False)], [v]
            sw = self.pick(EN_SW, "sw", True)
            v = self.uniq(lambda: version_str(r))
            if t == 0:
                txt = "cluster upgraded %s to %s over the weekend and ofc my pipeline broke" % (sw, v)
            elif t == 1:
                txt = "pin %s %s in the env file pls, newer one changes the default params" % (sw, v)
            elif t == 3:
                txt = "the paper we're replicating used %s %s, need exactly that" % (sw, v)
            elif t == 4:
                lead = "which %s should i use, there are like 5 modules" % sw
                ans = ("I'd go with %s %s. It's the last release before the defaults changed, so your results stay comparable with what you ran locally in the pilot, and it's what most of the published reef datasets used. Load it explicitly in the job script rather than relying on the default module." % (sw, v))
                return [("user", lead, False), ("assistant", ans, True)], [v]
            else:
                txt = "`module list` says %s/%s. is that what i had in march?? no idea" % (sw, v)
            return [("user", txt, True), ("assistant", self.ack("version"), False)], [v]
        if kind == "money":
            what = self.pick(EN_MONEY_WHAT, "mwhat", True)
            m = self.uniq(lambda: money_en(r))
            t = r.randint(0, 6)
            if t == 6:
                lead = r.choice(["how much should i put on the claim form for %s, the receipts are a mess",
                                 "can u add up %s for me, i gave u the receipts earlier",
                                 "what's the total i claim for %s"]) % what
                ans = ("Going by the receipts you described, I'd put %s for %s on the claim form. Attach the receipts in date order and add one line in the justification saying it was for fieldwork, with the trip dates; that's usually all they need." % (m, what))
                return [("user", lead, False), ("assistant", ans, True)], [m]
            txts = [
                "%s came to %s. need to claim it" % (what, m),
                "quote for %s: %s. sup said fine" % (what, m),
                "budget line for %s is %s, can't go over" % (what, m),
                "paid %s for %s out of pocket, pls remind me to claim" % (m, what),
                "%s — %s total (incl. gst i think?)" % (what, m),
                "ugh %s was %s. why is everything so expensive" % (what, m),
            ]
            return [("user", txts[t], True), ("assistant", self.ack("money"), False)], [m]
        if kind == "date":
            d = self.uniq(lambda: date_en(r))
            t = r.randint(0, 6)
            if t == 6:
                lead, ans = r.choice([
                    ("if the full draft has to be with the committee 3 weeks before the meeting, when do i need it to sup",
                     "Working backwards: the committee needs it three weeks ahead, and your supervisor will want at least a week to read it, so aim to get it to them by %s. If they're travelling, add a few more days." % d),
                    ("permit renewal takes 6 wks apparently. when do i have to lodge it by",
                     "If processing really takes six weeks, lodge it no later than %s — and earlier is better, since any request for more information restarts their clock." % d),
                    ("when should i book the boat if they need 4 weeks notice and i want the neap tides",
                     "Counting back four weeks from the neap window you mentioned, the booking has to be in by %s. I'd send it a few days before that in case they come back with questions." % d),
                ])
                return [("user", lead, False), ("assistant", ans, True)], [d]
            txts = [
                "ch2 full draft due %s. no extensions apparently" % d,
                "boat leaves %s, 6am sharp from the marina" % d,
                "committee meeting is %s, need slides" % d,
                "email from sup:\n> Please send the revised methods by %s so I can read it before I travel.\n> K." % d,
                "abstract deadline for the conference: %s" % d,
                "permit expires %s!! must renew before" % d,
            ]
            return [("user", txts[t], True), ("assistant", self.ack("date"), False)], [d]
        if kind == "decision":
            c, why = self.pick(EN_DECISIONS, "dec")
            t = r.randint(0, 5)
            txts = [
                "ok decision made: %s, because %s" % (c, why),
                "final answer — i'll %s. reason: %s" % (c, why),
                "after thinking abt it i'm going to %s bc %s" % (c, why),
                "talked to sup, agreed i'll %s since %s" % (c, why),
                "Decided to %s. Main reason — %s." % (c, why),
                "gonna %s. honestly %s and i can't deal with it rn" % (c, why),
            ]
            return [("user", txts[t], True), ("assistant", self.ack("decision"), False)], [c, why]
        if kind == "constraint":
            rule = self.pick(EN_CONSTRAINTS, "con")
            t = r.randint(0, 5)
            txts = [
                "rule from the admins: %s. they will suspend accounts" % rule,
                "reminder for me (and u): %s. got a warning last time" % rule,
                "lab safety induction today, main thing: %s" % rule,
                "pls always remember — %s. sup is super strict abt it" % rule,
                "new policy in the DMP: %s" % rule,
                "standing rule for anything we plan: %s, no exceptions" % rule,
            ]
            return [("user", txts[t], True), ("assistant", self.ack("constraint"), False)], [rule]
        if kind == "question":
            q, nd = self.pick(EN_QUESTIONS, "q")
            t = r.randint(0, 5)
            other = r.choice(EN_REQUESTS)
            if t == 0:
                u = "random q: %s? no one in the lab knows" % q
                a = "Honestly I don't know that one — it depends on your university's own rules and I don't have them. It's worth keeping on your list to ask the right office."
            elif t == 1:
                u = "%s?? asking for me lol" % q
                a = "That's not something I can answer reliably without the actual policy document. Let's park it until you can check with the people who decide it."
            elif t == 2:
                u = "before i forget — %s? anyway, different thing: %s" % (q, other)
                a = r.choice(EN_ASSIST_OPEN) + " On the second thing: " + r.choice(EN_ASSIST_PARAS) + "\n\n" + r.choice(EN_ASSIST_PARAS)
            elif t == 3:
                u = "hmm does anyone actually know... %s" % q
                a = "I'm not sure, and I'd rather not guess on something like that. Maybe add it to the list for your next supervision meeting?"
            elif t == 4:
                u = "also wondering: %s. not urgent" % q
                a = "Okay — I don't have a good answer for that right now. " + r.choice(EN_ASSIST_PARAS)
            else:
                u = "q for later: %s" % q
                a = "Noted as an open question; I can't settle it from here."
            return [("user", u, True), ("assistant", a, False)], [nd]
        raise ValueError(kind)

    # ---- Chinese facts --------------------------------------------------------------------
    def cn(self, kind):
        r = self.r
        if kind == "name":
            name = self.uniq(lambda: r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN))
            role, extra = self.pick(ZH_ROLES, "role", True)
            t = r.randint(0, 6)
            txts = [
                "记一下：%s是我的%s，%s" % (name, role, extra),
                "跟你说下 %s是%s，以后会经常提到。%s" % (name, role, extra),
                "跟%s吃了个饭，%s，人超好，说可以帮我看第二章的图" % (name, role),
                "转一下邮件：\n---\n发件人：%s\n主题：回复：采样安排\n\n你好，采样后勤我可以帮忙，你定好日期告诉我，我看看哪天有空。\n---\n这是%s" % (name, role),
                "%s（%s）要我这周内把东西都交了 哭" % (name, role),
                "以后有人问的话，%s是%s。%s" % (role, name, extra),
                "备注 %s=%s，%s" % (name, role, extra),
            ]
            return [("user", txts[t], True), ("assistant", self.ack("name"), False)], [name]
        if kind == "command":
            i = self.pick(list(range(len(EN_CMD_FAMILIES))), "cmdfam")
            _, mk, _ = EN_CMD_FAMILIES[i]
            goal, expl = ZH_CMD_GOALS[i], ZH_CMD_EXPLAIN[i]
            cmd = self.uniq(lambda: mk(r))
            t = r.randint(0, 6)
            if t == 3:
                lead = r.choice(["怎么%s", "%s的命令是啥来着", "问下 怎么%s"]) % goal
                ans = "可以这样：\n\n```\n%s\n```\n\n%s在项目目录下跑就行，这条命令本身不占什么计算资源。" % (cmd, expl)
                return [("user", lead, False), ("assistant", ans, True)], [cmd]
            if t == 5:
                lead = "想%s 但上次搞砸了" % goal
                ans = "先别急着上全量，试一下这个：\n\n    %s\n\n%s没问题再放大规模。日志记得留着，出错的话技术支持第一个要的就是它。" % (cmd, expl)
                return [("user", lead, False), ("assistant", ans, True)], [cmd]
            txts = [
                "备忘：`%s` 这个能用，另一个写法会卡住" % cmd,
                "跑了 %s 终于成功了 试了三次" % cmd,
                "给以后的自己（%s）：\n%s\n组里wiki那个是旧的" % (goal, cmd),
                None,
                "师兄说每次出海数据传完都要跑一下 `%s`，有必要吗" % cmd,
                None,
                "从history里复制出来的 怕丢\n$ %s\n就这个 别让我忘了" % cmd,
            ]
            return [("user", txts[t], True), ("assistant", self.ack("command"), False)], [cmd]
        if kind == "id":
            what, mk = self.pick(ZH_ID_KINDS, "idkind", True)
            v = self.uniq(lambda: mk(r))
            txts = [
                "%s是%s，说要两三个工作日" % (what, v),
                "%s：%s，每张样品表和航次报告上都得写" % (what, v),
                "%s终于下来了——%s" % (what, v),
                "赶紧记下来不然又找不到：%s %s" % (what, v),
                "转来的邮件：\n> 您的申请已受理，后续沟通请注明编号 %s。\n这个是%s" % (v, what),
                "明天的样品表，最后一行最重要：\n%s\n%s\tX站\t—\t—\t见%s" % (sample_sheet(r, True).split("\n")[0], v, what),
                "%s发过来了：%s，下周还没动静提醒我催一下" % (what, v),
            ]
            return [("user", r.choice(txts), True), ("assistant", self.ack("id"), False)], [v]
        if kind == "port":
            p = self.uniq(lambda: port_num(r))
            t = r.randint(0, 6)
            if t == 6:
                lead = r.choice(["jupyter在计算节点上跑起来了 但笔记本上打不开", "集群上的notebook怎么在自己浏览器里打开", "在家开jupyter一直转圈 救命"])
                ans = "需要开一个ssh隧道。启动notebook时加 `--no-browser --port=%s`，然后在笔记本上通过登录节点把同一个端口转发到计算节点，再用浏览器打开localhost加这个端口。如果端口被占了就换一个，两边保持一致。" % p
                return [("user", lead, False), ("assistant", ans, True)], [p]
            txts = [
                "新登录节点的ssh端口是%s不是22，折腾了一个小时才发现" % p,
                "rstudio server 换到 %s 端口了" % p,
                "组里NAS的网页管理界面在%s端口（只能校园网访问）" % p,
                "超算中心邮件：数据传输节点改用%s端口。为啥老改" % p,
                "船上数据记录仪在%s端口推流，要从那抓GPS数据" % p,
                "备注：看板的隧道端口用%s，默认那个被封了" % p,
            ]
            return [("user", txts[t], True), ("assistant", self.ack("port"), False)], [p]
        if kind == "version":
            t = r.randint(0, 6)
            if t in (2, 5):
                doc = self.pick(ZH_DOCS, "doc", True)
                v = self.uniq(lambda: doc_version(r))
                txt = "昨晚把%s %s发给导师了 祈祷" % (doc, v) if t == 2 else "%s现在是%s了，数据保存期限那段改了" % (doc, v)
                return [("user", txt, True), ("assistant", self.ack("version"), False)], [v]
            sw = self.pick(EN_SW, "sw", True)
            v = self.uniq(lambda: version_str(r))
            if t == 4:
                lead = "%s该用哪个版本 module里有五六个" % sw
                ans = "建议用 %s %s。这是默认参数改动之前的最后一个版本，和你预实验在本地跑的结果可比，已发表的珊瑚礁数据集也大多用它。在作业脚本里显式load，不要依赖默认模块。" % (sw, v)
                return [("user", lead, False), ("assistant", ans, True)], [v]
            txts = {0: "周末集群把%s升到%s了 我的流程果然挂了" % (sw, v),
                    1: "环境文件里把%s固定成%s，新版改了默认参数" % (sw, v),
                    3: "要复现的那篇文章用的是%s %s，必须一模一样" % (sw, v),
                    6: "`module list` 显示 %s/%s，三月份用的是不是这个？？想不起来了" % (sw, v)}
            return [("user", txts[t], True), ("assistant", self.ack("version"), False)], [v]
        if kind == "money":
            what = self.pick(ZH_MONEY_WHAT, "mwhat", True)
            m = self.uniq(lambda: money_zh(r))
            t = r.randint(0, 6)
            if t == 6:
                lead = r.choice(["%s报销单上该填多少 发票乱成一团", "帮我算下%s一共多少 发票之前发你了", "%s最后报多少钱"]) % what
                ans = "按你说的那几张发票，%s这一项填%s就行。发票按日期排好贴上，事由里写一句“野外采样”，再加上出海日期，一般就够了。" % (what, m)
                return [("user", lead, False), ("assistant", ans, True)], [m]
            txts = [
                "%s一共%s，要报销" % (what, m),
                "%s报价%s，导师说可以" % (what, m),
                "%s预算就%s，不能超" % (what, m),
                "自己先垫了%s付%s，提醒我报销" % (m, what),
                "%s——总共%s（好像含税？）" % (what, m),
                "%s居然要%s 什么都这么贵" % (what, m),
            ]
            return [("user", txts[t], True), ("assistant", self.ack("money"), False)], [m]
        if kind == "date":
            d = self.uniq(lambda: date_zh(r))
            t = r.randint(0, 6)
            if t == 6:
                lead, ans = r.choice([
                    ("如果全文要在委员会开会前三周交，那我最晚什么时候给导师",
                     "倒推一下：委员会要提前三周拿到，导师至少要一周看，所以最好在%s之前发给导师。如果他那段时间出差，再往前提几天。" % d),
                    ("许可证续期据说要六周 最晚哪天要交申请",
                     "如果审批真要六周，最晚%s要把申请交上去。越早越好，对方一要补材料就得重新计时。" % d),
                    ("船要提前四周预约 我想赶小潮那几天 该哪天订",
                     "从你说的小潮窗口往前倒推四周，最晚%s要把预约交上去。最好再提前几天，以防对方有问题要问。" % d),
                ])
                return [("user", lead, False), ("assistant", ans, True)], [d]
            txts = [
                "第二章全文%s截止，据说不能延期" % d,
                "%s开船，早上六点码头集合" % d,
                "委员会会议定在%s，要做PPT" % d,
                "导师邮件：\n> 方法部分修改稿请在%s前发我，我出差前要看完。\n> K" % d,
                "会议摘要截止：%s" % d,
                "许可证%s到期！！之前必须续" % d,
            ]
            return [("user", txts[t], True), ("assistant", self.ack("date"), False)], [d]
        if kind == "decision":
            c, why = self.pick(ZH_DECISIONS, "dec")
            txts = [
                "定了：%s，因为%s" % (c, why),
                "最后决定%s。原因：%s" % (c, why),
                "想了想还是%s吧，%s" % (c, why),
                "导师同意了，我们%s，毕竟%s" % (c, why),
                "决定%s，主要是%s。" % (c, why),
                "就%s了 说实话%s 我现在顾不上" % (c, why),
            ]
            return [("user", r.choice(txts), True), ("assistant", self.ack("decision"), False)], [c, why]
        if kind == "constraint":
            rule = self.pick(ZH_CONSTRAINTS, "con")
            txts = [
                "管理员的规定：%s，违反直接封号" % rule,
                "提醒我（也提醒你）：%s，上次被警告过" % rule,
                "今天安全培训，重点就一条：%s" % rule,
                "一定记住——%s，导师对这个特别严" % rule,
                "数据管理计划里新加的：%s" % rule,
                "以后不管计划什么都要遵守：%s，没有例外" % rule,
            ]
            return [("user", r.choice(txts), True), ("assistant", self.ack("constraint"), False)], [rule]
        if kind == "question":
            q, nd = self.pick(ZH_QUESTIONS, "q")
            t = r.randint(0, 5)
            other = r.choice(ZH_REQUESTS)
            if t == 0:
                u, a = "随便问下：%s？组里没人知道" % q, "说实话这个我不清楚，要看学校自己的规定，我手上没有。建议留着去问相关部门。"
            elif t == 1:
                u, a = "%s？？替我自己问的哈哈" % q, "没有正式文件的话我没法给你靠谱的答案，先放着，等你找到负责的人再确认。"
            elif t == 2:
                u = "趁我还记得——%s？算了先说别的：%s" % (q, other)
                a = r.choice(ZH_ASSIST_OPEN) + "先说第二件事：" + r.choice(ZH_ASSIST_PARAS) + "\n\n" + r.choice(ZH_ASSIST_PARAS)
            elif t == 3:
                u, a = "有人真的知道吗……%s" % q, "我不确定，这种事我不想乱猜。要不列进下次和导师开会的问题清单？"
            elif t == 4:
                u, a = "还想知道：%s。不急" % q, "这个我现在给不了好答案。" + r.choice(ZH_ASSIST_PARAS)
            else:
                u, a = "留个问题以后再说：%s" % q, "记下了，这个我这边没法定论。"
            return [("user", u, True), ("assistant", a, False)], [nd]
        raise ValueError(kind)

    # ---- filler units ---------------------------------------------------------------------
    def filler(self):
        """Returns a list of rows: ('user'|'assistant', text) or ('tool', name, args_dict, output)."""
        r = self.r
        zh = self.zh
        chat = ZH_CHAT if zh else EN_CHAT
        paras = ZH_ASSIST_PARAS if zh else EN_ASSIST_PARAS
        opens = ZH_ASSIST_OPEN if zh else EN_ASSIST_OPEN
        reqs = ZH_REQUESTS if zh else EN_REQUESTS
        emails = ZH_EMAIL_BODIES if zh else EN_EMAIL_BODIES
        t = r.randint(0, 11)
        long_reply = lambda n: r.choice(opens) + (" " if not zh else "") + "\n\n".join(r.sample(paras, n))
        if t <= 2:
            return [("user", r.choice(chat) if zh else typo(r, r.choice(chat))),
                    ("assistant", r.choice(["No worries.", "Ha — okay.", "Take your time.", "Fair enough.", "Sounds like a day."] if not zh else ["没事。", "哈哈好。", "不急慢慢来。", "可以理解。", "辛苦了。"]) + ("" if r.random() < 0.5 else ("\n\n" + r.choice(paras))))]
        if t <= 4:
            return [("user", r.choice(reqs) if zh else typo(r, r.choice(reqs))), ("assistant", long_reply(r.randint(2, 4)))]
        if t == 5:
            u = ("squeue 输出，为啥一直PD：\n" if zh else "why is half of this still PD\n") + slurm_table(r)
            a = ("PD 加 (Priority) 说明只是排队优先级不够，不是作业有问题。等着就行，或者申请更少的资源去插空。\n\n" if zh else
                 "The pending ones say (Priority), which just means other people's jobs are ahead in fairshare — nothing is wrong with yours. Either wait, or shrink the requests so they can backfill.\n\n") + r.choice(paras)
            return [("user", u), ("assistant", a)]
        if t == 6:
            u = ("又挂了？？\n" if zh else "died again??\n") + sacct_oom(r)
            a = ("是内存不够被OOM杀掉了。把 --mem 提高一倍重新交，或者把样品拆小一点。\n\n" if zh else
                 "That's an out-of-memory kill: the job used more than it asked for. Resubmit with roughly double --mem, or split the samples into smaller chunks per task.\n\n") + r.choice(paras)
            return [("user", u), ("assistant", a)]
        if t == 7:
            u = ("今天的样品表，帮我看看有没有问题\n" if zh else "todays sheet, anything look off?\n") + sample_sheet(r, zh)
            a = ("整体没问题。标“平行样”和“盖子裂了”的那几行建议在备注里再写清楚处理方式，另外时间列最好统一成24小时制。\n\n" if zh else
                 "Looks mostly fine. For the rows marked duplicate or cracked lid, I'd add what you did with them in the notes, and keep the time column in 24h so nobody misreads it later.\n\n") + r.choice(paras)
            return [("user", u), ("assistant", a)]
        if t == 8:
            body = r.choice(emails)
            u = ("收到这封，怎么回比较好\n---\n" if zh else "got this, how do i reply\n---\n") + body + "\n---"
            a = long_reply(r.randint(1, 2))
            return [("user", u), ("assistant", a)]
        # tool call unit
        which = r.randint(0, 2)
        if which == 0:
            u = "帮我看下我的作业还在不在跑" if zh else "can u check if my jobs are still running"
            args = {"cmd": "squeue --me --noheader"}
            out = slurm_table(r)
            a = ("还在跑，有几个在排队。R 状态的是正在运行的，PD 是排队中。" if zh else
                 "Yes — a few are running (R) and the rest are still pending; nothing has failed so far.")
            name = "run_shell"
        elif which == 1:
            u = "帮我查一下笔记里关于CTD校准的那段" if zh else "search my notes for the CTD calibration thing"
            args = {"query": "CTD calibration" if not zh else "CTD 校准", "limit": 3}
            out = ("1. 2026-10-02 field notes: conductivity cell rinsed with DI after every cast\n2. 2026-10-14 lab: calibration sheet scanned to /docs/ctd\n3. 2026-11-03 reminder: check the pressure offset at the surface before each cast"
                   if not zh else "1. 2026-10-02 野外记录：每次下放后用去离子水冲洗电导池\n2. 2026-10-14 实验室：校准单已扫描到 /docs/ctd\n3. 2026-11-03 提醒：每次下放前在水面检查压力零点")
            a = ("找到三条。最有用的是第三条：每次下放前先在水面看压力零点。校准单扫描件在 /docs/ctd。" if zh else
                 "Found three notes. The most useful one is the reminder to check the pressure offset at the surface before each cast; the calibration sheet scan is in /docs/ctd.")
            name = "search_notes"
        else:
            u = "明天海况怎么样 能出海吗" if zh else "weather for tmrw? can we go out"
            args = {"location": "field station marina", "days": 1}
            out = json.dumps({"wind_kn": r.randint(5, 25), "swell_m": round(r.uniform(0.4, 2.4), 1), "rain_mm": r.randint(0, 12), "summary": "morning calm, wind rising after noon"})
            a = ("上午风小，中午以后风会起来。如果要出，尽量早出早回。" if zh else
                 "Calm in the morning, wind picking up after noon. If you go, go early and be back by lunch.")
            name = "weather"
        return [("user", u), ("tool", name, args, out), ("assistant", a)]


# ----------------------------------------------------------------------------------------------
# conversation assembly and checks
# ----------------------------------------------------------------------------------------------

def build(seed, zh, per_kind, attempt, baseline):
    r = random.Random("bf-%d-%d-%s" % (seed, attempt, "zh" if zh else "en"))
    g = Gen(r, zh)
    facts = []  # (kind, needles, unit rows)
    for kind in KINDS:
        for _ in range(per_kind):
            msgs, needles = g.cn(kind) if zh else g.en(kind)
            if not zh and msgs[0][2] and msgs[0][0] == "user":
                t2 = typo(r, msgs[0][1], 0.2)
                if all(nd in t2 for nd in needles):
                    msgs[0] = ("user", t2, True)
            facts.append({"kind": kind, "needles": needles, "msgs": msgs})
    r.shuffle(facts)
    # sometimes put two user-voiced facts into one message
    units = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if (i + 1 < len(facts) and r.random() < 0.12 and f["msgs"][0][2] and facts[i + 1]["msgs"][0][2]
                and f["kind"] != "question" and facts[i + 1]["kind"] != "question"):
            f2 = facts[i + 1]
            join = r.choice(["\n\n另外，", "\n还有 ", "；顺便说一下，"]) if zh else r.choice(["\n\nalso ", " — oh and ", "\nand another thing: "])
            text = f["msgs"][0][1] + join + f2["msgs"][0][1]
            units.append({"facts": [f, f2], "rows": [("user", text, True), ("assistant", f2["msgs"][1][1])]})
            i += 2
            continue
        units.append({"facts": [f], "rows": [(m[0], m[1], m[2]) for m in f["msgs"]]})
        i += 1
    fact_msgs = sum(len(u["rows"]) for u in units)
    target = max(130, min(280, fact_msgs + r.randint(30, 60)))
    target = max(target, fact_msgs)
    fillers = []
    n = fact_msgs
    while n < target - 1:
        fu = g.filler()
        fillers.append({"facts": [], "rows": fu})
        n += sum(1 for x in fu if x[0] != "tool")
    opening = ({"facts": [], "rows": [("user", "早 今天又要出海 先把几件事记一下" if zh else "morning. boat day again, dumping a few things here before i forget"),
                                      ("assistant", "早！你说，我记着。" if zh else "Morning! Go ahead, I'm listening.")]})
    # spread facts evenly with jitter among fillers
    allunits = [opening]
    slots = len(units) + len(fillers)
    order = ["f"] * len(units) + ["x"] * len(fillers)
    r.shuffle(order)
    fi = xi = 0
    for o in order:
        if o == "f":
            allunits.append(units[fi]); fi += 1
        else:
            allunits.append(fillers[xi]); xi += 1
    # rows
    rows = []
    t = datetime(2026, 11, 20, 7, r.randint(0, 40), r.randint(0, 59))
    nid = 0
    call = 0
    fact_row_of = {}  # id(fact) -> row index
    for u in allunits:
        for row in u["rows"]:
            nid += 1
            t += timedelta(seconds=r.randint(25, 110))
            rid = "msg_bf%d" % nid
            ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
            if row[0] == "tool":
                call += 1
                cid = "call_bf%d" % call
                rows.append({"v": 2, "id": rid, "createdAt": ts, "item": {"type": "function_call", "callId": cid, "name": row[1], "arguments": json.dumps(row[2], ensure_ascii=False)}, "meta": {}})
                nid += 1
                t += timedelta(seconds=r.randint(2, 8))
                rows.append({"v": 2, "id": "msg_bf%d" % nid, "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "item": {"type": "function_call_result", "callId": cid, "name": row[1], "status": "completed", "output": row[3]}, "meta": {}})
                continue
            role, text = row[0], row[1]
            rows.append({"v": 2, "id": rid, "createdAt": ts, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
            if len(row) > 2 and row[2]:
                for f in u["facts"]:
                    fact_row_of[id(f)] = len(rows) - 1
    if t.day != 20:
        return None, None, "timestamps ran past the day"
    all_facts = [f for u in units for f in u["facts"]]
    # checks
    texts = []
    for row in rows:
        it = row["item"]
        texts.append(it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", "")))
    needles = [(nd, f) for f in all_facts for nd in f["needles"]]
    for nd, f in needles:
        hits = [i for i, tx in enumerate(texts) if nd in tx]
        if hits != [fact_row_of[id(f)]]:
            return None, None, "needle %r in rows %s" % (nd, hits)
        if nd in baseline:
            return None, None, "needle %r in the empty context" % nd
        for row in rows:
            if nd in row["id"] or nd in row["createdAt"]:
                return None, None, "needle %r in ids/timestamps" % nd
    nds = [nd for nd, _ in needles]
    for a in nds:
        for b in nds:
            if a is not b and a in b:
                return None, None, "needle %r inside %r" % (a, b)
    if len(set(nds)) != len(nds):
        return None, None, "duplicate needle"
    return rows, all_facts, None


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, env=env, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def longest_summary(root):
    best = 0

    def walk(o):
        nonlocal best
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "summary" and isinstance(v, str):
                    best = max(best, len(v))
                else:
                    walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    for path in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
        try:
            with open(path, encoding="utf-8") as fh:
                walk(json.load(fh))
        except (OSError, ValueError):
            pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot = os.path.abspath(sys.argv[1]) if os.path.exists(sys.argv[1]) else sys.argv[1]
    workdir = os.path.abspath(sys.argv[2])
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    summary_max = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    totals = {k: [0, 0] for k in KINDS}
    max_chars = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", summary_max])
        baseline = run(okbot, env, ["context", "show", "-a", "Writer"])
        rows = facts = None
        last_err = None
        for attempt in range(400):
            rows, facts, last_err = build(seed, zh, per_kind, attempt, baseline)
            if rows is not None:
                break
        if rows is None:
            sys.stderr.write("seed %d: could not build a valid conversation: %s\n" % (seed, last_err))
            sys.exit(1)
        # batches of 25 messages; tool rows ride with the messages before them
        batches, cur, count = [], [], 0
        for row in rows:
            if row["item"]["type"] == "message" and count == 25:
                batches.append(cur)
                cur, count = [], 0
            cur.append(row)
            if row["item"]["type"] == "message":
                count += 1
        if cur:
            batches.append(cur)
        compressions = 0
        for b in batches:
            run(okbot, env, ["session", "append", "-a", "Writer"],
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
            compressions += 1
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept = 0
        missing = []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            totals[f["kind"]][1] += 1
            if ok:
                kept += 1
                totals[f["kind"]][0] += 1
            else:
                missing.append(f)
        nmsg = sum(1 for x in rows if x["item"]["type"] == "message")
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), compressions, kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        max_chars = max(max_chars, longest_summary(root))
    allk = sum(v[0] for v in totals.values())
    alln = sum(v[1] for v in totals.values())
    for k in KINDS:
        kk, nn = totals[k]
        print("kind %s %d/%d %.1f" % (k, kk, nn, 100.0 * kk / nn if nn else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()
