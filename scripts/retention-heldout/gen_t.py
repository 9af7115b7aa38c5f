#!/usr/bin/env python3
"""Held-out retention set "t": an adult daughter coordinating home care for her elderly father.

4 English conversations (British English) and 1 Chinese one (the last seed), 130-280
user/assistant messages each, with tool-call rows in between and PER_KIND facts of each of
10 kinds.  The run: append in batches of 25 messages, `okbot compress -a Writer --now` after each
batch, then `okbot context show -a Writer` and check every needle verbatim.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]      (default seeds 1 2 3 4 5)
       PER_KIND=4 python3 gen.py ...                (facts of each kind per conversation)
       python3 gen.py --check [seed ...]            (only build + validate, print samples)
Standard library only.
"""
import json, os, random, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English pools
# ----------------------------------------------------------------------------------------------
EN_NAMES = ["Dr Hensley", "Priya Nair", "Bronwen Alcott", "Mr Adeyemi", "Janice Threlfall", "Dr Okonkwo",
            "Kasia Nowak", "Gareth Pugh", "Sister Maguire", "Linh Tran", "Marcus Ebanks", "Fiona Drummond",
            "Dr Saltmarsh", "Yusuf Patel", "Agnieszka Wrona", "Colin Maybury", "Rhiannon Pryce", "Dr Fairweather",
            "Tunde Bakare", "Sheila Counsell", "Imogen Rusk", "Dev Chaudhry", "Nurse Abernethy", "Wendy Hollis"]
EN_ROLES = ["the new carer", "the social worker", "the GP", "the pharmacist at Boots", "the OT", "the district nurse",
            "the manager at the care home", "the solicitor", "the agency coordinator", "the continence nurse",
            "the falls team physio", "the lady from Age UK"]
EN_ORGS = ["the council", "the surgery", "Bluebird Care", "the hospital discharge team", "Age UK", "the care home",
           "the pharmacy", "the memory clinic"]
EN_CMDS = ["ssh pi@dadpi.local", "sudo systemctl restart motioneye", "docker compose restart frigate", "ha core update",
           "rsync -av ~/Scans/LPA/ nas:/volume1/dad/", "tailscale up --ssh", "sudo reboot now",
           "journalctl -u motion -n 50", "mosquitto_sub -t 'dad/#' -v", "ping -c 4 192.168.1.40", "crontab -l",
           "sudo apt full-upgrade -y", "df -h /media/usb", "docker logs --tail 100 homeassistant", "nmcli dev wifi list",
           "python3 pillbox.py --test", "sudo raspi-config", "git pull && ./deploy.sh",
           "ffmpeg -i hallway.mp4 -ss 00:02:10 -t 20 clip.mp4", "vcgencmd measure_temp", "ls -lh /media/usb/photos",
           "scp careplan.pdf tom@laptop.local:~/Documents/", "systemctl status zigbee2mqtt", "sudo tail -f /var/log/syslog"]
EN_ID_PREFIX = ["ASC", "CHC", "OT", "BB", "SR", "INC", "CRM", "HC", "ADL", "REF", "DOL", "PAL"]
EN_DECISIONS = [
    ("Oakfield House", "they'll let him bring his own armchair"),
    ("the live-in carer", "nights are when he falls"),
    ("Brightwater Care", "they're the only agency with a male carer for personal care"),
    ("the downstairs bedroom", "he can't do the stairs safely anymore"),
    ("blister packs", "he kept doubling up on his blood pressure tablets"),
    ("Tom as the main attorney", "he lives twenty minutes away and I'm two hours"),
    ("the Wednesday day centre", "his old bowls mates go on Wednesdays"),
    ("the Tapo cameras", "they work without a monthly subscription"),
    ("a key safe by the back door", "the carers kept getting locked out"),
    ("selling the Volvo", "he failed the eye test anyway"),
    ("Lark Rise Court", "the nursing unit there has a bed coming free"),
    ("moving him in with me", "the spare room has its own en suite"),
    ("the profiling bed", "the OT thinks his mattress is causing the sores"),
    ("direct payments", "we can choose our own carers that way"),
    ("the pendant alarm", "he won't wear a watch but he'll wear a necklace"),
    ("the private OT assessment", "the NHS wait is fourteen weeks"),
    ("renting the bungalow out", "the rent covers most of the fees"),
    ("the 7am call", "he's far less muddled first thing"),
    ("Ocado deliveries", "he was ordering the same loaf five times a week"),
    ("Meadowbank", "it's on the bus route for his sister"),
    ("a cleaner twice a week", "the kitchen was getting genuinely unsafe"),
    ("the Thursday hearing clinic", "it's the only one with a hearing loop"),
]
EN_CONSTRAINTS = [  # (action, condition, polarity)
    ("give him the Zopiclone", "after he's had a whisky", "neg"),
    ("let him shower on his own", "unless someone's actually in the house", "neg"),
    ("sign anything on his behalf", "until the LPA is registered", "neg"),
    ("move his furniture around", "without asking him first", "neg"),
    ("give out the key safe code", "over the phone", "neg"),
    ("take him out in the car", "if it's icy", "neg"),
    ("let the cat out", "after dark", "neg"),
    ("talk about money in front of him", "when he's sundowning", "neg"),
    ("wake him", "before half nine", "neg"),
    ("give him grapefruit juice", "while he's on the statin", "neg"),
    ("let the new agency staff in", "before their DBS checks come back", "neg"),
    ("mention selling the bungalow", "until after his birthday", "neg"),
    ("leave the back door unlocked", "when nobody's downstairs", "neg"),
    ("ring me straight away", "if he has another fall", "pos"),
    ("use the hoist with two people", "every single transfer", "pos"),
    ("write every dose in the blue folder", "before they leave the house", "pos"),
    ("check with me first", "before anything in the care plan changes", "pos"),
    ("put his hearing aids in", "before any appointment", "pos"),
]
EN_QUESTIONS = ["the blue badge renewal", "the council tax disregard", "an emergency respite bed",
                "a deferred payment agreement", "attendance allowance backdating", "his Premium Bonds",
                "the stairlift warranty", "dentist home visits", "the TV licence refund", "pension credit",
                "his shotgun certificate", "the allotment tenancy", "the joint bank account", "Bess's vet bills",
                "his season ticket at the rugby club", "the Motability lease", "the water meter"]

EN_FILLER_SHORT = ["ok", "thanks", "yeah", "ugh", "lol", "sorry was on the phone", "thank you x", "one sec", "right",
                   "god what a day", "hmm", "makes sense", "ok will do", "ta", "yep", "sorry, back now", "brb kettle",
                   "honestly", "ha. yes.", "thank you, really", "wait", "ok that helps", "mm", "fair", "grim"]
EN_FILLER_SENT = [
    "Dad was in a foul mood this morning because Countdown got moved for the snooker",
    "the 42 bus didn't turn up so I walked from Tesco in the rain",
    "he's convinced it's still 1987 some mornings and asks why I'm not at school",
    "I've been up since half 5 and it's showing",
    "he asked for Mum twice today which honestly broke me a bit",
    "sat in the car park at Sainsbury's crying for 10 minutes, very dignified",
    "the Ocado driver was lovely, carried everything into the kitchen for him",
    "spent 40 minutes on hold to the Council listening to Vivaldi",
    "he did the Telegraph crossword in pen!! first time in months",
    "Christmas is going to be so weird this year",
    "had to leave work early again, my manager is being decent about it but still",
    "his hands are always so cold, I bought him fingerless gloves from M&S",
    "the M6 was a car park the whole way up",
    "he's started calling the telly 'the wireless' which is quite sweet tbh",
    "he told the carer I was 12 and still in Brownies",
    "my brother rang from Leeds for about 3 minutes, helpful as ever",
    "anyway sorry, I'm rambling again",
    "Radio 4 was on full blast when I got there",
    "he ate two Jaffa Cakes and a bit of shepherd's pie which counts as a win",
    "the garden is a jungle and he keeps saying he'll sort it in April",
    "found a drawer full of Green Shield stamps, no idea why he kept them",
    "I'm writing this on the train so excuse the typos",
    "his neighbour Mrs B waved from over the fence, she's been a godsend",
    "the fridge had 4 pints of milk all past the date",
    "we watched Pointless together and he got every geography one right",
    "I keep forgetting to eat lunch myself which is stupid",
    "it's been raining since Monday and the guttering is overflowing again",
    "he wants to go to the British Legion on Sunday, we'll see",
    "my kids think Grandad is hilarious which helps",
    "honestly some days I dont know how people do this full time",
    "sorry if this is all over the place, brain is mush",
    "the hallway light's gone again, that's the third bulb this month",
    "he called me by Mum's name twice and then laughed about it",
    "the Sainsbury's pharmacy queue was out the door",
    "I think I need a holiday from my holiday leave lol",
    "he insisted on wearing his good blazer to the GP, bless him",
    "teh cat has decided she lives on his bed now",
    "definately going to need a bigger freezer at this rate",
    "I don't think I've cried this much since Mum's funeral and I hate that he can probably tell",
    "he kept apologising for being a nuisance and I had to go and stand in the garden for a bit",
    "Waitrose had no hot cross buns so that was a disaster, he's very particular",
    "the dog walker came at 11 and he thought she was from the Gas Board",
    "half the Christmas cards from last year are still on the mantelpiece",
    "I got a parking ticket outside the surgery, £35 well spent obviously",
]
EN_ASSIST_PARAS = [
    "That sounds like an exhausting day, and it's completely understandable to feel stretched thin. Caring for a parent while holding down a job is one of the hardest juggling acts there is, and the fact that you're keeping on top of so many moving parts says a lot.",
    "A practical suggestion: keep a single running document (or a notebook by his chair) with contacts, medications, appointments and anything the carers need to know. When several people are involved, having one place everyone checks cuts down on the phone tag considerably.",
    "When you visit care homes, it's worth going at a mealtime if you can. You'll see how staff talk to residents, whether people are helped to eat at their own pace, and how busy the floor feels. Ask how many staff are on at night, how they handle falls, and how often the activities coordinator actually runs sessions.",
    "It might help to think about what a good week looks like for him rather than only what needs to be covered. Routine matters a great deal with memory problems, and small familiar things - the same mug, the radio at the same time - can reduce agitation in the late afternoon.",
    "Do look after yourself in all this. Carers UK and the local carers' centre can offer a carer's assessment in your own right, which is separate from his, and sometimes unlocks respite or practical help for you.",
    "On the paperwork side, the main thing is to keep copies of everything and note who you spoke to and when. Councils and NHS teams change staff often, and a dated record of calls makes it much easier to pick up where things were left.",
    "I'd also gently suggest having the conversation with him about what he wants while he's able to take part in it. Even if he changes his mind day to day, knowing his general wishes will make the later decisions feel less like guesswork.",
    "If the late afternoons are the worst, that pattern is very common. Keeping the lights on before it gets dark, cutting down on caffeine after lunch and having a calm activity ready can take some of the edge off.",
    "You don't have to solve all of this at once. It might be worth picking the two or three things that are genuinely urgent this week and letting the rest wait - the rest will still be there, and you'll deal with it better with some sleep.",
    "With the technology side, simple usually wins. The fewer apps and logins involved, the more likely it is that the carers and your brother will all actually use the same system when something goes wrong.",
    "For the money questions, a short appointment with an independent adviser who specialises in later-life care can be worth it. They can explain how the financial assessment works and what counts as capital before you commit to anything.",
    "It's also normal for siblings to see this differently. If one of you is closer and doing more of the day-to-day, it's reasonable to say so and ask for specific help rather than general offers.",
]
EN_ASSIST_PARAS += [
    "On the care home tour, bring a short list and tick it off as you go: how they manage medication rounds, whether residents can keep their own GP, what happens if his needs increase, and how families are kept updated. A home that answers those plainly, without a sales pitch, is usually a good sign.",
    "Regarding the carers, consistency tends to matter more than anything else. If the agency can commit to a small team of two or three regular people, he'll settle much faster than with a rota of strangers, and they'll notice early when something is off with him.",
    "It may also be worth asking the GP surgery to add a note that you and your brother can be contacted about his care. It doesn't replace a registered Lasting Power of Attorney, but it can make day-to-day conversations with the practice a lot smoother.",
    "If he resists help at home, it can work better to frame it around something he values - keeping the garden going, staying in his own house longer, not worrying you - rather than around what he can no longer do. People often accept 'a bit of help with the heavy jobs' more easily than 'a carer'.",
    "About the night-time worries: sensor mats, door alerts and a simple plug-in night light on the route to the bathroom are low-cost options that many families find reassuring. The occupational therapy team can usually advise on what's suitable and sometimes supply it.",
    "Whatever you decide, it helps to write down the reasons at the time. Months later, when someone asks why things were set up a certain way, a short note of what you knew and what you weighed up is invaluable - and it's a comfort to you as well.",
]
EN_ASSIST_SHORT = ["Of course - take your time.", "That's a lot for one day.", "Understood.", "No need to apologise.",
                   "Glad that helped.", "Sure, whenever you're ready.", "That makes sense.", "Yes, I follow."]
EN_ACK = {
    "name": ["Good to have a named contact - that usually makes the follow-up calls much easier.",
             "It helps a lot to know who's who; I'd add them to the contacts page of the care folder."],
    "command": ["On the tech side, it sounds like Tom's set-up is doing its job, even if the instructions are a bit cryptic.",
                "You're doing fine with the technical bits - if the output looks alarming, a photo of the screen for Tom is usually enough."],
    "port": ["On the network side, that's the kind of detail worth keeping in one note so you're not hunting for it when the camera drops."],
    "version": ["Software updates on these devices do sometimes change behaviour overnight, so you're not imagining it."],
    "id": ["Keeping hold of reference numbers like that is exactly right - it saves re-explaining everything each time."],
    "money": ["Those costs add up quickly, and it's completely normal to feel uneasy about the numbers.",
              "It's worth keeping a simple spreadsheet of what's being paid and by whom, so nothing gets paid twice."],
    "date": ["I'll keep that date in mind when we plan the next few weeks."],
    "decision": ["That sounds like a sensible call, and it's a relief to have one thing settled.",
                 "It sounds as though you weighed that up carefully - settling it will free up some headspace."],
    "constraint": ["That's an important rule, and it's worth making sure every carer has seen it in writing, not just heard it.",
                   "Rules like that are much easier to enforce when they're written at the front of the care folder."],
}
EN_TOOL_Q = ["carers", "care home", "council", "pharmacy", "camera", "appointments", "funding"]


def en_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    A = role == "assistant"
    if kind == "name":
        n = uniq(EN_NAMES); r = rng.choice(EN_ROLES); o = rng.choice(EN_ORGS)
        if A:
            return rng.choice([f"It's worth keeping {n}'s details handy - as {r}, they're usually the person who can push things along.",
                               f"So the contact at {o} is {n}; I'd ask for them by name next time you ring."]), [n]
        return rng.choice([f"{n} is doing the mornings from next week, seems nice enough",
                           f"{n} from {o} rang while I was in the shower, of course",
                           f"spoke to {r} - {n} - who was actually really helpful for once",
                           f"if I'm not around just ask for {n}, they know the whole history",
                           f"apparently it's {n} who signs off the package, not the duty team",
                           f"{n}!! that's who it was. knew it would come back to me",
                           f"write this down somewhere: {r} is {n}"]), [n]
    if kind == "command":
        c = uniq(EN_CMDS)
        if A:
            return rng.choice([f"If the feed drops again, the quickest check is `{c}` - it tells you whether the Pi itself is still alive.",
                               f"You can run this from the laptop:\n\n    $ {c}\n\nthen give it a minute before reloading the app."]), [c]
        return rng.choice([f"Tom said if the camera freezes again just run `{c}` and wait a minute",
                           f"typed `{c}` like he told me and it spat out loads of text, no idea if that's good",
                           f"for my own future reference: `{c}`",
                           f"$ {c}\nthat's what I ran, screenshot coming",
                           f"he wants me to do `{c}` every sunday?? I am not an IT person",
                           f"the fix last time was {c} apparently (Tom's words not mine)",
                           f"ok ran it:\n$ {c}\nnothing obvious happened"]), [c]
    if kind == "id":
        f = rng.random()
        if f < 0.6:
            i = f"{rng.choice(EN_ID_PREFIX)}-{rng.randint(1000, 99999)}"
        elif f < 0.85:
            i = f"#{rng.randint(100, 9999)}"
        else:
            i = f"CVE-20{rng.randint(19, 25)}-{rng.randint(1000, 48999)}"
        if A:
            return f"I'd put {i} in the subject line of any email to them so it lands with the right team.", [i]
        if i.startswith("CVE"):
            return rng.choice([f"Tom says the camera firmware has that {i} hole so he's patching it tonight",
                               f"apparently {i} is why the doorbell thing kept rebooting??"]), [i]
        return rng.choice([f"the council reference is {i}, keep quoting it at them",
                           f"they've logged it as {i} apparently",
                           f"complaint {i} - still 'under review' lol",
                           f"ticket {i} is the one about the hoist not turning up",
                           f"quote {i} if you ring, not his NHS number",
                           f"case number {i}. FINALLY"]), [i]
    if kind == "port":
        p = str(uniq([554, 8554, 8123, 1883, 1880, 5000, 5001, 8096, 5900, 8443, 8081, 8888, 9000, 3000, 32400,
                      6052, 8971, 7878, 9443, 10443, 2222, 8765, 34567, 37777]))
        used.add(p)
        if A:
            return rng.choice([f"The web interface should be reachable on port {p} from inside his network.",
                               f"Since it's listening on {p}, you'd only need that open on the home network, not forwarded to the internet."]), [p]
        return rng.choice([f"the camera page is on port {p}",
                           f"Tom changed it to {p} because of something about the router",
                           f"home assistant lives on :{p} apparently",
                           f"it's dadpi.local:{p} if you need it",
                           f"the router had {p} forwarded, which Tom says it really shouldn't",
                           f"port {p}?? or was it the other one. no, {p}"]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 9)}.{rng.randint(0, 19)}.{rng.randint(1, 40)}" if rng.random() < 0.75 else f"202{rng.randint(3, 5)}.{rng.randint(1, 12)}.{rng.randint(1, 9)}"
        if A:
            return rng.choice([f"Version {v} is the one that added missed-dose alerts, so it's worth making sure the dispenser is on it.",
                               f"If the tablet can't go past {v}, it may simply be too old for the care app - that's common with older devices."]), [v]
        return rng.choice([f"his tablet is stuck on {v} and the care app won't install",
                           f"the pill dispenser firmware went to {v} overnight and now it beeps constantly",
                           f"Tom says we need at least {v} for the fall sensor thing",
                           f"app says version {v} at the bottom if that helps",
                           f"updated it to {v}, no change whatsoever",
                           f"the hub was on {v} btw"]), [v]
    if kind == "money":
        f = rng.random()
        if f < 0.4:
            m = f"£{rng.randint(900, 2400):,}"
            if A:
                return f"At {m} a week, twelve weeks would take a real bite out of his savings, so it's worth asking the council about the property disregard first.", [m]
            return rng.choice([f"the home is {m} a week. a WEEK.", f"Lark Rise quoted {m} weekly for the nursing floor",
                               f"council will cover {m} a week of it apparently and we top up the rest",
                               f"{m} per week and that's before hairdressing and chiropody"]), [m]
        if f < 0.7:
            m = f"£{rng.randint(14, 39)}.{rng.choice(['50', '20', '80', '95', '40'])}"
            if A:
                return f"{m} an hour is within the usual range for the area, though weekend and night rates are often higher.", [m]
            return rng.choice([f"agency charge {m} an hour for nights", f"the private carer wants {m} ph, cash",
                               f"{m} for a 45 min call?? is that normal", f"prescription delivery is {m} a month now apparently"]), [m]
        if f < 0.85:
            m = f"£{rng.randint(2, 45) * 1000:,}"
            if A:
                return f"If his savings drop below {m} the thresholds change, so it's worth keeping an eye on the balance.", [m]
            return rng.choice([f"paid the {m} deposit today, felt sick doing it", f"it came to {m} in the end with the ramp and the wet room",
                               f"solicitor reckons the house is worth {m} less than Tom thinks", f"dad's got about {m} in the Nationwide account"]), [m]
        m = f"{rng.randint(3, 90) * 10} quid"
        return rng.choice([f"so that's {m} gone on the stairlift service, brilliant", f"the locksmith charged {m} for the key safe",
                           f"{m} on taxis this week alone"]), [m]
    if kind == "date":
        day = rng.randint(1, 28); mon = rng.choice(["January", "February", "March", "April", "May", "June", "July",
                                                    "August", "September", "October", "November", "December"])
        suf = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        wd = rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
        d = rng.choice([f"{day} {mon}", f"{day}{suf} {mon}", f"{day}{suf} of {mon}", f"{wd} {day}{suf} {mon}",
                        f"{day:02d}/{rng.randint(1, 12):02d}"])
        if A:
            return f"Putting {d} in the diary for the reassessment gives you a bit of time to gather the paperwork.", [d]
        return rng.choice([f"care home tour is {d} at 2",
                           f"the GP can't see him until {d}!!",
                           f"his review is on {d}, need to book the day off",
                           f"respite starts {d} if the bed's still there",
                           f"new carers start on the {d} apparently" if d[0].isdigit() and "/" not in d else f"new carers start {d} apparently",
                           f"the OPG letter says we should hear by {d}"]), [d]
    if kind == "decision":
        c, r = uniq(EN_DECISIONS)
        if A:
            return rng.choice([f"Noting that down as settled: you've gone with {c}, since {r}.",
                               f"So, to recap what you and your brother agreed on the phone: {c}, because {r}. I'll plan around that."]), [c, r]
        return rng.choice([f"so after all that we're going with {c} - {r}, which honestly is what swung it",
                           f"Tom and I finally agreed on {c} last night. {r}, so it wasn't much of a contest",
                           f"ok it's {c}. {r}. done, not revisiting it",
                           f"I've told them yes to {c}, mainly because {r}",
                           f"sod it, {c} it is - {r}",
                           f"going to go with {c} I think? {r} and I can't face another round of phone calls",
                           f"dad actually agreed to {c}!! because {r}, his words",
                           f"the woman on the phone was lovely and in the end that's that really, {c}. {r}, and Tom's fine with it",
                           f"we went round in circles for an hour but {c} won - {r}"]), [c, r]
    if kind == "constraint":
        a, c, pol = uniq(EN_CONSTRAINTS)
        if A:
            if pol == "neg":
                return f"Understood - the carers must not {a} {c}. I'd write that on the front of the care folder.", [a, c]
            return f"So the rule is that they {a} {c}; worth getting that written into the care plan.", [a, c]
        if pol == "neg":
            return rng.choice([f"nobody is to {a} {c}, I mean it",
                               f"can you remember that they must never {a} {c}",
                               f"rule for the carers: don't {a} {c}",
                               f"GP was very clear, you do not {a} {c}",
                               f"and {c}, nobody should {a}. had to say it twice to the agency",
                               f"told the agency girl on the doorstep, whatever happens they're not to {a} {c}"]), [a, c]
        return rng.choice([f"they have to {a} {c}, no exceptions",
                           f"make sure whoever's on knows to {a} {c}",
                           f"non-negotiable: {a} {c}",
                           f"{c}... someone needs to {a}. every time.",
                           f"I've said it to three different coordinators now - they need to {a} {c}"]), [a, c]
    # question
    t = uniq(EN_QUESTIONS)
    needle = t[4:] if t.startswith("the ") else (t[3:] if t.startswith("an ") else (t[2:] if t.startswith("a ") else (t[4:] if t.startswith("his ") else t)))
    return rng.choice([f"does anyone actually know what happens with {t} once he's moved?",
                       f"still no idea about {t}. who even deals with that",
                       f"random q but what about {t}",
                       f"sorry one more - {t}?? nobody's mentioned it at all",
                       f"I keep meaning to ask about {t}, is that something we have to apply for",
                       f"who sorts out {t}, is that us or the home",
                       f"oh and {t} - do we need to do anything or does it just carry on"]), [needle]


# ----------------------------------------------------------------------------------------------
# Chinese pools
# ----------------------------------------------------------------------------------------------
CN_NAMES = ["王阿姨", "老张", "小李", "陈医生", "刘主任", "周护士长", "张建华", "李秀兰", "赵律师", "孙社工",
            "黄经理", "吴师傅", "钱主任", "马护工", "林医生", "郭阿姨", "何院长", "徐晓峰", "杨桂芳", "沈医生"]
CN_ROLES = ["居委会的", "社区医院的", "养老院的", "护工公司的", "街道的", "药房的", "公证处的"]
CN_DECISIONS = [
    ("浦东那家颐养院", "离哥哥家只有二十分钟"), ("住家护工", "爸爸晚上要起夜三四次"),
    ("安心护理公司", "只有他们能派男护工"), ("把卧室搬到一楼", "他已经爬不了楼梯了"),
    ("分药盒", "他老是把降压药吃两遍"), ("哥哥做主要监护人", "他住得近，我在浦西太远"),
    ("社区日托", "他以前下棋的老朋友都在那儿"), ("小米摄像头", "不用另外交月费"),
    ("装密码门锁", "护工好几次被锁在外面"), ("把车卖了", "他视力检查没通过"),
    ("接他来我家住", "我家次卧带卫生间"), ("租电动护理床", "医生说褥疮跟床垫有关系"),
    ("长护险的居家护理", "可以自己挑护工"), ("早上七点那一班", "他早上脑子最清楚"),
    ("盒马送菜", "他一样东西会订好几遍"), ("把老房子租出去", "租金差不多能付养老院的费用"),
    ("徐汇那家养老院", "里面有医保定点的医务室"), ("请钟点工做饭", "他自己开煤气太危险"),
]
CN_CONSTRAINTS = [
    ("给他吃安眠药", "喝过酒以后", "neg"), ("让他一个人洗澡", "家里没人的时候", "neg"),
    ("替他签任何文件", "委托公证办下来之前", "neg"), ("把门锁密码告诉别人", "在电话里", "neg"),
    ("带他出门", "下雨路滑的时候", "neg"), ("让猫出去", "天黑以后", "neg"),
    ("在他面前谈钱", "他傍晚犯糊涂的时候", "neg"), ("叫醒他", "早上九点之前", "neg"),
    ("给他吃柚子", "吃降脂药期间", "neg"), ("让新护工进门", "体检报告没出来之前", "neg"),
    ("跟他说卖房子的事", "他过生日之前", "neg"), ("马上给我打电话", "他再摔跤的话", "pos"),
    ("两个人一起操作移位机", "每次抱他上下床", "pos"), ("把吃药情况记在蓝本子上", "护工走之前", "pos"),
    ("先打电话问我", "改护理安排之前", "pos"), ("给他戴上助听器", "去医院看病之前", "pos"),
]
CN_QUESTIONS = ["长护险评估结果", "医保卡挂失", "老房子的产权证", "爸爸的退休金账户", "养老院的探视时间",
                "牙医上门服务", "助听器电池", "他的敬老卡", "居家适老化改造补贴", "那只猫以后谁养",
                "户口要不要迁", "存折密码", "高龄津贴", "他的老年大学学费", "煤气卡过户"]
CN_FILLER_SHORT = ["好的", "嗯", "唉", "谢谢", "哈哈", "累死了", "刚下班", "等下", "知道了", "好吧", "嗯嗯", "行",
                   "我想想", "刚才在开会", "哭了", "谢谢你啊", "你说得对", "对"]
CN_FILLER_SENT = [
    "今天爸爸又问我妈去哪儿了，我都不知道怎么回答他",
    "地铁9号线挤得要死，站了一路",
    "楼下菜场那家卖豆腐的关门了，他念叨了一上午",
    "他非说现在还是1998年，问我怎么不去上学",
    "我在医院停车场坐了十分钟才缓过来",
    "盒马的小哥人挺好的，还帮忙搬上楼",
    "给街道打电话等了40分钟，最后说让我明天再打",
    "他今天自己把报纸上的填字游戏做完了！好久没这样了",
    "今年过年都不知道怎么过",
    "领导说请假可以，但是脸色不太好看",
    "他的手一直冰冰凉的，我给他买了副手套",
    "延安高架堵成停车场了",
    "他管电视机叫收音机，有点好笑",
    "他跟护工说我才12岁，还在读小学",
    "哥哥在群里发了个表情就没下文了",
    "不好意思我又啰嗦了",
    "他一早就把收音机开得特别响",
    "中午吃了两个小馄饨，算是不错了",
    "阳台上的花全枯了，他还说春天自己会弄",
    "在抽屉里翻出来一堆粮票，不知道留着干嘛",
    "我在地铁上打字，错别字别介意",
    "隔壁的李家姆妈隔着门跟他聊了半天，真是帮了大忙",
    "冰箱里4盒牛奶全过期了",
    "一起看了会儿新闻联播，他居然记得所有国家的首都",
    "我自己都忘了吃午饭",
    "这礼拜一直下雨，屋顶又有点漏",
    "他说周日想去老年活动室打牌",
    "我家孩子觉得外公特别好玩",
    "有时候真不知道别人是怎么坚持下来的",
    "脑子一团浆糊，说得乱七八糟的",
    "从徐家汇坐地铁过去要一个多小时，来回一趟半天就没了",
    "他一直跟我说对不起，说拖累我们了，我躲到阳台上哭了一会儿",
    "哥哥又说他下个月项目忙，我真的有点火大",
    "邻居张家阿婆送了一碗腌笃鲜过来，他吃了小半碗",
    "他把我认成了我妈，叫了好几声她的小名",
    "下午带他在小区里走了两圈，他说梧桐树叶子掉得比以前早",
]
CN_ASSIST_PARAS = [
    "听起来今天真的很累。一边上班一边照顾老人，是非常不容易的事情，你能把这么多事情理清楚已经很了不起了。",
    "有个实际的建议：准备一个本子或者共享文档，把联系人、用药、预约时间和护工需要知道的事情都记在一起。参与的人一多，大家都看同一份记录，可以少打很多电话。",
    "去养老院参观的时候，最好挑吃饭的时间去。可以看到护理员怎么跟老人说话、会不会耐心喂饭、整体是不是手忙脚乱。也可以问问夜班有几个人、老人摔倒了怎么处理。",
    "可以想一想，对他来说一个好的一周是什么样的，而不只是哪些时间要有人看着。记忆不好的老人特别需要规律，熟悉的杯子、固定时间的广播，都能让傍晚的情绪稳定一些。",
    "也要照顾好你自己。街道和社区一般都有针对家属的喘息服务，可以去问问，有时候能申请到短期托养，让你休息几天。",
    "材料方面，最重要的是所有东西都留复印件，并且记下每次跟谁通的电话、什么时间。工作人员经常换人，有一份带日期的记录，后面接着办会容易很多。",
    "也许可以趁他现在还能参与，跟他聊聊他自己希望怎么安排。就算他每天想法不一样，知道他大致的意愿，以后做决定也不会那么没底。",
    "如果傍晚是最难的时候，这很常见。天黑之前先把灯打开，下午少喝浓茶，准备一些让他安静下来的事情做，都会有帮助。",
    "不用一下子把所有事情都解决。可以先挑出这周真正着急的两三件事，其他的先放一放，休息好了处理起来也更顺。",
    "兄妹之间看法不一样也很正常。如果你做得更多，可以直接说出来，请他负责具体的某几件事，而不是笼统地说有事叫他。",
]
CN_ASSIST_PARAS += [
    "参观养老院的时候可以带一张清单：药是怎么发的、能不能继续看原来的家庭医生、以后护理等级提高了怎么收费、家属怎么了解老人每天的情况。能把这些问题说清楚、不光是推销的机构，一般比较靠谱。",
    "护工方面，最重要的是稳定。如果公司能固定两三个人轮换，老人适应得会快很多，护工也更容易发现他哪里不对劲。频繁换人的话，老人容易紧张，家属也很难交接清楚。",
    "如果他不太愿意接受别人帮忙，可以换个说法，比如说是来帮忙做重活、让他能在自己家里多住几年，或者说是为了让你们放心，而不是强调他哪些事情做不了了。很多老人对“帮把手”比对“请护工”更容易接受。",
    "夜里的担心可以用一些简单的办法：床边放感应夜灯、门口装个提醒器、卫生间加扶手和防滑垫。这些花钱不多，社区有时候也能帮忙评估和安装，可以去居委会问问。",
    "不管最后怎么决定，建议把当时的理由简单写下来。过几个月如果有人问为什么这么安排，有一份记录会省很多口舌，对你自己也是一种安慰。兄妹之间有分歧的时候，这份记录也能让讨论回到事情本身。",
]
CN_ASSIST_SHORT = ["不着急，慢慢来。", "一天里这么多事，真不容易。", "明白。", "不用道歉。", "有帮助就好。", "好的，你准备好了再说。"]
CN_ACK = {
    "name": ["有个固定的联系人会方便很多，可以把名字和电话写在护理本的第一页。"],
    "command": ["技术上的事情你已经做得很好了，看不懂的话把屏幕拍下来发给哥哥就行。"],
    "port": ["网络这些细节最好记在同一个地方，摄像头断线的时候就不用到处找了。"],
    "version": ["这类设备半夜自动升级以后出问题很常见，不是你的错觉。"],
    "id": ["编号留着是对的，下次打电话就不用从头解释一遍。"],
    "money": ["这些费用加起来确实不少，心里不踏实很正常。", "可以做个简单的表，记一下每笔钱谁付的、付给谁，免得重复付。"],
    "date": ["这个时间我记住了，后面安排的时候会考虑进去。"],
    "decision": ["这个决定挺合理的，总算定下来一件事。"],
    "constraint": ["这条规矩很重要，最好写下来让每个护工都看过，而不只是口头说。"],
}
CN_TOOL_Q = ["护工", "养老院", "街道", "药房", "摄像头", "预约", "长护险"]


def cn_fact(rng, kind, used, role):
    def uniq(pool):
        c = [x for x in pool if x not in used]
        x = rng.choice(c or pool); used.add(x); return x
    A = role == "assistant"
    if kind == "name":
        n = uniq(CN_NAMES); r = rng.choice(CN_ROLES)
        if A:
            return f"那以后有事可以直接找{r}{n}，一般这种协调的事情找对人会快很多。", [n]
        return rng.choice([f"新来的护工叫{n}，人看着挺老实的", f"{r}{n}刚才打电话来了，我正好在地铁上没听清",
                           f"哥哥说这事得找{n}，别人说了不算", f"下次去问{r}{n}，上次就这人说得最清楚",
                           f"记一下：{r}那个是{n}", f"{n}！对，就是{n}，我一直想不起来"]), [n]
    if kind == "command":
        c = uniq(EN_CMDS)
        if A:
            return f"如果画面又断了，可以先在电脑上运行 `{c}`，看看树莓派是不是还在线。", [c]
        return rng.choice([f"哥哥说摄像头再卡住就跑一下 `{c}`，然后等一分钟", f"我照他说的敲了 `{c}`，出来一堆英文，看不懂",
                           f"记一下以后用：`{c}`", f"$ {c}\n就是这个，我截图给你", f"上次是 {c} 弄好的，哥哥说的",
                           f"他让我每个礼拜天跑一次`{c}`，我又不是搞电脑的"]), [c]
    if kind == "id":
        f = rng.random()
        i = f"{rng.choice(['CHX', 'SQ', 'HL', 'YL', 'TS', 'BX'])}-{rng.randint(1000, 99999)}" if f < 0.6 else (
            f"#{rng.randint(100, 9999)}" if f < 0.85 else f"CVE-20{rng.randint(19, 25)}-{rng.randint(1000, 48999)}")
        if A:
            return f"之后打电话或者发邮件的时候都报{i}，这样能直接转到负责的人。", [i]
        if i.startswith("CVE"):
            return f"哥哥说那个摄像头有{i}这个漏洞，今晚要升级", [i]
        return rng.choice([f"长护险的受理编号是{i}，打电话要报这个", f"他们登记成{i}了", f"投诉单{i}到现在还是“处理中”",
                           f"工单{i}就是上次护理床没送到的那个", f"编号 {i}，终于给了"]), [i]
    if kind == "port":
        p = str(uniq([554, 8554, 8123, 1883, 1880, 5000, 5001, 8096, 5900, 8443, 8081, 8888, 9000, 3000, 32400,
                      6052, 8971, 7878, 9443, 10443, 2222, 8765, 34567, 37777]))
        if A:
            return f"它监听的是{p}端口，只要在家里的网络里能访问就行，不需要映射到外网。", [p]
        return rng.choice([f"摄像头后台端口是{p}", f"哥哥把端口改成{p}了，说路由器那边有冲突", f"地址是 dadpi.local:{p}",
                           f"路由器上映射了{p}，哥哥说不该开的", f"端口{p}？还是另外那个……不对，就是{p}"]), [p]
    if kind == "version":
        v = f"{rng.randint(1, 9)}.{rng.randint(0, 19)}.{rng.randint(1, 40)}"
        if A:
            return f"{v}这个版本加了漏服提醒，最好确认一下药盒已经升级到这个版本。", [v]
        return rng.choice([f"爸爸那个平板还是{v}，护理app装不上", f"药盒固件半夜自己升到{v}了，一直滴滴响",
                           f"小程序最下面写着版本 {v}", f"升级到{v}了，一点用都没有", f"哥哥说跌倒报警那个至少要{v}"]), [v]
    if kind == "money":
        f = rng.random()
        if f < 0.65:
            m = f"¥{rng.randint(30, 150) * 100}" if f < 0.35 else f"{rng.randint(30, 150) * 100}元"
            if A:
                return f"按{m}一个月算，一年下来也是一笔不小的开销，可以先问问长护险能报多少。", [m]
            return rng.choice([f"那家养老院一个月{m}，还不含尿不湿", f"住家护工要{m}一个月", f"护理床加上门安装一共{m}",
                               f"长护险一个月能报{m}，剩下的我们自己贴", f"押金交了{m}，心疼死了"]), [m]
        if f < 0.85:
            m = f"{rng.randint(2, 30)}万元"
            if A:
                return f"如果他的存款只剩{m}左右，就要提前想好后面几年的费用怎么安排。", [m]
            return rng.choice([f"爸爸存折里大概还有{m}", f"那家养老院要一次性交{m}的床位费，哥哥说太离谱了",
                               f"老房子装修适老化，报价{m}"]), [m]
        m = f"{rng.randint(3, 90) * 10}块"
        return rng.choice([f"今天光挂号拿药就花了{m}", f"换个门锁花了{m}", f"这礼拜打车就打掉了{m}"]), [m]
    if kind == "date":
        d = f"{rng.randint(1, 12)}月{rng.randint(1, 28)}{rng.choice(['日', '日', '号'])}"
        if A:
            return f"把{d}记在日历上，评估之前还有时间把材料准备齐。", [d]
        return rng.choice([f"{d}下午两点去养老院参观", f"社区医生要到{d}才能上门", f"长护险评估定在{d}",
                           f"护工{d}开始上班", f"{d}之前要把材料交给街道", f"公证处约在{d}，我得请假"]), [d]
    if kind == "decision":
        c, r = uniq(CN_DECISIONS)
        if A:
            return f"那就这么定了：{c}，毕竟{r}。后面我就按这个来考虑。", [c, r]
        return rng.choice([f"想了好几天，最后还是定了{c}，{r}", f"跟哥哥昨晚商量好了，就用{c}吧，主要是{r}",
                           f"行，{c}，不折腾了，{r}", f"我跟他们说了就{c}，因为{r}", f"爸爸居然同意{c}了！他自己说{r}",
                           f"算了，{c}就{c}吧，反正{r}"]), [c, r]
    if kind == "constraint":
        a, c, pol = uniq(CN_CONSTRAINTS)
        if A:
            return (f"明白，{c}不能{a}，这条最好写在护理记录本的第一页。" if pol == "neg" else
                    f"好的，规矩是{c}要{a}，建议写进护理计划里。"), [a, c]
        if pol == "neg":
            return rng.choice([f"记住，{c}不要{a}", f"{c}千万别{a}，我说真的", f"跟护工说清楚：{c}不许{a}",
                               f"医生说得很明白，{c}不能{a}", f"哥哥反复交代，{c}绝对不能{a}"]), [a, c]
        return rng.choice([f"{c}必须{a}，没得商量", f"跟他们讲好了，{c}一定要{a}", f"{c}得{a}，这个要写进护理计划里"]), [a, c]
    t = uniq(CN_QUESTIONS)
    return rng.choice([f"{t}到底谁来管啊？", f"还有{t}，有人知道怎么弄吗", f"对了，{t}还没定呢，谁负责？",
                       f"{t}的事一直没人回我", f"顺便问下，{t}要不要去申请？", f"我一直想问{t}……算了先记着"]), [t]


# ----------------------------------------------------------------------------------------------
# conversation builder
# ----------------------------------------------------------------------------------------------
def conversation(seed, chinese, per_kind):
    rng = random.Random(seed * 104729 + (7 if chinese else 3))
    n_msgs = rng.randint(130, 280)
    # role sequence: user/assistant alternating, with occasional double user messages
    roles = []
    while len(roles) < n_msgs:
        roles.append("user")
        if len(roles) < n_msgs and rng.random() < 0.12:
            roles.append("user")
        if len(roles) < n_msgs:
            roles.append("assistant")
    user_idx = [i for i, r in enumerate(roles) if r == "user"]
    asst_idx = [i for i, r in enumerate(roles) if r == "assistant"]
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    fact_role = ["user" if (k == "question" or rng.random() < 0.8) else "assistant" for k in plan]
    # place facts uniformly over the whole conversation, at most 2 (3 if crowded) per message
    placement = {}
    for role, idx in (("user", user_idx), ("assistant", asst_idx)):
        fs = [j for j, r in enumerate(fact_role) if r == role]
        cap = 2 if len(fs) <= 2 * len(idx) else 3
        slots = sorted(rng.sample([i for i in idx for _ in range(cap)], len(fs)))
        for j, s in zip(fs, slots):
            placement.setdefault(s, []).append(j)
    used = set()
    facts = [None] * len(plan)         # (kind, needles, text)
    make = cn_fact if chinese else en_fact
    for j, kind in enumerate(plan):
        for attempt in range(200):
            text, needles = make(rng, kind, used, fact_role[j])
            clash = any(x in f[2] for f in facts if f for x in needles) or \
                any(x in text for f in facts if f for x in f[1])
            if not clash:
                break
        else:
            raise RuntimeError(f"could not place a {kind} fact without clashes")
        for x in needles:
            assert x in text, (x, text)
        facts[j] = (kind, needles, text)
    all_needles = [x for f in facts for x in f[1]]

    def clean(s):
        return not any(x in s for x in all_needles)

    taken = set()

    def pick(pool):
        for _ in range(200):
            s = rng.choice(pool)
            if clean(s) and s not in taken:
                taken.add(s)
                return s
        raise RuntimeError("no clean filler")

    FS, FL, AP, AS = ((CN_FILLER_SHORT, CN_FILLER_SENT, CN_ASSIST_PARAS, CN_ASSIST_SHORT) if chinese else
                      (EN_FILLER_SHORT, EN_FILLER_SENT, EN_ASSIST_PARAS, EN_ASSIST_SHORT))
    rows_src = []  # (role, [(segment, fact_index or None)], joiner)
    for i, role in enumerate(roles):
        fj = placement.get(i, [])
        segs = []
        taken.clear()
        if role == "user":
            shape = rng.random()
            if fj:
                pre = 0 if shape < 0.35 else (1 if shape < 0.7 else rng.randint(2, 4))
                post = 0 if rng.random() < 0.6 else rng.randint(1, 2)
            else:
                pre = 0 if shape < 0.45 else (1 if shape < 0.75 else rng.randint(2, 7 if chinese else 5))
                post = 0
            for _ in range(pre):
                segs.append((pick(FL), None))
            for j in fj:
                segs.append((facts[j][2], j))
            for _ in range(post):
                segs.append((pick(FL), None))
            if not segs:
                segs.append((pick(FS), None))
            if chinese:
                joiner = rng.choice(["，", "。", "\n", "……", "。"])
            else:
                joiner = rng.choice([". ", " and ", "\n", "... ", ", also ", ". ", " - "])
        else:
            prev = [facts[j][0] for j in placement.get(i - 1, [])] if i > 0 and roles[i - 1] == "user" else []
            prev = [k for k in prev if k != "question"]
            if prev and rng.random() < 0.7:
                ack = rng.choice((CN_ACK if chinese else EN_ACK)[rng.choice(prev)])
                if clean(ack):
                    segs.append((ack, None))
            if fj:
                segs.append((pick(AP), None))
                for j in fj:
                    segs.append((facts[j][2], j))
                if rng.random() < 0.5:
                    segs.append((pick(AP), None))
            elif rng.random() < 0.15:
                if not segs:
                    segs.append((pick(AS), None))
            else:
                for p in rng.sample(AP, rng.randint(1, 4 if chinese else 3)):
                    if clean(p):
                        segs.append((p, None))
                if not segs:
                    segs.append((pick(AS), None))
            joiner = "\n\n"
        # lower-case start for many English user messages (only if no needle is broken)
        if role == "user" and not chinese and rng.random() < 0.55:
            s0, o0 = segs[0]
            low = s0[:1].lower() + s0[1:]
            if o0 is None or all(x in low for x in facts[o0][1]):
                segs[0] = (low, o0)
        # tool call before some assistant replies
        if role == "assistant" and rng.random() < 0.16:
            q = rng.choice(CN_TOOL_Q if chinese else EN_TOOL_Q)
            name = rng.choice(["search_history", "web_search", "read_notes"])
            args = json.dumps({"query": q, "limit": rng.choice([3, 5, 10])}, ensure_ascii=False)
            out = (f"找到{rng.randint(0, 9)}条关于“{q}”的记录，最新的一条是上周的，内容和之前一样。" if chinese else
                   f"found {rng.randint(0, 9)} earlier notes about {q}; the newest one is from last week and says nothing has changed.")
            rows_src.append(("call", [(args, None)], "", name))
            rows_src.append(("result", [(out, None)], "", name))
        rows_src.append((role, segs, joiner, None))

    # validation: every needle in its own segment, nowhere else
    owner_seg = {}
    for r in rows_src:
        for s, o in r[1]:
            if o is not None:
                owner_seg[o] = s
    for j, (kind, needles, text) in enumerate(facts):
        assert owner_seg.get(j) is not None, f"fact {j} not placed"
        for x in needles:
            assert x in owner_seg[j], (kind, x)
            for r in rows_src:
                for s, o in r[1]:
                    if o != j and x in s:
                        raise AssertionError(f"needle {x!r} ({kind}) also occurs in: {s!r}")
                full = "\n".join(s for s, _ in r[1])
                if all(o != j for _, o in r[1]) and x in full:
                    raise AssertionError(f"needle {x!r} ({kind}) occurs across a join in: {full!r}")
    def join(segs, joiner):
        out = segs[0][0]
        for s, _ in segs[1:]:
            if joiner in ("，", "。", "……") and out[-1] in "？！。…":
                out += s
            elif joiner in (" and ", ", also ") and s.startswith("and "):
                out += ", " + s
            elif joiner in (". ", ", also ", " and ") and out[-1] in "?!.":
                out += " " + s
            else:
                out += joiner + s
        return out
    rows = []
    for i, (role, segs, joiner, name) in enumerate(rows_src):
        text = join(segs, joiner)
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_t{seed:03d}{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_t{i}", "name": name, "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_t{i - 1}", "name": name, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    # final check on the real row texts
    for j, (kind, needles, _) in enumerate(facts):
        for x in needles:
            hits = [r for r in rows if x in (r["item"].get("content") or r["item"].get("arguments") or r["item"].get("output") or "")]
            assert len(hits) == 1, (kind, x, len(hits))
    return rows, [(k, n) for k, n, _ in facts]


def run(okbot, root, args, stdin=None):
    env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"okbot {' '.join(args)} failed: {p.stderr}")
    return p.stdout


def main():
    per_kind = int(os.environ.get("PER_KIND", "10"))
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        seeds = [int(s) for s in sys.argv[2:]] or [1, 2, 3, 4, 5]
        for n, seed in enumerate(seeds):
            rows, facts = conversation(seed, n == len(seeds) - 1, per_kind)
            msgs = [r for r in rows if r["item"]["type"] == "message"]
            lens = [len(r["item"]["content"]) for r in msgs]
            print(f"seed {seed}: {len(msgs)} messages, {len(rows) - len(msgs)} tool rows, {len(facts)} facts, "
                  f"len min {min(lens)} max {max(lens)}, >=300 chars: {sum(l >= 300 for l in lens)}")
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, work = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        chinese = n == len(seeds) - 1
        rows, facts = conversation(seed, chinese, per_kind)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
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
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
        found, missing = 0, []
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok:
                missing.append(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(r["item"]["type"] == "message" for r in rows)
        print(f"seed {seed} ({'zh' if chinese else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
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
