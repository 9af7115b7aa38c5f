#!/usr/bin/env python3
"""Held-out retention set "cq": a final-year computational biology PhD student.

Tomasz Kowalski is in the last year of a computational biology PhD.  He runs Snakemake pipelines
on the university SLURM cluster out of conda environments, is writing up his thesis against a
spring deadline, is revising a paper after a round of reviewer comments, is organising a
conference trip (and the reimbursement afterwards) and is a teaching assistant on an undergraduate
genomics practical.  He has a supervisor and a co-supervisor who email him at inconvenient times.
He talks to his assistant over a few days in long, rambling, thinking-aloud messages with asides
in parentheses, pastes reviewer comments, SLURM logs, supervisor emails, LaTeX and code, and
the assistant uses tools (cluster job status and logs, file search, calendar, mail, the reference
manager).  The last seed's conversation is in Simplified Chinese: 一个在读的生物信息方向博士生，
跑超算任务、改返修稿、被导师催进度、报销、给本科生带实验课, written the way Chinese grad
students chat, with English technical terms mixed in.

Facts are seeded as needles; decisions carry (choice, reason), constraints (action, condition),
questions one subject clause that is never answered.  Some decisions are first floated and then
reversed (the later one is the needle); a few facts are mentioned again later, and the
uniqueness check accounts for those planned repeats.

usage: gen_cq.py OKBOT WORKDIR [SEED...]
env:   PER_KIND (facts per kind per conversation, default 10)
       SUMMARY_MAX (contextCompression.summaryMaxChars, default 2000)
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
from datetime import date, datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

_KEY = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")


def fill(tpl, **kw):
    return _KEY.sub(lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), tpl)


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


# --------------------------------------------------------------------------------------
# shared generators (commands, ids, ports, versions)
# --------------------------------------------------------------------------------------

SCRIPT_NAMES = ["salmon_quant", "trim_reads", "star_align", "call_peaks", "run_scvi", "featurecounts",
                "bam_qc", "bigwig_tracks", "motif_scan", "velocity"]
RULES = ["deseq2_all", "multiqc", "merge_counts", "plot_volcano", "gsea_hallmark", "peak_matrix",
         "scvi_integrate", "qc_report", "diffbind", "export_tables"]
ENVS = ["deseq", "scanpy", "atac", "qc", "thesis_plots", "velocity", "peaks"]
DIRS = ["atac_run2", "rnaseq_batch3", "sc_atlas", "regen_timecourse", "fig_sources", "revision_reruns"]
SAMPLES = ["fin_7dpa_rep2", "fin_3dpa_rep1", "ctrl_rep3", "uninj_rep1", "blastema_rep4", "pool_B12"]
HOSTS = ["login2", "login1", "dtn01", "transfer"]


def command_gens(b, user):
    N, P = b.N, b.pick
    return [
        lambda: ("sbatch --array=1-%d%%%d --mem=%dG scripts/%s.sh" % (N(24, 480), N(4, 40), P([16, 24, 32, 48, 64]), P(SCRIPT_NAMES)),
                 "submit the array job with a cap on how many run at once", "提交带并发上限的 array 任务"),
        lambda: ("snakemake --profile profiles/slurm --jobs %d --rerun-incomplete --until %s" % (N(20, 200), P(RULES)),
                 "rerun the pipeline only up to one rule", "只把流程跑到某一个 rule"),
        lambda: ("conda env create -f envs/%s.yaml -p /scratch/%s/envs/%s_%d" % (P(ENVS), user, P(ENVS), N(2, 19)),
                 "rebuild the conda env on scratch", "在 scratch 上重建 conda 环境"),
        lambda: ("srun -p interactive --mem=%dG -c %d -t %d:00:00 --pty bash" % (P([8, 16, 32, 64]), P([2, 4, 8, 16]), N(1, 8)),
                 "get an interactive session that doesn't get killed", "申请一个不会被杀的交互式节点"),
        lambda: ("rsync -avP --partial %s@%s:/scratch/%s/%s/ ./%s_%d/" % (user, P(HOSTS), user, P(DIRS), P(DIRS), N(2, 40)),
                 "pull the results down from scratch", "把 scratch 上的结果拉回本地"),
        lambda: ("sacct -j %d --format=JobID,JobName%%30,MaxRSS,Elapsed,State" % b.jid(),
                 "see how much memory that job actually used", "看那个任务实际用了多少内存"),
        lambda: ("latexmk -pdf -shell-escape -outdir=build_%s thesis.tex" % P(["final", "v%d" % N(2, 9), "draft%d" % N(2, 9)]),
                 "build the thesis PDF without the aux mess", "编译论文 PDF 又不弄得到处都是 aux 文件"),
        lambda: ("Rscript scripts/deseq2_contrasts.R --padj %s --lfc-threshold %s --out results/de_v%d" % (P(["0.05", "0.01", "0.1"]), P(["0.5", "1", "0.58"]), N(2, 30)),
                 "regenerate the DE tables with the new thresholds", "用新阈值重新生成差异表"),
        lambda: ("samtools sort -@ %d -m %dG -o %s.sorted.bam %s.bam" % (P([4, 8, 16, 32]), N(1, 4), P(SAMPLES), P(SAMPLES)),
                 "sort that one BAM that came out unsorted", "把那个没排序的 BAM 排一下"),
        lambda: ("find /scratch/%s/%s -name '*.bam' -mtime +%d -delete" % (user, P(DIRS), N(14, 90)),
                 "clear out old BAMs before the quota kills me", "在配额爆之前清掉旧 BAM"),
        lambda: ("snakemake -n --forceall --rulegraph | dot -Tpdf > dag_%s.pdf" % P(["thesis", "ch3", "ch4", "rev%d" % N(1, 9)]),
                 "draw the rule graph for the methods figure", "画方法部分要用的 rule graph"),
        lambda: ("git tag -a rev%d-%s -m 'revision %d resubmission'" % (N(1, 4), P(["resub", "final", "journal"]), N(1, 4)),
                 "tag the exact code version for the resubmission", "给返修提交的代码版本打 tag"),
        lambda: ("scancel --state=PENDING --name=%s_%d" % (P(RULES), N(2, 30)),
                 "cancel only the pending jobs from that rule", "只取消那个 rule 里还在排队的任务"),
        lambda: ("apptainer exec --bind /scratch/%s containers/%s_%d.sif bash run_%s.sh" % (user, P(ENVS), N(2, 12), P(DIRS)),
                 "run it inside the container with scratch mounted", "挂载 scratch 在容器里跑"),
        lambda: ("multiqc results/qc_%s -o reports/multiqc_%d --force" % (P(DIRS), N(2, 40)),
                 "regenerate the QC report", "重新生成 QC 报告"),
        lambda: ("sbatch --dependency=afterok:%d scripts/merge_counts.sh" % b.jid(),
                 "chain the merge step after the array", "让合并步骤在 array 跑完之后自动开始"),
        lambda: ("bibtool -s -d refs_%s.bib -o refs_clean.bib" % P(["thesis", "ch2", "paper", "all"]),
                 "dedupe the bibliography before the thesis build", "编译前给参考文献去重"),
    ]


SERVICES = [
    ("RStudio Server on the interactive node", "RStudio on the node", "计算节点上的 RStudio Server"),
    ("the Jupyter tunnel", "jupyter", "jupyter 的隧道"),
    ("the cellxgene viewer for the single-cell data", "cellxgene", "单细胞数据的 cellxgene 浏览器"),
    ("the lab's Postgres sample database", "postgres", "实验室样本库的 Postgres"),
    ("the Shiny app for the practical", "shiny", "给实验课用的 Shiny app"),
    ("the Dask dashboard", "dask", "Dask dashboard"),
    ("TensorBoard for the scVI runs", "tensorboard", "scVI 的 TensorBoard"),
    ("the lab's Galaxy instance", "galaxy", "组里的 Galaxy"),
    ("the IGV batch port", "igv", "IGV 的批处理端口"),
    ("the MLflow tracking server", "mlflow", "MLflow 追踪服务"),
]

TOOLS = [
    ("snakemake", "SLURM profile", "SLURM profile", (7, 8)),
    ("scanpy", "neighbours graph", "邻接图", (1, 1)),
    ("DESeq2", "lfcShrink defaults", "lfcShrink 的默认参数", (1, 1)),
    ("Salmon", "index format", "索引格式", (1, 1)),
    ("STAR", "genome index", "基因组索引", (2, 2)),
    ("pysam", "BAM parsing", "读 BAM 的部分", (0, 0)),
    ("Seurat", "integration workflow", "整合流程", (4, 5)),
    ("MultiQC", "report template", "报告模板", (1, 1)),
    ("pandas", "groupby output", "groupby 的输出", (1, 2)),
    ("scvi-tools", "model loading", "模型加载", (0, 1)),
    ("MACS3", "peak calling", "call peak", (3, 3)),
    ("bedtools", "intersect output", "intersect 的输出", (2, 2)),
    ("deepTools", "bigwig normalisation", "bigwig 标准化", (3, 3)),
    ("anndata", "h5ad writer", "h5ad 写入", (0, 0)),
]


def tool_version(c, t):
    return "%d.%d.%d" % (c.N(t[3][0], t[3][1]), c.N(1, 45), c.N(0, 15))


REFS = [
    ("loveModeratedEstimationFold2014", "Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2", "Love MI, Huber W, Anders S", 2014, "Genome Biology", "10.1186/s13059-014-0550-8"),
    ("patroSalmonProvidesFast2017", "Salmon provides fast and bias-aware quantification of transcript expression", "Patro R, Duggal G, Love MI, Irizarry RA, Kingsford C", 2017, "Nature Methods", "10.1038/nmeth.4197"),
    ("dobinSTARUltrafastUniversal2013", "STAR: ultrafast universal RNA-seq aligner", "Dobin A, Davis CA, Schlesinger F, et al.", 2013, "Bioinformatics", "10.1093/bioinformatics/bts635"),
    ("molderSustainableDataAnalysis2021", "Sustainable data analysis with Snakemake", "Mölder F, Jablonski KP, Letcher B, et al.", 2021, "F1000Research", "10.12688/f1000research.29032.2"),
    ("lopezDeepGenerativeModeling2018", "Deep generative modeling for single-cell transcriptomics", "Lopez R, Regier J, Cole MB, Jordan MI, Yosef N", 2018, "Nature Methods", "10.1038/s41592-018-0229-2"),
    ("korsunskyFastSensitiveAccurate2019", "Fast, sensitive and accurate integration of single-cell data with Harmony", "Korsunsky I, Millard N, Fan J, et al.", 2019, "Nature Methods", "10.1038/s41592-019-0619-0"),
    ("robinsonEdgeRBioconductorPackage2010", "edgeR: a Bioconductor package for differential expression analysis of digital gene expression data", "Robinson MD, McCarthy DJ, Smyth GK", 2010, "Bioinformatics", "10.1093/bioinformatics/btp616"),
    ("ritchieLimmaPowersDifferential2015", "limma powers differential expression analyses for RNA-sequencing and microarray studies", "Ritchie ME, Phipson B, Wu D, et al.", 2015, "Nucleic Acids Research", "10.1093/nar/gkv007"),
    ("zhangModelbasedAnalysisChIPSeq2008", "Model-based Analysis of ChIP-Seq (MACS)", "Zhang Y, Liu T, Meyer CA, et al.", 2008, "Genome Biology", "10.1186/gb-2008-9-9-r137"),
    ("wolfSCANPYLargescaleSinglecell2018", "SCANPY: large-scale single-cell gene expression data analysis", "Wolf FA, Angerer P, Theis FJ", 2018, "Genome Biology", "10.1186/s13059-017-1382-0"),
    ("kimGraphbasedGenomeAlignment2019", "Graph-based genome alignment and genotyping with HISAT2 and HISAT-genotype", "Kim D, Paggi JM, Park C, Bennett C, Salzberg SL", 2019, "Nature Biotechnology", "10.1038/s41587-019-0201-4"),
    ("ewelsMultiQCSummarizeAnalysis2016", "MultiQC: summarize analysis results for multiple tools and samples in a single report", "Ewels P, Magnusson M, Lundin S, Käller M", 2016, "Bioinformatics", "10.1093/bioinformatics/btw354"),
    ("benjaminiControllingFalseDiscovery1995", "Controlling the false discovery rate: a practical and powerful approach to multiple testing", "Benjamini Y, Hochberg Y", 1995, "JRSS Series B", "10.1111/j.2517-6161.1995.tb02031.x"),
    ("buenrostroTranspositionNativeChromatin2013", "Transposition of native chromatin for fast and sensitive epigenomic profiling", "Buenrostro JD, Giresi PG, Zaba LC, Chang HY, Greenleaf WJ", 2013, "Nature Methods", "10.1038/nmeth.2688"),
    ("ramirezDeepTools2NextGeneration2016", "deepTools2: a next generation web server for deep-sequencing data analysis", "Ramírez F, Ryan DP, Grüning B, et al.", 2016, "Nucleic Acids Research", "10.1093/nar/gkw257"),
    ("haoIntegratedAnalysisMultimodal2021", "Integrated analysis of multimodal single-cell data", "Hao Y, Hao S, Andersen-Nissen E, et al.", 2021, "Cell", "10.1016/j.cell.2021.04.048"),
    ("yuClusterProfilerPackageComparing2012", "clusterProfiler: an R package for comparing biological themes among gene clusters", "Yu G, Wang LG, Han Y, He QY", 2012, "OMICS", "10.1089/omi.2011.0118"),
    ("subramanianGeneSetEnrichment2005", "Gene set enrichment analysis: a knowledge-based approach for interpreting genome-wide expression profiles", "Subramanian A, Tamayo P, Mootha VK, et al.", 2005, "PNAS", "10.1073/pnas.0506580102"),
    ("bergenGeneralizingRNAVelocity2020", "Generalizing RNA velocity to transient cell states through dynamical modeling", "Bergen V, Lange M, Peidli S, Wolf FA, Theis FJ", 2020, "Nature Biotechnology", "10.1038/s41587-020-0591-3"),
    ("zhuHeavytailedPriorDistributions2019", "Heavy-tailed prior distributions for sequence count data: removing the noise and preserving large differences", "Zhu A, Ibrahim JG, Love MI", 2019, "Bioinformatics", "10.1093/bioinformatics/bty895"),
]

KEYCHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class Content:
    """Shared helpers; EnContent / ZhContent hold the language-specific text."""

    def __init__(self, b):
        self.b = b
        self.r = b.rng
        self._decks = {}

    def deck(self, key, items):
        """Draw without replacement (reshuffled when used up) so phrasing varies across a conversation."""
        d = self._decks.get(key)
        if not d:
            d = list(items)
            self.r.shuffle(d)
            self._decks[key] = d
        return d.pop()

    def N(self, lo, hi):
        return self.r.randint(lo, hi)

    def pick(self, s):
        return self.r.choice(s)

    def chance(self, p):
        return self.r.random() < p

    def sample(self, s, k):
        return self.r.sample(list(s), k)

    def key(self, n=8):
        return "".join(self.pick(KEYCHARS) for _ in range(n))

    def node(self):
        k = self.N(0, 9)
        if k < 6:
            return "cn%04d" % self.N(101, 1288)
        if k < 8:
            return "bm%02d" % self.N(1, 24)
        return "gpu%02d" % self.N(1, 16)

    def iso(self, day=None, hour=None):
        d = day if day is not None else self.N(4, 11)
        return "2027-01-%02dT%02d:%02d:%02d" % (d, hour if hour is not None else self.N(0, 23), self.N(0, 59), self.N(0, 59))

    def hms(self, maxh=47):
        return "%d:%02d:%02d" % (self.N(0, maxh), self.N(0, 59), self.N(0, 59))

    def gib(self):
        return "%d.%dG" % (self.N(0, 180), self.N(0, 9))

    # ---- tool outputs that are the same shape in both languages -------------------------
    def jobs_data(self):
        n = self.N(6, 15)
        states = ["RUNNING"] * 5 + ["PENDING"] * 4 + ["COMPLETED"] * 3 + ["FAILED", "TIMEOUT", "OUT_OF_MEMORY"]
        jobs = []
        for _ in range(n):
            st = self.pick(states)
            rule = self.pick(RULES + SCRIPT_NAMES)
            jid = str(self.b.jid())
            if self.chance(0.35):
                jid += "_%d" % self.N(1, 400)
            part = self.pick(["standard", "standard", "bigmem", "short", "gpu"])
            j = {"job_id": jid, "name": "%s_%d" % (rule, self.N(1, 48)), "partition": part, "state": st,
                 "cpus": self.pick([1, 2, 4, 8, 16, 32]), "mem_req": "%dG" % self.pick([4, 8, 16, 32, 64, 128, 256])}
            if st == "PENDING":
                j["reason"] = self.pick(["Priority", "Resources", "QOSMaxJobsPerUserLimit", "Dependency", "AssocGrpCPUMinutesLimit"])
                j["submit"] = self.iso()
            else:
                j["node"] = self.node()
                lim_h = self.pick([4, 12, 24, 48])
                j["time_limit"] = {4: "04:00:00", 12: "12:00:00", 24: "1-00:00:00", 48: "2-00:00:00"}[lim_h]
                j["elapsed"] = (j["time_limit"] if st == "TIMEOUT" else "%d:%02d:%02d" % (self.N(0, lim_h - 1), self.N(0, 59), self.N(0, 59)))
                memg = int(j["mem_req"][:-1])
                if st != "RUNNING":
                    j["exit_code"] = {"COMPLETED": "0:0", "FAILED": self.pick(["1:0", "2:0", "0:9"]), "TIMEOUT": "0:15", "OUT_OF_MEMORY": "0:125"}[st]
                    if st == "OUT_OF_MEMORY":
                        j["max_rss"] = "%d.%dG" % (memg, self.N(0, 9))
                    else:
                        j["max_rss"] = "%d.%dG" % (self.N(0, max(0, memg - 1)), self.N(0, 9))
            jobs.append(j)
        return {"cluster": self.b.cluster, "user": self.b.user, "queried_at": self.iso(), "fairshare": round(self.r.uniform(0.05, 0.9), 3),
                "jobs": jobs}

    def jobs_counts(self, data):
        c = {}
        for j in data["jobs"]:
            c[j["state"]] = c.get(j["state"], 0) + 1
        return c

    def refs_data(self, k=None):
        items = self.sample(REFS, k or self.N(3, 6))
        out = []
        for key, title, au, yr, jn, doi in items:
            out.append({"item_key": self.key(), "citekey": key, "title": title, "authors": au, "year": yr,
                        "journal": jn, "doi": doi, "collections": self.sample(["thesis", "ch2-intro", "ch3-methods", "revision", "to-read", "practical"], self.N(1, 3)),
                        "attachments": self.N(0, 2)})
        return items, {"query_results": len(out), "library": "My Library", "items": out}

    def files_data(self, exts, dirs, n=None):
        res = []
        for _ in range(n or self.N(4, 9)):
            d = self.pick(dirs)
            res.append({"path": "%s/%s" % (d, self.pick(exts)) % self.N(1, 40), "size": self.gib(),
                        "modified": "2026-%02d-%02d %02d:%02d" % (self.N(9, 12), self.N(1, 28), self.N(0, 23), self.N(0, 59))})
        return {"root": "/scratch/%s" % self.b.user, "matches": res, "searched_files": self.N(2000, 90000)}

    def ports_listing(self, host):
        lines = ["State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process"]
        used = sorted(set([22, 111, 631] + [self.N(1025, 64999) for _ in range(self.N(6, 12))]))
        for p in used:
            lines.append("LISTEN 0      %-6d 0.0.0.0:%-14d 0.0.0.0:*" % (self.pick([128, 4096, 511, 64]), p))
        return "%s$ ss -tln\n" % host + "\n".join(lines)

    def module_listing(self, tool, ver=None):
        mods = []
        for t in self.sample(TOOLS, 6):
            for _ in range(self.N(1, 3)):
                mods.append("%s/%s" % (t[0], tool_version(self, t)))
        tt = [t for t in TOOLS if t[0] == tool][0]
        vs = ["%s/%s" % (tool, tool_version(self, tt)) for _ in range(self.N(1, 3))]
        if ver:
            vs.append("%s/%s (D)" % (tool, ver))
        mods += vs
        mods += ["R/4.%d.%d" % (self.N(1, 4), self.N(0, 3)), "python/3.%d.%d" % (self.N(9, 12), self.N(0, 9)), "gcc/%d.%d.0" % (self.N(9, 13), self.N(1, 3))]
        self.r.shuffle(mods)
        rows = ["----------------------------- /apps/modulefiles/bio -----------------------------"]
        for i in range(0, len(mods), 3):
            rows.append("   " + "".join("%-28s" % m for m in mods[i:i + 3]))
        rows.append("\n  Where:\n   D:  Default Module\n\nUse \"module spider\" to find all possible modules and extensions.")
        return "\n".join(rows)


def U(t, allow=()):
    return ("user", t, frozenset(allow))


def A(t, allow=()):
    return ("assistant", t, frozenset(allow))


def TL(name, args, out, allow=()):
    return ("tool", name, args, out, frozenset(allow))


# ======================================================================================
# English
# ======================================================================================

NEEDLE_FIRST_EN = ["Priya", "Marcus", "Ingrid", "Tobias", "Leila", "Dominik", "Kwame", "Sanne", "Mateo", "Yuki",
                   "Greta", "Nikhil", "Ottilie", "Bruno", "Hanna", "Emeka", "Clara", "Rasmus", "Noor", "Felix",
                   "Ilse", "Adrien", "Beatriz", "Callum", "Dorota", "Eamon", "Farah", "Gustav", "Marisol", "Teodora",
                   "Ivo", "Wiebke", "Kofi", "Elin"]
NEEDLE_LAST_EN = ["Raman", "Vandenberg", "Okonkwo", "Lindgren", "Moreau", "Haddad", "Castellanos", "Nakamura",
                  "Brennan", "Szabo", "Achterberg", "Ferreira", "Osei", "Dunleavy", "Petrakis", "Iyer", "Holmberg",
                  "Delacroix", "Quintero", "Abernathy", "Vasquez", "Galloway", "Rinaldi", "Eriksen", "Mahlangu",
                  "Obuya", "Kristiansen", "Varga", "Lachance", "Nowicka", "Baptiste"]
RARE_FIRST_EN = ["Anouk", "Siobhan", "Ragnhild", "Thandiwe", "Oluwaseun", "Mireille", "Dagny", "Ximena",
                 "Leocadia", "Ingvild", "Saoirse", "Jolanta", "Berit", "Zuzanna"]
FIRST_ROLE_EN = ["from research computing", "at the travel office", "in the sequencing core",
                 "from the graduate school office", "(the new lab manager)", "who runs the conference volunteer desk",
                 "from the library's thesis help desk", "in the finance team"]
ROLES_EN = ["the new HPC support engineer", "the person at the travel office handling my claim", "my external examiner",
            "the handling editor for the revision", "the session chair for my talk", "the postdoc who made the ATAC libraries",
            "the sequencing core manager", "the graduate school's thesis submissions officer", "my new co-author from the Utrecht group",
            "the lecturer covering the genomics practical", "the department's finance administrator", "my internal examiner",
            "the student rep for my lab group", "the research software engineer who maintains the cluster modules"]

SUPS_EN = [("Helen Marsh", "Helen"), ("Margit Odegaard", "Margit"), ("Colin Fairbairn", "Colin"), ("Ruth Adeyemi", "Ruth")]
COSUPS_EN = [("Rafael Okafor", "Rafael"), ("Jonas Lindqvist", "Jonas"), ("Anjali Menon", "Anjali"), ("Pieter de Wit", "Pieter")]
LABMATES_EN = ["Sunny", "Ollie", "Meg", "Dev", "Kasia", "Bart", "Lotte", "Jun"]
STUDENTS_EN = ["Aidan", "Bethany", "Chloe", "Declan", "Erin", "Freya", "Gavin", "Holly", "Isaac", "Jess", "Kieran",
               "Lucy", "Morgan", "Niamh", "Owen", "Rhys", "Tara", "Zach", "Ewan", "Iona"]
OFFICE_PEOPLE_EN = ["Graham Pettigrew", "Sheena Doyle", "Alasdair Finch", "Maureen Blake", "Stuart Nairn", "Lorna McIver",
                    "Douglas Rennie", "Moira Kerr", "Euan Baxter", "Kirsty Lamond"]
CONFS_EN = [("ECCB 2027", "Lisbon", "ECCB27"), ("ISMB 2027", "Montreal", "ISMB27"), ("RECOMB 2027", "Kyoto", "RECOMB27"), ("SMBE 2027", "Ghent", "SMBE27")]
JOURNALS_EN = [("Bioinformatics", "BIOINF"), ("Genome Biology", "GBIO"), ("NAR Genomics and Bioinformatics", "NARGAB"), ("PLOS Computational Biology", "PCOMPBIOL")]
CLUSTERS = ["balsam", "heron", "kelpie", "marram"]
TOPICS_EN = [("fin regeneration in zebrafish", ["msxb", "fn1a", "sall4", "aldh1a2", "mmp9"]),
             ("enhancer turnover in cichlids", ["bmp4", "ptch1", "shh", "fgf8", "pax9"]),
             ("T cell exhaustion in tumour single-cell data", ["TOX", "PDCD1", "HAVCR2", "TCF7", "LAG3"]),
             ("lateral root development in Arabidopsis", ["LBD16", "ARF7", "GATA23", "PLT3", "IAA14"])]

ID_GENS_EN = [
    (lambda c: "RT-%06d" % c.N(100000, 999999), "HPC support ticket", "rc"),
    (lambda c: "EXP-%05d" % c.N(10000, 99999), "expense claim number", "finance"),
    (lambda c: "TR-%04d-%s" % (c.N(1000, 9999), c.key(2)), "travel request number", "finance"),
    (lambda c: c.key(6), "flight booking reference", "travelagent"),
    (lambda c: "PO-%07d" % c.N(4500000, 4599999), "purchase order", "procurement"),
    (lambda c: "INV-27-%05d" % c.N(10000, 99999), "invoice number", "procurement"),
    (lambda c: "%s-%04d" % (c.confcode, c.N(1000, 9999)), "conference registration ID", "conf"),
    (lambda c: "REC-%02d/%03d" % (c.N(10, 99), c.N(100, 999)), "ethics approval reference", "ethics"),
    (lambda c: "SEQ-%s%04d" % (c.key(2), c.N(1000, 9999)), "sequencing order number", "seqcore"),
    (lambda c: "RB-%06d" % c.N(100000, 999999), "room booking reference", "bookings"),
    (lambda c: "BIB-D-26-%05d" % c.N(10000, 99999), "manuscript number for the co-author paper", "editorial"),
]

MONEY_WHAT_EN = [("the conference registration", 250, 900, "conf"), ("the flights", 180, 1400, "reimb"),
                 ("the hotel for four nights", 320, 1100, "reimb"), ("poster printing", 35, 120, "grant"),
                 ("the sequencing top-up", 900, 4200, "grant"), ("the open access fee", 1500, 3600, "grant"),
                 ("the train tickets", 60, 420, "reimb"), ("my TA pay for the term", 800, 2600, "payroll"),
                 ("the per diem total", 90, 480, "reimb"), ("the visa fee", 60, 190, "reimb"),
                 ("the airport taxi", 25, 90, "reimb"), ("the extra cluster storage", 150, 900, "grant"),
                 ("the thesis binding", 40, 160, "grant"), ("the conference dinner ticket", 45, 130, "conf")]
DATE_EVENT_EN = [("the thesis submission deadline", "pgr"), ("my viva", "pgr"), ("the revision deadline", "journal"),
                 ("my conference talk", "conf"), ("the flight out", "travelagent"), ("the last practical session", "course"),
                 ("my lab meeting slot", "sup"), ("the travel claim cutoff", "finance"), ("the thesis committee meeting", "pgr"),
                 ("the cluster maintenance window", "rc"), ("the mock viva", "cosup"), ("the abstract deadline for the workshop", "conf")]

# (choice, reason, topic, reversed-earlier-alternative or None)
DECISIONS_EN = [
    ("rerun the differential expression with DESeq2", "reviewer 2 insists on shrunken fold changes", "the DE method for the revision", "stick with edgeR for the DE part"),
    ("drop the pilot cohort from chapter 4", "its batch effect can't be separated from treatment", "the pilot cohort", "keep the pilot cohort as a supplementary analysis"),
    ("write the thesis in LaTeX rather than Word", "the graduate school Word template mangles the figure numbering", "the thesis format", None),
    ("take the train to the conference", "the department now refuses to refund flights under eight hours by rail", "getting to the conference", "fly to the conference and save a day"),
    ("move the whole pipeline into apptainer containers", "the conda envs break every time the modules get updated", "the software setup", None),
    ("run the assembly on the bigmem partition", "the standard nodes cap at 256 GB and it died twice", "where to run the assembly", "split the assembly into chunks on standard nodes"),
    ("merge figures 3 and 4 into one", "the journal allows eight display items at most", "the figure count", None),
    ("pay the registration on my personal card", "the department card takes two weeks to approve anything", "paying the registration", "wait for the department card for the registration"),
    ("realign everything with STAR", "reviewer 1 questioned the splice junction recall of HISAT2", "the alignment question", None),
    ("stay at the university guesthouse", "the conference hotel is above the per diem cap", "accommodation", "book the conference hotel like everyone else"),
    ("write the discussion chapter first", "{SUP} wants to see the overall story before the details", "the writing order", None),
    ("switch the bibliography export to Better BibTeX", "the citation keys kept changing between exports", "the bibliography mess", None),
    ("skip the Wednesday poster session", "talk prep will eat that whole afternoon", "the conference schedule", None),
    ("lock the environment with conda-lock", "reviewer 3 asked for an exactly reproducible software stack", "reproducibility", None),
    ("give the students pre-aligned BAM files", "alignment won't finish inside a two-hour practical", "the practical data", "let the students run the alignment themselves"),
    ("redo the single-cell integration with scVI", "Harmony over-corrected the rare cell types", "the integration method", "keep Harmony for the integration"),
    ("cut the methods chapter to thirty pages", "{COSUP} says examiners skim methods anyway", "the methods chapter length", None),
]
CONSTRAINTS_EN = [
    ("delete anything under the raw_fastq folder", "until the md5 checksums are verified"),
    ("submit more than 300 array tasks at once", "while the fair-share penalty is still active"),
    ("send the revised manuscript back to the journal", "without {COSUP}'s sign-off on the response letter"),
    ("book any flight", "before the travel request is approved in the system"),
    ("release the practical marks to students", "before the module coordinator has moderated them"),
    ("push to main on the pipeline repo", "unless the snakemake dry-run passes in CI"),
    ("touch the shared conda base environment", "without asking research computing first"),
    ("run anything on the login nodes", "for longer than ten minutes"),
    ("claim the taxi fares", "without the original paper receipts"),
    ("send {SUP} a chapter draft", "late on a Friday afternoon"),
    ("spend the lab sequencing budget", "on anything that isn't in the grant plan"),
    ("copy the patient-derived data", "outside the secure project space"),
    ("change the genome build", "after the figures are frozen"),
    ("post the updated preprint", "before the editor's decision comes in"),
    ("hand out the answer sheets", "until the Thursday session is over"),
    ("start the full rerun", "while the cluster is in drain mode for maintenance"),
    ("use the GPU partition", "for jobs that don't actually touch a GPU"),
]
QUESTIONS_EN = [
    "whether the graduate school counts the appendices toward the word limit",
    "if the travel grant covers the conference dinner",
    "whether the journal lets us move the supplementary methods into the main text",
    "who owns the lab's project quota once {SUP}'s grant ends",
    "whether I can defend remotely if the viva ends up in August",
    "why my fair-share score keeps dropping while everything is pending",
    "if the undergrads' lab reports need a second marker",
    "whether the per diem applies to the travel days",
    "how long research computing keeps files in scratch before purging them",
    "whether {COSUP} has to sign the intention-to-submit form",
    "if reviewer 3's 'minor' point about the GO enrichment is a reject in disguise",
    "whether the old HISAT2 alignments are still needed for chapter 3",
    "if I keep the TA contract during the writing-up period",
    "whether the poster has to use the university template",
    "whether a published paper can go into the thesis more or less verbatim",
    "what happens to my cluster account after I submit",
    "whether the conference refunds the registration if the visa doesn't come through",
]

T_EN = {
    "name": [
        "{ROLE} is {NAME}, for the record.",
        "oh btw, {NAME} — {ROLE} — already replied (that was fast??)",
        "note to self: {ROLE} = {NAME}",
        "I keep forgetting this so: {NAME} is {ROLE}. writing it down.",
        "apparently {ROLE} is going to be {NAME}. never met them, hope they're nice",
        "cc {NAME} on anything about that from now on, since that's {ROLE}",
        "{NAME} ({ROLE}) wants everything by email, not Teams. noted.",
        "bumped into {NAME} at the coffee machine and it turns out that's {ROLE}. small world",
        "({ROLE}: {NAME}, spelled exactly like that)",
        "they finally told me who {ROLE} is -> {NAME}",
    ],
    "name_first": [
        "{NAME} {ROLE} said they'd sort it by Monday",
        "talked to {NAME} {ROLE}, super helpful actually, I was braced for worse",
        "if it breaks again the person to bug is {NAME} {ROLE}",
        "{NAME} {ROLE} is the one who has my form now, apparently",
    ],
    "command": [
        "for future me, the command that finally worked: `{CMD}`",
        "ok so I ran\n```\n{CMD}\n```\nand it seems happy for once",
        "note: when I come back to this, start with `{CMD}`",
        "{COSUP}'s magic incantation, which I do not understand: `{CMD}`",
        "saving this here: {CMD}",
        "the one I need tomorrow is `{CMD}` (NOT the one from last week)",
        "plan for after dinner: `{CMD}` and pray",
        "pasting so I don't lose it:\n```bash\n{CMD}\n```",
        "(it was `{CMD}`, for the record — I had a typo before)",
        "to {PURPOSE} it's `{CMD}`, apparently",
    ],
    "id": [
        "the {LABEL} is {ID}, keep that somewhere",
        "{LABEL}: {ID}",
        "they gave me {ID} as the {LABEL}",
        "if anyone asks, my {LABEL} is {ID}",
        "(the {LABEL} is {ID} btw)",
        "my {LABEL} — {ID} — will apparently be needed again later, of course",
        "I'm supposed to quote {ID} in every email about it (that's the {LABEL})",
        "got the {LABEL} finally!! {ID}",
        "{ID} is the {LABEL}. not to be confused with the other one",
    ],
    "port": [
        "{SVC} is on port {PORT} now (they moved it without telling anyone)",
        "port for {SVC}: {PORT}",
        "tunnelling {SVC} through {PORT}, the default one is taken",
        "fyi {SVC} listens on {PORT}",
        "it's {PORT}. the port. for {SVC}. I always forget",
        "{SVC} -> {PORT}",
        "note that {SVC} is on {PORT}, not the default",
        "(I set {SVC} to {PORT} so it doesn't clash with {LABMATE}'s)",
        "tried 8787 first — no wait, it's {PORT} for {SVC}, 8787 was the old one",
    ],
    "version": [
        "pin {TOOL} to {VER}, anything newer breaks the {THING}",
        "we're on {TOOL} {VER} for the whole thesis and I am not touching it",
        "{TOOL} version for the methods section: {VER}",
        "turns out the cluster module is {TOOL}/{VER}, not what I thought",
        "reviewer wants the exact {TOOL} version -> {VER}",
        "(conda gave me {TOOL} {VER}, whatever, it runs)",
        "{TOOL}=={VER} is the one that works, everything else explodes",
        "everything in chapter 3 was run with {TOOL} {VER}, I checked the logs",
        "I downgraded {TOOL} to {VER} and the {THING} problem just... went away?!",
    ],
    "money": [
        "{WHAT} came to {MONEY}",
        "{MONEY} for {WHAT}. ouch",
        "so {WHAT} = {MONEY}, need to claim that",
        "paid {MONEY} for {WHAT} on my own card (again)",
        "{WHAT} is {MONEY} (!!)",
        "(spent {MONEY} on {WHAT}, the receipt is somewhere in my bag)",
        "the total for {WHAT} is {MONEY} including the stupid card fees",
        "quote for {WHAT}: {MONEY}",
        "I'll get back {MONEY} for {WHAT}, eventually, maybe",
    ],
    "date": [
        "{EVENT} is on {DATE}",
        "{DATE} — {EVENT}. panic",
        "they moved {EVENT} to {DATE}",
        "so {EVENT}: {DATE}, unless something changes (it will)",
        "put {EVENT} down for {DATE}",
        "apparently {EVENT} is {DATE}??",
        "(for the record {EVENT} = {DATE})",
        "counting backwards from {DATE}, which is {EVENT}, I have... not enough weeks",
        "{EVENT} — was it the 12th? no. {DATE}. definitely",
    ],
    "decision": [
        "ok decision made: {C}, because {R}.",
        "going with '{C}' — {R}. not thrilled but fine",
        "{C} it is. reason, for the record: {R}",
        "after way too much back and forth we'll {C}; {R}, basically",
        "{SUP} and I agreed to {C} since {R}",
        "decisions from today's meeting with {SUP}:\n- {C} ({R})\n- {B1}\n- {B2}",
        "fine. FINE. we {C}. {R} and I'm not fighting that",
        "so yeah, plan is to {C} (because {R})",
        "let's {C}, {R}.",
    ],
    "decision_rev": [
        "change of plan on {TOPIC}: forget the idea to {ALT} — we'll {C} instead, because {R}",
        "scrap what I said about {TOPIC}. new plan: {C}. {R}, so the other option is dead",
        "update on {TOPIC} (sorry): not going to {ALT} after all. {C} — {R}",
    ],
    "constraint": [
        "rule from now on: never {A} {COND}.",
        "reminder to self — don't {A} {COND}. learned that the hard way",
        "{SUP} was very clear: nobody is to {A} {COND}",
        "we are NOT allowed to {A} {COND} (policy, apparently)",
        "please stop me if I try to {A} {COND}",
        "hard rule: do not {A} {COND}",
        "(note: can't {A} {COND}, the admins will actually kill me)",
        "never ever {A} {COND}, ok? that's a rule now",
        "lesson of the week: don't {A} {COND}",
        "let's not {A} {COND}. just. no.",
    ],
    "question": [
        "I wonder {Q}.",
        "any idea {Q}?",
        "does anyone actually know {Q}? nobody in the lab does",
        "question I keep not asking anyone: {Q}?",
        "hmm, and {Q}... no idea honestly",
        "I really need to find out {Q} at some point",
        "(also, random, but {Q}? ugh)",
        "still unclear to me {Q}, the website is useless",
        "can't work out {Q} from the regulations",
        "maybe a Q for {SUP}: {Q}?",
    ],
}

BULLETS_EN = ["{SUP} to look at fig 2 colours again", "send an updated chapter plan by next week",
              "ask the core about the failed library", "rename the supplementary tables consistently",
              "look into the GO term redundancy thing", "book a room for the practice talk",
              "check the data availability statement wording", "tidy the repo before anyone looks at it"]
OPENERS_EN = ["ok so", "right.", "ugh ok.", "quick one (it won't be quick).", "random thing:", "before I forget —",
              "brain dump incoming.", "hi again.", "so.", "update:", "hmm ok", "sorry, one more thing", "ok listen"]
LEADIN_EN = {
    "name": ["people admin, because apparently I'm a secretary now.", "trying to keep track of who's who this term.",
             "the email chain about this has like fourteen people on it, so."],
    "command": ["finally got the reruns going.", "spent an hour on this, documenting it so it wasn't for nothing.",
                "back on the cluster, send help."],
    "id": ["paperwork update.", "admin hell continues.", "the forms. the forms never end."],
    "port": ["got the interactive stuff working again.", "trying to show {COSUP} the results without making them install anything.",
             "networking is not my field, for the record."],
    "version": ["reproducibility corner.", "dependency hell, episode 47.", "writing the methods and realising I don't know what I ran."],
    "money": ["doing the expense stuff now while I'm angry enough to finish it.", "receipts everywhere.", "money things."],
    "date": ["calendar stuff.", "dates, because everything is happening at once.", "ok so the timeline."],
    "decision": ["we finally made a call on this.", "long meeting. outcome:", "been going back and forth on this for days."],
    "constraint": ["so there was an incident.", "got told off (politely).", "setting some ground rules for myself."],
}
ASIDES_EN = ["(the coffee machine on our floor is broken again, which explains a lot)", "(yes I'm eating lunch at my desk, don't judge)",
             "(fire alarm test just went off. twice.)", "(my office mate is on a very loud call about fish husbandry)",
             "(I have 34 tabs open, this is fine)", "(why is it always raining here)", "(typing this on the bus, excuse typos)",
             "(the cat is sitting on the printout of chapter 3)", "(I should be writing. I am not writing.)",
             "(sorry, thinking out loud again)"]
BRIDGES_EN = ["also", "oh and", "other thing:", "unrelated but", "and while I'm at it,", "plus"]
CLOSERS_EN = ["anyway. just keep that somewhere.", "can you remember that for me?", "ok that's it for now",
              "noting it here so it exists somewhere other than my head.", "moving on.", "don't let me forget.",
              "right, back to the response letter.", "ok. coffee.", "that's all, carry on"]
ACKS_EN = ["Noted.", "Got it, noted.", "Noted — I'll keep that handy.", "Okay, I've got that written down here.",
           "Got it. Good luck with the rest of today.", "Noted. Shout if you want me to do anything with it.",
           "Saved. Anything else while you're at it?", "Got it — one less thing to keep in your head."]
KACKS_EN = {
    "name": ["Noted who that is — I'll use the name if we need to draft anything to them.", "Got it. Want me to add them to your contacts?"],
    "command": ["Noted. Might be worth putting that in the repo README too, so future-you finds it without me.",
                "Got it. If it ends up in the methods, remember to mention the resource settings as well."],
    "id": ["Noted the reference.", "Got it — I'll use that reference if we need to chase them."],
    "port": ["Noted. Remember the tunnel has to go to the compute node, not the login node.",
             "Got it. If it clashes again, `ss -tln` on the node shows what's taken."],
    "version": ["Noted — worth adding to the software table in the methods.", "Got it. I'd pin it in the environment file too so it doesn't drift."],
    "money": ["Noted — I'll include it when we total up the claim.", "Got it. Maybe keep the receipts somewhere that isn't your bag."],
    "date": ["Noted. Want me to put it in your calendar?", "Got it — that's a date to plan backwards from."],
    "decision": ["Sounds like a sensible call.", "Makes sense. One less open question.", "Reasonable — and easy to defend if a reviewer asks."],
    "constraint": ["Understood, I'll flag it if I see you heading that way.", "Noted. Good rule to have written down."],
}
SIDE_EN = [
    ("can you draft two lines to {STUDENT}, who missed Thursday's practical?",
     "Sure:\n\n> Hi {STUDENT}, no problem about Thursday. The worksheet and the data are on the course page; work through part A before the next session and bring any questions along.\n\nAdjust the tone if you like."),
    ("remind me tonight to back up the thesis folder.",
     "Noted for tonight: back up the thesis folder. I'd push the repo and copy the PDF and figure sources to the external drive as well."),
    ("give me a better word than 'interestingly', I use it in every paragraph.",
     "Depends on what you mean: 'notably', 'strikingly', 'unexpectedly' — or just drop it. The sentence is usually stronger without it."),
    ("'data are' or 'data is' for the thesis?",
     "Either is accepted now; 'data are' is the more traditional choice in a biology thesis, so I'd use that and stay consistent."),
    ("how do I stop LaTeX tables running off the margin?",
     "Use `tabularx` with an `X` column for the long text:\n\n```latex\n\\begin{tabularx}{\\textwidth}{l X r}\n...\n\\end{tabularx}\n```\n\n`\\resizebox` also works but shrinks the font, so keep it as a last resort."),
    ("can you shorten this: 'In this study we have performed an integrative analysis of chromatin accessibility and gene expression across the regeneration time course'",
     "Shorter: 'We integrated chromatin accessibility and gene expression across the regeneration time course.'"),
    ("what's a polite way to say 'the reviewer is wrong'?",
     "Something like: 'We thank the reviewer for raising this. We think there may have been a misunderstanding, which we have clarified in the revised text (lines X–Y).'"),
    ("remind me what MaxRSS actually measures?",
     "MaxRSS is the peak resident memory of the largest task in the step — if the step had several tasks, it's the maximum of any one of them, not the sum."),
    ("how many words is roughly a page in the thesis template?",
     "At 12pt, 1.5 spacing and standard margins, roughly 350–400 words per page of plain text."),
    ("is it 'co-supervisor' or 'cosupervisor' in the acknowledgements?",
     "'Co-supervisor' with the hyphen is the usual form, and it's what most university regulations use."),
    ("tell me to go to bed.",
     "Go to bed. The cluster will still be there in the morning, and so will reviewer 2."),
    ("can you put 'journal club prep' in my calendar for tomorrow morning?",
     "I'd need a time for that — I'll leave it as a note for now and you can tell me when."),
]
NOANSWER_EN = ["", "", "", "On the other thing — I don't have anything I could check that against, sorry.",
               "The other question I can't answer from here."]


class EnContent(Content):
    T = T_EN
    RC_WORDS = ("raw_fastq", "array tasks", "conda base", "login nodes", "patient-derived", "full rerun", "GPU partition")
    MODES = {"name": ["tool", "paste"], "command": ["assistant", "tool", "paste"], "id": ["tool", "paste"],
             "port": ["assistant", "tool", "paste"], "version": ["assistant", "tool", "paste"],
             "money": ["assistant", "tool", "paste"], "date": ["assistant", "tool", "paste"],
             "decision": ["assistant", "tool", "paste"], "constraint": ["assistant", "tool", "paste"], "question": []}

    def setup(self):
        b = self.b
        self.sup_full, self.sup = self.pick(SUPS_EN)
        self.cosup_full, self.cosup = self.pick(COSUPS_EN)
        self.labmates = self.sample(LABMATES_EN, 4)
        self.conf, self.city, self.confcode = self.pick(CONFS_EN)
        self.journal, jp = self.pick(JOURNALS_EN)
        b.cluster = self.pick(CLUSTERS)
        b.user = "tkowal"
        self.topic, self.genes = self.pick(TOPICS_EN)
        self.cur = self.pick(["€", "£", "€"])
        self.ms = "%s-D-26-%05d" % (jp, self.N(10000, 99999))
        self.used_bodies = set()
        self.uni = self.pick(["northbridge.ac.uk", "uni-kelso.ac.uk", "strathmore.ac.uk"])
        self.proj = "proj%04d" % self.N(1000, 9999)
        self.roles = self.sample(ROLES_EN, len(ROLES_EN))
        self.first_roles = self.sample(FIRST_ROLE_EN, len(FIRST_ROLE_EN))
        self.services = self.sample(SERVICES, len(SERVICES))
        self.tools = self.sample(TOOLS, len(TOOLS))
        self.whats = self.sample(MONEY_WHAT_EN, len(MONEY_WHAT_EN))
        self.events = self.sample(DATE_EVENT_EN, len(DATE_EVENT_EN))
        self.decisions = self.sample(DECISIONS_EN, len(DECISIONS_EN))
        self.constraints = self.sample(CONSTRAINTS_EN, len(CONSTRAINTS_EN))
        self.questions = self.sample(QUESTIONS_EN, len(QUESTIONS_EN))
        self.idgens = list(ID_GENS_EN)
        self.cmdgens = command_gens(b, b.user)

    def kw(self):
        return {"SUP": self.sup, "COSUP": self.cosup, "SUP_FULL": self.sup_full, "COSUP_FULL": self.cosup_full,
                "LABMATE": self.pick(self.labmates), "CLUSTER": self.b.cluster, "JOURNAL": self.journal,
                "CONF": self.conf, "CITY": self.city, "STUDENT": self.pick(STUDENTS_EN), "UNI": self.uni,
                "MS": self.ms, "PROJ": self.proj, "B1": "", "B2": ""}

    def f(self, t, v=None):
        d = self.kw()
        b1, b2 = self.sample(BULLETS_EN, 2)
        d["B1"], d["B2"] = fill(b1, **d), fill(b2, **d)
        if v:
            d.update(v)
        return fill(t, **d)

    # ---- needles --------------------------------------------------------------------------
    def gen(self, kind):
        c = self
        if kind == "name":
            if self.chance(0.25):
                n = self.pick(RARE_FIRST_EN)
                role = self.first_roles[0]
                return [n], {"NAME": n, "ROLE": role, "first": True, "_pool": "first_roles", "_item": role}
            n = "%s %s" % (self.pick(NEEDLE_FIRST_EN), self.pick(NEEDLE_LAST_EN))
            role = self.roles[0]
            return [n], {"NAME": n, "ROLE": role, "_pool": "roles", "_item": role}
        if kind == "command":
            g = self.pick(self.cmdgens)
            cmd, pen, pzh = g()
            return [cmd], {"CMD": cmd, "PURPOSE": pen, "_pool": "cmdgens", "_item": g}
        if kind == "id":
            g = self.pick(self.idgens)
            x = g[0](c)
            return [x], {"ID": x, "LABEL": g[1], "CAT": g[2], "_pool": "idgens", "_item": g}
        if kind == "port":
            p = str(self.N(10240, 64999) if self.chance(0.75) else self.N(3000, 9999))
            s = self.services[0]
            return [p], {"PORT": p, "SVC": s[0], "SVC_SHORT": s[1], "_pool": "services", "_item": s}
        if kind == "version":
            t = self.tools[0]
            v = tool_version(self, t)
            return [v], {"VER": v, "TOOL": t[0], "THING": t[1], "_pool": "tools", "_item": t}
        if kind == "money":
            w = self.whats[0]
            cur = "$" if (w[3] == "conf" and self.chance(0.5)) else self.cur
            amt = self.N(w[1], w[2])
            m = "%s%s" % (cur, "{:,}".format(amt))
            return [m], {"MONEY": m, "WHAT": w[0], "CAT": w[3], "amt": amt, "cur": cur, "_pool": "whats", "_item": w}
        if kind == "date":
            mo, d = self.N(2, 7), self.N(1, 28)
            s = "%s %s" % (MONTHS_EN[mo - 1], ordinal(d))
            e = self.events[0]
            return [s], {"DATE": s, "EVENT": e[0], "CAT": e[1], "dt": date(2027, mo, d), "_pool": "events", "_item": e}
        if kind == "decision":
            it = self.decisions[0]
            cc, rr = self.f(it[0]), self.f(it[1])
            return [cc, rr], {"C": cc, "R": rr, "TOPIC": it[2], "ALT": it[3], "_pool": "decisions", "_item": it}
        if kind == "constraint":
            it = self.constraints[0]
            a, cnd = self.f(it[0]), self.f(it[1])
            return [a, cnd], {"A": a, "COND": cnd, "_pool": "constraints", "_item": it}
        if kind == "question":
            q = self.questions[0]
            qq = self.f(q)
            return [qq], {"Q": qq, "_pool": "questions", "_item": q}
        raise ValueError(kind)

    # ---- rendering facts --------------------------------------------------------------------
    def sentence(self, fact, rev=False):
        k, v = fact["kind"], fact["v"]
        if k == "name" and v.get("first"):
            key = "name_first"
        elif k == "decision" and rev:
            key = "decision_rev"
        else:
            key = k
        return self.f(self.deck(("T", key), self.T[key]), v)

    def wrap(self, sents, kinds):
        parts = []
        if self.chance(0.5):
            parts.append(self.deck("open", OPENERS_EN))
        if kinds[0] in LEADIN_EN and self.chance(0.6):
            parts.append(self.f(self.pick(LEADIN_EN[kinds[0]])))
        for i, s in enumerate(sents):
            if i > 0:
                s = self.pick(BRIDGES_EN) + " " + s
            parts.append(s)
            if self.chance(0.3):
                parts.append(self.deck("aside", ASIDES_EN))
        if self.chance(0.55):
            parts.append(self.deck("close", CLOSERS_EN))
        out = parts[0]
        for p in parts[1:]:
            j = self.pick([" ", " ", "\n\n", "\n"])
            if j == " " and not out.rstrip().endswith((".", "!", "?", ")", ":", "—", "`", "```")):
                out += self.pick([".", ".", ",", " -"])
            out += j + p
        return out

    def ack(self, kinds):
        if len(kinds) == 1 and kinds[0] in KACKS_EN and self.chance(0.6):
            return self.deck(("kack", kinds[0]), KACKS_EN[kinds[0]])
        return self.deck("ack", ACKS_EN)

    def user_unit(self, facts, rev=False):
        allow = [n for fc in facts for n in fc["needles"]]
        text = self.wrap([self.sentence(fc, rev) for fc in facts], [fc["kind"] for fc in facts])
        items = [U(text, allow)]
        if len(facts) == 1 and facts[0]["kind"] == "date" and self.chance(0.4):
            v = facts[0]["v"]
            items.append(A("Noted. Want me to put it in your calendar?"))
            items.append(U(self.pick(["yes pls", "yes, with a reminder a week before", "go on then", "yes. in red. if that's a thing"])))
            d = v["dt"]
            args = {"action": "create", "title": v["EVENT"][0].upper() + v["EVENT"][1:], "date": d.isoformat(), "all_day": True,
                    "reminders": ["-7d", "-1d"]}
            out = json.dumps({"status": "created", "event_id": "evt_%s" % self.key(10).lower(), "calendar": "Tomasz (work)",
                              "date": d.isoformat(), "weekday": WEEKDAYS_EN[d.weekday()]}, indent=1)
            items.append(TL("calendar", args, out))
            items.append(A("Done — it's in your work calendar as an all-day event (a %s), with reminders a week and a day before." % WEEKDAYS_EN[d.weekday()]))
        else:
            items.append(A(self.ack([fc["kind"] for fc in facts])))
        return items

    def question_unit(self, fact):
        req, resp = self.deck("side", SIDE_EN)
        kv = self.kw()
        req, resp = fill(req, **kv), fill(resp, **kv)
        q = self.sentence(fact)
        parts = [req, q] if self.chance(0.5) else [q, req]
        if self.chance(0.5):
            parts.insert(0, self.pick(OPENERS_EN))
        if self.chance(0.4):
            parts.insert(len(parts) - 1, self.pick(ASIDES_EN))
        if self.chance(0.3):
            parts.append(self.pick(["anyway, mainly the first thing.", "ok that's all.", "sorry, scattered today."]))
        text = " ".join(parts)
        na = self.pick(NOANSWER_EN)
        return [U(text, fact["needles"]), A(resp + ("\n\n" + na if na else ""))]

    def reversal_pre(self, fact):
        v = fact["v"]
        t = self.pick(["for {TOPIC} I think we'll just {ALT}. probably. not 100% sure",
                       "current plan for {TOPIC}: {ALT}. will run it past {SUP} first",
                       "leaning towards the lazy option on {TOPIC}, i.e. {ALT}. thoughts? (don't answer, I know)"])
        r = self.pick(["That seems workable for now — worth checking with {SUP} before you change anything, though.",
                       "Fine as a working plan. If a reviewer pushes on it later you can always revisit.",
                       "Reasonable. I'd hold off on rerunning anything until it's confirmed."])
        return [U(self.f(t, v)), A(self.f(r, v))]

    def callback(self, fact, nd):
        k = fact["kind"]
        tp = {
            "name": ["btw {X} got back to me, all sorted", "still waiting on {X}. it's been days", "forwarded the whole thread to {X}, let's see"],
            "id": ["update on {X}: status says 'in review' now", "had to read out {X} on the phone today, good thing I wrote it down"],
            "date": ["reminder to self that {X} is coming up way too fast", "checked again, it's still {X}"],
            "command": ["ran `{X}` again today, worked the second time too", "`{X}` — yep, still the right one"],
            "port": ["tunnel on {X} was flaky again, restarted it and it's fine", "{X} again. why do I always forget this"],
            "version": ["double-checked, the lockfile really does say {X}", "{COSUP} asked about the version, told them {X}"],
            "money": ["the {X} still hasn't been paid back btw", "told {LABMATE} about the {X}, they were horrified"],
        }[k]
        t = self.f(self.pick(tp[k] if isinstance(tp, dict) else tp), {"X": nd})
        if k in ("name", "id", "money"):
            r = self.pick(["Fingers crossed.", "Let me know if you want me to chase it.", "Noted — shout if it stalls again.", "Okay, one less loose end."])
        else:
            r = self.pick(["Good to hear.", "Noted.", "Good — worth keeping that one handy.", "Okay."])
        return [U(t, [nd]), A(r)]

    # ---- assistant-mode facts ---------------------------------------------------------------
    def assistant_unit(self, fact):
        k, v = fact["kind"], fact["v"]
        nd = fact["needles"]
        if k == "command":
            ask = self.pick(["what was the exact command to {PURPOSE} again?", "can you give me the command to {PURPOSE}? my brain is soup",
                             "ok how do I {PURPOSE}, one line please", "remind me how to {PURPOSE}"])
            ans = self.pick(["This should do it:\n\n```bash\n{CMD}\n```\n\nRun it from the project root so the relative paths resolve.",
                             "Here you go:\n\n```bash\n{CMD}\n```",
                             "Try:\n\n    {CMD}\n\nIf it complains about the environment, activate it first — the command assumes it's active."])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd)]
        if k == "port":
            node = self.node()
            ask = self.pick(["{SVC} won't start, says the port is in use. can you check what's free on %s?" % node,
                             "ugh, port clash again for {SVC}. what's free on %s?" % node])
            out = self.ports_listing(node)
            ans = self.pick(["{PORT} isn't in use on %s — I'd use that for {SVC}. Tunnel with `ssh -N -L {PORT}:%s:{PORT} tkowal@login1`." % (node, node),
                             "Use {PORT} for {SVC}: it isn't bound on %s and it's well away from the usual defaults." % node])
            return [U(self.f(ask, v)), TL("cluster_exec", {"host": node, "cmd": "ss -tln"}, out), A(self.f(ans, v), nd)]
        if k == "version":
            ask = self.pick(["which {TOOL} version should I pin for the revision? I want zero surprises",
                             "{TOOL}: which version do I pin? the reviewers will rerun things apparently"])
            ans = self.pick(["Pin {TOOL} {VER}. It's the last release before the change to the {THING}, so the reruns won't shift under you.",
                             "I'd pin {VER} for {TOOL} — later releases changed the {THING}, and you don't want that in the middle of a revision."])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd)]
        if k == "money":
            cur, amt = v["cur"], v["amt"]
            items = self.split_amount(amt)
            labels = self.sample(["train", "hotel night 1", "hotel night 2", "taxi", "poster tube (yes really)", "lunch", "dinner",
                                  "airport bus", "printing", "registration top-up", "coffee x3", "metro card"], len(items))
            lines = ["%s  %s%s" % (lb, cur, "{:,.2f}".format(x / 100.0)) for lb, x in zip(labels, items)]
            ask = self.pick(["can you add these up for the claim, I don't trust my own arithmetic today:\n\n", "total pls, receipts from the last trip:\n\n"])
            ans = self.pick(["That comes to {MONEY} exactly.", "Total: {MONEY}. Worth double-checking the receipts match before you submit it."])
            return [U(self.f(ask, v) + "\n".join(lines)), A(self.f(ans, v), nd)]
        if k == "date":
            d = v["dt"]
            start = date(d.year, d.month, 1)
            busy = []
            cur_d = start
            while cur_d < d:
                busy.append({"date": cur_d.isoformat(), "events": self.sample(["lab meeting", "genomics practical", "journal club", "1:1 with %s" % self.sup,
                                                                               "seminar", "writing block (protected)", "dentist", "teaching prep", "group lunch"], self.N(1, 3))})
                cur_d += timedelta(days=1)
            free = [{"date": d.isoformat(), "events": []}] + [{"date": (d + timedelta(days=i)).isoformat(), "events": self.sample(["lab meeting", "seminar", "teaching prep"], 1)} for i in (1, 2)]
            out = json.dumps({"calendar": "Tomasz (work)", "days": busy + free}, indent=1)
            ask = self.pick(["when's the first day in %s where I have literally nothing on? want it for {EVENT}" % MONTHS_EN[d.month - 1],
                             "find me a completely empty day in %s for {EVENT}, earliest possible" % MONTHS_EN[d.month - 1]])
            ans = "The first day with nothing on is {DATE} (a %s) — shall I block it for {EVENT}?" % WEEKDAYS_EN[d.weekday()]
            return [U(self.f(ask, v)), TL("calendar", {"action": "list_days", "from": start.isoformat(), "to": (d + timedelta(days=2)).isoformat()}, out),
                    A(self.f(ans, v), nd), U(self.pick(["yes, block it", "yep do it", "perfect, yes"])), A("Blocked.")]
        if k == "decision":
            ask = self.pick(["ok I can't decide on {TOPIC} and I'm going in circles. what would you do?",
                             "{TOPIC}: you've heard me whinge about it for days. just tell me what to do"])
            ans = self.pick(["If it helps break the tie: I'd {C} — {R}.", "My vote: {C}. The main argument is that {R}."])
            ok = self.pick(["yeah ok. agreed, let's do that.", "fine, you're right. doing it.", "ok yes. decided. thanks"])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd), U(ok), A(self.pick(["Good — one less thing.", "Great. I'll keep it in mind."]))]
        if k == "constraint":
            ask = self.pick(["about to go on a big cleanup-and-admin spree. anything I should watch out for?",
                             "sanity check before I do a bunch of stuff on autopilot — any landmines?"])
            ans = self.pick(["One thing to be careful with: don't {A} {COND}. That's the one that tends to bite.",
                             "Main landmine I'd flag: you shouldn't {A} {COND}. Everything else is recoverable."])
            return [U(ask), A(self.f(ans, v), nd), U(self.pick(["right. yes. good call", "ok, noted, thanks"])), A("Good luck with the spree.")]
        raise ValueError(k)

    def split_amount(self, amt):
        total = amt * 100
        k = self.N(3, 6) if amt > 120 else 2
        cuts = sorted(self.sample(range(100, total - 100), k - 1))
        vals = [b - a for a, b in zip([0] + cuts, cuts + [total])]
        return vals

    # ---- tool / paste bodies ------------------------------------------------------------------
    def bodies(self, fact):
        """Candidate tool/paste texts carrying the fact; sender chosen to fit the fact's category."""
        k, v = fact["kind"], fact["v"]
        cat = v.get("CAT", "")
        d = dict(v)
        ev3 = v.get("EVENT", "")
        ev3 = "your " + ev3[3:] if ev3.startswith("my ") else ev3
        wh3 = v.get("WHAT", "")
        wh3 = "your " + wh3[3:] if wh3.startswith("my ") else wh3
        d.update({"OFFICER": self.pick(OFFICE_PEOPLE_EN), "RT": str(self.N(100000, 999999)), "CARD": "%04d" % self.N(0, 9999),
                  "LABEL_CAP": v.get("LABEL", "x")[:1].upper() + v.get("LABEL", "x")[1:], "EVENT_3P": ev3, "WHAT_3P": wh3,
                  "CONF_DOMAIN": self.confcode.lower() + ".org", "SUP_L": self.sup.lower(), "COSUP_L": self.cosup.lower()})
        MAILS = {
            "rc": "Research Computing <research-computing@{UNI}>", "finance": "Travel & Expenses <travel.expenses@{UNI}>",
            "travelagent": "Campus Travel <bookings@campustravel.co.uk>", "procurement": "Procurement <procurement@{UNI}>",
            "conf": "{CONF} Registration <registration@{CONF_DOMAIN}>", "ethics": "Research Ethics Committee <ethics@{UNI}>",
            "seqcore": "Genomics Core <genomics-core@{UNI}>", "bookings": "Room Bookings <room.bookings@{UNI}>",
            "editorial": "Editorial Manager <em@editorialmanager.com>", "pgr": "PGR Office <pgr-office@{UNI}>",
            "journal": "{JOURNAL} Editorial Office <em@editorialmanager.com>", "course": "BIO2041 Course Team <bio2041@{UNI}>",
            "sup": "{SUP_FULL} <{SUP_L}@{UNI}>", "cosup": "{COSUP_FULL} <{COSUP_L}@{UNI}>", "payroll": "Payroll Services <payroll@{UNI}>",
            "conf_prog": "{CONF} Programme <programme@{CONF_DOMAIN}>",
        }
        B = []
        if k == "name":
            B = [
                ("rc", "[RT-{RT}] Quota increase for {PROJ}",
                 "Hello Tomasz,\n\nYour request is now being handled by {NAME}, who looks after storage and quota requests on {CLUSTER}. Please reply on this ticket rather than opening a new one, and include the project code ({PROJ}).\n\nKind regards,\nResearch Computing Service",
                 "did research computing ever get back to me about the quota?", "Yes — the quota ticket has been assigned to the person who handles storage requests. They want replies on the same ticket, with the project code.",
                 "Yes — {NAME} has picked up the quota ticket. Reply on the same ticket and include the project code."),
                ("finance", "Your claim – change of contact",
                 "Dear Tomasz,\n\nWhile {OFFICER} is on leave, your travel claim has been reassigned to {NAME}. Any questions about receipts or exchange rates should go to them directly.\n\nKind regards,\nFinance – Travel & Expenses",
                 "anything from the travel office? I'm losing hope", "There's one: your claim has been reassigned to a colleague while the usual officer is on leave; receipt questions go to the new contact directly.",
                 "There's one: while {OFFICER} is away, {NAME} has your claim — send receipt questions to them."),
                ("pgr", "Examination arrangements",
                 "Dear Tomasz,\n\nWe can confirm that {NAME} has agreed to act as an examiner for your thesis. Your supervisor, {SUP_FULL}, will be in touch about possible dates. Please do not contact the examiner directly about the examination itself.\n\nBest wishes,\nPGR Office",
                 "anything from the graduate school about examiners?", "Yes — an examiner has been confirmed; {SUP} will be in touch about dates, and you shouldn't contact the examiner directly about the exam.",
                 "Yes — {NAME} has agreed to examine. {SUP} will sort out dates; don't contact them directly about the exam."),
                ("journal", "{MS}: change of handling editor",
                 "Dear Mr Kowalski,\n\nPlease note that your manuscript {MS} is now handled by {NAME}, who has taken over as handling editor. This does not affect the deadline for your revision.\n\nWith kind regards,\nEditorial Office",
                 "is there anything new from the journal? please say no", "Something, but harmless: the paper has a new handling editor. The revision deadline doesn't change.",
                 "Harmless one: {NAME} is the new handling editor for {MS}. The deadline doesn't change."),
                ("{LABMATE} on Slack", "", "the person you want for the library prep questions is {NAME}, they made all the ATAC libraries last year. super nice, just email", "", "", None),
            ]
        elif k == "id":
            body = {
                "rc": "Hello Tomasz,\n\nThank you for contacting Research Computing. Your request has been logged as {ID}. Please keep this reference in the subject line of any reply.\n\nResearch Computing Service",
                "finance": "Dear Tomasz,\n\nThank you for your submission. Your {LABEL} is {ID}. Please quote this reference in all correspondence.\n\nFinance – Travel & Expenses",
                "travelagent": "Dear Mr Kowalski,\n\nYour booking is confirmed.\n\n{LABEL_CAP}: {ID}\nPassenger: KOWALSKI/TOMASZ MR\n\nOnline check-in opens 24 hours before departure.\n\nCampus Travel",
                "procurement": "Dear Tomasz,\n\nThe {LABEL} {ID} has been raised and sent to the supplier. Please reference it on any delivery or invoice queries.\n\nProcurement Team",
                "conf": "Dear Tomasz Kowalski,\n\nThank you for registering for {CONF}. Your {LABEL} is {ID}. Please bring this email (or the QR code in the app) to the registration desk.",
                "ethics": "Dear Tomasz,\n\nThe committee has approved the amendment to the data use application. Your {LABEL} is {ID}; please cite it in any publication using these data.\n\nResearch Ethics Committee",
                "seqcore": "Hi Tomasz,\n\nWe have received your samples. Your {LABEL} is {ID}. Expected turnaround is 3–4 weeks; we will email when the data are on the transfer server.\n\nGenomics Core Facility",
                "bookings": "Dear Tomasz Kowalski,\n\nYour request is confirmed under {ID} ({LABEL}). Please keep this email; you will need it to make any changes.\n\nTimetabling & Room Bookings",
                "editorial": "Dear Mr Kowalski,\n\nYou have been listed as a co-author on a new submission. The manuscript number is {ID}. If you were not aware of this submission, please contact the editorial office.\n\nEditorial Office",
            }[cat]
            B = [(cat, "Confirmation", body, "did the confirmation for the {LABEL} come through?",
                  "Yes, it came through — the reference is in the email.", "Yes: {ID}."),
                 ("no-reply@{UNI}", "Automated confirmation",
                  "This is an automated confirmation.\n\n{LABEL_CAP}: {ID}\nStatus: submitted\nSubmitted by: tkowal\n\nYou will receive a further email once it has been processed.",
                  "can you check whether the {LABEL} thing actually went through?", "It went through — there's an automated confirmation; status is 'submitted'.",
                  "It went through: {ID}, status 'submitted'.")]
        elif k == "money":
            B = {
                "reimb": [("finance", "Claim approved",
                           "Dear Tomasz,\n\nYour claim for {WHAT_3P} has been approved for payment. Approved amount: {MONEY}. Payment will be made with the next payroll run.\n\nKind regards,\nFinance – Travel & Expenses",
                           "did finance say anything about {WHAT}?", "Good news — it's approved, and it'll be paid with the next payroll run.", "Approved: {MONEY}, paid with the next payroll run.")],
                "conf": [("conf", "Payment receipt",
                          "Payment received — thank you.\n\nItem: {WHAT}\nAmount paid: {MONEY}\nPayment method: card ending {CARD}\n\nThis receipt can be used for reimbursement purposes.",
                          "can you find the receipt for {WHAT}? need it for the claim", "Found it — the payment receipt from the conference, which says it can be used for reimbursement.",
                          "Found it: {MONEY}, paid by card ending {CARD}. It says it's valid for reimbursement.")],
                "grant": [("sup", "Re: costs",
                           "Hi Tomasz,\n\nFine by me — {MONEY} for {WHAT} is within what the grant can cover. Put it through as usual.\n\n{SUP}",
                           "did {SUP} reply about the cost of {WHAT}?", "Yes — {SUP} is fine with it and says to put it through as usual.", "Yes — {SUP} okayed {MONEY}; put it through as usual.")],
                "payroll": [("payroll", "Your payslip is available",
                             "Dear Tomasz,\n\nYour January payslip is now available in the HR portal. It includes {MONEY} for {WHAT_3P} (Teaching Assistant, BIO2041).\n\nPayroll Services",
                             "did the TA money come through on the payslip?", "Yes — the payslip includes the TA payment; details are in the HR portal.", "Yes — the payslip includes {MONEY} for the TA work.")],
            }[cat]
        elif k == "date":
            body = {
                "pgr": "Dear Tomasz,\n\nJust to confirm: {EVENT_3P} is now set for {DATE}. Please let us know as soon as possible if this causes any difficulty.\n\nBest wishes,\nPGR Office",
                "journal": "Dear Mr Kowalski,\n\nFollowing your request, the editor has agreed to an extension for {MS}: {EVENT_3P} is now {DATE}.\n\nWith kind regards,\nEditorial Office",
                "conf": "Dear participant,\n\nPlease note the following update to your schedule: {EVENT_3P} — {DATE}. The full programme will follow next week.\n\n{CONF} Programme Committee",
                "travelagent": "Dear Mr Kowalski,\n\nYour itinerary has changed. New date for {EVENT_3P}: {DATE}, departing 07:40. No action is needed unless the new time does not suit you.\n\nCampus Travel",
                "course": "Hi all,\n\nQuick note for demonstrators: {EVENT_3P} will be on {DATE} this year (the timetable on the VLE is wrong). Same room, same time.\n\nBIO2041 Course Team",
                "sup": "Tomasz — {EVENT_3P} is {DATE}, I've put it on the lab calendar. Please have something to show.\n\n{SUP}",
                "finance": "Dear colleague,\n\nPlease note that {EVENT_3P} for this financial year is {DATE}. Claims received after this date cannot be processed until the new year.\n\nFinance – Travel & Expenses",
                "rc": "Dear users,\n\nPlanned maintenance: {EVENT_3P} is scheduled for {DATE}. All partitions will be drained the evening before; jobs that cannot finish in time will stay pending.\n\nResearch Computing Service",
                "cosup": "Hi Tomasz — quick one. I've checked with {SUP} and {EVENT_3P} will be on {DATE}. Put it in your diary.\n\n{COSUP}",
            }[cat]
            sender = "conf_prog" if cat == "conf" else cat
            B = [(sender, "Date confirmed", body, "any news on {EVENT}?", "Yes — there's a confirmation with the date.", "Yes: {DATE}, it's confirmed.")]
            if cat not in ("cosup", "sup"):
                B.append(("cosup", "dates", "Hi Tomasz — quick one. I've checked with {SUP} and {EVENT_3P} will be on {DATE}. Put it in your diary.\n\n{COSUP}",
                          "did {COSUP} send anything about {EVENT}?", "Yes, a short note: it's been agreed with {SUP}; the date is in the mail.", "Yes — {COSUP} says {DATE}, agreed with {SUP}."))
        elif k == "decision":
            B = [("sup", "Re: next steps",
                  "Hi Tomasz,\n\nThought about it over the weekend. I think we should {C} — {R}. Let's not spend more time on the alternatives.\n\nBest,\n{SUP}",
                  "did {SUP} reply about {TOPIC}?", "Yes — {SUP} has made a call and doesn't want more time spent on alternatives.", None),
                 ("{COSUP} (Teams)", "", "ok talked to {SUP}. we {C}, {R}. sorry for all the back and forth!!", "", "", None),
                 ("the shared meeting notes", "", "Meeting {SUP} / Tomasz\n- agreed: {C}\n  - why: {R}\n- {B1}\n- {B2}", "", "", None)]
        elif k == "constraint":
            B = [("rc", "Please read: acceptable use of {CLUSTER}",
                  "Dear user,\n\nA reminder of the acceptable use policy: please do not {A} {COND}. Repeated issues may lead to your account being suspended.\n\nResearch Computing Service",
                  "why did research computing email me, am I in trouble", "Not in trouble — it's a policy reminder sent to users, with a warning about suspensions for repeat issues.", None),
                 ("sup", "one thing", "Tomasz,\n\nOne thing, and I mean it: don't {A} {COND}. We've had problems with this before.\n\n{SUP}",
                  "what's the email from {SUP} with the ominous subject?", "It's short — {SUP} is laying down a rule, and points out it's caused problems before.", None),
                 ("{COSUP} (Teams)", "", "btw pls never {A} {COND}. learned that one the hard way in my own PhD lol", "", "", None)]
        elif k == "command":
            B = [("{LABMATE} on Slack", "", "ok what fixed it for me was `{CMD}` and then just wait, don't touch anything while it runs", "", "", None),
                 ("the README in the lab pipeline repo", "", "## Useful commands (ask before changing these)\n\n- to {PURPOSE}:\n\n```\n{CMD}\n```\n\n- do NOT delete .snakemake/ unless you know why", "", "", None),
                 ("{COSUP} (email)", "Re: reruns", "Hi Tomasz,\n\nI'd just do `{CMD}` and see what falls over. Don't overthink it.\n\n{COSUP}", "", "", None)]
        elif k == "port":
            B = [("Research Computing (announcement)", "", "The {SVC_SHORT} service has moved: it now listens on port {PORT} on all interactive nodes. Old bookmarks will stop working on Monday.", "", "", None),
                 ("{LABMATE} on Slack", "", "use {PORT} for {SVC_SHORT}, the default is always taken by someone's zombie session", "", "", None)]
        elif k == "version":
            B = [("{COSUP} (email)", "Re: versions", "Tomasz — please make sure you use {TOOL} {VER} for the reruns, that's what the original analysis used. Anything else and the numbers will move.\n\n{COSUP}", "", "", None),
                 ("the old methods draft", "", "Reads were processed with a Snakemake workflow; key software: {TOOL} (v{VER}), run in conda environments exported with the repository.", "", "", None)]
        out = []
        blob = " ".join(str(v.get(x, "")) for x in ("A", "COND", "C", "R"))
        for sender, subj, body, ask, s1, s2 in B:
            if k in ("constraint", "decision"):
                if sender == "sup" and self.sup in blob:
                    continue
                if sender.startswith("{COSUP}") and self.cosup in blob:
                    continue
                if sender == "rc" and not any(w in blob for w in self.RC_WORDS):
                    continue
            sender = MAILS.get(sender, sender)
            out.append({"sender": self.f(sender, d), "subject": self.f(subj, d), "body": self.f(body, d),
                        "ask": self.f(ask, d), "s1": self.f(s1, d), "s2": self.f(s2, d) if s2 else None, "key": (k, body)})
        return out

    def pick_body(self, cands):
        fresh = [x for x in cands if x["key"] not in self.used_bodies]
        t = self.pick(fresh or cands)
        self.used_bodies.add(t["key"])
        return t

    def mail_search_out(self, target, mid):
        rows = []
        for _ in range(self.N(2, 5)):
            rows.append({"id": "m_%d" % self.N(10000, 99999), "from": self.pick(OFFICE_PEOPLE_EN + self.labmates + [self.sup_full, "noreply@github.com", "Seminar Series"]),
                         "subject": self.pick(["Re: lab meeting", "Seminar this week", "Your GitHub notification", "Fwd: room change",
                                               "Practical worksheet v3", "Coffee?", "Reminder: safety training", "Re: fig 2"]),
                         "date": self.iso()[:16].replace("T", " "), "unread": self.chance(0.5)})
        rows.insert(self.N(0, len(rows)), {"id": mid, "from": target["sender"], "subject": target["subject"] or "(Teams notification)",
                                           "date": self.iso()[:16].replace("T", " "), "unread": True})
        return json.dumps({"folder": "INBOX", "results": rows}, indent=1, ensure_ascii=False)

    def tool_unit(self, fact):
        k, v = fact["kind"], fact["v"]
        nd = fact["needles"]
        short = k in ("name", "id", "money", "date", "port", "version", "command")
        rep = short and self.chance(0.35)
        if k == "command":
            path = self.pick(["notes/rerun_commands.md", "scripts/run_all.sh", "README_cluster.md", "notes/2026-12_lab_notebook.md"])
            others = []
            for _ in range(self.N(2, 5)):
                c2 = self.pick(self.cmdgens)()[0]
                others.append({"path": self.pick(["scripts/old/%s.sh" % self.pick(SCRIPT_NAMES), "notes/misc.md", "Snakefile", "profiles/slurm/config.yaml"]),
                               "line": self.N(3, 300), "text": c2})
            ln = self.N(5, 120)
            others.insert(self.N(0, len(others)), {"path": path, "line": ln, "text": v["CMD"]})
            out = json.dumps({"root": "~/projects/thesis", "matches": others, "files_scanned": self.N(300, 4000)}, indent=1, ensure_ascii=False)
            ask = self.f(self.pick(["can you find the command I used to {PURPOSE}? it's in my notes somewhere", "search my notes for how I {PURPOSE} last time pls"]), v)
            if rep:
                ans = "Found it in `%s`, line %d:\n\n```bash\n%s\n```" % (path, ln, v["CMD"])
                return [U(ask), TL("file_search", {"root": "~/projects/thesis", "query": self.pick(SCRIPT_NAMES + RULES), "search_content": True}, out, nd), A(ans, nd)]
            ans = "Found it — `%s`, line %d. The other hits are older variants; that one's the most recent." % (path, ln)
            return [U(ask), TL("file_search", {"root": "~/projects/thesis", "query": self.pick(SCRIPT_NAMES + RULES), "search_content": True}, out, nd), A(ans)]
        if k == "port":
            jid = self.b.jid()
            node = self.node()
            t0 = datetime(2027, 1, self.N(8, 10), self.N(8, 20), self.N(0, 59), self.N(0, 59))
            ts = [(t0 + timedelta(seconds=s)).strftime("%Y-%m-%dT%H:%M:%S") for s in sorted(self.sample(range(1, 400), 7))]
            lines = ["[%s] job %d started on %s (partition interactive)" % (ts[0], jid, node),
                     "[%s] module load %s" % (ts[1], self.pick(["R/4.3.2 rstudio-server/2023.12", "python/3.11 jupyterlab/4.1", "cellxgene/1.2", "miniforge/24.3"])),
                     "[%s] writing auth token to ~/.local/share/%s/token" % (ts[2], v["SVC_SHORT"].split()[0].lower()),
                     "[%s] %s listening on %s:%s" % (ts[3], v["SVC_SHORT"], node, v["PORT"]),
                     "[%s] to connect from your laptop run:" % ts[4],
                     "    ssh -N -L %s:%s:%s %s@login1.%s.%s" % (v["PORT"], node, v["PORT"], self.b.user, self.b.cluster, self.uni),
                     "    and open http://localhost:%s" % v["PORT"],
                     "[%s] heartbeat ok (rss %d.%dG / %dG)" % (ts[6], self.N(0, 7), self.N(0, 9), self.pick([16, 32, 64]))]
            ask = self.f(self.pick(["the {SVC_SHORT} job is up I think — can you read the log and tell me how to connect?",
                                    "check the log of the {SVC_SHORT} job? want to connect from the laptop"]), v)
            ans = ("It's up on %s, port {PORT}. Run the tunnel line from the log on your laptop, then open localhost:{PORT}." % node) if rep else \
                ("It's up on %s. The log has the exact tunnel line — copy it as is, then open the localhost URL it prints." % node)
            return [U(ask), TL("cluster_log", {"job_id": jid, "tail": 40}, "\n".join(lines), nd), A(self.f(ans, v), nd if rep else ())]
        if k == "version":
            out = self.module_listing(v["TOOL"], v["VER"])
            ask = self.f(self.pick(["what {TOOL} versions does the cluster have? I'll just take the default", "which {TOOL} do I get if I just module load it?"]), v)
            ans = "Default is {TOOL}/{VER}, so a plain `module load {TOOL}` gets you {VER}." if rep else \
                "The default is the one marked (D) — that's what a plain `module load {TOOL}` gives you. The others are older installs."
            return [U(ask), TL("cluster_exec", {"host": "login1", "cmd": "module avail %s" % v["TOOL"]}, out, nd), A(self.f(ans, v), nd if rep else ())]
        bl = [x for x in self.bodies(fact) if x["ask"]]
        if not bl:
            return self.paste_unit(fact)
        t = self.pick_body(bl)
        mid = "m_%d" % self.N(10000, 99999)
        srch = self.mail_search_out(t, mid)
        rd = json.dumps({"id": mid, "from": t["sender"], "to": "tomasz.kowalski@%s" % self.uni, "date": self.iso()[:16].replace("T", " "),
                         "subject": t["subject"], "body": t["body"]}, indent=1, ensure_ascii=False)
        q = self.pick(["from:%s" % t["sender"].split()[0].lower(), t["subject"][:20] or "teams", "newer_than:3d"])
        items = [U(t["ask"]), TL("mail", {"action": "search", "query": q, "limit": 10}, srch), TL("mail", {"action": "read", "id": mid}, rd, nd)]
        if rep and t["s2"]:
            items.append(A(t["s2"], nd))
        else:
            items.append(A(t["s1"]))
        return items

    def paste_unit(self, fact):
        k = fact["kind"]
        t = self.pick_body(self.bodies(fact))
        intro = self.pick(["got this from {W}:", "look at this ({W}):", "pasting {W}:", "ok so this just came in ({W}):", "fyi, {W}:"])
        body = t["body"]
        if self.chance(0.5):
            body = "\n".join("> " + ln if ln else ">" for ln in body.split("\n"))
        else:
            body = "---\n" + (("Subject: " + t["subject"] + "\n\n") if t["subject"] else "") + body + "\n---"
        com = self.pick(["so that's that.", "ok then.", "great. more admin.", "I mean. fine.", "finally.", "sigh.",
                         "ok good, one less thing.", "noted I guess", "thoughts? (not really asking)"])
        text = fill(intro, W=t["sender"]) + "\n\n" + body + "\n\n" + com
        return [U(text, fact["needles"]), A(self.ack([k]))]


# ======================================================================================
# Simplified Chinese
# ======================================================================================

NEEDLE_SUR_ZH = list("张李王刘杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许傅沈曾彭吕蒋蔡")
NEEDLE_GIVEN_ZH = ["立伟", "思远", "佳怡", "雨桐", "子涵", "浩然", "晓东", "梦琪", "嘉欣", "俊杰", "文博", "欣然", "一鸣",
                   "诗涵", "明轩", "若曦", "天宇", "雅婷", "志强", "海燕", "国栋", "丽娟", "静怡", "晨阳", "书瑶", "鹏飞",
                   "泽宇", "慧敏"]
ROLES_ZH = ["超算中心新来的工程师", "财务处管我报销的老师", "我的外审专家之一", "期刊那边的 handling editor",
            "我报告那个分会场的主持人", "隔壁课题组做 ATAC 建库的博后", "测序平台的负责人", "研究生院管学位论文提交的老师",
            "新合作者（中科院那边的）", "带另一个班实验课的老师", "学院财务秘书", "我的答辩委员会主席",
            "本科生那组的组长", "维护集群 module 的工程师"]
SUPS_ZH = [("陈国平", "陈老师", "chengp"), ("黄振华", "黄老师", "huangzh"), ("郑永刚", "郑老师", "zhengyg"), ("何建新", "何老师", "hejx")]
COSUPS_ZH = [("刘卫东", "刘老师", "liuwd"), ("孙玉梅", "孙老师", "sunym"), ("许志成", "许老师", "xuzc"), ("罗春燕", "罗老师", "luocy")]
SHIXIONG_ZH = ["阿杰师兄", "大鹏师兄", "老段"]
SHIJIE_ZH = ["琪姐", "小雯师姐", "Vivian 师姐"]
STUDENTS_ZH = ["小赵", "小钱", "小孔", "小邱", "小姚", "小范", "小龚", "小童"]
OFFICE_PEOPLE_ZH = ["周建华", "钱秀英", "孔德明", "邱美玲", "姚红梅", "范卫国", "龚丽萍", "童建军"]
CONFS_ZH = [("全国生物信息学大会", "杭州", "CBC27"), ("ISMB 2027", "蒙特利尔", "ISMB27"), ("CCB 2027", "成都", "CCB27")]
JOURNALS_ZH = [("Briefings in Bioinformatics", "BIB"), ("Genomics, Proteomics & Bioinformatics", "GPB"), ("NAR Genomics and Bioinformatics", "NARGAB")]
CLUSTERS_ZH = ["xinghe", "hanhai", "kunpeng"]
TOPICS_ZH = [("斑马鱼鳍再生", ["msxb", "fn1a", "sall4", "aldh1a2"]), ("水稻侧根发育", ["OsWOX11", "OsCRL1", "OsARF16", "OsLBD"]),
             ("肝癌单细胞里的 T 细胞耗竭", ["TOX", "PDCD1", "HAVCR2", "TCF7"])]

ID_GENS_ZH = [
    (lambda c: "GD-%06d" % c.N(100000, 999999), "超算工单号", "rc"),
    (lambda c: "BX27-%05d" % c.N(10000, 99999), "报销单号", "finance"),
    (lambda c: "CC-%04d-%s" % (c.N(1000, 9999), c.key(2)), "出差申请单号", "finance"),
    (lambda c: "JP%08d" % c.N(10000000, 99999999), "机票订单号", "travelagent"),
    (lambda c: "CG-%07d" % c.N(2000000, 2999999), "采购单号", "procurement"),
    (lambda c: "%08d" % c.N(10000000, 99999999), "发票号码", "procurement"),
    (lambda c: "%s-%04d" % (c.confcode, c.N(1000, 9999)), "会议注册号", "conf"),
    (lambda c: "IRB-2026-%03d" % c.N(100, 999), "伦理批件号", "ethics"),
    (lambda c: "NGS%s%04d" % (c.key(2), c.N(1000, 9999)), "测序订单号", "seqcore"),
    (lambda c: "JS-%06d" % c.N(100000, 999999), "教室预约号", "bookings"),
    (lambda c: "CJB-2026-%05d" % c.N(10000, 99999), "合作文章的稿件编号", "editorial"),
]
MONEY_WHAT_ZH = [("会议注册费", 1500, 4500, "conf"), ("机票", 900, 9000, "reimb"), ("四晚的酒店", 1200, 3600, "reimb"),
                 ("海报打印", 80, 300, "grant"), ("测序加测", 3000, 20000, "grant"), ("版面费", 8000, 25000, "grant"),
                 ("高铁票", 200, 1200, "reimb"), ("这学期的助教补贴", 1500, 4000, "payroll"), ("出差补助", 300, 1500, "reimb"),
                 ("签证费", 400, 1500, "reimb"), ("去机场的打车费", 60, 250, "reimb"), ("超算额外存储", 500, 3000, "grant"),
                 ("论文胶装", 100, 400, "grant"), ("会议晚宴票", 200, 600, "conf")]
DATE_EVENT_ZH = [("毕业论文提交截止", "pgr"), ("答辩", "pgr"), ("返修截止", "journal"), ("我的会议报告", "conf"),
                 ("出发的航班", "travelagent"), ("最后一次实验课", "course"), ("轮到我讲组会", "sup"), ("报销截止", "finance"),
                 ("预答辩", "pgr"), ("集群停机维护", "rc"), ("模拟答辩", "cosup"), ("workshop 摘要截止", "conf")]

DECISIONS_ZH = [
    ("用 DESeq2 重跑差异分析", "审稿人2点名要 shrink 过的 fold change", "返修里差异分析用哪个方法", "差异分析还是用 edgeR"),
    ("第四章把预实验那批样本删掉", "那批的批次效应和处理组完全混在一起", "预实验那批样本", "预实验样本放补充材料里"),
    ("毕业论文用 LaTeX 写不用 Word", "学校的 Word 模板图表编号老是乱", "论文用什么写", None),
    ("坐高铁去开会", "学院现在规定五小时以内的行程不给报机票", "去开会的交通", "坐飞机去开会省一天"),
    ("流程全部改用 singularity 容器", "集群一升级 module 环境就坏", "软件环境", None),
    ("组装放到胖节点上跑", "普通节点只有256G内存已经挂了两次", "组装在哪跑", "把组装拆成小块在普通节点跑"),
    ("把图3和图4合并", "期刊规定正文最多8个图表", "图的数量", None),
    ("注册费先用自己的卡付", "走课题组公务卡要审批两周", "注册费怎么付", "等公务卡付注册费"),
    ("全部样本用 STAR 重新比对", "审稿人1质疑 HISAT2 的剪接位点检出率", "比对软件", None),
    ("住学校招待所", "会议酒店超过了住宿标准", "住宿", "跟大家一起住会议酒店"),
    ("先写讨论那一章", "{SUP}想先看整体的故事线", "写作顺序", None),
    ("文献导出改用 Better BibTeX", "citation key 每次导出都会变", "参考文献乱掉的问题", None),
    ("周三的 poster session 不去了", "准备报告要花一整个下午", "会议日程", None),
    ("用 conda-lock 把环境锁死", "审稿人3要求软件环境完全可复现", "可复现性", None),
    ("给本科生直接发比对好的 BAM", "两小时的实验课根本跑不完比对", "实验课的数据", "让本科生自己跑比对"),
    ("单细胞整合改用 scVI", "Harmony 把稀有细胞类型校正没了", "单细胞整合方法", "单细胞整合继续用 Harmony"),
    ("方法章节压到三十页", "{COSUP}说答辩委员根本不细看方法", "方法章节篇幅", None),
]
CONSTRAINTS_ZH = [
    ("删 raw_fastq 目录下的任何东西", "md5 没核对完之前"),
    ("一次提交超过300个 array 任务", "fair-share 惩罚还没恢复的时候"),
    ("把修改稿传回期刊", "{COSUP}没看过回复信之前"),
    ("订机票", "出差申请没批下来之前"),
    ("把实验课成绩发给学生", "课程负责人没审核之前"),
    ("往流程仓库的 main 分支 push", "CI 里 dry-run 没过的情况下"),
    ("动公共的 conda base 环境", "没跟超算中心打招呼的话"),
    ("在登录节点上跑程序", "超过十分钟的话"),
    ("报出租车费", "没有纸质发票的话"),
    ("给{SUP}发章节初稿", "周五下午快下班的时候"),
    ("动课题组的测序经费", "买预算里没列的东西时"),
    ("处理病人来源的数据", "在安全项目目录以外"),
    ("换参考基因组版本", "图定稿以后"),
    ("更新预印本", "编辑没给结果之前"),
    ("给学生发参考答案", "周四实验课结束之前"),
    ("重跑全量数据", "集群 drain 维护期间"),
    ("用 GPU 分区", "任务根本不用 GPU 的时候"),
]
QUESTIONS_ZH = [
    "研究生院的字数限制算不算附录",
    "出差经费能不能报会议晚宴",
    "期刊让不让把补充方法挪进正文",
    "{SUP}的项目结题以后课题组的存储配额归谁",
    "答辩要是拖到八月能不能线上答",
    "为什么任务都在排队 fair-share 还一直往下掉",
    "本科生的实验报告要不要第二个人复核",
    "路上那两天算不算出差补助",
    "超算的 scratch 文件放多久会被清掉",
    "{COSUP}需不需要在论文提交申请表上签字",
    "审稿人3那个所谓 minor 的 GO 富集问题是不是变相拒稿",
    "第三章还用不用得上以前 HISAT2 的比对结果",
    "写论文那段时间助教的钱还发不发",
    "海报是不是必须用学校的模板",
    "已发表的文章能不能基本原样放进学位论文",
    "毕业以后超算账号会不会直接被停",
    "签证没下来的话注册费退不退",
]

T_ZH = {
    "name": [
        "{ROLE}叫{NAME}，记一下",
        "哦对了，{ROLE}是{NAME}，回邮件超快（？？）",
        "备忘：{ROLE} = {NAME}",
        "我老记不住，{NAME}是{ROLE}。写下来",
        "听说{ROLE}会是{NAME}，没见过，希望人好",
        "之后这事都抄送{NAME}，{ROLE}",
        "{NAME}（{ROLE}）说要走邮件，别在微信上说。好吧",
        "刚在楼道碰到{NAME}，原来就是{ROLE}，世界真小",
        "（{ROLE}：{NAME}，别写错字）",
        "终于知道{ROLE}是谁了 -> {NAME}",
    ],
    "command": [
        "记一下最后能跑通的命令：`{CMD}`",
        "我跑的是\n```\n{CMD}\n```\n目前没报错，难得",
        "下次回来先跑 `{CMD}`",
        "{SHIXIONG}给的命令 `{CMD}`，不知道为啥就好了",
        "存一下：{CMD}",
        "明天要用的是 `{CMD}`（不是上周那条！）",
        "吃完饭回来跑：`{CMD}`，然后祈祷",
        "贴这里免得丢了\n```bash\n{CMD}\n```",
        "（其实就是 `{CMD}`，之前是我打错了）",
        "{PURPOSE}的话是 `{CMD}`，据说",
    ],
    "id": [
        "{LABEL}是{ID}，先存着",
        "{LABEL}：{ID}",
        "他们给的{LABEL}是 {ID}",
        "要是有人问，我的{LABEL}是 {ID}",
        "（{LABEL}顺便记一下：{ID}）",
        "我的{LABEL}——{ID}——据说后面还要用，果然",
        "以后每封邮件都要写 {ID}（这是{LABEL}）",
        "终于拿到{LABEL}了！！{ID}",
        "{ID} 是{LABEL}，别跟另一个搞混",
    ],
    "port": [
        "{SVC}现在改到 {PORT} 端口了（改了也不通知一声）",
        "{SVC}的端口：{PORT}",
        "{SVC}走 {PORT}，默认那个被占了",
        "顺便说下{SVC}监听的是 {PORT}",
        "{PORT}。端口。{SVC}的。我每次都忘",
        "{SVC} -> {PORT}",
        "注意{SVC}跑在 {PORT} 上，不是默认端口",
        "（我把{SVC}设成 {PORT} 了，免得跟{SHIXIONG}的冲突）",
        "先试了 8787——不对，{SVC}是 {PORT}，8787 是老的",
    ],
    "version": [
        "{TOOL} 锁死在 {VER}，新版本会把{THING}搞坏",
        "整篇论文都用 {TOOL} {VER}，我不动了",
        "方法部分写 {TOOL} 版本：{VER}",
        "原来集群上的 module 是 {TOOL}/{VER}，跟我想的不一样",
        "审稿人要 {TOOL} 的具体版本 -> {VER}",
        "（conda 给我装的 {TOOL} {VER}，随便吧，能跑）",
        "{TOOL}=={VER} 这个能用，别的全炸",
        "第三章全是 {TOOL} {VER} 跑的，查过 log 了",
        "把 {TOOL} 降到 {VER}，{THING}的问题居然……就好了？！",
    ],
    "money": [
        "{WHAT}一共{MONEY}",
        "{WHAT}花了{MONEY}，肉疼",
        "所以{WHAT} = {MONEY}，要报销",
        "{WHAT}我自己先垫了{MONEY}（又是）",
        "{WHAT}居然要{MONEY}（！！）",
        "（{WHAT}花了{MONEY}，发票不知道塞哪了）",
        "{WHAT}总共{MONEY}，含那个离谱的手续费",
        "{WHAT}报价{MONEY}",
        "{WHAT}的{MONEY}迟早能报回来吧，大概",
    ],
    "date": [
        "{EVENT}在{DATE}",
        "{DATE}——{EVENT}，慌",
        "{EVENT}改到{DATE}了",
        "所以{EVENT}：{DATE}，不出意外的话（肯定出意外）",
        "{EVENT}定在{DATE}",
        "听说{EVENT}是{DATE}？？",
        "（记一下{EVENT} = {DATE}）",
        "从{DATE}倒推，那天是{EVENT}，我的时间……不够",
        "{EVENT}——是12号吗？不是。{DATE}。确定",
    ],
    "decision": [
        "定了：{C}，因为{R}。",
        "就{C}吧——{R}，没办法",
        "{C}，就这么定了。原因记一下：{R}",
        "纠结了半天，最后{C}，主要是{R}",
        "跟{SUP}商量完，{C}，因为{R}",
        "今天组会定的：\n- {C}（{R}）\n- {B1}\n- {B2}",
        "行吧行吧，{C}。{R}，我也没法反驳",
        "计划是{C}（{R}）",
        "那就{C}，{R}。",
    ],
    "decision_rev": [
        "{TOPIC}改主意了：之前说的「{ALT}」不算了——{C}，因为{R}",
        "之前说的{TOPIC}作废。新方案：{C}。{R}，所以另一个选项没戏了",
        "{TOPIC}更新一下（抱歉）：最后还是不按「{ALT}」来了。{C}——{R}",
    ],
    "constraint": [
        "以后的规矩：{COND}绝对不要{A}。",
        "提醒自己——{COND}别{A}，吃过亏了",
        "{SUP}说得很清楚：{COND}谁都不准{A}",
        "规定是{COND}不能{A}（政策，据说）",
        "我要是{COND}想{A}，拦住我",
        "硬性规定：{COND}不许{A}",
        "（注意：{COND}不能{A}，不然管理员要杀了我）",
        "记住，{COND}千万不要{A}",
        "这周的教训：{COND}别{A}",
        "{COND}就先别{A}了，真的",
    ],
    "question": [
        "不知道{Q}。",
        "有人知道{Q}吗",
        "一直想问：{Q}？",
        "嗯……{Q}，完全没概念",
        "回头得搞清楚{Q}",
        "（顺便，{Q}？烦）",
        "到现在也没弄明白{Q}，网站写得跟没写一样",
        "规定翻了半天也没看出{Q}",
        "话说{Q}啊",
        "要不问问{SUP}：{Q}？",
    ],
}
BULLETS_ZH = ["{SUP}再看一下图2的配色", "下周前发新的章节提纲", "问测序平台那个失败的文库", "补充表格统一命名",
              "看看 GO term 冗余的问题", "订个会议室练报告", "检查数据可用性声明的措辞", "仓库整理一下再给别人看"]
OPENERS_ZH = ["好吧", "啊啊啊", "我跟你说", "先记一下", "对了", "插一句", "更新一下", "救命", "嗯", "又是我", "诶"]
LEADIN_ZH = {
    "name": ["人名太多了记不住。", "这学期要对接的人一堆。", "邮件抄送了十几个人，乱死了。"],
    "command": ["重跑终于跑起来了。", "折腾了一个小时，记下来不然白折腾。", "又回到集群上了，救命。"],
    "id": ["行政流程更新一下。", "表格地狱还在继续。", "各种单子各种号。"],
    "port": ["交互节点那边终于弄好了。", "想让{COSUP}直接看结果不用装任何东西。", "网络这块我真的不懂。"],
    "version": ["可复现性专区。", "依赖地狱第47集。", "写方法部分才发现我根本不知道自己跑的哪个版本。"],
    "money": ["趁着还有气赶紧把报销弄了。", "发票到处都是。", "钱的事。"],
    "date": ["日程的事。", "所有事情都挤一块了。", "捋一下时间线。"],
    "decision": ["终于定下来了。", "组会开了三个小时，结论：", "纠结好几天了。"],
    "constraint": ["出了点事故。", "被（很客气地）说了一顿。", "给自己立点规矩。"],
}
ASIDES_ZH = ["（楼里咖啡机又坏了，难怪我心情差）", "（对我在工位上吃外卖，别说我）", "（消防演习刚响了两次）",
             "（隔壁在开组会，声音巨大）", "（浏览器开了三十多个标签页，没事的）", "（又下雨了）",
             "（在地铁上打字，错别字见谅）", "（我本来应该在写论文的。但我没有。）", "（自言自语模式，别管我）", "（奶茶续命中）"]
BRIDGES_ZH = ["还有，", "哦对了，", "另外，", "不相关但是，", "顺便说一句，", "再加一条："]
CLOSERS_ZH = ["总之先记着。", "帮我记一下。", "先这样", "写在这儿，不然只存在我脑子里。", "继续干活。", "别让我忘了。",
              "好，回去改回复信了。", "去续杯了。", "就这些"]
ACKS_ZH = ["记下了。", "好的，记住了。", "收到，已经记下。", "好，我记在这里了。", "记下了，今天加油。",
           "收到，需要我做什么随时说。", "记好了，还有别的吗？", "好，脑子里少装一件事。"]
KACKS_ZH = {
    "name": ["记下这个人是谁了，之后要写邮件我直接用。", "好的，要不要把他加到联系人里？"],
    "command": ["记下了。建议也写进仓库的 README，以后的你不用问我也能找到。", "好。要是写进方法部分，记得把资源参数也写上。"],
    "id": ["编号记下了。", "好，之后要催的话我就引用这个编号。"],
    "port": ["记下了。隧道要连计算节点，别连登录节点。", "好。再冲突的话在节点上跑 `ss -tln` 看看谁占着。"],
    "version": ["记下了，方法里的软件表也要写上。", "好，建议在环境文件里也锁上，免得飘。"],
    "money": ["记下了，最后汇总报销的时候算进去。", "好。发票最好放个固定的地方，别塞包里。"],
    "date": ["记下了，这个日子可以倒推排计划了。", "好，记住这天了。"],
    "decision": ["挺合理的决定。", "有道理，又少一个悬而未决的事。", "合理，审稿人问起来也好解释。"],
    "constraint": ["明白，看到你要这么干我会提醒你。", "记下了，这条规矩写下来挺好。"],
}
SIDE_ZH = [
    ("帮我给{STUDENT}回两句，他周四实验课没来",
     "可以：\n\n> {STUDENT}你好，周四没来没关系。讲义和数据都在课程网站上，下次课前先把 A 部分做完，有问题带过来问。\n\n语气你再调。"),
    ("提醒我今晚备份论文文件夹", "好，今晚提醒你备份论文文件夹。建议顺手 push 一下仓库，再把 PDF 和图的源文件拷到移动硬盘。"),
    ("'interestingly' 我每段都在用，换个词", "看你想表达什么：'notably'、'strikingly'、'unexpectedly'，或者干脆删掉，句子通常更有力。"),
    ("论文里 data 用 are 还是 is", "现在两种都接受；生物类学位论文传统上用 'data are'，用这个并保持一致就行。"),
    ("LaTeX 表格老是超出页边距怎么办",
     "用 `tabularx`，长文本那列用 `X`：\n\n```latex\n\\begin{tabularx}{\\textwidth}{l X r}\n...\n\\end{tabularx}\n```\n\n`\\resizebox` 也行，但会把字缩小，最后再考虑。"),
    ("帮我把这句缩短：'In this study we have performed an integrative analysis of chromatin accessibility and gene expression across the regeneration time course'",
     "短一点：'We integrated chromatin accessibility and gene expression across the regeneration time course.'"),
    ("怎么礼貌地说'审稿人你错了'",
     "可以这样写：'We thank the reviewer for raising this. We think there may have been a misunderstanding, which we have clarified in the revised text (lines X–Y).'"),
    ("MaxRSS 到底统计的是啥来着", "MaxRSS 是这个 step 里单个 task 的峰值常驻内存——有多个 task 的话取其中最大的那个，不是加总。"),
    ("学校模板一页大概多少字", "小四、1.5 倍行距、标准页边距的话，纯文字一页大概八九百字。"),
    ("致谢里副导师英文写 co-supervisor 还是 cosupervisor", "一般写带连字符的 'co-supervisor'，大多数学校的规定里也这么写。"),
    ("劝我去睡觉", "去睡觉。集群明天还在，审稿人2也还在。"),
    ("明天上午帮我把'准备 journal club'加到日历", "需要一个具体时间——先记成备注，你告诉我几点我再加。"),
]
NOANSWER_ZH = ["", "", "", "另一个问题我这边没有能查的信息，抱歉。", "另外那个我这里没法回答。"]


class ZhContent(EnContent):
    T = T_ZH
    RC_WORDS = ("raw_fastq", "array", "conda base", "登录节点", "病人", "全量", "GPU")

    def setup(self):
        b = self.b
        self.sup_full, self.sup, self.sup_l = self.pick(SUPS_ZH)
        self.cosup_full, self.cosup, self.cosup_l = self.pick(COSUPS_ZH)
        self.used_bodies = set()
        self.shixiong = self.pick(SHIXIONG_ZH)
        self.shijie = self.pick(SHIJIE_ZH)
        self.labmates = [self.shixiong, self.shijie]
        self.conf, self.city, self.confcode = self.pick(CONFS_ZH)
        self.journal, jp = self.pick(JOURNALS_ZH)
        b.cluster = self.pick(CLUSTERS_ZH)
        b.user = "lyh"
        self.topic, self.genes = self.pick(TOPICS_ZH)
        self.ms = "%s-2026-%04d" % (jp, self.N(1000, 9999))
        self.uni = self.pick(["nju-bio.edu.cn", "zjlab-u.edu.cn", "hust-life.edu.cn"])
        self.proj = "G%04d" % self.N(1000, 9999)
        self.roles = self.sample(ROLES_ZH, len(ROLES_ZH))
        self.services = self.sample(SERVICES, len(SERVICES))
        self.tools = self.sample(TOOLS, len(TOOLS))
        self.whats = self.sample(MONEY_WHAT_ZH, len(MONEY_WHAT_ZH))
        self.events = self.sample(DATE_EVENT_ZH, len(DATE_EVENT_ZH))
        self.decisions = self.sample(DECISIONS_ZH, len(DECISIONS_ZH))
        self.constraints = self.sample(CONSTRAINTS_ZH, len(CONSTRAINTS_ZH))
        self.questions = self.sample(QUESTIONS_ZH, len(QUESTIONS_ZH))
        self.idgens = list(ID_GENS_ZH)
        self.cmdgens = command_gens(b, b.user)

    def kw(self):
        return {"SUP": self.sup, "COSUP": self.cosup, "SUP_FULL": self.sup_full, "COSUP_FULL": self.cosup_full,
                "SHIXIONG": self.shixiong, "SHIJIE": self.shijie, "LABMATE": self.shixiong, "CLUSTER": self.b.cluster,
                "JOURNAL": self.journal, "CONF": self.conf, "CITY": self.city, "STUDENT": self.pick(STUDENTS_ZH),
                "UNI": self.uni, "MS": self.ms, "PROJ": self.proj, "B1": "", "B2": ""}

    def f(self, t, v=None):
        d = self.kw()
        b1, b2 = self.sample(BULLETS_ZH, 2)
        d["B1"], d["B2"] = fill(b1, **d), fill(b2, **d)
        if v:
            d.update(v)
        return fill(t, **d)

    def gen(self, kind):
        if kind == "name":
            n = self.pick(NEEDLE_SUR_ZH) + self.pick(NEEDLE_GIVEN_ZH)
            role = self.roles[0]
            return [n], {"NAME": n, "ROLE": role, "_pool": "roles", "_item": role}
        if kind == "command":
            g = self.pick(self.cmdgens)
            cmd, pen, pzh = g()
            return [cmd], {"CMD": cmd, "PURPOSE": pzh, "_pool": "cmdgens", "_item": g}
        if kind == "port":
            p = str(self.N(10240, 64999) if self.chance(0.75) else self.N(3000, 9999))
            s = self.services[0]
            return [p], {"PORT": p, "SVC": s[2], "SVC_SHORT": s[1], "_pool": "services", "_item": s}
        if kind == "version":
            t = self.tools[0]
            v = tool_version(self, t)
            return [v], {"VER": v, "TOOL": t[0], "THING": t[2], "_pool": "tools", "_item": t}
        if kind == "money":
            w = self.whats[0]
            amt = self.N(w[1], w[2])
            m = ("¥%d" % amt) if self.chance(0.6) else ("%d元" % amt)
            return [m], {"MONEY": m, "WHAT": w[0], "CAT": w[3], "amt": amt, "cur": "¥", "_pool": "whats", "_item": w}
        if kind == "date":
            mo, d = self.N(2, 7), self.N(1, 28)
            s = "%d月%d%s" % (mo, d, self.pick(["日", "日", "号"]))
            e = self.events[0]
            return [s], {"DATE": s, "EVENT": e[0], "CAT": e[1], "dt": date(2027, mo, d), "_pool": "events", "_item": e}
        return EnContent.gen(self, kind)

    def wrap(self, sents, kinds):
        parts = []
        if self.chance(0.5):
            parts.append(self.deck("open", OPENERS_ZH) + self.pick(["，", "。", "！", " "]))
        if kinds[0] in LEADIN_ZH and self.chance(0.6):
            parts.append(self.f(self.pick(LEADIN_ZH[kinds[0]])))
        for i, s in enumerate(sents):
            if i > 0:
                s = self.pick(BRIDGES_ZH) + s
            parts.append(s)
            if self.chance(0.3):
                parts.append(self.deck("aside", ASIDES_ZH))
        if self.chance(0.55):
            parts.append(self.deck("close", CLOSERS_ZH))
        out = parts[0]
        for p in parts[1:]:
            j = self.pick(["", " ", "\n", "\n\n"])
            if j in ("", " ") and not out.rstrip().endswith(("。", "！", "？", "）", "：", "，", "`", "```", "——", "…")):
                out += self.pick(["。", "，", "。"])
            out += j + p
        return out

    def ack(self, kinds):
        if len(kinds) == 1 and kinds[0] in KACKS_ZH and self.chance(0.6):
            return self.deck(("kack", kinds[0]), KACKS_ZH[kinds[0]])
        return self.deck("ack", ACKS_ZH)

    def user_unit(self, facts, rev=False):
        allow = [n for fc in facts for n in fc["needles"]]
        text = self.wrap([self.sentence(fc, rev) for fc in facts], [fc["kind"] for fc in facts])
        items = [U(text, allow)]
        if len(facts) == 1 and facts[0]["kind"] == "date" and self.chance(0.4):
            v = facts[0]["v"]
            d = v["dt"]
            items.append(A("记下了。要我加到日历里吗？"))
            items.append(U(self.pick(["要", "加，提前一周提醒我", "好啊", "加，标红，如果能标的话"])))
            args = {"action": "create", "title": v["EVENT"], "date": d.isoformat(), "all_day": True, "reminders": ["-7d", "-1d"]}
            out = json.dumps({"status": "created", "event_id": "evt_%s" % self.key(10).lower(), "calendar": "一航（工作）",
                              "date": d.isoformat(), "weekday": WEEKDAYS_ZH[d.weekday()]}, indent=1, ensure_ascii=False)
            items.append(TL("calendar", args, out))
            items.append(A("加好了——工作日历里一个全天日程（%s），提前一周和一天各提醒一次。" % WEEKDAYS_ZH[d.weekday()]))
        else:
            items.append(A(self.ack([fc["kind"] for fc in facts])))
        return items

    def question_unit(self, fact):
        req, resp = self.deck("side", SIDE_ZH)
        kv = self.kw()
        req, resp = fill(req, **kv), fill(resp, **kv)
        q = self.sentence(fact)
        parts = [req, q] if self.chance(0.5) else [q, req]
        if self.chance(0.5):
            parts.insert(0, self.pick(OPENERS_ZH) + "，")
        if self.chance(0.4):
            parts.insert(len(parts) - 1, self.pick(ASIDES_ZH))
        if self.chance(0.3):
            parts.append(self.pick(["总之主要是第一件事。", "就这些。", "今天脑子有点乱。"]))
        text = ""
        for p in parts:
            text += p + ("" if p.endswith(("，", "。", "）", "？")) else self.pick(["。", "，", "\n", " "]))
        na = self.pick(NOANSWER_ZH)
        return [U(text.strip(), fact["needles"]), A(resp + ("\n\n" + na if na else ""))]

    def reversal_pre(self, fact):
        v = fact["v"]
        t = self.pick(["{TOPIC}的话，我觉得就{ALT}吧。大概。没百分百确定", "{TOPIC}目前的打算：{ALT}。先跟{SUP}说一下",
                       "{TOPIC}想偷个懒，就{ALT}。你别说话我知道"])
        r = self.pick(["目前看可以，不过改之前最好跟{SUP}确认一下。", "作为暂定方案没问题，之后审稿人追问再改也来得及。", "合理。确认之前先别急着重跑。"])
        return [U(self.f(t, v)), A(self.f(r, v))]

    def callback(self, fact, nd):
        k = fact["kind"]
        tp = {
            "name": ["对了{X}回我了，搞定", "还在等{X}回复，都好几天了", "把整个邮件链转给{X}了，看看吧"],
            "id": ["{X}那个更新了：状态变成'审核中'了", "今天打电话又报了一遍{X}，幸好记下来了"],
            "date": ["提醒自己{X}越来越近了", "又确认了一遍，还是{X}"],
            "command": ["今天又跑了一次 `{X}`，第二次也没问题", "`{X}`——对，还是这条"],
            "port": ["{X}那个隧道又断了，重启就好了", "又是{X}。为什么我每次都记不住"],
            "version": ["又查了一遍，lockfile 里确实是{X}", "{COSUP}问版本，我说{X}"],
            "money": ["那个{X}到现在还没报下来", "跟{SHIXIONG}说了{X}的事，他也震惊了"],
        }[k]
        t = self.f(self.pick(tp), {"X": nd})
        if k in ("name", "id", "money"):
            r = self.pick(["祈祷一下。", "要我帮你催一下吗？", "记下了，再卡住就说一声。", "好，又少一件挂着的事。"])
        else:
            r = self.pick(["那就好。", "记下了。", "好，这条值得留着。", "好。"])
        return [U(t, [nd]), A(r)]

    def assistant_unit(self, fact):
        k, v = fact["kind"], fact["v"]
        nd = fact["needles"]
        if k == "command":
            ask = self.pick(["再说一下{PURPOSE}的命令是啥来着？", "{PURPOSE}的命令给我一下，脑子糊了", "怎么{PURPOSE}来着，一行就行"])
            ans = self.pick(["这样就行：\n\n```bash\n{CMD}\n```\n\n在项目根目录下跑，相对路径才对得上。", "给你：\n\n```bash\n{CMD}\n```",
                             "试试：\n\n    {CMD}\n\n如果报环境的错，先 activate 一下，这条默认环境已经激活了。"])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd)]
        if k == "port":
            node = self.node()
            ask = self.pick(["{SVC}起不来，说端口被占了。帮我看看 %s 上哪个端口空着？" % node, "{SVC}又端口冲突了，%s 上有啥空的" % node])
            out = self.ports_listing(node)
            ans = self.pick(["{PORT} 在 %s 上没被占用，{SVC}就用这个吧。隧道：`ssh -N -L {PORT}:%s:{PORT} lyh@login1`。" % (node, node),
                             "{SVC}用 {PORT}：%s 上没人绑，也离常见的默认端口远。" % node])
            return [U(self.f(ask, v)), TL("cluster_exec", {"host": node, "cmd": "ss -tln"}, out), A(self.f(ans, v), nd)]
        if k == "version":
            ask = self.pick(["返修要锁 {TOOL} 哪个版本？我不想有任何意外", "{TOOL} 锁哪个版本好？审稿人说要复现"])
            ans = self.pick(["锁 {TOOL} {VER}。这是{THING}改动之前的最后一个版本，重跑结果不会变。",
                             "我建议 {TOOL} 锁 {VER}——之后的版本改了{THING}，返修中途别碰这个。"])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd)]
        if k == "money":
            items = self.split_amount(v["amt"])
            labels = self.sample(["高铁", "酒店第一晚", "酒店第二晚", "打车", "海报筒（真的）", "午饭", "晚饭", "机场大巴", "打印",
                                  "注册费补差", "咖啡x3", "地铁卡"], len(items))
            lines = ["%s  %.2f" % (lb, x / 100.0) for lb, x in zip(labels, items)]
            ask = self.pick(["帮我把这些加一下，报销用的，我今天不信自己的算术：\n\n", "算个总数，上次出差的票据：\n\n"])
            ans = self.pick(["一共{MONEY}，正好。", "总计{MONEY}。提交前再核对一下发票。"])
            return [U(self.f(ask, v) + "\n".join(lines)), A(self.f(ans, v), nd)]
        if k == "date":
            d = v["dt"]
            start = date(d.year, d.month, 1)
            busy = []
            cur_d = start
            while cur_d < d:
                busy.append({"date": cur_d.isoformat(), "events": self.sample(["组会", "本科生实验课", "journal club", "和%s碰进度" % self.sup,
                                                                               "学术报告", "写作时间（勿扰）", "体检", "备课", "课题组聚餐"], self.N(1, 3))})
                cur_d += timedelta(days=1)
            free = [{"date": d.isoformat(), "events": []}] + [{"date": (d + timedelta(days=i)).isoformat(), "events": self.sample(["组会", "学术报告", "备课"], 1)} for i in (1, 2)]
            out = json.dumps({"calendar": "一航（工作）", "days": busy + free}, indent=1, ensure_ascii=False)
            ask = self.pick(["%d月里第一个完全空着的是哪天？想留给{EVENT}" % d.month, "帮我找%d月最早一个完全没安排的日子，留给{EVENT}" % d.month])
            ans = "第一个什么都没有的是{DATE}（%s），要帮你把这天留给{EVENT}吗？" % WEEKDAYS_ZH[d.weekday()]
            return [U(self.f(ask, v)), TL("calendar", {"action": "list_days", "from": start.isoformat(), "to": (d + timedelta(days=2)).isoformat()}, out),
                    A(self.f(ans, v), nd), U(self.pick(["好，占上", "留着", "完美，占上"])), A("已占。")]
        if k == "decision":
            ask = self.pick(["{TOPIC}我实在定不下来了，一直在绕圈。你会怎么选？", "{TOPIC}：你听我念叨好几天了，直接告诉我怎么办"])
            ans = self.pick(["要是帮你拍板的话：我会{C}——{R}。", "我投「{C}」一票。主要理由是{R}。"])
            ok = self.pick(["行吧，同意，就这么办。", "好吧你说得对，开干。", "好，定了，谢谢"])
            return [U(self.f(ask, v)), A(self.f(ans, v), nd), U(ok), A(self.pick(["好，又少一件事。", "好，我记着了。"]))]
        if k == "constraint":
            ask = self.pick(["准备开始大扫除加各种行政杂事，有啥要注意的吗？", "要开始无脑操作一堆事了，先帮我排排雷"])
            ans = self.pick(["有一点要小心：{COND}不要{A}。这个最容易出事。", "我会提醒的主要一点：{COND}别{A}。其他的都能补救。"])
            return [U(ask), A(self.f(ans, v), nd), U(self.pick(["对对对，好提醒", "好，记住了，谢谢"])), A("大扫除顺利。")]
        raise ValueError(k)

    def bodies(self, fact):
        k, v = fact["kind"], fact["v"]
        cat = v.get("CAT", "")
        d = dict(v)
        ev = v.get("EVENT", "")
        d.update({"OFFICER": self.pick(OFFICE_PEOPLE_ZH), "RT": str(self.N(100000, 999999)), "CARD": "%04d" % self.N(0, 9999),
                  "EVENT_3P": ev[1:] if ev.startswith("我的") else ev.replace("轮到我讲组会", "你讲组会的时间"),
                  "CONF_DOMAIN": self.confcode.lower() + ".org.cn", "SUP_L": self.sup_l, "COSUP_L": self.cosup_l})
        MAILS = {
            "rc": "超算中心 <hpc@{UNI}>", "finance": "财务处 <caiwu@{UNI}>", "travelagent": "差旅服务平台 <service@travel-campus.cn>",
            "procurement": "资产与采购办 <caigou@{UNI}>", "conf": "{CONF}会务组 <reg@{CONF_DOMAIN}>", "ethics": "伦理委员会 <ethics@{UNI}>",
            "seqcore": "测序平台 <ngs@{UNI}>", "bookings": "教室预约系统 <booking@{UNI}>", "editorial": "Editorial Manager <em@editorialmanager.com>",
            "pgr": "研究生院 <yjsy@{UNI}>", "journal": "{JOURNAL} Editorial Office <em@editorialmanager.com>", "course": "生物信息学实验课程组 <bioinfo-lab@{UNI}>",
            "sup": "{SUP_FULL} <{SUP_L}@{UNI}>", "cosup": "{COSUP_FULL} <{COSUP_L}@{UNI}>", "payroll": "人事处薪酬科 <xinchou@{UNI}>",
        }
        B = []
        if k == "name":
            B = [("rc", "[工单 GD-{RT}] 存储配额申请",
                  "同学你好：\n\n你的配额申请已转给{NAME}处理，负责{CLUSTER}集群的存储和配额。后续请直接回复本工单，不要新开工单，并注明课题组编号 {PROJ}。\n\n超算中心",
                  "超算中心回我配额的事了吗？", "回了——配额工单已经转给负责存储的工程师了，后续直接回复原工单，写上课题组编号。",
                  "回了，{NAME}在处理配额工单，直接回复原工单，写上课题组编号。"),
                 ("finance", "报销负责人变更",
                  "同学你好：\n\n因{OFFICER}老师休假，你的差旅报销已转由{NAME}老师负责。票据、汇率相关问题请直接联系。\n\n财务处",
                  "财务处那边有消息吗？我快放弃了", "有一封：原来的老师休假，你的报销转给别的老师了，票据问题直接找新负责人。",
                  "有：{OFFICER}老师休假，现在是{NAME}老师负责你的报销，票据问题直接找这位老师。"),
                 ("pgr", "学位论文评阅安排",
                  "同学你好：\n\n经确认，{NAME}同意担任你学位论文的评阅专家。具体安排由导师{SUP_FULL}与你联系。评阅期间请勿直接联系评阅专家。\n\n研究生院培养办",
                  "研究生院有评阅的消息吗", "有——评阅专家确定了，安排由{SUP}联系你，评阅期间别直接联系专家。",
                  "有——{NAME}同意评阅，安排{SUP}会联系你，别直接联系专家。"),
                 ("{SHIXIONG}（微信）", "", "建库的问题你直接问{NAME}，去年的 ATAC 文库都是这位建的，人很好，发邮件就行", "", "", None)]
        elif k == "id":
            body = {
                "rc": "同学你好：\n\n你的问题已登记，工单编号 {ID}。回复时请保留邮件标题中的编号。\n\n超算中心",
                "finance": "同学你好：\n\n你的材料已收到，{LABEL}为 {ID}。后续咨询请注明该编号。\n\n财务处",
                "travelagent": "李一航 先生/女士：\n\n您的机票已出票。\n{LABEL}：{ID}\n乘机人：李一航\n\n请于起飞前24小时办理网上值机。\n\n差旅服务平台",
                "procurement": "李一航同学：\n\n{LABEL} {ID} 已生成并发送给供应商，到货、发票问题请注明该编号。\n\n资产与采购办",
                "conf": "李一航您好：\n\n感谢报名{CONF}，您的{LABEL}为 {ID}，报到时请出示此邮件或 app 里的二维码。\n\n{CONF}会务组",
                "ethics": "李一航同学：\n\n你提交的数据使用修正申请已获批准，{LABEL}为 {ID}，使用该数据的论文中请注明。\n\n伦理委员会",
                "seqcore": "一航你好：\n\n样本已收到，{LABEL}是 {ID}，预计三到四周出数据，传到服务器后会邮件通知。\n\n测序平台",
                "bookings": "李一航同学你好：\n\n已为你登记，编号 {ID}（{LABEL}）。如需修改请保留此邮件。\n\n教室预约系统",
                "editorial": "Dear Mr Li,\n\nYou have been listed as a co-author on a new submission. The manuscript number is {ID}. If you were not aware of this submission, please contact the editorial office.\n\nEditorial Office",
            }[cat]
            B = [(cat, "确认通知", body, "{LABEL}的确认邮件来了吗？", "来了，编号在邮件里，后续要注明。", "来了：{ID}，后续要写上。"),
                 ("系统通知 <no-reply@{UNI}>", "提交成功", "【自动通知】\n\n{LABEL}：{ID}\n状态：已提交\n提交人：lyh\n\n处理完成后会另行通知。",
                  "帮我看看{LABEL}那个到底提交成功没", "成功了——有自动通知，状态是'已提交'。", "成功了：{ID}，状态'已提交'。")]
        elif k == "money":
            B = {
                "reimb": [("finance", "报销审核通过", "同学你好：\n\n你提交的{WHAT}报销已审核通过，核定金额{MONEY}，将随下一批次打入工资卡。\n\n财务处",
                           "财务处说{WHAT}的事了吗？", "好消息——审核通过了，下一批次打到工资卡。", "通过了：{MONEY}，下一批次打卡。")],
                "conf": [("conf", "缴费成功", "缴费成功，感谢参会！\n\n项目：{WHAT}\n金额：{MONEY}\n支付方式：尾号{CARD}的银行卡\n\n本凭证可用于报销。",
                          "帮我找一下{WHAT}的缴费凭证，报销要用", "找到了——会务组发的缴费凭证，写明可用于报销。", "找到了：{MONEY}，尾号{CARD}的卡付的，可以用于报销。")],
                "grant": [("sup", "Re: 费用", "一航：\n\n{WHAT}{MONEY}可以，在经费范围内，按正常流程报。\n\n{SUP}",
                           "{SUP}回{WHAT}费用的事了吗？", "回了——{SUP}同意，按正常流程报。", "回了——{SUP}同意{MONEY}，按正常流程报。")],
                "payroll": [("payroll", "工资条已发布", "李一航：\n\n本月工资条已发布，其中包含{WHAT}{MONEY}（本科生生物信息学实验课助教）。\n\n人事处薪酬科",
                             "助教补贴发了没？看下工资条邮件", "发了——工资条里有助教那笔，明细在人事系统里。", "发了——工资条里有{MONEY}的助教补贴。")],
            }[cat]
        elif k == "date":
            body = {
                "pgr": "同学你好：\n\n现确认，{EVENT_3P}定于{DATE}。如有冲突请尽快告知。\n\n研究生院",
                "journal": "一航：\n\n编辑部回信了，同意延期，{MS} 的{EVENT_3P}改到{DATE}。别再拖了。\n\n{SUP}",
                "conf": "各位参会者：\n\n日程更新如下：{EVENT_3P}——{DATE}。完整日程下周发布。\n\n{CONF}会务组",
                "travelagent": "李一航 先生/女士：\n\n您的行程有变更，{EVENT_3P}改为{DATE} 07:40 起飞。如无异议无需操作。\n\n差旅服务平台",
                "course": "各位助教：\n\n今年{EVENT_3P}安排在{DATE}（教务系统上的课表是错的），教室和时间不变。\n\n课程组",
                "sup": "一航，{EVENT_3P}是{DATE}，我放到组里日历上了，到时候要有东西讲。\n\n{SUP}",
                "finance": "各位老师、同学：\n\n本年度{EVENT_3P}时间为{DATE}，逾期提交的单据需等到下一年度处理。\n\n财务处",
                "rc": "各位用户：\n\n计划维护：{EVENT_3P}安排在{DATE}，前一天晚上所有分区开始 drain，来不及跑完的任务会一直排队。\n\n超算中心",
                "cosup": "一航，跟{SUP}确认过了，{EVENT_3P}就{DATE}，记一下。\n\n{COSUP}",
            }[cat]
            B = [("sup" if cat == "journal" else cat, "日期确认", body, "{EVENT}有消息了吗？", "有——确认了日期，在邮件里。", "有：{DATE}，已经确认了。")]
            if cat not in ("cosup", "sup"):
                B.append(("cosup", "时间", "一航，跟{SUP}确认过了，{EVENT_3P}就{DATE}，记一下。\n\n{COSUP}",
                          "{COSUP}有没有发{EVENT}的事？", "发了，很短：跟{SUP}商量好了，日期在邮件里。", "发了——{DATE}，跟{SUP}商量好的。"))
        elif k == "decision":
            B = [("sup", "Re: 下一步", "一航：\n\n周末想了想，我觉得{C}，{R}。别的方案就别再花时间了。\n\n{SUP}",
                  "{SUP}回{TOPIC}的事了吗", "回了——{SUP}拍板了，不想再在别的方案上花时间。", None),
                 ("{COSUP}（微信）", "", "跟{SUP}聊过了，{C}，{R}。之前来回折腾不好意思哈", "", "", None),
                 ("组会记录（共享文档）", "", "组会 {SUP}/一航\n- 决定：{C}\n  - 原因：{R}\n- {B1}\n- {B2}", "", "", None)]
        elif k == "constraint":
            B = [("rc", "请阅读：{CLUSTER}集群使用规范", "各位用户：\n\n重申集群使用规范：{COND}请勿{A}。多次违规将暂停账号。\n\n超算中心",
                  "超算中心干嘛给我发邮件，我惹事了？", "没惹事——是发给所有用户的规范提醒，多次违规会停号。", None),
                 ("sup", "一件事", "一航：\n\n有件事我是认真的：{COND}不要{A}。以前出过问题。\n\n{SUP}",
                  "{SUP}那封标题很吓人的邮件说的啥", "很短——{SUP}在立规矩，说以前出过问题。", None),
                 ("{COSUP}（微信）", "", "对了{COND}千万别{A}，我读博的时候就栽过哈哈", "", "", None)]
        elif k == "command":
            B = [("{SHIXIONG}（微信）", "", "我当时是 `{CMD}` 搞定的，然后就等着，跑的时候啥也别动", "", "", None),
                 ("组里流程仓库的 README", "", "## 常用命令（改之前先问）\n\n- {PURPOSE}：\n\n```\n{CMD}\n```\n\n- 不知道为什么就别删 .snakemake/", "", "", None),
                 ("{COSUP}（邮件）", "Re: 重跑", "一航，直接 `{CMD}` 看看哪里挂，别想太多。\n\n{COSUP}", "", "", None)]
        elif k == "port":
            B = [("超算中心（公告）", "", "{SVC_SHORT} 服务已迁移：所有交互节点统一改为 {PORT} 端口，旧书签下周一起失效。", "", "", None),
                 ("{SHIXIONG}（微信）", "", "{SVC_SHORT} 用 {PORT}，默认那个老被别人的僵尸进程占着", "", "", None)]
        elif k == "version":
            B = [("{COSUP}（邮件）", "Re: 版本", "一航，重跑一定要用 {TOOL} {VER}，原来的分析就是这个版本，换了数字会变。\n\n{COSUP}", "", "", None),
                 ("以前的方法部分草稿", "", "测序数据使用 Snakemake 流程处理，主要软件：{TOOL}（v{VER}），conda 环境随仓库导出。", "", "", None)]
        out = []
        blob = " ".join(str(v.get(x, "")) for x in ("A", "COND", "C", "R"))
        for sender, subj, body, ask, s1, s2 in B:
            if k in ("constraint", "decision"):
                if sender == "sup" and self.sup in blob:
                    continue
                if sender.startswith("{COSUP}") and self.cosup in blob:
                    continue
                if sender == "rc" and not any(w in blob for w in self.RC_WORDS):
                    continue
            sender = MAILS.get(sender, sender)
            out.append({"sender": self.f(sender, d), "subject": self.f(subj, d), "body": self.f(body, d),
                        "ask": self.f(ask, d), "s1": self.f(s1, d), "s2": self.f(s2, d) if s2 else None, "key": (k, body)})
        return out

    def mail_search_out(self, target, mid):
        rows = []
        for _ in range(self.N(2, 5)):
            rows.append({"id": "m_%d" % self.N(10000, 99999), "from": self.pick(OFFICE_PEOPLE_ZH + [self.shijie, self.sup_full, "研究生院", "教务处", "GitHub", "学术报告通知"]),
                         "subject": self.pick(["Re: 组会", "本周学术报告", "GitHub 通知", "Fwd: 教室调整", "实验讲义 v3", "下午茶？",
                                               "提醒：实验室安全培训", "Re: 图2"]),
                         "date": self.iso()[:16].replace("T", " "), "unread": self.chance(0.5)})
        rows.insert(self.N(0, len(rows)), {"id": mid, "from": target["sender"], "subject": target["subject"] or "（微信转发）",
                                           "date": self.iso()[:16].replace("T", " "), "unread": True})
        return json.dumps({"folder": "收件箱", "results": rows}, indent=1, ensure_ascii=False)

    def tool_unit(self, fact):
        k, v = fact["kind"], fact["v"]
        nd = fact["needles"]
        short = k in ("name", "id", "money", "date", "port", "version", "command")
        rep = short and self.chance(0.35)
        if k == "command":
            path = self.pick(["notes/rerun_commands.md", "scripts/run_all.sh", "README_cluster.md", "notes/2026-12_实验记录.md"])
            others = []
            for _ in range(self.N(2, 5)):
                others.append({"path": self.pick(["scripts/old/%s.sh" % self.pick(SCRIPT_NAMES), "notes/misc.md", "Snakefile", "profiles/slurm/config.yaml"]),
                               "line": self.N(3, 300), "text": self.pick(self.cmdgens)()[0]})
            ln = self.N(5, 120)
            others.insert(self.N(0, len(others)), {"path": path, "line": ln, "text": v["CMD"]})
            out = json.dumps({"root": "~/projects/thesis", "matches": others, "files_scanned": self.N(300, 4000)}, indent=1, ensure_ascii=False)
            ask = self.f(self.pick(["帮我找一下上次{PURPOSE}用的命令，在笔记里某个地方", "搜一下我笔记里上次是怎么{PURPOSE}的"]), v)
            args = {"root": "~/projects/thesis", "query": self.pick(SCRIPT_NAMES + RULES), "search_content": True}
            if rep:
                return [U(ask), TL("file_search", args, out, nd), A("找到了，在 `%s` 第 %d 行：\n\n```bash\n%s\n```" % (path, ln, v["CMD"]), nd)]
            return [U(ask), TL("file_search", args, out, nd), A("找到了——`%s` 第 %d 行。其他几条是旧版本，那条是最新的。" % (path, ln))]
        if k == "port":
            jid = self.b.jid()
            node = self.node()
            t0 = datetime(2027, 1, self.N(8, 10), self.N(8, 20), self.N(0, 59), self.N(0, 59))
            ts = [(t0 + timedelta(seconds=s)).strftime("%Y-%m-%dT%H:%M:%S") for s in sorted(self.sample(range(1, 400), 7))]
            lines = ["[%s] job %d started on %s (partition interactive)" % (ts[0], jid, node),
                     "[%s] module load %s" % (ts[1], self.pick(["R/4.3.2 rstudio-server/2023.12", "python/3.11 jupyterlab/4.1", "cellxgene/1.2", "miniforge/24.3"])),
                     "[%s] writing auth token to ~/.local/share/%s/token" % (ts[2], v["SVC_SHORT"].split()[0].lower()),
                     "[%s] %s listening on %s:%s" % (ts[3], v["SVC_SHORT"], node, v["PORT"]),
                     "[%s] to connect from your laptop run:" % ts[4],
                     "    ssh -N -L %s:%s:%s %s@login1.%s.%s" % (v["PORT"], node, v["PORT"], self.b.user, self.b.cluster, self.uni),
                     "    and open http://localhost:%s" % v["PORT"],
                     "[%s] heartbeat ok (rss %d.%dG / %dG)" % (ts[6], self.N(0, 7), self.N(0, 9), self.pick([16, 32, 64]))]
            ask = self.f(self.pick(["{SVC_SHORT} 那个任务应该起来了——帮我看下 log，怎么连？", "看一下 {SVC_SHORT} 任务的 log？想从笔记本连上去"]), v)
            ans = ("起来了，在 %s 上，端口 {PORT}。在笔记本上跑 log 里那行隧道命令，然后打开 localhost:{PORT}。" % node) if rep else \
                ("起来了，在 %s 上。log 里有完整的隧道命令，原样复制，然后打开它打印的 localhost 地址。" % node)
            return [U(ask), TL("cluster_log", {"job_id": jid, "tail": 40}, "\n".join(lines), nd), A(self.f(ans, v), nd if rep else ())]
        if k == "version":
            out = self.module_listing(v["TOOL"], v["VER"])
            ask = self.f(self.pick(["集群上有哪些 {TOOL} 版本？我就用默认的", "直接 module load {TOOL} 的话是哪个版本？"]), v)
            ans = "默认是 {TOOL}/{VER}，直接 `module load {TOOL}` 就是 {VER}。" if rep else \
                "默认的是标了 (D) 的那个——直接 `module load {TOOL}` 就是它，其他几个是旧的。"
            return [U(ask), TL("cluster_exec", {"host": "login1", "cmd": "module avail %s" % v["TOOL"]}, out, nd), A(self.f(ans, v), nd if rep else ())]
        bl = [x for x in self.bodies(fact) if x["ask"]]
        if not bl:
            return self.paste_unit(fact)
        t = self.pick_body(bl)
        mid = "m_%d" % self.N(10000, 99999)
        srch = self.mail_search_out(t, mid)
        rd = json.dumps({"id": mid, "from": t["sender"], "to": "lyh@%s" % self.uni, "date": self.iso()[:16].replace("T", " "),
                         "subject": t["subject"], "body": t["body"]}, indent=1, ensure_ascii=False)
        q = self.pick([t["sender"].split()[0], t["subject"][:12] or "微信", "newer_than:3d"])
        items = [U(t["ask"]), TL("mail", {"action": "search", "query": q, "limit": 10}, srch), TL("mail", {"action": "read", "id": mid}, rd, nd)]
        if rep and t["s2"]:
            items.append(A(t["s2"], nd))
        else:
            items.append(A(t["s1"]))
        return items

    def paste_unit(self, fact):
        t = self.pick_body(self.bodies(fact))
        intro = self.pick(["{W}发来的：", "看这个（{W}）：", "贴一下{W}的：", "刚收到（{W}）：", "转给你看，{W}："])
        body = t["body"]
        if self.chance(0.5):
            body = "\n".join("> " + ln if ln else ">" for ln in body.split("\n"))
        else:
            body = "---\n" + (("主题：" + t["subject"] + "\n\n") if t["subject"] else "") + body + "\n---"
        com = self.pick(["行吧。", "好的吧。", "又是行政。", "我能说什么呢。", "终于。", "唉。", "好，少一件事。", "知道了", "你怎么看（其实不用回答）"])
        return [U(fill(intro, W=t["sender"]) + "\n\n" + body + "\n\n" + com, fact["needles"]), A(self.ack([fact["kind"]]))]


# ======================================================================================
# English filler scenes (no needles; plenty of numbers, ids and names that are not needles)
# ======================================================================================

def fe_open(c):
    u = ("ok, fresh chat because the old one became unusable. context dump so you know what you're dealing with: final year of the PhD "
         "(thesis is on %s, allegedly), the paper revision for %s is open (manuscript %s, three reviewers, one of them clearly hates me), "
         "%s in %s is in the summer and I'm giving a talk, and I'm TAing the undergrad genomics practical this term. %s is my supervisor, "
         "%s co-supervises (mostly by email, at 11pm). cluster is %s, my username is %s. I will be rambling. sorry in advance"
         % (c.topic, c.journal, c.ms, c.conf, c.city, c.sup_full, c.cosup_full, c.b.cluster, c.b.user))
    a = ("No need to apologise — ramble away. So: the thesis, the %s revision, %s logistics, and the practical. I can check your jobs on %s, "
         "read logs, search your files, look at your calendar and mail, and search your reference library. Where do you want to start?"
         % (c.journal, c.conf, c.b.cluster))
    return [U(u), A(a)]


def fe_day(c, k):
    u = c.pick(["morning. slept about five hours, which for this month is luxury. where were we",
                "ok new day. the reviewers are still wrong and I am still tired. let's go",
                "back. had a whole evening off (watched a film, ate actual vegetables). recap pls, lightly",
                "good morning (it is not a good morning, it's raining sideways)"])
    a = c.pick(["Morning! Roughly: revision responses in progress, a few jobs on %s to keep an eye on, some admin for the trip, and practical prep. Want to start with the jobs?" % c.b.cluster,
                "Welcome back. Open threads: the response letter, the reruns, the expense paperwork and the practical. Pick one and we'll go.",
                "Good to hear you had an evening off. Short version: revision, cluster, admin, teaching — in roughly that order of urgency."])
    return [U(u), A(a)]


def fe_close(c):
    return [U(c.pick(["ok I'm done. brain is soup. thanks for today", "that's it, going home before the security guy kicks me out again",
                      "logging off. if the cluster explodes overnight I don't want to know until 9"])),
            A(c.pick(["Good call. Rest — it'll all still be here tomorrow.", "Go home. I'll be here when you're back.", "Fair. Sleep well."]))]


def fe_jobs(c):
    data = c.jobs_data()
    cnt = c.jobs_counts(data)
    ask = c.pick(["can you check what's running on %s?" % c.b.cluster, "how are my jobs doing", "status check pls, I'm scared",
                  "did the array finish overnight?", "anything dead on the cluster?"])
    bad = [j for j in data["jobs"] if j["state"] in ("FAILED", "TIMEOUT", "OUT_OF_MEMORY")]
    parts = ["%d %s" % (n, s.lower().replace("_", " ")) for s, n in sorted(cnt.items())]
    a = "You have %d jobs: %s. Fair-share is %.3f." % (len(data["jobs"]), ", ".join(parts), data["fairshare"])
    if bad:
        j = bad[0]
        a += " The one to look at is %s (%s, %s) — exit code %s, max RSS %s against %s requested." % (j["job_id"], j["name"], j["state"], j["exit_code"], j["max_rss"], j["mem_req"])
    else:
        a += " Nothing has failed."
    pend = [j for j in data["jobs"] if j["state"] == "PENDING"]
    if pend:
        a += " The pending ones are mostly waiting on %s." % pend[0]["reason"]
    items = [U(ask), TL("cluster_jobs", {"cluster": c.b.cluster, "user": c.b.user, "states": "all", "since": "now-2days"}, json.dumps(data, indent=1)), A(a)]
    if bad and c.chance(0.6):
        items.append(U(c.pick(["ugh, that one again. it's always that rule", "of course it's that one", "why. WHY."])))
        items.append(A(c.pick(["If it's memory, bump `mem_mb` for that rule in the Snakefile rather than globally — otherwise every job asks for the big nodes and waits longer.",
                               "I'd look at its log before resubmitting; if it's the same step each time it's probably one oversized sample rather than the rule itself.",
                               "Want me to pull the tail of its log? That usually tells you whether it's input or resources."])))
    return items


def fe_oom(c):
    jid = c.b.jid()
    node = c.node()
    rule = c.pick(RULES)
    ts = c.iso()
    log = ("[%s] Building DAG of jobs...\nSelect jobs to execute...\n\n[%s]\nrule %s:\n    input: results/counts/%s.tsv\n    output: results/%s/out.rds\n    jobid: %d\n    resources: mem_mb=%d, runtime=%d, cpus_per_task=%d\n\n"
           "slurmstepd: error: Detected 1 oom_kill event in StepId=%d.batch. Some of the step tasks have been OOM Killed.\n"
           "slurmstepd: error: *** JOB %d ON %s CANCELLED AT %s ***\n"
           "Error in rule %s:\n    jobid: %d\n    output: results/%s/out.rds\n    shell: Rscript scripts/%s.R\n        (one of the commands exited with non-zero exit code)\n"
           % (ts, ts, rule, c.pick(SAMPLES), rule, c.N(1, 300), c.pick([8000, 16000, 32000]), c.pick([60, 120, 240]), c.pick([1, 2, 4]),
              jid, jid, node, ts, rule, c.N(1, 300), rule, rule))
    u = c.pick(["this again:\n\n```\n%s```\n\nwhy does it die at the same step every time" % log,
                "can you look at this, it died overnight (at 3am — no sorry, the timestamp is UTC, so whatever)\n\n```\n%s```" % log])
    a = ("It's an out-of-memory kill, not a bug in the script: SLURM killed the batch step on %s because it went over the memory the rule asked for. "
         "Give that rule more memory in the Snakefile, e.g.\n\n```python\nrule %s:\n    resources:\n        mem_mb=lambda wc, attempt: 16000 * attempt,\n```\n\n"
         "and run with `--retries 2` so a second attempt gets double. Cheaper than raising it for every job." % (node, rule))
    return [U(u), A(a), U(c.pick(["ok doing that", "attempt-scaling, fancy. ok", "fine. thanks"])), A(c.pick(["👍", "Let me know how the retry goes.", "Good luck."]))]


def fe_lock(c):
    path = "/scratch/%s/%s" % (c.b.user, c.pick(DIRS))
    u = ("what does this mean, I didn't even do anything\n\n```\nBuilding DAG of jobs...\nLockException:\nError: Directory cannot be locked. Please make sure that no other Snakemake process is trying to create the same files in the following directory:\n%s\n"
         "If you are sure that no other instances of snakemake are running on this directory, the remaining lock was likely caused by a kill signal or a power loss. It can be removed with the --unlock argument.\n```" % path)
    a = ("Snakemake left a lock behind — probably from when the interactive session got killed. If nothing else is running on that directory (check `squeue -u %s`), "
         "run `snakemake --unlock` once with the same Snakefile and config, then start it again normally." % c.b.user)
    return [U(u), A(a)]


def fe_calendar(c):
    evs = []
    titles = ["Lab meeting", "Genomics practical (lab B)", "Journal club", "1:1 with %s" % c.sup, "Departmental seminar",
              "Writing block", "Practical prep", "Gym", "Call with %s" % c.cosup, "Reading group", "Coffee with %s" % c.pick(c.labmates)]
    for d in range(11, 16):
        for _ in range(c.N(1, 3)):
            h = c.N(8, 17)
            evs.append({"date": "2027-01-%02d" % d, "start": "%02d:%s" % (h, c.pick(["00", "30"])), "end": "%02d:%s" % (h + c.N(1, 2), c.pick(["00", "30"])),
                        "title": c.pick(titles), "location": c.pick(["Room 2.14", "Teams", "Lab B", "Seminar room 1", "Cafe", ""])})
    u = c.pick(["what's my week look like?", "how bad is next week", "calendar for next week pls, I need to find writing time"])
    n = len(evs)
    a = ("Next week has %d things in it. The heaviest days are the ones with the practical and lab meeting; the best bet for a long writing block is the morning "
         "of whichever day has only the seminar. Want me to block those mornings as 'writing — do not book'?" % n)
    items = [U(u), TL("calendar", {"action": "list", "from": "2027-01-11", "to": "2027-01-15"}, json.dumps({"events": evs}, indent=1)), A(a)]
    if c.chance(0.5):
        items += [U(c.pick(["yes please", "yes. and make it look scary so nobody books over it"])),
                  TL("calendar", {"action": "create_recurring", "title": "WRITING — do not book", "days": ["Tue", "Thu"], "start": "09:00", "end": "12:00", "until": "2027-03-31"},
                     json.dumps({"status": "created", "series_id": "ser_%s" % c.key(8).lower(), "occurrences": c.N(18, 24)}, indent=1)),
                  A("Done — Tuesday and Thursday mornings are blocked until the end of March.")]
    return items


def fe_inbox(c):
    s = c.pick(STUDENTS_EN)
    lm = c.pick(c.labmates)
    core = [(c.sup_full, "Re: fig 2", "I still think the 3 and 7 dpa colours are too close..."),
            ("Research Computing", "Scheduled maintenance reminder", "Dear users, a reminder that the scratch filesystem..."),
            ("%s Editorial Office" % c.journal, "Invitation to review %s-D-27-%05d" % (c.ms.split("-")[0], c.N(10000, 99999)), "Dear Dr Kowalski, given your expertise..."),
            ("%s (student)" % s, "Question about part B", "Hi Tomasz, quick question about the PCA in part B...")]
    extras = [("Library", "Overdue: 'R for Data Science'", "Your loan is now overdue..."), (lm, "pub quiz tonight?", "hey!! are you in? we need someone who knows..."),
              ("PGR Office", "Annual progress review", "Dear all, please note that progress review forms..."), ("%s Registration" % c.conf, "Early bird ending soon", "Reminder: early bird rates end..."),
              (c.pick(OFFICE_PEOPLE_EN), "Fwd: safety training", "Please find attached the updated..."), (c.cosup_full, "Re: Re: Re: chapter 2", "ok one more thought on the intro..."),
              ("GitHub", "[thesis-pipeline] CI failed on main", "Run failed: dry-run (push)...")]
    rows = core + c.sample(extras, c.N(3, 6))
    c.r.shuffle(rows)
    res = [{"id": "m_%d" % c.N(10000, 99999), "from": f, "subject": sj, "date": c.iso()[:16].replace("T", " "), "unread": True, "snippet": sn} for f, sj, sn in rows]
    u = c.pick(["anything urgent in my inbox? just triage, don't read me everything", "inbox check. I've been ignoring it for two days"])
    a = ("%d unread. Nothing on fire: a question from %s about part B of the practical, a maintenance reminder from Research Computing, a review invitation from the %s office "
         "(not your paper — you can decline), and %s on the fig 2 thread. I'd answer %s first, it's quick." % (len(res), s, c.journal, c.sup, s))
    return [U(u), TL("mail", {"action": "search", "folder": "INBOX", "unread": True, "limit": 15}, json.dumps({"results": res}, indent=1, ensure_ascii=False)), A(a)]


def fe_reviewer(c):
    g = c.sample(c.genes, 2)
    cm = c.pick([
        "The authors claim that %s and %s are co-regulated during regeneration, but the evidence is correlative. Without perturbation data, this claim should be toned down considerably." % tuple(g),
        "It is unclear how many biological replicates were used for each time point. The methods mention 'at least three', but Supplementary Table 2 suggests that some conditions had two.",
        "The GO enrichment in Figure 5 is hard to interpret. Many of the terms are redundant, and no background set is specified. Please use an appropriate background and collapse redundant terms.",
        "The dispersion estimates look unusually high for the 7 dpa samples. Have the authors checked for outliers or sample swaps?"])
    rv = c.pick(["reviewer 2, point 3", "reviewer 1, comment 4", "reviewer 3, 'minor' comment 2", "reviewer 2, point 6"])
    u = c.pick(["%s, pasted:\n\n> %s\n\nI mean. they're not wrong. but ugh. help me not sound defensive" % (rv, cm),
                "ok this one:\n\n> %s\n\n(%s.) draft me a response? calm tone. I am not calm" % (cm, rv)])
    a = ("Here's a draft:\n\n> We thank the reviewer for this helpful comment. We agree that %s. In the revised manuscript we have (i) clarified this in the Methods (lines X–Y), "
         "(ii) added the relevant numbers to Supplementary Table 2, and (iii) adjusted the wording in the Results to reflect the nature of the evidence.\n\n"
         "Fill in the line numbers once the text is settled. If you actually reran anything, say so explicitly — reviewers like seeing the work."
         % c.pick(["the original wording overstated the conclusions", "this point was not sufficiently clear in the original submission", "a more careful treatment is warranted here"]))
    return [U(u), A(a)]


def fe_latex(c):
    u = c.pick([
        "why does this give 'Missing $ inserted'\n\n```latex\n\\caption{Expression of msx_b across time points (log2 CPM, n=3 per group).}\n```",
        "figures keep floating to the end of the chapter. I have\n\n```latex\n\\begin{figure}\n  \\centering\n  \\includegraphics[width=\\textwidth]{fig/ch3_volcano.pdf}\n  \\caption{...}\n\\end{figure}\n```\n\nand it ends up 6 pages later",
        "how do I get siunitx to print 1.2e-8 nicely, it's showing '1.2e-8' literally"])
    if "Missing" in u:
        a = "The underscore in `msx_b` — outside math mode `_` means subscript. Escape it as `msx\\_b`, or better, define `\\newcommand{\\gene}[1]{\\textit{#1}}` and write `\\gene{msx\\_b}`, since gene names should be italic anyway."
    elif "floating" in u:
        a = "Give it placement options: `\\begin{figure}[htbp]`. If it still drifts, the figure is probably too tall for the remaining page — try `[width=0.9\\textwidth]`, or add `\\FloatBarrier` (from `placeins`) at section ends so figures can't run past them."
    else:
        a = "Use `\\num{1.2e-8}` rather than typing it in text — with `\\sisetup{exponent-product=\\times}` you get 1.2 × 10⁻⁸. In tables, an `S` column does it automatically."
    return [U(u), A(a)]


def fe_refs(c):
    items, data = c.refs_data()
    u = c.pick(["find me %s in my Zotero, I need the citekey" % items[0][1].split(":")[0].lower()[:50],
                "can you search my library for the %s paper (%s)" % (items[0][2].split()[0], items[0][3]),
                "citekey for %s et al. %d? and anything else on that topic I've saved" % (items[0][2].split()[0], items[0][3])])
    a = "That's `%s` (%s, %s %d). I also found %d related items in your library; the closest is `%s`." % (items[0][0], items[0][2].split(",")[0], items[0][4], items[0][3], len(items) - 1, items[1][0])
    return [U(u), TL("refs", {"action": "search", "query": items[0][1][:40], "library": "My Library", "limit": 10}, json.dumps(data, indent=1, ensure_ascii=False)), A(a)]


def fe_chat(c):
    pairs = [
        ("my mum called to ask when I'll be 'a real doctor'. explained the difference between a PhD and an MD for the fourth time. she still thinks I'm fixing fish",
         "To be fair, in a sense you are fixing fish — at least understanding how they fix themselves. Maybe go with that next time."),
        ("just ate pierogi for lunch, dinner and probably breakfast tomorrow. my grandmother sent a whole box with %s who was visiting. life is good for approx 20 minutes" % c.pick(c.labmates),
         "That sounds like an excellent use of a care package. Enjoy the 20 minutes."),
        ("the fire alarm went off mid-sentence and I lost the whole train of thought for the discussion section. standing outside in the rain now",
         "Annoying — when you're back in, jot down the last sentence you remember first; the rest usually comes back."),
        ("%s brought cake to the lab because their paper got accepted. happy for them. also dying inside. both can be true" % c.pick(c.labmates),
         "Both can absolutely be true. Yours is in revision, which is the step right before that."),
        ("it's snowing and the whole city has stopped. I am the only person in the building except the security guy, who waved at me sadly",
         "Peak final-year energy. Make sure you get home before the buses stop, though."),
        ("do you ever think about how much of a PhD is just waiting for jobs in a queue", "Quite a lot of it, yes. The trick is having a second thing to do while you wait — writing, ideally."),
        ("my office plant died. it was a cactus. I killed a cactus during thesis writing, that's the headline", "A cactus is a reasonable casualty. Get a new one after submission, as a reward."),
        ("went for a run for the first time in three weeks. legs are furious. brain is slightly less furious, so net positive", "Net positive sounds right. Even a short one every couple of days helps a lot in write-up season."),
        ("%s asked me to proofread their cover letter and it's better than anything I've written this month. humbling" % c.pick(c.labmates), "Proofreading other people's writing is oddly good practice for your own — you'll probably spot the same habits in your chapters."),
        ("the heating in our office is either sahara or arctic, there is no in between. currently arctic. typing in gloves", "Typing in gloves is dedication. Maybe the library for the afternoon?"),
        ("my sister sent a photo of her baby wearing a tiny lab coat that says 'future bioinformatician'. I'm not crying. you're crying", "That's adorable. Future bioinformatician already better dressed for the lab than most of us."),
    ]
    u, a = c.pick(pairs)
    return [U(u), A(a)]


def fe_marking(c):
    studs = c.sample(STUDENTS_EN, c.N(5, 8))
    rows = "\n".join("| %s | %d | %d | %d | %s |" % (s, c.N(8, 20), c.N(5, 15), c.N(2, 10), c.pick(["good", "missing figure legend", "plagiarism?? check", "late", "great discussion", "no code"])) for s in studs)
    u = ("marking the practical reports (there are %d of them, I have done %d). rubric: analysis /20, figures /15, discussion /10. this batch:\n\n| student | analysis | figures | discussion | note |\n|---|---|---|---|---|\n%s\n\n"
         "can you total them and tell me if anything looks off" % (c.N(20, 36), c.N(3, 12), rows))
    a = ("Totals are the sum of the three columns (max 45). The two things I'd double-check: the one flagged 'plagiarism??' — don't mark it down until you've compared it with the others — "
         "and anyone with a high analysis score but very low figures, which usually means they ran out of time rather than didn't understand.")
    return [U(u), A(a)]


def fe_student(c):
    s = c.pick(STUDENTS_EN)
    u = ("student email, pasting:\n\n> Hi Tomasz, sorry to bother you. When I run the DESeq step from the worksheet I get `Error in DESeqDataSetFromMatrix(...): ncol(countData) == nrow(colData) is not TRUE`. "
         "I think I did everything the same as in the session? Thanks, %s\n\nI know what it is but I want to reply nicely and not just say 'read the worksheet'" % s)
    a = ("> Hi %s, no bother at all. That error means the count matrix and the sample table don't line up — usually one sample is missing from one of them, or the first column "
         "of the counts (the gene IDs) got read in as a sample. Try `counts <- read.csv('counts.csv', row.names = 1)` and check that `colnames(counts)` matches `samples$id`. "
         "If it still complains, bring your script on Thursday and we'll look at it together.\n\nFriendly, and it teaches them to check the inputs." % s)
    return [U(u), A(a)]


def fe_supmail(c):
    t = c.pick(["14:00", "15:30", "16:00", "11:00"])
    u = ("%s just emailed:\n\n> Tomasz — can we move tomorrow to %s? Also I had another look at figure 2 and I still think the colours are too similar for the 3 and 7 dpa groups. "
         "Can you try a different palette before we send anything to %s?\n> %s\n\ncan you draft a reply. also: is viridis colourblind-safe? I think so but want to be sure" % (c.sup, t, c.cosup, c.sup))
    a = ("Yes — viridis is designed to be perceptually uniform and readable with the common forms of colour blindness, so it's a safe choice.\n\nDraft:\n\n> Hi %s, %s works for me. I'll redo figure 2 "
         "with a colourblind-safe palette (viridis) and bring both versions tomorrow so we can pick. Best, Tomasz" % (c.sup, t))
    return [U(u), A(a)]


def fe_receipts(c):
    cur = c.cur
    its = [("train to airport", c.N(12, 60)), ("hotel (3 nights)", c.N(240, 520)), ("poster printing", c.N(25, 80)), ("taxi", c.N(15, 55)), ("lunch", c.N(8, 22))]
    its = c.sample(its, c.N(3, 5))
    lines = "\n".join("- %s: %s%d.%02d" % (n, cur, x, c.N(0, 99)) for n, x in its)
    u = c.pick(["receipts from the autumn workshop that I never claimed (shameful):\n\n%s\n\ndo I still have time to claim these? it was in October" % lines,
                "found these in my coat pocket, from the October workshop:\n\n%s\n\nare they even claimable now" % lines])
    a = ("Most university policies want claims within three months of travel, so October is borderline — check the travel office's policy page, but I'd submit them this week either way. "
         "Attach scans of every receipt; the taxi one is the most likely to be queried.")
    return [U(u), A(a)]


def fe_conda(c):
    env = c.pick(ENVS)
    u = c.pick(["conda has been 'Solving environment' for 40 minutes for the %s env. is it dead. should I just use mamba?" % env,
                "`conda env create -f envs/%s.yaml` is stuck on solving. again. mamba or just wait?" % env])
    a = ("Yes, use mamba (or conda with the libmamba solver — `conda config --set solver libmamba`). The classic solver can take forever on bioconda-heavy environments; "
         "libmamba usually finishes in a minute or two. Also pin the channel order in the yaml (conda-forge, bioconda) and set `channel_priority: strict`.")
    return [U(u), A(a)]


def fe_quota(c):
    used, lim = c.N(880, 1000), 1000
    fs = [("home", c.N(30, 49), 50), ("project/%s" % c.proj, c.N(3000, 4900), 5000), ("scratch", used, lim)]
    tab = "Filesystem            used(GB)   quota(GB)   files\n" + "\n".join("%-20s %9d %11d %9d" % (n, u, q, c.N(10000, 900000)) for n, u, q in fs)
    u = "pasting `myquota` because I got a warning:\n\n```\n%s\n```\n\nwhat do I delete first, I'm scared to delete anything" % tab
    a = ("Scratch is the one near the limit (%d of %d GB). Safest wins: intermediate BAMs you can regenerate from the pipeline, old `.snakemake/` conda and shadow directories, "
         "and trimmed FASTQs where you still have the raw ones. `du -sh /scratch/%s/* | sort -h | tail` will show the big directories first." % (used, lim, c.b.user))
    return [U(u), A(a)]


def fe_findfile(c):
    data = c.files_data(["counts_norm_v%d.tsv", "vst_matrix_%d.rds", "dds_full_%d.rds", "tpm_all_%d.csv"], ["results/rnaseq_batch3", "results/old", "revision_reruns/de", "tmp"])
    u = c.pick(["where did I put the normalised counts matrix from the December run", "find the VST matrix pls, the one I used for the PCA in chapter 3"])
    m = data["matches"][0]
    a = "Found %d candidates. The most recent is `%s` (%s, modified %s); the ones under results/old are older versions." % (len(data["matches"]), m["path"], m["size"], m["modified"])
    return [U(u), TL("file_search", {"root": "/scratch/%s" % c.b.user, "pattern": "*counts*|*vst*|*dds*|*tpm*", "max_results": 20}, json.dumps(data, indent=1)), A(a)]


def fe_wordcount(c):
    ch = [("1 Introduction", c.N(6000, 11000)), ("2 Methods", c.N(9000, 16000)), ("3 Regeneration time course", c.N(8000, 14000)),
          ("4 Single-cell", c.N(2000, 9000)), ("5 Discussion", c.N(300, 4000))]
    rows = "\n".join("%-28s %6d" % x for x in ch)
    tot = sum(x[1] for x in ch)
    u = "texcount says:\n\n```\n%s\n```\n\nlimit is 80k excluding refs. discussion is... a bullet list. how doomed am I" % rows
    a = ("%d words so far, so there's room. The gap is the discussion, which is normal — it's usually written last. If chapter 4 gets to ~10k and the discussion to ~8k you'd be around %dk, "
         "comfortably under the limit." % (tot, (tot - ch[3][1] - ch[4][1] + 18000) // 1000))
    return [U(u), A(a)]


def fe_plot(c):
    u = ("ggplot question. I want the time points in order, not alphabetical:\n\n```r\nggplot(df, aes(x = timepoint, y = log2cpm, fill = timepoint)) +\n  geom_boxplot(outlier.shape = NA) +\n  geom_jitter(width = 0.15, size = 0.8) +\n  facet_wrap(~gene, scales = 'free_y')\n```\n\n"
         "it goes 0dpa, 14dpa, 3dpa, 7dpa, which is insane")
    a = "Make it a factor with explicit levels before plotting:\n\n```r\ndf$timepoint <- factor(df$timepoint, levels = c('0dpa', '3dpa', '7dpa', '14dpa'))\n```\n\nggplot then uses that order on the axis and in the legend."
    return [U(u), A(a)]


def fe_stats(c):
    n = c.N(6, 18)
    u = c.pick(["stats sanity check: I have %d contrasts, each with ~20k genes. BH within each contrast, or Bonferroni across contrasts, or what?" % n,
                "should I correct across all %d contrasts together or per contrast? reviewer 1 hints at it but doesn't say" % n])
    a = ("Per contrast with BH is the standard and what DESeq2 does by default — each contrast is a separate question. If you make a claim across contrasts (e.g. 'genes DE at every time point'), "
         "say so explicitly and either use a stricter threshold or an approach built for that, like stageR. I'd add one sentence to the methods stating it.")
    return [U(u), A(a)]


def fe_conf(c):
    m = c.pick([12, 15, 20])
    u = c.pick(["talk at %s is %d minutes plus questions. how many slides is that, realistically? I have 31 and that's clearly insane" % (c.conf, m),
                "for the %s talk: should I show the pipeline at all, or just results? it's %d minutes" % (c.conf, m)])
    a = ("Roughly one slide per minute, so %d–%d main slides and the rest in backup. Show the pipeline as a single schematic slide at most; people will ask if they care. "
         "Lead with the biological question, not the method." % (m - 2, m))
    return [U(u), A(a)]


def fe_seff(c):
    jid = c.b.jid()
    cores = c.pick([8, 16, 32])
    eff = c.N(4, 40)
    memr = c.pick([32, 64, 128])
    out = ("Job ID: %d\nCluster: %s\nUser/Group: %s/%s\nState: COMPLETED (exit code 0)\nNodes: 1\nCores per node: %d\nCPU Utilized: %s\nCPU Efficiency: %d.%02d%% of %s core-walltime\n"
           "Job Wall-clock time: %s\nMemory Utilized: %s\nMemory Efficiency: %d.%02d%% of %d.00 GB" % (jid, c.b.cluster, c.b.user, c.pick(["bio", "lifesci", "kaurlab"]), cores, c.hms(20), eff, c.N(0, 99), c.hms(90),
                                                                                                         c.hms(6), c.gib(), c.N(5, 60), c.N(0, 99), memr))
    u = "seff on last night's job, is this bad\n\n```\n%s\n```" % out
    a = ("It finished fine, but CPU efficiency is low — most of the %d cores sat idle. Either the tool isn't using the threads "
         "(check it's actually given `--threads`/`-p`), or it's I/O bound. I'd request fewer cores next time; it'll also start sooner." % cores)
    return [U(u), A(a)]


def fe_response(c):
    u = c.pick(["reviewer 3 wants 'a discussion of limitations'. can you give me a skeleton paragraph? I'll fill in the science",
                "need a paragraph for the response letter saying we added the data availability statement and deposited everything. make it boring and correct"])
    if "limitations" in u:
        a = ("Skeleton:\n\n> Our study has several limitations. First, [sample size / design limitation], which limits [what]. Second, [technical limitation, e.g. bulk data masking cell-type effects]; "
             "we partly address this with [what you did]. Third, [scope limitation]. Future work using [approach] will be needed to [what].\n\nThree is the sweet spot — enough to look honest, not so many that it undermines the paper.")
    else:
        a = ("> We have added a Data Availability statement. Raw sequencing data have been deposited in [repository] under accession [ID], processed count matrices are available at [DOI], "
             "and all analysis code is available at [repository URL] (release [tag], archived at [DOI]).\n\nFill in the brackets once the deposits are public.")
    return [U(u), A(a)]


def fe_notes(c):
    u = ("rough notes from lab meeting, can you turn these into action items:\n\n"
         "- %s: 'always show the raw data' (she says this every week, it's basically a greeting)\n- %s presented, nice velocity plots, I'm jealous\n"
         "- someone keeps leaving the -80 open. not me. probably not me\n- me: should probably re-check the sample sheet for batch 3? maybe\n- %s wants everyone to update the lab wiki before the audit\n"
         "- pizza next week maybe" % (c.sup, c.pick(c.labmates), c.sup))
    a = ("Action items:\n1. Re-check the batch 3 sample sheet (you).\n2. Update your section of the lab wiki before the audit (everyone).\n3. Close the -80 properly (everyone, apparently).\n\n"
         "The 'show the raw data' one sounds more like a standing preference than an action.")
    return [U(u), A(a)]


def fe_git(c):
    u = ("merge conflict in the thesis repo because I edited on the laptop AND the desktop like an idiot:\n\n```\n<<<<<<< HEAD\nRegeneration proceeds through the formation of a blastema, a mass of dedifferentiated cells.\n"
         "=======\nRegeneration proceeds via a blastema, a mass of progenitor-like cells formed after amputation.\n>>>>>>> laptop\n```\n\nwhich one is better lol. and how do I not do this again")
    a = ("The second is more accurate — 'dedifferentiated' is contested for some lineages, 'progenitor-like' is safer. Keep that line, delete the markers, `git add` and commit.\n\n"
         "To avoid it: `git pull` before you start on either machine and commit/push when you stop. A tiny alias like `alias start='git pull --rebase'` helps.")
    return [U(u), A(a)]


def fe_send(c):
    who = c.pick(c.labmates)
    u = c.pick(["can you email %s and ask if they still have the old STAR index on scratch, so I don't rebuild it for nothing" % who,
                "send %s a quick email: can they cover the first 30 min of Thursday's practical, I have the thing with %s" % (who, c.sup)])
    body = ("Hi %s,\n\n%s\n\nThanks!\nTomasz" % (who, "Do you still have the old STAR index on scratch? I'd rather not rebuild it if I don't have to." if "STAR" in u else
                                                "Could you cover the first half hour of Thursday's practical? I have a meeting with %s that I can't move." % c.sup))
    return [U(u), TL("mail", {"action": "send", "to": "%s@%s" % (who.lower(), c.uni), "subject": "quick question", "body": body},
                     json.dumps({"status": "sent", "message_id": "<%s@%s>" % (c.key(12).lower(), c.uni), "queued_at": c.iso()}, indent=1)),
            A("Sent to %s." % who)]


def fe_addcal(c):
    day = c.N(12, 29)
    h = c.N(9, 16)
    u = c.pick(["put journal club on the %s at %d, I'm presenting (why did I agree to this)" % (ordinal(day), h),
                "add a meeting with %s on the %s, %d:00, one hour, 'figure review'" % (c.cosup, ordinal(day), h)])
    t = "Journal club (presenting)" if "journal" in u else "Figure review with %s" % c.cosup
    return [U(u), TL("calendar", {"action": "create", "title": t, "date": "2027-01-%02d" % day, "start": "%02d:00" % h, "duration_min": 60},
                     json.dumps({"status": "created", "event_id": "evt_%s" % c.key(10).lower(), "conflicts": []}, indent=1)),
            A("Added for January %s at %d:00 — no conflicts." % (ordinal(day), h))]


def fe_teams(c):
    tool = c.pick(["MACS2", "MACS3"])
    u = "%s on Teams: 'quick q — were the ATAC peaks called with MACS2 or MACS3? writing the methods for the grant report'. it's MACS3 right? can you check the config" % c.cosup
    cfg = ("peaks:\n  caller: %s\n  genome_size: %s\n  qvalue: 0.01\n  extra: '--nomodel --shift -75 --extsize 150 --keep-dup all'\nalignment:\n  aligner: bowtie2\n  threads: %d\n"
           % (tool.lower(), c.pick(["1.4e9", "2.7e9"]), c.pick([8, 16])))
    data = {"matches": [{"path": "config/atac.yaml", "content": cfg}], "files_scanned": c.N(40, 300)}
    a = "The config says `%s` (with `--nomodel --shift -75 --extsize 150`), so tell %s it's %s — and mention the shift/extsize, since they'll want it for the methods." % (tool.lower(), c.cosup, tool)
    return [U(u), TL("file_search", {"root": "~/projects/atac-pipeline", "pattern": "config/*.yaml", "show_content": True}, json.dumps(data, indent=1)), A(a)]


def fe_should(c):
    pairs = [("should I submit the big array tonight or wait until Monday when the queue is emptier?",
              "Tonight — weekend queues are usually shorter, and if something fails you'll see it Monday morning rather than losing a weekday."),
             ("should I cite the bioRxiv version or wait for the published one? it came out last week apparently",
              "Cite the published version if it's out — reviewers and examiners prefer it, and your reference manager can update the entry from the DOI."),
             ("should I reply to reviewer 3 point by point even for the typo ones?",
              "Yes, every point gets a response, even if it's just 'Corrected, thank you.' Editors check that nothing was skipped."),
             ("should the practical handout have the answers to part A at the end?",
              "I'd leave them out of the handout and post them after the session — otherwise most students skip straight to the answers.")]
    u, a = c.pick(pairs)
    return [U(u), A(a)]


def fe_pending(c):
    jid = c.b.jid()
    reason = c.pick(["Priority", "Resources", "AssocGrpCPUMinutesLimit", "QOSMaxJobsPerUserLimit"])
    u = "why is %d still pending, it's been 9 hours. squeue says (%s)" % (jid, reason)
    expl = {"Priority": "other jobs are ahead of it in the priority order right now. Nothing is wrong with the job itself; it'll start when it reaches the front.",
            "Resources": "it's waiting for a node with enough free resources. Asking for less memory or fewer cores would let it fit in more places.",
            "AssocGrpCPUMinutesLimit": "your group has hit its CPU-minutes allocation for the period. That's a group limit, not yours — worth asking %s whether there's a top-up." % c.sup,
            "QOSMaxJobsPerUserLimit": "you've hit the per-user limit on running jobs for that QOS. It'll start as soon as some of your other jobs finish."}[reason]
    return [U(u), A("`%s` means %s" % (reason, expl))]


def fe_rant(c):
    u = c.pick(["reviewer 3 wants us to 'consider using a more modern method' without saying which one. MORE MODERN. it's from 2021. I'm going to scream into a pillow",
                "why do reviewers always want one more experiment. we're computational. the 'experiment' is six weeks of cluster time and my sanity",
                "reviewer 1 called our figure 'busy'. it's a heatmap. of course it's busy. it has genes in it"])
    a = c.pick(["Scream, then answer politely: acknowledge the point, explain why your method fits the question, and — if it's cheap — show the key result is robust with one alternative in a supplementary figure.",
                "Understandable. A good move is to offer a targeted check rather than the full thing: it shows you took it seriously without spending six weeks.",
                "Fair. You could cluster rows and show only the top variable genes in the main figure, with the full heatmap in the supplement — that usually satisfies 'busy'."])
    return [U(u), A(a)]


def fe_practical(c):
    n = c.N(18, 32)
    u = ("practical prep: %d students, 2 hours, RStudio on the teaching server. last year half of them couldn't log in for the first 20 minutes. "
         "what can I do beforehand so that doesn't happen again" % n)
    a = ("Three things: send the login instructions two days before with a 'test your login now' line; create the accounts and R libraries in advance (pre-install DESeq2 and ggplot2 for everyone); "
         "and have a fallback — a static HTML version of the worksheet with outputs, so anyone stuck can still follow along.")
    return [U(u), A(a), U(c.pick(["the static HTML is a great idea, stealing that", "ok yes. doing all three"])), A("Good — one less fire on practical day.")]


def fe_travel(c):
    u = ("travel thoughts for %s in %s: flights vs train, hotel vs whatever, and I need to be back for the practical on the Thursday. just thinking out loud, not deciding anything yet. "
         "the conference app says the opening keynote is at 9 on the first day so I'd need to arrive the day before" % (c.conf, c.city))
    a = ("Makes sense to arrive the day before. When you do decide, book whatever you choose only after the travel request is in — and keep every receipt, including small ones. "
         "I can compare options once you have dates.")
    return [U(u), A(a)]


def fe_sacct(c):
    jid = c.b.jid()
    req = c.pick([16, 32, 64])
    used = req + c.N(1, 20)
    out = ("JobID           JobName                         ReqMem     MaxRSS    Elapsed      State\n------------ ------------------------------ ---------- ---------- ---------- ----------\n"
           "%d    %-30s %9dG            %10s OUT_OF_ME+\n%d.batch      batch                                    %9dK %10s OUT_OF_ME+\n%d.extern     extern                                   %9dK %10s  COMPLETED"
           % (jid, c.pick(RULES) + "_%d" % c.N(1, 40), req, c.hms(10), jid, used * 1024 * 1024, c.hms(10), jid, c.N(100, 900), c.hms(10)))
    u = c.pick(["can you pull the accounting for %d? want to know how much memory it actually wanted" % jid, "sacct for %d pls, it died and I want numbers before I whine to anyone" % jid])
    a = ("The batch step peaked at about %d GB against %d GB requested, so it ran out of memory rather than crashing on its own. I'd request ~%d GB for that rule — a bit of headroom over the peak, not double." % (used, req, used + 8))
    return [U(u), TL("cluster_sacct", {"job_id": jid, "format": "JobID,JobName%30,ReqMem,MaxRSS,Elapsed,State"}, out), A(a)]


def fe_dryrun(c):
    rules = c.sample(RULES, c.N(4, 7))
    rows = "\n".join("%-18s %5d" % (r, c.N(1, 96)) for r in rules)
    tot = c.N(120, 900)
    u = ("dry run says this, is it going to rerun EVERYTHING?\n\n```\nJob stats:\njob                count\n-----------------  -----\n%s\ntotal              %5d\n\nReasons:\n    (check individual jobs above for details)\n    code has changed since last execution:\n        %s\n    params have changed since last execution:\n        %s\n```" % (rows, tot, rules[0], rules[1]))
    a = ("Not everything — it's rerunning %s and %s because the code/params changed, plus whatever depends on them downstream. If the change was cosmetic (a comment, a log message), "
         "`--rerun-triggers mtime` stops code changes from triggering reruns. If the params change was real, let it run." % (rules[0], rules[1]))
    return [U(u), A(a)]


def fe_biber(c):
    key = c.pick(REFS)[0]
    u = ("thesis build dies with\n\n```\nERROR - BibTeX subsystem: /tmp/biber_tmp_x9/refs.bib_2181.utf8, line %d, syntax error: found \"}\", expected end of entry (\"@\" or end of file)\nERROR - Cannot find '%s'!\n```\n\nI didn't touch the bib. (I touched the bib.)" % (c.N(200, 4000), key))
    a = ("A brace is unbalanced around line %s of the .bib — usually a title with `{` for capitalisation that lost its closing `}`. Fix that entry and the 'cannot find' error goes away, "
         "since biber stops reading at the syntax error. If the bib is exported from Zotero, fix the item there, otherwise the next export brings the error back." % u.split("line ")[1].split(",")[0])
    return [U(u), A(a)]


def fe_pandas(c):
    u = ("python is yelling at me:\n\n```\nSettingWithCopyWarning:\nA value is trying to be set on a copy of a slice from a DataFrame.\nTry using .loc[row_indexer,col_indexer] = value instead\n```\n\nfrom\n\n```python\nsig = res[res.padj < 0.05]\nsig['direction'] = np.where(sig.log2FoldChange > 0, 'up', 'down')\n```\n\ndoes it matter or can I ignore it")
    a = ("Here it's harmless in practice, but fix it so it can't bite later: take an explicit copy.\n\n```python\nsig = res.loc[res.padj < 0.05].copy()\nsig['direction'] = np.where(sig.log2FoldChange > 0, 'up', 'down')\n```\n\n"
         "Also drop the NaN padj rows first (`res.dropna(subset=['padj'])`), otherwise they quietly fall out of the comparison.")
    return [U(u), A(a)]


def fe_figspec(c):
    u = "%s figure requirements say 'at least 300 dpi, RGB, max width 180 mm, fonts embedded'. my figures are PDFs from ggplot. am I fine or do I need to do something" % c.journal
    a = ("PDFs from ggplot are vector, so dpi only matters for embedded rasters (big scatter plots rendered with `ggrastr`, or heatmaps). Set the size explicitly when saving — "
         "`ggsave('fig2.pdf', width = 180, height = 120, units = 'mm')` — and use `device = cairo_pdf` so fonts embed. `pdffonts fig2.pdf` will confirm they're embedded.")
    return [U(u), A(a)]


def fe_cosup_update(c):
    u = "can you draft my fortnightly update email to %s? bullet points: reruns mostly done, response letter half written, practical going ok, chapter 4 stalled (don't say stalled)" % c.cosup
    a = ("> Hi %s,\n>\n> Quick update:\n> - Reruns for the revision are mostly finished; I'm checking the last few outputs.\n> - The response letter is about half drafted.\n> - The practical is running smoothly.\n"
         "> - Chapter 4 is next on my list once the revision is submitted.\n>\n> Happy to talk through any of it.\n> Tomasz\n\n'Next on my list' is the diplomatic version of stalled." % c.cosup)
    return [U(u), A(a)]


def fe_logtail(c):
    jid = c.b.jid()
    smp = c.pick(SAMPLES)
    log = ("Traceback (most recent call last):\n  File \"scripts/%s.py\", line %d, in <module>\n    adata = sc.read_h5ad(snakemake.input.h5ad)\n  File \".../anndata/_io/h5ad.py\", line 237, in read_h5ad\n"
           "    with h5py.File(filename, \"r\") as f:\nFileNotFoundError: [Errno 2] Unable to open file (unable to open file: name = 'results/h5ad/%s.h5ad', errno = 2)\n[%s] Error in rule %s" % (c.pick(SCRIPT_NAMES), c.N(10, 200), smp, c.iso(), c.pick(RULES)))
    u = c.pick(["job %d died, can you look at the log" % jid, "what killed %d? log pls" % jid])
    a = ("Not resources this time — the script couldn't find `results/h5ad/%s.h5ad`. Either the upstream rule didn't produce it (check whether that sample is in the sample sheet for this run) "
         "or the path in the rule's input doesn't match the output pattern upstream. A dry run with `-n` for that sample will show which." % smp)
    return [U(u), TL("cluster_log", {"job_id": jid, "tail": 30}, log), A(a)]


def fe_refdupes(c):
    items, data = c.refs_data(2)
    it = items[0]
    data["items"][1] = dict(data["items"][0], item_key=c.key(), collections=["to-read"], attachments=0)
    data["duplicates_found"] = 1
    u = "my bibliography has %s et al. twice in the thesis PDF. can you find the duplicate in Zotero" % it[2].split()[0]
    a = ("Found it: two items with the same DOI (%s), keys %s and %s. Merge them in Zotero (Duplicate Items → Merge) and keep the one with the attachment; "
         "the citekey `%s` will stay the same if you keep the older item." % (it[5], data["items"][0]["item_key"], data["items"][1]["item_key"], it[0]))
    return [U(u), TL("refs", {"action": "find_duplicates", "query": it[1][:30]}, json.dumps(data, indent=1, ensure_ascii=False)), A(a)]


def fe_concept(c):
    s = c.pick(STUDENTS_EN)
    u = "%s asked after the practical why we use adjusted p-values instead of the normal ones and I gave a rambly answer. give me a two-sentence version for next time" % s
    a = ("'We test ~20,000 genes at once, so with p < 0.05 we'd expect about a thousand false hits by chance alone. The adjusted p-value controls the expected share of false discoveries among the genes we call significant.'")
    return [U(u), A(a)]


EN_FILLERS = [fe_sacct, fe_dryrun, fe_biber, fe_pandas, fe_figspec, fe_cosup_update, fe_logtail, fe_refdupes, fe_concept, fe_chat, fe_jobs, fe_jobs, fe_oom, fe_lock, fe_calendar, fe_inbox, fe_reviewer, fe_reviewer, fe_latex, fe_refs, fe_refs, fe_chat, fe_chat, fe_chat,
              fe_marking, fe_student, fe_supmail, fe_receipts, fe_conda, fe_quota, fe_findfile, fe_wordcount, fe_plot, fe_stats, fe_conf, fe_seff,
              fe_response, fe_notes, fe_git, fe_send, fe_addcal, fe_teams, fe_should, fe_should, fe_pending, fe_rant, fe_practical, fe_travel]


# ======================================================================================
# Chinese filler scenes
# ======================================================================================

def fz_open(c):
    u = ("新开一个对话，之前那个太长卡死了。先交代一下背景：我博士最后一年，课题是%s，毕业论文理论上春天要交；%s的返修还开着（稿件号 %s，三个审稿人，其中一个明显看我不顺眼）；"
         "暑假要去%s（在%s）做报告；这学期还在给本科生带生物信息实验课当助教。导师是%s，副导师是%s（基本只在晚上11点发邮件）。集群是 %s，用户名 %s。"
         "接下来我会很啰嗦，先道个歉hhh" % (c.topic, c.journal, c.ms, c.conf, c.city, c.sup, c.cosup, c.b.cluster, c.b.user))
    a = ("不用道歉，随便说。我理一下：毕业论文、%s的返修、%s的出差、还有实验课。我可以查你在 %s 上的任务、看 log、搜文件、看日历和邮箱、搜文献库。从哪儿开始？"
         % (c.journal, c.conf, c.b.cluster))
    return [U(u), A(a)]


def fz_day(c, k):
    u = c.pick(["早。睡了五个小时，这个月算奢侈了。我们说到哪了", "新的一天。审稿人还是不对，我还是很困。开工",
                "回来了。昨晚难得休息了一晚（看了个电影，吃了顿正经饭）。简单回顾一下？", "早上好（并不好，外面下大雨）"])
    a = c.pick(["早！大概是：回复信在写，%s 上有几个任务要盯，出差有些行政的事，还有实验课备课。先看任务？" % c.b.cluster,
                "欢迎回来。挂着的事：回复信、重跑、报销材料、实验课。挑一个开始。", "能休息一晚挺好。简单说：返修、集群、行政、教学，差不多按这个紧急程度。"])
    return [U(u), A(a)]


def fz_close(c):
    return [U(c.pick(["好了今天就到这，脑子成浆糊了，谢谢", "撤了，再不走保安又要来赶人了", "下线。集群半夜要是炸了，九点前别告诉我"])),
            A(c.pick(["好，休息吧，明天都还在。", "回去吧，你回来我都在。", "合理。睡个好觉。"]))]


def fz_jobs(c):
    data = c.jobs_data()
    cnt = c.jobs_counts(data)
    zhs = {"RUNNING": "在跑", "PENDING": "排队", "COMPLETED": "已完成", "FAILED": "失败", "TIMEOUT": "超时", "OUT_OF_MEMORY": "爆内存"}
    ask = c.pick(["帮我看看 %s 上任务跑得咋样了" % c.b.cluster, "任务状态查一下，我有点慌", "昨晚那个 array 跑完没？", "集群上有啥挂了没"])
    bad = [j for j in data["jobs"] if j["state"] in ("FAILED", "TIMEOUT", "OUT_OF_MEMORY")]
    a = "一共 %d 个任务：%s。fair-share 是 %.3f。" % (len(data["jobs"]), "，".join("%s %d 个" % (zhs[s], n) for s, n in sorted(cnt.items())), data["fairshare"])
    if bad:
        j = bad[0]
        a += "要看的是 %s（%s，%s），exit code %s，MaxRSS %s，申请的是 %s。" % (j["job_id"], j["name"], j["state"], j["exit_code"], j["max_rss"], j["mem_req"])
    else:
        a += "没有失败的。"
    items = [U(ask), TL("cluster_jobs", {"cluster": c.b.cluster, "user": c.b.user, "states": "all", "since": "now-2days"}, json.dumps(data, indent=1)), A(a)]
    if bad and c.chance(0.6):
        items.append(U(c.pick(["又是它。每次都是这个 rule", "果然是这个", "为什么。为什么啊。"])))
        items.append(A(c.pick(["如果是内存问题，在 Snakefile 里单独给这个 rule 加 `mem_mb`，别全局加——不然所有任务都去抢大节点，排得更久。",
                               "重交之前先看一下 log；每次都挂在同一步的话，多半是某个样本特别大，而不是 rule 本身有问题。",
                               "要不要我把它的 log 尾巴拉出来看看？一般能看出是输入问题还是资源问题。"])))
    return items


def fz_oom(c):
    jid = c.b.jid()
    node = c.node()
    rule = c.pick(RULES)
    ts = c.iso()
    log = ("[%s] Building DAG of jobs...\n\n[%s]\nrule %s:\n    input: results/counts/%s.tsv\n    output: results/%s/out.rds\n    resources: mem_mb=%d, runtime=%d\n\n"
           "slurmstepd: error: Detected 1 oom_kill event in StepId=%d.batch. Some of the step tasks have been OOM Killed.\n"
           "slurmstepd: error: *** JOB %d ON %s CANCELLED AT %s ***\nError in rule %s:\n    (one of the commands exited with non-zero exit code)\n"
           % (ts, ts, rule, c.pick(SAMPLES), rule, c.pick([8000, 16000, 32000]), c.pick([60, 120, 240]), jid, jid, node, ts, rule))
    u = c.pick(["又来了：\n\n```\n%s```\n\n为啥每次都死在同一步" % log, "帮我看下这个，半夜挂的（凌晨三点——不对，时间戳是 UTC，随便吧）\n\n```\n%s```" % log])
    a = ("这是 OOM 被杀，不是脚本的 bug：%s 上这一步超过了 rule 申请的内存，SLURM 直接杀了。在 Snakefile 里给这个 rule 多要点内存，比如\n\n```python\nrule %s:\n    resources:\n        mem_mb=lambda wc, attempt: 16000 * attempt,\n```\n\n"
         "再加 `--retries 2`，第二次自动翻倍。比给所有任务都加内存划算。" % (node, rule))
    return [U(u), A(a), U(c.pick(["好，这就改", "按 attempt 翻倍，高级。好", "行，谢了"])), A(c.pick(["👍", "重试结果跟我说一声。", "祝顺利。"]))]


def fz_lock(c):
    path = "/scratch/%s/%s" % (c.b.user, c.pick(DIRS))
    u = ("这是啥意思，我啥也没干啊\n\n```\nBuilding DAG of jobs...\nLockException:\nError: Directory cannot be locked. Please make sure that no other Snakemake process is trying to create the same files in the following directory:\n%s\n"
         "If you are sure that no other instances of snakemake are running on this directory, the remaining lock was likely caused by a kill signal or a power loss. It can be removed with the --unlock argument.\n```" % path)
    a = "Snakemake 留了个锁——多半是交互节点被杀的时候留下的。确认没有别的进程在跑这个目录（`squeue -u %s` 看一下），用同样的 Snakefile 和 config 跑一次 `snakemake --unlock`，然后正常重启。" % c.b.user
    return [U(u), A(a)]


def fz_calendar(c):
    evs = []
    titles = ["组会", "本科生实验课（机房B）", "journal club", "和%s碰进度" % c.sup, "学院学术报告", "写作时间", "实验课备课", "健身", "和%s开会" % c.cosup, "读书会", "和%s吃饭" % c.shijie]
    for d in range(11, 16):
        for _ in range(c.N(1, 3)):
            h = c.N(8, 17)
            evs.append({"date": "2027-01-%02d" % d, "start": "%02d:%s" % (h, c.pick(["00", "30"])), "end": "%02d:%s" % (h + c.N(1, 2), c.pick(["00", "30"])),
                        "title": c.pick(titles), "location": c.pick(["生科楼 B214", "腾讯会议", "机房B", "报告厅", "食堂二楼", ""])})
    u = c.pick(["下周安排怎么样？", "下周有多惨", "看下下周日历，我得挤出写论文的时间"])
    a = "下周一共 %d 个安排。最满的是有实验课和组会的那几天；想要整块写作时间的话，只有学术报告的那天上午最合适。要不要我把那几个上午标成'写作——勿约'？" % len(evs)
    items = [U(u), TL("calendar", {"action": "list", "from": "2027-01-11", "to": "2027-01-15"}, json.dumps({"events": evs}, indent=1, ensure_ascii=False)), A(a)]
    if c.chance(0.5):
        items += [U(c.pick(["要", "要，而且弄得吓人一点，别人就不敢约了"])),
                  TL("calendar", {"action": "create_recurring", "title": "写作——勿约", "days": ["Tue", "Thu"], "start": "09:00", "end": "12:00", "until": "2027-03-31"},
                     json.dumps({"status": "created", "series_id": "ser_%s" % c.key(8).lower(), "occurrences": c.N(18, 24)}, indent=1)),
                  A("好了——周二周四上午都占上了，一直到三月底。")]
    return items


def fz_reviewer(c):
    g = c.sample(c.genes, 2)
    cm = c.pick([
        "The authors claim that %s and %s are co-regulated, but the evidence is correlative. Without perturbation data, this claim should be toned down considerably." % tuple(g),
        "It is unclear how many biological replicates were used for each time point. The methods mention 'at least three', but Supplementary Table 2 suggests that some conditions had two.",
        "The GO enrichment in Figure 5 is hard to interpret. Many of the terms are redundant, and no background set is specified.",
        "The dispersion estimates look unusually high for some samples. Have the authors checked for outliers or sample swaps?"])
    rv = c.pick(["审稿人2第3条", "审稿人1第4条", "审稿人3所谓的 minor comment 2", "审稿人2第6条"])
    u = c.pick(["%s，贴一下：\n\n> %s\n\n说实话他也没说错。但是烦。帮我写得别那么像在顶嘴" % (rv, cm),
                "这条：\n\n> %s\n\n（%s。）帮我起个草稿？语气要平静。我本人不平静" % (cm, rv)])
    a = ("草稿：\n\n> We thank the reviewer for this helpful comment. We agree that %s. In the revised manuscript we have (i) clarified this in the Methods (lines X–Y), "
         "(ii) added the relevant numbers to Supplementary Table 2, and (iii) adjusted the wording in the Results accordingly.\n\n行号等正文定了再填。如果真的重跑了什么，一定要写出来，审稿人喜欢看到干活了。"
         % c.pick(["the original wording overstated the conclusions", "this point was not sufficiently clear in the original submission"]))
    return [U(u), A(a)]


def fz_latex(c):
    u = c.pick([
        "为啥报 'Missing $ inserted'\n\n```latex\n\\caption{Expression of msx_b across time points (log2 CPM, n=3 per group).}\n```",
        "图老是飘到章节最后。我写的是\n\n```latex\n\\begin{figure}\n  \\centering\n  \\includegraphics[width=\\textwidth]{fig/ch3_volcano.pdf}\n  \\caption{...}\n\\end{figure}\n```\n\n结果跑到六页以后去了",
        "ctex 编译中文目录的时候页眉乱了，页眉显示的是英文章节名，怎么搞"])
    if "Missing" in u:
        a = "是 `msx_b` 里的下划线——文本模式下 `_` 是下标。写成 `msx\\_b`，或者定义 `\\newcommand{\\gene}[1]{\\textit{#1}}` 然后写 `\\gene{msx\\_b}`，基因名本来就该斜体。"
    elif "飘" in u:
        a = "加位置参数：`\\begin{figure}[htbp]`。还飘的话多半是图太高，剩下的页面放不下——试试 `[width=0.9\\textwidth]`，或者在节末加 `\\FloatBarrier`（`placeins` 宏包），图就不会越过去。"
    else:
        a = "页眉用的是 `\\leftmark`/`\\rightmark`，取决于 `\\chapter` 的标记。用学校模板的话先看模板有没有 `\\ctexset{chapter/name=...}` 的设置；没有的话用 `fancyhdr` 手动设 `\\fancyhead[C]{\\leftmark}`，并确认 `\\chapter` 用的是中文标题。"
    return [U(u), A(a)]


def fz_refs(c):
    items, data = c.refs_data()
    u = c.pick(["帮我在 Zotero 里找一下 %s 那篇，要 citekey" % items[0][2].split()[0], "搜一下文献库里 %s %d 年那篇，还有相关的" % (items[0][2].split()[0], items[0][3])])
    a = "是 `%s`（%s，%s %d）。库里还有 %d 篇相关的，最接近的是 `%s`。" % (items[0][0], items[0][2].split(",")[0], items[0][4], items[0][3], len(items) - 1, items[1][0])
    return [U(u), TL("refs", {"action": "search", "query": items[0][1][:40], "library": "My Library", "limit": 10}, json.dumps(data, indent=1, ensure_ascii=False)), A(a)]


def fz_chat(c):
    pairs = [("我妈又打电话问我什么时候毕业，什么时候找对象，什么时候买房。三连击。我说先让我把审稿人搞定", "一次只能打一个 boss，先打审稿人很合理。"),
             ("食堂今天居然有小龙虾，排队排到门口，我放弃了，回来吃泡面", "泡面也是科研人的传统了。晚上给自己加个蛋。"),
             ("%s的文章中了，请全组喝奶茶。替他高兴。也有点酸。两个都是真的" % c.shixiong, "两个都可以是真的。你的在返修，离那一步也就差一步了。"),
             ("下雪了，整个楼就剩我和保安，保安大叔同情地看了我一眼", "毕业年的标准画面。记得赶在公交停之前回去。"),
             ("有时候觉得读博一大半时间都在等任务排队", "确实很大一部分。关键是排队的时候手上有另一件事能干——最好是写论文。"),
             ("工位上的多肉死了。写论文期间我养死了一盆多肉，这是标题", "多肉算合理的牺牲。交完论文再买一盆奖励自己。"),
             ("%s说我最近说梦话都是 'sbatch'……" % c.shijie, "说明已经深度融入集群了。可以考虑睡前别看 squeue。")]
    u, a = c.pick(pairs)
    return [U(u), A(a)]


def fz_marking(c):
    studs = c.sample(STUDENTS_ZH, c.N(4, 7))
    rows = "\n".join("| %s | %d | %d | %d | %s |" % (s, c.N(8, 20), c.N(5, 15), c.N(2, 10), c.pick(["不错", "图没有图注", "疑似抄袭？？查一下", "迟交", "讨论写得好", "没交代码"])) for s in studs)
    u = ("在改实验报告（一共%d份，改了%d份）。评分标准：分析 /20，图 /15，讨论 /10。这批：\n\n| 学生 | 分析 | 图 | 讨论 | 备注 |\n|---|---|---|---|---|\n%s\n\n帮我加一下总分，看看有没有不对劲的" % (c.N(20, 36), c.N(3, 12), rows))
    a = "总分就是三列相加（满分45）。有两处建议再看看：标了'疑似抄袭'的那份——跟别人的对比完之前先别扣分；还有分析分高但图分很低的，一般是时间不够，不是没懂。"
    return [U(u), A(a)]


def fz_student(c):
    s = c.pick(STUDENTS_ZH)
    u = ("本科生微信问我（%s）：\n\n> 学长好，打扰了。我跑讲义里 DESeq 那一步报错 `ncol(countData) == nrow(colData) is not TRUE`，我感觉都是照着课上做的呀？\n\n我知道是啥问题，但想回得客气点，别直接说'看讲义'" % s)
    a = ("> %s你好，不打扰。这个报错是说表达矩阵和样本表对不上——通常是某个样本在其中一个表里缺了，或者 counts 的第一列（基因名）被当成样本读进去了。"
         "试试 `counts <- read.csv('counts.csv', row.names = 1)`，再看 `colnames(counts)` 和 `samples$id` 是否一致。还不行的话周四把脚本带来一起看。\n\n既客气，也教会他先检查输入。" % s)
    return [U(u), A(a)]


def fz_supmail(c):
    t = c.pick(["下午两点", "三点半", "四点", "上午十一点"])
    u = ("%s刚发微信：\n\n> 一航，明天改到%s行吗？另外图2我又看了下，3 dpa 和 7 dpa 两组颜色还是太像，发给%s之前换个配色。\n\n帮我回一下。还有：viridis 对色盲友好吗？我记得是，但想确认" % (c.sup, t, c.cosup))
    a = "是的——viridis 就是按感知均匀设计的，常见的几种色盲都能分辨，放心用。\n\n回复草稿：\n\n> %s好，%s可以。图2我用 viridis 重新配个色，明天把两个版本都带上您挑。" % (c.sup, t)
    return [U(u), A(a)]


def fz_receipts(c):
    its = [("去机场的地铁", c.N(6, 40)), ("酒店（3晚）", c.N(600, 1800)), ("海报打印", c.N(60, 200)), ("打车", c.N(20, 120)), ("午饭", c.N(15, 60))]
    its = c.sample(its, c.N(3, 5))
    lines = "\n".join("- %s：%d.%02d" % (n, x, c.N(0, 99)) for n, x in its)
    u = c.pick(["去年十月那个 workshop 的票据一直没报（羞耻）：\n\n%s\n\n现在还来得及吗" % lines, "外套口袋里翻出来的，十月份 workshop 的：\n\n%s\n\n现在还能报吗" % lines])
    a = "很多学校规定出差结束三个月内报销，十月的算压线了——去财务处网站看下具体规定，不管怎样这周就交。每张票据都扫描附上，打车那张最容易被问。"
    return [U(u), A(a)]


def fz_conda(c):
    env = c.pick(ENVS)
    u = c.pick(["conda 建 %s 环境卡在 'Solving environment' 四十分钟了，是死了吗。要不直接换 mamba？" % env, "`conda env create -f envs/%s.yaml` 又卡在 solving 了。用 mamba 还是继续等？" % env])
    a = "换 mamba 吧（或者 conda 用 libmamba 求解器：`conda config --set solver libmamba`）。老求解器遇到一堆 bioconda 包能卡半天，libmamba 一般一两分钟就好。yaml 里把 channel 顺序写死（conda-forge、bioconda），再设 `channel_priority: strict`。"
    return [U(u), A(a)]


def fz_quota(c):
    used, lim = c.N(880, 1000), 1000
    fs = [("home", c.N(30, 49), 50), ("project/%s" % c.proj, c.N(3000, 4900), 5000), ("scratch", used, lim)]
    tab = "Filesystem            used(GB)   quota(GB)   files\n" + "\n".join("%-20s %9d %11d %9d" % (n, u, q, c.N(10000, 900000)) for n, u, q in fs)
    u = "收到配额警告，贴一下 `myquota`：\n\n```\n%s\n```\n\n先删啥？我啥都不敢删" % tab
    a = "快满的是 scratch（%d/%d GB）。最安全的：流程能重新生成的中间 BAM、旧的 `.snakemake/` conda 和 shadow 目录、原始数据还在的情况下的 trimmed FASTQ。`du -sh /scratch/%s/* | sort -h | tail` 先看哪几个目录最大。" % (used, lim, c.b.user)
    return [U(u), A(a)]


def fz_findfile(c):
    data = c.files_data(["counts_norm_v%d.tsv", "vst_matrix_%d.rds", "dds_full_%d.rds", "tpm_all_%d.csv"], ["results/rnaseq_batch3", "results/old", "revision_reruns/de", "tmp"])
    u = c.pick(["十二月那次跑的标准化 counts 矩阵我放哪了", "帮我找 VST 矩阵，第三章 PCA 用的那个"])
    m = data["matches"][0]
    a = "找到 %d 个候选。最新的是 `%s`（%s，修改时间 %s）；results/old 下面那些是旧版本。" % (len(data["matches"]), m["path"], m["size"], m["modified"])
    return [U(u), TL("file_search", {"root": "/scratch/%s" % c.b.user, "pattern": "*counts*|*vst*|*dds*|*tpm*", "max_results": 20}, json.dumps(data, indent=1)), A(a)]


def fz_wordcount(c):
    ch = [("第一章 绪论", c.N(12000, 22000)), ("第二章 材料与方法", c.N(15000, 28000)), ("第三章 再生时序分析", c.N(15000, 26000)),
          ("第四章 单细胞", c.N(3000, 15000)), ("第五章 讨论", c.N(500, 6000))]
    rows = "\n".join("%s  %d" % x for x in ch)
    tot = sum(x[1] for x in ch)
    u = "字数统计：\n\n```\n%s\n```\n\n学校要求正文不少于八万字（不含参考文献）。讨论那章现在……是一堆要点。我完了吗" % rows
    a = "目前一共 %d 字，离八万%s。缺口主要在讨论，这很正常——讨论一般最后写。第四章补到一万五左右、讨论写到一万，总数就稳了。" % (tot, "已经不远了" if tot > 60000 else "还差一些")
    return [U(u), A(a)]


def fz_plot(c):
    u = ("ggplot 问题，我想让时间点按顺序排，不要按字母：\n\n```r\nggplot(df, aes(x = timepoint, y = log2cpm, fill = timepoint)) +\n  geom_boxplot(outlier.shape = NA) +\n  geom_jitter(width = 0.15, size = 0.8) +\n  facet_wrap(~gene, scales = 'free_y')\n```\n\n"
         "现在顺序是 0dpa, 14dpa, 3dpa, 7dpa，离谱")
    a = "画图前把它转成指定 levels 的 factor：\n\n```r\ndf$timepoint <- factor(df$timepoint, levels = c('0dpa', '3dpa', '7dpa', '14dpa'))\n```\n\n坐标轴和图例就都按这个顺序了。"
    return [U(u), A(a)]


def fz_stats(c):
    n = c.N(6, 18)
    u = c.pick(["统计问题确认一下：%d 个对比，每个两万个基因左右。每个对比内部 BH，还是所有对比一起 Bonferroni？" % n, "%d 个对比是放一起校正还是分开校正？审稿人1暗示了一下但没说清" % n])
    a = "每个对比内部用 BH 是标准做法，DESeq2 默认也是这样——每个对比本身是一个独立的问题。如果你要做跨对比的结论（比如'每个时间点都差异表达的基因'），要明确说出来，要么阈值更严，要么用专门的方法比如 stageR。方法里加一句说明就行。"
    return [U(u), A(a)]


def fz_conf(c):
    m = c.pick([12, 15, 20])
    u = c.pick(["%s的报告是 %d 分钟加提问，实际放多少页合适？我现在 31 页，明显疯了" % (c.conf, m), "%s的报告要不要讲流程？一共 %d 分钟" % (c.conf, m)])
    a = "大概一分钟一页，正文 %d 到 %d 页，其余放备用。流程最多一页示意图，真关心的人会问。开头先讲生物学问题，别先讲方法。" % (m - 2, m)
    return [U(u), A(a)]


def fz_seff(c):
    jid = c.b.jid()
    cores = c.pick([8, 16, 32])
    out = ("Job ID: %d\nCluster: %s\nUser/Group: %s/%s\nState: COMPLETED (exit code 0)\nNodes: 1\nCores per node: %d\nCPU Utilized: %s\nCPU Efficiency: %d.%02d%% of %s core-walltime\n"
           "Job Wall-clock time: %s\nMemory Utilized: %s\nMemory Efficiency: %d.%02d%% of %d.00 GB" % (jid, c.b.cluster, c.b.user, c.pick(["bio", "lifesci"]), cores, c.hms(20), c.N(4, 40), c.N(0, 99), c.hms(90),
                                                                                                         c.hms(6), c.gib(), c.N(5, 60), c.N(0, 99), c.pick([32, 64, 128])))
    u = "昨晚那个任务的 seff，这算很差吗\n\n```\n%s\n```" % out
    a = "任务是正常跑完了，但 CPU 效率很低——%d 个核大部分在闲着。要么工具没真正用上多线程（检查有没有传 `--threads`/`-p`），要么是 IO 瓶颈。下次少要点核，排队也快。" % cores
    return [U(u), A(a)]


def fz_response(c):
    u = c.pick(["审稿人3要'讨论一下局限性'。给我个段落框架？科学内容我自己填", "回复信里要一段说我们加了数据可用性声明、数据都传了。写得无聊但准确就行"])
    if "局限" in u:
        a = ("框架：\n\n> Our study has several limitations. First, [sample size / design limitation], which limits [what]. Second, [technical limitation]; we partly address this with [what you did]. "
             "Third, [scope limitation]. Future work using [approach] will be needed to [what].\n\n三条刚好——够诚实，又不至于削弱文章。")
    else:
        a = ("> We have added a Data Availability statement. Raw sequencing data have been deposited in [repository] under accession [ID], processed count matrices are available at [DOI], "
             "and all analysis code is available at [repository URL] (release [tag], archived at [DOI]).\n\n等数据公开了再把括号填上。")
    return [U(u), A(a)]


def fz_notes(c):
    u = ("组会随手记的，帮我整理成待办：\n\n- %s：'一定要展示原始数据'（每周都说，基本等于打招呼）\n- %s讲了 velocity，图很好看，羡慕\n- 有人老是不关 -80 冰箱门。不是我。应该不是我\n"
         "- 我：第三批的样本表是不是该再核一遍？也许\n- %s让大家审计前更新实验室 wiki\n- 下周可能吃披萨" % (c.sup, c.shijie, c.sup))
    a = "待办：\n1. 再核一遍第三批样本表（你）。\n2. 审计前更新自己那部分 wiki（所有人）。\n3. 关好 -80 冰箱门（所有人，显然）。\n\n'展示原始数据'那条更像是长期偏好，不算待办。"
    return [U(u), A(a)]


def fz_git(c):
    u = ("论文仓库冲突了，因为我笔记本和台式机都改了，蠢：\n\n```\n<<<<<<< HEAD\nRegeneration proceeds through the formation of a blastema, a mass of dedifferentiated cells.\n"
         "=======\nRegeneration proceeds via a blastema, a mass of progenitor-like cells formed after amputation.\n>>>>>>> laptop\n```\n\n哪句好hhh，以后怎么避免")
    a = "第二句更准确——'dedifferentiated' 对某些谱系有争议，'progenitor-like' 更稳。保留这句，删掉冲突标记，`git add` 然后 commit。\n\n以后：不管在哪台机器开始前先 `git pull`，停下来就 commit/push。设个 alias 比如 `alias start='git pull --rebase'` 会好很多。"
    return [U(u), A(a)]


def fz_send(c):
    u = c.pick(["帮我给%s发个邮件，问他 scratch 上旧的 STAR 索引还在不在，省得我白建" % c.shixiong, "给%s发个邮件：周四实验课前半小时能不能帮我顶一下，我要和%s开会" % (c.shijie, c.sup)])
    who = c.shixiong if "STAR" in u else c.shijie
    body = "%s好，\n\n%s\n\n谢谢！\n一航" % (who, "你 scratch 上那个旧的 STAR 索引还在吗？在的话我就不重新建了。" if "STAR" in u else "周四实验课前半小时能帮我顶一下吗？我要和%s开会，改不了时间。" % c.sup)
    return [U(u), TL("mail", {"action": "send", "to": "labmate@%s" % c.uni, "subject": "问个事", "body": body},
                     json.dumps({"status": "sent", "message_id": "<%s@%s>" % (c.key(12).lower(), c.uni), "queued_at": c.iso()}, indent=1)),
            A("已发给%s。" % who)]


def fz_addcal(c):
    day = c.N(12, 29)
    h = c.N(9, 16)
    u = c.pick(["%d号%d点 journal club，我讲（为什么要答应）" % (day, h), "加个和%s的会，%d号%d点，一小时，'过图'" % (c.cosup, day, h)])
    t = "journal club（我讲）" if "journal" in u else "和%s过图" % c.cosup
    return [U(u), TL("calendar", {"action": "create", "title": t, "date": "2027-01-%02d" % day, "start": "%02d:00" % h, "duration_min": 60},
                     json.dumps({"status": "created", "event_id": "evt_%s" % c.key(10).lower(), "conflicts": []}, indent=1)),
            A("加好了，1月%d日 %d:00，没有冲突。" % (day, h))]


def fz_teams(c):
    tool = c.pick(["MACS2", "MACS3"])
    u = "%s微信问：'ATAC 的 peak 是用 MACS2 还是 MACS3 call 的？写结题报告要用'。是 MACS3 吧？帮我看下 config" % c.cosup
    cfg = ("peaks:\n  caller: %s\n  genome_size: %s\n  qvalue: 0.01\n  extra: '--nomodel --shift -75 --extsize 150 --keep-dup all'\nalignment:\n  aligner: bowtie2\n  threads: %d\n"
           % (tool.lower(), c.pick(["1.4e9", "3.7e8"]), c.pick([8, 16])))
    data = {"matches": [{"path": "config/atac.yaml", "content": cfg}], "files_scanned": c.N(40, 300)}
    a = "config 里写的是 `%s`（参数 `--nomodel --shift -75 --extsize 150`），告诉%s是 %s，顺便把 shift/extsize 也告诉她，方法里要写。" % (tool.lower(), c.cosup, tool)
    return [U(u), TL("file_search", {"root": "~/projects/atac-pipeline", "pattern": "config/*.yaml", "show_content": True}, json.dumps(data, indent=1)), A(a)]


def fz_should(c):
    pairs = [("大 array 今晚交还是等周一队列空点再交？", "今晚交——周末队列一般更短，挂了周一早上就能看到，不浪费工作日。"),
             ("引 bioRxiv 版本还是等正式版？听说上周正式发了", "正式版出了就引正式版——审稿人和答辩委员都更喜欢，文献管理器里用 DOI 更新一下条目就行。"),
             ("审稿人3那些错别字也要逐条回复吗？", "要，每一条都要回，哪怕只是 'Corrected, thank you.'，编辑会检查有没有漏。"),
             ("实验课讲义最后要不要附 A 部分的答案？", "建议讲义里不放，课后再发——不然大部分人直接翻到答案。")]
    u, a = c.pick(pairs)
    return [U(u), A(a)]


def fz_pending(c):
    jid = c.b.jid()
    reason = c.pick(["Priority", "Resources", "AssocGrpCPUMinutesLimit", "QOSMaxJobsPerUserLimit"])
    u = "%d 为啥一直 PD，九个小时了。squeue 显示 (%s)" % (jid, reason)
    expl = {"Priority": "前面还有优先级更高的任务在排，任务本身没问题，排到了就会开始。",
            "Resources": "在等一个资源够的节点。少要点内存或核数，能塞进去的地方就多了。",
            "AssocGrpCPUMinutesLimit": "课题组这一期的 CPU 机时用完了。这是组的限额不是你个人的——问问%s能不能充值。" % c.sup,
            "QOSMaxJobsPerUserLimit": "你在这个 QOS 下同时运行的任务数到上限了，你别的任务跑完它就会开始。"}[reason]
    return [U(u), A("`%s` 的意思是%s" % (reason, expl))]


def fz_rant(c):
    u = c.pick(["审稿人3让我们'考虑用更新的方法'，又不说是哪个。更新的。这方法是2021年的。我要对着枕头尖叫了",
                "为什么审稿人总是要再加一个实验。我们是干实验室。所谓'实验'就是六周机时加我的精神状态",
                "审稿人1说我们的图'太乱'。那是热图。当然乱。里面全是基因"])
    a = c.pick(["尖叫完了礼貌地回：承认这一点，解释你的方法为什么适合这个问题，如果成本低的话，在补充图里用一个替代方法证明关键结果稳健。",
                "可以理解。比较好的做法是给一个有针对性的检查，而不是全套重来：既表明认真对待了，又不用花六周。",
                "合理。可以正文只放变化最大的基因并做聚类，完整热图放补充材料——一般'太乱'就能过了。"])
    return [U(u), A(a)]


def fz_practical(c):
    n = c.N(18, 32)
    u = "实验课备课：%d 个学生，两小时，用教学服务器上的 RStudio。去年一半人前二十分钟都登不上。这次提前能做点啥" % n
    a = "三件事：提前两天发登录说明，里面写一句'现在就试一下能不能登'；提前建好账号和 R 包（DESeq2、ggplot2 统一装好）；准备一个兜底——带输出结果的静态 HTML 版讲义，卡住的人也能跟着看。"
    return [U(u), A(a), U(c.pick(["静态 HTML 这个好，偷了", "好，三个都做"])), A("好——实验课当天少一个火要救。")]


def fz_travel(c):
    u = "%s的出差想一下：飞机还是高铁、酒店还是别的，周四还得赶回来上实验课。就是自言自语，还没定。会议 app 说第一天开幕报告早上九点，所以得提前一天到" % c.conf
    a = "提前一天到是对的。定了以后，等出差申请提交了再订，所有票据都留着，包括小票。你有日期了我可以帮你比一下方案。"
    return [U(u), A(a)]


def fz_inbox(c):
    s = c.pick(STUDENTS_ZH)
    core = [(c.sup_full, "Re: 图2", "3 dpa 和 7 dpa 的颜色还是太像……"),
            ("超算中心", "集群维护提醒", "各位用户，scratch 文件系统将于……"),
            ("%s Editorial Office" % c.journal, "Invitation to review %s-2027-%04d" % (c.ms.split("-")[0], c.N(1000, 9999)), "Dear Mr Li, given your expertise..."),
            ("本科生 %s" % s, "B 部分的问题", "学长好，想问一下 B 部分的 PCA……")]
    extras = [("图书馆", "图书逾期提醒", "您借阅的《R语言实战》已逾期……"), (c.shijie, "晚上狼人杀？", "在吗在吗，今晚缺一个人……"),
              ("研究生院", "博士生年度考核", "各位同学，年度考核表请于……"), ("%s会务组" % c.conf, "早鸟注册即将截止", "提醒：早鸟价格将于……"),
              (c.pick(OFFICE_PEOPLE_ZH), "Fwd: 安全培训", "附件请查收……"), (c.cosup_full, "Re: Re: Re: 第二章", "绪论那块我又想了一下……"),
              ("GitHub", "[thesis-pipeline] CI failed on main", "Run failed: dry-run (push)...")]
    rows = core + c.sample(extras, c.N(3, 6))
    c.r.shuffle(rows)
    res = [{"id": "m_%d" % c.N(10000, 99999), "from": f, "subject": sj, "date": c.iso()[:16].replace("T", " "), "unread": True, "snippet": sn} for f, sj, sn in rows]
    u = c.pick(["邮箱里有急的吗？帮我分个类就行，别一封封念", "看下邮箱，两天没看了"])
    a = "%d 封未读。没有着火的：%s问实验课 B 部分的问题，超算中心的维护提醒，%s编辑部的审稿邀请（不是你的文章，可以拒），还有%s在图2那个邮件链里。建议先回%s，很快。" % (len(res), s, c.journal, c.sup, s)
    return [U(u), TL("mail", {"action": "search", "folder": "INBOX", "unread": True, "limit": 15}, json.dumps({"results": res}, indent=1, ensure_ascii=False)), A(a)]


def fz_sacct(c):
    jid = c.b.jid()
    req = c.pick([16, 32, 64])
    used = req + c.N(1, 20)
    out = ("JobID           JobName                         ReqMem     MaxRSS    Elapsed      State\n------------ ------------------------------ ---------- ---------- ---------- ----------\n"
           "%d    %-30s %9dG            %10s OUT_OF_ME+\n%d.batch      batch                                    %9dK %10s OUT_OF_ME+\n%d.extern     extern                                   %9dK %10s  COMPLETED"
           % (jid, c.pick(RULES) + "_%d" % c.N(1, 40), req, c.hms(10), jid, used * 1024 * 1024, c.hms(10), jid, c.N(100, 900), c.hms(10)))
    u = c.pick(["帮我查一下 %d 的 sacct，想知道它到底要多少内存" % jid, "%d 挂了，先拿到数字再去找人吐槽，sacct 一下" % jid])
    a = "batch 这一步峰值大约 %d GB，申请的是 %d GB，所以是内存不够被杀，不是程序自己崩的。这个 rule 申请 %d GB 左右就行——比峰值多留一点余量，不用直接翻倍。" % (used, req, used + 8)
    return [U(u), TL("cluster_sacct", {"job_id": jid, "format": "JobID,JobName%30,ReqMem,MaxRSS,Elapsed,State"}, out), A(a)]


def fz_dryrun(c):
    rules = c.sample(RULES, c.N(4, 7))
    rows = "\n".join("%-18s %5d" % (r, c.N(1, 96)) for r in rules)
    tot = c.N(120, 900)
    u = ("dry run 出来是这样，是要把所有东西重跑一遍吗？？\n\n```\nJob stats:\njob                count\n-----------------  -----\n%s\ntotal              %5d\n\nReasons:\n    code has changed since last execution:\n        %s\n    params have changed since last execution:\n        %s\n```" % (rows, tot, rules[0], rules[1]))
    a = "不是全部——重跑的是 %s 和 %s（代码/参数改了），加上下游依赖它们的。如果只是改了注释或者日志这种，加 `--rerun-triggers mtime` 就不会因为代码变动触发重跑；参数是真改了的话就让它跑吧。" % (rules[0], rules[1])
    return [U(u), A(a)]


def fz_biber(c):
    key = c.pick(REFS)[0]
    ln = c.N(200, 4000)
    u = ("论文编译挂了：\n\n```\nERROR - BibTeX subsystem: /tmp/biber_tmp_x9/refs.bib_2181.utf8, line %d, syntax error: found \"}\", expected end of entry (\"@\" or end of file)\nERROR - Cannot find '%s'!\n```\n\n我没动过 bib。（我动过。）" % (ln, key))
    a = "bib 文件第 %d 行附近有个括号没配对——多半是标题里为了保留大写加了 `{`，结果后面的 `}` 丢了。把那条修好，'cannot find' 的错也会消失，因为 biber 读到语法错误就停了。bib 是 Zotero 导出的话要在 Zotero 里改，不然下次导出又回来了。" % ln
    return [U(u), A(a)]


def fz_pandas(c):
    u = ("python 又在骂我：\n\n```\nSettingWithCopyWarning:\nA value is trying to be set on a copy of a slice from a DataFrame.\nTry using .loc[row_indexer,col_indexer] = value instead\n```\n\n代码是\n\n```python\nsig = res[res.padj < 0.05]\nsig['direction'] = np.where(sig.log2FoldChange > 0, 'up', 'down')\n```\n\n能无视吗")
    a = ("这里实际上没影响，但最好改掉，免得以后出事：显式 copy 一份。\n\n```python\nsig = res.loc[res.padj < 0.05].copy()\nsig['direction'] = np.where(sig.log2FoldChange > 0, 'up', 'down')\n```\n\n"
         "另外先把 padj 是 NaN 的行去掉（`res.dropna(subset=['padj'])`），不然它们会悄悄从比较里掉出去。")
    return [U(u), A(a)]


def fz_figspec(c):
    u = "%s的图片要求写着'至少 300 dpi，RGB，最大宽度 180 mm，字体嵌入'。我的图都是 ggplot 出的 PDF，需要额外处理吗" % c.journal
    a = "ggplot 出的 PDF 是矢量图，dpi 只对里面嵌的位图有影响（比如用 `ggrastr` 渲染的大散点图、热图）。保存时显式指定尺寸——`ggsave('fig2.pdf', width = 180, height = 120, units = 'mm')`——再用 `device = cairo_pdf` 保证字体嵌入，`pdffonts fig2.pdf` 可以确认。"
    return [U(u), A(a)]


def fz_cosup_update(c):
    u = "帮我起草给%s的双周进度邮件？要点：重跑基本完了，回复信写了一半，实验课还行，第四章卡住了（别写卡住了）" % c.cosup
    a = ("> %s好，\n>\n> 汇报一下近两周的进展：\n> - 返修需要的重跑基本完成，正在检查最后几个结果；\n> - 回复信完成了大约一半；\n> - 实验课进行顺利；\n> - 第四章计划在返修提交后重点推进。\n>\n> 有问题随时找我。\n> 一航\n\n"
         "'计划在返修提交后重点推进'就是卡住了的体面说法。" % c.cosup)
    return [U(u), A(a)]


def fz_logtail(c):
    jid = c.b.jid()
    smp = c.pick(SAMPLES)
    log = ("Traceback (most recent call last):\n  File \"scripts/%s.py\", line %d, in <module>\n    adata = sc.read_h5ad(snakemake.input.h5ad)\n  File \".../anndata/_io/h5ad.py\", line 237, in read_h5ad\n"
           "    with h5py.File(filename, \"r\") as f:\nFileNotFoundError: [Errno 2] Unable to open file (unable to open file: name = 'results/h5ad/%s.h5ad', errno = 2)\n[%s] Error in rule %s" % (c.pick(SCRIPT_NAMES), c.N(10, 200), smp, c.iso(), c.pick(RULES)))
    u = c.pick(["%d 挂了，帮我看下 log" % jid, "%d 是怎么死的？看下 log" % jid])
    a = "这次不是资源问题——脚本找不到 `results/h5ad/%s.h5ad`。要么上游 rule 没生成它（看看这次的样本表里有没有这个样本），要么 rule 的 input 路径和上游的 output 模式对不上。对这个样本跑一下 `-n` 就知道是哪个。" % smp
    return [U(u), TL("cluster_log", {"job_id": jid, "tail": 30}, log), A(a)]


def fz_refdupes(c):
    items, data = c.refs_data(2)
    it = items[0]
    data["items"][1] = dict(data["items"][0], item_key=c.key(), collections=["to-read"], attachments=0)
    data["duplicates_found"] = 1
    u = "论文 PDF 的参考文献里 %s et al. 出现了两次，帮我在 Zotero 里找一下重复的" % it[2].split()[0]
    a = "找到了：两个条目 DOI 一样（%s），item key 分别是 %s 和 %s。在 Zotero 里合并（重复条目 → 合并），保留有附件的那个；保留旧条目的话 citekey `%s` 不会变。" % (it[5], data["items"][0]["item_key"], data["items"][1]["item_key"], it[0])
    return [U(u), TL("refs", {"action": "find_duplicates", "query": it[1][:30]}, json.dumps(data, indent=1, ensure_ascii=False)), A(a)]


def fz_concept(c):
    s = c.pick(STUDENTS_ZH)
    u = "%s下课后问我为什么要用校正后的 p 值而不是普通的，我回答得乱七八糟。给我一个两句话的版本下次用" % s
    a = "'我们一次检验两万个基因，如果用 p < 0.05，光靠运气就会有大约一千个假阳性。校正后的 p 值控制的是我们判为显著的基因里假阳性所占的期望比例。'"
    return [U(u), A(a)]


def fz_chat2(c):
    pairs = [("三周来第一次去跑步，腿在骂我，脑子骂得少一点，总体算赚", "算赚。写论文期间隔两天跑一次短的，帮助很大。"),
             ("%s让我帮她看 cover letter，写得比我这个月写的任何东西都好，被教育了" % c.shijie, "帮别人改稿其实是很好的练习——说不定你会在自己的章节里发现同样的毛病。"),
             ("办公室暖气要么撒哈拉要么北极，现在是北极，戴着手套打字", "戴手套打字，敬业。下午要不要去图书馆？"),
             ("我姐发了张宝宝穿迷你白大褂的照片，上面写着'未来的生信人'。我没哭。是你哭了", "太可爱了。未来的生信人穿得比我们大多数人都正式。"),
             ("食堂阿姨今天多给了我一勺肉，感觉是看我太憔悴了", "阿姨的关怀，收下。今天就靠这勺肉撑着写论文。")]
    u, a = c.pick(pairs)
    return [U(u), A(a)]


ZH_FILLERS = [fz_sacct, fz_dryrun, fz_biber, fz_pandas, fz_figspec, fz_cosup_update, fz_logtail, fz_refdupes, fz_concept, fz_chat2, fz_chat2, fz_jobs, fz_jobs, fz_oom, fz_lock, fz_calendar, fz_inbox, fz_reviewer, fz_reviewer, fz_latex, fz_refs, fz_refs, fz_chat, fz_chat, fz_chat,
              fz_marking, fz_student, fz_supmail, fz_receipts, fz_conda, fz_quota, fz_findfile, fz_wordcount, fz_plot, fz_stats, fz_conf, fz_seff,
              fz_response, fz_notes, fz_git, fz_send, fz_addcal, fz_teams, fz_should, fz_should, fz_pending, fz_rant, fz_practical, fz_travel]


# ======================================================================================
# builder
# ======================================================================================

_STATIC = None
_NOT_STATIC = {"NEEDLE_FIRST_EN", "NEEDLE_LAST_EN", "RARE_FIRST_EN", "NEEDLE_SUR_ZH", "NEEDLE_GIVEN_ZH",
               "DECISIONS_EN", "CONSTRAINTS_EN", "QUESTIONS_EN", "DECISIONS_ZH", "CONSTRAINTS_ZH", "QUESTIONS_ZH"}


def static_text():
    global _STATIC
    if _STATIC is None:
        acc = []

        def walk(x):
            if isinstance(x, str):
                acc.append(x)
            elif isinstance(x, (list, tuple)):
                for y in x:
                    walk(y)
            elif isinstance(x, dict):
                for y in x.values():
                    walk(y)
        for k, v in list(globals().items()):
            if k.isupper() and k not in _NOT_STATIC:
                walk(v)
        _STATIC = "\n".join(acc)
    return _STATIC


class Builder:
    def __init__(self, seed, zh, per_kind, attempt):
        self.seed, self.zh, self.per_kind, self.attempt = seed, zh, per_kind, attempt
        self.rng = random.Random("cq|%d|%d|%d|%d" % (seed, attempt, int(zh), per_kind))
        self.user = "tkowal"
        self.cluster = "balsam"
        self._jbase = self.rng.randint(43000000, 47900000)
        self.needles = []
        self.bad = False
        self.T = ZhContent(self) if zh else EnContent(self)

    def N(self, lo, hi):
        return self.rng.randint(lo, hi)

    def pick(self, s):
        return self.rng.choice(s)

    def jid(self):
        return self._jbase + self.rng.randint(1, 90000)

    def tool_rows(self, name, payload):
        return json.dumps(payload["args"], ensure_ascii=False), payload["out"]

    # ---- needles ------------------------------------------------------------------------
    def needles_ok(self, cands):
        st = static_text()
        for i, c in enumerate(cands):
            if not c or c in st:
                return False
            for n in self.needles + cands[:i] + cands[i + 1:]:
                if c in n or n in c:
                    return False
        return True

    def make_fact(self, kind):
        T = self.T
        for _ in range(400):
            needles, v = T.gen(kind)
            if self.needles_ok(needles):
                self.needles.extend(needles)
                pool = getattr(T, v["_pool"])
                pool.remove(v["_item"])
                return {"kind": kind, "needles": needles, "v": v}
        self.bad = True
        return {"kind": kind, "needles": needles, "v": v}

    # ---- row validation -------------------------------------------------------------------
    def valid(self, it):
        if it[0] == "tool":
            a = json.dumps(it[2], ensure_ascii=False)
            if any(n in a for n in self.needles):
                return False
            txt, allow = it[3], it[4]
        else:
            txt, allow = it[1], it[2]
        for n in self.needles:
            if (n in txt) != (n in allow):
                return False
        return True

    def commit(self, fn):
        items = None
        for _ in range(60):
            items = fn()
            if all(self.valid(it) for it in items):
                return items
        self.bad = True
        return items

    @staticmethod
    def nmsg(items):
        return sum(1 for it in items if it[0] in ("user", "assistant"))

    # ---- conversation ---------------------------------------------------------------------
    def build(self):
        T = self.T
        rng = self.rng
        T.setup()
        facts = [self.make_fact(k) for k in KINDS for _ in range(self.per_kind)]
        for f in facts:
            modes = T.MODES[f["kind"]]
            if not modes or rng.random() < 0.68:
                f["mode"] = "user"
            else:
                f["mode"] = rng.choice(modes)
            if f["kind"] == "decision" and f["mode"] == "user" and f["v"].get("ALT") and rng.random() < 0.5:
                f["rev"] = True

        # fact units
        plain = [f for f in facts if f["mode"] == "user" and f["kind"] != "question" and not f.get("rev")]
        rng.shuffle(plain)
        p_pair = 0.5 if self.per_kind >= 8 else 0.2
        units = []
        i = 0
        while i < len(plain):
            if i + 1 < len(plain) and plain[i]["kind"] != plain[i + 1]["kind"] and rng.random() < p_pair:
                units.append(("user", [plain[i], plain[i + 1]]))
                i += 2
            else:
                units.append(("user", [plain[i]]))
                i += 1
        for f in facts:
            if f.get("rev"):
                units.append(("rev", [f]))
            elif f["kind"] == "question":
                units.append(("question", [f]))
            elif f["mode"] != "user":
                units.append((f["mode"], [f]))

        fact_blocks = []
        pre_blocks = []
        for mode, fs in units:
            if mode == "user":
                blk = self.commit(lambda: T.user_unit(fs))
            elif mode == "rev":
                blk = self.commit(lambda: T.user_unit(fs, rev=True))
                pre_blocks.append((self.commit(lambda: T.reversal_pre(fs[0])), blk))
            elif mode == "question":
                blk = self.commit(lambda: T.question_unit(fs[0]))
            elif mode == "assistant":
                blk = self.commit(lambda: T.assistant_unit(fs[0]))
            elif mode == "tool":
                blk = self.commit(lambda: T.tool_unit(fs[0]))
            else:
                blk = self.commit(lambda: T.paste_unit(fs[0]))
            fact_blocks.append((blk, fs))

        # planned repeats of a few facts, later in the conversation
        cb_kinds = ("name", "id", "date", "command", "port", "version", "money")
        cands = [(blk, fs[0]) for blk, fs in fact_blocks if len(fs) == 1 and fs[0]["mode"] == "user"
                 and not fs[0].get("rev") and fs[0]["kind"] in cb_kinds]
        rng.shuffle(cands)
        callbacks = []
        for blk, f in cands[:rng.randint(2, 4)]:
            callbacks.append((self.commit(lambda: T.callback(f, f["needles"][0])), blk))

        opening = self.commit(lambda: T_open(T))
        closing = self.commit(lambda: T_close(T))
        days = [self.commit(lambda: T_day(T, k)) for k in (1, 2)]
        used = sum(self.nmsg(b) for b, _ in fact_blocks) + sum(self.nmsg(b) for b, _ in pre_blocks) + \
            sum(self.nmsg(b) for b, _ in callbacks) + self.nmsg(opening) + self.nmsg(closing) + sum(self.nmsg(d) for d in days)
        target = min(290, max(150, used + rng.randint(60, 100)))

        fillers = []
        pool = list(ZH_FILLERS if self.zh else EN_FILLERS)
        rng.shuffle(pool)
        k = 0
        tries = 0
        seen = set()
        while used < target and tries < 400:
            tries += 1
            fn = pool[k % len(pool)]
            k += 1
            if k % len(pool) == 0:
                rng.shuffle(pool)
            blk = self.commit(lambda: fn(T))
            m = self.nmsg(blk)
            first = blk[0][1]
            if used + m > 296 or first in seen:
                continue
            seen.add(first)
            fillers.append(blk)
            used += m

        # order: facts and fillers interleaved at random, so facts land early, middle and late
        body = [b for b, _ in fact_blocks] + fillers
        rng.shuffle(body)
        for pre, blk in pre_blocks:
            idx = next(i for i, b in enumerate(body) if b is blk)
            body.insert(rng.randint(max(0, idx - 10), idx), pre)
        for cb, blk in callbacks:
            idx = next(i for i, b in enumerate(body) if b is blk)
            body.insert(rng.randint(min(idx + 2, len(body)), len(body)), cb)
        n = len(body)
        body.insert(rng.randint(n // 3 - 2, n // 3 + 2), days[0])
        body.insert(rng.randint(2 * n // 3 - 2, 2 * n // 3 + 2), days[1])
        blocks = [opening] + body + [closing]

        seq = []
        expect = {}
        for b in blocks:
            for it in b:
                if it[0] == "tool":
                    seq.append(("tool", it[1], {"args": it[2], "out": it[3]}))
                    allow = it[4]
                else:
                    seq.append((it[0], it[1]))
                    allow = it[2]
                for nd in allow:
                    expect[nd] = expect.get(nd, 0) + 1
        out_facts = [{"kind": f["kind"], "needles": list(f["needles"])} for f in facts]
        return out_facts, seq, expect


def T_open(T):
    return fz_open(T) if isinstance(T, ZhContent) else fe_open(T)


def T_close(T):
    return fz_close(T) if isinstance(T, ZhContent) else fe_close(T)


def T_day(T, k):
    return fz_day(T, k) if isinstance(T, ZhContent) else fe_day(T, k)


# harness protocol
# ======================================================================================

def make_rows(conv):
    facts, seq, expect = conv.build()
    rows = []
    t = datetime(2027, 1, 8, 8, 37, 0)
    n = call = 0
    for item in seq:
        n += 1
        t += timedelta(minutes=conv.rng.randint(1, 22))
        ts = t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if item[0] == "tool":
            call += 1
            cid = "call_cq%d" % call
            args, output = conv.tool_rows(item[1], item[2])
            rows.append({"v": 2, "id": "msg_cq%d" % n, "createdAt": ts,
                         "item": {"type": "function_call", "callId": cid, "name": item[1], "arguments": args}, "meta": {}})
            n += 1
            rows.append({"v": 2, "id": "msg_cq%d" % n, "createdAt": ts,
                         "item": {"type": "function_call_result", "callId": cid, "name": item[1],
                                  "status": "completed", "output": output}, "meta": {}})
        else:
            rows.append({"v": 2, "id": "msg_cq%d" % n, "createdAt": ts,
                         "item": {"type": "message", "role": item[0], "content": item[1]}, "meta": {"uiRole": item[0]}})
    return [{"kind": f["kind"], "needles": f["needles"]} for f in facts], rows, expect


def row_text(row):
    it = row["item"]
    return it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", ""))


def check(facts, rows, expect, why=None):
    texts = [row_text(r) for r in rows]
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 120 <= nmsg <= 300:
        if why is not None:
            why.append("messages %d" % nmsg)
        return False
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        if why is not None:
            why.append("duplicate needle")
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                if why is not None:
                    why.append("substring %r in %r" % (a, b))
                return False
    for nd in needles:
        k = sum(1 for t in texts if nd in t)
        if k != expect.get(nd, 1):
            if why is not None:
                why.append("needle %r in %d rows (want %d)" % (nd, k, expect.get(nd, 1)))
            return False
    return True


def run(cmd, env, stdin=None):
    p = subprocess.run(cmd, input=stdin, env=env, capture_output=True, text=True)
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
    roots = []
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        for attempt in range(300):
            facts, rows, expect = make_rows(Builder(seed, zh, per_kind, attempt))
            if check(facts, rows, expect):
                break
        else:
            sys.stderr.write("seed %d: could not build unique needles\n" % seed)
            sys.exit(1)
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        roots.append(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2027-01-20T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batches, cur, msgs = [], [], 0
        for row in rows:
            cur.append(row)
            if row["item"]["type"] == "message":
                msgs += 1
                if msgs % 25 == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            run([okbot, "session", "append", "-a", "Writer"], env,
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run([okbot, "compress", "-a", "Writer", "--now"], env)
        ctx = run([okbot, "context", "show", "-a", "Writer"], env)
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
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", msgs, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        k_, n_ = tot[k]
        print("kind %s %d/%d %.1f" % (k, k_, n_, 100.0 * k_ / n_ if n_ else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    mx = 0
    for root in roots:
        for dp, _, fns in os.walk(root):
            for fn in fns:
                if fn == "session-summary.json":
                    try:
                        with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                            s = json.load(fh).get("summary", "")
                        mx = max(mx, len(s) if isinstance(s, str) else 0)
                    except (OSError, ValueError):
                        pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
