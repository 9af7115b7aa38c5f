#!/usr/bin/env python3
"""Held-out retention set "p": a freelance wedding & events planner chatting with her assistant.

Usage: python3 gen.py OKBOT WORKDIR [seed ...]     (default seeds 1 2 3 4 5; the last one is Chinese)
Env:   PER_KIND (default 10) facts of each kind per conversation; SUMMARY_MAX (default 2000).

Per conversation: `okbot session append` in batches of 25 messages, `okbot compress -a Writer --now`
after each batch, then `okbot context show -a Writer`; a fact survives when all its needles are
verbatim substrings of what the model sees.  Standard library only.
"""
import json, os, random, re, shutil, subprocess, sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------
FIRST = ["Delphine", "Tomasz", "Ingrid", "Rafael", "Marguerite", "Oluwaseun", "Beatriz", "Kenji", "Philippa", "Anselm",
         "Yolanda", "Casimir", "Rosalind", "Dmitri", "Henrietta", "Ezekiel", "Lucinda", "Bartholomew", "Ottilie", "Ignatius",
         "Saoirse", "Florian", "Wilhelmina", "Cormac", "Genevieve", "Thaddeus", "Araminta", "Leopold", "Imogen", "Evander"]
LAST = ["Okafor", "Wierzbicki", "Lindqvist", "Castellanos", "Pemberton", "Adeyemi", "Albuquerque", "Watanabe", "Fairweather",
        "Grünewald", "Szymanski", "Abernathy", "Whitlock", "Vasquez-Hale", "Trevelyan", "Okonkwo", "Hargreaves", "Delacroix",
        "Mbeki", "Thistlewood", "Rasmussen", "Quintero", "Blackwood", "Nakamura", "Ferreira", "Kowalczyk", "Ashworth"]
ROLES = ["the venue coordinator at {v}", "the new florist contact", "the cake lady", "the officiant", "the DJ's manager",
         "the photographer's second shooter", "the rentals rep", "the bride's aunt", "the groom's best man",
         "the caterer's events manager", "the hotel block contact", "the lighting guy", "the accountant"]
# filler-only (never needles)
COUPLES = ["Jess & Marco", "Priya and Dev", "Hannah + Theo", "Lauren and Sam", "Mia and Jonah", "Ava & Luca", "Chloe and Ben",
           "Nadia and Omar", "Grace & Felix", "Zoe and Malik", "Ruby and Callum", "Isla & Mateo"]
VENUES = ["Harlow Barn", "the Ashgrove Estate", "Pier 9 Loft", "Willowmere House", "the Copper Room", "Larkspur Vineyard",
          "St. Brigid's", "the Glasshouse", "Foxglove Farm", "Maple Hall"]
FLOWERS = ["peonies", "ranunculus", "garden roses", "eucalyptus", "dahlias", "sweet peas", "anemones", "hydrangeas",
           "lisianthus", "baby's breath", "Café au Lait dahlias", "Juliet roses", "white tulips", "olive branches"]
HELPERS = [("Jade", "Noor"), ("Kiki", "Bea"), ("Tash", "Milo"), ("Rosie", "Amaya")]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]

COMMANDS = [
    "sudo systemctl restart caddy", "sudo systemctl status booking-api", "journalctl -u booking-api --since \"{h} hours ago\"",
    "pg_dump -Fc bookings > /srv/backup/bookings-{d}.dump", "certbot renew --dry-run", "docker compose logs --tail={n}0 rsvp",
    "rsync -avz --delete ./public/ deploy@planner-box:/var/www/site/", "tail -n {n}00 /var/log/nginx/error.log",
    "npm run build && npm run deploy", "df -h /var/lib/postgresql", "crontab -e", "sudo ufw status numbered",
    "git pull origin main && pm2 reload all", "du -sh /srv/uploads/galleries/*", "redis-cli FLUSHDB",
    "php artisan queue:restart", "sqlite3 rsvp.db 'select count(*) from guests;'", "htop -u www-data",
    "sudo apt upgrade -y nginx", "ls -la /srv/uploads/contracts/{d}", "psql -d bookings -c 'vacuum analyze;'",
    "docker image prune -af", "scp invoices-{d}.zip me@laptop.local:~/Desktop/", "free -m", "uptime",
    "openssl s_client -connect bookings.local:443 -servername bookings.local", "curl -I https://bookings.local/health",
    "wp plugin update --all", "find /srv/uploads -name '*.heic' -mtime +{n}0 -delete", "sudo reboot",
]
ID_PREFIX = ["WED", "BKG", "SITE", "INV", "VEN", "OPS", "EVT"]
DECISIONS = [  # (choice, reason) pairs that belong together
    ("Fernhill Catering", "the kitchen is actually on site"), ("the string quartet", "the acoustics in the chapel are awful for a band"),
    ("a Hetzner box", "the old host kept going down at midnight"), ("Stripe for deposits", "clients actually pay faster that way"),
    ("Honeybook for contracts", "e-signatures mean no more scanning at 1am"), ("the Glasshouse ceremony lawn", "it's the only option with a rain cover"),
    ("a plated dinner", "the buffet ran out of food at the last one"), ("the Sunday rate", "the venue throws in the chairs for free"),
    ("the sparkler-free exit", "the fire marshal hates open flames"), ("a second coordinator on site", "my back cannot do another Saturday load-in alone"),
    ("the 3-piece band", "the 6-piece wanted double for travel"), ("Calendly for consults", "it stops the endless back-and-forth emails"),
    ("printed seating cards", "half the guests are over seventy"), ("weekly Monday invoicing", "I keep forgetting otherwise"),
    ("the ivory linens", "the white ones looked grey in every photo"), ("the Friday walkthrough", "the venue manager is off on Thursdays"),
    ("a late-night taco truck", "people left hungry at the last reception"), ("the champagne tower", "the groom's dad already paid for it"),
    ("Squarespace for the booking page", "nobody but me has to touch code then"), ("the rental dance floor", "the venue's parquet is literally cracked"),
]
CONSTRAINTS = [  # (action, condition, required?)
    ("post sneak peeks on Instagram", "before the release form is back", False), ("restart the booking server", "during a live wedding weekend", False),
    ("give out the venue wifi password", "without the venue's OK", False), ("move anyone's table assignment", "after the seating chart is printed", False),
    ("promise a date to a new inquiry", "before checking the shared calendar", False), ("refund a deposit", "without checking with me first", False),
    ("send the final invoice", "before the final walkthrough", False), ("change the DNS records", "while I'm on the plane", False),
    ("confirm the headcount with the caterer", "until the RSVP deadline has passed", False), ("share the vendor price list", "with other couples", False),
    ("delete old gallery uploads", "until the couple has downloaded everything", False), ("sign anything on my behalf", "unless I've read it first", False),
    ("order the flowers", "before the contract is countersigned", False), ("tell the couple about the price change", "while they're still at the tasting", False),
    ("cc me on every vendor email", "whenever a contract is involved", True), ("take a database backup", "before you touch the server", True),
    ("get the COI from the venue", "at least two weeks before the event", True), ("double-check the allergy list", "before the final headcount goes out", True),
    ("log the cash in the spreadsheet", "whenever we take a cash payment", True), ("call the couple back", "within a day of any complaint", True),
]
COND_FIRST = ("before", "after", "until", "during", "while", "whenever", "within", "at ", "unless", "on ")
Q_TOPICS = ["the corkage fee", "the sparkler permit", "overtime for the photographer", "the shuttle from the hotel block",
            "the vendor meal count", "the rain plan for the ceremony", "insurance for the ice sculpture", "the cake cutting fee",
            "parking for the band van", "the second shooter's travel cost", "the cookie banner on the booking site",
            "sales tax on the rentals", "the after-party noise curfew", "the dress steamer rental", "the kids' table menu",
            "the gratuity line on the catering quote", "the backup generator", "the welcome bag delivery", "the officiant's mileage",
            "the late checkout for the bridal suite"]

SOFTWARE = {"WordPress": (5, 6), "the RSVP plugin": (1, 4), "node": (16, 22), "PHP": (7, 8), "Postgres": (13, 17),
            "the theme": (1, 5), "Caddy": (2, 2), "the gallery app": (0, 3)}

def en_material(rng):
    return {"venue": rng.choice(VENUES), "couple": rng.choice(COUPLES), "flower": rng.choice(FLOWERS)}

def en_fact(rng, kind, used, helpers, role):
    """-> (text, [needles]) for the English conversation.  role is 'user' or 'assistant'."""
    v, c, fl = rng.choice(VENUES), rng.choice(COUPLES), rng.choice(FLOWERS)
    h1, h2 = helpers
    def uniq(pool):
        cand = [x for x in pool if x not in used]
        x = rng.choice(cand or pool); used.add(x); return x
    if kind == "name":
        while True:
            nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if nm not in used: used.add(nm); break
        r = rng.choice(ROLES).format(v=v)
        if role == "assistant":
            return rng.choice([f"For the contact sheet I've put {nm} down as {r}, so if anything changes on the day they're the person to ring first.",
                               f"Small thing from the thread you forwarded: it was signed by {nm}, who seems to be {r}, not the person you spoke to last time."]), [nm]
        return rng.choice([
            f"{r} is {nm} now, the old one left apparently",
            f"ugh {nm} emailed AGAIN about the {fl}",
            f"can you add {nm} to the call list? {r}",
            f"if {nm} calls while I'm at {v} tell her I'll ring back after 6",
            f"met {nm} today ({r}) and she was lovely, way better than the last one",
            f"{h1} says {nm} wants the invoice split in two, whatever that means",
        ]), [nm]
    if kind == "command":
        while True:
            cmd = rng.choice(COMMANDS).format(n=rng.randint(2, 9), h=rng.randint(2, 12), d=f"{rng.randint(1,12):02d}{rng.randint(1,28):02d}")
            if cmd not in used: used.add(cmd); break
        if role == "assistant":
            return rng.choice([f"The quickest check is `{cmd}` — if that comes back clean, the problem is on the browser side, not the box.",
                               f"Run this and paste me the output:\n$ {cmd}\nIt won't change anything, it only tells us what state the server is in.",
                               f"I'd do `{cmd}` first and only then poke at the nginx config."]), [cmd]
        return rng.choice([
            f"ok ran `{cmd}` and it just sat there for ages",
            f"{h2} said last time the fix was `{cmd}`?? is that safe",
            f"pasting what I typed:\n$ {cmd}\nand then nothing happened lol",
            f"note to self the thing that worked was `{cmd}`",
            f"do I need sudo for `{cmd}` or no",
            f"the hosting guy told me to run {cmd} every month, I have never once done that",
        ]), [cmd]
    if kind == "id":
        while True:
            form = rng.random()
            if form < 0.55: i = f"{rng.choice(ID_PREFIX)}-{rng.randint(100, 9999)}"
            elif form < 0.8: i = f"#{rng.randint(100, 999)}"
            else: i = f"CVE-{rng.choice([2023, 2024, 2025])}-{rng.randint(10000, 49999)}"
            if i not in used: used.add(i); break
        if i.startswith("CVE"):
            return rng.choice([f"the host sent a scary email about {i}, do I care??",
                               f"apparently {i} affects the WordPress plugin we use for RSVPs"]), [i]
        if role == "assistant":
            return rng.choice([f"I've logged it as {i} so it doesn't get lost between now and the {c} wedding.",
                               f"That's the same bug as {i} from before; the workaround there still applies."]), [i]
        return rng.choice([
            f"support gave me ticket {i} and then went silent",
            f"{i} is the one about the double-booked Saturday, not the other one",
            f"can you remind me what {i} was? the portal just says 'pending'",
            f"ok so the stripe dispute is under {i}",
            f"{h1} opened {i} for the broken gallery link",
        ]), [i]
    if kind == "port":
        while True:
            p = str(rng.choice([rng.randint(3000, 9999), rng.randint(10000, 40000)]))
            if p not in used and not (1990 <= int(p) <= 2040): used.add(p); break
        if role == "assistant":
            return rng.choice([f"The booking API is listening on {p}, so the firewall rule has to allow that one and nothing else.",
                               f"Point the uptime checker at port {p}; the public site on 443 can look fine while the backend is dead."]), [p]
        return rng.choice([
            f"the admin panel is on {p} right? or did we move it",
            f"hosting guy opened port {p} for the RSVP thing",
            f"why is something listening on :{p}",
            f"ok so the staging copy runs on port {p} now, prod untouched",
            f"the calendar sync is stuck trying {p} and timing out",
            f"can you check if {p} is open from outside? the guy swears it is",
        ]), [p]
    if kind == "version":
        while True:
            sw, (lo, hi) = rng.choice(list(SOFTWARE.items()))
            ver = f"{rng.randint(lo, hi)}.{rng.randint(0, 14)}.{rng.randint(1, 24)}"
            if ver not in used: used.add(ver); break
        if role == "assistant":
            return rng.choice([f"You're on {sw} {ver}; the changelog says the calendar bug was fixed after that, so an update is worth it.",
                               f"Pin {sw} at {ver} for now — the newer release broke date pickers for a few people."]), [ver]
        return rng.choice([
            f"is {ver} the one with the security fix? {sw} I mean",
            f"{sw} keeps nagging me to go past {ver}",
            f"it says {sw} {ver} in the footer, is that old",
            f"{h2} updated {sw} to {ver} and now the RSVP form is blank??",
            f"we're stuck on {ver} until after wedding season, not touching it",
            f"the email said to upgrade to {ver} 'urgently' lol ok",
        ]), [ver]
    if kind == "money":
        while True:
            amt = rng.randint(120, 24000)
            m = f"${amt:,}" if amt >= 1000 else f"${amt}"
            if rng.random() < 0.2 and amt >= 1000: m = f"${amt:,}.00"
            if m not in used: used.add(m); break
        if role == "assistant":
            return rng.choice([f"With the florist at {m} you're still under the number {c} gave you, though only just.",
                               f"The quote works out to {m} after the service charge, which is the figure to put in the contract."]), [m]
        return rng.choice([
            f"the florist quote came back at {m} for all the {fl}",
            f"they want {m} deposit by Friday which is insane",
            f"{c}'s total budget is {m}, all in, and they mean it",
            f"I invoiced {m} for the planning fee and they paid same day!!",
            f"venue hire alone is {m}, not including the chairs",
            f"{h1}'s hours this month come to {m}",
        ]), [m]
    if kind == "date":
        while True:
            mi, dd = rng.randrange(12), rng.randint(1, 28)
            form = rng.random()
            if form < 0.45: dt = f"{MONTHS[mi]} {dd}"
            elif form < 0.7: dt = f"{MON3[mi]} {dd}{'th' if 4 <= dd <= 20 else {1:'st',2:'nd',3:'rd'}.get(dd % 10, 'th')}"
            elif form < 0.85: dt = f"{dd} {MONTHS[mi]}"
            else: dt = f"2027-{mi+1:02d}-{dd:02d}"
            if dt not in used: used.add(dt); break
        if role == "assistant":
            return rng.choice([f"So the final headcount is due {dt}; I'd ask the couple for it a week before that so you have slack.",
                               f"The hosting renewal falls on {dt}, which is the weekend of a wedding, so it's worth paying it early."]), [dt]
        return rng.choice([
            f"the {c} wedding is {dt}, finally locked",
            f"tasting moved to {dt} because the chef is sick",
            f"contract says final payment on {dt} — put it somewhere I'll see it",
            f"{h2} is off from {dt}, she told me like 5 times",
            f"site renewal on {dt} or it all goes dark",
            f"walkthrough at {v} is {dt}, 10am",
        ]), [dt]
    if kind == "decision":
        ch, rs = uniq(DECISIONS)
        return rng.choice([
            f"ok we're going with {ch} — {rs}",
            f"final answer on that one: {ch}. reason being {rs}",
            f"{rs}, so {ch} it is, done",
            f"after going back and forth I picked {ch} since {rs}",
            f"decided!! {ch}. mostly because {rs}",
            f"just tell {h1} it's {ch}, {rs} and I'm not reopening it",
        ]), [ch, rs]
    if kind == "constraint":
        a, cond, must = uniq(CONSTRAINTS)
        cf = cond.startswith(COND_FIRST)
        if must:
            return rng.choice([f"you HAVE to {a} {cond}, no exceptions", f"{cond} always {a}, I mean it this time",
                               f"pls tell {h1} we must {a} {cond}"] + ([f"rule for the girls: {cond} they must {a}"] if cf else [])), [a, cond]
        return rng.choice([f"never {a} {cond}", f"please remind {h2}: we do not {a} {cond}",
                           f"hard rule — don't {a} {cond}, it bit me last year", f"can you make sure no one tries to {a} {cond}",
                           f"I don't care what they say, you can't {a} {cond}"]
                          + ([f"{cond}, nobody is allowed to {a}. nobody", f"{cond} do NOT {a} ok??"] if cf else [])), [a, cond]
    # question
    t = uniq(Q_TOPICS)
    return rng.choice([
        f"does anyone know what happens with {t}??",
        f"still no idea about {t} tbh",
        f"who's actually handling {t}? not me I hope",
        f"wait, is {t} even in the package",
        f"hm and what about {t}, did we ever say",
        f"random but {t} — have we got an answer on that yet",
    ]), [t]

EN_FILLER_U = [
    "ok", "lol", "yes", "sure", "ugh", "thx", "perfect", "wait", "hmm", "ok one sec", "brb, client on the other line",
    "{c} want {f} AND {f2} in November, I said I'd 'look into it'",
    "the walkthrough at {v} went fine, took 3 hours though",
    "Table 7 is the problem table again. it's always Table 7",
    "finally ate lunch at 4:30",
    "{h1} did all 140 place cards by hand, I could cry",
    "the mother of the groom sent me 11 voice notes before 9am",
    "honestly {c} are the sweetest couple this year, I'd do their wedding for free (don't tell them)",
    "I just spent 45 minutes on hold with the linen company and they hung up on me. the linen company. on a Tuesday",
    "moodboard for {c} is basically {f}, candles, and 'vibes'",
    "{h2} is out sick so it's just me and the glue gun today",
    "the cake tasting was 6 flavours and I'm never eating sugar again",
    "the DJ wants a 12-song do-not-play list, that's actually reasonable",
    "can you rewrite this so it doesn't sound like I'm annoyed: 'Hi! Just circling back on the signed contract, let me know if you have any questions!! xx'",
    "the Glasshouse has a new manager and she's very Intense",
    "anyway. where were we",
    "so {c} added 14 people to the guest list overnight and asked if it 'changes anything'. it changes EVERYTHING. the room seats 120. I smiled and said I'd run the numbers, but in private: no. absolutely not. they can pick 14 cousins to uninvite or we move to {v} which is a whole other conversation",
    "ok real talk, I'm tired. 3 weddings in 3 weekends, the website keeps throwing errors, and {h1} wants more hours which she deserves but I can't pay for until the deposits from the spring couples land. I love this job. I love this job. I love this job",
    "bride wants {f} in the bouquet, her mum wants {f2}, I want a nap",
    "Saturday was chaos but nobody noticed, which is the whole job",
    "do you think Monday mornings should be no-client time? I'm just thinking out loud",
    "lmao the groom asked if the 'charcuterie' was the band",
    "{v} said yes to the 2 extra hours, they're being nice about it",
    "sorry that was a lot, continue",
    "just got back from {v}, the Fall light in that room is unreal",
    "Mrs. Albright called to ask if 'ivory' and 'cream' are the same colour. they are not. apparently",
    "the Pinterest board for {c} has 312 pins and zero decisions",
    "coffee #3",
    "ok the seating chart is at version 9 of the spreadsheet, which means nothing, there's no system",
    "{h1} and {h2} both want Saturday off, on the same Saturday, of course",
    "I told {c} the Golden Hour portraits take 20 minutes and they heard '2 hours'",
    "why do all grooms want a Whisky Bar now",
]
EN_FILLER_A = [
    "Got it. I'll keep that in mind for the plan.",
    "That sounds stressful — but it's very normal for this stage, about 4 to 6 weeks out is when guest lists wobble the most.",
    "Here's a gentler version: \"Hi both! Just checking in on the contract — no rush at all, happy to walk through anything on a quick call. xx\" It keeps the same ask but takes the edge off.",
    "For the seating chart, it usually helps to place the fixed tables first: the couple, the parents, then anyone with mobility needs near the exits. After that, group by friend circles rather than by family side, and leave Table 7 style trouble spots for last, so you have the most flexibility when someone drops out. A spare table of 8 is a good buffer for late changes.",
    "A simple timeline template for the day: getting ready from 10, first look around 2, ceremony at 3:30, cocktail hour, dinner at 5, speeches between courses, first dance around 7, and the send-off near 10. Every venue shifts this a bit, but if you anchor the ceremony and the dinner, the rest tends to fall into place and the photographer can plan the golden hour portraits around sunset.",
    "If {h1} is doing place cards by hand again, it might be worth batching them by table so a late change only means redoing one stack instead of re-sorting all of them.",
    "On the flowers: {f} and {f2} can sit together nicely if the palette stays soft, though {f} in November usually means imported stems and a higher price per bunch. You could offer the look with a seasonal swap in the centrepieces and keep the premium stems for the bouquet, where they're seen up close and photographed the most.",
    "Happy to help with that. Want me to draft it as a checklist or as an email you can send straight to {c}?",
    "That's a lot to hold at once. One way to make the next few weeks lighter: block one admin afternoon a week where you only do invoices, contracts and the website, and keep everything else for client time. It stops the small things from bleeding into every single day, and it gives {h2} a clear slot to hand you questions.",
    "Sure — a polite reply to the mother of the groom could thank her for the ideas, confirm you've noted them, and suggest one call this week to go through everything at once instead of message by message.",
    "Noted.",
    "Right, makes sense.",
    "Totally understandable. Three weekends in a row is a heavy run; after this stretch it might be worth keeping one weekend a month free on purpose, even in peak season.",
    "Of course. When the couple can't decide between two looks, it often works to show them one finished mock-up of each — a single table, fully set — rather than more inspiration photos. It turns an abstract choice into a concrete one, and most couples pick within a day once they can see the table.",
    "Yes, that's fair. For the Pinterest board, you could ask {c} to pick their top 10 pins in 48 hours and treat everything else as background; it narrows things without telling them their ideas are too much.",
    "Sounds like a long day. If it helps, I can turn the notes from today into a to-do list grouped by couple so tomorrow morning starts clean.",
    "Good question to ask early. Most venues have a load-in window, a noise cut-off and a hard out time, and those three shape the whole evening more than anything on the mood board. It's worth getting them in writing from every venue before the timeline goes to the couple, because the timeline is the first document vendors read.",
    "Agreed. A short, warm reply is usually best there: acknowledge the worry, say what you're doing about it, and give one date when they'll hear back from you.",
    "That's completely normal for peak season. A simple rule that helps: reply to vendors within the same day, to couples within 24 hours, and batch everything else.",
    "If the guest count goes from 120 to 134, the first things to check are the room capacity and fire limit, the caterer's minimums and price per head, and the number of tables and chairs the rentals order covers. Once you know those, you can give {c} two clean options rather than an open-ended 'it depends', which tends to make couples decide faster.",
]
EN_CALLS = [("search_history", {"query": "florist invoice"}), ("calendar_lookup", {"range": "next 2 weeks"}),
            ("search_history", {"query": "seating chart"}), ("read_file", {"path": "notes/timeline-draft.md"}),
            ("calendar_lookup", {"range": "this weekend"}), ("search_history", {"query": "venue contract"})]
EN_RESULTS = ["found 4 earlier messages; the newest one is from last week and says the plan is unchanged.",
              "3 events: a tasting, a walkthrough, and a Saturday wedding. No conflicts.",
              "timeline-draft.md: 42 lines, last edited 5 days ago. Ceremony block still marked TBD.",
              "no matching messages.", "2 matches, both already discussed above."]

# ----------------------------------------------------------------------------------------------
# Chinese material
# ----------------------------------------------------------------------------------------------
ZH_NAMES = ["林晓彤", "周敏", "陈建华", "赵雪梅", "孙浩然", "吴佩琪", "郑国强", "冯丽娟", "韩志远", "马思琪", "何文博", "高雅静",
            "罗家明", "宋婉清", "唐振宇", "许嘉欣", "邓国栋", "曹玉兰"]
ZH_TITLES = ["", "", "王经理", "陈姐", "老张", "小李"]  # used as filler only (not needles)
ZH_ROLES = ["酒店宴会部的", "花艺工作室的", "跟拍团队的", "司仪公司的", "婚纱店的", "灯光音响那边的", "场地方的", "蛋糕店的"]
ZH_COUPLES = ["小雅和阿杰", "佳佳和浩哥", "晓晓和大伟", "婷婷和子轩", "露露和阿凯", "甜甜和一帆"]
ZH_VENUES = ["湖畔草坪", "云顶酒店", "玫瑰庄园", "江景宴会厅", "老洋房", "森林教堂"]
ZH_FLOWERS = ["芍药", "洋桔梗", "白玫瑰", "满天星", "绣球", "尤加利叶", "郁金香", "香槟玫瑰"]
ZH_DECISIONS = [("户外仪式", "新人看完场地直接哭了"), ("自助餐形式", "宾客里年轻人多"), ("双机位跟拍", "仪式厅太大一台机拍不全"),
                ("手写请柬", "新郎家那边要面子"), ("提前一天布场", "场地方只给这个时段"), ("乐队现场演奏", "新娘妈妈坚持要这样"),
                ("阿里云轻量服务器", "原来的服务器老是半夜挂掉"), ("微信收定金", "长辈都不会用网银"), ("香槟塔", "新郎爸爸已经付过钱了"),
                ("圆桌十人一桌", "宾客里老人多"), ("电子请柬", "能省下将近一半的钱"), ("同一家花艺做全场", "上次合作过很靠谱"),
                ("周一统一开发票", "财务对账方便"), ("租两辆接驳车", "酒店离场地太远"), ("加租透明雨棚", "天气预报说那周有雨")]
ZH_CONSTRAINTS = [("把新人照片发朋友圈", "新人签授权书之前", False), ("改座位表", "座位卡打印出来以后", False), ("重启预约网站的服务器", "婚礼当天", False),
                  ("收现金定金", "没开收据的时候", False), ("答应加桌", "没跟酒店确认的时候", False), ("给供应商打尾款", "服务没验收之前", False),
                  ("把场地报价发给别的客户", "没经过场地方同意", False), ("删相册里的旧文件", "新人没下载完之前", False), ("替我签字", "我没看过合同之前", False),
                  ("跟新人说涨价的事", "新人还在试菜的时候", False), ("改域名解析", "我坐飞机那几个小时", False), ("私下接单", "合作期间", False),
                  ("先备份数据库", "动服务器之前", True), ("抄送我", "涉及合同的邮件", True), ("核对过敏名单", "报最终人数之前", True),
                  ("在表格里记账", "收现金的时候", True), ("给新人回电话", "有投诉的当天", True)]
ZH_TOPICS = ["开瓶费", "冷焰火的审批", "摄影师超时费", "酒店接驳车", "雨天备案", "蛋糕切割费", "乐队的停车位", "跟拍的差旅费",
             "场地保险", "伴娘服尺码", "儿童餐", "服务费那一项", "备用发电机", "伴手礼配送", "证婚人的车费"]
ZH_SW = {"WordPress": (5, 6), "预约插件": (1, 4), "node": (16, 22), "PHP": (7, 8), "Postgres": (13, 17), "主题模板": (1, 5)}

def zh_fact(rng, kind, used, helpers, role):
    v, c, fl = rng.choice(ZH_VENUES), rng.choice(ZH_COUPLES), rng.choice(ZH_FLOWERS)
    h1, h2 = helpers
    def uniq(pool):
        cand = [x for x in pool if x not in used]
        x = rng.choice(cand or pool); used.add(x); return x
    if kind == "name":
        nm = uniq(ZH_NAMES); r = rng.choice(ZH_ROLES)
        if role == "assistant":
            return rng.choice([f"联系人表里我把{r}{nm}加上了，当天有变动先打给她。", f"你转过来的那封邮件是{nm}签的名，应该是{r}，不是上次那位。"]), [nm]
        return rng.choice([f"{r}对接人换成{nm}了，原来那个离职了", f"{nm}又发消息问{fl}的事，烦死", f"把{r}{nm}加到通讯录里",
                           f"要是{nm}打电话来就说我在{v}，六点以后回", f"今天见了{nm}，人挺好的，比上一个靠谱多了",
                           f"{h1}说{nm}想把发票拆成两张，不知道啥意思"]), [nm]
    if kind == "command":
        while True:
            cmd = rng.choice(COMMANDS).format(n=rng.randint(2, 9), h=rng.randint(2, 12), d=f"{rng.randint(1,12):02d}{rng.randint(1,28):02d}")
            if cmd not in used: used.add(cmd); break
        if role == "assistant":
            return rng.choice([f"最快的检查办法是跑一下 `{cmd}`，如果没问题，那就是浏览器那边的事。",
                               f"你执行这个，把输出贴给我：\n$ {cmd}\n它不会改任何东西。"]), [cmd]
        return rng.choice([f"跑了 `{cmd}` 半天没反应", f"{h2}说上次是用 `{cmd}` 弄好的？安全吗", f"我敲的是：\n$ {cmd}\n然后就没动静了哈哈",
                           f"记一下，管用的是 `{cmd}`", f"`{cmd}` 要不要加sudo啊"]), [cmd]
    if kind == "id":
        while True:
            form = rng.random()
            if form < 0.6: i = f"{rng.choice(ID_PREFIX)}-{rng.randint(100, 9999)}"
            elif form < 0.85: i = f"#{rng.randint(100, 999)}"
            else: i = f"CVE-{rng.choice([2023, 2024, 2025])}-{rng.randint(10000, 49999)}"
            if i not in used: used.add(i); break
        if i.startswith("CVE"):
            return rng.choice([f"服务商发邮件说 {i} 很严重，我要管吗", f"听说{i}影响我们预约用的那个插件？"]), [i]
        if role == "assistant":
            return rng.choice([f"这个我先记成工单{i}了，免得忘。", f"这个和之前 {i} 是同一个问题，当时的办法还能用。"]), [i]
        return rng.choice([f"客服给了工单号{i}然后就没下文了", f"{i} 是那个周六撞档的问题，不是另一个", f"{i}到底是啥来着？后台只显示处理中",
                           f"Stripe那笔争议的编号是{i}", f"{h1}给相册打不开的事开了 {i}"]), [i]
    if kind == "port":
        while True:
            p = str(rng.randint(3000, 40000))
            if p not in used and not (1990 <= int(p) <= 2040): used.add(p); break
        if role == "assistant":
            return rng.choice([f"预约接口监听在{p}端口，防火墙只放行这一个就行。", f"监控可以直接盯 {p} 这个端口。"]), [p]
        return rng.choice([f"后台是{p}端口对吧？还是改过了", f"机房那边帮我开了 {p} 端口", f"为什么有东西在 :{p} 上监听",
                           f"测试站现在跑在{p}，正式站没动", f"日历同步一直连{p}连不上，超时", f"你帮我看看外网能不能访问{p}，那人发誓说开了"]), [p]
    if kind == "version":
        while True:
            sw = rng.choice(list(ZH_SW)); lo, hi = ZH_SW[sw]
            ver = f"{rng.randint(lo, hi)}.{rng.randint(0, 14)}.{rng.randint(1, 24)}"
            if ver not in used: used.add(ver); break
        if role == "assistant":
            return rng.choice([f"你现在是{sw} {ver}，日历那个bug是之后才修的，建议升级。", f"先把{sw}固定在 {ver}，新版本日期选择器有问题。"]), [ver]
        return rng.choice([f"页脚写着{sw} {ver}，这个算旧吗", f"{h2}把{sw}升到 {ver} 以后预约表单就空白了", f"旺季结束前就停在{ver}，不动了",
                           f"邮件说要'紧急'升级到{ver}，好吧", f"{ver}是修了安全漏洞的那个版本吗？我说的是{sw}", f"{sw}一直提醒我升级，现在是{ver}"]), [ver]
    if kind == "money":
        while True:
            form = rng.random()
            if form < 0.35: m = f"{rng.randint(1, 30)}万元"
            elif form < 0.7: m = f"¥{rng.randint(8, 300) * 100}"
            elif form < 0.85: m = f"{rng.randint(2, 95) * 100}元"
            else: m = f"{rng.randint(1, 9)}.{rng.randint(1, 9)}万"
            if m not in used: used.add(m); break
        if role == "assistant":
            return rng.choice([f"花艺报{m}的话，还在{c}给的预算里，不过很紧了。", f"加上服务费一共是{m}，合同里就写这个数。"]), [m]
        return rng.choice([f"花艺报价出来了，{m}", f"他们要周五前付{m}定金，疯了吧", f"{c}总预算就{m}，全包", f"策划费开了{m}，当天就付了！",
                           f"光场地费就要{m}，椅子还另算", f"{h1}这个月工资算下来{m}", f"摄影加跟拍一共{m}，新人说可以"]), [m]
    if kind == "date":
        while True:
            mo, dd = rng.randint(1, 12), rng.randint(1, 28)
            dt = f"{mo}月{dd}日" if rng.random() < 0.75 else f"{mo}月{dd}号"
            if dt not in used: used.add(dt); break
        if role == "assistant":
            return rng.choice([f"最终人数要在{dt}前报给酒店，建议提前一周跟新人要。", f"域名是{dt}到期，正好是婚礼那个周末，最好提前续。"]), [dt]
        return rng.choice([f"{c}的婚礼定在{dt}了，终于", f"试菜改到{dt}了，厨师病了", f"合同写的尾款是{dt}付，帮我记着",
                           f"{h2}{dt}开始请假，她说了八百遍了", f"走场定在{dt}上午十点，在{v}", f"网站{dt}续费，不续就全挂了"]), [dt]
    if kind == "decision":
        ch, rs = uniq(ZH_DECISIONS)
        return rng.choice([f"定了，就用{ch}，原因是{rs}", f"最后还是选了{ch}，毕竟{rs}", f"{rs}，所以决定{ch}", f"我拍板了：{ch}。{rs}",
                           f"跟新人商量完了，就{ch}吧，因为{rs}", f"跟{h1}说就是{ch}，{rs}，别再问了"]), [ch, rs]
    if kind == "constraint":
        a, cond, must = uniq(ZH_CONSTRAINTS)
        if must:
            return rng.choice([f"{cond}必须{a}，没有例外", f"跟她们俩说，{cond}一定要{a}", f"{cond}得{a}，别忘了"]), [a, cond]
        return rng.choice([f"{cond}千万别{a}", f"记住，{cond}不能{a}", f"{cond}谁都不准{a}", f"跟{h2}说一声，{cond}别{a}",
                           f"我不管他们怎么说，{cond}不要{a}"]), [a, cond]
    t = uniq(ZH_TOPICS)
    return rng.choice([f"{t}到底谁负责？", f"{t}还没定呢", f"{t}怎么算啊", f"对了，{t}有人问过吗", f"{t}要不要另外付钱？"]), [t]

ZH_FILLER_U = ["好的", "嗯嗯", "哈哈哈", "行", "等下", "继续", "累死了", "接个电话", "收到",
               "{c}想要{f}又想要{f2}，还是十一月，我说我研究一下",
               "今天在{v}走场走了三个小时",
               "7号桌又出问题了，每次都是7号桌",
               "下午四点半才吃上午饭",
               "{h1}手写了140张座位卡，太感动了",
               "新郎妈妈早上九点前给我发了11条语音",
               "说实话{c}是今年最可爱的一对，{c}的婚礼我都想免费做（别告诉他们）",
               "跟桌布公司打电话等了45分钟然后被挂了，周二下午，桌布公司，挂我电话",
               "{c}昨晚又加了14个人，问我'有没有影响'。影响大了！厅里就坐120人。我当面笑着说我算一下，私下说：不可能。要么他们自己删14个表亲，要么换到{v}，那又是另一回事了",
               "说真的我好累。连着三个周末三场婚礼，网站还一直报错，{h1}想多排点班，她确实值得，但春天那几对的定金没到之前我真付不起。我爱这份工作。我爱这份工作。",
               "新娘要{f}，她妈妈要{f2}，我只想睡觉",
               "周六一团乱但没人看出来，这就是这份工作",
               "不好意思说了一大堆，继续吧",
               "刚从{v}回来，那个厅下午的光线太美了",
               "{c}的Pinterest收藏了312张图，一个都没定",
               "第三杯咖啡了",
               "{h1}和{h2}都想周六请假，还是同一个周六",
               "我跟{c}说外景拍20分钟，他们听成了2小时",
               "现在的新郎怎么都想要威士忌吧台"]
ZH_FILLER_A = ["好的，我记下了。", "明白。",
               "这个阶段很正常，婚礼前四到六周是宾客名单变动最多的时候。",
               "排座位可以先定固定的桌：新人、双方父母、行动不便的长辈靠近出口。然后按朋友圈子分，而不是按男方女方分，像7号桌这种容易出事的放到最后排，这样有人临时不来的时候最灵活。多留一张8人的空桌当缓冲会很有用。",
               "当天流程可以这样排：十点开始化妆，两点第一眼，三点半仪式，然后鸡尾酒时间，五点晚宴，致辞穿插在上菜之间，七点左右第一支舞，十点左右送客。每个场地都会有点调整，但只要把仪式和晚宴的时间定住，其他的基本就顺了，摄影师也能按日落安排外景。",
               "{f}和{f2}放在一起可以很好看，只要色调保持柔和。不过十一月的{f}多半是进口花材，单价会高一些。可以主桌和手捧花用贵的花，其他桌花换成当季的，近距离拍照的地方效果最重要。",
               "如果人数从120加到134，先确认几件事：场地容量和消防上限、餐饮的最低消费和人均价格、租赁的桌椅够不够。弄清楚以后给{c}两个明确的方案，比一句'看情况'更容易让新人拍板。",
               "可以每周固定留一个下午专门处理发票、合同和网站，其他时间留给客户，这样小事不会渗进每一天，{h2}也知道什么时候来问你问题。",
               "连着三个周末确实很累，这一段忙完以后，旺季也可以每个月故意空出一个周末。",
               "可以理解。新人在两个方案之间犹豫的时候，与其再发参考图，不如各摆一张完整的样桌给他们看，具体的东西摆在眼前，一般一天之内就能定下来。",
               "这个问题问得早是好事。大部分场地都有进场时间、噪音限制和最晚撤场时间，这三样比情绪板上的任何东西都更影响当晚的安排。最好在流程表发给新人之前，让每个场地都书面确认一下，因为供应商第一个看的就是流程表。",
               "旺季这样很正常。有个简单的规矩：供应商当天回复，新人24小时内回复，其他的攒在一起处理。",
               "辛苦了。需要的话我可以把今天的记录按新人整理成待办清单，明天早上一看就清楚。",
               "可以，回复新郎妈妈的时候先谢谢她的想法，说都记下来了，然后约这周打一个电话一次性过一遍，比一条条回语音省事得多。",
               "这种情况一般先回一句暖心的话：理解他们的担心，说明你正在怎么处理，再给一个明确的回复时间。新人最怕的是没有回音，而不是答案本身。",
               "如果小李又要手写座位卡，建议按桌分批写，这样临时换人只需要重写一小摞，不用全部重新排。",
               "情绪板可以请{c}在48小时内挑出最喜欢的10张，其他的当作参考，这样既缩小了范围，又不会让他们觉得自己的想法太多。",
               "收到，这个我放进明天的清单里。"]
ZH_HELPERS = [("小李", "阿敏")]
ZH_CALLS = [("search_history", {"query": "花艺报价"}), ("calendar_lookup", {"range": "未来两周"}), ("read_file", {"path": "notes/流程草稿.md"})]
ZH_RESULTS = ["找到4条之前的消息，最新的一条是上周的，说计划没变。", "3个安排：试菜、走场、周六婚礼，没有冲突。", "没有匹配的消息。"]

# ----------------------------------------------------------------------------------------------
# conversation
# ----------------------------------------------------------------------------------------------
def fill(tpl, rng, zh, helpers):
    if zh:
        fl = rng.sample(ZH_FLOWERS, 2)
        return tpl.format(c=rng.choice(ZH_COUPLES), v=rng.choice(ZH_VENUES), f=fl[0], f2=fl[1], h1=helpers[0], h2=helpers[1])
    fl = rng.sample(FLOWERS, 2)
    return tpl.format(c=rng.choice(COUPLES), v=rng.choice(VENUES), f=fl[0], f2=fl[1], h1=helpers[0], h2=helpers[1])

ASSIST_KINDS = {"name", "command", "id", "port", "version", "money", "date"}

def conversation(seed, zh, per_kind, attempt=0):
    rng = random.Random(seed * 1000003 + 77 + attempt * 31)
    helpers = ZH_HELPERS[0] if zh else HELPERS[seed % len(HELPERS)]
    n_msgs = rng.randint(130, 280)
    plan = [k for k in KINDS for _ in range(per_kind)]
    rng.shuffle(plan)
    # choose which facts go in assistant messages (~20%, only kinds that make sense there)
    in_asst = [k in ASSIST_KINDS and rng.random() < 0.25 for k in plan]
    user_facts = [i for i in range(len(plan)) if not in_asst[i]]
    asst_facts = [i for i in range(len(plan)) if in_asst[i]]
    n_user, n_asst = (n_msgs + 1) // 2, n_msgs // 2
    # leave the last ~6 user turns without facts; group user facts into messages (some carry two)
    groups = []
    i = 0
    while i < len(user_facts):
        take = 2 if (rng.random() < 0.3 and i + 1 < len(user_facts)) else 1
        groups.append(user_facts[i:i + take]); i += take
    usable_u = n_user - 6
    if len(groups) > usable_u:
        raise SystemExit(f"too many facts ({len(plan)}) for {n_msgs} messages; lower PER_KIND")
    u_slots = sorted(rng.sample(range(usable_u), len(groups)))
    a_slots = sorted(rng.sample(range(n_asst - 6), len(asst_facts)))
    u_map = dict(zip(u_slots, groups)); a_map = {s: [f] for s, f in zip(a_slots, asst_facts)}

    used = set()
    fact_text = {}
    needles_of = {}
    mk = zh_fact if zh else en_fact
    all_needles = []
    for idx, kind in enumerate(plan):
        role = "assistant" if in_asst[idx] else "user"
        for _ in range(200):
            t, nd = mk(rng, kind, used, helpers, role)
            # no overlap with any earlier needle in either direction, and no earlier needle inside this text
            if not any(x in y or y in x for x in nd for y in all_needles) and not any(y in t for y in all_needles):
                break
        fact_text[idx] = t; needles_of[idx] = nd; all_needles.extend(nd)

    fu, fa = (ZH_FILLER_U, ZH_FILLER_A) if zh else (EN_FILLER_U, EN_FILLER_A)
    calls, results = (ZH_CALLS, ZH_RESULTS) if zh else (EN_CALLS, EN_RESULTS)
    recent = []
    def filler(pool):
        for _ in range(100):
            tpl = rng.choice(pool)
            if tpl in recent and len(pool) > 12: continue
            recent.append(tpl); del recent[:-8]
            t = fill(tpl, rng, zh, helpers)
            if not any(n in t for n in all_needles): return t
        raise RuntimeError("filler collides")
    texts = []   # (role, text, [fact idx])
    ui = ai = 0
    for m in range(n_msgs):
        if m % 2 == 0:
            if ui in u_map:
                parts = [fact_text[f] for f in u_map[ui]]
                if rng.random() < 0.3:   # run-on with a bit of chit-chat
                    parts.insert(rng.randint(0, len(parts)), filler(fu[9:]))
                sep = rng.choice(["，", "。"]) if zh else rng.choice([". ", " and also ", "\n", " — ", ", oh and "])
                texts.append(("user", sep.join(parts), u_map[ui]))
            else:
                texts.append(("user", filler(fu), []))
            ui += 1
        else:
            if ai in a_map:
                f = a_map[ai][0]
                lead = rng.choice(["好的。", "明白，", "嗯，"] if zh else ["Okay.", "Got it.", "Sure thing.", "Right —"])
                tail = filler(fa) if rng.random() < 0.5 else ""
                texts.append(("assistant", ("" if zh else " ").join(x for x in [lead, fact_text[f], tail] if x), [f]))
            else:
                t = filler(fa)
                if rng.random() < 0.25:      # a longer answer: two paragraphs
                    t += "\n\n" + filler(fa)
                texts.append(("assistant", t, []))
            ai += 1
            if rng.random() < 0.14:
                name, args = rng.choice(calls)
                texts.append(("call", json.dumps(dict(args, limit=rng.randint(3, 8)), ensure_ascii=False), name))
                texts.append(("result", rng.choice(results), name))
    facts = [(plan[i], needles_of[i]) for i in range(len(plan))]
    # checks: every needle is in its own message and in no other row
    home = {}
    for mi, (role, t, fl) in enumerate(texts):
        if role in ("user", "assistant"):
            for f in fl: home[f] = mi
    problems = []
    for i in range(len(plan)):
        for n in needles_of[i]:
            if n not in texts[home[i]][1]: problems.append(f"needle {n!r} not in its message")
            others = [mi for mi, x in enumerate(texts) if n in x[1] and mi != home[i]]
            if others: problems.append(f"needle {n!r} also in rows {others}")
    return texts, facts, problems

def rows_of(texts):
    rows = []
    for i, (role, text, extra) in enumerate(texts):
        at = f"2026-11-{20 + i // 1440:02d}T{(i // 60) % 24:02d}:{i % 60:02d}:00.000Z"
        rid = f"msg_p{i + 1:05d}"
        if role == "call":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call", "callId": f"call_{i}", "name": extra, "arguments": text}, "meta": {}})
        elif role == "result":
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "function_call_result", "callId": f"call_{i-1}", "name": extra, "status": "completed", "output": text}, "meta": {}})
        else:
            rows.append({"v": 2, "id": rid, "createdAt": at, "item": {"type": "message", "role": role, "content": text}, "meta": {"uiRole": role}})
    return rows

def build(seed, zh, per_kind):
    for attempt in range(50):
        texts, facts, problems = conversation(seed, zh, per_kind, attempt)
        if not problems: return texts, facts
    raise SystemExit(f"seed {seed}: could not build a clean conversation: {problems[:5]}")

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
    if os.environ.get("DUMP"):          # DUMP=1: print the conversations and exit, no okbot
        for n, seed in enumerate(seeds):
            texts, facts = build(seed, n == len(seeds) - 1, per_kind)
            for role, t, _ in texts: print(f"[{role}] {t}")
            for k, nd in facts: print(f"  FACT {k}: {' + '.join(nd)}")
        return
    shutil.rmtree(work, ignore_errors=True); os.makedirs(work)
    tot = {k: [0, 0] for k in KINDS}; maxc = 0
    for n, seed in enumerate(seeds):
        zh = n == len(seeds) - 1
        texts, facts = build(seed, zh, per_kind)
        rows = rows_of(texts)
        root = os.path.join(work, f"root-{seed}")
        run(okbot, root, ["init"]); run(okbot, root, ["assistant", "create", "Writer"])
        run(okbot, root, ["settings", "set", "contextCompression.summaryMaxChars", os.environ.get("SUMMARY_MAX", "2000")])
        batch, inb, runs = [], 0, 0
        for i, r in enumerate(rows):
            batch.append(json.dumps(r, ensure_ascii=False))
            if r["item"]["type"] == "message": inb += 1
            if inb >= 25 or i == len(rows) - 1:
                run(okbot, root, ["session", "append", "-a", "Writer"], "\n".join(batch) + "\n")
                batch, inb = [], 0
                run(okbot, root, ["compress", "-a", "Writer", "--now"]); runs += 1
        shown = run(okbot, root, ["context", "show", "-a", "Writer"])
        for dp, _, fs in os.walk(root):
            if "session-summary.json" in fs:
                try: maxc = max(maxc, len(json.load(open(os.path.join(dp, "session-summary.json")))["summary"]))
                except (KeyError, ValueError): pass
        found = 0
        for kind, needles in facts:
            ok = all(x in shown for x in needles)
            tot[kind][1] += 1; tot[kind][0] += ok; found += ok
            if not ok: print(f"  missing {kind}: {' + '.join(needles)}")
        nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
        print(f"seed {seed} ({'zh' if zh else 'en'}, {nmsg} messages, {len(rows)} rows, {runs} compressions): "
              f"{found}/{len(facts)} = {100 * found / len(facts):.1f}%", flush=True)
    f = sum(v[0] for v in tot.values()); p = sum(v[1] for v in tot.values())
    for k in KINDS: print(f"kind {k} {tot[k][0]}/{tot[k][1]} {100 * tot[k][0] / max(1, tot[k][1]):.1f}")
    print(f"retention overall {100 * f / max(1, p):.1f}")
    print(f"max summary chars {maxc}")

if __name__ == "__main__":
    main()
