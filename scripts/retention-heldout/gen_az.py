#!/usr/bin/env python3
"""Held-out retention set "az": a community-theatre musical, run by one director/stage manager.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, rebuilt from scratch each run)
    seed     seeds to run (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts per kind in every conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a community theatre's director and stage manager (one person) putting on a musical: cast and
crew by name, rehearsal and tech-week schedule, the venue hire contract, a ticketing platform with
order numbers, the lighting console's software and show file versions, a sound desk on the network,
a budget with sponsors, venue rules (fire marshal, no haze before 7pm). She pastes rehearsal
reports, cue lists and venue emails. Chinese conversation: 一个业余剧团的导演兼舞台监督在排一部音乐剧。

Every conversation seeds PER_KIND facts of each of ten kinds (name, command, id, port, version,
money, date, decision, constraint, question). Each fact has needles: exact substrings that occur in
exactly one row of the conversation (checked here; the conversation is rebuilt with another attempt
number otherwise). Rows go to `okbot session append` in batches of 25 messages (tool rows not
counted), with `okbot compress --now` after each batch. A fact counts as kept only when every one of
its needles is found verbatim in `okbot context show`.
"""
import glob
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]


def fill(t, **kw):
    for k, v in kw.items():
        t = t.replace("{" + k + "}", v)
    return t


def cap(s):
    return s[:1].upper() + s[1:]


# ---------------------------------------------------------------------------------------------
# English material
# ---------------------------------------------------------------------------------------------
EN_FIRST = ["Harriet", "Oskar", "Bethany", "Declan", "Marisol", "Theo", "Annika", "Reuben", "Colette",
            "Ifeoma", "Lachlan", "Philippa", "Esteban", "Rosalind", "Kwame", "Imogen", "Barnaby",
            "Yvette", "Caspar", "Niamh", "Tobias", "Lucinda", "Hamish", "Saoirse", "Fergus", "Delphine",
            "Anselm", "Juniper", "Mireille", "Ptolemy", "Wilhelmina", "Cormac"]
EN_LAST = ["Abernathy", "Okonkwo", "Castellano", "Fairweather", "Lindqvist", "Pemberton", "Haddad",
           "Whitcombe", "Nakashima", "Treadwell", "Brannigan", "Osei", "Van der Berg", "Kowalczyk",
           "Ashdown", "Moreau", "Quigley", "Ellsworth", "Rutherford", "Szabo", "Delacroix", "Huxtable",
           "Marchetti", "Ogilvy", "Strand", "Featherstone"]
# names used in filler only (first names, no overlap with the fact pools)
EN_FILLER_NAMES = ["Gemma", "Marcus", "Priya", "Sam", "Ollie", "Jo", "Dev", "Nadia", "Keith", "Bea",
                   "Raj", "Lottie", "Fin", "Carol", "Sunny", "Maggie"]
EN_ROLES = [("lighting designer", "the rig"), ("sound op", "the desk"), ("choreographer", "dance calls"),
            ("musical director", "band calls"), ("props supervisor", "props"), ("ASM stage left", "backstage"),
            ("costume supervisor", "fittings"), ("front-of-house manager", "the box office"),
            ("our Audrey", "her scenes"), ("the rehearsal pianist", "music calls"),
            ("follow-spot op", "the spots"), ("set builder", "the flats"), ("chaperone for the kids", "the children"),
            ("our programme designer", "the programme"), ("fight director", "the stage fight"),
            ("deputy stage manager", "calling the show")]
EN_SHOWS = ["Little Shop of Horrors", "Guys and Dolls", "The Pirates of Penzance", "Into the Woods",
            "Anything Goes", "Half a Sixpence", "Oliver!"]
EN_VENUES = ["the Grange Hall", "Millbrook Arts Centre", "St Aidan's Theatre", "the Corn Exchange",
             "the Lyceum Studio"]
EN_TICKETS = ["TixTree", "Ticketsmith", "SeatSprout", "BoxOfficeBee"]
EN_CONSOLES = ["the Eos Ion", "the MagicQ", "the grandMA onPC rig", "the Eos Element"]
EN_DESKS = ["the X32", "the SQ-5", "the TF5", "the Qu-24"]

EN_TPL = {
    "name": [
        ("user", "Quick one — {v} is doing {role} for us this time, so loop them in on anything to do with {area}."),
        ("user", "ok so new person: {v}. {roleC}. came recomended by the choir lady, seems solid"),
        ("user", "{v} emailed, they're {role} now since the last one moved away. can you add them to the contact sheet pls"),
        ("user", "Can you remember that {v} is {role}? I keep forgetting who's who this year and it's embarassing"),
        ("user", "For the programme bios: {v}, {role}. Spelling matters, someone was really upset last year when we got theirs wrong."),
        ("user", "met {v} at the parents evening, turns out they've done {role} before and offered to help for free!!"),
        ("user", "Crew sheet update. {v} - {role}. Phone number to follow, they're on holiday till the weekend"),
        ("assistant", "Got it. I've put {v} down as {role} on the crew list, and I'll flag anything about {area} to them first."),
        ("assistant", "So the crew sheet now reads: {v} — {role}. Want me to add a note about availability next to that entry too?"),
    ],
    "command": [
        ("user", "I ran `{v}` from the booth laptop and it just sat there, no output at all.", None),
        ("user", "note to self (and you): the backup thing is {v} — run it after every rehearsal", "backup"),
        ("user", "{fn} told me to type {v} if the desk drops off the network again. does that look sane to you?", "net"),
        ("user", "ok pasting exactly what I typed:\n\n$ {v}\n\nand then it asked for a password which obviously I don't have", "ssh"),
        ("user", "Before tech on Sunday I need to remember to run {v} on the FOH mac, otherwise the spare won't have the latest file.", "backup"),
        ("user", "did `{v}` again this morning, worked first time for once 🙌", None),
        ("user", "for the scripts and cue sheets I've been doing {v}, {fn} showed me. is there a less fiddly way?", "files"),
        ("assistant", "The quickest check is to run this from the booth laptop:\n\n    {v}\n\nIf that comes back clean, the problem is on the console side rather than the network, and we can stop blaming the switch.", "net"),
        ("assistant", "Yes, that's the right idea. The exact line is `{v}` — paste it in as-is and send me whatever it prints.", None),
    ],
    "id": [
        ("user", "The venue's booking ref is {v}, put it somewhere I can find it when they inevitably lose our paperwork", "booking"),
        ("user", "refund request came in for order {v} — family can't make the Saturday, I said yes obviously", "order"),
        ("user", "support ticket with the ticketing people is {v}. they said 2-3 working days, which means never", "ticket"),
        ("user", "Invoice {v} from the lighting hire place arrived, they want it paid before we collect the kit.", "invoice"),
        ("user", "keep {v} handy, that's the costume hire booking, {fn} needs it for pickup", "booking"),
        ("user", "Order {v} is the one where the seats got double-sold, row F. ugh. ugh ugh.", "order"),
        ("user", "the complaint about the restricted view got logged as {v} on their system apparently", "ticket"),
        ("user", "Purchase order for the rostra is {v}, the council wants it quoted on every email", "po"),
        ("assistant", "I've logged {v} against the venue hire in the budget notes, so it's easy to cross-reference when the paperwork turns up.", "booking"),
        ("assistant", "For reference, the one to quote when you ring them is {v} — that's the number on the email you forwarded.", None),
    ],
    "port": [
        ("user", "the desk is listening on port {v} apparently, that's what the little settings screen says"),
        ("user", "{fn} said OSC into QLab should go on {v}, not the default. no idea why but he set it up so"),
        ("user", "Firewall at the venue only lets through port {v} for the ticket scanners, so whatever we use has to go over that."),
        ("user", "the sACN node... no wait. the node's web page is on port {v}, that's what I meant to say earlier"),
        ("user", "reminder: remote for the sound desk app = port {v}. the iPad keeps forgetting it"),
        ("user", "Venue IT finally replied: they've opened {v} on the guest wifi for us and nothing else."),
        ("assistant", "Looking at that log, the desk is answering on port {v} — so the tablet app should point there rather than the default it suggests."),
        ("assistant", "You'll want the remote set to port {v}; that's the one the mixer advertises in the screenshot you sent, and it's what the venue opened."),
    ],
    "version": [
        ("user", "console software is on {v} now, {fn} updated it on Tuesday without asking anyone 🙃", "soft"),
        ("user", "the show file we're using is {v} — anything older than that is pre-Act 2 rework, don't load it", "doc"),
        ("user", "Venue sent the contract again, it's {v} this time (they changed the cancellation clause, of course).", "doc"),
        ("user", "ticket app on the door phones has to be {v} or the scanner doesn't work, learned that the hard way", "soft"),
        ("user", "fyi the script we're working from is {v}, the cast have a mix of older ones which is causing chaos in blocking", "doc"),
        ("user", "The mixer app on the laptop says {v}. is that the same as the desk firmware? I think they need to match", "soft"),
        ("assistant", "Good news: the release notes say {v} fixes the exact crash you saw when editing the cue list, so it's worth updating before tech.", "soft"),
        ("assistant", "Just so we're on the same page — the current show file is {v}, and I'll treat anything earlier as archive only.", "doc"),
    ],
    "money": [
        ("user", "Sponsor update: the garden centre is giving us {v}!! in exchange for a logo in the programme"),
        ("user", "venue deposit is {v}, due before we get the keys"),
        ("user", "spent {v} at the hardware shop on gaffer and screws, receipt is in my bag somewhere"),
        ("user", "Lighting hire quote came back at {v} for the week. Seems steep but what do I know."),
        ("user", "we're {v} over on costumes, I need to claw that back from somewhere"),
        ("user", "The bar took {v} on opening night last time, so let's assume roughly that again for the budget."),
        ("assistant", "With the hire fee at {v}, the budget still balances as long as the raffle does roughly what it did last year."),
        ("assistant", "I've added {v} to the expenses column under set build, so the running total is up to date."),
    ],
    "date": [
        ("user", "Tech week starts {v}, no excuses, everyone has been told twice"),
        ("user", "The venue needs the final risk assessment by {v}."),
        ("user", "costume parade is {v} — can you nag me the week before?"),
        ("user", "ok the sitzprobe moved AGAIN, now it's {v}. i give up"),
        ("user", "Programme copy deadline is {v}, the printer was very firm about it"),
        ("user", "Fire marshal walkthrough booked for {v}, 10am-ish, someone has to be there to open up"),
        ("assistant", "Right — so with the get-in on {v}, you'd want the lighting focus the evening after, and the cue-to-cue the day after that."),
        ("assistant", "I'll work backwards from {v} for the ticket release reminders, so the first one goes out about three weeks before."),
    ],
    "decision": [
        ("user", "Decided: we're going to {c}. Reason being {r}."),
        ("user", "ok final answer, we {c} — {r}, and I'm not fighting that battle again"),
        ("user", "I think we'll {c}, mostly because {r}."),
        ("user", "Made a call this morning: we {c}. Honestly {r}, so it's the only sensible option."),
        ("user", "We'll {c}. Simple reason: {r}. Plain and simple."),
        ("user", "after a lot of back and forth with the committee we're going to {c} since {r}"),
        ("assistant", "Understood — you're going to {c} because {r}. I'll update the production plan so it reflects that."),
    ],
    "constraint": [
        ("user", "Venue rule, straight from the fire marshal: {v}. Put that somewhere prominent."),
        ("user", "standing rule for this production — {v}. I don't care who asks."),
        ("user", "pasting from the hire agreement, section 9:\n\n> ...the hirer agrees that {v}.\n\nso yeah. that."),
        ("user", "Reminder for the crew briefing: {v}, no exceptions"),
        ("user", "can you keep this in mind whenever we plan anything: {v}"),
        ("user", "The caretaker was very clear today: {v}. He will actually check, he's that kind of man."),
        ("assistant", "One thing to build into every plan from here on: {v}. That's in the venue conditions you pasted, so I'll schedule around it."),
    ],
    "question": [
        ("user", "random q, what's the deal with {v}? nobody on the committee seems to know"),
        ("user", "Something I've been meaning to ask — how does {v} work for a group our size?"),
        ("user", "do you know anything about {v}? (not urgent, it's just bugging me)"),
        ("user", "Also: {v}. Is that something we have to sort out, or am I overthinking it?"),
        ("user", "Can someone explain {v} to me like I'm five"),
        ("user", "Oh and before I forget — any idea about {v}?"),
        ("user", "thinking out loud here but... {v}?? who even handles that"),
    ],
}

EN_ASK_FOR = {  # user prompts that precede an assistant-side fact
    "name": ["can you update the crew list with the new person from my email?",
             "I forwarded you an email about a new volunteer, can you sort the crew sheet?",
             "someone new signed up for {area} — can you add them to the list from that email"],
    "command": ["I think I need to run something to check it? what's the exact line", "the laptop can't see the console. what should I try first?",
                "ok what's the command, I'll copy it exactly"],
    "id": ["can you log the reference from that email somewhere safe? I need it for the call",
           "what was the number on the hire email again, I need to ring them"],
    "port": ["what port should the iPad app use?", "the remote won't connect, what port is it meant to be?",
             "can you look at this log and tell me what port the desk is on?"],
    "version": ["which version should we be on, I've lost track", "what's current, for the tech notes?"],
    "money": ["can you update the budget with that and tell me if it still works?", "where are we on money after that last email?"],
    "date": ["can you plan the next steps around that date I sent?", "what does the schedule look like from here?"],
    "decision": ["so what did we land on in the end?", "can you write down what I decided, I'll forget otherwise"],
    "constraint": ["anything in the venue conditions I should plan around?", "what do I need to tell the crew about the venue rules?"],
}
EN_DECISIONS = [
    ("cut the Act 2 reprise", "it runs almost four minutes long"),
    ("hire a second follow spot", "the balcony angle is useless for solos"),
    ("use paper tickets for the matinee", "half the pensioners don't have smartphones"),
    ("move the sitzprobe to the church hall", "the hall has a tuned grand piano"),
    ("drop the Thursday preview", "nobody can get the afternoon off work"),
    ("rent radio mics instead of buying", "we only need them twice a year"),
    ("put the band behind a gauze upstage", "the pit is too small for nine players"),
    ("switch ticketing to the cheaper platform", "the booking fee was putting families off"),
    ("hold the cast party at the cricket club", "they don't charge for the room"),
    ("add a relaxed performance on Sunday", "three families asked for one last year"),
    ("print only 250 programmes", "we binned a whole box last time"),
    ("skip haze in the opening number", "the smoke alarms are too twitchy"),
    ("double-cast the Baker's Wife", "both of them were genuinely brilliant"),
    ("start weekday rehearsals at half six", "the kids' call has to end earlier"),
    ("build the plant puppet ourselves", "the hire company wanted a fortune"),
    ("keep the interval at twenty minutes", "the bar makes most of our profit"),
]
EN_CONSTRAINTS = [
    "no haze before 7pm", "never park in the loading bay", "no naked flames on stage", "fire exits must stay completely clear",
    "nobody goes up the tower alone", "only venue staff touch the dimmer room", "no food or drink in the auditorium",
    "get-out must finish by midnight", "no under-16s backstage without a chaperone", "only use the stage door after 10pm",
    "no glitter anywhere near the stage", "never patch anything into the house PA", "no screws into the stage floor",
    "radio mics stay off in the dressing rooms", "no amplified sound after 10.30pm", "the safety curtain must never be blocked",
]
EN_QUESTIONS = [
    "insurance for the understudies", "royalties on a livestream", "the weight limit of the pit cover",
    "a music licence for the interval playlist", "VAT on programme adverts", "the width of the accessible ramp",
    "the load rating of the fly bars", "the size of the box office float", "background checks for chaperones",
    "a rain plan for the park preview", "selling a recording of the show", "parking permits for the band",
    "storing the set after closing", "the council's street collection permit", "captioning for deaf audience members",
    "child performance licences from the council",
]


def en_values(rng, kind, grp, ctx):
    if kind == "command":
        forms = {
            "net": [lambda: "ping -c 4 192.168.1.%d" % rng.randint(20, 250),
                    lambda: "nmap -sn 192.168.%d.0/24" % rng.randint(0, 9),
                    lambda: "arp -a | grep 192.168.%d" % rng.randint(0, 9),
                    lambda: "traceroute 10.0.%d.1" % rng.randint(1, 9),
                    lambda: "ssh booth@10.0.%d.%d" % (rng.randint(1, 9), rng.randint(10, 250))],
            "ssh": [lambda: "ssh booth@10.0.%d.%d" % (rng.randint(1, 9), rng.randint(10, 250)),
                    lambda: "scp act%d_final.esf tech@10.101.1.%d:/shows/" % (rng.randint(1, 2), rng.randint(10, 99)),
                    lambda: "ssh -p 22 lx@192.168.%d.%d" % (rng.randint(0, 9), rng.randint(10, 250))],
            "backup": [lambda: "rsync -av ShowFiles/ /Volumes/BACKUP%d/ShowFiles/" % rng.randint(1, 9),
                       lambda: "zip -r techweek_day%d.zip cue_sheets/" % rng.randint(1, 7),
                       lambda: "scp act%d_final.esf tech@10.101.1.%d:/shows/" % (rng.randint(1, 2), rng.randint(10, 99)),
                       lambda: "cp -R ~/QLab/%s /Volumes/USB%d/" % (rng.choice(["Act1", "Act2", "Preshow"]), rng.randint(1, 4))],
            "files": [lambda: "python3 export_cues.py --act %d --csv" % rng.randint(1, 2),
                      lambda: "pdftk script.pdf cat %d-%d output act2.pdf" % (rng.randint(40, 60), rng.randint(90, 130)),
                      lambda: "lpr -P office -# %d rehearsal_sched.pdf" % rng.randint(12, 40)],
            "audio": [lambda: "ffmpeg -i overture.wav -af volume=-%ddB overture_quiet.wav" % rng.randint(2, 9),
                      lambda: "sox bows.wav -r 48000 bows_48k.wav fade 0 -0 %d" % rng.randint(2, 6)],
        }
        g = grp or rng.choice(list(forms))
        return rng.choice(forms[g])()
    if kind == "id":
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        forms = {
            "booking": [lambda: "BK%s%04d" % (rng.choice(L), rng.randint(1000, 9999)),
                        lambda: "HIRE-%02d-%03d" % (rng.randint(24, 26), rng.randint(100, 999))],
            "order": [lambda: "%s-%05d" % (ctx["tix_prefix"], rng.randint(10000, 99999)),
                      lambda: "ORD-%s%s%05d" % (rng.choice(L), rng.choice(L), rng.randint(10000, 99999))],
            "ticket": [lambda: "CASE-%06d" % rng.randint(100000, 999999), lambda: "SR%07d" % rng.randint(1000000, 9999999)],
            "invoice": [lambda: "INV-%d-%03d" % (rng.randint(2025, 2026), rng.randint(100, 999)),
                        lambda: "INV%05d" % rng.randint(10000, 99999)],
            "po": [lambda: "PO%05d" % rng.randint(10000, 99999), lambda: "PO-%s%04d" % (rng.choice(L), rng.randint(1000, 9999))],
        }
        g = grp or rng.choice(list(forms))
        return rng.choice(forms[g])()
    if kind == "port":
        p = rng.choice([3032, 5568, 6454, 8000, 9000, 10023, 10024, 49280, 53000, 53001, 4352, 7001, 8081, 9993])
        if rng.random() < 0.5:
            p = rng.randint(3100, 65000)
        return str(p)
    if kind == "version":
        a, b, c = rng.randint(1, 9), rng.randint(0, 19), rng.randint(0, 30)
        if grp == "doc":
            forms = ["v%d.%d" % (a, b), "rev %d%s" % (rng.randint(10, 40), rng.choice("BCDEF")), "draft %d.%d" % (a, b)]
            if ctx["lang"] == "zh":
                forms += ["第%d版" % rng.randint(3, 15), "V%d.%d" % (a, b)]
        else:
            forms = ["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "%d.%d build %d" % (a, b, rng.randint(100, 999)),
                     "%d.%d.%d-beta" % (a, b, c)]
        return rng.choice(forms)
    if kind == "money":
        amt = rng.choice([rng.randint(12, 95) * 10, rng.randint(11, 95) * 50, rng.randint(101, 999) + 0])
        s = "{:,}".format(amt)
        if rng.random() < 0.2:
            s += ".%02d" % rng.randint(1, 99)
        return ctx["cur"] + s
    if kind == "date":
        months = ["January", "February", "March", "April", "December"]
        d = rng.randint(10, 28)
        suf = "th" if d not in (21, 22, 23) else {21: "st", 22: "nd", 23: "rd"}[d]
        forms = ["%s %d" % (rng.choice(months), d), "%d/%02d" % (d, rng.choice([1, 2, 3, 12])),
                 "%s the %d%s" % (rng.choice(["Friday", "Saturday", "Sunday", "Monday", "Thursday"]), d, suf),
                 "the %d%s of %s" % (d, suf, rng.choice(months)), "%s %d%s" % (rng.choice(["Jan", "Feb", "Mar", "Dec"]), d, suf)]
        return rng.choice(forms)
    raise KeyError(kind)


# ----- English filler -----
EN_CHAT = [  # (user, assistant)
    ("long day. the orphans were absolutely feral tonight, I think someone gave them sugar",
     "Ha — that sounds like a classic kids' call. Maybe a no-sweets rule in the rehearsal room? Hope you get a quiet evening."),
    ("ok I'm back. had to sort out a lost-property crisis (it was a retainer. in the props table. don't ask)",
     "I won't ask. Welcome back — we were in the middle of the tech plan when you left."),
    ("honestly this show is going to be the death of me but it's also the best thing I've done all year",
     "That's usually the sign of a good one. Just make sure you're sleeping in between — the show needs you upright for opening night."),
    ("Right. Coffee acquired. Where were we?", "We were going through the tech week plan. Shall I recap the open items?"),
    ("sorry for the radio silence, work has been mad and then the dog was sick on the script",
     "No apology needed. Poor dog, poor script. If you need a fresh copy I can help you work out which one to print."),
    ("the harmonies in the finale finally clicked tonight and I nearly cried in the stalls",
     "Oh, that's lovely. Those are the moments people remember — tell the cast, they'll have felt it too."),
    ("quick vent: why does nobody read the call sheet. WHY. it's one page",
     "Completely fair vent. One trick: post it in the group chat and ask everyone to react with a thumbs-up, then chase only the ones who haven't."),
    ("thanks, that's really helpful, genuinely", "Glad it helps. Shout when you want the next bit."),
    ("lol ok fair", "😄"),
    ("{fn} brought flapjacks to rehearsal, morale is at an all-time high",
     "Flapjacks are an underrated production resource. Maybe add them to the budget as a morale line."),
    ("I've been staring at the blocking notes for an hour and they've stopped meaning anything",
     "That's your brain telling you to stop for the night. Come back to them tomorrow with fresh eyes — they'll make sense again."),
    ("half the cast has a cold. the other half is pretending not to.",
     "Classic. Maybe a gentle message about hand-washing and marking vocally until they're better, so it doesn't run through tech week."),
    ("just got home. the heating in the hall was off again so we rehearsed in coats",
     "That's miserable. Worth raising with the venue in writing — cold rooms are a risk for dancers, and heating should be part of the hire."),
    ("can we pause the budget stuff for a sec, my brain is full", "Of course. We can pick it up whenever you like."),
    ("that's brilliant, thank you. I'll forward it on", "You're welcome — let me know if anyone comes back with changes."),
    ("hmm, let me think about that and get back to you", "Sure, no rush."),
    ("does anyone else's cast just... vanish in the week before tech? asking for me",
     "Every company, every show. Firm call times and a clear 'who's called when' sheet help more than anything."),
]
EN_QA = [  # (user, assistant)
    ("Can you draft a short message to the cast about being off-book for Act 1 by next week? friendly but firm",
     "Draft below — tweak the tone to taste:\n\n> Hi all! Huge thanks for a brilliant week. Quick reminder that we're aiming to be off-book for Act 1 by next week, so we can get properly stuck into the detailed work. If you're struggling, shout — we'd much rather know now. See you on Tuesday!"),
    ("help me write a thank-you email to the garden centre people, something warm",
     "Here's a draft:\n\n> Dear all at the garden centre,\n>\n> Thank you so much for supporting our production. Your generosity makes a real difference to a small company like ours, and we're delighted to have you in the programme. We'd love to welcome you to a performance — just let us know which night suits.\n>\n> With warm thanks,"),
    ("could you make me a get-in checklist? I always forget something",
     "Get-in checklist:\n\n- Keys and alarm code confirmed with the venue\n- Van booked, drivers confirmed\n- Toolkit, gaffer, cable ties, spare batteries\n- Set pieces loaded in order of build\n- First aid kit and accident book\n- Printed cue sheets and the prompt copy\n- Tea, biscuits, and a bin bag\n\nI'd tick it off with one other person so nothing gets skipped in the rush."),
    ("what's a sensible order for tech week — cue-to-cue first or a full stagger-through?",
     "Cue-to-cue first, almost always. It lets lighting and sound work through every transition without the cast running whole scenes, and it's where you find the real problems. Then a stagger-through the next evening, stopping only for things that are unsafe or unworkable, and the dress rehearsals after that.\n\nThe classic mistake in tech week is trying to fix everything on the night it's found. Note it, give it an owner, and move on."),
    ("can you turn my scribbles into a proper rehearsal schedule for the next fortnight",
     "Send the scribbles over and I'll lay them out as a grid: date, time, who's called, which scenes and any notes. If people have known clashes, I'll mark them so you can see at a glance who's missing."),
    ("I need a polite way to tell {fn} that the tap number isn't working without crushing them",
     "I'd frame it around the number rather than the person: 'I don't think the tap section is showing you off as well as it could — can we try a simpler version and build from there?' That keeps it about the choreography, not their ability, and gives them a way forward."),
    ("give me a template for the nightly show report, the DSM wants one",
     "A nightly show report could have:\n\n1. Running times per act and interval\n2. Late start? By how long and why\n3. Technical issues\n4. Cast or crew injuries or illness\n5. Front-of-house notes\n6. Actions for tomorrow, each with a named owner\n\nKeep it to one page so people actually read it."),
    ("how do people usually run the interval bar with volunteers? rota ideas?",
     "The interval bar usually runs on two people serving and one on the till, with pre-ordered interval drinks laid out before the house opens. A simple rota with names against each night is enough — volunteers like to know exactly when they're needed."),
    ("what goes in a front-of-house briefing, roughly?",
     "Front-of-house briefings work best when they're short: who's the duty manager, where the first aid kit is, what happens in an evacuation, and how latecomers are admitted. Everything else can go on a printed sheet by the door."),
    ("write me something for the socials announcing tickets are on sale, not cringe please",
     "Something like: 'Tickets are live! Our spring musical opens soon — big songs, bigger hair, and a very dramatic finale. Grab seats early, the Saturday always goes first.' Short, a bit of personality, and a clear call to action with the link."),
    ("Can you summarise where we are with tech, I'm meeting the committee in an hour",
     "Here's the short version for the committee:\n\n- Lighting: rig planned, console and show file in hand\n- Sound: desk is on the network, remote control mostly working\n- Schedule: tech week dates set, cue-to-cue planned first\n- Risks: time in the venue before the first dress, and volunteers for the get-out\n\nI'd describe it as 'on track, but tight'."),
    ("what should the chaperone rota look like for the kids' scenes?",
     "I'd tie the chaperone rota to scenes rather than whole evenings — it's easier to fill, and parents are far more willing to give ninety minutes than a full rehearsal. Two chaperones per session minimum, and one always stays with the children when the other steps out."),
    ("any tips for running a decent warm-up? the cast just stand around chatting",
     "Give it a shape and a leader: ten minutes, same structure every night — physical shake-out, breath, a couple of vocal sirens, then something from the show. Rotate who leads it among the cast and it stops being optional very quickly."),
]
EN_ASSIST_PARAS = [
    "Here's how I'd approach the next few days: start with the things that block other people — if the set isn't on stage, lighting can't focus, and if lighting can't focus, the cue-to-cue slides.",
    "A couple of practical suggestions:\n\n- Put one person in charge of the call sheet and make every change go through them.\n- Post the schedule in the green room as well as online; half the cast won't check the group chat.\n- Keep a short 'parked' list during rehearsals so notes don't derail the room.",
    "On the cast side, people will meet a firm deadline if they know why it matters. A line like 'we can't start detailed blocking until scripts are down' lands better than a bare date.",
    "For the budget, I'd keep fixed costs (venue, rights, hire) apart from the ones you can still flex (costumes, props, printing). That way, when something goes over, you can see which pot it should come out of.",
    "If it helps, I can keep a running list of open items and bring it up whenever you ask for a status summary.",
    "That's a lot to carry on top of directing. It might be worth asking the committee whether someone else could take over the ticketing admin, even just the refunds.",
]
EN_KIND_ACKS = {
    "name": ["Added to the contact sheet.", "Got it — I'll remember who's covering that.", "Noted on the crew list. Nice to have another pair of hands."],
    "command": ["Okay. If it misbehaves again, send me exactly what it prints and we'll go from there.",
                "Noted — I'll keep that with the tech notes so it's easy to find at 10pm in the booth.",
                "Makes sense. Might be worth a sticky note on the laptop too."],
    "id": ["Saved with the paperwork notes.", "Logged with the venue and hire references.",
           "Got it. If they ask for proof, the confirmation email should carry the same reference."],
    "port": ["Noted in the network section of the tech notes.", "Okay, I've put that alongside the desk and console details.",
             "Got it — handy to have written down for whoever runs sound."],
    "version": ["Noted. I'll assume that's current unless you tell me otherwise.", "Okay — tech notes updated so nobody loads the wrong thing.",
                "Got it. Worth checking the spare laptop matches."],
    "money": ["Added to the budget sheet.", "Okay, that's in the budget notes.", "Noted — I'll keep the running total up to date."],
    "date": ["Added to the calendar notes.", "Got it, I'll factor that into the schedule.", "Noted — I'll remind you the week before."],
    "decision": ["Sounds like a sensible call. Noted in the production plan.", "Fair enough — logged as decided so it doesn't get reopened.",
                 "Okay, that's a clear reason. Noted."],
    "constraint": ["Understood — I'll treat that as a hard rule when planning.", "Noted as a standing rule.",
                   "Got it, that goes in the crew briefing notes."],
    "question": ["I'd rather not guess on that one; it needs checking properly.", "I don't want to give you a half-answer there, so let's park it for now.",
                 "Hmm. Let me come back to that."],
}
EN_PASTE_REPLIES = [
    "Actions from that report:\n\n1. Props — a second watering can (the current one leaks).\n2. Wardrobe — hem to take up before the next run.\n3. Sound — check the trio's mics; they weren't reaching the back.\n4. Set — brace the door flat.\n5. General — remind everyone to sign in.\n\nLighting had no notes, which is nice for a change.",
    "The timings look reasonable for an opening. The only thing I'd question is a blackout on a long fade — a snap or a short fade usually reads better. If the preset-to-house-to-half sequence feels slow in the room, shave a second off each rather than cutting a cue.",
    "Three things to action: get any of your own electrical kit PAT tested (or confirm it already is), make sure the team knows to sign in at reception every time, and plan a proper tidy at the end of each session. It's also worth introducing yourself to the duty manager before the get-in.",
    "That's a healthy spread. Saturday evening is close to full, and matinees usually pick up late. Thursday is the one to push — maybe a schools offer or a bring-a-friend deal.",
    "The important lines are the duplicate address warning and the unreachable backup target. Something else on the network probably has the same IP as the console — often a laptop that's been given a fixed address. Until that's sorted, the backup won't reach its destination either.",
]


def en_paste(rng, ctx):
    fn = lambda: rng.choice(EN_FILLER_NAMES)
    k = rng.randrange(5)
    if k == 0:
        lines = ["REHEARSAL REPORT #%d — %s" % (rng.randint(3, 30), ctx["show"]),
                 "Called: 19:00  Started: 19:%02d  Finished: 21:%02d" % (rng.randint(2, 15), rng.randint(30, 59)),
                 "Absent: %s (work), %s (ill)" % (fn(), fn()),
                 "", "NOTES",
                 "- Props: need a second watering can, the first one leaks onto the stage",
                 "- Wardrobe: %s's hem needs taking up before the next run" % fn(),
                 "- LX: no notes today",
                 "- Sound: mic check for the trio please, they were inaudible from the back",
                 "- Set: the door flat wobbles when slammed, please look at bracing",
                 "- General: please can everyone sign in on arrival"]
        return ("pasting tonight's report, can you pull out the actions?\n\n" + "\n".join(lines), k)
    if k == 1:
        rows = ["Cue | Page | Time | Description", "----|------|------|------------"]
        q = rng.randint(1, 20)
        for _ in range(rng.randint(5, 9)):
            rows.append("LX %d | %d | %ds | %s" % (q, rng.randint(2, 95), rng.choice([2, 3, 5, 8, 10]),
                                                rng.choice(["house to half", "preset", "warm wash up", "blackout",
                                                            "specials on DSL", "chase on", "cyc to blue", "spot pick-up"])))
            q += rng.randint(1, 4)
        return ("here's the current cue list for the opening, does the timing look mad to you?\n\n" + "\n".join(rows), k)
    if k == 2:
        body = ("From: bookings@%s.org.uk\nSubject: Your hire — a few reminders\n\nDear %s,\n\n"
                "Thank you for your booking. A few reminders ahead of your get-in: please ensure all electrical "
                "equipment brought into the building has been PAT tested, that your team signs in at reception on "
                "every visit, and that the building is left as found. The duty manager on your dates will be %s.\n\n"
                "Kind regards,\nVenue Team" % (ctx["venue_slug"], ctx["me"], fn()))
        return ("got this from the venue, anything in it I need to action?\n\n" + body, k)
    if k == 3:
        rows = ["Performance | Sold | Comps | Capacity"]
        for d in ["Thu eve", "Fri eve", "Sat mat", "Sat eve"]:
            rows.append("%s | %d | %d | 180" % (d, rng.randint(40, 170), rng.randint(2, 12)))
        return ("sales so far (from the dashboard):\n\n" + "\n".join(rows) + "\n\nsaturday evening is doing well at least", k)
    k = 4
    lines = ["[console] loading show file...", "[console] patch: %d channels" % rng.randint(60, 180),
             "[net] link up on eth0", "[net] warning: duplicate address detected, retrying",
             "[console] backup target not reachable", "[console] show loaded with warnings"]
    return ("the console spat this out when it booted, what does it mean??\n\n```\n" + "\n".join(lines) + "\n```", k)


# ---------------------------------------------------------------------------------------------
# Chinese material
# ---------------------------------------------------------------------------------------------
ZH_SURNAMES = ["欧阳", "司马", "诸葛", "上官", "慕容", "褚", "邝", "闵", "聂", "甄", "阮", "詹", "靳", "宓", "濮", "薛",
               "蔺", "戚", "隋", "晏"]
ZH_GIVEN = ["雨桐", "思齐", "若曦", "嘉禾", "沐阳", "清漪", "景行", "婉清", "一鸣", "星澜", "书瑶", "子衿", "海棠",
            "明轩", "语嫣", "晓岚", "振宇", "梓萱", "知秋", "念慈", "鹤年", "芷若"]
ZH_FILLER_NAMES = ["小周", "老陈", "阿杰", "小米", "胖虎", "老刘", "小雅", "阿May", "大伟", "小鹿"]
ZH_ROLES = [("灯光设计", "灯光"), ("音响师", "调音台"), ("编舞", "舞蹈排练"), ("音乐总监", "乐队合乐"),
            ("道具组长", "道具"), ("舞台左侧的助理舞监", "后台"), ("服装负责人", "试装"), ("前台经理", "票务和前台"),
            ("演女主角的", "她的戏份"), ("排练钢琴伴奏", "音乐排练"), ("追光操作员", "追光"), ("布景木工", "景片"),
            ("孩子们的陪护", "小演员"), ("节目单设计", "节目单"), ("副舞台监督", "叫cue")]
ZH_SHOWS = ["《雨巷》", "《小城之春》", "《青春纪念册》", "《灯火阑珊》", "《海边的信》"]
ZH_VENUES = ["文化馆小剧场", "青少年宫剧场", "区图书馆报告厅", "老厂房艺术空间"]

ZH_TPL = {
    "name": [
        ("user", "跟你说一下，这次{role}是{v}，以后{area}相关的事情都抄送给他一下"),
        ("user", "新来一个人：{v}，{role}。合唱团的王阿姨推荐的，感觉挺靠谱"),
        ("user", "{v}刚发微信说他接{role}了，原来那个搬去外地了。帮我加到通讯录里哈"),
        ("user", "帮我记一下{v}是{role}，今年人太多了我老是对不上号，好尴尬"),
        ("user", "节目单简介：{v}，{role}。名字千万别写错，去年有人名字被写错了很不开心"),
        ("user", "家长会上认识了{v}，原来以前做过{role}，说可以免费来帮忙！！太好了"),
        ("user", "工作人员表更新：{v} —— {role}。电话等他周末回来再给我"),
        ("assistant", "好的，我已经把{v}记为{role}，以后涉及{area}的事情我会先提醒你找他。"),
        ("assistant", "确认一下，工作人员表现在是这样写的：{v} —— {role}。要不要在旁边再备注一下他的空闲时间？"),
    ],
    "command": [
        ("user", "我在控制室的笔记本上跑了 `{v}`，然后就卡住了，什么输出都没有", None),
        ("user", "备忘（也给你记着）：备份用的是 {v}，每次排练完都要跑一遍", "backup"),
        ("user", "{fn}说如果调音台又掉线，就输 {v}。你看这样对不对？", "net"),
        ("user", "我把原样贴过来：\n\n$ {v}\n\n然后它让我输密码，我哪知道密码啊", "ssh"),
        ("user", "周日技术合成之前我得记着在前台那台mac上跑一下 {v}，不然备用机上不是最新的文件", "backup"),
        ("user", "今天早上又跑了一次 `{v}`，居然一次就成功了 🙌", None),
        ("user", "剧本和cue表我一直是用 {v} 弄的，{fn}教我的。有没有不那么麻烦的办法？", "files"),
        ("assistant", "最快的检查办法是在控制室笔记本上运行：\n\n    {v}\n\n如果这一步没问题，那就是控台那边的问题，不是网络，交换机可以先不用怀疑了。", "net"),
        ("assistant", "对，就是这个思路。完整的命令是 `{v}`，原样粘进去，然后把输出发给我看看。", None),
    ],
    "id": [
        ("user", "场地的预订编号是 {v}，帮我存好，他们肯定又会把我们的资料弄丢", "booking"),
        ("user", "订单 {v} 申请退票了，那家人周六来不了，我当然同意了", "order"),
        ("user", "票务平台那边的工单号是 {v}，说2-3个工作日回复，我看是永远不会回了", "ticket"),
        ("user", "灯光租赁公司的发票 {v} 到了，要我们提货前先付款", "invoice"),
        ("user", "{v} 先存着，是服装租赁的预约号，{fn}去取衣服的时候要用", "booking"),
        ("user", "订单 {v} 就是那个座位被重复卖了的，F排。烦死了", "order"),
        ("user", "那个投诉视线被挡的，在他们系统里登记成 {v} 了", "ticket"),
        ("user", "平台搭建的采购单号是 {v}，街道办要求每封邮件都写上", "po"),
        ("assistant", "我已经把 {v} 记在预算备注里场地租赁那一项下面，之后对账会方便一些。", "booking"),
        ("assistant", "给你备个底：打电话时报 {v} 就行，就是你转给我的那封邮件上的编号。", None),
    ],
    "port": [
        ("user", "调音台好像是在 {v} 端口上监听的，设置页面上是这么写的"),
        ("user", "{fn}说发给QLab的OSC要用 {v} 端口，不用默认的。我也不知道为啥，反正是他设的"),
        ("user", "场地的防火墙只给验票机放行了 {v} 端口，所以我们用啥都得走这个"),
        ("user", "那个网络节点……不对，节点的网页是在 {v} 端口，我刚才想说的是这个"),
        ("user", "提醒：调音台遥控App的端口是 {v}，iPad老是忘记"),
        ("user", "场地的IT终于回了：访客网络上只给我们开了 {v}，别的都没开"),
        ("assistant", "从这段日志看，调音台是在 {v} 端口上应答的，所以平板上的App应该填这个，而不是它默认建议的那个。"),
        ("assistant", "遥控要设成 {v} 端口，你发来的截图里调音台广播的就是这个，也是场地那边开的那个。"),
    ],
    "version": [
        ("user", "控台软件现在是 {v} 了，{fn}周二自己升级的，都没问一声 🙃", "soft"),
        ("user", "我们现在用的演出文件是 {v}，比这个老的都是第二幕改之前的，别加载", "doc"),
        ("user", "场地又发了一遍合同，这次是 {v}（改了取消条款，果然）", "doc"),
        ("user", "门口验票手机上的App必须是 {v}，不然扫码不了，吃过一次亏了", "soft"),
        ("user", "说一下，我们用的剧本是 {v}，演员手里新旧版本都有，走位的时候乱成一团", "doc"),
        ("user", "笔记本上的调音软件显示 {v}，跟调音台固件是一个吗？我记得要一致才行", "soft"),
        ("assistant", "好消息：更新说明里写了 {v} 修复了你编辑cue表时遇到的那个崩溃，技术周之前值得升级一下。", "soft"),
        ("assistant", "确认一下：现在的演出文件是 {v}，更早的我都当作存档处理。", "doc"),
    ],
    "money": [
        ("user", "赞助进展：花卉市场给我们 {v}！！条件是节目单上印他们的logo"),
        ("user", "场地押金是 {v}，拿钥匙之前要交"),
        ("user", "在五金店花了 {v} 买胶带和螺丝，小票在我包里某个角落"),
        ("user", "灯光租赁报价出来了，一周 {v}。感觉有点贵，但我也不懂"),
        ("user", "服装超支了 {v}，得从别的地方省回来"),
        ("user", "上次首演那天小卖部卖了 {v}，这次预算就先按这个估吧"),
        ("assistant", "租金是 {v} 的话，只要抽奖收入跟去年差不多，预算还是能平的。"),
        ("assistant", "我已经把 {v} 加到支出表的布景制作那一栏了，总数也更新了。"),
    ],
    "date": [
        ("user", "技术周 {v} 开始，谁都不许请假，已经通知两遍了"),
        ("user", "场地要我们在 {v} 之前交最终的安全评估"),
        ("user", "服装展示定在 {v}，你能提前一周催我一下吗？"),
        ("user", "合乐又改时间了，现在是 {v}。我放弃了"),
        ("user", "节目单交稿截止是 {v}，印刷厂态度很坚决"),
        ("user", "消防检查约在 {v}，大概上午十点，得有人去开门"),
        ("assistant", "好的，装台定在 {v} 的话，灯光对光最好安排在第二天晚上，再后一天做cue to cue。"),
        ("assistant", "我会从 {v} 往前倒推安排开票提醒，第一条大概提前三周发。"),
    ],
    "decision": [
        ("user", "决定了：{c}。原因是{r}。"),
        ("user", "好，最终决定{c}——{r}，这事我不想再吵了"),
        ("user", "我想还是{c}吧，主要是因为{r}。"),
        ("user", "今天早上拍板了：{c}。说实话{r}，只能这样"),
        ("user", "就{c}。{r}，就这么简单"),
        ("user", "跟理事会来回讨论了半天，最后决定{c}，因为{r}"),
        ("assistant", "明白，你决定{c}，因为{r}。我会把制作计划相应地改一下。"),
    ],
    "constraint": [
        ("user", "场地规定，消防员亲口说的：{v}。放在显眼的地方"),
        ("user", "这次演出的固定规矩——{v}。谁来问都一样"),
        ("user", "从租赁合同里复制过来的，第9条：\n\n> {v}。\n\n就这样"),
        ("user", "工作人员开会的时候提醒一下：{v}，没有例外"),
        ("user", "以后安排任何事情都记得这条：{v}"),
        ("user", "管理员大爷今天说得很清楚：{v}。他真的会来检查的"),
        ("assistant", "以后每个计划都要把这条考虑进去：{v}。这是你贴的场地条款里写的，我排时间的时候会避开。"),
    ],
    "question": [
        ("user", "随便问一下，{v}到底是怎么回事？理事会里没人知道"),
        ("user", "有个事一直想问——{v}，像我们这么小的团要怎么弄？"),
        ("user", "你了解{v}吗？（不急，就是一直惦记着）"),
        ("user", "还有：{v}。这个是必须要办的吗，还是我想多了？"),
        ("user", "谁能用最简单的话给我讲讲{v}"),
        ("user", "哦对了趁我还记得——{v}你知道吗？"),
        ("user", "我就随口一说啊……{v}？？这个归谁管"),
    ],
}
ZH_ASK_FOR = {
    "name": ["能不能把我邮件里那个新人加到工作人员表？", "我转给你一封新志愿者的邮件，帮我更新一下工作人员表？",
             "{area}那边来了个新人，按那封邮件帮我加到表里"],
    "command": ["我觉得得跑个命令检查一下？具体怎么输", "笔记本找不到控台了，先试什么？", "命令是什么，我原样复制"],
    "id": ["能帮我把那封邮件里的编号存好吗？打电话要用", "租赁那封邮件上的编号是多少来着，我要打电话"],
    "port": ["iPad上的App该用哪个端口？", "遥控连不上，端口应该是多少？", "你看下这段日志，调音台在哪个端口？"],
    "version": ["我们现在应该是哪个版本，我搞不清了", "现在最新的是哪个？技术笔记里要写"],
    "money": ["把这个更新到预算里，看看还够不够？", "上封邮件之后钱的情况怎么样了？"],
    "date": ["按我发的那个日期帮我排一下接下来的事？", "接下来的日程是什么样的？"],
    "decision": ["我们最后定的是啥来着？", "帮我把我的决定写下来，不然我会忘"],
    "constraint": ["场地条款里有什么要注意安排的吗？", "场地规定里哪些要跟工作人员讲？"],
}
ZH_DECISIONS = [
    ("删掉第二幕的重唱段", "那段足足拖了快四分钟"),
    ("再租一台追光灯", "二楼的角度打独唱根本不行"),
    ("下午场用纸质票", "一半老年观众没有智能手机"),
    ("合乐挪到教堂的活动室", "那里有一台调好音的三角钢琴"),
    ("取消周四的预演", "大家下午都请不了假"),
    ("无线话筒租而不买", "一年也就用两次"),
    ("乐队放到舞台后区纱幕后面", "乐池太小坐不下九个人"),
    ("换到手续费便宜的售票平台", "手续费太高家长们都嫌贵"),
    ("庆功宴放在板球俱乐部", "他们场地不收钱"),
    ("周日加一场轻松版演出", "去年有三个家庭专门问过"),
    ("节目单只印250份", "上次整整扔了一箱"),
    ("开场曲不放烟雾", "烟感报警器太敏感了"),
    ("女二号安排AB角", "两个人都演得特别好"),
    ("工作日排练改到六点半开始", "小演员必须早点结束"),
    ("食人花道具我们自己做", "租赁公司要价太离谱"),
    ("中场休息保持二十分钟", "小卖部是我们主要的收入"),
]
ZH_CONSTRAINTS = [
    "晚上7点前不准放烟雾", "绝对不能停在卸货区", "舞台上不准有明火", "消防通道必须完全畅通",
    "任何人不准单独上灯架", "调光室只有场地的人能进", "观众席不准吃东西喝饮料", "拆台必须在午夜前结束",
    "16岁以下没有陪护不准进后台", "晚上10点以后只能走后台门", "舞台附近不准用亮片", "不要接入场馆的扩声系统",
    "不准往舞台地板上打螺丝", "化妆间里无线话筒必须关掉", "晚上十点半以后不能有扩声", "防火幕前面绝对不能堆东西",
]
ZH_QUESTIONS = [
    "替补演员的保险", "网络直播的版权费", "乐池盖板的承重", "中场休息放的音乐要不要版权",
    "节目单广告要不要开发票交税", "无障碍坡道的宽度", "吊杆的额定载荷", "售票处备用零钱要准备多少",
    "陪护家长要不要做背景审查", "公园预演下雨怎么办", "演出录像能不能卖", "乐手的停车证",
    "演出结束后布景放哪儿", "街头募捐要不要办许可", "给听障观众配字幕", "小演员演出要不要去教育局报备",
]


def zh_values(rng, kind, grp, ctx):
    if kind in ("command", "id", "port", "version"):
        return en_values(rng, kind, grp, ctx)
    if kind == "money":
        amt = rng.choice([rng.randint(12, 95) * 10, rng.randint(11, 95) * 50, rng.randint(101, 999)])
        f = rng.randrange(4)
        if f == 0:
            return "%d元" % amt
        if f == 1:
            return "¥{:,}".format(amt)
        if f == 2:
            return "%d块" % amt
        return "%d块钱" % amt
    if kind == "date":
        m = rng.choice([1, 2, 3, 12])
        d = rng.randint(10, 28)
        forms = ["%d月%d日" % (m, d), "%d月%d号" % (m, d), "下周%s（%d号）" % (rng.choice("一二三四五六日"), d),
                 "%d.%d" % (m, d), "%d/%d" % (m, d)]
        return rng.choice(forms)
    raise KeyError(kind)


ZH_CHAT = [  # (user, assistant)
    ("累死了。今天那几个演孤儿的小朋友简直疯了，不知道谁给他们吃了糖",
     "哈哈，小演员的排练经典场面。要不排练厅里定个不准吃糖的规矩？今晚好好休息。"),
    ("我回来了。刚处理了一个失物招领事件（是牙套，在道具桌上，别问）", "我不问。欢迎回来，你走之前我们正在说技术周的安排。"),
    ("说真的这部戏快要了我的命，但也是我今年做的最开心的事", "一般这种感觉说明戏是好戏。不过中间一定要睡够，首演那天你得站得住。"),
    ("好，咖啡到手。我们说到哪了？", "说到技术周计划了。要不要我把没解决的事项再列一遍？"),
    ("抱歉这两天没回，工作太忙，然后狗还吐在了剧本上", "不用道歉。狗可怜，剧本也可怜。要重新打印的话我可以帮你确认打哪个版本。"),
    ("今天终场的和声终于对上了，我在观众席差点哭出来", "太好了。这种时刻大家都会记很久——告诉演员们，他们肯定也感觉到了。"),
    ("吐槽一下：为什么没人看通告！！就一页纸啊", "完全理解。有个办法：发到群里，让每个人回个表情确认，没回的再单独催。"),
    ("谢谢，真的很有用", "有用就好，下一步需要的时候随时说。"),
    ("哈哈行吧", "😄"),
    ("{fn}带了自己烤的饼干来排练，士气大涨", "饼干真是被低估的制作资源。预算里可以加一项“士气”了。"),
    ("盯着走位笔记看了一个小时，现在字都不认识了", "这是大脑在提醒你该休息了。明天再看，肯定又能看懂了。"),
    ("一半演员感冒了，另一半在假装没感冒", "经典。可以发条消息提醒大家勤洗手，生病的先别用全嗓唱，免得拖到技术周。"),
    ("刚到家。排练厅暖气又没开，大家穿着羽绒服排的", "太惨了。建议书面跟场地反映一下，太冷对跳舞的人有受伤风险，供暖本来就应该包含在租金里。"),
    ("预算的事先停一下，我脑子装不下了", "没问题，你想继续的时候再说。"),
    ("太好了谢谢，我转发给他们", "不客气，有人提修改意见再告诉我。"),
    ("嗯我在想想，晚点回你", "好的，不着急。"),
    ("是不是每个剧组在技术周前一周演员都会集体消失？问问而已", "每个剧组、每部戏都这样。明确的到场时间和一张“谁哪天被叫”的表最管用。"),
]
ZH_QA = [  # (user, assistant)
    ("能帮我给演员们写一条消息吗，提醒下周第一幕要脱本，语气友好但要坚定",
     "草稿如下，语气你可以再调：\n\n> 大家好！这周辛苦了，排得特别棒。提醒一下，我们希望下周第一幕全部脱本，这样才能进入细排。如果有困难一定要说，早点知道我们好安排。周二见！"),
    ("帮我写一封感谢信给花卉市场的赞助商，温暖一点",
     "草稿：\n\n> 花卉市场的各位朋友：\n>\n> 非常感谢你们对我们这次演出的支持。对我们这样的小剧团来说，你们的帮助意义重大，我们也很高兴能在节目单上印上你们的名字。欢迎你们来看演出，告诉我们哪一场方便就好。\n>\n> 再次感谢！"),
    ("能不能给我列一个装台检查清单？我每次都会漏东西",
     "装台检查清单：\n\n- 跟场地确认钥匙和门禁密码\n- 货车已订、司机已确认\n- 工具箱、胶带、扎带、备用电池\n- 布景按搭建顺序装车\n- 急救箱和事故登记本\n- 打印好的cue表和提词本\n- 茶水零食和垃圾袋\n\n建议找另一个人一起逐项打勾，忙起来最容易漏。"),
    ("技术周的顺序一般怎么排比较合理——先cue to cue还是先走一遍？",
     "基本上都是先cue to cue。这样灯光和音响可以把每个转换都过一遍，演员不用整场演，真正的问题也是在这一步发现的。第二天晚上再走一遍，只有不安全或者做不下去的地方才停，然后才是彩排。\n\n技术周最常见的错误就是发现一个问题当晚就非要解决。记下来、指定负责人、继续往下走。"),
    ("帮我把这些乱七八糟的笔记整理成接下来两周的排练计划",
     "把笔记发给我，我整理成一张表：日期、时间、叫谁、排哪几场、备注。谁有已知的时间冲突我会标出来，一眼就能看出谁缺席。"),
    ("我需要委婉地告诉{fn}那段踢踏舞不太行，又不想打击他",
     "建议从舞段本身说，而不是说人：“我觉得这段踢踏还没把你的优点展现出来，我们先试一个简单点的版本，再慢慢加？”这样说的是编排不是能力，也给了他一个往前走的方向。"),
    ("给我一个每晚演出报告的模板，副舞监要用",
     "每晚演出报告可以包括：\n\n1. 每幕和中场的时长\n2. 是否晚开场，晚了多久、为什么\n3. 技术问题\n4. 演职人员受伤或生病\n5. 前台情况\n6. 第二天要做的事，每项写上负责人\n\n控制在一页以内，大家才会真的看。"),
    ("小卖部用志愿者的话一般怎么排班？",
     "小卖部一般两个人卖、一个人收钱，中场预订的饮料开场前就摆好。排班表每晚写上名字就够了，志愿者最喜欢知道自己具体哪天要来。"),
    ("前台工作人员开会一般要讲些什么？",
     "前台开会越短越好：当班负责人是谁、急救箱在哪、紧急疏散怎么走、迟到观众怎么入场。其他的可以打印一张纸放在门口。"),
    ("帮我写一条宣传开票的朋友圈，别太尬",
     "可以这样写：“开票啦！我们的新一部音乐剧马上上演——好听的歌、夸张的发型，还有一个特别燃的结尾。周六场每次都最先卖完，要来的抓紧！”简短、有点个性，最后放上购票链接。"),
    ("帮我总结一下技术这块现在的进度，一小时后要跟理事会开会",
     "给理事会的简短版本：\n\n- 灯光：布灯方案已定，控台和演出文件都在掌握中\n- 音响：调音台已联网，遥控基本能用\n- 日程：技术周时间已定，先做cue to cue\n- 风险：首次彩排前在场地的时间偏紧，拆台志愿者不够\n\n可以说是“按计划进行，但时间紧”。"),
    ("小演员那几场戏的陪护排班怎么安排比较好？",
     "建议按场次而不是按整晚排陪护，这样好找人，家长更愿意来一个半小时，而不是一整晚。每次至少两位陪护，一位离开时另一位必须留在孩子身边。"),
    ("有没有什么热身的好办法？演员们每次都站着聊天",
     "给热身定个固定结构和带头人：十分钟，每晚一样——先活动身体，再练气息，几组发声，最后唱一段剧里的。让演员轮流带，很快就没人敢不参加了。"),
]
ZH_ASSIST_PARAS = [
    "接下来几天我的建议是先处理会卡住别人的事情。景没上台，灯光就没法对光；灯光对不了光，cue to cue就得往后推。",
    "几个实用的小建议：\n\n- 通告只让一个人负责，所有改动都经过他。\n- 排练计划除了发群里，也在休息室贴一份，一半人不看群消息。\n- 排练时准备一个“暂缓”清单，别让零碎的问题打断排练。",
    "演员这边，大家只要知道为什么，一般都会按时完成。比如说“脱本之后我们才能开始细排”，比单纯给一个日期效果好。",
    "预算方面，我建议把固定成本（场地、版权、租赁）和还能调整的部分（服装、道具、印刷）分开。这样哪一项超支，马上就能看出来该从哪里补。",
    "如果有帮助的话，我可以一直维护一个待办清单，你问进度的时候我就列出来。",
    "导戏之外还要管这么多，确实很辛苦。可以问问理事会能不能找个人接手票务，哪怕只是退票这一块。",
]
ZH_KIND_ACKS = {
    "name": ["已经加到通讯录里了。", "好，我记住是谁负责这块了。", "已记到工作人员表上，多一个人手真好。"],
    "command": ["好的。如果再出问题，把它输出的内容原样发给我。", "记下了，放在技术笔记里，晚上十点在控制室也好找。", "有道理，要不在笔记本上也贴张便利贴。"],
    "id": ["已经存到文件资料的备注里了。", "已和场地、租赁的编号记在一起。", "收到。如果他们要凭证，确认邮件上应该也是这个编号。"],
    "port": ["已记到技术笔记的网络部分。", "好，已经和调音台、控台的信息放在一起了。", "收到，给以后负责音响的人留个底很有用。"],
    "version": ["记下了，除非你另外说，我就当这是最新的。", "好，技术笔记更新了，免得有人加载错。", "收到。备用笔记本最好也检查一下是不是一致。"],
    "money": ["已加到预算表。", "好，已记到预算备注里。", "记下了，总数我会一直更新。"],
    "date": ["已加到日程备注。", "收到，排时间的时候会考虑进去。", "记下了，我提前一周提醒你。"],
    "decision": ["挺合理的决定，已记到制作计划里。", "好，记为已定，免得再被拿出来讨论。", "理由很清楚，记下了。"],
    "constraint": ["明白，安排的时候我会把它当硬性规定。", "已记为长期规定。", "收到，会放进工作人员开会的要点里。"],
    "question": ["这个我不想乱猜，得正经查一下。", "这个我不想给你一个不完整的答案，先放一放。", "嗯，这个我回头再说。"],
}
ZH_PASTE_REPLIES = [
    "报告里要做的事：\n\n1. 道具——再准备一个浇水壶（原来的漏水）。\n2. 服装——下次合成前把裙边改短。\n3. 音响——检查三重唱的话筒，后排听不见。\n4. 布景——门片加固。\n5. 其他——提醒大家签到。\n\n灯光这次没有问题，难得。",
    "作为开场，这些时间看着挺合理。唯一想商量的是全黑用长渐变——直接切或者短一点的渐变通常效果更好。如果预置到场灯压暗那几步在现场感觉太慢，每个减一秒就行，不用删cue。",
    "要处理的有三件事：自带的电器要做安全检测（或者确认已经做过）；告诉大家每次进场都要在前台登记；每次结束都留时间收拾干净。装台前最好也先跟值班经理打个招呼。",
    "分布挺健康的。周六晚场快满了，下午场一般会在最后几天卖起来。需要推的是周四，可以考虑学生优惠或者带朋友优惠。",
    "关键是那两行：地址重复的警告和备份目标连不上。网络里可能有别的设备跟控台用了同一个IP，常见的是某台被设了固定地址的笔记本。这个不解决，备份也发不过去。",
]


def zh_paste(rng, ctx):
    fn = lambda: rng.choice(ZH_FILLER_NAMES)
    k = rng.randrange(5)
    if k == 0:
        lines = ["排练报告 第%d次 —— %s" % (rng.randint(3, 30), ctx["show"]),
                 "通知时间 19:00  实际开始 19:%02d  结束 21:%02d" % (rng.randint(2, 15), rng.randint(30, 59)),
                 "缺席：%s（加班）、%s（生病）" % (fn(), fn()),
                 "", "备注",
                 "- 道具：需要再准备一个浇水壶，原来那个漏水，漏得台上都是",
                 "- 服装：%s的裙边下次合成前要改短" % fn(),
                 "- 灯光：今天没有问题",
                 "- 音响：三重唱的话筒要检查，后排听不见",
                 "- 布景：门片一摔就晃，需要加固",
                 "- 其他：请大家到了先签到"]
        return ("贴一下今晚的排练报告，帮我把要做的事挑出来？\n\n" + "\n".join(lines), k)
    if k == 1:
        rows = ["Cue | 页码 | 时间 | 说明", "----|------|------|------"]
        q = rng.randint(1, 20)
        for _ in range(rng.randint(5, 9)):
            rows.append("LX %d | %d | %ds | %s" % (q, rng.randint(2, 95), rng.choice([2, 3, 5, 8, 10]),
                                                rng.choice(["场灯压暗一半", "预置", "暖色铺光", "全黑", "左前区特写",
                                                            "追逐效果", "天幕转蓝", "追光接人"])))
            q += rng.randint(1, 4)
        return ("这是开场的cue表，你看时间是不是太离谱了\n\n" + "\n".join(rows), k)
    if k == 2:
        body = ("发件人：场地预订处\n主题：关于您的租用——几点提醒\n\n%s您好：\n\n感谢预订。装台前提醒几点：所有带入场馆的电器"
                "必须经过安全检测；每次进场请在前台登记；离场时请恢复原状。您租用期间的值班经理是%s。\n\n场地管理处" % (ctx["me"], fn()))
        return ("场地发来的，有什么需要我处理的吗？\n\n" + body, k)
    if k == 3:
        rows = ["场次 | 已售 | 赠票 | 座位数"]
        for d in ["周四晚", "周五晚", "周六下午", "周六晚"]:
            rows.append("%s | %d | %d | 180" % (d, rng.randint(40, 170), rng.randint(2, 12)))
        return ("目前的销售情况（后台截的）：\n\n" + "\n".join(rows) + "\n\n周六晚场卖得还不错", k)
    k = 4
    lines = ["[console] loading show file...", "[console] patch: %d channels" % rng.randint(60, 180),
             "[net] link up on eth0", "[net] warning: duplicate address detected, retrying",
             "[console] backup target not reachable", "[console] show loaded with warnings"]
    return ("控台开机的时候吐出这些，什么意思？？\n\n```\n" + "\n".join(lines) + "\n```", k)


LANG = {
    "en": dict(first=EN_FIRST, last=EN_LAST, fillers=EN_FILLER_NAMES, roles=EN_ROLES, tpl=EN_TPL, ask_for=EN_ASK_FOR,
               decisions=EN_DECISIONS, constraints=EN_CONSTRAINTS, questions=EN_QUESTIONS, values=en_values,
               chat=EN_CHAT, qa=EN_QA, paras=EN_ASSIST_PARAS, kind_acks=EN_KIND_ACKS, paste=en_paste,
               paste_replies=EN_PASTE_REPLIES, joiners=["\n\n", "\n\nAlso — ", "\n\noh and ", " Separately: "]),
    "zh": dict(first=ZH_SURNAMES, last=ZH_GIVEN, fillers=ZH_FILLER_NAMES, roles=ZH_ROLES, tpl=ZH_TPL, ask_for=ZH_ASK_FOR,
               decisions=ZH_DECISIONS, constraints=ZH_CONSTRAINTS, questions=ZH_QUESTIONS, values=zh_values,
               chat=ZH_CHAT, qa=ZH_QA, paras=ZH_ASSIST_PARAS, kind_acks=ZH_KIND_ACKS, paste=zh_paste,
               paste_replies=ZH_PASTE_REPLIES, joiners=["\n\n", "。另外，", "\n\n还有，", "；顺便说一下，"]),
}

TOOL_QUERIES_EN = ["rehearsal schedule", "venue conditions", "crew list", "budget", "tech week plan", "ticket sales"]
TOOL_QUERIES_ZH = ["排练计划", "场地条款", "工作人员表", "预算", "技术周安排", "售票情况"]


def typo(rng, s):
    """Swap two letters inside one longer ASCII word (filler only)."""
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 6 and w.isalpha() and w.isascii()]
    if not idx:
        return s
    i = rng.choice(idx)
    w = words[i]
    j = rng.randint(1, len(w) - 3)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


# ---------------------------------------------------------------------------------------------
# building a conversation
# ---------------------------------------------------------------------------------------------
def make_fact(rng, L, lang, kind, used, order, ctx):
    """Return (fact, key); templates of a kind are used in a shuffled cycle so they vary."""
    fn = rng.choice(L["fillers"])
    tpls = L["tpl"][kind]
    for _ in range(200):
        if not order.get(kind):
            order[kind] = rng.sample(range(len(tpls)), len(tpls))
        tp = tpls[order[kind].pop()]
        role, t = tp[0], tp[1]
        grp = tp[2] if len(tp) > 2 else None
        if kind == "name":
            if lang == "zh":
                v = rng.choice(L["first"]) + rng.choice(L["last"])
            else:
                v = rng.choice(L["first"]) + " " + rng.choice(L["last"])
                if rng.random() < 0.12:
                    v = rng.choice(L["first"])
            if v in used:
                continue
            role_s, area = rng.choice(L["roles"])
            text = fill(t, v=v, role=role_s, roleC=cap(role_s), area=area, fn=fn)
            return dict(kind=kind, needles=[v], text=text, role=role, area=area), v
        if kind == "decision":
            c, r = rng.choice(L["decisions"])
            if c in used:
                continue
            return dict(kind=kind, needles=[c, r], text=fill(t, c=c, r=r), role=role, area=""), c
        if kind in ("constraint", "question"):
            v = rng.choice(L["constraints"] if kind == "constraint" else L["questions"])
            if v in used:
                continue
            return dict(kind=kind, needles=[v], text=fill(t, v=v), role=role, area=""), v
        v = L["values"](rng, kind, grp, ctx)
        if v in used:
            continue
        return dict(kind=kind, needles=[v], text=fill(t, v=v, fn=fn), role=role, area=""), v
    raise SystemExit("could not make a distinct %s fact; PER_KIND too large" % kind)


def build(seed, attempt, lang, per_kind):
    rng = random.Random("az-%d-%d" % (seed, attempt))
    L = LANG[lang]
    if lang == "zh":
        ctx = dict(show=rng.choice(ZH_SHOWS), venue=rng.choice(ZH_VENUES), me=rng.choice(["林导", "苏老师", "何姐"]), cur="")
    else:
        ctx = dict(show=rng.choice(EN_SHOWS), venue=rng.choice(EN_VENUES), me=rng.choice(["Ms Carrow", "Jen", "Ruth"]),
                   cur=rng.choice(["$", "£", "€"]))
    ctx["lang"] = lang
    ctx["venue_slug"] = rng.choice(["grangehall", "millbrookarts", "staidans", "cornexchange"])
    ctx["tix_prefix"] = rng.choice(["TT", "TX", "SS", "BOB"])

    facts, used, order = [], set(), {}
    for kind in KINDS:
        for _ in range(per_kind):
            f, key = make_fact(rng, L, lang, kind, used, order, ctx)
            used.add(key)
            facts.append(f)
    rng.shuffle(facts)

    # group into units: two user-side facts sometimes share one message
    units = []
    pending = list(facts)
    while pending:
        f = pending.pop(0)
        if f["role"] == "user" and rng.random() < 0.22:
            j = next((k for k, g in enumerate(pending) if g["role"] == "user"), None)
            if j is not None:
                units.append([f, pending.pop(j)])
                continue
        units.append([f])

    lo = max(65, len(units) + 18)
    hi = max(lo, min(140, lo + 45))
    n_turns = min(140, rng.randint(lo, hi))
    if len(units) > n_turns:
        raise SystemExit("too many facts for 280 messages; lower PER_KIND")
    slots = sorted(rng.sample(range(n_turns), len(units)))
    unit_at = dict(zip(slots, units))

    rows = []
    t = [6 * 3600]
    n = [0]
    call_n = [0]

    def stamp():
        t[0] += rng.randint(45, 150)
        s = min(t[0], 86399)
        return "2026-11-20T%02d:%02d:%02dZ" % (s // 3600, s // 60 % 60, s % 60)

    def msg(role, text, fact_ids=()):
        n[0] += 1
        rows.append(dict(row={"v": 2, "id": "msg_az%d" % n[0], "createdAt": stamp(),
                              "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}},
                         text=text, facts=list(fact_ids)))

    def tool():
        call_n[0] += 1
        cid = "call_az%d" % call_n[0]
        zh = lang == "zh"
        q = rng.choice(TOOL_QUERIES_ZH if zh else TOOL_QUERIES_EN)
        k = rng.randrange(4)
        if k == 0:
            name, args = "search_history", {"query": q, "limit": 5}
            out = ("找到 %d 条相关记录，最近一条在几天前，内容与%s有关。" % (rng.randint(2, 7), q)) if zh else \
                ("%d matches; the most recent is a few days old and is about the %s." % (rng.randint(2, 7), q))
        elif k == 1:
            name, args = "manage_note", {"action": "read", "title": q}
            out = ("笔记《%s》：共 %d 节，最后修改于昨天。" % (q, rng.randint(2, 6))) if zh else \
                ("note '%s': %d sections, last edited yesterday" % (q, rng.randint(2, 6)))
        elif k == 2:
            name, args = "manage_task_progress", {"action": "list"}
            out = ("进行中的任务：技术周准备（%d/%d 步完成）" % (rng.randint(1, 4), rng.randint(5, 8))) if zh else \
                ("active task: tech week prep (%d of %d steps done)" % (rng.randint(1, 4), rng.randint(5, 8)))
        else:
            name, args = "manage_schedule", {"action": "list"}
            out = ("已有 %d 个定时提醒，下一个是排练前一天晚上。" % rng.randint(1, 4)) if zh else \
                ("%d jobs; next one fires the evening before rehearsal" % rng.randint(1, 4))
        a = json.dumps(args, ensure_ascii=False)
        n[0] += 1
        rows.append(dict(row={"v": 2, "id": "msg_az%d" % n[0], "createdAt": stamp(),
                              "item": {"type": "function_call", "callId": cid, "name": name, "arguments": a}, "meta": {}},
                         text=a, facts=[]))
        n[0] += 1
        rows.append(dict(row={"v": 2, "id": "msg_az%d" % n[0], "createdAt": stamp(),
                              "item": {"type": "function_call_result", "callId": cid, "name": name, "status": "completed",
                                       "output": out}, "meta": {}}, text=out, facts=[]))

    def fn():
        return rng.choice(L["fillers"])

    def para():
        return rng.choice(L["paras"])

    def filler_turn():
        r = rng.random()
        if r < 0.35:
            u, a = rng.choice(L["chat"])
            u = fill(u, fn=fn())
        elif r < 0.72:
            u, a = rng.choice(L["qa"])
            u = fill(u, fn=fn())
            if rng.random() < 0.3:
                a = a + "\n\n" + para()
        else:
            u, k = L["paste"](rng, ctx)
            a = L["paste_replies"][k]
        if lang == "en" and rng.random() < 0.15:
            u = typo(rng, u)
        return u, a

    fid = 0
    for turn in range(n_turns):
        u = unit_at.get(turn)
        if u is None:
            ut, at = filler_turn()
            msg("user", ut)
            if rng.random() < 0.15:
                tool()
            msg("assistant", at)
            continue
        ids = []
        for f in u:
            f["fid"] = fid
            ids.append(fid)
            fid += 1
        if u[0]["role"] == "assistant":
            f = u[0]
            msg("user", fill(rng.choice(L["ask_for"][f["kind"]]), area=f["area"] or ("灯光" if lang == "zh" else "lighting")))
            if rng.random() < 0.35:
                tool()
            msg("assistant", f["text"] + (("\n\n" + para()) if rng.random() < 0.4 else ""), ids)
        else:
            text = u[0]["text"]
            if len(u) == 2:
                text = text + rng.choice(L["joiners"]) + u[1]["text"]
            if rng.random() < 0.15:
                sep = "\n\n" if (lang == "zh" or rng.random() < 0.5) else " "
                text = fill(rng.choice(L["chat"])[0], fn=fn()) + sep + text
            msg("user", text, ids)
            if rng.random() < 0.1:
                tool()
            reply = ("" if lang == "zh" else " ").join(rng.choice(L["kind_acks"][f["kind"]]) for f in u)
            if rng.random() < 0.45:
                reply += "\n\n" + para()
            msg("assistant", reply)
    return facts, rows


def check(facts, rows):
    needles = [nd for f in facts for nd in f["needles"]]
    if len(set(needles)) != len(needles):
        return False
    for a in needles:
        for b in needles:
            if a != b and a in b:
                return False
    for f in facts:
        for nd in f["needles"]:
            hits = [i for i, r in enumerate(rows) if nd in r["text"]]
            if len(hits) != 1 or f["fid"] not in rows[hits[0]]["facts"]:
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
    all_kept = all_n = 0
    roots = []
    for si, seed in enumerate(seeds):
        lang = "zh" if si == len(seeds) - 1 else "en"
        for attempt in range(200):
            facts, rows = build(seed, attempt, lang, per_kind)
            if check(facts, rows):
                break
        else:
            sys.exit("seed %d: no valid conversation after 200 attempts" % seed)
        root = os.path.join(workdir, "root-%d" % seed)
        roots.append(root)
        shutil.rmtree(root, ignore_errors=True)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run([okbot, "init"], env)
        run([okbot, "assistant", "create", "Writer"], env)
        run([okbot, "settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batches, cur, nm = [], [], 0
        for r in rows:
            cur.append(r["row"])
            if r["row"]["item"]["type"] == "message":
                nm += 1
                if nm % 25 == 0:
                    batches.append(cur)
                    cur = []
        if cur:
            batches.append(cur)
        for b in batches:
            run([okbot, "session", "append", "-a", "Writer"], env,
                "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in b))
            run([okbot, "compress", "-a", "Writer", "--now"], env)
        shown = run([okbot, "context", "show", "-a", "Writer"], env)
        kept, missing = 0, []
        for f in sorted(facts, key=lambda f: f["fid"]):
            ok = all(nd in shown for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_n += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%"
              % (seed, lang, nm, len(rows), len(batches), kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
    for k in KINDS:
        a, b = tot[k]
        print("kind %s %d/%d %.1f" % (k, a, b, 100.0 * a / b if b else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_n if all_n else 0.0))
    mx = 0
    for root in roots:
        for p in glob.glob(os.path.join(root, "**", "session-summary.json"), recursive=True):
            try:
                with open(p, encoding="utf-8") as fh:
                    s = json.load(fh).get("summary", "")
                mx = max(mx, len(s))
            except (OSError, ValueError, AttributeError):
                pass
    print("max summary chars %d" % mx)


if __name__ == "__main__":
    main()
