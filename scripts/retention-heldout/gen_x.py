#!/usr/bin/env python3
"""Held-out retention set "x": an ML researcher running GPU training experiments with an assistant.

usage: python3 gen.py OKBOT WORKDIR [seed ...]     (default seeds 1..5, the last one Chinese)
env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000)

Per conversation: append rows in batches of 25 messages, `okbot compress -a Writer --now` after
each batch, then `okbot context show -a Writer` and check every needle verbatim (substring).
Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_NAMES = ["Priya Raman", "Tomasz Wojcik", "Kenji Watanabe", "Lena Hofmann", "Adebayo Okafor",
            "Marisol Vega", "Ingrid Solberg", "Dmitri Volkov", "Chloe Nguyen", "Farah Haddad",
            "Jonas Brandt", "Aiko Tanaka", "Mateus Costa", "Nadia Petrova", "Oluwaseun Bello",
            "Sven Lindqvist", "Camille Dubois", "Hamid Rezaei", "Greta Novak", "Luis Ortega",
            "Rohan Mehta", "Siobhan Kelly", "Wojtek Nowak", "Xiaoming Zhou", "Elif Demir"]

EN_NAME_FRAMES_U = [
    "{n} from infra owns the cluster quota, ask them not me",
    "ping {n} about the node reservation",
    "{n} said the 8xh100 box frees up after lunch",
    "fwiw {n}'s branch already has the fix for the padding mask",
    "the eval harness is {n}'s thing now, they rewrote it last month",
    "talked to {n} yesterday, they want the ablation table too",
    "cc {n} on the writeup pls",
    "if the loader breaks again blame {n} lol, they touched it last",
]
EN_NAME_FRAMES_A = [
    "I'd loop in {n} here, since they set up the slurm partitions.",
    "According to the thread you forwarded, {n} is the one who has admin on the shared bucket.",
]

RUNS = ["vit_b16_in1k", "llama7b_sft", "gpt2med_c4", "clip_rn50", "t5base_xsum", "mamba370m",
        "dpo_7b", "rm_1b3", "moe_8x1b", "whisper_sm", "bert_mlm", "sd_unet"]
PARTS = ["a100", "h100", "preempt", "gpu-long", "debug"]
HF_REPOS = ["EleutherAI/pythia-1.4b", "google/flan-t5-large", "mistralai/Mistral-7B-v0.1",
            "facebook/opt-1.3b", "bigscience/bloom-560m", "allenai/OLMo-1B"]


def en_command(rng):
    run = f"{rng.choice(RUNS)}_v{rng.randint(2, 19)}"
    t = rng.randrange(13)
    if t == 0: return f"torchrun --nproc_per_node={rng.choice([2, 4, 8])} train.py --config configs/{run}.yaml"
    if t == 1: return f"python eval.py --ckpt ckpts/{run}/step_{rng.randint(3, 95)}k.pt --split val"
    if t == 2: return f"sbatch --gres=gpu:{rng.choice([1, 2, 4, 8])} -p {rng.choice(PARTS)} scripts/{run}.sh"
    if t == 3: return f"CUDA_VISIBLE_DEVICES={rng.choice(['0,1', '2,3', '4,5,6,7', '1'])} python sweep.py --lr {rng.choice(['1e-4', '3e-4', '5e-5', '2e-5'])} --bs {rng.choice([16, 32, 64, 128])} --tag {run}"
    if t == 4: return f"rsync -avP ckpts/{run}/ nas0{rng.randint(1, 4)}:/vol/ckpt/{run}/"
    if t == 5: return f"accelerate launch --num_processes {rng.choice([2, 4, 8])} finetune.py --lora_r {rng.choice([8, 16, 32, 64])} --run {run}"
    if t == 6:
        repo = rng.choice(HF_REPOS)
        return f"huggingface-cli download {repo} --local-dir /scratch/models/{repo.split('/')[1].lower()}-{rng.randint(1, 9)}"
    if t == 7: return f"scancel -u $USER --name={run}"
    if t == 8: return f"python tools/dedup.py --input /data/{rng.choice(['c4', 'pile', 'stack', 'forum'])}_{rng.randint(1, 30)} --threshold 0.{rng.randint(70, 95)}"
    if t == 9: return f"du -sh /scratch/$USER/{run}/* | sort -h | tail -{rng.randint(3, 15)}"
    if t == 10: return f"git cherry-pick {''.join(rng.choice('0123456789abcdef') for _ in range(9))}"
    if t == 11: return f"tar -czf {run}_logs.tgz logs/{run} --exclude='*.pt'"
    return f"python -m torch.distributed.run --nnodes={rng.randint(2, 8)} --rdzv_backend=c10d train.py +exp={run}"


EN_CMD_FRAMES_U = [
    "run `{c}` first",
    "last time `{c}` is what fixed it",
    "$ {c}\nthat's literally what i ran and it hangs at step 0",
    "try `{c}` pls, i'm on my phone",
    "i always do `{c}` before leaving for the night",
    "for the record the launch cmd was `{c}`",
    "can u kick off `{c}` when the node frees up",
]
EN_CMD_FRAMES_A = [
    "I launched it with `{c}`; it should show up in squeue within a minute.",
    "For reference, the exact invocation was:\n$ {c}\nIt exited cleanly.",
]

EN_PROJ = ["ML", "INFRA", "TRAIN", "EVAL", "DATA", "OPS", "RSCH", "GPU"]


def en_id(rng):
    t = rng.random()
    if t < 0.55: return f"{rng.choice(EN_PROJ)}-{rng.randint(100, 9999)}"
    if t < 0.85: return f"#{rng.randint(1000, 29999)}"
    return f"CVE-{rng.choice([2023, 2024, 2025])}-{rng.randint(10000, 49999)}"


EN_ID_FRAMES_U = [
    "opened {i} for the nccl hang",
    "this is tracked in {i} btw",
    "see {i}, exact same stack trace",
    "{i} is the one about the tokenizer dropping bos",
    "linking {i} so we dont forget",
    "security flagged {i} in our base image, fyi",
    "upstream has {i} open for it, no fix yet",
]
EN_ID_FRAMES_A = [
    "This looks like the same failure as {i}, which is still open.",
    "I've added the repro steps to {i} so whoever picks it up has them.",
]


def en_port(rng):
    t = rng.random()
    if t < 0.2: return str(rng.randint(6007, 6099))
    if t < 0.4: return str(rng.randint(8266, 8299))
    if t < 0.6: return str(rng.randint(29501, 29599))
    return str(rng.randint(10001, 49999))


EN_PORT_FRAMES_U = [
    "tensorboard is on {p}",
    "forward :{p} from the login node, thats where the dashboard is",
    "set master_port={p} otherwise the two jobs clash",
    "the vllm server listens on port {p} now",
    "jupyter's on gpu-07:{p} if u want to poke at it",
    "ray dashboard -> localhost:{p}",
]
EN_PORT_FRAMES_A = [
    "The metrics exporter is bound to port {p}, so you can scrape it from the login node.",
    "I moved the rendezvous to {p}, the default one was taken by another job.",
]

EN_LIBS = {"transformers": (4, 20, 47, 3), "deepspeed": (0, 9, 16, 9), "torch": (2, 0, 5, 2), "flash-attn": (2, 3, 7, 12),
           "nccl": (2, 14, 23, 5), "cuda toolkit": (12, 0, 6, 1), "vllm": (0, 2, 6, 5), "accelerate": (0, 20, 34, 2),
           "peft": (0, 4, 13, 2), "triton": (2, 0, 3, 1), "bitsandbytes": (0, 37, 43, 3), "megatron-core": (0, 4, 9, 1)}


def en_version(rng):
    """(library, version); the needle is the version alone"""
    lib = rng.choice(sorted(EN_LIBS))
    major, lo, hi, patch = EN_LIBS[lib]
    return lib, f"{major}.{rng.randint(lo, hi)}.{rng.randint(0, patch)}"


EN_VER_FRAMES_U = [
    "pinned {l}=={v}, dont bump it",
    "{l} {v} broke zero3 for us",
    "we're still on {l} {v} on the old cluster",
    "bump {l} to {v}, the older one segfaults",
    "apparently {l} {v} fixes the hang",
    "the new nodes ship with {l} {v} which is annoying",
]
EN_VER_FRAMES_A = [
    "Your environment reports {l} {v}, which matches the lockfile.",
    "I checked the changelog: the regression was introduced after {l} {v}.",
]


def en_money(rng):
    t = rng.random()
    if t < 0.45: return f"${rng.randint(1, 49)},{rng.randint(0, 999):03d}"
    if t < 0.65: return f"${rng.randint(1, 3)}.{rng.randint(10, 99)}/hr"  # a rate
    if t < 0.85: return f"${rng.randint(12, 95)}.{rng.randint(1, 9)}k"
    return f"€{rng.randint(2, 9)},{rng.randint(100, 999)}"


EN_RATE_FRAMES_U = ["lambda quoted {m} per h100", "spot price on the a100s dropped to {m}", "coreweave wants {m} per gpu, min 64 gpus"]
EN_RATE_FRAMES_A = ["At {m} per GPU, the full sweep would come out cheaper than the on-prem queue wait."]
EN_MONEY_FRAMES_U = [
    "aws bill for last month came to {m}",
    "the grant has {m} left for compute",
    "we burned {m} on that sweep lol",
    "approved budget is {m} for the ablations",
    "{m} for 2 weeks on an 8xa100 node, is that even reasonable",
]
EN_MONEY_FRAMES_A = [
    "At that rate the full run would cost about {m}, before storage.",
    "The invoice you pasted totals {m}, which is within what was approved.",
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]


def en_date(rng):
    t = rng.random()
    mi, d = rng.randrange(12), rng.randint(1, 28)
    if t < 0.35: return f"{MONTHS[mi]} {d}"
    if t < 0.6: return f"{MON3[mi].lower()} {d}"
    if t < 0.8: return f"2027-{mi + 1:02d}-{d:02d}"
    suf = "th" if 10 < d < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf} of {MONTHS[mi]}"


EN_DATE_FRAMES_U = [
    "camera ready is due {d}",
    "cluster maintenance on {d}, nothing runs that day",
    "we need the ablations done by {d}",
    "quota resets {d} so we're stuck till then",
    "the h100 reservation starts {d}",
    "rebuttal window closes {d}, not negotiable",
]
EN_DATE_FRAMES_A = [
    "Given the queue, the earliest realistic finish is {d}.",
    "I noted {d} as the hard deadline for the final numbers.",
]

EN_DECISIONS = [("bf16 over fp16", "fp16 keeps overflowing in the attn logits"),
                ("cosine decay with 2k warmup", "the val curve was way less noisy"),
                ("the deberta-v3 baseline", "that's what the reviewers will compare against"),
                ("lora r=16 instead of full ft", "full ft doesnt fit on the 40gb cards"),
                ("bs 1024 with grad accum 8", "it was the only one that didnt diverge"),
                ("dropping the reddit subset", "the license on that subset is unclear"),
                ("minhash dedup at 0.8", "ood eval dropped 2 pts without it"),
                ("adamw with wd 0.1", "the original paper did it that way"),
                ("3 seeds per config", "single seed numbers were all over the place"),
                ("freezing the vision tower", "it halves the wall clock"),
                ("the 1.3b model for ablations", "we dont have budget for the big one"),
                ("early stopping on val ppl", "ops asked us to cut gpu hours"),
                ("packing sequences to 4k", "padding was wasting a third of every batch"),
                ("zero2 instead of zero3", "zero3 was 30% slower on our interconnect"),
                ("greedy decoding for eval", "sampling made the eval non-reproducible"),
                ("the held-out split from v2", "the old split leaked into pretraining"),
                ("rope scaling factor 4", "the 32k needle test passed with it"),
                ("label smoothing of 0.1", "calibration was terrible without it")]
EN_DEC_FRAMES_U = [
    "ok going with {c}, {r}",
    "decided: {c}. reason: {r}",
    "let's do {c} bc {r}",
    "we'll stick with {c} since {r}",
    "final call is {c} -- {r}",
    "{c} it is, mainly because {r}",
    "i'm picking {c}; honestly {r}",
]
EN_DEC_FRAMES_A = [
    "Then we lock in {c}: {r}, and switching later would cost more than it saves.",
]

EN_FORBID = ["push to main", "delete the old ckpts", "touch /data/shared", "submit to the a100 partition",
             "change the eval set", "use more than 4 nodes", "report test-set numbers", "share the weights outside the lab",
             "restart the head node", "upload raw logs to wandb", "rebuild the tokenizer", "kill other people's jobs"]
EN_REQUIRE = ["tag the ckpt in the registry", "rerun eval with 3 seeds", "log the git sha", "snapshot the config to s3",
              "announce it in #gpu-users"]
EN_CONDS = ["before the ablation finishes", "without pinging ops first", "during the nightly backup window",
            "until legal signs off", "on weekends", "while the 70b run is going", "unless the smoke test passes",
            "before the friday sync", "after 10pm", "without a second review", "while the quota is frozen",
            "when the loss spikes"]
EN_REQ_CONDS = ["before merging anything", "whenever the tokenizer changes", "every time you resume from a ckpt",
                "before any number goes in the paper", "if you take more than 16 gpus"]
EN_FORBID_FRAMES_U = [
    "do NOT {a} {c}",
    "never {a} {c} pls",
    "rule from ops: no one can {a} {c}",
    "pls dont {a} {c}, learned that the hard way",
    "we're not allowed to {a} {c}",
    "reminder that you can't {a} {c}",
]
EN_REQUIRE_FRAMES_U = [
    "you have to {a} {c}",
    "always {a} {c}, non negotiable",
    "we must {a} {c}",
]
EN_CONS_FRAMES_A = [
    "Understood, I won't {a} {c}.",
]

EN_TOPICS = ["the tokenizer vocab size", "the data license for the scraped forum set", "the warmup length for the 7b",
             "ownership of the eval harness", "the second reviewer's complaint", "mixed precision for the reward model",
             "the node count for the final run", "the retention policy for old ckpts", "the contamination check on mmlu",
             "next quarter's compute budget", "the fp8 kernels", "the multilingual eval baseline",
             "the holdout split for the ood test", "the intern's project scope", "the carbon estimate section"]
EN_Q_FRAMES_U = [
    "any news on {t}?",
    "btw did anyone figure out {t}",
    "still unsure about {t}, thoughts?",
    "q: what are we doing about {t}",
    "who decides {t} anyway",
    "nobody got back to me on {t} yet",
    "random thought, do we even have a plan for {t}?",
]

# English filler: capitalised words and numbers that are NOT facts
EN_FILL_U = [
    "ok", "k", "wait", "hmm", "ya", "lol", "brb coffee", "thx", "nice", "ugh", "makes sense", "sure go ahead",
    "the A100s in Building 4 are running hot again, someone opened a ticket w facilities",
    "read the Chinchilla paper again last night, 20 tokens per param still holds-ish",
    "Karpathy's nanoGPT has a nice trick for this i think",
    "my laptop died so im on the Windows machine, bear with me",
    "loss went up then down again, classic",
    "fyi Monday standup is cancelled, Prof is at a workshop",
    "the queue is insane today, 140 jobs pending on the big partition",
    "grad norm looks fine, 0.8-1.2 the whole way",
    "ok it OOMed again at bs 64",
    "eval is still running, ETA like 40 min",
    "can you sanity check this, something looks off",
    "honestly the Adam betas probably dont matter here",
    "does ImageNet-1k count as in-domain for this? whatever",
    "ran out of inodes on scratch AGAIN",
    "the NeurIPS template eats so much space",
]
EN_LEADS = ["ok so", "hey", "quick one:", "also", "btw", "morning.", "update:", "fyi", "right,", "ugh ok", "sry for the wall of text."]
EN_TAILS = ["thx", "lmk", "anyway", "more later", "pls double check", "", "", ""]
EN_FILL_A = [
    "That spike around step 3k is consistent with a bad batch rather than a real divergence: the grad norm jumps for two logging intervals and then settles, and the loss returns to trend within a few hundred steps. If it keeps happening at the same data offset I would dump the batch indices and look at those shards directly before touching the learning rate.",
    "A few things to check before we blame the optimizer. First, confirm the effective batch size is what you think it is after gradient accumulation and data parallelism. Second, look at whether the warmup actually ran; a resumed job sometimes skips it. Third, compare the tokens per second with the previous run, since a silent fallback to the slow attention path changes memory pressure too.",
    "The out-of-memory error is coming from the activation memory, not the parameters. Activation checkpointing on the transformer blocks should bring it down substantially at a cost of roughly a third more compute. Alternatively you can halve the micro batch and double accumulation, which keeps the math identical.",
    "I compared the two tables you pasted. The differences on the smaller benchmarks are within what I would expect from seed variance, so I would not read much into a single point there. The larger gap on the long-context tasks is more likely to be real.",
    "Sure. I'll keep an eye on the job and report back when the next eval checkpoint is written.",
    "Looking at nvidia-smi, all eight GPUs are near full memory but utilization is bouncing between low and high values, which usually means the input pipeline is the bottleneck. More dataloader workers or pre-tokenized shards would help.",
    "That makes sense.",
    "In practice the learning rate and the warmup interact: a short warmup with a high peak is what usually causes those early spikes, so if you change one I would revisit the other rather than tuning them independently.",
    "The run is healthy so far: loss is decreasing smoothly, the learning rate schedule matches the config, and throughput is stable. Nothing to do yet.",
    "I would keep the logging as it is for now. Once the run is past the first evaluation we can decide whether the extra histograms are worth the overhead.",
]

EN_TABLE_HEAD = ["run", "lr", "bs", "val_loss", "acc"]


def en_table(rng):
    rows = ["| run | lr | bs | val_loss | acc |", "|---|---|---|---|---|"]
    for _ in range(rng.randint(3, 6)):
        rows.append(f"| r{rng.randint(10, 99)} | {rng.choice(['1e-4', '3e-4', '6e-4', '2e-5'])} | {rng.choice([128, 256, 512])} | {rng.uniform(1.8, 3.1):.3f} | {rng.uniform(40, 80):.1f} |")
    return rng.choice(["numbers so far:", "pasting the table", "here's where we are", "latest evals"]) + "\n" + "\n".join(rows)


# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
ZH_NAMES = ["老张", "小李", "王博", "陈工", "刘老师", "周慧敏", "赵志强", "孙经理", "吴晓峰", "郑悦", "何主任", "林浩然",
            "马老师", "宋佳琪", "老韩", "小鹏"]
ZH_NAME_FRAMES_U = [
    "这个问一下{n}",
    "{n}说 H800 那台下午能空出来",
    "数据那块现在是{n}在负责",
    "回头跟{n}对一下 eval 脚本",
    "昨天{n}把 dataloader 改了一版",
    "记得把{n}拉进群里",
    "{n}那边说 infra 的配额他来搞定",
]
ZH_NAME_FRAMES_A = ["这个建议找{n}确认一下，集群的 partition 是他配的。"]
ZH_CMD_FRAMES_U = [
    "先跑一下 `{c}` 看看",
    "上次是 `{c}` 搞定的",
    "$ {c}\n跑到这一步就卡住了，一直不动",
    "帮我起一个 `{c}`",
    "我每次下班前都会跑 `{c}`",
    "启动命令是 `{c}`，别改",
]
ZH_CMD_FRAMES_A = ["已经用 `{c}` 提交了，过一分钟 squeue 里就能看到。"]
ZH_ID_FRAMES_U = [
    "这个 bug 记在 {i} 里了",
    "提了个工单 {i}",
    "跟 {i} 是同一个问题",
    "安全那边报了 {i}，镜像要重打",
    "上游有个 issue {i} 一直没人修",
]
ZH_ID_FRAMES_A = ["这个报错和 {i} 里记录的是同一个，目前还没关。"]
ZH_PORT_FRAMES_U = [
    "tensorboard 开在 {p} 端口",
    "master_port 改成 {p}，不然两个任务会撞",
    "vllm 服务起在 {p} 上了",
    "jupyter 用的是 {p}，从跳板机转发一下",
    "ray 的 dashboard 在 localhost:{p}",
]
ZH_PORT_FRAMES_A = ["监控的 exporter 绑在 {p} 端口，登录节点上可以直接拉。"]
ZH_VER_FRAMES_U = [
    "{l} 锁在 {v}，千万别升",
    "{l} {v} 有 bug，zero3 直接挂",
    "老集群上 {l} 还是 {v}",
    "把 {l} 升到 {v} 就好了",
    "新节点自带的 {l} 是 {v}，有点烦",
]
ZH_VER_FRAMES_A = ["你的环境里 {l} 是 {v}，和 lockfile 一致。"]


def zh_money(rng):
    t = rng.random()
    if t < 0.35: return f"{rng.randint(2, 9)}万元"
    if t < 0.55: return f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"
    if t < 0.8: return f"¥{rng.randint(12, 99)}00"
    return f"{rng.randint(11, 99)}00元"


ZH_MONEY_FRAMES_U = [
    "这个月云上花了{m}",
    "租一台 8 卡 H800 一个月要{m}",
    "预算批了{m}",
    "标注外包报价{m}，有点贵",
    "那次 sweep 烧了{m}，心疼",
]
ZH_MONEY_FRAMES_A = ["按这个单价，整个训练大概要{m}，还不算存储。"]


def zh_date(rng):
    return f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"


ZH_DATE_FRAMES_U = [
    "{d}之前要出结果",
    "集群{d}停机维护，那天啥也跑不了",
    "{d}要给老板汇报",
    "投稿截止是{d}",
    "H800 的预约从{d}开始",
]
ZH_DATE_FRAMES_A = ["按现在的排队情况，最早{d}能跑完。"]
ZH_DECISIONS = [("cosine 学习率", "loss 曲线更稳"), ("bf16 训练", "上次 fp16 溢出了"), ("先用 1.3B 做消融", "大模型的卡时预算不够"),
                ("LoRA 微调", "显存不够"), ("去重阈值 0.8", "重复数据太多"), ("zero2", "zero3 在我们集群上太慢"),
                ("三个 seed 取平均", "单 seed 波动太大"), ("冻结 vision encoder", "能省一半卡时"), ("加 10% 代码数据", "推理任务掉点太多"),
                ("去掉论坛数据", "那部分数据版权有问题"), ("warmup 2000 步", "原论文就是这么做的"), ("greedy 解码做评测", "采样结果复现不了"),
                ("拿 Qwen2-7B 当 baseline", "评审肯定会问"), ("早停看 val ppl", "运维要求压缩卡时"), ("全量 SFT", "LoRA 效果差了 3 个点")]
ZH_DEC_FRAMES_U = [
    "就用{c}吧，{r}",
    "定了，{c}，因为{r}",
    "决定用{c}，主要是{r}",
    "{c}，{r}，就这么定",
    "我倾向{c}，毕竟{r}，那就这样",
    "最后还是选了{c}，原因是{r}",
]
ZH_DEC_FRAMES_A = ["那就锁定{c}：{r}，后面再换成本更高。"]
ZH_FORBID = ["删 ckpt", "动共享盘", "往 main 上推代码", "改评测集", "占满整个集群", "对外发权重", "重启训练节点",
             "用测试集调参", "杀别人的任务", "上传原始日志"]
ZH_REQUIRE = ["打 tag", "跑三个 seed 的 eval", "记录 git commit", "备份 config"]
ZH_CONDS = ["训练没跑完之前", "没跟运维打招呼的时候", "周末", "法务没确认之前", "晚上十点以后", "70B 在跑的时候",
            "冒烟测试没过的话", "周五评审前", "没有人复核的情况下", "配额冻结期间"]
ZH_REQ_CONDS = ["合代码之前", "每次换 tokenizer 的时候", "从 ckpt 恢复以后", "数字写进论文之前"]
ZH_FORBID_FRAMES_U = [
    "{c}不要{a}",
    "{c}千万别{a}",
    "规定是{c}不能{a}",
    "记住：{c}禁止{a}",
    "{c}谁都不许{a}",
]
ZH_REQUIRE_FRAMES_U = ["{c}必须{a}", "{c}一定要{a}，这个没商量"]
ZH_CONS_FRAMES_A = ["明白，{c}我不会{a}。"]
ZH_TOPICS = ["词表大小", "评测集的负责人", "爬虫数据的授权", "7B 的 warmup 长度", "下季度的算力预算", "旧 ckpt 的保留策略",
             "MMLU 污染检查", "fp8 的方案", "多语言评测的 baseline", "实习生的课题", "最终训练的节点数", "奖励模型的精度"]
ZH_Q_FRAMES_U = [
    "{t}到底谁来定？",
    "{t}还没定吧",
    "{t}有人知道吗",
    "对了，{t}怎么说",
    "{t}的事一直没人回我",
    "话说{t}是不是还悬着",
]
ZH_FILL_U = ["好的", "嗯嗯", "先这样", "行", "收到", "我去吃个饭", "稍等", "有道理", "继续", "哈哈",
             "A100 今天又被占满了，排队 140 多个任务", "看了下 Llama 3 的技术报告，数据配比写得挺细的",
             "又 OOM 了，bs 64 都不行", "eval 还在跑，估计还要 40 分钟", "周一的组会取消了，Prof 去开会了",
             "scratch 的 inode 又满了，无语", "grad norm 看着正常，一直在 0.8 到 1.2 之间",
             "帮我 sanity check 一下，感觉哪里不对", "loss 先涨后降，老毛病了", "NeurIPS 的模板太占地方了"]
ZH_LEADS = ["对了，", "那个，", "补充一下：", "更新一下，", "早。", "顺便说下，", "哦还有，"]
ZH_TAILS = ["", "", "谢谢", "你看下", "回头再说"]
ZH_FILL_A = [
    "3k 步附近那个尖峰更像是某个坏 batch，不像真正的发散：grad norm 连续两个 logging 间隔跳高之后就回落了，loss 几百步内就回到原来的趋势。如果每次都在同一个数据 offset 出现，建议先把那几个 batch 的索引 dump 出来看看对应的 shard，再考虑动学习率。",
    "在怀疑优化器之前可以先查几件事：第一，确认梯度累积和数据并行之后的有效 batch size 和你预期的一样；第二，看一下 warmup 有没有真的跑，断点续训的时候有时候会跳过；第三，对比一下 tokens/s，如果悄悄退回了慢的 attention 实现，显存压力也会变。",
    "这个 OOM 是激活值占的显存，不是参数。对 transformer block 开 activation checkpointing 能降下来不少，代价是大概多三分之一的计算量。或者把 micro batch 减半、梯度累积翻倍，数学上是等价的。",
    "两张表我对比了一下。小 benchmark 上的差异在 seed 波动范围内，单个点不用太在意；长上下文任务上的差距更可能是真的。",
    "好的，我盯着这个任务，下一个 eval ckpt 写出来的时候告诉你。",
    "从 nvidia-smi 看八张卡显存都快满了，但利用率忽高忽低，一般说明是数据读取成了瓶颈，加 dataloader worker 或者提前把数据 tokenize 好会有帮助。",
    "明白。",
    "目前训练很健康：loss 平稳下降，学习率曲线和 config 一致，吞吐也稳定，暂时不用动。",
]


def zh_table(rng):
    rows = ["| run | lr | bs | val_loss | acc |", "|---|---|---|---|---|"]
    for _ in range(rng.randint(3, 6)):
        rows.append(f"| r{rng.randint(10, 99)} | {rng.choice(['1e-4', '3e-4', '6e-4', '2e-5'])} | {rng.choice([128, 256, 512])} | {rng.uniform(1.8, 3.1):.3f} | {rng.uniform(40, 80):.1f} |")
    return rng.choice(["目前的结果：", "贴一下表", "最新的 eval："]) + "\n" + "\n".join(rows)


# ----------------------------------------------------------------------------------------------
# tool rows (assistant runs shell commands)
# ----------------------------------------------------------------------------------------------
TOOL_CMDS = ["nvidia-smi", "squeue -u $USER", "tail -n 12 logs/train.log", "df -h /scratch", "grep -c OOM logs/train.log",
             "tail -n 8 logs/eval.log"]


def tool_output(rng, cmd):
    if cmd == "nvidia-smi":
        lines = ["+-----------------------------------------------------------------------------+",
                 "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
                 "|===============================+======================+======================|"]
        for g in range(rng.choice([4, 8])):
            used = rng.randint(30, 79)
            lines.append(f"|   {g}  NVIDIA A100-SXM...  On   | 00000000:{g + 7:02X}:00.0 Off |                    0 |")
            lines.append(f"| N/A   {rng.randint(35, 78)}C    P0   {rng.randint(90, 399)}W / 400W |  {used}GiB / 80GiB |     {rng.randint(0, 100)}%      Default |")
        return "\n".join(lines)
    if cmd.startswith("squeue"):
        lines = ["JOBID PARTITION     NAME     USER ST       TIME  NODES"]
        for _ in range(rng.randint(1, 4)):
            lines.append(f"{rng.randint(100, 999)}{rng.randint(100, 999)} {rng.choice(PARTS):>9} {rng.choice(RUNS)[:8]:>8}  me  {rng.choice(['R', 'PD'])}  {rng.randint(0, 23)}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}  {rng.randint(1, 4)}")
        return "\n".join(lines)
    if cmd.startswith("tail") and "train" in cmd:
        s0 = rng.randint(1, 40) * 500
        out = []
        for k in range(rng.randint(5, 12)):
            out.append(f"step {s0 + 50 * k} | loss {rng.uniform(1.9, 3.4):.3f} | lr {rng.uniform(1, 6):.2f}e-04 | grad_norm {rng.uniform(0.5, 2.5):.2f} | tok/s {rng.randint(30, 99)}.{rng.randint(0, 9)}k")
        return "\n".join(out)
    if cmd.startswith("tail"):
        return "\n".join(f"[eval] task={rng.choice(['hellaswag', 'arc_e', 'piqa', 'mmlu', 'gsm8k'])} acc={rng.uniform(0.3, 0.8):.3f} n={rng.choice([500, 1000, 2000])}" for _ in range(rng.randint(3, 7)))
    if cmd.startswith("df"):
        return f"Filesystem      Size  Used Avail Use% Mounted on\nlustre01        {rng.randint(100, 900)}T  {rng.randint(50, 99)}T   {rng.randint(1, 50)}T  {rng.randint(60, 99)}% /scratch"
    return str(rng.randint(0, 7))


# ----------------------------------------------------------------------------------------------
# conversation
# ----------------------------------------------------------------------------------------------
class Gen:
    def __init__(self, rng, zh):
        self.rng, self.zh, self.used, self.needles = rng, zh, set(), []

    def fresh(self, make):
        """draw until the needle is new and not a substring of / superstring of any earlier needle"""
        for _ in range(500):
            x = make()
            if x in self.used: continue
            if any(x in y or y in x for y in self.needles): continue
            self.used.add(x); self.needles.append(x)
            return x
        raise RuntimeError("pool exhausted")

    def pick(self, pool):
        return self.fresh(lambda: self.rng.choice(pool))

    def fact(self, kind, role):
        r, zh = self.rng, self.zh
        A = role == "assistant"

        def fr(u, a):
            return r.choice(a if A else u)
        if kind == "name":
            if zh:
                n = self.pick(ZH_NAMES)
                return fr(ZH_NAME_FRAMES_U, ZH_NAME_FRAMES_A).format(n=n), [n]
            full = r.choice([x for x in EN_NAMES if x not in self.used and x.split()[0] not in self.used] or EN_NAMES)
            n = self.fresh(lambda: full if r.random() < 0.5 else full.split()[0])
            return fr(EN_NAME_FRAMES_U, EN_NAME_FRAMES_A).format(n=n), [n]
        if kind == "command":
            c = self.fresh(lambda: en_command(r))
            return fr(ZH_CMD_FRAMES_U if zh else EN_CMD_FRAMES_U, ZH_CMD_FRAMES_A if zh else EN_CMD_FRAMES_A).format(c=c), [c]
        if kind == "id":
            i = self.fresh(lambda: en_id(r))
            return fr(ZH_ID_FRAMES_U if zh else EN_ID_FRAMES_U, ZH_ID_FRAMES_A if zh else EN_ID_FRAMES_A).format(i=i), [i]
        if kind == "port":
            p = self.fresh(lambda: en_port(r))
            return fr(ZH_PORT_FRAMES_U if zh else EN_PORT_FRAMES_U, ZH_PORT_FRAMES_A if zh else EN_PORT_FRAMES_A).format(p=p), [p]
        if kind == "version":
            box = {}

            def mk():
                box["l"], v = en_version(r)
                return v
            v = self.fresh(mk)
            return fr(ZH_VER_FRAMES_U if zh else EN_VER_FRAMES_U, ZH_VER_FRAMES_A if zh else EN_VER_FRAMES_A).format(l=box["l"], v=v), [v]
        if kind == "money":
            m = self.fresh(lambda: zh_money(r) if zh else en_money(r))
            if m.endswith("/hr"):
                return fr(EN_RATE_FRAMES_U, EN_RATE_FRAMES_A).format(m=m), [m]
            return fr(ZH_MONEY_FRAMES_U if zh else EN_MONEY_FRAMES_U, ZH_MONEY_FRAMES_A if zh else EN_MONEY_FRAMES_A).format(m=m), [m]
        if kind == "date":
            d = self.fresh(lambda: zh_date(r) if zh else en_date(r))
            return fr(ZH_DATE_FRAMES_U if zh else EN_DATE_FRAMES_U, ZH_DATE_FRAMES_A if zh else EN_DATE_FRAMES_A).format(d=d), [d]
        if kind == "decision":
            pool = ZH_DECISIONS if zh else EN_DECISIONS
            c = self.pick([p[0] for p in pool])
            why = self.pick([dict(pool)[c]])
            return fr(ZH_DEC_FRAMES_U if zh else EN_DEC_FRAMES_U, ZH_DEC_FRAMES_A if zh else EN_DEC_FRAMES_A).format(c=c, r=why), [c, why]
        if kind == "constraint":
            if r.random() < 0.7 or A:
                a = self.pick(ZH_FORBID if zh else EN_FORBID)
                c = self.pick(ZH_CONDS if zh else EN_CONDS)
                frames = ZH_FORBID_FRAMES_U if zh else EN_FORBID_FRAMES_U
            else:
                a = self.pick(ZH_REQUIRE if zh else EN_REQUIRE)
                c = self.pick(ZH_REQ_CONDS if zh else EN_REQ_CONDS)
                frames = ZH_REQUIRE_FRAMES_U if zh else EN_REQUIRE_FRAMES_U
            t = r.choice((ZH_CONS_FRAMES_A if zh else EN_CONS_FRAMES_A) if A else frames).format(a=a, c=c)
            return t, [a, c]
        # question: always the user's, never answered
        t = self.pick(ZH_TOPICS if zh else EN_TOPICS)
        return r.choice(ZH_Q_FRAMES_U if zh else EN_Q_FRAMES_U).format(t=t), [t]


ASSIST_KINDS = {"name", "command", "id", "port", "version", "money", "date", "decision", "constraint"}


def user_text(rng, zh, facts):
    if not facts:
        if rng.random() < 0.12:
            return zh_table(rng) if zh else en_table(rng)
        return rng.choice(ZH_FILL_U if zh else EN_FILL_U)
    parts = list(facts)
    if zh:
        if rng.random() < 0.35: parts[0] = rng.choice(ZH_LEADS) + parts[0]
        if rng.random() < 0.2: parts.append(rng.choice(ZH_FILL_U[10:]))
        table = zh_table(rng) + "\n" if rng.random() < 0.1 else ""
        out = parts[0]
        for p in parts[1:]:
            j = rng.choice(["，", "。", "；另外", "。还有，", "\n"])
            if out.endswith("？"): j = j.lstrip("，。；")
            out += j + p
        t = rng.choice(ZH_TAILS)
        return table + out + (("" if out.endswith("？") else "，") + t if t else "")
    if rng.random() < 0.35: parts[0] = rng.choice(EN_LEADS) + " " + parts[0]
    if rng.random() < 0.2: parts.append(rng.choice(EN_FILL_U[12:]))
    table = en_table(rng) + "\n" if rng.random() < 0.1 else ""
    out = parts[0]
    for p in parts[1:]:
        j = rng.choice([", also ", " and ", ". ", "\n", " -- oh and ", "; "])
        if out.endswith("?") and j in (". ", "; "): j = " "
        out += j + p
    t = rng.choice(EN_TAILS)
    return table + out + ((" " + t) if t else "")


def assistant_text(rng, zh, facts):
    fill = ZH_FILL_A if zh else EN_FILL_A
    if not facts:
        k = rng.choice([1, 1, 1, 2, 3])
        return ("\n\n" if rng.random() < 0.7 else " ").join(rng.sample(fill, k))
    body = " ".join(facts) if not zh else "".join(facts)
    if rng.random() < 0.6:
        extra = rng.choice(fill)
        body = (extra + "\n\n" + body) if rng.random() < 0.5 else (body + "\n\n" + extra)
    return body


def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(seed * 104729 + attempt * 31 + (7 if zh else 0))
    M = rng.randint(130, 280)           # user + assistant messages
    roles = ["user" if i % 2 == 0 else "assistant" for i in range(M)]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    last = M - 8                        # leave the last few messages fact-free
    slots = {i: [] for i in range(M)}
    for kind in plan:
        want = "assistant" if kind in ASSIST_KINDS and rng.random() < 0.2 else "user"
        cands = [i for i in range(last) if roles[i] == want and len(slots[i]) < (1 if want == "assistant" else 2)]
        if not cands:
            cands = [i for i in range(last) if roles[i] == "user" and len(slots[i]) < 3]
        slots[rng.choice(cands)].append(kind)
    g = Gen(rng, zh)
    texts, facts = [], []              # texts: (kind_of_row, text); facts: (kind, needles, row index)
    for i in range(M):
        role = roles[i]
        ftexts = []
        for kind in slots[i]:
            t, needles = g.fact(kind, role)
            ftexts.append(t); facts.append((kind, needles, len(texts) + 0))
        if role == "assistant" and rng.random() < 0.4:
            for _ in range(rng.choice([1, 1, 2, 3])):
                cmd = rng.choice(TOOL_CMDS)
                texts.append(("call", json.dumps({"command": cmd})))
                texts.append(("result", tool_output(rng, cmd)))
            # the facts recorded above point at the message row; fix the index
            n = len(slots[i])
            facts[len(facts) - n:] = [(k, nd, len(texts)) for k, nd, _ in facts[len(facts) - n:]]
        texts.append((role, user_text(rng, zh, ftexts) if role == "user" else assistant_text(rng, zh, ftexts)))
    return texts, facts


def check(texts, facts, baseline):
    """every needle is in its own message, and nowhere else (other rows, the bare context)"""
    bad = []
    for kind, needles, idx in facts:
        for x in needles:
            if x not in texts[idx][1]:
                bad.append(f"{kind} needle {x!r} not in its message")
            for j, (_, t) in enumerate(texts):
                if j != idx and x in t:
                    bad.append(f"{kind} needle {x!r} also in row {j}: {t[:60]!r}")
            if x in baseline:
                bad.append(f"{kind} needle {x!r} in the bare context")
    # within a message holding two facts, one fact's needle must not hide inside the other's text
    for kind, needles, idx in facts:
        for k2, n2, i2 in facts:
            if i2 == idx and n2 is not needles:
                for x in needles:
                    if any(x in y for y in n2):
                        bad.append(f"{kind} needle {x!r} inside needle of {k2}")
    return bad


def to_rows(texts):
    rows = []
    for i, (role, text) in enumerate(texts):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_x{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": "run_shell", "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i - 1}", "name": "run_shell", "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows


def build(seed, zh, per_kind, baseline):
    for attempt in range(200):
        texts, facts = conversation(seed, zh, per_kind, attempt)
        if not check(texts, facts, baseline):
            return texts, facts
    sys.exit(f"seed {seed}: could not build a clean conversation")


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def setup(okbot, root):
    run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
    run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: gen.py OKBOT WORKDIR [seed ...]")
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    base_root = os.path.join(work, "bare")
    setup(okbot, base_root)
    baseline = run(okbot, base_root, ["context", "show", "-a", "Writer"])
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        texts, facts = build(seed, zh, per_kind, baseline)
        rows = to_rows(texts)
        root = os.path.join(work, f"root-{seed}")
        setup(okbot, root)
        with open(os.path.join(work, f"conv-{seed}.jsonl"), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(work, f"facts-{seed}.json"), "w") as f:
            json.dump([{"kind": k, "needles": nd, "row": i} for k, nd, i in facts], f, ensure_ascii=False, indent=1)
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        with open(os.path.join(work, f"shown-{seed}.txt"), "w") as f: f.write(shown)
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json"))).get("summary", "")))
        found, missing = 0, []
        for kind, needles, _ in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: missing.append(f"  missing {kind}: {' + '.join(needles)}")
        msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {msgs} messages, {len(rows)} rows, {runs} compressions): {found}/{len(facts)} = {100 * found / len(facts):.1f}%")
        for m in missing: print(m)
        sys.stdout.flush()
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")


if __name__ == "__main__":
    main()
