#!/usr/bin/env python3
"""Held-out retention set "am" for okbot conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=c python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on each run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed given gets a
             conversation written entirely in simplified Chinese, the others English.

Env:
    PER_KIND     facts of each of the ten kinds per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars for every root (default 2000)

Theme: a biology PhD student finishing a thesis -- supervisor and second reader,
lab protocols, an HPC cluster for sequencing jobs, a conference trip and its
reimbursement, the viva date; long hedged paragraphs in British spelling, pasted
scheduler output and reviewer comments.  Chinese: 生物学博士生赶毕业论文：导师和评阅人、
实验方案、服务器跑测序任务、开会出差报销、答辩日期。

Each conversation seeds PER_KIND facts of ten kinds (name, command, id, port,
version, money, date, decision, constraint, question).  Each fact has one or more
needles: exact substrings that occur in exactly one row of the conversation.  The
rows are appended 25 messages at a time with `okbot compress --now` after every
batch; at the end a fact counts as kept only when ALL its needles are found
verbatim (case-sensitive) in the output of `okbot context show`.
Generation is deterministic per seed (and language).
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

SOFTWARE = set(["STAR", "samtools", "R", "Bioconductor", "nf-core/rnaseq", "DESeq2", "Snakemake", "Salmon", "Cell Ranger"])
KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]


def RUNTAG(gen):
    """Mark a command generator as one that runs work and writes output files."""
    gen.run = True
    return gen


def fill(tpl, **kw):
    for k, v in kw.items():
        tpl = tpl.replace("{" + k + "}", str(v))
    return tpl


# ---------------------------------------------------------------- English pools
EN_FIRST = ["Fiona", "Gareth", "Priyanka", "Siobhan", "Tobias", "Imogen", "Rhiannon", "Declan",
            "Harriet", "Oluwaseun", "Magnus", "Beatrix", "Lorcan", "Anneliese", "Cormac",
            "Eleanor", "Benedikt", "Francesca", "Ruairi", "Marguerite", "Thandiwe", "Ishbel",
            "Leopold", "Yasmin", "Callum", "Wilhelmina", "Dervla", "Aurelio", "Kirsty", "Matthias"]
EN_LAST = ["Ashworth", "Penhaligon", "Okonkwo", "Fairbairn", "Lindqvist", "Carrick", "Whitlock",
           "Mbeki-Jones", "Thistlethwaite", "Rourke", "Varga", "Haldane", "Kowalczyk", "Gillespie",
           "Abernethy", "Sandoval", "Trevelyan", "Nakashima", "Drummond", "Pemberton", "Quayle",
           "Oyelaran", "MacAskill", "Brannigan", "Holloway", "Ferreira", "Staunton", "Yilmaz"]
EN_ROLES = ["my supervisor", "my second supervisor", "the second reader for the thesis",
            "my internal examiner", "the external examiner", "the lab manager",
            "the postdoc who runs the sequencing side", "the HPC sysadmin",
            "the PGR administrator in the graduate school", "the finance officer who does travel claims",
            "the bioinformatician at the genomics core", "my co-author on the review",
            "the conference session chair", "the departmental PGR director",
            "the person proofreading my thesis", "the tech at the sequencing facility",
            "my thesis committee chair", "the animal unit coordinator"]
EN_ROLE_EXTRA = ["so anything in their area goes through them",
                 "and they are, let's say, very particular about formatting",
                 "which is lovely but means I have yet another person to keep in the loop",
                 "and apparently they want everything in writing",
                 "they replied within an hour, which never happens",
                 "and I should probably have introduced myself properly months ago",
                 "honestly the nicest person in the building",
                 "who I've only ever met on Teams"]

EN_NAME_U = [
    "Quick bit of context before I forget: {name} is {role}, {extra}.",
    "TH:Had a meeting with {name} this morning ({role}) and it went better than I'd feared, if I'm honest. They'd read the whole of chapter two, marked it up in green pen, and mostly wanted the methods tightened rather than anything structural.",
    "Can you keep track of the fact that {name} is {role}? I keep muddling people up in my head and it's getting embarrassing in emails.",
    "ugh. {name} ({role}) wants the revised figures 'at my earliest convenience', which in my experience means yesterday",
    "TH:So that's settled, then: {role} is going to be {name}. I think that's probably fine? They know the zebrafish literature far better than I do, which cuts both ways.",
    "Met {name} properly for the first time today - {role}. Much less scary in person than over email, thank god.",
    "Pasting this so you have it:\n\n> Hi,\n> Just a quick note to introduce myself, as I gather we'll be crossing paths over the next few months. Do get in touch if anything comes up before you submit.\n> Best wishes,\n> {name}\n\nThat's {role}, for context. Nice of them, isn't it? Slightly terrifying though.",
    "Oh and I should mention {name} - {role} - is the one to chase if anything in that department goes sideways. I only found that out by accident.",
]
EN_NAME_A = [
    "From what you've described, the person to contact is {name}, since they're {role}. I'd send a short email rather than turning up at the office; people in that role tend to work through their inbox in order and a written request leaves a trail you can point to later.",
    "That would be {name} - you mentioned earlier in the week that they're {role}. If it helps, I can draft a polite two-line nudge that doesn't sound like nagging.",
]
EN_NAME_PROMPT = ["who should I be chasing about this, do you reckon?",
                  "sorry, remind me who I was meant to email about this",
                  "who was it that I need to cc on this again?"]

EN_CMD = [
    RUNTAG(lambda r: "sbatch --array=1-%d%%%d align_%s.sh" % (r.randint(12, 96), r.choice([4, 6, 8, 10]), r.choice(["batch", "run", "lane", "pool"]) + str(r.randint(2, 9)))),
    lambda r: "squeue -u %s%d --start" % (r.choice(["mrb", "hkt", "ejw", "sph"]), r.randint(10, 99)),
    lambda r: "sacct -j %d --format=JobID,MaxRSS,Elapsed,State" % r.randint(4100000, 4999999),
    RUNTAG(lambda r: "samtools sort -@ %d -o %s.sorted.bam %s.bam" % ((r.choice([4, 8, 12, 16]),) + (("S%02d_%s" % (r.randint(1, 48), r.choice(["liver", "fin", "gill", "heart"]))),) * 2)),
    RUNTAG(lambda r: "fastqc -t %d -o qc_%s/ raw/*.fastq.gz" % (r.choice([4, 8, 16]), r.choice(["nov", "dec", "rerun", "lane"]) + str(r.randint(2, 9)))),
    RUNTAG(lambda r: "multiqc qc_%s/ -n report_%s.html" % (r.choice(["batch", "pool"]) + str(r.randint(2, 9)), r.choice(["ch3", "ch4", "final", "viva"]))),
    lambda r: "module load %s/%d.%d.%d" % (r.choice(["salmon", "star", "bcftools", "subread"]), r.randint(1, 3), r.randint(0, 19), r.randint(0, 9)),
    RUNTAG(lambda r: "rsync -avP %s@login%d.%s:/scratch/%s ./%s/" % (r.choice(["mrb", "hkt"]) + str(r.randint(10, 99)), r.randint(1, 4), r.choice(["bluecrystal", "viking", "cirrus", "isca"]), r.choice(["counts", "bams", "trimmed"]), r.choice(["local_counts", "backup_bams", "fromhpc"]))),
    RUNTAG(lambda r: "latexmk -pdf -interaction=nonstopmode %s.tex" % r.choice(["thesis_main", "ch3_results", "viva_notes", "appendix_b"])),
    lambda r: "scancel --name=%s_%s" % (r.choice(["star", "salmon", "trim", "dedup"]), r.choice(["lane", "pool", "set"]) + str(r.randint(2, 9))),
    lambda r: "conda env create -f envs/%s_%d.yml" % (r.choice(["deseq", "scanpy", "wgcna", "qc"]), r.randint(2, 9)),
    lambda r: "srun --partition=%s --mem=%dG --pty bash" % (r.choice(["gpu", "highmem", "short", "interactive"]), r.choice([16, 32, 48, 64, 96])),
    lambda r: "git tag -a thesis-%s -m \"%s\"" % (r.choice(["submitted", "draft", "viva", "corrections"]) + str(r.randint(2, 9)), r.choice(["sent to examiners", "pre-viva snapshot", "post-corrections"])),
    lambda r: "du -sh /scratch/%s/* | sort -h | tail -%d" % (r.choice(["mrb", "hkt"]) + str(r.randint(10, 99)), r.randint(5, 25)),
]
EN_CMD_U = [
    "For future reference, the thing that actually worked in the end was `{cmd}` - I spent most of yesterday afternoon on variations that didn't.",
    "note to self (and to you): {cmd}\nthat's the one. don't let me type anything else next time",
    "I ran `{cmd}` just now and it seemed happy enough, although I'm never fully sure with the cluster whether 'no error' means 'worked'.",
    "The sysadmin told me to use\n\n    {cmd}\n\ninstead of what I'd been doing, which apparently was hammering the scheduler. Oops.",
    "RUN:Right, so my plan for tonight is to kick off `{cmd}` before I leave and hope it's done by morning. Is that daft?",
    "RUN:Copying my shell history here so it's somewhere sensible:\n\n$ {cmd}\n\nThat's what produced the files I sent my supervisor, so I need to be able to reproduce it exactly for the methods section.",
]
EN_CMD_U += ["Writing this down before it evaporates: `{cmd}`. Took me far too long to get the flags right."]
EN_CMD_A = [
    "The cleanest way to do that is:\n\n    {cmd}\n\nRun it from your project directory so the relative paths resolve; if it complains, paste the error and we'll go from there.",
    "I'd suggest `{cmd}`. It's a bit more verbose than strictly necessary, but having it spelled out will help when you write the methods and someone asks exactly what you ran.",
]
EN_CMD_PROMPT = ["what's the command for this again? my brain has gone",
                 "how do I actually do that on the cluster?",
                 "can you just give me the exact line to run, I don't trust myself right now"]

EN_ID = [
    ("IT service desk ticket", lambda r: "INC%07d" % r.randint(1000000, 9999999)),
    ("expense claim", lambda r: "EXP-%05d" % r.randint(10000, 99999)),
    ("flight booking reference", lambda r: "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)) + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(4))),
    ("purchase order", lambda r: "PO-%d" % r.randint(4500000000, 4599999999)),
    ("sequencing facility order", lambda r: "GSQ-%d-%03d" % (r.choice([2025, 2026]), r.randint(1, 999))),
    ("HPC support ticket", lambda r: "HPC-%04d" % r.randint(1000, 9999)),
    ("hotel confirmation number", lambda r: "%d%s" % (r.randint(10000000, 99999999), r.choice(["", "B", "LX"]))),
    ("ethics application reference", lambda r: "ETH%d-%04d" % (r.randint(21, 26), r.randint(1, 9999))),
    ("thesis submission case", lambda r: "PGR/%d/%04d" % (r.choice([2025, 2026]), r.randint(1, 9999))),
    ("conference registration number", lambda r: "SMBE%s-%d" % (r.choice(["26", "27"]), r.randint(1000, 9999))),
]
EN_ID_U = [
    "The {what} is {id}, in case I need to quote it when I inevitably have to chase.",
    "Got the confirmation email. {what_cap}: {id}. Nothing else useful in it, just a lot of boilerplate about data protection.",
    "Can you remember {id}? It's the {what}, and I have a horrible feeling I'll lose the email.",
    "ok so they finally replied and gave me a {what}, {id}, and said 3-5 working days. We'll see.",
    "Forwarding the gist rather than the whole thing:\n\nRef: {id}\nStatus: received, awaiting review\n\nThat's the {what}. Apparently I'm meant to quote it in the subject line of any follow-ups.",
    "For the spreadsheet: {what} {id}. I'll put the PDF in the reimbursement folder later.",
]
EN_ID_A = [
    "Looking at what you pasted, the reference you'll want is {id} - that's the {what}. I'd put it in the subject line of any follow-up so it gets routed to the right queue.",
    "Just so it's written down somewhere sensible: the {what} is {id}. If they ask for it over the phone, that's the one.",
]
EN_ID_PROMPT = ["which reference number do I actually need to quote here?",
                "there's about six numbers on this email, which one matters?"]

EN_PORT_SVC = ["the RStudio Server tunnel", "Jupyter on the compute node", "the lab's Galaxy instance",
               "the Shiny app for lab meeting", "the Postgres database with the sample sheet",
               "the VNC session on the imaging PC", "the MinIO bucket with the raw reads",
               "the IGV batch port", "the cellxgene viewer", "the group's internal wiki"]
EN_PORT_U = [
    "The tunnel only works if I forward port {port} - I tried the default and something else was already sitting on it. This is for {svc}.",
    "for {svc} it's port {port}. writing it down bc I've forgotten it three times",
    "So the sysadmin says {svc} now listens on {port} rather than the usual one, something to do with the firewall changes over the summer.",
    "Right, got {svc} working at last. ssh -L {port}:localhost:{port} and then localhost in the browser. Why does this always take an hour.",
    "Small thing: {svc} moved to port {port}. Nobody announced it, I only noticed because my bookmark broke.",
    "If I ever ask again, {svc} is on {port}. I promise I'll stop asking.",
]
EN_PORT_A = [
    "Pick something high that nobody else on the node is likely to use - port {port} is a reasonable choice for {svc}. Then forward the same number locally and open it in your browser.",
    "For {svc} I'd use {port}; the low ports are usually blocked on compute nodes and the common ones like the Jupyter default are often already taken by someone else's session.",
]
EN_PORT_PROMPT = ["which port should I use for this, does it matter?",
                  "it says address already in use - what do I pick instead?"]

EN_VER_WHAT = ["STAR", "samtools", "R", "Bioconductor", "nf-core/rnaseq", "DESeq2", "Snakemake",
               "the thesis template", "the RNA extraction SOP", "the lab's cloning protocol",
               "Salmon", "the chapter three draft", "the ethics protocol document", "Cell Ranger"]
EN_VER = [
    lambda r: "%d.%d.%d" % (r.randint(1, 4), r.randint(0, 20), r.randint(1, 12)),
    lambda r: "v%d.%d.%d" % (r.randint(0, 5), r.randint(0, 14), r.randint(1, 9)),
    lambda r: "2.7.%d%s" % (r.randint(3, 11), r.choice("abcdef")),
    lambda r: "v%d.%d-rc%d" % (r.randint(1, 4), r.randint(0, 9), r.randint(1, 4)),
    lambda r: "%d.%02d.%d" % (r.choice([23, 24, 25]), r.randint(1, 12), r.randint(0, 3)),
]
EN_VER_U = [
    "SW:Quick note for the methods: I used {what} {ver} for everything in chapter four, so it has to say that and not whatever's on the cluster now.",
    "SW:The module on the cluster is {what} {ver}, which is apparently different from what I used last year. Brilliant.",
    "SW:I've bumped {what} to {ver} after the bug with paired-end reads - hopefully that doesn't change the counts. It shouldn't?",
    "DOC:fyi the version I sent to the second reader was {ver} of {what}. anything after that they haven't seen",
    "DOC:So annoyingly my supervisor was reading {what} {ver} while I'd already moved on, hence the confusion in the meeting.",
    "SW:Pinned {what} at {ver} in the environment file. I'm not touching it again until after the viva.",
]
EN_VER_U += [
    "DOC:Just to be clear for later: the copy of {what} that counts is {ver}. Older ones are floating around on the shared drive and they're wrong.",
    "DOC:my supervisor signed off {what} at {ver} - anything after that is cosmetic, supposedly",
]
EN_VER_A = [
    "DOC:Going by the file you attached, the current version of {what} is {ver}. I'd reference that exact version in the appendix so nobody ends up comparing against an older copy.",
    "SW:For reproducibility I'd pin {what} to {ver} explicitly in the environment file and say so in the methods; examiners do sometimes ask, and it's much easier to point at a line in a file than to reconstruct it from memory.",
    "SW:The output you pasted suggests {what} {ver} is what actually ran. That's the number I'd quote in the methods section, regardless of what the module default is now.",
]
EN_VER_PROMPT = ["which version do I cite for this? I genuinely don't know anymore",
                 "what version was actually used, can you tell from the log?"]

EN_MONEY_WHAT = [("the conference registration", "m"), ("the return flight to Lisbon", "m"),
                 ("three nights at the conference hotel", "m"), ("the poster printing", "s"),
                 ("the thesis binding", "s"), ("the extra sequencing lane", "l"), ("the train to the airport", "s"),
                 ("the conference dinner", "s"), ("the Schengen visa appointment", "s"),
                 ("the departmental travel grant", "l"), ("the proofreading quote", "m"), ("the reagent order", "l"),
                 ("the cluster storage top-up", "m"), ("the open access fee", "l")]
EN_MONEY = {
    "s": [lambda r: "£%d" % r.randint(35, 240), lambda r: "€%d.%02d" % (r.randint(20, 240), r.randint(1, 99)),
          lambda r: "£%d.%02d" % (r.randint(10, 240), r.randint(1, 99))],
    "m": [lambda r: "£%d" % r.randint(260, 900), lambda r: "€%d" % r.randint(280, 950),
          lambda r: "£%d.%02d" % (r.randint(260, 900), r.randint(1, 99))],
    "l": [lambda r: "£%d,%03d" % (r.randint(1, 3), r.randint(0, 999)), lambda r: "$%d,%03d" % (r.randint(1, 3), r.randint(0, 999)),
          lambda r: "€%d,%03d" % (r.randint(1, 3), r.randint(0, 999))],
}
EN_MONEY_U = [
    "{what_cap} came to {amt}, which is more than I budgeted but less than I feared.",
    "Receipt says {amt} for {what}. Keeping it in the envelope with the others, which is getting fat.",
    "so {what} was {amt}?? nobody warned me about that",
    "Finance have confirmed {what} at {amt}, so that's at least one number I can put in the claim form with confidence.",
    "For the reimbursement spreadsheet: {what} - {amt}. I paid on my own card, obviously, because the department card was 'being replaced'.",
    "I've just realised {what} is going to be {amt} and I genuinely don't know whether that's covered or not. I'll check the policy.",
]
EN_MONEY_A = [
    "Adding up the receipts you listed, {what} comes to {amt} in total. I'd double-check the currency conversion date the finance office uses, since they sometimes go by the statement date rather than the purchase date.",
    "Based on the quote you pasted, {what} would be {amt}. That's within the usual range for this sort of thing, as far as I can tell.",
]
EN_MONEY_PROMPT = ["can you total these up for me? my mental arithmetic is gone",
                   "how much does that come to, roughly?"]

EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
EN_DATE = [
    lambda r: "%d %s" % (r.randint(1, 28), r.choice(EN_MONTHS[:3] + EN_MONTHS[11:])),
    lambda r: "%s %d %s" % (r.choice(EN_DAYS), r.randint(1, 28), r.choice(["January", "February", "March", "December"])),
    lambda r: "the %s of %s" % (r.choice(["3rd", "5th", "8th", "11th", "13th", "17th", "19th", "21st", "22nd", "24th", "26th", "29th"]), r.choice(EN_MONTHS[:4])),
    lambda r: "%02d/%02d" % (r.randint(1, 28), r.choice([1, 2, 3, 12])),
    lambda r: "next %s the %s" % (r.choice(EN_DAYS), r.choice(["2nd", "4th", "9th", "10th", "16th", "18th", "23rd", "25th"])),
    lambda r: "%s %d" % (r.choice(["Jan", "Feb", "Mar"]), r.randint(1, 28)),
]
EN_DATE_WHAT = ["the viva", "the thesis submission deadline", "the abstract deadline for the conference",
                "the deadline for the travel claim", "my next supervision meeting", "the cluster maintenance window",
                "the intention-to-submit form", "the lab safety refresher", "the flight out",
                "the corrections deadline", "the graduate school's formatting check", "the poster upload deadline"]
EN_DATE_U = [
    "Got the email: {what} is {date}. Feels very real all of a sudden.",
    "{what_cap} - {date}. Please don't let me forget it, I've got it on a post-it but the post-its have a way of vanishing.",
    "so it's {date} for {what}, apparently. I'd assumed later, which is... a problem",
    "My supervisor mentioned in passing that {what} is {date}, which I think is right, though she was also half reading something else at the time.",
    "Calendar update, more or less confirmed: {what}, {date}. I'll believe it when there's an official letter.",
    "Just had it confirmed that {what} falls on {date}. That gives me less slack than I'd like but it's doable, probably.",
]
EN_DATE_A = [
    "Working back from the regulations you pasted, {what} would be {date}. It's worth confirming with the graduate school, but that's how the rule reads to me.",
    "If the rule is as you describe, {what} lands on {date}. I'd put it in your calendar now with a reminder a week before.",
]
EN_DATE_PROMPT = ["when does that actually fall, if I've understood the rules right?",
                  "so what's the real date then? I can't count"]

EN_DECISIONS = [
    ("drop the methylation chapter", "the bisulfite data is too patchy"),
    ("use DESeq2 rather than edgeR", "the lab pipeline was validated with it"),
    ("book the cheaper Lisbon flight", "the travel grant caps airfare"),
    ("rerun the alignment on the GPU partition", "the standard queue is backed up for days"),
    ("keep the thesis in LaTeX", "Word mangles the cross-references"),
    ("push the viva into the new year", "the external is on leave in December"),
    ("present a poster instead of a talk", "the talk slots clash with the workshop"),
    ("write the general discussion first", "the results keep shifting under me"),
    ("switch the pipeline to Snakemake", "the bash scripts cannot resume after failures"),
    ("cut the knockout mouse section", "the genotyping never got replicated"),
    ("stay in college accommodation", "the conference hotel is absurdly overpriced"),
    ("deposit the supplementary tables on Zenodo", "the university repository caps file sizes"),
    ("stop working at weekends", "I was properly burning out in October"),
    ("include the failed CRISPR screen", "negative results are still results"),
    ("pay for a professional proofreader", "my grammar falls apart when tired"),
    ("ask for a short extension", "the sequencing core lost a whole plate"),
    ("merge chapters four and five", "they share the same cell lines"),
    ("skip the Heidelberg summer school", "writing up has to come first"),
    ("move the cluster allocation to my supervisor", "student accounts lapse at graduation"),
    ("take the train to the conference", "the school carbon policy favours rail"),
    ("submit the review paper after the viva", "examiners might quiz me on overlap"),
    ("reanalyse everything with the new annotation", "the old gene models miss half the lncRNAs"),
]
EN_DEC_U = [
    "Right, decision made: I'm going to {choice}. The reason, for the record, is that {reason}, and I don't want to relitigate it every week.",
    "After a lot of dithering I think I'll {choice}, because {reason}. It feels like admitting defeat slightly, but there we are.",
    "ok so. i'm going to {choice}. {reason_cap}, so there isn't really much choice anyway",
    "Having slept on it, I'll {choice} - honestly {reason}, and pretending otherwise is just wasting time I don't have.",
    "Can you note that I've decided to {choice}? Partly because {reason}, partly gut feeling, if I'm honest.",
    "Told my supervisor this morning that I'll {choice}; {reason}, which she accepted more readily than I expected.",
    "I think the sensible thing, on balance, is to {choice}. Mainly since {reason}. Happy to be argued out of it but I doubt you'll manage.",
]
EN_DEC_A = [
    "Agreed, then - you'll {choice}. I'll put the reason in your decisions log as \"{reason}\", so it's there if an examiner asks.",
]
EN_DEC_PROMPT = ["yeah ok, you've convinced me. let's go with what you said.",
                 "fine, do it your way, I'm too tired to argue"]

EN_RULES = [
    ("never run jobs on the login node", "the sysadmins will suspend my account"),
    ("only email the external examiner via the graduate office", "it has to be seen as independent"),
    ("don't book anything before the travel form is approved", "otherwise they won't reimburse it"),
    ("no meetings before 10 on Tuesdays", "that's my only proper writing morning"),
    ("never delete anything under /project without asking", "half of it is other people's data"),
    ("don't share unpublished data outside the lab", "the collaborator agreement forbids it"),
    ("never cc my supervisor on admin emails", "she hates inbox clutter"),
    ("only use the department card for registration fees", "personal claims take months"),
    ("keep every receipt as a scanned PDF", "finance reject photos from phones"),
    ("never request more than 64 cores", "the fair-share penalty kills my priority"),
    ("always cite the preprint, not the blog post", "the blog post has errors"),
    ("don't touch the raw FASTQ files", "everything downstream assumes they're pristine"),
    ("only send chapters to the second reader as PDF", "tracked changes confuse him"),
    ("never schedule things on Wednesday afternoons", "I'm demonstrating in the teaching lab"),
    ("don't mention the patent in the thesis", "the tech transfer office asked me not to"),
    ("only submit corrections after my supervisor signs off", "the regulations require it"),
    ("never leave jobs running over the maintenance weekend", "they just get killed"),
    ("don't round p-values in the tables", "my second reader flagged it before"),
]
EN_RULE_U = [
    "Standing rule from now on, please: {rule}. {why_cap}, and I've been burned once already.",
    "One thing to always bear in mind - {rule}. {why_cap}.",
    "please remember: {rule}. i know it sounds fussy but {why}",
    "Can we treat this as a hard constraint? {rule_cap}. The reason is simply that {why}.",
    "Lab policy, apparently, and I agree with it: {rule}, because {why}. Remind me if I ever suggest otherwise.",
    "Golden rule, written in blood after last month: {rule}. {why_cap}.",
]
EN_RULE_A = [
    "Understood. I'll treat that as fixed: {rule}. If anything I suggest later conflicts with it, flag it and I'll rework the plan.",
]
EN_RULE_PROMPT = ["you know the thing we agreed about this - just keep it in mind, yeah?",
                  "can you restate the rule we settled on so I don't forget"]

EN_QUESTIONS = ["whether the viva can be held online", "how long minor corrections usually take",
                "if the travel grant covers visa fees", "whether the new samples need an ethics amendment",
                "what the embargo period on the thesis is", "whether scratch usage counts towards my quota",
                "if I can list the preprint as a publication", "how the external examiner gets chosen",
                "whether my stipend continues after submission", "if the binding has to be hardback",
                "whether I can reuse figures from my paper", "how per diems work for conference meals",
                "whether the lab pays for the conference dinner", "if I should mention the failed pilot study",
                "how long the cluster keeps job logs", "whether corrections need a second viva"]
EN_Q_U = [
    "Random question: do you know {q}? Actually, hold that thought - I need to find the email first. Separately, {diversion}",
    "Something I keep meaning to ask: {q}. Never mind for now though, {diversion}",
    "I wonder {q}... anyway. Not now. {diversion_cap}",
    "Oh and before I forget, I genuinely have no idea {q}. Don't answer yet, I'll ask the graduate office properly. More urgently: {diversion}",
    "(does anyone actually know {q}? rhetorical, sort of.) {diversion_cap}",
    "Also I'm not sure {q} - park that one, I'll come back to it. Right now {diversion}",
]
EN_DIVERSIONS = ["can you help me make this paragraph less clunky?",
                 "how do I phrase a reply to a reviewer who's simply wrong without being rude?",
                 "is it normal to feel this flat two months before submission?",
                 "what's a sensible order for the figures in chapter three?",
                 "my job died overnight again and I can't face the logs yet.",
                 "should the abstract mention the zebrafish work at all?"]
EN_DIV_REPLY = [
    "Parking that one, as you asked. On the paragraph: the main thing dragging it down is that every sentence starts with a hedge. Keep one careful qualifier where the evidence genuinely is uncertain, and let the rest of the claims stand. Readers, examiners included, tend to trust a writer who hedges selectively more than one who hedges everything.",
    "Sure, we'll come back to it. For the reviewer, the trick is to thank them for the point, restate what they said in neutral terms, and then present the evidence rather than the disagreement: 'We have now clarified in the text that...' does a lot of work. You don't have to concede that they're right to make the change that stops the misunderstanding.",
    "Noted, leaving that aside. And yes - feeling flat at this stage is extremely common. You've been staring at the same data for years, and the novelty has long since worn off for you even though it will be new to your examiners. Try to keep the days small: one section, one figure, then stop.",
    "Okay, setting that to one side. For the figures, I'd generally follow the order of the argument rather than the order you did the experiments in. If the knockdown result is what makes the later data make sense, it goes first even if it was done last.",
    "Fair enough, later. When you're ready with the logs, paste the last forty lines of the .err file and the sacct line for the job; most overnight deaths are either memory or wall-time, and the two look quite different once you know where to look.",
    "Understood, it can wait. On the abstract: I'd mention the zebrafish work in a single clause if it supports the main claim, and leave it out if it's a side branch. Abstracts get read by people deciding whether to read further, so it should carry the spine of the thesis and nothing else.",
]

EN_ACK_OPEN = ["Got it, noted.", "Noted.", "Thanks, I've got that down.", "Okay - written down.",
               "Makes sense; noted.", "Right, understood.", "Thanks for flagging that.", "Good to know."]

EN_ASST_PARA = [
    "On the writing side, I'd try to keep the momentum going by treating each section as a self-contained unit with its own small argument. When a section is finished to a 'good enough' standard, mark it as done and resist the temptation to go back and polish while other sections are still skeletons. The polishing pass is far more efficient once you can see the whole shape.",
    "It's worth keeping a running 'decisions log' for the thesis - a plain text file with the date and one line per choice. Examiners often ask why you did something a particular way, and two years later the honest answer is usually buried in an email you can't find.",
    "With the cluster, the queue behaviour often looks random but isn't: fair-share priority drops quickly if you submit a lot of short jobs in a burst. Bundling them into an array with a throttle usually gets you through faster overall, even though each individual job waits a little longer to start.",
    "For the reimbursement, the usual sticking points are missing itemised receipts and claims that cross a financial year. If you can, submit the claim in one go with everything attached, and put a short covering note listing each item, its currency and the date, so whoever processes it doesn't have to reconstruct the trip.",
    "About the viva itself: examiners mostly want to see that you understand the limits of your own work. Having a short, honest answer ready for 'what would you do differently?' goes a long way, and it's much easier to give calmly if you've said it out loud once or twice beforehand.",
    "If the second reader's comments feel contradictory, it can help to sort them into three piles: things that are simply errors, things that are about presentation, and things that are really about interpretation. The first two you can usually just fix; the third is worth a conversation with your supervisor before you change anything.",
    "On the methods chapter, err on the side of specificity: reagent catalogue numbers, software versions, key parameters and the exact reference genome build. It's dull to write but it's the section most likely to be read line by line by someone trying to reproduce your work.",
    "One practical thing: keep the raw outputs from the cluster separate from anything you've edited by hand, and never overwrite the originals. A simple rule like 'results/ is only ever written by scripts' saves a great deal of anxiety later when you're trying to work out which version of a table went into a figure.",
    "I'd also gently suggest building in a buffer week before any hard deadline. Something almost always goes wrong at the end - the printer, a corrupted figure, a last-minute comment from a co-author - and having slack means it's an irritation rather than a crisis.",
    "Regarding the reviewer comments, it's fine to disagree as long as you do it with evidence. A response letter that says 'we respectfully disagree, because the control in Figure 3B already addresses this' is perfectly professional; what reviewers dislike is being ignored.",
    "For the conference, it may be worth preparing a two-minute version of your story for conversations at the poster or over coffee. People remember a clear question and one striking result much better than a tour of every experiment.",
    "On figures: consistent colour schemes across chapters make a surprising difference to how coherent a thesis feels. If wild-type is grey in chapter two, keep it grey everywhere, and make sure the palette survives being printed in greyscale by the binding service.",
    "When a job fails, the quickest diagnosis is usually to compare the requested resources with what sacct reports as actually used. If MaxRSS is right up against the memory you asked for, it's almost certainly an out-of-memory kill, even if the error message is unhelpfully vague.",
    "Your plan sounds reasonable to me. The one thing I'd watch is that the timeline assumes nothing needs rerunning; it might be worth identifying which analyses would be most painful to redo and making sure their inputs are backed up somewhere other than scratch.",
    "It's also completely fine to tell your supervisor you need a week with no new requests. Most supervisors respond well to a clear plan - 'I'm finishing chapter four by Friday, then I'll look at your comments on chapter two' - because it shows you're managing the work rather than being buried by it.",
    "In terms of structure, a short 'chapter preview' paragraph at the start of each results chapter helps the reader enormously: what question this chapter answers, how, and what the headline finding is. It feels redundant to write, but examiners read the thesis over several sittings and appreciate the reorientation.",
]
EN_ASST_CLOSE = ["Let me know how it goes.", "Shout if you want me to look at a draft.",
                 "Happy to go through it line by line if that's useful.", "Hope the rest of the day is kinder.",
                 "We can revisit this once you've heard back.", ""]

EN_FILLER_U = [
    "Morning. Slept badly again, mostly dreaming about reviewer two, which feels unfair given they haven't even read this version. Anyway - coffee, then chapter three.",
    "I've been staring at the same paragraph about transcriptional noise for forty minutes and I think it's got worse with every edit. Is there a point at which you just stop?",
    "Small victory: the reference list finally compiles without errors. I may have shouted a bit in the office.",
    "Can I just vent for a second? The graduate school has changed the formatting guidance again, and now the margins I set up in August are apparently wrong. It's 2 cm of difference. Nobody will ever notice. But I have to redo every landscape table.",
    "honestly the cluster has been so slow today that I've started doing my expenses instead, which tells you how desperate things are",
    "My flatmate asked how the thesis is going and I just made a noise. Not even a word. A noise.",
    "Here's the reviewer comment I'm struggling with:\n\n> Reviewer 2: The authors state that the effect is 'robust', but only two biological replicates are shown for the key experiment. I would be cautious about this wording, and the statistical treatment in the supplementary methods is not entirely clear to me.\n\nThey're not wrong, which is the worst part.",
    "Is it 'analysed' or 'analyzed' in a British thesis? I know, I know. I've been writing for American journals for three years and my spelling is now a mess of both.",
    "I think I've finally understood why the batch effect was there - the second lot of libraries was prepped with a new kit lot. It's obvious in hindsight. Everything is obvious in hindsight.",
    "lab meeting was long. someone presented 80 slides. I have no thoughts left",
    "Pasting what my supervisor wrote on the draft, because I can't decide whether it's praise or not:\n\n\"This is a considerable improvement on the previous version, though the discussion still reads somewhat as a list of results. I would like to see more of *you* in it.\"\n\nMore of me? I'm trying to hide.",
    "Could you look at this sentence? 'These data suggest, albeit tentatively, that the observed upregulation may, at least in part, reflect a compensatory response.' Too many hedges, isn't it.",
    "Just back from the bench, the last qPCR plate looks fine, which is a relief because I'd run out of the good primers.",
    "I'm going to be away from the desk for a bit - seminar on single-cell methods that I feel obliged to attend. Back in an hour or so.",
    "Had a slightly tearful moment in the stairwell earlier, all fine now. Just tired. Let's get on with the figure legends.",
    "The printer on our floor has been broken for two weeks. I'm now walking to the library to print drafts, which is at least exercise.",
    "Can you give me a pep talk? Short one. I need to write the limitations section and I'm dreading it.",
    "quick q about figure legends - do I describe the stats in every legend or just point to the methods? my supervisor says one thing and the template says another",
    "Update: chapter two is back from my supervisor with comments on almost every page but most of them are small. I'm choosing to see that as a good sign.",
    "I made the mistake of checking how many words I've written today. It's 312. In six hours.",
]
EN_FILLER_A_OPEN = ["That sounds exhausting.", "Oof.", "Fair enough.", "That's genuinely good news.",
                    "I hear you.", "Happy to help with that.", "Honestly, that's very normal at this stage.",
                    "Okay, let's take that in turn."]

EN_TOOLS = [
    ("shell", "check my jobs?",
     lambda r: {"cmd": "squeue --me"},
     lambda r: "JOBID      PARTITION  NAME        ST  TIME      NODES  NODELIST(REASON)\n" + "\n".join(
         "%d    %-9s  %-10s  %s  %d:%02d:%02d   1      %s" % (r.randint(5000000, 5999999), r.choice(["compute", "gpu", "highmem"]), r.choice(["star_al", "salmon_q", "trimgal", "featcnt", "dedup"]), st, r.randint(0, 9), r.randint(0, 59), r.randint(0, 59), "node" + str(r.randint(100, 399)) if st == "R" else "(Priority)")
         for st in [r.choice(["R", "PD"]) for _ in range(r.randint(3, 6))]),
     "Some of your jobs are running and the rest are pending on priority, which is normal given the queue today. Nothing looks stuck; the pending ones should pick up as the running ones finish."),
    ("shell", "how much space have I got left on scratch?",
     lambda r: {"cmd": "quota -s"},
     lambda r: "Filesystem  space   quota   limit   grace   files   quota   limit\n/scratch    %dG   %dG   %dG           %dk     0       0" % (r.randint(300, 900), 1000, 1100, r.randint(50, 400)),
     "You're using a fair chunk of scratch but you're still under the soft quota. I'd clear out the intermediate BAM files you no longer need before the next big run, just so you're not caught out halfway through."),
    ("search_literature", "can you find me a couple of recent reviews on transcriptional noise in zebrafish development?",
     lambda r: {"query": "transcriptional noise zebrafish development review", "limit": 5},
     lambda r: "1. Stochastic gene expression during vertebrate embryogenesis (Dev Cell, review)\n2. Noise, robustness and canalisation in developmental gene regulatory networks (Curr Opin Genet Dev)\n3. Single-cell views of variability in early zebrafish embryos (Development)\n4. Buffering of expression noise by microRNAs (Trends Genet)",
     "I found a handful that look relevant. The Dev Cell review is probably the best overview; the Current Opinion piece is shorter and good for framing the discussion chapter. I'd skim the abstracts before committing to citing any of them."),
    ("read_email", "is there anything new from the graduate school in my inbox?",
     lambda r: {"folder": "inbox", "from": "graduate school", "unread": True},
     lambda r: "Subject: Reminder - thesis formatting guidance\nFrom: Graduate School Office\nBody: Please ensure your thesis follows the current formatting guidance, including margins, line spacing and the declaration page. Theses that do not comply will be returned before examination.",
     "Just a general reminder about formatting - nothing specific to you. It's worth a final check of the margins and the declaration page before submission, but there's no action needed right now."),
    ("shell", "why did my last job fail?",
     lambda r: {"cmd": "tail -n 5 logs/star_%d.err" % r.randint(2, 40)},
     lambda r: "EXITING because of fatal ERROR: not enough memory for BAM sorting\nSOLUTION: re-run STAR with at least --limitBAMsortRAM %d\nslurmstepd: error: Detected 1 oom_kill event in StepId=%d.batch" % (r.randint(10, 60) * 1000000000, r.randint(6000000, 6999999)),
     "It's a memory problem: STAR ran out of RAM while sorting the BAM. You can either ask for more memory in the job script or output unsorted BAMs and sort them afterwards with samtools, which is usually gentler on the scheduler."),
    ("calendar", "what's in my calendar this week?",
     lambda r: {"range": "this_week"},
     lambda r: "Mon: lab meeting (10:00)\nTue: writing block (all morning)\nWed: teaching lab demonstrating (14:00-17:00)\nThu: journal club\nFri: nothing scheduled",
     "Fairly manageable week. Tuesday morning is protected for writing, Wednesday afternoon is teaching, and Friday is clear - that might be the best day for the figure overhaul you mentioned."),
    ("word_count", "how long is the thesis now, roughly?",
     lambda r: {"path": "thesis/main.tex", "exclude": ["references", "appendices"]},
     lambda r: "chapter1: %d\nchapter2: %d\nchapter3: %d\nchapter4: %d\nchapter5: %d" % tuple(r.randint(5000, 19000) for _ in range(5)),
     "You're comfortably within the usual word limit, excluding references and appendices. Chapter three is the longest, which fits, since it carries most of the results."),
]

# ---------------------------------------------------------------- Chinese pools
ZH_SURNAME = ["陈", "王", "李", "周", "吴", "郑", "孙", "徐", "林", "何", "高", "罗", "梁", "宋", "唐",
              "韩", "冯", "邓", "曹", "彭", "曾", "萧", "田", "董", "潘", "袁", "蒋", "蔡"]
ZH_GIVEN = ["思远", "婉清", "建国", "晓峰", "雨桐", "志强", "海燕", "明轩", "嘉怡", "俊杰", "慧敏",
            "子涵", "国栋", "静怡", "文博", "一鸣", "秋月", "振宇", "若曦", "立新", "佳琪", "天翔",
            "梦瑶", "宏伟", "雅婷", "浩然"]
ZH_ROLES = ["我导师", "副导师", "论文评阅人", "外审专家之一", "实验室管理员", "课题组的博后",
            "服务器管理员", "研究生院的秘书", "财务处负责差旅报销的老师", "测序公司的技术支持",
            "答辩秘书", "合作者", "会议分会场主席", "帮我改论文格式的师姐", "测序平台的老师",
            "答辩委员会主席"]
ZH_NAME_U = [
    "先说一下，{name}是{role}，以后有关这个的事情都得先过他那一关。",
    "TH:今天上午跟{name}（{role}）见了一面，比我预想的顺利多了。第二章他全看完了，主要是让我把方法部分写得更具体一点，结构上倒没怎么动。",
    "帮我记一下：{name}是{role}。人一多我就容易搞混，发邮件差点叫错名字，太尴尬了。",
    "唉，{name}（{role}）让我“尽快”把改好的图发过去，按我的经验这个尽快就是昨天",
    "TH:{role}终于定下来了，是{name}。应该还行吧？他对斑马鱼这块比我熟多了，这事有利有弊。",
    "贴一下邮件：\n\n> 同学你好，\n> 接下来几个月我们应该会有不少交集，先简单自我介绍一下，提交之前有什么事情可以随时联系我。\n> {name}\n\n顺便说一下，这是{role}。人挺好的是吧，就是有点吓人。",
    "对了，这方面要是出问题就去找{name}，{role}。我也是偶然才知道的。",
    "今天第一次正式见到{name}，{role}。本人比邮件里和善多了，谢天谢地。",
]
ZH_NAME_A = [
    "按你说的情况，应该联系{name}，他是{role}。建议发邮件而不是直接去办公室，这类事情留个书面记录，之后有问题也好说。",
    "应该是{name}——你之前提过他是{role}。需要的话我帮你起草一封简短的催促邮件，语气客气一点。",
]
ZH_NAME_PROMPT = ["这事我该找谁催啊？", "不好意思，这个我应该发邮件给谁来着？", "抄送的是谁来着，我又忘了"]

ZH_CMD_U = [
    "记一下，最后真正跑通的是 `{cmd}`，昨天下午试了一堆别的写法都不行。",
    "备忘：{cmd}\n就是这个，下次别让我再敲别的了",
    "刚跑了 `{cmd}`，看起来没报错，不过服务器这东西，没报错不代表真的成功了……",
    "管理员让我用\n\n    {cmd}\n\n别再用我之前那种写法了，说是把调度系统刷爆了。尴尬。",
    "RUN:今晚打算走之前把 `{cmd}` 提交上去，希望明早能跑完。这样可以吗？",
    "RUN:把命令历史贴这儿存个档：\n\n$ {cmd}\n\n发给导师的那批文件就是这么生成的，方法部分要能原样复现。",
]
ZH_CMD_U += ["趁还没忘赶紧记下：`{cmd}`。参数调了半天才对。"]
ZH_CMD_A = [
    "最干净的做法是：\n\n    {cmd}\n\n在项目目录下执行，相对路径才能对上；如果报错把错误贴给我看看。",
    "建议用 `{cmd}`。写得啰嗦一点，但写方法部分的时候有人问你到底跑了什么，一目了然。",
]
ZH_CMD_PROMPT = ["这个命令怎么写来着？脑子已经不转了", "在服务器上具体怎么操作？", "直接给我一行能跑的吧，我现在不相信自己"]

ZH_ID = [
    ("报销单号", lambda r: "BX%d-%05d" % (r.choice([2025, 2026]), r.randint(1, 99999))),
    ("信息中心工单号", lambda r: "GD-%05d" % r.randint(10000, 99999)),
    ("机票订单号", lambda r: "DD%d" % r.randint(10000000, 99999999)),
    ("测序订单号", lambda r: "NGS-%d-%03d" % (r.choice([25, 26]), r.randint(1, 999))),
    ("酒店预订号", lambda r: "HT%d" % r.randint(100000, 999999)),
    ("服务器账号申请单", lambda r: "HPC-%04d" % r.randint(1000, 9999)),
    ("伦理审批编号", lambda r: "LL-%d-%03d" % (r.choice([2024, 2025, 2026]), r.randint(1, 999))),
    ("会议注册号", lambda r: "CSCB%d%04d" % (r.choice([26, 27]), r.randint(1, 9999))),
    ("发票号", lambda r: "FP%d" % r.randint(10000000, 99999999)),
]
ZH_ID_U = [
    "{what}是{id}，万一要催的话得报这个号。",
    "确认邮件收到了。{what}：{id}。别的都是些隐私条款之类的废话。",
    "帮我记住{id}，这是{what}，我总觉得这封邮件早晚会被我弄丢。",
    "他们终于回复了，给了个{what}，{id}，说3到5个工作日。等着看吧。",
    "不贴全文了，说重点：\n\n编号：{id}\n状态：已受理，待审核\n\n这是{what}，以后跟进的邮件标题里都要写上。",
    "记到表格里：{what} {id}。PDF晚点放进报销文件夹。",
]
ZH_ID_A = [
    "从你贴的内容看，需要报的是{id}，这是{what}。后续邮件标题里带上它，处理起来会快一些。",
    "记在这里方便找：{what}是{id}。如果电话里问你，就报这个。",
]
ZH_ID_PROMPT = ["这里到底要填哪个编号？", "邮件里有五六个号码，哪个才是有用的？"]

ZH_PORT_SVC = ["RStudio Server 的隧道", "计算节点上的 Jupyter", "实验室的 Galaxy", "组会用的 Shiny 小程序",
               "存样本信息的 Postgres 数据库", "成像电脑的 VNC", "放原始数据的 MinIO", "IGV 的批处理端口",
               "cellxgene 浏览器", "组里的内部 wiki"]
ZH_PORT_U = [
    "隧道必须转发{port}端口才行，默认那个已经被别人占了。这是给{svc}用的。",
    "{svc}是{port}端口，记下来，已经忘了三次了",
    "管理员说{svc}现在改成{port}了，不是原来那个，好像跟暑假改防火墙有关。",
    "{svc}终于弄好了。ssh -L {port}:localhost:{port}，然后浏览器打开 localhost。为什么每次都要折腾一个小时。",
    "小事：{svc}换到{port}端口了。没人通知，我是书签打不开才发现的。",
    "我要是再问，{svc}就是{port}。保证不问了。",
]
ZH_PORT_A = [
    "选一个节点上别人不太会用的高位端口，比如{port}，给{svc}用就行。本地转发同一个端口，然后在浏览器里打开。",
    "{svc}建议用{port}；计算节点上低位端口一般被封了，常用的默认端口也经常被别人的会话占着。",
]
ZH_PORT_PROMPT = ["这个用哪个端口好？有讲究吗？", "提示 address already in use，换哪个？"]

ZH_VER_WHAT = ["STAR", "samtools", "R", "Bioconductor", "nf-core/rnaseq", "DESeq2", "Snakemake",
               "学校的论文模板", "RNA提取的实验SOP", "组里的克隆实验方案", "Salmon", "第三章初稿", "伦理申请书", "Cell Ranger"]
ZH_VER_U = [
    "SW:方法部分记一下：第四章所有分析用的都是{what} {ver}，得写这个，不能写服务器上现在的版本。",
    "SW:服务器上的模块是{what} {ver}，跟我去年用的好像不一样。好极了。",
    "SW:双端reads那个bug之后我把{what}升到了{ver}，希望计数不会变。应该不会吧？",
    "DOC:说一下，发给评阅人的是{what}的{ver}，之后改的他都没看过",
    "DOC:烦的是导师看的是{what} {ver}，我早就改到后面去了，所以组会上才对不上。",
    "SW:环境文件里把{what}锁定在{ver}了，答辩之前不会再动。",
]
ZH_VER_U += [
    "DOC:说清楚一点：{what}以{ver}为准，共享盘上那些旧的都不对。",
    "DOC:导师在{what}的{ver}上签了字，之后的改动据说都只是措辞",
]
ZH_VER_A = [
    "DOC:按你附的文件，{what}当前是{ver}。附录里建议写明这个版本号，免得有人拿旧版对照。",
    "SW:为了可复现，建议在环境文件里把{what}明确锁定为{ver}，方法部分也写清楚；答辩时真有人问，指着文件里的一行比凭记忆回答强多了。",
    "SW:从你贴的输出看，实际跑的是{what} {ver}。方法部分就写这个版本号，不管现在模块默认是什么。",
]
ZH_VER_PROMPT = ["这个该引用哪个版本？我真的搞不清了", "实际用的是哪个版本，日志里能看出来吗？"]

ZH_MONEY_WHAT = [("会议注册费", "m"), ("去里斯本的往返机票", "l"), ("会议酒店三晚", "m"), ("海报打印", "s"),
                 ("论文装订", "s"), ("加测的一条lane", "l"), ("去机场的高铁", "s"), ("会议晚宴", "s"), ("签证费", "s"),
                 ("学院的差旅补助", "l"), ("论文润色报价", "m"), ("试剂订单", "l"), ("服务器存储扩容", "m"), ("开放获取费", "l")]
ZH_MONEY = {
    "s": [lambda r: "%d元" % r.randint(30, 450), lambda r: "%d块" % r.randint(30, 450), lambda r: "%d欧元" % r.randint(20, 90)],
    "m": [lambda r: "%d元" % r.randint(600, 3500), lambda r: "¥%d,%03d" % (r.randint(1, 3), r.randint(0, 999)),
          lambda r: "%d欧元" % r.randint(200, 650)],
    "l": [lambda r: "%d元" % r.randint(4000, 9800), lambda r: "%d.%d万元" % (r.randint(1, 3), r.randint(1, 9)),
          lambda r: "¥%d,%03d" % (r.randint(4, 9), r.randint(0, 999))],
}
ZH_MONEY_U = [
    "{what}一共{amt}，比预算多，但没我担心的那么多。",
    "小票上{what}是{amt}。和其他票据一起塞信封里了，信封越来越鼓。",
    "{what}居然要{amt}？？没人提醒过我啊",
    "财务确认了{what}是{amt}，报销单上总算有一个数字可以放心填了。",
    "报销表记一下：{what}——{amt}。当然是我自己垫付的，学院的公务卡“正在换卡”。",
    "刚意识到{what}要{amt}，也不知道能不能报。回头查一下规定。",
]
ZH_MONEY_A = [
    "把你列的票据加起来，{what}一共是{amt}。建议再确认一下财务用哪天的汇率，有时候按账单日而不是消费日算。",
    "按你贴的报价，{what}是{amt}。就我所知这个价格在正常范围内。",
]
ZH_MONEY_PROMPT = ["帮我加一下这些？我心算已经不行了", "大概一共多少钱？"]

ZH_DATE = [
    lambda r: "%d月%d日" % (r.choice([12, 1, 2, 3]), r.randint(1, 28)),
    lambda r: "%d月%d号" % (r.choice([12, 1, 2, 3]), r.randint(1, 28)),
    lambda r: "2027年%d月%d日" % (r.randint(1, 4), r.randint(1, 28)),
    lambda r: "下周%s（%d号）" % (r.choice(["一", "二", "三", "四", "五"]), r.randint(1, 28)),
]
ZH_DATE_WHAT = ["答辩", "论文提交截止", "会议摘要截止", "报销截止", "下次和导师见面", "服务器停机维护",
                "预答辩", "实验室安全培训", "出发的航班", "修改稿截止", "研究生院格式审查", "海报上传截止"]
ZH_DATE_U = [
    "邮件来了：{what}定在{date}。一下子变得好真实。",
    "{what}——{date}。千万别让我忘了，便利贴上写了，但便利贴总会消失。",
    "{what}是{date}？？我一直以为更晚……这下麻烦了",
    "导师随口说{what}是{date}，应该没错，不过他当时一边说一边在看别的东西。",
    "日程更新，基本确定：{what}，{date}。等正式通知下来我才信。",
    "刚确认{what}在{date}。余量比我想的少，但应该来得及吧。",
]
ZH_DATE_A = [
    "按你贴的规定往回推，{what}应该是{date}。最好跟研究生院再确认一下，不过条文读下来是这样的。",
    "如果规则像你说的那样，{what}就是{date}。建议现在就放进日历，提前一周设个提醒。",
]
ZH_DATE_PROMPT = ["如果我没理解错规定，那具体是哪天？", "所以到底是哪天？我数不清了"]

ZH_DECISIONS = [
    ("把甲基化那一章删掉", "亚硫酸氢盐测序数据太零散"),
    ("差异分析用DESeq2不用edgeR", "组里的流程是拿它验证过的"),
    ("订便宜的那班机票", "差旅补助对机票有上限"),
    ("比对换到GPU队列重跑", "普通队列要排好几天"),
    ("论文继续用LaTeX写", "Word的交叉引用老是乱"),
    ("答辩推到年后", "外审专家十二月休假"),
    ("做海报不做口头报告", "报告时间和研讨会冲突"),
    ("先写总讨论", "结果部分一直在变"),
    ("流程改用Snakemake", "shell脚本断了没法续跑"),
    ("敲除小鼠那部分不要了", "基因分型一直没重复出来"),
    ("住学校招待所", "会议酒店贵得离谱"),
    ("补充表格放到Zenodo上", "学校的仓库限制文件大小"),
    ("周末不干活了", "十月份真的快崩溃了"),
    ("把失败的CRISPR筛选也写进去", "阴性结果也是结果"),
    ("花钱找人润色", "一累语法就全乱"),
    ("申请短期延期", "测序平台弄丢了一整板样本"),
    ("第四第五章合并", "用的是同一批细胞系"),
    ("暑期学校不去了", "写论文必须放第一位"),
    ("坐高铁去开会", "学院鼓励低碳出行"),
    ("综述等答辩完再投", "怕评审问内容重复"),
]
ZH_DEC_U = [
    "好，决定了：{choice}。理由记一下，{reason}，我不想每周都重新纠结一遍。",
    "纠结了半天，我还是{choice}吧，因为{reason}。有点像认输，但就这样吧。",
    "行吧。{choice}。{reason}，其实也没得选",
    "睡了一觉想清楚了，{choice}——说实话{reason}，再装作没这回事就是浪费时间。",
    "帮我记一下，我决定{choice}。一部分是因为{reason}，一部分是直觉。",
    "今天上午跟导师说了我要{choice}，{reason}，他比我想的爽快多了。",
    "权衡了一下，比较合理的是{choice}。主要是{reason}。你想劝我也可以，不过估计劝不动。",
]
ZH_DEC_A = ["那就这么定了——{choice}。决策记录里理由写成“{reason}”，答辩时被问到也有据可查。"]
ZH_DEC_PROMPT = ["行，你说服我了，就按你说的来。", "好吧听你的，我没力气争了"]

ZH_RULES = [
    ("不要在登录节点上跑任务", "管理员会封账号"),
    ("外审专家只能通过研究生院联系", "要保证评审独立"),
    ("出差审批没批下来之前不要订任何东西", "否则不给报销"),
    ("周二上午不约任何会", "那是我唯一能专心写东西的时间"),
    ("project目录下的东西没问过不要删", "一大半是别人的数据"),
    ("未发表的数据不能发到组外", "合作协议不允许"),
    ("行政邮件不要抄送导师", "他讨厌邮箱被塞满"),
    ("所有发票都要扫描成PDF", "财务不收手机拍的照片"),
    ("一次申请不要超过64个核", "公平分享的惩罚会把优先级拉低"),
    ("原始FASTQ文件一律不要动", "下游分析都假定它们是原样"),
    ("发给评阅人的章节只发PDF", "修订模式他看着会晕"),
    ("周三下午不排任何事", "要去本科实验课当助教"),
    ("论文里不要提专利的事", "技术转移办公室特意交代过"),
    ("导师签字之后才能交修改稿", "学校规定必须这样"),
    ("维护那个周末不要留任务在跑", "到时候都会被杀掉"),
    ("表格里的p值不要四舍五入", "评阅人之前专门指出过"),
]
ZH_RULE_U = [
    "以后定个规矩：{rule}。{why}，我已经吃过一次亏了。",
    "有一点一直要记着——{rule}。{why}。",
    "记住哈：{rule}。我知道听起来很较真，但{why}",
    "这条当成硬性约束吧：{rule}。原因很简单，{why}。",
    "实验室的规定，我也同意：{rule}，因为{why}。我要是哪天忘了提醒我。",
    "血的教训换来的铁律：{rule}。{why}。",
]
ZH_RULE_A = ["明白，这条我当成固定规则：{rule}。之后我的建议要是和它冲突，你直接指出来，我重新安排。"]
ZH_RULE_PROMPT = ["之前说好的那条规矩，你记着点啊", "把我们定的那条规则再说一遍，免得我忘"]

ZH_QUESTIONS = ["答辩能不能线上参加", "小修一般要多久", "差旅补助包不包括签证费", "新样本要不要补伦理审批",
                "学位论文的保密期是多久", "scratch的用量算不算进配额", "预印本能不能算发表成果",
                "外审专家是怎么选的", "提交论文后补助还发不发", "装订是不是必须精装",
                "论文里能不能直接用已发表文章的图", "会议期间的伙食补助怎么算", "会议晚宴组里给不给报",
                "失败的预实验要不要写进去", "服务器的作业日志保留多久", "大修是不是要二次答辩"]
ZH_Q_U = [
    "随便问一下：你知道{q}吗？算了先别管，我得先把那封邮件找出来。另外，{diversion}",
    "一直想问的：{q}？不过现在先不说这个，{diversion}",
    "我在想{q}……算了，现在不想。{diversion}",
    "对了我完全不知道{q}，先别回答，我去正式问一下研究生院。更急的是：{diversion}",
    "（到底有没有人知道{q}啊？半个反问句。）{diversion}",
    "还有我不确定{q}——这个先放着，回头再说。眼下{diversion}",
]
ZH_DIVERSIONS = ["能帮我把这段改得顺一点吗？", "审稿人明明理解错了，怎么回复才不显得没礼貌？",
                 "离提交还有两个月，整个人很丧，这正常吗？", "第三章的图按什么顺序排比较好？",
                 "任务昨晚又挂了，我还没勇气看日志。", "摘要里要不要提斑马鱼的那部分？"]
ZH_DIV_REPLY = [
    "好，那个先放着。说这段：主要问题是几乎每句话都以限定语开头。证据确实不确定的地方留一个谨慎的说法就够了，其余的结论直接说。读者（包括答辩专家）更信任有选择地保留的人，而不是处处打折扣的人。",
    "行，回头再说。回复审稿人的诀窍是：先感谢，再用中性的语言复述他的意见，然后摆证据而不是摆分歧，比如“我们已在正文中进一步说明……”。不需要承认他对，也可以做出消除误解的修改。",
    "好，先不管那个。至于丧——这个阶段非常普遍。同样的数据你已经看了好几年，新鲜感早没了，但对评审来说都是新的。试着把每天的目标定小一点：一节，一张图，然后收工。",
    "好的，先放一边。图的顺序一般按论证的逻辑，而不是做实验的先后。如果敲低的结果是理解后面数据的关键，就算最后才做，也放前面。",
    "可以，晚点再说。准备好看日志的时候，把 .err 文件最后四十行和这个任务的 sacct 信息贴过来；半夜挂掉的大多是内存或者时间不够，懂了看哪里之后两者很好区分。",
    "明白，那个不急。摘要的话，如果斑马鱼的工作支撑主要结论，就用半句话带过；如果是支线，就不提。摘要是给人决定要不要往下读的，只放论文的主干。",
]
ZH_ACK_OPEN = ["好的，记下了。", "收到。", "明白，记好了。", "好——已经记下。", "有道理，记下了。", "懂了。", "谢谢提醒。", "好的，知道了。"]
ZH_ASST_PARA = [
    "写作上，建议把每一节都当成一个相对独立的小论证来写。一节写到“够用”的程度就标记完成，别在其他部分还只是框架的时候回头反复打磨。整体成形之后再统一润色，效率高得多。",
    "可以给论文单独建一个“决策记录”，纯文本就行，每条写日期加一句话。答辩时专家经常问为什么这样做，两年后真正的答案往往埋在某封找不到的邮件里。",
    "服务器排队看着随机，其实不是：短时间内提交大量小任务，公平分享优先级会掉得很快。把它们打包成带并发上限的数组作业，单个任务开始得慢一点，但整体会更快。",
    "报销常见的卡点是缺明细发票，以及跨财年的单据。能一次性提交就一次性提交，附一页说明，列清每一项的币种和日期，处理的老师就不用自己去拼凑整个行程。",
    "答辩本身，专家主要想看你是否清楚自己工作的局限。提前准备一个简短、诚实的“如果重来会怎么做”，会很加分；事先大声说过一两遍，到时候也更从容。",
    "如果评阅意见看起来互相矛盾，可以分三类：纯错误、表达问题、以及解读上的分歧。前两类直接改；第三类最好先和导师聊一下再动。",
    "方法部分宁可写得具体：试剂货号、软件版本、关键参数、参考基因组版本。写起来很枯燥，但这是最可能被人逐行读、想要复现你工作的部分。",
    "一个实用的习惯：服务器的原始输出和手动改过的东西分开放，原始文件永远不覆盖。定一条“results/ 只能由脚本写入”，之后查哪个表格进了哪张图的时候能省很多焦虑。",
    "建议在每个硬截止日期前留出一周缓冲。最后阶段几乎总会出点岔子——打印机、损坏的图、合作者临时的意见——有余量的话就只是烦人，而不是危机。",
    "关于审稿意见，可以不同意，但要拿证据说话。回复里写“我们不同意，因为图3B的对照已经说明了这一点”完全专业；审稿人讨厌的是被无视。",
    "开会的话，可以准备一个两分钟版本的故事，海报前或者茶歇时用。大家记得住一个清楚的问题和一个亮眼的结果，记不住全部实验的流水账。",
    "图的配色在各章保持一致，整本论文会显得连贯很多。野生型在第二章是灰色，就全书都用灰色，并且确认黑白打印后也能分得清。",
    "任务失败时，最快的判断方法是对比申请的资源和 sacct 报告的实际用量。MaxRSS 如果顶到了申请的内存上限，基本就是被 OOM 杀掉了，即使报错信息写得很含糊。",
    "你的计划听起来挺合理。唯一要注意的是时间表默认什么都不用重跑；可以先找出重跑代价最大的几个分析，确保它们的输入在 scratch 之外还有备份。",
    "跟导师说你需要一周不接新任务，完全没问题。多数导师看到清楚的计划反而放心——“我周五前写完第四章，然后再看你对第二章的意见”——说明你在掌控进度，而不是被淹没。",
]
ZH_ASST_CLOSE = ["有进展告诉我。", "需要我看初稿就说。", "要逐句过一遍也可以。", "希望今天剩下的时间顺利点。", "等你收到回复我们再看。", ""]
ZH_FILLER_U = [
    "早。昨晚又没睡好，梦里全是二审，明明他们还没看这一版。算了，先喝咖啡，然后写第三章。",
    "关于转录噪声的那一段我已经盯了四十分钟，感觉越改越差。到底什么时候该停手？",
    "小胜利：参考文献终于编译不报错了。我在办公室里好像叫出声了。",
    "让我吐槽一下。研究生院又改格式要求了，我八月份设好的页边距现在说不对。差两厘米。没人会注意到的。但所有横向表格都得重排。",
    "服务器今天慢得离谱，我都开始填报销单了，可见有多绝望",
    "室友问我论文写得怎么样了，我只发出了一个声音。不是词，是声音。",
    "贴一下我卡住的那条审稿意见：\n\n> 审稿人2：作者称该效应“稳健”，但关键实验只给出了两个生物学重复。建议谨慎措辞，补充材料中的统计方法也不够清楚。\n\n他说得没错，这才是最难受的。",
    "我终于明白批次效应是哪来的了——第二批文库换了试剂盒批号。事后看很明显。事后看什么都明显。",
    "组会开太久了，有人讲了80页PPT，我脑子空了",
    "贴一下导师在初稿上写的评语，我分不清是夸还是不是：\n\n“比上一版进步很大，不过讨论部分读起来还是像结果的罗列，希望能多看到你自己的观点。”\n\n我自己的观点？我正努力藏起来呢。",
    "帮我看看这句：“这些数据或许提示，所观察到的上调可能在一定程度上反映了某种代偿性反应。” 限定词太多了吧。",
    "刚从实验台回来，最后一块qPCR板看起来没问题，松了口气，好用的引物已经用完了。",
    "我离开一会儿——有个单细胞方法的讲座，觉得不去不太好。大概一小时后回来。",
    "刚才在楼梯间偷偷哭了一下，现在没事了。就是累。接着写图注吧。",
    "我们楼层的打印机坏了两周了。现在打印初稿要走到图书馆，好歹算运动。",
    "给我打打气吧？短一点的。要写局限性那一节了，好怕。",
    "问个图注的问题——统计方法是每个图注都写，还是统一放方法部分？导师说一套，模板说另一套",
    "更新：第二章导师改回来了，几乎每页都有批注，不过大多是小问题。我决定把这当成好兆头。",
    "手贱看了一下今天写了多少字。六个小时，一千二百字。",
    "今天食堂的饭难吃得我怀疑人生，不过吃完还是得回来改图。",
]
ZH_FILLER_A_OPEN = ["听起来好累。", "唉。", "可以理解。", "这真是好消息。", "懂你。", "可以，我来帮你。", "说实话，这个阶段很正常。", "好，我们一件件来。"]
ZH_TOOLS = [
    ("shell", "帮我看下任务状态？", EN_TOOLS[0][2], EN_TOOLS[0][3],
     "一部分任务在跑，其余因为优先级在排队，今天队列比较满，这很正常。没有看到卡住的，跑完的释放资源后排队的就会开始。"),
    ("shell", "scratch 还剩多少空间？", EN_TOOLS[1][2], EN_TOOLS[1][3],
     "scratch 用了不少，但还在软配额以内。建议下次大规模跑之前先清理不需要的中间BAM文件，免得跑到一半出问题。"),
    ("search_literature", "帮我找几篇最近关于斑马鱼发育中转录噪声的综述？",
     lambda r: {"query": "斑马鱼 发育 转录噪声 综述", "limit": 5},
     lambda r: "1. 脊椎动物胚胎发育中的随机基因表达（Dev Cell，综述）\n2. 发育基因调控网络中的噪声、稳健性与渠化（Curr Opin Genet Dev）\n3. 单细胞视角下斑马鱼早期胚胎的变异性（Development）\n4. microRNA对表达噪声的缓冲作用（Trends Genet）",
     "找到几篇相关的。Dev Cell 那篇综述大概是最好的概览；Current Opinion 那篇短一些，适合用来给讨论章节定框架。引用前建议先看一下摘要。"),
    ("read_email", "研究生院有新邮件吗？",
     lambda r: {"folder": "inbox", "from": "研究生院", "unread": True},
     lambda r: "主题：关于学位论文格式规范的提醒\n发件人：研究生院培养办\n正文：请各位同学确保学位论文符合最新格式规范，包括页边距、行距及原创性声明页。不符合要求的论文将在送审前退回。",
     "只是一封格式提醒，不是专门针对你的。提交前最后检查一下页边距和声明页就行，现在不需要做什么。"),
    ("shell", "上一个任务为什么挂了？", EN_TOOLS[4][2], EN_TOOLS[4][3],
     "是内存问题：STAR 在排序 BAM 的时候内存不够了。可以在作业脚本里多申请内存，或者先输出未排序的 BAM，之后用 samtools 排序，对调度系统更友好。"),
    ("calendar", "这周日程有什么？",
     lambda r: {"range": "this_week"},
     lambda r: "周一：组会（10:00）\n周二：写作时间（整个上午）\n周三：本科实验课助教（14:00-17:00）\n周四：文献讨论会\n周五：无安排",
     "这周还算可控。周二上午留给写作，周三下午要上课，周五空着——你说的改图可以放在那天。"),
    ("word_count", "论文现在大概多少字了？",
     lambda r: {"path": "thesis/main.tex", "exclude": ["references", "appendices"]},
     lambda r: "第一章：%d\n第二章：%d\n第三章：%d\n第四章：%d\n第五章：%d" % tuple(r.randint(8000, 30000) for _ in range(5)),
     "不算参考文献和附录，字数在正常范围内。第三章最长，这也合理，主要结果都在那里。"),
]

EN_KIND_ACK = {
    "name": ["Good to have the cast list straight.", "Noted - I'll keep who's who in mind.", "That's useful context for who to approach about what."],
    "command": ["Worth pasting that into your methods notes too.", "Good - keep that exact line somewhere safe.", "That looks sensible, for what it's worth."],
    "id": ["That's the sort of number that vanishes exactly when you need it, so good call.", "Noted, I'll keep it handy."],
    "port": ["Noted for next time the tunnel misbehaves.", "Good, one less thing to rediscover."],
    "version": ["Version numbers are exactly what examiners poke at, so good to pin it down.", "Noted for the methods section."],
    "money": ["I'll keep a running tally for the claim.", "Noted for the reimbursement."],
    "date": ["I'll keep that date in view.", "Noted - worth working backwards from that."],
    "decision": ["That sounds like a reasonable call.", "Fair enough - it's a defensible choice."],
    "constraint": ["Understood, I'll keep to that.", "Noted as a hard rule."],
}
ZH_KIND_ACK = {
    "name": ["人物关系理清楚了。", "好，谁负责什么我记着。", "这个信息有用，以后知道找谁了。"],
    "command": ["这行也顺手记到方法笔记里吧。", "好，这行原样保存好。", "看起来没问题。"],
    "id": ["这种编号总是在最需要的时候找不到，记下来是对的。", "记下了，需要时找我。"],
    "port": ["下次隧道出问题就不用重新找了。", "好，少折腾一件事。"],
    "version": ["答辩专家最爱问版本号，锁定了是好事。", "方法部分用得上，记下了。"],
    "money": ["报销的总数我帮你记着。", "报销用，记下了。"],
    "date": ["这个日期我记着。", "记下了，可以从这天往回排计划。"],
    "decision": ["这个决定挺合理的。", "说得通，站得住脚。"],
    "constraint": ["明白，我会遵守。", "记为硬性规定。"],
}
EN_MOOD = ["Afternoon.", "Okay, back again.", "Right.", "Ugh, Monday energy.", "Feeling slightly more human after lunch.",
           "Bit of a scattered day.", "Not my most productive morning, if I'm honest.", "Small update.",
           "I've just come back from a walk round the pond, which helped.", "Coffee number three."]
EN_TASK = ["I'm going to have another go at the figure legends for chapter four, they're still a mess.",
           "Plan is to finish the introduction to chapter three today, or at least get it to a state I'm not ashamed of.",
           "I want to tidy the references before I send anything else to my supervisor - half of them are missing page numbers.",
           "Going to try and write 500 words of the discussion without stopping to edit. Wish me luck.",
           "I need to reply to the comments on chapter two but I keep opening the document and closing it again.",
           "Thinking about restructuring the results so the imaging comes before the sequencing. Thoughts?",
           "I've got the heatmaps to redo because the colour scale wasn't consistent between panels.",
           "Today is admin day apparently - forms, emails, and the claim.",
           "Trying to work out whether the supplementary methods need their own numbering. Probably yes?",
           "I should be writing but I'm reorganising my folder structure instead. Classic.",
           "The plan for today is abstract, acknowledgements, and then something with actual science in it."]
ZH_MOOD = ["下午好。", "我又回来了。", "好。", "周一综合症。", "吃完午饭稍微活过来了。", "今天有点乱。",
           "说实话上午效率很低。", "小更新一下。", "刚去湖边走了一圈，好多了。", "第三杯咖啡了。"]
ZH_TASK = ["打算再改一下第四章的图注，还是一团糟。", "今天目标是把第三章引言写完，至少写到不丢人的程度。",
           "给导师发东西之前想先把参考文献整理一下，一半没有页码。", "想试试一口气写五百字讨论，中途不改。祝我好运。",
           "第二章的批注要回复，但我打开文档又关掉好几次了。", "在想要不要把成像的结果放到测序前面，你觉得呢？",
           "热图要重画，几个面板的色标不一致。", "今天好像是行政日：填表、回邮件、报销。",
           "补充方法要不要单独编号？应该要吧？", "本来该写论文的，结果在整理文件夹。经典。",
           "今天计划：摘要、致谢，然后写点真正有科学内容的东西。"]

POOLS = {
    "en": dict(
        first=EN_FIRST, last=EN_LAST, roles=EN_ROLES, role_extra=EN_ROLE_EXTRA,
        name_u=EN_NAME_U, name_a=EN_NAME_A, name_p=EN_NAME_PROMPT,
        cmd=EN_CMD, cmd_u=EN_CMD_U, cmd_a=EN_CMD_A, cmd_p=EN_CMD_PROMPT,
        id=EN_ID, id_u=EN_ID_U, id_a=EN_ID_A, id_p=EN_ID_PROMPT,
        port_svc=EN_PORT_SVC, port_u=EN_PORT_U, port_a=EN_PORT_A, port_p=EN_PORT_PROMPT,
        ver=EN_VER, ver_what=EN_VER_WHAT, ver_u=EN_VER_U, ver_a=EN_VER_A, ver_p=EN_VER_PROMPT,
        money=EN_MONEY, money_what=EN_MONEY_WHAT, money_u=EN_MONEY_U, money_a=EN_MONEY_A, money_p=EN_MONEY_PROMPT,
        date=EN_DATE, date_what=EN_DATE_WHAT, date_u=EN_DATE_U, date_a=EN_DATE_A, date_p=EN_DATE_PROMPT,
        decisions=EN_DECISIONS, dec_u=EN_DEC_U, dec_a=EN_DEC_A, dec_p=EN_DEC_PROMPT,
        rules=EN_RULES, rule_u=EN_RULE_U, rule_a=EN_RULE_A, rule_p=EN_RULE_PROMPT,
        questions=EN_QUESTIONS, q_u=EN_Q_U, diversions=EN_DIVERSIONS, div_reply=EN_DIV_REPLY,
        ack=EN_ACK_OPEN, para=EN_ASST_PARA, close=EN_ASST_CLOSE, filler_u=EN_FILLER_U,
        filler_a=EN_FILLER_A_OPEN, tools=EN_TOOLS, also="\n\nAlso - ", sep=" ",
        kind_ack=EN_KIND_ACK, mood=EN_MOOD, task=EN_TASK),
    "zh": dict(
        roles=ZH_ROLES,
        name_u=ZH_NAME_U, name_a=ZH_NAME_A, name_p=ZH_NAME_PROMPT,
        cmd=EN_CMD, cmd_u=ZH_CMD_U, cmd_a=ZH_CMD_A, cmd_p=ZH_CMD_PROMPT,
        id=ZH_ID, id_u=ZH_ID_U, id_a=ZH_ID_A, id_p=ZH_ID_PROMPT,
        port_svc=ZH_PORT_SVC, port_u=ZH_PORT_U, port_a=ZH_PORT_A, port_p=ZH_PORT_PROMPT,
        ver=EN_VER, ver_what=ZH_VER_WHAT, ver_u=ZH_VER_U, ver_a=ZH_VER_A, ver_p=ZH_VER_PROMPT,
        money=ZH_MONEY, money_what=ZH_MONEY_WHAT, money_u=ZH_MONEY_U, money_a=ZH_MONEY_A, money_p=ZH_MONEY_PROMPT,
        date=ZH_DATE, date_what=ZH_DATE_WHAT, date_u=ZH_DATE_U, date_a=ZH_DATE_A, date_p=ZH_DATE_PROMPT,
        decisions=ZH_DECISIONS, dec_u=ZH_DEC_U, dec_a=ZH_DEC_A, dec_p=ZH_DEC_PROMPT,
        rules=ZH_RULES, rule_u=ZH_RULE_U, rule_a=ZH_RULE_A, rule_p=ZH_RULE_PROMPT,
        questions=ZH_QUESTIONS, q_u=ZH_Q_U, diversions=ZH_DIVERSIONS, div_reply=ZH_DIV_REPLY,
        ack=ZH_ACK_OPEN, para=ZH_ASST_PARA, close=ZH_ASST_CLOSE, filler_u=ZH_FILLER_U,
        filler_a=ZH_FILLER_A_OPEN, tools=ZH_TOOLS, also="\n\n另外，", sep="",
        kind_ack=ZH_KIND_ACK, mood=ZH_MOOD, task=ZH_TASK),
}


def cap(s):
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------- fact generation
class Facts:
    def __init__(self, rng):
        self.rng = rng
        self.needles = []

    def ok(self, n):
        return all(n not in m and m not in n for m in self.needles)

    def take(self, gen, tries=200):
        for _ in range(tries):
            v = gen()
            vals = v if isinstance(v, tuple) else (v,)
            if all(self.ok(x) for x in vals) and len(set(vals)) == len(vals):
                self.needles.extend(vals)
                return v
        raise RuntimeError("could not draw a unique value")


def make_facts(rng, lang, per_kind):
    P = POOLS[lang]
    F = Facts(rng)
    facts = []
    used = {}

    def pick_unused(key, pool):
        s = used.setdefault(key, set())
        cands = [i for i in range(len(pool)) if i not in s]
        if not cands:
            s.clear()
            cands = list(range(len(pool)))
        i = rng.choice(cands)
        s.add(i)
        return pool[i]

    def name_gen():
        if lang == "zh":
            return rng.choice(ZH_SURNAME) + rng.choice(ZH_GIVEN)
        if rng.random() < 0.25:
            return rng.choice([f for f in P["first"] if len(f) >= 5])
        return rng.choice(P["first"]) + " " + rng.choice(P["last"])

    for kind in KINDS:
        for _ in range(per_kind):
            side = "a" if (kind not in ("question",) and rng.random() < 0.2) else "u"
            f = {"kind": kind, "side": side}
            if kind == "name":
                n = F.take(name_gen)
                role = pick_unused("role", P["roles"])
                f["tag"] = "TH" if any(w in role for w in THESIS_ROLE_WORDS) else "X"
                f.update(needles=[n], kw=dict(name=n, role=role,
                                              rolebare=role.replace("my ", "").replace("the ", "", 1),
                                              extra=rng.choice(P.get("role_extra", [""]))))
            elif kind == "command":
                g = rng.choice(P["cmd"])
                c = F.take(lambda: g(rng))
                f.update(needles=[c], kw=dict(cmd=c), tag="RUN" if getattr(g, "run", False) else "Q")
            elif kind == "id":
                what, g = pick_unused("idk", P["id"])
                i = F.take(lambda: g(rng))
                f.update(needles=[i], kw=dict(id=i, what=what, what_cap=cap(what)))
            elif kind == "port":
                p = F.take(lambda: str(rng.choice([rng.randint(2000, 9999), rng.randint(10000, 60999)])))
                svc = pick_unused("svc", P["port_svc"])
                f.update(needles=[p], kw=dict(port=p, svc=svc))
            elif kind == "version":
                what = pick_unused("verw", P["ver_what"])
                gens = P["ver"] if what in SOFTWARE else [P["ver"][1], P["ver"][3]]
                v = F.take(lambda: rng.choice(gens)(rng))
                f.update(needles=[v], kw=dict(ver=v, what=what), tag="SW" if what in SOFTWARE else "DOC")
            elif kind == "money":
                what, size = pick_unused("monw", P["money_what"])
                a = F.take(lambda: rng.choice(P["money"][size])(rng))
                f.update(needles=[a], kw=dict(amt=a, what=what, what_cap=cap(what)))
            elif kind == "date":
                gen = rng.choice(P["date"])
                d = F.take(lambda: gen(rng))
                what = pick_unused("datew", P["date_what"])
                f.update(needles=[d], kw=dict(date=d, what=what, what_cap=cap(what)))
            elif kind == "decision":
                ch, re_ = F.take(lambda: pick_unused("dec", P["decisions"]))
                f.update(needles=[ch, re_], kw=dict(choice=ch, reason=re_, reason_cap=cap(re_)))
            elif kind == "constraint":
                rule, why = F.take(lambda: pick_unused("rule", P["rules"]))
                f.update(needles=[rule], kw=dict(rule=rule, rule_cap=cap(rule), why=why, why_cap=cap(why)))
            elif kind == "question":
                q = F.take(lambda: pick_unused("q", P["questions"]))
                f.update(needles=[q], kw=dict(q=q))
            facts.append(f)
    return facts


TPL_KEY = {"name": "name", "command": "cmd", "id": "id", "port": "port", "version": "ver",
           "money": "money", "date": "date", "decision": "dec", "constraint": "rule"}


def typo(rng, text, protect):
    """Swap two inner letters of one longer word, never inside a needle."""
    words = [w for w in text.split(" ") if len(w) >= 6 and w.isalpha()]
    rng.shuffle(words)
    for w in words:
        if any(w in p for p in protect):
            continue
        i = rng.randint(1, len(w) - 3)
        nw = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        return text.replace(" " + w + " ", " " + nw + " ", 1)
    return text


def zh_typo(rng, text, protect):
    for a, b in (("再", "在"), ("得", "的"), ("已经", "以经"), ("那", "哪")):
        if a in text and not any(a in p for p in protect):
            return text.replace(a, b, 1)
    return text


def asst_reply(rng, P, lang, opener=None, n=None):
    parts = [opener or rng.choice(P["ack"])]
    k = n if n is not None else rng.choice([1, 1, 2, 2, 3])
    parts += rng.sample(P["para"], k)
    c = rng.choice(P["close"])
    if c:
        parts.append(c)
    sep = "\n\n"
    if rng.random() < 0.5:
        return parts[0] + P["sep"] + sep.join(parts[1:])
    return sep.join(parts)


TAGS = ("SW", "DOC", "RUN", "TH")
THESIS_ROLE_WORDS = ["supervisor", "reader", "examiner", "co-author", "proofreading", "committee", "PGR director",
                     "导师", "评阅", "外审", "合作者", "师姐", "答辩委员会"]


def choose_tpl(rng, tpls, f):
    """Pick a template; a template marked TAG: only fits facts of that tag
    (SW/DOC versions, RUN commands, TH thesis-reading people)."""
    def tag_of(t):
        head = t.split(":", 1)[0]
        return head if head in TAGS else None
    ok = [t for t in tpls if tag_of(t) in (None, f.get("tag"))]
    t = rng.choice(ok)
    if tag_of(t):
        t = t.split(":", 1)[1]
    return t


def build(seed, lang, per_kind, attempt):
    rng = random.Random("am/%s/%d/%d" % (lang, seed, attempt))
    P = POOLS[lang]
    facts = make_facts(rng, lang, per_kind)
    rng.shuffle(facts)
    # group into turns: user-side facts sometimes share a message
    turns = []
    i = 0
    while i < len(facts):
        f = facts[i]
        if (f["side"] == "u" and f["kind"] != "question" and i + 1 < len(facts)
                and facts[i + 1]["side"] == "u" and facts[i + 1]["kind"] != "question" and rng.random() < 0.25):
            turns.append(("fu", [f, facts[i + 1]]))
            i += 2
            continue
        turns.append(("fa" if f["side"] == "a" else ("q" if f["kind"] == "question" else "fu"), [f]))
        i += 1
    n_pairs = max(len(turns) + 12, rng.randint(68, 125))
    n_pairs = min(n_pairs, 139)
    slots = sorted(rng.sample(range(1, n_pairs), len(turns)))
    plan = ["filler"] * n_pairs
    for s, t in zip(slots, turns):
        plan[s] = t

    msgs = []  # (role or tool, payload, facts_here)

    def user(text, fs=()):
        msgs.append(("user", text, list(fs)))

    def asst(text, fs=()):
        msgs.append(("assistant", text, list(fs)))

    def tool(name, args, out):
        msgs.append(("tool", (name, args, out), []))

    opener = {"en": "Hi - so, thesis mode fully engaged. Nine-ish weeks to submission, a conference in the middle of it, and a cluster that hates me. I'd like you to help me keep track of things, and occasionally talk me down. Is that okay?",
              "zh": "你好，正式进入写论文模式了。离提交大概还有九周，中间还要出去开个会，服务器还天天跟我作对。想让你帮我记着各种事情，偶尔安慰我一下，可以吗？"}[lang]
    hello = {"en": "Of course. Tell me things as they come up - names, deadlines, commands that worked, decisions - and I'll keep them straight. And I'm happy to be a sounding board whenever the writing gets heavy.",
             "zh": "当然可以。有什么就随时告诉我——人名、截止日期、跑通的命令、做过的决定——我帮你理清楚。写得累了也可以随时来聊。"}[lang]
    user(opener)
    asst(hello)
    filler_u = list(P["filler_u"])
    rng.shuffle(filler_u)
    fu_i = 0
    for step in plan[1:]:
        if step == "filler":
            r = rng.random()
            if r < 0.22:
                tname, req, ag, og, reply = rng.choice(P["tools"])
                user(req)
                tool(tname, ag(rng), og(rng))
                asst(reply)
            else:
                if fu_i < len(filler_u) and rng.random() < 0.6:
                    user(filler_u[fu_i])
                    fu_i += 1
                else:
                    user(rng.choice(P["mood"]) + P["sep"] + rng.choice(P["task"]))
                asst(asst_reply(rng, P, lang, opener=rng.choice(P["filler_a"]), n=rng.choice([1, 2, 2, 3])))
            continue
        typ, fs = step
        if typ == "q":
            f = fs[0]
            d = rng.randrange(len(P["diversions"]))
            div = P["diversions"][d]
            text = fill(rng.choice(P["q_u"]), q=f["kw"]["q"], diversion=div, diversion_cap=cap(div))
            user(text, fs)
            asst(P["div_reply"][d])
        elif typ == "fa":
            f = fs[0]
            k = TPL_KEY[f["kind"]]
            user(rng.choice(P[k + "_p"]))
            body = fill(choose_tpl(rng, P[k + "_a"], f), **f["kw"])
            if rng.random() < 0.5:
                body += "\n\n" + rng.choice(P["para"])
            asst(body, fs)
        else:
            texts = [fill(choose_tpl(rng, P[TPL_KEY[f["kind"]] + "_u"], f), **f["kw"]) for f in fs]
            if len(texts) > 1 and lang == "en" and texts[1][1:2].islower() and not texts[1].startswith("I "):
                texts[1] = texts[1][0].lower() + texts[1][1:]
            text = texts[0] + (P["also"] + texts[1] if len(texts) > 1 else "")
            prot = [n for f in fs for n in f["needles"]]
            if rng.random() < 0.18:
                text = (typo if lang == "en" else zh_typo)(rng, text, prot)
            if rng.random() < 0.12:
                tname, req, ag, og, reply = rng.choice(P["tools"])
                user(text, fs)
                tool(tname, ag(rng), og(rng))
                asst(reply + "\n\n" + rng.choice(P["ack"]))
            else:
                user(text, fs)
                op = rng.choice(P["ack"])
                ka = rng.choice(P["kind_ack"][fs[-1]["kind"]])
                if rng.random() < 0.7 and ka[:2] != op[:2]:
                    op += P["sep"] + ka
                asst(asst_reply(rng, P, lang, opener=op))
    # rows
    rows = []
    t = datetime(2026, 11, 20, 8, 3, 0)
    n = 0
    call_no = 0
    row_fact = {}
    for role, payload, fs in msgs:
        if role == "tool":
            name, args, out = payload
            call_no += 1
            cid = "call_am%d_%d" % (seed, call_no)
            for item in ({"type": "function_call", "callId": cid, "name": name,
                          "arguments": json.dumps(args, ensure_ascii=False)},
                         {"type": "function_call_result", "callId": cid, "name": name,
                          "status": "completed", "output": out}):
                n += 1
                t += timedelta(seconds=rng.randint(2, 20))
                rows.append({"v": 2, "id": "msg_am%d" % (seed * 10000 + n),
                             "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "item": item, "meta": {}})
            continue
        n += 1
        t += timedelta(minutes=rng.randint(1, 22), seconds=rng.randint(0, 59))
        if t.hour >= 23:
            t = t.replace(hour=8, minute=rng.randint(0, 59)) + timedelta(days=1)
        rows.append({"v": 2, "id": "msg_am%d" % (seed * 10000 + n), "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "item": {"type": "message", "role": role, "content": payload}, "meta": {"uiRole": role}})
        for f in fs:
            f["row"] = len(rows) - 1
    # verify needles
    texts = []
    for r in rows:
        it = r["item"]
        texts.append(it.get("content") or (it.get("arguments", "") + "\n" + it.get("output", "") + "\n" + it.get("name", "")))
    for f in facts:
        for nd in f["needles"]:
            hits = [i for i, tx in enumerate(texts) if nd in tx]
            if hits != [f.get("row")]:
                return None
    return rows, facts


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def summary_lengths(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "summary" and isinstance(v, str):
                yield len(v)
            else:
                yield from summary_lengths(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from summary_lengths(v)


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
    max_chars = 0
    for seed in seeds:
        lang = "zh" if seed == seeds[-1] else "en"
        built = None
        for attempt in range(500):
            built = build(seed, lang, per_kind, attempt)
            if built:
                break
        if not built:
            sys.exit("seed %d: could not build a conversation with unique needles" % seed)
        rows, facts = built
        root = os.path.join(workdir, "root-%d" % seed)
        shutil.rmtree(root, ignore_errors=True)
        run(okbot, root, ["init"])
        run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        batch, nmsg, comps = [], 0, 0
        total_msgs = sum(1 for r in rows if r["item"]["type"] == "message")
        for i, r in enumerate(rows):
            batch.append(r)
            if r["item"]["type"] == "message":
                nmsg += 1
            if nmsg == 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"],
                    "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in batch))
                run(okbot, root, ["compress", "-a", "Writer", "--now"])
                comps += 1
                batch, nmsg = [], 0
        ctx = run(okbot, root, ["context", "show", "-a", "Writer"])
        kept, lost = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                lost.append(f)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, total_msgs, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in sorted(lost, key=lambda f: KINDS.index(f["kind"])):
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        for dp, _, fn in os.walk(root):
            if "session-summary.json" in fn and dp != root:
                try:
                    with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                        max_chars = max([max_chars] + list(summary_lengths(json.load(fh))))
                except (OSError, ValueError):
                    pass
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()
