#!/usr/bin/env python3
"""Held-out retention set "bc" for okbot conversation summaries.

Usage:
    PER_KIND=n SUMMARY_MAX=m python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds, default 1 2 3 4 5; the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  value for contextCompression.summaryMaxChars (default 2000)

Theme: the volunteer coordinator of a small food bank talking to her personal assistant:
volunteer rota and names, donations and grant money, a warehouse with a cold room, van bookings,
a stock-tracking app with its login ports and versions, food-safety rules, a trustee board and its
chair, grant report deadlines. She writes long, warm, rambling messages and pastes rota tables and
donor emails. The last seed is in simplified Chinese (一家小型食物银行的志愿者协调员).

Ten fact kinds (name, command, id, port, version, money, date, decision, constraint, question) are
seeded PER_KIND times each. Every fact has one or more needles: exact substrings that each occur in
exactly one row of the conversation (the fact's own message). The conversation is appended in
batches of 25 messages with `okbot compress -a Writer --now` after each batch; at the end a fact is
kept only when ALL its needles are found verbatim in `okbot context show -a Writer`.
Deterministic per seed (and attempt number, which is bumped when a needle check fails).
"""
import json
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

KINDS = ["name", "command", "id", "port", "version", "money", "date",
         "decision", "constraint", "question"]
BATCH = 25

# ---------------------------------------------------------------- English pools
EN = {}
EN["first"] = ["Margaret", "Tunde", "Priya", "Declan", "Hannah", "Kwame", "Fiona", "Ravi",
               "Bernadette", "Tomasz", "Aisha", "Graham", "Nkechi", "Owen", "Shirley", "Imran",
               "Colette", "Malcolm", "Yusuf", "Eileen", "Dariusz", "Lorna", "Femi", "Rosalind"]
EN["last"] = ["Okafor", "Whitlock", "Brennan", "Sandhu", "Kowalski", "McAllister", "Osei",
              "Pemberton", "Haddad", "Fairbrother", "Lindqvist", "Mensah", "Doherty", "Ruddock",
              "Varga", "Quigley", "Halloran", "Ashworth", "Nwosu", "Carmichael"]
EN["roles"] = ["our Tuesday van driver", "the newest trustee", "the chair of the trustee board",
               "the Thursday warehouse lead", "the grants officer at the council",
               "who runs the Saturday packing shift", "the environmental health inspector",
               "our treasurer", "the contact at the supermarket depot",
               "the student volunteer from the uni", "the guy who looks after the stock app",
               "the caretaker at St Mark's hall", "the referral worker at the children's centre",
               "the one who organises the school collections"]
EN["svc"] = ["pantrytrack", "stockapp-web", "coldroom-monitor", "rota-sync", "labelprint-svc",
             "vanbook-api"]
EN["cmd_fixed"] = ["pg_dump -Fc pantry_db > stock_backup.dump", "sudo ufw status numbered",
                   "python3 manage.py migrate", "./export_rota.sh --next-week",
                   "git pull origin main", "df -h /srv", "crontab -l",
                   "ping -c 4 coldroom-pi.local", "sudo apt update && sudo apt upgrade",
                   "curl -I https://stock.larderhub.org/health", "docker ps -a",
                   "ls -lh /srv/backups/nightly", "sudo reboot now"]
EN["cmd_tmpl"] = ["sudo systemctl restart {s}", "journalctl -u {s} --since yesterday",
                  "docker compose logs -f {s}", "docker compose pull {s}",
                  "sudo systemctl status {s}", "tail -n 200 /var/log/{s}/error.log",
                  "rsync -av /srv/{s}/exports/ nas:/backups/{s}/"]
EN["id_what"] = [("VAN", "van booking"), ("INV", "invoice from the cold room engineers"),
                 ("GR", "grant reference"), ("DON", "donation receipt"),
                 ("TKT", "support ticket for the stock app"), ("PO", "purchase order for the shelving"),
                 ("BK", "hall booking"), ("CASE", "case number with the council"),
                 ("REF", "referral batch number")]
EN["port_what"] = ["the stock app's admin login", "the cold room sensor dashboard",
                   "the rota sync thing", "the label printer's web page",
                   "the database the stock app talks to", "the test copy of the stock app",
                   "the backup box's web panel", "the van booking API"]
EN["ver_what"] = ["the stock app", "the food-safety policy", "the label printer firmware",
                  "the volunteer handbook", "the cold room sensor software",
                  "the rota spreadsheet template", "the allergen guidance sheet",
                  "the stock app's phone version"]
EN["money_what"] = ["the Hartley Trust grant", "the Co-op's Christmas donation",
                    "the cold room repair quote", "the van hire for December",
                    "the church collection", "the council's winter support fund",
                    "the new shelving", "the quiz night takings", "the annual insurance",
                    "the stock app's hosted plan for a year", "the JustGiving page so far",
                    "the electricity bill for the warehouse"]
EN["date_what"] = ["the Hartley Trust report deadline", "the environmental health visit",
                   "the trustee board meeting", "the Christmas hamper packing day",
                   "the van's MOT", "the council grant deadline",
                   "the volunteer induction evening", "the cold room service",
                   "the school harvest collection", "our AGM"]
EN["decisions"] = [
    ("move the Saturday shift to 9:30", "the church hall isn't open before then"),
    ("switch van hire to Kerbside Rentals", "they don't charge extra for the tail lift"),
    ("stop taking home-cooked donations", "we can't trace allergens on them"),
    ("submit the grant report a week early", "the funder's portal always crashes"),
    ("buy the second-hand chest freezer", "the cold room is rammed every Friday"),
    ("keep the paper sign-in sheet", "half the older volunteers hate the app"),
    ("pay for the hosted plan", "nobody wants to babysit the server"),
    ("ask the board for a paid driver", "we lost three van volunteers since summer"),
    ("cancel the December quiz night", "the hall double-booked us with a wedding"),
    ("drop the Wednesday evening drop-in", "only four families came last month"),
    ("go with the cheaper label printer", "money is tight this quarter"),
    ("pair every new volunteer with a buddy", "someone got lost in the racking last time"),
    ("accept the supermarket's chilled surplus", "the cold room finally has proper shelving"),
    ("hold the AGM online", "the trustees are spread across three towns"),
    ("stop using the top racking", "the ladder failed its safety check"),
    ("split the rota into two WhatsApp groups", "the main group got far too noisy"),
    ("upgrade the stock app in January", "December is too busy to risk it"),
    ("rent the storage container", "the garage lease ends in spring"),
    ("give the uniform drive its own shelf", "parents kept missing it behind the tins"),
    ("apply to the Lottery community fund", "the council grant was cut by a third"),
    ("print the rota every Monday", "the shared spreadsheet keeps getting overwritten"),
    ("retire the old Dell laptop", "it takes ten minutes to boot"),
    ("send handwritten thank-you cards to donors", "repeat gifts jumped after we did it"),
    ("close the warehouse on Boxing Day", "the volunteers deserve one proper day off"),
]
EN["constraints"] = [
    "never leave the cold room door propped open", "no one under 16 in the warehouse",
    "never share client addresses by text", "don't reuse dented tins for hampers",
    "only restart the stock app after closing", "never accept food past its use-by date",
    "no volunteer drives the van alone", "log the cold room temperature twice a day",
    "don't email the trustees on a Sunday", "never put raw meat above ready-to-eat food",
    "keep the fire exit by bay three clear", "only the chair signs grant agreements",
    "don't give out my personal mobile number", "never promise a delivery before checking the van",
    "no photos of clients, ever", "don't change the stock app password without telling me",
    "gloves on when repacking rice or pasta", "the warehouse key never leaves the lockbox",
    "no more than two evening shifts for me", "only the blue crates for chilled food",
    "no alcohol in the hampers, even at Christmas", "cleaning products never go next to food",
]
EN["questions"] = [
    "whether we need a food hygiene rating", "how Gift Aid works for bucket collections",
    "if volunteers can claim mileage for the van", "what the insurance covers for the tail lift",
    "whether the cold room needs an annual service", "how long we must keep DBS records",
    "if we can freeze bread on the day it's donated", "who actually owns the data in the stock app",
    "whether trustees can also be paid drivers", "how to get the rota into Google Calendar",
    "if the Lottery fund will pay for salaries", "what counts as restricted income",
    "whether baby formula donations are allowed", "how to turn on two-factor login",
    "if we need a licence to redistribute eggs", "whether the van needs a tachograph",
    "how to handle a volunteer who keeps no-showing", "if we can take donations in crypto",
    "whether pallet racking needs an inspection certificate",
    "how the council defines a household for referrals", "what happens if we underspend a grant",
    "whether we can sell surplus to another charity",
]
EN["tmpl"] = {
    "name": [
        "Oh! I never told you — {name} is {role} now, so if anything comes up about that it's {name} you want.",
        "Quick one before I forget, {name} ({role}) rang this morning and was lovely about everything.",
        "Can you remember for me that {name} is {role}? I keep mixing people up this month.",
        "We've got a new face: {name}, {role}. Very calm, very organised, bit terrifying honestly lol.",
        "so {name} is {role} as of last week, which I think is brilliant news",
        "Just to keep track — the person I mentioned yesterday is {name}, {role}. Thats who signs stuff off.",
        "I had coffee with {name}, {role}, and we ended up talking for two hours about pallets of all things.",
    ],
    "command": [
        "Jonno told me to type `{cmd}` when the app goes weird, so that's what I did, and it seemed to sort itself out??",
        "for the record the thing I ran on the little server was `{cmd}` - I copied it off a sticky note on the monitor",
        "The student who set it up left a note saying run {cmd} every Monday. I have no idea what it does but I trust her.",
        "Okay I did it, I ran `{cmd}` and it printed loads of stuff and then went quiet. Is quiet good?",
        "Note to self (and you): `{cmd}` is the magic words for the stock box.",
        "I'm going to try `{cmd}` like the forum said, fingers crossed nothing explodes.",
    ],
    "id": [
        "The {what} is {id}, in case they ring and ask me and I'm standing in the freezer with no phone.",
        "Got the confirmation through — {what}: {id}. Please hang on to that for me.",
        "ugh they want me to quote {id} on everything, it's the {what}.",
        "Pasting this bit from the email:\n\n> Thank you for your enquiry. Your {what} is {id}. Please keep this for your records.\n\nSo that's that.",
        "If anyone asks, the {what} is {id} — I wrote it on my hand but I've washed it since.",
        "{id} is the {what}, I think? Yes. Definitely. Mostly definitely.",
    ],
    "port": [
        "The techy volunteer says {what} is on port {port}, which means nothing to me but there we go.",
        "If you type the address with :{port} on the end you get {what}. Took me a week to work that out.",
        "so apparently {what} lives on port {port} and that's why my bookmark wasn't working",
        "Note for later: {what} = port {port}. Don't ask me why it's that number.",
        "He changed {what} to port {port} over the weekend, so all the old links are broken, great.",
        "For {what} you need port {port}, and the password is in the red folder (not telling you the password!).",
    ],
    "version": [
        "We're on {ver} of {what} now apparently, the update happened overnight.",
        "The trustees approved {what} at {ver} so that's the one we hand out from now on.",
        "Little victory: {what} is finally on {ver}, and the login button is back where it should be!",
        "I printed {what} and it says {ver} at the bottom, is that the latest? Don't answer, I'll check myself lol",
        "Make a note that {what} went to {ver} this week, because the inspector always asks.",
        "The email said {what} {ver} fixes the bug with duplicate tins. We'll see.",
    ],
    "money": [
        "Amazing news!!! {what} came in at {amt}. I actually did a little dance in the car park.",
        "So {what} is {amt}, which is more than I expected and less than I hoped, story of my life.",
        "For the budget sheet: {what} = {amt}.",
        "The email from the donor:\n\n> Dear all, I'm pleased to confirm {what} of {amt} will be transferred this month. Keep up the wonderful work.\n\nI could cry honestly.",
        "{what} came to {amt} in the end. The treasurer will want to know.",
        "Just had the call - {what}, {amt}, all agreed. Writing it here so I don't lose it.",
    ],
    "date": [
        "Diary thing: {what} on {date}. Please don't let me forget, I'm begging.",
        "They've confirmed {date} for {what}, so that's set in stone now.",
        "{date} — that's {what}. I've written it on the whiteboard but someone always rubs it off.",
        "hmm so {what} on {date}, which clashes with basically everything",
        "From the email:\n\n> We can confirm the date for {what}: {date}. Please let us know if this causes any difficulty.\n\nIt does cause difficulty but fine.",
        "Can you hold {date} in your head for me? It's {what}.",
    ],
    "decision": [
        "Right, I've made my mind up: we're going to {c}, mainly because {r}.",
        "After all that back and forth I think we'll {c}. Honestly {r}, so what else can we do.",
        "Decision made, no more dithering — {c}. Reason being {r}.",
        "I talked to the others and we agreed to {c} since {r}.",
        "ok so final answer, we {c}... {r} and I'm not having that argument again.",
        "I'm going to {c}. I know, I know, but {r}.",
    ],
    "constraint": [
        "One rule that's really non-negotiable for us: {c}. I'll say it till I'm blue in the face.",
        "Please always remember this one for me — {c}. No exceptions, even if I'm the one asking.",
        "House rule, and I mean it: {c}.",
        "If I ever ask you to help with something that breaks this, stop me: {c}.",
        "Standing rule from the board, they were very firm about it: {c}.",
        "Just so it's written down somewhere, {c}. We got told off for it once and once was enough.",
    ],
    "question": [
        "Oh and random one, do you know {q}? It's been bugging me.",
        "Something I keep meaning to find out is {q}, not urgent though.",
        "Does anyone actually know {q}?? Asking for a friend (the friend is me).",
        "Can I ask you something I should probably know already: {q}?",
        "I was lying awake wondering {q}. That's my life now haha.",
        "Sorry, different topic — I honestly have no clue {q}. Do you?",
    ],
}
EN["atmpl"] = {
    "name": ["Looking back at that email chain, the person who signs off is {name}, {role}.",
             "You mentioned earlier that {name} is {role}, so they're probably the right person to ask.",
             "From the rota notes you pasted, {name} is {role}, so I'd loop them in."],
    "command": ["The command you want is `{cmd}`. Run it from the little server's terminal and send me whatever it prints.",
                "Try this: `{cmd}`. If it asks for a password, that's the admin one in the red folder, not yours.",
                "Going by the note you found, it's `{cmd}`; it's safe to run while the warehouse is closed."],
    "id": ["I found it in the email: the {what} is {id}.",
           "The {what} in that confirmation is {id}, so use that when you ring them."],
    "port": ["The address in that screenshot ends in :{port}, so {what} is on port {port}.",
             "Judging by the error, {what} moved to port {port}; update the bookmark to that."],
    "version": ["The About page in your screenshot says {what} is {ver}.",
                "Going by the release note you pasted, {what} is now {ver}."],
    "money": ["Adding it up from the statement you sent, {what} comes to {amt}.",
              "From that letter, {what} is {amt}."],
    "date": ["The email puts {what} on {date}.",
             "According to the page you forwarded, {what} is on {date}, so it's worth planning backwards from that."],
}
EN["aprompt"] = {
    "name": ["who was it that signs that stuff off again? I've got a head like a sieve",
             "Remind me who I should talk to about this? Someone mentioned a name and it's gone."],
    "command": ["The app is being slow again. What do I type on the server thing? Baby steps please.",
                "ok I'm at the keyboard in the office. What's the command?? the sticky note has gone"],
    "id": ["Can you dig out the reference from that email I forwarded? They're asking on the phone.",
           "What was the number on that confirmation, I'm on hold and can't find it"],
    "port": ["The bookmark is broken again. What number goes on the end of the address?",
             "Sorry I've pasted the error below, why can't I get in?\n\n  connection refused\n  (it just spins then says that)"],
    "version": ["Which version are we on? The inspector's asking and I'm panicking slightly",
                "I've attached a screenshot of the about page, what version is that? I can't read the tiny writing"],
    "money": ["can you add up the numbers from that statement for me, I'm too tired for maths",
              "How much was it in the end, from that letter? I've lost it under a pile of tins"],
    "date": ["When's that due again? I have a horrible feeling it's soon",
             "Can you check the date in that email, I need to tell the volunteers"],
}
EN["ack"] = [
    "Got it, I've made a note of that. It sounds like this week has been a lot — you're juggling the rota, the warehouse and the donors all at once, and honestly it reads like you're doing it well. If you want, later on I can pull together a short list of everything that's still open so you can see it all on one page instead of carrying it in your head.",
    "Noted. That's really helpful context. One small suggestion: when things like this come up, it's worth putting them in the shared notes as well, so that if you're off sick or on leave whoever covers the shift isn't left guessing. I'm happy to draft that note whenever you like.",
    "Thanks, that's saved. It's a good sign that the practical side is settling down. If it would help, I can also write a short message for the volunteer WhatsApp group so everyone's on the same page — just tell me the tone you want, chatty or brisk.",
    "That makes sense, and I've kept it. I'd also gently point out you've been doing the job of about three people this month. Is there anything on your list that someone else could pick up? Even one small task handed over would take some pressure off before Christmas.",
    "Okay, recorded. I won't bring it up unless it becomes relevant, but it'll be there when you need it. Anything else from this morning you want to get off your chest while you've got a minute?",
    "Lovely, I've got that down. For what it's worth, keeping track of details like this is exactly the kind of thing that makes the grant reports so much easier at the end of the year — you'll thank yourself in March.",
    "Understood. I'll keep that in mind whenever we plan shifts or talk to the trustees. If anything changes, just tell me and I'll update it rather than you having to remember which version is current.",
    "Right, that's in. You sound a bit frazzled, so let's keep the next steps small: one thing today, one thing tomorrow. Which is the most pressing from your side?",
]
EN["ack_q"] = [
    "That's a fair thing to wonder about. Before I get into it though — you mentioned the volunteers were short-staffed on Thursday, and I think that's the more pressing thing this week. Shall we sort the cover first and come back to the rest another time?",
    "Good thing to flag. Let's park it for now, because I'd rather look into it properly than give you a half answer while you're in the middle of a shift. How did the delivery go in the end?",
    "Hmm, I want to be careful there rather than guess. Let's leave it on the list for when you have a quieter moment. In the meantime, how are you doing — you sounded exhausted yesterday.",
]
EN["chit"] = [
    "Morning! Sorry, typing this on the bus so excuse the typos.",
    "The kettle in the warehouse has finally died, so that's the day off to a great start lol.",
    "It is FREEZING in the warehouse today, I'm wearing two fleeces and a bobble hat.",
    "Bev brought in flapjacks again, she's an angel, I've had three.",
    "My cat sat on the laptop this morning and sent half an email to the vicar. Mortifying.",
    "We had a queue out the door this morning, more than I've ever seen on a Tuesday.",
    "Honestly some days I don't know how we keep the lights on, but we do, somehow.",
    "Anyway. Where was I.",
    "sorry if this is garbled, my phone keeps autocorrecting pallets to palettes and teh to tea",
    "definately need a holiday after christmas lol",
    "Sorry this is long, I've been saving it up all day.",
    "Ade's little boy came in with his school and was very serious about sorting the pasta by shape.",
    "The heating in the office is making that clanking noise again.",
    "I haven't had lunch yet and it's nearly four, don't tell anyone.",
    "Also it's raining sideways, which means half the Thursday lot will cancel.",
    "Mags says hello by the way, she thinks you're 'very polite for a computer'.",
    "Had a lovely thank-you card from one of the families today, it's on the fridge now.",
    "I think I'm getting a cold, everyone in the warehouse is sniffling.",
    "The tins mountain has grown again, it's like it breeds overnight.",
]
EN["ufill"] = [
    "How do I say no nicely to a volunteer who wants to bring her dog in? She's lovely but the dog is not food-safety friendly and he eats cardboard.",
    "Can you help me write a short thank-you post for Facebook? Warm but not soppy. We had a great weekend, lots of new faces, and the school choir sang in the car park which made me cry a bit.",
    "I need a kind message to the volunteers about tidying up after themselves. The kitchen was a disaster this morning, someone left a yoghurt pot in the sink for what I can only assume was three weeks.",
    "ugh. long day. tell me something nice",
    "What's a good way to run a ten-minute induction for new volunteers? I always end up rambling about the history of the food bank and running out of time for the fire exits.",
    "Do you think I should do a newsletter? People keep asking what we do with their donations and I never have time to tell them.",
    "Could you give me a checklist for closing up on a Friday? I keep forgetting something different every week.",
    "I've been thinking about burnout. Mine, mostly. How do other coordinators manage it?",
    "We got a massive delivery of baked beans. Like, hundreds. Any ideas for using them in hampers so people don't get sick of beans?",
    "Can you draft a message to the church asking if we can use the side room in January? Polite, they've been very generous already.",
    "Tell me honestly, is it weird to put a suggestion box in the waiting area? I worry it'll just fill with sweet wrappers.",
    "Help me think about how to thank the regular drivers at Christmas without spending much.",
]
EN["afill"] = [
    "That's a tricky one because she's clearly well-meaning. You could say something like: \"I love that you want to bring him, and he's gorgeous, but we can't have any animals where food is stored or packed — it's one of our food-safety rules and the inspector would have our heads. Would you send me a photo of him instead so we can all say hello?\" It's kind, it's about the rule and not about her, and it leaves her feeling liked.",
    "Here's a draft:\n\n\"What a weekend! 💚 A huge thank you to everyone who came through the doors — old friends and lots of new faces. Special thanks to the school choir, who turned a rainy car park into the best concert in town. Every tin, every hour and every smile keeps this place going. See you next week!\"\n\nIf you want it shorter, drop the middle sentence. A photo of the choir (with the school's permission) would make it fly.",
    "Here's a gentle way to put it:\n\n\"Hi everyone! Just a quick friendly reminder to give the kitchen a wipe and wash up your own mugs before you leave. We're a small team in a small space and it makes a huge difference to whoever opens up the next morning. Thank you all — you're brilliant.\"\n\nIt keeps things light, doesn't single anybody out, and ends on thanks, which tends to land better than a list of rules. If it keeps happening, a small laminated sign by the sink usually does the rest.",
    "For a short induction, I'd structure it like this:\n\n1. Welcome and one sentence on what we do (two minutes, tops).\n2. Safety walk: fire exits, first aid box, where the cold room is and how the door works.\n3. Food safety basics: gloves, dates, and what to do if you're unsure.\n4. How a shift runs, start to finish.\n5. Who to ask, and how to swap a shift.\n\nKeep the history for a leaflet they can take home. People remember the walk much more than the talk.",
    "That sounds like a lot to carry. A few things that help many coordinators: protect one evening a week where you don't look at the group chat, hand one recurring job to a trusted volunteer even if they'll do it differently, and keep a 'done' list as well as a to-do list, so you can actually see what you've achieved. You're allowed to be tired. It doesn't mean you're doing it wrong.",
    "A newsletter could be really worthwhile, and it doesn't have to be big. One page a month: a number (families helped), a short story (with permission and no identifying details), a thank-you, and one thing you need. I can draft the first one if you send me a few bullet points, and after that it's mostly filling in the blanks.",
    "Here's a Friday close-up checklist you could laminate:\n\n- Cold room: door shut, temperature written on the sheet\n- Freezers: lids down, nothing on top\n- Back door locked and bolted\n- Kitchen: kettle off, bins out\n- Tills/cash tin: counted, in the safe\n- Lights and heaters off\n- Alarm set, key back in the lockbox\n\nTick it off on the way out and you'll stop having those 2am 'did I lock it?' moments.",
    "Beans are a classic! Some ideas: pair them with a recipe card (bean chilli, beans on jacket potatoes, a simple bean and veg soup), mix them into hampers alongside rice and spices so they feel like part of a meal, and offer them on the 'help yourself' table rather than putting them in every bag. A little variety goes a long way for dignity.",
    "Of course. Something like:\n\n\"Dear friends, thank you so much for everything you've already done for us this year. We're wondering whether it might be possible to use the side room on a few mornings in January while our warehouse has some work done. We'd take great care of it and leave it exactly as we found it. Would you be happy to talk about it?\"\n\nShort, grateful, and it leaves the door open for them to say no kindly.",
    "A suggestion box can work well, especially if you show people that you read it. Put up a small 'you said, we did' notice once a month. Expect some sweet wrappers, yes, but also the occasional note that changes how you run things.",
    "Something nice: you've kept a small, volunteer-run food bank going through one of the hardest winters in years, and people come back to volunteer because of how you treat them. That's not nothing. Go and have a cup of tea.",
    "For the drivers, small and personal usually beats expensive. A handwritten card from the families (no names needed), a tin of biscuits for the van, and a public thank-you at the Christmas get-together. People mostly want to know they've been noticed.",
]
EN["tools"] = [
    ("search_inbox", {"query": "rota swap"}, "3 results\n- 'Can I swap Thursday?' from Sal (Tue 09:12)\n- 'Re: Re: cover for next week' from Kit (Mon 18:40)\n- 'rota' from Nell (Sun 20:03)\nNo attachments."),
    ("read_spreadsheet", {"file": "rota_current.xlsx", "range": "A1:D8"},
     "| Day | Morning | Afternoon | Van |\n|---|---|---|---|\n| Mon | Bev, Ron | Sal | - |\n| Tue | Mags, Kit | Nell, Viv | Ron |\n| Wed | Dot | (closed) | - |\n| Thu | Ade, Bev | Jonno | Kit |\n| Fri | Sal, Viv | Mags, Dot | Ade |\n| Sat | everyone! | - | Jonno |"),
    ("stock_lookup", {"category": "tins"},
     "tomatoes: 148\nbaked beans: 312\nchickpeas: 41\nsoup (mixed): 97\ntuna: 23 (LOW)\nsweetcorn: 66\nfruit: 58"),
    ("check_calendar", {"range": "this week"},
     "Mon: warehouse open 10-2\nTue: warehouse open 10-2, van out pm\nWed: office day\nThu: warehouse open 10-2, volunteer catch-up 5pm\nFri: deliveries in, warehouse open 10-1\nSat: packing shift"),
    ("weather_forecast", {"place": "here", "days": 3},
     "Today: heavy rain, 7C, wind 30 km/h\nTomorrow: showers, 6C\nNext day: dry, cold, 3C overnight"),
    ("stock_lookup", {"category": "chilled"},
     "milk (UHT): 84\nyoghurts: 30 (short date)\ncheese blocks: 12\nbutter: 19\nready meals: 7"),
    ("search_inbox", {"query": "donation thank you"},
     "2 results\n- 'Thank you from class 4B' from the primary school office\n- 'Harvest collection photos' from the parish office\nBoth read."),
]
EN["chat_opens"] = ["Hi!", "Hiya.", "Morning.", "Evening, sorry it's late.", "Hello again :)", "Me again!", "Okay.", ""]

# ---------------------------------------------------------------- Chinese pools
ZH = {}
ZH["sur"] = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱",
             "胡", "郭", "何", "林", "罗", "高", "梁", "宋", "郑", "谢"]
ZH["given"] = ["秀兰", "建国", "丽华", "志强", "晓燕", "海涛", "桂英", "文博", "佳怡", "俊杰",
               "雪梅", "国平", "婷婷", "德明", "慧敏", "子豪", "春花", "立新", "玉珍", "思远"]
ZH["roles"] = ["周二开货车的司机", "新来的理事", "我们的理事长", "周四仓库的组长",
               "区民政局负责基金的老师", "周六分装班的负责人", "市场监管局的检查员",
               "我们的财务", "超市配送中心的对接人", "大学生志愿者", "维护库存小程序的程序员",
               "社区活动室的管理员", "街道社工站的转介社工", "负责学校募捐的家长代表"]
ZH["id_what"] = [("HC", "货车预约号"), ("FP", "冷库维修的发票号"), ("JJ", "基金项目编号"),
                 ("JZ", "捐赠收据编号"), ("GD", "小程序的工单号"), ("CG", "货架的采购单号"),
                 ("YY", "活动室预约号"), ("AJ", "街道那边的案件编号")]
ZH["port_what"] = ["库存小程序的后台登录", "冷库温度监控页面", "排班同步服务", "标签打印机的网页",
                   "小程序连的那个数据库", "测试版的小程序", "备份盒子的管理页面", "货车预约的接口"]
ZH["ver_what"] = ["库存小程序", "食品安全制度", "标签打印机固件", "志愿者手册",
                  "冷库传感器的软件", "排班表模板", "过敏原提示单", "小程序的安卓版"]
ZH["money_what"] = ["慈善基金会的拨款", "超市的春节捐赠", "冷库维修报价", "十二月的货车租金",
                    "教会的募捐", "区里的冬季帮扶资金", "新货架", "义卖会的收入", "全年的保险费",
                    "小程序一年的云服务费", "网上募捐目前", "仓库的电费"]
ZH["date_what"] = ["基金的中期报告要交", "市场监管局来检查", "理事会开会", "春节礼包分装日",
                   "货车年检", "区里的基金申报截止", "新志愿者培训", "冷库保养",
                   "学校的爱心募捐", "年度会员大会"]
ZH["decisions"] = [
    ("把周六的班改到九点半", "活动室九点前不开门"),
    ("货车改租顺达的", "他们尾板不另外收钱"),
    ("不再收家里做的熟食", "过敏原根本没法追溯"),
    ("基金报告提前一周交", "基金会的系统每次截止日都崩"),
    ("买那台二手冰柜", "每周五冷库都塞满了"),
    ("保留纸质签到表", "一半年纪大的志愿者不会用小程序"),
    ("小程序改用托管版", "没人愿意天天守着服务器"),
    ("申请请一个兼职司机", "夏天以来走了三个开车的志愿者"),
    ("取消十二月的义卖会", "活动室那天被婚宴占了"),
    ("停掉周三晚上的开放时段", "上个月只来了四户人家"),
    ("买便宜的那台标签机", "这个季度钱特别紧"),
    ("新志愿者都配一个老带新", "上次有人在货架区迷路了"),
    ("接收超市的冷藏临期品", "冷库终于装好了货架"),
    ("年会改在线上开", "理事们分散在三个区"),
    ("最上层货架不再放东西", "梯子安全检查没通过"),
    ("排班群拆成两个", "大群消息实在太多了"),
    ("小程序一月份再升级", "十二月太忙不敢冒险"),
    ("租那个集装箱当仓库", "车库的租约春天到期"),
    ("每周一把排班表打印出来", "共享表格老被人改乱"),
    ("淘汰那台旧笔记本", "开机要十分钟"),
    ("给每位捐赠人写手写感谢卡", "写了以后回头捐的人明显多了"),
    ("大年初一仓库关门", "志愿者也该好好休息一天"),
]
ZH["constraints"] = [
    "冷库门绝对不能一直敞着", "未满十六岁的不能进仓库", "不要用短信发受助家庭的地址",
    "瘪了的罐头不要放进礼包", "只能在下班后重启小程序", "过了保质期的东西一律不收",
    "不能让志愿者一个人开货车", "冷库温度每天记两次", "周末不要给理事们发邮件",
    "生肉不能放在熟食上面", "三号货架旁的消防通道不能堵", "基金协议只能理事长签字",
    "不要把我的私人手机号给别人", "没确认货车之前不要答应送货", "绝对不拍受助者的照片",
    "改小程序密码前必须先告诉我", "分装大米面条必须戴手套", "仓库钥匙不能离开钥匙箱",
    "一周最多给我排两个晚班", "冷藏食品只能用蓝色周转箱", "礼包里不放任何酒类",
    "清洁用品不能和食物放一起",
]
ZH["questions"] = [
    "我们需不需要办食品经营许可", "匿名现金捐款能不能开收据", "志愿者开货车的油费能不能报销",
    "保险管不管尾板出事故", "冷库是不是每年都要保养", "志愿者的身份资料要保存多久",
    "当天捐的面包能不能冷冻", "小程序里的数据到底归谁", "理事能不能同时当有偿司机",
    "排班表怎么导进手机日历", "基金能不能用来发工资", "什么算限定用途的收入",
    "婴儿奶粉能不能接受捐赠", "小程序怎么开两步验证", "转赠鸡蛋要不要特别的资质",
    "货车要不要装行驶记录仪", "老是放鸽子的志愿者该怎么处理", "能不能接受数字货币捐款",
    "货架要不要做承重检测", "街道怎么界定一户人家", "基金没花完会怎么样",
    "多余的物资能不能转给别的机构",
]
ZH["tmpl"] = {
    "name": [
        "哦对了忘了跟你说，{name}现在是{role}了，以后这方面的事找{name}就行。",
        "先记一下哈，{name}（{role}）今天早上打电话来了，人特别客气。",
        "你帮我记住{name}是{role}好不好，这个月人太多我老是搞混。",
        "来了个新面孔：{name}，{role}。做事特别稳，说实话有点怕她哈哈",
        "所以从上周开始{name}就是{role}了，我觉得这是个大好消息",
        "跟{name}喝了杯咖啡，她是{role}，结果我们聊托盘聊了两个小时，真是服了自己。",
    ],
    "command": [
        "小刘说小程序卡住的时候就敲 `{cmd}`，我就照做了，然后好像就好了？？",
        "记一下，我在那台小服务器上跑的是 `{cmd}`，从显示器上贴的便利贴抄的",
        "搭系统的那个学生留了张条子，说每周一跑一下 {cmd}。我不知道它干嘛的但我信她。",
        "好了我弄了，跑了 `{cmd}`，刷了一大堆字然后就没动静了。没动静是好事吧？",
        "给自己（也给你）记一下：`{cmd}` 就是那台库存机器的咒语。",
        "我准备照论坛上说的试一下 `{cmd}`，祈祷别炸。",
    ],
    "id": [
        "{what}是{id}，万一他们打电话来我正好在冷库里没带手机呢。",
        "确认信息到了——{what}：{id}。你帮我记着。",
        "烦死了，他们要求所有东西上都写{id}，这是{what}。",
        "把邮件这段贴给你：\n\n> 感谢您的咨询，您的{what}为{id}，请妥善保存。\n\n就这样。",
        "要是有人问，{what}是{id}，我本来写在手上了后来洗掉了。",
        "{id}是{what}吧？对，肯定是，应该是。",
    ],
    "port": [
        "搞技术的那个志愿者说{what}在{port}端口，我反正听不懂，记下来再说。",
        "网址后面加上:{port}就能进{what}了，我琢磨了一个星期才弄明白。",
        "原来{what}是在{port}端口，难怪我的书签一直打不开",
        "记一下：{what} = 端口{port}。别问我为什么是这个数。",
        "他周末把{what}改到了{port}端口，以前的链接全失效了，真好。",
        "{what}要用{port}端口，密码在红色文件夹里（密码不告诉你！）。",
    ],
    "version": [
        "{what}现在好像是{ver}了，昨晚自动更新的。",
        "理事会通过了{what}{ver}，以后就发这一版。",
        "小小的胜利：{what}终于升到{ver}了，登录按钮也回到原来的位置了！",
        "我把{what}打印出来，最下面写着{ver}，这是最新的吗？算了别回答，我自己查哈哈",
        "记一下{what}这周换成{ver}了，检查的人每次都问。",
        "邮件里说{what}{ver}修好了罐头重复入库的问题，走着瞧吧。",
    ],
    "money": [
        "好消息！！！{what}到了，{amt}。我在停车场原地转了个圈。",
        "所以{what}是{amt}，比预想的多、比希望的少，我的人生就是这样。",
        "预算表用：{what} = {amt}。",
        "捐赠方的邮件：\n\n> 各位好，很高兴确认本月将转入{what}共{amt}，感谢你们一直以来的付出。\n\n看得我都想哭了。",
        "{what}最后算下来是{amt}，财务肯定要问。",
        "刚挂电话——{what}，{amt}，都谈妥了。写在这里免得弄丢。",
    ],
    "date": [
        "日程提醒：{what}是{date}。千万别让我忘了，求你了。",
        "他们确认了{date}{what}，这下定死了。",
        "{date}——那天{what}。我写在白板上了，但总有人给我擦掉。",
        "嗯所以{date}{what}，跟所有事都撞了",
        "邮件原文：\n\n> 现确认{date}{what}，如有困难请告知。\n\n困难是有的，算了。",
        "你帮我记着{date}好吗？那天{what}。",
    ],
    "decision": [
        "好，我想好了：我们{c}，主要是因为{r}。",
        "来来回回讨论了半天，我觉得还是{c}吧。说实话{r}，还能怎么办。",
        "就这么定了，不纠结了——{c}。原因是{r}。",
        "我跟大家商量过了，决定{c}，因为{r}。",
        "好吧最终决定，{c}……{r}，这个架我不想再吵了。",
        "我打算{c}。我知道我知道，但是{r}。",
    ],
    "constraint": [
        "有一条规矩是绝对不能破的：{c}。我说多少遍都行。",
        "这条你一定帮我记住——{c}。没有例外，就算是我自己要求也不行。",
        "我们的铁规矩，我是认真的：{c}。",
        "以后我要是让你帮忙做违反这条的事，拦住我：{c}。",
        "理事会定的规矩，他们态度很坚决：{c}。",
        "写下来存个档吧，{c}。以前因为这个被批评过一次，一次就够了。",
    ],
    "question": [
        "哦还有个不相干的，你知道{q}吗？这事一直在我脑子里转。",
        "有件事我一直想弄清楚，就是{q}，不急哈。",
        "到底有没有人知道{q}？？替朋友问的（朋友就是我）。",
        "问你个我可能早该知道的问题：{q}？",
        "我昨晚躺床上一直在想{q}。我的人生现在就这样了哈哈",
        "不好意思换个话题——我真的搞不清{q}。你知道吗？",
    ],
}
ZH["atmpl"] = {
    "name": ["翻了一下那串邮件，负责签字的是{name}，{role}。",
             "你之前说过{name}是{role}，问她应该最合适。",
             "按你贴的排班备注，{name}是{role}，我建议把她拉进来。"],
    "command": ["你要用的命令是 `{cmd}`。在那台小服务器的终端里运行，然后把输出发给我。",
                "试试这个：`{cmd}`。如果要密码，用红色文件夹里那个管理员密码，不是你自己的。",
                "按你找到的那张便条，应该是 `{cmd}`；仓库关门的时候运行是安全的。"],
    "id": ["我在邮件里找到了：{what}是{id}。", "那封确认邮件里的{what}是{id}，打电话时报这个就行。"],
    "port": ["从报错来看，{what}换到了{port}端口，把书签改一下就好。",
             "截图里的地址说明{what}在{port}端口上。"],
    "version": ["你截图里的“关于”页面显示{what}是{ver}。", "按你贴的更新说明，{what}现在是{ver}。"],
    "money": ["按你发来的对账单算，{what}一共是{amt}。", "那封信里写的{what}是{amt}。"],
    "date": ["邮件里写的是{date}{what}。", "你转发的通知上写着{date}{what}，我们可以倒推着安排准备工作。"],
}
ZH["aprompt"] = {
    "name": ["那个事是谁负责签字来着？我这脑子跟筛子一样", "提醒我一下这事该找谁？有人说过名字我忘了"],
    "command": ["小程序又卡了。服务器上要敲什么？一步一步教我哈", "我现在坐在办公室电脑前了，命令是啥？？便利贴不见了"],
    "id": ["帮我从转发给你的那封邮件里找一下编号？对方在电话上问", "那个确认单上的号码是多少，我在等电话找不到了"],
    "port": ["书签又打不开了，网址后面要加什么数字来着？", "报错贴下面了，为什么进不去？\n\n  连接被拒绝\n  （一直转圈然后就这样）"],
    "version": ["我们现在是哪个版本？检查的人在问，我有点慌", "发你截图了，这是什么版本？字太小看不清"],
    "money": ["帮我把那张对账单加一下，我累得算不动了", "那封信里最后是多少钱？被一堆罐头压住找不到了"],
    "date": ["那个什么时候截止来着？我有种不好的预感", "帮我看看那封邮件里的日期，我要通知志愿者"],
}
ZH["ack"] = [
    "好的，我记下了。感觉你这周事情特别多——排班、仓库、捐赠方全压在你一个人身上，但说真的你处理得挺好的。要是需要，我晚点可以把所有还没办完的事列个清单，省得你全装在脑子里。",
    "收到，这个背景很有用。一个小建议：这类事情最好也在共享笔记里写一份，万一你生病或者请假，顶班的人也不用瞎猜。你想要的话我随时帮你起草。",
    "好的，存好了。实际操作这块慢慢理顺了，是好兆头。如果需要，我也可以帮你给志愿者群写一段话，让大家信息同步——你说要轻松一点还是正式一点就行。",
    "明白，我记住了。也想轻轻提醒你一句，你这个月干了差不多三个人的活。清单上有没有什么能交给别人的？哪怕交出去一件小事，春节前也能轻松一点。",
    "好，记录了。不相关的时候我不会主动提，但你需要的时候它就在。趁现在有空，今天上午还有什么想一吐为快的吗？",
    "好嘞，记下了。说句实在的，平时把这些细节记清楚，年底写基金报告会轻松很多，到时候你会感谢现在的自己。",
    "了解。以后排班或者跟理事们沟通时我都会考虑这一点。有变化直接告诉我，我来更新，你就不用记哪个是最新的了。",
]
ZH["ack_q"] = [
    "这个问题确实值得想想。不过先说另一件——你刚才提到周四志愿者不够，我觉得这周这个更急。我们先把顶班的人安排好，其他的改天再说？",
    "好问题，先记在单子上吧，我想认真查清楚再说，而不是在你忙着值班的时候随便给个半吊子答案。对了，送货最后顺利吗？",
    "嗯，这个我不想随便猜。等你有空的时候再细说。倒是你最近怎么样？昨天听起来累坏了。",
]
ZH["chit"] = [
    "早！在公交上打字，错别字见谅。", "仓库的电水壶终于彻底坏了，今天开局真完美哈哈。",
    "今天仓库冷死了，我穿了两件抓绒还戴了帽子。", "李阿姨又带了自己烤的饼干，她就是天使，我吃了三块。",
    "早上猫踩了电脑，给社区主任发了半封邮件，社死。", "今天早上排队排到门外了，周二从来没这么多人过。",
    "说实话有时候我都不知道我们是怎么撑下来的，但就是撑下来了。", "算了，我说到哪了。",
    "不好意思写这么长，攒了一整天了。", "老张的小孙子跟着学校来帮忙，特别认真地按形状分面条。",
    "办公室的暖气又在哐哐响了。", "快四点了我还没吃午饭，别告诉别人。",
    "而且外面下着斜着飘的雨，周四那拨人估计一半要请假。", "小周让我跟你问好，她说你是“很有礼貌的电脑”。",
    "今天收到一户人家手写的感谢卡，已经贴冰箱上了。", "我感觉要感冒了，仓库里个个都在吸鼻子。",
    "罐头山又长高了，感觉它晚上会自己繁殖。",
]
ZH["ufill"] = [
    "怎么委婉地拒绝一个想带狗来值班的志愿者？她人特别好，但那条狗不符合食品安全，而且它吃纸箱。",
    "能帮我写一段朋友圈的感谢文案吗？温暖一点但别太煽情。这周末来了好多新面孔，学校合唱团还在停车场唱了歌，我都看哭了。",
    "我需要给志愿者发条消息，客气地提醒大家用完东西收拾好。今天早上厨房简直是灾难现场，不知道谁把酸奶盒泡在水池里大概三个星期了。",
    "唉，好累的一天。说点开心的给我听吧",
    "新志愿者十分钟的入门培训怎么讲比较好？我每次都先讲食物银行的历史，结果讲到消防通道就没时间了。",
    "你觉得我要不要做个月报？老有人问他们捐的东西去哪了，我一直没空讲。",
    "能给我一个周五关门的检查清单吗？我每周都忘一样不同的东西。",
    "最近一直在想倦怠这件事，主要是我自己的。别的协调员都是怎么扛过来的？",
    "来了一大批茄汁黄豆罐头，几百罐。有什么办法放进礼包里又不让人吃腻？",
    "帮我写个消息问问教会一月份能不能借用侧厅？客气点，他们已经帮了我们很多了。",
]
ZH["afill"] = [
    "这个确实有点难开口，毕竟她是好意。可以这么说：“我知道你很想带它来，它也特别可爱，但存放和分装食物的地方不能有动物，这是我们的食品安全规定，检查的人看到会批评我们的。要不你发张它的照片给大家看看？”这样说重点在规定，不是针对她，她也会觉得自己被喜欢。",
    "给你一版：\n\n“这个周末太充实了！💚 谢谢每一位来帮忙的老朋友和新朋友，特别感谢学校合唱团，把下雨的停车场变成了全城最好的音乐会。每一罐食物、每一个小时、每一个笑容，都让这里继续运转下去。下周见！”\n\n想再短一点就删掉中间那句。配一张合唱团的照片（先征得学校同意）效果会更好。",
    "可以这样写：\n\n“大家好！温馨提醒一下，离开前请顺手擦一下厨房台面，自己的杯子自己洗。我们地方小人也少，这样第二天早上开门的伙伴会轻松很多。谢谢大家，你们都超棒！”\n\n语气轻松，不点名，最后落在感谢上，一般比列一堆规定效果好。如果还是老样子，在水池边贴一张过塑的小提示基本就解决了。",
    "十分钟的入门培训可以这样安排：\n\n1. 欢迎，一句话介绍我们做什么（最多两分钟）。\n2. 安全巡视：消防通道、急救箱、冷库在哪、门怎么开关。\n3. 食品安全基本要求：手套、日期、拿不准时怎么办。\n4. 一个班次从头到尾怎么进行。\n5. 有问题找谁，怎么换班。\n\n历史部分做成一页小册子让他们带回家看。大家记住的是走一圈，而不是听你讲。",
    "听起来压力真的很大。很多协调员觉得有用的几点：每周留一个晚上完全不看群消息；把一件固定的事交给信得过的志愿者，哪怕她的做法跟你不一样；除了待办清单，再记一个“已完成”清单，让自己看到做成了多少。累是正常的，不代表你做得不好。",
    "月报挺值得做的，而且不用很大。每月一页就行：一个数字（帮助了多少户）、一个小故事（征得同意并去掉身份信息）、一句感谢、一个当前的需求。你发我几条要点，我可以先起草第一期，之后基本就是填空了。",
    "周五关门检查清单，可以过塑贴在门口：\n\n- 冷库：门关好，温度记在表上\n- 冰柜：盖子盖好，上面不放东西\n- 后门上锁插好插销\n- 厨房：水壶关掉，垃圾拿出去\n- 现金盒：点清，放进保险柜\n- 灯和取暖器关掉\n- 设好警报，钥匙放回钥匙箱\n\n出门时逐项打勾，半夜两点就不会再想“我到底锁门没”了。",
    "黄豆罐头是经典难题！几个办法：配一张菜谱卡（黄豆炖菜、黄豆配土豆、简单的蔬菜豆汤）；跟米和调料一起放，让它成为一顿饭的一部分；放在“自取桌”上，而不是每袋都塞一罐。一点点变化就能让人感觉被尊重。",
    "当然可以，比如：\n\n“亲爱的朋友们，非常感谢你们今年为我们做的一切。一月份我们的仓库要做些整修，想问问能否在几个上午借用教会的侧厅？我们一定会爱惜使用，用完恢复原样。不知道是否方便商量一下？”\n\n简短、表达感谢，也给对方留了委婉拒绝的余地。",
    "说点开心的：你在这些年最难熬的一个冬天里，把一个全靠志愿者的小食物银行撑了下来，而且大家愿意回来当志愿者，很大程度是因为你待人的方式。这真的不简单。去泡杯茶吧。",
]
ZH["tools"] = [
    ("search_inbox", {"query": "换班"}, "3条结果\n- “周四能换个班吗？” 来自小陈（周二 09:12）\n- “回复：下周顶班” 来自老吴（周一 18:40）\n- “排班” 来自阿梅（周日 20:03）\n无附件。"),
    ("read_spreadsheet", {"file": "本周排班.xlsx", "range": "A1:D8"},
     "| 日期 | 上午 | 下午 | 货车 |\n|---|---|---|---|\n| 周一 | 李阿姨、小陈 | 老吴 | - |\n| 周二 | 阿梅、小周 | 老张、小何 | 小陈 |\n| 周三 | 阿梅 | （休息） | - |\n| 周四 | 老吴、李阿姨 | 小周 | 老张 |\n| 周五 | 小何、阿梅 | 小陈、老吴 | 小周 |\n| 周六 | 全员！ | - | 老张 |"),
    ("stock_lookup", {"category": "罐头"},
     "番茄罐头：148\n茄汁黄豆：312\n鹰嘴豆：41\n什锦汤：97\n金枪鱼：23（库存低）\n玉米粒：66\n水果罐头：58"),
    ("check_calendar", {"range": "本周"},
     "周一：仓库10点-2点开放\n周二：仓库开放，下午货车出车\n周三：办公日\n周四：仓库开放，下午5点志愿者碰头\n周五：到货，仓库10点-1点\n周六：分装班"),
    ("weather_forecast", {"place": "本地", "days": 3},
     "今天：大雨，7度，风力4级\n明天：阵雨，6度\n后天：晴，冷，夜间3度"),
    ("stock_lookup", {"category": "冷藏"},
     "常温奶：84\n酸奶：30（临期）\n奶酪：12\n黄油：19\n速食饭：7"),
]
ZH["chat_opens"] = ["在吗？", "早上好。", "晚上好，不好意思这么晚。", "又是我！", "嗨～", "好吧。", ""]

EN["pairs"] = list(zip(EN["ufill"], [EN["afill"][i] for i in (0, 1, 2, 10, 3, 5, 6, 4, 7, 8, 9, 11)]))
ZH["pairs"] = list(zip(ZH["ufill"], [ZH["afill"][i] for i in (0, 1, 2, 9, 3, 5, 6, 4, 7, 8)]))
EN["chat_reply"] = [
    "Ha, that sounds like a very typical day at the warehouse. Please do eat something proper at some point — you can't run a whole shift on biscuits and good intentions (well, you can, but you shouldn't). I'm around whenever you need a hand with anything.",
    "That sounds like quite a morning. Take five minutes with a hot drink before the next thing if you can. I'm here whenever you want to think something through or just vent about the weather.",
    "Thanks for the little update, I like hearing how the days go. It sounds like the team is pulling together despite everything, which is worth a lot in December.",
    "It's the small moments that keep everyone coming back in the cold, isn't it. Look after yourself today, and tell me if there's anything you want to sort out while you have a minute.",
    "Sounds like a full-on day. Shout if you want help with anything; otherwise I hope the rest of it is a bit calmer and drier.",
]
ZH["chat_reply"] = [
    "哈哈，听着就是仓库很典型的一天。记得找个时间好好吃顿饭，光靠饼干和热情撑一个班可不行（能撑，但不应该）。需要帮忙随时找我。",
    "听起来今天早上够忙的。下一件事之前，能的话先喝口热的歇五分钟。想理一理思路或者单纯吐槽天气，我都在。",
    "谢谢你跟我说这些日常，我挺喜欢听的。听起来虽然事情多，大家还是很齐心，十二月能这样很难得。",
    "就是这些小事让大家愿意冒着冷回来帮忙吧。今天照顾好自己，趁有空想处理什么事情就跟我说。",
    "听起来今天够呛。需要帮忙随时说，不然就希望剩下的时间能平静一点、别再下雨了。",
]
EN["afollow"] = [
    "On a related note, it might be worth a short 'where things are' sheet taped inside the office door: who to call for the van, who holds the spare keys, where the temperature log lives. It takes ten minutes to write and saves a lot of panicked phone calls on the days you're not there.",
    "Also, while I think of it: December is always the month where everything lands at once. If you want, we can sketch the next two weeks day by day so you can see where the pinch points are before they arrive.",
    "And just a reminder to be kind to yourself this week. You've got a lot of plates spinning and most of them are spinning fine.",
    "One more thought: when the trustees meet next, it could help to bring a one-page update rather than reporting everything from memory. I'm happy to help you put it together from what you tell me here.",
]
ZH["afollow"] = [
    "顺便说一句，可以在办公室门内侧贴一张“东西在哪”的单子：货车找谁、备用钥匙在谁那、温度记录本放哪。写起来十分钟，但你不在的时候能省掉很多手忙脚乱的电话。",
    "另外想到一点：十二月总是所有事情挤在一起。你愿意的话，我们可以把接下来两周一天一天列出来，提前看看哪几天最紧张。",
    "也提醒你这周对自己好一点。你手上转着好多个盘子，大部分其实转得好好的。",
    "还有一个想法：下次理事会开会，带一页纸的进展简报可能比凭记忆口头汇报更好。你在这里跟我说的，我都可以帮你整理进去。",
]

MONTHS = ["January", "February", "March", "April", "December", "November"]
MON_ABBR = {"January": "Jan", "February": "Feb", "March": "March", "April": "April",
            "December": "Dec", "November": "Nov"}
MON_NUM = {"January": 1, "February": 2, "March": 3, "April": 4, "December": 12, "November": 11}
CURR = ["£", "£", "£", "$", "€"]
PORTS = [8080, 8443, 5432, 3000, 9090, 6379, 1883, 8883, 5000, 8000, 3306, 9443, 2222, 8081,
         51820, 9100, 5601, 8086, 1880, 7443]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def gen_value(kind, R, L, zh, used):
    """One raw value for a kind: returns (fields, needles)."""
    if kind == "name":
        if zh:
            n = R.choice(L["sur"]) + R.choice(L["given"])
        else:
            n = R.choice(L["first"]) + " " + R.choice(L["last"])
        return {"name": n, "role": R.choice(L["roles"])}, [n]
    if kind == "command":
        if R.random() < 0.45:
            c = R.choice(EN["cmd_fixed"])
        else:
            c = R.choice(EN["cmd_tmpl"]).format(s=R.choice(EN["svc"]))
        return {"cmd": c}, [c]
    if kind == "id":
        p, what = R.choice(L["id_what"])
        form = R.randrange(3)
        if form == 0:
            i = "%s-%d" % (p, R.randint(1000, 99999))
        elif form == 1:
            i = "%s-2026-%03d" % (p, R.randint(10, 999))
        else:
            i = "%s%d%s" % (p, R.randint(100, 9999), R.choice("ABCDEFGHJK"))
        return {"id": i, "what": what}, [i]
    if kind == "port":
        p = str(R.choice(PORTS) if R.random() < 0.6 else R.randint(1100, 64000))
        return {"port": p, "what": R.choice(L["port_what"])}, [p]
    if kind == "version":
        a, b, c = R.randint(1, 9), R.randint(0, 24), R.randint(0, 15)
        form = R.randrange(4)
        v = ["%d.%d.%d" % (a, b, c), "v%d.%d.%d" % (a, b, c),
             "%d.%d.%d-rc%d" % (a, b, c, R.randint(1, 4)), "v%d.%d" % (a, b)][form]
        return {"ver": v, "what": R.choice(L["ver_what"])}, [v]
    if kind == "money":
        if zh:
            form = R.randrange(3)
            if form == 0:
                a = "%d元" % (R.randint(3, 900) * 10)
            elif form == 1:
                a = "¥{:,}".format(R.randint(12, 400) * 50)
            else:
                a = "%d.%d万元" % (R.randint(1, 4), R.randint(1, 9))
        else:
            cur = R.choice(CURR)
            x = R.choice([R.randint(2, 99) * 10, R.randint(11, 400) * 50, R.randint(20, 900) + 0.5])
            if isinstance(x, float):
                a = "%s%.2f" % (cur, x)
            else:
                a = cur + "{:,}".format(x)
        return {"amt": a, "what": R.choice(L["money_what"])}, [a]
    if kind == "date":
        m = R.choice(MONTHS)
        d = R.randint(10, 28)
        if zh:
            form = R.randrange(2)
            dt = "%d月%d%s" % (MON_NUM[m], d, "日" if form == 0 else "号")
        else:
            form = R.randrange(5)
            dt = ["%s %d" % (m, d), "%s %s" % (MON_ABBR[m], ordinal(d)),
                  "%02d/%02d" % (d, MON_NUM[m]), "the %s of %s" % (ordinal(d), m),
                  "%d %s" % (d, m)][form]
        return {"date": dt, "what": R.choice(L["date_what"])}, [dt]
    if kind == "decision":
        c, r = R.choice(L["decisions"])
        return {"c": c, "r": r}, [c, r]
    if kind == "constraint":
        c = R.choice(L["constraints"])
        return {"c": c}, [c]
    if kind == "question":
        q = R.choice(L["questions"])
        return {"q": q}, [q]
    raise ValueError(kind)


def conflicts(needles, used, static_text):
    for n in needles:
        if n in static_text:
            return True
        for u in used:
            if n in u or u in n:
                return True
    return False


def build(seed, per_kind, zh, attempt):
    L = ZH if zh else EN
    R = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
    static = "\n".join(L["chit"] + L["ufill"] + L["afill"] + L["ack"] + L["ack_q"]
                       + L["chat_reply"] + L["afollow"]
                       + [t[2] for t in L["tools"]])
    facts, used = [], []
    for kind in KINDS:
        for _ in range(per_kind):
            for _try in range(500):
                fields, needles = gen_value(kind, R, L, zh, used)
                if not conflicts(needles, used, static):
                    break
            else:
                raise SystemExit("cannot find %d distinct %s facts" % (per_kind, kind))
            used.extend(needles)
            facts.append({"kind": kind, "fields": fields, "needles": needles})
    R.shuffle(facts)
    # group into units: a unit is one user message (1-2 facts) or one assistant-stated fact
    units, i = [], 0
    while i < len(facts):
        f = facts[i]
        if f["kind"] in L["atmpl"] and R.random() < 0.22:
            units.append(("a", [f]))
            i += 1
        elif i + 1 < len(facts) and R.random() < 0.25 and facts[i + 1]["kind"] not in ("question",):
            units.append(("u", [f, facts[i + 1]]))
            i += 2
        else:
            units.append(("u", [f]))
            i += 1
    U = len(units)
    lo = max(U + 8, 66)
    hi = max(lo, 136)
    E = R.randint(lo, hi)  # exchanges -> 2E messages
    E = min(E, 140)
    if E < U:
        raise SystemExit("too many facts for 280 messages; lower PER_KIND")
    slots = sorted(R.sample(range(1, E), U))  # exchange 0 is always small talk
    slot_unit = dict(zip(slots, units))

    sep = "" if zh else " "
    rows, t = [], datetime(2026, 11, 20, 7, 40, 0)
    fact_rows = []
    counter = [0]

    def add(item, meta):
        nonlocal t
        t += timedelta(minutes=R.randint(2, 33), seconds=R.randint(0, 59))
        counter[0] += 1
        rows.append({"v": 2, "id": "msg_bc%d" % counter[0],
                     "createdAt": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "item": item, "meta": meta})
        return len(rows) - 1

    def msg(role, text):
        return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

    def tool():
        name, args, out = R.choice(L["tools"])
        counter_c = "call_bc%d_%d" % (seed, counter[0] + 1)
        add({"type": "function_call", "callId": counter_c, "name": name,
             "arguments": json.dumps(args, ensure_ascii=False)}, {})
        add({"type": "function_call_result", "callId": counter_c, "name": name,
             "status": "completed", "output": out}, {})

    def pad(core_list):
        parts = []
        op = R.choice(L["chat_opens"])
        if op:
            parts.append(op)
        chit = [c for c in R.sample(L["chit"], R.randint(0, 4)) if c not in core_list][:3]
        k = R.randint(0, len(chit))
        parts += chit[:k] + core_list + chit[k:]
        if R.random() < 0.6:
            if zh:  # Chinese run-on text: close unpunctuated sentences before joining
                parts = [p if p[-1] in "。！？!?…～）)”」" or "\n" in p else p + "。" for p in parts]
            return sep.join(parts)
        return "\n\n".join(parts)

    def fact_text(f, tmpls):
        return R.choice(tmpls[f["kind"]]).format(**f["fields"])

    for e in range(E):
        u = slot_unit.get(e)
        if u is None:
            if R.random() < 0.55:
                uq, reply = R.choice(L["pairs"])
                msg("user", pad([uq]) if R.random() < 0.5 else uq)
            else:
                msg("user", pad([R.choice(L["chit"])]))
                reply = R.choice(L["chat_reply"])
            if R.random() < 0.25:
                tool()
            if R.random() < 0.25:
                reply += "\n\n" + R.choice(L["afollow"])
            msg("assistant", reply)
        elif u[0] == "u":
            text = pad([fact_text(f, L["tmpl"]) for f in u[1]])
            idx = msg("user", text)
            for f in u[1]:
                fact_rows.append((f, idx))
            if R.random() < 0.2:
                tool()
            if any(f["kind"] == "question" for f in u[1]):
                msg("assistant", R.choice(L["ack_q"]))
            else:
                reply = R.choice(L["ack"])
                if R.random() < 0.35:
                    reply += "\n\n" + R.choice(L["afollow"])
                msg("assistant", reply)
        else:
            f = u[1][0]
            msg("user", pad([R.choice(L["aprompt"][f["kind"]])]))
            if R.random() < 0.5:
                tool()
            core = fact_text(f, L["atmpl"])
            extra = R.choice(L["ack"])
            idx = msg("assistant", core + "\n\n" + extra if R.random() < 0.7 else extra + "\n\n" + core)
            fact_rows.append((f, idx))

    # needle checks
    def rowtext(r):
        it = r["item"]
        return "\n".join(str(it.get(k, "")) for k in ("content", "name", "arguments", "output"))
    texts = [rowtext(r) for r in rows]
    allneedles = [n for f in facts for n in f["needles"]]
    for a in allneedles:
        for b in allneedles:
            if a is not b and a in b:
                return None
    for f, idx in fact_rows:
        for n in f["needles"]:
            hits = [j for j, tx in enumerate(texts) if n in tx]
            if hits != [idx]:
                return None
    if len(fact_rows) != len(facts):
        return None
    nmsg = sum(1 for r in rows if r["item"]["type"] == "message")
    if not 130 <= nmsg <= 280:
        return None
    if t > datetime(2026, 11, 30, 12, 0, 0):
        return None
    return rows, facts, nmsg


def run(okbot, env, args, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode or 1)
    return p.stdout


def max_summary(root):
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
    for dp, _dn, fn in os.walk(root):
        if "session-summary.json" in fn and os.path.abspath(dp) != os.path.abspath(root):
            try:
                with open(os.path.join(dp, "session-summary.json"), encoding="utf-8") as fh:
                    walk(json.load(fh))
            except (OSError, ValueError):
                pass
    return best


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        sys.exit(2)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    kind_tot = {k: [0, 0] for k in KINDS}
    all_kept = all_n = 0
    max_chars = 0
    for si, seed in enumerate(seeds):
        zh = si == len(seeds) - 1
        built = None
        for attempt in range(200):
            built = build(seed, per_kind, zh, attempt)
            if built:
                break
        if not built:
            raise SystemExit("seed %d: could not build a conversation passing the needle checks" % seed)
        rows, facts, nmsg = built
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, env, ["init"])
        run(okbot, env, ["assistant", "create", "Writer"])
        run(okbot, env, ["settings", "set", "contextCompression.summaryMaxChars", smax])
        with open(os.path.join(workdir, "conv-%d.jsonl" % seed), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        batches, cur, cnt = [], [], 0
        for r in rows:
            cur.append(r)
            if r["item"]["type"] == "message":
                cnt += 1
                if cnt == BATCH:
                    batches.append(cur)
                    cur, cnt = [], 0
        if cur:
            batches.append(cur)
        for b in batches:
            data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in b)
            run(okbot, env, ["session", "append", "-a", "Writer"], stdin=data)
            run(okbot, env, ["compress", "-a", "Writer", "--now"])
        ctx = run(okbot, env, ["context", "show", "-a", "Writer"])
        kept, missing = 0, []
        for f in facts:
            ok = all(n in ctx for n in f["needles"])
            kind_tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                kind_tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        all_kept += kept
        all_n += len(facts)
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), len(batches), kept, len(facts),
            100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        max_chars = max(max_chars, max_summary(root))
    for k in KINDS:
        a, n = kind_tot[k]
        print("kind %s %d/%d %.1f" % (k, a, n, 100.0 * a / n if n else 0.0))
    print("retention overall %.1f" % (100.0 * all_kept / all_n if all_n else 0.0))
    print("max summary chars %d" % max_chars)


if __name__ == "__main__":
    main()
