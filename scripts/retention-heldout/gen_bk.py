#!/usr/bin/env python3
"""Held-out retention set "bk": a retired grandmother learning to run her life from her phone.

Usage:
    PER_KIND=n python3 gen.py OKBOT WORKDIR [seed ...]

    OKBOT    path to the okbot binary
    WORKDIR  folder for the data roots (WORKDIR/root-SEED, recreated on every run)
    seed     conversation seeds (default 1 2 3 4 5); the LAST seed's conversation is in Chinese

Environment:
    PER_KIND     facts of each kind per conversation (default 10)
    SUMMARY_MAX  contextCompression.summaryMaxChars (default 2000)

Theme: a retired grandmother learning to manage things on her phone -- her children,
grandchildren and neighbours by name, her GP and pharmacist, medicines and appointments, her
pension and bills (amounts, reference numbers), the broadband router her grandson set up (admin
port, firmware version), the commands he told her to type on the old laptop, rules from her
doctor and her son, and questions she keeps meaning to ask.  She dictates by voice: long run-on
messages, little punctuation, misheard words, repetition.  The Chinese conversation has the same
theme (一位刚学会用手机的退休奶奶).

Each conversation is appended to `okbot session append -a Writer` in batches of 25 messages (tool
rows not counted), with `okbot compress -a Writer --now` after every batch.  At the end
`okbot context show -a Writer` is read, and a fact counts as kept only when every one of its
needles is found there verbatim (exact substring).  Each needle occurs in exactly one row of the
conversation (checked; another attempt is generated otherwise).
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys

KINDS = ["name", "command", "id", "port", "version", "money", "date", "decision", "constraint", "question"]

# ----------------------------------------------------------------------------------------------
# English material
# ----------------------------------------------------------------------------------------------
EN_LOCALES = [
    dict(cur="£", town="Stockport", her="Maureen", surgery="the surgery", chem="the chemist", pension="state pension", tax="council tax"),
    dict(cur="$", town="Dayton", her="Dolores", surgery="the doctor's office", chem="the pharmacy", pension="Social Security", tax="property tax"),
    dict(cur="€", town="Athlone", her="Bridie", surgery="the surgery", chem="the chemist", pension="State Pension", tax="property tax"),
    dict(cur="$", town="Ballarat", her="Joan", surgery="the clinic", chem="the chemist", pension="Age Pension", tax="council rates"),
]

EN_FIRST_F = ["Sinead", "Tamsin", "Priya", "Olwen", "Beatrix", "Imogen", "Rosalind", "Yvonne", "Deirdre", "Keisha",
              "Harriet", "Nkechi", "Lucia", "Philippa", "Marguerite", "Esme", "Gwendolyn", "Aoife", "Ruthanne", "Felicity"]
EN_FIRST_M = ["Kieran", "Desmond", "Rajesh", "Callum", "Tobias", "Ewan", "Declan", "Winston", "Alfie", "Jerome",
              "Fergus", "Tomasz", "Idris", "Barnaby", "Leopold", "Cormac", "Ambrose", "Thaddeus", "Lachlan", "Emeka"]
EN_LAST = ["Oduya", "Pemberton", "Whitlock", "Nakamura", "Fitzgerald", "Kowalski", "Hargreaves", "Lindqvist", "Costello",
           "Baptiste", "Varga", "Quinlan", "Thistlethwaite", "Ferreira", "Gallagher", "Abernathy", "Okafor", "Moreau",
           "Brannigan", "Szabo", "Achterberg", "Penhaligon", "Yeoman", "Castellano"]
EN_ROLES = [("granddaughter", "f"), ("grandson, the one who set up the router", "m"), ("eldest son", "m"), ("daughter", "f"),
            ("daughter-in-law", "f"), ("son-in-law", "m"), ("neighbour at number 14", "x"), ("GP", "x"), ("pharmacist", "x"),
            ("practice nurse", "f"), ("optician", "x"), ("friend from the choir", "f"), ("window cleaner", "m"),
            ("chiropodist", "x"), ("great-grandson", "m"), ("lady from the council who does the blue badges", "f"),
            ("bank's fraud officer", "x"), ("cousin", "x"), ("neighbour across the road", "x"), ("physio", "x")]

EN_COMMANDS = [
    ("sudo apt update && sudo apt upgrade", "get the updates done"),
    ("ping -c 4 192.168.{a}.{b}", "check the router is answering"),
    ("df -h /home", "see how full the disk is"),
    ("sudo systemctl restart cups", "wake the printer up"),
    ("lpstat -p -d", "see if the printer is there"),
    ("nmcli device wifi list", "see which wifi is which"),
    ("free -h", "see if it's run out of memory"),
    ("cp -r ~/Pictures/{folder} /media/{user}/STICK", "copy the photos onto the memory stick"),
    ("sudo ufw status verbose", "check the firewall thing is on"),
    ("timedatectl set-ntp true", "put the clock right"),
    ("lsusb -t", "see if it can find the scanner"),
    ("xrandr --output HDMI-1 --auto", "get the big screen working"),
    ("pactl set-sink-volume @DEFAULT_SINK@ 90%", "turn the sound up for the video calls"),
    ("flatpak update -y", "update the video call program"),
    ("du -sh ~/Downloads", "see how much is in the downloads"),
    ("sudo apt install --reinstall firefox", "fix the internet when it won't open"),
    ("ipconfig /flushdns", "sort out the pages that won't load"),
    ("sfc /scannow", "check the windows bits are all there"),
]
EN_FOLDERS = ["Malta2019", "Ron_80th", "Christmas2024", "Caravan", "Wedding_Sinead", "Scanned_Letters"]

EN_ID_THINGS = [("prescription", "RX-{d5}"), ("council tax account", "CTA{d8}"), ("water bill", "WB-{d6}-{d1}"),
                ("hospital appointment booking", "BKG-{L2}{d4}"), ("broadband fault ticket", "FLT{d8}"),
                ("parcel order", "ORD-{d3}-{d7}"), ("energy account", "EA{d8}"), ("blue badge application", "BB/2026/{d5}"),
                ("complaint case", "CASE-{d6}"), ("bus pass renewal", "BP{d2}{L1}{d5}"), ("plumber's invoice", "INV-2026-{d4}"),
                ("hearing aid repair", "HA-{d5}-R"), ("insurance claim", "CLM{d7}"), ("pension enquiry", "PEN-{L3}{d4}")]

EN_PORT_THINGS = ["router admin page", "remote management thing", "printer's web page", "camera doorbell", "telly box",
                  "photo frame", "NAS box with all the photos", "smart plug hub", "baby monitor he lent me", "alarm pendant base"]
PORTS = [8080, 8443, 8291, 7547, 2222, 5000, 9090, 8888, 10443, 4433, 8009, 8123, 5001, 9443, 32400, 1883, 6789, 8880, 49152, 3478]

EN_VERSION_THINGS = ["router firmware", "Android on the phone", "WhatsApp", "hearing aid app", "printer driver",
                     "banking app", "Linux Mint on the laptop", "blood pressure app", "doorbell app", "video call app",
                     "tablet software", "pill reminder app"]

EN_MONEY_THINGS = ["{pension} every four weeks", "{tax} a month", "water bill", "broadband", "plumber's quote",
                   "birthday money for the grandchildren", "TV licence", "prescription certificate", "gas and electric direct debit",
                   "home insurance renewal", "chiropodist", "taxi to the hospital", "window cleaner", "church roof fund",
                   "phone contract", "hearing aid batteries"]

EN_EVENTS = ["eye clinic appointment", "flu jab", "blood test", "review of the blood pressure tablets", "boiler service",
             "pension review phone call", "{tax} payment", "hearing aid fitting", "great-grandson's christening", "dentist",
             "repeat prescription pickup", "church bazaar", "bank's letter deadline", "podiatrist", "broadband engineer visit",
             "Sunday lunch at my daughter's", "bone scan"]

EN_DECISIONS = [
    ("cancel the landline", "only scammers ring it now"),
    ("switch to paper bills", "I can't read the emails properly"),
    ("stop the magazine subscription", "they pile up unread"),
    ("move the pension to the Post Office account", "the bank branch is closing"),
    ("get the pills in blister packs", "I kept doubling up on Tuesdays"),
    ("keep the old laptop", "all the photos of Ron are on it"),
    ("let my grandson manage the router", "I'd only break something"),
    ("pay the water bill monthly", "the big lump frightens me"),
    ("give up the car", "my eyes aren't good at night"),
    ("use the big-button keyboard", "my fingers miss the little keys"),
    ("skip the Christmas market", "the crowds make me dizzy"),
    ("have the flu jab at the chemist", "the surgery queue is too long"),
    ("order the shopping online", "the bags are too heavy now"),
    ("join the Wednesday walking group", "the doctor wants me moving more"),
    ("mute the family group chat", "it pings all night"),
    ("leave a spare key with next door", "I locked myself out twice"),
    ("sell the caravan", "nobody's used it since 2019"),
    ("do video calls on Sundays only", "the grandchildren are busy weekdays"),
]
EN_CONSTRAINTS = [
    ("never give bank details on the phone", "my son"), ("no driving after the eye drops", "the doctor"),
    ("no ibuprofen with the warfarin", "the pharmacist"), ("never click links in parcel texts", "my grandson"),
    ("only open the door to people with ID", "my son"), ("no ladders when I'm on my own", "my daughter"),
    ("never update the router myself", "my grandson"), ("no grapefruit with the statins", "the pharmacist"),
    ("don't unplug the grey box behind the telly", "my grandson"), ("never read out the six-digit code", "my grandson"),
    ("nothing to eat after 8pm before bloods", "the nurse"), ("ring my son before paying any new invoice", "my son"),
    ("never leave the hob on and go upstairs", "my daughter"), ("no going out on icy mornings without the stick", "the doctor"),
    ("never lend anyone my bank card", "my son"), ("no baths when I'm alone in the house", "my daughter"),
]
EN_QUESTIONS = [
    ("shingles jab", "is the {N} free for someone my age or do I have to pay"),
    ("Blue Badge renewal", "how long does the {N} take these days"),
    ("Power of Attorney forms", "who is supposed to sign the {N}"),
    ("winter fuel payment", "will I still get the {N} this year with the changes"),
    ("pension credit", "could I be owed {N} and how would I even find out"),
    ("free hearing aid batteries", "can you get {N} from the hospital or is that just a rumour"),
    ("memory clinic referral", "should I be asking about a {N} or is that daft"),
    ("landline digital switchover", "what happens to my alarm pendant with this {N}"),
    ("cloud backup of the photos", "where does the {N} actually go"),
    ("two-factor codes", "why do the {N} come by text and not by email"),
    ("inheritance tax on the house", "would the children have to pay {N}"),
    ("warm home discount", "am I on the list for the {N}"),
    ("companion bus pass", "can I get a {N} for my friend who comes with me"),
    ("eye drops before the cataract op", "do I carry on with the {N}"),
    ("wifi extender", "would a {N} help the signal upstairs"),
    ("smart meter", "do I have to let them fit a {N}"),
]

EN_TPL = {
    "name": {
        "user": [
            "oh I should tell you my {R} is {N} {P} is ever so good with me always rings on a sunday",
            "right write this down somewhere {N} is my {R} and {P} said I can ring any time day or night",
            "the {R} is called {N} I always forget and then I feel silly when {P} says hello in the shop",
            "I had a lovely visit yesterday from {N} thats my {R} brought me a lemon drizzle and sorted the telly out",
            "can you remember for me that {N} is my {R} I get the names muddled now theres so many of them",
            "my {R} {N} says I'm doing very well with the phone which is kind of {O} isn't it",
            "if a message comes from {N} that's fine that's my {R} not one of those scam people",
        ],
        "assistant": [
            "From the photo of the card on your fridge, the name written next to \"{R}\" is {N}. I'd suggest we save that as a contact with the word \"{R}\" in the notes, so when the phone rings you'll see who it is straight away rather than just a number.",
            "Looking at the letter you photographed, your {R} is now {N}. It's worth keeping that letter in the folder with your other health and household papers, in case anybody asks who you've been dealing with.",
        ],
    },
    "command": {
        "user": [
            "my grandson wrote on the yellow sticky note type {N} and press enter when I want to {W} is that right",
            "the command he told me is {N} I think thats to {W} but I daren't do it without asking you first",
            "ok I typed {N} like he said and a lot of writing came up is that normal it was meant to {W}",
            "this is what came up on the black screen\n\n{PROMPT}$ {N}\n{OUT}\n\nI was trying to {W} what does all that mean",
            "found his note in the drawer it says to {W} open the terminal thing and type {N} then put your password in",
            "he does it so fast when hes here its {N} isn't it thats how you {W} I watched him do it twice",
        ],
        "assistant": [
            "Here's the one to use when you want to {W}. Type it exactly as it is, spaces and all:\n\n    {N}\n\nThen press Enter. If it asks for your password, type it even though nothing appears on the screen while you do — that's normal, it's hiding it on purpose. When the little prompt with the dollar sign comes back, it's finished.",
            "A safe one to try is {N} — all it does is {W}, it doesn't change or delete anything. Copy it letter for letter; the computer is very fussy about spaces and capital letters, much fussier than people are.",
        ],
    },
    "id": {
        "user": [
            "the {T} number is {N} I've got it on the back of an envelope in case I lose it",
            "the girl read me the number over the phone {N} for the {T} and I wrote it down but my writing's awful",
            "this came in my emails\n\nFrom: customer.services@{DOM}\nSubject: Your {T}\n\nDear customer,\nThank you for getting in touch. Your reference is {N}. Please quote it in all correspondence.\nKind regards\nCustomer Services\n\nis that a real one or one of those scam ones",
            "for the {T} they want me to quote {N} every time I ring up which is a mouthful",
            "I found the letter the {T} reference is {N} is it capital letters or does that not matter",
            "number for the {T} {N} thats what the man said he was very patient with me",
        ],
        "assistant": [
            "I've had a look at the screenshot of that email: the {T} reference to quote is {N}. When you ring them, give that first — it takes you straight past the security questions about your address in most cases.",
            "From the photo of the letter you sent, your {T} number is {N}. I'd write it in the front of your blue notebook as well, so you have it even when the phone is charging in the other room.",
        ],
    },
    "port": {
        "user": [
            "he said the {T} is on port {N} I don't know what a port is but I wrote it down",
            "on the sticker he put on the box it says http 192.168.1.1 colon {N} for the {T} is that the port bit",
            "the {T} needs port {N} he said otherwise it won't talk to the phone",
            "he left me this written out in capitals\n\nTHING              ADDRESS          PORT\n{TU}      192.168.1.{b}     {N}\nWIFI NAME          on the fridge\n\nwhat do I do with it",
            "it was port {N} wasn't it for the {T} or am I mixing it up with my pin number",
            "my grandson moved the {T} to port {N} because of hackers he said so it's different now",
        ],
        "assistant": [
            "Going by the photo of the label, the {T} listens on port {N}. So when you type the address into the browser, it's the router's numbers, then a colon, then {N} on the end. You won't need to change anything there yourself.",
            "That setting means the {T} uses port {N}. Think of it like a flat number in a block: the address gets you to the building, the port gets you to the right door.",
        ],
    },
    "version": {
        "user": [
            "he wrote down the {T} version as {N} and said if it ever says something different ring him",
            "in settings it says version {N} for the {T} is that the newest one or do I need to do something",
            "it says this in the about bit\n\n{TU}\nVersion {N}\nAll rights reserved\n\nis that ok",
            "the {T} is on {N} he said it was the good one not the one with the bug",
            "I wrote {N} next to {T} on my list no idea what it means mind you",
            "he updated the {T} to {N} on sunday and now all the buttons are in different places",
        ],
        "assistant": [
            "From your screenshot, the {T} is at version {N}. That's fine — nothing needs doing. If a message ever pops up asking you to update it, leave it for your grandson unless it comes from the phone's own settings.",
            "For the record, the {T} is now on {N} after last night's update. The buttons may look slightly different, but everything you used before is still there.",
        ],
    },
    "money": {
        "user": [
            "the {T} is {N} now it's gone up again can you believe it",
            "I pay {N} for the {T} is that a lot I think it's a lot",
            "this is the bill they sent\n\nACCOUNT SUMMARY\nDescription: {T}\nAmount due: {N}\nPayment method: Direct Debit\n\ndo I need to do anything or does it just go",
            "{N} for the {T} that's what it said on the letter in black and white",
            "the {T} came to {N} and I gave him cash was that silly of me",
            "my daughter says the {T} should be {N} and not a penny more so I'll tell them that",
        ],
        "assistant": [
            "Adding up the three figures you read out ({A1}, {A2} and {A3}), the {T} comes to {N} altogether.",
            "The statement you photographed shows {N} for the {T}, which looks right for this time of year. It'll go out by direct debit, so you don't have to do anything.",
        ],
    },
    "date": {
        "user": [
            "the {T} is on {N} I've put it on the calendar in the kitchen but I want it on the phone as well",
            "they've moved my {T} to {N} now so the other one is cancelled I think",
            "{N} that's when the {T} is remind me the day before please or I'll forget",
            "I got this text\n\nReminder: your {T} is booked for {N}. Reply YES to confirm or call us to change.\n\nshall I say yes",
            "is it {N} for the {T} I've gone and written it in two places now",
            "my daughter says the {T} has to be done by {N} at the latest",
        ],
        "assistant": [
            "I've put the {T} in your calendar for {N}, with a reminder the evening before and another one in the morning.",
            "The letter you photographed gives {N} as the date for the {T}. I've added it to your calendar so you'll get a nudge.",
        ],
    },
    "decision": {
        "user": [
            "I've decided to {C} because {RS} and that's that",
            "right I've made my mind up I'm going to {C} since {RS} so what's the point otherwise",
            "me and my son talked it over on the phone and we'll {C} because {RS}",
            "I'm going to {C} you know why because {RS} that's why",
            "decision made dear I'll {C} as {RS} I told my daughter the same",
            "I've been thinking all week and I'll {C} honestly {RS} and I'm too old to fight it",
            "so that's settled then I'm going to {C} seeing as {RS}",
        ],
    },
    "constraint": {
        "user": [
            "{S} was very firm about it {N} and I'm to stick to it",
            "{S} made me promise {N} so please remind me if I forget",
            "rule number one from {S} {N} it's written on the fridge as well",
            "I'm not allowed and I know it {N} that's {S}'s rule",
            "you must tell me off if I try it — {N} that's what {S} said",
            "there's a new rule since the last scare {N} {S} was ever so cross with me",
        ],
        "assistant": [
            "And just to keep {S}'s rule where we can both see it: {N}. If anything ever seems to need an exception to that, the answer is to wait and ring family first.",
            "That's exactly why the rule from {S} matters so much: {N}. It's not about being fussy — it's the one thing that keeps you safe when someone is being very persuasive.",
        ],
    },
    "question": {
        "user": [
            "something I keep meaning to ask you {Q} anyway never mind that now",
            "oh before I forget {Q} you don't have to answer now I'll ask you again another time",
            "I've been wondering {Q} it's been bothering me but first the other thing",
            "my friend at church asked me {Q} and I didn't know what to tell her, we'll look at it some other day",
            "question for you when you've a minute {Q} not urgent",
            "I wrote on my list {Q} but let's do that another day my head's full",
        ],
    },
}

EN_PROMPTS = {
    "name": ["I took a picture of the card on the fridge with all the numbers on can you read me who's who",
             "I've sent you a photo of that letter from the surgery who is it from now"],
    "command": ["the laptop's gone slow again and I can't find his note what do I type",
                "what's the thing I type on the black screen I've forgotten again"],
    "id": ["what was the reference on that email I sent you the screenshot of", "can you read the number off that letter I photographed"],
    "port": ["I sent you the picture of the sticker under the router what does the port bit say",
             "what's that number for the port on his sheet I can't read his writing"],
    "version": ["can you see which version it is on that screenshot I sent", "which version is it on now after he did the update"],
    "money": ["can you add up those three for me I'm hopeless with sums", "what does the statement say I owe I sent you a picture"],
    "date": ["can you put that appointment in the calendar the one on the letter I photographed",
             "when is it again the appointment on the letter I sent you"],
    "constraint": ["my son's been going on at me again about the rules remind me what he means",
                   "a man rang and wanted me to do something urgent I said I'd check with you"],
}

EN_ACKS = {
    "name": ["Lovely, I've got that — it helps to know who's who.", "Noted. It's nice you've got people looking out for you.",
             "I'll remember that for you, so you don't have to keep it all in your head."],
    "command": ["Yes, that's right, and it's safe to type.", "That's a perfectly ordinary command, nothing to worry about.",
                "Good — your grandson's given you a sensible one there."],
    "id": ["Got it. Keep that reference somewhere safe; they'll ask for it first thing when you ring.",
           "That looks like a genuine reference format. Capital letters don't usually matter when you read it out."],
    "port": ["That's fine — a port is just like a door number on a building, so the right program answers.",
             "Got it. You don't need to do anything with that unless your grandson asks you to read it out."],
    "version": ["That's fine, that's just the version number — like the edition of a book.",
                "Noted. There's no need to update it yourself."],
    "money": ["I've made a note of that.", "Right, I've got that figure down.", "Prices do keep creeping up, don't they."],
    "date": ["I've got that in your calendar.", "That's in — you'll get a reminder.", "Noted, I'll make sure you're nudged."],
    "decision": ["That sounds very sensible to me.", "Good for you — that's a clear decision and a good reason for it.",
                 "That makes a lot of sense."],
    "constraint": ["That's a very good rule and I'll help you keep to it.", "Quite right. Rules like that are there for a reason.",
                   "I'll hold you to that one, kindly but firmly."],
    "question": ["That's a good one to save for when you've got your papers in front of you — let's park it for now, as you said.",
                 "Let's leave that one on the list for another day, then, and not muddle it in with today."],
}

EN_EXTRA = {
    "name": ["It's a good idea to save everyone in the phone with their relationship in the name — \"Son\", \"Pharmacy\", \"Next door\" — so that when a call comes in you know at a glance who it is. If you'd like, we can go through your contacts together one evening and tidy them up.",
             "Having the names straight also helps you spot the odd ones out: if a message arrives from somebody you've never heard of saying they're family, that's a moment to stop and check with your son first."],
    "command": ["A little reassurance about the black screen: it looks alarming, but commands like that only do what they say on the tin. If you ever type something and aren't sure, just close the window with the cross in the corner — nothing bad happens.",
                "If you like, we can write the commands in a tidy list in your notebook, each with a sentence saying what it's for, so you're not relying on sticky notes that fall off the laptop."],
    "id": ["A tip for phone calls: have the reference, a pen and your glasses ready before you dial, and write down the name of the person you speak to and the time. If anything goes wrong later, that little note is gold.",
           "Remember the companies will ask you for the reference — but they'll never ask for your full PIN or your online banking password. If anyone does, hang up."],
    "port": ["You really don't need to fiddle with any of this — it's the sort of thing your grandson sets once and forgets. The main thing is not to let anyone who rings up \"from your broadband company\" talk you into changing it.",
             "Keep that with the other router notes. If the internet goes off, the first thing to try is still switching the router off at the wall, counting to thirty, and switching it on again."],
    "version": ["Updates come along every few weeks. It's fine to let the phone do its own updates overnight — just leave it on charge. The ones to be careful of are pop-ups in the web browser saying you need to update something; those are often tricks.",
                "If something looks different after an update, don't worry that you've broken it — they just move the furniture around. Tell me what you're looking for and I'll tell you where it's gone."],
    "money": ["If you like, I can keep a simple list of your regular bills and what they cost, so at the end of the month we can check nothing has crept up without you noticing.",
              "It's always worth asking whether there's a discount for pensioners or for paying by direct debit — many companies have one but don't mention it unless you ask."],
    "date": ["A day or two before, I'll remind you to check how you're getting there and whether you need to bring anything — your letter, your glasses, a list of your tablets.",
             "If you need a lift, it might be worth asking family now rather than the week before, as everyone gets booked up this time of year."],
    "decision": ["It's your decision, and a sensible one. If you'd like help actually doing it — ringing them, filling in a form — we can go through it together when you feel like it.",
                 "Writing the reason down like that is helpful too: when someone tries to talk you out of it, you'll remember why you decided."],
    "constraint": ["Rules like that are easy to keep when you're calm and very hard when someone's hurrying you, so if anyone ever pressures you, that's the signal to stop and ring family.",
                   "If you'd like, I can remind you of it whenever it's relevant, without nagging."],
}
EN_CHUNKS = [
    ("the cat has been sick on the landing again I think it's the new food", "cat"),
    ("it's pouring down here the gutters overflowing onto the path", "weather"),
    ("I did the crossword this morning all but two clues", "chat"),
    ("my knees are playing up with the cold weather", "knees"),
    ("I've been watching that baking programme the one in the tent", "tv"),
    ("the bus was late again twenty minutes stood at the stop in the wind", "bus"),
    ("I made a shepherds pie and froze half of it", "freezer"),
    ("the little one sent me a video of her dancing I watched it six times", "family_video"),
    ("I can't find my reading glasses oh they were on my head the whole time", "glasses"),
    ("the phone keeps going dark when I'm in the middle of reading", "phone_dark"),
    ("the writing on here is so small I had to get the magnifier out", "phone_font"),
    ("there was a man knocking about the gutters I didn't answer the door", "scam_door"),
    ("I tried to do a video call and it was just my ear on the screen", "phone_video"),
    ("the bins go out tomorrow is it the green one or the blue one this week", "bins"),
    ("I've been knitting a hat for the baby but the pattern's gone funny halfway", "knit"),
    ("I went to the coffee morning at the church hall it was nice to get out", "social"),
    ("the robin's back on the bird table every morning now", "chat"),
    ("I keep pressing something and all the letters go big", "phone_font"),
    ("the telly has gone onto some channel with people shouting", "tv_menu"),
    ("I keep getting texts about a parcel I never ordered", "scam_text"),
    ("the heating clicked off in the night and I was frozen", "heating"),
    ("someone on the radio said these phones listen to you is that true", "phone_listen"),
    ("I put photos of the garden on the family chat and nobody said anything", "family"),
    ("I had a little sleep after lunch I don't usually", "nap"),
    ("my daughter says I should use the voice thing more so here I am talking to a phone", "phone_voice"),
    ("the bread maker has packed in after eleven years", "bread"),
    ("a lady from the church is going to teach me whats app on thursday", "social"),
    ("I felt a bit dizzy getting up this morning but I sat down and it passed", "dizzy"),
    ("the man in the shop said I should get a case for the phone", "phone_case"),
    ("I've lost the remote again it was in the fridge last time", "remote"),
    ("the hoover's making a burning smell so I've unplugged it", "hoover"),
    ("I dropped the phone in the sink but only for a second it still works", "phone_wet"),
    ("the lady next door brought me some soup she's very good", "social"),
    ("my hip was sore walking back from the post office", "knees"),
    ("I tried to order a birthday card on the computer and it wanted an account", "card"),
    ("they've changed the layout in the supermarket and I couldn't find the tea", "chat"),
    ("the doorbell went twice and nobody was there", "scam_door"),
    ("there's a tiny picture of a battery at the top and it's red", "battery"),
    ("I watched a film in the afternoon with a blanket lovely it was", "tv"),
    ("the squirrels have had all the nuts off the bird feeder again", "chat"),
]
EN_MISHEARD = [("router", "rooter"), ("pharmacist", "farmacist"), ("prescription", "perscription"), ("whats app", "what sap"),
               ("laptop", "lap top"), ("broadband", "broad band"), ("password", "pass word"), ("blood pressure", "blood pleasure"),
               ("video call", "video cold"), ("lemon drizzle", "lemon drizzel"), ("magnifier", "magnify her"),
               ("crossword", "cross word"), ("channel", "chanel"), ("knitting", "nitting"), ("gutters", "gutter's")]
EN_OPEN = ["morning dear", "hello it's me again", "right", "ok so", "sorry to bother you", "are you there", "good afternoon",
           "me again", "hiya", "now then", "hello love", ""]
EN_CLOSE = ["anyway", "anyway how are you", "thank you love", "is that right", "does that make sense", "sorry I'm rambling",
            "I'll stop going on now", "you're very patient with me", "", ""]
EN_JOIN = [" oh and another thing ", " and also ", " oh and ", " while I think of it ", " and "]

EN_REPLIES = {
    "cat": ["Poor thing — and poor you, cleaning it up. If the sickness started when the food changed, it's quite likely the food. Many cats do better if you mix the new food in gradually over a week: a quarter new to three quarters old, then half and half, and so on. If she stops eating altogether or seems lethargic, that's the time to ring the vet rather than wait.",
            "Cats can be very particular. Keep an eye on whether she's drinking normally. If it happens more than a couple of times in a day, I'd give the vet a ring — they'll often just give advice over the phone."],
    "weather": ["That sounds miserable. If you do need to go out, give yourself extra time and wear the shoes with the good grip — wet leaves on the path are as slippery as ice. Would you like me to check the forecast so you can pick the driest part of the day?",
                "Horrible weather for standing at a bus stop. A small tip: the bus company's app can show you where the bus actually is, so you can wait indoors until it's a few minutes away. I can help you set that up another time if you'd like."],
    "chat": ["That sounds like a nice, gentle morning. Little routines like that are good for the brain as well as the mood — the crossword especially.",
             "Ha — that happens to everyone, I promise. It's the classic one. Some people keep a bright cord on their glasses so they hang round the neck instead of wandering off.",
             "That's lovely. It's the small things that make a day, isn't it?"],
    "health": ["Cold weather does make joints grumble. Keeping moving a bit through the day usually helps more than sitting still, and a warm layer over the knees when you sit down. If the pain is new, or different from usual, it's worth mentioning at your next appointment.",
               "I'm glad it passed. Getting up slowly — sitting on the edge of the bed for a moment first — can help with that dizzy feeling. If it keeps happening, or you feel faint, please do tell the surgery, because sometimes blood pressure tablets need adjusting."],
    "tv": ["The television menus are a maze these days. Usually there's a button marked \"Home\" or with a little house on it; pressing that, then choosing the channel list, gets you back to normal. If it's a particular box, tell me the make written on the front and I'll give you the exact steps.",
           "That programme is very soothing, isn't it — nothing bad ever happens except a collapsed sponge."],
    "phone": ["That's the screen timeout. You can make it wait longer before it goes dark:\n\n1. Open Settings (the little grey cog).\n2. Tap Display.\n3. Tap Screen timeout.\n4. Choose 5 minutes.\n\nIt uses a touch more battery, but it's much less annoying when you're reading.",
              "You can make the writing bigger for everything on the phone, not just one app. In Settings, go to Display, then Font size, and slide it to the right. There's also a setting called Display size that makes the buttons bigger too. Try one notch at a time until it feels comfortable.",
              "Phones only listen properly when the assistant is switched on and you've said the wake word, or when you press the microphone button. If it makes you uneasy, we can turn the voice wake-up off and you'd just press the microphone when you want to talk to me.",
              "Video calls are tricky at first — most people hold the phone too close. Prop it against something at arm's length, like the fruit bowl, with the top of the screen about level with your eyes. Then you'll see the whole of your face and not just an ear!"],
    "scam": ["You did exactly the right thing by not answering. Genuine tradespeople don't mind waiting while you ring someone, and anyone who pushes is a warning sign. If they come back, you can talk through the door or the window.",
             "Those parcel texts are almost always scams. They're designed to make you worry enough to tap the link. The safest thing is to delete them without tapping anything. If you're expecting something, look it up through the shop's own app or ring family."],
    "home": ["I'll check the bin calendar for you in a moment. If you like, I can set a weekly reminder the evening before so you don't have to remember which colour it is.",
             "Being cold in the night isn't good for you. It might be the timer on the boiler — they sometimes go wrong after a power cut. If you tell me the make of the boiler controls, I'll walk you through checking the times."],
    "food": ["That's very organised of you — a freezer full of proper meals is worth its weight in gold in the winter. Do label them with the date; it's surprising how quickly a month goes by.",
             "Eleven years is a very good innings for a bread maker. If you want a replacement, I can look for a simple one with big buttons and a clear display."],
    "family": ["That's so lovely. Those little videos are precious — would you like me to show you how to save them so they don't get lost in the chat?",
               "Sometimes people just look and don't reply, especially on a busy group. I bet they enjoyed them. You could send one to your daughter directly with a little question, and she'll be sure to answer."],
    "social": ["That's wonderful — getting out and seeing people is as good for you as any tablet. Having someone show you in person is the best way to learn.",
               "I'm glad you went. Little outings like that make the week, don't they?"],
}
EN_REPLIES.update({
    "phone_dark": [EN_REPLIES["phone"][0]], "phone_font": [EN_REPLIES["phone"][1]], "phone_listen": [EN_REPLIES["phone"][2]],
    "phone_video": [EN_REPLIES["phone"][3]],
    "phone_voice": ["Talking to it is a very good idea — it's quicker than tapping and kinder on the eyes. Don't worry when it writes the wrong word; I can nearly always tell what you meant. If it ever gets something important wrong, like a number, just say it again slowly."],
    "phone_case": ["A case is well worth it — a chunky one with a grip, or a wallet-style one that closes over the screen. The wallet sort has the bonus of a little pocket for your bus pass. Avoid the slippery shiny ones."],
    "phone_wet": ["Phew! A quick dip is usually fine on modern phones. Dry it with a tea towel, leave it somewhere warm (not on the radiator) for a while, and don't charge it until the charging hole is properly dry. Skip the rice — it doesn't really help and leaves dust in the holes."],
    "scam_door": [EN_REPLIES["scam"][0]], "scam_text": [EN_REPLIES["scam"][1]],
    "bins": [EN_REPLIES["home"][0]], "heating": [EN_REPLIES["home"][1]],
    "bread": [EN_REPLIES["food"][1]], "freezer": [EN_REPLIES["food"][0]],
    "knit": ["Oh, the dreaded pattern wobble. Count the stitches on the needle against what the pattern says for that row — usually there's one too many or one missing a couple of rows back. A bit of wool threaded through a good row as a \"lifeline\" means you can pull back to it safely next time."],
    "glasses": [EN_REPLIES["chat"][1]], "tv_menu": [EN_REPLIES["tv"][0]], "remote": ["The fridge! That's a new one to me, but I've heard of the biscuit tin and the bread bin. A bright sticker or a little bell on the remote makes it easier to spot. Some people keep it in a basket by the chair so it always goes back to the same place."],
    "family_video": [EN_REPLIES["family"][0]], "nap": ["A little sleep after lunch is nothing to worry about — the winter dark makes everyone drowsy. If you're suddenly much sleepier than usual, though, do mention it to the surgery."],
    "dizzy": [EN_REPLIES["health"][1]], "knees": [EN_REPLIES["health"][0]], "bus": [EN_REPLIES["weather"][1]],
    "hoover": ["Unplugging it was exactly right. A burning smell is often a hair or thread wrapped round the brush, or the belt slipping — but don't use it again until someone's had a look. Your grandson or a repair café could check it in ten minutes."],
    "card": ["Lots of shops do insist on an account these days, which is a bother. You could ask your daughter to order it on her account and have it sent to you, or I can find a shop nearby that sells nice cards — then you get a walk as well."],
    "battery": ["The red battery means it's nearly out of charge. Plug it into the charger by the bed — the cable goes into the little slot at the bottom. Once it's charging you'll see a lightning bolt on the battery picture."],
})
EN_GENERIC = [
    "And please don't worry about asking the same thing twice — that's what I'm here for. Nobody learns a phone in a week, and you're doing really well.",
    "If you'd like, we can go through it slowly together next time, one step at a time, and I'll wait while you try each bit.",
    "A good habit is to keep a small notebook by the phone for anything important. Then if the phone's battery runs out, you've still got it.",
    "Remember that you can always say \"slow down\" or \"say that again\" and I will — there's no rush at all.",
    "Is there anything else on your list for today? You mentioned the letters earlier; we can look at those whenever you're ready.",
    "One more thing that might help: the phone has a \"magnifier\" in the accessibility settings that turns the camera into a magnifying glass — handy for small print on medicine boxes.",
    "If anyone ever rings or messages saying they're from the bank or the police and asks you to do something in a hurry, hang up and ring your son. Real organisations never mind you checking.",
]

EN_REQUESTS = [
    ("can you look what the weather's doing on saturday I want to get the washing out", "get_weather",
     lambda L, r: {"location": L["town"], "day": "saturday"},
     lambda L, r: "Saturday: dry morning, showers from mid-afternoon, high {} degrees, breezy".format(r.randint(5, 11)),
     "Saturday looks dry in the morning, with showers coming in from mid-afternoon, so if you get the washing out early it should have a few good hours. I'd bring it in after lunch to be safe. It'll be breezy too, which helps things dry — just use a couple of extra pegs on the sheets."),
    ("what have I got on this week can you look", "list_calendar",
     lambda L, r: {"range": "this_week"},
     lambda L, r: "Mon: bins out (evening)\nWed: coffee morning, church hall\nThu: hairdresser\nSun: video call with family",
     "Here's your week:\n\n- Monday evening: bins out\n- Wednesday: coffee morning at the church hall\n- Thursday: hairdresser\n- Sunday: the family video call\n\nA nice steady week. Shall I add anything?"),
    ("have I had anything from the bank in my emails", "search_email",
     lambda L, r: {"query": "from:bank", "limit": 5},
     lambda L, r: json.dumps([{"from": "Your Bank", "subject": "Your statement is ready to view"},
                              {"from": "Your Bank", "subject": "Important: changes to our branch opening hours"}]),
     "Two emails from the bank: one just saying your statement is ready to look at, and one about the branch opening hours changing. Neither asks you to do anything or click on anything, which is a good sign. Would you like me to read the one about the opening hours?"),
    ("look up how to make the writing bigger on the phone", "web_search",
     lambda L, r: {"q": "android increase font size settings"},
     lambda L, r: "1. Settings > Display > Font size and style\n2. Settings > Accessibility > Display size and text\n3. Pinch to zoom in apps that allow it",
     "There are two settings that work together. First, in Settings, tap Display, then Font size, and move the slider to the right. Second, Display size makes the buttons and icons bigger as well. Try the font one first — and if it's still hard, we'll do the second."),
    ("set a timer for the oven forty minutes", "set_timer",
     lambda L, r: {"minutes": 40, "label": "oven"},
     lambda L, r: "Timer set: oven, 40 min",
     "Done — the oven timer is set for forty minutes. The phone will ring loudly when it's time, even if the screen is off."),
    ("can you find the photos from the seaside last summer", "search_photos",
     lambda L, r: {"query": "beach", "year": 2026},
     lambda L, r: "{} photos found in album 'Summer'".format(r.randint(12, 60)),
     "I found them — they're in an album called \"Summer\". Open the Photos app, tap Albums at the bottom, and you'll see it there. Would you like me to help you send a few of the best ones to the family?"),
    ("ring my daughter for me please", "phone_call",
     lambda L, r: {"contact": "daughter"},
     lambda L, r: "Call ended: no answer, voicemail",
     "She didn't pick up, so it went to her voicemail. She's probably at work or driving. Shall I send her a message saying you rang and it's nothing urgent, so she doesn't worry?"),
    ("read me the news headlines", "get_news",
     lambda L, r: {"region": L["town"], "count": 3},
     lambda L, r: "- Roadworks on the high street extended\n- Library to open Sunday afternoons\n- Christmas lights switch-on this weekend",
     "Three local stories: the roadworks on the high street are going on a bit longer, the library will start opening on Sunday afternoons, and the Christmas lights are being switched on this weekend. That last one might be nice to see, if it's not too cold."),
    ("remind me to water the plants tomorrow morning", "create_reminder",
     lambda L, r: {"title": "water the plants", "when": "tomorrow 09:00"},
     lambda L, r: "Reminder created",
     "That's set: tomorrow morning at nine o'clock your phone will remind you to water the plants."),
]

# ----------------------------------------------------------------------------------------------
# Chinese material
# ----------------------------------------------------------------------------------------------
ZH_SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗", "宋", "唐", "韩", "曹"]
ZH_GIVEN_F = ["红梅", "思雨", "桂芳", "淑珍", "晓燕", "丽华", "秀兰", "佳怡", "玉梅", "小芸", "慧敏", "雅婷", "梦琪", "春燕"]
ZH_GIVEN_M = ["建国", "子轩", "德明", "志强", "海波", "文涛", "振宇", "明远", "立新", "宇航", "春生", "国庆", "永福", "浩然"]
ZH_FEMALE_ROLES = {"女儿", "儿媳妇", "孙女", "侄女", "广场舞队的老姐妹", "钟点工"}
ZH_MALE_ROLES = {"大儿子", "女婿", "孙子", "外孙", "小儿子"}
FAMILY_WORDS = ["grand", "son", "daughter", "cousin", "儿", "孙", "女", "侄"]
ZH_ROLES = ["大儿子", "女儿", "儿媳妇", "女婿", "孙子", "孙女", "外孙", "对门邻居", "楼下邻居", "社区医生", "药房的药剂师",
            "社区网格员", "广场舞队的老姐妹", "居委会主任", "钟点工", "眼科医生", "小儿子", "侄女"]
ZH_ID_THINGS = [("处方", "CF{d8}"), ("水费缴费编号", "SF{d10}"), ("电费户号", "{d10}"), ("医院复诊预约", "YY-{d6}"),
                ("宽带报修单", "BX{d9}"), ("快递单", "SF{d12}"), ("燃气户号", "RQ{d8}"), ("社保卡补办受理", "SB{d4}-{d5}"),
                ("投诉工单", "GD-{d7}"), ("物业费收据", "WY{d6}"), ("医保报销", "BX-{L2}{d5}"), ("助听器维修单", "ZT{d6}")]
ZH_PORT_THINGS = ["路由器管理页面", "远程管理", "打印机网页", "可视门铃", "电视盒子", "电子相框", "存照片的那个硬盘盒", "智能插座", "摄像头"]
ZH_VERSION_THINGS = ["路由器固件", "手机系统", "微信", "助听器那个软件", "打印机驱动", "手机银行", "旧电脑的系统", "血压计的软件", "门铃软件", "吃药提醒的软件"]
ZH_MONEY_THINGS = ["退休金", "物业费", "水费", "宽带费", "修水管的师傅报价", "给孙子的压岁钱", "燃气费", "电费", "家政阿姨一个月",
                   "助听器电池", "医保个人账户", "老年大学学费", "电视会员", "手机话费"]
ZH_EVENTS = ["眼科复诊", "打流感疫苗", "抽血化验", "高血压复查", "燃气安检", "退休金到账", "物业费截止", "配助听器", "孙女生日",
             "看牙", "社区取药", "老年大学开学", "宽带师傅上门", "骨密度检查", "社区体检"]
ZH_DECISIONS = [
    ("把座机停了", "除了推销电话没人打"), ("退休金改到邮政储蓄那张卡", "工行那个网点要撤了"),
    ("药让药房按周分好装盒", "上礼拜二我又吃重了"), ("旧电脑先不扔", "老伴的照片都在里面"),
    ("路由器的事全交给孙子", "我乱点怕弄坏了"), ("水费改成按月交", "一次交一大笔心里发慌"),
    ("车不开了", "晚上眼睛看不清"), ("报纸不订了", "堆在门口都没看"), ("买菜改成网上下单", "菜拎不动了"),
    ("周三跟着社区健步走", "医生让我多活动"), ("家庭群设成免打扰", "半夜老是响"), ("备用钥匙放对门", "我已经把自己锁外面两回了"),
    ("流感疫苗去社区打", "医院排队太长"), ("视频只在周日打", "孩子们平时上班忙"), ("老年大学报书法班", "在家闷得慌"),
    ("电视会员不续了", "一年也看不了几回"),
]
ZH_CONSTRAINTS = [
    ("电话里绝不说银行卡信息", "儿子"), ("滴了眼药水不能开车", "医生"), ("华法林不能跟布洛芬一起吃", "药剂师"),
    ("短信里的链接一律不点", "孙子"), ("路由器不要自己去升级", "孙子"), ("验证码谁问都不能说", "孙子"),
    ("一个人在家不准爬梯子", "女儿"), ("抽血前一晚八点以后不吃东西", "护士"), ("陌生人敲门不开", "儿子"),
    ("吃他汀的时候不喝西柚汁", "药剂师"), ("电视后面那个灰盒子不要拔", "孙子"), ("转账之前先给儿子打电话", "儿子"),
    ("地上结冰不拄拐杖不出门", "医生"), ("银行卡不借给任何人", "儿子"),
]
ZH_QUESTIONS = [
    ("带状疱疹疫苗", "{N}我这个年纪打要不要钱"), ("高龄津贴", "{N}是不是到了八十岁自动就有"),
    ("医保异地备案", "去女儿那边住几个月{N}怎么弄"), ("助听器电池", "{N}医院能不能报销"), ("老年卡年审", "{N}要不要本人去"),
    ("白内障手术", "{N}是不是一定要住院"), ("手机照片云备份", "{N}到底存到哪里去了"), ("燃气表换智能表", "{N}要不要自己出钱"),
    ("遗嘱公证", "{N}要带哪些材料"), ("无线信号放大器", "楼上信号不好买个{N}有没有用"),
    ("养老金资格认证", "今年的{N}是不是又要刷脸"), ("体检报告里的结节", "{N}要不要紧"),
]
ZH_COMMANDS = EN_COMMANDS

ZH_TPL = {
    "name": {
        "user": [
            "跟你说一下我{R}叫{N} 人可好了每个礼拜天都给我打电话",
            "你帮我记着{N}是我{R} 说了有事随时找",
            "那个{R}叫{N} 我老记不住 在楼下碰见人家跟我打招呼我都不好意思",
            "昨天{N}来看我了 就是我{R} 还给我带了一袋橘子把电视也弄好了",
            "你帮我记一下{N}是我{R} 人多了我名字老搞混",
            "要是{N}给我发消息那没事 那是我{R} 不是骗子",
            "我{R}{N}说我手机学得挺快的 嘿嘿",
        ],
        "assistant": [
            "我看了您拍的冰箱上那张卡片，{R}那一栏写的是{N}。要不要我帮您把这个号码存进通讯录，备注写上“{R}”？这样以后来电就能直接看到是谁。",
            "从您发来的那张通知上看，您现在的{R}是{N}。这张通知建议和其他看病的单子放在一个袋子里，以后有人问起也好找。",
        ],
    },
    "command": {
        "user": [
            "孙子在黄色便利贴上写着 要{W}就输{N}然后按回车 对不对啊",
            "他教我的那个命令是{N} 好像是{W}用的 我不敢随便弄先问问你",
            "我照他说的输了{N} 出来一大堆字 正常吗 我是想{W}",
            "黑屏幕上出来这些\n\n{PROMPT}$ {N}\n{OUT}\n\n我是想{W} 这都是啥意思",
            "抽屉里找到他写的纸条 说要{W}就打开那个终端 输{N} 再输密码",
            "他弄得可快了 是{N}吧 就是这个{W} 我看他弄过两回",
        ],
        "assistant": [
            "想{W}的话，用这一条，照着一个字母一个字母地输，空格也别漏：\n\n    {N}\n\n输完按回车。如果让您输密码，输的时候屏幕上什么都不显示，这是正常的，是电脑故意藏起来的。等那个带“$”的提示又出来，就说明好了。",
            "可以试试 {N}，它只是{W}，不会改动或删掉任何东西。注意要原样照抄，电脑对空格和大小写比人挑剔多了。",
        ],
    },
    "id": {
        "user": [
            "那个{T}号是{N} 我写在信封背面了怕弄丢",
            "电话里那个姑娘给我念的{T}号{N} 我记下来了就是字写得难看",
            "邮箱里来了这个\n\n发件人：客服中心\n主题：您的{T}\n\n尊敬的客户：\n您好，您的受理编号为{N}，请妥善保管。\n\n这个是真的还是骗人的",
            "{T}那边说每次打电话都要报{N} 好长一串",
            "找到那张单子了 {T}编号是{N} 字母要大写吗",
            "{T}的号码{N} 那个小伙子跟我说的 挺耐心的",
        ],
        "assistant": [
            "我看了您发的邮件截图，{T}要报的编号是{N}。打电话的时候先把这个报给他们，一般就不用再回答一堆核对问题了。",
            "从您拍的那张单子看，{T}号是{N}。建议也抄在您那个蓝色小本子的第一页，手机没电的时候也能查到。",
        ],
    },
    "port": {
        "user": [
            "孙子说{T}是{N}端口 我也不懂端口是啥 反正记下来了",
            "他贴的那个标签上写着 http 192.168.1.1 冒号 {N} 是{T}的 这个就是端口吧",
            "{T}要开{N}端口 他说不然跟手机连不上",
            "他给我写了这么一张\n\n设备            地址              端口\n{T}      192.168.1.{b}     {N}\n无线名字        贴在冰箱上\n\n这个我要怎么弄",
            "{T}是{N}端口吧 还是我跟银行卡密码搞混了",
            "孙子把{T}改成{N}端口了 说是防黑客 所以跟以前不一样了",
        ],
        "assistant": [
            "按您拍的标签，{T}用的是{N}端口。在浏览器里输地址的时候，就是路由器那串数字，加一个冒号，再加{N}。这个您自己不用改。",
            "这个设置的意思是{T}走{N}端口。可以把它想成楼里的门牌号：地址把您带到这栋楼，端口把您带到那一户。",
        ],
    },
    "version": {
        "user": [
            "孙子写的{T}版本是{N} 说要是哪天看到不一样了就给他打电话",
            "设置里写着{T}版本{N} 这是最新的吗 要不要我弄一下",
            "关于本机里面写的是\n\n{T}\n版本 {N}\n\n这样对吗",
            "{T}现在是{N} 孙子说这个是好的 没有那个毛病",
            "我在本子上{T}旁边写了{N} 也不知道啥意思",
            "礼拜天孙子把{T}升到{N}了 现在按钮位置全变了",
        ],
        "assistant": [
            "从您的截图看，{T}是{N}版本，没问题，不用动它。以后要是弹出来让您升级，除非是手机自己的“设置”里提示的，其他的都先等孙子来弄。",
            "记一下：昨晚更新之后，{T}现在是{N}。按钮看着有点不一样，但您以前用的功能都还在。",
        ],
    },
    "money": {
        "user": [
            "{T}现在是{N} 又涨了你说气人不气人",
            "{T}我交{N} 这算多吗 我觉得挺多的",
            "他们寄来的账单\n\n账单摘要\n项目：{T}\n应缴金额：{N}\n缴费方式：银行代扣\n\n我要去交吗还是自己会扣",
            "{T}是{N} 单子上白纸黑字写着的",
            "{T}一共{N} 我给的现金 是不是傻了",
            "女儿说{T}顶多{N} 多一分都不给 我就这么跟他们说",
        ],
        "assistant": [
            "您刚才念的三笔（{A1}、{A2}、{A3}）加起来，{T}一共是{N}。",
            "您拍的账单上{T}是{N}，跟这个季节差不多。是银行代扣的，您不用专门去交。",
        ],
    },
    "date": {
        "user": [
            "{T}是{N} 厨房日历上写了 手机上也给我记一下",
            "{T}改到{N}了 原来那个取消了好像",
            "{N}{T} 提前一天提醒我啊 不然我又忘了",
            "收到一条短信\n\n【社区卫生服务中心】提醒：您的{T}预约在{N}，请按时前来。\n\n要回复吗",
            "{T}是{N}吧 我写了两个地方都不知道哪个对了",
            "女儿说{T}最晚{N}之前要弄好",
        ],
        "assistant": [
            "已经把{T}记到您的日历里了，{N}，前一天晚上和当天早上各提醒您一次。",
            "您拍的那张通知上写的{T}是{N}。我已经加到日历里了，到时候会提醒您。",
        ],
    },
    "decision": {
        "user": [
            "我想好了{C} 因为{RS} 就这么定了",
            "我拿定主意了 {C} 因为{RS} 不想再拖了",
            "跟儿子电话里商量了 {C} 因为{RS}",
            "我打算{C} 你知道为啥 {RS}",
            "定了定了 {C} 反正{RS} 我跟女儿也这么说的",
            "想了一个礼拜了 还是{C}吧 说实话{RS} 年纪大了不折腾了",
            "那就这样 {C} 毕竟{RS}",
        ],
    },
    "constraint": {
        "user": [
            "{S}特别交代了 {N} 我得记住",
            "{S}让我保证{N} 我要是忘了你提醒我",
            "{S}定的第一条规矩 {N} 冰箱上也贴着呢",
            "我知道不能 {N} 这是{S}定的",
            "我要是想这么干你就骂我 {N} {S}说的",
            "上次差点被骗以后有了新规矩 {N} {S}可生气了",
        ],
        "assistant": [
            "再把{S}定的规矩放在这里，咱们俩都看得见：{N}。遇到好像非得破例的情况，答案都是先等一等，给家里人打个电话。",
            "这就是为什么{S}那条规矩这么要紧：{N}。不是较真，是有人特别会说的时候，它能护住您。",
        ],
    },
    "question": {
        "user": [
            "有个事一直想问你 {Q} 算了先不说这个",
            "趁我还记得 {Q} 你现在不用回答 下回我再问",
            "我一直在想 {Q} 心里老惦记着 不过先说另外那个事",
            "跳广场舞的老姐妹问我{Q} 我也答不上来 改天再看吧",
            "有空的时候问你个事 {Q} 不着急",
            "我本子上写着{Q} 今天脑子满了改天再弄",
        ],
    },
}
ZH_PROMPTS = {
    "name": ["冰箱上那张写电话的卡片我拍给你了 你帮我看看谁是谁", "社区发的那个通知我拍照了 现在是谁管我们"],
    "command": ["电脑又慢了 孙子的纸条找不到了 要输啥来着", "黑屏幕上要打的那个是啥 我又忘了"],
    "id": ["我截图的那个邮件 上面的编号是多少", "那张单子我拍了 你帮我看看号码"],
    "port": ["路由器底下那个标签我拍给你了 端口那里写的啥", "他写的那张纸上端口是几 他的字我看不清"],
    "version": ["我发的那个截图上是哪个版本", "他升级完现在是哪个版本了"],
    "money": ["这三笔你帮我加一下 我算不清", "账单上写我要交多少 我拍给你了"],
    "date": ["那张通知上的日子帮我记到日历里", "通知上写的哪天来着 我拍给你了"],
    "constraint": ["儿子又在念叨那些规矩 你再跟我说说", "刚才有个人打电话让我赶紧办个事 我说先问问你"],
}
ZH_ACKS = {
    "name": ["好的，记下了，谁是谁清楚了就好。", "记住了。有这么多人照应着您，挺好的。"],
    "command": ["对的，这条可以放心输。", "这是很普通的命令，别担心。", "您孙子给您的这条挺稳妥的。"],
    "id": ["记下了。这个编号收好，打电话的时候他们头一个就会问。", "这个编号格式看着是正规的，念的时候大小写一般无所谓。"],
    "port": ["没事，端口就像楼里的门牌号，让对的程序来应门。", "知道了，这个您不用动，孙子问起来念给他听就行。"],
    "version": ["这只是个版本号，就像书的第几版，没关系。", "记下了，不用自己去升级。"],
    "money": ["记下了。", "好的，这个数我记着。", "东西是一直在涨，唉。"],
    "date": ["已经记到日历里了。", "好了，到时候会提醒您。", "记下了，到时候我提醒您。"],
    "decision": ["我觉得挺明智的。", "这个决定很清楚，理由也实在。", "这么安排挺合理的。"],
    "constraint": ["这条规矩很好，我帮您守着。", "说得对，这种规矩都是有道理的。"],
    "question": ["这个问题等您手边有材料的时候再说，先记在单子上。", "那这个就先放一放，改天再说，今天不掺和在一起。"],
}
ZH_EXTRA = {
    "name": ["建议把通讯录里的人都按关系备注，比如“儿子”“药房”“对门”，来电一眼就知道是谁。哪天晚上有空，咱们一起把通讯录理一理。",
             "名字记清楚了还有个好处：要是有陌生人发消息说是您家亲戚，您一看对不上，就知道先停一停，问问儿子。"],
    "command": ["黑屏幕看着吓人，其实这种命令只做它说的那点事。输错了或者拿不准，点右上角的叉关掉窗口就行，不会出什么事。",
                "要不咱们把这些命令整整齐齐抄在本子上，每条后面写一句是干啥用的，省得便利贴掉了找不着。"],
    "id": ["打电话前先把编号、笔和老花镜准备好，说完记下对方姓什么、几点打的。以后有什么纠纷，这张小纸条最管用。",
           "记住：他们会问编号，但绝不会问您银行卡密码或者验证码。谁要是问这个，直接挂电话。"],
    "port": ["这些您真不用去动，都是孙子设一次就不用管的。最要紧的是，有人打电话说是“宽带公司的”，让您改这改那，千万别听。",
             "这个跟路由器的其他说明放一起。断网的时候，第一招还是把路由器电源拔了，数三十下再插上。"],
    "version": ["手机隔几个礼拜就会更新一次，晚上充着电让它自己更新就行。要小心的是浏览器里弹出来说“您需要更新”的，那种多半是骗人的。",
                "更新完东西挪了位置，别以为是自己弄坏了。您告诉我找什么，我告诉您挪哪儿去了。"],
    "money": ["要不我帮您把每个月固定的开销列个单子，月底对一对，哪项偷偷涨了一眼就看出来。",
              "可以问问有没有老年人优惠或者自动扣款的优惠，很多地方有，但您不问他们不说。"],
    "date": ["前一两天我再提醒您看看怎么去、要带什么：通知单、老花镜、正在吃的药的单子。",
             "要是需要人送，最好现在就跟孩子们说，年底大家都忙。"],
    "decision": ["这是您自己的决定，挺明智。要办的时候，打电话也好填表也好，咱们一起弄。",
                 "把理由说出来也好，以后有人劝您改主意，您就记得当初为什么这么定。"],
    "constraint": ["这种规矩平时好守，有人催的时候最难守。所以只要有人逼着您马上办，就是该停下来给家里打电话的时候。",
                   "要是您愿意，碰到相关的事我就提醒您一句，不唠叨。"],
}
ZH_CHUNKS = [
    ("猫又在楼道里吐了 我看是换了新猫粮的原因", "cat"), ("今天风好大 阳台上晾的衣服吹掉了一件", "weather"),
    ("早上去菜场买了两斤萝卜 便宜", "radish"), ("电视上那个养生节目说要多喝热水", "tv_health"),
    ("孙女发了个跳舞的视频 我看了好多遍", "family_video"), ("手机看着看着屏幕就黑了", "phone_dark"),
    ("字太小了 我拿放大镜看的", "phone_font"), ("有人敲门说是查燃气的 我没开", "scam_door"),
    ("昨晚腿又抽筋了", "cramp"), ("今天下雨广场舞没去成", "rain"), ("包了一锅饺子冻起来了", "freezer"),
    ("收到个短信说我快递丢了让点链接", "scam_text"), ("打视频只看见我的耳朵", "phone_video"), ("暖气还没来 家里冷得很", "heating"),
    ("上午在社区活动室打了会儿牌", "social"), ("眼镜找了半天原来在头上", "glasses"),
    ("这个语音输入老把我的话写错", "phone_voice"), ("以前这些都是老伴弄的", "husband"),
    ("楼下装修吵了一上午", "noise"), ("早上起来有点头晕 坐了一会儿好了", "dizzy"),
    ("织了一半的毛衣花样织错了", "knit"), ("电视不知道按到哪个台了 都是广告", "tv_menu"),
    ("家庭群里发了阳台的花 没人理我", "family_group"), ("公交车等了二十分钟才来", "bus"),
]
ZH_CHUNKS += [
    ("手机掉水池里了 就一下 还能用", "phone_wet"), ("对门大姐给我送了碗汤 人真好", "social"),
    ("去邮局回来胯骨有点疼", "hip"), ("超市又换摆法了 找酱油找了半天", "chat"), ("门铃响了两回 开门没人", "scam_door"),
    ("手机上头那个电池变红了", "battery"), ("下午盖着毯子看了个老电影", "chat"), ("吸尘器有股焦味 我给拔了", "hoover"),
]
ZH_MISHEARD = [("路由器", "路油器"), ("密码", "蜜码"), ("血压", "雪压"), ("药房", "要房"), ("复诊", "付诊"),
               ("宽带", "宽待"), ("退休金", "退修金"), ("视频", "事频"), ("微信", "微心"), ("放大镜", "放大经"), ("饺子", "脚子")]
ZH_OPEN = ["小助手", "在吗", "喂喂", "又是我", "早上好啊", "我跟你说", "哎", ""]
ZH_CLOSE = ["就这样", "你说是不是", "谢谢你啊", "我是不是说多了", "你别嫌我啰嗦", "", "对吧"]
ZH_JOIN = [" 还有个事 ", " 对了 ", " 另外 ", " 还有 "]
ZH_REPLIES = {
    "cat": ["猫换粮吐一吐挺常见的。可以新旧粮掺着喂，一个礼拜慢慢换过来：先四分之一新的，再一半一半。要是它不吃东西、没精神，就别等了，给宠物医院打个电话问问。"],
    "weather": ["这天确实遭罪。要出门的话多留点时间，穿那双防滑的鞋，湿叶子比冰还滑。要不要我帮您查查天气，挑个不下雨的时候出去？",
                "在风里等车太受罪了。有个小办法：公交的小程序能看车到哪了，您可以在屋里等，车快到了再下楼。改天我教您弄。"],
    "chat": ["哈哈，这个人人都干过，真的。有人在眼镜腿上拴根彩色绳挂在脖子上，就不会到处找了。", "听着是挺舒服的一个上午，这种小事最养人。"],
    "health": ["天冷腿抽筋挺常见的，睡前用热水泡泡脚，腿上盖暖和点会好些。要是抽得越来越勤，下回复查的时候跟医生提一句。",
               "好了就好。早上起床慢一点，先在床边坐一会儿再站起来。要是老这样或者要晕倒，一定告诉社区医生，有时候降压药得调一调。"],
    "tv": ["现在电视的菜单跟迷宫一样。遥控器上一般有个画着小房子的“主页”键，按一下，再选“直播”或者“频道列表”就回来了。您告诉我盒子上写的牌子，我给您说具体怎么按。",
           "这种节目听听可以，但别全信，吃药的事还是听医生的。"],
    "phone": ["这是屏幕自动熄灭的时间太短了，可以改长一点：\n\n1. 打开“设置”（灰色齿轮）。\n2. 点“显示和亮度”。\n3. 点“休眠”。\n4. 选“5分钟”。\n\n费一点点电，但看东西的时候就不会老黑屏了。",
              "整部手机的字都能调大：设置里找“显示和亮度”，再点“字体大小”，往右拖。还有一个“显示大小”能把按钮也变大。一格一格试，看着舒服就行。",
              "打视频的时候大家都爱把手机拿太近。把手机靠在果盘上，离远一点，屏幕上沿跟眼睛差不多高，脸就全露出来了，不会只剩个耳朵。",
              "语音输入听错字很常见，说话的时候慢一点、一句一句说，会好很多。写错了也没关系，我大多能猜出来您的意思。"],
    "scam": ["您没开门做得对。正规的师傅不怕您打电话核实，催着您开门的反而要小心。下次可以隔着门说话，或者先给物业打个电话。",
             "这种快递短信十有八九是骗子，就是想让您一着急点链接。直接删掉，什么都别点。真有快递的话，让孩子在购物软件里帮您查。"],
    "home": ["暖气来之前家里冷，可以在卧室用个小电暖器，但睡觉前一定关掉。要不要我提醒您晚上关？", "装修的声音真闹心，一般中午和晚上是不让施工的，要是超时了可以跟物业说。"],
    "food": ["您真能干，冻一锅饺子冬天可省事了。冻的时候贴个日期，一个月很快就过去了。", "萝卜这个季节最好，炖汤正合适。"],
    "family": ["真好。这种小视频挺珍贵的，要不要我教您存到相册里，免得在聊天记录里找不到？",
               "群里人多，有时候大家看了没顾上回。您可以单独发给女儿，再问一句，她肯定会回您。"],
    "social": ["出去跟人说说话比吃什么补药都强。", "下雨就别出门了，在家活动活动腿脚也一样。"],
}
ZH_REPLIES.update({
    "phone_dark": [ZH_REPLIES["phone"][0]], "phone_font": [ZH_REPLIES["phone"][1]], "phone_video": [ZH_REPLIES["phone"][2]],
    "phone_voice": [ZH_REPLIES["phone"][3]], "scam_door": [ZH_REPLIES["scam"][0]], "scam_text": [ZH_REPLIES["scam"][1]],
    "heating": [ZH_REPLIES["home"][0]], "noise": [ZH_REPLIES["home"][1]], "radish": [ZH_REPLIES["food"][1]],
    "freezer": [ZH_REPLIES["food"][0]], "glasses": [ZH_REPLIES["chat"][0]], "cramp": [ZH_REPLIES["health"][0]],
    "dizzy": [ZH_REPLIES["health"][1]], "rain": [ZH_REPLIES["social"][1]], "tv_health": [ZH_REPLIES["tv"][1]],
    "tv_menu": [ZH_REPLIES["tv"][0]], "family_video": [ZH_REPLIES["family"][0]], "family_group": [ZH_REPLIES["family"][1]],
    "husband": ["以前有老伴操心这些，现在您自己一点一点学起来，真的不容易，也真的很了不起。慢慢来，有我陪着。"],
    "bus": [ZH_REPLIES["weather"][1]],
    "hip": ["胯骨疼的话这两天少走点远路，出门带上拐杖，别拎重东西。要是疼得厉害、走路一瘸一拐，或者摔过一下，就别等了，去社区医院看看。"],
    "knit": ["花样乱了多半是前面几行多了一针或者少了一针。对着图数一数针上的针数，找到差的那一行。下回可以在织好的一行穿一根别色的线当“保险线”，拆的时候拆到那儿就停。"],
    "phone_wet": ["吓一跳吧！现在的手机泡一下一般没事。用毛巾擦干，放在暖和的地方晾一会儿（别放暖气片上），充电口干透之前先别充电。泡大米其实没啥用，还会掉渣进孔里。"],
    "battery": ["电池变红就是快没电了。把充电线插到手机底下那个小口上，充上以后电池图标上会出现一个小闪电。"],
    "hoover": ["拔掉是对的。有焦味多半是刷子上缠了头发线头，或者皮带打滑了。先别再用，等孙子来看看，或者拿去修一下，十分钟的事。"],
})
ZH_GENERIC = [
    "您别怕问重复的问题，我就是干这个的。手机谁也不是一个礼拜就学会的，您已经很不错了。",
    "要是您愿意，下回咱们一步一步慢慢来，您每试一步我都等着。",
    "建议在手机旁边放个小本子，重要的事都记一笔，手机没电了也能查。",
    "有人打电话或者发消息说自己是银行、公安，让您赶紧办什么事，直接挂掉，给儿子打电话。真的单位不怕您核实。",
    "今天单子上还有别的事吗？您刚才说的那几封信，什么时候想看都行。",
]
ZH_REQUESTS = [
    ("帮我看看礼拜六天气 我想洗床单", "get_weather", lambda L, r: {"location": L["town"], "day": "saturday"},
     lambda L, r: "周六：上午多云，下午有小雨，最高{}度，北风三级".format(r.randint(4, 12)),
     "礼拜六上午是多云，下午有小雨。要洗床单的话早点晒出去，吃完午饭就收回来比较稳妥。风不小，多夹两个夹子。"),
    ("这礼拜我都有啥事 你帮我看看", "list_calendar", lambda L, r: {"range": "this_week"},
     lambda L, r: "周一：晚上倒垃圾\n周三：社区活动室打牌\n周四：理发\n周日：家里视频",
     "这礼拜的安排：\n\n- 周一晚上：倒垃圾\n- 周三：社区活动室打牌\n- 周四：理发\n- 周日：跟家里视频\n\n挺松快的一个礼拜。要加点什么吗？"),
    ("银行给我发邮件了没有", "search_email", lambda L, r: {"query": "银行", "limit": 5},
     lambda L, r: json.dumps([{"from": "银行", "subject": "您的电子对账单已生成"}, {"from": "银行", "subject": "关于网点营业时间调整的通知"}], ensure_ascii=False),
     "银行来了两封：一封说对账单出来了，一封说网点营业时间要调整。两封都没让您点什么链接、填什么东西，这是好事。要不要我把营业时间那封念给您听？"),
    ("帮我查查手机字怎么调大", "web_search", lambda L, r: {"q": "安卓手机 字体调大 设置"},
     lambda L, r: "1. 设置 > 显示和亮度 > 字体大小\n2. 设置 > 辅助功能 > 显示大小",
     "有两个地方。先在“设置”里点“显示和亮度”，再点“字体大小”，往右拖；要是还嫌小，再调“显示大小”，按钮也会跟着变大。"),
    ("定个闹钟 锅里炖着汤 四十分钟", "set_timer", lambda L, r: {"minutes": 40, "label": "炖汤"},
     lambda L, r: "已设置计时器：炖汤，40分钟", "好了，炖汤的计时器定了四十分钟。到点手机会响，屏幕黑着也会响。"),
    ("帮我找找夏天去海边拍的照片", "search_photos", lambda L, r: {"query": "海边", "year": 2026},
     lambda L, r: "在相册“夏天”中找到{}张照片".format(r.randint(12, 60)),
     "找到了，在一个叫“夏天”的相册里。打开“相册”，点下面的“相簿”就能看到。要不要挑几张好的发到家庭群里？"),
    ("帮我给女儿打个电话", "phone_call", lambda L, r: {"contact": "女儿"}, lambda L, r: "通话结束：无人接听",
     "她没接，可能在上班或者开车。要不要我给她发个消息，说您打过电话、没什么急事，免得她担心？"),
    ("明天早上提醒我浇花", "create_reminder", lambda L, r: {"title": "浇花", "when": "明天 09:00"}, lambda L, r: "提醒已创建",
     "好了，明天早上九点手机会提醒您浇花。"),
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEK = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def ordinal(d):
    suf = "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return "%d%s" % (d, suf)


def fill_pattern(pat, r):
    out = pat
    for key in ["d12", "d10", "d9", "d8", "d7", "d6", "d5", "d4", "d3", "d2", "d1", "L3", "L2", "L1"]:
        while "{" + key + "}" in out:
            n = int(key[1:])
            if key[0] == "d":
                s = "".join(r.choice("0123456789") for _ in range(n))
            else:
                s = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))
            out = out.replace("{" + key + "}", s, 1)
    return out


def fmt(tpl, **kw):
    class D(dict):
        def __missing__(self, k):
            return "{" + k + "}"
    return tpl.format_map(D(**kw))


class Gen:
    def __init__(self, seed, attempt, zh, per_kind):
        self.r = random.Random(seed * 7919 + attempt * 104729 + (1 if zh else 0))
        self.zh = zh
        self.per_kind = per_kind
        self.L = dict(cur="元", town="成都", her="秀英") if zh else EN_LOCALES[(seed - 1) % len(EN_LOCALES)]

    # ---------------- voice ----------------
    def voice(self, text):
        r = self.r
        if self.zh:
            for a, b in ZH_MISHEARD:
                if a in text and r.random() < 0.35:
                    text = text.replace(a, b, 1)
            if r.random() < 0.7:
                text = text.replace("，", " ").replace("。", " ")
            return text
        for a, b in EN_MISHEARD:
            if a in text and r.random() < 0.3:
                text = text.replace(a, b, 1)
        if r.random() < 0.5:
            text = text.replace(",", "")
        if r.random() < 0.15:
            text = text.replace(" i ", " I ").replace("I've", "Ive").replace("that's", "thats")
        return text

    def repeat(self, text):
        r = self.r
        words = text.split(" ")
        if len(words) > 8 and r.random() < 0.2 and not self.zh:
            i = r.randrange(0, len(words) - 3)
            if "{" not in " ".join(words[i:i + 3]) and "\n" not in " ".join(words[i:i + 3]):
                words[i:i + 3] = words[i:i + 3] + words[i:i + 3]
            return " ".join(words)
        return text

    # ---------------- values ----------------
    def take(self, pool, k):
        pool = list(pool)
        if k <= len(pool):
            return self.r.sample(pool, k)
        raise SystemExit("PER_KIND=%d is larger than a pool of %d" % (k, len(pool)))

    def money(self):
        r, cur = self.r, self.L["cur"]
        kind = r.random()
        if kind < 0.4:
            v = r.randint(4, 99) + r.choice([0, 0.5, 0.99, 0.25, 0.4, 0.75, 0.2])
        elif kind < 0.75:
            v = r.randint(100, 999) + r.choice([0, 0, 0.5, 0.36, 0.8])
        else:
            v = r.randint(1000, 9999) + r.choice([0, 0, 0.5])
        if self.zh:
            s = r.choice(["{:,.2f}元", "{:.0f}元", "¥{:,.2f}", "{:.0f}块"])
            if "{:.0f}" in s:
                v = int(v)
            return s.format(v)
        if v == int(v):
            return "%s%s" % (cur, "{:,}".format(int(v)))
        return "%s%s" % (cur, "{:,.2f}".format(v))

    def date(self):
        r = self.r
        day = datetime.date(2026, 11, 23) + datetime.timedelta(days=r.randint(3, 80))
        m, d, wd = day.month, day.day, day.weekday()
        if self.zh:
            return r.choice(["%d月%d日" % (m, d), "%d月%d号" % (m, d), "%s（%d月%d日）" % (ZH_WEEK[wd], m, d), "%d月%d日上午" % (m, d),
                             "%d号%s" % (d, ZH_WEEK[wd])])
        return r.choice(["%s %d" % (MONTHS[m - 1], d), "%d %s" % (d, MONTHS[m - 1]), "%s the %s" % (WEEKDAYS[wd], ordinal(d)),
                         ("%02d/%02d" % (m, d) if self.L["town"] == "Dayton" else "%02d/%02d" % (d, m)), "%s %d %s" % (WEEKDAYS[wd], d, MONTHS[m - 1]),
                         "the %s of %s" % (ordinal(d), MONTHS[m - 1]), "next %s the %s" % (WEEKDAYS[wd], ordinal(d))]), day

    def version(self):
        r = self.r
        a, b, c, d = r.randint(1, 14), r.randint(0, 20), r.randint(0, 99), r.randint(10, 999)
        return r.choice(["V%d.0.%d.%d_%d.%d.%d" % (a, b, c, r.randint(1, 9), r.randint(0, 9), r.randint(10, 99)),
                         "%d.%d.%d" % (a, b, c), "%d.%d.%d.%d" % (a, b, c, d), "v%d.%d" % (a + 10, b),
                         "%d.%d build %d" % (a, b, d), "%d.%d.%d-r%d" % (a, b, c, r.randint(2, 40))])

    def cmd(self, pat):
        r = self.r
        return fmt(pat, a=r.choice([0, 1, 8]), b=r.choice([1, 254, 1]), folder=r.choice(EN_FOLDERS),
                   user=r.choice(["nan", "gran", "mum", "home"]))

    def term_out(self, c):
        r = self.r
        table = {"sudo apt": "Reading package lists... Done\nBuilding dependency tree... Done\nCalculating upgrade... Done\n{} upgraded, 0 newly installed, 0 to remove.".format(r.randint(2, 40)),
                 "ping": "64 bytes from router: icmp_seq=1 ttl=64 time=2.1 ms\n64 bytes from router: icmp_seq=2 ttl=64 time=1.9 ms\n--- statistics ---\n4 packets transmitted, 4 received, 0% packet loss",
                 "df": "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2       110G   71G   34G  68% /",
                 "du": "3.1G\t/home/downloads",
                 "lpstat": "printer Deskjet_2630 is idle.  enabled since Tue\nsystem default destination: Deskjet_2630",
                 "nmcli": "IN-USE  SSID              SIGNAL  BARS\n*       HomeHub-Nan       82      ▂▄▆_\n        NextDoor_EXT      35      ▂▄__",
                 "free": "               total        used        free\nMem:           3.8Gi       3.1Gi       212Mi\nSwap:          2.0Gi       1.4Gi       600Mi",
                 "sfc": "Beginning system scan.  This process will take some time.\nWindows Resource Protection did not find any integrity violations.",
                 "ipconfig": "Windows IP Configuration\n\nSuccessfully flushed the DNS Resolver Cache.",
                 "sudo ufw": "[sudo] password for nan:\nStatus: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing)",
                 "lsusb": "/:  Bus 02.Port 1: Dev 1, Class=root_hub\n    |__ Port 2: Dev 3, If 0, Class=Imaging",
                 "flatpak": "Looking for updates…\nNothing to do."}
        for k, v in table.items():
            if c.startswith(k):
                return v
        return r.choice(["", "[sudo] password for nan:"]) if c.startswith("sudo") else ""
        return r.choice(["Reading package lists... Done\nBuilding dependency tree... Done\n0 upgraded, 0 newly installed, 0 to remove.",
                         "64 bytes from router: icmp_seq=1 ttl=64 time=2.1 ms\n64 bytes from router: icmp_seq=2 ttl=64 time=1.9 ms\n--- statistics ---\n2 packets transmitted, 2 received, 0% packet loss",
                         "Filesystem      Size  Used Avail Use%\n/dev/sda2       110G   71G   34G  68%",
                         "[sudo] password for user:\nStatus: active",
                         "Done.\nNothing to do.",
                         "Windows Resource Protection did not find any integrity violations."])

    # ---------------- facts ----------------
    def build_facts(self):
        r, zh, k = self.r, self.zh, self.per_kind
        T = ZH_TPL if zh else EN_TPL
        facts = []
        rot = {}

        def mk(kind, needles, vals, assistant_ok=True):
            role = "assistant" if (assistant_ok and "assistant" in T[kind] and r.random() < 0.22) else "user"
            key = (kind, role)
            if not rot.get(key):
                rot[key] = list(T[kind][role])
                r.shuffle(rot[key])
            tpl = rot[key].pop()
            facts.append(dict(kind=kind, needles=needles, vals=vals, role=role, tpl=tpl))

        # names
        used = set()
        roles = self.take(ZH_ROLES if zh else EN_ROLES, k)
        for role in roles:
            while True:
                if zh:
                    pool = ZH_GIVEN_F if role in ZH_FEMALE_ROLES else ZH_GIVEN_M if role in ZH_MALE_ROLES else r.choice([ZH_GIVEN_F, ZH_GIVEN_M])
                    nm = r.choice(ZH_SURNAMES) + r.choice(pool)
                    g = "x"
                    R = role
                else:
                    R, g = role
                    if g == "x":
                        g = r.choice("mf")
                    first = r.choice(EN_FIRST_F if g == "f" else EN_FIRST_M)
                    nm = first if (r.random() < 0.25 and "grand" in R) else first + " " + r.choice(EN_LAST)
                if nm not in used and nm != self.L["her"]:
                    used.add(nm)
                    break
            P = {"f": "she", "m": "he"}.get(g, "they")
            O = {"f": "her", "m": "him"}.get(g, "them")
            family = any(w in R for w in FAMILY_WORDS)
            mk("name", [nm], dict(N=nm, R=R, P=P, O=O), assistant_ok=not family)
        # commands
        for pat, what in self.take(ZH_COMMANDS if zh else EN_COMMANDS, k):
            c = self.cmd(pat)
            if zh:
                what = {"get the updates done": "装更新", "check the router is answering": "看看路由器通不通",
                        "see how full the disk is": "看看硬盘满没满", "wake the printer up": "把打印机叫醒",
                        "see if the printer is there": "看看打印机在不在", "see which wifi is which": "看看都有哪些无线网",
                        "see if it's run out of memory": "看看内存够不够", "copy the photos onto the memory stick": "把照片拷到优盘上",
                        "check the firewall thing is on": "看看防火墙开没开", "put the clock right": "把时间对准",
                        "see if it can find the scanner": "看看扫描仪认不认", "get the big screen working": "让大屏幕亮起来",
                        "turn the sound up for the video calls": "视频的时候把声音开大", "update the video call program": "更新视频软件",
                        "see how much is in the downloads": "看看下载里有多少东西", "fix the internet when it won't open": "修上不了网的浏览器",
                        "sort out the pages that won't load": "解决网页打不开", "check the windows bits are all there": "检查系统文件全不全"}[what]
            mk("command", [c], dict(N=c, W=what, PROMPT=r.choice(["nan@oldlaptop:~", "mum@thinkpad:~", "gran@mint:~"]), OUT=self.term_out(c)))
        # ids
        for thing, pat in self.take(ZH_ID_THINGS if zh else EN_ID_THINGS, k):
            v = fill_pattern(pat, r)
            mk("id", [v], dict(N=v, T=thing, DOM=r.choice(["water-services.example", "energy-help.example", "council.example"])))
        # ports
        ports = self.take(PORTS, k)
        things = ZH_PORT_THINGS if zh else EN_PORT_THINGS
        for i, p in enumerate(ports):
            th = things[i % len(things)] if k <= len(things) else r.choice(things)
            mk("port", [str(p)], dict(N=str(p), T=th, TU=th.upper().ljust(18), b=r.randint(2, 250)))
        # versions
        things = self.take(ZH_VERSION_THINGS if zh else EN_VERSION_THINGS, k)
        for th in things:
            v = self.version()
            mk("version", [v], dict(N=v, T=th, TU=th.upper()))
        # money
        things = self.take(ZH_MONEY_THINGS if zh else EN_MONEY_THINGS, k)
        for th in things:
            th = fmt(th, pension=self.L.get("pension", ""), tax=self.L.get("tax", ""))
            m = self.money()
            parts = [self.money() for _ in range(3)]
            mk("money", [m], dict(N=m, T=th, A1=parts[0], A2=parts[1], A3=parts[2]))
        # dates
        things = self.take(ZH_EVENTS if zh else EN_EVENTS, k)
        for th in things:
            th = fmt(th, tax=self.L.get("tax", ""))
            if zh:
                day = datetime.date(2026, 11, 23) + datetime.timedelta(days=r.randint(3, 80))
                m_, d_, wd = day.month, day.day, day.weekday()
                ds = r.choice(["%d月%d日" % (m_, d_), "%d月%d号" % (m_, d_), "%s（%d月%d日）" % (ZH_WEEK[wd], m_, d_),
                               "%d月%d日上午" % (m_, d_), "%d号%s" % (d_, ZH_WEEK[wd]), "下个月%d号" % d_ if m_ == 12 else "%d月%d号" % (m_, d_)])
            else:
                ds, day = self.date()
            mk("date", [ds], dict(N=ds, T=th, ISO=day.isoformat()))
        # decisions
        for c, rs in self.take(ZH_DECISIONS if zh else EN_DECISIONS, k):
            mk("decision", [c, rs], dict(C=c, RS=rs), assistant_ok=False)
        for rule, src in self.take(ZH_CONSTRAINTS if zh else EN_CONSTRAINTS, k):
            mk("constraint", [rule], dict(N=rule, S=src))
        for nd, q in self.take(ZH_QUESTIONS if zh else EN_QUESTIONS, k):
            mk("question", [nd], dict(N=nd, Q=fmt(q, N=nd)), assistant_ok=False)
        for f in facts:
            text = f["tpl"]
            if f["role"] == "user":
                text = self.voice(self.repeat(text))
            text = fmt(text, **f["vals"])
            if self.zh:
                text = text.replace("编号编号", "编号").replace("号号", "号").replace("编号号", "编号")
            f["text"] = text
        return facts

    # ---------------- filler ----------------
    def user_filler(self):
        r = self.r
        chunks = ZH_CHUNKS if self.zh else EN_CHUNKS
        n = r.choice([1, 1, 2, 2, 3])
        picked = r.sample(chunks, n)
        op, cl = r.choice(ZH_OPEN if self.zh else EN_OPEN), r.choice(ZH_CLOSE if self.zh else EN_CLOSE)
        sep = " " if self.zh else r.choice([" ", " and ", " and then ", " "])
        body = sep.join(c for c, _ in picked)
        if r.random() < 0.2:
            body += (" 我刚才说了吗 " if self.zh else " did I say that already ") + picked[0][0]
        text = " ".join(x for x in [op, body, cl] if x)
        return self.voice(text), [c[1] for c in picked]

    def asst_filler(self, tags):
        r = self.r
        reps = ZH_REPLIES if self.zh else EN_REPLIES
        gen = ZH_GENERIC if self.zh else EN_GENERIC
        parts = [r.choice(reps.get(tags[0]) or reps["chat"])]
        if len(tags) > 1 and tags[1] != tags[0] and r.random() < 0.5:
            parts.append(r.choice(reps.get(tags[1]) or reps["chat"]))
        if r.random() < 0.55:
            parts.append(r.choice(gen))
        if r.random() < 0.15:
            parts[0] = ("哎呀，" if self.zh else r.choice(["Oh dear. ", "Ah, I see. ", "That does sound like a lot. "])) + parts[0]
        return "\n\n".join(parts)

    # ---------------- conversation ----------------
    def build(self):
        r, zh = self.r, self.zh
        facts = self.build_facts()
        nf = len(facts)
        lo = max(130, min(280, nf * 2 + 20))
        hi = min(280, lo + 60)
        nmsg = r.randint(lo, hi)
        T = nmsg // 2
        af = [f for f in facts if f["role"] == "assistant"]
        uf = [f for f in facts if f["role"] == "user"]
        r.shuffle(uf)
        turns = [dict(u=[], a=[]) for _ in range(T)]
        a_turns = r.sample(range(1, T), len(af))
        for t, f in zip(a_turns, af):
            turns[t]["a"].append(f)
        free = [t for t in range(1, T) if not turns[t]["a"]]
        r.shuffle(free)
        i = 0
        for f in uf:
            if i < len(free) and r.random() > 0.1:
                turns[free[i]]["u"].append(f)
                i += 1
            else:
                cand = [t for t in range(1, T) if turns[t]["u"] and len(turns[t]["u"]) < 2] or list(range(1, T))
                turns[r.choice(cand)]["u"].append(f)
        rows = []
        clock = [datetime.datetime(2026, 11, 20, 7, 20, 0)]
        n = [0]

        def add(item, meta):
            n[0] += 1
            clock[0] += datetime.timedelta(seconds=r.randint(25, 170))
            rows.append({"v": 2, "id": "msg_bk%d" % n[0], "createdAt": clock[0].strftime("%Y-%m-%dT%H:%M:%SZ"), "item": item, "meta": meta})
            return len(rows) - 1

        def msg(role, text):
            return add({"type": "message", "role": role, "content": text}, {"uiRole": role})

        def tool(name, args, out):
            cid = "call_bk%d" % (n[0] + 1)
            add({"type": "function_call", "callId": cid, "name": name, "arguments": json.dumps(args, ensure_ascii=False)}, {})
            add({"type": "function_call_result", "callId": cid, "name": name, "status": "completed", "output": out}, {})

        greet = ("小助手你好 我孙子说有事就跟你说 我是%s奶奶 眼睛不太好用的是语音 说得不对你别笑话我" % self.L["her"]) if zh else \
            ("hello is this the assistant my grandson set up for me I'm %s his nan I'm using the talking thing because my eyes aren't great so forgive the spelling" % self.L["her"])
        greet_r = ("您好！我是您的小助手，很高兴认识您。语音输入完全没问题，写错几个字我也能看懂。有什么事您尽管说：记药、记复诊、看账单、弄手机，我都帮您。慢慢来，不着急。"
                   if zh else
                   "Hello %s, lovely to meet you! Using the voice typing is perfect — I can follow along even when it mishears a word or two. I can help you keep track of appointments and medicines, read letters and bills, remind you of things, and work through any phone or laptop puzzles step by step. There's no rush, and no question is too small." % self.L["her"])
        req_pool = []
        for t, turn in enumerate(turns):
            tool_reply = None
            if t == 0:
                msg("user", greet)
                msg("assistant", greet_r)
                continue
            if turn["u"]:
                parts = [f["text"] for f in turn["u"]]
                pre_tags = None
                if r.random() < 0.25:
                    ft, pre_tags = self.user_filler()
                    parts.insert(0, ft)
                text = r.choice(ZH_JOIN if zh else EN_JOIN).join(parts)
                ri = msg("user", text)
                for f in turn["u"]:
                    f["row"] = ri
                tag = None
            elif turn["a"]:
                text = self.voice(r.choice((ZH_PROMPTS if zh else EN_PROMPTS)[turn["a"][0]["kind"]]))
                msg("user", text)
                tag = None
            else:
                if r.random() < 0.22:
                    if not req_pool:
                        req_pool.extend(ZH_REQUESTS if zh else EN_REQUESTS)
                        r.shuffle(req_pool)
                    req = req_pool.pop()
                    msg("user", self.voice(req[0]))
                    tool(req[1], req[2](self.L, r), req[3](self.L, r))
                    tool_reply = req[4]
                    tag = None
                else:
                    text, tag = self.user_filler()
                    msg("user", text)
            # assistant side
            acks = ZH_ACKS if zh else EN_ACKS
            out = []
            if turn["u"]:
                kinds = [f["kind"] for f in turn["u"]]
                for f in turn["u"]:
                    if f["kind"] == "date" and r.random() < 0.4:
                        tool("create_reminder", {"title": f["vals"]["T"], "date": f["vals"]["ISO"], "remind_before": "1d"},
                             "提醒已创建" if zh else "Reminder created")
                        break
                out.append(r.choice(acks[kinds[0]]))
                if len(kinds) > 1 and kinds[1] != kinds[0]:
                    out.append(r.choice(acks[kinds[1]]))
                if "question" in kinds and "question" not in kinds[:1]:
                    out.append(r.choice(acks["question"]))
                extra = ZH_EXTRA if zh else EN_EXTRA
                if r.random() < 0.7 and kinds[0] in extra:
                    out.append(r.choice(extra[kinds[0]]))
                if pre_tags and r.random() < 0.6:
                    reps = ZH_REPLIES if zh else EN_REPLIES
                    out.append(r.choice(reps.get(pre_tags[0]) or reps["chat"]))
            if turn["a"]:
                for f in turn["a"]:
                    if f["kind"] == "date" and r.random() < 0.6:
                        tool("create_reminder", {"title": f["vals"]["T"], "date": f["vals"]["ISO"], "remind_before": "1d"},
                             "提醒已创建" if zh else "Reminder created")
                    pre = "" if not out else ("另外，" if zh else "Also — ")
                    out.append(pre + f["text"])
            if tool_reply:
                out.append(tool_reply)
            if not turn["u"] and not turn["a"] and not tool_reply:
                out.append(self.asst_filler(tag))
            elif r.random() < 0.45:
                out.append(r.choice(ZH_GENERIC if zh else EN_GENERIC))
            ri = msg("assistant", "\n\n".join(out))
            for f in turn["a"]:
                f["row"] = ri
        return facts, rows

    def check(self, facts, rows):
        texts = []
        for row in rows:
            it = row["item"]
            texts.append(it.get("content", "") + "\n" + it.get("arguments", "") + "\n" + it.get("output", ""))
        allneedles = [nd for f in facts for nd in f["needles"]]
        for i, a in enumerate(allneedles):
            if not a:
                return False
            for j, b in enumerate(allneedles):
                if i != j and a in b:
                    return False
        for f in facts:
            for nd in f["needles"]:
                hits = [i for i, tx in enumerate(texts) if nd in tx]
                if hits != [f.get("row")]:
                    return False
        nmsg = sum(1 for row in rows if row["item"]["type"] == "message")
        return 130 <= nmsg <= 280


def build_conversation(seed, zh, per_kind):
    for attempt in range(200):
        g = Gen(seed, attempt, zh, per_kind)
        facts, rows = g.build()
        if g.check(facts, rows):
            return facts, rows
    raise SystemExit("seed %d: could not build a conversation with unique needles" % seed)


def run(okbot, args, env, stdin=None):
    p = subprocess.run([okbot] + args, input=stdin, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(p.stderr or ("okbot %s failed with exit code %d" % (" ".join(args), p.returncode)))
    return p.stdout


def summary_lengths(root):
    best = 0
    for dp, _, fns in os.walk(root):
        for fn in fns:
            if fn == "session-summary.json":
                try:
                    with open(os.path.join(dp, fn), encoding="utf-8") as fh:
                        data = json.load(fh)
                except (OSError, ValueError):
                    continue
                stack = [data]
                while stack:
                    x = stack.pop()
                    if isinstance(x, dict):
                        for kk, vv in x.items():
                            if kk == "summary" and isinstance(vv, str):
                                best = max(best, len(vv))
                            else:
                                stack.append(vv)
                    elif isinstance(x, list):
                        stack.extend(x)
    return best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    okbot, workdir = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3, 4, 5]
    per_kind = int(os.environ.get("PER_KIND", "10"))
    smax = os.environ.get("SUMMARY_MAX", "2000")
    os.makedirs(workdir, exist_ok=True)
    tot = {k: [0, 0] for k in KINDS}
    maxchars = 0
    for idx, seed in enumerate(seeds):
        zh = idx == len(seeds) - 1
        facts, rows = build_conversation(seed, zh, per_kind)
        root = os.path.join(workdir, "root-%d" % seed)
        if os.path.exists(root):
            shutil.rmtree(root)
        env = dict(os.environ, OKBOT_HOME=root, OKBOT_NOW="2026-11-30T12:00:00Z")
        run(okbot, ["init"], env)
        run(okbot, ["assistant", "create", "Writer"], env)
        run(okbot, ["settings", "set", "contextCompression.summaryMaxChars", smax], env)
        batch, count, comps = [], 0, 0
        for i, row in enumerate(rows):
            batch.append(json.dumps(row, ensure_ascii=False))
            if row["item"]["type"] == "message":
                count += 1
            nxt_is_msg = i + 1 >= len(rows) or rows[i + 1]["item"]["type"] == "message"
            if (count == 25 and nxt_is_msg) or i == len(rows) - 1:
                run(okbot, ["session", "append", "-a", "Writer"], env, "\n".join(batch) + "\n")
                run(okbot, ["compress", "-a", "Writer", "--now"], env)
                comps += 1
                batch, count = [], 0
        ctx = run(okbot, ["context", "show", "-a", "Writer"], env)
        kept, missing = 0, []
        for f in facts:
            ok = all(nd in ctx for nd in f["needles"])
            tot[f["kind"]][1] += 1
            if ok:
                kept += 1
                tot[f["kind"]][0] += 1
            else:
                missing.append(f)
        nmsg = sum(1 for row in rows if row["item"]["type"] == "message")
        print("seed %d (%s, %d messages, %d rows, %d compressions): %d/%d = %.1f%%" % (
            seed, "zh" if zh else "en", nmsg, len(rows), comps, kept, len(facts), 100.0 * kept / len(facts)))
        for f in missing:
            print("  missing %s: %s" % (f["kind"], " + ".join(f["needles"])))
        sys.stdout.flush()
        maxchars = max(maxchars, summary_lengths(root))
    allk = sum(v[0] for v in tot.values())
    alln = sum(v[1] for v in tot.values())
    for k in KINDS:
        print("kind %s %d/%d %.1f" % (k, tot[k][0], tot[k][1], 100.0 * tot[k][0] / tot[k][1] if tot[k][1] else 0.0))
    print("retention overall %.1f" % (100.0 * allk / alln if alln else 0.0))
    print("max summary chars %d" % maxchars)


if __name__ == "__main__":
    main()
